//! `quantbench match FILE [--stage S] [--raw] --patterns P... [--apply] [--trace OUT.json]
//! [-o OUT]`: runs pattern
//! files over a graph as one `PatternMatcherPass` and prints, per pattern,
//! `NAME: N matched, M failed attempts`.
use super::graph::GraphArgs;
use crate::pattern::{
    FileEntry, PassOptions, Trace, builtin_entries, load_pattern_file, pass_from,
};
use crate::session::Session;
use anyhow::Context;
use std::path::PathBuf;

#[derive(clap::Args, Debug)]
pub struct Args {
    #[command(flatten)]
    pub graph: GraphArgs,
    /// Pattern files (TOML). `builtin` stands for the built-in set; none given = the built-ins.
    #[arg(long, num_args = 1.., value_name = "PATTERNS")]
    pub patterns: Vec<String>,
    /// Splice replacements in (patterns without a replacement only count).
    #[arg(long)]
    pub apply: bool,
    /// Also run over the nested subgraphs (invoke_quant bodies).
    #[arg(long)]
    pub subgraphs: bool,
    /// Write every attempt as JSON.
    #[arg(long, value_name = "OUT")]
    pub trace: Option<PathBuf>,
    /// Write the resulting graph (FX text; `.json` writes quantbench JSON).
    #[arg(short = 'o', long = "output", value_name = "OUT")]
    pub output: Option<PathBuf>,
}

/// The entries of every pattern file, and a warning for each file that holds none (a pass over
/// it matches nothing, which would otherwise look like a graph without matches).
fn load_entries(specs: &[String]) -> anyhow::Result<(Vec<FileEntry>, Vec<String>)> {
    if specs.is_empty() {
        return Ok((builtin_entries()?, vec![]));
    }
    let mut out = Vec::new();
    let mut warnings = Vec::new();
    for s in specs {
        if s == "builtin" {
            out.extend(builtin_entries()?);
        } else {
            let entries = load_pattern_file(std::path::Path::new(s))?;
            if entries.is_empty() {
                warnings.push(format!("{s}: the pattern file holds no patterns"));
            }
            out.extend(entries);
        }
    }
    Ok((out, warnings))
}

pub fn run(args: Args) -> anyhow::Result<i32> {
    let (doc, stage) = args.graph.load_stage()?;
    let (entries, warnings) = load_entries(&args.patterns)?;
    for w in &warnings {
        eprintln!("warning: {w}");
    }
    let pass = pass_from(&entries).map_err(anyhow::Error::msg)?;
    let mut session = Session::new(doc);
    session.select_stage(stage);
    let mut inputs = args.graph.inputs();
    inputs.add_all("--patterns", args.patterns.iter().filter(|p| *p != "builtin"));
    let mut report = session.run_pass(
        &pass,
        PassOptions { apply: args.apply, subgraphs: args.subgraphs },
        "match",
    );
    report.warnings = warnings;
    for line in report.summary(&pass, args.apply) {
        println!("{line}");
    }
    if let Some(t) = &args.trace {
        let trace = Trace::new(&pass, &report, session.graph());
        let json = serde_json::to_string_pretty(&trace).context("serializing the trace")?;
        inputs.write(t, "--trace", json.as_bytes())?;
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
        inputs.write(o, "--output", text.as_bytes())?;
    }
    Ok(0)
}
