//! The matmul template: register tiles of rows of A by columns of B (see [`super::tile`]).
//! With a prologue, the weight element `B[k, n]` is the prologue body's stored value for that position, computed right where the k-loop needs it (the
//! dequantized weight never exists in memory); epilogue bodies run on each finished output
//! element with the accumulator in a register.
use super::body::{Phase, emit_body_with};
use super::emit::{Data, Em, V};
use super::index::{IndexEnv, print, subst};
use super::jit::Plan;
use super::loops::{collect_slots, for_loop};
use super::{
    BOperand, BodyUnit, BufDecl, CodegenOptions, KernelError, MatmulKernel, Result, Strided,
    unsupported,
};
use crate::ir::loop_body::LoopOpKind;
use crate::ir::sym::{SymAst, SymOp};
use crate::ir::{DType, SymExpr};
use cranelift_codegen::ir::{InstBuilder, Value};
use std::collections::HashMap;

fn sym(s: &str) -> SymAst {
    SymAst::Sym(s.to_string())
}

pub(crate) fn lin(terms: &[(i64, &str)], offset: i64) -> SymAst {
    let mut acc = SymAst::Int(offset);
    for (c, s) in terms {
        if *c == 0 {
            continue;
        }
        let t = if *c == 1 {
            sym(s)
        } else {
            SymAst::Bin(Box::new(SymAst::Int(*c)), SymOp::Mul, Box::new(sym(s)))
        };
        acc = if matches!(acc, SymAst::Int(0)) {
            t
        } else {
            SymAst::Bin(Box::new(acc), SymOp::Add, Box::new(t))
        };
    }
    acc
}

fn canonical_strides(ranges: &[i64]) -> Vec<i64> {
    let mut s = vec![1; ranges.len()];
    for i in (0..ranges.len().saturating_sub(1)).rev() {
        s[i] = s[i + 1] * ranges[i + 1].max(1);
    }
    s
}

/// Whether `expr` is `Σ canonical_stride_i * var_i` over the unit's vars (checked on the unit
/// vectors and a few fixed points).
fn is_canonical(u: &BodyUnit, expr: &SymExpr) -> bool {
    let cs = canonical_strides(&u.ranges);
    let names: Vec<&String> = u.body.var_ranges.iter().map(|(n, _)| n).collect();
    let mut points: Vec<Vec<i64>> = vec![vec![0; names.len()]];
    for i in 0..names.len() {
        let mut p = vec![0; names.len()];
        p[i] = (u.ranges[i] - 1).max(0);
        points.push(p);
        let mut q = vec![0; names.len()];
        q[i] = (u.ranges[i] / 2).max(0);
        points.push(q);
    }
    points.push(u.ranges.iter().map(|r| (r - 1).max(0)).collect());
    points.push(u.ranges.iter().map(|r| r / 3).collect());
    points.iter().all(|p| {
        let env: HashMap<String, i64> =
            names.iter().map(|n| n.to_string()).zip(p.iter().copied()).collect();
        let want: i64 = p.iter().zip(&cs).map(|(a, b)| a * b).sum();
        expr.eval(&env).ok() == Some(want)
    })
}

/// Each var of `u` as an expression of the flat position `offset + Σ c·t` of its canonical
/// output, simplified so that plain row/column walks stay affine (no division per element).
fn var_map(u: &BodyUnit, terms: &[(i64, &str, i64)], offset: i64) -> HashMap<String, SymAst> {
    let cs = canonical_strides(&u.ranges);
    let mut out = HashMap::new();
    for (i, (name, _)) in u.body.var_ranges.iter().enumerate() {
        let (s, r) = (cs[i], u.ranges[i].max(1));
        let block = s.saturating_mul(r);
        let mut kept: Vec<(i64, &str, i64)> =
            terms.iter().copied().filter(|(c, _, _)| c % block != 0).collect();
        let mut off = offset.rem_euclid(block);
        // Terms below this var's stride that can never carry into it vanish under `// s`.
        let (high, low): (Vec<_>, Vec<_>) = kept.iter().copied().partition(|(c, _, _)| c % s == 0);
        let low_max: i64 =
            off % s + low.iter().map(|(c, _, range)| c * (range - 1).max(0)).sum::<i64>();
        if low.iter().all(|(c, _, _)| *c >= 0) && low_max < s {
            kept = high;
            off -= off % s;
        }
        let expr = if kept.iter().all(|(c, _, _)| c % s == 0) && off % s == 0 {
            let t: Vec<(i64, &str)> = kept.iter().map(|(c, n, _)| (c / s, *n)).collect();
            let hi: i64 = off / s
                + kept.iter().map(|(c, _, range)| (c / s) * (range - 1).max(0)).sum::<i64>();
            let e = lin(&t, off / s);
            if kept.iter().all(|(c, _, _)| *c >= 0) && hi < r {
                e
            } else {
                SymAst::Bin(Box::new(e), SymOp::Mod, Box::new(SymAst::Int(r)))
            }
        } else {
            let t: Vec<(i64, &str)> = kept.iter().map(|(c, n, _)| (*c, *n)).collect();
            let q = SymAst::Bin(Box::new(lin(&t, off)), SymOp::FloorDiv, Box::new(SymAst::Int(s)));
            SymAst::Bin(Box::new(q), SymOp::Mod, Box::new(SymAst::Int(r)))
        };
        out.insert(name.clone(), expr);
    }
    out
}

/// The unit with its vars replaced by matmul coordinates in every index expression.
fn revar(
    k: &str,
    u: &BodyUnit,
    map: &HashMap<String, SymAst>,
    coords: &[(&str, i64)],
) -> Result<BodyUnit> {
    let mut u = u.clone();
    for (_, e) in u.body.indexes.iter_mut() {
        let t = print(&subst(&e.ast(), map));
        *e = SymExpr::parse(&t).map_err(|m| unsupported(k, format!("re-indexing: {m}")))?;
    }
    u.body.var_ranges =
        coords.iter().map(|(n, r)| (n.to_string(), crate::ir::SymInt::Const(*r))).collect();
    u.ranges = coords.iter().map(|(_, r)| *r).collect();
    u.n_reduction = 0;
    Ok(u)
}

/// The index of the store (prologue) or of the loads of `buf` (epilogue) must be canonical.
fn check_canonical(k: &str, u: &BodyUnit, buf: &str, store: bool) -> Result<()> {
    for op in &u.body.ops {
        let (b, index) = match &op.kind {
            LoopOpKind::Store { buf, index, .. } if store => (buf, *index),
            LoopOpKind::Load { buf, index } if !store => (buf, *index),
            _ => continue,
        };
        if b != buf {
            continue;
        }
        let Some(LoopOpKind::GetIndex { index }) = u.body.ops.get(index).map(|o| &o.kind) else {
            return Err(unsupported(k, "store index is not get_index"));
        };
        let Some((_, e)) = u.body.indexes.iter().find(|(n, _)| n == index) else {
            return Err(unsupported(k, format!("index {index} undefined")));
        };
        if !is_canonical(u, e) {
            return Err(unsupported(
                k,
                format!("{}: {buf} is not accessed contiguously ({})", u.name, e.text()),
            ));
        }
    }
    Ok(())
}

pub(crate) struct Prepared {
    pub prologue: Option<(BodyUnit, String)>,
    pub epilogue: Vec<BodyUnit>,
}

fn prepare(k: &MatmulKernel) -> Result<Prepared> {
    let name = &k.name;
    let prologue = match &k.b {
        BOperand::Strided(_) => None,
        BOperand::Prologue { unit, view } => {
            check_canonical(name, unit, &view.buf, true)?;
            let [sb, sk, sn] = view.strides.as_slice() else {
                return Err(unsupported(name, "prologue view needs (batch, k, n) strides"));
            };
            let terms = [(*sb, "mm_b", k.batch), (*sk, "mm_k", k.k), (*sn, "mm_n", k.n)];
            let map = var_map(unit, &terms, view.offset);
            let u = revar(name, unit, &map, &[("mm_b", k.batch), ("mm_k", k.k), ("mm_n", k.n)])?;
            Some((u, view.buf.clone()))
        }
    };
    let [ob, om, on] = k.out.strides.as_slice() else {
        return Err(unsupported(name, "output needs (batch, m, n) strides"));
    };
    let mut epilogue = vec![];
    for e in &k.epilogue {
        check_canonical(name, e, &k.out.buf, false)?;
        if e.n_reduction != 0 || e.ranges.iter().product::<i64>() != k.batch * k.m * k.n {
            return Err(unsupported(
                name,
                format!("epilogue {} does not cover the output once", e.name),
            ));
        }
        let terms = [(*ob, "mm_b", k.batch), (*om, "mm_m", k.m), (*on, "mm_n", k.n)];
        let map = var_map(e, &terms, k.out.offset);
        epilogue.push(revar(name, e, &map, &[("mm_b", k.batch), ("mm_m", k.m), ("mm_n", k.n)])?);
    }
    Ok(Prepared { prologue, epilogue })
}

fn strided_bounds(k: &str, s: &Strided, sizes: &[i64], buffers: &[BufDecl]) -> Result<BufDecl> {
    let Some(d) = buffers.iter().find(|b| b.name == s.buf) else {
        return Err(unsupported(k, format!("buffer {} is not allocated", s.buf)));
    };
    let (mut lo, mut hi) = (s.offset, s.offset);
    for (st, n) in s.strides.iter().zip(sizes) {
        let span = st.saturating_mul((n - 1).max(0));
        if span < 0 { lo += span } else { hi += span }
    }
    if s.strides.len() != sizes.len() || lo < 0 || hi >= d.numel {
        return Err(KernelError::OutOfBounds {
            kernel: k.to_string(),
            buf: s.buf.clone(),
            numel: d.numel,
            index: format!("{:?}", s.strides),
            lo,
            hi,
        });
    }
    Ok(d.clone())
}

pub(crate) fn plan(k: &MatmulKernel, buffers: &[BufDecl]) -> Result<Plan> {
    let p = prepare(k)?;
    let (mut slots, mut writes) = (vec![], vec![]);
    let add = |d: BufDecl, w: bool, slots: &mut Vec<BufDecl>, writes: &mut Vec<usize>| {
        let i = slots.iter().position(|s| s.name == d.name).unwrap_or_else(|| {
            slots.push(d);
            slots.len() - 1
        });
        if w && !writes.contains(&i) {
            writes.push(i);
        }
    };
    add(
        strided_bounds(&k.name, &k.a, &[k.batch, k.m, k.k], buffers)?,
        false,
        &mut slots,
        &mut writes,
    );
    if let BOperand::Strided(b) = &k.b {
        add(
            strided_bounds(&k.name, b, &[k.batch, k.k, k.n], buffers)?,
            false,
            &mut slots,
            &mut writes,
        );
    }
    if let Some(b) = &k.bias {
        add(strided_bounds(&k.name, b, &[k.m, k.n], buffers)?, false, &mut slots, &mut writes);
    }
    add(
        strided_bounds(&k.name, &k.out, &[k.batch, k.m, k.n], buffers)?,
        true,
        &mut slots,
        &mut writes,
    );
    if let Some((u, stored)) = &p.prologue {
        // The prologue's own output is virtual: give it a size so bounds of its store pass.
        let mut bufs = buffers.to_vec();
        bufs.push(BufDecl { name: stored.clone(), dtype: DType::F32, numel: i64::MAX });
        let mut tmp = vec![];
        collect_slots(&k.name, &[u], &bufs, &mut slots, &mut tmp)?;
        slots.retain(|s| &s.name != stored);
    }
    let epi: Vec<&BodyUnit> = p.epilogue.iter().collect();
    collect_slots(&k.name, &epi, buffers, &mut slots, &mut writes)?;
    // Slots may have shifted when the virtual buffer was dropped: recompute writes by name.
    let written: Vec<String> =
        writes.iter().filter_map(|i| slots.get(*i).map(|s| s.name.clone())).collect();
    let mut writes: Vec<usize> = slots
        .iter()
        .enumerate()
        .filter(|(_, s)| written.contains(&s.name))
        .map(|(i, _)| i)
        .collect();
    if let Some(i) = slots.iter().position(|s| s.name == k.out.buf)
        && !writes.contains(&i)
    {
        writes.push(i);
    }
    let (_, nr) = tile_shape(k);
    Ok(Plan {
        slots,
        writes,
        outer: (k.n + nr - 1) / nr,
        grain: 1,
        work_per_outer: k.batch * k.m * k.k * nr,
        flops: 2 * k.batch * k.m * k.n * k.k,
    })
}

pub(crate) fn emit(em: &mut Em<'_, '_>, k: &MatmulKernel, opt: CodegenOptions) -> Result<()> {
    let p = prepare(k)?;
    let mut written = vec![false; em.slots.len()];
    for (i, s) in em.slots.iter().enumerate() {
        written[i] = s.name == k.out.buf
            || p.epilogue.iter().any(|e| {
                e.body
                    .ops
                    .iter()
                    .any(|o| matches!(&o.kind, LoopOpKind::Store { buf, .. } if *buf == s.name))
            });
    }
    em.written = written;
    let (mr, nr) = tile_shape(k);
    let full = k.n / nr;
    let (lo, hi) = (em.lo, em.hi);
    for_loop(em, lo, hi, 1, |em, nb| {
        let n0 = em.b.ins().imul_imm_s(nb, nr);
        let rem = k.n % nr;
        if rem == 0 {
            return batch_tiles(em, k, &p, n0, nr, mr, opt);
        }
        let is_full = em.b.ins().icmp_imm_s(
            cranelift_codegen::ir::condcodes::IntCC::SignedLessThan,
            nb,
            full,
        );
        let (a, b, done) = (em.b.create_block(), em.b.create_block(), em.b.create_block());
        em.b.ins().brif(is_full, a, &[], b, &[]);
        em.b.switch_to_block(a);
        batch_tiles(em, k, &p, n0, nr, mr, opt)?;
        em.b.ins().jump(done, &[]);
        em.b.switch_to_block(b);
        batch_tiles(em, k, &p, n0, rem, mr, opt)?;
        em.b.ins().jump(done, &[]);
        em.b.switch_to_block(done);
        Ok(())
    })?;
    em.ret();
    Ok(())
}

/// (rows, columns) of the register tile of the template that fits `k`.
fn tile_shape(k: &MatmulKernel) -> (i64, i64) {
    if super::dot::applies(k) { (1, super::dot::COLUMNS) } else { super::tile::tile(k.m) }
}

#[allow(clippy::too_many_arguments)]
fn tile(
    em: &mut Em<'_, '_>,
    k: &MatmulKernel,
    p: &Prepared,
    b: Value,
    m0: Value,
    mr: i64,
    n0: Value,
    cols: i64,
    opt: CodegenOptions,
) -> Result<()> {
    if super::dot::applies(k) {
        super::dot::tile_body(em, k, p, b, m0, n0, cols, opt)
    } else {
        super::tile::tile_body(em, k, p, b, m0, mr, n0, cols, opt)
    }
}

fn batch_tiles(
    em: &mut Em<'_, '_>,
    k: &MatmulKernel,
    p: &Prepared,
    n0: Value,
    nr: i64,
    mr: i64,
    opt: CodegenOptions,
) -> Result<()> {
    let (zero, nb) = (em.iconst(0), em.iconst(k.batch));
    for_loop(em, zero, nb, 1, |em, b| {
        let full_m = k.m / mr;
        let (z, fm) = (em.iconst(0), em.iconst(full_m));
        for_loop(em, z, fm, 1, |em, mb| {
            let m0 = em.b.ins().imul_imm_s(mb, mr);
            tile(em, k, p, b, m0, mr, n0, nr, opt)
        })?;
        let rem = k.m % mr;
        if rem > 0 {
            let m0 = em.iconst(full_m * mr);
            tile(em, k, p, b, m0, rem, n0, nr, opt)?;
        }
        Ok(())
    })
}

pub(crate) fn operand_ast(s: &Strided, vars: [&str; 3]) -> SymAst {
    let t: Vec<(i64, &str)> = s.strides.iter().copied().zip(vars).collect();
    lin(&t, s.offset)
}

/// The index vars of one matmul coordinate: the batch and two of m, k, n.
pub(crate) fn env3(b: Value, k: Value, kname: &str, v: Value, vname: &str) -> IndexEnv {
    let mut env = IndexEnv::default();
    env.vars.insert("mm_b".into(), b);
    env.vars.insert(kname.into(), k);
    env.vars.insert(vname.into(), v);
    env
}

/// `A[b, m, k..]` at the current width (four consecutive k at width 4), as f32.
pub(crate) fn activation(
    em: &mut Em<'_, '_>,
    k: &MatmulKernel,
    b: Value,
    m: Value,
    kv: Value,
) -> Result<V> {
    let mut env = env3(b, kv, "mm_k", m, "mm_m");
    env.vec_var = (em.width == super::emit::W).then(|| "mm_k".to_string());
    let ast = operand_ast(&k.a, ["mm_b", "mm_m", "mm_k"]);
    let slot = super::body::slot_of(em, &k.name, &k.a.buf)?;
    let idx = em.index(&ast, &env)?;
    let v = em.load(slot, &idx, false)?;
    em.convert(&v, DType::F32)
}

/// `bias[m, n]` as a scalar f32.
pub(crate) fn bias_at(
    em: &mut Em<'_, '_>,
    k: &MatmulKernel,
    bias: &Strided,
    b: Value,
    m: Value,
    n: Value,
) -> Result<Value> {
    let saved = em.width;
    em.width = 1;
    let env = env3(b, m, "mm_m", n, "mm_n");
    let ast = lin(&[(bias.strides[0], "mm_m"), (bias.strides[1], "mm_n")], bias.offset);
    let slot = super::body::slot_of(em, &k.name, &bias.buf)?;
    let idx = em.index(&ast, &env)?;
    let x = em.load(slot, &idx, false)?;
    let x = em.convert(&x, DType::F32)?;
    em.width = saved;
    em.one(&x)
}

/// Stores one output element and runs the epilogue bodies on it.
pub(crate) fn finish(
    em: &mut Em<'_, '_>,
    k: &MatmulKernel,
    p: &Prepared,
    env: &mut IndexEnv,
    s: Value,
) -> Result<()> {
    let out_slot = super::body::slot_of(em, &k.name, &k.out.buf)?;
    let out_dt = em.slots[out_slot].dtype;
    let acc = V { dt: DType::F32, data: Data::One(s) };
    let ast = operand_ast(&k.out, ["mm_b", "mm_m", "mm_n"]);
    let idx = em.index(&ast, env)?;
    em.store(out_slot, &idx, &acc, false)?;
    // Epilogues see the output as its dtype would round-trip through memory.
    let seen = em.convert(&acc, out_dt)?;
    for u in &p.epilogue {
        let mut env = env.clone();
        emit_body_with(em, u, &mut env, Phase::All, &[(k.out.buf.as_str(), seen.clone())], None)?;
    }
    Ok(())
}
