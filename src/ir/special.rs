//! Special functions as ATen computes them (`ATen/native/Math.h`), shared by the interpreter
//! and the JIT's host helpers so both engines round alike. Written here because no
//! maintained Rust crate carries ATen's own approximations: `lgamma`/`erfc`/`hypot` come from
//! `libm`, the rest are ports of ATen's code, most of it derived from the Cephes Math Library
//! (Copyright (c) 2018, Steven Moshier, 3-clause BSD; see ATen's note "[3-Clause BSD License
//! for the Cephes Math Library]").

#![allow(
    clippy::excessive_precision,
    reason = "coefficients as ATen prints them, so they can be checked against Math.h"
)]

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

/// `calc_i0`: the modified Bessel function of the first kind, order 0.
pub fn i0(x: f64) -> f64 {
    const A: [f64; 30] = [
        -4.415_341_646_479_339_379_50E-18,
        3.330_794_518_822_238_097_83E-17,
        -2.431_279_846_547_954_693_59E-16,
        1.715_391_285_555_133_030_61E-15,
        -1.168_533_287_799_345_168_08E-14,
        7.676_185_498_604_935_616_88E-14,
        -4.856_446_783_111_929_460_90E-13,
        2.955_052_663_129_639_834_61E-12,
        -1.726_826_291_441_555_707_23E-11,
        9.675_809_035_373_236_912_24E-11,
        -5.189_795_601_635_262_906_66E-10,
        2.659_823_724_682_386_650_35E-9,
        -1.300_025_009_986_248_042_12E-8,
        6.046_995_022_541_918_949_32E-8,
        -2.670_793_853_940_611_733_91E-7,
        1.117_387_539_120_103_718_15E-6,
        -4.416_738_358_458_750_563_59E-6,
        1.644_844_807_072_889_708_93E-5,
        -5.754_195_010_082_103_703_98E-5,
        1.885_028_850_958_416_557_29E-4,
        -5.763_755_745_385_823_658_85E-4,
        1.639_475_616_941_335_798_42E-3,
        -4.324_309_995_050_575_944_30E-3,
        1.054_646_039_459_499_831_83E-2,
        -2.373_741_480_589_946_881_56E-2,
        4.930_528_423_967_070_848_78E-2,
        -9.490_109_704_804_764_442_10E-2,
        1.716_209_015_222_087_753_49E-1,
        -3.046_826_723_431_983_986_83E-1,
        6.767_952_744_094_760_849_95E-1,
    ];
    const B: [f64; 25] = [
        -7.233_180_487_874_753_954_56E-18,
        -4.830_504_485_944_182_071_26E-18,
        4.465_621_420_296_759_999_01E-17,
        3.461_222_867_697_461_093_10E-17,
        -2.827_623_980_516_583_484_94E-16,
        -3.425_485_619_677_219_134_62E-16,
        1.772_560_133_056_526_383_60E-15,
        3.811_680_669_352_622_420_75E-15,
        -9.554_846_698_828_307_648_70E-15,
        -4.150_569_347_287_222_086_63E-14,
        1.540_086_217_521_409_826_91E-14,
        3.852_778_382_742_142_701_14E-13,
        7.180_124_451_383_666_233_67E-13,
        -1.794_178_531_506_806_117_78E-12,
        -1.321_581_184_044_771_311_88E-11,
        -3.149_916_527_963_241_364_54E-11,
        1.188_914_710_784_643_834_24E-11,
        4.940_602_388_224_969_589_10E-10,
        3.396_232_025_708_386_345_15E-9,
        2.266_668_990_498_178_064_59E-8,
        2.048_918_589_469_063_741_83E-7,
        2.891_370_520_834_756_482_97E-6,
        6.889_758_346_916_823_984_26E-5,
        3.369_116_478_255_694_089_90E-3,
        8.044_904_110_141_088_316_08E-1,
    ];
    let x = x.abs();
    if x <= 8.0 {
        return x.exp() * chbevl(x / 2.0 - 2.0, &A);
    }
    x.exp() * chbevl(32.0 / x - 2.0, &B) / x.sqrt()
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

#[cfg(test)]
mod tests {
    use super::*;

    /// Values from `torch.special` in float64 (torch 2.15).
    #[test]
    fn agree_with_torch_float64() {
        let close = |a: f64, b: f64| (a - b).abs() <= 1e-12 * b.abs().max(1.0);
        assert!(close(digamma(0.5), -1.9635100260214229));
        assert!(close(digamma(-2.5), 1.1031566406452433));
        assert!(close(digamma(13.25), 2.5457873082465934));
        assert_eq!(digamma(0.0), f64::NEG_INFINITY);
        assert!(digamma(-3.0).is_nan());
        assert!(close(trigamma(0.3), 12.245364544940365));
        assert!(close(polygamma(2.0, 1.5), -0.8287966442343201));
        assert!(close(polygamma(3.0, 0.7), 25.879149678427744));
        assert!(close(i0(0.5), 1.0634833707413236));
        assert!(close(i0(-9.0), 1093.5883545113745));
        assert!(close(erfinv(0.3), 0.2724627147267543));
        assert!(close(erfinv(-0.95), -1.3859038243496777));
        assert_eq!(erfinv(1.0), f64::INFINITY);
        assert!(close(zeta(2.0, 1.0), PI * PI / 6.0));
    }
}
