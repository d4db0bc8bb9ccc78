//! Folding groups on the canvas: which groups are collapsed, the boxes the layout gets for
//! them, and the frames drawn around expanded ones. A repeated block (`layers x32`) is never a
//! box of its own: folding it folds its instances, so a folded model still shows its layers.
use super::view::ViewState;
use crate::group::{GroupId, GroupKind, Hierarchy};
use crate::layout::{self, Cluster, Layout};

/// The text of a folded group's box ([`Hierarchy::summary`]).
pub fn summary(h: &Hierarchy, g: GroupId) -> Vec<String> {
    h.summary(g)
}

/// A group's share of the active tab's timings (`ViewState::group_times`): `412.3 µs · 12.5%
/// of 3.3 ms` (the sum of every timed set on the graph), or None when nothing timed lies in it.
pub fn time_text(times: Option<&[f64]>, g: GroupId) -> Option<String> {
    let times = times?;
    let (t, total) = (*times.get(g.idx())?, *times.first()?);
    let of = match total {
        s if s >= 1e-3 => format!("{:.1} ms", s * 1e3),
        s => format!("{:.1} µs", s * 1e6),
    };
    (t > 0.0).then(|| format!("{:.1} µs · {:.1}% of {of}", t * 1e6, 100.0 * t / total.max(1e-30)))
}

/// A step to the same node of a neighbouring instance ([`ViewState::instance_step`]).
pub struct InstanceStep {
    pub from: GroupId,
    pub to: GroupId,
    /// The node in `to` at the selected node's place in `from`.
    pub path: crate::layout::NodePath,
    /// `from` is open and `to` folded: open `to` in its place.
    pub refold: bool,
}

impl ViewState {
    /// The same node `delta` instances on in the repeated block holding `sel`: identical
    /// instances list their members in the same order, so the node at the same index is the
    /// same op (a path into an `invoke_quant` subgraph keeps its inner part when the other
    /// call's subgraph has that node).
    pub fn instance_step(
        &self,
        root: &crate::ir::Graph,
        sel: &crate::layout::NodePath,
        delta: i32,
    ) -> Option<InstanceStep> {
        let h = self.groups.as_ref()?;
        let top = sel.calls.first().copied().unwrap_or(sel.id);
        let from = h
            .ancestors(top)
            .into_iter()
            .rev()
            .find(|g| matches!(h.group(*g).kind, GroupKind::Instance { .. }))?;
        let siblings = &h.group(h.group(from).parent?).children;
        let at = siblings.iter().position(|s| *s == from)? as i64 + i64::from(delta);
        let to = *siblings.get(usize::try_from(at).ok()?)?;
        let (a, b) = (h.members(from), h.members(to));
        let k = a.iter().position(|n| *n == top)?;
        let new_top = if a.len() == b.len() { b[k] } else { *b.first()? };
        let mut path = crate::layout::NodePath::root(new_top);
        if let Some((_, rest)) = sel.calls.split_first() {
            let inner = crate::layout::NodePath { calls: [&[new_top], rest].concat(), id: sel.id };
            if inner.graph(root).and_then(|g| g.get(inner.id)).is_some() {
                path = inner;
            }
        }
        let refold = !self.collapsed.contains(&from) && self.collapsed.contains(&to);
        Some(InstanceStep { from, to, path, refold })
    }

    /// Folds every group at `depth` (1 = the outermost) and opens those above it.
    pub fn collapse_to_depth(&mut self, depth: usize) {
        self.collapsed.clear();
        let Some(h) = self.groups.clone() else { return };
        self.collapsed.extend(h.folded_at(depth));
    }

    /// Folds or opens a group; for a repeated block, all its instances.
    pub fn toggle_group(&mut self, g: GroupId) {
        let Some(h) = self.groups.clone() else { return };
        let targets: Vec<GroupId> = match h.group(g).kind {
            GroupKind::Repeat { .. } => h.group(g).children.clone(),
            _ => vec![g],
        };
        let fold = !targets.iter().all(|t| self.collapsed.contains(t));
        for t in targets {
            if fold {
                self.collapsed.insert(t);
            } else if self.collapsed.remove(&t) {
                self.opened.push(t);
            }
        }
    }

    /// True when `g` or a group around it is folded.
    pub fn is_hidden_group(&self, h: &Hierarchy, g: GroupId) -> bool {
        let mut cur = h.group(g).parent;
        while let Some(c) = cur {
            if self.collapsed.contains(&c) {
                return true;
            }
            cur = h.group(c).parent;
        }
        false
    }

    /// One box per outermost folded group (only at the root level: a drilled-into subgraph has
    /// no groups), with the group each box stands for.
    pub(super) fn clusters(&self) -> (Vec<Cluster>, Vec<GroupId>) {
        let Some(h) = self.groups.as_ref().filter(|_| self.drill.is_empty()) else {
            return (vec![], vec![]);
        };
        let mut ids: Vec<GroupId> =
            self.collapsed.iter().copied().filter(|g| !self.is_hidden_group(h, *g)).collect();
        ids.sort();
        let clusters =
            ids.iter().map(|&g| Cluster { members: h.members(g), lines: summary(h, g) }).collect();
        (clusters, ids)
    }

    /// The frame of each open group that has something drawn: the union of its boxes, each
    /// level 10 units wider than the one inside it.
    pub(super) fn group_frames(
        &self,
        l: &Layout,
        clusters: &[GroupId],
    ) -> Vec<(GroupId, layout::Rect)> {
        let Some(h) = self.groups.as_ref().filter(|_| self.drill.is_empty()) else { return vec![] };
        crate::export::image::group_frames(h, l, clusters, &self.collapsed)
    }
}

impl ViewState {
    /// Top-level boxes of `l` outside group `g` that the rect `r` covers (`groups`: each box's
    /// groups, [`item_groups`]).
    fn others_under(
        l: &Layout,
        groups: &[Vec<GroupId>],
        g: GroupId,
        r: &layout::Rect,
    ) -> Vec<usize> {
        (0..l.items.len())
            .filter(|&i| {
                let it = &l.items[i];
                it.parent.is_none() && it.rect.intersects(r) && !groups[i].contains(&g)
            })
            .collect()
    }

    /// For each frame of `frames` whose rect would cover boxes of nodes outside its group (the
    /// layout interleaves groups where their dataflow does): the group's own boxes, padded, to
    /// draw as their union instead, as kernel hulls are. Empty where the rect covers only its own.
    pub(super) fn frame_pieces(
        &self,
        l: &Layout,
        frames: &[(GroupId, layout::Rect)],
    ) -> Vec<Vec<layout::Rect>> {
        let Some(h) = self.groups.as_ref().filter(|_| self.drill.is_empty()) else { return vec![] };
        let groups = item_groups(h, l);
        frames
            .iter()
            .map(|(g, r)| {
                if Self::others_under(l, &groups, *g, r).is_empty() {
                    return vec![];
                }
                let mine = (0..l.items.len()).filter(|&i| groups[i].contains(g));
                mine.map(|i| pad(l.items[i].rect, PIECE_PAD)).collect()
            })
            .collect()
    }

    /// Pairs (group, node or box label) where a drawn frame covers a box outside its group.
    pub fn frames_over_others(&self) -> Vec<(String, String)> {
        let (Some(h), Some(l)) = (self.groups.as_ref(), self.layout.as_ref()) else {
            return vec![];
        };
        let groups = item_groups(h, l);
        let mut out = vec![];
        for (k, (g, r)) in self.frames.iter().enumerate() {
            let pieces = self.frame_pieces.get(k).filter(|p| !p.is_empty());
            let shapes: Vec<layout::Rect> = pieces.cloned().unwrap_or_else(|| vec![*r]);
            for i in shapes.iter().flat_map(|s| Self::others_under(l, &groups, *g, s)) {
                let name = l.items[i].lines.first().cloned().unwrap_or_default();
                out.push((h.label(*g), name));
            }
        }
        out.sort();
        out.dedup();
        out
    }
}

/// The groups around each top-level box of `l` (a folded box's first member's, its own group
/// included); none for boxes inside expanded containers.
fn item_groups(h: &Hierarchy, l: &Layout) -> Vec<Vec<GroupId>> {
    let top = |it: &layout::Item| it.parent.is_none();
    l.items.iter().map(|it| if top(it) { h.ancestors(it.path.id) } else { vec![] }).collect()
}

/// How far a frame drawn as the union of its group's boxes reaches past each box: less than
/// half the gap between neighbouring boxes, so it never reaches a neighbour.
const PIECE_PAD: f32 = 6.0;

fn pad(r: layout::Rect, d: f32) -> layout::Rect {
    layout::Rect { min: [r.min[0] - d, r.min[1] - d - 16.0], max: [r.max[0] + d, r.max[1] + d] }
}
