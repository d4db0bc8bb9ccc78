//! A seeded mutation campaign over the sample files: each sample (FX text, a TORCH_TRACE log,
//! an Inductor scheduler dump, a pattern file, a scenario, a safetensors inputs file) is cut,
//! bit-flipped, has lines dropped or doubled, garbage or deep nesting inserted, numbers blown
//! up, and is then fed to the library entry points the subcommands use. Nothing may panic,
//! hang, or touch its input; a few dozen mutants also go through the binary, where a stack
//! overflow or an abort shows as a signal.
use quantbench::util::mem::MemoryLimit;
use rand::{Rng, SeedableRng};
use rand_chacha::ChaCha8Rng;
use std::path::{Path, PathBuf};
use std::sync::mpsc;
use std::time::Duration;

const SEED: u64 = 20;
/// Mutants per sample file, in-process.
const PER_SAMPLE: usize = 60;
/// Mutants run through the binary, in all.
const THROUGH_BINARY: usize = 30;
/// One mutant's time in-process, far above what any takes: past it the mutant hangs.
const MUTANT_LIMIT: Duration = Duration::from_secs(30);

fn sample(rel: &str) -> PathBuf {
    Path::new(env!("CARGO_MANIFEST_DIR")).join(rel)
}

#[derive(Clone, Copy, Debug, PartialEq)]
enum Kind {
    Fx,
    Trace,
    IrDump,
    Patterns,
    Scenario,
    Safetensors,
}

const SAMPLES: [(Kind, &str); 6] = [
    (Kind::Fx, "sample_graphs/seed_nf4_mul_add/post_grad.txt"),
    (Kind::Trace, "sample_graphs/seed_nf4_mul_add/trace.log"),
    (Kind::IrDump, "sample_graphs/seed_nf4_mul_add/ir_post_fusion.txt"),
    (Kind::Patterns, "assets/patterns/invoke_quant.toml"),
    (Kind::Scenario, "tests/scenarios/seed_nf4_mul_add.toml"),
    (Kind::Safetensors, "sample_graphs/seed_nf4_mul_add/io.safetensors"),
];

const GARBAGE: [&[u8]; 12] = [
    b"(((",
    b")]}",
    b"\"",
    b"'",
    b"\xff\xfe",
    b"\0",
    b"99999999999999999999999",
    b"-1",
    b"100000",
    b"= None",
    b"\t\t\t",
    b"torch.ops.aten.mul.Tensor(",
];

/// One mutation of `bytes`, and what it was.
fn mutate(bytes: &[u8], rng: &mut ChaCha8Rng) -> (Vec<u8>, String) {
    let mut b = bytes.to_vec();
    let n = b.len().max(1);
    let lines = |b: &[u8]| -> Vec<(usize, usize)> {
        let mut out = vec![];
        let mut start = 0;
        for (i, &c) in b.iter().enumerate() {
            if c == b'\n' {
                out.push((start, i + 1));
                start = i + 1;
            }
        }
        if start < b.len() {
            out.push((start, b.len()));
        }
        out
    };
    match rng.random_range(0..8) {
        0 => {
            let at = rng.random_range(0..n);
            b.truncate(at);
            (b, format!("truncated at {at}"))
        }
        1 => {
            let flips = rng.random_range(1..4);
            for _ in 0..flips {
                let at = rng.random_range(0..n).min(b.len().saturating_sub(1));
                if let Some(x) = b.get_mut(at) {
                    *x ^= 1 << rng.random_range(0..8);
                }
            }
            (b, format!("{flips} bit flips"))
        }
        2 => {
            let ls = lines(&b);
            if ls.is_empty() {
                return (b, "nothing to delete".into());
            }
            let (s, e) = ls[rng.random_range(0..ls.len())];
            b.drain(s..e);
            (b, format!("line at {s} deleted"))
        }
        3 => {
            let ls = lines(&b);
            if ls.is_empty() {
                return (b, "nothing to duplicate".into());
            }
            let (s, e) = ls[rng.random_range(0..ls.len())];
            let line = b[s..e].to_vec();
            let times = rng.random_range(1..4);
            for _ in 0..times {
                b.splice(e..e, line.iter().copied());
            }
            (b, format!("line at {s} duplicated {times}x"))
        }
        4 => {
            let g = GARBAGE[rng.random_range(0..GARBAGE.len())];
            let at = rng.random_range(0..=b.len());
            b.splice(at..at, g.iter().copied());
            (b, format!("{:?} inserted at {at}", String::from_utf8_lossy(g)))
        }
        5 => {
            let (open, close) =
                [("(", ")"), ("[", "]"), ("{", "}"), ("-", "")][rng.random_range(0..4)];
            let depth = rng.random_range(500..20000);
            let at = rng.random_range(0..=b.len());
            let mut ins = open.repeat(depth).into_bytes();
            ins.extend(b"x");
            ins.extend(close.repeat(depth).into_bytes());
            b.splice(at..at, ins);
            (b, format!("{depth} levels of `{open}` at {at}"))
        }
        6 => {
            // A number made huge: sizes, offsets, lengths.
            let digits: Vec<usize> = (0..b.len()).filter(|&i| b[i].is_ascii_digit()).collect();
            if digits.is_empty() {
                return (b, "no number".into());
            }
            let at = digits[rng.random_range(0..digits.len())];
            let big = ["100000", "4294967296", "18446744073709551615", "0"][rng.random_range(0..4)];
            b.splice(at..at + 1, big.bytes());
            (b, format!("number at {at} made {big}"))
        }
        _ => {
            // Random bytes over a stretch.
            let len = rng.random_range(1..64).min(b.len());
            let at = rng.random_range(0..=b.len() - len);
            for x in &mut b[at..at + len] {
                *x = rng.random();
            }
            (b, format!("{len} random bytes at {at}"))
        }
    }
}

/// What a subcommand does with a file of `kind`, through the library. Errors are fine; only
/// a panic (caught by the caller) or a hang is a failure.
fn exercise(kind: Kind, path: &Path, dir: &Path) {
    use quantbench::{import, interp, pattern, scenario};
    let limit = MemoryLimit::Bytes(64 << 20);
    let run_graph = |g: &quantbench::ir::Graph| {
        let syms = Default::default();
        if limit.check(interp::io::memory_needed(g, &syms, true), "the run").is_err() {
            return;
        }
        if let Ok(inputs) = interp::io::generate_inputs(g, 0, &syms, Default::default()) {
            let _ = interp::run_graph(g, &inputs);
        }
        let _ =
            quantbench::pipeline::schedule_for(g, quantbench::sched::Policy::InductorCpu, false);
    };
    match kind {
        Kind::Fx | Kind::Trace => {
            let Ok(doc) = import::load_path(path) else { return };
            for st in &doc.stages {
                if let Ok(g) = st.graph() {
                    let _ = quantbench::export::fx::print_graph(g);
                    run_graph(g);
                }
            }
        }
        Kind::IrDump => {
            if let Ok(d) = import::inductor_ir::read_ir_dump(path) {
                let doc = import::load_path(&dir.join("g.txt")).expect("the seed graph");
                let g = doc.stages[0].graph().expect("a graph");
                if let Ok(s) = quantbench::pipeline::schedule_for(
                    g,
                    quantbench::sched::Policy::InductorCpu,
                    false,
                ) {
                    let _ = quantbench::sched::compare::compare(&s, None, Some(&d));
                }
            }
        }
        Kind::Patterns => {
            let Ok(entries) = pattern::load_pattern_file(path) else { return };
            let Ok(pass) = pattern::pass_from(&entries) else { return };
            let doc = import::load_path(&dir.join("g.txt")).expect("the seed graph");
            let mut g = doc.stages[0].graph().expect("a graph").clone();
            let _ = pass.run(&g, true);
            let _ = pass.apply(&mut g, pattern::PassOptions { apply: true, subgraphs: true });
        }
        Kind::Scenario => {
            let _ = scenario::run_scenario(path, quantbench::scenario::Goldens::Check);
        }
        Kind::Safetensors => {
            let Ok(file) = interp::io::load_safetensors(path) else { return };
            let doc = import::load_path(&dir.join("g.txt")).expect("the seed graph");
            let g = doc.stages[0].graph().expect("a graph");
            if let Ok(inputs) = interp::io::inputs_by_name(g, &file) {
                let _ = interp::run_graph(g, &inputs);
            }
        }
    }
}

/// The directory a campaign works in: the seed graph and inputs beside the mutant, so a
/// scenario's relative paths and the pattern/inputs runs find them.
fn workdir() -> tempfile::TempDir {
    let d = tempfile::tempdir().unwrap();
    std::fs::copy(sample("sample_graphs/seed_nf4_mul_add/post_grad.txt"), d.path().join("g.txt"))
        .unwrap();
    std::fs::copy(
        sample("sample_graphs/seed_nf4_mul_add/io.safetensors"),
        d.path().join("io.safetensors"),
    )
    .unwrap();
    d
}

fn original(kind: Kind, rel: &str) -> Vec<u8> {
    let bytes = std::fs::read(sample(rel)).unwrap();
    if kind == Kind::Scenario {
        // Paths next to the mutant; no golden file (nothing is written or compared to one).
        let text = String::from_utf8(bytes).unwrap();
        let text = text
            .replace("../../sample_graphs/seed_nf4_mul_add/post_grad.txt", "g.txt")
            .replace("../../sample_graphs/seed_nf4_mul_add/io.safetensors", "io.safetensors")
            .replace("[[expect]]\ngolden = \"golden/seed_nf4_mul_add.txt\"\n", "");
        return text.into_bytes();
    }
    bytes
}

fn file_name(kind: Kind) -> &'static str {
    match kind {
        Kind::Fx => "m.txt",
        Kind::Trace => "m.log",
        Kind::IrDump => "ir_post_fusion.txt",
        Kind::Patterns | Kind::Scenario => "m.toml",
        Kind::Safetensors => "m.safetensors",
    }
}

#[test]
fn mutated_samples_never_panic_hang_or_get_overwritten() {
    let d = workdir();
    let mut rng = ChaCha8Rng::seed_from_u64(SEED);
    let mut ran = 0;
    let mut failures: Vec<String> = vec![];
    for (kind, rel) in SAMPLES {
        let orig = original(kind, rel);
        for i in 0..PER_SAMPLE {
            let (bytes, what) = mutate(&orig, &mut rng);
            let p = d.path().join(file_name(kind));
            std::fs::write(&p, &bytes).unwrap();
            let (tx, rx) = mpsc::channel();
            let (pp, dd) = (p.clone(), d.path().to_path_buf());
            std::thread::spawn(move || {
                let r = std::panic::catch_unwind(|| exercise(kind, &pp, &dd));
                let _ = tx.send(r.map_err(|e| {
                    e.downcast_ref::<String>()
                        .cloned()
                        .or_else(|| e.downcast_ref::<&str>().map(|s| s.to_string()))
                        .unwrap_or_default()
                }));
            });
            match rx.recv_timeout(MUTANT_LIMIT) {
                Ok(Ok(())) => {}
                Ok(Err(msg)) => failures.push(format!("{rel} #{i} ({what}): panicked: {msg}")),
                Err(_) => panic!("{rel} #{i} ({what}): still running after {MUTANT_LIMIT:?}"),
            }
            if std::fs::read(&p).unwrap() != bytes {
                failures.push(format!("{rel} #{i} ({what}): the input was changed"));
            }
            ran += 1;
        }
    }
    assert!(
        failures.is_empty(),
        "{} of {ran} mutants failed:\n{}",
        failures.len(),
        failures.join("\n")
    );
    assert_eq!(ran, SAMPLES.len() * PER_SAMPLE);
}

/// Mutants through the binary: an exit code (any), never a signal or a hang, the input as it
/// was, and outputs only where asked.
#[test]
fn mutated_samples_through_the_binary_exit_cleanly() {
    let d = workdir();
    let mut rng = ChaCha8Rng::seed_from_u64(SEED + 1);
    let g = d.path().join("g.txt");
    for i in 0..THROUGH_BINARY {
        let (kind, rel) = SAMPLES[i % SAMPLES.len()];
        let (bytes, what) = mutate(&original(kind, rel), &mut rng);
        let p = d.path().join(file_name(kind));
        std::fs::write(&p, &bytes).unwrap();
        let ps = p.to_str().unwrap();
        let gs = g.to_str().unwrap();
        let out = d.path().join("out.json");
        let os = out.to_str().unwrap();
        let args: Vec<&str> = match kind {
            Kind::Fx | Kind::Trace => {
                if i % 2 == 0 {
                    vec!["run", ps, "--max-memory", "256M"]
                } else {
                    vec!["fuse", ps, "--log", os]
                }
            }
            Kind::IrDump => vec!["fuse", gs, "--compare", d.path().to_str().unwrap()],
            Kind::Patterns => vec!["match", gs, "--patterns", ps, "--trace", os],
            Kind::Scenario => vec!["check", ps],
            Kind::Safetensors => vec!["run", gs, "--inputs", ps, "--jit", "--runs", "1"],
        };
        let r = super::robustness::run_bin(&args, Duration::from_secs(60));
        assert!(r.code.is_some(), "{rel} ({what}): {args:?} ended by a signal: {}", r.stderr);
        assert!(!r.stderr.contains("panicked"), "{rel} ({what}): {args:?}: {}", r.stderr);
        assert_eq!(std::fs::read(&p).unwrap(), bytes, "{rel} ({what}): {args:?} changed its input");
        let _ = std::fs::remove_file(&out);
    }
}
