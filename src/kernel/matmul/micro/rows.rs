//! The multi-row template's tile (`matmul::tile`) as one micro-kernel call (`rows_fn`): up to
//! eight rows by [`ROWS_COLUMNS`] columns, where the weight is an f32 operand or the int8
//! row-scale prologue read along k with unit stride (a linear layer's transposed weight) and
//! the activation is f32 with unit stride along k. Elsewhere the tile runs Cranelift's loops
//! in their own narrower tiles.
use super::{Family, Isa, ROWS_COLUMNS, glue};
use crate::ir::DType;
use crate::ir::sym::SymAst;
use crate::kernel::codegen::emit::{Em, Idx};
use crate::kernel::codegen::size::konst;
use crate::kernel::matmul::operands::{Prepared, env3, operand_ast};
use crate::kernel::matmul::prologue::Prologue;
use crate::kernel::matmul::rowscale::RowScale;
use crate::kernel::{BOperand, CodegenOptions, MatmulKernel, Result, unsupported};
use cranelift_codegen::ir::{InstBuilder, Value, types};
use cranelift_frontend::Variable;

/// Where the call reads the tile's weight columns.
enum Columns {
    F32 { slot: usize, index: SymAst },
    Int8(RowScale),
}

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
    let sk = match &k.b {
        BOperand::Strided(s) => s.strides.get(1),
        BOperand::Prologue { view, .. } => view.strides.get(1),
    };
    opt.simd
        && !opt.check_bounds
        && opt.micro.resolve(Family::Rows).is_some()
        && konst(&k.m).is_some_and(|m| m >= 2)
        && sk.and_then(konst) == Some(1)
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
        (BOperand::Prologue { .. }, Some(_)) => {
            Columns::Int8(<RowScale as Prologue>::recognize(em, k, p)?)
        }
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
    let a = glue::slot(em, 8 * rows.len() as u32);
    for (i, m) in rows.iter().enumerate() {
        let Some(p) = glue::activation_ptr(em, k, b, *m)? else {
            return Err(unsupported(&k.name, "the activation row has no start address"));
        };
        em.b.ins().stack_store(types::I64, p, a, (8 * i) as i32);
    }
    let zero = em.iconst(0);
    let w = glue::slot(em, 8 * ROWS_COLUMNS as u32);
    let scales = glue::slot(em, 4 * ROWS_COLUMNS as u32);
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
                em.b.ins().stack_store(types::I64, s, scales, (4 * c) as i32);
                let i = em.index(&rs.q_index, &env);
                let i = one(&k.name, i)?;
                em.addr(rs.q_slot, i, false)?
            }
        };
        em.b.ins().stack_store(types::I64, ptr, w, (8 * c) as i32);
    }
    let lanes = glue::slot(em, (16 * out.len()) as u32);
    for (j, v) in out.iter().enumerate() {
        let x = em.b.use_var(*v);
        em.b.ins().stack_store(types::I64, x, lanes, (16 * j) as i32);
    }
    let kv = em.size(&k.k)?;
    let int8 = matches!(t.columns, Columns::Int8(_));
    let args = [
        glue::slot_addr(em, a),
        glue::slot_addr(em, w),
        glue::slot_addr(em, scales),
        kv,
        glue::slot_addr(em, lanes),
    ];
    glue::call(em, super::rows_fn(t.isa, rows.len(), int8) as usize, &args);
    for (j, v) in out.iter().enumerate() {
        let x = em.b.ins().stack_load(types::I64, types::F32X4, lanes, (16 * j) as i32);
        em.b.def_var(*v, x);
    }
    let path = format!("{} rows {}", t.isa.name(), if int8 { "int8" } else { "f32" });
    if !em.micro.contains(&path) {
        em.micro.push(path);
    }
    Ok(())
}
