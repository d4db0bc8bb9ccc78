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
    assert!(err.contains("refusing to write"), "{err}");
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

/// `run` against PyTorch: the verdict lines and the last line and the exit status agree, for
/// the interpreter and for the JIT.
#[test]
fn run_verdicts_and_exit_status_agree() {
    let case = Path::new(env!("CARGO_MANIFEST_DIR")).join("sample_graphs/llama_mlp_int8");
    let graph = case.join("post_grad.txt");
    let io = case.join("io.safetensors");
    for jit in [false, true] {
        let mut args = vec!["run", graph.to_str().unwrap(), "--inputs", io.to_str().unwrap()];
        if jit {
            args.extend(["--jit", "--runs", "1"]);
        }
        let out = Command::new(env!("CARGO_BIN_EXE_quantbench")).args(&args).output().unwrap();
        let text = String::from_utf8_lossy(&out.stdout);
        assert!(out.status.success(), "{text}");
        assert!(!text.contains("FAIL"), "{text}");
        assert!(
            text.trim_end().ends_with("1/1 accepted against PyTorch")
                || text.trim_end().ends_with("1/1 accepted against the interpreter and PyTorch"),
            "{text}"
        );
    }
    // A wrong reference: FAIL on its line, 0/1 on the last, exit 1.
    let file = quantbench::interp::io::load_safetensors(&io).unwrap();
    let mut named: Vec<(String, quantbench::interp::Tensor)> = Vec::new();
    for (k, t) in &file {
        let t = if k == "output_0" {
            let v: Vec<f64> = t.to_f64_vec().iter().map(|x| x * 2.0 + 1.0).collect();
            quantbench::interp::Tensor::from_f64(t.dtype(), t.sizes().to_vec(), &v).unwrap()
        } else {
            t.clone()
        };
        named.push((k.clone(), t));
    }
    let dir = tempfile::tempdir().unwrap();
    let bad = dir.path().join("bad.safetensors");
    std::fs::write(&bad, quantbench::interp::io::write_safetensors(&named).unwrap()).unwrap();
    for jit in [false, true] {
        let mut args = vec!["run", graph.to_str().unwrap(), "--inputs", bad.to_str().unwrap()];
        if jit {
            args.extend(["--jit", "--runs", "1"]);
        }
        let out = Command::new(env!("CARGO_BIN_EXE_quantbench")).args(&args).output().unwrap();
        let text = String::from_utf8_lossy(&out.stdout);
        assert_eq!(out.status.code(), Some(1), "{text}");
        assert!(text.contains("FAIL"), "{text}");
        assert!(text.trim_end().lines().last().unwrap().contains("0/1 accepted"), "{text}");
    }
}

#[test]
fn synth_prints_decode_graphs_that_run_and_refuses_a_block_that_does_not_divide_k() {
    let dir = tempfile::tempdir().unwrap();
    for scheme in ["nf4", "int4"] {
        let (code, text, err) =
            run(bin().args(["synth", "decode4", "8", "128", "--scheme", scheme]));
        assert_eq!(code, 0, "{err}");
        assert!(text.contains("torch.ops.higher_order.invoke_quant"), "{text}");
        let file = dir.path().join(format!("dec_{scheme}.txt"));
        std::fs::write(&file, text).unwrap();
        let (code, out, err) = run(bin().arg("run").arg(&file).args(["--jit", "--runs", "1"]));
        assert_eq!(code, 0, "{out}{err}");
        assert!(out.contains("1/1 accepted against the interpreter"), "{out}");
    }
    let (code, _, err) = run(bin().args(["synth", "decode4", "8", "100", "--block", "64"]));
    assert_eq!(code, 2, "{err}");
    assert!(err.contains("multiple of --block (64)"), "{err}");
    let (code, text, _) = run(bin().args(["synth", "int8-decode", "4", "32"]));
    assert_eq!(code, 0);
    assert!(text.contains("scheme = 'int8_woq'"), "{text}");
}

/// `run --jit --input-copies N`: the runs rotate through copies of the inputs and the verdict
/// is unchanged; no copies (0) is refused by the flag, and copies beyond `--max-memory` are
/// refused before they are made, naming the flag.
#[test]
fn input_copies_run_refuse_zero_and_respect_the_memory_limit() {
    let case = sample("llama_mlp_int8");
    let (graph, io) = (case.join("post_grad.txt"), case.join("io.safetensors"));
    let base = ["run", graph.to_str().unwrap(), "--inputs", io.to_str().unwrap(), "--jit"];
    let (code, out, err) = run(bin().args(base).args(["--runs", "4", "--input-copies", "3"]));
    assert_eq!(code, 0, "{out}{err}");
    assert!(out.trim_end().ends_with("1/1 accepted against the interpreter and PyTorch"), "{out}");
    let (code, _, err) = run(bin().args(base).args(["--input-copies", "0"]));
    assert_eq!(code, 2, "{err}");
    assert!(err.contains("--input-copies"), "{err}");
    let (code, out, err) =
        run(bin().args(base).args(["--input-copies", "4096", "--max-memory", "256M"]));
    assert_ne!(code, 0, "{out}{err}");
    assert!(
        err.contains("4095 more copies of the inputs") && err.contains("--max-memory"),
        "{err}"
    );
}
