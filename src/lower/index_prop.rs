//! Inductor's `IndexPropagation` (`index_propagation.py`): while a loader is traced, constants
//! and `ops.index_expr` values stay symbolic (`TypedExpr`) through the arithmetic `SymPyOps`
//! knows, and are only written into the body (as `ops.constant` or `ops.index_expr`) where an
//! op that is not sympy arithmetic uses them. An `indirect_indexing` of a symbolic value
//! becomes a direct index plus `ops.check_bounds`, which is how `embedding(w, arange(n))`
//! turns into a plain strided load that can fuse.
use super::index::{Expr, floor_div, mod_idx};
use crate::ir::DType;
use crate::op::promote::promote_types;

/// The value of a `TypedExpr`: an integer expression over loop variables (constants
/// included), or a float constant (sympy keeps no float expressions in indexing).
#[derive(Debug, Clone, PartialEq)]
pub enum SymVal {
    Int(Expr),
    Float(f64),
}

#[derive(Debug, Clone, PartialEq)]
pub struct TypedExpr {
    pub value: SymVal,
    pub dtype: DType,
}

impl TypedExpr {
    /// `TypedExpr.__post_init__`: a constant takes its dtype's Python type, integers wrap.
    pub fn new(value: SymVal, dtype: DType) -> TypedExpr {
        let value = match value {
            SymVal::Int(e) => match e.as_const() {
                Some(c) if dtype.is_float() => SymVal::Float(c as f64),
                Some(c) if dtype == DType::B8 => SymVal::Int(Expr::int(i64::from(c != 0))),
                Some(c) => SymVal::Int(Expr::int(wrap(c, dtype))),
                None => SymVal::Int(e),
            },
            SymVal::Float(f) if dtype.is_float() => SymVal::Float(f),
            SymVal::Float(f) if dtype == DType::B8 => SymVal::Int(Expr::int(i64::from(f != 0.0))),
            // Python's `int(f)` truncates; NaN and infinities have no integer.
            SymVal::Float(f) if f.is_finite() => SymVal::Int(Expr::int(wrap(f as i64, dtype))),
            v @ SymVal::Float(_) => v,
        };
        TypedExpr { value, dtype }
    }

    pub fn is_constant(&self) -> bool {
        match &self.value {
            SymVal::Int(e) => e.as_const().is_some(),
            SymVal::Float(_) => true,
        }
    }

    fn as_f64(&self) -> Option<f64> {
        match &self.value {
            SymVal::Int(e) => e.as_const().map(|c| c as f64),
            SymVal::Float(f) => Some(*f),
        }
    }

    fn int(&self) -> Option<&Expr> {
        match &self.value {
            SymVal::Int(e) => Some(e),
            SymVal::Float(_) => None,
        }
    }
}

fn wrap(c: i64, dtype: DType) -> i64 {
    match dtype {
        DType::I8 => c as i8 as i64,
        DType::U8 => c as u8 as i64,
        DType::I16 => c as i16 as i64,
        DType::I32 => c as i32 as i64,
        _ => c,
    }
}

/// sympy's `is_nonnegative` for an index expression: loop and indirect symbols are declared
/// nonnegative, so a sum of them with nonnegative coefficients is.
fn known_nonnegative(e: &Expr) -> bool {
    e.constant() >= 0 && e.terms().iter().all(|(_, c)| *c >= 0)
}

/// Whether `e` mentions size symbols only (`s38`, an unbacked `u3`), no loop variable.
fn sizes_only(e: &Expr) -> bool {
    e.free_symbols().iter().all(|s| {
        let digits = s.strip_prefix('s').or_else(|| s.strip_prefix('u'));
        digits.is_some_and(|d| !d.is_empty() && d.bytes().all(|b| b.is_ascii_digit()))
    })
}

/// `SymPyOps.<op>`: the propagated value, or `None` where Python returns `NotImplemented` or
/// the result would not be a valid index expression (neither a constant nor an integer).
pub fn propagate(op: &str, args: &[&TypedExpr]) -> Option<TypedExpr> {
    let binary = |f: &dyn Fn(&TypedExpr, &TypedExpr, DType) -> Option<SymVal>| {
        let [x, y] = args else { return None };
        let dtype = promote_types(x.dtype, y.dtype).ok()?;
        f(x, y, dtype).map(|v| TypedExpr::new(v, dtype))
    };
    let float_fold = |x: &TypedExpr, y: &TypedExpr, g: fn(f64, f64) -> f64| {
        if matches!(x.value, SymVal::Float(_)) || matches!(y.value, SymVal::Float(_)) {
            // A float constant only combines with another constant.
            return Some(SymVal::Float(g(x.as_f64()?, y.as_f64()?)));
        }
        None
    };
    match (op, args) {
        ("identity", [x]) => Some((*x).clone()),
        ("neg", [x]) => Some(TypedExpr::new(
            match &x.value {
                SymVal::Int(e) => SymVal::Int(e.scale(-1)),
                SymVal::Float(f) => SymVal::Float(-f),
            },
            x.dtype,
        )),
        ("abs", [x]) => match &x.value {
            SymVal::Int(e) => Some(TypedExpr::new(SymVal::Int(e.abs()), x.dtype)),
            SymVal::Float(f) => Some(TypedExpr::new(SymVal::Float(f.abs()), x.dtype)),
        },
        ("square", [x]) => propagate("mul", &[x, x]),
        ("add", _) => binary(&|x, y, _| {
            float_fold(x, y, |a, b| a + b).or_else(|| Some(SymVal::Int(x.int()?.add(y.int()?))))
        }),
        ("sub", _) => binary(&|x, y, _| {
            float_fold(x, y, |a, b| a - b)
                .or_else(|| Some(SymVal::Int(x.int()?.add(&y.int()?.scale(-1)))))
        }),
        ("mul", _) => binary(&|x, y, _| {
            float_fold(x, y, |a, b| a * b).or_else(|| {
                let (a, b) = (x.int()?, y.int()?);
                // A product with a side over size symbols only (`p0*s38`: arange's step as a
                // SymInt) is an index sympy keeps; two sides over loop variables stay out.
                let e =
                    a.mul(b).or_else(|| (sizes_only(a) || sizes_only(b)).then(|| a.mul_poly(b)));
                e.map(SymVal::Int)
            })
        }),
        ("floordiv" | "mod" | "remainder", _) => binary(&|x, y, dtype| {
            if dtype.is_float() || dtype == DType::B8 {
                return None;
            }
            let (x, d) = (x.int()?, y.int()?.as_const()?);
            if d <= 0 || op == "remainder" && !known_nonnegative(x) {
                return None;
            }
            Some(SymVal::Int(if op == "floordiv" { floor_div(x, d) } else { mod_idx(x, 1, d) }))
        }),
        ("minimum" | "maximum", _) => binary(&|x, y, dtype| {
            if dtype == DType::B8 {
                return None;
            }
            let g = if op == "minimum" { f64::min } else { f64::max };
            // sympy's `Min`/`Max` with a constant side is an index atom; of two expressions it
            // stays a function this index arithmetic does not model, so those materialize.
            match (&x.value, &y.value) {
                (SymVal::Int(a), SymVal::Int(b)) => {
                    let (e, c) = match (a.as_const(), b.as_const()) {
                        (_, Some(c)) => (a, c),
                        (Some(c), None) => (b, c),
                        (None, None) => return None,
                    };
                    Some(SymVal::Int(if op == "minimum" { e.min_c(c) } else { e.max_c(c) }))
                }
                _ => Some(SymVal::Float(g(x.as_f64()?, y.as_f64()?))),
            }
        }),
        _ => None,
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn int(e: Expr) -> TypedExpr {
        TypedExpr::new(SymVal::Int(e), DType::I64)
    }

    #[test]
    fn arange_minus_one_folds_to_a_constant() {
        let r = propagate("sub", &[&int(Expr::int(0)), &int(Expr::int(1))]);
        assert_eq!(r, Some(int(Expr::int(-1))));
    }

    #[test]
    fn index_arithmetic_stays_symbolic_and_floats_only_fold_constants() {
        let p0 = int(Expr::sym("p0"));
        let two = int(Expr::int(2));
        let r = propagate("mul", &[&p0, &two]).expect("2*p0");
        assert_eq!(r.value, SymVal::Int(Expr::sym("p0").scale(2)));
        let half = TypedExpr::new(SymVal::Float(0.5), DType::F32);
        assert_eq!(propagate("mul", &[&p0, &half]), None, "0.5*p0 is not an index");
        let f = propagate("add", &[&half, &TypedExpr::new(SymVal::Float(1.0), DType::F32)]);
        assert_eq!(f.map(|t| t.value), Some(SymVal::Float(1.5)));
        // p0 - 1 may be negative: Python's remainder differs from ModularIndexing there.
        let pm1 = int(Expr::sym("p0").add(&Expr::int(-1)));
        assert_eq!(propagate("remainder", &[&pm1, &two]), None);
        assert!(propagate("remainder", &[&p0, &two]).is_some());
        assert_eq!(propagate("floordiv", &[&p0, &int(Expr::sym("p1"))]), None);
    }

    #[test]
    fn constants_take_their_dtype() {
        let t = TypedExpr::new(SymVal::Int(Expr::int(300)), DType::U8);
        assert_eq!(t.value, SymVal::Int(Expr::int(44)));
        let t = TypedExpr::new(SymVal::Float(2.7), DType::I64);
        assert_eq!(t.value, SymVal::Int(Expr::int(2)));
        let t = TypedExpr::new(SymVal::Int(Expr::int(3)), DType::F32);
        assert_eq!(t.value, SymVal::Float(3.0));
    }
}
