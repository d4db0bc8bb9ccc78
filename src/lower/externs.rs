//! Lowerings to kernels that are not loop bodies of their own: matmuls (`extern_kernels.mm` on
//! CPU, a template that prologues and epilogues fuse into otherwise), `cat` (a `ConcatKernel`
//! whose inputs are computed into slices of the output, an aten fallback for int8/uint8 on CPU,
//! or Inductor's `pointwise_cat`), and the `FallbackKernel` of everything lowering leaves to
//! aten.
use super::body::BodyBuilder;
use super::body::Val;
use super::buffer::{Buffer, BufferKind, FixedLayout, OperationKind, contiguous_strides};
use super::index::{Expr, mod_idx_expr};
use super::ops::{Operand, out_meta};
use super::realize::Computation;
use super::value::{Loader, Pointwise, TensorBox};
use super::{LowerCause, Lowering, Value, eager_strides};
use crate::ir::{Arg, DType, Node};
use crate::op::{self, Op};
use std::rc::Rc;

/// Why a tuple-returning fallback is refused.
pub(super) const MULTI_OUTPUT: &str =
    "a tuple result nothing reads through getitem: its elements' layouts are unknown";

/// The arguments of a call that may hold tensors, list elements flattened, args then kwargs.
pub fn tensor_args(node: &Node) -> Vec<&Arg> {
    fn walk<'a>(a: &'a Arg, out: &mut Vec<&'a Arg>) {
        match a {
            Arg::List(xs) | Arg::Tuple(xs) => xs.iter().for_each(|x| walk(x, out)),
            Arg::Node(_) => out.push(a),
            _ => {}
        }
    }
    let mut out = vec![];
    for a in node.args.iter().chain(node.kwargs.iter().map(|(_, a)| a)) {
        walk(a, &mut out);
    }
    out
}

/// Whether the op's registered schema returns several tensors or a list of them.
fn returns_tuple(node: &Node) -> bool {
    op::lookup_node(node).and_then(|r| r.schema()).is_some_and(|s| {
        s.returns.len() > 1 || s.returns.first().is_some_and(|t| t.is_tensor_list())
    })
}

impl Lowering<'_> {
    pub(super) fn matmul(
        &mut self,
        node: &Node,
        env: &[Value],
        name: &str,
        origin: &str,
    ) -> Result<Value, LowerCause> {
        let (dtype, size) = out_meta(node)?;
        let mut inputs = vec![];
        for i in 0..node.args.len().min(3) {
            if let Ok(t) = self.tensor_arg(env, node, i) {
                inputs.push(t);
            }
        }
        // `tuned_bmm` on CPU: a memory-bound bmm (M or N of 1) becomes `sum(mul(mat1[..., None],
        // mat2[:, None]), 2)`, a reduction that can fuse, instead of an extern call.
        if let ("bmm", true, [m1, m2]) = (name, self.opts.is_cpu(), inputs.as_slice())
            && (m1.size().get(1).is_some_and(Expr::is_one)
                || m2.size().get(2).is_some_and(Expr::is_one))
        {
            let (a, b) = (super::views::unsqueeze(m1, -1), super::views::unsqueeze(m2, 1));
            let mut prod_size = a.size();
            if let (Some(n), Some(bn)) = (prod_size.last_mut(), b.size().last()) {
                *n = bn.clone();
            }
            let f: super::ops::BodyFn = Rc::new(move |bb, v| bb.call("mul", v, dtype));
            let operands = vec![Operand::Tensor(a), Operand::Tensor(b)];
            let prod = self.pointwise(operands, prod_size, dtype, dtype, origin, f)?;
            let sum = self.reduce(&prod, &[2], false, "sum", dtype, origin)?;
            return Ok(Value::Tensor(sum));
        }
        // `mm_args` realizes the two matrices first, then the bias (`addmm`/`baddbmm`'s input
        // comes first in the argument list and in the kernel's inputs).
        let order: Vec<usize> =
            if inputs.len() == 3 { vec![1, 2, 0] } else { (0..inputs.len()).collect() };
        let mut names = vec![String::new(); inputs.len()];
        let mut layouts = vec![None; inputs.len()];
        for &i in &order {
            let t = &inputs[i];
            let n = self.realize_input(t, &[origin.to_string()])?;
            // The template reads the layout now: a still-flexible input is decided here.
            self.freeze_buffer(&n, super::Freeze::Decide)?;
            let l = match t.as_strided() {
                Some((v, l)) if v == n => Some(l),
                _ => self.layout_of(&n),
            };
            layouts[i] = Some(l.ok_or_else(|| LowerCause::NoLayout(format!("matmul input {n}")))?);
            names[i] = n;
        }
        let layouts: Vec<FixedLayout> = layouts.into_iter().flatten().collect();
        let buf = self.new_buffer_name();
        let layout = FixedLayout::contiguous(&self.device(), dtype, &size);
        // `baddbmm` (alpha, beta, a batched bias) stays the extern call it is in Inductor, and
        // so does `_int_mm` on CPU (`tuned_int_mm` offers no C++ template, only aten's).
        let (class, kind) = if self.opts.mm_as_template && !matches!(name, "baddbmm" | "_int_mm") {
            // The inputs a template reads through `load_input` may take prologues: `mm`'s two
            // matrices (an addmm bias is a prefix arg, read by a plain load); the bmm template
            // loads both with `tl.load`, so none of its inputs may.
            let allowed: Vec<String> = match name {
                "bmm" => vec![],
                _ => names.iter().rev().take(2).cloned().collect(),
            };
            (
                if self.opts.multi_template {
                    BufferKind::MultiTemplateBuffer
                } else {
                    BufferKind::TemplateBuffer
                },
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

    /// `_weight_int8pack_mm` (`quantized_lowerings.py`'s `int8pack_mm`): `mm_args` realizes x
    /// and the weight, then the scales, into aten's kernel, an `ExternKernelAlloc`
    /// (`has_out_variant=False`) with mm's contiguous `[M, N]` layout in x's dtype.
    pub(super) fn int8pack_mm(
        &mut self,
        node: &Node,
        env: &[Value],
        origin: &str,
    ) -> Result<Value, LowerCause> {
        let (x, w, s) = (
            self.tensor_arg(env, node, 0)?,
            self.tensor_arg(env, node, 1)?,
            self.tensor_arg(env, node, 2)?,
        );
        self.int8pack_extern(&x, &w, &s, origin).map(Value::Tensor)
    }

    fn int8pack_extern(
        &mut self,
        x: &TensorBox,
        w: &TensorBox,
        s: &TensorBox,
        origin: &str,
    ) -> Result<TensorBox, LowerCause> {
        let (Some(m), Some(n)) = (x.size().first().cloned(), w.size().first().cloned()) else {
            return Err(LowerCause::BadArg { index: 0, expected: "2-d x and weight" });
        };
        let mut names = vec![];
        for t in [x, w, s] {
            let name = self.realize_input(t, &[origin.to_string()])?;
            self.freeze_buffer(&name, super::Freeze::Decide)?;
            names.push(name);
        }
        let buf = self.new_buffer_name();
        let layout = FixedLayout::contiguous(&self.device(), x.dtype(), &[m, n]);
        self.register(
            vec![Buffer {
                name: buf.clone(),
                kind: BufferKind::ExternKernelAlloc,
                layout: layout.clone(),
                op: None,
            }],
            OperationKind::Extern {
                class: BufferKind::ExternKernelAlloc,
                kernel: "extern_kernels._weight_int8pack_mm".into(),
                inputs: names,
            },
            vec![origin.to_string()],
        );
        Ok(TensorBox::buffer(&buf, layout))
    }

    /// Inductor's `woq_int8` lowering pattern (`fx_passes/quantization.py`,
    /// `_register_woq_lowering`): `L[aten.reshape](x, [-1, K])`, `L[aten._weight_int8pack_mm]`
    /// of it, the weight and the scales, then `L[aten.reshape]` to x's leading dims and N.
    pub(super) fn woq_int8(
        &mut self,
        node: &Node,
        env: &[Value],
        origin: &str,
    ) -> Result<Value, LowerCause> {
        let kw = |name: &'static str| -> Result<TensorBox, LowerCause> {
            let a = node.kwargs.iter().find(|(k, _)| k == name).map(|(_, a)| a);
            match a.map(|a| self.arg_value(env, a)) {
                Some(Ok(Value::Tensor(t))) => Ok(t),
                Some(Err(e)) => Err(e),
                _ => Err(LowerCause::BadArg { index: 0, expected: name }),
            }
        };
        if node.kwargs.iter().any(|(k, _)| !matches!(k.as_str(), "x" | "weight" | "scales")) {
            return Err(LowerCause::Unsupported(
                "woq_int8 of the concat-linear pattern (w1, w2, w3)",
            ));
        }
        let (x, w, s) = (kw("x")?, kw("weight")?, kw("scales")?);
        let (xs, ws) = (x.size(), w.size());
        let (Some(k), Some(n)) = (xs.last().cloned(), ws.first().cloned()) else {
            return Err(LowerCause::BadArg { index: 0, expected: "x and a 2-d weight" });
        };
        let rows = super::index::floor_div_expr(&Expr::product(&xs), &k);
        let x2 = self.reshape_to(&x, vec![rows, k])?;
        let mm = self.int8pack_extern(&x2, &w, &s, origin)?;
        let mut out = xs[..xs.len() - 1].to_vec();
        out.push(n);
        self.reshape_to(&mm, out).map(Value::Tensor)
    }

    /// The GPU half of Inductor's `cat` lowering: `pointwise_cat` for at most
    /// `max_complex_pointwise_cat_inputs` (8) inputs when every use is pointwise (through
    /// views) and an input would otherwise be computed or copied (`fuse_pointwise_use`), or
    /// every input needs a copy anyway (`horizontal_fuse_cat`), unless an input has another
    /// pointwise consumer or is an unrealized pointwise with several
    /// (`any_input_has_multi_consumers`, where `cat_multi_consumer_check` holds).
    /// Not modelled: `fusable_reduction` (inputs here are never unrealized reductions).
    fn gpu_prefers_pointwise_cat(&self, node: &Node, args: &[Arg], inputs: &[TensorBox]) -> bool {
        if inputs.len() > 8 {
            return false;
        }
        let Some(&(graph, _)) = self.scope.last() else { return false };
        let users = graph.users();
        fn pointwise_use(
            g: &crate::ir::Graph,
            users: &[Vec<crate::ir::NodeId>],
            u: crate::ir::NodeId,
        ) -> bool {
            let n = g.node(u);
            if n.op != crate::ir::OpKind::CallFunction {
                return false;
            }
            if n.target == "operator.getitem" {
                return users[u.idx()].iter().all(|&v| pointwise_use(g, users, v));
            }
            let Some(r) = op::lookup_node(n) else { return false };
            match r.op.category() {
                op::Category::View => users[u.idx()].iter().all(|&v| pointwise_use(g, users, v)),
                op::Category::Pointwise => true,
                _ => matches!(r.op.name(), "cat" | "constant_pad_nd"),
            }
        }
        let me = self.node_index;
        debug_assert!(std::ptr::eq(&graph.nodes[me], node), "node_index is the node being lowered");
        let pointwise_uses = users[me].iter().all(|&u| pointwise_use(graph, &users, u));
        // `should_lower_cat_input`: an unrealized pointwise, or storage that a ConcatKernel
        // could not take over without a copy (a fixed layout: an input, a decided buffer).
        let should_lower = |t: &TensorBox| match t.layout_cell() {
            None => true,
            Some((_, cell)) => !cell.borrow().flexible,
        };
        let fuse_pointwise_use = inputs.iter().any(should_lower) && pointwise_uses;
        let horizontal = inputs.iter().all(should_lower);
        let multi = self.opts.cat_multi_consumer_check
            && args.iter().zip(inputs).any(|(a, t)| {
                let Arg::Node(id) = a else { return false };
                let us = &users[id.idx()];
                us.len() > 1
                    && (us.iter().any(|&u| u.idx() != me && pointwise_use(graph, &users, u))
                        || !t.is_realized())
            });
        !multi && (fuse_pointwise_use || horizontal)
    }

    pub(super) fn cat(
        &mut self,
        node: &Node,
        env: &[Value],
        origin: &str,
    ) -> Result<Value, LowerCause> {
        let (dtype, size) = out_meta(node)?;
        let list = node
            .args
            .first()
            .and_then(Arg::as_list)
            .ok_or(LowerCause::BadArg { index: 0, expected: "a list of tensors" })?;
        let mut inputs = vec![];
        for a in list {
            if let Value::Tensor(t) = self.arg_value(env, a)? {
                inputs.push(t);
            }
        }
        let dim = node.args.get(1).and_then(Arg::as_int).unwrap_or(0);
        let dim = super::ops::wrap_dim(dim, size.len())?;
        let small_int = inputs.iter().all(|t| matches!(t.dtype(), DType::I8 | DType::U8));
        if !(self.opts.is_cpu() && small_int) {
            // One input, or one left after dropping the legacy empty 1-d ones (ATen's
            // `cat_should_skip_tensor`), or none left: a clone of it (of the first when none
            // is left, in its own dtype, as Inductor's `cat` does).
            let empty_1d =
                |t: &TensorBox| matches!(t.size().as_slice(), [n] if n.as_const() == Some(0));
            let valid: Vec<&TensorBox> = inputs.iter().filter(|t| !empty_1d(t)).collect();
            let single = match (inputs.len(), valid.len()) {
                (1, _) => inputs.first(),
                (n, 0) if n > 0 => inputs.first(),
                (_, 1) => valid.first().copied(),
                _ => None,
            };
            if let Some(t) = single {
                return Ok(Value::Tensor(self.fresh_copy(t, origin)));
            }
            inputs.retain(|t| !empty_1d(t));
        }
        // The scope holds more than the root graph only inside an invoke_quant subgraph.
        let in_invoke_quant = self.scope.len() > 1;
        let pointwise =
            self.opts.pointwise_cat || (self.opts.pointwise_cat_in_invoke_quant && in_invoke_quant);
        if pointwise && !inputs.is_empty() {
            return Ok(Value::Tensor(pointwise_cat(&inputs, dim, dtype, size, origin)));
        }
        if !self.opts.is_cpu() && self.gpu_prefers_pointwise_cat(node, list, &inputs) {
            return Ok(Value::Tensor(masked_pointwise_cat(&inputs, dim, dtype, size, origin)));
        }
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
        let out_stride = self.concat_strides(node, &inputs, &size);
        let mut slices = vec![];
        for t in &inputs {
            let c = Computation { size: t.size(), reduction: None, dtype, loader: t.make_loader() };
            let layout = FixedLayout {
                device: self.device(),
                dtype,
                size: t.size(),
                stride: out_stride.clone(),
                offset: Expr::int(0),
            };
            let mut origins = t.origins();
            origins.push(origin.to_string());
            let (name, _) = self.computed_buffer(&c, origins, Some(layout))?;
            slices.push(name);
        }
        let _ = dim;
        let buf = self.new_buffer_name();
        let layout = FixedLayout {
            device: self.device(),
            dtype,
            size: size.clone(),
            stride: out_stride,
            offset: Expr::int(0),
        };
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

    /// `ConcatKernel.create`'s output strides: contiguous, unless an input is a realized buffer
    /// laid out channels-last, or no input is a realized buffer (or a strided view of one) and
    /// some FX input's eager strides are channels-last contiguous, which a contiguous
    /// `[1, 1, H, W]` (Falcon's rotated single key head) also is. Symbolic sizes decide at their
    /// hints (`guard_or_false` of a backed size), and the strides are spelled over the sizes.
    fn concat_strides(&self, node: &Node, inputs: &[TensorBox], size: &[Expr]) -> Vec<Expr> {
        use super::eager_strides::is_channels_last_contiguous;
        let contiguous = contiguous_strides(size);
        let rank = size.len();
        // Only 4-d and 5-d tensors have a channels-last format.
        if !(rank == 4 || rank == 5) {
            return contiguous;
        }
        let hints = |v: &[Expr]| self.sv.size_hints(v);
        let shape = hints(size);
        // `make_channels_last_strides_for`: channels, then the spatial dims last to first, then
        // the batch.
        let cl_strides = || {
            let mut st = vec![Expr::int(0); rank];
            let mut next = Expr::int(1);
            for d in std::iter::once(1).chain((2..rank).rev()).chain([0]) {
                st[d] = next.clone();
                next = next.mul_poly(&size[d]);
            }
            st
        };
        let mut any_storage = false;
        for t in inputs {
            let layout = match t {
                TensorBox::Storage(_) => t.layout_cell().map(|(_, c)| {
                    let st = c.borrow();
                    (st.layout.clone(), st.flexible)
                }),
                TensorBox::View { .. } => t.as_strided().map(|(_, l)| (l, false)),
            };
            let Some((layout, flexible)) = layout else { continue };
            any_storage = true;
            // `Layout.is_channels_last_contiguous` refuses a single channel.
            let (sz, st) = (hints(&layout.size), hints(&layout.stride));
            if !flexible
                && shape[1] != 1
                && sz.get(1) != Some(&1)
                && is_channels_last_contiguous(&sz, &st)
            {
                return cl_strides();
            }
        }
        let Some(&(graph, _)) = self.scope.last() else { return contiguous };
        let list = node.args.first().and_then(Arg::as_list).unwrap_or(&[]);
        let meta_cl = list.iter().any(|a| {
            let Arg::Node(id) = a else { return false };
            let sizes = graph.node(*id).meta.val.as_ref().and_then(|v| v.tensor());
            let sizes = sizes.and_then(|m| super::meta_shape(m).ok()).map(|s| hints(&s));
            match (sizes, self.eager.get(id.idx()).cloned().flatten()) {
                (Some(sz), Some(st)) => is_channels_last_contiguous(&sz, &st),
                _ => false,
            }
        });
        if !any_storage && meta_cl { cl_strides() } else { contiguous }
    }

    /// `FallbackKernel`: an aten call Inductor does not lower; multi-output ops get one
    /// `MultiOutput` buffer per tensor output.
    pub(super) fn fallback(
        &mut self,
        node: &Node,
        env: &[Value],
        origin: &str,
    ) -> Result<Value, LowerCause> {
        // Every tensor argument, those inside lists too (`stack([x, y])`), in argument order
        // (the order `kernel::externs` reads them back in).
        let mut names = vec![];
        let sdpa_op = op::lookup_node(node)
            .map(|r| r.op)
            .filter(|o| matches!(o, Op::SdpaFlashCpu | Op::SdpaEfficient));
        let sdpa = sdpa_op.is_some();
        let efficient = sdpa_op == Some(Op::SdpaEfficient);
        // A custom op (not aten/prims) falls back with `custom_op_default_layout_constraint`,
        // `needs_exact_strides`: `require_exact_strides` keeps a buffer (or a view of one) and
        // copies anything not yet realized (`copy_input`), so each call recomputes a lazy
        // input into a buffer of its own instead of realizing the shared value.
        let custom = op::lookup_node(node)
            .filter(|r| {
                matches!(r.op.info().namespace, op::Namespace::Quanto | op::Namespace::Bitsandbytes)
            })
            .map(|r| r.op);
        if let Some(op) = custom {
            self.implicit_fallbacks.insert(op);
        }
        let mut first_layout = None;
        let mut position = 0;
        for a in tensor_args(node) {
            if let Ok(Value::Tensor(t)) = self.arg_value(env, a) {
                let origins = [origin.to_string()];
                position += 1;
                let name = match a {
                    Arg::Node(id) if sdpa && !self.opts.is_cpu() => {
                        self.sdpa_cuda_input(position - 1, &t, *id, efficient, &origins)?
                    }
                    Arg::Node(id) if sdpa => {
                        let order = self.sdpa_stride_order(*id, t.size().len());
                        self.require_stride_order(&t, &order, &origins)?
                    }
                    _ if custom.is_some() && !t.is_realized() => {
                        let copy = self.fresh_copy(&t, origin);
                        self.realize_input(&copy, &origins)?
                    }
                    _ => self.realize_input(&t, &origins)?,
                };
                if first_layout.is_none() {
                    first_layout = match t.as_strided() {
                        Some((n, l)) if n == name => Some(l),
                        _ => self.layout_of(&name),
                    };
                }
                names.push(name);
            }
        }
        let kernel = node.target.clone();
        // Tuple results: one FallbackKernel with a MultiOutputLayout, then one `MultiOutput`
        // buffer per element (`FallbackKernel.create` + `generate_output`).
        let elems: Option<Vec<Option<FixedLayout>>> = if efficient {
            let (q, v) = (self.tensor_arg(env, node, 0)?, self.tensor_arg(env, node, 2)?);
            let lse = matches!(node.args.get(4), Some(Arg::Bool(true)));
            Some(self.sdpa_efficient_outputs(&q.size(), &v.size(), q.dtype(), lse)?)
        } else if sdpa {
            let q = self.tensor_arg(env, node, 0)?;
            let qs = q.size();
            let [b, h, l, d] = qs.as_slice() else {
                return Err(LowerCause::BadArg { index: 0, expected: "a 4-d query" });
            };
            let (b, h, l, d) = (b.clone(), h.clone(), l.clone(), d.clone());
            let dev = self.device();
            // The meta kernel's `empty_like(query)`: the query's strides when they are dense,
            // contiguous otherwise; `logsumexp` is (B, L, H) transposed.
            let size = vec![b.clone(), h.clone(), l.clone(), d];
            // At the hints, as the fake tensor's `is_non_overlapping_and_dense` answers.
            let sv = &self.sv;
            let dense = |q: &FixedLayout| {
                eager_strides::is_dense(&sv.size_hints(&q.size), &sv.size_hints(&q.stride))
            };
            let stride = first_layout
                .take()
                .filter(|q| q.size == size && dense(q))
                .map_or_else(|| contiguous_strides(&size), |q| q.stride);
            let out = FixedLayout {
                device: dev.clone(),
                dtype: q.dtype(),
                size,
                stride,
                offset: Expr::int(0),
            };
            let lse = FixedLayout {
                device: dev.clone(),
                dtype: DType::F32,
                size: vec![b, h.clone(), l.clone()],
                stride: vec![l.mul_poly(&h), Expr::int(1), h],
                offset: Expr::int(0),
            };
            Some(vec![Some(out), Some(lse)])
        } else if node.meta.tensor().is_none() && returns_tuple(node) {
            let dev = self.device();
            if self.tuple_elems.is_empty() {
                return Err(LowerCause::Unsupported(MULTI_OUTPUT));
            }
            Some(
                self.tuple_elems
                    .iter()
                    .enumerate()
                    .map(|(i, e)| {
                        e.as_ref().map(|(dt, s)| {
                            let mut l = FixedLayout::contiguous(&dev, *dt, s);
                            l.stride = super::linalg::result_strides(node, i, s);
                            l
                        })
                    })
                    .collect(),
            )
        } else {
            None
        };
        if let Some(elems) = elems {
            let fb = self.new_buffer_name();
            let dtype = elems.iter().flatten().next().map_or(DType::F32, |l| l.dtype);
            let multi = FixedLayout {
                device: self.device(),
                dtype,
                size: vec![],
                stride: vec![],
                offset: Expr::int(0),
            };
            self.register(
                vec![Buffer {
                    name: fb.clone(),
                    kind: BufferKind::FallbackKernel,
                    layout: multi,
                    op: None,
                }],
                OperationKind::Extern { class: BufferKind::FallbackKernel, kernel, inputs: names },
                vec![origin.to_string()],
            );
            let mut outs = vec![];
            for layout in elems {
                // An element nothing reads still gets its buffer (dropped as dead later, its
                // number kept), as Inductor's does: the runtime tells elements apart by the
                // distance of their buffer numbers.
                let name = self.new_buffer_name();
                let used = layout.is_some();
                let layout = layout.unwrap_or(FixedLayout {
                    device: self.device(),
                    dtype,
                    size: vec![],
                    stride: vec![],
                    offset: Expr::int(0),
                });
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
                outs.push(used.then(|| TensorBox::buffer(&name, layout)));
            }
            return Ok(Value::Multi(outs));
        }
        let (dtype, size) = out_meta(node)?;
        let buf = self.new_buffer_name();
        let mut layout = FixedLayout::contiguous(&self.device(), dtype, &size);
        layout.stride = super::linalg::result_strides(node, 0, &size);
        // `FallbackKernel.create` lays its output out as the fake tensor is: a view keeps its
        // input's strides, an FFT permutes its batch dims, a LAPACK result is column-major
        // (`eager_strides` computes each at concrete sizes; `result_strides` covers symbolic
        // ones).
        if let Some(st) = self.eager.get(self.node_index).cloned().flatten()
            && st.len() == size.len()
            && size.iter().all(|d| d.as_const().is_some())
        {
            layout.stride = super::buffer::ints(&st);
        }
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

/// Inductor's `pointwise_cat` as it is: each input read in an `ops.masked` subblock under its
/// range's mask, the values picked by a chain of `where`s from the last input back.
fn masked_pointwise_cat(
    inputs: &[TensorBox],
    dim: usize,
    dtype: DType,
    size: Vec<Expr>,
    origin: &str,
) -> TensorBox {
    let mut origins = vec![];
    let mut parts = vec![];
    let mut start = Expr::int(0);
    for t in inputs {
        for o in t.origins() {
            if !origins.contains(&o) {
                origins.push(o);
            }
        }
        let extent = t.size().get(dim).cloned().unwrap_or(Expr::int(1));
        parts.push((t.make_loader(), start.clone(), start.add(&extent)));
        start = start.add(&extent);
    }
    origins.push(origin.to_string());
    let n = parts.len();
    let loader: Loader = Rc::new(move |b: &mut BodyBuilder, idx: &[Expr]| {
        let at = idx.get(dim).cloned().unwrap_or_default();
        let mut masks = vec![];
        let mut loads = vec![];
        for (i, (load, start, end)) in parts.iter().enumerate() {
            let idx_dim = b.index_expr(&at, DType::I64);
            let lo =
                if i == 0 { b.constant(0.0, DType::I64) } else { b.index_expr(start, DType::I64) };
            let start_cond = b.call("ge", &[idx_dim, lo], DType::B8);
            let idx_dim = b.index_expr(&at, DType::I64);
            let hi = b.index_expr(end, DType::I64);
            let end_cond = b.call("lt", &[idx_dim, hi], DType::B8);
            let mask = match i {
                0 => end_cond,
                _ if i == n - 1 => start_cond,
                _ => b.call("and_", &[start_cond, end_cond], DType::B8),
            };
            let mut local = idx.to_vec();
            if let Some(slot) = local.get_mut(dim) {
                // "Use Identity to prevent expansion of index * stride to keep expression in
                // same int bitwidth as shape"
                *slot = at.add(&start.scale(-1)).identity();
            }
            let load = load.clone();
            loads.push(b.masked(mask, 0.0, DType::F64, move |b| load(b, &local))?);
            masks.push(mask);
        }
        let mut next = *loads.last().ok_or(LowerCause::EmptyCat)?;
        for i in (0..n.saturating_sub(1)).rev() {
            next = b.call("where", &[masks[i], loads[i], next], dtype);
        }
        Ok(next)
    });
    TensorBox::pointwise(Pointwise { size, dtype, loader, origins })
}

/// Inductor's `pointwise_cat`, with one difference: there are no masked sub-blocks here, so
/// each input is read at its index taken modulo its extent along `dim` (always in bounds, and
/// the true index where that input is the one selected) and `where` picks the value.
fn pointwise_cat(
    inputs: &[TensorBox],
    dim: usize,
    dtype: DType,
    size: Vec<Expr>,
    origin: &str,
) -> TensorBox {
    let mut origins = vec![];
    let mut parts = vec![];
    let mut start = Expr::int(0);
    for t in inputs {
        for o in t.origins() {
            if !origins.contains(&o) {
                origins.push(o);
            }
        }
        let extent = t.size().get(dim).cloned().unwrap_or(Expr::int(1));
        let extent = if extent.as_const().is_some_and(|e| e < 1) { Expr::int(1) } else { extent };
        parts.push((t.make_loader(), start.clone(), extent.clone()));
        start = start.add(&extent);
    }
    origins.push(origin.to_string());
    let loader: Loader = Rc::new(move |b: &mut BodyBuilder, idx: &[Expr]| {
        let at = idx.get(dim).cloned().unwrap_or_default();
        let pos = b.index_expr(&at, DType::I64);
        let mut out: Option<Val> = None;
        for (load, start, extent) in parts.iter().rev() {
            let mut local = idx.to_vec();
            if let Some(slot) = local.get_mut(dim) {
                // `(at - start) mod extent`, kept non-negative by adding a multiple of extent.
                let lift = match (start.as_const(), extent.as_const()) {
                    (Some(s), Some(e)) => Expr::int((s + e - 1) / e * e),
                    // `start * extent` is a multiple of extent at least `start`.
                    _ => start.mul_poly(extent),
                };
                *slot = mod_idx_expr(&at.add(&lift).add(&start.scale(-1)), &Expr::int(1), extent);
            }
            let v = load(b, &local)?;
            let v = b.to_dtype(v, dtype);
            out = Some(match out {
                None => v,
                Some(later) => {
                    let end = b.index_expr(&start.add(extent), DType::I64);
                    let here = b.call("lt", &[pos, end], DType::B8);
                    b.call("where", &[here, v, later], dtype)
                }
            });
        }
        out.ok_or(LowerCause::EmptyCat)
    });
    TensorBox::pointwise(Pointwise { size, dtype, loader, origins })
}
