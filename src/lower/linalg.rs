//! The strides of FallbackKernel results; the LAPACK ops' meta functions (`_meta_registrations.py`)
//! allocate most factors and solutions as batches of column-major matrices
//! (`make_contiguous_strides_for(shape, row_major=False)`), the layout LAPACK writes, and a
//! `FallbackKernel`'s buffers take the strides of its fake results.
use super::index::Expr;
use crate::ir::Node;
use crate::op::{self, Op};

/// Whether element `elem` (0 for a single result) of the call's results is column-major.
pub(super) fn column_major(node: &Node, elem: usize) -> bool {
    let Some(r) = op::lookup_node(node) else { return false };
    let left = node.kwarg("left").and_then(|a| a.as_bool()).unwrap_or(true);
    match r.op {
        Op::LinalgCholeskyEx | Op::LinalgInvEx | Op::LinalgLuFactorEx | Op::Geqrf => elem == 0,
        Op::LinalgSolveEx => (elem == 0 && left) || elem == 1,
        Op::LinalgLuSolve => left,
        Op::LinalgDet | Op::LinalgEigh => elem == 1,
        Op::LinalgSlogdet => elem == 2,
        Op::LinalgSvd => elem == 0 || elem == 2,
        Op::TriangularSolve | Op::LinalgQr => true,
        Op::LinalgSolveTriangular
        | Op::CholeskyInverse
        | Op::CholeskySolve
        | Op::LinalgHouseholderProduct
        | Op::Ormqr => true,
        _ => false,
    }
}

/// `make_contiguous_strides_for(shape, row_major=False)` at concrete sizes (what
/// `eager_strides` gives a column-major LAPACK result, so a graph output keeps it).
pub(super) fn column_major_strides(shape: &[i64]) -> Vec<i64> {
    let mut st = crate::op::strides::contiguous(shape);
    let n = shape.len();
    if n >= 2 {
        st[n - 2] = 1;
        st[n - 1] = shape[n - 2].max(1);
    }
    st
}

/// The strides of element `elem` (0 for a single result) of a fallback's results, as the fake
/// tensor has them: `make_contiguous_strides_for(size, row_major)`, column-major for the
/// LAPACK results allocated so. Zero-size dims count as one there (`sym_max(l, 1)`), unlike in
/// `FlexibleLayout.contiguous_strides`.
pub(super) fn result_strides(node: &Node, elem: usize, size: &[Expr]) -> Vec<Expr> {
    let at_least_one = |e: &Expr| match e.as_const() {
        Some(c) if c < 1 => Expr::int(1),
        _ => e.clone(),
    };
    let n = size.len();
    let mut stride = vec![Expr::int(1); n];
    for i in (0..n.saturating_sub(1)).rev() {
        stride[i] = stride[i + 1].mul_poly(&at_least_one(&size[i + 1]));
    }
    if n >= 2 && column_major(node, elem) {
        stride[n - 2] = Expr::int(1);
        stride[n - 1] = at_least_one(&size[n - 2]);
    }
    stride
}
