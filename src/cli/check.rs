//! `quantbench check SCENARIO... [--junit OUT.xml] [--json OUT.json] [--update-golden]`: runs
//! scenario files; exit 0 when every expectation passes, 1 when one fails, 2 when a scenario
//! cannot be read or run.
use crate::scenario::{Goldens, inputs_of, report, run_scenario};
use crate::util::atomic::Inputs;
use std::path::PathBuf;

#[derive(clap::Args, Debug)]
pub struct Args {
    /// Scenario files (TOML).
    #[arg(required = true, value_name = "SCENARIO")]
    pub scenarios: Vec<PathBuf>,
    /// Also write JUnit XML here.
    #[arg(long, value_name = "OUT")]
    pub junit: Option<PathBuf>,
    /// Also write the results as JSON here.
    #[arg(long, value_name = "OUT")]
    pub json: Option<PathBuf>,
    /// Rewrite golden files with what the graphs print as. Only goldens inside the scenario's
    /// folder are written, and never a file the scenario reads.
    #[arg(long)]
    pub update_golden: bool,
    /// With --update-golden: also write goldens whose path leaves the scenario's folder.
    #[arg(long, requires = "update_golden")]
    pub golden_anywhere: bool,
}

pub fn run(args: Args) -> anyhow::Result<i32> {
    let goldens = match (args.update_golden, args.golden_anywhere) {
        (false, _) => Goldens::Check,
        (true, false) => Goldens::Update,
        (true, true) => Goldens::UpdateAnywhere,
    };
    // Known before anything runs, so no report can replace a file a scenario reads.
    let mut inputs = Inputs::new();
    for s in &args.scenarios {
        for (path, role) in inputs_of(s).entries() {
            inputs.add(role, path);
        }
    }
    for (out, flag) in [(&args.junit, "--junit"), (&args.json, "--json")] {
        if let Some(out) = out {
            inputs.refuse(out, flag)?;
        }
    }
    let mut reports = Vec::new();
    let mut unreadable = false;
    for s in &args.scenarios {
        match run_scenario(s, goldens) {
            Ok(r) => reports.push(r),
            Err(e) => {
                eprintln!("ERROR {e}");
                unreadable = true;
            }
        }
    }
    print!("{}", report::text(&reports));
    for (out, flag, text) in [
        (&args.junit, "--junit", report::junit(&reports)),
        (&args.json, "--json", serde_json::to_string_pretty(&reports)? + "\n"),
    ] {
        if let Some(out) = out {
            inputs.write(out, flag, text.as_bytes())?;
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
