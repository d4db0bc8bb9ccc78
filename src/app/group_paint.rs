//! Groups on the canvas: a frame with a header around each open group, and folded groups as
//! boxes. Headers and folded boxes are AccessKit buttons named by their label (`fn x32`,
//! `layers.5`), which is what the kittest tests click. Far out, where node text is gone,
//! group labels are drawn at a fixed screen size so the outline of the model stays readable.
use super::Command;
use super::folding::summary;
use super::style;
use super::view::ViewState;
use crate::group::{GroupKind, Hierarchy};
use crate::layout::{self, Item};
use egui::{Color32, CornerRadius, Rect, Sense, Stroke, StrokeKind, Ui, pos2, vec2};

fn rect(r: &layout::Rect) -> Rect {
    Rect::from_min_max(pos2(r.min[0], r.min[1]), pos2(r.max[0], r.max[1]))
}

fn frame_color(dark: bool) -> Color32 {
    if dark { Color32::from_rgb(120, 150, 200) } else { Color32::from_rgb(70, 100, 160) }
}

/// Text `px` points tall on screen whatever the zoom.
fn screen_font(px: f32, scale: f32) -> egui::FontId {
    egui::FontId::proportional(px / scale.max(1e-6))
}

/// Frames of open groups, painted under everything else.
pub fn paint_frames(
    ui: &mut Ui,
    view: &ViewState,
    h: &Hierarchy,
    scale: f32,
    dark: bool,
    cmds: &mut Vec<Command>,
) {
    let painter = ui.painter().clone();
    let clip = ui.clip_rect();
    let color = frame_color(dark);
    for (k, &(g, r)) in view.frames.iter().enumerate() {
        let r = rect(&r);
        if !clip.intersects(r) {
            continue;
        }
        let repeat = matches!(h.group(g).kind, GroupKind::Repeat { .. });
        let w = 1.2 / scale.max(0.05);
        painter.rect(
            r,
            CornerRadius::same(8),
            color.gamma_multiply(if repeat { 0.10 } else { 0.05 }),
            Stroke::new(w, color.gamma_multiply(0.7)),
            StrokeKind::Inside,
        );
        let text = summary(h, g).join("  ·  ");
        // Readable at any zoom: 13 px near, 16 px far (where the frame is all one sees).
        let font =
            if scale >= 0.33 { egui::FontId::proportional(13.0) } else { screen_font(16.0, scale) };
        let galley = painter.layout_no_wrap(text.clone(), font, color);
        let header = Rect::from_min_size(r.min + vec2(6.0 / scale.min(1.0), 2.0), galley.size());
        painter.galley(header.min, galley, color);
        let resp = ui.interact(header, egui::Id::unique(("qb-group", k, g.0)), Sense::click());
        resp.widget_info(|| egui::WidgetInfo::labeled(egui::Role::Button, true, &text));
        if resp.double_clicked() {
            cmds.push(Command::ToggleGroup(g));
        }
        resp.on_hover_text("Double-click to fold");
    }
}

/// A folded group's box.
pub fn paint_cluster(painter: &egui::Painter, it: &Item, scale: f32, dark: bool) {
    let r = rect(&it.rect);
    let color = frame_color(dark);
    painter.rect(
        r,
        CornerRadius::same(6),
        if dark { Color32::from_rgb(40, 52, 72) } else { Color32::from_rgb(225, 233, 246) },
        Stroke::new(1.5 / scale.min(1.0), color),
        StrokeKind::Inside,
    );
    if scale < 0.33 {
        // Far out: the label alone, at a size the eye can read.
        let font = screen_font(12.0, scale);
        let first = it.lines.first().cloned().unwrap_or_default();
        painter.text(r.center(), egui::Align2::CENTER_CENTER, first, font, style::text_color(dark));
    }
}

/// Folded boxes as widgets: double-click opens, a click selects the first member.
pub fn interact_cluster(ui: &mut Ui, view: &ViewState, it: &Item, cmds: &mut Vec<Command>) {
    let Some(g) = it.cluster.and_then(|c| view.laid_clusters.get(c as usize)).copied() else {
        return;
    };
    let r = rect(&it.rect);
    let resp = ui.interact(r, egui::Id::unique(("qb-cluster", g.0)), Sense::click());
    let label = it.lines.first().cloned().unwrap_or_default();
    resp.widget_info(|| egui::WidgetInfo::labeled(egui::Role::Button, true, &label));
    if resp.double_clicked() {
        cmds.push(Command::ToggleGroup(g));
    } else if resp.clicked() {
        cmds.push(Command::Select(view.to_root(&it.path)));
    }
    resp.on_hover_text(format!("{}\nDouble-click to open", it.lines.join("\n")));
}
