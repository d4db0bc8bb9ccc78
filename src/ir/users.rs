//! FX's `node.users` for every node in one flat array: the same lists as [`Graph::users`]
//! without a `Vec` per node (a pattern pass over a big graph builds them once per graph).
use super::{Graph, NodeId};

/// Who reads a node's users: both the per-node lists and the flat index.
pub trait UserLists {
    /// The users of `n` in program order, each once (empty for an unknown id).
    fn users_of(&self, n: NodeId) -> &[NodeId];
}

impl UserLists for Vec<Vec<NodeId>> {
    fn users_of(&self, n: NodeId) -> &[NodeId] {
        self.get(n.idx()).map_or(&[], Vec::as_slice)
    }
}

/// Users as compressed rows: node `i`'s users are `list[start[i]..start[i + 1]]`.
#[derive(Debug, Clone, Default, PartialEq, Eq)]
pub struct UserIndex {
    start: Vec<u32>,
    list: Vec<NodeId>,
}

impl UserIndex {
    pub fn new(g: &Graph) -> UserIndex {
        let n = g.nodes.len();
        // (input, user) once per distinct input of each user, users in program order.
        let mut edges: Vec<(u32, NodeId)> = Vec::with_capacity(n * 2);
        let mut seen: Vec<NodeId> = Vec::new();
        for (u, node) in g.nodes.iter().enumerate() {
            seen.clear();
            let mut push = |i: NodeId| {
                if !seen.contains(&i) {
                    seen.push(i);
                }
            };
            node.args.iter().for_each(|a| a.for_each_node(&mut push));
            node.kwargs.iter().for_each(|(_, a)| a.for_each_node(&mut push));
            edges.extend(seen.iter().filter(|i| i.idx() < n).map(|i| (i.0, NodeId(u as u32))));
        }
        let mut start = vec![0u32; n + 1];
        for &(i, _) in &edges {
            start[i as usize + 1] += 1;
        }
        for i in 0..n {
            start[i + 1] += start[i];
        }
        // A counting sort keeps each input's users in program order.
        let mut fill = start.clone();
        let mut list = vec![NodeId(0); edges.len()];
        for (i, u) in edges {
            list[fill[i as usize] as usize] = u;
            fill[i as usize] += 1;
        }
        UserIndex { start, list }
    }
}

impl UserLists for UserIndex {
    fn users_of(&self, n: NodeId) -> &[NodeId] {
        match (self.start.get(n.idx()), self.start.get(n.idx() + 1)) {
            (Some(&a), Some(&b)) => &self.list[a as usize..b as usize],
            _ => &[],
        }
    }
}
