//! `inspect FILE --artifact NAME [--compile ID]`: an artifact's payload as PyTorch (or depyf,
//! or a debug dir) wrote it — what tlparse writes out as one file per artifact. A `link`
//! record has no payload; its URL is what it says.
use crate::ir::{Artifact, Document};
use serde_json::json;

fn payload(a: &Artifact) -> anyhow::Result<String> {
    a.shown_text().map_err(|e| anyhow::anyhow!("{}: {e}", a.name))
}

pub fn print(doc: &Document, name: &str, compile: Option<&str>, json: bool) -> anyhow::Result<i32> {
    let want = compile.map(|c| c.trim_matches(|ch| ch == '[' || ch == ']'));
    let in_compile = |a: &Artifact| match want {
        None => true,
        Some(w) => {
            a.compile_id.as_deref() == Some(w) || a.qualified_compile().as_deref() == Some(w)
        }
    };
    let found: Vec<&Artifact> =
        doc.artifacts.iter().filter(|a| a.name == name && in_compile(a)).collect();
    if found.is_empty() {
        let mut names: Vec<&str> =
            doc.artifacts.iter().filter(|a| in_compile(a)).map(|a| a.name.as_str()).collect();
        names.sort_unstable();
        names.dedup();
        let scope = want.map(|w| format!(" in compile {w}")).unwrap_or_default();
        if names.is_empty() {
            anyhow::bail!("no artifact `{name}`{scope}: there are none");
        }
        anyhow::bail!("no artifact `{name}`{scope}; there are: {}", names.join(", "));
    }
    if json {
        let mut rows = vec![];
        for a in &found {
            rows.push(json!({ "name": a.name, "compile": a.qualified_compile(),
                              "kind": a.kind, "text": payload(a)? }));
        }
        println!("{}", serde_json::to_string_pretty(&rows)?);
        return Ok(0);
    }
    if let [a] = found.as_slice() {
        let text = payload(a)?;
        print!("{text}");
        if !text.ends_with('\n') {
            println!();
        }
        return Ok(0);
    }
    // Several: headed as `head` heads several files.
    for (i, a) in found.iter().enumerate() {
        let at = a.place().unwrap_or_else(|| "no compile".into());
        let sep = if i == 0 { "" } else { "\n" };
        let text = payload(a)?;
        print!("{sep}==> {} ({at}) <==\n{text}", a.name);
        if !text.ends_with('\n') {
            println!();
        }
    }
    Ok(0)
}
