//! Named `extra_check`s. Inductor's are Python functions of the `Match`; a pattern file names
//! one of these, and the pass runs it after a structural match, as `PatternMatcherPass` does.
use super::matcher::Match;
use super::pass::RegisterError;
use crate::ir::{Arg as Value, DType, Graph, TensorMeta, UserLists};

/// The checks a pattern file may name, with what they test.
pub const CHECKS: &[(&str, &str)] = &[
    ("always", "Inductor's `_return_true`"),
    (
        "cuda_and_enabled_mixed_mm_and_not_int8",
        "post_grad.py's check with `use_mixed_mm` on: mat1 on CUDA and not int8, mat2_dtype wider than mat2",
    ),
    (
        "mixed_mm_and_not_int8",
        "the same without the device test (mixed-precision mm on any device)",
    ),
    ("is_cuda", "every matched node with tensor meta is on a CUDA device"),
    (
        "users_are_matmuls",
        "the match's output is read, and only by matmuls (mm, addmm, bmm, _int_mm, linear)",
    ),
    (
        "kwarg_dtype:NAME=ABBR",
        "the tensor captured as KeywordArg NAME has dtype ABBR (e.g. `kwarg_dtype:w=i8`)",
    ),
];

/// Checks that `name` is a known check (with well-formed parameters).
pub fn validate(name: &str) -> Result<(), RegisterError> {
    if CHECKS.iter().any(|(n, _)| *n == name) {
        return Ok(());
    }
    if let Some(p) = name.strip_prefix("kwarg_dtype:") {
        return match p.split_once('=') {
            Some((k, d)) if !k.is_empty() && DType::from_abbr(d).is_some() => Ok(()),
            _ => Err(RegisterError::KwargDtype(name.to_string())),
        };
    }
    let known: Vec<&str> = CHECKS.iter().map(|(n, _)| *n).collect();
    Err(RegisterError::UnknownCheck { name: name.to_string(), known: known.join(", ") })
}

fn tensor<'g>(g: &'g Graph, v: Option<&Value>) -> Option<&'g TensorMeta> {
    g.get(v?.as_node()?)?.meta.tensor()
}

fn mixed_mm(m: &Match, g: &Graph, need_cuda: bool) -> bool {
    let Some(mat1) = tensor(g, m.kwargs.get("mat1")) else { return false };
    let wider = match (m.kwargs.get("mat2_dtype"), tensor(g, m.kwargs.get("mat2"))) {
        (Some(Value::Dtype(d)), Some(mat2)) => d.size_bytes() > mat2.dtype.size_bytes(),
        _ => false,
    };
    let cuda = mat1.device.as_ref().is_some_and(|d| d.kind == "cuda");
    (!need_cuda || cuda) && wider && mat1.dtype != DType::I8
}

/// Runs a named check on a structural match.
pub fn run(name: &str, m: &Match, g: &Graph, users: &dyn UserLists) -> bool {
    match name {
        "always" => true,
        "cuda_and_enabled_mixed_mm_and_not_int8" => mixed_mm(m, g, true),
        "mixed_mm_and_not_int8" => mixed_mm(m, g, false),
        "users_are_matmuls" => users_are_matmuls(m, g, users),
        "is_cuda" => m
            .nodes
            .iter()
            .filter_map(|&n| g.get(n)?.meta.tensor())
            .all(|t| t.device.as_ref().is_some_and(|d| d.kind == "cuda")),
        _ => match name.strip_prefix("kwarg_dtype:").and_then(|p| p.split_once('=')) {
            Some((k, d)) => {
                tensor(g, m.kwargs.get(k)).is_some_and(|t| Some(t.dtype) == DType::from_abbr(d))
            }
            None => false,
        },
    }
}

const MATMULS: &[&str] = &["mm", "addmm", "bmm", "_int_mm", "linear", "matmul"];

fn users_are_matmuls(m: &Match, g: &Graph, users: &dyn UserLists) -> bool {
    let [Some(out)] = m.outputs.as_slice() else { return false };
    let readers = users.users_of(*out);
    !readers.is_empty()
        && readers.iter().all(|&i| {
            let n = g.node(i);
            crate::ir::parse_op_target(&n.target)
                .is_some_and(|t| t.namespace == "aten" && MATMULS.contains(&t.op))
        })
}
