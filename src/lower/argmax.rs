//! `argmax`/`argmin` and the values-and-indices `max.dim`/`min.dim` (`lowering.py`'s
//! `reduce_argmax`, `reduce_argmin`, `reduce_max`, `reduce_min` on CPU): reductions whose
//! accumulator carries the index of the extreme element next to its value.
use super::body::{BodyBuilder, Val};
use super::index::Expr;
use super::ops::{
    BodyFn, Operand, UNROLL_REDUCTIONS_THRESHOLD, product_indexes, reduction_axes, reduction_inner,
};
use super::realize::{Computation, ReductionSpec};
use super::value::{Loader, Pointwise, TensorBox};
use super::{LowerCause, Lowering, Value};
use crate::ir::{DType, Node};
use std::rc::Rc;

impl Lowering<'_> {
    /// `argmax(x, dim=None, keepdim=False)` / `argmin`: `reduction_type` is `argmax`/`argmin`.
    pub(super) fn argmax_argmin(
        &mut self,
        node: &Node,
        env: &[Value],
        reduction_type: &'static str,
        origin: &str,
    ) -> Result<Value, LowerCause> {
        let x = self.tensor_arg(env, node, 0)?;
        let (axes, keepdim) = reduction_axes(node, x.size().len())?;
        Ok(Value::Tensor(self.arg_reduce(&x, &axes, keepdim, reduction_type, origin)?))
    }

    /// `max.dim`/`min.dim` on CPU: `(amax, argmax)` as two reductions of `x`, which the
    /// scheduler may fuse (Triton's single `argmax_with_value` is not used on CPU).
    pub(super) fn max_min_dim(
        &mut self,
        node: &Node,
        env: &[Value],
        values: &'static str,
        reduction_type: &'static str,
        origin: &str,
    ) -> Result<Value, LowerCause> {
        let x = self.tensor_arg(env, node, 0)?;
        let (axes, keepdim) = reduction_axes(node, x.size().len())?;
        let v = self.reduce(&x, &axes, keepdim, values, x.dtype(), origin)?;
        let i = self.arg_reduce(&x, &axes, keepdim, reduction_type, origin)?;
        Ok(Value::Multi(vec![Some(v), Some(i)]))
    }

    /// `make_reduction("argmax", override_return_dtype=torch.int64)` of `x` over `axes`
    /// (empty: all), then `Reduction.create`: one element is index 0, fewer than
    /// `unroll_reductions_threshold` (where the output has more than one element) unroll into
    /// a pointwise of `argmax_combine_fn`s, the rest is a realized reduction.
    fn arg_reduce(
        &mut self,
        x: &TensorBox,
        axes: &[usize],
        keepdim: bool,
        reduction_type: &'static str,
        origin: &str,
    ) -> Result<TensorBox, LowerCause> {
        // Comparing bools gives wrong indices on several backends, so Inductor compares
        // int32s (pytorch#174069).
        let x = if x.dtype() == DType::B8 {
            let f: BodyFn = Rc::new(|b, v| b.to_dtype(v[0], DType::I32));
            let o = vec![Operand::Tensor(x.clone())];
            self.pointwise(o, x.size(), DType::B8, DType::I32, origin, f)?
        } else {
            x.clone()
        };
        let src = x.dtype();
        let (new_size, reduced, loader) = reduction_inner(&x, axes, keepdim);
        let mut origins = x.origins();
        origins.push(origin.to_string());
        let reduced_ints: Option<Vec<i64>> = reduced.iter().map(Expr::as_const).collect();
        let numel = reduced_ints.as_ref().map(|r| r.iter().product::<i64>());
        if numel == Some(0) {
            return Err(LowerCause::Unsupported("an argmax/argmin of no elements"));
        }
        let out_numel = Expr::product(&new_size);
        let pointwise = |loader: Loader| {
            TensorBox::pointwise(Pointwise {
                size: new_size.clone(),
                dtype: DType::I64,
                loader,
                origins: origins.clone(),
            })
        };
        match (numel, reduced_ints) {
            // One element: its index, whatever it holds.
            (Some(1), _) => Ok(pointwise(Rc::new(|b: &mut BodyBuilder, _: &[Expr]| {
                Ok(b.constant(0.0, DType::I64))
            }))),
            (Some(n), Some(ranges)) if n < UNROLL_REDUCTIONS_THRESHOLD && !out_numel.is_one() => {
                let rindexes = product_indexes(&ranges);
                let nred = ranges.len();
                let unrolled: Loader = Rc::new(move |b: &mut BodyBuilder, index: &[Expr]| {
                    let mut acc: Option<(Val, Val)> = None;
                    for (pos, r) in rindexes.iter().enumerate() {
                        let mut full = index.to_vec();
                        full.extend(r.iter().map(|&i| Expr::int(i)));
                        full.truncate(index.len() + nred);
                        let v = loader(b, &full)?;
                        // The unrolled positions are numbers: `index_expr` of one is a constant.
                        let i = b.index_expr(&Expr::int(pos as i64), DType::I64);
                        acc = Some(match acc {
                            None => (v, i),
                            Some(a) => argmax_combine(b, reduction_type, src, a, (v, i)),
                        });
                    }
                    acc.map(|(_, i)| i).ok_or(LowerCause::Unsupported("an empty reduction"))
                });
                Ok(pointwise(unrolled))
            }
            _ => {
                let c = Computation {
                    size: new_size.clone(),
                    reduction: Some(ReductionSpec {
                        logical_index: reduced.len() > 1,
                        output_index: None,
                        ranges: reduced,
                        reduction_type: reduction_type.into(),
                        src_dtype: src,
                        scan: None,
                    }),
                    dtype: DType::I64,
                    loader,
                };
                let (buf, layout) = self.computed_buffer(&c, origins, None)?;
                Ok(TensorBox::from_cell(&buf, layout))
            }
        }
    }
}

/// `get_reduction_combine_fn`'s `argmax_combine_fn` (ties broken to the left): `a` is kept
/// where it is the extreme, a NaN while `b` is not, or equal (NaNs equal each other) and
/// earlier.
fn argmax_combine(
    b: &mut BodyBuilder,
    reduction_type: &str,
    dtype: DType,
    (a_value, a_index): (Val, Val),
    (b_value, b_index): (Val, Val),
) -> (Val, Val) {
    let cmp = if reduction_type == "argmin" { "lt" } else { "gt" };
    let mut mask = b.call(cmp, &[a_value, b_value], DType::B8);
    let mut equal = b.call("eq", &[a_value, b_value], DType::B8);
    if dtype.is_float() {
        let a_isnan = b.call("ne", &[a_value, a_value], DType::B8);
        let b_isnan = b.call("ne", &[b_value, b_value], DType::B8);
        let nan_first = b.call("gt", &[a_isnan, b_isnan], DType::B8);
        mask = b.call("logical_or", &[mask, nan_first], DType::B8);
        let both_nan = b.call("logical_and", &[a_isnan, b_isnan], DType::B8);
        equal = b.call("logical_or", &[equal, both_nan], DType::B8);
    }
    let tie = b.call("lt", &[a_index, b_index], DType::B8);
    let earlier = b.call("logical_and", &[equal, tie], DType::B8);
    let mask = b.call("logical_or", &[mask, earlier], DType::B8);
    (
        b.call("where", &[mask, a_value, b_value], dtype),
        b.call("where", &[mask, a_index, b_index], DType::I64),
    )
}
