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
        Document { path: None, stages: vec![Stage { name: name.into(), compile_id: None, graph }] }
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
