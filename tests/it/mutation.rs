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

const SAMPLES: [(Kind, &str); 7] = [
    (Kind::Fx, "sample_graphs/seed_nf4_mul_add/post_grad.txt"),
    // An invoke_quant whose subgraph calls one of the same name (each module has its own).
    (Kind::Fx, "fuzz/regressions/jit/nested_invoke_quant_same_subgraph_name.txt"),
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

/// A mutation that knows the format: interned-string records whose indices jump (a trace),
/// subgraph names made equal or nested one level deeper (FX text). Else [`mutate`].
fn mutate_for(kind: Kind, bytes: &[u8], rng: &mut ChaCha8Rng) -> (Vec<u8>, String) {
    match (kind, rng.random_range(0..4)) {
        (Kind::Trace, 0) => {
            let mut b = bytes.to_vec();
            let n = rng.random_range(1..50);
            let mut at = b.iter().position(|&c| c == b'\n').map_or(0, |i| i + 1);
            for _ in 0..n {
                let idx: u64 = match rng.random_range(0..3) {
                    0 => rng.random_range(0..10),
                    1 => rng.random_range(0..u64::from(u32::MAX)) * 1000,
                    _ => rng.random(),
                };
                let rec = format!(
                    "V1129 17:06:20.819000 9511 torch/_logging/structured.py:28] {{\"str\": [\"f{idx}.py\", {idx}]}}\n"
                );
                b.splice(at..at, rec.bytes());
                at += rec.len();
            }
            (b, format!("{n} interned strings with jumping indices"))
        }
        (Kind::Fx, 0) => {
            let text = String::from_utf8_lossy(bytes).into_owned();
            let (from, to) =
                [("subgraph1", "subgraph0"), ("subgraph0", "subgraph1")][rng.random_range(0..2)];
            (text.replace(from, to).into_bytes(), format!("{from} renamed {to}"))
        }
        (Kind::Fx, 1) => {
            // The whole graph again as a nested class of itself, indented one level.
            let text = String::from_utf8_lossy(bytes).into_owned();
            let inner: String = text
                .lines()
                .map(|l| if l.is_empty() { "\n".to_string() } else { format!("    {l}\n") })
                .collect::<String>()
                .replacen("class <lambda>", "class subgraph0", 1);
            (format!("{text}\n{inner}").into_bytes(), "nested in itself as subgraph0".into())
        }
        _ => mutate(bytes, rng),
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
            let (bytes, what) = mutate_for(kind, &orig, &mut rng);
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

/// Writers against their inputs: random cells of `writers.rs`'s table (every output flag of
/// the CLI's definition against every file its command reads), the victim mutated first.
/// Whatever the command makes of the mutant, it exits non-zero and the victim stays as it was.
#[test]
fn mutated_inputs_are_never_written_over() {
    let d = tempfile::tempdir().unwrap();
    let cases = super::writers::fixture(d.path());
    let cells: Vec<(usize, usize, PathBuf)> = cases
        .iter()
        .enumerate()
        .flat_map(|(c, case)| {
            case.flags
                .iter()
                .enumerate()
                .flat_map(move |(f, _)| case.reads.iter().map(move |v| (c, f, v.clone())))
        })
        .collect();
    let mut rng = ChaCha8Rng::seed_from_u64(SEED + 2);
    for _ in 0..12 {
        let (c, f, victim) = &cells[rng.random_range(0..cells.len())];
        let (case, flag) = (&cases[*c], &cases[*c].flags[*f]);
        let Some(args) = super::writers::aimed(case, flag, victim) else { continue };
        let orig = std::fs::read(victim).unwrap();
        let (bytes, what) = mutate(&orig, &mut rng);
        std::fs::write(victim, &bytes).unwrap();
        let argv: Vec<&str> = args.iter().map(String::as_str).collect();
        let r = super::robustness::run_bin(&argv, Duration::from_secs(120));
        assert_eq!(std::fs::read(victim).unwrap(), bytes, "{args:?} ({what}) wrote over its input");
        assert!(r.code.is_some_and(|c| c != 0), "{args:?} ({what}): {:?} {}", r.code, r.stderr);
        std::fs::write(victim, &orig).unwrap();
    }
}

/// Folders whose links loop: random trees of folders, files and symbolic links (to an
/// ancestor, a sibling, itself, nothing). The walk ends, lists every reachable file once
/// (by identity) and names each link it did not follow.
#[cfg(unix)]
#[test]
fn folders_whose_links_loop_are_walked_once() {
    use std::collections::HashSet;
    use std::os::unix::fs::MetadataExt;
    let mut rng = ChaCha8Rng::seed_from_u64(SEED + 3);
    for round in 0..20 {
        let d = tempfile::tempdir().unwrap();
        let root = d.path().join("root");
        let mut dirs = vec![root.clone()];
        std::fs::create_dir(&root).unwrap();
        let mut files = 0;
        for i in 0..rng.random_range(3..20) {
            let parent = dirs[rng.random_range(0..dirs.len())].clone();
            match rng.random_range(0..4) {
                0 => {
                    let p = parent.join(format!("d{i}"));
                    std::fs::create_dir(&p).unwrap();
                    dirs.push(p);
                }
                1 => {
                    std::fs::write(parent.join(format!("f{i}.txt")), "x").unwrap();
                    files += 1;
                }
                _ => {
                    let to = match rng.random_range(0..4) {
                        0 => PathBuf::from("."),
                        1 => PathBuf::from(".."),
                        2 => dirs[rng.random_range(0..dirs.len())].clone(),
                        _ => PathBuf::from("nowhere"),
                    };
                    std::os::unix::fs::symlink(&to, parent.join(format!("l{i}"))).unwrap();
                }
            }
        }
        let (tx, rx) = mpsc::channel();
        let r2 = root.clone();
        std::thread::spawn(move || {
            let _ = tx.send(quantbench::import::survey::files_under(&r2).map(|w| w.files));
        });
        let listed = rx
            .recv_timeout(MUTANT_LIMIT)
            .unwrap_or_else(|_| panic!("round {round}: the walk still runs"))
            .unwrap();
        let ids: HashSet<(u64, u64)> = listed
            .iter()
            .map(|p| std::fs::metadata(p).map(|m| (m.dev(), m.ino())).unwrap())
            .collect();
        assert_eq!(ids.len(), listed.len(), "round {round}: a file listed twice: {listed:?}");
        assert_eq!(listed.len(), files, "round {round}: every file, once: {listed:?}");
        let r = super::robustness::run_bin(&["survey", root.to_str().unwrap()], MUTANT_LIMIT);
        assert!(r.code.is_some(), "round {round}: survey ended by a signal");
    }
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
        let (bytes, what) = mutate_for(kind, &original(kind, rel), &mut rng);
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
