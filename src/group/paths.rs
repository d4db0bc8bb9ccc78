//! Module paths from names. Only parameters, buffers and `call_module` nodes name their module;
//! an op's module is inferred from the weights it reads, and code between two modules' weights
//! (a norm before `q_proj`, the attention math) goes to the modules both share.
use super::Evidence;
use crate::ir::{Graph, NodeId, OpKind, ValMeta};
use std::collections::HashMap;

/// The module a name belongs to: `l_self_modules_layers_modules_0_modules_mlp_modules_up_proj_
/// parameters_weight_` (Dynamo since 2.5) → `layers.0.mlp.up_proj` (`L_model_modules_...` when
/// the model is an argument rather than `self`); `l__self___layers_0_
/// self_attn_q_proj` (older Dynamo, where `_` is ambiguous: cut at index segments only) →
/// `layers.0.self_attn_q_proj`; a dotted get_attr target `layers.0.mlp.weight` → `layers.0.mlp`.
pub fn module_path(name: &str) -> Option<Vec<String>> {
    let lower = name.trim_end_matches('_');
    // The root is the compiled function's argument: `self` for a module's forward, `model` for
    // `torch.compile(fn)(model, x)` (`L_model_modules_model_modules_layers_...`).
    // Paths are the argument's own `named_modules()` names, whatever the argument is called.
    let dynamo = lower.strip_prefix("l_").or_else(|| lower.strip_prefix("L_")).and_then(|r| {
        let (root, rest) = r.split_once("_modules_")?;
        (is_ident(root) && !root.starts_with('_')).then_some(rest)
    });
    if let Some(rest) = dynamo {
        let mut segs: Vec<String> = rest.split("_modules_").map(str::to_string).collect();
        let last = segs.pop()?;
        let module =
            ["_parameters_", "_buffers_"].iter().find_map(|m| last.split_once(m).map(|(a, _)| a));
        segs.push(module.unwrap_or(&last).to_string());
        return Some(segs);
    }
    if let Some(rest) =
        lower.strip_prefix("l__self___").or_else(|| lower.strip_prefix("L__self___"))
    {
        let mut segs = Vec::new();
        let mut word: Vec<&str> = Vec::new();
        for t in rest.split('_') {
            if !t.is_empty() && t.bytes().all(|b| b.is_ascii_digit()) && !word.is_empty() {
                segs.push(word.join("_"));
                segs.push(t.to_string());
                word.clear();
            } else {
                word.push(t);
            }
        }
        if !word.is_empty() {
            segs.push(word.join("_"));
        }
        return Some(segs);
    }
    let (module, _attr) = name.rsplit_once('.')?;
    let segs: Vec<String> = module.split('.').map(str::to_string).collect();
    segs.iter().all(|s| is_ident(s)).then_some(segs)
}

/// `subgraph0 = self.subgraph0`: shared by every call of the subgraph, so no evidence.
pub(super) fn is_subgraph_attr(g: &Graph, id: NodeId) -> bool {
    let n = g.node(id);
    n.op == OpKind::GetAttr && g.subgraphs.contains_key(&n.target)
}

fn is_ident(s: &str) -> bool {
    !s.is_empty() && s.bytes().all(|b| b.is_ascii_alphanumeric() || b == b'_')
}

#[derive(Clone)]
enum Place {
    Unknown,
    /// A parameter, or computed from parameters alone (a dequant, its transpose).
    Param(Vec<String>),
    Known(Vec<String>),
}

fn common(a: &[String], b: &[String]) -> Vec<String> {
    a.iter().zip(b).take_while(|(x, y)| x == y).map(|(x, _)| x.clone()).collect()
}

fn is_index(s: &str) -> bool {
    s.bytes().all(|b| b.is_ascii_digit())
}

/// Each node's module path, if names give paths to enough of the graph to be worth a tree.
/// `placeholder_names` stand in for `g`'s placeholders (in order, `None` where none matched);
/// `origins` are module paths known from elsewhere by node name (Inductor's provenance
/// mapping), which outrank what the weights an op reads suggest.
pub(super) fn node_paths(
    g: &Graph,
    placeholder_names: Option<&[Option<String>]>,
    origins: Option<&HashMap<String, Vec<String>>>,
) -> Option<(Vec<Vec<String>>, Evidence)> {
    let mut ph = 0;
    let aligned = placeholder_names.is_some_and(|p| p.len() == g.placeholders().count());
    let mut owns: Vec<Option<Vec<String>>> = g
        .ids()
        .map(|id| {
            let n = g.node(id);
            match n.op {
                OpKind::Placeholder => {
                    let alias =
                        placeholder_names.filter(|_| aligned).and_then(|p| p[ph].as_deref());
                    ph += 1;
                    module_path(alias.unwrap_or(&n.name))
                }
                OpKind::GetAttr => module_path(&n.target).or_else(|| module_path(&n.name)),
                OpKind::CallModule => {
                    module_path(&n.target).or_else(|| module_path(&n.name)).map(|mut p| {
                        // The target names the module itself, not an attribute of it.
                        p.extend(n.target.rsplit_once('.').map(|(_, last)| last.to_string()));
                        p
                    })
                }
                _ => None,
            }
        })
        .collect();
    attributes_to_their_modules(&mut owns);
    let mut place = vec![Place::Unknown; g.nodes.len()];
    let (mut named, mut from_provenance) = (0, 0);
    for id in g.ids() {
        let n = g.node(id);
        if let Some(p) = owns[id.idx()].take() {
            named += 1;
            place[id.idx()] =
                if n.op == OpKind::CallModule { Place::Known(p) } else { Place::Param(p) };
            continue;
        }
        if !matches!(n.op, OpKind::CallFunction | OpKind::CallMethod) {
            continue;
        }
        if let Some(p) = origins.and_then(|o| o.get(&n.name)).filter(|p| !p.is_empty()) {
            from_provenance += 1;
            place[id.idx()] = Place::Known(p.clone());
            continue;
        }
        let inputs: Vec<NodeId> =
            n.input_nodes().into_iter().filter(|i| !is_subgraph_attr(g, *i)).collect();
        let params: Vec<&Vec<String>> = inputs
            .iter()
            .filter_map(|i| if let Place::Param(p) = &place[i.idx()] { Some(p) } else { None })
            .collect();
        place[id.idx()] = if !params.is_empty() && params.len() == inputs.len() {
            Place::Param(params.iter().skip(1).fold(params[0].clone(), |acc, p| common(&acc, p)))
        } else if let Some(deepest) = params.iter().max_by_key(|p| p.len()) {
            Place::Known((*deepest).clone())
        } else {
            Place::Unknown
        };
    }
    if named + from_provenance == 0 {
        return None;
    }
    let mut out: Vec<Option<Vec<String>>> = place
        .iter()
        .map(|p| match p {
            Place::Param(p) | Place::Known(p) => Some(p.clone()),
            Place::Unknown => None,
        })
        .collect();
    join_by_source(g, &mut out);
    fill_between(g, &mut out);
    let covered = out.iter().filter(|p| p.as_ref().is_some_and(|p| !p.is_empty())).count();
    let out = out.into_iter().map(Option::unwrap_or_default).collect();
    let evidence =
        Evidence::ModulePaths { nodes: covered, aligned_placeholders: aligned, from_provenance };
    Some((out, evidence))
}

/// A plain attribute Dynamo lifted (a dynamic graph's `input_layernorm.variance_epsilon`,
/// `L_..._modules_input_layernorm_variance_epsilon`) joins the module's name and the
/// attribute's with `_`, which cannot be cut by itself; a sibling module whose name plus `_`
/// starts it (`input_layernorm`, named by its weight) says where.
fn attributes_to_their_modules(owns: &mut [Option<Vec<String>>]) {
    let known: std::collections::HashSet<Vec<String>> = owns.iter().flatten().cloned().collect();
    for p in owns.iter_mut().flatten() {
        let Some((last, parent)) = p.split_last() else { continue };
        let module = known
            .iter()
            .filter(|q| q.len() == p.len() && q[..parent.len()] == *parent)
            .filter_map(|q| q.last())
            .filter(|m| last.len() > m.len() + 1 && last.starts_with(m.as_str()))
            .filter(|m| last.as_bytes()[m.len()] == b'_')
            .max_by_key(|m| m.len())
            .cloned();
        if let (Some(m), Some(slot)) = (module, p.last_mut()) {
            *slot = m;
        }
    }
}

/// Ops next to a placed op, from the same function a few lines away, belong with it: a norm's
/// `pow`/`mean`/`rsqrt` before its `* self.weight`. Code of the caller (the residual add after
/// `o_proj`) is in another function or far from it, and stays for `fill_between`.
fn join_by_source(g: &Graph, out: &mut [Option<Vec<String>>]) {
    let is_op = |i: usize| matches!(g.nodes[i].op, OpKind::CallFunction | OpKind::CallMethod);
    let close = |a: usize, b: usize| {
        let (Some(x), Some(y)) = (&g.nodes[a].meta.source, &g.nodes[b].meta.source) else {
            return false;
        };
        x.file == y.file
            && x.func == y.func
            && x.line.zip(y.line).is_some_and(|(p, q)| p.abs_diff(q) <= 5)
    };
    let ops: Vec<usize> = (0..out.len()).filter(|&i| is_op(i)).collect();
    for w in (0..ops.len().saturating_sub(1)).rev() {
        let (i, next) = (ops[w], ops[w + 1]);
        if out[i].is_none() && out[next].is_some() && close(i, next) {
            out[i] = out[next].clone();
        }
    }
    for w in 1..ops.len() {
        let (prev, i) = (ops[w - 1], ops[w]);
        if out[i].is_none() && out[prev].is_some() && close(prev, i) {
            out[i] = out[prev].clone();
        }
    }
}

/// Ops with no weight of their own take the modules shared by the nearest known ops before and
/// after them; code after an instance of a list (`layers.4`, then `layers.5` or `norm`) is that
/// instance's (its residual add). A layer's code before its first weight (its input norm) was
/// joined to that weight's module by `join_by_source`.
fn fill_between(g: &Graph, out: &mut [Option<Vec<String>>]) {
    let is_op = |i: usize| matches!(g.nodes[i].op, OpKind::CallFunction | OpKind::CallMethod);
    let mut prev: Option<Vec<String>> = None;
    let mut i = 0;
    while i < out.len() {
        if out[i].is_some() || !is_op(i) {
            if let Some(p) = out[i].as_ref().filter(|_| is_op(i)) {
                prev = Some(p.clone());
            }
            i += 1;
            continue;
        }
        let mut j = i;
        while j < out.len() && (out[j].is_none() || !is_op(j)) {
            j += 1;
        }
        let next = out.get(j).and_then(|p| p.clone());
        let fill = match (&prev, &next) {
            // After an instance's last placed op (its residual add): still that instance.
            (Some(p), Some(q)) => {
                let c = common(p, q);
                match p.iter().skip(c.len()).position(|s| is_index(s)) {
                    Some(k) => p[..=c.len() + k].to_vec(),
                    None => c,
                }
            }
            (Some(p), None) => {
                p.iter().position(|s| is_index(s)).map(|k| p[..=k].to_vec()).unwrap_or_default()
            }
            // Before the first placed op: the start of the first instance it is in.
            (None, Some(q)) => {
                q.iter().position(|s| is_index(s)).map(|k| q[..=k].to_vec()).unwrap_or_default()
            }
            _ => Vec::new(),
        };
        for slot in out.iter_mut().take(j).skip(i) {
            if slot.is_none() {
                *slot = Some(fill.clone());
            }
        }
        i = j;
    }
    // Placeholders and get_attrs without names stay unplaced: `assemble` puts them with their users.
    for (k, slot) in out.iter_mut().enumerate() {
        if slot.is_none() && matches!(g.nodes[k].op, OpKind::Placeholder | OpKind::GetAttr) {
            *slot = Some(Vec::new());
        }
    }
}

/// The Dynamo graph's placeholder names for `g`'s placeholders. AOT keeps Dynamo's order but
/// may drop some (a dynamic graph's size symbols Inductor does not take), so each placeholder
/// takes the next Dynamo placeholder whose annotation fits its own (dtype, rank, and every
/// static size); `None` when the placeholders do not fit in order.
pub(super) fn align_placeholders(g: &Graph, dynamo: &Graph) -> Option<Vec<Option<String>>> {
    let theirs: Vec<NodeId> = dynamo.placeholders().collect();
    let mut j = 0;
    let mut out = Vec::new();
    for p in g.placeholders() {
        let ours = g.node(p).meta.val.as_ref();
        let at = theirs[j..].iter().position(|t| fits(ours, dynamo.node(*t).meta.val.as_ref()))?;
        out.push(Some(dynamo.node(theirs[j + at]).name.clone()));
        j += at + 1;
    }
    Some(out)
}

/// Whether two annotations can describe one value: symbols match anything of their place.
fn fits(a: Option<&ValMeta>, b: Option<&ValMeta>) -> bool {
    match (a, b) {
        (Some(ValMeta::Tensor(x)), Some(ValMeta::Tensor(y))) => {
            x.dtype == y.dtype
                && x.shape.len() == y.shape.len()
                && x.shape.iter().zip(&y.shape).all(|(p, q)| match (p.as_const(), q.as_const()) {
                    (Some(p), Some(q)) => p == q,
                    _ => true,
                })
        }
        (Some(ValMeta::Sym(_)), Some(ValMeta::Sym(_))) => true,
        (Some(ValMeta::Tensor(_)), Some(ValMeta::Sym(_)))
        | (Some(ValMeta::Sym(_)), Some(ValMeta::Tensor(_))) => false,
        _ => true,
    }
}
