//! `PatternExpr._match` for every class, `MatchContext`'s memoization and `Match`/`FailedMatch`,
//! ported from `torch/_inductor/pattern_matcher.py` (torch 2.15) check by check.
use super::expr::{CallExpr, ExprId, Pattern, PatternExpr, Slot, Target, Users};
use super::failure::{FailedMatch, Reason};
use crate::ir::{Arg as Value, Graph, Node, NodeId, OpKind, UserLists, parse_op_target};
use indexmap::IndexMap;
use std::cell::Cell;

/// A successful match: the captured `Arg()`s (depth first), `KeywordArg`s, the matched nodes
/// (children before parents, the anchor last) and, per pattern output, the node it bound.
#[derive(Debug, Clone, PartialEq)]
pub struct Match {
    pub args: Vec<Value>,
    pub kwargs: IndexMap<String, Value>,
    pub nodes: Vec<NodeId>,
    pub outputs: Vec<Option<NodeId>>,
}

impl Match {
    fn empty() -> Match {
        Match { args: vec![], kwargs: IndexMap::new(), nodes: vec![], outputs: vec![] }
    }
    /// `Match.extend`: a keyword bound twice must bind the same value.
    fn extend(&mut self, other: Match) -> Result<(), FailedMatch> {
        if self.args.is_empty() && self.nodes.is_empty() && self.kwargs.is_empty() {
            // Nothing to check against or append to: take the other's buffers as they are.
            self.args = other.args;
            self.nodes = other.nodes;
            self.kwargs = other.kwargs;
            return Ok(());
        }
        if !self.kwargs.is_empty() {
            for (k, v) in &other.kwargs {
                if let Some(mine) = self.kwargs.get(k)
                    && !py_eq(mine, v)
                {
                    return Err(FailedMatch::raised(Reason::KwargMismatch(k.clone())));
                }
            }
        }
        self.args.extend(other.args);
        self.nodes.extend(other.nodes);
        self.kwargs.extend(other.kwargs);
        Ok(())
    }
    fn bundle(mut self) -> Match {
        self.args = if self.args.is_empty() {
            vec![]
        } else {
            vec![Value::Tuple(std::mem::take(&mut self.args))]
        };
        self
    }
    /// The node of the first bound output (`Match.output_node()`).
    pub fn output_node(&self) -> Option<NodeId> {
        self.outputs.iter().flatten().next().copied()
    }
}

/// Python's `==` between two values the matcher compares (numbers across int/float/bool).
pub fn py_eq(a: &Value, b: &Value) -> bool {
    match (a, b) {
        (Value::Node(x), Value::Node(y)) => x == y,
        (Value::Node(_), _) | (_, Value::Node(_)) => false,
        (Value::List(x), Value::List(y)) | (Value::Tuple(x), Value::Tuple(y)) => {
            x.len() == y.len() && x.iter().zip(y).all(|(a, b)| py_eq(a, b))
        }
        (Value::Str(x), Value::Str(y)) => x == y,
        (Value::None, Value::None) => true,
        (Value::Dtype(x), Value::Dtype(y)) => x == y,
        (Value::Device(x), Value::Device(y)) => x == y,
        (Value::MemoryFormat(x), Value::MemoryFormat(y))
        | (Value::Layout(x), Value::Layout(y))
        | (Value::Raw(x), Value::Raw(y)) => x == y,
        (Value::Int(x), Value::Int(y)) => x == y,
        _ => match (a.as_f64(), b.as_f64()) {
            (Some(x), Some(y)) => x == y,
            _ => false,
        },
    }
}

/// Whether a call pattern's targets include the node's (`_TargetExpr._match_fns`).
pub fn matches_fns(c: &CallExpr, node: &Node) -> bool {
    node.op == c.kind.op_kind() && c.fns.iter().any(|t| target_matches(t, node))
}

fn target_matches(t: &Target, node: &Node) -> bool {
    match t {
        // `parse_op_target` on the node's target, compared piece by piece without splitting: this
        // runs for every (node, pattern) pair a pass tries.
        Target::Op { namespace, op, overload } => {
            let plain = |s: &str| !s.is_empty() && !s.contains('.');
            let Some(rest) = node
                .target
                .strip_prefix("torch.ops.")
                .and_then(|r| r.strip_prefix(namespace.as_str()))
                .and_then(|r| r.strip_prefix('.'))
            else {
                return false;
            };
            let Some(rest) = rest.strip_prefix(op.as_str()) else { return false };
            let node_overload = match rest {
                "" => None,
                r => match r.strip_prefix('.') {
                    Some(o) if !o.contains('.') => Some(o),
                    _ => return false,
                },
            };
            plain(namespace)
                && plain(op)
                && overload.as_deref().is_none_or(|o| node_overload == Some(o))
        }
        Target::Hop(n) => node.target.strip_prefix("torch.ops.higher_order.") == Some(n.as_str()),
        Target::Python(s) => {
            node.target.strip_prefix('_') == Some(s.as_str())
                || crate::op::fx_global_names(&node.target, s)
        }
        Target::Name(s) => node.target == *s,
    }
}

/// `_match_fns` answers for one pattern over one graph: whether call sub-pattern `e` accepts
/// the nodes of (op, target) class `c`. A pass asks the same few questions for every node, and
/// each answer compares target strings.
pub struct FnsMemo<'a> {
    class_of: &'a [u32],
    classes: usize,
    /// `e * classes + c`: 0 unknown, 1 no, 2 yes.
    cells: Vec<Cell<u8>>,
}

impl<'a> FnsMemo<'a> {
    /// `class_of[node]`: the node's class, below `classes`.
    pub fn new(pattern: &Pattern, class_of: &'a [u32], classes: usize) -> FnsMemo<'a> {
        FnsMemo { class_of, classes, cells: vec![Cell::new(0); pattern.exprs.len() * classes] }
    }
    fn accepts(&self, id: ExprId, n: NodeId, compute: impl FnOnce() -> bool) -> bool {
        let cell = self
            .class_of
            .get(n.idx())
            .and_then(|&c| self.cells.get(id.idx() * self.classes + c as usize));
        let Some(cell) = cell else { return compute() };
        match cell.get() {
            0 => {
                let yes = compute();
                cell.set(1 + yes as u8);
                yes
            }
            v => v == 2,
        }
    }
}

/// A context's outputs: the pattern itself or a `MultiOutputPattern`'s list (borrowed from the
/// pattern, so a context costs no allocation for them).
#[derive(Debug, Clone, Copy)]
pub enum Outputs<'a> {
    One(ExprId),
    Many(&'a [Option<ExprId>]),
}

impl Outputs<'_> {
    fn contains(self, id: ExprId) -> bool {
        match self {
            Outputs::One(o) => o == id,
            Outputs::Many(v) => v.contains(&Some(id)),
        }
    }
    fn iter(&self) -> impl Iterator<Item = Option<ExprId>> + '_ {
        let (one, many) = match self {
            Outputs::One(o) => (Some(Some(*o)), &[][..]),
            Outputs::Many(v) => (None, *v),
        };
        one.into_iter().chain(many.iter().copied())
    }
}

/// `MatchContext`: the pattern's outputs (exempt from `_users`), the memo of which node each
/// sub-pattern bound, and the nodes `ExclusiveKeywordArg`s took.
pub struct MatchContext<'a> {
    pub pattern: &'a Pattern,
    pub graph: &'a Graph,
    pub users: &'a dyn UserLists,
    fns: Option<&'a FnsMemo<'a>>,
    outputs: Outputs<'a>,
    pattern_to_node: Vec<Option<Option<Value>>>,
    exclusive: Vec<Value>,
}

impl<'a> MatchContext<'a> {
    pub fn new(
        pattern: &'a Pattern,
        graph: &'a Graph,
        users: &'a dyn UserLists,
        outputs: Outputs<'a>,
    ) -> Self {
        let mut pattern_to_node = Vec::with_capacity(pattern.exprs.len());
        pattern_to_node.resize_with(pattern.exprs.len(), || None);
        MatchContext {
            pattern,
            graph,
            users,
            fns: None,
            outputs,
            pattern_to_node,
            exclusive: vec![],
        }
    }

    fn child(&self, seeded: Vec<Option<Option<Value>>>) -> MatchContext<'a> {
        MatchContext {
            pattern: self.pattern,
            graph: self.graph,
            users: self.users,
            fns: self.fns,
            outputs: self.outputs,
            pattern_to_node: seeded,
            exclusive: vec![],
        }
    }

    /// `_match_fns` for call sub-pattern `id` on node `n`, through the pass's memo if any.
    fn accepts(&self, id: ExprId, c: &CallExpr, n: NodeId, node: &Node) -> bool {
        match self.fns {
            Some(memo) => memo.accepts(id, n, || matches_fns(c, node)),
            None => matches_fns(c, node),
        }
    }

    /// `ctx.match`: a sub-pattern already bound must see the same node again.
    pub fn match_expr(&mut self, id: ExprId, v: &Value) -> Result<Match, FailedMatch> {
        if let Some(bound) = &self.pattern_to_node[id.idx()] {
            return match bound {
                Some(b) if py_eq(b, v) => Ok(Match::empty()),
                _ => Err(FailedMatch::new(Reason::RepeatedPatternDiffers, v.as_node(), id)),
            };
        }
        let m = self.dispatch(id, v);
        if m.as_ref().is_err_and(|f| f.raised) {
            return m;
        }
        self.pattern_to_node[id.idx()] = Some(if m.is_ok() { Some(v.clone()) } else { None });
        m
    }

    fn bound_node(&self, id: ExprId) -> Option<NodeId> {
        self.pattern_to_node[id.idx()].as_ref().and_then(|b| b.as_ref()).and_then(Value::as_node)
    }

    /// Patterns bound to a node with `_users` > 1 (`filter_multi_user_patterns`).
    fn multi_user_seed(&self) -> Vec<Option<Option<Value>>> {
        self.pattern_to_node
            .iter()
            .enumerate()
            .map(|(i, b)| match b {
                Some(Some(v)) if self.pattern.has_multiple_users(ExprId(i as u32)) => {
                    Some(Some(v.clone()))
                }
                _ => None,
            })
            .collect()
    }

    fn dispatch(&mut self, id: ExprId, v: &Value) -> Result<Match, FailedMatch> {
        let pattern = self.pattern;
        match pattern.expr(id) {
            PatternExpr::Arg => Ok(Match { args: vec![v.clone()], ..Match::empty() }),
            PatternExpr::Ignored => Ok(Match::empty()),
            PatternExpr::KeywordArg(n) => {
                Ok(Match { kwargs: IndexMap::from([(n.clone(), v.clone())]), ..Match::empty() })
            }
            PatternExpr::ExclusiveKeywordArg(n) => {
                if self.exclusive.iter().any(|e| py_eq(e, v)) {
                    return Err(FailedMatch::new(Reason::ExclusiveArgTwice, v.as_node(), id));
                }
                self.exclusive.push(v.clone());
                Ok(Match { kwargs: IndexMap::from([(n.clone(), v.clone())]), ..Match::empty() })
            }
            PatternExpr::Call(c) if c.var_args => self.match_var_args(id, c, v),
            PatternExpr::Call(c) => self.match_call(id, c, v),
            PatternExpr::ListOf { pattern: inner, partial } => {
                self.match_list(id, *inner, *partial, v)
            }
            PatternExpr::MultiOutput(outs) => {
                let Some(Some(first)) = outs.first() else {
                    return Err(FailedMatch::new(Reason::NoAnchorFound, None, id));
                };
                let mut m = self.match_expr(*first, v)?;
                for p in outs.iter().skip(1).flatten() {
                    let child = self.match_from_anchors(*p)?;
                    m.extend(child)?;
                }
                Ok(m)
            }
            PatternExpr::Repeated(inner) => {
                let mut m = self.match_expr(*inner, v)?;
                self.pattern_to_node[inner.idx()] = None;
                let mut searched: Vec<NodeId> = v.as_node().into_iter().collect();
                for anchor in self.find_anchor_nodes(*inner, &mut searched).into_iter().flatten() {
                    let mut fresh =
                        MatchContext::new(pattern, self.graph, self.users, Outputs::One(id));
                    fresh.fns = self.fns;
                    let am = fresh.match_expr(*inner, &anchor)?;
                    m.extend(am)?;
                }
                Ok(m)
            }
        }
    }

    fn match_var_args(
        &mut self,
        id: ExprId,
        c: &CallExpr,
        v: &Value,
    ) -> Result<Match, FailedMatch> {
        let node = v.as_node().and_then(|n| self.graph.get(n).map(|x| (n, x)));
        let Some((nid, node)) = node.filter(|&(i, n)| self.accepts(id, c, i, n)) else {
            return Err(FailedMatch::new(Reason::FunctionMismatchBare, v.as_node(), id));
        };
        if !self.users_ok(id, c, nid) {
            return Err(FailedMatch::new(Reason::MultipleUsersBare, Some(nid), id));
        }
        let mut m = Match { args: node.args.clone(), nodes: vec![nid], ..Match::empty() };
        m.kwargs.extend(node.kwargs.iter().cloned());
        Ok(m)
    }

    fn users_ok(&self, id: ExprId, c: &CallExpr, n: NodeId) -> bool {
        self.outputs.contains(id)
            || match c.users {
                Users::Multiple => true,
                Users::Exactly(k) => self.users.users_of(n).len() == k,
            }
    }

    fn match_call(&mut self, id: ExprId, c: &CallExpr, v: &Value) -> Result<Match, FailedMatch> {
        let node = v.as_node().and_then(|n| self.graph.get(n).map(|x| (n, x)));
        let Some((nid, node)) =
            node.filter(|&(i, n)| n.args.len() == c.args.len() && self.accepts(id, c, i, n))
        else {
            return Err(FailedMatch::new(Reason::FunctionMismatch, v.as_node(), id));
        };
        if !self.users_ok(id, c, nid) {
            return Err(FailedMatch::new(Reason::MultipleUsers, Some(nid), id));
        }
        // Inductor would fill missing kwargs from the op's schema (`normalize_function`); we
        // have no schemas, so a pattern kwarg the node does not spell out cannot be checked.
        if node.kwargs.len() < c.kwargs.len() {
            return Err(FailedMatch::new(Reason::FunctionMismatch, Some(nid), id));
        }
        if has_undeclared_non_default_kwarg(node, c) {
            return Err(FailedMatch::new(Reason::UndeclaredKwarg, Some(nid), id));
        }
        let kwargs: Vec<&(String, Value)> =
            node.kwargs.iter().filter(|(k, _)| c.kwargs.iter().any(|(pk, _)| pk == k)).collect();
        let mut m = Match::empty();
        if !c.has_nested() {
            let order_ok = kwargs.len() == c.kwargs.len()
                && kwargs.iter().zip(&c.kwargs).all(|((a, _), (b, _))| a == b);
            if !order_ok {
                let spec = |keys: Vec<&str>| {
                    format!(
                        "({}, {})",
                        c.args.len(),
                        keys.iter().map(|k| format!("'{k}'")).collect::<Vec<_>>().join(", ")
                    )
                };
                return Err(FailedMatch::new(
                    Reason::ArgsStructure {
                        node_spec: spec(kwargs.iter().map(|(k, _)| k.as_str()).collect()),
                        pattern_spec: spec(c.kwargs.iter().map(|(k, _)| k.as_str()).collect()),
                    },
                    Some(nid),
                    id,
                ));
            }
            let slots = c
                .args
                .iter()
                .zip(&node.args)
                .chain(c.kwargs.iter().map(|(_, s)| s).zip(kwargs.iter().map(|(_, a)| a)));
            for (leaf, (slot, child)) in slots.enumerate() {
                // The path of a plain argument: its position, or its keyword.
                let path = || {
                    if leaf < node.args.len() {
                        leaf.to_string()
                    } else {
                        kwargs
                            .get(leaf - node.args.len())
                            .map(|(k, _)| k.clone())
                            .unwrap_or_default()
                    }
                };
                self.match_slot(&mut m, slot, child, path, nid, id)?;
            }
        } else {
            // Same pytree structure, compared in place (flattening allocates; it is done only to
            // spell a mismatch).
            let pairs = || {
                c.args
                    .iter()
                    .zip(&node.args)
                    .chain(c.kwargs.iter().map(|(_, s)| s).zip(kwargs.iter().map(|(_, a)| a)))
            };
            let same_keys = kwargs.len() == c.kwargs.len()
                && kwargs.iter().zip(&c.kwargs).all(|((a, _), (b, _))| a == b);
            if same_keys && pairs().all(|(s, a)| same_shape(s, a)) {
                let mut leaf = 0;
                for (slot, child) in pairs() {
                    self.match_leaves(
                        &mut m,
                        slot,
                        child,
                        &mut leaf,
                        (&node.args, &kwargs),
                        nid,
                        id,
                    )?;
                }
                m.nodes.push(nid);
                return Ok(m);
            }
            let nspec: Vec<Spec> =
                node.args.iter().chain(kwargs.iter().map(|(_, a)| a)).map(value_spec).collect();
            let pspec: Vec<Spec> =
                c.args.iter().chain(c.kwargs.iter().map(|(_, s)| s)).map(slot_spec).collect();
            let nk: Vec<&str> = kwargs.iter().map(|(k, _)| k.as_str()).collect();
            let pk: Vec<&str> = c.kwargs.iter().map(|(k, _)| k.as_str()).collect();
            let nspec = render_spec(&nspec[..node.args.len()], &nspec[node.args.len()..], &nk);
            let pspec = render_spec(&pspec[..c.args.len()], &pspec[c.args.len()..], &pk);
            return Err(FailedMatch::new(
                Reason::ArgsStructure { node_spec: nspec, pattern_spec: pspec },
                Some(nid),
                id,
            ));
        }
        m.nodes.push(nid);
        Ok(m)
    }

    /// The leaves of one argument whose structure equals the slot's, in pytree order; `leaf`
    /// counts them across the call's arguments (for the path of a mismatch).
    #[allow(clippy::too_many_arguments)]
    fn match_leaves(
        &mut self,
        m: &mut Match,
        slot: &Slot,
        child: &Value,
        leaf: &mut usize,
        node_args: (&[Value], &[&(String, Value)]),
        nid: NodeId,
        id: ExprId,
    ) -> Result<(), FailedMatch> {
        match (slot, child) {
            (Slot::List(ss) | Slot::Tuple(ss), Value::List(vs) | Value::Tuple(vs)) => {
                for (s, v) in ss.iter().zip(vs) {
                    self.match_leaves(m, s, v, leaf, node_args, nid, id)?;
                }
                Ok(())
            }
            // `None` is a node with no children in pytree: no leaf on either side.
            (Slot::Const(Value::None), Value::None) => Ok(()),
            _ => {
                let i = *leaf;
                *leaf += 1;
                self.match_slot(m, slot, child, || leaf_path(node_args.0, node_args.1, i), nid, id)
            }
        }
    }

    /// One leaf of a call's (flattened) arguments: a sub-pattern to match, or a constant that
    /// must be equal. `path` spells the argument (`1`, `scheme`, `args[1][0]`) for a mismatch.
    fn match_slot(
        &mut self,
        m: &mut Match,
        slot: &Slot,
        child: &Value,
        path: impl FnOnce() -> String,
        nid: NodeId,
        id: ExprId,
    ) -> Result<(), FailedMatch> {
        match slot {
            Slot::Pat(p) => {
                let cm = self.match_expr(*p, child)?;
                m.extend(cm)
            }
            Slot::Const(k) => {
                if matches!(child, Value::Node(_)) || !py_eq(child, k) {
                    let reason = Reason::ConstantArgs { found: child.clone(), expected: k.clone() };
                    return Err(FailedMatch {
                        arg: Some(path()),
                        ..FailedMatch::new(reason, Some(nid), id)
                    });
                }
                Ok(())
            }
            // Flattening leaves only patterns and constants.
            Slot::List(_) | Slot::Tuple(_) => Ok(()),
        }
    }

    fn match_list(
        &mut self,
        id: ExprId,
        inner: ExprId,
        partial: bool,
        v: &Value,
    ) -> Result<Match, FailedMatch> {
        let items = match v {
            Value::List(items) | Value::Tuple(items) if !items.is_empty() => items,
            _ => return Err(FailedMatch::new(Reason::NonList, v.as_node(), id)),
        };
        let mut m = Match::empty();
        let mut seed = self.multi_user_seed();
        let mut matched = false;
        for (i, item) in items.iter().enumerate() {
            let mut child = self.child(seed);
            let cm = child.match_expr(inner, item);
            seed = child.multi_user_seed();
            match cm {
                Err(f) if f.raised => return Err(f),
                Err(f) if !partial => {
                    return Err(FailedMatch::new(
                        Reason::ListItem { index: i, inner: Box::new(f) },
                        v.as_node(),
                        id,
                    ));
                }
                Err(_) => continue,
                Ok(cm) => {
                    matched = true;
                    m.extend(cm.bundle())?;
                }
            }
        }
        if !matched {
            return Err(FailedMatch::new(Reason::ListNoMatch, None, id));
        }
        Ok(m.bundle())
    }

    fn match_from_anchors(&mut self, p: ExprId) -> Result<Match, FailedMatch> {
        let prior = self.pattern_to_node.clone();
        let mut last = Err(FailedMatch::new(Reason::NoAnchorFound, None, p));
        for anchor in self.find_anchor_nodes(p, &mut Vec::new()) {
            let anchor = anchor.unwrap_or(Value::None);
            last = self.match_expr(p, &anchor);
            match &last {
                Ok(_) => return last,
                Err(f) if f.raised => return last,
                Err(_) => self.pattern_to_node = prior.clone(),
            }
        }
        last
    }

    /// Candidate nodes for a not-yet-matched output: users of nodes already bound below it.
    fn find_anchor_nodes(&self, id: ExprId, searched: &mut Vec<NodeId>) -> Vec<Option<Value>> {
        if let Some(b) = &self.pattern_to_node[id.idx()] {
            return vec![b.clone()];
        }
        let PatternExpr::Call(c) = self.pattern.expr(id) else { return vec![] };
        if c.var_args {
            return vec![];
        }
        let mut children = Vec::new();
        for s in c.args.iter().chain(c.kwargs.iter().map(|(_, s)| s)) {
            slot_patterns(s, &mut children);
        }
        let mut out = Vec::new();
        for child in children {
            for other in self.find_anchor_nodes(child, searched) {
                let Some(Value::Node(other)) = other else { continue };
                for &u in self.users.users_of(other) {
                    if !searched.contains(&u)
                        && self.graph.get(u).is_some_and(|n| self.accepts(id, c, u, n))
                    {
                        out.push(Some(Value::Node(u)));
                        searched.push(u);
                    }
                }
            }
        }
        out
    }
}

fn slot_patterns(s: &Slot, out: &mut Vec<ExprId>) {
    match s {
        Slot::Pat(p) => out.push(*p),
        Slot::List(v) | Slot::Tuple(v) => v.iter().for_each(|s| slot_patterns(s, out)),
        Slot::Const(_) => {}
    }
}

/// A pytree spec: leaves, `None` (a node with no children) and sequences (lists and tuples
/// both become tuples in Inductor's normalization).
#[derive(Debug, Clone, PartialEq)]
enum Spec {
    Leaf,
    None,
    Seq(Vec<Spec>),
}

/// Whether a slot and a value flatten to the same pytree spec ([`slot_spec`] and
/// [`value_spec`] are equal).
fn same_shape(s: &Slot, v: &Value) -> bool {
    match (s, v) {
        (Slot::Const(Value::None), Value::None) => true,
        (Slot::List(ss) | Slot::Tuple(ss), Value::List(vs) | Value::Tuple(vs)) => {
            ss.len() == vs.len() && ss.iter().zip(vs).all(|(s, v)| same_shape(s, v))
        }
        (Slot::Const(Value::None) | Slot::List(_) | Slot::Tuple(_), _)
        | (_, Value::None | Value::List(_) | Value::Tuple(_)) => false,
        _ => true,
    }
}

fn value_spec(a: &Value) -> Spec {
    match a {
        Value::None => Spec::None,
        Value::List(items) | Value::Tuple(items) => {
            Spec::Seq(items.iter().map(value_spec).collect())
        }
        _ => Spec::Leaf,
    }
}

/// The pytree path of leaf number `leaf` of a node's args then kwargs (`args[1][0]`, `scheme`),
/// in pytree order.
fn leaf_path(args: &[Value], kwargs: &[&(String, Value)], leaf: usize) -> String {
    fn walk(a: &Value, path: &str, out: &mut Vec<String>) {
        match a {
            Value::None => {}
            Value::List(items) | Value::Tuple(items) => {
                items.iter().enumerate().for_each(|(i, it)| walk(it, &format!("{path}[{i}]"), out))
            }
            _ => out.push(path.to_string()),
        }
    }
    let mut paths = Vec::new();
    for (i, a) in args.iter().enumerate() {
        walk(a, &format!("args[{i}]"), &mut paths);
    }
    for (k, a) in kwargs {
        walk(a, k, &mut paths);
    }
    paths.into_iter().nth(leaf).unwrap_or_default()
}

fn slot_spec(s: &Slot) -> Spec {
    match s {
        Slot::Const(Value::None) => Spec::None,
        Slot::List(items) | Slot::Tuple(items) => Spec::Seq(items.iter().map(slot_spec).collect()),
        _ => Spec::Leaf,
    }
}

fn render_spec(args: &[Spec], kwargs: &[Spec], keys: &[&str]) -> String {
    fn one(s: &Spec) -> String {
        match s {
            Spec::Leaf => "*".into(),
            Spec::None => "None".into(),
            Spec::Seq(v) => format!("({})", v.iter().map(one).collect::<Vec<_>>().join(", ")),
        }
    }
    let a: Vec<String> = args.iter().map(one).collect();
    let k: Vec<String> =
        keys.iter().zip(kwargs).map(|(k, s)| format!("'{k}': {}", one(s))).collect();
    format!("(({}), {{{}}})", a.join(", "), k.join(", "))
}

/// `_has_undeclared_non_default_kwarg`. Without op schemas we take `None`, `layout=torch.strided`
/// and `pin_memory=False` as the defaults of an `OpOverload`'s optional kwargs; any other
/// undeclared kwarg (and any at all on a HOP or Python callable) refuses the match, as Inductor
/// does when it cannot tell.
fn has_undeclared_non_default_kwarg(node: &Node, c: &CallExpr) -> bool {
    // Most nodes have no undeclared kwarg at all: parse the target only for one that does.
    let is_overload = std::cell::OnceCell::new();
    let is_overload = || {
        *is_overload.get_or_init(|| {
            node.op == OpKind::CallFunction
                && node.target.starts_with("torch.ops.")
                && parse_op_target(&node.target)
                    .is_some_and(|p| p.overload.is_some() && p.namespace != "higher_order")
        })
    };
    node.kwargs.iter().filter(|(k, _)| !c.kwargs.iter().any(|(pk, _)| pk == k)).any(|(k, v)| {
        if !is_overload() {
            return true;
        }
        let canonical_none = match (k.as_str(), v) {
            ("layout", Value::Layout(l)) => l == "strided",
            ("pin_memory", Value::Bool(false)) => true,
            (_, Value::None) => true,
            _ => false,
        };
        !canonical_none
    })
}

/// `PatternExpr.match(node)`: a fresh context whose outputs are the pattern itself (or a
/// `MultiOutputPattern`'s outputs).
pub fn match_node(
    pattern: &Pattern,
    graph: &Graph,
    users: &dyn UserLists,
    node: NodeId,
) -> Result<Match, FailedMatch> {
    match_node_with(pattern, graph, users, None, node)
}

/// [`match_node`] with the pass's `_match_fns` memo for this pattern and graph.
pub fn match_node_with<'a>(
    pattern: &'a Pattern,
    graph: &'a Graph,
    users: &'a dyn UserLists,
    fns: Option<&'a FnsMemo<'a>>,
    node: NodeId,
) -> Result<Match, FailedMatch> {
    let outputs = match pattern.expr(pattern.root) {
        PatternExpr::MultiOutput(outs) => Outputs::Many(outs),
        _ => Outputs::One(pattern.root),
    };
    let mut ctx = MatchContext::new(pattern, graph, users, outputs);
    ctx.fns = fns;
    let mut m = ctx.match_expr(pattern.root, &Value::Node(node))?;
    m.outputs = ctx.outputs.iter().map(|o| o.and_then(|o| ctx.bound_node(o))).collect();
    Ok(m)
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::pattern::parse_pattern;

    /// `x`, `cat([x, x], 1)`: the pattern's list literal is compared with the node's in place.
    fn cat_graph() -> (Graph, NodeId) {
        let mut g = Graph::new("g");
        let x = g.push(Node::new("x", OpKind::Placeholder, "x"));
        let mut cat = Node::new("cat", OpKind::CallFunction, "torch.ops.aten.cat.default");
        cat.args = vec![Value::List(vec![Value::Node(x), Value::Node(x)]), Value::Int(1)];
        let cat = g.push(cat);
        (g, cat)
    }

    fn run(src: &str) -> Result<Match, FailedMatch> {
        let (g, cat) = cat_graph();
        let p = parse_pattern(src).unwrap();
        match_node(&p, &g, &g.users(), cat)
    }

    #[test]
    fn nested_arguments_match_leaf_by_leaf_and_spell_a_mismatch() {
        let m = run("CallFunction(aten.cat.default, [Arg(), Arg()], 1)").unwrap();
        assert_eq!(m.args, vec![Value::Node(NodeId(0)), Value::Node(NodeId(0))]);
        let f = run("CallFunction(aten.cat.default, [Arg(), 3], 1)").unwrap_err();
        assert_eq!((f.kind(), f.arg.as_deref()), ("constant_args", Some("args[0][1]")));
        let f = run("CallFunction(aten.cat.default, [Arg(), Arg()], 2)").unwrap_err();
        assert_eq!(f.arg.as_deref(), Some("args[1]"));
        let (g, _) = cat_graph();
        let src = "CallFunction(aten.cat.default, [Arg(), Arg(), Arg()], 1)";
        let f = run(src).unwrap_err();
        assert_eq!(
            f.message(&parse_pattern(src).unwrap(), &g),
            "args_structure (((*, *), *), {}) (((*, *, *), *), {})"
        );
        let f = run("CallFunction(aten.cat.default, [Arg(), None], 1)").unwrap_err();
        assert_eq!(f.kind(), "args_structure");
    }
}
