//! The AVX-512 body of the multi-row template's tile (`micro::rows_fn`): `MR` rows of the
//! activation by 16 output columns, one 512-bit accumulator per row, each lane one column.
//! Sixteen k-steps of the sixteen columns are loaded column by column (contiguous along k, as
//! a transposed linear weight lies), dequantized where the weight is int8, and transposed in
//! registers, so each k-step is one weight vector that every row's broadcast activation
//! multiplies into its accumulator.
//!
//! The sums are the Cranelift tile's (`matmul::tile`): each output adds its products with
//! fused multiply-adds in k order within MKL's k-blocks (`operands::block_loop`), and each
//! block's sum is added to the output (which starts at the bias) in block order.
use crate::kernel::matmul::operands::block_loop;
use std::arch::x86_64::*;

/// # Safety
/// The CPU has AVX-512 F/BW/VL; `a` holds `MR` pointers each readable for `k` f32; `cols`
/// holds 16 pointers each readable for `k` elements of the weight (f32, or i8 when `INT8`);
/// `scales` is readable for 16 f32 when `INT8`; `out` for `16 MR` f32, in and out.
#[target_feature(enable = "avx512f,avx512bw,avx512vl")]
pub(super) unsafe extern "C" fn rows<const MR: usize, const INT8: bool>(
    a: *const *const f32,
    cols: *const *const u8,
    scales: *const f32,
    k: i64,
    out: *mut f32,
) {
    debug_assert!(k >= 0 && (1..=8).contains(&MR));
    // SAFETY: the caller's contract above; every access is inside the ranges it names (masked
    // loads touch only the lanes they keep).
    unsafe {
        let x: [*const f32; MR] = std::array::from_fn(|i| *a.add(i));
        let w: [*const u8; 16] = std::array::from_fn(|c| *cols.add(c));
        let s: [__m512; 16] =
            std::array::from_fn(|c| _mm512_set1_ps(if INT8 { *scales.add(c) } else { 1.0 }));
        let mut o: [__m512; MR] = std::array::from_fn(|i| _mm512_loadu_ps(out.add(16 * i)));
        let (size, full) = block_loop(k);
        let blocks = (0..full).map(|b| (b * size, size));
        let rest = (full * size < k).then_some((full * size, k - full * size));
        for (k0, len) in blocks.chain(rest) {
            let (k0, end) = (k0 as usize, (k0 + len) as usize);
            let mut acc = [_mm512_setzero_ps(); MR];
            let mut kk = k0;
            while kk + 16 <= end {
                let t = panel::<INT8>(&w, &s, kk, 0xffff);
                for (step, wv) in t.iter().enumerate() {
                    for i in 0..MR {
                        let xv = _mm512_set1_ps(*x[i].add(kk + step));
                        acc[i] = _mm512_fmadd_ps(xv, *wv, acc[i]);
                    }
                }
                kk += 16;
            }
            if kk < end {
                let left = end - kk;
                let t = panel::<INT8>(&w, &s, kk, ((1u32 << left) - 1) as __mmask16);
                for (step, wv) in t.iter().enumerate().take(left) {
                    for i in 0..MR {
                        let xv = _mm512_set1_ps(*x[i].add(kk + step));
                        acc[i] = _mm512_fmadd_ps(xv, *wv, acc[i]);
                    }
                }
            }
            for i in 0..MR {
                o[i] = _mm512_add_ps(o[i], acc[i]);
            }
        }
        for (i, v) in o.iter().enumerate() {
            _mm512_storeu_ps(out.add(16 * i), *v);
        }
    }
}

/// The sixteen columns' weights at k-steps `kk..kk + 16` (those in `mask`; the others 0),
/// transposed: element `c` of vector `t` is column c's weight at `kk + t`.
#[inline]
#[target_feature(enable = "avx512f,avx512bw,avx512vl")]
unsafe fn panel<const INT8: bool>(
    w: &[*const u8; 16],
    s: &[__m512; 16],
    kk: usize,
    mask: __mmask16,
) -> [__m512; 16] {
    // SAFETY: the caller's contract (`rows`): the masked lanes lie inside each column.
    unsafe {
        let mut r: [__m512; 16] = std::array::from_fn(|c| {
            if INT8 {
                let q = _mm_maskz_loadu_epi8(mask, w[c].add(kk) as *const i8);
                // `f32(q) * s`, the graph's dequantized weight (`f32(q)` is never NaN, so the
                // operand order does not choose a NaN payload).
                _mm512_mul_ps(_mm512_cvtepi32_ps(_mm512_cvtepi8_epi32(q)), s[c])
            } else {
                _mm512_maskz_loadu_ps(mask, (w[c] as *const f32).add(kk))
            }
        });
        transpose16(&mut r);
        r
    }
}

/// In-register transpose of 16 vectors of 16 lanes: element `j` of `r[i]` goes to element `i`
/// of `r[j]` (pairs of lanes, then of pairs, then 128-bit quarters twice).
#[inline]
#[target_feature(enable = "avx512f")]
pub(super) fn transpose16(r: &mut [__m512; 16]) {
    let mut t = [_mm512_setzero_ps(); 16];
    for i in 0..8 {
        t[2 * i] = _mm512_unpacklo_ps(r[2 * i], r[2 * i + 1]);
        t[2 * i + 1] = _mm512_unpackhi_ps(r[2 * i], r[2 * i + 1]);
    }
    let lo = |a: __m512, b: __m512| {
        _mm512_castpd_ps(_mm512_unpacklo_pd(_mm512_castps_pd(a), _mm512_castps_pd(b)))
    };
    let hi = |a: __m512, b: __m512| {
        _mm512_castpd_ps(_mm512_unpackhi_pd(_mm512_castps_pd(a), _mm512_castps_pd(b)))
    };
    for i in 0..4 {
        // Vector 4i + e: in 128-bit quarter q, rows 4i..4i+4 at element 4q + e.
        r[4 * i] = lo(t[4 * i], t[4 * i + 2]);
        r[4 * i + 1] = hi(t[4 * i], t[4 * i + 2]);
        r[4 * i + 2] = lo(t[4 * i + 1], t[4 * i + 3]);
        r[4 * i + 3] = hi(t[4 * i + 1], t[4 * i + 3]);
    }
    for e in 0..4 {
        t[e] = _mm512_shuffle_f32x4::<0x88>(r[e], r[4 + e]);
        t[4 + e] = _mm512_shuffle_f32x4::<0xdd>(r[e], r[4 + e]);
        t[8 + e] = _mm512_shuffle_f32x4::<0x88>(r[8 + e], r[12 + e]);
        t[12 + e] = _mm512_shuffle_f32x4::<0xdd>(r[8 + e], r[12 + e]);
    }
    for e in 0..4 {
        r[e] = _mm512_shuffle_f32x4::<0x88>(t[e], t[8 + e]);
        r[8 + e] = _mm512_shuffle_f32x4::<0xdd>(t[e], t[8 + e]);
        r[4 + e] = _mm512_shuffle_f32x4::<0x88>(t[4 + e], t[12 + e]);
        r[12 + e] = _mm512_shuffle_f32x4::<0xdd>(t[4 + e], t[12 + e]);
    }
}
