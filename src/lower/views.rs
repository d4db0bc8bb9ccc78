//! View lowerings (`lowering.py`'s `permute`, `unsqueeze`, `squeeze`, `expand`, `view`): a
//! `TensorBox` view re-indexing its input, or a `ReinterpretView` of a contiguous buffer.
use super::buffer::{FixedLayout, contiguous_strides};
use super::index::{Expr, mod_idx};
use super::ops::out_meta;
use super::value::{Reindex, TensorBox};
use super::{Freeze, LowerCause, Lowering, Value};
use crate::ir::{Arg, Node};
use std::rc::Rc;

/// Broadcast `t` (right-aligned) to `size` (`ExpandView`).
/// `unsqueeze(t, d)` (a negative `d` counts from the end of the result).
pub(super) fn unsqueeze(t: &TensorBox, d: i64) -> TensorBox {
    let mut size = t.size();
    let d = if d < 0 { d + size.len() as i64 + 1 } else { d } as usize;
    size.insert(d.min(size.len()), 1);
    let reindex = Rc::new(move |idx: &[Expr]| {
        idx.iter().enumerate().filter(|(i, _)| *i != d).map(|(_, e)| e.clone()).collect()
    });
    t.view(size, reindex)
}

pub(super) fn expand_to(t: &TensorBox, size: &[i64]) -> TensorBox {
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
fn reshape_indexer(old: &[i64], new: &[i64]) -> Result<Reindex, LowerCause> {
    let mismatch = || LowerCause::Reshape { from: old.to_vec(), to: new.to_vec() };
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
                let (var2, size_new2) = stack_new.pop().ok_or_else(mismatch)?;
                // var = var2 * size_new + var
                let mut combined: Vec<(usize, i64)> =
                    var2.iter().map(|(v, c)| (*v, c * size_new)).collect();
                combined.extend(var);
                var = combined;
                size_new *= size_new2;
            }
            if size_new != size_old {
                return Err(mismatch());
            }
            view_expr.push(Piece::Var(var));
        } else {
            let [(v, 1)] = var.as_slice() else { return Err(mismatch()) };
            let v = *v;
            let mut divisor = 1;
            let mut size_old = size_old;
            view_expr.push(Piece::Mod(v, divisor, size_old));
            divisor *= size_old;
            while size_new > size_old {
                let modulus = stack_old.pop().ok_or_else(mismatch)?;
                view_expr.push(Piece::Mod(v, divisor, modulus));
                divisor *= modulus;
                size_old *= modulus;
            }
            if size_new != size_old {
                return Err(mismatch());
            }
        }
    }
    while let Some(s) = stack_old.pop() {
        if s != 1 {
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
                    terms.iter().fold(Expr::int(0), |acc, (v, c)| acc.add(&var(*v).scale(*c)))
                }
                Piece::Mod(v, d, m) => mod_idx(&var(*v), *d, *m),
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

    /// `permute(self, dims)`.
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
        let n = old.len() as i64;
        let dims: Vec<usize> = dims.iter().map(|d| ((d + n) % n.max(1)) as usize).collect();
        let size: Vec<i64> = dims.iter().map(|&d| old.get(d).copied().unwrap_or(1)).collect();
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
        let ri = reshape_indexer(&t.size(), &size)?;
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

    /// `view`, `reshape`, `_unsafe_view`: `View.create`.
    pub(super) fn reshape(&mut self, node: &Node, env: &[Value]) -> Result<Value, LowerCause> {
        let t = self.tensor_arg(env, node, 0)?;
        let (_, size) = out_meta(node)?;
        // `View.create`: a flexible buffer counts as contiguous and is frozen so.
        self.freeze_viewed(&t, Freeze::Contiguous)?;
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
}
