//! The one-line-per-stage listing `quantbench inspect` prints for logs and debug dirs: every
//! compile id with how it went (tlparse's status and why, see `story`), its stages in order
//! (name, node count), the artifacts kept beside them, the unknown ones, where the ranks of a
//! distributed run diverge, and the reader's warnings.
use crate::ir::{ArtifactKind, Document};
use std::fmt::Write;

pub fn listing(doc: &Document, file: &str) -> String {
    let mut out = format!("{file}\n");
    // (rank, compile id): a directory of per-rank logs lists each rank's compiles.
    let mut ids: Vec<(Option<u32>, Option<&str>)> = Vec::new();
    // Compiles in log order first (each log's, rank by rank), then what has no compile id.
    let all = doc
        .compiles
        .iter()
        .map(|c| (c.rank, Some(c.compile_id.as_str())))
        .chain(doc.stages.iter().map(|s| (s.rank, s.compile_id.as_deref())))
        .chain(doc.artifacts.iter().map(|a| (a.rank, a.compile_id.as_deref())));
    for id in all {
        if !ids.contains(&id) {
            ids.push(id);
        }
    }
    let width = doc.stages.iter().map(|s| s.name.len()).max().unwrap_or(0);
    for (rank, id) in ids {
        let stages: Vec<_> =
            doc.stages.iter().filter(|s| s.rank == rank && s.compile_id.as_deref() == id).collect();
        let arts: Vec<&str> = doc
            .artifacts
            .iter()
            .filter(|a| {
                a.rank == rank && a.compile_id.as_deref() == id && a.kind != ArtifactKind::Unknown
            })
            .map(|a| a.name.as_str())
            .collect();
        let story =
            id.and_then(|id| doc.compiles.iter().find(|c| c.rank == rank && c.compile_id == id));
        if stages.is_empty() && arts.is_empty() && story.is_none() {
            continue;
        }
        let rank = rank.map(|r| format!("rank {r} ")).unwrap_or_default();
        let status = story.map(|c| format!("  {}", c.status.as_str())).unwrap_or_default();
        let _ = writeln!(out, "{rank}compile {}{status}", id.unwrap_or("(none)"));
        for l in story.map(super::story::reason_lines).unwrap_or_default() {
            let _ = writeln!(out, "  {l}");
        }
        for s in stages {
            // Stages of an indexed log are parsed one at a time and dropped again.
            let counts =
                s.peek(|g| (g.nodes.len(), g.total_nodes() - g.nodes.len(), g.subgraphs.len()));
            let _ = match counts {
                Ok((nodes, sub, n_sub)) => {
                    let extra = if sub > 0 {
                        format!(" (+{sub} in {n_sub} subgraphs)")
                    } else {
                        String::new()
                    };
                    writeln!(out, "  {:width$}  {nodes} nodes{extra}", s.name)
                }
                Err(e) => writeln!(out, "  {:width$}  unreadable: {e}", s.name),
            };
        }
        if !arts.is_empty() {
            let _ = writeln!(out, "  artifacts: {}", arts.join(", "));
        }
    }
    let unknown: Vec<String> = doc
        .artifacts
        .iter()
        .filter(|a| a.kind == ArtifactKind::Unknown)
        .map(|a| match &a.compile_id {
            Some(c) => format!("{} ({c})", a.name),
            None => a.name.clone(),
        })
        .collect();
    if !unknown.is_empty() {
        let _ = writeln!(out, "unknown artifacts (kept): {}", unknown.join(", "));
    }
    for w in
        crate::ir::compile::Divergence::of_document(doc).map(|d| d.warnings()).unwrap_or_default()
    {
        let _ = writeln!(out, "warning: {w}");
    }
    if !doc.warnings.is_empty() {
        let _ = writeln!(out, "warnings:");
        for w in &doc.warnings {
            let _ = writeln!(out, "  {w}");
        }
    }
    out
}
