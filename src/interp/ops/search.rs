//! `searchsorted` and `bucketize`: for each value, its insertion point in a sorted sequence,
//! by ATen's CPU binary search (`cus_lower_bound`/`cus_upper_bound`), whose negated
//! comparisons put a NaN value after every element.
use super::Call;
use crate::interp::tensor::{TResult, Tensor, terr};
use crate::interp::value::Value;
use crate::ir::DType;

/// The first position in `seq` that `v` would go before (`right`: after equal elements).
fn bound(seq: &[f64], v: f64, right: bool) -> usize {
    let (mut start, mut end) = (0usize, seq.len());
    while start < end {
        let mid = start + ((end - start) >> 1);
        // ATen's `!(mid_val > val)` / `!(mid_val >= val)`: an unordered pair (a NaN) goes right.
        use std::cmp::Ordering::{Greater, Less};
        let go_right = match seq[mid].partial_cmp(&v) {
            Some(Greater) => false,
            Some(std::cmp::Ordering::Equal) => right,
            Some(Less) | None => true,
        };
        if go_right {
            start = mid + 1;
        } else {
            end = mid;
        }
    }
    start
}

/// Values and sequence as f64: ints up to 2^53 and every float of the graphs' dtypes exactly.
fn search(
    seq: &Tensor,
    values: &Tensor,
    right: bool,
    sorter: Option<&Tensor>,
    out_int32: bool,
) -> TResult<Tensor> {
    let s = seq.to_f64_vec();
    let n = seq.sizes().last().copied().unwrap_or(1);
    let rows = if seq.dim() <= 1 { 1 } else { seq.numel() / n.max(1) };
    if seq.dim() > 1
        && seq.sizes()[..seq.dim() - 1] != values.sizes()[..values.dim().saturating_sub(1)]
    {
        return terr(format!(
            "boundaries tensor {:?} and input value tensor {:?} should have the same leading dims",
            seq.sizes(),
            values.sizes()
        ));
    }
    let order: Option<Vec<i64>> = sorter.map(|t| t.to_i64_vec());
    let v = values.to_f64_vec();
    let per_row =
        if seq.dim() <= 1 { v.len().max(1) } else { values.sizes().last().copied().unwrap_or(1) };
    let mut out = Vec::with_capacity(v.len());
    for (i, &x) in v.iter().enumerate() {
        let r = if seq.dim() <= 1 { 0 } else { i / per_row.max(1) };
        debug_assert!(r < rows.max(1), "a value row past the sequence rows");
        let row = &s[r * n..r * n + n];
        let row: Vec<f64> = match &order {
            Some(o) => {
                let o = &o[r * n..r * n + n];
                o.iter()
                    .map(|&k| {
                        usize::try_from(k).ok().filter(|&k| k < n).map(|k| row[k]).ok_or_else(
                            || crate::interp::TensorError(format!("sorter index {k} out of range")),
                        )
                    })
                    .collect::<TResult<_>>()?
            }
            None => row.to_vec(),
        };
        out.push(bound(&row, x, right) as i64);
    }
    Tensor::from_i64(if out_int32 { DType::I32 } else { DType::I64 }, values.sizes().to_vec(), &out)
}

fn right_of(c: &Call, right_at: usize, side_at: usize) -> TResult<bool> {
    let right = c.bool_or(right_at, "right", false)?;
    match c.get(side_at, "side") {
        Some(Value::Str(s)) if s == "right" => Ok(true),
        Some(Value::Str(s)) if s == "left" => {
            if right {
                return terr("side and right can't be set to opposites");
            }
            Ok(false)
        }
        Some(v) => terr(format!("`side` should be 'left' or 'right', found {}", v.kind())),
        None => Ok(right),
    }
}

fn scalar_tensor(v: &Value, like: DType) -> TResult<Tensor> {
    match v {
        Value::Int(i) => Tensor::from_i64(like, vec![], &[*i]),
        Value::Float(f) => Tensor::from_f64(DType::F64, vec![], &[*f]),
        Value::Bool(b) => Tensor::from_i64(like, vec![], &[*b as i64]),
        v => terr(format!("a number, found {}", v.kind())),
    }
}

/// `searchsorted.Tensor(sorted_sequence, self, *, out_int32, right, side, sorter)` and
/// `.Scalar`.
pub(super) fn searchsorted(c: &Call) -> TResult<Value> {
    let seq = c.tensor(0, "sorted_sequence")?;
    let values = match c.get(1, "self") {
        Some(Value::Tensor(t)) => t.clone(),
        Some(v) => scalar_tensor(v, seq.dtype())?,
        None => return terr("missing argument `self` (#1)"),
    };
    let sorter = match c.get(5, "sorter") {
        Some(Value::Tensor(t)) => Some(t),
        _ => None,
    };
    let r = search(seq, &values, right_of(c, 3, 4)?, sorter, c.bool_or(2, "out_int32", false)?)?;
    Ok(Value::Tensor(r))
}

/// `bucketize.Tensor(self, boundaries, *, out_int32, right)` and `.Scalar`.
pub(super) fn bucketize(c: &Call) -> TResult<Value> {
    let boundaries = c.tensor(1, "boundaries")?;
    if boundaries.dim() != 1 {
        return terr("boundaries tensor must be 1 dimension");
    }
    let values = match c.get(0, "self") {
        Some(Value::Tensor(t)) => t.clone(),
        Some(v) => scalar_tensor(v, boundaries.dtype())?,
        None => return terr("missing argument `self` (#0)"),
    };
    let right = c.bool_or(3, "right", false)?;
    let r = search(boundaries, &values, right, None, c.bool_or(2, "out_int32", false)?)?;
    Ok(Value::Tensor(r))
}

/// `nonzero_static(Tensor self, *, SymInt size, int fill_value=-1)`: the indices of the first
/// `size` nonzero elements in row-major order, one row of `self.dim()` per element, and rows
/// of `fill_value` after them.
pub(super) fn nonzero_static(c: &Call) -> TResult<Value> {
    let x = c.tensor(0, "self")?;
    let size = c.int(super::KW, "size")?;
    let fill = c.opt_int(super::KW, "fill_value")?.unwrap_or(-1);
    if size < 0 {
        return terr("nonzero_static: 'size' must be an non-negative integer");
    }
    let nd = x.dim();
    let mut out = Vec::with_capacity(size as usize * nd);
    let nonzero = x.to_f64_vec().into_iter().enumerate().filter(|(_, v)| *v != 0.0);
    for (flat, _) in nonzero.take(size as usize) {
        let mut rest = flat;
        let mut idx = vec![0i64; nd];
        for (k, &s) in x.sizes().iter().enumerate().rev() {
            idx[k] = (rest % s) as i64;
            rest /= s;
        }
        out.extend(idx);
    }
    out.resize(size as usize * nd, fill);
    Tensor::from_i64(DType::I64, vec![size as usize, nd], &out).map(Value::Tensor)
}

#[cfg(test)]
mod tests {
    use super::bound;

    #[test]
    fn bounds_follow_aten_with_nan_last() {
        let s = [1.0, 2.0, 2.0, 3.0];
        assert_eq!(bound(&s, 2.0, false), 1);
        assert_eq!(bound(&s, 2.0, true), 3);
        assert_eq!(bound(&s, 0.0, false), 0);
        assert_eq!(bound(&s, 9.0, true), 4);
        assert_eq!(bound(&s, f64::NAN, false), 4);
        // torch.searchsorted(tensor([1., nan]), tensor([2.])) is 2: a NaN element is never >= v.
        assert_eq!(bound(&[1.0, f64::NAN], 2.0, false), 2);
    }
}
