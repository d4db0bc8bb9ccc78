//! quantbench's own JSON format (documented in `docs/json-format.md`): versioned, lossless, with
//! node references by name so files stay readable and diffable.
//!
//! Arguments use JSON's own types where they are unambiguous (ints, finite floats, bools, `null`,
//! strings, lists) and one-key objects for the rest (`{"node": "mul"}`, `{"tuple": [...]}`,
//! `{"dtype": "f32"}`, `{"float": "inf"}`, ...).
//!
//! The reader is `import::json`.
pub use crate::import::json::{FORMAT, VERSION};
use crate::ir::{Arg, Document, Graph, Node, Stage, StageError};
use serde::Serialize;
use serde::ser::{SerializeMap, Serializer};
use serde_json::{Map, Value, json};
use std::io::Write;

/// The document as pretty-printed JSON (ending with a newline). Fails only when a stage of an
/// indexed log cannot be read.
pub fn to_json(doc: &Document) -> Result<String, StageError> {
    let mut out = Vec::new();
    write_json(doc, &mut out).map_err(|e| match e {
        WriteJsonError::Stage(e) => e,
        // Writing into memory fails only where a stage could not be read.
        WriteJsonError::Io(e) => StageError::Io { path: "(export)".into(), msg: e.to_string() },
    })?;
    Ok(String::from_utf8_lossy(&out).into_owned())
}

#[derive(Debug, thiserror::Error)]
pub enum WriteJsonError {
    #[error(transparent)]
    Stage(#[from] StageError),
    #[error("{0}")]
    Io(#[from] std::io::Error),
}

/// [`to_json`] streamed into `w`: one node's JSON value exists at a time, so a 200,000-node
/// graph costs the output buffer, not a `serde_json::Value` tree of the whole document.
pub fn write_json(doc: &Document, w: &mut dyn Write) -> Result<(), WriteJsonError> {
    let mut w = std::io::BufWriter::new(w);
    serde_json::to_writer_pretty(&mut w, &DocSer(doc)).map_err(std::io::Error::from)?;
    w.write_all(b"\n")?;
    w.flush()?;
    Ok(())
}

struct DocSer<'a>(&'a Document);

impl Serialize for DocSer<'_> {
    fn serialize<S: Serializer>(&self, s: S) -> Result<S::Ok, S::Error> {
        let mut m = s.serialize_map(Some(3))?;
        m.serialize_entry("format", FORMAT)?;
        m.serialize_entry("version", &VERSION)?;
        m.serialize_entry("stages", &Seq::new(self.0.stages.iter().map(StageSer)))?;
        m.end()
    }
}

struct StageSer<'a>(&'a Stage);

impl Serialize for StageSer<'_> {
    fn serialize<S: Serializer>(&self, s: S) -> Result<S::Ok, S::Error> {
        let st = self.0;
        let mut m = s.serialize_map(None)?;
        m.serialize_entry("name", &st.name)?;
        if let Some(c) = &st.compile_id {
            m.serialize_entry("compile_id", c)?;
        }
        st.peek(|g| m.serialize_entry("graph", &GraphSer(g)))
            .map_err(|e| serde::ser::Error::custom(e.to_string()))??;
        m.end()
    }
}

struct GraphSer<'a>(&'a Graph);

impl Serialize for GraphSer<'_> {
    fn serialize<S: Serializer>(&self, s: S) -> Result<S::Ok, S::Error> {
        let g = self.0;
        let mut m = s.serialize_map(None)?;
        m.serialize_entry("name", &g.name)?;
        m.serialize_entry("nodes", &Seq::new(g.nodes.iter().map(|n| node_value(g, n))))?;
        let subgraphs: Vec<(&String, GraphSer)> =
            g.subgraphs.iter().map(|(k, sg)| (k, GraphSer(sg))).collect();
        m.serialize_entry("subgraphs", &Pairs(subgraphs))?;
        // Module facts some print forms carry; absent keys keep older files byte-identical.
        if !g.attrs.is_empty() {
            m.serialize_entry("attrs", &g.attrs)?;
        }
        if let Some(c) = &g.codegen {
            m.serialize_entry("pytree", c)?;
        }
        if let Some(sig) = &g.export_signature {
            m.serialize_entry("export_signature", sig)?;
        }
        m.end()
    }
}

/// A JSON array of what an iterator yields, made while it is written (once: a second
/// serialization is an error, not an empty array).
pub(crate) struct Seq<I>(std::cell::RefCell<Option<I>>);

impl<I> Seq<I> {
    pub(crate) fn new(it: I) -> Seq<I> {
        Seq(std::cell::RefCell::new(Some(it)))
    }
}

impl<I, T> Serialize for Seq<I>
where
    I: Iterator<Item = T>,
    T: Serialize,
{
    fn serialize<S: Serializer>(&self, s: S) -> Result<S::Ok, S::Error> {
        let it = self.0.borrow_mut().take();
        let it =
            it.ok_or_else(|| serde::ser::Error::custom("a streamed array serialized twice"))?;
        s.collect_seq(it)
    }
}

struct Pairs<'a>(Vec<(&'a String, GraphSer<'a>)>);

impl Serialize for Pairs<'_> {
    fn serialize<S: Serializer>(&self, s: S) -> Result<S::Ok, S::Error> {
        let mut m = s.serialize_map(Some(self.0.len()))?;
        for (k, v) in &self.0 {
            m.serialize_entry(k, v)?;
        }
        m.end()
    }
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
