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
    let mut cmp: Vec<Comparison> =
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
    cmp: &mut [Comparison],
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
