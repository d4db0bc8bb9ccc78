//! The "Stage diff" tab: step through the stages of a compilation (Previous/Next, `[` and `]`)
//! with the picture anchored on the previous stage's layout, so nodes that survive stay where
//! they were, and added/changed nodes marked on the canvas (removed ones listed and drawn as
//! dashed ghosts where they were); the diff
//! is [`crate::ir::diff`]'s. Also "File > Save as scenario": what was done, as a check file.
use super::{AppCtx, Tab};
use crate::ir::Side;
use crate::ir::diff::{GraphDiff, diff_graphs_tracked};
use crate::ir::{Document, Graph, NodeId, StageError};
use crate::layout::NodePath;
use crate::sched::Policy;
use crate::session::Session;
use egui::Color32;
use std::collections::HashMap;
use std::path::PathBuf;

pub const ADDED: Color32 = Color32::from_rgb(70, 200, 110);
pub const CHANGED: Color32 = Color32::from_rgb(240, 165, 40);

/// The stage a stage is compared with (the previous one of the same compile id) and the diff;
/// None for the first stage of a compile id.
pub type StageDiff = Option<(usize, Result<GraphDiff, StageError>)>;

/// A stage diff with what the caller computed beside it.
type StageDiffWith<R> = Result<(GraphDiff, R), StageError>;

/// The current stage's diff with what the tab shows of the stage before: removed nodes' names
/// and targets (its graph is not kept: logs can hold thousands of stages).
struct Entry {
    diff: StageDiff,
    removed: Vec<String>,
    removed_names: Vec<String>,
    /// For each changed node of the current stage, what changed (`target: mm -> addmm`).
    changes: HashMap<NodeId, Vec<String>>,
}

#[derive(Default)]
pub struct StagesTab {
    hide_unchanged: bool,
    cache: Option<(CacheKey, usize, Entry)>,
    /// Per stage, whether it equals its predecessor (for "hide unchanged"), filled as stepping
    /// asks; valid for `cache`'s key.
    unchanged: HashMap<usize, bool>,
}

/// What the diffs depend on: the document and the timeline (a rewrite changes a stage).
#[derive(PartialEq)]
struct CacheKey {
    path: Option<PathBuf>,
    stages: usize,
    steps: usize,
    cursor: usize,
}

fn key(s: &Session) -> CacheKey {
    let doc = s.document();
    CacheKey {
        path: doc.path.clone(),
        stages: doc.stages.len(),
        steps: s.steps().len(),
        cursor: s.cursor(),
    }
}

/// Stage `i` against the previous stage of its compile id. Stages of an indexed log are parsed
/// for this and dropped again unless they already were in memory.
pub fn stage_diff(doc: &Document, i: usize) -> StageDiff {
    stage_diff_with(doc, i, |_, _, _| ()).map(|(p, d)| (p, d.map(|(d, ())| d)))
}

/// [`stage_diff`], also returning what `extra(before, after, diff)` computes while both graphs
/// are at hand.
fn stage_diff_with<R>(
    doc: &Document,
    i: usize,
    extra: impl FnOnce(&Graph, &Graph, &GraphDiff) -> R,
) -> Option<(usize, StageDiffWith<R>)> {
    let cur = doc.stages.get(i)?;
    let prev = (0..i).rev().find(|&j| {
        doc.stages.get(j).is_some_and(|s| s.compile_id == cur.compile_id && s.rank == cur.rank)
    })?;
    let before = doc.stages.get(prev)?;
    // From the pre-grad graph on, names change: Inductor's provenance tracking (when the log
    // has it) says which node became which.
    let tracking = (Side::of(&before.name) == Some(Side::PreGrad)
        && Side::of(&cur.name) != Some(Side::PreGrad))
    .then(|| doc.provenance(cur))
    .flatten()
    .unwrap_or_default();
    let came_from = |n: &str| tracking.post_to_pre.get(n).cloned().unwrap_or_default();
    let r = cur.peek(|after| {
        before.peek(|b| {
            let d = diff_graphs_tracked(b, after, &came_from);
            let x = extra(b, after, &d);
            (d, x)
        })
    });
    Some((prev, r.and_then(|r| r)))
}

/// A changed node's badge on the canvas: what changed, in a few words (`changed: target, arg 1`).
fn badge(what: &[String]) -> String {
    // The part before the colon: `target`, `args[1]`, `quant_options`, `subgraph subgraph0`.
    let parts: Vec<&str> = what.iter().map(|c| c.split(':').next().unwrap_or(c)).collect();
    match parts.as_slice() {
        [] => "changed".into(),
        [a, b, c, rest @ ..] if !rest.is_empty() => {
            format!("changed: {a}, {b}, {c} +{}", rest.len())
        }
        p => format!("changed: {}", p.join(", ")),
    }
}

/// The diff of every stage against the previous stage of its compile id.
pub fn stage_diffs(doc: &Document) -> Vec<StageDiff> {
    (0..doc.stages.len()).map(|i| stage_diff(doc, i)).collect()
}

impl StagesTab {
    fn refresh(&mut self, s: &Session) {
        let k = key(s);
        let cur = s.stage_index();
        if self.cache.as_ref().is_some_and(|(old, i, _)| *old == k && *i == cur) {
            return;
        }
        if self.cache.as_ref().is_none_or(|(old, _, _)| *old != k) {
            self.unchanged.clear();
        }
        let (diff, (removed, removed_names, changed)) =
            match stage_diff_with(s.document(), cur, |before, after, d| {
                let (removed, names) = d
                    .removed
                    .iter()
                    .filter_map(|&i| before.get(i))
                    .map(|n| {
                        (
                            format!("- {}  {}", n.name, crate::ir::short_target(&n.target)),
                            n.name.clone(),
                        )
                    })
                    .unzip();
                let described = crate::diff::nodes::describe(before, after, d);
                let changed: HashMap<NodeId, Vec<String>> = d
                    .changed
                    .iter()
                    .zip(described.changed)
                    .map(|(&(_, a), c)| (a, c.what))
                    .collect();
                (removed, names, changed)
            }) {
                Some((p, Ok((d, extra)))) => (Some((p, Ok(d))), extra),
                Some((p, Err(e))) => (Some((p, Err(e))), Default::default()),
                None => (None, Default::default()),
            };
        self.cache = Some((k, cur, Entry { diff, removed, removed_names, changes: changed }));
    }

    /// Whether stage `i` is hidden: "hide unchanged" is on and it equals its predecessor.
    fn hidden(&mut self, doc: &Document, i: usize) -> bool {
        self.hide_unchanged
            && *self
                .unchanged
                .entry(i)
                .or_insert_with(|| matches!(stage_diff(doc, i), Some((_, Ok(d))) if d.is_empty()))
    }

    /// The next shown stage after (`forward`) or before `from`.
    fn step(&mut self, doc: &Document, from: usize, forward: bool) -> Option<usize> {
        let mut i = from;
        loop {
            i = if forward { i + 1 } else { i.checked_sub(1)? };
            if i >= doc.stages.len() {
                return None;
            }
            if !self.hidden(doc, i) {
                return Some(i);
            }
        }
    }
}

fn names(ids: impl Iterator<Item = NodeId>, g: &crate::ir::Graph) -> Vec<(NodeId, String)> {
    ids.filter_map(|i| g.get(i).map(|n| (i, n.name.clone()))).collect()
}

impl Tab for StagesTab {
    fn title(&self) -> &str {
        "Stage diff"
    }

    fn ui(&mut self, ui: &mut egui::Ui, ctx: &mut AppCtx) {
        let cur = ctx.session.stage_index();
        let n = ctx.session.document().stages.len();
        if n == 0 {
            ui.weak("This document has no stages.");
            return;
        }
        self.refresh(ctx.session);
        let doc = ctx.session.document();
        let (prev, next) = (self.step(doc, cur, false), self.step(doc, cur, true));
        let mut go = None;
        ui.horizontal(|ui| {
            if ui.add_enabled(prev.is_some(), egui::Button::new("< Previous stage")).clicked() {
                go = prev;
            }
            if ui.add_enabled(next.is_some(), egui::Button::new("Next stage >")).clicked() {
                go = next;
            }
            let name = ctx
                .session
                .document()
                .stages
                .get(cur)
                .map(|s| s.qualified_name())
                .unwrap_or_default();
            ui.label(format!("stage {} of {n}: {name}", cur + 1));
            ui.checkbox(&mut self.hide_unchanged, "Hide unchanged stages");
            ui.weak("keys: [ and ]");
        });
        if !ui.ctx().egui_wants_keyboard_input() {
            ui.input_mut(|i| {
                if i.consume_key(egui::Modifiers::NONE, egui::Key::OpenBracket) {
                    go = go.or(prev);
                }
                if i.consume_key(egui::Modifiers::NONE, egui::Key::CloseBracket) {
                    go = go.or(next);
                }
            });
        }
        let doc = ctx.session.document();
        let (Some(stage), Some((_, _, entry))) = (doc.stages.get(cur), &self.cache) else { return };
        let g = match stage.graph() {
            Ok(g) => g,
            Err(e) => {
                ui.colored_label(
                    ui.visuals().error_fg_color,
                    format!("This stage cannot be read: {e}"),
                );
                if let Some(i) = go {
                    ctx.step_stage(i);
                }
                return;
            }
        };
        match &entry.diff {
            None => {
                ui.label(format!(
                    "The first stage of compile {}: nothing to compare with.",
                    stage.compile_id.as_deref().unwrap_or("(none)")
                ));
            }
            Some((p, Err(e))) => {
                let before = doc.stages.get(*p).map(|s| s.qualified_name()).unwrap_or_default();
                ui.colored_label(
                    ui.visuals().error_fg_color,
                    format!("Cannot compare with {before}: {e}"),
                );
            }
            Some((p, Ok(d))) => {
                let Some(before) = doc.stages.get(*p) else { return };
                if d.is_empty() {
                    ui.label(format!(
                        "Unchanged from {} ({} nodes).",
                        before.qualified_name(),
                        g.nodes.len()
                    ));
                } else {
                    ui.label(format!(
                        "vs {}: {} added, {} removed, {} changed",
                        before.qualified_name(),
                        d.added.len(),
                        d.removed.len(),
                        d.changed.len()
                    ));
                }
                let added = names(d.added.iter().copied(), g);
                let changed = names(d.changed.iter().map(|c| c.1), g);
                let removed = &entry.removed;
                ctx.overlay.ghosts.extend(entry.removed_names.iter().cloned());
                for (id, _) in &added {
                    ctx.overlay.highlight.push((NodePath::root(*id), ADDED));
                    ctx.overlay.badges.push((NodePath::root(*id), "new".into()));
                }
                let what = |id: &NodeId| entry.changes.get(id).map_or(&[][..], Vec::as_slice);
                for (id, _) in &changed {
                    ctx.overlay.highlight.push((NodePath::root(*id), CHANGED));
                    ctx.overlay.badges.push((NodePath::root(*id), badge(what(id))));
                }
                let mut focus = None;
                ui.columns(3, |cols| {
                    super::tab_util::clip_columns(cols);
                    cols[0].colored_label(ADDED, format!("Added ({})", added.len()));
                    for (id, name) in &added {
                        let t = g.get(*id).map(|n| crate::ir::short_target(&n.target));
                        let resp = cols[0].link(format!("+ {name}  {}", t.unwrap_or_default()));
                        if resp.clicked() {
                            focus = Some(*id);
                        }
                    }
                    cols[1].colored_label(CHANGED, format!("Changed ({})", changed.len()));
                    egui::ScrollArea::vertical()
                        .id_salt("qb-stage-changed")
                        .max_height(260.0)
                        .auto_shrink([false, true])
                        .show(&mut cols[1], |ui| {
                            for (id, name) in &changed {
                                if ui.link(format!("~ {name}")).clicked() {
                                    focus = Some(*id);
                                }
                                ui.indent(("qb-stage-change", id.0), |ui| {
                                    for c in what(id) {
                                        let t = egui::RichText::new(c).monospace().size(11.0);
                                        ui.add(egui::Label::new(t).wrap());
                                    }
                                });
                            }
                        });
                    cols[2].label(format!("Removed ({})", removed.len()));
                    for r in removed {
                        cols[2].monospace(r);
                    }
                });
                if let Some(id) = focus {
                    ctx.focus(NodePath::root(id));
                }
            }
        }
        if let Some(i) = go {
            ctx.step_stage(i);
        }
    }
}

/// The "Save as scenario" window: a path, a policy, Save; the result or the reason it failed.
pub struct SaveScenario {
    pub open: bool,
    path: String,
    policy: Policy,
    result: Option<Result<String, String>>,
}

impl Default for SaveScenario {
    fn default() -> Self {
        SaveScenario { open: false, path: String::new(), policy: Policy::InductorCpu, result: None }
    }
}

impl SaveScenario {
    pub fn window(&mut self, ctx: &egui::Context, session: &Session) {
        if !self.open {
            return;
        }
        let mut open = true;
        egui::Window::new("Save as scenario").open(&mut open).collapsible(false).default_width(520.0).show(ctx, |ui| {
            ui.label("Writes a `quantbench check` scenario: this graph and stage, the pattern steps of the timeline, the policy, and what they give now (match counts, kernel count) as expectations.");
            ui.horizontal(|ui| {
                let label = ui.label("Scenario path:");
                ui.add(egui::TextEdit::singleline(&mut self.path).hint_text("checks/my_scenario.toml").desired_width(360.0)).labelled_by(label.id);
            });
            egui::ComboBox::from_label("Policy").selected_text(self.policy.name()).show_ui(ui, |ui| {
                for p in [Policy::InductorCpu, Policy::InductorGpu, Policy::Workbench] {
                    ui.selectable_value(&mut self.policy, p, p.name());
                }
            });
            if ui.add_enabled(!self.path.trim().is_empty(), egui::Button::new("Save")).clicked() {
                let path = PathBuf::from(self.path.trim());
                self.result = Some(match crate::scenario::save::save_scenario(session, self.policy, &path) {
                    Ok(s) => Ok(format!("Saved {} — run `quantbench check {}`", s.scenario.display(), s.scenario.display())),
                    Err(e) => Err(e.to_string()),
                });
            }
            match &self.result {
                Some(Ok(m)) => {
                    ui.label(m);
                }
                Some(Err(e)) => {
                    ui.colored_label(ui.visuals().error_fg_color, e);
                }
                None => {}
            }
        });
        if !open {
            self.open = false;
        }
    }
}
