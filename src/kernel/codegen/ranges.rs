//! Integer value ranges of loop-body values, the part of Inductor's `ValueRangeAnalysis` that
//! lets it drop the bounds check of an indirect load: `table[(w >> 4) & 15]` on a 16-entry
//! table cannot go out of bounds, so it needs no check and no error flag in the inner loop.
//! Conservative: anything not understood has no range, and keeps its check.
use crate::ir::DType;
use crate::ir::loop_body::LoopOpKind;
use crate::ir::ops_handler::OpsName;

pub(crate) type Range = Option<(i64, i64)>;

fn of_dtype(d: DType) -> Range {
    match d {
        DType::B8 => Some((0, 1)),
        DType::U8 => Some((0, 255)),
        DType::I8 => Some((-128, 127)),
        DType::U16 => Some((0, 65535)),
        DType::I16 => Some((-32768, 32767)),
        _ => None,
    }
}

fn fits(r: (i64, i64), d: DType) -> bool {
    match d {
        DType::I32 => r.0 >= i32::MIN as i64 && r.1 <= i32::MAX as i64,
        DType::I64 => true,
        d => of_dtype(d).is_some_and(|(lo, hi)| r.0 >= lo && r.1 <= hi),
    }
}

/// The range of op `kind`'s value, given its operands' ranges (`rs`) and, for loads, the
/// loaded buffer's dtype.
pub(crate) fn op_range(kind: &LoopOpKind, rs: &[Range], load_dtype: Option<DType>) -> Range {
    let r = |i: &usize| rs.get(*i).copied().flatten();
    match kind {
        LoopOpKind::Load { .. } => load_dtype.and_then(of_dtype),
        LoopOpKind::Constant { value, dtype } if !dtype.is_float() => {
            value.trim().parse::<i64>().ok().map(|v| (v, v))
        }
        LoopOpKind::ToDtype { x, dtype, .. } => r(x).filter(|x| fits(*x, *dtype)),
        LoopOpKind::Call { op, args } => {
            let a: Vec<Range> = args.iter().map(r).collect();
            match (op, a.as_slice()) {
                (OpsName::BitwiseAnd, [x, y]) => {
                    let nonneg_hi = |v: &Range| v.filter(|(lo, _)| *lo >= 0).map(|(_, hi)| hi);
                    match (nonneg_hi(x), nonneg_hi(y)) {
                        (Some(p), Some(q)) => Some((0, p.min(q))),
                        (Some(p), None) | (None, Some(p)) => Some((0, p)),
                        (None, None) => None,
                    }
                }
                (OpsName::BitwiseRightShift, [Some((lo, hi)), Some((s, t))])
                    if *lo >= 0 && s == t && (0..63).contains(s) =>
                {
                    Some((lo >> s, hi >> s))
                }
                (OpsName::Where, [_, Some(x), Some(y)]) => Some((x.0.min(y.0), x.1.max(y.1))),
                _ => None,
            }
        }
        _ => None,
    }
}
