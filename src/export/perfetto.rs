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

/// PyTorch's own compile-phase events of a TORCH_TRACE log (`chromium_event`: begin/end of
/// `dynamo`, `entire_frame_compile`, `backend_compile`, `inductor_compile`, ... per compile) as
/// trace-event JSON, one process per rank as tlparse's combined trace has it (pid = rank, 0 for
/// one log), each named; timestamps as logged (µs), the compile id in every event's `args`.
pub fn compile_phases(file: &str, events: &[crate::ir::compile::PhaseEvent]) -> Value {
    json!({ "traceEvents": phase_events(file, events), "displayTimeUnit": "ms" })
}

fn phase_events(file: &str, events: &[crate::ir::compile::PhaseEvent]) -> Vec<Value> {
    let mut pids: Vec<(u64, Option<u32>)> = Vec::new();
    let mut out = Vec::with_capacity(events.len() + 2);
    for e in events {
        let pid = u64::from(e.rank.unwrap_or(0));
        if !pids.iter().any(|(p, _)| *p == pid) {
            pids.push((pid, e.rank));
        }
        let mut args = serde_json::Map::new();
        for (k, v) in &e.args {
            args.insert(k.clone(), json!(v));
        }
        if let Some(id) = &e.compile_id {
            args.insert("compile_id".into(), json!(id));
        }
        let mut ev = json!({
            "name": e.name, "cat": e.cat, "ph": e.ph, "ts": e.ts, "pid": pid, "tid": e.tid,
            "args": args,
        });
        if let Some(d) = e.dur {
            ev["dur"] = json!(d);
        }
        if e.ph == "i" {
            // An instant event's scope: this thread.
            ev["s"] = json!("t");
        }
        out.push(ev);
    }
    for (pid, rank) in pids {
        let name = match rank {
            Some(r) => format!("rank {r}: PyTorch compile phases"),
            None => format!("{file}: PyTorch compile phases"),
        };
        out.push(json!({ "name": "process_name", "ph": "M", "pid": pid, "tid": 0, "args": { "name": name } }));
    }
    out
}

/// The JIT's kernel trace (`pipeline::trace_json`) beside the compile phases of the log it was
/// read from: one timeline, PyTorch compiling the graph, then quantbench running it. The rank's
/// phase events keep their own process; the kernels get a process of their own, shifted to
/// start where the stage's compile (`compile_id`) last logged an event — the two were measured
/// on different clocks, so only the order is real, which the process name says.
pub fn kernels_after_compile(
    kernels: &Value,
    phases: &[crate::ir::compile::PhaseEvent],
    rank: Option<u32>,
    compile_id: Option<&str>,
    label: &str,
) -> Value {
    let mine: Vec<crate::ir::compile::PhaseEvent> =
        phases.iter().filter(|e| e.rank == rank).cloned().collect();
    let end = |e: &crate::ir::compile::PhaseEvent| e.ts + e.dur.unwrap_or(0.0);
    let of_compile = mine
        .iter()
        .filter(|e| compile_id.is_some() && e.compile_id.as_deref() == compile_id)
        .map(end)
        .fold(f64::NEG_INFINITY, f64::max);
    let start =
        if of_compile.is_finite() { of_compile } else { mine.iter().map(end).fold(0.0, f64::max) };
    let mut events = phase_events(label, &mine);
    let pid = u64::from(rank.unwrap_or(0)) + 1000;
    let compile = compile_id.unwrap_or("its compile");
    events.push(json!({ "name": "process_name", "ph": "M", "pid": pid, "tid": 0,
        "args": { "name": format!("{label}: quantbench JIT kernels (timed here, placed after compile {compile})") } }));
    for k in kernels["traceEvents"].as_array().into_iter().flatten() {
        let mut k = k.clone();
        k["pid"] = json!(pid);
        if let Some(ts) = k["ts"].as_f64() {
            k["ts"] = json!(start + ts);
        }
        events.push(k);
    }
    json!({ "traceEvents": events, "displayTimeUnit": "ms" })
}
