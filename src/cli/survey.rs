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
    /// Each PATH is a corpus of OpInfo cases (`tools/opinfo_corpus.py`): run every case through
    /// the interpreter, the scheduler and the JIT, and print what each stage made of it.
    #[arg(long)]
    pub coverage: bool,
    /// With --coverage: also write the report as Markdown (`docs/COVERAGE.md`).
    #[arg(long, value_name = "OUT", requires = "coverage")]
    pub report: Option<PathBuf>,
}

pub fn run(args: Args) -> anyhow::Result<i32> {
    if args.coverage {
        return coverage(&args);
    }
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

/// `survey --coverage DIR...`: every case of OpInfo corpora through every engine.
fn coverage(args: &Args) -> anyhow::Result<i32> {
    use crate::coverage::{check_case, markdown, not_compiled, table};
    let mut inputs = crate::util::atomic::Inputs::new();
    inputs.add_all("PATH", &args.paths);
    if let Some(out) = &args.report {
        inputs.refuse(out, "--report")?;
    }
    let (mut reports, mut skipped) = (vec![], vec![]);
    for root in &args.paths {
        let cases =
            crate::coverage::cases(root).map_err(|e| anyhow::anyhow!("{}: {e}", root.display()))?;
        for c in cases {
            reports.push(check_case(&c));
        }
        skipped.extend(not_compiled(root));
    }
    if args.json {
        println!("{}", serde_json::to_string_pretty(&reports)?);
    } else {
        print!("{}", table(&reports));
    }
    if let Some(out) = &args.report {
        // The corpus folder's own name, not where it happens to lie on this machine.
        let roots: Vec<String> = args
            .paths
            .iter()
            .map(|p| p.file_name().map_or(p.display().to_string(), |n| n.to_string_lossy().into()))
            .collect();
        // Samples Inductor compiled to no graph at all (a view or alias of an input) have
        // nothing any stage could compare; they are counted, not judged.
        let graphless = args
            .paths
            .iter()
            .filter_map(|p| std::fs::read_dir(p).ok())
            .flatten()
            .filter_map(|e| e.ok().map(|e| e.path()))
            .filter(|c| c.join("meta.json").is_file() && !c.join("post_grad.txt").exists())
            .count();
        let how = format!(
            "Made by `~/torchenv/bin/python tools/opinfo_corpus.py DIR` (torch 2.15, CPU) and \
             `quantbench survey --coverage DIR --report docs/COVERAGE.md` over a corpus \
             folder `{}`. {graphless} more samples compiled to no graph at all (a view or an \
             alias of an input: no kernel, nothing to compare) and are not counted below.",
            roots.join("`, `")
        );
        inputs.write(out, "--report", markdown(&reports, &skipped, &how).as_bytes())?;
    }
    Ok(if reports.iter().all(|r| r.all_passed()) { 0 } else { 1 })
}
