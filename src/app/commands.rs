//! The command queue: everything that changes what the window shows (selection, folding,
//! stages, files) is a [`Command`], pushed by panels and shortcuts and applied after the
//! panels ran, so no panel sees a half-changed view.
use super::{QuantbenchApp, files};
use crate::ir::Graph;
use crate::layout::NodePath;
use std::path::PathBuf;

/// Everything that changes what is shown goes through one queue, applied after the panels ran.
#[derive(Debug, Clone)]
pub enum Command {
    Select(NodePath),
    Focus(NodePath),
    /// Select the first node and show them all, opening folded groups (a kernel's nodes).
    Reveal(Vec<NodePath>),
    Deselect,
    ToggleExpand(NodePath),
    DrillInto(NodePath),
    /// Keep the first `n` calls of the drill path (breadcrumb).
    DrillTo(usize),
    SelectStage(usize),
    /// Like `SelectStage`, but nodes found in both stages keep their place and the camera stays.
    StepStage(usize),
    GraphChanged,
    Open(PathBuf),
    OpenSample,
    Fit,
    ExpandAll(bool),
    /// Fold or open a group (all instances of a repeated block).
    ToggleGroup(crate::group::GroupId),
    /// Fold every group at this depth (0: open all).
    FoldToDepth(usize),
    /// Select the same node in the next (+1) or previous (-1) instance of its repeated block,
    /// opening that instance in place of the current one; the node stays where it was on
    /// screen.
    StepInstance(i32),
    /// Show library dequant as invoke_quant (true) or as written (false): the file is read again.
    RecognizeLibs(bool),
    /// Show a compile's story in the inspector ((rank, compile id)), or stop showing it.
    ShowCompile(Option<super::compile_story::CompileKey>),
    /// Open a second document beside the first, what differs marked (File > Compare with).
    CompareWith(PathBuf),
    CloseCompare,
}

impl QuantbenchApp {
    pub(super) fn apply(&mut self, cmd: Command) {
        match cmd {
            Command::Select(p) => {
                self.view.compile = Default::default();
                self.view.selection = Some(p);
            }
            Command::ShowCompile(key) => {
                self.view.compile = match key {
                    Some(k) => super::compile_story::Shown::of(self.session.document(), k),
                    None => Default::default(),
                };
                if self.view.compile.key.is_some() {
                    self.view.selection = None;
                }
            }
            Command::CompareWith(p) => self.compare_with(p),
            Command::CloseCompare => self.compare = None,
            Command::Focus(p) => {
                self.view.compile = Default::default();
                self.view.fit_group_pending = None;
                if let Some(g) = self.session.graph() {
                    self.view.reveal(g, &p);
                }
                self.view.selection = Some(p);
            }
            Command::Reveal(nodes) => self.reveal_nodes(nodes),
            Command::Deselect => self.view.selection = None,
            Command::ToggleExpand(p) => {
                if !self.view.expanded.remove(&p) {
                    self.view.expanded.insert(p.clone());
                    // The opened container grows down and sideways off where its box was:
                    // bring all of it into view once laid out.
                    self.view.fit_nodes_pending = Some(vec![p.clone()]);
                }
                self.view.selection = Some(p);
                self.relayout(true);
            }
            Command::DrillInto(p) => {
                let is_call = self
                    .session
                    .graph()
                    .and_then(|g| p.graph(g))
                    .and_then(|g| g.called_subgraph(p.id))
                    .is_some();
                if is_call {
                    self.view.drill = p.calls.iter().copied().chain([p.id]).collect();
                    self.view.selection = None;
                    self.relayout(false);
                }
            }
            Command::DrillTo(n) => {
                if n < self.view.drill.len() {
                    let left =
                        NodePath { calls: self.view.drill[..n].to_vec(), id: self.view.drill[n] };
                    self.view.drill.truncate(n);
                    self.relayout(false);
                    self.view.selection = Some(left.clone());
                    self.view.focus_pending = Some(left);
                }
            }
            Command::SelectStage(i) => {
                self.session.select_stage(i);
                self.view.reset();
                self.search.invalidate();
                self.relayout(false);
            }
            Command::StepStage(i) => {
                // Node paths of the old stage mean nothing in the new one; the layout stays as
                // the anchor of the next.
                self.session.select_stage(i);
                self.view.drill.clear();
                self.view.expanded.clear();
                self.view.groups = None;
                self.view.selection = None;
                self.search.invalidate();
                self.relayout(true);
            }
            Command::GraphChanged => {
                self.search.invalidate();
                self.relayout(true);
            }
            Command::Open(p) => self.open(p),
            Command::OpenSample => self.set_document(files::sample_document()),
            Command::RecognizeLibs(on) => {
                self.recognize_libs = on;
                match self.session.document().path.clone() {
                    Some(p) => self.open(p),
                    None => self.set_document(files::sample_document()),
                }
            }
            Command::Fit => (self.view.fit_pending, self.view.fit_whole) = (true, true),
            Command::ToggleGroup(g) => {
                self.view.toggle_group(g);
                self.relayout(true);
                // Opening shows the whole group.
                if !self.view.collapsed.contains(&g) {
                    self.view.fit_group_pending = Some(g);
                }
            }
            Command::StepInstance(d) => self.step_instance(d),
            Command::FoldToDepth(d) => {
                self.view.collapse_to_depth(d);
                self.relayout(true);
            }
            Command::ExpandAll(on) => {
                self.view.expanded.clear();
                if on && let Some(g) = self.session.graph() {
                    collect_calls(g, &mut vec![], &mut self.view.expanded);
                }
                self.relayout(true);
            }
        }
    }

    fn step_instance(&mut self, delta: i32) {
        let (Some(g), Some(sel)) = (self.session.graph(), self.view.selection.clone()) else {
            return;
        };
        let Some(step) = self.view.instance_step(g, &sel, delta) else { return };
        // Where the node is on screen now, from the centre of the box that shows it.
        let offset = self
            .view
            .visible_item(&sel)
            .and_then(|i| self.view.layout.as_ref().map(|l| l.items[i].rect))
            .map(|r| {
                egui::pos2((r.min[0] + r.max[0]) / 2.0, (r.min[1] + r.max[1]) / 2.0)
                    - self.view.scene_rect.min
            });
        if step.refold {
            self.view.collapsed.insert(step.from);
            self.view.collapsed.remove(&step.to);
        }
        self.view.selection = Some(step.path.clone());
        self.relayout(true);
        match offset {
            Some(o) => self.view.anchor_pending = Some((step.path, o)),
            None => self.view.focus_pending = Some(step.path),
        }
    }

    pub(super) fn shortcuts(&mut self, ctx: &egui::Context) {
        use egui::{Key, Modifiers};
        let typing = ctx.egui_wants_keyboard_input();
        ctx.input_mut(|i| {
            if i.consume_key(Modifiers::COMMAND, Key::F) {
                self.search.open = true;
                self.search.focus = true;
            }
            if i.consume_key(Modifiers::COMMAND, Key::O) {
                self.files.show_open(true);
            }
            if i.consume_key(Modifiers::NONE, Key::F1) {
                self.show_help = !self.show_help;
            }
            if typing {
                return;
            }
            if i.consume_key(Modifiers::NONE, Key::F) {
                self.cmds.push(Command::Fit);
            }
            let sel = self.view.selection.clone();
            if sel.is_some() {
                if i.consume_key(Modifiers::NONE, Key::Comma) {
                    self.cmds.push(Command::StepInstance(-1));
                }
                if i.consume_key(Modifiers::NONE, Key::Period) {
                    self.cmds.push(Command::StepInstance(1));
                }
            }
            if let Some(p) = &sel {
                if i.consume_key(Modifiers::NONE, Key::Enter) {
                    self.cmds.push(Command::DrillInto(p.clone()));
                }
                if i.consume_key(Modifiers::NONE, Key::E) {
                    self.cmds.push(Command::ToggleExpand(p.clone()));
                }
            }
            if (i.consume_key(Modifiers::NONE, Key::Backspace)
                || i.consume_key(Modifiers::NONE, Key::Escape))
                && !self.view.drill.is_empty()
            {
                self.cmds.push(Command::DrillTo(self.view.drill.len() - 1));
            }
        });
    }
}

fn collect_calls(
    g: &Graph,
    calls: &mut Vec<crate::ir::NodeId>,
    out: &mut std::collections::HashSet<NodePath>,
) {
    for id in g.ids() {
        if let Some((_, sg)) = g.called_subgraph(id) {
            out.insert(NodePath { calls: calls.clone(), id });
            calls.push(id);
            collect_calls(sg, calls, out);
            calls.pop();
        }
    }
}
