//! The AVX2 body of the multi-row tile (`micro::rows_fn`), for CPUs without AVX-512: the same
//! contract and sums as `avx512_rows`, with 256-bit registers, so the sixteen columns run as
//! two halves of eight, each with its own pass over k (sixteen accumulators of eight rows and
//! eight transposed weights would not fit the sixteen registers).
use super::RowsArgs;
use crate::kernel::matmul::operands::block_loop;
use std::arch::x86_64::*;

/// # Safety
/// As `avx512_rows::rows`, on a CPU with AVX2 and FMA.
#[target_feature(enable = "avx2,fma")]
pub(super) unsafe extern "C" fn rows<
    const MR: usize,
    const KIND: u8,
    const HI: bool,
    const TF: bool,
>(
    args: *const RowsArgs,
    out: *mut f32,
) {
    // SAFETY: the caller's contract; every load is inside a column's or row's k elements.
    unsafe {
        let args = &*args;
        let k = args.k;
        debug_assert!(k >= 0 && (1..=8).contains(&MR));
        let x: [*const f32; MR] = std::array::from_fn(|i| args.a[i]);
        let (size, full) = block_loop(k);
        let rest = (full * size < k).then_some((full * size, k - full * size));
        for half in 0..2 {
            let c0 = 8 * half;
            let mut o: [__m256; MR] =
                std::array::from_fn(|i| _mm256_loadu_ps(out.add(16 * i + c0)));
            for (k0, len) in (0..full).map(|b| (b * size, size)).chain(rest) {
                let (k0, end) = (k0 as usize, (k0 + len) as usize);
                let mut acc = [_mm256_setzero_ps(); MR];
                let mut kk = k0;
                while kk < end {
                    let n = (end - kk).min(8);
                    let t = panel::<KIND, HI, TF>(args, c0, kk, n);
                    for (step, wv) in t.iter().enumerate().take(n) {
                        for i in 0..MR {
                            let xv = _mm256_set1_ps(*x[i].add(kk + step));
                            acc[i] = _mm256_fmadd_ps(xv, *wv, acc[i]);
                        }
                    }
                    kk += n;
                }
                for i in 0..MR {
                    o[i] = _mm256_add_ps(o[i], acc[i]);
                }
            }
            for (i, v) in o.iter().enumerate() {
                _mm256_storeu_ps(out.add(16 * i + c0), *v);
            }
        }
    }
}

/// Columns `c0..c0 + 8` at k-steps `kk..kk + n` (n <= 8; the other steps 0), transposed:
/// element `c` of vector `t` is column `c0 + c`'s weight at `kk + t`.
#[inline]
#[target_feature(enable = "avx2,fma")]
unsafe fn panel<const KIND: u8, const HI: bool, const TF: bool>(
    a: &RowsArgs,
    c0: usize,
    kk: usize,
    n: usize,
) -> [__m256; 8] {
    // SAFETY: the caller's contract (`rows`): steps below `n` lie inside each column.
    unsafe {
        let mut r: [__m256; 8] = if n == 8 {
            std::array::from_fn(|c| column8::<KIND, HI, TF>(a, c0 + c, kk))
        } else {
            // A short chunk (the end of a k-block) goes element by element.
            std::array::from_fn(|c| {
                let mut v = [0f32; 8];
                for (t, e) in v.iter_mut().enumerate().take(n) {
                    *e = weight::<KIND, HI, TF>(a, c0 + c, kk + t);
                }
                _mm256_loadu_ps(v.as_ptr())
            })
        };
        transpose8(&mut r);
        r
    }
}

/// Column `c`'s weights at k-steps `kk..kk + 8`.
#[inline]
#[target_feature(enable = "avx2,fma")]
unsafe fn column8<const KIND: u8, const HI: bool, const TF: bool>(
    a: &RowsArgs,
    c: usize,
    kk: usize,
) -> __m256 {
    // SAFETY: eight weights from `kk` lie inside the column (`panel`).
    unsafe {
        match KIND {
            RowsArgs::INT8 => {
                let q = _mm_loadl_epi64(a.cols[c].add(kk) as *const __m128i);
                let f = _mm256_cvtepi32_ps(_mm256_cvtepi8_epi32(q));
                _mm256_mul_ps(f, _mm256_set1_ps(a.aux[c]))
            }
            RowsArgs::NIBBLE => {
                debug_assert!(kk.is_multiple_of(2));
                let word = (a.cols[c].add(kk / 2) as *const i32).read_unaligned();
                let shifts =
                    std::array::from_fn::<i32, 8, _>(|t| i32::from(super::code_bit(t, HI)));
                let sh = _mm256_loadu_si256(shifts.as_ptr() as *const __m256i);
                let codes = _mm256_and_si256(
                    _mm256_srlv_epi32(_mm256_set1_epi32(word), sh),
                    _mm256_set1_epi32(15),
                );
                let lo = _mm256_permutevar8x32_ps(_mm256_loadu_ps(a.aux.as_ptr()), codes);
                let hi = _mm256_permutevar8x32_ps(_mm256_loadu_ps(a.aux.as_ptr().add(8)), codes);
                // Bit 3 of the code, moved to the sign bit, picks the upper half of the table.
                let upper = _mm256_castsi256_ps(_mm256_slli_epi32::<28>(codes));
                let tv = _mm256_blendv_ps(lo, hi, upper);
                let block = a.block as usize;
                let (kb, into) = (kk / block, kk % block);
                let f0 = _mm256_set1_ps(*a.factors.add(16 * kb + c));
                let f = if block - into < 8 {
                    let f1 = _mm256_set1_ps(*a.factors.add(16 * (kb + 1) + c));
                    let lanes: [i32; 8] =
                        std::array::from_fn(|t| if t >= block - into { -1 } else { 0 });
                    let next = _mm256_loadu_ps(lanes.as_ptr() as *const f32);
                    _mm256_blendv_ps(f0, f1, next)
                } else {
                    f0
                };
                if TF { _mm256_mul_ps(tv, f) } else { _mm256_mul_ps(f, tv) }
            }
            _ => _mm256_loadu_ps((a.cols[c] as *const f32).add(kk)),
        }
    }
}

/// One weight, for the short chunks: the same operations as [`column8`], one lane.
#[inline]
#[allow(
    clippy::if_same_then_else,
    reason = "the operand order picks the NaN payload that survives, as in the vector path"
)]
unsafe fn weight<const KIND: u8, const HI: bool, const TF: bool>(
    a: &RowsArgs,
    c: usize,
    k: usize,
) -> f32 {
    // SAFETY: `k` lies inside the column (`panel`).
    unsafe {
        match KIND {
            RowsArgs::INT8 => f32::from(*(a.cols[c].add(k) as *const i8)) * a.aux[c],
            RowsArgs::NIBBLE => {
                let byte = *a.cols[c].add(k / 2);
                let code = if k.is_multiple_of(2) == HI { byte >> 4 } else { byte & 15 };
                let (t, f) =
                    (a.aux[code as usize], *a.factors.add(16 * (k / a.block as usize) + c));
                if TF { t * f } else { f * t }
            }
            _ => *(a.cols[c] as *const f32).add(k),
        }
    }
}

/// In-register transpose of 8 vectors of 8 lanes.
#[inline]
#[target_feature(enable = "avx2,fma")]
fn transpose8(r: &mut [__m256; 8]) {
    let mut t = [_mm256_setzero_ps(); 8];
    for i in 0..4 {
        t[2 * i] = _mm256_unpacklo_ps(r[2 * i], r[2 * i + 1]);
        t[2 * i + 1] = _mm256_unpackhi_ps(r[2 * i], r[2 * i + 1]);
    }
    let lo = |a: __m256, b: __m256| {
        _mm256_castpd_ps(_mm256_unpacklo_pd(_mm256_castps_pd(a), _mm256_castps_pd(b)))
    };
    let hi = |a: __m256, b: __m256| {
        _mm256_castpd_ps(_mm256_unpackhi_pd(_mm256_castps_pd(a), _mm256_castps_pd(b)))
    };
    for i in 0..2 {
        // Vector 4i + e: in 128-bit half h, rows 4i..4i+4 at element 4h + e.
        r[4 * i] = lo(t[4 * i], t[4 * i + 2]);
        r[4 * i + 1] = hi(t[4 * i], t[4 * i + 2]);
        r[4 * i + 2] = lo(t[4 * i + 1], t[4 * i + 3]);
        r[4 * i + 3] = hi(t[4 * i + 1], t[4 * i + 3]);
    }
    for e in 0..4 {
        let (a, b) = (r[e], r[4 + e]);
        r[e] = _mm256_permute2f128_ps::<0x20>(a, b);
        r[4 + e] = _mm256_permute2f128_ps::<0x31>(a, b);
    }
}
