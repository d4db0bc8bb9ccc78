//! Model Explorer (google-ai-edge/model-explorer) JSON: the graph format its JSON adapter loads
//! (`GraphCollection` / `Graph` / `GraphNode` of `graph_builder.py`) and the node-data format of
//! `node_data_builder.py` (values painted on nodes, e.g. kernel times).
//!
//! Each invoke_quant subgraph becomes its own `Graph`, linked from the call node by
//! `subgraphIds` (Model Explorer's PyTorch adapter sets none, so HOP bodies are not navigable
//! there); each kernel group becomes a `namespace`, so Model Explorer draws kernels as
//! collapsible layers. Without kernels, the namespace is the node's place in the module
//! hierarchy (`group`: `layers.5/self_attn`), so a model opens folded by layer as it does in
//! the window.
use super::json::Seq;
use super::kernels::{KernelGroup, group_of_node};
use crate::ir::py::annotation_text;
use crate::ir::{Graph, NodeId, OpKind, short_target};
use serde::Serialize;
use serde::ser::{SerializeMap, SerializeSeq, Serializer};
use serde_json::{Map, Value, json};
use std::collections::HashMap;
use std::io::Write;

/// Node name -> Model Explorer namespace (`/`-separated), for the top graph.
pub type Namespaces = HashMap<String, String>;

/// Each node's namespace from the group hierarchy: its enclosing groups, outermost first, as
/// the window labels them (an instance of a repeated block as `layers.5`; the repeat itself,
/// a fold the window adds, is left out).
pub fn module_namespaces(h: &crate::group::Hierarchy, g: &Graph) -> Namespaces {
    g.ids()
        .map(|id| {
            let parts: Vec<String> = h
                .ancestors(id)
                .into_iter()
                .filter(|&a| !matches!(h.group(a).kind, crate::group::GroupKind::Repeat { .. }))
                .map(|a| h.label(a))
                .collect();
            (g.node(id).name.clone(), parts.join("/"))
        })
        .filter(|(_, ns)| !ns.is_empty())
        .collect()
}

/// A `GraphCollection` holding `g` (id `graph_id`) and, recursively, its subgraphs (ids
/// `graph_id/subgraph0`, ...).
pub fn graph_collection(
    label: &str,
    graph_id: &str,
    g: &Graph,
    kernels: &[KernelGroup],
    modules: &Namespaces,
) -> Value {
    let graphs: Vec<Value> = graphs_of(graph_id, g, kernels)
        .into_iter()
        .enumerate()
        .map(|(i, (id, g, k))| {
            let of = group_of_node(k);
            let ns = if i == 0 { Some(modules) } else { None };
            let nodes: Vec<Value> =
                g.ids().map(|nid| node_value(&id, g, nid, k, &of, ns)).collect();
            json!({ "id": id, "nodes": nodes })
        })
        .collect();
    json!({ "label": label, "graphs": graphs })
}

/// [`graph_collection`] streamed into `w` as pretty JSON (and a newline): one node's value
/// exists at a time, so memory stays a small multiple of the output however big the graph.
pub fn write_graph_collection(
    w: &mut dyn Write,
    label: &str,
    graph_id: &str,
    g: &Graph,
    kernels: &[KernelGroup],
    modules: &Namespaces,
) -> std::io::Result<()> {
    let mut w = std::io::BufWriter::new(w);
    let c = CollectionSer { label, graphs: graphs_of(graph_id, g, kernels), modules };
    serde_json::to_writer_pretty(&mut w, &c).map_err(std::io::Error::from)?;
    w.write_all(b"\n")?;
    w.flush()
}

/// The graph and its subgraphs, depth first, each with its id and kernels.
fn graphs_of<'a>(
    id: &str,
    g: &'a Graph,
    kernels: &'a [KernelGroup],
) -> Vec<(String, &'a Graph, &'a [KernelGroup])> {
    let mut out = vec![(id.to_string(), g, kernels)];
    for (name, sg) in &g.subgraphs {
        out.extend(graphs_of(&format!("{id}/{name}"), sg, &[]));
    }
    out
}

struct CollectionSer<'a> {
    label: &'a str,
    graphs: Vec<(String, &'a Graph, &'a [KernelGroup])>,
    modules: &'a Namespaces,
}

impl Serialize for CollectionSer<'_> {
    fn serialize<S: Serializer>(&self, s: S) -> Result<S::Ok, S::Error> {
        let mut m = s.serialize_map(Some(2))?;
        m.serialize_entry("label", self.label)?;
        m.serialize_entry("graphs", &GraphsSer(&self.graphs, self.modules))?;
        m.end()
    }
}

struct GraphsSer<'a>(&'a [(String, &'a Graph, &'a [KernelGroup])], &'a Namespaces);

impl Serialize for GraphsSer<'_> {
    fn serialize<S: Serializer>(&self, s: S) -> Result<S::Ok, S::Error> {
        let mut seq = s.serialize_seq(Some(self.0.len()))?;
        for (i, (id, g, k)) in self.0.iter().enumerate() {
            let modules = if i == 0 { Some(self.1) } else { None };
            seq.serialize_element(&GraphSer { id, g, kernels: k, modules })?;
        }
        seq.end()
    }
}

struct GraphSer<'a> {
    id: &'a str,
    g: &'a Graph,
    kernels: &'a [KernelGroup],
    modules: Option<&'a Namespaces>,
}

impl Serialize for GraphSer<'_> {
    fn serialize<S: Serializer>(&self, s: S) -> Result<S::Ok, S::Error> {
        let of = group_of_node(self.kernels);
        let mut m = s.serialize_map(Some(2))?;
        m.serialize_entry("id", self.id)?;
        let nodes = self
            .g
            .ids()
            .map(|nid| node_value(self.id, self.g, nid, self.kernels, &of, self.modules));
        m.serialize_entry("nodes", &Seq::new(nodes))?;
        m.end()
    }
}

fn node_value(
    id: &str,
    g: &Graph,
    nid: NodeId,
    kernels: &[KernelGroup],
    of: &HashMap<&str, usize>,
    modules: Option<&Namespaces>,
) -> Value {
    let n = g.node(nid);
    let label = match n.op {
        OpKind::Placeholder => "input".to_string(),
        OpKind::Output => "output".to_string(),
        OpKind::GetAttr => format!("self.{}", n.target),
        _ => short_target(&n.target).to_string(),
    };
    let namespace = of
        .get(n.name.as_str())
        .and_then(|&k| kernels.get(k))
        .map(|k| format!("kernel_{}", k.name))
        .or_else(|| modules.and_then(|m| m.get(&n.name)).cloned())
        .unwrap_or_default();
    let mut attrs = vec![kv("name", &n.name), kv("op", n.op.as_str()), kv("target", &n.target)];
    for (k, a) in &n.kwargs {
        attrs.push(kv(k, &crate::export::fx::arg_repr(g, a)));
    }
    if let Some(q) = &n.meta.quant_options {
        attrs.push(kv(
            "codegen_low_precision",
            if q.codegen_low_precision { "True" } else { "False" },
        ));
    }
    let incoming: Vec<Value> = n
        .input_nodes()
        .into_iter()
        .enumerate()
        .map(|(i, src)| {
            json!({ "sourceNodeId": g.node(src).name, "sourceNodeOutputId": "0", "targetNodeInputId": i.to_string() })
        })
        .collect();
    let mut outputs = Vec::new();
    if let Some(v) = &n.meta.val {
        outputs.push(json!({ "id": "0", "attrs": [kv("tensor_shape", &annotation_text(v)), kv("__tensor_tag", &n.name)] }));
    }
    let subgraph_ids: Vec<String> =
        g.called_subgraph(nid).map(|(s, _)| format!("{id}/{s}")).into_iter().collect();
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
