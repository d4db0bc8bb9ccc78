//! The multi-row template's tile (`matmul::tile`) as one micro-kernel call (`rows_fn`): up to
//! eight rows by [`ROWS_COLUMNS`] columns, where the weight is an f32 operand, the int8
//! row-scale prologue or a 4-bit table prologue (whole blocks of a multiple of 16) read along
//! k with unit stride (a linear layer's transposed weight) and the activation is f32 with unit
//! stride along k. Elsewhere the tile runs Cranelift's loops in their own narrower tiles.
use super::{Family, Isa, ROWS_COLUMNS, RowsArgs, glue};
use crate::ir::DType;
use crate::ir::sym::SymAst;
use crate::kernel::codegen::emit::{Em, Idx};
use crate::kernel::codegen::size::konst;
use crate::kernel::matmul::nibble::Nibble;
use crate::kernel::matmul::operands::{Prepared, env3, operand_ast, weight_along_k};
use crate::kernel::matmul::prologue::Prologue;
use crate::kernel::matmul::rowscale::RowScale;
use crate::kernel::{BOperand, CodegenOptions, MatmulKernel, Result, unsupported};
use cranelift_codegen::ir::{InstBuilder, Value, types};
use cranelift_frontend::Variable;

/// Where the call reads the tile's weight columns.
enum Columns {
    F32 { slot: usize, index: SymAst },
    Int8(RowScale),
    Nibble(Box<Nibble>),
}

/// The most 4-bit blocks of one call: their factors sit in a stack slot (64 KiB).
const MAX_BLOCKS: i64 = 1024;

/// A tile the micro-kernel computes.
pub(crate) struct MicroRows {
    isa: Isa,
    columns: Columns,
}

/// Whether the multi-row template of `k` takes tiles of [`ROWS_COLUMNS`] columns, decided when
/// the kernel is planned: the body runs on this CPU, `m` is a number above one and the weight
/// is read along k with unit stride. Where [`recognize`] then finds no call, the tile runs
/// as the Cranelift loops' narrower tiles side by side (`matmul::tile`).
pub(crate) fn widens(k: &MatmulKernel, opt: CodegenOptions) -> bool {
    opt.simd
        && !opt.check_bounds
        && opt.micro.resolve(Family::Rows).is_some()
        && konst(&k.m).is_some_and(|m| m >= 2)
        && weight_along_k(k)
}

/// The call for a widened tile of `k`, when the activation and weight are what the body reads.
pub(crate) fn recognize(
    em: &Em<'_, '_>,
    k: &MatmulKernel,
    p: &Prepared,
    opt: CodegenOptions,
) -> Option<MicroRows> {
    if !widens(k, opt) || em.check_all || !glue::activation_fits(em, k) {
        return None;
    }
    let isa = opt.micro.resolve(Family::Rows)?;
    let columns = match (&k.b, &p.prologue) {
        (BOperand::Strided(s), None) => {
            let slot = crate::kernel::codegen::body::slot_of(em, &k.name, &s.buf).ok()?;
            (em.slots[slot].dtype == DType::F32).then_some(())?;
            Columns::F32 { slot, index: operand_ast(s, ["mm_b", "mm_k", "mm_n"]) }
        }
        (BOperand::Prologue { .. }, Some(_)) => match <RowScale as Prologue>::recognize(em, k, p) {
            Some(rs) => Columns::Int8(rs),
            None => {
                let nb = <Nibble as Prologue>::recognize(em, k, p)?;
                let kk = konst(&k.k)?;
                let whole = nb.block % 16 == 0 && kk % nb.block == 0;
                (whole && kk / nb.block <= MAX_BLOCKS).then_some(())?;
                Columns::Nibble(Box::new(nb))
            }
        },
        _ => return None,
    };
    Some(MicroRows { isa, columns })
}

/// A scalar index at width 1 (the start of a row or column).
fn one(kernel: &str, idx: Result<Idx>) -> Result<Value> {
    match idx? {
        Idx::One(v) | Idx::Uniform(v) => Ok(v),
        other => Err(unsupported(kernel, format!("a column start indexed as {other:?}"))),
    }
}

/// Emits the call for the tile of `rows` (their `m`) by `cols` (16 column values, clamped
/// where the tile is narrower), adding each block's sums into `out` (row i's four-column
/// group v at `out[4 i + v]`, the bias or 0 in).
pub(crate) fn emit(
    em: &mut Em<'_, '_>,
    t: &MicroRows,
    k: &MatmulKernel,
    b: Value,
    rows: &[Value],
    cols: &[Value],
    out: &[Variable],
) -> Result<()> {
    assert_eq!(cols.len(), ROWS_COLUMNS, "a micro tile has {ROWS_COLUMNS} column values");
    assert_eq!(out.len(), rows.len() * ROWS_COLUMNS / 4, "four columns an accumulator");
    let saved = em.width;
    em.width = 1;
    let r = emit_call(em, t, k, b, rows, cols, out);
    em.width = saved;
    r
}

fn emit_call(
    em: &mut Em<'_, '_>,
    t: &MicroRows,
    k: &MatmulKernel,
    b: Value,
    rows: &[Value],
    cols: &[Value],
    out: &[Variable],
) -> Result<()> {
    use std::mem::offset_of;
    let args = glue::slot(em, std::mem::size_of::<RowsArgs>() as u32);
    let store = |em: &mut Em<'_, '_>, v: Value, at: usize| {
        em.b.ins().stack_store(types::I64, v, args, at as i32);
    };
    for (i, m) in rows.iter().enumerate() {
        let Some(p) = glue::activation_ptr(em, k, b, *m)? else {
            return Err(unsupported(&k.name, "the activation row has no start address"));
        };
        store(em, p, offset_of!(RowsArgs, a) + 8 * i);
    }
    let zero = em.iconst(0);
    let (aux, cols_at) = (offset_of!(RowsArgs, aux), offset_of!(RowsArgs, cols));
    let (mut factors, mut block) = (zero, zero);
    if let Columns::Nibble(nb) = &t.columns {
        for (r, v) in nb.table_rows(em, b, cols[0])?.into_iter().enumerate() {
            store(em, v, aux + 16 * r);
        }
        let kk =
            konst(&k.k).ok_or_else(|| unsupported(&k.name, "a 4-bit tile with a symbolic k"))?;
        let slot = glue::slot(em, (4 * ROWS_COLUMNS as i64 * kk / nb.block).max(4) as u32);
        factors = glue::slot_addr(em, slot);
        block = em.iconst(nb.block);
        // The factor body is emitted once, in a loop over the columns (read back from a slot),
        // not once per column: a kernel has a call per tile shape, and 16 copies of a
        // dequant's factor ops made 4-bit kernels slow to compile.
        let ns = glue::slot(em, 8 * ROWS_COLUMNS as u32);
        for (c, n) in cols.iter().enumerate() {
            em.b.ins().stack_store(types::I64, *n, ns, (8 * c) as i32);
        }
        let ns = glue::slot_addr(em, ns);
        let (s, e) = (em.iconst(0), em.iconst(kk / nb.block));
        crate::kernel::codegen::loops::for_loop(em, s, e, 1, |em, kb| {
            let k0 = em.b.ins().imul_imm_s(kb, nb.block);
            let row = em.b.ins().imul_imm_s(kb, 4 * ROWS_COLUMNS as i64);
            let row = em.b.ins().iadd(factors, row);
            let (c0, c1) = (em.iconst(0), em.iconst(ROWS_COLUMNS as i64));
            crate::kernel::codegen::loops::for_loop(em, c0, c1, 1, |em, c| {
                let flags = crate::kernel::codegen::emit::le().with_notrap();
                let at = em.b.ins().imul_imm_s(c, 8);
                let at = em.b.ins().iadd(ns, at);
                let n = em.b.ins().load(types::I64, flags, at, 0);
                let f = nb.factor_value(em, b, k0, n)?;
                let at = em.b.ins().imul_imm_s(c, 4);
                let at = em.b.ins().iadd(row, at);
                em.b.ins().store(flags, f, at, 0);
                Ok(())
            })
        })?;
    }
    for (c, n) in cols.iter().enumerate() {
        let env = env3(b, zero, "mm_k", *n, "mm_n");
        let ptr = match &t.columns {
            Columns::F32 { slot, index } => {
                let i = em.index(index, &env);
                let i = one(&k.name, i)?;
                em.addr(*slot, i, false)?
            }
            Columns::Int8(rs) => {
                let s = em.index(&rs.s_index, &env).and_then(|i| em.load(rs.s_slot, &i, false));
                let s = em.one(&s?)?;
                store(em, s, aux + 4 * c);
                let i = em.index(&rs.q_index, &env);
                let i = one(&k.name, i)?;
                em.addr(rs.q_slot, i, false)?
            }
            Columns::Nibble(nb) => {
                let i = em.index(&nb.q_index, &env);
                let i = one(&k.name, i)?;
                em.addr(nb.q_slot, i, false)?
            }
        };
        store(em, ptr, cols_at + 8 * c);
    }
    store(em, factors, offset_of!(RowsArgs, factors));
    store(em, block, offset_of!(RowsArgs, block));
    let kv = em.size(&k.k)?;
    store(em, kv, offset_of!(RowsArgs, k));
    let lanes = glue::slot(em, (16 * out.len()) as u32);
    for (j, v) in out.iter().enumerate() {
        let x = em.b.use_var(*v);
        em.b.ins().stack_store(types::I64, x, lanes, (16 * j) as i32);
    }
    let (kind, hi, tf, name) = match &t.columns {
        Columns::F32 { .. } => (RowsArgs::F32, false, false, "f32"),
        Columns::Int8(_) => (RowsArgs::INT8, false, false, "int8"),
        Columns::Nibble(nb) => (RowsArgs::NIBBLE, nb.hi_first, nb.table_first, "4-bit"),
    };
    let call = [glue::slot_addr(em, args), glue::slot_addr(em, lanes)];
    glue::call(em, super::rows_fn(t.isa, rows.len(), kind, hi, tf) as usize, &call);
    for (j, v) in out.iter().enumerate() {
        let x = em.b.ins().stack_load(types::I64, types::F32X4, lanes, (16 * j) as i32);
        em.b.def_var(*v, x);
    }
    let path = format!("{} rows {name}", t.isa.name());
    if !em.micro.contains(&path) {
        em.micro.push(path);
    }
    Ok(())
}
