//! Steps 1-4 and 6 of the path: schedule, compile, bind, run and time.
use super::timing::Stats;
use super::{JitOptions, PipelineError};
use crate::interp::Tensor;
use crate::ir::{Graph, Node, OpKind};
use crate::kernel::compile::{Compiled, compile};
use crate::kernel::externs::{InterpExterns, read_tensor, write_tensor};
use crate::kernel::runtime::{Slice, Step};
use crate::sched::{Config, Policy, Schedule, schedule};
use serde::Serialize;
use std::collections::BTreeMap;
use std::time::Instant;

#[derive(Debug, Clone, Serialize)]
pub struct KernelTiming {
    pub name: String,
    pub jit: bool,
    pub fx_nodes: Vec<String>,
    pub median_s: f64,
    pub min_s: f64,
    pub spread: f64,
    /// Under [`JitOptions::settle`]: whether this kernel's median settled by the same rule
    /// over the runs the whole graph took (`false`: its time is noise).
    #[serde(skip_serializing_if = "Option::is_none")]
    pub settled: Option<bool>,
    pub bytes: u64,
    pub gbps: f64,
    pub gflops: Option<f64>,
    /// The precompiled micro-kernels a JIT kernel's loops call (`avx512 4-bit`, `avx2 int8`);
    /// empty: Cranelift's code only.
    #[serde(skip_serializing_if = "Vec::is_empty")]
    pub micro: Vec<String>,
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
    /// The reference interpreter's outputs on the same inputs, computed before anything was
    /// compiled while every annotation was checked (see [`run_jit_observed`]).
    pub reference: Vec<Tensor>,
    /// For a graph with symbolic sizes: the binding the inputs gave, which the program (compiled
    /// once for any sizes) ran at (empty for a static graph).
    pub sizes: BTreeMap<String, i64>,
}

/// `s70=16, s77=13`: a size binding as the CLI takes and the GUI shows it.
pub fn sizes_text(sizes: &BTreeMap<String, i64>) -> String {
    sizes.iter().map(|(k, v)| format!("{k}={v}")).collect::<Vec<_>>().join(", ")
}

/// One `NAME=VALUE` size binding (`s70=23`); a negative value is an error.
pub fn parse_size(s: &str) -> Result<(String, i64), String> {
    let (k, v) = s.split_once('=').ok_or_else(|| format!("`{}`: expected NAME=VALUE", s.trim()))?;
    let n: i64 = v.trim().parse().map_err(|_| format!("`{}` is not an integer", v.trim()))?;
    if n < 0 {
        return Err(format!("size {} = {n} is negative", k.trim()));
    }
    Ok((k.trim().to_string(), n))
}

/// `s70=16, s1=4` (commas or spaces between bindings), as the GUI's sizes field takes it.
pub fn parse_sizes(text: &str) -> Result<BTreeMap<String, i64>, String> {
    text.split([',', ' ']).filter(|s| !s.trim().is_empty()).map(parse_size).collect()
}

/// The graph the JIT compiles for `inputs`: a graph with symbolic sizes is specialized to the
/// binding its inputs give (the interpreter's path for callers that want one graph per
/// binding), a static graph is itself.
pub fn specialize_for_inputs<'g>(
    graph: &'g Graph,
    inputs: &[Tensor],
) -> Result<(std::borrow::Cow<'g, Graph>, BTreeMap<String, i64>), PipelineError> {
    if !crate::ir::specialize::is_dynamic(graph) {
        return Ok((std::borrow::Cow::Borrowed(graph), BTreeMap::new()));
    }
    let (_, sizes) = crate::interp::eval::bind_inputs_with_sizes(graph, inputs)?;
    let g = crate::ir::specialize::specialize(graph, &sizes).map_err(|err| {
        PipelineError::Specialize { sizes: sizes_text(&sizes), err: Box::new(err) }
    })?;
    Ok((std::borrow::Cow::Owned(g), sizes))
}

/// The binding `inputs` give a graph's size symbols (empty for a static graph): two tensors
/// that disagree on a symbol, or a binding that breaks a guard, is an error naming both.
pub fn input_sizes(
    graph: &Graph,
    inputs: &[Tensor],
) -> Result<BTreeMap<String, i64>, PipelineError> {
    if !crate::ir::specialize::is_dynamic(graph) {
        return Ok(BTreeMap::new());
    }
    Ok(crate::interp::eval::bind_inputs_with_sizes(graph, inputs)?.1)
}

/// The graph the JIT schedules and compiles once: a graph with symbolic sizes stays symbolic.
/// Where it has no hint for a symbol (FX text carries none), the sizes it is first run at are
/// the hints, as Inductor takes the sizes of the call that compiles.
pub fn hinted<'g>(graph: &'g Graph, sizes: &BTreeMap<String, i64>) -> std::borrow::Cow<'g, Graph> {
    let known = |s: &str| graph.shape_env.0.as_deref().is_some_and(|se| se.value_of(s).is_some());
    if sizes.is_empty() || sizes.keys().all(|s| known(s)) {
        return std::borrow::Cow::Borrowed(graph);
    }
    // A symbol's hint is at least 2: Inductor specializes sizes 0 and 1, so it never holds one
    // as a hint (the kernels still run at 0 and 1).
    let missing: BTreeMap<String, i64> =
        sizes.iter().filter(|(s, _)| !known(s)).map(|(k, v)| (k.clone(), (*v).max(2))).collect();
    std::borrow::Cow::Owned(crate::ir::shape_env::with_given_sizes(graph, &missing))
}

/// Step 1: Inductor's scheduler under `policy`; `unfused` turns every fusion off (every node
/// its own kernel), the baseline a fused schedule is timed against.
pub fn schedule_for(
    graph: &Graph,
    policy: Policy,
    unfused: bool,
) -> Result<Schedule, PipelineError> {
    let config = if unfused { unfused_config() } else { Config::default() };
    Ok(schedule(graph, policy, config, super::costs::oracle(policy))?)
}

/// Every fusion off: each node its own kernel.
pub(super) fn unfused_config() -> Config {
    Config { max_rounds: 0, prologue_fusion: false, epilogue_fusion: false, ..Config::default() }
}

/// Step 2: the schedule as a program; what the JIT does not compile runs on the interpreter.
pub fn compile_schedule(
    graph: &Graph,
    sched: &Schedule,
    opt: &JitOptions,
) -> Result<Compiled, PipelineError> {
    Ok(compile(graph, sched, opt.threads, opt.codegen, &InterpExterns)?)
}

/// Step 3: the program bound to the sizes `inputs` give (a graph with symbolic sizes is
/// compiled once and bound per call, without recompiling), then one tensor per tensor
/// placeholder, in program order, into its buffer.
pub fn bind_inputs(
    graph: &Graph,
    sched: &Schedule,
    compiled: &mut Compiled,
    inputs: &[Tensor],
) -> Result<(), PipelineError> {
    let placeholders: Vec<&Node> = graph
        .nodes
        .iter()
        .filter(|n| n.op == OpKind::Placeholder && n.meta.tensor().is_some())
        .collect();
    if placeholders.len() != inputs.len() {
        return Err(PipelineError::InputCount { given: inputs.len(), want: placeholders.len() });
    }
    let sizes = input_sizes(graph, inputs)?;
    let binding: std::collections::HashMap<String, i64> =
        sizes.iter().map(|(k, v)| (k.clone(), *v)).collect();
    compiled.program.bind(&binding)?;
    for (p, t) in placeholders.iter().zip(inputs) {
        let Some(layout) = sched.lowered.buffer(&p.name).and_then(|b| b.layout.eval(&binding))
        else {
            continue;
        };
        if compiled.program.buffers.bytes(&p.name).is_none() {
            continue; // an input no kernel reads
        }
        write_tensor(&mut compiled.program.buffers, &p.name, &layout, t)
            .map_err(|err| PipelineError::Bind { name: p.name.clone(), err })?;
    }
    Ok(())
}

/// The graph's outputs after a run, at the sizes the program is bound to. An output may be a
/// view (permute, expand, slice) of the buffer it lives in; each comes back contiguous.
pub fn read_outputs(sched: &Schedule, compiled: &Compiled) -> Result<Vec<Tensor>, PipelineError> {
    let binding = compiled.program.binding();
    let mut outputs = vec![];
    for (i, o) in compiled.outputs.iter().enumerate() {
        let Some(l) = sched
            .lowered
            .graph_output_views
            .get(i)
            .cloned()
            .or_else(|| sched.lowered.buffer(o).map(|b| b.layout.clone()))
            .and_then(|l| l.eval(binding))
        else {
            return Err(PipelineError::OutputLayout { name: o.clone() });
        };
        let t = read_tensor(&compiled.program.buffers, o, &l.size, &l.stride, l.offset)
            .map_err(|err| PipelineError::Output { name: o.clone(), err })?;
        outputs.push(t.contiguous());
    }
    Ok(outputs)
}

/// Steps 1-4 and 6: schedules and compiles `graph`, binds `inputs` (one per tensor
/// placeholder), runs it `warmup + runs` times and returns the outputs of the last run with
/// the timings. Checking the outputs (step 5) is [`super::check_against_interpreter`].
pub fn run_jit(
    graph: &Graph,
    inputs: &[Tensor],
    opt: &JitOptions,
) -> Result<JitRun, PipelineError> {
    run_jit_observed(graph, inputs, opt, &mut |_, _| true)
}

/// [`run_jit`], calling `observe(done, total)` before every step of every run; returning
/// `false` stops the run with [`PipelineError::Cancelled`] (the GUI's Cancel button).
pub fn run_jit_observed(
    graph: &Graph,
    inputs: &[Tensor],
    opt: &JitOptions,
    observe: &mut dyn FnMut(usize, usize) -> bool,
) -> Result<JitRun, PipelineError> {
    let reference = verify(graph, inputs)?;
    run_jit_verified(graph, inputs, opt, reference, observe)
}

/// Step 0, before anything is compiled or sized from the graph: the calls against their
/// schemas, then the interpreter from the inputs with every node's tensor checked against its
/// annotation (lowering sizes buffers from annotations). Its outputs are step 5's reference.
/// Callers that run one graph on the same inputs several times (timing rounds, fused and
/// unfused) verify once and pass the reference to [`run_jit_verified`].
pub fn verify(graph: &Graph, inputs: &[Tensor]) -> Result<Vec<Tensor>, PipelineError> {
    crate::interp::check_calls(graph)?;
    Ok(crate::interp::run_graph_checked(graph, inputs)?)
}

/// Steps 1-4 and 6 of [`run_jit_observed`] for a graph and inputs [`verify`] accepted, with
/// its outputs as `reference`.
pub fn run_jit_verified(
    graph: &Graph,
    inputs: &[Tensor],
    opt: &JitOptions,
    reference: Vec<Tensor>,
    observe: &mut dyn FnMut(usize, usize) -> bool,
) -> Result<JitRun, PipelineError> {
    let sizes = input_sizes(graph, inputs)?;
    let scheduled = hinted(graph, &sizes);
    let schedule = schedule_for(&scheduled, opt.policy, opt.unfused)?;
    let compiled = compile_schedule(&scheduled, &schedule, opt)?;
    run_compiled(graph, schedule, compiled, inputs, opt, reference, observe)
}

/// Runs a program `run_jit` compiled again on other inputs (of a graph with symbolic sizes:
/// other sizes), without recompiling: the program is bound to the sizes the inputs give.
/// `reference` is the interpreter's outputs on `inputs` ([`verify`]).
pub fn rerun_jit(
    graph: &Graph,
    previous: JitRun,
    inputs: &[Tensor],
    opt: &JitOptions,
    reference: Vec<Tensor>,
    observe: &mut dyn FnMut(usize, usize) -> bool,
) -> Result<JitRun, PipelineError> {
    run_compiled(graph, previous.schedule, previous.compiled, inputs, opt, reference, observe)
}

pub(super) fn run_compiled(
    graph: &Graph,
    sched: Schedule,
    mut compiled: Compiled,
    inputs: &[Tensor],
    opt: &JitOptions,
    reference: Vec<Tensor>,
    observe: &mut dyn FnMut(usize, usize) -> bool,
) -> Result<JitRun, PipelineError> {
    let sizes = input_sizes(graph, inputs)?;
    bind_inputs(graph, &sched, &mut compiled, inputs)?;
    let mut copies = InputCopies::new(graph, &compiled, opt)?;
    compiled.program.trace = None;
    let n = compiled.program.steps.len();
    let mut per_step: Vec<Vec<f64>> = vec![vec![]; n];
    let mut totals = vec![];
    // Under a settle rule the count is open: the progress bar counts towards its maximum.
    let at_most = opt.settle.map_or(opt.runs.max(1), |s| s.max_runs.max(opt.runs.max(1)));
    let all_runs = opt.warmup + at_most;
    let mut started = Instant::now();
    for r in 0..all_runs {
        let timed = r >= opt.warmup;
        if r == opt.warmup {
            started = Instant::now();
        }
        if timed && totals.len() >= opt.runs.max(1) {
            match &opt.settle {
                Some(rule) if !rule.done(&totals, started) => {}
                _ => break,
            }
        }
        copies.rotate(&mut compiled);
        if timed && opt.trace && compiled.program.trace.is_none() {
            compiled.program.trace = Some(vec![]);
        }
        let t0 = Instant::now();
        for (i, times) in per_step.iter_mut().enumerate() {
            if !observe(r * n + i, all_runs * n) {
                return Err(PipelineError::Cancelled);
            }
            let dt = compiled.program.run_step(i)?;
            if timed {
                times.push(dt);
            }
        }
        if timed {
            totals.push(t0.elapsed().as_secs_f64());
        }
    }
    let outputs = read_outputs(&sched, &compiled)?;
    let kernels = kernel_timings(&compiled, &per_step, opt.settle.as_ref());
    let slices = compiled.program.trace.take().unwrap_or_default();
    Ok(JitRun {
        compiled,
        outputs,
        total: Stats::judged(&totals, opt.settle.as_ref()),
        kernels,
        slices,
        schedule: sched,
        reference,
        sizes,
    })
}

/// One more run of a program already run (inputs bound, warm), untimed by the rule: its wall
/// time, and with `trace` its per-thread kernel slices (the Kernels tab's timeline, the
/// paired runs of [`super::paired`]).
pub fn run_once(run: &mut JitRun, trace: bool) -> Result<(f64, Vec<Slice>), PipelineError> {
    let program = &mut run.compiled.program;
    program.trace = trace.then(Vec::new);
    let t0 = Instant::now();
    for i in 0..program.steps.len() {
        program.run_step(i)?;
    }
    let wall = t0.elapsed().as_secs_f64();
    Ok((wall, program.trace.take().unwrap_or_default()))
}

/// Step 6: each step's median over the timed runs, with the bandwidth and (for kernels that
/// count them) the FLOP rate it implies.
fn kernel_timings(
    compiled: &Compiled,
    per_step: &[Vec<f64>],
    rule: Option<&super::Settle>,
) -> Vec<KernelTiming> {
    let program = &compiled.program;
    program
        .steps
        .iter()
        .zip(per_step)
        .map(|(step, times)| {
            let s = Stats::judged(times, rule);
            let bytes = step.bytes_moved(&program.buffers);
            let flops = match step {
                Step::Jit { kernel, .. } if kernel.bound.flops > 0 => Some(kernel.bound.flops),
                _ => None,
            };
            let t = s.median_s.max(1e-12);
            KernelTiming {
                name: step.name().to_string(),
                jit: step.is_jit(),
                fx_nodes: step.fx_nodes().to_vec(),
                median_s: s.median_s,
                min_s: s.min_s,
                spread: s.spread,
                settled: s.settled,
                bytes,
                gbps: bytes as f64 / t / 1e9,
                gflops: flops.map(|f| f as f64 / t / 1e9),
                micro: match step {
                    Step::Jit { kernel, .. } => kernel.micro.clone(),
                    _ => vec![],
                },
            }
        })
        .collect()
}

/// Copies of the input buffers' storage that runs rotate through (see
/// [`JitOptions::input_copies`]): before each run the program's storage of every input swaps
/// with the next copy, so the runs read copy 1, 2, .., n, 1, .. (all the same bytes).
pub struct InputCopies {
    blocks: Vec<usize>,
    /// `spare[j][b]`: a copy of `blocks[b]`; n - 1 of them.
    spare: Vec<Vec<Vec<u64>>>,
    next: usize,
}

impl InputCopies {
    pub fn new(
        graph: &Graph,
        compiled: &Compiled,
        opt: &JitOptions,
    ) -> Result<InputCopies, PipelineError> {
        let buffers = &compiled.program.buffers;
        let mut blocks: Vec<usize> = graph
            .nodes
            .iter()
            .filter(|p| p.op == OpKind::Placeholder)
            .filter_map(|p| buffers.block_of(&p.name))
            .collect();
        blocks.sort_unstable();
        blocks.dedup();
        let n = opt.input_copies.max(1);
        if n > 1 {
            let one: usize =
                blocks.iter().filter_map(|&b| buffers.block_len(b)).map(|w| w * 8).sum();
            opt.codegen
                .max_memory
                .check((one * (n - 1)) as u64, &format!("{} more copies of the inputs", n - 1))
                .map_err(crate::kernel::KernelError::from)?;
        }
        let spare = (1..n)
            .map(|_| {
                blocks
                    .iter()
                    // block_of names existing blocks; an empty copy would fail rotate's check.
                    .map(|&b| buffers.copy_block(b).unwrap_or_default())
                    .collect()
            })
            .collect();
        Ok(InputCopies { blocks, spare, next: 0 })
    }

    /// Swaps in the next copy of every input.
    pub fn rotate(&mut self, compiled: &mut Compiled) {
        if self.spare.is_empty() {
            return;
        }
        let j = self.next % self.spare.len();
        self.next += 1;
        for (&b, copy) in self.blocks.iter().zip(&mut self.spare[j]) {
            let swapped = compiled.program.buffers.swap_block(b, copy);
            debug_assert!(swapped, "a copy has its block's length");
        }
    }
}
