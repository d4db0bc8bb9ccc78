//! The "Stage diff" tab: step through the stages of a compilation (Previous/Next, `[` and `]`)
//! with the picture anchored on the previous stage's layout, so nodes that survive stay where
//! they were, and added/changed nodes marked on the canvas (removed ones are listed); the diff
//! is [`crate::ir::diff`]'s. Also "File > Save as scenario": what was done, as a check file.
use super::{AppCtx, Tab};
use crate::ir::diff::{GraphDiff, diff_graphs};
use crate::ir::{Document, NodeId};
use crate::layout::NodePath;
use crate::sched::Policy;
use crate::session::Session;
use egui::Color32;
use std::path::PathBuf;

pub const ADDED: Color32 = Color32::from_rgb(70, 200, 110);
pub const CHANGED: Color32 = Color32::from_rgb(240, 165, 40);

/// Per stage: the stage it is compared with (the previous one of the same compile id) and the
/// diff; None for the first stage of a compile id.
type Diffs = Vec<Option<(usize, GraphDiff)>>;

#[derive(Default)]
pub struct StagesTab {
    hide_unchanged: bool,
    cache: Option<(CacheKey, Diffs)>,
}

/// What the diffs depend on: the document and the timeline (a rewrite changes a stage).
#[derive(PartialEq)]
struct CacheKey {
    path: Option<PathBuf>,
    stages: usize,
    nodes: usize,
    steps: usize,
    cursor: usize,
}

fn key(s: &Session) -> CacheKey {
    let doc = s.document();
    CacheKey {
        path: doc.path.clone(),
        stages: doc.stages.len(),
        nodes: doc.stages.iter().map(|st| st.graph.nodes.len()).sum(),
        steps: s.steps().len(),
        cursor: s.cursor(),
    }
}

/// The diff of every stage against the previous stage of its compile id.
pub fn stage_diffs(doc: &Document) -> Diffs {
    (0..doc.stages.len())
        .map(|i| {
            let cur = &doc.stages[i];
            let prev = (0..i).rev().find(|&j| doc.stages[j].compile_id == cur.compile_id)?;
            Some((prev, diff_graphs(&doc.stages[prev].graph, &cur.graph)))
        })
        .collect()
}

impl StagesTab {
    fn refresh(&mut self, s: &Session) {
        let k = key(s);
        if self.cache.as_ref().is_none_or(|(old, _)| *old != k) {
            self.cache = Some((k, stage_diffs(s.document())));
        }
    }

    fn hidden(&self, diffs: &Diffs, i: usize) -> bool {
        self.hide_unchanged && diffs.get(i).and_then(|d| d.as_ref()).is_some_and(|(_, d)| d.is_empty())
    }

    /// The next shown stage after (`dir` = 1) or before (`dir` = -1) `from`.
    fn step(&self, diffs: &Diffs, from: usize, forward: bool) -> Option<usize> {
        let mut i = from;
        loop {
            i = if forward { i + 1 } else { i.checked_sub(1)? };
            if i >= diffs.len() {
                return None;
            }
            if !self.hidden(diffs, i) {
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
        let Some((_, diffs)) = &self.cache else { return };
        let (prev, next) = (self.step(diffs, cur, false), self.step(diffs, cur, true));
        let mut go = None;
        ui.horizontal(|ui| {
            if ui.add_enabled(prev.is_some(), egui::Button::new("< Previous stage")).clicked() {
                go = prev;
            }
            if ui.add_enabled(next.is_some(), egui::Button::new("Next stage >")).clicked() {
                go = next;
            }
            let name = ctx.session.document().stages.get(cur).map(|s| s.qualified_name()).unwrap_or_default();
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
        let (Some(stage), Some(entry)) = (doc.stages.get(cur), diffs.get(cur)) else { return };
        let g = &stage.graph;
        match entry {
            None => {
                ui.label(format!("The first stage of compile {}: nothing to compare with.", stage.compile_id.as_deref().unwrap_or("(none)")));
            }
            Some((p, d)) => {
                let Some(before) = doc.stages.get(*p) else { return };
                if d.is_empty() {
                    ui.label(format!("Unchanged from {} ({} nodes).", before.qualified_name(), g.nodes.len()));
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
                let removed: Vec<String> = d.removed.iter().filter_map(|&i| before.graph.get(i)).map(|n| format!("- {}  {}", n.name, crate::ir::short_target(&n.target))).collect();
                for (id, _) in &added {
                    ctx.overlay.highlight.push((NodePath::root(*id), ADDED));
                    ctx.overlay.badges.push((NodePath::root(*id), "new".into()));
                }
                for (id, _) in &changed {
                    ctx.overlay.highlight.push((NodePath::root(*id), CHANGED));
                    ctx.overlay.badges.push((NodePath::root(*id), "changed".into()));
                }
                let mut focus = None;
                ui.columns(3, |cols| {
                    for (col, title, list, color, mark) in [(0, "Added", &added, ADDED, "+"), (1, "Changed", &changed, CHANGED, "~")] {
                        cols[col].colored_label(color, format!("{title} ({})", list.len()));
                        for (id, name) in list {
                            if cols[col].link(format!("{mark} {name}")).clicked() {
                                focus = Some(*id);
                            }
                        }
                    }
                    cols[2].label(format!("Removed ({})", removed.len()));
                    for r in &removed {
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
