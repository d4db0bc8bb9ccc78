//! Convolutions under the workbench: a plain f32 convolution is lowered as im2col and the
//! matmul template (`lower::conv`), so every kernel of it is JIT-compiled and its outputs are
//! the interpreter's; under inductor-cpu it stays Inductor's extern (run on the interpreter),
//! and so does a grouped convolution under the workbench.
use quantbench::interp;
use quantbench::pipeline::{JitOptions, check_against_interpreter, run_jit};
use quantbench::sched::Policy;
use std::collections::HashMap;

fn conv(x: &str, w: &str, bias: Option<&str>, out: &str, params: &str) -> quantbench::ir::Graph {
    let (bias_param, bias_arg) = match bias {
        Some(b) => (format!(", arg2_1: \"f32[{b}]\""), "arg2_1"),
        None => (String::new(), "None"),
    };
    let text = format!(
        "class GraphModule(torch.nn.Module):\n    def forward(self, arg0_1: \"f32[{x}]\", arg1_1: \"f32[{w}]\"{bias_param}):\n        convolution: \"f32[{out}]\" = torch.ops.aten.convolution.default(arg0_1, arg1_1, {bias_arg}, {params})\n        return (convolution,)\n"
    );
    quantbench::import::fx::parse_graph(&text, "test").unwrap()
}

/// Whether every kernel computing the convolution was JIT-compiled, after checking the
/// outputs against the interpreter.
fn compiled(g: &quantbench::ir::Graph, policy: Policy) -> bool {
    let inputs = interp::io::generate_inputs(g, 3, &HashMap::new(), Default::default()).unwrap();
    let opt = JitOptions { policy, threads: 2, warmup: 0, runs: 1, ..JitOptions::DEFAULT };
    let run = run_jit(g, &inputs, &opt).unwrap();
    let checks = check_against_interpreter(g, &inputs, &run.outputs).unwrap();
    assert!(checks.iter().all(|c| c.passed), "{policy:?}: {checks:?}");
    let conv: Vec<_> =
        run.kernels.iter().filter(|k| k.fx_nodes.iter().any(|n| n == "convolution")).collect();
    assert!(!conv.is_empty());
    conv.iter().all(|k| k.jit)
}

#[test]
fn plain_convolutions_compile_as_im2col_and_the_matmul_template() {
    let cases = [
        // conv1d: batch 2, stride 2, padding 1, dilation 2, bias.
        conv("2, 3, 10", "4, 3, 3", Some("4"), "2, 4, 4", "[2], [1], [2], False, [0], 1"),
        // conv2d: per-dim stride, padding and dilation, no bias.
        conv(
            "1, 2, 7, 6",
            "3, 2, 3, 2",
            None,
            "1, 3, 4, 4",
            "[2, 1], [1, 0], [1, 2], False, [0, 0], 1",
        ),
        // conv3d, one value for every dim.
        conv(
            "1, 2, 4, 5, 3",
            "2, 2, 2, 2, 2",
            Some("2"),
            "1, 2, 4, 5, 3",
            "[1], [1], [2], False, [0, 0, 0], 1",
        ),
    ];
    for g in &cases {
        assert!(compiled(g, Policy::Workbench), "workbench");
        assert!(!compiled(g, Policy::InductorCpu), "inductor-cpu keeps the extern");
    }
}

#[test]
fn grouped_convolutions_stay_the_extern() {
    let g = conv("1, 4, 8", "4, 2, 3", Some("4"), "1, 4, 6", "[1], [0], [1], False, [0], 2");
    assert!(!compiled(&g, Policy::Workbench));
}

/// What a template fusion's oracle is asked about a convolution's template: the matmul it
/// is (`k` = in-channels x taps, from the operand layouts the template records, not the
/// weight buffer's last dim).
#[test]
fn the_template_of_a_convolution_is_offered_as_its_matmul() {
    use quantbench::sched::config::{BenchQuery, BenchResult, BenchmarkOracle, MatmulShape};
    use quantbench::sched::{Config, schedule};
    use std::sync::{Arc, Mutex};
    struct Asked(Arc<Mutex<Vec<BenchQuery>>>);
    impl BenchmarkOracle for Asked {
        fn name(&self) -> &str {
            "test"
        }
        fn benchmark(&self, q: &BenchQuery) -> Option<BenchResult> {
            self.0.lock().unwrap().push(q.clone());
            Some(BenchResult { ms_template: 1.0, ms_epilogue_or_prologue: 1.0, ms_fused: 1.0 })
        }
    }
    // 2 batches of 3 channels x 10, 4 filters of 3 taps: a [4, 9] x [9, 4] matmul per batch.
    let g = conv("2, 3, 10", "4, 3, 3", Some("4"), "2, 4, 4", "[2], [1], [2], False, [0], 1");
    let asked = Arc::new(Mutex::new(vec![]));
    let config = Config { benchmark_epilogue_fusion: true, ..Config::default() };
    schedule(&g, Policy::Workbench, config, Box::new(Asked(asked.clone()))).unwrap();
    let asked = asked.lock().unwrap();
    let q = asked.iter().find(|q| !q.is_prologue).expect("the bias epilogue was asked about");
    assert_eq!(q.shape, Some(MatmulShape { batch: 2, m: 4, n: 4, k: 9 }));
    assert_eq!(q.template_flops, 2 * 4 * 4 * 9);
}
