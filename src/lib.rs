//! quantbench: a workbench for PyTorch Inductor's `invoke_quant`.
//!
//! Load the graphs PyTorch writes ([`import`]), match Inductor patterns on them ([`pattern`]),
//! lower them to scheduler nodes and reproduce Inductor's fusion decisions ([`lower`],
//! [`sched`]), run them on a reference interpreter ([`interp`]) and as Cranelift-compiled
//! kernels ([`kernel`], driven by [`pipeline`]), and write them back out ([`export`]). The core
//! never depends on egui: the GUI ([`app`], feature `gui`) and the CLI ([`cli`]) drive the same
//! library (ARCHITECTURE.md, "Floors", says which module may use which).
pub mod cli;
pub mod coverage;
pub mod diff;
pub mod export;
pub mod group;
pub mod import;
pub mod interp;
pub mod ir;
pub mod kernel;
pub mod layout;
pub mod lower;
pub mod op;
pub mod pattern;
pub mod pipeline;
pub mod scenario;
pub mod sched;
pub mod session;
pub mod synth;
pub mod util;

#[cfg(feature = "gui")]
pub mod app;
