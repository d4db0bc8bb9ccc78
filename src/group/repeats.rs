//! Source-line grouping and repeated blocks. A post-grad graph prints only the innermost frame
//! of each node's stack (`# File: modeling_llama.py:244 in forward`), which is the same line in
//! every layer, so which layer a node belongs to is not written anywhere: the only evidence is
//! order. A model's layers run one after another, so the source-line sequence of one layer
//! repeats N times; the lines that occur exactly N times mark the instances, and the code
//! before an instance's first marker line that matches the code before the next instance's
//! (the input norm) belongs to it.
use super::{Evidence, GroupKind, Hierarchy, Key};
use crate::ir::{Graph, NodeId, OpKind};
use std::collections::HashMap;
use std::hash::{DefaultHasher, Hash, Hasher};
use std::ops::Range;

/// A source location without its code text: `file:line in func`.
fn token_text(g: &Graph, id: NodeId) -> Option<(&str, &str)> {
    let s = g.node(id).meta.source.as_ref()?;
    let at = s.summary.split(", code: ").next().unwrap_or(&s.summary);
    Some((at, s.func.as_deref().unwrap_or("")))
}

pub(super) fn source_keys(g: &Graph) -> (Vec<Vec<Key>>, Evidence) {
    let mut ids: HashMap<&str, u32> = HashMap::new();
    let mut funcs: HashMap<&str, u32> = HashMap::new();
    let mut func_names: Vec<&str> = Vec::new();
    // Per node: (line token, function token).
    let toks: Vec<Option<(u32, u32)>> = g
        .ids()
        .map(|id| {
            let (at, func) = token_text(g, id)?;
            let n = ids.len() as u32;
            let t = *ids.entry(at).or_insert(n);
            let n = funcs.len() as u32;
            let f = *funcs.entry(func).or_insert_with(|| {
                func_names.push(func);
                n
            });
            Some((t, f))
        })
        .collect();
    if ids.is_empty() {
        return (vec![Vec::new(); g.nodes.len()], Evidence::None);
    }
    let lines: Vec<Option<u32>> = toks.iter().map(|t| t.map(|t| t.0)).collect();
    let found = instances(&lines);
    let mut keys = vec![Vec::new(); g.nodes.len()];
    let mut covered = vec![false; g.nodes.len()];
    if let Some(inst) = &found {
        let body = body_function(&toks, inst[0].clone());
        let name =
            body.map(|f| func_names[f as usize]).filter(|f| !f.is_empty()).unwrap_or("block");
        let shared = lines_in_several(&lines, inst);
        for (j, r) in inst.iter().enumerate() {
            let prefix = vec![Key::Repeat(name.to_string()), Key::Instance(j)];
            function_runs(g, &toks, r.clone(), body, &prefix, &func_names, &mut keys);
            for i in r.clone() {
                covered[i] = lines[i].is_none_or(|l| shared.contains(&l));
            }
        }
    }
    // Outside the instances (or everywhere, with none): function runs under the root.
    let mut start = 0;
    while start < g.nodes.len() {
        let end = (start..g.nodes.len()).find(|&i| covered[i]).unwrap_or(g.nodes.len());
        if end > start {
            let body = body_function(&toks, start..end);
            function_runs(g, &toks, start..end, body, &[], &func_names, &mut keys);
        }
        start = (end..g.nodes.len()).find(|&i| !covered[i]).unwrap_or(g.nodes.len());
    }
    (keys, Evidence::SourceLines { repeats: found.map(|f| f.len()) })
}

/// Lines printed in more than one instance. Code printed in one instance only is not the
/// block's: a model's own code that the compiler placed next to its first use lands inside the
/// first instance (Hugging Face's causal-mask functions run lazily in layer 0's attention), and
/// is grouped as the code around the instances is.
fn lines_in_several(
    lines: &[Option<u32>],
    inst: &[Range<usize>],
) -> std::collections::HashSet<u32> {
    // Per line: the last instance it was seen in, and in how many instances.
    let mut seen: HashMap<u32, (usize, usize)> = HashMap::new();
    for (j, r) in inst.iter().enumerate() {
        for l in lines[r.clone()].iter().flatten() {
            let e = seen.entry(*l).or_insert((usize::MAX, 0));
            if e.0 != j {
                *e = (j, e.1 + 1);
            }
        }
    }
    seen.into_iter().filter(|(_, (_, n))| *n >= 2).map(|(l, _)| l).collect()
}

/// The function whose code this range is: the one with the most distinct lines in it (callees
/// such as a norm or a linear helper have a few lines each, called many times).
fn body_function(toks: &[Option<(u32, u32)>], r: Range<usize>) -> Option<u32> {
    let mut lines: HashMap<u32, Vec<u32>> = HashMap::new();
    for (t, f) in toks[r].iter().flatten() {
        let l = lines.entry(*f).or_default();
        if !l.contains(t) {
            l.push(*t);
        }
    }
    lines.into_iter().max_by_key(|(f, l)| (l.len(), std::cmp::Reverse(*f))).map(|(f, _)| f)
}

/// Keys for a range: nodes of the body function sit directly under `prefix`, each run of
/// another function becomes a group named after it.
fn function_runs(
    g: &Graph,
    toks: &[Option<(u32, u32)>],
    r: Range<usize>,
    body: Option<u32>,
    prefix: &[Key],
    names: &[&str],
    keys: &mut [Vec<Key>],
) {
    let mut run = 0;
    let mut last: Option<u32> = None;
    for i in r {
        if matches!(g.nodes[i].op, OpKind::Placeholder | OpKind::GetAttr | OpKind::Output) {
            continue;
        }
        let mut k = prefix.to_vec();
        if let Some((_, f)) = toks[i] {
            if last != Some(f) {
                run += 1;
                last = Some(f);
            }
            if Some(f) != body {
                k.push(Key::Function(names[f as usize].to_string(), run));
            }
        }
        keys[i] = k;
    }
}

/// Cuts a repeated run of one line sequence into instances, or None if there is none.
fn instances(lines: &[Option<u32>]) -> Option<Vec<Range<usize>>> {
    let mut count: HashMap<u32, usize> = HashMap::new();
    // A line that prints several nodes counts once per run of them.
    let mut prev = None;
    for l in lines.iter().flatten() {
        if prev != Some(*l) {
            *count.entry(*l).or_default() += 1;
        }
        prev = Some(*l);
    }
    // The instance count is the multiplicity most distinct lines share.
    let mut by_count: HashMap<usize, usize> = HashMap::new();
    for &c in count.values().filter(|&&c| c >= 2) {
        *by_count.entry(c).or_default() += 1;
    }
    let (&k, &n_markers) = by_count.iter().max_by_key(|(c, n)| (**n, **c))?;
    if n_markers < 2 {
        return None;
    }
    // The j-th occurrence of a marker line is in instance j. A line that occurs N times
    // outside the repeated run (or twice in one instance) would break that: markers whose
    // occurrences stray past the neighbouring instances' median positions are dropped.
    let mut occ: HashMap<u32, Vec<usize>> = HashMap::new();
    let mut prev = None;
    for (i, l) in lines.iter().enumerate() {
        let Some(l) = *l else { continue };
        if count[&l] == k && prev != Some(l) {
            occ.entry(l).or_default().push(i);
        }
        prev = Some(l);
    }
    let median = |j: usize| {
        let mut v: Vec<usize> = occ.values().map(|p| p[j]).collect();
        v.sort_unstable();
        v[v.len() / 2]
    };
    let med: Vec<usize> = (0..k).map(median).collect();
    let fits = |p: &Vec<usize>| {
        (0..k).all(|j| (j == 0 || p[j] > med[j - 1]) && (j + 1 == k || p[j] < med[j + 1]))
    };
    occ.retain(|_, p| fits(p));
    if occ.len() < 2 {
        return None;
    }
    let mut first = vec![usize::MAX; k];
    let mut last = vec![0; k];
    for p in occ.values() {
        for (j, &i) in p.iter().enumerate() {
            first[j] = first[j].min(i);
            // A marker line printing several nodes in a row: its run ends the instance later.
            let mut e = i;
            while lines.get(e + 1) == Some(&lines[i]) {
                e += 1;
            }
            last[j] = last[j].max(e);
        }
    }
    if (1..k).any(|j| first[j] <= last[j - 1]) {
        return None; // interleaved instances: order says nothing reliable
    }
    // The head: code before instance 0's first marker that matches the code before instance 1's.
    let gap = |j: usize| first[j] - last[j - 1] - 1;
    let mut head = 0;
    while head < first[0]
        && head < gap(1)
        && lines[first[0] - 1 - head] == lines[first[1] - 1 - head]
    {
        head += 1;
    }
    let starts: Vec<usize> =
        (0..k).map(|j| first[j] - if j == 0 { head } else { head.min(gap(j)) }).collect();
    // The tail: code after the last instance's last marker that matches the previous one's.
    let room = starts[k - 1] - last[k - 2] - 1;
    let mut tail = 0;
    while tail < room
        && last[k - 1] + 1 + tail < lines.len()
        && lines[last[k - 1] + 1 + tail] == lines[last[k - 2] + 1 + tail]
    {
        tail += 1;
    }
    let end = last[k - 1] + 1 + tail;
    Some((0..k).map(|j| starts[j]..if j + 1 < k { starts[j + 1] } else { end }).collect())
}

/// The op sequence and in-group edges of `members` (sorted): equal for identical instances
/// whatever their node names and positions in the graph. Inputs (weights, the layer's own
/// `subgraph7`) are data, not structure: layer 0 owning the model's input is still a layer.
pub(super) fn signature(g: &Graph, members: &[NodeId]) -> u64 {
    let ops: Vec<NodeId> = members
        .iter()
        .copied()
        .filter(|&m| !matches!(g.node(m).op, OpKind::Placeholder | OpKind::GetAttr))
        .collect();
    let mut h = DefaultHasher::new();
    for &m in &ops {
        let n = g.node(m);
        n.op.as_str().hash(&mut h);
        n.target.hash(&mut h);
        for i in n.input_nodes() {
            ops.binary_search(&i).map(|p| p as i64).unwrap_or(-1).hash(&mut h);
        }
    }
    h.finish()
}

/// Marks lists of modules (children all named by index) and the instances cut from source
/// lines as repeated blocks, counting the distinct shapes among their instances.
pub(super) fn mark_repeats(h: &mut Hierarchy) {
    for i in 0..h.groups.len() {
        let kids = h.groups[i].children.clone();
        let listed = matches!(h.groups[i].kind, GroupKind::Repeat { .. })
            || (kids.len() >= 2
                && matches!(h.groups[i].kind, GroupKind::Module)
                && kids.iter().all(|c| h.groups[c.idx()].name.bytes().all(|b| b.is_ascii_digit())));
        if !listed {
            continue;
        }
        let mut shapes: Vec<u64> = kids.iter().map(|c| h.groups[c.idx()].signature).collect();
        shapes.sort_unstable();
        shapes.dedup();
        h.groups[i].kind = GroupKind::Repeat { count: kids.len(), shapes: shapes.len() };
        for (j, c) in kids.iter().enumerate() {
            let g = &mut h.groups[c.idx()];
            let index = g.name.parse().unwrap_or(j);
            g.kind = GroupKind::Instance { index };
        }
    }
}
