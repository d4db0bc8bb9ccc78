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

/// What a decision ended as, for filtering a long list.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Default)]
pub enum Outcome {
    #[default]
    Any,
    /// The pair became a group.
    Fused,
    /// `can_fuse` said yes (fused or not, e.g. a candidate superseded by a better one).
    Fusable,
    /// `can_fuse` said no.
    Refused,
}

impl Outcome {
    pub const ALL: [Outcome; 4] =
        [Outcome::Any, Outcome::Fused, Outcome::Fusable, Outcome::Refused];

    pub fn name(self) -> &'static str {
        match self {
            Outcome::Any => "any",
            Outcome::Fused => "fused",
            Outcome::Fusable => "can fuse",
            Outcome::Refused => "refused",
        }
    }

    fn admits(self, d: &Decision) -> bool {
        match self {
            Outcome::Any => true,
            Outcome::Fused => d.fused_into.is_some(),
            Outcome::Fusable => d.fusable,
            Outcome::Refused => !d.fusable,
        }
    }
}

/// Which decisions a list shows: every field set narrows it (all must hold).
#[derive(Debug, Clone, Default, PartialEq, Eq)]
pub struct DecisionFilter {
    /// Scheduler nodes (`op3`, or a group's member names): a decision involving any of them,
    /// as either side or inside a fused side (`op2_op3`).
    pub nodes: Vec<String>,
    /// Text found in either side's name (`op12`, `buf3`), case-insensitive.
    pub text: String,
    /// Exactly this pair, in either order.
    pub pair: Option<(String, String)>,
    /// The check that decided (`can_fuse_vertical`, ...).
    pub check: Option<String>,
    pub outcome: Outcome,
}

/// `op2_op3` is made of `op2` and `op3`; a fused scheduler node is named after its members.
fn has_member(snode: &str, op: &str) -> bool {
    snode == op || snode.split('_').any(|m| m == op)
}

impl DecisionFilter {
    pub fn is_empty(&self) -> bool {
        *self == DecisionFilter::default()
    }

    pub fn admits(&self, d: &Decision) -> bool {
        let side = |n: &str| self.nodes.iter().any(|op| has_member(n, op));
        let text = self.text.trim().to_lowercase();
        (self.nodes.is_empty() || side(&d.node1) || side(&d.node2))
            && (text.is_empty()
                || d.node1.to_lowercase().contains(&text)
                || d.node2.to_lowercase().contains(&text))
            && self.pair.as_ref().is_none_or(|(a, b)| {
                (&d.node1 == a && &d.node2 == b) || (&d.node1 == b && &d.node2 == a)
            })
            && self.check.as_ref().is_none_or(|c| &d.check == c)
            && self.outcome.admits(d)
    }
}

impl FusionStepper {
    /// Indices of the decisions `f` admits, in order.
    pub fn matching(&self, f: &DecisionFilter) -> Vec<usize> {
        (0..self.decisions.len()).filter(|&i| f.admits(&self.decisions[i])).collect()
    }

    /// Every check that decided something, with how many decisions it refused and admitted,
    /// most frequent first.
    pub fn checks(&self) -> Vec<(String, usize, usize)> {
        let mut out: Vec<(String, usize, usize)> = vec![];
        for d in &self.decisions {
            let i = match out.iter().position(|c| c.0 == d.check) {
                Some(i) => i,
                None => {
                    out.push((d.check.clone(), 0, 0));
                    out.len() - 1
                }
            };
            if d.fusable {
                out[i].2 += 1;
            } else {
                out[i].1 += 1;
            }
        }
        out.sort_by(|a, b| (b.1 + b.2).cmp(&(a.1 + a.2)).then(a.0.cmp(&b.0)));
        out
    }

    /// Moves to the next (`forward`) or previous decision `f` admits; stays put when none.
    pub fn step_in(&mut self, f: &DecisionFilter, forward: bool) -> Option<&Decision> {
        let found = if forward {
            (self.cursor + 1..self.decisions.len()).find(|&i| f.admits(&self.decisions[i]))
        } else {
            (0..self.cursor).rev().find(|&i| f.admits(&self.decisions[i]))
        };
        self.cursor = found?;
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

#[cfg(test)]
mod tests {
    use super::*;

    fn d(n1: &str, n2: &str, fusable: bool, check: &str, into: Option<&str>) -> Decision {
        Decision {
            round: 1,
            phase: "try",
            node1: n1.into(),
            node2: n2.into(),
            fusable,
            check: check.into(),
            reason: (!fusable).then(|| format!("{check} said no")),
            score: None,
            fused_into: into.map(Into::into),
        }
    }

    fn stepper() -> FusionStepper {
        FusionStepper {
            decisions: vec![
                d("op0", "op1", true, "can_fuse_vertical", Some("op0_op1")),
                d("op0_op1", "op12", false, "memory_deps", None),
                d("op2", "op3", false, "template", None),
                d("op12", "op0_op1", true, "can_fuse_horizontal", None),
                d("op3", "op4", false, "memory_deps", None),
            ],
            cursor: 0,
        }
    }

    #[test]
    fn a_node_filter_finds_the_node_inside_fused_sides_but_not_by_prefix() {
        let s = stepper();
        let f = DecisionFilter { nodes: vec!["op1".into()], ..Default::default() };
        // op1 is in op0_op1 (decisions 1 and 3) but op12 is not op1.
        assert_eq!(s.matching(&f), vec![0, 1, 3]);
        let f = DecisionFilter { nodes: vec!["op12".into()], ..Default::default() };
        assert_eq!(s.matching(&f), vec![1, 3]);
    }

    #[test]
    fn pair_check_outcome_and_text_narrow_together() {
        let s = stepper();
        let pair = Some(("op0_op1".to_string(), "op12".to_string()));
        let f = DecisionFilter { pair: pair.clone(), ..Default::default() };
        assert_eq!(s.matching(&f), vec![1, 3], "either order");
        let f = DecisionFilter { pair, outcome: Outcome::Refused, ..Default::default() };
        assert_eq!(s.matching(&f), vec![1]);
        let f = DecisionFilter { check: Some("memory_deps".into()), ..Default::default() };
        assert_eq!(s.matching(&f), vec![1, 4]);
        let f = DecisionFilter { outcome: Outcome::Fused, ..Default::default() };
        assert_eq!(s.matching(&f), vec![0]);
        let f = DecisionFilter { outcome: Outcome::Fusable, ..Default::default() };
        assert_eq!(s.matching(&f), vec![0, 3]);
        let f = DecisionFilter { text: "OP3".into(), ..Default::default() };
        assert_eq!(s.matching(&f), vec![2, 4]);
        assert!(DecisionFilter::default().is_empty());
        assert_eq!(s.matching(&DecisionFilter::default()).len(), 5);
    }

    #[test]
    fn stepping_in_a_filter_skips_what_it_hides_and_stays_at_its_ends() {
        let mut s = stepper();
        let f = DecisionFilter { check: Some("memory_deps".into()), ..Default::default() };
        assert_eq!(s.step_in(&f, true).map(|d| d.node2.as_str()), Some("op12"));
        assert_eq!(s.cursor, 1);
        s.step_in(&f, true);
        assert_eq!(s.cursor, 4);
        assert!(s.step_in(&f, true).is_none());
        assert_eq!(s.cursor, 4, "no later match: the cursor stays");
        s.step_in(&f, false);
        assert_eq!(s.cursor, 1);
    }

    #[test]
    fn checks_count_refusals_and_admissions_most_frequent_first() {
        let c = stepper().checks();
        assert_eq!(c[0], ("memory_deps".to_string(), 2, 0));
        assert_eq!(c.len(), 4);
        assert!(c.iter().any(|x| *x == ("can_fuse_vertical".to_string(), 0, 1)));
    }
}
