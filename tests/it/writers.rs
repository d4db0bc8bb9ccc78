//! No command writes over a file it reads, whichever output flag is pointed at it: every
//! subcommand's output flags, taken from the CLI's own definition, against every file the
//! command reads (its arguments and the files it finds by itself: the `trace.log` and
//! `io.safetensors` beside a graph, a `--compare` folder's dumps, a scenario's graph, inputs,
//! patterns and golden). Through the binary, which also refuses whatever the process has read.
//! `mutation.rs` draws random cells of the same table.
use super::robustness::{Ran, run_bin};
use clap::CommandFactory as _;
use quantbench::cli::Cli;
use std::path::{Path, PathBuf};
use std::time::Duration;

fn sample(rel: &str) -> PathBuf {
    Path::new(env!("CARGO_MANIFEST_DIR")).join(rel)
}

fn copy_dir(from: &Path, to: &Path) {
    std::fs::create_dir_all(to).unwrap();
    for e in std::fs::read_dir(from).unwrap() {
        let p = e.unwrap().path();
        if p.is_file() {
            std::fs::copy(&p, to.join(p.file_name().unwrap())).unwrap();
        }
    }
}

fn s(p: &Path) -> String {
    p.to_str().expect("a UTF-8 temp path").to_string()
}

/// How one output flag is used: extra arguments it needs, and for a flag naming a folder, the
/// file names it writes there.
pub struct Flag {
    pub name: &'static str,
    pub needs: Vec<String>,
    pub dir_writes: &'static [&'static str],
}

/// One subcommand run on the fixture, with every file it reads.
pub struct Case {
    pub cmd: &'static str,
    pub args: Vec<String>,
    pub reads: Vec<PathBuf>,
    pub flags: Vec<Flag>,
}

fn flag(name: &'static str) -> Flag {
    Flag { name, needs: vec![], dir_writes: &[] }
}

fn jit_flag(name: &'static str) -> Flag {
    Flag { name, needs: ["--jit", "--runs", "1"].map(String::from).to_vec(), dir_writes: &[] }
}

/// The fixture: a corpus case folder (graph, inputs, trace, Inductor's dumps), a pattern file,
/// a scenario naming all of them and a golden file, and a graph with symbolic sizes.
pub fn fixture(d: &Path) -> Vec<Case> {
    let case = d.join("case");
    copy_dir(&sample("sample_graphs/llama_mlp_int8"), &case);
    let dynamic = d.join("dyn");
    copy_dir(&sample("sample_graphs/hf_dynamic/dyn_batch_int8_linear"), &dynamic);
    let p = case.join("p.toml");
    std::fs::copy(sample("assets/patterns/invoke_quant.toml"), &p).unwrap();
    let (g, io) = (case.join("post_grad.txt"), case.join("io.safetensors"));
    let (trace, pre, post) =
        (case.join("trace.log"), case.join("ir_pre_fusion.txt"), case.join("ir_post_fusion.txt"));
    let sc = case.join("s.toml");
    std::fs::write(
        &sc,
        "[graph]\npath = \"post_grad.txt\"\n\n[inputs]\nsafetensors = \"io.safetensors\"\n\n\
         [[pass]]\npatterns = [\"p.toml\"]\n\n[[expect]]\ngolden = \"golden.txt\"\n",
    )
    .unwrap();
    let golden = case.join("golden.txt");
    let r = run_bin(&["check", &s(&sc), "--update-golden"], Duration::from_secs(60));
    assert_eq!(r.code, Some(0), "the golden is written: {}{}", r.stdout, r.stderr);
    let cases_dir = d.join("cases");
    copy_dir(&sample("sample_graphs/seed_nf4_mul_add"), &cases_dir.join("seed"));
    let seed = cases_dir.join("seed").join("post_grad.txt");
    let (dg, dio) = (dynamic.join("post_grad.txt"), dynamic.join("io.safetensors"));
    let corpus = d.join("corpus");
    copy_dir(&sample("sample_graphs/seed_nf4_mul_add"), &corpus.join("one"));
    let v = |xs: &[&str]| xs.iter().map(|x| x.to_string()).collect::<Vec<_>>();
    let mut cases = vec![
        Case {
            cmd: "export",
            args: v(&["export", &s(&g), "--to", "json"]),
            reads: vec![g.clone()],
            flags: vec![flag("--out")],
        },
        Case {
            cmd: "export",
            args: v(&["export", &s(&g), "--to", "png"]),
            reads: vec![g.clone()],
            flags: vec![flag("--out")],
        },
        Case {
            cmd: "inspect",
            args: v(&["inspect", &s(&trace)]),
            reads: vec![trace.clone()],
            flags: vec![flag("--perfetto")],
        },
        Case {
            cmd: "run",
            args: v(&["run", &s(&g), "--inputs", &s(&io)]),
            reads: vec![g.clone(), io.clone()],
            flags: vec![flag("--save"), jit_flag("--timing"), jit_flag("--trace")],
        },
        Case {
            cmd: "match",
            args: v(&["match", &s(&g), "--patterns", &s(&p)]),
            reads: vec![g.clone(), p.clone()],
            flags: vec![
                flag("--trace"),
                Flag { name: "--output", needs: v(&["--apply"]), dir_writes: &[] },
            ],
        },
        Case {
            cmd: "fuse",
            args: v(&["fuse", &s(&g), "--compare", &s(&case)]),
            reads: vec![g.clone(), trace.clone(), io.clone(), pre.clone(), post.clone()],
            flags: vec![
                flag("--log"),
                Flag {
                    name: "--dump-ir",
                    needs: vec![],
                    dir_writes: &["ir_pre_fusion.txt", "ir_post_fusion.txt"],
                },
            ],
        },
        Case {
            cmd: "check",
            args: v(&["check", &s(&sc)]),
            reads: vec![sc.clone(), g.clone(), io.clone(), p.clone(), golden.clone()],
            flags: vec![flag("--junit"), flag("--json")],
        },
        Case {
            cmd: "bench",
            args: v(&[
                "bench",
                "--no-peer",
                "--cases-dir",
                &s(&cases_dir),
                "--compile-case",
                &s(&g),
            ]),
            reads: vec![g.clone(), seed],
            flags: vec![flag("--out")],
        },
        Case {
            cmd: "bench-dynamic",
            args: v(&["bench-dynamic", &s(&dg), "--inputs", &s(&dio), "--rounds", "1"]),
            reads: vec![dg, dio],
            flags: vec![flag("--out")],
        },
    ];
    cases.push(Case {
        cmd: "survey",
        args: v(&["survey", "--coverage", &s(&corpus)]),
        reads: vec![corpus.join("one/post_grad.txt"), corpus.join("one/io.safetensors")],
        flags: vec![flag("--report")],
    });
    if cfg!(feature = "gui") {
        cases.push(Case {
            cmd: "view",
            args: v(&["view", &s(&g)]),
            reads: vec![g.clone()],
            flags: vec![flag("--screenshot")],
        });
        // The Code tab given another output code: that file is read too.
        let code = case.join("output_code.py");
        cases.push(Case {
            cmd: "view",
            args: v(&["view", &s(&g), "--tab", "Code", "--code", &s(&code)]),
            reads: vec![g, code],
            flags: vec![flag("--screenshot")],
        });
    }
    cases
}

/// The command line that points `flag` at `victim`.
pub fn aimed(case: &Case, flag: &Flag, victim: &Path) -> Option<Vec<String>> {
    let target = if flag.dir_writes.is_empty() {
        victim.to_path_buf()
    } else {
        let name = victim.file_name()?.to_str()?;
        if !flag.dir_writes.contains(&name) {
            return None;
        }
        victim.parent()?.to_path_buf()
    };
    let mut args = case.args.clone();
    args.extend(flag.needs.iter().cloned());
    args.push(flag.name.to_string());
    args.push(s(&target));
    Some(args)
}

/// Runs `args` (which aim an output at `victim`): refused, naming the flag, the victim as it was.
pub fn assert_refused(args: &[String], flag: &str, victim: &Path) {
    let before = std::fs::read(victim).expect("the input exists");
    let argv: Vec<&str> = args.iter().map(String::as_str).collect();
    let Ran { code, stderr, stdout } = run_bin(&argv, Duration::from_secs(120));
    assert_eq!(std::fs::read(victim).expect("still there"), before, "{args:?} changed {victim:?}");
    assert!(code.is_some_and(|c| c != 0), "{args:?} exited {code:?}: {stdout}{stderr}");
    assert!(
        stderr.contains("refusing to write") && stderr.contains(&format!("({flag})")),
        "{args:?}: {stderr}"
    );
}

#[test]
fn every_output_flag_refuses_every_file_the_command_reads() {
    let d = tempfile::tempdir().unwrap();
    let cases = fixture(d.path());
    let mut ran = 0;
    for case in &cases {
        for flag in &case.flags {
            for victim in &case.reads {
                let Some(args) = aimed(case, flag, victim) else { continue };
                assert_refused(&args, flag.name, victim);
                ran += 1;
            }
        }
    }
    assert!(ran >= 30, "{ran} cells");
}

/// The table above covers every output flag the CLI has: a new flag that writes fails here
/// until it is in the table (and so in the test).
#[test]
fn the_table_covers_every_output_flag_of_the_cli() {
    let d = tempfile::tempdir().unwrap();
    let cases = fixture(d.path());
    let cli = Cli::command();
    let path_names = ["FILE", "DIR", "IO", "PATH", "SCENARIO", "OUT", "OUT_DIR"];
    for sub in cli.get_subcommands() {
        for arg in sub.get_arguments() {
            let names: Vec<String> =
                arg.get_value_names().unwrap_or_default().iter().map(|n| n.to_string()).collect();
            let is_path = arg.get_value_parser().type_id() == std::any::TypeId::of::<PathBuf>();
            let flag = format!("{} --{}", sub.get_name(), arg.get_long().unwrap_or(""));
            if is_path {
                assert!(
                    names.iter().any(|n| path_names.contains(&n.as_str())),
                    "{flag}: a path argument must say whether it is read (FILE, DIR, IO, PATH, \
                     SCENARIO) or written (OUT, OUT_DIR); it says {names:?}"
                );
            }
            let help = arg.get_help().map(|h| h.to_string()).unwrap_or_default();
            let writes = names.iter().any(|n| n == "OUT" || n == "OUT_DIR");
            if is_path && help.to_lowercase().starts_with("write") {
                assert!(writes, "{flag} writes (its help: {help}) but is not named OUT");
            }
            if !writes {
                continue;
            }
            let long = format!("--{}", arg.get_long().expect("output flags are long"));
            let covered = cases
                .iter()
                .any(|c| c.cmd == sub.get_name() && c.flags.iter().any(|f| f.name == long));
            assert!(covered, "{flag} writes, and the table in writers.rs has no cell for it");
        }
    }
}

#[test]
fn fuse_never_dumps_over_the_dumps_it_compares_with() {
    // The finding: `fuse G --compare D --dump-ir D` replaced Inductor's dumps and reported
    // 60/60 nodes against itself.
    let d = tempfile::tempdir().unwrap();
    let case = d.path().join("case");
    copy_dir(&sample("sample_graphs/llama_mlp_int8"), &case);
    let pre = case.join("ir_pre_fusion.txt");
    let before = std::fs::read(&pre).unwrap();
    let g = case.join("post_grad.txt");
    let r = run_bin(
        &["fuse", &s(&g), "--compare", &s(&case), "--dump-ir", &s(&case)],
        Duration::from_secs(60),
    );
    assert_eq!(r.code, Some(2), "{}{}", r.stdout, r.stderr);
    assert!(r.stderr.contains("(--dump-ir)") && r.stderr.contains("(--compare)"), "{}", r.stderr);
    assert_eq!(std::fs::read(&pre).unwrap(), before);
    // `--log trace.log` beside the graph: the trace the size hints come from.
    let t = case.join("trace.log");
    let before = std::fs::read(&t).unwrap();
    let r = run_bin(&["fuse", &s(&g), "--log", &s(&t)], Duration::from_secs(60));
    assert_eq!(r.code, Some(2), "{}", r.stderr);
    assert_eq!(std::fs::read(&t).unwrap(), before);
}

#[test]
fn goldens_stay_in_the_scenarios_folder_and_off_its_inputs() {
    let d = tempfile::tempdir().unwrap();
    let case = d.path().join("case");
    copy_dir(&sample("sample_graphs/seed_nf4_mul_add"), &case);
    let io = case.join("io.safetensors");
    let io_before = std::fs::read(&io).unwrap();
    let outside = d.path().join("elsewhere.txt");
    let abs = d.path().join("abs.txt");
    for (golden, victim) in [
        ("io.safetensors".to_string(), None),
        ("../elsewhere.txt".to_string(), Some(&outside)),
        (s(&abs), Some(&abs)),
    ] {
        let sc = case.join("s.toml");
        std::fs::write(
            &sc,
            format!(
                "[graph]\npath = \"post_grad.txt\"\n\n[inputs]\nsafetensors = \
                 \"io.safetensors\"\n\n[[expect]]\ngolden = {golden:?}\n"
            ),
        )
        .unwrap();
        let r = run_bin(&["check", &s(&sc), "--update-golden"], Duration::from_secs(60));
        assert_eq!(r.code, Some(1), "{golden}: {}{}", r.stdout, r.stderr);
        assert_eq!(std::fs::read(&io).unwrap(), io_before, "{golden}");
        if let Some(v) = victim {
            assert!(!v.exists(), "{golden}: written outside the scenario's folder");
            assert!(r.stdout.contains("--golden-anywhere"), "{}", r.stdout);
            let r = run_bin(
                &["check", &s(&sc), "--update-golden", "--golden-anywhere"],
                Duration::from_secs(60),
            );
            assert_eq!(r.code, Some(0), "{golden}: {}{}", r.stdout, r.stderr);
            assert!(v.exists(), "{golden}: --golden-anywhere writes it");
        } else {
            assert!(r.stdout.contains("refusing to write"), "{}", r.stdout);
        }
    }
}

/// Starts `export G --to json -o OUT` and waits until the process has the output's file open
/// (unnamed or not) in `out_dir`; returns the child, or None if it finished first.
fn export_caught_writing(g: &Path, out_dir: &Path, named: bool) -> Option<std::process::Child> {
    use std::process::{Command, Stdio};
    let mut cmd = Command::new(env!("CARGO_BIN_EXE_quantbench"));
    cmd.args(["export", &s(g), "--to", "json", "-o", &s(&out_dir.join("g.json"))])
        .stdout(Stdio::null())
        .stderr(Stdio::null());
    if named {
        cmd.env("QUANTBENCH_NAMED_TEMP", "1");
    }
    let mut child = cmd.spawn().unwrap();
    let fds = PathBuf::from(format!("/proc/{}/fd", child.id()));
    let dir = out_dir.canonicalize().unwrap();
    loop {
        if child.try_wait().unwrap().is_some() {
            return None;
        }
        let writing = std::fs::read_dir(&fds)
            .into_iter()
            .flatten()
            .flatten()
            .any(|e| std::fs::read_link(e.path()).is_ok_and(|t| t.starts_with(&dir)));
        if writing {
            return Some(child);
        }
        std::thread::sleep(Duration::from_millis(1));
    }
}

fn listing(dir: &Path) -> Vec<String> {
    let mut v: Vec<String> = std::fs::read_dir(dir)
        .unwrap()
        .map(|e| e.unwrap().file_name().to_string_lossy().into_owned())
        .collect();
    v.sort();
    v
}

#[cfg(target_os = "linux")]
#[test]
fn interrupted_writes_leave_no_temporary_files() {
    use std::os::unix::process::ExitStatusExt;
    let d = tempfile::tempdir().unwrap();
    let g = d.path().join("g.txt");
    let r = run_bin(&["synth", "graph", "50000"], Duration::from_secs(120));
    std::fs::write(&g, r.stdout).unwrap();
    let kill = |child: &std::process::Child, sig: i32| {
        // SAFETY: sending a signal to our own child.
        unsafe { libc::kill(child.id() as i32, sig) };
    };
    // Each kind of interruption, until one lands mid-write (a fast machine may finish first).
    let mut tries = 0;
    let mut caught = [false; 3];
    while caught.iter().any(|c| !c) {
        tries += 1;
        assert!(tries < 40, "never caught the export writing: {caught:?}");
        for (k, (named, sig)) in
            [(false, libc::SIGKILL), (true, libc::SIGTERM), (true, libc::SIGINT)]
                .into_iter()
                .enumerate()
        {
            if caught[k] {
                continue;
            }
            let out = d.path().join(format!("out{k}"));
            std::fs::create_dir_all(&out).unwrap();
            for f in listing(&out) {
                std::fs::remove_file(out.join(f)).unwrap();
            }
            let Some(mut child) = export_caught_writing(&g, &out, named) else { continue };
            kill(&child, sig);
            let st = child.wait().unwrap();
            if st.success() {
                continue;
            }
            assert_eq!(st.signal(), Some(sig), "ended by the signal, as the default action does");
            assert_eq!(listing(&out), Vec::<String>::new(), "named={named}, signal {sig}");
            caught[k] = true;
        }
    }
    // A named temporary file of a writer killed outright (SIGKILL, a power cut) is swept by the
    // next write into that folder once its writer is gone.
    let out = d.path().join("swept");
    std::fs::create_dir_all(&out).unwrap();
    let stale = out.join(".quantbench-2000000000-AbCdEfGhIj");
    std::fs::write(&stale, b"partial").unwrap();
    let small = sample("sample_graphs/seed_nf4_mul_add/post_grad.txt");
    let r = run_bin(
        &["export", &s(&small), "--to", "fx", "-o", &s(&out.join("g.txt"))],
        Duration::from_secs(60),
    );
    assert_eq!(r.code, Some(0), "{}", r.stderr);
    assert_eq!(listing(&out), ["g.txt"]);
}
