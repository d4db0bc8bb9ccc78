//! 4-bit weight prologues in the single-row template: two codes per byte (nf4's table lookup,
//! ONNX Runtime's affine int4 with zero point 8), times a factor that is constant over a block
//! of k (the absmax or scale of 64 weights).
//!
//! The prologue is recognized when its stored value is `table(code) * factor` (either order),
//! where `code` is a nibble of `q[.., k // 2]` chosen by the parity of k, `table` depends on
//! nothing but the code, and `factor` does not depend on the code and is the same for every k
//! of a block. Then the kernel computes the same two f32 values the interpreter does, only
//! organized differently:
//! - the 16 table entries are the prologue's own ops evaluated on the codes 0..15 (a byte
//!   `c · 0x11` has the code c in both nibbles, so the parity select gives c either way),
//!   split into four byte planes once per tile; a lookup of 16 codes is four `pshufb` and
//!   eight unpacks back to f32 lanes, with no per-element gather. When the entries' low two
//!   bytes are all zero (integer tables such as ONNX Runtime's `code - 8`, any bf16-exact
//!   table; checked per tile at run time, as the table may be a buffer) two `pshufb` on the
//!   high planes and six unpacks do: the loop is bound by the shuffle ports, so this is where
//!   the time goes down (about a fifth for int4);
//! - the factor is evaluated once per block and column (kept in a stack slot, where it folds
//!   into `mulps` as a memory operand);
//! - 16 bytes of a weight row become 32 codes with one mask, one shift and two unpacks.
//!
//! Each dequantized weight is then `table[code] * factor` rounded once, the product with the
//! activation and the sum into lane k % 4 stay as in the generic loop, so results are the
//! interpreter's bits (for any factor: zero, subnormal, inf, NaN; the table entries come from
//! the same f32 ops).
use super::operands::{Prepared, activation, all_finite, env3};
use super::prologue::{Prologue, RowTile};
use crate::ir::DType;
use crate::ir::loop_body::{LoopBody, LoopOpKind};
use crate::ir::ops_handler::OpsName;
use crate::ir::sym::SymAst;
use crate::kernel::codegen::body::{Phase, emit_body_with, index_ast, slot_of};
use crate::kernel::codegen::emit::{Data, Em, V, W, le};
use crate::kernel::codegen::index::mentions;
use crate::kernel::{BodyUnit, MatmulKernel, Result, unsupported};
use cranelift_codegen::ir::condcodes::IntCC;
use cranelift_codegen::ir::{
    ConstantData, InstBuilder, StackSlot, StackSlotData, StackSlotKind, Value, types,
};
use cranelift_frontend::Variable;
use std::collections::HashMap;

/// What a tile's 4-bit k-loop works on: the kernel, the batch and row, the tile's columns and
/// their accumulators, where the whole blocks end, and whether block factors leave the sums.
#[derive(Clone, Copy)]
pub(crate) struct TileLoop<'t> {
    pub k: &'t MatmulKernel,
    pub b: Value,
    pub m0: Value,
    pub cols: &'t [Value],
    pub accs: &'t [Variable],
    pub end: i64,
    pub factored: bool,
}

/// A recognized 4-bit prologue (see the module docs).
pub(crate) struct Nibble {
    pub(crate) q_slot: usize,
    q_buf: String,
    pub(crate) q_index: SymAst,
    /// k-values per block of the factor: a multiple of 16.
    pub block: i64,
    /// The code of an even k is the high nibble (nf4's packing) or the low one (ONNX
    /// Runtime's).
    pub(crate) hi_first: bool,
    /// The prologue storing `table(code)` instead of the product, and storing the factor.
    table_body: BodyUnit,
    factor_body: BodyUnit,
    /// `table * factor` (true) or `factor * table`: the store's operand order, kept.
    pub(crate) table_first: bool,
    stored: String,
}

/// What an op's value depends on.
#[derive(Clone, Copy, Default, PartialEq)]
struct Dep {
    /// The code (through the sanctioned nibble select only).
    code: bool,
    /// Any coordinate (column, batch, block).
    varies: bool,
    /// k below the block, other than through the code: the form is not recognized.
    fine: bool,
}

/// The nibble-select steps, which only the select itself may consume.
#[derive(Clone, Copy, PartialEq)]
enum Role {
    Plain(Dep),
    Byte,
    Nib { hi: bool },
    Parity,
    Even,
}

const COORDS: [&str; 3] = ["mm_b", "mm_n", "mm_k"];

fn int_const(body: &LoopBody, id: usize) -> Option<i64> {
    match &body.ops.get(id)?.kind {
        LoopOpKind::Constant { value, .. } => value.trim().parse().ok(),
        _ => None,
    }
}

fn at(ast: &SymAst, b: i64, n: i64, k: i64) -> Option<i64> {
    let env: HashMap<String, i64> = COORDS.iter().map(|s| s.to_string()).zip([b, n, k]).collect();
    ast.eval(&env).ok()
}

/// The k-values checked for a property of an index over `0..kk`: the first and last few
/// hundred and both sides of every multiple of 16.
fn sample_ks(kk: i64) -> Vec<i64> {
    let mut ks: Vec<i64> = (0..kk.min(256)).chain((kk - 256).max(0)..kk).collect();
    for j in (16..kk).step_by(16) {
        ks.extend([j - 1, j]);
    }
    ks
}

pub(crate) fn recognize(em: &Em<'_, '_>, k: &MatmulKernel, p: &Prepared) -> Option<Nibble> {
    if !cfg!(target_arch = "x86_64") || em.check_all {
        return None;
    }
    let (u, stored) = p.prologue.as_ref()?;
    if u.low_precision.is_some() {
        return None;
    }
    let body = &u.body;
    let name = u.name.as_str();
    let mut roles: Vec<Role> = Vec::with_capacity(body.ops.len());
    let mut ranges: Vec<crate::kernel::codegen::ranges::Range> = Vec::with_capacity(body.ops.len());
    let mut indirect: HashMap<String, usize> = HashMap::new();
    let (mut q, mut hi_first, mut store) = (None::<(usize, String, SymAst)>, None, None);
    let mut block_loads: Vec<SymAst> = vec![];
    let dep = |roles: &[Role], i: usize| match roles.get(i) {
        Some(Role::Plain(d)) => *d,
        _ => Dep { fine: true, ..Dep::default() },
    };
    for op in &body.ops {
        let mut load_dtype = None;
        let role = match &op.kind {
            LoopOpKind::GetIndex { .. } | LoopOpKind::Constant { .. } => {
                Role::Plain(Dep::default())
            }
            LoopOpKind::Load { buf, index } => {
                let ast = index_ast(name, body, *index).ok()?;
                let slot = slot_of(em, name, buf).ok()?;
                let decl = &em.slots[slot];
                load_dtype = Some(decl.dtype);
                let on_k = mentions(&ast, &|v| v == "mm_k");
                let varies = mentions(&ast, &|v| COORDS.contains(&v));
                if let SymAst::Sym(s) = &ast
                    && let Some(&x) = indirect.get(s)
                {
                    // A table read at the code: in bounds for every code 0..15 (the value
                    // ranges prove it), so evaluating it on all 16 codes reads nothing new.
                    let d = dep(&roles, x);
                    let (lo, hi) = ranges.get(x).copied().flatten()?;
                    (d.code
                        && !d.varies
                        && !d.fine
                        && lo >= 0
                        && crate::kernel::codegen::size::konst(&decl.numel)
                            .is_some_and(|n| hi < n)
                        && hi <= 15)
                        .then_some(())?;
                    Role::Plain(Dep { code: true, ..Dep::default() })
                } else if mentions(&ast, &|v| v.starts_with("indirect")) {
                    return None;
                } else if on_k && decl.dtype == DType::U8 {
                    match &q {
                        Some((s, _, a)) if *s == slot && *a == ast => {}
                        Some(_) => return None,
                        None => q = Some((slot, buf.clone(), ast)),
                    }
                    Role::Byte
                } else {
                    if on_k {
                        block_loads.push(ast);
                    }
                    Role::Plain(Dep { varies, ..Dep::default() })
                }
            }
            LoopOpKind::IndexExpr { index, .. } => {
                let ast = index_ast(name, body, *index).ok()?;
                let parity = sample_ks(crate::kernel::codegen::size::konst(&k.k)?.min(64))
                    .iter()
                    .all(|&kk| {
                        at(&ast, 0, 0, kk) == Some(kk % 2) && at(&ast, 0, 1, kk) == Some(kk % 2)
                    });
                if parity && !mentions(&ast, &|v| v == "mm_n" || v == "mm_b") {
                    Role::Parity
                } else {
                    let varies = mentions(&ast, &|v| COORDS.contains(&v));
                    Role::Plain(Dep { varies, fine: mentions(&ast, &|v| v == "mm_k"), code: false })
                }
            }
            LoopOpKind::ToDtype { x, .. } => Role::Plain(dep(&roles, *x)),
            LoopOpKind::SetIndirect { slot, x, .. } => {
                indirect.insert(format!("indirect{slot}"), *x);
                Role::Plain(Dep::default())
            }
            LoopOpKind::Store { buf, value, mode: None, .. }
                if buf == stored && store.is_none() =>
            {
                store = Some(*value);
                Role::Plain(Dep::default())
            }
            LoopOpKind::Call { op, args } => {
                let role = |j: usize| args.get(j).and_then(|a| roles.get(*a)).copied();
                let konst = |j: usize| args.get(j).and_then(|a| int_const(body, *a));
                match (op, args.len()) {
                    (OpsName::BitwiseRightShift, 2)
                        if role(0) == Some(Role::Byte) && konst(1) == Some(4) =>
                    {
                        Role::Nib { hi: true }
                    }
                    (OpsName::BitwiseAnd, 2)
                        if role(0) == Some(Role::Byte) && konst(1) == Some(15) =>
                    {
                        Role::Nib { hi: false }
                    }
                    (OpsName::Lt, 2) if role(0) == Some(Role::Parity) && konst(1) == Some(1) => {
                        Role::Even
                    }
                    (OpsName::Where, 3) => match (role(0), role(1), role(2)) {
                        (
                            Some(Role::Even),
                            Some(Role::Nib { hi: a }),
                            Some(Role::Nib { hi: b }),
                        ) if a != b && hi_first.is_none_or(|h| h == a) => {
                            hi_first = Some(a);
                            Role::Plain(Dep { code: true, ..Dep::default() })
                        }
                        _ => Role::Plain(merge(&roles, args)),
                    },
                    _ => Role::Plain(merge(&roles, args)),
                }
            }
            _ => return None,
        };
        roles.push(role);
        ranges.push(crate::kernel::codegen::ranges::op_range(&op.kind, &ranges, load_dtype));
    }
    let (q_slot, q_buf, q_index) = q?;
    let hi_first = hi_first?;
    let LoopOpKind::Call { op, args } = &body.ops.get(store?)?.kind else { return None };
    let [x, y] = args.as_slice() else { return None };
    if *op != OpsName::Mul {
        return None;
    }
    let (dx, dy) = (dep(&roles, *x), dep(&roles, *y));
    let is_table = |d: Dep| d.code && !d.varies && !d.fine;
    let is_factor = |d: Dep| !d.code && !d.fine;
    let (table, factor, table_first) = if is_table(dx) && is_factor(dy) {
        (*x, *y, true)
    } else if is_table(dy) && is_factor(dx) {
        (*y, *x, false)
    } else {
        return None;
    };
    let block = block_of(k, &q_index, &block_loads)?;
    let with_store = |v: usize| {
        let mut t = u.clone();
        for o in &mut t.body.ops {
            if let LoopOpKind::Store { buf, value, .. } = &mut o.kind
                && buf == stored
            {
                *value = v;
            }
        }
        t
    };
    Some(Nibble {
        q_slot,
        q_buf,
        q_index,
        block,
        hi_first,
        table_body: with_store(table),
        factor_body: with_store(factor),
        table_first,
        stored: stored.clone(),
    })
}

fn merge(roles: &[Role], args: &[usize]) -> Dep {
    args.iter().fold(Dep::default(), |acc, a| match roles.get(*a) {
        Some(Role::Plain(d)) => Dep {
            code: acc.code || d.code,
            varies: acc.varies || d.varies,
            fine: acc.fine || d.fine,
        },
        _ => Dep { fine: true, ..acc },
    })
}

/// The factor's block (a multiple of 16), after checking that the byte index is `row + k // 2`
/// and the factor's loads stay constant over each block, at the first, second and last column
/// and batch.
fn block_of(k: &MatmulKernel, q: &SymAst, loads: &[SymAst]) -> Option<i64> {
    let kk = crate::kernel::codegen::size::konst(&k.k)?;
    let nn = crate::kernel::codegen::size::konst(&k.n)?;
    let change = |a: &SymAst| (1..kk).find(|&j| at(a, 0, 0, j) != at(a, 0, 0, 0));
    let block = match loads.iter().filter_map(change).min() {
        Some(b) if b % 16 == 0 => b,
        Some(_) => return None,
        None => kk / 16 * 16,
    };
    if block == 0 {
        return None;
    }
    let ks = sample_ks(kk);
    let ns = [0, 1.min(nn - 1), nn - 1];
    let bs = [0, k.batch - 1];
    for &b in &bs {
        for &n in &ns {
            let row = at(q, b, n, 0)?;
            for &j in &ks {
                let first = j - j % block;
                let ok = at(q, b, n, j) == Some(row + j / 2)
                    && loads.iter().all(|a| at(a, b, n, j) == at(a, b, n, first));
                if !ok {
                    return None;
                }
            }
        }
    }
    Some(block)
}

fn vconst(em: &mut Em<'_, '_>, bytes: [u8; 16]) -> Value {
    let c = em.b.func.dfg.constants.insert(ConstantData::from(bytes.to_vec()));
    em.b.ins().vconst(types::I8X16, c)
}

fn shuffle(em: &mut Em<'_, '_>, a: Value, b: Value, sel: [u8; 16]) -> Value {
    let imm = em.b.func.dfg.immediates.push(ConstantData::from(sel.to_vec()));
    em.b.ins().shuffle(a, b, imm)
}

/// `punpckl*` / `punpckh*` of `size`-byte elements: the low (or high) halves interleaved.
fn unpack(em: &mut Em<'_, '_>, a: Value, b: Value, size: u8, high: bool) -> Value {
    let mut sel = [0u8; 16];
    let base = if high { 8 } else { 0 };
    for (i, s) in sel.iter_mut().enumerate() {
        let (pair, byte) = ((i as u8) / (2 * size), (i as u8) % (2 * size));
        let (from_b, within) = (byte >= size, byte % size);
        *s = base + pair * size + within + if from_b { 16 } else { 0 };
    }
    shuffle(em, a, b, sel)
}

impl Nibble {
    /// The table's four byte planes (plane p holds byte p of the 16 entries), from the
    /// prologue's ops on the codes 0..15 at column `n`.
    pub(crate) fn planes(&self, em: &mut Em<'_, '_>, b: Value, n: Value) -> Result<[Value; 4]> {
        let rows = self.table_rows(em, b, n)?.map(|v| {
            let bytes = em.b.ins().bitcast(types::I8X16, le(), v);
            // Entry j's byte p to position 4p + j.
            let sel = [0u8, 4, 8, 12, 1, 5, 9, 13, 2, 6, 10, 14, 3, 7, 11, 15];
            let mask = vconst(em, sel);
            em.b.ins().x86_pshufb(bytes, mask)
        });
        // A 4x4 transpose of 32-bit lanes: row t lane p -> plane p lane t.
        let lo01 = unpack(em, rows[0], rows[1], 4, false);
        let lo23 = unpack(em, rows[2], rows[3], 4, false);
        let hi01 = unpack(em, rows[0], rows[1], 4, true);
        let hi23 = unpack(em, rows[2], rows[3], 4, true);
        Ok([
            unpack(em, lo01, lo23, 8, false),
            unpack(em, lo01, lo23, 8, true),
            unpack(em, hi01, hi23, 8, false),
            unpack(em, hi01, hi23, 8, true),
        ])
    }

    /// The 16 table entries as four f32x4 (entries 4t..4t + 4 in row t), from the prologue's
    /// ops on the codes 0..15 at column `n`.
    pub(crate) fn table_rows(&self, em: &mut Em<'_, '_>, b: Value, n: Value) -> Result<[Value; 4]> {
        let saved = em.width;
        em.width = W;
        let mut rows = vec![];
        for t in 0..4u32 {
            let lanes: Vec<u8> =
                (0..4u32).flat_map(|j| ((4 * t + j) * 0x11).to_le_bytes()).collect();
            let c = em.b.func.dfg.constants.insert(ConstantData::from(lanes));
            let codes = em.b.ins().vconst(types::I32X4, c);
            let zero = em.iconst(0);
            let mut env = env3(b, zero, "mm_k", n, "mm_n");
            env.vec_var = Some("mm_k".to_string());
            let over = V { dt: DType::U8, data: Data::Vec(codes) };
            let v = emit_body_with(
                em,
                &self.table_body,
                &mut env,
                Phase::All,
                &[(self.q_buf.as_str(), over)],
                Some(&self.stored),
            )?
            .ok_or_else(|| unsupported(&self.table_body.name, "the table value is not stored"))?;
            let v = em.convert(&v, DType::F32)?;
            let v = em
                .vec(&v)?
                .ok_or_else(|| unsupported(&self.table_body.name, "table is not f32 lanes"))?;
            rows.push(v);
        }
        em.width = saved;
        let n = rows.len();
        rows.try_into()
            .map_err(|_| unsupported(&self.table_body.name, format!("{n} table rows, not 4")))
    }

    /// The column's factor for the block starting at `k0`, in a 16-byte stack slot.
    fn factor(&self, em: &mut Em<'_, '_>, b: Value, k0: Value, n: Value) -> Result<StackSlot> {
        let s = self.factor_value(em, b, k0, n)?;
        let v = em.b.ins().splat(types::F32X4, s);
        let slot =
            em.b.create_sized_stack_slot(StackSlotData::new(StackSlotKind::ExplicitSlot, 16, 4));
        em.b.ins().stack_store(types::I64, v, slot, 0);
        Ok(slot)
    }

    /// The column's factor for the block starting at `k0`, one f32.
    pub(crate) fn factor_value(
        &self,
        em: &mut Em<'_, '_>,
        b: Value,
        k0: Value,
        n: Value,
    ) -> Result<Value> {
        let saved = em.width;
        em.width = 1;
        let mut env = env3(b, k0, "mm_k", n, "mm_n");
        let zero = em.b.ins().iconst(types::I32, 0);
        let over = V { dt: DType::U8, data: Data::One(zero) };
        let v = emit_body_with(
            em,
            &self.factor_body,
            &mut env,
            Phase::All,
            &[(self.q_buf.as_str(), over)],
            Some(&self.stored),
        );
        em.width = saved;
        let v = v?.ok_or_else(|| unsupported(&self.factor_body.name, "no factor stored"))?;
        let v = em.convert(&v, DType::F32)?;
        em.one(&v)
    }

    /// The 32 codes of `q[row(n) + k/2 ..][..16]` in k order (two i8x16), or 16 of them.
    fn codes(
        &self,
        em: &mut Em<'_, '_>,
        b: Value,
        kv: Value,
        n: Value,
        two: bool,
    ) -> Result<Vec<Value>> {
        let saved = em.width;
        em.width = 1;
        let env = env3(b, kv, "mm_k", n, "mm_n");
        let idx = em.index(&self.q_index, &env);
        em.width = saved;
        let crate::kernel::codegen::emit::Idx::One(i) = idx? else {
            return Err(unsupported(&self.table_body.name, "byte index is not a scalar"));
        };
        let a = em.addr(self.q_slot, i, false)?;
        let fl = em.flags(self.q_slot);
        let bytes = em.b.ins().load(types::I8X16, fl, a, 0);
        let low = vconst(em, [0x0f; 16]);
        let lo = em.b.ins().band(bytes, low);
        let wide = em.b.ins().bitcast(types::I16X8, le(), bytes);
        let shifted = em.b.ins().ushr_imm_u(wide, 4);
        let shifted = em.b.ins().bitcast(types::I8X16, le(), shifted);
        let hi = em.b.ins().band(shifted, low);
        let (first, second) = if self.hi_first { (hi, lo) } else { (lo, hi) };
        let mut out = vec![unpack(em, first, second, 1, false)];
        if two {
            out.push(unpack(em, first, second, 1, true));
        }
        Ok(out)
    }

    /// The table entries of 16 codes as four f32x4 (codes 0..4, 4..8, ...).
    fn lookup(em: &mut Em<'_, '_>, planes: &[Value], codes: Value) -> [Value; 4] {
        let l: [Value; 4] = std::array::from_fn(|p| em.b.ins().x86_pshufb(planes[p], codes));
        let x01 = unpack(em, l[0], l[1], 1, false);
        let x23 = unpack(em, l[2], l[3], 1, false);
        let y01 = unpack(em, l[0], l[1], 1, true);
        let y23 = unpack(em, l[2], l[3], 1, true);
        Self::lanes(em, (x01, x23), (y01, y23))
    }

    /// The last step of both lookups: 16-bit pairs interleaved into f32 lanes, codes 0..8
    /// from the first pair of vectors and 8..16 from the second.
    fn lanes(em: &mut Em<'_, '_>, lo: (Value, Value), hi: (Value, Value)) -> [Value; 4] {
        let w = [
            unpack(em, lo.0, lo.1, 2, false),
            unpack(em, lo.0, lo.1, 2, true),
            unpack(em, hi.0, hi.1, 2, false),
            unpack(em, hi.0, hi.1, 2, true),
        ];
        w.map(|v| em.b.ins().bitcast(types::F32X4, le(), v))
    }

    /// [`Nibble::lookup`] for a table whose entries' low two bytes are zero: two `pshufb` on
    /// the high planes, two unpacks to 16-bit halves and four to f32 lanes over zeros (eight
    /// shuffles per 16 codes instead of twelve, and two planes fewer held in registers).
    fn lookup_high(em: &mut Em<'_, '_>, p2: Value, p3: Value, codes: Value) -> [Value; 4] {
        let (l2, l3) = (em.b.ins().x86_pshufb(p2, codes), em.b.ins().x86_pshufb(p3, codes));
        let lo = unpack(em, l2, l3, 1, false);
        let hi = unpack(em, l2, l3, 1, true);
        let z = vconst(em, [0; 16]);
        Self::lanes(em, (z, lo), (z, hi))
    }

    /// The k-loop over `[0, end)` (a multiple of the block) for the tile's columns: per block
    /// and pair of columns the factors, then trips of 32 (or 16) k through the table. Two
    /// columns at a time keep two independent sums in flight without spilling the table.
    ///
    /// `factored` (`--factor-scales`): each block's products `table[code] · x` are summed
    /// (16 at a time in a chain of fused multiply-adds, so no long chain forms) into a sum of
    /// their own, which is multiplied by the block's factor once (a fused multiply-add into the
    /// column's sum): results leave the interpreter's bits. The caller recomputes the exact
    /// way when a factored sum comes out infinite or NaN.
    pub(crate) fn blocks(&self, em: &mut Em<'_, '_>, t: &TileLoop<'_>) -> Result<()> {
        let (b, cols) = (t.b, t.cols);
        // Kept in stack slots: Cranelift would otherwise rebuild the table where it is used,
        // in the inner loop (its loads are movable, so they are placed at their first use).
        let values = self.planes(em, b, cols[0])?;
        let planes = values.map(|v| {
            let slot = em.b.create_sized_stack_slot(StackSlotData::new(
                StackSlotKind::ExplicitSlot,
                16,
                4,
            ));
            em.b.ins().stack_store(types::I64, v, slot, 0);
            slot
        });
        // Entries whose low 16 bits are all zero (every integer table, as ONNX Runtime's
        // `code - 8`, and any bf16-exact one) need only the two high planes: decided at run
        // time, since the table may come from a buffer.
        let low = em.b.ins().bor(values[0], values[1]);
        let zero = vconst(em, [0; 16]);
        let is_zero = em.b.ins().icmp(IntCC::Equal, low, zero);
        let narrow = em.b.ins().vall_true(is_zero);
        let (narrow_b, wide_b, join) =
            (em.b.create_block(), em.b.create_block(), em.b.create_block());
        em.b.ins().brif(narrow, narrow_b, &[], wide_b, &[]);
        for (block, two) in [(narrow_b, true), (wide_b, false)] {
            em.b.switch_to_block(block);
            self.block_loop(em, t, &planes, two)?;
            em.b.ins().jump(join, &[]);
        }
        em.b.switch_to_block(join);
        Ok(())
    }

    /// [`Nibble::blocks`] (exact) as one call of a micro-kernel: the table, the tile's factors
    /// for every block and its row pointers go to stack slots, the accumulators in and out.
    /// False (nothing emitted) where the micro-kernel does not apply: an activation that is not
    /// f32 with unit stride, or more blocks than a stack slot should hold.
    pub(super) fn blocks_micro(
        &self,
        em: &mut Em<'_, '_>,
        t: &TileLoop<'_>,
        isa: super::micro::Isa,
    ) -> Result<bool> {
        use super::micro::glue;
        let TileLoop { k, b, m0, cols, accs, end, .. } = *t;
        let nblocks = end / self.block;
        if nblocks > super::micro::fast::MAX_BLOCKS {
            return Ok(false);
        }
        let Some(x) = glue::activation_ptr(em, k, b, m0)? else { return Ok(false) };
        let table = glue::slot(em, 64);
        for (r, v) in self.table_rows(em, b, cols[0])?.into_iter().enumerate() {
            em.b.ins().stack_store(types::I64, v, table, (16 * r) as i32);
        }
        let groups = glue::groups(cols.len());
        let width = (groups * super::micro::GROUP) as i64;
        let factors = glue::slot(em, (4 * width * nblocks.max(1)) as u32);
        let fbase = glue::slot_addr(em, factors);
        let (s, e) = (em.iconst(0), em.iconst(nblocks));
        crate::kernel::codegen::loops::for_loop(em, s, e, 1, |em, kb| {
            let k0 = em.b.ins().imul_imm_s(kb, self.block);
            let at = em.b.ins().imul_imm_s(kb, 4 * width);
            let at = em.b.ins().iadd(fbase, at);
            for c in 0..width as usize {
                let f = self.factor_value(em, b, k0, cols[c.min(cols.len() - 1)])?;
                em.b.ins().store(le().with_notrap(), f, at, (4 * c) as i32);
            }
            Ok(())
        })?;
        let saved = em.width;
        em.width = 1;
        let mut rows = vec![];
        for c in cols {
            let zero = em.iconst(0);
            let idx = em.index(&self.q_index, &env3(b, zero, "mm_k", *c, "mm_n"));
            let crate::kernel::codegen::emit::Idx::One(i) = idx? else {
                em.width = saved;
                return Err(unsupported(&self.table_body.name, "byte index is not a scalar"));
            };
            rows.push(em.addr(self.q_slot, i, false)?);
        }
        em.width = saved;
        let rows = glue::pointers(em, &rows);
        let lanes = glue::spill_accs(em, accs);
        let args = [
            glue::slot_addr(em, rows),
            x,
            glue::slot_addr(em, table),
            fbase,
            em.iconst(nblocks),
            em.iconst(self.block),
            glue::slot_addr(em, lanes),
        ];
        let f = super::micro::nibble_fn(isa, groups, self.hi_first, self.table_first);
        glue::call(em, f as usize, &args);
        glue::reload_accs(em, accs, lanes);
        let path = format!("{} 4-bit", isa.name());
        if !em.micro.contains(&path) {
            em.micro.push(path);
        }
        Ok(true)
    }

    /// The loop over whole blocks of [`Nibble::blocks`], with the four-plane lookup or (`two`)
    /// the two-plane one.
    fn block_loop(
        &self,
        em: &mut Em<'_, '_>,
        t: &TileLoop<'_>,
        planes: &[StackSlot; 4],
        two: bool,
    ) -> Result<()> {
        let TileLoop { k, b, m0, cols, accs, end, factored, .. } = *t;
        let trip: i64 = if self.block % 32 == 0 { 32 } else { 16 };
        let trips = self.block / trip;
        let (s, e) = (em.iconst(0), em.iconst(end));
        crate::kernel::codegen::loops::for_loop(em, s, e, self.block, |em, kb| {
            for (pc, pa) in cols.chunks(2).zip(accs.chunks(2)) {
                let mut factors = vec![];
                for c in pc {
                    factors.push(self.factor(em, b, kb, *c)?);
                }
                let sums: Vec<Variable> = if factored {
                    let zero = em.b.ins().f32const(0.0);
                    let zv = em.b.ins().splat(types::F32X4, zero);
                    pa.iter()
                        .map(|_| {
                            let v = em.b.declare_var(types::F32X4);
                            em.b.def_var(v, zv);
                            v
                        })
                        .collect()
                } else {
                    pa.to_vec()
                };
                let scale = (!factored).then_some(factors.as_slice());
                let mut one = |em: &mut Em<'_, '_>, kv: Value| {
                    em.open_windows();
                    em.note_multiple(kv, trip);
                    let r = self.trip(em, k, b, m0, pc, &sums, planes, scale, kv, trip, two);
                    em.close_windows();
                    r
                };
                if trips <= 4 {
                    for t in 0..trips {
                        let kv = em.add_const(kb, t * trip);
                        one(em, kv)?;
                    }
                } else {
                    let stop = em.add_const(kb, self.block);
                    crate::kernel::codegen::loops::for_loop(em, kb, stop, trip, &mut one)?;
                }
                if factored {
                    for ((sum, acc), f) in sums.iter().zip(pa).zip(&factors) {
                        let f = em.b.ins().stack_load(types::I64, types::F32X4, *f, 0);
                        let (s, a) = (em.b.use_var(*sum), em.b.use_var(*acc));
                        let r = em.b.ins().fma(s, f, a);
                        em.b.def_var(*acc, r);
                    }
                }
            }
            Ok(())
        })
    }

    #[allow(clippy::too_many_arguments)]
    fn trip(
        &self,
        em: &mut Em<'_, '_>,
        k: &MatmulKernel,
        b: Value,
        m0: Value,
        cols: &[Value],
        accs: &[Variable],
        planes: &[StackSlot; 4],
        factors: Option<&[StackSlot]>,
        kv: Value,
        trip: i64,
        two: bool,
    ) -> Result<()> {
        em.width = W;
        let from = if two { 2 } else { 0 };
        let planes: Vec<Value> = planes[from..]
            .iter()
            .map(|p| em.b.ins().stack_load(types::I64, types::I8X16, *p, 0))
            .collect();
        let mut codes = vec![];
        for c in cols {
            codes.push(self.codes(em, b, kv, *c, trip == 32)?);
        }
        for g in 0..(trip / 16) as usize {
            let mut acts = vec![];
            for u in 0..4 {
                let kk = em.add_const(kv, (16 * g + 4 * u) as i64);
                let a = activation(em, k, b, m0, kk)?;
                acts.push(
                    em.vec(&a)?
                        .ok_or_else(|| unsupported(&k.name, "activation is not an f32 vector"))?,
                );
            }
            for (j, (cv, acc)) in codes.iter().zip(accs).enumerate() {
                let ws = match planes.as_slice() {
                    [p2, p3] => Self::lookup_high(em, *p2, *p3, cv[g]),
                    _ => Self::lookup(em, &planes, cv[g]),
                };
                let Some(factors) = factors else {
                    // The group's 16 products as one chain of its own (a multiply, three fused
                    // multiply-adds), then one add into the block's sum: the sums' chains stay
                    // one add long per 16 weights.
                    let mut part = em.b.ins().fmul(acts[0], ws[0]);
                    for (t, a) in ws.into_iter().zip(&acts).skip(1) {
                        part = em.b.ins().fma(*a, t, part);
                    }
                    let sum = em.b.use_var(*acc);
                    let sum = em.b.ins().fadd(sum, part);
                    em.b.def_var(*acc, sum);
                    continue;
                };
                for (t, a) in ws.into_iter().zip(&acts) {
                    let sum = em.b.use_var(*acc);
                    let s = em.b.ins().stack_load(types::I64, types::F32X4, factors[j], 0);
                    let w = if self.table_first {
                        em.b.ins().fmul(t, s)
                    } else {
                        em.b.ins().fmul(s, t)
                    };
                    let prod = em.b.ins().fmul(*a, w);
                    let sum = em.b.ins().fadd(sum, prod);
                    em.b.def_var(*acc, sum);
                }
            }
        }
        Ok(())
    }
}

impl Prologue for Nibble {
    fn recognize(em: &Em<'_, '_>, k: &MatmulKernel, p: &Prepared) -> Option<Self> {
        recognize(em, k, p)
    }

    /// Whole blocks from k = 0, in a loop of their own.
    fn single_row(&self, em: &mut Em<'_, '_>, t: &RowTile<'_>, from: i64) -> Result<i64> {
        if from != 0 || t.unrolled < self.block {
            return Ok(from);
        }
        let end = t.kk / self.block * self.block;
        let mut l = TileLoop {
            k: t.k,
            b: t.b,
            m0: t.m0,
            cols: t.cols,
            accs: t.accs,
            end,
            factored: t.factored,
        };
        self.blocks(em, &l)?;
        if t.factored {
            // A factored sum that came out infinite or NaN (an inf/NaN factor or activation,
            // or an overflow the rounded weights would not have had) is recomputed the
            // graph's way.
            let vals: Vec<Value> = t.accs.iter().map(|a| em.b.use_var(*a)).collect();
            let finite = all_finite(em, &vals);
            let (exact, join) = (em.b.create_block(), em.b.create_block());
            em.b.ins().brif(finite, join, &[], exact, &[]);
            em.b.switch_to_block(exact);
            for a in t.accs {
                em.b.def_var(*a, t.zero);
            }
            l.factored = false;
            self.blocks(em, &l)?;
            em.b.ins().jump(join, &[]);
            em.b.switch_to_block(join);
            let note = format!(
                "{}: 4-bit block factor applied once per block after fused multiply-adds of table values and activations (--factor-scales); results leave the interpreter's bits",
                t.k.name
            );
            if !em.notes.contains(&note) {
                em.notes.push(note);
            }
        }
        Ok(end)
    }
}
