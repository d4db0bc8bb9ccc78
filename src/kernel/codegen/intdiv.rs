//! Integer division as Python and PyTorch's CPU kernels define it (`//` floors, `%` takes the
//! divisor's sign, C's `/` truncates), without a hardware trap: a zero divisor gives 0 and
//! `MIN / -1` wraps. The one emitter of these for both index arithmetic (`index`) and the
//! `ops.floordiv`/`ops.truncdiv`/`ops.mod`/`ops.remainder` calls (`ops`).
use cranelift_codegen::ir::condcodes::IntCC;
use cranelift_codegen::ir::{InstBuilder, Value};
use cranelift_frontend::FunctionBuilder;

/// The divisor Cranelift's `sdiv`/`srem` can take without trapping: 0 and -1 become 1 (`MIN /
/// -1` overflows, and x86's `idiv` traps on it as on a zero divisor); the caller fixes the
/// result up. Returns (divisor, is zero, is -1).
fn safe_divisor(b: &mut FunctionBuilder<'_>, y: Value) -> (Value, Value, Value) {
    let t = b.func.dfg.value_type(y);
    let one = b.ins().iconst(t, 1);
    let is0 = b.ins().icmp_imm_s(IntCC::Equal, y, 0);
    let is_m1 = b.ins().icmp_imm_s(IntCC::Equal, y, -1);
    let either = b.ins().bor(is0, is_m1);
    (b.ins().select(either, one, y), is0, is_m1)
}

/// Python's `//` on ints; a zero divisor gives 0 instead of a hardware trap, and `MIN // -1`
/// wraps to MIN as PyTorch's CPU kernels give it (x86 traps on the division itself).
pub(super) fn int_floordiv(b: &mut FunctionBuilder<'_>, x: Value, y: Value, signed: bool) -> Value {
    let t = b.func.dfg.value_type(x);
    let zero = b.ins().iconst(t, 0);
    let one = b.ins().iconst(t, 1);
    if !signed {
        let is0 = b.ins().icmp(IntCC::Equal, y, zero);
        let d = b.ins().select(is0, one, y);
        let q = b.ins().udiv(x, d);
        return b.ins().select(is0, zero, q);
    }
    let (d, is0, is_m1) = safe_divisor(b, y);
    // x // -1 is -x (wrapping: MIN stays MIN), exact, so no floor fix-up.
    let negated = b.ins().ineg(x);
    let q = b.ins().sdiv(x, d);
    let q = b.ins().select(is_m1, negated, q);
    let r = b.ins().srem(x, d);
    let rnz = b.ins().icmp(IntCC::NotEqual, r, zero);
    let sx = b.ins().bxor(r, d);
    let neg = b.ins().icmp(IntCC::SignedLessThan, sx, zero);
    let fix = b.ins().band(rnz, neg);
    let q1 = b.ins().isub(q, one);
    let q = b.ins().select(fix, q1, q);
    b.ins().select(is0, zero, q)
}

/// C's `/` on ints (toward zero); 0 for a zero divisor, and `MIN / -1` wraps to MIN.
pub(super) fn int_truncdiv(b: &mut FunctionBuilder<'_>, x: Value, y: Value, signed: bool) -> Value {
    let t = b.func.dfg.value_type(x);
    let zero = b.ins().iconst(t, 0);
    if !signed {
        let one = b.ins().iconst(t, 1);
        let is0 = b.ins().icmp(IntCC::Equal, y, zero);
        let d = b.ins().select(is0, one, y);
        let q = b.ins().udiv(x, d);
        return b.ins().select(is0, zero, q);
    }
    let (d, is0, is_m1) = safe_divisor(b, y);
    let q = b.ins().sdiv(x, d);
    let neg = b.ins().ineg(x);
    let q = b.ins().select(is_m1, neg, q);
    b.ins().select(is0, zero, q)
}

/// C's `%` on ints (the dividend's sign); 0 for a zero divisor, and `MIN % -1` is 0.
pub(super) fn int_trunc_mod(
    b: &mut FunctionBuilder<'_>,
    x: Value,
    y: Value,
    signed: bool,
) -> Value {
    let t = b.func.dfg.value_type(x);
    let zero = b.ins().iconst(t, 0);
    if !signed {
        let one = b.ins().iconst(t, 1);
        let is0 = b.ins().icmp(IntCC::Equal, y, zero);
        let d = b.ins().select(is0, one, y);
        let r = b.ins().urem(x, d);
        return b.ins().select(is0, zero, r);
    }
    let (d, is0, _) = safe_divisor(b, y);
    let r = b.ins().srem(x, d);
    b.ins().select(is0, zero, r)
}

/// Python's `%` on ints (the divisor's sign); 0 for a zero divisor, and `x % -1` is 0 without
/// the trap `MIN % -1` would raise.
pub(super) fn int_mod(b: &mut FunctionBuilder<'_>, x: Value, y: Value, signed: bool) -> Value {
    let t = b.func.dfg.value_type(x);
    let zero = b.ins().iconst(t, 0);
    let one = b.ins().iconst(t, 1);
    if !signed {
        let is0 = b.ins().icmp(IntCC::Equal, y, zero);
        let d = b.ins().select(is0, one, y);
        let r = b.ins().urem(x, d);
        return b.ins().select(is0, zero, r);
    }
    // With -1 replaced by 1 the remainder is 0, which is x % -1.
    let (d, is0, _) = safe_divisor(b, y);
    let r = b.ins().srem(x, d);
    let rnz = b.ins().icmp(IntCC::NotEqual, r, zero);
    let sx = b.ins().bxor(r, d);
    let neg = b.ins().icmp(IntCC::SignedLessThan, sx, zero);
    let fix = b.ins().band(rnz, neg);
    let r1 = b.ins().iadd(r, d);
    let r = b.ins().select(fix, r1, r);
    b.ins().select(is0, zero, r)
}
