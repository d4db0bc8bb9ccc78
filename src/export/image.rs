//! A stage laid out whole for [`super::svg`] and [`super::png`] (`export --to svg|png`): folded
//! as the window opens it (a big graph to its outermost groups), or as asked, with the frames
//! of the open groups. The window passes its own layout and frames instead.
use super::svg::{self, Frame, SvgOptions};
use crate::group::{GroupId, GroupKind, Hierarchy};
use crate::layout::{self, Cluster, Layout, LayoutOptions, Progress, Rect, Request};
use std::collections::HashSet;

/// Graphs with more top-level nodes than this open folded, in the window and here.
pub const FOLD_FROM: usize = 1500;

#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Fold {
    /// As the window opens the graph: folded to depth 1 past [`FOLD_FROM`] nodes.
    AsOpened,
    /// Every outermost group one box.
    Folded,
    /// Every node drawn.
    OpenAll,
}

/// The frame of each open group that has something drawn: the union of its boxes, each level
/// 10 units wider than the one inside it. `clusters`: the group each folded box stands for.
pub fn group_frames(
    h: &Hierarchy,
    l: &Layout,
    clusters: &[GroupId],
    collapsed: &HashSet<GroupId>,
) -> Vec<(GroupId, Rect)> {
    let mut rects: Vec<Option<Rect>> = vec![None; h.groups.len()];
    let add = |g: Option<GroupId>, r: Rect, rects: &mut Vec<Option<Rect>>| {
        let Some(g) = g.filter(|g| *g != GroupId::ROOT) else { return };
        let slot = &mut rects[g.idx()];
        *slot = Some(slot.map_or(r, |s| s.union(&r)));
    };
    for it in l.items.iter().filter(|it| it.parent.is_none()) {
        let inner = match it.cluster {
            Some(c) => clusters.get(c as usize).and_then(|g| h.group(*g).parent),
            None => h.node_group.get(it.path.id.idx()).copied(),
        };
        add(inner, it.rect, &mut rects);
    }
    // Children come after their parents: fold the rects outwards from the last group.
    for i in (1..h.groups.len()).rev() {
        if let Some(r) = rects[i] {
            let r = pad(r, 10.0);
            rects[i] = Some(r);
            add(h.groups[i].parent, r, &mut rects);
        }
    }
    (1..h.groups.len())
        .filter_map(|i| Some((GroupId(i as u32), rects[i]?)))
        .filter(|(g, _)| !collapsed.contains(g))
        .collect()
}

fn pad(r: Rect, d: f32) -> Rect {
    Rect { min: [r.min[0] - d, r.min[1] - d - 16.0], max: [r.max[0] + d, r.max[1] + d] }
}

/// The frames as the SVG draws them: the group's label and what is inside.
pub fn svg_frames(h: &Hierarchy, frames: &[(GroupId, Rect)]) -> Vec<Frame> {
    frames
        .iter()
        .map(|&(g, rect)| Frame {
            rect,
            label: h.summary(g).join("  ·  "),
            repeat: matches!(h.group(g).kind, GroupKind::Repeat { .. }),
        })
        .collect()
}

/// Lays `graph` out whole, folded as `fold` says, and writes its SVG.
pub fn whole_graph_svg(
    graph: &crate::ir::Graph,
    h: &Hierarchy,
    fold: Fold,
    dark: bool,
) -> Result<String, layout::Cancelled> {
    let fold_outer = match fold {
        Fold::AsOpened => graph.nodes.len() > FOLD_FROM,
        Fold::Folded => true,
        Fold::OpenAll => false,
    };
    let collapsed: HashSet<GroupId> =
        if fold_outer { h.folded_at(1).into_iter().collect() } else { HashSet::new() };
    let mut ids: Vec<GroupId> = collapsed.iter().copied().collect();
    ids.sort();
    let clusters: Vec<Cluster> =
        ids.iter().map(|&g| Cluster { members: h.members(g), lines: h.summary(g) }).collect();
    let expanded = HashSet::new();
    let mut req = Request::new(graph, &expanded);
    req.clusters = &clusters;
    let lay = layout::layout(&req, &Progress::default())?;
    let frames = svg_frames(h, &group_frames(h, &lay, &ids, &collapsed));
    let opts = SvgOptions { dark, regions: vec![], frames };
    Ok(svg::to_svg(&lay, &LayoutOptions::default(), &opts))
}
