//! Graphviz DOT: one box per node (name, target, annotation), edges along uses, each
//! `invoke_quant` subgraph as a cluster with a dashed edge from the get_attr that names it, and
//! optionally each generated kernel as a filled cluster around the top-level nodes it computes.
use super::kernels::{KernelGroup, group_of_node};
use crate::ir::py::annotation_text;
use crate::ir::{Graph, OpKind, short_target};
use std::fmt::Write;

pub fn to_dot(g: &Graph) -> String {
    to_dot_with_kernels(g, &[])
}

/// [`to_dot`] with the top-level nodes of each kernel group drawn inside a `kernel <name>`
/// cluster.
pub fn to_dot_with_kernels(g: &Graph, kernels: &[KernelGroup]) -> String {
    let mut out = String::new();
    let _ = writeln!(out, "digraph {} {{", quote(&g.name));
    out.push_str("  rankdir=TB;\n  compound=true;\n  node [shape=box, fontname=\"monospace\", fontsize=10];\n");
    let of = group_of_node(kernels);
    let cluster: Vec<Option<usize>> =
        g.nodes.iter().map(|n| of.get(n.name.as_str()).copied()).collect();
    write_graph(g, "n", "  ", &cluster, &mut out);
    for (k, group) in kernels.iter().enumerate() {
        let members: Vec<usize> =
            (0..g.nodes.len()).filter(|&i| cluster.get(i).copied().flatten() == Some(k)).collect();
        if members.is_empty() {
            continue;
        }
        let _ = writeln!(out, "  subgraph {} {{", quote(&format!("cluster_kernel{k}")));
        let _ = writeln!(
            out,
            "    label={}; style=filled; color=\"#dde8ff\";",
            quote(&format!("kernel {}", group.name))
        );
        for i in members {
            let _ = writeln!(out, "    {};", node_line(g, i, "n"));
        }
        out.push_str("  }\n");
    }
    out.push_str("}\n");
    out
}

fn node_line(g: &Graph, i: usize, prefix: &str) -> String {
    let Some(n) = g.nodes.get(i) else { return String::new() };
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
    format!("{prefix}{i} [label={}{style}]", quote(&label))
}

/// Writes the nodes and edges of `g` with ids prefixed by `prefix` (unique per nesting level).
/// Nodes with a kernel cluster (`cluster[i]`) are written by the caller inside the cluster.
fn write_graph(g: &Graph, prefix: &str, pad: &str, cluster: &[Option<usize>], out: &mut String) {
    for i in 0..g.nodes.len() {
        if cluster.get(i).copied().flatten().is_none() {
            let _ = writeln!(out, "{pad}{};", node_line(g, i, prefix));
        }
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
        write_graph(sg, &sub_prefix, &format!("{pad}  "), &[], out);
        let _ = writeln!(out, "{pad}}}");
        let get_attr = g.nodes.iter().position(|n| n.op == OpKind::GetAttr && n.target == *name);
        if let (Some(ga), false) = (get_attr, sg.nodes.is_empty()) {
            let _ = writeln!(
                out,
                "{pad}{prefix}{ga} -> {sub_prefix}0 [style=dashed, lhead={}];",
                quote(&format!("cluster_{sub_prefix}"))
            );
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
