//! TORCH_TRACE reading: a 100 MB log (the real `llama_mlp_int8/trace.log` repeated with new
//! compile ids, see `import::trace::synth`) read through `load_path` (target < 2 s in release).
//! The log is written once to `target/bench-data/trace_100mb.log`, so its peak memory can also
//! be measured from outside: `/usr/bin/time -v target/release/quantbench inspect <that file>`.
#![allow(clippy::unwrap_used, clippy::expect_used)] // benchmarks stop at the first failure
use criterion::{Criterion, criterion_group, criterion_main};
use quantbench::import::trace::synth::repeat_log;
use std::hint::black_box;
use std::path::PathBuf;
use std::time::Duration;

const BYTES: u64 = 100 << 20;

fn log_file() -> PathBuf {
    let root = PathBuf::from(env!("CARGO_MANIFEST_DIR"));
    let dir = std::env::var_os("CARGO_TARGET_DIR")
        .map(PathBuf::from)
        .unwrap_or_else(|| root.join("target"))
        .join("bench-data");
    let path = dir.join("trace_100mb.log");
    if std::fs::metadata(&path).is_ok_and(|m| m.len() >= BYTES) {
        return path;
    }
    let template = std::fs::read_to_string(root.join("sample_graphs/llama_mlp_int8/trace.log"))
        .expect("the sample log");
    std::fs::create_dir_all(&dir).expect("bench-data dir");
    let tmp = path.with_extension("tmp");
    let mut out = std::io::BufWriter::new(std::fs::File::create(&tmp).expect("create the log"));
    let (bytes, copies) = repeat_log(&template, BYTES, &mut out).expect("write the log");
    drop(out);
    std::fs::rename(&tmp, &path).expect("rename the log");
    eprintln!("wrote {} ({bytes} bytes, {copies} compiles)", path.display());
    path
}

fn bench(c: &mut Criterion) {
    let path = log_file();
    let mut g = c.benchmark_group("trace");
    g.sample_size(10).measurement_time(Duration::from_secs(20));
    g.bench_function("load_100mb_log", |b| {
        b.iter(|| {
            let doc = quantbench::import::load_path(black_box(&path)).expect("the log reads");
            black_box(doc.stages.len())
        })
    });
    g.finish();
}

criterion_group!(benches, bench);
criterion_main!(benches);
