//! Running reductions along a dim (`cumsum`, `cumprod`), bit for bit as PyTorch's CPU kernel
//! (`cumsum_cpu_kernel` / `cumprod_cpu_kernel` in `aten/src/ATen/native/cpu/ReduceOpsKernel.cpp`):
//! the input is first converted to the result dtype (integers and bools promote to int64 unless
//! `dtype=` says otherwise), then each row is scanned sequentially in
//! `at::acc_type<scalar_t, /*is_cuda=*/false>` — double for f32/f64, float for f16/bf16, int64
//! (wrapping) for integers — and every running value is rounded to the result dtype as it is
//! stored, while the accumulator keeps its own precision. Unlike the interpreter's other
//! reductions this is not "f64, round once": the sequential order is PyTorch's, so the bits are.
use super::{Call, KW};
use crate::interp::tensor::{TResult, Tensor, terr, wrap_dim};
use crate::interp::value::Value;
use crate::ir::DType;

/// The permutation moving dim `d` of an `n`-d tensor last.
fn to_last(d: usize, n: usize) -> Vec<i64> {
    (0..n).filter(|&i| i != d).chain([d]).map(|i| i as i64).collect()
}

/// `x` with dim `d` moved last, so that each run of `x.sizes()[d]` elements of its row-major
/// order is one row along `d`.
pub(super) fn dim_last(x: &Tensor, d: usize) -> TResult<Tensor> {
    x.permute(&to_last(d, x.dim()))
}

/// Undoes [`dim_last`] on a result laid out as rows along the moved dim, contiguously.
pub(super) fn from_dim_last(t: Tensor, d: usize) -> TResult<Tensor> {
    let n = t.dim();
    let inv: Vec<i64> = (0..n)
        .map(|i| {
            let j = match i.cmp(&d) {
                std::cmp::Ordering::Less => i,
                std::cmp::Ordering::Equal => n - 1,
                std::cmp::Ordering::Greater => i - 1,
            };
            j as i64
        })
        .collect();
    Ok(t.permute(&inv)?.contiguous())
}

/// Which running reduction.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub enum Scan {
    Sum,
    Prod,
}

impl Scan {
    fn name(self) -> &'static str {
        match self {
            Scan::Sum => "cumsum",
            Scan::Prod => "cumprod",
        }
    }
}

/// Scans every row of `len` elements of `v` with `step`, starting from `init`, and stores each
/// running value through `store`.
fn scan_rows<A: Copy, T>(
    v: &[T],
    len: usize,
    init: A,
    step: impl Fn(A, &T) -> A,
    store: impl Fn(A) -> T,
) -> Vec<T> {
    let mut out = Vec::with_capacity(v.len());
    for row in v.chunks(len.max(1)) {
        let mut acc = init;
        for x in row {
            acc = step(acc, x);
            out.push(store(acc));
        }
    }
    out
}

/// `cumsum(x, dim, dtype)` / `cumprod`: see the module documentation.
pub fn cumulative(x: &Tensor, dim: i64, dtype: Option<DType>, op: Scan) -> TResult<Tensor> {
    let out = dtype.unwrap_or(if x.dtype().is_float() { x.dtype() } else { DType::I64 });
    // PyTorch's kernel dispatches on all types with bf16 and f16, not bool or float8.
    let supported = matches!(out, DType::F64 | DType::F32 | DType::F16 | DType::BF16)
        || matches!(out, DType::I64 | DType::I32 | DType::I16 | DType::I8 | DType::U8);
    if !supported {
        return terr(format!("{} to {out} is not implemented on CPU", op.name()));
    }
    let d = wrap_dim(dim, x.dim())?;
    let xt = x.to_dtype(out)?;
    if x.dim() == 0 || x.numel() == 0 {
        return Ok(xt.contiguous());
    }
    let moved = dim_last(&xt, d)?;
    let len = x.sizes()[d];
    let sizes = moved.sizes().to_vec();
    let res = match out {
        DType::F64 | DType::F32 => {
            let v = moved.to_f64_vec();
            let vals = match op {
                Scan::Sum => scan_rows(&v, len, 0f64, |a, &y| a + y, |a| a),
                Scan::Prod => scan_rows(&v, len, 1f64, |a, &y| a * y, |a| a),
            };
            // Storing rounds each running value once (f64 → f32 for an f32 result).
            Tensor::from_f64(out, sizes, &vals)?
        }
        DType::F16 | DType::BF16 => {
            // float accumulator: each step is an f32 operation on the f32 value of the element.
            let v = moved.to_f64_vec();
            let vals = match op {
                Scan::Sum => scan_rows(&v, len, 0f32, |a, &y| a + y as f32, f64::from),
                Scan::Prod => scan_rows(&v, len, 1f32, |a, &y| a * y as f32, f64::from),
            };
            Tensor::from_f64(out, sizes, &vals)?
        }
        _ => {
            let v = moved.to_i64_vec();
            let vals = match op {
                Scan::Sum => scan_rows(&v, len, 0i64, |a, &y| a.wrapping_add(y), |a| a),
                Scan::Prod => scan_rows(&v, len, 1i64, |a, &y| a.wrapping_mul(y), |a| a),
            };
            // Storing into a narrower integer keeps the low bits, as the C++ cast does.
            Tensor::from_i64(out, sizes, &vals)?
        }
    };
    from_dim_last(res, d)
}

/// `cumsum(Tensor self, int dim, *, ScalarType? dtype=None)`, `cumprod` alike.
pub(super) fn cumulative_op(c: &Call, op: Scan) -> TResult<Value> {
    let x = c.tensor(0, "self")?;
    cumulative(x, c.int(1, "dim")?, c.opt_dtype(KW, "dtype")?, op).map(Value::Tensor)
}

/// `logcumsumexp(Tensor self, int dim)`: `logcumsumexp_cpu_kernel`, which folds
/// `_log_add_exp_helper` from `-inf` in `acc_type` (double for f32, float for bf16/f16) and
/// rounds each running value as it is stored.
pub(super) fn logcumsumexp_op(c: &Call) -> TResult<Value> {
    let x = c.tensor(0, "self")?;
    let dt = x.dtype();
    if !dt.is_float() {
        return terr(format!("logcumsumexp of a {dt} tensor is not implemented on CPU"));
    }
    let d = wrap_dim(c.int(1, "dim")?, x.dim())?;
    if x.dim() == 0 || x.numel() == 0 {
        return Ok(Value::Tensor(x.contiguous()));
    }
    // std::min/std::max return their first argument when the pair is unordered.
    fn add_exp<T: num_like::F>(x: T, y: T) -> T {
        let (min, max) = if y.is_nan() {
            (y, y)
        } else {
            (if y < x { y } else { x }, if x < y { y } else { x })
        };
        if min != max || min.is_finite() { (min - max).exp().ln_1p() + max } else { x }
    }
    let moved = dim_last(x, d)?;
    let len = x.sizes()[d];
    let v = moved.to_f64_vec();
    let vals = if matches!(dt, DType::F64 | DType::F32) {
        scan_rows(&v, len, f64::NEG_INFINITY, |a, &y| add_exp(y, a), |a| a)
    } else {
        scan_rows(&v, len, f32::NEG_INFINITY, |a, &y| add_exp(y as f32, a), f64::from)
    };
    from_dim_last(Tensor::from_f64(dt, moved.sizes().to_vec(), &vals)?, d).map(Value::Tensor)
}

/// The float operations `logcumsumexp` needs, in f32 or f64.
mod num_like {
    pub trait F:
        Copy + PartialOrd + std::ops::Sub<Output = Self> + std::ops::Add<Output = Self>
    {
        fn is_nan(self) -> bool;
        fn is_finite(self) -> bool;
        fn exp(self) -> Self;
        fn ln_1p(self) -> Self;
    }
    macro_rules! impl_f {
        ($t:ty) => {
            impl F for $t {
                fn is_nan(self) -> bool {
                    <$t>::is_nan(self)
                }
                fn is_finite(self) -> bool {
                    <$t>::is_finite(self)
                }
                fn exp(self) -> Self {
                    <$t>::exp(self)
                }
                fn ln_1p(self) -> Self {
                    <$t>::ln_1p(self)
                }
            }
        };
    }
    impl_f!(f32);
    impl_f!(f64);
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn scans_along_any_dim_and_keep_the_layout() {
        let x = Tensor::from_f64(DType::F32, vec![2, 3], &[1., 2., 3., 4., 5., 6.]).unwrap();
        let r = cumulative(&x, 0, None, Scan::Sum).unwrap();
        assert_eq!(r.to_f64_vec(), vec![1., 2., 3., 5., 7., 9.]);
        let r = cumulative(&x.transpose(0, 1).unwrap(), -1, None, Scan::Prod).unwrap();
        assert_eq!(
            (r.sizes().to_vec(), r.to_f64_vec()),
            (vec![3, 2], vec![1., 4., 2., 10., 3., 18.])
        );
        let b = Tensor::from_i64(DType::B8, vec![3], &[1, 1, 0]).unwrap();
        let r = cumulative(&b, 0, None, Scan::Sum).unwrap();
        assert_eq!((r.dtype(), r.to_i64_vec()), (DType::I64, vec![1, 2, 2]));
        assert!(cumulative(&b, 0, Some(DType::B8), Scan::Sum).is_err());
        assert!(cumulative(&b, 1, None, Scan::Sum).is_err());
    }
}
