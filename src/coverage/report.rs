//! The coverage report in three forms: a terminal table, `docs/COVERAGE.md`, and the list of
//! regressions against a baseline.
use super::{CaseReport, NotCompiled, STAGES, Verdict};
use std::collections::BTreeMap;
use std::fmt::Write;

fn mark(v: Option<&Verdict>) -> &'static str {
    match v {
        Some(Verdict::Pass) => "ok",
        Some(Verdict::Fail(_)) => "FAIL",
        Some(Verdict::Skip(_)) => "-",
        None => "?",
    }
}

/// The first stage that failed and why.
fn first_failure(r: &CaseReport) -> Option<(&str, &str)> {
    r.stages.iter().find_map(|(s, v)| match v {
        Verdict::Fail(why) => Some((s.as_str(), why.as_str())),
        _ => None,
    })
}

/// One line per case, then the totals per stage.
pub fn table(reports: &[CaseReport]) -> String {
    let w = reports.iter().map(|r| r.case.len()).max().unwrap_or(4).max(4);
    let mut out = format!(
        "{:w$}  {:6} {:6} {:7} {:13} first failure\n",
        "case", "interp", "sched", "jit-cpu", "jit-workbench"
    );
    for r in reports {
        let f = first_failure(r).map(|(s, why)| format!("{s}: {why}")).unwrap_or_default();
        let _ = writeln!(
            out,
            "{:w$}  {:6} {:6} {:7} {:13} {f}",
            r.case,
            mark(r.stage("interp")),
            mark(r.stage("sched")),
            mark(r.stage("jit-cpu")),
            mark(r.stage("jit-workbench")),
        );
    }
    out.push_str(&totals(reports));
    out
}

fn totals(reports: &[CaseReport]) -> String {
    let n = reports.len();
    let pct = |k: usize| if n == 0 { 0.0 } else { 100.0 * k as f64 / n as f64 };
    let mut out = String::new();
    for s in STAGES {
        let k = reports.iter().filter(|r| r.stage(s).is_some_and(Verdict::passed)).count();
        let _ = writeln!(out, "{s}: {k}/{n} ({:.1} %)", pct(k));
    }
    let all = reports.iter().filter(|r| r.all_passed()).count();
    let _ = writeln!(out, "every stage: {all}/{n} ({:.1} %)", pct(all));
    out
}

/// `docs/COVERAGE.md`: the totals, a row per (op, dtype), every failure with its first
/// difference, and every sample Inductor did not compile with its reason.
pub fn markdown(reports: &[CaseReport], skipped: &[NotCompiled], how: &str) -> String {
    let mut out = String::from("# Coverage: PyTorch's OpInfo database through every engine\n\n");
    let _ = writeln!(out, "{how}\n");
    let _ = writeln!(
        out,
        "Each case is one sample input of one OpInfo in one dtype, as Inductor compiled it on \
         CPU. Stages: `interp` = the reference interpreter against PyTorch's eager outputs \
         (torch.testing's tolerance for the dtype, NaN equal to NaN, then Inductor's fp64 rule); \
         `sched` = lowering and scheduling under `inductor-cpu` against Inductor's \
         `ir_pre_fusion.txt`/`ir_post_fusion.txt` (every node and group); `jit-cpu`, \
         `jit-workbench` = the JIT under each policy against the interpreter.\n"
    );
    let _ = writeln!(out, "## Totals\n\n```\n{}```\n", totals(reports));
    let mut by_status: BTreeMap<&str, usize> = BTreeMap::new();
    for s in skipped {
        *by_status.entry(s.status.as_str()).or_default() += 1;
    }
    if !by_status.is_empty() {
        let parts: Vec<String> = by_status.iter().map(|(s, n)| format!("{n} {s}")).collect();
        let _ = writeln!(out, "Not in the table (no case folder): {}.\n", parts.join(", "));
    }
    let mut rows: BTreeMap<(&str, &str), Vec<&CaseReport>> = BTreeMap::new();
    for r in reports {
        rows.entry((r.op.as_str(), r.dtype.as_str())).or_default().push(r);
    }
    out.push_str("## Per op and dtype\n\n| op | dtype | cases | interp | sched | jit-cpu | jit-workbench |\n|---|---|---|---|---|---|---|\n");
    for ((op, dtype), rs) in &rows {
        let count = |s: &str| rs.iter().filter(|r| r.stage(s).is_some_and(Verdict::passed)).count();
        let _ = writeln!(
            out,
            "| {op} | {dtype} | {} | {} | {} | {} | {} |",
            rs.len(),
            count("interp"),
            count("sched"),
            count("jit-cpu"),
            count("jit-workbench")
        );
    }
    out.push_str("\n## Failures (first failing stage and its first difference)\n\n");
    for r in reports {
        if let Some((stage, why)) = first_failure(r) {
            let _ = writeln!(out, "- `{}` {stage}: {}", r.case, why.replace('|', "\\|"));
        }
    }
    if !skipped.is_empty() {
        out.push_str("\n## Not compiled (as `tools/opinfo_corpus.py` recorded)\n\n");
        for s in skipped {
            let name =
                if s.case.is_empty() { format!("{} ({})", s.op, s.dtype) } else { s.case.clone() };
            let _ = writeln!(out, "- `{name}` {}: {}", s.status, s.reason.replace('|', "\\|"));
        }
    }
    out
}

/// Every (case, stage) that passed in `baseline` and does not now, or whose case is gone.
pub fn regressions(baseline: &[CaseReport], now: &[CaseReport]) -> Vec<String> {
    let mut out = vec![];
    for b in baseline {
        let Some(n) = now.iter().find(|n| n.case == b.case) else {
            out.push(format!("{}: the case is gone", b.case));
            continue;
        };
        for (stage, v) in &b.stages {
            if v.passed() && !n.stage(stage).is_some_and(Verdict::passed) {
                let got = match n.stage(stage) {
                    Some(Verdict::Fail(why)) => format!("fails: {why}"),
                    Some(Verdict::Skip(why)) => format!("skipped: {why}"),
                    _ => "missing".into(),
                };
                out.push(format!("{} {stage}: passed before, now {got}", b.case));
            }
        }
    }
    out
}
