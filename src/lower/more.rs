//! Lowerings real model graphs need beyond the quantized-linear core (`lowering.py`):
//! comparisons and logical ops (`override_return_dtype=torch.bool`), `clamp_min`/`clamp_max`,
//! the tensor constructors `iota` and `full`, the `slice`/`select` views, and `embedding`
//! as an indirect load.
use super::body::BodyBuilder;
use super::index::Expr;
use super::ops::{BodyFn, Operand, out_meta};
use super::value::{Loader, Pointwise, TensorBox};
use super::{LowerCause, Lowering, Value};
use crate::ir::{Arg, DType, Node};
use crate::op::promote::{Operand as PromoteOperand, ScalarKind as Scalar, result_type};
use std::rc::Rc;

impl Lowering<'_> {
    fn operands(&self, env: &[Value], node: &Node, n: usize) -> Result<Vec<Operand>, LowerCause> {
        node.args
            .iter()
            .take(n)
            .map(|a| match self.arg_value(env, a)? {
                Value::Tensor(t) => Ok(Operand::Tensor(t)),
                Value::Scalar(v) => Ok(Operand::Scalar(v)),
                _ => Err(LowerCause::BadArg { index: 0, expected: "a tensor or a number" }),
            })
            .collect()
    }

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
        let n = if op == "isnan" { 1 } else { 2 };
        let operands = self.operands(env, node, n)?;
        let promote: Vec<PromoteOperand> = operands
            .iter()
            .map(|o| match o {
                Operand::Tensor(t) => {
                    PromoteOperand::Tensor { dtype: t.dtype(), ndim: t.size().len() }
                }
                Operand::Scalar(v) if v.fract() == 0.0 && v.is_finite() => {
                    PromoteOperand::Scalar(Scalar::Int)
                }
                Operand::Scalar(_) => PromoteOperand::Scalar(Scalar::Float),
            })
            .collect();
        let compute = result_type(&promote).map_err(|_| LowerCause::Unsupported("no common dtype"))?;
        let f: BodyFn = Rc::new(move |b, v| b.call(op, v, DType::B8));
        Ok(Value::Tensor(self.pointwise(operands, size, compute, dtype, origin, f)))
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
        Ok(Value::Tensor(self.pointwise(operands, size, DType::B8, dtype, origin, f)))
    }

    pub(super) fn bitwise_not(
        &mut self,
        node: &Node,
        env: &[Value],
        origin: &str,
    ) -> Result<Value, LowerCause> {
        let (dtype, size) = out_meta(node)?;
        let operands = self.operands(env, node, 1)?;
        let op = if dtype == DType::B8 { "logical_not" } else { "bitwise_not" };
        let f: BodyFn = Rc::new(move |b, v| b.call(op, v, dtype));
        Ok(Value::Tensor(self.pointwise(operands, size, dtype, dtype, origin, f)))
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
        let x = self.operands(env, node, 1)?;
        let bound = |i: usize, k: &str| node.kwarg(k).or_else(|| node.args.get(i)).and_then(Arg::as_f64);
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
        Ok(Value::Tensor(self.pointwise(x, size, dtype, dtype, origin, f)))
    }

    /// `prims.iota(length, start=, step=, dtype=)`: `ops.index_expr(step * i0 + start)`.
    pub(super) fn iota(&mut self, node: &Node, origin: &str) -> Result<Value, LowerCause> {
        let (dtype, size) = out_meta(node)?;
        let int = |k: &str, d: i64| node.kwarg(k).and_then(Arg::as_int).unwrap_or(d);
        let (start, step) = (int("start", 0), int("step", 1));
        let loader: Loader = Rc::new(move |b: &mut BodyBuilder, idx: &[Expr]| {
            let i = idx.first().cloned().unwrap_or_default();
            let e = i.mul(&Expr::int(step)).unwrap_or(i).add(&Expr::int(start));
            Ok(b.index_expr(&e, dtype))
        });
        let origins = vec![origin.to_string()];
        Ok(Value::Tensor(TensorBox::pointwise(Pointwise { size, dtype, loader, origins })))
    }

    /// `full(size, value)`, `scalar_tensor(value)`, `zeros`/`ones`: `ops.constant` everywhere.
    pub(super) fn full(
        &mut self,
        node: &Node,
        value: Option<f64>,
        origin: &str,
    ) -> Result<Value, LowerCause> {
        let (dtype, size) = out_meta(node)?;
        let value = match value {
            Some(v) => v,
            None => {
                let i = if node.target.contains("scalar_tensor") { 0 } else { 1 };
                node.kwarg("fill_value")
                    .or_else(|| node.args.get(i))
                    .and_then(Arg::as_f64)
                    .ok_or(LowerCause::BadArg { index: i, expected: "a number" })?
            }
        };
        let loader: Loader = Rc::new(move |b: &mut BodyBuilder, _: &[Expr]| Ok(b.constant(value, dtype)));
        let origins = vec![origin.to_string()];
        Ok(Value::Tensor(TensorBox::pointwise(Pointwise { size, dtype, loader, origins })))
    }

    /// `slice.Tensor(x, dim, start, end, step)`: `SliceView`, `index[dim] * step + start`.
    pub(super) fn slice(&mut self, node: &Node, env: &[Value]) -> Result<Value, LowerCause> {
        let t = self.tensor_arg(env, node, 0)?;
        let (_, size) = out_meta(node)?;
        let old = t.size();
        let int = |i: usize, k: &str| node.kwarg(k).or_else(|| node.args.get(i)).and_then(Arg::as_int);
        let n = old.len() as i64;
        let dim = int(1, "dim").unwrap_or(0);
        let dim = if dim < 0 { dim + n } else { dim } as usize;
        let extent = *old.get(dim).ok_or(LowerCause::BadArg { index: 1, expected: "a dim" })?;
        let start = int(2, "start").unwrap_or(0);
        let start = if start < 0 { (start + extent).max(0) } else { start.min(extent) };
        let step = int(4, "step").unwrap_or(1);
        if step < 1 {
            return Err(LowerCause::BadArg { index: 4, expected: "a positive step" });
        }
        let reindex = Rc::new(move |idx: &[Expr]| {
            let mut out = idx.to_vec();
            if let Some(e) = out.get_mut(dim) {
                let scaled = e.mul(&Expr::int(step)).unwrap_or_else(|| e.clone());
                *e = scaled.add(&Expr::int(start));
            }
            out
        });
        Ok(Value::Tensor(t.view(size, reindex)))
    }

    /// `select.int(x, dim, index)`: the dim is dropped, its index fixed.
    pub(super) fn select(&mut self, node: &Node, env: &[Value]) -> Result<Value, LowerCause> {
        let t = self.tensor_arg(env, node, 0)?;
        let (_, size) = out_meta(node)?;
        let old = t.size();
        let n = old.len() as i64;
        let int = |i: usize| node.args.get(i).and_then(Arg::as_int);
        let dim = int(1).ok_or(LowerCause::BadArg { index: 1, expected: "a dim" })?;
        let dim = if dim < 0 { dim + n } else { dim } as usize;
        let extent = *old.get(dim).ok_or(LowerCause::BadArg { index: 1, expected: "a dim" })?;
        let i = int(2).ok_or(LowerCause::BadArg { index: 2, expected: "an index" })?;
        let i = if i < 0 { i + extent } else { i };
        let reindex = Rc::new(move |idx: &[Expr]| {
            let mut out = idx.to_vec();
            out.insert(dim.min(out.len()), Expr::int(i));
            out
        });
        Ok(Value::Tensor(t.view(size, reindex)))
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
        let (w, ix) = (weight.make_loader(), indices.make_loader());
        let mut origins = weight.origins();
        origins.extend(indices.origins());
        origins.push(origin.to_string());
        let loader: Loader = Rc::new(move |b: &mut BodyBuilder, idx: &[Expr]| {
            let head = idx.get(..k).ok_or(LowerCause::IndexRank { rank: k, have: idx.len() })?;
            let v = ix(b, head)?;
            let row = b.set_indirect(v);
            let mut widx = vec![row];
            widx.extend(idx.iter().skip(k).cloned());
            w(b, &widx)
        });
        Ok(Value::Tensor(TensorBox::pointwise(Pointwise { size, dtype, loader, origins })))
    }
}
