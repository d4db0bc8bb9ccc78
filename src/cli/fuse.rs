//! `quantbench fuse FILE [--stage S] [--raw] [--policy P] [--log OUT.json] [--compare DIR] [--dump-ir DIR]`:
//! lower and schedule a graph; with `--compare`, diff against Inductor's `ir_pre_fusion.txt` / `ir_post_fusion.txt`
//! and exit 0 only when everything agrees.
use super::graph::GraphArgs;
use crate::import::fusion_log::read_case_fusion_log;
use crate::import::inductor_ir::{IrDump, read_ir_dump};
use crate::sched::compare::{compare, inductor_names};
use crate::sched::compare_log::compare_reasons;
use crate::sched::config::{BenchmarkOracle, LoggedBenchmarks};
use crate::sched::ir_text::{post_fusion_text, pre_fusion_text};
use crate::sched::{Config, Policy, schedule};
use anyhow::Context;
use std::path::{Path, PathBuf};

#[derive(clap::Args, Debug)]
pub struct Args {
    /// A corpus case folder holding `post_grad.txt` reads that file.
    #[command(flatten)]
    pub graph: GraphArgs,
    /// Whose fusion rules: inductor-cpu, inductor-gpu or workbench.
    #[arg(long, default_value_t = Policy::InductorCpu)]
    pub policy: Policy,
    /// Write the decision log (rounds, candidates with score parts, can_fuse outcomes) as JSON.
    #[arg(long, value_name = "OUT")]
    pub log: Option<PathBuf>,
    /// A folder with `ir_pre_fusion.txt` / `ir_post_fusion.txt` to compare against.
    #[arg(long, value_name = "DIR")]
    pub compare: Option<PathBuf>,
    /// Write our `ir_pre_fusion.txt` / `ir_post_fusion.txt` (Inductor's format) into this folder.
    #[arg(long, value_name = "OUT_DIR")]
    pub dump_ir: Option<PathBuf>,
    /// For a graph with symbolic sizes: the binding to specialize it to before lowering
    /// (`--sizes s77=13,s15=96`); every symbol needs a value.
    #[arg(long, value_parser = crate::pipeline::parse_size, value_delimiter = ',')]
    pub sizes: Vec<(String, i64)>,
    /// For a graph with symbolic sizes lowered as such: the size hints Inductor's decisions
    /// use (`--hints s70=16`). Default: the trace's hints, else the sizes of `io.safetensors`
    /// beside the graph.
    #[arg(long, value_parser = crate::pipeline::parse_size, value_delimiter = ',')]
    pub hints: Vec<(String, i64)>,
    /// Inductor's `max_autotune` (on GPU: matmuls as Triton templates). Without it, the case's
    /// `meta.json` (in the `--compare` folder, else beside the graph) decides, with the fusion
    /// switches it records.
    #[arg(long)]
    pub max_autotune: bool,
}

fn read_dump(dir: &Path, name: &str) -> anyhow::Result<Option<IrDump>> {
    let p = dir.join(name);
    if !p.exists() {
        return Ok(None);
    }
    Ok(Some(read_ir_dump(&p)?))
}

pub fn run(args: Args) -> anyhow::Result<i32> {
    let graph = GraphArgs { file: args.graph.graph_file(), ..args.graph.clone() };
    // Everything this command may read, known before it writes anything: the graph (and the
    // case folder that stands for it), the files beside it that size hints come from, and the
    // `--compare` folder's dumps.
    let mut inputs = args.graph.inputs();
    for (path, role) in crate::pipeline::hint_files(&graph.file) {
        inputs.add(role, path);
    }
    if let Some(dir) = &args.compare {
        inputs.add("--compare", dir);
    }
    let meta_dir = match &args.compare {
        Some(d) => Some(d.clone()),
        None => graph.file.parent().map(Path::to_path_buf),
    };
    if let Some(d) = &meta_dir {
        for f in crate::import::case_meta::case_files(d) {
            inputs.add("found beside the graph", f);
        }
    }
    let meta = match &meta_dir {
        Some(d) => crate::import::case_meta::read_case_meta(d)?,
        None => None,
    };
    if let Some(d) = &meta_dir {
        for t in crate::import::case_meta::gpu_timings(d) {
            println!("Inductor's GPU timing: {}", t.text());
        }
    }
    let mut config = meta.as_ref().map(Config::for_case).unwrap_or_default();
    config.max_autotune |= args.max_autotune;
    if meta.is_some() && args.policy == Policy::InductorGpu {
        println!(
            "config from meta.json: max_autotune={} prologue_fusion={} benchmark_epilogue_fusion={}",
            config.max_autotune, config.prologue_fusion, config.benchmark_epilogue_fusion
        );
    }
    let outputs = [
        args.log.clone().map(|p| (p, "--log")),
        args.dump_ir.as_ref().map(|d| (d.join("ir_pre_fusion.txt"), "--dump-ir")),
        args.dump_ir.as_ref().map(|d| (d.join("ir_post_fusion.txt"), "--dump-ir")),
    ];
    for (out, flag) in outputs.iter().flatten() {
        inputs.refuse(out, flag)?;
    }
    let (doc, i) = graph.load_compiled_stage()?;
    let g = doc.stages[i].graph()?;
    let bound;
    let g = if crate::ir::specialize::is_dynamic(g) && args.sizes.is_empty() {
        // Inductor lowers the graph with its sizes as symbols, deciding by the hints (the
        // sizes it was traced at) where it uses hints.
        let (hints, from) = crate::pipeline::size_hints(g, &graph.file, &args.hints)?;
        println!("symbolic sizes, hints {from}: {}", crate::pipeline::sizes_text(&hints));
        bound = crate::ir::shape_env::with_given_sizes(g, &hints);
        &bound
    } else if crate::ir::specialize::is_dynamic(g) {
        let syms = crate::interp::io::graph_symbols(g);
        anyhow::ensure!(
            args.compare.is_none(),
            "--sizes specializes the graph, and Inductor's dynamic IR is of the symbolic one: \
             compare without --sizes"
        );
        let env: std::collections::BTreeMap<String, i64> = args.sizes.iter().cloned().collect();
        if let Some(extra) = env.keys().find(|k| !syms.contains(k)) {
            anyhow::bail!(
                "--sizes names {extra}, which the graph does not have ({})",
                syms.join(", ")
            );
        }
        bound = crate::ir::specialize::specialize(g, &env)?;
        &bound
    } else {
        anyhow::ensure!(
            args.sizes.is_empty() && args.hints.is_empty(),
            "--sizes or --hints given, but the graph has no symbolic sizes"
        );
        g
    };
    // Read before anything is written (see `inputs` above).
    let dumps = match &args.compare {
        Some(dir) => {
            let pre = read_dump(dir, "ir_pre_fusion.txt")?;
            let post = read_dump(dir, "ir_post_fusion.txt")?;
            anyhow::ensure!(
                pre.is_some() || post.is_some(),
                "{}: neither ir_pre_fusion.txt nor ir_post_fusion.txt",
                dir.display()
            );
            Some((pre, post))
        }
        None => None,
    };
    // Inductor's fusion log beside the dumps: its benchmark outcomes decide ours, and its
    // reasons are compared with ours.
    let fusion_log = match &args.compare {
        Some(dir) => read_case_fusion_log(dir)?,
        None => None,
    };
    let oracle: Box<dyn BenchmarkOracle> = match &fusion_log {
        Some(log) => Box::new(LoggedBenchmarks::new(log)),
        None => crate::pipeline::costs::oracle(args.policy),
    };
    let s = match schedule(g, args.policy, config, oracle) {
        Ok(s) => s,
        // Not a limit of ours: Inductor failed on this graph too, so there is no schedule to
        // show, and the compile it stands for failed.
        Err(e) if e.inductor_refuses() => {
            eprintln!("Inductor refuses to lower this graph: {e}");
            return Ok(1);
        }
        Err(e) => return Err(e.into()),
    };
    for g in &s.groups {
        println!("{}: {}({})", g.name, g.kind, g.members.join(", "));
    }
    if let Some(out) = &args.log {
        inputs.write(out, "--log", serde_json::to_string_pretty(&s.log)?.as_bytes())?;
    }
    if let Some(dir) = &args.dump_ir {
        std::fs::create_dir_all(dir).with_context(|| format!("creating {}", dir.display()))?;
        let pre = pre_fusion_text(&s);
        inputs.write(&dir.join("ir_pre_fusion.txt"), "--dump-ir", pre.as_bytes())?;
        let post = post_fusion_text(&s);
        inputs.write(&dir.join("ir_post_fusion.txt"), "--dump-ir", post.as_bytes())?;
    }
    let Some((pre, post)) = dumps else { return Ok(0) };
    let c = compare(&s, pre.as_ref(), post.as_ref());
    for d in &c.differences {
        println!("{d}");
    }
    if pre.is_some() {
        let mut gaps = vec![];
        if c.nodes_missing > 0 {
            gaps.push(format!("{} missing in ours", c.nodes_missing));
        }
        if c.nodes_extra > 0 {
            gaps.push(format!("{} extra in ours", c.nodes_extra));
        }
        let gaps = if gaps.is_empty() { String::new() } else { format!(" ({})", gaps.join(", ")) };
        println!("pre-fusion nodes: {}/{} agree{gaps}", c.nodes_agree, c.nodes_total);
    }
    println!("agreement: {}/{} groups", c.groups_agree, c.groups_total);
    let mut agree = c.all_agree();
    if let Some(log) = &fusion_log {
        let names = match pre.as_ref().or(post.as_ref()) {
            Some(d) => inductor_names(&s, d),
            None => Default::default(),
        };
        let r = compare_reasons(&s, &names, log);
        for m in &r.missing {
            println!("fusion.log has, ours lacks: {m}");
        }
        for e in &r.extra {
            println!("ours has, fusion.log lacks: {e}");
        }
        println!("fusion log: {}/{} of Inductor's reasons", r.agree, r.inductor_total);
        agree &= r.all_agree();
    }
    Ok(if agree { 0 } else { 1 })
}
