//! Model Explorer (google-ai-edge/model-explorer) JSON: the graph format its JSON adapter loads
//! (`GraphCollection` / `Graph` / `GraphNode` of `graph_builder.py`) and the node-data format of
//! `node_data_builder.py` (values painted on nodes, e.g. kernel times).
//!
//! Each invoke_quant subgraph becomes its own `Graph`, linked from the call node by
//! `subgraphIds` (Model Explorer's PyTorch adapter sets none, so HOP bodies are not navigable
//! there); each kernel group becomes a `namespace`, so Model Explorer draws kernels as
//! collapsible layers.
use super::kernels::{KernelGroup, group_of_node};
use crate::ir::py::annotation_text;
use crate::ir::{Graph, OpKind, short_target};
use serde_json::{Map, Value, json};

/// A `GraphCollection` holding `g` (id `graph_id`) and, recursively, its subgraphs (ids
/// `graph_id/subgraph0`, ...).
pub fn graph_collection(label: &str, graph_id: &str, g: &Graph, kernels: &[KernelGroup]) -> Value {
    let mut graphs = Vec::new();
    push_graph(graph_id, g, kernels, &mut graphs);
    json!({ "label": label, "graphs": graphs })
}

fn push_graph(id: &str, g: &Graph, kernels: &[KernelGroup], out: &mut Vec<Value>) {
    let of = group_of_node(kernels);
    let nodes: Vec<Value> = g
        .ids()
        .map(|nid| {
            let n = g.node(nid);
            let label = match n.op {
                OpKind::Placeholder => "input".to_string(),
                OpKind::Output => "output".to_string(),
                OpKind::GetAttr => format!("self.{}", n.target),
                _ => short_target(&n.target).to_string(),
            };
            let namespace = of.get(n.name.as_str()).and_then(|&k| kernels.get(k)).map(|k| format!("kernel_{}", k.name)).unwrap_or_default();
            let mut attrs = vec![kv("name", &n.name), kv("op", n.op.as_str()), kv("target", &n.target)];
            for (k, a) in &n.kwargs {
                attrs.push(kv(k, &crate::export::fx::arg_repr(g, a)));
            }
            if let Some(q) = &n.meta.quant_options {
                attrs.push(kv("codegen_low_precision", if q.codegen_low_precision { "True" } else { "False" }));
            }
            let incoming: Vec<Value> = n
                .input_nodes()
                .into_iter()
                .enumerate()
                .map(|(i, src)| json!({ "sourceNodeId": g.node(src).name, "sourceNodeOutputId": "0", "targetNodeInputId": i.to_string() }))
                .collect();
            let mut outputs = Vec::new();
            if let Some(v) = &n.meta.val {
                outputs.push(json!({ "id": "0", "attrs": [kv("tensor_shape", &annotation_text(v)), kv("__tensor_tag", &n.name)] }));
            }
            let subgraph_ids: Vec<String> = g.called_subgraph(nid).map(|(s, _)| format!("{id}/{s}")).into_iter().collect();
            let mut node = Map::new();
            node.insert("id".into(), json!(n.name));
            node.insert("label".into(), json!(label));
            node.insert("namespace".into(), json!(namespace));
            node.insert("subgraphIds".into(), json!(subgraph_ids));
            node.insert("attrs".into(), json!(attrs));
            node.insert("incomingEdges".into(), json!(incoming));
            node.insert("outputsMetadata".into(), json!(outputs));
            node.insert("inputsMetadata".into(), json!([]));
            Value::Object(node)
        })
        .collect();
    out.push(json!({ "id": id, "nodes": nodes }));
    for (name, sg) in &g.subgraphs {
        push_graph(&format!("{id}/{name}"), sg, &[], out);
    }
}

fn kv(key: &str, value: &str) -> Value {
    json!({ "key": key, "value": value })
}

/// Model Explorer node data (`ModelNodeData.to_json_string`: graph id -> `GraphNodeData`) with
/// one numeric value per node id, coloured by a green-to-red gradient from the smallest to the
/// largest value.
pub fn node_data(graph_id: &str, values: &[(String, f64)]) -> Value {
    let results: Map<String, Value> =
        values.iter().map(|(n, v)| (n.clone(), json!({ "value": v }))).collect();
    let gradient =
        json!([{ "stop": 0, "bgColor": "#e8f5e9" }, { "stop": 1, "bgColor": "#ef5350" }]);
    json!({ graph_id: { "results": results, "gradient": gradient } })
}

/// Node data of kernel times: every node of a kernel group carries the kernel's time (µs).
/// `times_us[i]` belongs to `kernels[i]`.
pub fn kernel_time_node_data(graph_id: &str, kernels: &[KernelGroup], times_us: &[f64]) -> Value {
    let mut values = Vec::new();
    for (k, t) in kernels.iter().zip(times_us) {
        for n in &k.nodes {
            values.push((n.clone(), *t));
        }
    }
    node_data(graph_id, &values)
}
