//! depyf's dump folder (sample_graphs/depyf, made by make_depyf.py): its graph files are stages,
//! its decompiled code and Inductor kernels are code, kept as artifacts and listed as depyf's.
use quantbench::ir::ArtifactKind;
use std::path::PathBuf;
use std::process::Command;

fn dump() -> PathBuf {
    PathBuf::from(env!("CARGO_MANIFEST_DIR")).join("sample_graphs/depyf/dump")
}

/// Seen failing first: `full_code_for_f_0.py` was "unreadable" and survey exited 1.
#[test]
fn survey_of_a_depyf_folder_lists_code_as_depyfs_and_exits_0() {
    let out =
        Command::new(env!("CARGO_BIN_EXE_quantbench")).arg("survey").arg(dump()).output().unwrap();
    let text = String::from_utf8_lossy(&out.stdout);
    assert_eq!(out.status.code(), Some(0), "{text}");
    assert!(!text.contains("unreadable"), "{text}");
    for f in
        ["full_code_for_f_0.py", "__transformed_code_0_for_f.py", "__compiled_fn_2.kernel_0.py"]
    {
        let line = text.lines().find(|l| l.contains(f)).unwrap_or_else(|| panic!("{f}: {text}"));
        assert!(line.ends_with("code (depyf)"), "{line}");
    }
    assert!(text.contains("14 with graphs: 14 of 14 stages parse"), "{text}");
}

#[test]
fn a_depyf_folder_opens_as_one_document_in_pipeline_order() {
    let doc = quantbench::import::load_path(&dump()).unwrap();
    assert_eq!(doc.stages.len(), 14);
    let first: Vec<(&str, &str)> = doc
        .stages
        .iter()
        .filter(|s| s.compile_id.as_deref() == Some("__compiled_fn_2"))
        .map(|s| (s.compile_id.as_deref().unwrap_or(""), s.name.as_str()))
        .collect();
    let names: Vec<&str> = first.iter().map(|x| x.1).collect();
    let at =
        |n: &str| names.iter().position(|x| *x == n).unwrap_or_else(|| panic!("{n}: {names:?}"));
    assert!(at("pre_grad") < at("forward") && at("forward") < at("post_grad"), "{names:?}");
    // Every graph parses; the code is kept, the kernels as Inductor's output code.
    for s in &doc.stages {
        s.graph().unwrap();
    }
    let kernels: Vec<_> = doc.artifacts.iter().filter(|a| a.name == "depyf_kernel").collect();
    assert_eq!(kernels.len(), 2);
    assert!(kernels.iter().all(|a| a.kind == ArtifactKind::OutputCode));
    assert!(kernels[0].text().unwrap().contains("cpp_fused"));
    let full = doc.artifacts.iter().find(|a| a.name == "depyf_full_code").unwrap();
    assert!(full.text().unwrap().contains("def f("));
    // One code file opens on its own too.
    let one = quantbench::import::load_path(&dump().join("full_code_for_f_0.py")).unwrap();
    assert!(one.stages.is_empty());
    assert_eq!(one.artifacts.len(), 1);
}
