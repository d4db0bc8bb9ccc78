//! Where the ranks of a distributed run compiled differently, as tlparse's multi-rank page
//! warns: different compile ids (a rank compiled something the others did not: hangs and
//! timeouts follow), different cache hit/miss sequences, different collective schedules
//! (`inductor_collective_schedule`), tensor metadata or runtime estimates
//! (`inductor_runtime_and_tensor_meta`), and a different graph execution order
//! (`graph_execution`).
use super::collectives::{GraphExecution, short_kernel};
use super::{CacheOutcome, CompileStory};
use serde::Serialize;

/// Ranks that share one sequence.
#[derive(Debug, Clone, PartialEq, Eq, Serialize)]
pub struct RankGroup {
    pub ranks: Vec<u32>,
    pub sequence: String,
}

#[derive(Debug, Clone, Default, PartialEq, Serialize)]
pub struct Divergence {
    pub ranks: Vec<u32>,
    /// Ranks grouped by the compile ids they have (one group: no divergence).
    pub compile_id_groups: Vec<RankGroup>,
    /// Ranks grouped by their cache hit/miss sequence (one group: no divergence).
    pub cache_groups: Vec<RankGroup>,
    /// Ranks grouped by their collective schedules, every graph's in log order (empty: no rank
    /// logged `inductor_collective_schedule`).
    pub collective_groups: Vec<RankGroup>,
    /// The first collective where the schedules differ: (kernel index, each group's kernel there).
    #[serde(skip_serializing_if = "Option::is_none")]
    pub collective_first_difference: Option<(usize, Vec<String>)>,
    /// Ranks grouped by tensor-meta fingerprint: every op's name and outputs (shape, stride,
    /// dtype) of every graph, runtimes left out (empty: none logged).
    pub tensor_meta_groups: Vec<RankGroup>,
    /// The first op whose tensor meta differs: (op index, each group's op there).
    #[serde(skip_serializing_if = "Option::is_none")]
    pub tensor_meta_first_difference: Option<(usize, Vec<String>)>,
    /// Per graph (the n-th graph of every rank), the fastest and slowest rank by estimated
    /// runtime, where they differ.
    pub runtime_deltas: Vec<RuntimeDelta>,
    /// Ranks logged runtime estimates for different numbers of graphs: (rank, graphs) each; the
    /// runtimes are then not compared, as tlparse does.
    pub runtime_graph_counts: Option<Vec<(u32, usize)>>,
    /// Ranks grouped by the compile ids of the graphs they ran, in order (empty: no
    /// `graph_execution` logged).
    pub execution_order_groups: Vec<RankGroup>,
    /// Execution indexes where every rank ran a graph but their collective schedules differ
    /// (tlparse's schedule mismatch).
    pub execution_schedule_mismatches: Vec<usize>,
}

/// The estimated runtimes of the n-th graph across ranks (sum of its ops'
/// `estimated_runtime_ns`).
#[derive(Debug, Clone, PartialEq, Serialize)]
pub struct RuntimeDelta {
    pub graph: usize,
    /// The graph's compile id on the fastest rank.
    pub compile_id: String,
    pub fastest: (u32, f64),
    pub slowest: (u32, f64),
}

impl RuntimeDelta {
    pub fn delta_ns(&self) -> f64 {
        self.slowest.1 - self.fastest.1
    }
}

impl Divergence {
    /// `ranks`: every rank read (a rank that logged no compile counts, with nothing).
    pub fn of(compiles: &[CompileStory], ranks: &[u32]) -> Divergence {
        let mut ranks = ranks.to_vec();
        ranks.extend(compiles.iter().filter_map(|c| c.rank));
        ranks.sort_unstable();
        ranks.dedup();
        let mut ids = Vec::new();
        let mut caches = Vec::new();
        for &r in &ranks {
            let mine: Vec<&CompileStory> = compiles.iter().filter(|c| c.rank == Some(r)).collect();
            let mut set: Vec<&str> = mine.iter().map(|c| c.compile_id.as_str()).collect();
            set.sort_unstable();
            set.dedup();
            ids.push((r, set.join(", ")));
            let seq: Vec<String> = mine
                .iter()
                .filter(|c| !c.cache.is_empty())
                .map(|c| {
                    let events: Vec<String> = c
                        .cache
                        .iter()
                        .map(|e| {
                            let o = match e.outcome {
                                CacheOutcome::Hit => "hit",
                                CacheOutcome::Miss => "miss",
                                CacheOutcome::Bypass => "bypass",
                            };
                            format!("{} {o}", e.cache)
                        })
                        .collect();
                    format!("{}: {}", c.compile_id, events.join(", "))
                })
                .collect();
            caches.push((r, seq.join("; ")));
        }
        let mut d = Divergence {
            compile_id_groups: group(&ids),
            cache_groups: group(&caches),
            ranks,
            ..Default::default()
        };
        d.compare_inductor(compiles);
        d
    }

    /// For a directory of per-rank logs (None for one log).
    pub fn of_document(doc: &crate::ir::Document) -> Option<Divergence> {
        let ranks = doc.ranks();
        (ranks.len() > 1).then(|| {
            let mut d = Divergence::of(&doc.compiles, &ranks);
            d.compare_execution(&doc.compiles, &doc.graph_executions);
            d
        })
    }

    /// Collective schedules, tensor meta and runtime estimates, as tlparse compares them.
    fn compare_inductor(&mut self, compiles: &[CompileStory]) {
        let mine = |r: u32| compiles.iter().filter(move |c| c.rank == Some(r));
        if compiles.iter().any(|c| !c.collective_schedules.is_empty()) {
            let per: Vec<(u32, Vec<String>)> = self
                .ranks
                .iter()
                .map(|&r| {
                    let ops = mine(r)
                        .flat_map(|c| {
                            c.collective_schedules
                                .iter()
                                .flatten()
                                .map(move |k| format!("{} {}", c.compile_id, short_kernel(k)))
                        })
                        .collect();
                    (r, ops)
                })
                .collect();
            (self.collective_groups, self.collective_first_difference) = group_lists(&per);
        }
        if compiles.iter().any(|c| !c.runtimes.is_empty()) {
            let per: Vec<(u32, Vec<String>)> = self
                .ranks
                .iter()
                .map(|&r| {
                    let ops = mine(r)
                        .flat_map(|c| {
                            c.runtimes
                                .iter()
                                .flatten()
                                .map(move |op| format!("{} {}", c.compile_id, op.meta_text()))
                        })
                        .collect();
                    (r, ops)
                })
                .collect();
            let (mut groups, first) = group_lists(&per);
            // A fingerprint names the group; the ops themselves are too long for one line.
            for g in &mut groups {
                if let Some((_, ops)) = per.iter().find(|(r, _)| *r == g.ranks[0]) {
                    let fp = fnv1a(&ops.join("\n"));
                    g.sequence = format!("fingerprint {fp:016x}, {} ops", ops.len());
                }
            }
            self.tensor_meta_groups = groups;
            self.tensor_meta_first_difference = first;
            let graphs: Vec<(u32, Vec<(String, f64)>)> = self
                .ranks
                .iter()
                .map(|&r| {
                    let g = mine(r)
                        .flat_map(|c| {
                            c.runtimes.iter().map(move |ops| {
                                let ns = ops.iter().map(|o| o.estimated_runtime_ns).sum::<f64>();
                                (c.compile_id.clone(), ns)
                            })
                        })
                        .collect();
                    (r, g)
                })
                .collect();
            let n = graphs[0].1.len();
            if graphs.iter().any(|(_, g)| g.len() != n) {
                self.runtime_graph_counts =
                    Some(graphs.iter().map(|(r, g)| (*r, g.len())).collect());
            } else {
                for i in 0..n {
                    let at = |k: usize| (graphs[k].0, graphs[k].1[i].1);
                    let lo = (0..graphs.len()).min_by(|&a, &b| at(a).1.total_cmp(&at(b).1));
                    let hi = (0..graphs.len()).max_by(|&a, &b| at(a).1.total_cmp(&at(b).1));
                    if let (Some(lo), Some(hi)) = (lo, hi)
                        && at(hi).1 > at(lo).1
                    {
                        self.runtime_deltas.push(RuntimeDelta {
                            graph: i,
                            compile_id: graphs[lo].1[i].0.clone(),
                            fastest: at(lo),
                            slowest: at(hi),
                        });
                    }
                }
            }
        }
    }

    /// `graph_execution` orders, and the collective schedules of the graphs each index ran.
    fn compare_execution(&mut self, compiles: &[CompileStory], execs: &[GraphExecution]) {
        if execs.is_empty() {
            return;
        }
        let per: Vec<(u32, Vec<String>)> = self
            .ranks
            .iter()
            .map(|&r| {
                let order = execs
                    .iter()
                    .filter(|e| e.rank == Some(r))
                    .flat_map(|e| e.order.iter().cloned())
                    .collect();
                (r, order)
            })
            .collect();
        self.execution_order_groups = group_lists(&per).0;
        let schedule = |r: u32, id: &str| {
            compiles
                .iter()
                .find(|c| c.rank == Some(r) && c.compile_id == id)
                .map(|c| c.collective_schedules.clone())
                .unwrap_or_default()
        };
        let longest = per.iter().map(|(_, o)| o.len()).max().unwrap_or(0);
        for i in 0..longest {
            let at: Vec<Option<Vec<Vec<String>>>> =
                per.iter().map(|(r, o)| o.get(i).map(|id| schedule(*r, id))).collect();
            if at.iter().all(Option::is_some) && at.windows(2).any(|w| w[0] != w[1]) {
                self.execution_schedule_mismatches.push(i);
            }
        }
    }

    pub fn collectives_diverge(&self) -> bool {
        self.collective_groups.len() > 1
    }

    pub fn tensor_meta_diverges(&self) -> bool {
        self.tensor_meta_groups.len() > 1
    }

    pub fn execution_order_diverges(&self) -> bool {
        self.execution_order_groups.len() > 1
    }

    pub fn compile_ids_diverge(&self) -> bool {
        self.compile_id_groups.len() > 1
    }

    pub fn cache_diverges(&self) -> bool {
        self.cache_groups.len() > 1
    }

    /// tlparse's warnings, one line each, with the groups of ranks (empty: the ranks agree).
    pub fn warnings(&self) -> Vec<String> {
        let groups = |g: &[RankGroup]| {
            g.iter()
                .map(|g| {
                    let r: Vec<String> = g.ranks.iter().map(u32::to_string).collect();
                    let seq = if g.sequence.is_empty() { "none" } else { g.sequence.as_str() };
                    format!("ranks {} ({seq})", r.join(", "))
                })
                .collect::<Vec<_>>()
                .join(" vs ")
        };
        let mut out = Vec::new();
        if self.compile_ids_diverge() {
            out.push(format!(
                "Diverging Compilation IDs detected across ranks (hangs or timeouts may follow): {}",
                groups(&self.compile_id_groups)
            ));
        }
        if self.cache_diverges() {
            out.push(format!(
                "Diverging Cache hit/miss patterns detected across ranks: {}",
                groups(&self.cache_groups)
            ));
        }
        let first = |f: &Option<(usize, Vec<String>)>, what: &str, g: &[RankGroup]| match f {
            Some((i, at)) => {
                let each: Vec<String> = g
                    .iter()
                    .zip(at)
                    .map(|(g, a)| format!("{} {a}", ranks_word(&g.ranks)))
                    .collect();
                format!("; first difference at {what} {i}: {}", each.join(" vs "))
            }
            None => String::new(),
        };
        if self.collectives_diverge() {
            out.push(format!(
                "Diverging collective operation schedules detected across ranks: {}{}",
                groups(&self.collective_groups),
                first(&self.collective_first_difference, "collective", &self.collective_groups)
            ));
        }
        if self.tensor_meta_diverges() {
            out.push(format!(
                "Diverging tensor metadata detected across ranks: {}{}",
                groups(&self.tensor_meta_groups),
                first(&self.tensor_meta_first_difference, "op", &self.tensor_meta_groups)
            ));
        }
        if let Some(counts) = &self.runtime_graph_counts {
            let each: Vec<String> =
                counts.iter().map(|(r, n)| format!("rank {r}: {n} graphs")).collect();
            out.push(format!(
                "Runtime estimates not compared: ranks have different numbers of graphs ({})",
                each.join(", ")
            ));
        }
        for d in &self.runtime_deltas {
            out.push(format!(
                "Runtime estimates differ across ranks for graph {} ({}): fastest rank {} {:.3} ms, slowest rank {} {:.3} ms, delta {:.3} ms",
                d.graph,
                d.compile_id,
                d.fastest.0,
                d.fastest.1 / 1e6,
                d.slowest.0,
                d.slowest.1 / 1e6,
                d.delta_ns() / 1e6
            ));
        }
        if self.execution_order_diverges() {
            out.push(format!(
                "Diverging graph execution order detected across ranks: {}",
                groups(&self.execution_order_groups)
            ));
        }
        if !self.execution_schedule_mismatches.is_empty() {
            let at: Vec<String> =
                self.execution_schedule_mismatches.iter().map(usize::to_string).collect();
            out.push(format!(
                "Collective schedules differ between the graphs ranks ran at execution index {}",
                at.join(", ")
            ));
        }
        out
    }
}

fn ranks_word(ranks: &[u32]) -> String {
    let r: Vec<String> = ranks.iter().map(u32::to_string).collect();
    format!("{} {}", if ranks.len() == 1 { "rank" } else { "ranks" }, r.join(", "))
}

/// Ranks grouped by their lists (items joined by `, `), and where the groups' lists first
/// differ: the index and each group's item there (`none` past its end).
fn group_lists(per: &[(u32, Vec<String>)]) -> (Vec<RankGroup>, Option<(usize, Vec<String>)>) {
    let joined: Vec<(u32, String)> = per.iter().map(|(r, l)| (*r, l.join(", "))).collect();
    let groups = group(&joined);
    if groups.len() < 2 {
        return (groups, None);
    }
    let lists: Vec<&Vec<String>> = groups
        .iter()
        .filter_map(|g| per.iter().find(|(r, _)| *r == g.ranks[0]).map(|(_, l)| l))
        .collect();
    let longest = lists.iter().map(|l| l.len()).max().unwrap_or(0);
    let first = (0..longest).find(|&i| lists.windows(2).any(|w| w[0].get(i) != w[1].get(i)));
    let first = first.map(|i| {
        (i, lists.iter().map(|l| l.get(i).cloned().unwrap_or_else(|| "none".into())).collect())
    });
    (groups, first)
}

/// FNV-1a, 64 bits: a fingerprint that is the same in every run and build.
fn fnv1a(s: &str) -> u64 {
    s.bytes().fold(0xcbf2_9ce4_8422_2325, |h, b| (h ^ u64::from(b)).wrapping_mul(0x100_0000_01b3))
}

fn group(seqs: &[(u32, String)]) -> Vec<RankGroup> {
    let mut out: Vec<RankGroup> = Vec::new();
    for (r, s) in seqs {
        match out.iter_mut().find(|g| &g.sequence == s) {
            Some(g) => g.ranks.push(*r),
            None => out.push(RankGroup { ranks: vec![*r], sequence: s.clone() }),
        }
    }
    out
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::ir::compile::CacheEvent;

    #[test]
    fn groups_ranks() {
        let c = |r, id: &str, hit: bool| CompileStory {
            compile_id: id.into(),
            rank: Some(r),
            cache: vec![
                CacheEvent::from_artifact(
                    if hit { "fx_graph_cache_hit" } else { "fx_graph_cache_miss" },
                    None,
                )
                .unwrap(),
            ],
            ..Default::default()
        };
        let same = Divergence::of(&[c(0, "0/0", true), c(1, "0/0", true)], &[0, 1]);
        assert!(same.warnings().is_empty());
        let d = Divergence::of(
            &[c(0, "0/0", false), c(1, "0/0", true), c(1, "0/1", true), c(2, "0/0", true)],
            &[0, 1, 2],
        );
        assert!(d.compile_ids_diverge() && d.cache_diverges());
        assert_eq!(d.compile_id_groups[0].ranks, vec![0, 2]);
        assert_eq!(d.cache_groups.len(), 3);
        assert!(d.warnings()[0].starts_with("Diverging Compilation IDs"), "{:?}", d.warnings());
    }

    fn with_ops(r: u32, schedule: &[&str], ns: &[f64], shape: &str) -> CompileStory {
        use crate::ir::compile::{RuntimeOp, TensorMeta};
        let ops = ns
            .iter()
            .enumerate()
            .map(|(i, &n)| RuntimeOp {
                name: format!("op{i}"),
                kind: "compute".into(),
                estimated_runtime_ns: n,
                outputs: vec![TensorMeta {
                    shape: vec![shape.into()],
                    stride: vec!["1".into()],
                    dtype: Some("float32".into()),
                }],
            })
            .collect();
        CompileStory {
            compile_id: "0/0".into(),
            rank: Some(r),
            collective_schedules: vec![schedule.iter().map(|s| s.to_string()).collect()],
            runtimes: vec![ops],
            ..Default::default()
        }
    }

    #[test]
    fn collectives_tensor_meta_and_runtimes() {
        let ar = "torch.ops._c10d_functional.all_reduce_.default";
        let ag = "torch.ops._c10d_functional.all_gather_into_tensor.default";
        let same = Divergence::of(
            &[with_ops(0, &[ar], &[5.0, 7.0], "8"), with_ops(1, &[ar], &[5.0, 7.0], "8")],
            &[0, 1],
        );
        assert!(same.warnings().is_empty(), "{:?}", same.warnings());
        assert_eq!(same.collective_groups.len(), 1);

        let d = Divergence::of(
            &[
                with_ops(0, &[ar, ag], &[5.0, 7.0], "8"),
                with_ops(1, &[ar], &[5.0, 9.0], "8"),
                with_ops(2, &[ar, ag], &[5.0, 7.0], "16"),
            ],
            &[0, 1, 2],
        );
        assert_eq!(d.collective_groups[0].ranks, vec![0, 2]);
        assert_eq!(
            d.collective_first_difference,
            Some((1, vec!["0/0 all_gather_into_tensor".to_string(), "none".to_string()]))
        );
        // Ranks 0 and 1 differ only in runtime: the same tensor meta.
        assert_eq!(d.tensor_meta_groups.len(), 2);
        assert_eq!(d.tensor_meta_groups[0].ranks, vec![0, 1]);
        assert!(d.tensor_meta_groups[0].sequence.starts_with("fingerprint "));
        assert_eq!(d.runtime_deltas.len(), 1);
        assert_eq!(
            (d.runtime_deltas[0].fastest, d.runtime_deltas[0].slowest),
            ((0, 12.0), (1, 14.0))
        );
        let w = d.warnings();
        assert_eq!(w.len(), 3, "{w:?}");
        assert!(w[0].starts_with("Diverging collective operation schedules"), "{w:?}");
        assert!(w[1].contains("first difference at op 0: ranks 0, 1 0/0 op0 -> float32[8] stride [1] vs rank 2 0/0 op0 -> float32[16] stride [1]"), "{w:?}");
        assert!(w[2].contains("fastest rank 0 0.000 ms, slowest rank 1 0.000 ms"), "{w:?}");

        // A rank with another number of graphs: runtimes are not compared.
        let mut extra = with_ops(1, &[ar], &[5.0], "8");
        extra.compile_id = "1/0".into();
        let d = Divergence::of(
            &[with_ops(0, &[ar], &[5.0], "8"), with_ops(1, &[ar], &[9.0], "8"), extra],
            &[0, 1],
        );
        assert_eq!(d.runtime_graph_counts, Some(vec![(0, 1), (1, 2)]));
        assert!(d.runtime_deltas.is_empty());
    }

    #[test]
    fn execution_order() {
        let ar = "torch.ops._c10d_functional.all_reduce_.default";
        let mut b = with_ops(1, &[], &[1.0], "8");
        b.compile_id = "1/0".into();
        let compiles = [with_ops(0, &[ar], &[1.0], "8"), with_ops(1, &[ar], &[1.0], "8"), b];
        let exec = |r: u32, ids: &[&str]| GraphExecution {
            rank: Some(r),
            order: ids.iter().map(|s| s.to_string()).collect(),
        };
        let mut d = Divergence { ranks: vec![0, 1], ..Default::default() };
        d.compare_execution(&compiles, &[exec(0, &["0/0", "0/0"]), exec(1, &["0/0", "1/0"])]);
        assert!(d.execution_order_diverges());
        assert_eq!(d.execution_schedule_mismatches, vec![1]);
        let mut same = Divergence { ranks: vec![0, 1], ..Default::default() };
        same.compare_execution(&compiles, &[exec(0, &["0/0"]), exec(1, &["0/0"])]);
        assert!(same.warnings().is_empty());
    }
}
