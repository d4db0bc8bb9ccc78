//! Kernel groups: which FX nodes each generated kernel computes. The DOT and Model Explorer
//! exports draw them (clusters, namespaces); they come from a [`Schedule`] (each fused group's
//! operations and their `origins`) or from any other source that names FX nodes.
use crate::ir::Graph;
use crate::sched::Schedule;
use std::collections::HashMap;

#[derive(Debug, Clone, PartialEq, Eq)]
pub struct KernelGroup {
    /// The kernel (fused scheduler node) name: `op0_op1`, `op3`.
    pub name: String,
    /// FX node names of the top-level graph it computes. Nodes inside an invoke_quant subgraph
    /// are represented by the invoke_quant call node.
    pub nodes: Vec<String>,
}

/// One group per scheduled kernel that computes at least one FX node of `g` (the graph that was
/// scheduled), in schedule order.
pub fn from_schedule(s: &Schedule, g: &Graph) -> Vec<KernelGroup> {
    let origins: HashMap<&str, &[String]> =
        s.lowered.operations.iter().map(|op| (op.name.as_str(), op.origins.as_slice())).collect();
    // Lowering inlines invoke_quant and names its nodes `subgraph0.mul`; they belong to the
    // call nodes of `subgraph0` in the top-level graph.
    let mut callers: HashMap<&str, Vec<&str>> = HashMap::new();
    for id in g.ids() {
        if let Some((sub, _)) = g.called_subgraph(id) {
            callers.entry(sub).or_default().push(g.node(id).name.as_str());
        }
    }
    let top = |o: &str| -> Vec<String> {
        match o.split_once('.') {
            Some((sub, _)) => callers
                .get(sub)
                .map(|c| c.iter().map(|s| s.to_string()).collect())
                .unwrap_or_default(),
            None => vec![o.to_string()],
        }
    };
    s.groups
        .iter()
        .map(|g| {
            let mut nodes: Vec<String> = Vec::new();
            for m in &g.members {
                for o in origins.get(m.as_str()).copied().unwrap_or(&[]).iter().flat_map(|o| top(o))
                {
                    if !nodes.contains(&o) {
                        nodes.push(o);
                    }
                }
            }
            KernelGroup { name: g.name.clone(), nodes }
        })
        .filter(|k| !k.nodes.is_empty())
        .collect()
}

/// Node name -> index of the first group holding it (a node computed by two kernels, e.g. a
/// recomputed pointwise op, is drawn in the first).
pub fn group_of_node(groups: &[KernelGroup]) -> HashMap<&str, usize> {
    let mut m = HashMap::new();
    for (i, k) in groups.iter().enumerate() {
        for n in &k.nodes {
            m.entry(n.as_str()).or_insert(i);
        }
    }
    m
}
