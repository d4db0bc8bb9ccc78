//! Overlay regions (a kernel's nodes, a fusion group) as the union of their node boxes: the
//! canvas paints it and `export::svg` writes it, so both show the same shape. A convex hull
//! around a kernel's nodes also covered the unrelated nodes lying between them.
use super::{Pos, Rect};

/// How far a region reaches past each node box: less than half the gap between neighbours, so
/// a node outside the region is never covered.
pub const GROW: f32 = 6.0;

/// The union of `rects` on the grid their edges make: disjoint rectangles covering it (one per
/// run of covered cells in a row) and the boundary as segments between covered and uncovered
/// cells, merged where they continue each other.
pub fn union(rects: &[Rect]) -> (Vec<Rect>, Vec<[Pos; 2]>) {
    let edges = |f: &dyn Fn(&Rect) -> [f32; 2]| {
        let mut v: Vec<f32> = rects.iter().flat_map(f).collect();
        v.sort_by(f32::total_cmp);
        v.dedup();
        v
    };
    let xs = edges(&|r| [r.min[0], r.max[0]]);
    let ys = edges(&|r| [r.min[1], r.max[1]]);
    if xs.len() < 2 || ys.len() < 2 {
        return (vec![], vec![]);
    }
    let (nx, ny) = (xs.len() - 1, ys.len() - 1);
    let at = |v: &[f32], x: f32| v.partition_point(|e| *e < x);
    let mut cov = vec![false; nx * ny];
    for r in rects {
        for j in at(&ys, r.min[1])..at(&ys, r.max[1]) {
            for i in at(&xs, r.min[0])..at(&xs, r.max[0]) {
                cov[j * nx + i] = true;
            }
        }
    }
    let covered = |i: usize, j: usize| cov[j * nx + i];
    let mut fills = vec![];
    for j in 0..ny {
        let mut i = 0;
        while i < nx {
            if !covered(i, j) {
                i += 1;
                continue;
            }
            let start = i;
            while i < nx && covered(i, j) {
                i += 1;
            }
            fills.push(Rect { min: [xs[start], ys[j]], max: [xs[i], ys[j + 1]] });
        }
    }
    let mut segs: Vec<[Pos; 2]> = vec![];
    let push = |a: Pos, b: Pos, segs: &mut Vec<[Pos; 2]>| match segs.last_mut() {
        Some(last) if last[1] == a => last[1] = b,
        _ => segs.push([a, b]),
    };
    for (j, &y) in ys.iter().enumerate() {
        for i in 0..nx {
            let above = j > 0 && covered(i, j - 1);
            let below = j < ny && covered(i, j);
            if above != below {
                push([xs[i], y], [xs[i + 1], y], &mut segs);
            }
        }
    }
    for (i, &x) in xs.iter().enumerate() {
        for j in 0..ny {
            let left = i > 0 && covered(i - 1, j);
            let right = i < nx && covered(i, j);
            if left != right {
                push([x, ys[j]], [x, ys[j + 1]], &mut segs);
            }
        }
    }
    (fills, segs)
}

#[cfg(test)]
mod tests {
    use super::*;

    fn r(x0: f32, y0: f32, x1: f32, y1: f32) -> Rect {
        Rect { min: [x0, y0], max: [x1, y1] }
    }

    fn area(v: &[Rect]) -> f32 {
        v.iter().map(|r| r.width() * r.height()).sum()
    }

    fn length(v: &[[Pos; 2]]) -> f32 {
        v.iter().map(|s| (s[1][0] - s[0][0]).hypot(s[1][1] - s[0][1])).sum()
    }

    #[test]
    fn overlapping_boxes_fill_their_union_once_and_outline_only_its_boundary() {
        let (fills, segs) = union(&[r(0.0, 0.0, 10.0, 10.0), r(5.0, 5.0, 15.0, 15.0)]);
        assert_eq!(area(&fills), 175.0);
        // The boundary of the L-shaped union, no edge inside it.
        assert_eq!(length(&segs), 60.0);
    }

    #[test]
    fn boxes_apart_stay_apart_and_cover_nothing_between_them() {
        let (fills, segs) = union(&[r(0.0, 0.0, 10.0, 10.0), r(0.0, 40.0, 10.0, 50.0)]);
        assert_eq!(area(&fills), 200.0);
        assert_eq!(length(&segs), 80.0);
        assert!(!fills.iter().any(|f| (f.min[1]..=f.max[1]).contains(&25.0)));
    }
}
