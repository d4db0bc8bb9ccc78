//! Matrix products. Float products accumulate in f64 and round once (PyTorch's CPU GEMMs
//! accumulate in f32, or in f32 for bf16/f16 inputs before the final rounding); integer
//! products wrap in i64 and then to the result width.
use super::Call;
use super::pointwise::broadcast_shapes;
use crate::interp::tensor::{TResult, Tensor, terr};
use crate::interp::value::Value;
use crate::ir::DType;

/// `a[..., M, K] @ b[..., K, N]` with broadcast batch dims, into `out` dtype.
/// `bias` (broadcastable to the result) is added as `beta * bias + alpha * (a @ b)`.
pub fn matmul(
    a: &Tensor,
    b: &Tensor,
    out: DType,
    bias: Option<(&Tensor, f64, f64)>,
) -> TResult<Tensor> {
    if a.dim() < 2 || b.dim() < 2 {
        return terr(format!(
            "matmul needs at least 2-d operands, got {:?} and {:?}",
            a.sizes(),
            b.sizes()
        ));
    }
    let (m, k) = (a.sizes()[a.dim() - 2], a.sizes()[a.dim() - 1]);
    let (k2, n) = (b.sizes()[b.dim() - 2], b.sizes()[b.dim() - 1]);
    if k != k2 {
        return terr(format!("mat1 and mat2 shapes cannot be multiplied ({m}x{k} and {k2}x{n})"));
    }
    let batch = broadcast_shapes(&[&a.sizes()[..a.dim() - 2], &b.sizes()[..b.dim() - 2]])?;
    let full = |t: &Tensor, r: usize, c: usize| -> TResult<Tensor> {
        let mut s: Vec<i64> = batch.iter().map(|&d| d as i64).collect();
        s.extend([r as i64, c as i64]);
        t.expand(&s)
    };
    let (ae, be) = (full(a, m, k)?, full(b, k, n)?);
    let nb: usize = batch.iter().product();
    let mut shape = batch.clone();
    shape.extend([m, n]);
    let bias_vals = match bias {
        Some((t, beta, _)) if beta != 0.0 => {
            Some(t.expand(&shape.iter().map(|&d| d as i64).collect::<Vec<_>>())?.to_f64_vec())
        }
        _ => None,
    };
    if out == DType::F32 {
        let (av, bv) = (ae.to_f64_vec(), be.to_f64_vec());
        let res = gemm_f32(
            &av,
            &bv,
            nb,
            m,
            k,
            n,
            bias.map(|(_, beta, alpha)| (bias_vals.unwrap_or_default(), beta, alpha)),
        );
        Tensor::from_f64(out, shape, &res)
    } else if out.is_float() {
        let (av, bv) = (ae.to_f64_vec(), be.to_f64_vec());
        let mut res = vec![0f64; nb * m * n];
        for bi in 0..nb {
            let (ab, bb, ob) =
                (&av[bi * m * k..], &bv[bi * k * n..], &mut res[bi * m * n..(bi + 1) * m * n]);
            for i in 0..m {
                let orow = &mut ob[i * n..(i + 1) * n];
                for p in 0..k {
                    let x = ab[i * k + p];
                    let brow = &bb[p * n..(p + 1) * n];
                    for (o, &y) in orow.iter_mut().zip(brow) {
                        *o += x * y;
                    }
                }
            }
        }
        if let Some((_, beta, alpha)) = bias {
            let bv = bias_vals.unwrap_or_default();
            for (i, r) in res.iter_mut().enumerate() {
                *r = alpha * *r + bv.get(i).map_or(0.0, |&v| beta * v);
            }
        }
        Tensor::from_f64(out, shape, &res)
    } else {
        let (av, bv) = (ae.to_i64_vec(), be.to_i64_vec());
        let mut res = vec![0i64; nb * m * n];
        for bi in 0..nb {
            for i in 0..m {
                for p in 0..k {
                    let x = av[bi * m * k + i * k + p];
                    for j in 0..n {
                        let o = &mut res[bi * m * n + i * n + j];
                        *o = o.wrapping_add(x.wrapping_mul(bv[bi * k * n + p * n + j]));
                    }
                }
            }
        }
        if let Some((_, beta, alpha)) = bias {
            let bv = bias_vals.unwrap_or_default();
            for (i, r) in res.iter_mut().enumerate() {
                *r = r
                    .wrapping_mul(alpha as i64)
                    .wrapping_add(bv.get(i).map_or(0, |&v| (beta * v) as i64));
            }
        }
        Tensor::from_i64(out, shape, &res)
    }
}

/// The k-blocks MKL's sgemm (PyTorch 2.15, x86 AVX2, M > 1) sums separately, found by
/// matching its results bit for bit: one block up to K = 192, two equal halves up to 384,
/// then blocks of 192. (Odd K in 193..384 and M = 1, which MKL routes to other kernels, are
/// only approximated by this.) The JIT's tile and micro-kernels block by the same function
/// (`kernel::matmul::operands::block_loop`), so the two agree bit for bit.
pub(crate) fn k_blocks(k: usize) -> Vec<(usize, usize)> {
    match k {
        0..=192 => vec![(0, k)],
        193..=384 => vec![(0, k.div_ceil(2)), (k.div_ceil(2), k)],
        _ => (0..k).step_by(192).map(|s| (s, (s + 192).min(k))).collect(),
    }
}

/// One output of a single-row product (M = 1), which MKL does not compute like its sgemm
/// blocks: four partial sums over k ≡ 0..3 (mod 4), each product rounded to f32 before it is
/// added, then `(l0 + l2) + (l1 + l3)`. Not bit-exact with MKL either, but measured closer: on
/// x[1, 4096] @ dequant(int8 w[512, 4096]).T (PyTorch 2.15, AVX2) 10 outputs fall outside
/// torch.testing's f32 tolerance of eager's, against 66 with the sgemm k-blocks and 134 with
/// one sequential sum (probe in BENCHMARKS.md). The JIT's single-row template sums the same way.
pub(super) fn gemv_dot(a: &[f64], b: impl Fn(usize) -> f64) -> f32 {
    let mut l = [0f32; 4];
    for (p, &x) in a.iter().enumerate() {
        l[p % 4] += (x * b(p)) as f32;
    }
    (l[0] + l[2]) + (l[1] + l[3])
}

/// f32 GEMM the way MKL's sgemm rounds: each output accumulates a k-block sequentially with
/// fused multiply-adds in f32 (emulated as an exact f64 product plus one add, rounded to f32),
/// and block results are added to the output in f32. With a bias, the output starts as
/// `beta * bias` (sgemm's `beta * C`). Exact f64 accumulation would be more accurate but
/// further from PyTorch: on K=128..688 products it differs from eager by 5 f32 ulps, enough to
/// fail torch.testing's f32 tolerance on cancelling elements.
fn gemm_f32(
    a: &[f64],
    b: &[f64],
    nb: usize,
    m: usize,
    k: usize,
    n: usize,
    bias: Option<(Vec<f64>, f64, f64)>,
) -> Vec<f64> {
    let mut res = vec![0f32; nb * m * n];
    if let Some((bv, beta, _)) = &bias {
        for (r, v) in res.iter_mut().zip(bv) {
            *r = (beta * v) as f32;
        }
    }
    let alpha = bias.as_ref().map_or(1.0, |b| b.2);
    if m == 1 {
        for bi in 0..nb {
            let arow = &a[bi * k..(bi + 1) * k];
            for (j, o) in res[bi * n..(bi + 1) * n].iter_mut().enumerate() {
                let v = gemv_dot(arow, |p| b[(bi * k + p) * n + j]);
                *o = if alpha == 1.0 { *o + v } else { (*o as f64 + alpha * v as f64) as f32 };
            }
        }
        return res.into_iter().map(f64::from).collect();
    }
    let mut acc = vec![0f32; n];
    let blocks = k_blocks(k);
    for bi in 0..nb {
        for i in 0..m {
            let arow = &a[(bi * m + i) * k..(bi * m + i + 1) * k];
            let out = &mut res[(bi * m + i) * n..(bi * m + i + 1) * n];
            for &(k0, k1) in &blocks {
                acc.iter_mut().for_each(|x| *x = 0.0);
                for (p, &x) in arow.iter().enumerate().take(k1).skip(k0) {
                    let brow = &b[(bi * k + p) * n..(bi * k + p + 1) * n];
                    for (o, &y) in acc.iter_mut().zip(brow) {
                        *o = (x * y + *o as f64) as f32;
                    }
                }
                for (o, &v) in out.iter_mut().zip(&acc) {
                    *o = if alpha == 1.0 { *o + v } else { (*o as f64 + alpha * v as f64) as f32 };
                }
            }
        }
    }
    res.into_iter().map(f64::from).collect()
}

fn same_dtype(a: &Tensor, b: &Tensor) -> TResult<DType> {
    if a.dtype() != b.dtype() {
        return terr(format!(
            "expected m1 and m2 to have the same dtype, but got: {} != {}",
            a.dtype(),
            b.dtype()
        ));
    }
    Ok(a.dtype())
}

fn exact_dims(t: &Tensor, n: usize, what: &str) -> TResult<()> {
    if t.dim() != n {
        return terr(format!("{what} must be a {n}-d tensor, got {:?}", t.sizes()));
    }
    Ok(())
}

fn tv(x: TResult<Tensor>) -> TResult<Value> {
    x.map(Value::Tensor)
}

/// `mm(self, mat2)`; `bmm` with `batched`.
pub(super) fn mm(c: &Call, batched: bool) -> TResult<Value> {
    let (a, b) = (c.tensor(0, "self")?, c.tensor(1, "mat2")?);
    let nd = if batched { 3 } else { 2 };
    exact_dims(a, nd, "self")?;
    exact_dims(b, nd, "mat2")?;
    if batched && a.sizes()[0] != b.sizes()[0] {
        return terr("bmm batch sizes differ");
    }
    tv(matmul(a, b, same_dtype(a, b)?, None))
}

/// `addmm(self, mat1, mat2, *, beta, alpha)` and `baddbmm`.
pub(super) fn addmm(c: &Call) -> TResult<Value> {
    let (bias, a, b) = (c.tensor(0, "self")?, c.tensor(1, "mat1")?, c.tensor(2, "mat2")?);
    let (beta, alpha) =
        (c.opt_float(3, "beta")?.unwrap_or(1.0), c.opt_float(4, "alpha")?.unwrap_or(1.0));
    let d = same_dtype(a, b)?;
    tv(matmul(a, b, d, Some((bias, beta, alpha))))
}

/// `addbmm(self, batch1, batch2, *, beta=1, alpha=1)`: `beta·self + alpha·Σ_b b1[b] @ b2[b]`,
/// as one product over the batch and inner dims together (`[n, b·m] @ [b·m, p]`).
pub(super) fn addbmm(c: &Call) -> TResult<Value> {
    let (bias, b1, b2) = (c.tensor(0, "self")?, c.tensor(1, "batch1")?, c.tensor(2, "batch2")?);
    let (beta, alpha) =
        (c.opt_float(3, "beta")?.unwrap_or(1.0), c.opt_float(4, "alpha")?.unwrap_or(1.0));
    let (&[b, n, m], &[b_, m_, p]) = (b1.sizes(), b2.sizes()) else {
        return terr("batch1 and batch2 must be 3-D tensors");
    };
    if b != b_ || m != m_ {
        return terr(format!(
            "addbmm: batch1 {:?} and batch2 {:?} do not multiply",
            b1.sizes(),
            b2.sizes()
        ));
    }
    let d = same_dtype(b1, b2)?;
    let (b, n, m, p) = (b as i64, n as i64, m as i64, p as i64);
    let a = b1.permute(&[1, 0, 2])?.reshape(&[n, b * m])?;
    let w = b2.reshape(&[b * m, p])?;
    tv(matmul(&a, &w, d, Some((bias, beta, alpha))))
}

pub(super) fn matmul_op(c: &Call) -> TResult<Value> {
    let (a, b) = (c.tensor(0, "self")?, c.tensor(1, "other")?);
    let d = same_dtype(a, b)?;
    // 1-d operands become a row / column and that dim is dropped again.
    let a2 = if a.dim() == 1 { a.unsqueeze(0)? } else { a.clone() };
    let b2 = if b.dim() == 1 { b.unsqueeze(1)? } else { b.clone() };
    let mut r = matmul(&a2, &b2, d, None)?;
    if b.dim() == 1 {
        r = r.squeeze(Some(&[-1]))?;
    }
    if a.dim() == 1 {
        r = r.squeeze(Some(&[if b.dim() == 1 { -1 } else { -2 }]))?;
    }
    Ok(Value::Tensor(r))
}

/// `_int_mm(self, mat2)`: int32 sums of exact products. ATen's CPU kernel takes an int8 or
/// uint8 `self` (torchao's dynamic activation quantization shifts activations by 128 into
/// uint8 and subtracts `128 * colsum(w)` after) and only an int8 `mat2`.
pub(super) fn int_mm(c: &Call) -> TResult<Value> {
    let (a, b) = (c.tensor(0, "self")?, c.tensor(1, "mat2")?);
    exact_dims(a, 2, "self")?;
    exact_dims(b, 2, "mat2")?;
    if !matches!(a.dtype(), DType::I8 | DType::U8) {
        return terr(format!("_int_mm: expected self to be int8 or uint8, got {}", a.dtype()));
    }
    if b.dtype() != DType::I8 {
        return terr(format!("_int_mm: expected mat2 to be int8, got {}", b.dtype()));
    }
    tv(matmul(a, b, DType::I32, None))
}

/// `_weight_int8pack_mm(self, mat2, scales)`: x[M, K] @ w[N, K].T * scales[N]. ATen's CPU
/// kernel (`int8mm_kernel.cpp`) sums `float(x) * float(w)` in f32, multiplies the sum by the
/// f32 scale and rounds once to x's dtype: a bf16 product is not rounded before the scale.
pub(super) fn weight_int8pack_mm(c: &Call) -> TResult<Value> {
    let (x, w, s) = (c.tensor(0, "self")?, c.tensor(1, "mat2")?, c.tensor(2, "scales")?);
    tv(int8pack_mm(x, w, s))
}

fn int8pack_mm(x: &Tensor, w: &Tensor, s: &Tensor) -> TResult<Tensor> {
    use super::pointwise::{In, map_float};
    exact_dims(x, 2, "self")?;
    exact_dims(w, 2, "mat2")?;
    // Float64 reaches here only from Inductor's fp64 rule (`cast_to_fp64` widens x and the
    // scales; aten refuses float64): the same product in float64 is the rule's reference.
    if !matches!(x.dtype(), DType::F32 | DType::BF16 | DType::F16 | DType::F64)
        || w.dtype() != DType::I8
    {
        return terr(format!(
            "_weight_int8pack_mm expects a float32/bfloat16/float16 self and an int8 mat2, got {} and {}",
            x.dtype(),
            w.dtype()
        ));
    }
    let n = w.sizes()[0];
    if s.sizes() != [n] {
        return terr(format!("_weight_int8pack_mm: scales {:?} should be [{n}]", s.sizes()));
    }
    let acc = if x.dtype() == DType::F64 { DType::F64 } else { DType::F32 };
    let wt = w.to_dtype(acc)?.transpose(0, 1)?;
    let mm = matmul(&x.to_dtype(acc)?, &wt, acc, None)?;
    let s = s.to_dtype(acc)?;
    map_float(&[In::T(&mm), In::T(&s)], acc, x.dtype(), move |v| {
        let p = v[0] * v[1];
        if acc == DType::F32 { p as f32 as f64 } else { p }
    })
}

/// `x` with every dim but the last folded into rows, and the sizes to unfold a result of
/// `n` columns into (`qbytes_int_mm`'s reshape, and `torch.matmul` of an N-d by a 2-d tensor).
fn rows(x: &Tensor, n: usize) -> TResult<(Tensor, Vec<i64>)> {
    if x.dim() < 2 {
        return terr(format!("expected at least 2-d activations, got {:?}", x.sizes()));
    }
    let k = x.sizes()[x.dim() - 1] as i64;
    let mut out: Vec<i64> = x.sizes()[..x.dim() - 1].iter().map(|&d| d as i64).collect();
    out.push(n as i64);
    Ok((x.reshape(&[-1, k])?, out))
}

/// `quanto::qbytes_mm(A, B, scales)`: activations times int8 (or float8) weights with one scale
/// per output row, as optimum-quanto 0.2.7 registers it for CPU (`library/qbytes_mm.py`): int8
/// activations take `_int_mm` and an f32 scaling, bf16 ones with K a multiple of 4
/// `_weight_int8pack_mm`, anything else `matmul(A.to(scales.dtype), (scales * B).t())`.
pub(super) fn quanto_qbytes_mm(c: &Call) -> TResult<Value> {
    let (a, b, s) = (c.tensor(0, "A")?, c.tensor(1, "B")?, c.tensor(2, "scales")?);
    exact_dims(b, 2, "B")?;
    let (n, k) = (b.sizes()[0], b.sizes()[1]);
    if a.sizes().last() != Some(&k) {
        return terr(format!("qbytes_mm: A {:?} does not multiply B {:?}", a.sizes(), b.sizes()));
    }
    let (a2, out) = rows(a, n)?;
    use super::pointwise::{In, map_float};
    let r = if a.dtype() == DType::I8 && b.dtype() == DType::I8 {
        // `qbytes_int_mm`: `out_data.to(float32) * scales.t()`, then to the scales' dtype.
        let acc = matmul(&a2, &b.transpose(0, 1)?, DType::I32, None)?;
        let st = s.transpose(0, s.dim().saturating_sub(1) as i64)?;
        let f = map_float(&[In::T(&acc), In::T(&st)], DType::F32, DType::F32, |v| v[0] * v[1])?;
        f.to_dtype(s.dtype())?
    } else if a.dtype() == DType::BF16 && b.dtype() == DType::I8 && k % 4 == 0 {
        int8pack_mm(&a2, b, &s.reshape(&[-1])?)?
    } else {
        // An integer B promotes to the scales' float dtype, and a float8 one is cast to it
        // first ("Float8 requires an explicit promotion"): the product is in the scales' dtype.
        let d = s.dtype();
        if !d.is_float() {
            return terr(format!("qbytes_mm: scales should be floating point, got {d}"));
        }
        let w = if b.dtype().is_float() { b.to_dtype(d)? } else { b.clone() };
        let scaled = map_float(&[In::T(s), In::T(&w)], d, d, |v| v[0] * v[1])?;
        matmul(&a2.to_dtype(d)?, &scaled.transpose(0, 1)?, d, None)?
    };
    tv(r.reshape(&out))
}

/// bitsandbytes' 4-bit code tables (`_get_4bit_code`), as f32.
const BNB_NF4: [f32; 16] = [
    -1.0,
    -0.696_192_8,
    -0.525_073_05,
    -0.394_917_5,
    -0.284_441_38,
    -0.184_773_43,
    -0.091_050_036,
    0.0,
    0.079_580_3,
    0.160_930_2,
    0.246_112_3,
    0.337_915_24,
    0.440_709_83,
    0.562_617,
    0.722_956_84,
    1.0,
];
const BNB_FP4: [f32; 16] = [
    0.0,
    0.005_208_333_5,
    0.666_666_7,
    1.0,
    0.333_333_34,
    0.5,
    0.166_666_67,
    0.25,
    0.0,
    -0.005_208_333_5,
    -0.666_666_7,
    -1.0,
    -0.333_333_34,
    -0.5,
    -0.166_666_67,
    -0.25,
];

/// `bitsandbytes::gemm_4bit(A, B, shapeB, absmax, blocksize, quant_type, bias, absmax_8bit,
/// absmax_code, absmax_offset)` as bitsandbytes 0.50 runs it on CPU (`_gemm_4bit_default_impl`):
/// nested statistics first (`absmax_code[absmax_8bit[i]] * absmax[i // 256] + absmax_offset`,
/// `dequantize_blockwise` in f32), then `dequantize_4bit` (each byte two codes, the high nibble
/// first; `code[c] * absmax[i // blocksize]` in f32, cast to A's dtype), then
/// `linear(A, B_dq, bias)`.
pub(super) fn bnb_gemm_4bit(c: &Call) -> TResult<Value> {
    let (a, b) = (c.tensor(0, "A")?, c.tensor(1, "B")?);
    let shape = c.int_list(2, "shapeB")?;
    let absmax = c.tensor(3, "absmax")?;
    let blocksize = c.int(4, "blocksize")?;
    let table = match c.get(5, "quant_type") {
        Some(Value::Str(q)) if q == "nf4" => &BNB_NF4,
        Some(Value::Str(q)) if q == "fp4" => &BNB_FP4,
        other => {
            return terr(format!(
                "gemm_4bit: quant_type should be 'nf4' or 'fp4', got {:?}",
                other.map(Value::kind)
            ));
        }
    };
    let &[n, k] = shape.as_slice() else {
        return terr(format!("gemm_4bit: shapeB should be [N, K], got {shape:?}"));
    };
    if n <= 0 || k <= 0 || blocksize <= 0 {
        return terr(format!("gemm_4bit: shapeB {shape:?}, blocksize {blocksize}"));
    }
    let (n, k, bs) = (n as usize, k as usize, blocksize as usize);
    if b.dtype() != DType::U8 || b.numel() * 2 < n * k {
        return terr(format!(
            "gemm_4bit: B should hold {} uint8 bytes, got {}",
            (n * k).div_ceil(2),
            b.type_str()
        ));
    }
    if a.sizes().last() != Some(&k) || !a.dtype().is_float() {
        return terr(format!("gemm_4bit: A {} does not multiply [{n}, {k}]", a.type_str()));
    }
    let mut scales: Vec<f32> = absmax.to_f64_vec().iter().map(|&v| v as f32).collect();
    if let Some(Value::Tensor(q8)) = c.get(7, "absmax_8bit") {
        let code = c.tensor(8, "absmax_code")?.to_f64_vec();
        let offset = c.tensor(9, "absmax_offset")?.to_f64_vec();
        let &[offset] = offset.as_slice() else {
            return terr("gemm_4bit: absmax_offset should hold one value");
        };
        let outer = scales;
        scales = q8
            .to_i64_vec()
            .iter()
            .enumerate()
            .map(|(i, &q)| {
                let (Some(&c), Some(&s)) = (code.get(q as usize), outer.get(i / 256)) else {
                    return Err(crate::interp::tensor::TensorError(format!(
                        "gemm_4bit: absmax_8bit[{i}] = {q} outside its code or statistics"
                    )));
                };
                Ok((c as f32 * s) + offset as f32)
            })
            .collect::<TResult<_>>()?;
    }
    if scales.len() < (n * k).div_ceil(bs) {
        return terr(format!("gemm_4bit: {} block scales for {} elements", scales.len(), n * k));
    }
    let bytes = b.to_i64_vec();
    let w: Vec<f64> = (0..n * k)
        .map(|e| {
            let byte = bytes[e / 2] as u8;
            let code = if e % 2 == 0 { byte >> 4 } else { byte & 15 };
            f64::from(table[code as usize] * scales[e / bs])
        })
        .collect();
    let w = Tensor::from_f64(DType::F32, vec![n, k], &w)?.to_dtype(a.dtype())?;
    let (a2, out) = rows(a, n)?;
    let bias = match c.get(6, "bias") {
        Some(Value::Tensor(t)) => Some((t, 1.0, 1.0)),
        _ => None,
    };
    tv(matmul(&a2, &w.transpose(0, 1)?, a.dtype(), bias)?.reshape(&out))
}

/// Inductor's `woq_int8` lowering pattern (`fx_passes/quantization.py`,
/// `_register_woq_lowering`), which its CPU post-grad pass writes for `mm(x, w.to(x.dtype).t())
/// * scales`: `x` reshaped to `[-1, K]`, `_weight_int8pack_mm(x, weight, scales)`, reshaped back
/// to `x`'s leading dims. The positional arguments are the pattern's unnamed `Arg()`s, which
/// the handler ignores; the concat-linear variant (`w1`, `w2`, `w3`) is refused.
pub(super) fn woq_int8(c: &Call) -> TResult<Value> {
    use super::KW;
    if let Some((k, _)) =
        c.kwargs.iter().find(|(k, _)| !matches!(k.as_str(), "x" | "weight" | "scales"))
    {
        return terr(format!("woq_int8: unexpected keyword `{k}` (only x, weight, scales)"));
    }
    let (x, w, s) = (c.tensor(KW, "x")?, c.tensor(KW, "weight")?, c.tensor(KW, "scales")?);
    exact_dims(w, 2, "weight")?;
    let (x2, out) = rows(x, w.sizes()[0])?;
    tv(int8pack_mm(&x2, w, s)?.reshape(&out))
}

#[cfg(test)]
mod tests {
    use super::*;

    fn call(args: Vec<Tensor>, kwargs: Vec<(&str, Tensor)>) -> Call {
        Call {
            args: args.into_iter().map(Value::Tensor).collect(),
            kwargs: kwargs.into_iter().map(|(k, v)| (k.to_string(), Value::Tensor(v))).collect(),
        }
    }

    fn out(v: TResult<Value>) -> Tensor {
        match v.unwrap() {
            Value::Tensor(t) => t,
            v => panic!("{}", v.kind()),
        }
    }

    /// torchao's dynamic activation quantization feeds `_int_mm` a uint8 self (activations
    /// shifted by 128); aten's CPU kernel takes it and refuses a uint8 mat2.
    #[test]
    fn int_mm_takes_a_uint8_self() {
        let a = Tensor::from_i64(DType::U8, vec![1, 2], &[200, 3]).unwrap();
        let b = Tensor::from_i64(DType::I8, vec![2, 1], &[-100, 7]).unwrap();
        let r = out(int_mm(&call(vec![a.clone(), b.clone()], vec![])));
        assert_eq!((r.dtype(), r.to_i64_vec()), (DType::I32, vec![-20000 + 21]));
        let bu = b.to_dtype(DType::U8).unwrap();
        assert!(int_mm(&call(vec![a, bu], vec![])).is_err());
    }

    /// x[2, 32] bf16 times int8 w[16, 32] with bf16 scales, every element as
    /// `torch._weight_int8pack_mm` gives it (PyTorch 2.15): the f32 sum is scaled, then rounded
    /// once; rounding the product to bf16 first (what `mm(x, w.to(bf16).t()) * s` does) gets 11
    /// of the 32 wrong. `woq_int8` is the same kernel on x reshaped.
    #[test]
    fn weight_int8pack_mm_rounds_once_as_aten() {
        let (m, k, n) = (2usize, 32usize, 16usize);
        let xv: Vec<f64> = (0..m * k)
            .map(|e| {
                let (i, k) = (e / 32, e % 32);
                ((i * 7 + k * 13) % 17) as f64 / 4.0 - 2.0 + k as f64 * 0.01
            })
            .collect();
        let wv: Vec<i64> =
            (0..n * k).map(|e| ((e / 32 * 11 + e % 32 * 5) % 255) as i64 - 127).collect();
        let sv: Vec<f64> = (0..n).map(|n| 0.001 + 0.003 * n as f64).collect();
        let x = Tensor::from_f64(DType::BF16, vec![m, k], &xv).unwrap();
        let w = Tensor::from_i64(DType::I8, vec![n, k], &wv).unwrap();
        let s = Tensor::from_f64(DType::BF16, vec![n], &sv).unwrap();
        let torch = [
            0.099609375,
            0.66015625,
            1.609375,
            2.96875,
            4.71875,
            6.84375,
            9.375,
            12.25,
            15.625,
            19.25,
            2.46875,
            -4.1875,
            -9.375,
            -12.3125,
            -12.375,
            -25.625,
            -0.10986328125,
            -0.33203125,
            -0.390625,
            -0.2890625,
            -0.0218505859375,
            0.40625,
            1.0,
            1.75,
            2.671875,
            3.734375,
            9.75,
            8.9375,
            10.6875,
            15.5,
            24.0,
            -0.24609375,
        ];
        let r = out(weight_int8pack_mm(&call(vec![x.clone(), w.clone(), s.clone()], vec![])));
        assert_eq!((r.dtype(), r.to_f64_vec()), (DType::BF16, torch.to_vec()));
        let kw = vec![("x", x), ("weight", w), ("scales", s)];
        assert_eq!(out(woq_int8(&call(vec![], kw))).to_f64_vec(), torch.to_vec());
    }

    /// `quanto::qbytes_mm` on f32 activations: `matmul(A, (scales * B).t())` (scales rounded
    /// into the weight first), with A's leading dims kept.
    #[test]
    fn quanto_qbytes_mm_scales_the_weight_first() {
        let a = Tensor::from_f64(DType::F32, vec![1, 2, 2], &[1.0, 2.0, 0.5, -1.0]).unwrap();
        let b = Tensor::from_i64(DType::I8, vec![3, 2], &[1, -2, 3, 4, 127, -128]).unwrap();
        let s = Tensor::from_f64(DType::F32, vec![3, 1], &[0.1, 0.5, 0.01]).unwrap();
        let r = out(quanto_qbytes_mm(&call(vec![a, b, s], vec![])));
        assert_eq!(r.sizes(), &[1, 2, 3]);
        let w = |q: f64, s: f64| (q * f64::from(s as f32)) as f32 as f64;
        let row = |x: [f64; 2]| -> Vec<f64> {
            [(1.0, -2.0, 0.1), (3.0, 4.0, 0.5), (127.0, -128.0, 0.01)]
                .iter()
                .map(|&(q0, q1, s)| (x[0] * w(q0, s) + x[1] * w(q1, s)) as f32 as f64)
                .collect()
        };
        assert_eq!(r.to_f64_vec(), [row([1.0, 2.0]), row([0.5, -1.0])].concat());
    }

    #[test]
    fn mm_addmm_and_int() {
        let a = Tensor::from_f64(DType::F32, vec![2, 2], &[1., 2., 3., 4.]).unwrap();
        let b = a.transpose(0, 1).unwrap();
        assert_eq!(matmul(&a, &b, DType::F32, None).unwrap().to_f64_vec(), vec![5., 11., 11., 25.]);
        let bias = Tensor::from_f64(DType::F32, vec![2], &[1., -1.]).unwrap();
        assert_eq!(
            matmul(&a, &b, DType::F32, Some((&bias, 1.0, 1.0))).unwrap().to_f64_vec(),
            vec![6., 10., 12., 24.]
        );
        let i = Tensor::from_i64(DType::I8, vec![1, 2], &[100, 100]).unwrap();
        let j = Tensor::from_i64(DType::I8, vec![2, 1], &[2, 1]).unwrap();
        assert_eq!(matmul(&i, &j, DType::I8, None).unwrap().to_i64_vec(), vec![300 - 256]);
    }
}
