//! The `quantbench` command line: one module per subcommand, each a thin driver of the library.
use clap::{Parser, Subcommand};
use std::path::PathBuf;

mod artifact;
pub mod bench;
mod bench_beside;
pub mod bench_dynamic;
pub mod check;
pub mod coverage;
pub mod diff;
pub mod export;
pub mod fuse;
pub mod graph;
pub mod inspect;
mod inspect_kernels;
pub mod matching;
pub mod progress;
pub mod run;
pub mod run_jit;
pub mod stages;
pub mod story;
pub mod survey;
pub mod synth;
pub mod view;

#[derive(Parser, Debug)]
#[command(
    name = "quantbench",
    version,
    about = "A workbench for PyTorch Inductor's invoke_quant: graphs, patterns, fusion, JIT"
)]
pub struct Cli {
    /// A graph to open in the window (FX text, TORCH_TRACE log, debug dir, quantbench JSON).
    #[arg(value_name = "FILE")]
    pub file: Option<PathBuf>,
    #[command(subcommand)]
    pub command: Option<Command>,
}

#[derive(Subcommand, Debug)]
pub enum Command {
    /// Open a graph in the window.
    Open(view::OpenArgs),
    /// Render the window headless to a PNG (no display needed).
    View(view::ViewArgs),
    /// Summarize a file: stages, node counts, every invoke_quant.
    Inspect(inspect::Args),
    /// Write a stage as FX text, JSON, Graphviz DOT, or the whole graph as SVG or PNG.
    Export(export::Args),
    /// Execute a graph on the reference interpreter (or the JIT) and compare with PyTorch.
    Run(run::Args),
    /// Run pattern files over a graph; optionally apply their replacements.
    #[command(name = "match")]
    Match(matching::Args),
    /// Lower and schedule a graph, reproducing Inductor's fusion decisions.
    Fuse(fuse::Args),
    /// Compare two logs or debug dirs of one program: stages, fusion groups, kernels, timings.
    Diff(diff::Args),
    /// Run scenario files as regression checks.
    Check(check::Args),
    /// Benchmarks that write JSON.
    Bench(bench::Args),
    /// A graph with symbolic sizes: its one program for any sizes against a program per binding.
    BenchDynamic(bench_dynamic::Args),
    /// Read every file under folders and report which graph stages parse.
    Survey(survey::Args),
    /// Print synthetic FX text (decode matmuls, big post-grad-like graphs) for benchmarks.
    Synth(synth::Args),
}

impl Command {
    /// Whether the command opens the window (and is no filter in a pipeline).
    pub fn opens_window(&self) -> bool {
        match self {
            Command::Open(_) => true,
            Command::View(v) => v.screenshot.is_none(),
            _ => false,
        }
    }
}

/// Runs the command line; returns the process exit code.
pub fn main_with(cli: Cli) -> anyhow::Result<i32> {
    match cli.command {
        Some(Command::Open(a)) => view::open(a),
        Some(Command::View(a)) => view::view(a),
        Some(Command::Inspect(a)) => inspect::run(a),
        Some(Command::Export(a)) => export::run(a),
        Some(Command::Run(a)) => run::run(a),
        Some(Command::Match(a)) => matching::run(a),
        Some(Command::Fuse(a)) => fuse::run(a),
        Some(Command::Diff(a)) => diff::run(a),
        Some(Command::Check(a)) => check::run(a),
        Some(Command::Bench(a)) => bench::run(a),
        Some(Command::BenchDynamic(a)) => bench_dynamic::run(a),
        Some(Command::Survey(a)) => survey::run(a),
        Some(Command::Synth(a)) => synth::run(a),
        None => view::open(view::OpenArgs { file: cli.file, stage: None, raw: false }),
    }
}
