//! The Fusion tab: lower the stage and run the scheduler under a policy, then step through
//! every `can_fuse` decision (the two scheduler nodes highlighted on the canvas through their
//! FX origins, the `WhyNoFuse` reason beside it), see the rounds with their scored candidates,
//! the resulting groups as coloured hulls, Inductor's own groups side by side when its dumps
//! are known, and the loop body of any scheduler node.
use super::fusion_view::{self, Inductor};
use super::tab_util::{self, ANCHOR, DocKey, FAILED, MATCHED, SECOND, StepKey};
use super::{AppCtx, Hull, Tab};
use crate::layout::NodePath;
use crate::sched::stepper::{DecisionFilter, FusionStepper, Outcome};
use crate::sched::{Config, FusedGroup, Policy, Schedule, schedule};
use egui::RichText;
use std::collections::HashMap;

/// Which groups the canvas draws as hulls.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum HullSource {
    Ours,
    Inductor,
    Off,
}

pub struct FusionRun {
    key: DocKey,
    pub policy: Policy,
    pub schedule: Schedule,
    pub stepper: FusionStepper,
    /// Operation name -> the FX nodes it computes, as canvas paths.
    op_paths: HashMap<String, Vec<NodePath>>,
    pub inductor: Option<Inductor>,
    /// The graph shows library dequant recognized as invoke_quant (so no Inductor comparison).
    pub recognized: bool,
    millis: f64,
    /// For a graph with symbolic sizes: the hints it was lowered with, and from where.
    sizes: Option<String>,
}

impl FusionRun {
    /// FX nodes of a scheduler node: `op3`, or a fused one named `op0_op1` after its members.
    pub fn paths(&self, snode: &str) -> Vec<NodePath> {
        let mut out: Vec<NodePath> = vec![];
        for op in snode.split('_') {
            for p in self.op_paths.get(op).into_iter().flatten() {
                if !out.contains(p) {
                    out.push(p.clone());
                }
            }
        }
        out
    }

    /// The operations computing FX node `sel` (or a node inside it, for an invoke_quant call).
    pub fn ops_of(&self, sel: &NodePath) -> Vec<String> {
        let inside =
            |p: &NodePath| p == sel || (p.calls.first() == Some(&sel.id) && sel.calls.is_empty());
        let mut ops: Vec<String> = self
            .op_paths
            .iter()
            .filter(|(_, ps)| ps.iter().any(inside))
            .map(|(op, _)| op.clone())
            .collect();
        ops.sort_by_key(|o| (o.len(), o.clone()));
        ops
    }

    fn hulls(&self, groups: &[FusedGroup]) -> Vec<Hull> {
        groups
            .iter()
            .enumerate()
            .filter_map(|(i, g)| {
                let nodes: Vec<NodePath> = g.members.iter().flat_map(|m| self.paths(m)).collect();
                (!nodes.is_empty()).then(|| Hull {
                    nodes,
                    color: tab_util::palette(i),
                    label: g.name.clone(),
                })
            })
            .collect()
    }
}

pub struct FusionTab {
    pub policy: Policy,
    pub run: Option<FusionRun>,
    error: Option<String>,
    pub hulls: HullSource,
    focus_pending: bool,
    /// The scheduler node whose loop bodies are shown.
    pub shown_node: Option<String>,
    last_selection: Option<NodePath>,
    /// What the decision list shows; stepping keys move within it.
    pub filter: DecisionFilter,
    /// Narrow the list to the decisions of the selected node's operations.
    pub by_selection: bool,
    /// The operations of the selected canvas node (see [`FusionRun::ops_of`]).
    selected_ops: Vec<String>,
    /// Inductor's `max_autotune` for the GPU policy (matmuls as Triton templates), unless the
    /// case's `meta.json` says how it compiled.
    pub max_autotune: bool,
    /// The open case's `meta.json`, read once per case (the toolbar shows it every frame).
    meta: tab_util::PerCase<Option<crate::import::case_meta::CaseMeta>>,
}

impl Default for FusionTab {
    fn default() -> Self {
        FusionTab {
            policy: Policy::InductorCpu,
            run: None,
            error: None,
            hulls: HullSource::Ours,
            focus_pending: false,
            shown_node: None,
            last_selection: None,
            filter: DecisionFilter::default(),
            by_selection: false,
            selected_ops: vec![],
            max_autotune: true,
            meta: Default::default(),
        }
    }
}

impl FusionTab {
    pub fn run(&mut self, ctx: &AppCtx) {
        self.error = None;
        let Some(g) = ctx.graph() else {
            self.error = Some("no graph is open".into());
            return;
        };
        // A graph with symbolic sizes is lowered as such, with the hints `fuse` finds.
        let bound;
        let mut sizes = None;
        let g = if crate::ir::specialize::is_dynamic(g) {
            let file = ctx.session.document().path.clone().unwrap_or_default();
            match crate::pipeline::size_hints(g, &file, &[]) {
                Ok((hints, from)) => {
                    sizes = Some(format!(
                        "symbolic sizes, hints {} ({from})",
                        crate::pipeline::sizes_text(&hints)
                    ));
                    bound = crate::ir::shape_env::with_given_sizes(g, &hints);
                    &bound
                }
                Err(e) => {
                    self.run = None;
                    self.error = Some(format!("{e}"));
                    return;
                }
            }
        } else {
            g
        };
        let t0 = std::time::Instant::now();
        let config = match fusion_view::case_meta(ctx.session) {
            Some(meta) => Config::for_case(&meta),
            None => Config { max_autotune: self.max_autotune, ..Config::default() },
        };
        // Inductor's logged benchmark outcomes decide template fusions where the case has them.
        let fusion_log = fusion_view::case_fusion_log(ctx.session);
        let oracle: Box<dyn crate::sched::config::BenchmarkOracle> = match &fusion_log {
            Some(log) => Box::new(crate::sched::config::LoggedBenchmarks::new(log)),
            None => crate::pipeline::costs::oracle(self.policy),
        };
        let s = match schedule(g, self.policy, config, oracle) {
            Ok(s) => s,
            Err(e) => {
                self.run = None;
                self.error = Some(match e.inductor_refuses() {
                    true => format!(
                        "Inductor refuses to lower this graph, so there is no schedule: {e}"
                    ),
                    false => format!("lowering failed: {e}"),
                });
                return;
            }
        };
        let millis = t0.elapsed().as_secs_f64() * 1e3;
        let op_paths = s
            .lowered
            .operations
            .iter()
            .map(|o| {
                (
                    o.name.clone(),
                    o.origins.iter().flat_map(|x| tab_util::origin_paths(g, x)).collect(),
                )
            })
            .collect();
        let inductor = fusion_view::find_inductor(ctx.session, &s, fusion_log.as_ref());
        let stepper = FusionStepper::from_log(&s.log);
        self.shown_node = None;
        // The selected node's operations are looked up again in the new schedule.
        self.last_selection = None;
        self.focus_pending = !stepper.decisions.is_empty();
        self.run = Some(FusionRun {
            key: DocKey::of(ctx.session),
            policy: self.policy,
            schedule: s,
            stepper,
            op_paths,
            inductor,
            recognized: fusion_view::shows_recognized(ctx.session),
            millis,
            sizes,
        });
    }

    fn step(&mut self, k: StepKey) {
        let f = self.effective_filter();
        let Some(r) = &mut self.run else { return };
        let before = r.stepper.cursor;
        match k {
            StepKey::Next => {
                r.stepper.step_in(&f, true);
            }
            StepKey::Prev => {
                r.stepper.step_in(&f, false);
            }
            StepKey::Extra => {
                let f = DecisionFilter { outcome: Outcome::Refused, ..f };
                r.stepper.step_in(&f, true);
            }
        }
        if r.stepper.cursor != before {
            self.focus_pending = true;
        }
    }

    /// The list's filter with the selected node's operations in it when following the selection.
    pub fn effective_filter(&self) -> DecisionFilter {
        let mut f = self.filter.clone();
        if self.by_selection {
            // A selection with no operation (a placeholder, a view folded away) matches nothing.
            f.nodes = if self.selected_ops.is_empty() {
                vec!["\u{0}".into()]
            } else {
                self.selected_ops.clone()
            };
        }
        f
    }

    pub fn go_to(&mut self, i: usize) {
        if let Some(r) = &mut self.run
            && i < r.stepper.decisions.len()
        {
            r.stepper.cursor = i;
            self.focus_pending = true;
        }
    }

    fn overlay(&self, ctx: &mut AppCtx) {
        let Some(r) = &self.run else { return };
        let groups = match (self.hulls, &r.inductor) {
            (HullSource::Ours, _) => Some(&r.schedule.groups),
            (HullSource::Inductor, Some(ind)) => Some(&ind.groups),
            _ => None,
        };
        if let Some(groups) = groups {
            ctx.overlay.hulls.extend(r.hulls(groups));
        }
        if let Some(d) = r.stepper.current() {
            ctx.overlay.highlight.extend(r.paths(&d.node1).into_iter().map(|p| (p, ANCHOR)));
            ctx.overlay.highlight.extend(r.paths(&d.node2).into_iter().map(|p| (p, SECOND)));
        }
    }

    /// A click on the canvas shows the loop body of the scheduler node computing that FX node.
    fn follow_selection(&mut self, ctx: &AppCtx) {
        let sel = ctx.selection().cloned();
        if sel == self.last_selection {
            return;
        }
        self.last_selection = sel.clone();
        self.selected_ops = match (&self.run, &sel) {
            (Some(r), Some(sel)) => r.ops_of(sel),
            _ => vec![],
        };
        let (Some(r), Some(sel)) = (&self.run, sel) else { return };
        let op = r
            .schedule
            .lowered
            .operations
            .iter()
            .rev()
            .find(|o| r.op_paths.get(&o.name).is_some_and(|ps| ps.contains(&sel)));
        if let Some(op) = op {
            let group = r.schedule.groups.iter().find(|g| g.members.contains(&op.name));
            self.shown_node = Some(group.map_or(op.name.clone(), |g| g.name.clone()));
        }
    }

    fn decisions_ui(&mut self, ui: &mut egui::Ui) {
        ui.strong("Decisions");
        let Some(r) = &self.run else { return };
        if r.stepper.decisions.is_empty() {
            ui.weak("No can_fuse decisions: nothing shared a buffer.");
            return;
        }
        let shown = r.stepper.matching(&self.effective_filter());
        if shown.is_empty() {
            ui.weak("No decision passes the filter.");
            return;
        }
        let mut go = None;
        let focus = self.focus_pending;
        let row_h = ui.text_style_height(&egui::TextStyle::Body) + ui.spacing().item_spacing.y;
        let mut area = egui::ScrollArea::both()
            .id_salt("qb-fuse-decisions")
            .max_height(200.0)
            .auto_shrink([false, true]);
        if focus && let Some(k) = shown.iter().position(|&i| i == r.stepper.cursor) {
            // Only the rows in view are built (51,428 decisions on a 32-layer decoder), so the
            // current one is scrolled to by its offset, not by asking its widget.
            area = area.vertical_scroll_offset((k as f32 * row_h - 80.0).max(0.0));
        }
        area.show_rows(ui, row_h, shown.len(), |ui, rows| {
            for &i in &shown[rows] {
                let d = &r.stepper.decisions[i];
                let verdict = match (&d.fused_into, d.fusable) {
                    (Some(g), _) => format!("fused -> {g}"),
                    (None, true) => format!("can fuse ({})", d.check),
                    (None, false) => format!("no: {}", d.check),
                };
                let text = RichText::new(format!(
                    "r{} {} {} + {}: {verdict}",
                    d.round, d.phase, d.node1, d.node2
                ))
                .color(if d.fusable { MATCHED } else { FAILED });
                let resp = ui.selectable_label(i == r.stepper.cursor, text);
                if resp.clicked() {
                    go = Some(i);
                }
            }
        });
        if let Some(i) = go {
            self.go_to(i);
        }
    }

    /// The filter row: outcome, deciding check, node text, the selected node, one pair.
    fn filter_ui(&mut self, ui: &mut egui::Ui) {
        let Some(r) = &self.run else { return };
        let checks = r.stepper.checks();
        let total = r.stepper.decisions.len();
        let shown = r.stepper.matching(&self.effective_filter()).len();
        let mut clear_pair = false;
        ui.horizontal_wrapped(|ui| {
            ui.label("Show:");
            for o in Outcome::ALL {
                ui.selectable_value(&mut self.filter.outcome, o, o.name());
            }
            ui.separator();
            let current = self.filter.check.clone().unwrap_or_else(|| "any check".into());
            egui::ComboBox::from_label("check")
                .selected_text(current)
                .show_ui(ui, |ui| {
                    ui.selectable_value(&mut self.filter.check, None, "any check");
                    for (c, no, yes) in &checks {
                        ui.selectable_value(
                            &mut self.filter.check,
                            Some(c.clone()),
                            format!("{c}  ({no} refused, {yes} admitted)"),
                        );
                    }
                })
                .response
                .on_hover_text("The check that decided: Inductor's can_fuse checks in order");
            ui.add(
                egui::TextEdit::singleline(&mut self.filter.text)
                    .hint_text("node (op12)")
                    .desired_width(90.0),
            );
            let label = match self.selected_ops.as_slice() {
                [] => "selected node".to_string(),
                [a, b, c, _, rest @ ..] => {
                    format!("selected node ({a}, {b}, {c} +{})", rest.len() + 1)
                }
                ops => format!("selected node ({})", ops.join(", ")),
            };
            ui.checkbox(&mut self.by_selection, label).on_hover_text(
                "Only the decisions about the operations of the node selected on the canvas",
            );
            if let Some((a, b)) = &self.filter.pair {
                clear_pair = ui
                    .button(format!("pair {a} + {b}  ×"))
                    .on_hover_text("Show every pair again")
                    .clicked();
            }
            ui.weak(format!("{shown} of {total} decisions"));
        });
        if clear_pair {
            self.filter.pair = None;
        }
    }

    /// The line under the toolbar: stepping, the current decision and its reason. Kept at the
    /// top so it stays visible in a short panel.
    fn current_ui(&mut self, ui: &mut egui::Ui) {
        let mut show = None;
        let mut pair = None;
        // Wrapped: a long WhyNoFuse reason goes to the next line instead of off the panel.
        ui.horizontal_wrapped(|ui| {
            if ui.button("< Previous").on_hover_text("P or Up").clicked() {
                self.step(StepKey::Prev);
            }
            if ui.button("Next >").on_hover_text("N or Down").clicked() {
                self.step(StepKey::Next);
            }
            if ui.button("Next rejection").on_hover_text("R").clicked() {
                self.step(StepKey::Extra);
            }
            let Some(r) = &self.run else { return };
            let Some(d) = r.stepper.current() else { return };
            ui.weak(format!("decision {} of {}", r.stepper.cursor + 1, r.stepper.decisions.len()));
            ui.label(RichText::new(format!("round {} ({}):", d.round, d.phase)).strong());
            if ui
                .link(RichText::new(&d.node1).color(ANCHOR))
                .on_hover_text("show its loop body")
                .clicked()
            {
                show = Some(d.node1.clone());
            }
            ui.label("+");
            if ui
                .link(RichText::new(&d.node2).color(SECOND))
                .on_hover_text("show its loop body")
                .clicked()
            {
                show = Some(d.node2.clone());
            }
            if ui
                .small_button("only this pair")
                .on_hover_text("List only the decisions about these two nodes")
                .clicked()
            {
                pair = Some((d.node1.clone(), d.node2.clone()));
            }
            match (&d.reason, &d.fused_into) {
                (Some(reason), _) => ui.label(RichText::new(reason).monospace().color(FAILED)),
                (None, Some(g)) => ui.label(
                    RichText::new(format!("fusing {} with {} -> {g}", d.node1, d.node2))
                        .monospace()
                        .color(MATCHED),
                ),
                (None, None) => ui.label(
                    RichText::new(format!("can fuse ({})", d.check)).monospace().color(MATCHED),
                ),
            };
            ui.weak(format!("decided by check `{}`", d.check));
        });
        if pair.is_some() {
            self.filter.pair = pair;
            self.focus_pending = true;
        }
        if show.is_some() {
            self.shown_node = show;
        }
    }

    fn score_ui(&self, ui: &mut egui::Ui) {
        let Some(d) = self.run.as_ref().and_then(|r| r.stepper.current()) else { return };
        ui.strong("Score");
        match &d.score {
            Some(s) => {
                fusion_view::score_grid(
                    ui,
                    "qb-fuse-score",
                    &[(format!("{} + {}", d.node1, d.node2), *s)],
                );
            }
            None => {
                ui.weak("not a scored candidate");
            }
        }
    }
}

impl Tab for FusionTab {
    fn title(&self) -> &str {
        "Fusion"
    }

    fn ui(&mut self, ui: &mut egui::Ui, ctx: &mut AppCtx) {
        if self.run.as_ref().is_some_and(|r| r.key != DocKey::of(ctx.session)) {
            // Another file, stage or rewrite: the schedule no longer describes this graph.
            self.run = None;
        }
        if let Some(k) = tab_util::step_key(ui, egui::Key::R) {
            self.step(k);
        }
        self.follow_selection(ctx);
        ui.horizontal(|ui| {
            ui.label("Policy:");
            for p in [Policy::InductorCpu, Policy::InductorGpu, Policy::Workbench] {
                ui.selectable_value(&mut self.policy, p, p.name());
            }
            if self.policy == Policy::InductorGpu {
                let meta = self.meta.get(ctx.session, |dir| {
                    dir.and_then(|d| crate::import::case_meta::read_case_meta(d).ok().flatten())
                });
                match meta {
                    Some(m) => {
                        ui.weak(if m.max_autotune() { "max-autotune (meta.json)" } else { "default mode (meta.json)" });
                    }
                    None => {
                        ui.checkbox(&mut self.max_autotune, "max-autotune")
                            .on_hover_text("Matmuls as Triton templates that prologues and epilogues fuse into; off: extern_kernels calls");
                    }
                }
            }
            if ui
                .button("Run")
                .on_hover_text("Lower the graph and fuse it under this policy")
                .clicked()
            {
                self.run(ctx);
            }
            if let Some(r) = &self.run {
                let s = &r.schedule;
                ui.weak(format!(
                    "{}: {} rounds, {} decisions, {} nodes -> {} groups, {} rejections ({:.1} ms)",
                    r.policy.name(),
                    s.log.rounds(),
                    r.stepper.decisions.len(),
                    s.nodes.len(),
                    s.groups.len(),
                    s.log.rejections().len(),
                    r.millis
                ));
            }
        });
        if let Some(t) = self.run.as_ref().and_then(|r| r.sizes.as_ref()) {
            ui.weak(t);
        }
        if let Some(e) = &self.error {
            ui.label(RichText::new(e).monospace().color(FAILED));
        }
        self.current_ui(ui);
        self.filter_ui(ui);
        ui.separator();
        if self.run.is_none() {
            ui.weak("Pick a policy and Run: the rounds, candidates and every can_fuse decision appear here, the groups as hulls on the canvas.");
            return;
        }
        ui.columns(4, |cols| {
            tab_util::clip_columns(cols);
            if let Some(r) = &self.run
                && let Some(i) = fusion_view::rounds_ui(&mut cols[0], r)
            {
                self.go_to(i);
            }
            self.decisions_ui(&mut cols[1]);
            self.score_ui(&mut cols[2]);
            cols[2].separator();
            if let Some(r) = &self.run
                && let Some(name) = fusion_view::groups_ui(&mut cols[2], r, &mut self.hulls)
            {
                self.shown_node = Some(name);
            }
            if let Some(r) = &self.run {
                fusion_view::loop_body_ui(&mut cols[3], r, self.shown_node.as_deref());
            }
        });
        if self.focus_pending {
            self.focus_pending = false;
            if let Some(p) = self.run.as_ref().and_then(|r| {
                r.stepper.current().and_then(|d| r.paths(&d.node1).into_iter().next())
            }) {
                ctx.focus(p);
            }
        }
        self.overlay(ctx);
    }
}
