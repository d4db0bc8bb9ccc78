//! The matmul template for one row (decode: `x[1, k] @ W.T`), where the weight is read once and
//! the kernel is bound by how fast it can be streamed and dequantized. Lanes run along k: each
//! of [`COLUMNS`] output columns gets a four-lane accumulator, fed by a weight vector the
//! prologue computes four k-steps at a time from consecutive bytes (no transposes) times four
//! consecutive activations. The rounding is the interpreter's single-row model (products
//! rounded, then added into the lane k % 4, lanes summed as `(l0 + l2) + (l1 + l3)`), so the
//! two agree bit for bit, unless `factor_scales` takes an int8 row scale out of the sum.
use super::operands::weight;
use super::operands::{Prepared, activation, bias_at, env3, finish};
use super::{nibble, rowscale};
use crate::kernel::codegen::emit::{Em, W};
use crate::kernel::{BOperand, CodegenOptions, MatmulKernel, Result, unsupported};
use cranelift_codegen::ir::{InstBuilder, StackSlot, Value, types};
use cranelift_frontend::Variable;

/// One row, and a weight that can be read along k with unit stride (otherwise the column
/// template, which reads along n, is the better fit).
pub(crate) fn applies(k: &MatmulKernel) -> bool {
    crate::kernel::codegen::size::konst(&k.m) == Some(1) && reads_along_k(k)
}

/// The weight can be read along k with unit stride, and k and n are numbers (the template
/// unrolls and blocks k at compile time).
pub(crate) fn reads_along_k(k: &MatmulKernel) -> bool {
    let sk = match &k.b {
        BOperand::Strided(s) => s.strides.get(1),
        BOperand::Prologue { view, .. } => view.strides.get(1),
    };
    sk.and_then(crate::kernel::codegen::size::konst) == Some(1)
        && crate::kernel::codegen::size::konst(&k.k).is_some()
        && crate::kernel::codegen::size::konst(&k.n).is_some()
}

/// Output columns per tile: their accumulators, one activation and a weight in flight fit
/// the 16 vector registers.
pub(crate) const COLUMNS: i64 = 4;
const UNROLL: i64 = 4;

#[allow(clippy::too_many_arguments)]
pub(crate) fn tile_body(
    em: &mut Em<'_, '_>,
    k: &MatmulKernel,
    p: &Prepared,
    b: Value,
    m0: Value,
    n0: Value,
    cols: i64,
    opt: CodegenOptions,
) -> Result<()> {
    let colv: Vec<Value> = (0..cols).map(|j| em.add_const(n0, j)).collect();
    let zero = em.b.ins().f32const(0.0);
    let zv = em.b.ins().splat(types::F32X4, zero);
    let accs: Vec<Variable> = colv.iter().map(|_| em.b.declare_var(types::F32X4)).collect();
    for a in &accs {
        em.b.def_var(*a, zv);
    }
    let w4 = W as i64;
    let Some(kk_all) = crate::kernel::codegen::size::konst(&k.k) else {
        return Err(unsupported(&k.name, "the single-row template needs a numeric k"));
    };
    let vec_end = if opt.simd { kk_all / w4 * w4 } else { 0 };
    // Four vector steps per trip: the loop control and the address arithmetic the prologue
    // repeats per step are shared by 16 k-values.
    let unrolled = vec_end / (UNROLL * w4) * (UNROLL * w4);
    // One k-step of four lanes for every column; with a row-scale context the weight comes
    // from `rowscale` (the generic prologue only where its bytes are not in a window).
    let factored = opt.factor_scales;
    let step = |em: &mut Em<'_, '_>,
                kv: Value,
                fast: Option<(&rowscale::RowScale, &[StackSlot])>|
     -> Result<()> {
        em.width = W;
        let a = activation(em, k, b, m0, kv)?;
        let a =
            em.vec(&a)?.ok_or_else(|| unsupported(&k.name, "activation is not an f32 vector"))?;
        for (j, (c, acc)) in colv.iter().zip(&accs).enumerate() {
            let scaled = match fast {
                Some((rs, scales)) => {
                    let mut env = env3(b, kv, "mm_k", *c, "mm_n");
                    env.vec_var = Some("mm_k".to_string());
                    rowscale::weight(em, rs, &env, scales[j], factored)?
                }
                None => None,
            };
            let w = match scaled {
                Some(w) => w,
                None => {
                    let w = weight(em, k, p, b, kv, *c)?;
                    em.vec(&w)?
                        .ok_or_else(|| unsupported(&k.name, "weight is not an f32 vector"))?
                }
            };
            // A multiply off the sum's chain and an add on it: a fused multiply-add here
            // would put its longer latency on the chain, one per four weights (slower).
            let prod = em.b.ins().fmul(a, w);
            let sum = em.b.use_var(*acc);
            let sum = em.b.ins().fadd(sum, prod);
            em.b.def_var(*acc, sum);
        }
        Ok(())
    };
    // The unrolled loop; each trip's four steps read 16 consecutive bytes of each weight row,
    // one load (`window`).
    let trips = |em: &mut Em<'_, '_>,
                 from: i64,
                 fast: Option<(&rowscale::RowScale, &[StackSlot])>|
     -> Result<()> {
        if from >= unrolled {
            return Ok(());
        }
        let (s, e) = (em.iconst(from), em.iconst(unrolled));
        crate::kernel::codegen::loops::for_loop(em, s, e, UNROLL * w4, |em, kv| {
            em.open_windows();
            em.note_multiple(kv, UNROLL * w4);
            let r = (0..UNROLL).try_for_each(|u| {
                let kv = em.add_const(kv, u * w4);
                step(em, kv, fast)
            });
            em.close_windows();
            r
        })
    };
    // A 4-bit prologue takes its own loop over whole blocks; the generic one does the rest.
    let nibble = if unrolled > 0 { nibble::recognize(em, k, p) } else { None };
    let from = match &nibble {
        Some(nb) if unrolled >= nb.block => {
            let end = kk_all / nb.block * nb.block;
            let mut t = nibble::TileLoop { k, b, m0, cols: &colv, accs: &accs, end, factored };
            nb.blocks(em, &t)?;
            if factored {
                // A factored sum that came out infinite or NaN (an inf/NaN factor or
                // activation, or an overflow the rounded weights would not have had) is
                // recomputed the graph's way.
                let vals: Vec<Value> = accs.iter().map(|a| em.b.use_var(*a)).collect();
                let finite = rowscale::all_finite(em, &vals);
                let (exact, join) = (em.b.create_block(), em.b.create_block());
                em.b.ins().brif(finite, join, &[], exact, &[]);
                em.b.switch_to_block(exact);
                for a in &accs {
                    em.b.def_var(*a, zv);
                }
                t.factored = false;
                nb.blocks(em, &t)?;
                em.b.ins().jump(join, &[]);
                em.b.switch_to_block(join);
                let note = format!(
                    "{}: 4-bit block factor applied once per block after fused multiply-adds of table values and activations (--factor-scales); results leave the interpreter's bits",
                    k.name
                );
                if !em.notes.contains(&note) {
                    em.notes.push(note);
                }
            }
            end
        }
        _ => 0,
    };
    if unrolled > from {
        match rowscale::recognize(em, k, p) {
            None => trips(em, from, None)?,
            Some(rs) => {
                // The row-scale loop when every column's scaled scale is exact, else the generic one.
                let k0 = em.iconst(0);
                let mut scales = vec![];
                let mut all_exact = em.b.ins().iconst(types::I8, 1);
                for c in &colv {
                    let (v, exact) = rowscale::scale(em, &rs, &env3(b, k0, "mm_k", *c, "mm_n"))?;
                    scales.push(v);
                    all_exact = em.b.ins().band(all_exact, exact);
                }
                let (fast, slow, join) =
                    (em.b.create_block(), em.b.create_block(), em.b.create_block());
                em.b.ins().brif(all_exact, fast, &[], slow, &[]);
                em.b.switch_to_block(fast);
                trips(em, from, Some((&rs, &scales)))?;
                if factored {
                    // Lanes that overflowed (or met an inf/NaN activation) are recomputed the
                    // graph's way; the others get their column's scale.
                    let vals: Vec<Value> = accs.iter().map(|a| em.b.use_var(*a)).collect();
                    let finite = rowscale::all_finite(em, &vals);
                    let scaled = em.b.create_block();
                    em.b.ins().brif(finite, scaled, &[], slow, &[]);
                    em.b.switch_to_block(scaled);
                    for ((a, v), s) in accs.iter().zip(vals).zip(&scales) {
                        let r = rowscale::rescale(em, v, *s);
                        em.b.def_var(*a, r);
                    }
                    let note = format!(
                        "{}: int8 row scale applied once per output after the k-sum (aten._weight_int8pack_mm's order, --factor-scales); results leave the interpreter's bits",
                        k.name
                    );
                    if !em.notes.contains(&note) {
                        em.notes.push(note);
                    }
                }
                em.b.ins().jump(join, &[]);
                em.b.switch_to_block(slow);
                for a in &accs {
                    em.b.def_var(*a, zv);
                }
                trips(em, from, None)?;
                em.b.ins().jump(join, &[]);
                em.b.switch_to_block(join);
            }
        }
    }
    if vec_end > unrolled {
        let (s, e) = (em.iconst(unrolled), em.iconst(vec_end));
        crate::kernel::codegen::loops::for_loop(em, s, e, w4, |em, kv| step(em, kv, None))?;
    }
    em.width = 1;
    let mut lanes: Vec<[Value; W]> = vec![];
    for acc in &accs {
        let v = em.b.use_var(*acc);
        lanes.push([0u8, 1, 2, 3].map(|j| em.b.ins().extractlane(v, j)));
    }
    // The last k % 4 products go to the lanes they would have had in a longer loop.
    for kk in vec_end..kk_all {
        let kv = em.iconst(kk);
        let a = activation(em, k, b, m0, kv)?;
        let a = em.one(&a)?;
        for (c, l) in colv.iter().zip(lanes.iter_mut()) {
            let w = weight(em, k, p, b, kv, *c)?;
            let w = em.one(&w)?;
            let prod = em.b.ins().fmul(a, w);
            let lane = &mut l[(kk - vec_end) as usize];
            *lane = em.b.ins().fadd(*lane, prod);
        }
    }
    for (c, l) in colv.iter().zip(&lanes) {
        let (x, y) = (em.b.ins().fadd(l[0], l[2]), em.b.ins().fadd(l[1], l[3]));
        let mut s = em.b.ins().fadd(x, y);
        if let Some(bias) = &k.bias {
            let x = bias_at(em, k, bias, b, m0, *c)?;
            s = em.b.ins().fadd(x, s);
        }
        let mut env = env3(b, m0, "mm_m", *c, "mm_n");
        finish(em, k, p, &mut env, s)?;
    }
    Ok(())
}
