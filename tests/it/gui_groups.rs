//! Folded groups on the canvas, through the real widgets: a 32-layer decoder opens as a few
//! dozen boxes, one layer opens to show its invoke_quant calls and folds again.
#![cfg(feature = "gui")]

use egui_kittest::Harness;
use egui_kittest::kittest::{NodeT as _, Queryable as _};
use quantbench::app::QuantbenchApp;

/// A window of a common monitor's size (the window opens at the monitor's size).
fn harness(case: &str) -> Harness<'static, QuantbenchApp> {
    crate::gui_harness(case, egui::vec2(1600.0, 1100.0))
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
    // Layer 5's linears are drawn (the camera fitted the opened layer).
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

/// A node's text: AccessKit keeps a `Role::Label`'s text in `value`.
fn text(n: &egui_kittest::Node<'_>) -> String {
    let n = n.accesskit_node();
    n.label().or_else(|| n.value()).unwrap_or_default()
}

fn selected_name(h: &Harness<'_, QuantbenchApp>) -> Option<String> {
    let app = h.state();
    app.selection()?.qualified_name(app.session.graph()?)
}

#[test]
fn next_instance_selects_the_same_node_one_layer_on_and_keeps_it_in_place() {
    let mut h = harness("decoder_32layer_nf4");
    h.get_by_label("fn.5").click_accesskit();
    h.run();
    h.get_by_label("Open fn.5").click();
    h.run();
    // One of layer 5's linears (invoke_quant_259 .. _265); layer 6's are seven calls on.
    let drawn = |h: &Harness<'_, QuantbenchApp>| -> Vec<usize> {
        h.query_all_by(|n| n.label().is_some_and(|l| l.starts_with("invoke_quant_")))
            .filter_map(|n| n.accesskit_node().label()?[13..].parse().ok())
            .collect()
    };
    let first = drawn(&h).into_iter().filter(|n| (259..266).contains(n)).min().unwrap();
    let (this, next) = (format!("invoke_quant_{first}"), format!("invoke_quant_{}", first + 7));
    h.get_by_label(&this).click_accesskit();
    h.run();
    assert_eq!(selected_name(&h).as_deref(), Some(this.as_str()));
    let before = h.state().selection_on_screen().unwrap();
    h.get_by_label_contains("6 of 32");
    h.get_by_label("Next instance >").click();
    h.run();
    assert_eq!(selected_name(&h).as_deref(), Some(next.as_str()));
    // Layer 6 opened in layer 5's place, and the node did not move on screen.
    assert!(h.query_by_label("Fold fn.6").is_some(), "layer 6 is open");
    h.get_by_label("fn.5");
    let after = h.state().selection_on_screen().unwrap();
    assert!((after - before).length() < 1.0, "moved from {before:?} to {after:?}");
    h.get_by_label_contains("7 of 32");
    h.get_by_label("< Previous instance").click();
    h.run();
    assert_eq!(selected_name(&h).as_deref(), Some(this.as_str()));
    let back = h.state().selection_on_screen().unwrap();
    assert!((back - before).length() < 1.0, "moved from {before:?} to {back:?}");
}

#[test]
fn kernel_times_add_up_on_folded_groups_and_in_the_inspector() {
    let mut h = harness("decoder_2layer_nf4");
    h.get_by_label("Kernels").click();
    h.run();
    h.get_by_label("Run").click();
    h.run();
    crate::gui_kernels::wait_for(&mut h, "the JIT worker", |h| {
        h.query_by_label("Cancel").is_none()
            && h.query_all_by_label_contains("whole graph").next().is_some()
    });
    assert!(h.query_by_label_contains("The JIT run failed").is_none());
    let time = regex::Regex::new(r"[0-9]+\.[0-9] µs · [0-9]+\.[0-9]% of [0-9.]+ [µm]?s").unwrap();
    // The open repeated block's header carries the time of the kernels inside it.
    let header = text(&h.get_by_label_contains("fn x2"));
    assert!(time.is_match(&header), "{header}");
    h.get_by_label("View").click();
    h.run();
    h.get_by_label("Collapse groups to depth 1").click();
    h.run();
    // The whole graph in view, far out: each box's line beside it (a tall graph opens on its
    // readable top, where the kernels' own labels are drawn too).
    h.key_press(egui::Key::F);
    h.run();
    // Each folded layer carries its own time, and both are a share of the same total.
    let mut shares = vec![];
    for layer in ["fn.0", "fn.1"] {
        let label = format!("{layer}: ");
        // Near, the kernels' label on the box (`fn.0: 3 kernels inside`) is drawn too.
        let t = h
            .query_all_by_label_contains(&label)
            .map(|n| text(&n))
            .find(|t| time.is_match(t))
            .unwrap_or_else(|| panic!("no time on {layer}"));
        let share: f64 =
            t.rsplit(" · ").next().unwrap().split('%').next().unwrap().parse().unwrap();
        shares.push(share);
    }
    // Shares of measured time: only their presence and their sum are structural (a loaded
    // machine once gave one layer 2.7 %, so no floor).
    assert!(shares.iter().all(|s| *s > 0.0) && shares.iter().sum::<f64>() <= 100.05, "{shares:?}");
    // A click on a folded layer selects its first node; the inspector lists the layer's time.
    h.get_by_label("fn.1").click_accesskit();
    h.run();
    let lines: Vec<String> =
        h.query_all_by_label_contains("of the kernel time").map(|n| text(&n)).collect();
    let line =
        lines.iter().find(|l| l.starts_with("fn.1: ")).unwrap_or_else(|| panic!("{lines:?}"));
    assert!(time.is_match(line), "{line}");
    assert!(lines.iter().any(|l| l.starts_with("fn x2: ")), "{lines:?}");
}

#[test]
fn a_logs_post_grad_stage_is_grouped_by_its_dynamo_module_paths_as_inspect_groups_does() {
    let file = std::path::PathBuf::from(env!("CARGO_MANIFEST_DIR"))
        .join("sample_graphs/decoder_module_4layer_int8/trace.log");
    let start =
        quantbench::app::StartOptions { file: Some(file), headless: true, ..Default::default() };
    let mut h = Harness::builder()
        .with_size(egui::vec2(1400.0, 900.0))
        .build_eframe(move |cc| QuantbenchApp::new(cc, start));
    quantbench::app::settle(&mut h).unwrap();
    // `Hierarchy::build` on the post-grad graph alone knows no module names.
    h.get_by_label_contains("layers x4");
}

#[test]
fn opening_one_layer_leaves_the_others_where_they_were() {
    let mut h = harness("decoder_32layer_nf4");
    let boxes = |h: &Harness<'_, QuantbenchApp>| -> Vec<egui::Rect> {
        (0..32).map(|k| h.state().box_rect(&format!("fn.{k}")).unwrap_or(egui::Rect::NAN)).collect()
    };
    let before = boxes(&h);
    h.get_by_label("fn.5").click_accesskit();
    h.run();
    h.get_by_label("Open fn.5").click();
    h.run();
    assert!(h.query_by_label("Fold fn.5").is_some(), "layer 5 is open");
    let after = boxes(&h);
    // The opened layer is taller than its box: the layers below it move down by the same
    // amount and those above stay; none moves sideways by more than a few units (anchors pull
    // hard on a box, but placement is a least-squares fit, not a pin).
    let dy = after[6].center().y - before[6].center().y;
    assert!(dy > before[5].height(), "moved down by {dy}");
    for k in (0..32).filter(|k| *k != 5) {
        let d = after[k].center() - before[k].center();
        let expect = if k < 5 { 0.0 } else { dy };
        assert!(d.x.abs() < 8.0 && (d.y - expect).abs() < 1.0, "fn.{k} moved by {d:?}");
    }
}
