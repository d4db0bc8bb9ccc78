//! `quantbench survey PATH...`: every file under the paths read as `open` would read it, one line
//! per file (stages found, stages parsed, status), then the first error of each stage that does
//! not parse. Exit 0 when every graph stage parses, 1 otherwise; files that are no graph or log
//! are reported, not failed.
use crate::import::survey::{FileReport, files_under, not_followed, survey_file};
use std::path::PathBuf;

#[derive(clap::Args, Debug)]
pub struct Args {
    /// Files or folders (walked recursively).
    #[arg(required = true, value_name = "PATH")]
    pub paths: Vec<PathBuf>,
    /// Print JSON instead of the table.
    #[arg(long)]
    pub json: bool,
}

pub fn run(args: Args) -> anyhow::Result<i32> {
    let mut reports: Vec<FileReport> = Vec::new();
    for p in &args.paths {
        let walk = files_under(p).map_err(|e| anyhow::anyhow!("{}: {e}", p.display()))?;
        reports.extend(walk.files.iter().map(|f| survey_file(f)));
        reports.extend(walk.not_followed.iter().map(|(l, why)| not_followed(l, why)));
    }
    if args.json {
        println!("{}", serde_json::to_string_pretty(&reports)?);
    } else {
        print!("{}", table(&reports));
    }
    Ok(if reports.iter().all(FileReport::ok) { 0 } else { 1 })
}

fn table(reports: &[FileReport]) -> String {
    use std::fmt::Write;
    let w = reports.iter().map(|r| r.path.display().to_string().len()).max().unwrap_or(4).max(4);
    let mut out = format!("{:w$}  {:>6}  {:>6}  status\n", "file", "stages", "parsed");
    for r in reports {
        let _ = writeln!(
            out,
            "{:w$}  {:>6}  {:>6}  {}",
            r.path.display().to_string(),
            r.stages,
            r.parsed,
            r.status
        );
    }
    let graphs: Vec<&FileReport> = reports.iter().filter(|r| r.status == "graphs").collect();
    let (stages, parsed): (usize, usize) =
        graphs.iter().fold((0, 0), |(s, p), r| (s + r.stages, p + r.parsed));
    let ir = reports.iter().filter(|r| r.status == "scheduler IR").count();
    let _ = writeln!(
        out,
        "{} files, {} with graphs: {parsed} of {stages} stages parse; {ir} scheduler dumps read",
        reports.len(),
        graphs.len()
    );
    let links = reports.iter().filter(|r| r.status == "link not followed").count();
    if links > 0 {
        let _ = writeln!(out, "{links} symbolic links not followed");
    }
    for r in reports.iter().filter(|r| r.status != "not a graph or log") {
        for (stage, e) in &r.errors {
            let _ = writeln!(
                out,
                "{}{}{stage}: {e}",
                r.path.display(),
                if stage.is_empty() { "" } else { " " }
            );
        }
    }
    out
}
