//! torch.testing.assert_close's verdict: `|a - e| <= atol + rtol * |e|` elementwise with the
//! default tolerances of the dtype (`torch/testing/_comparison.py`), NaN never close by default.
use super::tensor::Tensor;
use crate::ir::DType;

#[derive(Debug, Clone, Copy, PartialEq)]
pub struct Tolerance {
    pub rtol: f64,
    pub atol: f64,
    pub equal_nan: bool,
}

impl Tolerance {
    /// `_DTYPE_PRECISIONS` of PyTorch 2.15; other dtypes (ints, bool, float8) compare exactly.
    pub fn for_dtype(d: DType) -> Tolerance {
        let (rtol, atol) = match d {
            DType::F16 => (1e-3, 1e-5),
            DType::BF16 => (1.6e-2, 1e-5),
            DType::F32 => (1.3e-6, 1e-5),
            DType::F64 => (1e-7, 1e-7),
            _ => (0.0, 0.0),
        };
        Tolerance { rtol, atol, equal_nan: false }
    }
}

#[derive(Debug, Clone, PartialEq)]
pub struct Comparison {
    pub passed: bool,
    pub max_abs_err: f64,
    /// Largest `|a - e| / |e|` (infinite where e = 0 and a differs).
    pub max_rel_err: f64,
    /// Elements outside the tolerance.
    pub mismatched: usize,
    pub numel: usize,
    pub tolerance: Tolerance,
    /// Why the tensors are not even comparable elementwise (dtype or shape differ).
    pub problem: Option<String>,
}

/// Compares `actual` with `expected` under the default tolerances of their dtypes (the looser
/// of the two, as torch.testing does).
pub fn compare(actual: &Tensor, expected: &Tensor) -> Comparison {
    let (a, e) = (Tolerance::for_dtype(actual.dtype()), Tolerance::for_dtype(expected.dtype()));
    compare_with(actual, expected, Tolerance { rtol: a.rtol.max(e.rtol), atol: a.atol.max(e.atol), equal_nan: false })
}

pub fn compare_with(actual: &Tensor, expected: &Tensor, tolerance: Tolerance) -> Comparison {
    let mut c = Comparison { passed: false, max_abs_err: 0.0, max_rel_err: 0.0, mismatched: 0, numel: expected.numel(), tolerance, problem: None };
    if actual.sizes() != expected.sizes() {
        c.problem = Some(format!("shape {:?} != expected {:?}", actual.sizes(), expected.sizes()));
        return c;
    }
    if actual.dtype() != expected.dtype() {
        c.problem = Some(format!("dtype {} != expected {}", actual.dtype(), expected.dtype()));
    }
    let exact = !actual.dtype().is_float() && !expected.dtype().is_float();
    if exact {
        for (x, y) in actual.to_i64_vec().into_iter().zip(expected.to_i64_vec()) {
            let d = x.abs_diff(y) as f64;
            c.max_abs_err = c.max_abs_err.max(d);
            if d != 0.0 {
                c.mismatched += 1;
                c.max_rel_err = c.max_rel_err.max(if y == 0 { f64::INFINITY } else { d / (y as f64).abs() });
            }
        }
    } else {
        for (x, y) in actual.to_f64_vec().into_iter().zip(expected.to_f64_vec()) {
            if x == y || (tolerance.equal_nan && x.is_nan() && y.is_nan()) {
                continue;
            }
            let d = (x - y).abs();
            let d = if d.is_nan() { f64::INFINITY } else { d };
            c.max_abs_err = c.max_abs_err.max(d);
            c.max_rel_err = c.max_rel_err.max(if y == 0.0 { f64::INFINITY } else { d / y.abs() });
            if !(d <= tolerance.atol + tolerance.rtol * y.abs()) || !y.is_finite() {
                c.mismatched += 1;
            }
        }
    }
    c.passed = c.problem.is_none() && c.mismatched == 0;
    c
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn default_tolerances_decide() {
        let e = Tensor::from_f64(DType::F32, vec![3], &[1.0, 0.0, 100.0]).unwrap();
        let ok = Tensor::from_f64(DType::F32, vec![3], &[1.000001, 9e-6, 100.0001]).unwrap();
        let c = compare(&ok, &e);
        assert!(c.passed, "{c:?}");
        let bad = Tensor::from_f64(DType::F32, vec![3], &[1.0, 2e-5, 100.0]).unwrap();
        let c = compare(&bad, &e);
        assert!(!c.passed);
        assert_eq!(c.mismatched, 1);
        let nan = Tensor::from_f64(DType::F32, vec![3], &[f64::NAN, 0.0, 100.0]).unwrap();
        assert!(!compare(&nan, &e).passed);
        let ints = Tensor::from_i64(DType::I32, vec![3], &[1, 0, 100]).unwrap();
        assert!(!compare(&ints, &e).passed, "dtype mismatch fails");
        assert!(compare(&ints, &ints).passed);
    }
}
