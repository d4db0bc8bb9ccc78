//! Chrome / Perfetto trace-event JSON of kernel runs: one track (thread) per run — e.g. the
//! fused and the unfused program — with one complete (`"ph": "X"`) slice per kernel, laid end to
//! end in execution order, the FX nodes each kernel computes in its `args`. Open the file in
//! ui.perfetto.dev or chrome://tracing.
use serde_json::{Value, json};

#[derive(Debug, Clone, PartialEq)]
pub struct KernelTiming {
    pub name: String,
    /// FX nodes the kernel computes.
    pub nodes: Vec<String>,
    /// Measured duration in seconds.
    pub seconds: f64,
    /// JIT-compiled (true) or run by an extern/fallback implementation.
    pub jit: bool,
}

#[derive(Debug, Clone, PartialEq)]
pub struct KernelRun {
    /// Track name: `fused`, `unfused`, `op-by-op`, ...
    pub label: String,
    pub kernels: Vec<KernelTiming>,
}

/// The trace as `{"traceEvents": [...], "displayTimeUnit": "ns"}` (timestamps in µs, as the
/// format requires).
pub fn trace_events(process: &str, runs: &[KernelRun]) -> Value {
    let mut events = vec![
        json!({ "name": "process_name", "ph": "M", "pid": 1, "tid": 0, "args": { "name": process } }),
    ];
    for (t, run) in runs.iter().enumerate() {
        let tid = t + 1;
        events.push(json!({ "name": "thread_name", "ph": "M", "pid": 1, "tid": tid, "args": { "name": run.label } }));
        events.push(json!({ "name": "thread_sort_index", "ph": "M", "pid": 1, "tid": tid, "args": { "sort_index": tid } }));
        let mut ts = 0.0f64;
        for k in &run.kernels {
            let dur = (k.seconds * 1e6).max(0.0);
            events.push(json!({
                "name": k.name,
                "cat": if k.jit { "jit" } else { "extern" },
                "ph": "X",
                "ts": ts,
                "dur": dur,
                "pid": 1,
                "tid": tid,
                "args": { "fx_nodes": k.nodes },
            }));
            ts += dur;
        }
    }
    json!({ "traceEvents": events, "displayTimeUnit": "ns" })
}
