//! Our schedule written in the text Inductor's `TORCH_COMPILE_DEBUG` writes
//! (`ir_pre_fusion.txt`, `ir_post_fusion.txt`: each node's `debug_str()`), so a user diffs
//! quantbench against Inductor with the diff tool they already use, line by line. The fields
//! are the ones [`compare`](super::compare) checks; what we do not model (`users`, input
//! distances) is left out rather than guessed.
use super::Schedule;
use super::compare::{NodeText, node_text};
use crate::ir::loop_body::LoopOpKind;
use std::fmt::Write;

fn tuple(v: &[crate::lower::index::Expr]) -> String {
    match v {
        [x] => format!("({x},)"),
        _ => format!("({})", v.iter().map(|e| e.to_string()).collect::<Vec<_>>().join(", ")),
    }
}

fn node(out: &mut String, name: &str, t: &NodeText, s: &Schedule) {
    let list = |v: &[String]| format!("[{}]", v.join(", "));
    let _ = writeln!(out, "{name}: {}", t.kind);
    let _ = writeln!(out, "{name}.writes = {}", list(&t.writes));
    let _ = writeln!(out, "{name}.unmet_dependencies = {}", list(&t.unmet));
    let _ = writeln!(out, "{name}.met_dependencies = {}", list(&t.met));
    let _ = writeln!(out, "{name}.outputs = [");
    for o in &t.outputs {
        let (buf, layout) = o.split_once(": ").unwrap_or((o, ""));
        let class =
            s.nodes.iter().find(|n| n.name == name).map_or("Buffer", |n| n.ir_class.as_str());
        let _ = writeln!(out, "    {buf}: {class}");
        let _ = writeln!(out, "    {buf}.layout = {layout}");
    }
    let _ = writeln!(out, "]");
    let Some((sizes, reduction)) = &t.iteration else { return };
    let device = s.nodes.iter().find(|n| n.name == name).map_or("cpu", |n| n.group.device.as_str());
    let _ = writeln!(out, "{name}.group.device = {device}");
    let _ = writeln!(out, "{name}.group.iteration = ({}, {})", tuple(sizes), tuple(reduction));
    let _ = writeln!(out, "class {name}_loop_body:");
    let op = s.lowered.operations.iter().find(|o| o.name == name);
    let body = op.and_then(|o| o.body()).map(|b| &b.loop_body);
    let last_store = body.and_then(|b| {
        b.ops.last().filter(|o| matches!(o.kind, LoopOpKind::Store { .. })).map(|o| o.name.clone())
    });
    let body_return = format!("        return {}", last_store.as_deref().unwrap_or("None"));
    let mut in_ops = false;
    let mut in_subblocks = false;
    for line in &t.body {
        let is_op =
            line.split_once(" = ").is_some_and(|(_, r)| r.contains("ops.") || r.contains("self."));
        if is_op && !in_ops {
            let _ = writeln!(out, "    def body(self, ops):");
            in_ops = true;
        }
        // The subblocks follow the body's return (`def masked_subblock1(self, ops):`).
        if line.starts_with("def ") {
            if !in_subblocks {
                let _ = writeln!(out, "{body_return}");
                in_subblocks = true;
            }
            let _ = writeln!(out, "    {line}");
            continue;
        }
        let _ = writeln!(out, "{}{line}", if in_ops { "        " } else { "    " });
    }
    if !in_subblocks {
        let _ = writeln!(out, "{body_return}");
    }
}

/// `ir_pre_fusion.txt`: every scheduler node before fusion, in order.
pub fn pre_fusion_text(s: &Schedule) -> String {
    let mut out = String::new();
    for n in &s.nodes {
        node(&mut out, &n.name, &node_text(s, n), s);
        out.push_str("\n\n");
    }
    out
}

/// `ir_post_fusion.txt`: every group after fusion; a fused group lists its members as
/// `snodes[i]` the way Inductor's `FusedSchedulerNode.debug_str` does.
pub fn post_fusion_text(s: &Schedule) -> String {
    let mut out = String::new();
    for g in &s.groups {
        let members: Vec<&super::node::BaseNode> =
            g.members.iter().filter_map(|m| s.nodes.iter().find(|n| &n.name == m)).collect();
        if let [n] = members.as_slice() {
            node(&mut out, &g.name, &node_text(s, n), s);
        } else {
            let kinds: Vec<&str> = members.iter().map(|n| n.kind.as_str()).collect();
            let _ = writeln!(out, "{}: {}({})", g.name, g.kind, kinds.join(","));
            for (i, n) in members.iter().enumerate() {
                let _ = writeln!(out, "{}.snodes[{i}] =", g.name);
                node(&mut out, &n.name, &node_text(s, n), s);
            }
        }
        out.push_str("\n\n");
    }
    out
}
