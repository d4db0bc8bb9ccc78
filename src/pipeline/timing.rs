//! Step 6 of the path: warm-up runs, then timed runs (N of them, or until the median settles:
//! [`Settle`]); median, min and spread; the ratio of two programs from paired runs
//! ([`paired`]); and the timed runs as a Chrome/Perfetto trace.
use super::JitRun;
use serde::Serialize;
use std::time::Instant;

#[derive(Debug, Clone, Copy, Default, PartialEq, Serialize)]
pub struct Stats {
    pub median_s: f64,
    pub min_s: f64,
    pub max_s: f64,
    /// (max - min) / median.
    pub spread: f64,
    pub runs: usize,
    /// Under a [`Settle`] rule: whether the median settled (`false`: the number is noise, not a
    /// measurement); `None` for a fixed count of runs judged by no rule.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub settled: Option<bool>,
}

impl Stats {
    pub fn of(samples: &[f64]) -> Stats {
        if samples.is_empty() {
            return Stats::default();
        }
        let mut s = samples.to_vec();
        s.sort_by(|a, b| a.total_cmp(b));
        let median = if s.len() % 2 == 1 {
            s[s.len() / 2]
        } else {
            (s[s.len() / 2 - 1] + s[s.len() / 2]) / 2.0
        };
        let (min, max) = (s[0], s[s.len() - 1]);
        Stats {
            median_s: median,
            min_s: min,
            max_s: max,
            spread: if median > 0.0 { (max - min) / median } else { 0.0 },
            runs: s.len(),
            settled: None,
        }
    }

    /// [`Stats::of`], judged by `rule` (`None`: no rule, `settled` stays `None`).
    pub fn judged(samples: &[f64], rule: Option<&Settle>) -> Stats {
        Stats { settled: rule.map(|r| r.settled(samples)), ..Stats::of(samples) }
    }

    /// `12.3 µs median of 40 runs (spread 8%)`, or, when the median did not settle,
    /// `noise: spread 1670% over 5 runs (median 17.5 µs did not settle)`: one sample, or a
    /// median still moving, is never shown as if it were a measurement.
    pub fn text(&self) -> String {
        let us = self.median_s * 1e6;
        match self.settled {
            Some(false) => format!(
                "noise: spread {:.0}% over {} runs (median {us:.1} µs did not settle)",
                self.spread * 100.0,
                self.runs
            ),
            _ => format!(
                "{us:.1} µs median of {} runs (spread {:.0}%)",
                self.runs,
                self.spread * 100.0
            ),
        }
    }
}

/// When a measurement stops: after at least `min_runs` timed runs, once the median of all the
/// samples is within `tolerance` (relative) of the median without the last `window` of them,
/// i.e. `window` more runs no longer move it; or at `max_runs` or after `budget_s` seconds,
/// whichever comes first, unsettled. The one-click Run in the Kernels tab uses it so that a
/// single sample (a cold cache, a descheduled thread) is never reported as the time.
#[derive(Debug, Clone, Copy, PartialEq, Serialize)]
pub struct Settle {
    pub min_runs: usize,
    pub max_runs: usize,
    pub budget_s: f64,
    pub window: usize,
    pub tolerance: f64,
}

impl Settle {
    pub const DEFAULT: Settle =
        Settle { min_runs: 7, max_runs: 400, budget_s: 2.0, window: 5, tolerance: 0.02 };

    /// The median of all `samples` against the median of all but the last `window` of them.
    pub fn settled(&self, samples: &[f64]) -> bool {
        let w = self.window.max(1);
        if samples.len() < self.min_runs.max(w + 2) {
            return false;
        }
        let now = Stats::of(samples).median_s;
        let before = Stats::of(&samples[..samples.len() - w]).median_s;
        now > 0.0 && (now - before).abs() <= self.tolerance * now
    }

    /// Whether to stop taking samples (settled, or out of runs or time).
    pub fn done(&self, samples: &[f64], started: Instant) -> bool {
        samples.len() >= self.max_runs.max(1)
            || (samples.len() >= self.min_runs && started.elapsed().as_secs_f64() >= self.budget_s)
            || self.settled(samples)
    }
}

/// `b`'s time over `a`'s from paired runs: each pair runs both programs back to back (the
/// order alternating, so drift and cache warmth fall on both alike), the ratio taken per pair,
/// and pairs are added until the median ratio settles under `rule`. The fusion speed-up is
/// this with `a` the fused program and `b` the unfused one.
pub fn paired<E>(
    rule: &Settle,
    mut a: impl FnMut() -> Result<f64, E>,
    mut b: impl FnMut() -> Result<f64, E>,
) -> Result<Stats, E> {
    let started = Instant::now();
    let mut ratios = vec![];
    while !rule.done(&ratios, started) {
        let (ta, tb) = if ratios.len() % 2 == 0 {
            let ta = a()?;
            (ta, b()?)
        } else {
            let tb = b()?;
            (a()?, tb)
        };
        if ta > 0.0 {
            ratios.push(tb / ta);
        }
        if ta <= 0.0 && ratios.is_empty() && started.elapsed().as_secs_f64() > rule.budget_s {
            break;
        }
    }
    Ok(Stats::judged(&ratios, Some(rule)))
}

/// A fused kernel that took longer than the unfused kernels of the same FX nodes together.
#[derive(Debug, Clone, PartialEq, Serialize)]
pub struct FusionLoss {
    pub fused: String,
    pub fused_s: f64,
    /// The unfused kernels that computed its FX nodes, and their summed medians.
    pub unfused: Vec<String>,
    pub unfused_s: f64,
}

/// Each fused kernel against the unfused kernels that share an FX node with it, the fused ones
/// that lost (slower than those together), worst loss first.
pub fn fusion_losses(
    fused: &[super::KernelTiming],
    unfused: &[super::KernelTiming],
) -> Vec<FusionLoss> {
    let mut out: Vec<FusionLoss> = fused
        .iter()
        .filter_map(|f| {
            let members: Vec<&super::KernelTiming> = unfused
                .iter()
                .filter(|u| u.fx_nodes.iter().any(|n| f.fx_nodes.contains(n)))
                .collect();
            let unfused_s: f64 = members.iter().map(|u| u.median_s).sum();
            (!members.is_empty() && f.median_s > unfused_s).then(|| FusionLoss {
                fused: f.name.clone(),
                fused_s: f.median_s,
                unfused: members.iter().map(|u| u.name.clone()).collect(),
                unfused_s,
            })
        })
        .collect();
    out.sort_by(|x, y| (y.fused_s - y.unfused_s).total_cmp(&(x.fused_s - x.unfused_s)));
    out
}

/// Runs `f` `warmup` times untimed, then `runs` times timed. `f` may report its own duration
/// (for steps timed inside a larger run); otherwise wall time is used.
pub fn measure<E>(
    warmup: usize,
    runs: usize,
    mut f: impl FnMut() -> Result<Option<f64>, E>,
) -> Result<Stats, E> {
    for _ in 0..warmup {
        f()?;
    }
    let mut samples = Vec::with_capacity(runs);
    for _ in 0..runs.max(1) {
        let t0 = Instant::now();
        let own = f()?;
        samples.push(own.unwrap_or_else(|| t0.elapsed().as_secs_f64()));
    }
    Ok(Stats::of(&samples))
}

/// Chrome/Perfetto trace events: one track per thread, one slice per kernel run.
pub fn trace_json(run: &JitRun) -> serde_json::Value {
    let events: Vec<serde_json::Value> = run
        .slices
        .iter()
        .filter_map(|s| {
            let k = run.kernels.get(s.step)?;
            Some(serde_json::json!({
                "name": k.name, "cat": if k.jit { "jit" } else { "extern" }, "ph": "X",
                "ts": s.start_s * 1e6, "dur": s.dur_s * 1e6, "pid": 1, "tid": s.thread,
                "args": { "fx_nodes": k.fx_nodes, "jit": k.jit },
            }))
        })
        .collect();
    serde_json::json!({ "traceEvents": events, "displayTimeUnit": "ms" })
}

/// A sequential read of `bytes` bytes split over `threads` threads (the limit of a weight
/// stream, which a decode kernel only reads): bytes per second, best of seven passes.
pub fn stream_read_gbps(threads: usize, bytes: usize) -> f64 {
    let words = (bytes / 8).max(1 << 10);
    let data: Vec<u64> = (0..words as u64).collect();
    let chunk = words.div_ceil(threads.max(1));
    let mut best = f64::MAX;
    for _ in 0..7 {
        let t0 = Instant::now();
        let sums: Vec<u64> = std::thread::scope(|s| {
            let hs: Vec<_> = data
                .chunks(chunk)
                .map(|part| {
                    // Eight independent sums so the loop is bound by loads, not by one add chain.
                    s.spawn(move || {
                        let mut acc = [0u64; 8];
                        let mut it = part.chunks_exact(8);
                        for c in &mut it {
                            for (a, x) in acc.iter_mut().zip(c) {
                                *a = a.wrapping_add(*x);
                            }
                        }
                        acc.iter().chain(it.remainder()).fold(0u64, |a, x| a.wrapping_add(*x))
                    })
                })
                .collect();
            hs.into_iter().map(|h| h.join().unwrap_or(0)).collect()
        });
        best = best.min(t0.elapsed().as_secs_f64());
        std::hint::black_box(sums);
    }
    (words * 8) as f64 / best / 1e9
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn stats_of_samples() {
        let s = Stats::of(&[3.0, 1.0, 2.0, 10.0]);
        assert_eq!(s.median_s, 2.5);
        assert_eq!(s.min_s, 1.0);
        assert_eq!(s.max_s, 10.0);
        assert!((s.spread - 3.6).abs() < 1e-12);
        assert_eq!(s.settled, None);
    }

    #[test]
    fn one_sample_never_settles_and_says_noise() {
        let rule = Settle::DEFAULT;
        let s = Stats::judged(&[28e-3], Some(&rule));
        assert_eq!(s.settled, Some(false));
        assert!(s.text().starts_with("noise: spread 0% over 1 runs"), "{}", s.text());
    }

    #[test]
    fn a_median_settles_once_more_runs_stop_moving_it() {
        let rule =
            Settle { min_runs: 3, max_runs: 100, budget_s: 10.0, window: 3, tolerance: 0.02 };
        // A slow first run (cold caches), then steady samples with one outlier.
        let mut v = vec![28e-3, 17.6e-6, 17.4e-6, 17.5e-6, 300e-6];
        assert!(!rule.settled(&v));
        v.extend([17.5e-6, 17.6e-6, 17.4e-6, 17.5e-6]);
        assert!(rule.settled(&v));
        let s = Stats::judged(&v, Some(&rule));
        assert!(s.text().starts_with("17.5 µs median of 9 runs"), "{}", s.text());
        // Samples that keep doubling never settle.
        let growing: Vec<f64> = (0..20).map(|i| f64::powi(2.0, i)).collect();
        assert!(!rule.settled(&growing));
    }

    #[test]
    fn paired_ratios_alternate_and_stop_when_settled() {
        let rule = Settle { min_runs: 4, max_runs: 50, budget_s: 10.0, window: 3, tolerance: 0.01 };
        let (mut na, mut nb) = (0, 0);
        let r = paired::<()>(
            &rule,
            || {
                na += 1;
                Ok(1.0)
            },
            || {
                nb += 1;
                Ok(2.0)
            },
        )
        .unwrap_or_default();
        assert_eq!(r.median_s, 2.0);
        assert_eq!(r.settled, Some(true));
        assert!(r.runs < 50 && na == nb && na == r.runs, "{na} {nb} {}", r.runs);
    }
}
