//! Pattern files: TOML with `[[pattern]]` tables (`name`, `pattern`, optional `extra_check`,
//! `replacement`, `description`, `prepend`). Errors inside a pattern's text are reported at
//! their line:col in the TOML file.
use super::parse::{ParseError, parse_pattern};
use super::pass::PatternEntry;
use serde::Deserialize;
use std::path::Path;

#[derive(Debug, Clone, PartialEq, thiserror::Error)]
#[error("{file}:{line}:{col}: {message}")]
pub struct PatternFileError {
    pub file: String,
    pub line: usize,
    pub col: usize,
    pub message: String,
}

#[derive(Deserialize)]
#[serde(deny_unknown_fields)]
struct FileToml {
    #[serde(default)]
    pattern: Vec<EntryToml>,
}

#[derive(Deserialize)]
#[serde(deny_unknown_fields)]
struct EntryToml {
    name: toml::Spanned<String>,
    pattern: toml::Spanned<String>,
    #[serde(default)]
    extra_check: Option<toml::Spanned<Checks>>,
    #[serde(default)]
    replacement: Option<toml::Spanned<String>>,
    #[serde(default)]
    description: Option<String>,
    #[serde(default)]
    prepend: bool,
    #[serde(default)]
    invoke_quant: Option<toml::Spanned<super::wrap::WrapSpec>>,
}

#[derive(Deserialize, Clone)]
#[serde(untagged)]
enum Checks {
    One(String),
    Many(Vec<String>),
}

/// An entry as the file describes it, with whether to register it first.
#[derive(Debug, Clone)]
pub struct FileEntry {
    pub entry: PatternEntry,
    pub description: Option<String>,
    pub prepend: bool,
}

/// 1-based line and column of byte offset `at`.
fn line_col(text: &str, at: usize) -> (usize, usize) {
    let before = &text[..at.min(text.len())];
    let line = before.matches('\n').count() + 1;
    let col = before.rsplit('\n').next().map_or(0, |l| l.chars().count()) + 1;
    (line, col)
}

/// Where a TOML string's content starts: after its quotes and, for a multi-line string, the
/// newline TOML trims right after the opening delimiter.
fn content_start(text: &str, span_start: usize) -> usize {
    let rest = text.get(span_start..).unwrap_or("");
    let delim = if rest.starts_with("'''") || rest.starts_with("\"\"\"") { 3 } else { 1 };
    let after = span_start + delim;
    match text.get(after..) {
        Some(r) if delim == 3 && r.starts_with("\r\n") => after + 2,
        Some(r) if delim == 3 && r.starts_with('\n') => after + 1,
        _ => after,
    }
}

/// Maps an error inside an embedded text to the TOML file's coordinates.
fn embed(
    text: &str,
    span_start: usize,
    file: &str,
    line: usize,
    col: usize,
    message: String,
) -> PatternFileError {
    let (l0, c0) = line_col(text, content_start(text, span_start));
    let (line, col) = if line == 1 { (l0, c0 + col - 1) } else { (l0 + line - 1, col) };
    PatternFileError { file: file.to_string(), line, col, message }
}

pub fn parse_pattern_file(text: &str, file: &str) -> Result<Vec<FileEntry>, PatternFileError> {
    let doc: FileToml = toml::from_str(text).map_err(|e| {
        let (line, col) = e.span().map(|s| line_col(text, s.start)).unwrap_or((1, 1));
        PatternFileError { file: file.to_string(), line, col, message: e.message().to_string() }
    })?;
    let mut out = Vec::new();
    for e in doc.pattern {
        let name = e.name.get_ref().clone();
        let src = e.pattern.get_ref().clone();
        let pattern =
            parse_pattern(&src).map_err(|ParseError { line, col, expected, found }| {
                embed(
                    text,
                    e.pattern.span().start,
                    file,
                    line,
                    col,
                    format!("in pattern `{name}`: expected {expected}, found {found}"),
                )
            })?;
        let extra_checks = match e.extra_check.as_ref().map(|c| c.get_ref().clone()) {
            None => vec![],
            Some(Checks::One(c)) => vec![c],
            Some(Checks::Many(v)) => v,
        };
        for c in &extra_checks {
            super::checks::validate(c).map_err(|m| {
                let at = e.extra_check.as_ref().map_or(0, |s| s.span().start);
                let (line, col) = line_col(text, at);
                PatternFileError {
                    file: file.to_string(),
                    line,
                    col,
                    message: format!("in pattern `{name}`: {m}"),
                }
            })?;
        }
        let replacement = match &e.replacement {
            None => None,
            Some(r) => Some(super::replace::parse_replacement(r.get_ref()).map_err(|pe| {
                embed(
                    text,
                    r.span().start,
                    file,
                    pe.line,
                    pe.col,
                    format!(
                        "in replacement of `{name}`: expected {}, found {}",
                        pe.expected, pe.found
                    ),
                )
            })?),
        };
        let wrap = match &e.invoke_quant {
            None => None,
            Some(w) => {
                let at = |message: String| {
                    let (line, col) = line_col(text, w.span().start);
                    PatternFileError { file: file.to_string(), line, col, message }
                };
                if replacement.is_some() {
                    return Err(at(format!(
                        "in pattern `{name}`: a pattern has a replacement or an invoke_quant table, not both"
                    )));
                }
                let known = pattern.keyword_names();
                if let Some(k) = w.get_ref().operands.iter().find(|k| !known.contains(k)) {
                    return Err(at(format!(
                        "in pattern `{name}`: operand `{k}` is not a KeywordArg of the pattern (it has: {})",
                        known.join(", ")
                    )));
                }
                Some(w.get_ref().clone())
            }
        };
        out.push(FileEntry {
            entry: PatternEntry { name, source: src, pattern, extra_checks, replacement, wrap },
            description: e.description,
            prepend: e.prepend,
        });
    }
    Ok(out)
}

pub fn load_pattern_file(path: &Path) -> Result<Vec<FileEntry>, PatternFileError> {
    let file = path.display().to_string();
    let bytes = crate::util::read::read_file(path).map_err(|e| PatternFileError {
        file: file.clone(),
        line: 0,
        col: 0,
        message: e.reason(),
    })?;
    let text = crate::import::utf8_text(&bytes, &file).map_err(|e| PatternFileError {
        file: file.clone(),
        line: e.line,
        col: e.col,
        message: format!("expected {}, found {}", e.expected, e.found),
    })?;
    if path.extension().is_some_and(|e| e == "py") {
        return parse_python_patterns(text, &file);
    }
    parse_pattern_file(text, &file)
}

/// Patterns as Inductor's sources have them: a generated `serialized_patterns/*.py` module (each
/// exported binding an entry, named as Inductor names it) or expressions copied from
/// `fx_passes/*.py` (`name = CallFunction(...)` statements, or one bare expression). Such
/// entries match and count; replacements come from TOML files.
pub fn parse_python_patterns(text: &str, file: &str) -> Result<Vec<FileEntry>, PatternFileError> {
    let m = super::parse::parse_module(text).map_err(|e| PatternFileError {
        file: file.to_string(),
        line: e.line,
        col: e.col,
        message: format!("expected {}, found {}", e.expected, e.found),
    })?;
    let roots = m.roots();
    if roots.is_empty() {
        return Err(PatternFileError {
            file: file.to_string(),
            line: 1,
            col: 1,
            message: "expected a pattern (`name = CallFunction(...)` or an expression), found none"
                .into(),
        });
    }
    Ok(roots
        .into_iter()
        .map(|(name, pattern)| FileEntry {
            entry: PatternEntry {
                source: pattern.repr(pattern.root),
                name,
                pattern,
                extra_checks: vec![],
                replacement: None,
                wrap: None,
            },
            description: Some(format!("from {file}")),
            prepend: false,
        })
        .collect())
}

/// The built-in pattern files (`assets/patterns/*.toml`), compiled in.
pub const BUILTIN: &[(&str, &str)] = &[
    ("invoke_quant.toml", include_str!("../../assets/patterns/invoke_quant.toml")),
    ("uint4x2_mixed_mm.toml", include_str!("../../assets/patterns/uint4x2_mixed_mm.toml")),
    ("wrap_dequant.toml", include_str!("../../assets/patterns/wrap_dequant.toml")),
];

/// Every built-in entry, in file order.
pub fn builtin_entries() -> Result<Vec<FileEntry>, PatternFileError> {
    let mut out = Vec::new();
    for (name, text) in BUILTIN {
        out.extend(parse_pattern_file(text, &format!("builtin:{name}"))?);
    }
    Ok(out)
}

/// A pass with the entries registered in order (`prepend` ones first, as Inductor does).
pub fn pass_from(
    entries: &[FileEntry],
) -> Result<super::PatternMatcherPass, super::pass::RegisterError> {
    let mut p = super::PatternMatcherPass::new();
    for e in entries {
        p.register(e.entry.clone(), e.prepend)?;
    }
    Ok(p)
}
