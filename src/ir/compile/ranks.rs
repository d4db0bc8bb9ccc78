//! Where the ranks of a distributed run compiled differently, as tlparse's multi-rank page
//! warns: different compile ids (a rank compiled something the others did not: hangs and
//! timeouts follow) or different cache hit/miss sequences.
use super::{CacheOutcome, CompileStory};
use serde::Serialize;

/// Ranks that share one sequence.
#[derive(Debug, Clone, PartialEq, Eq, Serialize)]
pub struct RankGroup {
    pub ranks: Vec<u32>,
    pub sequence: String,
}

#[derive(Debug, Clone, Default, PartialEq, Eq, Serialize)]
pub struct Divergence {
    pub ranks: Vec<u32>,
    /// Ranks grouped by the compile ids they have (one group: no divergence).
    pub compile_id_groups: Vec<RankGroup>,
    /// Ranks grouped by their cache hit/miss sequence (one group: no divergence).
    pub cache_groups: Vec<RankGroup>,
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
        Divergence { compile_id_groups: group(&ids), cache_groups: group(&caches), ranks }
    }

    /// For a directory of per-rank logs (None for one log).
    pub fn of_document(doc: &crate::ir::Document) -> Option<Divergence> {
        let ranks = doc.ranks();
        (ranks.len() > 1).then(|| Divergence::of(&doc.compiles, &ranks))
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
        out
    }
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
}
