//! What the command line does with inputs that are not what it expects: sizes past the
//! machine's memory, files that are FIFOs or devices, bytes that are not UTF-8 in scheduler
//! dumps, empty pattern files, calls with too many arguments, and a big file under
//! `view --screenshot`. The binary is run with a timeout where a hang or an abort was the bug.
use clap::Parser as _;
use quantbench::cli::{Cli, main_with};
use std::path::{Path, PathBuf};
use std::process::{Command, Stdio};
use std::time::{Duration, Instant};

fn sample(rel: &str) -> PathBuf {
    Path::new(env!("CARGO_MANIFEST_DIR")).join("sample_graphs").join(rel)
}

fn s(p: &Path) -> &str {
    p.to_str().expect("a UTF-8 temp path")
}

/// How the binary ended.
pub struct Ran {
    /// The exit code; `None` when a signal ended it.
    pub code: Option<i32>,
    pub stdout: String,
    pub stderr: String,
}

/// Runs the binary; a run past `limit` is killed and fails the test (a hang is the bug).
pub fn run_bin(args: &[&str], limit: Duration) -> Ran {
    let mut child = Command::new(env!("CARGO_BIN_EXE_quantbench"))
        .args(args)
        .stdin(Stdio::null())
        .stdout(Stdio::piped())
        .stderr(Stdio::piped())
        .spawn()
        .expect("the binary starts");
    // Pipes are drained on threads so a chatty child cannot block on a full pipe.
    let mut out = child.stdout.take().expect("stdout");
    let mut err = child.stderr.take().expect("stderr");
    let t_out = std::thread::spawn(move || {
        let mut s = String::new();
        std::io::Read::read_to_string(&mut out, &mut s).ok();
        s
    });
    let t_err = std::thread::spawn(move || {
        let mut s = String::new();
        std::io::Read::read_to_string(&mut err, &mut s).ok();
        s
    });
    let start = Instant::now();
    let status = loop {
        if let Some(st) = child.try_wait().expect("wait") {
            break st;
        }
        if start.elapsed() > limit {
            child.kill().ok();
            child.wait().ok();
            panic!("{args:?} still running after {limit:?}");
        }
        std::thread::sleep(Duration::from_millis(20));
    };
    Ran {
        code: status.code(),
        stdout: t_out.join().unwrap_or_default(),
        stderr: t_err.join().unwrap_or_default(),
    }
}

fn cli(args: &[&str]) -> anyhow::Result<i32> {
    let argv = std::iter::once("quantbench").chain(args.iter().copied());
    main_with(Cli::try_parse_from(argv).map_err(|e| anyhow::anyhow!("{e}"))?)
}

const T: Duration = Duration::from_secs(60);

const HUGE: &str = "class <lambda>(torch.nn.Module):
    def forward(self, arg0_1: \"u8[100000, 100000]\"):
        neg: \"u8[100000, 100000]\" = torch.ops.aten.neg.default(arg0_1);  arg0_1 = None
        return (neg,)
";

/// A placeholder of 10^10 bytes: generated inputs used to abort in the allocator ("memory
/// allocation of 80000000000 bytes failed"), on the interpreter and the JIT.
#[test]
fn a_run_past_the_memory_limit_is_refused_before_it_allocates() {
    let d = tempfile::tempdir().unwrap();
    let g = d.path().join("huge.txt");
    std::fs::write(&g, HUGE).unwrap();
    for extra in [&[][..], &["--jit", "--runs", "1"][..]] {
        let mut args = vec!["run", s(&g)];
        args.extend(extra);
        let r = run_bin(&args, T);
        assert_eq!(r.code, Some(2), "{args:?}: {}", r.stderr);
        assert!(
            r.stderr.contains("the run needs at least 93.1 GiB")
                && r.stderr.contains("--max-memory"),
            "{args:?}: {}",
            r.stderr
        );
        // An explicit limit is named as such.
        args.extend(["--max-memory", "512M"]);
        let r = run_bin(&args, T);
        assert!(r.stderr.contains("but --max-memory is 512.0 MiB"), "{args:?}: {}", r.stderr);
    }
    // A small graph within an explicit limit runs; under a tiny one it is refused.
    let seed = sample("seed_nf4_mul_add/post_grad.txt");
    assert_eq!(cli(&["run", s(&seed), "--max-memory", "1G"]).unwrap(), 0);
    assert_eq!(cli(&["run", s(&seed), "--jit", "--runs", "1", "--max-memory", "1G"]).unwrap(), 0);
    let e = cli(&["run", s(&seed), "--max-memory", "16"]).unwrap_err().to_string();
    assert!(e.contains("the run needs at least"), "{e}");
    assert!(Cli::try_parse_from(["quantbench", "run", "x", "--max-memory", "lots"]).is_err());
}

/// With `--inputs`, tensors that do not fit the annotations are an error before the JIT sizes
/// its buffers from the annotations.
#[test]
fn inputs_are_checked_against_annotations_before_buffers_are_sized() {
    let d = tempfile::tempdir().unwrap();
    let g = d.path().join("huge.txt");
    std::fs::write(&g, HUGE).unwrap();
    let small =
        quantbench::interp::Tensor::from_i64(quantbench::ir::DType::U8, vec![2, 2], &[1, 2, 3, 4])
            .unwrap();
    let io = d.path().join("io.safetensors");
    quantbench::interp::io::save_safetensors(&io, &[("arg0_1".into(), small)]).unwrap();
    for extra in [&[][..], &["--jit", "--runs", "1"][..]] {
        let mut args = vec!["run", s(&g), "--inputs", s(&io)];
        args.extend(extra);
        let r = run_bin(&args, T);
        assert_eq!(r.code, Some(2), "{args:?}: {}", r.stderr);
        assert!(
            r.stderr
                .contains("`arg0_1` is annotated u8[100000, 100000] but the tensor is u8[2, 2]"),
            "{args:?}: {}",
            r.stderr
        );
    }
}

/// The JIT's own check, at `ProgramBuilder::finish`: the planned buffers against the limit.
#[test]
fn the_jit_refuses_buffers_past_its_limit() {
    use quantbench::pipeline::{JitOptions, run_jit};
    use quantbench::util::mem::MemoryLimit;
    let doc = quantbench::import::load_path(&sample("seed_nf4_mul_add/post_grad.txt")).unwrap();
    let g = doc.stages[0].graph().unwrap();
    let inputs =
        quantbench::interp::io::generate_inputs(g, 0, &Default::default(), Default::default())
            .expect("inputs");
    let mut opt = JitOptions { runs: 1, warmup: 0, ..JitOptions::DEFAULT };
    opt.codegen.max_memory = MemoryLimit::Bytes(100);
    let e = run_jit(g, &inputs, &opt).err().expect("refused").to_string();
    assert!(e.contains("the program's buffers needs at least") && e.contains("100 B"), "{e}");
    opt.codegen.max_memory = MemoryLimit::Bytes(1 << 20);
    run_jit(g, &inputs, &opt).unwrap_or_else(|e| panic!("{e}"));
}

fn mkfifo(p: &Path) -> bool {
    Command::new("mkfifo").arg(p).status().is_ok_and(|s| s.success())
}

/// A FIFO nobody writes used to block `open()` forever, and `/dev/zero` was read until 4 GB
/// were allocated: every reader looks at the file type first.
#[test]
fn fifos_devices_and_directories_are_refused_where_a_file_is_read() {
    let d = tempfile::tempdir().unwrap();
    let fifo = d.path().join("fifo");
    if !mkfifo(&fifo) {
        eprintln!("no mkfifo here: skipping the FIFO cases");
        return;
    }
    let g = sample("seed_nf4_mul_add/post_grad.txt");
    // A case folder whose scheduler dump is a FIFO.
    let case = d.path().join("case");
    std::fs::create_dir(&case).unwrap();
    assert!(mkfifo(&case.join("ir_post_fusion.txt")));
    let zero = Path::new("/dev/zero");
    let sub = d.path().join("sub");
    std::fs::create_dir(&sub).unwrap();
    for bad in [fifo.as_path(), zero] {
        let kind = if bad == zero { "a character device" } else { "a FIFO" };
        for args in [
            vec!["inspect", s(bad)],
            vec!["run", s(bad)],
            vec!["run", s(&g), "--inputs", s(bad)],
            vec!["match", s(&g), "--patterns", s(bad)],
            vec!["check", s(bad)],
            vec!["survey", s(bad)],
        ] {
            let r = run_bin(&args, T);
            assert!(r.code.is_some_and(|c| c != 0), "{args:?}: {:?} {}", r.code, r.stderr);
            let said = format!("{}{}", r.stdout, r.stderr);
            assert!(
                said.contains(&format!("expected a regular file, found {kind}")),
                "{args:?}: {said}"
            );
        }
    }
    let r = run_bin(&["fuse", s(&g), "--compare", s(&case)], T);
    assert!(r.code.is_some_and(|c| c != 0), "{}", r.stderr);
    assert!(
        r.stderr.contains("ir_post_fusion.txt:1:1: expected a regular file, found a FIFO"),
        "{}",
        r.stderr
    );
    // A directory where a file is expected; directories that are documents still open.
    let r = run_bin(&["run", s(&g), "--inputs", s(&sub)], T);
    assert!(r.stderr.contains("expected a regular file, found a directory"), "{}", r.stderr);
    let dbg = sample("debug_dir_seed/torch_compile_debug");
    assert_eq!(cli(&["inspect", s(&dbg)]).unwrap(), 0);
}

/// The Inductor-IR reader names the line and column of a byte that is not UTF-8, as the FX
/// reader does (it said "stream did not contain valid UTF-8").
#[test]
fn scheduler_dumps_name_the_position_of_bad_bytes() {
    let d = tempfile::tempdir().unwrap();
    let text = std::fs::read(sample("seed_nf4_mul_add/ir_post_fusion.txt")).unwrap();
    let mut bad = text.clone();
    let line3 = {
        let mut at = 0;
        for _ in 0..2 {
            at += bad[at..].iter().position(|&b| b == b'\n').unwrap() + 1;
        }
        at
    };
    bad[line3 + 4] = 0xfe;
    std::fs::write(d.path().join("ir_post_fusion.txt"), &bad).unwrap();
    let e = quantbench::import::inductor_ir::read_ir_dump(&d.path().join("ir_post_fusion.txt"))
        .unwrap_err()
        .to_string();
    assert!(
        e.ends_with("ir_post_fusion.txt:3:5: expected UTF-8 text, found byte 0xfe, which is not valid UTF-8 here"),
        "{e}"
    );
    let g = sample("seed_nf4_mul_add/post_grad.txt");
    let e = cli(&["fuse", s(&g), "--compare", s(d.path())]).unwrap_err();
    assert!(format!("{e:#}").contains("ir_post_fusion.txt:3:5: expected UTF-8 text"), "{e:#}");
}

/// An empty pattern file matches nothing, silently until now: a warning on stderr and in the
/// trace.
#[test]
fn an_empty_pattern_file_is_a_warning() {
    let d = tempfile::tempdir().unwrap();
    let empty = d.path().join("empty.toml");
    std::fs::write(&empty, "").unwrap();
    let trace = d.path().join("trace.json");
    let g = sample("seed_nf4_mul_add/post_grad.txt");
    let r = run_bin(&["match", s(&g), "--patterns", s(&empty), "--trace", s(&trace)], T);
    assert_eq!(r.code, Some(0), "{}", r.stderr);
    assert!(
        r.stderr.contains(&format!("warning: {}: the pattern file holds no patterns", s(&empty))),
        "{}",
        r.stderr
    );
    let j: serde_json::Value =
        serde_json::from_str(&std::fs::read_to_string(&trace).unwrap()).unwrap();
    assert_eq!(j["warnings"][0].as_str().map(|w| w.contains("holds no patterns")), Some(true));
    // A file with patterns warns of nothing.
    let r = run_bin(&["match", s(&g)], T);
    assert!(!r.stderr.contains("warning"), "{}", r.stderr);
}

/// `aten.mul.Tensor(1, a, b)` has one argument more than its schema; it used to run as `1 * a`.
#[test]
fn calls_are_checked_against_their_schemas() {
    let d = tempfile::tempdir().unwrap();
    let text = std::fs::read_to_string(sample("seed_nf4_mul_add/post_grad.txt")).unwrap();
    let bad =
        text.replacen("aten.mul.Tensor(arg0_1, arg1_1)", "aten.mul.Tensor(1, arg0_1, arg1_1)", 1);
    assert_ne!(bad, text);
    let p = d.path().join("arity.txt");
    std::fs::write(&p, bad).unwrap();
    for extra in [&[][..], &["--jit", "--runs", "1"][..]] {
        let mut args = vec!["run", s(&p)];
        args.extend(extra);
        let e = cli(&args).unwrap_err().to_string();
        assert!(
            e.contains("node `mul`")
                && e.contains("aten.mul.Tensor takes 2 positional arguments, 3 were given"),
            "{args:?}: {e}"
        );
    }
    let text2 = text.replacen(
        "aten.add.Tensor(mul, arg1_1)",
        "aten.add.Tensor(mul, arg1_1, alpha = 2, beta = 1)",
        1,
    );
    let p2 = d.path().join("kw.txt");
    std::fs::write(&p2, text2).unwrap();
    let e = cli(&["run", s(&p2)]).unwrap_err().to_string();
    assert!(e.contains("node `add`") && e.contains("has no argument `beta`"), "{e}");
}

/// A file of 8 MB and up is read on the window's worker thread; the headless window waits for
/// it (`app::settle`, which `view --screenshot` runs before rendering) instead of showing the
/// sample under a "Loading" bar, and a file that fails to load is the loader's error.
#[cfg(feature = "gui")]
#[test]
fn a_headless_window_waits_for_a_big_file() {
    use egui_kittest::kittest::Queryable as _;
    use quantbench::app::{QuantbenchApp, StartOptions, settle};
    let d = tempfile::tempdir().unwrap();
    let text = std::fs::read_to_string(sample("seed_nf4_mul_add/post_grad.txt")).unwrap();
    // Long provenance comments make the file big without making the graph big.
    let pad =
        format!("        # File: /home/dev/quant/{}.py:1 in fn, code: pass\n", "x".repeat(1000));
    let at = text.find("        subgraph0 = self.subgraph0").unwrap();
    let mut big = String::with_capacity(9 << 20);
    big.push_str(&text[..at]);
    while big.len() < 9 << 20 {
        big.push_str(&pad);
    }
    big.push_str(&text[at..]);
    let good = d.path().join("big.txt");
    std::fs::write(&good, &big).unwrap();
    let broken = d.path().join("broken.txt");
    std::fs::write(&broken, big.replacen("return (invoke_quant_1,)", "return (nope,)", 1)).unwrap();

    let harness = || {
        let start = StartOptions { headless: true, ..Default::default() };
        egui_kittest::Harness::builder()
            .with_size(egui::vec2(1200.0, 800.0))
            .build_eframe(move |cc| QuantbenchApp::new(cc, start))
    };
    // Opened after the window is up, as `StartOptions::file` opens it, so the read is surely
    // still under way when `settle` starts.
    let mut h = harness();
    h.state_mut().open(good.clone());
    assert!(h.state().loading().is_some(), "a file this big is read on the worker thread");
    settle(&mut h).unwrap_or_else(|e| panic!("{e}"));
    assert!(h.state().loading().is_none());
    assert_eq!(h.state().session.document().path.as_deref(), Some(good.as_path()));
    let loading_bar = |n: &egui_kittest::kittest::AccessKitNode<'_>| {
        n.label().or_else(|| n.value()).is_some_and(|l| l.starts_with("Loading "))
    };
    assert!(h.query_all_by(|n| loading_bar(n)).next().is_none());

    let mut h = harness();
    h.state_mut().open(broken.clone());
    assert!(h.state().loading().is_some());
    let e = settle(&mut h).expect_err("the loader's error").to_string();
    assert!(e.contains("broken.txt:") && e.contains("`nope`"), "{e}");
}

/// The Inductor-IR reader recurses into `snodes[i] =` members: a file nesting them deeper than
/// any Inductor prints is an error at the line, not a stack overflow.
#[test]
fn scheduler_dump_nesting_is_limited() {
    let mut text = String::new();
    for i in 0..50_000 {
        text.push_str(&format!("op{i}: FusedSchedulerNode(ComputedBuffer)\nop{i}.snodes[0] =\n"));
    }
    text.push_str("op50000: SchedulerNode(ComputedBuffer)\n");
    let e = quantbench::import::inductor_ir::parse_ir_dump(&text, "deep.txt")
        .expect_err("too deep")
        .to_string();
    assert!(e.starts_with("deep.txt:401:1: expected at most 200 nested `snodes` levels"), "{e}");
    let mut ok = String::new();
    for i in 0..3 {
        ok.push_str(&format!("op{i}: FusedSchedulerNode(ComputedBuffer)\nop{i}.snodes[0] =\n"));
    }
    ok.push_str("op3: SchedulerNode(ComputedBuffer)\n");
    let d = quantbench::import::inductor_ir::parse_ir_dump(&ok, "ok.txt").unwrap();
    assert_eq!(d.nodes.len(), 1);
}

/// A factory sized by its arguments (no annotation says how big) is checked before it
/// allocates: an error naming the elements, not `memory allocation of ... failed`.
#[test]
fn a_factory_sized_past_memory_is_an_error() {
    let text = r#"class <lambda>(torch.nn.Module):
    def forward(self, arg0_1: "f32[4]"):
        full: "f32[4]" = torch.ops.aten.full.default([100000, 1000000], 1.0, dtype = torch.float32, layout = torch.strided, device = device(type='cpu'), pin_memory = False)
        add: "f32[4]" = torch.ops.aten.add.Tensor(arg0_1, 1.0);  arg0_1 = None
        return (add, full)
"#;
    let mut doc = quantbench::import::parse_text(text, "g.txt", Default::default()).unwrap();
    let g = doc.stages.remove(0).graph().unwrap().clone();
    let inputs =
        quantbench::interp::io::generate_inputs(&g, 0, &Default::default(), Default::default())
            .unwrap();
    let err = quantbench::interp::run_graph(&g, &inputs).unwrap_err().to_string();
    assert!(err.contains("node `full`") && err.contains("100000000000 elements"), "{err}");
}
