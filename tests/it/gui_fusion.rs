//! The Fusion tab driven through egui_kittest on the real app: step through the decisions of
//! llama_mlp_int8 to a rejection and read its WhyNoFuse reason; after Run the groups are hulls
//! on the canvas (including nodes inside invoke_quant subgraphs), Inductor's groups sit beside
//! ours, and a group's loop body opens on click.
#![cfg(feature = "gui")]

use egui_kittest::Harness;
use egui_kittest::kittest::Queryable as _;
use quantbench::app::{QuantbenchApp, StartOptions};
use std::path::PathBuf;

const SIZE: egui::Vec2 = egui::vec2(1400.0, 900.0);

fn fusion_tab(case: &str) -> Harness<'static, QuantbenchApp> {
    let file = PathBuf::from(env!("CARGO_MANIFEST_DIR"))
        .join("sample_graphs")
        .join(case)
        .join("post_grad.txt");
    let start = StartOptions { file: Some(file), headless: true, ..Default::default() };
    let mut h =
        Harness::builder().with_size(SIZE).build_eframe(move |cc| QuantbenchApp::new(cc, start));
    h.run();
    assert_eq!(h.state().error(), None);
    h.get_by_label("Fusion").click();
    h.run();
    h
}

fn highlighted(h: &Harness<'_, QuantbenchApp>) -> Vec<String> {
    let app = h.state();
    let Some(g) = app.session.graph() else { return vec![] };
    app.overlay().highlight.iter().filter_map(|(p, _)| p.qualified_name(g)).collect()
}

#[test]
fn step_through_the_decisions_of_llama_mlp_int8_to_a_rejection() {
    let mut h = fusion_tab("llama_mlp_int8");
    // Under inductor-cpu every can_fuse on this graph succeeds (Inductor's own log has no
    // rejection either); the workbench policy, with mm as a template, rejects prologues.
    h.get_by_label("workbench").click();
    h.run();
    h.get_by_label("Run").click();
    h.run();
    h.get_by_label("decision 1 of 57");
    h.get_by_label("Next rejection").click();
    h.run();
    h.get_by_label("decision 2 of 57");
    let reason = h.get_by_label(
        "cannot fuse op0 with op8: prologue fusion only supported for pointwise nodes",
    );
    assert!(
        egui::Rect::from_min_size(egui::Pos2::ZERO, SIZE).contains_rect(reason.rect()),
        "on screen: {:?}",
        reason.rect()
    );
    h.get_by_label("decided by check `prologue`");
    // Both scheduler nodes are marked on the canvas through their FX origins.
    let marked = highlighted(&h);
    assert!(marked.iter().any(|n| n == "mean"), "op0 computes the rms mean: {marked:?}");
    assert!(marked.iter().any(|n| n == "addmm_default"), "op8 is the mm template: {marked:?}");
    // N steps on, R jumps to the next rejection, P steps back.
    h.key_press(egui::Key::N);
    h.run();
    h.get_by_label("cannot fuse op8 with op0: node1 must go before node2");
    h.key_press(egui::Key::R);
    h.run();
    h.get_by_label("cannot fuse op1 with op8: template prologue can only fuse nodes with a single use into template");
    h.key_press(egui::Key::P);
    h.run();
    h.get_by_label("decision 3 of 57");
}

#[test]
fn hulls_appear_after_run_and_inductor_groups_sit_beside_ours() {
    let mut h = fusion_tab("llama_mlp_int8");
    assert!(h.state().overlay().hulls.is_empty());
    h.get_by_label("Run").click();
    h.run();
    let app = h.state();
    let g = app.session.graph().expect("a graph");
    let hulls = &app.overlay().hulls;
    assert_eq!(hulls.len(), 8, "one hull per group that computes FX nodes");
    let fused = hulls.iter().find(|x| x.label == "op0_op1").expect("the outer-loop fused group");
    assert!(fused.nodes.len() >= 2);
    let inner: Vec<String> = hulls
        .iter()
        .flat_map(|x| &x.nodes)
        .filter(|p| !p.calls.is_empty())
        .filter_map(|p| p.qualified_name(g))
        .collect();
    assert!(
        inner.iter().any(|n| n.starts_with("invoke_quant_")),
        "nodes inside invoke_quant subgraphs are covered: {inner:?}"
    );
    // Inductor's ir_post_fusion.txt sits next to the sample: side by side, all agreeing.
    h.get_by_label("agreement: 8/8 groups");
    assert_eq!(h.get_all_by_label("same").count(), 8);
    // A group's loop body on click.
    h.get_by_role_and_label(egui::accesskit::Role::Link, "op0_op1: OuterLoopFusedSchedulerNode")
        .click();
    h.run();
    h.get_by_label("op0: SchedulerNode(ComputedBuffer)");
    assert!(h.get_all_by_label_contains("var_ranges = {p0: 4, p1: 256}").count() >= 1);
    h.get_all_by_label("Inductor's loop body: the same")
        .next()
        .expect("compared with ir_pre_fusion.txt");
    // Inductor's groups as hulls instead of ours; then none.
    h.get_by_label("Inductor's").click();
    h.run();
    assert_eq!(h.state().overlay().hulls.len(), 8);
    h.get_by_label("off").click();
    h.run();
    assert!(h.state().overlay().hulls.is_empty());
}

/// A graph with symbolic sizes is lowered as such: the hints come from the trace beside it,
/// the tab says so, and Inductor's dynamic dump agrees group for group.
#[test]
fn a_dynamic_graph_is_scheduled_with_symbolic_sizes_and_agrees_with_inductor() {
    let mut h = fusion_tab("hf_dynamic/hf_llama_nf4_dynamic");
    h.get_by_label("Run").click();
    h.run();
    h.get_all_by_label_contains("symbolic sizes, hints s70=16")
        .next()
        .expect("the hints are named");
    h.get_by_label("agreement: 88/88 groups");
    assert_eq!(h.get_all_by_label("same").count(), 88);
}

/// A graph Inductor refused to lower: Run in the Fusion tab says so, with Inductor's reason,
/// and shows no schedule.
#[test]
fn a_graph_inductor_refuses_shows_its_reason_and_no_schedule() {
    let file =
        PathBuf::from(env!("CARGO_MANIFEST_DIR")).join("sample_graphs/refused/iq_returns_view.log");
    let start = StartOptions { file: Some(file), headless: true, ..Default::default() };
    let mut h =
        Harness::builder().with_size(SIZE).build_eframe(move |cc| QuantbenchApp::new(cc, start));
    h.run();
    assert_eq!(h.state().error(), None);
    h.get_by_label("Fusion").click();
    h.run();
    h.get_by_label("Run").click();
    h.run();
    let msg = h.get_by_label_contains("Inductor refuses to lower this graph");
    let text = format!("{msg:?}");
    assert!(text.contains("NotImplementedError: ReinterpretView"), "{text}");
    assert!(h.query_by_label_contains("decision 1 of").is_none(), "no decisions listed");
}
