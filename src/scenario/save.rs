//! "Save as scenario" (turn what was done in the GUI into a regression test): the graph file and
//! stage, the pattern steps of the session timeline as `[[pass]]` tables, the policy, and what
//! was observed as expectations (how often each pattern matched, the number of kernels).
//!
//! The observations are not copied from the GUI: the scenario is written, replayed through the
//! same code `quantbench check` runs, and its expectations are what the replay saw; a replay that
//! does not end at the GUI's graph is refused. So a saved scenario passes when it is saved.
use super::{kernel_groups, prepare};
use crate::pattern::{PatternEntry, builtin_entries};
use crate::sched::Policy;
use crate::session::Session;
use crate::util::atomic::Inputs;
use serde::Serialize;
use std::fmt::Write as _;
use std::path::{Component, Path, PathBuf};

#[derive(Debug, thiserror::Error)]
#[error("{0}")]
pub struct SaveError(pub String);

fn fail(msg: impl Into<String>) -> SaveError {
    SaveError(msg.into())
}

/// What was written.
#[derive(Debug, Clone)]
pub struct Saved {
    pub scenario: PathBuf,
    /// The patterns that are not built in, beside the scenario.
    pub patterns: Option<PathBuf>,
    pub text: String,
}

#[derive(Serialize)]
struct PatternFileOut<'a> {
    pattern: Vec<EntryOut<'a>>,
}

#[derive(Serialize)]
struct EntryOut<'a> {
    name: &'a str,
    pattern: &'a str,
    #[serde(skip_serializing_if = "<[String]>::is_empty")]
    extra_check: &'a [String],
    #[serde(skip_serializing_if = "Option::is_none")]
    replacement: Option<&'a str>,
}

fn quoted(s: &str) -> String {
    toml::Value::String(s.to_string()).to_string()
}

/// `to` relative to the directory `from` when they share a root, else `to` as it is.
fn relative(from: &Path, to: &Path) -> PathBuf {
    let (Ok(from), Ok(to)) = (std::fs::canonicalize(from), std::fs::canonicalize(to)) else {
        return to.to_path_buf();
    };
    let (f, t): (Vec<Component>, Vec<Component>) =
        (from.components().collect(), to.components().collect());
    let common = f.iter().zip(&t).take_while(|(a, b)| a == b).count();
    if common <= 1 {
        return to;
    }
    let mut out = PathBuf::new();
    for _ in common..f.len() {
        out.push("..");
    }
    for c in &t[common..] {
        out.push(c.as_os_str());
    }
    out
}

fn same_entry(a: &PatternEntry, b: &PatternEntry) -> bool {
    a.name == b.name
        && a.source == b.source
        && a.extra_checks == b.extra_checks
        && a.replacement.as_ref().map(|r| &r.text) == b.replacement.as_ref().map(|r| &r.text)
}

/// Writes the scenario to `path` (and `<stem>.patterns.toml` beside it for patterns that are not
/// built in) and returns what was written.
pub fn save_scenario(session: &Session, policy: Policy, path: &Path) -> Result<Saved, SaveError> {
    let doc = session.document();
    let graph_file = doc.path.as_ref().ok_or_else(|| {
        fail("the graph was not read from a file (open one, then save the scenario)")
    })?;
    let stage =
        doc.stages.get(session.stage_index()).ok_or_else(|| fail("the document has no graph"))?;
    let dir =
        path.parent().filter(|d| !d.as_os_str().is_empty()).unwrap_or(Path::new(".")).to_path_buf();
    let stem = path
        .file_stem()
        .map(|s| s.to_string_lossy().into_owned())
        .ok_or_else(|| fail(format!("{} is not a file name", path.display())))?;
    let sidecar = dir.join(format!("{stem}.patterns.toml"));
    // The graph the scenario names is read again when it replays; neither file may replace it.
    let inputs = Inputs::new().with("the scenario's graph", graph_file);
    let builtins: Vec<PatternEntry> =
        builtin_entries().map_err(|e| fail(e.to_string()))?.into_iter().map(|f| f.entry).collect();
    let mut own: Vec<PatternEntry> = Vec::new();
    let mut text = format!("# Saved from the quantbench window: {}.\n", session.origin());
    let _ = writeln!(text, "name = {}", quoted(&stem));
    let _ = writeln!(text, "policy = {}", quoted(policy.name()));
    if policy == Policy::Workbench {
        // The kernel count below must not depend on the machine the scenario later runs on.
        let _ = writeln!(text, "prologues = \"fused\"");
    }
    let _ = writeln!(text, "\n[graph]");
    let _ = writeln!(text, "path = {}", quoted(&relative(&dir, graph_file).to_string_lossy()));
    let _ = writeln!(text, "stage = {}", quoted(&stage.qualified_name()));
    for step in
        session.steps().iter().take(session.cursor()).filter(|s| s.stage == session.stage_index())
    {
        let rec = step.record.as_ref().ok_or_else(|| {
            fail(format!(
                "the step `{}` was not made by patterns, so it cannot be replayed",
                step.label
            ))
        })?;
        let mut names = Vec::new();
        for e in &rec.entries {
            if builtins.iter().any(|b| same_entry(b, e)) {
                names.push(quoted(&e.name));
                continue;
            }
            match own.iter().find(|o| o.name == e.name) {
                Some(o) if !same_entry(o, e) => {
                    return Err(fail(format!(
                        "two different patterns are named `{}`; rename one",
                        e.name
                    )));
                }
                Some(_) => {}
                None => own.push(e.clone()),
            }
            names.push(quoted(&format!("{stem}.patterns.toml#{}", e.name)));
        }
        let _ = write!(text, "\n# {}\n[[pass]]\npatterns = [{}]\n", step.label, names.join(", "));
        if rec.subgraphs {
            text.push_str("subgraphs = true\n");
        }
        if let Some(a) = &rec.anchor {
            let _ = writeln!(text, "at = {}", quoted(a));
        }
    }
    let patterns = if own.is_empty() {
        None
    } else {
        let out = PatternFileOut {
            pattern: own
                .iter()
                .map(|e| EntryOut {
                    name: &e.name,
                    pattern: &e.source,
                    extra_check: &e.extra_checks,
                    replacement: e.replacement.as_ref().map(|r| r.text.as_str()),
                })
                .collect(),
        };
        let body = toml::to_string_pretty(&out).map_err(|e| fail(e.to_string()))?;
        inputs
            .write(
                &sidecar,
                "File > Save as scenario",
                format!("# Patterns of {stem}.toml that are not built in.\n{body}").as_bytes(),
            )
            .map_err(|e| fail(e.to_string()))?;
        Some(sidecar)
    };
    // Replay what was written and observe.
    inputs
        .write(path, "File > Save as scenario", text.as_bytes())
        .map_err(|e| fail(e.to_string()))?;
    let replay =
        prepare(path).map_err(|e| fail(format!("the saved scenario does not replay: {e}")))?;
    if let Some(o) = replay.outcomes.first() {
        return Err(fail(format!(
            "the saved scenario does not replay: {}: {}",
            o.expectation, o.message
        )));
    }
    let (Some(got), Some(want)) = (replay.session.graph(), session.graph()) else {
        return Err(fail("the replay holds no graph"));
    };
    if got != want {
        return Err(fail(
            "replaying the steps from the file does not give the graph in the window (was the file changed, or the graph edited another way?)",
        ));
    }
    for (name, n) in replay.matches.counts() {
        let _ = write!(text, "\n[[expect]]\npattern = {}\nmatched = {n}\n", quoted(name));
    }
    match kernel_groups(got, policy, crate::pipeline::costs::Prologues::Fused) {
        Ok(k) => {
            let _ = write!(
                text,
                "\n# {} kernels under {}\n[[expect]]\nkernels = {}\n",
                k.len(),
                policy.name(),
                k.len()
            );
        }
        Err(e) => {
            let _ = write!(text, "\n# no kernel count: {e}\n");
        }
    }
    inputs
        .write(path, "File > Save as scenario", text.as_bytes())
        .map_err(|e| fail(e.to_string()))?;
    Ok(Saved { scenario: path.to_path_buf(), patterns, text })
}
