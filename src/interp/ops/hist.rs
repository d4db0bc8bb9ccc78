//! Counting and segmented reductions: `histc` and `segment_reduce`, with ATen's CPU arithmetic
//! done in the input's own dtype (each bf16 operation rounded to bf16, as c10's `BFloat16`
//! operators return), since a bin or a segment's value can depend on that rounding.
use super::{Call, KW};
use crate::interp::storage::round_f64;
use crate::interp::tensor::{TResult, Tensor, terr, wrap_dim};
use crate::interp::value::Value;
use crate::ir::DType;

/// `histc(Tensor self, int bins=100, Scalar min=0, Scalar max=0)`: `histogram_histc_out` with
/// `histogramdd_cpu_contiguous`'s `LINEAR_INTERPOLATION`: an element in [min, max] goes to
/// bin `(x - min) * bins / (max - min)` truncated, in the input dtype, the last edge into the
/// last bin. `min == max` takes the data's extremes, and equal extremes widen by one each way.
pub(super) fn histc(c: &Call) -> TResult<Value> {
    let x = c.tensor(0, "self")?;
    let dt = x.dtype();
    if !dt.is_float() {
        return terr(format!("histc of a {dt} tensor is not implemented on CPU"));
    }
    let bins = c.get(1, "bins").map(|_| c.int(1, "bins")).transpose()?.unwrap_or(100);
    if bins <= 0 {
        return terr("torch.histc(): bins must be > 0");
    }
    let v = x.to_f64_vec();
    let (mut lo, mut hi) =
        (c.opt_float(2, "min")?.unwrap_or(0.0), c.opt_float(3, "max")?.unwrap_or(0.0));
    if lo == hi && !v.is_empty() {
        lo = v.iter().copied().fold(f64::INFINITY, f64::min);
        hi = v.iter().copied().fold(f64::NEG_INFINITY, f64::max);
    }
    if lo == hi {
        lo -= 1.0;
        hi += 1.0;
    }
    if !(lo.is_finite() && hi.is_finite()) {
        return terr(format!("torch.histc(): range of [{lo}, {hi}] is not finite"));
    }
    if lo > hi {
        return terr("torch.histc(): max must be larger than min");
    }
    let r = |y: f64| round_f64(dt, y);
    let (lo, hi) = (r(lo), r(hi));
    let mut hist = vec![0f64; bins as usize];
    for &e in &v {
        if !(e >= lo && e <= hi) {
            continue;
        }
        let pos = r(r(r(e - lo) * r(bins as f64)) / r(hi - lo));
        let pos = (pos as i64).min(bins - 1);
        hist[pos as usize] = r(hist[pos as usize] + 1.0);
    }
    Tensor::from_f64(dt, vec![bins as usize], &hist).map(Value::Tensor)
}

/// `segment_reduce(Tensor data, str reduce, *, Tensor? lengths, Tensor? indices, Tensor?
/// offsets, int axis=0, bool unsafe=False, Scalar? initial)`: ATen's
/// `_segment_reduce_lengths_cpu_kernel` (offsets are turned into lengths first): each segment
/// starts from `initial` (else the reduction's identity, `-inf` for max, `+inf` for min) and
/// folds its elements in order in the data's dtype; max and min take a NaN element; a mean
/// divides by a non-zero length unless the value is NaN, and an empty segment without
/// `initial` is NaN.
pub(super) fn segment_reduce(c: &Call) -> TResult<Value> {
    let data = c.tensor(0, "data")?;
    let dt = data.dtype();
    if !dt.is_float() {
        return terr(format!("segment_reduce of a {dt} tensor is not implemented on CPU"));
    }
    let reduce = c.str_or(1, "reduce", "")?;
    let axis = wrap_dim(c.opt_int(KW, "axis")?.unwrap_or(0), data.dim())?;
    let initial = c.opt_float(KW, "initial")?;
    let lengths: Vec<i64> = match (c.get(KW, "lengths"), c.get(KW, "offsets")) {
        (Some(_), _) => c.tensor(KW, "lengths")?.contiguous().to_i64_vec(),
        (None, Some(_)) => {
            let off = c.tensor(KW, "offsets")?;
            if off.dim() != 1 {
                return terr("segment_reduce: only 1-d offsets are supported");
            }
            off.to_i64_vec().windows(2).map(|w| w[1] - w[0]).collect()
        }
        (None, None) => return terr("segment_reduce: lengths or offsets is required"),
    };
    if c.get(KW, "lengths").is_some() && c.tensor(KW, "lengths")?.dim() != 1 {
        return terr("segment_reduce: only 1-d lengths are supported");
    }
    if lengths.iter().any(|&l| l < 0) || lengths.iter().sum::<i64>() as usize > data.sizes()[axis] {
        return terr("segment_reduce: lengths do not fit the data");
    }
    let (ident, fold): (f64, fn(f64, f64) -> f64) = match reduce {
        "max" => (f64::NEG_INFINITY, |a, x| if x.is_nan() || a < x { x } else { a }),
        "min" => (f64::INFINITY, |a, x| if x.is_nan() || x < a { x } else { a }),
        "sum" | "mean" => (0.0, |a, x| a + x),
        "prod" => (1.0, |a, x| a * x),
        r => return terr(format!("segment_reduce: unknown reduction `{r}`")),
    };
    let r = |y: f64| round_f64(dt, y);
    let sizes = data.sizes();
    let outer: usize = sizes[..axis].iter().product();
    let inner: usize = sizes[axis + 1..].iter().product();
    let v = data.contiguous().to_f64_vec();
    let mut out = Vec::with_capacity(outer * lengths.len() * inner);
    for o in 0..outer {
        let mut start = 0usize;
        for &len in &lengths {
            let len = len as usize;
            for i in 0..inner {
                let mut acc = r(initial.unwrap_or(ident));
                for j in start..start + len {
                    acc = r(fold(acc, v[(o * sizes[axis] + j) * inner + i]));
                }
                if reduce == "mean" {
                    if len == 0 && initial.is_none() {
                        acc = f64::NAN;
                    } else if len > 0 && !acc.is_nan() {
                        acc = r(acc / len as f64);
                    }
                }
                out.push(acc);
            }
            start += len;
        }
    }
    let mut shape = sizes.to_vec();
    shape[axis] = lengths.len();
    Tensor::from_f64(dt, shape, &out).map(Value::Tensor)
}

/// How an element finds its bin (`BIN_SELECTION_ALGORITHM` in `HistogramKernel.cpp`).
#[derive(Clone, Copy, PartialEq)]
enum Search {
    /// `std::upper_bound` over the edges: edges given as tensors.
    Binary,
    /// Division, then `upper_bound` among the neighbouring edges: edges from bin counts.
    LinearLocal,
}

/// `select_outer_bin_edges`: per dim of `rows` (`n` rows of `d`), the given range or the
/// column's extremes, widened by half a unit each way when they are equal.
fn outer_edges(rows: &[f64], d: usize, range: Option<&[f64]>) -> TResult<Vec<(f64, f64)>> {
    let mut out = Vec::with_capacity(d);
    for k in 0..d {
        let (mut lo, mut hi) = match range {
            Some(r) if r.len() == 2 * d => (r[2 * k], r[2 * k + 1]),
            Some(_) => {
                return terr("histogramdd: range should have twice as many elements as dims");
            }
            None if rows.is_empty() => (0.0, 0.0),
            None => {
                let col = rows.iter().skip(k).step_by(d);
                // min/max propagate NaN, which the finiteness check then refuses.
                col.fold((f64::INFINITY, f64::NEG_INFINITY), |(a, b), &x| {
                    if x.is_nan() || a.is_nan() {
                        (f64::NAN, f64::NAN)
                    } else {
                        (a.min(x), b.max(x))
                    }
                })
            }
        };
        if !(lo.is_finite() && hi.is_finite()) {
            return terr(format!("histogramdd: range of [{lo}, {hi}] in dim {k} is not finite"));
        }
        if lo > hi {
            return terr(format!("histogramdd: min {lo} is larger than max {hi} in dim {k}"));
        }
        if lo == hi {
            lo -= 0.5;
            hi += 0.5;
        }
        out.push((lo, hi));
    }
    Ok(out)
}

/// `linspace(lo, hi, bins + 1)` in `dt` as ATen's CPU kernel computes it: the first half from
/// the start, the second from the end, each operation rounded to `dt`.
fn linspace(dt: DType, lo: f64, hi: f64, steps: usize) -> Vec<f64> {
    let r = |y: f64| round_f64(dt, y);
    let (start, end) = (r(lo), r(hi));
    if steps == 1 {
        return vec![start];
    }
    let step = r(r(end - start) / r((steps - 1) as f64));
    let half = steps / 2;
    (0..steps)
        .map(|i| {
            if i < half {
                r(start + r(step * r(i as f64)))
            } else {
                r(end - r(step * r((steps - i - 1) as f64)))
            }
        })
        .collect()
}

/// `histogramdd_cpu_contiguous` and the density normalisation of `histogramdd_kernel_impl`:
/// the counts (or weights) of `rows` (`d` per row) in the bins the edges make, in `dt`.
fn histogramdd(
    dt: DType,
    rows: &[f64],
    d: usize,
    edges: &[Vec<f64>],
    weight: Option<&[f64]>,
    density: bool,
    search: Search,
) -> TResult<Tensor> {
    let r = |y: f64| round_f64(dt, y);
    let shape: Vec<usize> = edges.iter().map(|e| e.len().saturating_sub(1)).collect();
    if edges.iter().any(|e| e.is_empty()) {
        return terr("histogramdd: bins must have at least one edge");
    }
    let mut hist = vec![0f64; shape.iter().product()];
    for (i, row) in rows.chunks(d.max(1)).enumerate().take(rows.len() / d.max(1)) {
        let mut at = 0usize;
        let mut skip = false;
        for (k, (&x, e)) in row.iter().zip(edges).enumerate() {
            let (lo, hi, n) = (e[0], e[e.len() - 1], e.len());
            if !(x >= lo && x <= hi) {
                skip = true;
                break;
            }
            let upper = |from: usize, to: usize| from + e[from..to].partition_point(|&v| v <= x);
            let mut pos = match search {
                Search::Binary => upper(0, n) as i64 - 1,
                Search::LinearLocal => {
                    // x in [lo, hi] puts p in [0, n - 1]; the clamp only keeps a degenerate
                    // rounding from reading past the edges, as C++ would.
                    let p = r(r(r(x - lo) * r((n - 1) as f64)) / r(hi - lo)) as i64;
                    let p = p.clamp(0, n as i64 - 1) as usize;
                    let (from, to) = (p.saturating_sub(1), (p + 2).min(n));
                    upper(from, to) as i64 - 1
                }
            };
            if pos == n as i64 - 1 {
                pos -= 1;
            }
            let stride: usize = shape[k + 1..].iter().product();
            at += stride * pos.max(0) as usize;
        }
        if !skip {
            hist[at] = r(hist[at] + weight.map_or(1.0, |w| w[i]));
        }
    }
    if density {
        // Counts sum exactly; weights are summed in f64, where ATen's cascade sum in the
        // float dtype may differ in the last bit.
        let total = r(hist.iter().sum());
        hist.iter_mut().for_each(|h| *h = r(*h / total));
        for (k, e) in edges.iter().enumerate() {
            let stride: usize = shape[k + 1..].iter().product();
            for (j, h) in hist.iter_mut().enumerate() {
                let b = (j / stride) % shape[k];
                *h = r(*h / r(e[b + 1] - e[b]));
            }
        }
    }
    Tensor::from_f64(dt, shape, &hist)
}

/// The input as rows of its last dim (`histogramdd`) or of one element (`histogram`), the
/// weights alike, and the `range=`/`density=` keywords.
struct HistArgs {
    dt: DType,
    rows: Vec<f64>,
    d: usize,
    weight: Option<Vec<f64>>,
    range: Option<Vec<f64>>,
    density: bool,
}

fn hist_args(c: &Call, flat: bool) -> TResult<HistArgs> {
    let x = c.tensor(0, "self")?;
    let dt = x.dtype();
    if !dt.is_float() {
        return terr(format!("histogram of a {dt} tensor is not implemented on CPU"));
    }
    let d = if flat || x.dim() == 0 { 1 } else { x.sizes()[x.dim() - 1] };
    let weight = c.get(KW, "weight").map(|_| c.tensor(KW, "weight")).transpose()?;
    let range = match c.get(KW, "range") {
        Some(Value::List(v)) => Some(
            v.iter()
                .map(|e| match e {
                    Value::Float(f) => Ok(*f),
                    Value::Int(i) => Ok(*i as f64),
                    _ => terr("histogram: range should be numbers"),
                })
                .collect::<TResult<Vec<f64>>>()?,
        ),
        _ => None,
    };
    Ok(HistArgs {
        dt,
        rows: x.contiguous().to_f64_vec(),
        d,
        weight: weight.map(|w| w.contiguous().to_f64_vec()),
        range,
        density: c.bool_or(KW, "density", false)?,
    })
}

/// Edges from bin counts: [`outer_edges`] then [`linspace`].
fn count_edges(a: &HistArgs, bins: &[i64]) -> TResult<Vec<Vec<f64>>> {
    if bins.len() != a.d || bins.iter().any(|&b| b <= 0) {
        return terr("histogramdd: one positive bin count per dim is required");
    }
    let outer = outer_edges(&a.rows, a.d, a.range.as_deref())?;
    Ok(outer
        .iter()
        .zip(bins)
        .map(|(&(lo, hi), &b)| linspace(a.dt, lo, hi, b as usize + 1))
        .collect())
}

fn edges_tensor(dt: DType, e: &[f64]) -> TResult<Value> {
    Tensor::from_f64(dt, vec![e.len()], e).map(Value::Tensor)
}

/// `histogram.bin_ct(Tensor self, int bins=100, *, float[]? range, Tensor? weight, bool
/// density)` and `histogram.bins_tensor(Tensor self, Tensor bins, *, ...)`: (hist, edges) of
/// the flattened input.
pub(super) fn histogram(x: &super::Cx, c: &Call) -> TResult<Value> {
    let a = hist_args(c, true)?;
    let (edges, search) = match x.overload {
        "bins_tensor" => (c.tensor(1, "bins")?.contiguous().to_f64_vec(), Search::Binary),
        "bin_ct" | "default" | "" => {
            let bins = c.get(1, "bins").map(|_| c.int(1, "bins")).transpose()?.unwrap_or(100);
            (count_edges(&a, &[bins])?.remove(0), Search::LinearLocal)
        }
        o => return terr(format!("overload `{o}` is not supported")),
    };
    let edges = vec![edges];
    let h = histogramdd(a.dt, &a.rows, 1, &edges, a.weight.as_deref(), a.density, search)?;
    Ok(Value::List(vec![Value::Tensor(h), edges_tensor(a.dt, &edges[0])?]))
}

/// `_histogramdd_bin_edges(Tensor self, int[] bins, *, float[]? range, ...)`: the edges of
/// each dim.
pub(super) fn histogramdd_bin_edges(c: &Call) -> TResult<Value> {
    let a = hist_args(c, false)?;
    let edges = count_edges(&a, &c.int_list(1, "bins")?)?;
    Ok(Value::List(edges.iter().map(|e| edges_tensor(a.dt, e)).collect::<TResult<_>>()?))
}

/// `_histogramdd_from_bin_cts(Tensor self, int[] bins, *, ...)` and
/// `_histogramdd_from_bin_tensors(Tensor self, Tensor[] bins, *, ...)`: the histogram.
pub(super) fn histogramdd_from(c: &Call, tensors: bool) -> TResult<Value> {
    let a = hist_args(c, false)?;
    let (edges, search) = if tensors {
        let bins = c.tensors(1, "bins")?;
        if bins.len() != a.d {
            return terr("histogramdd: one tensor of edges per dim is required");
        }
        (bins.iter().map(|b| b.contiguous().to_f64_vec()).collect(), Search::Binary)
    } else {
        (count_edges(&a, &c.int_list(1, "bins")?)?, Search::LinearLocal)
    };
    let h = histogramdd(a.dt, &a.rows, a.d, &edges, a.weight.as_deref(), a.density, search)?;
    Ok(Value::Tensor(h))
}

#[cfg(test)]
mod tests {
    use super::*;

    fn call(args: Vec<Value>, kwargs: Vec<(&str, Value)>) -> Call {
        Call { args, kwargs: kwargs.into_iter().map(|(k, v)| (k.to_string(), v)).collect() }
    }

    #[test]
    fn histc_and_segment_reduce_match_pytorch() {
        let x = Tensor::from_f64(DType::F32, vec![6], &[0., 2.5, 10., 9.99, -1., 5.]).unwrap();
        let args = vec![Value::Tensor(x.clone()), Value::Int(4), Value::Int(0), Value::Int(10)];
        let Value::Tensor(h) = histc(&call(args, vec![])).unwrap() else { panic!() };
        // torch.histc(x, 4, 0, 10): [1., 1., 1., 2.]
        assert_eq!(h.to_f64_vec(), vec![1., 1., 1., 2.]);
        let lengths = Tensor::from_i64(DType::I64, vec![3], &[2, 0, 3]).unwrap();
        let kw = vec![("lengths", Value::Tensor(lengths))];
        let args = vec![Value::Tensor(x), Value::Str("mean".into())];
        let Value::Tensor(s) = segment_reduce(&call(args, kw)).unwrap() else { panic!() };
        // torch.segment_reduce(x, 'mean', lengths=..., unsafe=True): [1.25, nan, 6.33]
        let s = s.to_f64_vec();
        assert!(s[0] == 1.25 && s[1].is_nan() && s[2] == 6.329999923706055);
    }
}
