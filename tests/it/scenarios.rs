//! Every scenario in tests/scenarios/ passes; the ones in tests/scenarios/fail/ fail (or are
//! unreadable) with the right message.
use quantbench::scenario::{report, run_scenario};
use std::path::{Path, PathBuf};

fn tomls(dir: &str) -> Vec<PathBuf> {
    let mut v: Vec<PathBuf> =
        std::fs::read_dir(dir).unwrap().filter_map(|e| e.ok()).map(|e| e.path()).filter(|p| p.extension().is_some_and(|x| x == "toml")).collect();
    v.sort();
    v
}

#[test]
fn all_scenarios_pass() {
    let files = tomls("tests/scenarios");
    // One per sample graph, plus the TORCH_TRACE and debug-dir ones.
    assert_eq!(files.len(), 14);
    let reports: Vec<_> = files.iter().map(|f| run_scenario(f, false).unwrap_or_else(|e| panic!("{e}"))).collect();
    let (passed, failed) = report::counts(&reports);
    assert_eq!(failed, 0, "{}", report::text(&reports));
    assert_eq!(passed, 27);
}

#[test]
fn a_changed_golden_fails_with_a_diff() {
    let r = run_scenario(Path::new("tests/scenarios/fail/wrong_golden.toml"), false).unwrap();
    assert_eq!(r.outcomes.len(), 1);
    let o = &r.outcomes[0];
    assert!(!o.passed);
    assert!(o.message.contains("-   12             add: \"f32[8]\" = torch.ops.aten.sub.Tensor"), "{}", o.message);
    assert!(o.message.contains("+   12             add: \"f32[8]\" = torch.ops.aten.add.Tensor"), "{}", o.message);
    let x = report::junit(&[r]);
    assert!(x.contains("<failure message=\"the graph differs from the golden file:\">"), "{x}");
}

#[test]
fn wrong_kernel_expectations_fail_with_what_was_seen() {
    let r = run_scenario(Path::new("tests/scenarios/fail/wrong_kernels.toml"), false).unwrap();
    let msgs: Vec<(bool, &str)> = r.outcomes.iter().map(|o| (o.passed, o.message.as_str())).collect();
    assert_eq!(msgs.len(), 2);
    assert!(!msgs[0].0 && msgs[0].1.starts_with("8 kernels: "), "{msgs:?}");
    assert_eq!(msgs[1], (false, "no node `no_such_node` in the graph"));
    assert!(report::text(&[r]).ends_with("0 passed, 2 failed\n"));
}

#[test]
fn an_unknown_key_makes_the_scenario_unreadable() {
    let e = run_scenario(Path::new("tests/scenarios/fail/unknown_key.toml"), false).unwrap_err();
    assert_eq!((e.line, e.col), (6, 1));
    assert!(e.msg.starts_with("unknown field `kernal`") && e.msg.ends_with("did you mean `kernels`?"), "{e}");
}
