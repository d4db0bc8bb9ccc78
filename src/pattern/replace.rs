//! `ReplacementPatternEntry.replace_with_graph`: splice a replacement graph (FX text whose
//! placeholders are the captured `KeywordArg`s) in before the match's output node, hand the
//! outputs' uses over, erase what became dead, and re-verify. Work happens on a copy: a
//! replacement that would break the graph is refused and the graph is left as it was.
use super::edit::Editor;
use super::matcher::Match;
use crate::ir::{Arg, Graph, GraphError, Node, NodeId, OpKind};
use std::collections::{HashMap, HashSet};

/// A replacement: its FX text and the graph parsed from it.
#[derive(Debug, Clone, PartialEq)]
pub struct Replacement {
    pub text: String,
    pub graph: Graph,
}

#[derive(Debug, Clone, PartialEq, thiserror::Error)]
pub enum RewriteError {
    #[error("replacement placeholder `{0}` is not captured by the pattern (captured: {1})")]
    Unbound(String, String),
    #[error(
        "replacement node `{node}` is a {op}; replacements may only hold call_function and get_attr nodes (as Inductor's Replacer)"
    )]
    Unsupported { node: String, op: OpKind },
    #[error("the pattern has {pattern} output(s) but the replacement returns {replacement}")]
    OutputArity { pattern: usize, replacement: usize },
    #[error("replacement get_attr `{0}` names no subgraph of the replacement")]
    MissingSubgraph(String),
    #[error("the rewritten graph would be broken: {0}")]
    Broken(GraphError),
    #[error(
        "the rewritten graph would be broken: the replacement returns the constant {value} for `{node}`; only nodes can take over uses"
    )]
    ConstantOutput { value: String, node: String },
    #[error(
        "the rewritten graph would be broken: replacement node `{0}` uses a value not defined before it"
    )]
    UseBeforeDef(String),
    #[error("cannot wrap the match as invoke_quant: {0}")]
    Wrap(String),
}

impl Replacement {
    pub fn from_graph(text: &str, graph: Graph) -> Replacement {
        Replacement { text: text.to_string(), graph }
    }
}

/// Parses a replacement written in FX text (`print_readable` form, annotations optional).
pub fn parse_replacement(text: &str) -> Result<Replacement, crate::ir::ParseError> {
    let doc = crate::import::fx::parse_fx(text, "replacement")?;
    // Parsed text holds its graphs: into_graph cannot fail here.
    match doc.stages.into_iter().last().map(crate::ir::Stage::into_graph) {
        Some(Ok(g)) => Ok(Replacement::from_graph(text, g)),
        _ => Err(crate::ir::ParseError {
            file: "replacement".into(),
            line: 1,
            col: 1,
            expected: "a graph (`class ...(torch.nn.Module):`)".into(),
            found: "no graph".into(),
        }),
    }
}

/// What the replacement's placeholders stand for: a node of the target graph or a constant
/// (a `KeywordArg` that captured e.g. `[-1, 256]` or `torch.float32`, burned in as tracing would).
fn bind_placeholders(rep: &Graph, m: &Match) -> Result<HashMap<NodeId, Arg>, RewriteError> {
    let mut positional = m.args.iter();
    let mut out = HashMap::new();
    for p in rep.placeholders() {
        let name = &rep.node(p).name;
        let v = match m.kwargs.get(name) {
            Some(v) => v.clone(),
            None => match positional.next() {
                Some(v) => v.clone(),
                None => {
                    let captured: Vec<&str> = m.kwargs.keys().map(String::as_str).collect();
                    return Err(RewriteError::Unbound(name.clone(), captured.join(", ")));
                }
            },
        };
        out.insert(p, v);
    }
    Ok(out)
}

/// A copy of a replacement subgraph with the placeholders named after constant captures
/// removed and their uses replaced by the constant.
#[allow(clippy::expect_used, reason = "dropping placeholders whose uses were all substituted")]
fn inline_constants(sg: &Graph, m: &Match) -> Graph {
    let consts: HashMap<NodeId, Arg> = sg
        .placeholders()
        .filter_map(|p| {
            m.kwargs.get(&sg.node(p).name).filter(|v| v.as_node().is_none()).map(|v| (p, v.clone()))
        })
        .collect();
    if consts.is_empty() {
        return sg.clone();
    }
    let mut g = sg.clone();
    for n in &mut g.nodes {
        n.args = n.args.iter().map(|a| subst(a, &consts)).collect();
        n.kwargs = n.kwargs.iter().map(|(k, a)| (k.clone(), subst(a, &consts))).collect();
    }
    g.retain(|id, _| !consts.contains_key(&id))
        .expect("the substituted placeholders have no uses left");
    g
}

fn subst(a: &Arg, consts: &HashMap<NodeId, Arg>) -> Arg {
    match a {
        Arg::Node(n) => consts.get(n).cloned().unwrap_or(Arg::Node(*n)),
        Arg::List(v) => Arg::List(v.iter().map(|x| subst(x, consts)).collect()),
        Arg::Tuple(v) => Arg::Tuple(v.iter().map(|x| subst(x, consts)).collect()),
        other => other.clone(),
    }
}

/// `base` with its trailing digits replaced by the first number no subgraph has yet.
fn fresh_subgraph_name(ed: &Editor, taken: &HashSet<String>, base: &str) -> String {
    let stem = base.trim_end_matches(|c: char| c.is_ascii_digit());
    (0..)
        .map(|i| format!("{stem}{i}"))
        .find(|n| !ed.subgraph_exists(n) && !taken.contains(n))
        .unwrap_or_else(|| base.to_string())
}

/// Splices `rep` in for match `m`. Returns the names of the nodes that were erased. The graph
/// is unchanged on an error.
pub fn replace_with_graph(
    graph: &mut Graph,
    m: &Match,
    rep: &Replacement,
) -> Result<Vec<String>, RewriteError> {
    let mut ed = Editor::new(graph.clone());
    let gone = replace_in(&mut ed, m, rep)?;
    *graph = ed.finish().map_err(RewriteError::Broken)?;
    Ok(gone)
}

/// [`replace_with_graph`] on a graph being edited by a pass: everything that can refuse the
/// rewrite is checked before the graph changes, and the change costs the match's size.
pub fn replace_in(
    ed: &mut Editor,
    m: &Match,
    rep: &Replacement,
) -> Result<Vec<String>, RewriteError> {
    let bound = bind_placeholders(&rep.graph, m)?;
    let outputs: Vec<NodeId> = m.outputs.iter().flatten().copied().collect();
    // The first output in program order: the new nodes go before it.
    let Some(&last) = outputs.iter().min_by_key(|o| ed.key(**o)) else {
        return Err(RewriteError::OutputArity {
            pattern: 0,
            replacement: rep.graph.output_values().len(),
        });
    };
    let g = ed.graph();
    let anchor_meta = g.node(last).meta.clone();
    let single = if m.nodes.len() == 1 { g.get(m.nodes[0]).map(|n| n.meta.clone()) } else { None };

    // Replacement nodes become slots `first + j`; their names and subgraph names are chosen
    // against the live graph and each other.
    let first = ed.first_new_slot();
    let mut rep_to: HashMap<NodeId, Arg> = bound;
    let mut new_nodes: Vec<Node> = Vec::new();
    let mut new_subgraphs: Vec<(String, Graph)> = Vec::new();
    let mut new_names: HashSet<String> = HashSet::new();
    let mut sub_names: HashSet<String> = HashSet::new();
    for id in rep.graph.ids() {
        let rn = rep.graph.node(id);
        match rn.op {
            OpKind::Placeholder | OpKind::Output => continue,
            OpKind::CallFunction | OpKind::GetAttr => {}
            op => return Err(RewriteError::Unsupported { node: rn.name.clone(), op }),
        }
        let mut n = rn.clone();
        if rn.op == OpKind::GetAttr {
            let sg = rep
                .graph
                .subgraphs
                .get(&rn.target)
                .ok_or_else(|| RewriteError::MissingSubgraph(rn.target.clone()))?;
            let name = fresh_subgraph_name(ed, &sub_names, &rn.target);
            let mut sg = inline_constants(sg, m);
            sg.name = name.clone();
            sub_names.insert(name.clone());
            new_subgraphs.push((name.clone(), sg));
            n.target = name.clone();
            n.name = name;
        }
        let map = |a: &Arg| map_rep_arg(a, &rep_to, &rn.name);
        n.args = n.args.iter().map(map).collect::<Result<_, _>>()?;
        n.kwargs = n
            .kwargs
            .iter()
            .map(|(k, a)| Ok((k.clone(), map(a)?)))
            .collect::<Result<_, RewriteError>>()?;
        // An existing input must be live and defined before the insertion point.
        for inp in n.input_nodes() {
            if inp.idx() < first && (!ed.is_live(inp) || ed.key(inp) >= ed.key(last)) {
                return Err(RewriteError::Broken(GraphError::UseBeforeDef {
                    node: n.name.clone(),
                    used: ed.graph().node(inp).name.clone(),
                }));
            }
        }
        let name = ed.fresh_name(&n.name, |c| new_names.contains(c));
        new_names.insert(name.clone());
        n.name = name;
        if n.meta.source.is_none() {
            n.meta.source = anchor_meta.source.clone();
        }
        if n.meta.val.is_none()
            && let Some(s) = &single
        {
            n.meta.val = s.val.clone();
        }
        if n.meta.quant_options.is_none() && n.is_invoke_quant() {
            n.meta.quant_options = Some(crate::ir::QuantOptions::inductor_default());
        }
        rep_to.insert(id, Arg::Node(NodeId((first + new_nodes.len()) as u32)));
        new_nodes.push(n);
    }
    let rep_outputs: Vec<Arg> = rep
        .graph
        .output_values()
        .iter()
        .map(|a| map_rep_arg(a, &rep_to, "output"))
        .collect::<Result<_, _>>()?;
    if rep_outputs.len() != m.outputs.len() {
        return Err(RewriteError::OutputArity {
            pattern: m.outputs.len(),
            replacement: rep_outputs.len(),
        });
    }
    let mut handover = vec![];
    for (old, new) in m.outputs.iter().zip(&rep_outputs) {
        let Some(old) = *old else { continue };
        let Some(new) = new.as_node() else {
            return Err(RewriteError::ConstantOutput {
                value: format!("{new:?}"),
                node: ed.graph().node(old).name.clone(),
            });
        };
        handover.push((old, new));
    }

    // Nothing can refuse from here on.
    for (name, sg) in new_subgraphs {
        ed.add_subgraph(name, sg);
    }
    let added = ed.insert_before(last, new_nodes);
    for (old, new) in handover {
        let old_meta = ed.graph().node(old).meta.clone();
        let nm = &mut ed.node_mut(new).meta;
        if nm.val.is_none() {
            nm.val = old_meta.val;
        }
        if nm.source.is_none() {
            nm.source = old_meta.source;
        }
        ed.replace_uses(old, new, &added);
    }
    // `match.erase_nodes()`, then dead replacement nodes (HOPs stay, as in Inductor).
    let mut gone = vec![];
    for &n in m.nodes.iter().rev() {
        if ed.erase_if_unused(n) {
            gone.push(ed.graph().node(n).name.clone());
        }
    }
    for &n in added.iter().rev() {
        let node = ed.graph().node(n);
        let hop =
            node.op == OpKind::CallFunction && node.target.starts_with("torch.ops.higher_order.");
        if !hop && ed.erase_if_unused(n) {
            gone.push(ed.graph().node(n).name.clone());
        }
    }
    Ok(gone)
}

/// A replacement node's argument in terms of the target graph (a use of a replacement node
/// defined later is refused rather than guessed).
fn map_rep_arg(a: &Arg, rep_to: &HashMap<NodeId, Arg>, user: &str) -> Result<Arg, RewriteError> {
    Ok(match a {
        Arg::Node(n) => {
            rep_to.get(n).cloned().ok_or_else(|| RewriteError::UseBeforeDef(user.to_string()))?
        }
        Arg::List(v) => {
            Arg::List(v.iter().map(|x| map_rep_arg(x, rep_to, user)).collect::<Result<_, _>>()?)
        }
        Arg::Tuple(v) => {
            Arg::Tuple(v.iter().map(|x| map_rep_arg(x, rep_to, user)).collect::<Result<_, _>>()?)
        }
        other => other.clone(),
    })
}
