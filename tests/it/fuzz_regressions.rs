//! Every input kept under `fuzz/regressions/<target>/` (crashes the fuzz campaigns found, once
//! fixed, and the bad-input findings that became fuzz seeds) through the same target body the
//! fuzzer runs (`fuzz/harness.rs`). A panic here is a regression.
#[path = "../../fuzz/harness.rs"]
mod harness;

use std::path::Path;

fn run_target(target: &str, body: fn(&[u8])) {
    let dir = Path::new(env!("CARGO_MANIFEST_DIR")).join("fuzz/regressions").join(target);
    let mut files: Vec<_> = std::fs::read_dir(&dir)
        .unwrap_or_else(|e| panic!("{}: {e}", dir.display()))
        .map(|e| e.expect("directory entry").path())
        .filter(|p| p.is_file())
        .collect();
    files.sort();
    assert!(!files.is_empty(), "{} holds no inputs", dir.display());
    for f in files {
        let data = std::fs::read(&f).expect("readable regression input");
        let r = std::panic::catch_unwind(|| body(&data));
        assert!(r.is_ok(), "fuzz target `{target}` panicked on {}", f.display());
    }
}

#[test]
fn fx_text() {
    run_target("fx_text", harness::fx_text);
}

#[test]
fn torch_trace() {
    run_target("torch_trace", harness::torch_trace);
}

#[test]
fn inductor_ir() {
    run_target("inductor_ir", harness::inductor_ir);
}

#[test]
fn patterns() {
    run_target("patterns", harness::patterns);
}

#[test]
fn jit() {
    run_target("jit", harness::jit);
}

#[test]
fn scenario() {
    run_target("scenario", harness::scenario);
}
