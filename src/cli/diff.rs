//! `quantbench diff A B [--policy P] [--json]`: two logs, debug folders or graphs of one
//! program, compile by compile (see [`crate::diff`]). Exit 0 when they are the same, 1 when they
//! differ (timings aside), 2 when something could not be read or compared.
use super::graph::GraphArgs;
use crate::diff::{Options, add_case_dumps, diff_documents, report, side_file};
use crate::sched::Policy;
use std::path::PathBuf;

#[derive(clap::Args, Debug)]
pub struct Args {
    /// The first side: a TORCH_TRACE log, a TORCH_COMPILE_DEBUG folder, a corpus case folder
    /// (its `post_grad.txt` with Inductor's dumps beside it) or any graph file.
    #[arg(value_name = "FILE")]
    pub a: PathBuf,
    /// The second side, of the same kinds.
    #[arg(value_name = "FILE")]
    pub b: PathBuf,
    /// Whose fusion rules schedule a side that has no `ir_post_fusion.txt` of Inductor's.
    #[arg(long, default_value_t = Policy::InductorCpu)]
    pub policy: Policy,
    /// Print the comparison as JSON instead of text.
    #[arg(long)]
    pub json: bool,
}

fn load(path: &std::path::Path) -> anyhow::Result<crate::ir::Document> {
    // As Inductor compiled it: quantization libraries' dequant is not recognized, so that no
    // rewrite of ours shows as a difference.
    let mut doc = GraphArgs::new(side_file(path)).load_compiled()?;
    add_case_dumps(&mut doc, path).map_err(anyhow::Error::msg)?;
    Ok(doc)
}

pub fn run(args: Args) -> anyhow::Result<i32> {
    let a = load(&args.a)?;
    let b = load(&args.b)?;
    let d = diff_documents(&a, &b, &Options { policy: args.policy });
    if args.json {
        println!("{}", serde_json::to_string_pretty(&d)?);
    } else {
        print!("{}", report::text(&d));
    }
    let errors = d.errors();
    for e in &errors {
        eprintln!("error: {e}");
    }
    Ok(if !errors.is_empty() {
        2
    } else if d.differs() {
        1
    } else {
        0
    })
}
