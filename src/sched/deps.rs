//! Memory dependencies (`torch/_inductor/dependencies.py`): `MemoryDep('buf0', c0, {c0: 4096})`
//! for indexed accesses of loop bodies, `StarDep(name='buf1', mode=None)` for whole-buffer
//! accesses of extern kernels. Indexes are normalized the way `_RecordLoadStoreInner._normalize`
//! does (loops merged, variables renamed `c0..`, unused trailing variables dropped), so equal
//! accesses compare equal across nodes.
use crate::ir::loop_body::{LoopOp, LoopOpKind};
use crate::lower::Body;
use crate::lower::index::{Expr, Ranges};
use crate::lower::realize::{prevent_reordering, simplify_loops};
use std::collections::HashMap;
use std::fmt;

#[derive(Debug, Clone, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub enum Dep {
    /// `mode` is a store's (`atomic_add`), printed after the ranges.
    MemoryDep {
        name: String,
        index: Expr,
        ranges: Vec<(String, Expr)>,
        mode: Option<String>,
    },
    StarDep {
        name: String,
        mode: Option<String>,
    },
    /// An ordering-only dependency (`WeakDep`): a mutation runs after the readers of what it
    /// mutates. quantbench has no aliasing outputs, so every one it makes `is_fake`.
    WeakDep {
        name: String,
        mutating_buf: String,
    },
}

impl Dep {
    pub fn name(&self) -> &str {
        match self {
            Dep::MemoryDep { name, .. } | Dep::StarDep { name, .. } | Dep::WeakDep { name, .. } => {
                name
            }
        }
    }
    pub fn is_indirect(&self) -> bool {
        matches!(self, Dep::MemoryDep { index, .. } if index.has_sym_prefix("tmp"))
    }
    /// Elements touched (`get_numel`): the product of the ranges the index uses, or `None` when
    /// the whole buffer counts (StarDep, indirect access).
    pub fn numel(&self) -> Option<Expr> {
        match self {
            Dep::MemoryDep { index, ranges, .. } if !self.is_indirect() => {
                let used = index.free_symbols();
                let sizes: Vec<Expr> = ranges
                    .iter()
                    .filter(|(v, _)| used.contains(v))
                    .map(|(_, s)| s.clone())
                    .collect();
                Some(Expr::product(&sizes))
            }
            _ => None,
        }
    }
}

impl serde::Serialize for Dep {
    fn serialize<S: serde::Serializer>(&self, s: S) -> Result<S::Ok, S::Error> {
        s.serialize_str(&self.to_string())
    }
}

impl fmt::Display for Dep {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            Dep::StarDep { name, mode: None } => write!(f, "StarDep(name='{name}', mode=None)"),
            Dep::StarDep { name, mode: Some(m) } => write!(f, "StarDep(name='{name}', mode='{m}')"),
            Dep::WeakDep { name, mutating_buf } => {
                write!(f, "WeakDep(name='{name}', mutating_buf='{mutating_buf}', is_fake=True)")
            }
            Dep::MemoryDep { name, index, ranges, mode } => {
                let r: Vec<String> = ranges.iter().map(|(v, s)| format!("{v}: {s}")).collect();
                write!(f, "MemoryDep('{name}', {index}, {{{}}}", r.join(", "))?;
                match mode {
                    Some(m) => write!(f, ", {m})"),
                    None => f.write_str(")"),
                }
            }
        }
    }
}

/// `_normalize`: merge loops for this one index, rename to `c0..`, drop unused trailing vars.
pub fn normalize(name: &str, index: &Expr, var_ranges: &[(String, Expr)]) -> Dep {
    let mut index = index.clone();
    // Indirect symbols become the `tmpN` values the dependency recorder sees.
    let mut tmp = HashMap::new();
    for s in index.free_symbols() {
        if let Some(k) = s.strip_prefix("indirect") {
            tmp.insert(s.clone(), Expr::sym(format!("tmp{k}")));
        }
    }
    if !tmp.is_empty() {
        index = index.subs(&tmp);
    }
    let names: Vec<String> = var_ranges.iter().map(|(v, _)| v.clone()).collect();
    let sizes: Vec<Expr> = var_ranges.iter().map(|(_, s)| s.clone()).collect();
    let (new_sizes, map) = simplify_loops(
        &names,
        &sizes,
        &prevent_reordering(std::slice::from_ref(&index), &names, &sizes),
    );
    let mut sub = HashMap::new();
    for (old, m) in names.iter().zip(&map) {
        sub.insert(old.clone(), m.map_or(Expr::int(0), |k| Expr::sym(format!("c{k}"))));
    }
    let index = index.subs(&sub);
    let ranges_map: Ranges = new_sizes
        .iter()
        .enumerate()
        .filter_map(|(i, s)| Some((format!("c{i}"), s.as_const()?)))
        .collect();
    let index = index.simplify_with_ranges(&ranges_map);
    let used = index.free_symbols();
    let mut ranges: Vec<(String, Expr)> =
        new_sizes.iter().enumerate().map(|(i, s)| (format!("c{i}"), s.clone())).collect();
    while ranges.last().is_some_and(|(v, _)| !used.contains(v)) {
        ranges.pop();
    }
    Dep::MemoryDep { name: name.to_string(), index, ranges, mode: None }
}

/// `canonicalize` without `_should_normalize` (`extract_read_writes(normalize=False)`, what a GPU
/// `SchedulerNode` records while `loop_ordering_after_fusion` holds): the loop variables become
/// `d0, d1, ...` over the sizes other than 1 (`index_vars_squeeze`), no loop is merged, and only
/// unused trailing variables are dropped.
pub fn squeezed(name: &str, index: &Expr, var_ranges: &[(String, Expr)]) -> Dep {
    let mut sub = HashMap::new();
    let mut ranges: Vec<(String, Expr)> = vec![];
    for (v, size) in var_ranges {
        if size.is_one() {
            sub.insert(v.clone(), Expr::int(0));
        } else {
            let d = format!("d{}", ranges.len());
            sub.insert(v.clone(), Expr::sym(d.clone()));
            ranges.push((d, size.clone()));
        }
    }
    for s in index.free_symbols() {
        if let Some(k) = s.strip_prefix("indirect") {
            sub.insert(s.clone(), Expr::sym(format!("tmp{k}")));
        }
    }
    let index = index.subs(&sub);
    let used = index.free_symbols();
    while ranges.last().is_some_and(|(v, _)| !used.contains(v)) {
        ranges.pop();
    }
    Dep::MemoryDep { name: name.to_string(), index, ranges, mode: None }
}

/// [`normalize`] results by (index, loop ranges): across a graph the same access shapes repeat
/// under different buffer names, and normalizing is the costly part of building the nodes.
/// With `unnormalized` set it gives [`squeezed`] dependencies instead.
#[derive(Default)]
pub struct NormalizeCache {
    seen: HashMap<IndexAndRanges, IndexAndRanges>,
    pub unnormalized: bool,
}

/// An index expression with the ranges of its variables.
type IndexAndRanges = (Expr, Vec<(String, Expr)>);

impl NormalizeCache {
    pub fn normalize(&mut self, name: &str, index: &Expr, var_ranges: &[(String, Expr)]) -> Dep {
        if self.unnormalized {
            return squeezed(name, index, var_ranges);
        }
        let key = (index.clone(), var_ranges.to_vec());
        if let Some((index, ranges)) = self.seen.get(&key) {
            return Dep::MemoryDep {
                name: name.to_string(),
                index: index.clone(),
                ranges: ranges.clone(),
                mode: None,
            };
        }
        let dep = normalize(name, index, var_ranges);
        if let Dep::MemoryDep { index, ranges, .. } = &dep {
            self.seen.insert(key, (index.clone(), ranges.clone()));
        }
        dep
    }
}

/// Reads and writes of a loop body (`extract_read_writes(..., normalize=True)`), in order of
/// first access, without repeats.
pub fn body_read_writes(body: &Body) -> (Vec<Dep>, Vec<Dep>) {
    body_read_writes_cached(body, &mut NormalizeCache::default())
}

/// [`body_read_writes`] sharing a [`NormalizeCache`] across bodies.
pub fn body_read_writes_cached(body: &Body, cache: &mut NormalizeCache) -> (Vec<Dep>, Vec<Dep>) {
    let lb = &body.loop_body;
    let (sizes, rsizes) = body.sizes();
    let vars: Vec<(String, Expr)> =
        lb.var_ranges.iter().map(|(n, _)| n.clone()).zip(sizes.into_iter().chain(rsizes)).collect();
    let index_of = |ops: &[LoopOp], id: usize| -> Option<&Expr> {
        match ops.get(id).map(|o| &o.kind) {
            Some(LoopOpKind::GetIndex { index }) => {
                let k: usize = index.strip_prefix("index")?.parse().ok()?;
                body.index_exprs.get(k)
            }
            _ => None,
        }
    };
    let mut reads = vec![];
    let mut writes = vec![];
    let push = |v: &mut Vec<Dep>, d: Dep| {
        if !v.contains(&d) {
            v.push(d)
        }
    };
    // `extract_read_writes` runs the body with `ops.masked` calling its subblock in place,
    // so a subblock's loads come where the subblock is called.
    let mut stack: Vec<(&[LoopOp], usize)> = vec![(&lb.ops, 0)];
    while let Some((ops, i)) = stack.pop() {
        let Some(op) = ops.get(i) else { continue };
        stack.push((ops, i + 1));
        match &op.kind {
            LoopOpKind::Load { buf, index } => {
                if let Some(e) = index_of(ops, *index) {
                    push(&mut reads, cache.normalize(buf, e, &vars));
                }
            }
            LoopOpKind::Store { buf, index, mode, .. } => {
                if let Some(e) = index_of(ops, *index) {
                    let mut d = cache.normalize(buf, e, &vars);
                    if let Dep::MemoryDep { mode: m, .. } = &mut d {
                        m.clone_from(mode);
                    }
                    push(&mut writes, d);
                }
            }
            LoopOpKind::StoreReduction { buf, index, .. } => {
                if let Some(e) = index_of(ops, *index) {
                    push(&mut writes, cache.normalize(buf, e, &vars));
                }
            }
            LoopOpKind::Masked { subblock, .. } => {
                if let Some(sb) = lb.subblock(subblock) {
                    stack.push((&sb.ops, 0));
                }
            }
            _ => {}
        }
    }
    (reads, writes)
}
