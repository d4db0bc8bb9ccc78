//! The Code tab: Inductor's output code for the shown compile (the Python wrapper with its C++
//! or Triton kernels), highlighted, with line numbers and the list of kernels. Linked both ways
//! through `import::output_code::link`: selecting a node on the canvas highlights and scrolls
//! to its kernels' lines; clicking a line of a kernel (or a kernel in the list) selects its
//! nodes on the canvas. For an invoke_quant it says whether the dequant was fused into the
//! matmul's kernel and in which dtype the code computes it.
use super::code_view::{self, CodeLines};
use super::{AppCtx, Hull, Tab, tab_util};
use crate::import::output_code::link::Linked;
use crate::import::output_code::{Analysis, Found};
use crate::layout::NodePath;
use crate::session::Session;
use std::sync::Arc;

#[derive(Default)]
pub struct CodeTab {
    linked: Option<Arc<Linked>>,
    lines: Option<CodeLines>,
    /// Kernels whose lines are highlighted.
    current: Vec<usize>,
    /// The canvas selection `current` follows (set before this tab selects a node itself, so
    /// its own selection does not replace the kernel that was clicked).
    synced: Option<Option<NodePath>>,
    scroll_to: Option<usize>,
    path_text: String,
    error: Option<String>,
}

impl CodeTab {
    fn refresh(&mut self, ctx: &AppCtx) {
        let now = ctx.session.linked_code();
        let same = match (&now, &self.linked) {
            (Some(a), Some(b)) => Arc::ptr_eq(a, b),
            (None, None) => true,
            _ => false,
        };
        if !same {
            self.lines = now.as_ref().map(|l| CodeLines::new(&l.analysis.code));
            self.linked = now;
            self.current.clear();
            self.synced = None;
            self.scroll_to = None;
        }
    }

    /// Follows the canvas selection: its kernels' lines, scrolled to the first.
    fn follow_selection(&mut self, ctx: &AppCtx) {
        let sel = ctx.selection().cloned();
        if self.synced.as_ref() == Some(&sel) {
            return;
        }
        self.synced = Some(sel.clone());
        let Some(l) = &self.linked else { return };
        self.current = match &sel {
            None => vec![],
            Some(p) if p.calls.is_empty() => l.kernels_of(p.id, None),
            Some(p) => {
                let body = (p.calls.len() == 1).then_some(p.id);
                l.kernels_of(p.calls[0], body)
            }
        };
        if let Some(&k) = self.current.first() {
            self.scroll_to = Some(l.analysis.code.kernels[k].anchor_line());
        }
    }

    /// Highlights kernel `k` and selects its first node on the canvas.
    fn pick(&mut self, k: usize, ctx: &mut AppCtx, scroll: bool) {
        let Some(l) = &self.linked else { return };
        self.current = vec![k];
        if scroll {
            self.scroll_to = Some(l.analysis.code.kernels[k].anchor_line());
        }
        if let Some(&top) = l.tops(k).first() {
            let path = NodePath::root(top);
            self.synced = Some(Some(path.clone()));
            ctx.focus(path);
        }
    }

    /// Reads the file the path field names as the output code of every stage.
    fn read(&mut self, ctx: &mut AppCtx) {
        let path = std::path::PathBuf::from(self.path_text.trim());
        self.error = read_code_file(ctx.session, &path).err();
    }

    fn header(&mut self, ui: &mut egui::Ui, ctx: &mut AppCtx) {
        ui.horizontal(|ui| {
            match &self.linked {
                Some(l) => {
                    ui.label(format!("Output code: {}", l.analysis.source));
                    ui.weak(l.analysis.nodes_from());
                }
                None => {
                    ui.label("No output code for this compile: the document holds no inductor_output_code or output_code.py, and none is beside the file.");
                }
            }
        });
        ui.horizontal(|ui| {
            let label = ui.label("Read output code from:");
            let edit = ui
                .add(
                    egui::TextEdit::singleline(&mut self.path_text)
                        .hint_text("/path/to/output_code.py")
                        .desired_width(360.0),
                )
                .labelled_by(label.id);
            let enter = edit.lost_focus() && ui.input(|i| i.key_pressed(egui::Key::Enter));
            if (ui.button("Read").clicked() || enter) && !self.path_text.trim().is_empty() {
                self.read(ctx);
            }
            if let Some(e) = &self.error {
                ui.colored_label(ui.visuals().error_fg_color, e);
            }
            if super::fusion_view::shows_recognized(ctx.session) {
                ui.weak("Library dequant is shown as invoke_quant; Inductor compiled the graph as written (View ▸ Recognize library quantization).");
            }
        });
    }

    /// What became of the selected invoke_quant's dequant (or a summary of all of them).
    fn verdict(&mut self, ui: &mut egui::Ui, ctx: &AppCtx, l: &Linked) {
        let Some(g) = ctx.graph() else { return };
        let code = &l.analysis.code;
        let sel = ctx.selection().map(|p| p.calls.first().copied().unwrap_or(p.id));
        match sel.and_then(|n| l.fusion_of(n)) {
            Some(f) => {
                ui.horizontal_wrapped(|ui| {
                    ui.strong(format!("{}:", g.node(f.node).name));
                    ui.label(f.verdict(code, g));
                });
                if let Some(t) = f.compute_text(code) {
                    let line = f.compute.as_ref().map(|(_, c)| c.line);
                    if ui.link(t).on_hover_text("Show the line").clicked() {
                        self.scroll_to = line;
                    }
                }
            }
            None if !l.fusions.is_empty() => {
                let fused = l.fusions.iter().filter(|f| f.fused.is_some()).count();
                ui.weak(format!(
                    "{} invoke_quant: {fused} with the dequant fused into the matmul's kernel, {} not; select one for its kernels and dtype.",
                    l.fusions.len(),
                    l.fusions.len() - fused
                ));
            }
            None => {}
        }
    }

    /// The selected kernels' nodes: outlined, and one region around them named after the
    /// kernel (or counting them: a dequant spread over several kernels lies on one box).
    fn overlay(&self, ctx: &mut AppCtx, l: &Linked) {
        let mut nodes: Vec<NodePath> = Vec::new();
        for &k in &self.current {
            for p in &l.placed[k] {
                let n = match p.body {
                    Some(b) => NodePath { calls: vec![p.top], id: b },
                    None => NodePath::root(p.top),
                };
                if !nodes.contains(&n) {
                    nodes.push(n);
                }
            }
        }
        for n in &nodes {
            ctx.overlay.highlight.push((n.clone(), tab_util::ANCHOR));
        }
        let label = match self.current.as_slice() {
            [k] => l.analysis.code.kernels[*k].label(),
            ks => format!("{} kernels", ks.len()),
        };
        if let (false, Some(&k)) = (nodes.is_empty(), self.current.first()) {
            ctx.overlay.hulls.push(Hull { nodes, color: tab_util::palette(k), label });
        }
    }
}

impl Tab for CodeTab {
    fn title(&self) -> &str {
        "Code"
    }

    fn ui(&mut self, ui: &mut egui::Ui, ctx: &mut AppCtx) {
        self.refresh(ctx);
        self.follow_selection(ctx);
        self.header(ui, ctx);
        let (Some(l), Some(lines)) = (self.linked.clone(), self.lines.take()) else { return };
        self.verdict(ui, ctx, &l);
        self.overlay(ctx, &l);
        // The tab sits in a scrolling panel: the code gets what is left of its visible height.
        let height = (ui.clip_rect().bottom() - ui.cursor().top() - 8.0).max(120.0);
        let mut picked = None;
        ui.horizontal_top(|ui| {
            let down = egui::Layout::top_down(egui::Align::Min);
            ui.allocate_ui_with_layout(egui::vec2(300.0, height), down, |ui| {
                egui::ScrollArea::vertical()
                    .id_salt("qb-code-kernels")
                    .max_height(height)
                    .auto_shrink([false, false])
                    .show(ui, |ui| {
                        for (k, kernel) in l.analysis.code.kernels.iter().enumerate() {
                            let text = format!("{}  ({})", kernel.label(), kernel.kind.describe());
                            if ui.selectable_label(self.current.contains(&k), text).clicked() {
                                picked = Some((k, true));
                            }
                        }
                    });
            });
            ui.separator();
            let highlighted: Vec<std::ops::Range<usize>> = self
                .current
                .iter()
                .flat_map(|&k| {
                    let kn = &l.analysis.code.kernels[k];
                    kn.def.clone().into_iter().chain(kn.calls.iter().cloned())
                })
                .collect();
            let view = code_view::View {
                code: &l.analysis.code,
                lines: &lines,
                highlighted: &highlighted,
                scroll_to: self.scroll_to.take(),
                height,
            };
            let size = egui::vec2(ui.available_width(), height);
            let clicked = ui.allocate_ui_with_layout(size, down, |ui| code_view::show(ui, &view));
            if let Some(k) = clicked.inner.and_then(|line| l.analysis.code.kernel_at(line)) {
                picked = Some((k, false));
            }
        });
        self.lines = Some(lines);
        if let Some((k, scroll)) = picked {
            self.pick(k, ctx, scroll);
        }
    }
}

/// Reads `path` as the output code of every stage of the session (`--code FILE`, the tab's
/// field), with the provenance mapping the document has or has beside it.
pub fn read_code_file(session: &mut Session, path: &std::path::Path) -> Result<(), String> {
    let bytes = crate::util::read::read_file(path).map_err(|e| e.to_string())?;
    let text =
        String::from_utf8(bytes).map_err(|_| format!("{}: not UTF-8 text", path.display()))?;
    let doc = session.document();
    let prov =
        crate::import::output_code::find_provenance(doc, doc.stages.get(session.stage_index()));
    let found = Found { source: path.display().to_string(), text, path: Some(path.to_path_buf()) };
    session.set_output_code(Analysis::new(found, prov));
    Ok(())
}
