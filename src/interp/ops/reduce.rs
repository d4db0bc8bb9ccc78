//! Reductions and softmax. Accumulation is in f64 (ints: wrapping i64), then one rounding to
//! the result dtype: at least as accurate as PyTorch's f32 cascade sums, so results agree
//! within torch.testing's tolerances rather than bit for bit. The exception is the f32
//! `sum`/`mean` over a contiguous row, which ATen computes in one order this module follows
//! ([`aten_row_sum_f32`]): graphs that quantize activations (`round(x / mean-derived scale)`)
//! turn a one-ulp difference there into a different int8 code.
use super::{Call, Cx};
use crate::interp::tensor::{TResult, Tensor, terr, wrap_dim};
use crate::interp::value::Value;
use crate::ir::DType;

/// The reduced dims (all of them for `None` or `[]`), without repeats. A 0-d tensor's dim 0
/// or -1 is no dim of its sizes: its one element is reduced over nothing.
fn reduced_dims(x: &Tensor, dims: Option<&[i64]>) -> TResult<Vec<usize>> {
    let mut out: Vec<usize> = match dims {
        None | Some([]) => (0..x.dim()).collect(),
        Some(ds) => ds
            .iter()
            .map(|&d| wrap_dim(d, x.dim()))
            .filter(|d| d.as_ref().map_or(true, |&d| d < x.dim()))
            .collect::<TResult<_>>()?,
    };
    out.sort_unstable();
    out.dedup();
    Ok(out)
}

/// A tensor laid out as rows of the reduced elements: (kept view, row length, output shape).
struct Rows {
    permuted: Tensor,
    row: usize,
    out_shape: Vec<usize>,
}

fn rows(x: &Tensor, dims: Option<&[i64]>, keepdim: bool) -> TResult<Rows> {
    let red = reduced_dims(x, dims)?;
    let kept: Vec<usize> = (0..x.dim()).filter(|d| !red.contains(d)).collect();
    let perm: Vec<i64> = kept.iter().chain(&red).map(|&d| d as i64).collect();
    let permuted = x.permute(&perm)?;
    let row = red.iter().map(|&d| x.sizes()[d]).product();
    let out_shape = (0..x.dim())
        .filter_map(|d| if red.contains(&d) { keepdim.then_some(1) } else { Some(x.sizes()[d]) })
        .collect();
    Ok(Rows { permuted, row, out_shape })
}

#[derive(Clone, Copy, PartialEq)]
pub(super) enum Red {
    Sum,
    Mean,
    Prod,
    Max,
    Min,
    ArgMax,
    ArgMin,
    Any,
    All,
}

fn reduce(
    x: &Tensor,
    op: Red,
    dims: Option<&[i64]>,
    keepdim: bool,
    dtype: Option<DType>,
) -> TResult<Tensor> {
    let r = rows(x, dims, keepdim)?;
    let n_out: usize = r.out_shape.iter().product();
    let in_dtype = dtype.unwrap_or(x.dtype());
    if r.row == 0 && matches!(op, Red::Max | Red::Min | Red::ArgMax | Red::ArgMin) {
        return terr("max/min of an empty dimension has no identity");
    }
    let out_dtype = match op {
        Red::ArgMax | Red::ArgMin => DType::I64,
        // PyTorch keeps uint8 for any/all of uint8 (a NumPy-compatibility leftover).
        Red::Any | Red::All if in_dtype == DType::U8 => DType::U8,
        Red::Any | Red::All => DType::B8,
        Red::Sum | Red::Prod if !in_dtype.is_float() && dtype.is_none() => DType::I64,
        Red::Mean if !in_dtype.is_float() => {
            return terr(format!("mean of a {in_dtype} tensor needs a float dtype"));
        }
        _ => in_dtype,
    };
    let cascade = matches!(op, Red::Sum | Red::Mean) && cascade_order(x, in_dtype, &r, dims)?;
    let src = if dtype.is_some() { r.permuted.to_dtype(in_dtype)? } else { r.permuted };
    if cascade {
        let v = src.to_f64_vec();
        let out: Vec<f64> = (0..n_out)
            .map(|i| {
                let s = aten_row_sum_f32(&v[i * r.row..(i + 1) * r.row]);
                // `mean_out` on CPU: `sum_out(...).div_(dim_prod)`, an f32 division.
                f64::from(if op == Red::Mean { s / r.row as f32 } else { s })
            })
            .collect();
        return Tensor::from_f64(out_dtype, r.out_shape, &out);
    }
    if in_dtype.is_float() || matches!(op, Red::Any | Red::All) {
        let v = src.to_f64_vec();
        let out: Vec<f64> = (0..n_out)
            .map(|i| {
                let row = &v[i * r.row..(i + 1) * r.row];
                let first_of = |better: fn(f64, f64) -> bool| {
                    let mut bi = 0;
                    for (j, &y) in row.iter().enumerate() {
                        if y.is_nan() {
                            return j;
                        }
                        if better(y, row[bi]) {
                            bi = j;
                        }
                    }
                    bi
                };
                match op {
                    Red::Sum => row.iter().sum(),
                    Red::Mean => row.iter().sum::<f64>() / r.row as f64,
                    Red::Prod => row.iter().product(),
                    Red::Max => row.iter().copied().fold(f64::NEG_INFINITY, |a, b| {
                        if a.is_nan() || b.is_nan() { f64::NAN } else { a.max(b) }
                    }),
                    Red::Min => row.iter().copied().fold(f64::INFINITY, |a, b| {
                        if a.is_nan() || b.is_nan() { f64::NAN } else { a.min(b) }
                    }),
                    Red::ArgMax => first_of(|y, b| y > b) as f64,
                    Red::ArgMin => first_of(|y, b| y < b) as f64,
                    Red::Any => row.iter().any(|&y| y != 0.0) as i64 as f64,
                    Red::All => row.iter().all(|&y| y != 0.0) as i64 as f64,
                }
            })
            .collect();
        return Tensor::from_f64(out_dtype, r.out_shape, &out);
    }
    let v = src.to_i64_vec();
    let out: Vec<i64> = (0..n_out)
        .map(|i| {
            let row = &v[i * r.row..(i + 1) * r.row];
            match op {
                Red::Sum | Red::Mean => row.iter().fold(0i64, |a, &b| a.wrapping_add(b)),
                Red::Prod => row.iter().fold(1i64, |a, &b| a.wrapping_mul(b)),
                Red::Max => row.iter().copied().max().unwrap_or(0),
                Red::Min => row.iter().copied().min().unwrap_or(0),
                // First occurrence, as PyTorch documents.
                Red::ArgMax => {
                    row.iter().enumerate().fold(0, |bi, (j, &y)| if y > row[bi] { j } else { bi })
                        as i64
                }
                Red::ArgMin => {
                    row.iter().enumerate().fold(0, |bi, (j, &y)| if y < row[bi] { j } else { bi })
                        as i64
                }
                Red::Any | Red::All => 0,
            }
        })
        .collect();
    Tensor::from_i64(out_dtype, r.out_shape, &out)
}

/// Whether ATen sums each output's row in [`aten_row_sum_f32`]'s order: an f32 tensor (the sum
/// accumulates in f32, `opmath_type<float>`) laid out contiguously with the reduced dims
/// innermost, so TensorIterator coalesces them into one row of stride 1 (`cascade_sum`'s
/// contiguous inner reduction), and not split across threads (`parallel_reduce` splits one
/// output's row only from `GRAIN_SIZE` elements on; several outputs are split between rows).
fn cascade_order(x: &Tensor, in_dtype: DType, r: &Rows, dims: Option<&[i64]>) -> TResult<bool> {
    const GRAIN_SIZE: usize = 32768;
    if x.dtype() != DType::F32 || in_dtype != DType::F32 || !x.is_contiguous() || r.row == 0 {
        return Ok(false);
    }
    let red = reduced_dims(x, dims)?;
    let trailing = red.iter().enumerate().all(|(i, &d)| d == x.dim() - red.len() + i);
    let n_out: usize = r.out_shape.iter().product();
    Ok(trailing && (n_out > 1 || r.row < GRAIN_SIZE))
}

/// ATen's f32 sum of one contiguous row (`SumKernel.cpp`, CPU capability AVX2, whose
/// `Vectorized<float>` has 8 lanes): rows of 8 or more go through `vectorized_inner_sum`, the
/// whole vectors summed by `row_sum` into 8 lane sums and the tail plus the lanes added in
/// order; shorter rows are `scalar_inner_sum`'s `row_sum` of single elements. Checked bit for
/// bit against `torch.sum` (PyTorch 2.15) on rows of 1 to 5000 elements.
fn aten_row_sum_f32(row: &[f64]) -> f32 {
    const LANES: usize = 8;
    let x: Vec<f32> = row.iter().map(|&v| v as f32).collect();
    if x.len() < LANES {
        return row_sum::<1>(|i| [x[i]], x.len())[0];
    }
    let vecs = x.len() / LANES;
    let lanes = row_sum::<LANES>(|i| std::array::from_fn(|l| x[i * LANES + l]), vecs);
    let mut acc = 0f32;
    for &v in &x[vecs * LANES..] {
        acc += v;
    }
    for l in lanes {
        acc += l;
    }
    acc
}

/// `row_sum`: the row read as `(-1, 4)` (four independent accumulators, `ilp_factor`) by
/// `multi_row_sum`, the leftover elements added to the first, then the four added in order.
/// Each element is a vector of `W` lanes (one lane for the scalar path).
fn row_sum<const W: usize>(load: impl Fn(usize) -> [f32; W], size: usize) -> [f32; W] {
    const ILP: usize = 4;
    let add = |a: &mut [f32; W], b: [f32; W]| a.iter_mut().zip(b).for_each(|(x, y)| *x += y);
    let size_ilp = size / ILP;
    let mut partial = multi_row_sum::<W, ILP>(|i, k| load(i * ILP + k), size_ilp);
    for i in size_ilp * ILP..size {
        add(&mut partial[0], load(i));
    }
    for k in 1..ILP {
        let p = partial[k];
        add(&mut partial[0], p);
    }
    partial[0]
}

/// `multi_row_sum`: `N` interleaved sums accumulated in a cascade of four levels, each level
/// taking the one below every `2^level_power` steps, so no accumulator sums more than a few
/// thousand terms (`level_power = max(4, ceil(log2(size)) / 4)`).
fn multi_row_sum<const W: usize, const N: usize>(
    load: impl Fn(usize, usize) -> [f32; W],
    size: usize,
) -> [[f32; W]; N] {
    const LEVELS: usize = 4;
    let add = |a: &mut [f32; W], b: [f32; W]| a.iter_mut().zip(b).for_each(|(x, y)| *x += y);
    let ceil_log2 = if size <= 1 { 0 } else { usize::BITS - (size - 1).leading_zeros() } as usize;
    let level_power = (ceil_log2 / LEVELS).max(4);
    let level_step = 1usize << level_power;
    let level_mask = level_step - 1;
    let mut acc = [[[0f32; W]; N]; LEVELS];
    let load_into = |level: &mut [[f32; W]; N], i: usize| {
        for (k, a) in level.iter_mut().enumerate() {
            add(a, load(i, k));
        }
    };
    let mut i = 0;
    while i + level_step <= size {
        for _ in 0..level_step {
            load_into(&mut acc[0], i);
            i += 1;
        }
        for j in 1..LEVELS {
            let (lower, upper) = acc.split_at_mut(j);
            for (below, above) in lower[j - 1].iter_mut().zip(upper[0].iter_mut()) {
                add(above, *below);
                *below = [0.0; W];
            }
            if i & (level_mask << (j * level_power)) != 0 {
                break;
            }
        }
    }
    while i < size {
        load_into(&mut acc[0], i);
        i += 1;
    }
    let (first, rest) = acc.split_at_mut(1);
    for level in rest.iter() {
        for (a, b) in first[0].iter_mut().zip(level) {
            add(a, *b);
        }
    }
    acc[0]
}

/// (var, mean) with Bessel-style `correction`, two-pass in f64.
pub fn var_mean(
    x: &Tensor,
    dims: Option<&[i64]>,
    correction: f64,
    keepdim: bool,
) -> TResult<(Tensor, Tensor)> {
    if !x.dtype().is_float() {
        return terr(format!("var of a {} tensor", x.dtype()));
    }
    let r = rows(x, dims, keepdim)?;
    let v = r.permuted.to_f64_vec();
    let n_out: usize = r.out_shape.iter().product();
    let (mut vars, mut means) = (Vec::with_capacity(n_out), Vec::with_capacity(n_out));
    for i in 0..n_out {
        let row = &v[i * r.row..(i + 1) * r.row];
        let mean = row.iter().sum::<f64>() / r.row as f64;
        let ss: f64 = row.iter().map(|&y| (y - mean) * (y - mean)).sum();
        vars.push(ss / (r.row as f64 - correction).max(0.0));
        means.push(mean);
    }
    Ok((
        Tensor::from_f64(x.dtype(), r.out_shape.clone(), &vars)?,
        Tensor::from_f64(x.dtype(), r.out_shape, &means)?,
    ))
}

/// softmax / log_softmax along `dim`, computed per row in f64 with the max subtracted.
pub fn softmax(x: &Tensor, dim: i64, out_dtype: DType, log: bool) -> TResult<Tensor> {
    if !out_dtype.is_float() {
        return terr(format!("softmax to {out_dtype}"));
    }
    let d = wrap_dim(dim, x.dim())?;
    let r = rows(x, Some(&[d as i64]), true)?;
    let v = r.permuted.to_f64_vec();
    let mut out = Vec::with_capacity(v.len());
    for row in v.chunks(r.row.max(1)) {
        let m = row.iter().copied().fold(f64::NEG_INFINITY, f64::max);
        let m = if m.is_finite() { m } else { 0.0 };
        let s: f64 = row.iter().map(|&y| (y - m).exp()).sum();
        if log {
            let ls = s.ln();
            out.extend(row.iter().map(|&y| y - m - ls));
        } else {
            out.extend(row.iter().map(|&y| (y - m).exp() / s));
        }
    }
    // Undo the move of `dim` to the end.
    let psizes: Vec<usize> = r.permuted.sizes().to_vec();
    let moved = Tensor::from_f64(out_dtype, psizes, &out)?;
    let n = x.dim() as i64;
    let inv: Vec<i64> = (0..n)
        .map(|i| {
            if i < d as i64 {
                i
            } else if i == d as i64 {
                n - 1
            } else {
                i - 1
            }
        })
        .collect();
    Ok(moved.permute(&inv)?.contiguous())
}

fn tv(x: TResult<Tensor>) -> TResult<Value> {
    x.map(Value::Tensor)
}

/// `sum`/`mean`: `.default(self, *, dtype)` reduces everything; the dim overloads take
/// `(self, dim, keepdim, *, dtype)`.
pub(super) fn sum_mean(x: &Cx, c: &Call, r: Red) -> TResult<Value> {
    let dim_args = !matches!(x.overload, "default" | "");
    let dims = if dim_args { c.opt_int_list(1, "dim")? } else { None };
    let keep = dim_args && c.bool_or(2, "keepdim", false)?;
    let dt = if dim_args { c.opt_dtype(3, "dtype")? } else { c.opt_dtype(1, "dtype")? };
    tv(reduce(c.tensor(0, "self")?, r, dims.as_deref(), keep, dt))
}

pub(super) fn prod(x: &Cx, c: &Call) -> TResult<Value> {
    let t = c.tensor(0, "self")?;
    tv(match c.opt_int(1, "dim")? {
        Some(d) if x.overload == "dim_int" => reduce(
            t,
            Red::Prod,
            Some(&[d]),
            c.bool_or(2, "keepdim", false)?,
            c.opt_dtype(3, "dtype")?,
        ),
        _ => reduce(t, Red::Prod, None, false, c.opt_dtype(1, "dtype")?),
    })
}

/// `amax`, `amin`, `any`, `all`: `(self, dim, keepdim)`.
pub(super) fn over_dims(c: &Call, r: Red) -> TResult<Value> {
    let dims = c.opt_int_list(1, "dim")?;
    tv(reduce(c.tensor(0, "self")?, r, dims.as_deref(), c.bool_or(2, "keepdim", false)?, None))
}

/// `max.default` (everything) and `max.dim` (values and indices); `min` alike.
pub(super) fn max_min(x: &Cx, c: &Call, max: bool) -> TResult<Value> {
    let t = c.tensor(0, "self")?;
    let (v, a) = if max { (Red::Max, Red::ArgMax) } else { (Red::Min, Red::ArgMin) };
    match x.overload {
        "default" => tv(reduce(t, v, None, false, None)),
        "dim" => {
            let (d, keep) = (c.int(1, "dim")?, c.bool_or(2, "keepdim", false)?);
            Ok(Value::List(vec![
                Value::Tensor(reduce(t, v, Some(&[d]), keep, None)?),
                Value::Tensor(reduce(t, a, Some(&[d]), keep, None)?),
            ]))
        }
        o => terr(format!("overload `{o}` is not supported")),
    }
}

pub(super) fn arg(c: &Call, r: Red) -> TResult<Value> {
    let t = c.tensor(0, "self")?;
    tv(match c.opt_int(1, "dim")? {
        Some(d) => reduce(t, r, Some(&[d]), c.bool_or(2, "keepdim", false)?, None),
        None => reduce(&t.reshape(&[-1])?, r, None, false, None),
    })
}

#[derive(Debug, Clone, Copy, PartialEq)]
pub(super) enum Moments {
    VarMean,
    Var,
    Std,
}

pub(super) fn moments(c: &Call, which: Moments) -> TResult<Value> {
    let x = c.tensor(0, "self")?;
    let dims = c.opt_int_list(1, "dim")?;
    // Overload `.correction` takes a number; the older ones a bool `unbiased`.
    let correction = match c.get(2, "correction").or_else(|| c.get(2, "unbiased")) {
        Some(Value::Bool(b)) => *b as i64 as f64,
        Some(Value::Int(v)) => *v as f64,
        Some(Value::Float(v)) => *v,
        _ => 1.0,
    };
    let keep = c.bool_or(3, "keepdim", false)?;
    let (var, mean) = var_mean(x, dims.as_deref(), correction, keep)?;
    Ok(match which {
        Moments::VarMean => Value::List(vec![Value::Tensor(var), Value::Tensor(mean)]),
        Moments::Var => Value::Tensor(var),
        Moments::Std => Value::Tensor(super::pointwise::map_float(
            &[super::pointwise::In::T(&var)],
            var.dtype(),
            var.dtype(),
            |v| v[0].sqrt(),
        )?),
    })
}

/// `prims.prepare_softmax_online(a, dim)` (Inductor's `eager_prepare_softmax`): the max over
/// `dim` and the sum of `exp(a - max)`, both with the dim kept.
pub(super) fn prepare_softmax_online(c: &Call) -> TResult<Value> {
    use super::pointwise::{In, map_float};
    let x = c.tensor(0, "a")?;
    let dim = c.int(1, "dim")?;
    let amax = reduce(x, Red::Max, Some(&[dim]), true, None)?;
    let e = map_float(&[In::T(x), In::T(&amax)], x.dtype(), x.dtype(), |v| (v[0] - v[1]).exp())?;
    let sum = reduce(&e, Red::Sum, Some(&[dim]), true, None)?;
    Ok(Value::List(vec![Value::Tensor(amax), Value::Tensor(sum)]))
}

/// `softmax.int(self, dim, dtype)` and the internal `_softmax(self, dim, half_to_float)`.
pub(super) fn softmax_op(c: &Call, internal: bool, log: bool) -> TResult<Value> {
    let x = c.tensor(0, "self")?;
    let dim = c.int(1, "dim")?;
    let out = if internal {
        let half_to_float = c.bool_or(2, "half_to_float", false)?;
        if half_to_float && matches!(x.dtype(), DType::F16 | DType::BF16) {
            DType::F32
        } else {
            x.dtype()
        }
    } else {
        c.opt_dtype(2, "dtype")?.unwrap_or(x.dtype())
    };
    tv(softmax(&x.to_dtype(if out.is_float() { out } else { x.dtype() })?, dim, out, log))
}

#[cfg(test)]
mod tests {
    use super::*;

    /// `torch.sum`/`torch.mean` of f32 rows (PyTorch 2.15, AVX2 kernels), bit for bit: the sum
    /// of 100 is not the correctly rounded one (-2.5714285 from f64), which the cascade gives.
    #[test]
    fn f32_row_sums_follow_atens_cascade() {
        let row = |n: usize| -> Vec<f64> {
            (0..n).map(|i| f64::from((((i * 37) % 23) as f32 - 11.0) / 7.0)).collect()
        };
        let x = Tensor::from_f64(DType::F32, vec![1, 100], &row(100)).unwrap();
        let sum = reduce(&x, Red::Sum, Some(&[1]), false, None).unwrap().to_f64_vec();
        assert_eq!(sum, vec![-2.5714287757873535]);
        let mean = reduce(&x, Red::Mean, Some(&[-1]), true, None).unwrap().to_f64_vec();
        assert_eq!(mean, vec![-0.025714287534356117]);
        let x5 = Tensor::from_f64(DType::F32, vec![5], &row(5)).unwrap();
        assert_eq!(
            reduce(&x5, Red::Sum, None, false, None).unwrap().to_f64_vec(),
            vec![-0.9999998807907104]
        );
    }

    #[test]
    fn reductions_over_dims() {
        let x = Tensor::from_f64(DType::F32, vec![2, 3], &[1., 2., 3., 4., 5., 6.]).unwrap();
        assert_eq!(
            reduce(&x, Red::Sum, Some(&[1]), true, None).unwrap().to_f64_vec(),
            vec![6., 15.]
        );
        assert_eq!(
            reduce(&x, Red::Max, Some(&[0]), false, None).unwrap().to_f64_vec(),
            vec![4., 5., 6.]
        );
        assert_eq!(reduce(&x, Red::Mean, None, false, None).unwrap().sizes(), &[] as &[usize]);
        let u = Tensor::from_i64(DType::U8, vec![3], &[200, 200, 200]).unwrap();
        let s = reduce(&u, Red::Sum, None, false, None).unwrap();
        assert_eq!((s.dtype(), s.to_i64_vec()), (DType::I64, vec![600]));
        let sm = softmax(&x, 0, DType::F32, false).unwrap().to_f64_vec();
        assert!((sm[0] + sm[3] - 1.0).abs() < 1e-6);
        let (v, m) = var_mean(&x, Some(&[1]), 1.0, false).unwrap();
        assert_eq!((v.to_f64_vec(), m.to_f64_vec()), (vec![1., 1.], vec![2., 5.]));
    }
}
