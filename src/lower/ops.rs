//! Lowerings of the aten ops post-grad graphs contain (`torch/_inductor/lowering.py`): pointwise
//! ops as loaders, views as re-indexings, reductions realized at once, matmuls and the rest as
//! extern kernels, templates or fallbacks.
use super::body::BodyBuilder;
use super::buffer::{Buffer, BufferKind, FixedLayout, OperationKind, contiguous_strides};
use super::index::{Expr, mod_idx};
use super::realize::{Computation, ReductionSpec};
use super::value::{Loader, Pointwise, TensorBox};
use super::{Lowering, Value};
use crate::ir::loop_body::ValueId;
use crate::ir::{Arg, DType, Node};
use std::rc::Rc;

/// An operand of a pointwise op: a tensor or a Python scalar (`ops.constant`).
#[derive(Clone)]
enum Operand {
    Tensor(TensorBox),
    Scalar(f64),
}

fn out_meta(node: &Node) -> Result<(DType, Vec<i64>), String> {
    let t = node.meta.tensor().ok_or("no tensor annotation on the node")?;
    Ok((t.dtype, t.concrete_shape().ok_or("symbolic shape")?))
}

fn op_name(target: &str) -> &str {
    if let Some(op) = target.strip_prefix("operator.") {
        return op;
    }
    let t = target.strip_prefix("torch.ops.").unwrap_or(target);
    let mut it = t.split('.');
    match (it.next(), it.next()) {
        (Some("aten") | Some("prims"), Some(op)) => op,
        _ => t,
    }
}

/// Broadcast `t` (right-aligned) to `size` (`ExpandView`).
fn expand_to(t: &TensorBox, size: &[i64]) -> TensorBox {
    let old = t.size();
    if old == size {
        return t.clone();
    }
    let skip = size.len().saturating_sub(old.len());
    let old2 = old.clone();
    let reindex =
        Rc::new(move |idx: &[Expr]| -> Vec<Expr> {
            old2.iter()
                .enumerate()
                .map(|(i, &s)| {
                    if s == 1 {
                        Expr::int(0)
                    } else {
                        idx.get(i + skip).cloned().unwrap_or_default()
                    }
                })
                .collect()
        });
    t.view(size.to_vec(), reindex)
}

/// `View.dynamic_reshape_indexer`: maps an index of `new` to an index of `old`.
fn reshape_indexer(old: &[i64], new: &[i64]) -> Result<Rc<dyn Fn(&[Expr]) -> Vec<Expr>>, String> {
    #[derive(Clone)]
    enum Piece {
        Zero,
        Var(Vec<(usize, i64)>),
        Mod(usize, i64, i64),
    }
    let mut stack_new: Vec<(Vec<(usize, i64)>, i64)> =
        new.iter().enumerate().map(|(i, &s)| (vec![(i, 1)], s)).collect();
    let mut stack_old: Vec<i64> = old.to_vec();
    let mut view_expr: Vec<Piece> = vec![];
    while !stack_new.is_empty() && !stack_old.is_empty() {
        let size_old = stack_old.pop().unwrap_or(1);
        let (var, size_new) = stack_new.pop().unwrap_or((vec![], 1));
        if size_old == 1 {
            view_expr.push(Piece::Zero);
            stack_new.push((var, size_new));
        } else if size_new == 1 {
            stack_old.push(size_old);
        } else if size_new == size_old {
            view_expr.push(Piece::Var(var));
        } else if size_new < size_old {
            let (mut var, mut size_new) = (var, size_new);
            while size_new < size_old {
                let (var2, size_new2) = stack_new.pop().ok_or("reshape sizes do not match")?;
                // var = var2 * size_new + var
                let mut combined: Vec<(usize, i64)> =
                    var2.iter().map(|(v, c)| (*v, c * size_new)).collect();
                combined.extend(var);
                var = combined;
                size_new *= size_new2;
            }
            if size_new != size_old {
                return Err("reshape sizes do not match".into());
            }
            view_expr.push(Piece::Var(var));
        } else {
            let [(v, 1)] = var.as_slice() else { return Err("unsupported reshape".into()) };
            let v = *v;
            let mut divisor = 1;
            let mut size_old = size_old;
            view_expr.push(Piece::Mod(v, divisor, size_old));
            divisor *= size_old;
            while size_new > size_old {
                let modulus = stack_old.pop().ok_or("reshape sizes do not match")?;
                view_expr.push(Piece::Mod(v, divisor, modulus));
                divisor *= modulus;
                size_old *= modulus;
            }
            if size_new != size_old {
                return Err("reshape sizes do not match".into());
            }
        }
    }
    while let Some(s) = stack_old.pop() {
        if s != 1 {
            return Err("reshape sizes do not match".into());
        }
        view_expr.push(Piece::Zero);
    }
    view_expr.reverse();
    Ok(Rc::new(move |idx: &[Expr]| {
        let var = |i: usize| idx.get(i).cloned().unwrap_or_default();
        view_expr
            .iter()
            .map(|p| match p {
                Piece::Zero => Expr::int(0),
                Piece::Var(terms) => {
                    terms.iter().fold(Expr::int(0), |acc, (v, c)| acc.add(&var(*v).scale(*c)))
                }
                Piece::Mod(v, d, m) => mod_idx(&var(*v), *d, *m),
            })
            .collect()
    }))
}

impl<'a> Lowering<'a> {
    fn operand(&self, env: &[Value], a: &Arg) -> Result<Operand, String> {
        match self.arg_value(env, a)? {
            Value::Tensor(t) => Ok(Operand::Tensor(t)),
            Value::Scalar(v) => Ok(Operand::Scalar(v)),
            _ => Err("unsupported operand".into()),
        }
    }

    /// `make_pointwise`: load every operand in order (converting to the compute dtype), then
    /// apply `f`.
    fn pointwise(
        &self,
        operands: Vec<Operand>,
        size: Vec<i64>,
        compute: DType,
        dtype: DType,
        origin: &str,
        f: Rc<dyn Fn(&mut BodyBuilder, &[ValueId]) -> ValueId>,
    ) -> TensorBox {
        let mut origins = vec![];
        let loaders: Vec<Result<Loader, f64>> = operands
            .iter()
            .map(|o| match o {
                Operand::Tensor(t) => {
                    for x in t.origins() {
                        if !origins.contains(&x) {
                            origins.push(x)
                        }
                    }
                    Ok(expand_to(t, &size).make_loader())
                }
                Operand::Scalar(v) => Err(*v),
            })
            .collect();
        origins.push(origin.to_string());
        let loader: Loader = Rc::new(move |b: &mut BodyBuilder, idx: &[Expr]| {
            let mut vals = vec![];
            for l in &loaders {
                let v = match l {
                    Ok(l) => {
                        let v = l(b, idx)?;
                        b.to_dtype(v, compute)
                    }
                    Err(c) => b.constant(*c, compute),
                };
                vals.push(v);
            }
            Ok(f(b, &vals))
        });
        TensorBox::pointwise(Pointwise { size, dtype, loader, origins })
    }

    fn unary_or_binary(
        &self,
        node: &Node,
        env: &[Value],
        op: &'static str,
        origin: &str,
    ) -> Result<Value, String> {
        let (dtype, size) = out_meta(node)?;
        let mut operands = vec![];
        for a in node.args.iter().take(if op == "where" { 3 } else { 2 }) {
            operands.push(self.operand(env, a)?);
        }
        let compute = if op == "truediv" && !dtype.is_float() { DType::F32 } else { dtype };
        let f: Rc<dyn Fn(&mut BodyBuilder, &[ValueId]) -> ValueId> =
            Rc::new(move |b, v| b.call(op, v, compute));
        Ok(Value::Tensor(self.pointwise(operands, size, compute, dtype, origin, f)))
    }

    pub(crate) fn call(
        &mut self,
        node: &Node,
        env: &[Value],
        origin: &str,
    ) -> Result<Value, String> {
        let name = op_name(&node.target);
        let simple = |s: &str| -> Option<&'static str> {
            Some(match s {
                "mul" => "mul",
                "add" => "add",
                "sub" => "sub",
                "div" => "truediv",
                "neg" => "neg",
                "exp" => "exp",
                "rsqrt" => "rsqrt",
                "sqrt" => "sqrt",
                "sin" => "sin",
                "cos" => "cos",
                "relu" => "relu",
                "sigmoid" => "sigmoid",
                "tanh" => "tanh",
                "abs" => "abs",
                "log" => "log",
                "reciprocal" => "reciprocal",
                "bitwise_and" => "bitwise_and",
                "bitwise_or" => "bitwise_or",
                "bitwise_xor" => "bitwise_xor",
                "__rshift__" | "bitwise_right_shift" => "bitwise_right_shift",
                "__lshift__" | "bitwise_left_shift" => "bitwise_left_shift",
                "maximum" => "maximum",
                "minimum" => "minimum",
                "where" => "where",
                _ => return None,
            })
        };
        if let Some(op) = simple(name) {
            return self.unary_or_binary(node, env, op, origin);
        }
        match name {
            "convert_element_type" | "_to_copy" => {
                let (dtype, size) = out_meta(node)?;
                let x = self.operand(env, node.args.first().ok_or("missing input")?)?;
                let f: Rc<dyn Fn(&mut BodyBuilder, &[ValueId]) -> ValueId> =
                    Rc::new(move |b, v| b.to_dtype(v[0], dtype));
                let Operand::Tensor(t) = &x else { return Err("input is not a tensor".into()) };
                let src = t.dtype();
                Ok(Value::Tensor(self.pointwise(vec![x], size, src, dtype, origin, f)))
            }
            "pow" => {
                let (dtype, size) = out_meta(node)?;
                let x = self.operand(env, node.args.first().ok_or("missing input")?)?;
                let e = node
                    .args
                    .get(1)
                    .and_then(Arg::as_f64)
                    .ok_or("only scalar exponents are supported")?;
                if e.fract() != 0.0 {
                    let f: Rc<dyn Fn(&mut BodyBuilder, &[ValueId]) -> ValueId> =
                        Rc::new(move |b, v| b.call("pow", v, dtype));
                    return Ok(Value::Tensor(self.pointwise(
                        vec![x, Operand::Scalar(e)],
                        size,
                        dtype,
                        dtype,
                        origin,
                        f,
                    )));
                }
                let n = e as i64;
                let f: Rc<dyn Fn(&mut BodyBuilder, &[ValueId]) -> ValueId> =
                    Rc::new(move |b, v| pow_recursive(b, v[0], n, dtype));
                Ok(Value::Tensor(self.pointwise(vec![x], size, dtype, dtype, origin, f)))
            }
            "clone" | "contiguous" | "alias" => {
                let (dtype, size) = out_meta(node)?;
                let x = self.operand(env, node.args.first().ok_or("missing input")?)?;
                let f: Rc<dyn Fn(&mut BodyBuilder, &[ValueId]) -> ValueId> = Rc::new(|_, v| v[0]);
                Ok(Value::Tensor(self.pointwise(vec![x], size, dtype, dtype, origin, f)))
            }
            "permute" => {
                let t = self.tensor_arg(env, node, 0)?;
                let dims =
                    node.args.get(1).and_then(Arg::as_int_list).ok_or("permute needs dims")?;
                let old = t.size();
                let n = old.len() as i64;
                let dims: Vec<usize> = dims.iter().map(|d| ((d + n) % n.max(1)) as usize).collect();
                let size: Vec<i64> =
                    dims.iter().map(|&d| old.get(d).copied().unwrap_or(1)).collect();
                let d2 = dims.clone();
                let reindex = Rc::new(move |idx: &[Expr]| {
                    let mut out = vec![Expr::int(0); d2.len()];
                    for (i, &d) in d2.iter().enumerate() {
                        if let (Some(slot), Some(e)) = (out.get_mut(d), idx.get(i)) {
                            *slot = e.clone();
                        }
                    }
                    out
                });
                Ok(Value::Tensor(t.view(size, reindex)))
            }
            "unsqueeze" => {
                let t = self.tensor_arg(env, node, 0)?;
                let d = node.args.get(1).and_then(Arg::as_int).ok_or("unsqueeze needs a dim")?;
                let mut size = t.size();
                let d = if d < 0 { d + size.len() as i64 + 1 } else { d } as usize;
                size.insert(d.min(size.len()), 1);
                let reindex = Rc::new(move |idx: &[Expr]| {
                    idx.iter()
                        .enumerate()
                        .filter(|(i, _)| *i != d)
                        .map(|(_, e)| e.clone())
                        .collect()
                });
                Ok(Value::Tensor(t.view(size, reindex)))
            }
            "squeeze" => {
                let t = self.tensor_arg(env, node, 0)?;
                let (_, size) = out_meta(node)?;
                let ri = reshape_indexer(&t.size(), &size)?;
                Ok(Value::Tensor(t.view(size, ri)))
            }
            "expand" => {
                let t = self.tensor_arg(env, node, 0)?;
                let (_, size) = out_meta(node)?;
                Ok(Value::Tensor(expand_to(&t, &size)))
            }
            "reshape" | "view" | "_unsafe_view" => {
                let t = self.tensor_arg(env, node, 0)?;
                let (_, size) = out_meta(node)?;
                // A contiguous buffer is re-read with a new contiguous layout (`ReinterpretView`).
                if let Some((buf, layout)) = t.as_strided().filter(|(_, l)| {
                    l.is_contiguous() || l.offset != 0 && contiguous_strides(&l.size) == l.stride
                }) {
                    let new = FixedLayout { stride: contiguous_strides(&size), size, ..layout };
                    return Ok(Value::Tensor(TensorBox::buffer(&buf, new)));
                }
                let ri = match reshape_indexer(&t.size(), &size) {
                    Ok(ri) => ri,
                    Err(_) => {
                        // Through the flat index, as `View.dynamic_reshape_indexer` falls back to.
                        let flat: i64 = size.iter().product();
                        let r1 = reshape_indexer(&t.size(), &[flat])?;
                        let r2 = reshape_indexer(&[flat], &size)?;
                        Rc::new(move |idx: &[Expr]| r1(&r2(idx)))
                    }
                };
                Ok(Value::Tensor(t.view(size, ri)))
            }
            "index" => self.index(node, env, origin),
            "sum" | "mean" | "amax" | "amin" => self.reduction(node, env, name, origin),
            "mm" | "addmm" | "bmm" => self.matmul(node, env, name, origin),
            "cat" => self.cat(node, env, origin),
            "getitem" => match (
                node.args.first().map(|a| self.arg_value(env, a)),
                node.args.get(1).and_then(Arg::as_int),
            ) {
                (Some(Ok(Value::Multi(v))), Some(i)) => {
                    Ok(v.get(i as usize).cloned().flatten().map_or(Value::None, Value::Tensor))
                }
                _ => Err("getitem of a non-tuple".into()),
            },
            _ => self.fallback(node, env, origin),
        }
    }

    fn index(&mut self, node: &Node, env: &[Value], origin: &str) -> Result<Value, String> {
        let (dtype, size) = out_meta(node)?;
        let x = self.tensor_arg(env, node, 0)?;
        let idx_list =
            node.args.get(1).and_then(Arg::as_list).ok_or("index needs a list of indices")?;
        let mut indices: Vec<Option<TensorBox>> = vec![];
        for a in idx_list {
            indices.push(match self.arg_value(env, a)? {
                Value::Tensor(t) => Some(t),
                _ => None,
            });
        }
        let first =
            indices.iter().position(Option::is_some).ok_or("index without tensor indices")?;
        let rank = indices[first].as_ref().map_or(0, |t| t.size().len());
        let x_size = x.size();
        let idx_loaders: Vec<Option<(Loader, i64)>> = indices
            .iter()
            .enumerate()
            .map(|(i, t)| {
                t.as_ref().map(|t| (t.make_loader(), x_size.get(i).copied().unwrap_or(1)))
            })
            .collect();
        let x_loader = x.make_loader();
        let mut origins = x.origins();
        for t in indices.iter().flatten() {
            origins.extend(t.origins());
        }
        origins.push(origin.to_string());
        let last = indices.iter().rposition(Option::is_some).unwrap_or(first);
        let loader: Loader = Rc::new(move |b: &mut BodyBuilder, idx: &[Expr]| {
            let mut new_index = vec![];
            let mut next = 0usize;
            for (i, l) in idx_loaders.iter().enumerate().take(last + 1) {
                if i == first {
                    next += rank;
                }
                match l {
                    None => {
                        new_index.push(idx.get(next).cloned().unwrap_or_default());
                        next += 1;
                    }
                    Some((l, _)) => {
                        let sub = idx.get(first..first + rank).ok_or("index rank mismatch")?;
                        let v = l(b, sub)?;
                        new_index.push(b.set_indirect(v));
                    }
                }
            }
            new_index.extend(idx.iter().skip(next).cloned());
            x_loader(b, &new_index)
        });
        Ok(Value::Tensor(TensorBox::pointwise(Pointwise { size, dtype, loader, origins })))
    }

    fn reduction(
        &mut self,
        node: &Node,
        env: &[Value],
        name: &str,
        origin: &str,
    ) -> Result<Value, String> {
        let (dtype, out_size) = out_meta(node)?;
        let x = self.tensor_arg(env, node, 0)?;
        let size = x.size();
        let n = size.len() as i64;
        let axes: Vec<usize> = match node.args.get(1) {
            Some(a) => a.as_int_list().or_else(|| a.as_int().map(|v| vec![v])).unwrap_or_default(),
            None => vec![],
        }
        .iter()
        .map(|d| ((d + n) % n.max(1)) as usize)
        .collect();
        let axes: Vec<usize> = if axes.is_empty() { (0..size.len()).collect() } else { axes };
        let keepdim = node.args.get(2).map(|a| matches!(a, Arg::Bool(true))).unwrap_or(false)
            || node.kwarg("keepdim").is_some_and(|a| matches!(a, Arg::Bool(true)));
        let kept: Vec<usize> = (0..size.len()).filter(|i| !axes.contains(i)).collect();
        let reduced_sizes: Vec<i64> = axes.iter().map(|&i| size[i]).collect();
        let inner = x.make_loader();
        let (kept2, axes2, size_len) = (kept.clone(), axes.clone(), size.len());
        let new_size: Vec<i64> = if keepdim {
            size.iter().enumerate().map(|(i, &s)| if axes.contains(&i) { 1 } else { s }).collect()
        } else {
            kept.iter().map(|&i| size[i]).collect()
        };
        let nout = new_size.len();
        let loader: Loader = Rc::new(move |b: &mut BodyBuilder, full: &[Expr]| {
            let (index, ridx) = full.split_at(nout.min(full.len()));
            let index: Vec<Expr> = if keepdim {
                kept2.iter().map(|&i| index.get(i).cloned().unwrap_or_default()).collect()
            } else {
                index.to_vec()
            };
            let mut new_index = vec![Expr::int(0); size_len];
            for (k, &i) in kept2.iter().enumerate() {
                new_index[i] = index.get(k).cloned().unwrap_or_default();
            }
            for (k, &i) in axes2.iter().enumerate() {
                new_index[i] = ridx.get(k).cloned().unwrap_or_default();
            }
            inner(b, &new_index)
        });
        let rtype = match name {
            "amax" => "max",
            "amin" => "min",
            _ => "sum",
        };
        let c = Computation {
            size: new_size.clone(),
            reduction: Some(ReductionSpec {
                ranges: reduced_sizes.clone(),
                reduction_type: rtype.into(),
                src_dtype: x.dtype(),
            }),
            dtype,
            loader,
        };
        let mut origins = x.origins();
        origins.push(origin.to_string());
        let (buf, layout) = self.computed_buffer(&c, origins.clone(), None)?;
        let t = TensorBox::buffer(&buf, layout);
        if name != "mean" {
            return Ok(Value::Tensor(t));
        }
        let denom: i64 = reduced_sizes.iter().product();
        let f: Rc<dyn Fn(&mut BodyBuilder, &[ValueId]) -> ValueId> =
            Rc::new(move |b, v| b.call("truediv", v, dtype));
        let _ = out_size;
        Ok(Value::Tensor(self.pointwise(
            vec![Operand::Tensor(t), Operand::Scalar(denom as f64)],
            new_size,
            dtype,
            dtype,
            origin,
            f,
        )))
    }

    fn matmul(
        &mut self,
        node: &Node,
        env: &[Value],
        name: &str,
        origin: &str,
    ) -> Result<Value, String> {
        let (dtype, size) = out_meta(node)?;
        let mut inputs = vec![];
        for i in 0..node.args.len().min(3) {
            if let Ok(t) = self.tensor_arg(env, node, i) {
                inputs.push(t);
            }
        }
        let mut names = vec![];
        let mut layouts = vec![];
        for t in &inputs {
            let n = self.realize_input(t, &[origin.to_string()])?;
            let l = t
                .as_strided()
                .map(|(_, l)| l)
                .or_else(|| self.out.buffer(&n).map(|b| b.layout.clone()));
            layouts.push(l.ok_or("matmul input without a layout")?);
            names.push(n);
        }
        let buf = self.new_buffer_name();
        let layout = FixedLayout::contiguous(&self.device(), dtype, &size);
        let (class, kind) = if self.opts.mm_as_template {
            // The two matrix operands may take prologues (an addmm bias may not).
            let allowed: Vec<String> = names.iter().rev().take(2).cloned().collect();
            (
                BufferKind::TemplateBuffer,
                OperationKind::Template {
                    kernel: name.into(),
                    inputs: names,
                    input_layouts: layouts,
                    allowed_prologue_inps: allowed,
                },
            )
        } else {
            (
                BufferKind::ExternKernelOut,
                OperationKind::Extern {
                    class: BufferKind::ExternKernelOut,
                    kernel: format!("extern_kernels.{name}"),
                    inputs: names,
                },
            )
        };
        self.register(
            vec![Buffer { name: buf.clone(), kind: class, layout: layout.clone(), op: None }],
            kind,
            vec![origin.to_string()],
        );
        Ok(Value::Tensor(TensorBox::buffer(&buf, layout)))
    }

    fn cat(&mut self, node: &Node, env: &[Value], origin: &str) -> Result<Value, String> {
        let (dtype, size) = out_meta(node)?;
        let list = node.args.first().and_then(Arg::as_list).ok_or("cat needs a list")?;
        let mut inputs = vec![];
        for a in list {
            if let Value::Tensor(t) = self.arg_value(env, a)? {
                inputs.push(t);
            }
        }
        let n = size.len() as i64;
        let dim = node.args.get(1).and_then(Arg::as_int).unwrap_or(0);
        let dim = ((dim + n) % n.max(1)) as usize;
        if self.opts.pointwise_cat && !inputs.is_empty() {
            return Ok(Value::Tensor(pointwise_cat(&inputs, dim, dtype, size, origin)));
        }
        let small_int = inputs.iter().all(|t| matches!(t.dtype(), DType::I8 | DType::U8));
        if self.opts.is_cpu() && small_int {
            let mut names = vec![];
            for t in &inputs {
                self.realize(t)?;
            }
            for t in &inputs {
                names.push(self.realize_input(t, &[])?);
            }
            let buf = self.new_buffer_name();
            let layout = FixedLayout::contiguous(&self.device(), dtype, &size);
            let kind = OperationKind::Extern {
                class: BufferKind::FallbackKernel,
                kernel: "torch.ops.aten.cat.default".into(),
                inputs: names,
            };
            self.register(
                vec![Buffer {
                    name: buf.clone(),
                    kind: BufferKind::FallbackKernel,
                    layout: layout.clone(),
                    op: None,
                }],
                kind,
                vec![origin.to_string()],
            );
            return Ok(Value::Tensor(TensorBox::buffer(&buf, layout)));
        }
        // ConcatKernel: every input is computed straight into its slice of the output.
        let out_stride = contiguous_strides(&size);
        let mut slices = vec![];
        for t in &inputs {
            let c = Computation { size: t.size(), reduction: None, dtype, loader: t.make_loader() };
            let layout = FixedLayout {
                device: self.device(),
                dtype,
                size: t.size(),
                stride: out_stride.clone(),
                offset: 0,
            };
            let mut origins = t.origins();
            origins.push(origin.to_string());
            let (name, _) = self.computed_buffer(&c, origins, Some(layout))?;
            slices.push(name);
        }
        let _ = dim;
        let buf = self.new_buffer_name();
        let layout = FixedLayout::contiguous(&self.device(), dtype, &size);
        self.register(
            vec![Buffer {
                name: buf.clone(),
                kind: BufferKind::ConcatKernel,
                layout: layout.clone(),
                op: None,
            }],
            OperationKind::Nop { class: BufferKind::ConcatKernel, inputs: slices },
            vec![origin.to_string()],
        );
        Ok(Value::Tensor(TensorBox::buffer(&buf, layout)))
    }

    /// `FallbackKernel`: an aten call Inductor does not lower; multi-output ops get one
    /// `MultiOutput` buffer per tensor output.
    fn fallback(&mut self, node: &Node, env: &[Value], origin: &str) -> Result<Value, String> {
        let mut names = vec![];
        for a in node.args.iter().chain(node.kwargs.iter().map(|(_, a)| a)) {
            if let Ok(Value::Tensor(t)) = self.arg_value(env, a) {
                names.push(self.realize_input(&t, &[origin.to_string()])?);
            }
        }
        let kernel = node.target.clone();
        if op_name(&node.target) == "_scaled_dot_product_flash_attention_for_cpu" {
            let q = self.tensor_arg(env, node, 0)?;
            let qs = q.size();
            let [b, h, l, d] = qs.as_slice() else { return Err("sdpa expects 4-d inputs".into()) };
            let (b, h, l, d) = (*b, *h, *l, *d);
            let fb = self.new_buffer_name();
            let dev = self.device();
            let multi = FixedLayout {
                device: dev.clone(),
                dtype: q.dtype(),
                size: vec![],
                stride: vec![],
                offset: 0,
            };
            let op = self.register(
                vec![Buffer {
                    name: fb.clone(),
                    kind: BufferKind::FallbackKernel,
                    layout: multi,
                    op: None,
                }],
                OperationKind::Extern { class: BufferKind::FallbackKernel, kernel, inputs: names },
                vec![origin.to_string()],
            );
            let _ = op;
            // The CPU flash kernel allocates its output as (B, L, H, D) and returns it transposed.
            let out = FixedLayout {
                device: dev.clone(),
                dtype: q.dtype(),
                size: vec![b, h, l, d],
                stride: vec![l * h * d, d, h * d, 1],
                offset: 0,
            };
            let lse = FixedLayout::contiguous(&dev, DType::F32, &[b, h, l]);
            let mut outs = vec![];
            for layout in [out, lse] {
                let name = self.new_buffer_name();
                let kind = OperationKind::Extern {
                    class: BufferKind::MultiOutput,
                    kernel: "None".into(),
                    inputs: vec![fb.clone()],
                };
                self.register(
                    vec![Buffer {
                        name: name.clone(),
                        kind: BufferKind::MultiOutput,
                        layout: layout.clone(),
                        op: None,
                    }],
                    kind,
                    vec![origin.to_string()],
                );
                outs.push(Some(TensorBox::buffer(&name, layout)));
            }
            return Ok(Value::Multi(outs));
        }
        let (dtype, size) = out_meta(node)?;
        let buf = self.new_buffer_name();
        let layout = FixedLayout::contiguous(&self.device(), dtype, &size);
        self.register(
            vec![Buffer {
                name: buf.clone(),
                kind: BufferKind::FallbackKernel,
                layout: layout.clone(),
                op: None,
            }],
            OperationKind::Extern { class: BufferKind::FallbackKernel, kernel, inputs: names },
            vec![origin.to_string()],
        );
        Ok(Value::Tensor(TensorBox::buffer(&buf, layout)))
    }
}

/// `pow_recursive` of Inductor's `pow` lowering for integer exponents.
fn pow_recursive(b: &mut BodyBuilder, x: ValueId, n: i64, dtype: DType) -> ValueId {
    if n < 0 {
        let r = b.call("reciprocal", &[x], dtype);
        return pow_recursive(b, r, -n, dtype);
    }
    if n == 0 {
        return b.constant(1.0, dtype);
    }
    if n == 1 {
        return x;
    }
    let half = pow_recursive(b, x, n / 2, dtype);
    let sq = b.call("mul", &[half, half], dtype);
    if n % 2 == 1 { b.call("mul", &[sq, x], dtype) } else { sq }
}

/// Inductor's `pointwise_cat`, with one difference: there are no masked sub-blocks here, so
/// each input is read at its index taken modulo its extent along `dim` (always in bounds, and
/// the true index where that input is the one selected) and `where` picks the value.
fn pointwise_cat(
    inputs: &[TensorBox],
    dim: usize,
    dtype: DType,
    size: Vec<i64>,
    origin: &str,
) -> TensorBox {
    let mut origins = vec![];
    let mut parts = vec![];
    let mut start = 0;
    for t in inputs {
        for o in t.origins() {
            if !origins.contains(&o) {
                origins.push(o);
            }
        }
        let extent = t.size().get(dim).copied().unwrap_or(1).max(1);
        parts.push((t.make_loader(), start, extent));
        start += extent;
    }
    origins.push(origin.to_string());
    let loader: Loader = Rc::new(move |b: &mut BodyBuilder, idx: &[Expr]| {
        let at = idx.get(dim).cloned().unwrap_or_default();
        let pos = b.index_expr(&at, DType::I64);
        let mut out: Option<ValueId> = None;
        for (load, start, extent) in parts.iter().rev() {
            let mut local = idx.to_vec();
            if let Some(slot) = local.get_mut(dim) {
                // `(at - start) mod extent`, kept non-negative by adding a multiple of extent.
                let lift = (start + extent - 1) / extent * extent;
                *slot = mod_idx(&at.add(&Expr::int(lift - start)), 1, *extent);
            }
            let v = load(b, &local)?;
            let v = b.to_dtype(v, dtype);
            out = Some(match out {
                None => v,
                Some(later) => {
                    let end = b.index_expr(&Expr::int(start + extent), DType::I64);
                    let here = b.call("lt", &[pos, end], DType::B8);
                    b.call("where", &[here, v, later], dtype)
                }
            });
        }
        out.ok_or_else(|| "cat of no inputs".to_string())
    });
    TensorBox::pointwise(Pointwise { size, dtype, loader, origins })
}
