//! Transcendentals as straight-line Cranelift code (Cranelift has no `exp`): Cephes' expf
//! range reduction and polynomial, the same instructions for `f32` and `f32x4`, so a vector
//! loop and its scalar tail give identical results. Accurate to about 1 ulp.
use cranelift_codegen::ir::condcodes::{FloatCC, IntCC};
use cranelift_codegen::ir::{FuncRef, InstBuilder, MemFlagsData, Value, types};
use cranelift_frontend::FunctionBuilder;

fn fc(b: &mut FunctionBuilder<'_>, x: f32, vector: bool) -> Value {
    let c = b.ins().f32const(x);
    if vector { b.ins().splat(types::F32X4, c) } else { c }
}

/// What an exp must get right at the ends of the float range.
#[derive(Clone, Copy, PartialEq, Eq)]
pub(crate) enum Range {
    /// As libm's expf: finite up to ln(FLT_MAX), subnormal results rounded once, inf and 0
    /// beyond.
    Full,
    /// Inputs clamped to [-87.3, 88.0], where 2^n is one normal float: exact there, a finite
    /// result at the edge values beyond (for callers whose result does not depend on them).
    Normal,
}

pub(crate) fn exp(b: &mut FunctionBuilder<'_>, x: Value, vector: bool) -> Value {
    exp_with(b, x, vector, Range::Full)
}

pub(crate) fn exp_with(b: &mut FunctionBuilder<'_>, x: Value, vector: bool, range: Range) -> Value {
    let (ft, it) = if vector { (types::F32X4, types::I32X4) } else { (types::F32, types::I32) };
    let flags = if vector { super::emit::le() } else { MemFlagsData::new() };
    // Full: the clamp keeps n = round(x·log2 e) in [-150, 129]; 2^n is applied as two factors
    // 2^(n/2)·2^(n - n/2), each a normal float, so results near the overflow edge (up to
    // ln(FLT_MAX) ≈ 88.72) stay finite and tiny ones round once into the subnormals, as libm's
    // expf does. Past the clamp the product itself overflows to +inf or underflows to 0.
    // Normal: n stays in [-126, 127] and one factor does.
    let full = range == Range::Full;
    let hi = fc(b, if full { 89.0 } else { 88.0 }, vector);
    let lo = fc(b, if full { -104.0 } else { -87.3 }, vector);
    // The clamp as compare-and-select (a NaN compares false and passes through): the IEEE
    // fmin/fmax lowerings spend a dozen instructions on NaN and signed-zero cases, while
    // `hi < x ? hi : x` and `x < lo ? lo : x` in this operand order are one `minps`/`maxps`.
    let pick = |b: &mut FunctionBuilder<'_>, c: Value, t: Value, f: Value| {
        if vector { b.ins().bitselect(c, t, f) } else { b.ins().select(c, t, f) }
    };
    let mask = |b: &mut FunctionBuilder<'_>, l: Value, r: Value| {
        let c = b.ins().fcmp(FloatCC::LessThan, l, r);
        if vector { b.ins().bitcast(ft, flags, c) } else { c }
    };
    let over = mask(b, hi, x);
    let xc = pick(b, over, hi, x);
    let low = mask(b, xc, lo);
    let xc = pick(b, low, lo, xc);
    let log2e = fc(b, std::f32::consts::LOG2_E, vector);
    let fx = b.ins().fmul(xc, log2e);
    // Round to nearest-even by adding 1.5·2^23: the integer lands in the low mantissa bits, so
    // n needs no float-to-int conversion (|fx| < 2^22 after the clamp).
    let magic = fc(b, 12_582_912.0, vector);
    let shifted = b.ins().fadd(fx, magic);
    let fx = b.ins().fsub(shifted, magic);
    let bits = b.ins().bitcast(it, flags, shifted);
    let magic_bits = b.ins().iconst(types::I32, 12_582_912f32.to_bits() as i64);
    let magic_bits = if vector { b.ins().splat(it, magic_bits) } else { magic_bits };
    let n = b.ins().isub(bits, magic_bits);
    // Cody–Waite: c1 has 9 significant bits, so fx·c1 is exact for |fx| <= 150.
    let c1 = fc(b, 0.693_359_4, vector);
    let c2 = fc(b, -2.121_944_4e-4, vector);
    let t = b.ins().fmul(fx, c1);
    let r = b.ins().fsub(xc, t);
    let t = b.ins().fmul(fx, c2);
    let r = b.ins().fsub(r, t);
    let z = b.ins().fmul(r, r);
    let mut y = fc(b, 1.987_569_1e-4, vector);
    for c in [1.398_199_9e-3, 8.333_452e-3, 4.166_579_6e-2, 1.666_666_5e-1, 5e-1] {
        let cv = fc(b, c, vector);
        y = b.ins().fma(y, r, cv);
    }
    let y = b.ins().fma(y, z, r);
    let one = fc(b, 1.0, vector);
    let y = b.ins().fadd(y, one);
    let bias = b.ins().iconst(types::I32, 127);
    let bias = if vector { b.ins().splat(it, bias) } else { bias };
    let parts = if full {
        let n1 = b.ins().sshr_imm_u(n, 1);
        vec![n1, b.ins().isub(n, n1)]
    } else {
        vec![n]
    };
    let mut res = y;
    for part in parts {
        let e = b.ins().iadd(part, bias);
        let e = b.ins().ishl_imm_u(e, 23);
        let p = b.ins().bitcast(ft, flags, e);
        res = b.ins().fmul(res, p);
    }
    if !full {
        return res;
    }
    // Beyond the clamp: overflow to +inf, underflow to 0; NaN passes through the clamp.
    let under = mask(b, x, lo);
    let inf = fc(b, f32::INFINITY, vector);
    let zero = fc(b, 0.0, vector);
    let res = pick(b, over, inf, res);
    pick(b, under, zero, res)
}

/// `1 / (1 + exp(-x))`, as Inductor's C++ `sigmoid` computes it. The exp is the short form:
/// where it differs from the full one (|x| > 87) the quotient is 1 or below 1.2e-38 either way.
pub(crate) fn sigmoid(b: &mut FunctionBuilder<'_>, x: Value, vector: bool) -> Value {
    // 0 - x rather than a sign flip, whose mask Cranelift rebuilds in every trip; the sign of
    // a zero does not reach exp's result.
    let zero = fc(b, 0.0, vector);
    let nx = b.ins().fsub(zero, x);
    let e = exp_with(b, nx, vector, Range::Normal);
    let one = fc(b, 1.0, vector);
    let d = b.ins().fadd(one, e);
    b.ins().fdiv(one, d)
}

/// Cephes' `tanhf`: below |x| = 0.625 the odd polynomial `x + x·z·P(z)` with `z = x²`, above
/// it `1 - 2 / (exp(2|x|) + 1)` with the sign of x restored; the same instructions for `f32`
/// and `f32x4`, about 2 ulp. The short exp is enough: past |x| = 44 the quotient is below
/// one ulp of 1 either way.
pub(crate) fn tanh(b: &mut FunctionBuilder<'_>, x: Value, vector: bool) -> Value {
    let ft = if vector { types::F32X4 } else { types::F32 };
    let flags = if vector { super::emit::le() } else { MemFlagsData::new() };
    let ax = b.ins().fabs(x);
    let one = fc(b, 1.0, vector);
    let two = fc(b, 2.0, vector);
    let t = b.ins().fmul(ax, two);
    let e = exp_with(b, t, vector, Range::Normal);
    let d = b.ins().fadd(e, one);
    let q = b.ins().fdiv(two, d);
    let big = b.ins().fsub(one, q);
    // The sign of x by a select (x86 has no vector fcopysign in Cranelift); -0 takes the
    // polynomial branch anyway.
    let zero = fc(b, 0.0, vector);
    let neg = b.ins().fneg(big);
    let is_neg = b.ins().fcmp(FloatCC::LessThan, x, zero);
    let big = if vector {
        let m = b.ins().bitcast(ft, flags, is_neg);
        b.ins().bitselect(m, neg, big)
    } else {
        b.ins().select(is_neg, neg, big)
    };
    let z = b.ins().fmul(x, x);
    let mut p = fc(b, -5.704_988_7e-3, vector);
    for c in [2.063_909e-2, -5.373_971_5e-2, 1.333_144_2e-1, -3.333_328e-1] {
        let cv = fc(b, c, vector);
        p = b.ins().fma(p, z, cv);
    }
    let pz = b.ins().fmul(p, z);
    let small = b.ins().fma(pz, x, x);
    let lim = fc(b, 0.625, vector);
    let c = b.ins().fcmp(FloatCC::LessThan, ax, lim);
    if vector {
        let c = b.ins().bitcast(ft, flags, c);
        b.ins().bitselect(c, small, big)
    } else {
        b.ins().select(c, small, big)
    }
}

/// Where the Cody-Waite reduction below stays accurate (Cephes' `sinf`/`cosf` limit).
const SINCOS_LIMIT: f32 = 8192.0;

/// Cephes' `sinf` / `cosf` for |x| <= 8192: x reduced by the nearest even multiple of π/4 in
/// three parts (Cody-Waite), one of two polynomials by the octant, the sign from the octant
/// and x's sign; the same instructions for `f32` and `f32x4`. A value past the limit, an inf
/// or a NaN sends the whole vector to `host` (libm) lane by lane: one compare and a branch
/// that is not taken for the angles graphs compute (RoPE tables, positional encodings).
pub(crate) fn sin_cos(
    b: &mut FunctionBuilder<'_>,
    x: Value,
    vector: bool,
    cos: bool,
    host: FuncRef,
) -> Value {
    let (ft, it) = if vector { (types::F32X4, types::I32X4) } else { (types::F32, types::I32) };
    let flags = if vector { super::emit::le() } else { MemFlagsData::new() };
    let ic = |b: &mut FunctionBuilder<'_>, v: i64| {
        let c = b.ins().iconst(types::I32, v);
        if vector { b.ins().splat(types::I32X4, c) } else { c }
    };
    let ax = b.ins().fabs(x);
    let fopi = fc(b, 4.0 / std::f32::consts::PI, vector);
    let t = b.ins().fmul(ax, fopi);
    // Truncation is floor for |x| >= 0; (j + 1) & !1 rounds to the even octant boundary.
    let j = b.ins().fcvt_to_sint_sat(it, t);
    let one = ic(b, 1);
    let j = b.ins().iadd(j, one);
    let not_one = ic(b, !1);
    let j = b.ins().band(j, not_one);
    let y = b.ins().fcvt_from_sint(ft, j);
    let mut r = ax;
    for dp in [0.785_156_25f32, 2.418_756_5e-4, 3.774_895e-8] {
        let ndp = fc(b, -dp, vector);
        r = b.ins().fma(y, ndp, r);
    }
    let z = b.ins().fmul(r, r);
    // cos polynomial: 1 - z/2 + z²·C(z)
    let mut pc = fc(b, 2.443_315_7e-5, vector);
    for c in [-1.388_731_6e-3, 4.166_664_6e-2] {
        let cv = fc(b, c, vector);
        pc = b.ins().fma(pc, z, cv);
    }
    let zz = b.ins().fmul(z, z);
    let half = fc(b, -0.5, vector);
    let onef = fc(b, 1.0, vector);
    let hz = b.ins().fma(z, half, onef);
    let pc = b.ins().fma(pc, zz, hz);
    // sin polynomial: r + r·z·S(z)
    let mut ps = fc(b, -1.951_529_6e-4, vector);
    for c in [8.332_161e-3, -1.666_665_5e-1] {
        let cv = fc(b, c, vector);
        ps = b.ins().fma(ps, z, cv);
    }
    let rz = b.ins().fmul(r, z);
    let ps = b.ins().fma(ps, rz, r);
    // Octants 2 and 6 (j & 2) swap the polynomials; the sign bit comes from j & 4 (cos: from
    // (j + 2) & 4) and, for sin, from x.
    let two = ic(b, 2);
    let jm = b.ins().band(j, two);
    let zi = ic(b, 0);
    let swap = b.ins().icmp(IntCC::NotEqual, jm, zi);
    let (first, second) = if cos { (ps, pc) } else { (pc, ps) };
    let poly = if vector {
        let m = b.ins().bitcast(ft, flags, swap);
        b.ins().bitselect(m, first, second)
    } else {
        b.ins().select(swap, first, second)
    };
    let js = if cos { b.ins().iadd(j, two) } else { j };
    let four = ic(b, 4);
    let jb = b.ins().band(js, four);
    let mut sign = b.ins().ishl_imm_u(jb, 29);
    if !cos {
        let xb = b.ins().bitcast(it, flags, x);
        let sb = ic(b, i32::MIN as i64);
        let xs = b.ins().band(xb, sb);
        sign = b.ins().bxor(sign, xs);
    }
    let pb = b.ins().bitcast(it, flags, poly);
    let rb = b.ins().bxor(pb, sign);
    let fast = b.ins().bitcast(ft, flags, rb);
    // Past the limit (or inf/NaN, which compare unordered): libm, lane by lane.
    let lim = fc(b, SINCOS_LIMIT, vector);
    let far = b.ins().fcmp(FloatCC::UnorderedOrGreaterThan, ax, lim);
    let far = if vector { b.ins().vany_true(far) } else { far };
    let (slow, join) = (b.create_block(), b.create_block());
    let res = b.append_block_param(join, ft);
    b.ins().brif(far, slow, &[], join, &[fast.into()]);
    b.switch_to_block(slow);
    let exact = if vector {
        let mut v = fast;
        for lane in 0..4u8 {
            let xl = b.ins().extractlane(x, lane);
            let c = b.ins().call(host, &[xl]);
            let yl = b.inst_results(c)[0];
            v = b.ins().insertlane(v, yl, lane);
        }
        v
    } else {
        let c = b.ins().call(host, &[x]);
        b.inst_results(c)[0]
    };
    b.ins().jump(join, &[exact.into()]);
    b.switch_to_block(join);
    res
}
