//! `_scaled_dot_product_flash_attention_for_cpu` as an extern step that reads its operands
//! straight from the program's buffers through their strides and writes the output and
//! logsumexp back through theirs, around the interpreter's own attention arithmetic
//! ([`attention_f64`]): Inductor calls aten's kernel here, and the generic extern path (copy
//! every buffer into tensors, run a one-node graph, copy back) cost more than the attention
//! itself at decode sizes. It is an extern like the other, reported `jit: false`.
use super::externs::{BufferError, ExternError};
use super::runtime::Buffers;
use crate::interp::ops::attention::{AttentionDims, attention_f64};
use crate::ir::DType;
use crate::lower::FixedLayout;

/// An operand: buffer, logical sizes, strides, offset.
pub(crate) type Operand = (String, Vec<i64>, Vec<i64>, i64);

pub(crate) struct NativeAttention {
    pub q: Operand,
    pub k: Operand,
    pub v: Operand,
    pub mask: Option<Operand>,
    pub causal: bool,
    pub scale: Option<f64>,
    /// The output and logsumexp buffers (a dead logsumexp has none).
    pub out: (String, FixedLayout),
    pub lse: Option<(String, FixedLayout)>,
}

fn element(dtype: DType, b: &[u8]) -> Option<f64> {
    Some(match dtype {
        DType::F32 => f64::from(f32::from_le_bytes(b.try_into().ok()?)),
        DType::F64 => f64::from_le_bytes(b.try_into().ok()?),
        DType::F16 => f64::from(half::f16::from_le_bytes(b.try_into().ok()?)),
        DType::BF16 => f64::from(half::bf16::from_le_bytes(b.try_into().ok()?)),
        DType::B8 => f64::from(u8::from(b.first().copied()? != 0)),
        _ => return None,
    })
}

/// Whether the native path reads this dtype (otherwise the generic extern runs).
pub(crate) fn reads(dtype: DType) -> bool {
    matches!(dtype, DType::F32 | DType::F64 | DType::F16 | DType::BF16 | DType::B8)
}

/// Visits every index of `sizes` in row-major order with the element position `offset +
/// sum(index * strides)`, kept incrementally (an odometer), or fails on a negative position.
fn positions(
    sizes: &[usize],
    strides: &[i64],
    offset: i64,
    mut f: impl FnMut(usize, usize) -> bool,
) -> Option<()> {
    let n: usize = sizes.iter().product();
    let mut idx = vec![0usize; sizes.len()];
    let mut pos = offset;
    for e in 0..n {
        if pos < 0 || !f(e, pos as usize) {
            return None;
        }
        for k in (0..sizes.len()).rev() {
            idx[k] += 1;
            pos += strides[k];
            if idx[k] < sizes[k] {
                break;
            }
            pos -= strides[k] * sizes[k] as i64;
            idx[k] = 0;
        }
    }
    Some(())
}

/// The operand's elements in row-major order of `target` (`target` right-aligned with the
/// operand's sizes; a size-1 or missing dim broadcasts).
fn gather(bufs: &Buffers, op: &Operand, target: &[usize]) -> Result<Vec<f64>, BufferError> {
    let (name, size, stride, offset) = op;
    let d = bufs.decl(name).ok_or_else(|| BufferError::Missing(name.clone()))?;
    let bytes = bufs.bytes(name).ok_or_else(|| BufferError::NoStorage(name.clone()))?;
    let es = d.dtype.size_bytes();
    let lead = target.len().saturating_sub(size.len());
    let st: Vec<i64> = (0..target.len())
        .map(|i| match i.checked_sub(lead) {
            Some(j) if size[j] != 1 => stride[j],
            _ => 0,
        })
        .collect();
    let mut out = Vec::with_capacity(target.iter().product());
    let mut bad = 0;
    let read = |e: usize, at: usize, out: &mut Vec<f64>| match bytes
        .get(at * es..(at + 1) * es)
        .and_then(|b| element(d.dtype, b))
    {
        Some(x) => {
            out.push(x);
            true
        }
        None => {
            bad = e;
            false
        }
    };
    let mut read = read;
    positions(target, &st, *offset, |e, at| read(e, at, &mut out))
        .ok_or_else(|| BufferError::Outside { element: bad, buf: name.clone() })?;
    Ok(out)
}

fn scatter(
    bufs: &mut Buffers,
    name: &str,
    l: &FixedLayout,
    vals: &[f64],
) -> Result<(), BufferError> {
    let es = l.dtype.size_bytes();
    if !matches!(l.dtype, DType::F32 | DType::F64 | DType::F16 | DType::BF16) {
        return Err(BufferError::Outside { element: 0, buf: name.to_string() });
    }
    let dst = bufs.bytes_mut(name).ok_or_else(|| BufferError::NoStorage(name.to_string()))?;
    let sizes: Vec<usize> = l.size.iter().map(|&x| x.max(0) as usize).collect();
    let mut bad = 0;
    positions(&sizes, &l.stride, l.offset, |e, at| {
        let (Some(slot), Some(&x)) = (dst.get_mut(at * es..(at + 1) * es), vals.get(e)) else {
            bad = e;
            return false;
        };
        match l.dtype {
            DType::F32 => slot.copy_from_slice(&(x as f32).to_le_bytes()),
            DType::F64 => slot.copy_from_slice(&x.to_le_bytes()),
            DType::F16 => slot.copy_from_slice(&half::f16::from_f64(x).to_le_bytes()),
            _ => slot.copy_from_slice(&half::bf16::from_f64(x).to_le_bytes()),
        }
        true
    })
    .ok_or_else(|| BufferError::Outside { element: bad, buf: name.to_string() })
}

impl NativeAttention {
    pub(crate) fn run(&self, bufs: &mut Buffers) -> Result<(), ExternError> {
        let us = |v: &[i64]| -> Vec<usize> { v.iter().map(|&x| x.max(0) as usize).collect() };
        let (qs, ks, vs) = (us(&self.q.1), us(&self.k.1), us(&self.v.1));
        let nd = qs.len();
        let batch = &qs[..nd - 2];
        let (l, e, s, ev) = (qs[nd - 2], qs[nd - 1], ks[nd - 2], vs[nd - 1]);
        let dims = AttentionDims {
            nb: batch.iter().product(),
            l,
            s,
            e,
            ev,
            scale: self.scale.unwrap_or(1.0 / (e as f64).sqrt()),
            causal: self.causal,
        };
        let q = gather(bufs, &self.q, &qs)?;
        let k = gather(bufs, &self.k, &ks)?;
        let v = gather(bufs, &self.v, &vs)?;
        let mask = match &self.mask {
            Some(m) => {
                let mut shape = batch.to_vec();
                shape.extend([l, s]);
                let is_bool = bufs.decl(&m.0).is_some_and(|d| d.dtype == DType::B8);
                let vals = gather(bufs, m, &shape)?;
                Some(if is_bool {
                    vals.into_iter()
                        .map(|x| if x != 0.0 { 0.0 } else { f64::NEG_INFINITY })
                        .collect()
                } else {
                    vals
                })
            }
            None => None,
        };
        let (out, lse) = attention_f64(&q, &k, &v, mask.as_deref(), &dims);
        scatter(bufs, &self.out.0, &self.out.1, &out)?;
        if let Some((name, layout)) = &self.lse {
            scatter(bufs, name, layout, &lse)?;
        }
        Ok(())
    }
}
