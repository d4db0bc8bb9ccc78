//! Our schedule against Inductor's dumps: pre-fusion nodes (kinds, writes, reads, output
//! layouts, iteration groups, loop bodies) against `ir_pre_fusion.txt`, groups against
//! `ir_post_fusion.txt`. Every difference is listed with both sides.
//!
//! The two node lists are aligned by what each node computes, not by its `opN` name: one node
//! more or less shifts every later name, and pairing by name would make every later node
//! disagree. Each node's signature (kind, iteration sizes, loop body and output layouts with
//! every `bufN`/`opN` name blanked) is diffed with Myers' algorithm; aligned pairs give the
//! renaming of our buffers and nodes to Inductor's, under which the pairs and the groups are
//! compared. Nodes only one side has are reported as missing or extra, in program order.
use super::node::{BaseNode, NodeKind};
use super::{FusedGroup, Schedule};
use crate::import::inductor_ir::{IrDump, IrNode};
use crate::lower::{BufferKind, LoweredGraph, OperationKind};
use serde::Serialize;

#[derive(Debug, Clone, Default, PartialEq, Serialize)]
pub struct Comparison {
    pub nodes_total: usize,
    pub nodes_agree: usize,
    /// Inductor's nodes no node of ours aligns with, and ours none of Inductor's aligns with.
    pub nodes_missing: usize,
    pub nodes_extra: usize,
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

/// A FallbackKernel whose results are `MultiOutput`s (a tuple-returning op) has a
/// `MultiOutputLayout`; one returning a single tensor, 0-d or not, keeps its own.
fn has_multi_outputs(g: &LoweredGraph, buf: &str) -> bool {
    g.operations.iter().any(|op| {
        matches!(&op.kind, OperationKind::Extern { class: BufferKind::MultiOutput, inputs, .. }
            if inputs.iter().any(|i| i == buf))
    })
}

fn layout_text(g: &LoweredGraph, buf: &str) -> String {
    match g.buffer(buf) {
        Some(b) if b.kind == BufferKind::FallbackKernel && has_multi_outputs(g, buf) => {
            // `torch.device` prints an index apart: `device(type='cuda', index=0)`.
            let device = match b.layout.device.split_once(':') {
                Some((kind, index)) => format!("type='{kind}', index={index}"),
                None => format!("type='{}'", b.layout.device),
            };
            format!("MultiOutputLayout(device=device({device}))")
        }
        Some(b)
            if matches!(
                b.kind,
                BufferKind::ScatterFallback
                    | BufferKind::IndexPutFallback
                    | BufferKind::InplaceCopyFallback
            ) =>
        {
            format!("NoneLayout(device=device(type='{}'), size=[0], stride=[0])", b.layout.device)
        }
        Some(b) if g.mutations.contains_key(buf) => {
            b.layout.to_string().replacen("FixedLayout(", "MutationLayoutSHOULDREMOVE(", 1)
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

fn compare_node(
    s: &Schedule,
    ours: &BaseNode,
    theirs: &IrNode,
    names: &Renaming,
    diffs: &mut Vec<String>,
) -> bool {
    let before = diffs.len();
    let name = if ours.name == theirs.name {
        ours.name.clone()
    } else {
        format!("{} (inductor's {})", ours.name, theirs.name)
    };
    let o = names.node_text(node_text(s, ours));
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
        .map(|b| format!("{}: {}", b.name, inductor_layout_text(&b.layout)))
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

/// Our buffer and node names as Inductor's, for aligned nodes.
#[derive(Default)]
struct Renaming {
    map: std::collections::HashMap<String, String>,
}

fn name_pattern() -> &'static regex::Regex {
    static RE: std::sync::OnceLock<regex::Regex> = std::sync::OnceLock::new();
    #[allow(clippy::expect_used, reason = "a constant pattern")]
    RE.get_or_init(|| regex::Regex::new(r"\b(?:buf|op)\d+(?:_\d+)?\b").expect("valid"))
}

impl Renaming {
    fn rename(&self, text: &str) -> String {
        if self.map.is_empty() {
            return text.to_string();
        }
        name_pattern()
            .replace_all(text, |c: &regex::Captures| {
                self.map.get(&c[0]).cloned().unwrap_or_else(|| c[0].to_string())
            })
            .into_owned()
    }

    fn all(&self, v: Vec<String>) -> Vec<String> {
        sorted(v.iter().map(|x| self.rename(x)).collect())
    }

    fn node_text(&self, t: NodeText) -> NodeText {
        NodeText {
            kind: t.kind,
            writes: self.all(t.writes),
            unmet: self.all(t.unmet),
            met: self.all(t.met),
            outputs: t.outputs.iter().map(|x| self.rename(x)).collect(),
            iteration: t.iteration,
            body: t.body.iter().map(|x| self.rename(x)).collect(),
        }
    }
}

/// What a node computes, every `bufN`/`opN` blanked: what the two lists are aligned by.
fn signature(kind: &str, iteration: String, body: &[String], outputs: &[String]) -> String {
    let blank = |x: &str| name_pattern().replace_all(x, "#").into_owned();
    let mut sig = format!("{kind}|{iteration}|");
    for l in body.iter().chain(outputs) {
        sig.push_str(&blank(l));
        sig.push('|');
    }
    sig
}

/// Inductor's printed layout in the form ours prints: a cat's slice is a `NonOwningLayout` view of
/// the `ConcatKernel`'s buffer, and a stride computed by `make_channels_last_strides_for` is a
/// Python tuple (`stride=(256, 1, 16, 1)`, `(4,)`), neither of which says anything about layout.
fn inductor_layout_text(layout: &str) -> String {
    let s = layout.replace("NonOwningLayout", "FixedLayout");
    let Some(start) = s.find("stride=(") else { return s };
    let open = start + "stride=".len();
    let Some(len) = s[open..].find(')') else { return s };
    let inner = s[open + 1..open + len].trim_end_matches(',');
    format!("{}[{inner}]{}", &s[..open], &s[open + len + 1..])
}

fn our_signature(s: &Schedule, n: &BaseNode) -> String {
    let t = node_text(s, n);
    let it = t.iteration.as_ref().map_or("None".into(), |(a, b)| sizes_text(a, b));
    signature(&t.kind, it, &t.body, &t.outputs)
}

fn their_signature(t: &IrNode) -> String {
    let it = t.iteration.as_ref().map_or("None".into(), |(a, b)| sizes_text(a, b));
    let body = t.loop_body.as_ref().map(|b| b.render_lines()).unwrap_or_default();
    let outputs: Vec<String> = t
        .outputs
        .iter()
        .map(|b| format!("{}: {}", b.name, inductor_layout_text(&b.layout)))
        .collect();
    signature(&format!("{}({})", t.kind, t.detail), it, &body, &outputs)
}

/// One step of the alignment, in program order.
enum Step {
    Pair(usize, usize),
    Missing(usize),
    Extra(usize),
}

/// Aligns Inductor's nodes (`theirs`) with ours by signature; nodes whose signatures differ
/// but sit in the same gap of the diff are paired in order (a changed node, not a missing one
/// and an extra one).
fn align(s: &Schedule, pre: &IrDump) -> Vec<Step> {
    use similar::DiffOp;
    let theirs: Vec<String> = pre.nodes.iter().map(their_signature).collect();
    let ours: Vec<String> = s.nodes.iter().map(|n| our_signature(s, n)).collect();
    let mut steps = vec![];
    for op in similar::capture_diff_slices(similar::Algorithm::Myers, &theirs, &ours) {
        match op {
            DiffOp::Equal { old_index, new_index, len } => {
                steps.extend((0..len).map(|k| Step::Pair(old_index + k, new_index + k)))
            }
            DiffOp::Delete { old_index, old_len, .. } => {
                steps.extend((old_index..old_index + old_len).map(Step::Missing))
            }
            DiffOp::Insert { new_index, new_len, .. } => {
                steps.extend((new_index..new_index + new_len).map(Step::Extra))
            }
            DiffOp::Replace { old_index, old_len, new_index, new_len } => {
                let both = old_len.min(new_len);
                steps.extend((0..both).map(|k| Step::Pair(old_index + k, new_index + k)));
                steps.extend((old_index + both..old_index + old_len).map(Step::Missing));
                steps.extend((new_index + both..new_index + new_len).map(Step::Extra));
            }
        }
    }
    steps
}

/// Our node names as Inductor's (`op3` -> `op4`), for the nodes that align with one of
/// `dump`'s: what names Inductor's groups by the FX nodes our lowering says each node computes.
/// `dump` is `ir_pre_fusion.txt`, or `ir_post_fusion.txt` with its groups opened into their
/// members (the same nodes, in group order).
pub fn inductor_names(s: &Schedule, dump: &IrDump) -> std::collections::HashMap<String, String> {
    let flat;
    let dump = if dump.nodes.iter().any(|n| !n.snodes.is_empty()) {
        flat = IrDump { nodes: dump.nodes.iter().flat_map(leaves).cloned().collect() };
        &flat
    } else {
        dump
    };
    align(s, dump)
        .into_iter()
        .filter_map(|step| match step {
            Step::Pair(t, o) => Some((s.nodes[o].name.clone(), dump.nodes[t].name.clone())),
            _ => None,
        })
        .collect()
}

fn leaves(n: &IrNode) -> Vec<&IrNode> {
    if n.snodes.is_empty() { vec![n] } else { n.snodes.iter().flat_map(leaves).collect() }
}

/// Compares pre-fusion nodes and post-fusion groups (either dump may be absent).
pub fn compare(s: &Schedule, pre: Option<&IrDump>, post: Option<&IrDump>) -> Comparison {
    let mut c = Comparison::default();
    let mut names = Renaming::default();
    // Nodes only one side has: reported once, as nodes, not again through their groups.
    let (mut missing, mut extra) = (vec![], vec![]);
    if let Some(pre) = pre {
        c.nodes_total = pre.nodes.len().max(s.nodes.len());
        let steps = align(s, pre);
        // The renaming first (a node reads buffers written before and after it in the list).
        for step in &steps {
            if let Step::Pair(t, o) = *step {
                let (t, o) = (&pre.nodes[t], &s.nodes[o]);
                names.map.insert(o.name.clone(), t.name.clone());
                for (ob, tb) in o.outputs.iter().zip(&t.outputs) {
                    names.map.insert(ob.clone(), tb.name.clone());
                }
            }
        }
        for step in steps {
            match step {
                Step::Pair(t, o) => {
                    if compare_node(s, &s.nodes[o], &pre.nodes[t], &names, &mut c.differences) {
                        c.nodes_agree += 1;
                    }
                }
                Step::Missing(t) => {
                    let t = &pre.nodes[t];
                    c.nodes_missing += 1;
                    missing.push(t.name.clone());
                    c.differences.push(format!(
                        "{}: missing in ours (inductor: {}({}) writing {})",
                        t.name,
                        t.kind,
                        t.detail,
                        t.outputs.iter().map(|b| b.name.as_str()).collect::<Vec<_>>().join(", ")
                    ));
                }
                Step::Extra(o) => {
                    let o = &s.nodes[o];
                    c.nodes_extra += 1;
                    extra.push(o.name.clone());
                    c.differences.push(format!(
                        "{}: extra in ours ({}({}) writing {})",
                        o.name,
                        o.kind.as_str(),
                        o.ir_class,
                        o.outputs.join(", ")
                    ));
                }
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
        // Our groups with their members under Inductor's names where nodes aligned.
        let ours: Vec<(&FusedGroup, Vec<String>)> = s
            .groups
            .iter()
            .map(|g| (g, g.members.iter().map(|m| names.rename(m)).collect()))
            .collect();
        c.groups_total = theirs.len().max(s.groups.len());
        for t in &theirs {
            if t.members.iter().any(|m| missing.contains(m)) {
                continue;
            }
            match ours.iter().find(|(_, m)| *m == t.members) {
                Some((g, _)) if g.kind == t.kind => c.groups_agree += 1,
                Some((g, _)) => c
                    .differences
                    .push(format!("group {}: ours {} vs inductor {}", t.name, g.kind, t.kind)),
                None => {
                    let near: Vec<&str> = ours
                        .iter()
                        .filter(|(_, m)| m.iter().any(|m| t.members.contains(m)))
                        .map(|(g, _)| g.name.as_str())
                        .collect();
                    c.differences.push(format!(
                        "group {} ({}): not formed by us; we have {}",
                        t.name,
                        t.kind,
                        near.join(", ")
                    ));
                }
            }
        }
        for (g, m) in &ours {
            if g.members.iter().any(|m| extra.contains(m)) {
                continue;
            }
            if !theirs.iter().any(|t| t.members == *m) && g.members.len() > 1 {
                c.differences
                    .push(format!("group {} ({}): formed by us, not by inductor", g.name, g.kind));
            }
        }
    }
    c
}

#[cfg(test)]
mod tests {
    use super::inductor_layout_text as layout_text;

    #[test]
    fn tuple_strides_read_as_lists() {
        assert_eq!(
            layout_text(
                "NonOwningLayout('cpu', torch.float32, size=[1, 1, 16, 16], stride=(256, 1, 16, 1))"
            ),
            "FixedLayout('cpu', torch.float32, size=[1, 1, 16, 16], stride=[256, 1, 16, 1])"
        );
        assert_eq!(
            layout_text("FixedLayout('cpu', torch.float32, size=[4], stride=(1,), offset=2)"),
            "FixedLayout('cpu', torch.float32, size=[4], stride=[1], offset=2)"
        );
        let plain = "FixedLayout('cpu', torch.float32, size=[4], stride=[1])";
        assert_eq!(layout_text(plain), plain);
    }
}
