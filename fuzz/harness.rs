//! The bodies of the fuzz targets, shared with `tests/it/fuzz_regressions.rs` (which runs every
//! input kept under `fuzz/regressions/<target>/` in the normal test run). Each takes the raw
//! bytes libFuzzer made and must neither panic nor hang on any of them.
#![allow(dead_code)]

use quantbench::import::trace::read_trace;
use quantbench::import::{LoadOptions, parse_text};
use quantbench::interp;
use quantbench::pipeline::{JitOptions, check_run, run_jit};
use quantbench::sched::Policy;
use std::collections::HashMap;
use std::path::{Component, Path};

/// Inputs stay small: the run's memory limit is tested elsewhere, here time matters.
const MAX_INPUT_ELEMENTS: i64 = 1 << 16;

/// FX text in every print form (and whatever else `parse_text` detects), every stage's graph
/// forced, printed back and read again.
pub fn fx_text(data: &[u8]) {
    let Ok(text) = std::str::from_utf8(data) else { return };
    for canonicalize in [false, true] {
        let Ok(mut doc) = parse_text(text, "fuzz.txt", LoadOptions { canonicalize }) else {
            continue;
        };
        for stage in &mut doc.stages {
            if let Ok(g) = stage.graph() {
                let printed = quantbench::export::print_graph(g);
                let _ = parse_text(&printed, "printed.txt", LoadOptions::default());
            }
        }
    }
}

/// TORCH_TRACE logs (glog-prefixed JSON records with payloads), every stage's graph forced.
pub fn torch_trace(data: &[u8]) {
    let Ok(mut doc) = read_trace(data, "fuzz.log", Some(data.len() as u64), &mut |_, _| {}) else {
        return;
    };
    for stage in &mut doc.stages {
        let _ = stage.graph();
    }
}

/// Writes the `====FILE path` sections of `data` (a name line, then the file's bytes up to the
/// next section) under a fresh temporary directory
/// (`====FILE torchinductor/model__0_forward_1.0/fx_graph_readable.py`); returns the directory
/// and the bytes before the first section. Files may hold any bytes (safetensors too).
fn unpack<'t>(data: &'t [u8], what: &str) -> (std::path::PathBuf, &'t [u8]) {
    const MARK: &[u8] = b"====FILE ";
    let root = std::env::temp_dir().join(format!("qb-fuzz-{what}-{}", std::process::id()));
    let _ = std::fs::remove_dir_all(&root);
    let _ = std::fs::create_dir_all(&root);
    let starts: Vec<usize> = (0..data.len()).filter(|&i| data[i..].starts_with(MARK)).collect();
    let head = &data[..starts.first().copied().unwrap_or(data.len())];
    for (k, &at) in starts.iter().enumerate() {
        let end = starts.get(k + 1).copied().unwrap_or(data.len());
        let part = &data[at + MARK.len()..end];
        let nl = part.iter().position(|&c| c == b'\n').unwrap_or(part.len());
        let Ok(name) = std::str::from_utf8(&part[..nl]) else { continue };
        let body = part.get(nl + 1..).unwrap_or(&[]);
        let rel = Path::new(name.trim());
        // Only plain relative paths: the target must not write outside its directory.
        if rel.as_os_str().is_empty()
            || !rel.components().all(|c| matches!(c, Component::Normal(_)))
        {
            continue;
        }
        let path = root.join(rel);
        if let Some(parent) = path.parent() {
            let _ = std::fs::create_dir_all(parent);
        }
        let _ = std::fs::write(&path, body);
    }
    (root, head)
}

/// A TORCH_COMPILE_DEBUG directory: the input is split into files by `\n====FILE ` lines,
/// written under a fresh temporary directory and walked.
pub fn debug_dir(data: &[u8]) {
    let (root, _) = unpack(data, "dir");
    if let Ok(mut doc) = quantbench::import::debug_dir::read_debug_dir(&root) {
        for stage in &mut doc.stages {
            let _ = stage.graph();
        }
    }
}

/// Inductor's `ir_pre_fusion.txt` / `ir_post_fusion.txt`, in all three format generations.
pub fn inductor_ir(data: &[u8]) {
    let Ok(text) = std::str::from_utf8(data) else { return };
    let _ = quantbench::import::inductor_ir::parse_ir_dump(text, "ir_post_fusion.txt");
}

/// The pattern language (Inductor's Python pattern expressions) and quantbench's pattern TOML
/// (whose entries carry pattern-language text and replacement FX).
pub fn patterns(data: &[u8]) {
    let Ok(text) = std::str::from_utf8(data) else { return };
    let _ = quantbench::pattern::parse_module(text);
    let _ = quantbench::pattern::parse_pattern_file(text, "fuzz.toml");
}

/// A scenario with the files it names: the scenario TOML, then `====FILE name` sections (its
/// graph, inputs, pattern files, goldens) written beside it; the scenario is parsed and run as
/// `check` runs it (goldens compared, never written). Timing expectations and sizes past a few
/// thousand are left to the `jit` target and the memory tests: here each run must be quick.
pub fn scenario(data: &[u8]) {
    let (root, toml) = unpack(data, "scenario");
    let Ok(toml) = std::str::from_utf8(toml) else { return };
    let Ok(sc) = quantbench::scenario::parse_scenario(toml, "fuzz.toml") else { return };
    let big = sc.inputs.iter().flat_map(|i| &i.sizes).flat_map(|s| s.values()).any(|&v| v > 4096);
    if big || sc.expect.iter().any(|e| e.time_ratio_below.is_some()) {
        return;
    }
    let path = root.join("s.toml");
    if std::fs::write(&path, toml).is_ok() {
        let _ = quantbench::scenario::run_scenario(&path, quantbench::scenario::Goldens::Check);
    }
}

/// quantbench's own JSON (`export --to json`).
pub fn json(data: &[u8]) {
    let Ok(text) = std::str::from_utf8(data) else { return };
    if let Ok(mut doc) = quantbench::import::json::from_json(text, "fuzz.json") {
        for stage in &mut doc.stages {
            let _ = stage.graph();
        }
    }
}

/// Input files (`run --inputs`): safetensors with any dtype, shape and offsets.
pub fn safetensors(data: &[u8]) {
    let _ = quantbench::interp::io::read_safetensors(data);
}

/// The whole path: FX text -> graph -> lowering -> Inductor's scheduler -> Cranelift kernels
/// compiled with bounds checks on every access -> run on generated inputs -> every output
/// against the reference interpreter. A kernel that touches memory outside its buffers fails
/// its bounds check (an error value, not a finding); a wrong number is a finding (panic).
pub fn jit(data: &[u8]) {
    let Ok(text) = std::str::from_utf8(data) else { return };
    let Ok(mut doc) = parse_text(text, "fuzz.txt", LoadOptions::default()) else { return };
    let Some(stage) = doc.stages.last_mut() else { return };
    let Ok(graph) = stage.graph() else { return };
    let mut total = 0i64;
    for id in graph.placeholders() {
        if let Some(t) = graph.node(id).meta.tensor() {
            let Some(shape) = t.concrete_shape() else { return };
            let numel = shape.iter().try_fold(1i64, |a, &d| a.checked_mul(d.max(0)));
            let Some(numel) = numel else { return };
            total = total.saturating_add(numel);
        }
    }
    if total > MAX_INPUT_ELEMENTS {
        return;
    }
    let Ok(inputs) = interp::io::generate_inputs(graph, 1, &HashMap::new(), Default::default())
    else {
        return;
    };
    for policy in [Policy::InductorCpu, Policy::Workbench] {
        let mut opt = JitOptions { policy, threads: 1, warmup: 0, runs: 1, ..JitOptions::DEFAULT };
        opt.codegen.check_bounds = true;
        // Graphs the reference cannot run, or whose annotations it refutes, are errors here.
        let Ok(r) = run_jit(graph, &inputs, &opt) else { continue };
        let checks = check_run(graph, &inputs, &r).expect("one output per reference output");
        for (i, c) in checks.iter().enumerate() {
            assert!(c.accepted(), "output {i} under {policy:?}: {c:?}\n{text}");
        }
    }
}
