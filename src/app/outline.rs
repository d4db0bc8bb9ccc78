//! The left panel: the stages of the document, the tree of invoke_quant subgraphs, and a
//! filterable list of the nodes in view. Clicking selects and centres.
use super::Command;
use super::view::ViewState;
use crate::ir::{Graph, NodeId};
use crate::layout::{self, NodePath};
use crate::session::Session;

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
            // Logs hold several compiles: a heading per compile id, its stages in log order.
            let mut last_id = None;
            for (i, s) in doc.stages.iter().enumerate() {
                if self.rank.is_some() && s.rank != self.rank {
                    continue;
                }
                if s.compile_id.is_some() && last_id != Some((s.rank, &s.compile_id)) {
                    let rank = s.rank.map(|r| format!("rank {r} · ")).unwrap_or_default();
                    ui.weak(format!("{rank}compile {}", s.compile_id.as_deref().unwrap_or("")));
                }
                last_id = Some((s.rank, &s.compile_id));
                let name =
                    if s.compile_id.is_some() { format!("  {}", s.name) } else { s.name.clone() };
                // Stages of an indexed log are only parsed when opened: their size stands in.
                let label = match (s.is_loaded().then(|| s.graph().ok()).flatten(), s.source()) {
                    (Some(g), _) => format!("{name}  ·  {} nodes", g.total_nodes()),
                    (None, Some(src)) => {
                        format!("{name}  ·  {:.1} KB", src.text_len as f64 / 1024.0)
                    }
                    (None, None) => name,
                };
                if ui.selectable_label(session.stage_index() == i, label).clicked()
                    && session.stage_index() != i
                {
                    cmds.push(Command::SelectStage(i));
                }
            }
        });
        let Some(root) = session.graph() else { return };
        egui::CollapsingHeader::new("Subgraphs").default_open(true).show(ui, |ui| {
            let mut any = false;
            subgraph_tree(ui, root, &mut vec![], view, cmds, &mut any);
            if !any {
                ui.weak("(no invoke_quant calls)");
            }
        });
        ui.separator();
        let Some(g) = view.view_graph(root) else { return };
        ui.horizontal(|ui| {
            ui.label("Nodes");
            ui.add(
                egui::TextEdit::singleline(&mut self.filter)
                    .hint_text("filter")
                    .desired_width(f32::INFINITY),
            );
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
                    if ui
                        .selectable_label(selected, egui::RichText::new(text).monospace())
                        .clicked()
                    {
                        cmds.push(Command::Focus(path));
                    }
                }
            },
        );
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
