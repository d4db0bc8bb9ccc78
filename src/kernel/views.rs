//! Strides of an FX value over the buffer it was realized in, following the view ops between
//! them (the table's `ViewKind`s `permute`, `t`, `transpose`, `unsqueeze`, `squeeze`, `expand`,
//! contiguous `view`/`reshape`, `slice`, `select`, `alias`) — what Inductor keeps as a
//! `ReinterpretView` of a matmul operand.
use crate::ir::{Arg, Graph, NodeId};
use crate::op::{self, Form, Variant, ViewKind};

/// `(offset, strides)` of node `id`'s value over a buffer with the given layout, when `id`
/// is the buffer itself or a chain of views of it.
pub fn view_strides(
    g: &Graph,
    id: NodeId,
    size: &[i64],
    stride: &[i64],
    offset: i64,
) -> Option<(i64, Vec<i64>)> {
    let shape = g.get(id)?.meta.tensor()?.concrete_shape()?;
    let view = walk(g, id, &[], size, stride, offset, 0)?;
    (view.0 == shape).then_some((view.2, view.1))
}

/// Like [`view_strides`] for a buffer that may also be the realization of `id` or of a view
/// on the way (a non-strided view copied into a buffer of its own by `realize_input`, a
/// graph output, a view op lowered as a fallback kernel): the walk stops at a node of the
/// buffer's shape that its producer computed (`origins`), and a buffer of `id`'s shape that
/// is not reachable through the views is taken as is.
pub fn operand_strides(
    g: &Graph,
    id: NodeId,
    origins: &[String],
    size: &[i64],
    stride: &[i64],
    offset: i64,
) -> Option<(i64, Vec<i64>)> {
    let shape = g.get(id)?.meta.tensor()?.concrete_shape()?;
    let view =
        walk(g, id, origins, size, stride, offset, 0).filter(|v| v.0 == shape).map(|v| (v.2, v.1));
    view.or_else(|| (shape == size).then(|| (offset, stride.to_vec())))
}

type View = (Vec<i64>, Vec<i64>, i64);

fn wrap(d: i64, n: usize) -> Option<usize> {
    let n = n as i64;
    let d = if d < 0 { d + n } else { d };
    (0..n.max(1)).contains(&d).then_some(d as usize)
}

fn walk(
    g: &Graph,
    id: NodeId,
    origins: &[String],
    size: &[i64],
    stride: &[i64],
    offset: i64,
    depth: usize,
) -> Option<View> {
    let node = g.get(id)?;
    let shape = node.meta.tensor()?.concrete_shape()?;
    // Functionalization's `*_copy` spellings wrote their own buffer: not views here.
    let view = op::lookup_node(node)
        .filter(|r| r.form == Form::Overload && r.variant == Variant::Functional)
        .and_then(|r| r.op.view());
    let input = node.args.first().and_then(Arg::as_node);
    let is_view = matches!(
        view,
        Some(
            ViewKind::Permute
                | ViewKind::T
                | ViewKind::Transpose
                | ViewKind::Unsqueeze
                | ViewKind::Squeeze
                | ViewKind::Expand
                | ViewKind::Reshape
                | ViewKind::Slice
                | ViewKind::Select
                | ViewKind::Alias
        )
    );
    // The buffer holds this node's value: views above it were applied before the buffer
    // was written (a `slice` run as a fallback kernel wrote the sliced values densely).
    let produced_here = shape == size && origins.contains(&node.name);
    // An element of a split-like tuple (`getitem(split(x, 128, 2), 1)`) is a slice of x.
    if !produced_here
        && node.target == crate::ir::graph::GETITEM
        && let Some(piece) = split_piece(g, node)
    {
        let (src, dim, start, len) = piece;
        let x = walk(g, src, origins, size, stride, offset, depth + 1)?;
        let d = dim.min(x.0.len().saturating_sub(1));
        let v: View = match len {
            Some(len) => {
                let mut s = x.0.clone();
                s[d] = len;
                (s, x.1.clone(), x.2 + start * x.1[d])
            }
            None => {
                let (mut s, mut st) = (x.0.clone(), x.1.clone());
                let off = x.2 + start * st[d];
                s.remove(d);
                st.remove(d);
                (s, st, off)
            }
        };
        return (v.0 == shape).then_some(v);
    }
    if !is_view || produced_here || input.is_none() || depth > 32 {
        return (shape == size).then(|| (size.to_vec(), stride.to_vec(), offset));
    }
    let x = walk(g, input?, origins, size, stride, offset, depth + 1)?;
    let n = x.0.len();
    let int = |i: usize| node.args.get(i).and_then(Arg::as_int);
    let view = view?;
    let v: View = match view {
        ViewKind::Permute => {
            let dims = node.args.get(1)?.as_int_list()?;
            let dims: Option<Vec<usize>> = dims.iter().map(|d| wrap(*d, n)).collect();
            let dims = dims?;
            (dims.iter().map(|d| x.0[*d]).collect(), dims.iter().map(|d| x.1[*d]).collect(), x.2)
        }
        ViewKind::T | ViewKind::Transpose => {
            let (a, b) = if view == ViewKind::T {
                (0, n.saturating_sub(1))
            } else {
                (wrap(int(1)?, n)?, wrap(int(2)?, n)?)
            };
            let (mut s, mut st) = (x.0.clone(), x.1.clone());
            if a < n && b < n {
                s.swap(a, b);
                st.swap(a, b);
            }
            (s, st, x.2)
        }
        ViewKind::Unsqueeze => {
            let d = wrap(int(1)?, n + 1)?;
            let (mut s, mut st) = (x.0.clone(), x.1.clone());
            s.insert(d, 1);
            st.insert(d, 0);
            (s, st, x.2)
        }
        ViewKind::Expand => {
            let target = node.args.get(1)?.as_int_list()?;
            let lead = target.len().checked_sub(n)?;
            let mut st = vec![0; target.len()];
            for (i, t) in target.iter().enumerate().skip(lead) {
                let (xs, xst) = (x.0[i - lead], x.1[i - lead]);
                st[i] = if xs == 1 && *t != 1 { 0 } else { xst };
            }
            (shape.clone(), st, x.2)
        }
        ViewKind::Alias => (shape.clone(), x.1.clone(), x.2),
        ViewKind::Reshape => {
            // PyTorch's `computeStride`: a strided buffer (a reduction stored with a
            // permuted layout) views as the new shape when its strides allow it.
            let us = |v: &[i64]| {
                v.iter().map(|&d| usize::try_from(d).ok()).collect::<Option<Vec<usize>>>()
            };
            let st = crate::interp::tensor::view_strides(&us(&x.0)?, &us(&x.1)?, &us(&shape)?)?;
            (shape.clone(), st.into_iter().map(|s| s as i64).collect(), x.2)
        }
        ViewKind::Squeeze => {
            let keep: Vec<usize> =
                (0..n).filter(|i| x.0[*i] != 1 || !shape.is_empty() && shape.len() == n).collect();
            let keep: Vec<usize> = if keep.len() == shape.len() {
                keep
            } else {
                (0..n).filter(|i| x.0[*i] != 1).collect()
            };
            (keep.iter().map(|i| x.0[*i]).collect(), keep.iter().map(|i| x.1[*i]).collect(), x.2)
        }
        ViewKind::Slice => {
            let d = wrap(int(1).unwrap_or(0), n)?;
            let start = int(2).unwrap_or(0).clamp(0, x.0[d]);
            let step = int(4).unwrap_or(1).max(1);
            let mut st = x.1.clone();
            let off = x.2 + start * x.1[d];
            st[d] *= step;
            (shape.clone(), st, off)
        }
        ViewKind::Select => {
            let d = wrap(int(1)?, n)?;
            let i = int(2)?;
            let i = if i < 0 { i + x.0[d] } else { i };
            let (mut s, mut st) = (x.0.clone(), x.1.clone());
            let off = x.2 + i * st[d];
            s.remove(d);
            st.remove(d);
            (s, st, off)
        }
        ViewKind::AsStrided
        | ViewKind::Chunk
        | ViewKind::Diagonal
        | ViewKind::Flatten
        | ViewKind::Narrow
        | ViewKind::Split
        | ViewKind::Unbind
        | ViewKind::Unfold => return None,
    };
    (v.0 == shape).then_some(v)
}

/// For `getitem(t, i)` of a `split`/`split_with_sizes`/`chunk`/`unbind` node: the split input,
/// the dim, where element `i` starts along it, and its length (`None` for `unbind`, whose
/// elements drop the dim).
fn split_piece(g: &Graph, node: &crate::ir::Node) -> Option<(NodeId, usize, i64, Option<i64>)> {
    let t = g.get(node.args.first()?.as_node()?)?;
    let i = usize::try_from(node.args.get(1)?.as_int()?).ok()?;
    let r = op::lookup_node(t).filter(|r| r.form == Form::Overload)?;
    let src = t.args.first()?.as_node()?;
    let in_shape = g.get(src)?.meta.tensor()?.concrete_shape()?;
    let n = in_shape.len();
    let dim_at = |k: usize| t.kwarg("dim").or_else(|| t.args.get(k)).and_then(Arg::as_int);
    let a1 = t.args.get(1);
    if r.op == op::Op::Unbind {
        let d = wrap(dim_at(1).unwrap_or(0), n)?;
        return Some((src, d, i as i64, None));
    }
    let dim = wrap(dim_at(2).unwrap_or(0), n)?;
    let lens = op::split_lengths(r.op, in_shape[dim], a1?)?;
    let start: i64 = lens.get(..i)?.iter().sum();
    Some((src, dim, start, Some(*lens.get(i)?)))
}
