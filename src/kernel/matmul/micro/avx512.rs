//! AVX-512 bodies (F, BW, VL, VBMI): one 512-bit accumulator holds the tile's four columns of
//! four lanes (see the module docs of `micro`).
use super::code_bit;
use std::arch::x86_64::*;

/// `vpmultishiftqb` controls: for step trip t, the low byte of lane `4c + i` takes the 8 bits
/// at k = 4t + i's code (the qword holding column c's 8 bytes is repeated under its 4 lanes,
/// see `dup`); `vpermps` reads only the low 4 bits of each lane, so the neighbouring nibble
/// above the code costs nothing.
const fn multishift_ctrl(t: usize, hi_first: bool) -> [u8; 64] {
    let mut c = [0u8; 64];
    let mut l = 0;
    while l < 16 {
        c[4 * l] = code_bit(4 * t + l % 4, hi_first);
        l += 1;
    }
    c
}

/// `vpshufb` controls for the int8 body (the same in every 128-bit lane, each holding one
/// column's 16 bytes): the top byte of lane i takes byte 4t + i, zeros below it, so an
/// arithmetic shift by 24 sign-extends it.
const fn int8_shuf(t: usize) -> [u8; 64] {
    let mut c = [0x80u8; 64];
    let mut l = 0;
    while l < 16 {
        c[4 * l + 3] = (4 * t + l % 4) as u8;
        l += 1;
    }
    c
}

/// # Safety
/// The CPU has AVX-512 F/BW/VL/VBMI; `rows` holds `4 G` pointers each readable for
/// `nblocks * block / 2` bytes, `x` for `nblocks * block` f32, `factors` for `4 G nblocks`,
/// `table` for 16 and `acc` for `16 G`; `block` is a positive multiple of 16.
#[target_feature(enable = "avx512f,avx512bw,avx512vl,avx512vbmi")]
pub(super) unsafe extern "C" fn nibble<const G: usize, const HI: bool, const TF: bool>(
    rows: *const *const u8,
    x: *const f32,
    table: *const f32,
    factors: *const f32,
    nblocks: i64,
    block: i64,
    acc: *mut f32,
) {
    debug_assert!(block > 0 && block % 16 == 0 && nblocks >= 0);
    // SAFETY: the caller's contract above; every access is inside the ranges it names.
    unsafe {
        let ctrl: [__m512i; 4] = std::array::from_fn(|t| {
            _mm512_loadu_si512(multishift_ctrl(t, HI).as_ptr() as *const __m512i)
        });
        let tbl = _mm512_loadu_ps(table);
        // G independent accumulators: the sums' add chains run side by side.
        let mut a: [__m512; G] = std::array::from_fn(|g| _mm512_loadu_ps(acc.add(16 * g)));
        let r: [[*const u8; 4]; G] =
            std::array::from_fn(|g| std::array::from_fn(|c| *rows.add(4 * g + c)));
        let dup = _mm512_set_epi64(3, 3, 2, 2, 1, 1, 0, 0);
        let fidx = _mm512_set_epi32(3, 3, 3, 3, 2, 2, 2, 2, 1, 1, 1, 1, 0, 0, 0, 0);
        let steps = (block / 16) as usize;
        let mut k = 0usize;
        for kb in 0..nblocks as usize {
            let f: [__m512; G] = std::array::from_fn(|g| {
                let f4 = _mm_loadu_ps(factors.add(4 * G * kb + 4 * g));
                _mm512_permutexvar_ps(fidx, _mm512_castps128_ps512(f4))
            });
            for _ in 0..steps {
                let b = k / 2;
                let rd = |p: *const u8| (p.add(b) as *const i64).read_unaligned();
                let d: [__m512i; G] = std::array::from_fn(|g| {
                    let r = &r[g];
                    let q = _mm256_set_epi64x(rd(r[3]), rd(r[2]), rd(r[1]), rd(r[0]));
                    _mm512_permutexvar_epi64(dup, _mm512_castsi256_si512(q))
                });
                for (t, c) in ctrl.iter().enumerate() {
                    let xv = _mm512_broadcast_f32x4(_mm_loadu_ps(x.add(k + 4 * t)));
                    for g in 0..G {
                        let codes = _mm512_multishift_epi64_epi8(*c, d[g]);
                        let tv = _mm512_permutexvar_ps(codes, tbl);
                        let w = if TF { _mm512_mul_ps(tv, f[g]) } else { _mm512_mul_ps(f[g], tv) };
                        a[g] = _mm512_add_ps(a[g], _mm512_mul_ps(xv, w));
                    }
                }
                k += 16;
            }
        }
        for (g, v) in a.iter().enumerate() {
            _mm512_storeu_ps(acc.add(16 * g), *v);
        }
    }
}

/// # Safety
/// The CPU has AVX-512 F/BW/VL/VBMI; `rows` holds `4 G` pointers each readable for
/// `16 * steps` bytes, `x` for `16 * steps` f32, `scales` for `4 G`, `acc` for `16 G`.
#[target_feature(enable = "avx512f,avx512bw,avx512vl,avx512vbmi")]
pub(super) unsafe extern "C" fn rowscale<const G: usize>(
    rows: *const *const i8,
    x: *const f32,
    scales: *const f32,
    steps: i64,
    acc: *mut f32,
) {
    // SAFETY: the caller's contract, passed on.
    unsafe {
        if super::scales_take_the_top_byte(std::slice::from_raw_parts(scales, 4 * G)) {
            rowscale_body::<G, true>(rows, x, scales, steps, acc)
        } else {
            rowscale_body::<G, false>(rows, x, scales, steps, acc)
        }
    }
}

/// `TOP`: the weight byte stays at the top of its lane (`q · 2^24`, exact) and meets the
/// scale times 2^-24, one shift fewer per 16 weights (see `scales_take_the_top_byte`).
#[inline]
#[target_feature(enable = "avx512f,avx512bw,avx512vl,avx512vbmi")]
unsafe fn rowscale_body<const G: usize, const TOP: bool>(
    rows: *const *const i8,
    x: *const f32,
    scales: *const f32,
    steps: i64,
    acc: *mut f32,
) {
    debug_assert!(steps >= 0);
    // SAFETY: the caller's contract above.
    unsafe {
        let idx: [__m512i; 4] =
            std::array::from_fn(|t| _mm512_loadu_si512(int8_shuf(t).as_ptr() as *const __m512i));
        let fidx = _mm512_set_epi32(3, 3, 3, 3, 2, 2, 2, 2, 1, 1, 1, 1, 0, 0, 0, 0);
        let down = _mm512_set1_ps(if TOP { 1.0 / 16_777_216.0 } else { 1.0 });
        let s: [__m512; G] = std::array::from_fn(|g| {
            let s4 = _mm512_castps128_ps512(_mm_loadu_ps(scales.add(4 * g)));
            _mm512_mul_ps(_mm512_permutexvar_ps(fidx, s4), down)
        });
        let mut a: [__m512; G] = std::array::from_fn(|g| _mm512_loadu_ps(acc.add(16 * g)));
        let r: [[*const i8; 4]; G] =
            std::array::from_fn(|g| std::array::from_fn(|c| *rows.add(4 * g + c)));
        for j in 0..steps as usize {
            let k = 16 * j;
            let ld = |p: *const i8| _mm_loadu_si128(p.add(k) as *const __m128i);
            let v: [__m512i; G] = std::array::from_fn(|g| {
                let mut v = _mm512_castsi128_si512(ld(r[g][0]));
                v = _mm512_inserti32x4::<1>(v, ld(r[g][1]));
                v = _mm512_inserti32x4::<2>(v, ld(r[g][2]));
                _mm512_inserti32x4::<3>(v, ld(r[g][3]))
            });
            for (t, ix) in idx.iter().enumerate() {
                let xv = _mm512_broadcast_f32x4(_mm_loadu_ps(x.add(k + 4 * t)));
                for g in 0..G {
                    let top = _mm512_shuffle_epi8(v[g], *ix);
                    let q = if TOP { top } else { _mm512_srai_epi32::<24>(top) };
                    let w = _mm512_mul_ps(_mm512_cvtepi32_ps(q), s[g]);
                    a[g] = _mm512_add_ps(a[g], _mm512_mul_ps(xv, w));
                }
            }
        }
        for (g, v) in a.iter().enumerate() {
            _mm512_storeu_ps(acc.add(16 * g), *v);
        }
    }
}
