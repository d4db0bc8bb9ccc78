//! A graph being rewritten by a pass: what FX's linked list of nodes gives Inductor, on our
//! graph of positional ids. Nodes keep their slot for the whole pass (a new node is appended,
//! an erased one marked dead), program order is a key per slot plus a linked list, and users
//! are kept current; [`Editor::finish`] puts the live nodes back in program order once. So a
//! rewrite costs the size of its match and of the uses it hands over, not of the graph: a pass
//! of N rewrites over a graph of M nodes is O(N·match + M), where renumbering the whole graph
//! after each rewrite made it O(N·M).
use crate::ir::{Graph, GraphError, Node, NodeId, OpKind};
use std::collections::HashMap;

/// Keys of neighbouring nodes start this far apart, so many insertions fit between two.
const GAP: u64 = 1 << 32;

pub struct Editor {
    graph: Graph,
    key: Vec<u64>,
    prev: Vec<Option<NodeId>>,
    next: Vec<Option<NodeId>>,
    head: Option<NodeId>,
    dead: Vec<bool>,
    /// Live users of each slot, in program order, each once.
    users: Vec<Vec<NodeId>>,
    /// Live nodes by name.
    names: HashMap<String, NodeId>,
    /// Per name base, a suffix below which `base_i` names are all taken (see
    /// [`Editor::fresh_name`]).
    suffix_hint: HashMap<String, u64>,
    /// Mutation regions by slot; recomputed when a rewrite brings in a mutating node.
    regions: Vec<u32>,
    regions_stale: bool,
    edited: bool,
}

impl Editor {
    pub fn new(graph: Graph) -> Editor {
        let n = graph.nodes.len();
        let users = graph.users();
        let names = graph.ids().map(|i| (graph.node(i).name.clone(), i)).collect();
        let regions = super::pass::mutation_regions(&graph);
        Editor {
            key: (0..n as u64).map(|i| (i + 1) * GAP).collect(),
            prev: (0..n).map(|i| i.checked_sub(1).map(|p| NodeId(p as u32))).collect(),
            next: (0..n).map(|i| (i + 1 < n).then(|| NodeId(i as u32 + 1))).collect(),
            head: (n > 0).then_some(NodeId(0)),
            dead: vec![false; n],
            users,
            names,
            suffix_hint: HashMap::new(),
            regions,
            regions_stale: false,
            edited: false,
            graph,
        }
    }

    /// The graph by slot: live nodes hold their current arguments; dead ones are unreachable
    /// from live ones (they had no users when erased).
    pub fn graph(&self) -> &Graph {
        &self.graph
    }

    pub fn users(&self) -> &Vec<Vec<NodeId>> {
        &self.users
    }

    pub fn is_live(&self, id: NodeId) -> bool {
        self.dead.get(id.idx()).is_some_and(|d| !d)
    }

    pub fn live_name(&self, name: &str) -> Option<NodeId> {
        self.names.get(name).copied()
    }

    /// The mutation regions as last brought up to date by [`Editor::regions`].
    pub fn regions_now(&self) -> &[u32] {
        &self.regions
    }

    /// `base` if no live node has it (nor `also_taken` says so), else the first `base_i` (i >= 1)
    /// that is free: the name a replacement node gets, as the graph's names were reused
    /// before. The search starts where the last one for `base` ended (lowered when a node of
    /// that name is erased), so naming the thousandth `mul` does not try the first 999.
    pub fn fresh_name(&mut self, base: &str, also_taken: impl Fn(&str) -> bool) -> String {
        let taken = |c: &str| self.names.contains_key(c) || also_taken(c);
        if !taken(base) {
            return base.to_string();
        }
        let mut i = self.suffix_hint.get(base).copied().unwrap_or(1);
        let name = loop {
            let c = format!("{base}_{i}");
            if !taken(&c) {
                break c;
            }
            i += 1;
        };
        self.suffix_hint.insert(base.to_string(), i);
        name
    }

    /// Mutation regions by slot (see `pass::mutation_regions`).
    pub fn regions(&mut self) -> &[u32] {
        if self.regions_stale {
            let order = self.order();
            let g = self.compacted_view(&order);
            let by_pos = super::pass::mutation_regions(&g);
            self.regions = vec![0; self.graph.nodes.len()];
            for (pos, slot) in order.iter().enumerate() {
                self.regions[slot.idx()] = by_pos[pos];
            }
            self.regions_stale = false;
        }
        &self.regions
    }

    pub fn key(&self, id: NodeId) -> u64 {
        self.key[id.idx()]
    }

    /// Whether the rewrites changed anything.
    pub fn edited(&self) -> bool {
        self.edited
    }

    pub fn subgraph_exists(&self, name: &str) -> bool {
        self.graph.subgraphs.contains_key(name)
    }

    pub fn add_subgraph(&mut self, name: String, g: Graph) {
        self.graph.subgraphs.insert(name, g);
        self.edited = true;
    }

    /// Inserts `nodes` (whose arguments already name slots: existing ones, or
    /// `first_new_slot() + j` for the j-th of them) before `at`, in order.
    pub fn insert_before(&mut self, at: NodeId, nodes: Vec<Node>) -> Vec<NodeId> {
        assert!(self.is_live(at), "insertion point must be a live node");
        let k = nodes.len() as u64;
        let before = self.prev[at.idx()];
        let lo = before.map_or(0, |p| self.key[p.idx()]);
        if self.key[at.idx()] - lo <= k {
            self.renumber();
            return self.insert_before(at, nodes);
        }
        let step = (self.key[at.idx()] - lo) / (k + 1);
        let first = self.graph.nodes.len();
        let mut ids = Vec::with_capacity(nodes.len());
        let mut prev = before;
        for (j, n) in nodes.into_iter().enumerate() {
            let id = NodeId((first + j) as u32);
            let inputs = n.input_nodes();
            for inp in inputs {
                debug_assert!(inp.idx() < first + j, "inputs are defined first");
                self.add_user(inp, id, lo + step * (j as u64 + 1));
            }
            if is_mutating(&n) {
                self.regions_stale = true;
            }
            self.names.insert(n.name.clone(), id);
            self.graph.nodes.push(n);
            self.key.push(lo + step * (j as u64 + 1));
            self.prev.push(prev);
            self.next.push(Some(at));
            self.dead.push(false);
            self.users.push(vec![]);
            self.regions.push(self.regions[at.idx()]);
            match prev {
                Some(p) => self.next[p.idx()] = Some(id),
                None => self.head = Some(id),
            }
            prev = Some(id);
            ids.push(id);
        }
        self.prev[at.idx()] = prev;
        self.edited = true;
        ids
    }

    /// The slot the next inserted node takes.
    pub fn first_new_slot(&self) -> usize {
        self.graph.nodes.len()
    }

    /// Every use of `old` by a node outside `except` becomes a use of `new`
    /// (`replace_all_uses_with`).
    pub fn replace_uses(&mut self, old: NodeId, new: NodeId, except: &[NodeId]) {
        let users: Vec<NodeId> =
            self.users[old.idx()].iter().copied().filter(|u| !except.contains(u)).collect();
        for u in users {
            let mut f = |x: NodeId| if x == old { new } else { x };
            let n = &mut self.graph.nodes[u.idx()];
            n.args = n.args.iter().map(|a| a.map_nodes(&mut f)).collect();
            n.kwargs = n.kwargs.iter().map(|(k, a)| (k.clone(), a.map_nodes(&mut f))).collect();
            self.users[old.idx()].retain(|&x| x != u);
            let key = self.key[u.idx()];
            self.add_user(new, u, key);
        }
        self.edited = true;
    }

    pub fn node_mut(&mut self, id: NodeId) -> &mut Node {
        &mut self.graph.nodes[id.idx()]
    }

    /// Erases `id` if it is live, not the output, and unused; returns whether it did.
    pub fn erase_if_unused(&mut self, id: NodeId) -> bool {
        if !self.is_live(id)
            || !self.users[id.idx()].is_empty()
            || self.graph.node(id).op == OpKind::Output
        {
            return false;
        }
        for inp in self.graph.node(id).input_nodes() {
            self.users[inp.idx()].retain(|&u| u != id);
        }
        let (p, n) = (self.prev[id.idx()], self.next[id.idx()]);
        match p {
            Some(p) => self.next[p.idx()] = n,
            None => self.head = n,
        }
        if let Some(n) = n {
            self.prev[n.idx()] = p;
        }
        self.dead[id.idx()] = true;
        let name = &self.graph.node(id).name;
        if self.names.get(name) == Some(&id) {
            self.names.remove(name);
        }
        // The freed `base_j` is the first free suffix again if it is below the hint.
        if let Some((base, j)) = name.rsplit_once('_')
            && let Ok(j) = j.parse::<u64>()
            && let Some(h) = self.suffix_hint.get_mut(base)
        {
            *h = (*h).min(j.max(1));
        }
        if is_mutating(self.graph.node(id)) {
            self.regions_stale = true;
        }
        self.edited = true;
        true
    }

    /// The graph with its live nodes in program order, checked.
    pub fn finish(self) -> Result<Graph, GraphError> {
        if !self.edited {
            return Ok(self.graph);
        }
        let order = self.order();
        let mut g = self.graph;
        let mut remap = vec![NodeId(u32::MAX); g.nodes.len()];
        for (pos, slot) in order.iter().enumerate() {
            remap[slot.idx()] = NodeId(pos as u32);
        }
        let mut slots: Vec<Option<Node>> =
            std::mem::take(&mut g.nodes).into_iter().map(Some).collect();
        for slot in &order {
            let Some(mut n) = slots[slot.idx()].take() else { continue };
            let mut f = |x: NodeId| remap.get(x.idx()).copied().unwrap_or(x);
            n.args = n.args.iter().map(|a| a.map_nodes(&mut f)).collect();
            n.kwargs = n.kwargs.iter().map(|(k, a)| (k.clone(), a.map_nodes(&mut f))).collect();
            g.nodes.push(n);
        }
        g.verify()?;
        Ok(g)
    }

    /// Live slots in program order.
    fn order(&self) -> Vec<NodeId> {
        let mut out = Vec::with_capacity(self.graph.nodes.len());
        let mut at = self.head;
        while let Some(id) = at {
            out.push(id);
            at = self.next[id.idx()];
        }
        out
    }

    /// The live nodes in program order as a graph of their own (for whole-graph analyses).
    fn compacted_view(&self, order: &[NodeId]) -> Graph {
        let mut remap = vec![NodeId(u32::MAX); self.graph.nodes.len()];
        for (pos, slot) in order.iter().enumerate() {
            remap[slot.idx()] = NodeId(pos as u32);
        }
        let nodes = order
            .iter()
            .map(|s| {
                let mut n = self.graph.node(*s).clone();
                let mut f = |x: NodeId| remap.get(x.idx()).copied().unwrap_or(x);
                n.args = n.args.iter().map(|a| a.map_nodes(&mut f)).collect();
                n.kwargs = n.kwargs.iter().map(|(k, a)| (k.clone(), a.map_nodes(&mut f))).collect();
                n
            })
            .collect();
        Graph { nodes, subgraphs: Default::default(), ..Graph::new(self.graph.name.clone()) }
    }

    fn renumber(&mut self) {
        let order = self.order();
        for (i, id) in order.iter().enumerate() {
            self.key[id.idx()] = (i as u64 + 1) * GAP;
        }
    }

    /// Adds `user` (whose key is `key`) to `of`'s users in program order, once.
    fn add_user(&mut self, of: NodeId, user: NodeId, key: u64) {
        let keys = &self.key;
        let list = &mut self.users[of.idx()];
        if list.contains(&user) {
            return;
        }
        let pos = list.partition_point(|u| keys.get(u.idx()).map_or(key, |k| *k) < key);
        list.insert(pos, user);
    }
}

fn is_mutating(n: &Node) -> bool {
    super::pass::mutates(n)
}
