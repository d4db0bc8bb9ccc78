//! Two documents of one program (before and after a change to PyTorch, two configs, two
//! quantization libraries), compile by compile: each stage's graph diff aligned by content
//! ([`crate::ir::diff`]), the fusion groups and kernels that appeared, disappeared or changed
//! (by the FX nodes they compute, through the post-grad stages' node matching), and the compile
//! timings both sides recorded. `quantbench diff`, the scenario expectation `no_fusion_change`
//! and the window's comparison view read it.
//!
//! Compiles are paired by compile id (and rank); stages within a compile by name (the k-th
//! stage of a name with the k-th). Two documents of one compile each are paired whatever their
//! ids, since a TORCH_COMPILE_DEBUG folder names its compile after the folder and a log by
//! frame: the report says so.
pub mod fusion;
pub mod kernels;
pub mod nodes;
pub mod report;
pub mod timing;
pub mod units;

use crate::ir::{Document, Stage};
use crate::sched::Policy;
use nodes::NodesDiff;
use serde::Serialize;
use std::path::{Path, PathBuf};
use units::{Unit, UnitsDiff, diff_units};

/// A compile of a document: its compile id and, in a directory of per-rank logs, its rank.
#[derive(Debug, Clone, PartialEq, Eq, Hash, Serialize)]
pub struct CompileKey {
    pub compile_id: Option<String>,
    pub rank: Option<u32>,
}

impl CompileKey {
    pub fn of(s: &Stage) -> CompileKey {
        CompileKey { compile_id: s.compile_id.clone(), rank: s.rank }
    }
    /// `0/0`, `rank1/0/0`, `(no compile id)`.
    pub fn label(&self) -> String {
        let id = self.compile_id.clone().unwrap_or_else(|| "(no compile id)".into());
        match self.rank {
            Some(r) => format!("rank{r}/{id}"),
            None => id,
        }
    }
}

/// The text of the compile's artifact whose name `want` accepts, with a label for messages
/// (its path where the reader recorded one).
pub(crate) fn artifact_text(
    doc: &Document,
    key: &CompileKey,
    want: impl Fn(&str) -> bool,
) -> Result<Option<(String, String)>, String> {
    let Some(a) = doc
        .artifacts
        .iter()
        .find(|a| a.compile_id == key.compile_id && a.rank == key.rank && want(&a.name))
    else {
        return Ok(None);
    };
    let label = a
        .metadata()
        .ok()
        .and_then(|m| m.get("path").and_then(|p| p.as_str()).map(str::to_string))
        .unwrap_or_else(|| a.name.clone());
    let text = a.text().map_err(|e| e.to_string())?;
    Ok(Some((label, text.into_owned())))
}

/// One stage on both sides.
#[derive(Debug, Clone, PartialEq, Serialize)]
pub struct StageDiff {
    pub name: String,
    /// Why the stage could not be compared (a graph that does not parse).
    pub error: Option<String>,
    pub nodes: NodesDiff,
}

/// Groups or kernels of both sides: where each side's came from, and their diff.
#[derive(Debug, Clone, PartialEq, Serialize)]
pub struct Section {
    pub a: String,
    pub b: String,
    pub diff: UnitsDiff,
    #[serde(skip)]
    pub units_a: Vec<Unit>,
    #[serde(skip)]
    pub units_b: Vec<Unit>,
}

#[derive(Debug, Clone, PartialEq, Serialize)]
pub struct CompileDiff {
    pub a: CompileKey,
    pub b: CompileKey,
    pub stages: Vec<StageDiff>,
    pub stages_only_a: Vec<String>,
    pub stages_only_b: Vec<String>,
    /// The post-grad stages (A's, B's) the groups and kernels were read against.
    pub post_grad: Option<(String, String)>,
    pub groups: Option<Section>,
    pub kernels: Option<Section>,
    pub timings: Vec<timing::Timing>,
    /// Facts about the comparison that are no difference (no output code on either side).
    pub notes: Vec<String>,
    /// What could not be compared, and why.
    pub errors: Vec<String>,
}

impl CompileDiff {
    pub fn fusion_changed(&self) -> bool {
        self.groups.as_ref().is_some_and(|s| !s.diff.is_empty())
            || self.kernels.as_ref().is_some_and(|s| !s.diff.is_empty())
    }
    pub fn differs(&self) -> bool {
        !self.stages_only_a.is_empty()
            || !self.stages_only_b.is_empty()
            || self.stages.iter().any(|s| !s.nodes.is_empty())
            || self.fusion_changed()
    }
}

#[derive(Debug, Clone, PartialEq, Serialize)]
pub struct DocDiff {
    pub a: String,
    pub b: String,
    pub compiles: Vec<CompileDiff>,
    pub compiles_only_a: Vec<String>,
    pub compiles_only_b: Vec<String>,
    pub notes: Vec<String>,
}

impl DocDiff {
    /// Anything differs (timings aside).
    pub fn differs(&self) -> bool {
        !self.compiles_only_a.is_empty()
            || !self.compiles_only_b.is_empty()
            || self.compiles.iter().any(CompileDiff::differs)
    }
    /// Every error of every compile, `compile 0/0: why`.
    pub fn errors(&self) -> Vec<String> {
        self.compiles.iter().flat_map(CompileDiff::error_lines).collect()
    }
}

impl CompileDiff {
    /// The stages that could not be read and what could not be compared, `compile 0/0: why`.
    pub fn error_lines(&self) -> Vec<String> {
        let stage_errors = self
            .stages
            .iter()
            .filter_map(|s| s.error.as_ref().map(|e| format!("stage {}: {e}", s.name)));
        stage_errors
            .chain(self.errors.iter().cloned())
            .map(|e| format!("compile {}: {e}", self.a.label()))
            .collect()
    }
}

#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Options {
    /// Whose fusion rules schedule a side without Inductor's dumps.
    pub policy: Policy,
}

impl Default for Options {
    fn default() -> Options {
        Options { policy: Policy::InductorCpu }
    }
}

/// The compiles of a document that hold stages, in stage order.
pub fn compiles(doc: &Document) -> Vec<CompileKey> {
    let mut out: Vec<CompileKey> = vec![];
    for s in &doc.stages {
        let k = CompileKey::of(s);
        if !out.contains(&k) {
            out.push(k);
        }
    }
    out
}

fn path_label(doc: &Document) -> String {
    doc.path.as_ref().map_or_else(|| "(unnamed)".into(), |p| p.display().to_string())
}

pub fn diff_documents(a: &Document, b: &Document, opts: &Options) -> DocDiff {
    let (ka, kb) = (compiles(a), compiles(b));
    let mut d = DocDiff {
        a: path_label(a),
        b: path_label(b),
        compiles: vec![],
        compiles_only_a: vec![],
        compiles_only_b: vec![],
        notes: vec![],
    };
    let shared: Vec<&CompileKey> = ka.iter().filter(|k| kb.contains(k)).collect();
    if shared.is_empty() && ka.len() == 1 && kb.len() == 1 && ka[0] != kb[0] {
        d.notes.push(format!(
            "compile {} of A paired with compile {} of B: each side has only that one",
            ka[0].label(),
            kb[0].label()
        ));
        d.compiles.push(diff_compiles(a, &ka[0], b, &kb[0], opts));
        return d;
    }
    for k in &ka {
        if kb.contains(k) {
            d.compiles.push(diff_compiles(a, k, b, k, opts));
        } else {
            d.compiles_only_a.push(k.label());
        }
    }
    d.compiles_only_b = kb.iter().filter(|k| !ka.contains(k)).map(CompileKey::label).collect();
    d
}

/// The stages of a compile, by index.
fn stages_of(doc: &Document, key: &CompileKey) -> Vec<usize> {
    (0..doc.stages.len()).filter(|&i| CompileKey::of(&doc.stages[i]) == *key).collect()
}

/// The graph Inductor lowers: the last post-grad stage of the compile (`inductor_post_grad_graph`,
/// `after_post_grad_graph`, a debug folder's `fx_graph_transformed`, TORCH_LOGS' `post_grad`),
/// or its only stage.
pub fn post_grad_stage(doc: &Document, key: &CompileKey) -> Option<usize> {
    let idx = stages_of(doc, key);
    let is_post = |n: &str| n.contains("post_grad") || n == "fx_graph_transformed";
    idx.iter().rev().copied().find(|&i| is_post(&doc.stages[i].name)).or(match idx.as_slice() {
        [only] => Some(*only),
        _ => None,
    })
}

/// B's compile for A's compile `ka`: the same compile id (and rank), or where each document has
/// one compile, B's one (as [`diff_documents`] pairs them).
pub fn paired_compile(a: &Document, ka: &CompileKey, b: &Document) -> Option<CompileKey> {
    let kb = compiles(b);
    if kb.contains(ka) {
        return Some(ka.clone());
    }
    (compiles(a).len() == 1 && kb.len() == 1).then(|| kb[0].clone())
}

/// B's stage for A's stage `ia`: in the paired compile, the k-th stage of the same name for
/// the k-th in A; A's post-grad stage pairs with B's whatever their names.
pub fn paired_stage(a: &Document, ia: usize, b: &Document) -> Option<usize> {
    let st = a.stages.get(ia)?;
    let ka = CompileKey::of(st);
    let kb = paired_compile(a, &ka, b)?;
    let (sa, sb) = (stages_of(a, &ka), stages_of(b, &kb));
    for (x, y) in pair_stages(a, &sa, b, &sb) {
        if x == Some(ia) && y.is_some() {
            return y;
        }
    }
    if post_grad_stage(a, &ka) == Some(ia) { post_grad_stage(b, &kb) } else { None }
}

/// Stages paired by name: the k-th stage of a name in A with the k-th of that name in B.
fn pair_stages(
    a: &Document,
    ia: &[usize],
    b: &Document,
    ib: &[usize],
) -> Vec<(Option<usize>, Option<usize>)> {
    let mut used = vec![false; ib.len()];
    let mut out = vec![];
    for &i in ia {
        let name = &a.stages[i].name;
        let j = (0..ib.len()).find(|&j| !used[j] && b.stages[ib[j]].name == *name);
        if let Some(j) = j {
            used[j] = true;
        }
        out.push((Some(i), j.map(|j| ib[j])));
    }
    out.extend((0..ib.len()).filter(|&j| !used[j]).map(|j| (None, Some(ib[j]))));
    out
}

fn diff_stage(a: &Stage, b: &Stage) -> StageDiff {
    let r = a.peek(|ga| b.peek(|gb| nodes::diff_nodes(ga, gb)));
    match r.and_then(|r| r) {
        Ok(nodes) => StageDiff { name: a.name.clone(), error: None, nodes },
        Err(e) => StageDiff {
            name: a.name.clone(),
            error: Some(e.to_string()),
            nodes: NodesDiff::default(),
        },
    }
}

/// One compile of A against one of B.
pub fn diff_compiles(
    a: &Document,
    ka: &CompileKey,
    b: &Document,
    kb: &CompileKey,
    opts: &Options,
) -> CompileDiff {
    let (ia, ib) = (stages_of(a, ka), stages_of(b, kb));
    let mut c = CompileDiff {
        a: ka.clone(),
        b: kb.clone(),
        stages: vec![],
        stages_only_a: vec![],
        stages_only_b: vec![],
        post_grad: None,
        groups: None,
        kernels: None,
        timings: timing::timings(a, ka, b, kb),
        notes: vec![],
        errors: vec![],
    };
    for pair in pair_stages(a, &ia, b, &ib) {
        match pair {
            (Some(i), Some(j)) => c.stages.push(diff_stage(&a.stages[i], &b.stages[j])),
            (Some(i), None) => c.stages_only_a.push(a.stages[i].name.clone()),
            (None, Some(j)) => c.stages_only_b.push(b.stages[j].name.clone()),
            (None, None) => {}
        }
    }
    let (Some(pa), Some(pb)) = (post_grad_stage(a, ka), post_grad_stage(b, kb)) else {
        c.notes.push("no post-grad graph on both sides: fusion not compared".into());
        return c;
    };
    let (na, nb) = (a.stages[pa].name.clone(), b.stages[pb].name.clone());
    // A debug folder's `fx_graph_transformed` is a log's `inductor_post_grad_graph`: compared
    // as one stage rather than listed on each side.
    if na != nb && c.stages_only_a.contains(&na) && c.stages_only_b.contains(&nb) {
        c.stages_only_a.retain(|s| *s != na);
        c.stages_only_b.retain(|s| *s != nb);
        let mut d = diff_stage(&a.stages[pa], &b.stages[pb]);
        d.name = format!("{na} / {nb}");
        c.stages.push(d);
    }
    c.post_grad = Some((na, nb));
    let r = a.stages[pa]
        .peek(|ga| b.stages[pb].peek(|gb| fusion_and_kernels(a, ka, ga, b, kb, gb, opts, &mut c)));
    if let Err(e) = r.and_then(|r| r) {
        c.errors.push(format!("post-grad graph: {e}"));
    }
    c
}

#[allow(clippy::too_many_arguments, reason = "both sides' document, compile and graph")]
fn fusion_and_kernels(
    a: &Document,
    ka: &CompileKey,
    ga: &crate::ir::Graph,
    b: &Document,
    kb: &CompileKey,
    gb: &crate::ir::Graph,
    opts: &Options,
    c: &mut CompileDiff,
) {
    let matching = nodes::diff_nodes(ga, gb);
    let to_a = |n: &str| matching.renamed.get(n).cloned().unwrap_or_else(|| n.to_string());
    let same = |n: &str| n.to_string();
    let (fa, fb) = (fusion::groups(a, ka, ga, opts.policy), fusion::groups(b, kb, gb, opts.policy));
    match (&fa, &fb) {
        (Ok(x), Ok(y)) => {
            // Both sides by FX nodes, or both by Inductor's node names.
            let pair = match (x.by_op_names, y.by_op_names) {
                (false, false) => Some((x.units.clone(), y.units.clone(), false)),
                _ => x.by_op_names().zip(y.by_op_names()).map(|(p, q)| (p, q, true)),
            };
            match pair {
                Some((ua, ub, by_op)) => {
                    let diff = if by_op {
                        diff_units(&ua, &ub, &same)
                    } else {
                        diff_units(&ua, &ub, &to_a)
                    };
                    c.groups = Some(Section {
                        a: x.from.clone(),
                        b: y.from.clone(),
                        diff,
                        units_a: ua,
                        units_b: ub,
                    });
                }
                None => c.errors.push(format!(
                    "groups: A's are {}, B's {}: no common names to compare them by",
                    x.from, y.from
                )),
            }
        }
        (Err(e), _) => c.errors.push(format!("groups of A: {e}")),
        (_, Err(e)) => c.errors.push(format!("groups of B: {e}")),
    }
    match (kernels::kernels(a, ka), kernels::kernels(b, kb)) {
        (Ok(Some(x)), Ok(Some(y))) => {
            let diff = if x.post_grad_names && y.post_grad_names {
                diff_units(&x.units, &y.units, &to_a)
            } else {
                diff_units(&x.units, &y.units, &same)
            };
            c.kernels = Some(Section { a: x.from, b: y.from, diff, units_a: x.units, units_b: y.units });
        }
        (Ok(None), Ok(None)) => c.notes.push(
            "kernels: neither side has Inductor's output code; the groups are what would become kernels"
                .into(),
        ),
        (Ok(x), Ok(y)) => c.errors.push(format!(
            "kernels: only {} has Inductor's output code",
            if x.is_some() && y.is_none() { "A" } else { "B" }
        )),
        (Err(e), _) => c.errors.push(format!("kernels of A: {e}")),
        (_, Err(e)) => c.errors.push(format!("kernels of B: {e}")),
    }
}

/// The case folder a path names: a folder holding `post_grad.txt`, or that file itself.
fn case_folder(path: &Path) -> Option<PathBuf> {
    if path.is_dir() && path.join("post_grad.txt").is_file() {
        return Some(path.to_path_buf());
    }
    let parent = path.parent()?;
    (path.file_name().is_some_and(|n| n == "post_grad.txt") && path.is_file())
        .then(|| parent.to_path_buf())
}

/// The graph file a side's path stands for: a case folder's `post_grad.txt`, else the path
/// (a debug folder is read whole).
pub fn side_file(path: &Path) -> PathBuf {
    match case_folder(path) {
        Some(dir) => dir.join("post_grad.txt"),
        None => path.to_path_buf(),
    }
}

/// Reads one side as Inductor compiled it (invoke_quant canonicalized, no library dequant
/// recognized, so that no rewrite of ours shows as a difference), with a case folder's dumps.
pub fn load_side(path: &Path) -> Result<Document, String> {
    let mut doc = crate::import::load_path(&side_file(path)).map_err(|e| e.to_string())?;
    add_case_dumps(&mut doc, path)?;
    Ok(doc)
}

/// Inductor's dumps beside a corpus case's `post_grad.txt` (`ir_pre_fusion.txt`,
/// `ir_post_fusion.txt`, `output_code.py`), kept as the artifacts of its compile, as a debug
/// folder's are. `path` is the case folder or its `post_grad.txt`; anything else is left alone.
pub fn add_case_dumps(doc: &mut Document, path: &Path) -> Result<(), String> {
    use crate::ir::{Artifact, ArtifactKind};
    let Some(dir) = case_folder(path) else { return Ok(()) };
    let compile_id = doc.stages.first().and_then(|s| s.compile_id.clone());
    for (file, name, kind) in [
        ("ir_pre_fusion.txt", "ir_pre_fusion", ArtifactKind::SchedulerIr),
        ("ir_post_fusion.txt", "ir_post_fusion", ArtifactKind::SchedulerIr),
        ("output_code.py", "output_code", ArtifactKind::OutputCode),
    ] {
        let path = dir.join(file);
        if !path.is_file() {
            continue;
        }
        let shown = path.display().to_string();
        let bytes =
            crate::util::read::read_file(&path).map_err(|e| format!("{shown}: {}", e.reason()))?;
        let text = crate::import::utf8_text(&bytes, &shown).map_err(|e| e.to_string())?;
        doc.artifacts.push(Artifact::new(
            name.into(),
            compile_id.clone(),
            kind,
            serde_json::json!({ "path": shown }),
            text.to_string(),
        ));
    }
    Ok(())
}
