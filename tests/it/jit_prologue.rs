//! Prologue fusion on real graphs: under `workbench` every invoke_quant dequant that feeds a
//! matmul is computed inside the matmul kernel's k-loop from the quantized weight, so the kernel
//! reads the int8 buffer and the f32 weight is never allocated nor written. Under
//! `inductor-cpu` the same graph materializes it (the contrast keeps the test honest).
use quantbench::interp::{self, Tensor};
use quantbench::kernel::runtime::Step;
use quantbench::lower::OperationKind;
use quantbench::pipeline::{JitOptions, JitRun, check_against_interpreter, run_jit};
use quantbench::sched::{Config, CostModel, Policy, schedule};
use std::collections::HashMap;
use std::path::Path;

struct Weight {
    /// The dequantized f32 weight buffer the matmul reads (`buf2`).
    f32_buf: String,
    /// The quantized placeholder it is computed from (`arg2_1`).
    int8_input: String,
    /// The matmul's FX node (`mm`).
    mm_node: String,
}

fn load(dir: &Path) -> (quantbench::ir::Graph, Vec<Tensor>) {
    let doc = quantbench::import::load_path(&dir.join("post_grad.txt")).unwrap();
    let graph = doc.stages.last().unwrap().graph().unwrap().clone();
    let io = dir.join("io.safetensors");
    let inputs = if io.exists() {
        interp::io::inputs_by_name(&graph, &interp::io::load_safetensors(&io).unwrap()).unwrap()
    } else {
        interp::io::generate_inputs(&graph, 0, &HashMap::new(), Default::default()).unwrap()
    };
    (graph, inputs)
}

/// The invoke_quant weights of every matmul in the lowered graph.
fn quantized_weights(graph: &quantbench::ir::Graph) -> Vec<Weight> {
    let s = schedule(graph, Policy::Workbench, Config::default(), Box::new(CostModel::default()))
        .unwrap();
    let l = &s.lowered;
    let mut v = vec![];
    for op in &l.operations {
        let OperationKind::Template { inputs, .. } = &op.kind else { continue };
        let Some(w) = inputs.last() else { continue };
        let Some(producer) = l.operations.iter().find(|o| o.outputs.contains(w)) else { continue };
        if !l.invoke_quant_ops.contains(&producer.name) {
            continue;
        }
        let int8 = l.graph_inputs.iter().find(|b| b.layout.dtype == quantbench::ir::DType::I8 && producer.body().is_some_and(|b2| b2.loop_body.ops.iter().any(|o| matches!(&o.kind, quantbench::ir::loop_body::LoopOpKind::Load { buf, .. } if *buf == b.name))));
        let mm = op.origins.iter().find(|o| !o.contains('.')).cloned().unwrap_or_default();
        v.push(Weight {
            f32_buf: w.clone(),
            int8_input: int8.map(|b| b.name.clone()).unwrap_or_default(),
            mm_node: mm,
        });
    }
    v
}

fn run(graph: &quantbench::ir::Graph, inputs: &[Tensor], policy: Policy) -> JitRun {
    let opt = JitOptions { policy, threads: 2, warmup: 0, runs: 1, ..JitOptions::default() };
    let r = run_jit(graph, inputs, &opt).unwrap();
    for c in check_against_interpreter(graph, inputs, &r.outputs).unwrap() {
        assert!(c.passed, "{policy:?}: JIT differs from the interpreter: {c:?}");
    }
    r
}

fn check_case(dir: &str, n_weights: usize) {
    let (graph, inputs) = load(Path::new(dir));
    let weights = quantized_weights(&graph);
    assert_eq!(weights.len(), n_weights, "{dir}: matmuls with an invoke_quant weight");
    let fused = run(&graph, &inputs, Policy::Workbench);
    let p = &fused.compiled.program;
    for w in &weights {
        assert!(!w.int8_input.is_empty() && !w.mm_node.is_empty());
        let step = p.steps.iter().find(|s| s.fx_nodes().contains(&w.mm_node)).unwrap();
        let Step::Jit { kernel, .. } = step else {
            panic!("{dir}: {} is not a JIT kernel", w.mm_node)
        };
        let slots: Vec<&str> = kernel.slots.iter().map(|s| s.name.as_str()).collect();
        assert!(
            slots.contains(&w.int8_input.as_str()),
            "{dir}: the {} kernel does not read {}: {slots:?}",
            w.mm_node,
            w.int8_input
        );
        assert!(
            !slots.contains(&w.f32_buf.as_str()),
            "{dir}: the {} kernel reads the f32 weight {}",
            w.mm_node,
            w.f32_buf
        );
        assert!(
            step.fx_nodes().iter().any(|n| n.ends_with(".mul")),
            "{dir}: dequant not covered by {}: {:?}",
            kernel.name,
            step.fx_nodes()
        );
        // No kernel writes it and no storage exists for it.
        for s in &p.steps {
            if let Step::Jit { kernel, .. } = s {
                assert!(
                    kernel.writes.iter().all(|&i| kernel.slots[i].name != w.f32_buf),
                    "{dir}: {} writes {}",
                    kernel.name,
                    w.f32_buf
                );
            }
        }
        assert!(p.buffers.bytes(&w.f32_buf).is_none(), "{dir}: {} has storage", w.f32_buf);
    }
    // Inductor's CPU schedule materializes every dequantized weight: the contrast.
    let unfused = run(&graph, &inputs, Policy::InductorCpu);
    for w in &weights {
        assert!(
            unfused.compiled.program.buffers.bytes(&w.f32_buf).is_some(),
            "{dir}: inductor-cpu did not materialize {}",
            w.f32_buf
        );
    }
}

#[test]
fn llama_mlp_int8_dequant_runs_inside_each_matmul() {
    check_case("sample_graphs/llama_mlp_int8", 3);
}

#[test]
fn perf_int8_woq_decode_never_materializes_the_f32_weight() {
    check_case("sample_graphs/perf/perf_int8_woq_decode", 1);
}
