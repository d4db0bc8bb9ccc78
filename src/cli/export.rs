//! `quantbench export FILE --to fx|json|dot|model-explorer|svg|png [--stage NAME] [--raw]
//! [--kernels POLICY] [--folded|--open-all] [--light] [--scale N] [-o OUT]`. Output files are written atomically and never over the input.
use super::graph::GraphArgs;
use crate::export::image::{self, Fold};
use crate::export::{dot, fx, json, kernels, model_explorer, png};
use crate::sched::Policy;
use std::io::Write;
use std::path::PathBuf;

#[derive(clap::ValueEnum, Clone, Copy, Debug, PartialEq, Eq)]
pub enum To {
    Fx,
    Json,
    Dot,
    /// Model Explorer graph JSON (a `GraphCollection`).
    ModelExplorer,
    /// The whole graph as a picture (every box, not what a window shows).
    Svg,
    /// The whole graph as a picture, rasterized (text legible at --scale 2).
    Png,
}

#[derive(clap::Args, Debug)]
pub struct Args {
    /// Without --stage: every stage for fx/json, the last one for dot and model-explorer.
    #[command(flatten)]
    pub graph: GraphArgs,
    /// Output format.
    #[arg(long, value_enum)]
    pub to: To,
    /// Output file (default: standard output).
    #[arg(short = 'o', long, value_name = "OUT")]
    pub out: Option<PathBuf>,
    /// Schedule the stage under this policy and draw its kernels (dot: clusters,
    /// model-explorer: namespaces).
    #[arg(long)]
    pub kernels: Option<Policy>,
    /// svg/png: every outermost group as one box (default: as the window opens the graph,
    /// folded past 1500 nodes).
    #[arg(long, conflicts_with = "open_all")]
    pub folded: bool,
    /// svg/png: every node drawn, no group folded.
    #[arg(long)]
    pub open_all: bool,
    /// svg/png: the light theme (default: dark, as the window).
    #[arg(long)]
    pub light: bool,
    /// png: pixels per canvas point.
    #[arg(long, default_value_t = 2.0)]
    pub scale: f32,
}

/// What writes the output, into standard output or the atomic writer's temporary file.
type WriteFn<'a> = Box<dyn FnOnce(&mut dyn Write) -> std::io::Result<()> + 'a>;

pub fn run(args: Args) -> anyhow::Result<i32> {
    let mut doc = args.graph.load()?;
    if args.graph.stage.is_some() {
        let i = args.graph.stage_index(&doc)?;
        doc.stages = vec![doc.stages.swap_remove(i)];
    }
    // The JSON formats stream into the output as they are made (a 200,000-node graph as one
    // `serde_json::Value` took gigabytes); the text formats are a small multiple of their size.
    let write: WriteFn<'_> = match args.to {
        To::Svg | To::Png => {
            let st = doc.stage(None).ok_or_else(|| anyhow::anyhow!("the file has no graph"))?;
            let g = st.graph()?;
            let h = crate::group::Hierarchy::for_stage(&doc, st, g);
            let fold = match (args.folded, args.open_all) {
                (true, _) => Fold::Folded,
                (_, true) => Fold::OpenAll,
                _ => Fold::AsOpened,
            };
            let svg = image::whole_graph_svg(g, &h, fold, !args.light)?;
            let bytes = match args.to {
                To::Png => {
                    anyhow::ensure!(
                        args.scale.is_finite() && args.scale > 0.0,
                        "--scale must be a positive number"
                    );
                    png::svg_to_png(&svg, args.scale)?
                }
                _ => svg.into_bytes(),
            };
            Box::new(move |w| w.write_all(&bytes))
        }
        To::Fx => {
            let text = fx::print_document(&doc)?;
            Box::new(move |w| w.write_all(text.as_bytes()))
        }
        To::Json => Box::new(|w| {
            json::write_json(&doc, w).map_err(|e| match e {
                json::WriteJsonError::Io(e) => e,
                e => std::io::Error::other(e.to_string()),
            })
        }),
        To::Dot | To::ModelExplorer => {
            let st = doc.stage(None).ok_or_else(|| anyhow::anyhow!("the file has no graph"))?;
            let g = st.graph()?;
            let groups = match args.kernels {
                Some(p) => kernel_groups(g, p)?,
                None => Vec::new(),
            };
            if args.to == To::Dot {
                let text = dot::to_dot_with_kernels(g, &groups);
                Box::new(move |w| w.write_all(text.as_bytes()))
            } else {
                let label = args
                    .graph
                    .file
                    .file_name()
                    .map(|f| f.to_string_lossy().into_owned())
                    .unwrap_or_default();
                let id = st.qualified_name();
                // Kernels, when asked for, are the namespaces; else the module hierarchy.
                let modules = match groups.is_empty() {
                    true => model_explorer::module_namespaces(
                        &crate::group::Hierarchy::for_stage(&doc, st, g),
                        g,
                    ),
                    false => Default::default(),
                };
                Box::new(move |w| {
                    model_explorer::write_graph_collection(w, &label, &id, g, &groups, &modules)
                })
            }
        }
    };
    match &args.out {
        None => write(&mut std::io::stdout().lock())?,
        Some(out) => args.graph.inputs().write_with(out, "--out", write)?,
    }
    Ok(0)
}

/// The kernels Inductor's scheduler forms for `g` under `policy`.
fn kernel_groups(
    g: &crate::ir::Graph,
    policy: Policy,
) -> anyhow::Result<Vec<kernels::KernelGroup>> {
    use crate::sched::{Config, schedule};
    let s = schedule(g, policy, Config::default(), crate::pipeline::costs::oracle(policy))?;
    Ok(kernels::from_schedule(&s, g))
}
