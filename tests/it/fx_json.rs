//! quantbench JSON: FX → JSON → FX and JSON → graph → JSON are identities; malformed JSON is an
//! error naming where.
use quantbench::export::fx::print_graph;
use quantbench::export::json::to_json;
use quantbench::import::json::from_json;
use quantbench::import::{LoadOptions, load_path, parse_text};
use std::path::{Path, PathBuf};

fn inputs() -> Vec<PathBuf> {
    let root = Path::new(env!("CARGO_MANIFEST_DIR")).join("sample_graphs");
    let mut out = vec![
        root.join("fixtures-gpu/01_post_grad_graph_test_multiple_cpu.txt"),
        root.join("fixtures-gpu/03_post_grad_graph_test_prologue_cuda.txt"),
        root.join("fixtures-gpu/13_post_grad_graph_fn_no_match_scheme_None.txt"),
    ];
    for dir in [root.clone(), root.join("perf")] {
        for e in std::fs::read_dir(dir).unwrap() {
            let p = e.unwrap().path();
            for f in ["post_grad.txt", "pre_grad.txt"] {
                if p.join(f).exists() {
                    out.push(p.join(f));
                }
            }
        }
    }
    out.sort();
    assert!(out.len() >= 35);
    out
}

#[test]
fn fx_to_json_to_fx_and_json_round_trips() {
    for p in inputs() {
        let text = std::fs::read_to_string(&p).unwrap();
        for canonicalize in [false, true] {
            let mut doc = parse_text(&text, "x", LoadOptions { canonicalize }).unwrap();
            doc.path = None;
            let json = to_json(&doc).unwrap();
            let back =
                from_json(&json, "x.json").unwrap_or_else(|e| panic!("{}: {e}", p.display()));
            assert_eq!(back, doc, "{}", p.display());
            assert_eq!(to_json(&back).unwrap(), json, "{}", p.display());
            for (a, b) in doc.stages.iter().zip(&back.stages) {
                assert_eq!(print_graph(a.graph().unwrap()), print_graph(b.graph().unwrap()));
            }
            if p.ends_with("post_grad.txt") {
                assert_eq!(print_graph(back.stages[0].graph().unwrap()), text, "{}", p.display());
            }
        }
    }
}

#[test]
fn json_files_load_by_content() {
    let src = Path::new(env!("CARGO_MANIFEST_DIR"))
        .join("sample_graphs/decoder_2layer_nf4/post_grad.txt");
    let doc = load_path(&src).unwrap();
    let dir = tempfile::tempdir().unwrap();
    let p = dir.path().join("graph.anything");
    std::fs::write(&p, to_json(&doc).unwrap()).unwrap();
    let back = load_path(&p).unwrap();
    assert_eq!(back.stages, doc.stages);
    // Options survive, including whether they were defaulted.
    let iq = back.stages[0].graph().unwrap().nodes.iter().find(|n| n.is_invoke_quant()).unwrap();
    assert!(iq.meta.quant_options.is_some());
}

#[test]
fn malformed_json_names_the_place() {
    let seed = include_str!("../../sample_graphs/seed_nf4_mul_add/post_grad.txt");
    let json = to_json(&parse_text(seed, "s", LoadOptions::default()).unwrap()).unwrap();
    let bad_version = json.replacen("\"version\": 1", "\"version\": 2", 1);
    assert_eq!(
        from_json(&bad_version, "g.json").unwrap_err().to_string(),
        "g.json:1:1: expected 1, found Some(2) at $.version"
    );
    let mut v: serde_json::Value = serde_json::from_str(&json).unwrap();
    v["stages"][0]["graph"]["subgraphs"]["subgraph0"]["nodes"][3]["args"][0] =
        serde_json::json!({"node": "nope"});
    let bad_ref = v.to_string();
    assert_eq!(
        from_json(&bad_ref, "g.json").unwrap_err().to_string(),
        "g.json:1:1: expected a node defined earlier, found `nope` at $.stages[0].graph.subgraphs.subgraph0.nodes[3]"
    );
    let truncated = &json[..json.len() / 2];
    let e = from_json(truncated, "g.json").unwrap_err();
    assert_eq!((e.expected.as_str(), e.line > 1), ("valid JSON", true));
}
