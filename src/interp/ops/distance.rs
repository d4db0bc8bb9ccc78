//! Ops Inductor leaves to aten as `FallbackKernel`s that sum products or distances over a dim:
//! `_trilinear` (what `nn.functional.bilinear` becomes), `_cdist_forward` and
//! `_pdist_forward`. Floats accumulate in f64 and round once; integers wrap in i64.
use super::{Call, Value};
use crate::interp::tensor::{TResult, Tensor, terr};

fn tv(x: TResult<Tensor>) -> TResult<Value> {
    x.map(Value::Tensor)
}

fn row_major(sizes: &[usize]) -> Vec<usize> {
    let mut strides = vec![1; sizes.len()];
    for d in (0..sizes.len().saturating_sub(1)).rev() {
        strides[d] = strides[d + 1] * sizes[d + 1];
    }
    strides
}

/// `_trilinear(i1, i2, i3, expand1, expand2, expand3, sumdim, unroll_dim)`: each input gets
/// size-1 dims at its `expand` positions, the three broadcast and multiply, and the `sumdim`
/// dims are summed away.
pub(super) fn trilinear(c: &Call) -> TResult<Value> {
    let names = [("i1", "expand1"), ("i2", "expand2"), ("i3", "expand3")];
    let mut ins = Vec::with_capacity(3);
    for (k, (t, e)) in names.iter().enumerate() {
        let mut x = c.tensor(k, t)?.clone();
        let mut dims = c.int_list(k + 3, e)?;
        dims.sort_unstable();
        for d in dims {
            x = x.unsqueeze(d)?;
        }
        ins.push(x);
    }
    let sumdim = c.int_list(6, "sumdim")?;
    let ndim = ins[0].dim();
    if ins.iter().any(|x| x.dim() != ndim) {
        return terr("_trilinear: the expanded inputs differ in rank");
    }
    let mut shape = vec![1usize; ndim];
    for x in &ins {
        for (s, &n) in shape.iter_mut().zip(x.sizes()) {
            if n != 1 {
                if *s != 1 && *s != n {
                    return terr(format!("_trilinear: sizes {:?} do not broadcast", x.sizes()));
                }
                *s = n;
            }
        }
    }
    let summed: Vec<bool> = (0..ndim)
        .map(|d| sumdim.iter().any(|&s| crate::interp::tensor::wrap_dim(s, ndim).ok() == Some(d)))
        .collect();
    let out_sizes: Vec<usize> =
        shape.iter().zip(&summed).filter(|(_, s)| !**s).map(|(&n, _)| n).collect();
    let out_strides = row_major(&out_sizes);
    let mut dst = Vec::with_capacity(ndim);
    let mut k = 0;
    for &s in &summed {
        dst.push(if s {
            0
        } else {
            k += 1;
            out_strides[k - 1]
        });
    }
    let target: Vec<i64> = shape.iter().map(|&n| n as i64).collect();
    let d = ins[0].dtype();
    let n_out: usize = out_sizes.iter().product();
    let total: usize = shape.iter().product();
    let src_strides = row_major(&shape);
    let out_index = |flat: usize| -> usize {
        (0..ndim).map(|i| (flat / src_strides[i]) % shape[i] * dst[i]).sum()
    };
    if d.is_float() {
        let v: Vec<Vec<f64>> = ins
            .iter()
            .map(|x| x.expand(&target).map(|e| e.to_f64_vec()))
            .collect::<TResult<_>>()?;
        let mut acc = vec![0f64; n_out];
        for i in 0..total {
            acc[out_index(i)] += v[0][i] * v[1][i] * v[2][i];
        }
        tv(Tensor::from_f64(d, out_sizes, &acc))
    } else {
        let v: Vec<Vec<i64>> = ins
            .iter()
            .map(|x| x.expand(&target).map(|e| e.to_i64_vec()))
            .collect::<TResult<_>>()?;
        let mut acc = vec![0i64; n_out];
        for i in 0..total {
            let p = v[0][i].wrapping_mul(v[1][i]).wrapping_mul(v[2][i]);
            acc[out_index(i)] = acc[out_index(i)].wrapping_add(p);
        }
        tv(Tensor::from_i64(d, out_sizes, &acc))
    }
}

/// The p-norm of the differences `a - b` (ATen's `Dist` reductions: p = 0 counts non-zeros,
/// p = inf takes the largest).
fn p_dist(a: &[f64], b: &[f64], p: f64) -> f64 {
    let diffs = a.iter().zip(b).map(|(x, y)| (x - y).abs());
    if p == 0.0 {
        diffs.filter(|d| *d != 0.0).count() as f64
    } else if p == f64::INFINITY {
        diffs.fold(0.0, f64::max)
    } else if p == 1.0 {
        diffs.sum()
    } else if p == 2.0 {
        diffs.map(|d| d * d).sum::<f64>().sqrt()
    } else {
        diffs.map(|d| d.powf(p)).sum::<f64>().powf(1.0 / p)
    }
}

fn check_p(p: f64, op: &str) -> TResult<()> {
    if p < 0.0 || p.is_nan() {
        return terr(format!("{op} only supports non-negative p values"));
    }
    Ok(())
}

/// `_cdist_forward(x1, x2, p, compute_mode)`: `[..., P, M]` and `[..., R, M]` give the
/// `[..., P, R]` p-norm distances, the batch dims broadcast.
pub(super) fn cdist_forward(c: &Call) -> TResult<Value> {
    let (x1, x2) = (c.tensor(0, "x1")?, c.tensor(1, "x2")?);
    let p = c.float(2, "p")?;
    check_p(p, "cdist")?;
    let d = x1.dtype();
    if !d.is_float() || x2.dtype() != d {
        return terr("cdist only supports floating-point dtypes, X1 and X2 of one dtype");
    }
    let (n1, n2) = (x1.dim(), x2.dim());
    if n1 < 2 || n2 < 2 || x1.sizes()[n1 - 1] != x2.sizes()[n2 - 1] {
        return terr("cdist: X1 and X2 must have the same number of columns");
    }
    let (b1, b2) = (&x1.sizes()[..n1 - 2], &x2.sizes()[..n2 - 2]);
    let batch = super::pointwise::broadcast_shapes(&[b1, b2])?;
    let (pn, rn, m) = (x1.sizes()[n1 - 2], x2.sizes()[n2 - 2], x1.sizes()[n1 - 1]);
    let full = |r: usize| -> Vec<i64> { batch.iter().chain(&[r, m]).map(|&n| n as i64).collect() };
    let a = x1.expand(&full(pn))?.to_f64_vec();
    let b = x2.expand(&full(rn))?.to_f64_vec();
    let nb: usize = batch.iter().product();
    let mut out = Vec::with_capacity(nb * pn * rn);
    for k in 0..nb {
        for i in 0..pn {
            let ra = &a[(k * pn + i) * m..(k * pn + i + 1) * m];
            for j in 0..rn {
                out.push(p_dist(ra, &b[(k * rn + j) * m..(k * rn + j + 1) * m], p));
            }
        }
    }
    let sizes: Vec<usize> = batch.iter().copied().chain([pn, rn]).collect();
    tv(Tensor::from_f64(d, sizes, &out))
}

/// `_pdist_forward(self, p=2)`: the distances between the rows `i < j` of an `[N, M]` input,
/// in row-major order of the pairs.
pub(super) fn pdist_forward(c: &Call) -> TResult<Value> {
    let x = c.tensor(0, "self")?;
    let p = c.opt_float(1, "p")?.unwrap_or(2.0);
    check_p(p, "pdist")?;
    let &[n, m] = x.sizes() else {
        return terr(format!("pdist only supports 2D tensors, got: {}D", x.dim()));
    };
    if !x.dtype().is_float() {
        return terr("pdist only supports floating-point dtypes");
    }
    let v = x.contiguous().to_f64_vec();
    let mut out = Vec::with_capacity(n * n.saturating_sub(1) / 2);
    for i in 0..n {
        for j in i + 1..n {
            out.push(p_dist(&v[i * m..(i + 1) * m], &v[j * m..(j + 1) * m], p));
        }
    }
    let len = out.len();
    tv(Tensor::from_f64(x.dtype(), vec![len], &out))
}
