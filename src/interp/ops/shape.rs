//! Views (no copy), layout copies, dtype conversion, concatenation and gathers by index.
use super::{Call, Cx};
use crate::interp::promote::{Operand, result_type};
use crate::interp::tensor::{TResult, Tensor, TensorError, terr, wrap_dim};
use crate::interp::value::Value;
use crate::ir::DType;

/// Offsets of every element of a (sizes, strides) box, row-major.
fn box_offsets(sizes: &[usize], strides: &[usize]) -> Vec<usize> {
    let mut out = vec![0usize];
    for (&s, &st) in sizes.iter().zip(strides) {
        out = out.iter().flat_map(|&o| (0..s).map(move |i| o + i * st)).collect();
    }
    out
}

/// `aten.index.Tensor`: advanced indexing by integer tensors (`None` keeps a dim). Adjacent
/// indexed dims put the broadcast index shape in their place; separated ones put it first.
pub fn index(x: &Tensor, indices: &[Option<&Tensor>]) -> TResult<Tensor> {
    for i in indices.iter().flatten() {
        if i.dtype() == DType::B8 || i.dtype() == DType::U8 {
            return terr(
                "indexing with boolean/uint8 masks is not supported (data-dependent shape)",
            );
        }
    }
    if indices.iter().all(|i| i.is_none()) {
        return Ok(x.clone());
    }
    let (offsets, shape) = index_offsets(x, indices)?;
    Tensor::new(x.storage().gather(offsets.into_iter()), shape)
}

/// The storage offset of every element `x[indices]` names, in the result's row-major order,
/// and the result's shape (what `index` reads and `index_put` writes).
pub fn index_offsets(x: &Tensor, indices: &[Option<&Tensor>]) -> TResult<(Vec<usize>, Vec<usize>)> {
    if indices.len() > x.dim() {
        return terr(format!("too many indices ({}) for a {}-d tensor", indices.len(), x.dim()));
    }
    let pos: Vec<usize> = (0..indices.len()).filter(|&i| indices[i].is_some()).collect();
    let idx: Vec<&Tensor> = indices.iter().flatten().copied().collect();
    for i in &idx {
        if i.dtype().is_float() || i.dtype() == DType::B8 || i.dtype() == DType::U8 {
            return terr("tensors used as indices must be long, int, byte or bool tensors");
        }
    }
    let bshape =
        super::pointwise::broadcast_shapes(&idx.iter().map(|t| t.sizes()).collect::<Vec<_>>())?;
    let bshape_i: Vec<i64> = bshape.iter().map(|&s| s as i64).collect();
    let vals: Vec<Vec<i64>> =
        idx.iter().map(|t| t.expand(&bshape_i).map(|e| e.to_i64_vec())).collect::<TResult<_>>()?;
    let adjacent = pos.windows(2).all(|w| w[1] == w[0] + 1);
    let rest: Vec<usize> = (0..x.dim()).filter(|d| !pos.contains(d)).collect();
    let (pre, post): (Vec<usize>, Vec<usize>) = if adjacent && !pos.is_empty() {
        rest.iter().partition(|&&d| d < pos[0])
    } else {
        (vec![], rest)
    };
    let sz = |ds: &[usize]| ds.iter().map(|&d| x.sizes()[d]).collect::<Vec<_>>();
    let st = |ds: &[usize]| ds.iter().map(|&d| x.strides()[d]).collect::<Vec<_>>();
    let pre_off = box_offsets(&sz(&pre), &st(&pre));
    let post_off = box_offsets(&sz(&post), &st(&post));
    let nb: usize = bshape.iter().product();
    let mut idx_off = Vec::with_capacity(nb);
    #[allow(clippy::needless_range_loop, reason = "`b` indexes every index tensor's values")]
    for b in 0..nb {
        let mut o = 0usize;
        for (k, &d) in pos.iter().enumerate() {
            let n = x.sizes()[d] as i64;
            let v = vals[k][b];
            let w = if v < 0 { v + n } else { v };
            if w < 0 || w >= n {
                return terr(format!("index {v} is out of bounds for dimension {d} with size {n}"));
            }
            o += w as usize * x.strides()[d];
        }
        idx_off.push(o);
    }
    let base = x.offset();
    let (idx_off, post_off) = (&idx_off, &post_off);
    let offsets = pre_off
        .iter()
        .flat_map(|&p| {
            idx_off.iter().flat_map(move |&i| post_off.iter().map(move |&q| base + p + i + q))
        })
        .collect();
    let mut shape = sz(&pre);
    shape.extend(&bshape);
    shape.extend(sz(&post));
    Ok((offsets, shape))
}

/// `cat`: dtypes promote; legacy empty 1-d tensors are skipped as PyTorch does, and when
/// every input is one the result is one too (`cat_meta`'s `{0}`), of the promoted dtype.
pub fn cat(ts: &[&Tensor], dim: i64) -> TResult<Tensor> {
    if ts.is_empty() {
        return terr("cat of no tensors");
    }
    let dtype = result_type(
        &ts.iter().map(|t| Operand::Tensor { dtype: t.dtype(), ndim: t.dim() }).collect::<Vec<_>>(),
    )
    .map_err(TensorError)?;
    let ts: Vec<&Tensor> =
        ts.iter().copied().filter(|t| !(t.dim() == 1 && t.numel() == 0)).collect();
    let Some(first) = ts.first() else { return Tensor::zeros(dtype, vec![0]) };
    let d = wrap_dim(dim, first.dim())?;
    let mut shape = first.sizes().to_vec();
    shape[d] = 0;
    for t in &ts {
        if t.dim() != first.dim()
            || t.sizes().iter().enumerate().any(|(i, &s)| i != d && s != first.sizes()[i])
        {
            return terr(format!(
                "cat: shapes {:?} and {:?} differ outside dim {d}",
                first.sizes(),
                t.sizes()
            ));
        }
        shape[d] += t.sizes()[d];
    }
    let outer: usize = shape[..d].iter().product();
    let parts: Vec<(usize, Tensor)> = ts
        .iter()
        .map(|t| Ok((t.sizes()[d..].iter().product::<usize>(), t.to_dtype(dtype)?)))
        .collect::<TResult<_>>()?;
    let chunks: Vec<usize> = parts.iter().map(|(c, _)| *c).collect();
    if dtype.is_complex() {
        let vals: Vec<Vec<_>> = parts.iter().map(|(_, t)| t.to_c64_vec()).collect();
        let storage = crate::interp::storage::Storage::C64(interleave(&chunks, &vals, outer));
        Tensor::new(storage, shape)
    } else if dtype.is_float() {
        let vals: Vec<Vec<f64>> = parts.iter().map(|(_, t)| t.to_f64_vec()).collect();
        Tensor::from_f64(dtype, shape, &interleave(&chunks, &vals, outer))
    } else {
        let vals: Vec<Vec<i64>> = parts.iter().map(|(_, t)| t.to_i64_vec()).collect();
        Tensor::from_i64(dtype, shape, &interleave(&chunks, &vals, outer))
    }
}

/// For each of `outer` rows, chunk `o` of every part in turn (the memory order of a cat).
fn interleave<T: Copy>(chunks: &[usize], vals: &[Vec<T>], outer: usize) -> Vec<T> {
    let mut out = Vec::with_capacity(vals.iter().map(Vec::len).sum());
    for o in 0..outer {
        for (&chunk, v) in chunks.iter().zip(vals) {
            out.extend_from_slice(&v[o * chunk..(o + 1) * chunk]);
        }
    }
    out
}

fn split(x: &Tensor, sizes: &[usize], dim: i64) -> TResult<Value> {
    let mut start = 0i64;
    let mut out = Vec::new();
    for &s in sizes {
        out.push(Value::Tensor(x.slice(dim, Some(start), Some(start + s as i64), 1)?));
        start += s as i64;
    }
    Ok(Value::List(out))
}

fn find_dtype(c: &Call) -> Option<DType> {
    c.args.iter().chain(c.kwargs.iter().filter(|(k, _)| k == "dtype").map(|(_, v)| v)).find_map(
        |v| match v {
            Value::Dtype(d) => Some(*d),
            _ => None,
        },
    )
}

fn tv(x: TResult<Tensor>) -> TResult<Value> {
    x.map(Value::Tensor)
}

fn x(c: &Call) -> TResult<&Tensor> {
    c.tensor(0, "self")
}

/// `view`, `reshape`, `_unsafe_view`, `_reshape_alias` (its strides are eager's layout, which
/// the interpreter's own layouts need not follow).
pub(super) fn reshape(c: &Call) -> TResult<Value> {
    if matches!(c.get(1, "dtype"), Some(Value::Dtype(_))) {
        return terr("view.dtype (bit reinterpretation) is not supported");
    }
    // `view` on a layout that cannot be viewed would raise in PyTorch; since the
    // interpreter's layouts can differ from eager's, it copies instead.
    tv(x(c)?.reshape(&c.int_list(1, "size")?))
}

pub(super) fn permute(c: &Call) -> TResult<Value> {
    tv(x(c)?.permute(&c.int_list(1, "dims")?))
}

pub(super) fn transpose(c: &Call) -> TResult<Value> {
    tv(x(c)?.transpose(c.int(1, "dim0")?, c.int(2, "dim1")?))
}

pub(super) fn t_(c: &Call) -> TResult<Value> {
    let x = x(c)?;
    if x.dim() > 2 {
        return terr("t() expects a tensor with <= 2 dims");
    }
    tv(x.transpose(0, -1))
}

pub(super) fn expand(c: &Call) -> TResult<Value> {
    tv(x(c)?.expand(&c.int_list(1, "size")?))
}

pub(super) fn unsqueeze(c: &Call) -> TResult<Value> {
    tv(x(c)?.unsqueeze(c.int(1, "dim")?))
}

pub(super) fn squeeze(c: &Call) -> TResult<Value> {
    tv(x(c)?.squeeze(c.opt_int_list(1, "dim")?.as_deref()))
}

pub(super) fn slice(c: &Call) -> TResult<Value> {
    tv(x(c)?.slice(
        c.opt_int(1, "dim")?.unwrap_or(0),
        c.opt_int(2, "start")?,
        c.opt_int(3, "end")?,
        c.opt_int(4, "step")?.unwrap_or(1),
    ))
}

pub(super) fn select(c: &Call) -> TResult<Value> {
    tv(x(c)?.select(c.int(1, "dim")?, c.int(2, "index")?))
}

/// `alias`, `detach`, `lift_fresh`: the same tensor. Also `lift_fresh_copy`: every op here is
/// functional, so sharing the storage is as good as a copy.
pub(super) fn alias(c: &Call) -> TResult<Value> {
    tv(x(c).cloned())
}

pub(super) fn contiguous(c: &Call) -> TResult<Value> {
    tv(x(c).map(Tensor::contiguous))
}

/// `convert_element_type`, `_to_copy`, `to`: the first dtype argument, wherever it is.
pub(super) fn convert(c: &Call) -> TResult<Value> {
    let x = x(c)?;
    tv(match find_dtype(c) {
        Some(d) => x.to_dtype(d),
        None => Ok(x.clone()),
    }
    .map(|t| t.contiguous()))
}

pub(super) fn cat_op(c: &Call) -> TResult<Value> {
    tv(cat(&c.tensors(0, "tensors")?, c.opt_int(1, "dim")?.unwrap_or(0)))
}

pub(super) fn stack(c: &Call) -> TResult<Value> {
    let dim = c.opt_int(1, "dim")?.unwrap_or(0);
    let ts = c.tensors(0, "tensors")?;
    let nd = ts.first().map(|t| t.dim()).unwrap_or(0);
    let d = wrap_dim(dim, nd + 1)? as i64;
    let us: Vec<Tensor> = ts.iter().map(|t| t.unsqueeze(d)).collect::<TResult<_>>()?;
    tv(cat(&us.iter().collect::<Vec<_>>(), d))
}

pub(super) fn index_op(cx: &Cx, c: &Call) -> TResult<Value> {
    if !matches!(cx.overload, "Tensor" | "") {
        return terr(format!("overload `{}` is not supported", cx.overload));
    }
    let list = match c.get(1, "indices") {
        Some(Value::List(v)) => v,
        _ => return terr("index expects a list of optional tensors"),
    };
    let idx: Vec<Option<&Tensor>> = list
        .iter()
        .map(|v| match v {
            Value::Tensor(t) => Ok(Some(t)),
            Value::None => Ok(None),
            v => terr(format!("index list holds a {}", v.kind())),
        })
        .collect::<TResult<_>>()?;
    tv(index(x(c)?, &idx))
}

pub(super) fn embedding(c: &Call) -> TResult<Value> {
    tv(index(c.tensor(0, "weight")?, &[Some(c.tensor(1, "indices")?)]))
}

/// `split.Tensor(self, split_size, dim)` and `split_with_sizes(self, split_sizes, dim)`.
pub(super) fn split_op(c: &Call) -> TResult<Value> {
    let x = x(c)?;
    let dim = c.opt_int(2, "dim")?.unwrap_or(0);
    let n = x.sizes().get(wrap_dim(dim, x.dim())?).copied().unwrap_or(0);
    let sizes: Vec<usize> = match c.get(1, "split_size") {
        Some(Value::Int(s)) if *s > 0 => {
            let s = *s as usize;
            (0..n.div_ceil(s).max(1)).map(|i| s.min(n - i * s)).collect()
        }
        _ => c.int_list(1, "split_sizes")?.iter().map(|&s| s.max(0) as usize).collect(),
    };
    split(x, &sizes, dim)
}

/// `chunk(self, chunks, dim)`: pieces of `ceil(n / chunks)`, the last shorter (as many as
/// that takes, possibly fewer than `chunks`).
pub(super) fn chunk(c: &Call) -> TResult<Value> {
    let x = x(c)?;
    let chunks = c.int(1, "chunks")?;
    if chunks < 1 {
        return terr(format!("chunk expects `chunks` to be greater than 0, got: {chunks}"));
    }
    let dim = c.opt_int(2, "dim")?.unwrap_or(0);
    let n = x.sizes().get(wrap_dim(dim, x.dim())?).copied().unwrap_or(0);
    let s = n.div_ceil(chunks as usize).max(1);
    let sizes: Vec<usize> = (0..n.div_ceil(s).max(1)).map(|i| s.min(n - i * s)).collect();
    split(x, &sizes, dim)
}

pub(super) fn unbind(c: &Call) -> TResult<Value> {
    let x = x(c)?;
    let dim = c.opt_int(1, "dim")?.unwrap_or(0);
    let n = x.sizes().get(wrap_dim(dim, x.dim())?).copied().unwrap_or(0);
    (0..n as i64)
        .map(|i| x.select(dim, i).map(Value::Tensor))
        .collect::<TResult<Vec<_>>>()
        .map(Value::List)
}

pub(super) fn sym_size(c: &Call) -> TResult<Value> {
    let x = x(c)?;
    Ok(Value::Int(x.sizes()[wrap_dim(c.int(1, "dim")?, x.dim())?] as i64))
}

pub(super) fn sym_numel(c: &Call) -> TResult<Value> {
    x(c).map(|x| Value::Int(x.numel() as i64))
}

pub(super) fn sym_stride(c: &Call) -> TResult<Value> {
    let x = x(c)?;
    Ok(Value::Int(x.strides()[wrap_dim(c.int(1, "dim")?, x.dim())?] as i64))
}

/// `prims.rev(x, dims)` (what `flip` decomposes to): the elements of `dims` in reverse order,
/// in fresh storage.
pub(super) fn rev(c: &Call) -> TResult<Value> {
    let t = x(c)?;
    let n = t.dim();
    let mut dims = vec![false; n];
    for d in c.int_list(1, "dims")? {
        let d = wrap_dim(d, n)?;
        if let Some(f) = dims.get_mut(d) {
            *f = true;
        }
    }
    let (sizes, strides) = (t.sizes().to_vec(), t.strides().to_vec());
    let total = t.numel();
    let mut offsets = Vec::with_capacity(total);
    let mut idx = vec![0usize; n];
    for _ in 0..total {
        let at = (0..n).fold(t.offset(), |o, d| {
            let i = if dims[d] { sizes[d] - 1 - idx[d] } else { idx[d] };
            o + i * strides[d]
        });
        offsets.push(at);
        for d in (0..n).rev() {
            idx[d] += 1;
            if idx[d] < sizes[d] {
                break;
            }
            idx[d] = 0;
        }
    }
    tv(Tensor::new(t.storage().gather(offsets.into_iter()), sizes))
}

fn to_usizes(v: &[i64], what: &str) -> TResult<Vec<usize>> {
    v.iter()
        .map(|&x| usize::try_from(x).map_err(|_| TensorError(format!("{what} {x} < 0"))))
        .collect()
}

/// `as_strided(x, size, stride, storage_offset=None)`: a view of `x`'s storage with that
/// geometry (the offset defaults to `x`'s own); every element it addresses must exist.
pub(super) fn as_strided(c: &Call) -> TResult<Value> {
    let t = x(c)?;
    let size = to_usizes(&c.int_list(1, "size")?, "size")?;
    let stride = to_usizes(&c.int_list(2, "stride")?, "stride")?;
    let offset = match c.get(3, "storage_offset") {
        Some(Value::Int(o)) => {
            usize::try_from(*o).map_err(|_| TensorError(format!("offset {o} < 0")))?
        }
        _ => t.offset(),
    };
    tv(Tensor::from_parts(t.storage().clone(), size, stride, offset))
}

/// `diagonal(x, offset=0, dim1=0, dim2=1)`: the dims `dim1`, `dim2` replaced by one last dim
/// running along their diagonal (a view).
/// `unfold(self, dimension, size, step)`: windows of `size` along `dimension`, `step` apart,
/// as a new last dim (a view).
pub(super) fn unfold(c: &Call) -> TResult<Value> {
    let t = x(c)?;
    let (dim, size, step) = (c.int(1, "dimension")?, c.int(2, "size")?, c.int(3, "step")?);
    if step <= 0 {
        return terr(format!("step is {step} but must be > 0"));
    }
    if t.dim() == 0 {
        if !(0..=1).contains(&size) {
            return terr(format!("maximum size for tensor at dimension 0 is 1 but size is {size}"));
        }
        return tv(Tensor::from_parts(
            t.storage().clone(),
            vec![size as usize],
            vec![1],
            t.offset(),
        ));
    }
    let d = wrap_dim(dim, t.dim())?;
    let n = t.sizes()[d] as i64;
    if size < 0 || size > n {
        return terr(format!("maximum size for tensor at dimension {d} is {n} but size is {size}"));
    }
    let (mut sizes, mut strides) = (t.sizes().to_vec(), t.strides().to_vec());
    let st = strides[d];
    sizes[d] = ((n - size) / step + 1) as usize;
    strides[d] = st * step as usize;
    sizes.push(size as usize);
    strides.push(st);
    tv(Tensor::from_parts(t.storage().clone(), sizes, strides, t.offset()))
}

pub(super) fn diagonal(c: &Call) -> TResult<Value> {
    let t = x(c)?;
    let n = t.dim();
    let int = |i, name, d| match c.get(i, name) {
        Some(Value::Int(v)) => *v,
        _ => d,
    };
    let (off, d1, d2) =
        (int(1, "offset", 0), wrap_dim(int(2, "dim1", 0), n)?, wrap_dim(int(3, "dim2", 1), n)?);
    if d1 == d2 || n < 2 {
        return terr("diagonal dimensions cannot be identical");
    }
    let (s, st) = (t.sizes(), t.strides());
    let len = if off >= 0 {
        (s[d1] as i64).min(s[d2] as i64 - off)
    } else {
        (s[d1] as i64 + off).min(s[d2] as i64)
    }
    .max(0) as usize;
    let start = if len == 0 {
        t.offset()
    } else if off >= 0 {
        t.offset() + off as usize * st[d2]
    } else {
        t.offset() + (-off) as usize * st[d1]
    };
    let mut sizes = vec![];
    let mut strides = vec![];
    for d in (0..n).filter(|&d| d != d1 && d != d2) {
        sizes.push(s[d]);
        strides.push(st[d]);
    }
    sizes.push(len);
    strides.push(st[d1] + st[d2]);
    tv(Tensor::from_parts(t.storage().clone(), sizes, strides, start))
}

/// `copy(self, src)` (functional `copy_`): `src` broadcast to `self`'s shape in `self`'s dtype.
pub(super) fn copy(c: &Call) -> TResult<Value> {
    let dst = x(c)?;
    let src = c.tensor(1, "src")?;
    let shape: Vec<i64> = dst.sizes().iter().map(|&s| s as i64).collect();
    tv(src.expand(&shape)?.to_dtype(dst.dtype()).map(|t| t.contiguous()))
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn index_gathers_like_the_nf4_lookup() {
        let table = Tensor::from_f64(DType::F32, vec![4], &[10., 11., 12., 13.]).unwrap();
        let idx = Tensor::from_i64(DType::I64, vec![2, 2], &[3, 0, -1, 1]).unwrap();
        let r = index(&table, &[Some(&idx)]).unwrap();
        assert_eq!(r.sizes(), &[2, 2]);
        assert_eq!(r.to_f64_vec(), vec![13., 10., 13., 11.]);
        let bad = Tensor::from_i64(DType::I64, vec![1], &[4]).unwrap();
        assert!(index(&table, &[Some(&bad)]).is_err());
        // x[:, idx] on a 2-d tensor keeps dim 0 in front.
        let m = Tensor::from_f64(DType::F32, vec![2, 3], &[0., 1., 2., 3., 4., 5.]).unwrap();
        let i = Tensor::from_i64(DType::I64, vec![2], &[2, 0]).unwrap();
        let r = index(&m, &[None, Some(&i)]).unwrap();
        assert_eq!((r.sizes().to_vec(), r.to_f64_vec()), (vec![2, 2], vec![2., 0., 5., 3.]));
    }

    #[test]
    fn cat_interleaves_and_promotes() {
        let a = Tensor::from_i64(DType::U8, vec![2, 1], &[1, 2]).unwrap();
        let b = Tensor::from_i64(DType::U8, vec![2, 1], &[3, 4]).unwrap();
        let r = cat(&[&a, &b], -1).unwrap();
        assert_eq!((r.dtype(), r.to_i64_vec()), (DType::U8, vec![1, 3, 2, 4]));
        let f = Tensor::from_f64(DType::F32, vec![1, 1], &[0.5]).unwrap();
        assert_eq!(cat(&[&a, &f], 0).unwrap().dtype(), DType::F32);
    }
}
