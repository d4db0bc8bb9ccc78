//! TORCH_TRACE logs read from a file are indexed: stages and artifacts are read back and parsed
//! when used. They must hold exactly what reading the whole text gives, report a graph that
//! does not parse when it is opened (with the log's line), and refuse a file that changed.
use super::trace_import::{GRAPH, HEAD, graph_record, md5_of, record, samples};
use quantbench::import::trace::read_trace;
use quantbench::import::{LoadOptions, load_path, load_path_with};
use quantbench::ir::{ArtifactKind, StageError};
use quantbench::session::Session;
use std::io::{Seek, SeekFrom, Write};
use std::path::Path;

fn write_log(dir: &Path, text: &str) -> std::path::PathBuf {
    let p = dir.join("trace.log");
    std::fs::write(&p, text).unwrap();
    p
}

#[test]
fn an_indexed_log_holds_what_reading_it_whole_gives() {
    for f in samples() {
        let text = std::fs::read_to_string(&f).unwrap();
        let file = f.display().to_string();
        let whole = read_trace(text.as_bytes(), &file, None, &mut |_, _| {}).unwrap();
        let indexed = load_path_with(&f, LoadOptions { canonicalize: false }).unwrap();
        assert!(
            indexed.stages.iter().all(|s| s.source().is_some() && !s.is_loaded()),
            "{file}: stages are parsed when used"
        );
        assert_eq!(indexed.warnings, whole.warnings, "{file}");
        assert_eq!(indexed.stages.len(), whole.stages.len(), "{file}");
        for (a, b) in indexed.stages.iter().zip(&whole.stages) {
            assert_eq!(a.qualified_name(), b.qualified_name());
            assert_eq!(a.graph().unwrap(), b.graph().unwrap(), "{file} {}", a.name);
        }
        assert_eq!(indexed.artifacts.len(), whole.artifacts.len(), "{file}");
        for (a, b) in indexed.artifacts.iter().zip(&whole.artifacts) {
            assert_eq!((&a.name, &a.compile_id, a.kind), (&b.name, &b.compile_id, b.kind));
            assert_eq!(a.text().unwrap(), b.text().unwrap(), "{file} {}", a.name);
            assert_eq!(a.text_len(), b.text_len(), "{file} {}", a.name);
            assert_eq!(a.metadata().unwrap(), b.metadata().unwrap(), "{file} {}", a.name);
        }
    }
}

#[test]
fn a_graph_that_does_not_parse_errors_when_opened_with_the_log_line() {
    let dir = tempfile::tempdir().unwrap();
    let bad = [
        "class <lambda>(torch.nn.Module):",
        "    def forward(self, arg0_1):",
        "        x = torch.ops.aten.sin.default(",
        "        return (x,)",
    ];
    let env = r#"{"artifact": {"name": "inductor_post_grad_graph", "encoding": "string"}, "frame_id": 0, "frame_compile_id": 0, "attempt": 0}"#;
    let log = graph_record("before_post_grad_graph") + &record(env, &bad);
    let p = write_log(dir.path(), &log);
    let doc = load_path(&p).unwrap();
    assert!(doc.warnings.is_empty(), "{:?}", doc.warnings);
    assert_eq!(doc.stages.len(), 2);
    assert!(doc.stages[0].graph().is_ok());
    let Err(StageError::Parse { error, record }) = doc.stages[1].graph() else {
        panic!("the broken graph parsed")
    };
    assert_eq!(record, "inductor_post_grad_graph");
    // The same position the whole-text reader reports, in the log's lines (the record starts on
    // line 6: five lines of the first record before it).
    let whole = read_trace(log.as_bytes(), &p.display().to_string(), None, &mut |_, _| {}).unwrap();
    assert!(
        whole.warnings[0].starts_with(&format!("{}:{}:{}: ", error.file, error.line, error.col)),
        "{error} vs {:?}",
        whole.warnings
    );
    assert_eq!(error.file, p.display().to_string());
    assert!(error.line > 6 && error.line <= 10, "{error}");
    // The listing and a session say so instead of showing nothing.
    let listing = quantbench::cli::stages::listing(&doc, "t.log");
    assert!(listing.contains("inductor_post_grad_graph  unreadable: "), "{listing}");
    let s = Session::new(doc);
    assert!(s.graph().is_none());
    assert!(
        s.stage_error().is_some_and(|e| e.to_string().contains("(in `inductor_post_grad_graph`)"))
    );
}

#[test]
fn a_log_that_changed_on_disk_is_an_error_never_other_data() {
    let dir = tempfile::tempdir().unwrap();
    let log = graph_record("before_post_grad_graph") + &graph_record("inductor_post_grad_graph");
    let p = write_log(dir.path(), &log);
    let doc = load_path(&p).unwrap();
    // Same size, same modification time, one byte different in the second payload.
    let f = std::fs::OpenOptions::new().write(true).open(&p).unwrap();
    let mtime = f.metadata().unwrap().modified().unwrap();
    let at = log.rfind("sin.default").unwrap() as u64;
    let mut f = f;
    f.seek(SeekFrom::Start(at)).unwrap();
    f.write_all(b"cos").unwrap();
    f.set_modified(mtime).unwrap();
    drop(f);
    assert!(doc.stages[0].graph().is_ok(), "the first payload did not change");
    let e = doc.stages[1].graph().unwrap_err();
    assert!(matches!(e, StageError::Changed { .. }), "{e}");
    assert!(e.to_string().contains("changed on disk since it was read"), "{e}");
    // A log that grew (a job still writing) is refused before reading anything.
    let doc = load_path(&p).unwrap();
    let mut f = std::fs::OpenOptions::new().append(true).open(&p).unwrap();
    f.write_all(graph_record("later_post_grad").as_bytes()).unwrap();
    drop(f);
    let e = doc.stages[0].graph().unwrap_err();
    assert!(e.to_string().contains("bytes now"), "{e}");
}

#[test]
fn artifacts_of_an_indexed_log_are_read_back() {
    let dir = tempfile::tempdir().unwrap();
    let env = format!(
        r#"{{"inductor_output_code": {{"filename": "x.py"}}, "frame_id": 0, "frame_compile_id": 0, "attempt": 0, "has_payload": "{}"}}"#,
        md5_of(&["a", "", "b"])
    );
    let log = graph_record("inductor_post_grad_graph") + &record(&env, &["a", "", "b"]);
    let p = write_log(dir.path(), &log);
    let doc = load_path(&p).unwrap();
    let code = doc.artifacts.iter().find(|a| a.kind == ArtifactKind::OutputCode).unwrap();
    assert_eq!(code.text().unwrap(), "a\n\nb");
    assert_eq!(code.text_len(), 4);
    assert_eq!(code.metadata().unwrap()["filename"], "x.py");
}

#[test]
fn a_payload_printing_two_graphs_is_two_stages_each_parsed_alone() {
    let dir = tempfile::tempdir().unwrap();
    let two: Vec<&str> = GRAPH.iter().chain(GRAPH.iter()).copied().collect();
    let env = format!(
        r#"{{"artifact": {{"name": "after_joint_graph", "encoding": "string"}}, "frame_id": 0, "frame_compile_id": 0, "attempt": 0, "has_payload": "{}"}}"#,
        md5_of(&two)
    );
    let log = record(&env, &two);
    let p = write_log(dir.path(), &log);
    let indexed = load_path(&p).unwrap();
    let whole = quantbench::import::parse_text(&log, "t.log", LoadOptions::default()).unwrap();
    let names: Vec<String> = indexed.stages.iter().map(|s| s.qualified_name()).collect();
    assert_eq!(names, ["0/0:after_joint_graph_0", "0/0:after_joint_graph_1"]);
    for (a, b) in indexed.stages.iter().zip(&whole.stages) {
        assert_eq!(a.graph().unwrap(), b.graph().unwrap());
    }
    assert!(HEAD.ends_with("] "));
}

#[test]
fn stepping_through_a_log_keeps_few_stages_parsed() {
    let mut s =
        Session::new(load_path(Path::new("sample_graphs/decoder_2layer_nf4/trace.log")).unwrap());
    let n = s.document().stages.len();
    assert!(n > 6, "{n} stages");
    for i in 0..n {
        s.select_stage(i);
        assert!(s.graph().is_some(), "stage {i}: {:?}", s.stage_error());
    }
    let parsed = s.document().stages.iter().filter(|st| st.is_loaded()).count();
    assert!((1..=4).contains(&parsed), "{parsed} of {n} stages stay parsed");
    // An edited stage is the session's own and stays.
    s.select_stage(0);
    let g = s.graph().unwrap().clone();
    s.push_step("edit", quantbench::session::StepKind::Rewrite, g);
    for i in 1..n {
        s.select_stage(i);
    }
    assert!(s.document().stages[0].is_loaded() && s.document().stages[0].source().is_none());
}
