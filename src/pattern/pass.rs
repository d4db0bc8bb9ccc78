//! `PatternMatcherPass`: entries filed under their anchor's (op, target); nodes visited in
//! reverse program order ("later output nodes first"), entries in registration order, a node
//! erased by a rewrite is not tried again, matches spanning a mutation barrier are discarded.
//! Unlike Inductor, every attempt is recorded (Inductor only logs them under
//! `TORCHINDUCTOR_PATTERN_MATCH_DEBUG`).
use super::checks;
use super::expr::{Pattern, Target, py_repr};
use super::failure::Reprs;
use super::matcher::{Match, match_node};
use super::replace::{Replacement, replace_with_graph};
use crate::ir::{Graph, Node, NodeId, OpKind, parse_op_target};
use indexmap::IndexMap;
use serde::Serialize;
use rustc_hash::FxHashMap;
use std::collections::{HashMap, HashSet};

/// A registered pattern: Inductor's `PatternEntry` with a name, its named extra checks and,
/// for a `ReplacementPatternEntry`, the replacement graph.
#[derive(Debug, Clone)]
pub struct PatternEntry {
    pub name: String,
    /// The pattern's source text (for display and editing).
    pub source: String,
    pub pattern: Pattern,
    pub extra_checks: Vec<String>,
    pub replacement: Option<Replacement>,
}

#[derive(Debug, Clone, Default)]
pub struct PatternMatcherPass {
    entries: Vec<PatternEntry>,
    /// Position of each entry in every key's list (`prepend=True` goes first).
    order: Vec<i64>,
    index: FxHashMap<String, Vec<usize>>,
    /// The op kind each entry anchors on.
    kinds: Vec<OpKind>,
}

#[derive(Debug, Clone, Copy, Default)]
pub struct PassOptions {
    /// Splice replacements in (otherwise matches are only recorded).
    pub apply: bool,
    /// Also run over every nested subgraph (Inductor runs a pass on one graph at a time).
    pub subgraphs: bool,
}

#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize)]
#[serde(rename_all = "snake_case")]
pub enum Outcome {
    Matched,
    Failed,
    /// Structural match, but a named extra check said no.
    ExtraCheckFailed,
    /// Structural match across a mutation barrier (Inductor discards these silently).
    Discarded,
    /// The replacement could not be spliced in; the graph is unchanged.
    Refused,
}

/// One `entry.pattern.match(node)` call and what came of it.
#[derive(Debug, Clone, Serialize)]
pub struct Attempt {
    pub pattern: String,
    pub entry: usize,
    /// `""` for the top-level graph, else the subgraph path (`subgraph0`).
    pub graph: String,
    /// Rewrites applied to this graph before the attempt (ids refer to that version).
    pub version: usize,
    pub anchor: String,
    pub anchor_id: u32,
    pub outcome: Outcome,
    pub applied: bool,
    pub nodes: Vec<String>,
    pub node_ids: Vec<u32>,
    pub args: Vec<String>,
    pub kwargs: IndexMap<String, String>,
    #[serde(skip_serializing_if = "Option::is_none")]
    pub kind: Option<String>,
    #[serde(skip_serializing_if = "Option::is_none")]
    pub reason: Option<String>,
    /// The node being matched where it failed, and the argument for a constant mismatch.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub failed_node: Option<String>,
    #[serde(skip_serializing_if = "Option::is_none")]
    pub failed_node_id: Option<u32>,
    #[serde(skip_serializing_if = "Option::is_none")]
    pub failed_arg: Option<String>,
    /// `repr()` of the sub-pattern that failed.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub failing_pattern: Option<String>,
}

/// What a pass did: every attempt in order, and per entry its counts.
#[derive(Debug, Clone, Default, Serialize)]
pub struct PassReport {
    pub attempts: Vec<Attempt>,
    /// Rewrites spliced in (`PatternMatcherPass.apply`'s return value when applying).
    pub applied: usize,
}

impl PassReport {
    /// `(matched, failed attempts)` for an entry; extra-check, discarded and refused attempts
    /// count as failed.
    pub fn counts(&self, entry: usize) -> (usize, usize) {
        let mine = self.attempts.iter().filter(|a| a.entry == entry);
        let matched = mine.clone().filter(|a| a.outcome == Outcome::Matched).count();
        (matched, mine.count() - matched)
    }
}

/// The keys a node is filed under: its exact target (`aten.mm.default`), and for an op
/// overload its packet (`aten.mm`). Slices of the target: no allocation per node.
fn node_keys(n: &Node) -> (&str, Option<&str>) {
    if n.op == OpKind::CallFunction
        && let Some(rest) = n.target.strip_prefix("torch.ops.")
    {
        let packet = rest.match_indices('.').nth(1).map(|(i, _)| &rest[..i]);
        return (rest, packet);
    }
    (n.target.strip_prefix('_').filter(|t| t.starts_with("operator.")).unwrap_or(&n.target), None)
}

fn target_key(t: &Target) -> String {
    match t {
        Target::Op { namespace, op, overload: Some(o) } => format!("{namespace}.{op}.{o}"),
        other => other.key(),
    }
}

impl PatternMatcherPass {
    pub fn new() -> Self {
        Self::default()
    }
    pub fn entries(&self) -> &[PatternEntry] {
        &self.entries
    }
    /// `PatternEntry.register`: files the entry under every target of its anchor.
    pub fn register(&mut self, entry: PatternEntry, prepend: bool) -> Result<(), String> {
        for c in &entry.extra_checks {
            checks::validate(c)?;
        }
        let anchor = entry.pattern.anchor_call().ok_or_else(|| format!("pattern `{}` is not anchored on a CallFunction/CallMethod/CallModule", entry.name))?;
        let i = self.entries.len();
        for t in &anchor.fns {
            let list = self.index.entry(target_key(t)).or_default();
            if !list.contains(&i) {
                list.push(i);
            }
        }
        let pos = if prepend { -(i as i64) - 1 } else { i as i64 };
        self.order.push(pos);
        self.kinds.push(anchor.kind.op_kind());
        self.entries.push(entry);
        Ok(())
    }

    fn entries_for(&self, n: &Node) -> Vec<usize> {
        if !matches!(n.op, OpKind::CallFunction | OpKind::CallMethod | OpKind::CallModule) {
            return vec![];
        }
        let (exact, packet) = node_keys(n);
        let mut out: Vec<usize> = Vec::new();
        for key in std::iter::once(exact).chain(packet) {
            if let Some(v) = self.index.get(key) {
                for &i in v {
                    if self.kinds[i] == n.op && !out.contains(&i) {
                        out.push(i);
                    }
                }
            }
        }
        out.sort_by_key(|&i| self.order[i]);
        out
    }

    /// Runs the pass over `graph` (and, if asked, its subgraphs).
    pub fn apply(&self, graph: &mut Graph, opts: PassOptions) -> PassReport {
        let mut report = PassReport::default();
        self.apply_one(graph, "", opts, &mut report);
        if opts.subgraphs {
            self.apply_nested(graph, "", opts, &mut report);
        }
        report
    }

    fn apply_nested(&self, graph: &mut Graph, prefix: &str, opts: PassOptions, report: &mut PassReport) {
        let names: Vec<String> = graph.subgraphs.keys().cloned().collect();
        for name in names {
            let path = if prefix.is_empty() { name.clone() } else { format!("{prefix}.{name}") };
            if let Some(sg) = graph.subgraphs.get_mut(&name) {
                self.apply_one(sg, &path, opts, report);
                self.apply_nested(sg, &path, opts, report);
            }
        }
    }

    fn apply_one(&self, graph: &mut Graph, path: &str, opts: PassOptions, report: &mut PassReport) {
        if self.entries.is_empty() {
            return;
        }
        // Candidates in visiting order, each with its entry list (an index into `lists`: entry
        // lists depend on (op, target) only, so they are looked up once per distinct target).
        let mut lists: Vec<Vec<usize>> = Vec::new();
        let candidates: Vec<(NodeId, usize)> = {
            let mut by_target: FxHashMap<(OpKind, &str), usize> = FxHashMap::default();
            graph
                .ids()
                .rev()
                .filter_map(|i| {
                    let n = graph.node(i);
                    let k = *by_target.entry((n.op, n.target.as_str())).or_insert_with(|| {
                        lists.push(self.entries_for(n));
                        lists.len() - 1
                    });
                    (!lists[k].is_empty()).then_some((i, k))
                })
                .collect()
        };
        let rewrites = opts.apply && self.entries.iter().any(|e| e.replacement.is_some());
        if rewrites {
            self.apply_rewriting(graph, path, &candidates, &lists, report);
        } else {
            let attempts = self.record(graph, path, &candidates, &lists);
            report.attempts.extend(attempts);
        }
    }

    /// A pass that cannot change the graph: candidates are visited by id, nothing renumbers.
    /// (Matching chunks of candidates on rayon's two threads was tried: under this machine's load
    /// it was no faster, and freeing attempts allocated on other threads made it slower.)
    fn record(&self, graph: &Graph, path: &str, candidates: &[(NodeId, usize)], lists: &[Vec<usize>]) -> Vec<Attempt> {
        let users = graph.users();
        let regions = mutation_regions(graph);
        let cx = Cx { graph, users: &users, regions: &regions, reprs: self.entries.iter().map(|e| Reprs::new(&e.pattern)).collect(), path, version: 0 };
        let mut out = Vec::new();
        for &(node, k) in candidates {
            for &e in &lists[k] {
                let (att, _) = self.try_entry(e, node, &cx);
                // Without rewriting, a match whose entry has a replacement still ends the
                // node's turn (the replacement would have taken its place).
                let last = att.outcome == Outcome::Matched && self.entries[e].replacement.is_some();
                out.push(att);
                if last {
                    break;
                }
            }
        }
        out
    }

    fn apply_rewriting(&self, graph: &mut Graph, path: &str, candidates: &[(NodeId, usize)], lists: &[Vec<usize>], report: &mut PassReport) {
        let mut users = graph.users();
        let mut regions = mutation_regions(graph);
        let reprs: Vec<Reprs> = self.entries.iter().map(|e| Reprs::new(&e.pattern)).collect();
        // A rewrite renumbers nodes: from the first one on, candidates are found again by name
        // (and their entries recomputed).
        let mut renamed: Option<Renamed> = None;
        let mut erased: HashSet<String> = HashSet::new();
        let mut version = 0;
        for (k, &(original, list)) in candidates.iter().enumerate() {
            let fresh;
            let entries: &[usize] = match &renamed {
                None => &lists[list],
                Some(r) => {
                    let Some(&first) = r.by_name.get(&r.names[k]) else { continue };
                    fresh = self.entries_for(graph.node(first));
                    &fresh
                }
            };
            for &e in entries {
                let node = match &renamed {
                    None => original,
                    Some(r) => {
                        let name = &r.names[k];
                        let Some(&node) = r.by_name.get(name).filter(|_| !erased.contains(name)) else { break };
                        node
                    }
                };
                let cx = Cx { graph, users: &users, regions: &regions, reprs: Vec::new(), path, version };
                let (mut att, m) = self.try_entry_with(e, node, &cx, &reprs[e]);
                let (Some(m), Some(rep)) = (m, &self.entries[e].replacement) else {
                    report.attempts.push(att);
                    continue;
                };
                let r = renamed.get_or_insert_with(|| Renamed::new(graph, candidates));
                match replace_with_graph(graph, &m, rep) {
                    Ok(gone) => {
                        att.applied = true;
                        report.applied += 1;
                        version += 1;
                        erased.extend(gone);
                        users = graph.users();
                        regions = mutation_regions(graph);
                        r.by_name = by_name(graph);
                    }
                    Err(err) => {
                        att.outcome = Outcome::Refused;
                        att.kind = Some("replacement_refused".into());
                        att.reason = Some(err.to_string());
                    }
                }
                let refused = att.outcome == Outcome::Refused;
                report.attempts.push(att);
                // A replacement takes the anchor's place: no later entry sees this node.
                if !refused {
                    break;
                }
            }
        }
    }

    fn try_entry(&self, e: usize, node: NodeId, cx: &Cx) -> (Attempt, Option<Match>) {
        self.try_entry_with(e, node, cx, &cx.reprs[e])
    }

    /// One `entry.pattern.match(node)` with its checks: the attempt (outcome Matched, Failed,
    /// Discarded or ExtraCheckFailed) and, when matched, the match.
    fn try_entry_with(&self, e: usize, node: NodeId, cx: &Cx, reprs: &Reprs) -> (Attempt, Option<Match>) {
        let graph = cx.graph;
        let entry = &self.entries[e];
        let result = match_node(&entry.pattern, graph, cx.users, node);
        let mut att = Attempt {
            pattern: entry.name.clone(),
            entry: e,
            graph: cx.path.to_string(),
            version: cx.version,
            anchor: graph.node(node).name.clone(),
            anchor_id: node.0,
            outcome: Outcome::Failed,
            applied: false,
            nodes: vec![],
            node_ids: vec![],
            args: vec![],
            kwargs: IndexMap::new(),
            kind: None,
            reason: None,
            failed_node: None,
            failed_node_id: None,
            failed_arg: None,
            failing_pattern: None,
        };
        let m = match result {
            Err(f) => {
                let inner = f.innermost();
                att.kind = Some(f.kind().to_string());
                att.reason = Some(f.message_with(reprs, graph));
                att.failed_node_id = inner.node.map(|n| n.0);
                att.failed_node = inner.node.and_then(|n| graph.get(n)).map(|n| n.name.clone());
                att.failed_arg = inner.arg.clone();
                att.failing_pattern = inner.expr.map(|x| reprs.get(x).to_string());
                return (att, None);
            }
            Ok(m) => m,
        };
        fill_captures(&mut att, &m, graph);
        let region_set: HashSet<u32> = m.nodes.iter().filter_map(|n| cx.regions.get(n.idx()).copied()).collect();
        if region_set.len() > 1 {
            att.outcome = Outcome::Discarded;
            att.reason = Some("pattern match crosses mutation barrier - discard".into());
            return (att, None);
        }
        if let Some(c) = entry.extra_checks.iter().find(|c| !checks::run(c, &m, graph)) {
            att.outcome = Outcome::ExtraCheckFailed;
            att.kind = Some("extra_check".into());
            att.reason = Some(format!("extra_check failed: {c}"));
            return (att, None);
        }
        att.outcome = Outcome::Matched;
        (att, Some(m))
    }
}

/// What one attempt reads: the graph as it is, its users and mutation regions, and the
/// sub-pattern reprs failures quote.
struct Cx<'a> {
    graph: &'a Graph,
    users: &'a [Vec<NodeId>],
    regions: &'a [u32],
    reprs: Vec<Reprs<'a>>,
    path: &'a str,
    version: usize,
}

/// The candidates' names, taken before the first rewrite, and where each name is now.
struct Renamed {
    names: Vec<String>,
    by_name: HashMap<String, NodeId>,
}

impl Renamed {
    fn new(graph: &Graph, candidates: &[(NodeId, usize)]) -> Renamed {
        Renamed { names: candidates.iter().map(|(i, _)| graph.node(*i).name.clone()).collect(), by_name: by_name(graph) }
    }
}

fn by_name(graph: &Graph) -> HashMap<String, NodeId> {
    graph.ids().map(|i| (graph.node(i).name.clone(), i)).collect()
}

fn fill_captures(att: &mut Attempt, m: &Match, graph: &Graph) {
    let name = |n: NodeId| graph.get(n).map(|x| x.name.clone()).unwrap_or_default();
    att.nodes = m.nodes.iter().map(|&n| name(n)).collect();
    att.node_ids = m.nodes.iter().map(|n| n.0).collect();
    att.args = m.args.iter().map(|a| py_repr(a, &name)).collect();
    att.kwargs = m.kwargs.iter().map(|(k, v)| (k.clone(), py_repr(v, &name))).collect();
}

/// `compute_mutation_region_ids`: a mutating op (name ending in a single `_`, or an `out=`
/// kwarg) starts a new region.
pub fn mutation_regions(g: &Graph) -> Vec<u32> {
    let mut id = 0;
    // Whether the op name mutates depends on (op, target) only.
    let mut by_target: FxHashMap<(OpKind, &str), bool> = FxHashMap::default();
    g.nodes
        .iter()
        .map(|n| {
            let named = *by_target.entry((n.op, n.target.as_str())).or_insert_with(|| mutating_name(n));
            let out = matches!(n.op, OpKind::CallFunction | OpKind::CallMethod) && n.kwarg("out").is_some_and(|v| !matches!(v, crate::ir::Arg::None));
            if named || out {
                id += 1;
            }
            id
        })
        .collect()
}

/// An in-place op by its name: a single trailing `_` (`add_`, not `__iadd__`). With an `out=`
/// kwarg (checked by the caller) any op mutates.
fn mutating_name(n: &Node) -> bool {
    let name = match n.op {
        OpKind::CallFunction => parse_op_target(&n.target).map(|p| p.op).unwrap_or_else(|| n.target.rsplit('.').next().unwrap_or("")),
        OpKind::CallMethod => n.target.as_str(),
        _ => return false,
    };
    name.ends_with('_') && !name.ends_with("__")
}
