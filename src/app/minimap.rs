//! The minimap: the whole layout in the canvas's corner as one mesh of quads, the viewport as
//! a rectangle; a click or drag on it moves the view there.
use super::style;
use super::view::ViewState;
use egui::{Color32, CornerRadius, Mesh, Rect, Sense, Stroke, StrokeKind, Ui, pos2, vec2};

const SIZE: f32 = 180.0;

pub fn show(ui: &mut Ui, view: &mut ViewState, canvas: Rect, dark: bool) {
    let Some(layout) = view.layout.clone() else { return };
    let b = Rect::from_min_max(
        pos2(layout.bounds.min[0], layout.bounds.min[1]),
        pos2(layout.bounds.max[0], layout.bounds.max[1]),
    )
    .expand(20.0);
    if b.width() <= 0.0 || b.height() <= 0.0 || canvas.width() < 3.0 * SIZE {
        return;
    }
    let k = (SIZE / b.width()).min(SIZE / b.height());
    let size = vec2(b.width() * k, b.height() * k).max(vec2(24.0, 24.0));
    let area = Rect::from_min_size(canvas.right_bottom() - size - vec2(10.0, 10.0), size);
    let to_map = |p: egui::Pos2| area.min + (p - b.min) * k;
    let painter = ui.painter_at(area.expand(2.0));
    let bg = if dark { Color32::from_black_alpha(190) } else { Color32::from_white_alpha(215) };
    painter.rect(
        area,
        CornerRadius::same(4),
        bg,
        Stroke::new(1.0, Color32::GRAY),
        StrokeKind::Outside,
    );
    let mut mesh = Mesh::default();
    for it in layout.items.iter().filter(|it| !it.expanded) {
        let r = Rect::from_min_max(
            to_map(pos2(it.rect.min[0], it.rect.min[1])),
            to_map(pos2(it.rect.max[0], it.rect.max[1])),
        );
        let r = r.expand2(vec2((1.0 - r.width()).max(0.0), (1.0 - r.height()).max(0.0)) / 2.0);
        mesh.add_colored_rect(r, style::class_stroke(it.class, dark));
    }
    painter.add(egui::Shape::mesh(mesh));
    let vp = Rect::from_min_max(to_map(view.scene_rect.min), to_map(view.scene_rect.max))
        .intersect(area);
    painter.rect_stroke(
        vp,
        CornerRadius::ZERO,
        Stroke::new(1.5, style::SELECTED),
        StrokeKind::Outside,
    );
    let resp = ui.interact(area, egui::Id::unique("qb-minimap"), Sense::click_and_drag());
    resp.widget_info(|| egui::WidgetInfo::labeled(egui::Role::Image, true, "Minimap"));
    if let Some(p) = resp.interact_pointer_pos().filter(|_| resp.clicked() || resp.dragged()) {
        let centre = b.min + (p - area.min) / k;
        view.scene_rect = Rect::from_center_size(centre, view.scene_rect.size());
    }
}
