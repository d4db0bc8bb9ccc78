//! `PatternMatcherPass`: entries filed under their anchor's (op, target); nodes visited in
//! reverse program order ("later output nodes first"), entries in registration order, a node
//! erased by a rewrite is not tried again, matches spanning a mutation barrier are discarded.
//! Unlike Inductor, every attempt is recorded (Inductor only logs them under
//! `TORCHINDUCTOR_PATTERN_MATCH_DEBUG`).
use super::checks;
use super::edit::Editor;
use super::expr::{Pattern, Target};
use super::failure::Reprs;
use super::matcher::{FnsMemo, match_node_with};
use super::replace::{Replacement, replace_in};
use super::trace::{Attempt, Detail, Outcome, render};
use super::wrap::{WrapSpec, wrap_replacement};
use crate::ir::{Graph, Node, NodeId, OpKind, UserIndex, UserLists, parse_op_target};
use rustc_hash::FxHashMap;

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
    /// A library dequant to wrap as invoke_quant (a pattern file's `[pattern.invoke_quant]`).
    pub wrap: Option<WrapSpec>,
}

impl PatternEntry {
    /// Whether a match is rewritten (a `ReplacementPatternEntry` or a wrap), which ends the
    /// anchor's turn.
    pub fn rewrites(&self) -> bool {
        self.replacement.is_some() || self.wrap.is_some()
    }
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

/// What a pass did: every attempt in order, and per entry its counts.
#[derive(Debug, Clone, Default)]
pub struct PassReport {
    pub attempts: Vec<Attempt>,
    /// Rewrites spliced in (`PatternMatcherPass.apply`'s return value when applying).
    pub applied: usize,
    /// The graphs attempts ran on, by subgraph path (`""` = the top-level graph).
    pub graphs: Vec<String>,
    /// What the caller noticed about the pass's inputs (a pattern file with no patterns).
    pub warnings: Vec<String>,
}

impl PassReport {
    /// `(matched, failed attempts)` for an entry; extra-check, discarded and refused attempts
    /// count as failed.
    pub fn counts(&self, entry: usize) -> (usize, usize) {
        let mine = self.attempts.iter().filter(|a| a.entry == entry);
        let matched = mine.clone().filter(|a| a.outcome == Outcome::Matched).count();
        (matched, mine.count() - matched)
    }

    /// The lines `quantbench match` prints (and the Patterns tab shows): `NAME: N matched, M
    /// failed attempts` per entry of `pass`, then the number of rewrites when applying.
    pub fn summary(&self, pass: &PatternMatcherPass, apply: bool) -> Vec<String> {
        let mut out: Vec<String> = pass
            .entries()
            .iter()
            .enumerate()
            .map(|(i, e)| {
                let (matched, failed) = self.counts(i);
                format!("{}: {matched} matched, {failed} failed attempts", e.name)
            })
            .collect();
        if apply {
            out.push(format!("applied {} rewrite(s)", self.applied));
        }
        out
    }

    fn graph_index(&mut self, path: &str) -> usize {
        match self.graphs.iter().position(|g| g == path) {
            Some(i) => i,
            None => {
                self.graphs.push(path.to_string());
                self.graphs.len() - 1
            }
        }
    }
}

/// The keys a node is filed under: its exact target (`aten.mm.default`), and for an op
/// overload its packet (`aten.mm`); for a Python function FX printed through `add_global`
/// (`torch__inductor_fx_passes_quantization_woq_int8_1`), the name without its `_N` suffix,
/// which is how [`target_keys`] files a Python target. Slices of the target: no allocation
/// per node.
fn node_keys(n: &Node) -> (&str, Option<&str>) {
    if n.op == OpKind::CallFunction
        && let Some(rest) = n.target.strip_prefix("torch.ops.")
    {
        let packet = rest.match_indices('.').nth(1).map(|(i, _)| &rest[..i]);
        return (rest, packet);
    }
    let exact =
        n.target.strip_prefix('_').filter(|t| t.starts_with("operator.")).unwrap_or(&n.target);
    let unsuffixed = (n.op == OpKind::CallFunction && !exact.contains('.'))
        .then(|| exact.trim_end_matches(|c: char| c.is_ascii_digit()))
        .and_then(|t| t.strip_suffix('_'))
        .filter(|t| t.len() + 1 < exact.len());
    (exact, unsuffixed)
}

/// The keys an entry whose anchor calls `t` is filed under: a Python function also under the
/// name FX's printer gives it (dots as underscores), since a graph read from text names it so.
fn target_keys(t: &Target) -> Vec<String> {
    match t {
        Target::Python(q) => vec![q.clone(), q.replace('.', "_")],
        t => vec![target_key(t)],
    }
}

fn target_key(t: &Target) -> String {
    match t {
        Target::Op { namespace, op, overload: Some(o) } => format!("{namespace}.{op}.{o}"),
        other => other.key(),
    }
}

/// Why an entry cannot be registered with a pass.
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
pub enum RegisterError {
    #[error("unknown extra_check `{name}` (known: {known})")]
    UnknownCheck { name: String, known: String },
    #[error("`{0}`: expected kwarg_dtype:NAME=ABBR with a dtype abbreviation such as i8")]
    KwargDtype(String),
    #[error("pattern `{0}` is not anchored on a CallFunction/CallMethod/CallModule")]
    NotAnchored(String),
}

impl PatternMatcherPass {
    pub fn new() -> Self {
        Self::default()
    }
    pub fn entries(&self) -> &[PatternEntry] {
        &self.entries
    }
    /// `PatternEntry.register`: files the entry under every target of its anchor.
    pub fn register(&mut self, entry: PatternEntry, prepend: bool) -> Result<(), RegisterError> {
        for c in &entry.extra_checks {
            checks::validate(c)?;
        }
        let anchor = entry
            .pattern
            .anchor_call()
            .ok_or_else(|| RegisterError::NotAnchored(entry.name.clone()))?;
        let i = self.entries.len();
        for key in anchor.fns.iter().flat_map(target_keys) {
            let list = self.index.entry(key).or_default();
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

    /// Runs the pass over `graph` (and, if asked, its subgraphs), splicing replacements in
    /// when `opts.apply`.
    pub fn apply(&self, graph: &mut Graph, opts: PassOptions) -> PassReport {
        let mut report = PassReport::default();
        if opts.apply && self.entries.iter().any(PatternEntry::rewrites) {
            self.rewrite_tree(graph, "", opts.subgraphs, &mut report);
        } else {
            self.record_tree(graph, "", opts.subgraphs, &mut report);
        }
        report
    }

    /// A pass that only records (`apply: false`): the graph is read, never copied or changed.
    pub fn run(&self, graph: &Graph, subgraphs: bool) -> PassReport {
        let mut report = PassReport::default();
        self.record_tree(graph, "", subgraphs, &mut report);
        report
    }

    fn record_tree(&self, graph: &Graph, path: &str, subgraphs: bool, report: &mut PassReport) {
        self.record(graph, path, report);
        if subgraphs {
            for (name, sg) in &graph.subgraphs {
                self.record_tree(sg, &sub_path(path, name), true, report);
            }
        }
    }

    fn rewrite_tree(
        &self,
        graph: &mut Graph,
        path: &str,
        subgraphs: bool,
        report: &mut PassReport,
    ) {
        // Taken before rewriting: a body a replacement brings in is not matched again (a
        // rewrite that wraps a chain into a subgraph would otherwise wrap its own body forever).
        let names: Vec<String> = graph.subgraphs.keys().cloned().collect();
        let (candidates, lists) = self.candidates(graph, &Classes::new(graph));
        self.apply_rewriting(graph, path, &candidates, &lists, report);
        if subgraphs {
            for name in names {
                if let Some(sg) = graph.subgraphs.get_mut(&name) {
                    self.rewrite_tree(sg, &sub_path(path, &name), true, report);
                }
            }
        }
    }

    /// Candidates in visiting order, each with its entry list (an index into the lists, one
    /// per (op, target) class: entry lists depend on those only).
    fn candidates(
        &self,
        graph: &Graph,
        classes: &Classes,
    ) -> (Vec<(NodeId, usize)>, Vec<Vec<usize>>) {
        if self.entries.is_empty() {
            return (vec![], vec![]);
        }
        let lists: Vec<Vec<usize>> =
            classes.reps.iter().map(|&r| self.entries_for(graph.node(r))).collect();
        let candidates = graph
            .ids()
            .rev()
            .filter_map(|i| {
                classes
                    .of
                    .get(i.idx())
                    .map(|&c| (i, c as usize))
                    .filter(|&(_, c)| !lists[c].is_empty())
            })
            .collect();
        (candidates, lists)
    }

    /// A pass that cannot change the graph: candidates are visited by id, nothing renumbers.
    /// (Matching chunks of candidates on two threads was tried: under this machine's load
    /// it was no faster, and freeing attempts allocated on other threads made it slower.)
    fn record(&self, graph: &Graph, path: &str, report: &mut PassReport) {
        let classes = Classes::new(graph);
        let (candidates, lists) = self.candidates(graph, &classes);
        if candidates.is_empty() {
            return;
        }
        let users = UserIndex::new(graph);
        let regions = regions_by_class(graph, &classes);
        let memos: Vec<FnsMemo> = self
            .entries
            .iter()
            .map(|e| FnsMemo::new(&e.pattern, &classes.of, classes.reps.len()))
            .collect();
        let cx = Cx {
            graph,
            users: &users,
            fns: Some(&memos),
            regions: &regions,
            graph_index: report.graph_index(path),
            version: 0,
        };
        report.attempts.reserve(candidates.iter().map(|&(_, k)| lists[k].len()).sum());
        for &(node, k) in &candidates {
            for &e in &lists[k] {
                let att = self.try_entry(e, node, &cx);
                // Without rewriting, a match whose entry has a replacement still ends the
                // node's turn (the replacement would have taken its place).
                let last = att.outcome == Outcome::Matched && self.entries[e].rewrites();
                report.attempts.push(att);
                if last {
                    break;
                }
            }
        }
    }

    fn apply_rewriting(
        &self,
        graph: &mut Graph,
        path: &str,
        candidates: &[(NodeId, usize)],
        lists: &[Vec<usize>],
        report: &mut PassReport,
    ) {
        if candidates.is_empty() {
            return;
        }
        // Nodes keep their slots while the pass runs, so candidates and their entry lists (by
        // (op, target), which a rewrite never changes) stay valid; an erased one is skipped.
        let mut ed = Editor::new(std::mem::take(graph));
        let reprs: Vec<Reprs> = self.entries.iter().map(|e| Reprs::new(&e.pattern)).collect();
        let graph_index = report.graph_index(path);
        let mut version = 0;
        for &(node, list) in candidates {
            for &e in &lists[list] {
                if !ed.is_live(node) {
                    break;
                }
                ed.regions();
                let mut att = {
                    let regions = ed.regions_now();
                    let cx = Cx {
                        graph: ed.graph(),
                        users: ed.users(),
                        fns: None,
                        regions,
                        graph_index,
                        version,
                    };
                    self.try_entry(e, node, &cx)
                };
                // Later rewrites change the graph: the text is taken now, and for a rewrite
                // before the graph changes.
                let freeze = |att: &mut Attempt, graph: &Graph| {
                    att.frozen = Some(Box::new(render(self, &reprs[e], graph, path, att)))
                };
                let entry = &self.entries[e];
                let (true, true, Detail::Matched(m)) =
                    (entry.rewrites(), att.outcome == Outcome::Matched, &att.detail)
                else {
                    freeze(&mut att, ed.graph());
                    report.attempts.push(att);
                    continue;
                };
                let m = m.clone();
                att.applied = true;
                freeze(&mut att, ed.graph());
                let rewritten = match (&entry.replacement, &entry.wrap) {
                    (Some(rep), _) => replace_in(&mut ed, &m, rep),
                    (None, Some(spec)) => {
                        let order = |n: NodeId| ed.key(n);
                        wrap_replacement(spec, &entry.name, &m, ed.graph(), ed.users(), &order)
                            .and_then(|rep| replace_in(&mut ed, &m, &rep))
                    }
                    (None, None) => unreachable!("entry.rewrites() holds"),
                };
                match rewritten {
                    Ok(_) => {
                        report.applied += 1;
                        version += 1;
                    }
                    Err(err) => {
                        att.applied = false;
                        att.outcome = Outcome::Refused;
                        att.detail = Detail::Refused(m, err.to_string());
                        freeze(&mut att, ed.graph());
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
        #[allow(clippy::expect_used, reason = "each rewrite was checked before it was made")]
        let done = ed.finish().expect("rewrites keep the graph well-formed");
        *graph = done;
    }

    /// One `entry.pattern.match(node)` with its checks: outcome Matched, Failed, Discarded or
    /// ExtraCheckFailed.
    fn try_entry(&self, e: usize, node: NodeId, cx: &Cx) -> Attempt {
        let graph = cx.graph;
        let entry = &self.entries[e];
        let fns = cx.fns.and_then(|m| m.get(e));
        let (outcome, detail) = match match_node_with(&entry.pattern, graph, cx.users, fns, node) {
            Err(f) => (Outcome::Failed, Detail::Failed(f)),
            Ok(m) => {
                let mut regions = m.nodes.iter().filter_map(|n| cx.regions.get(n.idx()));
                let first = regions.next();
                if regions.any(|r| Some(r) != first) {
                    (Outcome::Discarded, Detail::Matched(Box::new(m)))
                } else if let Some(c) =
                    entry.extra_checks.iter().position(|c| !checks::run(c, &m, graph, cx.users))
                {
                    (Outcome::ExtraCheckFailed, Detail::CheckFailed(Box::new(m), c))
                } else {
                    (Outcome::Matched, Detail::Matched(Box::new(m)))
                }
            }
        };
        Attempt {
            entry: e,
            graph: cx.graph_index,
            version: cx.version,
            anchor: node,
            outcome,
            applied: false,
            detail,
            frozen: None,
        }
    }
}

fn sub_path(prefix: &str, name: &str) -> String {
    if prefix.is_empty() { name.to_string() } else { format!("{prefix}.{name}") }
}

/// What one attempt reads: the graph as it is, its users and mutation regions.
struct Cx<'a> {
    graph: &'a Graph,
    users: &'a dyn UserLists,
    /// Per entry, when the graph does not change during the pass.
    fns: Option<&'a [FnsMemo<'a>]>,
    regions: &'a [u32],
    graph_index: usize,
    version: usize,
}

/// The nodes' (op, target) classes: what a node is filed under, whether its name mutates and
/// which call patterns accept it depend on these only. Found once per graph, one hash per node.
struct Classes {
    /// Per node, its class.
    of: Vec<u32>,
    /// Per class, its first node.
    reps: Vec<NodeId>,
}

impl Classes {
    fn new(g: &Graph) -> Classes {
        let mut by_target: FxHashMap<(OpKind, &str), u32> = FxHashMap::default();
        let mut reps = Vec::new();
        let of = g
            .ids()
            .map(|i| {
                let n = g.node(i);
                *by_target.entry((n.op, n.target.as_str())).or_insert_with(|| {
                    reps.push(i);
                    reps.len() as u32 - 1
                })
            })
            .collect();
        Classes { of, reps }
    }
}

/// `compute_mutation_region_ids`: a mutating op (name ending in a single `_`, or an `out=`
/// kwarg) starts a new region.
pub fn mutation_regions(g: &Graph) -> Vec<u32> {
    regions_by_class(g, &Classes::new(g))
}

fn regions_by_class(g: &Graph, classes: &Classes) -> Vec<u32> {
    let mut id = 0;
    let named: Vec<bool> = classes.reps.iter().map(|&r| mutating_name(g.node(r))).collect();
    g.nodes
        .iter()
        .zip(&classes.of)
        .map(|(n, &c)| {
            let named = named.get(c as usize).copied().unwrap_or(false);
            let out = matches!(n.op, OpKind::CallFunction | OpKind::CallMethod)
                && n.kwarg("out").is_some_and(|v| !matches!(v, crate::ir::Arg::None));
            if named || out {
                id += 1;
            }
            id
        })
        .collect()
}

/// Whether `n` starts a new mutation region: an in-place op, or any op with `out=`.
pub(crate) fn mutates(n: &Node) -> bool {
    let out = matches!(n.op, OpKind::CallFunction | OpKind::CallMethod)
        && n.kwarg("out").is_some_and(|v| !matches!(v, crate::ir::Arg::None));
    out || mutating_name(n)
}

/// An in-place op by its name: a single trailing `_` (`add_`, not `__iadd__`). With an `out=`
/// kwarg (checked by the caller) any op mutates.
fn mutating_name(n: &Node) -> bool {
    let name = match n.op {
        OpKind::CallFunction => parse_op_target(&n.target)
            .map(|p| p.op)
            .unwrap_or_else(|| n.target.rsplit('.').next().unwrap_or("")),
        OpKind::CallMethod => n.target.as_str(),
        _ => return false,
    };
    name.ends_with('_') && !name.ends_with("__")
}
