//! The hierarchy as indented text (`quantbench inspect --groups`): one line per group,
//! indentation = depth, a repeated block as `name xN` followed by its first instance's groups
//! (all instances with `all`).
use super::{Evidence, GroupId, GroupKind, Hierarchy};
use std::fmt::Write;

fn counts(ops: usize, iq: usize) -> String {
    let mut s = format!("{ops} ops");
    if iq > 0 {
        let _ = write!(s, ", {iq} invoke_quant");
    }
    s
}

pub fn render(h: &Hierarchy, all: bool, max_depth: Option<usize>) -> String {
    let root = h.root();
    let evidence = match &h.evidence {
        Evidence::ModulePaths { nodes, aligned_placeholders, from_provenance } => {
            let mut s = if *aligned_placeholders {
                format!("module paths of the Dynamo graph's placeholders ({nodes} nodes placed")
            } else {
                format!("module paths in node names ({nodes} nodes placed")
            };
            if *from_provenance > 0 {
                let _ = write!(s, ", {from_provenance} ops by Inductor's provenance mapping");
            }
            s + ")"
        }
        Evidence::SourceLines { repeats: Some(n) } => {
            format!(
                "source lines; one repeated source-line sequence cut into {n} instances by order"
            )
        }
        Evidence::SourceLines { repeats: None } => "source lines".to_string(),
        Evidence::None => "none (no module paths or source lines)".to_string(),
    };
    let mut out = format!(
        "{}  {} nodes, {}  [grouped by {evidence}]\n",
        root.name,
        root.size,
        counts(root.op_count, root.invoke_quant_count)
    );
    for &c in &root.children {
        line(h, c, 1, all, max_depth, &mut out);
    }
    if !root.nodes.is_empty() {
        let _ = writeln!(out, "  ({} nodes outside any group)", root.nodes.len());
    }
    out
}

fn line(
    h: &Hierarchy,
    id: GroupId,
    indent: usize,
    all: bool,
    max_depth: Option<usize>,
    out: &mut String,
) {
    if max_depth.is_some_and(|d| indent > d) {
        return;
    }
    let g = h.group(id);
    let pad = "  ".repeat(indent);
    let _ = write!(out, "{pad}{}  {}", h.label(id), counts(g.op_count, g.invoke_quant_count));
    if let (GroupKind::Repeat { .. }, Some(&first)) = (&g.kind, g.children.first()) {
        let f = h.group(first);
        let _ = writeln!(out, "; each {}", counts(f.op_count, f.invoke_quant_count));
        if all {
            for &c in &g.children {
                line(h, c, indent + 1, all, max_depth, out);
            }
        } else {
            for &c in &f.children {
                line(h, c, indent + 1, all, max_depth, out);
            }
        }
        return;
    }
    out.push('\n');
    for &c in &g.children {
        line(h, c, indent + 1, all, max_depth, out);
    }
}
