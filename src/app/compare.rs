//! File ▸ Compare with…: a second document (B) beside the one open (A), the central panel split
//! into two canvases. A's current stage is paired with B's (same compile and stage name, or
//! the post-grad graphs; [`crate::diff::paired_stage`]) and their compiles are diffed as
//! `quantbench diff` does: nodes only one side has and changed nodes are marked on each canvas,
//! and on the post-grad graph the fusion groups and kernels that changed are drawn as hulls
//! around their nodes, labelled on each side with that side's names. A strip above the
//! canvases says what differs and shows the compile's report.
use super::canvas::{self, CanvasInput};
use super::stages::{ADDED, CHANGED};
use super::style::REMOVED;
use super::view::ViewState;
use super::{CanvasOverlay, Command, Hull};
use crate::diff::units::{Unit, UnitChange};
use crate::diff::{CompileDiff, CompileKey, Options, diff_compiles, paired_compile, paired_stage};
use crate::ir::{Document, Graph};
use crate::layout::NodePath;
use crate::session::Session;
use egui::Color32;
use std::collections::HashSet;
use std::path::{Path, PathBuf};

/// Hulls of groups and kernels that changed.
pub const GROUP_HULL: Color32 = Color32::from_rgb(170, 120, 250);
pub const KERNEL_HULL: Color32 = Color32::from_rgb(60, 190, 220);

pub struct Compare {
    pub path: PathBuf,
    doc: Document,
    view: ViewState,
    /// B's stage shown beside A's, if one pairs with it.
    stage: Option<usize>,
    /// What the marks were computed for: A's document path, stage and timeline position.
    at: Option<(Option<PathBuf>, usize, usize)>,
    diff: Option<(CompileKey, CompileKey, CompileDiff)>,
    marks_a: CanvasOverlay,
    marks_b: CanvasOverlay,
    show_report: bool,
    /// The strip's row of stages: each pair of the compile and what differs in it.
    rows: Vec<StageRow>,
    /// Hulls of changed kernels instead of changed groups (both at once overlap: a C++
    /// kernel holds several groups).
    pub show_kernels: bool,
}

impl Compare {
    /// Reads B as `quantbench diff` does (a case folder with its dumps), with quantization
    /// libraries' dequant recognized when A's is (`recognize`), so both sides read alike.
    pub fn open(path: &Path, recognize: bool, headless: bool) -> Result<Compare, String> {
        let mut doc = crate::diff::load_side(path)?;
        if doc.path.is_none() {
            doc.path = Some(path.to_path_buf());
        }
        if recognize {
            let pass = crate::pattern::library::library_pass(&[]).map_err(|e| e.to_string())?;
            crate::pattern::library::recognize_document(&mut doc, pass);
        }
        let mut view = ViewState::new(headless);
        // One minimap is enough, and two would share its widget.
        view.show_minimap = false;
        Ok(Compare {
            path: path.to_path_buf(),
            doc,
            view,
            stage: None,
            at: None,
            diff: None,
            marks_a: CanvasOverlay::default(),
            marks_b: CanvasOverlay::default(),
            show_report: false,
            rows: vec![],
            show_kernels: false,
        })
    }

    pub fn document(&self) -> &Document {
        &self.doc
    }
    /// B's stage shown beside A's.
    pub fn stage(&self) -> Option<usize> {
        self.stage
    }
    /// The diff of A's current compile against B's.
    pub fn diff(&self) -> Option<&CompileDiff> {
        self.diff.as_ref().map(|d| &d.2)
    }
    /// What B's canvas marks (nodes only B has, changed nodes, hulls of changed groups).
    pub fn overlay_b(&self) -> &CanvasOverlay {
        &self.marks_b
    }

    fn b_graph(&self) -> Option<&Graph> {
        self.doc.stages.get(self.stage?)?.graph().ok()
    }

    /// Follows A's stage: B's paired stage, the compiles' diff, the marks on both canvases.
    pub fn refresh(&mut self, session: &Session) {
        let a = session.document();
        let cur = session.stage_index();
        let at = (a.path.clone(), cur, session.cursor());
        if self.at.as_ref() == Some(&at) {
            return;
        }
        self.at = Some(at);
        let stage = paired_stage(a, cur, &self.doc);
        if stage != self.stage {
            self.stage = stage;
            self.view.reset();
            if let Some(g) =
                self.doc.stages.get(stage.unwrap_or(usize::MAX)).and_then(|s| s.graph().ok())
            {
                self.view.relayout(g, false);
            }
        }
        self.diff = None;
        self.rows.clear();
        if let Some(st) = a.stages.get(cur) {
            let ka = CompileKey::of(st);
            if let Some(kb) = paired_compile(a, &ka, &self.doc) {
                // A's case-folder dumps, as B's were read (the window reads only the graph).
                let mut with_dumps = a.clone();
                let dumps =
                    a.path.as_deref().map(|p| crate::diff::add_case_dumps(&mut with_dumps, p));
                let a = if matches!(dumps, Some(Ok(()))) { &with_dumps } else { a };
                let d = diff_compiles(a, &ka, &self.doc, &kb, &Options::default());
                self.rows = stage_rows(session.document(), &ka, &d);
                self.diff = Some((ka, kb, d));
            }
        }
        self.marks(session);
    }

    fn marks(&mut self, session: &Session) {
        self.marks_a = CanvasOverlay::default();
        self.marks_b = CanvasOverlay::default();
        let (Some(ga), Some((_, _, d))) = (session.graph(), &self.diff) else { return };
        let Some(gb) =
            self.doc.stages.get(self.stage.unwrap_or(usize::MAX)).and_then(|s| s.graph().ok())
        else {
            return;
        };
        let a_name = session.document().stages.get(session.stage_index()).map(|s| s.name.clone());
        let b_name = self.doc.stages.get(self.stage.unwrap_or(usize::MAX)).map(|s| s.name.clone());
        let (Some(a_name), Some(b_name)) = (a_name, b_name) else { return };
        let joined = format!("{a_name} / {b_name}");
        let at = |g: &Graph, n: &str| g.find(n).map(NodePath::root);
        if let Some(sd) = d.stages.iter().find(|s| s.name == a_name || s.name == joined) {
            let n = &sd.nodes;
            for (list, g, overlay, color, badge) in [
                (&n.removed, ga, &mut self.marks_a, REMOVED, "only in A"),
                (&n.added, gb, &mut self.marks_b, ADDED, "only in B"),
            ] {
                for p in list.iter().filter_map(|x| at(g, &x.name)) {
                    overlay.highlight.push((p.clone(), color));
                    overlay.badges.push((p, badge.into()));
                }
            }
            for c in &n.changed {
                for (g, name, overlay) in
                    [(ga, &c.a, &mut self.marks_a), (gb, &c.b, &mut self.marks_b)]
                {
                    if let Some(p) = at(g, name) {
                        overlay.highlight.push((p.clone(), CHANGED));
                        overlay.badges.push((p, "changed".into()));
                    }
                }
            }
        }
        // Groups and kernels belong to the post-grad graph.
        if d.post_grad.as_ref().is_some_and(|(x, y)| *x == a_name && *y == b_name) {
            let (what, color, section) = if self.show_kernels {
                ("kernel", KERNEL_HULL, &d.kernels)
            } else {
                ("group", GROUP_HULL, &d.groups)
            };
            {
                for c in section.iter().flat_map(|s| &s.diff.changes) {
                    hulls(what, color, c, ga, gb, &mut self.marks_a, &mut self.marks_b);
                }
            }
        }
    }

    /// Draws the strip and the two canvases; A's canvas with `input` and `view`.
    pub fn ui(
        &mut self,
        ui: &mut egui::Ui,
        a_stage: &str,
        a_view: &mut ViewState,
        input: &CanvasInput,
        cmds: &mut Vec<Command>,
    ) {
        if self.view.poll() {
            ui.ctx().request_repaint();
        }
        self.strip(ui, cmds);
        let b_stage = self.stage.and_then(|i| self.doc.stages.get(i)).map(|s| s.qualified_name());
        let a_stage = a_stage.to_string();
        ui.columns(2, |cols| {
            // One line each, cut short: a wrapped name pushes one canvas below the other.
            cols[0].add(
                egui::Label::new(egui::RichText::new(format!("A: {a_stage}")).strong()).truncate(),
            );
            // Each canvas in a scope of its own: egui's Scene names its layer after the
            // scope, and two canvases in one would draw through one transform.
            cols[0].push_id("qb-canvas-a", |ui| canvas::show(ui, a_view, input, cmds));
            let ui = &mut cols[1];
            let b_name = format!("B: {}", b_stage.as_deref().unwrap_or("(no stage)"));
            ui.add(egui::Label::new(egui::RichText::new(b_name).strong()).truncate());
            let Some(g) =
                self.stage.and_then(|i| self.doc.stages.get(i)).and_then(|s| s.graph().ok())
            else {
                ui.weak("B has no stage that pairs with A's: pick another stage of A.");
                return;
            };
            let hits = HashSet::new();
            let b_input = CanvasInput {
                root: g,
                overlay: &self.marks_b,
                hits: &hits,
                current_hit: None,
                dark: input.dark,
                salt: "compare-b",
            };
            let mut b_cmds = vec![];
            let view = &mut self.view;
            ui.push_id("qb-canvas-b", |ui| canvas::show(ui, view, &b_input, &mut b_cmds));
            // B is for looking at: selection and expanding a call, nothing that rewrites.
            for c in b_cmds {
                match c {
                    Command::Select(p) | Command::Focus(p) => self.view.selection = Some(p),
                    Command::Deselect => self.view.selection = None,
                    Command::ToggleExpand(p) => {
                        if !self.view.expanded.remove(&p) {
                            self.view.expanded.insert(p);
                        }
                        self.view.relayout(g, true);
                    }
                    _ => {}
                }
            }
        });
    }

    /// What A's canvas marks, added to the frame's overlay.
    pub fn mark_a(&self, overlay: &mut CanvasOverlay) {
        overlay.highlight.extend(self.marks_a.highlight.iter().cloned());
        overlay.badges.extend(self.marks_a.badges.iter().cloned());
        overlay.hulls.extend(self.marks_a.hulls.iter().cloned());
    }

    /// Every stage of the compile with what differs in it (a click shows that stage), and the
    /// compile timings both sides recorded.
    fn stages_row(&self, ui: &mut egui::Ui, d: &CompileDiff, cmds: &mut Vec<Command>) {
        let current = self.at.as_ref().map(|a| a.1);
        ui.horizontal_wrapped(|ui| {
            ui.label("Stages:");
            for r in &self.rows {
                let mut text = egui::RichText::new(&r.text);
                if r.differs {
                    text = text.color(CHANGED);
                }
                match r.a_stage {
                    Some(i) => {
                        if ui.selectable_label(current == Some(i), text).clicked() {
                            cmds.push(Command::SelectStage(i));
                        }
                    }
                    None => {
                        ui.label(text);
                    }
                }
            }
        });
        if !d.timings.is_empty() {
            let t: Vec<String> =
                d.timings.iter().map(|t| format!("{} {:.3} -> {:.3}", t.field, t.a, t.b)).collect();
            ui.weak(format!("compilation_metrics (s): {}", t.join(", ")));
        }
    }

    fn strip(&mut self, ui: &mut egui::Ui, cmds: &mut Vec<Command>) {
        let b_graph = self.b_graph().is_some();
        ui.horizontal_wrapped(|ui| {
            ui.label(format!("Comparing with {}", self.path.display()));
            ui.separator();
            match &self.diff {
                None => {
                    ui.weak("B has no compile that pairs with this stage's.");
                }
                Some((_, kb, d)) => {
                    ui.label(format!("B's compile {}", kb.label()));
                    if b_graph {
                        ui.label(summary(d, self.stage, &self.doc));
                    }
                    for (what, s) in [("groups", &d.groups), ("kernels", &d.kernels)] {
                        if let Some(s) = s {
                            let n = s.diff.changes.len();
                            ui.label(if n == 0 {
                                format!("{what}: no change")
                            } else {
                                format!("{what}: {n} changed")
                            });
                        }
                    }
                    for e in d.error_lines() {
                        ui.colored_label(ui.visuals().error_fg_color, e);
                    }
                }
            }
        });
        // The controls on a line of their own: wrapped after the text, the radio pair split.
        ui.horizontal(|ui| {
            let kernels = self.show_kernels;
            ui.radio_value(&mut self.show_kernels, false, "Group hulls");
            ui.radio_value(&mut self.show_kernels, true, "Kernel hulls");
            if kernels != self.show_kernels {
                // Marks are recomputed on the next frame.
                self.at = None;
            }
            ui.checkbox(&mut self.show_report, "Report");
            if ui.button("Close comparison").clicked() {
                cmds.push(Command::CloseCompare);
            }
        });
        if let Some((_, _, d)) = &self.diff {
            self.stages_row(ui, d, cmds);
        }
        if self.show_report
            && let Some((_, _, d)) = &self.diff
        {
            let text = crate::diff::report::compile_text(d);
            egui::ScrollArea::vertical().max_height(220.0).id_salt("qb-compare-report").show(
                ui,
                |ui| {
                    ui.label(egui::RichText::new(text).monospace());
                },
            );
        }
    }
}

/// One stage pair of the compile in the strip: `fx_graph_transformed: +0 -0 ~1`.
struct StageRow {
    text: String,
    differs: bool,
    /// A's stage, to go to on a click (none for a stage only B has).
    a_stage: Option<usize>,
}

/// The compile's stages as the diff paired them, then those only one side has.
fn stage_rows(a: &Document, ka: &CompileKey, d: &CompileDiff) -> Vec<StageRow> {
    // A pair of different names is `A's / B's` (the post-grad stages); A's name finds its stage.
    let find = |name: &str| {
        let name = name.split(" / ").next().unwrap_or(name);
        a.stages.iter().position(|s| s.name == name && CompileKey::of(s) == *ka)
    };
    let mut rows: Vec<StageRow> = d
        .stages
        .iter()
        .map(|s| {
            let (what, differs) = match &s.error {
                Some(_) => ("cannot compare".to_string(), true),
                None if s.nodes.is_empty() => ("the same".to_string(), false),
                None => (s.nodes.summary(), true),
            };
            StageRow { text: format!("{}: {what}", s.name), differs, a_stage: find(&s.name) }
        })
        .collect();
    for n in &d.stages_only_a {
        rows.push(StageRow { text: format!("{n}: only in A"), differs: true, a_stage: find(n) });
    }
    for n in &d.stages_only_b {
        rows.push(StageRow { text: format!("{n}: only in B"), differs: true, a_stage: None });
    }
    rows
}

/// `this stage: +0 -0 ~1` for the stage pair shown.
fn summary(d: &CompileDiff, b_stage: Option<usize>, b: &Document) -> String {
    let b_name = b_stage.and_then(|i| b.stages.get(i)).map(|s| s.name.clone()).unwrap_or_default();
    let found =
        d.stages.iter().find(|s| s.name == b_name || s.name.ends_with(&format!(" / {b_name}")));
    match found {
        Some(s) if s.error.is_some() => "this stage: cannot compare".into(),
        Some(s) if s.nodes.is_empty() => "this stage: the same".into(),
        Some(s) => format!("this stage: {}", s.nodes.summary()),
        None => String::new(),
    }
}

fn unit_paths(g: &Graph, units: &[Unit]) -> Vec<NodePath> {
    units.iter().flat_map(|u| &u.nodes).filter_map(|n| g.find(n).map(NodePath::root)).collect()
}

/// One hull per unit of a change, on its own side, labelled with what it became (A) or came
/// from (B): `group op0_op6 -> op0 + op6`, `group op0 <- op0_op6`.
fn hulls(
    what: &str,
    color: Color32,
    c: &UnitChange,
    ga: &Graph,
    gb: &Graph,
    a: &mut CanvasOverlay,
    b: &mut CanvasOverlay,
) {
    let names = |v: &[Unit]| {
        if v.is_empty() {
            "nothing".to_string()
        } else {
            v.iter().map(|u| u.name.as_str()).collect::<Vec<_>>().join(" + ")
        }
    };
    for (g, units, others, arrow, overlay) in [(ga, &c.a, &c.b, "->", a), (gb, &c.b, &c.a, "<-", b)]
    {
        for u in units {
            let nodes = unit_paths(g, std::slice::from_ref(u));
            if !nodes.is_empty() {
                let label = format!("{what} {} {arrow} {}", u.name, names(others));
                overlay.hulls.push(Hull { nodes, color, label });
            }
        }
    }
}

/// The path field File ▸ Compare with… opens (the same field File ▸ Open has; no dialog).
#[derive(Default)]
pub struct CompareWindow {
    open: bool,
    /// Put the cursor in the path field (the window was just opened).
    focus: bool,
    path_text: String,
}

impl CompareWindow {
    pub fn show(&mut self) {
        self.open = true;
        self.focus = true;
    }

    pub fn window(&mut self, ctx: &egui::Context, cmds: &mut Vec<Command>) {
        if !self.open {
            return;
        }
        let mut open = true;
        egui::Window::new("Compare with")
            .open(&mut open)
            .collapsible(false)
            .default_width(520.0)
            .show(ctx, |ui| {
                ui.label(
                "Another log, debug folder or graph of the same program: shown beside this one, \
                 with what differs marked (as `quantbench diff` compares them).",
            );
                ui.horizontal(|ui| {
                    let label = ui.label("Compare with:");
                    let edit = ui
                        .add(egui::TextEdit::singleline(&mut self.path_text).desired_width(380.0))
                        .labelled_by(label.id);
                    if self.focus {
                        edit.request_focus();
                        self.focus = false;
                    }
                    let enter = edit.lost_focus() && ui.input(|i| i.key_pressed(egui::Key::Enter));
                    if (ui.button("Compare").clicked() || enter)
                        && !self.path_text.trim().is_empty()
                    {
                        cmds.push(Command::CompareWith(PathBuf::from(self.path_text.trim())));
                        self.open = false;
                    }
                });
            });
        if !open {
            self.open = false;
        }
    }
}
