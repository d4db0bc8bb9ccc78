//! PyTorch's OpInfo database through every engine: the committed subset of the corpus
//! (`sample_graphs/opinfo`, one case per op and dtype, made by `tools/opinfo_corpus.py` and
//! `tools/opinfo_subset.py`) checked stage by stage (interpreter against eager, lowering and
//! scheduling against Inductor's dumps, the JIT under both policies against the interpreter).
//! A (case, stage) that passed when `expected.json` was written and no longer does fails the
//! test; a stage that passes now and did not then is reported, so the baseline can be raised
//! (`quantbench survey --coverage sample_graphs/opinfo --json > sample_graphs/opinfo/expected.json`).
use quantbench::coverage::{CaseReport, Verdict, cases, check_case, regressions};
use std::path::Path;

fn root() -> std::path::PathBuf {
    Path::new(env!("CARGO_MANIFEST_DIR")).join("sample_graphs/opinfo")
}

#[test]
fn no_case_that_passed_a_stage_fails_it_now() {
    let expected: Vec<CaseReport> =
        serde_json::from_slice(&std::fs::read(root().join("expected.json")).unwrap()).unwrap();
    let now: Vec<CaseReport> = cases(&root()).unwrap().iter().map(|c| check_case(c)).collect();
    assert_eq!(now.len(), expected.len(), "the subset and expected.json list other cases");
    let bad = regressions(&expected, &now);
    let improved: Vec<String> = now
        .iter()
        .flat_map(|n| {
            let before = expected.iter().find(|e| e.case == n.case);
            n.stages.iter().filter_map(move |(s, v)| {
                let was = before.and_then(|b| b.stage(s)).is_some_and(Verdict::passed);
                (v.passed() && !was).then(|| format!("{} {s}", n.case))
            })
        })
        .collect();
    if !improved.is_empty() {
        eprintln!("{} stages pass now that did not (raise the baseline):", improved.len());
        for i in &improved {
            eprintln!("  {i}");
        }
    }
    assert!(bad.is_empty(), "{} regressions:\n{}", bad.len(), bad.join("\n"));
    let all = now.iter().filter(|r| r.all_passed()).count();
    eprintln!("{all}/{} cases agree at every stage", now.len());
}
