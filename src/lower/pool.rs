//! Pooling lowerings of `lowering.py`: `avg_pool2d`/`avg_pool3d` (`_avg_poolnd`), whose
//! small windows become one pointwise summing every window element (`Reduction.create`
//! unrolls below `unroll_reductions_threshold`), each read through `constant_boundary_condition`
//! when the windows reach past the input.
use super::body::{BodyBuilder, Val};
use super::index::Expr;
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
/// input, `fill` (a Python float) elsewhere.
fn boundary_loader(x: &TensorBox, fill: f64, dim: usize) -> Loader {
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
        b.masked(mask, fill, DType::F32, move |b| inner(b, &idx))
    })
}

/// Every position of a window of `kernel`, row-major (`itertools.product`).
fn window(kernel: &[i64]) -> Vec<Vec<i64>> {
    kernel.iter().fold(vec![vec![]], |acc, &k| {
        acc.into_iter().flat_map(|p| (0..k).map(move |i| [p.clone(), vec![i]].concat())).collect()
    })
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
        let stride = per_dim(node, 2, dim, &kernel)?;
        let padding = per_dim(node, 3, dim, &[0])?;
        let ceil_mode = bool_arg(node, 4, false);
        let count_include_pad = bool_arg(node, 5, true);
        let divisor = node.args.get(6).and_then(Arg::as_int).filter(|d| *d != 0);
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
        self.realize_hint_of(&x)?;
        let had_padding = padding.iter().any(|p| *p != 0) || ceil_modes.contains(&true);
        let x_loader = if had_padding { boundary_loader(&x, 0.0, dim) } else { x.make_loader() };
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
