//! The Kernels tab's background job: schedule, JIT-compile, run and time the graph (fused, then
//! under a no-fusion schedule), compare with the interpreter (and PyTorch's outputs when an
//! `io.safetensors` sits next to the file), and hand back a plain summary. A tab's jobs run one
//! at a time on its own long-lived [`Worker`] thread, which keeps the last graph's two
//! programs: a graph with symbolic sizes run again at other sizes (same policy and options)
//! reuses them without recompiling. The JIT's programs (code memory, thread pool, extern
//! closures) never leave that thread.
use crate::interp::{self, Comparison, Tensor};
use crate::ir::Graph;
use crate::kernel::CodegenOptions;
use crate::kernel::runtime::Step;
use crate::pipeline::PipelineError;
use crate::pipeline::Stats;
use crate::pipeline::{JitOptions, JitRun, check_run, run_jit_verified};
use crate::sched::Policy;
use std::collections::HashMap;
use std::path::{Path, PathBuf};
use std::sync::atomic::{AtomicBool, AtomicUsize, Ordering};
use std::sync::mpsc::{Receiver, TryRecvError};
use std::sync::{Arc, Mutex};

/// What to run.
#[derive(Debug, Clone)]
pub struct Request {
    pub graph: Graph,
    /// The opened file; its directory may hold PyTorch's `io.safetensors`.
    pub file: Option<PathBuf>,
    pub policy: Policy,
    pub runs: usize,
    pub warmup: usize,
    /// The rule that ends the timed runs (see [`crate::pipeline::Settle`]); also the rule of
    /// the paired runs that give the fusion speed-up.
    pub settle: crate::pipeline::Settle,
    pub threads: usize,
    /// `CodegenOptions::factor_scales`.
    pub factor_scales: bool,
    /// For a graph with symbolic sizes: the binding to generate inputs at (empty: PyTorch's
    /// `io.safetensors` when it fits, which binds the sizes itself).
    pub sizes: HashMap<String, i64>,
    /// The same program in its other form, timed beside it (fused, same options): the graph
    /// as the quantization library wrote it when the shown one has its dequant recognized as
    /// invoke_quant, or the recognized one when it is shown as written.
    pub beside: Option<Beside>,
}

#[derive(Debug, Clone)]
pub struct Beside {
    /// What the other form is, for the summary (`as the library wrote it`).
    pub label: String,
    pub graph: Graph,
    /// The shown graph is the recognized form (so the what-if is shown / beside).
    pub shown_recognized: bool,
}

/// One scheduled step as the tab lists it.
#[derive(Debug, Clone)]
pub struct KernelRow {
    pub name: String,
    /// Compiled by Cranelift; `false`: an extern step run through the interpreter.
    pub jit: bool,
    /// The micro-kernels its loops call (`avx512 4-bit`); empty: Cranelift's code only.
    pub micro: Vec<String>,
    pub fx_nodes: Vec<String>,
    pub median_s: f64,
    pub spread: f64,
    /// Whether its median settled over the timed runs (`Some(false)`: noise).
    pub settled: Option<bool>,
    pub bytes: u64,
    pub gbps: f64,
    pub gflops: Option<f64>,
    /// Largest error vs the interpreter of the graph outputs this step writes; `None` for a
    /// step whose results are intermediate (they are checked through the outputs).
    pub max_abs_err: Option<f64>,
    /// Cranelift IR (JIT kernels only).
    pub clif: Option<String>,
    /// The Inductor loop bodies (or extern/template kernel) the step runs.
    pub loop_body: String,
}

/// The result of one schedule (fused or unfused).
#[derive(Debug, Clone)]
pub struct ScheduleRun {
    pub kernels: Vec<KernelRow>,
    pub total: Stats,
    pub compile_s: f64,
    pub notes: Vec<String>,
    /// The graph outputs' buffer names, in the order of the comparisons.
    pub output_names: Vec<String>,
    /// Each output against the interpreter.
    pub vs_interp: Vec<Comparison>,
    /// Each output against PyTorch's (empty without io.safetensors).
    pub vs_pytorch: Vec<Comparison>,
    /// The size binding the kernels (compiled for any sizes) were timed at (`s70=16`; empty for
    /// a static graph).
    pub sizes: String,
    /// The program was compiled by an earlier run (a dynamic graph at other sizes) and reused.
    pub reused: bool,
    /// Per-thread kernel slices of one more run after the timed ones (the timeline), and that
    /// run's wall time.
    pub slices: Vec<crate::kernel::runtime::Slice>,
    pub traced_s: f64,
}

#[derive(Debug, Clone)]
pub struct Report {
    pub policy: Policy,
    /// Where the inputs came from (`io.safetensors` or generated).
    pub inputs: String,
    pub fused: ScheduleRun,
    /// The same graph with every node its own kernel; `Err` when that schedule failed.
    pub unfused: Result<ScheduleRun, String>,
    /// [`Request::beside`]'s fused run, with its label and which form is shown.
    pub beside: Option<(String, bool, Result<ScheduleRun, String>)>,
    /// Unfused over fused wall time from paired runs (`Stats` of the per-pair ratios).
    pub speedup: Option<Stats>,
    /// Fused kernels slower than the unfused kernels of their FX nodes together.
    pub losses: Vec<crate::pipeline::FusionLoss>,
}

pub enum Outcome {
    Done(Box<Report>),
    Failed(String),
    Cancelled,
}

/// A running job: progress, a cancel flag checked before every kernel, and the result.
pub struct Job {
    cancel: Arc<AtomicBool>,
    done: Arc<AtomicUsize>,
    total: Arc<AtomicUsize>,
    phase: Arc<Mutex<String>>,
    rx: Receiver<Outcome>,
}

impl Job {
    /// Starts `req` on `worker`'s thread; `wake` is called when it finishes (a repaint
    /// request).
    pub fn start(worker: &Worker, req: Request, wake: impl Fn() + Send + 'static) -> Job {
        let cancel = Arc::new(AtomicBool::new(false));
        let done = Arc::new(AtomicUsize::new(0));
        let total = Arc::new(AtomicUsize::new(1));
        let phase = Arc::new(Mutex::new("preparing inputs".to_string()));
        let (tx, rx) = std::sync::mpsc::channel();
        let p = Progress {
            cancel: cancel.clone(),
            done: done.clone(),
            total: total.clone(),
            phase: phase.clone(),
        };
        let order = Order { req, progress: p, reply: tx, wake: Box::new(wake) };
        let sent = worker.tx.send(order);
        if sent.is_err() {
            // The worker is gone (it cannot be, short of a panic outside a job): say so.
            let (tx, rx2) = std::sync::mpsc::channel();
            tx.send(Outcome::Failed("the JIT worker thread is gone".into())).ok();
            return Job { cancel, done, total, phase, rx: rx2 };
        }
        Job { cancel, done, total, phase, rx }
    }

    pub fn cancel(&self) {
        self.cancel.store(true, Ordering::Relaxed);
    }
    pub fn cancelling(&self) -> bool {
        self.cancel.load(Ordering::Relaxed)
    }
    pub fn fraction(&self) -> f32 {
        let t = self.total.load(Ordering::Relaxed).max(1);
        (self.done.load(Ordering::Relaxed).min(t) as f32) / t as f32
    }
    pub fn phase(&self) -> String {
        self.phase.lock().map(|p| p.clone()).unwrap_or_default()
    }
    /// The outcome once the worker finished.
    pub fn poll(&self) -> Option<Outcome> {
        match self.rx.try_recv() {
            Ok(o) => Some(o),
            Err(TryRecvError::Empty) => None,
            Err(TryRecvError::Disconnected) => {
                Some(Outcome::Failed("the JIT worker stopped without a result".into()))
            }
        }
    }
}

/// One job for the worker thread.
struct Order {
    req: Request,
    progress: Progress,
    reply: std::sync::mpsc::Sender<Outcome>,
    wake: Box<dyn Fn() + Send>,
}

/// A tab's JIT thread and its queue; the thread ends when the worker is dropped.
pub struct Worker {
    tx: std::sync::mpsc::Sender<Order>,
}

impl Worker {
    pub fn spawn() -> Worker {
        let (tx, rx) = std::sync::mpsc::channel::<Order>();
        std::thread::spawn(move || {
            let mut kept: Option<Kept> = None;
            for o in rx {
                // A panic in the JIT must not take the window down: it becomes an error
                // message, and the kept programs (perhaps mid-run) are dropped.
                let out = std::panic::catch_unwind(std::panic::AssertUnwindSafe(|| {
                    run(&o.req, &o.progress, &mut kept)
                }))
                .unwrap_or_else(|_| {
                    kept = None;
                    Outcome::Failed("the JIT worker panicked (a bug; see stderr)".into())
                });
                o.reply.send(out).ok();
                (o.wake)();
            }
        });
        Worker { tx }
    }
}

/// The last dynamic graph's programs (fused, unfused) and what they were compiled for.
struct Kept {
    graph: Graph,
    policy: Policy,
    threads: usize,
    factor_scales: bool,
    runs: [Option<JitRun>; 2],
}

struct Progress {
    cancel: Arc<AtomicBool>,
    done: Arc<AtomicUsize>,
    total: Arc<AtomicUsize>,
    phase: Arc<Mutex<String>>,
}

impl Progress {
    fn phase(&self, s: &str) {
        if let Ok(mut p) = self.phase.lock() {
            *p = s.to_string();
        }
    }
    /// Progress of schedule `part` (0 fused, 1 unfused, 2 the other form) of `parts`, each
    /// counted as `total` steps.
    fn observer(&self, part: usize, parts: usize) -> impl FnMut(usize, usize) -> bool + '_ {
        move |done, total| {
            self.total.store(parts * total, Ordering::Relaxed);
            self.done.store(part * total + done, Ordering::Relaxed);
            !self.cancel.load(Ordering::Relaxed)
        }
    }
}

/// Inputs from PyTorch's `io.safetensors` beside the file when it fits the graph, else
/// generated from seed 0; with the reference outputs when the file has them.
fn inputs(
    graph: &Graph,
    file: Option<&Path>,
    sizes: &HashMap<String, i64>,
) -> Result<(Vec<Tensor>, Vec<Tensor>, String), String> {
    if !sizes.is_empty() {
        let ins = interp::io::generate_inputs(graph, 0, sizes, Default::default())
            .map_err(|e| format!("cannot generate inputs at the given sizes: {e}"))?;
        return Ok((ins, vec![], "generated inputs (seed 0)".into()));
    }
    let io =
        file.and_then(|f| f.parent()).map(|d| d.join("io.safetensors")).filter(|p| p.is_file());
    let mut note = String::new();
    if let Some(p) = io {
        match interp::io::load_safetensors(&p)
            .and_then(|t| Ok((interp::io::inputs_by_name(graph, &t)?, t)))
        {
            Ok((ins, file)) => {
                let expected =
                    (0..).map_while(|i| file.get(&format!("output_{i}")).cloned()).collect();
                return Ok((ins, expected, format!("inputs from {}", p.display())));
            }
            Err(e) => note = format!(" ({} does not fit: {e})", p.display()),
        }
    }
    let ins = interp::io::generate_inputs(graph, 0, &HashMap::new(), Default::default()).map_err(
        |e| {
            let syms = interp::io::graph_symbols(graph);
            if syms.is_empty() {
                format!("cannot generate inputs: {e}")
            } else {
                format!(
                    "cannot generate inputs: {e}; give the sizes ({}) in the Sizes field",
                    syms.join(", ")
                )
            }
        },
    )?;
    Ok((ins, vec![], format!("generated inputs (seed 0){note}")))
}

fn run(req: &Request, p: &Progress, kept: &mut Option<Kept>) -> Outcome {
    let (ins, expected, source) = match inputs(&req.graph, req.file.as_deref(), &req.sizes) {
        Ok(x) => x,
        Err(e) => return Outcome::Failed(e),
    };
    let opt = JitOptions {
        policy: req.policy,
        threads: req.threads.max(1),
        warmup: req.warmup,
        runs: req.runs.max(1),
        settle: Some(req.settle),
        codegen: CodegenOptions {
            keep_clif: true,
            factor_scales: req.factor_scales,
            ..JitOptions::DEFAULT.codegen
        },
        ..JitOptions::DEFAULT
    };
    p.phase("checking the graph on the interpreter");
    let reference = match crate::pipeline::verify(&req.graph, &ins) {
        Ok(r) => r,
        Err(e) => return Outcome::Failed(e.to_string()),
    };
    // A dynamic graph's programs are compiled for any sizes: the kept ones serve the same
    // graph under the same options at other sizes.
    let reuse = kept.as_ref().is_some_and(|k| {
        k.policy == req.policy
            && k.threads == req.threads
            && k.factor_scales == req.factor_scales
            && k.graph == req.graph
    });
    let mut prev: [Option<JitRun>; 2] = match kept.take() {
        Some(k) if reuse => k.runs,
        _ => [None, None],
    };
    let dynamic = crate::ir::specialize::is_dynamic(&req.graph);
    let parts = 2 + usize::from(req.beside.is_some());
    p.phase(if prev[0].is_some() {
        "fused schedule: running the kept program"
    } else {
        "fused schedule: compiling and running"
    });
    let fused = match one(
        req,
        &ins,
        &expected,
        &opt,
        &reference,
        prev[0].take(),
        &mut p.observer(0, parts),
    ) {
        Ok(x) => x,
        Err(PipelineError::Cancelled) => return Outcome::Cancelled,
        Err(e) => return Outcome::Failed(e.to_string()),
    };
    p.phase("unfused schedule: compiling and running");
    let unfused = match one(
        req,
        &ins,
        &expected,
        &JitOptions { unfused: true, ..opt },
        &reference,
        prev[1].take(),
        &mut p.observer(1, parts),
    ) {
        Ok(r) => Ok(r),
        Err(PipelineError::Cancelled) => return Outcome::Cancelled,
        Err(e) => Err(e.to_string()),
    };
    let (fused, mut fused_run) = fused;
    let (unfused, mut unfused_run) = match unfused {
        Ok((s, r)) => (Ok(s), Some(r)),
        Err(e) => (Err(e), None),
    };
    let (mut speedup, mut losses) = (None, vec![]);
    if let Some(u) = unfused_run.as_mut() {
        p.phase("fusion speed-up: paired runs of the fused and unfused programs");
        let go = || match p.cancel.load(Ordering::Relaxed) {
            true => Err(PipelineError::Cancelled),
            false => Ok(()),
        };
        let pairs = crate::pipeline::paired(
            &req.settle,
            || go().and_then(|_| crate::pipeline::run_once(&mut fused_run, false)).map(|x| x.0),
            || go().and_then(|_| crate::pipeline::run_once(u, false)).map(|x| x.0),
        );
        match pairs {
            Ok(s) => speedup = Some(s),
            Err(PipelineError::Cancelled) => return Outcome::Cancelled,
            Err(_) => {}
        }
        losses = crate::pipeline::fusion_losses(&fused_run.kernels, &u.kernels);
    }
    let mut fused = fused;
    let mut unfused = unfused;
    for (s, r) in [(Ok(&mut fused), Some(&mut fused_run)), (unfused.as_mut(), unfused_run.as_mut())]
    {
        if let (Ok(s), Some(r)) = (s, r)
            && let Ok((wall, slices)) = crate::pipeline::run_once(r, true)
        {
            (s.slices, s.traced_s) = (slices, wall);
        }
    }
    if dynamic {
        *kept = Some(Kept {
            graph: req.graph.clone(),
            policy: req.policy,
            threads: req.threads,
            factor_scales: req.factor_scales,
            runs: [Some(fused_run), unfused_run],
        });
    }
    let beside = match &req.beside {
        None => None,
        Some(b) => {
            p.phase(&format!("the graph {}: compiling and running", b.label));
            let other = Request { graph: b.graph.clone(), beside: None, ..req.clone() };
            let run = crate::pipeline::verify(&other.graph, &ins).and_then(|reference| {
                one(&other, &ins, &expected, &opt, &reference, None, &mut p.observer(2, parts))
            });
            match run {
                Ok((s, _)) => Some((b.label.clone(), b.shown_recognized, Ok(s))),
                Err(PipelineError::Cancelled) => return Outcome::Cancelled,
                Err(e) => Some((b.label.clone(), b.shown_recognized, Err(e.to_string()))),
            }
        }
    };
    Outcome::Done(Box::new(Report {
        policy: req.policy,
        inputs: source,
        fused,
        unfused,
        beside,
        speedup,
        losses,
    }))
}

fn one(
    req: &Request,
    ins: &[Tensor],
    expected: &[Tensor],
    opt: &JitOptions,
    reference: &[Tensor],
    kept: Option<JitRun>,
    observe: &mut dyn FnMut(usize, usize) -> bool,
) -> Result<(ScheduleRun, JitRun), PipelineError> {
    let reused = kept.is_some();
    let r = match kept {
        Some(k) => {
            crate::pipeline::rerun_jit(&req.graph, k, ins, opt, reference.to_vec(), observe)?
        }
        None => run_jit_verified(&req.graph, ins, opt, reference.to_vec(), observe)?,
    };
    let vs_interp = check_run(&req.graph, ins, &r)?;
    // As `run --jit` judges it: elementwise, then Inductor's fp64 rule.
    let vs_pytorch = match expected.is_empty() {
        true => vec![],
        false => interp::compare_outputs(&req.graph, ins, &r.outputs, expected, false),
    };
    let mut s = summarize(&r, vs_interp, vs_pytorch);
    s.reused = reused;
    Ok((s, r))
}

fn summarize(r: &JitRun, vs_interp: Vec<Comparison>, vs_pytorch: Vec<Comparison>) -> ScheduleRun {
    let program = &r.compiled.program;
    let step_names: Vec<&str> = program.steps.iter().map(|s| s.name()).collect();
    let kernels = r
        .kernels
        .iter()
        .zip(&program.steps)
        .map(|(k, step)| {
            let (clif, writes) = match step {
                Step::Jit { kernel, .. } => (
                    Some(kernel.clif.clone()),
                    kernel
                        .writes
                        .iter()
                        .filter_map(|&w| kernel.slots.get(w))
                        .map(|s| s.name.clone())
                        .collect(),
                ),
                Step::Extern { writes, .. } => (None, writes.clone()),
            };
            let errs: Vec<f64> = r
                .compiled
                .outputs
                .iter()
                .zip(&vs_interp)
                .filter(|(o, _)| writes.contains(o))
                .map(|(_, c)| c.max_abs_err)
                .collect();
            KernelRow {
                name: k.name.clone(),
                jit: k.jit,
                micro: k.micro.clone(),
                fx_nodes: k.fx_nodes.clone(),
                median_s: k.median_s,
                spread: k.spread,
                settled: k.settled,
                bytes: k.bytes,
                gbps: k.gbps,
                gflops: k.gflops,
                max_abs_err: errs.into_iter().reduce(f64::max),
                clif,
                loop_body: loop_body(&r.schedule, &k.name, &step_names),
            }
        })
        .collect();
    ScheduleRun {
        kernels,
        total: r.total,
        compile_s: program.compile_s,
        notes: r.compiled.notes.clone(),
        output_names: r.compiled.outputs.clone(),
        vs_interp,
        vs_pytorch,
        sizes: crate::pipeline::sizes_text(&r.sizes),
        reused: false,
        slices: vec![],
        traced_s: 0.0,
    }
}

/// The loop bodies of the operations a step runs, as Inductor prints them; a fused group's
/// members that ran as steps of their own are left out.
fn loop_body(s: &crate::sched::Schedule, step: &str, step_names: &[&str]) -> String {
    let members: Vec<&str> = match s.groups.iter().find(|g| g.name == step) {
        Some(g) => g
            .members
            .iter()
            .map(String::as_str)
            .filter(|m| *m == step || !step_names.contains(m))
            .collect(),
        None => vec![step],
    };
    let mut out = String::new();
    for m in members {
        let Some(op) = s.lowered.operations.iter().find(|o| o.name == m) else { continue };
        match op.body() {
            Some(b) => {
                out.push_str(&format!(
                    "class {m}_loop_body:  # writes {}\n",
                    op.outputs.join(", ")
                ));
                for l in b.loop_body.render_lines() {
                    out.push_str(&format!("    {l}\n"));
                }
            }
            None => {
                let what = match &op.kind {
                    crate::lower::OperationKind::Extern { kernel, inputs, .. }
                    | crate::lower::OperationKind::Template { kernel, inputs, .. } => {
                        format!("{kernel}({})", inputs.join(", "))
                    }
                    crate::lower::OperationKind::Nop { inputs, .. } => {
                        format!("ConcatKernel({})", inputs.join(", "))
                    }
                    crate::lower::OperationKind::Computed { .. } => String::new(),
                };
                out.push_str(&format!("{m}: {} = {what}\n", op.outputs.join(", ")));
            }
        }
    }
    if out.is_empty() {
        out = format!("({step}: no loop body in the schedule)");
    }
    out
}
