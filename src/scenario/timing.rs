//! `time_ratio_below = R`: the JIT's time for the graph under the scenario's policy over its time
//! with no fusion at all. Absolute times depend on the machine and its load, a ratio measured in
//! one process much less: the two schedules run in alternating rounds (which one goes first
//! alternates too, so a drifting clock or a neighbour's build hits both), and the median of the
//! per-round ratios is compared, never a time.
use super::{Outcome, outcome};
use crate::interp::Tensor;
use crate::ir::Graph;
use crate::pipeline::{JitOptions, run_jit_verified};
use crate::sched::Policy;

pub const DEFAULT_ROUNDS: usize = 7;
/// More rounds than this is a typo, not a measurement: at 20 timed runs a round, a thousand
/// rounds of a millisecond graph already take a minute.
pub const MAX_ROUNDS: usize = 1000;
/// Timed runs per schedule and round. The round's time is their minimum: on a shared machine
/// the noise only ever adds time, so the minimum is the steadiest estimate of a short run.
const RUNS: usize = 10;

pub fn time_ratio(
    limit: f64,
    rounds: usize,
    policy: Policy,
    g: &Graph,
    inputs: &[Tensor],
) -> Outcome {
    let label = format!("fused/unfused time ratio < {limit}");
    let rounds = rounds.max(1);
    let opts =
        |unfused| JitOptions { policy, warmup: 2, runs: RUNS, unfused, ..JitOptions::DEFAULT };
    let (fused_opts, unfused_opts) = (opts(false), opts(true));
    let mut ratios = Vec::with_capacity(rounds);
    let mut kernels = (0, 0);
    let reference = match crate::pipeline::verify(g, inputs) {
        Ok(r) => r,
        Err(e) => return outcome(label, false, format!("the JIT failed: {e}")),
    };
    for r in 0..rounds {
        let time = |o: &JitOptions| {
            run_jit_verified(g, inputs, o, reference.clone(), &mut |_, _| true)
                .map(|run| (run.total.min_s, run.kernels.len()))
        };
        let pair = if r % 2 == 0 {
            time(&fused_opts).and_then(|f| Ok((f, time(&unfused_opts)?)))
        } else {
            time(&unfused_opts).and_then(|u| Ok((time(&fused_opts)?, u)))
        };
        match pair {
            Ok(((f, kf), (u, ku))) => {
                kernels = (kf, ku);
                ratios.push(f / u.max(1e-12));
            }
            Err(e) => return outcome(label, false, format!("the JIT failed: {e}")),
        }
    }
    let median = crate::pipeline::Stats::of(&ratios).median_s;
    let each: Vec<String> = ratios.iter().map(|r| format!("{r:.2}")).collect();
    let msg = format!(
        "median ratio {median:.3} over {rounds} rounds ({}); {} kernels fused vs {} unfused under {}",
        each.join(" "),
        kernels.0,
        kernels.1,
        policy.name()
    );
    outcome(label, median < limit, msg)
}
