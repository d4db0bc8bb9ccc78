//! All integration tests in one binary: each test file used to link its own copy of the crate
//! with egui, wgpu and Cranelift (~600 MB each in debug), which filled the CI disk.
// Test helpers outside #[test] functions unwrap too: a failing test should stop where it failed.
#![allow(clippy::unwrap_used, clippy::expect_used)]
mod annotations;
mod artifacts;
mod bad_input;
mod cli_writers;
mod code_cli;
mod compile_story;
mod depyf;
mod diff_cli;
mod dynamic;
mod export_image;
mod exports;
mod flash_cpu;
mod float8;
mod fuzz_regressions;
mod fx_cli;
mod fx_json;
mod fx_roundtrip;
mod gpu_corpus;
mod graphs;
mod groups;
mod gui_app;
mod gui_artifacts;
mod gui_code;
mod gui_compare;
mod gui_compile_story;
mod gui_fusion;
mod gui_groups;
mod gui_kernels;
mod gui_kernels_issue36;
mod gui_legible;
mod gui_panels;
mod gui_patterns;
mod gui_stages;
mod hf_models;
mod interp_corpus;
mod interp_ops;
mod interp_props;
mod ir_model;
mod jit_argmax;
mod jit_conv;
mod jit_differential;
mod jit_graphs;
mod jit_kernels;
mod jit_micro;
mod jit_nibble;
mod jit_prologue;
mod jit_rowscale;
mod jit_scatter;
mod jit_views;
mod layering;
mod limits;
mod mutation;
mod op_table;
mod opinfo;
mod pattern_golden;
mod pattern_samples;
mod pattern_text;
mod print_forms;
mod prologue_costs;
mod quant_libs;
mod refused;
mod robustness;
mod scenarios;
mod sched_cli;
mod sched_corpus;
mod sched_ir_reader;
mod sched_lower;
mod sched_policies;
mod shape_env;
mod sleef_trig;
mod tensor_constants;
mod trace_forms;
mod trace_import;
mod trace_index;
mod verify_fp64;
mod writers;

/// The window on `sample_graphs/<case>/post_grad.txt`, headless, after its first frames.
#[cfg(feature = "gui")]
pub fn gui_harness(
    case: &str,
    size: egui::Vec2,
) -> egui_kittest::Harness<'static, quantbench::app::QuantbenchApp> {
    use quantbench::app::{QuantbenchApp, StartOptions};
    let file = std::path::PathBuf::from(env!("CARGO_MANIFEST_DIR"))
        .join("sample_graphs")
        .join(case)
        .join("post_grad.txt");
    let start = StartOptions { file: Some(file), headless: true, ..Default::default() };
    let mut h = egui_kittest::Harness::builder()
        .with_size(size)
        .build_eframe(move |cc| QuantbenchApp::new(cc, start));
    h.run();
    h
}
