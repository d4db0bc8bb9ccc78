//! TORCH_TRACE logs and TORCH_COMPILE_DEBUG dirs from the corpus, and broken logs.
use quantbench::import::trace::read_trace;
use quantbench::import::{LoadOptions, load_path, load_path_with};
use quantbench::ir::{ArtifactKind, Document};
use std::path::{Path, PathBuf};

pub(crate) fn samples() -> Vec<PathBuf> {
    let mut v: Vec<PathBuf> = std::fs::read_dir("sample_graphs")
        .unwrap()
        .filter_map(|e| e.ok())
        .map(|e| e.path().join("trace.log"))
        .filter(|p| p.is_file())
        .collect();
    v.sort();
    v
}

fn read(text: &str) -> Document {
    read_trace(text.as_bytes(), "t.log", None, &mut |_, _| {}).unwrap()
}

/// The graph records of a log by a plain scan of its envelope lines: (frame/compile, name).
fn graph_records(text: &str) -> Vec<(String, String)> {
    let mut out = Vec::new();
    for line in text.lines().filter(|l| !l.starts_with('\t')) {
        let Some(at) = line.find("] {") else { continue };
        let v: serde_json::Value = serde_json::from_str(&line[at + 2..]).unwrap();
        let id = format!("{}/{}", v["frame_id"], v["frame_compile_id"]);
        let name = match v.get("artifact") {
            Some(a) => a["name"].as_str().unwrap().to_string(),
            None => v.as_object().unwrap().keys().next().unwrap().clone(),
        };
        let graph =
            name.ends_with("_graph") && name != "fx_graph_runnable" || name.ends_with("_post_grad");
        if graph {
            out.push((id, name));
        }
    }
    out
}

#[test]
fn every_sample_trace_opens_with_all_its_stages() {
    let files = samples();
    assert_eq!(files.len(), 13);
    for f in files {
        let text = std::fs::read_to_string(&f).unwrap();
        let doc = load_path(&f).unwrap();
        assert!(doc.warnings.is_empty(), "{}: {:?}", f.display(), doc.warnings);
        let got: Vec<(String, String)> =
            doc.stages.iter().map(|s| (s.compile_id.clone().unwrap(), s.name.clone())).collect();
        assert_eq!(got, graph_records(&text), "{}", f.display());
        for s in &doc.stages {
            assert!(!s.graph().unwrap().nodes.is_empty(), "{} {}", f.display(), s.name);
            s.graph()
                .unwrap()
                .verify()
                .unwrap_or_else(|e| panic!("{} {}: {e:?}", f.display(), s.name));
        }
        let kinds: Vec<ArtifactKind> = doc.artifacts.iter().map(|a| a.kind).collect();
        for k in [ArtifactKind::OutputCode, ArtifactKind::Provenance, ArtifactKind::Metrics] {
            assert!(kinds.contains(&k), "{}: no {k:?}", f.display());
        }
        assert!(!kinds.contains(&ArtifactKind::Unknown), "{}", f.display());
    }
}

#[test]
fn llama_mlp_int8_stage_list_matches_its_artifacts() {
    let doc = load_path(Path::new("sample_graphs/llama_mlp_int8/trace.log")).unwrap();
    let names: Vec<String> = doc.stages.iter().map(|s| s.qualified_name()).collect();
    assert_eq!(
        names,
        [
            "0/0:dynamo_output_graph",
            "0/0:before_pre_grad_graph",
            "0/0:after_pre_grad_graph",
            "0/0:aot_inference_graph",
            "0/0:before_joint_graph",
            "0/0:after_joint_graph",
            "0/0:before_post_grad_graph",
            "0/0:inductor_post_grad_graph",
        ]
    );
    // The post-grad stage is the graph post_grad.txt holds.
    let fx = load_path(Path::new("sample_graphs/llama_mlp_int8/post_grad.txt")).unwrap();
    let post = doc.stage(Some("inductor_post_grad_graph")).unwrap().graph().unwrap();
    let want = fx.stages.last().unwrap().graph().unwrap();
    let names =
        |g: &quantbench::ir::Graph| g.nodes.iter().map(|n| n.name.clone()).collect::<Vec<_>>();
    assert_eq!(names(post), names(want));
    let code = doc.artifacts.iter().find(|a| a.kind == ArtifactKind::OutputCode).unwrap();
    assert!(code.text().unwrap().starts_with("# AOT ID: ['0_inference']"));
    let prov = doc.artifacts.iter().find(|a| a.kind == ArtifactKind::Provenance).unwrap();
    let v: serde_json::Value = serde_json::from_str(&prov.text().unwrap()).unwrap();
    assert!(v["preToPost"].is_object());
    let metrics = doc.artifacts.iter().find(|a| a.kind == ArtifactKind::Metrics).unwrap();
    assert_eq!(metrics.metadata().unwrap()["graph_node_count"], 36);
    // dynamo_start's stack has its interned file names resolved.
    let start = doc.artifacts.iter().find(|a| a.name == "dynamo_start").unwrap();
    assert!(
        start.text().unwrap().contains("/home/dev/quant/cases.py:157 in fn"),
        "{}",
        start.text().unwrap()
    );
}

#[test]
fn raw_load_keeps_invoke_quant_packed() {
    let p = Path::new("sample_graphs/llama_mlp_int8/trace.log");
    let raw = load_path_with(p, LoadOptions { canonicalize: false }).unwrap();
    let g = raw.stage(Some("dynamo_output_graph")).unwrap().graph().unwrap();
    assert!(g.nodes.iter().any(|n| n.target.contains("invoke_quant_packed")));
}

pub(crate) const HEAD: &str = "V1129 17:05:48.083000 930 torch/_inductor/compile_fx.py:1368] ";

pub(crate) fn record(json: &str, payload: &[&str]) -> String {
    let mut s = format!("{HEAD}{json}\n");
    for l in payload {
        s.push('\t');
        s.push_str(l);
        s.push('\n');
    }
    s
}

pub(crate) fn md5_of(lines: &[&str]) -> String {
    use md5::{Digest, Md5};
    format!("{:x}", Md5::digest(lines.join("\n").as_bytes()))
}

pub(crate) const GRAPH: [&str; 4] = [
    "class <lambda>(torch.nn.Module):",
    "    def forward(self, arg0_1: \"f32[8][1]cpu\"):",
    "        sin: \"f32[8][1]cpu\" = torch.ops.aten.sin.default(arg0_1);  arg0_1 = None",
    "        return (sin,)",
];

pub(crate) fn graph_record(name: &str) -> String {
    let env = format!(
        r#"{{"artifact": {{"name": "{name}", "encoding": "string"}}, "frame_id": 0, "frame_compile_id": 0, "attempt": 0, "has_payload": "{}"}}"#,
        md5_of(&GRAPH)
    );
    record(&env, &GRAPH)
}

#[test]
fn a_checksum_mismatch_is_a_warning() {
    let mut log = graph_record("inductor_post_grad_graph");
    log = log.replace("sin.default(arg0_1)", "cos.default(arg0_1)");
    let doc = read(&log);
    assert_eq!(doc.stages.len(), 1);
    assert_eq!(doc.warnings.len(), 1);
    assert!(
        doc.warnings[0]
            .contains("t.log:1: the payload of `inductor_post_grad_graph` (4 lines) has MD5"),
        "{:?}",
        doc.warnings
    );
}

#[test]
fn a_truncated_log_keeps_what_it_has() {
    let full = graph_record("before_post_grad_graph") + &graph_record("inductor_post_grad_graph");
    let cut = &full[..full.len() - 30];
    let doc = read(cut);
    assert_eq!(doc.stages.len(), 1, "{:?}", doc.warnings);
    let w = doc.warnings.join("\n");
    assert!(w.contains("has MD5"), "{w}");
    assert!(w.contains("ends in the middle of a line"), "{w}");
    // The cut graph is kept as text, with the parser's position in the log.
    let kept = doc.artifacts.iter().find(|a| a.kind == ArtifactKind::UnreadableGraph).unwrap();
    assert_eq!(kept.name, "inductor_post_grad_graph");
    assert!(w.contains("t.log:"), "{w}");
}

#[test]
fn payload_lines_without_an_envelope_are_reported() {
    let log = "\tclass Foo:\n\t    pass\n".to_string() + &graph_record("inductor_post_grad_graph");
    let doc = read(&log);
    assert_eq!(doc.stages.len(), 1);
    assert_eq!(
        doc.warnings,
        ["t.log:1-2: 2 payload lines without an envelope above them; skipped"]
    );
}

#[test]
fn unknown_artifacts_are_kept_and_listed() {
    let log = record(
        r#"{"artifact": {"name": "brand_new_thing", "encoding": "string"}, "frame_id": 1, "frame_compile_id": 0, "attempt": 0}"#,
        &["hello", "world"],
    ) + &record(r#"{"mystery_record": {"x": 1}}"#, &[]);
    let doc = read(&log);
    let unknown: Vec<(&str, Option<&str>, String)> = doc
        .artifacts
        .iter()
        .filter(|a| a.kind == ArtifactKind::Unknown)
        .map(|a| (a.name.as_str(), a.compile_id.as_deref(), a.text().unwrap().into_owned()))
        .collect();
    assert_eq!(
        unknown,
        [
            ("brand_new_thing", Some("1/0"), "hello\nworld".to_string()),
            ("mystery_record", None, String::new())
        ]
    );
    let listing = quantbench::cli::stages::listing(&doc, "t.log");
    assert!(
        listing.contains("unknown artifacts (kept): brand_new_thing (1/0), mystery_record"),
        "{listing}"
    );
}

#[test]
fn a_broken_envelope_is_an_error_with_position_and_nothing_is_lost() {
    let log = format!("{HEAD}{{\"artifact\": {{\"name\": oops}}\n\tpayload text\n")
        + &graph_record("inductor_post_grad_graph");
    let doc = read(&log);
    assert_eq!(doc.stages.len(), 1);
    assert_eq!(doc.warnings.len(), 1, "{:?}", doc.warnings);
    let col = HEAD.len() + "{\"artifact\": {\"name\": o".len();
    assert!(
        doc.warnings[0].starts_with(&format!("t.log:1:{col}: bad JSON envelope")),
        "{:?}",
        doc.warnings
    );
    let kept = doc.artifacts.iter().find(|a| a.kind == ArtifactKind::Unknown).unwrap();
    assert_eq!(kept.text().unwrap(), "payload text");
}

#[test]
fn a_graph_that_does_not_parse_points_into_the_log() {
    let bad = [
        "class <lambda>(torch.nn.Module):",
        "    def forward(self, arg0_1):",
        "        x = torch.ops.aten.sin.default(",
        "        return (x,)",
    ];
    let log = record(
        r#"{"artifact": {"name": "inductor_post_grad_graph", "encoding": "string"}, "frame_id": 0, "frame_compile_id": 0, "attempt": 0}"#,
        &bad,
    );
    let doc = read(&log);
    assert!(doc.stages.is_empty());
    assert_eq!(doc.artifacts[0].kind, ArtifactKind::UnreadableGraph);
    assert!(
        doc.warnings[0].starts_with("t.log:4:") || doc.warnings[0].starts_with("t.log:5:"),
        "{:?}",
        doc.warnings
    );
}

#[test]
fn not_a_trace_at_all() {
    let e = read_trace("hello\nworld\n".as_bytes(), "t.log", None, &mut |_, _| {}).unwrap_err();
    assert!(e.to_string().starts_with("t.log:1:1: expected TORCH_TRACE records"), "{e}");
}

#[test]
fn duplicate_stage_names_get_suffixes_and_compile_ids_split() {
    let second =
        graph_record("inductor_post_grad_graph").replace("\"frame_id\": 0", "\"frame_id\": 1");
    let log = graph_record("inductor_post_grad_graph")
        + &graph_record("inductor_post_grad_graph")
        + &second;
    let doc = read(&log);
    let names: Vec<String> = doc.stages.iter().map(|s| s.qualified_name()).collect();
    assert_eq!(
        names,
        [
            "0/0:inductor_post_grad_graph",
            "0/0:inductor_post_grad_graph_1",
            "1/0:inductor_post_grad_graph"
        ]
    );
}

#[test]
fn progress_is_reported_to_the_end() {
    let log = graph_record("inductor_post_grad_graph");
    let mut last = (0, None);
    read_trace(log.as_bytes(), "t.log", Some(log.len() as u64), &mut |a, b| last = (a, b)).unwrap();
    assert_eq!(last, (log.len() as u64, Some(log.len() as u64)));
}

#[test]
fn debug_dir_opens_from_any_level() {
    let root = Path::new("sample_graphs/debug_dir_seed/torch_compile_debug");
    let run = std::fs::read_dir(root)
        .unwrap()
        .filter_map(|e| e.ok())
        .map(|e| e.path())
        .find(|p| p.file_name().unwrap().to_string_lossy().starts_with("run_"))
        .unwrap();
    let graph_dir = run.join("torchinductor/model__0_inference_0.0");
    for p in [
        root.parent().unwrap().to_path_buf(),
        root.to_path_buf(),
        run.clone(),
        run.join("torchinductor"),
        graph_dir,
    ] {
        let doc = load_path(&p).unwrap_or_else(|e| panic!("{}: {e}", p.display()));
        let names: Vec<String> = doc.stages.iter().map(|s| s.qualified_name()).collect();
        assert_eq!(
            names,
            [
                "model__0_inference_0.0:fx_graph_readable",
                "model__0_inference_0.0:fx_graph_transformed"
            ],
            "{}",
            p.display()
        );
        let arts: Vec<&str> = doc.artifacts.iter().map(|a| a.name.as_str()).collect();
        assert_eq!(arts, ["ir_pre_fusion", "ir_post_fusion", "output_code", "fx_graph_runnable"]);
        let g = doc.stages[1].graph().unwrap();
        assert!(g.nodes.iter().any(|n| n.is_invoke_quant()));
        assert_eq!(g.subgraphs.len(), 1);
    }
    let e = load_path(Path::new("src")).unwrap_err();
    assert!(e.to_string().contains("expected a TORCH_COMPILE_DEBUG folder"), "{e}");
}

#[test]
fn the_dedicated_tlparse_log_of_the_debug_run_opens_too() {
    let dir = Path::new("sample_graphs/debug_dir_seed/torch_compile_debug/tlparse");
    let log =
        std::fs::read_dir(dir).unwrap().filter_map(|e| e.ok()).map(|e| e.path()).next().unwrap();
    let doc = load_path(&log).unwrap();
    assert!(doc.warnings.is_empty(), "{:?}", doc.warnings);
    assert!(doc.stage(Some("inductor_post_grad_graph")).is_some());
}
