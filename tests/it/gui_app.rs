//! The real app driven through egui_kittest (AccessKit queries, no display). Canvas nodes sit
//! inside an `egui::Scene`, where AccessKit rects are in scene coordinates, so they are clicked
//! with `click_accesskit()`; panel widgets take real pointer clicks.
#![cfg(feature = "gui")]

use egui_kittest::Harness;
use egui_kittest::kittest::Queryable as _;
use quantbench::app::{QuantbenchApp, StartOptions};
use quantbench::ir::{Document, Graph};
use std::path::PathBuf;

/// A file dropped on the window, as the native integration delivers it.
#[derive(Debug)]
struct Dropped(PathBuf);

impl egui::DroppedFile for Dropped {
    fn path(&self) -> &std::path::Path {
        &self.0
    }
    fn bytes(&self) -> Result<Vec<u8>, String> {
        std::fs::read(&self.0).map_err(|e| e.to_string())
    }
}

fn sample(case: &str) -> PathBuf {
    PathBuf::from(env!("CARGO_MANIFEST_DIR")).join("sample_graphs").join(case).join("post_grad.txt")
}

/// A window of a common monitor's size: the bottom panel now starts tall enough for the
/// Kernels tab, and a 900-point window left the nested-subgraph test too little canvas.
fn harness(file: Option<PathBuf>) -> Harness<'static, QuantbenchApp> {
    let start = StartOptions { file, headless: true, ..Default::default() };
    let mut h = Harness::builder()
        .with_size(egui::vec2(1600.0, 1100.0))
        .build_eframe(move |cc| QuantbenchApp::new(cc, start));
    h.run();
    h
}

fn selected_name(h: &Harness<'_, QuantbenchApp>) -> Option<String> {
    let app = h.state();
    let p = app.selection()?;
    p.qualified_name(app.session.graph()?)
}

#[test]
fn click_a_node_and_the_inspector_shows_dtype_and_shape() {
    let mut h = harness(Some(sample("llama_mlp_int8")));
    assert_eq!(h.state().error(), None);
    h.get_by_label("mm").click_accesskit();
    h.run();
    assert_eq!(selected_name(&h).as_deref(), Some("mm"));
    h.get_by_label("Node mm");
    h.get_by_label("f32 (torch.float32)");
    h.get_by_label("[4, 688]");
    h.get_by_label("2752"); // elements
    // The inspector's argument links lead to the producers.
    h.get_by_role_and_label(egui::accesskit::Role::Link, "mul_1").click();
    h.run();
    assert_eq!(selected_name(&h).as_deref(), Some("mul_1"));
}

/// A node of a graph with symbolic sizes shows its shape and its element and byte counts as
/// expressions over the size symbols.
#[test]
fn the_inspector_shows_symbolic_counts_as_expressions() {
    let mut h = harness(Some(sample("hf_dynamic/hf_llama_nf4_dynamic")));
    assert_eq!(h.state().error(), None);
    h.get_by_label("embedding").click_accesskit();
    h.run();
    h.get_by_label("[1, s70, 128]");
    h.get_by_label("128*s70"); // elements
    h.get_by_label("512*s70"); // bytes
}

#[test]
fn the_built_in_sample_opens_without_a_file() {
    let h = harness(None);
    assert_eq!(h.state().error(), None);
    h.get_by_label("invoke_quant_1");
    assert!(h.query_by_label("mul").is_none(), "the subgraph starts collapsed");
}

#[test]
fn expand_an_invoke_quant_inline_and_find_its_subgraph() {
    let mut h = harness(Some(sample("llama_mlp_int8")));
    assert!(h.query_by_label("convert_element_type").is_none());
    h.get_by_label("invoke_quant_3").click_accesskit();
    h.run();
    h.get_by_label("Expand inline").click();
    h.run();
    // Only subgraph0 is open: its three nodes, its two placeholders and its output are drawn.
    h.get_by_label("convert_element_type");
    h.get_by_label("unsqueeze");
    assert_eq!(h.get_all_by_label("mul").count(), 2, "the outer mul and the subgraph's mul");
    h.get_by_label("Collapse").click();
    h.run();
    assert!(h.query_by_label("convert_element_type").is_none());
}

#[test]
fn search_highlights_and_enter_cycles() {
    let mut h = harness(Some(sample("llama_mlp_int8")));
    h.key_press_modifiers(egui::Modifiers::COMMAND, egui::Key::F);
    h.run();
    h.get_by_label("Find:").type_text("^permute");
    h.run();
    h.get_by_label("3 matches");
    h.key_press(egui::Key::Enter);
    h.run();
    h.get_by_label("1 of 3 matches");
    assert_eq!(selected_name(&h).as_deref(), Some("permute"));
    h.key_press(egui::Key::Enter);
    h.run();
    assert_eq!(selected_name(&h).as_deref(), Some("permute_1"));
    h.key_press(egui::Key::Enter);
    h.run();
    h.key_press(egui::Key::Enter);
    h.run();
    h.get_by_label("1 of 3 matches");
}

#[test]
fn search_reveals_matches_inside_collapsed_subgraphs() {
    let mut h = harness(Some(sample("llama_mlp_int8")));
    h.key_press_modifiers(egui::Modifiers::COMMAND, egui::Key::F);
    h.run();
    h.get_by_label("Find:").type_text("unsqueeze");
    h.run();
    h.key_press(egui::Key::Enter);
    h.run();
    assert_eq!(selected_name(&h).as_deref(), Some("invoke_quant_3/unsqueeze"));
    h.get_by_label("unsqueeze");
}

#[test]
fn drill_into_a_subgraph_and_back_with_the_breadcrumb() {
    let mut h = harness(Some(sample("llama_mlp_int8")));
    h.get_by_label("invoke_quant_4").click_accesskit();
    h.run();
    h.key_press(egui::Key::Enter);
    h.run();
    h.get_by_label("invoke_quant_4 (subgraph1)");
    h.get_by_label("convert_element_type");
    assert!(
        h.query_by_label("invoke_quant_4").is_none(),
        "the outer graph is gone from the canvas"
    );
    h.get_by_label_contains("(<lambda>)").click();
    h.run();
    h.get_by_label("invoke_quant_4");
    assert!(h.query_by_label("convert_element_type").is_none());
    assert_eq!(
        selected_name(&h).as_deref(),
        Some("invoke_quant_4"),
        "coming back selects the call we left"
    );
}

const NESTED: &str = r#"class <lambda>(torch.nn.Module):
    def forward(self, arg0_1: "f32[8]"):
        subgraph0 = self.subgraph0
        invoke_quant_1: "f32[8]" = torch.ops.higher_order.invoke_quant(subgraph0, arg0_1, scheme = 'nf4');  subgraph0 = arg0_1 = None
        return (invoke_quant_1,)

    class subgraph0(torch.nn.Module):
        def forward(self, arg0_1: "f32[8]"):
            subgraph_inner = self.subgraph_inner
            invoke_quant_2: "f32[8]" = torch.ops.higher_order.invoke_quant(subgraph_inner, arg0_1, scheme = 'int8');  subgraph_inner = arg0_1 = None
            neg: "f32[8]" = torch.ops.aten.neg.default(invoke_quant_2);  invoke_quant_2 = None
            return neg

        class subgraph_inner(torch.nn.Module):
            def forward(self, arg0_1: "f32[8]"):
                sin: "f32[8]" = torch.ops.aten.sin.default(arg0_1);  arg0_1 = None
                return sin
"#;

#[test]
fn nested_subgraphs_drill_in_and_expand_inline() {
    let dir = tempfile::tempdir().unwrap();
    let file = dir.path().join("nested.txt");
    std::fs::write(&file, NESTED).unwrap();
    let mut h = harness(Some(file));
    assert_eq!(h.state().error(), None);
    // Drill two levels down, then back up with the breadcrumb and Backspace.
    h.get_by_label("invoke_quant_1").click_accesskit();
    h.run();
    h.key_press(egui::Key::Enter);
    h.run();
    h.get_by_label("invoke_quant_2").click_accesskit();
    h.run();
    h.key_press(egui::Key::Enter);
    h.run();
    h.get_by_label("sin");
    h.get_by_label("invoke_quant_2 (subgraph_inner)");
    h.get_by_label("invoke_quant_1 (subgraph0)").click();
    h.run();
    h.get_by_role_and_label(egui::accesskit::Role::Button, "neg");
    assert!(h.query_by_label("sin").is_none());
    h.key_press(egui::Key::Backspace);
    h.run();
    assert!(h.query_by_label("neg").is_none());
    // Both levels expanded inline in the root view.
    h.get_by_label("invoke_quant_1").click_accesskit();
    h.run();
    h.key_press(egui::Key::E);
    h.run();
    // The expanded call is brought into view, the top-level invoke_quant_2 beside it too.
    let n = h.query_all_by_label("invoke_quant_2").count();
    for k in 0..n {
        h.query_all_by_label("invoke_quant_2").nth(k).unwrap().click_accesskit();
        h.run();
        if selected_name(&h).as_deref() == Some("invoke_quant_1/invoke_quant_2") {
            break;
        }
    }
    h.key_press(egui::Key::E);
    h.run();
    // Both calls' subgraphs are in view now (each expansion is brought into view).
    assert!(h.query_all_by_label("sin").next().is_some());
    assert!(h.query_all_by_label("neg").next().is_some());
    assert_eq!(selected_name(&h).as_deref(), Some("invoke_quant_1/invoke_quant_2"));
}

#[test]
fn several_subgraphs_in_one_graph() {
    let mut h = harness(Some(sample("decoder_2layer_nf4")));
    assert_eq!(h.state().error(), None);
    h.get_by_label("invoke_quant_14").click_accesskit();
    h.run();
    h.key_press(egui::Key::Enter);
    h.run();
    h.get_by_label("invoke_quant_14 (subgraph0)");
    h.key_press(egui::Key::Backspace);
    h.run();
    h.get_by_label("invoke_quant_14");
    assert_eq!(selected_name(&h).as_deref(), Some("invoke_quant_14"));
}

#[test]
fn a_broken_file_shows_the_error_and_keeps_the_graph() {
    let mut h = harness(Some(sample("llama_mlp_int8")));
    let dir = tempfile::tempdir().unwrap();
    let broken = dir.path().join("broken.txt");
    std::fs::write(&broken, "class <lambda>(torch.nn.Module):\n    def forward(self, x: \"f32[8]\"):\n        y = torch.ops.aten.mul.Tensor(x, \n").unwrap();
    h.input_mut().dropped_files.push(std::sync::Arc::new(Dropped(broken.clone())));
    h.run();
    let err = h.state().error().map(str::to_string).expect("an error is shown");
    assert!(err.contains("broken.txt:"), "file:line:col in {err}");
    h.get_by_label_contains("broken.txt:");
    h.get_by_label("mm");
    h.get_by_label("Dismiss").click();
    h.run();
    assert_eq!(h.state().error(), None);
    h.get_by_label("mm");
}

#[test]
fn every_sample_and_an_empty_graph_open_without_panic() {
    let dir = PathBuf::from(env!("CARGO_MANIFEST_DIR")).join("sample_graphs");
    let mut cases: Vec<PathBuf> = std::fs::read_dir(&dir)
        .unwrap()
        .filter_map(|e| Some(e.ok()?.path().join("post_grad.txt")))
        .filter(|p| p.exists())
        .collect();
    cases.sort();
    assert!(cases.len() >= 12);
    for case in cases {
        let mut h = harness(Some(case.clone()));
        assert_eq!(h.state().error(), None, "{}", case.display());
        h.key_press_modifiers(egui::Modifiers::NONE, egui::Key::F);
        h.run();
    }
    let mut h = harness(None);
    h.state_mut().set_document(Document::single("empty", Graph::new("empty")));
    h.run();
    h.state_mut().set_document(Document::default());
    h.run();
    assert!(h.state().selection().is_none());
}

#[test]
fn a_folder_of_rank_logs_has_a_rank_selector_and_provenance_in_the_inspector() {
    let dir = PathBuf::from(env!("CARGO_MANIFEST_DIR")).join("sample_graphs/traces/multi_rank");
    let mut h = harness(Some(dir));
    assert_eq!(h.state().error(), None);
    h.get_by_label("rank 0 · compile 0/0");
    h.get_by_label("rank 1 · compile 0/0");
    // Show one rank: the other's stages leave the outline.
    h.get_by_label("Rank").click();
    h.run();
    h.get_by_label("rank 1").click();
    h.run();
    assert!(h.query_by_label("rank 0 · compile 0/0").is_none());
    h.get_by_label("rank 1 · compile 0/0");

    // A log with Inductor's provenance tracking: where a post-grad node came from.
    let log = std::fs::read_dir(
        PathBuf::from(env!("CARGO_MANIFEST_DIR")).join("sample_graphs/traces/provenance"),
    )
    .unwrap()
    .map(|e| e.unwrap().path())
    .find(|p| p.extension().is_some_and(|e| e == "log"))
    .unwrap();
    let mut h = harness(Some(log));
    assert_eq!(h.state().error(), None);
    h.get_by_label("addmm").click_accesskit();
    h.run();
    h.get_by_label("Provenance");
    h.get_by_label("linear (pre-grad)");
    h.get_by_label("extern_kernels.addmm:1");
}

/// Where eframe keeps the window's state between runs (a file in the user's data directory).
#[derive(Default)]
struct Saved(std::collections::HashMap<String, String>);

impl eframe::Storage for Saved {
    fn get_string(&self, key: &str) -> Option<String> {
        self.0.get(key).cloned()
    }
    fn set_string(&mut self, key: &str, value: String) {
        self.0.insert(key.to_owned(), value);
    }
    fn remove_string(&mut self, key: &str) {
        self.0.remove(key);
    }
    fn flush(&mut self) {}
}

/// eframe saves egui's memory with the window's state under "egui" (`persist_egui_memory`, on
/// by default) and gives it back to the next window; panel sizes live there. The same round
/// trip here through `eframe::set_value`/`get_value`; the panels' sizes are read off the canvas
/// they leave.
#[test]
fn resized_panels_keep_their_size_when_the_saved_state_is_restored() {
    let mut h = harness(Some(sample("decoder_2layer_nf4")));
    let canvas = h.state().canvas_rect();
    // Drag the bottom panel's top edge up and the outline's right edge to the right; each edge
    // is where the pointer, moving out of the canvas, turns into a resize cursor.
    for (start, step, by) in [
        (
            egui::pos2(canvas.center().x, canvas.max.y),
            egui::vec2(0.0, 1.0),
            egui::vec2(0.0, -150.0),
        ),
        (
            egui::pos2(canvas.min.x, canvas.center().y),
            egui::vec2(-1.0, 0.0),
            egui::vec2(100.0, 0.0),
        ),
    ] {
        let from = (0..60)
            .map(|k| start + step * k as f32)
            .find(|&p| {
                h.hover_at(p);
                h.run();
                format!("{:?}", h.output().platform_output.cursor_icon).starts_with("Resize")
            })
            .unwrap_or_else(|| panic!("no panel edge past {start:?}"))
            + step * 6.0;
        h.drag_at(from);
        h.run();
        for k in 1..=5 {
            h.hover_at(from + by * (k as f32 / 5.0));
            h.run();
        }
        h.drop_at(from + by);
        h.run();
    }
    // An edge follows the pointer, which grabbed it a few points before the edge's middle.
    let resized = h.state().canvas_rect();
    let d = canvas.size() - resized.size();
    assert!(d.x > 90.0 && d.y > 140.0, "{canvas:?} -> {resized:?}");

    let mut saved = Saved::default();
    h.ctx.memory(|m| eframe::set_value(&mut saved, "egui", m));
    let mut again = harness(Some(sample("decoder_2layer_nf4")));
    assert!((again.state().canvas_rect().size() - canvas.size()).length() < 1.0);
    let memory: egui::Memory = eframe::get_value(&saved, "egui").unwrap();
    again.ctx.memory_mut(|m| *m = memory);
    again.run();
    let restored = again.state().canvas_rect();
    assert!((restored.size() - resized.size()).length() < 1.0, "{resized:?} -> {restored:?}");
}

/// A graph a quantization library wrote opens with its dequant recognized as invoke_quant
/// boxes; View > Recognize library quantization shows it as written, and back.
#[test]
fn library_dequant_is_shown_as_invoke_quant_and_the_view_menu_toggles_it() {
    let iqs = |h: &Harness<'_, QuantbenchApp>| {
        let g = h.state().session.graph().unwrap();
        g.nodes.iter().filter(|n| n.is_invoke_quant() && n.meta.recognized.is_some()).count()
    };
    let mut h = harness(Some(sample("quant_libs/lib_torchao_intx_g32_f32")));
    assert_eq!(h.state().error(), None);
    assert_eq!(iqs(&h), 14);
    h.get_by_label("invoke_quant_13");
    for (on, want) in [(false, 0), (true, 14)] {
        h.get_by_label("View").click();
        h.run();
        h.get_by_label("Recognize library quantization").click();
        h.run();
        assert_eq!(h.state().recognize_libs, on);
        assert_eq!(iqs(&h), want);
        assert_eq!(h.state().error(), None);
    }
}

#[test]
fn file_export_image_writes_the_whole_graph_as_svg() {
    let d = tempfile::tempdir().unwrap();
    let out = d.path().join("whole.svg");
    let mut h = harness(Some(sample("llama_mlp_int8")));
    h.get_by_label("File").click();
    h.run();
    h.get_by_label("Export image...").click();
    h.run();
    h.get_by_label("the whole graph (PNG or SVG, by extension)").click();
    h.run();
    h.get_by_label("File:").click();
    h.run();
    h.key_press_modifiers(egui::Modifiers::COMMAND, egui::Key::A);
    h.get_by_label("File:").type_text(&out.display().to_string());
    h.run();
    h.get_by_label("Save").click();
    h.run();
    let text = std::fs::read_to_string(&out).expect("the SVG is written");
    let g = h.state().session.graph().unwrap().clone();
    // Every node's name: the whole graph, not the part the canvas shows.
    for id in g.ids().filter(|&id| !quantbench::layout::is_hidden(&g, id)) {
        let n = g.node(id);
        assert!(text.contains(&format!(">{}</text>", n.name)), "{} missing", n.name);
    }
    h.get_by_label(&format!("Saved {} (the whole graph)", out.display()));
}
