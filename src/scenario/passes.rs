//! A scenario's `[[pass]]` tables: pattern entries looked up by name (built-ins, pattern files),
//! run in order through the session timeline as the GUI would, and what they matched, for the
//! `pattern = ..., matched = N / at = X` expectations.
use super::file::{PassSpec, edit_distance, line_col};
use super::{Outcome, ScenarioError, outcome};
use crate::pattern::{
    FileEntry, PassOptions, Trace, builtin_entries, load_pattern_file, pass_from,
};
use crate::session::Session;
use indexmap::IndexMap;
use std::path::Path;

/// Per registered entry name, in registration order: the anchors it matched at (inside a
/// subgraph `subgraph0/mul`) and its failed attempts.
#[derive(Debug, Default)]
pub struct Matches {
    by_name: IndexMap<String, (Vec<String>, usize)>,
}

impl Matches {
    /// Every pattern the passes ran, in registration order, with how often it matched.
    pub fn counts(&self) -> impl Iterator<Item = (&str, usize)> {
        self.by_name.iter().map(|(k, v)| (k.as_str(), v.0.len()))
    }
}

/// Where the scenario text is, for errors pointing into it.
pub struct Source<'a> {
    pub file: &'a str,
    pub text: &'a str,
    pub dir: &'a Path,
}

impl Source<'_> {
    fn error(&self, at: usize, msg: String) -> ScenarioError {
        let (line, col) = line_col(self.text, at);
        ScenarioError { file: self.file.to_string(), line, col, msg }
    }
}

/// The entries one pass registers, in order. A name that is neither a built-in nor a readable
/// pattern file is an error at its position in the scenario.
fn resolve(
    spec: &PassSpec,
    src: &Source,
    builtins: &[FileEntry],
) -> Result<Vec<FileEntry>, ScenarioError> {
    let mut out = Vec::new();
    for p in &spec.patterns {
        let at = p.span().start;
        let name = p.get_ref();
        let (file, entry) = match name.split_once('#') {
            Some((f, e)) => (Some(f), Some(e)),
            None if name.ends_with(".toml") => (Some(name.as_str()), None),
            None => (None, Some(name.as_str())),
        };
        let pool = match file {
            Some(f) => load_pattern_file(&src.dir.join(f))
                .map_err(|e| src.error(at, format!("pattern file: {e}")))?,
            None => builtins.to_vec(),
        };
        let before = out.len();
        out.extend(pool.iter().filter(|e| entry.is_none_or(|n| e.entry.name == n)).cloned());
        if out.len() == before {
            let want = entry.unwrap_or(name);
            let have: Vec<&str> = pool.iter().map(|e| e.entry.name.as_str()).collect();
            let near = have
                .iter()
                .min_by_key(|h| edit_distance(want, h))
                .map(|h| format!("; did you mean `{h}`?"))
                .unwrap_or_default();
            return Err(
                src.error(at, format!("no pattern `{want}` (known: {}){near}", have.join(", ")))
            );
        }
    }
    Ok(out)
}

/// Runs the passes on the session's selected stage. A rewrite at an anchor that does not apply
/// is a failed outcome (what the GUI did can no longer be done), not an unreadable scenario.
pub fn run_passes(
    session: &mut Session,
    passes: &[PassSpec],
    src: &Source,
) -> Result<(Matches, Vec<Outcome>), ScenarioError> {
    let mut m = Matches::default();
    let mut outcomes = Vec::new();
    if passes.is_empty() {
        return Ok((m, outcomes));
    }
    let builtins =
        builtin_entries().map_err(|e| src.error(0, format!("built-in patterns: {e}")))?;
    for (i, spec) in passes.iter().enumerate() {
        let entries = resolve(spec, src, &builtins)?;
        let first = spec.patterns.first().map_or(0, |p| p.span().start);
        for e in &entries {
            m.by_name.entry(e.entry.name.clone()).or_default();
        }
        if let Some(anchor) = &spec.at {
            let [one] = entries.as_slice() else {
                return Err(src.error(
                    first,
                    format!(
                        "pass[{i}]: `at` applies one pattern, this pass names {}",
                        entries.len()
                    ),
                ));
            };
            if !spec.apply {
                return Err(src.error(
                    first,
                    format!(
                        "pass[{i}]: `at` applies a replacement; it cannot go with `apply = false`"
                    ),
                ));
            }
            let name = &one.entry.name;
            match session.rewrite_at(&one.entry, anchor) {
                Ok(()) => {
                    if let Some(slot) = m.by_name.get_mut(name) {
                        slot.0.push(anchor.clone());
                    }
                }
                Err(why) => outcomes.push(outcome(
                    format!("pass[{i}]: apply {name} at {anchor}"),
                    false,
                    why.to_string(),
                )),
            }
            continue;
        }
        let pass = pass_from(&entries).map_err(|e| src.error(first, format!("pass[{i}]: {e}")))?;
        let report = session.run_pass(
            &pass,
            PassOptions { apply: spec.apply, subgraphs: spec.subgraphs },
            &format!("pass[{i}]"),
        );
        let trace = Trace::new(&pass, &report, session.graph());
        for a in &report.attempts {
            let Some(slot) = m.by_name.get_mut(trace.pattern(a)) else { continue };
            if a.matched() {
                slot.0.push(trace.location(a));
            } else {
                slot.1 += 1;
            }
        }
    }
    Ok((m, outcomes))
}

/// `pattern = P` with `matched = N` and/or `at = X`.
pub fn check(m: &Matches, pattern: &str, matched: Option<usize>, at: Option<&str>) -> Outcome {
    let mut label = format!("pattern {pattern}");
    if let Some(n) = matched {
        label.push_str(&format!(" matched {n} time(s)"));
    }
    if let Some(x) = at {
        label.push_str(&format!(" matched at {x}"));
    }
    let Some((anchors, failed)) = m.by_name.get(pattern) else {
        let have: Vec<&str> = m.by_name.keys().map(String::as_str).collect();
        let have = if have.is_empty() { "no [[pass]] tables".to_string() } else { have.join(", ") };
        return outcome(
            label,
            false,
            format!("no pattern `{pattern}` in the passes (they run: {have})"),
        );
    };
    let seen = match anchors.len() {
        0 => format!("matched 0 times ({failed} failed attempts)"),
        n => format!("matched {n} time(s): at {}", anchors.join(", ")),
    };
    let ok = matched.is_none_or(|n| n == anchors.len())
        && at.is_none_or(|x| anchors.iter().any(|a| a == x));
    outcome(label, ok, seen)
}
