//! Overlay regions (a kernel's nodes, a fusion group): the union of the node boxes, each grown
//! a little, filled once and outlined along the union's boundary. A convex hull around a
//! kernel's nodes also covered the unrelated nodes lying between them.
//!
//! A region's nodes folded away into a group's box are not drawn as that box: every kernel of
//! a folded layer would cover the same box and the layer would read as one kernel. The box
//! says how many regions it holds instead ([`paint_folded`]).
use super::CanvasOverlay;
use super::style;
use super::view::ViewState;
use crate::group::GroupId;
use crate::layout::Layout;
use crate::layout::NodePath;
use egui::{Mesh, Pos2, Rect, Shape, Stroke, pos2, vec2};
use std::collections::HashMap;

use crate::layout::region::GROW;

/// The union of `rects` ([`crate::layout::region::union`]) in the canvas's types.
pub fn union(rects: &[Rect]) -> (Vec<Rect>, Vec<[Pos2; 2]>) {
    let lr: Vec<crate::layout::Rect> = rects
        .iter()
        .map(|r| crate::layout::Rect { min: [r.min.x, r.min.y], max: [r.max.x, r.max.y] })
        .collect();
    let (fills, segs) = crate::layout::region::union(&lr);
    let fills = fills
        .iter()
        .map(|f| Rect::from_min_max(pos2(f.min[0], f.min[1]), pos2(f.max[0], f.max[1])))
        .collect();
    let segs = segs.iter().map(|s| [pos2(s[0][0], s[0][1]), pos2(s[1][0], s[1][1])]).collect();
    (fills, segs)
}

/// Each folded group's box: the layout item drawn for it.
fn folded_boxes(view: &ViewState, layout: &Layout) -> HashMap<GroupId, usize> {
    layout
        .items
        .iter()
        .enumerate()
        .filter_map(|(i, it)| Some((*view.laid_clusters.get(it.cluster? as usize)?, i)))
        .collect()
}

/// The folded group box (its layout item) hiding `p`, when a folded group hides it.
fn folded_box(view: &ViewState, boxes: &HashMap<GroupId, usize>, p: &NodePath) -> Option<usize> {
    let h = view.groups.as_ref().filter(|_| view.drill.is_empty())?;
    let top = p.calls.first().copied().unwrap_or(p.id);
    // Outermost first: a group folded inside a folded group has no box of its own.
    h.ancestors(top).into_iter().rev().find_map(|g| boxes.get(&g).copied())
}

/// The layout items a region covers: its nodes' boxes where drawn, else the folded group box
/// hiding them (what the image export writes, `export::svg::Region`).
pub fn region_items(view: &ViewState, layout: &Layout, nodes: &[NodePath]) -> Vec<usize> {
    let boxes = folded_boxes(view, layout);
    let mut out: Vec<usize> = nodes
        .iter()
        .filter_map(|p| {
            view.visible_item(p)
                .filter(|&i| layout.items[i].cluster.is_none())
                .or_else(|| folded_box(view, &boxes, p))
        })
        .collect();
    out.sort_unstable();
    out.dedup();
    out
}

/// For each folded group box, the indices of the overlay's regions with nodes inside it.
fn folded_regions(
    view: &ViewState,
    layout: &Layout,
    overlay: &CanvasOverlay,
) -> Vec<(usize, Vec<usize>)> {
    let boxes = folded_boxes(view, layout);
    if boxes.is_empty() {
        return vec![];
    }
    let mut per_box: HashMap<usize, Vec<usize>> = HashMap::new();
    for (k, hull) in overlay.hulls.iter().enumerate() {
        for p in &hull.nodes {
            if let Some(b) = folded_box(view, &boxes, p) {
                let v = per_box.entry(b).or_default();
                if v.last() != Some(&k) {
                    v.push(k);
                }
            }
        }
    }
    let mut out: Vec<(usize, Vec<usize>)> = per_box.into_iter().collect();
    out.sort_by_key(|(b, _)| *b);
    out
}

/// Paints the overlay's regions visible in `clip`; far out (`outline` false) fills only.
/// Nodes folded into a group's box are left to [`paint_folded`].
pub fn paint(
    painter: &egui::Painter,
    view: &ViewState,
    layout: &Layout,
    clip: Rect,
    outline: bool,
    overlay: &CanvasOverlay,
) {
    for hull in &overlay.hulls {
        let mut rects: Vec<Rect> = hull
            .nodes
            .iter()
            .filter_map(|p| view.visible_item(p))
            .filter(|&i| layout.items[i].cluster.is_none())
            .map(|i| {
                let r = &layout.items[i].rect;
                Rect::from_min_max(pos2(r.min[0], r.min[1]), pos2(r.max[0], r.max[1])).expand(GROW)
            })
            .collect();
        // Nodes hidden in one collapsed container all map to its box.
        rects.sort_by(|a, b| a.min.x.total_cmp(&b.min.x).then(a.min.y.total_cmp(&b.min.y)));
        rects.dedup();
        if !rects.iter().any(|r| clip.intersects(*r)) {
            continue;
        }
        let (fills, segs) = union(&rects);
        let mut mesh = Mesh::default();
        for r in &fills {
            mesh.add_colored_rect(*r, hull.color.gamma_multiply(0.18));
        }
        painter.add(Shape::mesh(mesh));
        if !outline {
            continue;
        }
        for s in &segs {
            painter.line_segment(*s, Stroke::new(1.5, hull.color));
        }
        let top = rects.iter().min_by(|a, b| a.min.y.total_cmp(&b.min.y));
        if let Some(top) = top.filter(|_| !hull.label.is_empty()) {
            painter.text(
                top.center_top() - vec2(0.0, 4.0),
                egui::Align2::CENTER_BOTTOM,
                &hull.label,
                style::label_font(),
                hull.color,
            );
        }
    }
}

/// On each folded group box holding regions: `12 kernels` and a swatch of each one's colour,
/// on its top left corner, as a label widget (`fn.5: 12 kernels inside`, all names on hover).
pub fn paint_folded(
    ui: &mut egui::Ui,
    painter: &egui::Painter,
    view: &ViewState,
    layout: &Layout,
    overlay: &CanvasOverlay,
    dark: bool,
) {
    let fr = folded_regions(view, layout, overlay);
    for (b, regions) in fr {
        let it = &layout.items[b];
        let r = Rect::from_min_max(
            pos2(it.rect.min[0], it.rect.min[1]),
            pos2(it.rect.max[0], it.rect.max[1]),
        );
        if !painter.clip_rect().intersects(r) {
            continue;
        }
        let n = regions.len();
        let text = format!("{n} kernel{}", if n == 1 { "" } else { "s" });
        let font = egui::FontId::proportional(11.0);
        let galley = painter.layout_no_wrap(text.clone(), font, style::text_color(dark));
        const SWATCH: f32 = 6.0;
        let swatches = n.min(8) as f32 * (SWATCH + 1.0);
        let at = r.left_top() + vec2(4.0, 3.0);
        let pill = Rect::from_min_size(at, vec2(galley.size().x + swatches + 4.0, galley.size().y))
            .expand(2.0);
        let bg = if dark {
            egui::Color32::from_black_alpha(200)
        } else {
            egui::Color32::from_white_alpha(230)
        };
        painter.rect_filled(pill, egui::CornerRadius::same(3), bg);
        for (k, &h) in regions.iter().take(8).enumerate() {
            let x = at.x + k as f32 * (SWATCH + 1.0);
            let sw = Rect::from_min_size(
                pos2(x, at.y + (galley.size().y - SWATCH) / 2.0),
                vec2(SWATCH, SWATCH),
            );
            painter.rect_filled(sw, egui::CornerRadius::same(1), overlay.hulls[h].color);
        }
        painter.galley(at + vec2(swatches + 2.0, 0.0), galley, style::text_color(dark));
        let name = it.lines.first().cloned().unwrap_or_default();
        let label = format!("{name}: {n} kernel{} inside", if n == 1 { "" } else { "s" });
        let resp =
            ui.interact(pill, egui::Id::unique(("qb-folded-kernels", b)), egui::Sense::hover());
        resp.widget_info(|| egui::WidgetInfo::labeled(egui::Role::Label, true, &label));
        let names: Vec<&str> = regions.iter().map(|&h| overlay.hulls[h].label.as_str()).collect();
        resp.on_hover_text(format!(
            "{label}, folded: open the group to see them\n{}",
            names.join("\n")
        ));
    }
}
