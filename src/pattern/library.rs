//! Quantization libraries' dequant recognized as `invoke_quant`: pattern files with
//! `[pattern.invoke_quant]` tables ([`super::wrap`]), the built-in ones
//! (`assets/patterns/libraries/*.toml`) and the user's, run as one rewriting
//! `PatternMatcherPass` over a graph when it is opened. The graph Inductor compiled is what
//! comparisons with Inductor use; this is how the graph is shown, grouped, searched and what
//! the what-if runs.
use super::file::{FileEntry, PatternFileError, load_pattern_file, parse_pattern_file};
use super::pass::{PassOptions, PatternMatcherPass};
use crate::ir::{Graph, LoadPass};
use std::path::PathBuf;
use std::sync::Arc;

/// The built-in library pattern files, compiled in.
pub const LIBRARY_BUILTIN: &[(&str, &str)] = &[
    ("torchao.toml", include_str!("../../assets/patterns/libraries/torchao.toml")),
    ("hqq.toml", include_str!("../../assets/patterns/libraries/hqq.toml")),
];

/// Every built-in library entry, then those of `extra` files (a user's own library).
pub fn library_entries(extra: &[PathBuf]) -> Result<Vec<FileEntry>, PatternFileError> {
    let mut out = Vec::new();
    for (name, text) in LIBRARY_BUILTIN {
        out.extend(parse_pattern_file(text, &format!("builtin:libraries/{name}"))?);
    }
    for p in extra {
        let entries = load_pattern_file(p)?;
        if let Some(e) = entries.iter().find(|e| e.entry.wrap.is_none()) {
            return Err(PatternFileError {
                file: p.display().to_string(),
                line: 1,
                col: 1,
                message: format!(
                    "pattern `{}` has no [pattern.invoke_quant] table: a library pattern file \
                     recognizes dequant chains as invoke_quant",
                    e.entry.name
                ),
            });
        }
        out.extend(entries);
    }
    Ok(out)
}

/// The recognizing pass over `extra` and the built-ins.
pub fn library_pass(extra: &[PathBuf]) -> Result<PatternMatcherPass, PatternFileError> {
    let entries = library_entries(extra)?;
    super::file::pass_from(&entries).map_err(|e| PatternFileError {
        file: "library patterns".into(),
        line: 1,
        col: 1,
        message: e.to_string(),
    })
}

/// Wraps every library dequant chain of `g` as invoke_quant; returns how many were wrapped.
/// The top-level graph only: a wrapped chain lives in a subgraph afterwards, so a second run
/// finds nothing (recognition is idempotent) instead of wrapping the body again.
pub fn recognize(pass: &PatternMatcherPass, g: &mut Graph) -> usize {
    pass.apply(g, PassOptions { apply: true, subgraphs: false }).applied
}

/// [`recognize`] as a [`LoadPass`] for the stages of a document.
pub fn load_pass(pass: PatternMatcherPass) -> LoadPass {
    let pass = Arc::new(pass);
    LoadPass(Arc::new(move |g: &mut Graph| {
        recognize(&pass, g);
    }))
}

/// Recognizes library dequant in every stage of `doc` (indexed stages when they are parsed).
pub fn recognize_document(doc: &mut crate::ir::Document, pass: PatternMatcherPass) {
    let lp = load_pass(pass);
    for st in &mut doc.stages {
        st.rewrite_on_load(lp.clone());
    }
}
