//! Cutting a text into printed graphs. A bare file is one (or more) `class X(torch.nn.Module):`
//! blocks; a `TORCH_LOGS` log repeats a glog prefix on every line and introduces each graph with
//! `TRACED GRAPH` / ` ===== AFTER POST GRAD =====` / ` /path/_lazy_graph_module.py class ...`.
use super::{Ctx, Line};
use crate::import::ParseError;
use crate::ir::ExportSignature;
use regex::Regex;
use std::sync::LazyLock;

pub(crate) struct Block<'a> {
    pub stage: String,
    pub compile_id: Option<String>,
    pub kind: BlockKind,
    pub lines: Vec<Line<'a>>,
    /// `print(exported_program)`'s `Graph signature:` / `Range constraints:` sections.
    pub export_signature: Option<ExportSignature>,
}

/// What a block's first line starts.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub(crate) enum BlockKind {
    /// `class X(torch.nn.Module):` (`print_readable`, depyf, `fx_graph_runnable.py`).
    Class,
    /// A bare `def forward(self, ...):` at the top level (`gm.code`).
    BareDef,
    /// `graph():` (`print(gm.graph)`).
    GraphIr,
}

/// `V1129 17:02:07.374000 5284 torch/_inductor/compile_fx.py:1703] [0/0] [__post_grad_graphs] `
#[allow(clippy::expect_used, reason = "a constant regex")]
static GLOG: LazyLock<Regex> = LazyLock::new(|| {
    Regex::new(r"^(?:\[rank\d+\]:)?[VIWEC]\d{4} \d{2}:\d{2}:\d{2}\.\d{6} +\d+ [^\]]*\](?: \[(!?\d+(?:/\d+)*(?:_\d+)?)\])?(?: \[__[A-Za-z0-9_]+\])? ?")
        .expect("static regex")
});

/// What the stage of a `===== NAME =====` header is called.
pub fn stage_name_for_header(header: &str) -> String {
    match header.trim() {
        "AFTER POST GRAD" => "post_grad".into(),
        "BEFORE PRE GRAD" => "pre_grad".into(),
        "Forward graph" => "forward".into(),
        "Backward graph" => "backward".into(),
        "Joint graph" => "joint".into(),
        h if h.starts_with("__compiled_fn") => "dynamo".into(),
        h => h
            .to_lowercase()
            .split(|c: char| !c.is_ascii_alphanumeric())
            .filter(|s| !s.is_empty())
            .collect::<Vec<_>>()
            .join("_"),
    }
}

/// The stage a bare file's graph belongs to, from the file name (`post_grad.txt` → `post_grad`;
/// depyf's `__compiled_fn_1.AFTER_POST_GRAD.0.py` → `post_grad`, `….Forward_graph.0.py` →
/// `forward`).
fn stage_for_file(file: &str) -> String {
    let name = std::path::Path::new(file).file_name().and_then(|s| s.to_str()).unwrap_or("");
    if let Some(rest) = name.strip_prefix("__compiled_fn_")
        && let Some(what) = rest.split('.').nth(1)
    {
        return stage_name_for_header(&what.replace('_', " "));
    }
    let stem = name.to_ascii_lowercase();
    if stem.contains("post_grad") {
        "post_grad".into()
    } else if stem.contains("pre_grad") {
        "pre_grad".into()
    } else {
        "graph".into()
    }
}

fn is_class_header(t: &str) -> bool {
    t.starts_with("class ") && t.trim_end().ends_with(':')
}

/// A Python module's own lines (depyf's and `fx_graph_runnable.py`'s headers): imports, and
/// after them any top-level statement other than a graph module.
fn is_import(t: &str) -> bool {
    t.starts_with("import ") || (t.starts_with("from ") && t.contains(" import "))
}

/// Removes ANSI colour codes. TORCH_LOGS prints graphs with `print_readable(colored=True)` when
/// stdout is a terminal, so a log copied from a console has `\x1b[31mf32\x1b[0m` inside type
/// annotations. Columns in errors then count characters of the uncoloured line.
pub(crate) fn strip_ansi(text: &str) -> std::borrow::Cow<'_, str> {
    if !text.contains('\x1b') {
        return std::borrow::Cow::Borrowed(text);
    }
    let mut out = String::with_capacity(text.len());
    let mut chars = text.chars().peekable();
    while let Some(c) = chars.next() {
        if c == '\x1b' && chars.peek() == Some(&'[') {
            chars.next();
            // A CSI sequence ends at its first byte in 0x40..=0x7E (`m` for colours).
            for c in chars.by_ref() {
                if ('\x40'..='\x7e').contains(&c) {
                    break;
                }
            }
        } else {
            out.push(c);
        }
    }
    std::borrow::Cow::Owned(out)
}

pub(crate) fn split<'a>(text: &'a str, ctx: &Ctx<'_>) -> Result<Vec<Block<'a>>, ParseError> {
    let text = text.strip_prefix('\u{feff}').unwrap_or(text);
    let log_mode = text.contains("TRACED GRAPH")
        || text.lines().find(|l| !l.trim().is_empty()).is_some_and(|l| GLOG.is_match(l));
    let file_stage = stage_for_file(ctx.file);
    let mut blocks: Vec<Block<'a>> = Vec::new();
    let mut cur: Option<Block<'a>> = None;
    // (stage, compile id) announced by a header, waiting for its class line.
    let mut pending: Option<(String, Option<String>)> = None;
    // After an import: top-level statements that are not graphs are the module's own code.
    let mut module_mode = false;
    // Inside `ExportedProgram:`, whose class is indented by 4 and followed by its signature.
    let mut exported = false;
    let mut signature: Vec<Line<'a>> = Vec::new();
    let mut last_no = 0;
    let new_block = |stage: String, compile_id, kind, line| Block {
        stage,
        compile_id,
        kind,
        lines: vec![line],
        export_signature: None,
    };
    for (i, raw) in text.split('\n').enumerate() {
        let raw = raw.strip_suffix('\r').unwrap_or(raw);
        let no = i + 1;
        last_no = no;
        let (mut line, compile_id) = strip_prefix(raw, no);
        if exported {
            if !signature.is_empty() {
                signature.push(line);
                continue;
            }
            if let Some(rest) = line.text.strip_prefix("    ") {
                line = Line { no, col0: line.col0 + 4, text: rest };
            } else if line.text.trim().is_empty() {
                line.text = "";
            } else {
                // `Graph signature:` and what follows belong to the program, not its class.
                if let Some(b) = cur.take() {
                    blocks.push(b);
                }
                signature.push(line);
                continue;
            }
        }
        if line.text.trim_end().ends_with("TRACED GRAPH") {
            if let Some(b) = cur.take() {
                blocks.push(b);
            }
            pending = Some((String::new(), compile_id));
            continue;
        }
        if let Some((stage, _)) = pending.as_mut().filter(|(s, _)| s.is_empty()) {
            let t = line.text.trim();
            if let Some(h) = t.strip_prefix("=====").and_then(|h| h.strip_suffix("=====")) {
                *stage = stage_name_for_header(h);
                continue;
            }
        }
        if pending.is_some() && !line.text.starts_with("class ") {
            // ` /path/to/_lazy_graph_module.py class <lambda>(torch.nn.Module):`
            if let Some(at) = line.text.find(" class ").map(|p| p + 1) {
                let (stage, cid) = pending.take().unwrap_or_default();
                let col0 = line.col0 + line.text[..at].chars().count();
                let l = Line { no, col0, text: &line.text[at..] };
                let stage = if stage.is_empty() { file_stage.clone() } else { stage };
                cur = Some(new_block(stage, cid, BlockKind::Class, l));
                continue;
            }
        }
        let top = line.text.trim_end();
        let kind = if is_class_header(line.text)
            && (!module_mode || top.ends_with("(torch.nn.Module):"))
        {
            Some(BlockKind::Class)
        } else if top.starts_with("def forward(") {
            Some(BlockKind::BareDef)
        } else if top == "graph():" {
            Some(BlockKind::GraphIr)
        } else {
            None
        };
        if let Some(kind) = kind {
            if let Some(b) = cur.take() {
                blocks.push(b);
            }
            let (stage, cid) =
                pending.take().unwrap_or_else(|| (file_stage.clone(), compile_id.clone()));
            let stage = if stage.is_empty() { file_stage.clone() } else { stage };
            cur = Some(new_block(stage, cid, kind, line));
            continue;
        }
        let continues =
            line.text.is_empty() || line.text.starts_with(' ') || line.text.starts_with('\t');
        match cur.as_mut() {
            Some(b) if continues => b.lines.push(line),
            _ => {
                if let Some(b) = cur.take() {
                    blocks.push(b);
                }
                let t = line.text.trim();
                if !log_mode && blocks.is_empty() && top == "ExportedProgram:" {
                    exported = true;
                    continue;
                }
                if !log_mode && line.indent() == 0 && is_import(t) {
                    module_mode = true;
                }
                if !log_mode && !module_mode && !t.is_empty() && !t.starts_with('#') {
                    return Err(ctx.err_at(
                        &line,
                        line.indent(),
                        "`class <name>(torch.nn.Module):`",
                        format!("`{}`", clip(t)),
                    ));
                }
            }
        }
    }
    if let Some(b) = cur.take() {
        blocks.push(b);
    }
    if blocks.is_empty() {
        let found = if text.trim().is_empty() {
            "end of file".to_string()
        } else {
            format!("no printed graph in {last_no} lines")
        };
        return Err(ctx.err(
            last_no.max(1),
            1,
            "an FX graph (`class <name>(torch.nn.Module):`)",
            found,
        ));
    }
    if exported {
        let sig = super::export_sig::parse(ctx, &signature)?;
        if let Some(b) = blocks.first_mut() {
            b.export_signature = Some(sig);
        }
    }
    Ok(blocks)
}

/// Strips a glog prefix; returns the remaining line and the `[0/0]` compile id if present.
fn strip_prefix(raw: &str, no: usize) -> (Line<'_>, Option<String>) {
    let starts_like_glog = raw.as_bytes().first().is_some_and(|b| b"VIWEC[".contains(b));
    if starts_like_glog {
        if let Some(c) = GLOG.captures(raw) {
            let end = c.get(0).map_or(0, |m| m.end());
            let cid = c.get(1).map(|m| m.as_str().to_string());
            let col0 = raw[..end].chars().count();
            return (Line { no, col0, text: &raw[end..] }, cid);
        }
        // `[torch._inductor.compile_fx.__post_grad_graphs] TRACED GRAPH` (logger name, no glog).
        if raw.starts_with("[torch.")
            && let Some(end) = raw.find("] ").map(|p| p + 2)
        {
            let col0 = raw[..end].chars().count();
            return (Line { no, col0, text: &raw[end..] }, None);
        }
    }
    (Line { no, col0: 0, text: raw }, None)
}

pub(crate) fn clip(s: &str) -> String {
    const MAX: usize = 60;
    if s.chars().count() <= MAX {
        s.to_string()
    } else {
        let head: String = s.chars().take(MAX).collect();
        format!("{head}...")
    }
}

#[cfg(test)]
mod tests {
    use super::strip_ansi;

    #[test]
    fn colour_codes_are_removed_and_plain_text_is_borrowed() {
        let coloured = "x: \"\x1b[31mf32\x1b[0m\x1b[34m[8, 16]\x1b[0m\x1b[2m\x1b[32mcpu\x1b[0m\"";
        assert_eq!(strip_ansi(coloured), "x: \"f32[8, 16]cpu\"");
        assert!(matches!(strip_ansi("plain"), std::borrow::Cow::Borrowed("plain")));
        // A lone ESC or an unterminated sequence must not panic.
        assert_eq!(strip_ansi("a\x1b"), "a\x1b");
        assert_eq!(strip_ansi("a\x1b[31"), "a");
    }
}
