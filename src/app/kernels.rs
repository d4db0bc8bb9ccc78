//! The Kernels tab: run the graph as Cranelift-compiled kernels (on a worker thread, with a
//! progress bar and Cancel), list every scheduled step with its time, bandwidth and error,
//! show the generated Cranelift IR and the Inductor loop body of the selected one, chart the
//! kernel times, and paint the timing overlay on the canvas. Extern steps (what the JIT does not
//! compile, run by the interpreter) are listed and drawn as such, never as JIT kernels.
mod overlay;
mod reveal;
mod summary;
mod table;
mod timeline;
mod worker;

use super::{AppCtx, Tab};
use crate::pipeline::JitOptions;
use crate::sched::Policy;
use egui::{Color32, RichText, Ui};
use overlay::Placement;
use worker::{Job, Outcome, Report, Request, ScheduleRun};

const POLICIES: [Policy; 3] = [Policy::Workbench, Policy::InductorCpu, Policy::InductorGpu];

/// Identifies the graph a result belongs to: the overlay is only drawn on that graph.
#[derive(Debug, Clone, PartialEq)]
struct GraphKey {
    file: Option<std::path::PathBuf>,
    stage: usize,
    cursor: usize,
    name: String,
    nodes: usize,
}

impl GraphKey {
    fn of(ctx: &AppCtx) -> Option<GraphKey> {
        let g = ctx.graph()?;
        let s = &*ctx.session;
        Some(GraphKey {
            file: s.document().path.clone(),
            stage: s.stage_index(),
            cursor: s.cursor(),
            name: g.name.clone(),
            nodes: g.nodes.len(),
        })
    }
}

#[derive(Debug, Clone, Copy, PartialEq)]
enum Code {
    Clif,
    LoopBody,
}

/// A finished run and where its kernels sit on the graph it ran.
struct Shown {
    report: Report,
    key: GraphKey,
    /// Per kernel of `report.fused`, then of `report.unfused`.
    fused_at: Vec<Placement>,
    unfused_at: Vec<Placement>,
}

pub struct KernelsTab {
    policy: Policy,
    threads: usize,
    factor_scales: bool,
    /// Time the graph's other form beside it (library dequant as written / recognized).
    beside_on: bool,
    runs_n: usize,
    job: Option<(Job, GraphKey)>,
    /// The JIT thread, started with the first run; it keeps a dynamic graph's programs.
    worker: Option<worker::Worker>,
    shown: Option<Shown>,
    /// The last failure (a graph the JIT rejects, bad inputs); earlier results stay shown.
    message: Option<String>,
    overlay_on: bool,
    unfused: bool,
    as_share: bool,
    selected: Option<String>,
    code: Code,
    sort: table::Sort,
    /// The timeline instead of the table and chart.
    timeline_on: bool,
    /// Inductor's GPU timings of the open case (GPU corpus), read once per case.
    gpu_timings: super::tab_util::PerCase<Vec<crate::import::case_meta::GpuTiming>>,
    /// The sizes field for graphs with symbolic sizes (`s70=16`), kept between runs and
    /// graphs; empty runs at the sizes of PyTorch's `io.safetensors`.
    sizes: String,
    /// The shown graph's size symbols (empty when static), found once per graph rather than
    /// by walking every node each frame.
    symbols: Option<(GraphKey, Vec<String>)>,
}

impl Default for KernelsTab {
    fn default() -> Self {
        KernelsTab {
            policy: JitOptions::DEFAULT.policy,
            threads: JitOptions::DEFAULT.threads,
            factor_scales: JitOptions::DEFAULT.codegen.factor_scales,
            beside_on: true,
            runs_n: JitOptions::COMPARE_RUNS,
            job: None,
            worker: None,
            shown: None,
            message: None,
            overlay_on: true,
            unfused: false,
            as_share: false,
            selected: None,
            code: Code::Clif,
            sort: Default::default(),
            timeline_on: false,
            gpu_timings: Default::default(),
            sizes: String::new(),
            symbols: None,
        }
    }
}

fn fmt_us(s: f64) -> String {
    format!("{:.1}", s * 1e6)
}

impl Tab for KernelsTab {
    fn title(&self) -> &str {
        "Kernels"
    }

    fn ui(&mut self, ui: &mut Ui, ctx: &mut AppCtx) {
        self.poll(ctx);
        let key = GraphKey::of(ctx);
        self.toolbar(ui, ctx, key.as_ref());
        if let Some(m) = &self.message {
            ui.colored_label(ui.visuals().error_fg_color, m);
        }
        // A GPU-corpus case carries Inductor's own GPU timings: the second timing layer, beside
        // the CPU JIT's below.
        let timings = self.gpu_timings.get(ctx.session, |dir| {
            dir.map(crate::import::case_meta::gpu_timings).unwrap_or_default()
        });
        for t in timings {
            ui.label(format!("Inductor's GPU timing: {}", t.text()));
        }
        let Some(shown) = self.shown.take() else {
            ui.weak("Run compiles the scheduled kernels with Cranelift, runs them, checks them against the interpreter and times them.");
            return;
        };
        let current = key.as_ref() == Some(&shown.key);
        self.results_ui(ui, ctx, &shown, current);
        self.shown = Some(shown);
    }
}

impl KernelsTab {
    /// The size symbols of the graph `key` names, computed when the graph changes.
    fn symbols_of(&mut self, ctx: &AppCtx, key: &GraphKey) -> &[String] {
        if self.symbols.as_ref().is_none_or(|(k, _)| k != key) {
            let syms = ctx.graph().map(crate::interp::io::graph_symbols).unwrap_or_default();
            self.symbols = Some((key.clone(), syms));
        }
        self.symbols.as_ref().map_or(&[], |(_, s)| s.as_slice())
    }

    fn results_ui(&mut self, ui: &mut Ui, ctx: &mut AppCtx, shown: &Shown, current: bool) {
        self.overlay_controls(ui, shown);
        // The summary scrolls on its own so the table below stays in the panel.
        egui::ScrollArea::vertical()
            .id_salt("qb-kernels-summary")
            .max_height(130.0)
            .auto_shrink([false, true])
            .show(ui, |ui| summary::summary(ui, &shown.report));
        if !current {
            ui.weak("These results are for another graph (or an earlier state of this one): Run again to see them on the canvas.");
        }
        let (run, at) = match (&shown.report.unfused, self.unfused) {
            (Ok(u), true) => (u, &shown.unfused_at),
            (Err(e), true) => {
                ui.colored_label(
                    ui.visuals().error_fg_color,
                    format!("The unfused schedule failed: {e}"),
                );
                return;
            }
            _ => (&shown.report.fused, &shown.fused_at),
        };
        if current && self.overlay_on {
            overlay::push(ctx.overlay, &run.kernels, at, self.as_share, self.selected.as_deref());
        }
        if !run.notes.is_empty() {
            ui.collapsing(format!("{} notes from compilation", run.notes.len()), |ui| {
                for n in &run.notes {
                    ui.monospace(n);
                }
            });
        }
        let selected = self.selected.clone();
        let as_share = self.as_share;
        let mut clicked = None;
        ui.horizontal_top(|ui| {
            let w = ui.available_width();
            if self.timeline_on {
                ui.vertical(|ui| {
                    ui.set_width(w * 0.68);
                    clicked = timeline::timeline(ui, run, selected.as_deref());
                });
            } else {
                ui.vertical(|ui| {
                    ui.set_width(w * 0.46);
                    clicked = table::kernel_table(ui, run, selected.as_deref(), &mut self.sort);
                });
                ui.separator();
                ui.vertical(|ui| {
                    ui.set_width(w * 0.2);
                    bar_chart(ui, run, as_share);
                });
            }
            ui.separator();
            ui.vertical(|ui| self.code_ui(ui, run));
        });
        if let Some(name) = clicked {
            // The kernel's nodes are selected and brought into view (folded groups open).
            if let Some(p) = run.kernels.iter().position(|k| k.name == name).and_then(|i| at.get(i))
            {
                let mut nodes = p.nodes.clone();
                if let Some(a) = &p.anchor {
                    nodes.retain(|n| n != a);
                    nodes.insert(0, a.clone());
                }
                if !nodes.is_empty() {
                    ctx.reveal(nodes);
                }
            }
            self.selected = Some(name);
        }
    }

    fn poll(&mut self, ctx: &AppCtx) {
        let Some((job, key)) = &self.job else { return };
        let Some(outcome) = job.poll() else { return };
        match outcome {
            Outcome::Done(report) => {
                let place = |run: &ScheduleRun| -> Vec<Placement> {
                    match ctx.graph() {
                        Some(g) => {
                            run.kernels.iter().map(|k| overlay::place(g, &k.fx_nodes)).collect()
                        }
                        None => vec![],
                    }
                };
                let fused_at = place(&report.fused);
                let unfused_at = report.unfused.as_ref().map(place).unwrap_or_default();
                if self
                    .selected
                    .as_ref()
                    .is_none_or(|s| !report.fused.kernels.iter().any(|k| &k.name == s))
                {
                    self.selected = report.fused.kernels.first().map(|k| k.name.clone());
                }
                self.shown =
                    Some(Shown { report: *report, key: key.clone(), fused_at, unfused_at });
                self.message = None;
            }
            Outcome::Failed(e) => self.message = Some(format!("The JIT run failed: {e}")),
            Outcome::Cancelled => {
                self.message = Some("Cancelled; the previous results stay.".into())
            }
        }
        self.job = None;
    }

    fn start(
        &mut self,
        ui: &Ui,
        ctx: &AppCtx,
        key: &GraphKey,
        runs: usize,
        warmup: usize,
        settle: crate::pipeline::Settle,
    ) {
        let Some(graph) = ctx.graph() else { return };
        let sizes: std::collections::HashMap<String, i64> = if !self.symbols_of(ctx, key).is_empty()
        {
            match crate::pipeline::parse_sizes(&self.sizes) {
                Ok(s) => s.into_iter().collect(),
                Err(e) => {
                    self.message = Some(format!("Sizes: {e}"));
                    return;
                }
            }
        } else {
            Default::default()
        };
        // The typed sizes also bind the ints the function takes (`Sym(s15)` placeholders).
        let graph = match sizes.is_empty() {
            true => graph.clone(),
            false => crate::ir::shape_env::with_given_sizes(
                graph,
                &sizes.iter().map(|(k, v)| (k.clone(), *v)).collect(),
            ),
        };
        let req = Request {
            file: ctx.session.document().path.clone(),
            policy: self.policy,
            runs,
            warmup,
            settle,
            threads: self.threads,
            factor_scales: self.factor_scales,
            beside: if self.beside_on { other_form(&graph) } else { None },
            graph,
            sizes,
        };
        let egui_ctx = ui.ctx().clone();
        let w = self.worker.get_or_insert_with(worker::Worker::spawn);
        self.job = Some((Job::start(w, req, move || egui_ctx.request_repaint()), key.clone()));
        self.message = None;
    }

    fn toolbar(&mut self, ui: &mut Ui, ctx: &AppCtx, key: Option<&GraphKey>) {
        ui.horizontal(|ui| {
            let idle = self.job.is_none();
            ui.add_enabled_ui(idle, |ui| {
                let label = ui.label("Policy");
                egui::ComboBox::from_id_salt("qb-kernels-policy")
                    .selected_text(self.policy.name())
                    .show_ui(ui, |ui| {
                        for p in POLICIES {
                            ui.selectable_value(&mut self.policy, p, p.name());
                        }
                    })
                    .response
                    .labelled_by(label.id);
                let label = ui.label("Threads");
                ui.add(egui::DragValue::new(&mut self.threads).range(1..=16)).labelled_by(label.id);
                ui.checkbox(&mut self.factor_scales, "Factor scales").on_hover_text(
                    "In single-row matmuls, apply a per-output int8 scale once after the k-sum (aten._weight_int8pack_mm's order) and a 4-bit block factor once per block: faster, and off the interpreter's bits",
                );
                ui.checkbox(&mut self.beside_on, "Both library forms").on_hover_text(
                    "When a quantization library's dequant is (or can be) recognized as invoke_quant, also time the other form of the graph: the graph as the library wrote it beside the recognized one (the what-if: each dequant an invoke_quant its matmul may take as a prologue)",
                );
            });
            let Some(key) = key else {
                ui.weak("No graph to run.");
                return;
            };
            let syms = self.symbols_of(ctx, key).to_vec();
            if !syms.is_empty() {
                let hint = syms.iter().map(|s| format!("{s}=16")).collect::<Vec<_>>().join(", ");
                let label = ui.label("Sizes");
                ui.add_enabled(idle, egui::TextEdit::singleline(&mut self.sizes).hint_text(hint).desired_width(140.0))
                    .labelled_by(label.id)
                    .on_hover_text(format!("The graph's sizes are symbols ({}): the values to run at. Empty: the sizes of io.safetensors beside the file. The kernels are compiled once for any sizes and run at these.", syms.join(", ")));
            }
            let rule = crate::pipeline::Settle::DEFAULT;
            if ui.add_enabled(idle, egui::Button::new("Run")).on_hover_text(format!("Compile, {} warm-up runs, then timed runs until the median settles (moves less than {:.0}% over the last {}; at least {}, at most {} runs or {:.0} s; else it says noise); the fusion speed-up from paired fused/unfused runs by the same rule", JitOptions::DEFAULT.warmup, rule.tolerance * 100.0, rule.window, rule.min_runs, rule.max_runs, rule.budget_s)).clicked() {
                self.start(ui, ctx, key, rule.min_runs, JitOptions::DEFAULT.warmup, rule);
            }
            let n = self.runs_n;
            if ui.add_enabled(idle, egui::Button::new(format!("Run {n}"))).on_hover_text(format!("Compile, {} warm-up runs, then exactly N timed runs (medians; still says noise when the median did not settle)", JitOptions::DEFAULT.warmup)).clicked() {
                let fixed = crate::pipeline::Settle { min_runs: n, max_runs: n, budget_s: f64::INFINITY, ..rule };
                self.start(ui, ctx, key, n, JitOptions::DEFAULT.warmup, fixed);
            }
            ui.add_enabled(idle, egui::DragValue::new(&mut self.runs_n).range(2..=10_000).prefix("N = "));
            if let Some((job, _)) = &self.job {
                ui.ctx().request_repaint_after(std::time::Duration::from_millis(50));
                let text = if job.cancelling() { "cancelling...".to_string() } else { job.phase() };
                ui.add(egui::ProgressBar::new(job.fraction()).desired_width(220.0).show_percentage().text(text));
                if ui.add_enabled(!job.cancelling(), egui::Button::new("Cancel")).clicked() {
                    job.cancel();
                }
            }
        });
    }

    fn overlay_controls(&mut self, ui: &mut Ui, shown: &Shown) {
        ui.horizontal(|ui| {
            ui.checkbox(&mut self.overlay_on, "Timing overlay");
            ui.separator();
            ui.selectable_value(&mut self.unfused, false, "Fused");
            ui.selectable_value(&mut self.unfused, true, "Unfused");
            ui.separator();
            ui.selectable_value(&mut self.as_share, false, "Absolute µs");
            ui.selectable_value(&mut self.as_share, true, "Share %");
            ui.separator();
            ui.selectable_value(&mut self.timeline_on, false, "Table");
            ui.selectable_value(&mut self.timeline_on, true, "Timeline")
                .on_hover_text("One lane per thread of the JIT run, a slice per kernel; a click selects the kernel and its nodes");
            ui.separator();
            let run = match (&shown.report.unfused, self.unfused) {
                (Ok(u), true) => u,
                _ => &shown.report.fused,
            };
            legend(ui, run);
        });
    }

    fn code_ui(&mut self, ui: &mut Ui, run: &ScheduleRun) {
        let Some(k) = self
            .selected
            .as_ref()
            .and_then(|s| run.kernels.iter().find(|k| &k.name == s))
            .or(run.kernels.first())
        else {
            ui.weak("No kernels.");
            return;
        };
        ui.horizontal(|ui| {
            ui.strong(&k.name);
            ui.selectable_value(&mut self.code, Code::Clif, "Cranelift IR");
            ui.selectable_value(&mut self.code, Code::LoopBody, "Loop body");
        });
        let text = match (self.code, &k.clif) {
            (Code::Clif, Some(c)) => c.as_str(),
            (Code::Clif, None) => "(an extern step: the interpreter runs it, no Cranelift IR)",
            (Code::LoopBody, _) => k.loop_body.as_str(),
        };
        let lines: Vec<&str> = text.lines().collect();
        let row_h = ui.text_style_height(&egui::TextStyle::Monospace);
        egui::ScrollArea::both()
            .id_salt(("qb-kernel-code", &k.name, self.code == Code::Clif))
            .max_height(240.0)
            .auto_shrink([false, true])
            .show_rows(ui, row_h, lines.len(), |ui, range| {
                for l in lines.get(range).unwrap_or_default() {
                    ui.add(egui::Label::new(RichText::new(*l).monospace()).extend());
                }
            });
    }
}

/// The shown graph's other form for [`Request::beside`]: as written when it holds recognized
/// library dequant, recognized when recognition finds some; none for other graphs.
fn other_form(g: &crate::ir::Graph) -> Option<worker::Beside> {
    let mut other = g.clone();
    if crate::pattern::wrap::unwrap_recognized(&mut other).ok()? > 0 {
        return Some(worker::Beside {
            label: "as the library wrote it".into(),
            graph: other,
            shown_recognized: true,
        });
    }
    let pass = crate::pattern::library::library_pass(&[]).ok()?;
    (crate::pattern::library::recognize(&pass, &mut other) > 0).then(|| worker::Beside {
        label: "with library dequant recognized as invoke_quant".into(),
        graph: other,
        shown_recognized: false,
    })
}

fn legend(ui: &mut Ui, run: &ScheduleRun) {
    let max = overlay::shares(&run.kernels).into_iter().fold(0.0, f64::max);
    let total = summary::fmt_time(summary::kernels_total(run));
    ui.label(format!("share of the kernels' total {total}:"))
        .on_hover_text("100% is the sum of every kernel's median: the canvas's percentages (badges, group totals) and the chart are shares of it. The whole graph's time above also holds what lies between the kernels.");
    for t in [0.0, 0.25, 0.5, 0.75, 1.0] {
        let (r, resp) = ui.allocate_exact_size(egui::vec2(14.0, 12.0), egui::Sense::hover());
        ui.painter().rect_filled(r, 2.0, overlay::heat(t));
        resp.on_hover_text(format!("{:.0}%", t as f64 * max * 100.0));
    }
    ui.small(format!("0 .. {:.0}%", max * 100.0));
    let (r, _) = ui.allocate_exact_size(egui::vec2(14.0, 12.0), egui::Sense::hover());
    ui.painter().rect_filled(r, 2.0, overlay::EXTERN);
    ui.small("extern (interpreter)");
}

/// Horizontal bars, the first kernel on top, named on the y axis.
fn bar_chart(ui: &mut Ui, run: &ScheduleRun, as_share: bool) {
    use egui_plot::{Bar, BarChart, Plot};
    let shares = overlay::shares(&run.kernels);
    let max = shares.iter().copied().fold(0.0, f64::max).max(1e-12);
    let n = run.kernels.len();
    let bars: Vec<Bar> = run
        .kernels
        .iter()
        .zip(&shares)
        .enumerate()
        .map(|(i, (k, s))| {
            let v = if as_share { s * 100.0 } else { k.median_s * 1e6 };
            let color: Color32 =
                if k.jit { overlay::heat((s / max) as f32) } else { overlay::EXTERN };
            Bar::new((n - 1 - i) as f64, v).name(&k.name).fill(color).width(0.7)
        })
        .collect();
    let names: Vec<String> = run.kernels.iter().map(|k| k.name.clone()).collect();
    let unit = if as_share { "%" } else { "µs" };
    ui.label(format!("Kernel times ({unit})"));
    Plot::new("qb-kernel-bars")
        .height(220.0)
        .allow_zoom(false)
        .allow_drag(false)
        .allow_scroll(false)
        .allow_boxed_zoom(false)
        .show_y(false)
        .include_x(0.0)
        .y_axis_min_width(70.0)
        .y_grid_spacer(egui_plot::uniform_grid_spacer(|_| [1.0, 10.0, 100.0]))
        .y_axis_formatter(move |m, _| {
            let i = m.value.round();
            if (m.value - i).abs() > 1e-6 || i < 0.0 || i as usize >= n {
                return String::new();
            }
            names.get(n - 1 - i as usize).cloned().unwrap_or_default()
        })
        .show(ui, |p| p.bar_chart(BarChart::new(unit, bars).horizontal()));
}
