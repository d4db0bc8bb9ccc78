//! PyTorch's OpInfo database through every engine: the committed subsets of the corpus
//! (`sample_graphs/opinfo`, one case per op and dtype, and `sample_graphs/opinfo_dynamic`, one
//! case per op compiled with `dynamic=True`, most of them run at a second size too; made by
//! `tools/opinfo_corpus.py` and `tools/opinfo_subset.py`) checked stage by stage (interpreter
//! against eager, lowering and scheduling against Inductor's dumps, the JIT under both policies
//! against the interpreter; at the second size the interpreter and the JIT's program again).
//! A (case, stage) that passed when `expected.json` was written and no longer does fails the
//! test; a stage that passes now and did not then is reported, so the baseline can be raised
//! (`quantbench survey --coverage sample_graphs/opinfo --json > sample_graphs/opinfo/expected.json`).
use quantbench::coverage::{CaseReport, SIZE_B_STAGES, Verdict, cases, check_case, regressions};
use std::path::Path;

fn root(name: &str) -> std::path::PathBuf {
    Path::new(env!("CARGO_MANIFEST_DIR")).join("sample_graphs").join(name)
}

/// Every case of the subset against its `expected.json`; the reports, for more checks.
fn no_regression(subset: &str) -> Vec<CaseReport> {
    let root = root(subset);
    let expected: Vec<CaseReport> =
        serde_json::from_slice(&std::fs::read(root.join("expected.json")).unwrap()).unwrap();
    let now: Vec<CaseReport> = cases(&root).unwrap().iter().map(|c| check_case(c)).collect();
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
    eprintln!("{subset}: {all}/{} cases agree at every stage", now.len());
    now
}

#[test]
fn no_case_that_passed_a_stage_fails_it_now() {
    let now = no_regression("opinfo");
    // A static case has no second size: its report keeps the four stages it always had.
    assert!(now.iter().all(|r| r.stages.len() == 4 && r.second_size.is_none()));
}

/// The `dynamic=True` subset: every case with `io_b.safetensors` is judged at both sizes.
#[test]
fn no_dynamic_case_that_passed_a_stage_at_either_size_fails_it_now() {
    let now = no_regression("opinfo_dynamic");
    for r in &now {
        let has_b = root("opinfo_dynamic").join(&r.case).join("io_b.safetensors").is_file();
        let stages_b = SIZE_B_STAGES.iter().filter(|s| r.stage(s).is_some()).count();
        assert_eq!(stages_b, if has_b { 3 } else { 0 }, "{}: stages at the second size", r.case);
        assert_eq!(r.second_size.as_deref() == Some("io_b.safetensors"), has_b, "{}", r.case);
    }
    let at_b = now.iter().filter(|r| r.stage("jit-cpu-b").is_some_and(Verdict::passed)).count();
    assert!(at_b >= now.len() / 2, "only {at_b} cases run at a second size in the JIT");
}
