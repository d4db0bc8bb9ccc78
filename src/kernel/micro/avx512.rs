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

/// `vpermb` indices for the int8 body: the top byte of lane `4c + i` takes byte `16c + 4t + i`
/// of the four rows' 16 bytes (so an arithmetic shift by 24 sign-extends it).
const fn int8_idx(t: usize) -> [u8; 64] {
    let mut c = [0u8; 64];
    let mut l = 0;
    while l < 16 {
        c[4 * l + 3] = (16 * (l / 4) + 4 * t + l % 4) as u8;
        l += 1;
    }
    c
}

/// # Safety
/// The CPU has AVX-512 F/BW/VL/VBMI; `rows` holds four pointers each readable for
/// `nblocks * block / 2` bytes, `x` for `nblocks * block` f32, `factors` for `4 * nblocks`,
/// `table` and `acc` for 16; `block` is a positive multiple of 16.
#[target_feature(enable = "avx512f,avx512bw,avx512vl,avx512vbmi")]
pub(super) unsafe extern "C" fn nibble<const HI: bool, const TF: bool>(
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
        let mut a = _mm512_loadu_ps(acc);
        let r = [*rows, *rows.add(1), *rows.add(2), *rows.add(3)];
        let dup = _mm512_set_epi64(3, 3, 2, 2, 1, 1, 0, 0);
        let fidx = _mm512_set_epi32(3, 3, 3, 3, 2, 2, 2, 2, 1, 1, 1, 1, 0, 0, 0, 0);
        let steps = (block / 16) as usize;
        let mut k = 0usize;
        for kb in 0..nblocks as usize {
            let f4 = _mm_loadu_ps(factors.add(4 * kb));
            let f = _mm512_permutexvar_ps(fidx, _mm512_castps128_ps512(f4));
            for _ in 0..steps {
                let b = k / 2;
                let rd = |p: *const u8| (p.add(b) as *const i64).read_unaligned();
                let q = _mm256_set_epi64x(rd(r[3]), rd(r[2]), rd(r[1]), rd(r[0]));
                let d = _mm512_permutexvar_epi64(dup, _mm512_castsi256_si512(q));
                for (t, c) in ctrl.iter().enumerate() {
                    let codes = _mm512_multishift_epi64_epi8(*c, d);
                    let tv = _mm512_permutexvar_ps(codes, tbl);
                    let w = if TF { _mm512_mul_ps(tv, f) } else { _mm512_mul_ps(f, tv) };
                    let xv = _mm512_broadcast_f32x4(_mm_loadu_ps(x.add(k + 4 * t)));
                    a = _mm512_add_ps(a, _mm512_mul_ps(xv, w));
                }
                k += 16;
            }
        }
        _mm512_storeu_ps(acc, a);
    }
}

/// # Safety
/// The CPU has AVX-512 F/BW/VL/VBMI; `rows` holds four pointers each readable for
/// `16 * steps` bytes, `x` for `16 * steps` f32, `scales` for 4, `acc` for 16.
#[target_feature(enable = "avx512f,avx512bw,avx512vl,avx512vbmi")]
pub(super) unsafe extern "C" fn rowscale(
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
            std::array::from_fn(|t| _mm512_loadu_si512(int8_idx(t).as_ptr() as *const __m512i));
        let top = 0x8888_8888_8888_8888u64;
        let fidx = _mm512_set_epi32(3, 3, 3, 3, 2, 2, 2, 2, 1, 1, 1, 1, 0, 0, 0, 0);
        let s = _mm512_permutexvar_ps(fidx, _mm512_castps128_ps512(_mm_loadu_ps(scales)));
        let mut a = _mm512_loadu_ps(acc);
        let r = [*rows, *rows.add(1), *rows.add(2), *rows.add(3)];
        for j in 0..steps as usize {
            let k = 16 * j;
            let ld = |p: *const i8| _mm_loadu_si128(p.add(k) as *const __m128i);
            let mut v = _mm512_castsi128_si512(ld(r[0]));
            v = _mm512_inserti32x4::<1>(v, ld(r[1]));
            v = _mm512_inserti32x4::<2>(v, ld(r[2]));
            v = _mm512_inserti32x4::<3>(v, ld(r[3]));
            for (t, ix) in idx.iter().enumerate() {
                let q = _mm512_srai_epi32::<24>(_mm512_maskz_permutexvar_epi8(top, *ix, v));
                let w = _mm512_mul_ps(_mm512_cvtepi32_ps(q), s);
                let xv = _mm512_broadcast_f32x4(_mm_loadu_ps(x.add(k + 4 * t)));
                a = _mm512_add_ps(a, _mm512_mul_ps(xv, w));
            }
        }
        _mm512_storeu_ps(acc, a);
    }
}
