//! The graph model every other module works on: FX graphs with typed args and node meta,
//! nested subgraphs, and documents holding several stages of one compilation.
pub mod arg;
pub mod compile;
pub mod diff;
pub mod document;
pub mod dtype;
pub mod float8;
pub mod graph;
pub mod loop_body;
pub mod meta;
pub mod module;
pub mod ops_handler;
pub mod parse_error;
pub mod provenance;
pub mod py;
pub mod shape_env;
pub mod special;
pub mod specialize;
pub mod sym;
pub mod users;

pub use arg::{Arg, py_float_repr};
pub use document::{
    Artifact, ArtifactKind, Document, LoadPass, PayloadReader, PayloadRef, SourceFile, Stage,
    StageError,
};
pub use dtype::{DType, DTypeClass};
pub use graph::{
    Graph, GraphError, MAX_SUBGRAPH_DEPTH, Node, NodeId, OpKind, parse_op_target, short_target,
};
pub use meta::{
    Device, NodeMeta, OptionsSource, QuantOptions, Recognized, SourceLoc, TensorMeta, ValMeta,
};
pub use module::{AttrKind, ExportSignature, ModuleAttr, PytreeCodegen, SignatureEntry};
pub use parse_error::ParseError;
pub use provenance::{Provenance, Side};
pub use sym::{SymError, SymExpr, SymInt};
pub use users::{UserIndex, UserLists};
