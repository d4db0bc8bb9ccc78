//! What Dynamo assumed about a dynamic graph's sizes, read from its TORCH_TRACE log
//! (`create_symbol` ranges, shape guards): a binding that breaks it is refused, naming the
//! symbol, the guard or range, and the tensor that bound it.
use quantbench::interp;
use std::path::{Path, PathBuf};

fn dir(case: &str) -> PathBuf {
    Path::new(env!("CARGO_MANIFEST_DIR")).join("sample_graphs/hf_dynamic").join(case)
}

fn post_grad_of(text: &str) -> quantbench::ir::Graph {
    let doc =
        quantbench::import::trace::read_trace(text.as_bytes(), "trace.log", None, &mut |_, _| {})
            .unwrap();
    let st = doc.stages.iter().find(|s| s.name == "inductor_post_grad_graph").unwrap();
    st.graph().unwrap().clone()
}

fn bind(g: &quantbench::ir::Graph, file: &str) -> Result<(), String> {
    let io = interp::io::load_safetensors(&dir("dyn_batch_int8_linear").join(file)).unwrap();
    let inputs = interp::io::inputs_by_name(g, &io).unwrap();
    interp::eval::bind_inputs_with_sizes(g, &inputs).map(|_| ()).map_err(|e| e.to_string())
}

#[test]
fn a_trace_gives_its_graphs_dynamos_ranges_and_guards() {
    let text = std::fs::read_to_string(dir("dyn_batch_int8_linear").join("trace.log")).unwrap();
    let g = post_grad_of(&text);
    let env = g.shape_env.0.as_ref().expect("the post-grad stage has the compile's shape env");
    assert_eq!(env.compile_id, "0/0");
    let syms: Vec<String> = env
        .symbols
        .iter()
        .map(|s| format!("{} {} {} {:?}", s.name, s.range_text(), s.source, s.hint))
        .collect();
    assert_eq!(
        syms,
        [
            "s15 [2, int_oo] L['w'].size()[0] Some(96)",
            "s21 [2, int_oo] L['w'].size()[1] Some(64)",
            "s77 [2, int_oo] L['x'].size()[0] Some(6)",
        ]
    );
    // Duck-sizing and stride guards read through the Dynamo graph's annotations
    // (`L_x_: "f32[s77, s21][s21, 1]cpu"`), so none is left unchecked.
    assert_eq!(env.guards.len(), 8, "{:?}", env.guards);
    assert!(env.unread.is_empty(), "{:?}", env.unread);
    let stride = env.guards.iter().find(|g| g.text == "L['x'].stride()[0] == L['w'].size()[1]");
    let terms: Vec<&str> = stride.unwrap().terms.iter().map(|t| t.text()).collect();
    assert_eq!(terms, ["(s21)", "(s21)"]);
    // The same graph printed to a file has no log beside it, and is equal as a graph.
    let printed =
        quantbench::import::load_path(&dir("dyn_batch_int8_linear").join("post_grad.txt")).unwrap();
    let printed = printed.stages.last().unwrap().graph().unwrap().clone();
    assert!(printed.shape_env.0.is_none());
}

#[test]
fn a_binding_outside_a_symbols_range_is_refused_naming_symbol_range_and_tensor() {
    let text = std::fs::read_to_string(dir("dyn_batch_int8_linear").join("trace.log")).unwrap();
    let g = post_grad_of(&text);
    assert_eq!(bind(&g, "io.safetensors"), Ok(()));
    assert_eq!(bind(&g, "io_b13.safetensors"), Ok(()));
    let err = bind(&g, "io_b1.safetensors").unwrap_err();
    assert!(
        err.contains(
            "s77 = 1 is outside the range Dynamo compiled for, [2, int_oo] (L['x'].size()[0])"
        ),
        "{err}"
    );
    assert!(err.contains("PyTorch would recompile"), "{err}");
    assert!(err.contains("s77 from `arg5_1` dim 0"), "{err}");
    // Without the log (the printed graph) nothing says batch 1 is out of range.
    let printed =
        quantbench::import::load_path(&dir("dyn_batch_int8_linear").join("post_grad.txt")).unwrap();
    let printed = printed.stages.last().unwrap().graph().unwrap().clone();
    assert_eq!(bind(&printed, "io_b1.safetensors"), Ok(()));
    // Specializing to sizes checks the same (`fuse --sizes`, `run --jit`).
    let sizes = [("s15", 96), ("s21", 64), ("s77", 1)].map(|(k, v)| (k.to_string(), v)).into();
    let err = quantbench::ir::specialize::specialize(&g, &sizes).unwrap_err().to_string();
    assert!(err.starts_with("s77 = 1 is outside the range"), "{err}");
}

#[test]
fn a_failing_guard_is_refused_naming_the_guard_and_the_binding() {
    let text = std::fs::read_to_string(dir("dyn_batch_int8_linear").join("trace.log")).unwrap();
    // A guard as `torch._check(x.size(0) <= 8)` would add it (the payload's checksum no longer
    // matches, which is a warning only).
    let edited = text.replacen(
        "LAMBDA_GUARD: 2 <= L['x'].size()[0]",
        "LAMBDA_GUARD: 2 <= L['x'].size()[0] <= 8",
        1,
    );
    assert_ne!(edited, text);
    let g = post_grad_of(&edited);
    assert_eq!(bind(&g, "io.safetensors"), Ok(()));
    let err = bind(&g, "io_b13.safetensors").unwrap_err();
    assert!(err.contains("guard `2 <= L['x'].size()[0] <= 8` fails with s77 = 13"), "{err}");
    assert!(err.contains("s77 from `arg5_1` dim 0"), "{err}");
}

#[test]
fn the_cli_refuses_the_binding_and_inspect_lists_ranges_and_guards() {
    let bin = env!("CARGO_BIN_EXE_quantbench");
    let d = dir("dyn_batch_int8_linear");
    let log = d.join("trace.log");
    let out = std::process::Command::new(bin)
        .args(["run", log.to_str().unwrap(), "--jit", "--inputs"])
        .arg(d.join("io_b1.safetensors"))
        .output()
        .unwrap();
    assert_eq!(out.status.code(), Some(2));
    let err = String::from_utf8_lossy(&out.stderr);
    assert!(err.contains("s77 = 1 is outside the range Dynamo compiled for"), "{err}");
    let out = std::process::Command::new(bin)
        .args(["inspect", log.to_str().unwrap(), "--stage", "inductor_post_grad_graph"])
        .output()
        .unwrap();
    let text = String::from_utf8_lossy(&out.stdout);
    assert!(text.contains("symbol s77 in [2, int_oo] from L['x'].size()[0], hint 6"), "{text}");
    assert!(text.contains("guard 2 <= L['x'].size()[0]"), "{text}");
    assert!(!text.contains("not checked"), "{text}");
}
