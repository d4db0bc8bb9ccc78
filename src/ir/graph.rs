//! The FX graph: nodes in program order, each with FX's op kind, target, args, kwargs and meta,
//! plus the nested graph modules (`class subgraph0(torch.nn.Module)`) that `get_attr` nodes name.
use super::arg::Arg;
use super::meta::NodeMeta;
use super::module::{AttrKind, ExportSignature, ModuleAttr, PytreeCodegen};
use indexmap::IndexMap;
use petgraph::graph::DiGraph;
use serde::{Deserialize, Serialize};
use std::collections::HashMap;
use std::fmt;

/// Index of a node in [`Graph::nodes`]. Ids are positions: editing a graph renumbers them.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, PartialOrd, Ord, Serialize, Deserialize)]
#[serde(transparent)]
pub struct NodeId(pub u32);

impl NodeId {
    pub fn idx(self) -> usize {
        self.0 as usize
    }
}

#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum OpKind {
    Placeholder,
    GetAttr,
    CallFunction,
    CallMethod,
    CallModule,
    Output,
}

impl OpKind {
    pub fn as_str(self) -> &'static str {
        match self {
            OpKind::Placeholder => "placeholder",
            OpKind::GetAttr => "get_attr",
            OpKind::CallFunction => "call_function",
            OpKind::CallMethod => "call_method",
            OpKind::CallModule => "call_module",
            OpKind::Output => "output",
        }
    }
}

impl fmt::Display for OpKind {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.as_str())
    }
}

/// A parsed `torch.ops.<namespace>.<op>[.<overload>]` target.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct OpOverload<'a> {
    pub namespace: &'a str,
    pub op: &'a str,
    pub overload: Option<&'a str>,
}

/// Splits a call_function target. `torch.ops.aten.mul.Tensor` → aten/mul/Tensor,
/// `torch.ops.higher_order.invoke_quant` → higher_order/invoke_quant/None. `aten.mm.default`
/// (the short form patterns use) is accepted too.
pub fn parse_op_target(target: &str) -> Option<OpOverload<'_>> {
    let t = target.strip_prefix("torch.ops.").unwrap_or(target);
    let mut it = t.split('.');
    let namespace = it.next()?;
    let op = it.next()?;
    let overload = it.next();
    if it.next().is_some() || namespace.is_empty() || op.is_empty() {
        return None;
    }
    if !target.starts_with("torch.ops.")
        && !matches!(
            namespace,
            "aten" | "prims" | "higher_order" | "quantized_decomposed" | "inductor"
        )
    {
        return None;
    }
    Some(OpOverload { namespace, op, overload })
}

/// `aten.mul.Tensor` for `torch.ops.aten.mul.Tensor`; other targets unchanged.
pub fn short_target(target: &str) -> &str {
    target.strip_prefix("torch.ops.").unwrap_or(target)
}

pub const INVOKE_QUANT: &str = "torch.ops.higher_order.invoke_quant";
pub const INVOKE_QUANT_PACKED: &str = "torch.ops.higher_order.invoke_quant_packed";
pub const INVOKE_QUANT_CLASS: &str = "torch._higher_order_ops._invoke_quant.InvokeQuant";
pub const GETITEM: &str = "operator.getitem";

#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
pub struct Node {
    pub name: String,
    pub op: OpKind,
    /// call_function: the qualified callable (`torch.ops.aten.mm.default`, `operator.getitem`,
    /// `torch.sin`); call_method: the method name; get_attr: the attribute path; placeholder:
    /// the argument name; output: `output`.
    pub target: String,
    pub args: Vec<Arg>,
    pub kwargs: Vec<(String, Arg)>,
    pub meta: NodeMeta,
}

impl Node {
    pub fn new(name: impl Into<String>, op: OpKind, target: impl Into<String>) -> Node {
        Node {
            name: name.into(),
            op,
            target: target.into(),
            args: vec![],
            kwargs: vec![],
            meta: NodeMeta::default(),
        }
    }
    pub fn kwarg(&self, k: &str) -> Option<&Arg> {
        self.kwargs.iter().find(|(n, _)| n == k).map(|(_, a)| a)
    }
    /// Node references in args then kwargs, first occurrence order, without repeats (FX's
    /// `_input_nodes`).
    pub fn input_nodes(&self) -> Vec<NodeId> {
        let mut out = Vec::new();
        let mut push = |n: NodeId| {
            if !out.contains(&n) {
                out.push(n)
            }
        };
        for a in &self.args {
            a.for_each_node(&mut push);
        }
        for (_, a) in &self.kwargs {
            a.for_each_node(&mut push);
        }
        out
    }
    pub fn is_call(&self, target: &str) -> bool {
        self.op == OpKind::CallFunction && self.target == target
    }
    pub fn is_invoke_quant(&self) -> bool {
        self.is_call(INVOKE_QUANT)
    }
    /// For `invoke_quant(subgraph0, ...)`: the subgraph's get_attr node.
    pub fn subgraph_arg(&self) -> Option<NodeId> {
        self.args.first().and_then(Arg::as_node)
    }
    pub fn scheme(&self) -> Option<&str> {
        self.kwarg("scheme").and_then(Arg::as_str)
    }
}

#[derive(Debug, Clone, Default, PartialEq, Serialize, Deserialize)]
pub struct Graph {
    /// The class name FX printed (`<lambda>`, `GraphModule`, `subgraph0`).
    pub name: String,
    pub nodes: Vec<Node>,
    /// Nested graph modules in definition order, by attribute name.
    pub subgraphs: IndexMap<String, Graph>,
    /// Attributes the module holds that are not printed as graphs (parameters, buffers,
    /// constants, submodules the print form leaves out).
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub attrs: Vec<ModuleAttr>,
    /// Set for graphs printed by `_PyTreeCodeGen` (pytree inputs and outputs).
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub codegen: Option<PytreeCodegen>,
    /// Set for the graph of a printed `ExportedProgram`.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub export_signature: Option<ExportSignature>,
    /// What Dynamo assumed about the sizes, when the graph came from a TORCH_TRACE log that
    /// says: checked whenever the graph's symbols are bound.
    #[serde(skip)]
    pub shape_env: ShapeEnvRef,
}

/// A graph's [`ShapeEnv`](super::shape_env::ShapeEnv). Equality ignores it: it is what the
/// compiler assumed about the inputs, not part of the graph, so the post-grad stage of a log
/// equals the same graph printed to a file.
#[derive(Debug, Clone, Default)]
pub struct ShapeEnvRef(pub Option<std::sync::Arc<super::shape_env::ShapeEnv>>);

impl PartialEq for ShapeEnvRef {
    fn eq(&self, _: &ShapeEnvRef) -> bool {
        true
    }
}

#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
pub enum GraphError {
    #[error("duplicate node name `{0}`")]
    DuplicateName(String),
    #[error("node `{node}` uses `{used}`, which is not defined before it")]
    UseBeforeDef { node: String, used: String },
    #[error("node `{node}` refers to node #{id}, which does not exist")]
    DanglingRef { node: String, id: u32 },
    #[error("`{node}` = self.{target}, but no subgraph `{target}` is defined")]
    MissingSubgraph { node: String, target: String },
    #[error("the graph has {0} output nodes (expected exactly one, last)")]
    Output(usize),
    #[error("in subgraph `{name}`: {err}")]
    InSubgraph { name: String, err: Box<GraphError> },
    #[error("`{node}` still uses removed node `{removed}`")]
    StillUsed { node: String, removed: String },
    #[error("subgraphs nest deeper than {MAX_SUBGRAPH_DEPTH} levels")]
    TooDeep,
}

/// How deep subgraphs may nest (an invoke_quant inside an invoke_quant's subgraph is 2). Every
/// reader ends in [`Graph::verify`], which refuses deeper graphs, so the passes that recurse
/// over subgraphs (printing, lowering, specializing, matching) recurse at most this deep.
/// PyTorch's own nesting of higher-order ops is a handful of levels.
pub const MAX_SUBGRAPH_DEPTH: usize = 32;

impl Graph {
    pub fn new(name: impl Into<String>) -> Graph {
        Graph { name: name.into(), ..Default::default() }
    }
    pub fn node(&self, id: NodeId) -> &Node {
        &self.nodes[id.idx()]
    }
    pub fn get(&self, id: NodeId) -> Option<&Node> {
        self.nodes.get(id.idx())
    }
    pub fn ids(&self) -> impl DoubleEndedIterator<Item = NodeId> + ExactSizeIterator + '_ {
        (0..self.nodes.len() as u32).map(NodeId)
    }
    pub fn find(&self, name: &str) -> Option<NodeId> {
        self.nodes.iter().position(|n| n.name == name).map(|i| NodeId(i as u32))
    }
    pub fn push(&mut self, node: Node) -> NodeId {
        self.nodes.push(node);
        NodeId(self.nodes.len() as u32 - 1)
    }
    pub fn placeholders(&self) -> impl Iterator<Item = NodeId> + '_ {
        self.ids().filter(|&i| self.node(i).op == OpKind::Placeholder)
    }
    pub fn output(&self) -> Option<NodeId> {
        self.ids().rev().find(|&i| self.node(i).op == OpKind::Output)
    }
    /// Values the output node returns (the elements of `return (a, b)`, or `[a]` for `return a`).
    pub fn output_values(&self) -> Vec<Arg> {
        let Some(o) = self.output() else { return vec![] };
        match self.node(o).args.first() {
            Some(Arg::Tuple(v)) | Some(Arg::List(v)) => v.clone(),
            Some(a) => vec![a.clone()],
            None => vec![],
        }
    }
    /// Users of every node, in program order (FX's `node.users`).
    pub fn users(&self) -> Vec<Vec<NodeId>> {
        let mut users = vec![Vec::new(); self.nodes.len()];
        for id in self.ids() {
            for inp in self.node(id).input_nodes() {
                if let Some(u) = users.get_mut(inp.idx()) {
                    u.push(id);
                }
            }
        }
        users
    }
    /// The dataflow graph as petgraph (node weights are ids; edge `a → b` when `b` uses `a`).
    pub fn to_petgraph(&self) -> DiGraph<NodeId, ()> {
        let mut g = DiGraph::with_capacity(self.nodes.len(), self.nodes.len() * 2);
        let idx: Vec<_> = self.ids().map(|i| g.add_node(i)).collect();
        for id in self.ids() {
            for inp in self.node(id).input_nodes() {
                if let Some(&a) = idx.get(inp.idx()) {
                    g.add_edge(a, idx[id.idx()], ());
                }
            }
        }
        g
    }
    /// A topological order; `Err` names a node on a cycle.
    pub fn topo_order(&self) -> Result<Vec<NodeId>, String> {
        let g = self.to_petgraph();
        petgraph::algo::toposort(&g, None).map(|v| v.into_iter().map(|i| g[i]).collect()).map_err(
            |c| self.nodes.get(g[c.node_id()].idx()).map(|n| n.name.clone()).unwrap_or_default(),
        )
    }
    /// All nodes reachable from `from` along uses.
    pub fn descendants(&self, from: NodeId) -> Vec<NodeId> {
        let g = self.to_petgraph();
        let mut dfs = petgraph::visit::Dfs::new(&g, petgraph::graph::NodeIndex::new(from.idx()));
        let mut out = Vec::new();
        while let Some(n) = dfs.next(&g) {
            if g[n] != from {
                out.push(g[n]);
            }
        }
        out.sort();
        out
    }
    /// FX's invariants: unique names, every use after its definition, one trailing output,
    /// get_attr targets that higher-order ops call resolve to subgraphs. Checks nested subgraphs
    /// too.
    pub fn verify(&self) -> Result<(), GraphError> {
        // Iteratively, before anything recurses.
        let mut stack = vec![(self, 0usize)];
        while let Some((g, depth)) = stack.pop() {
            if depth > MAX_SUBGRAPH_DEPTH {
                return Err(GraphError::TooDeep);
            }
            stack.extend(g.subgraphs.values().map(|sg| (sg, depth + 1)));
        }
        self.verify_nodes()
    }

    fn verify_nodes(&self) -> Result<(), GraphError> {
        let mut seen: HashMap<&str, NodeId> = HashMap::new();
        for id in self.ids() {
            let n = self.node(id);
            if seen.insert(&n.name, id).is_some() {
                return Err(GraphError::DuplicateName(n.name.clone()));
            }
            for inp in n.input_nodes() {
                match self.get(inp) {
                    None => {
                        return Err(GraphError::DanglingRef { node: n.name.clone(), id: inp.0 });
                    }
                    Some(u) if inp >= id => {
                        return Err(GraphError::UseBeforeDef {
                            node: n.name.clone(),
                            used: u.name.clone(),
                        });
                    }
                    Some(_) => {}
                }
            }
        }
        // A get_attr names a parameter, buffer or constant unless a higher-order op calls it:
        // then its graph must be here, or be known as left out of the print.
        if let Some(&id) = self.missing_modules().first() {
            let u = self.node(id);
            return Err(GraphError::MissingSubgraph {
                node: u.name.clone(),
                target: u.target.clone(),
            });
        }
        let outputs = self.nodes.iter().filter(|n| n.op == OpKind::Output).count();
        if outputs != 1 || self.nodes.last().map(|n| n.op) != Some(OpKind::Output) {
            return Err(GraphError::Output(outputs));
        }
        for (name, sg) in &self.subgraphs {
            sg.verify_nodes()
                .map_err(|e| GraphError::InSubgraph { name: name.clone(), err: Box::new(e) })?;
        }
        Ok(())
    }
    /// get_attr nodes that a higher-order op calls but that name no module here (neither a
    /// printed subgraph nor a submodule known to be left out of the print).
    pub fn missing_modules(&self) -> Vec<NodeId> {
        let mut out: Vec<NodeId> = self
            .nodes
            .iter()
            .filter(|n| {
                n.op == OpKind::CallFunction && n.target.starts_with("torch.ops.higher_order.")
            })
            .flat_map(|n| n.input_nodes())
            .filter(|&a| {
                self.get(a).is_some_and(|u| u.op == OpKind::GetAttr && !self.has_module(&u.target))
            })
            .collect();
        out.sort();
        out.dedup();
        out
    }
    /// Records every [`Graph::missing_modules`] target as a submodule the print form leaves
    /// out (`print(gm.graph)`, `gm.code` never print subgraphs).
    pub fn record_unprinted_submodules(&mut self) {
        for id in self.missing_modules() {
            let name = self.node(id).target.clone();
            self.attrs.push(ModuleAttr { name, kind: AttrKind::Submodule, value: None });
        }
    }
    /// Whether `target` names a subgraph printed here or a submodule the print left out.
    pub fn has_module(&self, target: &str) -> bool {
        self.subgraphs.contains_key(target)
            || self.attrs.iter().any(|a| a.name == target && a.kind == AttrKind::Submodule)
    }
    /// What the module says about attribute `target`, if it is not a printed subgraph.
    pub fn attr(&self, target: &str) -> Option<&ModuleAttr> {
        self.attrs.iter().find(|a| a.name == target)
    }
    /// The subgraph a node shows nested, as the canvas and the outline expand it: a
    /// higher-order op with one subgraph (invoke_quant, invoke_subgraph, wrap_with_autocast)
    /// shows it on the call; where a call takes several (cond's branches, while_loop's cond and
    /// body, flex_attention's score and mask graphs), each get_attr node shows its own.
    pub fn called_subgraph(&self, id: NodeId) -> Option<(&str, &Graph)> {
        let n = self.get(id)?;
        let named = |a: NodeId| {
            let u = self.get(a)?;
            (u.op == OpKind::GetAttr).then_some(())?;
            self.subgraphs.get_key_value(&u.target).map(|(k, g)| (k.as_str(), g))
        };
        match n.op {
            OpKind::CallFunction => {
                let mut subs = n.input_nodes().into_iter().filter_map(named);
                let first = subs.next()?;
                subs.next().is_none().then_some(first)
            }
            OpKind::GetAttr => {
                let own = named(id)?;
                // Its first user shows it when that user calls only this one subgraph.
                let user =
                    self.nodes[id.idx() + 1..].iter().find(|u| u.input_nodes().contains(&id));
                let shown_by_user = user.is_some_and(|u| {
                    u.op == OpKind::CallFunction
                        && u.input_nodes().into_iter().filter_map(named).count() == 1
                });
                (!shown_by_user).then_some(own)
            }
            _ => None,
        }
    }
    /// Node count including nested subgraphs.
    pub fn total_nodes(&self) -> usize {
        self.nodes.len() + self.subgraphs.values().map(Graph::total_nodes).sum::<usize>()
    }
    /// Removes the nodes for which `keep` is false and renumbers references. A removed node
    /// that is still used makes this fail with the user's name, and the graph is left unchanged.
    pub fn retain(&mut self, keep: impl Fn(NodeId, &Node) -> bool) -> Result<(), GraphError> {
        let mut remap = vec![None; self.nodes.len()];
        let mut next = 0u32;
        for id in self.ids() {
            if keep(id, self.node(id)) {
                remap[id.idx()] = Some(NodeId(next));
                next += 1;
            }
        }
        for id in self.ids() {
            if remap[id.idx()].is_none() {
                continue;
            }
            for inp in self.node(id).input_nodes() {
                if remap.get(inp.idx()).copied().flatten().is_none() {
                    return Err(GraphError::StillUsed {
                        node: self.node(id).name.clone(),
                        removed: self.node(inp).name.clone(),
                    });
                }
            }
        }
        let old = std::mem::take(&mut self.nodes);
        for (i, mut n) in old.into_iter().enumerate() {
            if remap[i].is_none() {
                continue;
            }
            let mut f = |x: NodeId| remap[x.idx()].unwrap_or(x);
            n.args = n.args.iter().map(|a| a.map_nodes(&mut f)).collect();
            n.kwargs = n.kwargs.iter().map(|(k, a)| (k.clone(), a.map_nodes(&mut f))).collect();
            self.nodes.push(n);
        }
        Ok(())
    }
    /// Replaces every use of `old` by `new` (FX's `replace_all_uses_with`).
    pub fn replace_all_uses(&mut self, old: NodeId, new: NodeId) {
        let mut f = |x: NodeId| if x == old { new } else { x };
        for n in &mut self.nodes {
            n.args = n.args.iter().map(|a| a.map_nodes(&mut f)).collect();
            n.kwargs = n.kwargs.iter().map(|(k, a)| (k.clone(), a.map_nodes(&mut f))).collect();
        }
    }
    /// Inserts `node` at position `at`, shifting later ids by one.
    pub fn insert(&mut self, at: NodeId, node: Node) -> NodeId {
        let mut f = |x: NodeId| if x >= at { NodeId(x.0 + 1) } else { x };
        for n in &mut self.nodes {
            n.args = n.args.iter().map(|a| a.map_nodes(&mut f)).collect();
            n.kwargs = n.kwargs.iter().map(|(k, a)| (k.clone(), a.map_nodes(&mut f))).collect();
        }
        self.nodes.insert(at.idx(), node);
        at
    }
    /// A name not used in this graph, FX-style: `base`, then `base_1`, `base_2`, ...
    pub fn fresh_name(&self, base: &str) -> String {
        if self.find(base).is_none() {
            return base.to_string();
        }
        (1..).map(|i| format!("{base}_{i}")).find(|n| self.find(n).is_none()).unwrap_or_default()
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::ir::Arg;

    fn tiny() -> Graph {
        let mut g = Graph::new("t");
        let x = g.push(Node::new("x", OpKind::Placeholder, "x"));
        let mut m = Node::new("mul", OpKind::CallFunction, "torch.ops.aten.mul.Tensor");
        m.args = vec![Arg::Node(x), Arg::Node(x)];
        let m = g.push(m);
        let mut o = Node::new("output", OpKind::Output, "output");
        o.args = vec![Arg::Tuple(vec![Arg::Node(m)])];
        g.push(o);
        g
    }

    #[test]
    fn users_topo_and_verify() {
        let g = tiny();
        g.verify().unwrap();
        assert_eq!(g.users()[0], vec![NodeId(1)]);
        assert_eq!(g.topo_order().unwrap(), vec![NodeId(0), NodeId(1), NodeId(2)]);
        assert_eq!(g.descendants(NodeId(0)), vec![NodeId(1), NodeId(2)]);
        let p = parse_op_target("torch.ops.aten.mul.Tensor").unwrap();
        assert_eq!((p.namespace, p.op, p.overload), ("aten", "mul", Some("Tensor")));
        assert_eq!(parse_op_target("torch.sin"), None);
    }

    #[test]
    fn retain_refuses_to_drop_used_nodes() {
        let mut g = tiny();
        let before = g.clone();
        assert!(g.retain(|id, _| id != NodeId(1)).is_err());
        assert_eq!(g, before);
        let mut dup = tiny();
        dup.nodes[1].name = "x".into();
        assert_eq!(dup.verify(), Err(GraphError::DuplicateName("x".into())));
    }
}
