//! The workbench's cost model for dequant prologues (`pipeline::costs`): every invoke_quant
//! dequant that may be a matmul's prologue is asked of it, one-pass matmuls always fuse, a
//! scenario's `prologues = "fused"` pins the prologue whatever this machine measures, and the
//! JIT's outputs are the interpreter's whichever way the model decides.
use quantbench::interp;
use quantbench::pipeline::costs::{Prologues, oracle_with};
use quantbench::pipeline::{JitOptions, check_against_interpreter, run_jit, schedule_for};
use quantbench::sched::log::Event;
use quantbench::sched::{Config, Policy, Schedule, schedule};
use std::collections::HashMap;

/// nf4 decode text with `m` rows of activations.
fn nf4_rows(m: usize) -> quantbench::ir::Graph {
    let text = super::graphs::decode4_graph(256, 256, 64, true)
        .replace("f32[1, 256]", &format!("f32[{m}, 256]"));
    quantbench::import::fx::parse_graph(&text, "test").unwrap()
}

/// Each cost-model answer: (node1, node2, fused).
fn decisions(s: &Schedule) -> Vec<(String, String, bool)> {
    s.log
        .events
        .iter()
        .filter_map(|e| match e {
            Event::Benchmark { node1, node2, oracle, fused, .. } if oracle == "cpu-cost-model" => {
                Some((node1.clone(), node2.clone(), *fused))
            }
            _ => None,
        })
        .collect()
}

fn dequant_in_mm_kernel(s: &Schedule) -> bool {
    s.groups.iter().any(|g| g.members.len() >= 2)
}

#[test]
fn one_pass_matmuls_always_fuse_their_dequant() {
    for m in [1, 4, 8] {
        let s = schedule_for(&nf4_rows(m), Policy::Workbench, false).unwrap();
        let d = decisions(&s);
        assert_eq!(d.len(), 1, "m = {m}: one dequant asked about: {d:?}");
        assert!(d[0].2, "m = {m}: {d:?}");
        assert!(dequant_in_mm_kernel(&s), "m = {m}");
    }
}

#[test]
fn more_passes_follow_the_model_and_compute_the_same_outputs() {
    let g = nf4_rows(16);
    let s = schedule_for(&g, Policy::Workbench, false).unwrap();
    let d = decisions(&s);
    assert!(!d.is_empty(), "the dequant was asked about");
    // What the log says is what the schedule did.
    let fused = d.iter().any(|x| x.2);
    assert_eq!(fused, dequant_in_mm_kernel(&s), "{d:?}");
    let inputs = interp::io::generate_inputs(&g, 0, &HashMap::new(), Default::default()).unwrap();
    let opt = JitOptions { threads: 2, warmup: 0, runs: 1, ..JitOptions::DEFAULT };
    let run = run_jit(&g, &inputs, &opt).unwrap();
    let checks = check_against_interpreter(&g, &inputs, &run.outputs).unwrap();
    assert!(checks.iter().all(|c| c.passed), "{checks:?}");
    // The calibration the answer came from is there to report.
    let c = quantbench::pipeline::costs::calibrated().as_ref().unwrap();
    assert_eq!(c.points.len(), 2);
    assert!(c.points.iter().all(|p| p.1 > 0 && p.3 > 0.0), "{:?}", c.points);
}

#[test]
fn pinned_prologues_fuse_whatever_the_machine_measures() {
    let g = nf4_rows(64);
    let oracle = oracle_with(Policy::Workbench, Prologues::Fused);
    let s = schedule(&g, Policy::Workbench, Config::default(), oracle).unwrap();
    assert!(dequant_in_mm_kernel(&s));
    assert_eq!("fused".parse::<Prologues>(), Ok(Prologues::Fused));
    assert!("always".parse::<Prologues>().unwrap_err().contains("cost-model or fused"));
}
