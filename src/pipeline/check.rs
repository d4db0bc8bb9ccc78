//! Step 5 of the path: the JIT's outputs against the reference interpreter's.
use super::PipelineError;
use crate::interp::{self, Comparison, Tensor};
use crate::ir::Graph;

/// Each JIT output against the interpreter's: torch.testing's elementwise tolerances, then,
/// for a float output that misses them, Inductor's fp64 rule.
pub fn check_against_interpreter(
    graph: &Graph,
    inputs: &[Tensor],
    outputs: &[Tensor],
) -> Result<Vec<Comparison>, PipelineError> {
    let want = interp::run_graph(graph, inputs)?;
    if want.len() != outputs.len() {
        return Err(PipelineError::OutputCount { jit: outputs.len(), interp: want.len() });
    }
    Ok(interp::compare_outputs(graph, inputs, outputs, &want, false))
}

/// [`check_against_interpreter`] for a finished run, against the reference it computed first.
pub fn check_run(
    graph: &Graph,
    inputs: &[Tensor],
    run: &super::JitRun,
) -> Result<Vec<Comparison>, PipelineError> {
    if run.reference.len() != run.outputs.len() {
        return Err(PipelineError::OutputCount {
            jit: run.outputs.len(),
            interp: run.reference.len(),
        });
    }
    Ok(interp::compare_outputs(graph, inputs, &run.outputs, &run.reference, false))
}
