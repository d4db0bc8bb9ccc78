//! The issue's acceptance on the real PyTorch graphs in `sample_graphs/`: a port of
//! test_invoke_quant.py::test_pattern_matching, both subgraphs of test_multiple, the long-hand
//! uint4x2 pattern, the wrap-into-invoke_quant rewrite with undo/redo, and refusals.
use quantbench::ir::{Graph, OpKind};
use quantbench::pattern::RewriteError;
use quantbench::pattern::{
    AttemptText, FileEntry, Outcome, PassOptions, PassReport, PatternEntry, PatternMatcherPass,
    Trace, builtin_entries, parse_pattern, parse_pattern_file, pass_from,
};
use quantbench::session::{RewriteAtError, Session};
use std::path::Path;

fn load(rel: &str) -> Session {
    let p = Path::new(env!("CARGO_MANIFEST_DIR")).join("sample_graphs").join(rel);
    Session::new(quantbench::import::load_path(&p).unwrap_or_else(|e| panic!("{e}")))
}

fn builtin(name: &str) -> FileEntry {
    builtin_entries()
        .unwrap()
        .into_iter()
        .find(|e| e.entry.name == name)
        .unwrap_or_else(|| panic!("no builtin {name}"))
}

/// Every attempt of a report as text, read against the session's graph.
fn texts(pass: &PatternMatcherPass, r: &PassReport, s: &Session) -> Vec<AttemptText> {
    let t = Trace::new(pass, r, s.graph());
    r.attempts.iter().map(|a| t.text(a)).collect()
}

fn pass_of(texts: &[(&str, &str)]) -> PatternMatcherPass {
    let mut p = PatternMatcherPass::new();
    for (name, text) in texts {
        let entry = PatternEntry {
            name: name.to_string(),
            source: text.to_string(),
            pattern: parse_pattern(text).unwrap(),
            extra_checks: vec![],
            replacement: None,
            wrap: None,
        };
        p.register(entry, false).unwrap();
    }
    p
}

#[test]
fn nf4_matches_the_seed_pattern_once_and_no_scheme_fails_on_scheme() {
    let pass = pass_from(&[builtin("invoke_quant_nf4_mm")]).unwrap();
    let mut s = load("test_pattern_matching_nf4/post_grad.txt");
    let r = s.run_pass(&pass, PassOptions::default(), "match");
    assert_eq!(r.counts(0), (1, 0));
    let a = &texts(&pass, &r, &s)[0];
    assert_eq!(
        (a.anchor.as_str(), a.nodes.clone(), a.args.clone()),
        ("mm", vec!["invoke_quant_1".to_string(), "mm".into()], vec!["arg2_1".to_string()])
    );

    let mut s = load("test_pattern_matching_no_scheme/post_grad.txt");
    let r = s.run_pass(&pass, PassOptions::default(), "match");
    assert_eq!(r.counts(0), (0, 1));
    let a = &texts(&pass, &r, &s)[0];
    assert_eq!(a.outcome, Outcome::Failed);
    assert_eq!(a.kind.as_deref(), Some("constant_args"));
    assert_eq!(a.failed_arg.as_deref(), Some("scheme"));
    assert_eq!(a.failed_node.as_deref(), Some("invoke_quant_1"));
    assert_eq!(a.reason.as_deref(), Some("constant_args: invoke_quant_1 None!='nf4'"));
    assert_eq!(
        a.failing_pattern.as_deref(),
        Some("CallFunction(invoke_quant, *, *, *, scheme=nf4)")
    );
}

#[test]
fn both_subgraphs_of_test_multiple_match_independently() {
    let mut s = load("fixtures-gpu/01_post_grad_graph_test_multiple_cpu.txt");
    let pass = pass_of(&[
        (
            "iq",
            r#"CallFunction(higher_order.invoke_quant, KeywordArg("subgraph"), Arg(), Arg(), scheme="nf4")"#,
        ),
        (
            "body",
            r#"CallFunction(aten.add.Tensor, CallFunction(aten.mul.Tensor, Arg(), KeywordArg("y")), KeywordArg("y"))"#,
        ),
    ]);
    let r = s.run_pass(&pass, PassOptions { apply: false, subgraphs: true }, "match");
    let t = texts(&pass, &r, &s);
    let iq: Vec<_> = t.iter().filter(|a| a.pattern == "iq").collect();
    assert_eq!(iq.len(), 2);
    // Reverse program order: invoke_quant_3 is visited first.
    assert_eq!(iq[0].anchor, "invoke_quant_3");
    assert_eq!(iq[0].kwargs["subgraph"], "subgraph1");
    assert_eq!(iq[1].kwargs["subgraph"], "subgraph0");
    assert!(iq.iter().all(|a| a.outcome == Outcome::Matched));
    let body: Vec<_> = t
        .iter()
        .filter(|a| a.pattern == "body" && a.outcome == Outcome::Matched)
        .map(|a| a.graph.as_str())
        .collect();
    assert_eq!(body, vec!["subgraph0", "subgraph1"]);
    // The top-level add (of two invoke_quants) is attempted and fails on the mul.
    let top = t.iter().find(|a| a.pattern == "body" && a.graph.is_empty()).unwrap();
    assert_eq!(top.kind.as_deref(), Some("function_mismatch"));
}

#[test]
fn long_hand_uint4x2_matches_the_plain_graph_only() {
    let pass = pass_from(&[builtin("uint4x2_mixed_mm")]).unwrap();
    let mut s = load("uint4x2_mixed_mm_plain/post_grad.txt");
    let r = s.run_pass(&pass, PassOptions::default(), "match");
    assert_eq!(r.counts(0), (1, 0));
    let a = &texts(&pass, &r, &s)[0];
    assert_eq!(a.nodes, ["bitwise_and", "cat", "view", "convert_element_type", "sub", "mm"]);
    assert_eq!(a.kwargs["mat2_mm_shape"], "[-1, 256]");
    assert_eq!(a.kwargs["mat2_dtype"], "torch.float32");

    let mut s = load("uint4x2_mixed_mm_iq/post_grad.txt");
    let r = s.run_pass(&pass, PassOptions::default(), "match");
    assert_eq!(r.counts(0), (0, 1));
    let a = &texts(&pass, &r, &s)[0];
    assert_eq!(a.kind.as_deref(), Some("function_mismatch"));
    assert_eq!(a.failed_node.as_deref(), Some("invoke_quant_1"));

    // Inductor's own guard wants CUDA: structurally matched, refused by the extra check.
    let mut cuda = builtin("uint4x2_mixed_mm");
    cuda.entry.extra_checks = vec!["cuda_and_enabled_mixed_mm_and_not_int8".into()];
    let mut s = load("uint4x2_mixed_mm_plain/post_grad.txt");
    let pass = pass_from(&[cuda]).unwrap();
    let r = s.run_pass(&pass, PassOptions::default(), "match");
    let a = &texts(&pass, &r, &s)[0];
    assert_eq!(a.outcome, Outcome::ExtraCheckFailed);
    assert_eq!(
        a.reason.as_deref(),
        Some("extra_check failed: cuda_and_enabled_mixed_mm_and_not_int8")
    );
}

#[test]
fn int8_woq_pattern_finds_every_weight_only_mm() {
    let pass = pass_from(&[builtin("int8_woq_mm")]).unwrap();
    let mut s = load("int8_woq_linear_relu/post_grad.txt");
    assert_eq!(s.run_pass(&pass, PassOptions::default(), "match").counts(0), (1, 0));
    let mut s = load("llama_mlp_int8/post_grad.txt");
    let r = s.run_pass(&pass, PassOptions::default(), "match");
    assert_eq!(r.counts(0).0, 2, "{:#?}", r.attempts);
}

#[test]
fn a_rewrite_with_subgraphs_does_not_match_the_body_it_brings_in() {
    // The wrap rewrite moves the dequant chain into a new subgraph; matching that body again
    // would wrap it again, forever (this overflowed the stack).
    let pass = pass_from(&[builtin("wrap_uint4x2_dequant")]).unwrap();
    let mut s = load("uint4x2_mixed_mm_plain/post_grad.txt");
    let r = s.run_pass(&pass, PassOptions { apply: true, subgraphs: true }, "wrap");
    assert_eq!(r.applied, 1);
    assert_eq!(r.graphs, [""]);
    s.graph().unwrap().verify().unwrap();
}

fn call_targets(g: &Graph) -> Vec<String> {
    g.nodes.iter().filter(|n| n.op == OpKind::CallFunction).map(|n| n.target.clone()).collect()
}

#[test]
fn wrap_rewrite_turns_the_long_hand_chain_into_invoke_quant_with_undo() {
    let pass = pass_from(&[builtin("wrap_uint4x2_dequant")]).unwrap();
    let mut s = load("uint4x2_mixed_mm_plain/post_grad.txt");
    let before = s.graph().unwrap().clone();
    let r = s.run_pass(&pass, PassOptions { apply: true, subgraphs: false }, "wrap");
    assert_eq!(r.applied, 1, "{:#?}", r.attempts);
    let after = s.graph().unwrap().clone();
    after.verify().unwrap();
    // The same structure PyTorch produced for the program written with invoke_quant.
    let iq = load("uint4x2_mixed_mm_iq/post_grad.txt");
    let want = iq.graph().unwrap();
    assert_eq!(call_targets(&after), call_targets(want));
    assert_eq!(
        call_targets(&after.subgraphs["subgraph0"]),
        call_targets(&want.subgraphs["subgraph0"])
    );
    let node = after.nodes.iter().find(|n| n.is_invoke_quant()).unwrap();
    assert_eq!(node.scheme(), Some("uint4x2"));
    assert_eq!(node.meta.tensor().map(|t| t.type_str()), Some("f32[128, 256]".into()));
    // The burned-in constants.
    let sg = &after.subgraphs["subgraph0"];
    assert_eq!(sg.placeholders().count(), 1);
    let view = &sg.nodes[sg.find("view").unwrap().idx()];
    assert_eq!(
        view.args[1],
        quantbench::ir::Arg::List(vec![
            quantbench::ir::Arg::Int(-1),
            quantbench::ir::Arg::Int(256)
        ])
    );

    // Now the 3-line pattern finds it.
    let short = pass_of(&[(
        "short",
        r#"CallFunction(aten.mm, Arg(), CallFunction(higher_order.invoke_quant, Ignored(), Arg(), scheme="uint4x2"))"#,
    )]);
    assert_eq!(s.run_pass(&short, PassOptions::default(), "m").counts(0), (1, 0));

    assert_eq!(s.steps().len(), 1);
    assert!(s.undo());
    assert_eq!(s.graph().unwrap(), &before);
    assert!(!s.undo());
    assert!(s.redo());
    assert_eq!(s.graph().unwrap(), &after);
    assert_eq!(s.steps()[0].before.as_ref(), &before);
}

#[test]
fn a_replacement_that_would_break_the_graph_is_refused_and_nothing_changes() {
    // Two outputs: the replacement goes before the earlier one (invoke_quant_2) but uses
    // invoke_quant_3, defined after it.
    let toml = r#"
[[pattern]]
name = "breaks"
pattern = '''
iqp = CallFunction(higher_order.invoke_quant, Ignored(), KeywordArg("x"), KeywordArg("y"), scheme="nf4")
MultiOutputPattern([iqp, CallFunction(aten.add.Tensor, iqp, KeywordArg("other"))])
'''
replacement = '''
class <lambda>(torch.nn.Module):
    def forward(self, x, y, other):
        mul = torch.ops.aten.mul.Tensor(other, x)
        return (mul, mul)
'''
"#;
    let entries = parse_pattern_file(toml, "t.toml").unwrap();
    let pass = pass_from(&entries).unwrap();
    let mut s = load("fixtures-gpu/01_post_grad_graph_test_multiple_cpu.txt");
    let before = s.graph().unwrap().clone();
    let r = s.run_pass(&pass, PassOptions { apply: true, subgraphs: false }, "breaks");
    let t = texts(&pass, &r, &s);
    let refused: Vec<_> = t.iter().filter(|a| a.outcome == Outcome::Refused).collect();
    assert_eq!(refused.len(), 1, "{:#?}", r.attempts);
    assert!(
        refused[0]
            .reason
            .as_deref()
            .unwrap()
            .starts_with("the rewritten graph would be broken: node `mul` uses `invoke_quant_3`"),
        "{:?}",
        refused[0].reason
    );
    assert_eq!(r.applied, 0);
    assert_eq!(s.graph().unwrap(), &before);
    assert!(s.steps().is_empty());

    let entry = &entries[0].entry;
    let err = s.rewrite_at(entry, "invoke_quant_2").unwrap_err();
    assert!(matches!(err, RewriteAtError::Rewrite(_)), "{err:?}");
    assert!(err.to_string().contains("would be broken"), "{err}");
    assert_eq!(s.graph().unwrap(), &before);

    // A replacement naming a value the pattern does not capture.
    let toml = toml.replace("forward(self, x, y, other)", "forward(self, x, y, other, nope)");
    let entries = parse_pattern_file(&toml, "t.toml").unwrap();
    let err = s.rewrite_at(&entries[0].entry, "invoke_quant_2").unwrap_err();
    assert!(matches!(err, RewriteAtError::Rewrite(RewriteError::Unbound(..))), "{err:?}");
    assert!(err.to_string().starts_with("replacement placeholder `nope` is not captured"), "{err}");
}

#[test]
fn match_cli_prints_one_line_per_pattern_and_writes_the_trace() {
    use quantbench::cli::matching::{Args, run};
    let dir = tempfile::tempdir().unwrap();
    let trace = dir.path().join("t.json");
    let out = dir.path().join("o.txt");
    let file = Path::new(env!("CARGO_MANIFEST_DIR"))
        .join("sample_graphs/uint4x2_mixed_mm_plain/post_grad.txt");
    // In-process: the shared build directory's `quantbench` binary may be another worktree's.
    let code = run(Args {
        graph: quantbench::cli::graph::GraphArgs::new(file.clone()),
        patterns: vec!["builtin".into()],
        apply: true,
        subgraphs: false,
        trace: Some(trace.clone()),
        output: Some(out.clone()),
    })
    .unwrap();
    assert_eq!(code, 0);

    let entries = builtin_entries().unwrap();
    let pass = pass_from(&entries).unwrap();
    let mut s = load("uint4x2_mixed_mm_plain/post_grad.txt");
    let report = s.run_pass(&pass, PassOptions { apply: true, subgraphs: false }, "match");
    assert_eq!(
        report.summary(&pass, true),
        [
            "invoke_quant_nf4_mm: 0 matched, 1 failed attempts",
            "int8_woq_mm: 0 matched, 1 failed attempts",
            "uint4x2_mixed_mm: 1 matched, 0 failed attempts",
            "wrap_uint4x2_dequant: 1 matched, 0 failed attempts",
            "applied 1 rewrite(s)",
        ]
    );
    let json: serde_json::Value =
        serde_json::from_str(&std::fs::read_to_string(&trace).unwrap()).unwrap();
    assert_eq!(json["applied"], 1);
    assert_eq!(json["attempts"].as_array().unwrap().len(), 4);
    let text = std::fs::read_to_string(&out).unwrap();
    assert!(
        text.contains("torch.ops.higher_order.invoke_quant(subgraph0, arg0_1, scheme = 'uint4x2')"),
        "{text}"
    );
    let reread = quantbench::import::fx::parse_fx(&text, "o.txt").unwrap();
    reread.stages[0].graph().unwrap().verify().unwrap();

    let bad = run(Args {
        graph: quantbench::cli::graph::GraphArgs::new(file),
        patterns: vec!["/nonexistent/p.toml".into()],
        apply: false,
        subgraphs: false,
        trace: None,
        output: None,
    });
    assert!(bad.is_err());
}

#[test]
fn wrap_rewrite_keeps_the_interpreter_output() {
    use quantbench::interp::{Tolerance, compare_with, io, run_graph};
    let root = Path::new(env!("CARGO_MANIFEST_DIR")).join("sample_graphs/uint4x2_mixed_mm_plain");
    let file = io::load_safetensors(&root.join("io.safetensors")).unwrap();
    let mut s = load("uint4x2_mixed_mm_plain/post_grad.txt");
    let before = s.graph().unwrap().clone();
    let inputs = io::inputs_by_name(&before, &file).unwrap();
    let want = run_graph(&before, &inputs).unwrap();
    let pass = pass_from(&[builtin("wrap_uint4x2_dequant")]).unwrap();
    assert_eq!(s.run_pass(&pass, PassOptions { apply: true, subgraphs: false }, "wrap").applied, 1);
    let got = run_graph(s.graph().unwrap(), &inputs).unwrap();
    assert_eq!(got.len(), want.len());
    // The same ops in the same order: bit for bit, not just within tolerance.
    let exact = Tolerance { rtol: 0.0, atol: 0.0, equal_nan: true };
    let c = compare_with(&got[0], &want[0], exact);
    assert!(c.passed && c.mismatched == 0, "{c:?}");
    // And both agree with PyTorch's eager output.
    let eager = &file["output_0"];
    assert!(quantbench::interp::compare(&got[0], eager).passed);
}
