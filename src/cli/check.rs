//! `quantbench check SCENARIO... [--junit OUT.xml] [--json OUT.json] [--update-golden]`: runs
//! scenario files; exit 0 when every expectation passes, 1 when one fails, 2 when a scenario
//! cannot be read or run.
use crate::scenario::{report, run_scenario};
use std::path::PathBuf;

#[derive(clap::Args, Debug)]
pub struct Args {
    /// Scenario files (TOML).
    #[arg(required = true)]
    pub scenarios: Vec<PathBuf>,
    /// Also write JUnit XML here.
    #[arg(long)]
    pub junit: Option<PathBuf>,
    /// Also write the results as JSON here.
    #[arg(long)]
    pub json: Option<PathBuf>,
    /// Rewrite golden files with what the graphs print as.
    #[arg(long)]
    pub update_golden: bool,
}

pub fn run(args: Args) -> anyhow::Result<i32> {
    let mut reports = Vec::new();
    let mut unreadable = false;
    for s in &args.scenarios {
        match run_scenario(s, args.update_golden) {
            Ok(r) => reports.push(r),
            Err(e) => {
                eprintln!("ERROR {e}");
                unreadable = true;
            }
        }
    }
    print!("{}", report::text(&reports));
    for (out, text) in [
        (&args.junit, report::junit(&reports)),
        (&args.json, serde_json::to_string_pretty(&reports)? + "\n"),
    ] {
        if let Some(out) = out {
            crate::util::atomic::Inputs::new(&args.scenarios).write(out, text.as_bytes())?;
        }
    }
    let (_, failed) = report::counts(&reports);
    Ok(if unreadable {
        2
    } else if failed > 0 {
        1
    } else {
        0
    })
}
