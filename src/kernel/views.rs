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

/// `(offset, strides)` of node `id` over a buffer with symbolic `layout`, through views that
/// only rearrange strides (`permute`, `t`, `transpose`, `unsqueeze`, `alias`): the strides stay
/// expressions (`s21`, `2*s98`). `None` for any other view, which the numeric walk handles.
pub fn symbolic_view(
    g: &Graph,
    id: NodeId,
    origins: &[String],
    layout: &crate::lower::buffer::FixedLayout,
) -> Option<(crate::lower::index::Expr, Vec<crate::lower::index::Expr>)> {
    use crate::lower::index::Expr;
    use crate::op::ViewKind;
    let node = g.get(id)?;
    let shape: Vec<Expr> =
        node.meta.tensor()?.shape.iter().map(Expr::from_sym_int).collect::<Option<_>>()?;
    let view = strides::view_kind(node);
    let same = same_exprs(&shape, &layout.size);
    let produced_here = same && origins.contains(&node.name);
    if view.is_none() || produced_here {
        return same.then(|| (layout.offset.clone(), layout.stride.clone()));
    }
    let input = node.args.first()?.as_node()?;
    let (off, st) = symbolic_view(g, input, origins, layout)?;
    let n = st.len();
    let in_shape: Vec<Expr> =
        g.get(input)?.meta.tensor()?.shape.iter().map(Expr::from_sym_int).collect::<Option<_>>()?;
    // Strides of a dense tensor (size-1 dims' strides do not matter).
    let dense = |size: &[Expr], st: &[Expr]| {
        let want = crate::lower::buffer::contiguous_strides(size);
        size.len() == st.len()
            && size.iter().zip(st).zip(&want).all(|((d, s), w)| {
                d.is_one() || same_exprs(std::slice::from_ref(s), std::slice::from_ref(w))
            })
    };
    let wrap = |d: i64, n: usize| usize::try_from(if d < 0 { d + n as i64 } else { d }).ok();
    let int = |i: usize| node.args.get(i).and_then(Arg::as_int);
    let st = match view? {
        ViewKind::Permute => {
            let dims = node.args.get(1)?.as_int_list()?;
            dims.iter().map(|d| st.get(wrap(*d, n)?).cloned()).collect::<Option<Vec<_>>>()?
        }
        ViewKind::T | ViewKind::Transpose => {
            let (a, b) = if view == Some(ViewKind::T) {
                (0, n.saturating_sub(1))
            } else {
                (wrap(int(1)?, n)?, wrap(int(2)?, n)?)
            };
            let mut st = st;
            if a < n && b < n {
                st.swap(a, b);
            }
            st
        }
        ViewKind::Unsqueeze => {
            let mut st = st;
            st.insert(wrap(int(1)?, n + 1)?.min(n), Expr::int(0));
            st
        }
        ViewKind::Alias => st,
        // A new shape over a dense tensor is dense.
        ViewKind::Reshape | ViewKind::Squeeze | ViewKind::Flatten if dense(&in_shape, &st) => {
            crate::lower::buffer::contiguous_strides(&shape)
        }
        ViewKind::Expand => {
            let lead = shape.len().checked_sub(n)?;
            let mut out = vec![Expr::int(0); shape.len()];
            for i in lead..shape.len() {
                let (xs, xst) = (&in_shape[i - lead], &st[i - lead]);
                out[i] = if xs.is_one() && !shape[i].is_one() { Expr::int(0) } else { xst.clone() };
            }
            out
        }
        _ => return None,
    };
    (st.len() == shape.len()).then_some((off, st))
}

/// Whether two lists of sizes are the same functions of the size symbols: equal as written, or
/// equal at two sets of stand-in values (`((2*s98**2)//s98)` is `2*s98`, which sympy leaves
/// apart).
fn same_exprs(a: &[crate::lower::index::Expr], b: &[crate::lower::index::Expr]) -> bool {
    if a.len() != b.len() {
        return false;
    }
    if a == b {
        return true;
    }
    let mut syms: Vec<String> = vec![];
    for e in a.iter().chain(b) {
        for s in e.free_symbols() {
            if !syms.contains(&s) {
                syms.push(s);
            }
        }
    }
    [1009i64, 2003].iter().all(|base| {
        let env: HashMap<String, i64> =
            syms.iter().enumerate().map(|(i, s)| (s.clone(), base + 2 * i as i64)).collect();
        a.iter()
            .zip(b)
            .all(|(x, y)| matches!((x.eval(&env), y.eval(&env)), (Some(p), Some(q)) if p == q))
    })
}
