//! (being built)
#[derive(clap::Args, Debug)]
pub struct Args {
    /// Input file.
    pub file: std::path::PathBuf,
}

pub fn run(_args: Args) -> anyhow::Result<i32> {
    anyhow::bail!("this command is not built yet")
}
