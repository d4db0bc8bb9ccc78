//! Pointwise ops post-grad graphs call that the elementwise module's patterns do not cover:
//! the prims Inductor's decompositions leave behind (`prims.fma`, `prims.div`), `nextafter`,
//! which steps through the bits of its own dtype, and `glu`, which halves its input.
use super::Call;
use super::pointwise::{Bin, In, binary, map_float, result_dtype};
use crate::interp::tensor::{TResult, terr};
use crate::interp::value::Value;
use crate::ir::DType;

/// `prims.fma(a, b, c)` = `a * b + c` rounded once (the product of two f32s is exact in f64).
pub(super) fn fma(c: &Call) -> TResult<Value> {
    let ins = [c.operand(0, "a")?, c.operand(1, "b")?, c.operand(2, "c")?];
    let d = result_dtype(&ins)?;
    if !d.is_float() {
        return terr(format!("prims.fma of {} operands", d.torch_name()));
    }
    Ok(Value::Tensor(map_float(&ins, d, d, |v| v[0].mul_add(v[1], v[2]))?))
}

/// `prims.div`: C's `/`, truncating for integers and bools, true division for floats.
pub(super) fn div(c: &Call) -> TResult<Value> {
    let (a, b) = (c.operand(0, "self")?, c.operand(1, "other")?);
    let op = if result_dtype(&[a, b])?.is_float() { Bin::Div } else { Bin::DivTrunc };
    Ok(Value::Tensor(binary(op, a, b, None)?))
}

/// `nextafter(self, other)`: the neighbour of `self` towards `other` in the operands' dtype
/// (`std::nextafter` for f32/f64, c10's bit step for bf16/f16).
pub(super) fn nextafter(c: &Call) -> TResult<Value> {
    let (a, b) = (c.operand(0, "self")?, c.operand(1, "other")?);
    let d = result_dtype(&[a, b])?;
    let f: fn(f64, f64) -> f64 = match d {
        DType::F64 => libm::nextafter,
        DType::F32 => |x, y| libm::nextafterf(x as f32, y as f32) as f64,
        DType::BF16 => |x, y| {
            step_bits(
                x,
                y,
                |v| half::bf16::from_f64(v).to_bits(),
                |b| half::bf16::from_bits(b).to_f64(),
            )
        },
        DType::F16 => |x, y| {
            step_bits(
                x,
                y,
                |v| half::f16::from_f64(v).to_bits(),
                |b| half::f16::from_bits(b).to_f64(),
            )
        },
        _ => return terr(format!("nextafter is not implemented for {}", d.torch_name())),
    };
    Ok(Value::Tensor(map_float(&[a, b], d, d, |v| f(v[0], v[1]))?))
}

/// One step of a 16-bit float's bit pattern from `x` towards `y` (c10's `nextafter` for
/// `BFloat16` and `Half`): NaNs propagate, equal values give `y`, zero steps to the smallest
/// subnormal of `y`'s sign.
fn step_bits(x: f64, y: f64, to_bits: fn(f64) -> u16, from_bits: fn(u16) -> f64) -> f64 {
    if x.is_nan() || y.is_nan() {
        return f64::NAN;
    }
    if x == y {
        return y;
    }
    if x == 0.0 {
        let tiny = from_bits(1);
        return if y > 0.0 { tiny } else { -tiny };
    }
    let bits = to_bits(x);
    // Magnitude grows when stepping away from zero.
    let away = (x < y) == (x > 0.0);
    from_bits(if away { bits + 1 } else { bits - 1 })
}

/// `glu(self, dim=-1)`: the first half along `dim` times the sigmoid of the second.
pub(super) fn glu(c: &Call) -> TResult<Value> {
    let x = c.tensor(0, "self")?;
    let dim = c.opt_int(1, "dim")?.unwrap_or(-1);
    if x.dim() == 0 {
        return terr("glu does not support scalars because halving size must be even");
    }
    let d = crate::interp::tensor::wrap_dim(dim, x.dim())?;
    let n = x.sizes()[d] as i64;
    if n % 2 != 0 {
        return terr(format!("Halving dimension must be even, but dimension {d} is size {n}"));
    }
    if !x.dtype().is_float() {
        return terr(format!("glu of a {} tensor", x.dtype().torch_name()));
    }
    let a = x.slice(dim, Some(0), Some(n / 2), 1)?;
    let b = x.slice(dim, Some(n / 2), Some(n), 1)?;
    let t = x.dtype();
    let out = map_float(&[In::T(&a), In::T(&b)], t, t, |v| v[0] / (1.0 + (-v[1]).exp()))?;
    Ok(Value::Tensor(out))
}
