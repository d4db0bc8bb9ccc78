//! Every file the CLI writes goes through one atomic writer that refuses the command's own
//! inputs; and every graph-reading subcommand takes the same `FILE [--stage S] [--raw]`.
//! In-process (`Cli::try_parse_from` + `main_with`): the shared build directory's `quantbench`
//! binary may be another worktree's.
use clap::Parser as _;
use quantbench::cli::graph::GraphArgs;
use quantbench::cli::{Cli, Command, main_with};
use std::path::{Path, PathBuf};

fn sample(rel: &str) -> PathBuf {
    Path::new(env!("CARGO_MANIFEST_DIR")).join("sample_graphs").join(rel)
}

/// A copy of a sample in a fresh temp dir (so a writer that failed to refuse damages nothing).
fn copy(dir: &Path, rel: &str, name: &str) -> PathBuf {
    let to = dir.join(name);
    std::fs::copy(sample(rel), &to).expect("copy a sample");
    to
}

fn cli(args: &[&str]) -> anyhow::Result<i32> {
    let argv = std::iter::once("quantbench").chain(args.iter().copied());
    main_with(Cli::try_parse_from(argv).map_err(|e| anyhow::anyhow!("{e}"))?)
}

/// Runs `args`; it must fail refusing `victim`, which must be unchanged.
fn refuses(args: &[&str], victim: &Path) {
    let before = std::fs::read(victim).expect("the input exists");
    let err = cli(args).expect_err("writing over an input must fail");
    let msg = format!("{err:#}");
    assert!(msg.contains("refusing to write"), "{args:?}: {msg}");
    assert_eq!(std::fs::read(victim).expect("still there"), before, "{args:?} changed its input");
}

fn s(p: &Path) -> &str {
    p.to_str().expect("a UTF-8 temp path")
}

#[test]
fn every_writer_refuses_its_inputs() {
    let d = tempfile::tempdir().expect("a temp dir");
    let g = copy(d.path(), "seed_nf4_mul_add/post_grad.txt", "g.txt");
    let io = copy(d.path(), "seed_nf4_mul_add/io.safetensors", "io.safetensors");
    let pat = d.path().join("p.toml");
    std::fs::write(&pat, "").expect("an empty pattern file");
    // A hard link is the same file under another name.
    let link = d.path().join("link.txt");
    std::fs::hard_link(&g, &link).expect("hard link");
    let (g, io, pat, link) = (s(&g), s(&io), s(&pat), s(&link));

    refuses(&["export", g, "--to", "json", "-o", g], g.as_ref());
    refuses(&["export", g, "--to", "fx", "-o", link], g.as_ref());
    refuses(&["match", g, "--apply", "-o", g], g.as_ref());
    refuses(&["match", g, "--trace", g], g.as_ref());
    refuses(&["match", g, "--patterns", pat, "--trace", pat], pat.as_ref());
    refuses(&["run", g, "--save", g], g.as_ref());
    refuses(&["run", g, "--inputs", io, "--save", io], io.as_ref());
    refuses(&["run", g, "--jit", "--runs", "1", "--timing", g], g.as_ref());
    refuses(&["run", g, "--jit", "--runs", "1", "--trace", link], g.as_ref());
    refuses(&["fuse", g, "--log", g], g.as_ref());
    let case = d.path().join("case");
    std::fs::create_dir(&case).expect("mkdir");
    let in_case = copy(&case, "seed_nf4_mul_add/post_grad.txt", "post_grad.txt");
    // A case folder is an input as a whole: nothing is written inside it.
    refuses(&["fuse", s(&case), "--log", s(&in_case)], &in_case);
    refuses(&["bench", "--no-peer", "--cases-dir", s(&case), "--out", s(&in_case)], &in_case);
    refuses(&["bench", "--no-peer", "--compile-case", g, "--out", g], g.as_ref());

    let sc = d.path().join("s.toml");
    std::fs::write(&sc, "[graph]\npath = \"g.txt\"\n\n[[expect]]\ngolden = \"golden.txt\"\n")
        .expect("write");
    refuses(&["check", s(&sc), "--junit", s(&sc)], &sc);
    refuses(&["check", s(&sc), "--json", s(&sc)], &sc);
    #[cfg(feature = "gui")]
    refuses(&["view", g, "--screenshot", g], g.as_ref());

    // Outputs that are not inputs are written, and nothing temporary is left beside them.
    let out = d.path().join("out");
    std::fs::create_dir(&out).expect("mkdir");
    let o = |n: &str| out.join(n).to_str().expect("utf-8").to_string();
    assert_eq!(cli(&["export", g, "--to", "json", "-o", &o("g.json")]).expect("export"), 0);
    assert_eq!(cli(&["run", g, "--inputs", io, "--save", &o("o.safetensors")]).expect("run"), 0);
    assert_eq!(cli(&["fuse", g, "--log", &o("log.json")]).expect("fuse"), 0);
    let mut names: Vec<String> = std::fs::read_dir(&out)
        .expect("ls")
        .map(|e| e.expect("entry").file_name().to_string_lossy().into_owned())
        .collect();
    names.sort();
    assert_eq!(names, ["g.json", "log.json", "o.safetensors"]);
}

#[test]
fn update_golden_never_replaces_the_scenario_or_its_graph() {
    let d = tempfile::tempdir().expect("a temp dir");
    let g = copy(d.path(), "seed_nf4_mul_add/post_grad.txt", "g.txt");
    let sc = d.path().join("s.toml");
    // The golden file named is the graph itself.
    std::fs::write(&sc, "[graph]\npath = \"g.txt\"\n\n[[expect]]\ngolden = \"g.txt\"\n")
        .expect("write");
    let before = std::fs::read(&g).expect("read");
    let json = d.path().join("r.json");
    assert_eq!(cli(&["check", s(&sc), "--update-golden", "--json", s(&json)]).expect("runs"), 1);
    assert_eq!(std::fs::read(&g).expect("read"), before);
    let report = std::fs::read_to_string(&json).expect("the report");
    assert!(report.contains("refusing to write"), "{report}");

    // A golden file of its own is updated.
    std::fs::write(&sc, "[graph]\npath = \"g.txt\"\n\n[[expect]]\ngolden = \"golden.txt\"\n")
        .expect("write");
    assert_eq!(cli(&["check", s(&sc), "--update-golden"]).expect("runs"), 0);
    assert_eq!(cli(&["check", s(&sc)]).expect("runs"), 0);
}

#[test]
fn graph_commands_share_file_stage_and_raw() {
    let parse = |args: &[&str]| {
        Cli::try_parse_from(std::iter::once("quantbench").chain(args.iter().copied()))
            .unwrap_or_else(|e| panic!("{args:?}: {e}"))
            .command
            .expect("a subcommand")
    };
    let want = GraphArgs {
        file: "f.log".into(),
        stage: Some("post_grad".into()),
        raw: true,
        quant_patterns: vec![],
    };
    let rest = ["f.log", "--stage", "post_grad", "--raw"];
    let with = |cmd: &str, extra: &[&'static str]| -> Vec<String> {
        [cmd].iter().chain(&rest).chain(extra).map(|s| s.to_string()).collect()
    };
    for (cmd, extra) in [
        ("inspect", &[][..]),
        ("export", &["--to", "fx"][..]),
        ("run", &[][..]),
        ("match", &[][..]),
        ("fuse", &[][..]),
        ("view", &[][..]),
        ("open", &[][..]),
    ] {
        let argv = with(cmd, extra);
        let argv: Vec<&str> = argv.iter().map(String::as_str).collect();
        let got = match parse(&argv) {
            Command::Inspect(a) => a.graph,
            Command::Export(a) => a.graph,
            Command::Run(a) => a.graph,
            Command::Match(a) => a.graph,
            Command::Fuse(a) => a.graph,
            Command::View(a) => a.graph,
            Command::Open(a) => a.graph().expect("a file"),
            other => panic!("{other:?}"),
        };
        assert_eq!(got, want, "{cmd}");
    }
    let Command::Open(a) = parse(&["open"]) else { panic!("open") };
    assert_eq!(a.graph(), None, "open without a file shows the built-in sample");
}

#[test]
fn one_policy_parser_and_one_stage_rule() {
    let msg = "unknown policy `cuda` (the policies: inductor-cpu, inductor-gpu, workbench)";
    for args in [
        &["fuse", "f.txt", "--policy", "cuda"][..],
        &["run", "f.txt", "--jit", "--policy", "cuda"][..],
        &["export", "f.txt", "--to", "dot", "--kernels", "cuda"][..],
    ] {
        let argv = std::iter::once("quantbench").chain(args.iter().copied());
        let e = Cli::try_parse_from(argv).expect_err("an unknown policy").to_string();
        assert!(e.contains(msg), "{args:?}: {e}");
    }
    assert_eq!("cuda".parse::<quantbench::sched::Policy>().unwrap_err().to_string(), msg);

    // A part of a name picks the one stage that has it; a part two stages share is refused.
    let log = sample("torch_logs");
    let file = std::fs::read_dir(&log)
        .expect("ls")
        .map(|e| e.expect("entry").path())
        .filter(|p| p.extension().is_some_and(|e| e == "log"))
        .map(|p| GraphArgs::new(p).load().expect("loads"))
        .find(|d| d.stages.len() > 1)
        .expect("a TORCH_LOGS sample with several stages");
    let doc = file;
    let last = doc.stages.len() - 1;
    let full = doc.stages[last].qualified_name();
    let pick = |w: &str| quantbench::cli::graph::pick_stage(&doc, w);
    assert_eq!(pick(&full).expect("the qualified name"), last);
    assert_eq!(pick(&doc.stages[0].name).expect("a name"), 0);
    let post = doc.stages.iter().position(|s| s.name == "post_grad").expect("a post_grad stage");
    assert_eq!(pick("post").expect("a part only post_grad has"), post);
    let e = pick("_").unwrap_err().to_string();
    assert!(e.starts_with("`_` names 2 stages ("), "{e}");
    let e = pick("no-such-stage").unwrap_err().to_string();
    assert!(e.starts_with("no stage `no-such-stage`; the file has: "), "{e}");
}

/// `fuse FILE` reads the case's `meta.json` beside FILE and its sibling variants' (for their GPU
/// timings): none of them may be its `--log`.
#[test]
fn fuse_refuses_the_case_files_it_read_beside_the_graph() {
    let d = tempfile::tempdir().expect("a temp dir");
    let mut metas = vec![];
    for v in ["default", "autotune"] {
        let case = d.path().join("gpu").join(v).join("c");
        std::fs::create_dir_all(&case).expect("mkdir");
        for f in ["post_grad.txt", "meta.json"] {
            copy(&case, &format!("gpu/{v}/gpu_iq_two_reads_fp16/{f}"), f);
        }
        metas.push(case.join("meta.json"));
    }
    let g = d.path().join("gpu/autotune/c/post_grad.txt");
    for m in &metas {
        refuses(&["fuse", s(&g), "--policy", "inductor-gpu", "--log", s(m)], m);
    }
}
