//! Lowerings that read an input only where a mask holds (`ops.masked`, traced into a
//! `masked_subblockN`): `constant_pad_nd` and `slice_scatter`, and `select_scatter`, a `where`
//! of two loads (`lowering.py`'s own three).
use super::body::{BodyBuilder, Val};
use super::index::{Expr, floor_div, mod_idx};
use super::ops::{out_meta, wrap_dim};
use super::value::{Loader, Pointwise, TensorBox};
use super::views::expand_to;
use super::{LowerCause, Lowering, Value};
use crate::ir::{Arg, DType, Node};
use std::rc::Rc;

/// `dtype_to_type(dtype)(value)`: the Python number an `other` of this dtype is.
fn literal(v: f64, dtype: DType) -> f64 {
    if dtype.is_float() { v } else { v.trunc() }
}

pub(super) fn index_cmp(
    b: &mut BodyBuilder,
    op: &str,
    i: &Expr,
    bound: &Expr,
    dtype: DType,
) -> Val {
    let (l, r) = (b.index_expr(i, dtype), b.index_expr(bound, dtype));
    b.call(op, &[l, r], DType::B8)
}

pub(super) fn and_all(b: &mut BodyBuilder, masks: Vec<Val>) -> Option<Val> {
    masks.into_iter().reduce(|a, m| b.call("and_", &[a, m], DType::B8))
}

impl Lowering<'_> {
    fn int_arg(node: &Node, i: usize, default: Option<i64>) -> Result<Option<i64>, LowerCause> {
        match node.args.get(i) {
            None | Some(Arg::None) => Ok(default),
            Some(Arg::Int(v)) => Ok(Some(*v)),
            Some(_) => Err(LowerCause::Unsupported("a symbolic or non-int slice bound")),
        }
    }

    /// `constant_pad_nd(x, pad, value)`: the output ranges grow by each (low, high) pair;
    /// every padded dim reads `i - low` under `0 <= i - low < size`.
    pub(super) fn constant_pad_nd(
        &mut self,
        node: &Node,
        env: &[Value],
        origin: &str,
    ) -> Result<Value, LowerCause> {
        let (dtype, out_size) = out_meta(node)?;
        let x = self.tensor_arg(env, node, 0)?;
        // Ints or SymInts (a dynamic pad's amounts are the function's ints).
        let pad: Vec<Expr> = node
            .args
            .get(1)
            .and_then(Arg::as_list)
            .and_then(|l| l.iter().map(|a| self.int_expr(env, a)).collect())
            .ok_or(LowerCause::BadArg { index: 1, expected: "a list of ints" })?;
        let fill = node.args.get(2).and_then(Arg::as_f64).unwrap_or(0.0);
        let sizes = x.size();
        if !pad.len().is_multiple_of(2) || pad.len() / 2 > sizes.len() {
            return Err(LowerCause::BadArg { index: 1, expected: "(low, high) pairs per dim" });
        }
        if pad.iter().all(Expr::is_zero) {
            return self.identity_of(&x, origin);
        }
        // (low, high) from the first padded dim on, as `reversed(zip(pad[::2], pad[1::2]))`;
        // a symbolic amount counts as nonzero (`low != 0` of a sympy symbol).
        let bounds: Vec<(Expr, Expr)> =
            pad.chunks(2).rev().map(|p| (p[0].clone(), p[1].clone())).collect();
        let n = sizes.len() - bounds.len();
        let mask_sizes: Vec<Expr> = sizes[n..].to_vec();
        let fill = literal(fill, dtype);
        let inner = x.make_loader();
        let loader: Loader = Rc::new(move |b: &mut BodyBuilder, idx: &[Expr]| {
            let mut new_index: Vec<Expr> = idx[..n.min(idx.len())].to_vec();
            for (i, (low, _)) in idx[n.min(idx.len())..].iter().zip(&bounds) {
                new_index.push(i.add(&low.scale(-1)));
            }
            let mut masks = vec![];
            for ((i, (low, high)), len) in new_index[n..].iter().zip(&bounds).zip(&mask_sizes) {
                if !low.is_zero() {
                    masks.push(index_cmp(b, "ge", i, &Expr::int(0), DType::I64));
                }
                if !high.is_zero() {
                    masks.push(index_cmp(b, "lt", i, len, DType::I64));
                }
            }
            let mask = and_all(b, masks).ok_or(LowerCause::Unsupported("a pad of nothing"))?;
            let inner = inner.clone();
            b.masked(mask, fill, dtype, move |b| inner(b, &new_index))
        });
        let mut origins = x.origins();
        origins.push(origin.to_string());
        let size = out_size;
        Ok(Value::Tensor(TensorBox::pointwise(Pointwise { size, dtype, loader, origins })))
    }

    /// `clone(x)`: a pointwise reading `x` as it is.
    fn identity_of(&mut self, x: &TensorBox, origin: &str) -> Result<Value, LowerCause> {
        let inner = x.make_loader();
        let mut origins = x.origins();
        origins.push(origin.to_string());
        let (size, dtype) = (x.size(), x.dtype());
        let loader: Loader = Rc::new(move |b: &mut BodyBuilder, idx: &[Expr]| inner(b, idx));
        Ok(Value::Tensor(TensorBox::pointwise(Pointwise { size, dtype, loader, origins })))
    }

    /// `src` converted to `dtype` as `to_dtype` lowers it.
    fn converted_loader(src: &TensorBox, dtype: DType) -> Loader {
        let inner = src.make_loader();
        Rc::new(move |b: &mut BodyBuilder, idx: &[Expr]| {
            let v = inner(b, idx)?;
            Ok(b.to_dtype(v, dtype))
        })
    }

    /// `slice_scatter(x, src, dim, start, end, step)`: `src[(i - start) // step]` where `i`
    /// lies in the slice (masked), `x` elsewhere.
    pub(super) fn slice_scatter(
        &mut self,
        node: &Node,
        env: &[Value],
        origin: &str,
    ) -> Result<Value, LowerCause> {
        let (dtype, _) = out_meta(node)?;
        let x = self.tensor_arg(env, node, 0)?;
        let src = self.tensor_arg(env, node, 1)?;
        let size = x.size();
        let dim = wrap_dim(Self::int_arg(node, 2, Some(0))?.unwrap_or(0), size.len())?;
        let bound = |i: usize| node.args.get(i).filter(|a| !matches!(a, Arg::None));
        let symbolic_bound = [3, 4].iter().any(|&i| matches!(bound(i), Some(Arg::Node(_))));
        let Some(dim_size) = size[dim].as_const().filter(|_| !symbolic_bound) else {
            return self.slice_scatter_symbolic(node, env, origin, x, src, dim);
        };
        let step = Self::int_arg(node, 5, Some(1))?.unwrap_or(1);
        if step <= 0 {
            return Err(LowerCause::BadArg { index: 5, expected: "a positive step" });
        }
        // `SliceView.normalize_start_end`: negatives count from the end, both clamped.
        let clamp = |v: i64| if v < 0 { (v + dim_size).max(0) } else { v.min(dim_size) };
        let start = clamp(Self::int_arg(node, 3, None)?.unwrap_or(0));
        let end = clamp(Self::int_arg(node, 4, None)?.unwrap_or(dim_size)).max(start);
        let src_loader = Self::converted_loader(&src, dtype);
        let x_loader = x.make_loader();
        let mut origins = x.origins();
        origins.extend(src.origins());
        origins.push(origin.to_string());
        if start == 0 && end == dim_size && step == 1 {
            let src = expand_to(&src, &size);
            let loader = Self::converted_loader(&src, dtype);
            return Ok(Value::Tensor(TensorBox::pointwise(Pointwise {
                size,
                dtype,
                loader,
                origins,
            })));
        }
        // `0 if is_integer_type(x) else 0.0`: bools get the int 0 too.
        let other_type = if dtype.is_float() { dtype } else { DType::I64 };
        let loader: Loader = Rc::new(move |b: &mut BodyBuilder, idx: &[Expr]| {
            let i = idx.get(dim).cloned().ok_or(LowerCause::Unsupported("an index without dim"))?;
            let mut src_idx = idx.to_vec();
            src_idx[dim] = floor_div(&i.add(&Expr::int(-start)), step);
            let mut masks = vec![];
            if start != 0 {
                masks.push(index_cmp(b, "ge", &i, &Expr::int(start), DType::I64));
            }
            if end != dim_size {
                masks.push(index_cmp(b, "lt", &i, &Expr::int(end), DType::I64));
            }
            if step != 1 {
                let m = b.index_expr(&mod_idx(&i.add(&Expr::int(-start)), 1, step), DType::I64);
                let zero = b.constant(0.0, DType::I64);
                masks.push(b.call("eq", &[m, zero], DType::B8));
            }
            let mask = and_all(b, masks).ok_or(LowerCause::Unsupported("an empty mask"))?;
            let src_loader = src_loader.clone();
            let v = b.masked(mask, 0.0, other_type, move |b| src_loader(b, &src_idx))?;
            let xv = x_loader(b, idx)?;
            Ok(b.call("where", &[mask, v, xv], dtype))
        });
        Ok(Value::Tensor(TensorBox::pointwise(Pointwise { size, dtype, loader, origins })))
    }

    /// [`Self::slice_scatter`] along a dim of symbolic size or between SymInt bounds: the
    /// bounds normalized as `SliceView.normalize_start_end` does (decided at the hints), the
    /// masks left out where a bound is the dim's own (`start != 0`, `end != dim_size` of the
    /// expressions, as sympy compares them).
    fn slice_scatter_symbolic(
        &mut self,
        node: &Node,
        env: &[Value],
        origin: &str,
        x: TensorBox,
        src: TensorBox,
        dim: usize,
    ) -> Result<Value, LowerCause> {
        let (dtype, _) = out_meta(node)?;
        let size = x.size();
        let dim_size = size[dim].clone();
        let step = Self::int_arg(node, 5, Some(1))?.unwrap_or(1);
        if step <= 0 {
            return Err(LowerCause::BadArg { index: 5, expected: "a positive step" });
        }
        let bound = |i: usize, default: &Expr| match node.args.get(i) {
            None | Some(Arg::None) => Ok(default.clone()),
            Some(a) => self
                .int_expr(env, a)
                .ok_or(LowerCause::BadArg { index: i, expected: "an int or a SymInt" }),
        };
        let start = self.clamp_by_hints(bound(3, &Expr::int(0))?, &dim_size);
        let end = self.clamp_by_hints(bound(4, &dim_size)?, &dim_size);
        let end =
            if self.sv.size_hint(&end) < self.sv.size_hint(&start) { start.clone() } else { end };
        let src_loader = Self::converted_loader(&src, dtype);
        let x_loader = x.make_loader();
        let mut origins = x.origins();
        origins.extend(src.origins());
        origins.push(origin.to_string());
        if start.is_zero() && end == dim_size && step == 1 {
            let src = expand_to(&src, &size);
            let loader = Self::converted_loader(&src, dtype);
            return Ok(Value::Tensor(TensorBox::pointwise(Pointwise {
                size,
                dtype,
                loader,
                origins,
            })));
        }
        let other_type = if dtype.is_float() { dtype } else { DType::I64 };
        let loader: Loader = Rc::new(move |b: &mut BodyBuilder, idx: &[Expr]| {
            let i = idx.get(dim).cloned().ok_or(LowerCause::Unsupported("an index without dim"))?;
            let mut src_idx = idx.to_vec();
            src_idx[dim] = floor_div(&i.add(&start.scale(-1)), step);
            let mut masks = vec![];
            if !start.is_zero() {
                masks.push(index_cmp(b, "ge", &i, &start, DType::I64));
            }
            if end != dim_size {
                masks.push(index_cmp(b, "lt", &i, &end, DType::I64));
            }
            if step != 1 {
                let m = b.index_expr(&mod_idx(&i.add(&start.scale(-1)), 1, step), DType::I64);
                let zero = b.constant(0.0, DType::I64);
                masks.push(b.call("eq", &[m, zero], DType::B8));
            }
            let mask = and_all(b, masks).ok_or(LowerCause::Unsupported("an empty mask"))?;
            let src_loader = src_loader.clone();
            let v = b.masked(mask, 0.0, other_type, move |b| src_loader(b, &src_idx))?;
            let xv = x_loader(b, idx)?;
            Ok(b.call("where", &[mask, v, xv], dtype))
        });
        Ok(Value::Tensor(TensorBox::pointwise(Pointwise { size, dtype, loader, origins })))
    }

    /// `select_scatter(x, src, dim, index)`: `where(i == index, src, x)` compared in int32.
    pub(super) fn select_scatter(
        &mut self,
        node: &Node,
        env: &[Value],
        origin: &str,
    ) -> Result<Value, LowerCause> {
        let (dtype, _) = out_meta(node)?;
        let x = self.tensor_arg(env, node, 0)?;
        let src = self.tensor_arg(env, node, 1)?;
        let size = x.size();
        let dim = wrap_dim(Self::int_arg(node, 2, None)?.unwrap_or(0), size.len())?;
        let mut index = Self::int_arg(node, 3, None)?
            .ok_or(LowerCause::BadArg { index: 3, expected: "an index" })?;
        if index < 0 {
            let n = size[dim]
                .as_const()
                .ok_or(LowerCause::Unsupported("a negative index along a symbolic dim"))?;
            index += n;
        }
        // `expand(unsqueeze(src, dim), x.size)`: src read at every position of `dim`.
        let src_loader = Self::converted_loader(&src, dtype);
        let x_loader = x.make_loader();
        let mut origins = x.origins();
        origins.extend(src.origins());
        origins.push(origin.to_string());
        let loader: Loader = Rc::new(move |b: &mut BodyBuilder, idx: &[Expr]| {
            let i = idx.get(dim).cloned().ok_or(LowerCause::Unsupported("an index without dim"))?;
            let eq = index_cmp(b, "eq", &i, &Expr::int(index), DType::I32);
            let mut src_idx = idx.to_vec();
            src_idx.remove(dim);
            let s = src_loader(b, &src_idx)?;
            let xv = x_loader(b, idx)?;
            Ok(b.call("where", &[eq, s, xv], dtype))
        });
        Ok(Value::Tensor(TensorBox::pointwise(Pointwise { size, dtype, loader, origins })))
    }
}

impl Lowering<'_> {
    /// `repeat(x, repeats)` (`lowering.py`'s `repeat`): a pointwise over the tiled size reading
    /// `ModularIndexing(i, 1, old)` along every repeated dim (0 where the old size is 1),
    /// marking `x` reused as often as it is tiled; a repeat only along size-1 dims is
    /// `clone(expand(x))`.
    pub(super) fn repeat(
        &mut self,
        node: &Node,
        env: &[Value],
        origin: &str,
    ) -> Result<Value, LowerCause> {
        let x = self.tensor_arg(env, node, 0)?;
        // Ints or SymInts (`x.repeat(dims)` of a dynamic graph takes the counts as symbols).
        let repeats: Vec<Expr> = node
            .args
            .get(1)
            .and_then(Arg::as_list)
            .and_then(|l| l.iter().map(|a| self.int_expr(env, a)).collect())
            .ok_or(LowerCause::BadArg { index: 1, expected: "a list of ints" })?;
        let size = x.size();
        if repeats.len() < size.len() || repeats.iter().any(|r| r.as_const().is_some_and(|r| r < 0))
        {
            return Err(LowerCause::BadArg { index: 1, expected: "a repeat count per dim" });
        }
        // `repeats[i] == 0` as sympy compares: a symbol is not 0.
        if repeats.iter().any(Expr::is_zero) {
            return self.empty(node, origin);
        }
        let extra = repeats.len() - size.len();
        let old: Vec<Expr> =
            std::iter::repeat_n(Expr::int(1), extra).chain(size.iter().cloned()).collect();
        let new_size: Vec<Expr> = old.iter().zip(&repeats).map(|(s, r)| s.mul_poly(r)).collect();
        let expand_only = repeats.iter().zip(&old).all(|(r, s)| r.is_one() || s.is_one());
        if !expand_only {
            self.mark_broadcast_reuse(&x, &new_size)?;
        }
        let inner = x.make_loader();
        let loader: Loader = Rc::new(move |b: &mut BodyBuilder, idx: &[Expr]| {
            let mut index = idx.to_vec();
            for (i, (r, s)) in repeats.iter().zip(&old).enumerate() {
                if !r.is_one() {
                    index[i] = match s.as_const() {
                        Some(1) => Expr::int(0),
                        Some(n) => mod_idx(&index[i], 1, n),
                        None => super::index::mod_idx_expr(&index[i], &Expr::int(1), s),
                    };
                }
            }
            inner(b, &index[extra..])
        });
        let mut origins = x.origins();
        origins.push(origin.to_string());
        let dtype = x.dtype();
        Ok(Value::Tensor(TensorBox::pointwise(Pointwise {
            size: new_size,
            dtype,
            loader,
            origins,
        })))
    }
}

impl Lowering<'_> {
    /// `gather(x, dim, index)` (`lowering.py`'s `gather`): a pointwise over the index's size
    /// loading `x` with `index[i]` along `dim` as an indirect index (bounds-checked, negative
    /// values not wrapped: PyTorch refuses them).
    pub(super) fn gather(
        &mut self,
        node: &Node,
        env: &[Value],
        origin: &str,
    ) -> Result<Value, LowerCause> {
        let (dtype, size) = out_meta(node)?;
        let x = self.tensor_arg(env, node, 0)?;
        let index = self.tensor_arg(env, node, 2)?;
        if Expr::product(&index.size()).as_const() == Some(0) {
            return self.empty(node, origin);
        }
        let xs = x.size();
        // A 0-d `x` is gathered as `expand(x, [1])`.
        let (dim_size, dim) = match xs.len() {
            0 => (Expr::int(1), 0),
            n => {
                let d = wrap_dim(Self::int_arg(node, 1, None)?.unwrap_or(0), n)?;
                (xs[d].clone(), d)
            }
        };
        let zero_d = xs.is_empty();
        let (xl, il) = (x.make_loader(), index.make_loader());
        let mut origins = x.origins();
        origins.extend(index.origins());
        origins.push(origin.to_string());
        let loader: Loader = Rc::new(move |b: &mut BodyBuilder, idx: &[Expr]| {
            let v = il(b, idx)?;
            let g = b.indirect_indexing(v, &dim_size, true, false);
            let mut at = idx.to_vec();
            if zero_d {
                // The expanded 0-d input reads its one element whatever `g` is.
                return xl(b, &[]);
            }
            match at.get_mut(dim) {
                Some(slot) => *slot = g,
                None => at = vec![g],
            }
            xl(b, &at)
        });
        Ok(Value::Tensor(TensorBox::pointwise(Pointwise { size, dtype, loader, origins })))
    }
}
