//! quantbench's own JSON format (documented in `docs/json-format.md`): versioned, lossless, with
//! node references by name so files stay readable and diffable.
//!
//! Arguments use JSON's own types where they are unambiguous (ints, finite floats, bools, `null`,
//! strings, lists) and one-key objects for the rest (`{"node": "mul"}`, `{"tuple": [...]}`,
//! `{"dtype": "f32"}`, `{"float": "inf"}`, ...).
//!
//! The reader is `import::json`.
pub use crate::import::json::{FORMAT, VERSION};
use crate::ir::{Arg, Document, Graph, Node, StageError};
use serde_json::{Map, Value, json};

/// The document as pretty-printed JSON (ending with a newline). Fails only when a stage of an
/// indexed log cannot be read.
#[allow(
    clippy::expect_used,
    reason = "serializing a serde_json::Value with string keys cannot fail"
)]
pub fn to_json(doc: &Document) -> Result<String, StageError> {
    let stages: Vec<Value> = doc
        .stages
        .iter()
        .map(|s| {
            let mut m = Map::new();
            m.insert("name".into(), json!(s.name));
            if let Some(c) = &s.compile_id {
                m.insert("compile_id".into(), json!(c));
            }
            m.insert("graph".into(), s.peek(graph_value)?);
            Ok(Value::Object(m))
        })
        .collect::<Result<_, StageError>>()?;
    let v = json!({ "format": FORMAT, "version": VERSION, "stages": stages });
    let mut s = serde_json::to_string_pretty(&v)
        .expect("a serde_json::Value with string keys always serializes");
    s.push('\n');
    Ok(s)
}

fn graph_value(g: &Graph) -> Value {
    let nodes: Vec<Value> = g.nodes.iter().map(|n| node_value(g, n)).collect();
    let subgraphs: Map<String, Value> =
        g.subgraphs.iter().map(|(k, sg)| (k.clone(), graph_value(sg))).collect();
    let mut v = json!({ "name": g.name, "nodes": nodes, "subgraphs": subgraphs });
    // Module facts some print forms carry; absent keys keep older files byte-identical.
    if !g.attrs.is_empty() {
        v["attrs"] = json!(g.attrs);
    }
    if let Some(c) = &g.codegen {
        v["pytree"] = json!(c);
    }
    if let Some(s) = &g.export_signature {
        v["export_signature"] = json!(s);
    }
    v
}

fn node_value(g: &Graph, n: &Node) -> Value {
    let mut m = Map::new();
    m.insert("name".into(), json!(n.name));
    m.insert("op".into(), json!(n.op.as_str()));
    m.insert("target".into(), json!(n.target));
    m.insert("args".into(), Value::Array(n.args.iter().map(|a| arg_value(g, a)).collect()));
    let kwargs: Map<String, Value> =
        n.kwargs.iter().map(|(k, a)| (k.clone(), arg_value(g, a))).collect();
    m.insert("kwargs".into(), Value::Object(kwargs));
    let meta = serde_json::to_value(&n.meta).unwrap_or(Value::Null);
    if meta.as_object().is_some_and(|o| !o.is_empty()) {
        m.insert("meta".into(), meta);
    }
    Value::Object(m)
}

fn tagged(k: &str, v: Value) -> Value {
    let mut m = Map::new();
    m.insert(k.into(), v);
    Value::Object(m)
}

fn arg_value(g: &Graph, a: &Arg) -> Value {
    match a {
        Arg::Node(id) => tagged("node", json!(g.get(*id).map_or("", |n| n.name.as_str()))),
        Arg::Int(v) => json!(v),
        Arg::Float(v) if v.is_finite() => json!(v),
        Arg::Float(v) => tagged("float", json!(crate::ir::py_float_repr(*v))),
        Arg::Bool(b) => json!(b),
        Arg::None => Value::Null,
        Arg::Str(s) => json!(s),
        Arg::List(v) => Value::Array(v.iter().map(|x| arg_value(g, x)).collect()),
        Arg::Tuple(v) => tagged("tuple", Value::Array(v.iter().map(|x| arg_value(g, x)).collect())),
        Arg::Dtype(d) => tagged("dtype", json!(d.abbr())),
        Arg::Device(d) => tagged("device", json!(d.to_string())),
        Arg::MemoryFormat(m) => tagged("memory_format", json!(m)),
        Arg::Layout(l) => tagged("layout", json!(l)),
        Arg::Dict(kv) => tagged(
            "dict",
            Value::Array(
                kv.iter().map(|(k, v)| json!([arg_value(g, k), arg_value(g, v)])).collect(),
            ),
        ),
        Arg::Set(v) => tagged("set", Value::Array(v.iter().map(|x| arg_value(g, x)).collect())),
        Arg::Slice(s) => tagged("slice", Value::Array(s.iter().map(|x| arg_value(g, x)).collect())),
        Arg::Raw(r) => tagged("raw", json!(r)),
    }
}
