//! Importers: files PyTorch writes → [`crate::ir`] (being built), and the reader of Inductor's
//! own scheduler dumps.
pub mod inductor_ir;
