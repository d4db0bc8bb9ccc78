//! `inspect FILE --artifact NAME [--compile ID]`: what tlparse writes out as a file per artifact,
//! printed as logged — guards, version records, Dynamo's runnable repro, depyf's code files.
use super::compile_story::story_log;
use std::path::Path;
use std::process::{Command, Output};

fn inspect(file: &Path, args: &[&str]) -> Output {
    Command::new(env!("CARGO_BIN_EXE_quantbench"))
        .arg("inspect")
        .arg(file)
        .args(args)
        .output()
        .unwrap()
}

fn stdout(o: &Output) -> String {
    assert!(o.status.success(), "{}", String::from_utf8_lossy(&o.stderr));
    String::from_utf8_lossy(&o.stdout).into_owned()
}

#[test]
fn one_artifact_prints_bare_as_logged() {
    let log = story_log("story");
    // 3/1 recompiled for a 6-row x: its guards check that size.
    let g = stdout(&inspect(&log, &["--artifact", "dynamo_cpp_guards_str", "--compile", "3/1"]));
    assert!(g.contains("TREE_GUARD_MANAGER"), "{g}");
    assert!(g.contains("size=[6, 16]"), "{g}");
    assert!(!g.contains("==>"), "one artifact has no header: {g}");
    // A JSON payload comes out as written, ending with a newline for the shell.
    let v = stdout(&inspect(&log, &["--artifact", "torch_version"]));
    let j: serde_json::Value = serde_json::from_str(&v).unwrap();
    assert!(j["pytorch_version"].as_str().unwrap().starts_with("2."), "{v}");
    assert!(v.ends_with('\n'));
}

#[test]
fn several_artifacts_are_headed_by_their_compile() {
    let log = story_log("story");
    let out = stdout(&inspect(&log, &["--artifact", "fx_graph_runnable"]));
    let heads: Vec<&str> = out.lines().filter(|l| l.starts_with("==> ")).collect();
    // Every compile that reached Inductor wrote one; the failed and restarted ones did not.
    assert_eq!(
        heads,
        [
            "==> fx_graph_runnable (0/0_1) <==",
            "==> fx_graph_runnable (1/0) <==",
            "==> fx_graph_runnable (3/0) <==",
            "==> fx_graph_runnable (3/1) <==",
            "==> fx_graph_runnable (3/2) <==",
        ]
    );
    let j = stdout(&inspect(&log, &["--artifact", "fx_graph_runnable", "--json"]));
    let rows: Vec<serde_json::Value> = serde_json::from_str(&j).unwrap();
    assert_eq!(rows.len(), 5);
    assert!(rows.iter().all(|r| r["text"].as_str().unwrap().contains("import torch")), "{j}");
}

#[test]
fn a_missing_artifact_names_those_there_are() {
    let log = story_log("story");
    let o = inspect(&log, &["--artifact", "inductor_output_code", "--compile", "2/0"]);
    assert!(!o.status.success());
    let err = String::from_utf8_lossy(&o.stderr);
    assert!(
        err.contains("no artifact `inductor_output_code` in compile 2/0; there are: compilation_metrics, dynamo_error, dynamo_start"),
        "{err}"
    );
}

#[test]
fn depyf_code_files_print_under_their_file_names() {
    let dump = Path::new(env!("CARGO_MANIFEST_DIR")).join("sample_graphs/depyf/dump");
    let full = stdout(&inspect(&dump, &["--artifact", "depyf_full_code"]));
    let want = std::fs::read_to_string(dump.join("full_code_for_f_0.py")).unwrap();
    assert_eq!(full.trim_end(), want.trim_end());
    let t = stdout(&inspect(&dump, &["--artifact", "depyf_transformed_code"]));
    let heads: Vec<&str> = t.lines().filter(|l| l.starts_with("==> ")).collect();
    assert_eq!(
        heads,
        [
            "==> depyf_transformed_code (__transformed_code_0_for_f.py) <==",
            "==> depyf_transformed_code (__transformed_code_0_for_torch_dynamo_resume_in_f_at_22.py) <==",
        ]
    );
}
