//! The window on real traces (issue 36), through the real widgets: no panel pushes another off
//! the window, the outline's sections each scroll with the node list always there, a result
//! chosen from search or the node list opens the folded groups around it and comes into view,
//! and a TORCH_TRACE log cut short shows what parsed with its broken stage marked.
//! `QUANTBENCH_SHOT=dir` also renders the window to PNGs there.
#![cfg(feature = "gui")]

use egui_kittest::Harness;
use egui_kittest::kittest::{NodeT as _, Queryable as _};
use quantbench::app::{QuantbenchApp, StartOptions};
use std::path::PathBuf;

fn path(rel: &str) -> PathBuf {
    PathBuf::from(env!("CARGO_MANIFEST_DIR")).join("sample_graphs").join(rel)
}

fn harness(start: StartOptions, size: egui::Vec2) -> Harness<'static, QuantbenchApp> {
    let start = StartOptions { headless: true, ..start };
    let mut b = Harness::builder().with_size(size);
    if std::env::var_os("QUANTBENCH_SHOT").is_some() {
        b = b.wgpu();
    }
    let mut h = b.build_eframe(move |cc| QuantbenchApp::new(cc, start));
    h.run();
    h
}

fn shot(h: &mut Harness<'_, QuantbenchApp>, name: &str) {
    if let Some(dir) = std::env::var_os("QUANTBENCH_SHOT") {
        h.run_steps(4);
        let img = h.render().unwrap();
        img.save(PathBuf::from(dir).join(format!("{name}.png"))).unwrap();
    }
}

fn selected_name(h: &Harness<'_, QuantbenchApp>) -> Option<String> {
    let app = h.state();
    app.selection()?.qualified_name(app.session.graph()?)
}

const SIZE: egui::Vec2 = egui::vec2(1600.0, 1000.0);

/// The provenance row of `invoke_quant_14` in this log names a 227-character Inductor kernel
/// (`cpp_fused___rshift____scaled_dot_product_flash_attention_for_cpu__to_copy_...`), one word
/// that cannot wrap: it used to widen the inspector until the canvas was a strip.
#[test]
fn a_long_kernel_name_leaves_the_canvas_at_least_half_the_window() {
    let start = StartOptions {
        file: Some(path("hf_dynamic/hf_llama_nf4_dynamic/trace_groups.log")),
        select: Some("invoke_quant_14".into()),
        ..Default::default()
    };
    let mut h = harness(start, SIZE);
    h.run_steps(4);
    assert_eq!(h.state().error(), None);
    assert_eq!(selected_name(&h).as_deref(), Some("invoke_quant_14"));
    h.get_by_label("Provenance");
    let canvas = h.state().canvas_rect();
    assert!(canvas.width() >= SIZE.x / 2.0, "the canvas is {canvas:?} of a {SIZE:?} window");
    // The kernel name is cut to the inspector, with a copy button beside it.
    let cut = h
        .query_all_by(|n| {
            n.value()
                .or_else(|| n.label())
                .is_some_and(|t| t.starts_with("cpp_fused___rshift_") && t.contains('…'))
        })
        .count();
    assert!(cut > 0, "the kernel name is elided");
    assert!(h.query_all_by_label("Copy").count() > 0, "a copy button");
    shot(&mut h, "issue36_1_long_values");
}

/// 224 invoke_quant calls list 224 subgraphs: the node list below them stays on screen.
#[test]
fn the_node_list_stays_on_screen_beside_224_subgraphs() {
    let start = StartOptions {
        file: Some(path("decoder_32layer_nf4/post_grad.txt")),
        ..Default::default()
    };
    let mut h = harness(start, SIZE);
    let window = egui::Rect::from_min_size(egui::Pos2::ZERO, SIZE);
    let filter = h.get_by_label("Nodes").rect();
    assert!(window.contains_rect(filter), "the node list's heading at {filter:?}");
    let row = h.get_by_label("arg0_1  input").rect();
    assert!(window.contains_rect(row), "the node list's first row at {row:?}");
    // The last subgraph is reached by scrolling its section.
    let last = h.get_by_label_contains("invoke_quant_447 -> subgraph223");
    last.scroll_to_me();
    h.run();
    let r = h.get_by_label_contains("invoke_quant_447 -> subgraph223").rect();
    assert!(window.contains_rect(r), "the last subgraph scrolled into view at {r:?}");
    shot(&mut h, "issue36_2_outline");
}

/// A folder of rank logs lists every stage of every rank: the last one can be scrolled to and
/// opened in a small window.
#[test]
fn the_last_stage_of_a_multi_rank_log_can_be_scrolled_to_and_opened() {
    let start = StartOptions { file: Some(path("compile_story/ranks")), ..Default::default() };
    let size = egui::vec2(1200.0, 640.0);
    let mut h = harness(start, size);
    assert_eq!(h.state().error(), None);
    let last_stage = h.state().session.document().stages.len() - 1;
    h.query_all_by_label_contains("dynamo_output_graph").next().unwrap().click();
    h.run();
    assert_ne!(h.state().session.stage_index(), last_stage);
    let last = h
        .query_all_by(|n| n.label().is_some_and(|l| l.contains("inductor_post_grad_graph")))
        .last()
        .unwrap()
        .accesskit_node()
        .id();
    h.get_by(|n| n.id() == last).scroll_to_me();
    h.run();
    let node = h.get_by(|n| n.id() == last);
    let window = egui::Rect::from_min_size(egui::Pos2::ZERO, size);
    assert!(window.contains_rect(node.rect()), "scrolled into view: {:?}", node.rect());
    node.click();
    h.run();
    assert_eq!(h.state().session.stage_index(), last_stage);
}

/// Choosing a node inside a folded layer opens the groups around it, selects it and brings it
/// into view: from the search bar (Enter) and from the node list.
#[test]
fn a_search_result_or_node_list_entry_inside_a_folded_layer_is_revealed() {
    let start = StartOptions {
        file: Some(path("decoder_32layer_nf4/post_grad.txt")),
        ..Default::default()
    };
    let mut h = harness(start, SIZE);
    let folded = h.state().drawn_boxes();
    assert!(
        h.query_by_label("Open fn.5").is_none() && h.query_by_label("invoke_quant_259").is_none()
    );
    h.key_press_modifiers(egui::Modifiers::COMMAND, egui::Key::F);
    h.run();
    h.get_by_label("Find:").type_text("^invoke_quant_259$");
    h.run();
    h.key_press(egui::Key::Enter);
    h.run();
    h.run();
    assert_eq!(selected_name(&h).as_deref(), Some("invoke_quant_259"));
    let revealed = |h: &Harness<'_, QuantbenchApp>, layer: &str| {
        // The inspector offers to fold the layer: it is open; and the node's box is drawn.
        assert!(h.query_by_label(&format!("Fold {layer}")).is_some(), "{layer} is open");
        assert!(h.state().drawn_boxes() > folded + 50, "the layer's nodes are drawn");
        let (c, canvas) = (h.state().selection_on_screen().unwrap(), h.state().canvas_rect());
        assert!(canvas.shrink(20.0).contains(c), "the node at {c:?} is in the canvas {canvas:?}");
    };
    revealed(&h, "fn.5");
    h.get_by_label("invoke_quant_259");
    shot(&mut h, "issue36_3_reveal");
    h.get_by_label("Close").click();
    h.run();

    // From the node list: invoke_quant_300 is in layer 10, still folded.
    assert!(h.query_by_label("Fold fn.10").is_none());
    h.get_by_label("Nodes").click();
    h.run();
    h.get_by_label("Nodes").type_text("invoke_quant_300");
    h.run();
    h.get_by_label_contains("invoke_quant_300  ").click();
    h.run();
    h.run();
    assert_eq!(selected_name(&h).as_deref(), Some("invoke_quant_300"));
    revealed(&h, "fn.10");
}

/// A TORCH_TRACE log cut inside its last graph's payload: the window shows the last stage that
/// parses and marks the broken one with its error, as a broken `post_grad.txt` is reported.
#[test]
fn a_truncated_log_shows_what_parsed_and_marks_the_broken_stage() {
    let log = path("traces/provenance/dedicated_log_torch_trace_4zl3ow48.log");
    let text = std::fs::read_to_string(&log).unwrap();
    // Cut five lines into `inductor_post_grad_graph`'s payload (before its `return`).
    let at =
        text.lines().position(|l| l.contains(r#""name": "inductor_post_grad_graph""#)).unwrap();
    let cut: String = text.lines().take(at + 6).map(|l| format!("{l}\n")).collect();
    let dir = tempfile::tempdir().unwrap();
    let truncated = dir.path().join("cut.log");
    std::fs::write(&truncated, cut).unwrap();

    let start =
        StartOptions { file: Some(path("llama_mlp_int8/post_grad.txt")), ..Default::default() };
    let mut h = harness(start, SIZE);
    h.input_mut().dropped_files.push(std::sync::Arc::new(Dropped(truncated.clone())));
    h.run();
    h.run();
    assert_eq!(h.state().error(), None);
    let app = h.state();
    let stage = &app.session.document().stages[app.session.stage_index()];
    assert_eq!(stage.name, "before_post_grad_graph", "the last stage that parses is shown");
    assert!(app.session.graph().is_some());
    // The warning names the stage, and the parser's file:line:col.
    let notice = h.get_by_label_contains("is broken").accesskit_node();
    let notice = notice.label().or_else(|| notice.value()).unwrap_or_default();
    assert!(notice.contains("0/0:inductor_post_grad_graph"), "{notice}");
    assert!(notice.contains("cut.log:"), "file:line:col in {notice}");
    h.get_by_label_contains("inductor_post_grad_graph  ·  0.5 KB  ·  broken");
    h.get_by_label("addmm");
    shot(&mut h, "issue36_10_truncated_log");
}

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
