//! The Fusion tab driven through egui_kittest on the real app: step through the decisions of
//! llama_mlp_int8 to a rejection and read its WhyNoFuse reason; after Run the groups are hulls
//! on the canvas (including nodes inside invoke_quant subgraphs), Inductor's groups sit beside
//! ours, and a group's loop body opens on click.
#![cfg(feature = "gui")]

use egui_kittest::Harness;
use egui_kittest::kittest::{NodeT as _, Queryable as _};
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

fn shown_rows(h: &Harness<'_, QuantbenchApp>) -> Vec<String> {
    // Decision rows read `r1 try op0 + op8: ...`; only those scrolled into view are built.
    h.query_all_by(|n| {
        n.label().is_some_and(|l| l.starts_with('r') && l.contains(" + ") && l.contains(": "))
    })
    .filter_map(|n| n.accesskit_node().label())
    .collect()
}

/// The `N` of the filter row's `N of M decisions`.
fn shown_count(h: &Harness<'_, QuantbenchApp>) -> usize {
    let l = {
        let n = h.get_by_label_contains(" of 57 decisions");
        n.accesskit_node().label().or_else(|| n.accesskit_node().value()).unwrap_or_default()
    };
    l.split(' ').next().and_then(|n| n.parse().ok()).unwrap_or_else(|| panic!("a count: {l:?}"))
}

/// The two sides of a row.
fn pair_of(row: &str) -> (String, String) {
    let head = row.split(": ").next().unwrap_or("");
    let w: Vec<&str> = head.split(' ').collect();
    assert!(w.len() == 5 && w[3] == "+", "{row}");
    (w[2].to_string(), w[4].to_string())
}

/// 51,428 decisions on a 32-layer decoder are one list no one reads: the list filters by
/// outcome, deciding check, node text, the selected canvas node and one pair, and the stepping
/// keys move within what it shows.
#[test]
fn the_decision_list_filters_by_outcome_check_node_selection_and_pair() {
    let mut h = fusion_tab("llama_mlp_int8");
    // The whole graph in view (it opens on its readable top).
    h.key_press(egui::Key::F);
    h.run();
    // Selected before the run: the filter looks the node up in each new schedule.
    h.get_by_label("mm").click_accesskit();
    h.run();
    h.get_by_label("workbench").click();
    h.run();
    h.get_by_label("Run").click();
    h.run();
    h.get_by_label("57 of 57 decisions");
    h.get_by_label("refused").click();
    h.run();
    let refused = shown_count(&h);
    assert!(refused > 0 && refused < 57);
    let rows = shown_rows(&h);
    assert!(!rows.is_empty() && rows.iter().all(|r| r.contains(": no: ")), "{rows:?}");
    // The deciding check narrows further.
    h.get_by_label("check").click();
    h.run();
    h.get_by_label_contains("prologue  (").click();
    h.run();
    assert!(shown_count(&h) <= refused);
    let rows = shown_rows(&h);
    assert!(!rows.is_empty() && rows.iter().all(|r| r.ends_with("no: prologue")), "{rows:?}");
    // N steps to the next refused prologue decision, skipping the others.
    for _ in 0..2 {
        h.key_press(egui::Key::N);
        h.run();
        h.get_by_label("decided by check `prologue`");
    }
    // Back to every outcome and check; then only the decisions of the node selected on the canvas.
    h.get_by_label("any").click();
    h.run();
    h.get_by_label("check").click();
    h.run();
    h.get_by_label("any check").click();
    h.run();
    let boxed = {
        let n = h.get_by_label_contains("selected node (");
        n.accesskit_node().label().or_else(|| n.accesskit_node().value()).unwrap_or_default()
    };
    let ops: Vec<String> = boxed
        .trim_start_matches("selected node (")
        .trim_end_matches(')')
        .split(", ")
        .map(String::from)
        .collect();
    h.get_by_label_contains("selected node (").click();
    h.run();
    let n = shown_count(&h);
    assert!(n > 0 && n < 57, "{n}");
    let rows = shown_rows(&h);
    assert!(!rows.is_empty());
    for r in &rows {
        let (a, b) = pair_of(r);
        let about = |s: &str| s.split('_').any(|m| ops.iter().any(|o| o == m));
        assert!(about(&a) || about(&b), "{r} is not about {ops:?}");
    }
    h.get_by_label_contains("selected node (").click();
    h.run();
    // One pair, from the current decision's line; the chip clears it.
    h.get_by_label("only this pair").click();
    h.run();
    let rows = shown_rows(&h);
    let first = pair_of(&rows[0]);
    for r in &rows {
        let p = pair_of(r);
        assert!(p == first || (p.1 == first.0 && p.0 == first.1), "{r} vs {first:?}");
    }
    assert!(shown_count(&h) < 57);
    h.get_by_label_contains("×").click();
    h.run();
    h.get_by_label("57 of 57 decisions");
}

/// With the layers folded, each layer's box said nothing of its kernels but one hull covered
/// it, so a 2-layer decoder read as two kernels. Each folded box now counts the groups inside.
#[test]
fn folded_layers_count_the_fusion_groups_inside_them() {
    let mut h = fusion_tab("decoder_2layer_nf4");
    h.get_by_label("Run").click();
    h.run();
    h.get_by_label("View").click();
    h.run();
    h.get_by_label("Collapse groups to depth 1").click();
    h.run();
    // Labels keep their text as the AccessKit value.
    let texts: Vec<String> = h
        .query_all_by(|_| true)
        .filter_map(|n| n.accesskit_node().label().or_else(|| n.accesskit_node().value()))
        .collect();
    for layer in ["fn.0", "fn.1"] {
        let needle = format!("{layer}: ");
        let text = texts
            .iter()
            .find(|l| l.starts_with(&needle) && l.contains("kernel"))
            .unwrap_or_else(|| panic!("no kernel count on {layer}: {texts:?}"));
        let count: usize = text
            .trim_start_matches(&format!("{layer}: "))
            .split(' ')
            .next()
            .and_then(|c| c.parse().ok())
            .unwrap_or_else(|| panic!("{text}"));
        assert!(text.ends_with("kernels inside") && count > 5, "{text}");
    }
}

/// A GPU corpus case: the tab takes the case's config from its meta.json (max-autotune), replays
/// Inductor's benchmark from its fusion.log, and lists Inductor's reasons against ours.
#[test]
fn a_gpu_case_replays_inductors_benchmark_and_shows_its_fusion_log() {
    let mut h = fusion_tab("gpu/autotune/gpu_iq_two_reads_fp16");
    h.get_by_label("inductor-gpu").click();
    h.run();
    h.get_by_label("max-autotune (meta.json)");
    h.get_by_label("Run").click();
    h.run();
    h.get_by_label("agreement: 1/1 groups");
    h.get_by_label("fusion.log: 0/0 of Inductor's reasons").click();
    h.run();
    h.get_by_label(
        "can fuse (benchmark): fusing OrderedSet(['buf0']) with OrderedSet(['buf1']) cause 1.676x speedup",
    );
    h.get_by_label("Every reason Inductor logged is ours word for word, and no other.");
    // The Kernels tab carries Inductor's own GPU timings of both variants.
    h.get_by_label("Kernels").click();
    h.run();
    h.get_by_label_contains("Inductor's GPU timing: autotune on NVIDIA H100 80GB HBM3");
    h.get_by_label_contains("Inductor's GPU timing: default on NVIDIA H100 80GB HBM3");

    let mut h = fusion_tab("gpu/autotune/gpu_plain_two_reads_fp16");
    h.get_by_label("inductor-gpu").click();
    h.run();
    h.get_by_label("Run").click();
    h.run();
    h.get_by_label("agreement: 2/2 groups");
    h.get_by_label("fusion.log: 2/2 of Inductor's reasons");
}
