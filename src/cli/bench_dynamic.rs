//! `quantbench bench-dynamic`: a graph with symbolic sizes, its one program compiled for any
//! sizes against programs compiled for each binding alone (the graph specialized to it), at the
//! same sizes and inputs. Rounds alternate the two; a round's ratio is dynamic / static of the
//! JIT kernels' time (steps the interpreter runs are left out: they are the same code in both)
//! and of the whole graph, and the report is the median of the per-round ratios with their
//! range.
use super::graph::GraphArgs;
use crate::interp::{self, Tensor};
use crate::kernel::compile::Compiled;
use crate::pipeline::{self, JitOptions};
use crate::sched::{Policy, Schedule};
use std::collections::{BTreeMap, HashMap};
use std::path::PathBuf;

#[derive(clap::Args, Debug)]
pub struct Args {
    #[command(flatten)]
    pub graph: GraphArgs,
    /// One binding to run at, e.g. `--at s77=1` (repeatable; inputs generated from --seed). The
    /// first binding's sizes are the dynamic program's hints, as the first call's are
    /// Inductor's.
    #[arg(long = "at", value_parser = pipeline::parse_sizes)]
    pub at: Vec<BTreeMap<String, i64>>,
    /// safetensors inputs to run at (repeatable), after the --at bindings.
    #[arg(long, value_name = "IO")]
    pub inputs: Vec<PathBuf>,
    #[arg(long, default_value_t = 0)]
    pub seed: u64,
    #[arg(long, default_value_t = JitOptions::DEFAULT.policy)]
    pub policy: Policy,
    #[arg(long, default_value_t = JitOptions::DEFAULT.threads)]
    pub threads: usize,
    /// Rounds; each runs both programs `--runs` times per binding, alternating which goes first.
    #[arg(long, default_value_t = 5)]
    pub rounds: usize,
    #[arg(long, default_value_t = 20)]
    pub runs: usize,
    #[arg(long, short, value_name = "OUT")]
    pub out: Option<PathBuf>,
}

struct Prog {
    graph: crate::ir::Graph,
    sched: Schedule,
    compiled: Compiled,
}

impl Prog {
    fn new(graph: crate::ir::Graph, opt: &JitOptions) -> anyhow::Result<Prog> {
        let sched = pipeline::schedule_for(&graph, opt.policy, false)?;
        let compiled = pipeline::compile_schedule(&graph, &sched, opt)?;
        Ok(Prog { graph, sched, compiled })
    }

    /// `runs` runs on `inputs`: the median JIT-kernel time and whole-graph time, in seconds.
    fn time(&mut self, inputs: &[Tensor], runs: usize) -> anyhow::Result<(f64, f64)> {
        pipeline::bind_inputs(&self.graph, &self.sched, &mut self.compiled, inputs)?;
        let p = &mut self.compiled.program;
        p.run_all()?; // warm-up
        let (mut jit, mut total) = (vec![], vec![]);
        for _ in 0..runs {
            let (mut j, mut t) = (0.0, 0.0);
            for i in 0..p.steps.len() {
                let dt = p.run_step(i)?;
                t += dt;
                if p.steps[i].is_jit() {
                    j += dt;
                }
            }
            jit.push(j);
            total.push(t);
        }
        Ok((pipeline::Stats::of(&jit).median_s, pipeline::Stats::of(&total).median_s))
    }

    fn outputs(&self) -> anyhow::Result<Vec<Tensor>> {
        Ok(pipeline::read_outputs(&self.sched, &self.compiled)?)
    }
}

fn median(v: &mut [f64]) -> f64 {
    v.sort_by(f64::total_cmp);
    v.get(v.len() / 2).copied().unwrap_or(f64::NAN)
}

pub fn run(a: Args) -> anyhow::Result<i32> {
    let mut inputs = a.graph.inputs();
    inputs.add_all("--inputs", &a.inputs);
    // Before minutes of timing, not after.
    if let Some(p) = &a.out {
        inputs.refuse(p, "--out")?;
    }
    let (doc, i) = a.graph.load_compiled_stage()?;
    let graph = doc.stages[i].graph()?.clone();
    anyhow::ensure!(
        crate::ir::specialize::is_dynamic(&graph),
        "the graph has no symbolic sizes: there is no dynamic program to compare"
    );
    let mut sets: Vec<(String, Vec<Tensor>)> = vec![];
    for b in &a.at {
        let syms: HashMap<String, i64> = b.iter().map(|(k, v)| (k.clone(), *v)).collect();
        let given = crate::ir::shape_env::with_given_sizes(&graph, b);
        sets.push((
            pipeline::sizes_text(b),
            interp::io::generate_inputs(&given, a.seed, &syms, Default::default())?,
        ));
    }
    for p in &a.inputs {
        let file = interp::io::load_safetensors(p)?;
        sets.push((p.display().to_string(), interp::io::inputs_by_name(&graph, &file)?));
    }
    anyhow::ensure!(!sets.is_empty(), "give the sizes to run at: --at s77=1 or --inputs FILE");
    // Step 0 for every set before anything is compiled from the annotations, as `run --jit`.
    let references: Vec<Vec<Tensor>> = sets
        .iter()
        .map(|(label, inputs)| {
            pipeline::verify(&graph, inputs).map_err(|e| anyhow::anyhow!("{label}: {e}"))
        })
        .collect::<anyhow::Result<_>>()?;
    let opt = JitOptions { policy: a.policy, threads: a.threads.max(1), ..JitOptions::DEFAULT };
    let first = pipeline::input_sizes(&graph, &sets[0].1)?;
    let mut dynamic = Prog::new(pipeline::hinted(&graph, &first).into_owned(), &opt)?;
    // The dynamic program binds against the graph itself (hints are not sizes).
    dynamic.graph = graph.clone();
    let mut report = vec![];
    for ((label, inputs), reference) in sets.iter().zip(references) {
        let sizes = pipeline::input_sizes(&graph, inputs)?;
        let specialized = crate::ir::specialize::specialize(&graph, &sizes)?;
        let mut stat = Prog::new(specialized, &opt)?;
        let (mut kr, mut wr) = (vec![], vec![]);
        let (mut dyn_k, mut st_k) = (vec![], vec![]);
        for round in 0..a.rounds.max(1) {
            let (d, s) = if round % 2 == 0 {
                let d = dynamic.time(inputs, a.runs)?;
                (d, stat.time(inputs, a.runs)?)
            } else {
                let s = stat.time(inputs, a.runs)?;
                (dynamic.time(inputs, a.runs)?, s)
            };
            kr.push(d.0 / s.0);
            wr.push(d.1 / s.1);
            dyn_k.push(d.0);
            st_k.push(s.0);
        }
        for (what, p) in [("dynamic", &dynamic), ("static", &stat)] {
            let cmp = interp::compare_outputs(&graph, inputs, &p.outputs()?, &reference, false);
            anyhow::ensure!(
                cmp.iter().all(|c| c.accepted()),
                "{label}: the {what} program's outputs differ from the interpreter's"
            );
        }
        let range = |v: &[f64]| {
            (v.iter().copied().fold(f64::INFINITY, f64::min), v.iter().copied().fold(0.0, f64::max))
        };
        let (klo, khi) = range(&kr);
        let (wlo, whi) = range(&wr);
        let (km, wm) = (median(&mut kr.clone()), median(&mut wr.clone()));
        println!(
            "{label}: JIT kernels {:.1} us dynamic / {:.1} us static = {km:.3}x (rounds {klo:.3}-{khi:.3}); whole graph {wm:.3}x ({wlo:.3}-{whi:.3})",
            median(&mut dyn_k) * 1e6,
            median(&mut st_k) * 1e6,
        );
        report.push(serde_json::json!({
            "at": label, "sizes": sizes, "kernel_ratio_median": km, "kernel_ratio_min": klo,
            "kernel_ratio_max": khi, "whole_ratio_median": wm, "whole_ratio_min": wlo,
            "whole_ratio_max": whi, "round_kernel_ratios": kr, "round_whole_ratios": wr,
            "dynamic_kernel_s": dyn_k, "static_kernel_s": st_k,
        }));
    }
    if let Some(p) = &a.out {
        let j = serde_json::json!({
            "graph": a.graph.file.display().to_string(), "policy": opt.policy.name(),
            "threads": opt.threads, "rounds": a.rounds, "runs": a.runs,
            "dynamic_compile_s": dynamic.compiled.program.compile_s, "bindings": report,
        });
        inputs.write(p, "--out", (serde_json::to_string_pretty(&j)? + "\n").as_bytes())?;
    }
    Ok(0)
}
