//! Horizontal placement. Each layer keeps its order and minimum spacing; within that, every vertex
//! is pulled toward the mean x of its neighbours in the adjacent layer. For one layer that is a
//! least-squares problem under ordering constraints, solved exactly in O(n) by pool-adjacent-
//! violators after shifting out the spacing. Alternating down/up passes then settle the picture;
//! dummy vertices pull harder so long edges come out straight, and vertices with a previous
//! position pull hardest toward it so re-layouts after small rewrites do not jump.
use super::rank::Adj;
use super::{Cancelled, Progress};

pub struct PlaceInput<'a> {
    pub layers: &'a [Vec<u32>],
    pub width: &'a [f32],
    pub up: &'a Adj,
    pub down: &'a Adj,
    /// Per vertex: how strongly it follows its neighbours (dummies > real nodes).
    pub weight: &'a [f32],
    /// Per vertex: a previous x centre to stay near, if any.
    pub anchor: &'a [Option<f32>],
    pub gap: f32,
    pub passes: usize,
}

/// How much more an anchored vertex insists on its previous x than a free one on its neighbours.
const ANCHOR_WEIGHT: f32 = 1000.0;

pub fn place(
    input: &PlaceInput,
    progress: &Progress,
    (p0, p1): (f32, f32),
) -> Result<Vec<f32>, Cancelled> {
    let n = input.width.len();
    let mut x = vec![0f32; n];
    let mut offsets = Vec::new();
    // Start packed and centred; anchored vertices start at their anchor.
    for layer in input.layers {
        cumulative_offsets(layer, input.width, input.gap, &mut offsets);
        let mid = offsets.last().copied().unwrap_or(0.0) / 2.0;
        for (i, &v) in layer.iter().enumerate() {
            x[v as usize] = offsets[i] - mid;
        }
        if layer.iter().any(|&v| input.anchor[v as usize].is_some()) {
            let d: Vec<f32> =
                layer.iter().map(|&v| input.anchor[v as usize].unwrap_or(x[v as usize])).collect();
            let w: Vec<f32> = layer
                .iter()
                .map(|&v| if input.anchor[v as usize].is_some() { 1.0 } else { 0.01 })
                .collect();
            solve_layer(layer, &d, &w, &offsets, &mut x);
        }
    }
    let nl = input.layers.len();
    let mut desired = Vec::new();
    let mut weights = Vec::new();
    for pass in 0..input.passes {
        progress.check()?;
        progress.set(p0 + (p1 - p0) * pass as f32 / input.passes.max(1) as f32);
        // The last two passes look both ways, which balances nodes between parents and children.
        let both = pass + 2 >= input.passes;
        let downward = pass % 2 == 0;
        for step in 0..nl {
            let r = if downward { step } else { nl - 1 - step };
            let layer = &input.layers[r];
            desired.clear();
            weights.clear();
            for &v in layer {
                let mut sum = 0.0;
                let mut cnt = 0usize;
                let mut add = |nb: &[u32]| {
                    for &u in nb {
                        sum += x[u as usize];
                        cnt += 1;
                    }
                };
                if both || downward {
                    add(input.up.of(v));
                }
                if both || !downward {
                    add(input.down.of(v));
                }
                let vi = v as usize;
                let (mut d, mut w) =
                    if cnt == 0 { (x[vi], 0.05) } else { (sum / cnt as f32, input.weight[vi]) };
                if let Some(a) = input.anchor[vi] {
                    // A survivor goes back where it was; only spacing conflicts move it.
                    d = a;
                    w = ANCHOR_WEIGHT;
                }
                desired.push(d);
                weights.push(w);
            }
            cumulative_offsets(layer, input.width, input.gap, &mut offsets);
            solve_layer(layer, &desired, &weights, &offsets, &mut x);
        }
    }
    Ok(x)
}

/// Consecutive layers of one real vertex each (a chain: a folded model's layers, one per rank
/// beside the dummies of the edges skipping past them) are set on one x, their median. Edges
/// from sources many of them read pull the first few sideways otherwise, and a column that
/// leans off at its top reads as a branch. Runs shorter than three are left as placed. Only
/// runs of folded group boxes (`folded[v]`) are straightened: a chain of plain nodes is placed
/// by its edges, as stepping stages anchors it (straightening it moved shared nodes a few
/// units from one stage to the next).
pub fn straighten(input: &PlaceInput, real: usize, folded: &[bool], x: &mut [f32]) {
    let (layers, width, gap) = (input.layers, input.width, input.gap);
    // Anchored re-layouts straighten too: a column straightened once is placed the same way
    // again, where leaving it to the anchors alone moved its neighbours a few units.
    let single = |l: &Vec<u32>| {
        let mut reals = l.iter().filter(|&&v| (v as usize) < real);
        matches!((reals.next(), reals.next()), (Some(&v), None) if folded[v as usize])
    };
    let mut offsets = Vec::new();
    let mut r = 0;
    while r < layers.len() {
        let end = (r..layers.len()).find(|&e| !single(&layers[e])).unwrap_or(layers.len());
        if end - r >= 3 {
            let mut xs: Vec<f32> = layers[r..end]
                .iter()
                .flat_map(|l| l.iter().filter(|&&v| (v as usize) < real))
                .map(|&v| x[v as usize])
                .collect();
            xs.sort_by(f32::total_cmp);
            let m = xs[xs.len() / 2];
            for layer in &layers[r..end] {
                let d: Vec<f32> = layer
                    .iter()
                    .map(|&v| if (v as usize) < real { m } else { x[v as usize] })
                    .collect();
                let w: Vec<f32> =
                    layer.iter().map(|&v| if (v as usize) < real { 1e4 } else { 1.0 }).collect();
                cumulative_offsets(layer, width, gap, &mut offsets);
                solve_layer(layer, &d, &w, &offsets, x);
            }
        }
        r = end.max(r + 1);
    }
}

/// `offsets[i]`: the least distance from the centre of the first vertex to the centre of the i-th.
fn cumulative_offsets(layer: &[u32], width: &[f32], gap: f32, out: &mut Vec<f32>) {
    out.clear();
    let mut acc = 0.0;
    for (i, &v) in layer.iter().enumerate() {
        if i > 0 {
            acc += (width[layer[i - 1] as usize] + width[v as usize]) / 2.0 + gap;
        }
        out.push(acc);
    }
}

/// Minimises Σ w_i (x_i - d_i)² subject to x_{i+1} - x_i ≥ offsets[i+1] - offsets[i].
/// With y_i = x_i - offsets_i the constraint is y non-decreasing: weighted isotonic regression.
fn solve_layer(layer: &[u32], d: &[f32], w: &[f32], offsets: &[f32], x: &mut [f32]) {
    // Blocks of pooled vertices: (weight sum, weighted target sum, count).
    let mut blocks: Vec<(f64, f64, usize)> = Vec::with_capacity(layer.len());
    for i in 0..layer.len() {
        let wi = f64::from(w[i].max(1e-6));
        blocks.push((wi, wi * f64::from(d[i] - offsets[i]), 1));
        while blocks.len() >= 2 {
            let (b, a) = (blocks[blocks.len() - 1], blocks[blocks.len() - 2]);
            if a.1 / a.0 <= b.1 / b.0 {
                break;
            }
            blocks.pop();
            let last = blocks.len() - 1;
            blocks[last] = (a.0 + b.0, a.1 + b.1, a.2 + b.2);
        }
    }
    let mut i = 0;
    for (ws, wt, c) in blocks {
        let y = (wt / ws) as f32;
        for _ in 0..c {
            x[layer[i] as usize] = y + offsets[i];
            i += 1;
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn layer_solver_keeps_order_and_spacing() {
        let layer = [0u32, 1, 2];
        let offsets = [0.0, 10.0, 20.0];
        let mut x = vec![0.0; 3];
        // All three want x = 5: they pool around it at the minimum spacing.
        solve_layer(&layer, &[5.0, 5.0, 5.0], &[1.0, 1.0, 1.0], &offsets, &mut x);
        assert_eq!(x, vec![-5.0, 5.0, 15.0]);
        // Far apart wishes are met exactly.
        solve_layer(&layer, &[0.0, 100.0, 300.0], &[1.0, 1.0, 1.0], &offsets, &mut x);
        assert_eq!(x, vec![0.0, 100.0, 300.0]);
    }

    #[test]
    fn a_chain_of_single_vertex_layers_is_set_straight() {
        // Real vertices 0..4, one per layer, with a dummy (4..8) left of each; 0 and 1 lean.
        let layers: Vec<Vec<u32>> = (0..4).map(|r| vec![4 + r, r]).collect();
        let width = [100.0, 100.0, 100.0, 100.0, 10.0, 10.0, 10.0, 10.0];
        let mut x = vec![-40.0, -20.0, 0.0, 0.0, -100.0, -100.0, -100.0, -100.0];
        let (up, down) = (Adj::new(8, std::iter::empty()), Adj::new(8, std::iter::empty()));
        let input = PlaceInput {
            layers: &layers,
            width: &width,
            up: &up,
            down: &down,
            weight: &[1.0; 8],
            anchor: &[None; 8],
            gap: 18.0,
            passes: 0,
        };
        straighten(&input, 4, &[true; 4], &mut x);
        let mut plain = vec![-40.0, -20.0, 0.0, 0.0, -100.0, -100.0, -100.0, -100.0];
        straighten(&input, 4, &[false; 4], &mut plain);
        assert_eq!(plain[..4], [-40.0, -20.0, 0.0, 0.0], "plain nodes keep their places");
        assert!(x[..4].iter().all(|&v| v == x[2]), "{x:?}");
        // The dummies keep to the left, at least the gap away.
        assert!((4..8).all(|d| x[d] + 5.0 + 18.0 <= x[d - 4] - 50.0 + 0.01), "{x:?}");
    }
}
