//! The compile story in the window, driven through egui_kittest: every compile of a TORCH_TRACE
//! log in the outline (the failed one, which logged no graph, too) marked by status with its
//! reason on hover; choosing one shows its story in the inspector; a folder of rank logs that
//! diverge shows tlparse's warning. `QUANTBENCH_SHOT=dir` also renders the window to PNGs there.
#![cfg(feature = "gui")]

use super::compile_story::{story_dir, story_log};
use egui_kittest::Harness;
use egui_kittest::kittest::Queryable as _;
use quantbench::app::{QuantbenchApp, StartOptions};
use std::path::PathBuf;

fn harness(file: PathBuf) -> Harness<'static, QuantbenchApp> {
    let start = StartOptions { file: Some(file), headless: true, ..Default::default() };
    let mut b = Harness::builder().with_size(egui::vec2(1400.0, 900.0));
    if std::env::var_os("QUANTBENCH_SHOT").is_some() {
        b = b.wgpu();
    }
    let mut h = b.build_eframe(move |cc| QuantbenchApp::new(cc, start));
    h.run();
    h
}

fn shot(h: &mut Harness<'_, QuantbenchApp>, name: &str) {
    if let Some(dir) = std::env::var_os("QUANTBENCH_SHOT") {
        let img = h.render().unwrap();
        img.save(PathBuf::from(dir).join(format!("{name}.png"))).unwrap();
    }
}

fn has_text(h: &Harness<'_, QuantbenchApp>, needle: &str) -> bool {
    h.query_all_by(|n| n.label().or_else(|| n.value()).is_some_and(|t| t.contains(needle)))
        .next()
        .is_some()
}

#[test]
fn every_compile_in_the_outline_and_its_story_in_the_inspector() {
    let mut h = harness(story_log("story"));
    assert_eq!(h.state().error(), None);
    // Every compile has a row, the failed one without any stage too, with its status beside.
    for id in ["0/0", "0/0_1", "1/0", "2/0", "3/0", "3/1", "3/2"] {
        h.get_by_label(&format!("compile {id}"));
    }
    h.get_by_label("failed");
    h.get_by_label("restarted");
    h.get_by_label("graph break");
    // Hovering the failed compile tells why.
    // The reason shows on hover (egui's tooltip; the harness's clock never reaches its delay,
    // so only the screenshot shows it: `QUANTBENCH_SHOT`).
    h.get_by_label("compile 2/0").hover();
    h.run();
    shot(&mut h, "outline");

    // Choosing it shows its story: status, failure, metrics, and that it logged no graph.
    h.get_by_label("compile 2/0").click_accesskit();
    h.run();
    h.get_by_label("Compile 2/0");
    h.get_by_label("× failed");
    h.get_by_label("Failure (compilation_metrics)");
    h.get_by_label("fail_type: Unsupported");
    assert!(has_text(&h, "Found in invoke_quant_packed"));
    h.get_by_label("No graph was logged for this compile.");
    h.get_by_label("dynamo_error");
    shot(&mut h, "failed");

    // A recompile: its reasons, the metrics table, and the guards folded until opened.
    h.get_by_label("compile 3/2").click_accesskit();
    h.run();
    h.get_by_label("Compile 3/2");
    h.get_by_label("Recompile reasons");
    assert!(has_text(&h, "3/1: tensor 'x' dtype mismatch. expected Float, actual Double"));
    h.get_by_label("graph_op_count");
    assert!(!has_text(&h, "TENSOR_MATCH"), "guards start folded");
    h.get_by_label("Guards (dynamo_cpp_guards_str)").click_accesskit();
    h.run();
    assert!(has_text(&h, "TENSOR_MATCH"), "the guards text shows once opened");
    shot(&mut h, "recompile");

    // Its stages open from the story; Close goes back to the node inspector.
    h.get_by_label("compile 0/0").click_accesskit();
    h.run();
    h.get_by_label("Graph breaks");
    h.get_by_label("Dynamo restarted the analysis as 0/0_1");
    h.get_by_label("compile 0/0_1").click_accesskit();
    h.run();
    h.get_by_label("Restart reasons");
    h.get_by_label("Close").click();
    h.run();
    h.get_by_label("Click a node to inspect it.");
    h.get_by_label("compile 1/0").click_accesskit();
    h.run();
    let before = h.state().session.stage_index();
    h.get_by_label("dynamo_output_graph").click_accesskit();
    h.run();
    let doc = h.state().session.document();
    let st = &doc.stages[h.state().session.stage_index()];
    assert_ne!(before, h.state().session.stage_index());
    assert_eq!((st.compile_id.as_deref(), st.name.as_str()), (Some("1/0"), "dynamo_output_graph"));
}

#[test]
fn ranks_that_diverge_are_warned_of() {
    let mut h = harness(story_dir("ranks"));
    assert_eq!(h.state().error(), None);
    assert!(has_text(&h, "! Diverging Compilation IDs detected across ranks"));
    assert!(has_text(&h, "! Diverging Cache hit/miss patterns detected across ranks"));
    h.get_by_label("rank 1 · compile 0/1");
    assert_eq!(h.query_all_by_label("cache hit").count(), 2, "rank 1's two compiles");
    shot(&mut h, "ranks");
}

#[test]
fn collective_schedules_that_diverge_are_warned_of() {
    let mut h = harness(story_dir("collectives_diverge"));
    assert_eq!(h.state().error(), None);
    assert!(has_text(&h, "! Diverging collective operation schedules detected across ranks"));
    assert!(has_text(&h, "! Diverging tensor metadata detected across ranks"));
    shot(&mut h, "collectives_diverge");
    let h = harness(story_dir("collectives_agree"));
    assert!(!has_text(&h, "! Diverging"));
}
