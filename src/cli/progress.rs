//! Loading with an indicatif progress bar on the terminal for big inputs (TORCH_TRACE logs run
//! to hundreds of MB); silent when stderr is not a terminal or the file is small.
use crate::import::{LoadOptions, load_path_reporting};
use crate::ir::Document;
use indicatif::{ProgressBar, ProgressStyle};
use std::io::IsTerminal;
use std::path::Path;

/// Below this a bar would only flicker.
const BAR_FROM_BYTES: u64 = 16 << 20;

pub fn load_with_bar(path: &Path, opts: LoadOptions) -> anyhow::Result<Document> {
    let mut bar: Option<ProgressBar> = None;
    let tty = std::io::stderr().is_terminal();
    let doc = load_path_reporting(path, opts, &mut |read, total| {
        let Some(total) = total.filter(|&t| tty && t >= BAR_FROM_BYTES) else { return };
        let b = bar.get_or_insert_with(|| {
            let b = ProgressBar::new(total);
            if let Ok(style) = ProgressStyle::with_template(
                "{msg} [{bar:40}] {bytes}/{total_bytes} ({bytes_per_sec}, {eta})",
            ) {
                b.set_style(style);
            }
            b.set_message(format!("reading {}", path.display()));
            b
        });
        b.set_position(read);
    })?;
    if let Some(b) = bar {
        b.finish_and_clear();
    }
    Ok(doc)
}
