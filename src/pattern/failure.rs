//! `FailedMatch` with Inductor's reason vocabulary. Like Inductor, the text is built lazily
//! (only when someone reads it): a failed attempt costs no formatting.
use super::expr::{ExprId, Pattern, py_repr};
use crate::ir::{Arg as Value, Graph};
use std::cell::OnceCell;

#[derive(Debug, Clone, PartialEq)]
pub enum Reason {
    /// Target, op kind or positional arity differs.
    FunctionMismatch,
    /// `CallFunctionVarArgs`' bare variant.
    FunctionMismatchBare,
    /// `len(node.users)` is not `_users`.
    MultipleUsers,
    MultipleUsersBare,
    /// The node sets a kwarg the pattern does not declare, to a non-default value.
    UndeclaredKwarg,
    ArgsStructure {
        node_spec: String,
        pattern_spec: String,
    },
    /// A constant in the pattern differs from the node's argument.
    ConstantArgs {
        found: Value,
        expected: Value,
    },
    RepeatedPatternDiffers,
    ExclusiveArgTwice,
    KwargMismatch(String),
    NonList,
    ListItem {
        index: usize,
        inner: Box<FailedMatch>,
    },
    ListNoMatch,
    NoAnchorFound,
}

/// Why a pattern did not match: the reason, the node being matched when it failed, the
/// sub-pattern that failed, and for constants the argument (`scheme`, `1`, `args[0][1]`).
#[derive(Debug, Clone, PartialEq)]
pub struct FailedMatch {
    pub reason: Reason,
    pub node: Option<crate::ir::NodeId>,
    pub expr: Option<ExprId>,
    pub arg: Option<String>,
    /// Inductor raises some failures (`kwarg mismatch`) instead of returning them: they abort
    /// the whole match even inside a partial `ListOf` or a search over anchors.
    pub raised: bool,
}

impl FailedMatch {
    pub fn new(reason: Reason, node: Option<crate::ir::NodeId>, expr: ExprId) -> FailedMatch {
        FailedMatch { reason, node, expr: Some(expr), arg: None, raised: false }
    }
    pub fn raised(reason: Reason) -> FailedMatch {
        FailedMatch { reason, node: None, expr: None, arg: None, raised: true }
    }

    /// The leading word of Inductor's message (`function_mismatch`, `constant_args`, ...).
    pub fn kind(&self) -> &'static str {
        match &self.reason {
            Reason::FunctionMismatch | Reason::FunctionMismatchBare => "function_mismatch",
            Reason::MultipleUsers | Reason::MultipleUsersBare => "multiple_users",
            Reason::UndeclaredKwarg => "undeclared_kwarg",
            Reason::ArgsStructure { .. } => "args_structure",
            Reason::ConstantArgs { .. } => "constant_args",
            Reason::RepeatedPatternDiffers => "repeated pattern differs",
            Reason::ExclusiveArgTwice => "exclusive arg appears twice",
            Reason::KwargMismatch(_) => "kwarg mismatch",
            Reason::NonList => "non_list",
            Reason::ListItem { .. } => "list",
            Reason::ListNoMatch => "list: no_match",
            Reason::NoAnchorFound => "no anchor found",
        }
    }

    /// The failure at the bottom of a `list[i]: ...` chain: where the mismatch really is.
    pub fn innermost(&self) -> &FailedMatch {
        match &self.reason {
            Reason::ListItem { inner, .. } => inner.innermost(),
            _ => self,
        }
    }

    /// Inductor's `str(FailedMatch)`.
    pub fn message(&self, pattern: &Pattern, graph: &Graph) -> String {
        self.message_with(&Reprs::new(pattern), graph)
    }

    /// [`FailedMatch::message`] with sub-pattern reprs from a cache shared across attempts.
    pub fn message_with(&self, reprs: &Reprs<'_>, graph: &Graph) -> String {
        let name = |n: crate::ir::NodeId| {
            graph.get(n).map(|x| x.name.clone()).unwrap_or_else(|| format!("%{}", n.0))
        };
        let node = || self.node.map(name).unwrap_or_else(|| "None".into());
        let pat = || self.expr.map_or("", |e| reprs.get(e));
        // The common reasons are concatenated rather than `format!`ted: a pass over a big graph
        // writes tens of thousands of them.
        let node_pattern = |head: &str| {
            let (n, p) = (node(), pat());
            let mut s = String::with_capacity(head.len() + n.len() + p.len() + 16);
            for part in [head, ": node=", &n, ", pattern=", p] {
                s.push_str(part);
            }
            s
        };
        match &self.reason {
            Reason::FunctionMismatch => node_pattern("function_mismatch"),
            Reason::FunctionMismatchBare => "function_mismatch".into(),
            Reason::MultipleUsers => ["multiple_users ", pat()].concat(),
            Reason::MultipleUsersBare => "multiple_users".into(),
            Reason::UndeclaredKwarg => node_pattern("undeclared_kwarg"),
            Reason::ArgsStructure { node_spec, pattern_spec } => {
                format!("args_structure {node_spec} {pattern_spec}")
            }
            Reason::ConstantArgs { found, expected } => {
                format!(
                    "constant_args: {} {}!={}",
                    node(),
                    py_repr(found, &name),
                    py_repr(expected, &name)
                )
            }
            Reason::RepeatedPatternDiffers => "repeated pattern differs".into(),
            Reason::ExclusiveArgTwice => "exclusive arg appears twice".into(),
            Reason::KwargMismatch(k) => format!("kwarg mismatch: {k}"),
            Reason::NonList => "non_list".into(),
            Reason::ListItem { index, inner } => {
                format!("list[{index}]: {}", inner.message_with(reprs, graph))
            }
            Reason::ListNoMatch => "list: no_match".into(),
            Reason::NoAnchorFound => "no anchor found".into(),
        }
    }
}

/// `repr()` of each sub-pattern, computed on first use: a pass over a big graph fails on the
/// same few sub-patterns tens of thousands of times.
pub struct Reprs<'p> {
    pattern: Option<&'p Pattern>,
    cells: Vec<OnceCell<String>>,
}

impl<'p> Reprs<'p> {
    pub fn new(pattern: &'p Pattern) -> Reprs<'p> {
        Reprs {
            pattern: Some(pattern),
            cells: (0..pattern.exprs.len()).map(|_| OnceCell::new()).collect(),
        }
    }
    /// No pattern: every repr is empty.
    pub fn none() -> Reprs<'p> {
        Reprs { pattern: None, cells: vec![] }
    }
    pub fn get(&self, id: ExprId) -> &str {
        match (self.cells.get(id.idx()), self.pattern) {
            (Some(c), Some(p)) => c.get_or_init(|| p.repr(id)),
            _ => "",
        }
    }
}
