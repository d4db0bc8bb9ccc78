//! Graphviz DOT: one box per node (name, target, annotation), edges along uses, and each
//! `invoke_quant` subgraph as a cluster with a dashed edge from the get_attr that names it.
use crate::import::fx::annotation_text;
use crate::ir::{Graph, OpKind, short_target};
use std::fmt::Write;

pub fn to_dot(g: &Graph) -> String {
    let mut out = String::new();
    let _ = writeln!(out, "digraph {} {{", quote(&g.name));
    out.push_str("  rankdir=TB;\n  compound=true;\n  node [shape=box, fontname=\"monospace\", fontsize=10];\n");
    write_graph(g, "n", "  ", &mut out);
    out.push_str("}\n");
    out
}

/// Writes the nodes and edges of `g` with ids prefixed by `prefix` (unique per nesting level).
fn write_graph(g: &Graph, prefix: &str, pad: &str, out: &mut String) {
    for (i, n) in g.nodes.iter().enumerate() {
        let mut label = n.name.clone();
        match n.op {
            OpKind::CallFunction | OpKind::CallMethod | OpKind::CallModule => {
                label.push('\n');
                label.push_str(short_target(&n.target));
            }
            OpKind::GetAttr => label.push_str(&format!("\nself.{}", n.target)),
            _ => {}
        }
        if let Some(v) = &n.meta.val {
            label.push('\n');
            label.push_str(&annotation_text(v));
        }
        let style = match n.op {
            OpKind::Placeholder => ", shape=ellipse",
            OpKind::Output => ", shape=doubleoctagon",
            OpKind::GetAttr => ", style=dashed",
            _ if n.is_invoke_quant() => ", style=filled, fillcolor=\"#ffe0b0\"",
            _ => "",
        };
        let _ = writeln!(out, "{pad}{prefix}{i} [label={}{style}];", quote(&label));
    }
    for (i, n) in g.nodes.iter().enumerate() {
        for inp in n.input_nodes() {
            let _ = writeln!(out, "{pad}{prefix}{} -> {prefix}{i};", inp.0);
        }
    }
    for (k, (name, sg)) in g.subgraphs.iter().enumerate() {
        let sub_prefix = format!("{prefix}s{k}_");
        let _ = writeln!(out, "{pad}subgraph {} {{", quote(&format!("cluster_{sub_prefix}")));
        let _ = writeln!(out, "{pad}  label={}; style=rounded; color=gray;", quote(name));
        write_graph(sg, &sub_prefix, &format!("{pad}  "), out);
        let _ = writeln!(out, "{pad}}}");
        let get_attr = g.nodes.iter().position(|n| n.op == OpKind::GetAttr && n.target == *name);
        if let (Some(ga), false) = (get_attr, sg.nodes.is_empty()) {
            let _ = writeln!(out, "{pad}{prefix}{ga} -> {sub_prefix}0 [style=dashed, lhead={}];", quote(&format!("cluster_{sub_prefix}")));
        }
    }
}

fn quote(s: &str) -> String {
    let mut out = String::with_capacity(s.len() + 2);
    out.push('"');
    for c in s.chars() {
        match c {
            '"' => out.push_str("\\\""),
            '\\' => out.push_str("\\\\"),
            '\n' => out.push_str("\\n"),
            c => out.push(c),
        }
    }
    out.push('"');
    out
}
