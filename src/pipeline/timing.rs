//! Step 6 of the path: warm-up runs, then N timed runs; median, min and spread; and the timed
//! runs as a Chrome/Perfetto trace.
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
        }
    }
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
    }
}
