//! Every scenario in tests/scenarios/ passes; the ones in tests/scenarios/fail/ fail (or are
//! unreadable) with the right message.
use quantbench::scenario::{Goldens, report, run_scenario};
use std::path::{Path, PathBuf};

fn tomls(dir: &str) -> Vec<PathBuf> {
    let mut v: Vec<PathBuf> = std::fs::read_dir(dir)
        .unwrap()
        .filter_map(|e| e.ok())
        .map(|e| e.path())
        .filter(|p| p.extension().is_some_and(|x| x == "toml"))
        .collect();
    v.sort();
    v
}

#[test]
fn all_scenarios_pass() {
    let files = tomls("tests/scenarios");
    // One per sample graph, the TORCH_TRACE, debug-dir and TORCH_LOGS ones, llama under the
    // workbench policy, the uint4x2 wrap-then-match chain, the dynamic llama at three sizes and
    // the dynamic decoder read from its TORCH_TRACE log, and two `no_fusion_change` (two logs
    // differing in an InvokeQuant option; two compiles of one log).
    assert_eq!(files.len(), 22);
    let reports: Vec<_> = files
        .iter()
        .map(|f| run_scenario(f, Goldens::Check).unwrap_or_else(|e| panic!("{e}")))
        .collect();
    let (passed, failed) = report::counts(&reports);
    assert_eq!(failed, 0, "{}", report::text(&reports));
    assert_eq!(passed, 49);
}

#[test]
fn a_changed_golden_fails_with_a_diff() {
    let r =
        run_scenario(Path::new("tests/scenarios/fail/wrong_golden.toml"), Goldens::Check).unwrap();
    assert_eq!(r.outcomes.len(), 1);
    let o = &r.outcomes[0];
    assert!(!o.passed);
    assert!(
        o.message.contains("-   12             add: \"f32[8]\" = torch.ops.aten.sub.Tensor"),
        "{}",
        o.message
    );
    assert!(
        o.message.contains("+   12             add: \"f32[8]\" = torch.ops.aten.add.Tensor"),
        "{}",
        o.message
    );
    let x = report::junit(&[r]);
    assert!(x.contains("<failure message=\"the graph differs from the golden file:\">"), "{x}");
}

#[test]
fn wrong_kernel_expectations_fail_with_what_was_seen() {
    let r =
        run_scenario(Path::new("tests/scenarios/fail/wrong_kernels.toml"), Goldens::Check).unwrap();
    let msgs: Vec<(bool, &str)> =
        r.outcomes.iter().map(|o| (o.passed, o.message.as_str())).collect();
    assert_eq!(msgs.len(), 2);
    assert!(!msgs[0].0 && msgs[0].1.starts_with("8 kernels: "), "{msgs:?}");
    assert_eq!(msgs[1], (false, "no node `no_such_node` in the graph"));
    assert!(report::text(&[r]).ends_with("0 passed, 2 failed\n"));
}

#[test]
fn an_unknown_key_makes_the_scenario_unreadable() {
    let e = run_scenario(Path::new("tests/scenarios/fail/unknown_key.toml"), Goldens::Check)
        .unwrap_err();
    assert_eq!((e.line, e.col), (6, 1));
    assert!(
        e.msg.starts_with("unknown field `kernal`") && e.msg.ends_with("did you mean `kernels`?"),
        "{e}"
    );
}

#[test]
fn wrong_pattern_expectations_fail_with_what_matched() {
    let r = run_scenario(Path::new("tests/scenarios/fail/wrong_patterns.toml"), Goldens::Check)
        .unwrap();
    let got: Vec<(bool, &str, &str)> =
        r.outcomes.iter().map(|o| (o.passed, o.expectation.as_str(), o.message.as_str())).collect();
    assert_eq!(
        got,
        [
            (false, "pattern int8_woq_mm matched 3 time(s)", "matched 2 time(s): at mm_1, mm"),
            (
                false,
                "pattern int8_woq_mm matched at addmm_default",
                "matched 2 time(s): at mm_1, mm"
            ),
            (
                false,
                "pattern invoke_quant_nf4_mm matched 0 time(s)",
                "no pattern `invoke_quant_nf4_mm` in the passes (they run: int8_woq_mm)"
            ),
        ]
    );
}

#[test]
fn an_impossible_time_ratio_fails_with_the_measured_ratios() {
    let r =
        run_scenario(Path::new("tests/scenarios/fail/time_ratio.toml"), Goldens::Check).unwrap();
    let [o] = r.outcomes.as_slice() else { panic!("{:?}", r.outcomes) };
    assert!(!o.passed);
    assert_eq!(o.expectation, "fused/unfused time ratio < 0.001");
    // The ratios themselves depend on the machine; their shape does not.
    assert!(
        o.message.starts_with("median ratio ")
            && o.message.contains(" over 3 rounds (")
            && o.message.ends_with("under workbench"),
        "{}",
        o.message
    );
}

#[test]
fn an_unknown_pattern_name_is_unreadable_at_its_position() {
    let e = run_scenario(Path::new("tests/scenarios/fail/unknown_pattern.toml"), Goldens::Check)
        .unwrap_err();
    assert_eq!((e.line, e.col), (6, 28), "{e}");
    assert!(
        e.msg.starts_with("no pattern `int8_woq_mn` (known: ")
            && e.msg.ends_with("did you mean `int8_woq_mm`?"),
        "{e}"
    );
}

const OWN_PATTERN: &str = r#"[[pattern]]
name = "mm_again"
pattern = 'CallFunction(aten.mm, KeywordArg("a"), KeywordArg("b"))'
replacement = '''
class <lambda>(torch.nn.Module):
    def forward(self, a, b):
        mm = torch.ops.aten.mm.default(a, b);  a = b = None
        return mm
'''
"#;

#[test]
fn a_saved_session_replays_as_a_passing_scenario() {
    use quantbench::pattern::{PassOptions, builtin_entries, parse_pattern_file, pass_from};
    use quantbench::session::Session;
    let graph = Path::new(env!("CARGO_MANIFEST_DIR"))
        .join("sample_graphs/uint4x2_mixed_mm_plain/post_grad.txt");
    let mut s = Session::new(quantbench::import::load_path(&graph).unwrap());
    // A built-in rewrite over the whole graph, then one of the user's own at one anchor.
    let wrap: Vec<_> = builtin_entries()
        .unwrap()
        .into_iter()
        .filter(|e| e.entry.name == "wrap_uint4x2_dequant")
        .collect();
    assert_eq!(
        s.run_pass(
            &pass_from(&wrap).unwrap(),
            PassOptions { apply: true, subgraphs: false },
            "wrap"
        )
        .applied,
        1
    );
    let own = parse_pattern_file(OWN_PATTERN, "own.toml").unwrap();
    s.rewrite_at(&own[0].entry, "mm").unwrap();
    let dir = tempfile::tempdir().unwrap();
    let path = dir.path().join("saved.toml");
    let saved = quantbench::scenario::save::save_scenario(
        &s,
        quantbench::sched::Policy::InductorCpu,
        &path,
    )
    .unwrap_or_else(|e| panic!("{e}"));
    assert_eq!(saved.patterns.as_deref(), Some(dir.path().join("saved.patterns.toml").as_path()));
    for want in [
        "patterns = [\"wrap_uint4x2_dequant\"]",
        "patterns = [\"saved.patterns.toml#mm_again\"]",
        "at = \"mm\"",
        "policy = \"inductor-cpu\"",
    ] {
        assert!(saved.text.contains(want), "{want} in\n{}", saved.text);
    }
    let r = run_scenario(&path, Goldens::Check).unwrap_or_else(|e| panic!("{e}"));
    let (passed, failed) = report::counts(std::slice::from_ref(&r));
    // wrap matched once, mm_again once. The rewritten subgraph carries no tensor annotations
    // (replacements are not traced), so there is no kernel count to expect, and the file says why.
    assert_eq!((passed, failed), (2, 0), "{}\n{}", saved.text, report::text(&[r]));
    assert!(saved.text.contains("# no kernel count: scheduling failed: "), "{}", saved.text);
    // Without a file behind the graph there is nothing to point the scenario at.
    let sample =
        Session::new(quantbench::ir::Document::single("g", quantbench::ir::Graph::new("g")));
    let e = quantbench::scenario::save::save_scenario(
        &sample,
        quantbench::sched::Policy::InductorCpu,
        &path,
    )
    .unwrap_err();
    assert!(e.0.contains("not read from a file"), "{e}");
}

#[test]
fn a_dynamic_graph_is_checked_at_every_input_file() {
    let r =
        run_scenario(Path::new("tests/scenarios/fail/dynamic_one_size_wrong.toml"), Goldens::Check)
            .unwrap();
    let o = &r.outcomes[0];
    assert!(!o.passed);
    // Each file is named; the size whose outputs miss the zero tolerance says so.
    assert!(o.message.contains("io_b1.safetensors] FAILED: output_0"), "{}", o.message);
    assert!(o.message.contains("io_b13.safetensors] output_0"), "{}", o.message);
    let ok = run_scenario(Path::new("tests/scenarios/hf_llama_nf4_dynamic.toml"), Goldens::Check)
        .unwrap();
    assert_eq!(ok.outcomes.len(), 2);
    assert!(ok.outcomes[0].passed, "{}", ok.outcomes[0].message);
    for f in ["io.safetensors]", "io_seq9.safetensors]", "io_seq23.safetensors]"] {
        assert!(ok.outcomes[0].message.contains(f), "{}", ok.outcomes[0].message);
    }
    // Kernel expectations: the graph specialized to each file's binding and scheduled.
    assert!(ok.outcomes[1].passed, "{}", ok.outcomes[1].message);
    for f in ["io.safetensors at s70=16]", "io_seq9.safetensors at s70=9]", "at s70=23]"] {
        assert!(ok.outcomes[1].message.contains(f), "{}", ok.outcomes[1].message);
    }
}

#[test]
fn kernel_expectations_on_a_dynamic_graph_hold_at_each_binding_or_fail_naming_it() {
    let r =
        run_scenario(Path::new("tests/scenarios/fail/dynamic_wrong_kernels.toml"), Goldens::Check)
            .unwrap();
    let o = &r.outcomes[0];
    assert!(!o.passed);
    for at in ["s15=96,s21=64,s77=1] FAILED: 1 kernels", "s15=96,s21=64,s77=13] FAILED: 1 kernels"]
    {
        assert!(o.message.contains(at), "{}", o.message);
    }
}

#[test]
fn no_fusion_change_fails_naming_the_groups_and_kernels_that_changed() {
    let r = run_scenario(Path::new("tests/scenarios/fail/fusion_changed.toml"), Goldens::Check)
        .unwrap();
    assert_eq!(r.outcomes.len(), 2);
    for o in &r.outcomes {
        assert!(!o.passed, "{}", o.message);
        assert!(o.message.starts_with("fusion changed:\n"), "{}", o.message);
        for want in [
            "    changed: op0_op6 FusedSchedulerNode [sin, cos, mul]\n",
            "         -> op0 SchedulerNode [sin]; op6 SchedulerNode [cos, mul]\n",
            "    changed: op2_op3_op4_op5 OuterLoopFusedSchedulerNode [amax, sub, exp, sum_1, div]\n",
            "    changed: cpp_fused_cos_mul_sin_0 [sin, mul, cos]; cpp_fused__softmax_1 [",
        ] {
            assert!(o.message.contains(want), "{want}\nnot in\n{}", o.message);
        }
    }
    // The second compares a debug folder's compile with a log's, named by `compiles`.
    assert!(r.outcomes[1].expectation.contains("compile model__0_inference_0.0 against 0/0"));
    assert!(r.outcomes[1].message.contains("the log's inductor_config: max_fusion_size=1"));
}

#[test]
fn no_fusion_change_names_a_missing_compile_and_compiles_goes_with_it() {
    let dir = tempfile::tempdir().unwrap();
    let root = std::env::current_dir().unwrap();
    let log = root.join("sample_graphs/diff/fusion_default/trace.log");
    let f = dir.path().join("s.toml");
    let write = |extra: &str| {
        std::fs::write(
            &f,
            format!("[graph]\npath = {log:?}\n[[expect]]\nno_fusion_change = {log:?}\n{extra}"),
        )
        .unwrap();
    };
    write("compiles = [\"0/0\", \"7/0\"]\n");
    let r = run_scenario(&f, Goldens::Check).unwrap();
    assert!(!r.outcomes[0].passed);
    assert!(r.outcomes[0].message.starts_with("no compile 7/0 in "), "{}", r.outcomes[0].message);
    assert!(r.outcomes[0].message.ends_with("(it has: 0/0)"), "{}", r.outcomes[0].message);
    std::fs::write(
        &f,
        format!(
            "[graph]\npath = {log:?}\n[[expect]]\nkernels = 3\ncompiles = [\"0/0\", \"0/0\"]\n"
        ),
    )
    .unwrap();
    let e = run_scenario(&f, Goldens::Check).unwrap_err();
    assert!(e.msg.contains("compiles goes with no_fusion_change"), "{e}");
}
