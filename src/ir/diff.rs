//! What changed between two stages of a compilation (Compiler Explorer's opt-pipeline view, on
//! graphs): nodes are matched by name first, then by provenance (the same `# File:` source
//! line and op kind; placeholders by position, as stages rename inputs `l_x_` -> `arg0_1`), and
//! a matched node is *changed* when its op, target, arguments (through the matching), type or
//! called subgraph differ, or, where both graphs show them, its invoke_quant options.
use super::{Arg, Graph, NodeId, OpKind};
use std::collections::HashMap;

#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum MatchedBy {
    Name,
    /// Inductor's provenance tracking says the later node came from the earlier one.
    Tracked,
    Provenance,
}

#[derive(Debug, Clone, Default, PartialEq)]
pub struct GraphDiff {
    /// Nodes of the later graph with no counterpart.
    pub added: Vec<NodeId>,
    /// Nodes of the earlier graph with no counterpart.
    pub removed: Vec<NodeId>,
    /// Matched pairs (earlier, later) that differ.
    pub changed: Vec<(NodeId, NodeId)>,
    /// Every matched pair (earlier, later) and how it was matched, in the later graph's order.
    pub matched: Vec<(NodeId, NodeId, MatchedBy)>,
}

impl GraphDiff {
    /// True when the later graph is the earlier one (up to node names matched by provenance).
    pub fn is_empty(&self) -> bool {
        self.added.is_empty() && self.removed.is_empty() && self.changed.is_empty()
    }
    /// `+2 -1 ~3`.
    pub fn summary(&self) -> String {
        format!("+{} -{} ~{}", self.added.len(), self.removed.len(), self.changed.len())
    }
}

/// The key a node's provenance is matched on: its source line, or for a placeholder its
/// position among the placeholders.
fn provenance(g: &Graph, id: NodeId, placeholder_pos: &HashMap<NodeId, usize>) -> Option<String> {
    let n = g.node(id);
    if n.op == OpKind::Placeholder {
        return placeholder_pos.get(&id).map(|p| format!("placeholder #{p}"));
    }
    if n.op == OpKind::Output {
        return Some("output".into());
    }
    let s = n.meta.source.as_ref()?;
    Some(format!("{:?} {}", n.op, s.summary))
}

fn placeholder_positions(g: &Graph) -> HashMap<NodeId, usize> {
    g.ids()
        .filter(|&i| g.node(i).op == OpKind::Placeholder)
        .enumerate()
        .map(|(k, i)| (i, k))
        .collect()
}

pub fn diff_graphs(before: &Graph, after: &Graph) -> GraphDiff {
    diff_graphs_tracked(before, after, &|_| Vec::new())
}

/// [`diff_graphs`] with Inductor's provenance tracking: `came_from(name)` gives the earlier
/// nodes a later node came from (`postToPre`), used after names and before source lines.
pub fn diff_graphs_tracked(
    before: &Graph,
    after: &Graph,
    came_from: &dyn Fn(&str) -> Vec<String>,
) -> GraphDiff {
    let mut to_after: Vec<Option<NodeId>> = vec![None; before.nodes.len()];
    let mut to_before: Vec<Option<(NodeId, MatchedBy)>> = vec![None; after.nodes.len()];
    let by_name: HashMap<&str, NodeId> =
        before.ids().map(|i| (before.node(i).name.as_str(), i)).collect();
    for a in after.ids() {
        if let Some(&b) = by_name.get(after.node(a).name.as_str()) {
            to_after[b.idx()] = Some(a);
            to_before[a.idx()] = Some((b, MatchedBy::Name));
        }
    }
    let untracked: Vec<NodeId> = after.ids().filter(|a| to_before[a.idx()].is_none()).collect();
    for a in untracked {
        let b = came_from(&after.node(a).name)
            .iter()
            .filter_map(|n| by_name.get(n.as_str()).copied())
            .find(|b| to_after[b.idx()].is_none());
        if let Some(b) = b {
            to_after[b.idx()] = Some(a);
            to_before[a.idx()] = Some((b, MatchedBy::Tracked));
        }
    }
    // Unmatched earlier nodes by provenance key, in program order: the k-th later node from a
    // source line takes the k-th earlier one.
    let (pb, pa) = (placeholder_positions(before), placeholder_positions(after));
    let mut pool: HashMap<String, std::collections::VecDeque<NodeId>> = HashMap::new();
    for b in before.ids().filter(|b| to_after[b.idx()].is_none()) {
        if let Some(k) = provenance(before, b, &pb) {
            pool.entry(k).or_default().push_back(b);
        }
    }
    let unmatched: Vec<NodeId> = after.ids().filter(|a| to_before[a.idx()].is_none()).collect();
    for a in unmatched {
        let Some(k) = provenance(after, a, &pa) else { continue };
        if let Some(b) = pool.get_mut(&k).and_then(|q| q.pop_front()) {
            to_after[b.idx()] = Some(a);
            to_before[a.idx()] = Some((b, MatchedBy::Provenance));
        }
    }
    let mut d = GraphDiff::default();
    for a in after.ids() {
        match to_before[a.idx()] {
            None => d.added.push(a),
            Some((b, by)) => {
                d.matched.push((b, a, by));
                if !same_node(before, b, after, a, &to_after) {
                    d.changed.push((b, a));
                }
            }
        }
    }
    d.removed = before.ids().filter(|b| to_after[b.idx()].is_none()).collect();
    d
}

fn same_node(bg: &Graph, b: NodeId, ag: &Graph, a: NodeId, map: &[Option<NodeId>]) -> bool {
    let (x, y) = (bg.node(b), ag.node(a));
    let ty = |g: &Graph, i: NodeId| g.node(i).meta.tensor().map(|t| t.type_str());
    x.op == y.op
        // A placeholder's target is its name, which stages rename.
        && (x.target == y.target || x.op == OpKind::Placeholder)
        && x.args.len() == y.args.len()
        && x.args.iter().zip(&y.args).all(|(p, q)| same_arg(p, q, map))
        && x.kwargs.len() == y.kwargs.len()
        && x.kwargs.iter().zip(&y.kwargs).all(|((k1, v1), (k2, v2))| k1 == k2 && same_arg(v1, v2, map))
        && ty(bg, b) == ty(ag, a)
        && same_subgraph(bg.called_subgraph(b).map(|s| s.1), ag.called_subgraph(a).map(|s| s.1))
        && same_quant_options(x, y)
}

/// Called subgraphs are the same when their own diff is empty: compared as the top-level graph
/// is, so a subgraph whose `# File:` lines moved is no change.
fn same_subgraph(x: Option<&Graph>, y: Option<&Graph>) -> bool {
    match (x, y) {
        (None, None) => true,
        (Some(p), Some(q)) => p == q || diff_graphs(p, q).is_empty(),
        _ => false,
    }
}

/// An invoke_quant's `quant_options` differ only where both graphs say what they are: a
/// post-grad graph prints none, and the `InvokeQuant()` default assumed for it is no change
/// from the explicit options of the Dynamo graph it came from.
pub fn same_quant_options(x: &super::Node, y: &super::Node) -> bool {
    use super::OptionsSource::InductorDefault;
    match (&x.meta.quant_options, &y.meta.quant_options) {
        (Some(p), Some(q)) if p.source != InductorDefault && q.source != InductorDefault => {
            p.codegen_low_precision == q.codegen_low_precision
        }
        _ => true,
    }
}

/// Equal arguments, node references compared through the matching (`map[earlier id]` is the
/// later node it matched).
pub fn same_arg(p: &Arg, q: &Arg, map: &[Option<NodeId>]) -> bool {
    match (p, q) {
        (Arg::Node(x), Arg::Node(y)) => map.get(x.idx()).copied().flatten() == Some(*y),
        (Arg::List(x), Arg::List(y)) | (Arg::Tuple(x), Arg::Tuple(y)) => {
            x.len() == y.len() && x.iter().zip(y).all(|(p, q)| same_arg(p, q, map))
        }
        _ => p == q,
    }
}
