//! The three policies on the graphs the acceptance names: the GPU `test_prologue` fixture (with
//! and without invoke_quant), and the workbench's dequant prologues.
use quantbench::import::inductor_ir::parse_ir_dump;
use quantbench::ir::Graph;
use quantbench::lower::{OperationKind, lower};
use quantbench::sched::{
    Config, CostModel, Event, Policy, compare::compare, schedule, schedule_lowered,
};
use std::path::Path;

fn graph(path: &str) -> Graph {
    let doc = quantbench::import::load_path(Path::new(path)).unwrap();
    doc.stages.last().unwrap().graph().unwrap().clone()
}

const PROLOGUE: &str = "sample_graphs/fixtures-gpu/03_post_grad_graph_test_prologue_cuda.txt";

/// The `cannot fuse ...` lines of one variant in `06_fusion_logs_prologue_variants.txt`.
fn fixture_rejections(variant: &str) -> Vec<String> {
    let text =
        std::fs::read_to_string("sample_graphs/fixtures-gpu/06_fusion_logs_prologue_variants.txt")
            .unwrap();
    let body = text.split("##### variant: ").find(|b| b.starts_with(variant)).unwrap();
    let mut v: Vec<String> = vec![];
    for l in body
        .lines()
        .filter_map(|l| l.split("] ").nth(1))
        .filter(|l| l.starts_with("cannot fuse op"))
    {
        if !v.iter().any(|x| x == l) {
            v.push(l.to_string());
        }
    }
    v
}

#[test]
fn gpu_invoke_quant_prologue_passes_the_heuristics_and_is_benchmark_gated() {
    let s = schedule(
        &graph(PROLOGUE),
        Policy::InductorGpu,
        Config { max_autotune: true, ..Config::default() },
        Box::new(CostModel::default()),
    )
    .unwrap();
    assert!(s.lowered.invoke_quant_ops.contains("op0"));
    assert!(s.log.rejections().is_empty(), "{:?}", s.log.rejections());
    let bench: Vec<&Event> =
        s.log.events.iter().filter(|e| matches!(e, Event::Benchmark { .. })).collect();
    assert_eq!(bench.len(), 1, "the prologue is decided by the benchmark oracle");
    let Event::Benchmark { fused, message, .. } = bench[0] else { unreachable!() };
    assert!(
        *fused
            && message.starts_with(
                "can fuse (benchmark): fusing OrderedSet(['buf0']) with OrderedSet(['buf1']) cause "
            ),
        "{message}"
    );
    // The groups are those of the GPU run (05_ir_post_fusion_test_prologue_lowprec.txt).
    let post = parse_ir_dump(
        &std::fs::read_to_string(
            "sample_graphs/fixtures-gpu/05_ir_post_fusion_test_prologue_lowprec.txt",
        )
        .unwrap(),
        "05",
    )
    .unwrap();
    // Its pre-fusion nodes too: on GPU the loops stay unmerged (`{p0: 64, p1: 64}`) and the
    // deps unnormalized (`MemoryDep('buf0', 64*d0 + d1, {d0: 64, d1: 64})`) until fusion ends.
    let pre = parse_ir_dump(
        &std::fs::read_to_string("sample_graphs/fixtures-gpu/04_ir_pre_fusion_test_prologue.txt")
            .unwrap(),
        "04",
    )
    .unwrap();
    let c = compare(&s, Some(&pre), Some(&post));
    assert!(c.all_agree() && c.groups_agree == 1 && c.nodes_agree == 2, "{:?}", c.differences);
}

#[test]
fn gpu_plain_prologue_is_rejected_with_inductors_reasons() {
    let mut l = lower(
        &graph(PROLOGUE),
        &Policy::InductorGpu.lower_options_for(&Config { max_autotune: true, ..Config::default() }),
    )
    .unwrap();
    // The `plain` variant: the same pointwise prologue without the invoke_quant tag.
    l.invoke_quant_ops.clear();
    l.low_precision_codegen_ops.clear();
    let s =
        schedule_lowered(l, Policy::InductorGpu, Config::default(), Box::new(CostModel::default()));
    let ours: Vec<String> = s.log.rejections().iter().map(|r| r.to_string()).collect();
    let expected = fixture_rejections("plain");
    assert_eq!(
        expected,
        [
            "cannot fuse op0 with op1: prologue fusion will not increase amount of bytes read in kernel",
            "cannot fuse op1 with op0: node1 must go before node2"
        ]
    );
    for e in &expected {
        assert!(ours.contains(e), "missing `{e}` in {ours:?}");
    }
    assert_eq!(s.groups.len(), 2);
}

/// Every invoke_quant output that a matmul template reads ends up in the template's group.
fn assert_dequant_prologues_fused(case: &str) {
    let s = schedule(
        &graph(&format!("sample_graphs/{case}/post_grad.txt")),
        Policy::Workbench,
        Config::default(),
        Box::new(CostModel::default()),
    )
    .unwrap();
    let mut checked = 0;
    for op in &s.lowered.operations {
        let OperationKind::Template { inputs, .. } = &op.kind else { continue };
        for producer in
            s.lowered.operations.iter().filter(|p| s.lowered.invoke_quant_ops.contains(&p.name))
        {
            if producer.outputs.iter().any(|o| inputs.contains(o)) {
                let g = s.groups.iter().find(|g| g.members.contains(&op.name)).unwrap();
                assert!(
                    g.members.contains(&producer.name),
                    "{case}: {} not fused into {} ({:?})",
                    producer.name,
                    op.name,
                    g.members
                );
                checked += 1;
            }
        }
    }
    assert!(checked > 0, "{case}: no dequant feeds a matmul");
}

#[test]
fn workbench_fuses_every_dequant_into_its_matmul() {
    for case in [
        "int8_woq_linear_relu",
        "llama_mlp_int8",
        "int4_asym_bf16_lowprec",
        "test_pattern_matching_nf4",
        "decoder_2layer_nf4",
    ] {
        assert_dequant_prologues_fused(case);
    }
}

#[test]
fn cpu_log_explains_rejections_word_for_word() {
    let s = schedule(
        &graph("sample_graphs/decoder_2layer_nf4/post_grad.txt"),
        Policy::InductorCpu,
        Config::default(),
        Box::new(CostModel::default()),
    )
    .unwrap();
    let r = s.log.rejections();
    assert!(r.iter().any(|x| x.ends_with(": intermediate nodes between node1 & node2")), "{r:?}");
    assert!(r.iter().all(|x| x.starts_with("cannot fuse op")));
    assert!(s.log.rounds() >= 2);
}

#[test]
fn stepping_through_llama_reaches_a_rejection_with_its_reason() {
    let s = schedule(
        &graph("sample_graphs/llama_mlp_int8/post_grad.txt"),
        Policy::Workbench,
        Config::default(),
        Box::new(CostModel::default()),
    )
    .unwrap();
    let mut st = quantbench::sched::stepper::FusionStepper::from_log(&s.log);
    assert!(st.decisions.len() > 10);
    let d = st.next_rejection().unwrap().clone();
    assert!(
        d.reason
            .as_deref()
            .unwrap()
            .starts_with(&format!("cannot fuse {} with {}: ", d.node1, d.node2))
    );
    st.step_back();
    assert!(st.cursor < st.decisions.len());
    // Fused candidates carry their score parts and the group they became.
    let fused = st.decisions.iter().find(|d| d.fused_into.is_some()).unwrap();
    assert!(fused.score.is_some() && fused.phase == "try");
    // The group holding the first dequant covers FX nodes inside its invoke_quant subgraph.
    let origins = quantbench::sched::stepper::group_origins(&s);
    let (_, fx) = origins.iter().find(|(g, _)| g.split('_').any(|m| m == "op2")).unwrap();
    assert!(
        fx.iter().any(|n| n.starts_with("subgraph0.")) && fx.iter().any(|n| n == "mm"),
        "{fx:?}"
    );
}
