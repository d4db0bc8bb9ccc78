//! The `--jit` branch of `quantbench run`: schedule, compile with Cranelift, run, compare with
//! the interpreter (and PyTorch's outputs when the inputs file has them), time, and write the
//! timing and trace files.
use crate::interp::{self, Tensor};
use crate::ir::Graph;
use crate::kernel::CodegenOptions;
use crate::kernel::micro::Micro;
use crate::pipeline::{JitOptions, check_run, run_jit, trace_json};
use crate::sched::Policy;
use crate::util::atomic::Inputs;
use crate::util::mem::MemoryLimit;
use std::path::PathBuf;

/// Flags of `quantbench run` that only the JIT uses.
#[derive(clap::Args, Debug, Clone)]
pub struct JitArgs {
    /// Run the graph as Cranelift-compiled kernels instead of on the interpreter.
    #[arg(long)]
    pub jit: bool,
    /// Fusion policy: workbench, inductor-cpu, inductor-gpu.
    #[arg(long, default_value_t = JitOptions::DEFAULT.policy)]
    pub policy: Policy,
    /// Timed runs (after the warm-up runs).
    #[arg(long, default_value_t = JitOptions::DEFAULT.runs)]
    pub runs: usize,
    #[arg(long, default_value_t = JitOptions::DEFAULT.threads)]
    pub threads: usize,
    /// Write per-kernel and whole-graph timings as JSON.
    #[arg(long, value_name = "OUT")]
    pub timing: Option<PathBuf>,
    /// Write a Chrome/Perfetto trace of the timed runs.
    #[arg(long, value_name = "OUT")]
    pub trace: Option<PathBuf>,
    /// Compile an explicit bounds check into every load and store.
    #[arg(long)]
    pub check_bounds: bool,
    /// Apply a per-output int8 scale once after the k-sum (aten._weight_int8pack_mm's order),
    /// and a 4-bit block factor once after each block's products (MLAS' order), instead of
    /// rounding every dequantized weight as the graph does.
    #[arg(long)]
    pub factor_scales: bool,
    /// Which precompiled micro-kernels the matmul templates call: `auto` (the widest this CPU
    /// runs), `avx512`, `avx2`, or `off` (Cranelift's loops only).
    #[arg(long, value_name = "ISA", default_value = "auto", value_parser = parse_micro)]
    pub micro: Micro,
    /// Also run the same graph with no fusion and print both.
    #[arg(long)]
    pub compare_unfused: bool,
    /// The most memory the run may take (e.g. `8G`, `512M`), on the interpreter and the JIT
    /// alike; by default the machine's available memory (MemAvailable). A run that needs more is
    /// refused before it allocates.
    #[arg(long, value_name = "SIZE")]
    pub max_memory: Option<MemoryLimit>,
    /// Rotate the runs through N copies of the inputs, so that with N copies larger than the
    /// last-level cache each run reads its weights from memory (a decode step's conditions).
    #[arg(long, value_name = "N", default_value_t = JitOptions::DEFAULT.input_copies,
          value_parser = clap::builder::RangedU64ValueParser::<usize>::new().range(1..=4096))]
    pub input_copies: usize,
}

/// `--micro`'s values.
pub fn parse_micro(s: &str) -> Result<Micro, String> {
    Micro::parse(s)
        .ok_or_else(|| format!("unknown micro-kernel set {s:?}: auto, avx512, avx2 or off"))
}

impl Default for JitArgs {
    /// The command-line defaults (an interpreter run, no JIT).
    fn default() -> JitArgs {
        let d = JitOptions::DEFAULT;
        JitArgs {
            jit: false,
            policy: d.policy,
            runs: d.runs,
            threads: d.threads,
            timing: None,
            trace: None,
            check_bounds: d.codegen.check_bounds,
            factor_scales: d.codegen.factor_scales,
            micro: d.codegen.micro,
            compare_unfused: false,
            max_memory: None,
            input_copies: d.input_copies,
        }
    }
}

impl JitArgs {
    /// The pipeline's options these flags stand for.
    pub fn options(&self) -> JitOptions {
        JitOptions {
            policy: self.policy,
            threads: self.threads.max(1),
            runs: self.runs.max(1),
            codegen: CodegenOptions {
                check_bounds: self.check_bounds,
                factor_scales: self.factor_scales,
                micro: self.micro,
                max_memory: self.max_memory.unwrap_or_default(),
                ..JitOptions::DEFAULT.codegen
            },
            unfused: false,
            trace: self.trace.is_some(),
            input_copies: self.input_copies,
            ..JitOptions::DEFAULT
        }
    }
}

/// `writes`: the command's inputs, which `--timing` and `--trace` must not replace. Several
/// input sets run on one compiled program: a graph with symbolic sizes is compiled once and
/// bound to each set's sizes.
/// The compile a stage came from, for `--trace` to put its kernels after: the log's phase
/// events, the stage's rank and compile id, and the file's name.
pub struct CompileOf<'d> {
    pub phases: &'d [crate::ir::compile::PhaseEvent],
    pub rank: Option<u32>,
    pub compile_id: Option<&'d str>,
    pub label: String,
}

pub fn run(
    a: &JitArgs,
    graph: &Graph,
    sets: &[super::run::InputSet],
    writes: &Inputs,
    compile: Option<CompileOf<'_>>,
) -> anyhow::Result<i32> {
    if sets.len() > 1 && (a.trace.is_some() || a.compare_unfused) {
        anyhow::bail!("--trace and --compare-unfused run one set of inputs: give one --inputs");
    }
    let opt = a.options();
    let mut prev: Option<crate::pipeline::JitRun> = None;
    let mut reports = vec![];
    let mut code = 0;
    for set in sets {
        if sets.len() > 1 {
            println!("{}:", set.label);
        }
        let r = match prev.take() {
            None => {
                let r = run_jit(graph, &set.inputs, &opt)?;
                for n in &r.compiled.notes {
                    eprintln!("note: {n}");
                }
                if !r.sizes.is_empty() {
                    println!(
                        "symbolic sizes: the kernels are compiled once for any sizes, run at {}",
                        crate::pipeline::sizes_text(&r.sizes)
                    );
                }
                println!(
                    "compiled {} kernels in {:.3} ms ({} steps on the interpreter)",
                    r.kernels.iter().filter(|k| k.jit).count(),
                    r.compiled.program.compile_s * 1e3,
                    r.kernels.iter().filter(|k| !k.jit).count()
                );
                r
            }
            Some(p) => {
                let reference = crate::pipeline::verify(graph, &set.inputs)?;
                let r = crate::pipeline::rerun_jit(
                    graph,
                    p,
                    &set.inputs,
                    &opt,
                    reference,
                    &mut |_, _| true,
                )?;
                println!(
                    "the same {} kernels (not recompiled) run at {}",
                    r.kernels.iter().filter(|k| k.jit).count(),
                    crate::pipeline::sizes_text(&r.sizes)
                );
                r
            }
        };
        let (c, report) = report(a, &opt, graph, &set.inputs, &set.expected, &r)?;
        code = code.max(c);
        reports.push(report);
        prev = Some(r);
    }
    if let Some(p) = &a.timing {
        let j = match reports.as_slice() {
            [one] => one.clone(),
            many => serde_json::json!({ "runs": many }),
        };
        writes.write(p, "--timing", (serde_json::to_string_pretty(&j)? + "\n").as_bytes())?;
    }
    if let (Some(p), Some(r)) = (&a.trace, &prev) {
        let mut trace = trace_json(r);
        if let Some(c) = compile.filter(|c| !c.phases.is_empty()) {
            trace = crate::export::perfetto::kernels_after_compile(
                &trace,
                c.phases,
                c.rank,
                c.compile_id,
                &c.label,
            );
        }
        writes.write(p, "--trace", (serde_json::to_string(&trace)? + "\n").as_bytes())?;
    }
    Ok(code)
}

/// Prints one run's kernels, timings and checks; returns the exit code and the timing JSON.
fn report(
    a: &JitArgs,
    opt: &JitOptions,
    graph: &Graph,
    inputs: &[Tensor],
    expected: &[Tensor],
    r: &crate::pipeline::JitRun,
) -> anyhow::Result<(i32, serde_json::Value)> {
    for k in &r.kernels {
        let gf = k.gflops.map(|g| format!("  {g:.1} GFLOP/s")).unwrap_or_default();
        println!(
            "  {:<14} {:>10.1} us  {:>7.2} GB/s{gf}  {}  [{}]",
            k.name,
            k.median_s * 1e6,
            k.gbps,
            match (k.jit, k.micro.is_empty()) {
                (true, true) => "jit".to_string(),
                (true, false) => format!("jit+{}", k.micro.join("+")),
                (false, _) => "interpreter".to_string(),
            },
            k.fx_nodes.join(", ")
        );
    }
    println!(
        "whole graph: median {:.1} us, min {:.1} us, spread {:.0}% over {} runs",
        r.total.median_s * 1e6,
        r.total.min_s * 1e6,
        r.total.spread * 100.0,
        r.total.runs
    );
    let unfused = if a.compare_unfused {
        let o = JitOptions { unfused: true, trace: false, ..opt.clone() };
        Some(crate::pipeline::run_jit_verified(
            graph,
            inputs,
            &o,
            r.reference.clone(),
            &mut |_, _| true,
        )?)
    } else {
        None
    };
    if let Some(u) = &unfused {
        println!(
            "unfused: median {:.1} us over {} kernels (fused: {:.1} us over {})",
            u.total.median_s * 1e6,
            u.kernels.len(),
            r.total.median_s * 1e6,
            r.kernels.len()
        );
    }
    let vs_interp = check_run(graph, inputs, r)?;
    let mut ok = true;
    let mut max_abs = 0.0f64;
    for (i, c) in vs_interp.iter().enumerate() {
        ok &= c.accepted();
        max_abs = max_abs.max(c.max_abs_err);
        println!(
            "output_{i}  vs interpreter: max_abs_err {:.3e}  max_rel_err {:.3e}  {}",
            c.max_abs_err,
            c.max_rel_err,
            c.verdict()
        );
    }
    let vs_torch = interp::compare_outputs(graph, inputs, &r.outputs, expected, true);
    for (i, c) in vs_torch.iter().enumerate() {
        ok &= c.accepted();
        println!(
            "output_{i}  vs PyTorch:     max_abs_err {:.3e}  max_rel_err {:.3e}  {}",
            c.max_abs_err,
            c.max_rel_err,
            c.verdict()
        );
    }
    let kernels = serde_json::to_value(&r.kernels)?;
    let mut j = serde_json::json!({
        "policy": opt.policy.name(), "threads": opt.threads, "runs": opt.runs,
        "total_median_s": r.total.median_s, "total_min_s": r.total.min_s, "total_spread": r.total.spread,
        "compile_s": r.compiled.program.compile_s, "max_abs_err": max_abs,
        "sizes": r.sizes, "all_within_tolerance": ok, "kernels": kernels, "notes": r.compiled.notes,
    });
    if let Some(u) = &unfused {
        j["unfused"] = serde_json::json!({ "total_median_s": u.total.median_s, "kernels": serde_json::to_value(&u.kernels)? });
    }
    // The last line says what the lines above said: an output counts when every check of it
    // (against the interpreter, and against PyTorch when given) accepts it.
    let n = r.outputs.len();
    let good = (0..n)
        .filter(|&i| {
            vs_interp.get(i).is_some_and(|c| c.accepted())
                && (expected.is_empty() || vs_torch.get(i).is_some_and(|c| c.accepted()))
        })
        .count();
    let against =
        if expected.is_empty() { "the interpreter" } else { "the interpreter and PyTorch" };
    println!("outputs: {good}/{n} accepted against {against}");
    Ok((if good == n && ok { 0 } else { 1 }, j))
}
