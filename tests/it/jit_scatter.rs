//! Scatters in the JIT: an accumulating store through an index adds every value, even where
//! several iterations of one vector step name the same element (a 4-lane load-add-store
//! would keep only one of them).
use quantbench::interp::{self, Tensor};
use quantbench::pipeline::{JitOptions, run_jit};
use quantbench::sched::Policy;

fn graph() -> quantbench::ir::Graph {
    let text = r#"class <lambda>(torch.nn.Module):
    def forward(self, arg0_1: "f32[4][1]cpu", arg1_1: "i64[16][1]cpu", arg2_1: "f32[16][1]cpu"):
        index_put: "f32[4][1]cpu" = torch.ops.aten.index_put.default(arg0_1, [arg1_1], arg2_1, True);  arg0_1 = arg1_1 = arg2_1 = None
        return (index_put,)
"#;
    let doc = quantbench::import::fx::parse_fx(text, "scatter.py").expect("test graph parses");
    doc.stages[0].graph().expect("one stage").clone()
}

#[test]
fn an_accumulating_index_put_adds_repeated_indices_in_one_vector_step() {
    let g = graph();
    let x = Tensor::from_f64(quantbench::ir::DType::F32, vec![4], &[0.0; 4]).unwrap();
    // Every index names element 1 or 2, four in a row: each 4-wide step hits one element.
    let idx: Vec<i64> = (0..16).map(|i| if i < 8 { 1 } else { 2 }).collect();
    let i = Tensor::from_i64(quantbench::ir::DType::I64, vec![16], &idx).unwrap();
    let v = Tensor::from_f64(quantbench::ir::DType::F32, vec![16], &[1.0; 16]).unwrap();
    let inputs = [x, i, v];
    let want = interp::run_graph(&g, &inputs).expect("interpreter");
    assert_eq!(want[0].to_f64_vec(), vec![0.0, 8.0, 8.0, 0.0]);
    for policy in [Policy::InductorCpu, Policy::Workbench] {
        let opt = JitOptions { policy, threads: 2, warmup: 0, runs: 1, ..JitOptions::default() };
        let jit = run_jit(&g, &inputs, &opt).expect("JIT run");
        assert_eq!(jit.outputs[0].to_f64_vec(), want[0].to_f64_vec(), "{policy:?}");
    }
}
