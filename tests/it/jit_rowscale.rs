//! The single-row template's int8 row-scale path (`f32(q) * s[n]` cut from 16-byte windows with
//! the scale pre-multiplied by 2^-24): bit for bit the interpreter's result, including scales
//! where the pre-multiplied scale is inexact and the kernel must take its generic loop.
use quantbench::interp::{self, Tensor};
use quantbench::ir::DType;
use quantbench::kernel::exec::{run_jit, JitOptions};
use quantbench::kernel::runtime::Step;
use quantbench::sched::Policy;

/// x[1, K] @ (f32(w[N, K]) * s[N, 1]).T, as the corpus' perf_int8_woq_decode writes it.
fn decode_graph(n: usize, k: usize) -> String {
    format!(
        r#"class <lambda>(torch.nn.Module):
    def forward(self, arg0_1: "i8[{n}, {k}]", arg1_1: "f32[{n}]", arg2_1: "f32[1, {k}]"):
        subgraph0 = self.subgraph0
        invoke_quant_1: "f32[{n}, {k}]" = torch.ops.higher_order.invoke_quant(subgraph0, arg0_1, arg1_1, scheme = 'int8_woq');  subgraph0 = arg0_1 = arg1_1 = None
        permute: "f32[{k}, {n}]" = torch.ops.aten.permute.default(invoke_quant_1, [1, 0]);  invoke_quant_1 = None
        mm: "f32[1, {n}]" = torch.ops.aten.mm.default(arg2_1, permute);  arg2_1 = permute = None
        return (mm,)

    class subgraph0(torch.nn.Module):
        def forward(self, arg0_1: "i8[{n}, {k}]", arg1_1: "f32[{n}]"):
            convert_element_type: "f32[{n}, {k}]" = torch.ops.prims.convert_element_type.default(arg0_1, torch.float32);  arg0_1 = None
            unsqueeze: "f32[{n}, 1]" = torch.ops.aten.unsqueeze.default(arg1_1, 1);  arg1_1 = None
            mul: "f32[{n}, {k}]" = torch.ops.aten.mul.Tensor(convert_element_type, unsqueeze);  convert_element_type = unsqueeze = None
            return mul
"#
    )
}

fn inputs(n: usize, k: usize, scales: &[f32]) -> Vec<Tensor> {
    let w: Vec<i64> = (0..n * k).map(|i| ((i * 37 + 11) % 256) as i64 - 128).collect();
    let x: Vec<f32> = (0..k).map(|i| ((i * 13) % 29) as f32 / 7.0 - 2.0).collect();
    vec![
        Tensor::from_i64(DType::I8, vec![n, k], &w).unwrap(),
        Tensor::from_f32(vec![n], scales.to_vec()).unwrap(),
        Tensor::from_f32(vec![1, k], x).unwrap(),
    ]
}

/// Runs the JIT with the kernels' CLIF kept; returns the outputs' bits, the interpreter's bits
/// and the matmul kernel's CLIF.
fn run(n: usize, k: usize, scales: &[f32]) -> (Vec<u32>, Vec<u32>, String) {
    let doc = quantbench::import::fx::parse_fx(&decode_graph(n, k), "test").unwrap();
    let graph = doc.stages[0].graph().unwrap();
    let ins = inputs(n, k, scales);
    let mut opt = JitOptions { policy: Policy::Workbench, threads: 2, warmup: 0, runs: 1, ..JitOptions::default() };
    opt.codegen.keep_clif = true;
    let r = run_jit(graph, &ins, &opt).unwrap();
    let want = interp::run_graph(graph, &ins).unwrap();
    let bits = |t: &Tensor| -> Vec<u32> { t.to_f64_vec().iter().map(|x| (*x as f32).to_bits()).collect() };
    let clif = r
        .compiled
        .program
        .steps
        .iter()
        .find_map(|s| match s {
            Step::Jit { kernel, .. } if s.fx_nodes().iter().any(|f| f == "mm") => Some(kernel.clif.clone()),
            _ => None,
        })
        .expect("a JIT kernel covers mm");
    (bits(&r.outputs[0]), bits(&want[0]), clif)
}

#[test]
fn row_scale_path_is_taken_and_matches_the_interpreter_bit_for_bit() {
    let (n, k) = (12, 100);
    let scales: Vec<f32> = (0..n).map(|i| 0.003 + i as f32 * 1.7e-4).collect();
    let (got, want, clif) = run(n, k, &scales);
    if cfg!(target_arch = "x86_64") {
        assert!(clif.contains("x86_pshufb"), "the row-scale path was not compiled:\n{clif}");
    }
    assert_eq!(got, want);
}

#[test]
fn scales_whose_scaled_copy_is_inexact_take_the_generic_loop_and_still_match() {
    // 2^-24 · s is subnormal for these, so (q · 2^24) · (s · 2^-24) would round differently
    // from the dequantized weight; NaN, infinities, zero and negative scales ride along.
    let (n, k) = (12, 64);
    let scales = [1.234_567e-35, 0.01, -3.3e-36, f32::NAN, 0.02, 0.0, f32::INFINITY, -0.015, f32::NEG_INFINITY, 7.0e-33, -0.0, 1.0e30];
    let (got, want, _) = run(n, k, &scales);
    assert_eq!(got.len(), want.len());
    for (i, (g, w)) in got.iter().zip(&want).enumerate() {
        let (g, w) = (f32::from_bits(*g), f32::from_bits(*w));
        assert!(g.to_bits() == w.to_bits() || (g.is_nan() && w.is_nan()), "column {i}: JIT {g:e}, interpreter {w:e}");
    }
}
