//! The desktop window (feature `gui`): a central graph canvas, the outline on the left, the
//! inspector on the right, and a bottom panel with tabs. It drives one [`Session`].
//!
//! # Adding a panel (the seam for later tabs)
//!
//! A bottom-panel tab is a type implementing [`Tab`], in its own file under `src/app/`, registered
//! in [`QuantbenchApp::new`] (`tabs.push(Box::new(MyTab::default()))`). Each frame the *active*
//! tab's [`Tab::ui`] runs before the canvas is painted and gets an [`AppCtx`]:
//! - `ctx.session` — the session (document, stage, and whatever timeline it grows);
//! - `ctx.selection()` / `ctx.select(path)` / `ctx.focus(path)` — the selected node, as a
//!   [`NodePath`] from the stage's root graph (`NodePath::from_qualified_name(g, "invoke_quant_1/mul")`
//!   builds one); `focus` also expands/leaves subgraphs as needed and centres the canvas on it;
//! - `ctx.overlay` — what the canvas paints on top of the graph *this frame*: highlighted nodes
//!   (outline colour), hulls (a coloured region around a set of nodes, the union of their boxes
//!   grown a little, with a label: fusion groups, kernels), badges (a short text at a node's
//!   corner: timings) and timed node sets (kernel times, which the canvas sums per group). The
//!   overlay is cleared before every frame, so a tab pushes what it wants shown while it is
//!   active;
//! - `ctx.graph_changed()` — call after rewriting the session's graph (apply/undo/redo): the canvas
//!   lays out again, anchored on the old positions so the picture does not jump.
//!
//! Nodes hidden inside a collapsed `invoke_quant` are drawn (highlight, hull, badge) on the
//! container that hides them.
mod artifacts;
mod bottom;
mod canvas;
mod code;
mod code_view;
mod commands;
pub mod compare;
mod compile_story;
mod elide;
mod export;
mod files;
mod folding;
mod fusion;
mod fusion_view;
mod group_paint;
mod headless;
mod help;
mod hulls;
pub mod inspector;
mod kernels;
mod menu;
mod minimap;
mod outline;
mod pattern_editor;
mod patterns;
mod search;
pub mod stages;
mod step_diff;
pub mod style;
mod tab_util;
mod view;

pub use headless::{FrameTimer, group_and_layout, screenshot, settle};

use crate::ir::Graph;
use crate::layout::NodePath;
use crate::session::Session;
pub use commands::Command;
use egui::Color32;
use std::path::PathBuf;

/// A bottom-panel tab (see the module docs).
pub trait Tab {
    fn title(&self) -> &str;
    fn ui(&mut self, ui: &mut egui::Ui, ctx: &mut AppCtx);
}

/// What a tab may read and change (see the module docs).
pub struct AppCtx<'a> {
    pub session: &'a mut Session,
    pub overlay: &'a mut CanvasOverlay,
    selection: Option<NodePath>,
    cmds: &'a mut Vec<Command>,
}

impl AppCtx<'_> {
    /// The selected stage's graph.
    pub fn graph(&self) -> Option<&Graph> {
        self.session.graph()
    }
    pub fn selection(&self) -> Option<&NodePath> {
        self.selection.as_ref()
    }
    pub fn select(&mut self, path: NodePath) {
        self.cmds.push(Command::Select(path));
    }
    pub fn focus(&mut self, path: NodePath) {
        self.cmds.push(Command::Focus(path));
    }
    /// Selects the first of `nodes` and brings them all into view: folded groups around them
    /// open, the camera pans (zooming out only if they do not fit) to show them.
    pub fn reveal(&mut self, nodes: Vec<NodePath>) {
        self.cmds.push(Command::Reveal(nodes));
    }
    pub fn graph_changed(&mut self) {
        self.cmds.push(Command::GraphChanged);
    }
    /// Shows stage `i`, laid out anchored on the current picture (stepping through stages).
    pub fn step_stage(&mut self, i: usize) {
        self.cmds.push(Command::StepStage(i));
    }
}

/// A coloured region around a set of nodes.
#[derive(Debug, Clone)]
pub struct Hull {
    pub nodes: Vec<NodePath>,
    pub color: Color32,
    pub label: String,
}

/// A time measured on a set of top-level nodes of the root graph (a kernel's median over the
/// FX nodes it runs; a node inside an `invoke_quant` subgraph counts as its call).
#[derive(Debug, Clone)]
pub struct Timed {
    pub nodes: Vec<crate::ir::NodeId>,
    pub seconds: f64,
}

/// What tabs paint over the graph (cleared every frame).
#[derive(Debug, Clone, Default)]
pub struct CanvasOverlay {
    pub highlight: Vec<(NodePath, Color32)>,
    pub hulls: Vec<Hull>,
    pub badges: Vec<(NodePath, String)>,
    /// Summed per group (`group::Hierarchy::totals`) and shown on folded boxes, open groups'
    /// headers and the inspector's group list, as µs and share of the sum of all of them.
    pub timed: Vec<Timed>,
    /// Names of top-level nodes the graph no longer has: drawn as dashed boxes where the
    /// previous layout ([`view::ViewState::previous`]) had them.
    pub ghosts: Vec<String>,
}

impl CanvasOverlay {
    pub fn clear(&mut self) {
        self.highlight.clear();
        self.hulls.clear();
        self.badges.clear();
        self.timed.clear();
        self.ghosts.clear();
    }
}

/// How the window starts.
#[derive(Debug, Clone, Default)]
pub struct StartOptions {
    /// A file to open as the window opens it (read in the background when big).
    pub file: Option<PathBuf>,
    /// A document the caller has read already (the CLI's loader), shown instead of `file`.
    pub document: Option<crate::ir::Document>,
    /// The stage to show (default: the last).
    pub stage: Option<usize>,
    /// invoke_quant calls to show expanded, by (qualified) name.
    pub expand: Vec<String>,
    /// A node to select (and centre on), by (qualified) name.
    pub select: Option<String>,
    /// Groups to open, by label (`fn.5`, `layers.2`) or dotted name; the view fits the last.
    pub open_groups: Vec<String>,
    /// Theme override (else the saved one, else dark).
    pub dark: Option<bool>,
    /// No file dialogs, layouts on the calling thread (screenshots, tests).
    pub headless: bool,
    /// Show graphs as written: no library dequant recognized as invoke_quant (`--raw`).
    pub raw: bool,
    /// The bottom-panel tab to show, by title.
    pub tab: Option<String>,
    /// Inductor's output code for the Code tab (`--code FILE`).
    pub code: Option<PathBuf>,
    /// A second document to show beside the first (File > Compare with).
    pub compare: Option<PathBuf>,
}

pub struct QuantbenchApp {
    pub session: Session,
    view: view::ViewState,
    files: files::Files,
    search: search::Search,
    outline: outline::Outline,
    export: export::Export,
    save_scenario: stages::SaveScenario,
    tabs: Vec<Box<dyn Tab>>,
    active_tab: usize,
    overlay: CanvasOverlay,
    cmds: Vec<Command>,
    dark: bool,
    show_help: bool,
    show_bottom: bool,
    loading: Option<files::Loading>,
    /// The window was fitted to the monitor ([`Self::fill_screen`]).
    sized: bool,
    /// Files at least this big load on a worker thread ([`files::BACKGROUND_BYTES`]).
    pub background_from: u64,
    /// Quantization libraries' dequant chains are shown as invoke_quant
    /// (`pattern::library`); off, graphs are shown as the library wrote them.
    pub recognize_libs: bool,
    compare: Option<compare::Compare>,
    compare_window: compare::CompareWindow,
    headless: bool,
    /// What opened only in part (a log cut short): shown as a warning until dismissed.
    notice: Option<String>,
}

const THEME_KEY: &str = "quantbench.dark";
/// The bottom panel's first height: a kernel list of about a dozen rows beside its chart.
pub const BOTTOM_PANEL: f32 = 340.0;

impl QuantbenchApp {
    pub fn new(cc: &eframe::CreationContext<'_>, start: StartOptions) -> QuantbenchApp {
        let files = files::Files::new(cc.storage, !start.headless);
        let dark = start
            .dark
            .or_else(|| cc.storage.and_then(|s| eframe::get_value(s, THEME_KEY)))
            .unwrap_or(true);
        let session = Session::new(files::sample_document());
        let mut app = QuantbenchApp {
            session,
            view: view::ViewState::new(start.headless),
            files,
            search: search::Search::default(),
            outline: outline::Outline::default(),
            export: export::Export::default(),
            save_scenario: stages::SaveScenario::default(),
            tabs: Vec::new(),
            active_tab: 0,
            overlay: CanvasOverlay::default(),
            cmds: Vec::new(),
            dark,
            show_help: false,
            show_bottom: true,
            loading: None,
            sized: false,
            background_from: files::BACKGROUND_BYTES,
            recognize_libs: !start.raw,
            compare: None,
            compare_window: compare::CompareWindow::default(),
            headless: start.headless,
            notice: None,
        };
        app.tabs.push(Box::new(patterns::PatternsTab::default()));
        app.tabs.push(Box::new(fusion::FusionTab::default()));
        cc.egui_ctx.set_theme(if dark { egui::Theme::Dark } else { egui::Theme::Light });
        app.add_tab(Box::new(kernels::KernelsTab::default()));
        app.add_tab(Box::new(stages::StagesTab::default()));
        app.add_tab(Box::new(code::CodeTab::default()));
        app.add_tab(Box::new(artifacts::ArtifactsTab::default()));
        match (start.document, &start.file) {
            (Some(doc), _) => {
                let path = doc.path.clone().or_else(|| start.file.clone());
                app.set_document(doc);
                if let Some(p) = path {
                    app.files.opened(p);
                }
            }
            (None, Some(f)) => app.open(f.clone()),
            (None, None) => {}
        }
        if let Some(i) = start.stage {
            app.session.select_stage(i);
            app.land_on_a_graph();
        }
        if let Some(p) = &start.code
            && let Err(e) = code::read_code_file(&mut app.session, p)
        {
            app.files.error = Some(format!("--code {e}"));
        }
        if let Some(t) = &start.tab
            && !app.show_tab(t)
        {
            app.files.error = Some(format!("--tab {t}: no such tab"));
        }
        if let Some(g) = app.session.graph() {
            for name in &start.expand {
                match NodePath::from_qualified_name(g, name) {
                    Some(p) => {
                        // Opened in view, like a double-click's.
                        app.view.fit_nodes_pending.get_or_insert_with(Vec::new).push(p.clone());
                        app.view.expanded.insert(p);
                    }
                    None => {
                        app.files.error =
                            Some(format!("--expand {name}: no such node in the graph"))
                    }
                }
            }
        }
        app.relayout(false);
        for name in &start.open_groups {
            let found = app.view.groups.as_ref().and_then(|h| {
                (1..h.groups.len() as u32)
                    .map(crate::group::GroupId)
                    .find(|&g| h.label(g) == *name || h.qualified_name(g) == *name)
            });
            match found {
                Some(g) => app.apply(Command::ToggleGroup(g)),
                None => app.files.error = Some(format!("--open {name}: no such group")),
            }
        }
        if let Some(p) = start.compare {
            app.compare_with(p);
        }
        if let Some(name) = &start.select {
            match app.session.graph().and_then(|g| NodePath::from_qualified_name(g, name)) {
                Some(p) => app.apply(Command::Focus(p)),
                None => {
                    app.files.error = Some(format!("--select {name}: no such node in the graph"))
                }
            }
        }
        app
    }

    /// The error shown in the dismissible panel (a file that failed to open), if any.
    /// Boxes the canvas draws at the top level (nodes, folded groups, containers).
    pub fn drawn_boxes(&self) -> usize {
        self.view
            .layout
            .as_ref()
            .map_or(0, |l| l.items.iter().filter(|it| it.parent.is_none()).count())
    }

    /// Where the canvas draws the top-level box whose first line is `label` (a folded group's
    /// label, a node's name), in scene units.
    pub fn box_rect(&self, label: &str) -> Option<egui::Rect> {
        let l = self.view.layout.as_ref()?;
        let it = l.items.iter().find(|it| {
            it.parent.is_none() && it.lines.first().is_some_and(|first| first == label)
        })?;
        let [a, b] = [it.rect.min, it.rect.max];
        Some(egui::Rect::from_min_max(egui::pos2(a[0], a[1]), egui::pos2(b[0], b[1])))
    }

    /// The part of the graph the canvas shows (scene units).
    pub fn scene_rect(&self) -> egui::Rect {
        self.view.scene_rect
    }

    /// (group, box) pairs where an open group's frame, as drawn, covers a top-level box of a node
    /// outside the group.
    pub fn frames_over_others(&self) -> Vec<(String, String)> {
        self.view.frames_over_others()
    }

    /// Screen points per scene unit on the canvas.
    pub fn canvas_scale(&self) -> f32 {
        self.view.canvas_rect.width() / self.view.scene_rect.width().max(1e-6)
    }

    /// The canvas's area in the last frame (what the panels around it leave).
    pub fn canvas_rect(&self) -> egui::Rect {
        self.view.canvas_rect
    }

    pub fn error(&self) -> Option<&str> {
        self.files.error.as_deref()
    }

    /// The warning shown while a document opened only in part (a broken stage), if any.
    pub fn notice(&self) -> Option<&str> {
        self.notice.as_deref()
    }

    pub fn selection(&self) -> Option<&NodePath> {
        self.view.selection.as_ref()
    }

    /// Where the box showing the selected node is centred on screen (points), if it is laid out.
    pub fn selection_on_screen(&self) -> Option<egui::Pos2> {
        let (l, sel) = (self.view.layout.as_ref()?, self.view.selection.as_ref()?);
        let r = l.items[self.view.visible_item(sel)?].rect;
        let (scene, canvas) = (self.view.scene_rect, self.view.canvas_rect);
        let c = egui::pos2((r.min[0] + r.max[0]) / 2.0, (r.min[1] + r.max[1]) / 2.0);
        Some(canvas.min + (c - scene.min) * (canvas.width() / scene.width().max(1e-6)))
    }

    /// What the active tab asked the canvas to paint in the last frame.
    pub fn overlay(&self) -> &CanvasOverlay {
        &self.overlay
    }

    /// Shows `path` beside the open document (File > Compare with); an error keeps what is shown.
    pub fn compare_with(&mut self, path: PathBuf) {
        match compare::Compare::open(&path, self.recognize_libs, self.headless) {
            Ok(c) => self.compare = Some(c),
            Err(e) => self.files.error = Some(format!("compare with {}: {e}", path.display())),
        }
    }

    /// The document shown beside the open one, and what differs.
    pub fn comparison(&self) -> Option<&compare::Compare> {
        self.compare.as_ref()
    }

    /// The tabs' registry: later issues add theirs here.
    pub fn add_tab(&mut self, tab: Box<dyn Tab>) {
        self.tabs.push(tab);
    }

    /// Replaces the document (keeps nothing of the previous view).
    pub fn set_document(&mut self, mut doc: crate::ir::Document) {
        if self.recognize_libs {
            // Recognition is idempotent: a document the CLI recognized already is unchanged.
            match crate::pattern::library::library_pass(&[]) {
                Ok(pass) => crate::pattern::library::recognize_document(&mut doc, pass),
                Err(e) => self.files.error = Some(format!("library patterns: {e}")),
            }
        }
        self.session = Session::new(doc);
        self.notice = None;
        self.land_on_a_graph();
        // The comparison was with the document being replaced.
        self.compare = None;
        self.view.reset();
        self.search.invalidate();
        self.relayout(false);
    }

    /// A log cut short (a crash, a copy in progress) leaves its last graph unreadable: show the
    /// last stage before it that parses, and say which stage broke and why (the outline marks
    /// it), as a file that does not parse at all is reported.
    fn land_on_a_graph(&mut self) {
        let Some(err) = self.session.stage_error() else { return };
        let doc = self.session.document();
        let broken = doc.stages.get(self.session.stage_index()).map(|s| s.qualified_name());
        let back = (0..self.session.stage_index()).rev().find(|&i| doc.stages[i].graph().is_ok());
        let shown = back.map_or(String::new(), |i| {
            format!("; showing {}, the last stage that parses", doc.stages[i].qualified_name())
        });
        self.notice = Some(format!("stage {} is broken: {err}{shown}", broken.unwrap_or_default()));
        if let Some(i) = back {
            self.session.select_stage(i);
        }
    }

    /// Whether a file is being read or a layout computed on a worker thread (what is on screen
    /// is not yet what was asked for).
    pub fn busy(&self) -> bool {
        self.loading.is_some() || self.view.job.is_some()
    }

    /// The file being read in the background, with the fraction read.
    pub fn loading(&self) -> Option<(&std::path::Path, f32)> {
        self.loading.as_ref().map(|l| (l.path.as_path(), l.fraction()))
    }

    fn poll_loading(&mut self, ctx: &egui::Context) {
        // A load shows its progress bar for at least one frame before its result is taken.
        let frame = ctx.cumulative_frame_nr();
        let Some(l) = self.loading.as_ref().filter(|l| l.shown_at.is_some_and(|f| f < frame))
        else {
            if self.loading.is_some() {
                ctx.request_repaint();
            }
            return;
        };
        match l.poll() {
            Some(Ok(doc)) => {
                let path = l.path.clone();
                self.loading = None;
                self.set_document(doc);
                self.files.opened(path);
            }
            Some(Err(e)) => {
                self.loading = None;
                self.files.error = Some(e);
            }
            None => ctx.request_repaint_after(std::time::Duration::from_millis(50)),
        }
    }

    /// Opens a file; a big one is read on a worker thread (see [`Self::loading`]).
    pub fn open(&mut self, path: PathBuf) {
        if std::fs::metadata(&path).is_ok_and(|m| m.is_file() && m.len() >= self.background_from) {
            self.loading = Some(files::Loading::start(path));
            return;
        }
        match files::load(&path) {
            Ok(doc) => {
                self.set_document(doc);
                self.files.opened(path);
            }
            // The previous graph stays; the error is shown until dismissed.
            Err(e) => self.files.error = Some(e),
        }
    }

    fn relayout(&mut self, keep_view: bool) {
        let Some(g) = self.session.graph() else {
            self.view.layout = None;
            return;
        };
        if !self.view.groups_fit(g.nodes.len()) {
            // The same entry point as `inspect --groups`: a post-grad stage of a log borrows
            // the module paths of its Dynamo graph.
            let doc = self.session.document();
            let h = match doc.stages.get(self.session.stage_index()) {
                Some(st) => crate::group::Hierarchy::for_stage(doc, st, g),
                None => crate::group::Hierarchy::build(g),
            };
            self.view.set_groups(h, g.nodes.len());
        }
        self.view.relayout(g, keep_view);
    }

    /// Once, on the first frame that knows the monitor: a window smaller than it (no window
    /// manager maximized it) is sized to it. Headless runs know no monitor and keep their size.
    fn fill_screen(&mut self, ctx: &egui::Context) {
        if self.sized {
            return;
        }
        let (monitor, inner, maximized) = ctx.input(|i| {
            let v = i.viewport();
            (v.monitor_size, v.inner_rect, v.maximized)
        });
        let Some(m) = monitor else { return };
        self.sized = true;
        if maximized != Some(true)
            && inner.is_none_or(|r| r.width() < m.x - 1.0 || r.height() < m.y - 1.0)
        {
            ctx.send_viewport_cmd(egui::ViewportCommand::OuterPosition(egui::Pos2::ZERO));
            ctx.send_viewport_cmd(egui::ViewportCommand::InnerSize(m));
        }
    }
}

impl eframe::App for QuantbenchApp {
    fn ui(&mut self, ui: &mut egui::Ui, _frame: &mut eframe::Frame) {
        let ctx = ui.ctx().clone();
        self.fill_screen(&ctx);
        self.poll_loading(&ctx);
        if self.view.poll() {
            ctx.request_repaint();
        }
        if self.view.job.is_some() {
            // Keep the progress bar moving and pick the result up promptly.
            ctx.request_repaint_after(std::time::Duration::from_millis(50));
        }
        for p in self.files.poll(&ctx) {
            self.cmds.push(Command::Open(p));
        }
        let mut inputs = crate::util::atomic::Inputs::new();
        inputs.add_all("the open document", self.session.document().path.iter());
        self.export.poll(&ctx, &inputs);
        self.shortcuts(&ctx);
        self.overlay.clear();

        egui::Panel::top("qb-menu").show(ui, |ui| self.menu_bar(ui));
        if let Some(l) = &mut self.loading {
            l.shown_at.get_or_insert(ctx.cumulative_frame_nr());
            let (read, total) = (l.read() as f64 / 1e6, l.total as f64 / 1e6);
            let text = format!("Loading {}: {read:.1} of {total:.1} MB", l.path.display());
            let fraction = l.fraction();
            egui::Panel::top("qb-loading").show(ui, |ui| {
                ui.horizontal(|ui| {
                    ui.label(text);
                    ui.add(egui::ProgressBar::new(fraction).show_percentage().desired_width(240.0));
                });
            });
        }
        if let Some(err) = self.files.error.clone() {
            egui::Panel::top("qb-error")
                .frame(
                    egui::Frame::new()
                        .fill(ui.visuals().error_fg_color.gamma_multiply(0.25))
                        .inner_margin(6.0),
                )
                .show(ui, |ui| {
                    ui.horizontal(|ui| {
                        ui.colored_label(ui.visuals().error_fg_color, "Error:");
                        ui.label(egui::RichText::new(&err).monospace());
                        if ui.button("Dismiss").clicked() {
                            self.files.error = None;
                        }
                    });
                });
        }
        if let Some(n) = self.notice.clone() {
            egui::Panel::top("qb-notice").show(ui, |ui| {
                ui.horizontal(|ui| {
                    ui.colored_label(ui.visuals().warn_fg_color, "Warning:");
                    ui.add(egui::Label::new(egui::RichText::new(&n).monospace()).wrap());
                    if ui.button("Dismiss").clicked() {
                        self.notice = None;
                    }
                });
            });
        }
        if self.search.open
            && let Some(g) = self.session.graph()
        {
            egui::Panel::top("qb-search").show(ui, |ui| self.search.bar_ui(ui, g, &mut self.cmds));
        }
        // No panel may push another off the window: each is capped at a share of it, and what
        // is wider than that is cut (`elide`) or clipped, never grows the panel. A share is
        // never below the panel's first size: a first frame of no size would store a panel of
        // none, which egui then keeps.
        let room = ui.available_rect_before_wrap().size();
        egui::Panel::left("qb-outline")
            .default_size(240.0)
            .max_size((room.x * 0.25).max(240.0))
            .resizable(true)
            .show(ui, |ui| {
                self.outline.ui(ui, &self.session, &self.view, &mut self.cmds);
            });
        egui::Panel::right("qb-inspector")
            .default_size(320.0)
            // Values are cut to the inspector's width: below this, too many would be.
            .min_size(280.0)
            .max_size((room.x * 0.3).max(320.0))
            .resizable(true)
            .show(ui, |ui| {
                inspector::ui(ui, &self.session, &self.view, &mut self.cmds);
            });
        if self.show_bottom {
            // Tall enough for the kernel table and chart; egui keeps each panel's size (and
            // eframe saves it with the window's state), so a resized panel stays resized.
            egui::Panel::bottom("qb-tabs")
                .default_size(BOTTOM_PANEL)
                .max_size((room.y * 0.6).max(BOTTOM_PANEL))
                .resizable(true)
                .show(ui, |ui| self.bottom_panel(ui));
        }
        self.view.group_times =
            self.view.groups.as_ref().filter(|_| !self.overlay.timed.is_empty()).map(|h| {
                h.totals(self.overlay.timed.iter().map(|t| (t.nodes.as_slice(), t.seconds)))
            });
        if let Some(c) = &mut self.compare {
            c.refresh(&self.session);
            c.mark_a(&mut self.overlay);
        }
        egui::CentralPanel::default().show(ui, |ui| {
            self.breadcrumb(ui);
            if let Some(job) = &self.view.job {
                ui.add(
                    egui::ProgressBar::new(job.progress.fraction())
                        .text(format!("Laying out {} nodes...", job.nodes)),
                );
            }
            let Some(g) = self.session.graph() else {
                match self.session.stage_error() {
                    Some(e) => ui.colored_label(
                        ui.visuals().error_fg_color,
                        format!("This stage cannot be shown: {e}"),
                    ),
                    None => ui.label("This document has no graph."),
                };
                return;
            };
            let (hits, current) = self.search.hits(g);
            let input = canvas::CanvasInput {
                root: g,
                overlay: &self.overlay,
                hits,
                current_hit: current,
                dark: self.dark,
                salt: "",
            };
            match &mut self.compare {
                Some(c) => {
                    let doc = self.session.document();
                    let name = doc
                        .stages
                        .get(self.session.stage_index())
                        .map(|s| s.qualified_name())
                        .unwrap_or_default();
                    c.ui(ui, &name, &mut self.view, &input, &mut self.cmds)
                }
                None => canvas::show(ui, &mut self.view, &input, &mut self.cmds),
            }
        });
        self.compare_window.window(&ctx, &mut self.cmds);
        if let Some(path) = self.export.window(&ctx, self.view.canvas_rect) {
            let mut inputs = crate::util::atomic::Inputs::new();
            inputs.add_all("the open document", self.session.document().path.iter());
            match export::whole_graph_svg(&self.view, &self.overlay, self.dark) {
                Some(svg) => self.export.save_whole(&path, &svg, &inputs),
                None => self.export.message_set("the graph is still being laid out"),
            }
        }
        self.files.open_window(&ctx);
        self.save_scenario.window(&ctx, &self.session);
        help::window(&ctx, &mut self.show_help);

        for cmd in std::mem::take(&mut self.cmds) {
            self.apply(cmd);
            ctx.request_repaint();
        }
    }

    fn save(&mut self, storage: &mut dyn eframe::Storage) {
        self.files.save(storage);
        eframe::set_value(storage, THEME_KEY, &self.dark);
    }
}

/// Opens the window; blocks until it is closed.
pub fn run_native(start: StartOptions) -> anyhow::Result<()> {
    // Maximized asks the window manager; without one (a bare X server) the first frame sizes
    // the window to the monitor instead (`QuantbenchApp::fill_screen`).
    let options = eframe::NativeOptions {
        viewport: egui::ViewportBuilder::default()
            .with_title("quantbench")
            .with_inner_size([1400.0, 900.0])
            .with_maximized(true)
            .with_drag_and_drop(true),
        ..Default::default()
    };
    eframe::run_native(
        "quantbench",
        options,
        Box::new(move |cc| Ok(Box::new(QuantbenchApp::new(cc, start)))),
    )
    .map_err(|e| anyhow::anyhow!("could not open the window: {e}"))
}
