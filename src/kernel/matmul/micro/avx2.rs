//! AVX2 bodies: two 256-bit accumulators, each two columns of four lanes (see the module docs
//! of `micro`). A 16-entry lookup is two `vpermps` of eight entries and a blend on the code's
//! bit 3.
use super::code_bit;
use std::arch::x86_64::*;

/// `vpshufb` controls for step trip t (the same in both 128-bit halves, each holding one
/// column's bytes): lane i takes the byte of k = 4t + i's code, zeros above it.
const fn nibble_shuf(t: usize, hi_first: bool) -> [u8; 32] {
    let mut c = [0x80u8; 32];
    let mut i = 0;
    while i < 8 {
        c[4 * i] = code_bit(4 * t + i % 4, hi_first) / 8;
        i += 1;
    }
    c
}

/// The right shifts that bring each lane's code to its low 4 bits.
fn nibble_shift(t: usize, hi_first: bool) -> __m256i {
    let s: [i32; 8] = std::array::from_fn(|i| (code_bit(4 * t + i % 4, hi_first) % 8) as i32);
    // SAFETY: an unaligned load of a local array of 32 bytes.
    unsafe { _mm256_loadu_si256(s.as_ptr() as *const __m256i) }
}

/// `vpshufb` controls for the int8 body: lane i's top byte takes byte 4t + i of its half's row.
const fn int8_shuf(t: usize) -> [u8; 32] {
    let mut c = [0x80u8; 32];
    let mut i = 0;
    while i < 8 {
        c[4 * i + 3] = (4 * t + i % 4) as u8;
        i += 1;
    }
    c
}

/// Four lanes of `x` in both halves.
#[inline]
#[target_feature(enable = "avx2")]
unsafe fn x4(x: *const f32) -> __m256 {
    // SAFETY: the caller's `x` is readable for four f32.
    unsafe {
        let v = _mm_loadu_ps(x);
        _mm256_set_m128(v, v)
    }
}

/// # Safety
/// As `avx512::nibble`, on a CPU with AVX2. `P = 2 G` two-column accumulators.
#[target_feature(enable = "avx2")]
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
    // SAFETY: the caller's contract; every access is inside the ranges it names.
    unsafe {
        let shuf: [__m256i; 4] = std::array::from_fn(|t| {
            _mm256_loadu_si256(nibble_shuf(t, HI).as_ptr() as *const __m256i)
        });
        let shift: [__m256i; 4] = std::array::from_fn(|t| nibble_shift(t, HI));
        let (tlo, thi) = (_mm256_loadu_ps(table), _mm256_loadu_ps(table.add(8)));
        let pairs = 2 * G;
        let mut a = [_mm256_setzero_ps(); 4];
        let mut r = [std::ptr::null::<u8>(); 8];
        for p in 0..pairs {
            a[p] = _mm256_loadu_ps(acc.add(8 * p));
            r[2 * p] = *rows.add(2 * p);
            r[2 * p + 1] = *rows.add(2 * p + 1);
        }
        let steps = (block / 16) as usize;
        let mut k = 0usize;
        let mut f = [_mm256_setzero_ps(); 4];
        let mut d = [_mm256_setzero_si256(); 4];
        for kb in 0..nblocks as usize {
            for (p, fp) in f.iter_mut().enumerate().take(pairs) {
                let at = factors.add(4 * G * kb + 2 * p);
                *fp = _mm256_set_m128(_mm_set1_ps(*at.add(1)), _mm_set1_ps(*at));
            }
            for _ in 0..steps {
                let b = k / 2;
                let rd = |p: *const u8| (p.add(b) as *const i64).read_unaligned();
                for (p, dp) in d.iter_mut().enumerate().take(pairs) {
                    *dp = _mm256_set_epi64x(0, rd(r[2 * p + 1]), 0, rd(r[2 * p]));
                }
                for t in 0..4 {
                    let xv = x4(x.add(k + 4 * t));
                    for p in 0..pairs {
                        let c = _mm256_srlv_epi32(_mm256_shuffle_epi8(d[p], shuf[t]), shift[t]);
                        let (lo, hi) =
                            (_mm256_permutevar8x32_ps(tlo, c), _mm256_permutevar8x32_ps(thi, c));
                        let sel = _mm256_castsi256_ps(_mm256_slli_epi32::<28>(c));
                        let tv = _mm256_blendv_ps(lo, hi, sel);
                        let w = if TF { _mm256_mul_ps(tv, f[p]) } else { _mm256_mul_ps(f[p], tv) };
                        a[p] = _mm256_add_ps(a[p], _mm256_mul_ps(xv, w));
                    }
                }
                k += 16;
            }
        }
        for (p, v) in a.iter().enumerate().take(pairs) {
            _mm256_storeu_ps(acc.add(8 * p), *v);
        }
    }
}

/// # Safety
/// As `avx512::rowscale`, on a CPU with AVX2.
#[target_feature(enable = "avx2")]
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
#[target_feature(enable = "avx2")]
unsafe fn rowscale_body<const G: usize, const TOP: bool>(
    rows: *const *const i8,
    x: *const f32,
    scales: *const f32,
    steps: i64,
    acc: *mut f32,
) {
    debug_assert!(steps >= 0);
    // SAFETY: the caller's contract.
    unsafe {
        let shuf: [__m256i; 4] =
            std::array::from_fn(|t| _mm256_loadu_si256(int8_shuf(t).as_ptr() as *const __m256i));
        let pairs = 2 * G;
        let mut s = [_mm256_setzero_ps(); 4];
        let mut a = [_mm256_setzero_ps(); 4];
        let mut r = [std::ptr::null::<i8>(); 8];
        for p in 0..pairs {
            let down = if TOP { 1.0 / 16_777_216.0 } else { 1.0 };
            let (s0, s1) = (*scales.add(2 * p) * down, *scales.add(2 * p + 1) * down);
            s[p] = _mm256_set_m128(_mm_set1_ps(s1), _mm_set1_ps(s0));
            a[p] = _mm256_loadu_ps(acc.add(8 * p));
            r[2 * p] = *rows.add(2 * p);
            r[2 * p + 1] = *rows.add(2 * p + 1);
        }
        let mut v = [_mm256_setzero_si256(); 4];
        for j in 0..steps as usize {
            let k = 16 * j;
            let ld = |p: *const i8| p.add(k) as *const __m128i;
            for (p, vp) in v.iter_mut().enumerate().take(pairs) {
                *vp = _mm256_loadu2_m128i(ld(r[2 * p + 1]), ld(r[2 * p]));
            }
            for (t, sh) in shuf.iter().enumerate() {
                let xv = x4(x.add(k + 4 * t));
                for p in 0..pairs {
                    let top = _mm256_shuffle_epi8(v[p], *sh);
                    let q = if TOP { top } else { _mm256_srai_epi32::<24>(top) };
                    let w = _mm256_mul_ps(_mm256_cvtepi32_ps(q), s[p]);
                    a[p] = _mm256_add_ps(a[p], _mm256_mul_ps(xv, w));
                }
            }
        }
        for (p, vp) in a.iter().enumerate().take(pairs) {
            _mm256_storeu_ps(acc.add(8 * p), *vp);
        }
    }
}
