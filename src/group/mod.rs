//! Where each node of a graph came from, as a tree of groups a person can fold: the modules of
//! an `nn.Module` model (`layers.5.self_attn.q_proj`), or, when the graph carries no module
//! paths (a post-grad graph prints none), the source lines of its `# File:` comments, with
//! repeated runs of one source-line sequence cut into instances (`fn x32`). Structurally
//! identical sibling groups are reported as one repeated block with an instance index.
//!
//! Evidence, strongest first (`Evidence`): module paths in node names (Dynamo's
//! `l_self_modules_layers_modules_0_..._parameters_weight_`, the older
//! `l__self___layers_0_self_attn_q_proj`, dotted get_attr targets), and for a post-grad stage
//! of a TORCH_TRACE log the Dynamo graph's placeholder names of the same compile, which AOT
//! keeps in order as `arg{i}_1`, and Inductor's provenance mapping (each post-grad op to the
//! pre-grad nodes it came from, placed by the pre-grad graph's names); then source lines. The
//! `nn_module_stack` meta PyTorch keeps in memory is not printed by `print_readable`, so no
//! file this crate reads carries it.
mod paths;
mod repeats;
#[cfg(test)]
mod tests;
mod text;

use crate::ir::{Document, Graph, NodeId, OpKind, Provenance, Side, Stage};
use std::collections::HashMap;

pub use paths::module_path;
pub use text::render;

/// Index into `Hierarchy::groups`; the root is 0.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub struct GroupId(pub u32);

impl GroupId {
    pub const ROOT: GroupId = GroupId(0);
    pub fn idx(self) -> usize {
        self.0 as usize
    }
}

#[derive(Debug, Clone, PartialEq, Eq)]
pub enum GroupKind {
    Root,
    /// A submodule, named by its attribute (`q_proj`, `5`).
    Module,
    /// A run of nodes from one Python function that is not the enclosing block's own.
    Function,
    /// Instances of one structure in a row: `layers x32`. `shapes` counts distinct structures
    /// among them (1 when every instance is identical).
    Repeat {
        count: usize,
        shapes: usize,
    },
    /// One instance of a `Repeat`, with its index.
    Instance {
        index: usize,
    },
}

#[derive(Debug, Clone)]
pub struct Group {
    pub name: String,
    pub kind: GroupKind,
    pub parent: Option<GroupId>,
    pub children: Vec<GroupId>,
    /// Nodes directly in this group, in program order.
    pub nodes: Vec<NodeId>,
    pub depth: usize,
    /// `call_function`/`call_method`/`call_module` nodes inside, children included.
    pub op_count: usize,
    pub invoke_quant_count: usize,
    /// Hash of the op sequence and the in-group edge shape; equal for identical instances.
    pub signature: u64,
    /// Nodes inside, children included.
    pub size: usize,
}

impl Group {
    fn new(name: String, kind: GroupKind, parent: Option<GroupId>, depth: usize) -> Group {
        let (children, nodes) = (vec![], vec![]);
        Group {
            name,
            kind,
            parent,
            children,
            nodes,
            depth,
            op_count: 0,
            invoke_quant_count: 0,
            signature: 0,
            size: 0,
        }
    }
}

/// What the grouping was built from.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum Evidence {
    /// Module paths in node names (or aligned placeholder names) covered this many nodes;
    /// `from_provenance` ops took theirs from Inductor's provenance mapping.
    ModulePaths {
        nodes: usize,
        aligned_placeholders: bool,
        from_provenance: usize,
    },
    /// `# File:` comments; `repeats` is the number of instances a repeated run of one
    /// source-line sequence was cut into, if one was found.
    SourceLines {
        repeats: Option<usize>,
    },
    None,
}

#[derive(Debug, Clone)]
pub struct Hierarchy {
    pub groups: Vec<Group>,
    /// The innermost group of each top-level node.
    pub node_group: Vec<GroupId>,
    pub evidence: Evidence,
}

/// One step of a node's place in the tree: a child's identity under its parent.
#[derive(Debug, Clone, PartialEq, Eq, Hash)]
enum Key {
    Module(String),
    /// A function run: the function's name and a run number keeping separate runs apart.
    Function(String, usize),
    Repeat(String),
    Instance(usize),
}

impl Hierarchy {
    /// Groups the top-level nodes of `g` (subgraph bodies stay inside their call).
    pub fn build(g: &Graph) -> Hierarchy {
        Hierarchy::build_with(g, None, None)
    }

    /// As `build`, with names standing in for `g`'s placeholders (in order; `None` where
    /// none is known) and module paths known for some ops by name (`origins`).
    pub fn build_with(
        g: &Graph,
        placeholder_names: Option<&[Option<String>]>,
        origins: Option<&HashMap<String, Vec<String>>>,
    ) -> Hierarchy {
        let (keys, evidence) = match paths::node_paths(g, placeholder_names, origins) {
            Some((p, ev)) => {
                (p.into_iter().map(|p| p.into_iter().map(Key::Module).collect()).collect(), ev)
            }
            None => repeats::source_keys(g),
        };
        let mut h = assemble(g, keys, evidence);
        h.finish(g);
        h
    }

    /// Groups a stage of `doc`. A post-grad (or AOT) stage of a TORCH_TRACE log borrows from
    /// the Dynamo graph of the same compile: its placeholder names (AOT lifts parameters in
    /// Dynamo's order, so `arg5_1` is the sixth Dynamo placeholder that fits), and, where the
    /// log has Inductor's provenance mapping, each op's module as the pre-grad nodes it came
    /// from place them.
    pub fn for_stage(doc: &Document, stage: &Stage, g: &Graph) -> Hierarchy {
        let same_compile = |s: &&Stage| {
            s.compile_id == stage.compile_id && s.rank == stage.rank && !std::ptr::eq(*s, stage)
        };
        let prov = (Side::of(&stage.name) == Some(Side::PostGrad))
            .then(|| doc.provenance(stage))
            .flatten();
        // The pre-grad graph the mapping names holds most of its nodes; the Dynamo graph
        // usually does, and it is read for its placeholders anyway, so it is tried first and
        // the other pre-grad stages (each a parse) only when it does not.
        let origins_from = |pg: &Graph| {
            let p = prov.as_ref()?;
            let hits = p.pre_to_post.keys().filter(|k| pg.find(k).is_some()).count();
            (hits > 0 && 2 * hits >= p.pre_to_post.len()).then(|| post_paths(p, &pre_paths(pg)))
        };
        let dynamo = doc
            .stages
            .iter()
            .filter(same_compile)
            .find(|s| s.name.starts_with("dynamo_output_graph"));
        let (names, mut origins) = dynamo
            .and_then(|d| d.peek(|dg| (paths::align_placeholders(g, dg), origins_from(dg))).ok())
            .unwrap_or_default();
        if origins.is_none() && prov.is_some() {
            origins = doc
                .stages
                .iter()
                .filter(same_compile)
                .filter(|s| {
                    Side::of(&s.name) == Some(Side::PreGrad)
                        && !s.name.starts_with("dynamo_output_graph")
                })
                .find_map(|s| s.peek(origins_from).ok().flatten());
        }
        Hierarchy::build_with(g, names.as_deref(), origins.as_ref())
    }

    pub fn group(&self, id: GroupId) -> &Group {
        &self.groups[id.idx()]
    }

    pub fn root(&self) -> &Group {
        &self.groups[0]
    }

    /// The groups enclosing `node`, outermost first (the root excluded).
    pub fn ancestors(&self, node: NodeId) -> Vec<GroupId> {
        let mut out = Vec::new();
        let mut g = self.node_group.get(node.idx()).copied();
        while let Some(id) = g.filter(|id| *id != GroupId::ROOT) {
            out.push(id);
            g = self.groups[id.idx()].parent;
        }
        out.reverse();
        out
    }

    /// Every node inside `id`, children included, in program order.
    pub fn members(&self, id: GroupId) -> Vec<NodeId> {
        let mut out = Vec::new();
        let mut stack = vec![id];
        while let Some(g) = stack.pop() {
            out.extend(&self.groups[g.idx()].nodes);
            stack.extend(&self.groups[g.idx()].children);
        }
        out.sort();
        out
    }

    /// The dotted name of a group (`layers.5.self_attn`), root excluded.
    pub fn qualified_name(&self, id: GroupId) -> String {
        let mut parts = Vec::new();
        let mut g = Some(id);
        while let Some(cur) = g.filter(|c| *c != GroupId::ROOT) {
            let grp = &self.groups[cur.idx()];
            parts.push(grp.name.clone());
            g = grp.parent;
        }
        parts.reverse();
        parts.join(".")
    }

    /// The label a collapsed group shows: `layers x32`, `q_proj`, `[5]`.
    pub fn label(&self, id: GroupId) -> String {
        let g = &self.groups[id.idx()];
        match g.kind {
            GroupKind::Repeat { count, shapes: 1 } => format!("{} x{count}", g.name),
            GroupKind::Repeat { count, shapes } => format!("{} x{count} ({shapes} shapes)", g.name),
            GroupKind::Instance { index } => match g.parent {
                Some(p) => format!("{}.{index}", self.groups[p.idx()].name),
                None => g.name.clone(),
            },
            _ => g.name.clone(),
        }
    }

    /// The innermost group holding every node of `nodes` (the root when they straddle the
    /// outermost groups, or when `nodes` is empty).
    pub fn common_group(&self, nodes: &[NodeId]) -> GroupId {
        let mut common: Option<Vec<GroupId>> = None;
        for &n in nodes {
            let chain = self.ancestors(n);
            common = Some(match common {
                None => chain,
                Some(c) => {
                    c.into_iter().zip(chain).take_while(|(a, b)| a == b).map(|p| p.0).collect()
                }
            });
        }
        common.and_then(|c| c.last().copied()).unwrap_or(GroupId::ROOT)
    }

    /// Sums a quantity measured on sets of nodes (a kernel's time over the FX nodes it runs)
    /// per group: each item counts in the innermost group holding all its nodes and in every
    /// group around that one, so a group's figure never splits an item. Indexed by group; the
    /// root's entry is the total.
    pub fn totals<'a>(&self, items: impl IntoIterator<Item = (&'a [NodeId], f64)>) -> Vec<f64> {
        let mut out = vec![0.0; self.groups.len()];
        for (nodes, v) in items {
            let mut g = Some(self.common_group(nodes));
            while let Some(cur) = g {
                out[cur.idx()] += v;
                g = self.groups[cur.idx()].parent;
            }
        }
        out
    }

    /// Depth counting only foldable groups (a repeat's instances sit at the repeat's own
    /// depth): what "fold to depth N" folds, in the window and `export --folded`.
    pub fn fold_depth(&self, g: GroupId) -> usize {
        let mut d = 0;
        let mut cur = Some(g);
        while let Some(c) = cur.filter(|c| *c != GroupId::ROOT) {
            if !matches!(self.group(c).kind, GroupKind::Repeat { .. }) {
                d += 1;
            }
            cur = self.group(c).parent;
        }
        d
    }

    /// The groups "fold to depth N" folds (a repeated block is never a box of its own: its
    /// instances are).
    pub fn folded_at(&self, depth: usize) -> Vec<GroupId> {
        (1..self.groups.len() as u32)
            .map(GroupId)
            .filter(|&g| {
                !matches!(self.group(g).kind, GroupKind::Repeat { .. })
                    && self.fold_depth(g) == depth
            })
            .collect()
    }

    /// The text of a folded group's box: its label, then what is inside.
    pub fn summary(&self, g: GroupId) -> Vec<String> {
        let grp = self.group(g);
        let mut second = format!("{} ops", grp.op_count);
        if grp.invoke_quant_count > 0 {
            second.push_str(&format!(" · {} invoke_quant", grp.invoke_quant_count));
        }
        vec![self.label(g), second]
    }

    /// Groups down to `depth` (1 = the root's children), outermost first.
    pub fn groups_to_depth(&self, depth: usize) -> Vec<GroupId> {
        (1..self.groups.len() as u32)
            .map(GroupId)
            .filter(|g| self.groups[g.idx()].depth <= depth)
            .collect()
    }

    fn finish(&mut self, g: &Graph) {
        // Counts and sizes bottom-up: children always come after their parent.
        for i in (0..self.groups.len()).rev() {
            let (mut ops, mut iq, mut size) = (0, 0, self.groups[i].nodes.len());
            for &n in &self.groups[i].nodes {
                let node = g.node(n);
                if matches!(node.op, OpKind::CallFunction | OpKind::CallMethod | OpKind::CallModule)
                {
                    ops += 1;
                }
                iq += usize::from(node.is_invoke_quant());
            }
            for c in self.groups[i].children.clone() {
                let c = &self.groups[c.idx()];
                ops += c.op_count;
                iq += c.invoke_quant_count;
                size += c.size;
            }
            let grp = &mut self.groups[i];
            (grp.op_count, grp.invoke_quant_count, grp.size) = (ops, iq, size);
        }
        for i in 1..self.groups.len() {
            let members = self.members(GroupId(i as u32));
            self.groups[i].signature = repeats::signature(g, &members);
        }
        repeats::mark_repeats(self);
    }
}

/// Module paths of a pre-grad graph's nodes by name (none when its names carry no paths).
fn pre_paths(pg: &Graph) -> HashMap<String, Vec<String>> {
    let Some((paths, _)) = paths::node_paths(pg, None, None) else {
        return HashMap::new();
    };
    pg.ids()
        .zip(paths)
        .filter(|(_, p)| !p.is_empty())
        .map(|(id, p)| (pg.node(id).name.clone(), p))
        .collect()
}

/// A post-grad op's module: the modules its pre-grad nodes share (the deepest common path).
fn post_paths(
    prov: &Provenance,
    pre: &HashMap<String, Vec<String>>,
) -> HashMap<String, Vec<String>> {
    let mut out = HashMap::new();
    for (post, origins) in &prov.post_to_pre {
        let mut common: Option<Vec<String>> = None;
        for p in origins.iter().filter_map(|o| pre.get(o)) {
            common = Some(match common {
                None => p.clone(),
                Some(c) => {
                    c.into_iter().zip(p).take_while(|(a, b)| a == *b).map(|(a, _)| a).collect()
                }
            });
        }
        if let Some(c) = common.filter(|c| !c.is_empty()) {
            out.insert(post.clone(), c);
        }
    }
    out
}

/// Builds the tree from each node's key path; placeholders and get_attrs without a path of
/// their own go to the innermost group holding all their users, so a layer's weights fold
/// with the layer.
fn assemble(g: &Graph, mut keys: Vec<Vec<Key>>, evidence: Evidence) -> Hierarchy {
    let users = g.users();
    for id in g.ids() {
        let n = g.node(id);
        if matches!(n.op, OpKind::Placeholder | OpKind::GetAttr) && keys[id.idx()].is_empty() {
            let mut common: Option<Vec<Key>> = None;
            for u in &users[id.idx()] {
                let k = &keys[u.idx()];
                common = Some(match common {
                    None => k.clone(),
                    Some(c) => c
                        .iter()
                        .zip(k)
                        .take_while(|(a, b)| a == b)
                        .map(|(a, _)| a.clone())
                        .collect(),
                });
            }
            keys[id.idx()] = common.unwrap_or_default();
        }
    }
    let mut groups = vec![Group::new(g.name.clone(), GroupKind::Root, None, 0)];
    let mut index: HashMap<(GroupId, Key), GroupId> = HashMap::new();
    let mut node_group = Vec::with_capacity(g.nodes.len());
    for (i, path) in keys.into_iter().enumerate() {
        let mut cur = GroupId::ROOT;
        for k in path {
            cur = *index.entry((cur, k.clone())).or_insert_with(|| {
                let id = GroupId(groups.len() as u32);
                let (name, kind) = match k {
                    Key::Module(m) => (m, GroupKind::Module),
                    Key::Function(f, _) => (f, GroupKind::Function),
                    Key::Repeat(r) => (r, GroupKind::Repeat { count: 0, shapes: 0 }),
                    Key::Instance(j) => (j.to_string(), GroupKind::Instance { index: j }),
                };
                let depth = groups[cur.idx()].depth + 1;
                groups.push(Group::new(name, kind, Some(cur), depth));
                groups[cur.idx()].children.push(id);
                id
            });
        }
        groups[cur.idx()].nodes.push(NodeId(i as u32));
        node_group.push(cur);
    }
    Hierarchy { groups, node_group, evidence }
}
