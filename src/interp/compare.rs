//! torch.testing.assert_close's verdict: `|a - e| <= atol + rtol * |e|` elementwise with the
//! default tolerances of the dtype (`torch/testing/_comparison.py`). NaN agrees with NaN, as in
//! Inductor's own checks (`check_model` and `torch._dynamo.utils.same` compare with
//! `equal_nan=True`): a graph whose PyTorch output is NaN is right to give NaN there.
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
            DType::C32 => (1e-3, 1e-5),
            DType::C64 => (1.3e-6, 1e-5),
            DType::C128 => (1e-7, 1e-7),
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
    /// Inductor's float64 rule, for a float result that missed the elementwise tolerance.
    pub fp64: Option<Fp64Rule>,
    /// The element with the largest error (none where every element agrees).
    pub worst: Option<Worst>,
}

/// Where a comparison's largest error is: the element, both values and how far outside the
/// tolerance (`|a - e| - (atol + rtol * |e|)`, negative when within it).
#[derive(Debug, Clone, PartialEq)]
pub struct Worst {
    /// Flat index into the contiguous tensor, and the same as one index per dimension.
    pub flat: usize,
    pub at: Vec<usize>,
    pub got: f64,
    pub expected: f64,
    pub abs_err: f64,
    pub over_tolerance: f64,
}

impl Worst {
    fn at(flat: usize, sizes: &[usize], got: f64, expected: f64, tol: &Tolerance) -> Worst {
        let mut at = vec![0; sizes.len()];
        let mut rest = flat;
        for (i, &s) in sizes.iter().enumerate().rev() {
            at[i] = rest % s.max(1);
            rest /= s.max(1);
        }
        let abs_err =
            if (got - expected).is_nan() { f64::INFINITY } else { (got - expected).abs() };
        Worst {
            flat,
            at,
            got,
            expected,
            abs_err,
            over_tolerance: abs_err - (tol.atol + tol.rtol * expected.abs()),
        }
    }
}

impl Comparison {
    /// The rule the verdict was reached by, in torch.testing's and Inductor's words.
    pub fn rule(&self) -> String {
        let t = &self.tolerance;
        let elementwise = format!(
            "torch.testing.assert_close: |actual - expected| <= atol + rtol * |expected| (atol {:.0e}, rtol {:.1e}{})",
            t.atol,
            t.rtol,
            if t.equal_nan { ", NaN == NaN" } else { "" }
        );
        match &self.fp64 {
            Some(r) => format!(
                "{elementwise}; missed, so Inductor's fp64 rule (torch._dynamo.utils.same with fp64_ref): RMSE from float64 <= {} x the reference's + 1e-5",
                r.multiplier
            ),
            None => elementwise,
        }
    }

    /// Within the elementwise tolerance, or (having missed it) within Inductor's fp64 rule.
    pub fn accepted(&self) -> bool {
        self.passed || (self.problem.is_none() && self.fp64.as_ref().is_some_and(|r| r.passed))
    }

    /// "ok", "ok by ..." or "FAIL (...)", for reports.
    pub fn verdict(&self) -> String {
        match (&self.problem, self.passed, &self.fp64) {
            (Some(p), _, _) => format!("FAIL ({p})"),
            (None, true, _) => "ok".into(),
            (None, false, Some(r)) if r.passed => format!(
                "ok by Inductor's fp64 rule ({}/{} outside the elementwise tolerance; RMSE from float64 {:.3e} <= {} x the reference's {:.3e} + 1e-5)",
                self.mismatched, self.numel, r.res_rmse, r.multiplier, r.ref_rmse
            ),
            (None, false, Some(r)) if r.uncorroborated.is_some() => format!(
                "FAIL ({}/{} outside tolerance; the fp64 rule does not apply: {})",
                self.mismatched,
                self.numel,
                r.uncorroborated.as_deref().unwrap_or("")
            ),
            (None, false, Some(r)) => format!(
                "FAIL ({}/{} outside tolerance; RMSE from float64 {:.3e} > {} x the reference's {:.3e} + 1e-5)",
                self.mismatched, self.numel, r.res_rmse, r.multiplier, r.ref_rmse
            ),
            (None, false, None) => {
                format!("FAIL ({}/{} outside tolerance)", self.mismatched, self.numel)
            }
        }
    }
}

/// The accuracy rule of Inductor's own checker (`torch._dynamo.utils.same` with `fp64_ref`)
/// for a result that misses the elementwise tolerance: its root-mean-square error from the
/// graph run in float64 may be at most `multiplier` times the reference's, plus tol / 10
/// (tol = 1e-4; multiplier 2, or 3 for f16/bf16 results and tensors under 1000 elements).
/// Elementwise closeness cannot tell a wrong kernel from an ill-conditioned output, where a
/// sum of large terms cancels and two f32 orders of it differ in relative terms by far more
/// than rtol; a wrong kernel's error is far above the reference's own rounding error.
#[derive(Debug, Clone, PartialEq)]
pub struct Fp64Rule {
    pub res_rmse: f64,
    pub ref_rmse: f64,
    pub multiplier: f64,
    pub passed: bool,
    /// Set when the float64 run is not independent of the result (the interpreter judging
    /// itself against PyTorch) and the reference strays too far from it to vouch for it.
    pub uncorroborated: Option<String>,
}

pub fn fp64_rule(res: &Tensor, reference: &Tensor, fp64: &Tensor) -> Option<Fp64Rule> {
    let float = |t: &Tensor| t.dtype().is_float();
    if res.sizes() != fp64.sizes()
        || reference.sizes() != fp64.sizes()
        || !float(res)
        || !float(reference)
        || fp64.numel() == 0
    {
        return None;
    }
    let f = fp64.to_f64_vec();
    let rmse = |t: &Tensor| {
        (t.to_f64_vec().iter().zip(&f).map(|(a, b)| (a - b) * (a - b)).sum::<f64>()
            / f.len() as f64)
            .sqrt()
    };
    let (res_rmse, ref_rmse) = (rmse(res), rmse(reference));
    let multiplier =
        if matches!(res.dtype(), DType::F16 | DType::BF16) || f.len() < 1000 { 3.0 } else { 2.0 };
    // NaN on either side fails, as in Inductor (it only lets NaN pass when asked to).
    let passed = res_rmse <= multiplier * ref_rmse + 1e-4 / 10.0;
    Some(Fp64Rule { res_rmse, ref_rmse, multiplier, passed, uncorroborated: None })
}

/// How far (RMS, relative to the float64 values' RMS) a reference may be from a float64 run
/// made by the same engine as the result before that run is no longer evidence: PyTorch's
/// float32 output must agree with it to 0.1 % for "closer to float64 than PyTorch" to mean
/// anything. Inductor's rule assumes an independent float64 reference (eager in float64); ours
/// comes from the interpreter, which would otherwise vouch for its own mistakes.
pub const CORROBORATION: f64 = 1e-3;

/// [`CORROBORATION`] for a reference of `dtype`: never tighter than what the dtype itself
/// holds, torch.testing's `rtol` for it (bf16 keeps 8 bits: a bf16 eager output is some 1e-3
/// RMS from float64 by rounding alone, and Inductor's own bf16 outputs miss 0.1 % against
/// eager on whole models).
pub fn corroboration(dtype: DType) -> f64 {
    CORROBORATION.max(Tolerance::for_dtype(dtype).rtol)
}

impl Fp64Rule {
    /// Withdraws a pass the reference does not corroborate (see [`corroboration`]).
    pub fn corroborate(&mut self, fp64: &Tensor, reference: DType) {
        let f = fp64.to_f64_vec();
        let rms = (f.iter().map(|x| x * x).sum::<f64>() / f.len().max(1) as f64).sqrt();
        let bound = corroboration(reference);
        // A NaN distance is no corroboration either.
        let close = self.ref_rmse <= bound * rms + 1e-5;
        if !close {
            self.passed = false;
            self.uncorroborated = Some(format!(
                "the {reference} reference is {:.3e} RMS from the float64 run, over {bound} of its RMS {rms:.3e}",
                self.ref_rmse
            ));
        }
    }
}

/// Compares `actual` with `expected` under the default tolerances of their dtypes (the looser
/// of the two, as torch.testing does).
pub fn compare(actual: &Tensor, expected: &Tensor) -> Comparison {
    let (a, e) = (Tolerance::for_dtype(actual.dtype()), Tolerance::for_dtype(expected.dtype()));
    compare_with(
        actual,
        expected,
        Tolerance { rtol: a.rtol.max(e.rtol), atol: a.atol.max(e.atol), equal_nan: true },
    )
}

pub fn compare_with(actual: &Tensor, expected: &Tensor, tolerance: Tolerance) -> Comparison {
    let mut c = Comparison {
        passed: false,
        max_abs_err: 0.0,
        max_rel_err: 0.0,
        mismatched: 0,
        numel: expected.numel(),
        tolerance,
        problem: None,
        fp64: None,
        worst: None,
    };
    if actual.sizes() != expected.sizes() {
        c.problem = Some(format!("shape {:?} != expected {:?}", actual.sizes(), expected.sizes()));
        return c;
    }
    if actual.dtype() != expected.dtype() {
        c.problem = Some(format!("dtype {} != expected {}", actual.dtype(), expected.dtype()));
    }
    let exact = !actual.dtype().is_float() && !expected.dtype().is_float();
    if actual.dtype().is_complex() || expected.dtype().is_complex() {
        // torch.testing on complex values: the modulus of the difference against the
        // tolerance of the expected value's modulus.
        for (x, y) in actual.to_c64_vec().into_iter().zip(expected.to_c64_vec()) {
            let nan = |z: super::storage::Complex32| z.re.is_nan() || z.im.is_nan();
            if x == y || (tolerance.equal_nan && nan(x) && nan(y)) {
                continue;
            }
            let (dx, y_abs) = ((x - y).norm() as f64, y.norm() as f64);
            let d = if dx.is_nan() { f64::INFINITY } else { dx };
            c.max_abs_err = c.max_abs_err.max(d);
            c.max_rel_err = c.max_rel_err.max(if y_abs == 0.0 { f64::INFINITY } else { d / y_abs });
            if d > tolerance.atol + tolerance.rtol * y_abs || !y_abs.is_finite() {
                c.mismatched += 1;
            }
        }
    } else if exact {
        for (i, (x, y)) in actual.to_i64_vec().into_iter().zip(expected.to_i64_vec()).enumerate() {
            let d = x.abs_diff(y) as f64;
            if d > c.max_abs_err {
                c.worst = Some(Worst::at(i, expected.sizes(), x as f64, y as f64, &tolerance));
            }
            c.max_abs_err = c.max_abs_err.max(d);
            if d != 0.0 {
                c.mismatched += 1;
                c.max_rel_err =
                    c.max_rel_err.max(if y == 0 { f64::INFINITY } else { d / (y as f64).abs() });
            }
        }
    } else {
        for (i, (x, y)) in actual.to_f64_vec().into_iter().zip(expected.to_f64_vec()).enumerate() {
            if x == y || (tolerance.equal_nan && x.is_nan() && y.is_nan()) {
                continue;
            }
            let d = (x - y).abs();
            let d = if d.is_nan() { f64::INFINITY } else { d };
            if d > c.max_abs_err || c.worst.is_none() {
                c.worst = Some(Worst::at(i, expected.sizes(), x, y, &tolerance));
            }
            c.max_abs_err = c.max_abs_err.max(d);
            c.max_rel_err = c.max_rel_err.max(if y == 0.0 { f64::INFINITY } else { d / y.abs() });
            // A NaN difference compares false, so it counts as a mismatch.
            let within = d <= tolerance.atol + tolerance.rtol * y.abs();
            if !within || !y.is_finite() {
                c.mismatched += 1;
            }
        }
    }
    c.passed = c.problem.is_none() && c.mismatched == 0;
    c
}

/// A tensor in one line for a report: the least and greatest finite values and how many
/// elements are NaN or infinite (`min -1.0e0  max 2.5e0  3 NaN  1 +inf`).
pub fn summary(t: &Tensor) -> String {
    if t.dtype().is_complex() {
        let moduli = t.to_c64_vec().iter().map(|z| z.norm() as f64).collect::<Vec<_>>();
        return format!("|z| {}", summary_of(&moduli));
    }
    summary_of(&t.to_f64_vec())
}

fn summary_of(v: &[f64]) -> String {
    let (mut lo, mut hi) = (f64::INFINITY, f64::NEG_INFINITY);
    let (mut nan, mut pinf, mut ninf) = (0usize, 0usize, 0usize);
    for &x in v {
        match x {
            x if x.is_nan() => nan += 1,
            f64::INFINITY => pinf += 1,
            f64::NEG_INFINITY => ninf += 1,
            x => (lo, hi) = (lo.min(x), hi.max(x)),
        }
    }
    let mut s = if lo <= hi {
        format!("min {lo:.6e}  max {hi:.6e}")
    } else if v.is_empty() {
        "no elements".to_string()
    } else {
        "no finite element".to_string()
    };
    for (n, what) in [(nan, "NaN"), (pinf, "+inf"), (ninf, "-inf")] {
        if n > 0 {
            s.push_str(&format!("  {n} {what}"));
        }
    }
    s
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
        // NaN where the reference has NaN agrees; NaN against a number, or a number against
        // NaN, does not.
        let c = compare(&nan, &nan);
        assert!(c.passed && c.max_abs_err == 0.0, "{c:?}");
        assert!(!compare(&e, &nan).passed);
        let ints = Tensor::from_i64(DType::I32, vec![3], &[1, 0, 100]).unwrap();
        assert!(!compare(&ints, &e).passed, "dtype mismatch fails");
        assert!(compare(&ints, &ints).passed);
    }

    #[test]
    fn a_bf16_reference_corroborates_within_bf16s_own_precision() {
        let f64s = Tensor::from_f64(DType::F64, vec![4], &[10.0, 20.0, 30.0, 40.0]).unwrap();
        // A reference 0.5 % RMS off the float64 run: bf16 rounding, not a wrong reference.
        let mut rule = Fp64Rule {
            res_rmse: 0.0,
            ref_rmse: 0.005 * 27.386,
            multiplier: 3.0,
            passed: true,
            uncorroborated: None,
        };
        rule.corroborate(&f64s, DType::BF16);
        assert!(rule.passed, "{rule:?}");
        rule.corroborate(&f64s, DType::F32);
        assert!(!rule.passed);
        assert!(rule.uncorroborated.as_deref().unwrap_or("").contains("f32 reference"));
    }

    #[test]
    fn summaries_count_nan_and_inf() {
        let t = Tensor::from_f64(DType::F32, vec![4], &[f64::NAN, f64::NAN, 1.0, f64::INFINITY])
            .unwrap();
        assert_eq!(summary(&t), "min 1.000000e0  max 1.000000e0  2 NaN  1 +inf");
        let all_nan = Tensor::from_f64(DType::F32, vec![2], &[f64::NAN, f64::NAN]).unwrap();
        assert_eq!(summary(&all_nan), "no finite element  2 NaN");
    }
}
