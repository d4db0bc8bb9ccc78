//! Fusion knobs with the defaults of the stored `torch/_inductor/config.py` (PyTorch 2.15), and
//! the benchmark oracle that gates template fusions.
use serde::{Deserialize, Serialize};

#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
pub struct Config {
    /// "how many nodes to allow into a single fusion"
    pub max_fusion_size: usize,
    pub max_fusion_buffer_group_pairwise_attempts: usize,
    pub max_fusion_unique_io_buffers: Option<usize>,
    /// Minimum shared bytes for a horizontal fusion.
    pub score_fusion_memory_threshold: i64,
    /// "fuse even in cases without common reads"
    pub aggressive_fusion: bool,
    pub epilogue_fusion: bool,
    pub epilogue_fusion_first: bool,
    pub prologue_fusion: bool,
    /// Template fusions are benchmarked (env `TORCHINDUCTOR_BENCHMARK_EPILOGUE_FUSION`, "1").
    pub benchmark_epilogue_fusion: bool,
    pub benchmark_fusion: bool,
    /// Adds the extra reorder round after the fusion rounds.
    pub loop_ordering_after_fusion: bool,
    /// `config.cpp.max_horizontal_fusion_size`.
    pub cpp_max_horizontal_fusion_size: usize,
    /// Hard-coded in `are_long_distant_nodes`.
    pub proximity_limit: usize,
    /// Hard-coded factor of `can_fusion_increase_peak_memory`.
    pub peak_memory_factor: i64,
    pub max_rounds: usize,
    /// `config.max_autotune` (`mode="max-autotune..."`): on GPU, `mm`/`addmm`/`bmm` become Triton
    /// templates (`MultiTemplateBuffer`s while `benchmark_epilogue_fusion` holds) that prologues
    /// and epilogues fuse into; without it they are `extern_kernels` calls.
    #[serde(default)]
    pub max_autotune: bool,
    /// `score_fusion_memory`'s fallback for template pairs: a dep of one node counts as shared
    /// with any dep of the other on the same buffer (a view between a template and its
    /// epilogue indexes it differently). In 2.15; the 2.11 of the GPU corpus scores template
    /// pairs by equal deps only (a transposed read of a dequant is "no shared data" there).
    #[serde(default = "yes")]
    pub template_score_by_buffer_name: bool,
    /// The GPU `cat` lowering's `any_input_has_multi_consumers` (pytorch#175727): an input that
    /// another pointwise node also reads keeps the cat a `ConcatKernel`. In 2.15; the 2.11 of
    /// the GPU corpus makes such a cat pointwise (`find_packed_sequence_indices`' `diff`).
    #[serde(default = "yes")]
    pub cat_multi_consumer_check: bool,
    /// `can_fuse`'s "template has no allowed prologue inputs" before the per-input check. In
    /// 2.15; 2.11 goes straight to "prologue fusion not implemented for kernel for these
    /// inputs" (a bmm template, which allows none).
    #[serde(default = "yes")]
    pub prologue_empty_inputs_check: bool,
    /// `MultiOutput.get_read_writes` in 2.15: a `MemoryDep` over its layout. 2.11 has none, so
    /// a `MultiOutput` writes a `StarDep` as other extern kernels do.
    #[serde(default = "yes")]
    pub multi_output_memory_dep: bool,
}

fn yes() -> bool {
    true
}

impl Default for Config {
    fn default() -> Config {
        Config {
            max_fusion_size: 64,
            max_fusion_buffer_group_pairwise_attempts: 64,
            max_fusion_unique_io_buffers: None,
            score_fusion_memory_threshold: 10,
            aggressive_fusion: false,
            epilogue_fusion: true,
            epilogue_fusion_first: false,
            prologue_fusion: true,
            benchmark_epilogue_fusion: true,
            benchmark_fusion: false,
            loop_ordering_after_fusion: true,
            cpp_max_horizontal_fusion_size: 16,
            proximity_limit: 64,
            peak_memory_factor: 32,
            max_rounds: 10,
            max_autotune: false,
            template_score_by_buffer_name: true,
            cat_multi_consumer_check: true,
            prologue_empty_inputs_check: true,
            multi_output_memory_dep: true,
        }
    }
}

impl Config {
    /// The config a corpus case compiled with, as its `meta.json` records it: max-autotune from
    /// the compile mode, and the fusion switches the case set.
    pub fn for_case(meta: &crate::import::case_meta::CaseMeta) -> Config {
        let d = Config::default();
        Config {
            max_autotune: meta.max_autotune(),
            prologue_fusion: meta.prologue_fusion.unwrap_or(d.prologue_fusion),
            epilogue_fusion: meta.epilogue_fusion.unwrap_or(d.epilogue_fusion),
            benchmark_epilogue_fusion: meta
                .benchmark_epilogue_fusion
                .unwrap_or(d.benchmark_epilogue_fusion),
            template_score_by_buffer_name: !meta.torch_before(2, 12),
            cat_multi_consumer_check: !meta.torch_before(2, 12),
            prologue_empty_inputs_check: !meta.torch_before(2, 12),
            multi_output_memory_dep: !meta.torch_before(2, 12),
            ..d
        }
    }
}

/// What a benchmark of a template fusion returns: the unfused and fused times in ms.
#[derive(Debug, Clone, Copy, PartialEq, Serialize, Deserialize)]
pub struct BenchResult {
    pub ms_template: f64,
    pub ms_epilogue_or_prologue: f64,
    pub ms_fused: f64,
}

/// The inputs a cost model or a real benchmark gets for one candidate.
#[derive(Debug, Clone, PartialEq, Serialize)]
pub struct BenchQuery {
    pub template: String,
    pub other: String,
    /// Bytes the pointwise node reads and writes.
    pub pointwise_read_bytes: i64,
    pub pointwise_write_bytes: i64,
    /// Bytes the template reads and writes (without the pointwise node).
    pub template_bytes: i64,
    /// Multiply-adds of the template.
    pub template_flops: i64,
    pub is_prologue: bool,
    /// The pair's buffers as Inductor's benchmark line names them (`OrderedSet(['buf0'])`),
    /// node1's then node2's.
    pub buffers1: String,
    pub buffers2: String,
    /// The template's matmul at the size hints (the binding the schedule is made for).
    pub shape: Option<MatmulShape>,
    /// The other node: elements it writes, and the ops of its loop bodies (loads, index
    /// arithmetic and stores included), a measure of what one element costs to compute.
    pub other_numel: i64,
    pub other_body_ops: usize,
}

/// `[batch,] m x k @ k x n` of a template.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize)]
pub struct MatmulShape {
    pub batch: i64,
    pub m: i64,
    pub n: i64,
    pub k: i64,
}

/// Decides benchmark-gated fusions (`speedup_by_fusion`). The JIT plugs in real timings.
pub trait BenchmarkOracle {
    fn name(&self) -> &str;
    /// The timings of the pair unfused and fused; None where the template has no choice worth
    /// compiling with the other node (`speedup_by_fusion`'s empty `future_choices`: every
    /// Triton choice alone is already slower than the best choice plus the other node), which
    /// declines the fusion without a benchmark or a log line.
    fn benchmark(&self, q: &BenchQuery) -> Option<BenchResult>;
    /// Whether to fuse, given the times: `speedup_by_fusion`'s `ms_fused < ms1 + ms2`, unless
    /// the oracle has a rule of its own.
    fn decide(&self, _q: &BenchQuery, r: &BenchResult) -> bool {
        r.ms_fused < r.ms_template + r.ms_epilogue_or_prologue
    }
}

/// A roofline cost model: a kernel takes `max(bytes / bandwidth, flops / throughput) + launch`.
/// Fusing saves the pointwise kernel's launch and the round trip of the buffer between the two
/// kernels; the fused template pays the pointwise reads instead of re-reading its output.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
pub struct CostModel {
    pub bytes_per_ms: f64,
    pub flops_per_ms: f64,
    pub launch_ms: f64,
}

impl Default for CostModel {
    fn default() -> CostModel {
        // An H100-class part: 3 TB/s, 400 TFLOP/s dense fp16, 5 us per launch.
        CostModel { bytes_per_ms: 3.0e9, flops_per_ms: 4.0e11, launch_ms: 0.005 }
    }
}

impl CostModel {
    fn kernel_ms(&self, bytes: i64, flops: i64) -> f64 {
        (bytes as f64 / self.bytes_per_ms).max(2.0 * flops as f64 / self.flops_per_ms)
            + self.launch_ms
    }
}

impl BenchmarkOracle for CostModel {
    fn name(&self) -> &str {
        "cost-model"
    }
    fn benchmark(&self, q: &BenchQuery) -> Option<BenchResult> {
        let ms_template = self.kernel_ms(q.template_bytes, q.template_flops);
        let ms_pw = self.kernel_ms(q.pointwise_read_bytes + q.pointwise_write_bytes, 0);
        // Fused: the intermediate is neither written nor read back; the pointwise inputs are read.
        let fused_bytes = q.template_bytes - q.pointwise_write_bytes + q.pointwise_read_bytes;
        let ms_fused = self.kernel_ms(fused_bytes.max(0), q.template_flops);
        Some(BenchResult { ms_template, ms_epilogue_or_prologue: ms_pw, ms_fused })
    }
}

/// Replays the outcomes of Inductor's own benchmarks, as its fusion log recorded them
/// (`can fuse (benchmark): fusing S1 with S2 cause Rx speedup`), so a schedule on this machine
/// takes the decisions the GPU took. Inductor logs every benchmark it runs; a template pair the
/// log has no line for is one it declined without benchmarking (no Triton choice worth
/// compiling with the other node, or a layout conflict), so the replay declines it too. The
/// one silent acceptance, a fused kernel with an `atomic_add` store, is not modelled.
pub struct LoggedBenchmarks {
    outcomes: std::collections::HashMap<(String, String), (bool, f64)>,
}

impl LoggedBenchmarks {
    pub fn new(log: &crate::import::fusion_log::FusionLog) -> LoggedBenchmarks {
        use crate::import::fusion_log::FusionLogEvent;
        let mut outcomes = std::collections::HashMap::new();
        for l in &log.lines {
            if let FusionLogEvent::Benchmark { buffers1, buffers2, fused, ratio } = &l.event {
                outcomes.entry((buffers1.clone(), buffers2.clone())).or_insert((*fused, *ratio));
            }
        }
        LoggedBenchmarks { outcomes }
    }
}

impl BenchmarkOracle for LoggedBenchmarks {
    fn name(&self) -> &str {
        "inductor-log"
    }
    fn benchmark(&self, q: &BenchQuery) -> Option<BenchResult> {
        // Times whose ratio is the logged one: unfused/fused for a speedup, fused/unfused for a
        // slowdown (an infinite slowdown is a fused kernel that failed to run).
        self.outcomes.get(&(q.buffers1.clone(), q.buffers2.clone())).map(
            |&(fused, r)| match fused {
                true => BenchResult { ms_template: r, ms_epilogue_or_prologue: 0.0, ms_fused: 1.0 },
                false => {
                    BenchResult { ms_template: 1.0, ms_epilogue_or_prologue: 0.0, ms_fused: r }
                }
            },
        )
    }
}
