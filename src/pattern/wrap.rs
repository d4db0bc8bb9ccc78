//! The rewrite a quantization library's pattern file asks for: the matched dequant chain, as the
//! library wrote it, becomes the body of an `invoke_quant(subgraphN, *operands, scheme=...)`, the
//! call `torch._higher_order_ops.invoke_quant` would have traced had the library wrapped its
//! dequant function. Nothing is recomputed or reordered: the subgraph holds the matched nodes
//! with their meta, so shapes, dtypes and the numerics of the chain are the library's own.
//!
//! Written here rather than as an FX-text replacement because a replacement's text fixes its
//! shapes, and one pattern must recognize every linear of a model whatever its shape.
use super::matcher::Match;
use super::replace::{Replacement, RewriteError};
use crate::ir::graph::INVOKE_QUANT;
use crate::ir::{Arg, Graph, Node, NodeId, OpKind, OptionsSource, QuantOptions, Recognized};
use std::collections::HashMap;

/// `[pattern.invoke_quant]` of a pattern file.
#[derive(Debug, Clone, PartialEq, serde::Deserialize)]
#[serde(deny_unknown_fields)]
pub struct WrapSpec {
    /// The `scheme` kwarg of the invoke_quant (`nf4`, `int8_weight_only`, ...).
    pub scheme: String,
    /// The library whose dequant this is (`torchao`, `hqq`, ...), kept in the node's meta.
    pub library: String,
    /// The pattern's `KeywordArg`s that become the invoke_quant's operands, in order; every
    /// other input of the matched nodes must be one of them.
    pub operands: Vec<String>,
    /// `InvokeQuant(codegen_low_precision=...)`; Inductor's default is True.
    #[serde(default = "yes")]
    pub codegen_low_precision: bool,
}

fn yes() -> bool {
    true
}

/// The replacement that wraps match `m` of `graph` (`users` = the graph's users by slot,
/// `order` = each node's program position) as `spec` says.
pub fn wrap_replacement(
    spec: &WrapSpec,
    pattern_name: &str,
    m: &Match,
    graph: &Graph,
    users: &[Vec<NodeId>],
    order: &dyn Fn(NodeId) -> u64,
) -> Result<Replacement, RewriteError> {
    let refuse = |why: String| Err(RewriteError::Wrap(why));
    let operands: Vec<NodeId> = spec
        .operands
        .iter()
        .map(|k| match m.kwargs.get(k) {
            Some(Arg::Node(n)) => Ok(*n),
            Some(other) => {
                Err(RewriteError::Wrap(format!("operand `{k}` captured a constant ({other:?})")))
            }
            None => {
                Err(RewriteError::Wrap(format!("operand `{k}` is not a KeywordArg of the match")))
            }
        })
        .collect::<Result<_, _>>()?;
    let [Some(out)] = m.outputs.as_slice() else {
        return refuse(format!("the pattern has {} outputs; a dequant has one", m.outputs.len()));
    };
    let mut region: Vec<NodeId> = m.nodes.clone();
    region.sort_by_key(|&n| order(n));
    region.dedup();
    let in_region = |n: NodeId| region.contains(&n);
    for &n in &region {
        let node = graph.node(n);
        if let Some(i) =
            node.input_nodes().into_iter().find(|&i| !in_region(i) && !operands.contains(&i))
        {
            return refuse(format!(
                "`{}` reads `{}`, which is neither an operand nor part of the match",
                node.name,
                graph.node(i).name
            ));
        }
        if n != *out
            && let Some(u) = users[n.idx()].iter().find(|&&u| !in_region(u))
        {
            return refuse(format!(
                "`{}` is also read by `{}` outside the match: wrapping would compute it twice",
                node.name,
                graph.node(*u).name
            ));
        }
    }

    // The body: operands as placeholders, then the matched nodes in program order.
    let mut body = Graph::new("subgraph0");
    let mut to_body: HashMap<NodeId, NodeId> = HashMap::new();
    for (i, &o) in operands.iter().enumerate() {
        let mut p = Node::new(format!("arg{i}_1"), OpKind::Placeholder, format!("arg{i}_1"));
        p.meta.val = graph.node(o).meta.val.clone();
        to_body.insert(o, body.push(p));
    }
    for &n in &region {
        let mut copy = graph.node(n).clone();
        // Every input was checked to be an operand or a matched node: both are mapped.
        let mut map = |i: NodeId| to_body[&i];
        copy.args = copy.args.iter().map(|a| a.map_nodes(&mut map)).collect();
        copy.kwargs = copy.kwargs.iter().map(|(k, a)| (k.clone(), a.map_nodes(&mut map))).collect();
        to_body.insert(n, body.push(copy));
    }
    let mut ret = Node::new("output", OpKind::Output, "output");
    ret.args = vec![Arg::Node(to_body[out])];
    body.push(ret);

    // The call: `invoke_quant(subgraph0, *operands, scheme=...)`, its operands the pattern's
    // KeywordArgs (bound by name when the replacement is spliced in).
    let mut rep = Graph::new("wrap");
    let mut args = vec![];
    for k in &spec.operands {
        args.push(Arg::Node(rep.push(Node::new(k.clone(), OpKind::Placeholder, k.clone()))));
    }
    let sub = rep.push(Node::new("subgraph0", OpKind::GetAttr, "subgraph0"));
    let mut call = Node::new("invoke_quant", OpKind::CallFunction, INVOKE_QUANT);
    call.args = std::iter::once(Arg::Node(sub)).chain(args).collect();
    call.kwargs = vec![("scheme".into(), Arg::Str(spec.scheme.clone()))];
    call.meta.val = graph.node(*out).meta.val.clone();
    call.meta.quant_options = Some(QuantOptions {
        codegen_low_precision: spec.codegen_low_precision,
        source: OptionsSource::Pattern,
    });
    call.meta.recognized =
        Some(Recognized { library: spec.library.clone(), pattern: pattern_name.to_string() });
    let call = rep.push(call);
    let mut ret = Node::new("output", OpKind::Output, "output");
    ret.args = vec![Arg::Node(call)];
    rep.push(ret);
    rep.subgraphs.insert("subgraph0".into(), body);
    Ok(Replacement::from_graph(&format!("wrap as invoke_quant(scheme='{}')", spec.scheme), rep))
}

/// The inverse of recognition: every invoke_quant a library pattern made (`meta.recognized`)
/// replaced by its body, inlined where the call was, so the graph computes as the library
/// wrote it. The body holds the matched nodes unchanged, so their names come back too (a name
/// taken meanwhile gets FX's `_N`). Returns how many calls were inlined; a recognized call
/// whose body is not one a wrap makes (a graph read from JSON can say anything) is an error,
/// and `g` is then unchanged. The Kernels tab times this beside the recognized graph shown.
pub fn unwrap_recognized(g: &mut Graph) -> Result<usize, String> {
    if !g.nodes.iter().any(|n| n.is_invoke_quant() && n.meta.recognized.is_some()) {
        return Ok(0);
    }
    let mut out = Graph { nodes: vec![], ..g.clone() };
    let mut remap: Vec<Option<NodeId>> = vec![None; g.nodes.len()];
    let mut inlined = 0;
    let mut emptied: Vec<String> = vec![];
    // Every name of the graph; a body node whose name was taken meanwhile gets a fresh one.
    let mut taken: std::collections::HashSet<String> =
        g.nodes.iter().map(|n| n.name.clone()).collect();
    let missing = |what: &str, name: &str| format!("recognized `{name}`: {what}");
    for (i, n) in g.nodes.iter().enumerate() {
        let mut n = n.clone();
        let mut bad = None;
        let mut f = |x: NodeId| {
            remap[x.idx()].unwrap_or_else(|| {
                bad = Some(x);
                x
            })
        };
        n.args = n.args.iter().map(|a| a.map_nodes(&mut f)).collect();
        n.kwargs = n.kwargs.iter().map(|(k, a)| (k.clone(), a.map_nodes(&mut f))).collect();
        if bad.is_some() {
            return Err(format!("`{}` reads a node defined after it", n.name));
        }
        let body = (n.is_invoke_quant() && n.meta.recognized.is_some())
            .then(|| n.args.first().and_then(Arg::as_node))
            .flatten()
            .and_then(|s| g.subgraphs.get_key_value(&out.node(s).target));
        let Some((sub, body)) = body else {
            remap[i] = Some(out.push(n));
            continue;
        };
        let mut to_outer: Vec<Option<NodeId>> = vec![None; body.nodes.len()];
        let mut operands = n.args[1..].iter();
        for (j, b) in body.nodes.iter().enumerate() {
            match b.op {
                OpKind::Placeholder => {
                    let a = operands.next().and_then(Arg::as_node);
                    to_outer[j] =
                        Some(a.ok_or_else(|| missing("a placeholder without operand", &n.name))?);
                }
                OpKind::Output => {
                    let [Arg::Node(r)] = b.args.as_slice() else {
                        return Err(missing("its body returns other than one value", &n.name));
                    };
                    remap[i] = to_outer.get(r.idx()).copied().flatten();
                }
                _ => {
                    let mut copy = b.clone();
                    let mut bad = false;
                    let mut f = |x: NodeId| {
                        to_outer.get(x.idx()).copied().flatten().unwrap_or_else(|| {
                            bad = true;
                            x
                        })
                    };
                    copy.args = copy.args.iter().map(|a| a.map_nodes(&mut f)).collect();
                    copy.kwargs =
                        copy.kwargs.iter().map(|(k, a)| (k.clone(), a.map_nodes(&mut f))).collect();
                    if bad {
                        return Err(missing("its body is not in program order", &n.name));
                    }
                    if !taken.insert(copy.name.clone()) {
                        let base = copy.name.clone();
                        let mut k = 1;
                        while !taken.insert(format!("{base}_{k}")) {
                            k += 1;
                        }
                        copy.name = format!("{base}_{k}");
                    }
                    to_outer[j] = Some(out.push(copy));
                }
            }
        }
        if remap[i].is_none() {
            return Err(missing("its body has no output", &n.name));
        }
        emptied.push(sub.clone());
        inlined += 1;
    }
    // The subgraphs' get_attr nodes have no reader left.
    let users = out.users();
    let dead: Vec<bool> = out
        .ids()
        .map(|id| {
            let n = out.node(id);
            n.op == OpKind::GetAttr && emptied.contains(&n.target) && users[id.idx()].is_empty()
        })
        .collect();
    out.retain(|id, _| !dead[id.idx()]).map_err(|e| e.to_string())?;
    for s in emptied {
        if !out.nodes.iter().any(|n| n.op == OpKind::GetAttr && n.target == s) {
            out.subgraphs.shift_remove(&s);
        }
    }
    *g = out;
    Ok(inlined)
}
