//! The Artifacts tab driven through egui_kittest: the shown compile's artifacts listed (all of
//! the log's on request, filtered by name), the one clicked read from the log and shown line by
//! line as logged (JSON pretty-printed as tlparse shows it), depyf's code files too.
#![cfg(feature = "gui")]

use super::compile_story::story_log;
use egui_kittest::Harness;
use egui_kittest::kittest::{NodeT as _, Queryable as _};
use quantbench::app::{QuantbenchApp, StartOptions};
use std::path::{Path, PathBuf};

fn harness(file: PathBuf) -> Harness<'static, QuantbenchApp> {
    let start = StartOptions {
        file: Some(file),
        headless: true,
        tab: Some("Artifacts".into()),
        ..Default::default()
    };
    let mut b = Harness::builder().with_size(egui::vec2(1400.0, 900.0));
    if std::env::var_os("QUANTBENCH_SHOT").is_some() {
        b = b.wgpu();
    }
    let mut h = b.build_eframe(move |cc| QuantbenchApp::new(cc, start));
    h.run();
    h
}

/// `QUANTBENCH_SHOT=dir` renders the window to `dir/NAME.png`, to look at.
fn shot(h: &mut Harness<'_, QuantbenchApp>, name: &str) {
    if let Some(dir) = std::env::var_os("QUANTBENCH_SHOT") {
        let img = h.render().unwrap();
        img.save(PathBuf::from(dir).join(format!("{name}.png"))).unwrap();
    }
}

fn lines_with(h: &Harness<'_, QuantbenchApp>, needle: &str) -> Vec<String> {
    h.query_all_by(|n| n.label().is_some_and(|t| t.contains(needle)))
        .filter_map(|n| n.accesskit_node().label())
        .collect()
}

#[test]
fn the_compiles_artifacts_listed_filtered_and_read() {
    let mut h = harness(story_log("story"));
    assert_eq!(h.state().error(), None);
    // The log opens on its last stage, of compile 3/2: its eleven artifacts and the log's
    // torch_version.
    h.get_by_label("12 of 54 artifacts");
    h.get_by_label("Choose an artifact to read its payload as logged.");
    h.get_by_label("fx_graph_runnable").click();
    h.run();
    h.get_by_label_contains("fx_graph_runnable (3/2, ");
    assert!(!lines_with(&h, ": import torch").is_empty(), "the runnable repro's lines are shown");
    shot(&mut h, "artifacts");

    h.get_by_label("Name:").focus();
    h.get_by_label("Name:").type_text("guard");
    h.run();
    h.get_by_label("2 of 54 artifacts");
    h.get_by_label("All compiles (else 3/2's and the log's own)").click();
    h.run();
    // guard_added_fast of the two recompiles, and the guards of the five compiles that
    // reached Inductor.
    h.get_by_label("7 of 54 artifacts");
}

#[test]
fn a_json_record_of_no_compile_reads_one_key_a_line() {
    let mut h = harness(story_log("story"));
    h.get_by_label("Name:").focus();
    h.get_by_label("Name:").type_text("torch_version");
    h.run();
    h.get_by_label("1 of 54 artifacts");
    h.get_by_label("torch_version").click();
    h.run();
    h.get_by_label_contains("torch_version (no compile, ");
    let v = lines_with(&h, "\"pytorch_version\": \"2.");
    assert_eq!(v.len(), 1, "{v:?}");
    // Pretty-printed: the key on line 2, after the brace.
    assert!(v[0].starts_with("2: "), "one key a line: {v:?}");
}

#[test]
fn depyf_code_files_read_as_code() {
    let dump = Path::new(env!("CARGO_MANIFEST_DIR")).join("sample_graphs/depyf/dump");
    let mut h = harness(dump.clone());
    assert_eq!(h.state().error(), None);
    h.get_by_label("depyf_full_code").click();
    h.run();
    h.get_by_label_contains("depyf_full_code (full_code_for_f_0.py, ");
    let want = std::fs::read_to_string(dump.join("full_code_for_f_0.py")).unwrap();
    let first = want.lines().find(|l| !l.trim().is_empty()).unwrap();
    assert!(!lines_with(&h, first).is_empty(), "{first}");
}
