//! Our schedule against Inductor's dumps: pre-fusion nodes (names, kinds, writes, reads, output
//! layouts, iteration groups, loop bodies) against `ir_pre_fusion.txt`, groups against
//! `ir_post_fusion.txt`. Every difference is listed with both sides.
use super::node::{BaseNode, NodeKind};
use super::{FusedGroup, Schedule};
use crate::import::inductor_ir::{IrDump, IrNode};
use crate::lower::{BufferKind, LoweredGraph};
use serde::Serialize;

#[derive(Debug, Clone, Default, PartialEq, Serialize)]
pub struct Comparison {
    pub nodes_total: usize,
    pub nodes_agree: usize,
    pub groups_total: usize,
    pub groups_agree: usize,
    /// One line per difference: `op3: writes: ours [...] vs inductor [...]`.
    pub differences: Vec<String>,
}

impl Comparison {
    pub fn all_agree(&self) -> bool {
        self.differences.is_empty()
    }
}

fn sorted(v: Vec<String>) -> Vec<String> {
    let mut v = v;
    v.sort();
    v.dedup();
    v
}

fn layout_text(g: &LoweredGraph, buf: &str) -> String {
    match g.buffer(buf) {
        Some(b) if b.kind == BufferKind::FallbackKernel && b.layout.size.is_empty() => {
            format!("MultiOutputLayout(device=device(type='{}'))", b.layout.device)
        }
        Some(b) => b.layout.to_string(),
        None => String::new(),
    }
}

/// One pre-fusion node as Inductor's `debug_str` shows it: the fields both the comparison and
/// `ir_text` print, computed once.
pub(super) struct NodeText {
    pub kind: String,
    pub writes: Vec<String>,
    pub unmet: Vec<String>,
    pub met: Vec<String>,
    /// `buf0: FixedLayout(...)`
    pub outputs: Vec<String>,
    /// Only for a `SchedulerNode`: `(sizes, reduction sizes)` and the loop body's lines.
    pub iteration: Option<(Vec<crate::lower::index::Expr>, Vec<crate::lower::index::Expr>)>,
    pub body: Vec<String>,
}

pub(super) fn node_text(s: &Schedule, ours: &BaseNode) -> NodeText {
    let produced = |d: &super::Dep| s.lowered.buffers.iter().any(|b| b.name == d.name());
    let scheduler = ours.kind == NodeKind::SchedulerNode;
    let op = s.lowered.operations.iter().find(|o| o.name == ours.name);
    NodeText {
        kind: format!("{}({})", ours.kind.as_str(), ours.ir_class),
        writes: sorted(ours.writes.iter().map(|d| d.to_string()).collect()),
        unmet: sorted(ours.reads.iter().filter(|d| produced(d)).map(|d| d.to_string()).collect()),
        met: sorted(ours.reads.iter().filter(|d| !produced(d)).map(|d| d.to_string()).collect()),
        outputs: ours
            .outputs
            .iter()
            .map(|b| format!("{b}: {}", layout_text(&s.lowered, b)))
            .collect(),
        iteration: scheduler.then(|| {
            (ours.group.iteration.sizes.clone(), ours.group.iteration.reduction_sizes.clone())
        }),
        body: if scheduler {
            op.and_then(|o| o.body()).map(|b| b.loop_body.render_lines()).unwrap_or_default()
        } else {
            vec![]
        },
    }
}

/// `([s70, 128], [])`: one spelling for our sizes and the dump's, concrete or symbolic.
fn sizes_text<A: std::fmt::Display, B: std::fmt::Display>(a: &[A], b: &[B]) -> String {
    let list = |v: Vec<String>| format!("[{}]", v.join(", "));
    format!(
        "({}, {})",
        list(a.iter().map(|x| x.to_string()).collect()),
        list(b.iter().map(|x| x.to_string()).collect())
    )
}

fn compare_node(s: &Schedule, ours: &BaseNode, theirs: &IrNode, diffs: &mut Vec<String>) -> bool {
    let before = diffs.len();
    let name = &ours.name;
    let o = node_text(s, ours);
    let mut diff = |what: &str, a: String, b: String| {
        if a != b {
            diffs.push(format!("{name}: {what}: ours {a} vs inductor {b}"));
        }
    };
    diff("kind", o.kind.clone(), format!("{}({})", theirs.kind, theirs.detail));
    diff("writes", format!("{:?}", o.writes), format!("{:?}", sorted(theirs.writes.clone())));
    diff(
        "unmet_dependencies",
        format!("{:?}", o.unmet),
        format!("{:?}", sorted(theirs.unmet_dependencies.clone())),
    );
    diff(
        "met_dependencies",
        format!("{:?}", o.met),
        format!("{:?}", sorted(theirs.met_dependencies.clone())),
    );
    let theirs_outs: Vec<String> = theirs
        .outputs
        .iter()
        .map(|b| format!("{}: {}", b.name, b.layout.replace("NonOwningLayout", "FixedLayout")))
        .collect();
    diff("outputs", format!("{:?}", o.outputs), format!("{theirs_outs:?}"));
    if let Some(iteration) = &o.iteration {
        diff(
            "group.iteration",
            sizes_text(&iteration.0, &iteration.1),
            theirs.iteration.as_ref().map_or("None".into(), |(a, b)| sizes_text(a, b)),
        );
        let ours_lb = &o.body;
        let theirs_lb = theirs.loop_body.as_ref().map(|b| b.render_lines()).unwrap_or_default();
        if *ours_lb != theirs_lb {
            let first = ours_lb
                .iter()
                .zip(&theirs_lb)
                .position(|(a, b)| a != b)
                .unwrap_or(ours_lb.len().min(theirs_lb.len()));
            diff(
                "loop body",
                format!("`{}`", ours_lb.get(first).cloned().unwrap_or_default()),
                format!(
                    "`{}` (line {} of the body)",
                    theirs_lb.get(first).cloned().unwrap_or_default(),
                    first + 1
                ),
            );
        }
    }
    diffs.len() == before
}

/// Compares pre-fusion nodes and post-fusion groups (either dump may be absent).
pub fn compare(s: &Schedule, pre: Option<&IrDump>, post: Option<&IrDump>) -> Comparison {
    let mut c = Comparison::default();
    if let Some(pre) = pre {
        c.nodes_total = pre.nodes.len().max(s.nodes.len());
        for t in &pre.nodes {
            match s.nodes.iter().find(|n| n.name == t.name) {
                Some(o) => {
                    if compare_node(s, o, t, &mut c.differences) {
                        c.nodes_agree += 1;
                    }
                }
                None => c.differences.push(format!(
                    "{}: missing in ours (inductor: {}({}))",
                    t.name, t.kind, t.detail
                )),
            }
        }
        for o in &s.nodes {
            if !pre.nodes.iter().any(|t| t.name == o.name) {
                c.differences.push(format!(
                    "{}: extra in ours ({}({}))",
                    o.name,
                    o.kind.as_str(),
                    o.ir_class
                ));
            }
        }
    }
    if let Some(post) = post {
        let theirs: Vec<FusedGroup> = post
            .nodes
            .iter()
            .map(|n| FusedGroup {
                name: n.name.clone(),
                kind: n.kind.clone(),
                members: n.member_names(),
            })
            .collect();
        c.groups_total = theirs.len().max(s.groups.len());
        for t in &theirs {
            match s.groups.iter().find(|g| g.members == t.members) {
                Some(g) if g.kind == t.kind => c.groups_agree += 1,
                Some(g) => c
                    .differences
                    .push(format!("group {}: ours {} vs inductor {}", t.name, g.kind, t.kind)),
                None => {
                    let ours: Vec<&str> = s
                        .groups
                        .iter()
                        .filter(|g| g.members.iter().any(|m| t.members.contains(m)))
                        .map(|g| g.name.as_str())
                        .collect();
                    c.differences.push(format!(
                        "group {} ({}): not formed by us; we have {}",
                        t.name,
                        t.kind,
                        ours.join(", ")
                    ));
                }
            }
        }
        for g in &s.groups {
            if !theirs.iter().any(|t| t.members == g.members) && g.members.len() > 1 {
                c.differences
                    .push(format!("group {} ({}): formed by us, not by inductor", g.name, g.kind));
            }
        }
    }
    c
}
