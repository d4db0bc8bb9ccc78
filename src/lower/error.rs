//! Lowering's errors: [`LowerCause`] says what went wrong with a value or an argument, and
//! [`LowerError::Node`] adds the node it happened at (Inductor's `LoweringException` carries
//! the target the same way).

/// Why lowering failed.
#[derive(Debug, Clone, PartialEq, thiserror::Error)]
pub enum LowerError {
    #[error("lowering `{node}` ({target}): {cause}")]
    Node { node: String, target: String, cause: Box<LowerCause> },
    #[error("lowering the graph outputs: {0}")]
    Outputs(Box<LowerCause>),
    #[error("lowering: graph `{0}` has no output node")]
    NoOutput(String),
    #[error("lowering: the loop body of {op} (from {}): {cause}", origins.join(", "))]
    Body { op: String, origins: Vec<String>, cause: Box<LowerCause> },
}

/// What went wrong lowering one node.
#[derive(Debug, Clone, PartialEq, thiserror::Error)]
pub enum LowerCause {
    #[error("no tensor annotation on the node")]
    NoTensorMeta,
    #[error("the symbolic size `{0}` is outside what lowering's index algebra models")]
    SymbolicShape(String),
    #[error("argument {0} is missing")]
    MissingArg(usize),
    #[error("argument {0} is not a tensor")]
    NotATensor(usize),
    #[error("argument {index} should be {expected}")]
    BadArg { index: usize, expected: &'static str },
    #[error("argument refers to node #{0} not yet lowered")]
    NotYetLowered(u32),
    #[error("cannot reshape [{}] to [{}]", list(from), list(to))]
    Reshape { from: Vec<super::index::Expr>, to: Vec<super::index::Expr> },
    #[error("{0}")]
    Unsupported(&'static str),
    #[error("an index of rank {rank} does not fit {have} loop variables")]
    IndexRank { rank: usize, have: usize },
    #[error("{0} has no layout")]
    NoLayout(String),
    #[error("`{index}` does not print as a sympy expression: {msg}")]
    Index { index: String, msg: crate::ir::SymError },
    #[error("no subgraph `{0}`")]
    NoSubgraph(String),
    #[error(
        "`self.{0}` is a tensor constant read by the graph, and its value is not in the graph's text"
    )]
    UnknownConstant(String),
    #[error("{0}")]
    Dim(String),
    #[error("subgraphs nest deeper than {0} levels")]
    TooDeep(usize),
    #[error("more placeholders than operands")]
    MissingOperand,
    #[error("cat of no inputs")]
    EmptyCat,
    #[error("{0}")]
    Subgraph(Box<LowerError>),
}

fn list(v: &[super::index::Expr]) -> String {
    v.iter().map(|e| e.to_string()).collect::<Vec<_>>().join(", ")
}
