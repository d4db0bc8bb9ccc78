//! What a node is, for colouring and labelling: Inductor-ish kinds from the FX target, and the
//! label lines the canvas prints (the layout sizes boxes from the same lines, so the two agree).
use crate::ir::{Graph, Node, NodeId, OpKind, OptionsSource, ValMeta, short_target};
use serde::{Deserialize, Serialize};

/// The kinds the canvas colours by.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub enum NodeClass {
    Input,
    Pointwise,
    Reduction,
    View,
    Matmul,
    InvokeQuant,
    Output,
    /// Anything we cannot see through (attention kernels, indexing, unknown callables).
    Opaque,
}

impl NodeClass {
    pub const ALL: [NodeClass; 8] = [
        NodeClass::Input,
        NodeClass::Pointwise,
        NodeClass::Reduction,
        NodeClass::View,
        NodeClass::Matmul,
        NodeClass::InvokeQuant,
        NodeClass::Output,
        NodeClass::Opaque,
    ];
    pub fn name(self) -> &'static str {
        match self {
            NodeClass::Input => "input",
            NodeClass::Pointwise => "pointwise",
            NodeClass::Reduction => "reduction",
            NodeClass::View => "view",
            NodeClass::Matmul => "matmul",
            NodeClass::InvokeQuant => "invoke_quant",
            NodeClass::Output => "output",
            NodeClass::Opaque => "opaque",
        }
    }
}

// Op names (the part between namespace and overload) by kind. Unknown ops are opaque rather
// than guessed pointwise: a wrong "pointwise" colour would mislead someone reasoning about fusion.
const POINTWISE: &[&str] = &[
    "abs",
    "acos",
    "add",
    "addcdiv",
    "addcmul",
    "asin",
    "atan",
    "atan2",
    "bitwise_and",
    "bitwise_left_shift",
    "bitwise_not",
    "bitwise_or",
    "bitwise_right_shift",
    "bitwise_xor",
    "ceil",
    "clamp",
    "clamp_max",
    "clamp_min",
    "clone",
    "convert_element_type",
    "copy",
    "cos",
    "cosh",
    "div",
    "eq",
    "erf",
    "exp",
    "exp2",
    "expm1",
    "fill",
    "floor",
    "floor_divide",
    "fmod",
    "full_like",
    "ge",
    "gelu",
    "gt",
    "hardtanh",
    "isinf",
    "isnan",
    "le",
    "leaky_relu",
    "lerp",
    "log",
    "log1p",
    "log2",
    "logical_and",
    "logical_not",
    "logical_or",
    "lt",
    "masked_fill",
    "maximum",
    "minimum",
    "mul",
    "ne",
    "neg",
    "pow",
    "reciprocal",
    "relu",
    "remainder",
    "round",
    "rsqrt",
    "sigmoid",
    "sign",
    "silu",
    "sin",
    "sinh",
    "sqrt",
    "square",
    "sub",
    "tan",
    "tanh",
    "to_copy",
    "_to_copy",
    "trunc",
    "where",
    "zeros_like",
    "ones_like",
    "dequantize_per_tensor",
    "quantize_per_tensor",
    "dequantize_per_channel",
    "quantize_per_channel",
    "rand_like",
    "randn_like",
];
const REDUCTION: &[&str] = &[
    "sum",
    "mean",
    "amax",
    "amin",
    "max",
    "min",
    "argmax",
    "argmin",
    "prod",
    "var",
    "var_mean",
    "std",
    "any",
    "all",
    "_softmax",
    "softmax",
    "_log_softmax",
    "log_softmax",
    "cumsum",
    "cumprod",
    "logsumexp",
    "native_layer_norm",
    "norm",
    "topk",
    "sort",
];
const VIEW: &[&str] = &[
    "view",
    "reshape",
    "_unsafe_view",
    "permute",
    "transpose",
    "t",
    "unsqueeze",
    "squeeze",
    "expand",
    "slice",
    "select",
    "as_strided",
    "alias",
    "unfold",
    "split",
    "split_with_sizes",
    "chunk",
    "unbind",
    "narrow",
    "flatten",
    "view_as",
    "diagonal",
    "contiguous",
    "cat",
    "stack",
    "constant_pad_nd",
];
const MATMUL: &[&str] = &[
    "mm",
    "bmm",
    "addmm",
    "baddbmm",
    "matmul",
    "linear",
    "_int_mm",
    "convolution",
    "_weight_int8pack_mm",
    "_weight_int4pack_mm",
    "_scaled_mm",
    "_scaled_dot_product_flash_attention",
    "_scaled_dot_product_flash_attention_for_cpu",
    "_scaled_dot_product_efficient_attention",
    "scaled_dot_product_attention",
    "dot",
    "mv",
    "einsum",
];

/// The op name of a call: `mul` for `torch.ops.aten.mul.Tensor`, `sin` for `torch.sin`, the
/// method for call_method.
fn op_name(node: &Node) -> &str {
    let t = short_target(&node.target);
    let t = t.strip_prefix("torch.").unwrap_or(t);
    match crate::ir::parse_op_target(&node.target) {
        Some(p) => p.op,
        None => t.rsplit('.').next().unwrap_or(t),
    }
}

pub fn classify(node: &Node) -> NodeClass {
    match node.op {
        OpKind::Placeholder | OpKind::GetAttr => return NodeClass::Input,
        OpKind::Output => return NodeClass::Output,
        _ => {}
    }
    if node.is_invoke_quant() || node.target == crate::ir::graph::INVOKE_QUANT_PACKED {
        return NodeClass::InvokeQuant;
    }
    if node.target == crate::ir::graph::GETITEM {
        return NodeClass::View;
    }
    let op = op_name(node);
    let op = op.strip_suffix('_').unwrap_or(op); // in-place variants (`mul_`) share the kind
    if POINTWISE.contains(&op) {
        NodeClass::Pointwise
    } else if REDUCTION.contains(&op) {
        NodeClass::Reduction
    } else if VIEW.contains(&op) {
        NodeClass::View
    } else if MATMUL.contains(&op) {
        NodeClass::Matmul
    } else {
        NodeClass::Opaque
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
        assert_eq!(classify(&n(OpKind::Placeholder, "x")), NodeClass::Input);
        assert_eq!(classify(&n(OpKind::Output, "output")), NodeClass::Output);
    }
}
