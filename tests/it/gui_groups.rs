//! Folded groups on the canvas, through the real widgets: a 32-layer decoder opens as a few
//! dozen boxes, one layer opens to show its invoke_quant calls and folds again.
#![cfg(feature = "gui")]

use egui_kittest::Harness;
use egui_kittest::kittest::Queryable as _;
use quantbench::app::{QuantbenchApp, StartOptions};
use std::path::PathBuf;

fn harness(case: &str) -> Harness<'static, QuantbenchApp> {
    let file = PathBuf::from(env!("CARGO_MANIFEST_DIR")).join("sample_graphs").join(case).join("post_grad.txt");
    let start = StartOptions { file: Some(file), headless: true, ..Default::default() };
    let mut h = Harness::builder()
        .with_size(egui::vec2(1400.0, 900.0))
        .build_eframe(move |cc| QuantbenchApp::new(cc, start));
    h.run();
    h
}

#[test]
fn a_32_layer_decoder_opens_folded_then_one_layer_opens_and_folds_again() {
    let mut h = harness("decoder_32layer_nf4");
    assert_eq!(h.state().error(), None);
    let folded = h.state().drawn_boxes();
    assert!(folded <= 60, "{folded} boxes for the folded model");
    // The repeated block's frame names it; each layer is one box.
    h.get_by_label_contains("fn x32");
    assert!(h.query_by_label("invoke_quant_40").is_none(), "layers start folded");
    h.get_by_label("fn.5").click_accesskit();
    h.run();
    h.get_by_label("Open fn.5").click();
    h.run();
    let open = h.state().drawn_boxes();
    assert!(open > folded + 150, "{open} boxes with one layer open");
    // Layer 5's seven linears: invoke_quant_35 .. invoke_quant_41 in program order.
    let iq: Vec<String> = (0..224)
        .map(|i| format!("invoke_quant_{i}"))
        .filter(|n| h.query_by_label(n).is_some())
        .collect();
    assert!(!iq.is_empty(), "layer 5's invoke_quant calls are drawn");
    h.get_by_label(&iq[0]).click_accesskit();
    h.run();
    h.get_by_label("Fold fn.5").click();
    h.run();
    assert_eq!(h.state().drawn_boxes(), folded);
    assert!(h.query_by_label(&iq[0]).is_none());
}
