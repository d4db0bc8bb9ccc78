//! Reading the graphs PyTorch writes into [`Document`]s.
//!
//! [`load_path`] reads a file's bytes, rejects non-UTF-8 input with the position of the first bad
//! byte, recognizes the format and hands the text to the matching reader. Readers report
//! [`ParseError`]s that name `file:line:col`, what was expected and what was found.
//!
//! Formats: FX text as `print_readable` and `TORCH_LOGS` print it ([`fx`]), quantbench's own
//! JSON ([`json`]), TORCH_TRACE logs ([`trace`], streamed rather than read whole)
//! and TORCH_COMPILE_DEBUG directories ([`debug_dir`]).
pub mod canon;
pub mod case_meta;
pub mod debug_dir;
pub mod depyf;
pub mod fusion_log;
pub mod fx;
pub mod inductor_ir;
pub mod json;
pub mod output_code;
pub mod ranks;
pub mod survey;
pub mod trace;

use crate::ir::Document;
pub use crate::ir::ParseError;
use std::path::Path;

#[derive(Debug, thiserror::Error)]
pub enum LoadError {
    #[error("{path}: {source}")]
    Io { path: String, source: std::io::Error },
    /// Not a regular file, or past the size limit (an I/O error is [`LoadError::Io`]).
    #[error(transparent)]
    Read(crate::util::read::ReadError),
    #[error(transparent)]
    Parse(#[from] ParseError),
}

impl From<crate::util::read::ReadError> for LoadError {
    fn from(e: crate::util::read::ReadError) -> LoadError {
        match e {
            crate::util::read::ReadError::Io { path, source } => {
                LoadError::Io { path: path.display().to_string(), source }
            }
            e => LoadError::Read(e),
        }
    }
}

/// The input formats quantbench recognizes.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Format {
    /// `print_readable` text, `fx_graph_readable.py`, or `TORCH_LOGS` console output.
    FxText,
    /// quantbench's versioned JSON (`"format": "quantbench-graph"`).
    Json,
    /// A TORCH_TRACE structured log (glog prefix + JSON envelope + tab-indented payloads).
    TorchTrace,
}

impl Format {
    /// Sniffs the format from the text. Readers for TORCH_TRACE logs (lines of
    /// `V.... {json}` + tab-indented payloads) and TORCH_COMPILE_DEBUG directories are added here
    /// as further variants.
    pub fn detect(text: &str) -> Format {
        let head = text.trim_start_matches('\u{feff}').trim_start();
        if head.starts_with('{') && head.contains(&format!("\"{}\"", json::FORMAT)) {
            Format::Json
        } else if trace::looks_like_trace(head) {
            Format::TorchTrace
        } else {
            Format::FxText
        }
    }
}

/// What to do after reading.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct LoadOptions {
    /// Run [`canon::canonicalize_document`] (Inductor's `canonicalize_quant_mapping`). Off keeps
    /// the graphs exactly as the text shows them (`invoke_quant_packed` + `InvokeQuant(...)`).
    pub canonicalize: bool,
}

impl Default for LoadOptions {
    fn default() -> Self {
        LoadOptions { canonicalize: true }
    }
}

/// Reads a file in any supported format, canonicalizing invoke_quant.
pub fn load_path(path: &Path) -> Result<Document, LoadError> {
    load_path_with(path, LoadOptions::default())
}

pub fn load_path_with(path: &Path, opts: LoadOptions) -> Result<Document, LoadError> {
    load_path_reporting(path, opts, &mut |_, _| {})
}

/// [`load_path_with`] that reports reading progress as `(bytes_read, total_bytes)` (TORCH_TRACE
/// logs, which can be hundreds of MB, are read as a stream and report about every MiB).
pub fn load_path_reporting(
    path: &Path,
    opts: LoadOptions,
    progress: &mut dyn FnMut(u64, Option<u64>),
) -> Result<Document, LoadError> {
    let file = path.display().to_string();
    let io = |source| LoadError::Io { path: file.clone(), source };
    if path.is_dir() {
        if let Some(doc) = ranks::read_rank_dir(path, opts, progress)? {
            return Ok(finish(doc, path, opts));
        }
        if let Some(doc) = depyf::read_depyf_dir(path, opts)? {
            return Ok(finish(doc, path, opts));
        }
        return Ok(finish(debug_dir::read_debug_dir(path)?, path, opts));
    }
    let (f, meta) = crate::util::read::open_file(path)?;
    let mut reader = std::io::BufReader::with_capacity(1 << 16, f);
    let head = std::io::BufRead::fill_buf(&mut reader).map_err(io)?;
    // The head may end inside a UTF-8 sequence; only its valid prefix is needed to sniff.
    let head = match std::str::from_utf8(head) {
        Ok(s) => s,
        Err(e) => std::str::from_utf8(&head[..e.valid_up_to()]).unwrap_or(""),
    };
    if Format::detect(head) == Format::TorchTrace {
        let src = crate::ir::SourceFile {
            path: path.to_path_buf(),
            reader: &trace::lazy::TraceReader,
            len: meta.len(),
            modified: meta.modified().ok(),
        };
        return Ok(finish(trace::index_trace(reader, src, progress)?, path, opts));
    }
    drop(reader);
    let bytes = crate::util::read::read_file(path)?;
    let text = utf8_text(&bytes, &file)?;
    if let Some(kind) = depyf::DepyfCode::of(path) {
        return Ok(depyf::code_document(path, kind, text.to_string()));
    }
    let mut doc = parse_text(text, &file, opts)?;
    doc.path = Some(path.to_path_buf());
    Ok(doc)
}

/// Parses text already in memory (`file` is only used in error messages).
pub fn parse_text(text: &str, file: &str, opts: LoadOptions) -> Result<Document, ParseError> {
    let mut doc = match Format::detect(text) {
        Format::Json => json::from_json(text, file)?,
        Format::FxText => fx::parse_fx_raw(text, file)?,
        Format::TorchTrace => {
            trace::read_trace(text.as_bytes(), file, Some(text.len() as u64), &mut |_, _| {})?
        }
    };
    if opts.canonicalize {
        canon::canonicalize_document(&mut doc);
    }
    Ok(doc)
}

fn finish(mut doc: Document, path: &Path, opts: LoadOptions) -> Document {
    doc.path = Some(path.to_path_buf());
    if opts.canonicalize {
        canon::canonicalize_document(&mut doc);
    }
    doc
}

/// The bytes as UTF-8, or an error at the line and column of the first invalid byte.
pub fn utf8_text<'a>(bytes: &'a [u8], file: &str) -> Result<&'a str, ParseError> {
    std::str::from_utf8(bytes).map_err(|e| {
        let good = &bytes[..e.valid_up_to()];
        // The prefix is valid UTF-8 by definition of valid_up_to.
        let good = std::str::from_utf8(good).unwrap_or("");
        let line = good.matches('\n').count() + 1;
        let col = good.rsplit('\n').next().map_or(0, |l| l.chars().count()) + 1;
        let bad = bytes.get(e.valid_up_to()).copied().unwrap_or(0);
        ParseError {
            file: file.to_string(),
            line,
            col,
            expected: "UTF-8 text".into(),
            found: format!("byte 0x{bad:02x}, which is not valid UTF-8 here"),
        }
    })
}
