//! A compile's fusion groups by the FX nodes they compute: Inductor's own, from the
//! `ir_post_fusion.txt` of a TORCH_COMPILE_DEBUG folder or corpus case, where the side has one;
//! else quantbench's scheduler's on the post-grad graph.
//!
//! Inductor's dump names scheduler nodes (`op3`), not FX nodes. Our lowering of the same graph
//! numbers its nodes as Inductor does and records each one's `origins`; aligning our nodes with
//! the dump's by what they compute ([`crate::sched::compare::inductor_names`], as `fuse
//! --compare` does) names each of Inductor's nodes by its FX nodes. Where our lowering fails,
//! Inductor's groups are named by Inductor's node names alone, and both sides must be.
use super::units::Unit;
use super::{CompileKey, artifact_text};
use crate::import::inductor_ir::{IrDump, parse_ir_dump};
use crate::ir::{Document, Graph};
use crate::sched::{Config, CostModel, Policy, Schedule, schedule};
use std::collections::{BTreeMap, HashMap};

/// One side's groups and where they came from.
#[derive(Debug, Clone)]
pub struct Groups {
    /// `Inductor's ir_post_fusion.txt`, `quantbench's scheduler (inductor-cpu)`.
    pub from: String,
    pub units: Vec<Unit>,
    /// Members named by Inductor's node names (`op3`), not FX nodes: our lowering could not
    /// name them (the reason is in `from`).
    pub by_op_names: bool,
    /// Inductor's dump, kept so that a side named by FX nodes can be named by op names too
    /// when the other side could not be.
    by_op: Option<Vec<Unit>>,
}

impl Groups {
    /// These groups named by Inductor's node names, if they came from Inductor's dump.
    pub fn by_op_names(&self) -> Option<Vec<Unit>> {
        self.by_op.clone()
    }
}

/// The graph with its size symbols bound to their hints (a graph with symbolic sizes is
/// scheduled as Inductor does, deciding by hints); the graph itself when its sizes are static.
fn hinted(g: &Graph) -> Result<std::borrow::Cow<'_, Graph>, String> {
    if !crate::ir::specialize::is_dynamic(g) {
        return Ok(std::borrow::Cow::Borrowed(g));
    }
    let syms = crate::interp::io::graph_symbols(g);
    let env = g.shape_env.0.as_deref();
    let mut hints = BTreeMap::new();
    for s in &syms {
        match env.and_then(|e| e.value_of(s)) {
            Some((v, _)) => {
                hints.insert(s.clone(), v);
            }
            None => return Err(format!("symbolic size {s} has no hint in the document")),
        }
    }
    Ok(std::borrow::Cow::Owned(crate::ir::shape_env::with_given_sizes(g, &hints)))
}

/// The fusion knobs of the compile's `compilation_metrics` (`inductor_config`, the whole of
/// `torch._inductor.config` as the compile saw it), and the ones that are not Inductor's
/// defaults (`max_fusion_size=1`).
pub fn logged_config(doc: &Document, key: &CompileKey) -> Option<(Config, Vec<String>)> {
    let m = doc.artifacts.iter().rev().find(|a| {
        a.kind == crate::ir::ArtifactKind::Metrics
            && a.compile_id == key.compile_id
            && a.rank == key.rank
    })?;
    let meta = m.metadata().ok()?;
    let text = meta.get("inductor_config")?.as_str()?;
    let v: serde_json::Value = serde_json::from_str(text).ok()?;
    let mut c = Config::default();
    let mut changed = vec![];
    let mut usize_knob = |name: &str, field: &mut usize| {
        if let Some(x) = v.get(name).and_then(serde_json::Value::as_u64) {
            let x = usize::try_from(x).unwrap_or(usize::MAX);
            if x != *field {
                changed.push(format!("{name}={x}"));
            }
            *field = x;
        }
    };
    usize_knob("max_fusion_size", &mut c.max_fusion_size);
    usize_knob(
        "max_fusion_buffer_group_pairwise_attempts",
        &mut c.max_fusion_buffer_group_pairwise_attempts,
    );
    usize_knob("cpp.max_horizontal_fusion_size", &mut c.cpp_max_horizontal_fusion_size);
    if let Some(x) = v.get("score_fusion_memory_threshold").and_then(serde_json::Value::as_i64) {
        if x != c.score_fusion_memory_threshold {
            changed.push(format!("score_fusion_memory_threshold={x}"));
        }
        c.score_fusion_memory_threshold = x;
    }
    if let Some(x) = v.get("max_fusion_unique_io_buffers").and_then(serde_json::Value::as_u64) {
        changed.push(format!("max_fusion_unique_io_buffers={x}"));
        c.max_fusion_unique_io_buffers = Some(usize::try_from(x).unwrap_or(usize::MAX));
    }
    let mut bool_knob = |name: &str, field: &mut bool| {
        if let Some(x) = v.get(name).and_then(serde_json::Value::as_bool) {
            if x != *field {
                changed.push(format!("{name}={}", if x { "True" } else { "False" }));
            }
            *field = x;
        }
    };
    bool_knob("aggressive_fusion", &mut c.aggressive_fusion);
    bool_knob("epilogue_fusion", &mut c.epilogue_fusion);
    bool_knob("epilogue_fusion_first", &mut c.epilogue_fusion_first);
    bool_knob("prologue_fusion", &mut c.prologue_fusion);
    bool_knob("benchmark_epilogue_fusion", &mut c.benchmark_epilogue_fusion);
    bool_knob("benchmark_fusion", &mut c.benchmark_fusion);
    bool_knob("loop_ordering_after_fusion", &mut c.loop_ordering_after_fusion);
    Some((c, changed))
}

fn run_schedule(g: &Graph, policy: Policy, config: Config) -> Result<Schedule, String> {
    let g = hinted(g)?;
    schedule(&g, policy, config, Box::new(CostModel::default())).map_err(|e| {
        if e.inductor_refuses() {
            format!("Inductor refuses to lower this graph: {e}")
        } else {
            format!("quantbench cannot lower it: {e}")
        }
    })
}

/// FX nodes of each of our scheduler nodes, in first-seen order.
fn origins(s: &Schedule) -> HashMap<&str, &[String]> {
    s.lowered.operations.iter().map(|o| (o.name.as_str(), o.origins.as_slice())).collect()
}

fn union(names: impl Iterator<Item = String>) -> Vec<String> {
    let mut out: Vec<String> = vec![];
    for n in names {
        if !out.contains(&n) {
            out.push(n);
        }
    }
    out
}

/// The groups of the compile `key`, whose post-grad graph is `g`.
pub fn groups(
    doc: &Document,
    key: &CompileKey,
    g: &Graph,
    policy: Policy,
) -> Result<Groups, String> {
    let dump = |name: &str| -> Result<Option<IrDump>, String> {
        match artifact_text(doc, key, |n| n == name || n == format!("{name}.txt"))? {
            Some((label, text)) => {
                parse_ir_dump(&text, &label).map(Some).map_err(|e| e.to_string())
            }
            None => Ok(None),
        }
    };
    let Some(post) = dump("ir_post_fusion")? else {
        let (config, from) = match logged_config(doc, key) {
            Some((c, changed)) if changed.is_empty() => {
                (c, "the log's inductor_config, Inductor's defaults".into())
            }
            Some((c, changed)) => (c, format!("the log's inductor_config: {}", changed.join(", "))),
            None => (Config::default(), "Inductor's default config".to_string()),
        };
        let s = run_schedule(g, policy, config)?;
        let o = origins(&s);
        let units = s
            .groups
            .iter()
            .map(|grp| Unit {
                name: grp.name.clone(),
                kind: grp.kind.clone(),
                nodes: union(
                    grp.members
                        .iter()
                        .flat_map(|m| o.get(m.as_str()).copied().unwrap_or(&[]).iter().cloned()),
                ),
            })
            .collect();
        return Ok(Groups {
            from: format!("quantbench's scheduler ({policy}, {from})"),
            units,
            by_op_names: false,
            by_op: None,
        });
    };
    let by_op: Vec<Unit> = post
        .nodes
        .iter()
        .map(|n| Unit { name: n.name.clone(), kind: n.kind.clone(), nodes: n.member_names() })
        .collect();
    let pre = dump("ir_pre_fusion")?;
    // Only to name Inductor's nodes: the lowering, not the fusion, is what matters here.
    let s = match run_schedule(g, policy, Config::default()) {
        Ok(s) => s,
        Err(why) => {
            return Ok(Groups {
                from: format!("Inductor's ir_post_fusion.txt, by Inductor's node names ({why})"),
                units: by_op.clone(),
                by_op_names: true,
                by_op: Some(by_op),
            });
        }
    };
    let ours_to_theirs = crate::sched::compare::inductor_names(&s, pre.as_ref().unwrap_or(&post));
    let o = origins(&s);
    let fx_of: HashMap<&str, &[String]> = ours_to_theirs
        .iter()
        .filter_map(|(ours, theirs)| o.get(ours.as_str()).map(|f| (theirs.as_str(), *f)))
        .collect();
    let units = by_op
        .iter()
        .map(|u| Unit {
            name: u.name.clone(),
            kind: u.kind.clone(),
            nodes: union(
                u.nodes
                    .iter()
                    .flat_map(|m| fx_of.get(m.as_str()).copied().unwrap_or(&[]).iter().cloned()),
            ),
        })
        .collect();
    Ok(Groups {
        from: "Inductor's ir_post_fusion.txt".into(),
        units,
        by_op_names: false,
        by_op: Some(by_op),
    })
}
