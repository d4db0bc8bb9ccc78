//! `quantbench run`: execute one stage of a file on the reference interpreter, with inputs from
//! a safetensors file (compared against its `output_i` tensors) or generated from a seed.
use super::graph::GraphArgs;
use crate::interp::{self, Tensor};
use std::collections::HashMap;
use std::path::PathBuf;

#[derive(clap::Args, Debug)]
pub struct Args {
    /// Without --stage: the last stage.
    #[command(flatten)]
    pub graph: GraphArgs,
    /// safetensors file with inputs named after the placeholders (`arg0_1`, ...) and,
    /// optionally, reference outputs `output_0`, `output_1`, ... to compare with. Repeatable:
    /// a graph with symbolic sizes runs at each file's sizes (with --jit, compiled once).
    #[arg(long, value_name = "IO")]
    pub inputs: Vec<PathBuf>,
    /// Run the graph with quantization libraries' dequant recognized as invoke_quant (the
    /// what-if: each dequant lowered as an invoke_quant, a prologue its matmul may fuse, with
    /// codegen_low_precision as its options say), instead of the graph as Inductor compiled it.
    /// The references (`output_i`, PyTorch's) are the same.
    #[arg(long)]
    pub recognized: bool,
    /// Seed for generated inputs (used without --inputs).
    #[arg(long, default_value_t = 0)]
    pub seed: u64,
    /// Value of a symbolic size, e.g. `--sym s0=16` or `--sizes s70=23,s1=4` (repeatable): the
    /// sizes of generated inputs, and with --inputs the ints the function takes
    /// (`arg10_1: "Sym(s15)"`), which no tensor's size gives.
    #[arg(long = "sym", visible_alias = "sizes", value_parser = crate::pipeline::parse_size, value_delimiter = ',')]
    pub syms: Vec<(String, i64)>,
    /// Write the outputs as `output_0`, ... to this safetensors file.
    #[arg(long, value_name = "OUT")]
    pub save: Option<PathBuf>,
    #[command(flatten)]
    pub jit: super::run_jit::JitArgs,
}

pub fn run(args: Args) -> anyhow::Result<i32> {
    let (doc, stage) = match args.recognized {
        true => args.graph.load_stage()?,
        false => args.graph.load_compiled_stage()?,
    };
    let loaded = doc.stages[stage].graph()?;
    let given: std::collections::BTreeMap<String, i64> = args.syms.iter().cloned().collect();
    let with_sizes;
    let graph = if given.is_empty() {
        loaded
    } else {
        with_sizes = crate::ir::shape_env::with_given_sizes(loaded, &given);
        &with_sizes
    };
    let mut writes = args.graph.inputs();
    writes.add_all("--inputs", &args.inputs);
    let limit = args.jit.max_memory.unwrap_or_default();
    let mut sets: Vec<InputSet> = vec![];
    for p in &args.inputs {
        let file = interp::io::load_safetensors(p)?;
        let expected: Vec<Tensor> =
            (0..).map_while(|i| file.get(&format!("output_{i}")).cloned()).collect();
        let inputs = interp::io::inputs_by_name(graph, &file)?;
        // The tensors against the annotations first: the sizes estimated and compiled for
        // are the annotations'.
        interp::eval::bind_inputs(graph, &inputs)
            .map_err(|e| anyhow::anyhow!("{}: {e}", p.display()))?;
        let syms = interp::io::bound_symbols(graph, &inputs);
        limit.check(interp::io::memory_needed(graph, &syms, false), "the run")?;
        sets.push(InputSet { label: p.display().to_string(), inputs, expected });
    }
    if sets.is_empty() {
        let syms: HashMap<String, i64> = args.syms.iter().cloned().collect();
        let ins = interp::io::generate_inputs(graph, args.seed, &syms, limit).map_err(|e| {
            let known = interp::io::graph_symbols(graph);
            let hint = if known.is_empty() {
                String::new()
            } else {
                format!(" (give the sizes with --sizes {}=N)", known.join("=N,"))
            };
            anyhow::anyhow!("{e}{hint}")
        })?;
        sets.push(InputSet { label: format!("seed {}", args.seed), inputs: ins, expected: vec![] });
    }
    if args.jit.jit {
        let st = &doc.stages[stage];
        let compile = super::run_jit::CompileOf {
            phases: &doc.phase_events,
            rank: st.rank,
            compile_id: st.compile_id.as_deref(),
            label: args.graph.file.display().to_string(),
        };
        return super::run_jit::run(&args.jit, graph, &sets, &writes, Some(compile));
    }
    if args.save.is_some() && sets.len() > 1 {
        anyhow::bail!("--save writes one set of outputs: give one --inputs");
    }
    let mut code = 0;
    for set in &sets {
        if sets.len() > 1 {
            println!("{}:", set.label);
        }
        code = code.max(interpret(&args, graph, set, &writes)?);
    }
    Ok(code)
}

/// One set of inputs to run at, with PyTorch's outputs when the file has them.
pub struct InputSet {
    /// The file it came from (or the seed that generated it).
    pub label: String,
    pub inputs: Vec<Tensor>,
    pub expected: Vec<Tensor>,
}

fn interpret(
    args: &Args,
    graph: &crate::ir::Graph,
    set: &InputSet,
    writes: &crate::util::atomic::Inputs,
) -> anyhow::Result<i32> {
    let (inputs, expected) = (&set.inputs, &set.expected);
    let start = std::time::Instant::now();
    let outputs = interp::run_graph(graph, inputs)?;
    eprintln!("interpreted `{}` in {:.3} ms", graph.name, start.elapsed().as_secs_f64() * 1e3);

    let cmp = interp::compare_outputs(graph, inputs, &outputs, expected, true);
    let mut passed = 0;
    for (i, out) in outputs.iter().enumerate() {
        let line = match cmp.get(i) {
            Some(c) => {
                passed += c.accepted() as usize;
                format!(
                    "max_abs_err {:.3e}  max_rel_err {:.3e}  (rtol {:e}, atol {:e})  {}",
                    c.max_abs_err,
                    c.max_rel_err,
                    c.tolerance.rtol,
                    c.tolerance.atol,
                    c.verdict()
                )
            }
            None => format!("{}  (no reference)", interp::summary(out)),
        };
        println!("output_{i}  {}  {line}", out.type_str());
    }
    if let Some(p) = &args.save {
        let named: Vec<(String, Tensor)> =
            outputs.iter().enumerate().map(|(i, t)| (format!("output_{i}"), t.clone())).collect();
        writes.write(p, "--save", &interp::io::write_safetensors(&named)?)?;
    }
    if expected.is_empty() {
        println!("outputs: {} computed, no reference outputs to compare", outputs.len());
        return Ok(0);
    }
    println!("outputs: {passed}/{} accepted against PyTorch", outputs.len());
    Ok(if passed == outputs.len() && expected.len() == outputs.len() { 0 } else { 1 })
}
