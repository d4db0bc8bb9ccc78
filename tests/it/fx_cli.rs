//! `quantbench inspect` and `quantbench export` end to end.
use std::path::{Path, PathBuf};
use std::process::Command;

fn bin() -> Command {
    Command::new(env!("CARGO_BIN_EXE_quantbench"))
}

fn sample(rel: &str) -> PathBuf {
    Path::new(env!("CARGO_MANIFEST_DIR")).join("sample_graphs").join(rel)
}

fn run(cmd: &mut Command) -> (i32, String, String) {
    let out = cmd.output().unwrap();
    (
        out.status.code().unwrap_or(-1),
        String::from_utf8_lossy(&out.stdout).into_owned(),
        String::from_utf8_lossy(&out.stderr).into_owned(),
    )
}

#[test]
fn inspect_lists_stages_counts_and_invoke_quant() {
    let (code, out, err) = run(bin()
        .arg("inspect")
        .arg(sample("fixtures-gpu/01_post_grad_graph_test_multiple_cpu.txt")));
    assert_eq!(code, 0, "{err}");
    assert!(
        out.contains("stage post_grad: class <lambda>, 9 nodes, 2 subgraphs (19 nodes in all)"),
        "{out}"
    );
    assert!(
        out.contains("by op kind: placeholder 3, call_function 3, get_attr 2, output 1"),
        "{out}"
    );
    assert!(out.contains("by target:  higher_order.invoke_quant 2, aten.add.Tensor 1"), "{out}");
    assert!(
        out.contains("inputs:  arg0_1 f32[8][1]cpu, arg1_1 f32[8][1]cpu, arg2_1 f32[8][1]cpu"),
        "{out}"
    );
    assert!(out.contains("invoke_quant: 2"), "{out}");
    assert!(out.contains("invoke_quant_2 scheme='nf4' options: codegen_low_precision=True (Inductor default; not visible in the text)"), "{out}");
    assert!(out.contains("subgraph subgraph0 (5 nodes), inputs: arg0_1 f32[8][1]cpu, arg1_1 f32[8][1]cpu -> f32[8][1]cpu"), "{out}");

    let (code, out, _) =
        run(bin().args(["inspect", "--json"]).arg(sample("decoder_2layer_nf4/post_grad.txt")));
    assert_eq!(code, 0);
    let v: serde_json::Value = serde_json::from_str(&out).unwrap();
    let st = &v["stages"][0];
    assert_eq!(st["stage"], "post_grad");
    assert_eq!(
        st["invoke_quant"].as_array().unwrap().len(),
        st["subgraphs"].as_u64().unwrap() as usize
    );
    assert_eq!(st["by_target"]["higher_order.invoke_quant"], st["subgraphs"]);
}

#[test]
fn export_round_trips_through_json_and_writes_dot() {
    let dir = tempfile::tempdir().unwrap();
    let src = sample("decoder_2layer_nf4/post_grad.txt");
    let json = dir.path().join("g.json");
    let fx = dir.path().join("g.txt");
    let dot = dir.path().join("g.dot");
    assert_eq!(run(bin().arg("export").arg(&src).args(["--to", "json", "-o"]).arg(&json)).0, 0);
    assert_eq!(
        run(bin()
            .arg("export")
            .arg(&json)
            .args(["--to", "fx", "--stage", "post_grad", "-o"])
            .arg(&fx))
        .0,
        0
    );
    assert_eq!(std::fs::read_to_string(&fx).unwrap(), std::fs::read_to_string(&src).unwrap());
    assert_eq!(run(bin().arg("export").arg(&src).args(["--to", "dot", "-o"]).arg(&dot)).0, 0);
    let d = std::fs::read_to_string(&dot).unwrap();
    assert!(
        d.starts_with("digraph \"<lambda>\" {")
            && d.contains("subgraph \"cluster_ns0_\"")
            && d.contains("label=\"subgraph0\""),
        "{d}"
    );
    // No temporary files are left behind.
    let names: Vec<String> = std::fs::read_dir(dir.path())
        .unwrap()
        .map(|e| e.unwrap().file_name().to_string_lossy().into_owned())
        .collect();
    assert_eq!(names.len(), 3, "{names:?}");
}

#[test]
fn export_refuses_to_overwrite_its_input_and_unknown_stages() {
    let dir = tempfile::tempdir().unwrap();
    let p = dir.path().join("post_grad.txt");
    let text = std::fs::read_to_string(sample("seed_nf4_mul_add/post_grad.txt")).unwrap();
    std::fs::write(&p, &text).unwrap();
    let (code, _, err) = run(bin().arg("export").arg(&p).args(["--to", "json", "-o"]).arg(&p));
    assert_eq!(code, 2);
    assert!(err.contains("refusing to overwrite the input"), "{err}");
    assert_eq!(std::fs::read_to_string(&p).unwrap(), text);
    let (code, _, err) = run(bin().arg("export").arg(&p).args(["--to", "fx", "--stage", "joint"]));
    assert_eq!(code, 2);
    assert!(err.contains("no stage `joint`; the file has: post_grad"), "{err}");
    let bad = dir.path().join("bad.txt");
    std::fs::write(&bad, "class <lambda>(torch.nn.Module):\n").unwrap();
    let (code, _, err) = run(bin().arg("inspect").arg(&bad));
    assert_eq!(code, 2);
    assert!(
        err.contains("bad.txt:2:1: expected `def forward(self, ...):`, found end of file"),
        "{err}"
    );
}
