//! Inductor's fp64 accuracy rule as the JIT's second verdict: an ill-conditioned output that
//! misses the elementwise tolerance is accepted when its error from a float64 run is no worse
//! than the interpreter's own, and a wrong output is still rejected.
use quantbench::interp::{self, Tensor};
use quantbench::pipeline::{JitOptions, check_against_interpreter, run_jit};
use std::collections::HashMap;

fn llama_generated() -> (quantbench::ir::Graph, Vec<Tensor>, Vec<Tensor>) {
    let doc = quantbench::import::load_path(std::path::Path::new(
        "sample_graphs/llama_mlp_int8/post_grad.txt",
    ))
    .unwrap();
    let graph = doc.stages.last().unwrap().graph().unwrap();
    // Uniform [-1, 1) scales make the second matmul's outputs ~1e8 with heavy cancellation.
    let inputs =
        interp::io::generate_inputs(graph, 0, &HashMap::new(), Default::default()).unwrap();
    let r = run_jit(graph, &inputs, &JitOptions { warmup: 0, runs: 1, ..JitOptions::default() })
        .unwrap();
    (graph.clone(), inputs, r.outputs)
}

#[test]
fn an_ill_conditioned_output_passes_by_the_fp64_rule_and_a_wrong_one_does_not() {
    let (graph, inputs, outputs) = llama_generated();
    let c = &check_against_interpreter(&graph, &inputs, &outputs).unwrap()[0];
    // The premise: elementwise, some outputs miss (two f32 orders of a cancelling sum).
    assert!(!c.passed && c.mismatched > 0, "{c:?}");
    let rule = c.fp64.as_ref().expect("an fp64 verdict for a float output that missed");
    assert!(rule.passed && c.accepted(), "{rule:?}");
    assert!(rule.res_rmse > 0.0 && rule.ref_rmse > 0.0);
    assert!(c.verdict().starts_with("ok by Inductor's fp64 rule"), "{}", c.verdict());

    // One output in 1024 off by 1 % of the largest magnitude: far above rounding noise.
    let mut v = outputs[0].to_f64_vec();
    let big = v.iter().fold(0.0f64, |m, x| m.max(x.abs()));
    v[517] += 0.01 * big;
    let wrong = Tensor::from_f64(outputs[0].dtype(), outputs[0].sizes().to_vec(), &v).unwrap();
    let c = &check_against_interpreter(&graph, &inputs, &[wrong]).unwrap()[0];
    assert!(!c.accepted(), "{c:?}");
    assert!(c.verdict().starts_with("FAIL"), "{}", c.verdict());
}

#[test]
fn outputs_within_tolerance_never_run_the_float64_graph() {
    let (graph, inputs, _) = llama_generated();
    let want = interp::run_graph(&graph, &inputs).unwrap();
    let c = &check_against_interpreter(&graph, &inputs, &want).unwrap()[0];
    assert!(c.passed && c.fp64.is_none() && c.verdict() == "ok");
}

#[test]
fn the_float64_graph_widens_float_inputs_only() {
    let (graph, inputs, _) = llama_generated();
    let wide = interp::run_graph_fp64(&graph, &inputs).unwrap();
    assert_eq!(wide[0].dtype(), quantbench::ir::DType::F64);
    let narrow = interp::run_graph(&graph, &inputs).unwrap();
    // Same values to f32 rounding noise relative to the output's scale.
    let (a, b) = (wide[0].to_f64_vec(), narrow[0].to_f64_vec());
    let scale = a.iter().fold(0.0f64, |m, x| m.max(x.abs()));
    assert!(a.iter().zip(&b).all(|(x, y)| (x - y).abs() <= 1e-5 * scale));
}

/// The float64 run is `cast_to_fp64`'s: a bf16 graph's own `convert_element_type(x, bf16)`
/// becomes a float64 one (`cast_dtype_args_to_fp64`), so the run neither narrows the widened
/// values again nor meets a bf16 operand in an `mm` with a float64 weight.
#[test]
fn the_fp64_run_widens_the_graphs_own_casts() {
    let text = r#"class GraphModule(torch.nn.Module):
    def forward(self, x: "f32[2, 3]", w: "bf16[3, 2]"):
        c: "bf16[2, 3]" = torch.ops.prims.convert_element_type.default(x, torch.bfloat16)
        mm: "bf16[2, 2]" = torch.ops.aten.mm.default(c, w)
        return (mm,)
"#;
    let doc = quantbench::import::fx::parse_fx_raw(text, "fp64").unwrap();
    let g = doc.stages[0].graph().unwrap();
    let x = Tensor::from_f64(quantbench::ir::DType::F32, vec![2, 3], &[1.001, 2., 3., 4., 5., 6.])
        .unwrap();
    let w = Tensor::from_f64(quantbench::ir::DType::BF16, vec![3, 2], &[1., 0., 0., 1., 1., 1.])
        .unwrap();
    let wide = interp::run_graph_fp64(g, &[x, w]).unwrap();
    assert_eq!(wide[0].dtype(), quantbench::ir::DType::F64);
    // 1.001 is kept, not rounded to bf16's 1.0.
    assert_eq!(wide[0].to_f64_vec()[0], f64::from(1.001f32) + 3.0);
}
