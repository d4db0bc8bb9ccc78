//! `quantbench survey PATH...`: every file under the paths read as `open` would read it, one line
//! per file (stages found, stages parsed, status), then the first error of each stage that does
//! not parse. Exit 0 when every graph stage parses, 1 otherwise; files that are no graph or log
//! are reported, not failed.
use crate::import::survey::{FileReport, files_under, not_followed, survey_file};
use std::path::{Path, PathBuf};

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
    let code = reports.iter().filter(|r| r.status == "code (depyf)").count();
    if code > 0 {
        let _ =
            writeln!(out, "{code} files of depyf's decompiled code and kernels (code, not graphs)");
    }
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

/// `survey --coverage DIR...`: every case of OpInfo corpora through every engine. With
/// `--report`, the first corpus is the document and each further one a section of it.
fn coverage(args: &Args) -> anyhow::Result<i32> {
    use crate::coverage::{check_case, markdown, markdown_section, not_compiled, table};
    let mut inputs = crate::util::atomic::Inputs::new();
    inputs.add_all("PATH", &args.paths);
    if let Some(out) = &args.report {
        inputs.refuse(out, "--report")?;
    }
    let mut corpora = vec![];
    for root in &args.paths {
        let cases =
            crate::coverage::cases(root).map_err(|e| anyhow::anyhow!("{}: {e}", root.display()))?;
        let reports: Vec<_> = cases.iter().map(|c| check_case(c)).collect();
        corpora.push((root, reports, not_compiled(root)));
    }
    let reports: Vec<_> = corpora.iter().flat_map(|(_, r, _)| r.iter().cloned()).collect();
    if args.json {
        println!("{}", serde_json::to_string_pretty(&reports)?);
    } else {
        print!("{}", table(&reports));
    }
    if let Some(out) = &args.report {
        let mut doc = String::new();
        for (i, (root, reports, skipped)) in corpora.iter().enumerate() {
            let how = how_made(root, (i > 0).then_some(&args.paths[..]));
            if i == 0 {
                doc = markdown(reports, skipped, &how);
            } else {
                doc.push_str(&markdown_section(
                    &format!("Corpus `{}`", name(root)),
                    reports,
                    skipped,
                    &how,
                ));
            }
        }
        inputs.write(out, "--report", doc.as_bytes())?;
    }
    Ok(if reports.iter().all(|r| r.all_passed()) { 0 } else { 1 })
}

/// The corpus folder's own name, not where it happens to lie on this machine.
fn name(root: &Path) -> String {
    root.file_name().map_or(root.display().to_string(), |n| n.to_string_lossy().into())
}

/// How a corpus was made, from its manifest (`--dynamic` and its arguments); `all`, the corpora
/// of the report where this one is a section.
fn how_made(root: &Path, all: Option<&[PathBuf]>) -> String {
    // Samples Inductor compiled to no graph at all (a view or alias of an input) have
    // nothing any stage could compare; they are counted, not judged.
    let graphless = std::fs::read_dir(root)
        .into_iter()
        .flatten()
        .filter_map(|e| e.ok().map(|e| e.path()))
        .filter(|c| c.join("meta.json").is_file() && !c.join("post_grad.txt").exists())
        .count();
    let manifest: serde_json::Value = crate::util::read::read_file(&root.join("manifest.json"))
        .ok()
        .and_then(|b| serde_json::from_slice(&b).ok())
        .unwrap_or_default();
    let made = if manifest.get("dynamic").and_then(serde_json::Value::as_bool) == Some(true) {
        let list = |k: &str| -> String {
            let v = manifest.get(k).and_then(serde_json::Value::as_array);
            let items = v.into_iter().flatten().filter_map(serde_json::Value::as_str);
            items.collect::<Vec<_>>().join(",")
        };
        let samples = manifest.get("samples").and_then(serde_json::Value::as_u64).unwrap_or(0);
        format!(
            "`~/torchenv/bin/python tools/opinfo_corpus.py DIR --dynamic --samples {samples} \
             --dtypes {} --ops OPS` over the ops of the table below",
            list("torch_dtypes")
        )
    } else {
        "`~/torchenv/bin/python tools/opinfo_corpus.py DIR`".to_string()
    };
    let survey = match all {
        None => "DIR".to_string(),
        Some(all) => all.iter().map(|p| name(p).to_uppercase()).collect::<Vec<_>>().join(" "),
    };
    format!(
        "Made by {made} (torch 2.15, CPU) and `quantbench survey --coverage {survey} --report \
         docs/COVERAGE.md` over a corpus folder `{}`. {graphless} more samples compiled to no \
         graph at all (a view or an alias of an input: no kernel, nothing to compare) and are \
         not counted below.",
        name(root)
    )
}
