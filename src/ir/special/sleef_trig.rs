//! `sin` and `cos` of bf16 and f16 tensors as eager PyTorch computes them on CPU, bit for bit:
//! SLEEF 3.8's single-precision 3.5-ulp `xsinf`/`xcosf` (`Sleef_sinf8_u35`, `Sleef_cosf8_u35`)
//! ported to scalar Rust.
//!
//! What eager runs (torch 2.15 on x86-64 with MKL, from ATen's source, checked against torch):
//! `sin_kernel`/`cos_kernel` (`native/cpu/UnaryOpsKernel.cpp`,
//! `STATIC_IMPLEMENT_COMPLEX_KERNEL_WITHOUT_AVX512`) hand contiguous runs to `at::vml::vsin`/
//! `vcos`, gathering a strided operand into a buffer first, so every element takes one route.
//! The AVX-512 slot of the stub is left empty, so an AVX-512 machine runs the AVX2 build.
//! - f32 and f64: `ATen/cpu/vml.h` sends `vsin<float>`/`<double>` to MKL's `vmsSin`/`vmdSin`
//!   (`VML_HA`), closed source and not SLEEF; the interpreter keeps its f64 functions for those.
//! - bf16 and f16: the generic `vsin` maps `Vectorized<float>::sin()` over the values widened
//!   to float (`functional_bfloat16.h`'s `map`), `Sleef_sinf8_u35` in the AVX2 build
//!   (`vec256_float.h`; `Sleef_sinf16_u35` in `vec512_float.h` is the same FMA code), and
//!   rounds the float to the 16-bit type.
//!
//! SLEEF's vector function picks one argument reduction for the whole vector, the widest any
//! lane needs (|x| < 125: π in three parts with FMA; < 39000: four parts; beyond: Payne-Hanek),
//! so a lane's float can depend on its neighbours. Here each value takes the reduction it needs
//! itself, as SLEEF's `DETERMINISTIC` build does: for every bf16 and f16 input, the 16-bit
//! rounding is eager's whatever the neighbours (checked exhaustively, `tools/sleef_trig.py`).
//!
//! Every step is SLEEF's, in its order: `mul_add` where SLEEF's AVX2/AVX-512 `vmla`/`vfma` is
//! an FMA, separate `*` and `+` elsewhere (SLEEF builds with `-ffp-contract=off`), so the
//! result does not depend on the host.
//!
//! SLEEF: Copyright Naoki Shibata and contributors 2010 - 2024, distributed under the Boost
//! Software License, Version 1.0 (<http://www.boost.org/LICENSE_1_0.txt>).

use super::sleef_rempitab::REMPITABSP;

const M_1_PI: f32 = std::f32::consts::FRAC_1_PI;
// π split so that q·part is exact (SLEEF's `misc.h`): three parts below 125, four below 39000.
const PI_A2: f32 = 3.1414794921875;
const PI_B2: f32 = 0.00011315941810607910156;
const PI_C2: f32 = 1.9841872589410058936e-09;
const RANGE_MAX2: f32 = 125.0;
const PI_A: f32 = 3.140625;
const PI_B: f32 = 0.0009670257568359375;
const PI_C: f32 = 6.2771141529083251953e-07;
const PI_D: f32 = 1.2154201256553420762e-10;
const RANGE_MAX: f32 = 39000.0;
/// π as a float pair.
const PI_HI: f32 = 3.1415927410125732422;
const PI_LO: f32 = -8.7422776573475857731e-08;

/// A double-float, the unevaluated sum `x + y` (SLEEF's `vfloat2`, `df.h`).
#[derive(Clone, Copy)]
struct Df {
    x: f32,
    y: f32,
}

fn df(x: f32, y: f32) -> Df {
    Df { x, y }
}

/// `dfmul_vf2_vf_vf`: the exact product.
fn mul_ff(a: f32, b: f32) -> Df {
    let x = a * b;
    df(x, a.mul_add(b, -x))
}

/// `dfmul_vf2_vf2_vf`.
fn mul_df_f(a: Df, b: f32) -> Df {
    let x = a.x * b;
    df(x, a.y.mul_add(b, a.x.mul_add(b, -x)))
}

/// `dfmul_vf2_vf2_vf2`.
fn mul_df_df(a: Df, b: Df) -> Df {
    let x = a.x * b.x;
    df(x, a.x.mul_add(b.y, a.y.mul_add(b.x, a.x.mul_add(b.x, -x))))
}

/// `dfnormalize_vf2_vf2`.
fn normalize(t: Df) -> Df {
    let x = t.x + t.y;
    df(x, (t.x - x) + t.y)
}

/// `dfadd2_vf2_vf2_vf2`: no assumption on which is larger.
fn add2(a: Df, b: Df) -> Df {
    let x = a.x + b.x;
    let v = x - a.x;
    let y = (a.x - (x - v)) + (b.x - v);
    df(x, y + (a.y + b.y))
}

/// `vmulsign_vf_vf_vf`: `x` with its sign flipped where `s` is negative.
fn mulsign(x: f32, s: f32) -> f32 {
    f32::from_bits(x.to_bits() ^ (s.to_bits() & 0x8000_0000))
}

/// `rempisubf`: `x` less the nearest multiple of 1/4, and that multiple's quarters mod 4
/// (as the difference of the roundings of 4x and x).
fn rempisub(x: f32) -> (f32, i32) {
    let y = (x * 4.0).round_ties_even();
    let q = (y - x.round_ties_even() * 4.0) as i32;
    (x - y * 0.25, q)
}

/// `rempif`, Payne-Hanek for a finite |a| ≥ 39000: `(x, q)` with a ≡ q·π/2 + x (mod 2π) and
/// |x| ≤ π/4 as a double-float. (SLEEF's AVX-512 build clamps the exponent, which only
/// matters for 0, inf and NaN, which never get here.)
fn rempi(a: f32) -> (Df, i32) {
    let ex = ((a.to_bits() >> 23) & 0xff) as i32 - 0x7f - 25;
    // Beyond 2^90 the table rows are scaled by 2^64, so the input is scaled down.
    let scale: i32 = if ex > 90 - 25 { -64 } else { 0 };
    let a = f32::from_bits(a.to_bits().wrapping_add((scale << 23) as u32));
    let t = REMPITABSP[ex.max(0) as usize].map(f32::from_bits);
    let x = mul_ff(a, t[0]);
    let (d, mut q) = rempisub(x.x);
    let x = add2(normalize(df(d, x.y)), mul_ff(a, t[1]));
    let (d, q1) = rempisub(x.x);
    q += q1;
    let x = add2(normalize(df(d, x.y)), mul_df_f(df(t[2], t[3]), a));
    let x = mul_df_df(normalize(x), df(PI_HI * 2.0, PI_LO * 2.0));
    (if a.abs() < 0.7 { df(a, 0.0) } else { x }, q)
}

/// `xsinf`'s and `xcosf`'s common polynomial of the reduced argument, `d + d³·P(d²)`.
fn poly(d: f32, s: f32) -> f32 {
    let mut u = 2.6083159809786593541503e-06f32;
    u = u.mul_add(s, -0.0001981069071916863322258);
    u = u.mul_add(s, 0.00833307858556509017944336);
    u = u.mul_add(s, -0.166666597127914428710938);
    s * (u * d) + d
}

/// SLEEF's `xsinf` (`Sleef_sinf8_u35`), each value with its own reduction.
pub fn sleef_sinf_u35(r: f32) -> f32 {
    // d = r - q·π, by Cody-Waite.
    let (d, q) = if r.abs() < RANGE_MAX {
        let q = (r * M_1_PI).round_ties_even() as i32;
        let u = q as f32;
        let d = if r.abs() < RANGE_MAX2 {
            u.mul_add(-PI_C2, u.mul_add(-PI_B2, u.mul_add(-PI_A2, r)))
        } else {
            u.mul_add(-PI_D, u.mul_add(-PI_C, u.mul_add(-PI_B, u.mul_add(-PI_A, r))))
        };
        (d, q)
    } else if !r.is_finite() {
        (f32::NAN, 0)
    } else {
        // From quarter turns to half turns: an odd quarter moves x by ∓π/2.
        let (x, i) = rempi(r);
        let q = ((i & 3) * 2 + if x.x > 0.0 { 2 } else { 1 }) >> 2;
        let x = if i & 1 == 1 {
            add2(x, df(mulsign(PI_HI * -0.5, x.x), mulsign(PI_LO * -0.5, x.x)))
        } else {
            x
        };
        (x.x + x.y, q)
    };
    let s = d * d;
    let d = if q & 1 == 1 { -d } else { d };
    // sin(-0) is -0; the polynomial would give +0.
    if r.to_bits() == (-0.0f32).to_bits() { r } else { poly(d, s) }
}

/// SLEEF's `xcosf` (`Sleef_cosf8_u35`), each value with its own reduction.
pub fn sleef_cosf_u35(r: f32) -> f32 {
    let (d, q) = if r.abs() < RANGE_MAX {
        // The odd multiple of π/2 nearest r.
        let q = 2 * ((r * M_1_PI - 0.5).round_ties_even() as i32) + 1;
        let u = q as f32;
        let d = if r.abs() < RANGE_MAX2 {
            let d = u.mul_add(-PI_A2 * 0.5, r);
            u.mul_add(-PI_C2 * 0.5, u.mul_add(-PI_B2 * 0.5, d))
        } else {
            let d = u.mul_add(-PI_B * 0.5, u.mul_add(-PI_A * 0.5, r));
            u.mul_add(-PI_D * 0.5, u.mul_add(-PI_C * 0.5, d))
        };
        (d, q)
    } else if !r.is_finite() {
        (f32::NAN, 0)
    } else {
        let (x, i) = rempi(r);
        let q = ((i & 3) * 2 + if x.x > 0.0 { 8 } else { 7 }) >> 1;
        let y: f32 = if x.x > 0.0 { 0.0 } else { -1.0 };
        let x = if i & 1 == 0 {
            add2(x, df(mulsign(PI_HI * -0.5, y), mulsign(PI_LO * -0.5, y)))
        } else {
            x
        };
        (x.x + x.y, q)
    };
    let s = d * d;
    poly(if q & 2 == 0 { -d } else { d }, s)
}
