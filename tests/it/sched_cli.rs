//! `quantbench fuse --compare`: every difference printed, `agreement: N/M groups` last, exit 0
//! only when everything agrees.
use std::process::Command;

fn fuse(args: &[&str]) -> (i32, String) {
    let out =
        Command::new(env!("CARGO_BIN_EXE_quantbench")).arg("fuse").args(args).output().unwrap();
    (out.status.code().unwrap_or(-1), String::from_utf8_lossy(&out.stdout).into_owned())
}

#[test]
fn agreeing_case_exits_zero() {
    let (code, out) =
        fuse(&["sample_graphs/llama_mlp_int8", "--compare", "sample_graphs/llama_mlp_int8"]);
    assert_eq!(code, 0, "{out}");
    assert_eq!(out.lines().last(), Some("agreement: 8/8 groups"));
}

#[test]
fn disagreeing_case_lists_differences_and_exits_one() {
    let (code, out) = fuse(&[
        "sample_graphs/llama_mlp_int8/post_grad.txt",
        "--compare",
        "sample_graphs/seed_nf4_mul_add",
    ]);
    assert_eq!(code, 1, "{out}");
    assert!(out.contains("op0: "), "{out}");
    assert!(out.lines().last().unwrap().starts_with("agreement: 0/"), "{out}");
}

#[test]
fn writes_the_decision_log() {
    let dir = tempfile::tempdir().unwrap();
    let log = dir.path().join("log.json");
    let (code, _) = fuse(&[
        "sample_graphs/decoder_2layer_nf4",
        "--policy",
        "workbench",
        "--log",
        log.to_str().unwrap(),
    ]);
    assert_eq!(code, 0);
    let v: serde_json::Value =
        serde_json::from_str(&std::fs::read_to_string(&log).unwrap()).unwrap();
    assert_eq!(v["policy"], "workbench");
    assert!(v["events"].as_array().unwrap().iter().any(|e| e["event"] == "fused"));
}

#[test]
fn unknown_policy_is_an_error() {
    let (code, _) = fuse(&["sample_graphs/seed_nf4_mul_add", "--policy", "tpu"]);
    assert_ne!(code, 0);
}
