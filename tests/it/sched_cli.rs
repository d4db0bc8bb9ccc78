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

/// `llama_mlp_int8` with one more node at the top (an `mm` nobody else reads, returned as a
/// second output): every later `opN`/`bufN` of ours is one higher than Inductor's.
fn with_an_extra_node(dir: &std::path::Path) -> std::path::PathBuf {
    let src = std::fs::read_to_string(
        std::path::Path::new(env!("CARGO_MANIFEST_DIR"))
            .join("sample_graphs/llama_mlp_int8/post_grad.txt"),
    )
    .unwrap();
    let extra = "        permute_extra: \"f32[256, 4]\" = torch.ops.aten.permute.default(arg0_1, [1, 0])\n        \
                 extra: \"f32[4, 4]\" = torch.ops.aten.mm.default(arg0_1, permute_extra);  permute_extra = None\n";
    let at = src.find("        subgraph0 = self.subgraph0").unwrap();
    let text = format!("{}{extra}{}", &src[..at], &src[at..]).replacen(
        "return (addmm_default,)",
        "return (addmm_default, extra)",
        1,
    );
    let p = dir.join("extra.txt");
    std::fs::write(&p, text).unwrap();
    p
}

#[test]
fn one_node_more_or_less_is_one_difference() {
    let d = tempfile::tempdir().unwrap();
    let g = with_an_extra_node(d.path());
    let case = concat!(env!("CARGO_MANIFEST_DIR"), "/sample_graphs/llama_mlp_int8");
    let (code, out) = fuse(&[g.to_str().unwrap(), "--compare", case]);
    assert_eq!(code, 1, "{out}");
    let diffs: Vec<&str> =
        out.lines().filter(|l| l.contains(": ") && !l.contains("SchedulerNode(op")).collect();
    assert_eq!(
        diffs,
        [
            "op0: extra in ours (ExternKernelSchedulerNode(ExternKernelOut) writing buf0)",
            "pre-fusion nodes: 9/10 agree (1 extra in ours)",
            "agreement: 8/9 groups"
        ],
        "{out}"
    );
    // The other way round: Inductor (here our own dump of the longer graph) has the node.
    let dump = d.path().join("dump");
    let (code, out) = fuse(&[g.to_str().unwrap(), "--dump-ir", dump.to_str().unwrap()]);
    assert_eq!(code, 0, "{out}");
    let orig = concat!(env!("CARGO_MANIFEST_DIR"), "/sample_graphs/llama_mlp_int8/post_grad.txt");
    let (code, out) = fuse(&[orig, "--compare", dump.to_str().unwrap()]);
    assert_eq!(code, 1, "{out}");
    assert!(out.contains("op0: missing in ours (inductor: ExternKernelSchedulerNode(ExternKernelOut) writing buf0)"), "{out}");
    assert!(out.contains("pre-fusion nodes: 9/10 agree (1 missing in ours)"), "{out}");
    assert_eq!(
        out.lines().filter(|l| l.contains("missing") || l.contains(" vs inductor")).count(),
        2,
        "{out}"
    );
}
