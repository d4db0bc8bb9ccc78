//! What a `PatternMatcherPass` records per attempt, and its text. An attempt is stored as ids
//! (entry, graph, nodes) with the `Match` or `FailedMatch` itself: a pass over a big graph makes
//! tens of thousands of them and most are never read. [`Trace`] renders one on demand (names,
//! captures, Inductor's reason) and serializes the whole report as the `match --trace` JSON.
use super::expr::py_repr;
use super::failure::{FailedMatch, Reprs};
use super::matcher::Match;
use super::pass::{PassReport, PatternMatcherPass};
use crate::ir::{Graph, NodeId};
use indexmap::IndexMap;
use serde::Serialize;
use serde::ser::{SerializeSeq, SerializeStruct};

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

/// What the matcher found: the failure, or the match (kept also when a check, the mutation
/// barrier or the replacement then said no).
#[derive(Debug, Clone)]
pub enum Detail {
    /// Inline: most attempts fail, and a box each would be an allocation and a free each.
    Failed(FailedMatch),
    /// `Matched` and `Discarded`.
    Matched(Box<Match>),
    /// `ExtraCheckFailed`: the match and the position of the check that failed in the entry's list.
    CheckFailed(Box<Match>, usize),
    /// `Refused`: the match and why the replacement was refused.
    Refused(Box<Match>, String),
}

impl Detail {
    pub fn failure(&self) -> Option<&FailedMatch> {
        match self {
            Detail::Failed(f) => Some(f),
            _ => None,
        }
    }
    pub fn found(&self) -> Option<&Match> {
        match self {
            Detail::Failed(_) => None,
            Detail::Matched(m) | Detail::CheckFailed(m, _) | Detail::Refused(m, _) => Some(m),
        }
    }
}

/// One `entry.pattern.match(node)` call and what came of it.
#[derive(Debug, Clone)]
pub struct Attempt {
    /// Index into the pass's entries.
    pub entry: usize,
    /// Index into [`PassReport::graphs`] (the subgraph path; `""` for the top-level graph).
    pub graph: usize,
    /// Rewrites applied to this graph before the attempt (ids refer to that version).
    pub version: usize,
    pub anchor: NodeId,
    pub outcome: Outcome,
    pub applied: bool,
    pub detail: Detail,
    /// The text as of the attempt, for a pass that rewrites (later rewrites renumber and erase
    /// the nodes the ids name).
    pub(crate) frozen: Option<Box<AttemptText>>,
}

impl Attempt {
    pub fn matched(&self) -> bool {
        self.outcome == Outcome::Matched
    }
    /// The matched nodes, children before parents, the anchor last (empty for a failure).
    pub fn node_ids(&self) -> &[NodeId] {
        self.detail.found().map_or(&[], |m| &m.nodes)
    }
    /// The node being matched where the match failed.
    pub fn failed_node_id(&self) -> Option<NodeId> {
        self.detail.failure().and_then(|f| f.innermost().node)
    }
}

/// An attempt as text: the `match --trace` JSON object, the GUI's detail view.
#[derive(Debug, Clone, PartialEq, Serialize)]
pub struct AttemptText {
    pub pattern: String,
    pub entry: usize,
    /// `""` for the top-level graph, else the subgraph path (`subgraph0`).
    pub graph: String,
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

/// The graph a subgraph path names (`a.b` = subgraph `b` of subgraph `a`).
pub fn graph_at<'g>(root: &'g Graph, path: &str) -> Option<&'g Graph> {
    if path.is_empty() {
        return Some(root);
    }
    path.split('.').try_fold(root, |g, name| g.subgraphs.get(name))
}

fn node_name(graph: &Graph, n: NodeId) -> &str {
    graph.get(n).map_or("", |x| x.name.as_str())
}

/// Renders one attempt against the graph it ran on. `reprs` are the entry's sub-pattern reprs.
pub(crate) fn render(
    pass: &PatternMatcherPass,
    reprs: &Reprs<'_>,
    graph: &Graph,
    path: &str,
    a: &Attempt,
) -> AttemptText {
    let entry = pass.entries().get(a.entry);
    let mut t = AttemptText {
        pattern: entry.map(|e| e.name.clone()).unwrap_or_default(),
        entry: a.entry,
        graph: path.to_string(),
        version: a.version,
        anchor: node_name(graph, a.anchor).to_string(),
        anchor_id: a.anchor.0,
        outcome: a.outcome,
        applied: a.applied,
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
    if let Detail::Failed(f) = &a.detail {
        let inner = f.innermost();
        t.kind = Some(f.kind().to_string());
        t.reason = Some(f.message_with(reprs, graph));
        t.failed_node_id = inner.node.map(|n| n.0);
        t.failed_node = inner.node.and_then(|n| graph.get(n)).map(|n| n.name.clone());
        t.failed_arg = inner.arg.clone();
        t.failing_pattern = inner.expr.map(|x| reprs.get(x).to_string());
        return t;
    }
    if let Some(m) = a.detail.found() {
        let name = |n: NodeId| node_name(graph, n).to_string();
        t.nodes = m.nodes.iter().map(|&n| name(n)).collect();
        t.node_ids = m.nodes.iter().map(|n| n.0).collect();
        t.args = m.args.iter().map(|v| py_repr(v, &name)).collect();
        t.kwargs = m.kwargs.iter().map(|(k, v)| (k.clone(), py_repr(v, &name))).collect();
    }
    match &a.detail {
        Detail::CheckFailed(_, c) => {
            let check = entry.and_then(|e| e.extra_checks.get(*c)).map_or("", String::as_str);
            t.kind = Some("extra_check".into());
            t.reason = Some(format!("extra_check failed: {check}"));
        }
        Detail::Refused(_, why) => {
            t.kind = Some("replacement_refused".into());
            t.reason = Some(why.clone());
        }
        Detail::Matched(_) if a.outcome == Outcome::Discarded => {
            t.reason = Some("pattern match crosses mutation barrier - discard".into())
        }
        _ => {}
    }
    t
}

/// A pass's report read against the pass and the graph it ran on (for a pass that rewrote the
/// graph, the attempts carry their own text and the graph is not read).
pub struct Trace<'a> {
    pass: &'a PatternMatcherPass,
    report: &'a PassReport,
    root: Option<&'a Graph>,
    /// Sub-pattern reprs per entry, computed once for every attempt rendered through this view.
    reprs: Vec<Reprs<'a>>,
}

impl<'a> Trace<'a> {
    /// `root`: the top-level graph the pass ran on (`None`: names are empty).
    pub fn new(
        pass: &'a PatternMatcherPass,
        report: &'a PassReport,
        root: Option<&'a Graph>,
    ) -> Trace<'a> {
        Trace {
            pass,
            report,
            root,
            reprs: pass.entries().iter().map(|e| Reprs::new(&e.pattern)).collect(),
        }
    }
    pub fn report(&self) -> &'a PassReport {
        self.report
    }
    /// The entry's name.
    pub fn pattern(&self, a: &Attempt) -> &'a str {
        self.pass.entries().get(a.entry).map_or("", |e| e.name.as_str())
    }
    /// The subgraph path (`""` for the top-level graph).
    pub fn graph_path(&self, a: &Attempt) -> &'a str {
        self.report.graphs.get(a.graph).map_or("", String::as_str)
    }
    fn graph(&self, a: &Attempt) -> Option<&'a Graph> {
        graph_at(self.root?, self.graph_path(a))
    }
    /// The name of a node of the attempt's graph (`""` if the graph no longer has it).
    pub fn node_name(&self, a: &Attempt, n: NodeId) -> &'a str {
        self.graph(a).map_or("", |g| node_name(g, n))
    }
    pub fn anchor_name(&self, a: &Attempt) -> String {
        match &a.frozen {
            Some(t) => t.anchor.clone(),
            None => self.node_name(a, a.anchor).to_string(),
        }
    }
    /// `anchor` or `subgraph0/anchor`.
    pub fn location(&self, a: &Attempt) -> String {
        let path = self.graph_path(a);
        if path.is_empty() {
            self.anchor_name(a)
        } else {
            format!("{path}/{}", self.anchor_name(a))
        }
    }
    /// Whether the anchor, a matched node or the failing node has `needle` in its name.
    pub fn mentions(&self, a: &Attempt, needle: &str) -> bool {
        if let Some(t) = &a.frozen {
            return t.anchor.contains(needle)
                || t.nodes.iter().any(|n| n.contains(needle))
                || t.failed_node.as_deref().is_some_and(|n| n.contains(needle));
        }
        let Some(g) = self.graph(a) else { return false };
        std::iter::once(a.anchor)
            .chain(a.node_ids().iter().copied())
            .chain(a.failed_node_id())
            .any(|n| g.get(n).is_some_and(|x| x.name.contains(needle)))
    }
    /// The attempt's full text.
    pub fn text(&self, a: &Attempt) -> AttemptText {
        if let Some(t) = &a.frozen {
            return (**t).clone();
        }
        let path = self.graph_path(a);
        let none = Reprs::none();
        let reprs = self.reprs.get(a.entry).unwrap_or(&none);
        match self.root.and_then(|r| graph_at(r, path)) {
            Some(g) => render(self.pass, reprs, g, path, a),
            // The report does not describe this graph: ids without names.
            None => render(self.pass, reprs, &Graph::new(""), path, a),
        }
    }
}

/// The `match --trace` JSON: `{"attempts": [...], "applied": N}`.
impl Serialize for Trace<'_> {
    fn serialize<S: serde::Serializer>(&self, s: S) -> Result<S::Ok, S::Error> {
        struct Attempts<'t, 'a>(&'t Trace<'a>);
        impl Serialize for Attempts<'_, '_> {
            fn serialize<S: serde::Serializer>(&self, s: S) -> Result<S::Ok, S::Error> {
                let mut seq = s.serialize_seq(Some(self.0.report.attempts.len()))?;
                for a in &self.0.report.attempts {
                    seq.serialize_element(&self.0.text(a))?;
                }
                seq.end()
            }
        }
        let fields = if self.report.warnings.is_empty() { 2 } else { 3 };
        let mut st = s.serialize_struct("PassReport", fields)?;
        st.serialize_field("attempts", &Attempts(self))?;
        st.serialize_field("applied", &self.report.applied)?;
        if !self.report.warnings.is_empty() {
            st.serialize_field("warnings", &self.report.warnings)?;
        }
        st.end()
    }
}
