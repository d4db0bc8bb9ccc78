//! The window without a display: `quantbench view --screenshot` renders the real app through
//! egui_kittest on a software wgpu adapter (lavapipe or llvmpipe), as rerun's headless mode does;
//! [`FrameTimer`] measures one canvas frame's CPU time (egui pass + tessellation) for benches.
use super::view::ViewState;
use super::{CanvasOverlay, QuantbenchApp, StartOptions, canvas};
use crate::ir::Graph;
use std::collections::HashSet;
use std::path::Path;

/// Renders the whole window for `start` at `size` (points = pixels) and writes a PNG (never
/// over one of `inputs`).
pub fn screenshot(
    start: StartOptions,
    size: [f32; 2],
    out: &Path,
    inputs: &crate::util::atomic::Inputs,
) -> anyhow::Result<(u32, u32)> {
    inputs.refuse(out, "--screenshot")?;
    let mut start = start;
    start.headless = true;
    let mut harness = egui_kittest::Harness::builder()
        .with_size(egui::vec2(size[0], size[1]))
        .with_pixels_per_point(1.0)
        .with_accessibility_check(false)
        .wgpu()
        .build_eframe(|cc| QuantbenchApp::new(cc, start));
    settle(&mut harness)?;
    let image = harness.render().map_err(|e| anyhow::anyhow!("headless rendering failed: {e}"))?;
    inputs.write(out, "--screenshot", &super::export::png_bytes(&image)?)?;
    Ok((image.width(), image.height()))
}

/// Runs frames until the window shows what it was started with: a file read on the worker
/// thread (any file of `background_from` bytes and up) is waited for, so a screenshot never
/// shows the "Loading" bar over the built-in sample; the loader's error is returned as the
/// error. Frame 1 lays out and fits; the next ones settle panel sizes and fonts.
pub fn settle(harness: &mut egui_kittest::Harness<'_, QuantbenchApp>) -> anyhow::Result<()> {
    harness.run_steps(4);
    while harness.state().busy() {
        std::thread::sleep(std::time::Duration::from_millis(10));
        harness.step();
    }
    harness.run_steps(4);
    if let Some(e) = harness.state().error() {
        anyhow::bail!("{e}");
    }
    Ok(())
}

/// One canvas, its own egui context, no window: for measuring frame cost.
pub struct FrameTimer {
    ctx: egui::Context,
    view: ViewState,
    root: Graph,
    size: egui::Vec2,
    overlay: CanvasOverlay,
    hits: HashSet<crate::layout::NodePath>,
}

/// Groups `graph` and lays it out as the window opens it (on this thread): with its groups
/// folded to depth 1 (`folded`), or every group open. Returns the boxes laid out.
pub fn group_and_layout(graph: &Graph, folded: bool) -> usize {
    let mut view = ViewState::new(true);
    view.fold_from = if folded { 0 } else { usize::MAX };
    view.relayout(graph, false);
    view.layout.map_or(0, |l| l.items.len())
}

impl FrameTimer {
    /// Lays `graph` out (on this thread) and fits it into a `size` canvas, every group open
    /// (every node drawn, as before groups folded big graphs).
    pub fn new(graph: Graph, size: [f32; 2]) -> FrameTimer {
        FrameTimer::with_folding(graph, size, false)
    }

    /// As `new`, with the groups folded to depth 1 as the window opens a big graph (`folded`).
    pub fn with_folding(graph: Graph, size: [f32; 2], folded: bool) -> FrameTimer {
        let mut view = ViewState::new(true);
        view.fold_from = if folded { 0 } else { usize::MAX };
        view.relayout(&graph, false);
        let mut t = FrameTimer {
            ctx: egui::Context::default(),
            view,
            root: graph,
            size: egui::vec2(size[0], size[1]),
            overlay: CanvasOverlay::default(),
            hits: HashSet::new(),
        };
        t.frame();
        t
    }

    pub fn node_count(&self) -> usize {
        self.view.layout.as_ref().map_or(0, |l| l.items.len())
    }

    /// Shows the whole graph.
    pub fn fit(&mut self) {
        self.view.fit_pending = true;
        self.frame();
    }

    /// Shows the middle of the graph at 1:1 (labels and curves drawn).
    pub fn zoom_in(&mut self) {
        if let Some(l) = &self.view.layout {
            let c = egui::pos2(
                (l.bounds.min[0] + l.bounds.max[0]) / 2.0,
                (l.bounds.min[1] + l.bounds.max[1]) / 2.0,
            );
            self.view.scene_rect = egui::Rect::from_center_size(c, self.size);
        }
    }

    /// One frame: the egui pass painting the canvas, then tessellation. Returns the primitive count.
    pub fn frame(&mut self) -> usize {
        let input = egui::RawInput {
            screen_rect: Some(egui::Rect::from_min_size(egui::Pos2::ZERO, self.size)),
            ..Default::default()
        };
        let (view, root, overlay, hits) = (&mut self.view, &self.root, &self.overlay, &self.hits);
        let out = self.ctx.run_ui(input, |ui| {
            egui::CentralPanel::default().show(ui, |ui| {
                let input = canvas::CanvasInput {
                    root,
                    overlay,
                    hits,
                    current_hit: None,
                    dark: true,
                    salt: "",
                };
                canvas::show(ui, view, &input, &mut Vec::new());
            });
        });
        let mut out = out;
        // No renderer here to upload font textures to.
        out.textures_delta.clear();
        self.ctx.tessellate(out.shapes, out.pixels_per_point).len()
    }
}
