//! Interpreting `llama_mlp_int8` (RMSNorm, three int8 weight-only-quantized linears with
//! invoke_quant dequant subgraphs, SiLU gate) on its real inputs: the baseline the JIT must beat.
#![allow(clippy::unwrap_used, clippy::expect_used)] // benchmarks stop at the first failure
use criterion::{Criterion, criterion_group, criterion_main};
use quantbench::interp;
use std::path::Path;

fn bench(c: &mut Criterion) {
    let dir = Path::new(env!("CARGO_MANIFEST_DIR")).join("sample_graphs/llama_mlp_int8");
    let doc =
        quantbench::import::load_path(&dir.join("post_grad.txt")).expect("post_grad.txt loads");
    let graph = doc.stages.last().expect("a stage").graph().expect("the stage parses").clone();
    let io =
        interp::io::load_safetensors(&dir.join("io.safetensors")).expect("io.safetensors loads");
    let inputs = interp::io::inputs_by_name(&graph, &io).expect("inputs bind");
    c.bench_function("interp/llama_mlp_int8", |b| {
        b.iter(|| interp::run_graph(&graph, &inputs).expect("runs"))
    });
}

criterion_group!(benches, bench);
criterion_main!(benches);
