//! The coverage report in three forms: a terminal table, `docs/COVERAGE.md`, and the list of
//! regressions against a baseline.
use super::{CaseReport, NotCompiled, SIZE_B_STAGES, STAGES, Verdict};
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
    first_failure_in(r, &STAGES).or_else(|| first_failure_in(r, &SIZE_B_STAGES))
}

/// The first of `stages` that failed and why.
fn first_failure_in<'a>(r: &'a CaseReport, stages: &[&str]) -> Option<(&'a str, &'a str)> {
    r.stages.iter().find_map(|(s, v)| match v {
        Verdict::Fail(why) if stages.contains(&s.as_str()) => Some((s.as_str(), why.as_str())),
        _ => None,
    })
}

/// The [`SIZE_B_STAGES`] of a case together: `ok` when all pass, `FAIL` when one fails,
/// empty when the case has no second size.
fn size_b_mark(r: &CaseReport) -> &'static str {
    let vs: Vec<&Verdict> = SIZE_B_STAGES.iter().filter_map(|s| r.stage(s)).collect();
    if vs.is_empty() {
        ""
    } else if vs.iter().all(|v| v.passed()) {
        "ok"
    } else if vs.iter().any(|v| matches!(v, Verdict::Fail(_))) {
        "FAIL"
    } else {
        "-"
    }
}

fn has_size_b(reports: &[CaseReport]) -> bool {
    reports.iter().any(|r| r.stage(SIZE_B_STAGES[0]).is_some())
}

/// One line per case, then the totals per stage (a `size-b` column where a case ran at a
/// second size).
pub fn table(reports: &[CaseReport]) -> String {
    let w = reports.iter().map(|r| r.case.len()).max().unwrap_or(4).max(4);
    let b = has_size_b(reports);
    let col = |s: &str| if b { format!("{s:6} ") } else { String::new() };
    let mut out = format!(
        "{:w$}  {:6} {:6} {:7} {:13} {}first failure\n",
        "case",
        "interp",
        "sched",
        "jit-cpu",
        "jit-workbench",
        col("size-b")
    );
    for r in reports {
        let f = first_failure(r).map(|(s, why)| format!("{s}: {why}")).unwrap_or_default();
        let _ = writeln!(
            out,
            "{:w$}  {:6} {:6} {:7} {:13} {}{f}",
            r.case,
            mark(r.stage("interp")),
            mark(r.stage("sched")),
            mark(r.stage("jit-cpu")),
            mark(r.stage("jit-workbench")),
            col(size_b_mark(r)),
        );
    }
    out.push_str(&totals(reports));
    out
}

fn totals(reports: &[CaseReport]) -> String {
    let n = reports.len();
    let pct = |k: usize, n: usize| if n == 0 { 0.0 } else { 100.0 * k as f64 / n as f64 };
    let passed =
        |s: &str| reports.iter().filter(|r| r.stage(s).is_some_and(Verdict::passed)).count();
    let mut out = String::new();
    for s in STAGES {
        let k = passed(s);
        let _ = writeln!(out, "{s}: {k}/{n} ({:.1} %)", pct(k, n));
    }
    let with_b = reports.iter().filter(|r| r.stage(SIZE_B_STAGES[0]).is_some()).count();
    for s in SIZE_B_STAGES.iter().filter(|_| with_b > 0) {
        let k = passed(s);
        let _ = writeln!(out, "{s}: {k}/{with_b} ({:.1} %)", pct(k, with_b));
    }
    let all = reports.iter().filter(|r| r.all_passed()).count();
    let _ = writeln!(out, "every stage: {all}/{n} ({:.1} %)", pct(all, n));
    let second: Vec<&str> = reports.iter().filter_map(|r| r.second_size.as_deref()).collect();
    if !second.is_empty() {
        let _ = writeln!(out, "{}", second_sizes(&second, with_b));
    }
    out
}

/// What became of the second size of a corpus made with `--dynamic`: how many cases ran one
/// on the same graph, and why the others did not (meta.json's `second_size`, by class).
fn second_sizes(second: &[&str], with_b: usize) -> String {
    let mut why: BTreeMap<&str, usize> = BTreeMap::new();
    for s in second.iter().filter(|s| **s != "io_b.safetensors") {
        let class = if s.starts_with("recompiled") {
            "recompiled (a guard on the sizes)"
        } else if s.starts_with("eager failed") {
            "eager refused the other sizes"
        } else if s.starts_with("no sample") {
            "no size to change"
        } else {
            "the compiled graph failed at the other sizes"
        };
        *why.entry(class).or_default() += 1;
    }
    let parts: Vec<String> = why.iter().map(|(c, n)| format!("{n} {c}")).collect();
    format!(
        "second size: {with_b}/{} cases ran a second size on the same graph{}",
        second.len(),
        if parts.is_empty() { String::new() } else { format!("; not: {}", parts.join(", ")) }
    )
}

/// `docs/COVERAGE.md`: the totals, a row per (op, dtype), every failure with its first
/// difference, and every sample Inductor did not compile with its reason.
pub fn markdown(reports: &[CaseReport], skipped: &[NotCompiled], how: &str) -> String {
    let mut out = String::from("# Coverage: PyTorch's OpInfo database through every engine\n\n");
    body(&mut out, reports, skipped, how, "##");
    out
}

/// A further corpus of the same report (`survey --coverage A B --report`), under its own
/// heading: the body of [`markdown`] one heading level down.
pub fn markdown_section(
    title: &str,
    reports: &[CaseReport],
    skipped: &[NotCompiled],
    how: &str,
) -> String {
    let mut out = format!("\n## {title}\n\n");
    body(&mut out, reports, skipped, how, "###");
    out
}

fn body(out: &mut String, reports: &[CaseReport], skipped: &[NotCompiled], how: &str, h: &str) {
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
    if has_size_b(reports) {
        let _ = writeln!(
            out,
            "At a second size (`io_b.safetensors`: another sample run on the same graph, which \
             Inductor compiled with `dynamic=True`): `interp-b` = the interpreter with the sizes \
             bound from its inputs against its eager outputs, same rule; `jit-cpu-b`, \
             `jit-workbench-b` = each policy's program compiled at the first size run again at \
             the second, against the interpreter. `sched` is judged at the first size, against \
             Inductor's symbolic IR.\n"
        );
    }
    let _ = writeln!(out, "{h} Totals\n\n```\n{}```\n", totals(reports));
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
    let b = has_size_b(reports);
    let _ = writeln!(
        out,
        "{h} Per op and dtype\n\n| op | dtype | cases | interp | sched | jit-cpu | jit-workbench |{}\n|---|---|---|---|---|---|---|{}",
        if b { " size b (all three) |" } else { "" },
        if b { "---|" } else { "" }
    );
    for ((op, dtype), rs) in &rows {
        let count = |s: &str| rs.iter().filter(|r| r.stage(s).is_some_and(Verdict::passed)).count();
        let size_b = if b {
            let with = rs.iter().filter(|r| !size_b_mark(r).is_empty()).count();
            let ok = rs.iter().filter(|r| size_b_mark(r) == "ok").count();
            format!(" {ok}/{with} |")
        } else {
            String::new()
        };
        let _ = writeln!(
            out,
            "| {op} | {dtype} | {} | {} | {} | {} | {} |{size_b}",
            rs.len(),
            count("interp"),
            count("sched"),
            count("jit-cpu"),
            count("jit-workbench")
        );
    }
    let at_each = if b { " at each size" } else { "" };
    let _ =
        write!(out, "\n{h} Failures (first failing stage{at_each} and its first difference)\n\n");
    // At each size its own first failure: a second size that fails is not hidden by a first
    // that failed too.
    for r in reports {
        for stages in [&STAGES[..], &SIZE_B_STAGES[..]] {
            if let Some((stage, why)) = first_failure_in(r, stages) {
                let _ = writeln!(out, "- `{}` {stage}: {}", r.case, why.replace('|', "\\|"));
            }
        }
    }
    if !skipped.is_empty() {
        let _ = write!(out, "\n{h} Not compiled (as `tools/opinfo_corpus.py` recorded)\n\n");
        for s in skipped {
            let name =
                if s.case.is_empty() { format!("{} ({})", s.op, s.dtype) } else { s.case.clone() };
            let _ = writeln!(out, "- `{name}` {}: {}", s.status, s.reason.replace('|', "\\|"));
        }
    }
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
