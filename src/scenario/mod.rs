//! Headless regression checks: a scenario file names a graph, a policy, inputs and expectations
//! about what Inductor's scheduler does with the graph ([`crate::sched`]), what the graph prints
//! as (golden FX text), and what it computes ([`crate::interp`] against PyTorch's outputs).
//! `quantbench check` runs them and reports one line per expectation.
pub mod file;
pub mod report;

pub use file::{Expectation, Scenario, ScenarioError, parse_scenario, read_scenario};

use crate::export::kernels::{KernelGroup, from_schedule};
use crate::ir::{Document, Graph};
use crate::sched::{Config, CostModel, Policy, schedule};
use std::path::{Path, PathBuf};

#[derive(Debug, Clone, PartialEq, serde::Serialize)]
pub struct Outcome {
    /// What was expected, e.g. `kernels == 3`.
    pub expectation: String,
    pub passed: bool,
    /// What was observed; on failure, why (with a diff for golden files).
    pub message: String,
}

#[derive(Debug, Clone, PartialEq, serde::Serialize)]
pub struct ScenarioReport {
    pub name: String,
    pub file: String,
    pub outcomes: Vec<Outcome>,
}

/// Runs one scenario. `update_golden` rewrites golden files with what the graph prints as
/// (the expectation then passes). Errors are scenarios that cannot be read or run at all.
pub fn run_scenario(path: &Path, update_golden: bool) -> Result<ScenarioReport, ScenarioError> {
    let sc = read_scenario(path)?;
    let file = path.display().to_string();
    let dir = path.parent().map(Path::to_path_buf).unwrap_or_default();
    let err = |msg: String| ScenarioError { file: file.clone(), line: 1, col: 1, msg };
    let graph_path = dir.join(&sc.graph.path);
    let doc: Document = crate::import::load_path(&graph_path).map_err(|e| err(format!("graph: {e}")))?;
    let stage = doc.stage(sc.graph.stage.as_deref()).ok_or_else(|| {
        let have: Vec<String> = doc.stages.iter().map(|s| s.qualified_name()).collect();
        err(format!("graph: no stage `{}` in {} (it has: {})", sc.graph.stage.as_deref().unwrap_or("(last)"), graph_path.display(), have.join(", ")))
    })?;
    let g = &stage.graph;
    let policy_name = sc.policy.as_deref().unwrap_or("inductor-cpu");
    let policy = Policy::parse(policy_name).ok_or_else(|| err(format!("unknown policy `{policy_name}` (inductor-cpu, inductor-gpu, workbench)")))?;
    let mut kernels: Option<Result<Vec<KernelGroup>, String>> = None;
    let mut kernels_of = |g: &Graph| -> Result<Vec<KernelGroup>, String> {
        kernels
            .get_or_insert_with(|| {
                schedule(g, policy, Config::default(), Box::new(CostModel::default())).map(|s| from_schedule(&s, g)).map_err(|e| format!("scheduling failed: {e}"))
            })
            .clone()
    };
    let mut outcomes = Vec::new();
    for (i, e) in sc.expect.iter().enumerate() {
        let set = [e.kernels.is_some(), e.same_kernel.is_some(), e.different_kernels.is_some(), e.golden.is_some(), e.numerics.is_some()];
        if set.iter().filter(|b| **b).count() != 1 {
            return Err(err(format!("expect[{i}]: set exactly one of kernels, same_kernel, different_kernels, golden, numerics")));
        }
        let o = if let Some(n) = e.kernels {
            let label = format!("kernels == {n}");
            match kernels_of(g) {
                Ok(k) => outcome(label, k.len() == n, format!("{} kernels: {}", k.len(), names(&k))),
                Err(m) => outcome(label, false, m),
            }
        } else if let Some(nodes) = &e.same_kernel {
            let label = format!("same kernel: {}", nodes.join(", "));
            match kernels_of(g) {
                Ok(k) => same_kernel(label, nodes, &k, g),
                Err(m) => outcome(label, false, m),
            }
        } else if let Some(nodes) = &e.different_kernels {
            let label = format!("different kernels: {}", nodes.join(", "));
            match kernels_of(g) {
                Ok(k) => different_kernels(label, nodes, &k, g),
                Err(m) => outcome(label, false, m),
            }
        } else if let Some(golden) = &e.golden {
            golden_check(&dir.join(golden), g, update_golden)
        } else if let Some(against) = &e.numerics {
            numerics(against, e, sc.inputs.as_ref(), &dir, g)
        } else {
            continue;
        };
        outcomes.push(o);
    }
    let name = sc.name.clone().unwrap_or_else(|| path.file_stem().map(|s| s.to_string_lossy().into_owned()).unwrap_or_default());
    Ok(ScenarioReport { name, file, outcomes })
}

fn outcome(expectation: String, passed: bool, message: String) -> Outcome {
    Outcome { expectation, passed, message }
}

fn names(k: &[KernelGroup]) -> String {
    k.iter().map(|g| format!("{}[{}]", g.name, g.nodes.join(" "))).collect::<Vec<_>>().join(", ")
}

/// The kernel holding each named node, or a message naming the nodes that are not in the graph
/// or not in any kernel.
fn kernel_of<'k>(nodes: &[String], k: &'k [KernelGroup], g: &Graph) -> Result<Vec<&'k str>, String> {
    let mut out = Vec::new();
    for n in nodes {
        if !g.nodes.iter().any(|x| x.name == *n) {
            return Err(format!("no node `{n}` in the graph"));
        }
        match k.iter().find(|grp| grp.nodes.contains(n)) {
            Some(grp) => out.push(grp.name.as_str()),
            None => return Err(format!("`{n}` is in no kernel (an input, output or view)")),
        }
    }
    Ok(out)
}

fn same_kernel(label: String, nodes: &[String], k: &[KernelGroup], g: &Graph) -> Outcome {
    match kernel_of(nodes, k, g) {
        Err(m) => outcome(label, false, m),
        Ok(ks) => {
            let pairs: Vec<String> = nodes.iter().zip(&ks).map(|(n, k)| format!("{n} in {k}")).collect();
            outcome(label, ks.windows(2).all(|w| w[0] == w[1]), pairs.join(", "))
        }
    }
}

fn different_kernels(label: String, nodes: &[String], k: &[KernelGroup], g: &Graph) -> Outcome {
    match kernel_of(nodes, k, g) {
        Err(m) => outcome(label, false, m),
        Ok(ks) => {
            let pairs: Vec<String> = nodes.iter().zip(&ks).map(|(n, k)| format!("{n} in {k}")).collect();
            let distinct = ks.iter().enumerate().all(|(i, a)| ks.iter().skip(i + 1).all(|b| a != b));
            outcome(label, distinct, pairs.join(", "))
        }
    }
}

fn golden_check(path: &PathBuf, g: &Graph, update: bool) -> Outcome {
    let label = format!("graph equals golden {}", path.display());
    let got = crate::export::print_graph(g);
    if update {
        return match crate::cli::export::write_atomic(path, got.as_bytes()) {
            Ok(()) => outcome(label, true, "golden file updated".into()),
            Err(e) => outcome(label, false, e.to_string()),
        };
    }
    match std::fs::read_to_string(path) {
        Err(e) => outcome(label, false, format!("cannot read it: {e} (run with --update-golden to write it)")),
        Ok(want) if want == got => outcome(label, true, format!("{} lines equal", got.lines().count())),
        Ok(want) => outcome(label, false, format!("the graph differs from the golden file:\n{}", report::line_diff(&want, &got))),
    }
}

fn numerics(against: &str, e: &Expectation, inputs: Option<&file::Inputs>, dir: &Path, g: &Graph) -> Outcome {
    use crate::interp::{Tolerance, compare, compare_with, io, run_graph};
    let label = format!("numerics within tolerance of {against}");
    if against != "pytorch" {
        return outcome(label, false, format!("unknown reference `{against}` (only `pytorch`: the outputs stored in the inputs file)"));
    }
    let Some(st) = inputs.and_then(|i| i.safetensors.as_ref()) else {
        return outcome(label, false, "`pytorch` needs [inputs] safetensors holding PyTorch's output_i tensors".into());
    };
    let file = match io::load_safetensors(&dir.join(st)) {
        Ok(f) => f,
        Err(err) => return outcome(label, false, format!("inputs: {err}")),
    };
    let run = io::inputs_by_name(g, &file).and_then(|ins| run_graph(g, &ins));
    let outs = match run {
        Ok(o) => o,
        Err(err) => return outcome(label, false, format!("the interpreter failed: {err}")),
    };
    let mut worst = Vec::new();
    let mut passed = true;
    for (i, a) in outs.iter().enumerate() {
        let Some(want) = file.get(&format!("output_{i}")) else {
            return outcome(label, false, format!("no output_{i} in the inputs file"));
        };
        let c = match (e.rtol, e.atol) {
            (None, None) => compare(a, want),
            (r, t) => compare_with(a, want, Tolerance { rtol: r.unwrap_or(0.0), atol: t.unwrap_or(0.0), equal_nan: false }),
        };
        passed &= c.passed;
        let what = c.problem.clone().unwrap_or_else(|| format!("max abs err {:.3e}, {} of {} mismatched", c.max_abs_err, c.mismatched, c.numel));
        worst.push(format!("output_{i}: {what}"));
    }
    outcome(label, passed, worst.join("; "))
}
