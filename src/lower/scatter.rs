//! Mutations, as Inductor lowers them: `index_put`, `scatter`/`scatter_add`/`scatter_reduce`
//! and `copy_` become a `ComputedBuffer` whose layout is `MutationLayoutSHOULDREMOVE(target)`
//! — a new buffer name (`buf1`) that stores into the target's storage (`buf1.mutations =
//! ['buf0']`, [`LoweredGraph::mutations`](super::LoweredGraph)) — over a `Scatter` (the store
//! index computed by an output indexer, `atomic_add` when accumulating) or a plain copy; or,
//! where Inductor falls back, an extern kernel mutating its first input (`ScatterFallback`,
//! `IndexPutFallback`).
use super::body::BodyBuilder;
use super::buffer::{Body, Buffer, BufferKind, FixedLayout, OperationKind};
use super::index::Expr;
use super::ops::{BodyFn, Operand};
use super::realize::Computation;
use super::value::{LayoutCell, Loader, Pointwise, Reindex, TensorBox, fixed_cell};
use super::views::expand_to;
use super::{LowerCause, Lowering, PendingBody, Value};
use crate::ir::{Arg, DType, Node};
use std::rc::Rc;

/// An output indexer: the loop index → the index into the target (may emit index loads and
/// `set_indirect`s).
pub(crate) type IndexFn = Rc<dyn Fn(&mut BodyBuilder, &[Expr]) -> Result<Vec<Expr>, LowerCause>>;

/// Where a mutation stores: the mutated buffer, through the target's view.
#[derive(Clone)]
pub(crate) struct ScatterStore {
    pub output_indexer: Option<IndexFn>,
    pub root_cell: LayoutCell,
    pub reindex: Option<Reindex>,
    pub target_size: Vec<Expr>,
    pub mode: Option<String>,
}

impl ScatterStore {
    /// `MutationLayoutSHOULDREMOVE.make_indexer`: the target's own indexer.
    pub fn target_index(&self, idx: &[Expr]) -> Expr {
        let l = self.root_cell.borrow().layout.clone();
        match &self.reindex {
            Some(r) => l.index(&r(idx)),
            None => l.index(idx),
        }
    }
    /// As the dump prints the layout: the target's size with the mutated buffer's strides
    /// (`MutationLayoutSHOULDREMOVE.stride` is `real_layout().stride`).
    pub fn printed_layout(&self) -> FixedLayout {
        let root = self.root_cell.borrow().layout.clone();
        FixedLayout { size: self.target_size.clone(), offset: Expr::int(0), ..root }
    }
}

impl Lowering<'_> {
    /// A `ComputedBuffer` with `MutationLayoutSHOULDREMOVE(target)`: `loader` over `ranges`
    /// stored into `target` at `output_indexer(index)` (the index itself when `None`).
    #[allow(clippy::too_many_arguments, reason = "Scatter's own fields")]
    pub(super) fn mutation(
        &mut self,
        target: &TensorBox,
        ranges: Vec<Expr>,
        loader: Loader,
        output_indexer: Option<IndexFn>,
        mode: Option<&str>,
        origins: Vec<String>,
    ) -> Result<String, LowerCause> {
        self.realize(target)?;
        // `mark_buffer_mutated`: a mutated buffer is loaded from then on, never recomputed.
        target.storage().inline.take();
        let (root, root_cell) =
            target.layout_cell().ok_or(LowerCause::Unsupported("a mutation of no buffer"))?;
        let reindex = match target {
            TensorBox::View { reindex, .. } => Some(reindex.clone()),
            TensorBox::Storage(_) => None,
        };
        let store = ScatterStore {
            output_indexer,
            root_cell,
            reindex,
            target_size: target.size(),
            mode: mode.map(str::to_string),
        };
        let dtype = target.dtype();
        let c = Computation { size: ranges, reduction: None, dtype, loader };
        let layout = store.printed_layout();
        let name = self.new_buffer_name();
        let buf = Buffer {
            name: name.clone(),
            kind: BufferKind::ComputedBuffer,
            layout: layout.clone(),
            op: None,
        };
        let body = Body::traced_later(&c.size);
        let op = self.register(
            vec![buf],
            OperationKind::Computed { body, reduction_type: None },
            origins,
        );
        self.out.mutations.insert(name.clone(), root);
        self.pending.push(PendingBody {
            op,
            name: name.clone(),
            c,
            cell: fixed_cell(layout),
            scatter: Some(store),
        });
        Ok(name)
    }

    /// An extern kernel that mutates its first input (`ScatterFallback`, `IndexPutFallback`):
    /// a `NoneLayout` buffer that names the mutation.
    fn mutating_fallback(
        &mut self,
        node: &Node,
        env: &[Value],
        target: &TensorBox,
        class: BufferKind,
        kernel: &str,
        origin: &str,
    ) -> Result<(), LowerCause> {
        let mut rest = vec![];
        for a in super::tensor_args(node).into_iter().skip(1) {
            if let Ok(Value::Tensor(t)) = self.arg_value(env, a) {
                rest.push(t);
            }
        }
        self.mutating_extern(target, &rest, class, kernel, origin)
    }

    /// An extern kernel of class `class` that writes `target` in place, reading `rest` after
    /// it (`InplaceCopyFallback.create(dst, src)` too): its buffer has a `NoneLayout` and
    /// names the mutation.
    pub(super) fn mutating_extern(
        &mut self,
        target: &TensorBox,
        rest: &[TensorBox],
        class: BufferKind,
        kernel: &str,
        origin: &str,
    ) -> Result<(), LowerCause> {
        let origins = [origin.to_string()];
        let root = self.realize_input(target, &origins)?;
        target.storage().inline.take();
        let mut inputs = vec![root.clone()];
        for t in rest {
            inputs.push(self.realize_input(t, &origins)?);
        }
        let name = self.new_buffer_name();
        let layout = FixedLayout::contiguous(&self.device(), target.dtype(), &[Expr::int(0)]);
        let buf = Buffer { name: name.clone(), kind: class, layout, op: None };
        self.register(
            vec![buf],
            OperationKind::Extern { class, kernel: kernel.into(), inputs },
            origins.to_vec(),
        );
        self.out.mutations.insert(name, root);
        Ok(())
    }

    /// `clone(x)`: a fresh pointwise copy (what the functional forms mutate).
    pub(super) fn fresh_copy(&mut self, x: &TensorBox, origin: &str) -> TensorBox {
        let mut origins = x.origins();
        origins.push(origin.to_string());
        TensorBox::pointwise(Pointwise {
            size: x.size(),
            dtype: x.dtype(),
            loader: x.make_loader(),
            origins,
        })
    }

    /// `copy_(dst, src)`: src in dst's dtype, expanded to dst's size, copied into dst
    /// (`mutate_to` → `MutationLayoutSHOULDREMOVE.realize_into`).
    pub(super) fn copy_(
        &mut self,
        node: &Node,
        env: &[Value],
        origin: &str,
    ) -> Result<Value, LowerCause> {
        let dst = self.tensor_arg(env, node, 0)?;
        let src = self.tensor_arg(env, node, 1)?;
        let (dt, size) = (dst.dtype(), dst.size());
        let f: BodyFn = Rc::new(|_, v| v[0]);
        let val = self.pointwise(vec![Operand::Tensor(src)], size.clone(), dt, dt, origin, f)?;
        self.realize_into(&val, &dst, origin)?;
        Ok(Value::Tensor(dst))
    }

    /// `realize_into(src, dst)`: `dst` realized first (its readers so far run before), `src`
    /// realized when its reads warrant (`realize_hint`), then a copy of it into `dst`.
    fn realize_into(
        &mut self,
        src: &TensorBox,
        dst: &TensorBox,
        origin: &str,
    ) -> Result<(), LowerCause> {
        self.realize(dst)?;
        let mut memo = None;
        self.realize_hint(src, &mut memo)?;
        let mut origins = src.origins();
        origins.push(origin.to_string());
        self.mutation(dst, dst.size(), src.make_loader(), None, None, origins)?;
        Ok(())
    }

    /// `index_put(x, indices, values, accumulate)` (functional: a copy of `x` is mutated),
    /// `_unsafe_index_put` (no bounds check) and `index_put_` (in place).
    pub(super) fn index_put(
        &mut self,
        node: &Node,
        env: &[Value],
        functional: bool,
        check: bool,
        origin: &str,
    ) -> Result<Value, LowerCause> {
        let x0 = self.tensor_arg(env, node, 0)?;
        let values = self.tensor_arg(env, node, 2)?;
        let accumulate =
            node.args.get(3).or(node.kwarg("accumulate")).and_then(Arg::as_bool).unwrap_or(false);
        let indices = self.index_list(node, env, 1)?;
        let x = if functional { self.fresh_copy(&x0, origin) } else { x0 };
        self.index_put_impl(node, env, x, indices, values, accumulate, check, origin)
    }

    /// `index_put_impl_`: `x` (realized here) mutated at `indices` by `values`.
    #[allow(clippy::too_many_arguments, reason = "index_put_impl_'s own arguments")]
    fn index_put_impl(
        &mut self,
        node: &Node,
        env: &[Value],
        x: TensorBox,
        indices: Vec<Option<TensorBox>>,
        values: TensorBox,
        accumulate: bool,
        check: bool,
        origin: &str,
    ) -> Result<Value, LowerCause> {
        let is_mask = |t: &TensorBox| matches!(t.dtype(), DType::B8 | DType::U8);
        let numel1 = Expr::product(&values.size()).as_const() == Some(1);
        if numel1 && indices.len() == 1 && indices[0].as_ref().is_some_and(is_mask) {
            return Err(LowerCause::Unsupported(
                "index_put with one boolean mask and one value (Inductor's masked fill) is not lowered yet",
            ));
        }
        if indices.iter().flatten().any(is_mask) {
            self.mutating_fallback(
                node,
                env,
                &x,
                BufferKind::IndexPutFallback,
                "aten.index_put_",
                origin,
            )?;
            return Ok(Value::Tensor(x));
        }
        let dtype = x.dtype();
        let values = if values.dtype() != dtype {
            let f: BodyFn = Rc::new(move |b, v| b.to_dtype(v[0], dtype));
            let src = values.dtype();
            self.pointwise(
                vec![Operand::Tensor(values.clone())],
                values.size(),
                src,
                dtype,
                origin,
                f,
            )?
        } else {
            values
        };
        self.realize(&x)?;
        let zero_d = x.size().is_empty();
        let target =
            if zero_d { x.view(vec![Expr::int(1)], Rc::new(|_| vec![])) } else { x.clone() };
        let (output_size, indexer) = super::ops::index_fn(&target, &indices, check, true)?;
        let values = expand_to(&values, &output_size);
        let mut origins = values.origins();
        origins.push(origin.to_string());
        let mode = accumulate.then_some("atomic_add");
        self.mutation(&target, output_size, values.make_loader(), Some(indexer), mode, origins)?;
        Ok(Value::Tensor(x))
    }

    /// `_unsafe_masked_index_put_accumulate(x, mask, indices, values)`: an accumulating
    /// `_unsafe_index_put` of `where(mask, values, 0)` at indices clamped into
    /// `[-size, size - 1]`.
    pub(super) fn masked_index_put_accumulate(
        &mut self,
        node: &Node,
        env: &[Value],
        origin: &str,
    ) -> Result<Value, LowerCause> {
        let x0 = self.tensor_arg(env, node, 0)?;
        let mask = self.tensor_arg(env, node, 1)?;
        let indices = self.index_list(node, env, 2)?;
        let values = self.tensor_arg(env, node, 3)?;
        let dtype = values.dtype();
        let f: BodyFn = Rc::new(move |b, v| {
            let zero = b.constant(0.0, dtype);
            b.call("where", &[v[0], v[1], zero], dtype)
        });
        let ops = vec![Operand::Tensor(mask), Operand::Tensor(values.clone())];
        let masked = self.pointwise_keeping(ops, 1, values.size(), dtype, dtype, origin, f)?;
        let shape = x0.size();
        let mut clamped = vec![];
        for (d, t) in indices.into_iter().enumerate() {
            let Some(t) = t else {
                clamped.push(None);
                continue;
            };
            let n = shape
                .get(d)
                .and_then(Expr::as_const)
                .ok_or(LowerCause::Unsupported("a masked index_put into a symbolic size"))?;
            let idt = t.dtype();
            let f: BodyFn = Rc::new(move |b, v| {
                let hi = b.constant((n - 1) as f64, idt);
                let m = b.call("minimum", &[hi, v[0]], idt);
                let lo = b.constant(-n as f64, idt);
                b.call("maximum", &[lo, m], idt)
            });
            let size = t.size();
            clamped.push(Some(self.pointwise(
                vec![Operand::Tensor(t)],
                size,
                idt,
                idt,
                origin,
                f,
            )?));
        }
        let x = self.fresh_copy(&x0, origin);
        self.index_put_impl(node, env, x, clamped, masked, true, false, origin)
    }

    /// `scatter.src/.value/.reduce`, `scatter_add` and `scatter_reduce.two` (functional: a copy
    /// of `self` is mutated) as `scatter_reduce_` lowers them: a `Scatter` along `dim`
    /// (`atomic_add` for sums; include_self=False zeroes the targets first), or a
    /// `ScatterFallback` where `use_scatter_fallback` says so.
    pub(super) fn scatter(
        &mut self,
        node: &Node,
        env: &[Value],
        origin: &str,
    ) -> Result<Value, LowerCause> {
        let x0 = self.tensor_arg(env, node, 0)?;
        let dim = node.args.get(1).and_then(Arg::as_int).unwrap_or(0);
        let index = self.tensor_arg(env, node, 2)?;
        let packet = node.target.rsplit('.').nth(1).unwrap_or("");
        let overload = node.target.rsplit('.').next().unwrap_or("");
        let (reduce, include_self): (Option<String>, bool) = match (packet, overload) {
            ("scatter_add", _) => (Some("sum".into()), true),
            ("scatter_reduce", _) => (
                node.args.get(4).and_then(Arg::as_str).map(str::to_string),
                node.kwarg("include_self")
                    .or(node.args.get(5))
                    .and_then(Arg::as_bool)
                    .unwrap_or(true),
            ),
            (_, "reduce" | "value_reduce") => {
                let r = node.kwarg("reduce").or(node.args.get(4)).and_then(Arg::as_str);
                (r.map(|r| if r == "add" { "sum".into() } else { "prod".into() }), true)
            }
            _ => (None, true),
        };
        let src_arg = node.args.get(3);
        let src: Option<TensorBox> = match src_arg.map(|a| self.arg_value(env, a)) {
            Some(Ok(Value::Tensor(t))) => Some(t),
            _ => None,
        };
        let scalar = src_arg.and_then(Arg::as_f64);
        let x = self.fresh_copy(&x0, origin);
        let dtype = x.dtype();
        // `use_scatter_fallback` on CPU.
        let reduce_ty = "sum";
        let fallback = match reduce.as_deref() {
            None => false,
            Some(r) if r != reduce_ty => true,
            Some(_) => matches!(dtype, DType::B8 | DType::I64),
        };
        if fallback {
            let kernel = if packet == "scatter_reduce" || packet == "scatter_add" {
                "aten.scatter_reduce_.two"
            } else {
                "aten.scatter_"
            };
            self.mutating_fallback(node, env, &x, BufferKind::ScatterFallback, kernel, origin)?;
            return Ok(Value::Tensor(x));
        }
        if Expr::product(&index.size()).as_const() == Some(0) {
            return Ok(Value::Tensor(x));
        }
        self.realize(&x)?;
        let zero_d = x.size().is_empty();
        let target =
            if zero_d { x.view(vec![Expr::int(1)], Rc::new(|_| vec![])) } else { x.clone() };
        let one = |t: TensorBox| {
            if t.size().is_empty() { t.view(vec![Expr::int(1)], Rc::new(|_| vec![])) } else { t }
        };
        let index = one(index);
        let shape = target.size();
        let d = crate::op::wrap_dim(dim, shape.len())
            .map_err(|_| LowerCause::BadArg { index: 1, expected: "a dim of self" })?;
        let dim_size = shape[d].clone();
        let il = index.make_loader();
        let indexer: IndexFn = Rc::new(move |b: &mut BodyBuilder, idx: &[Expr]| {
            let v = il(b, idx)?;
            let mut at = idx.to_vec();
            at[d] = b.indirect_indexing(v, &dim_size, true, false);
            Ok(at)
        });
        let mut origins = index.origins();
        origins.push(origin.to_string());
        let ranges = index.size();
        if !include_self {
            let zero: Loader =
                Rc::new(move |b: &mut BodyBuilder, _: &[Expr]| Ok(b.constant(0.0, dtype)));
            self.mutation(
                &target,
                ranges.clone(),
                zero,
                Some(indexer.clone()),
                None,
                origins.clone(),
            )?;
        }
        let loader: Loader = match (src, scalar) {
            (Some(s), _) => one(s).make_loader(),
            (None, Some(v)) => {
                Rc::new(move |b: &mut BodyBuilder, _: &[Expr]| Ok(b.constant(v, dtype)))
            }
            (None, None) => {
                return Err(LowerCause::BadArg { index: 3, expected: "a tensor or a number" });
            }
        };
        let mode = (reduce.as_deref() == Some("sum")).then_some("atomic_add");
        self.mutation(&target, ranges, loader, Some(indexer), mode, origins)?;
        Ok(Value::Tensor(x))
    }
}
