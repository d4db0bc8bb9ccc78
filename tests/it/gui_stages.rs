//! The Stage diff tab driven through egui_kittest: step through the stages of a TORCH_TRACE log
//! (buttons and `[`/`]`), see the added/changed/removed nodes, hide unchanged stages, and save
//! what was done as a scenario that `quantbench check` passes.
#![cfg(feature = "gui")]

use egui_kittest::Harness;
use egui_kittest::kittest::{NodeT as _, Queryable as _};
use quantbench::app::stages::stage_diffs;
use quantbench::app::{QuantbenchApp, StartOptions};
use std::path::PathBuf;

fn harness() -> Harness<'static, QuantbenchApp> {
    let file =
        PathBuf::from(env!("CARGO_MANIFEST_DIR")).join("sample_graphs/llama_mlp_int8/trace.log");
    let start = StartOptions { file: Some(file), headless: true, ..Default::default() };
    let mut h = Harness::builder()
        .with_size(egui::vec2(1400.0, 900.0))
        .build_eframe(move |cc| QuantbenchApp::new(cc, start));
    h.run();
    h
}

fn stage(h: &Harness<'_, QuantbenchApp>) -> usize {
    h.state().session.stage_index()
}

#[test]
fn step_through_the_stages_and_see_what_changed() {
    let mut h = harness();
    assert_eq!(h.state().error(), None);
    let doc = h.state().session.document().clone();
    let diffs = stage_diffs(&doc);
    let last = doc.stages.len() - 1;
    assert_eq!(stage(&h), last);
    h.get_by_label("Stage diff").click();
    h.run();
    // The whole graph in view (it opens on its readable top).
    h.key_press(egui::Key::F);
    h.run();
    // inductor_post_grad_graph against before_post_grad_graph: the marks and lists of the diff.
    let Some((prev, Ok(d))) = diffs[last].clone() else {
        panic!("the last stage has a predecessor")
    };
    assert!(!d.is_empty(), "the post-grad passes change the graph");
    h.get_by_label(&format!(
        "vs {}: {} added, {} removed, {} changed",
        doc.stages[prev].qualified_name(),
        d.added.len(),
        d.removed.len(),
        d.changed.len()
    ));
    let g = doc.stages[last].graph().unwrap();
    for &(_, a) in &d.changed {
        h.get_by_label(&format!("~ {}", g.node(a).name));
    }
    for &a in &d.added {
        h.get_by_label_contains(&format!("+ {}  ", g.node(a).name));
    }
    // A step back keeps the nodes both stages share where they were.
    let at = h.get_by_label("mm").rect();
    h.key_press(egui::Key::OpenBracket);
    h.run();
    assert_eq!(stage(&h), last - 1);
    let now = h.get_by_label("mm").rect();
    assert!((at.center() - now.center()).length() < 2.0, "mm moved from {at:?} to {now:?}");
    h.get_by_label("Next stage >").click();
    h.run();
    assert_eq!(stage(&h), last);
    // What the step removed is drawn where it was: dashed ghosts labelled `removed: name`.
    let removed: Vec<String> =
        d.removed.iter().map(|&r| doc.stages[prev].graph().unwrap().node(r).name.clone()).collect();
    assert!(!removed.is_empty(), "the post-grad passes remove nodes");
    // Canvas labels carry their text as the AccessKit value.
    let text = |n: &egui_kittest::kittest::AccessKitNode<'_>| {
        n.label().or_else(|| n.value()).filter(|t| t.starts_with("removed: "))
    };
    let ghosts: Vec<String> =
        h.query_all_by(|n| text(n).is_some()).filter_map(|n| text(&n.accesskit_node())).collect();
    assert!(!ghosts.is_empty(), "no ghost drawn for {removed:?}");
    for g in &ghosts {
        assert!(
            removed.iter().any(|r| *g == format!("removed: {r}")),
            "{g} is not a removed node ({removed:?})"
        );
    }

    // Hiding unchanged stages: stepping back only visits stages that differ from their
    // predecessor (or start a compile).
    h.get_by_label("Hide unchanged stages").click();
    h.run();
    let mut visited = vec![];
    for _ in 0..doc.stages.len() {
        let before = stage(&h);
        h.key_press(egui::Key::OpenBracket);
        h.run();
        if stage(&h) == before {
            break;
        }
        visited.push(stage(&h));
    }
    let want: Vec<usize> = (0..last)
        .rev()
        .filter(|&i| diffs[i].as_ref().is_none_or(|(_, d)| !d.as_ref().unwrap().is_empty()))
        .collect();
    assert_eq!(visited, want);
    assert!(want.len() < last, "the log has unchanged stages to hide");
}

/// "14 changed" said nothing of what changed: each changed node lists its changes (target,
/// arguments, kwargs, type, invoke_quant's options) under its name, and its badge on the
/// canvas names them.
#[test]
fn each_changed_node_lists_what_changed_in_the_tab_and_on_its_badge() {
    let mut h = harness();
    let doc = h.state().session.document().clone();
    let last = doc.stages.len() - 1;
    let Some((prev, Ok(d))) = stage_diffs(&doc)[last].clone() else { panic!("a predecessor") };
    h.get_by_label("Stage diff").click();
    h.run();
    let (before, after) = (doc.stages[prev].graph().unwrap(), doc.stages[last].graph().unwrap());
    assert!(!d.changed.is_empty());
    let texts: Vec<String> = h
        .query_all_by(|_| true)
        .filter_map(|n| n.accesskit_node().label().or_else(|| n.accesskit_node().value()))
        .collect();
    let described = quantbench::diff::nodes::describe(before, after, &d);
    for c in &described.changed {
        assert!(!c.what.is_empty(), "{} is changed but nothing is named", c.b);
        for line in &c.what {
            assert!(texts.iter().any(|t| t == line), "{line} not listed: {texts:?}");
        }
    }
    // The badges on the canvas say what changed, not only that something did: a click on a
    // changed node's name brings it into view at a size where badges are drawn.
    let first = &described.changed[0];
    h.get_by_label(&format!("~ {}", first.b)).click();
    h.run();
    let want = first.what[0].split(':').next().unwrap().to_string();
    let badges: Vec<String> = h
        .query_all_by(|_| true)
        .filter_map(|n| n.accesskit_node().label().or_else(|| n.accesskit_node().value()))
        .filter(|t| t.starts_with("changed"))
        .collect();
    assert!(!badges.is_empty(), "no badge in view");
    assert!(badges.iter().all(|b| b.starts_with("changed: ")), "{badges:?}");
    assert!(badges.iter().any(|b| b.contains(&want)), "{want} not on a badge: {badges:?}");
}

#[test]
fn save_what_was_done_as_a_scenario_that_passes() {
    let mut h = harness();
    let dir = tempfile::tempdir().unwrap();
    let path = dir.path().join("from_gui.toml");
    h.get_by_label("File").click();
    h.run();
    h.get_by_label("Save as scenario...").click();
    h.run();
    h.get_by_label("Scenario path:").focus();
    h.run();
    h.get_by_label("Scenario path:").type_text(&path.display().to_string());
    h.run();
    h.get_by_label("Save").click();
    h.run();
    h.get_by_label_contains("Saved ");
    let text = std::fs::read_to_string(&path).unwrap();
    assert!(
        text.contains("stage = \"0/0:inductor_post_grad_graph\"") && text.contains("kernels = "),
        "{text}"
    );
    let r = quantbench::scenario::run_scenario(&path, quantbench::scenario::Goldens::Check)
        .unwrap_or_else(|e| panic!("{e}"));
    let (passed, failed) = quantbench::scenario::report::counts(std::slice::from_ref(&r));
    assert_eq!((passed, failed), (1, 0), "{}", quantbench::scenario::report::text(&[r]));
}

/// A big log is read on a worker thread: the window shows a progress bar (and keeps its graph)
/// until the document arrives, then shows the log's last stage.
#[test]
fn a_big_log_loads_behind_a_progress_bar() {
    let start = StartOptions { headless: true, ..Default::default() };
    let mut h = Harness::builder()
        .with_size(egui::vec2(1400.0, 900.0))
        .build_eframe(move |cc| QuantbenchApp::new(cc, start));
    h.run();
    let sample_nodes = h.state().session.graph().map(|g| g.nodes.len());
    let file =
        PathBuf::from(env!("CARGO_MANIFEST_DIR")).join("sample_graphs/llama_mlp_int8/trace.log");
    // Every file counts as big here, so the small sample log takes the worker path.
    h.state_mut().background_from = 0;
    h.state_mut().open(file.clone());
    assert_eq!(h.state().loading().map(|(p, _)| p.to_path_buf()), Some(file.clone()));
    h.step();
    let shown = |n: &egui_kittest::kittest::AccessKitNode<'_>| {
        n.label()
            .or_else(|| n.value())
            .is_some_and(|l| l.starts_with("Loading ") && l.contains("trace.log"))
    };
    assert!(
        h.query_all_by(|n| shown(n)).next().is_some(),
        "a `Loading <file>: x of y MB` line with its progress bar"
    );
    // The previous graph stays until the new one is there.
    assert_eq!(h.state().session.graph().map(|g| g.nodes.len()), sample_nodes);
    for _ in 0..500 {
        if h.state().loading().is_none() {
            break;
        }
        std::thread::sleep(std::time::Duration::from_millis(10));
        h.step();
    }
    assert!(h.state().loading().is_none(), "the worker finished");
    assert_eq!(h.state().error(), None);
    let doc = h.state().session.document();
    assert_eq!(doc.path.as_deref(), Some(file.as_path()));
    assert!(doc.stages.len() > 5, "all of the log's stages: {}", doc.stages.len());
    assert_eq!(h.state().session.stage_index(), doc.stages.len() - 1);
}
