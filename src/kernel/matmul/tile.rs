//! One register tile of the matmul template: `mr` rows of A by up to `4·nv` output columns,
//! the four lanes of each accumulator being four output columns. Each output therefore sums
//! its k-products sequentially with fused multiply-adds, in k-blocks whose results are added
//! to the output (which starts at the bias) in order — the rounding of MKL's sgemm that
//! PyTorch's CPU matmuls (and the reference interpreter) have, so results agree to the ulp
//! instead of drifting by summation order. Weights are produced four k-steps at a time along
//! each column (contiguous for a transposed weight), then transposed in registers.
use super::operands::{self, Prepared, bias_at, block_loop, env3, weight};
use crate::kernel::codegen::emit::{Em, W, le};
use crate::kernel::{CodegenOptions, MatmulKernel, Result, unsupported};
use cranelift_codegen::ir::{ConstantData, InstBuilder, Value, types};

/// A k-block's length: known when k is a number, else computed at run time.
#[derive(Clone, Copy)]
enum Len {
    Const(i64),
    Run(Value),
}

/// [`block_loop`] at run time (k symbolic): the block size MKL's rule picks for k
/// (`k` up to 192, `(k + 1) / 2` up to 384, else 192), the full blocks in a loop and the
/// shorter last one when there is one.
fn runtime_blocks(
    em: &mut Em<'_, '_>,
    k: &crate::kernel::Size,
    block: &dyn Fn(&mut Em<'_, '_>, Value, Len) -> Result<()>,
) -> Result<()> {
    use cranelift_codegen::ir::condcodes::IntCC;
    let kv = em.size(k)?;
    let half = em.b.ins().iadd_imm_s(kv, 1);
    let half = em.b.ins().sshr_imm_u(half, 1);
    let c192 = em.iconst(192);
    let le192 = em.b.ins().icmp_imm_s(IntCC::SignedLessThanOrEqual, kv, 192);
    let le384 = em.b.ins().icmp_imm_s(IntCC::SignedLessThanOrEqual, kv, 384);
    let mid = em.b.ins().select(le384, half, c192);
    let size = em.b.ins().select(le192, kv, mid);
    let one = em.iconst(1);
    let size = em.b.ins().smax(size, one);
    let full = em.b.ins().sdiv(kv, size);
    let end = em.b.ins().imul(full, size);
    // The loop steps by a run-time size: a counter over block numbers.
    let z = em.iconst(0);
    crate::kernel::codegen::loops::for_loop(em, z, full, 1, |em, bi| {
        let k0 = em.b.ins().imul(bi, size);
        block(em, k0, Len::Run(size))
    })?;
    let rest = em.b.ins().isub(kv, end);
    let has = em.b.ins().icmp_imm_s(IntCC::SignedGreaterThan, rest, 0);
    let (run, join) = (em.b.create_block(), em.b.create_block());
    em.b.ins().brif(has, run, &[], join, &[]);
    em.b.switch_to_block(run);
    block(em, end, Len::Run(rest))?;
    em.b.ins().jump(join, &[]);
    em.b.switch_to_block(join);
    Ok(())
}

/// (rows, columns) per tile: enough independent accumulators to hide FMA latency.
pub(crate) fn tile(m: i64) -> (i64, i64) {
    match m {
        ..=1 => (1, 16),
        2..=4 => (m, 8),
        _ => (m.min(8), 4),
    }
}

fn shuffle(em: &mut Em<'_, '_>, a: Value, b: Value, lanes: [u8; 4]) -> Value {
    let bytes: Vec<u8> = lanes.iter().flat_map(|l| (0..4).map(move |i| l * 4 + i)).collect();
    let imm = em.b.func.dfg.immediates.push(ConstantData::from(bytes));
    let (ab, bb) =
        (em.b.ins().bitcast(types::I8X16, le(), a), em.b.ins().bitcast(types::I8X16, le(), b));
    let s = em.b.ins().shuffle(ab, bb, imm);
    em.b.ins().bitcast(types::F32X4, le(), s)
}

/// Rows `r[j]` (column j's weights at k..k+3) → `t[kk]` (the four columns' weights at k+kk).
fn transpose(em: &mut Em<'_, '_>, r: [Value; 4]) -> [Value; 4] {
    let u0 = shuffle(em, r[0], r[1], [0, 4, 1, 5]);
    let u1 = shuffle(em, r[2], r[3], [0, 4, 1, 5]);
    let u2 = shuffle(em, r[0], r[1], [2, 6, 3, 7]);
    let u3 = shuffle(em, r[2], r[3], [2, 6, 3, 7]);
    [
        shuffle(em, u0, u1, [0, 1, 4, 5]),
        shuffle(em, u0, u1, [2, 3, 6, 7]),
        shuffle(em, u2, u3, [0, 1, 4, 5]),
        shuffle(em, u2, u3, [2, 3, 6, 7]),
    ]
}

/// `A[b, m, k]` as a scalar f32.
fn activation(
    em: &mut Em<'_, '_>,
    k: &MatmulKernel,
    b: Value,
    m: Value,
    kv: Value,
) -> Result<Value> {
    let saved = em.width;
    em.width = 1;
    let v = operands::activation(em, k, b, m, kv);
    em.width = saved;
    em.one(&v?)
}

fn pack(em: &mut Em<'_, '_>, xs: &[Value]) -> Value {
    let mut v = em.b.ins().splat(types::F32X4, xs[0]);
    for (j, x) in xs.iter().enumerate().skip(1) {
        v = em.b.ins().insertlane(v, *x, j as u8);
    }
    v
}

#[allow(clippy::too_many_arguments)]
pub(crate) fn tile_body(
    em: &mut Em<'_, '_>,
    k: &MatmulKernel,
    p: &Prepared,
    b: Value,
    m0: Value,
    mr: i64,
    n0: Value,
    cols: i64,
    opt: CodegenOptions,
    micro: Option<&super::micro::rows::MicroRows>,
) -> Result<()> {
    // A micro-kernel call covers its full width whatever `cols` is (lanes past it repeat the
    // last column and are not stored).
    let nv = match micro {
        Some(_) => super::micro::ROWS_COLUMNS / 4,
        None => ((cols + 3) / 4) as usize,
    };
    // Rows and columns as constant offsets of the tile's corner, so that every address of a
    // k-step shares one base register with the offsets folded into the instructions.
    let rows: Vec<Value> = (0..mr).map(|i| em.add_const(m0, i)).collect();
    // Lanes past the tile's `cols` valid columns repeat its last one (computed, never stored);
    // `n0 + cols - 1 < n` for full and remainder tiles alike (`matmul::emit`). With a symbolic
    // n the last tile may reach past n: its columns are clamped to n - 1 for reading and the
    // ones past n are not stored.
    let n_last = match crate::kernel::codegen::size::konst(&k.n) {
        Some(_) => None,
        None => {
            let n = em.size(&k.n)?;
            Some((n, em.b.ins().iadd_imm_s(n, -1)))
        }
    };
    let colv: Vec<Value> = (0..(nv * 4) as i64)
        .map(|j| {
            let c = em.add_const(n0, j.min(cols - 1));
            match n_last {
                Some((_, last)) => em.b.ins().smin(c, last),
                None => c,
            }
        })
        .collect();
    let zero = em.b.ins().f32const(0.0);
    let zv = em.b.ins().splat(types::F32X4, zero);
    let cell = |i: usize, v: usize| i * nv + v;
    let mut out = vec![];
    #[allow(clippy::needless_range_loop, reason = "`i` names the tile row in `cell` too")]
    for i in 0..mr as usize {
        for v in 0..nv {
            let init = match &k.bias {
                Some(bias) => {
                    let mut xs = vec![];
                    for j in 0..4 {
                        xs.push(bias_at(em, k, bias, b, rows[i], colv[v * 4 + j])?);
                    }
                    pack(em, &xs)
                }
                None => zv,
            };
            let var = em.b.declare_var(types::F32X4);
            em.b.def_var(var, init);
            out.push(var);
        }
    }
    // The blocks as a loop over equal blocks plus one shorter last block: two copies of the
    // block code whatever K is (unrolled blocks made big kernels slow to compile).
    // A block's length is a number, or (symbolic k) a value: its vector part then runs
    // `len & !3` elements and its scalar tail the rest, at run time.
    let block = |em: &mut Em<'_, '_>, k0: Value, len: Len| -> Result<()> {
        let accs: Vec<_> = (0..mr as usize * nv).map(|_| em.b.declare_var(types::F32X4)).collect();
        for a in &accs {
            em.b.def_var(*a, zv);
        }
        let (vec_len, ve, e) = match len {
            Len::Const(len) => {
                let vec_len = if opt.simd && len >= 4 { len / 4 * 4 } else { 0 };
                let ve = em.b.ins().iadd_imm_s(k0, vec_len);
                (Len::Const(vec_len), ve, em.b.ins().iadd_imm_s(k0, len))
            }
            Len::Run(len) => {
                let vl = if opt.simd { em.b.ins().band_imm_s(len, -4) } else { em.iconst(0) };
                let ve = em.b.ins().iadd(k0, vl);
                (Len::Run(vl), ve, em.b.ins().iadd(k0, len))
            }
        };
        let (some_vec, some_tail) = match (vec_len, len) {
            (Len::Const(v), Len::Const(l)) => (v > 0, v < l),
            _ => (opt.simd, true),
        };
        if some_vec {
            crate::kernel::codegen::loops::for_loop(em, k0, ve, 4, |em, kv| {
                em.width = W;
                let mut wk = vec![];
                for v in 0..nv {
                    let mut r = [zv; 4];
                    for (j, rj) in r.iter_mut().enumerate() {
                        let w = weight(em, k, p, b, kv, colv[v * 4 + j])?;
                        *rj = em
                            .vec(&w)?
                            .ok_or_else(|| unsupported(&k.name, "weight is not an f32 vector"))?;
                    }
                    wk.push(transpose(em, r));
                }
                for (i, m) in rows.iter().enumerate() {
                    for kk in 0..4 {
                        let kx = em.add_const(kv, kk);
                        let a = activation(em, k, b, *m, kx)?;
                        let av = em.b.ins().splat(types::F32X4, a);
                        for (v, w) in wk.iter().enumerate() {
                            let acc = em.b.use_var(accs[cell(i, v)]);
                            let r = em.b.ins().fma(av, w[kk as usize], acc);
                            em.b.def_var(accs[cell(i, v)], r);
                        }
                    }
                }
                Ok(())
            })?;
        }
        if some_tail {
            crate::kernel::codegen::loops::for_loop(em, ve, e, 1, |em, kv| {
                em.width = 1;
                let mut ws = vec![];
                for v in 0..nv {
                    let mut xs = vec![];
                    for j in 0..4 {
                        let w = weight(em, k, p, b, kv, colv[v * 4 + j])?;
                        xs.push(em.one(&w)?);
                    }
                    ws.push(pack(em, &xs));
                }
                for (i, m) in rows.iter().enumerate() {
                    let a = activation(em, k, b, *m, kv)?;
                    let av = em.b.ins().splat(types::F32X4, a);
                    for (v, w) in ws.iter().enumerate() {
                        let acc = em.b.use_var(accs[cell(i, v)]);
                        let r = em.b.ins().fma(av, *w, acc);
                        em.b.def_var(accs[cell(i, v)], r);
                    }
                }
                Ok(())
            })?;
        }
        for (c, o) in out.iter().enumerate() {
            let (x, y) = (em.b.use_var(*o), em.b.use_var(accs[c]));
            let s = em.b.ins().fadd(x, y);
            em.b.def_var(*o, s);
        }
        Ok(())
    };
    if let Some(t) = micro {
        super::micro::rows::emit(em, t, k, b, &rows, &colv, &out)?;
    } else {
        match crate::kernel::codegen::size::konst(&k.k) {
            Some(kk) => {
                let (size, full) = block_loop(kk);
                if full > 0 {
                    let (z, end) = (em.iconst(0), em.iconst(full * size));
                    crate::kernel::codegen::loops::for_loop(em, z, end, size, |em, k0| {
                        block(em, k0, Len::Const(size))
                    })?;
                }
                if full * size < kk {
                    let k0 = em.iconst(full * size);
                    block(em, k0, Len::Const(kk - full * size))?;
                }
            }
            None => runtime_blocks(em, &k.k, &block)?,
        }
    }
    em.width = 1;
    for (i, m) in rows.iter().enumerate() {
        for v in 0..nv {
            let o = em.b.use_var(out[cell(i, v)]);
            if n_last.is_none() && (v as i64 + 1) * 4 <= cols {
                // Four real columns (`colv` unclamped there): store and epilogue four wide.
                let mut env = env3(b, *m, "mm_m", colv[v * 4], "mm_n");
                operands::finish_four(em, k, p, &mut env, o)?;
                continue;
            }
            for j in 0..4 {
                if (v * 4 + j) as i64 >= cols {
                    continue;
                }
                let s = em.b.ins().extractlane(o, j as u8);
                let mut env = env3(b, *m, "mm_m", colv[v * 4 + j], "mm_n");
                match n_last {
                    Some((n, _)) => {
                        let col = em.add_const(n0, (v * 4 + j) as i64);
                        let inside = em.b.ins().icmp(
                            cranelift_codegen::ir::condcodes::IntCC::SignedLessThan,
                            col,
                            n,
                        );
                        let (store, join) = (em.b.create_block(), em.b.create_block());
                        em.b.ins().brif(inside, store, &[], join, &[]);
                        em.b.switch_to_block(store);
                        operands::finish(em, k, p, &mut env, s)?;
                        em.b.ins().jump(join, &[]);
                        em.b.switch_to_block(join);
                    }
                    None => operands::finish(em, k, p, &mut env, s)?,
                }
            }
        }
    }
    Ok(())
}
