//! Every sample graph under the JIT, with both policies: outputs equal the interpreter's within
//! tolerance, and PyTorch's eager outputs where the case ships `io.safetensors`.
use quantbench::interp::{self, Tensor};
use quantbench::pipeline::{JitOptions, check_against_interpreter, run_jit};
use quantbench::sched::Policy;
use std::collections::HashMap;
use std::path::Path;

fn cases() -> Vec<std::path::PathBuf> {
    let mut v: Vec<_> = std::fs::read_dir("sample_graphs")
        .unwrap()
        .filter_map(|e| e.ok())
        .map(|e| e.path())
        .filter(|p| p.join("post_grad.txt").exists())
        .collect();
    v.sort();
    v
}

fn run_case(dir: &Path, policy: Policy) -> Result<usize, String> {
    let doc =
        quantbench::import::load_path(&dir.join("post_grad.txt")).map_err(|e| e.to_string())?;
    let graph = &doc.stages.last().ok_or("no stage")?.graph().unwrap();
    let io = dir.join("io.safetensors");
    let (inputs, expected): (Vec<Tensor>, Vec<Tensor>) = if io.exists() {
        let file = interp::io::load_safetensors(&io).map_err(|e| e.to_string())?;
        let expected = (0..).map_while(|i| file.get(&format!("output_{i}")).cloned()).collect();
        (interp::io::inputs_by_name(graph, &file).map_err(|e| e.to_string())?, expected)
    } else {
        (interp::io::generate_inputs(graph, 1, &HashMap::new()).map_err(|e| e.to_string())?, vec![])
    };
    let opt = JitOptions { policy, threads: 2, warmup: 0, runs: 1, ..JitOptions::default() };
    let r = run_jit(graph, &inputs, &opt).map_err(|e| e.to_string())?;
    for (i, c) in check_against_interpreter(graph, &inputs, &r.outputs)
        .map_err(|e| e.to_string())?
        .iter()
        .enumerate()
    {
        let by_fp64 = FP64_RULE.iter().any(|k| dir.ends_with(k)) && c.accepted();
        if !c.passed && !by_fp64 {
            return Err(format!(
                "output {i} vs interpreter: max_abs_err {:.3e} max_rel_err {:.3e} {:?}",
                c.max_abs_err, c.max_rel_err, c.problem
            ));
        }
    }
    for (i, (a, e)) in r.outputs.iter().zip(&expected).enumerate() {
        let c = interp::compare(a, e);
        if !c.passed {
            return Err(format!(
                "output {i} vs PyTorch: max_abs_err {:.3e} max_rel_err {:.3e} {:?}",
                c.max_abs_err, c.max_rel_err, c.problem
            ));
        }
    }
    Ok(r.kernels.iter().filter(|k| k.jit).count())
}

/// Cases that do not run under the JIT yet, with the reason (reported, not hidden: the test
/// prints their errors and fails if one of them starts passing so the list stays honest).
const KNOWN_FAILING: &[&str] = &[];

/// Cases judged by Inductor's fp64 rule where the elementwise tolerance is missed: 32 layers of
/// f32 rounding put the JIT 4.5e-3 from the interpreter (1763 of 2048 outputs past
/// torch.testing's tolerance), while both are equally far from the float64 computation (RMSE
/// 1.335e-3 for the JIT, 1.345e-3 for the interpreter): different summation orders, no bug.
const FP64_RULE: &[&str] = &["decoder_32layer_nf4"];

#[test]
fn every_sample_graph_matches_the_interpreter_and_pytorch() {
    let mut failures = vec![];
    let mut ran = 0;
    for dir in cases() {
        for policy in [Policy::InductorCpu, Policy::Workbench] {
            let known = KNOWN_FAILING.iter().any(|k| dir.ends_with(k));
            match run_case(&dir, policy) {
                Err(e) if known => {
                    eprintln!("known failing: {} ({}): {e}", dir.display(), policy.name())
                }
                Ok(_) if known => failures.push(format!(
                    "{} ({}) passes now: remove it from KNOWN_FAILING",
                    dir.display(),
                    policy.name()
                )),
                Ok(k) => {
                    assert!(k > 0, "{}: no JIT kernel ran", dir.display());
                    ran += 1;
                }
                Err(e) => failures.push(format!("{} ({}): {e}", dir.display(), policy.name())),
            }
        }
    }
    assert!(failures.is_empty(), "{} failures:\n{}", failures.len(), failures.join("\n"));
    let known = cases().iter().filter(|d| KNOWN_FAILING.iter().any(|k| d.ends_with(k))).count();
    assert_eq!(ran, 2 * (cases().len() - known), "every other case under both policies");
}
