//! What the Cranelift templates emit to call a micro-kernel: stack slots for the tile's
//! pointers and lanes, and a call by address with the module's own calling convention.
use crate::ir::DType;
use crate::kernel::codegen::emit::{Em, Idx};
use crate::kernel::matmul::operands::{env3, operand_ast};
use crate::kernel::{MatmulKernel, Result};
use cranelift_codegen::ir::{
    AbiParam, InstBuilder, Signature, StackSlot, StackSlotData, StackSlotKind, Value, types,
};
use cranelift_frontend::Variable;

pub(crate) fn slot(em: &mut Em<'_, '_>, bytes: u32) -> StackSlot {
    em.b.create_sized_stack_slot(StackSlotData::new(StackSlotKind::ExplicitSlot, bytes, 6))
}

pub(crate) fn slot_addr(em: &mut Em<'_, '_>, s: StackSlot) -> Value {
    em.b.ins().stack_addr(types::I64, s, 0)
}

/// The activation is what the micro-kernels read: f32 with unit stride along k.
pub(crate) fn activation_fits(em: &Em<'_, '_>, k: &MatmulKernel) -> bool {
    let unit = k.a.strides.get(2).and_then(crate::kernel::codegen::size::konst) == Some(1);
    unit && crate::kernel::codegen::body::slot_of(em, &k.name, &k.a.buf)
        .is_ok_and(|s| em.slots[s].dtype == DType::F32)
}

/// The address of `A[b, m, 0]` when the activation is f32 with unit stride along k (what the
/// micro-kernels read); `None` otherwise.
pub(crate) fn activation_ptr(
    em: &mut Em<'_, '_>,
    k: &MatmulKernel,
    b: Value,
    m: Value,
) -> Result<Option<Value>> {
    if !activation_fits(em, k) {
        return Ok(None);
    }
    let slot = crate::kernel::codegen::body::slot_of(em, &k.name, &k.a.buf)?;
    let saved = em.width;
    em.width = 1;
    let zero = em.iconst(0);
    let env = env3(b, zero, "mm_k", m, "mm_m");
    let ast = operand_ast(&k.a, ["mm_b", "mm_m", "mm_k"]);
    let idx = em.index(&ast, &env);
    em.width = saved;
    let Idx::One(i) = idx? else { return Ok(None) };
    em.addr(slot, i, false).map(Some)
}

/// Groups of four columns a call of `cols` columns takes.
pub(crate) fn groups(cols: usize) -> usize {
    assert!((1..=super::MAX_COLUMNS).contains(&cols), "{cols} columns for a micro-kernel");
    cols.div_ceil(super::GROUP)
}

/// The tile's four-lane accumulators in one slot, lane `4c + i` (missing columns of the last
/// group zero), for a micro-kernel to add into.
pub(crate) fn spill_accs(em: &mut Em<'_, '_>, accs: &[Variable]) -> StackSlot {
    let width = groups(accs.len()) * super::GROUP;
    let s = slot(em, 16 * width as u32);
    let zero = em.b.ins().f32const(0.0);
    let zv = em.b.ins().splat(types::F32X4, zero);
    for c in 0..width {
        let v = accs.get(c).map_or(zv, |a| em.b.use_var(*a));
        em.b.ins().stack_store(types::I64, v, s, (16 * c) as i32);
    }
    s
}

pub(crate) fn reload_accs(em: &mut Em<'_, '_>, accs: &[Variable], s: StackSlot) {
    for (c, a) in accs.iter().enumerate() {
        let v = em.b.ins().stack_load(types::I64, types::F32X4, s, (16 * c) as i32);
        em.b.def_var(*a, v);
    }
}

/// The columns' pointers, the last repeated to fill the last group (a short tile reads a real
/// row twice and drops its lanes).
pub(crate) fn pointers(em: &mut Em<'_, '_>, ptrs: &[Value]) -> StackSlot {
    let width = groups(ptrs.len()) * super::GROUP;
    let s = slot(em, 8 * width as u32);
    for c in 0..width {
        let p = ptrs[c.min(ptrs.len() - 1)];
        em.b.ins().stack_store(types::I64, p, s, (8 * c) as i32);
    }
    s
}

/// Calls `f(args...)` (all pointer-sized) by address.
pub(crate) fn call(em: &mut Em<'_, '_>, f: usize, args: &[Value]) {
    // The kernel's own signature came from `module.make_signature()`, so its convention is
    // the module's default for this target: `extern "C"`.
    let mut sig = Signature::new(em.b.func.signature.call_conv);
    sig.params.extend(args.iter().map(|_| AbiParam::new(types::I64)));
    let sref = em.b.import_signature(sig);
    let fptr = em.b.ins().iconst(types::I64, f as i64);
    em.b.ins().call_indirect(sref, fptr, args);
}
