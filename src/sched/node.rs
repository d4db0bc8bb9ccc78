//! Scheduler nodes: one per lowered operation (`SchedulerNode`, `ExternKernelSchedulerNode`,
//! `NopKernelSchedulerNode`, template nodes), and the groups fusion builds from them
//! (`FusedSchedulerNode`, `OuterLoopFusedSchedulerNode`).
use super::deps::{Dep, NormalizeCache, body_read_writes_cached};
use crate::lower::index::Expr;
use crate::lower::{BufferKind, LoweredGraph, Operation, OperationKind};
use serde::Serialize;
use std::collections::{BTreeSet, HashMap};

#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize)]
pub enum NodeKind {
    SchedulerNode,
    ExternKernelSchedulerNode,
    NopKernelSchedulerNode,
    /// A `SchedulerNode` over a template buffer (`TritonTemplateBuffer`).
    TemplateSchedulerNode,
}

impl NodeKind {
    pub fn as_str(self) -> &'static str {
        match self {
            NodeKind::SchedulerNode | NodeKind::TemplateSchedulerNode => "SchedulerNode",
            NodeKind::ExternKernelSchedulerNode => "ExternKernelSchedulerNode",
            NodeKind::NopKernelSchedulerNode => "NopKernelSchedulerNode",
        }
    }
}

/// Inductor's `node.group = (device, group_fn(sizes))`: the device, and the iteration the
/// backend groups by (`group.iteration` in the IR dump). The C++ backend keeps the loop sizes;
/// `SIMDScheduling` collapses them to `(numel, rnumel)`.
#[derive(Debug, Clone, PartialEq, Eq, Default, Serialize)]
pub struct Group {
    pub device: String,
    pub iteration: Iteration,
}

/// The pointwise and the reduction sizes of a group.
#[derive(Debug, Clone, PartialEq, Eq, Default, Serialize)]
pub struct Iteration {
    pub sizes: Vec<Expr>,
    pub reduction_sizes: Vec<Expr>,
}

impl Group {
    fn new(device: &str, sizes: Vec<Expr>, reduction_sizes: Vec<Expr>) -> Group {
        Group { device: device.to_string(), iteration: Iteration { sizes, reduction_sizes } }
    }
}

impl std::fmt::Display for Iteration {
    /// `([4096], [1])`, as the Fusion tab prints it.
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        let list = |v: &[Expr]| v.iter().map(|e| e.to_string()).collect::<Vec<_>>().join(", ");
        write!(f, "([{}], [{}])", list(&self.sizes), list(&self.reduction_sizes))
    }
}

/// One scheduler node made from one lowered operation.
#[derive(Debug, Clone, Serialize)]
pub struct BaseNode {
    pub name: String,
    pub kind: NodeKind,
    /// The IR class in parentheses: `ComputedBuffer`, `ExternKernelOut`, `FallbackKernel`, ...
    pub ir_class: String,
    pub op_index: usize,
    pub outputs: Vec<String>,
    pub reads: Vec<Dep>,
    pub writes: Vec<Dep>,
    pub group: Group,
    /// Sizes before loop simplification (`node.data.get_size()`), for the C++ backend's
    /// compatible-ranges rule.
    pub data_size: Vec<Expr>,
    pub is_reduction: bool,
    pub order: usize,
}

/// The scheduler nodes of a lowered graph, with the dependencies mutations add, and the
/// renames those mutations leave (`Scheduler.mutation_renames`).
pub fn build_nodes(g: &LoweredGraph) -> (Vec<BaseNode>, HashMap<String, String>) {
    let mut cache = NormalizeCache::default();
    cache.unnormalized = g.unmerged_loops;
    let mut base: Vec<BaseNode> = g
        .operations
        .iter()
        .enumerate()
        .map(|(order, op)| build_node(g, op, order, &mut cache))
        .collect();
    let renames = mutation_dependencies(g, &mut base);
    (base, renames)
}

/// `Scheduler.compute_dependencies` for mutations: a node mutating buffer `b` runs after
/// `b`'s last writer (a `StarDep` with the node's store mode) and after every node that read
/// `b` so far (a `WeakDep` on each reader's output); a read of `b` after the mutation reads
/// the mutating buffer instead (`update_mutated_names`).
fn mutation_dependencies(g: &LoweredGraph, base: &mut [BaseNode]) -> HashMap<String, String> {
    fn rename(renames: &HashMap<String, String>, n: &str) -> String {
        let mut n = n.to_string();
        // Each rename points at a later buffer, so the chain ends.
        while let Some(next) = renames.get(&n) {
            n = next.clone();
        }
        n
    }
    let mut renames: HashMap<String, String> = HashMap::new();
    let mut users: HashMap<String, Vec<usize>> = HashMap::new();
    let add_user = |users: &mut HashMap<String, Vec<usize>>,
                    renames: &HashMap<String, String>,
                    name: &str,
                    i: usize| {
        let u = users.entry(rename(renames, name)).or_default();
        if !u.contains(&i) {
            u.push(i);
        }
    };
    for i in 0..base.len() {
        let node_mode = match base[i].writes.as_slice() {
            [Dep::MemoryDep { mode, .. }] => mode.clone(),
            _ => None,
        };
        let mut fake: Vec<Dep> = vec![];
        for buf in base[i].outputs.clone() {
            let Some(alt) = g.mutations.get(&buf) else { continue };
            let alt = rename(&renames, alt);
            add_user(&mut users, &renames, &alt, i);
            fake.push(Dep::StarDep { name: alt.clone(), mode: node_mode.clone() });
            for u in users.get(&alt).cloned().unwrap_or_default() {
                if u == i {
                    continue;
                }
                for out in base[u].outputs.clone() {
                    let other = rename(&renames, &out);
                    fake.push(Dep::WeakDep { name: other.clone(), mutating_buf: buf.clone() });
                    add_user(&mut users, &renames, &other, i);
                }
            }
        }
        for r in base[i].reads.clone() {
            add_user(&mut users, &renames, r.name(), i);
        }
        let reads = std::mem::take(&mut base[i].reads);
        let mut renamed: Vec<Dep> = vec![];
        for mut d in reads.into_iter().chain(fake) {
            if let Some(n) = renames.get(d.name()) {
                let n = n.clone();
                match &mut d {
                    Dep::MemoryDep { name, .. }
                    | Dep::StarDep { name, .. }
                    | Dep::WeakDep { name, .. } => *name = n,
                }
            }
            if !renamed.contains(&d) {
                renamed.push(d);
            }
        }
        base[i].reads = renamed;
        for buf in &base[i].outputs {
            if let Some(alt) = g.mutations.get(buf) {
                let last = rename(&renames, alt);
                renames.insert(last, buf.clone());
                renames.insert(alt.clone(), buf.clone());
            }
        }
    }
    renames
}

fn numel_at_hints(g: &LoweredGraph, size: &[Expr]) -> Option<i64> {
    let n = Expr::product(size);
    n.as_const().or_else(|| {
        let hints: std::collections::HashMap<String, i64> =
            g.size_hints.iter().map(|(k, v)| (k.clone(), *v)).collect();
        n.eval(&hints)
    })
}

fn build_node(
    g: &LoweredGraph,
    op: &Operation,
    order: usize,
    cache: &mut NormalizeCache,
) -> BaseNode {
    let op_index = op.name.strip_prefix("op").and_then(|s| s.parse().ok()).unwrap_or(order);
    let star = |names: &[String]| -> Vec<Dep> {
        let mut v: Vec<Dep> = vec![];
        for n in names {
            let d = Dep::StarDep { name: n.clone(), mode: None };
            if !v.contains(&d) {
                v.push(d)
            }
        }
        v
    };
    let (kind, ir_class, reads, writes, group, data_size, is_reduction) = match &op.kind {
        // `ComputedBuffer.is_no_op`: no element to compute (`is_zero_elements` of its ranges,
        // which `empty` sets to zeros whatever its layout; of symbolic ranges, at the hints: an
        // int the function takes may be 0 there). Its loads are `nop_loader_fn`s, so it reads
        // nothing; its one write is the store over those ranges.
        OperationKind::Computed { body, .. } if numel_at_hints(g, &body.data_size) == Some(0) => {
            let b = op.outputs.first().and_then(|o| g.buffer(o));
            (
                NodeKind::NopKernelSchedulerNode,
                "ComputedBuffer".to_string(),
                vec![],
                b.map(|b| vec![store_dep(&b.name, &b.layout, &body.data_size)]).unwrap_or_default(),
                Group::new(&op.device, vec![], vec![]),
                vec![],
                false,
            )
        }
        OperationKind::Computed { body, reduction_type } => {
            let (r, w) = body_read_writes_cached(body, cache);
            let sizes = body.sizes();
            (
                NodeKind::SchedulerNode,
                "ComputedBuffer".to_string(),
                r,
                w,
                Group::new(&op.device, sizes.0, sizes.1),
                body.data_size.clone(),
                reduction_type.is_some(),
            )
        }
        OperationKind::Extern { class, inputs, .. } => {
            let writes = match (class, op.outputs.first().and_then(|o| g.buffer(o))) {
                (BufferKind::MultiOutput, Some(b)) if !g.multi_output_star_dep => {
                    vec![layout_dep(&b.name, &b.layout, cache)]
                }
                _ => star(&op.outputs),
            };
            (
                NodeKind::ExternKernelSchedulerNode,
                class.as_str().to_string(),
                star(inputs),
                writes,
                Group::new(&op.device, vec![], vec![]),
                vec![],
                false,
            )
        }
        OperationKind::Template { inputs, input_layouts, .. } => {
            // `TemplateBuffer.extract_read_writes`: each input read over its own (view) layout.
            let mut reads: Vec<Dep> = vec![];
            for (name, l) in inputs.iter().zip(input_layouts) {
                let d = layout_dep(name, l, cache);
                if !reads.contains(&d) {
                    reads.push(d);
                }
            }
            let out = op.outputs.first().and_then(|o| g.buffer(o));
            let writes =
                out.map(|b| vec![layout_dep(&b.name, &b.layout, cache)]).unwrap_or_default();
            let numel = out.map_or(Expr::int(0), |b| b.layout.numel());
            (
                NodeKind::TemplateSchedulerNode,
                out.map_or("TritonTemplateBuffer", |b| b.kind.as_str()).to_string(),
                reads,
                writes,
                Group::new(&op.device, vec![numel], vec![Expr::int(1)]),
                vec![],
                false,
            )
        }
        OperationKind::Nop { class, inputs } => (
            NodeKind::NopKernelSchedulerNode,
            class.as_str().to_string(),
            star(inputs),
            star(&op.outputs),
            Group::new(&op.device, vec![], vec![]),
            vec![],
            false,
        ),
    };
    BaseNode {
        name: op.name.clone(),
        kind,
        ir_class,
        op_index,
        outputs: op.outputs.clone(),
        reads,
        writes,
        group,
        data_size,
        is_reduction,
        order,
    }
}

/// The store of a whole buffer through `layout` as `extract_read_writes` records it without
/// normalizing (`ComputedBuffer.get_read_writes`, what a `NopKernelSchedulerNode` keeps): one
/// `dN` variable per dimension that is not 1, numbered in order, loops not merged.
fn store_dep(name: &str, layout: &crate::lower::FixedLayout, ranges_of: &[Expr]) -> Dep {
    let mut ranges = vec![];
    let idx: Vec<Expr> = ranges_of
        .iter()
        .map(|s| {
            if s.is_one() {
                return Expr::int(0);
            }
            let v = format!("d{}", ranges.len());
            ranges.push((v.clone(), s.clone()));
            Expr::sym(v)
        })
        .collect();
    Dep::MemoryDep { name: name.to_string(), index: layout.index(&idx), ranges, mode: None }
}

/// A whole-buffer access through `layout`, as a normalized `MemoryDep`.
fn layout_dep(name: &str, layout: &crate::lower::FixedLayout, cache: &mut NormalizeCache) -> Dep {
    let vars: Vec<(String, Expr)> = layout
        .size
        .iter()
        .enumerate()
        .filter(|(_, s)| !s.is_one())
        .map(|(i, s)| (format!("d{i}"), s.clone()))
        .collect();
    let idx: Vec<Expr> = layout
        .size
        .iter()
        .enumerate()
        .map(|(i, s)| if s.is_one() { Expr::int(0) } else { Expr::sym(format!("d{i}")) })
        .collect();
    cache.normalize(name, &layout.index(&idx), &vars)
}

#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize)]
pub enum FusedKind {
    Single,
    Fused,
    OuterLoopFused { depth: usize },
}

/// A set of base-node indices (ancestor sets grow with the graph, so they are bit sets).
#[derive(Debug, Clone, Default, PartialEq, Eq, Serialize)]
pub struct BitSet(Vec<u64>);

impl BitSet {
    pub fn contains(&self, i: usize) -> bool {
        self.0.get(i / 64).is_some_and(|w| w >> (i % 64) & 1 == 1)
    }
    pub fn insert(&mut self, i: usize) {
        if self.0.len() <= i / 64 {
            self.0.resize(i / 64 + 1, 0);
        }
        self.0[i / 64] |= 1 << (i % 64);
    }
    pub fn remove(&mut self, i: usize) {
        if let Some(w) = self.0.get_mut(i / 64) {
            *w &= !(1 << (i % 64));
        }
    }
    pub fn union_with(&mut self, o: &BitSet) {
        if self.0.len() < o.0.len() {
            self.0.resize(o.0.len(), 0);
        }
        for (a, b) in self.0.iter_mut().zip(&o.0) {
            *a |= b;
        }
    }
    pub fn intersects(&self, o: &BitSet) -> bool {
        self.0.iter().zip(&o.0).any(|(a, b)| a & b != 0)
    }
    pub fn is_subset(&self, o: &BitSet) -> bool {
        self.0.iter().enumerate().all(|(k, a)| a & !o.0.get(k).copied().unwrap_or(0) == 0)
    }
    /// Set bits in ascending order, skipping zero runs word by word.
    pub fn iter(&self) -> impl Iterator<Item = usize> + '_ {
        self.0.iter().enumerate().flat_map(|(k, &w)| {
            let mut w = w;
            std::iter::from_fn(move || {
                if w == 0 {
                    return None;
                }
                let b = w.trailing_zeros() as usize;
                w &= w - 1;
                Some(k * 64 + b)
            })
        })
    }
    pub fn from_indices(v: &[usize]) -> BitSet {
        let mut b = BitSet::default();
        for &i in v {
            b.insert(i);
        }
        b
    }
}

/// A node of the fusion state: one base node, or a group of them.
#[derive(Debug, Clone, Serialize)]
pub struct SNode {
    pub name: String,
    pub kind: FusedKind,
    /// Indices into the base nodes, in schedule order.
    pub members: Vec<usize>,
    /// For an outer-loop group: its two (possibly fused) halves, as member index lists.
    pub outer: Vec<Vec<usize>>,
    pub ops: BTreeSet<String>,
    pub buffers: BTreeSet<String>,
    pub reads: Vec<Dep>,
    pub writes: Vec<Dep>,
    pub unmet: Vec<Dep>,
    /// Base nodes that must run before this node (`ancestors`), by index.
    pub ancestors: BitSet,
    pub group: Group,
    pub min_order: usize,
    pub max_order: usize,
    pub is_reduction: bool,
    pub base_kind: NodeKind,
    /// `is_template()`: the node is, or contains, a template.
    pub has_template: bool,
}

impl SNode {
    pub fn is_extern(&self) -> bool {
        self.kind == FusedKind::Single && self.base_kind == NodeKind::ExternKernelSchedulerNode
    }
    pub fn is_nop(&self) -> bool {
        self.kind == FusedKind::Single && self.base_kind == NodeKind::NopKernelSchedulerNode
    }
    pub fn used_buffer_names(&self) -> BTreeSet<String> {
        self.reads.iter().chain(&self.writes).map(|d| d.name().to_string()).collect()
    }
    /// `debug_str_short`-like header: `op0_op1: FusedSchedulerNode(SchedulerNode,SchedulerNode)`.
    pub fn header(&self, base: &[BaseNode]) -> String {
        let kinds = |m: &[usize]| {
            m.iter()
                .filter_map(|&i| base.get(i))
                .map(|b| b.kind.as_str())
                .collect::<Vec<_>>()
                .join(",")
        };
        match self.kind {
            FusedKind::Single => {
                let b = self.members.first().and_then(|&i| base.get(i));
                format!(
                    "{}: {}({})",
                    self.name,
                    b.map_or("?", |b| b.kind.as_str()),
                    b.map_or("?", |b| b.ir_class.as_str())
                )
            }
            FusedKind::Fused => {
                format!("{}: FusedSchedulerNode({})", self.name, kinds(&self.members))
            }
            FusedKind::OuterLoopFused { .. } => {
                format!("{}: OuterLoopFusedSchedulerNode({})", self.name, kinds(&self.members))
            }
        }
    }
}
