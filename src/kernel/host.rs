//! Rust functions the generated code calls for what Cranelift has no instruction for
//! (transcendentals, f16/f8 rounding), and the decode tables for 8/16-bit float storage.
//! Every helper is registered by name with the JIT builder: relying on `dlsym` to find libm
//! symbols fails when the binary happens not to link them.
use std::sync::OnceLock;

pub(crate) type F1 = extern "C" fn(f32) -> f32;
pub(crate) type F2 = extern "C" fn(f32, f32) -> f32;

extern "C" fn qb_expf(x: f32) -> f32 {
    x.exp()
}
extern "C" fn qb_logf(x: f32) -> f32 {
    x.ln()
}
extern "C" fn qb_tanhf(x: f32) -> f32 {
    x.tanh()
}
extern "C" fn qb_sinf(x: f32) -> f32 {
    x.sin()
}
extern "C" fn qb_cosf(x: f32) -> f32 {
    x.cos()
}
extern "C" fn qb_erff(x: f32) -> f32 {
    libm::erff(x)
}
extern "C" fn qb_log1pf(x: f32) -> f32 {
    x.ln_1p()
}
extern "C" fn qb_expm1f(x: f32) -> f32 {
    x.exp_m1()
}
extern "C" fn qb_powf(x: f32, y: f32) -> f32 {
    x.powf(y)
}
extern "C" fn qb_fmodf(x: f32, y: f32) -> f32 {
    x % y
}
extern "C" fn qb_round_f16(x: f32) -> f32 {
    half::f16::from_f32(x).to_f32()
}
extern "C" fn qb_round_e4m3(x: f32) -> f32 {
    decode_e4m3(encode_e4m3(x))
}
extern "C" fn qb_round_e5m2(x: f32) -> f32 {
    decode_e5m2(encode_e5m2(x))
}

/// Unary helpers by the `ops.*` name they implement.
pub(crate) const UNARY: &[(&str, F1)] = &[
    ("exp", qb_expf),
    ("log", qb_logf),
    ("tanh", qb_tanhf),
    ("sin", qb_sinf),
    ("cos", qb_cosf),
    ("erf", qb_erff),
    ("log1p", qb_log1pf),
    ("expm1", qb_expm1f),
    ("round_f16", qb_round_f16),
    ("round_f8e4m3fn", qb_round_e4m3),
    ("round_f8e5m2", qb_round_e5m2),
];

pub(crate) const BINARY: &[(&str, F2)] = &[("pow", qb_powf), ("fmod", qb_fmodf)];

pub(crate) fn symbol(name: &str) -> String {
    format!("qb_{name}")
}

/// Encodes to bits as `x.to(torch.float8_e4m3fn)`: round to nearest even; magnitudes from 480
/// up (and NaN) become NaN, which is c10's rule (this format has no infinity).
pub fn encode_e4m3(x: f32) -> u8 {
    let sign = if x.is_sign_negative() { 0x80 } else { 0 };
    let a = x.abs();
    if a.is_nan() || a >= 480.0 {
        return sign | 0x7f;
    }
    sign | nearest_code(a, 0x7e, decode_e4m3)
}

/// Encodes to bits as `x.to(torch.float8_e5m2)`: round to nearest even, overflow to infinity.
pub fn encode_e5m2(x: f32) -> u8 {
    let sign = if x.is_sign_negative() { 0x80 } else { 0 };
    let a = x.abs();
    if a.is_nan() {
        return sign | 0x7f;
    }
    // 0x7c is +inf; treating it as 65536 makes ties at 61440 round to it like c10 does.
    sign | nearest_code(a, 0x7c, |c| if c == 0x7c { 65536.0 } else { decode_e5m2(c) })
}

/// Positive codes 0..=max decode to increasing values: binary search, ties to the even code.
fn nearest_code(a: f32, max: u8, dec: impl Fn(u8) -> f32) -> u8 {
    let (mut lo, mut hi) = (0u8, max);
    while lo < hi {
        let mid = lo + (hi - lo).div_ceil(2);
        if dec(mid) <= a { lo = mid } else { hi = mid - 1 }
    }
    if lo == max {
        return max;
    }
    let (below, above) = (dec(lo), dec(lo + 1));
    let (d0, d1) = (a - below, above - a);
    if d0 < d1 || (d0 == d1 && lo % 2 == 0) { lo } else { lo + 1 }
}

pub fn decode_e4m3(b: u8) -> f32 {
    let sign = if b & 0x80 != 0 { -1.0 } else { 1.0 };
    let e = ((b >> 3) & 0xf) as i32;
    let m = (b & 7) as f32;
    if b & 0x7f == 0x7f {
        return f32::NAN;
    }
    sign * if e == 0 { m / 8.0 * 2f32.powi(-6) } else { (1.0 + m / 8.0) * 2f32.powi(e - 7) }
}

pub fn decode_e5m2(b: u8) -> f32 {
    // e5m2 is the top byte of an f16.
    half::f16::from_bits((b as u16) << 8).to_f32()
}

/// f32 value of every f16 bit pattern: loads of f16 storage are one table lookup.
pub(crate) fn f16_table() -> &'static [f32] {
    static T: OnceLock<Vec<f32>> = OnceLock::new();
    T.get_or_init(|| (0..=u16::MAX).map(|b| half::f16::from_bits(b).to_f32()).collect())
}

pub(crate) fn e4m3_table() -> &'static [f32] {
    static T: OnceLock<Vec<f32>> = OnceLock::new();
    T.get_or_init(|| (0..=u8::MAX).map(decode_e4m3).collect())
}

pub(crate) fn e5m2_table() -> &'static [f32] {
    static T: OnceLock<Vec<f32>> = OnceLock::new();
    T.get_or_init(|| (0..=u8::MAX).map(decode_e5m2).collect())
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn f8_round_trips_and_rounds_to_nearest_even() {
        for b in 0..=255u8 {
            let v = decode_e4m3(b);
            if !v.is_nan() && !(v == 0.0 && b == 0x80) {
                assert_eq!(encode_e4m3(v), b, "e4m3 {b:#x} {v}");
            }
            let v = decode_e5m2(b);
            if !v.is_nan() && !(v == 0.0 && b == 0x80) {
                assert_eq!(encode_e5m2(v), b, "e5m2 {b:#x} {v}");
            }
        }
        assert_eq!(decode_e4m3(encode_e4m3(470.0)), 448.0);
        assert!(decode_e4m3(encode_e4m3(500.0)).is_nan());
        assert_eq!(decode_e4m3(encode_e4m3(1.0625)), 1.0); // tie between 1.0 and 1.125 → even
        assert_eq!(decode_e5m2(encode_e5m2(61440.0)), f32::INFINITY);
        assert_eq!(decode_e5m2(encode_e5m2(60000.0)), 57344.0);
    }
}
