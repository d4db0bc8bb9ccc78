//! Lowerings real model graphs need beyond the quantized-linear core (`lowering.py`):
//! comparisons and logical ops (`override_return_dtype=torch.bool`), `clamp_min`/`clamp_max`,
//! the tensor constructors `iota` and `full`, the `slice`/`select` views, and `embedding`
//! as an indirect load.
use super::body::BodyBuilder;
use super::buffer::{Buffer, BufferKind, FixedLayout, OperationKind};
use super::index::Expr;
use super::ops::{BodyFn, Operand, UNROLL_REDUCTIONS_THRESHOLD, out_meta};
use super::realize::{Computation, ReductionSpec, ScanSpec};
use super::value::{Loader, Pointwise, TensorBox};
use super::{LowerCause, Lowering, Value};
use crate::ir::{Arg, DType, Node};
use crate::op::promote::{Operand as PromoteOperand, ScalarKind as Scalar, result_type};
use std::rc::Rc;

/// `_inner_reduction_no_split_threshold` before Blackwell: no inner reduction (or scan) of
/// at most this many elements is split.
const GPU_NO_SPLIT_THRESHOLD: i64 = 8192;

impl Lowering<'_> {
    /// `register_pointwise(aten.eq, override_return_dtype=torch.bool)` and its kin: operands
    /// promoted to their `result_type`, the comparison made there, a bool result.
    pub(super) fn compare(
        &mut self,
        node: &Node,
        env: &[Value],
        op: &'static str,
        origin: &str,
    ) -> Result<Value, LowerCause> {
        let (dtype, size) = out_meta(node)?;
        let unary = matches!(op, "isnan" | "isinf");
        let operands = self.operands(env, node, if unary { 1 } else { 2 })?;
        // `isnan`/`isinf` of an integer tensor: `full_like(x, False)`, nothing loaded.
        if unary && matches!(&operands[0], Operand::Tensor(t) if !t.dtype().is_float()) {
            let loader: Loader =
                Rc::new(move |b: &mut BodyBuilder, _: &[Expr]| Ok(b.constant(0.0, DType::B8)));
            let origins = vec![origin.to_string()];
            return Ok(Value::Tensor(TensorBox::pointwise(Pointwise {
                size,
                dtype,
                loader,
                origins,
            })));
        }
        // A number's kind is how the graph wrote it: `lt.Scalar(x, 1.0)` of an integer `x`
        // compares in f32 (log_ndtr's decomposition), `lt.Scalar(x, 1)` in x's dtype.
        let promote: Vec<PromoteOperand> = operands
            .iter()
            .zip(&node.args)
            .map(|(o, a)| match (o, a) {
                (Operand::Tensor(t), _) => {
                    PromoteOperand::Tensor { dtype: t.dtype(), ndim: t.size().len() }
                }
                (Operand::Scalar(_), Arg::Float(_)) => PromoteOperand::Scalar(Scalar::Float),
                (Operand::Scalar(_), Arg::Bool(_)) => PromoteOperand::Scalar(Scalar::Bool),
                (Operand::Scalar(v), _) if v.fract() == 0.0 && v.is_finite() => {
                    PromoteOperand::Scalar(Scalar::Int)
                }
                (Operand::Scalar(_), _) => PromoteOperand::Scalar(Scalar::Float),
            })
            .collect();
        let compute =
            result_type(&promote).map_err(|_| LowerCause::Unsupported("no common dtype"))?;
        let f: BodyFn = Rc::new(move |b, v| b.call(op, v, DType::B8));
        Ok(Value::Tensor(self.pointwise(operands, size, compute, dtype, origin, f)?))
    }

    /// `logical_and` & co (`convert_input_to_bool=True`), and `bitwise_not` of bools
    /// (`override_fn_when_input_bool="logical_not"`).
    pub(super) fn logical(
        &mut self,
        node: &Node,
        env: &[Value],
        op: &'static str,
        origin: &str,
    ) -> Result<Value, LowerCause> {
        let (dtype, size) = out_meta(node)?;
        let n = if op == "logical_not" { 1 } else { 2 };
        let operands = self.operands(env, node, n)?;
        let f: BodyFn = Rc::new(move |b, v| b.call(op, v, DType::B8));
        Ok(Value::Tensor(self.pointwise(operands, size, DType::B8, dtype, origin, f)?))
    }

    pub(super) fn bitwise_not(
        &mut self,
        node: &Node,
        env: &[Value],
        origin: &str,
    ) -> Result<Value, LowerCause> {
        if out_meta(node)?.0 == DType::B8 {
            return self.logical(node, env, "logical_not", origin);
        }
        self.unary_or_binary(node, env, "bitwise_not", origin)
    }

    /// `clamp_min` (= `maximum`), `clamp_max` (= `minimum`) and `clamp` (both, min first).
    pub(super) fn clamp(
        &mut self,
        node: &Node,
        env: &[Value],
        lo: bool,
        hi: bool,
        origin: &str,
    ) -> Result<Value, LowerCause> {
        let (dtype, size) = out_meta(node)?;
        // `clamp_min.Tensor`/`clamp_max.Tensor`: Inductor registers `maximum`/`minimum`.
        let tensor_bound = |i: usize| node.args.get(i).is_some_and(|a| a.as_node().is_some());
        if lo != hi && tensor_bound(1) {
            let op = if lo { "maximum" } else { "minimum" };
            return self.unary_or_binary(node, env, op, origin);
        }
        let x = self.operands(env, node, 1)?;
        let bound =
            |i: usize, k: &str| node.kwarg(k).or_else(|| node.args.get(i)).and_then(Arg::as_f64);
        let (min, max) = match (lo, hi) {
            (true, true) => (bound(1, "min"), bound(2, "max")),
            (true, false) => (bound(1, "min"), None),
            _ => (None, bound(1, "max")),
        };
        if min.is_none() && max.is_none() {
            return Err(LowerCause::Unsupported("clamp without a number bound"));
        }
        let f: BodyFn = Rc::new(move |b, v| {
            let mut x = v[0];
            if let Some(m) = min {
                let c = b.constant(m, dtype);
                x = b.call("maximum", &[x, c], dtype);
            }
            if let Some(m) = max {
                let c = b.constant(m, dtype);
                x = b.call("minimum", &[x, c], dtype);
            }
            x
        });
        Ok(Value::Tensor(self.pointwise(x, size, dtype, dtype, origin, f)?))
    }

    /// `prims.iota(length, start=, step=, dtype=)`: `ops.index_expr(step * i0 + start)`.
    pub(super) fn iota(
        &mut self,
        node: &Node,
        env: &[Value],
        origin: &str,
    ) -> Result<Value, LowerCause> {
        let (dtype, size) = out_meta(node)?;
        // A number or a SymInt (`iota(n, start=neg)` of a dynamic pad: `-s30`).
        let int = |k: &str, d: i64| match node.kwarg(k) {
            None | Some(Arg::None) => Ok(Expr::int(d)),
            Some(a) => {
                self.int_expr(env, a).ok_or(LowerCause::BadArg { index: 1, expected: "an int" })
            }
        };
        let (start, step) = (int("start", 0)?, int("step", 1)?);
        let loader: Loader = Rc::new(move |b: &mut BodyBuilder, idx: &[Expr]| {
            let i = idx.first().cloned().unwrap_or_default();
            let e = i.mul_poly(&step).add(&start);
            Ok(b.index_expr(&e, dtype))
        });
        let origins = vec![origin.to_string()];
        Ok(Value::Tensor(TensorBox::pointwise(Pointwise { size, dtype, loader, origins })))
    }

    /// `full(size, value)`, `scalar_tensor(value)`, `zeros`/`ones`: `ops.constant` everywhere.
    /// A SymInt value (`scalar_tensor(arg10_1)`) is `ops.index_expr(s15, dtype)`, as `_full`
    /// makes it.
    pub(super) fn full(
        &mut self,
        node: &Node,
        env: &[Value],
        value: Option<f64>,
        origin: &str,
    ) -> Result<Value, LowerCause> {
        let (dtype, size) = out_meta(node)?;
        let value = match value {
            Some(v) => Ok(v),
            None => {
                let i = if node.target.contains("scalar_tensor") { 0 } else { 1 };
                let a = node
                    .kwarg("fill_value")
                    .or_else(|| node.args.get(i))
                    .ok_or(LowerCause::BadArg { index: i, expected: "a number" })?;
                match (a.as_f64(), self.arg_value(env, a)?) {
                    (Some(v), _) => Ok(v),
                    (None, Value::Sym(e)) => match e.as_const() {
                        Some(v) => Ok(v as f64),
                        None => Err(e),
                    },
                    _ => return Err(LowerCause::BadArg { index: i, expected: "a number" }),
                }
            }
        };
        let loader: Loader = Rc::new(move |b: &mut BodyBuilder, _: &[Expr]| {
            Ok(match &value {
                Ok(v) => b.constant(*v, dtype),
                Err(e) => b.index_expr(e, dtype),
            })
        });
        let origins = vec![origin.to_string()];
        Ok(Value::Tensor(TensorBox::pointwise(Pointwise { size, dtype, loader, origins })))
    }

    /// `slice.Tensor(x, dim, start, end, step)`: `SliceView`, `index[dim] * step + start`.
    pub(super) fn slice(&mut self, node: &Node, env: &[Value]) -> Result<Value, LowerCause> {
        let t = self.tensor_arg(env, node, 0)?;
        self.freeze_viewed(&t, super::Freeze::Decide)?;
        let (_, size) = out_meta(node)?;
        let old = t.size();
        let int =
            |i: usize, k: &str| node.kwarg(k).or_else(|| node.args.get(i)).and_then(Arg::as_int);
        let n = old.len() as i64;
        let dim = int(1, "dim").unwrap_or(0);
        let dim = if dim < 0 { dim + n } else { dim } as usize;
        let extent = old.get(dim).ok_or(LowerCause::BadArg { index: 1, expected: "a dim" })?;
        let start = match node.kwarg("start").or_else(|| node.args.get(2)) {
            Some(a @ Arg::Node(_)) => self
                .int_expr(env, a)
                .ok_or(LowerCause::BadArg { index: 2, expected: "an int or a SymInt" })?,
            _ => Expr::int(int(2, "start").unwrap_or(0)),
        };
        let start = match (start.as_const(), extent.as_const()) {
            (Some(start), Some(extent)) if start < 0 => Expr::int((start + extent).max(0)),
            (Some(start), Some(extent)) => Expr::int(start.min(extent)),
            // Past a symbolic extent only if the symbol is below `start`, which the guards
            // Inductor adds here rule out.
            (Some(start), None) if start < 0 => extent.add(&Expr::int(start)),
            (Some(start), None) => Expr::int(start),
            // A SymInt start: `handle_negative_index` and `evaluate_min` decide by the hints
            // (and guard the decision), so the hints pick the branch here too.
            (None, _) => self.clamp_by_hints(start, extent),
        };
        let step = int(4, "step").unwrap_or(1);
        if step < 1 {
            return Err(LowerCause::BadArg { index: 4, expected: "a positive step" });
        }
        let reindex = Rc::new(move |idx: &[Expr]| {
            let mut out = idx.to_vec();
            if let Some(e) = out.get_mut(dim) {
                let scaled = e.mul(&Expr::int(step)).unwrap_or_else(|| e.clone());
                *e = scaled.add(&start);
            }
            out
        });
        Ok(Value::Tensor(t.view(size, reindex)))
    }

    /// A slice bound that is a SymInt, in `[0, extent]` the way `SliceView.normalize_start_end`
    /// puts it there: negative counts from the end, then clamped, each decided at the hints.
    pub(super) fn clamp_by_hints(&self, e: Expr, extent: &Expr) -> Expr {
        let e = if self.sv.size_hint(&e) < 0 { extent.add(&e) } else { e };
        let (h, he) = (self.sv.size_hint(&e), self.sv.size_hint(extent));
        if h < 0 {
            Expr::int(0)
        } else if h > he {
            extent.clone()
        } else {
            e
        }
    }

    /// `select.int(x, dim, index)`: the dim is dropped, its index fixed.
    pub(super) fn select(&mut self, node: &Node, env: &[Value]) -> Result<Value, LowerCause> {
        let t = self.tensor_arg(env, node, 0)?;
        self.freeze_viewed(&t, super::Freeze::Decide)?;
        let (_, size) = out_meta(node)?;
        let old = t.size();
        let n = old.len() as i64;
        let int = |i: usize| node.args.get(i).and_then(Arg::as_int);
        let dim = int(1).ok_or(LowerCause::BadArg { index: 1, expected: "a dim" })?;
        let dim = if dim < 0 { dim + n } else { dim } as usize;
        let extent = old.get(dim).ok_or(LowerCause::BadArg { index: 1, expected: "a dim" })?;
        let i = match node.args.get(2) {
            Some(a @ Arg::Node(_)) => {
                let e = self.int_expr(env, a);
                let e = e.ok_or(LowerCause::BadArg { index: 2, expected: "an index" })?;
                if self.sv.size_hint(&e) < 0 { extent.add(&e) } else { e }
            }
            _ => {
                let i = int(2).ok_or(LowerCause::BadArg { index: 2, expected: "an index" })?;
                if i < 0 { extent.add(&Expr::int(i)) } else { Expr::int(i) }
            }
        };
        let reindex = Rc::new(move |idx: &[Expr]| {
            let mut out = idx.to_vec();
            out.insert(dim.min(out.len()), i.clone());
            out
        });
        Ok(Value::Tensor(t.view(size, reindex)))
    }

    /// `glu(x, dim)`: `mul(a, sigmoid(b))` of the two halves along `dim`, each a slice view
    /// of `x` (lowering.py's `glu`).
    pub(super) fn glu(
        &mut self,
        node: &Node,
        env: &[Value],
        origin: &str,
    ) -> Result<Value, LowerCause> {
        let t = self.tensor_arg(env, node, 0)?;
        self.freeze_viewed(&t, super::Freeze::Decide)?;
        let (dtype, size) = out_meta(node)?;
        let n = t.size().len() as i64;
        let dim =
            node.kwarg("dim").or_else(|| node.args.get(1)).and_then(Arg::as_int).unwrap_or(-1);
        let dim = if dim < 0 { dim + n } else { dim } as usize;
        let half =
            size.get(dim).cloned().ok_or(LowerCause::BadArg { index: 1, expected: "a dim" })?;
        let half_of = |start: Expr| {
            let reindex = Rc::new(move |idx: &[Expr]| {
                let mut out = idx.to_vec();
                if let Some(e) = out.get_mut(dim) {
                    *e = e.add(&start);
                }
                out
            });
            t.view(size.clone(), reindex)
        };
        let (a, b) = (half_of(Expr::int(0)), half_of(half));
        let f: BodyFn = Rc::new(move |o, v| o.call("sigmoid", v, dtype));
        let sig =
            self.pointwise(vec![Operand::Tensor(b)], size.clone(), dtype, dtype, origin, f)?;
        let f: BodyFn = Rc::new(move |o, v| o.call("mul", v, dtype));
        let operands = vec![Operand::Tensor(a), Operand::Tensor(sig)];
        Ok(Value::Tensor(self.pointwise(operands, size, dtype, dtype, origin, f)?))
    }

    /// `embedding(weight, indices)`: row `indices[i]` of the weight, read through an indirect
    /// index (`ops.indirect_indexing`), as Inductor lowers it.
    pub(super) fn embedding(
        &mut self,
        node: &Node,
        env: &[Value],
        origin: &str,
    ) -> Result<Value, LowerCause> {
        let (dtype, size) = out_meta(node)?;
        let weight = self.tensor_arg(env, node, 0)?;
        let indices = self.tensor_arg(env, node, 1)?;
        let k = indices.size().len();
        let rows = weight.size().first().cloned().unwrap_or(Expr::int(1));
        let (w, ix) = (weight.make_loader(), indices.make_loader());
        let mut origins = weight.origins();
        origins.extend(indices.origins());
        origins.push(origin.to_string());
        let loader: Loader = Rc::new(move |b: &mut BodyBuilder, idx: &[Expr]| {
            let head = idx.get(..k).ok_or(LowerCause::IndexRank { rank: k, have: idx.len() })?;
            let v = ix(b, head)?;
            let row = b.indirect_indexing(v, &rows, true, true);
            let mut widx = vec![row];
            widx.extend(idx.iter().skip(k).cloned());
            w(b, &widx)
        });
        Ok(Value::Tensor(TensorBox::pointwise(Pointwise { size, dtype, loader, origins })))
    }
}

impl Lowering<'_> {
    /// `var_mean`: on CPU, reductions of at most `cpp.use_two_step_variance_threshold` (1024)
    /// elements take Inductor's two-step `var_mean_sum_` (the mean realized, then the sum of
    /// `ops.square(x - mean)` divided by `max(n - correction, 0)`); larger ones, symbolic ones
    /// and those into one element take Welford's reduction.
    pub(super) fn var_mean(
        &mut self,
        node: &Node,
        env: &[Value],
        origin: &str,
    ) -> Result<Value, LowerCause> {
        self.var_mean_helper(node, env, origin, true)
    }

    /// `var(x, dim, correction, keepdim)`: `var_mean_helper_` without the mean, which then
    /// stays lazy (inlined into the sum of squares).
    pub(super) fn var(
        &mut self,
        node: &Node,
        env: &[Value],
        origin: &str,
    ) -> Result<Value, LowerCause> {
        self.var_mean_helper(node, env, origin, false)
    }

    /// `var_mean_helper_`: by `var_mean_sum_` where `use_two_step_variance` says so (at most
    /// `cpp.use_two_step_variance_threshold` elements reduced, a known count, more than one
    /// output), else by `var_mean_welford_`.
    fn var_mean_helper(
        &mut self,
        node: &Node,
        env: &[Value],
        origin: &str,
        return_mean: bool,
    ) -> Result<Value, LowerCause> {
        let x0 = self.tensor_arg(env, node, 0)?;
        let size = x0.size();
        let out_dtype = x0.dtype();
        let compute =
            if matches!(out_dtype, DType::F16 | DType::BF16) { DType::F32 } else { out_dtype };
        let x = if compute != out_dtype {
            let f: BodyFn = Rc::new(move |b, v| b.to_dtype(v[0], compute));
            let o = vec![Operand::Tensor(x0)];
            self.pointwise(o, size.clone(), out_dtype, compute, origin, f)?
        } else {
            x0
        };
        let (axes, keepdim) = super::ops::reduction_axes(node, size.len())?;
        let axes: Vec<usize> = if axes.is_empty() { (0..size.len()).collect() } else { axes };
        let n = axes.iter().map(|&i| size[i].as_const()).product::<Option<i64>>();
        let kept = (0..size.len()).filter(|i| !axes.contains(i)).map(|i| size[i].as_const());
        let one_output = kept.product::<Option<i64>>() == Some(1);
        let correction = node.kwarg("correction").and_then(Arg::as_f64).unwrap_or(1.0);
        let back = |l: &mut Self, t: TensorBox| -> Result<TensorBox, LowerCause> {
            if compute == out_dtype {
                return Ok(t);
            }
            let f: BodyFn = Rc::new(move |b, v| b.to_dtype(v[0], out_dtype));
            l.pointwise(vec![Operand::Tensor(t.clone())], t.size(), compute, out_dtype, origin, f)
        };
        let two_step = match n {
            _ if one_output => false,
            None => false,
            Some(n) => self.use_two_step_variance(n, out_dtype)?,
        };
        let Some(n) = n.filter(|_| two_step) else {
            let (var, mean) =
                self.var_mean_welford(&x, &axes, keepdim, correction, return_mean, origin)?;
            let var = back(self, var)?;
            return Ok(match mean {
                None => Value::Tensor(var),
                Some(mean) => Value::Multi(vec![Some(var), Some(back(self, mean)?)]),
            });
        };
        let mean = self.reduce(&x, &axes, true, "mean", compute, origin)?;
        if return_mean {
            self.realize(&mean)?;
        }
        let f: BodyFn = Rc::new(move |b, v| {
            let d = b.call("sub", &[v[0], v[1]], compute);
            b.call("square", &[d], compute)
        });
        let diffs = self.pointwise(
            vec![Operand::Tensor(x), Operand::Tensor(mean.clone())],
            size.clone(),
            compute,
            compute,
            origin,
            f,
        )?;
        let sum = self.reduce(&diffs, &axes, keepdim, "sum", compute, origin)?;
        let denom = (n as f64 - correction).max(0.0);
        let f: BodyFn = Rc::new(move |b, v| b.call("truediv", v, compute));
        let var = self.pointwise(
            vec![Operand::Tensor(sum.clone()), Operand::Scalar(denom)],
            sum.size(),
            compute,
            compute,
            origin,
            f,
        )?;
        let mean = if keepdim {
            mean
        } else {
            let kept: Vec<Expr> = size
                .iter()
                .enumerate()
                .filter(|(i, _)| !axes.contains(i))
                .map(|(_, s)| s.clone())
                .collect();
            let drop = axes.clone();
            let reindex = Rc::new(move |idx: &[Expr]| {
                let mut out = Vec::new();
                let mut k = 0;
                for i in 0..idx.len() + drop.len() {
                    if drop.contains(&i) {
                        out.push(Expr::int(0));
                    } else {
                        out.push(idx.get(k).cloned().unwrap_or_default());
                        k += 1;
                    }
                }
                out
            });
            mean.view(kept, reindex)
        };
        let var = back(self, var)?;
        if !return_mean {
            return Ok(Value::Tensor(var));
        }
        let mean = back(self, mean)?;
        Ok(Value::Multi(vec![Some(var), Some(mean)]))
    }
}

impl Lowering<'_> {
    /// `var_mean_welford_`: `WelfordReduction.create` makes three buffers (mean, m2, weight),
    /// each storing one value of the same `welford_reduce` (the scheduler drops those nobody
    /// reads); var is `m2 / max(0, N - correction)`, `N` an `index_expr` when symbolic.
    fn var_mean_welford(
        &mut self,
        x: &TensorBox,
        axes: &[usize],
        keepdim: bool,
        correction: f64,
        return_mean: bool,
        origin: &str,
    ) -> Result<(TensorBox, Option<TensorBox>), LowerCause> {
        let dtype = x.dtype();
        let (new_size, reduced_sizes, loader) = super::ops::reduction_inner(x, axes, keepdim);
        let reduced = Expr::product(&reduced_sizes);
        let mut origins = x.origins();
        origins.push(origin.to_string());
        let constant = |v: f64| {
            let loader: Loader =
                Rc::new(move |b: &mut BodyBuilder, _: &[Expr]| Ok(b.constant(v, dtype)));
            let p = Pointwise { size: new_size.clone(), dtype, loader, origins: origins.clone() };
            TensorBox::pointwise(p)
        };
        let (mean, m2) = match reduced.as_const() {
            Some(0) => (constant(0.0), constant(0.0)),
            Some(1) => {
                let nred = reduced_sizes.len();
                let inner = loader.clone();
                let copy: Loader = Rc::new(move |b: &mut BodyBuilder, idx: &[Expr]| {
                    let mut full = idx.to_vec();
                    full.extend(std::iter::repeat_n(Expr::int(0), nred));
                    inner(b, &full)
                });
                let p = Pointwise {
                    size: new_size.clone(),
                    dtype,
                    loader: copy,
                    origins: origins.clone(),
                };
                (TensorBox::pointwise(p), constant(0.0))
            }
            _ => {
                let out = self.multi_output_reduction(
                    &new_size,
                    &reduced_sizes,
                    "welford_reduce",
                    dtype,
                    &loader,
                    &origins,
                )?;
                (out[0].clone(), out[1].clone())
            }
        };
        self.realize(&m2)?;
        let scale: BodyFn = Rc::new(move |b, v| {
            let c = b.constant(correction, dtype);
            let n = match reduced.as_const() {
                Some(n) => b.constant(n as f64, dtype),
                None => {
                    let i = b.index_expr(&reduced, DType::I64);
                    b.to_dtype(i, dtype)
                }
            };
            let zero = b.constant(0.0, dtype);
            let d = b.call("sub", &[n, c], dtype);
            let m = b.call("maximum", &[zero, d], dtype);
            b.call("truediv", &[v[0], m], dtype)
        });
        let size = m2.size();
        let var = self.pointwise(vec![Operand::Tensor(m2)], size, dtype, dtype, origin, scale)?;
        if !return_mean {
            return Ok((var, None));
        }
        self.realize(&mean)?;
        Ok((var, Some(mean)))
    }
}

/// `config.cpp.use_two_step_variance_threshold`.
const TWO_STEP_VARIANCE_THRESHOLD: i64 = 1024;
/// `config.triton.use_two_step_variance_min_numel` and `..._threshold`: a half-precision input
/// on Triton takes two steps for at most 8 or from 1024 to 32768 elements.
const TRITON_TWO_STEP_VARIANCE: (i64, i64) = (1024, 32768);

impl Lowering<'_> {
    /// `use_two_step_variance` for a reduction of `n` (a number of) elements of an
    /// `input_dtype` tensor into more than one output.
    fn use_two_step_variance(&self, n: i64, input_dtype: DType) -> Result<bool, LowerCause> {
        if self.opts.is_cpu() {
            return Ok(n <= TWO_STEP_VARIANCE_THRESHOLD);
        }
        if !matches!(input_dtype, DType::F16 | DType::BF16) {
            return Ok(n <= UNROLL_REDUCTIONS_THRESHOLD);
        }
        let (min_numel, threshold) = TRITON_TWO_STEP_VARIANCE;
        if n > threshold || (UNROLL_REDUCTIONS_THRESHOLD < n && n < min_numel) {
            return Ok(false);
        }
        // Then only where `Reduction.num_splits` would not split a sum of `n`.
        if n > GPU_NO_SPLIT_THRESHOLD {
            return Err(LowerCause::Unsupported("a variance whose sum Inductor may split"));
        }
        Ok(true)
    }
}

/// `SliceView`: `t` along `dim` from `start` (clamped to the extent) with `step`, `size` long.
pub(super) fn slice_view(t: &TensorBox, dim: usize, start: i64, step: i64, len: i64) -> TensorBox {
    let mut size = t.size();
    if let Some(s) = size.get_mut(dim) {
        *s = Expr::int(len);
    }
    let reindex = Rc::new(move |idx: &[Expr]| {
        let mut out = idx.to_vec();
        if let Some(e) = out.get_mut(dim) {
            let scaled = e.mul(&Expr::int(step)).unwrap_or_else(|| e.clone());
            *e = scaled.add(&Expr::int(start));
        }
        out
    });
    t.view(size, reindex)
}

impl Lowering<'_> {
    /// `split.Tensor(x, split_size, dim)`, `split_with_sizes(x, sizes, dim)`, `chunk`, `unbind`:
    /// a tuple of views (`lowering.py`'s `split` makes `slice_`s), read through `getitem`.
    pub(super) fn split(
        &mut self,
        node: &Node,
        env: &[Value],
        how: &'static str,
    ) -> Result<Value, LowerCause> {
        let t = self.tensor_arg(env, node, 0)?;
        let size = t.size();
        let n = size.len() as i64;
        let dim_arg =
            |i: usize| node.kwarg("dim").or_else(|| node.args.get(i)).and_then(Arg::as_int);
        let dim = dim_arg(2).unwrap_or(0);
        let dim = if how == "unbind" { dim_arg(1).unwrap_or(0) } else { dim };
        let dim = if dim < 0 { dim + n } else { dim } as usize;
        let extent = size.get(dim).ok_or(LowerCause::BadArg { index: 2, expected: "a dim" })?;
        let a1 = node.args.get(1);
        let symbolic = |a: &Arg| {
            matches!(a, Arg::Node(_))
                || a.as_list().is_some_and(|l| l.iter().any(|a| matches!(a, Arg::Node(_))))
        };
        if how != "unbind" && (extent.as_const().is_none() || a1.is_some_and(symbolic)) {
            return self.split_symbolic(&t, dim, extent.clone(), a1, env, how);
        }
        let extent =
            extent.as_const().ok_or(LowerCause::Unsupported("unbind of a dim of symbolic size"))?;
        let op = match how {
            "split" => crate::op::Op::Split,
            "split_with_sizes" => crate::op::Op::SplitWithSizes,
            _ => crate::op::Op::Chunk,
        };
        let lens = if how == "unbind" {
            vec![]
        } else {
            a1.and_then(|a| crate::op::split_lengths(op, extent, a)).ok_or(LowerCause::BadArg {
                index: 1,
                expected: "a split size, sizes or a chunk count",
            })?
        };
        if how == "unbind" {
            let outs = (0..extent)
                .map(|i| {
                    let mut kept = size.clone();
                    kept.remove(dim);
                    let reindex = Rc::new(move |idx: &[Expr]| {
                        let mut out = idx.to_vec();
                        out.insert(dim.min(out.len()), Expr::int(i));
                        out
                    });
                    Some(t.view(kept, reindex))
                })
                .collect();
            return Ok(Value::Multi(outs));
        }
        if lens.iter().sum::<i64>() != extent {
            return Err(LowerCause::BadArg { index: 1, expected: "sizes that add up to the dim" });
        }
        let mut start = 0;
        let mut outs = vec![];
        for len in lens {
            outs.push(Some(slice_view(&t, dim, start, 1, len)));
            start += len;
        }
        Ok(Value::Multi(outs))
    }

    /// [`Self::split`] of a symbolic extent or by SymInt sizes, as `lowering.py`'s `split`: a
    /// split size makes `guard_int(FloorDiv(extent + size - 1, size))` pieces (their number
    /// at the hints), the last one the rest; each piece a `slice_` from where the last ended.
    fn split_symbolic(
        &mut self,
        t: &TensorBox,
        dim: usize,
        extent: Expr,
        a1: Option<&Arg>,
        env: &[Value],
        how: &'static str,
    ) -> Result<Value, LowerCause> {
        let bad = LowerCause::BadArg { index: 1, expected: "a split size or sizes" };
        let lens: Vec<Expr> = match (how, a1) {
            ("split_with_sizes", Some(a)) => {
                let l = a.as_list().ok_or(bad.clone())?;
                l.iter().map(|a| self.int_expr(env, a)).collect::<Option<_>>().ok_or(bad)?
            }
            ("split", Some(a)) => {
                let sz = self.int_expr(env, a).ok_or(bad)?;
                let (e, s) = (self.sv.size_hint(&extent), self.sv.size_hint(&sz));
                if s <= 0 {
                    return Err(LowerCause::BadArg { index: 1, expected: "a positive split size" });
                }
                let chunks = (e + s - 1).div_euclid(s).max(1);
                let mut lens = vec![sz.clone(); chunks as usize];
                if let Some(last) = lens.last_mut() {
                    *last = extent.add(&sz.mul_poly(&Expr::int(chunks - 1)).scale(-1));
                }
                lens
            }
            _ => return Err(LowerCause::Unsupported("a chunk of a dim of symbolic size")),
        };
        let mut start = Expr::int(0);
        let mut outs = vec![];
        for len in lens {
            let mut size = t.size();
            size[dim] = len.clone();
            let from = start.clone();
            let reindex = Rc::new(move |idx: &[Expr]| {
                let mut out = idx.to_vec();
                if let Some(e) = out.get_mut(dim) {
                    *e = e.add(&from);
                }
                out
            });
            outs.push(Some(t.view(size, reindex)));
            start = start.add(&len);
        }
        Ok(Value::Multi(outs))
    }

    /// `prims.prepare_softmax_online(x, dim)` (post-grad's online-softmax replacement, made only
    /// for Triton): an `OnlineSoftmaxReduction` of two buffers (the max, then the sum of
    /// `exp(x - max)`, each the whole `online_softmax_reduce`) where at least
    /// `unroll_reductions_threshold` elements are known to be reduced, else `amax`, `exp(x - amax)` and
    /// `sum`, all with the dim kept. No type promotion (`type_promotion_kind=None`).
    pub(super) fn prepare_softmax_online(
        &mut self,
        node: &Node,
        env: &[Value],
        origin: &str,
    ) -> Result<Value, LowerCause> {
        let x = self.tensor_arg(env, node, 0)?;
        let size = x.size();
        let (axes, _) = super::ops::reduction_axes(node, size.len())?;
        let dtype = x.dtype();
        let (new_size, reduced_sizes, loader) = super::ops::reduction_inner(&x, &axes, true);
        let rnumel = Expr::product(&reduced_sizes);
        // `statically_known_geq(rnumel, threshold)`: a symbolic count (backed sizes are known
        // only to be at least 2) takes the plain path.
        if rnumel.as_const().is_none_or(|n| n < UNROLL_REDUCTIONS_THRESHOLD) {
            let amax = self.reduce(&x, &axes, true, "amax", dtype, origin)?;
            let f: BodyFn = Rc::new(move |b, v| {
                let d = b.call("sub", &[v[0], v[1]], dtype);
                b.call("exp", &[d], dtype)
            });
            let ops = vec![Operand::Tensor(x.clone()), Operand::Tensor(amax.clone())];
            let e = self.pointwise(ops, size, dtype, dtype, origin, f)?;
            let sum = self.reduce(&e, &axes, true, "sum", dtype, origin)?;
            return Ok(Value::Multi(vec![Some(amax), Some(sum)]));
        }
        // `Reduction.num_splits` may split a long one (`create_multilayer`): not modelled.
        if self.sv.size_hint(&rnumel) > GPU_NO_SPLIT_THRESHOLD {
            return Err(LowerCause::Unsupported("an online softmax long enough to split"));
        }
        let mut origins = x.origins();
        origins.push(origin.to_string());
        let out = self.multi_output_reduction(
            &new_size,
            &reduced_sizes,
            "online_softmax_reduce",
            dtype,
            &loader,
            &origins,
        )?;
        Ok(Value::Multi(out.into_iter().map(Some).collect()))
    }

    /// `MultiOutputReduction`: one realized buffer per value the reduction yields
    /// (`welford_reduce`'s three, `online_softmax_reduce`'s two), each body the whole
    /// reduction storing its own item.
    fn multi_output_reduction(
        &mut self,
        size: &[Expr],
        ranges: &[Expr],
        reduction_type: &str,
        dtype: DType,
        loader: &Loader,
        origins: &[String],
    ) -> Result<Vec<TensorBox>, LowerCause> {
        let mut out = vec![];
        for k in 0..super::realize::multi_outputs(reduction_type) {
            let c = Computation {
                size: size.to_vec(),
                reduction: Some(ReductionSpec {
                    ranges: ranges.to_vec(),
                    reduction_type: reduction_type.into(),
                    src_dtype: dtype,
                    logical_index: false,
                    output_index: Some(k),
                    scan: None,
                }),
                dtype,
                loader: loader.clone(),
            };
            let (buf, layout) = self.computed_buffer(&c, origins.to_vec(), None)?;
            out.push(TensorBox::from_cell(&buf, layout));
        }
        Ok(out)
    }

    /// `cumsum`/`cumprod` (`combine` is `add`/`mul`): Inductor's CPU fallback
    /// ([`Self::scan_fallback`]) unless `scan_loops`; else `ir.Scan.create` through
    /// `_make_scan_inner`: the input promoted as the
    /// lowering's `transform_args` does and converted to the result dtype, inlined into a
    /// realized scan over the dim, a copy where the dim has at most one element.
    pub(super) fn scan(
        &mut self,
        node: &Node,
        env: &[Value],
        origin: &str,
        combine: &str,
    ) -> Result<Value, LowerCause> {
        if !self.opts.scan_loops {
            return self.scan_fallback(node, env, origin);
        }
        let (dtype, _) = out_meta(node)?;
        let x = self.tensor_arg(env, node, 0)?;
        let mut x = self.promote_with_numbers(node, x, origin)?;
        if x.dtype() != dtype {
            let src = x.dtype();
            let to: BodyFn = Rc::new(move |b, v| b.to_dtype(v[0], dtype));
            x =
                self.pointwise(vec![Operand::Tensor(x.clone())], x.size(), src, dtype, origin, to)?;
        }
        let size = x.size();
        let dim = node.args.get(1).or_else(|| node.kwarg("dim")).and_then(Arg::as_int);
        let dim = dim.ok_or(LowerCause::BadArg { index: 1, expected: "a dim" })?;
        let axis = super::ops::wrap_dim(dim, size.len())?;
        // A 0-d tensor, or a dim of at most one element: the (converted) input copied (a
        // symbolic dim is never statically that small: backed sizes are at least 2).
        let scan_numel = size.get(axis).cloned().unwrap_or(Expr::int(1));
        if size.is_empty() || scan_numel.as_const().is_some_and(|n| n <= 1) {
            let copy: BodyFn = Rc::new(|_, v| v[0]);
            return Ok(Value::Tensor(self.pointwise(
                vec![Operand::Tensor(x)],
                size,
                dtype,
                dtype,
                origin,
                copy,
            )?));
        }
        // `Reduction.num_splits(reduction_type="scan")` splits a long scan on GPU (a
        // `SplitScan` of several kernels); the reduction split heuristics are not modelled
        // here. The CPU JIT runs any length serially.
        if !self.opts.is_cpu() && self.sv.size_hint(&scan_numel) > GPU_NO_SPLIT_THRESHOLD {
            return Err(LowerCause::Unsupported("a scan long enough for Inductor to split"));
        }
        let mut pointwise_ranges = size.clone();
        pointwise_ranges.remove(axis);
        let mut origins = x.origins();
        origins.push(origin.to_string());
        let c = Computation {
            size: pointwise_ranges,
            reduction: Some(ReductionSpec {
                ranges: vec![scan_numel],
                // `Scan.get_reduction_type`
                reduction_type: "custom".into(),
                src_dtype: dtype,
                logical_index: false,
                output_index: None,
                scan: Some(ScanSpec { axis, combine: combine.into(), size }),
            }),
            dtype,
            loader: x.make_loader(),
        };
        let (buf, layout) = self.computed_buffer(&c, origins, None)?;
        Ok(Value::Tensor(TensorBox::from_cell(&buf, layout)))
    }

    /// `cumsum`/`cumprod` as Inductor lowers them on CPU: `Scan.create` has no CPU scan, so the
    /// op falls back to aten on the input as [`Self::promote_with_numbers`] left it.
    /// `_make_scan_inner`'s own cast to the result dtype is never used on CPU.
    pub(super) fn scan_fallback(
        &mut self,
        node: &Node,
        env: &[Value],
        origin: &str,
    ) -> Result<Value, LowerCause> {
        let x = self.tensor_arg(env, node, 0)?;
        let Some(Arg::Node(id)) = node.args.first() else { return Err(LowerCause::NotATensor(0)) };
        let cast = self.promote_with_numbers(node, x.clone(), origin)?;
        if cast.dtype() == x.dtype() {
            return self.fallback(node, env, origin);
        }
        let mut env = env.to_vec();
        let slot = env.get_mut(id.idx()).ok_or(LowerCause::NotYetLowered(id.0))?;
        *slot = Value::Tensor(cast);
        self.fallback(node, &env, origin)
    }

    /// `register_lowering`'s `transform_args` under the default type promotion for an op whose
    /// only tensor is `x` (a reduction, a scan): `x` cast (a pointwise) to the dtype it promotes
    /// to with the call's number arguments — a `dim` or `keepdim`, never a list of dims — which
    /// changes only a bool next to an int (to i64).
    pub(super) fn promote_with_numbers(
        &mut self,
        node: &Node,
        x: TensorBox,
        origin: &str,
    ) -> Result<TensorBox, LowerCause> {
        let mut promote = vec![PromoteOperand::Tensor { dtype: x.dtype(), ndim: x.size().len() }];
        promote.extend(node.args.iter().filter_map(|a| match a {
            Arg::Int(_) => Some(PromoteOperand::Scalar(Scalar::Int)),
            Arg::Bool(_) => Some(PromoteOperand::Scalar(Scalar::Bool)),
            Arg::Float(_) => Some(PromoteOperand::Scalar(Scalar::Float)),
            _ => None,
        }));
        let dtype =
            result_type(&promote).map_err(|_| LowerCause::Unsupported("no common dtype"))?;
        let src = x.dtype();
        if src == dtype {
            return Ok(x);
        }
        let f: BodyFn = Rc::new(move |b, v| b.to_dtype(v[0], dtype));
        self.pointwise(vec![Operand::Tensor(x.clone())], x.size(), src, dtype, origin, f)
    }

    /// `convolution` on CPU as Inductor lowers it with mkldnn (`kernel/conv.py`), where
    /// `decide_layout_opt` turns layout optimization on for every graph with a convolution:
    /// input and weight realized; a 2-d one (transposed or not) requires them channels-last
    /// (`require_channels_last`) and `conv_layout` makes its output channels-last too, other
    /// ranks keep the contiguous order `conv_layout` gives a dense input (`require_stride_order`
    /// of it); the bias frozen as it is; an `ExternKernelAlloc` (`extern_kernels.convolution`).
    pub(super) fn convolution(
        &mut self,
        node: &Node,
        env: &[Value],
        origin: &str,
    ) -> Result<Value, LowerCause> {
        if self.opts.conv_as_template
            && let Some(v) = self.conv_as_template(node, env, origin)?
        {
            return Ok(v);
        }
        let (dtype, size) = out_meta(node)?;
        let x = self.tensor_arg(env, node, 0)?;
        let w = self.tensor_arg(env, node, 1)?;
        let rank = size.len();
        if !self.opts.is_cpu() || rank < 3 || x.size().len() != rank || w.size().len() != rank {
            return self.fallback(node, env, origin);
        }
        // NHWC_STRIDE_ORDER: dim 1 densest, then W, then H, then N.
        const NHWC: [usize; 4] = [3, 0, 2, 1];
        let contiguous: Vec<usize> = (0..rank).rev().collect();
        let order: &[usize] = if rank == 4 { &NHWC } else { &contiguous };
        let origins = [origin.to_string()];
        // `ir_node_to_tensor` gives the fake convolution an input's strides only when it is
        // storage and layout (a buffer, or a view made of one once it was realized: a
        // `ReinterpretView`); a view of a value still being computed when the view was made
        // (ConvNeXt's `permute` of a pointwise, realized after) is handed over contiguous.
        let had_layout = [x.is_storage_and_layout(), w.is_storage_and_layout()];
        self.realize(&x)?;
        self.realize(&w)?;
        let mut inputs = vec![
            self.require_stride_order(&x, order, &origins)?,
            self.require_stride_order(&w, order, &origins)?,
        ];
        // `conv_layout` asks the fake convolution, which lays the output out channels-last when
        // c10's `suggest_memory_format` of the input or the weight is (mkldnn's and thnn's
        // `*_conv_use_channels_last`): a view with a zero stride on its size-1 batch dim is not,
        // so a depthwise conv reading one gives a contiguous output.
        let read_layout = |t: &TensorBox, name: &str| match t.as_strided() {
            Some((n, l)) if n == name => Some(l),
            _ => self.layout_of(name),
        };
        let cl_read =
            [(&x, &inputs[0]), (&w, &inputs[1])].iter().zip(had_layout).any(|((t, name), had)| {
                had && read_layout(t, name).is_some_and(|l| {
                    let ints =
                        |v: &[Expr]| v.iter().map(Expr::as_const).collect::<Option<Vec<i64>>>();
                    ints(&l.size)
                        .zip(ints(&l.stride))
                        .is_some_and(|(sz, st)| suggests_channels_last(&sz, &st))
                })
            });
        let order: &[usize] = if rank == 4 && !cl_read { &contiguous } else { order };
        if let Ok(b) = self.tensor_arg(env, node, 2) {
            let name = self.realize_input(&b, &origins)?;
            self.freeze_buffer(&name, super::Freeze::Contiguous)?;
            inputs.push(name);
        }
        let layout = FixedLayout {
            device: self.device(),
            dtype,
            size: size.clone(),
            stride: super::buffer::stride_ordered(&size, order),
            offset: Expr::int(0),
        };
        let buf = self.new_buffer_name();
        self.register(
            vec![Buffer {
                name: buf.clone(),
                kind: BufferKind::ExternKernelAlloc,
                layout: layout.clone(),
                op: None,
            }],
            OperationKind::Extern {
                class: BufferKind::ExternKernelAlloc,
                kernel: "extern_kernels.convolution".into(),
                inputs,
            },
            origins.to_vec(),
        );
        Ok(Value::Tensor(TensorBox::buffer(&buf, layout)))
    }
}

/// c10's `is_channels_last_strides_2d` (what `suggest_memory_format` reads for a 4-d tensor):
/// walking channels, W, H, N, each stride at least the extent packed so far; a zero channel
/// stride, or N's equal to C's, is the ambiguous case c10 calls contiguous.
pub(super) fn suggests_channels_last(size: &[i64], stride: &[i64]) -> bool {
    if size.len() != 4 || stride.len() != 4 || stride[1] == 0 {
        return false;
    }
    let mut min = 0;
    for d in [1, 3, 2, 0] {
        if size[d] == 0 || stride[d] < min || d == 0 && min == stride[1] {
            return false;
        }
        min = stride[d];
        if size[d] > 1 {
            min *= size[d];
        }
    }
    true
}

#[cfg(test)]
mod tests {
    use super::suggests_channels_last;

    #[test]
    fn suggest_memory_format_as_c10() {
        // Channels-last, also with a size-1 batch of the packed stride.
        assert!(suggests_channels_last(&[1, 64, 8, 8], &[4096, 1, 512, 64]));
        assert!(suggests_channels_last(&[64, 32, 3, 3], &[288, 1, 96, 32]));
        // A zero batch stride (a view's size-1 dim), contiguous, a depthwise weight: not.
        assert!(!suggests_channels_last(&[1, 64, 8, 8], &[0, 1, 512, 64]));
        assert!(!suggests_channels_last(&[1, 64, 8, 8], &[4096, 64, 8, 1]));
        assert!(!suggests_channels_last(&[64, 1, 3, 3], &[9, 9, 3, 1]));
    }
}
