//! The LAPACK-backed aten ops (`linalg_*`, `geqrf`, `triangular_solve`, ...): batches of
//! matrices are unpacked to f64, solved one by one with [`super::linalg_decomp`] and rounded
//! once to the operand's dtype, as an accurate LAPACK call would.
use super::linalg_decomp::{self as d, Mat};
use super::pointwise::broadcast_shapes;
use super::{Call, KW};
use crate::interp::tensor::{TResult, Tensor, terr};
use crate::interp::value::Value;
use crate::ir::DType;

/// A tensor `[..., r, c]` as its batch shape and matrices.
struct Batch {
    batch: Vec<usize>,
    mats: Vec<Mat>,
}

fn matrices(t: &Tensor, what: &str) -> TResult<Batch> {
    if t.dim() < 2 {
        return terr(format!(
            "{what}: expected a tensor with 2 or more dimensions, got {:?}",
            t.sizes()
        ));
    }
    let n = t.dim();
    let (r, c) = (t.sizes()[n - 2], t.sizes()[n - 1]);
    let batch = t.sizes()[..n - 2].to_vec();
    let v = t.to_f64_vec();
    let count: usize = batch.iter().product();
    let mats =
        (0..count).map(|i| Mat { r, c, d: v[i * r * c..(i + 1) * r * c].to_vec() }).collect();
    Ok(Batch { batch, mats })
}

fn square(t: &Tensor, what: &str) -> TResult<Batch> {
    let b = matrices(t, what)?;
    let n = t.dim();
    if t.sizes()[n - 1] != t.sizes()[n - 2] {
        return terr(format!("{what}: A must be batches of square matrices, got {:?}", t.sizes()));
    }
    Ok(b)
}

/// Two operands with their batch dims broadcast against each other.
fn broadcast_pair(a: &Tensor, b: &Tensor, what: &str) -> TResult<(Batch, Batch)> {
    if a.dim() < 2 || b.dim() < 2 {
        return terr(format!("{what}: operands need 2 or more dimensions"));
    }
    let (na, nb) = (a.dim(), b.dim());
    let batch = broadcast_shapes(&[&a.sizes()[..na - 2], &b.sizes()[..nb - 2]])?;
    let full = |t: &Tensor, n: usize| -> TResult<Tensor> {
        let mut s: Vec<i64> = batch.iter().map(|&x| x as i64).collect();
        s.extend(t.sizes()[n - 2..].iter().map(|&x| x as i64));
        t.expand(&s)
    };
    Ok((matrices(&full(a, na)?, what)?, matrices(&full(b, nb)?, what)?))
}

fn shape(batch: &[usize], tail: &[usize]) -> Vec<usize> {
    batch.iter().chain(tail).copied().collect()
}

fn pack(dtype: DType, batch: &[usize], mats: &[Mat], r: usize, c: usize) -> TResult<Tensor> {
    let mut v = Vec::with_capacity(mats.len() * r * c);
    for m in mats {
        debug_assert_eq!((m.r, m.c), (r, c));
        v.extend_from_slice(&m.d);
    }
    Tensor::from_f64(dtype, shape(batch, &[r, c]), &v)
}

fn pack_vecs(dtype: DType, batch: &[usize], vs: &[Vec<f64>], n: usize) -> TResult<Tensor> {
    let v: Vec<f64> = vs.iter().flatten().copied().collect();
    Tensor::from_f64(dtype, shape(batch, &[n]), &v)
}

fn pack_ints(batch: &[usize], vs: &[Vec<i32>], tail: &[usize]) -> TResult<Tensor> {
    let v: Vec<i64> = vs.iter().flatten().map(|&x| x as i64).collect();
    Tensor::from_i64(DType::I32, shape(batch, tail), &v)
}

fn empty(dtype: DType) -> TResult<Tensor> {
    Tensor::zeros(dtype, vec![0])
}

fn tuple(ts: Vec<Tensor>) -> Value {
    Value::List(ts.into_iter().map(Value::Tensor).collect())
}

fn float_dtype(t: &Tensor, what: &str) -> TResult<DType> {
    if !t.dtype().is_float() {
        return terr(format!("{what}: expected a floating point tensor, got {}", t.type_str()));
    }
    Ok(t.dtype())
}

/// `getrf`'s 1-based pivots of `rows` matrices with `m` rows each; others are refused, as
/// `lu_solve` and `lu_unpack` refuse them.
fn pivots(t: &Tensor, rows: usize, m: usize) -> TResult<Vec<Vec<i32>>> {
    if t.dtype() != DType::I32 {
        return terr(format!("pivots should be int32, got {}", t.type_str()));
    }
    let k = t.sizes().last().copied().unwrap_or(0);
    let v = t.to_i64_vec();
    if v.iter().any(|&p| p < 1 || p as usize > m) {
        return terr(format!("pivots must be between 1 and {m} (the result of lu_factor)"));
    }
    Ok((0..rows).map(|i| v[i * k..(i + 1) * k].iter().map(|&x| x as i32).collect()).collect())
}

/// `linalg_cholesky_ex(A, *, upper=False, check_errors=False) -> (L, info)`.
pub fn cholesky_ex(c: &Call) -> TResult<Value> {
    let a = c.tensor(0, "self")?;
    let dt = float_dtype(a, "linalg.cholesky")?;
    let upper = c.bool_or(KW, "upper", false)?;
    let b = square(a, "linalg.cholesky")?;
    let n = a.sizes()[a.dim() - 1];
    let (ls, infos): (Vec<Mat>, Vec<Vec<i32>>) =
        b.mats.iter().map(|m| d::cholesky(m, upper)).map(|(l, i)| (l, vec![i])).unzip();
    Ok(tuple(vec![pack(dt, &b.batch, &ls, n, n)?, pack_ints(&b.batch, &infos, &[])?]))
}

/// `cholesky_solve(B, L, upper=False)`.
pub fn cholesky_solve(c: &Call) -> TResult<Value> {
    let (rhs, f) = (c.tensor(0, "self")?, c.tensor(1, "input2")?);
    let dt = float_dtype(rhs, "cholesky_solve")?;
    let upper = c.bool_or(2, "upper", false)?;
    let (bb, fb) = broadcast_pair(rhs, f, "cholesky_solve")?;
    let xs: Vec<Mat> =
        bb.mats.iter().zip(&fb.mats).map(|(b, f)| d::cholesky_solve(f, b, upper)).collect();
    let (r, cc) = (rhs.sizes()[rhs.dim() - 2], rhs.sizes()[rhs.dim() - 1]);
    Ok(Value::Tensor(pack(dt, &bb.batch, &xs, r, cc)?))
}

/// `cholesky_inverse(L, upper=False)`: `(L L^T)^-1`.
pub fn cholesky_inverse(c: &Call) -> TResult<Value> {
    let f = c.tensor(0, "self")?;
    let dt = float_dtype(f, "cholesky_inverse")?;
    let upper = c.bool_or(1, "upper", false)?;
    let b = square(f, "cholesky_inverse")?;
    let n = f.sizes()[f.dim() - 1];
    let xs: Vec<Mat> =
        b.mats.iter().map(|m| d::cholesky_solve(m, &Mat::eye(n, n), upper)).collect();
    Ok(Value::Tensor(pack(dt, &b.batch, &xs, n, n)?))
}

/// `linalg_lu_factor_ex(A, *, pivot=True, check_errors=False) -> (LU, pivots, info)`.
pub fn lu_factor_ex(c: &Call) -> TResult<Value> {
    let a = c.tensor(0, "A")?;
    let dt = float_dtype(a, "linalg.lu_factor")?;
    if !c.bool_or(KW, "pivot", true)? {
        return terr("linalg.lu_factor: LU without pivoting is not implemented on the CPU");
    }
    let b = matrices(a, "linalg.lu_factor")?;
    let (m, n) = (a.sizes()[a.dim() - 2], a.sizes()[a.dim() - 1]);
    let fs: Vec<d::Lu> = b.mats.iter().map(d::lu).collect();
    let lus: Vec<Mat> = fs.iter().map(|f| f.lu.clone()).collect();
    let piv: Vec<Vec<i32>> = fs.iter().map(|f| f.piv.clone()).collect();
    let info: Vec<Vec<i32>> = fs.iter().map(|f| vec![f.info]).collect();
    Ok(tuple(vec![
        pack(dt, &b.batch, &lus, m, n)?,
        pack_ints(&b.batch, &piv, &[m.min(n)])?,
        pack_ints(&b.batch, &info, &[])?,
    ]))
}

fn unpacked(
    dt: DType,
    batch: &[usize],
    ps: Vec<(Mat, Mat, Mat)>,
    m: usize,
    n: usize,
) -> TResult<Vec<Tensor>> {
    let k = m.min(n);
    let (mut p, mut l, mut u) = (vec![], vec![], vec![]);
    for (a, b, c) in ps {
        p.push(a);
        l.push(b);
        u.push(c);
    }
    Ok(vec![pack(dt, batch, &p, m, m)?, pack(dt, batch, &l, m, k)?, pack(dt, batch, &u, k, n)?])
}

/// `linalg_lu(A, *, pivot=True) -> (P, L, U)`.
pub fn linalg_lu(c: &Call) -> TResult<Value> {
    let a = c.tensor(0, "A")?;
    let dt = float_dtype(a, "linalg.lu")?;
    if !c.bool_or(KW, "pivot", true)? {
        return terr("linalg.lu: LU without pivoting is not implemented on the CPU");
    }
    let b = matrices(a, "linalg.lu")?;
    let (m, n) = (a.sizes()[a.dim() - 2], a.sizes()[a.dim() - 1]);
    let ps = b.mats.iter().map(|x| {
        let f = d::lu(x);
        d::lu_unpack(&f.lu, &f.piv)
    });
    unpacked(dt, &b.batch, ps.collect(), m, n).map(tuple)
}

/// `lu_unpack(LU, pivots, unpack_data=True, unpack_pivots=True) -> (P, L, U)`.
pub fn lu_unpack(c: &Call) -> TResult<Value> {
    let (lu, pv) = (c.tensor(0, "LU_data")?, c.tensor(1, "LU_pivots")?);
    let dt = float_dtype(lu, "lu_unpack")?;
    let (data, piv) = (c.bool_or(2, "unpack_data", true)?, c.bool_or(3, "unpack_pivots", true)?);
    let b = matrices(lu, "lu_unpack")?;
    let (m, n) = (lu.sizes()[lu.dim() - 2], lu.sizes()[lu.dim() - 1]);
    let pvs = pivots(pv, b.mats.len(), m)?;
    let ps = b.mats.iter().zip(&pvs).map(|(x, p)| d::lu_unpack(x, p)).collect();
    let mut outs = unpacked(dt, &b.batch, ps, m, n)?;
    if !piv {
        outs[0] = empty(dt)?;
    }
    if !data {
        outs[1] = empty(dt)?;
        outs[2] = empty(dt)?;
    }
    Ok(tuple(outs))
}

/// `X` from `A`'s LU factors for `A X = B` (`left`) or `X A = B`, `A^T` in place of `A`
/// when `adjoint`.
fn lu_solve_mat(f: &Mat, piv: &[i32], b: &Mat, left: bool, adjoint: bool) -> Mat {
    if left {
        d::lu_solve(f, piv, b, adjoint)
    } else {
        // X A = B  <=>  A^T X^T = B^T.
        d::lu_solve(f, piv, &b.t(), !adjoint).t()
    }
}

/// `linalg_lu_solve(LU, pivots, B, *, left=True, adjoint=False)`.
pub fn lu_solve(c: &Call) -> TResult<Value> {
    let (lu, pv, rhs) = (c.tensor(0, "LU")?, c.tensor(1, "pivots")?, c.tensor(2, "B")?);
    let dt = float_dtype(rhs, "linalg.lu_solve")?;
    let (left, adjoint) = (c.bool_or(KW, "left", true)?, c.bool_or(KW, "adjoint", false)?);
    let (fb, bb) = broadcast_pair(lu, rhs, "linalg.lu_solve")?;
    // The pivots broadcast like LU's batch.
    let n = lu.sizes()[lu.dim() - 1];
    let mut ps: Vec<i64> = bb.batch.iter().map(|&x| x as i64).collect();
    ps.push(n as i64);
    let pvs = pivots(&pv.expand(&ps)?, fb.mats.len(), n)?;
    let xs: Vec<Mat> = fb
        .mats
        .iter()
        .zip(&pvs)
        .zip(&bb.mats)
        .map(|((f, p), b)| lu_solve_mat(f, p, b, left, adjoint))
        .collect();
    let (r, cc) = (rhs.sizes()[rhs.dim() - 2], rhs.sizes()[rhs.dim() - 1]);
    Ok(Value::Tensor(pack(dt, &bb.batch, &xs, r, cc)?))
}

/// `_linalg_solve_ex(A, B, *, left=True, check_errors=False) -> (result, LU, pivots, info)`.
pub fn solve_ex(c: &Call) -> TResult<Value> {
    let (a, rhs) = (c.tensor(0, "A")?, c.tensor(1, "B")?);
    let dt = float_dtype(a, "linalg.solve")?;
    let left = c.bool_or(KW, "left", true)?;
    square(a, "linalg.solve")?;
    // `linalg_solve_is_vector_rhs`.
    let vector =
        rhs.dim() == 1 || (rhs.dim() + 1 == a.dim() && rhs.sizes() == &a.sizes()[..a.dim() - 1]);
    let rhs2 = if vector { rhs.unsqueeze(-1)? } else { rhs.clone() };
    let (ab, bb) = broadcast_pair(a, &rhs2, "linalg.solve")?;
    let n = a.sizes()[a.dim() - 1];
    let fs: Vec<d::Lu> = ab.mats.iter().map(d::lu).collect();
    let xs: Vec<Mat> =
        fs.iter().zip(&bb.mats).map(|(f, b)| lu_solve_mat(&f.lu, &f.piv, b, left, false)).collect();
    let (r, cc) = (rhs2.sizes()[rhs2.dim() - 2], rhs2.sizes()[rhs2.dim() - 1]);
    let mut x = pack(dt, &bb.batch, &xs, r, cc)?;
    if vector {
        x = x.squeeze(Some(&[-1]))?;
    }
    // LU, pivots and info keep A's own batch shape.
    let ab0 = square(a, "linalg.solve")?;
    let fs0: Vec<d::Lu> = ab0.mats.iter().map(d::lu).collect();
    let lus: Vec<Mat> = fs0.iter().map(|f| f.lu.clone()).collect();
    let piv: Vec<Vec<i32>> = fs0.iter().map(|f| f.piv.clone()).collect();
    let info: Vec<Vec<i32>> = fs0.iter().map(|f| vec![f.info]).collect();
    Ok(tuple(vec![
        x.contiguous(),
        pack(dt, &ab0.batch, &lus, n, n)?,
        pack_ints(&ab0.batch, &piv, &[n])?,
        pack_ints(&ab0.batch, &info, &[])?,
    ]))
}

/// `linalg_inv_ex(A, *, check_errors=False) -> (inverse, info)`.
pub fn inv_ex(c: &Call) -> TResult<Value> {
    let a = c.tensor(0, "A")?;
    let dt = float_dtype(a, "linalg.inv")?;
    let b = square(a, "linalg.inv")?;
    let n = a.sizes()[a.dim() - 1];
    let (xs, info): (Vec<Mat>, Vec<Vec<i32>>) = b
        .mats
        .iter()
        .map(|m| {
            let f = d::lu(m);
            (d::lu_solve(&f.lu, &f.piv, &Mat::eye(n, n), false), vec![f.info])
        })
        .unzip();
    Ok(tuple(vec![pack(dt, &b.batch, &xs, n, n)?, pack_ints(&b.batch, &info, &[])?]))
}

/// The determinant from `getrf`'s factors: the diagonal's product, negated per row swap.
fn lu_det(f: &d::Lu) -> (f64, f64, f64) {
    let n = f.lu.r;
    let swaps = f.piv.iter().enumerate().filter(|(i, p)| **p as usize != i + 1).count();
    let mut sign = if swaps % 2 == 0 { 1.0 } else { -1.0 };
    let (mut det, mut logabs) = (sign, 0.0);
    for i in 0..n {
        let u = f.lu.at(i, i);
        det *= u;
        logabs += u.abs().ln();
        sign *= u.signum();
    }
    if det == 0.0 {
        sign = 0.0;
    }
    (det, sign, logabs)
}

/// `_linalg_det(A) -> (result, LU, pivots)` and `_linalg_slogdet(A) -> (sign, logabsdet, LU,
/// pivots)`.
pub fn det(c: &Call, slog: bool) -> TResult<Value> {
    let a = c.tensor(0, "A")?;
    let dt = float_dtype(a, "linalg.det")?;
    let b = square(a, "linalg.det")?;
    let n = a.sizes()[a.dim() - 1];
    let fs: Vec<d::Lu> = b.mats.iter().map(d::lu).collect();
    let dets: Vec<(f64, f64, f64)> = fs.iter().map(lu_det).collect();
    let lus: Vec<Mat> = fs.iter().map(|f| f.lu.clone()).collect();
    let piv: Vec<Vec<i32>> = fs.iter().map(|f| f.piv.clone()).collect();
    let scalars = |k: usize| -> TResult<Tensor> {
        let v: Vec<f64> = dets.iter().map(|x| [x.0, x.1, x.2][k]).collect();
        Tensor::from_f64(dt, b.batch.clone(), &v)
    };
    let mut outs = if slog { vec![scalars(1)?, scalars(2)?] } else { vec![scalars(0)?] };
    outs.push(pack(dt, &b.batch, &lus, n, n)?);
    outs.push(pack_ints(&b.batch, &piv, &[n])?);
    Ok(tuple(outs))
}

/// `linalg_solve_triangular(A, B, *, upper, left=True, unitriangular=False)`.
pub fn solve_triangular(c: &Call) -> TResult<Value> {
    let (a, rhs) = (c.tensor(0, "self")?, c.tensor(1, "B")?);
    let dt = float_dtype(a, "linalg.solve_triangular")?;
    let upper = c.bool_or(KW, "upper", false)?;
    let (left, unit) = (c.bool_or(KW, "left", true)?, c.bool_or(KW, "unitriangular", false)?);
    let (ab, bb) = broadcast_pair(a, rhs, "linalg.solve_triangular")?;
    let xs: Vec<Mat> = ab
        .mats
        .iter()
        .zip(&bb.mats)
        .map(|(a, b)| {
            if left {
                d::tri_solve(a, b, upper, false, unit)
            } else {
                d::tri_solve(a, &b.t(), upper, true, unit).t()
            }
        })
        .collect();
    let (r, cc) = (rhs.sizes()[rhs.dim() - 2], rhs.sizes()[rhs.dim() - 1]);
    Ok(Value::Tensor(pack(dt, &bb.batch, &xs, r, cc)?))
}

/// `triangular_solve(B, A, upper=True, transpose=False, unitriangular=False) ->
/// (solution, cloned_coefficient)`.
pub fn triangular_solve(c: &Call) -> TResult<Value> {
    let (rhs, a) = (c.tensor(0, "self")?, c.tensor(1, "A")?);
    let dt = float_dtype(rhs, "triangular_solve")?;
    let upper = c.bool_or(2, "upper", true)?;
    let (trans, unit) = (c.bool_or(3, "transpose", false)?, c.bool_or(4, "unitriangular", false)?);
    let (bb, ab) = broadcast_pair(rhs, a, "triangular_solve")?;
    let xs: Vec<Mat> =
        ab.mats.iter().zip(&bb.mats).map(|(a, b)| d::tri_solve(a, b, upper, trans, unit)).collect();
    let (r, cc) = (rhs.sizes()[rhs.dim() - 2], rhs.sizes()[rhs.dim() - 1]);
    let n = a.sizes()[a.dim() - 1];
    Ok(tuple(vec![pack(dt, &bb.batch, &xs, r, cc)?, pack(dt, &ab.batch, &ab.mats, n, n)?]))
}

/// `geqrf(A) -> (a, tau)`.
pub fn geqrf(c: &Call) -> TResult<Value> {
    let a = c.tensor(0, "self")?;
    let dt = float_dtype(a, "geqrf")?;
    let b = matrices(a, "geqrf")?;
    let (m, n) = (a.sizes()[a.dim() - 2], a.sizes()[a.dim() - 1]);
    let (vs, taus): (Vec<Mat>, Vec<Vec<f64>>) = b.mats.iter().map(d::geqrf).unzip();
    Ok(tuple(vec![pack(dt, &b.batch, &vs, m, n)?, pack_vecs(dt, &b.batch, &taus, m.min(n))?]))
}

/// `linalg_qr(A, mode="reduced") -> (Q, R)`.
pub fn linalg_qr(c: &Call) -> TResult<Value> {
    let a = c.tensor(0, "A")?;
    let dt = float_dtype(a, "linalg.qr")?;
    let mode = c.str_or(1, "mode", "reduced")?;
    let b = matrices(a, "linalg.qr")?;
    let (m, n) = (a.sizes()[a.dim() - 2], a.sizes()[a.dim() - 1]);
    let k = m.min(n);
    let (qc, rr) = match mode {
        "reduced" | "r" => (k, k),
        "complete" => (m, m),
        _ => return terr(format!("qr received unrecognized mode '{mode}'")),
    };
    let (mut qs, mut rs) = (vec![], vec![]);
    for x in &b.mats {
        let (v, tau) = d::geqrf(x);
        let mut r = Mat::zeros(rr, n);
        for i in 0..rr.min(m) {
            for j in i..n {
                r.set(i, j, v.at(i, j));
            }
        }
        rs.push(r);
        qs.push(d::ormqr(&v, &tau, &Mat::eye(m, qc), true, false));
    }
    let q = if mode == "r" { empty(dt)? } else { pack(dt, &b.batch, &qs, m, qc)? };
    Ok(tuple(vec![q, pack(dt, &b.batch, &rs, rr, n)?]))
}

fn taus(t: &Tensor, rows: usize) -> Vec<Vec<f64>> {
    let k = t.sizes().last().copied().unwrap_or(0);
    let v = t.to_f64_vec();
    (0..rows).map(|i| v.get(i * k..(i + 1) * k).unwrap_or_default().to_vec()).collect()
}

/// `linalg_householder_product(input, tau)` (`orgqr`).
pub fn householder_product(c: &Call) -> TResult<Value> {
    let (a, tau) = (c.tensor(0, "input")?, c.tensor(1, "tau")?);
    let dt = float_dtype(a, "linalg.householder_product")?;
    let b = matrices(a, "linalg.householder_product")?;
    let (m, n) = (a.sizes()[a.dim() - 2], a.sizes()[a.dim() - 1]);
    let ts = taus(tau, b.mats.len());
    let qs: Vec<Mat> = b.mats.iter().zip(&ts).map(|(v, t)| d::householder_product(v, t)).collect();
    Ok(Value::Tensor(pack(dt, &b.batch, &qs, m, n)?))
}

/// `ormqr(input, tau, other, left=True, transpose=False)`.
pub fn ormqr(c: &Call) -> TResult<Value> {
    let (a, tau, other) = (c.tensor(0, "self")?, c.tensor(1, "input2")?, c.tensor(2, "input3")?);
    let dt = float_dtype(a, "ormqr")?;
    let (left, trans) = (c.bool_or(3, "left", true)?, c.bool_or(4, "transpose", false)?);
    let (ab, cb) = broadcast_pair(a, other, "ormqr")?;
    let ts = taus(tau, ab.mats.len());
    let xs: Vec<Mat> = ab
        .mats
        .iter()
        .zip(&ts)
        .zip(&cb.mats)
        .map(|((v, t), x)| d::ormqr(v, t, x, left, trans))
        .collect();
    let (r, cc) = (other.sizes()[other.dim() - 2], other.sizes()[other.dim() - 1]);
    Ok(Value::Tensor(pack(dt, &cb.batch, &xs, r, cc)?))
}

/// `_linalg_eigh(A, UPLO="L", compute_v=True) -> (eigenvalues, eigenvectors)`.
pub fn eigh(c: &Call) -> TResult<Value> {
    let a = c.tensor(0, "A")?;
    let dt = float_dtype(a, "linalg.eigh")?;
    let upper = c.str_or(1, "UPLO", "L")?.eq_ignore_ascii_case("U");
    let compute_v = c.bool_or(2, "compute_v", true)?;
    let b = square(a, "linalg.eigh")?;
    let n = a.sizes()[a.dim() - 1];
    let (ws, vs): (Vec<Vec<f64>>, Vec<Mat>) = b.mats.iter().map(|m| d::sym_eig(m, upper)).unzip();
    let vecs = if compute_v { pack(dt, &b.batch, &vs, n, n)? } else { empty(dt)? };
    Ok(tuple(vec![pack_vecs(dt, &b.batch, &ws, n)?, vecs]))
}

/// `_linalg_svd(A, full_matrices=False, compute_uv=True, *, driver=None) -> (U, S, Vh)`.
pub fn svd(c: &Call) -> TResult<Value> {
    let a = c.tensor(0, "A")?;
    let dt = float_dtype(a, "linalg.svd")?;
    let full = c.bool_or(1, "full_matrices", false)?;
    let compute_uv = c.bool_or(2, "compute_uv", true)?;
    let b = matrices(a, "linalg.svd")?;
    let (m, n) = (a.sizes()[a.dim() - 2], a.sizes()[a.dim() - 1]);
    let k = m.min(n);
    let (mut us, mut ss, mut vhs) = (vec![], vec![], vec![]);
    for x in &b.mats {
        let (u, s, v) = d::svd(x);
        let (u, v) = if full { (d::extend_basis(&u), d::extend_basis(&v)) } else { (u, v) };
        us.push(u);
        ss.push(s);
        vhs.push(v.t());
    }
    let s = pack_vecs(dt, &b.batch, &ss, k)?;
    if !compute_uv {
        return Ok(tuple(vec![empty(dt)?, s, empty(dt)?]));
    }
    let (uc, vr) = if full { (m, n) } else { (k, k) };
    Ok(tuple(vec![pack(dt, &b.batch, &us, m, uc)?, s, pack(dt, &b.batch, &vhs, vr, n)?]))
}

fn opt_scalar(c: &Call, name: &str) -> TResult<Option<f64>> {
    match c.get(KW, name) {
        None => Ok(None),
        Some(Value::Tensor(t)) => t.item_f64().map(Some),
        Some(Value::Float(v)) => Ok(Some(*v)),
        Some(Value::Int(v)) => Ok(Some(*v as f64)),
        Some(v) => terr(format!("argument `{name}` should be a number, found {}", v.kind())),
    }
}

/// `linalg_pinv.atol_rtol_tensor(A, *, atol=None, rtol=None, hermitian=False)`: singular (or,
/// hermitian, eigen-) values at most `max(atol, rtol * largest)` count as zero; `rtol` defaults
/// to `eps * max(m, n)` unless a positive `atol` is given (`get_atol_rtol`).
pub fn pinv(c: &Call) -> TResult<Value> {
    let a = c.tensor(0, "self")?;
    let dt = float_dtype(a, "linalg.pinv")?;
    let hermitian = c.bool_or(KW, "hermitian", false)?;
    let (atol, rtol) = (opt_scalar(c, "atol")?, opt_scalar(c, "rtol")?);
    let b = matrices(a, "linalg.pinv")?;
    let (m, n) = (a.sizes()[a.dim() - 2], a.sizes()[a.dim() - 1]);
    let eps = match dt {
        DType::F64 => f64::EPSILON,
        DType::F32 => f32::EPSILON as f64,
        DType::BF16 => 0.0078125,
        _ => 0.0009765625,
    };
    let rtol = rtol.unwrap_or(match atol {
        Some(t) if t > 0.0 => 0.0,
        _ => eps * m.max(n) as f64,
    });
    let atol = atol.unwrap_or(0.0);
    let mut outs = vec![];
    for x in &b.mats {
        let (u, s, v) = if hermitian {
            let (w, v) = d::sym_eig(x, false);
            (v.clone(), w, v)
        } else {
            d::svd(x)
        };
        let largest = s.iter().fold(0.0f64, |acc, x| acc.max(x.abs()));
        let tol = atol.max(rtol * largest);
        // pinv = V diag(1/s) U^T over the kept values.
        let mut p = Mat::zeros(n, m);
        for (j, &sj) in s.iter().enumerate() {
            if sj.abs() <= tol {
                continue;
            }
            for r in 0..n {
                for cc in 0..m {
                    let y = p.at(r, cc) + v.at(r, j) * u.at(cc, j) / sj;
                    p.set(r, cc, y);
                }
            }
        }
        outs.push(p);
    }
    Ok(Value::Tensor(pack(dt, &b.batch, &outs, n, m)?))
}

/// `linalg_matrix_exp(A)`.
pub fn matrix_exp(c: &Call) -> TResult<Value> {
    let a = c.tensor(0, "self")?;
    let dt = float_dtype(a, "linalg.matrix_exp")?;
    let b = square(a, "linalg.matrix_exp")?;
    let n = a.sizes()[a.dim() - 1];
    let xs: Vec<Mat> = b.mats.iter().map(d::expm).collect();
    Ok(Value::Tensor(pack(dt, &b.batch, &xs, n, n)?))
}

/// `linalg_matrix_sqrth(A)`: the symmetric square root `V sqrt(L) V^T`.
pub fn matrix_sqrth(c: &Call) -> TResult<Value> {
    let a = c.tensor(0, "self")?;
    let dt = float_dtype(a, "linalg.matrix_sqrth")?;
    let b = square(a, "linalg.matrix_sqrth")?;
    let n = a.sizes()[a.dim() - 1];
    let xs: Vec<Mat> = b
        .mats
        .iter()
        .map(|m| {
            let (w, v) = d::sym_eig(m, false);
            let mut vs = v.clone();
            for (j, wj) in w.iter().enumerate() {
                for i in 0..n {
                    let y = vs.at(i, j) * wj.sqrt();
                    vs.set(i, j, y);
                }
            }
            vs.mul(&v.t())
        })
        .collect();
    Ok(Value::Tensor(pack(dt, &b.batch, &xs, n, n)?))
}

/// `linalg_polar(A) -> (U, H)`: `A = U H` with `U = U_svd Vh` and `H = Vh^T diag(S) Vh`.
pub fn polar(c: &Call) -> TResult<Value> {
    let a = c.tensor(0, "A")?;
    let dt = float_dtype(a, "linalg.polar")?;
    let b = matrices(a, "linalg.polar")?;
    let (m, n) = (a.sizes()[a.dim() - 2], a.sizes()[a.dim() - 1]);
    if m < n {
        return terr(format!(
            "linalg.polar: input must have at least as many rows as columns, but got {m} by {n} matrices"
        ));
    }
    let (mut us, mut hs) = (vec![], vec![]);
    for x in &b.mats {
        let (u, s, v) = d::svd(x);
        us.push(u.mul(&v.t()));
        let mut vs = v.clone();
        for (j, sj) in s.iter().enumerate() {
            for i in 0..vs.r {
                let y = vs.at(i, j) * sj;
                vs.set(i, j, y);
            }
        }
        hs.push(vs.mul(&v.t()));
    }
    Ok(tuple(vec![pack(dt, &b.batch, &us, m, n)?, pack(dt, &b.batch, &hs, n, n)?]))
}
