//! Inductor's provenance tracking (`inductor_provenance_tracking_node_mappings`, written with
//! `trace.provenance_tracking_level = 1`): which pre-grad nodes each post-grad node came from,
//! and which kernels each post-grad node went into.
use super::document::{ArtifactKind, Document, Stage};
use std::collections::BTreeMap;

/// The node mappings of one compile.
#[derive(Debug, Clone, Default, PartialEq, Eq, serde::Deserialize)]
pub struct Provenance {
    #[serde(default, rename = "preToPost")]
    pub pre_to_post: BTreeMap<String, Vec<String>>,
    #[serde(default, rename = "postToPre")]
    pub post_to_pre: BTreeMap<String, Vec<String>>,
    /// `cpp_fused_add_mul_relu_0:2` (kernel name and its position) → post-grad nodes.
    #[serde(default, rename = "cppCodeToPost", alias = "tritonKernelToPost")]
    pub kernel_to_post: BTreeMap<String, Vec<String>>,
    #[serde(default, rename = "postToCppCode", alias = "postToTritonKernel")]
    pub post_to_kernel: BTreeMap<String, Vec<String>>,
}

/// Which side of the mapping a stage's node names are on.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Side {
    /// Dynamo's graph and the pre-grad passes (`before/after_pre_grad_graph`).
    PreGrad,
    /// The post-grad graph Inductor lowers (`inductor_post_grad_graph`, `after_post_grad_graph`).
    PostGrad,
}

impl Side {
    pub fn of(stage: &str) -> Option<Side> {
        if stage.contains("post_grad") {
            Some(Side::PostGrad)
        } else if stage.contains("pre_grad") || stage.starts_with("dynamo_output_graph") {
            Some(Side::PreGrad)
        } else {
            None
        }
    }
}

impl Provenance {
    /// What the node `name` of a stage on `side` came from (pre-grad nodes, for a post-grad
    /// node) and became (post-grad nodes and kernels, or kernels alone for a post-grad node).
    pub fn links(&self, side: Side, name: &str) -> (Vec<String>, Vec<String>) {
        let get = |m: &BTreeMap<String, Vec<String>>| m.get(name).cloned().unwrap_or_default();
        match side {
            Side::PostGrad => (get(&self.post_to_pre), get(&self.post_to_kernel)),
            Side::PreGrad => {
                let post = get(&self.pre_to_post);
                let mut became = post.clone();
                for p in &post {
                    for k in self.post_to_kernel.get(p).into_iter().flatten() {
                        if !became.contains(k) {
                            became.push(k.clone());
                        }
                    }
                }
                (Vec::new(), became)
            }
        }
    }
}

impl Document {
    /// The provenance mapping of the stage's compile (and rank), if the log has one that reads.
    pub fn provenance(&self, stage: &Stage) -> Option<Provenance> {
        let a = self.artifacts.iter().find(|a| {
            a.kind == ArtifactKind::Provenance
                && a.compile_id == stage.compile_id
                && a.rank == stage.rank
        })?;
        serde_json::from_str(&a.text().ok()?).ok()
    }
}
