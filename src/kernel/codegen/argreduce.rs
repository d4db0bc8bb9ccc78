//! `argmax`/`argmin` accumulators: a value and the index it was found at, combined as
//! Inductor's `argmax_combine_fn` (the first index of the extreme wins; a NaN counts as the
//! extreme, its first index winning), one element at a time.
use super::emit::{Data, Em, V};
use super::index::IndexEnv;
use crate::ir::DType;
use crate::ir::ops_handler::OpsName;
use crate::kernel::{BodyUnit, Result, unsupported};
use cranelift_codegen::ir::InstBuilder;

/// Whether a combine (`combine_of`) carries an index.
pub(crate) fn is_arg(combine: &str) -> bool {
    matches!(combine, "argmax" | "argmin")
}

/// The type the accumulated value is kept in: one every value of `src` converts to exactly,
/// so comparisons order them as `src` does.
pub(crate) fn value_dtype(src: DType) -> DType {
    match src {
        DType::F64 => DType::F64,
        d if d.is_float() => DType::F32,
        _ => DType::I64,
    }
}

/// The row-major position of the current element over the body's reduction variables: the
/// logical index where one dim is reduced (several dims come with their own index).
pub(crate) fn position(em: &mut Em<'_, '_>, u: &BodyUnit, env: &IndexEnv) -> Result<V> {
    let np = u.ranges.len() - u.n_reduction;
    let mut pos = em.iconst(0);
    for level in np..u.ranges.len() {
        let Some((name, _)) = u.body.var_ranges.get(level) else {
            return Err(unsupported(&u.name, "a reduction range without a variable"));
        };
        let Some(&v) = env.vars.get(name) else {
            return Err(unsupported(&u.name, format!("reduction variable {name} is not bound")));
        };
        let size = em.size(&u.ranges[level])?;
        let scaled = em.b.ins().imul(pos, size);
        pos = em.b.ins().iadd(scaled, v);
    }
    Ok(V { dt: DType::I64, data: Data::One(pos) })
}

/// `argmax_combine_fn((a, a_index), (b, b_index))`, ties broken to the left.
pub(crate) fn combine(
    em: &mut Em<'_, '_>,
    combine: &str,
    (a, a_index): (&V, &V),
    (b, b_index): (&V, &V),
) -> Result<(V, V)> {
    let cmp = if combine == "argmin" { OpsName::Lt } else { OpsName::Gt };
    let mut mask = em.call_op(&cmp, &[a, b], &[])?;
    let mut equal = em.call_op(&OpsName::Eq, &[a, b], &[])?;
    if a.dt.is_float() {
        let a_isnan = em.call_op(&OpsName::Ne, &[a, a], &[])?;
        let b_isnan = em.call_op(&OpsName::Ne, &[b, b], &[])?;
        let nan_first = em.call_op(&OpsName::Gt, &[&a_isnan, &b_isnan], &[])?;
        mask = em.call_op(&OpsName::LogicalOr, &[&mask, &nan_first], &[])?;
        let both_nan = em.call_op(&OpsName::LogicalAnd, &[&a_isnan, &b_isnan], &[])?;
        equal = em.call_op(&OpsName::LogicalOr, &[&equal, &both_nan], &[])?;
    }
    let tie = em.call_op(&OpsName::Lt, &[a_index, b_index], &[])?;
    let earlier = em.call_op(&OpsName::LogicalAnd, &[&equal, &tie], &[])?;
    let mask = em.call_op(&OpsName::LogicalOr, &[&mask, &earlier], &[])?;
    let value = em.call_op(&OpsName::Where, &[&mask, a, b], &[])?;
    let index = em.call_op(&OpsName::Where, &[&mask, a_index, b_index], &[])?;
    Ok((value, index))
}
