//! FX texts that more than one test module runs.
pub use quantbench::synth::decode::{decode4_fx as decode4_graph, int8_decode_fx as decode_graph};
