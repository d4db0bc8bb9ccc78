//! `quantbench [FILE]`, `quantbench open [FILE [--stage S] [--raw]]`: the window.
//! `quantbench view FILE [--stage S] [--raw] --screenshot OUT.png`: the same window rendered
//! headless (no display, no X server) to a PNG. A screenshot (and a window asked for a stage or
//! `--raw`) reads the file with the CLI's loader first, so it shows the document, never a
//! "Loading" frame; a plain `open FILE` lets the window read it in the background.
use super::graph::GraphArgs;
use std::path::PathBuf;

/// [`GraphArgs`] with the file optional. Not `#[command(flatten)] Option<GraphArgs>`: clap makes
/// a flattened optional group's positional required anyway (clap-rs/clap#5092).
#[derive(clap::Args, Debug)]
pub struct OpenArgs {
    /// The graph (as for every command; see `inspect --help`); without one, the built-in sample.
    #[arg(value_name = "FILE")]
    pub file: Option<PathBuf>,
    /// As GraphArgs' `--stage`.
    #[arg(long, requires = "file")]
    pub stage: Option<String>,
    /// As GraphArgs' `--raw`.
    #[arg(long, requires = "file")]
    pub raw: bool,
}

impl OpenArgs {
    pub fn graph(&self) -> Option<GraphArgs> {
        let file = self.file.clone()?;
        Some(GraphArgs { file, stage: self.stage.clone(), raw: self.raw, quant_patterns: vec![] })
    }
}

#[derive(clap::Args, Debug)]
pub struct ViewArgs {
    #[command(flatten)]
    pub graph: GraphArgs,
    /// Render the window to this PNG and exit (no display needed).
    #[arg(long, value_name = "OUT")]
    pub screenshot: Option<PathBuf>,
    /// Window size in points, `WxH`.
    #[arg(long, default_value = "1600x1000", value_parser = parse_size)]
    pub size: (u32, u32),
    /// Show this invoke_quant call expanded inline (name, or `outer/inner` for nested calls).
    #[arg(long = "expand", value_name = "NODE")]
    pub expand: Vec<String>,
    /// Select this node (inspector filled, canvas centred on it).
    #[arg(long, value_name = "NODE")]
    pub select: Option<String>,
    /// Open this group (its label as the canvas shows it, `fn.5`, or its dotted name); the view
    /// fits it.
    #[arg(long = "open", value_name = "GROUP")]
    pub open: Vec<String>,
    /// Light theme instead of dark.
    #[arg(long)]
    pub light: bool,
    /// Show this bottom-panel tab (its title: Patterns, Fusion, Kernels, Stage diff, Code).
    #[arg(long, value_name = "TAB")]
    pub tab: Option<String>,
    /// Inductor's output code to show in the Code tab (`output_code.py`), instead of the one
    /// the log holds or the `output_code.py` beside FILE.
    #[arg(long, value_name = "FILE")]
    pub code: Option<PathBuf>,
    /// Show this log, debug folder or graph beside FILE, what differs marked (File > Compare
    /// with).
    #[arg(long, value_name = "PATH")]
    pub compare: Option<PathBuf>,
}

fn parse_size(s: &str) -> Result<(u32, u32), String> {
    let (w, h) = s.split_once(['x', 'X']).ok_or_else(|| format!("expected WxH, got `{s}`"))?;
    let p = |v: &str| v.trim().parse::<u32>().ok().filter(|&n| (64..=8192).contains(&n));
    match (p(w), p(h)) {
        (Some(w), Some(h)) => Ok((w, h)),
        _ => Err(format!("expected WxH with sides from 64 to 8192, got `{s}`")),
    }
}

#[cfg(feature = "gui")]
fn start(graph: &GraphArgs) -> anyhow::Result<crate::app::StartOptions> {
    let (doc, stage) = graph.load_stage()?;
    Ok(crate::app::StartOptions {
        file: Some(graph.file.clone()),
        document: Some(doc),
        stage: Some(stage),
        raw: graph.raw,
        ..Default::default()
    })
}

#[cfg(feature = "gui")]
pub fn open(args: OpenArgs) -> anyhow::Result<i32> {
    // A plain FILE opens with the window, which reads big files on a worker thread behind its
    // progress bar (the previous graph, here the sample, stays on screen); a parse error shows
    // in the window. `--stage`/`--raw` need the document before the window, so the CLI reads it.
    let start = match &args.graph() {
        Some(g) if g.stage.is_none() && !g.raw => {
            crate::app::StartOptions { file: Some(g.file.clone()), ..Default::default() }
        }
        Some(g) => start(g)?,
        None => crate::app::StartOptions::default(),
    };
    crate::app::run_native(start)?;
    Ok(0)
}

#[cfg(feature = "gui")]
pub fn view(args: ViewArgs) -> anyhow::Result<i32> {
    let start = crate::app::StartOptions {
        expand: args.expand,
        select: args.select,
        open_groups: args.open,
        dark: Some(!args.light),
        headless: args.screenshot.is_some(),
        tab: args.tab,
        code: args.code.clone(),
        compare: args.compare.clone(),
        ..start(&args.graph)?
    };
    match args.screenshot {
        Some(out) => {
            let size = [args.size.0 as f32, args.size.1 as f32];
            let mut inputs = args.graph.inputs();
            inputs.add_all("--code", &args.code);
            inputs.add_all("--compare", args.compare.iter());
            let (w, h) = crate::app::screenshot(start, size, &out, &inputs)?;
            println!("wrote {} ({w}x{h})", out.display());
        }
        None => crate::app::run_native(start)?,
    }
    Ok(0)
}

#[cfg(not(feature = "gui"))]
pub fn open(_args: OpenArgs) -> anyhow::Result<i32> {
    anyhow::bail!(
        "this quantbench was built without the `gui` feature; use the subcommands (see --help)"
    )
}

#[cfg(not(feature = "gui"))]
pub fn view(_args: ViewArgs) -> anyhow::Result<i32> {
    anyhow::bail!(
        "this quantbench was built without the `gui` feature: no window and no screenshots"
    )
}

#[cfg(test)]
mod tests {
    #[test]
    fn sizes_parse() {
        assert_eq!(super::parse_size("800x600"), Ok((800, 600)));
        assert!(super::parse_size("800").is_err());
        assert!(super::parse_size("0x600").is_err());
    }
}
