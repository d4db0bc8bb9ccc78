//! The reference interpreter: executes FX graphs on real tensors with PyTorch's numerics, so
//! that JIT-compiled kernels can be checked against it and it against PyTorch's eager outputs.
//!
//! - [`Tensor`]: strided views over `Arc`-shared storage in every dtype the graphs use
//!   (f32/f64/f16/bf16/float8 e4m3fn, e5m2/ints/bool).
//! - [`run_graph`]: evaluates a graph (and the subgraphs `invoke_quant` calls); symbolic sizes
//!   bind from the inputs.
//! - [`compare`]: torch.testing's default-tolerance verdict for one output.
//! - [`io`]: safetensors in/out, and seeded input generation from placeholder annotations.
mod compare;
pub mod eval;
mod inplace;
pub mod io;
pub mod ops;
/// Type promotion lives with the op table (`op::promote`); kept here for its old users.
pub use crate::op::promote;
pub mod storage;
pub mod tensor;
pub mod value;

pub use compare::{
    Comparison, Fp64Rule, Tolerance, Worst, compare, compare_with, fp64_rule, summary,
};
pub use tensor::{Storage, Tensor, TensorError};
pub use value::Value;

use crate::ir::Graph;

#[derive(Debug, Clone, PartialEq, thiserror::Error)]
pub enum InterpError {
    /// An op the interpreter does not evaluate (never replaced by a guess or zeros).
    #[error("unsupported op `{op}` (node `{node}`): {reason}")]
    Unsupported { op: String, node: String, reason: String },
    /// An op that failed on its arguments (shape mismatch, bad dtype, out-of-range index...).
    #[error("node `{node}` ({op}): {msg}")]
    Op { node: String, op: String, msg: String },
    /// Inputs that do not fit the graph's placeholders.
    #[error("inputs: {0}")]
    Input(String),
    #[error("{0}")]
    Io(String),
    /// A node whose annotation is not what its inputs make (see [`run_graph_checked`]).
    #[error(
        "node `{node}` is annotated {annotated} but computes {computed} from the inputs; lowering and the JIT lay buffers out from annotations, so the graph is refused before any kernel is compiled"
    )]
    Annotation { node: String, annotated: String, computed: String },
}

/// Every call in `graph` and its subgraphs against its op's registered schema, where the op
/// table has one (an OpOverload spelling): too many positional arguments, an unknown or
/// repeated keyword, a missing argument. An op would otherwise read the arguments it expects
/// and ignore the rest, and `aten.mul.Tensor(1, a, b)` would multiply 1 by `a`.
pub fn check_calls(graph: &Graph) -> Result<(), InterpError> {
    for node in &graph.nodes {
        if node.op != crate::ir::OpKind::CallFunction {
            continue;
        }
        let Some(schema) = crate::op::lookup_node(node).and_then(|r| r.schema()) else {
            continue;
        };
        let kwargs: Vec<&str> = node.kwargs.iter().map(|(k, _)| k.as_str()).collect();
        schema.check_call(node.args.len(), &kwargs).map_err(|e| InterpError::Op {
            node: node.name.clone(),
            op: node.target.clone(),
            msg: e.to_string(),
        })?;
    }
    for sub in graph.subgraphs.values() {
        check_calls(sub)?;
    }
    Ok(())
}

/// Runs `graph` on `inputs` (one tensor per tensor placeholder, in order; `Sym` placeholders
/// are bound from the tensors' sizes) and returns its outputs. Number outputs become 0-d tensors.
pub fn run_graph(graph: &Graph, inputs: &[Tensor]) -> Result<Vec<Tensor>, InterpError> {
    check_calls(graph)?;
    let values = eval::bind_inputs(graph, inputs)?;
    output_tensors(eval::eval_graph(graph, &[], values)?)
}

/// [`run_graph`], checking every node's tensor against its annotation on the way: the shapes
/// and dtypes the op table's kernels propagate from the inputs are the truth a lowering of the
/// graph is checked against before anything is compiled.
pub fn run_graph_checked(graph: &Graph, inputs: &[Tensor]) -> Result<Vec<Tensor>, InterpError> {
    let values = eval::bind_inputs(graph, inputs)?;
    output_tensors(eval::eval_graph_with(graph, &[], values, true)?)
}

/// The graph with every floating-point input widened to float64 after binding (Inductor's
/// `cast_to_fp64`): the reference its accuracy rule measures errors from (see [`fp64_rule`]).
pub fn run_graph_fp64(graph: &Graph, inputs: &[Tensor]) -> Result<Vec<Tensor>, InterpError> {
    check_calls(graph)?;
    let graph = &cast_dtype_args_to_fp64(graph);
    let values = eval::bind_inputs(graph, inputs)?
        .into_iter()
        .map(|v| match v {
            Value::Tensor(t) if t.dtype().is_float() => t
                .to_dtype(crate::ir::DType::F64)
                .map(Value::Tensor)
                .map_err(|e| InterpError::Input(e.0)),
            v => Ok(v),
        })
        .collect::<Result<Vec<_>, _>>()?;
    output_tensors(eval::eval_graph(graph, &[], values)?)
}

/// Inductor's `cast_dtype_args_to_fp64` (`torch/_dynamo/debug_utils.py`), which `cast_to_fp64`
/// applies with the inputs' widening: a float `convert_element_type` converts to float64
/// instead, a float `dtype=` keyword becomes float64, and `_softmax`/`_log_softmax` lose
/// `half_to_float`. Without it a bf16 graph's own casts would narrow the widened values again
/// (and a bf16 `mm` would meet a float64 weight). Only the top-level graph, as Inductor's, and
/// the bodies of invoke_quant calls recognized from a library's dequant: that code was the
/// top level of the graph Inductor compiled (recognition moved it, not the widening).
fn cast_dtype_args_to_fp64(graph: &Graph) -> Graph {
    use crate::ir::{Arg, DType, OpKind};
    use crate::op::Op;
    let mut g = graph.clone();
    let recognized: Vec<String> = g
        .ids()
        .filter(|&i| g.node(i).meta.recognized.is_some())
        .filter_map(|i| g.called_subgraph(i).map(|(k, _)| k.to_string()))
        .collect();
    for k in recognized {
        if let Some(sg) = g.subgraphs.get(&k) {
            let widened = cast_dtype_args_to_fp64(sg);
            g.subgraphs.insert(k, widened);
        }
    }
    let widen = |a: &mut Arg| {
        if let Arg::Dtype(d) = a
            && d.is_float()
        {
            *d = DType::F64;
        }
    };
    for n in g.nodes.iter_mut().filter(|n| n.op == OpKind::CallFunction) {
        let op = crate::op::lookup_node(n).map(|r| r.op);
        if op == Some(Op::ConvertElementType)
            && let Some(a) = n.args.get_mut(1)
        {
            widen(a);
        }
        for (k, v) in n.kwargs.iter_mut() {
            if k == "dtype" {
                widen(v);
            }
        }
        if matches!(op, Some(Op::SoftmaxInternal | Op::LogSoftmaxInternal)) {
            for (k, v) in n.kwargs.iter_mut() {
                if k == "half_to_float" {
                    *v = Arg::Bool(false);
                }
            }
            if let Some(a) = n.args.get_mut(2) {
                *a = Arg::Bool(false);
            }
        }
    }
    g
}

fn output_tensors(outs: Vec<Value>) -> Result<Vec<Tensor>, InterpError> {
    outs.into_iter()
        .enumerate()
        .map(|(i, v)| {
            let t = match v {
                Value::Tensor(t) => Ok(t),
                Value::Int(x) => Tensor::from_i64(crate::ir::DType::I64, vec![], &[x]),
                Value::Float(x) => Tensor::scalar(crate::ir::DType::F64, x),
                Value::Bool(x) => Tensor::from_i64(crate::ir::DType::B8, vec![], &[x as i64]),
                v => {
                    return Err(InterpError::Input(format!(
                        "output {i} is a {}, not a tensor",
                        v.kind()
                    )));
                }
            };
            t.map_err(|e| InterpError::Input(e.0))
        })
        .collect()
}

/// Each of `outputs` against `reference` (the interpreter's outputs, or PyTorch's) with the two
/// verdicts every check uses: torch.testing's elementwise tolerances, then, for a float output
/// that misses them, Inductor's fp64 rule (`torch._dynamo.utils.same` with `fp64_ref`: the
/// graph run in float64 on the same inputs). The float64 run happens only when needed; a graph
/// the interpreter cannot run in float64 keeps its elementwise verdicts. `same_engine`: the
/// outputs are the interpreter's own, so the float64 run must be corroborated by the reference
/// ([`compare::CORROBORATION`]).
pub fn compare_outputs(
    graph: &Graph,
    inputs: &[Tensor],
    outputs: &[Tensor],
    reference: &[Tensor],
    same_engine: bool,
) -> Vec<Comparison> {
    let mut cmp: Vec<Comparison> =
        outputs.iter().zip(reference).map(|(a, e)| compare(a, e)).collect();
    if cmp.iter().all(|c| c.passed || c.problem.is_some()) {
        return cmp;
    }
    let Ok(wide) = run_graph_fp64(graph, inputs) else { return cmp };
    for (i, c) in cmp.iter_mut().enumerate() {
        if c.passed || c.problem.is_some() {
            continue;
        }
        if let (Some(res), Some(r), Some(f)) = (outputs.get(i), reference.get(i), wide.get(i)) {
            c.fp64 = fp64_rule(res, r, f);
            if let Some(rule) = c.fp64.as_mut().filter(|_| same_engine) {
                rule.corroborate(f, r.dtype());
            }
        }
    }
    cmp
}
