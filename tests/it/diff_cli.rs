//! `quantbench diff A B` on `sample_graphs/diff` (one program under Inductor's defaults and
//! under `max_fusion_size = 1`; one invoke_quant with `codegen_low_precision` True and False):
//! the groups and kernels it names as changed are exactly those the two sides' own
//! `ir_post_fusion.txt` and provenance mappings disagree on, it exits 1 when the sides differ
//! and 0 on a side against itself.
use quantbench::import::inductor_ir::read_ir_dump;
use serde_json::Value;
use std::collections::BTreeSet;
use std::process::Command;

const DIR: &str = "sample_graphs/diff";
const GRAPH: &str = "debug/model__0_inference_0.0";

fn diff(args: &[&str]) -> (i32, String, String) {
    let out =
        Command::new(env!("CARGO_BIN_EXE_quantbench")).arg("diff").args(args).output().unwrap();
    (
        out.status.code().unwrap_or(-1),
        String::from_utf8_lossy(&out.stdout).into_owned(),
        String::from_utf8_lossy(&out.stderr).into_owned(),
    )
}

fn side(variant: &str, what: &str) -> String {
    format!("{DIR}/{variant}/{what}")
}

fn json(a: &str, b: &str) -> (i32, Value) {
    let (code, out, err) = diff(&[a, b, "--json"]);
    assert!(err.is_empty(), "{err}");
    (code, serde_json::from_str(&out).unwrap())
}

/// Inductor's groups as (name, member op names) from a dump.
fn inductor_groups(variant: &str) -> Vec<(String, BTreeSet<String>)> {
    let path = format!("{}/ir_post_fusion.txt", side(variant, GRAPH));
    let dump = read_ir_dump(std::path::Path::new(&path)).unwrap();
    dump.nodes.iter().map(|n| (n.name.clone(), n.member_names().into_iter().collect())).collect()
}

/// Group names of one side that the other side has no group of the same members for (the two
/// compiles number their nodes alike: one program, one lowering).
fn unmatched(
    this: &[(String, BTreeSet<String>)],
    other: &[(String, BTreeSet<String>)],
) -> BTreeSet<String> {
    this.iter()
        .filter(|(_, m)| !other.iter().any(|(_, o)| o == m))
        .map(|(n, _)| n.clone())
        .collect()
}

/// Kernels as (name, post-grad nodes) from the provenance mapping Inductor wrote.
fn inductor_kernels(variant: &str) -> Vec<(String, BTreeSet<String>)> {
    let path = format!("{}/inductor_provenance_tracking_node_mappings.json", side(variant, GRAPH));
    let v: Value = serde_json::from_str(&std::fs::read_to_string(path).unwrap()).unwrap();
    v["cppCodeToPost"]
        .as_object()
        .unwrap()
        .iter()
        .map(|(k, nodes)| {
            let name = k.rsplit_once(':').unwrap().0.to_string();
            let set =
                nodes.as_array().unwrap().iter().map(|n| n.as_str().unwrap().into()).collect();
            (name, set)
        })
        .collect()
}

/// The unit names each side of a section's changes names.
fn changed_names(section: &Value) -> (BTreeSet<String>, BTreeSet<String>) {
    let mut a = BTreeSet::new();
    let mut b = BTreeSet::new();
    for c in section["diff"]["changes"].as_array().unwrap() {
        for u in c["a"].as_array().unwrap() {
            a.insert(u["name"].as_str().unwrap().to_string());
        }
        for u in c["b"].as_array().unwrap() {
            b.insert(u["name"].as_str().unwrap().to_string());
        }
    }
    (a, b)
}

#[test]
fn names_exactly_the_groups_and_kernels_inductor_changed() {
    let (code, d) =
        json(&side("fusion_default", "debug"), &side("fusion_max_fusion_size_1", "debug"));
    assert_eq!(code, 1, "{d:#}");
    let c = &d["compiles"][0];
    // The graphs are the same: only fusion changed.
    for s in c["stages"].as_array().unwrap() {
        let n = &s["nodes"];
        assert!(
            n["added"].as_array().unwrap().is_empty()
                && n["changed"].as_array().unwrap().is_empty(),
            "{s:#}"
        );
    }
    assert_eq!(c["groups"]["a"], "Inductor's ir_post_fusion.txt");
    let (ga, gb) = (inductor_groups("fusion_default"), inductor_groups("fusion_max_fusion_size_1"));
    let want = (unmatched(&ga, &gb), unmatched(&gb, &ga));
    assert_eq!(changed_names(&c["groups"]), want);
    // What the dumps say, spelled out: the two fused groups split into their nodes.
    let names = |v: &[&str]| v.iter().map(|s| s.to_string()).collect::<BTreeSet<_>>();
    assert_eq!(want.0, names(&["op0_op6", "op2_op3_op4_op5"]));
    assert_eq!(want.1, names(&["op0", "op6", "op2", "op3", "op4", "op5"]));
    // And by FX node: op0_op6 computed sin with cos * 3.
    let split = &c["groups"]["diff"]["changes"][0];
    assert_eq!(split["a"][0]["name"], "op0_op6");
    let fx: BTreeSet<String> = split["a"][0]["nodes"]
        .as_array()
        .unwrap()
        .iter()
        .map(|n| n.as_str().unwrap().to_string())
        .collect();
    assert_eq!(fx, names(&["sin", "cos", "mul"]));

    let (ka, kb) =
        (inductor_kernels("fusion_default"), inductor_kernels("fusion_max_fusion_size_1"));
    let want = (unmatched(&ka, &kb), unmatched(&kb, &ka));
    assert_eq!(changed_names(&c["kernels"]), want);
    assert_eq!(want.0, names(&["cpp_fused_cos_mul_sin_0", "cpp_fused__softmax_1"]));
    assert_eq!(c["kernels"]["diff"]["same"], 1, "extern_kernels.mm is the same");
}

#[test]
fn text_report_names_the_changes_and_the_sources() {
    let (code, out, _) =
        diff(&[&side("fusion_default", "debug"), &side("fusion_max_fusion_size_1", "debug")]);
    assert_eq!(code, 1, "{out}");
    assert!(
        out.contains("groups (both: Inductor's ir_post_fusion.txt): 1 same, 2 changed"),
        "{out}"
    );
    assert!(out.contains("    changed: op0_op6 FusedSchedulerNode [sin, cos, mul]\n"), "{out}");
    assert!(out.contains("-> op0 SchedulerNode [sin]; op6 SchedulerNode [cos, mul]\n"), "{out}");
    assert!(out.contains("-> cpp_fused_sin_0 [sin]; cpp_fused__softmax_cos_mul_1 ["), "{out}");
    assert_eq!(out.lines().last(), Some("differ: 2 group changes, 1 kernel change"));
}

#[test]
fn the_logs_scheduled_by_us_under_their_inductor_config_agree_with_inductors_dumps() {
    // A TORCH_TRACE log has no ir_post_fusion: its groups are our scheduler's, under the
    // `inductor_config` of its compilation_metrics (max_fusion_size = 1 on side B).
    let (code, logs) =
        json(&side("fusion_default", "trace.log"), &side("fusion_max_fusion_size_1", "trace.log"));
    assert_eq!(code, 1);
    let (_, dumps) =
        json(&side("fusion_default", "debug"), &side("fusion_max_fusion_size_1", "debug"));
    let g = &logs["compiles"][0]["groups"];
    assert!(g["b"].as_str().unwrap().contains("max_fusion_size=1"), "{g:#}");
    assert_eq!(g["diff"], dumps["compiles"][0]["groups"]["diff"]);
    assert_eq!(logs["compiles"][0]["kernels"]["diff"], dumps["compiles"][0]["kernels"]["diff"]);
    // Both logs carry compilation_metrics: their timings are shown.
    let t = logs["compiles"][0]["timings"].as_array().unwrap();
    assert!(t.iter().any(|t| t["field"] == "inductor_compile_time_s"), "{t:?}");
}

#[test]
fn an_invoke_quant_option_is_a_node_change_and_no_fusion_change() {
    let (code, out, _) =
        diff(&[&side("iq_low_precision", "trace.log"), &side("iq_high_precision", "trace.log")]);
    assert_eq!(code, 1, "{out}");
    assert!(
        out.contains(
            "  stage dynamo_output_graph: +0 -0 ~1 (9 nodes -> 9)\n    ~ invoke_quant_1: quant_options: \
             InvokeQuant(codegen_low_precision=True) -> InvokeQuant(codegen_low_precision=False)\n"
        ),
        "{out}"
    );
    // The post-grad graph prints no options: the same there, and so is the fusion.
    assert!(
        out.contains(
            "stages the same: after_joint_graph, before_post_grad_graph, inductor_post_grad_graph"
        ),
        "{out}"
    );
    assert!(out.contains("): 3 same, no change\n  kernels"), "{out}");
    // The debug folders hold no Dynamo graph: nothing differs there.
    let (code, out, _) =
        diff(&[&side("iq_low_precision", "debug"), &side("iq_high_precision", "debug")]);
    assert_eq!((code, out.lines().last()), (0, Some("same")), "{out}");
}

#[test]
fn a_side_against_itself_exits_zero() {
    for what in ["trace.log", "debug"] {
        let p = side("fusion_max_fusion_size_1", what);
        let (code, out, err) = diff(&[&p, &p]);
        assert_eq!(code, 0, "{out}{err}");
        assert_eq!(out.lines().last(), Some("same"));
    }
}

#[test]
fn a_debug_folder_against_a_log_pairs_their_one_compile_and_post_grad_graphs() {
    let (code, out, _) =
        diff(&[&side("fusion_default", "debug"), &side("fusion_default", "trace.log")]);
    // The stage lists differ (a debug folder has no Dynamo graph), not the post-grad graph or
    // its fusion.
    assert_eq!(code, 1, "{out}");
    assert!(out.contains("paired with compile 0/0 of B"), "{out}");
    assert!(
        out.contains("stages the same: fx_graph_transformed / inductor_post_grad_graph"),
        "{out}"
    );
    assert!(out.contains("3 same, no change\n  kernels (both"), "{out}");
}

#[test]
fn unreadable_side_exits_two() {
    let (code, _, err) =
        diff(&["sample_graphs/diff/no_such_thing", &side("fusion_default", "debug")]);
    assert_eq!(code, 2);
    assert!(err.contains("no_such_thing"), "{err}");
}
