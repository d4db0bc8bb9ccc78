//! Running a graph under the JIT: schedule it under a policy, compile, bind inputs, run,
//! compare every output with the reference interpreter, and time kernels and the whole graph.
use super::compile::{Compiled, compile};
use super::externs::{InterpExterns, read_tensor, write_tensor};
use super::runtime::Slice;
use super::timing::Stats;
use super::{CodegenOptions, KernelError};
use crate::interp::{self, Comparison, Tensor};
use crate::ir::{Graph, OpKind};
use crate::sched::{Config, CostModel, Policy, Schedule, schedule};
use serde::Serialize;
use std::time::Instant;

#[derive(Debug, Clone)]
pub struct JitOptions {
    pub policy: Policy,
    pub threads: usize,
    pub warmup: usize,
    pub runs: usize,
    pub codegen: CodegenOptions,
    /// Schedule without any fusion (every node its own kernel).
    pub unfused: bool,
    /// Record per-thread slices of the timed runs.
    pub trace: bool,
}

impl Default for JitOptions {
    fn default() -> Self {
        JitOptions {
            policy: Policy::Workbench,
            threads: 2,
            warmup: 3,
            runs: 10,
            codegen: CodegenOptions::default(),
            unfused: false,
            trace: false,
        }
    }
}

#[derive(Debug, Clone, Serialize)]
pub struct KernelTiming {
    pub name: String,
    pub jit: bool,
    pub fx_nodes: Vec<String>,
    pub median_s: f64,
    pub min_s: f64,
    pub spread: f64,
    pub bytes: u64,
    pub gbps: f64,
    pub gflops: Option<f64>,
}

/// What one JIT run produced.
pub struct JitRun {
    pub compiled: Compiled,
    pub outputs: Vec<Tensor>,
    pub total: Stats,
    pub kernels: Vec<KernelTiming>,
    /// Per-thread slices of the timed runs (with `trace`).
    pub slices: Vec<Slice>,
    /// The schedule the program was compiled from (loop bodies for the Kernels view).
    pub schedule: Schedule,
}

fn err(e: impl std::fmt::Display) -> KernelError {
    KernelError::Unsupported { kernel: String::new(), msg: e.to_string() }
}

/// Schedules and compiles `graph`, binds `inputs` (one per tensor placeholder), runs it
/// `warmup + runs` times and returns the outputs of the last run with the timings.
pub fn run_jit(graph: &Graph, inputs: &[Tensor], opt: &JitOptions) -> Result<JitRun, KernelError> {
    run_jit_observed(graph, inputs, opt, &mut |_, _| true)
}

/// [`run_jit`], calling `observe(done, total)` before every step of every run; returning
/// `false` stops the run with [`KernelError::Cancelled`] (the GUI's Cancel button).
pub fn run_jit_observed(
    graph: &Graph,
    inputs: &[Tensor],
    opt: &JitOptions,
    observe: &mut dyn FnMut(usize, usize) -> bool,
) -> Result<JitRun, KernelError> {
    let config = if opt.unfused {
        Config {
            max_rounds: 0,
            prologue_fusion: false,
            epilogue_fusion: false,
            ..Config::default()
        }
    } else {
        Config::default()
    };
    let sched = schedule(graph, opt.policy, config, Box::new(CostModel::default())).map_err(err)?;
    let mut compiled = compile(graph, &sched, opt.threads, opt.codegen, &InterpExterns)?;
    let placeholders: Vec<&crate::ir::Node> = graph
        .nodes
        .iter()
        .filter(|n| n.op == OpKind::Placeholder && n.meta.tensor().is_some())
        .collect();
    if placeholders.len() != inputs.len() {
        return Err(err(format!(
            "{} inputs for {} tensor placeholders",
            inputs.len(),
            placeholders.len()
        )));
    }
    for (p, t) in placeholders.iter().zip(inputs) {
        let Some(layout) = sched.lowered.buffer(&p.name).map(|b| b.layout.clone()) else {
            continue;
        };
        if compiled.program.buffers.bytes(&p.name).is_none() {
            continue; // an input no kernel reads
        }
        write_tensor(&mut compiled.program.buffers, &p.name, &layout, t).map_err(err)?;
    }
    let n = compiled.program.steps.len();
    let mut per_step: Vec<Vec<f64>> = vec![vec![]; n];
    let mut totals = vec![];
    let all_runs = opt.warmup + opt.runs.max(1);
    for r in 0..all_runs {
        let timed = r >= opt.warmup;
        if timed && opt.trace && compiled.program.trace.is_none() {
            compiled.program.trace = Some(vec![]);
        }
        let t0 = Instant::now();
        for i in 0..n {
            if !observe(r * n + i, all_runs * n) {
                return Err(KernelError::Cancelled);
            }
            let dt = compiled.program.run_step(i)?;
            if timed {
                per_step[i].push(dt);
            }
        }
        if timed {
            totals.push(t0.elapsed().as_secs_f64());
        }
    }
    // A graph output may be a view (permute, expand, slice) of the buffer it lives in.
    let mut outputs = vec![];
    for (i, o) in compiled.outputs.iter().enumerate() {
        let Some(l) = sched
            .lowered
            .graph_output_views
            .get(i)
            .cloned()
            .or_else(|| sched.lowered.buffer(o).map(|b| b.layout.clone()))
        else {
            return Err(err(format!("output {o} has no layout")));
        };
        outputs.push(
            read_tensor(&compiled.program.buffers, o, &l.size, &l.stride, l.offset)
                .map_err(err)?
                .contiguous(),
        );
    }
    let mut kernels = vec![];
    for (i, step) in compiled.program.steps.iter().enumerate() {
        let s = Stats::of(&per_step[i]);
        let bytes = step.bytes_moved(&compiled.program.buffers);
        let flops = match step {
            super::runtime::Step::Jit { kernel, .. } if kernel.flops > 0 => Some(kernel.flops),
            _ => None,
        };
        let t = s.median_s.max(1e-12);
        kernels.push(KernelTiming {
            name: step.name().to_string(),
            jit: step.is_jit(),
            fx_nodes: step.fx_nodes().to_vec(),
            median_s: s.median_s,
            min_s: s.min_s,
            spread: s.spread,
            bytes,
            gbps: bytes as f64 / t / 1e9,
            gflops: flops.map(|f| f as f64 / t / 1e9),
        });
    }
    let slices = compiled.program.trace.take().unwrap_or_default();
    Ok(JitRun { compiled, outputs, total: Stats::of(&totals), kernels, slices, schedule: sched })
}

/// Each JIT output against the interpreter's.
pub fn check_against_interpreter(
    graph: &Graph,
    inputs: &[Tensor],
    outputs: &[Tensor],
) -> Result<Vec<Comparison>, KernelError> {
    let want = interp::run_graph(graph, inputs).map_err(err)?;
    if want.len() != outputs.len() {
        return Err(err(format!(
            "JIT produced {} outputs, the interpreter {}",
            outputs.len(),
            want.len()
        )));
    }
    let mut cmp: Vec<interp::Comparison> =
        outputs.iter().zip(&want).map(|(a, e)| interp::compare(a, e)).collect();
    with_fp64_rule(graph, inputs, outputs, &want, &mut cmp);
    Ok(cmp)
}

/// Adds Inductor's fp64 verdict to the float outputs that missed the elementwise tolerance
/// (one float64 interpreter run, only when one is needed; a graph the interpreter cannot run
/// in float64 keeps its elementwise verdict).
fn with_fp64_rule(
    graph: &Graph,
    inputs: &[Tensor],
    outputs: &[Tensor],
    reference: &[Tensor],
    cmp: &mut [interp::Comparison],
) {
    if cmp.iter().all(|c| c.passed || c.problem.is_some()) {
        return;
    }
    let Ok(wide) = interp::run_graph_fp64(graph, inputs) else { return };
    for (i, c) in cmp.iter_mut().enumerate() {
        if c.passed || c.problem.is_some() {
            continue;
        }
        if let (Some(res), Some(r), Some(f)) = (outputs.get(i), reference.get(i), wide.get(i)) {
            c.fp64 = interp::fp64_rule(res, r, f);
        }
    }
}

/// Chrome/Perfetto trace events: one track per thread, one slice per kernel run.
pub fn trace_json(run: &JitRun) -> serde_json::Value {
    let events: Vec<serde_json::Value> = run
        .slices
        .iter()
        .filter_map(|s| {
            let k = run.kernels.get(s.step)?;
            Some(serde_json::json!({
                "name": k.name, "cat": if k.jit { "jit" } else { "extern" }, "ph": "X",
                "ts": s.start_s * 1e6, "dur": s.dur_s * 1e6, "pid": 1, "tid": s.thread,
                "args": { "fx_nodes": k.fx_nodes, "jit": k.jit },
            }))
        })
        .collect();
    serde_json::json!({ "traceEvents": events, "displayTimeUnit": "ms" })
}
