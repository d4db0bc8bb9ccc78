//! A compile's story in the inspector (a compile row of the outline selected): status and why,
//! failure, graph breaks, restart and recompile reasons, the `dynamo_start` stack,
//! `compilation_metrics` as a table, cache events, specializations, compile phases, and the
//! guards and `dynamo_error` text (folded; read from the log once, when the compile is chosen).
use super::Command;
use crate::ir::Document;
use crate::ir::compile::{self, CacheOutcome, CompileStory, Status};

/// The compile shown: (rank, compile id).
pub type CompileKey = (Option<u32>, String);

/// What the inspector shows of a compile besides its story: texts read from the log.
#[derive(Debug, Clone, Default)]
pub struct Shown {
    pub key: Option<CompileKey>,
    pub guards: Vec<(String, String)>,
    pub errors: Vec<(String, String)>,
}

impl Shown {
    /// Reads what `key`'s compile logged beside its story (guards, tracebacks).
    pub fn of(doc: &Document, key: CompileKey) -> Shown {
        match find(doc, &key) {
            Some(c) => Shown { guards: c.guards(doc), errors: c.errors(doc), key: Some(key) },
            None => Shown::default(),
        }
    }
}

pub fn find<'d>(doc: &'d Document, key: &CompileKey) -> Option<&'d CompileStory> {
    doc.compiles.iter().find(|c| c.rank == key.0 && c.compile_id == key.1)
}

/// The mark of a status: an icon and its colour (red `×` failed, orange `!` graph break and
/// `»` restarted, green `√` ok, blue `√` cache hit, grey otherwise). Glyphs the window's one
/// font (Ubuntu Light) has: egui panics on others.
pub fn mark(status: Status, visuals: &egui::Visuals) -> (&'static str, egui::Color32) {
    let ok = if visuals.dark_mode {
        egui::Color32::from_rgb(110, 190, 110)
    } else {
        egui::Color32::from_rgb(40, 130, 40)
    };
    let blue = if visuals.dark_mode {
        egui::Color32::from_rgb(110, 160, 230)
    } else {
        egui::Color32::from_rgb(30, 90, 190)
    };
    match status {
        Status::Failed => ("×", visuals.error_fg_color),
        Status::Restarted => ("»", visuals.warn_fg_color),
        Status::GraphBreak => ("!", visuals.warn_fg_color),
        Status::CacheHit => ("√", blue),
        Status::Ok => ("√", ok),
        Status::EmptyGraph => ("◊", visuals.weak_text_color()),
        Status::MetricsMissing => ("?", visuals.weak_text_color()),
    }
}

/// The hover text of a compile row: its status and why.
pub fn hover(c: &CompileStory) -> String {
    match c.reason() {
        Some(r) => format!("{}: {r}", c.status.as_str()),
        None => c.status.as_str().to_string(),
    }
}

fn section(ui: &mut egui::Ui, title: &str, open: bool, body: impl FnOnce(&mut egui::Ui)) {
    egui::CollapsingHeader::new(egui::RichText::new(title).strong())
        .id_salt(("qb-compile", title))
        .default_open(open)
        .show(ui, body);
}

// Long reasons and paths wrap (or are cut in the metrics table): a side panel grows to the
// width of what it holds.
fn mono(ui: &mut egui::Ui, text: &str) {
    ui.add(egui::Label::new(egui::RichText::new(text).monospace()).wrap());
}

fn wrapped(ui: &mut egui::Ui, text: impl Into<egui::WidgetText>) -> egui::Response {
    ui.add(egui::Label::new(text).wrap())
}

pub fn ui(ui: &mut egui::Ui, doc: &Document, shown: &Shown, cmds: &mut Vec<Command>) {
    let Some(key) = &shown.key else { return };
    let Some(c) = find(doc, key) else {
        ui.weak("The compile is no longer in the document.");
        return;
    };
    egui::ScrollArea::vertical().auto_shrink([false, false]).show(ui, |ui| {
        ui.horizontal(|ui| {
            ui.label(
                egui::RichText::new(format!("Compile {}", c.qualified_id())).strong().size(16.0),
            );
            if ui.small_button("Close").on_hover_text("Back to the node inspector").clicked() {
                cmds.push(Command::ShowCompile(None));
            }
        });
        let (icon, color) = mark(c.status, ui.visuals());
        ui.colored_label(color, format!("{icon} {}", c.status.as_str()));
        if let Some(r) = c.reason() {
            wrapped(ui, r);
        }
        if let Some(next) = &c.restarted_as {
            wrapped(
                ui,
                egui::RichText::new(format!("Dynamo restarted the analysis as {next}")).weak(),
            );
        }
        for m in c.metrics.iter().filter(|m| m.fail_type.is_some()) {
            section(ui, &format!("Failure ({})", m.record), true, |ui| {
                wrapped(ui, format!("fail_type: {}", m.fail_type.as_deref().unwrap_or("?")));
                if let Some(f) = m.fail_user_frame() {
                    wrapped(ui, format!("user frame: {f}"));
                }
                mono(ui, m.fail_reason.as_deref().unwrap_or(""));
            });
        }
        if !c.graph_breaks.is_empty() {
            section(ui, "Graph breaks", true, |ui| {
                for g in &c.graph_breaks {
                    wrapped(ui, compile::graph_break_summary(g));
                    egui::CollapsingHeader::new("dynamo_graph_break_reason")
                        .id_salt(("qb-gb", g.len(), g.lines().next()))
                        .show(ui, |ui| mono(ui, g));
                }
            });
        }
        if let Some(m) = c.main_metrics().filter(|m| !m.restart_reasons.is_empty()) {
            section(ui, "Restart reasons", true, |ui| {
                for r in &m.restart_reasons {
                    mono(ui, r);
                }
            });
        }
        if !c.recompile_reasons.is_empty() {
            section(ui, "Recompile reasons", true, |ui| {
                for r in &c.recompile_reasons {
                    mono(ui, r);
                }
            });
        }
        if !c.stack.is_empty() {
            section(ui, "Stack (dynamo_start)", true, |ui| {
                for f in &c.stack {
                    mono(ui, &f.to_string());
                    if let Some(loc) = &f.loc {
                        wrapped(ui, egui::RichText::new(format!("    {loc}")).weak());
                    }
                }
            });
        }
        if !c.cache.is_empty() {
            section(ui, "Cache", true, |ui| {
                for e in &c.cache {
                    let o = match e.outcome {
                        CacheOutcome::Hit => "hit",
                        CacheOutcome::Miss => "miss",
                        CacheOutcome::Bypass => "bypass",
                    };
                    let d = e.detail.as_deref().map(|d| format!(" ({d})")).unwrap_or_default();
                    wrapped(ui, format!("{} {o}{d}", e.cache)).on_hover_text(&e.name);
                }
            });
        }
        if !c.specializations.is_empty() {
            section(ui, "Symbolic shape specializations", true, |ui| {
                for s in &c.specializations {
                    wrapped(
                        ui,
                        format!(
                            "{} = {} ({}) from {}",
                            s.symbol,
                            s.value,
                            s.reason,
                            s.sources.join(", ")
                        ),
                    );
                    for f in &s.user_stack {
                        wrapped(ui, egui::RichText::new(format!("    {f}")).weak());
                    }
                }
            });
        }
        if !c.guards_added.is_empty() {
            section(ui, "Guards added (guard_added_fast)", true, |ui| {
                for g in &c.guards_added {
                    mono(ui, g);
                }
            });
        }
        for m in &c.metrics {
            section(ui, &m.record, true, |ui| {
                egui::Grid::new(("qb-metrics", &m.record)).num_columns(2).striped(true).show(
                    ui,
                    |ui| {
                        for (k, v) in m.rows() {
                            ui.monospace(k);
                            let first = v.lines().next().unwrap_or("").to_string();
                            ui.add(egui::Label::new(first).truncate()).on_hover_text(v);
                            ui.end_row();
                        }
                    },
                );
            });
        }
        let phases = compile::phase_durations(&doc.phase_events, c.rank, &c.compile_id);
        if !phases.is_empty() {
            section(ui, "Compile phases (chromium_event)", false, |ui| {
                egui::Grid::new("qb-phases").num_columns(2).striped(true).show(ui, |ui| {
                    for (n, us) in phases {
                        ui.monospace(n);
                        ui.label(format!("{:.3} ms", us / 1000.0));
                        ui.end_row();
                    }
                });
            });
        }
        let stages: Vec<(usize, &str)> = doc
            .stages
            .iter()
            .enumerate()
            .filter(|(_, s)| {
                s.rank == c.rank && s.compile_id.as_deref() == Some(c.compile_id.as_str())
            })
            .map(|(i, s)| (i, s.name.as_str()))
            .collect();
        section(ui, "Stages", true, |ui| {
            if stages.is_empty() {
                ui.weak("No graph was logged for this compile.");
            }
            for (i, name) in stages {
                if ui.link(name).on_hover_text("Open this stage").clicked() {
                    cmds.push(Command::SelectStage(i));
                }
            }
        });
        for (name, text) in &shown.guards {
            section(ui, &format!("Guards ({name})"), false, |ui| mono(ui, text));
        }
        for (name, text) in &shown.errors {
            section(ui, name, false, |ui| mono(ui, text));
        }
    });
}
