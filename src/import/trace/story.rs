//! Builds the compile story ([`crate::ir::compile`]) while the log streams past: each record
//! that says how a compile went is read once, kept small and parsed, and its payload dropped
//! (the artifact itself stays indexed in the document as before).
use crate::ir::Document;
use crate::ir::compile::{
    self, CacheEvent, CompilationMetrics, CompileStory, Frame, GraphExecution, PhaseEvent,
    Specialization, collectives,
};
use serde_json::Value;
use std::collections::HashMap;

/// What the story needs of a record.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Need {
    /// Nothing (but its compile id is seen).
    No,
    /// That it was logged.
    Mark,
    /// The envelope's value.
    Meta,
    /// The payload text.
    Text,
}

/// What the story reads of the record `name` (the record kind, or an artifact's name).
pub fn need(name: &str) -> Need {
    match name {
        "dynamo_start"
        | "compilation_metrics"
        | "bwd_compilation_metrics"
        | "aot_autograd_backward_compilation_metrics"
        | "symbolic_shape_specialization"
        | "guard_added_fast" => Need::Meta,
        "dynamo_graph_break_reason"
        | "recompile_reasons"
        | "chromium_event"
        | "inductor_collective_schedule"
        | "inductor_runtime_and_tensor_meta"
        | "graph_execution" => Need::Text,
        "dynamo_error" | "dynamo_guards" | "dynamo_cpp_guards_str" => Need::Mark,
        n if compile::cache_artifact(n).is_some() => Need::Text,
        _ => Need::No,
    }
}

#[derive(Default)]
pub struct StoryBuilder {
    compiles: Vec<CompileStory>,
    index: HashMap<String, usize>,
    events: Vec<PhaseEvent>,
    /// Chromium events whose payload was not a trace event: (first line, count).
    bad_events: Option<(usize, usize)>,
    executions: Vec<GraphExecution>,
    /// Collective and runtime payloads that did not parse, as warnings.
    bad_payloads: Vec<String>,
    envelope_stacks: Vec<compile::EnvelopeStack>,
}

impl StoryBuilder {
    /// The story of `id`, created the first time the id is seen.
    pub fn seen(&mut self, id: &str) -> &mut CompileStory {
        let at = match self.index.get(id) {
            Some(&i) => i,
            None => {
                self.compiles
                    .push(CompileStory { compile_id: id.to_string(), ..Default::default() });
                self.index.insert(id.to_string(), self.compiles.len() - 1);
                self.compiles.len() - 1
            }
        };
        &mut self.compiles[at]
    }

    /// A record whose envelope logged a stack (any record; tlparse keeps them all).
    pub fn envelope_stack(&mut self, record: &str, compile_id: Option<String>, stack: Vec<Frame>) {
        let record = record.to_string();
        self.envelope_stacks.push(compile::EnvelopeStack { record, compile_id, rank: None, stack });
    }

    /// Reads one record: `meta` its envelope value, `text` its payload, `frames` resolves a
    /// logged stack (interned file names); `line` is the envelope's line for warnings.
    pub fn add(
        &mut self,
        name: &str,
        id: Option<&str>,
        meta: &Value,
        text: &str,
        line: usize,
        frames: &dyn Fn(&Value) -> Vec<Frame>,
    ) {
        if name == "chromium_event" {
            let ev = serde_json::from_str::<Value>(text)
                .ok()
                .and_then(|v| PhaseEvent::from_json(&v, id.map(str::to_string)));
            match ev {
                Some(e) => self.events.push(e),
                None => match &mut self.bad_events {
                    Some((_, n)) => *n += 1,
                    None => self.bad_events = Some((line, 1)),
                },
            }
            if let Some(id) = id {
                self.seen(id);
            }
            return;
        }
        // Logged when the recording context exits, outside any compile.
        if name == "graph_execution" {
            match collectives::parse_graph_execution(text) {
                Ok(order) => self.executions.push(GraphExecution { rank: None, order }),
                Err(e) => self.bad_payloads.push(format!("{line}: graph_execution: {e}")),
            }
            return;
        }
        let Some(id) = id else { return };
        let c = self.seen(id);
        match name {
            "dynamo_start" => {
                let mut stack = frames(meta.get("stack").unwrap_or(&Value::Null));
                remove_convert_frame_suffix(&mut stack);
                c.stack = stack;
            }
            "compilation_metrics"
            | "bwd_compilation_metrics"
            | "aot_autograd_backward_compilation_metrics" => {
                c.metrics.push(CompilationMetrics::from_json(name, meta));
            }
            "symbolic_shape_specialization" => {
                let s = |k: &str| meta.get(k).and_then(Value::as_str).unwrap_or("").to_string();
                c.specializations.push(Specialization {
                    symbol: s("symbol"),
                    sources: meta
                        .get("sources")
                        .and_then(Value::as_array)
                        .map(|a| a.iter().filter_map(|x| x.as_str().map(str::to_string)).collect())
                        .unwrap_or_default(),
                    value: s("value"),
                    reason: s("reason"),
                    user_stack: frames(meta.get("user_stack").unwrap_or(&Value::Null)),
                });
            }
            "guard_added_fast" => {
                if let Some(e) = meta.get("expr").and_then(Value::as_str) {
                    c.guards_added.push(e.to_string());
                }
            }
            "dynamo_graph_break_reason" => c.graph_breaks.push(text.to_string()),
            "recompile_reasons" => c.recompile_reasons.extend(recompile_reasons(text)),
            "dynamo_error" => c.has_error = true,
            "dynamo_guards" | "dynamo_cpp_guards_str" => c.has_guards = true,
            "inductor_collective_schedule" => match collectives::parse_collective_schedule(text) {
                Ok(s) => c.collective_schedules.push(s),
                Err(e) => self.bad_payloads.push(format!("{line}: {name}: {e}")),
            },
            "inductor_runtime_and_tensor_meta" => {
                match collectives::parse_runtime_and_tensor_meta(text) {
                    Ok(ops) => c.runtimes.push(ops),
                    Err(e) => self.bad_payloads.push(format!("{line}: {name}: {e}")),
                }
            }
            n => {
                let payload = serde_json::from_str::<Value>(text).ok();
                if let Some(e) = CacheEvent::from_artifact(n, payload.as_ref()) {
                    c.cache.push(e);
                }
            }
        }
    }

    /// Puts the stories and events into `doc`, each compile judged.
    pub fn finish(mut self, doc: &mut Document, file: &str) {
        if let Some((line, n)) = self.bad_events {
            doc.warnings.push(format!(
                "{file}:{line}: {n} chromium_event payloads are not trace events; left out of the compile phases"
            ));
        }
        for w in self.bad_payloads {
            doc.warnings.push(format!("{file}:{w} (left out of the multi-rank comparison)"));
        }
        compile::settle(&mut self.compiles);
        doc.graph_executions = self.executions;
        doc.compiles = self.compiles;
        doc.phase_events = self.events;
        doc.envelope_stacks = self.envelope_stacks;
    }
}

/// `recompile_reasons`: a JSON list of strings (several failed guards), or one reason as text.
fn recompile_reasons(text: &str) -> Vec<String> {
    match serde_json::from_str::<Value>(text) {
        Ok(Value::Array(a)) => a.iter().filter_map(|x| x.as_str().map(str::to_string)).collect(),
        Ok(Value::String(s)) => vec![s],
        _ if text.trim().is_empty() => vec![],
        _ => vec![text.trim().to_string()],
    }
}

/// tlparse drops the frames of Dynamo's own entry (`convert_frame.py`'s `catch_errors`,
/// `_convert_frame`, `_convert_frame_assert`, or three `__call__`s) from the end of a stack.
fn remove_convert_frame_suffix(frames: &mut Vec<Frame>) {
    const SUFFIXES: [[&str; 3]; 2] = [
        ["catch_errors", "_convert_frame", "_convert_frame_assert"],
        ["__call__", "__call__", "__call__"],
    ];
    for names in SUFFIXES {
        let n = frames.len();
        if n >= 3
            && frames[n - 3..].iter().zip(names).all(|(f, name)| {
                f.filename.ends_with("torch/_dynamo/convert_frame.py") && f.name == name
            })
        {
            frames.truncate(n - 3);
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn reasons() {
        assert_eq!(recompile_reasons("[\"a\", \"b\"]"), vec!["a", "b"]);
        assert_eq!(
            recompile_reasons("3/0: tensor 'x' size mismatch at index 0. expected 4, actual 6"),
            vec!["3/0: tensor 'x' size mismatch at index 0. expected 4, actual 6"]
        );
        assert!(recompile_reasons("  ").is_empty());
    }

    #[test]
    fn convert_frame_suffix() {
        let f = |file: &str, name: &str| Frame {
            filename: file.into(),
            line: 1,
            name: name.into(),
            loc: None,
        };
        let cf = "/x/torch/_dynamo/convert_frame.py";
        let mut s =
            vec![f("a.py", "main"), f(cf, "__call__"), f(cf, "__call__"), f(cf, "__call__")];
        remove_convert_frame_suffix(&mut s);
        assert_eq!(s, vec![f("a.py", "main")]);
    }
}
