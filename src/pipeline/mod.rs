//! The path of a graph through the JIT, one visible step after another:
//!
//! 0. every node's annotation checked against what the interpreter computes from the inputs
//!    (lowering trusts annotations); the outputs are step 5's reference;
//! 1. [`schedule_for`]: lower and fuse under a [`Policy`] (or with no fusion at all);
//! 2. [`compile_schedule`]: Cranelift kernels plus interpreter-run extern steps (`kernel`);
//! 3. [`bind_inputs`]: the input tensors into the program's buffers;
//! 4. [`run_jit_observed`]: warm-up and timed runs, the outputs read back through their views;
//! 5. [`check_against_interpreter`]: every output against the reference interpreter,
//!    elementwise, then Inductor's fp64 rule for float outputs that miss;
//! 6. timings per kernel and for the whole graph ([`KernelTiming`], [`Stats`], [`trace_json`]).
//!
//! The CLI (`run --jit`, `bench`), the GUI's Kernels tab and the scenario runner
//! (`time_ratio_below`) all go this way; `kernel` only compiles and runs what it is given.
mod check;
pub mod costs;
mod hints;
mod run;
pub mod timing;

pub use check::{check_against_interpreter, check_run};
pub use hints::{hint_files, size_hints};
pub use run::{
    InputCopies, JitRun, KernelTiming, bind_inputs, compile_schedule, hinted, input_sizes,
    parse_size, parse_sizes, read_outputs, rerun_jit, run_jit, run_jit_observed, run_jit_verified,
    run_once, schedule_for, sizes_text, specialize_for_inputs, verify,
};
pub use timing::{FusionLoss, Settle, Stats, fusion_losses, paired, trace_json};

use crate::interp::InterpError;
use crate::kernel::externs::BufferError;
use crate::kernel::{CodegenOptions, KernelError};
use crate::lower::LowerError;
use crate::sched::Policy;

/// How to run a graph. [`JitOptions::DEFAULT`] is the one place the defaults live: the CLI's
/// flags, the GUI's fields and `bench` start from it.
#[derive(Debug, Clone)]
pub struct JitOptions {
    pub policy: Policy,
    pub threads: usize,
    /// Untimed runs before the timed ones (code and data into the caches, workers awake).
    pub warmup: usize,
    pub runs: usize,
    pub codegen: CodegenOptions,
    /// Schedule without any fusion (every node its own kernel).
    pub unfused: bool,
    /// Record per-thread slices of the timed runs.
    pub trace: bool,
    /// Copies of the inputs that runs rotate through (1: none). With copies whose bytes add up
    /// to more than the last-level cache, every run reads inputs it last touched `n - 1` runs
    /// ago, from memory, as a decode step streams weights nothing else has read since.
    pub input_copies: usize,
    /// Take timed runs (at least `runs`) until the whole graph's median settles under this
    /// rule, or its limits are reached; `None`: exactly `runs`.
    pub settle: Option<timing::Settle>,
}

impl JitOptions {
    /// Timed runs of a measurement meant for comparing (a bench round, the GUI's "Run N"): twice
    /// the default, since medians compared across processes and rounds want more samples.
    pub const COMPARE_RUNS: usize = 2 * JitOptions::DEFAULT.runs;

    pub const DEFAULT: JitOptions = JitOptions {
        policy: Policy::Workbench,
        threads: 2,
        warmup: 3,
        runs: 10,
        codegen: CodegenOptions::DEFAULT,
        unfused: false,
        trace: false,
        input_copies: 1,
        settle: None,
    };
}

impl Default for JitOptions {
    fn default() -> Self {
        JitOptions::DEFAULT
    }
}

/// Why a graph could not be taken down the path; each variant names its step.
#[derive(Debug, thiserror::Error)]
pub enum PipelineError {
    #[error("scheduling: {0}")]
    Schedule(#[from] LowerError),
    #[error(transparent)]
    Kernel(#[from] KernelError),
    #[error("{given} inputs for {want} tensor placeholders")]
    InputCount { given: usize, want: usize },
    #[error("binding input `{name}`: {err}")]
    Bind { name: String, err: BufferError },
    #[error("reading output `{name}`: it has no layout")]
    OutputLayout { name: String },
    #[error("reading output `{name}`: {err}")]
    Output { name: String, err: BufferError },
    #[error("the interpreter: {0}")]
    Interp(#[from] InterpError),
    #[error("specializing the dynamic graph at {sizes}: {err}")]
    Specialize { sizes: String, err: Box<crate::ir::specialize::SpecializeError> },
    #[error("the JIT produced {jit} outputs, the interpreter {interp}")]
    OutputCount { jit: usize, interp: usize },
    /// The observer asked to stop (the GUI's Cancel button).
    #[error("cancelled")]
    Cancelled,
}
