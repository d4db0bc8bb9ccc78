//! The before/after view of one timeline step: the FX statements that left the graph and the
//! ones that came in (a node whose statement changed, e.g. because its input was replaced, is
//! in both), plus whole subgraphs added or removed (a rewrite into `invoke_quant` adds one).
use crate::export::fx::{node_line, print_graph};
use crate::ir::{Graph, OpKind};
use std::collections::HashMap;

#[derive(Debug, Clone, Default, PartialEq)]
pub struct StepDiff {
    /// `(node name, statement)` of the graph before, in program order.
    pub removed: Vec<(String, String)>,
    pub added: Vec<(String, String)>,
    /// Printed subgraph classes present only before / only after (or changed).
    pub subgraphs_removed: Vec<String>,
    pub subgraphs_added: Vec<String>,
}

fn statement(g: &Graph, id: crate::ir::NodeId) -> String {
    let n = g.node(id);
    match n.op {
        // The printer declares placeholders in the `forward` signature, not as statements.
        OpKind::Placeholder => format!("{} (input)", n.name),
        _ => node_line(g, n),
    }
}

fn lines(g: &Graph) -> HashMap<&str, String> {
    g.ids().map(|id| (g.node(id).name.as_str(), statement(g, id))).collect()
}

pub fn diff(before: &Graph, after: &Graph) -> StepDiff {
    let (b, a) = (lines(before), lines(after));
    let changed = |g: &Graph,
                   mine: &HashMap<&str, String>,
                   other: &HashMap<&str, String>|
     -> Vec<(String, String)> {
        g.ids()
            .map(|id| g.node(id).name.as_str())
            .filter(|name| other.get(name) != mine.get(name))
            .map(|name| (name.to_string(), mine.get(name).cloned().unwrap_or_default()))
            .collect()
    };
    let sub = |g: &Graph, other: &Graph| -> Vec<String> {
        g.subgraphs
            .iter()
            .filter(|(k, sg)| other.subgraphs.get(*k) != Some(*sg))
            .map(|(_, sg)| print_graph(sg))
            .collect()
    };
    StepDiff {
        removed: changed(before, &b, &a),
        added: changed(after, &a, &b),
        subgraphs_removed: sub(before, after),
        subgraphs_added: sub(after, before),
    }
}

/// Two side-by-side monospace columns.
pub fn ui(ui: &mut egui::Ui, d: &StepDiff) {
    ui.columns(2, |cols| {
        super::tab_util::clip_columns(cols);
        side(&mut cols[0], "Before (removed or changed)", &d.removed, &d.subgraphs_removed);
        side(&mut cols[1], "After (added or changed)", &d.added, &d.subgraphs_added);
    });
}

fn side(ui: &mut egui::Ui, title: &str, nodes: &[(String, String)], subgraphs: &[String]) {
    ui.strong(title);
    if nodes.is_empty() && subgraphs.is_empty() {
        ui.weak("nothing");
    }
    for (_, line) in nodes {
        ui.add(egui::Label::new(egui::RichText::new(line).monospace().size(11.0)).wrap());
    }
    for text in subgraphs {
        ui.add(
            egui::Label::new(egui::RichText::new(text.trim_end()).monospace().size(11.0)).wrap(),
        );
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::ir::Node;

    #[test]
    fn a_replaced_producer_shows_its_user_on_both_sides() {
        let mut before = Graph::new("g");
        let x = before.push(Node::new("x", OpKind::Placeholder, "x"));
        let mut neg = Node::new("neg", OpKind::CallFunction, "torch.ops.aten.neg.default");
        neg.args = vec![crate::ir::Arg::Node(x)];
        let n = before.push(neg);
        let mut out = Node::new("output", OpKind::Output, "output");
        out.args = vec![crate::ir::Arg::Node(n)];
        before.push(out);
        let mut after = before.clone();
        after.nodes[1].name = "abs_1".into();
        after.nodes[1].target = "torch.ops.aten.abs.default".into();
        let d = diff(&before, &after);
        assert_eq!(d.removed.iter().map(|r| r.0.as_str()).collect::<Vec<_>>(), ["neg", "output"]);
        assert_eq!(d.added.iter().map(|r| r.0.as_str()).collect::<Vec<_>>(), ["abs_1", "output"]);
        assert_eq!(d.added[0].1, "abs_1 = torch.ops.aten.abs.default(x)");
        assert!(diff(&before, &before) == StepDiff::default());
    }
}
