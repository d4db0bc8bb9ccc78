//! Inputs that used to abort, hang or answer wrongly, each through the binary: a log whose
//! interned-string indices jump, nested invoke_quant subgraphs of the same name, sizes whose
//! inputs would not fit in memory, a 0-d reduction over dim 0, absurd scenario rounds, folders
//! whose links loop, negative indices and `MIN // -1` under the JIT, NaN against NaN, wrong
//! intermediate annotations under `bench-dynamic`, a rank log named in bytes that are not
//! UTF-8, and a reader that closes the pipe.
use super::robustness::{Ran, run_bin};
use std::path::{Path, PathBuf};
use std::time::Duration;

const LIMIT: Duration = Duration::from_secs(120);

fn s(p: &Path) -> String {
    p.to_str().expect("a UTF-8 temp path").to_string()
}

fn ok(r: &Ran, what: &str) {
    assert_eq!(r.code, Some(0), "{what}: {}{}", r.stdout, r.stderr);
}

fn write(dir: &Path, name: &str, text: &str) -> PathBuf {
    let p = dir.join(name);
    std::fs::write(&p, text).unwrap();
    p
}

/// The binary under an address-space limit: an allocation past it fails (an abort, 134)
/// instead of swapping the machine.
#[cfg(target_os = "linux")]
fn run_bin_within(args: &[&str], bytes: u64) -> std::process::Output {
    use std::os::unix::process::CommandExt;
    let mut cmd = std::process::Command::new(env!("CARGO_BIN_EXE_quantbench"));
    cmd.args(args);
    // SAFETY: only setrlimit between fork and exec.
    unsafe {
        cmd.pre_exec(move || {
            let l = libc::rlimit { rlim_cur: bytes, rlim_max: bytes };
            if libc::setrlimit(libc::RLIMIT_AS, &l) != 0 {
                return Err(std::io::Error::last_os_error());
            }
            Ok(())
        });
    }
    cmd.output().unwrap()
}

#[cfg(target_os = "linux")]
#[test]
fn a_log_whose_string_indices_jump_reads_in_little_memory() {
    let d = tempfile::tempdir().unwrap();
    // 35 KB: 400 interned strings at indices 0, 1e6, 2e6, ...: a table indexed by them would
    // hold 4e8 slots (the finding: 12 GB and an abort).
    let text: String = (0..400)
        .map(|k| {
            format!(
                "V1129 17:06:20.819000 9511 torch/_logging/structured.py:28] {{\"str\": [\"x\", {}]}}\n",
                k * 1_000_000
            )
        })
        .collect();
    let log = write(d.path(), "t.log", &text);
    for cmd in ["inspect", "survey"] {
        let out = run_bin_within(&[cmd, &s(&log)], 1 << 30);
        assert!(out.status.code().is_some(), "{cmd} ended by a signal: {:?}", out.status);
        let err = String::from_utf8_lossy(&out.stderr);
        assert!(!err.contains("memory allocation"), "{cmd}: {err}");
    }
    let out = run_bin_within(&["inspect", &s(&log)], 1 << 30);
    assert_eq!(out.status.code(), Some(0), "{}", String::from_utf8_lossy(&out.stderr));
}

/// A graph whose invoke_quant subgraph calls another invoke_quant; `inner` names the inner
/// subgraph (`subgraph0` again, as PyTorch prints each module's own, or `subgraph1`).
fn nested(inner: &str) -> String {
    format!(
        r#"class <lambda>(torch.nn.Module):
    def forward(self, arg0_1: "f32[8]", arg1_1: "f32[8]"):
        subgraph0 = self.subgraph0
        invoke_quant_1: "f32[8]" = torch.ops.higher_order.invoke_quant(subgraph0, arg0_1, arg1_1, scheme = 'nf4');  subgraph0 = arg0_1 = arg1_1 = None
        return (invoke_quant_1,)

    class subgraph0(torch.nn.Module):
        def forward(self, arg0_1: "f32[8]", arg1_1: "f32[8]"):
            {inner} = self.{inner}
            invoke_quant: "f32[8]" = torch.ops.higher_order.invoke_quant({inner}, arg0_1, arg1_1, scheme = 'nf4');  {inner} = None
            add: "f32[8]" = torch.ops.aten.add.Tensor(invoke_quant, arg1_1);  invoke_quant = arg1_1 = None
            return add

        class {inner}(torch.nn.Module):
            def forward(self, arg0_1: "f32[8]", arg1_1: "f32[8]"):
                mul: "f32[8]" = torch.ops.aten.mul.Tensor(arg0_1, arg1_1);  arg0_1 = arg1_1 = None
                return mul
"#
    )
}

#[test]
fn nested_invoke_quant_lowers_and_runs_in_its_own_scope() {
    let d = tempfile::tempdir().unwrap();
    for inner in ["subgraph0", "subgraph1"] {
        let g = write(d.path(), &format!("{inner}.txt"), &nested(inner));
        let r = run_bin(&["run", &s(&g), "--jit", "--runs", "1"], LIMIT);
        ok(&r, inner);
        assert!(r.stdout.contains("1/1 accepted against the interpreter"), "{}", r.stdout);
        ok(&run_bin(&["fuse", &s(&g)], LIMIT), inner);
        let sc = write(
            d.path(),
            &format!("{inner}.toml"),
            &format!("[graph]\npath = \"{inner}.txt\"\n\n[[expect]]\nkernels = 1\n"),
        );
        ok(&run_bin(&["check", &s(&sc)], LIMIT), inner);
    }
}

const SQUARE: &str = r#"class <lambda>(torch.nn.Module):
    def forward(self, arg0_1: "Sym(s0)", arg1_1: "f32[s0, s0]"):
        mul: "f32[s0, s0]" = torch.ops.aten.mul.Tensor(arg1_1, 2.0);  arg1_1 = None
        return (mul,)
"#;

#[test]
fn generated_inputs_past_memory_are_refused_before_they_are_made() {
    let d = tempfile::tempdir().unwrap();
    let g = write(d.path(), "g.txt", SQUARE);
    // 200000^2 f32 = 149 GiB per tensor.
    let sc = write(
        d.path(),
        "s.toml",
        "[graph]\npath = \"g.txt\"\n\n[inputs]\nseed = 0\nsizes = [{ s0 = 200000 }]\n\n\
         [[expect]]\nkernels = 1\n",
    );
    let r = run_bin(&["check", &s(&sc)], LIMIT);
    assert_eq!(r.code, Some(1), "{}{}", r.stdout, r.stderr);
    assert!(r.stdout.contains("memory"), "{}", r.stdout);
    let r = run_bin(&["bench-dynamic", &s(&g), "--at", "s0=200000"], LIMIT);
    assert_eq!(r.code, Some(2), "{}{}", r.stdout, r.stderr);
    assert!(r.stderr.contains("memory"), "{}", r.stderr);
}

#[test]
fn a_0d_reduction_over_dim_0_is_its_element() {
    let d = tempfile::tempdir().unwrap();
    for dtype in ["f32", "bf16"] {
        let g = write(
            d.path(),
            "g.txt",
            &format!(
                "class <lambda>(torch.nn.Module):\n    def forward(self, arg0_1: \"{dtype}[]\"):\n        \
                 mean: \"{dtype}[]\" = torch.ops.aten.mean.dim(arg0_1, [0]);  arg0_1 = None\n        \
                 return (mean,)\n"
            ),
        );
        ok(&run_bin(&["fuse", &s(&g)], LIMIT), dtype);
        let r = run_bin(&["run", &s(&g), "--jit", "--runs", "1"], LIMIT);
        ok(&r, dtype);
        // An out-of-range dim is an error, never a silent wrap.
        let bad = write(
            d.path(),
            "bad.txt",
            "class <lambda>(torch.nn.Module):\n    def forward(self, arg0_1: \"f32[4, 4]\"):\n        \
             sum_1: \"f32[4]\" = torch.ops.aten.sum.dim_IntList(arg0_1, [2]);  arg0_1 = None\n        \
             return (sum_1,)\n",
        );
        let r = run_bin(&["fuse", &s(&bad)], LIMIT);
        assert_eq!(r.code, Some(2), "{}{}", r.stdout, r.stderr);
        assert!(r.stderr.contains("dim 2 out of range for a 2-d tensor"), "{}", r.stderr);
    }
}

#[test]
fn absurd_scenario_rounds_are_refused() {
    let d = tempfile::tempdir().unwrap();
    std::fs::copy(
        Path::new(env!("CARGO_MANIFEST_DIR")).join("sample_graphs/seed_nf4_mul_add/post_grad.txt"),
        d.path().join("g.txt"),
    )
    .unwrap();
    let sc = write(
        d.path(),
        "s.toml",
        "[graph]\npath = \"g.txt\"\n\n[[expect]]\ntime_ratio_below = 2.0\nrounds = 1000000000\n",
    );
    let r = run_bin(&["check", &s(&sc)], LIMIT);
    assert_eq!(r.code, Some(2), "{}{}", r.stdout, r.stderr);
    assert!(r.stderr.contains("rounds = 1000000000"), "{}", r.stderr);
}

#[cfg(unix)]
#[test]
fn survey_walks_each_folder_once_whatever_links_loop() {
    let d = tempfile::tempdir().unwrap();
    let root = d.path().join("root");
    std::fs::create_dir_all(root.join("sub")).unwrap();
    std::fs::copy(
        Path::new(env!("CARGO_MANIFEST_DIR")).join("sample_graphs/seed_nf4_mul_add/post_grad.txt"),
        root.join("sub/g.txt"),
    )
    .unwrap();
    // Two links back up: followed, each doubles the walk (the finding: still running at 60 s).
    std::os::unix::fs::symlink(".", root.join("a")).unwrap();
    std::os::unix::fs::symlink("..", root.join("sub/b")).unwrap();
    std::os::unix::fs::symlink("nowhere", root.join("dangling")).unwrap();
    let r = run_bin(&["survey", &s(&root)], Duration::from_secs(60));
    ok(&r, "survey");
    assert_eq!(r.stdout.matches("g.txt").count(), 1, "{}", r.stdout);
    assert!(r.stdout.contains("3 symbolic links not followed"), "{}", r.stdout);
}

fn safetensors(dir: &Path, name: &str, tensors: &[(&str, quantbench::interp::Tensor)]) -> PathBuf {
    let named: Vec<(String, quantbench::interp::Tensor)> =
        tensors.iter().map(|(n, t)| (n.to_string(), t.clone())).collect();
    let p = dir.join(name);
    std::fs::write(&p, quantbench::interp::io::write_safetensors(&named).unwrap()).unwrap();
    p
}

#[test]
fn the_jit_takes_negative_indices_and_min_over_minus_one() {
    use quantbench::interp::Tensor;
    use quantbench::ir::DType;
    let d = tempfile::tempdir().unwrap();
    let g = write(
        d.path(),
        "idx.txt",
        "class <lambda>(torch.nn.Module):\n    def forward(self, arg0_1: \"f32[16, 4]\", arg1_1: \"i64[3]\"):\n        \
         index: \"f32[3, 4]\" = torch.ops.aten.index.Tensor(arg0_1, [arg1_1]);  arg0_1 = arg1_1 = None\n        \
         return (index,)\n",
    );
    let x: Vec<f64> = (0..64).map(f64::from).collect();
    let rows = [15usize, 0, 3];
    let want: Vec<f64> = rows.iter().flat_map(|&r| x[r * 4..r * 4 + 4].to_vec()).collect();
    let io = safetensors(
        d.path(),
        "idx.safetensors",
        &[
            ("arg0_1", Tensor::from_f64(DType::F32, vec![16, 4], &x).unwrap()),
            ("arg1_1", Tensor::from_i64(DType::I64, vec![3], &[-1, -16, 3]).unwrap()),
            ("output_0", Tensor::from_f64(DType::F32, vec![3, 4], &want).unwrap()),
        ],
    );
    let r = run_bin(&["run", &s(&g), "--inputs", &s(&io), "--jit", "--runs", "1"], LIMIT);
    ok(&r, "negative indices");
    assert!(r.stdout.contains("1/1 accepted against the interpreter and PyTorch"), "{}", r.stdout);
    // An index past the end, negative or not, is still caught.
    let io = safetensors(
        d.path(),
        "bad.safetensors",
        &[
            ("arg0_1", Tensor::from_f64(DType::F32, vec![16, 4], &x).unwrap()),
            ("arg1_1", Tensor::from_i64(DType::I64, vec![3], &[-17, 0, 3]).unwrap()),
        ],
    );
    let r = run_bin(&["run", &s(&g), "--inputs", &s(&io), "--jit", "--runs", "1"], LIMIT);
    assert_eq!(r.code, Some(2), "{}{}", r.stdout, r.stderr);

    let g = write(
        d.path(),
        "div.txt",
        "class <lambda>(torch.nn.Module):\n    def forward(self, arg0_1: \"i64[4]\", arg1_1: \"i64[4]\"):\n        \
         div: \"i64[4]\" = torch.ops.aten.div.Tensor_mode(arg0_1, arg1_1, rounding_mode = 'floor');  arg0_1 = arg1_1 = None\n        \
         return (div,)\n",
    );
    let io = safetensors(
        d.path(),
        "div.safetensors",
        &[
            (
                "arg0_1",
                Tensor::from_i64(DType::I64, vec![4], &[i64::MIN, 7, -7, i64::MIN]).unwrap(),
            ),
            ("arg1_1", Tensor::from_i64(DType::I64, vec![4], &[-1, -2, 2, 1]).unwrap()),
            (
                "output_0",
                Tensor::from_i64(DType::I64, vec![4], &[i64::MIN, -4, -4, i64::MIN]).unwrap(),
            ),
        ],
    );
    let r = run_bin(&["run", &s(&g), "--inputs", &s(&io), "--jit", "--runs", "1"], LIMIT);
    ok(&r, "MIN // -1");
    assert!(r.stdout.contains("1/1 accepted against the interpreter and PyTorch"), "{}", r.stdout);
}

#[test]
fn nan_agrees_with_nan_and_summaries_count_it() {
    use quantbench::interp::Tensor;
    use quantbench::ir::DType;
    let d = tempfile::tempdir().unwrap();
    let g = write(
        d.path(),
        "g.txt",
        "class <lambda>(torch.nn.Module):\n    def forward(self, arg0_1: \"f32[3]\"):\n        \
         mul: \"f32[3]\" = torch.ops.aten.mul.Tensor(arg0_1, 2.0);  arg0_1 = None\n        \
         return (mul,)\n",
    );
    let nan = f64::NAN;
    let io = safetensors(
        d.path(),
        "io.safetensors",
        &[
            ("arg0_1", Tensor::from_f64(DType::F32, vec![3], &[nan, nan, f64::INFINITY]).unwrap()),
            (
                "output_0",
                Tensor::from_f64(DType::F32, vec![3], &[nan, nan, f64::INFINITY]).unwrap(),
            ),
        ],
    );
    for jit in [false, true] {
        let mut args = vec!["run".to_string(), s(&g), "--inputs".into(), s(&io)];
        if jit {
            args.extend(["--jit", "--runs", "1"].map(String::from));
        }
        let argv: Vec<&str> = args.iter().map(String::as_str).collect();
        let r = run_bin(&argv, LIMIT);
        ok(&r, &format!("jit={jit}"));
        assert!(!r.stdout.contains("inf  max_rel"), "{}", r.stdout);
    }
    let io = safetensors(
        d.path(),
        "in.safetensors",
        &[("arg0_1", Tensor::from_f64(DType::F32, vec![3], &[nan, nan, 1.0]).unwrap())],
    );
    let r = run_bin(&["run", &s(&g), "--inputs", &s(&io)], LIMIT);
    ok(&r, "no reference");
    assert!(r.stdout.contains("min 2.000000e0  max 2.000000e0  2 NaN"), "{}", r.stdout);
}

#[test]
fn bench_dynamic_refuses_wrong_annotations_as_run_does() {
    let d = tempfile::tempdir().unwrap();
    let case = Path::new(env!("CARGO_MANIFEST_DIR"))
        .join("sample_graphs/hf_dynamic/dyn_batch_int8_linear");
    let text = std::fs::read_to_string(case.join("post_grad.txt")).unwrap();
    // The dequantized weight annotated one row short.
    let bad = text.replacen(
        "invoke_quant_1: \"f32[s15, s21]\"",
        "invoke_quant_1: \"f32[s15 - 1, s21]\"",
        1,
    );
    assert_ne!(bad, text, "the annotation to break is in the sample");
    let g = write(d.path(), "g.txt", &bad);
    let io = case.join("io.safetensors");
    let run = run_bin(&["run", &s(&g), "--inputs", &s(&io), "--jit", "--runs", "1"], LIMIT);
    assert_eq!(run.code, Some(2), "{}{}", run.stdout, run.stderr);
    let r = run_bin(&["bench-dynamic", &s(&g), "--inputs", &s(&io), "--rounds", "1"], LIMIT);
    assert_eq!(r.code, Some(2), "{}{}", r.stdout, r.stderr);
    assert!(r.stderr.contains("invoke_quant_1"), "{}", r.stderr);
}

#[cfg(target_os = "linux")]
#[test]
fn a_rank_log_named_in_bytes_not_utf8_is_named_as_shown() {
    use std::os::unix::ffi::OsStrExt;
    let d = tempfile::tempdir().unwrap();
    let src = Path::new(env!("CARGO_MANIFEST_DIR")).join("sample_graphs/traces/multi_rank");
    for e in std::fs::read_dir(&src).unwrap() {
        let p = e.unwrap().path();
        if p.to_string_lossy().ends_with(".log") {
            std::fs::copy(&p, d.path().join(p.file_name().unwrap())).unwrap();
        }
    }
    let odd = d.path().join(std::ffi::OsStr::from_bytes(b"notes\xff.txt"));
    std::fs::write(&odd, "not a log\n").unwrap();
    let r = run_bin(&["inspect", &s(d.path())], LIMIT);
    ok(&r, "ranks");
    assert!(r.stdout.contains("skipped `notes\u{fffd}.txt`"), "{}", r.stdout);
}

#[test]
fn a_closed_stdout_ends_the_command_quietly() {
    use std::io::BufRead;
    use std::process::{Command, Stdio};
    let g = Path::new(env!("CARGO_MANIFEST_DIR"))
        .join("sample_graphs/decoder_32layer_nf4/post_grad.txt");
    for args in [vec!["inspect", "--ops"], vec!["export", "--to", "fx"]] {
        let mut child = Command::new(env!("CARGO_BIN_EXE_quantbench"))
            .args(&args)
            .arg(&g)
            .stdout(Stdio::piped())
            .stderr(Stdio::piped())
            .spawn()
            .unwrap();
        // `| head -1`: one line, then the reader is gone.
        let mut out = std::io::BufReader::new(child.stdout.take().unwrap());
        let mut line = String::new();
        out.read_line(&mut line).unwrap();
        drop(out);
        let o = child.wait_with_output().unwrap();
        let err = String::from_utf8_lossy(&o.stderr);
        assert!(!err.contains("panicked") && !err.contains("Broken pipe"), "{args:?}: {err}");
        assert_ne!(o.status.code(), Some(101), "{args:?}");
    }
}
