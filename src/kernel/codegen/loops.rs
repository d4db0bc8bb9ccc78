//! Loop nests for pointwise and reduction bodies (one `SchedulerNode` or a fused group).
//!
//! The outermost pointwise var is the one the runtime splits across threads (the kernel gets
//! `[lo, hi)` of it). The innermost var is vectorized four lanes wide with a scalar tail: the
//! last pointwise var of a pointwise body, the last reduction var of a reduction body (with
//! vector accumulators, combined across lanes after the loop).
use super::body::{Phase, emit_body};
use super::bounds;
use super::emit::{Em, Repr, W};
use super::index::IndexEnv;
use super::size::{self, Size, konst};
use crate::ir::loop_body::LoopOpKind;
use crate::ir::sym::SymAst;
use crate::kernel::runtime::jit::{LaunchCheck, Plan};
use crate::kernel::{
    BodyUnit, BufDecl, CodegenOptions, KernelError, LoopKernel, Result, unsupported,
};
use cranelift_codegen::ir::condcodes::IntCC;
use cranelift_codegen::ir::{InstBuilder, Value, types};
use std::collections::HashMap;

/// Slots (buffers in first-use order), written slots, and the bounds proof: at compile time
/// where the sizes are numbers, else a launch check proven when the program is bound.
pub(crate) fn collect_slots(
    kernel: &str,
    units: &[&BodyUnit],
    buffers: &[BufDecl],
    slots: &mut Vec<BufDecl>,
    writes: &mut Vec<usize>,
    checks: &mut Vec<LaunchCheck>,
) -> Result<()> {
    for u in units {
        check_unit(kernel, u)?;
        let consts: Option<Vec<i64>> = u.ranges.iter().map(konst).collect();
        let ranges: HashMap<String, (i64, i64)> = u
            .body
            .var_ranges
            .iter()
            .zip(consts.iter().flatten())
            .map(|((n, _), r)| (n.clone(), (0, r - 1)))
            .collect();
        // A subblock's loads need their buffers too; what they read where the mask is false
        // is element 0 (`masked::masked_load`), so their indexes are not checked here.
        for sb in &u.body.subblocks {
            for op in &sb.ops {
                let LoopOpKind::Load { buf, .. } = &op.kind else { continue };
                let Some(decl) = buffers.iter().find(|b| &b.name == buf) else {
                    return Err(unsupported(
                        kernel,
                        format!("{}: buffer {buf} is not allocated", u.name),
                    ));
                };
                if !slots.iter().any(|s| &s.name == buf) {
                    slots.push(decl.clone());
                }
            }
        }
        for op in &u.body.ops {
            let (buf, index, write) = match &op.kind {
                LoopOpKind::Load { buf, index } => (buf, *index, false),
                LoopOpKind::Store { buf, index, .. }
                | LoopOpKind::StoreReduction { buf, index, .. } => (buf, *index, true),
                _ => continue,
            };
            let Some(decl) = buffers.iter().find(|b| &b.name == buf) else {
                return Err(unsupported(
                    kernel,
                    format!("{}: buffer {buf} is not allocated", u.name),
                ));
            };
            let slot = match slots.iter().position(|s| &s.name == buf) {
                Some(s) => s,
                None => {
                    slots.push(decl.clone());
                    slots.len() - 1
                }
            };
            if write && !writes.contains(&slot) {
                writes.push(slot);
            }
            let ast = super::body::index_ast(kernel, &u.body, index)?;
            let symbolic = super::index::mentions(&ast, &|s| {
                !ranges.contains_key(s) && !s.starts_with("indirect")
            });
            match (konst(&decl.numel), &consts) {
                (Some(numel), Some(_)) if !symbolic => {
                    // Reduction vars are in range for loads; a store_reduction index only sees
                    // pointwise vars, which the same map covers.
                    if let Some((lo, hi)) = bounds::interval(&ast, &ranges)
                        && (lo < 0 || hi >= numel)
                    {
                        return Err(KernelError::OutOfBounds {
                            kernel: kernel.to_string(),
                            buf: buf.clone(),
                            numel,
                            index: size::print(&ast),
                            lo,
                            hi,
                        });
                    }
                }
                _ => checks.push(LaunchCheck {
                    slot,
                    index: ast,
                    ranges: u
                        .body
                        .var_ranges
                        .iter()
                        .map(|(n, _)| n.clone())
                        .zip(u.ranges.iter().cloned())
                        .collect(),
                }),
            }
        }
    }
    Ok(())
}

fn check_unit(kernel: &str, u: &BodyUnit) -> Result<()> {
    if u.ranges.len() != u.body.var_ranges.len() || u.n_reduction > u.ranges.len() {
        return Err(unsupported(
            kernel,
            format!("{}: {} ranges for {} vars", u.name, u.ranges.len(), u.body.var_ranges.len()),
        ));
    }
    if u.ranges.iter().any(|r| konst(r).is_some_and(|r| r < 0)) {
        return Err(unsupported(kernel, format!("{}: negative loop range", u.name)));
    }
    Ok(())
}

/// The shared outer loop: every unit has a pointwise var 0 of the same range.
fn split_range(k: &LoopKernel) -> Option<Size> {
    let first = k.units.first()?.pointwise_ranges().first().cloned()?;
    k.units
        .iter()
        .all(|u| u.pointwise_ranges().first().is_some_and(|r| size::same(r, &first)))
        .then_some(first)
}

/// Whether the body reduces. A reduction over size-1 dims keeps its `reduction` op after
/// lowering dropped those dims from the ranges (`n_reduction == 0`): it runs once per output.
fn reduces(u: &BodyUnit) -> bool {
    u.n_reduction > 0
        || u.body.ops.iter().any(|o| {
            matches!(o.kind, LoopOpKind::Reduction { .. } | LoopOpKind::StoreReduction { .. })
        })
}

/// Whether the body stores through an indirect index (a `Scatter`): its lanes and iterations
/// may hit one element, so it runs one lane wide and on one thread, in index order — the
/// order the interpreter and PyTorch's CPU kernels write in.
pub(crate) fn scatters(u: &BodyUnit) -> bool {
    u.body.ops.iter().any(|o| match &o.kind {
        LoopOpKind::Store { index, mode, .. } => {
            mode.is_some()
                || matches!(u.body.ops.get(*index).map(|g| &g.kind),
                    Some(LoopOpKind::GetIndex { index }) if u.body.indexes.iter().any(|(n, e)| n == index && e.text().contains("indirect")))
        }
        _ => false,
    })
}

/// All units are one-var pointwise bodies: the outer loop itself is the vector loop.
fn vector_outer(k: &LoopKernel) -> bool {
    k.units.iter().all(|u| u.ranges.len() == 1 && !reduces(u))
}

pub(crate) fn plan(k: &LoopKernel, buffers: &[BufDecl]) -> Result<Plan> {
    if k.units.is_empty() {
        return Err(unsupported(&k.name, "no loop bodies"));
    }
    let (mut slots, mut writes, mut launch_checks) = (vec![], vec![], vec![]);
    let units: Vec<&BodyUnit> = k.units.iter().collect();
    collect_slots(&k.name, &units, buffers, &mut slots, &mut writes, &mut launch_checks)?;
    let outer = split_range(k);
    // Work per outer iteration: the largest unit's inner ranges (its first range is `outer`).
    let inner = |u: &BodyUnit| {
        let skip = usize::from(outer.is_some());
        size::product(u.ranges.get(skip..).unwrap_or(&[]))
    };
    let work = k.units.iter().map(inner).reduce(|a, b| match (konst(&a), konst(&b)) {
        (Some(x), Some(y)) => size::int(x.max(y)),
        _ => SymAst::Call("Max".into(), vec![a, b]),
    });
    Ok(Plan {
        slots,
        writes,
        outer: outer.unwrap_or(size::int(1)),
        // A scatter runs as one chunk: a grain past any range keeps the runtime from
        // splitting it across threads.
        grain: if k.units.iter().any(scatters) {
            1 << 40
        } else if vector_outer(k) {
            64
        } else {
            1
        },
        work_per_outer: work.unwrap_or(size::int(0)),
        flops: size::int(0),
        launch_checks,
    })
}

/// `for i in start..end step step { body(i) }` with the counter in a Cranelift variable.
pub(crate) fn for_loop(
    em: &mut Em<'_, '_>,
    start: Value,
    end: Value,
    step: i64,
    mut body: impl FnMut(&mut Em<'_, '_>, Value) -> Result<()>,
) -> Result<()> {
    let var = em.b.declare_var(types::I64);
    em.b.def_var(var, start);
    let head = em.b.create_block();
    let blk = em.b.create_block();
    let exit = em.b.create_block();
    em.b.ins().jump(head, &[]);
    em.b.switch_to_block(head);
    let i = em.b.use_var(var);
    let c = em.b.ins().icmp(IntCC::SignedLessThan, i, end);
    em.b.ins().brif(c, blk, &[], exit, &[]);
    em.b.switch_to_block(blk);
    body(em, i)?;
    let next = em.b.ins().iadd_imm_s(i, step);
    em.b.def_var(var, next);
    em.b.ins().jump(head, &[]);
    em.b.switch_to_block(exit);
    Ok(())
}

/// Runs `body` at width 4 over `[start, start + (end-start)/4*4)` and at width 1 over the rest.
pub(crate) fn vec_loop(
    em: &mut Em<'_, '_>,
    start: Value,
    end: Value,
    simd: bool,
    mut body: impl FnMut(&mut Em<'_, '_>, Value) -> Result<()>,
) -> Result<Value> {
    let split = if simd {
        let n = em.b.ins().isub(end, start);
        let n = em.b.ins().band_imm_s(n, -(W as i64));
        let split = em.b.ins().iadd(start, n);
        em.width = W;
        for_loop(em, start, split, W as i64, &mut body)?;
        split
    } else {
        start
    };
    em.width = 1;
    for_loop(em, split, end, 1, &mut body)?;
    Ok(split)
}

pub(crate) fn emit(em: &mut Em<'_, '_>, k: &LoopKernel, opt: CodegenOptions) -> Result<()> {
    let written = collect_written(em, k);
    em.written = written;
    let (lo, hi) = (em.lo, em.hi);
    if vector_outer(k) {
        // A scatter's lanes may name one element: it runs one lane wide.
        let simd = opt.simd && !k.units.iter().any(scatters);
        vec_loop(em, lo, hi, simd, |em, i| {
            for u in &k.units {
                let mut env = IndexEnv::default();
                let var = u.body.var_ranges[0].0.clone();
                env.vars.insert(var.clone(), i);
                env.vec_var = (em.width == W).then_some(var);
                emit_body(em, u, &mut env, Phase::All)?;
            }
            Ok(())
        })?;
    } else if split_range(k).is_some() {
        for_loop(em, lo, hi, 1, |em, i| {
            for u in &k.units {
                let mut env = IndexEnv::default();
                env.vars.insert(u.body.var_ranges[0].0.clone(), i);
                nest(em, u, 1, env, opt)?;
            }
            Ok(())
        })?;
    } else {
        // No common outer var: one iteration of a dummy outer loop runs everything.
        let zero = em.iconst(0);
        let c = em.b.ins().icmp(IntCC::SignedLessThanOrEqual, hi, zero);
        let (run, done) = (em.b.create_block(), em.b.create_block());
        em.b.ins().brif(c, done, &[], run, &[]);
        em.b.switch_to_block(run);
        for u in &k.units {
            nest(em, u, 0, IndexEnv::default(), opt)?;
        }
        em.b.ins().jump(done, &[]);
        em.b.switch_to_block(done);
    }
    em.ret();
    Ok(())
}

fn collect_written(em: &Em<'_, '_>, k: &LoopKernel) -> Vec<bool> {
    let mut w = vec![false; em.slots.len()];
    for u in &k.units {
        for op in &u.body.ops {
            if let LoopOpKind::Store { buf, .. } | LoopOpKind::StoreReduction { buf, .. } = &op.kind
                && let Some(i) = em.slots.iter().position(|s| &s.name == buf)
            {
                w[i] = true;
            }
        }
    }
    w
}

/// The loops of `u` from var `level` inward.
fn nest(
    em: &mut Em<'_, '_>,
    u: &BodyUnit,
    level: usize,
    env: IndexEnv,
    opt: CodegenOptions,
) -> Result<()> {
    let np = u.ranges.len() - u.n_reduction;
    if !reduces(u) {
        return pointwise_nest(em, u, level, env, opt);
    }
    if level < np {
        let end = em.size(&u.ranges[level])?;
        let start = em.iconst(0);
        return for_loop(em, start, end, 1, |em, i| {
            let mut env = env.clone();
            env.vars.insert(u.body.var_ranges[level].0.clone(), i);
            nest(em, u, level + 1, env, opt)
        });
    }
    reduction(em, u, env, opt)
}

fn pointwise_nest(
    em: &mut Em<'_, '_>,
    u: &BodyUnit,
    level: usize,
    env: IndexEnv,
    opt: CodegenOptions,
) -> Result<()> {
    let n = u.ranges.len();
    if level >= n {
        em.width = 1;
        let mut env = env;
        return emit_body(em, u, &mut env, Phase::All);
    }
    let var = u.body.var_ranges[level].0.clone();
    let start = em.iconst(0);
    let end = em.size(&u.ranges[level])?;
    if level + 1 == n {
        // A symbolic range may be below the vector width: the runtime tail covers it.
        let simd =
            opt.simd && konst(&u.ranges[level]).is_none_or(|r| r >= W as i64) && !scatters(u);
        vec_loop(em, start, end, simd, |em, i| {
            let mut env = env.clone();
            env.vars.insert(var.clone(), i);
            env.vec_var = (em.width == W).then(|| var.clone());
            emit_body(em, u, &mut env, Phase::All)
        })?;
        return Ok(());
    }
    for_loop(em, start, end, 1, |em, i| {
        let mut env = env.clone();
        env.vars.insert(var.clone(), i);
        pointwise_nest(em, u, level + 1, env, opt)
    })
}

/// The reduction loops of `u` (its pointwise vars are bound in `env`), then its stores.
fn reduction(em: &mut Em<'_, '_>, u: &BodyUnit, env: IndexEnv, opt: CodegenOptions) -> Result<()> {
    let np = u.ranges.len() - u.n_reduction;
    let accs = super::body::Accs::new(em, u, opt.simd)?;
    let simd = accs.vector;
    // Vector accumulators persist across all reduction vars; only the innermost is vectorized.
    fn rloop(
        em: &mut Em<'_, '_>,
        u: &BodyUnit,
        level: usize,
        env: &IndexEnv,
        accs: &super::body::Accs,
        simd: bool,
    ) -> Result<()> {
        let var = u.body.var_ranges[level].0.clone();
        let start = em.iconst(0);
        let end = em.size(&u.ranges[level])?;
        if level + 1 == u.ranges.len() {
            let simd = simd && konst(&u.ranges[level]).is_none_or(|r| r >= W as i64);
            vec_loop(em, start, end, simd, |em, i| {
                let mut env = env.clone();
                env.vars.insert(var.clone(), i);
                env.vec_var = (em.width == W).then(|| var.clone());
                emit_body(em, u, &mut env, Phase::Reduce(accs))
            })?;
            return Ok(());
        }
        for_loop(em, start, end, 1, |em, i| {
            let mut env = env.clone();
            env.vars.insert(var.clone(), i);
            rloop(em, u, level + 1, &env, accs, simd)
        })
    }
    // An empty symbolic reduction range runs no iteration of its loop.
    if u.n_reduction > 0 && u.ranges[np..].iter().all(|r| konst(r).is_none_or(|r| r > 0)) {
        rloop(em, u, np, &env, &accs, simd)?;
    } else if u.n_reduction == 0 {
        // Every reduced dim had size 1: one step.
        em.width = 1;
        let mut env = env.clone();
        emit_body(em, u, &mut env, Phase::Reduce(&accs))?;
    }
    em.width = 1;
    let mut env = env;
    emit_body(em, u, &mut env, Phase::Store(&accs))
}

#[allow(dead_code)]
pub(crate) fn repr_ok(r: Repr) -> bool {
    r.vec_ty().is_some()
}
