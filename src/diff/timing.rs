//! Compile timings both sides recorded: the `*_time_s` fields of a TORCH_TRACE log's
//! `compilation_metrics` record (`entire_frame_compile_time_s`, `backend_compile_time_s`,
//! `inductor_compile_time_s`, `code_gen_time_s`, ...). Shown, never counted as a difference:
//! two runs of one program never take the same time.
use super::CompileKey;
use crate::ir::{ArtifactKind, Document};
use serde::Serialize;

#[derive(Debug, Clone, PartialEq, Serialize)]
pub struct Timing {
    /// The field, as PyTorch names it.
    pub field: String,
    pub a: f64,
    pub b: f64,
}

/// The last `compilation_metrics` of the compile, as a JSON object.
fn metrics(doc: &Document, key: &CompileKey) -> Option<serde_json::Map<String, serde_json::Value>> {
    let a = doc.artifacts.iter().rev().find(|a| {
        a.kind == ArtifactKind::Metrics && a.compile_id == key.compile_id && a.rank == key.rank
    })?;
    a.metadata().ok()?.as_object().cloned()
}

fn times(m: &serde_json::Map<String, serde_json::Value>) -> Vec<(String, f64)> {
    m.iter()
        .filter(|(k, _)| k.ends_with("_time_s"))
        .filter_map(|(k, v)| Some((k.clone(), v.as_f64()?)))
        .collect()
}

/// The fields both compiles have, in A's order.
pub fn timings(a: &Document, ka: &CompileKey, b: &Document, kb: &CompileKey) -> Vec<Timing> {
    let (Some(ma), Some(mb)) = (metrics(a, ka), metrics(b, kb)) else { return vec![] };
    let tb = times(&mb);
    times(&ma)
        .into_iter()
        .filter_map(|(field, x)| {
            let y = tb.iter().find(|(f, _)| *f == field)?.1;
            Some(Timing { field, a: x, b: y })
        })
        .collect()
}
