//! A document is what one file (or log, or debug dir) holds: one or more stages of a
//! compilation, each a graph, in the order PyTorch produced them.
use super::graph::Graph;
use serde::{Deserialize, Serialize};
use std::path::PathBuf;

#[derive(Debug, Clone, Default, PartialEq, Serialize, Deserialize)]
pub struct Document {
    /// Where it was read from (None for built-in samples and generated graphs).
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub path: Option<PathBuf>,
    pub stages: Vec<Stage>,
    /// What the source held besides graphs (TORCH_TRACE records, debug-dir files), in file order.
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub artifacts: Vec<Artifact>,
    /// Problems the reader recovered from (bad checksums, unreadable records); nothing in them
    /// was dropped silently.
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub warnings: Vec<String>,
}

/// A non-graph record kept from a log or debug dir.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
pub struct Artifact {
    /// The record or artifact name as PyTorch wrote it (`inductor_output_code`, `ir_pre_fusion`).
    pub name: String,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub compile_id: Option<String>,
    pub kind: ArtifactKind,
    /// The record's metadata (the JSON envelope's value), `null` when there was none.
    #[serde(default)]
    pub metadata: serde_json::Value,
    /// The payload text.
    #[serde(default)]
    pub text: String,
}

#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum ArtifactKind {
    /// Inductor's generated wrapper + kernels (`inductor_output_code`, `output_code.py`).
    OutputCode,
    /// `inductor_provenance_tracking_node_mappings`: pre-grad / post-grad / kernel name maps.
    Provenance,
    /// `compilation_metrics`.
    Metrics,
    /// Scheduler IR text (`ir_pre_fusion.txt`, `ir_post_fusion.txt`).
    SchedulerIr,
    /// A record quantbench knows but does not interpret (configs, cache events, repro scripts).
    Other,
    /// A graph artifact whose payload could not be read as FX text (see the warnings).
    UnreadableGraph,
    /// A record or artifact name quantbench does not know.
    Unknown,
}

#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
pub struct Stage {
    /// `post_grad`, `pre_grad`, `dynamo_output_graph`, `graph` (a bare class), ...
    pub name: String,
    /// TORCH_TRACE / TORCH_LOGS compile id (`0/0`), when known.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub compile_id: Option<String>,
    pub graph: Graph,
}

impl Document {
    pub fn single(name: &str, graph: Graph) -> Document {
        Document { stages: vec![Stage { name: name.into(), compile_id: None, graph }], ..Document::default() }
    }
    /// The stage named `name`, or with no name the most transformed one (the last).
    pub fn stage(&self, name: Option<&str>) -> Option<&Stage> {
        match name {
            Some(n) => self.stages.iter().find(|s| s.name == n || s.qualified_name() == n),
            None => self.stages.last(),
        }
    }
}

impl Stage {
    /// `0/0:post_grad` when a compile id is known, else the bare name.
    pub fn qualified_name(&self) -> String {
        match &self.compile_id {
            Some(c) => format!("{c}:{}", self.name),
            None => self.name.clone(),
        }
    }
}
