//! `quantbench export FILE --to fx|json|dot|model-explorer [--stage NAME] [--kernels POLICY]
//! [-o OUT]`. Output files are written atomically (a temporary file in the same directory, then a
//! rename) and never over the input.
use crate::export::{dot, fx, json, kernels, model_explorer};
use crate::import::LoadOptions;
use crate::ir::Document;
use std::io::Write;
use std::path::{Path, PathBuf};

#[derive(clap::ValueEnum, Clone, Copy, Debug, PartialEq, Eq)]
pub enum To {
    Fx,
    Json,
    Dot,
    /// Model Explorer graph JSON (a `GraphCollection`).
    ModelExplorer,
}

#[derive(clap::Args, Debug)]
pub struct Args {
    /// Input file (FX text, TORCH_LOGS output, quantbench JSON).
    pub file: PathBuf,
    /// Output format.
    #[arg(long, value_enum)]
    pub to: To,
    /// The stage to write (default: every stage for fx/json, the last one for dot).
    #[arg(long)]
    pub stage: Option<String>,
    /// Output file (default: standard output).
    #[arg(short = 'o', long)]
    pub out: Option<PathBuf>,
    /// Keep invoke_quant_packed as the text has it (no canonicalization).
    #[arg(long)]
    pub raw: bool,
    /// Schedule the stage under this policy (inductor-cpu, inductor-gpu, workbench) and draw its
    /// kernels (dot: clusters, model-explorer: namespaces).
    #[arg(long)]
    pub kernels: Option<String>,
}

pub(crate) fn no_stage(doc: &Document, name: &str) -> anyhow::Error {
    let have: Vec<String> = doc.stages.iter().map(|s| s.qualified_name()).collect();
    anyhow::anyhow!("no stage `{name}`; the file has: {}", have.join(", "))
}

pub fn run(args: Args) -> anyhow::Result<i32> {
    let mut doc =
        super::progress::load_with_bar(&args.file, LoadOptions { canonicalize: !args.raw })?;
    if let Some(name) = &args.stage {
        let st = doc.stage(Some(name)).cloned().ok_or_else(|| no_stage(&doc, name))?;
        doc.stages = vec![st];
    }
    let text = match args.to {
        To::Fx => fx::print_document(&doc)?,
        To::Json => json::to_json(&doc)?,
        To::Dot | To::ModelExplorer => {
            let st = doc.stage(None).ok_or_else(|| anyhow::anyhow!("the file has no graph"))?;
            let g = st.graph()?;
            let groups = match &args.kernels {
                Some(p) => kernel_groups(g, p)?,
                None => Vec::new(),
            };
            if args.to == To::Dot {
                dot::to_dot_with_kernels(g, &groups)
            } else {
                let label = args
                    .file
                    .file_name()
                    .map(|f| f.to_string_lossy().into_owned())
                    .unwrap_or_default();
                let v = model_explorer::graph_collection(&label, &st.qualified_name(), g, &groups);
                serde_json::to_string_pretty(&v)? + "\n"
            }
        }
    };
    match &args.out {
        None => std::io::stdout().write_all(text.as_bytes())?,
        Some(out) => {
            refuse_input(&args.file, out)?;
            write_atomic(out, text.as_bytes())?;
        }
    }
    Ok(0)
}

/// The kernels Inductor's scheduler forms for `g` under `policy`.
pub(crate) fn kernel_groups(
    g: &crate::ir::Graph,
    policy: &str,
) -> anyhow::Result<Vec<kernels::KernelGroup>> {
    use crate::sched::{Config, CostModel, Policy, schedule};
    let p = Policy::parse(policy).ok_or_else(|| {
        anyhow::anyhow!("unknown policy `{policy}` (inductor-cpu, inductor-gpu, workbench)")
    })?;
    let s = schedule(g, p, Config::default(), Box::new(CostModel::default()))?;
    Ok(kernels::from_schedule(&s, g))
}

/// Refuses to write over the input file, or over any file of an input directory (a debug dir).
pub(crate) fn refuse_input(input: &Path, out: &Path) -> anyhow::Result<()> {
    let (Ok(inp), Ok(o)) = (input.canonicalize(), out.canonicalize()) else { return Ok(()) };
    if inp == o || (inp.is_dir() && o.starts_with(&inp)) {
        anyhow::bail!("refusing to overwrite the input {}", input.display());
    }
    Ok(())
}

/// Writes via a temporary file next to `path` and a rename, so readers never see half a file.
pub fn write_atomic(path: &Path, bytes: &[u8]) -> anyhow::Result<()> {
    let dir = path.parent().filter(|d| !d.as_os_str().is_empty()).unwrap_or(Path::new("."));
    let name =
        path.file_name().ok_or_else(|| anyhow::anyhow!("{} is not a file path", path.display()))?;
    let tmp = dir.join(format!(".{}.tmp-{}", name.to_string_lossy(), std::process::id()));
    let res = (|| -> std::io::Result<()> {
        let mut f = std::fs::File::create(&tmp)?;
        f.write_all(bytes)?;
        f.sync_all()?;
        std::fs::rename(&tmp, path)
    })();
    if let Err(e) = res {
        let _ = std::fs::remove_file(&tmp);
        anyhow::bail!("writing {}: {e}", path.display());
    }
    Ok(())
}
