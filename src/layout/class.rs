//! What a node is, for colouring and labelling: Inductor-ish kinds from the FX target, and the
//! label lines the canvas prints (the layout sizes boxes from the same lines, so the two agree).
use crate::ir::{Graph, Node, NodeId, OpKind, OptionsSource, ValMeta, short_target};
use crate::op;
pub use crate::op::NodeClass;

/// The canvas colours: the table's `canvas` class of the op (`crate::op`), a class of its own
/// (a `cat` is drawn as a view although no engine treats it as one). Unknown callables and
/// call_module nodes are opaque rather than guessed: a wrong "pointwise" colour would mislead
/// someone reasoning about fusion.
pub fn classify(node: &Node) -> NodeClass {
    match node.op {
        OpKind::Placeholder | OpKind::GetAttr => NodeClass::Input,
        OpKind::Output => NodeClass::Output,
        OpKind::CallFunction | OpKind::CallMethod | OpKind::CallModule => {
            op::lookup_node(node).map_or(NodeClass::Opaque, |r| r.op.info().canvas)
        }
    }
}

/// Lines longer than this are cut with `...` (the inspector shows the full text).
pub const MAX_LINE_CHARS: usize = 44;

fn clip(mut s: String) -> String {
    if s.chars().count() > MAX_LINE_CHARS {
        s = s.chars().take(MAX_LINE_CHARS - 3).collect();
        s.push_str("...");
    }
    s
}

/// `f32[512, 256]`, `Sym(s0)`, or the verbatim annotation; None without meta.
pub fn value_type(node: &Node) -> Option<String> {
    match node.meta.val.as_ref()? {
        ValMeta::Tensor(t) => Some(t.type_str()),
        ValMeta::Sym(s) => Some(format!("Sym({})", s.text())),
        ValMeta::Other(s) => Some(s.clone()),
    }
}

/// The target as the canvas prints it: `aten.mul.Tensor`, `input`, `.view()`.
pub fn short_label(node: &Node) -> String {
    match node.op {
        OpKind::Placeholder => "input".into(),
        OpKind::Output => "output".into(),
        OpKind::GetAttr => format!("self.{}", node.target),
        OpKind::CallMethod => format!(".{}()", node.target),
        OpKind::CallModule => format!("self.{}()", node.target),
        OpKind::CallFunction => short_target(&node.target).to_string(),
    }
}

/// `low_precision=True (explicit)` / `(Inductor default)`.
pub fn quant_options_line(node: &Node) -> String {
    match &node.meta.quant_options {
        Some(q) => {
            let src = match q.source {
                OptionsSource::Explicit => "explicit",
                OptionsSource::InductorDefault => "Inductor default",
                OptionsSource::Pattern => "pattern",
            };
            let lp = if q.codegen_low_precision { "True" } else { "False" };
            format!("low_precision={lp} ({src})")
        }
        None => "quant_options: not recorded".into(),
    }
}

/// The label lines of a node box. An invoke_quant call (a container) shows its scheme, options
/// and subgraph size; expanded, only the header lines are printed above the inlined subgraph.
pub fn node_lines(graph: &Graph, id: NodeId) -> Vec<String> {
    let Some(node) = graph.get(id) else { return vec![] };
    let mut lines = vec![clip(node.name.clone())];
    if let Some(r) = &node.meta.recognized {
        lines.push(clip(format!("from {}", r.library)));
    }
    if classify(node) == NodeClass::InvokeQuant {
        let scheme =
            node.scheme().map(|s| format!("scheme='{s}'")).unwrap_or_else(|| "scheme=None".into());
        lines.push(clip(format!("invoke_quant {scheme}")));
        lines.push(clip(quant_options_line(node)));
        if let Some((name, sg)) = graph.called_subgraph(id) {
            lines.push(clip(format!("{name}: {} nodes", sg.total_nodes())));
        }
    } else {
        lines.push(clip(short_label(node)));
    }
    if let Some(t) = value_type(node) {
        lines.push(clip(t));
    }
    lines
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn kinds_from_targets() {
        let n = |op, t: &str| Node::new("n", op, t);
        assert_eq!(
            classify(&n(OpKind::CallFunction, "torch.ops.aten.mul.Tensor")),
            NodeClass::Pointwise
        );
        assert_eq!(
            classify(&n(OpKind::CallFunction, "torch.ops.aten.mean.dim")),
            NodeClass::Reduction
        );
        assert_eq!(
            classify(&n(OpKind::CallFunction, "torch.ops.aten.permute.default")),
            NodeClass::View
        );
        assert_eq!(
            classify(&n(OpKind::CallFunction, "torch.ops.aten.addmm.default")),
            NodeClass::Matmul
        );
        assert_eq!(
            classify(&n(OpKind::CallFunction, "torch.ops.higher_order.invoke_quant")),
            NodeClass::InvokeQuant
        );
        assert_eq!(classify(&n(OpKind::CallFunction, "torch.sin")), NodeClass::Pointwise);
        assert_eq!(
            classify(&n(OpKind::CallFunction, "torch.ops.aten.index.Tensor")),
            NodeClass::Opaque
        );
        assert_eq!(classify(&n(OpKind::CallMethod, "view")), NodeClass::View);
        assert_eq!(classify(&n(OpKind::CallFunction, "operator.getitem")), NodeClass::View);
        assert_eq!(
            classify(&n(OpKind::CallFunction, "torch.ops.aten.mul_.Tensor")),
            NodeClass::Pointwise
        );
        // Drawn as views although they copy; `clone` is drawn pointwise.
        assert_eq!(
            classify(&n(OpKind::CallFunction, "torch.ops.aten.cat.default")),
            NodeClass::View
        );
        assert_eq!(
            classify(&n(OpKind::CallFunction, "torch.ops.aten.clone.default")),
            NodeClass::Pointwise
        );
        assert_eq!(classify(&n(OpKind::CallModule, "linear")), NodeClass::Opaque);
        assert_eq!(classify(&n(OpKind::Placeholder, "x")), NodeClass::Input);
        assert_eq!(classify(&n(OpKind::Output, "output")), NodeClass::Output);
    }
}
