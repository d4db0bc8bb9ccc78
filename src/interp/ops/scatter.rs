//! `gather` and `scatter` along a dim, with PyTorch's shape checks and its out-of-range error
//! (`index 5 is out of bounds for dimension 1 with size 4`; negative indices are out of range
//! too, unlike `index`). Elements are moved, never converted, so results are exact. `scatter`
//! writes in the index's row-major order, so of two indices naming the same element the later
//! one along `dim` wins — PyTorch's CPU kernel walks each row along `dim` in order, and
//! different rows never collide.
use super::{Call, Cx};
use crate::interp::tensor::{TResult, Tensor, contiguous_strides, round_f64, terr, wrap_dim};
use crate::interp::value::Value;
use crate::ir::DType;

/// A 0-d tensor as PyTorch's scatter/gather kernels see it: one element along one dim.
fn at_least_1d(t: &Tensor) -> TResult<Tensor> {
    if t.dim() == 0 { t.reshape(&[1]) } else { Ok(t.clone()) }
}

fn check_index_dtype(index: &Tensor, op: &str) -> TResult<()> {
    if !matches!(index.dtype(), DType::I64 | DType::I32) {
        return terr(format!("{op}(): Expected dtype int32/int64 for index"));
    }
    Ok(())
}

/// For every element of `index` (row-major), the storage offset it addresses in a tensor of
/// `sizes`, `strides` and `offset`: the index's coordinates, with the index value on `dim`.
pub(super) fn addressed(
    (sizes, strides, offset): (&[usize], &[usize], usize),
    index: &Tensor,
    d: usize,
) -> TResult<Vec<usize>> {
    let n = sizes[d];
    let vals = index.to_i64_vec();
    let isz = index.sizes();
    let istr = contiguous_strides(isz);
    let mut out = Vec::with_capacity(vals.len());
    for (p, &v) in vals.iter().enumerate() {
        if v < 0 || v as usize >= n {
            return terr(format!("index {v} is out of bounds for dimension {d} with size {n}"));
        }
        let mut off = offset;
        for k in 0..isz.len() {
            let coord = if k == d { v as usize } else { p / istr[k] % isz[k] };
            off += coord * strides[k];
        }
        out.push(off);
    }
    Ok(out)
}

/// `gather(self, dim, index)`: `out[i][j][k] = self[i][index[i][j][k]][k]` for `dim = 1`.
pub fn gather(x: &Tensor, dim: i64, index: &Tensor) -> TResult<Tensor> {
    check_index_dtype(index, "gather")?;
    let d = wrap_dim(dim, x.dim())?;
    let (x1, i1) = (at_least_1d(x)?, at_least_1d(index)?);
    if x1.dim() != i1.dim() {
        return terr("Index tensor must have the same number of dimensions as input tensor");
    }
    for k in (0..x1.dim()).filter(|&k| k != d) {
        if i1.sizes()[k] > x1.sizes()[k] {
            return terr(format!(
                "Size does not match at dimension {k} expected index {:?} to be no larger than \
                 self {:?} apart from dimension {d}",
                index.sizes(),
                x.sizes()
            ));
        }
    }
    let offsets = addressed((x1.sizes(), x1.strides(), x1.offset()), &i1, d)?;
    Tensor::new(x.storage().gather(offsets.into_iter()), index.sizes().to_vec())
}

/// What `scatter` writes: the elements of a tensor (`.src`) or one number (`.value`).
pub enum Source<'a> {
    Src(&'a Tensor),
    Value(&'a Value),
}

/// Checks that `v` fits `dtype` as c10's `checked_convert` does for a Python scalar: an int may
/// wrap into an unsigned type from down to `-max`; a float must not be NaN for an integer type
/// and must lie in `[lowest, max + 1)` (it truncates); finite floats must lie within a float
/// type's range (infinities and NaN pass); anything converts to bool.
fn checked_scalar(v: &Value, dtype: DType) -> TResult<Value> {
    // c10's name of the C++ type, as its message prints it.
    let cpp = match dtype {
        DType::U8 => "uint8_t",
        DType::I8 => "int8_t",
        DType::I16 => "int16_t",
        DType::I32 => "int",
        DType::I64 => "int64_t",
        DType::F16 => "c10::Half",
        DType::BF16 => "c10::BFloat16",
        DType::F32 => "float",
        DType::F64 => "double",
        d => d.abbr(),
    };
    let overflow = || terr(format!("value cannot be converted to type {cpp} without overflow"));
    let (lo, hi): (f64, f64) = match dtype {
        DType::B8 => return Ok(v.clone()),
        DType::U8 => (0.0, 255.0),
        DType::I8 => (-128.0, 127.0),
        DType::I16 => (-32768.0, 32767.0),
        DType::I32 => (-2147483648.0, 2147483647.0),
        DType::I64 => (-9.223_372_036_854_776e18, 9.223_372_036_854_776e18 - 1.0),
        DType::F16 => (-65504.0, 65504.0),
        DType::BF16 => (-3.389_531_389_251_535_5e38, 3.389_531_389_251_535_5e38),
        DType::F32 => (f32::MIN as f64, f32::MAX as f64),
        _ => (f64::NEG_INFINITY, f64::INFINITY),
    };
    match v {
        Value::Bool(_) => Ok(v.clone()),
        Value::Int(i) if dtype.is_float() => {
            if (*i as f64) < lo || (*i as f64) > hi {
                return overflow();
            }
            Ok(v.clone())
        }
        Value::Int(i) => {
            let fits = match dtype {
                DType::I64 => true,
                DType::U8 => *i <= 255 && *i >= -255,
                _ => (lo as i64..=hi as i64).contains(i),
            };
            if fits { Ok(v.clone()) } else { overflow() }
        }
        Value::Float(f) if dtype.is_float() => {
            if f.is_finite() && (*f < lo || *f > hi) {
                return overflow();
            }
            Ok(v.clone())
        }
        Value::Float(f) => {
            // `hi + 1` for int64 is 2^63, exact in f64.
            if f.is_nan() || *f < lo || *f >= hi + 1.0 {
                return overflow();
            }
            Ok(v.clone())
        }
        v => terr(format!("argument `value` should be a number, found {}", v.kind())),
    }
}

/// What one element of the index writes: src's element at the same coordinates, or the
/// number.
enum Write<'a> {
    Src(Tensor),
    Value(&'a Value),
}

/// `scatter(self, dim, index, src|value)`: a copy of `self` with
/// `out[i][index[i][j][k]][k] = src[i][j][k]` for `dim = 1`.
pub fn scatter(x: &Tensor, dim: i64, index: &Tensor, source: Source) -> TResult<Tensor> {
    check_index_dtype(index, "scatter")?;
    let d = wrap_dim(dim, x.dim())?;
    let (x1, i1) = (at_least_1d(x)?, at_least_1d(index)?);
    if x1.dim() != i1.dim() {
        return terr("Index tensor must have the same number of dimensions as self tensor");
    }
    let dt = x.dtype();
    let (write, src_sizes) = match source {
        Source::Src(s) => {
            if s.dtype() != dt {
                return terr("scatter(): Expected self.dtype to be equal to src.dtype");
            }
            let s1 = at_least_1d(s)?;
            if s1.dim() != i1.dim() {
                return terr("Index tensor must have the same number of dimensions as src tensor");
            }
            (Write::Src(s1), Some(s.sizes()))
        }
        Source::Value(v) => (Write::Value(v), None),
    };
    let too_big = (0..x1.dim()).any(|k| {
        (k != d && i1.sizes()[k] > x1.sizes()[k])
            || matches!(&write, Write::Src(s) if i1.sizes()[k] > s.sizes()[k])
    });
    if too_big {
        return terr(format!(
            "Expected index {:?} to be no larger than self {:?} apart from dimension {d}{}",
            index.sizes(),
            x.sizes(),
            src_sizes
                .map(|s| format!(" and to be no larger size than src {s:?}"))
                .unwrap_or_default()
        ));
    }
    // Targets as positions in the row-major copy of self that the result starts from.
    let targets = addressed((x1.sizes(), &contiguous_strides(x1.sizes()), 0), &i1, d)?;
    // src's element for each index element: the same coordinates, row-major in src.
    let picks = |s: &Tensor| -> Vec<usize> {
        let isz = i1.sizes();
        let istr = contiguous_strides(isz);
        let sstr = contiguous_strides(s.sizes());
        (0..i1.numel())
            .map(|p| (0..isz.len()).map(|k| p / istr[k] % isz[k] * sstr[k]).sum())
            .collect()
    };
    let shape = x.sizes().to_vec();
    if dt.is_float() {
        let mut out = x1.to_f64_vec();
        match write {
            Write::Src(s) => {
                let sv = s.to_f64_vec();
                for (&t, p) in targets.iter().zip(picks(&s)) {
                    out[t] = sv[p];
                }
            }
            Write::Value(v) => {
                let f = match checked_scalar(v, dt)? {
                    Value::Int(i) => Tensor::from_i64(dt, vec![], &[i])?.item_f64()?,
                    Value::Bool(b) => b as i64 as f64,
                    Value::Float(f) => round_f64(dt, f),
                    v => return terr(format!("scatter value is a {}", v.kind())),
                };
                targets.iter().for_each(|&t| out[t] = f);
            }
        }
        Tensor::from_f64(dt, shape, &out)
    } else {
        let mut out = x1.to_i64_vec();
        match write {
            Write::Src(s) => {
                let sv = s.to_i64_vec();
                for (&t, p) in targets.iter().zip(picks(&s)) {
                    out[t] = sv[p];
                }
            }
            Write::Value(v) => {
                let i = match checked_scalar(v, dt)? {
                    Value::Int(i) if dt == DType::B8 => (i != 0) as i64,
                    Value::Int(i) => i,
                    Value::Bool(b) => b as i64,
                    Value::Float(f) if dt == DType::B8 => (f != 0.0) as i64,
                    Value::Float(f) => f.trunc() as i64,
                    v => return terr(format!("scatter value is a {}", v.kind())),
                };
                targets.iter().for_each(|&t| out[t] = i);
            }
        }
        Tensor::from_i64(dt, shape, &out)
    }
}

/// `gather(Tensor self, int dim, Tensor index, *, bool sparse_grad=False)`.
pub(super) fn gather_op(c: &Call) -> TResult<Value> {
    gather(c.tensor(0, "self")?, c.int(1, "dim")?, c.tensor(2, "index")?).map(Value::Tensor)
}

/// `scatter.src(self, dim, index, src)` and `scatter.value(self, dim, index, value)`; the
/// `reduce=` overloads are refused.
pub(super) fn scatter_op(x: &Cx, c: &Call) -> TResult<Value> {
    let (t, dim, index) = (c.tensor(0, "self")?, c.int(1, "dim")?, c.tensor(2, "index")?);
    let source = match x.overload {
        "src" => Source::Src(c.tensor(3, "src")?),
        "value" => match c.get(3, "value") {
            Some(v) => Source::Value(v),
            None => return terr("missing argument `value` (#3)"),
        },
        o => {
            return terr(format!(
                "scatter.{o} is not supported: the interpreter has the `src` and `value` \
                 overloads only"
            ));
        }
    };
    scatter(t, dim, index, source).map(Value::Tensor)
}
