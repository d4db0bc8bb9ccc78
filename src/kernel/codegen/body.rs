//! Emission of one loop body's SSA ops at the current width, in one of three phases: a whole
//! pointwise iteration, one iteration of a reduction loop (updating accumulators), or the
//! stores after a reduction.
use super::argreduce;
use super::emit::{Data, Em, Repr, V, W};
use super::index::{IndexEnv, mentions_indirect};
use crate::ir::DType;
use crate::ir::loop_body::{LoopBody, LoopOp, LoopOpKind, ValueId};
use crate::ir::ops_handler::OpsName;
use crate::ir::sym::SymAst;
use crate::kernel::{BodyUnit, Result, unsupported};
use cranelift_codegen::ir::condcodes::IntCC;
use cranelift_codegen::ir::{InstBuilder, Value};
use cranelift_frontend::Variable;

pub(crate) enum Phase<'a> {
    All,
    Reduce(&'a Accs),
    Store(&'a Accs),
}

struct Acc {
    op: usize,
    dt: DType,
    combine: &'static str,
    vec: Option<Variable>,
    sc: Variable,
    /// An `argmax`/`argmin`'s index of the value in `sc` (such an accumulator is scalar).
    index: Option<Variable>,
    /// A `welford_reduce`'s `m2` and `weight` beside the mean in `sc` (scalar, in order).
    welford: Option<(Variable, Variable)>,
    /// An `online_softmax_reduce`'s sum beside the max in `sc` (scalar).
    softmax_sum: Option<Variable>,
}

/// The accumulators of a reduction body, initialized where `new` is called.
pub(crate) struct Accs {
    pub vector: bool,
    items: Vec<Acc>,
}

fn combine_of(kernel: &str, rtype: &str) -> Result<(&'static str, &'static str)> {
    Ok(match rtype {
        "argmax" => ("argmax", "-inf"),
        "argmin" => ("argmin", "inf"),
        "sum" => ("add", "0"),
        "prod" => ("mul", "1"),
        "max" => ("maximum", "-inf"),
        "min" => ("minimum", "inf"),
        "any" => ("bitwise_or", "0"),
        "xor_sum" => ("bitwise_xor", "0"),
        "welford_reduce" => (WELFORD, "0"),
        "online_softmax_reduce" => (ONLINE_SOFTMAX, "-inf"),
        r => return Err(unsupported(kernel, format!("reduction type `{r}`"))),
    })
}

/// The accumulator of an `ops.scan` over one value: its combine op and identity.
fn scan_combine(
    kernel: &str,
    dtypes: &[DType],
    combine: Option<&OpsName>,
) -> Result<(&'static str, &'static str)> {
    if dtypes.len() != 1 {
        return Err(unsupported(kernel, format!("a scan of {} values", dtypes.len())));
    }
    let Some(c) = combine else {
        return Err(unsupported(
            kernel,
            "a scan whose combine function is unknown (a dump does not print it)",
        ));
    };
    Ok(match c.as_str() {
        "add" => ("add", "0"),
        "mul" => ("mul", "1"),
        "maximum" => ("maximum", "-inf"),
        "minimum" => ("minimum", "inf"),
        other => return Err(unsupported(kernel, format!("a scan combining with `{other}`"))),
    })
}

/// The combine name of a `welford_reduce` accumulator (not an `ops.*` call).
const WELFORD: &str = "welford";
/// The combine name of an `online_softmax_reduce` accumulator: the running max in `sc`, the
/// sum of `exp(x - max)` beside it, rescaled whenever the max grows.
const ONLINE_SOFTMAX: &str = "online_softmax";

fn identity_lit(dt: DType, lit: &str) -> String {
    if dt.is_float() {
        return lit.to_string();
    }
    match (lit, dt) {
        ("-inf", DType::I64) => i64::MIN.to_string(),
        ("inf", DType::I64) => i64::MAX.to_string(),
        ("-inf", _) => i32::MIN.to_string(),
        ("inf", _) => i32::MAX.to_string(),
        (l, _) => l.to_string(),
    }
}

impl Accs {
    pub fn new(em: &mut Em<'_, '_>, u: &BodyUnit, simd: bool) -> Result<Accs> {
        let mut items = vec![];
        let mut scans = false;
        for (i, op) in u.body.ops.iter().enumerate() {
            if let LoopOpKind::Reduction { dtype, src_dtype, reduction_type, .. } = &op.kind {
                let (combine, lit) = combine_of(&u.name, reduction_type)?;
                // An index-carrying accumulator holds its value in a type that orders it.
                let dt = if argreduce::is_arg(combine) {
                    argreduce::value_dtype(*src_dtype)
                } else {
                    *dtype
                };
                items.push((i, dt, combine, identity_lit(dt, lit)));
            }
            if let LoopOpKind::Scan { dtypes, combine, .. } = &op.kind {
                let (combine, lit) = scan_combine(&u.name, dtypes, combine.as_ref())?;
                items.push((i, dtypes[0], combine, identity_lit(dtypes[0], lit)));
                scans = true;
            }
        }
        // A scan's every step is a result, in order: its loop runs one lane wide.
        let mut vector = simd && !scans;
        for (_, dt, combine, _) in &items {
            vector &= Repr::of(*dt)?.vec_ty().is_some()
                && !argreduce::is_arg(combine)
                && *combine != WELFORD
                && *combine != ONLINE_SOFTMAX;
        }
        let saved = em.width;
        let mut out = vec![];
        for (op, dt, combine, lit) in items {
            let r = Repr::of(dt)?;
            em.width = 1;
            let init = em.constant(&lit, dt)?;
            let init = em.one(&init)?;
            let sc = em.b.declare_var(r.ty());
            em.b.def_var(sc, init);
            let vec = match r.vec_ty() {
                Some(t) if vector => {
                    let var = em.b.declare_var(t);
                    let v = em.b.ins().splat(t, init);
                    em.b.def_var(var, v);
                    Some(var)
                }
                _ => None,
            };
            let index = argreduce::is_arg(combine).then(|| {
                let var = em.b.declare_var(cranelift_codegen::ir::types::I64);
                let zero = em.iconst(0);
                em.b.def_var(var, zero);
                var
            });
            let welford = (combine == WELFORD).then(|| {
                let (m2, weight) = (em.b.declare_var(r.ty()), em.b.declare_var(r.ty()));
                em.b.def_var(m2, init);
                em.b.def_var(weight, init);
                (m2, weight)
            });
            let softmax_sum = match combine == ONLINE_SOFTMAX {
                true => {
                    let zero = em.constant("0", dt)?;
                    let zero = em.one(&zero)?;
                    let sum = em.b.declare_var(r.ty());
                    em.b.def_var(sum, zero);
                    Some(sum)
                }
                false => None,
            };
            out.push(Acc { op, dt, combine, vec, sc, index, welford, softmax_sum });
        }
        em.width = saved;
        Ok(Accs { vector, items: out })
    }

    fn get(&self, op: usize) -> Option<&Acc> {
        self.items.iter().find(|a| a.op == op)
    }

    /// The scalar value an accumulator holds now (a scan's running value).
    fn value(&self, em: &mut Em<'_, '_>, op: usize) -> Result<V> {
        let a = self.get(op).ok_or_else(|| unsupported("", "a scan without accumulator"))?;
        debug_assert!(a.vec.is_none(), "a scan accumulates one lane wide");
        Ok(V { dt: a.dt, data: Data::One(em.b.use_var(a.sc)) })
    }
}

pub(crate) fn index_ast(kernel: &str, body: &LoopBody, id: ValueId) -> Result<SymAst> {
    index_ast_in(kernel, body, &body.ops, id)
}

/// [`index_ast`] of an operand in `ops` (the body's or a subblock's; indexes are shared).
pub(crate) fn index_ast_in(
    kernel: &str,
    body: &LoopBody,
    ops: &[LoopOp],
    id: ValueId,
) -> Result<SymAst> {
    let Some(op) = ops.get(id) else {
        return Err(unsupported(kernel, format!("operand {id} out of range")));
    };
    let LoopOpKind::GetIndex { index } = &op.kind else {
        return Err(unsupported(
            kernel,
            format!("`{}` used as an index is not get_index", op.name),
        ));
    };
    match body.indexes.iter().find(|(n, _)| n == index) {
        Some((_, e)) => Ok(e.ast()),
        None => Err(unsupported(kernel, format!("index `{index}` is not defined"))),
    }
}

/// Ops that depend on a reduction's result (computed after the reduction loop).
fn after_reduction(body: &LoopBody) -> Vec<bool> {
    let mut dep = vec![false; body.ops.len()];
    for (i, op) in body.ops.iter().enumerate() {
        let ins = operands(&op.kind);
        dep[i] = matches!(op.kind, LoopOpKind::Reduction { .. })
            || ins.iter().any(|j| dep.get(*j).copied().unwrap_or(false));
    }
    dep
}

fn operands(k: &LoopOpKind) -> Vec<ValueId> {
    match k {
        LoopOpKind::GetIndex { .. } | LoopOpKind::Constant { .. } => vec![],
        LoopOpKind::Load { index, .. } => vec![*index],
        LoopOpKind::Store { index, value, .. } => vec![*index, *value],
        LoopOpKind::ToDtype { x, .. }
        | LoopOpKind::GetItem { x, .. }
        | LoopOpKind::SetIndirect { x, .. }
        | LoopOpKind::Reduction { x, index: None, .. } => vec![*x],
        LoopOpKind::Reduction { x, index: Some(i), .. } => vec![*x, *i],
        LoopOpKind::IndexExpr { index, .. } => vec![*index],
        LoopOpKind::StoreReduction { index, value, .. } => vec![*index, *value],
        LoopOpKind::Call { args, .. } => args.clone(),
        LoopOpKind::CheckBounds { expr, size, .. } => vec![*expr, *size],
        LoopOpKind::Masked { mask, .. } => vec![*mask],
        LoopOpKind::Scan { values, .. } => values.clone(),
    }
}

/// Emits the body; `overrides` supplies values for loads of given buffers (a matmul epilogue
/// reading the accumulator), `out` receives the value of a given op id.
pub(crate) fn emit_body(
    em: &mut Em<'_, '_>,
    u: &BodyUnit,
    env: &mut IndexEnv,
    phase: Phase<'_>,
) -> Result<()> {
    emit_body_with(em, u, env, phase, &[], None).map(|_| ())
}

/// Like [`emit_body`]; loads of a buffer in `overrides` take the given value instead (a
/// matmul epilogue reading the accumulator), and the store to `capture` is not executed but
/// its value returned (a matmul prologue feeding the k-loop).
pub(crate) fn emit_body_with(
    em: &mut Em<'_, '_>,
    u: &BodyUnit,
    env: &mut IndexEnv,
    phase: Phase<'_>,
    overrides: &[(&str, V)],
    capture: Option<&str>,
) -> Result<Option<V>> {
    let mut captured = None;
    let body = &u.body;
    let k = u.name.as_str();
    let late = after_reduction(body);
    let n = body.ops.len();
    let mut vals: Vec<Option<V>> = vec![None; n];
    let mut consts: Vec<Option<f64>> = vec![None; n];
    let mut ranges: Vec<super::ranges::Range> = vec![None; n];
    let get = |vals: &Vec<Option<V>>, i: ValueId| -> Result<V> {
        vals.get(i)
            .cloned()
            .flatten()
            .ok_or_else(|| unsupported(k, format!("operand {i} is not available here")))
    };
    for (i, op) in body.ops.iter().enumerate() {
        let emit_here = match phase {
            Phase::All => true,
            Phase::Reduce(_) => !late[i] || matches!(op.kind, LoopOpKind::Reduction { .. }),
            Phase::Store(_) => {
                late[i]
                    || matches!(op.kind, LoopOpKind::GetIndex { .. } | LoopOpKind::Constant { .. })
            }
        };
        if !emit_here
            || matches!(op.kind, LoopOpKind::StoreReduction { .. })
                && matches!(phase, Phase::Reduce(_))
        {
            continue;
        }
        let v = match &op.kind {
            LoopOpKind::GetIndex { .. } => None,
            LoopOpKind::Constant { value, .. } => {
                consts[i] = value.trim().parse::<f64>().ok();
                Some(emit_value(em, u, env, &body.ops, i, &vals, &consts)?)
            }
            LoopOpKind::Load { buf, index } => {
                if let Some((_, v)) = overrides.iter().find(|(b, _)| b == buf) {
                    Some(v.clone())
                } else {
                    let ast = index_ast(k, body, *index)?;
                    let slot = slot_of(em, k, buf)?;
                    let idx = em.index(&ast, env)?;
                    let checked = mentions_indirect(&ast)
                        && !super::size::konst(&em.slots[slot].numel)
                            .is_some_and(|n| proven_in_bounds(&ast, env, n));
                    Some(em.load(slot, &idx, checked)?)
                }
            }
            LoopOpKind::Store { buf, value, .. } if capture == Some(buf.as_str()) => {
                captured = Some(get(&vals, *value)?);
                None
            }
            LoopOpKind::Store { buf, index, value, mode } => {
                let ast = index_ast(k, body, *index)?;
                let slot = slot_of(em, k, buf)?;
                let idx = em.index(&ast, env)?;
                let indirect = mentions_indirect(&ast);
                let mut v = get(&vals, *value)?;
                match mode.as_deref() {
                    None => {}
                    // A scatter's accumulation: the loop runs serially and one lane wide
                    // (`loops::scatters`), so a read-add-write is the atomic add.
                    Some("atomic_add") => {
                        debug_assert_eq!(em.width, 1, "an atomic_add store runs one lane wide");
                        let cur = em.load(slot, &idx, indirect)?;
                        v = em.call_op(&OpsName::Add, &[&cur, &v], &[None, None])?;
                    }
                    Some(m) => return Err(unsupported(k, format!("store mode {m:?}"))),
                }
                em.store(slot, &idx, &v, indirect)?;
                None
            }
            LoopOpKind::StoreReduction { buf, index, value } => {
                let ast = index_ast(k, body, *index)?;
                let slot = slot_of(em, k, buf)?;
                let idx = em.index(&ast, env)?;
                let v = get(&vals, *value)?;
                em.store(slot, &idx, &v, mentions_indirect(&ast))?;
                None
            }
            LoopOpKind::Masked { subblock, mask, other } => {
                let m = get(&vals, *mask)?;
                Some(super::masked::emit_masked(em, u, env, subblock, &m, other)?)
            }
            LoopOpKind::SetIndirect { slot, x: xid, wrap } => {
                let x = get(&vals, *xid)?;
                let range = ranges.get(*xid).copied().flatten();
                set_indirect(em, env, k, *slot, &x, wrap.as_ref(), range)?;
                None
            }
            LoopOpKind::Reduction { x, dtype, index, .. } => match phase {
                Phase::Reduce(accs) => {
                    let at = match (accs.get(i).and_then(|a| a.index), index) {
                        (None, _) => None,
                        (Some(_), Some(id)) => Some(get(&vals, *id)?),
                        (Some(_), None) => Some(argreduce::position(em, u, env)?),
                    };
                    reduce_step(em, accs, i, &get(&vals, *x)?, at.as_ref())?;
                    None
                }
                // A multi-output reduction's values are read by its `GetItem`s.
                Phase::Store(accs)
                    if accs
                        .get(i)
                        .is_some_and(|a| a.welford.is_some() || a.softmax_sum.is_some()) =>
                {
                    None
                }
                Phase::Store(accs) => Some(reduce_final(em, accs, i, *dtype)?),
                Phase::All => return Err(unsupported(k, "a reduction in a pointwise loop")),
            },
            // `scan5[0]`: the running value of a scan, this step's.
            LoopOpKind::GetItem { x, index: 0 }
                if matches!(body.ops.get(*x).map(|o| &o.kind), Some(LoopOpKind::Scan { .. })) =>
            {
                Some(get(&vals, *x)?)
            }
            LoopOpKind::Scan { values, .. } => match phase {
                Phase::Reduce(accs) => {
                    reduce_step(em, accs, i, &get(&vals, values[0])?, None)?;
                    Some(accs.value(em, i)?)
                }
                _ => return Err(unsupported(k, "a scan outside its scan loop")),
            },
            LoopOpKind::GetItem { x, index } => match phase {
                Phase::Store(accs) => Some(welford_final(em, accs, *x, *index)?),
                _ => return Err(unsupported(k, "a reduction's item outside its stores")),
            },
            // Every indirect load and store is bounds-checked where it happens (or proven in
            // bounds by the value ranges), which covers what Inductor's assertion checks.
            LoopOpKind::CheckBounds { .. } => None,
            LoopOpKind::ToDtype { .. } | LoopOpKind::IndexExpr { .. } | LoopOpKind::Call { .. } => {
                Some(emit_value(em, u, env, &body.ops, i, &vals, &consts)?)
            }
        };
        vals[i] = v;
        // A loaded value carries its buffer's dtype.
        let load_dtype =
            vals[i].as_ref().filter(|_| matches!(op.kind, LoopOpKind::Load { .. })).map(|v| v.dt);
        ranges[i] = super::ranges::op_range(&op.kind, &ranges, load_dtype);
    }
    Ok(captured)
}

/// The ops that compute a value from earlier values alone, the same in a body and in a
/// subblock: constants, conversions, index expressions, `ops.*` calls.
pub(crate) fn emit_value(
    em: &mut Em<'_, '_>,
    u: &BodyUnit,
    env: &IndexEnv,
    ops: &[LoopOp],
    i: usize,
    vals: &[Option<V>],
    consts: &[Option<f64>],
) -> Result<V> {
    let k = u.name.as_str();
    let get = |id: ValueId| -> Result<V> {
        vals.get(id)
            .cloned()
            .flatten()
            .ok_or_else(|| unsupported(k, format!("operand {id} is not available here")))
    };
    Ok(match &ops[i].kind {
        LoopOpKind::Constant { value, dtype } => em.constant(value, *dtype)?,
        LoopOpKind::ToDtype { x, dtype, .. } => em.convert(&get(*x)?, *dtype)?,
        LoopOpKind::IndexExpr { index, dtype } => {
            let ast = index_ast_in(k, &u.body, ops, *index)?;
            let lanes = index_lanes(em, &ast, env)?;
            em.convert(&V { dt: DType::I64, data: lanes }, *dtype)?
        }
        LoopOpKind::Call { op: name, args } => {
            let mut vs = Vec::with_capacity(args.len());
            for a in args {
                vs.push(get(*a)?);
            }
            let refs: Vec<&V> = vs.iter().collect();
            let cs: Vec<Option<f64>> =
                args.iter().map(|a| consts.get(*a).copied().flatten()).collect();
            let v =
                em.call_op(name, &refs, &cs).map_err(|e| crate::kernel::name_kernel_error(e, k))?;
            match u.low_precision {
                Some(lp) if v.dt.is_float() && v.dt != lp => {
                    let r = em.convert(&v, lp)?;
                    V { dt: v.dt, data: r.data }
                }
                Some(lp) if v.dt == lp => em.narrow(&v)?,
                _ => v,
            }
        }
        other => return Err(unsupported(k, format!("{other:?} is not a value op"))),
    })
}

/// An index that is exactly `indirectN` whose proven range lies inside the buffer.
pub(crate) fn proven_in_bounds(ast: &SymAst, env: &IndexEnv, numel: i64) -> bool {
    let SymAst::Sym(s) = ast else { return false };
    env.indirect_range.get(s).is_some_and(|(lo, hi)| *lo >= 0 && *hi < numel)
}

pub(crate) fn slot_of(em: &Em<'_, '_>, k: &str, buf: &str) -> Result<usize> {
    em.slots
        .iter()
        .position(|s| s.name == buf)
        .ok_or_else(|| unsupported(k, format!("buffer {buf} has no slot")))
}

fn index_lanes(em: &mut Em<'_, '_>, ast: &SymAst, env: &IndexEnv) -> Result<Data> {
    use super::emit::Idx;
    Ok(match em.index(ast, env)? {
        Idx::One(v) => Data::One(v),
        Idx::Uniform(v) => Data::Lanes([v; W]),
        Idx::Contig(v) => Data::Lanes(em.contig_lanes(v)),
        Idx::Lanes(l) => Data::Lanes(l),
        Idx::Near(v, off) => Data::Lanes(em.near_lanes(v, off)),
    })
}

fn reduce_step(em: &mut Em<'_, '_>, accs: &Accs, op: usize, x: &V, at: Option<&V>) -> Result<()> {
    let Some(a) = accs.get(op) else {
        return Err(unsupported("", "reduction without accumulator"));
    };
    let x = em.convert(x, a.dt)?;
    if let Some((m2, weight)) = a.welford {
        return welford_step(em, a, (m2, weight), &x);
    }
    if let Some(sum) = a.softmax_sum {
        return online_softmax_step(em, a, sum, &x);
    }
    if let (Some(index), Some(at)) = (a.index, at) {
        let acc = V { dt: a.dt, data: Data::One(em.b.use_var(a.sc)) };
        let acc_index = V { dt: DType::I64, data: Data::One(em.b.use_var(index)) };
        let at = em.convert(at, DType::I64)?;
        let (v, i) = argreduce::combine(em, a.combine, (&acc, &acc_index), (&x, &at))?;
        let (v, i) = (em.one(&v)?, em.one(&i)?);
        em.b.def_var(a.sc, v);
        em.b.def_var(index, i);
        return Ok(());
    }
    let (var, data) = match (em.width, a.vec) {
        (1, _) => {
            let v = em.b.use_var(a.sc);
            (a.sc, Data::One(v))
        }
        (_, Some(var)) => {
            let v = em.b.use_var(var);
            (var, Data::Vec(v))
        }
        _ => return Err(unsupported("", "vector reduction without a vector accumulator")),
    };
    let acc = V { dt: a.dt, data };
    let r = em.call_op(&OpsName::from(a.combine), &[&acc, &x], &[])?;
    let r = match (em.width, &r.data) {
        (1, _) => em.one(&r)?,
        _ => match em.vec(&r)? {
            Some(v) => v,
            None => return Err(unsupported("", "vector accumulator lost its vector form")),
        },
    };
    em.b.def_var(var, r);
    Ok(())
}

/// One `welford_reduce` step (`welford_combine` of a weight-1 element, as Inductor's C++
/// `welford_combine(acc, data)`): `weight + 1`, the mean moved by `delta / weight`, `m2` by
/// `delta * (x - new mean)`.
fn welford_step(
    em: &mut Em<'_, '_>,
    a: &Acc,
    (m2, weight): (Variable, Variable),
    x: &V,
) -> Result<()> {
    debug_assert_eq!(em.width, 1, "a Welford accumulator is scalar");
    let x = V { dt: a.dt, data: Data::One(em.one(x)?) };
    let var = |em: &mut Em<'_, '_>, v: Variable| V { dt: a.dt, data: Data::One(em.b.use_var(v)) };
    let (mean, m2v, w) = (var(em, a.sc), var(em, m2), var(em, weight));
    let one = em.constant("1", a.dt)?;
    let one = V { dt: a.dt, data: Data::One(em.one(&one)?) };
    let w = em.call_op(&OpsName::Add, &[&w, &one], &[])?;
    let delta = em.call_op(&OpsName::Sub, &[&x, &mean], &[])?;
    let step = em.call_op(&OpsName::Truediv, &[&delta, &w], &[])?;
    let mean = em.call_op(&OpsName::Add, &[&mean, &step], &[])?;
    let d2 = em.call_op(&OpsName::Sub, &[&x, &mean], &[])?;
    let prod = em.call_op(&OpsName::Mul, &[&delta, &d2], &[])?;
    let m2v = em.call_op(&OpsName::Add, &[&m2v, &prod], &[])?;
    let (mean, m2v, w) = (em.one(&mean)?, em.one(&m2v)?, em.one(&w)?);
    em.b.def_var(a.sc, mean);
    em.b.def_var(m2, m2v);
    em.b.def_var(weight, w);
    Ok(())
}

/// One element into `(max, sum)`: `m' = max(m, x)`, `sum' = sum * exp(m - m') + exp(x - m')`
/// (Triton's `online_softmax_combine` with a one-element right side).
fn online_softmax_step(em: &mut Em<'_, '_>, a: &Acc, sum: Variable, x: &V) -> Result<()> {
    debug_assert_eq!(em.width, 1, "an online softmax accumulator is scalar");
    let x = V { dt: a.dt, data: Data::One(em.one(x)?) };
    let var = |em: &mut Em<'_, '_>, v: Variable| V { dt: a.dt, data: Data::One(em.b.use_var(v)) };
    let (m, s) = (var(em, a.sc), var(em, sum));
    let m_new = em.call_op(&OpsName::Maximum, &[&m, &x], &[])?;
    let d_old = em.call_op(&OpsName::Sub, &[&m, &m_new], &[])?;
    let scale = em.call_op(&OpsName::Exp, &[&d_old], &[])?;
    let kept = em.call_op(&OpsName::Mul, &[&s, &scale], &[])?;
    let d_new = em.call_op(&OpsName::Sub, &[&x, &m_new], &[])?;
    let e = em.call_op(&OpsName::Exp, &[&d_new], &[])?;
    let s_new = em.call_op(&OpsName::Add, &[&kept, &e], &[])?;
    let (m_new, s_new) = (em.one(&m_new)?, em.one(&s_new)?);
    em.b.def_var(a.sc, m_new);
    em.b.def_var(sum, s_new);
    Ok(())
}

/// `reduction[k]` of a `welford_reduce` (its mean, m2 or weight) or of an
/// `online_softmax_reduce` (its max or sum).
fn welford_final(em: &mut Em<'_, '_>, accs: &Accs, op: usize, k: usize) -> Result<V> {
    if let Some((a, sum)) = accs.get(op).and_then(|a| a.softmax_sum.map(|s| (a, s))) {
        em.width = 1;
        let var = match k {
            0 => a.sc,
            1 => sum,
            _ => return Err(unsupported("", format!("item {k} of an online softmax"))),
        };
        return Ok(V { dt: a.dt, data: Data::One(em.b.use_var(var)) });
    }
    let Some((a, (m2, weight))) = accs.get(op).and_then(|a| a.welford.map(|w| (a, w))) else {
        return Err(unsupported("", "an item of a reduction that is not Welford's"));
    };
    em.width = 1;
    let var = match k {
        0 => a.sc,
        1 => m2,
        2 => weight,
        _ => return Err(unsupported("", format!("item {k} of a Welford reduction"))),
    };
    Ok(V { dt: a.dt, data: Data::One(em.b.use_var(var)) })
}

/// Lanes of the vector accumulator, then the scalar tail's, combined in order.
fn reduce_final(em: &mut Em<'_, '_>, accs: &Accs, op: usize, dt: DType) -> Result<V> {
    let Some(a) = accs.get(op) else {
        return Err(unsupported("", "reduction without accumulator"));
    };
    em.width = 1;
    if let Some(index) = a.index {
        let i = V { dt: DType::I64, data: Data::One(em.b.use_var(index)) };
        return em.convert(&i, dt);
    }
    let sc = em.b.use_var(a.sc);
    let mut acc = V { dt: a.dt, data: Data::One(sc) };
    if let Some(var) = a.vec {
        let v = em.b.use_var(var);
        let lanes: Vec<Value> = (0..W).map(|j| em.b.ins().extractlane(v, j as u8)).collect();
        let l = |x: Value| V { dt: a.dt, data: Data::One(x) };
        let p01 = em.call_op(&OpsName::from(a.combine), &[&l(lanes[0]), &l(lanes[1])], &[])?;
        let p23 = em.call_op(&OpsName::from(a.combine), &[&l(lanes[2]), &l(lanes[3])], &[])?;
        let p = em.call_op(&OpsName::from(a.combine), &[&p01, &p23], &[])?;
        acc = em.call_op(&OpsName::from(a.combine), &[&p, &acc], &[])?;
    }
    em.convert(&acc, dt)
}

/// `self.set_indirectN(x)`: binds `indirectN` to `x`'s lanes for the indexes after it, with
/// the value range `x` is known to lie in (`None` when unknown).
pub(crate) fn set_indirect(
    em: &mut Em<'_, '_>,
    env: &mut IndexEnv,
    k: &str,
    slot: u32,
    x: &V,
    wrap: Option<&crate::ir::SymExpr>,
    range: Option<(i64, i64)>,
) -> Result<()> {
    let x = em.convert(x, DType::I64)?;
    let mut ls = match x.data {
        Data::One(v) => [v; W],
        _ => em.lanes(&x)?,
    };
    let mut range = range;
    // `wrap_neg`: a negative index counts from the end (`x + size if x < 0`), as
    // PyTorch's indexing does; the sum is still bounds-checked where it is used.
    if let Some(size) = wrap
        && range.is_none_or(|(lo, _)| lo < 0)
    {
        let sizes = match index_lanes(em, &size.ast(), env)? {
            Data::One(v) => [v; W],
            Data::Lanes(l) => l,
            Data::Vec(_) => return Err(unsupported(k, "a vector index size")),
        };
        for (l, s) in ls.iter_mut().zip(sizes) {
            let neg = em.b.ins().icmp_imm_s(IntCC::SignedLessThan, *l, 0);
            let wrapped = em.b.ins().iadd(*l, s);
            *l = em.b.ins().select(neg, wrapped, *l);
        }
        range = None;
    }
    env.indirect.insert(format!("indirect{slot}"), ls);
    match range {
        Some(r) => env.indirect_range.insert(format!("indirect{slot}"), r),
        None => env.indirect_range.remove(&format!("indirect{slot}")),
    };
    Ok(())
}
