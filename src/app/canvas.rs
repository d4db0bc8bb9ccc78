//! The graph canvas: an `egui::Scene` (pan by drag, zoom around the cursor) over the layout.
//! Only shapes inside the visible scene rect are painted; far out (level of detail) nodes become
//! one mesh of plain quads and edges straight hairlines, which keeps a 50k-node graph fluid.
use super::style;
use super::view::ViewState;
use super::{CanvasOverlay, Command};
use crate::ir::Graph;
use crate::layout::{self, Edge, Item, Layout, NodeClass, NodePath};
use egui::emath::TSTransform;
use egui::{
    Color32, CornerRadius, Mesh, Pos2, Rect, Sense, Shape, Stroke, StrokeKind, Ui, Vec2, pos2, vec2,
};
use std::collections::HashSet;

/// Below this zoom, text is unreadable: draw quads only.
const LOD_TEXT: f32 = 0.33;
/// Below this zoom, node boxes are specks: edges are dropped too.
const LOD_EDGES: f32 = 0.04;
/// Above this many visible nodes, nodes are not registered as widgets (hit-testing stays manual).
const MAX_WIDGETS: usize = 4000;

pub struct CanvasInput<'a> {
    pub root: &'a Graph,
    pub overlay: &'a CanvasOverlay,
    /// Search matches (root paths) and the current one.
    pub hits: &'a HashSet<NodePath>,
    pub current_hit: Option<&'a NodePath>,
    pub dark: bool,
    /// Tells this canvas's widgets from another's in the same window (the comparison view
    /// draws two graphs whose node paths coincide).
    pub salt: &'static str,
}

fn rect(r: &layout::Rect) -> Rect {
    Rect::from_min_max(pos2(r.min[0], r.min[1]), pos2(r.max[0], r.max[1]))
}

fn p2(p: &layout::Pos) -> Pos2 {
    pos2(p[0], p[1])
}

/// The scene rect that shows `bounds` whole, at most at 1:1 (small graphs are not blown up).
/// A strip is left free above the graph for the outermost group's header, which far out sits
/// above its frame.
pub fn fit_rect(bounds: Rect, canvas: Rect) -> Rect {
    const TOP: f32 = 28.0;
    let b = bounds.expand(24.0);
    let room = (canvas.height() - TOP).max(1.0);
    let scale = (canvas.width() / b.width().max(1.0)).min(room / b.height().max(1.0)).min(1.0);
    let k = scale.max(1e-6);
    Rect::from_center_size(b.center() - vec2(0.0, TOP / 2.0 / k), canvas.size() / k)
}

/// The view a graph opens at: the whole graph when its text stays readable that way; else (a
/// tall graph, a folded 32-layer decoder) its full width at a readable scale, at most 1:1, with
/// its top in view: boxes without text tell nothing, and the minimap shows the rest. A graph too
/// wide for even that opens at the readable scale on its top left corner.
pub fn first_fit(bounds: Rect, canvas: Rect) -> Rect {
    const TOP: f32 = 28.0;
    let whole = fit_rect(bounds, canvas);
    if canvas.width() / whole.width().max(1e-6) >= LOD_TEXT {
        return whole;
    }
    let b = bounds.expand(24.0);
    let scale = (canvas.width() / b.width().max(1.0)).clamp(LOD_TEXT, 1.0);
    let size = canvas.size() / scale;
    let left = if size.x >= b.width() { b.center().x - size.x / 2.0 } else { b.min.x };
    Rect::from_min_size(pos2(left, b.min.y - TOP / scale), size)
}

/// The scene rect that centres `p` at the current zoom, zooming in if far out.
fn centre_rect(scene: Rect, canvas: Rect, p: Pos2) -> Rect {
    let scale = canvas.width() / scene.width().max(1e-6);
    // Snap to 1:1 when zoomed far out: thin glyph strokes (underscores) vanish below it.
    let size = if scale < 0.6 { canvas.size() } else { scene.size() };
    Rect::from_center_size(p, size)
}

pub fn show(ui: &mut Ui, view: &mut ViewState, input: &CanvasInput, cmds: &mut Vec<Command>) {
    let canvas = ui.available_rect_before_wrap();
    view.canvas_rect = canvas;
    let Some(layout) = view.layout.clone() else {
        ui.centered_and_justified(|ui| ui.label("Laying out..."));
        return;
    };
    if view.fit_pending && canvas.width() > 1.0 {
        let fit = if view.fit_whole { fit_rect } else { first_fit };
        view.scene_rect = fit(rect(&layout.bounds), canvas);
        (view.fit_pending, view.fit_whole) = (false, false);
    }
    // A reveal that opened groups waits for the layout that draws the node itself.
    if view.job.is_none()
        && let Some(p) = view.focus_pending.take()
        && let Some(i) = view.visible_item(&p)
    {
        view.scene_rect =
            centre_rect(view.scene_rect, canvas, rect(&layout.items[i].rect).center());
    }
    // Wait for the layout that shows the node (a big graph lays out on a worker thread).
    if view.job.is_none()
        && canvas.width() > 1.0
        && let Some(g) = view.fit_group_pending.take()
        && let Some((_, r)) = view.frames.iter().find(|(f, _)| *f == g)
    {
        view.scene_rect = fit_rect(rect(r), canvas);
    }
    if view.job.is_none()
        && canvas.width() > 1.0
        && let Some(nodes) = view.fit_nodes_pending.take()
    {
        let shown = nodes.iter().filter_map(|p| view.visible_item(p));
        if let Some(u) = shown.map(|i| rect(&layout.items[i].rect)).reduce(|a, b| a.union(b)) {
            let fits =
                u.width() <= view.scene_rect.width() && u.height() <= view.scene_rect.height();
            view.scene_rect = match fits {
                true => centre_rect(view.scene_rect, canvas, u.center()),
                false => fit_rect(u.expand(40.0), canvas),
            };
        }
    }
    if view.job.is_none()
        && let Some((p, offset)) = view.anchor_pending.take()
        && let Some(i) = view.visible_item(&p)
    {
        let c = rect(&layout.items[i].rect).center();
        view.scene_rect = Rect::from_min_size(c - offset, view.scene_rect.size());
    }
    let Some(graph) = view.view_graph(input.root) else { return };
    let mut scene_rect = view.scene_rect;
    let scene = egui::Scene::new().zoom_range(0.0005..=4.0).scroll_zooms(true);
    let (base, screen_clip) = (ui.layer_id(), canvas.intersect(ui.clip_rect()));
    let resp = scene.show(ui, &mut scene_rect, |ui| {
        let to_global = ui.ctx().layer_transform_to_global(ui.layer_id()).unwrap_or_default();
        let screen = super::group_paint::ScreenText::new(ui, base, screen_clip, to_global);
        paint(ui, view, &layout, graph, input, &screen, cmds);
    });
    view.scene_rect = scene_rect;
    if view.show_minimap {
        super::minimap::show(ui, view, canvas, input.dark);
    }
    if resp.response.clicked() {
        // A click on empty canvas clears the selection.
        cmds.push(Command::Deselect);
    }
}

struct Frame<'a> {
    dark: bool,
    salt: &'static str,
    scale: f32,
    clip: Rect,
    layout: &'a Layout,
}

fn paint(
    ui: &mut Ui,
    view: &ViewState,
    layout: &Layout,
    graph: &Graph,
    input: &CanvasInput,
    screen: &super::group_paint::ScreenText,
    cmds: &mut Vec<Command>,
) {
    let to_global = screen.to_screen;
    let f = Frame {
        dark: input.dark,
        salt: input.salt,
        scale: to_global.scaling,
        clip: ui.clip_rect(),
        layout,
    };
    let painter = ui.painter().clone();
    let visible: Vec<usize> = (0..layout.items.len())
        .filter(|&i| f.clip.intersects(rect(&layout.items[i].rect)))
        .collect();
    let fine = f.scale >= LOD_TEXT;
    // Far-out headers and lines beside folded boxes drawn so far, on screen (each skips the
    // space of those before it).
    let mut placed: Vec<Rect> = vec![];
    if let Some(h) = view.groups.clone().filter(|_| view.drill.is_empty()) {
        placed = super::group_paint::paint_frames(ui, view, &h, screen, f.dark, cmds);
    }

    // Expanded containers first: everything inside paints over them.
    for &i in &visible {
        let it = &layout.items[i];
        if it.expanded {
            paint_container(&painter, &f, it);
        }
    }
    super::hulls::paint(&painter, view, layout, f.clip, fine, input.overlay);
    paint_ghosts(ui, &painter, view, &f, input.overlay);
    let hovered_edge = if fine { hovered_edge(ui, &f, to_global) } else { None };
    paint_edges(&painter, &f, hovered_edge);

    let selected = view.selection.as_ref().and_then(|p| view.visible_item(p));
    let hits: HashSet<usize> = input.hits.iter().filter_map(|p| view.visible_item(p)).collect();
    let current = input.current_hit.and_then(|p| view.visible_item(p));
    let highlights: Vec<(usize, Color32)> = input
        .overlay
        .highlight
        .iter()
        .filter_map(|(p, c)| Some((view.visible_item(p)?, *c)))
        .collect();
    if fine {
        for &i in &visible {
            let it = &layout.items[i];
            if it.cluster.is_some() {
                super::group_paint::paint_cluster(&painter, screen, view, it, f.dark, &mut placed);
                paint_lines(&painter, &f, rect(&it.rect), &it.lines);
            } else if !it.expanded {
                paint_node(&painter, &f, it);
            }
        }
    } else {
        // At least 2 px on screen, or far-out graphs vanish into sub-pixel specks.
        let min = 2.0 / f.scale.max(1e-6);
        let mut mesh = Mesh::default();
        for &i in &visible {
            let it = &layout.items[i];
            if !it.expanded {
                let r = rect(&it.rect);
                let grow = vec2((min - r.width()).max(0.0), (min - r.height()).max(0.0)) / 2.0;
                mesh.add_colored_rect(r.expand2(grow), style::class_stroke(it.class, f.dark));
            }
        }
        painter.add(Shape::mesh(mesh));
        for &i in &visible {
            if layout.items[i].cluster.is_some() {
                let it = &layout.items[i];
                super::group_paint::paint_cluster(&painter, screen, view, it, f.dark, &mut placed);
            }
        }
    }
    let outline = |i: usize, color: Color32, width: f32| {
        if let Some(it) = layout.items.get(i) {
            let w = (width / f.scale.max(0.05)).max(width);
            painter.rect_stroke(
                rect(&it.rect).expand(w / 2.0 + 1.0),
                CornerRadius::same(6),
                Stroke::new(w, color),
                StrokeKind::Outside,
            );
        }
    };
    for &(i, c) in &highlights {
        outline(i, c, 2.5);
    }
    for &i in &hits {
        outline(i, style::SEARCH_HIT, 2.0);
    }
    if let Some(i) = current {
        outline(i, style::SEARCH_HIT, 4.0);
    }
    if let Some(i) = selected {
        outline(i, style::SELECTED, 3.0);
    }
    if fine {
        paint_badges(ui, &painter, view, &f, input.overlay);
        super::hulls::paint_folded(ui, &painter, view, layout, input.overlay, f.dark);
    }
    if let Some(e) = hovered_edge {
        edge_tooltip(ui, graph, view, layout, &layout.edges[e]);
    }
    if visible.len() <= MAX_WIDGETS {
        interact_nodes(ui, view, layout, graph, &visible, f.salt, cmds);
    }
}

fn paint_container(painter: &egui::Painter, f: &Frame, it: &Item) {
    let r = rect(&it.rect);
    painter.rect(
        r,
        CornerRadius::same(10),
        style::container_fill(f.dark),
        Stroke::new(1.5, style::class_stroke(NodeClass::InvokeQuant, f.dark)),
        StrokeKind::Inside,
    );
    if f.scale >= LOD_TEXT {
        paint_lines(painter, f, r, &it.lines);
    }
}

fn paint_lines(painter: &egui::Painter, f: &Frame, r: Rect, lines: &[String]) {
    let opts = style::layout_options();
    let font = style::label_font();
    for (k, line) in lines.iter().enumerate() {
        let pos = r.min + vec2(opts.box_pad[0], opts.box_pad[1] + k as f32 * opts.line_height);
        // The name line is bright, the rest a little dimmer.
        let color = if k == 0 {
            style::text_color(f.dark)
        } else {
            style::text_color(f.dark).gamma_multiply(0.8)
        };
        painter.text(pos, egui::Align2::LEFT_TOP, line, font.clone(), color);
    }
}

fn paint_node(painter: &egui::Painter, f: &Frame, it: &Item) {
    let r = rect(&it.rect);
    let radius = if it.class == NodeClass::Input || it.class == NodeClass::Output { 12 } else { 4 };
    painter.rect(
        r,
        CornerRadius::same(radius),
        style::class_fill(it.class, f.dark),
        Stroke::new(1.0, style::class_stroke(it.class, f.dark)),
        StrokeKind::Inside,
    );
    if it.class == NodeClass::InvokeQuant {
        // A collapsed container: a second frame edge hints that it opens.
        painter.rect_stroke(
            r.shrink(3.0),
            CornerRadius::same(3),
            Stroke::new(1.0, style::text_color(f.dark).gamma_multiply(0.4)),
            StrokeKind::Inside,
        );
    }
    paint_lines(painter, f, r, &it.lines);
}

/// The curve through an edge's points: vertical tangents at every point, like dot's splines.
fn edge_beziers(e: &Edge) -> impl Iterator<Item = [Pos2; 4]> + '_ {
    e.points.windows(2).map(|w| {
        let (a, b) = (p2(&w[0]), p2(&w[1]));
        let dy = (b.y - a.y).abs().max(8.0) * 0.5;
        [a, a + vec2(0.0, dy), b - vec2(0.0, dy), b]
    })
}

fn paint_edges(painter: &egui::Painter, f: &Frame, hovered: Option<usize>) {
    if f.scale < LOD_EDGES {
        return;
    }
    let color = style::edge_color(f.dark);
    // Edges the layout could not route through dummy nodes span thousands of layers: their
    // bounding box meets almost any view. Each piece is culled against the view on its own and
    // long straight pieces are clipped to it, so a zoomed-in frame only pays for what it shows.
    let view = f.clip.expand(8.0 / f.scale.max(1e-6));
    if f.scale < LOD_TEXT {
        // Hairlines as one mesh: no anti-aliasing, no curve tessellation.
        let mut mesh = Mesh::default();
        let w = 1.0 / f.scale;
        for e in f.layout.edges.iter().filter(|e| view.intersects(rect(&e.bbox))) {
            for s in e.points.windows(2) {
                if let Some((a, b)) = clip_segment(p2(&s[0]), p2(&s[1]), view) {
                    add_segment(&mut mesh, a, b, w, color);
                }
            }
        }
        painter.add(Shape::mesh(mesh));
        return;
    }
    // Curves are flattened by length: a piece much longer than the view is drawn straight.
    let far = 2.0 * (f.clip.width() + f.clip.height());
    for (k, e) in f.layout.edges.iter().enumerate() {
        if !view.intersects(rect(&e.bbox)) {
            continue;
        }
        let (c, w) = if hovered == Some(k) { (style::HOVER_EDGE, 2.5) } else { (color, 1.2) };
        for pts in edge_beziers(e) {
            if (pts[3] - pts[0]).length() > far {
                if let Some((a, b)) = clip_segment(pts[0], pts[3], view) {
                    painter.line_segment([a, b], Stroke::new(w, c));
                }
            } else if view.intersects(Rect::from_points(&pts)) {
                // A cubic lies inside its control points' hull.
                painter.add(egui::epaint::CubicBezierShape::from_points_stroke(
                    pts,
                    false,
                    Color32::TRANSPARENT,
                    Stroke::new(w, c),
                ));
            }
        }
        if let Some(tip) = e.points.last().map(p2).filter(|t| view.contains(*t)) {
            let s = 4.0;
            painter.add(Shape::convex_polygon(
                vec![tip, tip + vec2(-s, -1.6 * s), tip + vec2(s, -1.6 * s)],
                c,
                Stroke::NONE,
            ));
        }
    }
}

/// The part of segment `a`-`b` inside `r` (Liang-Barsky), or `None` if it misses `r`.
fn clip_segment(a: Pos2, b: Pos2, r: Rect) -> Option<(Pos2, Pos2)> {
    let d = b - a;
    let (mut t0, mut t1) = (0.0f32, 1.0f32);
    for (p, q) in
        [(-d.x, a.x - r.min.x), (d.x, r.max.x - a.x), (-d.y, a.y - r.min.y), (d.y, r.max.y - a.y)]
    {
        if p == 0.0 {
            if q < 0.0 {
                return None;
            }
        } else {
            let t = q / p;
            if p < 0.0 {
                t0 = t0.max(t);
            } else {
                t1 = t1.min(t);
            }
            if t0 > t1 {
                return None;
            }
        }
    }
    Some((a + d * t0, a + d * t1))
}

fn add_segment(mesh: &mut Mesh, a: Pos2, b: Pos2, width: f32, color: Color32) {
    let d = b - a;
    let len = d.length();
    if len <= f32::EPSILON {
        return;
    }
    let n = vec2(-d.y, d.x) / len * (width / 2.0);
    let i = mesh.vertices.len() as u32;
    for p in [a + n, a - n, b - n, b + n] {
        mesh.colored_vertex(p, color);
    }
    mesh.add_triangle(i, i + 1, i + 2);
    mesh.add_triangle(i, i + 2, i + 3);
}

fn hovered_edge(ui: &Ui, f: &Frame, to_global: TSTransform) -> Option<usize> {
    let pointer = ui.input(|i| i.pointer.hover_pos())?;
    // Nodes win over edges: no edge hover while over a box.
    let p = to_global.inverse() * pointer;
    if !f.clip.contains(p)
        || f.layout.items.iter().any(|it| !it.expanded && rect(&it.rect).contains(p))
    {
        return None;
    }
    let tol = 6.0 / f.scale;
    let mut best: Option<(f32, usize)> = None;
    for (k, e) in f.layout.edges.iter().enumerate() {
        if !rect(&e.bbox).expand(tol).contains(p) {
            continue;
        }
        for pts in edge_beziers(e) {
            let mut prev = pts[0];
            for s in 1..=12 {
                let t = s as f32 / 12.0;
                let q = cubic(&pts, t);
                let d = dist_to_segment(p, prev, q);
                if d < tol && best.is_none_or(|(bd, _)| d < bd) {
                    best = Some((d, k));
                }
                prev = q;
            }
        }
    }
    best.map(|(_, k)| k)
}

fn cubic(p: &[Pos2; 4], t: f32) -> Pos2 {
    let u = 1.0 - t;
    let v = p[0].to_vec2() * (u * u * u)
        + p[1].to_vec2() * (3.0 * u * u * t)
        + p[2].to_vec2() * (3.0 * u * t * t)
        + p[3].to_vec2() * (t * t * t);
    v.to_pos2()
}

fn dist_to_segment(p: Pos2, a: Pos2, b: Pos2) -> f32 {
    let ab = b - a;
    let t =
        if ab.length_sq() > 0.0 { ((p - a).dot(ab) / ab.length_sq()).clamp(0.0, 1.0) } else { 0.0 };
    (a + ab * t).distance(p)
}

fn edge_tooltip(ui: &Ui, root: &Graph, view: &ViewState, layout: &Layout, e: &Edge) {
    let (Some(from), Some(to)) =
        (layout.items.get(e.from as usize), layout.items.get(e.to as usize))
    else {
        return;
    };
    let name = |it: &Item| -> String {
        let p = view.to_root(&it.path);
        p.graph(root).and_then(|g| g.get(p.id)).map(|n| n.name.clone()).unwrap_or_default()
    };
    let producer = view.to_root(&from.path);
    let node = producer.graph(root).and_then(|g| g.get(producer.id));
    egui::Tooltip::always_open(
        ui.ctx().clone(),
        ui.layer_id(),
        egui::Id::unique("qb-edge-tip"),
        egui::PopupAnchor::Pointer,
    )
    .show(|ui| {
        ui.strong(format!("{} -> {}", name(from), name(to)));
        match node.and_then(|n| n.meta.tensor()) {
            Some(t) => {
                ui.monospace(t.type_str());
                if let (Some(numel), Some(bytes)) = (t.numel(), t.nbytes()) {
                    ui.label(format!("{numel} elements, {}", super::inspector::human_bytes(bytes)));
                }
            }
            None => {
                ui.label(
                    node.and_then(layout::class::value_type)
                        .unwrap_or_else(|| "no tensor meta".into()),
                );
            }
        }
    });
}

/// Removed nodes as dashed boxes where the previous layout had them (stepping stages keeps the
/// layout anchored, so that is where they disappeared from), labelled `removed: name`, which is
/// also their AccessKit label. Top level only: the previous layout is of the root graph.
fn paint_ghosts(
    ui: &Ui,
    painter: &egui::Painter,
    view: &ViewState,
    f: &Frame,
    overlay: &CanvasOverlay,
) {
    let Some((prev, prev_graph)) =
        view.previous.as_ref().filter(|_| view.drill.is_empty() && !overlay.ghosts.is_empty())
    else {
        return;
    };
    let names: HashSet<&str> = overlay.ghosts.iter().map(String::as_str).collect();
    let color = style::REMOVED;
    for it in &prev.items {
        let Some(node) = prev_graph
            .get(it.path.id)
            .filter(|n| it.path.calls.is_empty() && names.contains(n.name.as_str()))
        else {
            continue;
        };
        let r = rect(&it.rect);
        if !f.clip.intersects(r) {
            continue;
        }
        let w = (1.5 / f.scale.max(0.05)).max(1.5);
        let corners =
            [r.left_top(), r.right_top(), r.right_bottom(), r.left_bottom(), r.left_top()];
        painter.extend(Shape::dashed_line(&corners, Stroke::new(w, color), 6.0 * w, 4.0 * w));
        let text = format!("removed: {}", node.name);
        if f.scale >= LOD_TEXT {
            painter.text(
                r.center(),
                egui::Align2::CENTER_CENTER,
                &text,
                egui::FontId::proportional(12.0),
                color,
            );
        }
        let resp =
            ui.interact(r, egui::Id::unique(("qb-ghost", f.salt, &node.name)), Sense::hover());
        resp.widget_info(|| egui::WidgetInfo::labeled(egui::Role::Label, true, &text));
    }
}

/// Badges are also AccessKit labels, so tests (and screen readers) can read the timings.
fn paint_badges(
    ui: &Ui,
    painter: &egui::Painter,
    view: &ViewState,
    f: &Frame,
    overlay: &CanvasOverlay,
) {
    for (k, (p, text)) in overlay.badges.iter().enumerate() {
        let Some(i) = view.visible_item(p) else { continue };
        let r = rect(&f.layout.items[i].rect);
        let pos = r.right_bottom() + vec2(-4.0, 2.0);
        let galley = painter.layout_no_wrap(
            text.clone(),
            egui::FontId::proportional(11.0),
            style::text_color(f.dark),
        );
        let bg = Rect::from_min_size(pos - vec2(galley.size().x, 0.0), galley.size()).expand(2.0);
        painter.rect_filled(
            bg,
            CornerRadius::same(3),
            if f.dark { Color32::from_black_alpha(200) } else { Color32::from_white_alpha(230) },
        );
        painter.galley(bg.min + Vec2::splat(2.0), galley, style::text_color(f.dark));
        let resp = ui.interact(bg, egui::Id::unique(("qb-badge", f.salt, k, p)), Sense::hover());
        resp.widget_info(|| egui::WidgetInfo::labeled(egui::Role::Label, true, text));
    }
}

/// Registers each visible node as a widget: clicks, double-clicks, hover text, context menu,
/// and an AccessKit node named after the FX node (what the kittest tests find).
fn interact_nodes(
    ui: &mut Ui,
    view: &ViewState,
    layout: &Layout,
    graph: &Graph,
    visible: &[usize],
    salt: &'static str,
    cmds: &mut Vec<Command>,
) {
    for &i in visible {
        let it = &layout.items[i];
        if it.cluster.is_some() {
            super::group_paint::interact_cluster(ui, view, it, cmds);
            continue;
        }
        let Some(node) = layout::subgraph_at(graph, &it.path.calls).and_then(|g| g.get(it.path.id))
        else {
            continue;
        };
        let r = rect(&it.rect);
        // An expanded container is clickable on its header only, so its inside stays pannable.
        let hit = if it.expanded {
            Rect::from_min_max(r.min, pos2(r.max.x, r.min.y + header_height(it)))
        } else {
            r
        };
        let root_path = view.to_root(&it.path);
        let id = egui::Id::unique(("qb-node", salt, &root_path));
        let resp = ui.interact(hit, id, Sense::click());
        let name = node.name.clone();
        resp.widget_info(|| egui::WidgetInfo::labeled(egui::Role::Button, true, &name));
        if resp.double_clicked() && it.class == NodeClass::InvokeQuant {
            cmds.push(Command::ToggleExpand(root_path.clone()));
        } else if resp.clicked() {
            cmds.push(Command::Select(root_path.clone()));
        }
        let is_container = it.class == NodeClass::InvokeQuant;
        let expanded = it.expanded;
        let resp = resp.on_hover_ui(|ui| {
            ui.strong(&node.name);
            ui.monospace(&node.target);
            if let Some(t) = layout::class::value_type(node) {
                ui.monospace(t);
            }
            if is_container {
                ui.label("Double-click to expand inline, Enter to drill in.");
            }
        });
        resp.context_menu(|ui| {
            if ui.button("Select").clicked() {
                cmds.push(Command::Select(root_path.clone()));
            }
            if is_container {
                if ui.button(if expanded { "Collapse" } else { "Expand inline" }).clicked() {
                    cmds.push(Command::ToggleExpand(root_path.clone()));
                }
                if ui.button("Enter subgraph").clicked() {
                    cmds.push(Command::DrillInto(root_path.clone()));
                }
            }
        });
    }
}

fn header_height(it: &Item) -> f32 {
    let o = style::layout_options();
    it.lines.len() as f32 * o.line_height + 2.0 * o.box_pad[1]
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn segments_are_clipped_to_the_view() {
        let r = Rect::from_min_max(pos2(0.0, 0.0), pos2(10.0, 10.0));
        assert_eq!(
            clip_segment(pos2(-10.0, 5.0), pos2(20.0, 5.0), r),
            Some((pos2(0.0, 5.0), pos2(10.0, 5.0)))
        );
        assert_eq!(
            clip_segment(pos2(2.0, 2.0), pos2(3.0, 4.0), r),
            Some((pos2(2.0, 2.0), pos2(3.0, 4.0)))
        );
        // A diagonal whose bounding box covers the view but which passes beside it.
        assert_eq!(clip_segment(pos2(-100.0, 0.0), pos2(0.0, -100.0), r), None);
        assert_eq!(clip_segment(pos2(20.0, 0.0), pos2(20.0, 10.0), r), None);
    }

    #[test]
    fn fit_never_zooms_past_one_to_one() {
        let canvas = Rect::from_min_size(Pos2::ZERO, vec2(1000.0, 800.0));
        let r = fit_rect(Rect::from_min_size(Pos2::ZERO, vec2(100.0, 50.0)), canvas);
        assert!((r.width() - 1000.0).abs() < 1e-3);
        let big = fit_rect(Rect::from_min_size(Pos2::ZERO, vec2(10_000.0, 400.0)), canvas);
        assert!(big.width() >= 10_000.0);
    }
}
