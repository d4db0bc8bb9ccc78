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
        (
            interp::io::generate_inputs(graph, 1, &HashMap::new(), Default::default())
                .map_err(|e| e.to_string())?,
            vec![],
        )
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

/// `input_copies`: every run reads the next copy of the inputs (its own storage, the same
/// bytes), cycling through all of them, and the outputs stay the interpreter's.
#[test]
fn runs_rotate_through_copies_of_the_inputs() {
    use quantbench::pipeline::{InputCopies, bind_inputs, compile_schedule, schedule_for};
    let dir = Path::new("sample_graphs/int8_woq_linear_relu");
    let doc = quantbench::import::load_path(&dir.join("post_grad.txt")).unwrap();
    let graph = doc.stages.last().unwrap().graph().unwrap();
    let file = interp::io::load_safetensors(&dir.join("io.safetensors")).unwrap();
    let inputs = interp::io::inputs_by_name(graph, &file).unwrap();
    let opt = JitOptions { input_copies: 3, ..JitOptions::default() };
    let sched = schedule_for(graph, opt.policy, false).unwrap();
    let mut compiled = compile_schedule(graph, &sched, &opt).unwrap();
    bind_inputs(graph, &sched, &mut compiled, &inputs).unwrap();
    let names: Vec<String> = graph
        .nodes
        .iter()
        .filter(|n| n.op == quantbench::ir::OpKind::Placeholder)
        .map(|n| n.name.clone())
        .filter(|n| compiled.program.buffers.bytes(n).is_some())
        .collect();
    assert!(names.len() >= 2, "the case reads several inputs");
    let before: Vec<Vec<u8>> =
        names.iter().map(|n| compiled.program.buffers.bytes(n).unwrap().to_vec()).collect();
    let mut copies = InputCopies::new(graph, &compiled, &opt).unwrap();
    let mut seen = vec![];
    for _ in 0..6 {
        copies.rotate(&mut compiled);
        let at: Vec<*const u8> =
            names.iter().map(|n| compiled.program.buffers.bytes(n).unwrap().as_ptr()).collect();
        for (n, b) in names.iter().zip(&before) {
            assert_eq!(compiled.program.buffers.bytes(n).unwrap(), &b[..], "{n}: same bytes");
        }
        seen.push(at);
    }
    for r in 0..3 {
        assert_eq!(seen[r], seen[r + 3], "a cycle of three copies");
        assert_ne!(seen[r], seen[(r + 1) % 3], "each run its own storage");
    }
    let r = run_jit(graph, &inputs, &opt).unwrap();
    let checks = check_against_interpreter(graph, &inputs, &r.outputs).unwrap();
    assert!(checks.iter().all(|c| c.passed));
}
