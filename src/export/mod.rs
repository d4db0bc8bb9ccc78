//! Writing graphs back out: PyTorch's FX text ([`fx`]), quantbench's JSON ([`json`]), Graphviz
//! DOT ([`dot`]), Model Explorer graph and node-data JSON ([`model_explorer`]) and Chrome /
//! Perfetto trace-event JSON of kernel runs ([`perfetto`]). Kernel groups ([`kernels`]) are what
//! the DOT clusters and Model Explorer namespaces show. A laid-out graph, whole, as a picture:
//! [`svg`], and [`png`] (the SVG rasterized); [`image`] lays a stage out for them.
pub mod dot;
pub mod fx;
pub mod image;
pub mod json;
pub mod kernels;
pub mod model_explorer;
pub mod perfetto;
pub mod png;
pub mod svg;

pub use fx::{print_document, print_graph};
