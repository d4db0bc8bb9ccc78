//! Inductor's `canonicalize_quant_mapping` (`torch/_inductor/fx_passes/joint_graph.py`), which
//! runs first among the joint-graph passes: every
//! `invoke_quant_packed(subgraph, *args, scheme=..., quant_options=InvokeQuant(...))` followed by
//! `getitem(_, 0)` becomes `invoke_quant(subgraph, *args, scheme=...)` whose
//! `meta["quant_options"]` holds the options, and the subgraph returns `x` instead of `(x,)`.
//!
//! Post-grad text never shows the options (the `InvokeQuant` object lives only in node meta), so
//! an `invoke_quant` without them gets Inductor's default `InvokeQuant()` marked as defaulted.
use crate::ir::graph::{GETITEM, INVOKE_QUANT, INVOKE_QUANT_CLASS, INVOKE_QUANT_PACKED};
use crate::ir::{Arg, Document, Graph, NodeId, OpKind, OptionsSource, QuantOptions};

pub fn canonicalize_document(doc: &mut Document) {
    for st in &mut doc.stages {
        st.canonicalize(canonicalize);
    }
}

/// Canonicalizes a graph and its subgraphs in place. Idempotent.
pub fn canonicalize(g: &mut Graph) {
    for sg in g.subgraphs.values_mut() {
        canonicalize(sg);
    }
    while let Some(i) = g.nodes.iter().position(|n| n.is_call(INVOKE_QUANT_PACKED)) {
        rewrite_packed(g, NodeId(i as u32));
    }
    for n in &mut g.nodes {
        if n.is_invoke_quant() && n.meta.quant_options.is_none() {
            n.meta.quant_options = Some(QuantOptions::inductor_default());
        }
    }
}

/// Options from an `InvokeQuant(codegen_low_precision = ...)` constructor node.
fn options_of(g: &Graph, q: NodeId) -> Option<QuantOptions> {
    let n = g.get(q)?;
    if !n.is_call(INVOKE_QUANT_CLASS) {
        return None;
    }
    let flag = n.kwarg("codegen_low_precision").or(n.args.first());
    let codegen_low_precision = match flag {
        Some(Arg::Bool(b)) => *b,
        _ => true,
    };
    Some(QuantOptions { codegen_low_precision, source: OptionsSource::Explicit })
}

fn rewrite_packed(g: &mut Graph, id: NodeId) {
    let qo_node = g.node(id).kwarg("quant_options").and_then(Arg::as_node);
    let options =
        qo_node.and_then(|q| options_of(g, q)).unwrap_or_else(QuantOptions::inductor_default);
    let name = g.fresh_name("invoke_quant");
    {
        let n = &mut g.nodes[id.idx()];
        n.target = INVOKE_QUANT.to_string();
        n.kwargs.retain(|(k, _)| k != "quant_options");
        n.name = name;
        n.meta.quant_options = Some(options);
    }
    let users = g.users();
    let mut remove: Vec<NodeId> = Vec::new();
    if let Some(q) = qo_node.filter(|q| users[q.idx()].is_empty()) {
        remove.push(q);
    }
    // Untuple: the single user is `getitem(hop, 0)` and the subgraph is used by this HOP only.
    let single_getitem = match users[id.idx()].as_slice() {
        [u] => {
            let un = g.node(*u);
            (un.is_call(GETITEM) && un.args.get(1) == Some(&Arg::Int(0))).then_some(*u)
        }
        _ => None,
    };
    let sub_ok = g.node(id).subgraph_arg().is_some_and(|s| users[s.idx()].len() == 1);
    if let (Some(gi), true) = (single_getitem, sub_ok) {
        let sub_name = g.called_subgraph(id).map(|(k, _)| k.to_string());
        if let Some(sg) = sub_name.and_then(|k| g.subgraphs.get_mut(&k)) {
            untuple_output(sg);
        }
        let val = g.node(gi).meta.val.clone();
        g.nodes[id.idx()].meta.val = val;
        g.replace_all_uses(gi, id);
        remove.push(gi);
    }
    // Every removed node is now unused, so retain cannot fail.
    let _ = g.retain(|i, _| !remove.contains(&i));
}

/// `return (x,)` → `return x`.
fn untuple_output(sg: &mut Graph) {
    if let Some(o) = sg.output() {
        let out = &mut sg.nodes[o.idx()];
        let single = match out.args.first() {
            Some(Arg::Tuple(v) | Arg::List(v)) if out.op == OpKind::Output && v.len() == 1 => {
                Some(v[0].clone())
            }
            _ => None,
        };
        if let Some(x) = single {
            out.args[0] = x;
        }
    }
}
