//! Stepping through fusion decisions, for the GUI's Fusion tab and the CLI: the decision log
//! flattened to one entry per `can_fuse` outcome (with the candidate's score parts when it was
//! a candidate), a cursor with next/previous, and the FX nodes each group covers through
//! lowering origins (nodes inside invoke_quant subgraphs as `subgraph0.mul`).
use super::Schedule;
use super::log::{DecisionLog, Event, FusionScore};
use serde::Serialize;

#[derive(Debug, Clone, PartialEq, Serialize)]
pub struct Decision {
    pub round: usize,
    /// `possible` (collecting candidates) or `try` (fusing them in score order).
    pub phase: &'static str,
    pub node1: String,
    pub node2: String,
    pub fusable: bool,
    pub check: String,
    pub reason: Option<String>,
    pub score: Option<FusionScore>,
    /// The group the pair became, when it was fused.
    pub fused_into: Option<String>,
}

#[derive(Debug, Clone, Default, PartialEq, Serialize)]
pub struct FusionStepper {
    pub decisions: Vec<Decision>,
    pub cursor: usize,
}

impl FusionStepper {
    pub fn from_log(log: &DecisionLog) -> FusionStepper {
        let mut decisions: Vec<Decision> = vec![];
        let mut scores: Vec<(usize, String, String, FusionScore)> = vec![];
        for e in &log.events {
            match e {
                Event::Candidates { round, candidates } => {
                    for c in candidates {
                        scores.push((*round, c.node1.clone(), c.node2.clone(), c.score));
                    }
                }
                Event::CanFuse { round, phase, node1, node2, fusable, check, reason } => {
                    let score = scores
                        .iter()
                        .rev()
                        .find(|(r, a, b, _)| r == round && a == node1 && b == node2)
                        .map(|s| s.3);
                    decisions.push(Decision {
                        round: *round,
                        phase,
                        node1: node1.clone(),
                        node2: node2.clone(),
                        fusable: *fusable,
                        check: check.clone(),
                        reason: reason.clone(),
                        score,
                        fused_into: None,
                    });
                }
                Event::Fused { node1, node2, result, .. } => {
                    if let Some(d) = decisions
                        .iter_mut()
                        .rev()
                        .find(|d| &d.node1 == node1 && &d.node2 == node2 && d.fusable)
                    {
                        d.fused_into = Some(result.clone());
                    }
                }
                _ => {}
            }
        }
        FusionStepper { decisions, cursor: 0 }
    }
    pub fn current(&self) -> Option<&Decision> {
        self.decisions.get(self.cursor)
    }
    pub fn step_forward(&mut self) -> Option<&Decision> {
        if self.cursor + 1 < self.decisions.len() {
            self.cursor += 1;
        }
        self.current()
    }
    pub fn step_back(&mut self) -> Option<&Decision> {
        self.cursor = self.cursor.saturating_sub(1);
        self.current()
    }
    /// Moves to the next rejection with a reason; stays put when there is none.
    pub fn next_rejection(&mut self) -> Option<&Decision> {
        let k = self.decisions.iter().skip(self.cursor + 1).position(|d| d.reason.is_some())?;
        self.cursor += k + 1;
        self.current()
    }
}

/// For every group, the FX nodes its kernels compute (Inductor's `origins`).
pub fn group_origins(s: &Schedule) -> Vec<(String, Vec<String>)> {
    s.groups
        .iter()
        .map(|g| {
            let mut fx: Vec<String> = vec![];
            for m in &g.members {
                for o in s
                    .lowered
                    .operations
                    .iter()
                    .filter(|o| &o.name == m)
                    .flat_map(|o| o.origins.iter())
                {
                    if !fx.contains(o) {
                        fx.push(o.clone());
                    }
                }
            }
            (g.name.clone(), fx)
        })
        .collect()
}
