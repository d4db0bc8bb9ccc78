//! Reader benchmarks: parse + build the graph of `decoder_2layer_nf4/post_grad.txt` (target
//! < 2 ms) and of a generated 100,000-node text (target < 1 s), and the peak heap the 100k parse
//! allocates relative to the text size (target < 20x), measured with a counting allocator.
#![allow(clippy::unwrap_used, clippy::expect_used)] // benchmarks stop at the first failure
use criterion::{Criterion, criterion_group, criterion_main};
use quantbench::import::fx::parse_fx;
use quantbench::synth::synthetic_fx;
use std::alloc::{GlobalAlloc, Layout, System};
use std::hint::black_box;
use std::sync::atomic::{AtomicUsize, Ordering};
use std::time::Duration;

struct Counting;

static CURRENT: AtomicUsize = AtomicUsize::new(0);
static PEAK: AtomicUsize = AtomicUsize::new(0);

fn grow(n: usize) {
    let now = CURRENT.fetch_add(n, Ordering::Relaxed) + n;
    PEAK.fetch_max(now, Ordering::Relaxed);
}

// SAFETY: forwards to the system allocator unchanged; only counts bytes.
unsafe impl GlobalAlloc for Counting {
    unsafe fn alloc(&self, l: Layout) -> *mut u8 {
        let p = unsafe { System.alloc(l) };
        if !p.is_null() {
            grow(l.size());
        }
        p
    }
    unsafe fn dealloc(&self, p: *mut u8, l: Layout) {
        unsafe { System.dealloc(p, l) };
        CURRENT.fetch_sub(l.size(), Ordering::Relaxed);
    }
    unsafe fn realloc(&self, p: *mut u8, l: Layout, new: usize) -> *mut u8 {
        let q = unsafe { System.realloc(p, l, new) };
        if !q.is_null() {
            if new >= l.size() {
                grow(new - l.size());
            } else {
                CURRENT.fetch_sub(l.size() - new, Ordering::Relaxed);
            }
        }
        q
    }
}

#[global_allocator]
static ALLOC: Counting = Counting;

fn decoder(c: &mut Criterion) {
    let path =
        concat!(env!("CARGO_MANIFEST_DIR"), "/sample_graphs/decoder_2layer_nf4/post_grad.txt");
    let text = std::fs::read_to_string(path).expect("sample graph");
    c.bench_function("parse decoder_2layer_nf4/post_grad.txt", |b| {
        b.iter_with_large_drop(|| parse_fx(black_box(&text), "post_grad.txt").expect("parses"))
    });
}

fn generated(c: &mut Criterion) {
    let text = synthetic_fx(100_000, 1);
    let before = CURRENT.load(Ordering::Relaxed);
    PEAK.store(before, Ordering::Relaxed);
    let doc = parse_fx(&text, "gen.txt").expect("parses");
    let peak = PEAK.load(Ordering::Relaxed) - before;
    let retained = CURRENT.load(Ordering::Relaxed).saturating_sub(before);
    eprintln!(
        "generated 100k: {} nodes, text {:.1} MB, parse peak heap {:.1} MB ({:.2}x text), graph retained {:.1} MB ({:.2}x text)",
        doc.stages[0].graph().expect("the stage parses").total_nodes(),
        text.len() as f64 / 1e6,
        peak as f64 / 1e6,
        peak as f64 / text.len() as f64,
        retained as f64 / 1e6,
        retained as f64 / text.len() as f64,
    );
    drop(doc);
    let mut g = c.benchmark_group("generated");
    g.sample_size(10).measurement_time(Duration::from_secs(10));
    g.bench_function("parse 100k-node text", |b| {
        b.iter_with_large_drop(|| parse_fx(black_box(&text), "gen.txt").expect("parses"))
    });
    g.finish();
}

criterion_group!(benches, decoder, generated);
criterion_main!(benches);
