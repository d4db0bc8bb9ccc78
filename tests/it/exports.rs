//! Exports other tools open: Graphviz DOT with kernel clusters, Model Explorer graph and node-data
//! JSON (checked against the field list of Model Explorer's graph_builder.py /
//! node_data_builder.py), Chrome/Perfetto trace-event JSON.
use quantbench::export::kernels::{KernelGroup, from_schedule};
use quantbench::export::perfetto::{KernelRun, KernelTiming, trace_events};
use quantbench::export::{dot, model_explorer};
use quantbench::import::load_path;
use quantbench::ir::Graph;
use quantbench::sched::{Config, CostModel, Policy, schedule};
use serde_json::Value;
use std::collections::HashSet;
use std::path::Path;

fn graph(case: &str) -> Graph {
    load_path(Path::new(&format!("sample_graphs/{case}/post_grad.txt")))
        .unwrap()
        .stages
        .pop()
        .unwrap()
        .into_graph()
        .unwrap()
}

fn kernels(g: &Graph) -> Vec<KernelGroup> {
    let s = schedule(g, Policy::InductorCpu, Config::default(), Box::new(CostModel::default()))
        .unwrap();
    from_schedule(&s, g)
}

// Fields of google-ai-edge/model-explorer src/server/package/src/model_explorer/graph_builder.py
// (dataclasses GraphCollection, Graph, GraphNode, IncomingEdge, KeyValue, MetadataItem).
const COLLECTION_FIELDS: &[&str] = &["label", "graphs", "graphSorting"];
const GRAPH_FIELDS: &[&str] = &[
    "id",
    "nodes",
    "groupNodeAttributes",
    "groupNodeConfigs",
    "nodeLabelsToHide",
    "tasksData",
    "layoutConfigs",
];
const GRAPH_REQUIRED: &[&str] = &["id"];
const NODE_FIELDS: &[&str] = &[
    "id",
    "label",
    "namespace",
    "subgraphIds",
    "attrs",
    "incomingEdges",
    "outputsMetadata",
    "inputsMetadata",
    "style",
    "config",
];
const NODE_REQUIRED: &[&str] = &["id", "label"];
const EDGE_FIELDS: &[&str] = &["sourceNodeId", "sourceNodeOutputId", "targetNodeInputId"];
const EDGE_REQUIRED: &[&str] = &["sourceNodeId"];
const KEY_VALUE_FIELDS: &[&str] = &["key", "value"];
const METADATA_ITEM_FIELDS: &[&str] = &["id", "attrs"];
// node_data_builder.py: GraphNodeData, NodeDataResult, GradientItem.
const GRAPH_NODE_DATA_FIELDS: &[&str] = &[
    "results",
    "thresholds",
    "gradient",
    "hideInAggregatedStatsTable",
    "hideInChildrenStatsTable",
    "hideAggregatedStats",
    "showExpandedSummaryOnGroupNode",
    "showLabelCountColumnsInChildrenStatsTable",
];
const RESULT_FIELDS: &[&str] = &["value", "bgColor", "textColor"];
const GRADIENT_FIELDS: &[&str] = &["stop", "bgColor", "textColor"];

fn fields(v: &Value, allowed: &[&str], required: &[&str], what: &str) {
    let o = v.as_object().unwrap_or_else(|| panic!("{what} is not an object: {v}"));
    for k in o.keys() {
        assert!(
            allowed.contains(&k.as_str()),
            "{what} has field `{k}`, which graph_builder.py does not define"
        );
    }
    for r in required {
        assert!(o.contains_key(*r), "{what} lacks required `{r}`");
    }
}

fn str_field<'a>(v: &'a Value, k: &str) -> &'a str {
    v[k].as_str().unwrap_or_else(|| panic!("`{k}` is not a string in {v}"))
}

fn check_key_values(list: &Value, what: &str) {
    for kv in list.as_array().unwrap() {
        fields(kv, KEY_VALUE_FIELDS, KEY_VALUE_FIELDS, what);
        str_field(kv, "key");
        str_field(kv, "value");
    }
}

/// Validates a GraphCollection: fields, types, unique ids, edges and subgraphIds that resolve.
fn validate_collection(c: &Value) -> HashSet<String> {
    fields(c, COLLECTION_FIELDS, &["label", "graphs"], "GraphCollection");
    let graphs = c["graphs"].as_array().unwrap();
    let ids: HashSet<String> = graphs.iter().map(|g| str_field(g, "id").to_string()).collect();
    assert_eq!(ids.len(), graphs.len(), "graph ids are unique");
    for g in graphs {
        fields(g, GRAPH_FIELDS, GRAPH_REQUIRED, "Graph");
        let nodes = g["nodes"].as_array().unwrap();
        let node_ids: HashSet<&str> = nodes.iter().map(|n| str_field(n, "id")).collect();
        assert_eq!(node_ids.len(), nodes.len(), "node ids are unique within a graph");
        for n in nodes {
            fields(n, NODE_FIELDS, NODE_REQUIRED, "GraphNode");
            str_field(n, "label");
            str_field(n, "namespace");
            check_key_values(&n["attrs"], "KeyValue");
            for e in n["incomingEdges"].as_array().unwrap() {
                fields(e, EDGE_FIELDS, EDGE_REQUIRED, "IncomingEdge");
                assert!(
                    node_ids.contains(str_field(e, "sourceNodeId")),
                    "edge from a node of the same graph"
                );
                str_field(e, "sourceNodeOutputId");
                str_field(e, "targetNodeInputId");
            }
            for m in n["outputsMetadata"]
                .as_array()
                .unwrap()
                .iter()
                .chain(n["inputsMetadata"].as_array().unwrap())
            {
                fields(m, METADATA_ITEM_FIELDS, &["id"], "MetadataItem");
                check_key_values(&m["attrs"], "KeyValue");
            }
            for s in n["subgraphIds"].as_array().unwrap() {
                assert!(
                    ids.contains(s.as_str().unwrap()),
                    "subgraphId {s} names a graph of the collection"
                );
            }
        }
    }
    ids
}

#[test]
fn model_explorer_graph_json_follows_graph_builder() {
    for case in
        ["seed_nf4_mul_add", "llama_mlp_int8", "decoder_2layer_nf4", "pointwise_chain_no_quant"]
    {
        let g = graph(case);
        let k = kernels(&g);
        let c = model_explorer::graph_collection(case, "post_grad", &g, &k, &Default::default());
        let ids = validate_collection(&c);
        // Every invoke_quant subgraph is its own graph, reachable by subgraphIds.
        assert_eq!(ids.len(), 1 + g.subgraphs.len(), "{case}");
        let top = &c["graphs"][0]["nodes"];
        let iq: Vec<&Value> =
            top.as_array().unwrap().iter().filter(|n| n["label"] == "invoke_quant").collect();
        for n in &iq {
            assert_eq!(n["subgraphIds"].as_array().unwrap().len(), 1, "{case}");
        }
        // Kernels are namespaces: each group's nodes share `kernel_<name>`.
        for kg in &k {
            for name in &kg.nodes {
                let n = top.as_array().unwrap().iter().find(|n| n["id"] == name.as_str()).unwrap();
                let ns = n["namespace"].as_str().unwrap();
                assert!(ns.starts_with("kernel_"), "{case}: {name} in {ns}");
            }
        }
    }
}

#[test]
fn model_explorer_node_data_follows_node_data_builder() {
    let g = graph("llama_mlp_int8");
    let k = kernels(&g);
    let times: Vec<f64> = (0..k.len()).map(|i| 1.0 + i as f64).collect();
    let d = model_explorer::kernel_time_node_data("post_grad", &k, &times);
    let per_graph = d.as_object().unwrap();
    assert_eq!(per_graph.keys().collect::<Vec<_>>(), ["post_grad"]);
    let gd = &d["post_grad"];
    fields(gd, GRAPH_NODE_DATA_FIELDS, &["results"], "GraphNodeData");
    let results = gd["results"].as_object().unwrap();
    assert!(!results.is_empty());
    for (node, r) in results {
        fields(r, RESULT_FIELDS, &["value"], "NodeDataResult");
        assert!(r["value"].is_number());
        assert!(g.nodes.iter().any(|n| n.name == *node), "{node} is a node id of the graph");
    }
    for s in gd["gradient"].as_array().unwrap() {
        fields(s, GRADIENT_FIELDS, &["stop"], "GradientItem");
    }
}

#[test]
fn dot_draws_kernels_as_clusters() {
    let g = graph("llama_mlp_int8");
    let k = kernels(&g);
    assert!(k.len() > 1);
    let d = dot::to_dot_with_kernels(&g, &k);
    assert_eq!(d.matches("subgraph \"cluster_kernel").count(), k.len());
    for kg in &k {
        assert!(d.contains(&format!("label=\"kernel {}\"", kg.name)));
    }
    // Every node is declared exactly once.
    for i in 0..g.nodes.len() {
        assert_eq!(
            d.matches(&format!("\n    n{i} [label=")).count()
                + d.matches(&format!("\n  n{i} [label=")).count(),
            1,
            "n{i}"
        );
    }
    // Balanced braces: the file is one digraph.
    assert_eq!(d.matches('{').count(), d.matches('}').count());
    assert_eq!(dot::to_dot(&g), dot::to_dot_with_kernels(&g, &[]));
}

#[test]
fn dot_output_is_accepted_by_graphviz_when_installed() {
    let Ok(out) = std::process::Command::new("dot").arg("-V").output() else { return };
    if !out.status.success() {
        return;
    }
    let g = graph("decoder_2layer_nf4");
    let d = dot::to_dot_with_kernels(&g, &kernels(&g));
    let dir = tempfile::tempdir().unwrap();
    let p = dir.path().join("g.dot");
    std::fs::write(&p, d).unwrap();
    let r = std::process::Command::new("dot").arg("-Tsvg").arg(&p).output().unwrap();
    assert!(r.status.success(), "{}", String::from_utf8_lossy(&r.stderr));
}

/// The Trace Event Format: a `traceEvents` array of objects with `ph`, `pid`, `tid`, `name`;
/// `X` events with numeric `ts` and `dur` (µs); `M` metadata events with `args.name`.
fn validate_trace_events(v: &Value) {
    let events = v["traceEvents"].as_array().expect("traceEvents array");
    for e in events {
        let ph = e["ph"].as_str().expect("ph");
        assert!(e["pid"].is_u64() && e["tid"].is_u64() && e["name"].is_string(), "{e}");
        match ph {
            "X" => {
                assert!(e["ts"].as_f64().unwrap() >= 0.0);
                assert!(e["dur"].as_f64().unwrap() >= 0.0);
            }
            "M" => assert!(e["args"].is_object()),
            other => panic!("unexpected phase {other}"),
        }
    }
}

#[test]
fn perfetto_trace_parses_as_trace_event_json() {
    let run = |label: &str, scale: f64| KernelRun {
        label: label.into(),
        kernels: vec![
            KernelTiming {
                name: "op0_op1".into(),
                nodes: vec!["mul".into(), "add".into()],
                seconds: 2e-6 * scale,
                jit: true,
            },
            KernelTiming {
                name: "op2".into(),
                nodes: vec!["mm".into()],
                seconds: 5e-6 * scale,
                jit: false,
            },
        ],
    };
    let v = trace_events("quantbench", &[run("fused", 1.0), run("unfused", 2.0)]);
    let text = serde_json::to_string(&v).unwrap();
    let back: Value = serde_json::from_str(&text).unwrap();
    validate_trace_events(&back);
    let slices: Vec<&Value> =
        back["traceEvents"].as_array().unwrap().iter().filter(|e| e["ph"] == "X").collect();
    assert_eq!(slices.len(), 4);
    // Kernels of one run are laid end to end on their track.
    assert_eq!(slices[1]["ts"].as_f64(), slices[0]["dur"].as_f64());
    assert_ne!(slices[0]["tid"], slices[2]["tid"]);
    assert_eq!(slices[0]["args"]["fx_nodes"], serde_json::json!(["mul", "add"]));
}

/// The streamed writers (what `export -o` uses) write exactly the pretty JSON of the values the
/// in-memory builders make.
#[test]
fn streamed_exports_equal_the_in_memory_values() {
    for case in ["seed_nf4_mul_add", "decoder_2layer_nf4"] {
        let g = graph(case);
        let k = kernels(&g);
        let mut streamed = Vec::new();
        model_explorer::write_graph_collection(
            &mut streamed,
            case,
            "post_grad",
            &g,
            &k,
            &Default::default(),
        )
        .unwrap();
        let v = model_explorer::graph_collection(case, "post_grad", &g, &k, &Default::default());
        let want = serde_json::to_string_pretty(&v).unwrap() + "\n";
        assert_eq!(String::from_utf8(streamed).unwrap(), want, "{case}");
    }
    let path = std::path::Path::new(env!("CARGO_MANIFEST_DIR"))
        .join("sample_graphs/decoder_2layer_nf4/post_grad.txt");
    let doc = quantbench::import::load_path(&path).unwrap();
    let mut streamed = Vec::new();
    quantbench::export::json::write_json(&doc, &mut streamed).unwrap();
    let text = String::from_utf8(streamed).unwrap();
    let back = quantbench::import::json::from_json(&text, "x.json").unwrap();
    assert_eq!(quantbench::export::json::to_json(&back).unwrap(), text);
}

/// Without `--kernels` the namespaces are the module hierarchy the window folds by. Seen
/// failing first: all 2,787 nodes of the 32-layer decoder had namespace "".
#[test]
fn model_explorer_export_without_kernels_carries_the_group_hierarchy() {
    let dir =
        Path::new(env!("CARGO_MANIFEST_DIR")).join("sample_graphs/decoder_module_4layer_int8");
    let out = std::env::temp_dir().join(format!("qb_me_{}.json", std::process::id()));
    let run = std::process::Command::new(env!("CARGO_BIN_EXE_quantbench"))
        .args(["export", "--to", "model-explorer", "-o"])
        .arg(&out)
        .arg(&dir)
        .output()
        .unwrap();
    assert!(run.status.success(), "{}", String::from_utf8_lossy(&run.stderr));
    let c: Value = serde_json::from_slice(&std::fs::read(&out).unwrap()).unwrap();
    std::fs::remove_file(&out).unwrap();
    validate_collection(&c);
    let nodes = c["graphs"][0]["nodes"].as_array().unwrap();
    let ns: Vec<&str> = nodes.iter().map(|n| n["namespace"].as_str().unwrap()).collect();
    let placed = ns.iter().filter(|s| !s.is_empty()).count();
    assert!(placed * 10 >= nodes.len() * 9, "{placed} of {} nodes in a namespace", nodes.len());
    // The four decoder layers (the repeated block the window folds as `forward x4`) are four
    // namespaces, each with its nested groups below it.
    let layers: std::collections::BTreeSet<&str> =
        ns.iter().filter_map(|s| s.split('/').next()).filter(|s| !s.is_empty()).collect();
    assert_eq!(layers, ["forward.0", "forward.1", "forward.2", "forward.3"].into(), "{layers:?}");
    assert!(ns.iter().any(|s| s.starts_with("forward.0/")), "{ns:?}");
}
