//! `quantbench open` / `quantbench view` (the window; being built).
use std::path::PathBuf;

#[derive(clap::Args, Debug)]
pub struct OpenArgs {
    pub file: Option<PathBuf>,
}

#[derive(clap::Args, Debug)]
pub struct ViewArgs {
    pub file: PathBuf,
}

pub fn open(_args: OpenArgs) -> anyhow::Result<i32> {
    use clap::CommandFactory as _;
    super::Cli::command().print_help()?;
    Ok(0)
}

pub fn view(_args: ViewArgs) -> anyhow::Result<i32> {
    anyhow::bail!("the window is not built yet")
}
