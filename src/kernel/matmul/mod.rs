//! The matmul template: register tiles of rows of A by columns of B (see [`tile`]).
//! With a prologue, the weight element `B[k, n]` is the prologue body's stored value for that position, computed right where the k-loop needs it (the
//! dequantized weight never exists in memory); epilogue bodies run on each finished output
//! element with the accumulator in a register.
mod dot;
pub mod micro;
mod nibble;
mod operands;
mod prologue;
mod rowscale;
mod tile;

use crate::ir::loop_body::LoopOpKind;
use crate::ir::sym::{SymAst, SymOp};
use crate::ir::{DType, SymExpr};
use crate::kernel::codegen::emit::Em;
use crate::kernel::codegen::index::{print, subst};
use crate::kernel::codegen::loops::{collect_slots, for_loop};
use crate::kernel::codegen::size::{self, Size, konst};
use crate::kernel::runtime::jit::LaunchCheck;
use crate::kernel::runtime::jit::Plan;
use crate::kernel::{
    BOperand, BodyUnit, BufDecl, CodegenOptions, KernelError, MatmulKernel, Result, Strided,
    unsupported,
};
use cranelift_codegen::ir::{InstBuilder, Value};
use operands::{Prepared, lin, lin_sized, sym};
use std::collections::HashMap;

fn canonical_strides(ranges: &[i64]) -> Vec<i64> {
    let mut s = vec![1; ranges.len()];
    for i in (0..ranges.len().saturating_sub(1)).rev() {
        s[i] = s[i + 1] * ranges[i + 1].max(1);
    }
    s
}

/// A symbolic `m` (a dynamic batch or sequence length) where a number is needed to simplify
/// index maps: larger than any real size, so no bound derived from it is ever reached.
const UNBOUNDED: i64 = 1 << 40;

/// The unit's ranges as numbers: a symbolic outermost range becomes `stand_in` (canonical
/// strides do not depend on it); any other symbolic range is `None`.
fn numeric_ranges(u: &BodyUnit, stand_in: i64) -> Option<Vec<i64>> {
    u.ranges.iter().enumerate().map(|(i, r)| konst(r).or((i == 0).then_some(stand_in))).collect()
}

/// Whether `expr` is `Σ canonical_stride_i * var_i` over the unit's vars (checked on the unit
/// vectors and a few fixed points; size symbols at two sets of stand-in values).
fn is_canonical(u: &BodyUnit, expr: &SymExpr) -> bool {
    let mut syms = vec![];
    for r in &u.ranges {
        size::symbols_into(r, &mut syms);
    }
    for s in expr.symbols() {
        let is_var = u.body.var_ranges.iter().any(|(n, _)| *n == s);
        if !is_var && !syms.contains(&s) {
            syms.push(s);
        }
    }
    [5i64, 11].iter().all(|base| {
        let symenv: HashMap<String, i64> =
            syms.iter().enumerate().map(|(i, s)| (s.clone(), base + 2 * i as i64)).collect();
        let ranges: Option<Vec<i64>> = u.ranges.iter().map(|r| r.eval(&symenv).ok()).collect();
        ranges.is_some_and(|r| canonical_at(u, expr, &r, &symenv))
    })
}

fn canonical_at(
    u: &BodyUnit,
    expr: &SymExpr,
    ranges: &[i64],
    symenv: &HashMap<String, i64>,
) -> bool {
    let cs = canonical_strides(ranges);
    let names: Vec<&String> = u.body.var_ranges.iter().map(|(n, _)| n).collect();
    let mut points: Vec<Vec<i64>> = vec![vec![0; names.len()]];
    for i in 0..names.len() {
        let mut p = vec![0; names.len()];
        p[i] = (ranges[i] - 1).max(0);
        points.push(p);
        let mut q = vec![0; names.len()];
        q[i] = (ranges[i] / 2).max(0);
        points.push(q);
    }
    points.push(ranges.iter().map(|r| (r - 1).max(0)).collect());
    points.push(ranges.iter().map(|r| r / 3).collect());
    points.iter().all(|p| {
        let mut env: HashMap<String, i64> =
            names.iter().map(|n| n.to_string()).zip(p.iter().copied()).collect();
        env.extend(symenv.iter().map(|(k, v)| (k.clone(), *v)));
        let want: i64 = p.iter().zip(&cs).map(|(a, b)| a * b).sum();
        expr.eval(&env).ok() == Some(want)
    })
}

/// Each var of `u` as an expression of the flat position `offset + Σ c·t` of its canonical
/// output (terms `(stride c, coordinate t, t's range)`). With numbers: simplified so that plain
/// row/column walks stay affine (no division per element). With symbols: each var must be one
/// coordinate, of the same range, whose stride is the var's canonical stride.
fn var_map(
    k: &str,
    u: &BodyUnit,
    terms: &[(Size, &str, Size)],
    offset: &Size,
) -> Result<HashMap<String, SymAst>> {
    let strides: Option<Vec<i64>> = terms.iter().map(|t| konst(&t.0)).collect();
    if let (Some(strides), Some(off), Some(ranges)) =
        (strides, konst(offset), numeric_ranges(u, UNBOUNDED))
    {
        let t: Vec<(i64, &str, i64)> = terms
            .iter()
            .zip(strides)
            .map(|((_, n, r), c)| (c, *n, konst(r).unwrap_or(UNBOUNDED)))
            .collect();
        return Ok(var_map_numeric(u, &ranges, &t, off));
    }
    if konst(offset) != Some(0) {
        return Err(unsupported(k, format!("{}: a symbolic view offset", u.name)));
    }
    let mut cs = vec![size::int(1); u.ranges.len()];
    for i in (0..u.ranges.len().saturating_sub(1)).rev() {
        cs[i] = size::mul(&cs[i + 1], &u.ranges[i + 1]);
    }
    let mut used = vec![false; terms.len()];
    let mut out = HashMap::new();
    for (i, (name, _)) in u.body.var_ranges.iter().enumerate() {
        if konst(&u.ranges[i]) == Some(1) {
            out.insert(name.clone(), SymAst::Int(0));
            continue;
        }
        let hit = terms.iter().enumerate().position(|(j, (c, _, r))| {
            !used[j] && size::same(c, &cs[i]) && size::same(r, &u.ranges[i])
        });
        let Some(j) = hit else {
            return Err(unsupported(k, format!("{}: var {name} is no one coordinate", u.name)));
        };
        used[j] = true;
        out.insert(name.clone(), sym(terms[j].1));
    }
    // A coordinate no var took must not move the position.
    if let Some(j) = (0..terms.len())
        .find(|&j| !used[j] && konst(&terms[j].0) != Some(0) && konst(&terms[j].2) != Some(1))
    {
        return Err(unsupported(
            k,
            format!("{}: coordinate {} is unaccounted", u.name, terms[j].1),
        ));
    }
    Ok(out)
}

/// Each var of `u` as an expression of the flat position `offset + Σ c·t` of its canonical
/// output, simplified so that plain row/column walks stay affine (no division per element).
fn var_map_numeric(
    u: &BodyUnit,
    ranges: &[i64],
    terms: &[(i64, &str, i64)],
    offset: i64,
) -> HashMap<String, SymAst> {
    let cs = canonical_strides(ranges);
    let mut out = HashMap::new();
    for (i, (name, _)) in u.body.var_ranges.iter().enumerate() {
        let (s, r) = (cs[i], ranges[i].max(1));
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
    coords: &[(&str, Size)],
) -> Result<BodyUnit> {
    let mut u = u.clone();
    for (_, e) in u.body.indexes.iter_mut() {
        let t = print(&subst(&e.ast(), map));
        *e = SymExpr::parse(&t).map_err(|m| unsupported(k, format!("re-indexing: {m}")))?;
    }
    let mut var_ranges = vec![];
    for (n, r) in coords {
        let r = crate::ir::SymInt::parse(&size::print(r))
            .map_err(|m| unsupported(k, format!("range of {n}: {m}")))?;
        var_ranges.push((n.to_string(), r));
    }
    u.body.var_ranges = var_ranges;
    u.ranges = coords.iter().map(|(_, r)| r.clone()).collect();
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

fn prepare(k: &MatmulKernel) -> Result<Prepared> {
    let name = &k.name;
    let prologue = match &k.b {
        BOperand::Strided(_) => None,
        BOperand::Prologue { unit, view } => {
            check_canonical(name, unit, &view.buf, true)?;
            let [sb, sk, sn] = view.strides.as_slice() else {
                return Err(unsupported(name, "prologue view needs (batch, k, n) strides"));
            };
            let terms = [
                (sb.clone(), "mm_b", size::int(k.batch)),
                (sk.clone(), "mm_k", k.k.clone()),
                (sn.clone(), "mm_n", k.n.clone()),
            ];
            let map = var_map(name, unit, &terms, &view.offset)?;
            let coords =
                [("mm_b", size::int(k.batch)), ("mm_k", k.k.clone()), ("mm_n", k.n.clone())];
            let u = revar(name, unit, &map, &coords)?;
            Some((u, view.buf.clone()))
        }
    };
    let [ob, om, on] = k.out.strides.as_slice() else {
        return Err(unsupported(name, "output needs (batch, m, n) strides"));
    };
    let mut epilogue = vec![];
    for e in &k.epilogue {
        check_canonical(name, e, &k.out.buf, false)?;
        let elements = size::product(&[k.m.clone(), k.n.clone(), size::int(k.batch)]);
        if e.n_reduction != 0 || !size::same(&size::product(&e.ranges), &elements) {
            return Err(unsupported(
                name,
                format!("epilogue {} does not cover the output once", e.name),
            ));
        }
        let terms = [
            (ob.clone(), "mm_b", size::int(k.batch)),
            (om.clone(), "mm_m", k.m.clone()),
            (on.clone(), "mm_n", k.n.clone()),
        ];
        let map = var_map(name, e, &terms, &k.out.offset)?;
        let coords = [("mm_b", size::int(k.batch)), ("mm_m", k.m.clone()), ("mm_n", k.n.clone())];
        let r = revar(name, e, &map, &coords)?;
        epilogue.push(r);
    }
    Ok(Prepared { prologue, epilogue })
}

/// The bounds of a strided operand over `vars` with `sizes`: proven now where every size is a
/// number, else a launch check on `slot`.
fn strided_bounds(
    k: &str,
    s: &Strided,
    vars: &[(&str, Size)],
    decl: &BufDecl,
    slot: usize,
    checks: &mut Vec<LaunchCheck>,
) -> Result<()> {
    if s.strides.len() != vars.len() {
        return Err(unsupported(k, format!("{} strides for {} dims", s.strides.len(), vars.len())));
    }
    let terms: Vec<(Size, &str)> =
        s.strides.iter().cloned().zip(vars.iter().map(|v| v.0)).collect();
    let index = lin_sized(&terms, &s.offset);
    let sizes: Option<Vec<i64>> = vars.iter().map(|v| konst(&v.1)).collect();
    let (Some(sizes), Some(numel), Some((offset, strides))) = (sizes, konst(&decl.numel), s.ints())
    else {
        let ranges = vars.iter().map(|(n, r)| (n.to_string(), r.clone())).collect();
        checks.push(LaunchCheck { slot, index, ranges });
        return Ok(());
    };
    let (mut lo, mut hi) = (offset, offset);
    for (st, n) in strides.iter().zip(&sizes) {
        let span = st.saturating_mul((n - 1).max(0));
        if span < 0 { lo += span } else { hi += span }
    }
    if sizes.iter().all(|n| *n > 0) && (lo < 0 || hi >= numel) {
        return Err(KernelError::OutOfBounds {
            kernel: k.to_string(),
            buf: s.buf.clone(),
            numel,
            index: print(&index),
            lo,
            hi,
        });
    }
    Ok(())
}

pub(crate) fn plan(k: &MatmulKernel, buffers: &[BufDecl], opt: CodegenOptions) -> Result<Plan> {
    let p = prepare(k)?;
    let (mut slots, mut writes, mut checks) = (vec![], vec![], vec![]);
    let (b, m, kk, n) = (size::int(k.batch), k.m.clone(), k.k.clone(), k.n.clone());
    // (operand, its coordinates with their ranges, written)
    type Operand<'a> = (&'a Strided, Vec<(&'a str, Size)>, bool);
    let mut operands: Vec<Operand> =
        vec![(&k.a, vec![("mm_b", b.clone()), ("mm_m", m.clone()), ("mm_k", kk.clone())], false)];
    if let BOperand::Strided(w) = &k.b {
        operands.push((
            w,
            vec![("mm_b", b.clone()), ("mm_k", kk.clone()), ("mm_n", n.clone())],
            false,
        ));
    }
    if let Some(bias) = &k.bias {
        operands.push((bias, vec![("mm_m", m.clone()), ("mm_n", n.clone())], false));
    }
    operands.push((&k.out, vec![("mm_b", b), ("mm_m", m), ("mm_n", n)], true));
    for (s, vars, write) in operands {
        let Some(d) = buffers.iter().find(|d| d.name == s.buf) else {
            return Err(unsupported(&k.name, format!("buffer {} is not allocated", s.buf)));
        };
        let i = slots.iter().position(|x: &BufDecl| x.name == d.name).unwrap_or_else(|| {
            slots.push(d.clone());
            slots.len() - 1
        });
        if write && !writes.contains(&i) {
            writes.push(i);
        }
        strided_bounds(&k.name, s, &vars, d, i, &mut checks)?;
    }
    if let Some((u, stored)) = &p.prologue {
        // The prologue's own output is virtual: give it a size so bounds of its store pass.
        let mut bufs = buffers.to_vec();
        bufs.push(BufDecl { name: stored.clone(), dtype: DType::F32, numel: size::int(i64::MAX) });
        let (mut tmp, mut tmp_checks) = (vec![], vec![]);
        collect_slots(&k.name, &[u], &bufs, &mut slots, &mut tmp, &mut tmp_checks)?;
        let at = slots.iter().position(|s| &s.name == stored);
        checks.extend(tmp_checks.into_iter().filter(|c| Some(c.slot) != at));
        if let Some(at) = at {
            slots.remove(at);
            for c in &mut checks {
                if c.slot > at {
                    c.slot -= 1;
                }
            }
        }
    }
    let epi: Vec<&BodyUnit> = p.epilogue.iter().collect();
    collect_slots(&k.name, &epi, buffers, &mut slots, &mut writes, &mut checks)?;
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
    let (_, nr) = tile_shape(k, opt);
    let rows = size::mul(&k.m, &size::int(k.batch));
    let outer = match konst(&k.n) {
        Some(n) => size::int((n + nr - 1) / nr),
        None => SymAst::Call(
            "FloorDiv".into(),
            vec![size::add(&k.n, &size::int(nr - 1)), size::int(nr)],
        ),
    };
    Ok(Plan {
        slots,
        writes,
        outer,
        grain: 1,
        work_per_outer: size::product(&[rows.clone(), k.k.clone(), size::int(nr)]),
        flops: size::product(&[rows, k.n.clone(), k.k.clone(), size::int(2)]),
        launch_checks: checks,
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
    let (mr, nr) = tile_shape(k, opt);
    let (lo, hi) = (em.lo, em.hi);
    let Some(n) = konst(&k.n) else {
        // A symbolic n: every column block is a full tile, whose columns past n are read
        // clamped and not stored (see `tile::tile_body`).
        for_loop(em, lo, hi, 1, |em, nb| {
            let n0 = em.b.ins().imul_imm_s(nb, nr);
            batch_tiles(em, k, &p, n0, nr, mr, opt)
        })?;
        em.ret();
        return Ok(());
    };
    let full = n / nr;
    for_loop(em, lo, hi, 1, |em, nb| {
        let n0 = em.b.ins().imul_imm_s(nb, nr);
        let rem = n % nr;
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

/// How many times the template computes each weight element's prologue for `m` rows: once
/// per tile of rows (the single-row template, m = 1, once).
pub fn prologue_passes(m: i64) -> i64 {
    let (mr, _) = self::tile::tile(m);
    assert!(mr >= 1, "a tile has rows");
    (m.max(1) + mr - 1) / mr
}

/// (rows, columns) of the register tile of the template that fits `k`; a symbolic `m` takes
/// the tile of a long one (its last rows run in tiles of 4, 2 and 1, see `batch_tiles`).
fn tile_shape(k: &MatmulKernel, opt: CodegenOptions) -> (i64, i64) {
    if self::dot::applies(k) {
        (1, self::dot::columns(opt))
    } else {
        let (mr, nr) = self::tile::tile(konst(&k.m).unwrap_or(UNBOUNDED));
        if micro::rows::widens(k, opt) { (mr, micro::ROWS_COLUMNS as i64) } else { (mr, nr) }
    }
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
    // A one-row tile of a kernel whose `m` is symbolic takes the single-row template where it
    // would fit at m = 1 (see `runtime_rows`).
    if self::dot::applies(k) || mr == 1 && konst(&k.m).is_none() && self::dot::reads_along_k(k) {
        return self::dot::tile_body(em, k, p, b, m0, n0, cols, opt);
    }
    if let Some(t) = micro::rows::recognize(em, k, p, opt) {
        return self::tile::tile_body(em, k, p, b, m0, mr, n0, cols, opt, Some(&t));
    }
    // A tile widened for a call the kernel cannot make runs as the Cranelift loops' own
    // tiles side by side.
    let narrow = self::tile::tile(konst(&k.m).unwrap_or(UNBOUNDED)).1;
    for j in (0..cols).step_by(narrow as usize) {
        let n0 = em.add_const(n0, j);
        self::tile::tile_body(em, k, p, b, m0, mr, n0, narrow.min(cols - j), opt, None)?;
    }
    Ok(())
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
    let Some(m) = konst(&k.m) else {
        return for_loop(em, zero, nb, 1, |em, b| runtime_rows(em, k, p, b, n0, nr, mr, opt));
    };
    for_loop(em, zero, nb, 1, |em, b| {
        let full_m = m / mr;
        let (z, fm) = (em.iconst(0), em.iconst(full_m));
        for_loop(em, z, fm, 1, |em, mb| {
            let m0 = em.b.ins().imul_imm_s(mb, mr);
            tile(em, k, p, b, m0, mr, n0, nr, opt)
        })?;
        let rem = m % mr;
        if rem > 0 {
            let m0 = em.iconst(full_m * mr);
            tile(em, k, p, b, m0, rem, n0, nr, opt)?;
        }
        Ok(())
    })
}

/// The rows of one batch for an `m` known at run time: tiles of `mr` rows, then at most one
/// tile each of 4, 2 and 1 rows for the rest (`m % mr` in binary), so no row is left and no
/// weight is produced more than four extra times.
#[allow(clippy::too_many_arguments)]
fn runtime_rows(
    em: &mut Em<'_, '_>,
    k: &MatmulKernel,
    p: &Prepared,
    b: Value,
    n0: Value,
    nr: i64,
    mr: i64,
    opt: CodegenOptions,
) -> Result<()> {
    use cranelift_codegen::ir::condcodes::IntCC;
    let m = em.size(&k.m)?;
    // The row tiles of a symbolic m have the single-row template's column count (4, see
    // `tile::tile`), so one `[lo, hi)` of column blocks serves both: m = 1 (a decode step)
    // runs the single-row template, larger m the row tiles.
    let (rows_blk, one_blk, done) = (em.b.create_block(), em.b.create_block(), em.b.create_block());
    let is_one = em.b.ins().icmp_imm_s(IntCC::Equal, m, 1);
    let one_row = self::dot::reads_along_k(k);
    if one_row {
        em.b.ins().brif(is_one, one_blk, &[], rows_blk, &[]);
        em.b.switch_to_block(one_blk);
        let z = em.iconst(0);
        tile(em, k, p, b, z, 1, n0, nr, opt)?;
        em.b.ins().jump(done, &[]);
    } else {
        em.b.ins().jump(rows_blk, &[]);
        em.b.switch_to_block(one_blk);
        em.b.ins().jump(done, &[]);
    }
    em.b.switch_to_block(rows_blk);
    let mrv = em.iconst(mr);
    let full = em.b.ins().udiv(m, mrv);
    let z = em.iconst(0);
    for_loop(em, z, full, 1, |em, mb| {
        let m0 = em.b.ins().imul_imm_s(mb, mr);
        tile(em, k, p, b, m0, mr, n0, nr, opt)
    })?;
    let mut m0 = em.b.ins().imul_imm_s(full, mr);
    for rows in [4, 2, 1].into_iter().filter(|r| *r < mr) {
        let left = em.b.ins().isub(m, m0);
        let has = em.b.ins().icmp_imm_s(IntCC::SignedGreaterThanOrEqual, left, rows);
        let (run, join) = (em.b.create_block(), em.b.create_block());
        em.b.ins().brif(has, run, &[], join, &[]);
        em.b.switch_to_block(run);
        tile(em, k, p, b, m0, rows, n0, nr, opt)?;
        em.b.ins().jump(join, &[]);
        em.b.switch_to_block(join);
        let next = em.b.ins().iadd_imm_s(m0, rows);
        m0 = em.b.ins().select(has, next, m0);
    }
    em.b.ins().jump(done, &[]);
    em.b.switch_to_block(done);
    Ok(())
}
