//! Ctrl+F: a regex over node names, targets and value types, across the graph and all its
//! subgraphs. Matches are highlighted; Enter steps to the next one (revealing it if it sits in a
//! collapsed or other subgraph), Shift+Enter to the previous.
use super::Command;
use crate::ir::{Graph, NodeId};
use crate::layout::{self, NodePath};
use std::collections::HashSet;

#[derive(Default)]
pub struct Search {
    pub open: bool,
    pub focus: bool,
    query: String,
    /// The query the cached matches belong to (None: recompute).
    matched_for: Option<String>,
    error: Option<String>,
    matches: Vec<NodePath>,
    set: HashSet<NodePath>,
    current: Option<usize>,
}

/// Every node of `g` (depth first into subgraphs, program order) whose text matches.
pub fn find(g: &Graph, re: &regex::Regex) -> Vec<NodePath> {
    let mut out = Vec::new();
    walk(g, &mut vec![], re, &mut out);
    out
}

fn walk(g: &Graph, calls: &mut Vec<NodeId>, re: &regex::Regex, out: &mut Vec<NodePath>) {
    for id in g.ids() {
        if layout::is_hidden(g, id) {
            continue;
        }
        let n = g.node(id);
        let ty = layout::class::value_type(n).unwrap_or_default();
        if re.is_match(&n.name)
            || re.is_match(&n.target)
            || re.is_match(&ty)
            || n.scheme().is_some_and(|s| re.is_match(s))
        {
            out.push(NodePath { calls: calls.clone(), id });
        }
        if let Some((_, sg)) = g.called_subgraph(id) {
            calls.push(id);
            walk(sg, calls, re, out);
            calls.pop();
        }
    }
}

impl Search {
    pub fn invalidate(&mut self) {
        self.matched_for = None;
        self.current = None;
    }

    fn refresh(&mut self, g: &Graph) {
        if self.matched_for.as_deref() == Some(self.query.as_str()) {
            return;
        }
        self.matched_for = Some(self.query.clone());
        self.matches.clear();
        self.error = None;
        self.current = None;
        if self.query.is_empty() {
            self.set.clear();
            return;
        }
        match regex::RegexBuilder::new(&self.query)
            .case_insensitive(true)
            .size_limit(1 << 20)
            .build()
        {
            Ok(re) => self.matches = find(g, &re),
            Err(e) => {
                self.error =
                    Some(e.to_string().lines().last().unwrap_or("invalid regex").to_string())
            }
        }
        self.set = self.matches.iter().cloned().collect();
    }

    /// Highlighted matches and the current one (empty while the bar is closed).
    pub fn hits(&mut self, g: &Graph) -> (&HashSet<NodePath>, Option<&NodePath>) {
        if self.open {
            self.refresh(g);
        } else {
            self.set.clear();
            self.matched_for = None;
        }
        (&self.set, self.current.and_then(|i| self.matches.get(i)))
    }

    fn step(&mut self, forward: bool, cmds: &mut Vec<Command>) {
        if self.matches.is_empty() {
            return;
        }
        let n = self.matches.len();
        let next = match self.current {
            None => {
                if forward {
                    0
                } else {
                    n - 1
                }
            }
            Some(i) => {
                if forward {
                    (i + 1) % n
                } else {
                    (i + n - 1) % n
                }
            }
        };
        self.current = Some(next);
        cmds.push(Command::Focus(self.matches[next].clone()));
    }

    pub fn bar_ui(&mut self, ui: &mut egui::Ui, g: &Graph, cmds: &mut Vec<Command>) {
        ui.horizontal(|ui| {
            let label = ui.label("Find:");
            let edit = ui
                .add(
                    egui::TextEdit::singleline(&mut self.query)
                        .hint_text("regex over names, targets, types (e.g. mul|f32\\[8\\])")
                        .desired_width(320.0)
                        .id(egui::Id::unique("qb-search-field")),
                )
                .labelled_by(label.id);
            if self.focus {
                edit.request_focus();
                self.focus = false;
            }
            self.refresh(g);
            let enter = edit.lost_focus() && ui.input(|i| i.key_pressed(egui::Key::Enter));
            if enter {
                let back = ui.input(|i| i.modifiers.shift);
                self.step(!back, cmds);
                edit.request_focus();
            }
            if ui.button("< Prev").on_hover_text("Previous match (Shift+Enter)").clicked() {
                self.step(false, cmds);
            }
            if ui.button("Next >").on_hover_text("Next match (Enter)").clicked() {
                self.step(true, cmds);
            }
            match (&self.error, self.current) {
                (Some(e), _) => {
                    ui.colored_label(ui.visuals().error_fg_color, e);
                }
                (None, Some(i)) => {
                    ui.label(format!("{} of {} matches", i + 1, self.matches.len()));
                }
                (None, None) => {
                    ui.label(format!("{} matches", self.matches.len()));
                }
            }
            if ui.button("Close").clicked()
                || ui.input(|i| i.key_pressed(egui::Key::Escape)) && edit.has_focus()
            {
                self.open = false;
            }
        });
    }
}
