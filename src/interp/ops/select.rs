//! Selections along a dim returning values and int64 indices — `cummax`/`cummin`, `mode`,
//! `kthvalue`, `median`/`nanmedian` — each a transcription of its ATen CPU kernel, because
//! which of several equal elements (or NaNs) gives the index is whatever that kernel's loop or
//! C++ algorithm leaves:
//! - `cummax_cummin_helper` (`ReduceOps.cpp`): a NaN or a value `>=` (`<=`) the running one
//!   takes over, so ties and NaNs report their latest position;
//! - `mode_kernel_impl` (`cpu/TensorCompareKernel.cpp`): libstdc++'s `std::sort` of (value,
//!   index) pairs by `value <` (not a strict weak order with NaNs, which then split runs), then
//!   the last element of the first longest run;
//! - `kthvalue_out_impl_cpu` (`Sorting.cpp`): TH's `quick_select_template` (`SortingUtils.h`)
//!   with NaN above every number;
//! - `median_with_indices_impl` (`Sorting.cpp`): the first NaN for `median`, else
//!   `std::nth_element` of the indices by (value, index); `median_impl` for the one-value
//!   overloads.
use super::scan::{dim_last, from_dim_last};
use super::sort::{Key, stl};
use super::{Call, Cx};
use crate::interp::tensor::{TResult, Tensor, terr, wrap_dim};
use crate::interp::value::Value;
use crate::ir::DType;

/// What one row becomes.
#[derive(Clone, Copy)]
enum How {
    /// `cummax` (`max`) or `cummin`: a (value, index) per element.
    Cum {
        max: bool,
    },
    Mode,
    /// `kthvalue` with `k` counted from 0.
    Kth(usize),
    Median {
        ignore_nan: bool,
    },
}

fn row_cum<K: Key>(row: &[K], max: bool) -> Vec<(K, i64)> {
    let Some(&first) = row.first() else { return vec![] };
    let (mut out, mut idx) = (first, 0);
    let mut res = Vec::with_capacity(row.len());
    for (i, &x) in row.iter().enumerate() {
        let wins = if max { x >= out } else { x <= out };
        if x.is_nan() || (!out.is_nan() && wins) {
            out = x;
            idx = i as i64;
        }
        res.push((out, idx));
    }
    res
}

fn row_mode<K: Key>(row: &[K]) -> (K, i64) {
    let mut e: Vec<(K, i64)> = row.iter().enumerate().map(|(j, &v)| (v, j as i64)).collect();
    stl::sort(&mut e, |a, b| a.0 < b.0);
    let (mut mode, mut max_freq, mut freq) = (e[0], 0, 0);
    for i in 0..e.len() {
        freq += 1;
        if i == e.len() - 1 || e[i].0 != e[i + 1].0 {
            if freq > max_freq {
                mode = e[i];
                max_freq = freq;
            }
            freq = 0;
        }
    }
    mode
}

/// `quick_select_template(arr, k, gt_or_nan, swap)`: moves the `k`-th smallest (NaN largest)
/// pair to position `k`. The C++ inner loops run unguarded, relying on the median-of-three
/// sentinels; they are bounded here to the partition so no comparator can index out of it.
fn quick_select<K: Key>(a: &mut [(K, i64)], k: usize) {
    let gt = |x: K, y: K| (x.is_nan() && !y.is_nan()) || x > y;
    let k = k as isize;
    let (mut l, mut r) = (0isize, a.len() as isize - 1);
    let v = |a: &[(K, i64)], i: isize| a[i as usize].0;
    loop {
        if r <= l {
            return;
        }
        if r == l + 1 {
            if gt(v(a, l), v(a, r)) {
                a.swap(l as usize, r as usize);
            }
            return;
        }
        let p = l + (r - l) / 2;
        a.swap(p as usize, (l + 1) as usize);
        if gt(v(a, l + 1), v(a, r)) {
            a.swap((l + 1) as usize, r as usize);
        }
        if gt(v(a, l), v(a, r)) {
            a.swap(l as usize, r as usize);
        }
        if gt(v(a, l + 1), v(a, l)) {
            a.swap((l + 1) as usize, l as usize);
        }
        let (mut i, mut j) = (l + 1, r);
        let piv = v(a, l);
        loop {
            i += 1;
            while i < r && gt(piv, v(a, i)) {
                i += 1;
            }
            j -= 1;
            while j > l && gt(v(a, j), piv) {
                j -= 1;
            }
            if j < i {
                break;
            }
            a.swap(i as usize, j as usize);
        }
        a.swap(l as usize, j as usize);
        if j <= k {
            l = i;
        }
        if j >= k {
            r = j - 1;
        }
    }
}

fn row_kth<K: Key>(row: &[K], k: usize) -> (K, i64) {
    let mut e: Vec<(K, i64)> = row.iter().enumerate().map(|(j, &v)| (v, j as i64)).collect();
    quick_select(&mut e, k);
    e[k]
}

fn row_median<K: Key>(row: &[K], ignore_nan: bool) -> (K, i64) {
    if !ignore_nan && let Some(j) = row.iter().position(|v| v.is_nan()) {
        return (row[j], j as i64);
    }
    let mut idx: Vec<i64> = (0..row.len() as i64).collect();
    let at = |i: i64| row[i as usize];
    let n = row.len() as i64;
    // C++'s division truncates: an all-NaN row of nanmedian takes position 0.
    let nth = if ignore_nan {
        let nans = row.iter().filter(|v| v.is_nan()).count() as i64;
        (n - nans - 1) / 2
    } else {
        (n - 1) / 2
    } as usize;
    if ignore_nan {
        stl::nth_element(&mut idx, nth, |&i, &j| {
            at(i) < at(j) || (at(i) == at(j) && i < j) || (at(j).is_nan() && !at(i).is_nan())
        });
    } else {
        stl::nth_element(&mut idx, nth, |&i, &j| at(i) < at(j) || (at(i) == at(j) && i < j));
    }
    (at(idx[nth]), idx[nth])
}

fn row<K: Key>(r: &[K], how: How) -> Vec<(K, i64)> {
    match how {
        How::Cum { max } => row_cum(r, max),
        How::Mode => vec![row_mode(r)],
        How::Kth(k) => vec![row_kth(r, k)],
        How::Median { ignore_nan } => vec![row_median(r, ignore_nan)],
    }
}

/// Every row of `v` (rows of `n`) through [`row`]: the values and the indices.
fn rows<K: Key>(v: &[K], n: usize, how: How) -> (Vec<K>, Vec<i64>) {
    let count = v.len().checked_div(n).unwrap_or(0);
    v.chunks(n.max(1)).take(count).flat_map(|r| row(r, how)).unzip()
}

/// (values, int64 indices) of `how` along `dim`; a reduction keeps `dim` as size 1 with
/// `keepdim`, as a 0-d input gives 0-d results.
fn along(x: &Tensor, dim: i64, how: How, keepdim: bool, op: &str) -> TResult<Value> {
    let dt = x.dtype();
    let bool_ok = matches!(how, How::Cum { .. } | How::Mode);
    let supported = matches!(dt, DType::F64 | DType::F32 | DType::F16 | DType::BF16)
        || matches!(dt, DType::I64 | DType::I32 | DType::I16 | DType::I8 | DType::U8)
        || (dt == DType::B8 && bool_ok);
    if !supported {
        return terr(format!("{op} of a {dt} tensor is not implemented on CPU"));
    }
    let scalar = x.dim() == 0;
    let x = if scalar { x.unsqueeze(0)? } else { x.clone() };
    let d = wrap_dim(dim, x.dim())?;
    let n = x.sizes()[d];
    let reduces = !matches!(how, How::Cum { .. });
    if reduces && n == 0 {
        return terr(format!("{op}: the reduced dim {d} has size 0"));
    }
    if let How::Kth(k) = how
        && k >= n
    {
        return terr("kthvalue(): selected number k out of range");
    }
    let moved = dim_last(&x, d)?;
    let mut sizes = moved.sizes().to_vec();
    if reduces && let Some(last) = sizes.last_mut() {
        *last = 1;
    }
    let values = if dt.is_float() {
        let (v, i) = rows(&moved.to_f64_vec(), n, how);
        (Tensor::from_f64(dt, sizes.clone(), &v)?, i)
    } else {
        let (v, i) = rows(&moved.to_i64_vec(), n, how);
        (Tensor::from_i64(dt, sizes.clone(), &v)?, i)
    };
    let indices = Tensor::from_i64(DType::I64, sizes, &values.1)?;
    let shape = |t: Tensor| -> TResult<Tensor> {
        let t = from_dim_last(t, d)?;
        if scalar || (reduces && !keepdim) { t.squeeze(Some(&[d as i64])) } else { Ok(t) }
    };
    let (v, i) = (shape(values.0)?, shape(indices)?);
    Ok(Value::List(vec![Value::Tensor(v.contiguous()), Value::Tensor(i.contiguous())]))
}

/// `cummax(Tensor self, int dim)` / `cummin`.
pub(super) fn cummax_op(c: &Call, max: bool) -> TResult<Value> {
    let op = if max { "cummax" } else { "cummin" };
    along(c.tensor(0, "self")?, c.int(1, "dim")?, How::Cum { max }, false, op)
}

/// `mode(Tensor self, int dim=-1, bool keepdim=False)`.
pub(super) fn mode_op(c: &Call) -> TResult<Value> {
    let dim = c.opt_int(1, "dim")?.unwrap_or(-1);
    along(c.tensor(0, "self")?, dim, How::Mode, c.bool_or(2, "keepdim", false)?, "mode")
}

/// `kthvalue(Tensor self, SymInt k, int dim=-1, bool keepdim=False)`.
pub(super) fn kthvalue_op(c: &Call) -> TResult<Value> {
    let k = c.int(1, "k")?;
    if k < 1 {
        return terr("kthvalue(): selected number k out of range");
    }
    let dim = c.opt_int(2, "dim")?.unwrap_or(-1);
    let keepdim = c.bool_or(3, "keepdim", false)?;
    along(c.tensor(0, "self")?, dim, How::Kth(k as usize - 1), keepdim, "kthvalue")
}

/// `median(Tensor self)` / `median.dim(Tensor self, int dim, bool keepdim=False)`, and
/// `nanmedian` alike (`ignore_nan`).
pub(super) fn median_op(x: &Cx, c: &Call, ignore_nan: bool) -> TResult<Value> {
    let op = if ignore_nan { "nanmedian" } else { "median" };
    let t = c.tensor(0, "self")?;
    match x.overload {
        "dim" => {
            let how = How::Median { ignore_nan };
            along(t, c.int(1, "dim")?, how, c.bool_or(2, "keepdim", false)?, op)
        }
        "default" | "" => median_all(t, ignore_nan, op).map(Value::Tensor),
        o => terr(format!("overload `{o}` is not supported")),
    }
}

/// `median_impl`: the lower middle of the (non-NaN, for `nanmedian`) values, NaN when a NaN
/// is among them for `median` or when there is none.
fn median_all(t: &Tensor, ignore_nan: bool, op: &str) -> TResult<Tensor> {
    let dt = t.dtype();
    if dt == DType::B8 || !(dt.is_float() || dt.is_int()) {
        return terr(format!("{op} of a {dt} tensor is not implemented on CPU"));
    }
    if !dt.is_float() {
        let mut v = t.to_i64_vec();
        if v.is_empty() {
            return terr(format!("{op}() input tensor cannot be empty"));
        }
        v.sort_unstable();
        return Tensor::from_i64(dt, vec![], &[v[(v.len() - 1) / 2]]);
    }
    let v = t.to_f64_vec();
    let nans = v.iter().filter(|x| x.is_nan()).count();
    let mut num: Vec<f64> = v.into_iter().filter(|x| !x.is_nan()).collect();
    if num.is_empty() || (nans > 0 && !ignore_nan) {
        return Tensor::from_f64(dt, vec![], &[f64::NAN]);
    }
    num.sort_by(f64::total_cmp);
    Tensor::from_f64(dt, vec![], &[num[(num.len() - 1) / 2]])
}

#[cfg(test)]
mod tests {
    use super::*;

    const NAN: f64 = f64::NAN;
    /// A row with ties and a NaN.
    const X: [f64; 20] =
        [3., 1., 3., 2., 1., 3., 1., 2., 2., 3., 1., NAN, 2., 1., 3., 3., 2., 1., 1., 2.];

    fn one(r: &[f64], how: How) -> i64 {
        row(r, how)[0].1
    }

    #[test]
    fn ties_and_nans_resolve_to_pytorchs_indices() {
        // Printed by PyTorch 2.15 for X (and X[:11]).
        let kth: Vec<i64> = (0..20).map(|k| one(&X, How::Kth(k))).collect();
        let want = [6, 17, 10, 1, 13, 4, 18, 12, 16, 3, 8, 19, 7, 15, 0, 2, 5, 14, 9, 11];
        assert_eq!(kth, want);
        let kth11: Vec<i64> = (0..11).map(|k| one(&X[..11], How::Kth(k))).collect();
        assert_eq!(kth11, [10, 6, 1, 4, 3, 8, 7, 9, 0, 2, 5]);
        // NaN breaks `<`'s order, so std::sort splits runs and the mode is not the most
        // frequent value.
        assert_eq!((one(&X, How::Mode), one(&X[..11], How::Mode)), (19, 10));
        assert_eq!(one(&[1., 2., 2., 1., NAN, NAN], How::Mode), 3);
        assert_eq!(one(&X[..11], How::Median { ignore_nan: false }), 7);
        assert_eq!(one(&X, How::Median { ignore_nan: false }), 11);
        assert_eq!(one(&X, How::Median { ignore_nan: true }), 8);
        assert_eq!(one(&[NAN; 5], How::Median { ignore_nan: true }), 2);
        let cummax: Vec<i64> = row(&X, How::Cum { max: true }).iter().map(|p| p.1).collect();
        let mut want = vec![0, 0, 2, 2, 2, 5, 5, 5, 5, 9, 9];
        want.extend([11; 9]);
        assert_eq!(cummax, want);
        let cummin: Vec<i64> = row(&X, How::Cum { max: false }).iter().map(|p| p.1).collect();
        let mut want = vec![0, 1, 1, 1, 4, 4, 6, 6, 6, 6, 10];
        want.extend([11; 9]);
        assert_eq!(cummin, want);
    }
}
