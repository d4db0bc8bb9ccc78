//! Coverage by construction: a corpus of PyTorch's OpInfo samples compiled by Inductor
//! (`tools/opinfo_corpus.py`, one folder per (op, dtype, sample)) through every engine. Each
//! case is checked in the order a graph goes through quantbench, and each stage is judged on
//! its own:
//!
//! - `interp`: the reference interpreter on the sample's inputs against PyTorch's eager outputs
//!   (torch.testing's tolerance for the dtype, NaN equal to NaN, then Inductor's fp64 rule);
//! - `sched`: lowering and scheduling under `inductor-cpu` against Inductor's
//!   `ir_pre_fusion.txt` / `ir_post_fusion.txt`: every pre-fusion node and every group;
//! - `jit-cpu`, `jit-workbench`: the JIT under both policies against the interpreter.
//!
//! A case compiled with `dynamic=True` that ran a second sample at other sizes on the same
//! graph (`io_b.safetensors`) has three more stages, [`SIZE_B_STAGES`]: the interpreter on the
//! symbolic graph with the sizes bound from io_b's inputs against io_b's eager outputs (the
//! same rule as `interp`), and the JIT's program compiled at the first size run again at the
//! second against the interpreter there. `sched` stays at the first size: Inductor's dynamic
//! IR is symbolic, as it compiled it.
//!
//! A stage that fails keeps its first difference. `quantbench survey --coverage DIR` prints the
//! table and writes `docs/COVERAGE.md`; `tests/it/opinfo.rs` runs the committed subset and
//! fails on any (case, stage) that passed before and no longer does.
use crate::interp;
use crate::ir::Graph;
use crate::pipeline::{JitOptions, JitRun, check_run, rerun_jit, run_jit};
use crate::sched::{Config, CostModel, Policy, compare::compare, schedule};
use serde::{Deserialize, Serialize};
use std::path::{Path, PathBuf};

mod report;
pub use report::{markdown, markdown_section, regressions, table};

/// Ops whose outputs are uninitialized memory (`empty`), whatever computes them: their values
/// are not compared with eager, only their dtypes and shapes, as Inductor's OpInfo test runs
/// them with `assert_equal=False` (`inductor_override_kwargs`).
const UNINITIALIZED: &[&str] =
    &["empty", "empty_like", "new_empty", "new_empty_strided", "empty_strided", "empty_permuted"];

/// The stages, in the order a graph meets them.
pub const STAGES: [&str; 4] = ["interp", "sched", "jit-cpu", "jit-workbench"];

/// The stages at the second size, only in a case with `io_b.safetensors`.
pub const SIZE_B_STAGES: [&str; 3] = ["interp-b", "jit-cpu-b", "jit-workbench-b"];

const POLICIES: [Policy; 2] = [Policy::InductorCpu, Policy::Workbench];

#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
#[serde(tag = "verdict", content = "why", rename_all = "snake_case")]
pub enum Verdict {
    Pass,
    /// What differs first, or the error that stopped the stage.
    Fail(String),
    /// Not judged, and why (no reference outputs, a stage before it failed to read).
    Skip(String),
}

impl Verdict {
    pub fn passed(&self) -> bool {
        matches!(self, Verdict::Pass)
    }
}

/// One corpus case through every stage.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
pub struct CaseReport {
    pub case: String,
    pub op: String,
    pub dtype: String,
    /// `interp`, `sched`, `jit-cpu`, `jit-workbench`, in that order, then [`SIZE_B_STAGES`]
    /// where the case has a second size.
    pub stages: Vec<(String, Verdict)>,
    /// With `--dynamic`: what became of the run at a second size (`io_b.safetensors` when it
    /// ran on the same graph, else why not), as `meta.json` says.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub second_size: Option<String>,
}

impl CaseReport {
    pub fn stage(&self, name: &str) -> Option<&Verdict> {
        self.stages.iter().find(|(n, _)| n == name).map(|(_, v)| v)
    }

    pub fn all_passed(&self) -> bool {
        self.stages.iter().all(|(_, v)| v.passed())
    }
}

/// What `meta.json` says of a case (written by `tools/opinfo_corpus.py`).
#[derive(Debug, Clone, Default, Deserialize)]
struct Meta {
    #[serde(default)]
    op: String,
    #[serde(default)]
    variant: String,
    #[serde(default)]
    dtype: String,
    #[serde(default)]
    second_size: Option<String>,
}

/// The case folders under `root` (each holding a `post_grad.txt`), sorted.
pub fn cases(root: &Path) -> std::io::Result<Vec<PathBuf>> {
    let mut out: Vec<PathBuf> = std::fs::read_dir(root)?
        .filter_map(|e| e.ok().map(|e| e.path()))
        // `meta.json` is written last: a folder without it is a compile that died midway,
        // which the corpus's progress log records (and the report lists) as crashed.
        .filter(|p| p.join("post_grad.txt").is_file() && p.join("meta.json").is_file())
        .collect();
    out.sort();
    Ok(out)
}

fn first_line(s: impl std::fmt::Display) -> String {
    let s = s.to_string();
    let line = s.lines().next().unwrap_or("").to_string();
    if line.len() > 300 { format!("{}...", &line[..line.floor_char_boundary(300)]) } else { line }
}

/// Runs one case folder through every stage. Never panics on the case's data; a panic inside
/// an engine (a bug) is caught and reported as that stage's failure.
pub fn check_case(dir: &Path) -> CaseReport {
    let case = dir.file_name().map(|n| n.to_string_lossy().into_owned()).unwrap_or_default();
    let meta: Meta = crate::util::read::read_file(&dir.join("meta.json"))
        .ok()
        .and_then(|b| serde_json::from_slice(&b).ok())
        .unwrap_or_default();
    let op =
        if meta.variant.is_empty() { meta.op } else { format!("{}.{}", meta.op, meta.variant) };
    let uninitialized = UNINITIALIZED.contains(&op.as_str());
    let mut report =
        CaseReport { case, op, dtype: meta.dtype, stages: vec![], second_size: meta.second_size };
    let (stages, runs) = match std::panic::catch_unwind(|| run_stages(dir, !uninitialized)) {
        Ok(s) => s,
        Err(e) => (vec![("interp".into(), panicked(e))], vec![]),
    };
    report.stages = stages;
    fill_skipped(&mut report, &STAGES);
    if dir.join("io_b.safetensors").is_file() {
        let run = std::panic::AssertUnwindSafe(|| size_b_stages(dir, !uninitialized, runs));
        match std::panic::catch_unwind(run) {
            Ok(s) => report.stages.extend(s),
            Err(e) => report.stages.push(("interp-b".into(), panicked(e))),
        }
        fill_skipped(&mut report, &SIZE_B_STAGES);
    }
    report
}

fn panicked(e: Box<dyn std::any::Any + Send>) -> Verdict {
    let msg = e
        .downcast_ref::<String>()
        .cloned()
        .or_else(|| e.downcast_ref::<&str>().map(|s| s.to_string()))
        .unwrap_or_default();
    Verdict::Fail(format!("panicked: {}", first_line(msg)))
}

fn fill_skipped(report: &mut CaseReport, stages: &[&str]) {
    for s in stages {
        if report.stage(s).is_none() {
            report.stages.push((s.to_string(), Verdict::Skip("an earlier stage panicked".into())));
        }
    }
}

/// The graph of a case folder, or why it has none.
fn case_graph(dir: &Path) -> Result<Graph, String> {
    let doc = crate::import::load_path(&dir.join("post_grad.txt"))
        .map_err(|e| format!("reading the graph: {}", first_line(e)))?;
    match doc.stages.last().map(|s| s.graph()) {
        Some(Ok(g)) => Ok(g.clone()),
        _ => Err("the file holds no graph".into()),
    }
}

/// A case's inputs file: the graph with the ints it takes given (where the file has them),
/// its inputs by placeholder name, and the eager outputs.
type CaseIo = (Graph, Result<Vec<interp::Tensor>, String>, Vec<interp::Tensor>);

fn case_io(g: &Graph, file: &Path) -> CaseIo {
    let io = interp::io::load_safetensors(file);
    let given = io.as_ref().map(|f| interp::io::given_ints(g, f)).unwrap_or_default();
    let g = if given.is_empty() {
        g.clone()
    } else {
        crate::ir::shape_env::with_given_sizes(g, &given)
    };
    let inputs = io
        .as_ref()
        .map_err(first_line)
        .and_then(|f| interp::io::inputs_by_name(&g, f).map_err(first_line));
    let expected: Vec<interp::Tensor> = io
        .as_ref()
        .map(|f| (0..).map_while(|i| f.get(&format!("output_{i}")).cloned()).collect())
        .unwrap_or_default();
    (g, inputs, expected)
}

/// The stages at io_b's sizes: the interpreter against eager, then each policy's program from
/// the first size (`runs`, in [`POLICIES`] order; compiled afresh where the first size left
/// none) run again at these sizes against the interpreter.
fn size_b_stages(dir: &Path, values_defined: bool, runs: Vec<Option<JitRun>>) -> Stages {
    let g = match case_graph(dir) {
        Ok(g) => g,
        Err(why) => {
            return SIZE_B_STAGES
                .iter()
                .map(|s| (s.to_string(), Verdict::Fail(why.clone())))
                .collect();
        }
    };
    let (g, inputs, expected) = case_io(&g, &dir.join("io_b.safetensors"));
    let mut out = vec![];
    let reference = match &inputs {
        Err(e) => {
            out.push(("interp-b".into(), Verdict::Fail(format!("inputs: {e}"))));
            None
        }
        Ok(ins) => {
            let (v, r) = interp_stage(&g, ins, &expected, values_defined);
            out.push(("interp-b".into(), v));
            r
        }
    };
    let mut runs = runs.into_iter();
    for (name, policy) in SIZE_B_STAGES[1..].iter().zip(POLICIES) {
        let previous = runs.next().flatten();
        let v = match (&inputs, &reference) {
            (Ok(ins), Some(r)) => {
                let opt = jit_options(policy);
                let run = match previous {
                    Some(p) => rerun_jit(&g, p, ins, &opt, r.clone(), &mut |_, _| true),
                    None => run_jit(&g, ins, &opt),
                };
                jit_verdict(&g, ins, run).0
            }
            (Err(_), _) => Verdict::Skip("no inputs".into()),
            (_, None) => Verdict::Skip("the interpreter gives no reference".into()),
        };
        out.push((name.to_string(), v));
    }
    out
}

type Stages = Vec<(String, Verdict)>;

/// The stages at the first size, and each policy's JIT run (in [`POLICIES`] order) for the
/// second size to run again.
fn run_stages(dir: &Path, values_defined: bool) -> (Stages, Vec<Option<JitRun>>) {
    let g = match case_graph(dir) {
        Ok(g) => g,
        Err(why) => {
            let all = STAGES.iter().map(|s| (s.to_string(), Verdict::Fail(why.clone())));
            return (all.collect(), vec![]);
        }
    };
    let (g, inputs, expected) = case_io(&g, &dir.join("io.safetensors"));
    let g = &g;
    let mut out = vec![];
    let reference = match &inputs {
        Err(e) => {
            out.push(("interp".into(), Verdict::Fail(format!("inputs: {e}"))));
            None
        }
        Ok(ins) => {
            let (v, r) = interp_stage(g, ins, &expected, values_defined);
            out.push(("interp".into(), v));
            r
        }
    };
    // Inductor held the sizes of the call that compiled as hints (a dynamic graph's layout
    // decisions go by them): those of the first size's inputs.
    let sizes = inputs.as_ref().ok().and_then(|ins| crate::pipeline::input_sizes(g, ins).ok());
    let hinted = crate::pipeline::hinted(g, &sizes.unwrap_or_default());
    out.push(("sched".into(), sched_stage(&hinted, dir)));
    let mut runs = vec![];
    for (name, policy) in STAGES[2..].iter().zip(POLICIES) {
        let (v, run) = match (&inputs, &reference) {
            (Ok(ins), Some(_)) => jit_verdict(g, ins, run_jit(g, ins, &jit_options(policy))),
            (Err(_), _) => (Verdict::Skip("no inputs".into()), None),
            (_, None) => (Verdict::Skip("the interpreter gives no reference".into()), None),
        };
        out.push((name.to_string(), v));
        runs.push(run);
    }
    (out, runs)
}

/// Whether `g` is the forward graph AOTAutograd partitioned from a joint training graph (its
/// placeholders are `primals_N`; an inference graph's are `argN_1`): it returns the user's
/// outputs first and then what it saves for the backward (`num_forward_returns` of
/// `runtime_wrappers.py`), which eager never returns, so only the leading outputs have an
/// eager counterpart (a library whose quantized weights require grad, as quanto's do).
fn training_forward(g: &Graph) -> bool {
    let mut placeholders = g.nodes.iter().filter(|n| n.op == crate::ir::OpKind::Placeholder);
    placeholders.all(|n| {
        n.name
            .strip_prefix("primals_")
            .is_some_and(|i| !i.is_empty() && i.bytes().all(|b| b.is_ascii_digit()))
    }) && g.nodes.iter().any(|n| n.op == crate::ir::OpKind::Placeholder)
}

/// The interpreter against eager; its outputs are the JIT's reference.
fn interp_stage(
    g: &Graph,
    inputs: &[interp::Tensor],
    expected: &[interp::Tensor],
    values_defined: bool,
) -> (Verdict, Option<Vec<interp::Tensor>>) {
    let outs = match crate::pipeline::verify(g, inputs) {
        Ok(o) => o,
        Err(e) => return (Verdict::Fail(first_line(e)), None),
    };
    if expected.is_empty() {
        return (Verdict::Skip("no eager outputs".into()), Some(outs));
    }
    if expected.len() != outs.len() && !(expected.len() < outs.len() && training_forward(g)) {
        let why = format!("{} outputs, eager has {}", outs.len(), expected.len());
        return (Verdict::Fail(why), Some(outs));
    }
    if !values_defined {
        let differ = outs
            .iter()
            .zip(expected)
            .enumerate()
            .find(|(_, (o, e))| o.dtype() != e.dtype() || o.sizes() != e.sizes());
        let v = match differ {
            None => Verdict::Pass,
            Some((i, (o, e))) => Verdict::Fail(format!(
                "output_{i}: {} vs eager's {} (uninitialized values are not compared)",
                o.type_str(),
                e.type_str()
            )),
        };
        return (v, Some(outs));
    }
    let cmp = interp::compare_outputs(g, inputs, &outs, expected, true);
    let v = match cmp.iter().enumerate().find(|(_, c)| !c.accepted()) {
        None => Verdict::Pass,
        Some((i, c)) => Verdict::Fail(format!(
            "output_{i}: {} (max_abs_err {:.3e})",
            c.verdict(),
            c.max_abs_err
        )),
    };
    (v, Some(outs))
}

fn sched_stage(g: &Graph, dir: &Path) -> Verdict {
    let read = |name: &str| {
        let p = dir.join(name);
        if p.is_file() { crate::import::inductor_ir::read_ir_dump(&p).map(Some) } else { Ok(None) }
    };
    let (pre, post) = match (read("ir_pre_fusion.txt"), read("ir_post_fusion.txt")) {
        (Ok(a), Ok(b)) => (a, b),
        (Err(e), _) | (_, Err(e)) => {
            return Verdict::Fail(format!("Inductor's dump: {}", first_line(e)));
        }
    };
    if pre.is_none() && post.is_none() {
        return Verdict::Skip("no dumps (Inductor scheduled nothing)".into());
    }
    let s =
        match schedule(g, Policy::InductorCpu, Config::default(), Box::new(CostModel::default())) {
            Ok(s) => s,
            Err(e) => return Verdict::Fail(first_line(e)),
        };
    let c = compare(&s, pre.as_ref(), post.as_ref());
    match c.differences.first() {
        None => Verdict::Pass,
        Some(d) => Verdict::Fail(format!(
            "{} ({}/{} nodes, {}/{} groups)",
            first_line(d),
            c.nodes_agree,
            c.nodes_total,
            c.groups_agree,
            c.groups_total
        )),
    }
}

fn jit_options(policy: Policy) -> JitOptions {
    JitOptions { policy, warmup: 0, runs: 1, threads: 1, ..JitOptions::DEFAULT }
}

/// A JIT run against the interpreter; the run is kept (whatever its verdict) for the second
/// size to run its program again.
fn jit_verdict(
    g: &Graph,
    inputs: &[interp::Tensor],
    run: Result<JitRun, crate::pipeline::PipelineError>,
) -> (Verdict, Option<JitRun>) {
    let run = match run {
        Ok(r) => r,
        Err(e) => return (Verdict::Fail(first_line(e)), None),
    };
    let v = match check_run(g, inputs, &run) {
        Err(e) => Verdict::Fail(first_line(e)),
        Ok(cmp) => match cmp.iter().enumerate().find(|(_, c)| !c.accepted()) {
            None => Verdict::Pass,
            Some((i, c)) => Verdict::Fail(format!("output_{i}: {}", c.verdict())),
        },
    };
    (v, Some(run))
}

/// A case Inductor did not compile, or that `tools/opinfo_corpus.py` kept no folder for, with
/// its reason (from `manifest.json`).
#[derive(Debug, Clone, Serialize, Deserialize)]
pub struct NotCompiled {
    pub case: String,
    pub op: String,
    pub dtype: String,
    pub status: String,
    pub reason: String,
}

/// The manifest's entries that have no case folder.
pub fn not_compiled(root: &Path) -> Vec<NotCompiled> {
    let Ok(bytes) = crate::util::read::read_file(&root.join("manifest.json")) else {
        return vec![];
    };
    let Ok(v) = serde_json::from_slice::<serde_json::Value>(&bytes) else { return vec![] };
    let field = |e: &serde_json::Value, k: &str| {
        e.get(k).and_then(serde_json::Value::as_str).unwrap_or("").to_string()
    };
    v.get("cases")
        .and_then(serde_json::Value::as_array)
        .into_iter()
        .flatten()
        .filter(|e| field(e, "status") != "ok")
        .map(|e| {
            let variant = field(e, "variant");
            let op = field(e, "op");
            NotCompiled {
                case: field(e, "case"),
                op: if variant.is_empty() { op } else { format!("{op}.{variant}") },
                dtype: field(e, "dtype"),
                status: field(e, "status"),
                reason: first_line(field(e, "reason")),
            }
        })
        .collect()
}
