//! Malformed inputs give errors naming file:line:col and what was expected; nothing panics.
use quantbench::export::fx::print_graph;
use quantbench::import::{LoadError, load_path};
use quantbench::ir::OpKind;
use std::io::Write;
use std::path::{Path, PathBuf};

const SEED: &str = include_str!("../../sample_graphs/seed_nf4_mul_add/post_grad.txt");

fn write(dir: &Path, name: &str, bytes: &[u8]) -> PathBuf {
    let p = dir.join(name);
    std::fs::write(&p, bytes).unwrap();
    p
}

/// Loads `text` from a file named `name` and returns the error message with the directory
/// stripped (so it reads `name:line:col: ...`).
fn error_of(name: &str, text: &[u8]) -> String {
    let dir = tempfile::tempdir().unwrap();
    let p = write(dir.path(), name, text);
    match load_path(&p) {
        Ok(doc) => panic!("{name} loaded: {:?}", doc.stages.len()),
        Err(e) => e.to_string().replace(&format!("{}/", dir.path().display()), ""),
    }
}

fn seed_with(from: &str, to: &str) -> String {
    assert!(SEED.contains(from), "{from}");
    SEED.replacen(from, to, 1)
}

#[test]
fn truncated_files() {
    let lines: Vec<&str> = SEED.lines().collect();
    // Cut after the invoke_quant line: forward() never returns.
    let cut = lines[..5].join("\n") + "\n";
    assert_eq!(
        error_of("t.txt", cut.as_bytes()),
        "t.txt:6:1: expected `return ...` ending forward(), found end of file"
    );
    // Cut in the middle of a call.
    let cut = format!("{}\n{}", lines[..4].join("\n"), &lines[4][..75]);
    assert_eq!(
        error_of("t.txt", cut.as_bytes()),
        "t.txt:5:76: expected `,` or `)`, found end of line"
    );
    // Cut after the class line.
    assert_eq!(
        error_of("t.txt", b"class <lambda>(torch.nn.Module):\n"),
        "t.txt:2:1: expected `def forward(self, ...):`, found end of file"
    );
    // A subgraph class cut before its return.
    let cut = lines[..lines.len() - 1].join("\n");
    assert_eq!(
        error_of("t.txt", cut.as_bytes()),
        "t.txt:12:89: expected `return ...` ending forward(), found end of file"
    );
}

#[test]
fn wrong_indentation() {
    let bad =
        seed_with("        subgraph0 = self.subgraph0", "          subgraph0 = self.subgraph0");
    assert_eq!(
        error_of("i.txt", bad.as_bytes()),
        "i.txt:4:1: expected a statement of forward() indented by 8 spaces, found 10 spaces"
    );
    let bad = seed_with("        subgraph0 = self.subgraph0", "      subgraph0 = self.subgraph0");
    assert_eq!(
        error_of("i.txt", bad.as_bytes()),
        "i.txt:4:1: expected `return ...` ending forward() indented by 8 spaces, found `subgraph0 = self.subgraph0` indented by 6 spaces"
    );
    let bad = seed_with("        subgraph0 = self.subgraph0", "\tsubgraph0 = self.subgraph0");
    assert_eq!(
        error_of("i.txt", bad.as_bytes()),
        "i.txt:4:1: expected `return ...` ending forward() indented by 8 spaces, found `subgraph0 = self.subgraph0` indented by 0 spaces"
    );
    let bad = seed_with("    def forward(self, arg0_1", "  def forward(self, arg0_1");
    assert_eq!(
        error_of("i.txt", bad.as_bytes()),
        "i.txt:2:1: expected `def forward(self, ...):` indented by 4 spaces, found 2 spaces"
    );
}

#[test]
fn unknown_targets_are_kept_as_opaque_calls() {
    let text = seed_with(
        "torch.ops.aten.mul.Tensor(arg0_1, arg1_1)",
        "torch.ops.mylib.frobnicate.default(arg0_1, arg1_1, mode = 'fast')",
    );
    let dir = tempfile::tempdir().unwrap();
    let p = write(dir.path(), "u.txt", text.as_bytes());
    let doc = load_path(&p).unwrap();
    let sg = &doc.stages[0].graph().unwrap().subgraphs["subgraph0"];
    let n = sg.node(sg.find("mul").unwrap());
    assert_eq!(
        (n.op, n.target.as_str()),
        (OpKind::CallFunction, "torch.ops.mylib.frobnicate.default")
    );
    assert_eq!(print_graph(doc.stages[0].graph().unwrap()), text);
}

#[test]
fn unknown_dtype_abbreviation() {
    let bad = seed_with("mul: \"f32[8]\"", "mul: \"f33[8]\"");
    assert_eq!(
        error_of("d.txt", bad.as_bytes()),
        "d.txt:11:19: expected a dtype abbreviation (f32, bf16, i64, u8, f8e4m3fn, ...), found `f33`"
    );
    let bad = seed_with("arg1_1: \"f32[8]\"):", "arg1_1: \"f32[8]tpu!\"):");
    assert_eq!(
        error_of("d.txt", bad.as_bytes()),
        "d.txt:2:56: expected a device (cpu, cuda:0, ...) or the end of the annotation, found `tpu!`"
    );
}

/// Thousands of nested brackets in one argument used to overflow the parser's stack (SIGABRT,
/// no message); long operator or postfix chains build trees as deep as the chain. Each is an
/// error at the position where the limit is passed, from every entry (a file, TORCH_TRACE).
#[test]
fn deep_nesting_is_an_error_not_a_stack_overflow() {
    for (open, close) in [("(", ")"), ("[", "]"), ("torch.ops.aten.neg.default(", ")")] {
        let arg = format!("{}arg1_1{}", open.repeat(6000), close.repeat(6000));
        let bad = seed_with("add.Tensor(mul, arg1_1)", &format!("add.Tensor(mul, {arg})"));
        let e = error_of("deep.txt", bad.as_bytes());
        assert!(e.starts_with("deep.txt:12:") && e.contains("at most 200 nested"), "{e}");
    }
    let chain = vec!["arg1_1"; 5000].join(" + ");
    let bad = seed_with("add.Tensor(mul, arg1_1)", &format!("add.Tensor(mul, {chain})"));
    let e = error_of("chain.txt", bad.as_bytes());
    assert!(e.starts_with("chain.txt:12:") && e.contains("at most 1000 binary operators"), "{e}");
    let chain = format!("arg1_1{}", "[0]".repeat(5000));
    let bad = seed_with("add.Tensor(mul, arg1_1)", &format!("add.Tensor(mul, {chain})"));
    let e = error_of("post.txt", bad.as_bytes());
    assert!(e.contains("at most 1000 attributes, calls or subscripts"), "{e}");
    // Nesting within the limit parses (a parenthesized name is then not an FX argument).
    let ok = seed_with(
        "add.Tensor(mul, arg1_1)",
        &format!("add.Tensor(mul, {}arg1_1{})", "(".repeat(150), ")".repeat(150)),
    );
    let e = error_of("ok.txt", ok.as_bytes());
    assert!(e.contains("a name defined on an earlier line") && !e.contains("nested"), "{e}");
}

#[test]
fn undefined_names() {
    let bad =
        seed_with("torch.ops.aten.add.Tensor(mul, arg1_1)", "torch.ops.aten.add.Tensor(mul, bias)");
    assert_eq!(
        error_of("n.txt", bad.as_bytes()),
        "n.txt:12:60: expected a name defined on an earlier line, found `bias`, which is not defined in this graph"
    );
}

#[test]
fn cycles_and_forward_references() {
    let bad = seed_with(
        "torch.ops.aten.mul.Tensor(arg0_1, arg1_1)",
        "torch.ops.aten.mul.Tensor(add, arg1_1)",
    );
    assert_eq!(
        error_of("c.txt", bad.as_bytes()),
        "c.txt:11:55: expected a name defined on an earlier line, found `add`, defined later on line 12, which uses `mul` (a cycle)"
    );
    let bad = seed_with(
        "torch.ops.aten.mul.Tensor(arg0_1, arg1_1)",
        "torch.ops.aten.mul.Tensor(mul, arg1_1)",
    );
    assert_eq!(
        error_of("c.txt", bad.as_bytes()),
        "c.txt:11:55: expected a name defined on an earlier line, found `mul`, which uses itself (a cycle)"
    );
}

#[test]
fn duplicate_names() {
    let bad = seed_with(
        "add: \"f32[8]\" = torch.ops.aten.add.Tensor(mul, arg1_1)",
        "mul: \"f32[8]\" = torch.ops.aten.add.Tensor(mul, arg1_1)",
    );
    assert_eq!(
        error_of("x.txt", bad.as_bytes()),
        "x.txt:12:13: expected a new node name, found `mul`, already defined on line 11"
    );
}

#[test]
fn subgraph_class_never_defined() {
    // invoke_quant calls `self.subgraph9`, which has no class: an error where it is defined.
    let bad =
        seed_with("        subgraph0 = self.subgraph0\n", "        subgraph0 = self.subgraph9\n");
    assert_eq!(
        error_of("s.txt", bad.as_bytes()),
        "s.txt:4:9: expected a nested `class subgraph9(torch.nn.Module):` for `self.subgraph9`, found no `class subgraph9` in `<lambda>`"
    );
    // A get_attr nothing calls is a parameter, buffer or constant: no class needed.
    let fine = seed_with(
        "        subgraph0 = self.subgraph0\n",
        "        subgraph0 = self.subgraph0\n        w: \"f32[8]\" = self.weight\n",
    );
    let dir = tempfile::tempdir().unwrap();
    let doc = load_path(&write(dir.path(), "ok.txt", fine.as_bytes())).unwrap();
    let g = doc.stages[0].graph().unwrap();
    assert_eq!(g.node(g.find("w").unwrap()).op, OpKind::GetAttr);
}

#[test]
fn non_utf8_bytes() {
    let mut bytes = SEED.as_bytes().to_vec();
    let at = SEED.find("mul: ").unwrap() + 2;
    bytes[at] = 0xff;
    assert_eq!(
        error_of("b.txt", &bytes),
        "b.txt:11:15: expected UTF-8 text, found byte 0xff, which is not valid UTF-8 here"
    );
}

#[test]
fn empty_and_junk_files() {
    assert_eq!(
        error_of("e.txt", b""),
        "e.txt:1:1: expected an FX graph (`class <name>(torch.nn.Module):`), found end of file"
    );
    assert_eq!(
        error_of("e.txt", b"hello world\n"),
        "e.txt:1:1: expected `class <name>(torch.nn.Module):`, found `hello world`"
    );
    let missing = tempfile::tempdir().unwrap().path().join("nope.txt");
    assert!(matches!(load_path(&missing), Err(LoadError::Io { .. })));
}

/// Peak resident memory of this process in KiB (Linux).
fn peak_rss_kib() -> Option<u64> {
    let s = std::fs::read_to_string("/proc/self/status").ok()?;
    s.lines().find(|l| l.starts_with("VmHWM:"))?.split_whitespace().nth(1)?.parse().ok()
}

#[test]
fn two_hundred_megabyte_file() {
    const SIZE: usize = 200 << 20;
    let dir = tempfile::tempdir().unwrap();
    let p = dir.path().join("big.txt");
    let mut f = std::io::BufWriter::new(std::fs::File::create(&p).unwrap());
    let head = "class <lambda>(torch.nn.Module):\n    def forward(self, arg0_1: \"f32[8]\"):\n";
    f.write_all(head.as_bytes()).unwrap();
    // Long provenance comments: a realistic line shape, cheap to generate.
    let line =
        format!("        # File: /home/dev/quant/{}.py:1 in fn, code: pass\n", "x".repeat(960));
    let mut written = head.len();
    let mut lines = 2;
    while written < SIZE {
        f.write_all(line.as_bytes()).unwrap();
        written += line.len();
        lines += 1;
    }
    f.flush().unwrap();
    drop(f);
    let err = load_path(&p).unwrap_err().to_string();
    assert!(
        err.ends_with(&format!(
            "big.txt:{}:1: expected `return ...` ending forward(), found end of file",
            lines + 1
        )),
        "{err}"
    );
    if let Some(kib) = peak_rss_kib() {
        assert!(kib < 1024 * 1024, "peak RSS {kib} KiB for a {SIZE}-byte file");
    }
}
