//! Quantization libraries' dequant recognized as invoke_quant (`pattern::library`) on the graphs
//! the libraries wrote (sample_graphs/quant_libs): one invoke_quant per quantized linear, with
//! the scheme and the library in its meta, idempotent, and the recognized graph still computing
//! what PyTorch computed, through the interpreter and the JIT (the what-if runs it).
use quantbench::interp::{self, Tensor};
use quantbench::ir::{Graph, OptionsSource};
use quantbench::pattern::library::{library_entries, library_pass, recognize};
use quantbench::pattern::wrap::unwrap_recognized;
use quantbench::pipeline::{JitOptions, run_jit};
use quantbench::sched::Policy;
use std::path::{Path, PathBuf};

fn dir(case: &str) -> PathBuf {
    Path::new(env!("CARGO_MANIFEST_DIR")).join("sample_graphs/quant_libs").join(case)
}

fn load(case: &str) -> (Graph, Vec<Tensor>, Vec<Tensor>) {
    let doc = quantbench::import::load_path(&dir(case).join("post_grad.txt")).unwrap();
    let g = doc.stages.last().unwrap().graph().unwrap().clone();
    let file = interp::io::load_safetensors(&dir(case).join("io.safetensors")).unwrap();
    let inputs = interp::io::inputs_by_name(&g, &file).unwrap();
    let expected: Vec<Tensor> =
        (0..).map_while(|i| file.get(&format!("output_{i}")).cloned()).collect();
    (g, inputs, expected)
}

/// The small LLaMA of lib_cases.py: 2 layers of q, k, v, o, gate, up and down projections.
const LINEARS: usize = 14;

fn recognized(case: &str, scheme: &str, library: &str) -> (Graph, Graph) {
    let (raw, _, _) = load(case);
    assert!(!raw.nodes.iter().any(|n| n.is_invoke_quant()), "{case} as written has invoke_quant");
    let pass = library_pass(&[]).unwrap();
    let mut g = raw.clone();
    assert_eq!(recognize(&pass, &mut g), LINEARS, "{case}");
    let iqs: Vec<_> = g.nodes.iter().filter(|n| n.is_invoke_quant()).collect();
    assert_eq!(iqs.len(), LINEARS, "{case}");
    for n in iqs {
        assert_eq!(n.scheme(), Some(scheme), "{case} {}", n.name);
        let r = n.meta.recognized.as_ref().unwrap();
        assert_eq!(r.library, library);
        assert_eq!(n.meta.quant_options.as_ref().unwrap().source, OptionsSource::Pattern);
        // Its value is the dequantized weight the matmul (through a transpose) reads.
        assert!(n.meta.tensor().is_some(), "{case} {} has no tensor meta", n.name);
    }
    g.verify().unwrap();
    // Idempotent: a recognized graph has nothing left to wrap.
    let mut again = g.clone();
    assert_eq!(recognize(&pass, &mut again), 0);
    assert_eq!(again, g);
    // And the inverse gives back the graph as written: the same nodes, by name, each reading
    // the same inputs (ids differ where a body is inlined).
    let mut back = g.clone();
    assert_eq!(unwrap_recognized(&mut back), Ok(LINEARS), "{case}");
    back.verify().unwrap();
    let inputs_by_name = |g: &Graph| {
        let mut v: Vec<(String, Vec<String>)> = g
            .nodes
            .iter()
            .map(|n| {
                (n.name.clone(), n.input_nodes().iter().map(|&i| g.node(i).name.clone()).collect())
            })
            .collect();
        v.sort();
        v
    };
    assert_eq!(inputs_by_name(&back), inputs_by_name(&raw), "{case}");
    assert_eq!(back.subgraphs.len(), raw.subgraphs.len(), "{case}");
    (raw, g)
}

/// The recognized graph through the interpreter and the JIT under both policies: wrapping
/// changed where the chain lives, not what it computes, so the interpreter's outputs are the
/// graph-as-written's bit for bit (whose verdict against PyTorch `hf_models.rs` checks; the
/// fp64 rule's widened run is defined on the graph Inductor compiled), and the JIT's are
/// accepted against them.
fn runs(case: &str, raw: &Graph, g: &Graph) {
    let (_, inputs, expected) = load(case);
    let written = interp::run_graph(raw, &inputs).unwrap();
    let ours = interp::run_graph(g, &inputs).unwrap();
    for (i, c) in interp::compare_outputs(g, &inputs, &ours, &written, false).iter().enumerate() {
        assert_eq!(c.max_abs_err, 0.0, "{case} output_{i}: {}", c.verdict());
    }
    for (i, c) in
        interp::compare_outputs(raw, &inputs, &written, &expected, true).iter().enumerate()
    {
        assert!(c.accepted(), "{case} as written, output_{i}: {}", c.verdict());
    }
    for policy in [Policy::InductorCpu, Policy::Workbench] {
        let opt = JitOptions { policy, warmup: 0, runs: 1, ..JitOptions::DEFAULT };
        let r = run_jit(g, &inputs, &opt).unwrap_or_else(|e| panic!("{case} {policy:?}: {e}"));
        for (i, c) in
            interp::compare_outputs(g, &inputs, &r.outputs, &ours, false).iter().enumerate()
        {
            assert!(c.accepted(), "{case} {policy:?} output_{i}: {}", c.verdict());
        }
    }
}

#[test]
fn hqq_4bit_nibbles_through_slice_scatter_are_one_invoke_quant_per_linear() {
    let (raw, g) = recognized("lib_hqq_4bit_f32", "hqq_4bit", "hqq");
    // The body is HQQ's unpacking as written: the empty, both copies and slice_scatters.
    let (_, body) = g.called_subgraph(g.find("invoke_quant").unwrap()).unwrap();
    let targets: Vec<&str> = body.nodes.iter().map(|n| n.target.as_str()).collect();
    for t in ["aten.empty.memory_format", "aten.slice_scatter.default", "aten.copy.default"] {
        assert!(targets.iter().any(|x| x.ends_with(t)), "{t} not in {targets:?}");
    }
    runs("lib_hqq_4bit_f32", &raw, &g);
}

#[test]
fn torchao_int8_weight_only_is_recognized_and_runs() {
    let (raw, g) = recognized("lib_torchao_int8wo_f32", "int8_weight_only", "torchao");
    runs("lib_torchao_int8wo_f32", &raw, &g);
}

#[test]
fn torchao_intx_grouped_is_recognized_and_runs() {
    let (raw, g) = recognized("lib_torchao_intx_g32_f32", "intx_weight_only", "torchao");
    // Operands in the pattern file's order: q, scale, zero_point.
    let n = g.node(g.find("invoke_quant").unwrap());
    let dtypes: Vec<_> = n.args[1..]
        .iter()
        .map(|a| g.node(a.as_node().unwrap()).meta.tensor().unwrap().dtype.abbr())
        .collect();
    assert_eq!(dtypes, ["i8", "f32", "i8"]);
    runs("lib_torchao_intx_g32_f32", &raw, &g);
}

#[test]
fn torchao_nf4_with_double_quantized_scales_is_recognized_and_runs() {
    let (raw, g) = recognized("lib_torchao_nf4_bf16", "nf4", "torchao");
    let n = g.node(g.find("invoke_quant").unwrap());
    // packed nibbles, the 16-entry table, int8 block scales, their factors and mean.
    let dtypes: Vec<_> = n.args[1..]
        .iter()
        .map(|a| g.node(a.as_node().unwrap()).meta.tensor().unwrap().dtype.abbr())
        .collect();
    assert_eq!(dtypes, ["u8", "bf16", "i8", "bf16", "bf16"]);
    runs("lib_torchao_nf4_bf16", &raw, &g);
}

/// The workbench lowers `cat` pointwise only inside an invoke_quant (where the nibble halves
/// fuse into the matmul's prologue); elsewhere as Inductor does, a ConcatKernel. A pointwise
/// cat of two halves computes both at every element: torchao's NF4 dequant, written by the
/// library outside any invoke_quant, ran 2x slower under the workbench than under inductor-cpu.
#[test]
fn the_workbench_lowers_cat_pointwise_only_inside_invoke_quant() {
    use quantbench::lower::{BufferKind, lower};
    let concat_kernels = |g: &Graph| {
        let l = lower(g, &Policy::Workbench.lower_options()).unwrap();
        l.buffers.iter().filter(|b| b.kind == BufferKind::ConcatKernel).count()
    };
    let (raw, g) = recognized("lib_torchao_nf4_bf16", "nf4", "torchao");
    // The model's own cats (rotary embeddings) stay ConcatKernels in both; the 14 dequant cats
    // only as the library wrote them.
    let (outside, inside) = (concat_kernels(&g), concat_kernels(&raw));
    assert!(outside > 0);
    assert_eq!(inside, outside + LINEARS);
}

/// The library custom ops as the subgraph's body: the invoke_quant's operands are the op's
/// tensors, and the JIT runs the op (a FallbackKernel inside the subgraph) reading its
/// activation through the caller's reshape.
#[test]
fn bitsandbytes_gemm_4bit_is_the_body_of_an_invoke_quant_and_runs() {
    let (raw, g) = recognized("lib_bnb_nf4_f32", "bnb_nf4", "bitsandbytes");
    let (_, body) = g.called_subgraph(g.find("invoke_quant").unwrap()).unwrap();
    assert!(body.nodes.iter().any(|n| n.target.ends_with("bitsandbytes.gemm_4bit.default")));
    runs("lib_bnb_nf4_f32", &raw, &g);
}

#[test]
fn quanto_qbytes_mm_is_the_body_of_an_invoke_quant_and_runs() {
    let (raw, g) = recognized("lib_quanto_int8_f32", "quanto_qint8", "optimum-quanto");
    runs("lib_quanto_int8_f32", &raw, &g);
}

#[test]
fn torchao_float8_weight_only_is_recognized_and_runs() {
    let (raw, g) = recognized("lib_torchao_fp8wo_bf16", "float8_weight_only", "torchao");
    runs("lib_torchao_fp8wo_bf16", &raw, &g);
}

#[test]
fn the_graph_inductor_compiled_is_what_comparisons_read() {
    // `fuse --compare` on a library graph reads it as written: its groups agree with Inductor's
    // whatever recognition would show (the CLI's load_compiled).
    let out = std::process::Command::new(env!("CARGO_BIN_EXE_quantbench"))
        .args(["inspect"])
        .arg(dir("lib_torchao_intx_g32_f32"))
        .output()
        .unwrap();
    let text = String::from_utf8_lossy(&out.stdout);
    assert!(
        text.contains("invoke_quant: 14 (recognized from library dequant: 14 torchao"),
        "{text}"
    );
    let raw = std::process::Command::new(env!("CARGO_BIN_EXE_quantbench"))
        .args(["inspect", "--raw"])
        .arg(dir("lib_torchao_intx_g32_f32"))
        .output()
        .unwrap();
    assert!(String::from_utf8_lossy(&raw.stdout).contains("invoke_quant: 0"));
    let fuse = std::process::Command::new(env!("CARGO_BIN_EXE_quantbench"))
        .arg("fuse")
        .arg(dir("lib_torchao_intx_g32_f32").join("post_grad.txt"))
        .arg("--compare")
        .arg(dir("lib_torchao_intx_g32_f32"))
        .output()
        .unwrap();
    assert_eq!(fuse.status.code(), Some(0), "{}", String::from_utf8_lossy(&fuse.stderr));
}

#[test]
fn every_builtin_library_entry_wraps() {
    let entries = library_entries(&[]).unwrap();
    assert!(entries.len() >= 4);
    assert!(entries.iter().all(|e| e.entry.wrap.is_some()));
}

#[test]
fn torchao_int8_weight_only_bf16_is_inductors_woq_int8_call_recognized() {
    // With bf16 activations Inductor's own `woq_int8` pattern already took the chain: the
    // handler's call, printed under its mangled Python name, is the body.
    let (raw, g) = recognized("lib_torchao_int8wo_bf16", "int8_weight_only", "torchao");
    runs("lib_torchao_int8wo_bf16", &raw, &g);
}

#[test]
fn torchao_int8_dynamic_activation_is_one_invoke_quant_per_linear() {
    let (raw, g) =
        recognized("lib_torchao_int8dyn_f32", "int8_dynamic_activation_int8_weight", "torchao");
    runs("lib_torchao_int8dyn_f32", &raw, &g);
}
