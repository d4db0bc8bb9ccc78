//! Scheduling: Inductor's fusion decisions on lowered operations. Nodes are built from the
//! lowered graph ([`node`]), their memory dependencies normalized ([`deps`]); fusion runs rounds of
//! candidate collection, `can_fuse` ([`can_fuse`]), scoring and fusing ([`scheduler`]) under a
//! policy, and records every decision ([`log`]).
pub mod can_fuse;
pub mod compare;
pub mod compare_log;
pub mod config;
pub mod deps;
pub mod ir_text;
pub mod log;
pub mod node;
pub mod scheduler;
pub mod stepper;

pub use config::{BenchResult, BenchmarkOracle, Config, CostModel};
pub use deps::Dep;
pub use log::{DecisionLog, Event, FusionScore};
pub use node::{BaseNode, FusedKind, NodeKind, SNode};
pub use scheduler::Scheduler;

use crate::ir::Graph;
use crate::lower::{LowerError, LowerOptions, LoweredGraph, lower};
use serde::Serialize;

/// Whose fusion rules to follow.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize)]
pub enum Policy {
    /// What `torch.compile` does on CPU: the C++ backend's rules (`CppScheduling.can_fuse_*`,
    /// outer-loop fusion) and `mm` as an extern kernel.
    InductorCpu,
    /// Triton-like: `(numel, rnumel)` groups, `mm` as a template with prologue and epilogue
    /// fusion, template fusions gated by the benchmark oracle.
    InductorGpu,
    /// What quantbench's JIT runs: C++-style loop fusion on CPU, `mm` as a template into which
    /// invoke_quant dequant prologues always fuse (other template fusions are benchmark-gated).
    Workbench,
}

/// A policy name that is none of [`Policy::ALL`]'s.
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
#[error("unknown policy `{0}` (the policies: {names})", names = Policy::ALL.map(Policy::name).join(", "))]
pub struct UnknownPolicy(pub String);

impl std::str::FromStr for Policy {
    type Err = UnknownPolicy;
    /// A name of [`Policy::name`]; `cpu` and `gpu` are short for the Inductor ones.
    fn from_str(s: &str) -> Result<Policy, UnknownPolicy> {
        match s {
            "cpu" => Ok(Policy::InductorCpu),
            "gpu" => Ok(Policy::InductorGpu),
            _ => Policy::ALL
                .into_iter()
                .find(|p| p.name() == s)
                .ok_or_else(|| UnknownPolicy(s.into())),
        }
    }
}

impl std::fmt::Display for Policy {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.write_str(self.name())
    }
}

impl Policy {
    pub const ALL: [Policy; 3] = [Policy::InductorCpu, Policy::InductorGpu, Policy::Workbench];

    pub fn name(self) -> &'static str {
        match self {
            Policy::InductorCpu => "inductor-cpu",
            Policy::InductorGpu => "inductor-gpu",
            Policy::Workbench => "workbench",
        }
    }
    pub fn lower_options(self) -> LowerOptions {
        match self {
            Policy::InductorCpu => LowerOptions::cpu(),
            Policy::InductorGpu => LowerOptions::gpu(),
            Policy::Workbench => LowerOptions {
                mm_as_template: true,
                pointwise_cat_in_invoke_quant: true,
                scan_loops: true,
                conv_as_template: true,
                ..LowerOptions::cpu()
            },
        }
    }
    /// [`Self::lower_options`] under `config`: on GPU, matmuls are templates only under
    /// max-autotune, as Inductor's `tuned_mm` offers Triton templates only then.
    pub fn lower_options_for(self, config: &Config) -> LowerOptions {
        let o = self.lower_options();
        match self {
            Policy::InductorGpu => LowerOptions {
                mm_as_template: config.max_autotune,
                multi_template: config.max_autotune && config.benchmark_epilogue_fusion,
                cat_multi_consumer_check: config.cat_multi_consumer_check,
                multi_output_memory_dep: config.multi_output_memory_dep,
                ..o
            },
            _ => o,
        }
    }
    /// Triton's groups and `SIMDScheduling` rules instead of the C++ backend's.
    pub fn simd_groups(self) -> bool {
        self == Policy::InductorGpu
    }
    pub fn backend_name(self) -> &'static str {
        if self.simd_groups() { "triton" } else { "cpp" }
    }
}

/// One group after fusion, as `ir_post_fusion.txt` lists them.
#[derive(Debug, Clone, PartialEq, Serialize)]
pub struct FusedGroup {
    pub name: String,
    /// `SchedulerNode`, `FusedSchedulerNode`, `OuterLoopFusedSchedulerNode`, ...
    pub kind: String,
    pub members: Vec<String>,
}

/// Lowering + scheduling of one graph.
pub struct Schedule {
    pub lowered: LoweredGraph,
    pub nodes: Vec<BaseNode>,
    pub groups: Vec<FusedGroup>,
    pub log: DecisionLog,
}

/// Lowers `graph` and fuses it under `policy`.
pub fn schedule(
    graph: &Graph,
    policy: Policy,
    config: Config,
    oracle: Box<dyn BenchmarkOracle>,
) -> Result<Schedule, LowerError> {
    let lowered = lower(graph, &policy.lower_options_for(&config))?;
    Ok(schedule_lowered(lowered, policy, config, oracle))
}

pub fn schedule_lowered(
    lowered: LoweredGraph,
    policy: Policy,
    config: Config,
    oracle: Box<dyn BenchmarkOracle>,
) -> Schedule {
    let (nodes, groups, log) = {
        let mut s = Scheduler::new(&lowered, policy, config, oracle);
        s.fuse_nodes();
        let groups = s.nodes().iter().map(|n| group_of(n, &s.base)).collect();
        (s.base.clone(), groups, s.log.clone())
    };
    Schedule { lowered, nodes, groups, log }
}

fn group_of(n: &SNode, base: &[BaseNode]) -> FusedGroup {
    let members: Vec<String> =
        n.members.iter().filter_map(|&m| base.get(m)).map(|b| b.name.clone()).collect();
    let kind = match n.kind {
        FusedKind::Single => base
            .get(n.members.first().copied().unwrap_or(0))
            .map_or("SchedulerNode", |b| b.kind.as_str())
            .to_string(),
        FusedKind::Fused => "FusedSchedulerNode".into(),
        FusedKind::OuterLoopFused { .. } => "OuterLoopFusedSchedulerNode".into(),
    };
    FusedGroup { name: n.name.clone(), kind, members }
}
