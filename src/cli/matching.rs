//! `quantbench match FILE --patterns P... [--apply] [--trace OUT.json] [-o OUT]`: runs pattern
//! files over a graph as one `PatternMatcherPass` and prints, per pattern,
//! `NAME: N matched, M failed attempts`.
use crate::pattern::{
    FileEntry, PassOptions, Trace, builtin_entries, load_pattern_file, pass_from,
};
use crate::session::Session;
use anyhow::Context;
use std::path::PathBuf;

#[derive(clap::Args, Debug)]
pub struct Args {
    /// The graph (FX text, TORCH_LOGS output, quantbench JSON).
    pub file: PathBuf,
    /// Pattern files (TOML). `builtin` stands for the built-in set; none given = the built-ins.
    #[arg(long, num_args = 1..)]
    pub patterns: Vec<String>,
    /// Splice replacements in (patterns without a replacement only count).
    #[arg(long)]
    pub apply: bool,
    /// Also run over the nested subgraphs (invoke_quant bodies).
    #[arg(long)]
    pub subgraphs: bool,
    /// The stage to match (default: the last one in the file).
    #[arg(long)]
    pub stage: Option<String>,
    /// Write every attempt as JSON.
    #[arg(long)]
    pub trace: Option<PathBuf>,
    /// Write the resulting graph (FX text; `.json` writes quantbench JSON).
    #[arg(short = 'o', long = "output")]
    pub output: Option<PathBuf>,
}

fn load_entries(specs: &[String]) -> anyhow::Result<Vec<FileEntry>> {
    if specs.is_empty() {
        return Ok(builtin_entries()?);
    }
    let mut out = Vec::new();
    for s in specs {
        if s == "builtin" {
            out.extend(builtin_entries()?);
        } else {
            out.extend(load_pattern_file(std::path::Path::new(s))?);
        }
    }
    Ok(out)
}

pub fn run(args: Args) -> anyhow::Result<i32> {
    let doc = crate::import::load_path(&args.file)?;
    let entries = load_entries(&args.patterns)?;
    let pass = pass_from(&entries).map_err(anyhow::Error::msg)?;
    let mut session = Session::new(doc);
    if let Some(name) = &args.stage {
        let i = session
            .document()
            .stages
            .iter()
            .position(|s| s.name == *name || s.qualified_name() == *name);
        let names: Vec<String> =
            session.document().stages.iter().map(|s| s.qualified_name()).collect();
        session.select_stage(i.with_context(|| {
            format!("no stage `{name}` in {} (stages: {})", args.file.display(), names.join(", "))
        })?);
    }
    let report = session.run_pass(
        &pass,
        PassOptions { apply: args.apply, subgraphs: args.subgraphs },
        "match",
    );
    for line in report.summary(&pass, args.apply) {
        println!("{line}");
    }
    if let Some(t) = &args.trace {
        let trace = Trace::new(&pass, &report, session.graph());
        let json = serde_json::to_string_pretty(&trace).context("serializing the trace")?;
        std::fs::write(t, json).with_context(|| format!("writing {}", t.display()))?;
    }
    if let Some(o) = &args.output {
        let g = match session.stage_error() {
            Some(e) => return Err(e.into()),
            None => session.graph().context("the file holds no graph")?,
        };
        let text = if o.extension().is_some_and(|e| e == "json") {
            let mut doc = session.document().clone();
            let cur = session.stage_index();
            doc.stages = doc
                .stages
                .into_iter()
                .enumerate()
                .filter(|(i, _)| *i == cur)
                .map(|(_, s)| s)
                .collect();
            doc.artifacts.clear();
            crate::export::json::to_json(&doc)?
        } else {
            crate::export::fx::print_graph(g)
        };
        std::fs::write(o, text).with_context(|| format!("writing {}", o.display()))?;
    }
    Ok(0)
}
