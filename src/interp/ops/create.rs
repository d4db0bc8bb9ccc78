//! Factory ops. Without an explicit dtype, the Python value's kind decides (float → f32,
//! int → i64, bool → bool), as PyTorch's factories do.
use super::{Call, Cx, KW, scalar_kind};
use crate::interp::promote::ScalarKind;
use crate::interp::tensor::{TResult, Tensor, terr};
use crate::interp::value::Value;
use crate::ir::DType;

fn sizes(v: Vec<i64>) -> TResult<Vec<usize>> {
    v.into_iter()
        .map(|s| if s < 0 { terr(format!("negative size {s}")) } else { Ok(s as usize) })
        .collect()
}

/// A factory's size comes from its arguments, which no annotation-based estimate sees: the
/// elements it would allocate (with the 8-byte values it is built from) are checked against
/// the memory available, so `full([100000, 100000])` is an error rather than an abort.
fn check_alloc(shape: &[usize], dtype: DType) -> TResult<usize> {
    let n = shape.iter().try_fold(1usize, |a, &d| a.checked_mul(d));
    let n = match n {
        Some(n) => n,
        None => return terr(format!("a tensor of sizes {shape:?} has more elements than usize")),
    };
    let bytes = (n as u64).saturating_mul(8 + dtype.size_bytes() as u64);
    // Small factories (most of them: masks, positions) skip reading /proc/meminfo per node.
    if bytes < 1 << 28 {
        return Ok(n);
    }
    crate::util::mem::MemoryLimit::Available
        .check(bytes, &format!("a factory's {n} elements"))
        .map_err(|e| crate::interp::tensor::TensorError(e.to_string()))?;
    Ok(n)
}

fn filled(dtype: DType, shape: Vec<usize>, v: &Value) -> TResult<Tensor> {
    let n = check_alloc(&shape, dtype)?;
    match v {
        Value::Int(i) => Tensor::from_i64(dtype, shape, &vec![*i; n]),
        Value::Bool(b) => Tensor::from_i64(dtype, shape, &vec![*b as i64; n]),
        Value::Float(f) => Tensor::from_f64(dtype, shape, &vec![*f; n]),
        v => terr(format!("fill value should be a number, found {}", v.kind())),
    }
}

fn default_dtype(kinds: &[Option<ScalarKind>]) -> DType {
    if kinds.contains(&Some(ScalarKind::Float)) {
        DType::F32
    } else if kinds.iter().all(|k| *k == Some(ScalarKind::Bool)) {
        DType::B8
    } else {
        DType::I64
    }
}

fn arange(start: f64, end: f64, step: f64, dtype: DType) -> TResult<Tensor> {
    if step == 0.0 || !((end - start) / step).is_finite() {
        return terr(format!("arange({start}, {end}, {step}) has no finite size"));
    }
    let n = ((end - start) / step).ceil().max(0.0) as usize;
    check_alloc(&[n], dtype)?;
    let vals: Vec<f64> = (0..n).map(|i| start + step * i as f64).collect();
    Tensor::from_f64(dtype, vec![n], &vals)
}

fn tv(x: TResult<Tensor>) -> TResult<Value> {
    x.map(Value::Tensor)
}

const ZERO: Value = Value::Int(0);
const ONE: Value = Value::Int(1);

pub(super) fn full(c: &Call) -> TResult<Value> {
    let fill = c.get(1, "fill_value").unwrap_or(&ZERO);
    tv(filled(
        c.opt_dtype(KW, "dtype")?.unwrap_or(default_dtype(&[scalar_kind(fill)])),
        sizes(c.int_list(0, "size")?)?,
        fill,
    ))
}

/// `zeros`, `ones`, `empty` (whose contents are unspecified: zeros are as good as any).
pub(super) fn constant(c: &Call, one: bool) -> TResult<Value> {
    let fill = if one { &ONE } else { &ZERO };
    tv(filled(
        c.opt_dtype(KW, "dtype")?.unwrap_or(DType::F32),
        sizes(c.int_list(0, "size")?)?,
        fill,
    ))
}

/// What a `*_like` factory fills with.
#[derive(Debug, Clone, Copy, PartialEq)]
pub(super) enum Like {
    /// `full_like(self, fill_value)`.
    Full,
    Zeros,
    Ones,
    /// `empty_like`: zeros, like `empty`.
    Empty,
}

pub(super) fn like(c: &Call, l: Like) -> TResult<Value> {
    let x = c.tensor(0, "self")?;
    let fill = match l {
        Like::Full => c.get(1, "fill_value").unwrap_or(&ZERO),
        Like::Ones => &ONE,
        Like::Zeros | Like::Empty => &ZERO,
    };
    tv(filled(c.opt_dtype(KW, "dtype")?.unwrap_or(x.dtype()), x.sizes().to_vec(), fill))
}

/// `new_empty_strided(self, size, stride, *, dtype=None, ...)`: zeros (its values are
/// uninitialized memory; the strides are lowering's business, the values nobody's).
pub(super) fn new_empty_strided(c: &Call) -> TResult<Value> {
    let x = c.tensor(0, "self")?;
    let size = c.int_list(1, "size")?;
    if size.iter().any(|&s| s < 0) {
        return crate::interp::tensor::terr(format!("negative size in {size:?}"));
    }
    let size: Vec<usize> = size.iter().map(|&s| s as usize).collect();
    tv(filled(c.opt_dtype(KW, "dtype")?.unwrap_or(x.dtype()), size, &ZERO))
}

pub(super) fn scalar_tensor(c: &Call) -> TResult<Value> {
    let v = c.get(0, "s").unwrap_or(&ZERO);
    tv(filled(c.opt_dtype(KW, "dtype")?.unwrap_or(DType::F32), vec![], v))
}

/// `arange.default(end)`, `arange.start(start, end)`, `arange.start_step(start, end, step)`.
pub(super) fn arange_op(cx: &Cx, c: &Call) -> TResult<Value> {
    let (start, end, step) = match cx.overload {
        "start" => (c.get(0, "start"), c.get(1, "end"), None),
        "start_step" => (c.get(0, "start"), c.get(1, "end"), c.get(2, "step")),
        _ => (None, c.get(0, "end"), None),
    };
    let dt = c.opt_dtype(KW, "dtype")?.unwrap_or(default_dtype(&[
        start.and_then(scalar_kind).or(Some(ScalarKind::Int)),
        end.and_then(scalar_kind),
        step.and_then(scalar_kind).or(Some(ScalarKind::Int)),
    ]));
    let num = |v: Option<&Value>, d: f64| match v {
        None => Ok(d),
        Some(Value::Int(i)) => Ok(*i as f64),
        Some(Value::Float(f)) => Ok(*f),
        Some(v) => terr(format!("arange bound should be a number, found {}", v.kind())),
    };
    tv(arange(num(start, 0.0)?, num(end, 0.0)?, num(step, 1.0)?, dt))
}

/// prims.iota(length, *, start, step, dtype, device, requires_grad)
pub(super) fn iota(c: &Call) -> TResult<Value> {
    let n = c.int(0, "length")?;
    let (start, step) = (c.opt_int(KW, "start")?.unwrap_or(0), c.opt_int(KW, "step")?.unwrap_or(1));
    let vals: Vec<i64> = (0..n.max(0)).map(|i| start.wrapping_add(step.wrapping_mul(i))).collect();
    tv(Tensor::from_i64(c.opt_dtype(KW, "dtype")?.unwrap_or(DType::I64), vec![vals.len()], &vals))
}
