//! View lowerings (`lowering.py`'s `permute`, `unsqueeze`, `squeeze`, `expand`, `view`): a
//! `TensorBox` view re-indexing its input, or a `ReinterpretView` of a contiguous buffer.
use super::buffer::{FixedLayout, contiguous_strides};
use super::index::{Expr, mod_idx_expr};
use super::ops::out_meta;
use super::sizevars::SizeVars;
use super::value::{Reindex, TensorBox};
use super::{Freeze, LowerCause, Lowering, Value};
use crate::ir::{Arg, Node};
use std::rc::Rc;

/// Broadcast `t` (right-aligned) to `size` (`ExpandView`).
/// `unsqueeze(t, d)` (a negative `d` counts from the end of the result).
pub(super) fn unsqueeze(t: &TensorBox, d: i64) -> TensorBox {
    let mut size = t.size();
    let d = if d < 0 { d + size.len() as i64 + 1 } else { d } as usize;
    size.insert(d.min(size.len()), Expr::int(1));
    let reindex = Rc::new(move |idx: &[Expr]| {
        idx.iter().enumerate().filter(|(i, _)| *i != d).map(|(_, e)| e.clone()).collect()
    });
    t.view(size, reindex)
}

pub(super) fn expand_to(t: &TensorBox, size: &[Expr]) -> TensorBox {
    let old = t.size();
    if old == size {
        return t.clone();
    }
    let skip = size.len().saturating_sub(old.len());
    let old2 = old.clone();
    let reindex = Rc::new(move |idx: &[Expr]| -> Vec<Expr> {
        old2.iter()
            .enumerate()
            .map(|(i, s)| {
                if s.is_one() {
                    Expr::int(0)
                } else {
                    idx.get(i + skip).cloned().unwrap_or_default()
                }
            })
            .collect()
    });
    t.view(size.to_vec(), reindex)
}

/// `View._dynamic_reshape_indexer`: maps an index of `new` to an index of `old`. Sizes are
/// compared by their hints, as Inductor does (it then guards that they are equal).
fn reshape_indexer(old: &[Expr], new: &[Expr], sv: &SizeVars) -> Result<Reindex, LowerCause> {
    let mismatch = || LowerCause::Reshape { from: old.to_vec(), to: new.to_vec() };
    #[derive(Clone)]
    enum Piece {
        Zero,
        Var(Vec<(usize, Expr)>),
        Mod(usize, Expr, Expr),
    }
    let h = |e: &Expr| sv.size_hint(e);
    let mut stack_new: Vec<(Vec<(usize, Expr)>, Expr)> =
        new.iter().enumerate().map(|(i, s)| (vec![(i, Expr::int(1))], s.clone())).collect();
    let mut stack_old: Vec<Expr> = old.to_vec();
    let mut view_expr: Vec<Piece> = vec![];
    while !stack_new.is_empty() && !stack_old.is_empty() {
        let size_old = stack_old.pop().unwrap_or(Expr::int(1));
        let (var, size_new) = stack_new.pop().unwrap_or((vec![], Expr::int(1)));
        if size_old.is_one() {
            view_expr.push(Piece::Zero);
            stack_new.push((var, size_new));
        } else if size_new.is_one() {
            stack_old.push(size_old);
        } else if h(&size_new) == h(&size_old) {
            view_expr.push(Piece::Var(var));
        } else if h(&size_new) < h(&size_old) {
            let (mut var, mut size_new) = (var, size_new);
            while h(&size_new) < h(&size_old) {
                let (var2, size_new2) = stack_new.pop().ok_or_else(mismatch)?;
                // var = var2 * size_new + var
                let mut combined: Vec<(usize, Expr)> =
                    var2.iter().map(|(v, c)| (*v, c.mul_poly(&size_new))).collect();
                combined.extend(var);
                var = combined;
                size_new = size_new.mul_poly(&size_new2);
            }
            if h(&size_new) != h(&size_old) {
                return Err(mismatch());
            }
            view_expr.push(Piece::Var(var));
        } else {
            let [(v, one)] = var.as_slice() else { return Err(mismatch()) };
            if !one.is_one() {
                return Err(mismatch());
            }
            let v = *v;
            let mut divisor = Expr::int(1);
            let mut size_old = size_old;
            view_expr.push(Piece::Mod(v, divisor.clone(), size_old.clone()));
            divisor = divisor.mul_poly(&size_old);
            while h(&size_new) > h(&size_old) {
                let modulus = stack_old.pop().ok_or_else(mismatch)?;
                view_expr.push(Piece::Mod(v, divisor.clone(), modulus.clone()));
                divisor = divisor.mul_poly(&modulus);
                size_old = size_old.mul_poly(&modulus);
            }
            if h(&size_new) != h(&size_old) {
                return Err(mismatch());
            }
        }
    }
    while let Some(s) = stack_old.pop() {
        if !s.is_one() {
            return Err(mismatch());
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
                    terms.iter().fold(Expr::int(0), |acc, (v, c)| acc.add(&var(*v).mul_poly(c)))
                }
                Piece::Mod(v, d, m) => mod_idx_expr(&var(*v), d, m),
            })
            .collect()
    }))
}

impl Lowering<'_> {
    /// A view taken directly of a realized buffer fixes its flexible layout, the way each
    /// Inductor view's `create` does: `View.create` (reshape, unsqueeze, squeeze of dims) as
    /// it is (contiguous), `PermuteView`/`ExpandView`/`SliceView` through `decide_layout`.
    pub(super) fn freeze_viewed(
        &mut self,
        t: &TensorBox,
        how: Freeze<'_>,
    ) -> Result<(), LowerCause> {
        if matches!(t, TensorBox::Storage(_)) { self.freeze(t, how) } else { Ok(()) }
    }

    /// `as_strided(x, size, stride, storage_offset)`: a `ReinterpretView` of `x`'s storage
    /// (a view of `x` is looked through, as Inductor does), realized with its layout frozen.
    /// The view reads the storage at `offset + Σ idx·stride`, expressed as an index into the
    /// buffer along a stride-1 dim, so its loads print as Inductor's flat index.
    pub(super) fn as_strided(&mut self, node: &Node, env: &[Value]) -> Result<Value, LowerCause> {
        let t = self.tensor_arg(env, node, 0)?;
        let ints = |i: usize, k: &str| {
            node.args
                .get(i)
                .or(node.kwarg(k))
                .and_then(Arg::as_int_list)
                .ok_or(LowerCause::Unsupported("as_strided with symbolic sizes or strides"))
        };
        let (size, stride) = (ints(1, "size")?, ints(2, "stride")?);
        let offset = match node.args.get(3).or(node.kwarg("storage_offset")) {
            None | Some(Arg::None) => 0,
            Some(a) => a.as_int().ok_or(LowerCause::BadArg { index: 3, expected: "an int" })?,
        };
        if size.len() != stride.len() {
            return Err(LowerCause::BadArg { index: 2, expected: "one stride per size" });
        }
        let base = TensorBox::Storage(t.storage().clone());
        self.realize(&base)?;
        self.freeze(&base, Freeze::Contiguous)?;
        let (_, cell) =
            base.layout_cell().ok_or(LowerCause::Unsupported("as_strided of no buffer"))?;
        let layout = cell.borrow().layout.clone();
        // The one dim the flat offset can ride on: stride 1 and not of size 1 (`index` skips
        // size-1 dims).
        let d = (0..layout.size.len())
            .rev()
            .find(|&d| layout.stride[d].as_const() == Some(1) && !layout.size[d].is_one());
        let one_element = Expr::product(&layout.size).as_const() == Some(1);
        if d.is_none() && !one_element {
            return Err(LowerCause::Unsupported("as_strided of a buffer with no stride-1 dim"));
        }
        let (rank, base_offset) = (layout.size.len(), layout.offset.clone());
        let stride_e = super::buffer::ints(&stride);
        let reindex: Reindex = Rc::new(move |idx: &[Expr]| {
            let mut flat = Expr::int(offset).add(&base_offset.scale(-1));
            for (i, st) in idx.iter().zip(&stride_e) {
                flat = flat.add(&i.mul_poly(st));
            }
            // A one-element buffer has one place to read, whatever the view's index.
            let mut out = vec![Expr::int(0); rank];
            if let Some(d) = d {
                out[d] = flat;
            }
            out
        });
        Ok(Value::Tensor(base.view(super::buffer::ints(&size), reindex)))
    }

    /// `permute(self, dims)`.
    /// `diagonal(x, offset, dim1, dim2)`: a `GenericView` whose last index runs along the
    /// diagonal from `(0, offset)` or `(-offset, 0)` (`lowering.py`'s `diagonal`).
    pub(super) fn diagonal(&mut self, node: &Node, env: &[Value]) -> Result<Value, LowerCause> {
        let t = self.tensor_arg(env, node, 0)?;
        let old = t.size();
        let n = old.len();
        let int = |i: usize, k: &str, d: i64| {
            node.kwarg(k).or_else(|| node.args.get(i)).and_then(Arg::as_int).unwrap_or(d)
        };
        let offset = int(1, "offset", 0);
        let d1 = super::ops::wrap_dim(int(2, "dim1", 0), n)?;
        let d2 = super::ops::wrap_dim(int(3, "dim2", 1), n)?;
        if d1 == d2 {
            return Err(LowerCause::BadArg { index: 2, expected: "two different dims" });
        }
        let (_, annotated) = out_meta(node)?;
        let diag = annotated.last().cloned().unwrap_or(Expr::int(0));
        let mut size: Vec<Expr> =
            (0..n).filter(|&d| d != d1 && d != d2).map(|d| old[d].clone()).collect();
        size.push(diag);
        let base = if offset < 0 { (-offset, 0) } else { (0, offset) };
        let reindex = Rc::new(move |idx: &[Expr]| {
            let diag_idx = idx.last().cloned().unwrap_or_default();
            let mut out = vec![Expr::int(0); n];
            let mut cur = 0;
            for (d, slot) in out.iter_mut().enumerate() {
                *slot = if d == d1 {
                    diag_idx.add(&Expr::int(base.0))
                } else if d == d2 {
                    diag_idx.add(&Expr::int(base.1))
                } else {
                    cur += 1;
                    idx.get(cur - 1).cloned().unwrap_or_default()
                };
            }
            out
        });
        Ok(Value::Tensor(t.view(size, reindex)))
    }

    /// `unfold(x, dim, size, step)` (`lowering.py`'s `unfold`): a `GenericView` whose last dim
    /// walks windows of `size` along `dim`, `x` marked reused by the windows' overlap; a 0-d
    /// `x` is `slice(unsqueeze(x, 0), end=size)`.
    pub(super) fn unfold(&mut self, node: &Node, env: &[Value]) -> Result<Value, LowerCause> {
        let t = self.tensor_arg(env, node, 0)?;
        let old = t.size();
        let int = |i: usize| node.args.get(i).and_then(Arg::as_int);
        let (Some(dim), Some(size), Some(step)) = (int(1), int(2), int(3)) else {
            return Err(LowerCause::Unsupported("unfold with symbolic arguments"));
        };
        if old.is_empty() {
            if !(0..=1).contains(&size) {
                return Err(LowerCause::BadArg { index: 2, expected: "a size of at most 1" });
            }
            return Ok(Value::Tensor(t.view(vec![Expr::int(size)], Rc::new(|_: &[Expr]| vec![]))));
        }
        let n = old.len();
        let dim = super::ops::wrap_dim(dim, n)?;
        let dim_size =
            old[dim].as_const().ok_or(LowerCause::Unsupported("unfold along a symbolic dim"))?;
        if size > dim_size || step <= 0 || size < 0 {
            return Err(LowerCause::BadArg {
                index: 2,
                expected: "size <= the dim's size, step > 0",
            });
        }
        let windows = (dim_size - size).div_euclid(step) + 1;
        if dim_size > 0 {
            // `CeilDiv(new_dim_size * size, dim_size)`
            let users = (windows * size + dim_size - 1) / dim_size;
            self.mark_reuse(&t, users.max(0) as usize)?;
        }
        let mut out: Vec<Expr> = old.clone();
        out[dim] = Expr::int(windows);
        out.push(Expr::int(size));
        let reindex = Rc::new(move |idx: &[Expr]| {
            let mut r: Vec<Expr> = idx[..idx.len().saturating_sub(1)].to_vec();
            let last = idx.last().cloned().unwrap_or_default();
            if let Some(d) = r.get_mut(dim) {
                *d = last.add(&d.scale(step));
            }
            r
        });
        Ok(Value::Tensor(t.view(out, reindex)))
    }

    pub(super) fn permute(&mut self, node: &Node, env: &[Value]) -> Result<Value, LowerCause> {
        let t = self.tensor_arg(env, node, 0)?;
        self.freeze_viewed(&t, Freeze::Contiguous)?;
        self.freeze_viewed(&t, Freeze::Decide)?;
        let dims = node
            .args
            .get(1)
            .and_then(Arg::as_int_list)
            .ok_or(LowerCause::BadArg { index: 1, expected: "a list of dims" })?;
        let old = t.size();
        let dims: Vec<usize> =
            dims.iter().map(|&d| super::ops::wrap_dim(d, old.len())).collect::<Result<_, _>>()?;
        let size: Vec<Expr> =
            dims.iter().map(|&d| old.get(d).cloned().unwrap_or(Expr::int(1))).collect();
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

    /// `unsqueeze(self, dim)`.
    pub(super) fn unsqueeze(&mut self, node: &Node, env: &[Value]) -> Result<Value, LowerCause> {
        let t = self.tensor_arg(env, node, 0)?;
        let d = node
            .args
            .get(1)
            .and_then(Arg::as_int)
            .ok_or(LowerCause::BadArg { index: 1, expected: "a dim" })?;
        Ok(Value::Tensor(unsqueeze(&t, d)))
    }

    /// `squeeze`: the output annotation says which dims went.
    pub(super) fn squeeze(&mut self, node: &Node, env: &[Value]) -> Result<Value, LowerCause> {
        let t = self.tensor_arg(env, node, 0)?;
        self.freeze_viewed(&t, Freeze::Contiguous)?;
        let (_, size) = out_meta(node)?;
        let ri = reshape_indexer(&t.size(), &size, &self.sv)?;
        Ok(Value::Tensor(t.view(size, ri)))
    }

    /// `expand(self, size)`: `ExpandView`.
    pub(super) fn expand(&mut self, node: &Node, env: &[Value]) -> Result<Value, LowerCause> {
        let t = self.tensor_arg(env, node, 0)?;
        self.freeze_viewed(&t, Freeze::Decide)?;
        let (_, size) = out_meta(node)?;
        self.mark_broadcast_reuse(&t, &size)?;
        Ok(Value::Tensor(expand_to(&t, &size)))
    }

    /// The size a view asks for, read from its arguments as Inductor reads them (ints and
    /// SymInt nodes; a `-1` resolved as `View.resolve_negative_size` does, a `CleanDiv` of the
    /// element counts); the annotation where an argument is something else.
    fn view_size(&self, node: &Node, env: &[Value], old: &[Expr]) -> Result<Vec<Expr>, LowerCause> {
        let from_args: Option<Vec<Option<Expr>>> =
            node.args.get(1).and_then(Arg::as_list).and_then(|l| {
                l.iter()
                    .map(|a| match a {
                        Arg::Int(-1) => Some(None),
                        Arg::Int(v) => Some(Some(Expr::int(*v))),
                        Arg::Node(_) => match self.arg_value(env, a) {
                            Ok(Value::Sym(e)) => Some(Some(e)),
                            _ => None,
                        },
                        _ => None,
                    })
                    .collect()
            });
        let Some(dims) = from_args else { return Ok(out_meta(node)?.1) };
        if dims.iter().all(Option::is_some) {
            return Ok(dims.into_iter().flatten().collect());
        }
        let known: Vec<Expr> = dims.iter().flatten().cloned().collect();
        let rest = super::index::floor_div_expr(&Expr::product(old), &Expr::product(&known));
        Ok(dims.into_iter().map(|d| d.unwrap_or_else(|| rest.clone())).collect())
    }

    /// `view`, `reshape`, `_unsafe_view`: `View.create`.
    pub(super) fn reshape(&mut self, node: &Node, env: &[Value]) -> Result<Value, LowerCause> {
        let t = self.tensor_arg(env, node, 0)?;
        let size = self.view_size(node, env, &t.size())?;
        self.reshape_to(&t, size).map(Value::Tensor)
    }

    /// `View.create(t, size)`: the `reshape` lowering of a value, for lowerings that reshape
    /// (`woq_int8`'s `L[aten.reshape]`).
    pub(super) fn reshape_to(
        &mut self,
        t: &TensorBox,
        size: Vec<Expr>,
    ) -> Result<TensorBox, LowerCause> {
        let t = t.clone();
        // `View.create` of no elements: every index reads the origin (`fake_reindex`), and
        // nothing is frozen.
        if size != t.size() && size.iter().any(Expr::is_zero) {
            let rank = t.size().len();
            let reindex = Rc::new(move |_: &[Expr]| vec![Expr::int(0); rank]);
            return Ok(t.view(size, reindex));
        }
        // `View.create`: a flexible buffer counts as contiguous and is frozen so.
        self.freeze_viewed(&t, Freeze::Contiguous)?;
        // A contiguous buffer is re-read with a new contiguous layout (`ReinterpretView`). A
        // view of a buffer whose layout is still flexible is no storage to `View.create`: it
        // stays a view (its reader freezes the buffer; finalize may decide other strides, which
        // a layout copied now would not follow).
        let flexible_base = matches!(t, TensorBox::View { .. })
            && t.layout_cell().is_some_and(|(_, c)| c.borrow().flexible);
        if let Some((buf, layout)) = t.as_strided().filter(|_| !flexible_base).filter(|(_, l)| {
            l.is_contiguous() || !l.offset.is_zero() && contiguous_strides(&l.size) == l.stride
        }) {
            let new = FixedLayout { stride: contiguous_strides(&size), size, ..layout };
            return Ok(TensorBox::buffer(&buf, new));
        }
        let ri = match reshape_indexer(&t.size(), &size, &self.sv) {
            Ok(ri) => ri,
            Err(_) => {
                // Through the flat index, as `View.dynamic_reshape_indexer` falls back to.
                let flat = Expr::product(&size);
                let r1 = reshape_indexer(&t.size(), std::slice::from_ref(&flat), &self.sv)?;
                let r2 = reshape_indexer(std::slice::from_ref(&flat), &size, &self.sv)?;
                Rc::new(move |idx: &[Expr]| r1(&r2(idx)))
            }
        };
        Ok(t.view(size, ri))
    }
}
