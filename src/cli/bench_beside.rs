//! What `bench` times beside each case's workbench run, in the same rounds: the inductor-cpu
//! policy on the same graph (the workbench is never to be slower: a case where it is, beyond
//! the rounds' spread, fails the command), and, for a graph whose quantization-library dequant
//! is recognized as invoke_quant, that graph (the what-if: each dequant a prologue its matmul
//! may fuse) beside the graph as the library wrote it.
use crate::interp::Tensor;
use crate::ir::Graph;
use crate::pipeline::{JitOptions, JitRun};
use crate::sched::Policy;
use serde_json::{Value, json};

/// The graph with its library dequant recognized, with its interpreter reference, when
/// recognition changed it.
pub struct Recognized {
    pub graph: Graph,
    reference: Vec<Tensor>,
    pub wrapped: usize,
}

impl Recognized {
    /// Recognizes `compiled` (the graph bench read, as Inductor compiled it) as the CLI's
    /// loader would have.
    pub fn of(compiled: &Graph, inputs: &[Tensor]) -> anyhow::Result<Option<Recognized>> {
        let pass = crate::pattern::library::library_pass(&[])?;
        let mut graph = compiled.clone();
        let wrapped = crate::pattern::library::recognize(&pass, &mut graph);
        if wrapped == 0 {
            return Ok(None);
        }
        let reference = crate::pipeline::verify(&graph, inputs)?;
        Ok(Some(Recognized { graph, reference, wrapped }))
    }

    pub fn run(&self, inputs: &[Tensor], opt: &JitOptions) -> anyhow::Result<JitRun> {
        Ok(crate::pipeline::run_jit_verified(
            &self.graph,
            inputs,
            opt,
            self.reference.clone(),
            &mut |_, _| true,
        )?)
    }
}

/// How much slower than inductor-cpu a round may be before it counts as slower.
pub const NOISE: f64 = 0.05;

/// Per-round medians of the runs beside the workbench's.
#[derive(Default)]
pub struct Beside {
    workbench: Vec<f64>,
    inductor_cpu: Vec<f64>,
    recognized: Vec<f64>,
    recognized_kernels: Value,
}

fn median(v: &[f64]) -> f64 {
    super::bench::median(&mut v.to_vec())
}

/// `a[i] / b[i]` per round.
fn ratios(a: &[f64], b: &[f64]) -> Vec<f64> {
    a.iter().zip(b).map(|(x, y)| x / y.max(1e-12)).collect()
}

/// Whether the per-round medians `times` were more than [`NOISE`] slower than `baseline` in
/// every round (and there was a round).
pub fn slower_in_every_round(times: &[f64], baseline: &[f64]) -> bool {
    !times.is_empty() && ratios(baseline, times).iter().all(|&r| r < 1.0 - NOISE)
}

impl Beside {
    /// One round: `workbench` is this round's workbench run; the inductor-cpu run and the
    /// recognized graph's run follow it.
    pub fn round(
        &mut self,
        workbench: &JitRun,
        run: &dyn Fn(&JitOptions) -> anyhow::Result<JitRun>,
        opt: &JitOptions,
        recognized: Option<(&Recognized, &[Tensor])>,
    ) -> anyhow::Result<String> {
        self.workbench.push(workbench.total.median_s);
        let cpu = run(&JitOptions { policy: Policy::InductorCpu, ..opt.clone() })?;
        self.inductor_cpu.push(cpu.total.median_s);
        let mut line = format!(", inductor-cpu {:.3} ms", cpu.total.median_s * 1e3);
        if let Some((rec, inputs)) = recognized {
            let r = rec.run(inputs, opt)?;
            self.recognized.push(r.total.median_s);
            self.recognized_kernels = super::bench::kernels_json(&r.kernels);
            line += &format!(", recognized as invoke_quant {:.3} ms", r.total.median_s * 1e3);
        }
        Ok(line)
    }

    /// Whether the workbench was slower than inductor-cpu by more than [`NOISE`] in every
    /// round: one round's noise cannot fail a case, nor can a difference within what two runs
    /// of the same program differ by on a shared 2-vCPU VM (the per-round ratios are in the
    /// JSON either way).
    pub fn workbench_slower(&self) -> bool {
        slower_in_every_round(&self.workbench, &self.inductor_cpu)
    }

    pub fn json(&self, recognized: Option<&Recognized>) -> Value {
        let vs_cpu = ratios(&self.inductor_cpu, &self.workbench);
        let rec = recognized.map_or(Value::Null, |r| {
            let vs_written = ratios(&self.workbench, &self.recognized);
            json!({
                "invoke_quant_recognized": r.wrapped,
                "median_s": median(&self.recognized), "round_medians_s": self.recognized,
                // The graph as written over the recognized one, per round: above 1 the
                // recognized (dequant-as-prologue) graph is faster.
                "speedup_vs_as_written": median(&vs_written), "speedup_vs_as_written_per_round": vs_written,
                "kernels": self.recognized_kernels,
            })
        });
        json!({
            "inductor_cpu": { "median_s": median(&self.inductor_cpu), "round_medians_s": self.inductor_cpu },
            // inductor-cpu's time over the workbench's, per round: below 1 the workbench is slower.
            "workbench_vs_inductor_cpu": median(&vs_cpu), "workbench_vs_inductor_cpu_per_round": vs_cpu,
            "workbench_slower_than_inductor_cpu": self.workbench_slower(),
            "recognized": rec,
        })
    }

    /// The recognized graph's ratio against a peer's per-round times (torch.compile of the
    /// library model).
    pub fn recognized_vs(&self, peer: &[f64]) -> Value {
        if self.recognized.is_empty() || peer.is_empty() {
            return Value::Null;
        }
        json!(median(&ratios(peer, &self.recognized)))
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn beside(workbench: &[f64], cpu: &[f64]) -> Beside {
        Beside { workbench: workbench.to_vec(), inductor_cpu: cpu.to_vec(), ..Beside::default() }
    }

    #[test]
    fn slower_means_beyond_the_noise_in_every_round() {
        // 10 % slower in every round: flagged.
        assert!(beside(&[1.1, 1.1, 1.1], &[1.0, 1.0, 1.0]).workbench_slower());
        // One round at par: not (one round cannot carry it either way).
        assert!(!beside(&[1.1, 1.0, 1.1], &[1.0, 1.0, 1.0]).workbench_slower());
        // 3 % slower throughout: within the noise.
        assert!(!beside(&[1.03, 1.03, 1.03], &[1.0, 1.0, 1.0]).workbench_slower());
        assert!(!Beside::default().workbench_slower());
        let j = beside(&[2.0, 2.0], &[1.0, 1.0]).json(None);
        assert_eq!(j["workbench_vs_inductor_cpu"], 0.5);
        assert_eq!(j["workbench_slower_than_inductor_cpu"], true);
    }
}
