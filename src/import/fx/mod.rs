//! The FX text reader: `GraphModule.print_readable` output, `fx_graph_readable.py` /
//! `fx_graph_transformed.py` files, and `TORCH_LOGS` console logs holding several graphs.
//!
//! Reading happens in three layers: [`blocks`] strips log prefixes and cuts the text into one
//! block per printed top-level class (naming its stage), [`class`] parses a class with its nested
//! subgraph classes into statements, and resolves names into a [`Graph`]; [`expr`] and [`annot`]
//! parse Python expressions and the `"f32[8][1]cpu"` annotations.
mod annot;
mod blocks;
mod class;
mod export_sig;
mod expr;
mod graph_ir;
mod resolve;

pub use annot::parse_annotation;
pub use blocks::stage_name_for_header;

use crate::ir::ParseError;
use crate::ir::{Document, Graph, Stage};

/// One line of input after log-prefix stripping: `text` starts at character column `col0`
/// (0-based) of line `no` (1-based) of the original file.
#[derive(Debug, Clone, Copy)]
pub(crate) struct Line<'a> {
    pub no: usize,
    pub col0: usize,
    pub text: &'a str,
}

impl Line<'_> {
    /// Leading spaces.
    pub fn indent(&self) -> usize {
        self.text.len() - self.text.trim_start_matches(' ').len()
    }
    pub fn is_blank(&self) -> bool {
        self.text.trim().is_empty()
    }
    /// 1-based column of byte offset `at` of `text`.
    pub fn col_of(&self, at: usize) -> usize {
        let at = at.min(self.text.len());
        let chars = self.text.get(..at).map_or(at, |s| s.chars().count());
        self.col0 + chars + 1
    }
}

/// Error-building context: the file name for messages.
#[derive(Debug, Clone, Copy)]
pub(crate) struct Ctx<'a> {
    pub file: &'a str,
}

impl Ctx<'_> {
    pub fn err(
        &self,
        line: usize,
        col: usize,
        expected: impl Into<String>,
        found: impl Into<String>,
    ) -> ParseError {
        ParseError {
            file: self.file.to_string(),
            line,
            col,
            expected: expected.into(),
            found: found.into(),
        }
    }
    pub fn err_at(
        &self,
        l: &Line<'_>,
        byte: usize,
        expected: impl Into<String>,
        found: impl Into<String>,
    ) -> ParseError {
        self.err(l.no, l.col_of(byte), expected, found)
    }
}

/// Parses FX text into a document and canonicalizes invoke_quant (Inductor's
/// `canonicalize_quant_mapping`; see [`crate::import::canon`]).
pub fn parse_fx(text: &str, file: &str) -> Result<Document, ParseError> {
    let mut doc = parse_fx_raw(text, file)?;
    super::canon::canonicalize_document(&mut doc);
    Ok(doc)
}

/// Parses FX text into a document exactly as printed (no canonicalization).
pub fn parse_fx_raw(text: &str, file: &str) -> Result<Document, ParseError> {
    let ctx = Ctx { file };
    let text = blocks::strip_ansi(text);
    let blocks = blocks::split(&text, &ctx)?;
    let mut doc = Document::default();
    for b in blocks {
        let mut i = 0;
        let mut graph = match b.kind {
            blocks::BlockKind::GraphIr => graph_ir::parse(&ctx, &b.lines)?,
            blocks::BlockKind::Class | blocks::BlockKind::BareDef => {
                class::parse_class(&ctx, &b.lines, &mut i, 0)?
            }
        };
        graph.export_signature = b.export_signature;
        let mut name = b.stage;
        let taken = |n: &str, d: &Document| {
            d.stages.iter().any(|s| s.name == n && s.compile_id == b.compile_id)
        };
        if taken(&name, &doc) {
            let base = name.clone();
            name = (1..).map(|k| format!("{base}_{k}")).find(|n| !taken(n, &doc)).unwrap_or(base);
        }
        doc.stages.push(Stage::new(name, b.compile_id, graph));
    }
    Ok(doc)
}

/// How many graphs (top-level classes) `text` prints, without parsing them.
pub fn count_graphs(text: &str, file: &str) -> Result<usize, ParseError> {
    let text = blocks::strip_ansi(text);
    blocks::split(&text, &Ctx { file }).map(|b| b.len())
}

/// Parses a text holding exactly one graph (a bare `class ...:` block).
pub fn parse_graph(text: &str, file: &str) -> Result<Graph, ParseError> {
    let mut doc = parse_fx(text, file)?;
    match doc.stages.len() {
        1 => Ok(doc.stages.remove(0).into_graph().map_err(|e| ParseError {
            file: file.to_string(),
            line: 1,
            col: 1,
            expected: "a graph".into(),
            found: e.to_string(),
        })?),
        n => Err(ParseError {
            file: file.to_string(),
            line: 1,
            col: 1,
            expected: "exactly one graph".into(),
            found: format!("{n} graphs"),
        }),
    }
}
