//! The workbench's choice, per matmul, between its invoke_quant dequant fused as a prologue
//! (computed inside the matmul's k-loop, once per tile of rows: `kernel::prologue_passes`)
//! and the dequant materialized once (its own kernel writes the f32 weight, which the matmul
//! then reads). The scheduler asks it through `BenchmarkOracle`, where Inductor's GPU path
//! benchmarks template fusions (`speedup_by_fusion`).
//!
//! The model, per candidate, with `W` the dequantized weight's elements, `R` the passes:
//!
//! ```text
//! fused         = matmul + R · W · fused_ns(ops)
//! materialized  = matmul + W · pointwise_ns(ops) + round trip of the f32 weight from memory
//! ```
//!
//! `ops` is the dequant's loop-body size (the scheduler counts it), and the per-element costs
//! are lines in it, calibrated on this machine: the first question compiles two dequant-matmul
//! graphs shipped in `assets/calibrate` (int8 row-wise, nf4 in blocks of 64; m = 16, so two
//! passes) fused and unfused, times their kernels on one thread, and fits both lines through
//! the two points. In those runs the matmul's reads of the f32 weight (from the cache) are in
//! the unfused matmul's time and out of the fused kernel's, so they cancel in `fused_ns`; what
//! is left beyond them is the round trip from memory of a weight bigger than half the
//! last-level cache: `(1 + R) · 4` bytes per element (one store, a reload per pass) at a
//! one-thread read's bandwidth, measured the first time such a weight is asked about.
//!
//! The decision ([`keeps_fused`]) keeps the dequant fused unless the matmul makes
//! more than one pass and materializing is predicted [`MARGIN`] faster: with one pass the
//! dequant is done once either way and fusing saves its store and reload, and the two
//! per-element times are then too close for a noisy calibration to choose between (nf4:
//! 0.16 against 0.17 ns here). Epilogues are the same sum with one pass.
use crate::kernel::prologue_passes;
use crate::sched::config::{BenchQuery, BenchResult, BenchmarkOracle};
use crate::sched::{Config, Policy};
use anyhow::Context;
use std::sync::{Arc, Mutex, OnceLock};

/// How much faster materializing must be predicted before a fused prologue is given up.
pub const MARGIN: f64 = 0.10;

/// `ns per element = at_zero + per_op · ops`.
#[derive(Debug, Clone, Copy, PartialEq, serde::Serialize)]
pub struct Line {
    pub at_zero: f64,
    pub per_op: f64,
}

impl Line {
    fn through(x: [f64; 2], y: [f64; 2]) -> Line {
        if (x[1] - x[0]).abs() < 0.5 {
            return Line { at_zero: (y[0] + y[1]) / 2.0, per_op: 0.0 };
        }
        let per_op = (y[1] - y[0]) / (x[1] - x[0]);
        Line { at_zero: y[0] - per_op * x[0], per_op }
    }

    /// Never below a tenth of the cheaper calibration point: outside the two points the line
    /// is an extrapolation, and a cost is never zero or negative.
    fn at(&self, ops: usize, floor: f64) -> f64 {
        (self.at_zero + self.per_op * ops as f64).max(floor)
    }
}

/// What the calibration measured.
#[derive(Debug, Clone, PartialEq, serde::Serialize)]
pub struct PrologueCosts {
    /// ns per element and pass of a dequant inside the matmul's loop.
    pub fused: Line,
    /// ns per element of a dequant as its own kernel (its f32 store included).
    pub pointwise: Line,
    /// ns per multiply-add of the plain matmul template.
    pub matmul_ns_per_fma: f64,
    floor_ns: f64,
    /// Where the f32 weight stops fitting (half the last-level cache; `None` where sysfs does
    /// not say), and the one-thread read bandwidth beyond it (bytes per ns), measured when
    /// first needed.
    pub cache_bytes: Option<i64>,
    #[serde(skip)]
    memory_bytes_per_ns: Arc<OnceLock<f64>>,
    /// The calibration points: (graph, body ops, fused ns/element/pass, pointwise ns/element).
    pub points: Vec<(String, usize, f64, f64)>,
}

impl PrologueCosts {
    /// The fused and unfused times of one candidate, in ms.
    pub fn estimate(&self, q: &BenchQuery) -> BenchResult {
        let (w, ops) = (q.other_numel.max(0) as f64, q.other_body_ops);
        let passes = match (q.is_prologue, q.shape) {
            (true, Some(s)) => prologue_passes(s.m) as f64,
            _ => 1.0,
        };
        let fmas = q.shape.map_or(0.0, |s| (s.batch * s.m * s.n * s.k) as f64);
        let matmul = fmas * self.matmul_ns_per_fma;
        let f32_bytes = 4 * q.other_numel.max(0);
        // Without a known cache size every weight counts as fitting: the calibrated in-cache
        // model, which is what was measured.
        let round_trip = if self.cache_bytes.is_some_and(|c| f32_bytes > c) {
            let bw = *self.memory_bytes_per_ns.get_or_init(|| {
                let bytes = (4 * self.cache_bytes.unwrap_or(0)).max(64 << 20) as usize;
                super::timing::stream_read_gbps(1, bytes)
            });
            (1.0 + passes) * f32_bytes as f64 / bw.max(1e-3)
        } else {
            0.0
        };
        let ns = |x: f64| x * 1e-6;
        BenchResult {
            ms_template: ns(matmul),
            ms_epilogue_or_prologue: ns(w * self.pointwise.at(ops, self.floor_ns) + round_trip),
            ms_fused: ns(matmul + passes * w * self.fused.at(ops, self.floor_ns)),
        }
    }

    /// The coefficients with the bandwidths measured so far, for a report.
    pub fn report(&self) -> serde_json::Value {
        let mut v = serde_json::to_value(self).unwrap_or_default();
        v["memory_read_bytes_per_ns"] = serde_json::json!(self.memory_bytes_per_ns.get());
        v
    }
}

/// The calibration graphs: FX text as `quantbench synth int8-decode 256 256` and
/// `quantbench synth decode4 256 256 --scheme nf4` print it, with 16 rows of activations.
const GRAPHS: [(&str, &str); 2] = [
    ("int8 row-wise", include_str!("../../assets/calibrate/int8_m16.txt")),
    ("nf4 blocks of 64", include_str!("../../assets/calibrate/nf4_m16.txt")),
];

/// How the workbench decides its dequant prologues.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Default, serde::Serialize)]
pub enum Prologues {
    /// The calibrated cost model ([`WorkbenchCosts`]).
    #[default]
    CostModel,
    /// Every dequant prologue fused, whatever the model says: what a scenario whose
    /// expectations must not depend on the machine pins (`prologues = "fused"`).
    Fused,
}

impl std::str::FromStr for Prologues {
    type Err = String;
    fn from_str(s: &str) -> Result<Prologues, String> {
        match s {
            "cost-model" => Ok(Prologues::CostModel),
            "fused" => Ok(Prologues::Fused),
            _ => Err(format!("unknown prologues `{s}` (cost-model or fused)")),
        }
    }
}

/// Answers every template fusion with "fuse" (equal times, which fusing wins).
struct AlwaysFuse;

impl BenchmarkOracle for AlwaysFuse {
    fn name(&self) -> &str {
        "always-fuse"
    }
    fn benchmark(&self, _q: &BenchQuery) -> Option<BenchResult> {
        Some(BenchResult { ms_template: 1.0, ms_epilogue_or_prologue: 1.0, ms_fused: 1.0 })
    }
}

/// [`AlwaysFuse`] keeping the questions: the calibration's own fused schedule, and what it
/// learns the body sizes from.
struct Recorder(Arc<Mutex<Vec<BenchQuery>>>);

impl BenchmarkOracle for Recorder {
    fn name(&self) -> &str {
        "calibration"
    }
    fn benchmark(&self, q: &BenchQuery) -> Option<BenchResult> {
        self.0.lock().unwrap_or_else(|e| e.into_inner()).push(q.clone());
        AlwaysFuse.benchmark(q)
    }
}

fn kernel_s(run: &super::JitRun, pick: impl Fn(&super::KernelTiming) -> bool) -> f64 {
    run.kernels.iter().filter(|k| pick(k)).map(|k| k.median_s).sum()
}

/// One calibration graph: (body ops, fused ns per element and pass, pointwise ns per
/// element, matmul ns per multiply-add).
fn measure(text: &str) -> anyhow::Result<(usize, f64, f64, f64)> {
    use super::{JitOptions, run};
    let graph = crate::import::fx::parse_graph(text, "assets/calibrate")?;
    let inputs = crate::interp::io::generate_inputs(
        &graph,
        0,
        &Default::default(),
        crate::util::mem::MemoryLimit::default(),
    )?;
    let reference = super::verify(&graph, &inputs)?;
    let opt = JitOptions { threads: 1, warmup: 5, runs: 25, ..JitOptions::DEFAULT };
    let asked = Arc::new(Mutex::new(vec![]));
    let timed = |unfused: bool| -> anyhow::Result<super::JitRun> {
        let config = if unfused { run::unfused_config() } else { Config::default() };
        let oracle = Box::new(Recorder(asked.clone()));
        let s = crate::sched::schedule(&graph, Policy::Workbench, config, oracle)?;
        let c = super::compile_schedule(&graph, &s, &opt)?;
        Ok(run::run_compiled(&graph, s, c, &inputs, &opt, reference.clone(), &mut |_, _| true)?)
    };
    let fused = timed(false)?;
    let unfused = timed(true)?;
    let q = asked.lock().unwrap_or_else(|e| e.into_inner()).first().cloned();
    let q = q.context("the calibration graph's dequant was never offered as a prologue")?;
    let shape = q.shape.context("the calibration matmul has no shape")?;
    let is_mm = |k: &super::KernelTiming| k.fx_nodes.iter().any(|n| n == "mm");
    let (t_fused, t_mm) = (kernel_s(&fused, is_mm), kernel_s(&unfused, is_mm));
    let t_deq = kernel_s(&unfused, |k| !is_mm(k));
    anyhow::ensure!(t_mm > 0.0 && t_deq > 0.0, "the calibration kernels took no time");
    let w = q.other_numel as f64;
    let passes = prologue_passes(shape.m) as f64;
    let fmas = (shape.batch * shape.m * shape.n * shape.k) as f64;
    Ok((
        q.other_body_ops,
        ((t_fused - t_mm) * 1e9 / (passes * w)).max(0.0),
        t_deq * 1e9 / w,
        t_mm * 1e9 / fmas,
    ))
}

/// Measures the two graphs (about 50 ms).
pub fn calibrate() -> anyhow::Result<PrologueCosts> {
    let mut points = vec![];
    let mut mm = vec![];
    for (name, text) in GRAPHS {
        let (ops, f, p, m) = measure(text).with_context(|| format!("calibrating on {name}"))?;
        points.push((name.to_string(), ops, f, p));
        mm.push(m);
    }
    let xs = [points[0].1 as f64, points[1].1 as f64];
    let fused = Line::through(xs, [points[0].2, points[1].2]);
    let pointwise = Line::through(xs, [points[0].3, points[1].3]);
    let floor_ns = points.iter().flat_map(|p| [p.2, p.3]).fold(f64::MAX, f64::min) / 10.0;
    let cache = crate::util::mem::last_level_cache_bytes();
    Ok(PrologueCosts {
        fused,
        pointwise,
        matmul_ns_per_fma: mm.iter().sum::<f64>() / mm.len() as f64,
        floor_ns: floor_ns.max(1e-3),
        cache_bytes: cache.map(|c| i64::try_from(c / 2).unwrap_or(i64::MAX)),
        memory_bytes_per_ns: Arc::default(),
        points,
    })
}

static COSTS: OnceLock<Result<PrologueCosts, String>> = OnceLock::new();

/// This process's calibration, measured on first use.
pub fn calibrated() -> &'static Result<PrologueCosts, String> {
    COSTS.get_or_init(|| calibrate().map_err(|e| format!("{e:#}")))
}

/// This process's calibration if a schedule has asked for it.
pub fn calibrated_if_asked() -> Option<&'static Result<PrologueCosts, String>> {
    COSTS.get()
}

/// The decision rule on the model's times: fused unless the matmul makes more than one pass
/// and materializing is predicted [`MARGIN`] faster.
fn keeps_fused(q: &BenchQuery, r: &BenchResult) -> bool {
    let more_passes = q.is_prologue && q.shape.is_some_and(|s| prologue_passes(s.m) > 1);
    let materialized = r.ms_template + r.ms_epilogue_or_prologue;
    !(more_passes && materialized * (1.0 + MARGIN) < r.ms_fused)
}

/// The workbench's oracle: the calibrated model, asked lazily (a graph with no template
/// fusion to decide never calibrates).
pub struct WorkbenchCosts;

impl BenchmarkOracle for WorkbenchCosts {
    fn name(&self) -> &str {
        "cpu-cost-model"
    }
    fn decide(&self, q: &BenchQuery, r: &BenchResult) -> bool {
        calibrated().is_err() || keeps_fused(q, r)
    }
    fn benchmark(&self, q: &BenchQuery) -> Option<BenchResult> {
        match calibrated() {
            Ok(c) => Some(c.estimate(q)),
            // Without a calibration there is nothing to time: the log shows no times, and
            // `decide` keeps the prologue fused, as it was before the model. Said once.
            Err(e) => {
                static SAID: std::sync::Once = std::sync::Once::new();
                SAID.call_once(|| eprintln!("warning: cost model calibration failed: {e}"));
                let nan = f64::NAN;
                Some(BenchResult { ms_template: nan, ms_epilogue_or_prologue: nan, ms_fused: nan })
            }
        }
    }
}

/// The oracle a schedule under `policy` asks: the calibrated CPU model for the workbench,
/// the roofline for the Inductor policies.
pub fn oracle(policy: Policy) -> Box<dyn BenchmarkOracle> {
    oracle_with(policy, Prologues::CostModel)
}

/// [`oracle`], with the workbench's prologues decided as `prologues` says.
pub fn oracle_with(policy: Policy, prologues: Prologues) -> Box<dyn BenchmarkOracle> {
    match (policy, prologues) {
        (Policy::Workbench, Prologues::CostModel) => Box::new(WorkbenchCosts),
        (Policy::Workbench, Prologues::Fused) => Box::new(AlwaysFuse),
        _ => Box::new(crate::sched::CostModel::default()),
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::sched::config::MatmulShape;

    /// Costs like this project's EPYC's (ns per element: int8's 5-op body 0.20 fused per pass
    /// and 0.36 alone, nf4's 17-op body 0.16 and 0.17), 10 bytes per ns from memory.
    fn costs(cache_bytes: i64) -> PrologueCosts {
        PrologueCosts {
            fused: Line::through([5.0, 17.0], [0.20, 0.16]),
            pointwise: Line::through([5.0, 17.0], [0.36, 0.17]),
            matmul_ns_per_fma: 0.04,
            floor_ns: 0.016,
            cache_bytes: Some(cache_bytes),
            memory_bytes_per_ns: Arc::new(OnceLock::from(10.0)),
            points: vec![],
        }
    }

    fn query(m: i64, n: i64, k: i64, ops: usize) -> BenchQuery {
        BenchQuery {
            template: "op1".into(),
            other: "op0".into(),
            pointwise_read_bytes: 0,
            pointwise_write_bytes: 4 * n * k,
            template_bytes: 0,
            template_flops: m * n * k,
            is_prologue: true,
            buffers1: String::new(),
            buffers2: String::new(),
            shape: Some(MatmulShape { batch: 1, m, n, k }),
            other_numel: n * k,
            other_body_ops: ops,
        }
    }

    fn fuses(c: &PrologueCosts, q: &BenchQuery) -> bool {
        keeps_fused(q, &c.estimate(q))
    }

    #[test]
    fn one_pass_always_fuses() {
        let c = costs(16 << 20);
        for m in [1, 2, 4, 8] {
            for ops in [3, 5, 17, 40] {
                let q = query(m, 256, 256, ops);
                assert!(fuses(&c, &q), "m = {m}, {ops} ops");
            }
        }
        // Even where the model's numbers lean the other way (a body past the fitted points).
        let q = query(8, 256, 256, 40);
        let r = c.estimate(&q);
        assert!(r.ms_fused > r.ms_template + r.ms_epilogue_or_prologue);
    }

    #[test]
    fn more_passes_materialize_a_weight_the_cache_holds() {
        let c = costs(16 << 20);
        // nf4 at m = 16: two passes of 0.16 ns against one of 0.17.
        assert!(!fuses(&c, &query(16, 256, 256, 17)));
        // int8 at m = 16: 0.40 against 0.36 is within the margin...
        assert!(fuses(&c, &query(16, 256, 256, 5)));
        // ...four passes are not.
        assert!(!fuses(&c, &query(32, 256, 256, 5)));
    }

    #[test]
    fn a_weight_beyond_the_cache_pays_its_round_trip_from_memory() {
        // 4096 x 4096 f32 is 64 MiB, beyond a 16 MiB half-cache: a store and a reload per
        // pass at 10 bytes per ns (1.2 ns per element with two passes) against two nf4 passes.
        let c = costs(16 << 20);
        assert!(fuses(&c, &query(16, 4096, 4096, 17)));
        assert!(fuses(&c, &query(64, 4096, 4096, 17)));
        // The same weight with the cache holding it materializes.
        assert!(!fuses(&costs(1 << 30), &query(16, 4096, 4096, 17)));
    }

    #[test]
    fn lines_pass_through_their_points_and_never_reach_zero() {
        let l = Line::through([5.0, 17.0], [0.36, 0.17]);
        assert!((l.at(5, 0.0) - 0.36).abs() < 1e-12 && (l.at(17, 0.0) - 0.17).abs() < 1e-12);
        assert_eq!(l.at(100, 0.02), 0.02);
        let flat = Line::through([5.0, 5.0], [0.25, 0.5]);
        assert_eq!(flat, Line { at_zero: 0.375, per_op: 0.0 });
    }
}
