//! Compile-time bounds: the interval an index expression can take over its loop ranges.
use crate::ir::sym::{SymAst, SymOp, floor_div};
use std::collections::HashMap;

/// `[lo, hi]` of `a` when every symbol in `ranges` spans its interval; `None` when the
/// expression depends on something unbounded (indirect indexing) or overflows.
pub(crate) fn interval(a: &SymAst, ranges: &HashMap<String, (i64, i64)>) -> Option<(i64, i64)> {
    Some(match a {
        SymAst::Int(k) => (*k, *k),
        SymAst::Sym(s) => *ranges.get(s)?,
        SymAst::Neg(x) => {
            let (l, h) = interval(x, ranges)?;
            (h.checked_neg()?, l.checked_neg()?)
        }
        SymAst::Bin(l, op, r) => {
            let (a, b) = (interval(l, ranges)?, interval(r, ranges)?);
            bin(*op, a, b)?
        }
        SymAst::Call(f, xs) => {
            let vs: Option<Vec<(i64, i64)>> = xs.iter().map(|x| interval(x, ranges)).collect();
            let vs = vs?;
            match (f.as_str(), vs.as_slice()) {
                ("FloorDiv", [a, b]) => bin(SymOp::FloorDiv, *a, *b)?,
                ("ModularIndexing", [a, b, c]) => {
                    bin(SymOp::Mod, bin(SymOp::FloorDiv, *a, *b)?, *c)?
                }
                ("Identity", [a]) => *a,
                ("Abs", [(lo, hi)]) if *lo >= 0 => (*lo, *hi),
                ("Abs", [(lo, hi)]) if *hi <= 0 => (hi.checked_neg()?, lo.checked_neg()?),
                ("Abs", [(lo, hi)]) => (0, (*hi).max(lo.checked_neg()?)),
                ("Max", [_, ..]) => (vs.iter().map(|v| v.0).max()?, vs.iter().map(|v| v.1).max()?),
                ("Min", [_, ..]) => (vs.iter().map(|v| v.0).min()?, vs.iter().map(|v| v.1).min()?),
                _ => return None,
            }
        }
    })
}

fn bin(op: SymOp, a: (i64, i64), b: (i64, i64)) -> Option<(i64, i64)> {
    Some(match op {
        SymOp::Add => (a.0.checked_add(b.0)?, a.1.checked_add(b.1)?),
        SymOp::Sub => (a.0.checked_sub(b.1)?, a.1.checked_sub(b.0)?),
        SymOp::Mul => {
            let c = [
                a.0.checked_mul(b.0)?,
                a.0.checked_mul(b.1)?,
                a.1.checked_mul(b.0)?,
                a.1.checked_mul(b.1)?,
            ];
            (*c.iter().min()?, *c.iter().max()?)
        }
        // Only positive constant divisors are bounded: floor division is then monotonic.
        SymOp::FloorDiv if b.0 == b.1 && b.0 > 0 => (floor_div(a.0, b.0), floor_div(a.1, b.0)),
        SymOp::Mod if b.0 == b.1 && b.0 > 0 => {
            if a.0 >= 0 && a.1 < b.0 {
                a
            } else {
                (0, b.0 - 1)
            }
        }
        SymOp::Pow if a.0 == a.1 && b.0 == b.1 && b.0 >= 0 => {
            let v = a.0.checked_pow(u32::try_from(b.0).ok()?)?;
            (v, v)
        }
        _ => return None,
    })
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::ir::SymExpr;

    #[test]
    fn intervals_of_inductor_indexes() {
        let r: HashMap<String, (i64, i64)> =
            [("p0".to_string(), (0, 4095)), ("p1".to_string(), (0, 4095))].into();
        let iv = |t: &str| interval(&SymExpr::parse(t).unwrap().ast(), &r);
        assert_eq!(iv("4096*p0 + p1"), Some((0, 4096 * 4096 - 1)));
        assert_eq!(iv("64*p0 + ((p1//64))"), Some((0, 64 * 4095 + 63)));
        assert_eq!(iv("p1 % 7"), Some((0, 6)));
        assert_eq!(iv("indirect0"), None);
        assert_eq!(iv("p0 - 1"), Some((-1, 4094)));
    }
}
