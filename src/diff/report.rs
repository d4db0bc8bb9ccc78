//! The text `quantbench diff` prints: per compile, each stage's node changes, the groups and
//! kernels that changed with their FX nodes, and the timings; a last line saying whether the
//! two sides differ.
use super::units::{Unit, UnitChange};
use super::{CompileDiff, DocDiff, Section};
use std::fmt::Write as _;

fn unit(u: &Unit) -> String {
    // A kernel's kind is its name without the index: said once.
    if u.name.starts_with(&u.kind) {
        format!("{} [{}]", u.name, u.nodes.join(", "))
    } else {
        format!("{} {} [{}]", u.name, u.kind, u.nodes.join(", "))
    }
}

fn units(v: &[Unit]) -> String {
    v.iter().map(unit).collect::<Vec<_>>().join("; ")
}

fn change_lines(c: &UnitChange, out: &mut String) {
    match c.verb() {
        "appeared" => {
            let _ = writeln!(out, "    appeared: {}", units(&c.b));
        }
        "disappeared" => {
            let _ = writeln!(out, "    disappeared: {}", units(&c.a));
        }
        _ => {
            let _ = writeln!(out, "    changed: {}", units(&c.a));
            let _ = writeln!(out, "         -> {}", units(&c.b));
        }
    }
}

/// A groups or kernels section: its sources, counts and every change, two-space indented.
pub fn section(title: &str, s: &Section, out: &mut String) {
    let from =
        if s.a == s.b { format!("both: {}", s.a) } else { format!("A: {}; B: {}", s.a, s.b) };
    let n = s.diff.changes.len();
    let _ = writeln!(
        out,
        "  {title} ({from}): {} same, {}",
        s.diff.same,
        if n == 0 { "no change".to_string() } else { format!("{n} changed") }
    );
    for c in &s.diff.changes {
        change_lines(c, out);
    }
}

/// One compile's part of the report.
pub fn compile_text(c: &CompileDiff) -> String {
    let mut out = String::new();
    compile(c, &mut out);
    out
}

fn compile(c: &CompileDiff, out: &mut String) {
    if c.a == c.b {
        let _ = writeln!(out, "compile {}", c.a.label());
    } else {
        let _ = writeln!(out, "compile {} (A) / {} (B)", c.a.label(), c.b.label());
    }
    let same: Vec<String> = c
        .stages
        .iter()
        .filter(|s| s.error.is_none() && s.nodes.is_empty())
        .map(|s| s.name.clone())
        .collect();
    if !same.is_empty() {
        let _ = writeln!(out, "  stages the same: {}", same.join(", "));
    }
    for s in &c.stages {
        if let Some(e) = &s.error {
            let _ = writeln!(out, "  stage {}: cannot compare: {e}", s.name);
            continue;
        }
        let d = &s.nodes;
        if d.is_empty() {
            continue;
        }
        let _ = writeln!(
            out,
            "  stage {}: {} ({} nodes -> {})",
            s.name,
            d.summary(),
            d.nodes_a,
            d.nodes_b
        );
        for n in &d.removed {
            let _ = writeln!(out, "    - {}", n.line);
        }
        for n in &d.added {
            let _ = writeln!(out, "    + {}", n.line);
        }
        for ch in &d.changed {
            let name = if ch.a == ch.b { ch.a.clone() } else { format!("{} -> {}", ch.a, ch.b) };
            let _ = writeln!(out, "    ~ {name}: {}", ch.what.join("; "));
        }
    }
    for (side, v) in [("A", &c.stages_only_a), ("B", &c.stages_only_b)] {
        if !v.is_empty() {
            let _ = writeln!(out, "  stages only in {side}: {}", v.join(", "));
        }
    }
    if let Some((a, b)) = &c.post_grad {
        let which = if a == b { a.clone() } else { format!("{a} (A), {b} (B)") };
        let _ = writeln!(out, "  fusion of the post-grad graph {which}:");
    }
    if let Some(s) = &c.groups {
        section("groups", s, out);
    }
    if let Some(s) = &c.kernels {
        section("kernels", s, out);
    }
    if !c.timings.is_empty() {
        let t: Vec<String> = c
            .timings
            .iter()
            .map(|t| {
                let ratio = if t.a > 0.0 { format!(" (x{:.2})", t.b / t.a) } else { String::new() };
                format!("{} {:.3} -> {:.3}{ratio}", t.field, t.a, t.b)
            })
            .collect();
        let _ = writeln!(out, "  timings (compilation_metrics, seconds): {}", t.join(", "));
    }
    for n in &c.notes {
        let _ = writeln!(out, "  note: {n}");
    }
    for e in &c.errors {
        let _ = writeln!(out, "  error: {e}");
    }
}

/// The whole report.
pub fn text(d: &DocDiff) -> String {
    let mut out = String::new();
    let _ = writeln!(out, "A: {}\nB: {}", d.a, d.b);
    for n in &d.notes {
        let _ = writeln!(out, "note: {n}");
    }
    for c in &d.compiles {
        compile(c, &mut out);
    }
    for (side, v) in [("A", &d.compiles_only_a), ("B", &d.compiles_only_b)] {
        if !v.is_empty() {
            let _ = writeln!(out, "compiles only in {side}: {}", v.join(", "));
        }
    }
    let _ = writeln!(out, "{}", verdict(d));
    out
}

/// `differ: 1 stage with node changes, 2 group changes, 2 kernel changes` or `same`.
pub fn verdict(d: &DocDiff) -> String {
    if !d.differs() {
        return if d.errors().is_empty() { "same".into() } else { "same, where compared".into() };
    }
    let count = |f: &dyn Fn(&CompileDiff) -> usize| d.compiles.iter().map(f).sum::<usize>();
    let stages = count(&|c| {
        c.stages.iter().filter(|s| !s.nodes.is_empty()).count()
            + c.stages_only_a.len()
            + c.stages_only_b.len()
    });
    let groups = count(&|c| c.groups.as_ref().map_or(0, |s| s.diff.changes.len()));
    let kernels = count(&|c| c.kernels.as_ref().map_or(0, |s| s.diff.changes.len()));
    let compiles = d.compiles_only_a.len() + d.compiles_only_b.len();
    let plural =
        |n: usize, one: &str, many: &str| format!("{n} {}", if n == 1 { one } else { many });
    let mut parts = vec![];
    if compiles > 0 {
        parts.push(plural(compiles, "compile on one side only", "compiles on one side only"));
    }
    if stages > 0 {
        parts.push(plural(stages, "stage differs", "stages differ"));
    }
    if groups > 0 {
        parts.push(plural(groups, "group change", "group changes"));
    }
    if kernels > 0 {
        parts.push(plural(kernels, "kernel change", "kernel changes"));
    }
    format!("differ: {}", parts.join(", "))
}
