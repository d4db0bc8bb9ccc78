//! File ▸ Compare with… driven through egui_kittest: a second compile of the same program beside
//! the open one, the changed fusion groups (or kernels) drawn as hulls on both canvases with
//! each side's names, changed nodes marked, the strip saying what differs, and Close.
#![cfg(feature = "gui")]

use egui_kittest::Harness;
use egui_kittest::kittest::Queryable as _;
use quantbench::app::{QuantbenchApp, StartOptions};
use std::path::PathBuf;

fn sample(rel: &str) -> PathBuf {
    PathBuf::from(env!("CARGO_MANIFEST_DIR")).join("sample_graphs/diff").join(rel)
}

/// The app on `file` at its stage named `stage`.
fn harness(file: &str, stage: &str) -> Harness<'static, QuantbenchApp> {
    let doc = quantbench::import::load_path(&sample(file)).unwrap();
    let i = doc.stages.iter().position(|s| s.name == stage).unwrap();
    let start = StartOptions {
        file: Some(sample(file)),
        document: Some(doc),
        stage: Some(i),
        headless: true,
        ..Default::default()
    };
    let mut h = Harness::builder()
        .with_size(egui::vec2(1600.0, 1000.0))
        .build_eframe(move |cc| QuantbenchApp::new(cc, start));
    h.run();
    h
}

/// Through the menu: File > Compare with..., the path typed, Compare.
fn compare_with(h: &mut Harness<'static, QuantbenchApp>, other: &str) {
    compare_with_unchecked(h, other);
    assert_eq!(h.state().error(), None);
}

fn hull_labels(o: &quantbench::app::CanvasOverlay) -> Vec<String> {
    o.hulls.iter().map(|h| h.label.clone()).collect()
}

#[test]
fn changed_groups_and_kernels_are_drawn_on_both_sides() {
    let mut h = harness("fusion_default/debug", "fx_graph_transformed");
    assert!(h.state().comparison().is_none());
    compare_with(&mut h, "fusion_max_fusion_size_1/debug");
    let c = h.state().comparison().expect("the comparison is open");
    let b = &c.document().stages[c.stage().unwrap()];
    assert_eq!(b.name, "fx_graph_transformed");
    // The strip: same graph, the fusion changed.
    h.get_by_label("this stage: the same");
    h.get_by_label("groups: 2 changed");
    h.get_by_label("kernels: 1 changed");
    h.get_by_label("B: model__0_inference_0.0:fx_graph_transformed");
    // The split group is outlined on A under its name, and its parts on B under theirs.
    let a = hull_labels(h.state().overlay());
    assert!(a.contains(&"group op0_op6 -> op0 + op6".to_string()), "{a:?}");
    assert!(a.contains(&"group op2_op3_op4_op5 -> op2 + op3 + op4 + op5".to_string()), "{a:?}");
    let b = hull_labels(h.state().comparison().unwrap().overlay_b());
    for want in ["group op0 <- op0_op6", "group op6 <- op0_op6", "group op3 <- op2_op3_op4_op5"] {
        assert!(b.contains(&want.to_string()), "{want} not in {b:?}");
    }
    // The hull of B's op6 covers cos and mul, the nodes Inductor's op6 computes.
    let c = h.state().comparison().unwrap();
    let g = c.document().stages[c.stage().unwrap()].graph().unwrap();
    let op6 = c.overlay_b().hulls.iter().find(|x| x.label == "group op6 <- op0_op6").unwrap();
    let mut names: Vec<&str> = op6.nodes.iter().map(|p| g.node(p.id).name.as_str()).collect();
    names.sort();
    assert_eq!(names, ["cos", "mul"]);

    h.get_by_label("Kernel hulls").click();
    h.run();
    let b = hull_labels(h.state().comparison().unwrap().overlay_b());
    assert!(
        b.contains(
            &"kernel cpp_fused_sin_0 <- cpp_fused_cos_mul_sin_0 + cpp_fused__softmax_1".to_string()
        ),
        "{b:?}"
    );
    assert!(b.iter().all(|l| l.starts_with("kernel ")), "{b:?}");

    h.get_by_label("Report").click();
    h.run();
    h.get_by_label_contains("changed: op0_op6 FusedSchedulerNode [sin, cos, mul]");

    h.get_by_label("Close comparison").click();
    h.run();
    assert!(h.state().comparison().is_none());
    assert!(h.state().overlay().hulls.is_empty());
}

#[test]
fn a_changed_invoke_quant_option_is_marked_and_the_stage_follows() {
    let mut h = harness("iq_low_precision/trace.log", "dynamo_output_graph");
    compare_with(&mut h, "iq_high_precision/trace.log");
    h.get_by_label("this stage: +0 -0 ~1");
    h.get_by_label("groups: no change");
    let marked = |o: &quantbench::app::CanvasOverlay, g: &quantbench::ir::Graph| -> Vec<String> {
        o.badges.iter().map(|(p, b)| format!("{} {b}", g.node(p.id).name)).collect()
    };
    let g = h.state().session.graph().unwrap().clone();
    assert_eq!(marked(h.state().overlay(), &g), ["invoke_quant_1 changed"]);
    let c = h.state().comparison().unwrap();
    let gb = c.document().stages[c.stage().unwrap()].graph().unwrap();
    assert_eq!(marked(c.overlay_b(), gb), ["invoke_quant_1 changed"]);
    // Each stage of the compile in the strip, and the timings both logs recorded.
    for s in ["before_pre_grad_graph: +0 -0 ~1", "after_joint_graph: the same"] {
        h.get_by_label(s);
    }
    h.get_by_label_contains("entire_frame_compile_time_s 23.279 -> 20.104");
    // A's post-grad stage, chosen in the strip: B follows; the graphs print no options.
    h.get_by_label("inductor_post_grad_graph: the same").click();
    h.run();
    h.run();
    let c = h.state().comparison().unwrap();
    assert_eq!(c.document().stages[c.stage().unwrap()].name, "inductor_post_grad_graph");
    h.get_by_label("this stage: the same");
    assert!(h.state().overlay().badges.is_empty());
}

#[test]
fn a_file_that_does_not_read_is_an_error_and_nothing_is_compared() {
    let mut h = harness("fusion_default/debug", "fx_graph_transformed");
    compare_with_unchecked(&mut h, "no_such_file.log");
    assert!(h.state().comparison().is_none());
    let e = h.state().error().unwrap_or_default().to_string();
    assert!(e.starts_with("compare with ") && e.contains("no_such_file.log"), "{e}");
}

fn compare_with_unchecked(h: &mut Harness<'static, QuantbenchApp>, other: &str) {
    h.get_by_label("File").click();
    h.run();
    h.get_by_label("Compare with...").click();
    h.run();
    h.get_by_label("Compare with:").type_text(&sample(other).display().to_string());
    h.run();
    h.get_by_label("Compare").click();
    h.run();
}
