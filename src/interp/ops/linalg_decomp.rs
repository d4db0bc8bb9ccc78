//! LAPACK's factorizations and solves on one f64 matrix, with LAPACK's conventions where the
//! result depends on them: partial pivoting by the first largest magnitude (`getrf`, 1-based
//! pivots), Householder reflectors with `beta = -sign(alpha) * norm` and `tau = (beta - alpha) /
//! beta` (`geqrf`/`orgqr`/`ormqr`), eigenvalues ascending (`syevd`), singular values descending
//! (`gesdd`). Written here rather than taken from `faer`/`nalgebra`: those would add minutes of
//! compile time to CI for a dozen small routines, and neither reproduces LAPACK's pivot and
//! reflector conventions, which the factors (`LU`, `geqrf`'s `a`/`tau`) expose.
//! Singular vectors and eigenvectors are unique only up to sign; no convention is attempted.

/// A dense row-major matrix.
#[derive(Debug, Clone, PartialEq)]
pub struct Mat {
    pub r: usize,
    pub c: usize,
    pub d: Vec<f64>,
}

impl Mat {
    pub fn zeros(r: usize, c: usize) -> Mat {
        Mat { r, c, d: vec![0.0; r * c] }
    }
    pub fn eye(r: usize, c: usize) -> Mat {
        let mut m = Mat::zeros(r, c);
        for i in 0..r.min(c) {
            m.set(i, i, 1.0);
        }
        m
    }
    #[inline]
    pub fn at(&self, i: usize, j: usize) -> f64 {
        self.d[i * self.c + j]
    }
    #[inline]
    pub fn set(&mut self, i: usize, j: usize, v: f64) {
        self.d[i * self.c + j] = v;
    }
    pub fn t(&self) -> Mat {
        let mut o = Mat::zeros(self.c, self.r);
        for i in 0..self.r {
            for j in 0..self.c {
                o.set(j, i, self.at(i, j));
            }
        }
        o
    }
    pub fn mul(&self, b: &Mat) -> Mat {
        debug_assert_eq!(self.c, b.r);
        let mut o = Mat::zeros(self.r, b.c);
        for i in 0..self.r {
            for p in 0..self.c {
                let x = self.at(i, p);
                for j in 0..b.c {
                    o.d[i * b.c + j] += x * b.at(p, j);
                }
            }
        }
        o
    }
    /// The leading `r x c` block.
    pub fn block(&self, r: usize, c: usize) -> Mat {
        let mut o = Mat::zeros(r, c);
        for i in 0..r.min(self.r) {
            for j in 0..c.min(self.c) {
                o.set(i, j, self.at(i, j));
            }
        }
        o
    }
    fn swap_rows(&mut self, a: usize, b: usize) {
        for j in 0..self.c {
            self.d.swap(a * self.c + j, b * self.c + j);
        }
    }
}

/// `getrf`: `P A = L U` with partial pivoting; L unit lower and U share `lu`.
pub struct Lu {
    pub lu: Mat,
    /// 1-based: row `i` was swapped with row `piv[i] - 1`.
    pub piv: Vec<i32>,
    /// 0, or the 1-based index of the first zero pivot.
    pub info: i32,
}

pub fn lu(a: &Mat) -> Lu {
    let mut m = a.clone();
    let k = a.r.min(a.c);
    let mut piv = Vec::with_capacity(k);
    let mut info = 0;
    for j in 0..k {
        // `idamax`: the first entry of largest magnitude.
        let mut p = j;
        for i in j + 1..m.r {
            if m.at(i, j).abs() > m.at(p, j).abs() {
                p = i;
            }
        }
        piv.push(p as i32 + 1);
        if m.at(p, j) != 0.0 {
            if p != j {
                m.swap_rows(p, j);
            }
            let d = m.at(j, j);
            for i in j + 1..m.r {
                let v = m.at(i, j) / d;
                m.set(i, j, v);
            }
        } else if info == 0 {
            info = j as i32 + 1;
        }
        for i in j + 1..m.r {
            let l = m.at(i, j);
            if l != 0.0 {
                for c in j + 1..m.c {
                    let v = m.at(i, c) - l * m.at(j, c);
                    m.set(i, c, v);
                }
            }
        }
    }
    Lu { lu: m, piv, info }
}

/// The row permutation of `getrf`'s pivots: row `i` of `L U` is row `perm[i]` of `A`.
pub fn lu_perm(piv: &[i32], m: usize) -> Vec<usize> {
    let mut perm: Vec<usize> = (0..m).collect();
    for (i, &p) in piv.iter().enumerate() {
        let p = (p.max(1) as usize - 1).min(m.saturating_sub(1));
        perm.swap(i, p);
    }
    perm
}

/// `lu_unpack`: `(P, L, U)` with `A = P L U`.
pub fn lu_unpack(lu: &Mat, piv: &[i32]) -> (Mat, Mat, Mat) {
    let (m, n) = (lu.r, lu.c);
    let k = m.min(n);
    let mut p = Mat::zeros(m, m);
    for (i, &r) in lu_perm(piv, m).iter().enumerate() {
        p.set(r, i, 1.0);
    }
    let mut l = Mat::zeros(m, k);
    for i in 0..m {
        for j in 0..k.min(i + 1) {
            l.set(i, j, if i == j { 1.0 } else { lu.at(i, j) });
        }
    }
    let mut u = Mat::zeros(k, n);
    for i in 0..k {
        for j in i..n {
            u.set(i, j, lu.at(i, j));
        }
    }
    (p, l, u)
}

/// `op(A) X = B` for a triangular `A` (only its `upper` or lower triangle is read), `op` the
/// transpose when `trans`.
pub fn tri_solve(a: &Mat, b: &Mat, upper: bool, trans: bool, unit: bool) -> Mat {
    let n = a.r;
    let mut x = b.clone();
    // op(A) is upper triangular when exactly one of `upper`, `trans` holds.
    let eff_upper = upper != trans;
    let at = |i: usize, j: usize| if trans { a.at(j, i) } else { a.at(i, j) };
    for col in 0..b.c {
        let order: Vec<usize> = if eff_upper { (0..n).rev().collect() } else { (0..n).collect() };
        for &i in &order {
            let mut s = x.at(i, col);
            let range: Vec<usize> = if eff_upper { (i + 1..n).collect() } else { (0..i).collect() };
            for j in range {
                s -= at(i, j) * x.at(j, col);
            }
            x.set(i, col, if unit { s } else { s / at(i, i) });
        }
    }
    x
}

/// `getrs`: `A X = B` (`A^T X = B` when `trans`) from `getrf`'s factors.
pub fn lu_solve(lu: &Mat, piv: &[i32], b: &Mat, trans: bool) -> Mat {
    let perm = lu_perm(piv, lu.r);
    if !trans {
        let mut pb = Mat::zeros(b.r, b.c);
        for (i, &r) in perm.iter().enumerate() {
            for j in 0..b.c {
                pb.set(i, j, b.at(r, j));
            }
        }
        let y = tri_solve(lu, &pb, false, false, true);
        tri_solve(lu, &y, true, false, false)
    } else {
        // A^T = U^T L^T P^T.
        let y = tri_solve(lu, b, true, true, false);
        let z = tri_solve(lu, &y, false, true, true);
        let mut x = Mat::zeros(b.r, b.c);
        for (i, &r) in perm.iter().enumerate() {
            for j in 0..b.c {
                x.set(r, j, z.at(i, j));
            }
        }
        x
    }
}

/// `potrf`: the lower factor `L L^T = A` from `A`'s lower triangle (`upper`: `U^T U = A` from
/// the upper triangle, returned as U); `info` is the order of the first minor that is not
/// positive definite. Entries past a failure are left as computed so far.
pub fn cholesky(a: &Mat, upper: bool) -> (Mat, i32) {
    let n = a.r;
    let src = if upper { a.t() } else { a.clone() };
    let mut l = Mat::zeros(n, n);
    let mut info = 0;
    for j in 0..n {
        let mut d = src.at(j, j);
        for k in 0..j {
            d -= l.at(j, k) * l.at(j, k);
        }
        if d <= 0.0 || d.is_nan() {
            info = j as i32 + 1;
            break;
        }
        let d = d.sqrt();
        l.set(j, j, d);
        for i in j + 1..n {
            let mut s = src.at(i, j);
            for k in 0..j {
                s -= l.at(i, k) * l.at(j, k);
            }
            l.set(i, j, s / d);
        }
    }
    (if upper { l.t() } else { l }, info)
}

/// `potrs`: `A X = B` with `A = L L^T` (or `U^T U` when `upper`).
pub fn cholesky_solve(f: &Mat, b: &Mat, upper: bool) -> Mat {
    if upper {
        let y = tri_solve(f, b, true, true, false);
        tri_solve(f, &y, true, false, false)
    } else {
        let y = tri_solve(f, b, false, false, false);
        tri_solve(f, &y, false, true, false)
    }
}

/// `geqrf`: Householder QR; R on and above the diagonal, the reflectors' tails below it.
pub fn geqrf(a: &Mat) -> (Mat, Vec<f64>) {
    let mut m = a.clone();
    let k = a.r.min(a.c);
    let mut tau = Vec::with_capacity(k);
    for j in 0..k {
        // `dlarfg`.
        let alpha = m.at(j, j);
        let xnorm = (j + 1..m.r).map(|i| m.at(i, j).powi(2)).sum::<f64>().sqrt();
        if xnorm == 0.0 {
            tau.push(0.0);
            continue;
        }
        let beta = -alpha.signum() * alpha.hypot(xnorm);
        let t = (beta - alpha) / beta;
        tau.push(t);
        let scale = 1.0 / (alpha - beta);
        for i in j + 1..m.r {
            let v = m.at(i, j) * scale;
            m.set(i, j, v);
        }
        m.set(j, j, beta);
        // H = I - tau v v^T on the trailing columns (`dlarf`).
        for c in j + 1..m.c {
            let mut s = m.at(j, c);
            for i in j + 1..m.r {
                s += m.at(i, j) * m.at(i, c);
            }
            s *= t;
            let v = m.at(j, c) - s;
            m.set(j, c, v);
            for i in j + 1..m.r {
                let v = m.at(i, c) - s * m.at(i, j);
                m.set(i, c, v);
            }
        }
    }
    (m, tau)
}

/// Reflector `i` of `geqrf`'s output: zeros above `i`, one at `i`, the stored tail below.
fn reflector(v: &Mat, i: usize) -> Vec<f64> {
    (0..v.r)
        .map(|r| {
            if r < i {
                0.0
            } else if r == i {
                1.0
            } else {
                v.at(r, i)
            }
        })
        .collect()
}

/// `x <- H x` (`from_left`) or `x <- x H` with `H = I - tau v v^T`.
fn apply_reflector(x: &mut Mat, v: &[f64], tau: f64, from_left: bool) {
    if tau == 0.0 {
        return;
    }
    if from_left {
        for c in 0..x.c {
            let s: f64 = (0..x.r).map(|r| v[r] * x.at(r, c)).sum::<f64>() * tau;
            for (r, &vr) in v.iter().enumerate() {
                let y = x.at(r, c) - s * vr;
                x.set(r, c, y);
            }
        }
    } else {
        for r in 0..x.r {
            let s: f64 = (0..x.c).map(|c| x.at(r, c) * v[c]).sum::<f64>() * tau;
            for (c, &vc) in v.iter().enumerate() {
                let y = x.at(r, c) - s * vc;
                x.set(r, c, y);
            }
        }
    }
}

/// `ormqr`: `Q C`, `Q^T C`, `C Q` or `C Q^T` with `Q = H_1 ... H_k` from reflectors `v`.
pub fn ormqr(v: &Mat, tau: &[f64], c: &Mat, left: bool, trans: bool) -> Mat {
    let mut x = c.clone();
    let k = tau.len().min(v.c);
    // Q C and C Q^T apply H_k first; Q^T C and C Q apply H_1 first.
    let order: Vec<usize> = if left != trans { (0..k).rev().collect() } else { (0..k).collect() };
    for i in order {
        apply_reflector(&mut x, &reflector(v, i), tau[i], left);
    }
    x
}

/// `orgqr`: the first `v.c` columns of `H_1 ... H_k`.
pub fn householder_product(v: &Mat, tau: &[f64]) -> Mat {
    ormqr(v, tau, &Mat::eye(v.r, v.c), true, false)
}

/// Cyclic Jacobi on a symmetric matrix (built from its `upper` or lower triangle):
/// eigenvalues ascending and the eigenvectors as columns.
pub fn sym_eig(a: &Mat, upper: bool) -> (Vec<f64>, Mat) {
    let n = a.r;
    let mut s = Mat::zeros(n, n);
    for i in 0..n {
        for j in 0..n {
            let from_upper = j >= i;
            let v = if from_upper == upper { a.at(i, j) } else { a.at(j, i) };
            s.set(i, j, v);
        }
    }
    let mut v = Mat::eye(n, n);
    for _sweep in 0..100 {
        let off: f64 = (0..n)
            .flat_map(|i| (0..n).map(move |j| (i, j)))
            .filter(|(i, j)| i != j)
            .map(|(i, j)| s.at(i, j).powi(2))
            .sum();
        let diag: f64 = (0..n).map(|i| s.at(i, i).powi(2)).sum();
        if off <= f64::EPSILON.powi(2) * diag.max(f64::MIN_POSITIVE) {
            break;
        }
        for p in 0..n {
            for q in p + 1..n {
                let apq = s.at(p, q);
                if apq == 0.0 {
                    continue;
                }
                let theta = (s.at(q, q) - s.at(p, p)) / (2.0 * apq);
                let t = theta.signum() / (theta.abs() + (theta * theta + 1.0).sqrt());
                let t = if theta == 0.0 { 1.0 } else { t };
                let c = 1.0 / (t * t + 1.0).sqrt();
                let sn = t * c;
                for k in 0..n {
                    let (skp, skq) = (s.at(k, p), s.at(k, q));
                    s.set(k, p, c * skp - sn * skq);
                    s.set(k, q, sn * skp + c * skq);
                }
                for k in 0..n {
                    let (spk, sqk) = (s.at(p, k), s.at(q, k));
                    s.set(p, k, c * spk - sn * sqk);
                    s.set(q, k, sn * spk + c * sqk);
                }
                for k in 0..n {
                    let (vkp, vkq) = (v.at(k, p), v.at(k, q));
                    v.set(k, p, c * vkp - sn * vkq);
                    v.set(k, q, sn * vkp + c * vkq);
                }
            }
        }
    }
    let mut order: Vec<usize> = (0..n).collect();
    order.sort_by(|&i, &j| s.at(i, i).total_cmp(&s.at(j, j)));
    let vals = order.iter().map(|&i| s.at(i, i)).collect();
    let mut vecs = Mat::zeros(n, n);
    for (dst, &src) in order.iter().enumerate() {
        for k in 0..n {
            vecs.set(k, dst, v.at(k, src));
        }
    }
    (vals, vecs)
}

/// One-sided Jacobi SVD: `A = U diag(S) V^T` with `k = min(m, n)` columns in U and V,
/// S descending.
pub fn svd(a: &Mat) -> (Mat, Vec<f64>, Mat) {
    if a.r < a.c {
        let (u, s, v) = svd(&a.t());
        return (v, s, u);
    }
    let (m, n) = (a.r, a.c);
    let mut w = a.clone();
    let mut v = Mat::eye(n, n);
    for _sweep in 0..100 {
        let mut rotated = false;
        for p in 0..n {
            for q in p + 1..n {
                let (mut al, mut be, mut ga) = (0.0, 0.0, 0.0);
                for i in 0..m {
                    let (x, y) = (w.at(i, p), w.at(i, q));
                    al += x * x;
                    be += y * y;
                    ga += x * y;
                }
                if ga == 0.0 || ga.abs() <= f64::EPSILON * (al * be).sqrt() {
                    continue;
                }
                rotated = true;
                let zeta = (be - al) / (2.0 * ga);
                let t = zeta.signum() / (zeta.abs() + (1.0 + zeta * zeta).sqrt());
                let t = if zeta == 0.0 { 1.0 } else { t };
                let c = 1.0 / (1.0 + t * t).sqrt();
                let s = c * t;
                for i in 0..m {
                    let (x, y) = (w.at(i, p), w.at(i, q));
                    w.set(i, p, c * x - s * y);
                    w.set(i, q, s * x + c * y);
                }
                for i in 0..n {
                    let (x, y) = (v.at(i, p), v.at(i, q));
                    v.set(i, p, c * x - s * y);
                    v.set(i, q, s * x + c * y);
                }
            }
        }
        if !rotated {
            break;
        }
    }
    let norms: Vec<f64> =
        (0..n).map(|j| (0..m).map(|i| w.at(i, j).powi(2)).sum::<f64>().sqrt()).collect();
    let mut order: Vec<usize> = (0..n).collect();
    order.sort_by(|&i, &j| norms[j].total_cmp(&norms[i]));
    let mut u = Mat::zeros(m, n);
    let mut vs = Mat::zeros(n, n);
    let mut s = vec![0.0; n];
    for (dst, &src) in order.iter().enumerate() {
        s[dst] = norms[src];
        for i in 0..m {
            let x = if norms[src] > 0.0 { w.at(i, src) / norms[src] } else { 0.0 };
            u.set(i, dst, x);
        }
        for i in 0..n {
            vs.set(i, dst, v.at(i, src));
        }
    }
    complete_orthonormal(&mut u, &s);
    (u, s, vs)
}

/// Replaces the columns of `q` whose singular value is zero by unit vectors orthogonal to the
/// others (Gram-Schmidt over the identity's columns).
fn complete_orthonormal(q: &mut Mat, s: &[f64]) {
    let m = q.r;
    let mut basis = 0;
    for j in 0..q.c {
        if s.get(j).is_some_and(|&x| x > 0.0) {
            continue;
        }
        while basis < m {
            let mut v: Vec<f64> = (0..m).map(|i| if i == basis { 1.0 } else { 0.0 }).collect();
            basis += 1;
            for k in 0..q.c {
                if k == j || !(s.get(k).is_some_and(|&x| x > 0.0) || k < j) {
                    continue;
                }
                let d: f64 = (0..m).map(|i| q.at(i, k) * v[i]).sum();
                for (i, x) in v.iter_mut().enumerate() {
                    *x -= d * q.at(i, k);
                }
            }
            let nrm = v.iter().map(|x| x * x).sum::<f64>().sqrt();
            if nrm > 1e-8 {
                for (i, x) in v.iter().enumerate() {
                    q.set(i, j, x / nrm);
                }
                break;
            }
        }
    }
}

/// Extends `q` (m x k, orthonormal columns) to an orthonormal m x m basis.
pub fn extend_basis(q: &Mat) -> Mat {
    let mut full = q.block(q.r, q.r);
    let s: Vec<f64> = (0..q.r).map(|j| if j < q.c { 1.0 } else { 0.0 }).collect();
    complete_orthonormal(&mut full, &s);
    full
}

/// `exp(A)`: Pade [13/13] with scaling and squaring (Higham 2005).
pub fn expm(a: &Mat) -> Mat {
    const B: [f64; 14] = [
        64764752532480000.0,
        32382376266240000.0,
        7771770303897600.0,
        1187353796428800.0,
        129060195264000.0,
        10559470521600.0,
        670442572800.0,
        33522128640.0,
        1323241920.0,
        40840800.0,
        960960.0,
        16380.0,
        182.0,
        1.0,
    ];
    let n = a.r;
    let norm1 = (0..n).map(|j| (0..n).map(|i| a.at(i, j).abs()).sum::<f64>()).fold(0.0, f64::max);
    let s = if norm1 > 5.371920351148152 {
        (norm1 / 5.371920351148152).log2().ceil() as i32
    } else {
        0
    };
    let mut x = a.clone();
    let f = 0.5f64.powi(s);
    x.d.iter_mut().for_each(|v| *v *= f);
    let lin = |terms: &[(f64, &Mat)]| {
        let mut o = Mat::zeros(n, n);
        for (c, m) in terms {
            for (o, v) in o.d.iter_mut().zip(&m.d) {
                *o += c * v;
            }
        }
        o
    };
    let id = Mat::eye(n, n);
    let a2 = x.mul(&x);
    let a4 = a2.mul(&a2);
    let a6 = a4.mul(&a2);
    let u_in = a6.mul(&lin(&[(B[13], &a6), (B[11], &a4), (B[9], &a2)]));
    let u = x.mul(&lin(&[(1.0, &u_in), (B[7], &a6), (B[5], &a4), (B[3], &a2), (B[1], &id)]));
    let v_in = a6.mul(&lin(&[(B[12], &a6), (B[10], &a4), (B[8], &a2)]));
    let v = lin(&[(1.0, &v_in), (B[6], &a6), (B[4], &a4), (B[2], &a2), (B[0], &id)]);
    let p = lin(&[(1.0, &v), (1.0, &u)]);
    let q = lin(&[(1.0, &v), (-1.0, &u)]);
    let f = lu(&q);
    let mut r = lu_solve(&f.lu, &f.piv, &p, false);
    for _ in 0..s {
        r = r.mul(&r);
    }
    r
}

#[cfg(test)]
mod tests {
    use super::*;

    fn close(a: &Mat, b: &Mat) -> bool {
        a.r == b.r && a.c == b.c && a.d.iter().zip(&b.d).all(|(x, y)| (x - y).abs() < 1e-9)
    }
    fn sample() -> Mat {
        Mat { r: 3, c: 3, d: vec![2.0, 1.0, 0.5, 4.0, -1.0, 3.0, 1.0, 2.0, 5.0] }
    }

    #[test]
    fn lu_reconstructs_with_lapack_pivots() {
        let a = sample();
        let f = lu(&a);
        assert_eq!(f.piv, vec![2, 3, 3]);
        let (p, l, u) = lu_unpack(&f.lu, &f.piv);
        assert!(close(&p.mul(&l).mul(&u), &a));
        let x = lu_solve(&f.lu, &f.piv, &Mat::eye(3, 3), false);
        assert!(close(&a.mul(&x), &Mat::eye(3, 3)));
        let xt = lu_solve(&f.lu, &f.piv, &Mat::eye(3, 3), true);
        assert!(close(&a.t().mul(&xt), &Mat::eye(3, 3)));
    }

    #[test]
    fn qr_follows_geqrf() {
        let a = sample();
        let (v, tau) = geqrf(&a);
        let q = householder_product(&v, &tau);
        let r = Mat {
            d: (0..9).map(|i| if i % 3 >= i / 3 { v.d[i] } else { 0.0 }).collect(),
            ..v.clone()
        };
        assert!(close(&q.mul(&r), &a));
        // beta = -sign(alpha) * norm: R's first diagonal entry is -|a[:, 0]|.
        assert!((v.at(0, 0) + 21f64.sqrt()).abs() < 1e-12);
        assert!(close(&ormqr(&v, &tau, &q, true, true), &Mat::eye(3, 3)));
    }

    #[test]
    fn eig_svd_expm() {
        let a = sample();
        let spd = a.mul(&a.t());
        let (w, v) = sym_eig(&spd, false);
        assert!(w.windows(2).all(|p| p[0] <= p[1]));
        let d = Mat {
            r: 3,
            c: 3,
            d: (0..9).map(|i| if i % 4 == 0 { w[i / 4] } else { 0.0 }).collect(),
        };
        assert!(close(&v.mul(&d).mul(&v.t()), &spd));
        let (u, s, vv) = svd(&a);
        let sd = Mat {
            r: 3,
            c: 3,
            d: (0..9).map(|i| if i % 4 == 0 { s[i / 4] } else { 0.0 }).collect(),
        };
        assert!(close(&u.mul(&sd).mul(&vv.t()), &a));
        let z = Mat::zeros(2, 2);
        assert!(close(&expm(&z), &Mat::eye(2, 2)));
        let (l, info) = cholesky(&spd, false);
        assert_eq!(info, 0);
        assert!(close(&l.mul(&l.t()), &spd));
    }
}
