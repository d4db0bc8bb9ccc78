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

impl LowerError {
    /// Whether this is a graph Inductor itself refuses to lower, with the reason it gives (as
    /// opposed to something quantbench's lowering does not model).
    pub fn inductor_refuses(&self) -> bool {
        let cause = match self {
            LowerError::Node { cause, .. } | LowerError::Outputs(cause) => cause,
            LowerError::Body { cause, .. } => cause,
            LowerError::NoOutput(_) => return false,
        };
        match &**cause {
            LowerCause::InvokeQuantReturnsView { .. } => true,
            LowerCause::Subgraph(inner) => inner.inductor_refuses(),
            _ => false,
        }
    }
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
    /// Inductor's `invoke_quant_tracer` realizes each output of the subgraph and asks it for its
    /// operation name; a view has none (`IRNode.get_operation_name` raises
    /// `NotImplementedError(type(self).__name__)`), so `GraphLowering` fails with this.
    #[error(
        "LoweringException: NotImplementedError: {view} (the invoke_quant's subgraph returns a view, `{output}`, and a view has no operation for invoke_quant_tracer to tag)"
    )]
    InvokeQuantReturnsView { view: &'static str, output: String },
}

fn list(v: &[super::index::Expr]) -> String {
    v.iter().map(|e| e.to_string()).collect::<Vec<_>>().join(", ")
}
