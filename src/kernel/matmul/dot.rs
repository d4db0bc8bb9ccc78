//! The matmul template for one row (decode: `x[1, k] @ W.T`), where the weight is read once and
//! the kernel is bound by how fast it can be streamed and dequantized. Lanes run along k: each
//! of [`COLUMNS`] output columns gets a four-lane accumulator, fed by a weight vector the
//! prologue computes four k-steps at a time from consecutive bytes (no transposes) times four
//! consecutive activations. The rounding is the interpreter's single-row model (products
//! rounded, then added into the lane k % 4, lanes summed as `(l0 + l2) + (l1 + l3)`), so the
//! two agree bit for bit, unless `factor_scales` takes an int8 row scale out of the sum.
use super::operands::weight;
use super::operands::{Prepared, activation, bias_at, env3, finish};
use super::prologue::{RowTile, SINGLE_ROW, Weight};
use crate::kernel::codegen::emit::{Em, W};
use crate::kernel::{CodegenOptions, MatmulKernel, Result, unsupported};
use cranelift_codegen::ir::{InstBuilder, Value, types};
use cranelift_frontend::Variable;

/// One row, and a weight that can be read along k with unit stride (otherwise the column
/// template, which reads along n, is the better fit).
pub(crate) fn applies(k: &MatmulKernel) -> bool {
    crate::kernel::codegen::size::konst(&k.m) == Some(1) && reads_along_k(k)
}

/// The weight can be read along k with unit stride, and k and n are numbers (the template
/// unrolls and blocks k at compile time).
pub(crate) fn reads_along_k(k: &MatmulKernel) -> bool {
    super::operands::weight_along_k(k)
        && crate::kernel::codegen::size::konst(&k.k).is_some()
        && crate::kernel::codegen::size::konst(&k.n).is_some()
}

/// Output columns per tile of the Cranelift loops: their accumulators, one activation and a
/// weight in flight fit the 16 vector registers.
pub(crate) const COLUMNS: i64 = 4;

/// Columns per tile: with micro-kernels on, twice [`COLUMNS`], so a micro-kernel keeps two
/// sums' add chains in flight (the Cranelift loops then run the tile as two halves).
pub(crate) fn columns(opt: CodegenOptions) -> i64 {
    if opt.micro.enabled() { super::micro::MAX_COLUMNS as i64 } else { COLUMNS }
}

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
    let kk = crate::kernel::codegen::size::konst(&k.k).unwrap_or(0);
    if cols > COLUMNS && !super::micro::fast::takes(em, k, p, kk, opt) {
        // The Cranelift loops keep their four-column tile.
        let mut at = 0;
        while at < cols {
            let n = em.add_const(n0, at);
            tile_body(em, k, p, b, m0, n, (cols - at).min(COLUMNS), opt)?;
            at += COLUMNS;
        }
        return Ok(());
    }
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
    let factored = opt.factor_scales;
    // One k-step of four lanes for every column; the weight from a fast path's override where
    // it gives one (`rowscale` where the bytes are in a window), else the generic prologue.
    let step = |em: &mut Em<'_, '_>, kv: Value, fast: Option<&Weight<'_>>| -> Result<()> {
        em.width = W;
        let a = activation(em, k, b, m0, kv)?;
        let a =
            em.vec(&a)?.ok_or_else(|| unsupported(&k.name, "activation is not an f32 vector"))?;
        for (j, (c, acc)) in colv.iter().zip(&accs).enumerate() {
            let scaled = match fast {
                Some(fast) => fast(em, kv, j, *c)?,
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
    let trips = |em: &mut Em<'_, '_>, from: i64, fast: Option<&Weight<'_>>| -> Result<()> {
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
    // The prologue's fast paths take the unrolled loop in turn, the generic one the rest.
    let tile = RowTile {
        k,
        b,
        m0,
        cols: &colv,
        accs: &accs,
        zero: zv,
        kk: kk_all,
        unrolled,
        factored,
        micro: opt.micro,
        trips: &trips,
    };
    let mut from = 0;
    for entry in SINGLE_ROW {
        from = entry(em, p, &tile, from)?;
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
