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
use super::RowsArgs;
use crate::kernel::matmul::operands::block_loop;
use std::arch::x86_64::*;

/// # Safety
/// The CPU has AVX-512 F/BW/VL/VBMI; `args` is a [`RowsArgs`] whose first `MR` row pointers
/// are each readable for `k` f32 and whose 16 column pointers are each readable for `k`
/// weights of `KIND` (f32 or i8: k elements; 4-bit: k / 2 bytes), with `aux` and `factors`
/// as [`RowsArgs`] says for the kind; `out` is readable and writable for `16 MR` f32.
#[target_feature(enable = "avx512f,avx512bw,avx512vl,avx512vbmi")]
pub(super) unsafe extern "C" fn rows<
    const MR: usize,
    const KIND: u8,
    const HI: bool,
    const TF: bool,
>(
    args: *const RowsArgs,
    out: *mut f32,
) {
    // SAFETY: the caller's contract above; every access is inside the ranges it names (masked
    // loads touch only the lanes they keep).
    unsafe {
        let args = &*args;
        let k = args.k;
        debug_assert!(k >= 0 && (1..=8).contains(&MR));
        let x: [*const f32; MR] = std::array::from_fn(|i| args.a[i]);
        let w = Columns::<KIND, HI, TF>::new(args);
        let mut o: [__m512; MR] = std::array::from_fn(|i| _mm512_loadu_ps(out.add(16 * i)));
        let (size, full) = block_loop(k);
        let blocks = (0..full).map(|b| (b * size, size));
        let rest = (full * size < k).then_some((full * size, k - full * size));
        for (k0, len) in blocks.chain(rest) {
            let (k0, end) = (k0 as usize, (k0 + len) as usize);
            let mut acc = [_mm512_setzero_ps(); MR];
            let mut kk = k0;
            while kk + 16 <= end {
                let t = w.panel(kk, 16);
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
                let t = w.panel(kk, left);
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

/// The tile's weight columns, of a `KIND` (`RowsArgs::F32`, `INT8`, `NIBBLE`).
struct Columns<'a, const KIND: u8, const HI: bool, const TF: bool> {
    args: &'a RowsArgs,
    /// int8: the scales broadcast; 4-bit: the table in one register.
    aux: [__m512; 16],
    ctrl: __m512i,
}

impl<'a, const KIND: u8, const HI: bool, const TF: bool> Columns<'a, KIND, HI, TF> {
    #[inline]
    #[target_feature(enable = "avx512f,avx512bw,avx512vl,avx512vbmi")]
    unsafe fn new(args: &'a RowsArgs) -> Self {
        // SAFETY: `aux` is 16 f32.
        unsafe {
            let table = _mm512_loadu_ps(args.aux.as_ptr());
            let aux = std::array::from_fn(|c| match KIND {
                RowsArgs::INT8 => _mm512_set1_ps(args.aux[c]),
                _ => table,
            });
            let ctrl = _mm512_loadu_si512(nibble_ctrl(HI).as_ptr() as *const __m512i);
            Columns { args, aux, ctrl }
        }
    }

    /// The sixteen columns' weights at k-steps `kk..kk + n` (n <= 16; the other lanes 0),
    /// transposed: element `c` of vector `t` is column c's weight at `kk + t`.
    #[inline]
    #[target_feature(enable = "avx512f,avx512bw,avx512vl,avx512vbmi")]
    unsafe fn panel(&self, kk: usize, n: usize) -> [__m512; 16] {
        debug_assert!((1..=16).contains(&n));
        let mask = ((1u32 << n) - 1) as __mmask16;
        let a = self.args;
        // SAFETY: the caller's contract (`rows`): the masked lanes lie inside each column, and
        // a 4-bit chunk's second factor is read only where a kept lane is in its block.
        let mut r: [__m512; 16] = unsafe {
            std::array::from_fn(|c| match KIND {
                RowsArgs::INT8 => {
                    let q = _mm_maskz_loadu_epi8(mask as u16, a.cols[c].add(kk) as *const i8);
                    // `f32(q) * s`, the graph's dequantized weight (`f32(q)` is never NaN, so
                    // the operand order does not choose a NaN payload).
                    _mm512_mul_ps(_mm512_cvtepi32_ps(_mm512_cvtepi8_epi32(q)), self.aux[c])
                }
                RowsArgs::NIBBLE => {
                    debug_assert!(kk.is_multiple_of(2));
                    let bytes = ((1u32 << n.div_ceil(2)) - 1) as u16;
                    let q = _mm_maskz_loadu_epi8(bytes, a.cols[c].add(kk / 2) as *const i8);
                    let codes = _mm512_multishift_epi64_epi8(self.ctrl, _mm512_broadcastq_epi64(q));
                    let tv = _mm512_permutexvar_ps(codes, self.aux[c]);
                    let block = a.block as usize;
                    let (kb, into) = (kk / block, kk % block);
                    let f0 = _mm512_set1_ps(*a.factors.add(16 * kb + c));
                    // Lanes from `block - into` on belong to the next block.
                    let f = if block - into < n {
                        let f1 = _mm512_set1_ps(*a.factors.add(16 * (kb + 1) + c));
                        let next = (0xffffu32 << (block - into)) as __mmask16;
                        _mm512_mask_blend_ps(next, f0, f1)
                    } else {
                        f0
                    };
                    let w = if TF { _mm512_mul_ps(tv, f) } else { _mm512_mul_ps(f, tv) };
                    _mm512_maskz_mov_ps(mask, w)
                }
                _ => _mm512_maskz_loadu_ps(mask, (a.cols[c] as *const f32).add(kk)),
            })
        };
        transpose16(&mut r);
        r
    }
}

/// `vpmultishiftqb` control for sixteen 4-bit codes in one qword (repeated in every qword):
/// the low byte of lane t takes the 8 bits at code t's offset (`vpermps` reads only its low
/// 4 bits).
const fn nibble_ctrl(hi_first: bool) -> [u8; 64] {
    let mut c = [0u8; 64];
    let mut t = 0;
    while t < 16 {
        c[4 * t] = super::code_bit(t, hi_first);
        t += 1;
    }
    c
}

/// In-register transpose of 16 vectors of 16 lanes: element `j` of `r[i]` goes to element `i`
/// of `r[j]` (pairs of lanes, then of pairs, then 128-bit quarters twice).
#[inline]
#[target_feature(enable = "avx512f")]
fn transpose16(r: &mut [__m512; 16]) {
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
