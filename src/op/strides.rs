//! Strides as eager PyTorch gives them, shared by lowering (the strides a FakeTensor would
//! carry, for layout constraints) and the JIT (the strides of a view over its buffer): one
//! step per view op (`permute`, `t`, `transpose`, `unsqueeze`, `squeeze`, `expand`,
//! `view`/`reshape` through `computeStride`, `slice`, `select`, `alias`, a `split` element),
//! and TensorIterator's rule for the layout of a pointwise result.
use super::{Form, Op, Variant, ViewKind, lookup_node, split_lengths};
use crate::ir::{Arg, Graph, Node, NodeId};

/// `(sizes, strides, storage offset)`.
pub type View = (Vec<i64>, Vec<i64>, i64);

pub fn contiguous(sizes: &[i64]) -> Vec<i64> {
    let mut st = vec![1; sizes.len()];
    for i in (0..sizes.len().saturating_sub(1)).rev() {
        st[i] = st[i + 1] * sizes[i + 1].max(1);
    }
    st
}

pub fn wrap(d: i64, n: usize) -> Option<usize> {
    let n = n as i64;
    let d = if d < 0 { d + n } else { d };
    (0..n.max(1)).contains(&d).then_some(d as usize)
}

/// The view kind of a functional OpOverload node (`*_copy` spellings wrote their own
/// buffer and are not views).
pub fn view_kind(node: &Node) -> Option<ViewKind> {
    lookup_node(node)
        .filter(|r| r.form == Form::Overload && r.variant == Variant::Functional)
        .and_then(|r| r.op.view())
}

/// The view kinds [`view_step`] follows.
pub fn is_strided_view(v: ViewKind) -> bool {
    matches!(
        v,
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
}

/// Node `node` (a view of kind `view`, result `shape`) applied to its input `x`; `None` when
/// the view is not strided over `x` (a `reshape` that copies) or not one [`view_step`] knows.
pub fn view_step(node: &Node, view: ViewKind, x: &View, shape: &[i64]) -> Option<View> {
    let n = x.0.len();
    let int = |i: usize| node.args.get(i).and_then(Arg::as_int);
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
            // The node's own shape is the target with `-1`s resolved (and SymInt arguments,
            // `expand(x, [1, arg0_1, 16])`, at their values).
            let target = shape;
            let lead = target.len().checked_sub(n)?;
            let mut st = vec![0; target.len()];
            for (i, t) in target.iter().enumerate().skip(lead) {
                let (xs, xst) = (x.0[i - lead], x.1[i - lead]);
                st[i] = if xs == 1 && *t != 1 { 0 } else { xst };
            }
            (shape.to_vec(), st, x.2)
        }
        ViewKind::Alias => (shape.to_vec(), x.1.clone(), x.2),
        ViewKind::Reshape => {
            // PyTorch's `computeStride`: a strided buffer (a reduction stored with a
            // permuted layout) views as the new shape when its strides allow it.
            let us = |v: &[i64]| {
                v.iter().map(|&d| usize::try_from(d).ok()).collect::<Option<Vec<usize>>>()
            };
            let st = compute_stride(&us(&x.0)?, &us(&x.1)?, &us(shape)?)?;
            (shape.to_vec(), st.into_iter().map(|s| s as i64).collect(), x.2)
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
            (shape.to_vec(), st, off)
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

/// PyTorch's `computeStride`: strides viewing (`sizes`, `strides`) as `new` without a copy.
pub fn compute_stride(sizes: &[usize], strides: &[usize], new: &[usize]) -> Option<Vec<usize>> {
    let numel: usize = sizes.iter().product();
    if sizes.is_empty() || numel == 0 {
        let new_i: Vec<i64> = new.iter().map(|&d| d as i64).collect();
        return Some(contiguous(&new_i).into_iter().map(|s| s as usize).collect());
    }
    let mut newstride = vec![0usize; new.len()];
    let mut view_d = new.len() as isize - 1;
    let mut chunk_base_stride = *strides.last()?;
    let (mut tensor_numel, mut view_numel) = (1usize, 1usize);
    for tensor_d in (0..sizes.len()).rev() {
        tensor_numel *= sizes[tensor_d];
        if tensor_d == 0
            || (sizes[tensor_d - 1] != 1
                && strides[tensor_d - 1] != tensor_numel * chunk_base_stride)
        {
            while view_d >= 0 && (view_numel < tensor_numel || new[view_d as usize] == 1) {
                newstride[view_d as usize] = view_numel * chunk_base_stride;
                view_numel *= new[view_d as usize];
                view_d -= 1;
            }
            if view_numel != tensor_numel {
                return None;
            }
            if tensor_d > 0 {
                chunk_base_stride = strides[tensor_d - 1];
                tensor_numel = 1;
                view_numel = 1;
            }
        }
    }
    if view_d != -1 {
        return None;
    }
    Some(newstride)
}

/// The strides TensorIterator gives a new output of `shape` computed from `inputs` (their
/// sizes and strides, broadcast to `shape` by the caller's rules): `reorder_dimensions` sorts
/// the dims by the inputs' strides, first input first, a broadcast (stride 0) dim deciding
/// nothing, and the output is dense in that order. All-contiguous inputs give contiguous.
pub fn tensor_iterator(shape: &[i64], inputs: &[(Vec<i64>, Vec<i64>)]) -> Vec<i64> {
    let nd = shape.len();
    // `compute_elementwise_output_logical_to_physical_perm` short-circuits: all inputs
    // contiguous (size-1 dims ignored), or a single dim, give contiguous strides.
    let is_contiguous = |(s, st): &(Vec<i64>, Vec<i64>)| {
        let want = contiguous(s);
        s.iter().zip(st.iter().zip(&want)).all(|(sz, (a, b))| *sz == 1 || a == b)
    };
    if nd <= 1 || inputs.iter().all(is_contiguous) {
        return contiguous(shape);
    }
    // Each input's strides in the output's dims (missing leading dims and size-1 dims that
    // broadcast get 0).
    let bcast: Vec<Vec<i64>> = inputs
        .iter()
        .filter_map(|(s, st)| {
            let lead = nd.checked_sub(s.len())?;
            Some(
                (0..nd)
                    .map(|d| {
                        if d < lead {
                            return 0;
                        }
                        let (sz, x) = (s[d - lead], st[d - lead]);
                        if sz == 1 && shape[d] != 1 { 0 } else { x }
                    })
                    .collect(),
            )
        })
        .collect();
    // TensorIterator's dim 0 is the fastest: perm[i] = nd-1-i to start.
    let mut perm: Vec<usize> = (0..nd).rev().collect();
    let should_swap = |d0: usize, d1: usize| -> i32 {
        for st in &bcast {
            let (s0, s1) = (st[d0], st[d1]);
            if s0 == 0 || s1 == 0 {
                continue;
            }
            if s0 < s1 {
                return -1;
            }
            if s0 > s1 {
                return 1;
            }
            if shape[d0] > shape[d1] {
                return 1;
            }
        }
        0
    };
    for i in 1..nd {
        let mut dim1 = i;
        for dim0 in (0..i).rev() {
            let c = should_swap(perm[dim0], perm[dim1]);
            if c > 0 {
                perm.swap(dim0, dim1);
                dim1 = dim0;
            } else if c < 0 {
                break;
            }
        }
    }
    let mut out = vec![0; nd];
    let mut next = 1;
    for &d in &perm {
        out[d] = next;
        next *= shape[d].max(1);
    }
    out
}

/// Element `(dim, start, len)` of a split of `x` ([`split_piece`]).
pub fn split_step(x: &View, dim: usize, start: i64, len: Option<i64>) -> View {
    let d = dim.min(x.0.len().saturating_sub(1));
    let (mut s, mut st) = (x.0.clone(), x.1.clone());
    let off = x.2 + start * st.get(d).copied().unwrap_or(0);
    match len {
        Some(len) => {
            if let Some(x) = s.get_mut(d) {
                *x = len;
            }
        }
        None => {
            s.remove(d);
            st.remove(d);
        }
    }
    (s, st, off)
}

/// For `getitem(t, i)` of a `split`/`split_with_sizes`/`chunk`/`unbind` node: the split input,
/// the dim, where element `i` starts along it, and its length (`None` for `unbind`, whose
/// elements drop the dim).
pub fn split_piece(g: &Graph, node: &Node) -> Option<(NodeId, usize, i64, Option<i64>)> {
    split_piece_at(g, node, &std::collections::HashMap::new())
}

/// [`split_piece`] of a graph with size symbols, at their values `env`.
pub fn split_piece_at(
    g: &Graph,
    node: &Node,
    env: &std::collections::HashMap<String, i64>,
) -> Option<(NodeId, usize, i64, Option<i64>)> {
    let t = g.get(node.args.first()?.as_node()?)?;
    let i = usize::try_from(node.args.get(1)?.as_int()?).ok()?;
    let r = lookup_node(t).filter(|r| r.form == Form::Overload)?;
    // Other ops with several outputs (`sort`, `median.dim` of a 0-d tensor) are no pieces.
    if !matches!(r.op, Op::Split | Op::SplitWithSizes | Op::Chunk | Op::Unbind) {
        return None;
    }
    let src = t.args.first()?.as_node()?;
    let in_shape: Vec<i64> =
        g.get(src)?.meta.tensor()?.shape.iter().map(|d| d.eval(env).ok()).collect::<Option<_>>()?;
    let n = in_shape.len();
    let dim_at = |k: usize| t.kwarg("dim").or_else(|| t.args.get(k)).and_then(Arg::as_int);
    let a1 = t.args.get(1);
    if r.op == Op::Unbind {
        let d = wrap(dim_at(1).unwrap_or(0), n)?;
        return Some((src, d, i as i64, None));
    }
    let dim = wrap(dim_at(2).unwrap_or(0), n)?;
    let lens = split_lengths(r.op, *in_shape.get(dim)?, a1?)?;
    let start: i64 = lens.get(..i)?.iter().sum();
    Some((src, dim, start, Some(*lens.get(i)?)))
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn pointwise_results_follow_their_first_strided_input() {
        // q.transpose(1, 2) * cos: the product keeps q's (B, L, H, D) memory order.
        let q = (vec![1, 4, 16, 32], vec![2048, 32, 128, 1]);
        let cos = (vec![1, 1, 16, 32], vec![512, 512, 32, 1]);
        assert_eq!(tensor_iterator(&[1, 4, 16, 32], &[q, cos]), vec![2048, 32, 128, 1]);
        let a = (vec![3, 5], vec![5, 1]);
        assert_eq!(tensor_iterator(&[3, 5], &[a.clone(), a]), vec![5, 1]);
        let t = (vec![3, 5], vec![1, 3]);
        assert_eq!(tensor_iterator(&[3, 5], &[t, (vec![5], vec![1])]), vec![1, 3]);
    }

    #[test]
    fn compute_stride_views_and_refuses_what_needs_a_copy() {
        assert_eq!(compute_stride(&[4, 6], &[6, 1], &[2, 2, 6]), Some(vec![12, 6, 1]));
        assert_eq!(compute_stride(&[4, 6], &[1, 4], &[24]), None);
    }
}
