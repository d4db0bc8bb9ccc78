//! The kernel timeline: one run of the program after the timed ones, one lane per thread of the
//! JIT's pool (extern steps run on thread 0), each kernel's slice where and when it ran, as the
//! Perfetto trace of `run --jit --trace` has it. A click on a slice selects its kernel.
use super::overlay;
use super::worker::ScheduleRun;
use egui::{Color32, Sense, Stroke, Ui, pos2, vec2};

const LANE: f32 = 22.0;
const GUTTER: f32 = 70.0;

/// Draws the timeline; returns the name of a clicked kernel.
pub fn timeline(ui: &mut Ui, run: &ScheduleRun, selected: Option<&str>) -> Option<String> {
    if run.slices.is_empty() {
        ui.weak("No timeline: the traced run did not happen (the run failed or was cancelled).");
        return None;
    }
    let t0 = run.slices.iter().map(|s| s.start_s).fold(f64::INFINITY, f64::min);
    let t1 = run.slices.iter().map(|s| s.start_s + s.dur_s).fold(0.0, f64::max);
    let span = (t1 - t0).max(1e-9);
    let threads = run.slices.iter().map(|s| s.thread).max().unwrap_or(0) + 1;
    ui.label(format!(
        "One run after the timed ones: {} wall, kernels from first start to last end {}; one lane per thread",
        super::summary::fmt_time(run.traced_s),
        super::summary::fmt_time(span)
    ));
    let width = ui.available_width().max(GUTTER + 100.0);
    let (rect, _) =
        ui.allocate_exact_size(vec2(width, LANE * threads as f32 + 16.0), Sense::hover());
    let painter = ui.painter_at(rect);
    let plot_w = rect.width() - GUTTER - 4.0;
    let x = |t: f64| rect.left() + GUTTER + ((t - t0) / span) as f32 * plot_w;
    let text = ui.visuals().text_color();
    for t in 0..threads {
        let y = rect.top() + t as f32 * LANE;
        painter.text(
            pos2(rect.left() + 2.0, y + LANE / 2.0),
            egui::Align2::LEFT_CENTER,
            format!("thread {t}"),
            egui::FontId::proportional(11.0),
            text,
        );
        painter.line_segment(
            [pos2(rect.left() + GUTTER, y + LANE), pos2(rect.right(), y + LANE)],
            Stroke::new(0.5, ui.visuals().weak_text_color()),
        );
    }
    painter.text(
        pos2(rect.right() - 2.0, rect.bottom() - 1.0),
        egui::Align2::RIGHT_BOTTOM,
        super::summary::fmt_time(span),
        egui::FontId::proportional(10.0),
        text,
    );
    let shares = overlay::shares(&run.kernels);
    let max = shares.iter().copied().fold(0.0, f64::max).max(1e-12);
    let mut clicked = None;
    for (i, s) in run.slices.iter().enumerate() {
        let Some(k) = run.kernels.get(s.step) else { continue };
        let y = rect.top() + s.thread as f32 * LANE;
        let (a, b) = (x(s.start_s), x(s.start_s + s.dur_s).max(x(s.start_s) + 1.5));
        let r = egui::Rect::from_min_max(pos2(a, y + 3.0), pos2(b, y + LANE - 2.0));
        let fill = match k.jit {
            true => overlay::heat((shares.get(s.step).copied().unwrap_or(0.0) / max) as f32),
            false => overlay::EXTERN,
        };
        painter.rect_filled(r, 1.0, fill);
        if selected == Some(k.name.as_str()) {
            painter.rect_stroke(
                r,
                1.0,
                Stroke::new(2.0, Color32::WHITE),
                egui::StrokeKind::Outside,
            );
        }
        if r.width() >= 24.0 {
            painter.text(
                r.left_center() + vec2(2.0, 0.0),
                egui::Align2::LEFT_CENTER,
                &k.name,
                egui::FontId::monospace(10.0),
                Color32::BLACK,
            );
        }
        let label =
            format!("{} on thread {}: {}", k.name, s.thread, super::summary::fmt_time(s.dur_s));
        let resp = ui.interact(r, ui.scope_id().with(("qb-slice", i)), Sense::click());
        resp.widget_info(|| egui::WidgetInfo::labeled(egui::Role::Button, true, label.clone()));
        if resp.on_hover_text(format!("{label}; FX nodes: {}", k.fx_nodes.join(", "))).clicked() {
            clicked = Some(k.name.clone());
        }
    }
    clicked
}
