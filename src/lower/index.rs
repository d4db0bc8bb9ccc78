//! Index arithmetic as Inductor's sympy expressions use it: integer linear combinations of
//! symbols, `FloorDiv` and `ModularIndexing`, simplified the way `FloorDiv.eval`,
//! `ModularIndexing.eval` and `SizeVarAllocator.simplify_with_ranges` do for the shapes a
//! post-grad graph produces, and printed the way sympy's `StrPrinter` prints them (so
//! `2*p0 + ((p1//64))` compares textually against `ir_pre_fusion.txt`).
use crate::ir::sym::{SymAst, SymOp};
use std::collections::HashMap;
use std::fmt;

#[derive(Debug, Clone, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub enum Atom {
    Sym(String),
    FloorDiv(Box<Expr>, i64),
    /// `ModularIndexing(x, div, mod)` = `(x // div) % mod`.
    ModIdx(Box<Expr>, i64, i64),
    /// `Abs(x)` (T5's relative positions: `Abs(p0 - p1)`).
    Abs(Box<Expr>),
    /// `Min(c, x)` / `Max(c, x)` with a constant side (a causal relative position
    /// `-Min(0, -p0 + p1)`).
    Min(Box<Expr>, i64),
    Max(Box<Expr>, i64),
    /// A product of two or more factors, sorted, none itself a product (`p0*s70`): strides and
    /// ranges of graphs with symbolic sizes (`32*p0*s70 + 32*p1 + p2`, `{c0: s15*s21}`).
    Prod(Vec<Atom>),
    /// `FloorDiv(x, d)` with a symbolic divisor (`(p0//s1)`, a reshape of `[s0*s1]` to
    /// `[s0, s1]`).
    FloorDivS(Box<Expr>, Box<Expr>),
    /// `ModularIndexing(x, div, mod)` with a symbolic divisor or modulus
    /// (`ModularIndexing(p1, 64, (s65//32))`).
    ModIdxS(Box<Expr>, Box<Expr>, Box<Expr>),
    /// `Identity(x)`: `x`, kept from expanding into the sum around it (`pointwise_cat` indexes
    /// each input at `Identity(idx - start)`); printed `(x)`.
    Identity(Box<Expr>),
}

/// `sum(coeff * atom) + constant`, terms kept sorted and non-zero so that equal expressions
/// compare equal.
#[derive(Debug, Clone, PartialEq, Eq, Hash, PartialOrd, Ord, Default)]
pub struct Expr {
    terms: Vec<(Atom, i64)>,
    constant: i64,
}

pub type Ranges = HashMap<String, i64>;

impl Expr {
    pub fn int(v: i64) -> Expr {
        Expr { terms: vec![], constant: v }
    }
    pub fn sym(name: impl Into<String>) -> Expr {
        Expr { terms: vec![(Atom::Sym(name.into()), 1)], constant: 0 }
    }
    fn atom(a: Atom) -> Expr {
        Expr { terms: vec![(a, 1)], constant: 0 }
    }
    pub fn as_const(&self) -> Option<i64> {
        self.terms.is_empty().then_some(self.constant)
    }
    pub fn constant(&self) -> i64 {
        self.constant
    }
    pub fn terms(&self) -> &[(Atom, i64)] {
        &self.terms
    }
    pub fn is_zero(&self) -> bool {
        self.terms.is_empty() && self.constant == 0
    }
    /// Statically a multiple of `m` (`statically_known_equals(Mod(e, m), 0)` where it follows
    /// from the coefficients: every atom is an integer).
    pub fn is_multiple_of(&self, m: i64) -> bool {
        assert!(m > 0, "a positive modulus");
        self.constant % m == 0 && self.terms.iter().all(|(_, c)| c % m == 0)
    }
    pub fn add(&self, o: &Expr) -> Expr {
        let mut terms = self.terms.clone();
        for (a, c) in &o.terms {
            match terms.iter_mut().find(|(b, _)| b == a) {
                Some(t) => t.1 += c,
                None => terms.push((a.clone(), *c)),
            }
        }
        terms.retain(|(_, c)| *c != 0);
        terms.sort();
        Expr { terms, constant: self.constant + o.constant }
    }
    pub fn scale(&self, k: i64) -> Expr {
        if k == 0 {
            return Expr::int(0);
        }
        Expr {
            terms: self.terms.iter().map(|(a, c)| (a.clone(), c * k)).collect(),
            constant: self.constant * k,
        }
    }
    /// Product; only defined when one side is constant (indexes stay linear in the corpus).
    pub fn mul(&self, o: &Expr) -> Option<Expr> {
        match (self.as_const(), o.as_const()) {
            (Some(k), _) => Some(o.scale(k)),
            (_, Some(k)) => Some(self.scale(k)),
            _ => None,
        }
    }
    /// The product of two expressions, distributed into monomials ([`Atom::Prod`]): what sizes
    /// and strides over symbols (`s15*s21`) need; index arithmetic keeps to [`mul`](Self::mul).
    pub fn mul_poly(&self, o: &Expr) -> Expr {
        if let Some(k) = self.as_const() {
            return o.scale(k);
        }
        if let Some(k) = o.as_const() {
            return self.scale(k);
        }
        let mut out = self.scale(o.constant).add(&o.scale(self.constant));
        out.constant = self.constant * o.constant;
        for (a, ca) in &self.terms {
            for (b, cb) in &o.terms {
                out = out.add(&Expr::atom(product(a, b)).scale(ca * cb));
            }
        }
        out
    }
    /// `Identity(self)`; a constant is itself (it never reaches a printed index).
    pub fn identity(&self) -> Expr {
        match self.as_const() {
            Some(_) => self.clone(),
            None => Expr::atom(Atom::Identity(Box::new(self.clone()))),
        }
    }
    /// sympy's `Abs`: a constant folds, a nonnegative sum is itself, and the argument is kept
    /// with its minus sign extracted (`Abs(-p0 + p1)` is `Abs(p0 - p1)`), as `Abs.eval` does.
    pub fn abs(&self) -> Expr {
        if let Some(c) = self.as_const() {
            return Expr::int(c.abs());
        }
        let signs =
            self.terms.iter().map(|(_, c)| *c).chain((self.constant != 0).then_some(self.constant));
        let (neg, pos) =
            signs.fold((0, 0), |(n, p), c| if c < 0 { (n + 1, p) } else { (n, p + 1) });
        if neg == 0 {
            return self.clone();
        }
        let first_negative = self.terms.first().is_some_and(|(_, c)| *c < 0);
        let arg =
            if neg > pos || neg == pos && first_negative { self.scale(-1) } else { self.clone() };
        Expr::atom(Atom::Abs(Box::new(arg)))
    }
    /// sympy's `Min(c, self)`: constants fold, and so does a side the symbols' nonnegativity
    /// decides (`Min(0, p0 + p1)` is 0).
    pub fn min_c(&self, c: i64) -> Expr {
        if let Some(v) = self.as_const() {
            return Expr::int(v.min(c));
        }
        if self.constant >= c && self.terms.iter().all(|(_, k)| *k > 0) {
            return Expr::int(c);
        }
        if self.constant <= c && self.terms.iter().all(|(_, k)| *k < 0) {
            return self.clone();
        }
        Expr::atom(Atom::Min(Box::new(self.clone()), c))
    }
    /// sympy's `Max(c, self)`, folded the same way as [`min_c`](Self::min_c).
    pub fn max_c(&self, c: i64) -> Expr {
        if let Some(v) = self.as_const() {
            return Expr::int(v.max(c));
        }
        if self.constant >= c && self.terms.iter().all(|(_, k)| *k > 0) {
            return self.clone();
        }
        if self.constant <= c && self.terms.iter().all(|(_, k)| *k < 0) {
            return Expr::int(c);
        }
        Expr::atom(Atom::Max(Box::new(self.clone()), c))
    }
    /// A symbolic size as an expression (`None` for what this algebra does not model).
    pub fn from_sym_int(s: &crate::ir::SymInt) -> Option<Expr> {
        match s {
            crate::ir::SymInt::Const(v) => Some(Expr::int(*v)),
            crate::ir::SymInt::Expr(e) => from_ast(&e.ast()),
        }
    }
    /// The expression as a [`SymInt`](crate::ir::SymInt) (what loop bodies carry): its
    /// printed text parsed back.
    pub fn to_sym_int(&self) -> Result<crate::ir::SymInt, crate::ir::SymError> {
        match self.as_const() {
            Some(v) => Ok(crate::ir::SymInt::Const(v)),
            None => crate::ir::SymInt::parse(&self.to_string()),
        }
    }
    /// Statically 1: a symbol is never 1 (Inductor specializes sizes 0 and 1, so every size
    /// symbol is at least 2), so only the constant 1 is.
    pub fn is_one(&self) -> bool {
        self.as_const() == Some(1)
    }
    /// The product of sizes.
    pub fn product(v: &[Expr]) -> Expr {
        v.iter().fold(Expr::int(1), |acc, x| acc.mul_poly(x))
    }
    /// The coefficient of `var` in an expression linear in it (`s21` in `p0*s21 + p1`); `None`
    /// when `var` sits inside a function atom or appears squared.
    pub fn linear_coeff(&self, var: &str) -> Option<Expr> {
        let mut out = Expr::int(0);
        for (a, c) in &self.terms {
            match a {
                Atom::Sym(s) if s == var => out = out.add(&Expr::int(*c)),
                Atom::Sym(_) => {}
                Atom::Prod(fs) => {
                    let n = fs.iter().filter(|f| matches!(f, Atom::Sym(s) if s == var)).count();
                    if n > 1 || fs.iter().any(|f| !matches!(f, Atom::Sym(_)) && atom_has(f, var)) {
                        return None;
                    }
                    if n == 1 {
                        let rest = product_of(
                            fs.iter().filter(|f| !matches!(f, Atom::Sym(s) if s == var)),
                        );
                        out = out.add(&rest.scale(*c));
                    }
                }
                a if atom_has(a, var) => return None,
                _ => {}
            }
        }
        Some(out)
    }
    pub fn free_symbols(&self) -> Vec<String> {
        let mut out = Vec::new();
        self.collect_syms(&mut out);
        out
    }
    fn collect_syms(&self, out: &mut Vec<String>) {
        for (a, _) in &self.terms {
            atom_syms(a, out);
        }
    }
    pub fn has_sym(&self, name: &str) -> bool {
        self.free_symbols().iter().any(|s| s == name)
    }
    pub fn has_sym_prefix(&self, prefix: &str) -> bool {
        self.free_symbols().iter().any(|s| s.starts_with(prefix))
    }
    pub fn subs(&self, map: &HashMap<String, Expr>) -> Expr {
        let mut out = Expr::int(self.constant);
        for (a, c) in &self.terms {
            let e = match a {
                Atom::Sym(s) => map.get(s).cloned().unwrap_or_else(|| Expr::sym(s.clone())),
                Atom::FloorDiv(e, d) => floor_div(&e.subs(map), *d),
                Atom::ModIdx(e, d, m) => mod_idx(&e.subs(map), *d, *m),
                Atom::FloorDivS(e, d) => floor_div_expr(&e.subs(map), &d.subs(map)),
                Atom::ModIdxS(e, d, m) => mod_idx_expr(&e.subs(map), &d.subs(map), &m.subs(map)),
                Atom::Abs(e) => e.subs(map).abs(),
                Atom::Identity(e) => e.subs(map).identity(),
                Atom::Min(e, c) => e.subs(map).min_c(*c),
                Atom::Max(e, c) => e.subs(map).max_c(*c),
                Atom::Prod(fs) => fs
                    .iter()
                    .fold(Expr::int(1), |acc, f| acc.mul_poly(&Expr::atom(f.clone()).subs(map))),
            };
            out = out.add(&e.scale(*c));
        }
        out
    }
    /// The value for integer symbol values (`None` for an unbound symbol, a zero divisor or an
    /// overflow).
    pub fn eval(&self, env: &HashMap<String, i64>) -> Option<i64> {
        let mut v = self.constant;
        for (a, c) in &self.terms {
            let x = match a {
                Atom::Sym(s) => *env.get(s)?,
                Atom::FloorDiv(e, d) if *d != 0 => fdiv(e.eval(env)?, *d),
                Atom::FloorDivS(e, d) => {
                    let d = d.eval(env)?;
                    if d == 0 {
                        return None;
                    }
                    fdiv(e.eval(env)?, d)
                }
                Atom::ModIdxS(e, d, m) => {
                    let (d, m) = (d.eval(env)?, m.eval(env)?);
                    if d == 0 || m == 0 {
                        return None;
                    }
                    fdiv(e.eval(env)?, d).rem_euclid(m)
                }
                Atom::ModIdx(e, d, m) if *d != 0 && *m != 0 => {
                    fdiv(e.eval(env)?, *d).rem_euclid(*m)
                }
                Atom::Abs(e) => e.eval(env)?.abs(),
                Atom::Identity(e) => e.eval(env)?,
                Atom::Min(e, c) => e.eval(env)?.min(*c),
                Atom::Max(e, c) => e.eval(env)?.max(*c),
                // Overflow is no value (a size hint of an unbacked symbol, 8192, raised to a
                // power), not a panic.
                Atom::Prod(fs) => fs
                    .iter()
                    .try_fold(1i64, |acc, f| acc.checked_mul(Expr::atom(f.clone()).eval(env)?))?,
                _ => return None,
            };
            v = v.checked_add(c.checked_mul(x)?)?;
        }
        Some(v)
    }
    /// Inclusive bounds, when every symbol has a known range `[0, n)`.
    pub fn bounds(&self, ranges: &Ranges) -> Option<(i64, i64)> {
        let (mut lo, mut hi) = (self.constant, self.constant);
        for (a, c) in &self.terms {
            let (alo, ahi) = atom_bounds(a, ranges)?;
            if *c >= 0 {
                lo += c * alo;
                hi += c * ahi;
            } else {
                lo += c * ahi;
                hi += c * alo;
            }
        }
        Some((lo, hi))
    }
    /// `SizeVarAllocator.simplify_with_ranges` for the forms lowering creates.
    /// `_simplify_with_ranges`: simplified again while a round changes anything, since a
    /// round's simplified pieces may join where their unsimplified forms did not
    /// (`512*((v0//16)) + 32*ModularIndexing(v0, 1, 16)` is `32*v0` only once the pieces a
    /// reshape made of `v0` are plain). Each round joins or drops terms; a bound guards against
    /// a cycle all the same.
    pub fn simplify_with_ranges(&self, ranges: &Ranges) -> Expr {
        let mut e = self.simplify_round(ranges);
        for _ in 0..16 {
            let next = e.simplify_round(ranges);
            if next == e {
                break;
            }
            e = next;
        }
        e
    }

    fn simplify_round(&self, ranges: &Ranges) -> Expr {
        // A sum of plain symbols, none of size 1, is already simplified (terms are kept
        // canonical), and that is what most load indexes are.
        if self.terms.iter().all(|(a, _)| matches!(a, Atom::Sym(s) if ranges.get(s) != Some(&1))) {
            return self.clone();
        }
        let joined = join_dimensions(self);
        let mut out = Expr::int(joined.constant);
        for (a, c) in &joined.terms {
            let e = match a {
                Atom::Sym(s) => {
                    if ranges.get(s) == Some(&1) {
                        Expr::int(0)
                    } else {
                        Expr::sym(s.clone())
                    }
                }
                Atom::FloorDiv(e, d) => {
                    let inner = e.simplify_with_ranges(ranges);
                    match (inner.bounds(ranges), &inner.terms[..], inner.constant) {
                        (Some((lo, hi)), ..) if lo >= 0 && hi < *d => Expr::int(0),
                        // `visit_indexing_div`: `ModularIndexing(b, d1, m)//k` for k dividing m
                        // is `ModularIndexing(b, d1*k, m/k)`.
                        (_, [(Atom::ModIdx(b, d1, m), 1)], 0) if *d > 0 && m % d == 0 => {
                            mod_idx(b, d1 * d, m / d)
                        }
                        _ => floor_div(&inner, *d),
                    }
                }
                Atom::ModIdx(e, d, m) => {
                    let inner = e.simplify_with_ranges(ranges);
                    // `visit_modular_indexing`: `ModularIndexing(ModularIndexing(b, d1, m1), d, m)`
                    // where `d*m` divides `m1` is `ModularIndexing(b, d1*d, m)`.
                    if let ([(Atom::ModIdx(b, d1, m1), 1)], 0) = (&inner.terms[..], inner.constant)
                        && *d > 0
                        && *m > 0
                        && *m1 > 0
                        && m1 % (d * m) == 0
                    {
                        out = out.add(&mod_idx(b, d1 * d, *m).scale(*c));
                        continue;
                    }
                    match inner.bounds(ranges) {
                        Some((lo, hi)) if lo >= 0 && hi < d * m => floor_div(&inner, *d),
                        _ => mod_idx(&inner, *d, *m),
                    }
                }
                Atom::Identity(e) => e.simplify_with_ranges(ranges).identity(),
                Atom::Abs(e) => {
                    let inner = e.simplify_with_ranges(ranges);
                    match inner.bounds(ranges) {
                        Some((lo, _)) if lo >= 0 => inner,
                        Some((_, hi)) if hi <= 0 => inner.scale(-1),
                        _ => inner.abs(),
                    }
                }
                Atom::Min(e, c) | Atom::Max(e, c) => {
                    let is_min = matches!(a, Atom::Min(..));
                    let inner = e.simplify_with_ranges(ranges);
                    match inner.bounds(ranges) {
                        Some((_, hi)) if is_min && hi <= *c => inner,
                        Some((lo, _)) if is_min && lo >= *c => Expr::int(*c),
                        Some((lo, _)) if !is_min && lo >= *c => inner,
                        Some((_, hi)) if !is_min && hi <= *c => Expr::int(*c),
                        _ if is_min => inner.min_c(*c),
                        _ => inner.max_c(*c),
                    }
                }
                Atom::FloorDivS(e, d) => floor_div_expr(&e.simplify_with_ranges(ranges), d),
                Atom::ModIdxS(e, d, m) => mod_idx_expr(&e.simplify_with_ranges(ranges), d, m),
                // A factor of range 1 is the loop variable 0, as for a plain symbol.
                Atom::Prod(fs) => {
                    if fs.iter().any(|f| matches!(f, Atom::Sym(s) if ranges.get(s) == Some(&1))) {
                        Expr::int(0)
                    } else if fs.iter().all(|f| matches!(f, Atom::Sym(_))) {
                        Expr::atom(a.clone())
                    } else {
                        // A function factor (`s70*ModularIndexing(p0, 2, 2)`) simplifies too.
                        fs.iter().fold(Expr::int(1), |acc, f| {
                            acc.mul_poly(&Expr::atom(f.clone()).simplify_with_ranges(ranges))
                        })
                    }
                }
            };
            out = out.add(&e.scale(*c));
        }
        out
    }
}

/// An index or size as Inductor printed it (`32*p0*s70 + 32*p1 + p2`, `((p1//64))`,
/// `ModularIndexing(p2, 1, 16)`), in this algebra; `None` for what it does not model
/// (symbolic divisors, `%`, powers other than small positive ones).
pub fn from_ast(a: &SymAst) -> Option<Expr> {
    let konst = |a: &SymAst| from_ast(a)?.as_const();
    Some(match a {
        SymAst::Int(v) => Expr::int(*v),
        SymAst::Sym(s) => Expr::sym(s.clone()),
        SymAst::Neg(x) => from_ast(x)?.scale(-1),
        SymAst::Bin(l, op, r) => match op {
            SymOp::Add => from_ast(l)?.add(&from_ast(r)?),
            SymOp::Sub => from_ast(l)?.add(&from_ast(r)?.scale(-1)),
            SymOp::Mul => from_ast(l)?.mul_poly(&from_ast(r)?),
            SymOp::FloorDiv => floor_div_expr(&from_ast(l)?, &from_ast(r)?),
            SymOp::Pow => {
                let (base, k) = (from_ast(l)?, konst(r)?);
                if !(1..=8).contains(&k) {
                    return None;
                }
                (1..k).fold(base.clone(), |acc, _| acc.mul_poly(&base))
            }
            // sympy's `Mod(x, m)` of a positive constant `m` is Python's `x % m`, which is
            // `ModularIndexing(x, 1, m)` (`(x // 1) % m`) for any `x`.
            SymOp::Mod => match konst(r)? {
                m if m > 0 => mod_idx_expr(&from_ast(l)?, &Expr::int(1), &Expr::int(m)),
                _ => return None,
            },
        },
        SymAst::Call(f, args) => match (f.as_str(), args.as_slice()) {
            ("ModularIndexing", [x, d, m]) => {
                mod_idx_expr(&from_ast(x)?, &from_ast(d)?, &from_ast(m)?)
            }
            ("FloorDiv", [x, d]) => floor_div_expr(&from_ast(x)?, &from_ast(d)?),
            ("Mod", [x, m]) => match konst(m)? {
                m if m > 0 => mod_idx_expr(&from_ast(x)?, &Expr::int(1), &Expr::int(m)),
                _ => return None,
            },
            ("Abs", [x]) => from_ast(x)?.abs(),
            ("Min", [c, x]) => from_ast(x)?.min_c(konst(c)?),
            ("Max", [c, x]) => from_ast(x)?.max_c(konst(c)?),
            _ => return None,
        },
    })
}

/// `sizevars.join_dimensions`: the pieces a view splits an index into, put back together —
/// `s*MI(x, d, m1) + s*m1*MI(x, d*m1, m2)` is `s*MI(x, d, m1*m2)` and
/// `s*MI(x, d, m) + s*m*FloorDiv(x, d*m)` is `s*FloorDiv(x, d)` (so `x` when `d` is 1).
fn join_dimensions(e: &Expr) -> Expr {
    let mut e = e.clone();
    // Each join removes a term, so this ends.
    while let Some(next) = join_once(&e, true).or_else(|| join_once(&e, false)) {
        e = next;
    }
    e
}

/// A term as `scale * piece`: its one division atom and the rest of the product.
enum Piece {
    Mod(Expr, Expr, Expr),
    Div(Expr, Expr),
}

fn piece_of(a: &Atom, c: i64) -> Option<(Piece, Expr)> {
    let fs: Vec<Atom> = match a {
        Atom::Prod(fs) => fs.clone(),
        a => vec![a.clone()],
    };
    // The piece is the one `ModularIndexing` factor, else the one `FloorDiv` factor; other
    // factors (a symbolic `FloorDiv` size among them) are the scale.
    let is_mod = |f: &Atom| matches!(f, Atom::ModIdx(..) | Atom::ModIdxS(..));
    let is_div = |f: &Atom| matches!(f, Atom::FloorDiv(..) | Atom::FloorDivS(..));
    let only = |p: &dyn Fn(&Atom) -> bool| -> Option<usize> {
        let at: Vec<usize> = fs.iter().enumerate().filter(|(_, f)| p(f)).map(|(i, _)| i).collect();
        if let [i] = at[..] { Some(i) } else { None }
    };
    let at = if fs.iter().any(is_mod) { only(&is_mod)? } else { only(&is_div)? };
    let scale =
        product_of(fs.iter().enumerate().filter(|(i, _)| *i != at).map(|(_, f)| f)).scale(c);
    let piece = match &fs[at] {
        Atom::ModIdx(x, d, m) => Piece::Mod((**x).clone(), Expr::int(*d), Expr::int(*m)),
        Atom::ModIdxS(x, d, m) => Piece::Mod((**x).clone(), (**d).clone(), (**m).clone()),
        Atom::FloorDiv(x, d) => Piece::Div((**x).clone(), Expr::int(*d)),
        Atom::FloorDivS(x, d) => Piece::Div((**x).clone(), (**d).clone()),
        _ => return None,
    };
    Some((piece, scale))
}

/// One join of [`join_dimensions`]; scales, divisors and moduli may be symbolic:
/// `X*MI(p1, X, s26) + MI(p1, 1, X)` is `MI(p1, 1, s26*X)`.
fn join_once(e: &Expr, mod_pairs: bool) -> Option<Expr> {
    let pieces: Vec<Option<(Piece, Expr)>> = e.terms.iter().map(|(a, c)| piece_of(a, *c)).collect();
    for (i, p1) in pieces.iter().enumerate() {
        let Some((Piece::Mod(x, d, m1), s)) = p1 else { continue };
        for (j, p2) in pieces.iter().enumerate() {
            let Some((p2, s2)) = p2 else { continue };
            if i == j || *s2 != s.mul_poly(m1) {
                continue;
            }
            let joined = match p2 {
                Piece::Mod(x2, d2, m2) if mod_pairs && x2 == x && *d2 == d.mul_poly(m1) => {
                    mod_idx_expr(x, d, &m1.mul_poly(m2))
                }
                Piece::Div(x2, d2) if !mod_pairs && x2 == x && *d2 == d.mul_poly(m1) => {
                    floor_div_expr(x, d)
                }
                _ => continue,
            };
            let rest = Expr {
                terms: e
                    .terms
                    .iter()
                    .enumerate()
                    .filter(|(k, _)| *k != i && *k != j)
                    .map(|(_, t)| t.clone())
                    .collect(),
                constant: e.constant,
            };
            return Some(rest.add(&joined.mul_poly(s)));
        }
    }
    None
}

/// The product of atoms (1 for none).
fn product_of<'a>(atoms: impl Iterator<Item = &'a Atom>) -> Expr {
    atoms.fold(Expr::int(1), |acc, f| acc.mul_poly(&Expr::atom(f.clone())))
}

fn atom_has(a: &Atom, var: &str) -> bool {
    let mut v = vec![];
    atom_syms(a, &mut v);
    v.iter().any(|s| s == var)
}

fn atom_syms(a: &Atom, out: &mut Vec<String>) {
    match a {
        Atom::Sym(s) => {
            if !out.contains(s) {
                out.push(s.clone())
            }
        }
        Atom::FloorDiv(e, _)
        | Atom::ModIdx(e, _, _)
        | Atom::Abs(e)
        | Atom::Identity(e)
        | Atom::Min(e, _)
        | Atom::Max(e, _) => e.collect_syms(out),
        Atom::Prod(fs) => fs.iter().for_each(|f| atom_syms(f, out)),
        Atom::FloorDivS(e, d) => {
            e.collect_syms(out);
            d.collect_syms(out);
        }
        Atom::ModIdxS(e, d, m) => {
            e.collect_syms(out);
            d.collect_syms(out);
            m.collect_syms(out);
        }
    }
}

/// The product of two atoms as one sorted [`Atom::Prod`].
fn product(a: &Atom, b: &Atom) -> Atom {
    let mut fs: Vec<Atom> = Vec::new();
    for x in [a, b] {
        match x {
            Atom::Prod(v) => fs.extend(v.iter().cloned()),
            x => fs.push(x.clone()),
        }
    }
    fs.sort_by_key(print_rank);
    Atom::Prod(fs)
}

fn atom_bounds(a: &Atom, ranges: &Ranges) -> Option<(i64, i64)> {
    match a {
        Atom::Prod(fs) => fs.iter().try_fold((1i64, 1i64), |(lo, hi), f| {
            let (flo, fhi) = atom_bounds(f, ranges)?;
            (flo >= 0 && lo >= 0).then_some((lo * flo, hi.checked_mul(fhi)?))
        }),
        Atom::Sym(s) => ranges.get(s).map(|n| (0, (n - 1).max(0))),
        Atom::FloorDivS(..) => None,
        Atom::ModIdxS(..) => None,
        Atom::FloorDiv(_, d) | Atom::ModIdx(_, d, _) if *d <= 0 => None,
        Atom::ModIdx(_, _, m) if *m <= 0 => None,
        Atom::FloorDiv(e, d) => {
            let (lo, hi) = e.bounds(ranges)?;
            Some((fdiv(lo, *d), fdiv(hi, *d)))
        }
        Atom::ModIdx(e, d, m) => {
            let (lo, hi) = e.bounds(ranges)?;
            if lo >= 0 && hi < d * m { Some((lo / d, hi / d)) } else { Some((0, m - 1)) }
        }
        Atom::Min(e, c) => {
            let (lo, hi) = e.bounds(ranges)?;
            Some((lo.min(*c), hi.min(*c)))
        }
        Atom::Max(e, c) => {
            let (lo, hi) = e.bounds(ranges)?;
            Some((lo.max(*c), hi.max(*c)))
        }
        Atom::Identity(e) => e.bounds(ranges),
        Atom::Abs(e) => {
            let (lo, hi) = e.bounds(ranges)?;
            Some(if lo >= 0 {
                (lo, hi)
            } else if hi <= 0 {
                (-hi, -lo)
            } else {
                (0, hi.max(-lo))
            })
        }
    }
}

fn fdiv(a: i64, b: i64) -> i64 {
    let q = a / b;
    if a % b != 0 && ((a < 0) != (b < 0)) { q - 1 } else { q }
}

fn gcd(a: i64, b: i64) -> i64 {
    if b == 0 { a.abs() } else { gcd(b, a % b) }
}

/// `FloorDiv(e, d)`: terms whose coefficient `d` divides move out of the division, common
/// factors cancel, nested divisions merge.
pub fn floor_div(e: &Expr, d: i64) -> Expr {
    if d == 1 {
        return e.clone();
    }
    if d <= 0 {
        return Expr::atom(Atom::FloorDiv(Box::new(e.clone()), d));
    }
    if let Some(v) = e.as_const() {
        return Expr::int(fdiv(v, d));
    }
    let mut outside = Expr::int(0);
    let mut rest = Expr { terms: vec![], constant: e.constant };
    for (a, c) in &e.terms {
        if c % d == 0 {
            outside = outside.add(&Expr::atom(a.clone()).scale(c / d));
        } else {
            rest = rest.add(&Expr::atom(a.clone()).scale(*c));
        }
    }
    if rest.constant % d == 0 && !rest.terms.is_empty() {
        outside = outside.add(&Expr::int(rest.constant / d));
        rest.constant = 0;
    }
    if rest.is_zero() {
        return outside;
    }
    // Only a constant left (`(2*q + 1)//2`): the multiples of `d` moved out exactly.
    if let Some(c) = rest.as_const() {
        return outside.add(&Expr::int(fdiv(c, d)));
    }
    let g = rest.terms.iter().fold(gcd(rest.constant, d), |g, (_, c)| gcd(g, *c));
    let (rest, d) = if g > 1 { (scale_down(&rest, g), d / g) } else { (rest, d) };
    let inner = if d == 1 {
        rest
    } else if let ([(Atom::FloorDiv(x, d0), 1)], 0) = (rest.terms.as_slice(), rest.constant) {
        Expr::atom(Atom::FloorDiv(x.clone(), d0 * d))
    } else {
        Expr::atom(Atom::FloorDiv(Box::new(rest), d))
    };
    outside.add(&inner)
}

fn scale_down(e: &Expr, g: i64) -> Expr {
    Expr {
        terms: e.terms.iter().map(|(a, c)| (a.clone(), c / g)).collect(),
        constant: e.constant / g,
    }
}

/// `ModularIndexing(e, div, mod)`: terms that are multiples of `div*mod` vanish.
pub fn mod_idx(e: &Expr, div: i64, m: i64) -> Expr {
    if m == 1 {
        return Expr::int(0);
    }
    if div <= 0 || m <= 0 {
        return Expr::atom(Atom::ModIdx(Box::new(e.clone()), div, m));
    }
    if let Some(v) = e.as_const() {
        return Expr::int(fdiv(v, div).rem_euclid(m));
    }
    // `ModularIndexing.eval`: `ModularIndexing(x//a, d, m)` is `ModularIndexing(x, a*d, m)`.
    if let ([(Atom::FloorDiv(x, a), 1)], 0) = (&e.terms[..], e.constant)
        && *a > 0
    {
        return mod_idx(x, a * div, m);
    }
    // `ModularIndexing.eval` of an Add: the terms that are multiples of the period drop, the
    // others stay as they are (a constant 14 under period 4 stays 14), and nothing drops if a
    // term that stays may be negative.
    let period = div * m;
    // Only an Add drops terms: `ModularIndexing(2*x, 1, 2)` stays as sympy leaves it (until
    // `simplify_with_ranges`), so read counting sees the index Inductor's loader composed.
    if e.terms.len() == 1 && e.constant == 0 && e.terms[0].1 % period == 0 {
        return Expr::atom(Atom::ModIdx(Box::new(e.clone()), div, m));
    }
    let mut kept = Expr::int(0);
    for (a, c) in &e.terms {
        if c % period != 0 {
            if *c < 0 {
                return Expr::atom(Atom::ModIdx(Box::new(e.clone()), div, m));
            }
            kept = kept.add(&Expr::atom(a.clone()).scale(*c));
        }
    }
    if e.constant % period != 0 {
        if e.constant < 0 {
            return Expr::atom(Atom::ModIdx(Box::new(e.clone()), div, m));
        }
        kept = kept.add(&Expr::int(e.constant));
    }
    if kept.as_const().is_some() {
        return Expr::int(fdiv(kept.constant, div).rem_euclid(m));
    }
    Expr::atom(Atom::ModIdx(Box::new(kept), div, m))
}

/// `FloorDiv(e, d)` for a divisor that may be symbolic: a constant one is [`floor_div`]; a
/// symbolic one is divided by the common factor `simple_floordiv_gcd` finds (the integer gcd
/// of all coefficients and the divisor's factors every term of `e` has verbatim), as
/// `FloorDiv.eval` does: `(128*s70)//(32*s70)` is 4, `((2*s65**2)//s65)` stays (`s65` is not
/// a factor of `s65**2` as sympy splits a product).
pub fn floor_div_expr(e: &Expr, d: &Expr) -> Expr {
    if let Some(d) = d.as_const() {
        return floor_div(e, d);
    }
    if e.is_zero() {
        return Expr::int(0);
    }
    if e == d {
        return Expr::int(1);
    }
    let coeffs = e.terms.iter().map(|(_, c)| *c).chain((e.constant != 0).then_some(e.constant));
    let dcoeffs = d.terms.iter().map(|(_, c)| *c).chain((d.constant != 0).then_some(d.constant));
    let g = coeffs.chain(dcoeffs).fold(0, gcd);
    let (mut e, mut d) =
        if g > 1 { (scale_down(e, g), scale_down(d, g)) } else { (e.clone(), d.clone()) };
    let mut cancelled = g > 1;
    if let ([(da, 1)], 0) = (d.terms.as_slice(), d.constant)
        && e.constant == 0
    {
        let da = da.clone();
        // Every factor of `a` but the power `x` (`sympy.Mul.make_args` splits them so).
        let without = |a: &Atom, x: &(Atom, usize)| -> Expr {
            let rest = mul_args(a).into_iter().filter(|y| y != x);
            product_of(rest.flat_map(|(f, k)| std::iter::repeat_n(f, k)).collect::<Vec<_>>().iter())
        };
        if let Some(x) =
            mul_args(&da).into_iter().find(|x| e.terms.iter().all(|(a, _)| mul_args(a).contains(x)))
        {
            e = e.terms.iter().fold(Expr::int(0), |acc, (a, c)| acc.add(&without(a, &x).scale(*c)));
            d = without(&da, &x);
            cancelled = true;
        }
    }
    if cancelled {
        return floor_div_expr(&e, &d);
    }
    Expr::atom(Atom::FloorDivS(Box::new(e), Box::new(d)))
}

/// An atom's factors as `sympy.Mul.make_args` splits them: equal neighbours of a product are
/// one power (`s65**2`), the factor with its exponent.
fn mul_args(a: &Atom) -> Vec<(Atom, usize)> {
    let fs: Vec<Atom> = match a {
        Atom::Prod(fs) => fs.clone(),
        a => vec![a.clone()],
    };
    let mut out: Vec<(Atom, usize)> = vec![];
    for f in fs {
        match out.iter_mut().find(|(x, _)| *x == f) {
            Some((_, k)) => *k += 1,
            None => out.push((f, 1)),
        }
    }
    out
}

/// `ModularIndexing(e, div, mod)` for a divisor or modulus that may be symbolic.
pub fn mod_idx_expr(e: &Expr, div: &Expr, m: &Expr) -> Expr {
    if let (Some(d), Some(m)) = (div.as_const(), m.as_const()) {
        return mod_idx(e, d, m);
    }
    if m.is_one() || e.is_zero() {
        return Expr::int(0);
    }
    Expr::atom(Atom::ModIdxS(Box::new(e.clone()), Box::new(div.clone()), Box::new(m.clone())))
}

/// sympy's print order for the terms of an Add: plain symbols by name, then function atoms
/// (`FloorDiv` before `ModularIndexing`), the constant last.
fn print_rank(a: &Atom) -> (u8, String) {
    match a {
        Atom::Sym(s) => (0, s.clone()),
        // sympy compares integer arguments by value: `ModularIndexing(c0, 4, 4)` sorts before
        // `ModularIndexing(c0, 16, 4)`, so the key pads them to one width.
        Atom::FloorDiv(e, d) => (1, format!("{e}//{d:020}")),
        Atom::ModIdx(e, d, m) => (2, format!("{e},{d:020},{m:020}")),
        Atom::FloorDivS(e, d) => (1, format!("{e}//{d}")),
        Atom::ModIdxS(e, d, m) => (2, format!("{e},{d},{m}")),
        Atom::Abs(e) => (3, e.to_string()),
        // Before FloorDiv in a sum, as the dumps print `(((x) - 256)) + 256*((y//512))`.
        Atom::Identity(e) => (1, format!("!{e}")),
        Atom::Max(e, c) => (4, format!("{c},{e}")),
        Atom::Min(e, c) => (5, format!("{c},{e}")),
        Atom::Prod(fs) => {
            let first = fs.first().map(print_rank).unwrap_or((0, String::new()));
            (first.0, fs.iter().map(|f| print_rank(f).1).collect::<Vec<_>>().join("*"))
        }
    }
}

/// A term's generators with exponents, names ascending: plain symbols by name, function atoms
/// after every symbol (`~1` FloorDiv, `~2` ModularIndexing, ... then the printed text), as
/// sympy's lex order over an Add's generators sees them.
fn monomial(a: &Atom) -> Vec<(String, u32)> {
    let mut out: Vec<(String, u32)> = Vec::new();
    let factors: &[Atom] = match a {
        Atom::Prod(fs) => fs,
        a => std::slice::from_ref(a),
    };
    for f in factors {
        let name = match f {
            Atom::Sym(s) => s.clone(),
            f => {
                let (rank, text) = print_rank(f);
                format!("~{rank}{text}")
            }
        };
        match out.iter_mut().find(|(n, _)| *n == name) {
            Some(e) => e.1 += 1,
            None => out.push((name, 1)),
        }
    }
    out.sort();
    out
}

/// sympy's order of the terms of an Add: monomials in symbols in lex order over the symbols
/// sorted by name, highest first (`32*p0*s70 + 32*p1 + p2`, `32*p0 + 32*p1*s70 + p2`), then
/// function atoms (`FloorDiv` before `ModularIndexing`).
fn print_order(a: &Atom, b: &Atom) -> std::cmp::Ordering {
    let (ma, mb) = (monomial(a), monomial(b));
    let mut names: Vec<&str> = ma.iter().chain(&mb).map(|(n, _)| n.as_str()).collect();
    names.sort();
    names.dedup();
    let exp = |m: &[(String, u32)], n: &str| m.iter().find(|(x, _)| x == n).map_or(0, |e| e.1);
    for n in names {
        let (ea, eb) = (exp(&ma, n), exp(&mb, n));
        if ea != eb {
            return eb.cmp(&ea);
        }
    }
    std::cmp::Ordering::Equal
}

/// `FloorDiv._sympystr` parenthesizes an argument below atom precedence: all but a lone
/// symbol or a nonnegative integer (`((s70**2)//s70)`, `((2*s65**2)//s65)`, `(p1//64)`).
fn paren_unless_atomic(e: &Expr) -> String {
    let atomic = match (e.terms.as_slice(), e.constant) {
        ([], c) => c >= 0,
        ([(Atom::Sym(_), 1)], 0) => true,
        _ => false,
    };
    if atomic { e.to_string() } else { format!("({e})") }
}

/// `FloorDiv._sympystr`, parenthesized again inside a sum as Inductor's printer does.
fn fmt_floor_div(base: String, d: String, in_sum: bool) -> String {
    if in_sum { format!("(({base}//{d}))") } else { format!("({base}//{d})") }
}

fn fmt_mod_idx(args: String, in_sum: bool) -> String {
    if in_sum { format!("(ModularIndexing({args}))") } else { format!("ModularIndexing({args})") }
}

fn fmt_atom(a: &Atom, in_sum: bool) -> String {
    match a {
        Atom::Sym(s) => s.clone(),
        Atom::FloorDiv(e, d) => fmt_floor_div(paren_unless_atomic(e), d.to_string(), in_sum),
        Atom::FloorDivS(e, d) => {
            fmt_floor_div(paren_unless_atomic(e), paren_unless_atomic(d), in_sum)
        }
        Atom::ModIdx(e, d, m) => fmt_mod_idx(format!("{e}, {d}, {m}"), in_sum),
        Atom::ModIdxS(e, d, m) => fmt_mod_idx(format!("{e}, {d}, {m}"), in_sum),
        Atom::Abs(e) => format!("Abs({e})"),
        Atom::Identity(e) => {
            if in_sum {
                format!("(({e}))")
            } else {
                format!("({e})")
            }
        }
        // sympy puts the number first among `Min`/`Max` arguments.
        Atom::Min(e, c) => format!("Min({c}, {e})"),
        Atom::Max(e, c) => format!("Max({c}, {e})"),
        // Equal neighbours are a power, as sympy prints them (`s0**2`).
        Atom::Prod(fs) => {
            let mut parts: Vec<(String, usize)> = Vec::new();
            for f in fs {
                let t = fmt_atom(f, true);
                match parts.last_mut() {
                    Some((last, k)) if *last == t => *k += 1,
                    _ => parts.push((t, 1)),
                }
            }
            let pow = |(t, k): (String, usize)| if k == 1 { t } else { format!("{t}**{k}") };
            parts.into_iter().map(pow).collect::<Vec<_>>().join("*")
        }
    }
}

impl serde::Serialize for Expr {
    fn serialize<S: serde::Serializer>(&self, s: S) -> Result<S::Ok, S::Error> {
        s.serialize_str(&self.to_string())
    }
}

impl<'de> serde::Deserialize<'de> for Expr {
    fn deserialize<D: serde::Deserializer<'de>>(d: D) -> Result<Expr, D::Error> {
        use serde::de::Error;
        let text = String::deserialize(d)?;
        let sym = crate::ir::SymInt::parse(&text).map_err(D::Error::custom)?;
        Expr::from_sym_int(&sym)
            .ok_or_else(|| D::Error::custom(format!("`{text}` is not a size expression")))
    }
}

impl fmt::Display for Expr {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let mut terms: Vec<&(Atom, i64)> = self.terms.iter().collect();
        terms.sort_by(|(a, _), (b, _)| print_order(a, b));
        let nparts = terms.len() + usize::from(self.constant != 0);
        if nparts == 0 {
            return f.write_str("0");
        }
        let in_sum = nparts > 1;
        // sympy's `as_ordered_terms` special case: a positive number plus `-k * x` with one
        // factor `x` prints the number first (`249 - p0`, but `-p0 - p1 + 3`).
        if let [(a, c)] = terms.as_slice()
            && self.constant > 0
            && *c < 0
            && !matches!(a, Atom::Prod(_))
        {
            let body = fmt_atom(a, true);
            let t = if *c == -1 { body } else { format!("{}*{body}", -c) };
            return write!(f, "{} - {t}", self.constant);
        }
        let mut first = true;
        for (a, c) in terms {
            let body = fmt_atom(a, in_sum || *c != 1);
            let mag = c.abs();
            let t = if mag == 1 { body } else { format!("{mag}*{body}") };
            match (first, *c < 0) {
                (true, false) => write!(f, "{t}")?,
                (true, true) => write!(f, "-{t}")?,
                (false, false) => write!(f, " + {t}")?,
                (false, true) => write!(f, " - {t}")?,
            }
            first = false;
        }
        if self.constant != 0 {
            match (first, self.constant < 0) {
                (true, _) => write!(f, "{}", self.constant)?,
                (false, false) => write!(f, " + {}", self.constant)?,
                (false, true) => write!(f, " - {}", -self.constant)?,
            }
        }
        Ok(())
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use proptest::prelude::*;

    proptest! {
        // Simplification never changes the value of an index inside its ranges.
        #[test]
        fn simplification_preserves_values(a in -8i64..8, b in -8i64..8, k in 0i64..5, d in 1i64..9, m in 1i64..9, r0 in 1i64..40, r1 in 1i64..40, x0 in 0i64..40, x1 in 0i64..40) {
            let (x0, x1) = (x0 % r0, x1 % r1);
            let base = p(0).scale(a).add(&p(1).scale(b)).add(&Expr::int(k));
            let e = floor_div(&base, d).scale(3).add(&mod_idx(&base, d, m)).add(&p(1));
            let env: HashMap<String, i64> = [("p0".to_string(), x0), ("p1".to_string(), x1)].into_iter().collect();
            let want = 3 * fdiv(a * x0 + b * x1 + k, d) + fdiv(a * x0 + b * x1 + k, d).rem_euclid(m) + x1;
            prop_assert_eq!(e.eval(&env), Some(want));
            let ranges: Ranges = [("p0".to_string(), r0), ("p1".to_string(), r1)].into_iter().collect();
            prop_assert_eq!(e.simplify_with_ranges(&ranges).eval(&env), Some(want));
        }
    }

    fn p(i: usize) -> Expr {
        Expr::sym(format!("p{i}"))
    }

    /// sympy's `Mod(s70, 8)` (a size of the efficient-attention bias padding) is
    /// `ModularIndexing(s70, 1, 8)`; `8*(((s70 + 7)//8))` is known aligned to 8, `s70` is not.
    #[test]
    fn sympy_mod_reads_as_modular_indexing_and_alignment_follows_the_coefficients() {
        let ast = crate::ir::SymExpr::parse("s70 - (Mod(s70, 8)) + 8").unwrap().ast();
        let e = from_ast(&ast).expect("modelled");
        let env: HashMap<String, i64> = [("s70".to_string(), 13)].into_iter().collect();
        assert_eq!(e.eval(&env), Some(16));
        let s70 = Expr::sym("s70");
        let padded = floor_div(&s70.add(&Expr::int(7)), 8).scale(8);
        assert!(padded.is_multiple_of(8) && padded.mul_poly(&s70).is_multiple_of(8));
        assert!(!s70.is_multiple_of(8) && !padded.add(&Expr::int(4)).is_multiple_of(8));
    }

    /// `ModularIndexing.eval` drops multiples of the period from an Add only: a lone
    /// `2*p0` under period 2 stays, as Inductor's loader composes it (its read count dedupes
    /// loads by that text; DeepSeek-V3's MoE reads the router's indices through both forms).
    #[test]
    fn a_lone_multiple_of_the_period_stays_as_sympy_leaves_it() {
        let lone = mod_idx(&p(0).scale(2), 1, 2);
        assert_eq!(lone.to_string(), "ModularIndexing(2*p0, 1, 2)");
        assert_eq!(mod_idx(&p(0).scale(2).add(&Expr::int(1)), 1, 2), Expr::int(1));
        let env: HashMap<String, i64> = [("p0".to_string(), 5)].into_iter().collect();
        assert_eq!(lone.eval(&env), Some(0));
    }

    #[test]
    fn prints_like_sympy() {
        let e = p(0).scale(2).add(&floor_div(&p(1), 64));
        assert_eq!(e.to_string(), "2*p0 + ((p1//64))");
        assert_eq!(floor_div(&p(1), 64).to_string(), "(p1//64)");
        assert_eq!(p(1).add(&p(0).scale(96)).to_string(), "96*p0 + p1");
        assert_eq!(p(0).add(&floor_div(&p(1), 64).scale(3)).to_string(), "p0 + 3*((p1//64))");
    }

    #[test]
    fn split_dimensions_join_again() {
        let r: Ranges = [("p0".to_string(), 48)].into_iter().collect();
        // A [4, 2, 6] buffer read as [4, 12] with the two loops merged into p0.
        assert_eq!(
            floor_div(&p(0), 6).scale(6).add(&mod_idx(&p(0), 1, 6)).simplify_with_ranges(&r),
            p(0)
        );
        let e = floor_div(&p(0), 12)
            .scale(24)
            .add(&floor_div(&p(0), 6).scale(12))
            .add(&mod_idx(&p(0), 1, 6).scale(2));
        assert_eq!(e.simplify_with_ranges(&r).to_string(), "2*p0 + 24*((p0//12))");
        assert_eq!(
            mod_idx(&p(0), 1, 6)
                .add(&mod_idx(&p(0), 6, 2).scale(6))
                .simplify_with_ranges(&r)
                .to_string(),
            "ModularIndexing(p0, 1, 12)"
        );
        assert_eq!(
            mod_idx(&p(0), 1, 6).add(&mod_idx(&p(0), 6, 8).scale(6)).simplify_with_ranges(&r),
            p(0)
        );
        // Different scales do not join.
        assert_eq!(
            mod_idx(&p(0), 1, 6)
                .add(&floor_div(&p(0), 6).scale(5))
                .simplify_with_ranges(&r)
                .to_string(),
            "5*((p0//6)) + (ModularIndexing(p0, 1, 6))"
        );
    }

    #[test]
    fn reshape_split_simplifies_with_ranges() {
        // view [256, 512] -> [256, 8, 64] then a load at (i0, i1) of an [8]-strided source.
        let r: Ranges = [("p0".to_string(), 256), ("p1".to_string(), 512)].into_iter().collect();
        let e = p(0).scale(8).add(&mod_idx(&p(1), 64, 8)).simplify_with_ranges(&r);
        assert_eq!(e.to_string(), "8*p0 + ((p1//64))");
        assert_eq!(mod_idx(&p(1), 1, 512).simplify_with_ranges(&r), p(1));
        assert_eq!(
            floor_div(&p(0).scale(128).add(&p(1)), 128).simplify_with_ranges(
                &[("p0".into(), 4), ("p1".into(), 128)].into_iter().collect()
            ),
            p(0)
        );
    }

    #[test]
    fn integer_arguments_order_by_value() {
        let c0 = Expr::sym("c0");
        let e = mod_idx(&c0, 16, 4)
            .scale(128)
            .add(&mod_idx(&c0, 4, 4).scale(512))
            .add(&mod_idx(&c0, 1, 4).scale(32));
        assert_eq!(
            e.to_string(),
            "32*(ModularIndexing(c0, 1, 4)) + 512*(ModularIndexing(c0, 4, 4)) + 128*(ModularIndexing(c0, 16, 4))"
        );
    }

    #[test]
    fn nested_division_atoms_simplify_as_inductor_does() {
        let c0 = Expr::sym("c0");
        let ranges: Ranges = [("c0".to_string(), 256)].into_iter().collect();
        let mi16 = mod_idx(&c0, 1, 16);
        // `visit_indexing_div` and `visit_modular_indexing` of `_simplify_with_ranges`.
        assert_eq!(floor_div(&mi16, 4).simplify_with_ranges(&ranges), mod_idx(&c0, 4, 4));
        assert_eq!(mod_idx(&mi16, 1, 4).simplify_with_ranges(&ranges), mod_idx(&c0, 1, 4));
        // `ModularIndexing.eval` of a `FloorDiv`.
        assert_eq!(mod_idx(&floor_div(&c0, 16), 1, 4), mod_idx(&c0, 16, 4));
        // Pieces that join only once simplified, so the rounds go on while anything changes:
        // Swin's window partition read back through three reshapes, `[256, 32]` of a
        // `[1, 4, 4, 4, 4, 32]` buffer, is `32*v0 + v1`.
        let v1 = Expr::sym("v1");
        let ranges: Ranges =
            [("v0".to_string(), 256), ("v1".to_string(), 32)].into_iter().collect();
        let v0 = Expr::sym("v0");
        let (lo, hi) = (mod_idx(&v0, 1, 16), mod_idx(&v0, 16, 16));
        let raw = v1
            .add(&mod_idx(&lo, 1, 4).scale(32))
            .add(&mod_idx(&lo, 4, 4).scale(128))
            .add(&mod_idx(&hi, 1, 4).scale(512))
            .add(&mod_idx(&hi, 4, 4).scale(2048));
        assert_eq!(raw.simplify_with_ranges(&ranges), v0.scale(32).add(&v1));
    }

    #[test]
    fn products_of_symbols_print_in_sympy_order() {
        let s = |n: &str| Expr::sym(n);
        let e = p(0).mul_poly(&s("s70")).scale(32).add(&p(1).scale(32)).add(&p(2));
        assert_eq!(e.to_string(), "32*p0*s70 + 32*p1 + p2");
        let e = p(0).scale(32).add(&p(1).mul_poly(&s("s70")).scale(32)).add(&p(2));
        assert_eq!(e.to_string(), "32*p0 + 32*p1*s70 + p2");
        assert_eq!(s("s77").mul_poly(&s("s15")).to_string(), "s15*s77");
        assert_eq!(p(0).mul_poly(&s("s21")).add(&p(1)).to_string(), "p0*s21 + p1");
        // (s + 1)*(s - 1) distributes.
        let sq = s("s0").add(&Expr::int(1)).mul_poly(&s("s0").add(&Expr::int(-1)));
        assert_eq!(sq.to_string(), "s0**2 - 1");
        let env: HashMap<String, i64> = [("s0".to_string(), 7)].into_iter().collect();
        assert_eq!(sq.eval(&env), Some(48));
    }

    #[test]
    fn floor_div_of_an_exact_multiple_plus_a_constant_folds() {
        let e = Expr::sym("q").scale(2).add(&Expr::int(1));
        assert_eq!(floor_div(&e, 2), Expr::sym("q"));
        assert_eq!(floor_div(&Expr::sym("q").scale(2).add(&Expr::int(-1)), 2).to_string(), "q - 1");
    }
}
