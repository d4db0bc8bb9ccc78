//! Layout and canvas frame cost. Targets (issue 3): decoder_2layer_nf4 < 20 ms; a 50,000-node
//! graph < 2 s; one canvas frame (egui pass + tessellation, no GPU) < 16 ms with the whole 50k
//! graph in view and zoomed in. Issue 19: grouping + layout of a 50k-node model < 1 s, and its
//! frames folded and with every group open < 16 ms.
#![allow(clippy::unwrap_used, clippy::expect_used)] // benchmarks stop at the first failure
use criterion::{Criterion, criterion_group, criterion_main};
use quantbench::ir::Graph;
use quantbench::layout::{self, Progress, Request};
use std::collections::HashSet;
use std::hint::black_box;
use std::time::Duration;

fn decoder() -> Graph {
    let path =
        concat!(env!("CARGO_MANIFEST_DIR"), "/sample_graphs/decoder_2layer_nf4/post_grad.txt");
    let text = std::fs::read_to_string(path).expect("sample present");
    let doc = quantbench::import::fx::parse_fx(&text, path).expect("sample parses");
    doc.stages.into_iter().last().expect("one stage").into_graph().expect("the stage parses")
}

/// The foundation's generator (post-grad-like: RMSNorm, int8/nf4 invoke_quant linears, shuffles).
fn big() -> Graph {
    quantbench::synth::synthetic_graph(50_000, 7)
}

fn lay(g: &Graph, expanded: &HashSet<layout::NodePath>) -> usize {
    layout::layout(&Request::new(g, expanded), &Progress::default())
        .map(|l| l.items.len())
        .unwrap_or(0)
}

fn benches(c: &mut Criterion) {
    let none = HashSet::new();
    let dec = decoder();
    c.bench_function("layout decoder_2layer_nf4 (collapsed)", |b| {
        b.iter(|| black_box(lay(&dec, &none)))
    });
    let mut all = HashSet::new();
    for id in dec.ids() {
        if dec.called_subgraph(id).is_some() {
            all.insert(layout::NodePath::root(id));
        }
    }
    c.bench_function("layout decoder_2layer_nf4 (all invoke_quant expanded)", |b| {
        b.iter(|| black_box(lay(&dec, &all)))
    });

    let g = big();
    let mut group = c.benchmark_group("50k");
    group.sample_size(10).measurement_time(Duration::from_secs(20));
    group.bench_function("layout 50k nodes", |b| b.iter(|| black_box(lay(&g, &none))));
    #[cfg(feature = "gui")]
    {
        let mut timer = quantbench::app::FrameTimer::new(g.clone(), [1920.0, 1080.0]);
        timer.fit();
        group.bench_function("canvas frame, 50k nodes, whole graph in view", |b| {
            b.iter(|| black_box(timer.frame()))
        });
        timer.zoom_in();
        timer.frame();
        group.bench_function("canvas frame, 50k nodes, zoomed in (1:1)", |b| {
            b.iter(|| black_box(timer.frame()))
        });
    }
    group.finish();
    #[cfg(feature = "gui")]
    grouped(c);
}

/// Issue 19: a 50k-node model of identical layers, grouped and laid out as the window opens it
/// (folded to depth 1) and with every group open (< 1 s), and one canvas frame of each with the
/// whole graph in view and zoomed in (< 16 ms).
#[cfg(feature = "gui")]
fn grouped(c: &mut Criterion) {
    use quantbench::app::{FrameTimer, group_and_layout};
    let model = quantbench::synth::synthetic_model(50_000, 7);
    let mut group = c.benchmark_group("50k model");
    group.sample_size(10).measurement_time(Duration::from_secs(20));
    for (folded, what) in [(true, "folded"), (false, "all groups open")] {
        group.bench_function(format!("group + layout, {what}"), |b| {
            b.iter(|| black_box(group_and_layout(&model, folded)))
        });
        let mut timer = FrameTimer::with_folding(model.clone(), [1920.0, 1080.0], folded);
        timer.fit();
        group.bench_function(format!("canvas frame, {what}, whole graph in view"), |b| {
            b.iter(|| black_box(timer.frame()))
        });
        timer.zoom_in();
        timer.frame();
        group.bench_function(format!("canvas frame, {what}, zoomed in (1:1)"), |b| {
            b.iter(|| black_box(timer.frame()))
        });
    }
    group.finish();
}

criterion_group!(layout_benches, benches);
criterion_main!(layout_benches);
