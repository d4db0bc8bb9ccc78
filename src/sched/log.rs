//! The structured decision log: what the fusion algorithm considered, in order, with
//! Inductor's own words for every rejection.
use serde::Serialize;

/// `FusionScore(template_score, node_type_score, memory_score, buffer_overlap_score,
/// proximity_score)`.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize)]
pub struct FusionScore {
    pub template_score: i64,
    pub node_type_score: i64,
    pub memory_score: i64,
    pub buffer_overlap_score: i64,
    pub proximity_score: i64,
}

impl FusionScore {
    /// `FusionScore.__lt__`: template tier first; then, when the memory scores differ by more
    /// than 16x, memory alone; otherwise the remaining parts in order.
    pub fn less_than(&self, o: &FusionScore) -> bool {
        if self.template_score != o.template_score {
            return self.template_score < o.template_score;
        }
        let (a, b) = (self.memory_score, o.memory_score);
        if a.max(b) > a.min(b) * 16 {
            return a < b;
        }
        (self.node_type_score, self.memory_score, self.buffer_overlap_score, self.proximity_score)
            < (o.node_type_score, o.memory_score, o.buffer_overlap_score, o.proximity_score)
    }
}

#[derive(Debug, Clone, PartialEq, Serialize)]
pub struct Candidate {
    pub node1: String,
    pub node2: String,
    pub score: FusionScore,
}

#[derive(Debug, Clone, PartialEq, Serialize)]
#[serde(tag = "event", rename_all = "snake_case")]
pub enum Event {
    /// `===== attempting fusion (i/10): n nodes =====`; `reorder` for the extra round.
    RoundStart { round: usize, reorder: bool, nodes: Vec<String> },
    /// One `can_fuse` outcome. `phase` is `possible` while collecting candidates, `try` while
    /// fusing them. `check` names the check that decided; `reason` is the `WhyNoFuse` text.
    CanFuse {
        round: usize,
        phase: &'static str,
        node1: String,
        node2: String,
        fusable: bool,
        check: String,
        reason: Option<String>,
    },
    /// `found N possible fusions`, sorted by score, best first.
    Candidates { round: usize, candidates: Vec<Candidate> },
    /// A benchmark-gated template fusion: the oracle's timings and the outcome line.
    Benchmark {
        round: usize,
        node1: String,
        node2: String,
        oracle: String,
        ms_unfused: f64,
        ms_fused: f64,
        fused: bool,
        message: String,
    },
    /// `fusing op0 with op1`.
    Fused { round: usize, node1: String, node2: String, result: String, kind: String },
    /// `completed fusion round (i/10): fused a nodes into b nodes`.
    RoundEnd { round: usize, before: usize, after: usize },
}

#[derive(Debug, Clone, Default, PartialEq, Serialize)]
pub struct DecisionLog {
    pub policy: String,
    pub events: Vec<Event>,
}

impl DecisionLog {
    /// Every rejection reason, in order (what `TORCH_LOGS=fusion` prints as `cannot fuse ...`).
    pub fn rejections(&self) -> Vec<&str> {
        self.events
            .iter()
            .filter_map(|e| match e {
                Event::CanFuse { reason: Some(r), fusable: false, .. } => Some(r.as_str()),
                _ => None,
            })
            .collect()
    }
    pub fn rounds(&self) -> usize {
        self.events.iter().filter(|e| matches!(e, Event::RoundStart { .. })).count()
    }
}
