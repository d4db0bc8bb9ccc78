//! aten's `cpu_flash_attention` (`aten/src/ATen/native/cpu/FlashAttentionKernel.cpp`) for f32
//! operands, step for step, so that eager's attention output is reproduced to the bit rather
//! than within f32 rounding of the exact softmax: a one-ulp difference there becomes other int8
//! codes wherever the next linear quantizes its activation per token (torchao's int8 dynamic
//! activation). Per query block: `qk = q @ kᵀ` (MKL's sgemm), `qk * scale + mask` (the scalar
//! tail contracted to a fused multiply-add, as GCC compiles it), the row max, `exp(qk - max)`
//! summed in f32, `dst = exp(..) @ v` *unnormalized* (sgemm), rescaled by `exp(old_max - max)`
//! across key blocks, and finally `dst * (1 / sum)`.
//!
//! The AVX512 build runs 16-lane vectors: a key block of 16 or more has its first multiple of
//! 16 columns through `Vectorized::exp_u20` (a 20-ulp polynomial), lane-wise sums and a halving
//! reduction; that polynomial is not ported, those columns use libm's `expf` like the scalar
//! tail, so only key blocks under 16 keys are eager's bits.
use super::linalg::{gemv_dot, k_blocks};
use crate::interp::ops::attention::AttentionDims;

/// Lanes of `Vectorized<float>` in the AVX512 build PyTorch dispatches to on this hardware.
const LANES: usize = 16;

/// `q_split_size` chosen from the query length, and `kv_split_size`.
fn splits(l: usize, s: usize) -> (usize, usize) {
    let q_split = if l >= 768 {
        256
    } else if l >= 192 {
        64
    } else {
        32
    };
    (q_split.min(l), 512.min(s))
}

/// One output of an f32 sgemm with row-major result `[m, n]`: MKL (2.15, x86) sums a row
/// whose output has fewer than 12 columns, or a single row, as four k-strided partial sums of
/// rounded products ([`gemv_dot`]; measured bit-exact at n = 4 and 8 for every K tried, and at
/// K = 8 for all n < 12), and otherwise each k-block with sequential fused multiply-adds.
fn sgemm_dot(a: &[f32], b: impl Fn(usize) -> f32, m: usize, n: usize) -> f32 {
    if m == 1 || n < 12 {
        let a64: Vec<f64> = a.iter().map(|&x| x as f64).collect();
        return gemv_dot(&a64, |p| b(p) as f64);
    }
    let mut out = 0f32;
    for (k0, k1) in k_blocks(a.len()) {
        let mut acc = 0f32;
        for (p, &x) in a.iter().enumerate().take(k1).skip(k0) {
            acc = x.mul_add(b(p), acc);
        }
        out += acc;
    }
    out
}

/// `out` and `logsumexp` of dense `(nb, l, e)` / `(nb, s, e)` / `(nb, s, ev)` operands, the
/// additive mask as `(nb, l, s)`.
pub fn flash_attention_f32(
    qv: &[f32],
    kv: &[f32],
    vv: &[f32],
    mask: Option<&[f32]>,
    d: &AttentionDims,
) -> (Vec<f32>, Vec<f32>) {
    let AttentionDims { nb, group, l, s, e, ev, scale, causal } = *d;
    let scale = scale as f32;
    let (q_split, kv_split) = splits(l, s);
    let mut out = vec![0f32; nb * l * ev];
    let mut lse = vec![0f32; nb * l];
    let mut qk = vec![0f32; q_split * kv_split];
    let mut dst = vec![0f32; q_split * ev];
    let (mut row_max, mut row_sum) = (vec![0f32; q_split], vec![0f32; q_split]);
    for b in 0..nb {
        let bk = b / group;
        for m in (0..l).step_by(q_split.max(1)) {
            let qb = q_split.min(l - m);
            row_max[..qb].fill(f32::NEG_INFINITY);
            row_sum[..qb].fill(0.0);
            let num_keys = if causal { (m + qb).min(s) } else { s };
            let mut n = 0;
            while n < num_keys {
                let kvb = kv_split.min(s - n);
                for row in 0..qb {
                    let qi = &qv[(b * l + m + row) * e..][..e];
                    for col in 0..kvb {
                        let kj = &kv[(bk * s + n + col) * e..][..e];
                        qk[row * kvb + col] = sgemm_dot(qi, |p| kj[p], qb, kvb);
                    }
                }
                if causal && num_keys - n <= kv_split {
                    for row in 0..qb {
                        let first_masked = (m + row + 1).saturating_sub(n);
                        for x in qk[row * kvb..(row + 1) * kvb].iter_mut().skip(first_masked) {
                            *x = f32::NEG_INFINITY;
                        }
                    }
                }
                for row in 0..qb {
                    let r = &mut qk[row * kvb..(row + 1) * kvb];
                    let vec_end = kvb - kvb % LANES;
                    match mask {
                        // `_scale_attn_mask_fusion_kernel`: `a * scale + b`, vector mul and add
                        // apart, the scalar tail one fused multiply-add.
                        Some(mv) => {
                            let mr = &mv[(b * l + m + row) * s + n..][..kvb];
                            for (i, (x, &y)) in r.iter_mut().zip(mr).enumerate() {
                                *x = if i < vec_end { *x * scale + y } else { x.mul_add(scale, y) };
                            }
                        }
                        None => r.iter_mut().for_each(|x| *x *= scale),
                    }
                    let mut tmp_max = r.iter().copied().fold(f32::NEG_INFINITY, f32::max);
                    if row_max[row] > tmp_max {
                        tmp_max = row_max[row];
                    }
                    if tmp_max == f32::NEG_INFINITY {
                        r.fill(0.0);
                        continue;
                    }
                    let tmp_sum = exp_reduce_sum(r, tmp_max);
                    let exp_tmp = (row_max[row] - tmp_max).exp();
                    row_sum[row] = exp_tmp.mul_add(row_sum[row], tmp_sum);
                    row_max[row] = tmp_max;
                    if n > 0 {
                        dst[row * ev..(row + 1) * ev].iter_mut().for_each(|x| *x *= exp_tmp);
                    }
                }
                // dst (+)= p @ v: sgemm with beta 0 on the first key block, 1 after.
                for row in 0..qb {
                    let p = &qk[row * kvb..(row + 1) * kvb];
                    for c in 0..ev {
                        let v_at = |j: usize| vv[(bk * s + n + j) * ev + c];
                        let x = sgemm_dot(p, v_at, qb, ev);
                        let o = &mut dst[row * ev + c];
                        *o = if n == 0 { x } else { *o + x };
                    }
                }
                n += kv_split;
            }
            for row in 0..qb {
                if row_max[row] == f32::NEG_INFINITY {
                    row_max[row] = 0.0;
                }
                if row_sum[row] == 0.0 {
                    row_sum[row] = 1.0;
                }
                let recip = 1.0 / row_sum[row];
                let o = &mut out[(b * l + m + row) * ev..][..ev];
                for (x, &y) in o.iter_mut().zip(&dst[row * ev..(row + 1) * ev]) {
                    *x = y * recip;
                }
                lse[b * l + m + row] = row_max[row] + row_sum[row].ln();
            }
        }
    }
    (out, lse)
}

/// `_exp_reduce_sum_fusion_kernel`: `r <- exp(r - max)` and their f32 sum: 16-lane partial
/// sums over the vector part reduced by halving, then the scalar tail added in order.
fn exp_reduce_sum(r: &mut [f32], max: f32) -> f32 {
    let vec_end = r.len() - r.len() % LANES;
    let mut lanes = [0f32; LANES];
    for chunk in r[..vec_end].chunks_mut(LANES) {
        for (acc, x) in lanes.iter_mut().zip(chunk) {
            *x = (*x - max).exp();
            *acc += *x;
        }
    }
    let mut width = LANES;
    while width > 1 {
        width /= 2;
        for i in 0..width {
            lanes[i] += lanes[i + width];
        }
    }
    let mut sum = lanes[0];
    for x in &mut r[vec_end..] {
        *x = (*x - max).exp();
        sum += *x;
    }
    sum
}
