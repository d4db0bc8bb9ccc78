//! The interpreter against PyTorch: every corpus case with an `io.safetensors` must reproduce
//! the eager outputs within torch.testing's default tolerances, from the post-grad and the
//! pre-grad graph. Graphs without reference outputs (perf shapes, GPU fixtures) must run on
//! generated inputs and produce what their output annotations say.
use quantbench::interp::{self, Tensor};
use quantbench::ir::{Arg, Graph};
use std::collections::HashMap;
use std::path::{Path, PathBuf};

fn sample(rel: &str) -> PathBuf {
    Path::new(env!("CARGO_MANIFEST_DIR")).join("sample_graphs").join(rel)
}

fn graph(path: &Path) -> Graph {
    let doc =
        quantbench::import::load_path(path).unwrap_or_else(|e| panic!("{}: {e}", path.display()));
    doc.stages.last().expect("a stage").graph().unwrap().clone()
}

fn check_case(case: &str) {
    let io =
        interp::io::load_safetensors(&sample(case).join("io.safetensors")).expect("io.safetensors");
    let expected: Vec<&Tensor> = (0..).map_while(|i| io.get(&format!("output_{i}"))).collect();
    assert!(!expected.is_empty(), "{case}: no output_0 in io.safetensors");
    for stage in ["post_grad.txt", "pre_grad.txt"] {
        let g = graph(&sample(case).join(stage));
        let inputs =
            interp::io::inputs_by_name(&g, &io).unwrap_or_else(|e| panic!("{case}/{stage}: {e}"));
        let outs = interp::run_graph(&g, &inputs).unwrap_or_else(|e| panic!("{case}/{stage}: {e}"));
        assert_eq!(outs.len(), expected.len(), "{case}/{stage}: number of outputs");
        for (i, (o, e)) in outs.iter().zip(&expected).enumerate() {
            let c = interp::compare(o, e);
            assert!(c.passed, "{case}/{stage} output_{i}: {c:?}");
        }
    }
}

macro_rules! corpus_cases {
    ($($name:ident),* $(,)?) => { $( #[test] fn $name() { check_case(stringify!($name)); } )* };
}

corpus_cases!(
    decoder_2layer_nf4,
    int4_asym_bf16_highprec,
    int4_asym_bf16_lowprec,
    int8_woq_linear_relu,
    llama_mlp_int8,
    nf4_packed_mm,
    pointwise_chain_no_quant,
    seed_nf4_mul_add,
    test_pattern_matching_nf4,
    test_pattern_matching_no_scheme,
    uint4x2_mixed_mm_iq,
    uint4x2_mixed_mm_plain,
);

/// Runs on seeded inputs and checks each output against the output node's annotation.
fn check_runs(rel: &str) {
    let g = graph(&sample(rel));
    let inputs = interp::io::generate_inputs(&g, 7, &HashMap::new(), Default::default())
        .unwrap_or_else(|e| panic!("{rel}: {e}"));
    let outs = interp::run_graph(&g, &inputs).unwrap_or_else(|e| panic!("{rel}: {e}"));
    let vals = g.output_values();
    assert_eq!(outs.len(), vals.len(), "{rel}");
    for (o, a) in outs.iter().zip(&vals) {
        let Arg::Node(id) = a else { continue };
        let Some(meta) = g.node(*id).meta.tensor() else { continue };
        assert_eq!(o.dtype(), meta.dtype, "{rel}: dtype of {}", g.node(*id).name);
        let shape: Vec<i64> = o.sizes().iter().map(|&s| s as i64).collect();
        assert_eq!(Some(shape), meta.concrete_shape(), "{rel}: shape of {}", g.node(*id).name);
        assert!(o.to_f64_vec().iter().all(|v| v.is_finite()), "{rel}: non-finite output");
    }
}

#[test]
fn perf_graphs_run() {
    for case in
        ["perf_int8_woq_batch8", "perf_int8_woq_decode", "perf_nf4_decode", "perf_pointwise_16m"]
    {
        for stage in ["post_grad.txt", "pre_grad.txt"] {
            check_runs(&format!("perf/{case}/{stage}"));
        }
    }
}

#[test]
fn gpu_fixture_graphs_run_on_cpu() {
    for f in [
        "01_post_grad_graph_test_multiple_cpu.txt",
        "03_post_grad_graph_test_prologue_cuda.txt",
        "13_post_grad_graph_fn_no_match_scheme_None.txt",
    ] {
        check_runs(&format!("fixtures-gpu/{f}"));
    }
}

#[test]
fn unsupported_op_is_an_error_naming_op_and_node() {
    let text = "class <lambda>(torch.nn.Module):\n    def forward(self, arg0_1: \"f32[4]\"):\n        fft: \"f32[4]\" = torch.ops.aten.fft_r2c.default(arg0_1);  arg0_1 = None\n        return (fft,)\n";
    let doc = quantbench::import::fx::parse_fx(text, "inline.txt").expect("parses");
    let g = doc.stages[0].graph().unwrap();
    let x = Tensor::from_f32(vec![4], vec![1.0; 4]).unwrap();
    let err = interp::run_graph(g, &[x]).unwrap_err().to_string();
    assert!(err.contains("aten.fft_r2c") && err.contains("`fft`"), "{err}");
}

#[test]
fn symbolic_sizes_bind_from_inputs() {
    let text = "class <lambda>(torch.nn.Module):\n    def forward(self, arg0_1: \"Sym(s0)\", arg1_1: \"f32[s0, 2]\"):\n        view: \"f32[2*s0]\" = torch.ops.aten.reshape.default(arg1_1, [-1])\n        mul: \"f32[2*s0]\" = torch.ops.aten.mul.Tensor(view, arg0_1);  view = arg0_1 = None\n        return (mul,)\n";
    let doc = quantbench::import::fx::parse_fx(text, "inline.txt").expect("parses");
    let g = doc.stages[0].graph().unwrap();
    let x = Tensor::from_f32(vec![3, 2], vec![1.0; 6]).unwrap();
    let out = interp::run_graph(g, &[x]).unwrap();
    assert_eq!(out[0].to_f64_vec(), vec![3.0; 6]);
}

#[test]
fn run_command_exits_by_verdict_and_saves_outputs() {
    use quantbench::cli::run::{Args, run};
    let case = sample("seed_nf4_mul_add");
    let dir = tempfile::tempdir().expect("tempdir");
    let args = |inputs: PathBuf, save: Option<PathBuf>| Args {
        graph: quantbench::cli::graph::GraphArgs::new(case.join("post_grad.txt")),
        inputs: vec![inputs],
        seed: 0,
        recognized: false,
        syms: vec![],
        save,
        jit: Default::default(),
    };
    let saved = dir.path().join("out.safetensors");
    assert_eq!(run(args(case.join("io.safetensors"), Some(saved.clone()))).expect("runs"), 0);
    let out = interp::io::load_safetensors(&saved).expect("saved outputs");
    let io = interp::io::load_safetensors(&case.join("io.safetensors")).expect("io");
    assert!(interp::compare(&out["output_0"], &io["output_0"]).passed);
    // The same inputs with a perturbed reference must fail.
    let mut named: Vec<(String, Tensor)> = io.iter().map(|(k, v)| (k.clone(), v.clone())).collect();
    for (k, v) in named.iter_mut() {
        if k == "output_0" {
            let vals: Vec<f64> = v.to_f64_vec().iter().map(|x| x + 1e-3).collect();
            *v = Tensor::from_f64(v.dtype(), v.sizes().to_vec(), &vals).expect("tensor");
        }
    }
    let bad = dir.path().join("bad.safetensors");
    interp::io::save_safetensors(&bad, &named).expect("write");
    assert_eq!(run(args(bad, None)).expect("runs"), 1);
}
