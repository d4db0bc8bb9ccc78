//! Sizes a kernel is compiled for: numbers, or expressions over the graph's size symbols
//! (`s70`, `128*s70`, `(s65//32)`). A kernel with symbolic sizes is compiled once; the values
//! of the symbols reach it at launch (its `sizes` argument, in [`Symbols`] order), so one
//! compiled program runs at any binding.
use crate::ir::sym::{SymAst, SymOp};
use crate::ir::{SymExpr, SymInt};
use crate::kernel::{Result, unsupported};
use crate::lower::index::Expr;
use std::collections::HashMap;

pub type Size = SymAst;

/// Values of the size symbols (`s70 -> 23`).
pub type Binding = HashMap<String, i64>;

/// The value when `s` mentions no symbol.
pub fn konst(s: &Size) -> Option<i64> {
    match s {
        SymAst::Int(k) => Some(*k),
        _ => s.eval(&HashMap::new()).ok(),
    }
}

pub fn int(k: i64) -> Size {
    SymAst::Int(k)
}

pub fn of_sym_int(s: &SymInt) -> Size {
    match s {
        SymInt::Const(k) => SymAst::Int(*k),
        SymInt::Expr(e) => e.ast(),
    }
}

/// A lowering expression as a kernel size (its sympy text parsed back).
pub fn of_expr(e: &Expr) -> Result<Size> {
    if let Some(k) = e.as_const() {
        return Ok(SymAst::Int(k));
    }
    SymExpr::parse(&e.to_string())
        .map(|p| p.ast())
        .map_err(|m| unsupported("", format!("size `{e}`: {m}")))
}

pub fn of_exprs(v: &[Expr]) -> Result<Vec<Size>> {
    v.iter().map(of_expr).collect()
}

/// The value at `b`; an unbound symbol or a zero divisor is an error naming the size.
pub fn eval(s: &Size, b: &Binding) -> Result<i64> {
    s.eval(b).map_err(|e| unsupported("", format!("size `{}`: {e}", print(s))))
}

pub fn print(s: &Size) -> String {
    super::index::print(s)
}

fn bin(l: &Size, op: SymOp, r: &Size) -> Size {
    SymAst::Bin(Box::new(l.clone()), op, Box::new(r.clone()))
}

pub fn add(a: &Size, b: &Size) -> Size {
    match (konst(a), konst(b)) {
        (Some(x), Some(y)) => int(x + y),
        (Some(0), _) => b.clone(),
        (_, Some(0)) => a.clone(),
        _ => bin(a, SymOp::Add, b),
    }
}

pub fn sub(a: &Size, b: &Size) -> Size {
    match (konst(a), konst(b)) {
        (Some(x), Some(y)) => int(x - y),
        (_, Some(0)) => a.clone(),
        _ => bin(a, SymOp::Sub, b),
    }
}

pub fn mul(a: &Size, b: &Size) -> Size {
    match (konst(a), konst(b)) {
        (Some(x), Some(y)) => int(x * y),
        (Some(0), _) | (_, Some(0)) => int(0),
        (Some(1), _) => b.clone(),
        (_, Some(1)) => a.clone(),
        _ => bin(a, SymOp::Mul, b),
    }
}

pub fn product(v: &[Size]) -> Size {
    v.iter().fold(int(1), |acc, s| mul(&acc, s))
}

/// Free symbols, appended to `out` in first-appearance order.
pub fn symbols_into(s: &Size, out: &mut Vec<String>) {
    match s {
        SymAst::Int(_) => {}
        SymAst::Sym(n) => {
            if !out.contains(n) {
                out.push(n.clone());
            }
        }
        SymAst::Neg(x) => symbols_into(x, out),
        SymAst::Bin(l, _, r) => {
            symbols_into(l, out);
            symbols_into(r, out);
        }
        SymAst::Call(_, xs) => xs.iter().for_each(|x| symbols_into(x, out)),
    }
}

/// Whether two sizes are the same function of the symbols: equal as printed, or equal at a few
/// bindings of distinct primes (sizes are polynomials with floor divisions; the checks this
/// serves only decide whether a fused form applies, and a wrong "equal" would be caught by the
/// launch-time bounds checks, not computed silently).
pub fn same(a: &Size, b: &Size) -> bool {
    if a == b {
        return true;
    }
    let mut syms = vec![];
    symbols_into(a, &mut syms);
    symbols_into(b, &mut syms);
    const PRIMES: [i64; 8] = [2, 3, 5, 7, 11, 13, 17, 19];
    (0..4).all(|round| {
        let env: Binding = syms
            .iter()
            .enumerate()
            .map(|(i, s)| (s.clone(), PRIMES[(i + round * 3) % PRIMES.len()] + 20 * round as i64))
            .collect();
        matches!((a.eval(&env), b.eval(&env)), (Ok(x), Ok(y)) if x == y)
    })
}

/// The size symbols of a program, in the order of the `sizes` array every kernel receives.
#[derive(Debug, Clone, Default, PartialEq, Eq)]
pub struct Symbols(pub Vec<String>);

impl Symbols {
    pub fn index(&self, name: &str) -> Option<usize> {
        self.0.iter().position(|s| s == name)
    }
    /// The `sizes` array for a binding; a symbol without a value is an error naming it.
    pub fn values(&self, b: &Binding) -> Result<Vec<i64>> {
        self.0
            .iter()
            .map(|s| {
                b.get(s).copied().ok_or_else(|| unsupported("", format!("no value for size {s}")))
            })
            .collect()
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn p(t: &str) -> Size {
        SymExpr::parse(t).map(|e| e.ast()).unwrap_or(SymAst::Int(-999))
    }

    #[test]
    fn sizes_fold_constants_and_compare_as_functions() {
        assert_eq!(konst(&p("2*3 + 1")), Some(7));
        assert_eq!(konst(&p("2*s0")), None);
        assert_eq!(add(&int(0), &p("s0")), p("s0"));
        assert_eq!(mul(&int(1), &p("s0")), p("s0"));
        assert!(same(&p("2*s0*s1"), &p("s1*(s0 + s0)")));
        assert!(!same(&p("2*s0"), &p("s0 + 2")));
        assert!(same(&product(&[p("s0"), int(4)]), &p("4*s0")));
        let mut b = Binding::new();
        b.insert("s0".into(), 9);
        assert_eq!(eval(&p("(s0//2) + 1"), &b).ok(), Some(5));
        assert!(eval(&p("s1"), &b).is_err());
    }
}
