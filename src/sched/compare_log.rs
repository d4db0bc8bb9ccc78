//! Our decision log against Inductor's fusion log (`TORCH_LOGS=fusion`): every distinct
//! `cannot fuse A with B: reason` line, with our node names put into Inductor's first, and the
//! fusions each side made.
use super::Schedule;
use crate::import::fusion_log::{FusionLog, FusionLogEvent};
use serde::Serialize;
use std::collections::HashMap;

#[derive(Debug, Clone, Default, PartialEq, Serialize)]
pub struct ReasonComparison {
    /// Inductor's distinct rejection lines, and how many of them our log has word for word.
    pub inductor_total: usize,
    pub agree: usize,
    /// Inductor's lines ours lacks, and ours Inductor's lacks (in our names, renamed).
    pub missing: Vec<String>,
    pub extra: Vec<String>,
    /// Inductor's benchmark outcomes (`can fuse (benchmark): ...`), in order.
    pub benchmarks: Vec<String>,
}

impl ReasonComparison {
    pub fn all_agree(&self) -> bool {
        self.missing.is_empty() && self.extra.is_empty()
    }
}

/// `op3_op4` in Inductor's names, part by part; a part with no counterpart is kept.
fn rename_node(n: &str, names: &HashMap<String, String>) -> String {
    n.split('_')
        .map(|p| names.get(p).cloned().unwrap_or_else(|| p.to_string()))
        .collect::<Vec<_>>()
        .join("_")
}

/// `cannot fuse A with B: reason` with A and B renamed.
fn rename_line(line: &str, names: &HashMap<String, String>) -> String {
    let Some(rest) = line.strip_prefix("cannot fuse ") else { return line.to_string() };
    let Some((nodes, reason)) = rest.split_once(": ") else { return line.to_string() };
    let Some((a, b)) = nodes.split_once(" with ") else { return line.to_string() };
    format!("cannot fuse {} with {}: {reason}", rename_node(a, names), rename_node(b, names))
}

/// `names`: ours → Inductor's ([`super::compare::inductor_names`]).
pub fn compare_reasons(
    s: &Schedule,
    names: &HashMap<String, String>,
    log: &FusionLog,
) -> ReasonComparison {
    let theirs = log.rejections();
    let mut ours: Vec<String> = vec![];
    for r in s.log.rejections() {
        let r = rename_line(r, names);
        if !ours.contains(&r) {
            ours.push(r);
        }
    }
    let agree = theirs.iter().filter(|t| ours.iter().any(|o| o == *t)).count();
    ReasonComparison {
        inductor_total: theirs.len(),
        agree,
        missing: theirs
            .iter()
            .filter(|t| !ours.iter().any(|o| o == *t))
            .map(|t| t.to_string())
            .collect(),
        extra: ours.iter().filter(|o| !theirs.contains(&o.as_str())).cloned().collect(),
        benchmarks: log
            .lines
            .iter()
            .filter(|l| matches!(l.event, FusionLogEvent::Benchmark { .. }))
            .map(|l| l.text.clone())
            .collect(),
    }
}
