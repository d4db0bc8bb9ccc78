//! Turning a lazy computation into a named buffer: `ComputedBuffer` creation with Inductor's
//! layout choice (`decide_layout` / `pick_loop_order`) and its loop simplification
//! (`_simplify_loops` with `index_prevent_reordering`), which decides `var_ranges`,
//! `group.iteration` and the printed indexes.
use super::LowerCause;
use super::body::BodyBuilder;
use super::buffer::{Body, FixedLayout, contiguous_strides};
use super::index::{Expr, Ranges};
use super::scatter::ScatterStore;
use super::sizevars::SizeVars;
use super::value::Loader;
use crate::ir::DType;
use crate::ir::ops_handler::OpsName;
use std::collections::HashMap;

/// What a `ComputedBuffer` computes: a pointwise value or a reduction of one.
#[derive(Clone)]
pub struct Computation {
    pub size: Vec<Expr>,
    pub reduction: Option<ReductionSpec>,
    pub dtype: DType,
    /// For reductions: `loader(index ++ reduction_index)`.
    pub loader: Loader,
}

#[derive(Clone)]
pub struct ReductionSpec {
    pub ranges: Vec<Expr>,
    pub reduction_type: String,
    pub src_dtype: DType,
    /// An `argmax`/`argmin` over several dims reduces `(value, index)`, the index the
    /// row-major position over `ranges` (`should_compute_logical_index`).
    pub logical_index: bool,
    /// `WelfordReduction`'s `output_index`: which of `(mean, m2, weight)` this buffer stores
    /// (each of the three is its own buffer, its body the whole reduction).
    pub output_index: Option<usize>,
    /// An `ir.Scan` ("HACK we mimic reduction"): `ranges` is the one scanned dim.
    pub scan: Option<ScanSpec>,
}

/// What an `ir.Scan` adds to a reduction: the scanned dim goes back into the index at `axis`
/// (`reindex`), and every step is stored (`ops.store` of `scan[0]`), so the buffer has the
/// whole `size`, not the computation's pointwise ranges.
#[derive(Clone)]
pub struct ScanSpec {
    pub axis: usize,
    pub combine: OpsName,
    pub size: Vec<Expr>,
}

impl Computation {
    /// The buffer's size: the pointwise ranges, or a scan's whole size.
    pub fn out_size(&self) -> &[Expr] {
        match self.reduction.as_ref().and_then(|r| r.scan.as_ref()) {
            Some(s) => &s.size,
            None => &self.size,
        }
    }
}

/// `Scan.reindex`: the scanned index put back at `axis` of the pointwise index.
fn scan_reindex(idx: &[Expr], ridx: &[Expr], axis: usize) -> Vec<Expr> {
    assert_eq!(ridx.len(), 1, "a scan runs over one dim");
    let mut full = idx[..axis].to_vec();
    full.extend_from_slice(ridx);
    full.extend_from_slice(&idx[axis..]);
    full
}

/// How many values a `MultiOutputReduction` of this type yields (each its own buffer).
pub(super) fn multi_outputs(reduction_type: &str) -> usize {
    match reduction_type {
        "welford_reduce" => 3,
        "online_softmax_reduce" => 2,
        t => unreachable!("`{t}` is no multi-output reduction"),
    }
}

/// The row-major position of `ridx` over `ranges` (`r0 * s1 + r1`, ...).
fn linear_index(ridx: &[Expr], ranges: &[Expr]) -> Expr {
    let mut it = ridx.iter().zip(ranges);
    let Some((first, _)) = it.next() else { return Expr::int(0) };
    it.fold(first.clone(), |acc, (r, s)| acc.mul_poly(s).add(r))
}

fn vars(prefix: &str, n: usize, start: usize) -> Vec<Expr> {
    (start..start + n).map(|i| Expr::sym(format!("{prefix}{i}"))).collect()
}

/// Strides of `e` with respect to each variable (`stride_vars`): `e(v=1, others=0) - e(0)`.
fn strides_of(e: &Expr, vars: &[String]) -> Vec<Expr> {
    let zero: HashMap<String, Expr> = vars.iter().map(|v| (v.clone(), Expr::int(0))).collect();
    let base = e.subs(&zero);
    vars.iter()
        .map(|v| {
            let mut m = zero.clone();
            m.insert(v.clone(), Expr::int(1));
            e.subs(&m).add(&base.scale(-1))
        })
        .collect()
}

/// `SizeVarAllocator._simplify_loops_impl`: merges dimension pairs whose strides chain in every
/// formula; returns the new sizes and, per old var, the new var index it maps to (None = 0).
pub fn simplify_loops(
    var_names: &[String],
    sizes: &[Expr],
    formulas: &[Expr],
) -> (Vec<Expr>, Vec<Option<usize>>) {
    let n = sizes.len();
    let mut sz: Vec<Option<Expr>> =
        sizes.iter().map(|s| if s.is_one() { None } else { Some(s.clone()) }).collect();
    let strides: Vec<Vec<Expr>> = formulas.iter().map(|f| strides_of(f, var_names)).collect();
    let can_merge = |sz: &[Option<Expr>], a: usize, b: usize| -> bool {
        let (Some(sa), Some(_)) = (&sz[a], &sz[b]) else { return false };
        for (k, f) in formulas.iter().enumerate() {
            if strides[k][a].mul_poly(sa) != strides[k][b] {
                return false;
            }
            let m1 = Expr::sym("_merge_tester1");
            let m2 = Expr::sym("_merge_tester2");
            let mut s1 = HashMap::new();
            s1.insert(var_names[a].clone(), m1.mul_poly(sa));
            s1.insert(var_names[b].clone(), m2.clone());
            let mut s2 = HashMap::new();
            s2.insert(var_names[a].clone(), Expr::int(0));
            s2.insert(var_names[b].clone(), m1.add(&m2));
            if f.subs(&s1) != f.subs(&s2) {
                return false;
            }
        }
        true
    };
    let mut changed = true;
    while changed {
        changed = false;
        for i in (0..n).rev() {
            for j in (0..n).rev() {
                if i == j || sz[i].is_none() || sz[j].is_none() {
                    continue;
                }
                if can_merge(&sz, i, j)
                    && let (Some(x), Some(y)) = (&sz[i], &sz[j])
                {
                    changed = true;
                    sz[i] = Some(x.mul_poly(y));
                    sz[j] = None;
                }
            }
        }
    }
    let mut map = Vec::with_capacity(n);
    let mut next = 0;
    let mut new_sizes = vec![];
    for s in &sz {
        match s {
            Some(v) => {
                map.push(Some(next));
                new_sizes.push(v.clone());
                next += 1;
            }
            None => map.push(None),
        }
    }
    (new_sizes, map)
}

/// `index_prevent_reordering`: the formulas plus the contiguous index of the loop itself.
pub fn prevent_reordering(formulas: &[Expr], var_names: &[String], sizes: &[Expr]) -> Vec<Expr> {
    let mut out = formulas.to_vec();
    let mut dot = Expr::int(0);
    for (v, st) in var_names.iter().zip(contiguous_strides(sizes)) {
        dot = dot.add(&Expr::sym(v.clone()).mul_poly(&st));
    }
    out.push(dot);
    out
}

/// Traces the body once; returns it with the index it stores at.
#[allow(clippy::too_many_arguments, reason = "one trace of one computation, all of it needed")]
fn trace(
    c: &Computation,
    buf: &str,
    layout: &FixedLayout,
    scatter: Option<&ScatterStore>,
    idx: &[Expr],
    ridx: &[Expr],
    ranges: Ranges,
    sym_ranges: HashMap<String, Expr>,
) -> Result<(BodyBuilder, Expr), LowerCause> {
    let mut b = BodyBuilder::new(ranges);
    b.sym_ranges = sym_ranges;
    let mut full = idx.to_vec();
    full.extend_from_slice(ridx);
    if let Some(s) = scatter {
        // `Scatter.store_output`: the output indexer runs first (its index loads and
        // `set_indirect`s come before the value's loads), then the store through the target.
        let at = match &s.output_indexer {
            Some(f) => f(&mut b, idx)?,
            None => idx.to_vec(),
        };
        let v = (c.loader)(&mut b, &full)?;
        let out_index = s.target_index(&at);
        b.store_mode(buf, &out_index, v, s.mode.clone());
        return Ok((b, out_index));
    }
    if let Some(scan) = c.reduction.as_ref().and_then(|r| r.scan.as_ref()) {
        // `Scan.store_reduction`: `ops.scan(dtypes, combine_fn, values)`, its item stored at
        // every step.
        let full = scan_reindex(idx, ridx, scan.axis);
        let v = (c.loader)(&mut b, &full)?;
        let s = b.scan(&[c.dtype], scan.combine.clone(), &[v]);
        let item = b.getitem(s, 0);
        let out_index = layout.index(&full);
        b.store(buf, &out_index, item);
        return Ok((b, out_index));
    }
    let v = (c.loader)(&mut b, &full)?;
    let out_index = layout.index(idx);
    match &c.reduction {
        None => {
            b.store(buf, &out_index, v);
        }
        Some(r) => {
            let index =
                r.logical_index.then(|| b.index_expr(&linear_index(ridx, &r.ranges), DType::I64));
            let red = b.reduction(c.dtype, r.src_dtype, &r.reduction_type, v, index);
            let red = match r.output_index {
                // `MultiOutputReduction.store_reduction`: every value is named, one stored.
                Some(k) => {
                    let n = multi_outputs(&r.reduction_type);
                    assert!(k < n, "output {k} of a {n}-output reduction");
                    let items: Vec<_> = (0..n).map(|i| b.getitem(red, i)).collect();
                    items[k]
                }
                None => red,
            };
            b.store_reduction(buf, &out_index, red);
        }
    }
    Ok((b, out_index))
}

/// `ComputedBuffer.get_fill_order` + `pick_loop_order`: the layout a flexible buffer freezes to.
pub fn decide_layout(
    c: &Computation,
    device: &str,
    sv: &SizeVars,
) -> Result<FixedLayout, LowerCause> {
    let size = c.out_size();
    let n = size.len();
    let idx: Vec<Expr> = (0..n)
        .map(|i| if size[i].is_one() { Expr::int(0) } else { Expr::sym(format!("d{i}")) })
        .collect();
    // A scan's loader reads at the whole index, as a pointwise over its size.
    let scans = c.reduction.as_ref().is_some_and(|r| r.scan.is_some());
    let nred = match &c.reduction {
        Some(r) if !scans => r.ranges.len(),
        _ => 0,
    };
    let ridx = vec![Expr::int(0); nred];
    let mut b = BodyBuilder::new(Ranges::new());
    let mut full = idx.clone();
    full.extend(ridx);
    (c.loader)(&mut b, &full)?;
    let names: Vec<String> = (0..n).map(|i| format!("d{i}")).collect();
    let mut reads: Vec<Expr> = vec![];
    for (_, e) in &b.loads {
        if !reads.contains(e) {
            reads.push(e.clone());
        }
    }
    if reads.is_empty() {
        return Ok(FixedLayout::contiguous(device, c.dtype, size));
    }
    // `get_stride_order` of the reads' stride hints; a stride that is not a number (an
    // index with a division) counts as 0, as before symbols.
    let strides: Vec<Vec<i64>> = reads
        .iter()
        .map(|e| {
            strides_of(e, &names).iter().map(|s| sv.size_hint_or_none(s).unwrap_or(0)).collect()
        })
        .collect();
    let order = pick_loop_order(&strides, size);
    Ok(FixedLayout::fill_ordered(device, c.dtype, size, &order))
}

/// `ComputedBuffer._apply_loop_reordering`: the loops ordered by `pick_loop_order` over the
/// strides every memory address (writes, then reads) has along each variable, outermost
/// first. Returns the variables and sizes in the new order.
fn reorder_loops(
    names: &[String],
    sizes: &[Expr],
    support: &[String],
    addrs: &[Expr],
    sv: &SizeVars,
) -> (Vec<String>, Vec<Expr>) {
    if names.len() < 2 || addrs.is_empty() {
        return (names.to_vec(), sizes.to_vec());
    }
    let strides: Vec<Vec<i64>> =
        addrs.iter().map(|e| stride_hints(e, names, support, sv)).collect();
    let mut order = pick_loop_order(&strides, sizes);
    order.reverse();
    (
        order.iter().map(|i| names[*i].clone()).collect(),
        order.iter().map(|i| sizes[*i].clone()).collect(),
    )
}

/// `SizeVarAllocator.stride_hints`: along each of `vars`, the difference one step makes with
/// every other support variable (and indirect index) at 0; 0 where that is not a number.
fn stride_hints(e: &Expr, vars: &[String], support: &[String], sv: &SizeVars) -> Vec<i64> {
    let mut zero: HashMap<String, Expr> =
        support.iter().map(|v| (v.clone(), Expr::int(0))).collect();
    for s in e.free_symbols() {
        if s.starts_with("indirect") {
            zero.insert(s, Expr::int(0));
        }
    }
    let base = e.subs(&zero);
    vars.iter()
        .map(|v| {
            let mut m = zero.clone();
            m.insert(v.clone(), Expr::int(1));
            sv.size_hint_or_none(&e.subs(&m).add(&base.scale(-1))).unwrap_or(0)
        })
        .collect()
}

/// `scheduler.pick_loop_order`: innermost first.
pub fn pick_loop_order(strides: &[Vec<i64>], sizes: &[Expr]) -> Vec<usize> {
    let mut order: Vec<usize> = (0..sizes.len()).rev().collect();
    let cmp = |a: &usize, b: &usize| -> std::cmp::Ordering {
        let (a, b) = (*a, *b);
        if sizes[a].is_one() || sizes[b].is_one() {
            return sizes[a].is_one().cmp(&sizes[b].is_one());
        }
        let mut a_first = 0;
        let mut b_first = 0;
        for sl in strides {
            let (sa, sb) = (sl[a].abs(), sl[b].abs());
            if sb == 0 || sa < sb {
                a_first += 1;
            }
            if sa == 0 || sb < sa {
                b_first += 1;
            }
        }
        match a_first.cmp(&b_first) {
            std::cmp::Ordering::Greater => std::cmp::Ordering::Less,
            std::cmp::Ordering::Less => std::cmp::Ordering::Greater,
            std::cmp::Ordering::Equal => b.cmp(&a),
        }
    };
    order.sort_by(cmp);
    order
}

/// Builds the final loop body of a `ComputedBuffer` written to `layout`.
pub(crate) fn build_body(
    c: &Computation,
    buf: &str,
    layout: &FixedLayout,
    scatter: Option<&ScatterStore>,
    sv: &SizeVars,
    merge_loops: bool,
) -> Result<Body, LowerCause> {
    let n = c.size.len();
    let rsizes: Vec<Expr> = c.reduction.as_ref().map_or(vec![], |r| r.ranges.clone());
    let nr = rsizes.len();
    // First trace over the original ranges to learn the indexing formulas.
    let qn: Vec<String> = (0..n + nr).map(|i| format!("q{i}")).collect();
    let q: Vec<Expr> = qn.iter().map(|s| Expr::sym(s.clone())).collect();
    let mut ranges = Ranges::new();
    for (name, s) in qn.iter().zip(c.size.iter().chain(&rsizes)) {
        if let Some(s) = s.as_const() {
            ranges.insert(name.clone(), s);
        }
    }
    let sym_ranges: HashMap<String, Expr> =
        qn.iter().cloned().zip(c.size.iter().chain(&rsizes).cloned()).collect();
    let (first, store_at) = trace(c, buf, layout, scatter, &q[..n], &q[n..], ranges, sym_ranges)?;
    let formulas = first.indexes.clone();
    // `_apply_loop_reordering` (CPU reads as well as writes decide), then `_simplify_loops`.
    let mut addrs: Vec<Expr> = vec![store_at];
    addrs.extend(first.loads.iter().map(|(_, e)| e.clone()));
    let (pn, psz) = reorder_loops(&qn[..n], &c.size, &qn, &addrs, sv);
    let (rn, rsz) = reorder_loops(&qn[n..], &rsizes, &qn, &addrs, sv);
    let merge = |names: &[String], sizes: &[Expr]| {
        if merge_loops {
            simplify_loops(names, sizes, &prevent_reordering(&formulas, names, sizes))
        } else {
            // `get_default_sizes_body` traces over `index_vars_squeeze`d sizes: dims of size
            // 1 are gone before any merging would happen.
            let mut kept = vec![];
            let map = sizes
                .iter()
                .map(|s| {
                    (!s.is_one()).then(|| {
                        kept.push(s.clone());
                        kept.len() - 1
                    })
                })
                .collect();
            (kept, map)
        }
    };
    let (psizes, pmap) = merge(&pn, &psz);
    let (rs, rmap) = merge(&rn, &rsz);
    let qn: Vec<String> = pn.into_iter().chain(rn).collect();
    let np = psizes.len();
    let pv = vars("p", np, 0);
    let rv = vars("p", rs.len(), np);
    let new_vars = pmap
        .iter()
        .map(|m| m.map_or(Expr::int(0), |k| pv[k].clone()))
        .chain(rmap.iter().map(|m| m.map_or(Expr::int(0), |k| rv[k].clone())));
    let reindex: HashMap<String, Expr> = qn.iter().cloned().zip(new_vars).collect();
    let mut vr: Vec<(String, Expr)> = vec![];
    for (i, s) in psizes.iter().chain(&rs).enumerate() {
        vr.push((format!("p{i}"), s.clone()));
    }
    let ranges: Ranges = vr.iter().filter_map(|(v, s)| Some((v.clone(), s.as_const()?))).collect();
    // `LoopBody._init_with_copy`: the merged body is the first trace with its variables
    // substituted, each index simplified again under the merged ranges, names kept. Tracing
    // the loader again over the merged variables would not be the same thing: a view's
    // reindexing splits a dimension by `ModularIndexing` of its own variable, and once a merge
    // has set the outer variable to 0, the outer part of the merged index is lost (a [4, 2, 6]
    // buffer read as [4, 12] read row 0 four times).
    let mut b = first;
    b.indexes = b.indexes.iter().map(|e| e.subs(&reindex).simplify_with_ranges(&ranges)).collect();
    b.ranges = ranges;
    let (loop_body, index_exprs) = b.finish(&vr)?;
    Ok(Body { loop_body, index_exprs, n_pointwise: np, data_size: c.out_size().to_vec() })
}
