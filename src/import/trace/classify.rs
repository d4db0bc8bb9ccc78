//! What each TORCH_TRACE record is to quantbench: a graph stage, an artifact to keep, bookkeeping
//! to use (string interning, the compile's stack) or noise to skip.
use crate::ir::ArtifactKind;
use serde_json::Value;

#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Target {
    /// An FX graph payload: a stage of its compile id.
    Stage,
    Keep(ArtifactKind),
    /// `{"str": ["<path>", idx]}`.
    Intern,
    /// `dynamo_start`: the user stack that started the compile (file names interned).
    Start,
    /// Timing events and fake-tensor descriptions: read past (their payload is still checked).
    Skip,
}

/// Top-level records whose payload is `print_readable` text.
const GRAPH_RECORDS: &[&str] = &[
    "dynamo_output_graph",
    "inductor_pre_grad_graph",
    "inductor_post_grad_graph",
    "compiled_autograd_graph",
    "optimize_ddp_split_graph",
    "optimize_ddp_split_child",
    // `print(exported_program)`: the graph module, its signature and range constraints.
    "exported_program",
];

/// `artifact` names whose payload is `print_readable` text (`compile_fx.py`).
const GRAPH_ARTIFACTS: &[&str] = &[
    "before_pre_grad_graph",
    "after_pre_grad_graph",
    "before_joint_graph",
    "after_joint_graph",
    "before_post_grad_graph",
    "inductor_post_grad_graph",
    "inductor_pre_grad_graph",
];

/// Records and artifacts PyTorch writes that quantbench keeps without interpreting.
const OTHER_KNOWN: &[&str] = &[
    "dynamo_cpp_guards_str",
    "dynamo_guards",
    "dynamo_error",
    "dynamo_graph_break_reason",
    "recompile_reasons",
    "guard_added",
    "guard_added_fast",
    "link",
    "dump_file",
    "symbolic_shape_specialization",
    "propagate_real_tensors",
    "propagate_real_tensors_provenance",
    "expression_created",
    "missing_fake_kernel",
    "mismatched_fake_kernel",
    "create_symbol",
    "create_unbacked_symbol",
    "bwd_compilation_metrics",
    "aot_autograd_backward_compilation_metrics",
    "torch_version",
    "aotautograd_cache_bypass",
    "aotautograd_cache_miss",
    "aotautograd_cache_hit",
    "fx_graph_cache_bypass",
    "fx_graph_cache_miss",
    "fx_graph_cache_hit",
    "fx_graph_runnable",
    "torch._functorch.config",
    "torch._inductor.config",
    "aot_forward_graph_fw_metadata",
    "aot_backward_graph_bw_metadata",
    "aot_autograd_runtime_wrappers",
    "inductor_provenance_tracking_kernel_stack_traces",
    "triton_kernel_info",
    "inductor_collective_schedule",
    "inductor_runtime_and_tensor_meta",
    "graph_execution",
];

const SKIP: &[&str] = &["chromium_event", "describe_storage", "describe_tensor", "describe_source"];

fn is_aot_graph(name: &str) -> bool {
    name.starts_with("aot_") && name.ends_with("_graph")
}

/// Dynamo's bytecode of a frame before and after its transform
/// (`torch_dynamo_resume_in_f_at_14_ORIGINAL_BYTECODE`, `..._MODIFIED_BYTECODE`).
fn is_bytecode(name: &str) -> bool {
    name.ends_with("_ORIGINAL_BYTECODE") || name.ends_with("_MODIFIED_BYTECODE")
}

/// Artifact names of graphs across PyTorch versions: `after_post_grad_graph` (newer),
/// `before_recompile_post_grad`, `group_batch_fusion_post_grad`, `after_recompile_pre_grad`,
/// `compiled_autograd_graph_pre_reordering`.
fn is_graph_artifact(name: &str) -> bool {
    GRAPH_ARTIFACTS.contains(&name)
        || name.ends_with("_post_grad")
        || name.ends_with("_pre_grad")
        || name.ends_with("_post_grad_graph")
        || name.ends_with("_pre_grad_graph")
        || name.starts_with("compiled_autograd_graph")
        || is_aot_graph(name)
}

/// The record's display name and what to do with it. `kind` is the envelope's record key,
/// `meta` its value (for `artifact` records, `{"name": ..., "encoding": ...}`).
pub fn classify(kind: &str, meta: &Value) -> (String, Target) {
    if kind == "artifact" {
        let name = meta.get("name").and_then(Value::as_str).unwrap_or("artifact").to_string();
        let t = if is_graph_artifact(&name) {
            Target::Stage
        } else if name == "inductor_provenance_tracking_node_mappings" {
            Target::Keep(ArtifactKind::Provenance)
        } else if OTHER_KNOWN.contains(&name.as_str()) || is_bytecode(&name) {
            Target::Keep(ArtifactKind::Other)
        } else {
            Target::Keep(ArtifactKind::Unknown)
        };
        return (name, t);
    }
    if kind == "graph_dump" {
        // AOTInductor's generated code (`inductor_aot_wrapper_code`, `inductor_aot_kernel_code`),
        // where JIT compiles log `inductor_output_code`.
        let name = meta.get("name").and_then(Value::as_str).unwrap_or("graph_dump").to_string();
        let t = if name.starts_with("inductor_aot_") {
            Target::Keep(ArtifactKind::OutputCode)
        } else {
            Target::Keep(ArtifactKind::Unknown)
        };
        return (name, t);
    }
    let t = match kind {
        "str" => Target::Intern,
        "dynamo_start" => Target::Start,
        "inductor_output_code" => Target::Keep(ArtifactKind::OutputCode),
        "compilation_metrics" => Target::Keep(ArtifactKind::Metrics),
        k if GRAPH_RECORDS.contains(&k) || is_aot_graph(k) => Target::Stage,
        k if SKIP.contains(&k) => Target::Skip,
        k if OTHER_KNOWN.contains(&k) => Target::Keep(ArtifactKind::Other),
        _ => Target::Keep(ArtifactKind::Unknown),
    };
    (kind.to_string(), t)
}

#[cfg(test)]
mod tests {
    use super::*;
    use serde_json::json;

    #[test]
    fn names() {
        let art = |n: &str| classify("artifact", &json!({ "name": n, "encoding": "string" })).1;
        assert_eq!(art("before_post_grad_graph"), Target::Stage);
        assert_eq!(art("group_batch_fusion_post_grad"), Target::Stage);
        assert_eq!(art("after_post_grad_graph"), Target::Stage);
        assert_eq!(art("after_recompile_pre_grad"), Target::Stage);
        assert_eq!(art("compiled_autograd_graph_pre_reordering"), Target::Stage);
        assert_eq!(classify("exported_program", &json!({})).1, Target::Stage);
        assert_eq!(
            classify("graph_dump", &json!({ "name": "inductor_aot_wrapper_code" })),
            ("inductor_aot_wrapper_code".into(), Target::Keep(ArtifactKind::OutputCode))
        );
        assert_eq!(art("aot_forward_graph_fw_metadata"), Target::Keep(ArtifactKind::Other));
        assert_eq!(
            art("inductor_provenance_tracking_node_mappings"),
            Target::Keep(ArtifactKind::Provenance)
        );
        assert_eq!(art("something_new"), Target::Keep(ArtifactKind::Unknown));
        assert_eq!(art("dynamo_graph_break_reason"), Target::Keep(ArtifactKind::Other));
        assert_eq!(art("f_MODIFIED_BYTECODE"), Target::Keep(ArtifactKind::Other));
        assert_eq!(classify("aot_inference_graph", &json!({})).1, Target::Stage);
        assert_eq!(classify("aot_backward_graph", &json!({})).1, Target::Stage);
        assert_eq!(classify("chromium_event", &json!({})).1, Target::Skip);
        assert_eq!(
            classify("brand_new_record", &json!({})),
            ("brand_new_record".into(), Target::Keep(ArtifactKind::Unknown))
        );
    }
}
