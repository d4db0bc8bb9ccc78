//! `_scaled_dot_product_flash_attention_for_cpu` as an extern step that reads its operands
//! straight from the program's buffers through their strides and writes the output and
//! logsumexp back through theirs: Inductor calls aten's kernel here, and the generic extern
//! path (copy every buffer into tensors, run a one-node graph, copy back) cost more than the
//! attention itself at decode sizes. It is an extern like the other, reported `jit: false`.
//!
//! f32/f16/bf16 operands are computed in f32 as aten's CPU flash kernel does (its accumulate
//! type is float), query rows split over the kernel pool; the interpreter follows aten's kernel
//! step for step (`interp::ops::flash_cpu`: MKL's sgemm orders, the fused mask), so the two
//! agree within f32 rounding, which the JIT check's tolerance accepts. f64 operands use
//! the interpreter's arithmetic ([`attention_f64`]).
use crate::interp::ops::attention::{AttentionDims, attention_f64};
use crate::ir::DType;
use crate::kernel::externs::{BufferError, ExternError};
use crate::kernel::runtime::Buffers;
use crate::kernel::runtime::pool::Pool;
use crate::lower::buffer::IntLayout;
use std::sync::Mutex;

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
    pub out: (String, IntLayout),
    pub lse: Option<(String, IntLayout)>,
}

/// The element types the arithmetic runs in.
trait Num: Copy {
    fn of_f64(x: f64) -> Self;
    fn of_f32(x: f32) -> Self;
    fn f64(self) -> f64;
}
impl Num for f32 {
    fn of_f64(x: f64) -> f32 {
        x as f32
    }
    fn of_f32(x: f32) -> f32 {
        x
    }
    fn f64(self) -> f64 {
        f64::from(self)
    }
}
impl Num for f64 {
    fn of_f64(x: f64) -> f64 {
        x
    }
    fn of_f32(x: f32) -> f64 {
        f64::from(x)
    }
    fn f64(self) -> f64 {
        self
    }
}

/// Whether the native path reads this dtype (otherwise the generic extern runs).
pub(crate) fn reads(dtype: DType) -> bool {
    matches!(dtype, DType::F32 | DType::F64 | DType::F16 | DType::BF16 | DType::B8)
}

/// Visits the start of every row (all dims but the last) of `sizes` in row-major order with
/// its element position `offset + sum(index * strides)`, kept incrementally (an odometer).
fn rows(
    sizes: &[usize],
    strides: &[i64],
    offset: i64,
    mut f: impl FnMut(usize, i64) -> bool,
) -> bool {
    let n: usize = sizes.iter().product();
    let mut idx = vec![0usize; sizes.len()];
    let mut pos = offset;
    for e in 0..n {
        if !f(e, pos) {
            return false;
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
    true
}

/// The element range a row of `len` elements from `start` by `stride` covers, if it lies in
/// `0..numel`.
fn row_span(start: i64, stride: i64, len: usize, numel: usize) -> Option<(usize, usize)> {
    if len == 0 {
        return Some((0, 0));
    }
    let last = start.checked_add(stride.checked_mul(len as i64 - 1)?)?;
    let (lo, hi) = (start.min(last), start.max(last));
    (lo >= 0 && (hi as usize) < numel).then_some((lo as usize, hi as usize))
}

fn read_row<T: Num>(
    dtype: DType,
    bytes: &[u8],
    start: usize,
    stride: i64,
    len: usize,
    out: &mut Vec<T>,
) {
    let at = |i: usize| (start as i64 + stride * i as i64) as usize;
    macro_rules! each {
        ($w:literal, $conv:expr) => {{
            let conv = $conv;
            if stride == 1 {
                out.extend(
                    bytes[start * $w..(start + len) * $w]
                        .chunks_exact($w)
                        .map(|c| conv(c.try_into().expect("a chunk of the element size"))),
                );
            } else {
                out.extend((0..len).map(|i| {
                    let p = at(i) * $w;
                    conv(bytes[p..p + $w].try_into().expect("a slice of the element size"))
                }));
            }
        }};
    }
    match dtype {
        DType::F32 => each!(4, |b: [u8; 4]| T::of_f32(f32::from_le_bytes(b))),
        DType::F64 => each!(8, |b: [u8; 8]| T::of_f64(f64::from_le_bytes(b))),
        DType::F16 => each!(2, |b: [u8; 2]| T::of_f32(half::f16::from_le_bytes(b).to_f32())),
        DType::BF16 => each!(2, |b: [u8; 2]| T::of_f32(half::bf16::from_le_bytes(b).to_f32())),
        _ => each!(1, |b: [u8; 1]| T::of_f32(f32::from(u8::from(b[0] != 0)))),
    }
}

/// The operand's elements in row-major order of `target` (`target` right-aligned with the
/// operand's sizes; a size-1 or missing dim broadcasts).
fn gather<T: Num>(bufs: &Buffers, op: &Operand, target: &[usize]) -> Result<Vec<T>, BufferError> {
    let (name, size, stride, offset) = op;
    let d = bufs.decl(name).ok_or_else(|| BufferError::Missing(name.clone()))?;
    let bytes = bufs.bytes(name).ok_or_else(|| BufferError::NoStorage(name.clone()))?;
    if !reads(d.dtype) {
        return Err(BufferError::Outside { element: 0, buf: name.clone() });
    }
    let numel = bytes.len() / d.dtype.size_bytes();
    let lead = target.len().saturating_sub(size.len());
    let st: Vec<i64> = (0..target.len())
        .map(|i| match i.checked_sub(lead) {
            Some(j) if size[j] != 1 => stride[j],
            _ => 0,
        })
        .collect();
    let (outer, len, inner) = match target.split_last() {
        Some((&len, outer)) => (outer, len, st[target.len() - 1]),
        None => (&[][..], 1, 1),
    };
    let mut out = Vec::with_capacity(target.iter().product());
    let mut bad = 0;
    let ok =
        rows(outer, &st[..outer.len()], *offset, |e, pos| match row_span(pos, inner, len, numel) {
            Some(_) if len == 0 => true,
            Some(_) => {
                read_row(d.dtype, bytes, pos as usize, inner, len, &mut out);
                true
            }
            None => {
                bad = e * len;
                false
            }
        });
    if !ok {
        return Err(BufferError::Outside { element: bad, buf: name.clone() });
    }
    Ok(out)
}

fn write_row<T: Num>(dtype: DType, dst: &mut [u8], start: usize, stride: i64, src: &[T]) {
    macro_rules! each {
        ($w:literal, $conv:expr) => {{
            let conv = $conv;
            if stride == 1 {
                let row = &mut dst[start * $w..(start + src.len()) * $w];
                for (slot, &x) in row.chunks_exact_mut($w).zip(src) {
                    slot.copy_from_slice(&conv(x));
                }
            } else {
                for (i, &x) in src.iter().enumerate() {
                    let p = (start as i64 + stride * i as i64) as usize * $w;
                    dst[p..p + $w].copy_from_slice(&conv(x));
                }
            }
        }};
    }
    match dtype {
        DType::F32 => each!(4, |x: T| (x.f64() as f32).to_le_bytes()),
        DType::F64 => each!(8, |x: T| x.f64().to_le_bytes()),
        DType::F16 => each!(2, |x: T| half::f16::from_f64(x.f64()).to_le_bytes()),
        _ => each!(2, |x: T| half::bf16::from_f64(x.f64()).to_le_bytes()),
    }
}

fn scatter<T: Num>(
    bufs: &mut Buffers,
    name: &str,
    l: &IntLayout,
    vals: &[T],
) -> Result<(), BufferError> {
    let es = l.dtype.size_bytes();
    if !matches!(l.dtype, DType::F32 | DType::F64 | DType::F16 | DType::BF16) {
        return Err(BufferError::Outside { element: 0, buf: name.to_string() });
    }
    let dst = bufs.bytes_mut(name).ok_or_else(|| BufferError::NoStorage(name.to_string()))?;
    let numel = dst.len() / es;
    let sizes: Vec<usize> = l.size.iter().map(|&x| x.max(0) as usize).collect();
    let (outer, len, inner) = match sizes.split_last() {
        Some((&len, outer)) => (outer, len, l.stride[sizes.len() - 1]),
        None => (&[][..], 1, 1),
    };
    let mut bad = 0;
    let ok = rows(outer, &l.stride[..outer.len()], l.offset, |e, pos| {
        let (Some(_), Some(src)) =
            (row_span(pos, inner, len, numel), vals.get(e * len..(e + 1) * len))
        else {
            bad = e * len;
            return false;
        };
        write_row(l.dtype, dst, pos as usize, inner, src);
        true
    });
    if !ok {
        return Err(BufferError::Outside { element: bad, buf: name.to_string() });
    }
    Ok(())
}

impl NativeAttention {
    pub(crate) fn run(&self, bufs: &mut Buffers, pool: &mut Pool) -> Result<(), ExternError> {
        let us = |v: &[i64]| -> Vec<usize> { v.iter().map(|&x| x.max(0) as usize).collect() };
        let (qs, ks, vs) = (us(&self.q.1), us(&self.k.1), us(&self.v.1));
        let nd = qs.len();
        let batch = &qs[..nd - 2];
        let (l, e, s, ev) = (qs[nd - 2], qs[nd - 1], ks[nd - 2], vs[nd - 1]);
        let group = crate::interp::ops::attention::kv_group(batch, &ks[..nd - 2], &vs[..nd - 2]);
        // The plan accepted this call because the interpreter's sdpa did, which checks the same.
        assert!(group.is_some(), "attention {qs:?}, {ks:?}, {vs:?} has no key/value grouping");
        let dims = AttentionDims {
            nb: batch.iter().product(),
            group: group.unwrap_or(1),
            l,
            s,
            e,
            ev,
            scale: self.scale.unwrap_or(1.0 / (e as f64).sqrt()),
            causal: self.causal,
        };
        let dtype = |o: &Operand| bufs.decl(&o.0).map(|d| d.dtype);
        let single = [&self.q, &self.k, &self.v]
            .iter()
            .all(|o| matches!(dtype(o), Some(DType::F32 | DType::F16 | DType::BF16)));
        if single {
            self.compute::<f32>(bufs, &dims, batch, |q, k, v, m, d| {
                attention_f32(q, k, v, m, d, pool)
            })
        } else {
            self.compute::<f64>(bufs, &dims, batch, attention_f64)
        }
    }

    fn compute<T: Num>(
        &self,
        bufs: &mut Buffers,
        dims: &AttentionDims,
        batch: &[usize],
        f: impl FnOnce(&[T], &[T], &[T], Option<&[T]>, &AttentionDims) -> (Vec<T>, Vec<T>),
    ) -> Result<(), ExternError> {
        let us = |v: &[i64]| -> Vec<usize> { v.iter().map(|&x| x.max(0) as usize).collect() };
        let q = gather::<T>(bufs, &self.q, &us(&self.q.1))?;
        let k = gather::<T>(bufs, &self.k, &us(&self.k.1))?;
        let v = gather::<T>(bufs, &self.v, &us(&self.v.1))?;
        let mask = match &self.mask {
            Some(m) => {
                let mut shape = batch.to_vec();
                shape.extend([dims.l, dims.s]);
                let is_bool = bufs.decl(&m.0).is_some_and(|d| d.dtype == DType::B8);
                let vals = gather::<T>(bufs, m, &shape)?;
                Some(if is_bool {
                    let (zero, ninf) = (T::of_f64(0.0), T::of_f64(f64::NEG_INFINITY));
                    vals.into_iter().map(|x| if x.f64() != 0.0 { zero } else { ninf }).collect()
                } else {
                    vals
                })
            }
            None => None,
        };
        let (out, lse) = f(&q, &k, &v, mask.as_deref(), dims);
        scatter(bufs, &self.out.0, &self.out.1, &out)?;
        if let Some((name, layout)) = &self.lse {
            scatter(bufs, name, layout, &lse)?;
        }
        Ok(())
    }
}

/// q·k in eight independent lanes, so the sum is not one serial chain of adds and the loop
/// vectorizes (the order differs from a left-to-right sum, as aten's vectorized dot does).
fn dot(a: &[f32], b: &[f32]) -> f32 {
    let mut acc = [0f32; 8];
    let (ca, cb) = (a.chunks_exact(8), b.chunks_exact(8));
    let tail: f32 = ca.remainder().iter().zip(cb.remainder()).map(|(x, y)| x * y).sum();
    for (x, y) in ca.zip(cb) {
        for l in 0..8 {
            acc[l] += x[l] * y[l];
        }
    }
    (acc[0] + acc[4]) + (acc[1] + acc[5]) + ((acc[2] + acc[6]) + (acc[3] + acc[7])) + tail
}

/// One query row: softmax(q·kᵀ·scale + mask)·v into `o`; returns the logsumexp.
#[allow(clippy::too_many_arguments)]
fn attention_row(
    qi: &[f32],
    k: &[f32],
    v: &[f32],
    mask: Option<&[f32]>,
    causal_limit: Option<usize>,
    scale: f32,
    scores: &mut [f32],
    o: &mut [f32],
) -> f32 {
    let e = qi.len();
    let ev = o.len();
    for (j, r) in scores.iter_mut().enumerate() {
        let mut x = dot(qi, &k[j * e..(j + 1) * e]) * scale;
        if causal_limit.is_some_and(|i| j > i) {
            x = f32::NEG_INFINITY;
        }
        if let Some(m) = mask {
            x += m[j];
        }
        *r = x;
    }
    o.fill(0.0);
    let m = scores.iter().copied().fold(f32::NEG_INFINITY, f32::max);
    if m == f32::NEG_INFINITY {
        return f32::NEG_INFINITY; // a fully masked row: the flash kernel leaves zeros
    }
    let mut sum = 0f32;
    for (j, r) in scores.iter().enumerate() {
        let p = (r - m).exp();
        sum += p;
        for (oo, &y) in o.iter_mut().zip(&v[j * ev..(j + 1) * ev]) {
            *oo += p * y;
        }
    }
    let inv = 1.0 / sum;
    o.iter_mut().for_each(|x| *x *= inv);
    m + sum.ln()
}

/// [`attention_f64`]'s contract in f32, query rows split over the pool.
fn attention_f32(
    q: &[f32],
    k: &[f32],
    v: &[f32],
    mask: Option<&[f32]>,
    d: &AttentionDims,
    pool: &mut Pool,
) -> (Vec<f32>, Vec<f32>) {
    let AttentionDims { nb, group, l, s, e, ev, scale, causal } = *d;
    let rows = nb * l;
    let mut out = vec![0f32; rows * ev];
    let mut lse = vec![0f32; rows];
    if rows == 0 {
        return (out, lse);
    }
    // Two chunks per thread, as the JIT's launches take them (one core may stall).
    let per = rows.div_ceil((pool.threads() * 2).min(rows));
    let parts: Vec<Mutex<(&mut [f32], &mut [f32])>> =
        out.chunks_mut(per * ev.max(1)).zip(lse.chunks_mut(per)).map(Mutex::new).collect();
    let scale = scale as f32;
    pool.run(parts.len(), &|c, _| {
        let Ok(mut part) = parts[c].lock() else { return };
        let (o, ls) = &mut *part;
        let mut scores = vec![0f32; s];
        for (n, lo) in ls.iter_mut().enumerate() {
            let r = c * per + n;
            let (bk, i) = (r / l / group, r % l);
            *lo = attention_row(
                &q[r * e..(r + 1) * e],
                &k[bk * s * e..(bk + 1) * s * e],
                &v[bk * s * ev..(bk + 1) * s * ev],
                mask.map(|m| &m[r * s..(r + 1) * s]),
                causal.then_some(i),
                scale,
                &mut scores,
                &mut o[n * ev..(n + 1) * ev],
            );
        }
    });
    drop(parts);
    (out, lse)
}
