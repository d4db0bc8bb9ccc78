//! Writing graphs back out: PyTorch's FX text ([`fx`]), quantbench's JSON ([`json`]) and Graphviz
//! DOT ([`dot`]).
pub mod dot;
pub mod fx;
pub mod json;

pub use fx::{print_document, print_graph};
