//! Crossing reduction: the order of vertices within each layer. Layer-by-layer barycenter sweeps,
//! alternately down and up, keeping the best order seen (crossings counted exactly with the
//! Barth–Mutzel–Jünger accumulator tree, O(E log V) per layer pair).
use super::rank::Adj;
use super::{Cancelled, Progress};

/// `layers[r]` lists the vertices of rank `r` in order; `pos[v]` is `v`'s index in its layer.
#[derive(Debug, Clone)]
pub struct Ordering {
    pub layers: Vec<Vec<u32>>,
    pub pos: Vec<u32>,
}

impl Ordering {
    fn reindex(&mut self) {
        for layer in &self.layers {
            for (i, &v) in layer.iter().enumerate() {
                self.pos[v as usize] = i as u32;
            }
        }
    }
}

/// `up`/`down`: neighbours in the layer above/below (edges join adjacent layers only, after
/// dummy insertion). `initial_key` gives the starting order within each layer (program order,
/// or previous x positions for a stable re-layout). With `sweeps == 0` the initial order stays.
pub fn order(
    rank: &[u32],
    up: &Adj,
    down: &Adj,
    initial_key: &[f64],
    sweeps: usize,
    progress: &Progress,
    (p0, p1): (f32, f32),
) -> Result<Ordering, Cancelled> {
    let n = rank.len();
    let nlayers = rank.iter().map(|&r| r as usize + 1).max().unwrap_or(0);
    let mut layers: Vec<Vec<u32>> = vec![Vec::new(); nlayers];
    for v in 0..n as u32 {
        layers[rank[v as usize] as usize].push(v);
    }
    for layer in &mut layers {
        layer.sort_by(|&a, &b| {
            initial_key[a as usize].total_cmp(&initial_key[b as usize]).then(a.cmp(&b))
        });
    }
    let mut ord = Ordering { layers, pos: vec![0; n] };
    ord.reindex();
    if sweeps == 0 || n == 0 {
        return Ok(ord);
    }
    let mut best = ord.layers.clone();
    let mut best_crossings = crossings(&ord, down);
    let mut stale = 0;
    let mut keys: Vec<f64> = vec![0.0; n];
    for sweep in 0..sweeps {
        if best_crossings == 0 || stale >= 3 {
            break;
        }
        progress.check()?;
        progress.set(p0 + (p1 - p0) * sweep as f32 / sweeps as f32);
        let downward = sweep % 2 == 0;
        let range: Box<dyn Iterator<Item = usize>> = if downward {
            Box::new(1..nlayers)
        } else {
            Box::new((0..nlayers.saturating_sub(1)).rev())
        };
        let adj = if downward { up } else { down };
        for r in range {
            let layer = std::mem::take(&mut ord.layers[r]);
            for &v in &layer {
                let nb = adj.of(v);
                keys[v as usize] = if nb.is_empty() {
                    // No neighbour on that side: keep the current place.
                    ord.pos[v as usize] as f64
                } else {
                    nb.iter().map(|&u| ord.pos[u as usize] as f64).sum::<f64>() / nb.len() as f64
                };
            }
            let mut layer = layer;
            layer.sort_by(|&a, &b| {
                keys[a as usize]
                    .total_cmp(&keys[b as usize])
                    .then(ord.pos[a as usize].cmp(&ord.pos[b as usize]))
            });
            for (i, &v) in layer.iter().enumerate() {
                ord.pos[v as usize] = i as u32;
            }
            ord.layers[r] = layer;
        }
        let c = crossings(&ord, down);
        if c < best_crossings {
            best_crossings = c;
            best = ord.layers.clone();
            stale = 0;
        } else {
            stale += 1;
        }
    }
    ord.layers = best;
    ord.reindex();
    Ok(ord)
}

/// Total edge crossings between adjacent layers.
pub fn crossings(ord: &Ordering, down: &Adj) -> u64 {
    let mut total = 0;
    let mut pairs: Vec<(u32, u32)> = Vec::new();
    for w in ord.layers.windows(2) {
        let (upper, lower) = (&w[0], &w[1]);
        pairs.clear();
        for &a in upper {
            for &b in down.of(a) {
                pairs.push((ord.pos[a as usize], ord.pos[b as usize]));
            }
        }
        total += count_inversions(&mut pairs, lower.len());
    }
    total
}

/// Edges as (upper position, lower position): the number of pairs that cross.
fn count_inversions(pairs: &mut [(u32, u32)], lower_len: usize) -> u64 {
    if pairs.len() < 2 {
        return 0;
    }
    pairs.sort_unstable();
    // Accumulator tree over lower positions (Barth, Mutzel, Jünger 2002).
    let mut first = 1usize;
    while first < lower_len.max(1) {
        first *= 2;
    }
    let mut tree = vec![0u64; 2 * first - 1];
    let first = first - 1;
    let mut count = 0u64;
    for &(_, b) in pairs.iter() {
        let mut index = b as usize + first;
        tree[index] += 1;
        while index > 0 {
            if index % 2 == 1 {
                count += tree[index + 1];
            }
            index = (index - 1) / 2;
            tree[index] += 1;
        }
    }
    count
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn inversion_count_matches_brute_force() {
        let mut pairs = vec![(0, 2), (0, 1), (1, 0), (2, 1), (2, 2)];
        let brute = {
            let p = pairs.clone();
            let mut c = 0;
            for i in 0..p.len() {
                for j in 0..p.len() {
                    if p[i].0 < p[j].0 && p[i].1 > p[j].1 {
                        c += 1;
                    }
                }
            }
            c
        };
        assert_eq!(count_inversions(&mut pairs, 3), brute);
    }

    #[test]
    fn sweeps_untangle_a_crossed_pair() {
        // Layer 0: a(0) b(1); layer 1: c(2) d(3) with a->d, b->c, initially crossed.
        let rank = [0, 0, 1, 1];
        let edges = [(0u32, 3u32), (1, 2)];
        let down = Adj::new(4, edges.iter().copied());
        let up = Adj::new(4, edges.iter().map(|&(a, b)| (b, a)));
        let keys = [0.0, 1.0, 2.0, 3.0];
        let p = Progress::default();
        let crossed = order(&rank, &up, &down, &keys, 0, &p, (0.0, 1.0)).unwrap();
        assert_eq!(crossings(&crossed, &down), 1);
        let o = order(&rank, &up, &down, &keys, 4, &p, (0.0, 1.0)).unwrap();
        assert_eq!(crossings(&o, &down), 0);
    }
}
