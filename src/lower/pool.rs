//! Pooling lowerings of `lowering.py`: `avg_pool2d`/`avg_pool3d` (`_avg_poolnd`), whose
//! small windows become one pointwise summing every window element (`Reduction.create`
//! unrolls below `unroll_reductions_threshold`), each read through `constant_boundary_condition`
//! when the windows reach past the input; and the low-memory max pool, whose maximum and
//! in-window offset are two such pointwises (`_max_pool_with_offsets`), the offsets turned
//! into input indices by a pointwise reading them as an indirect index.
use super::body::{BodyBuilder, Val};
use super::index::{Expr, floor_div};
use super::ops::out_meta;
use super::pad::{and_all, index_cmp};
use super::value::{Loader, Pointwise, TensorBox};
use super::{LowerCause, Lowering, Value};
use crate::ir::{Arg, DType, Node};
use std::rc::Rc;

/// `Reduction.create` unrolls a reduction of fewer elements than this into a pointwise
/// (`_avg_poolnd` patches `unroll_reductions_threshold` to 25).
const UNROLL_BELOW: i64 = 25;

/// An int-list argument with one value per pooled dim (`pad_listlike`), `default` when absent
/// or empty.
fn per_dim(node: &Node, i: usize, dim: usize, default: &[i64]) -> Result<Vec<i64>, LowerCause> {
    let v = match node.args.get(i) {
        None | Some(Arg::None) => default.to_vec(),
        Some(Arg::Int(v)) => vec![*v],
        Some(a) => a.as_int_list().ok_or(LowerCause::BadArg { index: i, expected: "ints" })?,
    };
    let v = if v.is_empty() { default.to_vec() } else { v };
    match v.len() {
        1 => Ok(vec![v[0]; dim]),
        n if n == dim => Ok(v),
        _ => Err(LowerCause::BadArg { index: i, expected: "one value per pooled dim" }),
    }
}

fn bool_arg(node: &Node, i: usize, default: bool) -> bool {
    node.args.get(i).and_then(Arg::as_bool).unwrap_or(default)
}

/// `pooling_size`: the output size along one dim, and whether `ceil_mode` changed it (then
/// the windows may reach past the input).
fn pooling_size(x: i64, k: i64, s: i64, p: i64, dil: i64, ceil_mode: bool) -> (i64, bool) {
    let out = (x + 2 * p - dil * (k - 1) + (s - 1)).div_euclid(s);
    if !ceil_mode {
        return (out, false);
    }
    let mut alt = (x + 2 * p - dil * (k - 1) + 2 * (s - 1)).div_euclid(s);
    // Sliding windows must start within the input or left padding.
    if (alt - 1) * s - x - p >= 0 {
        alt -= 1;
    }
    if out == alt { (out, false) } else { (alt, true) }
}

/// `constant_boundary_condition(x, fill, dim)`: `x` where every pooled index lies inside the
/// input, `fill` (a Python number of `fill_type`'s kind) elsewhere.
fn boundary_loader(x: &TensorBox, fill: f64, fill_type: DType, dim: usize) -> Loader {
    let inner = x.make_loader();
    let size = x.size();
    Rc::new(move |b: &mut BodyBuilder, idx: &[Expr]| {
        let n = idx.len() - dim;
        let masks = (0..dim)
            .map(|d| {
                let ge = index_cmp(b, "ge", &idx[n + d], &Expr::int(0), DType::I64);
                let lt = index_cmp(b, "lt", &idx[n + d], &size[size.len() - dim + d], DType::I64);
                b.call("and_", &[ge, lt], DType::B8)
            })
            .collect();
        let mask = and_all(b, masks).ok_or(LowerCause::Unsupported("a pool of no dims"))?;
        let (inner, idx) = (inner.clone(), idx.to_vec());
        b.masked(mask, fill, fill_type, move |b| inner(b, &idx))
    })
}

/// Every position of a window of `kernel`, row-major (`itertools.product`).
fn window(kernel: &[i64]) -> Vec<Vec<i64>> {
    kernel.iter().fold(vec![vec![]], |acc, &k| {
        acc.into_iter().flat_map(|p| (0..k).map(move |i| [p.clone(), vec![i]].concat())).collect()
    })
}

/// `_avg_poolnd`'s arguments past `x`.
struct AvgPool {
    kernel: Vec<i64>,
    stride: Vec<i64>,
    padding: Vec<i64>,
    ceil_mode: bool,
    count_include_pad: bool,
    divisor: Option<i64>,
}

impl Lowering<'_> {
    /// `_avg_poolnd(x, kernel_size, stride, padding, ceil_mode, count_include_pad,
    /// divisor_override, dim)`: the window sum in the compute dtype (f32 for bf16/fp16)
    /// divided by the divisor, the window size, or each window's extent (`fn_count`), cast
    /// back to `x`'s dtype. Integers divide with `truncdiv`.
    pub(super) fn avg_pool(
        &mut self,
        node: &Node,
        env: &[Value],
        dim: usize,
        origin: &str,
    ) -> Result<Value, LowerCause> {
        let (dtype, out_size) = out_meta(node)?;
        let x = self.tensor_arg(env, node, 0)?;
        let kernel = per_dim(node, 1, dim, &[])?;
        let a = AvgPool {
            stride: per_dim(node, 2, dim, &kernel)?,
            kernel,
            padding: per_dim(node, 3, dim, &[0])?,
            ceil_mode: bool_arg(node, 4, false),
            count_include_pad: bool_arg(node, 5, true),
            divisor: node.args.get(6).and_then(Arg::as_int).filter(|d| *d != 0),
        };
        self.avg_poolnd(node, env, &x, a, (dtype, out_size), origin)
    }

    /// `_avg_poolnd` of `x` (pooled over as many dims as `a.kernel` has) into `out`'s
    /// dtype and size; `node` falls back when the window is too large to unroll.
    fn avg_poolnd(
        &mut self,
        node: &Node,
        env: &[Value],
        x: &TensorBox,
        a: AvgPool,
        out: (DType, Vec<Expr>),
        origin: &str,
    ) -> Result<Value, LowerCause> {
        let (dtype, out_size) = out;
        let dim = a.kernel.len();
        let AvgPool { kernel, stride, padding, ceil_mode, count_include_pad, divisor } = a;
        let size = x.size();
        if size.len() < dim + 1 || kernel.iter().chain(&stride).any(|v| *v <= 0) {
            return Err(LowerCause::BadArg { index: 1, expected: "a positive window per dim" });
        }
        let h: Vec<i64> = size[size.len() - dim..]
            .iter()
            .map(|s| s.as_const().ok_or(LowerCause::Unsupported("a pool of symbolic sizes")))
            .collect::<Result<_, _>>()?;
        let mut ceil_modes = vec![];
        for d in 0..dim {
            let (out, ceil) = pooling_size(h[d], kernel[d], stride[d], padding[d], 1, ceil_mode);
            if out_size[out_size.len() - dim + d].as_const() != Some(out) {
                return Err(LowerCause::Unsupported("a pooled size unlike the annotation"));
            }
            ceil_modes.push(ceil);
        }
        let window_size: i64 = kernel.iter().product();
        if window_size > 25 && kernel.iter().zip(&stride).any(|(k, s)| k != s) {
            return self.fallback(node, env, origin);
        }
        let numel = Expr::product(&out_size).as_const();
        if window_size >= UNROLL_BELOW || numel == Some(1) {
            return Err(LowerCause::Unsupported("an avg_pool window kept as a Reduction"));
        }
        self.realize_hint_of(x)?;
        let had_padding = padding.iter().any(|p| *p != 0) || ceil_modes.contains(&true);
        let x_loader =
            if had_padding { boundary_loader(x, 0.0, DType::F32, dim) } else { x.make_loader() };
        // `get_promoted_dtype(..., return_compute_dtype=True)`.
        let compute = if matches!(dtype, DType::BF16 | DType::F16) { DType::F32 } else { dtype };
        let integral = !compute.is_float();
        let windows = window(&kernel);
        let loader: Loader = Rc::new(move |b: &mut BodyBuilder, idx: &[Expr]| {
            let n = idx.len() - dim;
            let bh = &idx[n..];
            let mut sum: Option<Val> = None;
            for r in &windows {
                let mut at = idx[..n].to_vec();
                at.extend(
                    (0..dim).map(|d| bh[d].scale(stride[d]).add(&Expr::int(r[d] - padding[d]))),
                );
                let v = x_loader(b, &at)?;
                sum = Some(match sum {
                    None => v,
                    Some(s) => b.call("add", &[s, v], compute),
                });
            }
            let sum = sum.ok_or(LowerCause::Unsupported("an empty pool window"))?;
            let div = if integral { "truncdiv" } else { "truediv" };
            let divided = if !had_padding || divisor.is_some() {
                let d = divisor.unwrap_or(window_size) as f64;
                let d = b.constant(d, compute);
                b.call(div, &[sum, d], compute)
            } else {
                let mut factors = vec![];
                for d in 0..dim {
                    let start = bh[d].scale(stride[d]).add(&Expr::int(-padding[d]));
                    let end = if count_include_pad {
                        start.add(&Expr::int(kernel[d])).min_c(h[d] + padding[d])
                    } else {
                        // sympy folds `Min(Min(end, h + p), h)` into `Min(end, h)`.
                        start.add(&Expr::int(kernel[d])).min_c(h[d])
                    };
                    let start = if count_include_pad { start } else { start.max_c(0) };
                    let extent = b.simplify(&end.add(&start.scale(-1)));
                    factors.push(b.index_expr(&extent, DType::I32));
                }
                let factor = factors
                    .into_iter()
                    .reduce(|a, f| b.call("mul", &[a, f], DType::I32))
                    .ok_or(LowerCause::Unsupported("a pool of no dims"))?;
                // `div_prim`'s type promotion casts the count (of `x`'s dtype) to the sum's.
                let factor = if dtype != compute { b.to_dtype(factor, compute) } else { factor };
                b.call(div, &[sum, factor], compute)
            };
            Ok(b.to_dtype(divided, dtype))
        });
        let mut origins = x.origins();
        origins.push(origin.to_string());
        let pw = Pointwise { size: out_size, dtype, loader, origins };
        Ok(Value::Tensor(TensorBox::pointwise(pw)))
    }
}

/// `torch.iinfo(dtype).min`, exact as an f64 (a power of two or zero).
fn iinfo_min(dtype: DType) -> Option<f64> {
    match dtype {
        DType::I8 => Some(i8::MIN as f64),
        DType::I16 => Some(i16::MIN as f64),
        DType::I32 => Some(i32::MIN as f64),
        DType::I64 => Some(i64::MIN as f64),
        DType::U8 | DType::U16 | DType::U32 | DType::U64 => Some(0.0),
        _ => None,
    }
}

/// `argmax_combine_fn` (ties to the left; NaN wins, as `is_float_dtype` adds).
fn argmax_combine(b: &mut BodyBuilder, a: (Val, Val), o: (Val, Val), dtype: DType) -> (Val, Val) {
    let mut mask = b.call("gt", &[a.0, o.0], DType::B8);
    let mut equal = b.call("eq", &[a.0, o.0], DType::B8);
    if dtype.is_float() {
        let a_isnan = b.call("ne", &[a.0, a.0], DType::B8);
        let b_isnan = b.call("ne", &[o.0, o.0], DType::B8);
        let gt = b.call("gt", &[a_isnan, b_isnan], DType::B8);
        mask = b.call("logical_or", &[mask, gt], DType::B8);
        let both = b.call("logical_and", &[a_isnan, b_isnan], DType::B8);
        equal = b.call("logical_or", &[equal, both], DType::B8);
    }
    let tie = b.call("lt", &[a.1, o.1], DType::B8);
    let tie = b.call("logical_and", &[equal, tie], DType::B8);
    let mask = b.call("logical_or", &[mask, tie], DType::B8);
    let value = b.call("where", &[mask, a.0, o.0], dtype);
    let index = b.call("where", &[mask, a.1, o.1], DType::I64);
    (value, index)
}

/// `inductor_prims._flatten_index`: row-major position in a grid of `width`.
fn flatten_index(idx: &[Expr], width: &[i64]) -> Expr {
    let mut it = idx.iter();
    let first = it.next().cloned().unwrap_or_default();
    it.zip(&width[1..]).fold(first, |r, (i, w)| r.scale(*w).add(i))
}

/// `inductor_prims._flattened_index_to_nd`: `FloorDiv` by the inner widths, the rest as a
/// difference (so sympy's linear simplification applies).
fn flattened_index_to_nd(e: &Expr, width: &[i64]) -> Vec<Expr> {
    match width.len() {
        0 | 1 => vec![e.clone()],
        _ => {
            let m: i64 = width[1..].iter().product();
            let ih = floor_div(e, m);
            let rest = e.add(&ih.scale(-m));
            let mut v = vec![ih];
            v.extend(flattened_index_to_nd(&rest, &width[1..]));
            v
        }
    }
}

/// The geometry `max_pool_checks` fills in: kernel, stride (the kernel when empty), padding,
/// dilation, one value per pooled dim.
struct Geometry {
    kernel: Vec<i64>,
    stride: Vec<i64>,
    padding: Vec<i64>,
    dilation: Vec<i64>,
}

impl Geometry {
    fn read(node: &Node, at: usize, dim: usize) -> Result<Geometry, LowerCause> {
        let kernel = per_dim(node, at, dim, &[])?;
        let stride = per_dim(node, at + 1, dim, &kernel)?;
        let padding = per_dim(node, at + 2, dim, &[0])?;
        let dilation = per_dim(node, at + 3, dim, &[1])?;
        if kernel.iter().chain(&stride).chain(&dilation).any(|v| *v <= 0) {
            return Err(LowerCause::BadArg { index: at, expected: "a positive window per dim" });
        }
        Ok(Geometry { kernel, stride, padding, dilation })
    }

    /// The input position read for output index `bh` and window position `r`.
    fn input_index(&self, bh: &[Expr], r: &[Expr]) -> Vec<Expr> {
        (0..bh.len())
            .map(|d| {
                let base = bh[d].scale(self.stride[d]).add(&Expr::int(-self.padding[d]));
                base.add(&r[d].scale(self.dilation[d]))
            })
            .collect()
    }
}

impl Lowering<'_> {
    /// `prims._low_memory_max_pool_with_offsets(x, kernel_size, stride, padding, dilation,
    /// ceil_mode)`: the window maximum (`maximum` of every element, padding read as the
    /// dtype's lowest value) and its row-major window offset (`argmax_combine_fn` over the
    /// same loads), cast to int8.
    pub(super) fn low_memory_max_pool_with_offsets(
        &mut self,
        node: &Node,
        env: &[Value],
        origin: &str,
    ) -> Result<Value, LowerCause> {
        let x = self.tensor_arg(env, node, 0)?;
        let dim = node.args.get(1).and_then(Arg::as_int_list).map_or(0, |k| k.len());
        let g = Geometry::read(node, 1, dim)?;
        let ceil_mode = bool_arg(node, 5, false);
        let size = x.size();
        if dim == 0 || size.len() < dim + 1 {
            return Err(LowerCause::BadArg { index: 1, expected: "a kernel per pooled dim" });
        }
        let h: Vec<i64> = size[size.len() - dim..]
            .iter()
            .map(|s| s.as_const().ok_or(LowerCause::Unsupported("a pool of symbolic sizes")))
            .collect::<Result<_, _>>()?;
        let mut new_size = size[..size.len() - dim].to_vec();
        let mut ceil_modes = vec![];
        for (d, &hd) in h.iter().enumerate() {
            let (k, s, p, dl) = (g.kernel[d], g.stride[d], g.padding[d], g.dilation[d]);
            let (out, ceil) = pooling_size(hd, k, s, p, dl, ceil_mode);
            new_size.push(Expr::int(out));
            ceil_modes.push(ceil);
        }
        let window_size: i64 = g.kernel.iter().product();
        if window_size >= UNROLL_BELOW || Expr::product(&new_size).as_const() == Some(1) {
            return Err(LowerCause::Unsupported("a max_pool window kept as a Reduction"));
        }
        self.realize_hint_of(&x)?;
        let dtype = x.dtype();
        let (min_value, min_type) = match dtype {
            DType::B8 => (0.0, DType::B8),
            d if d.is_float() => (f64::NEG_INFINITY, DType::F32),
            d => (iinfo_min(d).ok_or(LowerCause::Unsupported("a max_pool of this dtype"))?, d),
        };
        let padded = g.padding.iter().any(|p| *p != 0)
            || ceil_modes.contains(&true)
            || g.dilation.iter().any(|d| *d > 1);
        let x_loader =
            if padded { boundary_loader(&x, min_value, min_type, dim) } else { x.make_loader() };
        let windows = window(&g.kernel);
        let g = Rc::new(g);
        let fn_inner = {
            let g = g.clone();
            move |b: &mut BodyBuilder, idx: &[Expr], r: &[i64]| {
                let n = idx.len() - dim;
                let r: Vec<Expr> = r.iter().map(|v| Expr::int(*v)).collect();
                let mut at = idx[..n].to_vec();
                at.extend(g.input_index(&idx[n..], &r));
                x_loader(b, &at)
            }
        };
        let fn_inner = Rc::new(fn_inner);
        let (wv, fv) = (windows.clone(), fn_inner.clone());
        let values: Loader = Rc::new(move |b: &mut BodyBuilder, idx: &[Expr]| {
            let mut acc: Option<Val> = None;
            for r in &wv {
                let v = fv(b, idx, r)?;
                acc = Some(match acc {
                    None => v,
                    Some(a) => b.call("maximum", &[a, v], dtype),
                });
            }
            acc.ok_or(LowerCause::Unsupported("an empty pool window"))
        });
        let kernel = g.kernel.clone();
        let offsets: Loader = Rc::new(move |b: &mut BodyBuilder, idx: &[Expr]| {
            let mut acc: Option<(Val, Val)> = None;
            for r in &windows {
                let v = fn_inner(b, idx, r)?;
                let r: Vec<Expr> = r.iter().map(|v| Expr::int(*v)).collect();
                let i = b.index_expr(&flatten_index(&r, &kernel), DType::I64);
                acc = Some(match acc {
                    None => (v, i),
                    Some(a) => argmax_combine(b, a, (v, i), dtype),
                });
            }
            let (_, i) = acc.ok_or(LowerCause::Unsupported("an empty pool window"))?;
            Ok(b.to_dtype(i, DType::I8))
        });
        let mut origins = x.origins();
        origins.push(origin.to_string());
        let pw = |loader, dtype| {
            let size = new_size.clone();
            Some(TensorBox::pointwise(Pointwise { size, dtype, loader, origins: origins.clone() }))
        };
        Ok(Value::Multi(vec![pw(values, dtype), pw(offsets, DType::I8)]))
    }

    /// `prims._low_memory_max_pool_offsets_to_indices(offsets, kernel_size, input_size,
    /// stride, padding, dilation)`: each offset read as an indirect index below the window
    /// size, unflattened over the kernel and placed in the input plane.
    pub(super) fn low_memory_max_pool_offsets_to_indices(
        &mut self,
        node: &Node,
        env: &[Value],
        origin: &str,
    ) -> Result<Value, LowerCause> {
        let offsets = self.tensor_arg(env, node, 0)?;
        let kernel = node
            .args
            .get(1)
            .and_then(Arg::as_int_list)
            .ok_or(LowerCause::BadArg { index: 1, expected: "a kernel size" })?;
        let dim = kernel.len();
        let input = per_dim(node, 2, dim, &[])?;
        let stride = per_dim(node, 3, dim, &kernel)?;
        let padding = per_dim(node, 4, dim, &[0])?;
        let dilation = per_dim(node, 5, dim, &[1])?;
        let g = Geometry { kernel, stride, padding, dilation };
        let size = offsets.size();
        if dim == 0 || size.len() < dim {
            return Err(LowerCause::BadArg { index: 1, expected: "a kernel per pooled dim" });
        }
        let window_size = Expr::int(g.kernel.iter().product());
        let load = offsets.make_loader();
        let loader: Loader = Rc::new(move |b: &mut BodyBuilder, idx: &[Expr]| {
            let offset = load(b, idx)?;
            let offset = b.indirect_indexing(offset, &window_size, true, true);
            let r = flattened_index_to_nd(&offset, &g.kernel);
            let idhw = g.input_index(&idx[idx.len() - dim..], &r);
            Ok(b.index_expr(&flatten_index(&idhw, &input), DType::I64))
        });
        let mut origins = offsets.origins();
        origins.push(origin.to_string());
        let pw = Pointwise { size, dtype: DType::I64, loader, origins };
        Ok(Value::Tensor(TensorBox::pointwise(pw)))
    }
}

impl Lowering<'_> {
    /// `_adaptive_avg_pool2d(x, output_size)`: a copy when the sizes match, `avg_pool2d` when
    /// they divide, else one pointwise summing every window of at most `kernel_maxes`
    /// elements (masked to the window's extent, `_adaptive_pooling_fn`) divided by the same
    /// sum over ones; windows of more than 25 fall back.
    pub(super) fn adaptive_avg_pool2d(
        &mut self,
        node: &Node,
        env: &[Value],
        origin: &str,
    ) -> Result<Value, LowerCause> {
        let (dtype, out_size) = out_meta(node)?;
        let x = self.tensor_arg(env, node, 0)?;
        let out = per_dim(node, 1, 2, &[])?;
        let size = x.size();
        if size.len() < 3 || out.iter().any(|o| *o <= 0) {
            return Err(LowerCause::Unsupported("an adaptive pool to an empty size"));
        }
        if dtype == DType::I64 {
            return Err(LowerCause::Unsupported(
                "'adaptive_avg_pool2d' not implemented for 'Long'",
            ));
        }
        self.realize_hint_of(&x)?;
        let n = size.len() - 2;
        let h: Vec<i64> = size[n..]
            .iter()
            .map(|s| s.as_const().ok_or(LowerCause::Unsupported("a pool of symbolic sizes")))
            .collect::<Result<_, _>>()?;
        let mut origins = x.origins();
        origins.push(origin.to_string());
        if h == out {
            let inner = x.make_loader();
            let loader: Loader = Rc::new(move |b: &mut BodyBuilder, idx: &[Expr]| inner(b, idx));
            return Ok(Value::Tensor(TensorBox::pointwise(Pointwise {
                size: out_size,
                dtype,
                loader,
                origins,
            })));
        }
        if h[0] % out[0] == 0 && h[1] % out[1] == 0 {
            let kernel = vec![h[0] / out[0], h[1] / out[1]];
            let a = AvgPool {
                stride: kernel.clone(),
                kernel,
                padding: vec![0, 0],
                ceil_mode: false,
                count_include_pad: true,
                divisor: None,
            };
            return self.avg_poolnd(node, env, &x, a, (dtype, out_size), origin);
        }
        // `ceildiv(h_in + h_out - 1, h_out)`.
        let kernel_max: Vec<i64> = (0..2).map(|d| (h[d] + 2 * out[d] - 2) / out[d]).collect();
        if kernel_max[0] * kernel_max[1] > 25 {
            return self.fallback(node, env, origin);
        }
        let windows = window(&kernel_max);
        let x_loader = x.make_loader();
        let loader: Loader = Rc::new(move |b: &mut BodyBuilder, idx: &[Expr]| {
            let (prefix, bhw) = idx.split_at(idx.len() - 2);
            let start: Vec<Expr> = (0..2).map(|d| floor_div(&bhw[d].scale(h[d]), out[d])).collect();
            let end: Vec<Expr> = (0..2)
                .map(|d| floor_div(&bhw[d].scale(h[d]).add(&Expr::int(h[d] + out[d] - 1)), out[d]))
                .collect();
            // `pad_adaptive_loader`: a window element, 0.0 past the window's end.
            let fn_sum = |b: &mut BodyBuilder, ones: bool| -> Result<Val, LowerCause> {
                let mut result: Option<Val> = None;
                for r in &windows {
                    let at: Vec<Expr> = (0..2).map(|d| start[d].add(&Expr::int(r[d]))).collect();
                    let masks: Vec<Val> =
                        (0..2).map(|d| index_cmp(b, "lt", &at[d], &end[d], DType::I64)).collect();
                    let mask = b.call("and_", &masks, DType::B8);
                    let mut full = prefix.to_vec();
                    full.extend(at);
                    let xl = x_loader.clone();
                    let val = b.masked(mask, 0.0, DType::F32, move |b| {
                        if ones { Ok(b.constant(1.0, dtype)) } else { xl(b, &full) }
                    })?;
                    result = Some(match result {
                        None => val,
                        Some(acc) => b.call("add", &[val, acc], dtype),
                    });
                }
                result.ok_or(LowerCause::Unsupported("an empty pool window"))
            };
            let sum = fn_sum(b, false)?;
            let count = fn_sum(b, true)?;
            Ok(b.call("truediv", &[sum, count], dtype))
        });
        Ok(Value::Tensor(TensorBox::pointwise(Pointwise {
            size: out_size,
            dtype,
            loader,
            origins,
        })))
    }
}

/// `_adaptive_pooling_fn`'s window of output position `bhw` along both pooled dims:
/// `FloorDiv(i * in, out)` up to `FloorDiv((i + 1) * in + out - 1, out)`.
fn adaptive_bounds(bhw: &[Expr], h: &[i64], out: &[i64]) -> (Vec<Expr>, Vec<Expr>) {
    let start = (0..2).map(|d| floor_div(&bhw[d].scale(h[d]), out[d])).collect();
    let end = (0..2)
        .map(|d| floor_div(&bhw[d].scale(h[d]).add(&Expr::int(h[d] + out[d] - 1)), out[d]))
        .collect();
    (start, end)
}

/// `pad_adaptive_loader(x, pad_val)` at window position `r`: the element, `pad_val` past the
/// window's end.
fn adaptive_load(
    b: &mut BodyBuilder,
    x: &Loader,
    prefix: &[Expr],
    at: &[Expr],
    end: &[Expr],
    pad_val: f64,
) -> Result<Val, LowerCause> {
    let masks: Vec<Val> = (0..2).map(|d| index_cmp(b, "lt", &at[d], &end[d], DType::I64)).collect();
    let mask = b.call("and_", &masks, DType::B8);
    let mut full = prefix.to_vec();
    full.extend(at.iter().cloned());
    let x = x.clone();
    b.masked(mask, pad_val, DType::F32, move |b| x(b, &full))
}

impl Lowering<'_> {
    /// `adaptive_max_pool2d(x, output_size)`: two pointwises over the adaptive windows, the
    /// running `maximum` and the input index of the last strictly larger element
    /// (`_adaptive_pooling_fn_with_idx`), padding read as -inf; windows over 25 fall back.
    pub(super) fn adaptive_max_pool2d(
        &mut self,
        node: &Node,
        env: &[Value],
        origin: &str,
    ) -> Result<Value, LowerCause> {
        let x = self.tensor_arg(env, node, 0)?;
        let out = per_dim(node, 1, 2, &[])?;
        let size = x.size();
        let dtype = x.dtype();
        if size.len() < 3 || out.iter().any(|o| *o <= 0) || dtype == DType::I64 {
            return Err(LowerCause::Unsupported("an adaptive max pool of this size or dtype"));
        }
        self.realize_hint_of(&x)?;
        let n = size.len() - 2;
        let h: Vec<i64> = size[n..]
            .iter()
            .map(|s| s.as_const().ok_or(LowerCause::Unsupported("a pool of symbolic sizes")))
            .collect::<Result<_, _>>()?;
        if h[0] % out[0] == 0 && h[1] % out[1] == 0 {
            // The lowering raises there: the decomposition handles divisible sizes.
            return Err(LowerCause::Unsupported("adaptive_max_pool2d of dividing sizes"));
        }
        let kernel_max: Vec<i64> = (0..2).map(|d| (h[d] + 2 * out[d] - 2) / out[d]).collect();
        if kernel_max[0] * kernel_max[1] > 25 {
            return self.fallback(node, env, origin);
        }
        let mut new_size = size[..n].to_vec();
        new_size.extend(out.iter().map(|o| Expr::int(*o)));
        let windows = Rc::new(window(&kernel_max));
        let (hv, ov, wv, xv) = (h.clone(), out.clone(), windows.clone(), x.make_loader());
        let values: Loader = Rc::new(move |b: &mut BodyBuilder, idx: &[Expr]| {
            let (prefix, bhw) = idx.split_at(idx.len() - 2);
            let (start, end) = adaptive_bounds(bhw, &hv, &ov);
            let mut result: Option<Val> = None;
            for r in wv.iter() {
                let at: Vec<Expr> = (0..2).map(|d| start[d].add(&Expr::int(r[d]))).collect();
                let val = adaptive_load(b, &xv, prefix, &at, &end, f64::NEG_INFINITY)?;
                result = Some(match result {
                    None => val,
                    Some(acc) => b.call("maximum", &[val, acc], dtype),
                });
            }
            result.ok_or(LowerCause::Unsupported("an empty pool window"))
        });
        let xl = x.make_loader();
        let indices: Loader = Rc::new(move |b: &mut BodyBuilder, idx: &[Expr]| {
            let (prefix, bhw) = idx.split_at(idx.len() - 2);
            let (start, end) = adaptive_bounds(bhw, &h, &out);
            let mut best: Option<(Val, Val)> = None;
            for r in windows.iter() {
                let at: Vec<Expr> = (0..2).map(|d| start[d].add(&Expr::int(r[d]))).collect();
                let val = adaptive_load(b, &xl, prefix, &at, &end, f64::NEG_INFINITY)?;
                let index = b.index_expr(&at[0].scale(h[1]).add(&at[1]), DType::I64);
                best = Some(match best {
                    None => (val, index),
                    Some((maxval, maxindex)) => {
                        let gt = b.call("gt", &[val, maxval], DType::B8);
                        let maxindex = b.call("where", &[gt, index, maxindex], DType::I64);
                        (b.call("maximum", &[val, maxval], dtype), maxindex)
                    }
                });
            }
            best.map(|(_, i)| i).ok_or(LowerCause::Unsupported("an empty pool window"))
        });
        let mut origins = x.origins();
        origins.push(origin.to_string());
        let pw = |loader, dtype| {
            let size = new_size.clone();
            Some(TensorBox::pointwise(Pointwise { size, dtype, loader, origins: origins.clone() }))
        };
        Ok(Value::Multi(vec![pw(values, dtype), pw(indices, DType::I64)]))
    }
}
