//! Layer assignment. FX programs are already topologically ordered, so edges always point from a
//! lower to a higher vertex index (the caller reverses any that do not) and cycle removal is free.
//! Ranking is longest-path, then a few passes of median moves that shorten edges: each vertex goes
//! to the median of the ranks its neighbours want, within what its edges allow. That is the
//! objective network simplex minimises (total edge length), approximated in O(E) per pass, which
//! matters at 50k nodes; the main visible effect is that inputs sit just above their first use
//! instead of all in the top row.

/// Compressed adjacency: the neighbours of `v` are `list[start[v]..start[v+1]]`.
#[derive(Debug, Clone, Default)]
pub struct Adj {
    start: Vec<u32>,
    list: Vec<u32>,
}

impl Adj {
    /// Builds adjacency for `n` vertices from `(from, to)` pairs, keyed by `from`.
    pub fn new(n: usize, pairs: impl Iterator<Item = (u32, u32)> + Clone) -> Adj {
        let mut count = vec![0u32; n + 1];
        for (a, _) in pairs.clone() {
            count[a as usize + 1] += 1;
        }
        for i in 0..n {
            count[i + 1] += count[i];
        }
        let mut fill = count.clone();
        let mut list = vec![0u32; count[n] as usize];
        for (a, b) in pairs {
            list[fill[a as usize] as usize] = b;
            fill[a as usize] += 1;
        }
        Adj { start: count, list }
    }
    pub fn of(&self, v: u32) -> &[u32] {
        let (s, e) = (self.start[v as usize] as usize, self.start[v as usize + 1] as usize);
        &self.list[s..e]
    }
}

/// Ranks for vertices `0..n` given edges with `from < to`; ranks are dense from 0.
pub fn assign(n: usize, edges: &[(u32, u32)], improve_passes: usize) -> Vec<u32> {
    let preds = Adj::new(n, edges.iter().map(|&(a, b)| (b, a)));
    let succs = Adj::new(n, edges.iter().copied());
    let mut rank = vec![0i64; n];
    for v in 0..n as u32 {
        rank[v as usize] = preds.of(v).iter().map(|&u| rank[u as usize] + 1).max().unwrap_or(0);
    }
    let mut wants = Vec::new();
    for _ in 0..improve_passes {
        let mut moved = false;
        for v in 0..n as u32 {
            let lo = preds.of(v).iter().map(|&u| rank[u as usize] + 1).max().unwrap_or(i64::MIN);
            let hi = succs.of(v).iter().map(|&s| rank[s as usize] - 1).min().unwrap_or(i64::MAX);
            let cur = rank[v as usize];
            // A sink has nothing pulling it down: longest-path already put it as high as it can go.
            let hi = if hi == i64::MAX { cur } else { hi };
            let lo = if lo == i64::MIN { hi.min(cur) - i64::from(u32::MAX) } else { lo };
            // Edges from graph inputs pull weakly: a dequant call fed only by weights should sit
            // next to the matmul that uses it, and its weights then follow it down.
            wants.clear();
            wants.extend(
                preds
                    .of(v)
                    .iter()
                    .map(|&u| (rank[u as usize] + 1, if preds.of(u).is_empty() { 1 } else { 4 })),
            );
            wants.extend(succs.of(v).iter().map(|&s| (rank[s as usize] - 1, 4)));
            if wants.is_empty() {
                continue;
            }
            wants.sort_unstable();
            let (_, m_hi) = weighted_median(&wants);
            // On a tie, go down: values are then computed right before their use (as late as
            // possible), which also lets chains of single-use nodes follow their consumer.
            let target = m_hi.clamp(lo, hi.max(lo));
            if target != cur {
                rank[v as usize] = target;
                moved = true;
            }
        }
        if !moved {
            break;
        }
    }
    // Dense ranks from 0, dropping empty layers (moves can empty one).
    let mut used: Vec<i64> = rank.clone();
    used.sort_unstable();
    used.dedup();
    rank.iter().map(|r| used.binary_search(r).unwrap_or(0) as u32).collect()
}

/// The range of values minimising Σ w·|x - value| over sorted `(value, weight)` pairs.
fn weighted_median(sorted: &[(i64, u32)]) -> (i64, i64) {
    let total: u32 = sorted.iter().map(|&(_, w)| w).sum();
    let mut acc = 0;
    let mut lo = None;
    for &(v, w) in sorted {
        acc += w;
        if lo.is_none() && 2 * acc >= total {
            lo = Some(v);
        }
        if 2 * acc > total {
            return (lo.unwrap_or(v), v);
        }
    }
    let last = sorted.last().map_or(0, |&(v, _)| v);
    (lo.unwrap_or(last), last)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn inputs_sink_to_their_first_use_and_edges_point_down() {
        // 0 -> 1 -> 2 -> 3, and input 4... as vertex 0': a weight used only by 3.
        // Vertex order: w(0), a(1), b(2), c(3), d(4); a->b->c->d, w->d.
        let edges = [(1, 2), (2, 3), (3, 4), (0, 4)];
        let r = assign(5, &edges, 4);
        for &(a, b) in &edges {
            assert!(r[a as usize] < r[b as usize]);
        }
        assert_eq!(r[0] + 1, r[4], "the weight sits right above its user: {r:?}");
        assert_eq!(r[1], 0);
    }

    #[test]
    fn a_call_fed_only_by_inputs_moves_down_to_its_user() {
        // Inputs 0,1,2 feed call 3; a chain 4 -> 5 -> 6 -> 7 ends in 7, which uses 3.
        let edges = [(0, 3), (1, 3), (2, 3), (4, 5), (5, 6), (6, 7), (3, 7)];
        let r = assign(8, &edges, 4);
        assert_eq!(r[3] + 1, r[7], "{r:?}");
        assert_eq!(r[0] + 1, r[3]);
        assert_eq!(weighted_median(&[(1, 1), (5, 4)]), (5, 5));
        assert_eq!(weighted_median(&[(1, 4), (5, 4)]), (1, 5));
    }

    #[test]
    fn empty_and_isolated() {
        assert!(assign(0, &[], 4).is_empty());
        assert_eq!(assign(3, &[], 4), vec![0, 0, 0]);
    }
}
