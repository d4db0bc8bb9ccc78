//! Scaled dot-product attention: softmax(q·kᵀ·scale + mask)·v in f64 per (batch, head), with the
//! logsumexp rows the flash variant also returns; `_scaled_dot_product_flash_attention_for_cpu`
//! of f32 operands runs aten's CPU flash kernel step for step instead (`flash_cpu`).
use super::{Call, KW};
use crate::interp::tensor::{TResult, Tensor, terr};
use crate::interp::value::Value;
use crate::ir::DType;

pub struct Attention {
    pub out: Tensor,
    pub logsumexp: Tensor,
}

/// The sizes of one attention call: `nb` batch×heads, `l` queries, `s` keys, `e` the q/k
/// head size, `ev` the value head size; `group` query heads share one key/value head (1 without
/// grouped-query attention), so query row block `b` reads key/value block `b / group`.
pub struct AttentionDims {
    pub nb: usize,
    pub group: usize,
    pub l: usize,
    pub s: usize,
    pub e: usize,
    pub ev: usize,
    pub scale: f64,
    pub causal: bool,
}

/// softmax(q·kᵀ·scale + mask)·v over dense `(nb, l, e)` / `(nb, s, e)` / `(nb, s, ev)` rows in
/// f64, with the additive mask as `(nb, l, s)` (`-inf` where a boolean mask is false);
/// returns the output rows and the logsumexp. Shared by the interpreter and the JIT's
/// attention extern, so both compute the same numbers.
pub fn attention_f64(
    qv: &[f64],
    kv: &[f64],
    vv: &[f64],
    mask_vals: Option<&[f64]>,
    d: &AttentionDims,
) -> (Vec<f64>, Vec<f64>) {
    let AttentionDims { nb, group, l, s, e, ev, scale, causal } = *d;
    let mut out = vec![0f64; nb * l * ev];
    let mut lse = vec![0f64; nb * l];
    let mut row = vec![0f64; s];
    for b in 0..nb {
        let bk = b / group;
        for i in 0..l {
            let qi = &qv[(b * l + i) * e..(b * l + i + 1) * e];
            for (j, r) in row.iter_mut().enumerate() {
                let kj = &kv[(bk * s + j) * e..(bk * s + j + 1) * e];
                let mut dot: f64 = qi.iter().zip(kj).map(|(x, y)| x * y).sum::<f64>() * scale;
                if causal && j > i {
                    dot = f64::NEG_INFINITY;
                }
                if let Some(mv) = &mask_vals {
                    dot += mv[(b * l + i) * s + j];
                }
                *r = dot;
            }
            let m = row.iter().copied().fold(f64::NEG_INFINITY, f64::max);
            if m == f64::NEG_INFINITY {
                lse[b * l + i] = f64::NEG_INFINITY;
                continue; // a fully masked row: the flash kernel leaves zeros
            }
            for x in row.iter_mut() {
                *x = (*x - m).exp();
            }
            let sum: f64 = row.iter().sum();
            lse[b * l + i] = m + sum.ln();
            let o = &mut out[(b * l + i) * ev..(b * l + i + 1) * ev];
            for (j, &x) in row.iter().enumerate() {
                let p = x / sum;
                let vj = &vv[(bk * s + j) * ev..(bk * s + j + 1) * ev];
                for (oo, &y) in o.iter_mut().zip(vj) {
                    *oo += p * y;
                }
            }
        }
    }
    (out, lse)
}

/// How many query heads share one key/value head: aten's CPU flash kernel (and SDPA with
/// `enable_gqa`) reads key/value head `h / group` for query head `h`, `repeat_interleave` order,
/// where key and value have the query's batch dims but fewer heads (the last batch dim), e.g.
/// Falcon's and GPT-BigCode's multi-query attention with one key/value head. `None` for any
/// other mismatch (aten reads out of bounds there rather than broadcasting).
pub fn kv_group(q_batch: &[usize], k_batch: &[usize], v_batch: &[usize]) -> Option<usize> {
    if k_batch == q_batch && v_batch == q_batch {
        return Some(1);
    }
    if k_batch != v_batch || k_batch.len() != q_batch.len() {
        return None;
    }
    let Some((&hq, outer)) = q_batch.split_last() else { return Some(1) };
    let (&hk, k_outer) = k_batch.split_last()?;
    (outer == k_outer && hk > 0 && hq % hk == 0).then_some(hq / hk)
}

pub fn sdpa(
    q: &Tensor,
    k: &Tensor,
    v: &Tensor,
    mask: Option<&Tensor>,
    causal: bool,
    scale: Option<f64>,
    cpu_flash: bool,
) -> TResult<Attention> {
    let nd = q.dim();
    if nd < 2 || k.dim() != nd || v.dim() != nd {
        return terr(format!(
            "attention operands {:?}, {:?}, {:?} must have the same rank >= 2",
            q.sizes(),
            k.sizes(),
            v.sizes()
        ));
    }
    let batch = &q.sizes()[..nd - 2];
    let group = kv_group(batch, &k.sizes()[..nd - 2], &v.sizes()[..nd - 2]).ok_or_else(|| {
        crate::interp::tensor::TensorError(format!(
            "attention operands {:?}, {:?}, {:?}: key/value batch dims must equal the query's, \
             or have a head count dividing the query's (grouped-query attention)",
            q.sizes(),
            k.sizes(),
            v.sizes()
        ))
    })?;
    let (l, e) = (q.sizes()[nd - 2], q.sizes()[nd - 1]);
    let (s, e2) = (k.sizes()[nd - 2], k.sizes()[nd - 1]);
    let (s2, ev) = (v.sizes()[nd - 2], v.sizes()[nd - 1]);
    if e != e2 || s != s2 {
        return terr(format!(
            "attention shapes {:?}, {:?}, {:?} do not agree",
            q.sizes(),
            k.sizes(),
            v.sizes()
        ));
    }
    let scale = scale.unwrap_or(1.0 / (e as f64).sqrt());
    let nb: usize = batch.iter().product();
    let mut oshape = batch.to_vec();
    oshape.extend([l, ev]);
    let mut lshape = batch.to_vec();
    lshape.push(l);
    let dims = AttentionDims { nb, group, l, s, e, ev, scale, causal };
    let f32_operands = [q, k, v].iter().all(|t| t.dtype() == DType::F32);
    if cpu_flash && f32_operands {
        let f32s = |t: &Tensor| t.to_f64_vec().into_iter().map(|x| x as f32).collect::<Vec<_>>();
        let mask_vals = additive_mask(mask, batch, l, s)?
            .map(|m| m.into_iter().map(|x| x as f32).collect::<Vec<_>>());
        let (out, lse) = super::flash_cpu::flash_attention_f32(
            &f32s(q),
            &f32s(k),
            &f32s(v),
            mask_vals.as_deref(),
            &dims,
        );
        let widen = |xs: Vec<f32>| xs.into_iter().map(f64::from).collect::<Vec<_>>();
        return Ok(Attention {
            out: Tensor::from_f64(DType::F32, oshape, &widen(out))?,
            logsumexp: Tensor::from_f64(DType::F32, lshape, &widen(lse))?,
        });
    }
    let (qv, kv, vv) = (q.to_f64_vec(), k.to_f64_vec(), v.to_f64_vec());
    let mask_vals = additive_mask(mask, batch, l, s)?;
    let (out, lse) = attention_f64(&qv, &kv, &vv, mask_vals.as_deref(), &dims);
    Ok(Attention {
        out: Tensor::from_f64(q.dtype(), oshape, &out)?,
        logsumexp: Tensor::from_f64(DType::F32, lshape, &lse)?,
    })
}

/// The mask as additive `(batch…, l, s)` values: `-inf` where a boolean mask is false.
fn additive_mask(
    mask: Option<&Tensor>,
    batch: &[usize],
    l: usize,
    s: usize,
) -> TResult<Option<Vec<f64>>> {
    let Some(m) = mask else { return Ok(None) };
    let mut shape: Vec<i64> = batch.iter().map(|&d| d as i64).collect();
    shape.extend([l as i64, s as i64]);
    let mv = m.expand(&shape)?.to_f64_vec();
    if m.dtype() != DType::B8 {
        return Ok(Some(mv));
    }
    Ok(Some(mv.into_iter().map(|x| if x != 0.0 { 0.0 } else { f64::NEG_INFINITY }).collect()))
}

/// `_scaled_dot_product_flash_attention_for_cpu(query, key, value, dropout_p, is_causal, *,
/// attn_mask, scale)`: the output and its logsumexp.
pub(super) fn flash_cpu(c: &Call) -> TResult<Value> {
    let dropout = c.opt_float(3, "dropout_p")?.unwrap_or(0.0);
    if dropout != 0.0 {
        return terr("attention with dropout is random; only dropout_p=0 is supported");
    }
    let mask = c.get(KW, "attn_mask").and_then(Value::as_tensor);
    let a = sdpa(
        c.tensor(0, "query")?,
        c.tensor(1, "key")?,
        c.tensor(2, "value")?,
        mask,
        c.bool_or(4, "is_causal", false)?,
        c.opt_float(KW, "scale")?,
        true,
    )?;
    Ok(Value::List(vec![Value::Tensor(a.out), Value::Tensor(a.logsumexp)]))
}

pub(super) fn scaled_dot_product_attention(c: &Call) -> TResult<Value> {
    if c.opt_float(4, "dropout_p")?.unwrap_or(0.0) != 0.0 {
        return terr("attention with dropout is random; only dropout_p=0 is supported");
    }
    let mask = c.get(3, "attn_mask").and_then(Value::as_tensor);
    let a = sdpa(
        c.tensor(0, "query")?,
        c.tensor(1, "key")?,
        c.tensor(2, "value")?,
        mask,
        c.bool_or(5, "is_causal", false)?,
        c.opt_float(6, "scale")?,
        false,
    )?;
    Ok(Value::Tensor(a.out))
}
