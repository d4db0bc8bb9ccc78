//! Canvas legibility (issue 36, item 8), through the real widgets: the first fit of a tall graph
//! is readable, a folded decoder's layers stand in one straight column, an invoke_quant expanded
//! inline is brought into view.
#![cfg(feature = "gui")]

use egui_kittest::Harness;
use egui_kittest::kittest::Queryable as _;
use quantbench::app::{QuantbenchApp, StartOptions};

/// Below this zoom the canvas drops node text (`LOD_TEXT` in src/app/canvas.rs).
const LOD_TEXT: f32 = 0.33;

#[test]
fn the_first_fit_of_a_tall_folded_decoder_is_readable_and_its_layers_form_one_column() {
    let h = crate::gui_harness("decoder_32layer_nf4", egui::vec2(1600.0, 1000.0));
    let app = h.state();
    let scale = app.canvas_scale();
    assert!(scale >= LOD_TEXT, "first fit at {scale}: the boxes show no text");
    let boxes: Vec<egui::Rect> = (0..32).filter_map(|i| app.box_rect(&format!("fn.{i}"))).collect();
    assert_eq!(boxes.len(), 32, "every layer is one folded box");
    let x0 = boxes[0].center().x;
    for (i, b) in boxes.iter().enumerate() {
        assert!(
            (b.center().x - x0).abs() <= 3.0,
            "fn.{i} at x {} leans off fn.0's {x0}",
            b.center().x
        );
        assert!(b.width() * scale >= 150.0, "fn.{i} is {} px wide on screen", b.width() * scale);
    }
    // The top of the column is what shows.
    assert!(app.scene_rect().contains(boxes[0].center()), "fn.0 is in view");
}

#[test]
fn expanding_an_invoke_quant_inline_brings_the_whole_container_into_view() {
    let file = std::path::PathBuf::from(env!("CARGO_MANIFEST_DIR"))
        .join("sample_graphs/decoder_2layer_nf4/post_grad.txt");
    let start = StartOptions {
        file: Some(file),
        headless: true,
        select: Some("invoke_quant_15".into()),
        ..Default::default()
    };
    let mut h = Harness::builder()
        .with_size(egui::vec2(1600.0, 1000.0))
        .build_eframe(move |cc| QuantbenchApp::new(cc, start));
    h.run();
    h.get_by_label("Expand inline").click();
    h.run();
    h.run();
    let app = h.state();
    let r = app.box_rect("invoke_quant_15").expect("the container is laid out");
    let view = app.scene_rect();
    assert!(r.height() > 300.0, "the container holds its subgraph: {r:?}");
    assert!(view.contains_rect(r), "container {r:?} outside the view {view:?}");
}

#[test]
fn no_open_group_frame_covers_a_node_outside_the_group() {
    for case in ["decoder_2layer_nf4", "decoder_module_4layer_int8"] {
        let h = crate::gui_harness(case, egui::vec2(1600.0, 1000.0));
        let over = h.state().frames_over_others();
        assert!(over.is_empty(), "{case}: frames over other groups' boxes: {over:?}");
    }
}

/// A group's header on the canvas (`fn x32  ·  2048 ops · 224 invoke_quant`).
fn is_header(label: &str) -> bool {
    label.contains("  ·  ") && label.contains(" ops")
}

#[test]
fn no_group_header_is_drawn_over_a_box() {
    use egui_kittest::kittest::NodeT as _;
    let mut seen = 0;
    for case in ["decoder_2layer_nf4", "decoder_module_4layer_int8", "decoder_32layer_nf4"] {
        let h = crate::gui_harness(case, egui::vec2(1600.0, 1000.0));
        let canvas = h.state().canvas_rect();
        let all: Vec<(String, egui::Rect)> = h
            .query_all_by(|n| n.label().is_some())
            .map(|n| (n.accesskit_node().label().unwrap_or_default(), n.rect()))
            .filter(|(_, r)| canvas.contains_rect(*r))
            .collect();
        let headers: Vec<&(String, egui::Rect)> =
            all.iter().filter(|(l, _)| is_header(l)).collect();
        seen += headers.len();
        for (hl, hr) in &headers {
            for (bl, br) in all.iter().filter(|(l, _)| !is_header(l)) {
                assert!(
                    !hr.intersects(*br),
                    "{case}: header {hl:?} at {hr:?} over {bl:?} at {br:?}"
                );
            }
        }
    }
    assert!(seen > 0, "no group header drawn");
}
