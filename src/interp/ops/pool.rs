//! Pooling over the last 1–3 dims, as ATen's CPU kernels compute it: average and max pools
//! with padding, dilation and `ceil_mode`; adaptive pools; and Inductor's low-memory max pool,
//! which returns each maximum's position inside its window (an int8 offset) instead of its
//! flat index in the input plane.
use super::Call;
use crate::interp::tensor::{TResult, Tensor, terr};
use crate::interp::value::Value;
use crate::ir::DType;

/// A window's geometry along each pooled dim.
struct Window {
    kernel: Vec<i64>,
    stride: Vec<i64>,
    padding: Vec<i64>,
    dilation: Vec<i64>,
}

/// `x`'s batch (every leading dim) and its last `dim` sizes.
fn split(x: &Tensor, dim: usize) -> TResult<(Vec<usize>, Vec<i64>)> {
    if x.dim() < dim + 1 || x.dim() > dim + 2 {
        return terr(format!("a {dim}-d pool of a {}-d tensor", x.dim()));
    }
    let (batch, plane) = x.sizes().split_at(x.dim() - dim);
    Ok((batch.to_vec(), plane.iter().map(|&s| s as i64).collect()))
}

/// ATen's `pooling_output_shape`: windows start inside the input or its left padding.
fn pooled_size(input: i64, k: i64, pad: i64, stride: i64, dil: i64, ceil: bool) -> i64 {
    let num = input + 2 * pad - dil * (k - 1) - 1 + if ceil { stride - 1 } else { 0 };
    let mut out = num.div_euclid(stride) + 1;
    if ceil && (out - 1) * stride >= input + pad {
        out -= 1;
    }
    out
}

/// A list argument of one value per pooled dim (a single value repeats, as `pad_listlike`).
fn per_dim(c: &Call, i: usize, name: &str, dim: usize, default: &[i64]) -> TResult<Vec<i64>> {
    let v = c.opt_int_list(i, name)?.filter(|v| !v.is_empty()).unwrap_or(default.to_vec());
    match v.len() {
        1 => Ok(vec![v[0]; dim]),
        n if n == dim => Ok(v),
        n => terr(format!("`{name}` of {n} values for a {dim}-d pool")),
    }
}

impl Window {
    /// `kernel_size, stride=kernel_size, padding=0, dilation=1` from position `i` on
    /// (`dilation` at `dil_at`, absent for average pools).
    fn read(c: &Call, i: usize, dim: usize, dil_at: Option<usize>) -> TResult<Window> {
        let kernel = per_dim(c, i, "kernel_size", dim, &[])?;
        let stride = per_dim(c, i + 1, "stride", dim, &kernel)?;
        let padding = per_dim(c, i + 2, "padding", dim, &[0])?;
        let dilation = match dil_at {
            Some(at) => per_dim(c, at, "dilation", dim, &[1])?,
            None => vec![1; dim],
        };
        let w = Window { kernel, stride, padding, dilation };
        let positive = |v: &[i64]| v.iter().all(|&x| x > 0);
        if !positive(&w.kernel) || !positive(&w.stride) || !positive(&w.dilation) {
            return terr("pool kernel, stride and dilation must be positive");
        }
        if w.padding.iter().zip(&w.kernel).any(|(&p, &k)| p < 0 || p > k / 2) {
            return terr("pad should be at most half of the kernel size");
        }
        Ok(w)
    }

    fn out_sizes(&self, plane: &[i64], ceil: bool) -> TResult<Vec<i64>> {
        let out: Vec<i64> = (0..plane.len())
            .map(|d| {
                let (k, p, s, dl) =
                    (self.kernel[d], self.padding[d], self.stride[d], self.dilation[d]);
                pooled_size(plane[d], k, p, s, dl, ceil)
            })
            .collect();
        if out.iter().any(|&o| o <= 0) {
            return terr(format!("a pool of {plane:?} has output size {out:?}"));
        }
        Ok(out)
    }
}

/// Every position of a grid of `sizes`, row-major.
fn grid(sizes: &[i64]) -> impl Iterator<Item = Vec<i64>> + '_ {
    let total: i64 = sizes.iter().product();
    (0..total.max(0)).map(move |mut flat| {
        let mut idx = vec![0; sizes.len()];
        for d in (0..sizes.len()).rev() {
            idx[d] = flat % sizes[d];
            flat /= sizes[d];
        }
        idx
    })
}

fn flat_index(idx: &[i64], sizes: &[i64]) -> i64 {
    idx.iter().zip(sizes).fold(0, |a, (i, s)| a * s + i)
}

/// The input's values: floats as f64, everything else as i64 (so int64 stays exact).
enum Data {
    F(Vec<f64>),
    I(Vec<i64>),
}

impl Data {
    fn of(x: &Tensor) -> Data {
        if x.dtype().is_float() { Data::F(x.to_f64_vec()) } else { Data::I(x.to_i64_vec()) }
    }
}

/// The sum of floats as the kernel's accumulator holds it: `opmath_type` is f32 below f64.
fn acc_round(dtype: DType) -> fn(f64) -> f64 {
    if dtype == DType::F64 { |v| v } else { |v| v as f32 as f64 }
}

fn out_tensor(dtype: DType, sizes: Vec<usize>, data: Data) -> TResult<Tensor> {
    match data {
        Data::F(v) => Tensor::from_f64(dtype, sizes, &v),
        Data::I(v) => Tensor::from_i64(dtype, sizes, &v),
    }
}

fn sizes_of(batch: &[usize], plane: &[i64]) -> Vec<usize> {
    batch.iter().copied().chain(plane.iter().map(|&s| s as usize)).collect()
}

/// `avg_pool{2,3}d(self, kernel_size, stride=[], padding=0, ceil_mode=False,
/// count_include_pad=True, divisor_override=None)`: ATen's `cpu_avg_pool`, summing each window
/// in the accumulator type and dividing once.
pub(super) fn avg_pool(c: &Call, dim: usize) -> TResult<Value> {
    let x = c.tensor(0, "self")?;
    let w = Window::read(c, 1, dim, None)?;
    let ceil = c.bool_or(4, "ceil_mode", false)?;
    let include_pad = c.bool_or(5, "count_include_pad", true)?;
    let divisor = c.opt_int(6, "divisor_override")?;
    if divisor == Some(0) {
        return terr("divisor must be not zero");
    }
    let (batch, plane) = split(x, dim)?;
    let out = w.out_sizes(&plane, ceil)?;
    let planes: usize = batch.iter().product();
    let plane_numel: i64 = plane.iter().product();
    let data = Data::of(&x.contiguous());
    let round = acc_round(x.dtype());
    let mut fs = vec![];
    let mut is = vec![];
    for b in 0..planes as i64 {
        for o in grid(&out) {
            // The window clipped to the padded input, then to the input.
            let mut lo = vec![0; dim];
            let mut hi = vec![0; dim];
            let mut pool_size = 1;
            for d in 0..dim {
                let start = o[d] * w.stride[d] - w.padding[d];
                let end = (start + w.kernel[d]).min(plane[d] + w.padding[d]);
                pool_size *= end - start;
                lo[d] = start.max(0);
                hi[d] = end.min(plane[d]);
            }
            let extent: Vec<i64> = (0..dim).map(|d| (hi[d] - lo[d]).max(0)).collect();
            let factor = match divisor {
                Some(v) => v,
                None if include_pad => pool_size,
                None => extent.iter().product(),
            };
            let at = |i: Vec<i64>| {
                let p: Vec<i64> = (0..dim).map(|d| lo[d] + i[d]).collect();
                (b * plane_numel + flat_index(&p, &plane)) as usize
            };
            match &data {
                Data::F(v) => {
                    let sum = grid(&extent).fold(0.0, |s, i| round(s + v[at(i)]));
                    fs.push(round(sum / factor as f64));
                }
                Data::I(v) => {
                    let sum = grid(&extent).fold(0i64, |s, i| s.wrapping_add(v[at(i)]));
                    if factor == 0 {
                        return terr("an average over an empty window");
                    }
                    is.push(sum.wrapping_div(factor));
                }
            }
        }
    }
    let data = if x.dtype().is_float() { Data::F(fs) } else { Data::I(is) };
    Ok(Value::Tensor(out_tensor(x.dtype(), sizes_of(&batch, &out), data)?))
}

/// The maximum of a window's values and its position, as ATen's max pools pick it: the first
/// largest, except that a NaN replaces whatever came before.
struct Argmax {
    best: Option<(f64, i64)>,
    best_i: Option<(i64, i64)>,
}

impl Argmax {
    fn new() -> Argmax {
        Argmax { best: None, best_i: None }
    }
    fn float(&mut self, v: f64, at: i64) {
        match self.best {
            Some((m, _)) if !(v > m || v.is_nan()) => {}
            _ => self.best = Some((v, at)),
        }
    }
    fn int(&mut self, v: i64, at: i64) {
        match self.best_i {
            Some((m, _)) if v <= m => {}
            _ => self.best_i = Some((v, at)),
        }
    }
}

/// An output position's window: `(start, step, count)` per dim.
type WindowFn<'a> = dyn Fn(&[i64]) -> Vec<(i64, i64, i64)> + 'a;
/// What is returned as the index of a window's maximum: from the output position, the
/// maximum's input position and the input plane's sizes.
type IndexOfFn<'a> = dyn Fn(&[i64], &[i64], &[i64]) -> i64 + 'a;

/// Values and flat input-plane indices of a max pool over windows given by `window(o)`:
/// each output position's `(start, step, count)` per dim; the winner's input
/// position to what is returned as its index (`index_of`).
fn max_pool_core(
    x: &Tensor,
    dim: usize,
    out: &[i64],
    window: &WindowFn,
    index_of: &IndexOfFn,
) -> TResult<(Tensor, Vec<i64>)> {
    let (batch, plane) = split(x, dim)?;
    let planes: usize = batch.iter().product();
    let plane_numel: i64 = plane.iter().product();
    let data = Data::of(&x.contiguous());
    let (mut fs, mut is, mut idx) = (vec![], vec![], vec![]);
    for b in 0..planes as i64 {
        for o in grid(out) {
            let win = window(&o);
            let counts: Vec<i64> = win.iter().map(|w| w.2.max(0)).collect();
            if counts.contains(&0) {
                return terr("a max pool window with no input element");
            }
            let mut m = Argmax::new();
            for k in grid(&counts) {
                let p: Vec<i64> = (0..dim).map(|d| win[d].0 + k[d] * win[d].1).collect();
                let at = (b * plane_numel + flat_index(&p, &plane)) as usize;
                let pos = flat_index(&k, &counts);
                match &data {
                    Data::F(v) => m.float(v[at], pos),
                    Data::I(v) => m.int(v[at], pos),
                }
            }
            // The winner's position back to its window index, then to what is returned.
            let pos = m.best.map(|b| b.1).or(m.best_i.map(|b| b.1)).unwrap_or(0);
            let mut k = vec![0; dim];
            let mut rest = pos;
            for d in (0..dim).rev() {
                k[d] = rest % counts[d];
                rest /= counts[d];
            }
            let p: Vec<i64> = (0..dim).map(|d| win[d].0 + k[d] * win[d].1).collect();
            idx.push(index_of(&o, &p, &plane));
            match (m.best, m.best_i) {
                (Some((v, _)), _) => fs.push(v),
                (_, Some((v, _))) => is.push(v),
                _ => return terr("a max pool window with no input element"),
            }
        }
    }
    let data = if x.dtype().is_float() { Data::F(fs) } else { Data::I(is) };
    Ok((out_tensor(x.dtype(), sizes_of(&batch, out), data)?, idx))
}

/// The dilated window of output position `o`, its start moved into the input (`ih0` of
/// ATen's `cpu_max_pool`).
fn dilated(w: &Window, plane: &[i64], o: &[i64]) -> Vec<(i64, i64, i64)> {
    (0..plane.len())
        .map(|d| {
            let (s, dl) = (o[d] * w.stride[d] - w.padding[d], w.dilation[d]);
            let end = (s + (w.kernel[d] - 1) * dl + 1).min(plane[d]);
            let mut start = s;
            while start < 0 {
                start += dl;
            }
            (start, dl, (end - start + dl - 1).div_euclid(dl))
        })
        .collect()
}

fn pair(v: Tensor, i: Tensor) -> Value {
    Value::List(vec![Value::Tensor(v), Value::Tensor(i)])
}

/// `max_pool{2,3}d_with_indices(self, kernel_size, stride=[], padding=0, dilation=1,
/// ceil_mode=False)`: values and int64 flat indices into each input plane.
pub(super) fn max_pool_with_indices(c: &Call, dim: usize) -> TResult<Value> {
    let x = c.tensor(0, "self")?;
    let w = Window::read(c, 1, dim, Some(4))?;
    let ceil = c.bool_or(5, "ceil_mode", false)?;
    let (batch, plane) = split(x, dim)?;
    let out = w.out_sizes(&plane, ceil)?;
    let (v, idx) =
        max_pool_core(x, dim, &out, &|o| dilated(&w, &plane, o), &|_, p, s| flat_index(p, s))?;
    Ok(pair(v, Tensor::from_i64(DType::I64, sizes_of(&batch, &out), &idx)?))
}

/// `prims._low_memory_max_pool_with_offsets(self, kernel_size, stride, padding, dilation,
/// ceil_mode)`: the max pool's values and, as int8, the winner's flat position in the
/// undilated kernel grid (`_flatten_index(dhw_inc, kernel_size)` of `inductor_prims.py`).
pub(super) fn low_memory_max_pool_with_offsets(c: &Call) -> TResult<Value> {
    let x = c.tensor(0, "self")?;
    let dim = c.int_list(1, "kernel_size")?.len();
    let w = Window::read(c, 1, dim, Some(4))?;
    let ceil = c.bool_or(5, "ceil_mode", false)?;
    let (batch, plane) = split(x, dim)?;
    let out = w.out_sizes(&plane, ceil)?;
    let offset = |o: &[i64], p: &[i64], _: &[i64]| {
        let inc: Vec<i64> = (0..dim)
            .map(|d| (p[d] - (o[d] * w.stride[d] - w.padding[d])).div_euclid(w.dilation[d]))
            .collect();
        flat_index(&inc, &w.kernel)
    };
    let (v, idx) = max_pool_core(x, dim, &out, &|o| dilated(&w, &plane, o), &offset)?;
    // `offsets.to(torch.int8)`: wraps like a C cast.
    let idx: Vec<i64> = idx.iter().map(|&i| i as i8 as i64).collect();
    Ok(pair(v, Tensor::from_i64(DType::I8, sizes_of(&batch, &out), &idx)?))
}

/// `prims._low_memory_max_pool_offsets_to_indices(offsets, kernel_size, input_size, stride,
/// padding, dilation)`: each offset back to the flat index into the input plane.
pub(super) fn low_memory_max_pool_offsets_to_indices(c: &Call) -> TResult<Value> {
    let offsets = c.tensor(0, "self")?;
    let kernel = c.int_list(1, "kernel_size")?;
    let dim = kernel.len();
    let input = per_dim(c, 2, "input_size", dim, &[])?;
    let stride = per_dim(c, 3, "stride", dim, &kernel)?;
    let padding = per_dim(c, 4, "padding", dim, &[0])?;
    let dilation = per_dim(c, 5, "dilation", dim, &[1])?;
    if kernel.iter().any(|&k| k <= 0) {
        return terr("pool kernel must be positive");
    }
    let (batch, out) = split(offsets, dim)?;
    let planes: usize = batch.iter().product();
    let values = offsets.contiguous().to_i64_vec();
    let mut idx = Vec::with_capacity(values.len());
    let mut it = values.into_iter();
    for _ in 0..planes {
        for o in grid(&out) {
            let mut rest = it.next().unwrap_or(0);
            let mut p = vec![0; dim];
            for d in (0..dim).rev() {
                let inc = rest.rem_euclid(kernel[d]);
                rest = rest.div_euclid(kernel[d]);
                p[d] = o[d] * stride[d] - padding[d] + inc * dilation[d];
            }
            idx.push(flat_index(&p, &input));
        }
    }
    Ok(Value::Tensor(Tensor::from_i64(DType::I64, offsets.sizes().to_vec(), &idx)?))
}

/// ATen's adaptive window along one dim: `[floor(o*in/out), ceil((o+1)*in/out))`.
fn adaptive_window(o: i64, input: i64, out: i64) -> (i64, i64) {
    let start = (o * input).div_euclid(out);
    let end = ((o + 1) * input + out - 1).div_euclid(out);
    (start, end)
}

fn adaptive_sizes(c: &Call, x: &Tensor, dim: usize) -> TResult<(Vec<usize>, Vec<i64>, Vec<i64>)> {
    let out = per_dim(c, 1, "output_size", dim, &[])?;
    let (batch, plane) = split(x, dim)?;
    if out.iter().any(|&o| o <= 0) || plane.iter().any(|&p| p <= 0) {
        return terr(format!("an adaptive pool of {plane:?} to {out:?}"));
    }
    Ok((batch, plane, out))
}

/// `_adaptive_avg_pool{2,3}d(self, output_size)`: each window's sum in the accumulator type,
/// divided by its extent one dim at a time (`sum / kh / kw`, as ATen's kernel).
pub(super) fn adaptive_avg_pool(c: &Call, dim: usize) -> TResult<Value> {
    let x = c.tensor(0, "self")?;
    if !x.dtype().is_float() {
        return terr(format!("adaptive_avg_pool of {}", x.type_str()));
    }
    let (batch, plane, out) = adaptive_sizes(c, x, dim)?;
    let planes: usize = batch.iter().product();
    let plane_numel: i64 = plane.iter().product();
    let v = x.contiguous().to_f64_vec();
    let round = acc_round(x.dtype());
    let mut fs = vec![];
    for b in 0..planes as i64 {
        for o in grid(&out) {
            let win: Vec<(i64, i64)> =
                (0..dim).map(|d| adaptive_window(o[d], plane[d], out[d])).collect();
            let extent: Vec<i64> = win.iter().map(|w| w.1 - w.0).collect();
            let mut sum = 0.0;
            for k in grid(&extent) {
                let p: Vec<i64> = (0..dim).map(|d| win[d].0 + k[d]).collect();
                sum = round(sum + v[(b * plane_numel + flat_index(&p, &plane)) as usize]);
            }
            fs.push(extent.iter().fold(sum, |s, &e| round(s / e as f64)));
        }
    }
    Ok(Value::Tensor(Tensor::from_f64(x.dtype(), sizes_of(&batch, &out), &fs)?))
}

/// `adaptive_max_pool{2,3}d(self, output_size)`: values and int64 flat indices into each
/// input plane.
pub(super) fn adaptive_max_pool(c: &Call, dim: usize) -> TResult<Value> {
    let x = c.tensor(0, "self")?;
    let (batch, plane, out) = adaptive_sizes(c, x, dim)?;
    let window = |o: &[i64]| -> Vec<(i64, i64, i64)> {
        (0..dim)
            .map(|d| {
                let (s, e) = adaptive_window(o[d], plane[d], out[d]);
                (s, 1, e - s)
            })
            .collect()
    };
    let (v, idx) = max_pool_core(x, dim, &out, &window, &|_, p, s| flat_index(p, s))?;
    Ok(pair(v, Tensor::from_i64(DType::I64, sizes_of(&batch, &out), &idx)?))
}

/// `max_pool2d_with_indices_backward(grad_output, self, kernel_size, stride, padding,
/// dilation, ceil_mode, indices)`: each gradient added at its index of the input plane, in
/// output order.
pub(super) fn max_pool2d_with_indices_backward(c: &Call) -> TResult<Value> {
    let grad = c.tensor(0, "grad_output")?;
    let x = c.tensor(1, "self")?;
    let indices = c.tensor(7, "indices")?;
    if !x.dtype().is_float() || grad.sizes() != indices.sizes() {
        return terr("max_pool2d backward of mismatched or non-float tensors");
    }
    let (batch, plane) = split(x, 2)?;
    let (gbatch, out) = split(grad, 2)?;
    if gbatch != batch {
        return terr("max_pool2d backward: the gradient's batch differs from the input's");
    }
    let planes: usize = batch.iter().product();
    let (plane_numel, out_numel) = (plane.iter().product::<i64>(), out.iter().product::<i64>());
    let g = grad.contiguous().to_f64_vec();
    let ix = indices.contiguous().to_i64_vec();
    let round = acc_round(x.dtype());
    let mut acc = vec![0.0; planes * plane_numel as usize];
    for b in 0..planes as i64 {
        for o in 0..out_numel {
            let at = (b * out_numel + o) as usize;
            let i = ix[at];
            if i < 0 || i >= plane_numel {
                return terr(format!("max_pool2d backward: index {i} out of the input plane"));
            }
            let slot = &mut acc[(b * plane_numel + i) as usize];
            *slot = round(*slot + g[at]);
        }
    }
    Ok(Value::Tensor(Tensor::from_f64(x.dtype(), x.sizes().to_vec(), &acc)?))
}
