//! Fusion groups and kernels on two sides, compared by the FX nodes each computes: a unit of
//! one side is the same as one of the other when both compute the same nodes (the other side's
//! names taken through the graph diff's matching) and are of the same kind. What is left falls
//! into changes: units of both sides linked by a node they share, so "`op0_op6` became `op0`
//! and `op6`" is one change naming all three.
use serde::Serialize;
use std::collections::BTreeSet;

/// One fusion group (`op0_op6`, kind `FusedSchedulerNode`) or one kernel
/// (`cpp_fused_cos_mul_sin_0`, kind `cpp_fused_cos_mul_sin`), with the FX nodes it computes.
#[derive(Debug, Clone, PartialEq, Eq, Serialize)]
pub struct Unit {
    pub name: String,
    pub kind: String,
    /// FX node names as its own side has them.
    pub nodes: Vec<String>,
}

/// Units that are not the same on both sides, linked by the nodes they share. `a` empty: they
/// appeared; `b` empty: they disappeared.
#[derive(Debug, Clone, PartialEq, Eq, Serialize)]
pub struct UnitChange {
    pub a: Vec<Unit>,
    pub b: Vec<Unit>,
}

impl UnitChange {
    pub fn verb(&self) -> &'static str {
        match (self.a.is_empty(), self.b.is_empty()) {
            (true, _) => "appeared",
            (_, true) => "disappeared",
            _ => "changed",
        }
    }
}

#[derive(Debug, Clone, Default, PartialEq, Eq, Serialize)]
pub struct UnitsDiff {
    /// Units the two sides have alike.
    pub same: usize,
    pub changes: Vec<UnitChange>,
}

impl UnitsDiff {
    pub fn is_empty(&self) -> bool {
        self.changes.is_empty()
    }
}

/// A unit's nodes under side A's names (`to_a` renames B's).
fn nodes_of(u: &Unit, to_a: &dyn Fn(&str) -> String) -> BTreeSet<String> {
    u.nodes.iter().map(|n| to_a(n)).collect()
}

/// Compares `a`'s units with `b`'s; `b_to_a` gives a B node's A name (its own where unmatched).
pub fn diff_units(a: &[Unit], b: &[Unit], b_to_a: &dyn Fn(&str) -> String) -> UnitsDiff {
    let id = |n: &str| n.to_string();
    let na: Vec<BTreeSet<String>> = a.iter().map(|u| nodes_of(u, &id)).collect();
    let nb: Vec<BTreeSet<String>> = b.iter().map(|u| nodes_of(u, b_to_a)).collect();
    let mut taken = vec![false; b.len()];
    let mut left_a = vec![];
    let mut d = UnitsDiff::default();
    for (i, u) in a.iter().enumerate() {
        let twin = (0..b.len()).find(|&j| !taken[j] && b[j].kind == u.kind && nb[j] == na[i]);
        match twin {
            Some(j) => {
                taken[j] = true;
                d.same += 1;
            }
            None => left_a.push(i),
        }
    }
    let left_b: Vec<usize> = (0..b.len()).filter(|&j| !taken[j]).collect();
    // Union-find over the leftovers of both sides (A's first), linked by a shared node, or for
    // units that compute no FX node, by their kind.
    let all: Vec<(bool, usize)> =
        left_a.iter().map(|&i| (false, i)).chain(left_b.iter().map(|&j| (true, j))).collect();
    let nodes = |(is_b, k): (bool, usize)| if is_b { &nb[k] } else { &na[k] };
    let kind = |(is_b, k): (bool, usize)| if is_b { &b[k].kind } else { &a[k].kind };
    let linked = |x: (bool, usize), y: (bool, usize)| {
        let (p, q) = (nodes(x), nodes(y));
        if p.is_empty() && q.is_empty() { kind(x) == kind(y) } else { !p.is_disjoint(q) }
    };
    let mut parent: Vec<usize> = (0..all.len()).collect();
    fn root(parent: &mut [usize], mut i: usize) -> usize {
        while parent[i] != i {
            parent[i] = parent[parent[i]];
            i = parent[i];
        }
        i
    }
    for x in 0..all.len() {
        for y in x + 1..all.len() {
            if linked(all[x], all[y]) {
                let (rx, ry) = (root(&mut parent, x), root(&mut parent, y));
                // The smaller index stays the root, so components come out in A's order.
                parent[rx.max(ry)] = rx.min(ry);
            }
        }
    }
    let mut comps: Vec<(usize, UnitChange)> = vec![];
    for (x, &(is_b, k)) in all.iter().enumerate() {
        let r = root(&mut parent, x);
        let pos = match comps.iter().position(|(k, _)| *k == r) {
            Some(p) => p,
            None => {
                comps.push((r, UnitChange { a: vec![], b: vec![] }));
                comps.len() - 1
            }
        };
        let c = &mut comps[pos].1;
        if is_b { c.b.push(b[k].clone()) } else { c.a.push(a[k].clone()) }
    }
    d.changes = comps.into_iter().map(|(_, c)| c).collect();
    d
}

#[cfg(test)]
mod tests {
    use super::*;

    fn u(name: &str, kind: &str, nodes: &[&str]) -> Unit {
        Unit {
            name: name.into(),
            kind: kind.into(),
            nodes: nodes.iter().map(|n| n.to_string()).collect(),
        }
    }

    #[test]
    fn a_split_group_is_one_change_naming_every_part() {
        let a = [
            u("op0_op6", "FusedSchedulerNode", &["sin", "cos", "mul"]),
            u("op1", "ExternKernelSchedulerNode", &["mm"]),
        ];
        let b = [
            u("op0", "SchedulerNode", &["sin"]),
            u("op1", "ExternKernelSchedulerNode", &["mm"]),
            u("op6", "SchedulerNode", &["cos", "mul"]),
        ];
        let d = diff_units(&a, &b, &|n| n.to_string());
        assert_eq!(d.same, 1);
        assert_eq!(d.changes.len(), 1);
        let c = &d.changes[0];
        assert_eq!(c.verb(), "changed");
        assert_eq!(c.a.iter().map(|u| u.name.as_str()).collect::<Vec<_>>(), ["op0_op6"]);
        assert_eq!(c.b.iter().map(|u| u.name.as_str()).collect::<Vec<_>>(), ["op0", "op6"]);
    }

    #[test]
    fn names_are_taken_through_the_matching_and_kinds_count() {
        let a = [u("op0", "SchedulerNode", &["add"]), u("op1", "SchedulerNode", &["relu"])];
        let b = [u("op0", "SchedulerNode", &["add_1"]), u("op1", "FusedSchedulerNode", &["relu"])];
        let rename = |n: &str| if n == "add_1" { "add".to_string() } else { n.to_string() };
        let d = diff_units(&a, &b, &rename);
        assert_eq!(d.same, 1);
        assert_eq!(d.changes.len(), 1);
        assert_eq!(d.changes[0].a[0].name, "op1");
        // Unrenamed, `add_1` is a node A does not have: A's op0 disappeared, B's appeared.
        let d = diff_units(&a, &b, &|n| n.to_string());
        let verbs: Vec<&str> = d.changes.iter().map(UnitChange::verb).collect();
        assert_eq!(verbs, ["disappeared", "changed", "appeared"]);
    }

    #[test]
    fn identical_sides_have_no_change() {
        let a = [u("k_0", "k", &["x"]), u("nop", "NopKernelSchedulerNode", &[])];
        let d = diff_units(&a, &a, &|n| n.to_string());
        assert_eq!((d.same, d.changes.len()), (2, 0));
    }
}
