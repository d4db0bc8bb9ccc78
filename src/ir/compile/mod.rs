//! The compile story: how each compile a TORCH_TRACE log records went, in Dynamo's and
//! tlparse's words — the `dynamo_start` stack, `compilation_metrics`, graph breaks
//! (`dynamo_graph_break_reason`), `recompile_reasons`, cache hits and misses, symbolic shape
//! specializations, and a status per compile as tlparse colours its stack trie (ok, failed,
//! graph break, restarted, empty graph, metrics missing) plus cache hit. Chromium compile-phase
//! events (`chromium_event`) are kept beside them, small, for a Perfetto trace.
//!
//! Everything here is small and parsed: guards and error tracebacks stay in the log (the
//! document's artifacts) and are read when one compile is shown.
use serde::Serialize;
use serde_json::Value;

pub mod collectives;
pub mod ranks;
pub mod trie;

pub use collectives::{GraphExecution, RuntimeOp, TensorMeta};
pub use ranks::{Divergence, RankGroup, RuntimeDelta};
pub use trie::StackTrie;

/// One frame of a stack as PyTorch logs it (`structured.from_traceback`): file names resolved
/// from the log's interned strings.
#[derive(Debug, Clone, PartialEq, Eq, Hash, Serialize)]
pub struct Frame {
    pub filename: String,
    pub line: u64,
    pub name: String,
    /// The source line, when logged.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub loc: Option<String>,
}

/// A record whose envelope carries a `stack` of its own (export records, AOTInductor's
/// artifacts, `graph_execution`): tlparse gathers every such stack in its "unknown stack trie",
/// apart from the compiles' `dynamo_start` stacks.
#[derive(Debug, Clone, PartialEq, Serialize)]
pub struct EnvelopeStack {
    pub record: String,
    #[serde(skip_serializing_if = "Option::is_none")]
    pub compile_id: Option<String>,
    #[serde(skip_serializing_if = "Option::is_none")]
    pub rank: Option<u32>,
    pub stack: Vec<Frame>,
}

impl std::fmt::Display for Frame {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        write!(f, "{}:{} in {}", self.filename, self.line, self.name)
    }
}

/// A `compilation_metrics` record (or `bwd_compilation_metrics`,
/// `aot_autograd_backward_compilation_metrics`): the fields tlparse shows, by their names, and
/// the other short scalars as text. Long fields (`dynamo_config`, `inductor_config`, tens of KB
/// each) are not kept.
#[derive(Debug, Clone, Default, PartialEq, Serialize)]
pub struct CompilationMetrics {
    /// The record's name.
    pub record: String,
    pub co_name: Option<String>,
    pub co_filename: Option<String>,
    pub co_firstlineno: Option<i64>,
    pub cache_size: Option<u64>,
    pub accumulated_cache_size: Option<u64>,
    pub guard_count: Option<u64>,
    pub shape_env_guard_count: Option<u64>,
    pub graph_op_count: Option<u64>,
    pub graph_node_count: Option<u64>,
    pub graph_input_count: Option<u64>,
    pub start_time: Option<f64>,
    pub entire_frame_compile_time_s: Option<f64>,
    pub backend_compile_time_s: Option<f64>,
    pub inductor_compile_time_s: Option<f64>,
    pub code_gen_time_s: Option<f64>,
    pub fail_type: Option<String>,
    pub fail_reason: Option<String>,
    pub fail_user_frame_filename: Option<String>,
    pub fail_user_frame_lineno: Option<u64>,
    pub non_compliant_ops: Vec<String>,
    pub compliant_custom_ops: Vec<String>,
    pub restart_reasons: Vec<String>,
    pub dynamo_time_before_restart_s: Option<f64>,
    /// Other fields whose value is a number, a boolean or a string of at most
    /// [`OTHER_MAX_CHARS`], as `(name, text)` in log order.
    pub other: Vec<(String, String)>,
}

/// The longest string field kept in [`CompilationMetrics::other`].
pub const OTHER_MAX_CHARS: usize = 300;

const NAMED: &[&str] = &[
    "co_name",
    "co_filename",
    "co_firstlineno",
    "cache_size",
    "accumulated_cache_size",
    "guard_count",
    "shape_env_guard_count",
    "graph_op_count",
    "graph_node_count",
    "graph_input_count",
    "start_time",
    "entire_frame_compile_time_s",
    "backend_compile_time_s",
    "inductor_compile_time_s",
    "code_gen_time_s",
    "fail_type",
    "fail_reason",
    "fail_user_frame_filename",
    "fail_user_frame_lineno",
    "non_compliant_ops",
    "compliant_custom_ops",
    "restart_reasons",
    "dynamo_time_before_restart_s",
];

impl CompilationMetrics {
    /// Reads the record's value; fields of another type than PyTorch writes are left out.
    pub fn from_json(record: &str, v: &Value) -> CompilationMetrics {
        let s = |k: &str| v.get(k).and_then(Value::as_str).map(str::to_string);
        let u = |k: &str| v.get(k).and_then(Value::as_u64);
        let f = |k: &str| v.get(k).and_then(Value::as_f64);
        let list = |k: &str| -> Vec<String> {
            v.get(k)
                .and_then(Value::as_array)
                .map(|a| a.iter().filter_map(|x| x.as_str().map(str::to_string)).collect())
                .unwrap_or_default()
        };
        let mut other = Vec::new();
        if let Some(obj) = v.as_object() {
            for (k, x) in obj {
                if NAMED.contains(&k.as_str()) {
                    continue;
                }
                let text = match x {
                    Value::Number(n) => n.to_string(),
                    Value::Bool(b) => b.to_string(),
                    Value::String(t) if t.chars().count() <= OTHER_MAX_CHARS => t.clone(),
                    _ => continue,
                };
                other.push((k.clone(), text));
            }
        }
        CompilationMetrics {
            record: record.to_string(),
            co_name: s("co_name"),
            co_filename: s("co_filename"),
            co_firstlineno: v.get("co_firstlineno").and_then(Value::as_i64),
            cache_size: u("cache_size"),
            accumulated_cache_size: u("accumulated_cache_size"),
            guard_count: u("guard_count"),
            shape_env_guard_count: u("shape_env_guard_count"),
            graph_op_count: u("graph_op_count"),
            graph_node_count: u("graph_node_count"),
            graph_input_count: u("graph_input_count"),
            start_time: f("start_time"),
            entire_frame_compile_time_s: f("entire_frame_compile_time_s"),
            backend_compile_time_s: f("backend_compile_time_s"),
            inductor_compile_time_s: f("inductor_compile_time_s"),
            code_gen_time_s: f("code_gen_time_s"),
            fail_type: s("fail_type"),
            fail_reason: s("fail_reason"),
            fail_user_frame_filename: s("fail_user_frame_filename"),
            fail_user_frame_lineno: u("fail_user_frame_lineno"),
            non_compliant_ops: list("non_compliant_ops"),
            compliant_custom_ops: list("compliant_custom_ops"),
            restart_reasons: list("restart_reasons"),
            dynamo_time_before_restart_s: f("dynamo_time_before_restart_s"),
            other,
        }
    }

    /// Every field that has a value, as `(name, text)`: the named ones in tlparse's order, then
    /// the others. Lists are joined by `; `.
    pub fn rows(&self) -> Vec<(String, String)> {
        let mut out: Vec<(String, String)> = Vec::new();
        let mut put = |k: &str, v: Option<String>| {
            if let Some(v) = v {
                out.push((k.to_string(), v));
            }
        };
        put("co_name", self.co_name.clone());
        put("co_filename", self.co_filename.clone());
        put("co_firstlineno", self.co_firstlineno.map(|x| x.to_string()));
        put("cache_size", self.cache_size.map(|x| x.to_string()));
        put("accumulated_cache_size", self.accumulated_cache_size.map(|x| x.to_string()));
        put("guard_count", self.guard_count.map(|x| x.to_string()));
        put("shape_env_guard_count", self.shape_env_guard_count.map(|x| x.to_string()));
        put("graph_op_count", self.graph_op_count.map(|x| x.to_string()));
        put("graph_node_count", self.graph_node_count.map(|x| x.to_string()));
        put("graph_input_count", self.graph_input_count.map(|x| x.to_string()));
        put("start_time", self.start_time.map(|x| x.to_string()));
        let secs = |x: Option<f64>| x.map(|x| format!("{x:.4}"));
        put("entire_frame_compile_time_s", secs(self.entire_frame_compile_time_s));
        put("backend_compile_time_s", secs(self.backend_compile_time_s));
        put("inductor_compile_time_s", secs(self.inductor_compile_time_s));
        put("code_gen_time_s", secs(self.code_gen_time_s));
        put("dynamo_time_before_restart_s", secs(self.dynamo_time_before_restart_s));
        put("fail_type", self.fail_type.clone());
        put("fail_reason", self.fail_reason.clone());
        put("fail_user_frame_filename", self.fail_user_frame_filename.clone());
        put("fail_user_frame_lineno", self.fail_user_frame_lineno.map(|x| x.to_string()));
        let joined = |l: &[String]| (!l.is_empty()).then(|| l.join("; "));
        put("non_compliant_ops", joined(&self.non_compliant_ops));
        put("compliant_custom_ops", joined(&self.compliant_custom_ops));
        put("restart_reasons", joined(&self.restart_reasons));
        out.extend(self.other.iter().cloned());
        out
    }

    /// `fail_user_frame_filename:fail_user_frame_lineno`, when the failure names a user frame.
    pub fn fail_user_frame(&self) -> Option<String> {
        let file = self.fail_user_frame_filename.as_deref()?;
        Some(format!("{file}:{}", self.fail_user_frame_lineno.unwrap_or(0)))
    }
}

#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize)]
#[serde(rename_all = "snake_case")]
pub enum CacheOutcome {
    Hit,
    Miss,
    Bypass,
}

/// An `fx_graph_cache_{hit,miss,bypass}` / `aotautograd_cache_*` artifact (any `<cache>_cache_*`).
#[derive(Debug, Clone, PartialEq, Serialize)]
pub struct CacheEvent {
    /// The artifact's name (`fx_graph_cache_hit`).
    pub name: String,
    /// Which cache (`fx_graph`, `aotautograd`).
    pub cache: String,
    pub outcome: CacheOutcome,
    /// `cache_status_detailed`, `cache_bypass_reason` or `reason`, when the payload says.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub detail: Option<String>,
}

impl CacheEvent {
    /// The event an artifact named `name` records, with its JSON payload (if it parses).
    pub fn from_artifact(name: &str, payload: Option<&Value>) -> Option<CacheEvent> {
        let (cache, outcome) = cache_artifact(name)?;
        let detail = payload.and_then(|p| {
            ["cache_bypass_reason", "reason", "cache_status_detailed"]
                .iter()
                .find_map(|k| p.get(*k).and_then(Value::as_str))
                .map(str::to_string)
        });
        Some(CacheEvent { name: name.to_string(), cache: cache.to_string(), outcome, detail })
    }
}

/// `fx_graph_cache_hit` → (`fx_graph`, Hit).
pub fn cache_artifact(name: &str) -> Option<(&str, CacheOutcome)> {
    for (suffix, o) in [
        ("_cache_hit", CacheOutcome::Hit),
        ("_cache_miss", CacheOutcome::Miss),
        ("_cache_bypass", CacheOutcome::Bypass),
    ] {
        if let Some(cache) = name.strip_suffix(suffix).filter(|c| !c.is_empty()) {
            return Some((cache, o));
        }
    }
    None
}

/// A `symbolic_shape_specialization` record: a symbol replaced by a constant.
#[derive(Debug, Clone, PartialEq, Serialize)]
pub struct Specialization {
    pub symbol: String,
    pub sources: Vec<String>,
    pub value: String,
    pub reason: String,
    pub user_stack: Vec<Frame>,
}

/// How a compile went, as tlparse colours its stack trie (`status-error`, `status-empty`,
/// `status-break`, `status-ok`, `status-missing`), with Dynamo's restart told apart and a
/// cache hit.
#[derive(Debug, Clone, Copy, Default, PartialEq, Eq, Serialize)]
#[serde(rename_all = "snake_case")]
pub enum Status {
    /// `compilation_metrics` has a `fail_type`.
    Failed,
    /// Dynamo restarted the analysis (`RestartAnalysis`, usually a graph break): a later attempt
    /// of this frame compile (`0/0_1`) exists and this one logged no metrics of its own.
    Restarted,
    /// `graph_op_count` is 0.
    EmptyGraph,
    /// Compiled, with `restart_reasons` or graph breaks: the frame was split.
    GraphBreak,
    /// Compiled from a cache (FX graph or AOTAutograd) with no miss.
    CacheHit,
    Ok,
    /// No `compilation_metrics` (the log was cut, or the compile never finished).
    #[default]
    MetricsMissing,
}

impl Status {
    pub fn as_str(self) -> &'static str {
        match self {
            Status::Failed => "failed",
            Status::Restarted => "restarted",
            Status::EmptyGraph => "empty graph",
            Status::GraphBreak => "graph break",
            Status::CacheHit => "cache hit",
            Status::Ok => "ok",
            Status::MetricsMissing => "metrics missing",
        }
    }
    /// Whether the status asks for a look (failed, broken, restarted, missing metrics).
    pub fn is_problem(self) -> bool {
        matches!(
            self,
            Status::Failed | Status::Restarted | Status::GraphBreak | Status::MetricsMissing
        )
    }
}

/// Everything the log says about one compile id.
#[derive(Debug, Clone, Default, PartialEq, Serialize)]
pub struct CompileStory {
    /// tlparse's compile id without brackets: `0/0`, `0/0_1`, `!0/2/0`, `!0`.
    pub compile_id: String,
    /// The rank whose log it came from, in a directory of per-rank logs.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub rank: Option<u32>,
    /// `dynamo_start`'s stack, outermost frame first (tlparse's convert_frame suffix removed).
    pub stack: Vec<Frame>,
    pub metrics: Vec<CompilationMetrics>,
    /// `dynamo_graph_break_reason` payloads (`Graph break in user code at ...`).
    pub graph_breaks: Vec<String>,
    /// `recompile_reasons`: the guards that failed, so this compile happened.
    pub recompile_reasons: Vec<String>,
    pub cache: Vec<CacheEvent>,
    pub specializations: Vec<Specialization>,
    /// `guard_added_fast` records: shape guards added while tracing (`Eq(s77, 6)`).
    pub guards_added: Vec<String>,
    /// The attempt that replaced this one (`0/0_1` for `0/0`).
    #[serde(skip_serializing_if = "Option::is_none")]
    pub restarted_as: Option<String>,
    /// A `dynamo_error` traceback was logged (its text stays in the log).
    pub has_error: bool,
    /// Guards were logged (`dynamo_guards`, `dynamo_cpp_guards_str`).
    pub has_guards: bool,
    /// `inductor_collective_schedule`: the collective kernels of each graph Inductor compiled
    /// for this compile (forward, backward), in log order.
    #[serde(skip_serializing_if = "Vec::is_empty")]
    pub collective_schedules: Vec<Vec<String>>,
    /// `inductor_runtime_and_tensor_meta`: each graph's ops, in log order.
    #[serde(skip_serializing_if = "Vec::is_empty")]
    pub runtimes: Vec<Vec<RuntimeOp>>,
    pub status: Status,
}

impl CompileStory {
    /// `rank1/0/0` in a directory of per-rank logs, else the compile id.
    pub fn qualified_id(&self) -> String {
        match self.rank {
            Some(r) => format!("rank{r}/{}", self.compile_id),
            None => self.compile_id.clone(),
        }
    }

    /// Texts of the artifacts named `names` kept for this compile, read back from the log
    /// (`(record, text)`; one that cannot be read says why in its text).
    fn logged(&self, doc: &super::Document, names: &[&str]) -> Vec<(String, String)> {
        doc.artifacts
            .iter()
            .filter(|a| {
                a.rank == self.rank
                    && a.compile_id.as_deref() == Some(self.compile_id.as_str())
                    && names.contains(&a.name.as_str())
            })
            .map(|a| {
                let text = match a.text() {
                    Ok(t) => guards_text(&a.name, &t),
                    Err(e) => format!("(could not be read: {e})"),
                };
                (a.name.clone(), text)
            })
            .collect()
    }

    /// The guards logged for this compile (`dynamo_cpp_guards_str`, `dynamo_guards`), as text.
    pub fn guards(&self, doc: &super::Document) -> Vec<(String, String)> {
        self.logged(doc, &["dynamo_cpp_guards_str", "dynamo_guards"])
    }

    /// The `dynamo_error` tracebacks logged for this compile.
    pub fn errors(&self, doc: &super::Document) -> Vec<(String, String)> {
        self.logged(doc, &["dynamo_error"])
    }

    /// The compile's `compilation_metrics` (not the backward ones).
    pub fn main_metrics(&self) -> Option<&CompilationMetrics> {
        self.metrics.iter().find(|m| m.record == "compilation_metrics")
    }

    /// The status from what was read (call once the whole log is in).
    pub fn judge(&self) -> Status {
        if self.metrics.iter().any(|m| m.fail_type.is_some()) {
            return Status::Failed;
        }
        let Some(m) = self.main_metrics() else {
            return if self.restarted_as.is_some() {
                Status::Restarted
            } else {
                Status::MetricsMissing
            };
        };
        if m.graph_op_count == Some(0) {
            return Status::EmptyGraph;
        }
        if !m.restart_reasons.is_empty() || !self.graph_breaks.is_empty() {
            return Status::GraphBreak;
        }
        let hit = self.cache.iter().any(|c| c.outcome == CacheOutcome::Hit);
        let miss = self.cache.iter().any(|c| c.outcome == CacheOutcome::Miss);
        if hit && !miss { Status::CacheHit } else { Status::Ok }
    }

    /// The one line that says why the status is what it is: the failure, the graph break or
    /// restart reason, the recompile reason, or the cache outcome.
    pub fn reason(&self) -> Option<String> {
        let first_line =
            |s: &str| s.lines().find(|l| !l.trim().is_empty()).unwrap_or("").trim().to_string();
        match self.status {
            Status::Failed => {
                let m = self.metrics.iter().find(|m| m.fail_type.is_some())?;
                let mut s = format!(
                    "{}: {}",
                    m.fail_type.as_deref().unwrap_or("?"),
                    first_line(m.fail_reason.as_deref().unwrap_or(""))
                );
                if let Some(f) = m.fail_user_frame() {
                    s.push_str(&format!(" (at {f})"));
                }
                Some(s)
            }
            Status::Restarted | Status::GraphBreak => {
                if let Some(g) = self.graph_breaks.first() {
                    return Some(graph_break_summary(g));
                }
                let r = self.main_metrics()?.restart_reasons.first()?;
                Some(first_line(r))
            }
            _ => {
                if let Some(r) = self.recompile_reasons.first() {
                    return Some(format!("recompiled: {}", first_line(r)));
                }
                None
            }
        }
    }
}

/// `Graph break in user code at f.py:13` + `Graph Break Reason: ...`: the reason's first line
/// and where.
pub fn graph_break_summary(text: &str) -> String {
    let at = text
        .lines()
        .find_map(|l| l.trim().strip_prefix("Graph break in user code at "))
        .map(str::trim);
    let mut lines = text.lines().map(str::trim);
    let reason = match lines.by_ref().find(|l| l.starts_with("Graph Break Reason:")) {
        // The reason's first line is a preamble (`Encountered graph break when attempting to
        // trace ...:`) when more follows; the graph break's own kind is the next line.
        Some(l) => {
            let head = l.trim_start_matches("Graph Break Reason:").trim();
            let next = lines.find(|l| !l.is_empty());
            match next {
                Some(n) if head.ends_with(':') && !n.starts_with("User code traceback") => {
                    n.to_string()
                }
                _ => head.to_string(),
            }
        }
        None => text.lines().map(str::trim).find(|l| !l.is_empty()).unwrap_or("").to_string(),
    };
    match at {
        Some(at) => format!("{reason} (at {at})"),
        None => reason,
    }
}

/// One chromium trace event PyTorch logged (`chromium_event`): begin/end of a compile phase
/// (`dynamo`, `entire_frame_compile`, `backend_compile`, `inductor_compile`, ...), an instant,
/// or a complete event. Arguments are kept only when short.
#[derive(Debug, Clone, PartialEq, Serialize)]
pub struct PhaseEvent {
    pub name: String,
    pub ph: String,
    /// Microseconds (the Chrome trace format's unit).
    pub ts: f64,
    #[serde(skip_serializing_if = "Option::is_none")]
    pub dur: Option<f64>,
    pub cat: String,
    pub pid: u64,
    pub tid: u64,
    #[serde(skip_serializing_if = "Option::is_none")]
    pub compile_id: Option<String>,
    #[serde(skip_serializing_if = "Option::is_none")]
    pub rank: Option<u32>,
    pub args: Vec<(String, String)>,
}

/// The longest argument value kept on a [`PhaseEvent`].
pub const EVENT_ARG_MAX_CHARS: usize = 200;

impl PhaseEvent {
    /// None when `v` is not a trace event (no name, phase or timestamp).
    pub fn from_json(v: &Value, compile_id: Option<String>) -> Option<PhaseEvent> {
        let name = v.get("name")?.as_str()?.to_string();
        let ph = v.get("ph")?.as_str()?.to_string();
        let ts = v.get("ts")?.as_f64()?;
        let mut args = Vec::new();
        for (k, x) in v.get("args").and_then(Value::as_object).into_iter().flatten() {
            let text = match x {
                Value::String(s) => s.clone(),
                Value::Number(n) => n.to_string(),
                Value::Bool(b) => b.to_string(),
                _ => continue,
            };
            if text.chars().count() <= EVENT_ARG_MAX_CHARS {
                args.push((k.clone(), text));
            }
        }
        let arg_id = args.iter().find(|(k, _)| k == "compile_id").map(|(_, v)| v.clone());
        Some(PhaseEvent {
            name,
            ph,
            ts,
            dur: v.get("dur").and_then(Value::as_f64),
            cat: v.get("cat").and_then(Value::as_str).unwrap_or("").to_string(),
            pid: v.get("pid").and_then(Value::as_u64).unwrap_or(0),
            tid: v.get("tid").and_then(Value::as_u64).unwrap_or(0),
            compile_id: compile_id.or(arg_id),
            rank: None,
            args,
        })
    }
}

/// How long each compile phase of one compile took, in microseconds, in the order the phases
/// began: begin/end (`B`/`E`) pairs of the same name matched innermost first, and complete
/// (`X`) events. A phase that never ended is left out.
pub fn phase_durations(events: &[PhaseEvent], rank: Option<u32>, id: &str) -> Vec<(String, f64)> {
    let mut open: Vec<(usize, &str, f64)> = Vec::new();
    let mut out: Vec<(usize, String, f64)> = Vec::new();
    let mine = events.iter().filter(|e| e.rank == rank && e.compile_id.as_deref() == Some(id));
    for (k, e) in mine.enumerate() {
        match e.ph.as_str() {
            "B" => open.push((k, &e.name, e.ts)),
            "E" => {
                if let Some(at) = open.iter().rposition(|(_, n, _)| *n == e.name) {
                    let (start, name, ts) = open.remove(at);
                    out.push((start, name.to_string(), e.ts - ts));
                }
            }
            "X" => out.push((k, e.name.clone(), e.dur.unwrap_or(0.0))),
            _ => {}
        }
    }
    out.sort_by_key(|(k, _, _)| *k);
    out.into_iter().map(|(_, n, d)| (n, d)).collect()
}

/// The guards text of a `dynamo_guards` payload (a JSON list of `{"code": ...}`), one guard a
/// line; other text as it is.
pub fn guards_text(record: &str, payload: &str) -> String {
    if record == "dynamo_guards"
        && let Ok(Value::Array(a)) = serde_json::from_str::<Value>(payload)
    {
        let codes: Vec<&str> = a.iter().filter_map(|g| g.get("code")?.as_str()).collect();
        return codes.join("\n");
    }
    payload.to_string()
}

/// `0/0_1` → (`0/0`, 1); `0/0` → (`0/0`, 0).
pub fn split_attempt(id: &str) -> (&str, u32) {
    let tail = id.rsplit('/').next().unwrap_or(id);
    if let Some((_, a)) = tail.rsplit_once('_')
        && let Ok(n) = a.parse::<u32>()
    {
        return (&id[..id.len() - a.len() - 1], n);
    }
    (id, 0)
}

/// `base` at attempt `n` (`0/0`, `0/0_1`).
pub fn with_attempt(base: &str, n: u32) -> String {
    if n == 0 { base.to_string() } else { format!("{base}_{n}") }
}

/// Marks restarted attempts and judges every compile: call once all records are read.
pub fn settle(compiles: &mut [CompileStory]) {
    let ids: std::collections::HashSet<(Option<u32>, String)> =
        compiles.iter().map(|c| (c.rank, c.compile_id.clone())).collect();
    for c in compiles.iter_mut() {
        let (base, n) = split_attempt(&c.compile_id);
        let next = with_attempt(base, n + 1);
        c.restarted_as = ids.contains(&(c.rank, next.clone())).then_some(next);
    }
    for c in compiles.iter_mut() {
        c.status = c.judge();
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use serde_json::json;

    #[test]
    fn phases() {
        let ev = |name: &str, ph: &str, ts: f64| PhaseEvent {
            name: name.into(),
            ph: ph.into(),
            ts,
            dur: None,
            cat: String::new(),
            pid: 0,
            tid: 0,
            compile_id: Some("0/0".into()),
            rank: None,
            args: vec![],
        };
        let evs = [
            ev("dynamo", "B", 0.0),
            ev("aot", "B", 5.0),
            ev("aot", "E", 7.0),
            ev("dynamo", "E", 10.0),
            ev("x", "B", 11.0),
        ];
        assert_eq!(
            phase_durations(&evs, None, "0/0"),
            vec![("dynamo".to_string(), 10.0), ("aot".to_string(), 2.0)]
        );
        assert!(phase_durations(&evs, None, "1/0").is_empty());
        assert_eq!(
            guards_text("dynamo_guards", r#"[{"code": "a == 1"}, {"code": "b"}]"#),
            "a == 1\nb"
        );
    }

    #[test]
    fn attempts() {
        assert_eq!(split_attempt("0/0_1"), ("0/0", 1));
        assert_eq!(split_attempt("0/0"), ("0/0", 0));
        assert_eq!(split_attempt("!0/2/0_3"), ("!0/2/0", 3));
        assert_eq!(split_attempt("!0"), ("!0", 0));
        assert_eq!(with_attempt("0/0", 2), "0/0_2");
    }

    #[test]
    fn cache_names() {
        assert_eq!(cache_artifact("fx_graph_cache_hit"), Some(("fx_graph", CacheOutcome::Hit)));
        assert_eq!(
            cache_artifact("aotautograd_cache_bypass"),
            Some(("aotautograd", CacheOutcome::Bypass))
        );
        assert_eq!(cache_artifact("fx_graph_runnable"), None);
        let e = CacheEvent::from_artifact(
            "fx_graph_cache_miss",
            Some(&json!({"cache_status_detailed": "full_miss", "components": ["x"]})),
        )
        .unwrap();
        assert_eq!(e.detail.as_deref(), Some("full_miss"));
    }

    #[test]
    fn statuses() {
        let mut c = CompileStory { compile_id: "0/0".into(), ..Default::default() };
        let metrics = |v: Value| CompilationMetrics::from_json("compilation_metrics", &v);
        assert_eq!(c.judge(), Status::MetricsMissing);
        c.restarted_as = Some("0/0_1".into());
        assert_eq!(c.judge(), Status::Restarted);
        c.metrics.push(metrics(json!({"graph_op_count": 2, "restart_reasons": ["gb"]})));
        assert_eq!(c.judge(), Status::GraphBreak);
        c.metrics[0] = metrics(json!({"graph_op_count": 0}));
        assert_eq!(c.judge(), Status::EmptyGraph);
        c.metrics[0] = metrics(json!({"graph_op_count": 3, "dynamo_config": "x".repeat(5000)}));
        assert!(c.metrics[0].other.is_empty(), "long fields are not kept");
        c.cache.push(CacheEvent::from_artifact("fx_graph_cache_hit", None).unwrap());
        assert_eq!(c.judge(), Status::CacheHit);
        c.metrics[0] = metrics(json!({"fail_type": "Unsupported", "fail_reason": "no\nmore"}));
        c.status = c.judge();
        assert_eq!(c.status, Status::Failed);
        assert_eq!(c.reason().as_deref(), Some("Unsupported: no"));
    }

    #[test]
    fn graph_break_summaries() {
        let t = "Graph break in user code at /p/f.py:13\nGraph Break Reason: Encountered graph break when attempting to trace CALL: a call:\n\nCall to `torch._dynamo.graph_break()`\n  Explanation: x\n\nUser code traceback:\n";
        assert_eq!(graph_break_summary(t), "Call to `torch._dynamo.graph_break()` (at /p/f.py:13)");
        assert_eq!(graph_break_summary("Graph Break Reason: data dependent"), "data dependent");
    }
}
