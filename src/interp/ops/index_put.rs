//! Writes by index into a copy of `self`: `index_put` (advanced indexing), `scatter_add` and
//! `scatter_reduce` (along a dim), `index_reduce` (by a 1-d index), `masked_scatter`, and the
//! masked forms Inductor's decompositions leave (`_unsafe_masked_index`,
//! `_unsafe_masked_index_put_accumulate`). Every write goes through [`reduce_into`], in
//! PyTorch's CPU order (the index row-major), each step rounded to the dtype as C++'s
//! `self[i] += v` on that type rounds — so repeated indices accumulate as eager's do.
use super::scatter::addressed;
use super::shape::index_offsets;
use super::{Call, Cx};
use crate::interp::tensor::{TResult, Tensor, contiguous_strides, round_f64, terr, wrap_dim};
use crate::interp::value::Value;
use crate::ir::DType;

/// How a written value combines with what is there.
#[derive(Debug, Clone, Copy, PartialEq)]
pub enum Reduce {
    Assign,
    Sum,
    Prod,
    Mean,
    Amax,
    Amin,
}

impl Reduce {
    fn parse(s: &str) -> TResult<Reduce> {
        Ok(match s {
            "sum" | "add" => Reduce::Sum,
            "prod" | "multiply" => Reduce::Prod,
            "mean" => Reduce::Mean,
            "amax" => Reduce::Amax,
            "amin" => Reduce::Amin,
            r => {
                return terr(format!(
                    "reduce argument must be sum, prod, mean, amax or amin, got {r}"
                ));
            }
        })
    }
}

/// `out` is `x` (row-major) with `values[k]` reduced into element `targets[k]`, k in order.
/// Without `include_self`, every targeted element starts from the reduction's identity.
pub fn reduce_into(
    x: &Tensor,
    targets: &[usize],
    values: &Tensor,
    red: Reduce,
    include_self: bool,
) -> TResult<Tensor> {
    let dt = x.dtype();
    debug_assert_eq!(targets.len(), values.numel(), "one value per target");
    let mut count = vec![include_self as i64; x.numel()];
    for &t in targets {
        count[t] += 1;
    }
    if dt.is_float() {
        let mut out = x.to_f64_vec();
        let vs = values.to_dtype(dt)?.to_f64_vec();
        if !include_self {
            let id = match red {
                Reduce::Prod => 1.0,
                Reduce::Amax => f64::NEG_INFINITY,
                Reduce::Amin => f64::INFINITY,
                _ => 0.0,
            };
            targets.iter().for_each(|&t| out[t] = id);
        }
        for (&t, &v) in targets.iter().zip(&vs) {
            let a = out[t];
            out[t] = round_f64(
                dt,
                match red {
                    Reduce::Assign => v,
                    Reduce::Sum | Reduce::Mean => a + v,
                    Reduce::Prod => a * v,
                    _ if a.is_nan() || v.is_nan() => f64::NAN,
                    Reduce::Amax => a.max(v),
                    Reduce::Amin => a.min(v),
                },
            );
        }
        if red == Reduce::Mean {
            for (o, &c) in out.iter_mut().zip(&count) {
                *o = round_f64(dt, *o / c.max(1) as f64);
            }
        }
        Tensor::from_f64(dt, x.sizes().to_vec(), &out)
    } else {
        let mut out = x.to_i64_vec();
        let vs = values.to_dtype(dt)?.to_i64_vec();
        if !include_self {
            let id = match red {
                Reduce::Prod => 1,
                Reduce::Amax => i64::MIN,
                Reduce::Amin => i64::MAX,
                _ => 0,
            };
            targets.iter().for_each(|&t| out[t] = id);
        }
        for (&t, &v) in targets.iter().zip(&vs) {
            let a = out[t];
            out[t] = match red {
                Reduce::Assign => v,
                Reduce::Sum | Reduce::Mean => a.wrapping_add(v),
                Reduce::Prod => a.wrapping_mul(v),
                Reduce::Amax => a.max(v),
                Reduce::Amin => a.min(v),
            };
        }
        if red == Reduce::Mean {
            // PyTorch divides integer means with rounding_mode="floor".
            for (o, &c) in out.iter_mut().zip(&count) {
                *o = o.div_euclid(c.max(1));
            }
        }
        Tensor::from_i64(dt, x.sizes().to_vec(), &out)
    }
}

/// The element offsets of a contiguous `x`-shaped tensor that `x[indices]` names (boolean
/// masks become the integer indices of their true elements, as `nonzero` gives them).
fn put_targets(x: &Tensor, indices: &[Option<&Tensor>]) -> TResult<(Vec<usize>, Vec<usize>)> {
    // Only the geometry is read: offsets into a row-major copy of x.
    let dense = Tensor::zeros(DType::B8, x.sizes().to_vec())?;
    let mut expanded: Vec<Option<Tensor>> = vec![];
    for i in indices {
        match i {
            Some(m) if matches!(m.dtype(), DType::B8 | DType::U8) => {
                let nz = nonzero(m)?;
                expanded.extend(nz.into_iter().map(Some));
            }
            Some(t) => expanded.push(Some((*t).clone())),
            None => expanded.push(None),
        }
    }
    let refs: Vec<Option<&Tensor>> = expanded.iter().map(|t| t.as_ref()).collect();
    index_offsets(&dense, &refs)
}

/// One int64 index tensor per dim of `mask`: the coordinates of its true elements.
fn nonzero(mask: &Tensor) -> TResult<Vec<Tensor>> {
    let vals = mask.to_i64_vec();
    let sizes = mask.sizes();
    let st = contiguous_strides(sizes);
    let hits: Vec<usize> = (0..vals.len()).filter(|&p| vals[p] != 0).collect();
    (0..sizes.len())
        .map(|d| {
            let c: Vec<i64> = hits.iter().map(|&p| (p / st[d] % sizes[d]) as i64).collect();
            Tensor::from_i64(DType::I64, vec![c.len()], &c)
        })
        .collect()
}

fn optional_tensors<'a>(c: &'a Call, i: usize, name: &str) -> TResult<Vec<Option<&'a Tensor>>> {
    match c.get(i, name) {
        Some(Value::List(v)) => v
            .iter()
            .map(|v| match v {
                Value::Tensor(t) => Ok(Some(t)),
                Value::None => Ok(None),
                v => terr(format!("`{name}` holds a {}", v.kind())),
            })
            .collect(),
        _ => terr(format!("`{name}` should be a list of optional tensors")),
    }
}

/// `index_put(self, indices, values, accumulate=False)` and `_unsafe_index_put`.
pub fn index_put(
    x: &Tensor,
    idx: &[Option<&Tensor>],
    values: &Tensor,
    acc: bool,
) -> TResult<Tensor> {
    let (targets, shape) = put_targets(x, idx)?;
    let shape_i: Vec<i64> = shape.iter().map(|&s| s as i64).collect();
    let v = values.expand(&shape_i).map_err(|_| {
        crate::interp::TensorError(format!(
            "shape mismatch: value tensor of shape {:?} cannot be broadcast to indexing result \
             of shape {shape:?}",
            values.sizes()
        ))
    })?;
    reduce_into(&x.contiguous(), &targets, &v, if acc { Reduce::Sum } else { Reduce::Assign }, true)
}

pub(super) fn index_put_op(c: &Call) -> TResult<Value> {
    let x = c.tensor(0, "self")?;
    let idx = optional_tensors(c, 1, "indices")?;
    let acc = c.bool_or(3, "accumulate", false)?;
    index_put(x, &idx, c.tensor(2, "values")?, acc).map(Value::Tensor)
}

/// `_unsafe_masked_index_put_accumulate(self, mask, indices, values)`: an accumulating
/// `index_put` of `where(mask, values, 0)` at indices clamped into range.
pub(super) fn masked_index_put_acc_op(c: &Call) -> TResult<Value> {
    let x = c.tensor(0, "self")?;
    let mask = c.tensor(1, "mask")?;
    let idx = optional_tensors(c, 2, "indices")?;
    let values = c.tensor(3, "values")?;
    let clamped: Vec<Option<Tensor>> = idx
        .iter()
        .enumerate()
        .map(|(d, i)| {
            let Some(i) = i else { return Ok(None) };
            let n = *x
                .sizes()
                .get(d)
                .ok_or_else(|| crate::interp::TensorError("too many indices".into()))?
                as i64;
            let v: Vec<i64> = i.to_i64_vec().iter().map(|&k| k.clamp(-n, n - 1)).collect();
            Tensor::from_i64(i.dtype(), i.sizes().to_vec(), &v).map(Some)
        })
        .collect::<TResult<_>>()?;
    let shape = super::pointwise::broadcast_shapes(&[mask.sizes(), values.sizes()])?;
    let shape_i: Vec<i64> = shape.iter().map(|&s| s as i64).collect();
    let (m, v) = (mask.expand(&shape_i)?.to_i64_vec(), values.expand(&shape_i)?);
    let zeroed: Vec<f64> =
        v.to_f64_vec().iter().zip(&m).map(|(&a, &k)| if k != 0 { a } else { 0.0 }).collect();
    let masked = if values.dtype().is_float() {
        Tensor::from_f64(values.dtype(), shape, &zeroed)?
    } else {
        let zi: Vec<i64> =
            v.to_i64_vec().iter().zip(&m).map(|(&a, &k)| if k != 0 { a } else { 0 }).collect();
        Tensor::from_i64(values.dtype(), shape, &zi)?
    };
    let refs: Vec<Option<&Tensor>> = clamped.iter().map(|t| t.as_ref()).collect();
    index_put(x, &refs, &masked, true).map(Value::Tensor)
}

/// `_unsafe_masked_index(self, mask, indices, fill)`: `self[indices]` where `mask` holds,
/// `fill` elsewhere; masked-out positions may index out of range and are never read.
pub(super) fn masked_index_op(c: &Call) -> TResult<Value> {
    let x = c.tensor(0, "self")?;
    let mask = c.tensor(1, "mask")?;
    let idx = optional_tensors(c, 2, "indices")?;
    let fill = match c.get(3, "fill") {
        Some(Value::Int(i)) => *i as f64,
        Some(Value::Float(f)) => *f,
        Some(Value::Bool(b)) => *b as i64 as f64,
        _ => return terr("`fill` should be a number"),
    };
    // Out-of-range indices become 0 (a valid position) and are then masked away.
    let safe: Vec<Option<Tensor>> = idx
        .iter()
        .enumerate()
        .map(|(d, i)| {
            let Some(i) = i else { return Ok(None) };
            let n = x.sizes().get(d).copied().unwrap_or(0) as i64;
            let v: Vec<i64> =
                i.to_i64_vec().iter().map(|&k| if (-n..n).contains(&k) { k } else { 0 }).collect();
            Tensor::from_i64(i.dtype(), i.sizes().to_vec(), &v).map(Some)
        })
        .collect::<TResult<_>>()?;
    let refs: Vec<Option<&Tensor>> = safe.iter().map(|t| t.as_ref()).collect();
    let got = super::shape::index(x, &refs)?;
    let shape_i: Vec<i64> = got.sizes().iter().map(|&s| s as i64).collect();
    let m = mask.expand(&shape_i)?.to_i64_vec();
    let dt = x.dtype();
    if dt.is_float() {
        let out: Vec<f64> = got
            .to_f64_vec()
            .iter()
            .zip(&m)
            .map(|(&a, &k)| if k != 0 { a } else { round_f64(dt, fill) })
            .collect();
        Tensor::from_f64(dt, got.sizes().to_vec(), &out).map(Value::Tensor)
    } else {
        let out: Vec<i64> = got
            .to_i64_vec()
            .iter()
            .zip(&m)
            .map(|(&a, &k)| if k != 0 { a } else { fill as i64 })
            .collect();
        Tensor::from_i64(dt, got.sizes().to_vec(), &out).map(Value::Tensor)
    }
}

/// `scatter_add(self, dim, index, src)`, `scatter_reduce.two(self, dim, index, src, reduce,
/// include_self=True)` and `scatter.reduce(self, dim, index, src, reduce)`.
pub(super) fn scatter_reduce_op(x: &Cx, c: &Call) -> TResult<Value> {
    let (t, dim, index, src) =
        (c.tensor(0, "self")?, c.int(1, "dim")?, c.tensor(2, "index")?, c.tensor(3, "src")?);
    let (red, include_self) = match x.overload {
        "" | "default" => (Reduce::Sum, true),
        _ => (Reduce::parse(c.str_or(4, "reduce", "")?)?, c.bool_or(5, "include_self", true)?),
    };
    scatter_reduce(t, dim, index, src, red, include_self).map(Value::Tensor)
}

pub fn scatter_reduce(
    x: &Tensor,
    dim: i64,
    index: &Tensor,
    src: &Tensor,
    red: Reduce,
    include_self: bool,
) -> TResult<Tensor> {
    if !matches!(index.dtype(), DType::I64 | DType::I32) {
        return terr("scatter(): Expected dtype int32/int64 for index");
    }
    let d = wrap_dim(dim, x.dim().max(1))?;
    let one = |t: &Tensor| if t.dim() == 0 { t.reshape(&[1]) } else { Ok(t.clone()) };
    let (x1, i1, s1) = (one(x)?, one(index)?, one(src)?);
    if x1.dim() != i1.dim() || s1.dim() != i1.dim() {
        return terr("Index tensor must have the same number of dimensions as self and src");
    }
    let targets = addressed((x1.sizes(), &contiguous_strides(x1.sizes()), 0), &i1, d)?;
    let isz = i1.sizes();
    let istr = contiguous_strides(isz);
    let sstr = contiguous_strides(s1.sizes());
    let s = s1.contiguous();
    let picks: Vec<usize> = (0..i1.numel())
        .map(|p| (0..isz.len()).map(|k| p / istr[k] % isz[k] * sstr[k]).sum())
        .collect();
    let vals = Tensor::new(s.storage().gather(picks.into_iter()), vec![i1.numel()])?;
    let out = reduce_into(&x1.contiguous(), &targets, &vals, red, include_self)?;
    out.reshape(&x.sizes().iter().map(|&s| s as i64).collect::<Vec<_>>())
}

/// `index_reduce(self, dim, index, source, reduce, include_self=True)`: slice `index[i]` of
/// `self` along `dim` reduced with slice `i` of `source`.
pub(super) fn index_reduce_op(c: &Call) -> TResult<Value> {
    let (x, dim, index, src) =
        (c.tensor(0, "self")?, c.int(1, "dim")?, c.tensor(2, "index")?, c.tensor(3, "source")?);
    let red = Reduce::parse(c.str_or(4, "reduce", "")?)?;
    index_reduce(x, dim, index, src, red, c.bool_or(5, "include_self", true)?)
}

/// `index_add(self, dim, index, source, *, alpha=1)`: `source * alpha` (rounded to the dtype,
/// as the CPU kernel multiplies per element) summed into slices of `self`.
pub(super) fn index_add_op(c: &Call) -> TResult<Value> {
    let (x, dim, index, src) =
        (c.tensor(0, "self")?, c.int(1, "dim")?, c.tensor(2, "index")?, c.tensor(3, "source")?);
    let scaled = match c.get(4, "alpha") {
        None => src.clone(),
        Some(Value::Int(1)) => src.clone(),
        Some(Value::Int(a)) if !src.dtype().is_float() => {
            let v: Vec<i64> = src.to_i64_vec().iter().map(|&s| s.wrapping_mul(*a)).collect();
            Tensor::from_i64(src.dtype(), src.sizes().to_vec(), &v)?
        }
        Some(a) => {
            let a = match a {
                Value::Int(i) => *i as f64,
                Value::Float(f) => *f,
                v => return terr(format!("`alpha` should be a number, found {}", v.kind())),
            };
            let v: Vec<f64> = src.to_f64_vec().iter().map(|&s| s * a).collect();
            Tensor::from_f64(src.dtype(), src.sizes().to_vec(), &v)?
        }
    };
    index_reduce(x, dim, index, &scaled, Reduce::Sum, true)
}

fn index_reduce(
    x: &Tensor,
    dim: i64,
    index: &Tensor,
    src: &Tensor,
    red: Reduce,
    include_self: bool,
) -> TResult<Value> {
    let d = wrap_dim(dim, x.dim().max(1))?;
    let x1 = if x.dim() == 0 { x.reshape(&[1])? } else { x.clone() };
    let s1 = if src.dim() == 0 { src.reshape(&[1])? } else { src.clone() };
    let idx = index.to_i64_vec();
    if index.dim() > 1 || idx.len() != s1.sizes()[d] {
        return terr(
            "index_reduce_(): Index should have dimension 1 and one entry per source slice",
        );
    }
    let n = x1.sizes()[d] as i64;
    let xst = contiguous_strides(x1.sizes());
    let (ssz, sst) = (s1.sizes().to_vec(), contiguous_strides(s1.sizes()));
    let mut targets = Vec::with_capacity(s1.numel());
    for p in 0..s1.numel() {
        let mut off = 0usize;
        for k in 0..ssz.len() {
            let c = p / sst[k] % ssz[k];
            let c = if k == d {
                let v = idx[c];
                let w = if v < 0 { v + n } else { v };
                if !(0..n).contains(&w) {
                    return terr(format!(
                        "index {v} is out of bounds for dimension {d} with size {n}"
                    ));
                }
                w as usize
            } else {
                c
            };
            off += c * xst[k];
        }
        targets.push(off);
    }
    let out = reduce_into(&x1.contiguous(), &targets, &s1.contiguous(), red, include_self)?;
    out.reshape(&x.sizes().iter().map(|&s| s as i64).collect::<Vec<_>>()).map(Value::Tensor)
}

/// `masked_scatter(self, mask, source)`: where the (broadcast) mask holds, the next element
/// of `source` in row-major order.
pub(super) fn masked_scatter_op(c: &Call) -> TResult<Value> {
    let (x, mask, src) = (c.tensor(0, "self")?, c.tensor(1, "mask")?, c.tensor(2, "source")?);
    let shape = super::pointwise::broadcast_shapes(&[x.sizes(), mask.sizes()])?;
    let shape_i: Vec<i64> = shape.iter().map(|&s| s as i64).collect();
    let xb = x.expand(&shape_i)?.contiguous();
    let m = mask.expand(&shape_i)?.to_i64_vec();
    let targets: Vec<usize> = (0..m.len()).filter(|&p| m[p] != 0).collect();
    if targets.len() > src.numel() {
        return terr(
            "masked_scatter: expected source to have at least as many elements as ones in mask",
        );
    }
    let s = src.contiguous();
    let vals = Tensor::new(s.storage().gather(0..targets.len()), vec![targets.len()])?;
    reduce_into(&xb, &targets, &vals, Reduce::Assign, true).map(Value::Tensor)
}
