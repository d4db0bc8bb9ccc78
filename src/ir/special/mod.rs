//! Special functions as ATen computes them (`ATen/native/Math.h`), shared by the interpreter
//! and the JIT's host helpers so both engines round alike. Written here because no
//! maintained Rust crate carries ATen's own approximations: `lgamma`/`erfc`/`hypot` come from
//! `libm`, the rest are ports of ATen's code, most of it derived from the Cephes Math Library
//! (Copyright (c) 2018, Steven Moshier, 3-clause BSD; see ATen's note "[3-Clause BSD License
//! for the Cephes Math Library]").
//!
//! All but the polynomials compute in f64. ATen's templates compute a float input in float
//! (but `zeta`, whose accumulator is double, and the double literals of `erfcx_y100`);
//! rounding the f64 result once is within torch.testing's float32 tolerance of that, or
//! closer to the float64 run Inductor's fp64 rule compares with (`erfcx` of x in
//! (-9.4, -5.7), where float's rounding of x² moves `exp(x²)` past rtol). Where float
//! overflows and the result would not, f64 gives the number and ATen inf: `i0`/`i1` and
//! `modified_bessel_i0`/`_i1` of |x| in (88.7, 91.9). The polynomials overflow over whole
//! ranges of orders, and an overflowing float recurrence ends in NaN, so they run in the
//! caller's type ([`polynomials`]).

#![allow(
    clippy::excessive_precision,
    reason = "coefficients as ATen prints them, so they can be checked against Math.h"
)]

mod bessel;
mod erfcx;
mod igamma;
mod modified_bessel;
mod polynomials;
mod sleef_rempitab;
mod sleef_trig;

pub use bessel::{airy_ai, bessel_j0, bessel_j1, bessel_y0, bessel_y1, spherical_bessel_j0};
pub use erfcx::erfcx;
pub use igamma::{igamma, igammac};
pub use modified_bessel::{
    i0, i0e, i1, i1e, modified_bessel_i0, modified_bessel_i1, modified_bessel_k0,
    modified_bessel_k1, scaled_modified_bessel_k0, scaled_modified_bessel_k1,
};
pub use polynomials::*;
pub use sleef_trig::{sleef_cosf_u35, sleef_sinf_u35};

use std::f64::consts::PI;

pub fn lgamma(x: f64) -> f64 {
    libm::lgamma(x)
}

pub fn erfc(x: f64) -> f64 {
    libm::erfc(x)
}

pub fn hypot(x: f64, y: f64) -> f64 {
    libm::hypot(x, y)
}

/// `polevl`: `A[0] x^len + ... + A[len]`.
fn polevl(x: f64, a: &[f64]) -> f64 {
    a.iter().fold(0.0, |r, &c| r * x + c)
}

/// `calc_digamma(double)`.
pub fn digamma(x: f64) -> f64 {
    const PSI_10: f64 = 2.251_752_589_066_721_107_64;
    if x == 0.0 {
        // ±0 gives ∓inf, as the C++ standard's gamma functions and SciPy do.
        return f64::INFINITY.copysign(-x);
    }
    if x < 0.0 {
        if x == x.trunc() {
            return f64::NAN;
        }
        // tan(pi * r) of the fractional part is more accurate than tan(pi * x).
        let r = x.fract();
        return digamma(1.0 - x) - PI / (PI * r).tan();
    }
    let (mut x, mut result) = (x, 0.0);
    while x < 10.0 {
        result -= 1.0 / x;
        x += 1.0;
    }
    if x == 10.0 {
        return result + PSI_10;
    }
    const A: [f64; 7] = [
        8.333_333_333_333_333_333_33E-2,
        -2.109_279_609_279_609_279_61E-2,
        7.575_757_575_757_575_757_58E-3,
        -4.166_666_666_666_666_666_67E-3,
        3.968_253_968_253_968_253_97E-3,
        -8.333_333_333_333_333_333_33E-3,
        8.333_333_333_333_333_333_33E-2,
    ];
    let y = if x < 1.0e17 {
        let z = 1.0 / (x * x);
        z * polevl(z, &A)
    } else {
        0.0
    };
    result + x.ln() - (0.5 / x) - y
}

/// `trigamma(double)`.
pub fn trigamma(x: f64) -> f64 {
    let (mut x, mut sign, mut result) = (x, 1.0, 0.0);
    if x < 0.5 {
        sign = -1.0;
        let s = (PI * x).sin();
        result -= (PI * PI) / (s * s);
        x = 1.0 - x;
    }
    for _ in 0..6 {
        result += 1.0 / (x * x);
        x += 1.0;
    }
    let ixx = 1.0 / (x * x);
    result += (1.0 + 1.0 / (2.0 * x) + ixx * (1. / 6. - ixx * (1. / 30. - ixx * (1. / 42.)))) / x;
    sign * result
}

/// The Hurwitz zeta function `zeta(x, q)` (Cephes' `zeta`, as ATen has it).
pub fn zeta(x: f64, q: f64) -> f64 {
    const MACHEP: f64 = 1.110_223_024_625_156_540_42E-16;
    const A: [f64; 12] = [
        12.0,
        -720.0,
        30240.0,
        -1209600.0,
        47900160.0,
        -1.892_437_580_318_379_160_6e9,
        7.47242496e10,
        -2.950_130_727_918_164_224e12,
        1.164_678_281_435_006_724_9e14,
        -4.597_978_722_407_472_610_5e15,
        1.815_210_540_194_354_677_3e17,
        -7.166_165_256_175_667_011_3e18,
    ];
    if x == 1.0 {
        return f64::INFINITY;
    }
    if x < 1.0 {
        return f64::NAN;
    }
    if q <= 0.0 {
        if q == q.floor() {
            return f64::INFINITY;
        }
        if x != x.floor() {
            return f64::NAN;
        }
    }
    let mut s = q.powf(-x);
    let mut a = q;
    let mut i = 0;
    let mut b = 0.0;
    while i < 9 || a <= 9.0 {
        i += 1;
        a += 1.0;
        b = a.powf(-x);
        s += b;
        if -MACHEP * s < b && b < MACHEP * s {
            return s;
        }
    }
    let w = a;
    s += b * w / (x - 1.0);
    s -= 0.5 * b;
    let (mut a, mut k) = (1.0, 0.0);
    for c in A {
        a *= x + k;
        b /= w;
        let t = a * b / c;
        s += t;
        if (t / s).abs() < MACHEP {
            return s;
        }
        k += 1.0;
        a *= x + k;
        b /= w;
        k += 1.0;
    }
    s
}

/// `polygamma(n, x)`: digamma for 0, trigamma for 1, else `calc_polygamma`. A negative or
/// fractional order is the caller's error (ATen checks `n >= 0` before computing).
pub fn polygamma(n: f64, x: f64) -> f64 {
    match n {
        0.0 => digamma(x),
        1.0 => trigamma(x),
        _ => {
            let sign = if n % 2.0 == 1.0 { 1.0 } else { -1.0 };
            sign * lgamma(n + 1.0).exp() * zeta(n + 1.0, x)
        }
    }
}

/// Clenshaw's evaluation of a Chebyshev series (Cephes' `chbevl`).
fn chbevl(x: f64, a: &[f64]) -> f64 {
    let (mut b0, mut b1, mut b2) = (a[0], 0.0, 0.0);
    for &c in &a[1..] {
        b2 = b1;
        b1 = b0;
        b0 = x * b1 - b2 + c;
    }
    0.5 * (b0 - b2)
}

/// `calc_erfinv`: a rational first guess refined by two Newton steps.
pub fn erfinv(y: f64) -> f64 {
    const A: [f64; 4] = [0.886226899, -1.645349621, 0.914624893, -0.140543331];
    const B: [f64; 4] = [-2.118377725, 1.442710462, -0.329097515, 0.012229801];
    const C: [f64; 4] = [-1.970840454, -1.624906493, 3.429567803, 1.641345311];
    const D: [f64; 2] = [3.543889200, 1.637067800];
    let ya = y.abs();
    if ya > 1.0 || y.is_nan() {
        return f64::NAN;
    }
    if ya == 1.0 {
        return f64::INFINITY.copysign(y);
    }
    let mut x = if ya <= 0.7 {
        let z = y * y;
        let num = ((A[3] * z + A[2]) * z + A[1]) * z + A[0];
        let dem = (((B[3] * z + B[2]) * z + B[1]) * z + B[0]) * z + 1.0;
        y * num / dem
    } else {
        let z = (-((1.0 - ya) / 2.0).ln()).sqrt();
        let num = ((C[3] * z + C[2]) * z + C[1]) * z + C[0];
        let dem = (D[1] * z + D[0]) * z + 1.0;
        num.copysign(y) / dem
    };
    let two_over_sqrt_pi = 2.0 / PI.sqrt();
    for _ in 0..2 {
        x -= (libm::erf(x) - y) / (two_over_sqrt_pi * (-x * x).exp());
    }
    x
}

/// `calc_ndtri`: the inverse of the standard normal CDF. A rational function of `y - 1/2` in
/// the middle; in the tails (within exp(-2) of 0 or 1) one of `1 / sqrt(-2 log y)`, with a
/// second fit past exp(-32).
pub fn ndtri(y0: f64) -> f64 {
    /// sqrt(2 pi).
    const S2PI: f64 = 2.50662827463100050242E0;
    /// exp(-2).
    const EXP_M2: f64 = 0.13533528323661269189;
    if y0 == 0.0 {
        return f64::NEG_INFINITY;
    }
    if y0 == 1.0 {
        return f64::INFINITY;
    }
    // NaN too: ATen's comparisons let it through, to come out NaN.
    if !(0.0..=1.0).contains(&y0) {
        return f64::NAN;
    }
    // The upper tail is the lower one mirrored (`code` in Cephes).
    let (y, lower) = if y0 > 1.0 - EXP_M2 { (1.0 - y0, false) } else { (y0, true) };
    if y > EXP_M2 {
        let y = y - 0.5;
        let y2 = y * y;
        let x = y + y * (y2 * polevl(y2, &NDTRI_P0) / polevl(y2, &NDTRI_Q0));
        return x * S2PI;
    }
    let x = (-2.0 * y.ln()).sqrt();
    let x0 = x - x.ln() / x;
    let z = 1.0 / x;
    let x1 = if x < 8.0 {
        z * polevl(z, &NDTRI_P1) / polevl(z, &NDTRI_Q1)
    } else {
        z * polevl(z, &NDTRI_P2) / polevl(z, &NDTRI_Q2)
    };
    let x = x0 - x1;
    if lower { -x } else { x }
}

const NDTRI_P0: [f64; 5] = [
    -5.99633501014107895267E1,
    9.80010754185999661536E1,
    -5.66762857469070293439E1,
    1.39312609387279679503E1,
    -1.23916583867381258016E0,
];
const NDTRI_Q0: [f64; 9] = [
    1.00000000000000000000E0,
    1.95448858338141759834E0,
    4.67627912898881538453E0,
    8.63602421390890590575E1,
    -2.25462687854119370527E2,
    2.00260212380060660359E2,
    -8.20372256168333339912E1,
    1.59056225126211695515E1,
    -1.18331621121330003142E0,
];
const NDTRI_P1: [f64; 9] = [
    4.05544892305962419923E0,
    3.15251094599893866154E1,
    5.71628192246421288162E1,
    4.40805073893200834700E1,
    1.46849561928858024014E1,
    2.18663306850790267539E0,
    -1.40256079171354495875E-1,
    -3.50424626827848203418E-2,
    -8.57456785154685413611E-4,
];
const NDTRI_Q1: [f64; 9] = [
    1.00000000000000000000E0,
    1.57799883256466749731E1,
    4.53907635128879210584E1,
    4.13172038254672030440E1,
    1.50425385692907503408E1,
    2.50464946208309415979E0,
    -1.42182922854787788574E-1,
    -3.80806407691578277194E-2,
    -9.33259480895457427372E-4,
];
const NDTRI_P2: [f64; 9] = [
    3.23774891776946035970E0,
    6.91522889068984211695E0,
    3.93881025292474443415E0,
    1.33303460815807542389E0,
    2.01485389549179081538E-1,
    1.23716634817820021358E-2,
    3.01581553508235416007E-4,
    2.65806974686737550832E-6,
    6.23974539184983293730E-9,
];
const NDTRI_Q2: [f64; 9] = [
    1.00000000000000000000E0,
    6.02427039364742014255E0,
    3.67983563856160859403E0,
    1.37702099489081330271E0,
    2.16236993594496635890E-1,
    1.34204006088543189037E-2,
    3.28014464682127739104E-4,
    2.89247864745380683936E-6,
    6.79019408009981274425E-9,
];

#[cfg(test)]
mod tests;
