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

/// cases.py's 2-layer nf4 decoder under `dynamic=True`: Dynamo also makes the ints the function
/// closes over (`d`, `heads`) symbols, placeholders `arg10_1: "Sym(s15)"` and
/// `arg11_1: "Sym(s26)"` no tensor's size gives, and `(d // heads) ** 0.5` an f64 pow.
fn decoder(file: &str) -> PathBuf {
    dir("dyn_seq_decoder_nf4").join(file)
}

fn post_grad_decoder() -> quantbench::ir::Graph {
    let doc = quantbench::import::load_path(&decoder("post_grad.txt")).unwrap();
    doc.stages.last().unwrap().graph().unwrap().clone()
}

#[test]
fn ints_the_function_takes_bind_from_the_trace_or_from_given_sizes() {
    let io = interp::io::load_safetensors(&decoder("io.safetensors")).unwrap();
    let g = post_grad_decoder();
    let inputs = interp::io::inputs_by_name(&g, &io).unwrap();
    let err = interp::eval::bind_inputs_with_sizes(&g, &inputs).unwrap_err().to_string();
    assert!(
        err.contains("`arg10_1` = Sym(s15) is not the size of any input tensor")
            && err.contains("--sizes s15=N"),
        "{err}"
    );
    let given = |pairs: &[(&str, i64)]| {
        let sizes = pairs.iter().map(|(k, v)| (k.to_string(), *v)).collect();
        quantbench::ir::shape_env::with_given_sizes(&g, &sizes)
    };
    let (_, sizes) =
        interp::eval::bind_inputs_with_sizes(&given(&[("s15", 128), ("s26", 4)]), &inputs).unwrap();
    assert_eq!((sizes["s15"], sizes["s26"], sizes["s27"]), (128, 4, 12));
    let err = interp::eval::bind_inputs_with_sizes(
        &given(&[("s15", 128), ("s26", 4), ("s27", 7)]),
        &inputs,
    )
    .unwrap_err()
    .to_string();
    assert!(err.contains("--sizes gives s27=7 but `arg2_1` dim 1 makes it 12"), "{err}");
    // From the log, Dynamo's traced values (`create_symbol` of `L['d']`, `L['heads']`) bind them.
    let doc = quantbench::import::load_path(&decoder("trace.log")).unwrap();
    let post = doc.stages.iter().find(|s| s.name == "inductor_post_grad_graph").unwrap();
    let traced = post.graph().unwrap();
    let env = traced.shape_env.0.as_ref().unwrap();
    assert_eq!(env.value_of("s15"), Some((128, "L['d']")));
    assert_eq!(env.value_of("s26"), Some((4, "L['heads']")));
    let (_, sizes) = interp::eval::bind_inputs_with_sizes(traced, &inputs).unwrap();
    assert_eq!((sizes["s15"], sizes["s26"]), (128, 4));
    // The guards tie `d` to the weights' sizes (`(2*L['ws'][1].size()[1]) == L['d']`).
    let wrong = [("s15".to_string(), 100)].into();
    let wrong = quantbench::ir::shape_env::with_given_sizes(traced, &wrong);
    let err = interp::eval::bind_inputs_with_sizes(&wrong, &inputs).unwrap_err().to_string();
    assert!(err.contains("L['d']") && err.contains("s15 = 100"), "{err}");
    assert!(err.contains("s15 from `--sizes`"), "{err}");
}

#[test]
fn the_dynamic_decoder_runs_on_the_interpreter_and_the_jit_at_three_lengths() {
    use quantbench::pipeline::{JitOptions, check_run, run_jit};
    use quantbench::sched::Policy;
    let doc = quantbench::import::load_path(&decoder("trace.log")).unwrap();
    let post = doc.stages.iter().find(|s| s.name == "inductor_post_grad_graph").unwrap();
    let g = post.graph().unwrap();
    // One program per policy, compiled at the first length and run at all three.
    let mut progs: Vec<Option<quantbench::pipeline::JitRun>> = vec![None, None];
    for (file, seq) in [("io_seq5", 5), ("io", 12), ("io_seq23", 23)] {
        let io = interp::io::load_safetensors(&decoder(&format!("{file}.safetensors"))).unwrap();
        let inputs = interp::io::inputs_by_name(g, &io).unwrap();
        let expected = vec![io["output_0"].clone()];
        assert_eq!(expected[0].sizes(), [1, seq, 128]);
        let ours = interp::run_graph(g, &inputs).unwrap();
        let cmp = interp::compare_outputs(g, &inputs, &ours, &expected, true);
        assert!(cmp[0].accepted(), "{file} interpreter: {}", cmp[0].verdict());
        for (i, policy) in [Policy::Workbench, Policy::InductorCpu].into_iter().enumerate() {
            let opt = JitOptions { policy, runs: 1, warmup: 0, ..JitOptions::DEFAULT };
            let r = match progs[i].take() {
                None => run_jit(g, &inputs, &opt),
                Some(p) => quantbench::pipeline::rerun_jit(
                    g,
                    p,
                    &inputs,
                    &opt,
                    ours.clone(),
                    &mut |_, _| true,
                ),
            }
            .unwrap_or_else(|e| panic!("{file} {policy:?}: {e}"));
            assert_eq!(r.sizes["s27"], seq as i64);
            for c in check_run(g, &inputs, &r).unwrap() {
                assert!(c.accepted(), "{file} {policy:?} vs interpreter: {}", c.verdict());
            }
            let cmp = interp::compare_outputs(g, &inputs, &r.outputs, &expected, true);
            assert!(cmp[0].accepted(), "{file} {policy:?} vs PyTorch: {}", cmp[0].verdict());
            progs[i] = Some(r);
        }
    }
}

#[test]
fn the_run_command_takes_the_ints_with_sizes_beside_inputs() {
    let bin = env!("CARGO_BIN_EXE_quantbench");
    let run = |extra: &[&str]| {
        let out = std::process::Command::new(bin)
            .arg("run")
            .arg(decoder("post_grad.txt"))
            .arg("--inputs")
            .arg(decoder("io_seq23.safetensors"))
            .args(extra)
            .output()
            .unwrap();
        (
            out.status.code(),
            String::from_utf8_lossy(&out.stdout).into_owned()
                + &String::from_utf8_lossy(&out.stderr),
        )
    };
    let (code, text) = run(&[]);
    assert_eq!(code, Some(2), "{text}");
    assert!(text.contains("give it with --sizes s15=N"), "{text}");
    let (code, text) = run(&["--sizes", "s15=128,s26=4", "--jit"]);
    assert_eq!(code, Some(0), "{text}");
    assert!(text.contains("1/1 accepted against the interpreter and PyTorch"), "{text}");
}
