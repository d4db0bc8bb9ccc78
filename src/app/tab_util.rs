//! What the Patterns and Fusion tabs share: turning the names the library reports (an attempt's
//! `graph` + node name, a lowering origin `subgraph0.mul`) into canvas paths, noticing that the
//! document changed under a tab, stepping keys, and the colours of the overlays.
use crate::ir::Graph;
use crate::layout::NodePath;
use crate::session::Session;
use egui::Color32;

/// Identifies the graph a tab's results were computed on. A new file, another stage, or any
/// step of the timeline (apply/undo/redo, from any tab) changes it.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct DocKey {
    path: Option<std::path::PathBuf>,
    stage: usize,
    steps: usize,
    cursor: usize,
    nodes: usize,
    /// The stage graph's address: a freshly opened document lives in a new allocation even
    /// when its path and size equal the previous one's.
    addr: usize,
}

impl DocKey {
    pub fn of(s: &Session) -> DocKey {
        DocKey {
            path: s.document().path.clone(),
            stage: s.stage_index(),
            steps: s.steps().len(),
            cursor: s.cursor(),
            nodes: s.graph().map_or(0, Graph::total_nodes),
            addr: s.graph().map_or(0, |g| g as *const Graph as usize),
        }
    }
}

/// The call nodes of subgraph `sub` at any depth below `g` (whose nodes sit at `prefix`).
fn callers_of(g: &Graph, prefix: Option<&NodePath>, sub: &str, out: &mut Vec<NodePath>) {
    for id in g.ids() {
        let here = match prefix {
            Some(p) => p.child(id),
            None => NodePath::root(id),
        };
        if let Some((name, sg)) = g.called_subgraph(id) {
            if name == sub {
                out.push(here.clone());
            }
            callers_of(sg, Some(&here), sub, out);
        }
    }
}

/// The node named `name` in the graph an attempt ran on: `""` is the root graph, otherwise
/// the dotted subgraph path (`subgraph0`, `subgraph0.subgraph1`). A subgraph called from
/// several places gives one path per call.
pub fn paths_in(root: &Graph, graph: &str, name: &str) -> Vec<NodePath> {
    if graph.is_empty() {
        return root.find(name).map(NodePath::root).into_iter().collect();
    }
    let sub = graph.rsplit('.').next().unwrap_or(graph);
    let mut calls = vec![];
    callers_of(root, None, sub, &mut calls);
    calls
        .into_iter()
        .filter_map(|call| {
            let (_, sg) = call.graph(root)?.called_subgraph(call.id)?;
            Some(call.child(sg.find(name)?))
        })
        .collect()
}

/// The FX node(s) a lowering origin names: `mm` in the root graph, `subgraph0.mul` inside
/// every call of `subgraph0`.
pub fn origin_paths(root: &Graph, origin: &str) -> Vec<NodePath> {
    match origin.rsplit_once('.') {
        Some((sub, name)) => paths_in(root, sub, name),
        None => paths_in(root, "", origin),
    }
}

/// Colours of the overlays, readable on both themes.
pub const ANCHOR: Color32 = Color32::from_rgb(0xff, 0x8c, 0x00);
pub const MATCHED: Color32 = Color32::from_rgb(0x2e, 0xcc, 0x71);
pub const FAILED: Color32 = Color32::from_rgb(0xe7, 0x3c, 0x3c);
pub const ADDED: Color32 = Color32::from_rgb(0x00, 0xbc, 0xd4);
pub const SECOND: Color32 = Color32::from_rgb(0xd9, 0x4f, 0xd6);

/// Hull colours, cycled by group index.
pub fn palette(i: usize) -> Color32 {
    const P: [Color32; 10] = [
        Color32::from_rgb(0x1f, 0x77, 0xb4),
        Color32::from_rgb(0xff, 0x7f, 0x0e),
        Color32::from_rgb(0x2c, 0xa0, 0x2c),
        Color32::from_rgb(0xd6, 0x27, 0x28),
        Color32::from_rgb(0x94, 0x67, 0xbd),
        Color32::from_rgb(0x8c, 0x56, 0x4b),
        Color32::from_rgb(0xe3, 0x77, 0xc2),
        Color32::from_rgb(0xbc, 0xbd, 0x22),
        Color32::from_rgb(0x17, 0xbe, 0xcf),
        Color32::from_rgb(0x7f, 0x7f, 0x7f),
    ];
    P[i % P.len()]
}

/// Which way the stepping keys moved, if pressed this frame (`N` next, `P` previous, and
/// `extra` a third key such as "next rejection"). Keys are left alone while a text field has
/// the keyboard.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum StepKey {
    Next,
    Prev,
    Extra,
}

pub fn step_key(ui: &egui::Ui, extra: egui::Key) -> Option<StepKey> {
    if ui.ctx().egui_wants_keyboard_input() {
        return None;
    }
    ui.ctx().input_mut(|i| {
        use egui::{Key, Modifiers};
        if i.consume_key(Modifiers::NONE, Key::N) || i.consume_key(Modifiers::NONE, Key::ArrowDown)
        {
            Some(StepKey::Next)
        } else if i.consume_key(Modifiers::NONE, Key::P)
            || i.consume_key(Modifiers::NONE, Key::ArrowUp)
        {
            Some(StepKey::Prev)
        } else if i.consume_key(Modifiers::NONE, extra) {
            Some(StepKey::Extra)
        } else {
            None
        }
    })
}

/// A fixed-height scrolling list inside a tab (the tab itself already scrolls vertically).
pub fn list_area(ui: &mut egui::Ui, id: &str, height: f32, add: impl FnOnce(&mut egui::Ui)) {
    // Both ways: a wide grid or a long loop-body line scrolls instead of spilling over the
    // next column.
    egui::ScrollArea::both()
        .id_salt(id)
        .max_height(height)
        .auto_shrink([false, true])
        .show(ui, add);
}

/// Clips each column of `ui.columns` to its own rect: labels wider than a column are cut
/// at its edge instead of being drawn over the next one.
pub fn clip_columns(cols: &mut [egui::Ui]) {
    for c in cols {
        let r = c.max_rect().intersect(c.clip_rect());
        c.set_clip_rect(r);
    }
}

/// The folder of the open document (itself, for a debug dir), where a corpus case keeps its
/// dumps, `meta.json`, `fusion.log` and timings.
pub fn case_dir(session: &Session) -> Option<std::path::PathBuf> {
    let path = session.document().path.as_ref()?;
    Some(if path.is_dir() { path.clone() } else { path.parent()?.to_path_buf() })
}

/// Something read from the open document's case folder, read again only when the folder
/// changes: a tab's `ui` runs every frame, and file reads there would stall the window.
pub struct PerCase<T> {
    dir: Option<Option<std::path::PathBuf>>,
    value: Option<T>,
}

impl<T> Default for PerCase<T> {
    fn default() -> Self {
        PerCase { dir: None, value: None }
    }
}

impl<T> PerCase<T> {
    pub fn get(
        &mut self,
        session: &Session,
        read: impl FnOnce(Option<&std::path::Path>) -> T,
    ) -> &T {
        let dir = case_dir(session);
        if self.dir.as_ref() != Some(&dir) {
            self.value = None;
        }
        let value = self.value.get_or_insert_with(|| read(dir.as_deref()));
        self.dir = Some(dir);
        value
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn origins_resolve_into_every_call_of_a_subgraph() {
        let text = include_str!("../../sample_graphs/llama_mlp_int8/post_grad.txt");
        let doc = crate::import::fx::parse_fx(text, "post_grad.txt").expect("sample parses");
        let g = doc.stages[0].graph().expect("parsed");
        let mm = origin_paths(g, "mm");
        assert_eq!(mm.len(), 1);
        assert!(mm[0].calls.is_empty());
        let inner = origin_paths(g, "subgraph0.convert_element_type");
        assert!(!inner.is_empty());
        assert!(inner.iter().all(|p| p.calls.len() == 1
            && p.qualified_name(g).is_some_and(|q| q.ends_with("/convert_element_type"))));
        assert!(origin_paths(g, "subgraph9.nothing").is_empty());
        assert!(paths_in(g, "", "no_such_node").is_empty());
    }
}
