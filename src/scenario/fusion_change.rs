//! `no_fusion_change = "OTHER"`: the scenario's graph file and another compile of the same
//! program have the same fusion groups and kernels, compile by compile, as `quantbench diff`
//! compares them ([`crate::diff`]). With `compiles = ["0/0", "1/0"]`, one compile of each
//! (the other file may be the graph file itself: two compiles of one log).
use super::{Outcome, outcome};
use crate::diff::{
    CompileDiff, CompileKey, Options, compiles, diff_compiles, diff_documents, load_side,
};
use crate::ir::Document;
use crate::sched::Policy;
use std::path::Path;

/// The compile named `want` (`0/0`, or with its rank `rank1/0/0`).
fn find(doc: &Document, want: &str, path: &Path) -> Result<CompileKey, String> {
    let all = compiles(doc);
    all.iter()
        .find(|k| k.label() == want || k.compile_id.as_deref() == Some(want))
        .cloned()
        .ok_or_else(|| {
            let have: Vec<String> = all.iter().map(CompileKey::label).collect();
            format!("no compile {want} in {} (it has: {})", path.display(), have.join(", "))
        })
}

/// What is wrong with one compile pair: its fusion changes, or why it could not be compared;
/// None when its groups and kernels are the same.
fn problems(c: &CompileDiff) -> Option<String> {
    let mut out = String::new();
    for e in c.error_lines() {
        out.push_str(&format!("  {e}\n"));
    }
    if c.groups.is_none() && c.errors.is_empty() {
        out.push_str(&format!(
            "  compile {}: no post-grad graph to read fusion from\n",
            c.a.label()
        ));
    }
    for (title, s) in [("groups", &c.groups), ("kernels", &c.kernels)] {
        if let Some(s) = s.as_ref().filter(|s| !s.diff.is_empty()) {
            crate::diff::report::section(title, s, &mut out);
        }
    }
    (!out.is_empty()).then_some(out)
}

/// `groups 3 same, kernels 3 same` for a compile with no change.
fn same_text(c: &CompileDiff) -> String {
    let mut parts = vec![];
    if let Some(g) = &c.groups {
        let n = g.diff.same;
        let groups = if n == 1 { "group" } else { "groups" };
        parts.push(format!("{n} {groups} the same ({})", sources(&g.a, &g.b)));
    }
    match &c.kernels {
        Some(k) => {
            let n = k.diff.same;
            parts.push(format!("{n} {} the same", if n == 1 { "kernel" } else { "kernels" }))
        }
        None => parts.push("no output code on either side".into()),
    }
    format!("compile {}: {}", c.a.label(), parts.join(", "))
}

fn sources(a: &str, b: &str) -> String {
    if a == b { a.to_string() } else { format!("{a} / {b}") }
}

pub fn check(graph: &Path, other: &Path, pair: Option<&[String; 2]>, policy: Policy) -> Outcome {
    let label = match pair {
        Some([x, y]) => format!("no fusion change: compile {x} against {y} of {}", other.display()),
        None => format!("no fusion change against {}", other.display()),
    };
    let (a, b) = match (load_side(graph), load_side(other)) {
        (Ok(a), Ok(b)) => (a, b),
        (Err(e), _) | (_, Err(e)) => return outcome(label, false, e),
    };
    let opts = Options { policy };
    let diffs: Vec<CompileDiff> = match pair {
        Some([x, y]) => match (find(&a, x, graph), find(&b, y, other)) {
            (Ok(ka), Ok(kb)) => vec![diff_compiles(&a, &ka, &b, &kb, &opts)],
            (Err(e), _) | (_, Err(e)) => return outcome(label, false, e),
        },
        None => {
            let d = diff_documents(&a, &b, &opts);
            let mut only = vec![];
            for (side, v) in
                [("the graph file", &d.compiles_only_a), ("the other", &d.compiles_only_b)]
            {
                if !v.is_empty() {
                    only.push(format!("compiles only in {side}: {}", v.join(", ")));
                }
            }
            if !only.is_empty() {
                return outcome(label, false, only.join("; "));
            }
            d.compiles
        }
    };
    let wrong: Vec<String> = diffs.iter().filter_map(problems).collect();
    if wrong.is_empty() {
        let same: Vec<String> = diffs.iter().map(same_text).collect();
        outcome(label, true, same.join("; "))
    } else {
        outcome(label, false, format!("fusion changed:\n{}", wrong.concat().trim_end()))
    }
}
