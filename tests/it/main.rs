//! All integration tests in one binary: each test file used to link its own copy of the crate
//! with egui, wgpu and Cranelift (~600 MB each in debug), which filled the CI disk.
mod bad_input;
mod exports;
mod fx_cli;
mod fx_json;
mod fx_roundtrip;
mod gui_app;
mod gui_kernels;
mod gui_stages;
mod interp_corpus;
mod interp_ops;
mod interp_props;
mod jit_differential;
mod jit_graphs;
mod jit_kernels;
mod jit_prologue;
mod pattern_golden;
mod pattern_samples;
mod pattern_text;
mod scenarios;
mod sched_cli;
mod sched_corpus;
mod sched_ir_reader;
mod sched_lower;
mod sched_policies;
mod trace_import;
