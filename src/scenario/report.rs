//! Reports: one line per expectation, the `N passed, M failed` summary, JUnit XML for CI
//! systems, and the line diff golden-file failures show.
use super::ScenarioReport;
use std::fmt::Write;

pub fn text(reports: &[ScenarioReport]) -> String {
    let mut out = String::new();
    for r in reports {
        for o in &r.outcomes {
            let mark = if o.passed { "PASS" } else { "FAIL" };
            let _ = writeln!(out, "{mark} {}: {} — {}", r.name, o.expectation, o.message);
        }
    }
    let (p, f) = counts(reports);
    let _ = writeln!(out, "{p} passed, {f} failed");
    out
}

pub fn counts(reports: &[ScenarioReport]) -> (usize, usize) {
    let all = reports.iter().flat_map(|r| &r.outcomes);
    let passed = all.clone().filter(|o| o.passed).count();
    (passed, all.count() - passed)
}

/// JUnit XML: one `testsuite` per scenario, one `testcase` per expectation.
pub fn junit(reports: &[ScenarioReport]) -> String {
    let (p, f) = counts(reports);
    let mut out = String::from("<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n");
    let _ = writeln!(
        out,
        "<testsuites name=\"quantbench check\" tests=\"{}\" failures=\"{f}\">",
        p + f
    );
    for r in reports {
        let fails = r.outcomes.iter().filter(|o| !o.passed).count();
        let _ = writeln!(
            out,
            "  <testsuite name=\"{}\" tests=\"{}\" failures=\"{fails}\" file=\"{}\">",
            xml(&r.name),
            r.outcomes.len(),
            xml(&r.file)
        );
        for o in &r.outcomes {
            let _ = write!(
                out,
                "    <testcase classname=\"{}\" name=\"{}\"",
                xml(&r.name),
                xml(&o.expectation)
            );
            if o.passed {
                out.push_str("/>\n");
            } else {
                let first = o.message.lines().next().unwrap_or("");
                let _ = writeln!(
                    out,
                    ">\n      <failure message=\"{}\">{}</failure>\n    </testcase>",
                    xml(first),
                    xml(&o.message)
                );
            }
        }
        out.push_str("  </testsuite>\n");
    }
    out.push_str("</testsuites>\n");
    out
}

fn xml(s: &str) -> String {
    let mut o = String::with_capacity(s.len());
    for c in s.chars() {
        match c {
            '&' => o.push_str("&amp;"),
            '<' => o.push_str("&lt;"),
            '>' => o.push_str("&gt;"),
            '"' => o.push_str("&quot;"),
            '\'' => o.push_str("&apos;"),
            c if (c as u32) < 0x20 && c != '\n' && c != '\t' && c != '\r' => {}
            c => o.push(c),
        }
    }
    o
}

/// A unified-style diff of two texts (`-` golden, `+` actual), only changed lines with one line
/// of context. Myers' diff (the `similar` crate) takes time and memory near the size of the
/// texts plus the edit; past its deadline it falls back to a coarser but still correct diff.
pub fn line_diff(want: &str, got: &str) -> String {
    use similar::ChangeTag;
    let diff = similar::TextDiff::configure()
        .timeout(std::time::Duration::from_secs(2))
        .diff_lines(want, got);
    let mut ops: Vec<(char, usize, &str)> = Vec::new();
    for ch in diff.iter_all_changes() {
        let text = ch.value().strip_suffix('\n').unwrap_or(ch.value());
        let text = text.strip_suffix('\r').unwrap_or(text);
        match ch.tag() {
            ChangeTag::Equal => ops.push((' ', ch.old_index().unwrap_or(0) + 1, text)),
            ChangeTag::Delete => ops.push(('-', ch.old_index().unwrap_or(0) + 1, text)),
            ChangeTag::Insert => ops.push(('+', ch.new_index().unwrap_or(0) + 1, text)),
        }
    }
    let changed: Vec<bool> = ops.iter().map(|o| o.0 != ' ').collect();
    let mut out = String::new();
    for (k, (c, line, text)) in ops.iter().enumerate() {
        let near =
            changed[k] || (k > 0 && changed[k - 1]) || changed.get(k + 1).copied().unwrap_or(false);
        if near {
            let _ = writeln!(out, "{c}{line:>5} {text}");
        }
    }
    out
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn diff_shows_changes_with_context() {
        let d = line_diff("a\nb\nc\nd\n", "a\nB\nc\nd\n");
        assert_eq!(d, "     1 a\n-    2 b\n+    2 B\n     3 c\n");
        assert_eq!(line_diff("x\n", "x\n"), "");
    }

    #[test]
    fn large_prints_diff_without_a_quadratic_table() {
        // 200k lines each: an LCS table would be 4e10 cells.
        let want: String = (0..200_000).map(|i| format!("line {i}\n")).collect();
        let got = want.replacen("line 100000\n", "LINE 100000\n", 1);
        let d = line_diff(&want, &got);
        assert!(d.contains("-100001 line 100000") && d.contains("+100001 LINE 100000"), "{d}");
    }

    #[test]
    fn junit_escapes() {
        let r = ScenarioReport {
            name: "s<1>".into(),
            file: "f".into(),
            outcomes: vec![super::super::Outcome {
                expectation: "a & b".into(),
                passed: false,
                message: "x\n\"y\"".into(),
            }],
        };
        let x = junit(&[r]);
        assert!(
            x.contains("name=\"s&lt;1&gt;\"")
                && x.contains("a &amp; b")
                && x.contains("&quot;y&quot;"),
            "{x}"
        );
    }
}
