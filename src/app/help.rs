//! The Help window: every keyboard shortcut and mouse gesture in one table.
pub const SHORTCUTS: &[(&str, &str)] = &[
    ("Ctrl+O", "Open a file (system dialog, or type a path)"),
    ("Ctrl+F", "Search: regex over node names, targets and types"),
    ("Enter (in search)", "Next match; Shift+Enter: previous"),
    ("F", "Fit the whole graph in view"),
    ("E", "Expand / collapse the selected invoke_quant inline"),
    ("Enter", "Drill into the selected invoke_quant's subgraph"),
    ("Backspace / Esc", "Leave the subgraph (one breadcrumb up)"),
    (", / .", "Same node in the previous / next instance of a repeated block"),
    ("F1", "This window"),
    ("Drag", "Pan the canvas"),
    ("Wheel / pinch", "Zoom around the cursor"),
    ("Click", "Select a node; click empty canvas to clear"),
    ("Double-click", "Expand / collapse an invoke_quant; open / fold a group"),
    ("Right-click", "Node menu (expand, enter subgraph)"),
    ("Drop a file", "Open it"),
    ("N / P, Down / Up", "Patterns, Fusion: next / previous attempt or decision"),
    ("F7", "Patterns: next failed attempt"),
    ("R", "Fusion: next rejected fusion"),
    ("Ctrl+Z / Ctrl+Y", "Patterns: undo / redo a rewrite"),
    ("[ / ]", "Stage diff: previous / next stage"),
];

pub fn window(ctx: &egui::Context, open: &mut bool) {
    egui::Window::new("Keyboard shortcuts").open(open).collapsible(false).resizable(false).show(ctx, |ui| {
        egui::Grid::new("qb-help").num_columns(2).striped(true).show(ui, |ui| {
            for (k, what) in SHORTCUTS {
                ui.monospace(*k);
                ui.label(*what);
                ui.end_row();
            }
        });
        ui.separator();
        ui.label("Colours: input, pointwise, reduction, view, matmul, invoke_quant, output, opaque (legend in the bottom panel).");
    });
}
