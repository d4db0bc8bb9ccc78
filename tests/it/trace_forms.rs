//! TORCH_TRACE logs beyond the corpus (sample_graphs/traces, made with torch 2.15: see its
//! README): compiled-autograd compile ids, per-rank directories, provenance tracking, Inductor's
//! own attention patterns, and the three generations of Inductor's scheduler dumps.
use quantbench::import::inductor_ir::parse_ir_dump;
use quantbench::import::load_path;
use quantbench::ir::diff::{MatchedBy, diff_graphs_tracked};
use quantbench::ir::{Document, OpKind, Side, Stage};
use quantbench::pattern::{FileEntry, Trace, load_pattern_file, pass_from};
use std::path::{Path, PathBuf};

fn root() -> PathBuf {
    Path::new(env!("CARGO_MANIFEST_DIR")).join("sample_graphs")
}

/// The one log in a traces/ folder.
fn log_in(dir: &str) -> PathBuf {
    let d = root().join("traces").join(dir);
    std::fs::read_dir(&d)
        .unwrap()
        .map(|e| e.unwrap().path())
        .find(|p| p.extension().is_some_and(|e| e == "log"))
        .unwrap_or_else(|| panic!("no log in {}", d.display()))
}

fn stage<'d>(d: &'d Document, cid: &str, name: &str) -> &'d Stage {
    d.stages
        .iter()
        .find(|s| s.compile_id.as_deref() == Some(cid) && s.name == name)
        .unwrap_or_else(|| panic!("no stage {cid}:{name}"))
}

#[test]
fn compiled_autograd_compile_ids() {
    let d = load_path(&log_in("compiled_autograd")).unwrap();
    // The compiled-autograd graph itself has no frame: tlparse calls it `!0`.
    let ca = stage(&d, "!0", "compiled_autograd_graph");
    assert!(ca.graph().unwrap().nodes.len() > 5);
    stage(&d, "!0", "compiled_autograd_graph_pre_reordering");
    // Graphs Dynamo compiled inside the backward carry the autograd id in front.
    let g = stage(&d, "!0/2/0", "inductor_post_grad_graph").graph().unwrap();
    assert!(g.nodes.iter().any(|n| n.op == OpKind::CallFunction));
    // A restarted compile is `0/0_1`.
    stage(&d, "0/0_1", "dynamo_output_graph");
}

#[test]
fn a_directory_of_rank_logs_is_one_document() {
    let d = load_path(&root().join("traces/multi_rank")).unwrap();
    assert_eq!(d.ranks(), [0, 1]);
    let r1: Vec<&Stage> = d.stages.iter().filter(|s| s.rank == Some(1)).collect();
    assert!(!r1.is_empty());
    assert!(r1[0].qualified_name().starts_with("rank1/0/0:"), "{}", r1[0].qualified_name());
    assert!(d.artifacts.iter().any(|a| a.rank == Some(0)));
    // Non-log files beside the logs are skipped and said so, not fatal.
    let d = load_path(&root().join("traces/multi_rank_messy")).unwrap();
    assert_eq!(d.ranks(), [0, 1]);
    assert!(
        d.warnings.iter().any(|w| w == "skipped `empty.log`: an empty file"),
        "{:?}",
        d.warnings
    );
    assert!(
        d.warnings.iter().any(|w| w == "skipped `notes.txt`: not a per-rank TORCH_TRACE log"),
        "{:?}",
        d.warnings
    );
}

#[test]
fn provenance_tracking_links_pre_grad_post_grad_and_kernels() {
    let d = load_path(&log_in("provenance")).unwrap();
    let post = stage(&d, "0/0", "inductor_post_grad_graph");
    let p = d.provenance(post).expect("the log has node mappings");
    assert_eq!(
        p.links(Side::PostGrad, "addmm"),
        (vec!["linear".into()], vec!["extern_kernels.addmm:1".into()])
    );
    let (from, became) = p.links(Side::PreGrad, "linear");
    assert!(from.is_empty());
    assert_eq!(became, ["permute", "addmm", "extern_kernels.addmm:1"]);
    // The stage diff from the pre-grad graph on matches renamed nodes through the mapping.
    let pre = stage(&d, "0/0", "after_pre_grad_graph");
    let aot = stage(&d, "0/0", "aot_inference_graph");
    let came_from = |n: &str| p.post_to_pre.get(n).cloned().unwrap_or_default();
    let (b, a) = (pre.graph().unwrap(), aot.graph().unwrap());
    let diff = diff_graphs_tracked(b, a, &came_from);
    let tracked: Vec<(&str, &str)> = diff
        .matched
        .iter()
        .filter(|m| m.2 == MatchedBy::Tracked)
        .map(|&(x, y, _)| (b.node(x).name.as_str(), a.node(y).name.as_str()))
        .collect();
    assert!(tracked.contains(&("linear", "permute")), "{tracked:?}");
}

/// Every `_sfdp_pattern_*.py` of torch 2.15, in Inductor's registration order.
fn sfdp_entries() -> Vec<FileEntry> {
    let dir = root().join("traces/serialized_patterns");
    let mut files: Vec<(u32, PathBuf)> = std::fs::read_dir(&dir)
        .unwrap()
        .map(|e| e.unwrap().path())
        .filter_map(|p| {
            let n = p.file_stem()?.to_str()?.strip_prefix("_sfdp_pattern_")?.parse().ok()?;
            Some((n, p))
        })
        .collect();
    files.sort();
    assert_eq!(files.len(), 30);
    files.iter().flat_map(|(_, p)| load_pattern_file(p).unwrap()).collect()
}

/// The source lines (`# File:` summaries) of the attention Inductor's joint-graph pass
/// replaced, and of where the patterns match in the stage before it.
fn attention_sites(log: &Path) -> (Vec<String>, Vec<String>, Vec<String>) {
    let d = load_path(log).unwrap();
    let after = stage(&d, "0/0", "after_joint_graph").graph().unwrap();
    // Inductor's sdpa call prints no stack; its output (`getitem`) carries the line of the
    // attention it replaced.
    let sdpa: Vec<quantbench::ir::NodeId> =
        after.ids().filter(|&i| after.node(i).target.contains("_scaled_dot_product")).collect();
    let mut replaced: Vec<String> = after
        .nodes
        .iter()
        .filter(|n| n.input_nodes().iter().any(|i| sdpa.contains(i)))
        .map(|n| n.meta.source.as_ref().unwrap().summary.clone())
        .collect();
    let before = stage(&d, "0/0", "before_joint_graph").graph().unwrap();
    assert!(!before.nodes.iter().any(|n| n.target.contains("_scaled_dot_product")));
    let entries = sfdp_entries();
    let pass = pass_from(&entries).unwrap();
    let report = pass.run(before, false);
    let trace = Trace::new(&pass, &report, Some(before));
    // A match's anchor is the attention's output, the node Inductor's replacement takes the
    // place of.
    // Several entries may match one site (patterns 1 and 3 differ in what they accept): a
    // site is an anchor.
    let by_anchor: std::collections::BTreeMap<u32, String> = report
        .attempts
        .iter()
        .filter(|a| a.matched())
        .map(|a| (a.anchor.0, before.node(a.anchor).meta.source.as_ref().unwrap().summary.clone()))
        .collect();
    let mut matched: Vec<String> = by_anchor.into_values().collect();
    let reasons: Vec<String> = report
        .attempts
        .iter()
        .filter(|a| !a.matched())
        .filter_map(|a| trace.text(a).reason)
        .collect();
    replaced.sort();
    matched.sort();
    (replaced, matched, reasons)
}

#[test]
fn inductors_attention_patterns_match_where_inductor_replaced_attention() {
    let (replaced, matched, reasons) =
        attention_sites(&root().join("decoder_2layer_nf4/trace.log"));
    assert_eq!(replaced.len(), 2, "two layers, two sdpa calls: {replaced:?}");
    assert_eq!(matched, replaced);
    assert!(!reasons.is_empty());
    let (replaced, matched, _) = attention_sites(&log_in("attention/inference"));
    assert_eq!(replaced.len(), 1);
    assert_eq!(matched, replaced);
    // Where Inductor replaced nothing (a tanh between the scaling and the softmax), nothing
    // matches, and every failed attempt says why.
    let (replaced, matched, reasons) = attention_sites(&log_in("attention/no_match"));
    assert!(replaced.is_empty() && matched.is_empty());
    assert!(
        reasons.iter().any(|r| r.contains("tanh") || r.contains("function_mismatch")),
        "{reasons:?}"
    );
}

#[test]
fn three_generations_of_scheduler_dumps_read_alike() {
    let dir = root().join("inductor_ir_generations");
    for (case, gen1) in
        [("pointwise_chain_no_quant", "gen1_pointwise"), ("llama_mlp_int8", "gen1_llama_mlp_int8")]
    {
        for stage in ["pre", "post"] {
            let read = |p: PathBuf| {
                let text = std::fs::read_to_string(&p).unwrap();
                let mut d = parse_ir_dump(&text, &p.display().to_string()).unwrap();
                // Line numbers differ with the format; nothing else may.
                fn unline(n: &mut quantbench::import::inductor_ir::IrNode) {
                    n.line = 0;
                    n.snodes.iter_mut().for_each(unline);
                }
                d.nodes.iter_mut().for_each(unline);
                d
            };
            // The oldest format printed no layout for extern kernels' outputs.
            fn extern_layouts(n: &mut quantbench::import::inductor_ir::IrNode) {
                if n.kind == "ExternKernelSchedulerNode" {
                    n.outputs.iter_mut().for_each(|b| b.layout.clear());
                }
                n.snodes.iter_mut().for_each(extern_layouts);
            }
            let mut newest = read(root().join(case).join(format!("ir_{stage}_fusion.txt")));
            newest.nodes.iter_mut().for_each(extern_layouts);
            let oldest = read(dir.join(format!("{gen1}_ir_{stage}_fusion.txt")));
            assert_eq!(oldest.nodes.len(), newest.nodes.len(), "{case} {stage}");
            for (o, n) in oldest.nodes.iter().zip(&newest.nodes) {
                assert!(o == n, "{case} {stage}: {} differs from {}", o.name, n.name);
            }
        }
    }
    // `quantbench survey` recognizes the dumps as such, whatever their generation.
    for f in ["gen1_pointwise_ir_pre_fusion.txt", "gen1_llama_mlp_int8_ir_post_fusion.txt"] {
        let r = quantbench::import::survey::survey_file(&dir.join(f));
        assert_eq!((r.status, r.stages > 0, r.stages == r.parsed), ("scheduler IR", true, true));
    }
    // The middle generation (torch 2.11, `op0.outputs` without `min_input_distance`).
    let p = root().join("fixtures-gpu/04_ir_pre_fusion_test_prologue.txt");
    let d = parse_ir_dump(&std::fs::read_to_string(&p).unwrap(), "04").unwrap();
    assert!(d.nodes.iter().all(|n| n.name.starts_with("op") && !n.outputs.is_empty()));
}

#[test]
fn scheduler_dumps_with_bounds_checks_read() {
    // Embedding lookups print `ops.check_bounds(index, size, False, True)`.
    for case in ["hf_gemma_nf4", "hf_phi_int8", "hf_mixtral_int8"] {
        let p = root().join("hf").join(case).join("ir_pre_fusion.txt");
        let text = std::fs::read_to_string(&p).unwrap();
        assert!(text.contains("ops.check_bounds("), "{case}");
        let d = parse_ir_dump(&text, case).unwrap_or_else(|e| panic!("{e}"));
        let body = d.nodes.iter().filter_map(|n| n.loop_body.as_ref()).find(|b| {
            b.ops.iter().any(|o| {
                matches!(o.kind, quantbench::ir::loop_body::LoopOpKind::CheckBounds { .. })
            })
        });
        let body = body.expect("a body with a bounds check");
        // Printed back as Inductor prints it.
        let lines = body.render_lines();
        assert!(lines.iter().any(|l| l.contains("ops.check_bounds(") && l.ends_with("False)")
            || l.contains("ops.check_bounds(") && l.ends_with("True)")));
        assert!(lines.iter().all(|l| text.contains(l.as_str())), "{case}: {lines:?}");
    }
}
