//! Lowering + scheduling benchmarks: `decoder_2layer_nf4` (target < 20 ms) and a generated
//! 20,000-node graph from `synth::synthetic_graph` (target < 1 s), under `inductor-cpu`.
#![allow(clippy::unwrap_used, clippy::expect_used)] // benchmarks stop at the first failure
use criterion::{Criterion, criterion_group, criterion_main};
use quantbench::sched::{Config, CostModel, Policy, schedule};
use std::hint::black_box;
use std::time::Duration;

fn bench(c: &mut Criterion) {
    let doc = quantbench::import::load_path(std::path::Path::new(
        "sample_graphs/decoder_2layer_nf4/post_grad.txt",
    ))
    .expect("decoder_2layer_nf4");
    let decoder = doc.stages.last().expect("a graph").graph().expect("the stage parses").clone();
    c.bench_function("lower+schedule decoder_2layer_nf4", |b| {
        b.iter(|| {
            schedule(
                black_box(&decoder),
                Policy::InductorCpu,
                Config::default(),
                Box::new(CostModel::default()),
            )
            .expect("schedules")
        })
    });
    let big = quantbench::synth::synthetic_graph(20_000, 7);
    let mut g = c.benchmark_group("synthetic");
    g.sample_size(10).measurement_time(Duration::from_secs(20));
    g.bench_function("lower+schedule 20k nodes", |b| {
        b.iter(|| {
            schedule(
                black_box(&big),
                Policy::InductorCpu,
                Config::default(),
                Box::new(CostModel::default()),
            )
            .expect("schedules")
        })
    });
    g.finish();
}

criterion_group!(benches, bench);
criterion_main!(benches);
