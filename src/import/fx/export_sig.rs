//! `print(exported_program)` after its graph module: `Graph signature:` (one spec per line in
//! newer PyTorch, `ExportGraphSignature(input_specs=[InputSpec(...)...])` on one line in older)
//! and `Range constraints: {s77: VR[2, 64]}`.
use super::blocks::clip;
use super::{Ctx, Line};
use crate::ir::{ExportSignature, ParseError, SignatureEntry};
use regex::Regex;
use std::sync::LazyLock;

/// `InputSpec(kind=<InputKind.PARAMETER: 2>, arg=TensorArgument(name='p_w'), target='w', persistent=None)`.
#[allow(clippy::expect_used, reason = "a constant regex")]
static SPEC: LazyLock<Regex> = LazyLock::new(|| {
    Regex::new(
        r"(Input|Output)Spec\(kind=<(?:Input|Output)Kind\.(\w+): \d+>, arg=\w+\((?:name=)?'?([^')]*)'?\)?[^)]*\), target=(None|'[^']*')(?:, persistent=(\w+))?\)",
    )
    .expect("static regex")
});

pub(crate) fn parse(ctx: &Ctx<'_>, lines: &[Line<'_>]) -> Result<ExportSignature, ParseError> {
    let mut sig = ExportSignature::default();
    let mut section: Option<bool> = None; // Some(true): inputs, Some(false): outputs
    let mut in_signature = false;
    for l in lines {
        let t = l.text.trim();
        if t.is_empty() {
            continue;
        }
        if let Some(rest) = t.strip_prefix("Graph signature:") {
            in_signature = true;
            let rest = rest.trim();
            if rest.starts_with("ExportGraphSignature(") {
                for c in SPEC.captures_iter(rest) {
                    let target = match &c[4] {
                        "None" => None,
                        q => Some(q.trim_matches('\'').to_string()),
                    };
                    let extra =
                        c.get(5).map_or(String::new(), |p| format!("persistent={}", p.as_str()));
                    let e = SignatureEntry {
                        name: c[3].to_string(),
                        kind: c[2].to_string(),
                        target,
                        extra,
                    };
                    if &c[1] == "Input" { sig.inputs.push(e) } else { sig.outputs.push(e) }
                }
            } else if !rest.is_empty() {
                return Err(ctx.err_at(
                    l,
                    0,
                    "`Graph signature:` and one spec per line",
                    format!("`{}`", clip(t)),
                ));
            }
            continue;
        }
        if let Some(rest) = t.strip_prefix("Range constraints:") {
            in_signature = false;
            sig.range_constraints = ranges(ctx, l, rest.trim())?;
            continue;
        }
        match t {
            "# inputs" => section = Some(true),
            "# outputs" => section = Some(false),
            _ if in_signature && section.is_some() => {
                let Some((name, rest)) = t.split_once(": ") else {
                    return Err(ctx.err_at(
                        l,
                        l.indent(),
                        "`name: KIND target='...'`",
                        format!("`{}`", clip(t)),
                    ));
                };
                let mut words = rest.split(' ');
                let kind = words.next().unwrap_or_default().to_string();
                let mut target = None;
                let mut extra = Vec::new();
                for w in words {
                    match w.strip_prefix("target=") {
                        Some(v) => target = Some(v.trim_matches('\'').to_string()),
                        None => extra.push(w),
                    }
                }
                let e =
                    SignatureEntry { name: name.to_string(), kind, target, extra: extra.join(" ") };
                if section == Some(true) { sig.inputs.push(e) } else { sig.outputs.push(e) }
            }
            _ => {
                return Err(ctx.err_at(
                    l,
                    l.indent(),
                    "`Graph signature:` or `Range constraints:` after the ExportedProgram's graph",
                    format!("`{}`", clip(t)),
                ));
            }
        }
    }
    Ok(sig)
}

/// `{s77: VR[2, 64], u0: VR[-int_oo, 15]}`.
fn ranges(ctx: &Ctx<'_>, l: &Line<'_>, text: &str) -> Result<Vec<(String, String)>, ParseError> {
    let at = l.text.find(text).unwrap_or(0);
    let inner = text.strip_prefix('{').and_then(|r| r.strip_suffix('}')).ok_or_else(|| {
        ctx.err_at(l, at, "`{symbol: VR[lo, hi], ...}`", format!("`{}`", clip(text)))
    })?;
    let mut out = Vec::new();
    // Ranges contain `, ` themselves: split at `, ` followed by `name: `.
    let mut rest = inner.trim();
    while !rest.is_empty() {
        let Some((sym, r)) = rest.split_once(": ") else {
            return Err(ctx.err_at(l, at, "`symbol: range`", format!("`{}`", clip(rest))));
        };
        let end = r.find("], ").map_or(r.len(), |p| p + 1);
        out.push((sym.trim().to_string(), r[..end].trim().to_string()));
        rest = r[end..].trim_start_matches(',').trim();
    }
    Ok(out)
}
