//! Ops whose result is one tensor's elements with some replaced: padding with a constant and
//! the functional scatters of a slice or a select (`slice_scatter`, `select_scatter`). Each
//! builds one storage holding every candidate element (the input's, then the replacements')
//! and gathers the result from it, so every dtype is copied exactly.
use super::Call;
use super::shape::cat;
use crate::interp::tensor::{TResult, Tensor, terr, wrap_dim};
use crate::interp::value::Value;

/// `t`'s elements in order, in fresh contiguous storage.
fn flat(t: &Tensor) -> TResult<Tensor> {
    let c = t.contiguous();
    Tensor::new(c.storage().gather(c.offsets()), vec![c.numel()])
}

/// Each position's flat index in `all` (the input's elements first), gathered in order.
fn pick(all: &Tensor, picks: Vec<usize>, sizes: Vec<usize>) -> TResult<Value> {
    debug_assert!(picks.iter().all(|&p| p < all.numel()), "a pick outside the candidates");
    tv(Tensor::new(all.storage().gather(picks.into_iter()), sizes))
}

/// `constant_pad_nd(self, pad, value=0)`: `pad` holds (low, high) pairs from the last dim
/// backwards; negative amounts crop.
pub(super) fn constant_pad_nd(c: &Call) -> TResult<Value> {
    let x = c.tensor(0, "self")?;
    let pad = c.int_list(1, "pad")?;
    let value = c.opt_float(2, "value")?.unwrap_or(0.0);
    let n = x.dim();
    if pad.len() % 2 != 0 || pad.len() / 2 > n {
        return terr(format!("padding of length {} for a {n}-d tensor", pad.len()));
    }
    let mut low = vec![0i64; n];
    let mut out_sizes: Vec<usize> = x.sizes().to_vec();
    for (k, pair) in pad.chunks(2).enumerate() {
        let d = n - 1 - k;
        let s = x.sizes()[d] as i64 + pair[0] + pair[1];
        if s < 0 {
            return terr(format!("the padded size of dim {d} would be {s}"));
        }
        low[d] = pair[0];
        out_sizes[d] = s as usize;
    }
    let fill = if x.dtype().is_float() || x.dtype().is_complex() {
        Tensor::from_f64(x.dtype(), vec![1], &[value])?
    } else {
        Tensor::from_i64(x.dtype(), vec![1], &[value as i64])?
    };
    let all = cat(&[&flat(x)?, &fill], 0)?;
    let fill_at = x.numel();
    let in_strides = crate::interp::tensor::contiguous_strides(x.sizes());
    let total: usize = out_sizes.iter().product();
    let mut picks = Vec::with_capacity(total);
    let mut idx = vec![0usize; n];
    for _ in 0..total {
        let mut at = Some(0usize);
        for d in 0..n {
            let i = idx[d] as i64 - low[d];
            at = match at {
                Some(a) if i >= 0 && (i as usize) < x.sizes()[d] => {
                    Some(a + i as usize * in_strides[d])
                }
                _ => None,
            };
        }
        picks.push(at.unwrap_or(fill_at));
        for d in (0..n).rev() {
            idx[d] += 1;
            if idx[d] < out_sizes[d] {
                break;
            }
            idx[d] = 0;
        }
    }
    pick(&all, picks, out_sizes)
}

/// `repeat(self, repeats)`: `self` tiled `repeats[d]` times along each dim (leading repeats
/// add dims of size 1 first).
pub(super) fn repeat(c: &Call) -> TResult<Value> {
    let x = c.tensor(0, "self")?;
    let repeats = c.int_list(1, "repeats")?;
    if repeats.len() < x.dim() {
        return terr(format!(
            "Number of dimensions of repeat dims can not be smaller than number of dimensions of tensor ({} < {})",
            repeats.len(),
            x.dim()
        ));
    }
    if repeats.iter().any(|r| *r < 0) {
        return terr(format!("Trying to create tensor with negative dimension: {repeats:?}"));
    }
    let extra = repeats.len() - x.dim();
    let old: Vec<usize> = std::iter::repeat_n(1, extra).chain(x.sizes().iter().copied()).collect();
    let out_sizes: Vec<usize> = old.iter().zip(&repeats).map(|(s, r)| s * *r as usize).collect();
    let total: usize = out_sizes.iter().product();
    if total == 0 {
        return tv(Tensor::zeros(x.dtype(), out_sizes));
    }
    // Each dim `d` becomes (repeats[d], old[d]) with stride (0, stride): the tiled tensor is
    // a broadcast view of `x`, read in order.
    let all = flat(x)?;
    let strides = crate::interp::tensor::contiguous_strides(&old);
    let (mut sizes, mut st) = (vec![], vec![]);
    for d in 0..old.len() {
        sizes.extend([repeats[d] as usize, old[d]]);
        st.extend([0, strides[d]]);
    }
    let tiled = Tensor::from_parts(all.storage().clone(), sizes, st, 0)?;
    tv(Tensor::new(all.storage().gather(tiled.offsets()), out_sizes))
}

/// `self` with the positions of `view` (a view of `self`'s contiguous copy) taken from `src`.
fn scatter_into(
    x: &Tensor,
    src: &Tensor,
    view: impl Fn(&Tensor) -> TResult<Tensor>,
) -> TResult<Value> {
    if x.numel() == 0 {
        return tv(Tensor::zeros(x.dtype(), x.sizes().to_vec()));
    }
    let base = x.contiguous();
    let target = view(&base)?;
    if target.sizes() != src.sizes() {
        return terr(format!(
            "expected src to have a size equal to the slice of self: src {:?}, slice {:?}",
            src.sizes(),
            target.sizes()
        ));
    }
    let src = src.to_dtype(x.dtype())?;
    let all = cat(&[&flat(&base)?, &flat(&src)?], 0)?;
    let mut picks: Vec<usize> = (0..x.numel()).collect();
    for (k, p) in target.offsets().enumerate() {
        picks[p - base.offset()] = x.numel() + k;
    }
    pick(&all, picks, x.sizes().to_vec())
}

/// `slice_scatter(self, src, dim=0, start=None, end=None, step=1)`.
pub(super) fn slice_scatter(c: &Call) -> TResult<Value> {
    let (x, src) = (c.tensor(0, "self")?, c.tensor(1, "src")?);
    let dim = c.opt_int(2, "dim")?.unwrap_or(0);
    let (start, end) = (c.opt_int(3, "start")?, c.opt_int(4, "end")?);
    let step = c.opt_int(5, "step")?.unwrap_or(1);
    wrap_dim(dim, x.dim())?;
    scatter_into(x, src, |b| b.slice(dim, start, end, step))
}

/// `select_scatter(self, src, dim, index)`.
pub(super) fn select_scatter(c: &Call) -> TResult<Value> {
    let (x, src) = (c.tensor(0, "self")?, c.tensor(1, "src")?);
    let (dim, index) = (c.int(2, "dim")?, c.int(3, "index")?);
    scatter_into(x, src, |b| b.select(dim, index))
}

fn tv(x: TResult<Tensor>) -> TResult<Value> {
    x.map(Value::Tensor)
}
