//! Headless regression checks: a scenario file names a graph, a policy, inputs and expectations
//! about what Inductor's scheduler does with the graph ([`crate::sched`]), what the graph prints
//! as (golden FX text), and what it computes ([`crate::interp`] against PyTorch's outputs).
//! `quantbench check` runs them and reports one line per expectation.
pub mod file;
pub mod fusion_change;
pub mod passes;
pub mod report;
pub mod save;
pub mod timing;

pub use file::{Expectation, PassSpec, Scenario, ScenarioError, parse_scenario, read_scenario};

use crate::export::kernels::{KernelGroup, from_schedule};
use crate::interp::Tensor;
use crate::ir::{Document, Graph};
use crate::pipeline::costs::Prologues;
use crate::sched::{Config, Policy, schedule};
use crate::session::Session;
use crate::util::atomic::Inputs;
use std::borrow::Cow;
use std::path::{Path, PathBuf};

#[derive(Debug, Clone, PartialEq, serde::Serialize)]
pub struct Outcome {
    /// What was expected, e.g. `kernels == 3`.
    pub expectation: String,
    pub passed: bool,
    /// What was observed; on failure, why (with a diff for golden files).
    pub message: String,
}

#[derive(Debug, Clone, PartialEq, serde::Serialize)]
pub struct ScenarioReport {
    pub name: String,
    pub file: String,
    pub outcomes: Vec<Outcome>,
}

/// A scenario read and replayed up to its expectations: the session holds the stage with the
/// passes applied.
pub struct Prepared {
    pub scenario: Scenario,
    pub file: String,
    pub dir: PathBuf,
    pub policy: Policy,
    pub prologues: Prologues,
    pub session: Session,
    pub matches: passes::Matches,
    /// Passes that could not be replayed (failed outcomes).
    pub outcomes: Vec<Outcome>,
}

/// Reads a scenario, loads its graph and runs its passes. Errors are scenarios that cannot be
/// read or run at all.
pub fn prepare(path: &Path) -> Result<Prepared, ScenarioError> {
    let file = path.display().to_string();
    let text = file::read_text(path)?;
    let sc = parse_scenario(&text, &file)?;
    let dir = path.parent().map(Path::to_path_buf).unwrap_or_default();
    let err = |msg: String| ScenarioError { file: file.clone(), line: 1, col: 1, msg };
    let graph_path = dir.join(&sc.graph.path);
    let doc: Document =
        crate::import::load_path(&graph_path).map_err(|e| err(format!("graph: {e}")))?;
    let stage = match sc.graph.stage.as_deref() {
        Some(n) => doc.stages.iter().position(|s| s.name == n || s.qualified_name() == n),
        None => doc.stages.len().checked_sub(1),
    };
    let Some(stage) = stage else {
        let have: Vec<String> = doc.stages.iter().map(|s| s.qualified_name()).collect();
        return Err(err(format!(
            "graph: no stage `{}` in {} (it has: {})",
            sc.graph.stage.as_deref().unwrap_or("(last)"),
            graph_path.display(),
            have.join(", ")
        )));
    };
    let policy_name = sc.policy.as_deref().unwrap_or("inductor-cpu");
    let policy: Policy = policy_name.parse().map_err(|e| err(format!("{e}")))?;
    let prologues: Prologues =
        sc.prologues.as_deref().unwrap_or("cost-model").parse().map_err(err)?;
    for (i, e) in sc.expect.iter().enumerate() {
        check_kinds(i, e).map_err(err)?;
    }
    let mut session = Session::new(doc);
    session.select_stage(stage);
    let src = passes::Source { file: &file, text: &text, dir: &dir };
    let (matches, outcomes) = passes::run_passes(&mut session, &sc.passes, &src)?;
    if let Some(e) = session.stage_error() {
        return Err(err(format!("graph: {e}")));
    }
    if session.graph().is_none() {
        return Err(err("graph: the stage holds no graph".into()));
    }
    Ok(Prepared { scenario: sc, file, dir, policy, prologues, session, matches, outcomes })
}

/// The kernel groups of `g` under `policy`, or why scheduling failed.
pub fn kernel_groups(
    g: &Graph,
    policy: Policy,
    prologues: Prologues,
) -> Result<Vec<KernelGroup>, String> {
    schedule(g, policy, Config::default(), crate::pipeline::costs::oracle_with(policy, prologues))
        .map(|s| from_schedule(&s, g))
        .map_err(|e| format!("scheduling failed: {e}"))
}

/// What a golden expectation does with its file.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Goldens {
    /// Compare the graph's print with the file.
    Check,
    /// Rewrite the file with the graph's print (the expectation then passes); a golden path
    /// that leaves the scenario's folder (absolute, or through `..` or a link) is refused.
    Update,
    /// [`Goldens::Update`] wherever the path points (`check --update-golden --golden-anywhere`).
    UpdateAnywhere,
}

/// The files a scenario reads, for the writers of `check`: the scenario, and every file it
/// names (graph, inputs, pattern files, goldens). A scenario that cannot be read names none.
pub fn inputs_of(path: &Path) -> Inputs {
    let mut inputs = Inputs::new().with("SCENARIO", path);
    if let Ok(sc) = read_scenario(path) {
        let dir = path.parent().map(Path::to_path_buf).unwrap_or_default();
        for (f, role) in sc.files(&dir) {
            inputs.add(role, f);
        }
    }
    inputs
}

/// Runs one scenario; `goldens` says whether golden files are compared or rewritten.
pub fn run_scenario(path: &Path, goldens: Goldens) -> Result<ScenarioReport, ScenarioError> {
    let Prepared { scenario: sc, file, dir, policy, prologues, session, matches, mut outcomes } =
        prepare(path)?;
    let Some(g) = session.graph() else {
        return Err(ScenarioError {
            file,
            line: 1,
            col: 1,
            msg: "graph: the stage holds no graph".into(),
        });
    };
    // What an updated golden must not replace: everything the scenario reads but its goldens.
    let mut inputs = Inputs::new().with("SCENARIO", path);
    for (f, role) in sc.files(&dir) {
        if e_is_golden(role) {
            continue;
        }
        inputs.add(role, f);
    }
    // Scheduled once; a graph with symbolic sizes symbolically, with the first input set's
    // sizes as hints (the JIT compiles it once for every set), the expectations checked for
    // each set.
    let mut kernels: Option<Vec<Scheduled>> = None;
    let mut with_kernels =
        |label: String, check: &dyn Fn(String, &[KernelGroup], &Graph) -> Outcome| -> Outcome {
            let ks = kernels.get_or_insert_with(|| {
                binding_graphs(sc.inputs.as_ref(), &dir, g)
                    .into_iter()
                    .map(|(l, sg)| match sg {
                        Ok(sg) => {
                            let k = kernel_groups(&sg, policy, prologues);
                            (l, sg, k)
                        }
                        Err(m) => (l, Cow::Borrowed(g), Err(m)),
                    })
                    .collect()
            });
            let each: Vec<(String, Outcome)> = ks
                .iter()
                .map(|(l, sg, k)| {
                    let o = match k {
                        Ok(k) => check(label.clone(), k, sg),
                        Err(m) => outcome(label.clone(), false, m.clone()),
                    };
                    (l.clone(), o)
                })
                .collect();
            combine(each)
        };
    for e in &sc.expect {
        let o = if let Some(n) = e.kernels {
            with_kernels(format!("kernels == {n}"), &|label, k, _| {
                outcome(label, k.len() == n, format!("{} kernels: {}", k.len(), names(k)))
            })
        } else if let Some(nodes) = &e.same_kernel {
            with_kernels(format!("same kernel: {}", nodes.join(", ")), &|label, k, g| {
                same_kernel(label, nodes, k, g)
            })
        } else if let Some(nodes) = &e.different_kernels {
            with_kernels(format!("different kernels: {}", nodes.join(", ")), &|label, k, g| {
                different_kernels(label, nodes, k, g)
            })
        } else if let Some(golden) = &e.golden {
            golden_check(&dir, golden, g, goldens, &inputs)
        } else if let Some(against) = &e.numerics {
            numerics(against, e, sc.inputs.as_ref(), &dir, g)
        } else if let Some(p) = &e.pattern {
            passes::check(&matches, p, e.matched, e.at.as_deref())
        } else if let Some(other) = &e.no_fusion_change {
            fusion_change::check(
                &dir.join(&sc.graph.path),
                &dir.join(other),
                e.compiles.as_ref(),
                policy,
            )
        } else if let Some(limit) = e.time_ratio_below {
            // The expectation holds for every input set (a dynamic graph at each size).
            match input_sets(sc.inputs.as_ref(), &dir, g) {
                Ok(sets) => {
                    let rounds = e.rounds.unwrap_or(timing::DEFAULT_ROUNDS);
                    let each: Vec<(String, Outcome)> = sets
                        .iter()
                        .map(|(l, ins)| {
                            (l.clone(), timing::time_ratio(limit, rounds, policy, g, ins))
                        })
                        .collect();
                    combine(each)
                }
                Err(m) => outcome(format!("fused/unfused time ratio < {limit}"), false, m),
            }
        } else {
            continue;
        };
        outcomes.push(o);
    }
    let name = sc.name.clone().unwrap_or_else(|| {
        path.file_stem().map(|s| s.to_string_lossy().into_owned()).unwrap_or_default()
    });
    Ok(ScenarioReport { name, file, outcomes })
}

/// Exactly one kind per expectation, and modifiers only with their kind.
fn check_kinds(i: usize, e: &Expectation) -> Result<(), String> {
    let kinds = [
        e.kernels.is_some(),
        e.same_kernel.is_some(),
        e.different_kernels.is_some(),
        e.golden.is_some(),
        e.numerics.is_some(),
        e.pattern.is_some(),
        e.time_ratio_below.is_some(),
        e.no_fusion_change.is_some(),
    ];
    if kinds.iter().filter(|b| **b).count() != 1 {
        return Err(format!(
            "expect[{i}]: set exactly one of kernels, same_kernel, different_kernels, golden, numerics, pattern, time_ratio_below, no_fusion_change"
        ));
    }
    let stray = [
        (e.rtol.is_some() || e.atol.is_some(), e.numerics.is_some(), "rtol/atol go with numerics"),
        (e.matched.is_some() || e.at.is_some(), e.pattern.is_some(), "matched/at go with pattern"),
        (e.rounds.is_some(), e.time_ratio_below.is_some(), "rounds goes with time_ratio_below"),
        (e.compiles.is_some(), e.no_fusion_change.is_some(), "compiles goes with no_fusion_change"),
    ];
    if let Some((_, _, why)) = stray.iter().find(|(set, kind, _)| *set && !*kind) {
        return Err(format!("expect[{i}]: {why}"));
    }
    if e.pattern.is_some() && e.matched.is_none() && e.at.is_none() {
        return Err(format!(
            "expect[{i}]: a pattern expectation needs `matched = N` or `at = \"node\"`"
        ));
    }
    if let Some(n) = e.rounds
        && !(1..=timing::MAX_ROUNDS).contains(&n)
    {
        return Err(format!("expect[{i}]: rounds = {n}: give 1 to {}", timing::MAX_ROUNDS));
    }
    Ok(())
}

/// Every input set the scenario names, labelled: each safetensors file, then seeded tensors at
/// each `sizes` table; with neither, seeded tensors at the annotations' sizes.
fn input_sets(
    inputs: Option<&file::Inputs>,
    dir: &Path,
    g: &Graph,
) -> Result<Vec<(String, Vec<Tensor>)>, String> {
    use crate::interp::io;
    let mut sets = Vec::new();
    let seed = inputs.and_then(|i| i.seed).unwrap_or(0);
    for st in inputs.map(|i| i.files()).unwrap_or_default() {
        let file = io::load_safetensors(&dir.join(st)).map_err(|e| format!("inputs: {e}"))?;
        let ins =
            io::inputs_by_name(g, &file).map_err(|e| format!("inputs {}: {e}", st.display()))?;
        sets.push((st.display().to_string(), ins));
    }
    for sizes in inputs.map(|i| i.sizes.as_slice()).unwrap_or_default() {
        let label = sizes.iter().map(|(k, v)| format!("{k}={v}")).collect::<Vec<_>>().join(",");
        if let Some((k, v)) = sizes.iter().find(|(_, v)| **v < 0) {
            return Err(format!("inputs sizes {label}: size {k} = {v} is negative"));
        }
        let syms = sizes.iter().map(|(k, v)| (k.clone(), *v)).collect();
        let ins = io::generate_inputs(g, seed, &syms, Default::default())
            .map_err(|e| format!("inputs sizes {label}: {e}"))?;
        sets.push((label, ins));
    }
    if sets.is_empty() {
        let ins = io::generate_inputs(g, seed, &Default::default(), Default::default())
            .map_err(|e| format!("inputs: {e}"))?;
        sets.push((format!("seed {seed}"), ins));
    }
    Ok(sets)
}

/// An input set's label, the graph scheduled for it and its kernels.
type Scheduled<'g> = (String, Cow<'g, Graph>, Result<Vec<KernelGroup>, String>);

/// The graph to schedule for each input set: the graph itself when its sizes are static (one
/// set), else the symbolic graph with the first set's sizes as hints (`pipeline::hinted`, what
/// the JIT compiles once), labelled with each set's binding.
fn binding_graphs<'g>(
    inputs: Option<&file::Inputs>,
    dir: &Path,
    g: &'g Graph,
) -> Vec<(String, Result<Cow<'g, Graph>, String>)> {
    if !crate::ir::specialize::is_dynamic(g) {
        return vec![(String::new(), Ok(Cow::Borrowed(g)))];
    }
    let sets = match input_sets(inputs, dir, g) {
        Ok(s) => s,
        Err(m) => return vec![(String::new(), Err(m))],
    };
    let hints = match sets.first().map(|(_, ins)| crate::pipeline::input_sizes(g, ins)) {
        Some(Ok(h)) => h,
        Some(Err(e)) => return vec![(String::new(), Err(format!("binding sizes: {e}")))],
        None => return vec![],
    };
    let hinted = crate::pipeline::hinted(g, &hints);
    sets.into_iter()
        .map(|(label, ins)| match crate::pipeline::input_sizes(g, &ins) {
            Ok(sizes) => {
                let at = sizes.iter().map(|(k, v)| format!("{k}={v}")).collect::<Vec<_>>();
                (format!("{label} at {}", at.join(",")), Ok(hinted.clone()))
            }
            Err(e) => (label, Err(format!("binding sizes: {e}"))),
        })
        .collect()
}

pub(crate) fn outcome(expectation: String, passed: bool, message: String) -> Outcome {
    Outcome { expectation, passed, message }
}

fn names(k: &[KernelGroup]) -> String {
    k.iter().map(|g| format!("{}[{}]", g.name, g.nodes.join(" "))).collect::<Vec<_>>().join(", ")
}

/// The kernel holding each named node, or a message naming the nodes that are not in the graph
/// or not in any kernel.
fn kernel_of<'k>(
    nodes: &[String],
    k: &'k [KernelGroup],
    g: &Graph,
) -> Result<Vec<&'k str>, String> {
    let mut out = Vec::new();
    for n in nodes {
        if !g.nodes.iter().any(|x| x.name == *n) {
            return Err(format!("no node `{n}` in the graph"));
        }
        match k.iter().find(|grp| grp.nodes.contains(n)) {
            Some(grp) => out.push(grp.name.as_str()),
            None => return Err(format!("`{n}` is in no kernel (an input, output or view)")),
        }
    }
    Ok(out)
}

fn same_kernel(label: String, nodes: &[String], k: &[KernelGroup], g: &Graph) -> Outcome {
    match kernel_of(nodes, k, g) {
        Err(m) => outcome(label, false, m),
        Ok(ks) => {
            let pairs: Vec<String> =
                nodes.iter().zip(&ks).map(|(n, k)| format!("{n} in {k}")).collect();
            outcome(label, ks.windows(2).all(|w| w[0] == w[1]), pairs.join(", "))
        }
    }
}

fn different_kernels(label: String, nodes: &[String], k: &[KernelGroup], g: &Graph) -> Outcome {
    match kernel_of(nodes, k, g) {
        Err(m) => outcome(label, false, m),
        Ok(ks) => {
            let pairs: Vec<String> =
                nodes.iter().zip(&ks).map(|(n, k)| format!("{n} in {k}")).collect();
            let distinct =
                ks.iter().enumerate().all(|(i, a)| ks.iter().skip(i + 1).all(|b| a != b));
            outcome(label, distinct, pairs.join(", "))
        }
    }
}

fn e_is_golden(role: &str) -> bool {
    role == "the scenario's golden file"
}

/// `inputs`: what the scenario reads, which an updated golden must not replace.
fn golden_check(dir: &Path, golden: &Path, g: &Graph, mode: Goldens, inputs: &Inputs) -> Outcome {
    let path = dir.join(golden);
    let label = format!("graph equals golden {}", path.display());
    let got = crate::export::print_graph(g);
    if mode != Goldens::Check {
        if mode == Goldens::Update
            && let Err(why) = inside_folder(dir, golden)
        {
            return outcome(
                label,
                false,
                format!(
                    "not updated: {why}; the scenario's folder is {} (--golden-anywhere allows it)",
                    dir.display()
                ),
            );
        }
        return match inputs.write(&path, "--update-golden", got.as_bytes()) {
            Ok(()) => outcome(label, true, "golden file updated".into()),
            Err(e) => outcome(label, false, e.to_string()),
        };
    }
    match crate::util::read::read_file(&path)
        .map_err(|e| e.reason())
        .and_then(|b| String::from_utf8(b).map_err(|_| "it is not UTF-8 text".to_string()))
    {
        Err(e) => outcome(
            label,
            false,
            format!("cannot read it: {e} (run with --update-golden to write it)"),
        ),
        Ok(want) if want == got => {
            outcome(label, true, format!("{} lines equal", got.lines().count()))
        }
        Ok(want) => outcome(
            label,
            false,
            format!("the graph differs from the golden file:\n{}", report::line_diff(&want, &got)),
        ),
    }
}

fn numerics(
    against: &str,
    e: &Expectation,
    inputs: Option<&file::Inputs>,
    dir: &Path,
    g: &Graph,
) -> Outcome {
    let label = format!("numerics within tolerance of {against}");
    if against != "pytorch" {
        return outcome(
            label,
            false,
            format!(
                "unknown reference `{against}` (only `pytorch`: the outputs stored in the inputs file)"
            ),
        );
    }
    let files = inputs.map(|i| i.files()).unwrap_or_default();
    if files.is_empty() {
        return outcome(
            label,
            false,
            "`pytorch` needs [inputs] safetensors holding PyTorch's output_i tensors".into(),
        );
    }
    let each: Vec<(String, Outcome)> = files
        .iter()
        .map(|st| (st.display().to_string(), numerics_of_file(&label, e, &dir.join(st), g)))
        .collect();
    combine(each)
}

/// One outcome for an expectation checked on several input sets: passed when every set
/// passed, the message naming each set (a single set keeps its own message).
fn combine(mut each: Vec<(String, Outcome)>) -> Outcome {
    if each.len() == 1 {
        return each.remove(0).1;
    }
    let label = each.first().map(|(_, o)| o.expectation.clone()).unwrap_or_default();
    let passed = each.iter().all(|(_, o)| o.passed);
    let msg = each
        .iter()
        .map(|(l, o)| format!("[{l}] {}{}", if o.passed { "" } else { "FAILED: " }, o.message))
        .collect::<Vec<_>>()
        .join("; ");
    outcome(label, passed, msg)
}

fn numerics_of_file(label: &str, e: &Expectation, path: &Path, g: &Graph) -> Outcome {
    use crate::interp::{Tolerance, compare, compare_with, io, run_graph};
    let label = label.to_string();
    let file = match io::load_safetensors(path) {
        Ok(f) => f,
        Err(err) => return outcome(label, false, format!("inputs: {err}")),
    };
    let run = io::inputs_by_name(g, &file).and_then(|ins| run_graph(g, &ins));
    let outs = match run {
        Ok(o) => o,
        Err(err) => return outcome(label, false, format!("the interpreter failed: {err}")),
    };
    let mut worst = Vec::new();
    let mut passed = true;
    for (i, a) in outs.iter().enumerate() {
        let Some(want) = file.get(&format!("output_{i}")) else {
            return outcome(label, false, format!("no output_{i} in the inputs file"));
        };
        let c = match (e.rtol, e.atol) {
            (None, None) => compare(a, want),
            (r, t) => compare_with(
                a,
                want,
                Tolerance { rtol: r.unwrap_or(0.0), atol: t.unwrap_or(0.0), equal_nan: true },
            ),
        };
        passed &= c.passed;
        let what = c.problem.clone().unwrap_or_else(|| {
            format!("max abs err {:.3e}, {} of {} mismatched", c.max_abs_err, c.mismatched, c.numel)
        });
        worst.push(format!("output_{i}: {what}"));
    }
    outcome(label, passed, worst.join("; "))
}

/// Whether `rel`, relative to `dir`, stays inside `dir`: not absolute, and no `..` or symlink
/// taking it out (checked on the canonical paths of `dir` and of the file's folder).
fn inside_folder(dir: &Path, rel: &Path) -> Result<(), String> {
    if rel.is_absolute() {
        return Err(format!("{} is an absolute path", rel.display()));
    }
    let out = || format!("{} leads out of it", rel.display());
    let full = dir.join(rel);
    let parent = full.parent().ok_or_else(out)?;
    let (Ok(d), Ok(p)) = (dir.canonicalize(), parent.canonicalize()) else {
        return Err(format!("{} is in no folder that exists", rel.display()));
    };
    let in_dir = |c: &Path| c.starts_with(&d);
    let file_ok = match full.symlink_metadata() {
        Ok(m) if m.file_type().is_symlink() => full.canonicalize().is_ok_and(|c| in_dir(&c)),
        _ => true,
    };
    if in_dir(&p) && file_ok { Ok(()) } else { Err(out()) }
}
