//! Groups on the canvas: a frame with a header around each open group, and folded groups as
//! boxes. Headers and folded boxes are AccessKit buttons named by their label (`fn x32`,
//! `layers.5`), which is what the kittest tests click. Far out, where node text is gone,
//! group labels are drawn at a fixed screen size so the outline of the model stays readable;
//! they go on a screen-space layer of their own ([`ScreenText`]).
//! While a tab shows timings (the Kernels tab), each box and header also carries the time of
//! the kernels inside it and its share of the total.
use super::Command;
use super::folding::{summary, time_text};
use super::style;
use super::view::ViewState;
use crate::group::{GroupId, GroupKind, Hierarchy};
use crate::layout::{self, Item};
use egui::emath::TSTransform;
use egui::{Color32, CornerRadius, Rect, Sense, Stroke, StrokeKind, Ui, pos2, vec2};

fn rect(r: &layout::Rect) -> Rect {
    Rect::from_min_max(pos2(r.min[0], r.min[1]), pos2(r.max[0], r.max[1]))
}

fn frame_color(dark: bool) -> Color32 {
    style::frame_color(dark)
}

/// A painter in screen coordinates over the canvas, for text that keeps its size at any zoom.
/// Text painted in the scene is laid out in scene units: 16 px on screen far out is a glyph
/// thousands of units tall, rasterized at that size into the font atlas every frame. Laid out
/// at its screen size it is a few small glyphs, and egui's galley cache keeps it between frames.
pub struct ScreenText {
    pub painter: egui::Painter,
    /// Scene to screen.
    pub to_screen: TSTransform,
}

impl ScreenText {
    /// A layer just above the canvas's scene (below popups and windows), clipped to `clip`.
    pub fn new(ui: &Ui, base: egui::LayerId, clip: Rect, to_screen: TSTransform) -> ScreenText {
        let layer = egui::LayerId::new(base.order, base.id.with("qb-screen-text"));
        ui.ctx().set_sublayer(base, layer);
        ScreenText { painter: egui::Painter::new(ui.ctx().clone(), layer, clip), to_screen }
    }

    fn to_scene(&self, r: Rect) -> Rect {
        self.to_screen.inverse() * r
    }
}

/// Frames of open groups, painted under everything else. Near, the header sits inside the
/// frame's top margin; far out, where a readable header is taller than that margin, it sits
/// above the frame (an inner frame's header is left out when its outer frame's would cover it).
/// Returns where far-out headers went on screen, for the lines beside folded boxes to avoid.
pub fn paint_frames(
    ui: &mut Ui,
    view: &ViewState,
    h: &Hierarchy,
    screen: &ScreenText,
    dark: bool,
    cmds: &mut Vec<Command>,
) -> Vec<Rect> {
    let painter = ui.painter().clone();
    let clip = ui.clip_rect();
    let scale = screen.to_screen.scaling;
    let color = frame_color(dark);
    let near = scale >= 0.33;
    let font = egui::FontId::proportional(if near { 13.0 } else { 16.0 });
    // On screen far out, in scene units near.
    let header_h = painter.layout_no_wrap("fn".into(), font.clone(), color).size().y;
    let mut frame_of: Vec<Option<Rect>> = vec![None; h.groups.len()];
    for &(g, r) in &view.frames {
        frame_of[g.idx()] = Some(rect(&r));
    }
    let w = 1.2 / scale.max(0.05);
    // Far-out headers drawn so far, on screen: side by side frames would stack their headers
    // into one smear; the outer (earlier) one wins and the others keep their frames.
    let mut drawn: Vec<Rect> = vec![];
    for (k, &(g, r)) in view.frames.iter().enumerate() {
        let r = rect(&r);
        if !clip.intersects(r) {
            continue;
        }
        let repeat = matches!(h.group(g).kind, GroupKind::Repeat { .. });
        // A frame under a pixel on screen is part of the haze its neighbours' frames make.
        let on_screen = r.size() * scale;
        if on_screen.x < 1.0 && on_screen.y < 1.0 {
            continue;
        }
        let fill = color.gamma_multiply(if repeat { 0.10 } else { 0.05 });
        // Where the layout interleaves this group's boxes with others', its rect would claim
        // theirs: it is drawn as the union of its own boxes, its header on the topmost one.
        let pieces: Vec<Rect> =
            view.frame_pieces.get(k).map(|p| p.iter().map(rect).collect()).unwrap_or_default();
        let r = if pieces.is_empty() {
            painter.rect(
                r,
                if near { CornerRadius::same(8) } else { CornerRadius::ZERO },
                fill,
                Stroke::new(w, color.gamma_multiply(0.7)),
                StrokeKind::Inside,
            );
            r
        } else {
            let (fills, segs) = super::hulls::union(&pieces);
            for f in fills {
                painter.rect_filled(f, CornerRadius::ZERO, fill);
            }
            for s in segs {
                painter.line_segment(s, Stroke::new(w, color.gamma_multiply(0.7)));
            }
            let top = pieces
                .iter()
                .min_by(|a, b| a.min.y.total_cmp(&b.min.y).then(a.min.x.total_cmp(&b.min.x)));
            top.copied().unwrap_or(r)
        };
        // Far out, a header is only drawn for a frame tall enough on screen to be told apart,
        // and not where an enclosing frame's header (just above it) would cover it.
        if !near && (on_screen.y < 2.0 * header_h || covered(h, &frame_of, g, r, header_h, scale)) {
            continue;
        }
        let mut parts = summary(h, g);
        parts.extend(time_text(view.group_times.as_deref(), g));
        let text = parts.join("  ·  ");
        let header = if near {
            // Cut to the frame's width: past it the header would run over the boxes beside.
            let galley = painter.layout_job(elided(&text, font.clone(), color, r.width() - 12.0));
            let header = Rect::from_min_size(r.min + vec2(6.0, 2.0), galley.size());
            painter.galley(header.min, galley, color);
            header
        } else {
            let galley = screen.painter.layout_no_wrap(text.clone(), font.clone(), color);
            let s = screen.to_screen * r.min;
            let at = pos2(s.x + 6.0, s.y - galley.size().y - 2.0);
            let on_screen = Rect::from_min_size(at, galley.size());
            // Far out the header stands above its frame, where other groups' boxes may be.
            if drawn.iter().any(|d| d.intersects(on_screen))
                || over_others(view, h, g, screen.to_scene(on_screen))
            {
                continue;
            }
            drawn.push(on_screen);
            screen.painter.galley(at, galley, color);
            screen.to_scene(on_screen)
        };
        let resp = ui.interact(header, egui::Id::unique(("qb-group", k, g.0)), Sense::click());
        resp.widget_info(|| egui::WidgetInfo::labeled(egui::Role::Button, true, &text));
        if resp.double_clicked() {
            cmds.push(Command::ToggleGroup(g));
        }
        resp.on_hover_text("Double-click to fold");
    }
    drawn
}

/// `text` on one line, cut with an ellipsis to `width`.
fn elided(text: &str, font: egui::FontId, color: Color32, width: f32) -> egui::text::LayoutJob {
    let mut job = egui::text::LayoutJob::simple_singleline(text.to_owned(), font, color);
    job.wrap = egui::text::TextWrapping::truncate_at_width(width.max(8.0));
    job
}

/// Whether `r` (scene units) covers a top-level box of a node outside group `g`.
fn over_others(view: &ViewState, h: &Hierarchy, g: GroupId, r: Rect) -> bool {
    let Some(l) = view.layout.as_ref() else { return false };
    l.items.iter().any(|it| {
        it.parent.is_none() && rect(&it.rect).intersects(r) && !h.ancestors(it.path.id).contains(&g)
    })
}

/// Whether an enclosing open group's header, drawn above its frame, would cover `g`'s.
fn covered(
    h: &Hierarchy,
    frame_of: &[Option<Rect>],
    g: GroupId,
    r: Rect,
    header_h: f32,
    scale: f32,
) -> bool {
    let mut cur = h.group(g).parent;
    while let Some(o) = cur {
        if frame_of[o.idx()].is_some_and(|or| (r.min.y - or.min.y) * scale < header_h * 1.5) {
            return true;
        }
        cur = h.group(o).parent;
    }
    false
}

/// The group a folded box stands for.
fn cluster_group(view: &ViewState, it: &Item) -> Option<GroupId> {
    it.cluster.and_then(|c| view.laid_clusters.get(c as usize)).copied()
}

/// A folded group's box. Near, its lines are painted by the canvas and its time is a badge on
/// its corner; far out, one line to its right says what it holds, at a size the eye can read.
pub fn paint_cluster(
    painter: &egui::Painter,
    screen: &ScreenText,
    view: &ViewState,
    it: &Item,
    dark: bool,
    placed: &mut Vec<Rect>,
) {
    let scale = screen.to_screen.scaling;
    let r = rect(&it.rect);
    let color = frame_color(dark);
    painter.rect(
        r,
        CornerRadius::same(6),
        style::cluster_fill(dark),
        Stroke::new(1.5 / scale.min(1.0), color),
        StrokeKind::Inside,
    );
    let time = cluster_group(view, it).and_then(|g| time_text(view.group_times.as_deref(), g));
    let bg = if dark { Color32::from_black_alpha(200) } else { Color32::from_white_alpha(230) };
    // Far out, the line beside a box only when the box is a few pixels tall on screen: below
    // that, boxes overlap their neighbours' lines anyway.
    if scale < 0.33 && r.height() * scale >= 3.0 {
        let mut parts = it.lines.clone();
        parts.extend(time);
        let font = egui::FontId::proportional(12.0);
        let galley =
            screen.painter.layout_no_wrap(parts.join("  ·  "), font, style::text_color(dark));
        let s = screen.to_screen * r.right_center();
        let at = s + vec2(6.0, -galley.size().y / 2.0);
        let pill = Rect::from_min_size(at, galley.size()).expand(2.0);
        // Where boxes crowd, the first one's line wins; the others keep their hover text.
        if placed.iter().any(|p| p.intersects(pill)) {
            return;
        }
        placed.push(pill);
        screen.painter.rect_filled(pill, CornerRadius::same(3), bg);
        screen.painter.galley(at, galley, style::text_color(dark));
    } else if let Some(t) = time {
        let galley =
            painter.layout_no_wrap(t, egui::FontId::proportional(11.0), style::text_color(dark));
        let pill = time_pill(r, galley.size());
        painter.rect_filled(pill, CornerRadius::same(3), bg);
        painter.galley(pill.min + vec2(2.0, 2.0), galley, style::text_color(dark));
    }
}

/// Where a folded box's time goes: on its lower right corner, like a kernel's badge.
fn time_pill(r: Rect, size: egui::Vec2) -> Rect {
    let pos = r.right_bottom() + vec2(-4.0, 2.0);
    Rect::from_min_size(pos - vec2(size.x, 0.0), size).expand(2.0)
}

/// Folded boxes as widgets: double-click opens, a click selects the first member. The time on
/// a box is a label of its own (`fn.5: 412.3 µs · 12.5%`), as kernel badges are.
pub fn interact_cluster(ui: &mut Ui, view: &ViewState, it: &Item, cmds: &mut Vec<Command>) {
    let Some(g) = cluster_group(view, it) else {
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
    let time = time_text(view.group_times.as_deref(), g);
    let mut hover = it.lines.join("\n");
    if let Some(t) = &time {
        hover.push_str(&format!("\nkernels: {t} of the kernel time"));
    }
    resp.on_hover_text(format!("{hover}\nDouble-click to open"));
    if let Some(t) = time {
        let text = format!("{label}: {t}");
        let size =
            ui.painter().layout_no_wrap(t, egui::FontId::proportional(11.0), Color32::WHITE).size();
        let resp = ui.interact(
            time_pill(r, size),
            egui::Id::unique(("qb-cluster-time", g.0)),
            Sense::hover(),
        );
        resp.widget_info(|| egui::WidgetInfo::labeled(egui::Role::Label, true, &text));
    }
}
