//! A dynamic-shape graph at one binding of its size symbols: what Inductor compiles when it
//! specializes (`dynamic=False`, or a guard that pins a symbol). Every annotation becomes
//! concrete, and every use of a `Sym(...)`-valued node (`arg0_1: "Sym(s70)"`,
//! `add: "Sym(s70 + 1)" = arg0_1 + 1`) becomes the integer it evaluates to, so lowering,
//! scheduling and the JIT see a static graph. Placeholders stay, so the graph takes the same
//! inputs as before.
use super::Arg;
use super::graph::{Graph, NodeId, OpKind};
use super::meta::ValMeta;
use super::sym::{SymError, SymExpr, SymInt};
use std::collections::{BTreeMap, HashMap};

#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
pub enum SpecializeError {
    #[error("node `{node}` in `{graph}`: {err}")]
    Eval { graph: String, node: String, err: SymError },
    #[error("node `{node}` in `{graph}`: size {value} from `{expr}` is negative")]
    Negative { graph: String, node: String, expr: String, value: i64 },
    #[error("`{graph}` after specializing: {err}")]
    Retain { graph: String, err: String },
    #[error(transparent)]
    Guard(#[from] super::shape_env::Violation),
}

/// Whether any annotation of `graph` (or its subgraphs) has a symbolic size.
pub fn is_dynamic(graph: &Graph) -> bool {
    let sym = |d: &SymInt| matches!(d, SymInt::Expr(_));
    graph.nodes.iter().any(|n| match &n.meta.val {
        Some(ValMeta::Tensor(t)) => {
            t.shape.iter().any(sym) || t.stride.as_ref().is_some_and(|s| s.iter().any(sym))
        }
        Some(ValMeta::Sym(e)) => !e.symbols().is_empty(),
        _ => false,
    }) || graph.subgraphs.values().any(is_dynamic)
}

/// `graph` with every symbol replaced by its value in `env`. A symbol `env` lacks is an error
/// naming the node; so is a size that evaluates negative, and a binding that breaks what
/// Dynamo assumed (the graph's shape env: a value range or a guard).
pub fn specialize(graph: &Graph, env: &BTreeMap<String, i64>) -> Result<Graph, SpecializeError> {
    if let Some(se) = &graph.shape_env.0 {
        se.check(env)?;
    }
    let env: HashMap<String, i64> = env.iter().map(|(k, v)| (k.clone(), *v)).collect();
    specialize_in(graph, &env)
}

fn specialize_in(graph: &Graph, env: &HashMap<String, i64>) -> Result<Graph, SpecializeError> {
    let mut g = graph.clone();
    let mut ints: HashMap<NodeId, i64> = HashMap::new();
    for (i, n) in graph.nodes.iter().enumerate() {
        let fail =
            |err| SpecializeError::Eval { graph: graph.name.clone(), node: n.name.clone(), err };
        let eval = |d: &SymInt| -> Result<SymInt, SpecializeError> {
            let v = d.eval(env).map_err(fail)?;
            if v < 0 {
                return Err(SpecializeError::Negative {
                    graph: graph.name.clone(),
                    node: n.name.clone(),
                    expr: d.to_string(),
                    value: v,
                });
            }
            Ok(SymInt::Const(v))
        };
        let val = match &n.meta.val {
            Some(ValMeta::Tensor(t)) => {
                let mut t = t.clone();
                t.shape = t.shape.iter().map(eval).collect::<Result<_, _>>()?;
                if let Some(st) = &t.stride {
                    t.stride = Some(st.iter().map(eval).collect::<Result<_, _>>()?);
                }
                Some(ValMeta::Tensor(t))
            }
            Some(ValMeta::Sym(e)) => {
                let v = e.eval(env).map_err(fail)?;
                ints.insert(NodeId(i as u32), v);
                match SymExpr::parse(&v.to_string()) {
                    Ok(c) => Some(ValMeta::Sym(c)),
                    Err(err) => return Err(fail(err)),
                }
            }
            other => other.clone(),
        };
        g.nodes[i].meta.val = val;
    }
    for n in &mut g.nodes {
        n.args = n.args.iter().map(|a| replace_ints(a, &ints)).collect();
        n.kwargs = n.kwargs.iter().map(|(k, a)| (k.clone(), replace_ints(a, &ints))).collect();
    }
    // The sym-valued calls (`arg0_1 + 1`, `sym_size`) have no users left.
    let dead: Vec<bool> = g
        .nodes
        .iter()
        .enumerate()
        .map(|(i, n)| n.op != OpKind::Placeholder && ints.contains_key(&NodeId(i as u32)))
        .collect();
    g.retain(|id, _| !dead[id.idx()])
        .map_err(|e| SpecializeError::Retain { graph: g.name.clone(), err: e.to_string() })?;
    for (name, sub) in &graph.subgraphs {
        g.subgraphs.insert(name.clone(), specialize_in(sub, env)?);
    }
    Ok(g)
}

fn replace_ints(a: &Arg, ints: &HashMap<NodeId, i64>) -> Arg {
    match a {
        Arg::Node(id) => ints.get(id).map_or_else(|| a.clone(), |v| Arg::Int(*v)),
        Arg::List(v) => Arg::List(v.iter().map(|x| replace_ints(x, ints)).collect()),
        Arg::Tuple(v) => Arg::Tuple(v.iter().map(|x| replace_ints(x, ints)).collect()),
        Arg::Set(v) => Arg::Set(v.iter().map(|x| replace_ints(x, ints)).collect()),
        Arg::Dict(kv) => Arg::Dict(
            kv.iter().map(|(k, v)| (replace_ints(k, ints), replace_ints(v, ints))).collect(),
        ),
        Arg::Slice(s) => {
            let [x, y, z] = &**s;
            Arg::Slice(Box::new([
                replace_ints(x, ints),
                replace_ints(y, ints),
                replace_ints(z, ints),
            ]))
        }
        other => other.clone(),
    }
}
