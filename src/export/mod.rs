//! Writing graphs back out: PyTorch's FX text ([`fx`]), quantbench's JSON ([`json`]), Graphviz
//! DOT ([`dot`]), Model Explorer graph and node-data JSON ([`model_explorer`]) and Chrome /
//! Perfetto trace-event JSON of kernel runs ([`perfetto`]). Kernel groups ([`kernels`]) are what
//! the DOT clusters and Model Explorer namespaces show.
pub mod dot;
pub mod fx;
pub mod json;
pub mod kernels;
pub mod model_explorer;
pub mod perfetto;

pub use fx::{print_document, print_graph};
