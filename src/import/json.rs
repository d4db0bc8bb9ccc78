//! Reads quantbench's own JSON format (`docs/json-format.md`), which `export::json` writes:
//! node references by name, one-key objects for the argument types JSON lacks
//! (`{"node": "mul"}`, `{"tuple": [...]}`, `{"dtype": "f32"}`, `{"float": "inf"}`, ...).
use crate::ir::{
    Arg, DType, Device, Document, Graph, Node, NodeId, NodeMeta, OpKind, ParseError, Stage,
};
use serde_json::Value;
use std::collections::HashMap;

pub const FORMAT: &str = "quantbench-graph";
pub const VERSION: u64 = 1;

/// Reads a document written by `export::json::to_json`.
pub fn from_json(text: &str, file: &str) -> Result<Document, ParseError> {
    let v: Value = serde_json::from_str(text).map_err(|e| ParseError {
        file: file.to_string(),
        line: e.line().max(1),
        col: e.column().max(1),
        expected: "valid JSON".into(),
        found: e.to_string(),
    })?;
    let r = Reader { file };
    let fmt = v.get("format").and_then(Value::as_str);
    if fmt != Some(FORMAT) {
        return Err(r.err("$.format", format!("\"{FORMAT}\""), format!("{fmt:?}")));
    }
    match v.get("version").and_then(Value::as_u64) {
        Some(VERSION) => {}
        other => return Err(r.err("$.version", format!("{VERSION}"), format!("{other:?}"))),
    }
    let stages = v
        .get("stages")
        .and_then(Value::as_array)
        .ok_or_else(|| r.err("$.stages", "an array of stages", "something else"))?;
    let mut doc = Document::default();
    for (i, s) in stages.iter().enumerate() {
        let at = format!("$.stages[{i}]");
        let name = s
            .get("name")
            .and_then(Value::as_str)
            .ok_or_else(|| r.err(&at, "a stage `name` string", "none"))?;
        let compile_id = s.get("compile_id").and_then(Value::as_str).map(str::to_string);
        let gv = s.get("graph").ok_or_else(|| r.err(&at, "a `graph` object", "none"))?;
        let graph = r.graph(gv, &format!("{at}.graph"))?;
        doc.stages.push(Stage::new(name.to_string(), compile_id, graph));
    }
    Ok(doc)
}

struct Reader<'a> {
    file: &'a str,
}

impl Reader<'_> {
    /// JSON errors after parsing carry a JSON path instead of a column.
    fn err(&self, path: &str, expected: impl Into<String>, found: impl Into<String>) -> ParseError {
        ParseError {
            file: self.file.to_string(),
            line: 1,
            col: 1,
            expected: expected.into(),
            found: format!("{} at {path}", found.into()),
        }
    }

    fn graph(&self, v: &Value, at: &str) -> Result<Graph, ParseError> {
        let name = v
            .get("name")
            .and_then(Value::as_str)
            .ok_or_else(|| self.err(at, "a graph `name` string", "none"))?;
        let mut g = Graph::new(name);
        let typed = |key: &str| v.get(key).map(|x| (x.clone(), format!("{at}.{key}")));
        if let Some((x, path)) = typed("attrs") {
            g.attrs = serde_json::from_value(x)
                .map_err(|e| self.err(&path, "a list of module attributes", e.to_string()))?;
        }
        if let Some((x, path)) = typed("pytree") {
            g.codegen =
                Some(serde_json::from_value(x).map_err(|e| {
                    self.err(&path, "the pytree calling convention", e.to_string())
                })?);
        }
        if let Some((x, path)) = typed("export_signature") {
            g.export_signature = Some(
                serde_json::from_value(x)
                    .map_err(|e| self.err(&path, "an export signature", e.to_string()))?,
            );
        }
        if let Some(subs) = v.get("subgraphs") {
            let subs = subs
                .as_object()
                .ok_or_else(|| self.err(at, "`subgraphs` as an object", "something else"))?;
            for (k, sv) in subs {
                g.subgraphs.insert(k.clone(), self.graph(sv, &format!("{at}.subgraphs.{k}"))?);
            }
        }
        let nodes = v
            .get("nodes")
            .and_then(Value::as_array)
            .ok_or_else(|| self.err(at, "a `nodes` array", "none"))?;
        let mut ids: HashMap<String, NodeId> = HashMap::with_capacity(nodes.len());
        for (i, nv) in nodes.iter().enumerate() {
            let at = format!("{at}.nodes[{i}]");
            let s = |k: &str| {
                nv.get(k)
                    .and_then(Value::as_str)
                    .ok_or_else(|| self.err(&at, format!("a `{k}` string"), "none"))
            };
            let name = s("name")?;
            let op = op_kind(s("op")?).ok_or_else(|| self.err(&at, "an op kind (placeholder, get_attr, call_function, call_method, call_module, output)", format!("`{}`", s("op").unwrap_or(""))))?;
            let target = s("target")?;
            let args = match nv.get("args") {
                Some(Value::Array(a)) => {
                    a.iter().map(|x| self.arg(x, &ids, &at)).collect::<Result<Vec<_>, _>>()?
                }
                None => vec![],
                Some(_) => return Err(self.err(&at, "`args` as an array", "something else")),
            };
            let kwargs = match nv.get("kwargs") {
                Some(Value::Object(m)) => m
                    .iter()
                    .map(|(k, x)| Ok((k.clone(), self.arg(x, &ids, &at)?)))
                    .collect::<Result<Vec<_>, ParseError>>()?,
                None => vec![],
                Some(_) => return Err(self.err(&at, "`kwargs` as an object", "something else")),
            };
            let meta: NodeMeta = match nv.get("meta") {
                Some(m) => serde_json::from_value(m.clone()).map_err(|e| {
                    self.err(
                        &format!("{at}.meta"),
                        "node meta (val, source, quant_options)",
                        e.to_string(),
                    )
                })?,
                None => NodeMeta::default(),
            };
            if ids.contains_key(name) {
                return Err(self.err(&at, "a new node name", format!("`{name}` again")));
            }
            let id = g.push(Node {
                name: name.to_string(),
                op,
                target: target.to_string(),
                args,
                kwargs,
                meta,
            });
            ids.insert(name.to_string(), id);
        }
        g.verify().map_err(|e| self.err(at, "a well-formed graph", e.to_string()))?;
        Ok(g)
    }

    fn arg(&self, v: &Value, ids: &HashMap<String, NodeId>, at: &str) -> Result<Arg, ParseError> {
        Ok(match v {
            Value::Null => Arg::None,
            Value::Bool(b) => Arg::Bool(*b),
            Value::Number(n) => match n.as_i64() {
                Some(i) if !n.is_f64() => Arg::Int(i),
                _ => Arg::Float(n.as_f64().unwrap_or(f64::NAN)),
            },
            Value::String(s) => Arg::Str(s.clone()),
            Value::Array(a) => {
                Arg::List(a.iter().map(|x| self.arg(x, ids, at)).collect::<Result<_, _>>()?)
            }
            Value::Object(m) if m.len() == 1 => {
                let (k, x) = m
                    .iter()
                    .next()
                    .ok_or_else(|| self.err(at, "a tagged value", "an empty object"))?;
                let str_of = |x: &Value| {
                    x.as_str()
                        .map(str::to_string)
                        .ok_or_else(|| self.err(at, format!("a string under `{k}`"), x.to_string()))
                };
                match k.as_str() {
                    "node" => {
                        let n = str_of(x)?;
                        Arg::Node(*ids.get(&n).ok_or_else(|| {
                            self.err(at, "a node defined earlier", format!("`{n}`"))
                        })?)
                    }
                    "tuple" => match x {
                        Value::Array(a) => Arg::Tuple(
                            a.iter().map(|y| self.arg(y, ids, at)).collect::<Result<_, _>>()?,
                        ),
                        _ => return Err(self.err(at, "an array under `tuple`", x.to_string())),
                    },
                    "float" => match str_of(x)?.as_str() {
                        "inf" => Arg::Float(f64::INFINITY),
                        "-inf" => Arg::Float(f64::NEG_INFINITY),
                        "nan" => Arg::Float(f64::NAN),
                        other => {
                            return Err(self.err(at, "inf, -inf or nan", format!("`{other}`")));
                        }
                    },
                    "dtype" => {
                        let d = str_of(x)?;
                        Arg::Dtype(DType::from_abbr(&d).ok_or_else(|| {
                            self.err(at, "a dtype abbreviation", format!("`{d}`"))
                        })?)
                    }
                    "device" => {
                        let d = str_of(x)?;
                        Arg::Device(Device::parse(&d).ok_or_else(|| {
                            self.err(at, "a device such as cpu or cuda:0", format!("`{d}`"))
                        })?)
                    }
                    "set" | "slice" | "dict" => {
                        let Value::Array(a) = x else {
                            return Err(self.err(
                                at,
                                format!("an array under `{k}`"),
                                x.to_string(),
                            ));
                        };
                        let items = a
                            .iter()
                            .map(|y| self.arg(y, ids, at))
                            .collect::<Result<Vec<_>, _>>()?;
                        match k.as_str() {
                            "set" => Arg::Set(items),
                            "slice" => match <[Arg; 3]>::try_from(items) {
                                Ok(s) => Arg::Slice(Box::new(s)),
                                Err(_) => {
                                    return Err(self.err(at, "[start, stop, step]", x.to_string()));
                                }
                            },
                            _ => Arg::Dict(
                                items
                                    .into_iter()
                                    .map(|kv| match kv {
                                        Arg::List(p) => match <[Arg; 2]>::try_from(p) {
                                            Ok([k, v]) => Ok((k, v)),
                                            Err(_) => Err(self.err(
                                                at,
                                                "[key, value] pairs",
                                                x.to_string(),
                                            )),
                                        },
                                        _ => Err(self.err(at, "[key, value] pairs", x.to_string())),
                                    })
                                    .collect::<Result<_, _>>()?,
                            ),
                        }
                    }
                    "memory_format" => Arg::MemoryFormat(str_of(x)?),
                    "layout" => Arg::Layout(str_of(x)?),
                    "raw" => Arg::Raw(str_of(x)?),
                    other => {
                        return Err(self.err(
                            at,
                            "one of node, tuple, dict, set, slice, float, dtype, device, memory_format, layout, raw",
                            format!("`{other}`"),
                        ));
                    }
                }
            }
            Value::Object(_) => return Err(self.err(at, "an argument value", v.to_string())),
        })
    }
}

fn op_kind(s: &str) -> Option<OpKind> {
    Some(match s {
        "placeholder" => OpKind::Placeholder,
        "get_attr" => OpKind::GetAttr,
        "call_function" => OpKind::CallFunction,
        "call_method" => OpKind::CallMethod,
        "call_module" => OpKind::CallModule,
        "output" => OpKind::Output,
        _ => return None,
    })
}
