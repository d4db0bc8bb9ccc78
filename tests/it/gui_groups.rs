//! Folded groups on the canvas, through the real widgets: a 32-layer decoder opens as a few
//! dozen boxes, one layer opens to show its invoke_quant calls and folds again.
#![cfg(feature = "gui")]

use egui_kittest::Harness;
use egui_kittest::kittest::{NodeT as _, Queryable as _};
use quantbench::app::QuantbenchApp;

fn harness(case: &str) -> Harness<'static, QuantbenchApp> {
    crate::gui_harness(case, egui::vec2(1400.0, 900.0))
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
    assert!(open > folded + 50, "{open} boxes with one layer open");
    // Layer 5's linears are drawn (the camera went to the layer's first op).
    let iq: Vec<String> = h
        .query_all_by(|n| {
            // Canvas nodes only (the outline lists every call as `invoke_quant_7 -> subgraph7 ...`).
            n.label().is_some_and(|l| {
                l.strip_prefix("invoke_quant_")
                    .is_some_and(|d| d.bytes().all(|b| b.is_ascii_digit()))
            })
        })
        .filter_map(|n| n.accesskit_node().label())
        .collect();
    assert!(!iq.is_empty(), "layer 5's invoke_quant calls are drawn");
    // Layer 5's are the sixth seven of the 224 (invoke_quant_224 .. _447 in this graph).
    assert!(iq.iter().all(|n| (259..266).contains(&n[13..].parse::<usize>().unwrap())), "{iq:?}");
    h.get_by_label(&iq[0]).click_accesskit();
    h.run();
    h.get_by_label("Fold fn.5").click();
    h.run();
    assert_eq!(h.state().drawn_boxes(), folded);
    assert!(h.query_by_label(&iq[0]).is_none());
}
