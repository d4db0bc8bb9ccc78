//! The Patterns tab: pattern files (the built-ins, files opened by path, and patterns written
//! in the editor), Run = one `PatternMatcherPass` over the stage and its subgraphs with every
//! attempt listed, stepping through the attempts with the canvas showing the anchor, the
//! matched nodes and where a failure happened, and Apply / Undo / Redo through the session
//! timeline with a before/after view of each step.
use super::pattern_editor::Editor;
use super::tab_util::{self, ADDED, ANCHOR, DocKey, FAILED, MATCHED, StepKey};
use super::{AppCtx, Tab, step_diff};
use crate::ir::Graph;
use crate::pattern::{
    Attempt, AttemptText, FileEntry, Outcome, PassOptions, PassReport, PatternMatcherPass, Trace,
    load_pattern_file, parse_pattern_file, pass_from,
};
use egui::{Color32, RichText};

/// A pattern file as loaded, with its entries switched on or off as a whole.
pub struct PatternFile {
    pub name: String,
    pub entries: Vec<FileEntry>,
    pub enabled: bool,
}

#[derive(Debug, Clone, Copy, PartialEq, Eq)]
enum OutcomeFilter {
    All,
    Matched,
    Failed,
}

struct RunResult {
    pass: PatternMatcherPass,
    report: PassReport,
    key: DocKey,
}

impl RunResult {
    /// The report read against the graph it ran on (the session's graph while `key` holds).
    fn trace<'a>(&'a self, root: Option<&'a Graph>) -> Trace<'a> {
        Trace::new(&self.pass, &self.report, root)
    }
}

pub struct PatternsTab {
    pub files: Vec<PatternFile>,
    load_path: String,
    message: Option<(bool, String)>,
    editor: Editor,
    run: Option<RunResult>,
    outcome: OutcomeFilter,
    pattern: Option<String>,
    node: String,
    /// Index into the report's attempts.
    cursor: Option<usize>,
    focus_pending: bool,
    /// The timeline step whose before/after is shown (an index into `session.steps()`).
    shown_step: Option<usize>,
}

impl Default for PatternsTab {
    fn default() -> Self {
        let mut files = vec![];
        let mut message = None;
        for (name, text) in crate::pattern::BUILTIN {
            match parse_pattern_file(text, &format!("builtin:{name}")) {
                Ok(entries) => files.push(PatternFile {
                    name: format!("builtin:{name}"),
                    entries,
                    enabled: true,
                }),
                Err(e) => message = Some((true, e.to_string())),
            }
        }
        PatternsTab {
            files,
            load_path: String::new(),
            message,
            editor: Editor::default(),
            run: None,
            outcome: OutcomeFilter::All,
            pattern: None,
            node: String::new(),
            cursor: None,
            focus_pending: false,
            shown_step: None,
        }
    }
}

fn outcome_text(outcome: Outcome, applied: bool) -> &'static str {
    match outcome {
        Outcome::Matched if applied => "matched, applied",
        Outcome::Matched => "matched",
        Outcome::Failed => "failed",
        Outcome::ExtraCheckFailed => "extra_check failed",
        Outcome::Discarded => "discarded",
        Outcome::Refused => "refused",
    }
}

fn outcome_color(outcome: Outcome) -> Color32 {
    if outcome == Outcome::Matched { MATCHED } else { FAILED }
}

impl PatternsTab {
    fn entries(&self) -> Vec<FileEntry> {
        self.files.iter().filter(|f| f.enabled).flat_map(|f| f.entries.iter().cloned()).collect()
    }

    /// Adds a file's entries; a file of the same name is replaced (re-loading after an edit).
    pub fn add_file(&mut self, name: String, entries: Vec<FileEntry>) {
        match self.files.iter_mut().find(|f| f.name == name) {
            Some(f) => f.entries = entries,
            None => self.files.push(PatternFile { name, entries, enabled: true }),
        }
    }

    /// Runs the enabled patterns over the stage (and its subgraphs) without rewriting it.
    pub fn run(&mut self, ctx: &mut AppCtx) {
        match pass_from(&self.entries()) {
            Ok(pass) => {
                let report = ctx.session.run_pass(
                    &pass,
                    PassOptions { apply: false, subgraphs: true },
                    "match",
                );
                let key = DocKey::of(ctx.session);
                self.run = Some(RunResult { pass, report, key });
                let n = self.run.as_ref().map_or(0, |r| r.report.attempts.len());
                if self.cursor.is_some_and(|c| c >= n) {
                    self.cursor = None;
                }
            }
            Err(e) => self.message = Some((true, e.to_string())),
        }
    }

    fn visible(&self, root: Option<&Graph>) -> Vec<usize> {
        let Some(r) = &self.run else { return vec![] };
        let node = self.node.trim();
        let trace = r.trace(root);
        r.report
            .attempts
            .iter()
            .enumerate()
            .filter(|(_, a)| match self.outcome {
                OutcomeFilter::All => true,
                OutcomeFilter::Matched => a.outcome == Outcome::Matched,
                OutcomeFilter::Failed => a.outcome != Outcome::Matched,
            })
            .filter(|(_, a)| self.pattern.as_ref().is_none_or(|p| trace.pattern(a) == p))
            .filter(|(_, a)| node.is_empty() || trace.mentions(a, node))
            .map(|(i, _)| i)
            .collect()
    }

    /// Moves to the next/previous attempt among the filtered ones (`failed_only`: the next
    /// attempt that did not match).
    pub fn step(&mut self, root: Option<&Graph>, forward: bool, failed_only: bool) {
        let Some(r) = &self.run else { return };
        let vis: Vec<usize> = self
            .visible(root)
            .into_iter()
            .filter(|&i| !failed_only || r.report.attempts[i].outcome != Outcome::Matched)
            .collect();
        let next = match (self.cursor, forward) {
            (None, true) => vis.first().copied(),
            (None, false) => vis.last().copied(),
            (Some(c), true) => {
                vis.iter().copied().find(|&i| i > c).or(if failed_only { None } else { Some(c) })
            }
            (Some(c), false) => vis.iter().rev().copied().find(|&i| i < c).or(Some(c)),
        };
        if next.is_some() && next != self.cursor {
            self.cursor = next;
            self.focus_pending = true;
        }
    }

    fn current(&self) -> Option<&Attempt> {
        self.run.as_ref()?.report.attempts.get(self.cursor?)
    }

    fn current_text(&self, root: Option<&Graph>) -> Option<AttemptText> {
        Some(self.run.as_ref()?.trace(root).text(self.current()?))
    }

    /// Undo/redo/apply changed the graph: lay out anchored and refresh the attempt list.
    fn after_rewrite(&mut self, ctx: &mut AppCtx) {
        ctx.graph_changed();
        if self.run.is_some() {
            self.run(ctx);
        }
        self.shown_step = ctx.session.cursor().checked_sub(1);
    }

    fn apply_current(&mut self, ctx: &mut AppCtx) {
        let Some(a) = self.current_text(ctx.session.graph()) else { return };
        let Some(entry) = self.run.as_ref().and_then(|r| r.pass.entries().get(a.entry)).cloned()
        else {
            return;
        };
        match ctx.session.rewrite_at(&entry, &a.anchor) {
            Ok(()) => {
                self.message = Some((false, format!("applied {} at {}", a.pattern, a.anchor)));
                self.cursor = None;
                self.after_rewrite(ctx);
            }
            Err(e) => self.message = Some((true, format!("refused: {e}"))),
        }
    }

    fn apply_all(&mut self, ctx: &mut AppCtx) {
        let Some(r) = &self.run else { return };
        let pass = r.pass.clone();
        let report =
            ctx.session.run_pass(&pass, PassOptions { apply: true, subgraphs: true }, "patterns");
        let refused = report.attempts.iter().filter(|a| a.outcome == Outcome::Refused).count();
        self.message = Some((
            refused > 0,
            format!("applied {} rewrite(s), {refused} refused", report.applied),
        ));
        if report.applied > 0 {
            self.cursor = None;
            self.after_rewrite(ctx);
        }
    }

    pub fn undo(&mut self, ctx: &mut AppCtx) {
        if ctx.session.undo() {
            self.after_rewrite(ctx);
        }
    }

    pub fn redo(&mut self, ctx: &mut AppCtx) {
        if ctx.session.redo() {
            self.after_rewrite(ctx);
        }
    }

    fn overlay(&self, ctx: &mut AppCtx) {
        let Some(root) = ctx.session.graph() else { return };
        let mut hl = vec![];
        if let Some(a) = self.current_text(Some(root)) {
            for n in a.nodes.iter().filter(|n| **n != a.anchor) {
                hl.extend(tab_util::paths_in(root, &a.graph, n).into_iter().map(|p| (p, MATCHED)));
            }
            if let Some(f) = &a.failed_node {
                hl.extend(tab_util::paths_in(root, &a.graph, f).into_iter().map(|p| (p, FAILED)));
            }
            hl.extend(
                tab_util::paths_in(root, &a.graph, &a.anchor).into_iter().map(|p| (p, ANCHOR)),
            );
        } else if let Some(step) = self
            .shown_step
            .filter(|&s| s + 1 == ctx.session.cursor())
            .and_then(|s| ctx.session.steps().get(s))
        {
            // The latest applied step: mark what it brought in.
            for (name, _) in step_diff::diff(&step.before, &step.after).added {
                hl.extend(tab_util::paths_in(root, "", &name).into_iter().map(|p| (p, ADDED)));
            }
        }
        ctx.overlay.highlight.extend(hl);
    }

    fn files_ui(&mut self, ui: &mut egui::Ui) {
        ui.strong("Pattern files");
        tab_util::list_area(ui, "qb-pat-files", 150.0, |ui| {
            let mut edit = None;
            for f in &mut self.files {
                ui.checkbox(&mut f.enabled, &f.name);
                for e in &f.entries {
                    ui.horizontal(|ui| {
                        ui.add_space(18.0);
                        let r = ui.add(
                            egui::Label::new(RichText::new(&e.entry.name).monospace())
                                .sense(egui::Sense::click()),
                        );
                        let r =
                            r.on_hover_text(e.description.as_deref().unwrap_or(&e.entry.source));
                        if r.clicked() {
                            edit = Some(e.clone());
                        }
                    });
                }
            }
            if let Some(e) = edit {
                self.editor.load(&e);
            }
        });
        ui.horizontal(|ui| {
            // TOML pattern files, or Inductor's own Python (`_sfdp_pattern_1.py`).
            let label = ui.label("Pattern file:");
            let edit = ui
                .add(
                    egui::TextEdit::singleline(&mut self.load_path)
                        .hint_text("patterns.toml or _sfdp_pattern_1.py")
                        .desired_width(170.0),
                )
                .labelled_by(label.id);
            let enter = edit.lost_focus() && ui.input(|i| i.key_pressed(egui::Key::Enter));
            if (ui.button("Load").clicked() || enter) && !self.load_path.trim().is_empty() {
                let path = std::path::PathBuf::from(self.load_path.trim());
                match load_pattern_file(&path) {
                    Ok(entries) => {
                        self.message = Some((
                            false,
                            format!("loaded {} pattern(s) from {}", entries.len(), path.display()),
                        ));
                        self.add_file(path.display().to_string(), entries);
                    }
                    Err(e) => self.message = Some((true, e.to_string())),
                }
            }
        });
    }

    fn attempts_ui(&mut self, ui: &mut egui::Ui, root: Option<&Graph>) {
        let Some(r) = &self.run else {
            ui.weak("Run the enabled patterns to list every attempt.");
            return;
        };
        let names: Vec<String> = r.pass.entries().iter().map(|e| e.name.clone()).collect();
        ui.horizontal(|ui| {
            ui.selectable_value(&mut self.outcome, OutcomeFilter::All, "All");
            ui.selectable_value(&mut self.outcome, OutcomeFilter::Matched, "Matched");
            ui.selectable_value(&mut self.outcome, OutcomeFilter::Failed, "Failed");
            egui::ComboBox::from_label("pattern")
                .selected_text(self.pattern.clone().unwrap_or_else(|| "every pattern".into()))
                .show_ui(ui, |ui| {
                    ui.selectable_value(&mut self.pattern, None, "every pattern");
                    for n in names {
                        ui.selectable_value(&mut self.pattern, Some(n.clone()), n);
                    }
                });
        });
        ui.horizontal(|ui| {
            let label = ui.label("Node:");
            ui.add(
                egui::TextEdit::singleline(&mut self.node)
                    .hint_text("anchor or matched node")
                    .desired_width(140.0),
            )
            .labelled_by(label.id);
        });
        let vis = self.visible(root);
        let Some(r) = &self.run else { return };
        let trace = r.trace(root);
        ui.weak(format!("{} of {} attempts", vis.len(), r.report.attempts.len()));
        let mut clicked = None;
        tab_util::list_area(ui, "qb-pat-attempts", 170.0, |ui| {
            for &i in &vis {
                let a = &r.report.attempts[i];
                let text = RichText::new(format!(
                    "#{i} {} @ {}: {}",
                    trace.pattern(a),
                    trace.location(a),
                    outcome_text(a.outcome, a.applied)
                ))
                .color(outcome_color(a.outcome));
                let resp = ui.selectable_label(self.cursor == Some(i), text);
                if self.cursor == Some(i) && self.focus_pending {
                    resp.scroll_to_me(None);
                }
                if resp.clicked() {
                    clicked = Some(i);
                }
            }
        });
        if let Some(i) = clicked {
            self.cursor = Some(i);
            self.focus_pending = true;
        }
    }

    /// The line under the toolbar: stepping, the current attempt, its reason, Apply. Kept at
    /// the top so it stays visible in a short panel.
    fn current_ui(&mut self, ui: &mut egui::Ui, ctx: &mut AppCtx) {
        ui.horizontal(|ui| {
            let root = ctx.session.graph();
            if ui.button("< Previous").on_hover_text("P or Up").clicked() {
                self.step(root, false, false);
            }
            if ui.button("Next >").on_hover_text("N or Down").clicked() {
                self.step(root, true, false);
            }
            if ui.button("Next failure").on_hover_text("F7").clicked() {
                self.step(root, true, true);
            }
            let Some(a) = self.current_text(root) else {
                ui.weak(if self.run.is_some() {
                    "No attempt selected: step with N / P."
                } else {
                    ""
                });
                return;
            };
            let at = if a.graph.is_empty() {
                a.anchor.clone()
            } else {
                format!("{}/{}", a.graph, a.anchor)
            };
            ui.label(
                RichText::new(format!(
                    "{} @ {at}: {}",
                    a.pattern,
                    outcome_text(a.outcome, a.applied)
                ))
                .strong()
                .color(outcome_color(a.outcome)),
            );
            if let Some(reason) = &a.reason {
                ui.label(RichText::new(reason).monospace().color(FAILED));
            }
            let has_rep = self
                .run
                .as_ref()
                .and_then(|r| r.pass.entries().get(a.entry))
                .is_some_and(|e| e.replacement.is_some());
            if a.outcome == Outcome::Matched && has_rep {
                let top = a.graph.is_empty();
                let b = ui.add_enabled(top, egui::Button::new("Apply this rewrite"));
                let b = if top {
                    b
                } else {
                    b.on_disabled_hover_text("Rewrites inside subgraphs: use Apply all")
                };
                if b.clicked() {
                    self.apply_current(ctx);
                }
            }
        });
    }

    fn detail_ui(&self, ui: &mut egui::Ui, root: Option<&Graph>) {
        ui.strong("Attempt");
        let Some(a) = self.current_text(root) else {
            ui.weak("none selected");
            return;
        };
        egui::Grid::new("qb-pat-detail").num_columns(2).show(ui, |ui| {
            ui.label("anchor");
            ui.monospace(&a.anchor);
            ui.end_row();
            if !a.nodes.is_empty() {
                ui.label("matched nodes");
                ui.monospace(a.nodes.join(", "));
                ui.end_row();
            }
            if !a.args.is_empty() {
                ui.label("args");
                ui.monospace(a.args.join(", "));
                ui.end_row();
            }
            for (k, v) in &a.kwargs {
                ui.label(format!("kwarg {k}"));
                ui.monospace(v);
                ui.end_row();
            }
            if let Some(n) = &a.failed_node {
                ui.label("failed at node");
                ui.monospace(match &a.failed_arg {
                    Some(arg) => format!("{n} (argument {arg})"),
                    None => n.clone(),
                });
                ui.end_row();
            }
            if let Some(k) = &a.kind {
                ui.label("reason kind");
                ui.monospace(k);
                ui.end_row();
            }
            if let Some(p) = &a.failing_pattern {
                ui.label("sub-pattern");
                ui.monospace(p);
                ui.end_row();
            }
        });
    }

    fn timeline_ui(&mut self, ui: &mut egui::Ui, ctx: &mut AppCtx) {
        ui.strong("Timeline");
        ui.add(egui::Label::new(RichText::new(ctx.session.origin()).weak()).truncate());
        let cursor = ctx.session.cursor();
        let mut pick = None;
        for (i, s) in ctx.session.steps().iter().enumerate() {
            let text = if i < cursor {
                RichText::new(&s.label)
            } else {
                RichText::new(format!("{} (undone)", s.label)).weak()
            };
            if ui.selectable_label(self.shown_step == Some(i), text).clicked() {
                pick = Some(i);
            }
        }
        if pick.is_some() {
            self.shown_step = pick;
        }
        if let Some(step) = self.shown_step.and_then(|i| ctx.session.steps().get(i)) {
            ui.separator();
            let d = step_diff::diff(&step.before, &step.after);
            ui.weak(format!(
                "{}: {} -> {} nodes",
                step.label,
                step.before.total_nodes(),
                step.after.total_nodes()
            ));
            tab_util::list_area(ui, "qb-pat-diff", 200.0, |ui| step_diff::ui(ui, &d));
        }
    }
}

impl Tab for PatternsTab {
    fn title(&self) -> &str {
        "Patterns"
    }

    fn ui(&mut self, ui: &mut egui::Ui, ctx: &mut AppCtx) {
        if self.run.as_ref().is_some_and(|r| r.key != DocKey::of(ctx.session)) {
            // Another file, stage or step: the attempts no longer describe this graph.
            self.run = None;
            self.cursor = None;
        }
        if self.shown_step.is_some_and(|s| s >= ctx.session.steps().len()) {
            self.shown_step = None;
        }
        match tab_util::step_key(ui, egui::Key::F7) {
            Some(StepKey::Next) => self.step(ctx.session.graph(), true, false),
            Some(StepKey::Prev) => self.step(ctx.session.graph(), false, false),
            Some(StepKey::Extra) => self.step(ctx.session.graph(), true, true),
            None => {}
        }
        if !ui.ctx().egui_wants_keyboard_input() {
            let (undo, redo) = ui.ctx().input_mut(|i| {
                (
                    i.consume_key(egui::Modifiers::COMMAND, egui::Key::Z),
                    i.consume_key(egui::Modifiers::COMMAND, egui::Key::Y),
                )
            });
            if undo {
                self.undo(ctx);
            }
            if redo {
                self.redo(ctx);
            }
        }
        ui.horizontal(|ui| {
            if ui
                .button("Run")
                .on_hover_text("Match the enabled patterns over the graph and its subgraphs")
                .clicked()
            {
                self.run(ctx);
            }
            let can_apply = self
                .run
                .as_ref()
                .is_some_and(|r| r.report.attempts.iter().any(|a| a.outcome == Outcome::Matched));
            if ui
                .add_enabled(can_apply, egui::Button::new("Apply all"))
                .on_hover_text("One PatternMatcherPass with replacements, as one timeline step")
                .clicked()
            {
                self.apply_all(ctx);
            }
            if ui
                .add_enabled(ctx.session.can_undo(), egui::Button::new("Undo"))
                .on_hover_text("Ctrl+Z")
                .clicked()
            {
                self.undo(ctx);
            }
            if ui
                .add_enabled(ctx.session.can_redo(), egui::Button::new("Redo"))
                .on_hover_text("Ctrl+Y")
                .clicked()
            {
                self.redo(ctx);
            }
            if let Some(r) = &self.run {
                let lines = r.report.summary(&r.pass, false);
                ui.add(egui::Label::new(RichText::new(lines.join("  |  ")).weak()).truncate());
            }
        });
        if let Some((err, m)) = self.message.clone() {
            ui.horizontal(|ui| {
                ui.label(RichText::new(m).monospace().color(if err { FAILED } else { MATCHED }));
                if ui.small_button("x").on_hover_text("Dismiss").clicked() {
                    self.message = None;
                }
            });
        }
        self.current_ui(ui, ctx);
        ui.separator();
        ui.columns(4, |cols| {
            tab_util::clip_columns(cols);
            self.files_ui(&mut cols[0]);
            cols[0].separator();
            if let Some(entry) = self.editor.ui(&mut cols[0]) {
                let name = entry.entry.name.clone();
                let mut editor_file = self
                    .files
                    .iter()
                    .find(|f| f.name == "editor")
                    .map(|f| f.entries.clone())
                    .unwrap_or_default();
                editor_file.retain(|e| e.entry.name != name);
                editor_file.push(entry);
                self.add_file("editor".into(), editor_file);
                self.message = Some((false, format!("added `{name}` to the editor's patterns")));
            }
            self.attempts_ui(&mut cols[1], ctx.session.graph());
            self.detail_ui(&mut cols[2], ctx.session.graph());
            self.timeline_ui(&mut cols[3], ctx);
        });
        if self.focus_pending {
            self.focus_pending = false;
            if let Some(root) = ctx.session.graph()
                && let Some(a) = self.current_text(Some(root))
                && let Some(p) = tab_util::paths_in(root, &a.graph, &a.anchor).into_iter().next()
            {
                ctx.focus(p);
            }
        }
        self.overlay(ctx);
    }
}
