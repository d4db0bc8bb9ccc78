//! `ops.masked(mask, subblock, other)` in generated code (`self.masked_subblockN(mask, other)`
//! in a loop body): the subblock's value where the mask holds, `other` elsewhere. Inductor's
//! C++ backend computes the subblock for every lane and blends, with masked loads; so does
//! this: a load of a masked-out lane reads element 0 instead of its index (which may lie
//! outside the buffer: a pad's `p1 - 2`), and the blend discards it.
use super::body::{emit_value, index_ast_in, proven_in_bounds, slot_of};
use super::emit::{Data, Em, Idx, V, W};
use super::index::{IndexEnv, mentions_indirect};
use crate::ir::DType;
use crate::ir::loop_body::LoopOpKind;
use crate::ir::ops_handler::OpsName;
use crate::kernel::{BodyUnit, Result, unsupported};
use cranelift_codegen::ir::InstBuilder;
use cranelift_codegen::ir::condcodes::IntCC;

pub(crate) fn emit_masked(
    em: &mut Em<'_, '_>,
    u: &BodyUnit,
    env: &mut IndexEnv,
    name: &str,
    mask: &V,
    other: &str,
) -> Result<V> {
    let k = u.name.as_str();
    let sb = u.body.subblock(name).ok_or_else(|| unsupported(k, format!("no `{name}`")))?;
    let mask = em.convert(mask, DType::B8)?;
    let n = sb.ops.len();
    let mut vals: Vec<Option<V>> = vec![None; n];
    let mut consts: Vec<Option<f64>> = vec![None; n];
    for (i, op) in sb.ops.iter().enumerate() {
        let v = match &op.kind {
            LoopOpKind::GetIndex { .. } | LoopOpKind::CheckBounds { .. } => None,
            LoopOpKind::Constant { value, .. } => {
                consts[i] = value.trim().parse::<f64>().ok();
                Some(emit_value(em, u, env, &sb.ops, i, &vals, &consts)?)
            }
            LoopOpKind::ToDtype { .. } | LoopOpKind::IndexExpr { .. } | LoopOpKind::Call { .. } => {
                Some(emit_value(em, u, env, &sb.ops, i, &vals, &consts)?)
            }
            LoopOpKind::Load { buf, index } => {
                let ast = index_ast_in(k, &u.body, &sb.ops, *index)?;
                let slot = slot_of(em, k, buf)?;
                let idx = em.index(&ast, env)?;
                let numel = super::size::konst(&em.slots[slot].numel);
                // Element 0 is only there to read when the buffer has one; else every load
                // is checked (and a masked-out lane of an empty buffer fails loudly).
                let checked = numel.is_none_or(|n| n <= 0)
                    || mentions_indirect(&ast)
                        && !numel.is_some_and(|n| proven_in_bounds(&ast, env, n));
                Some(masked_load(em, slot, &idx, checked, &mask)?)
            }
            LoopOpKind::SetIndirect { slot, x, wrap } => {
                let x = vals.get(*x).cloned().flatten().ok_or_else(|| {
                    unsupported(k, format!("an index inside `{name}` is not available"))
                })?;
                // Masked-out lanes may hold any index; their loads read element 0.
                super::body::set_indirect(em, env, k, *slot, &x, wrap.as_ref(), None)?;
                None
            }
            LoopOpKind::Masked { subblock, mask: inner, other } => {
                let inner = vals.get(*inner).cloned().flatten().ok_or_else(|| {
                    unsupported(k, format!("the mask of `{subblock}` is not available"))
                })?;
                let inner = em.convert(&inner, DType::B8)?;
                let both = em.call_op(&OpsName::BitwiseAnd, &[&mask, &inner], &[])?;
                Some(emit_masked(em, u, env, subblock, &both, other)?)
            }
            other => {
                return Err(unsupported(k, format!("{other:?} inside `{name}`")));
            }
        };
        vals[i] = v;
    }
    let r = vals
        .get(sb.result)
        .cloned()
        .flatten()
        .ok_or_else(|| unsupported(k, format!("`{name}` returns no value")))?;
    let o = em.constant(other, r.dt)?;
    em.where_(&mask, &r, &o)
}

/// A load whose masked-out lanes read element 0.
fn masked_load(em: &mut Em<'_, '_>, slot: usize, idx: &Idx, checked: bool, mask: &V) -> Result<V> {
    let one_mask = matches!(mask.data, Data::One(_));
    let lanes: Vec<_> = match idx {
        Idx::One(i) => vec![*i],
        Idx::Uniform(i) if one_mask => vec![*i],
        Idx::Uniform(i) => vec![*i; W],
        Idx::Contig(i) => em.contig_lanes(*i).to_vec(),
        Idx::Near(i, off) => em.near_lanes(*i, *off).to_vec(),
        Idx::Lanes(ls) => ls.to_vec(),
    };
    let ms: Vec<_> = match &mask.data {
        Data::One(m) => vec![*m; lanes.len()],
        _ => em.lanes(mask)?[..lanes.len()].to_vec(),
    };
    let mut safe = Vec::with_capacity(lanes.len());
    for (i, m) in lanes.iter().zip(&ms) {
        let ty = em.b.func.dfg.value_type(*i);
        let zero = em.b.ins().iconst(ty, 0);
        let on = em.b.ins().icmp_imm_s(IntCC::NotEqual, *m, 0);
        safe.push(em.b.ins().select(on, *i, zero));
    }
    let idx = match (idx, safe.as_slice()) {
        (Idx::One(_), [i]) => Idx::One(*i),
        (Idx::Uniform(_), [i]) => Idx::Uniform(*i),
        (_, s) => Idx::Lanes(
            s.try_into().map_err(|_| unsupported("", "a masked index of other than W lanes"))?,
        ),
    };
    em.load(slot, &idx, checked)
}
