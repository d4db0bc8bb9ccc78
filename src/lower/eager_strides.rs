//! The strides eager PyTorch gives each FX value (what `node.meta["val"].stride()` holds when
//! Inductor lowers the graph), for the layout constraints that read them: sdpa's stride order,
//! graph outputs. A printed graph carries no strides unless it was printed with
//! `include_stride=True`, so they are recomputed the way the meta functions compute them:
//! views through their strides, pointwise results by TensorIterator's rule, clones by their
//! memory format, everything else dense.
use crate::ir::{Arg, Graph, Node, NodeId, OpKind};
use crate::op::strides::{self, View, contiguous, split_piece, tensor_iterator};
use crate::op::{self, Category, Form, Op, Variant};
use std::collections::HashMap;

/// Eager strides by node index (`None` where the value is not a tensor or a size stays
/// symbolic); a dynamic graph's at `hints`: what layout decisions that go by hints (stride
/// orders) read.
pub fn eager_strides(g: &Graph, hints: &HashMap<String, i64>) -> Vec<Option<Vec<i64>>> {
    // A dynamic graph's meta functions ran at the hints: the graph specialized to them has the
    // same nodes by name (Sym-valued ones aside) and its view arguments are numbers.
    if !hints.is_empty() && crate::ir::specialize::is_dynamic(g) {
        let binding: std::collections::BTreeMap<String, i64> =
            hints.iter().map(|(k, v)| (k.clone(), *v)).collect();
        if let Ok(sg) = crate::ir::specialize::specialize(g, &binding) {
            let strides = eager_strides(&sg, &HashMap::new());
            let by_name: HashMap<&str, &Option<Vec<i64>>> =
                sg.nodes.iter().map(|n| n.name.as_str()).zip(&strides).collect();
            return g
                .nodes
                .iter()
                .map(|n| by_name.get(n.name.as_str()).and_then(|s| (*s).clone()))
                .collect();
        }
    }
    let mut out: Vec<Option<Vec<i64>>> = Vec::with_capacity(g.nodes.len());
    for (i, node) in g.nodes.iter().enumerate() {
        let s = of_node(g, node, &out);
        debug_assert_eq!(out.len(), i, "nodes are visited in order");
        out.push(s);
    }
    out
}

fn shape(g: &Graph, id: NodeId) -> Option<Vec<i64>> {
    g.get(id)?.meta.tensor()?.concrete_shape()
}

fn of_node(g: &Graph, node: &Node, done: &[Option<Vec<i64>>]) -> Option<Vec<i64>> {
    let meta = node.meta.tensor()?;
    if let Some(st) = meta.stride.as_ref().and_then(|s| s.iter().map(|x| x.as_const()).collect()) {
        return Some(st);
    }
    let shape_here = meta.concrete_shape()?;
    let dense = || Some(contiguous(&shape_here));
    let input =
        |id: NodeId| -> Option<View> { Some((shape(g, id)?, done.get(id.idx())?.clone()?, 0)) };
    if node.op != OpKind::CallFunction {
        return dense();
    }
    if node.target == crate::ir::graph::GETITEM {
        let src = node.args.first()?.as_node()?;
        if let Some((x, dim, start, len)) = split_piece(g, node) {
            let v = strides::split_step(&input(x)?, dim, start, len);
            return (v.0 == shape_here).then_some(v.1);
        }
        // The meta kernel: `empty_like(query)` (its strides when dense), and `logsumexp` as
        // (B, L, H) transposed.
        let sdpa = g.get(src)?;
        let elem = node.args.get(1).and_then(Arg::as_int).and_then(|i| usize::try_from(i).ok());
        if let Some(i) = elem
            && shape_here.len() >= 2
            && super::linalg::column_major(sdpa, i)
        {
            return Some(super::linalg::column_major_strides(&shape_here));
        }
        if op::lookup_node(sdpa).is_some_and(|r| r.op == Op::SdpaFlashCpu) {
            match (node.args.get(1).and_then(Arg::as_int), shape_here.as_slice()) {
                (Some(0), _) => {
                    let q = sdpa.args.first()?.as_node()?;
                    let st = done.get(q.idx())?.clone()?;
                    return if is_dense(&shape_here, &st) { Some(st) } else { dense() };
                }
                (Some(1), [_, h, l]) => return Some(vec![l * h, 1, *h]),
                _ => {}
            }
        }
        return dense();
    }
    let Some(r) = op::lookup_node(node).filter(|r| r.form == Form::Overload) else {
        return dense();
    };
    if r.variant != Variant::Functional {
        return dense();
    }
    let first = node.args.first().and_then(Arg::as_node);
    if let Some(kind) = strides::view_kind(node).filter(|k| strides::is_strided_view(*k)) {
        // A `reshape` the strides do not allow copies into a dense result.
        let v = first.and_then(input).and_then(|x| strides::view_step(node, kind, &x, &shape_here));
        return v.map(|v| v.1).or_else(dense);
    }
    // FX prints `memory_format = torch.contiguous_format`, which reads as a MemoryFormat.
    let memory_format = node.kwarg("memory_format").and_then(|a| match a {
        Arg::MemoryFormat(m) | Arg::Str(m) => Some(m.as_str()),
        _ => None,
    });
    if shape_here.len() >= 2 && super::linalg::column_major(node, 0) {
        return Some(super::linalg::column_major_strides(&shape_here));
    }
    let int_list = |i: usize| node.args.get(i).and_then(Arg::as_int_list);
    match r.op {
        Op::FftR2c | Op::FftC2c | Op::FftC2r => {
            let (in_shape, in_st, _) = first.and_then(input)?;
            let n = in_shape.len() as i64;
            let dims: Vec<usize> = int_list(1)?
                .iter()
                .map(|&d| usize::try_from(if d < 0 { d + n } else { d }).ok())
                .collect::<Option<_>>()?;
            Some(fft_strides(r.op, &in_shape, &in_st, &dims, &shape_here))
        }
        // `_conj` is a view; `_conj_physical` an `empty_like` (preserving dense strides).
        Op::Conj => first.and_then(input).map(|v| v.1),
        Op::ConjPhysical => {
            first.and_then(input).filter(|v| is_dense(&v.0, &v.1)).map(|v| v.1).or_else(dense)
        }
        // The complex element is two reals: strides double, and the parts are adjacent.
        Op::ViewAsReal => {
            first.and_then(input).map(|v| v.1.iter().map(|s| s * 2).chain([1]).collect())
        }
        Op::ViewAsComplex => first
            .and_then(input)
            .and_then(|v| v.1.split_last().map(|(_, st)| st.iter().map(|s| s / 2).collect())),
        Op::Contiguous => dense(),
        Op::Clone | Op::ToCopy | Op::ConvertElementType
            if memory_format.is_some_and(|m| m.ends_with("contiguous_format")) =>
        {
            dense()
        }
        Op::Clone | Op::ToCopy
            if memory_format.is_some_and(|m| m.ends_with("channels_last_3d")) =>
        {
            channels_last(&shape_here, 5).or_else(dense)
        }
        Op::Clone | Op::ToCopy if memory_format.is_some_and(|m| m.ends_with("channels_last")) => {
            channels_last(&shape_here, 4).or_else(dense)
        }
        // A 2-d convolution on CPU (mkldnn's and thnn's `*_conv_use_channels_last`): the output
        // is channels-last when c10's `suggest_memory_format` of the input or the weight is.
        Op::Convolution if shape_here.len() == 4 => {
            let cl = [0, 1].iter().any(|&i| {
                let v = node.args.get(i).and_then(Arg::as_node).and_then(input);
                v.is_some_and(|(sz, st, _)| super::more::suggests_channels_last(&sz, &st))
            });
            if cl { channels_last(&shape_here, 4).or_else(dense) } else { dense() }
        }
        _ if matches!(r.op.category(), Category::Pointwise) => {
            let inputs: Vec<(Vec<i64>, Vec<i64>)> = node
                .args
                .iter()
                .filter_map(Arg::as_node)
                .filter_map(|id| input(id).map(|v| (v.0, v.1)))
                .collect();
            if inputs.is_empty() {
                return dense();
            }
            Some(tensor_iterator(&shape_here, &inputs))
        }
        _ => dense(),
    }
}

/// The MKL meta kernels of the FFT primitives (`meta_fft_r2c`, `meta_fft_c2c`,
/// `meta_fft_c2r` of `torch/_meta_registrations.py`): `_exec_fft` lays the batch dims out
/// first, in the input's stride order, then the transformed dims in the order it was given.
fn fft_strides(op: Op, shape: &[i64], st: &[i64], dims: &[usize], out: &[i64]) -> Vec<i64> {
    // Python's `sort(key=stride, reverse=True)`: stable, largest stride first.
    let by_stride = |v: &mut [usize], st: &[i64]| v.sort_by(|a, b| st[*b].cmp(&st[*a]));
    match op {
        Op::FftC2c if dims.is_empty() => st.to_vec(),
        Op::FftC2c => {
            let mut sorted = dims.to_vec();
            by_stride(&mut sorted, st);
            exec_fft(st, out, &sorted)
        }
        Op::FftR2c => {
            let mut sorted = dims.to_vec();
            if let Some((_, head)) = sorted.split_last_mut() {
                by_stride(head, st);
            }
            exec_fft(st, out, &sorted)
        }
        _ => match dims.split_last() {
            // c2r: the c2c transform of the other dims first (its output's strides), then
            // the last dim.
            Some((&last, rest)) if !rest.is_empty() => {
                let mid = fft_strides(Op::FftC2c, shape, st, rest, shape);
                exec_fft(&mid, out, &[last])
            }
            _ => exec_fft(st, out, dims),
        },
    }
}

/// `_exec_fft`'s output strides for input strides `st`, output sizes `out`, transformed `dims`.
fn exec_fft(st: &[i64], out: &[i64], dims: &[usize]) -> Vec<i64> {
    let ndim = out.len();
    if out.contains(&0) {
        return contiguous(out);
    }
    let mut batch: Vec<usize> = (0..ndim).filter(|d| !dims.contains(d)).collect();
    batch.sort_by(|a, b| st[*b].cmp(&st[*a]));
    let permute: Vec<usize> = batch.iter().chain(dims).copied().collect();
    // `out.resize_([batch, *signal sizes])`, contiguous.
    let signal: Vec<i64> = dims.iter().map(|&d| out[d]).collect();
    let batch_size: i64 = batch.iter().map(|&d| out[d]).product();
    let packed = contiguous(&[vec![batch_size], signal].concat());
    let mut strides = vec![0; ndim];
    let mut numel = 1;
    for &d in batch.iter().rev() {
        strides[d] = numel * packed[0];
        numel *= out[d];
    }
    for (i, &d) in permute[batch.len()..].iter().enumerate() {
        strides[d] = packed[1 + i];
    }
    strides
}

/// c10's `make_channels_last_{2d,3d}_strides_for` (`rank` 4 or 5): channels innermost, then
/// the spatial dims last to first, then the batch (a zero size zeroes the strides outside it,
/// as eager's `clone(memory_format=...)` gives them). `None` for a
/// tensor of another rank (PyTorch refuses the format there).
pub(crate) fn channels_last(shape: &[i64], rank: usize) -> Option<Vec<i64>> {
    if shape.len() != rank {
        return None;
    }
    let mut st = vec![0; rank];
    let mut next = 1;
    for d in std::iter::once(1).chain((2..rank).rev()).chain([0]) {
        st[d] = next;
        next *= shape[d];
    }
    Some(st)
}

/// `is_contiguous_for_memory_format(channels_last / channels_last_3d)` on a 4-d / 5-d tensor:
/// channels, then the spatial dims last to first, then the batch are densely packed, size-1
/// dims (whose strides mean nothing) skipped. So a contiguous `[1, 1, H, W]` is also
/// channels-last contiguous.
pub(crate) fn is_channels_last_contiguous(size: &[i64], stride: &[i64]) -> bool {
    let rank = size.len();
    if !(rank == 4 || rank == 5) || stride.len() != rank {
        return false;
    }
    let mut expect = 1;
    for d in std::iter::once(1).chain((2..rank).rev()).chain([0]) {
        if size[d] == 1 {
            continue;
        }
        if stride[d] != expect {
            return false;
        }
        expect *= size[d];
    }
    true
}

/// `is_non_overlapping_and_dense`: the strides, sorted, are a dense packing of the sizes
/// (size-1 dims aside).
pub fn is_dense(size: &[i64], stride: &[i64]) -> bool {
    let mut dims: Vec<usize> = (0..size.len()).filter(|d| size[*d] != 1).collect();
    dims.sort_by_key(|d| stride[*d]);
    let mut expect = 1;
    for d in dims {
        if stride[d] != expect {
            return false;
        }
        expect *= size[d];
    }
    true
}

/// `ir.get_stride_order`: each dim's rank among the strides (0 = smallest); among equal
/// strides the later dim ranks lower, as Inductor's `argsort` orders them.
pub fn stride_order(stride: &[i64]) -> Vec<usize> {
    let mut idx: Vec<usize> = (0..stride.len()).collect();
    // Python: reversed(sorted(range(n), key=stride, reverse=True)), a stable sort.
    idx.sort_by(|a, b| stride[*b].cmp(&stride[*a]));
    idx.reverse();
    let mut out = vec![0; stride.len()];
    for (rank, d) in idx.into_iter().enumerate() {
        out[d] = rank;
    }
    out
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn stride_orders_as_inductor_computes_them() {
        assert_eq!(stride_order(&[2048, 32, 128, 1]), vec![3, 1, 2, 0]);
        // Equal strides (a size-1 dim): the later dim ranks lower.
        assert_eq!(stride_order(&[16, 16, 1]), vec![2, 1, 0]);
    }

    #[test]
    fn channels_last_strides_are_c10s() {
        assert_eq!(channels_last(&[5, 5, 5, 5], 4), Some(vec![125, 1, 25, 5]));
        assert_eq!(channels_last(&[2, 3, 4, 5, 6], 5), Some(vec![360, 1, 90, 18, 3]));
        assert_eq!(channels_last(&[2, 0, 4, 5], 4), Some(vec![0, 1, 0, 0]));
        assert_eq!(channels_last(&[2, 3, 0, 5], 4), Some(vec![0, 1, 15, 3]));
        assert_eq!(channels_last(&[2, 3], 4), None);
    }

    #[test]
    fn fft_outputs_are_laid_out_as_mkl_meta_kernels_lay_them() {
        // fft.ifft / ihfft of a [5, 10, 7] signal along dim 1 (ir_pre_fusion.txt of torch 2.15).
        let st = [70, 7, 1];
        assert_eq!(fft_strides(Op::FftR2c, &[5, 10, 7], &st, &[1], &[5, 10, 7]), [70, 1, 10]);
        assert_eq!(fft_strides(Op::FftR2c, &[5, 10, 7], &st, &[1], &[5, 6, 7]), [42, 1, 6]);
        assert_eq!(
            fft_strides(Op::FftC2r, &[5, 6, 7], &[42, 7, 1], &[1], &[5, 10, 7]),
            [70, 1, 10]
        );
        // fft2 over the last two dims: nothing to permute.
        let c2c = fft_strides(Op::FftC2c, &[5, 3, 10], &[30, 10, 1], &[1, 2], &[5, 3, 10]);
        assert_eq!(c2c, [30, 10, 1]);
    }
}
