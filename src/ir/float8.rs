//! The two float8 formats PyTorch computes with, converted exactly as c10 does
//! (`torch/headeronly/util/Float8_e4m3fn.h`, `Float8_e5m2.h` of PyTorch 2.15): the f32 bit
//! tricks are transcribed rather than re-derived, so rounding (nearest-even), subnormals,
//! saturation (e4m3fn clamps finite overflow and inf to ±448) and NaN encodings agree bit for bit.
//! This is the one spec: the interpreter and the JIT (its stores, loads and in-register
//! rounding) both call it. The `float8` crate was checked and differs from PyTorch (it saturates
//! e5m2 at 57344 where c10 gives inf, and encodes NaN as 0x7e), so it is not used.

/// f32 → float8_e4m3fn bits. NaN → 0x7f; overflow and ±inf saturate to ±448 (0x7e).
pub fn f32_to_e4m3fn(f: f32) -> u8 {
    const FP8_MAX: u32 = 1087 << 20; // 480.0f, the first value past the range
    const DENORM_MASK: u32 = 141 << 23;
    let mut bits = f.to_bits();
    let sign = bits & 0x8000_0000;
    bits ^= sign;
    let mut result: u8 = if bits >= FP8_MAX {
        if bits > 0x7F80_0000 { 0x7f } else { 0x7e }
    } else if bits < (121 << 23) {
        // Below the smallest normal (2^-6): let the f32 adder do the rounding into the denormal.
        let b = (f32::from_bits(bits) + f32::from_bits(DENORM_MASK)).to_bits();
        b.wrapping_sub(DENORM_MASK) as u8
    } else {
        let mant_odd = (bits >> 20) & 1;
        bits = bits.wrapping_add(((7u32.wrapping_sub(127)) << 23).wrapping_add(0x7FFFF));
        bits = bits.wrapping_add(mant_odd);
        let r = (bits >> 20) as u8;
        if r == 0x7f { 0x7e } else { r }
    };
    result |= (sign >> 24) as u8;
    result
}

/// float8_e4m3fn bits → f32 (exact), c10's `fp8e4m3fn_to_fp32_value`: NaN codes keep their
/// sign and come out as c10's payload (0x7ff00000 / 0xfff00000), so a NaN survives a round trip
/// through the JIT's f32 registers bit for bit.
pub fn e4m3fn_to_f32(b: u8) -> f32 {
    let w = (b as u32) << 24;
    let sign = w & 0x8000_0000;
    let nonsign = w & 0x7FFF_FFFF;
    let renorm_shift = nonsign.leading_zeros();
    let renorm_shift = renorm_shift.saturating_sub(4);
    let inf_nan_mask = ((nonsign.wrapping_add(0x0100_0000) as i32) >> 8) as u32 & 0x7F80_0000;
    let zero_mask = ((nonsign.wrapping_sub(1) as i32) >> 31) as u32;
    let result = sign
        | (((nonsign << renorm_shift >> 4).wrapping_add((0x78 - renorm_shift) << 23)
            | inf_nan_mask)
            & !zero_mask);
    f32::from_bits(result)
}

/// f32 → float8_e5m2 bits. NaN → 0x7f; values from 2^16 up and inf → inf (0x7c); no saturation.
pub fn f32_to_e5m2(f: f32) -> u8 {
    const FP32_INF: u32 = 255 << 23;
    const FP8_MAX: u32 = 143 << 23;
    const DENORM_MASK: u32 = 134 << 23;
    let mut bits = f.to_bits();
    let sign = bits & 0x8000_0000;
    bits ^= sign;
    let mut result: u8 = if bits >= FP8_MAX {
        if bits > FP32_INF { 0x7f } else { 0x7c }
    } else if bits < (113 << 23) {
        let b = (f32::from_bits(bits) + f32::from_bits(DENORM_MASK)).to_bits();
        b.wrapping_sub(DENORM_MASK) as u8
    } else {
        let mant_odd = (bits >> 21) & 1;
        bits = bits.wrapping_add(((15u32.wrapping_sub(127)) << 23).wrapping_add(0xFFFFF));
        bits = bits.wrapping_add(mant_odd);
        (bits >> 21) as u8
    };
    result |= (sign >> 24) as u8;
    result
}

/// float8_e5m2 bits → f32: e5m2 is the upper byte of an IEEE half.
pub fn e5m2_to_f32(b: u8) -> f32 {
    half::f16::from_bits((b as u16) << 8).to_f32()
}

#[cfg(test)]
mod tests {
    use super::*;

    /// Expected values printed by PyTorch 2.15: `x.to(torch.float8_*).to(torch.float32)`.
    #[test]
    fn matches_pytorch_rounding_and_saturation() {
        let xs = [470., 464., 449., 480., 1e-3, -0.0019, f32::INFINITY, 61440., 60000., 70000.];
        let e4 = [448., 448., 448., 448., 1.953125e-03, -1.953125e-03, 448., 448., 448., 448.];
        let e5 = [
            448.,
            448.,
            448.,
            512.,
            9.765625e-04,
            -1.953125e-03,
            f32::INFINITY,
            f32::INFINITY,
            57344.,
            f32::INFINITY,
        ];
        for ((x, a), b) in xs.iter().zip(e4).zip(e5) {
            assert_eq!(e4m3fn_to_f32(f32_to_e4m3fn(*x)), a, "e4m3fn {x}");
            assert_eq!(e5m2_to_f32(f32_to_e5m2(*x)), b, "e5m2 {x}");
        }
        assert!(e4m3fn_to_f32(f32_to_e4m3fn(f32::NAN)).is_nan());
        assert!(e5m2_to_f32(f32_to_e5m2(f32::NAN)).is_nan());
    }

    #[test]
    fn every_e4m3fn_and_e5m2_value_round_trips() {
        for b in 0..=255u8 {
            let x = e4m3fn_to_f32(b);
            if !x.is_nan() {
                assert_eq!(f32_to_e4m3fn(x), b, "e4m3fn bits {b:#x}");
            }
            let y = e5m2_to_f32(b);
            if !y.is_nan() {
                assert_eq!(f32_to_e5m2(y), b, "e5m2 bits {b:#x}");
            }
        }
    }
}
