//! `Scheduler.fuse_nodes`: rounds of `fuse_nodes_once` over the current nodes — candidates
//! grouped by shared buffer names within the pairwise window, filtered by `can_fuse`, sorted by
//! `score_fusion`, then fused in order unless a cycle would result or a benchmark says no.
use super::Policy;
use super::can_fuse::Verdict;
use super::config::{BenchQuery, BenchmarkOracle, Config};
use super::deps::Dep;
use super::log::{Candidate, DecisionLog, Event, FusionScore};
use super::node::{BaseNode, BitSet, FusedKind, NodeKind, SNode, build_nodes};
use crate::lower::LoweredGraph;
use std::collections::{BTreeSet, HashMap};

pub struct Scheduler<'g> {
    pub graph: &'g LoweredGraph,
    pub base: Vec<BaseNode>,
    /// Arena of fusion-state nodes; `None` once fused into another.
    pub arena: Vec<Option<SNode>>,
    /// Current node order (arena indices).
    pub order: Vec<usize>,
    /// Operation name → arena index of the node containing it (`name_to_fused_node`).
    pub owner: HashMap<String, usize>,
    pub producer: HashMap<String, usize>,
    /// Readers of each buffer (base node indices), plus whether it is a graph output.
    pub users: HashMap<String, Vec<usize>>,
    pub config: Config,
    pub policy: Policy,
    pub oracle: Box<dyn BenchmarkOracle>,
    pub log: DecisionLog,
    pub round: usize,
    /// Operation name → position in `graph.operations`.
    pub op_pos: HashMap<String, usize>,
    /// Buffer name → buffer (what `graph.buffer` finds, without its linear search for inputs).
    buffers: HashMap<&'g str, &'g crate::lower::Buffer>,
    /// Base node index → arena index of the node containing it: `owner` by position, for the
    /// walks over ancestor sets.
    pub(crate) base_owner: Vec<usize>,
    /// The size hints fusion scores and byte counts evaluate symbolic sizes at.
    pub sv: crate::lower::sizevars::SizeVars,
    /// `mutation_renames`: a mutated buffer → the buffer that last mutated it.
    pub mutation_renames: HashMap<String, String>,
}

impl<'g> Scheduler<'g> {
    pub fn new(
        graph: &'g LoweredGraph,
        policy: Policy,
        config: Config,
        oracle: Box<dyn BenchmarkOracle>,
    ) -> Scheduler<'g> {
        let (mut base, mutation_renames) = build_nodes(graph);
        if policy.simd_groups() {
            for b in &mut base {
                let it = &mut b.group.iteration;
                if b.kind == NodeKind::SchedulerNode {
                    it.sizes = vec![crate::lower::index::Expr::product(&it.sizes)];
                    it.reduction_sizes =
                        vec![crate::lower::index::Expr::product(&it.reduction_sizes)];
                }
            }
        }
        let mut producer = HashMap::new();
        for (i, b) in base.iter().enumerate() {
            for o in &b.outputs {
                producer.insert(o.clone(), i);
            }
        }
        let mut users: HashMap<String, Vec<usize>> = HashMap::new();
        for (i, b) in base.iter().enumerate() {
            for d in &b.reads {
                let u = users.entry(d.name().to_string()).or_default();
                if !u.contains(&i) {
                    u.push(i)
                }
            }
        }
        // compute_ancestors, in topological (program) order.
        let mut anc: Vec<BitSet> = vec![BitSet::default(); base.len()];
        for i in 0..base.len() {
            let mut a = BitSet::default();
            for d in &base[i].reads {
                if let Some(&p) = producer.get(d.name())
                    && p < i
                {
                    a.insert(p);
                    a.union_with(&anc[p]);
                }
            }
            anc[i] = a;
        }
        let mut arena = vec![];
        let mut owner = HashMap::new();
        for (i, b) in base.iter().enumerate() {
            let unmet: Vec<Dep> =
                b.reads.iter().filter(|d| producer.contains_key(d.name())).cloned().collect();
            arena.push(Some(SNode {
                name: b.name.clone(),
                kind: FusedKind::Single,
                members: vec![i],
                outer: vec![],
                ops: [b.name.clone()].into_iter().collect(),
                buffers: b.outputs.iter().cloned().collect(),
                reads: b.reads.clone(),
                writes: b.writes.clone(),
                unmet,
                ancestors: anc[i].clone(),
                group: b.group.clone(),
                min_order: i,
                max_order: i,
                is_reduction: b.is_reduction,
                base_kind: b.kind,
                has_template: b.kind == NodeKind::TemplateSchedulerNode,
            }));
            owner.insert(b.name.clone(), i);
        }
        let order = (0..base.len()).collect();
        let log = DecisionLog { policy: policy.name().into(), events: vec![] };
        let op_pos =
            graph.operations.iter().enumerate().map(|(i, o)| (o.name.clone(), i)).collect();
        let mut buffers = HashMap::with_capacity(graph.buffers.len() + graph.graph_inputs.len());
        for b in graph.buffers.iter().chain(&graph.graph_inputs) {
            buffers.entry(b.name.as_str()).or_insert(b);
        }
        let base_owner = (0..base.len()).collect();
        Scheduler {
            graph,
            base,
            arena,
            order,
            owner,
            producer,
            users,
            config,
            policy,
            oracle,
            log,
            round: 0,
            op_pos,
            buffers,
            base_owner,
            sv: crate::lower::sizevars::SizeVars::new(&graph.size_hints),
            mutation_renames,
        }
    }

    /// The node in arena slot `i`. Slots named in `order`/`owner` are always live; a dead or
    /// missing slot is a scheduler bug, and answering with another node would turn it into a
    /// plausible wrong fusion decision.
    #[allow(clippy::expect_used, reason = "a dead slot named in order/owner is a scheduler bug")]
    pub fn node(&self, i: usize) -> &SNode {
        self.arena
            .get(i)
            .and_then(Option::as_ref)
            .expect("scheduler bug: `order`/`owner` name a dead or missing arena slot")
    }

    pub fn nodes(&self) -> Vec<&SNode> {
        self.order.iter().map(|&i| self.node(i)).collect()
    }

    /// `Scheduler.fuse_nodes`.
    pub fn fuse_nodes(&mut self) {
        for r in 1..=self.config.max_rounds {
            self.round = r;
            let before = self.order.len();
            self.fuse_nodes_once(false);
            let after = self.order.len();
            self.log.events.push(Event::RoundEnd { round: r, before, after });
            if after == before || after == 1 {
                break;
            }
        }
        if self.config.loop_ordering_after_fusion {
            self.round += 1;
            let before = self.order.len();
            self.fuse_nodes_once(true);
            let after = self.order.len();
            self.log.events.push(Event::RoundEnd { round: self.round, before, after });
        }
    }

    fn fuse_nodes_once(&mut self, reorder: bool) {
        let names = self.order.iter().map(|&i| self.node(i).name.clone()).collect();
        self.log.events.push(Event::RoundStart { round: self.round, reorder, nodes: names });
        let pairs = self.get_possible_fusions();
        for (a, b) in pairs {
            let (Some(&i1), Some(&i2)) = (self.owner.get(&a), self.owner.get(&b)) else { continue };
            if i1 == i2 {
                continue;
            }
            let v = self.can_fuse(i1, i2);
            let ok = v.fusable;
            self.log_can_fuse("try", i1, i2, v);
            if !ok {
                continue;
            }
            if self.will_fusion_create_cycle(i1, i2) {
                let reason = format!(
                    "cannot fuse {} with {}: will create cycle",
                    self.node(i1).name,
                    self.node(i2).name
                );
                let v = Verdict::refuse("will_fusion_create_cycle", Some(reason));
                self.log_can_fuse("try", i1, i2, v);
                continue;
            }
            if !self.speedup_by_fusion(i1, i2) {
                continue;
            }
            self.fuse_two_nodes(i1, i2);
        }
        self.topological_sort();
    }

    fn log_can_fuse(&mut self, phase: &'static str, i1: usize, i2: usize, v: Verdict) {
        let Verdict { fusable: ok, check, reason } = v;
        let (n1, n2) = (self.node(i1).name.clone(), self.node(i2).name.clone());
        self.log.events.push(Event::CanFuse {
            round: self.round,
            phase,
            node1: n1,
            node2: n2,
            fusable: ok,
            check: check.into(),
            reason,
        });
    }

    /// `get_possible_fusions`: pairs within each shared-buffer group, then only the best backend
    /// priority, sorted by score (best first).
    fn get_possible_fusions(&mut self) -> Vec<(String, String)> {
        let mut groups: Vec<(String, Vec<usize>)> = vec![];
        let mut group_of: HashMap<String, usize> = HashMap::new();
        for &i in &self.order {
            let n = self.node(i);
            if n.is_nop() || (n.is_extern() && !n.has_template) {
                continue;
            }
            for buf in n.used_buffer_names() {
                match group_of.get(&buf) {
                    Some(&k) => groups[k].1.push(i),
                    None => {
                        group_of.insert(buf.clone(), groups.len());
                        groups.push((buf, vec![i]));
                    }
                }
            }
        }
        if self.config.aggressive_fusion {
            let mut by_group: Vec<(super::node::Group, Vec<usize>)> = vec![];
            for &i in &self.order {
                let g = self.node(i).group.clone();
                match by_group.iter_mut().find(|(x, _)| *x == g) {
                    Some((_, v)) => v.push(i),
                    None => by_group.push((g, vec![i])),
                }
            }
            groups.extend(by_group.into_iter().map(|(_, v)| (String::new(), v)));
        }
        let mut seen: BTreeSet<(usize, usize)> = BTreeSet::new();
        let mut found: Vec<(usize, usize)> = vec![];
        let window = self.config.max_fusion_buffer_group_pairwise_attempts;
        for (_, nodes) in &groups {
            for (k, &n1) in nodes.iter().enumerate() {
                for &n2 in nodes.iter().skip(k + 1).take(window) {
                    if !seen.insert((n1, n2)) {
                        continue;
                    }
                    let v = self.can_fuse(n1, n2);
                    let ok = v.fusable;
                    self.log_can_fuse("possible", n1, n2, v);
                    if ok {
                        found.push((n1, n2));
                    } else if self.node(n2).has_template {
                        let v = self.can_fuse(n2, n1);
                        let ok = v.fusable;
                        self.log_can_fuse("possible", n2, n1, v);
                        if ok {
                            found.push((n2, n1));
                        }
                    }
                }
            }
        }
        // get_possible_fusions_with_highest_priority: keep the best (lowest) priority only.
        if let Some(best) = found.iter().map(|&(a, b)| self.fusion_pair_priority(a, b)).min() {
            found.retain(|&(a, b)| self.fusion_pair_priority(a, b) == best);
        }
        let mut scored: Vec<(usize, usize, FusionScore)> =
            found.into_iter().map(|(a, b)| (a, b, self.score_fusion(a, b))).collect();
        // Stable sort, descending (Python's `sort(key, reverse=True)` keeps equal keys in order).
        scored.sort_by(|x, y| {
            if y.2.less_than(&x.2) {
                std::cmp::Ordering::Less
            } else if x.2.less_than(&y.2) {
                std::cmp::Ordering::Greater
            } else {
                std::cmp::Ordering::Equal
            }
        });
        let cands = scored
            .iter()
            .map(|(a, b, s)| Candidate {
                node1: self.node(*a).name.clone(),
                node2: self.node(*b).name.clone(),
                score: *s,
            })
            .collect();
        self.log.events.push(Event::Candidates { round: self.round, candidates: cands });
        // By first operation name, as Inductor re-resolves each pair through
        // `name_to_fused_node[node.get_first_name()]`: a pair's nodes may have been fused into
        // others by the time it is tried, and a fused node's own name is in no map.
        let first = |i: usize| self.node(i).ops.first().cloned().unwrap_or_default();
        scored.into_iter().map(|(a, b, _)| (first(a), first(b))).collect()
    }

    /// `will_fusion_create_cycle`: a path between the two through other fused nodes.
    fn will_fusion_create_cycle(&self, i1: usize, i2: usize) -> bool {
        let (n1, n2) = (self.node(i1), self.node(i2));
        let mut combined = BitSet::from_indices(&n1.members);
        combined.union_with(&BitSet::from_indices(&n2.members));
        let mut combined_anc = n1.ancestors.clone();
        combined_anc.union_with(&n2.ancestors);
        for m in n1.members.iter().chain(&n2.members) {
            combined_anc.remove(*m);
        }
        let mut visited: BTreeSet<usize> = BTreeSet::new();
        fn found_path(
            s: &Scheduler,
            i: usize,
            combined: &BitSet,
            combined_anc: &BitSet,
            visited: &mut BTreeSet<usize>,
        ) -> bool {
            let n = s.node(i);
            if n.kind == FusedKind::Single || !visited.insert(i) {
                return false;
            }
            if BitSet::from_indices(&n.members).is_subset(combined_anc) {
                return false;
            }
            if n.ancestors.intersects(combined) {
                return true;
            }
            let next: BTreeSet<usize> = n
                .ancestors
                .iter()
                .filter(|a| !combined_anc.contains(*a))
                .filter_map(|a| s.base_owner.get(a).copied())
                .collect();
            next.into_iter().any(|j| found_path(s, j, combined, combined_anc, visited))
        }
        let starts: BTreeSet<usize> =
            combined_anc.iter().filter_map(|a| self.base_owner.get(a).copied()).collect();
        starts.into_iter().any(|j| found_path(self, j, &combined, &combined_anc, &mut visited))
    }

    /// `speedup_by_fusion`: benchmark-gated only for template fusions.
    fn speedup_by_fusion(&mut self, i1: usize, i2: usize) -> bool {
        let (n1, n2) = (self.node(i1), self.node(i2));
        let template_pair = n1.has_template || n2.has_template;
        if !template_pair && !self.config.benchmark_fusion {
            return true;
        }
        let is_prologue = n2.has_template;
        // The workbench asks its oracle (a cost model of this machine's kernels) whether an
        // invoke_quant dequant is cheaper inside the matmul's loop or materialized once.
        let workbench_dequant = is_prologue
            && self.policy == Policy::Workbench
            && n1.ops.iter().all(|o| self.graph.invoke_quant_ops.contains(o));
        if !workbench_dequant && !self.config.benchmark_epilogue_fusion {
            // "By default, don't do prologue fusion. Generally slower"
            return !is_prologue;
        }
        let (tpl, other) = if is_prologue { (n2, n1) } else { (n1, n2) };
        let bufs = |n: &SNode| {
            format!(
                "OrderedSet([{}])",
                n.buffers.iter().map(|b| format!("'{b}'")).collect::<Vec<_>>().join(", ")
            )
        };
        let mut q = self.bench_query(tpl, other, is_prologue);
        (q.buffers1, q.buffers2) = (bufs(n1), bufs(n2));
        let (a, b) = (n1.name.clone(), n2.name.clone());
        let Some(r) = self.oracle.benchmark(&q) else {
            self.log.events.push(Event::Benchmark {
                round: self.round,
                node1: a,
                node2: b,
                oracle: self.oracle.name().into(),
                ms_unfused: f64::NAN,
                ms_fused: f64::NAN,
                fused: false,
                message: format!(
                    "not benchmarked: no Triton choice of {} is worth compiling with {} \
                     (declined without a log line)",
                    tpl.name, other.name
                ),
            });
            return false;
        };
        let unfused = r.ms_template + r.ms_epilogue_or_prologue;
        let fused = self.oracle.decide(&q, &r);
        let message = if fused {
            format!(
                "can fuse (benchmark): fusing {} with {} cause {:.3}x speedup",
                bufs(n1),
                bufs(n2),
                unfused / r.ms_fused
            )
        } else {
            format!(
                "cannot fuse (benchmark): fusing {} with {} cause {:.3}x slowdown",
                bufs(n1),
                bufs(n2),
                r.ms_fused / unfused
            )
        };
        self.log.events.push(Event::Benchmark {
            round: self.round,
            node1: a,
            node2: b,
            oracle: self.oracle.name().into(),
            ms_unfused: unfused,
            ms_fused: r.ms_fused,
            fused,
            message,
        });
        fused
    }

    fn bench_query(&self, tpl: &SNode, other: &SNode, is_prologue: bool) -> BenchQuery {
        let rb = self.read_bytes(other);
        let wb = self.write_bytes(other);
        let tb = self.read_bytes(tpl) + self.write_bytes(tpl);
        let flops = tpl
            .members
            .iter()
            .filter_map(|&m| self.base.get(m))
            .filter(|b| b.kind == NodeKind::TemplateSchedulerNode)
            .map(|b| self.template_flops(b))
            .sum();
        let shape = tpl
            .members
            .iter()
            .filter_map(|&m| self.base.get(m))
            .find(|b| b.kind == NodeKind::TemplateSchedulerNode)
            .and_then(|b| self.template_shape(b));
        let other_numel = other
            .buffers
            .iter()
            .filter_map(|b| self.buffer(b))
            .map(|b| self.sv.size_hint(&b.layout.numel()))
            .sum();
        let other_body_ops = other
            .ops
            .iter()
            .filter_map(|o| self.operation(o))
            .filter_map(|o| o.body())
            .map(|b| b.loop_body.ops.len())
            .sum();
        BenchQuery {
            template: tpl.name.clone(),
            other: other.name.clone(),
            pointwise_read_bytes: rb,
            pointwise_write_bytes: wb,
            template_bytes: tb,
            template_flops: flops,
            is_prologue,
            buffers1: String::new(),
            buffers2: String::new(),
            shape,
            other_numel,
            other_body_ops,
        }
    }

    /// The template's `[batch,] m, n` (its output's last dims) and `k` (the last dim of its
    /// activation, the second-to-last operand, as the template reads it: `input_layouts`).
    fn template_shape(&self, b: &BaseNode) -> Option<super::config::MatmulShape> {
        let op = self.operation(&b.name)?;
        let crate::lower::OperationKind::Template { input_layouts, .. } = &op.kind else {
            return None;
        };
        let out = self.buffer(b.outputs.first()?)?;
        let size: Vec<i64> = out.layout.size.iter().map(|d| self.sv.size_hint(d)).collect();
        let (&n, rest) = size.split_last()?;
        let (&m, batch) = rest.split_last()?;
        let k = self.sv.size_hint(input_layouts.iter().rev().nth(1)?.size.last()?);
        Some(super::config::MatmulShape { batch: batch.iter().product(), m, n, k })
    }

    fn template_flops(&self, b: &BaseNode) -> i64 {
        self.template_shape(b).map_or(0, |s| s.batch * s.m * s.n * s.k)
    }

    pub fn operation(&self, name: &str) -> Option<&crate::lower::Operation> {
        self.op_pos.get(name).and_then(|&i| self.graph.operations.get(i))
    }

    /// `graph.buffer(name)`, by hash.
    pub fn buffer(&self, name: &str) -> Option<&'g crate::lower::Buffer> {
        self.buffers.get(name).copied()
    }

    pub fn buffer_bytes(&self, name: &str) -> i64 {
        self.buffer(name).map_or(0, |b| self.sv.size_hint(&b.layout.nbytes()))
    }
    /// `get_read_buffer_sizes`: whole read buffers, by name.
    pub fn read_bytes(&self, n: &SNode) -> i64 {
        let names: BTreeSet<&str> =
            n.reads.iter().map(Dep::name).filter(|x| !n.buffers.contains(*x)).collect();
        names.into_iter().map(|b| self.buffer_bytes(b)).sum()
    }
    pub fn write_bytes(&self, n: &SNode) -> i64 {
        n.buffers.iter().map(|b| self.buffer_bytes(b)).sum()
    }

    fn fuse_two_nodes(&mut self, i1: usize, i2: usize) {
        let kind = self.backend_fuse_kind(i1, i2);
        let (n1, n2) = (self.node(i1).clone(), self.node(i2).clone());
        let mut members = n1.members.clone();
        members.extend(&n2.members);
        let name = members
            .iter()
            .filter_map(|&m| self.base.get(m))
            .map(|b| b.name.as_str())
            .collect::<Vec<_>>()
            .join("_");
        let ops: BTreeSet<String> = n1.ops.union(&n2.ops).cloned().collect();
        let buffers: BTreeSet<String> = n1.buffers.union(&n2.buffers).cloned().collect();
        let mut writes = n1.writes.clone();
        for w in &n2.writes {
            if !writes.contains(w) {
                writes.push(w.clone())
            }
        }
        let mut reads: Vec<Dep> = vec![];
        for r in n1.reads.iter().chain(&n2.reads) {
            if !reads.contains(r) && !writes.contains(r) {
                reads.push(r.clone())
            }
        }
        let unmet: Vec<Dep> = n1
            .unmet
            .iter()
            .chain(&n2.unmet)
            .filter(|d| !buffers.contains(d.name()))
            .cloned()
            .collect();
        let mut ancestors = n1.ancestors.clone();
        ancestors.union_with(&n2.ancestors);
        for m in &members {
            ancestors.remove(*m);
        }
        let group =
            if n1.is_reduction || !n2.is_reduction { n1.group.clone() } else { n2.group.clone() };
        let outer = match kind {
            FusedKind::OuterLoopFused { .. } => vec![n1.members.clone(), n2.members.clone()],
            _ => vec![],
        };
        let node = SNode {
            name: name.clone(),
            kind,
            members,
            outer,
            ops,
            buffers,
            reads,
            writes,
            unmet,
            ancestors,
            group,
            min_order: n1.min_order.min(n2.min_order),
            max_order: n1.max_order.max(n2.max_order),
            is_reduction: n1.is_reduction || n2.is_reduction,
            base_kind: if n1.has_template { n1.base_kind } else { n2.base_kind },
            has_template: n1.has_template || n2.has_template,
        };
        let kind_str = match kind {
            FusedKind::OuterLoopFused { .. } => "OuterLoopFusedSchedulerNode",
            _ => "FusedSchedulerNode",
        };
        self.log.events.push(Event::Fused {
            round: self.round,
            node1: n1.name.clone(),
            node2: n2.name.clone(),
            result: name,
            kind: kind_str.into(),
        });
        let idx = self.arena.len();
        for o in &node.ops {
            self.owner.insert(o.clone(), idx);
        }
        for &m in &node.members {
            if let Some(slot) = self.base_owner.get_mut(m) {
                *slot = idx;
            }
        }
        self.arena.push(Some(node));
        self.arena[i1] = None;
        self.arena[i2] = None;
    }

    /// `topological_sort_schedule(sorted(nodes, key=min_order))`.
    fn topological_sort(&mut self) {
        let mut by_order: Vec<usize> =
            (0..self.arena.len()).filter(|&i| self.arena[i].is_some()).collect();
        by_order.sort_by_key(|&i| self.node(i).min_order);
        let mut seen: BTreeSet<usize> = BTreeSet::new();
        let mut out = vec![];
        fn visit(s: &Scheduler, i: usize, seen: &mut BTreeSet<usize>, out: &mut Vec<usize>) {
            if !seen.insert(i) {
                return;
            }
            let deps: Vec<usize> = s
                .node(i)
                .unmet
                .iter()
                .filter_map(|d| s.producer.get(d.name()))
                .filter_map(|&b| s.base_owner.get(b).copied())
                .filter(|&j| j != i)
                .collect();
            for j in deps {
                visit(s, j, seen, out);
            }
            out.push(i);
        }
        for i in by_order {
            visit(self, i, &mut seen, &mut out);
        }
        self.order = out;
    }
}
