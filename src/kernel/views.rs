//! Strides of an FX value over the buffer it was realized in, following the view ops between
//! them (the table's `ViewKind`s `permute`, `t`, `transpose`, `unsqueeze`, `squeeze`, `expand`,
//! contiguous `view`/`reshape`, `slice`, `select`, `alias`) — what Inductor keeps as a
//! `ReinterpretView` of a matmul operand.
use crate::ir::{Arg, Graph, NodeId};
use crate::op::strides::{self, View, split_piece_at};
use std::collections::HashMap;

/// A node's shape with its size symbols at `env` (empty for a static graph).
fn shape_at(g: &Graph, id: NodeId, env: &HashMap<String, i64>) -> Option<Vec<i64>> {
    g.get(id)?.meta.tensor()?.shape.iter().map(|d| d.eval(env).ok()).collect()
}

/// `(offset, strides)` of node `id`'s value over a buffer with the given layout, when `id`
/// is the buffer itself or a chain of views of it.
pub fn view_strides(
    g: &Graph,
    id: NodeId,
    size: &[i64],
    stride: &[i64],
    offset: i64,
) -> Option<(i64, Vec<i64>)> {
    let env = HashMap::new();
    let shape = shape_at(g, id, &env)?;
    let view = walk(g, id, &[], size, stride, offset, &env, 0)?;
    (view.0 == shape).then_some((view.2, view.1))
}

/// Like [`view_strides`] for a buffer that may also be the realization of `id` or of a view
/// on the way (a non-strided view copied into a buffer of its own by `realize_input`, a
/// graph output, a view op lowered as a fallback kernel): the walk stops at a node of the
/// buffer's shape that its producer computed (`origins`), and a buffer of `id`'s shape that
/// is not reachable through the views is taken as is. Size symbols in the graph's shapes take
/// their values from `env`.
#[allow(clippy::too_many_arguments)]
pub fn operand_strides(
    g: &Graph,
    id: NodeId,
    origins: &[String],
    size: &[i64],
    stride: &[i64],
    offset: i64,
    env: &HashMap<String, i64>,
) -> Option<(i64, Vec<i64>)> {
    let shape = shape_at(g, id, env)?;
    let view = walk(g, id, origins, size, stride, offset, env, 0)
        .filter(|v| v.0 == shape)
        .map(|v| (v.2, v.1));
    view.or_else(|| (shape == size).then(|| (offset, stride.to_vec())))
}

#[allow(clippy::too_many_arguments)]
fn walk(
    g: &Graph,
    id: NodeId,
    origins: &[String],
    size: &[i64],
    stride: &[i64],
    offset: i64,
    env: &HashMap<String, i64>,
    depth: usize,
) -> Option<View> {
    let node = g.get(id)?;
    let shape = shape_at(g, id, env)?;
    let view = strides::view_kind(node);
    let input = node.args.first().and_then(Arg::as_node);
    let is_view = view.is_some_and(strides::is_strided_view);
    // The buffer holds this node's value: views above it were applied before the buffer
    // was written (a `slice` run as a fallback kernel wrote the sliced values densely).
    let produced_here = shape == size && origins.contains(&node.name);
    // An element of a split-like tuple (`getitem(split(x, 128, 2), 1)`) is a slice of x.
    if !produced_here
        && node.target == crate::ir::graph::GETITEM
        && let Some(piece) = split_piece_at(g, node, env)
    {
        let (src, dim, start, len) = piece;
        let x = walk(g, src, origins, size, stride, offset, env, depth + 1)?;
        let v = strides::split_step(&x, dim, start, len);
        return (v.0 == shape).then_some(v);
    }
    if !is_view || produced_here || input.is_none() || depth > 32 {
        return (shape == size).then(|| (size.to_vec(), stride.to_vec(), offset));
    }
    let x = walk(g, input?, origins, size, stride, offset, env, depth + 1)?;
    let view = view?;
    let v = strides::view_step(node, view, &x, &shape)?;
    (v.0 == shape).then_some(v)
}
