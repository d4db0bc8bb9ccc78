//! Panels of the Fusion tab that only read a finished run: the rounds with their scored
//! candidates, our groups beside Inductor's (from `ir_post_fusion.txt`), and the loop bodies
//! of a scheduler node (ours, and Inductor's from `ir_pre_fusion.txt` when known).
use super::fusion::{FusionRun, HullSource};
use super::tab_util::{self, FAILED, MATCHED};
use crate::import::inductor_ir::{IrDump, parse_ir_dump};
use crate::ir::ArtifactKind;
use crate::lower::OperationKind;
use crate::sched::compare::{Comparison, compare};
use crate::sched::log::{Event, FusionScore};
use crate::sched::{FusedGroup, Schedule};
use crate::session::Session;
use egui::RichText;

/// Inductor's own view of the same graph.
pub struct Inductor {
    /// Where the dumps came from.
    pub source: String,
    pub groups: Vec<FusedGroup>,
    pub pre: Option<IrDump>,
    pub comparison: Comparison,
    /// Inductor's reasons (`fusion.log` beside the dumps) against ours.
    pub reasons: Option<crate::sched::compare_log::ReasonComparison>,
}

/// The `fusion.log` (`TORCH_LOGS=fusion`) of the open document's case, its first compile:
/// the dumps beside it are of the first graph.
pub fn case_fusion_log(session: &Session) -> Option<crate::import::fusion_log::FusionLog> {
    crate::import::fusion_log::read_case_fusion_log(&tab_util::case_dir(session)?).ok().flatten()
}

/// `ir_pre_fusion` / `ir_post_fusion` text: an artifact of the document (a debug dir, matched
/// to the stage's compile id when there are several), else the files next to the graph file
/// (a corpus case folder) or inside the opened folder.
fn dump_text(session: &Session, name: &str) -> Option<(String, String)> {
    let doc = session.document();
    let compile_id = doc.stages.get(session.stage_index()).and_then(|s| s.compile_id.clone());
    let arts: Vec<_> = doc
        .artifacts
        .iter()
        .filter(|a| a.kind == ArtifactKind::SchedulerIr && a.name == name)
        .collect();
    if let Some(a) = arts.iter().find(|a| a.compile_id == compile_id).or(arts.first()) {
        return Some((
            format!("{name} of {}", a.compile_id.as_deref().unwrap_or("the document")),
            a.text().ok()?.into_owned(),
        ));
    }
    let file = tab_util::case_dir(session)?.join(format!("{name}.txt"));
    let bytes = crate::util::read::read_file(&file).ok()?;
    let text = String::from_utf8(bytes).ok()?;
    Some((file.display().to_string(), text))
}

/// The `meta.json` of the open document's case: how Inductor compiled it.
pub fn case_meta(session: &Session) -> Option<crate::import::case_meta::CaseMeta> {
    crate::import::case_meta::read_case_meta(&tab_util::case_dir(session)?).ok().flatten()
}

/// Inductor's groups for the open stage, when its dumps can be found and read.
/// `log`: the case's fusion log ([`case_fusion_log`]), read once by the caller.
pub fn find_inductor(
    session: &Session,
    s: &Schedule,
    log: Option<&crate::import::fusion_log::FusionLog>,
) -> Option<Inductor> {
    // A graph with library dequant recognized as invoke_quant is not the graph Inductor
    // compiled: its schedule is compared with Inductor's only as the library wrote it.
    if shows_recognized(session) {
        return None;
    }
    let (source, post_text) = dump_text(session, "ir_post_fusion")?;
    let post = parse_ir_dump(&post_text, &source).ok()?;
    let pre = dump_text(session, "ir_pre_fusion").and_then(|(src, t)| parse_ir_dump(&t, &src).ok());
    let groups = post
        .nodes
        .iter()
        .map(|n| FusedGroup {
            name: n.name.clone(),
            kind: n.kind.clone(),
            members: n.member_names(),
        })
        .collect();
    let comparison = compare(s, pre.as_ref(), Some(&post));
    let reasons = log.map(|log| {
        let names = crate::sched::compare::inductor_names(s, pre.as_ref().unwrap_or(&post));
        crate::sched::compare_log::compare_reasons(s, &names, log)
    });
    Some(Inductor { source, groups, pre, comparison, reasons })
}

pub fn score_grid(ui: &mut egui::Ui, id: &str, rows: &[(String, FusionScore)]) -> Option<usize> {
    let mut clicked = None;
    // A floor on column widths: a score column is narrower than its header, and the grid
    // would otherwise place the next header over the end of this one.
    egui::Grid::new(id).num_columns(6).striped(true).min_col_width(58.0).show(ui, |ui| {
        for h in ["pair", "template", "node type", "memory", "overlap", "proximity"] {
            ui.small(h);
        }
        ui.end_row();
        for (i, (pair, s)) in rows.iter().enumerate() {
            if ui.link(RichText::new(pair).monospace()).clicked() {
                clicked = Some(i);
            }
            for v in [
                s.template_score,
                s.node_type_score,
                s.memory_score,
                s.buffer_overlap_score,
                s.proximity_score,
            ] {
                ui.monospace(v.to_string());
            }
            ui.end_row();
        }
    });
    clicked
}

/// The rounds; clicking a candidate returns the index of the decision that tried it.
pub fn rounds_ui(ui: &mut egui::Ui, r: &FusionRun) -> Option<usize> {
    ui.strong("Rounds");
    let mut go = None;
    tab_util::list_area(ui, "qb-fuse-rounds", 230.0, |ui| {
        let mut header = String::new();
        for e in &r.schedule.log.events {
            match e {
                Event::RoundStart { round, reorder, nodes } => {
                    header = format!(
                        "Round {round}{}: {} nodes",
                        if *reorder { " (reorder)" } else { "" },
                        nodes.len()
                    );
                }
                Event::RoundEnd { before, after, .. } => {
                    ui.label(format!("{header}: {before} -> {after} nodes after fusing"));
                }
                Event::Candidates { round, candidates } => {
                    let rows: Vec<(String, FusionScore)> = candidates
                        .iter()
                        .map(|c| (format!("{} + {}", c.node1, c.node2), c.score))
                        .collect();
                    let title = format!("{header}: {} candidate(s)", rows.len());
                    egui::CollapsingHeader::new(title)
                        .id_salt(("qb-fuse-round", *round))
                        .default_open(!rows.is_empty())
                        .show(ui, |ui| {
                            if rows.is_empty() {
                                ui.weak("no possible fusions");
                            } else if let Some(k) =
                                score_grid(ui, &format!("qb-fuse-cands-{round}"), &rows)
                                && let Some(c) = candidates.get(k)
                            {
                                go = r.stepper.decisions.iter().position(|d| {
                                    d.round == *round
                                        && d.phase == "try"
                                        && d.node1 == c.node1
                                        && d.node2 == c.node2
                                });
                            }
                        });
                }
                _ => {}
            }
        }
    });
    go
}

/// Our groups beside Inductor's, paired by members; returns a group clicked for its loop body.
pub fn groups_ui(ui: &mut egui::Ui, r: &FusionRun, hulls: &mut HullSource) -> Option<String> {
    let mut shown = None;
    // Wraps in a narrow column rather than running under the next one.
    ui.horizontal_wrapped(|ui| {
        ui.strong("Groups");
        ui.label("hulls:");
        ui.selectable_value(hulls, HullSource::Ours, "ours");
        if r.inductor.is_some() {
            ui.selectable_value(hulls, HullSource::Inductor, "Inductor's");
        }
        ui.selectable_value(hulls, HullSource::Off, "off");
    });
    let ours = &r.schedule.groups;
    let Some(ind) = &r.inductor else {
        ui.weak(if r.recognized {
            "Library dequant is shown as invoke_quant (View ▸ Recognize library quantization): \
             this is not the graph Inductor compiled, so its groups are not compared with \
             Inductor's. Turn recognition off to compare."
        } else {
            "No ir_post_fusion.txt next to this graph: our groups only."
        });
        tab_util::list_area(ui, "qb-fuse-groups", 150.0, |ui| {
            for (i, g) in ours.iter().enumerate() {
                if ui
                    .link(
                        RichText::new(format!("{}: {}({})", g.name, g.kind, g.members.join(", ")))
                            .color(tab_util::palette(i)),
                    )
                    .clicked()
                {
                    shown = Some(g.name.clone());
                }
            }
        });
        return shown;
    };
    let c = &ind.comparison;
    let verdict = format!("agreement: {}/{} groups", c.groups_agree, c.groups_total);
    ui.label(RichText::new(verdict).color(if c.all_agree() { MATCHED } else { FAILED }));
    ui.add(egui::Label::new(RichText::new(format!("Inductor: {}", ind.source)).weak()).truncate());
    tab_util::list_area(ui, "qb-fuse-groups", 150.0, |ui| {
        egui::Grid::new("qb-fuse-groups-grid").num_columns(3).striped(true).show(ui, |ui| {
            ui.small("ours");
            ui.small("Inductor");
            ui.small("");
            ui.end_row();
            let text = |g: &FusedGroup| format!("{}: {}", g.name, g.kind);
            for (i, g) in ours.iter().enumerate() {
                if ui.link(RichText::new(text(g)).monospace().color(tab_util::palette(i))).clicked()
                {
                    shown = Some(g.name.clone());
                }
                let theirs = ind.groups.iter().find(|t| t.members == g.members);
                ui.monospace(theirs.map(text).unwrap_or_else(|| "-".into()));
                match theirs {
                    Some(t) if t.kind == g.kind => ui.label(RichText::new("same").color(MATCHED)),
                    Some(_) => ui.label(RichText::new("kind differs").color(FAILED)),
                    None => ui.label(RichText::new("differs").color(FAILED)),
                };
                ui.end_row();
            }
            for t in ind.groups.iter().filter(|t| !ours.iter().any(|g| g.members == t.members)) {
                ui.monospace("-");
                ui.monospace(text(t));
                ui.label(RichText::new("only Inductor's").color(FAILED));
                ui.end_row();
            }
        });
    });
    if let Some(r) = &ind.reasons {
        let verdict = format!("fusion.log: {}/{} of Inductor's reasons", r.agree, r.inductor_total);
        egui::CollapsingHeader::new(RichText::new(verdict).color(if r.all_agree() {
            MATCHED
        } else {
            FAILED
        }))
        .id_salt("qb-fuse-reasons")
        .show(ui, |ui| {
            for line in &r.benchmarks {
                ui.label(RichText::new(line).monospace().small());
            }
            for m in &r.missing {
                ui.label(
                    RichText::new(format!("only Inductor's: {m}"))
                        .monospace()
                        .small()
                        .color(FAILED),
                );
            }
            for e in &r.extra {
                ui.label(
                    RichText::new(format!("only ours: {e}")).monospace().small().color(FAILED),
                );
            }
            if r.all_agree() {
                ui.weak("Every reason Inductor logged is ours word for word, and no other.");
            }
        });
    }
    if !c.differences.is_empty() {
        egui::CollapsingHeader::new(format!("{} difference(s)", c.differences.len()))
            .id_salt("qb-fuse-diffs")
            .show(ui, |ui| {
                for d in &c.differences {
                    ui.label(RichText::new(d).monospace().small());
                }
            });
    }
    shown
}

/// Loop-body lines keep their shape, one statement a line: wrapped in a narrow column, an index
/// expression broke at every character. A column narrower than the longest line scrolls sideways.
fn lines_ui(ui: &mut egui::Ui, id: impl std::hash::Hash + std::fmt::Debug, lines: &[String]) {
    egui::ScrollArea::horizontal().id_salt(id).auto_shrink([false, true]).show(ui, |ui| {
        ui.add(egui::Label::new(RichText::new(lines.join("\n")).monospace().size(11.0)).extend());
    });
}

/// The members of a scheduler node (`op0_op1` is op0 and op1): kind, iteration group, origins
/// and loop body, with Inductor's loop body beside ours when it is known.
pub fn loop_body_ui(ui: &mut egui::Ui, r: &FusionRun, name: Option<&str>) {
    ui.strong("Loop body");
    let Some(name) = name else {
        ui.weak("Click a node on the canvas, a group, or a node of the current decision.");
        return;
    };
    tab_util::list_area(ui, "qb-fuse-body", 260.0, |ui| {
        for op_name in name.split('_') {
            let Some(op) = r.schedule.lowered.operations.iter().find(|o| o.name == op_name) else {
                continue;
            };
            let base = r.schedule.nodes.iter().find(|b| b.name == op_name);
            ui.label(
                RichText::new(format!(
                    "{op_name}: {}({})",
                    base.map_or("?", |b| b.kind.as_str()),
                    base.map_or("?", |b| b.ir_class.as_str())
                ))
                .strong(),
            );
            if let Some(b) = base {
                ui.monospace(format!("group.iteration = {}", b.group.iteration));
            }
            ui.weak(format!("origins: {}", op.origins.join(", ")));
            match &op.kind {
                OperationKind::Computed { body, .. } => {
                    let ours = body.loop_body.render_lines();
                    lines_ui(ui, ("qb-body-ours", op_name), &ours);
                    let theirs = r
                        .inductor
                        .as_ref()
                        .and_then(|i| i.pre.as_ref())
                        .and_then(|p| p.nodes.iter().find(|n| n.name == op_name))
                        .and_then(|n| n.loop_body.as_ref());
                    if let Some(t) = theirs {
                        let t = t.render_lines();
                        if t == ours {
                            ui.label(
                                RichText::new("Inductor's loop body: the same").color(MATCHED),
                            );
                        } else {
                            ui.label(RichText::new("Inductor's loop body differs:").color(FAILED));
                            lines_ui(ui, ("qb-body-theirs", op_name), &t);
                        }
                    }
                }
                OperationKind::Extern { kernel, .. } | OperationKind::Template { kernel, .. } => {
                    ui.monospace(format!("kernel = {kernel}"));
                }
                OperationKind::Nop { class, .. } => {
                    ui.monospace(format!("nop: {}", class.as_str()));
                }
            }
            ui.separator();
        }
    });
}

/// Whether the open stage has invoke_quant calls a library pattern recognized.
pub fn shows_recognized(session: &Session) -> bool {
    session.graph().is_some_and(|g| g.nodes.iter().any(|n| n.meta.recognized.is_some()))
}
