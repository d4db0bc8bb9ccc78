//! The int8 weight-only prologue `f32(q[n, k]) * s[n]` in the single-row template, with one
//! shuffle per four weights instead of a sign extension.
//!
//! `pshufb` puts each int8 weight at the top byte of its 32-bit lane with zeros below, which
//! is the exact integer `q · 2^24`; `s' = s · 2^-24` is computed once per column. The real
//! number `(q · 2^24) · s'` equals `q · s`, so the rounded product is the same bits as the
//! dequantized weight the generic path computes, as long as `s'` itself is exact. That is
//! checked per column tile (`s' · 2^24 == s`, false for NaN too, and s finite), and a tile
//! with a scale below 2^-102 or not finite takes the generic loop instead.
//!
//! With `CodegenOptions::factor_scales` the scale comes out of the k-sum: the loop adds
//! `(q · 2^24) · x` and each column's four lanes are multiplied by `s'` once after it, the
//! order of aten._weight_int8pack_mm and of weight-only int8 GEMV kernels generally. That
//! saves one multiply in five vector ops and rounds each product once instead of twice, so
//! results leave the interpreter's bits (by f32 summation noise, which Inductor's fp64
//! accuracy rule accepts; the compile notes say so). `q · 2^24 · x` overflows for |x| above
//! about 2^97, where `q · s · x` may not: a tile whose lanes come out infinite or NaN is
//! recomputed by the generic loop, so such inputs (and inf/NaN activations) get the
//! interpreter's answer.
use super::operands::{Prepared, all_finite, env3};
use super::prologue::{Prologue, RowTile};
use crate::ir::DType;
use crate::ir::loop_body::{LoopBody, LoopOpKind};
use crate::ir::ops_handler::OpsName;
use crate::ir::sym::SymAst;
use crate::kernel::MatmulKernel;
use crate::kernel::Result;
use crate::kernel::codegen::body::{index_ast, slot_of};
use crate::kernel::codegen::emit::Em;
use crate::kernel::codegen::index::{Class, IndexEnv, classify, mentions};
use cranelift_codegen::ir::condcodes::FloatCC;
use cranelift_codegen::ir::{InstBuilder, StackSlot, StackSlotData, StackSlotKind, Value, types};

/// Where the prologue reads its weight and its scale.
pub(crate) struct RowScale {
    pub q_slot: usize,
    pub q_index: SymAst,
    pub s_slot: usize,
    pub s_index: SymAst,
}

/// The prologue as a `RowScale`, when it is exactly `store(mul(to_dtype(load(q), f32),
/// load(s)))` (either operand order) with q int8 read with unit stride along k and s f32 not
/// depending on k, computed in f32 (no `codegen_low_precision` rounding in between).
pub(crate) fn recognize(em: &Em<'_, '_>, k: &MatmulKernel, p: &Prepared) -> Option<RowScale> {
    if !cfg!(target_arch = "x86_64") || em.check_all {
        return None;
    }
    let (u, stored) = p.prologue.as_ref()?;
    if u.low_precision.is_some() {
        return None;
    }
    let body = &u.body;
    let ops = &body.ops;
    // Only the five value ops (index lookups aside): nothing else may hide in the body.
    let value_ops = ops.iter().filter(|o| !matches!(o.kind, LoopOpKind::GetIndex { .. })).count();
    if value_ops != 5 {
        return None;
    }
    let value = ops.iter().find_map(|o| match &o.kind {
        LoopOpKind::Store { buf, value, mode: None, .. } if buf == stored => Some(*value),
        _ => None,
    })?;
    let LoopOpKind::Call { op, args } = &ops.get(value)?.kind else { return None };
    let [x, y] = args.as_slice() else { return None };
    if *op != OpsName::Mul {
        return None;
    }
    let (q, s) = match (&ops.get(*x)?.kind, &ops.get(*y)?.kind) {
        (LoopOpKind::ToDtype { x: q, dtype: DType::F32, .. }, LoopOpKind::Load { .. }) => (*q, *y),
        (LoopOpKind::Load { .. }, LoopOpKind::ToDtype { x: q, dtype: DType::F32, .. }) => (*q, *x),
        _ => return None,
    };
    let (q_slot, q_index) = load_of(em, &k.name, body, q, DType::I8)?;
    let (s_slot, s_index) = load_of(em, &k.name, body, s, DType::F32)?;
    let unit = std::array::from_fn(|j| j as i64);
    let contiguous = matches!(classify(&q_index, "mm_k"), Class::Lanes { off, .. } if off.map(|o| o - off[0]) == unit);
    let k_free = !mentions(&s_index, &|v| v == "mm_k" || v.starts_with("indirect"));
    (contiguous && k_free && !mentions(&q_index, &|v| v.starts_with("indirect")))
        .then_some(RowScale { q_slot, q_index, s_slot, s_index })
}

fn load_of(
    em: &Em<'_, '_>,
    kernel: &str,
    body: &LoopBody,
    id: usize,
    dt: DType,
) -> Option<(usize, SymAst)> {
    let LoopOpKind::Load { buf, index } = &body.ops.get(id)?.kind else { return None };
    let slot = slot_of(em, kernel, buf).ok()?;
    (em.slots[slot].dtype == dt).then_some(())?;
    Some((slot, index_ast(kernel, body, *index).ok()?))
}

/// The column's scale times 2^-24 (four lanes, in a stack slot) and whether that product is exact; `env` names
/// the column.
pub(crate) fn scale(
    em: &mut Em<'_, '_>,
    rs: &RowScale,
    env: &IndexEnv,
) -> Result<(StackSlot, Value)> {
    let saved = em.width;
    em.width = 1;
    let s = em
        .index(&rs.s_index, env)
        .and_then(|idx| em.load(rs.s_slot, &idx, false))
        .and_then(|v| em.one(&v));
    em.width = saved;
    let s = s?;
    let down = em.b.ins().f32const(1.0 / 16_777_216.0);
    let up = em.b.ins().f32const(16_777_216.0);
    let sd = em.b.ins().fmul(s, down);
    let back = em.b.ins().fmul(sd, up);
    let exact = em.b.ins().fcmp(FloatCC::Equal, back, s);
    let zero = em.b.ins().fsub(s, s);
    let finite = em.b.ins().fcmp(FloatCC::Equal, zero, zero);
    let exact = em.b.ins().band(exact, finite);
    // Kept in a stack slot and read where used: the load folds into `mulps` as its memory
    // operand, where a register copy would be spilled and broadcast again in every trip.
    let v = em.b.ins().splat(types::F32X4, sd);
    let slot = em.b.create_sized_stack_slot(StackSlotData::new(StackSlotKind::ExplicitSlot, 16, 4));
    em.b.ins().stack_store(types::I64, v, slot, 0);
    Ok((slot, exact))
}

/// `f32(q[n, k .. k + 4]) * s[n]`, from the column's scaled scale, or with `factored` just
/// `q · 2^24` (the scale comes after the sum, see [`rescale`]); `None` if the weight bytes are
/// not in an open window.
pub(crate) fn weight(
    em: &mut Em<'_, '_>,
    rs: &RowScale,
    env: &IndexEnv,
    scaled: StackSlot,
    factored: bool,
) -> Result<Option<Value>> {
    let crate::kernel::codegen::emit::Idx::Contig(i) = em.index(&rs.q_index, env)? else {
        return Ok(None);
    };
    let Some(top) = em.window_i8_top(rs.q_slot, i)? else { return Ok(None) };
    let f = em.b.ins().fcvt_from_sint(types::F32X4, top);
    if factored {
        return Ok(Some(f));
    }
    let sc = em.b.ins().stack_load(types::I64, types::F32X4, scaled, 0);
    Ok(Some(em.b.ins().fmul(f, sc)))
}

/// A factored column's lanes times its scaled scale.
pub(crate) fn rescale(em: &mut Em<'_, '_>, lanes: Value, scaled: StackSlot) -> Value {
    let sc = em.b.ins().stack_load(types::I64, types::F32X4, scaled, 0);
    em.b.ins().fmul(lanes, sc)
}

impl Prologue for RowScale {
    fn recognize(em: &Em<'_, '_>, k: &MatmulKernel, p: &Prepared) -> Option<Self> {
        recognize(em, k, p)
    }

    /// The rest of the unrolled loop: the row-scale loop when every column's scaled scale is
    /// exact, else the generic one.
    fn single_row(&self, em: &mut Em<'_, '_>, t: &RowTile<'_>, from: i64) -> Result<i64> {
        let k0 = em.iconst(0);
        let mut scales = vec![];
        let mut all_exact = em.b.ins().iconst(types::I8, 1);
        for c in t.cols {
            let (v, exact) = scale(em, self, &env3(t.b, k0, "mm_k", *c, "mm_n"))?;
            scales.push(v);
            all_exact = em.b.ins().band(all_exact, exact);
        }
        let (fast, slow, join) = (em.b.create_block(), em.b.create_block(), em.b.create_block());
        em.b.ins().brif(all_exact, fast, &[], slow, &[]);
        em.b.switch_to_block(fast);
        let w = |em: &mut Em<'_, '_>, kv: Value, j: usize, n: Value| {
            let mut env = env3(t.b, kv, "mm_k", n, "mm_n");
            env.vec_var = Some("mm_k".to_string());
            weight(em, self, &env, scales[j], t.factored)
        };
        (t.trips)(em, from, Some(&w))?;
        if t.factored {
            // Lanes that overflowed (or met an inf/NaN activation) are recomputed the graph's
            // way; the others get their column's scale.
            let vals: Vec<Value> = t.accs.iter().map(|a| em.b.use_var(*a)).collect();
            let finite = all_finite(em, &vals);
            let scaled = em.b.create_block();
            em.b.ins().brif(finite, scaled, &[], slow, &[]);
            em.b.switch_to_block(scaled);
            for ((a, v), s) in t.accs.iter().zip(vals).zip(&scales) {
                let r = rescale(em, v, *s);
                em.b.def_var(*a, r);
            }
            let note = format!(
                "{}: int8 row scale applied once per output after the k-sum (aten._weight_int8pack_mm's order, --factor-scales); results leave the interpreter's bits",
                t.k.name
            );
            if !em.notes.contains(&note) {
                em.notes.push(note);
            }
        }
        em.b.ins().jump(join, &[]);
        em.b.switch_to_block(slow);
        for a in t.accs {
            em.b.def_var(*a, t.zero);
        }
        (t.trips)(em, from, None)?;
        em.b.ins().jump(join, &[]);
        em.b.switch_to_block(join);
        Ok(t.unrolled)
    }
}

/// The exact loop over `[from, to)` (whole steps of 16 k) as one call of a micro-kernel per
/// tile: `f32(q) * s` needs no exactness check of a scaled scale there, so every scale takes
/// it. False (nothing emitted) where the activation is not f32 with unit stride.
pub(crate) fn micro_steps(
    em: &mut Em<'_, '_>,
    rs: &RowScale,
    (k, b, m0): (&MatmulKernel, Value, Value),
    (cols, accs): (&[Value], &[cranelift_frontend::Variable]),
    (from, to): (i64, i64),
    isa: super::micro::Isa,
) -> Result<bool> {
    use super::micro::glue;
    assert!(from % 16 == 0 && (to - from) % 16 == 0 && to >= from);
    let Some(x) = glue::activation_ptr(em, k, b, m0)? else { return Ok(false) };
    let x = em.b.ins().iadd_imm_s(x, 4 * from);
    let groups = glue::groups(cols.len());
    let saved = em.width;
    em.width = 1;
    let scales = glue::slot(em, 16 * groups as u32);
    let mut rows = vec![];
    let kv = em.iconst(from);
    for (c, n) in cols.iter().enumerate() {
        let env = super::operands::env3(b, kv, "mm_k", *n, "mm_n");
        let s = em.index(&rs.s_index, &env).and_then(|i| em.load(rs.s_slot, &i, false));
        let q = em.index(&rs.q_index, &env);
        let (s, q) = match (s.and_then(|s| em.one(&s)), q) {
            (Ok(s), Ok(crate::kernel::codegen::emit::Idx::One(q))) => (s, q),
            (Err(e), _) | (_, Err(e)) => {
                em.width = saved;
                return Err(e);
            }
            _ => {
                em.width = saved;
                return Ok(false);
            }
        };
        em.b.ins().stack_store(types::I64, s, scales, (4 * c) as i32);
        rows.push(em.addr(rs.q_slot, q, false)?);
    }
    em.width = saved;
    for c in cols.len()..groups * super::micro::GROUP {
        let s = em.b.ins().stack_load(types::I64, types::F32, scales, 0);
        em.b.ins().stack_store(types::I64, s, scales, (4 * c) as i32);
    }
    let rows = glue::pointers(em, &rows);
    let lanes = glue::spill_accs(em, accs);
    let args = [
        glue::slot_addr(em, rows),
        x,
        glue::slot_addr(em, scales),
        em.iconst((to - from) / 16),
        glue::slot_addr(em, lanes),
    ];
    glue::call(em, super::micro::rowscale_fn(isa, groups) as usize, &args);
    glue::reload_accs(em, accs, lanes);
    let path = format!("{} int8", isa.name());
    if !em.micro.contains(&path) {
        em.micro.push(path);
    }
    Ok(true)
}
