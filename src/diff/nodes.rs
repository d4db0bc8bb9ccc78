//! One stage of side A against the same stage of side B: [`crate::ir::diff::diff_graphs`]'s
//! content-aligned matching, with each changed node's differences said in FX's words (op,
//! target, arguments through the matching, annotation, invoke_quant options, called subgraph).
use crate::export::fx::{arg_repr, node_line};
use crate::ir::diff::{GraphDiff, diff_graphs, same_quant_options};
use crate::ir::{Arg, Graph, NodeId, OpKind, OptionsSource, QuantOptions, short_target};
use serde::Serialize;
use std::collections::HashMap;

/// A node one side has and the other not: its name and `print_readable` statement.
#[derive(Debug, Clone, PartialEq, Serialize)]
pub struct NodeText {
    pub name: String,
    pub line: String,
}

/// A node of A and its counterpart in B, and what differs between them.
#[derive(Debug, Clone, PartialEq, Serialize)]
pub struct NodeChange {
    pub a: String,
    pub b: String,
    /// `target: aten.add.Tensor -> aten.sub.Tensor`, `quant_options: codegen_low_precision
    /// True -> False`, ...
    pub what: Vec<String>,
}

#[derive(Debug, Clone, Default, PartialEq, Serialize)]
pub struct NodesDiff {
    pub nodes_a: usize,
    pub nodes_b: usize,
    /// In B, nodes with no counterpart in A.
    pub added: Vec<NodeText>,
    /// In A, nodes with no counterpart in B.
    pub removed: Vec<NodeText>,
    pub changed: Vec<NodeChange>,
    /// Matched nodes whose names differ (A's, B's): not a difference, but what B's names are
    /// in A's terms.
    #[serde(skip)]
    pub renamed: HashMap<String, String>,
}

impl NodesDiff {
    pub fn is_empty(&self) -> bool {
        self.added.is_empty() && self.removed.is_empty() && self.changed.is_empty()
    }
    /// `+2 -1 ~3`.
    pub fn summary(&self) -> String {
        format!("+{} -{} ~{}", self.added.len(), self.removed.len(), self.changed.len())
    }
}

/// The diff of `a` and `b`, each changed node with its differences.
pub fn diff_nodes(a: &Graph, b: &Graph) -> NodesDiff {
    let d = diff_graphs(a, b);
    describe(a, b, &d)
}

/// [`diff_nodes`] for a diff already made (the Stage diff tab's, matched through provenance).
pub fn describe(a: &Graph, b: &Graph, d: &GraphDiff) -> NodesDiff {
    let mut to_b: Vec<Option<NodeId>> = vec![None; a.nodes.len()];
    for &(x, y, _) in &d.matched {
        to_b[x.idx()] = Some(y);
    }
    let text = |g: &Graph, id: NodeId| {
        let n = g.node(id);
        let line = match n.op {
            // The printer puts inputs in the `forward` signature, not in statements.
            OpKind::Placeholder => match &n.meta.val {
                Some(v) => format!("{}: \"{}\" (input)", n.name, crate::ir::py::annotation_text(v)),
                None => format!("{} (input)", n.name),
            },
            _ => node_line(g, n),
        };
        NodeText { name: n.name.clone(), line }
    };
    let renamed = d
        .matched
        .iter()
        .filter(|(x, y, _)| a.node(*x).name != b.node(*y).name)
        .map(|(x, y, _)| (b.node(*y).name.clone(), a.node(*x).name.clone()))
        .collect();
    NodesDiff {
        nodes_a: a.nodes.len(),
        nodes_b: b.nodes.len(),
        added: d.added.iter().map(|&y| text(b, y)).collect(),
        removed: d.removed.iter().map(|&x| text(a, x)).collect(),
        changed: d
            .changed
            .iter()
            .map(|&(x, y)| NodeChange {
                a: a.node(x).name.clone(),
                b: b.node(y).name.clone(),
                what: differences(a, x, b, y, &to_b),
            })
            .collect(),
        renamed,
    }
}

fn arg_eq(p: &Arg, q: &Arg, to_b: &[Option<NodeId>]) -> bool {
    crate::ir::diff::same_arg(p, q, to_b)
}

/// What differs between `a`'s node `x` and `b`'s node `y`, one entry per field.
fn differences(a: &Graph, x: NodeId, b: &Graph, y: NodeId, to_b: &[Option<NodeId>]) -> Vec<String> {
    let (p, q) = (a.node(x), b.node(y));
    let mut out = vec![];
    if p.op != q.op {
        out.push(format!("op: {} -> {}", p.op.as_str(), q.op.as_str()));
    }
    if p.target != q.target && p.op != OpKind::Placeholder {
        out.push(format!("target: {} -> {}", short_target(&p.target), short_target(&q.target)));
    }
    let args = |g: &Graph, v: &[Arg]| v.iter().map(|x| arg_repr(g, x)).collect::<Vec<_>>();
    if p.args.len() != q.args.len() {
        out.push(format!(
            "args: ({}) -> ({})",
            args(a, &p.args).join(", "),
            args(b, &q.args).join(", ")
        ));
    } else {
        for (i, (s, t)) in p.args.iter().zip(&q.args).enumerate() {
            if !arg_eq(s, t, to_b) {
                out.push(format!("args[{i}]: {} -> {}", arg_repr(a, s), arg_repr(b, t)));
            }
        }
    }
    for (k, v) in &p.kwargs {
        match q.kwarg(k) {
            None => out.push(format!("{k}: {} -> (none)", arg_repr(a, v))),
            Some(w) if !arg_eq(v, w, to_b) => {
                out.push(format!("{k}: {} -> {}", arg_repr(a, v), arg_repr(b, w)))
            }
            Some(_) => {}
        }
    }
    for (k, w) in q.kwargs.iter().filter(|(k, _)| p.kwarg(k).is_none()) {
        out.push(format!("{k}: (none) -> {}", arg_repr(b, w)));
    }
    let ty = |n: &crate::ir::Node| n.meta.tensor().map(|t| t.type_str());
    if ty(p) != ty(q) {
        let show = |t: Option<String>| t.unwrap_or_else(|| "(no tensor)".into());
        out.push(format!("type: {} -> {}", show(ty(p)), show(ty(q))));
    }
    if !same_quant_options(p, q) {
        // `InvokeQuant(codegen_low_precision=False)`, as the Dynamo graph prints the options.
        let show = |o: &Option<QuantOptions>| match o {
            Some(o) => format!(
                "InvokeQuant(codegen_low_precision={}){}",
                py_bool(o.codegen_low_precision),
                match o.source {
                    OptionsSource::Explicit => "",
                    OptionsSource::InductorDefault => " (Inductor's default)",
                    OptionsSource::Pattern => " (from a library pattern)",
                }
            ),
            None => "none".into(),
        };
        out.push(format!(
            "quant_options: {} -> {}",
            show(&p.meta.quant_options),
            show(&q.meta.quant_options)
        ));
    }
    if let (Some((sa, ga)), Some((sb, gb))) = (a.called_subgraph(x), b.called_subgraph(y))
        && !diff_graphs(ga, gb).is_empty()
    {
        let inner = diff_nodes(ga, gb);
        let mut parts: Vec<String> = inner.added.iter().map(|n| format!("+{}", n.name)).collect();
        parts.extend(inner.removed.iter().map(|n| format!("-{}", n.name)));
        parts.extend(inner.changed.iter().map(|c| format!("~{} ({})", c.a, c.what.join("; "))));
        let name = if sa == sb { sa.to_string() } else { format!("{sa} -> {sb}") };
        out.push(format!("subgraph {name}: {}", parts.join(", ")));
    } else if a.called_subgraph(x).is_some() != b.called_subgraph(y).is_some() {
        out.push("called subgraph: on one side only".into());
    }
    if out.is_empty() {
        out.push("differs in a way not itemized".into());
    }
    out
}

fn py_bool(b: bool) -> &'static str {
    if b { "True" } else { "False" }
}
