//! 20 patterns (the built-ins plus common Inductor shapes) over a generated 100k-node
//! post-grad graph, as one `PatternMatcherPass` recording every attempt. Target: < 100 ms.
#![allow(clippy::unwrap_used, clippy::expect_used)] // benchmarks stop at the first failure
use criterion::{Criterion, criterion_group, criterion_main};
use quantbench::pattern::{
    Outcome, PassOptions, PatternEntry, PatternMatcherPass, builtin_entries, parse_pattern,
};
use std::hint::black_box;

const MORE: &[&str] = &[
    "CallFunction(aten.mm, Arg(), CallFunction(aten.permute.default, Arg(), [1, 0]))",
    "CallFunction(aten.addmm.default, Arg(), Arg(), CallFunction(aten.permute.default, Arg(), [1, 0]))",
    "CallFunction(aten.relu.default, CallFunction(aten.mm, Arg(), Arg()))",
    "CallFunction(aten.add.Tensor, CallFunction(aten.mul.Tensor, Arg(), Arg()), Arg())",
    "CallFunction(aten.mul.Tensor, CallFunction(prims.convert_element_type.default, Arg(), Ignored()), Arg())",
    r#"CallFunction(aten.sub.Tensor, CallFunction(prims.convert_element_type.default, KeywordArg("q"), KeywordArg("dtype")), KeywordArg("zero"))"#,
    "CallFunction(aten.mul.Tensor, Arg(), CallFunction(aten.sigmoid.default, Arg()))",
    "CallFunction(aten.rsqrt.default, CallFunction(aten.add.Tensor, CallFunction(aten.mean.dim, CallFunction(aten.pow.Tensor_Scalar, Arg(), 2), [-1], True), Arg()))",
    "CallFunction(aten.view.default, CallFunction(aten.mm, Arg(), Arg()), Ignored())",
    "CallFunction(aten.permute.default, CallFunction(aten.view.default, Arg(), Ignored()), Ignored())",
    "CallFunction(aten.bmm.default, CallFunction(aten.view.default, Arg(), Ignored()), CallFunction(aten.view.default, Arg(), Ignored()))",
    "CallFunction(aten.cat.default, ListOf(CallFunction(aten.view.default, Arg(), Ignored())), Ignored())",
    "CallFunction(aten.exp.default, CallFunction(aten.sub.Tensor, Arg(), CallFunction(aten.amax.default, Arg(), Ignored(), True)))",
    r#"CallFunction(higher_order.invoke_quant, Ignored(), KeywordArg("w"), KeywordArg("s"), scheme="int8_woq")"#,
    r#"CallFunction(higher_order.invoke_quant, Ignored(), KeywordArg("w"), KeywordArg("a"), KeywordArg("s"), scheme="nf4", _users=MULTIPLE)"#,
    "CallFunction(aten.add.Tensor, Arg(), CallFunction(aten.mm, Arg(), Arg()))",
];

fn patterns() -> PatternMatcherPass {
    let mut pass = PatternMatcherPass::new();
    let builtins = builtin_entries().expect("built-in patterns parse");
    for e in &builtins {
        pass.register(e.entry.clone(), false).expect("registers");
    }
    for (i, src) in MORE.iter().enumerate() {
        let entry = PatternEntry {
            name: format!("p{i}"),
            source: src.to_string(),
            pattern: parse_pattern(src).expect("parses"),
            extra_checks: vec![],
            replacement: None,
            wrap: None,
        };
        pass.register(entry, false).expect("registers");
    }
    assert_eq!(pass.entries().len(), 20);
    pass
}

fn bench(c: &mut Criterion) {
    let graph = quantbench::synth::synthetic_graph(100_000, 7);
    let pass = patterns();
    // Recording only (`apply: false`): the pass never edits the graph, so one copy serves every
    // iteration and the time is the pass alone.
    let mut work = graph.clone();
    let report = pass.apply(&mut work, PassOptions::default());
    let matched = report.attempts.iter().filter(|a| a.outcome == Outcome::Matched).count();
    eprintln!(
        "{} nodes: {} attempts, {matched} matched",
        graph.total_nodes(),
        report.attempts.len()
    );
    assert_eq!(work, graph, "a recording pass leaves the graph as it was");
    let mut g = c.benchmark_group("pattern");
    g.sample_size(20);
    g.bench_function("20_patterns_100k_nodes", |b| {
        b.iter(|| black_box(pass.apply(&mut work, PassOptions::default()).attempts.len()))
    });
    g.bench_function("clone_100k_nodes", |b| b.iter(|| black_box(graph.clone().nodes.len())));
    g.finish();
    apply(c);
}

/// `match --apply` with a replacement on every `mul` (`mul(a, b)` becomes `mul(b, a)`), on
/// generated graphs of three sizes: rewriting must grow with the graph, not its square.
fn apply(c: &mut Criterion) {
    let text = r#"
[[pattern]]
name = "swap_mul"
pattern = 'CallFunction(aten.mul.Tensor, KeywordArg("a"), KeywordArg("b"))'
replacement = '''
class <lambda>(torch.nn.Module):
    def forward(self, a, b):
        mul = torch.ops.aten.mul.Tensor(b, a);  a = b = None
        return mul
'''
"#;
    let entries = quantbench::pattern::parse_pattern_file(text, "swap_mul.toml").expect("parses");
    let pass = quantbench::pattern::pass_from(&entries).expect("registers");
    let mut g = c.benchmark_group("pattern_apply");
    g.sample_size(10);
    for nodes in [3_000, 10_000, 30_000] {
        let graph = quantbench::synth::synthetic_graph(nodes, 7);
        let mut once = graph.clone();
        let applied = pass.apply(&mut once, PassOptions { apply: true, subgraphs: false }).applied;
        eprintln!("{} nodes: {applied} rewrites", graph.total_nodes());
        g.bench_function(format!("swap_every_mul_{nodes}_nodes"), |b| {
            b.iter_batched(
                || graph.clone(),
                |mut work| {
                    black_box(pass.apply(&mut work, PassOptions { apply: true, subgraphs: false }))
                        .applied
                },
                criterion::BatchSize::LargeInput,
            )
        });
    }
    g.finish();
}

criterion_group!(benches, bench);
criterion_main!(benches);
