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
}

/// Decides benchmark-gated fusions (`speedup_by_fusion`). The JIT plugs in real timings.
pub trait BenchmarkOracle {
    fn name(&self) -> &str;
    fn benchmark(&self, q: &BenchQuery) -> BenchResult;
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
    fn benchmark(&self, q: &BenchQuery) -> BenchResult {
        let ms_template = self.kernel_ms(q.template_bytes, q.template_flops);
        let ms_pw = self.kernel_ms(q.pointwise_read_bytes + q.pointwise_write_bytes, 0);
        // Fused: the intermediate is neither written nor read back; the pointwise inputs are read.
        let fused_bytes = q.template_bytes - q.pointwise_write_bytes + q.pointwise_read_bytes;
        let ms_fused = self.kernel_ms(fused_bytes.max(0), q.template_flops);
        BenchResult { ms_template, ms_epilogue_or_prologue: ms_pw, ms_fused }
    }
}
