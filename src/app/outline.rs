//! The left panel: the stages of the document, the tree of invoke_quant subgraphs, and a
//! filterable list of the nodes in view. Clicking selects and centres.
use super::Command;
use super::view::ViewState;
use crate::ir::compile::{CompileStory, Divergence};
use crate::ir::{Graph, NodeId};
use crate::layout::{self, NodePath};
use crate::session::Session;
use std::collections::{HashMap, HashSet};

#[derive(Default)]
pub struct Outline {
    filter: String,
    /// The rank shown, in a directory of per-rank logs (None: all ranks).
    rank: Option<u32>,
}

impl Outline {
    pub fn ui(
        &mut self,
        ui: &mut egui::Ui,
        session: &Session,
        view: &ViewState,
        cmds: &mut Vec<Command>,
    ) {
        ui.heading("Outline");
        // Each section scrolls within a share of the panel, so a log of many stages or a model
        // of hundreds of invoke_quant calls never pushes the node list off the window.
        let tall = ui.available_height();
        egui::CollapsingHeader::new("Stages").default_open(true).show(ui, |ui| {
            let doc = session.document();
            if doc.stages.is_empty() {
                ui.weak("(no graphs in this file)");
            }
            // A directory of per-rank logs: one rank at a time, as tlparse's multi-rank mode.
            let ranks = doc.ranks();
            if ranks.len() > 1 {
                let shown =
                    |r: Option<u32>| r.map_or("all ranks".to_string(), |r| format!("rank {r}"));
                egui::ComboBox::from_label("Rank").selected_text(shown(self.rank)).show_ui(
                    ui,
                    |ui| {
                        ui.selectable_value(&mut self.rank, None, shown(None));
                        for &r in &ranks {
                            ui.selectable_value(&mut self.rank, Some(r), shown(Some(r)));
                        }
                    },
                );
            } else {
                self.rank = None;
            }
            // Logs hold several compiles: a row per compile (those that logged no graph too)
            // with its status, its stages under it in log order; the list scrolls, the node
            // list below keeps its room.
            let rank = self.rank;
            egui::ScrollArea::vertical()
                .id_salt("qb-stages")
                .max_height((tall * 0.4).max(120.0))
                .auto_shrink([false, true])
                .show(ui, |ui| {
                    // tlparse's multi-rank warnings: ranks that compiled differently.
                    for w in Divergence::of_document(doc).map(|d| d.warnings()).unwrap_or_default()
                    {
                        let text =
                            egui::RichText::new(format!("! {w}")).color(ui.visuals().warn_fg_color);
                        ui.add(egui::Label::new(text).wrap());
                    }
                    let mut by_compile: HashMap<(Option<u32>, &str), Vec<usize>> = HashMap::new();
                    for (i, s) in doc.stages.iter().enumerate() {
                        if let Some(id) = s.compile_id.as_deref() {
                            by_compile.entry((s.rank, id)).or_default().push(i);
                        }
                    }
                    let mut listed: HashSet<usize> = HashSet::new();
                    for c in &doc.compiles {
                        if rank.is_some() && c.rank != rank {
                            continue;
                        }
                        let key = (c.rank, c.compile_id.clone());
                        compile_row(ui, c, view.compile.key.as_ref() == Some(&key), cmds);
                        for &i in
                            by_compile.get(&(c.rank, c.compile_id.as_str())).into_iter().flatten()
                        {
                            listed.insert(i);
                            stage_row(ui, session, i, cmds);
                        }
                    }
                    // Stages no compile story holds (FX files, debug dirs): a heading per compile id.
                    let mut last_id = None;
                    for (i, s) in doc.stages.iter().enumerate() {
                        if listed.contains(&i) || (rank.is_some() && s.rank != rank) {
                            continue;
                        }
                        if s.compile_id.is_some() && last_id != Some((s.rank, &s.compile_id)) {
                            let rank = s.rank.map(|r| format!("rank {r} · ")).unwrap_or_default();
                            ui.weak(format!(
                                "{rank}compile {}",
                                s.compile_id.as_deref().unwrap_or("")
                            ));
                        }
                        last_id = Some((s.rank, &s.compile_id));
                        stage_row(ui, session, i, cmds);
                    }
                });
        });
        let Some(root) = session.graph() else { return };
        egui::CollapsingHeader::new("Subgraphs").default_open(true).show(ui, |ui| {
            egui::ScrollArea::vertical()
                .id_salt("qb-subgraphs")
                .max_height((tall * 0.25).max(80.0))
                .auto_shrink([false, true])
                .show(ui, |ui| {
                    let mut any = false;
                    subgraph_tree(ui, root, &mut vec![], view, cmds, &mut any);
                    if !any {
                        ui.weak("(no invoke_quant calls)");
                    }
                });
        });
        ui.separator();
        let Some(g) = view.view_graph(root) else { return };
        ui.horizontal(|ui| {
            let label = ui.label("Nodes");
            ui.add(
                egui::TextEdit::singleline(&mut self.filter)
                    .hint_text("filter")
                    .desired_width(f32::INFINITY),
            )
            .labelled_by(label.id);
        });
        let needle = self.filter.to_lowercase();
        let rows: Vec<NodeId> = g
            .ids()
            .filter(|&id| {
                let n = g.node(id);
                needle.is_empty()
                    || n.name.to_lowercase().contains(&needle)
                    || n.target.to_lowercase().contains(&needle)
            })
            .collect();
        let row_h = ui.text_style_height(&egui::TextStyle::Body) + 4.0;
        egui::ScrollArea::vertical().auto_shrink([false, false]).show_rows(
            ui,
            row_h,
            rows.len(),
            |ui, range| {
                for &id in &rows[range] {
                    let n = g.node(id);
                    let path = view.to_root(&NodePath::root(id));
                    let selected = view.selection.as_ref() == Some(&path);
                    let text = format!("{}  {}", n.name, layout::class::short_label(n));
                    // One line each (rows are of one height); a long name is cut, whole on hover.
                    let b =
                        egui::Button::selectable(selected, egui::RichText::new(&text).monospace())
                            .truncate();
                    if ui.add(b).on_hover_text(&text).clicked() {
                        cmds.push(Command::Focus(path));
                    }
                }
            },
        );
    }
}

/// A compile of a log: its status icon and colour, the id (selecting it shows its story in the
/// inspector), and why on hover.
fn compile_row(ui: &mut egui::Ui, c: &CompileStory, selected: bool, cmds: &mut Vec<Command>) {
    let (icon, color) = super::compile_story::mark(c.status, ui.visuals());
    let rank = c.rank.map(|r| format!("rank {r} · ")).unwrap_or_default();
    ui.horizontal(|ui| {
        ui.colored_label(color, icon);
        let mut text = egui::RichText::new(format!("{rank}compile {}", c.compile_id));
        if c.status.is_problem() {
            text = text.color(color);
        }
        let r = ui.selectable_label(selected, text).on_hover_text(super::compile_story::hover(c));
        if r.clicked() {
            cmds.push(Command::ShowCompile(Some((c.rank, c.compile_id.clone()))));
        }
        ui.weak(c.status.as_str());
    });
}

/// A stage of the document; clicking opens it.
fn stage_row(ui: &mut egui::Ui, session: &Session, i: usize, cmds: &mut Vec<Command>) {
    let s = &session.document().stages[i];
    let name = if s.compile_id.is_some() { format!("  {}", s.name) } else { s.name.clone() };
    // Stages of an indexed log are only parsed when opened: their size stands in.
    let label = match (s.is_loaded().then(|| s.graph().ok()).flatten(), s.source()) {
        (Some(g), _) => format!("{name}  ·  {} nodes", g.total_nodes()),
        (None, Some(src)) => format!("{name}  ·  {:.1} KB", src.text_len as f64 / 1024.0),
        (None, None) => name,
    };
    // A stage read and found broken (a log cut short) is marked, its error on hover.
    let r = match s.load_error() {
        Some(e) => {
            let text = egui::RichText::new(format!("× {label}  ·  broken"))
                .color(ui.visuals().error_fg_color);
            ui.selectable_label(session.stage_index() == i, text).on_hover_text(e.to_string())
        }
        None => ui.selectable_label(session.stage_index() == i, label),
    };
    if r.clicked() {
        cmds.push(if session.stage_index() != i {
            Command::SelectStage(i)
        } else {
            Command::ShowCompile(None)
        });
    }
}

fn subgraph_tree(
    ui: &mut egui::Ui,
    g: &Graph,
    calls: &mut Vec<NodeId>,
    view: &ViewState,
    cmds: &mut Vec<Command>,
    any: &mut bool,
) {
    for id in g.ids() {
        let Some((name, sg)) = g.called_subgraph(id) else { continue };
        *any = true;
        let path = NodePath { calls: calls.clone(), id };
        let label = format!("{} -> {}  ·  {} nodes", g.node(id).name, name, sg.total_nodes());
        let inside = view.drill.len() > calls.len()
            && view.drill[..=calls.len()]
                == path.calls.iter().copied().chain([id]).collect::<Vec<_>>()[..];
        let has_children = sg.ids().any(|i| sg.called_subgraph(i).is_some());
        let mut clicked = false;
        if has_children {
            egui::CollapsingHeader::new(label).id_salt(("qb-sg", &path)).default_open(inside).show(
                ui,
                |ui| {
                    if ui.small_button("enter").clicked() {
                        clicked = true;
                    }
                    calls.push(id);
                    subgraph_tree(ui, sg, calls, view, cmds, any);
                    calls.pop();
                },
            );
        } else if ui.selectable_label(inside, label).on_hover_text("Enter this subgraph").clicked()
        {
            clicked = true;
        }
        if clicked {
            cmds.push(Command::DrillInto(path));
        }
    }
}
