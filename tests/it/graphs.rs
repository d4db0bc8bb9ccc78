//! FX texts that more than one test module runs.
pub use quantbench::synth::decode::{decode4_fx as decode4_graph, int8_decode_fx as decode_graph};

pub use quantbench::kernel::micro::Micro;

use quantbench::interp::{self, Tensor};
use quantbench::kernel::runtime::Step;
use quantbench::pipeline::{JitOptions, run_jit};
use quantbench::sched::Policy;

/// What a decode kernel test compares: the JIT's first output, the interpreter's, the CLIF of
/// the kernel covering `mm`, and the compile notes.
pub struct DecodeRun {
    pub jit: Tensor,
    pub interp: Tensor,
    pub clif: String,
    pub notes: Vec<String>,
    /// The micro-kernels the `mm` kernel calls.
    pub micro: Vec<String>,
}

/// Runs FX `text` on the JIT (workbench, two threads, CLIF kept) and on the interpreter.
/// `micro` picks the path: `Micro::Off` tests the Cranelift loops, the others the micro-kernels.
pub fn decode_run(text: &str, ins: &[Tensor], factor_scales: bool, micro: Micro) -> DecodeRun {
    let doc = quantbench::import::fx::parse_fx(text, "test").unwrap();
    let graph = doc.stages[0].graph().unwrap();
    let mut opt = JitOptions {
        policy: Policy::Workbench,
        threads: 2,
        warmup: 0,
        runs: 1,
        ..JitOptions::default()
    };
    opt.codegen.keep_clif = true;
    opt.codegen.factor_scales = factor_scales;
    opt.codegen.micro = micro;
    let r = run_jit(graph, ins, &opt).unwrap();
    let want = interp::run_graph(graph, ins).unwrap();
    let (clif, micro) = r
        .compiled
        .program
        .steps
        .iter()
        .find_map(|s| match s {
            Step::Jit { kernel, .. } if s.fx_nodes().iter().any(|f| f == "mm") => {
                Some((kernel.clif.clone(), kernel.micro.clone()))
            }
            _ => None,
        })
        .expect("a JIT kernel covers mm");
    let jit = r.outputs.into_iter().next().expect("one output");
    let interp = want.into_iter().next().expect("one output");
    DecodeRun { jit, interp, clif, notes: r.compiled.notes, micro }
}
