//! The Artifacts tab: every artifact the document kept, with its payload as logged — tlparse's
//! one-file-per-artifact directory (`fx_graph_runnable`, configs, runtime wrappers, bytecode,
//! `dump_file`, `link` URLs, export-mode records) and depyf's code files. Listed for the shown
//! stage's compile (or all), filtered by name; the one chosen is read from the log then (an
//! indexed log keeps only offsets) and drawn with the Code tab's line view.
use super::code_view::{self, CodeLines};
use super::{AppCtx, Tab};
use crate::import::output_code::OutputCode;
use crate::ir::{Artifact, Document};

#[derive(Default)]
pub struct ArtifactsTab {
    filter: String,
    /// List every artifact, not only those of the shown stage's compile.
    all: bool,
    /// The artifact shown (its index in the document) and its text as lines.
    shown: Option<Shown>,
}

struct Shown {
    index: usize,
    /// The document the index is of (a new document makes it stale).
    doc_path: Option<std::path::PathBuf>,
    about: String,
    body: Result<(OutputCode, CodeLines), String>,
}

/// The text shown for `a`: [`Artifact::shown_text`], JSON pretty-printed as tlparse shows it.
pub fn payload_text(a: &Artifact) -> Result<String, String> {
    let text = a.shown_text().map_err(|e| e.to_string())?;
    let t = text.trim_start();
    if (t.starts_with('{') || t.starts_with('['))
        && let Ok(v) = serde_json::from_str::<serde_json::Value>(&text)
    {
        return serde_json::to_string_pretty(&v).map_err(|e| e.to_string());
    }
    Ok(text)
}

/// The compile `a` belongs to, or the file it was read from.
fn place(a: &Artifact) -> String {
    a.place().unwrap_or_else(|| "no compile".into())
}

fn size(n: u64) -> String {
    match n {
        0..1024 => format!("{n} B"),
        1024..1_048_576 => format!("{:.1} KiB", n as f64 / 1024.0),
        _ => format!("{:.1} MiB", n as f64 / 1_048_576.0),
    }
}

impl ArtifactsTab {
    /// Indices of the artifacts listed: the shown stage's compile's (same rank) and those of no
    /// compile (the log's own: `torch_version`, depyf's code) unless `all`, whose names contain
    /// the filter.
    fn listed(&self, doc: &Document, stage: usize) -> Vec<usize> {
        let st = doc.stages.get(stage);
        let compile = st.and_then(|s| s.compile_id.as_deref());
        let filter = self.filter.trim().to_lowercase();
        doc.artifacts
            .iter()
            .enumerate()
            .filter(|(_, a)| {
                self.all
                    || compile.is_none()
                    || a.compile_id.is_none()
                    || (a.compile_id.as_deref() == compile && a.rank == st.and_then(|s| s.rank))
            })
            .filter(|(_, a)| filter.is_empty() || a.name.to_lowercase().contains(&filter))
            .map(|(i, _)| i)
            .collect()
    }

    fn show(&mut self, doc: &Document, i: usize) {
        let a = &doc.artifacts[i];
        let body = payload_text(a).map(|t| {
            let code = OutputCode::parse(&t);
            let lines = CodeLines::new(&code);
            (code, lines)
        });
        let about = format!("{} ({}, {})", a.name, place(a), size(a.text_len()));
        self.shown = Some(Shown { index: i, doc_path: doc.path.clone(), about, body });
    }
}

impl Tab for ArtifactsTab {
    fn title(&self) -> &str {
        "Artifacts"
    }

    fn ui(&mut self, ui: &mut egui::Ui, ctx: &mut AppCtx) {
        let doc = ctx.session.document();
        if self
            .shown
            .as_ref()
            .is_some_and(|s| s.doc_path != doc.path || s.index >= doc.artifacts.len())
        {
            self.shown = None;
        }
        let stage = ctx.session.stage_index();
        let compile = doc.stages.get(stage).and_then(|s| s.compile_id.clone());
        ui.horizontal(|ui| {
            match &compile {
                Some(c) => ui.checkbox(
                    &mut self.all,
                    format!("All compiles (else {c}'s and the log's own)"),
                ),
                None => ui.label("Every artifact of the document"),
            };
            let label = ui.label("Name:");
            ui.add(
                egui::TextEdit::singleline(&mut self.filter)
                    .hint_text("filter")
                    .desired_width(200.0),
            )
            .labelled_by(label.id);
        });
        let listed = self.listed(doc, stage);
        if doc.artifacts.is_empty() {
            ui.weak("This document kept no artifacts (a graph file has none; logs and debug folders do).");
            return;
        }
        let height = (ui.clip_rect().bottom() - ui.cursor().top() - 8.0).max(120.0);
        let mut picked = None;
        ui.horizontal_top(|ui| {
            let down = egui::Layout::top_down(egui::Align::Min);
            ui.allocate_ui_with_layout(egui::vec2(300.0, height), down, |ui| {
                ui.weak(format!("{} of {} artifacts", listed.len(), doc.artifacts.len()));
                egui::ScrollArea::vertical()
                    .id_salt("qb-artifact-list")
                    .max_height(height)
                    .auto_shrink([false, false])
                    .show(ui, |ui| {
                        for &i in &listed {
                            let a = &doc.artifacts[i];
                            let on = self.shown.as_ref().is_some_and(|s| s.index == i);
                            let r = ui
                                .add(egui::Button::selectable(on, &a.name).truncate())
                                .on_hover_text(format!("{}, {}", place(a), size(a.text_len())));
                            if r.clicked() {
                                picked = Some(i);
                            }
                        }
                    });
            });
            ui.separator();
            ui.vertical(|ui| match &self.shown {
                None => {
                    ui.weak("Choose an artifact to read its payload as logged.");
                }
                Some(s) => {
                    ui.horizontal(|ui| {
                        ui.strong(&s.about);
                        if let Ok((code, _)) = &s.body
                            && ui.small_button("Copy").clicked()
                        {
                            ui.ctx().copy_text(code.lines.join("\n"));
                        }
                    });
                    match &s.body {
                        Ok((code, lines)) => {
                            let v = code_view::View {
                                code,
                                lines,
                                highlighted: &[],
                                scroll_to: None,
                                height: height - 24.0,
                            };
                            code_view::show(ui, &v);
                        }
                        Err(e) => {
                            ui.colored_label(ui.visuals().error_fg_color, e);
                        }
                    }
                }
            });
        });
        if let Some(i) = picked {
            self.show(ctx.session.document(), i);
        }
    }
}
