//! Layered (Sugiyama-style) layout of FX graphs, top to bottom in execution order. No egui here:
//! the GUI paints the result, benches and tests call it directly.
//!
//! Written by hand because the one real Sugiyama crate (rust-sugiyama) takes about 14 s at 50k
//! nodes and the others have no dummy nodes or blow up at a few hundred; this pipeline is linear
//! or E·log V per phase. Phases: [`rank`] (longest path + median moves), dummy vertices on edges
//! longer than one layer, [`order`] (barycenter sweeps, best by exact crossing count), [`place`]
//! (per-layer least squares under spacing constraints), then y by layer heights.
//!
//! Expanded `invoke_quant` calls are laid out recursively: the subgraph is a [`Level`] of its own
//! whose box becomes the size of the container node one level up; flattening then wires the
//! call's operands to the subgraph's placeholders and the subgraph's output to the call's users.
//!
//! Stability: a re-layout can be given [`Anchors`] (previous centres by node name); nodes that
//! survive keep their layer order and are pulled hard toward their old x, so small rewrites do not
//! make the picture jump.
pub mod class;
mod order;
pub mod palette;
mod place;
mod rank;
pub mod region;

pub use class::{NodeClass, classify, node_lines};

use crate::ir::{Arg, Graph, NodeId, OpKind};
use std::collections::{HashMap, HashSet};
use std::sync::atomic::{AtomicBool, AtomicU32, Ordering as AtomicOrdering};

pub type Pos = [f32; 2];

#[derive(Debug, Clone, Copy, PartialEq, Default)]
pub struct Rect {
    pub min: Pos,
    pub max: Pos,
}

impl Rect {
    pub fn from_center_size(c: Pos, s: [f32; 2]) -> Rect {
        Rect {
            min: [c[0] - s[0] / 2.0, c[1] - s[1] / 2.0],
            max: [c[0] + s[0] / 2.0, c[1] + s[1] / 2.0],
        }
    }
    pub fn center(&self) -> Pos {
        [(self.min[0] + self.max[0]) / 2.0, (self.min[1] + self.max[1]) / 2.0]
    }
    pub fn width(&self) -> f32 {
        self.max[0] - self.min[0]
    }
    pub fn height(&self) -> f32 {
        self.max[1] - self.min[1]
    }
    pub fn union(&self, o: &Rect) -> Rect {
        Rect {
            min: [self.min[0].min(o.min[0]), self.min[1].min(o.min[1])],
            max: [self.max[0].max(o.max[0]), self.max[1].max(o.max[1])],
        }
    }
    pub fn intersects(&self, o: &Rect) -> bool {
        self.min[0] <= o.max[0]
            && o.min[0] <= self.max[0]
            && self.min[1] <= o.max[1]
            && o.min[1] <= self.max[1]
    }
    fn of_points(p: &[Pos]) -> Rect {
        let mut r = Rect { min: [f32::MAX; 2], max: [f32::MIN; 2] };
        for q in p {
            r.min = [r.min[0].min(q[0]), r.min[1].min(q[1])];
            r.max = [r.max[0].max(q[0]), r.max[1].max(q[1])];
        }
        r
    }
}

/// A node in a (possibly nested) graph: the chain of `invoke_quant` calls leading into the
/// subgraph, outermost first, then the node's id in that subgraph.
#[derive(Debug, Clone, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub struct NodePath {
    pub calls: Vec<NodeId>,
    pub id: NodeId,
}

impl NodePath {
    pub fn root(id: NodeId) -> NodePath {
        NodePath { calls: vec![], id }
    }
    pub fn child(&self, id: NodeId) -> NodePath {
        let mut calls = self.calls.clone();
        calls.push(self.id);
        NodePath { calls, id }
    }
    /// The graph this path's node lives in, starting from `root`.
    pub fn graph<'g>(&self, root: &'g Graph) -> Option<&'g Graph> {
        subgraph_at(root, &self.calls)
    }
    /// `invoke_quant_1/mul`: names joined by `/` (None if the path does not resolve).
    pub fn qualified_name(&self, root: &Graph) -> Option<String> {
        let mut g = root;
        let mut s = String::new();
        for &c in &self.calls {
            s.push_str(&g.get(c)?.name);
            s.push('/');
            g = g.called_subgraph(c)?.1;
        }
        s.push_str(&g.get(self.id)?.name);
        Some(s)
    }
    /// The inverse of [`NodePath::qualified_name`].
    pub fn from_qualified_name(root: &Graph, name: &str) -> Option<NodePath> {
        let mut g = root;
        let mut calls = Vec::new();
        let mut parts = name.split('/').peekable();
        while let Some(part) = parts.next() {
            let id = g.find(part)?;
            if parts.peek().is_none() {
                return Some(NodePath { calls, id });
            }
            calls.push(id);
            g = g.called_subgraph(id)?.1;
        }
        None
    }
}

/// The graph reached by following `calls` (each an invoke_quant/HOP call) from `root`.
pub fn subgraph_at<'g>(root: &'g Graph, calls: &[NodeId]) -> Option<&'g Graph> {
    let mut g = root;
    for &c in calls {
        g.get(c)?;
        g = g.called_subgraph(c)?.1;
    }
    Some(g)
}

/// Nodes the canvas does not draw: `subgraph0 = self.subgraph0` is shown by the container it
/// feeds (a get_attr of one of several subgraphs a call takes is a container itself).
pub fn is_hidden(graph: &Graph, id: NodeId) -> bool {
    graph.get(id).is_some_and(|n| {
        n.op == OpKind::GetAttr
            && graph.subgraphs.contains_key(&n.target)
            && graph.called_subgraph(id).is_none()
    })
}

#[derive(Debug, Clone)]
pub struct LayoutOptions {
    pub layer_gap: f32,
    pub node_gap: f32,
    pub dummy_width: f32,
    pub rank_passes: usize,
    pub sweeps: usize,
    pub place_passes: usize,
    /// Text metrics the GUI paints with (monospace), used to size boxes.
    pub char_width: f32,
    pub line_height: f32,
    pub box_pad: [f32; 2],
    /// Margin between an expanded container's frame and its subgraph.
    pub container_pad: f32,
}

impl Default for LayoutOptions {
    fn default() -> Self {
        LayoutOptions {
            layer_gap: 36.0,
            node_gap: 18.0,
            dummy_width: 10.0,
            rank_passes: 4,
            sweeps: 8,
            place_passes: 6,
            char_width: 7.3,
            line_height: 15.0,
            box_pad: [10.0, 6.0],
            container_pad: 14.0,
        }
    }
}

impl LayoutOptions {
    pub fn text_size(&self, lines: &[String]) -> [f32; 2] {
        let chars = lines.iter().map(|l| l.chars().count()).max().unwrap_or(0) as f32;
        [
            chars * self.char_width + 2.0 * self.box_pad[0],
            lines.len() as f32 * self.line_height + 2.0 * self.box_pad[1],
        ]
    }
}

/// Shared with a layout running on another thread: progress in per mille, and a cancel flag.
#[derive(Debug, Default)]
pub struct Progress {
    permille: AtomicU32,
    cancel: AtomicBool,
}

impl Progress {
    pub fn fraction(&self) -> f32 {
        self.permille.load(AtomicOrdering::Relaxed) as f32 / 1000.0
    }
    pub fn cancel(&self) {
        self.cancel.store(true, AtomicOrdering::Relaxed);
    }
    fn set(&self, f: f32) {
        self.permille.store((f.clamp(0.0, 1.0) * 1000.0) as u32, AtomicOrdering::Relaxed);
    }
    fn check(&self) -> Result<(), Cancelled> {
        if self.cancel.load(AtomicOrdering::Relaxed) { Err(Cancelled) } else { Ok(()) }
    }
}

#[derive(Debug, Clone, Copy, PartialEq, Eq, thiserror::Error)]
#[error("layout cancelled")]
pub struct Cancelled;

/// One drawn box: a node, or an `invoke_quant` container (collapsed or expanded).
#[derive(Debug, Clone)]
pub struct Item {
    pub path: NodePath,
    /// The expanded container this item sits in.
    pub parent: Option<u32>,
    pub rect: Rect,
    /// Centre relative to its own level (what [`Anchors`] remember).
    pub local: Pos,
    pub class: NodeClass,
    pub expanded: bool,
    pub lines: Vec<String>,
    /// For the box of a collapsed group: its index in [`Request::clusters`]; `path` is then
    /// its first computed member (not a placeholder or get_attr, unless all are).
    pub cluster: Option<u32>,
}

/// A data edge: `from` produces the value `to` consumes. `points` run from the producer's bottom
/// through one point per crossed layer to the consumer's top; consecutive points are meant to be
/// joined by vertical-tangent curves.
#[derive(Debug, Clone)]
pub struct Edge {
    pub from: u32,
    pub to: u32,
    pub points: Vec<Pos>,
    pub bbox: Rect,
}

/// A source read by this many vertices routes only its shortest edge (see the dummy phase).
const BROADCAST_READERS: u32 = 8;

#[derive(Debug, Clone, Default)]
pub struct Layout {
    /// Containers come before the items inside them (paint order).
    pub items: Vec<Item>,
    pub edges: Vec<Edge>,
    pub bounds: Rect,
    index: HashMap<NodePath, u32>,
}

impl Layout {
    pub fn find(&self, path: &NodePath) -> Option<usize> {
        self.index.get(path).map(|&i| i as usize)
    }
    /// Where each drawn node is now, by qualified name: pass to the next layout of a rewritten graph.
    pub fn anchors(&self, graph: &Graph) -> Anchors {
        let map = self
            .items
            .iter()
            .filter_map(|it| Some((it.path.qualified_name(graph)?, it.local)))
            .collect();
        Anchors { map }
    }
}

/// Previous node centres by qualified name (see [`Layout::anchors`]).
#[derive(Debug, Clone, Default)]
pub struct Anchors {
    map: HashMap<String, Pos>,
}

impl Anchors {
    /// Anchors for the nodes of a folded box about to open (`opened`, its members), so the new
    /// layout keeps everything else where it was: the members are laid out on their own (the
    /// rest of the graph as one box above them and one below, folded groups inside them as in
    /// `inner`) and centred on the box's old x, `at`. Opening a group is then local: the re-layout
    /// finds almost every vertex anchored, keeps the order of the rest and moves it only down.
    pub fn add_opened(
        &mut self,
        graph: &Graph,
        opened: &[NodeId],
        inner: &[Cluster],
        at: f32,
        options: &LayoutOptions,
    ) {
        let computed = opened.iter().copied().filter(|&m| {
            graph.get(m).is_some_and(|n| !matches!(n.op, OpKind::Placeholder | OpKind::GetAttr))
        });
        let Some(first) = computed.min().or_else(|| opened.iter().copied().min()) else {
            return;
        };
        let mut in_group = vec![false; graph.nodes.len()];
        for m in opened {
            if let Some(slot) = in_group.get_mut(m.idx()) {
                *slot = true;
            }
        }
        let (mut before, mut after) = (vec![], vec![]);
        for id in graph.ids().filter(|id| !in_group[id.idx()]) {
            if id < first { before.push(id) } else { after.push(id) }
        }
        let mut clusters = inner.to_vec();
        for members in [before, after].into_iter().filter(|m| !m.is_empty()) {
            clusters.push(Cluster { members, lines: vec![String::new()] });
        }
        let expanded = HashSet::new();
        let mut req = Request::new(graph, &expanded);
        req.clusters = &clusters;
        req.options = options.clone();
        let Ok(probe) = layout(&req, &Progress::default()) else { return };
        let mine = |it: &&Item| {
            it.parent.is_none() && it.cluster.is_none_or(|c| (c as usize) < inner.len())
        };
        let (lo, hi) =
            probe.items.iter().filter(mine).fold((f32::MAX, f32::MIN), |(lo, hi), it| {
                (lo.min(it.rect.min[0]), hi.max(it.rect.max[0]))
            });
        let mid = (lo + hi) / 2.0;
        for it in probe.items.iter().filter(mine) {
            if let Some(name) = it.path.qualified_name(graph) {
                self.map.insert(name, [at + it.local[0] - mid, it.local[1]]);
            }
        }
    }

    pub fn len(&self) -> usize {
        self.map.len()
    }
    pub fn is_empty(&self) -> bool {
        self.map.is_empty()
    }
}

/// Top-level nodes drawn as one box (a collapsed group): one vertex to the layout, so a
/// folded 32-layer model is a few dozen boxes. Clusters must not share nodes.
#[derive(Debug, Clone)]
pub struct Cluster {
    pub members: Vec<NodeId>,
    pub lines: Vec<String>,
}

pub struct Request<'a> {
    pub graph: &'a Graph,
    pub clusters: &'a [Cluster],
    /// invoke_quant calls shown expanded (inline), as paths from `graph`.
    pub expanded: &'a HashSet<NodePath>,
    pub anchors: Option<&'a Anchors>,
    pub options: LayoutOptions,
}

impl<'a> Request<'a> {
    pub fn new(graph: &'a Graph, expanded: &'a HashSet<NodePath>) -> Request<'a> {
        Request { graph, clusters: &[], expanded, anchors: None, options: LayoutOptions::default() }
    }
}

/// Lays out the graph (and its expanded subgraphs). Only fails when cancelled.
pub fn layout(req: &Request, progress: &Progress) -> Result<Layout, Cancelled> {
    progress.set(0.0);
    let level = lay_level(req, req.graph, &[], "", progress, (0.0, 0.95))?;
    let mut out = Layout::default();
    flatten(req, &level, &[], [0.0, 0.0], None, &mut out);
    out.bounds = out
        .items
        .iter()
        .fold(Rect::from_center_size([0.0, 0.0], [0.0, 0.0]), |r, it| r.union(&it.rect));
    out.index = out.items.iter().enumerate().map(|(i, it)| (it.path.clone(), i as u32)).collect();
    progress.set(1.0);
    Ok(out)
}

/// One graph level laid out in its own coordinates (top-left at 0,0).
struct Level {
    ids: Vec<NodeId>,
    center: Vec<Pos>,
    size: Vec<[f32; 2]>,
    lines: Vec<Vec<String>>,
    class: Vec<NodeClass>,
    cluster: Vec<Option<u32>>,
    edges: Vec<LevelEdge>,
    children: HashMap<u32, Level>,
    extent: [f32; 2],
}

struct LevelEdge {
    from: u32,
    to: u32,
    /// For an edge into an invoke_quant call: which operand (→ which placeholder) it feeds.
    operand: Option<usize>,
    points: Vec<Pos>,
}

fn lay_level(
    req: &Request,
    graph: &Graph,
    calls: &[NodeId],
    prefix: &str,
    progress: &Progress,
    (p0, p1): (f32, f32),
) -> Result<Level, Cancelled> {
    progress.check()?;
    let opts = &req.options;
    let clusters = if calls.is_empty() { req.clusters } else { &[] };
    let mut cluster_of = vec![u32::MAX; graph.nodes.len()];
    for (c, cl) in clusters.iter().enumerate() {
        for m in &cl.members {
            if let Some(slot) = cluster_of.get_mut(m.idx()) {
                *slot = c as u32;
            }
        }
    }
    // A cluster is one vertex, where its first computed member is in program order: a layer's
    // weights are placeholders at the top of a post-grad graph, and a box placed there would
    // have the layers before it feed it from below.
    let lead: Vec<Option<NodeId>> = clusters
        .iter()
        .map(|cl| {
            let computed = cl.members.iter().copied().filter(|&m| {
                graph.get(m).is_some_and(|n| !matches!(n.op, OpKind::Placeholder | OpKind::GetAttr))
            });
            computed.min().or_else(|| cl.members.iter().copied().min())
        })
        .collect();
    let mut ids: Vec<NodeId> = Vec::new();
    let mut vertex_cluster: Vec<Option<u32>> = Vec::new();
    let mut vertex_of = vec![u32::MAX; graph.nodes.len()];
    let mut cluster_vertex = vec![u32::MAX; clusters.len()];
    for id in graph.ids().filter(|&id| !is_hidden(graph, id)) {
        let c = cluster_of[id.idx()];
        if c != u32::MAX {
            if lead[c as usize] != Some(id) {
                continue;
            }
            cluster_vertex[c as usize] = ids.len() as u32;
        }
        vertex_of[id.idx()] = ids.len() as u32;
        vertex_cluster.push((c != u32::MAX).then_some(c));
        ids.push(id);
    }
    for (id, &c) in cluster_of.iter().enumerate() {
        if c != u32::MAX && !is_hidden(graph, NodeId(id as u32)) {
            vertex_of[id] = cluster_vertex[c as usize];
        }
    }
    let nv = ids.len();
    let mut lines = Vec::with_capacity(nv);
    let mut class = Vec::with_capacity(nv);
    let mut size = Vec::with_capacity(nv);
    let mut children = HashMap::new();
    for (v, &id) in ids.iter().enumerate() {
        let node = graph.node(id);
        if let Some(c) = vertex_cluster[v] {
            let l = clusters[c as usize].lines.clone();
            size.push(opts.text_size(&l));
            class.push(NodeClass::Opaque);
            lines.push(l);
            continue;
        }
        let l = node_lines(graph, id);
        let mut s = opts.text_size(&l);
        let path = NodePath { calls: calls.to_vec(), id };
        if req.expanded.contains(&path)
            && let Some((_, sg)) = graph.called_subgraph(id)
        {
            let mut inner_calls = calls.to_vec();
            inner_calls.push(id);
            let inner_prefix = format!("{prefix}{}/", node.name);
            let child = lay_level(req, sg, &inner_calls, &inner_prefix, progress, (p0, p0))?;
            s = [
                s[0].max(child.extent[0] + 2.0 * opts.container_pad),
                s[1] + child.extent[1] + opts.container_pad,
            ];
            children.insert(v as u32, child);
        }
        class.push(classify(node));
        lines.push(l);
        size.push(s);
    }

    // Edges between drawn vertices, reversed if a (malformed) graph uses a later node.
    let mut edges: Vec<(u32, u32, Option<usize>)> = Vec::new();
    // Edges into and out of clusters stand for many node edges: one each way is drawn.
    let mut cluster_edges: HashSet<(u32, u32)> = HashSet::new();
    for (v, &id) in ids.iter().enumerate() {
        let node = graph.node(id);
        let mut push = |u: NodeId, operand: Option<usize>| {
            let Some(&uv) = vertex_of.get(u.idx()) else { return };
            if uv == u32::MAX || uv == v as u32 {
                return;
            }
            let e = if uv < v as u32 { (uv, v as u32, operand) } else { (v as u32, uv, operand) };
            let clustered =
                vertex_cluster[e.0 as usize].is_some() || vertex_cluster[e.1 as usize].is_some();
            if !clustered || cluster_edges.insert((e.0, e.1)) {
                edges.push(e);
            }
        };
        if let Some(c) = vertex_cluster[v] {
            for &m in &clusters[c as usize].members {
                if let Some(n) = graph.get(m) {
                    for u in n.input_nodes() {
                        push(u, None);
                    }
                }
            }
        } else if class[v] == NodeClass::InvokeQuant {
            // One edge per operand, so each can be wired to its own placeholder when expanded.
            for (k, a) in node.args.iter().skip(1).enumerate() {
                if let Arg::Node(u) = a {
                    push(*u, Some(k));
                }
            }
            for (_, a) in &node.kwargs {
                a.for_each_node(&mut |u| push(u, None));
            }
        } else {
            for u in node.input_nodes() {
                push(u, None);
            }
        }
    }
    let pairs: Vec<(u32, u32)> = edges.iter().map(|&(a, b, _)| (a, b)).collect();
    let rank = rank::assign(nv, &pairs, opts.rank_passes);
    progress.set(p0 + (p1 - p0) * 0.1);

    // Dummy vertices: one per layer an edge crosses.
    let mut vrank = rank.clone();
    let mut chains: Vec<(u32, u32)> = Vec::with_capacity(edges.len()); // (first dummy, count)
    let mut layered: Vec<(u32, u32)> = Vec::with_capacity(edges.len());
    // Dummy budget: a weight shared by calls thousands of layers apart would otherwise cost
    // millions of dummies. The shortest edges get theirs; the longest are drawn as one direct
    // curve and take no part in ordering.
    let budget = (4 * nv).max(20_000);
    let mut by_span: Vec<usize> = (0..pairs.len()).collect();
    by_span.sort_by_key(|&e| rank[pairs[e].1 as usize].saturating_sub(rank[pairs[e].0 as usize]));
    let mut routed = vec![false; pairs.len()];
    let mut used = 0usize;
    // A source many vertices read (the nf4 table every layer's dequant takes, a mask, rope
    // tables) would lay a column of dummies beside each later reader, pushing each one right
    // of the last: a folded decoder became a staircase. Such a source routes its shortest
    // edge; the others are direct curves.
    let (mut fan_out, mut fan_in) = (vec![0u32; nv], vec![0u32; nv]);
    for &(a, b) in &pairs {
        fan_out[a as usize] += 1;
        fan_in[b as usize] += 1;
    }
    let broadcast = |v: u32| fan_in[v as usize] == 0 && fan_out[v as usize] >= BROADCAST_READERS;
    let mut source_routed = vec![false; nv];
    // The broadcast source's other edges: drawn down a line left of both ends (a bus), not
    // straight through the readers between.
    let mut bus = vec![false; pairs.len()];
    for &e in &by_span {
        let span = rank[pairs[e].1 as usize].saturating_sub(rank[pairs[e].0 as usize]) as usize;
        let a = pairs[e].0;
        if broadcast(a) && span > 2 && std::mem::replace(&mut source_routed[a as usize], true) {
            bus[e] = true;
            continue;
        }
        if used + span.saturating_sub(1) <= budget {
            used += span.saturating_sub(1);
            routed[e] = true;
        }
    }
    for (e, &(a, b)) in pairs.iter().enumerate() {
        let (ra, rb) = (rank[a as usize], rank[b as usize]);
        let first = vrank.len() as u32;
        if !routed[e] {
            chains.push((first, 0));
            continue;
        }
        let mut prev = a;
        for r in ra + 1..rb {
            let d = vrank.len() as u32;
            vrank.push(r);
            layered.push((prev, d));
            prev = d;
        }
        layered.push((prev, b));
        chains.push((first, vrank.len() as u32 - first));
    }
    let n = vrank.len();
    let down = rank::Adj::new(n, layered.iter().copied());
    let up = rank::Adj::new(n, layered.iter().map(|&(a, b)| (b, a)));

    // Initial order: program order, or the previous x of surviving nodes.
    let anchor: Vec<Option<f32>> = (0..n)
        .map(|v| {
            let id = ids.get(v)?;
            let a = req.anchors?;
            a.map.get(&format!("{prefix}{}", graph.node(*id).name)).map(|p| p[0])
        })
        .collect();
    let anchored = anchor.iter().filter(|a| a.is_some()).count();
    let stable = nv > 0 && anchored * 2 >= nv;
    let mut key: Vec<f64> = (0..n).map(|v| if v < nv { v as f64 } else { 0.0 }).collect();
    if stable {
        for v in 0..nv {
            key[v] = match anchor[v] {
                Some(x) => f64::from(x),
                None => {
                    let nb: Vec<f32> = up
                        .of(v as u32)
                        .iter()
                        .chain(down.of(v as u32))
                        .filter_map(|&u| anchor.get(u as usize).copied().flatten())
                        .collect();
                    if nb.is_empty() {
                        0.0
                    } else {
                        f64::from(nb.iter().sum::<f32>() / nb.len() as f32)
                    }
                }
            };
        }
    }
    for (e, &(a, b)) in pairs.iter().enumerate() {
        let (first, count) = chains[e];
        for i in 0..count {
            let t = f64::from(i + 1) / f64::from(count + 1);
            key[(first + i) as usize] = key[a as usize] * (1.0 - t) + key[b as usize] * t;
        }
    }
    let sweeps = if stable { 0 } else { opts.sweeps };
    let ord = order::order(
        &vrank,
        &up,
        &down,
        &key,
        sweeps,
        progress,
        (p0 + (p1 - p0) * 0.1, p0 + (p1 - p0) * 0.6),
    )?;

    let width: Vec<f32> =
        (0..n).map(|v| if v < nv { size[v][0] } else { opts.dummy_width }).collect();
    let weight: Vec<f32> = (0..n).map(|v| if v < nv { 1.0 } else { 4.0 }).collect();
    let input = place::PlaceInput {
        layers: &ord.layers,
        width: &width,
        up: &up,
        down: &down,
        weight: &weight,
        anchor: &anchor,
        gap: opts.node_gap,
        passes: opts.place_passes,
    };
    let mut x = place::place(&input, progress, (p0 + (p1 - p0) * 0.6, p1))?;
    let folded: Vec<bool> = vertex_cluster.iter().map(Option::is_some).collect();
    place::straighten(&input, nv, &folded, &mut x);

    // y: each layer as tall as its tallest node; nodes centred in their layer.
    let nlayers = ord.layers.len();
    let mut layer_h = vec![0f32; nlayers];
    for v in 0..nv {
        let r = vrank[v] as usize;
        layer_h[r] = layer_h[r].max(size[v][1]);
    }
    let mut layer_y = vec![0f32; nlayers];
    let mut y = 0.0;
    for r in 0..nlayers {
        layer_y[r] = y + layer_h[r] / 2.0;
        y += layer_h[r] + opts.layer_gap;
    }
    let min_x = (0..n).map(|v| x[v] - width[v] / 2.0).fold(f32::MAX, f32::min);
    // Nested levels start at 0 (their container places them); a re-anchored root level keeps the
    // old coordinates, or the whole picture would shift whenever its left edge moves.
    let min_x = if !min_x.is_finite() || (stable && calls.is_empty()) { 0.0 } else { min_x };
    let center: Vec<Pos> = (0..nv).map(|v| [x[v] - min_x, layer_y[vrank[v] as usize]]).collect();
    let max_x = (0..n).map(|v| x[v] - min_x + width[v] / 2.0).fold(0.0, f32::max);
    let extent = [max_x, (y - opts.layer_gap).max(0.0)];

    let level_edges = edges
        .iter()
        .enumerate()
        .map(|(e, &(a, b, operand))| {
            let (first, count) = chains[e];
            let (ca, cb) = (center[a as usize], center[b as usize]);
            let mut points = Vec::with_capacity(count as usize + 2);
            points.push([ca[0], ca[1] + size[a as usize][1] / 2.0]);
            for d in first..first + count {
                points.push([x[d as usize] - min_x, layer_y[vrank[d as usize] as usize]]);
            }
            let end = [cb[0], cb[1] - size[b as usize][1] / 2.0];
            if bus[e] {
                let left =
                    (ca[0] - size[a as usize][0] / 2.0).min(cb[0] - size[b as usize][0] / 2.0);
                let (x, gap) = (left - opts.dummy_width, opts.layer_gap / 2.0);
                points.push([x, points[0][1] + gap]);
                points.push([x, end[1] - gap]);
            }
            points.push(end);
            LevelEdge { from: a, to: b, operand, points }
        })
        .collect();
    let cluster = vertex_cluster;
    Ok(Level { ids, center, size, lines, class, cluster, edges: level_edges, children, extent })
}

/// What flattening a level produced, for wiring its container's edges.
struct Flat {
    item_of_vertex: Vec<u32>,
    placeholders: Vec<u32>,
    output: Option<u32>,
}

fn flatten(
    req: &Request,
    level: &Level,
    calls: &[NodeId],
    origin: Pos,
    parent: Option<u32>,
    out: &mut Layout,
) -> Flat {
    let opts = &req.options;
    let mut flat = Flat {
        item_of_vertex: Vec::with_capacity(level.ids.len()),
        placeholders: vec![],
        output: None,
    };
    let graph = subgraph_at(req.graph, calls);
    for (v, &id) in level.ids.iter().enumerate() {
        let c = level.center[v];
        let item = out.items.len() as u32;
        out.items.push(Item {
            path: NodePath { calls: calls.to_vec(), id },
            parent,
            rect: Rect::from_center_size([c[0] + origin[0], c[1] + origin[1]], level.size[v]),
            local: c,
            class: level.class[v],
            expanded: level.children.contains_key(&(v as u32)),
            lines: level.lines[v].clone(),
            cluster: level.cluster[v],
        });
        flat.item_of_vertex.push(item);
        match graph.and_then(|g| g.get(id)).map(|n| n.op) {
            Some(OpKind::Placeholder) => flat.placeholders.push(item),
            Some(OpKind::Output) => flat.output = Some(item),
            _ => {}
        }
    }
    let mut inner: HashMap<u32, Flat> = HashMap::new();
    let mut child_keys: Vec<&u32> = level.children.keys().collect();
    child_keys.sort();
    for &v in child_keys {
        let Some(child) = level.children.get(&v) else { continue };
        let item = flat.item_of_vertex[v as usize];
        let rect = out.items[item as usize].rect;
        let header = opts.text_size(&level.lines[v as usize])[1];
        let child_origin =
            [rect.min[0] + (rect.width() - child.extent[0]) / 2.0, rect.min[1] + header];
        let mut inner_calls = calls.to_vec();
        inner_calls.push(level.ids[v as usize]);
        inner.insert(v, flatten(req, child, &inner_calls, child_origin, Some(item), out));
    }
    for e in &level.edges {
        let mut points: Vec<Pos> =
            e.points.iter().map(|p| [p[0] + origin[0], p[1] + origin[1]]).collect();
        let mut from = flat.item_of_vertex[e.from as usize];
        let mut to = flat.item_of_vertex[e.to as usize];
        if let Some(f) = inner.get(&e.to)
            && let Some(&ph) = e.operand.and_then(|k| f.placeholders.get(k))
        {
            let r = out.items[ph as usize].rect;
            points.push([r.center()[0], r.min[1]]);
            to = ph;
        }
        if let Some(f) = inner.get(&e.from)
            && let Some(o) = f.output
        {
            let r = out.items[o as usize].rect;
            points.insert(0, [r.center()[0], r.max[1]]);
            from = o;
        }
        let bbox = Rect::of_points(&points);
        out.edges.push(Edge { from, to, points, bbox });
    }
    flat
}

#[cfg(test)]
mod tests;
