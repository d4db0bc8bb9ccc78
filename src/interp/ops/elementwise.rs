//! The pointwise ops of the table, read from their aten arguments: arithmetic and bitwise
//! binaries, comparisons, logic, unary math, `where`, `clamp`, `gelu`. The arithmetic itself
//! (broadcasting, promotion, rounding) is `pointwise`'s.
use super::pointwise::{Bin, Cmp, In, Scalar, binary, compare, map_float, map_int, result_dtype};
use super::{Call, Cx};
use crate::interp::tensor::{TResult, Tensor, terr};
use crate::interp::value::Value;
use crate::ir::{DType, special};

fn tv(x: TResult<Tensor>) -> TResult<Value> {
    x.map(Value::Tensor)
}

/// `add`, `sub`, `mul`, `maximum`, the bitwise ops...: `(self, other, *, alpha=1)`.
pub(super) fn bin(c: &Call, b: Bin) -> TResult<Value> {
    let alpha = match c.get(2, "alpha") {
        Some(Value::Int(v)) => Some(Scalar::Int(*v)),
        Some(Value::Float(v)) => Some(Scalar::Float(*v)),
        _ => None,
    };
    tv(binary(b, c.operand(0, "self")?, c.operand(1, "other")?, alpha))
}

pub(super) fn rsub(c: &Call) -> TResult<Value> {
    tv(binary(Bin::Sub, c.operand(1, "other")?, c.operand(0, "self")?, None))
}

/// `div.Tensor` and `div.Tensor_mode(..., rounding_mode=)`.
pub(super) fn div(c: &Call) -> TResult<Value> {
    let mode = match c.get(2, "rounding_mode") {
        Some(Value::Str(s)) => s.as_str(),
        _ => "",
    };
    match mode {
        "" => bin(c, Bin::Div),
        "trunc" => bin(c, Bin::DivTrunc),
        "floor" => bin(c, Bin::DivFloor),
        m => terr(format!("unknown rounding_mode `{m}`")),
    }
}

/// pow.Scalar has the number first; operand order is positional either way. An integer
/// tensor to a negative integer *number* is an error (`pow.Tensor_Scalar`'s check); to a
/// negative element of a tensor it is 0 but for bases 1 and -1 (ATen's `powi`).
pub(super) fn pow(c: &Call) -> TResult<Value> {
    let (base, exp) = (c.operand(0, "self")?, c.operand(1, "exponent")?);
    if let (In::T(t), In::S(e)) = (&base, &exp)
        && !t.dtype().is_float()
        && matches!(e, Scalar::Int(v) if *v < 0)
    {
        return terr("Integers to negative integer powers are not allowed.");
    }
    tv(binary(Bin::Pow, base, exp, None))
}

pub(super) fn cmp(c: &Call, o: Cmp) -> TResult<Value> {
    tv(compare(o, c.operand(0, "self")?, c.operand(1, "other")?))
}

#[derive(Debug, Clone, Copy, PartialEq)]
pub(super) enum Logic {
    And,
    Or,
    Xor,
}

pub(super) fn logical(c: &Call, op: Logic) -> TResult<Value> {
    let (a, b) = (c.operand(0, "self")?, c.operand(1, "other")?);
    let dt = result_dtype(&[a, b])?;
    let f = move |x: bool, y: bool| match op {
        Logic::And => x && y,
        Logic::Or => x || y,
        Logic::Xor => x ^ y,
    };
    tv(if dt.is_float() {
        map_float(&[a, b], dt, DType::B8, |v| f(v[0] != 0.0, v[1] != 0.0) as i64 as f64)
    } else {
        map_int(&[a, b], DType::B8, |v| Ok(f(v[0] != 0, v[1] != 0) as i64))
    })
}

pub(super) fn logical_not(c: &Call) -> TResult<Value> {
    let x = c.tensor(0, "self")?;
    tv(map_float(&[In::T(x)], DType::F64, DType::B8, |v| (v[0] == 0.0) as i64 as f64))
}

pub(super) fn isnan(c: &Call) -> TResult<Value> {
    let x = c.tensor(0, "self")?;
    tv(map_float(&[In::T(x)], DType::F64, DType::B8, |v| v[0].is_nan() as i64 as f64))
}

/// `signbit`: the sign bit, so -0.0 and NaNs with the bit set count (ints: negative).
pub(super) fn signbit(c: &Call) -> TResult<Value> {
    let x = c.tensor(0, "self")?;
    tv(if x.dtype().is_float() {
        map_float(&[In::T(x)], DType::F64, DType::B8, |v| v[0].is_sign_negative() as i64 as f64)
    } else {
        map_int(&[In::T(x)], DType::B8, |v| Ok((v[0] < 0) as i64))
    })
}

pub(super) fn isinf(c: &Call) -> TResult<Value> {
    let x = c.tensor(0, "self")?;
    tv(map_float(&[In::T(x)], DType::F64, DType::B8, |v| v[0].is_infinite() as i64 as f64))
}

/// Binary float functions of promoted operands, ints to f32 (`atan2`, `copysign`, `ldexp`).
pub(super) fn to_float2(c: &Call, f: fn(f64, f64) -> f64) -> TResult<Value> {
    let (a, b) = (c.operand(0, "self")?, c.operand(1, "other")?);
    let d = float_dtype(result_dtype(&[a, b])?);
    tv(map_float(&[a, b], d, d, |v| f(v[0], v[1])))
}

/// `fmod`: C's remainder, the dividend's sign (`std::fmod` for floats, `%` for ints; an integer
/// division by zero is an error, as in eager).
pub(super) fn fmod(c: &Call) -> TResult<Value> {
    let (a, b) = (c.operand(0, "self")?, c.operand(1, "other")?);
    let d = result_dtype(&[a, b])?;
    tv(if d.is_float() {
        map_float(&[a, b], d, d, |v| v[0] % v[1])
    } else {
        map_int(&[a, b], d, |v| match v[1] {
            0 => Err("ZeroDivisionError in fmod".to_string()),
            y => Ok(v[0].wrapping_rem(y)),
        })
    })
}

/// `polygamma(n, self)`: the order is a non-negative int (ATen refuses others).
pub(super) fn polygamma(c: &Call) -> TResult<Value> {
    let n = c.int(0, "n")?;
    if n < 0 {
        return terr("polygamma(n, x) does not support negative n.");
    }
    let x = c.tensor(1, "self")?;
    let d = float_dtype(x.dtype());
    tv(map_float(&[In::T(x)], d, d, |v| special::polygamma(n as f64, v[0])))
}

/// `gcd` of integers (`calc_gcd`: Euclid on absolute values, wrapping as C++ does).
pub(super) fn gcd(c: &Call) -> TResult<Value> {
    let (a, b) = (c.operand(0, "self")?, c.operand(1, "other")?);
    let d = result_dtype(&[a, b])?;
    if d.is_float() {
        return terr(format!("gcd is defined for integers, not {}", d.torch_name()));
    }
    tv(map_int(&[a, b], d, |v| {
        let (mut a, mut b) = (v[0].wrapping_abs(), v[1].wrapping_abs());
        while a != 0 {
            (a, b) = (b.wrapping_rem(a), a);
        }
        Ok(b)
    }))
}

/// `addcmul(self, t1, t2, value=1)` = `self + value * (t1 * t2)` and `addcdiv` =
/// `self + value * (t1 / t2)` (ints to float for addcdiv), in the promoted dtype.
pub(super) fn addc(c: &Call, div: bool) -> TResult<Value> {
    let ins = [c.operand(0, "self")?, c.operand(1, "tensor1")?, c.operand(2, "tensor2")?];
    let value = match c.get(3, "value") {
        Some(Value::Int(v)) => *v as f64,
        Some(Value::Float(v)) => *v,
        Some(Value::Bool(v)) => f64::from(u8::from(*v)),
        _ => 1.0,
    };
    let d = result_dtype(&ins)?;
    if div {
        let d = float_dtype(d);
        return tv(map_float(&ins, d, d, |v| v[0] + value * (v[1] / v[2])));
    }
    tv(if d.is_float() {
        map_float(&ins, d, d, |v| v[0] + value * (v[1] * v[2]))
    } else {
        let value = value as i64;
        map_int(&ins, d, |v| Ok(v[0].wrapping_add(value.wrapping_mul(v[1].wrapping_mul(v[2])))))
    })
}

fn erf(x: f64) -> f64 {
    libm::erf(x)
}

pub(super) const ERF: fn(f64) -> f64 = erf;
pub(super) const RECIPROCAL: fn(f64) -> f64 = |x| 1.0 / x;
pub(super) const SIGMOID: fn(f64) -> f64 = |x| 1.0 / (1.0 + (-x).exp());
pub(super) const SILU: fn(f64) -> f64 = |x| x / (1.0 + (-x).exp());

fn float_dtype(d: DType) -> DType {
    if d.is_float() { d } else { DType::F32 }
}

/// Unary float functions; ints promote to f32 first (PyTorch's "int to float" ops).
/// `rsqrt`: ATen's CPU kernel computes `1 / std::sqrt(x)` in the op math type (f32 for f32,
/// bf16 and f16; `Vectorized<float>::rsqrt` divides the rounded square root), so an f32 result
/// is rounded twice, not the correctly rounded reciprocal root. Inductor's C++ `ops.rsqrt` is
/// the same expression.
pub(super) fn rsqrt(c: &Call) -> TResult<Value> {
    let x = c.tensor(0, "self")?;
    let d = float_dtype(x.dtype());
    if d == DType::F64 {
        return tv(map_float(&[In::T(x)], d, d, |v| 1.0 / v[0].sqrt()));
    }
    tv(map_float(&[In::T(x)], d, d, |v| f64::from(1.0 / (v[0] as f32).sqrt())))
}

pub(super) fn to_float(c: &Call, f: fn(f64) -> f64) -> TResult<Value> {
    let x = c.tensor(0, "self")?;
    let d = float_dtype(x.dtype());
    tv(map_float(&[In::T(x)], d, d, |v| f(v[0])))
}

/// `sin`, `cos`. ATen's CPU kernel widens bf16 and f16 to float and runs SLEEF's 3.5-ulp
/// vector function (`special::sleef_trig`), whose error shows even at 16 bits: f16 sin(±300)
/// is ∓0.9995 where the f64 value rounds to ∓1. f32 and f64 (ints as f32) go to MKL's VML,
/// closed source, so those keep the f64 function `f`, rounded once (within MKL's ulp).
pub(super) fn sin_cos(c: &Call, f: fn(f64) -> f64, half: fn(f32) -> f32) -> TResult<Value> {
    let x = c.tensor(0, "self")?;
    let d = x.dtype();
    if matches!(d, DType::BF16 | DType::F16) {
        return tv(map_float(&[In::T(x)], d, d, |v| f64::from(half(v[0] as f32))));
    }
    to_float(c, f)
}

/// `torch.special`'s unary functions, whose operand some schemas call `x`, ints to f32.
pub(super) fn special1(c: &Call, arg: &str, f: fn(f64) -> f64) -> TResult<Value> {
    let x = c.tensor(0, arg)?;
    let d = float_dtype(x.dtype());
    tv(map_float(&[In::T(x)], d, d, |v| f(v[0])))
}

/// `zeta(self, other)`: either operand a tensor or a number, promoted together, ints to f32.
pub(super) fn zeta(c: &Call) -> TResult<Value> {
    let (a, b) = (c.operand(0, "self")?, c.operand(1, "other")?);
    let d = float_dtype(result_dtype(&[a, b])?);
    tv(map_float(&[a, b], d, d, |v| special::zeta(v[0], v[1])))
}

/// The orthogonal polynomials `(x, n)`, either a tensor or a number. They run in the
/// precision Inductor's CPU code gives them, f64 for f64 and float for every other float
/// dtype, because where a recurrence overflows decides its value (`special::polynomials`).
pub(super) fn polynomial(
    c: &Call,
    single: fn(f32, f32) -> f32,
    double: fn(f64, f64) -> f64,
) -> TResult<Value> {
    let (x, n) = (c.operand(0, "x")?, c.operand(1, "n")?);
    let d = float_dtype(result_dtype(&[x, n])?);
    tv(if d == DType::F64 {
        map_float(&[x, n], d, d, |v| double(v[0], v[1]))
    } else {
        map_float(&[x, n], d, d, |v| single(v[0] as f32, v[1] as f32) as f64)
    })
}

/// Unary float functions PyTorch only defines for floats (`silu`).
pub(super) fn float_only(c: &Call, f: fn(f64) -> f64, name: &str) -> TResult<Value> {
    let x = c.tensor(0, "self")?;
    if !x.dtype().is_float() {
        return terr(format!("{name} of a {} tensor", x.dtype()));
    }
    to_float(c, f)
}

/// Unary ops that keep the dtype, ints included: `f` for floats, `g` for ints and bools.
pub(super) fn same(c: &Call, f: fn(f64) -> f64, g: fn(i64) -> i64) -> TResult<Value> {
    let x = c.tensor(0, "self")?;
    let d = x.dtype();
    tv(if d.is_float() {
        map_float(&[In::T(x)], d, d, |v| f(v[0]))
    } else {
        map_int(&[In::T(x)], d, |v| Ok(g(v[0])))
    })
}

/// A dtype-keeping unary op: its float and its integer function.
pub(super) type SameFns = (fn(f64) -> f64, fn(i64) -> i64);

pub(super) const RELU: SameFns = (|v| if v.is_nan() { v } else { v.max(0.0) }, |v| v.max(0));
pub(super) const SIGN: SameFns = (
    |v| {
        if v > 0.0 {
            1.0
        } else if v < 0.0 {
            -1.0
        } else {
            v * 0.0
        }
    },
    i64::signum,
);

pub(super) fn bitwise_not(c: &Call) -> TResult<Value> {
    let x = c.tensor(0, "self")?;
    let d = x.dtype();
    if d.is_float() {
        return terr(format!("bitwise_not of a {d} tensor"));
    }
    let f: fn(i64) -> i64 = if d == DType::B8 { |v| (v == 0) as i64 } else { |v| !v };
    tv(map_int(&[In::T(x)], d, |v| Ok(f(v[0]))))
}

fn gelu_f(x: f64, tanh: bool) -> f64 {
    if tanh {
        let k = (2.0 / std::f64::consts::PI).sqrt();
        0.5 * x * (1.0 + (k * (x + 0.044715 * x * x * x)).tanh())
    } else {
        0.5 * x * (1.0 + erf(x / std::f64::consts::SQRT_2))
    }
}

pub(super) fn gelu(c: &Call) -> TResult<Value> {
    let x = c.tensor(0, "self")?;
    if !x.dtype().is_float() {
        return terr(format!("gelu of a {} tensor", x.dtype()));
    }
    let tanh = match c.str_or(1, "approximate", "none")? {
        "none" => false,
        "tanh" => true,
        a => return terr(format!("unknown gelu approximation `{a}`")),
    };
    tv(map_float(&[In::T(x)], x.dtype(), x.dtype(), |v| gelu_f(v[0], tanh)))
}

pub(super) fn where_(c: &Call) -> TResult<Value> {
    let cond = c.tensor(0, "condition")?;
    let (a, b) = (c.operand(1, "self")?, c.operand(2, "other")?);
    let dtype = result_dtype(&[a, b])?;
    let ci = In::T(cond);
    tv(if dtype.is_float() {
        map_float(&[ci, a, b], dtype, dtype, |v| if v[0] != 0.0 { v[1] } else { v[2] })
    } else {
        map_int(&[ci, a, b], dtype, |v| Ok(if v[0] != 0 { v[1] } else { v[2] }))
    })
}

fn clamp_to(x: In, lo: Option<In>, hi: Option<In>) -> TResult<Tensor> {
    let mut ins = vec![x];
    ins.extend(lo);
    ins.extend(hi);
    let dtype = result_dtype(&ins)?;
    let (has_lo, has_hi) = (lo.is_some(), hi.is_some());
    let hi_at = 1 + has_lo as usize;
    if dtype.is_float() {
        map_float(&ins, dtype, dtype, |v| {
            let mut r = v[0];
            if r.is_nan() {
                return r;
            }
            if has_lo {
                r = if v[1].is_nan() { v[1] } else { r.max(v[1]) };
            }
            if has_hi {
                r = if v[hi_at].is_nan() { v[hi_at] } else { r.min(v[hi_at]) };
            }
            r
        })
    } else {
        map_int(&ins, dtype, |v| {
            let mut r = v[0];
            if has_lo {
                r = r.max(v[1]);
            }
            if has_hi {
                r = r.min(v[hi_at]);
            }
            Ok(r)
        })
    }
}

pub(super) fn clamp(c: &Call) -> TResult<Value> {
    tv(clamp_to(
        c.operand(0, "self")?,
        c.get(1, "min").map(|_| c.operand(1, "min")).transpose()?,
        c.get(2, "max").map(|_| c.operand(2, "max")).transpose()?,
    ))
}

pub(super) fn clamp_min(c: &Call) -> TResult<Value> {
    tv(clamp_to(c.operand(0, "self")?, Some(c.operand(1, "min")?), None))
}

pub(super) fn clamp_max(c: &Call) -> TResult<Value> {
    tv(clamp_to(c.operand(0, "self")?, None, Some(c.operand(1, "max")?)))
}

/// `max.other` / `min.other` are elementwise; the other overloads reduce.
pub(super) fn max_min(x: &Cx, c: &Call, max: bool) -> TResult<Value> {
    if x.overload == "other" {
        return bin(c, if max { Bin::Max } else { Bin::Min });
    }
    super::reduce::max_min(x, c, max)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn unary_kinds() {
        let i = Tensor::from_i64(DType::I64, vec![3], &[-2, 0, 3]).unwrap();
        let c = Call { args: vec![Value::Tensor(i)], kwargs: vec![] };
        let r = to_float(&c, f64::exp).unwrap();
        assert_eq!(r.as_tensor().unwrap().dtype(), DType::F32);
        let r = same(&c, RELU.0, RELU.1).unwrap();
        assert_eq!(r.as_tensor().unwrap().to_i64_vec(), vec![0, 0, 3]);
        assert!(float_only(&c, SILU, "silu").is_err());
    }

    /// `torch.rsqrt` of f32 is `1 / sqrt(x)` rounded twice: 3.1314268 at 0.10198009759, where
    /// the correctly rounded reciprocal root is 3.131427.
    #[test]
    fn rsqrt_rounds_like_aten() {
        let x = Tensor::from_f64(DType::F32, vec![1], &[0.10198009759187698]).unwrap();
        let c = Call { args: vec![Value::Tensor(x)], kwargs: vec![] };
        let r = rsqrt(&c).unwrap();
        assert_eq!(r.as_tensor().unwrap().to_f64_vec(), vec![3.1314268112182617]);
    }
}
