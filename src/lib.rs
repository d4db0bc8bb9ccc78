//! quantbench: a workbench for PyTorch Inductor's `invoke_quant`.
//!
//! Load the graphs PyTorch writes ([`import`]), match Inductor patterns on them ([`pattern`]),
//! lower them to scheduler nodes and reproduce Inductor's fusion decisions ([`lower`],
//! [`sched`]), run them on a reference interpreter ([`interp`]) and as Cranelift-compiled
//! kernels ([`kernel`]), and write them back out ([`export`]). The core never depends on egui:
//! the GUI ([`app`], feature `gui`) and the headless runner drive the same [`session::Session`].
pub mod cli;
pub mod export;
pub mod import;
pub mod interp;
pub mod ir;
pub mod kernel;
pub mod layout;
pub mod lower;
pub mod op;
pub mod pattern;
pub mod scenario;
pub mod sched;
pub mod session;
pub mod synth;

#[cfg(feature = "gui")]
pub mod app;
