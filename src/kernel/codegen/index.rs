//! Index expressions (`256*p0 + p1`, `64*p0 + ((p1//64))`, `indirect0`) as Cranelift i64 code,
//! and their shape across the four lanes of a vectorized loop: the same for every lane,
//! consecutive, strided, or a gather.
use super::emit::{Em, Idx, W};
use super::intdiv;
use super::window::IndexOp;
use crate::ir::sym::{SymAst, SymOp, floor_div};
use crate::kernel::Result;
use cranelift_codegen::ir::{InstBuilder, Value, types};
use std::collections::HashMap;

/// How an expression moves across lanes `j = 0..W` of the vectorized var `v = v0 + j`, where
/// `v0` is a multiple of `W`: lane j is `base + off[j]` with `base ≡ 0 (mod m)` (`m = 0`: base
/// is 0, so the lanes are the constants `off`), or no such form (a gather).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(crate) enum Class {
    Lanes { off: [i64; W], m: i64 },
    Gather,
}

fn gcd(a: i64, b: i64) -> i64 {
    let (mut a, mut b) = (a.abs(), b.abs());
    while b != 0 {
        (a, b) = (b, a % b);
    }
    a
}

const UNIFORM: Class = Class::Lanes { off: [0; W], m: 1 };

fn lanes(off: [i64; W], m: i64) -> Class {
    Class::Lanes { off, m }
}

fn zip(a: [i64; W], b: [i64; W], f: impl Fn(i64, i64) -> i64) -> [i64; W] {
    std::array::from_fn(|j| f(a[j], b[j]))
}

pub(crate) fn classify(a: &SymAst, vec_var: &str) -> Class {
    use Class::*;
    match a {
        SymAst::Int(k) => lanes([0; W], *k),
        SymAst::Sym(s) if s == vec_var => lanes(std::array::from_fn(|j| j as i64), W as i64),
        SymAst::Sym(s) if s.starts_with("indirect") => Gather,
        SymAst::Sym(_) => UNIFORM,
        SymAst::Neg(x) => match classify(x, vec_var) {
            Lanes { off, m } => lanes(off.map(|o| -o), m),
            g => g,
        },
        SymAst::Bin(l, op, r) => {
            let (cl, cr) = (classify(l, vec_var), classify(r, vec_var));
            let konst = |x: &SymAst| if let SymAst::Int(k) = x { Some(*k) } else { None };
            match (op, cl, cr) {
                (SymOp::Add, Lanes { off: o1, m: m1 }, Lanes { off: o2, m: m2 }) => {
                    lanes(zip(o1, o2, |a, b| a + b), gcd(m1, m2))
                }
                (SymOp::Sub, Lanes { off: o1, m: m1 }, Lanes { off: o2, m: m2 }) => {
                    lanes(zip(o1, o2, |a, b| a - b), gcd(m1, m2))
                }
                (SymOp::Mul, Lanes { off, m }, _) if konst(r).is_some() => {
                    let k = konst(r).unwrap_or(0);
                    lanes(off.map(|o| o * k), m * k)
                }
                (SymOp::Mul, _, Lanes { off, m }) if konst(l).is_some() => {
                    let k = konst(l).unwrap_or(0);
                    lanes(off.map(|o| o * k), m * k)
                }
                (SymOp::Mul, Lanes { off: o1, m: m1 }, Lanes { off: o2, m: m2 })
                    if o1 == [0; W] && o2 == [0; W] =>
                {
                    lanes([0; W], m1 * m2)
                }
                (SymOp::FloorDiv, c, _) if konst(r).is_some_and(|d| d > 0) => {
                    floordiv(c, konst(r).unwrap_or(1))
                }
                (SymOp::Mod, c, _) if konst(r).is_some_and(|d| d > 0) => {
                    modulo(c, konst(r).unwrap_or(1))
                }
                (_, l, r) if uniform(l) && uniform(r) => UNIFORM,
                _ => Gather,
            }
        }
        SymAst::Call(f, xs) => {
            let cs: Vec<Class> = xs.iter().map(|x| classify(x, vec_var)).collect();
            let konst =
                |i: usize| if let Some(SymAst::Int(k)) = xs.get(i) { Some(*k) } else { None };
            match (f.as_str(), cs.as_slice()) {
                ("FloorDiv", [c, _]) if konst(1).is_some_and(|d| d > 0) => {
                    floordiv(*c, konst(1).unwrap_or(1))
                }
                ("ModularIndexing", [c, _, _])
                    if konst(1).is_some_and(|d| d > 0) && konst(2).is_some_and(|d| d > 0) =>
                {
                    modulo(floordiv(*c, konst(1).unwrap_or(1)), konst(2).unwrap_or(1))
                }
                _ if cs.iter().all(|c| uniform(*c)) => UNIFORM,
                _ => Gather,
            }
        }
    }
}

fn uniform(c: Class) -> bool {
    matches!(c, Class::Lanes { off, .. } if off.iter().all(|o| *o == off[0]))
}

fn floordiv(c: Class, d: i64) -> Class {
    let Class::Lanes { off, m } = c else { return Class::Gather };
    // A base that is a multiple of d divides out exactly.
    if m % d == 0 {
        return lanes(off.map(|o| o.div_euclid(d)), m / d);
    }
    if uniform(c) {
        return UNIFORM;
    }
    // All lanes within one block of d: base ≡ 0 (mod m) leaves room below the next multiple.
    if d % m == 0 && off.iter().all(|o| (0..m).contains(o)) {
        return UNIFORM;
    }
    Class::Gather
}

fn modulo(c: Class, d: i64) -> Class {
    let Class::Lanes { off, m } = c else { return Class::Gather };
    if m % d == 0 {
        return lanes(off.map(|o| o.rem_euclid(d)), 0);
    }
    if off.iter().all(|o| (o - off[0]).rem_euclid(d) == 0) {
        return UNIFORM;
    }
    // base mod d stays a multiple of m with room for the offsets below d.
    if d % m == 0 && off.iter().all(|o| (0..m).contains(o)) {
        return lanes(off, m);
    }
    Class::Gather
}

/// Values of the free symbols while emitting one body.
#[derive(Default, Clone)]
pub(crate) struct IndexEnv {
    pub vars: HashMap<String, Value>,
    /// The vectorized var (its value in `vars` is lane 0's).
    pub vec_var: Option<String>,
    /// `indirectN` per lane (all lanes equal at width 1).
    pub indirect: HashMap<String, [Value; W]>,
    /// The value range of `indirectN`, where the loop body proves one.
    pub indirect_range: HashMap<String, (i64, i64)>,
}

enum Iv {
    C(i64),
    V(Value),
}

impl Em<'_, '_> {
    fn iv(&mut self, x: Iv) -> Value {
        match x {
            Iv::C(k) => self.b.ins().iconst(types::I64, k),
            Iv::V(v) => v,
        }
    }

    /// The expression's scalar value for lane `lane` (its vec var is `v0 + lane`).
    pub fn index_scalar(&mut self, a: &SymAst, env: &IndexEnv, lane: usize) -> Result<Value> {
        let r = self.ieval(a, env, lane)?;
        Ok(self.iv(r))
    }

    fn ieval(&mut self, a: &SymAst, env: &IndexEnv, lane: usize) -> Result<Iv> {
        let err =
            |m: String| crate::kernel::KernelError::Unsupported { kernel: String::new(), msg: m };
        Ok(match a {
            SymAst::Int(k) => Iv::C(*k),
            SymAst::Sym(s) => {
                if let Some(ls) = env.indirect.get(s) {
                    Iv::V(ls[lane.min(W - 1)])
                } else if let Some(v) = env.vars.get(s) {
                    if lane > 0 && env.vec_var.as_deref() == Some(s.as_str()) {
                        Iv::V(self.add_const(*v, lane as i64))
                    } else {
                        Iv::V(*v)
                    }
                } else if let Some(v) = self.syms.get(s) {
                    Iv::V(*v)
                } else {
                    return Err(err(format!("unbound symbol `{s}` in an index")));
                }
            }
            SymAst::Neg(x) => match self.ieval(x, env, lane)? {
                Iv::C(k) => Iv::C(k.wrapping_neg()),
                Iv::V(v) => Iv::V(self.b.ins().ineg(v)),
            },
            SymAst::Bin(l, op, r) => {
                let (l, r) = (self.ieval(l, env, lane)?, self.ieval(r, env, lane)?);
                self.ibin(*op, l, r)?
            }
            SymAst::Call(f, xs) => {
                let mut vs = Vec::with_capacity(xs.len());
                for x in xs {
                    vs.push(self.ieval(x, env, lane)?);
                }
                match (f.as_str(), vs.len()) {
                    ("FloorDiv", 2) => {
                        let mut it = vs.into_iter();
                        let (a, b) = (it.next().unwrap_or(Iv::C(0)), it.next().unwrap_or(Iv::C(1)));
                        self.ibin(SymOp::FloorDiv, a, b)?
                    }
                    ("ModularIndexing", 3) => {
                        let mut it = vs.into_iter();
                        let a = it.next().unwrap_or(Iv::C(0));
                        let b = it.next().unwrap_or(Iv::C(1));
                        let c = it.next().unwrap_or(Iv::C(1));
                        let q = self.ibin(SymOp::FloorDiv, a, b)?;
                        self.ibin(SymOp::Mod, q, c)?
                    }
                    ("Identity", 1) => vs.into_iter().next().unwrap_or(Iv::C(0)),
                    ("Abs", 1) => match vs.into_iter().next().unwrap_or(Iv::C(0)) {
                        Iv::C(a) => Iv::C(a.wrapping_abs()),
                        v => {
                            let v = self.iv(v);
                            Iv::V(self.b.ins().iabs(v))
                        }
                    },
                    ("Max" | "Min", n) if n >= 1 => {
                        let mut it = vs.into_iter();
                        let mut acc = it.next().unwrap_or(Iv::C(0));
                        for x in it {
                            acc = match (acc, x) {
                                (Iv::C(a), Iv::C(b)) => {
                                    Iv::C(if f == "Max" { a.max(b) } else { a.min(b) })
                                }
                                (a, b) => {
                                    let (a, b) = (self.iv(a), self.iv(b));
                                    Iv::V(if f == "Max" {
                                        self.b.ins().smax(a, b)
                                    } else {
                                        self.b.ins().smin(a, b)
                                    })
                                }
                            };
                        }
                        acc
                    }
                    _ => return Err(err(format!("`{f}` in an index"))),
                }
            }
        })
    }

    fn ibin(&mut self, op: SymOp, l: Iv, r: Iv) -> Result<Iv> {
        if let (Iv::C(a), Iv::C(b)) = (&l, &r) {
            let (a, b) = (*a, *b);
            return Ok(Iv::C(match op {
                SymOp::Add => a.wrapping_add(b),
                SymOp::Sub => a.wrapping_sub(b),
                SymOp::Mul => a.wrapping_mul(b),
                SymOp::FloorDiv if b != 0 => floor_div(a, b),
                SymOp::Mod if b != 0 => a - floor_div(a, b) * b,
                SymOp::Pow if (0..63).contains(&b) => a.wrapping_pow(b as u32),
                _ => {
                    return Err(crate::kernel::unsupported(
                        "",
                        "constant division by zero in an index",
                    ));
                }
            }));
        }
        // A base known to be a multiple of a power-of-two divisor divides out exactly:
        // `(k0 + 4u) // 2 = k0/2 + 2u` when k0 is a multiple of 16, so the steps of a trip keep
        // one base (and share a byte window), and `(k0 + 4u) % 2` is a constant.
        if let (SymOp::FloorDiv | SymOp::Mod, Iv::V(v), Iv::C(d)) = (op, &l, &r) {
            let (v, d) = (*v, *d);
            let (base, c) = self.split(v);
            if d > 0 && d.count_ones() == 1 && self.multiple_of(base) % d == 0 {
                if op == SymOp::Mod {
                    return Ok(Iv::C(c.rem_euclid(d)));
                }
                let q = self.index_op(IndexOp::ShrImm, base, base, d.trailing_zeros() as i64);
                self.note_multiple(q, self.multiple_of(base) / d);
                return Ok(Iv::V(self.add_const(q, c.div_euclid(d))));
            }
        }
        Ok(Iv::V(match (op, l, r) {
            (SymOp::Add, Iv::V(v), Iv::C(k)) | (SymOp::Add, Iv::C(k), Iv::V(v)) => {
                self.add_const(v, k)
            }
            (SymOp::Sub, Iv::V(v), Iv::C(k)) => self.add_const(v, k.wrapping_neg()),
            (SymOp::Mul, Iv::V(v), Iv::C(k)) | (SymOp::Mul, Iv::C(k), Iv::V(v)) => {
                // (b + c)·k = b·k + c·k: b·k is shared by every offset of b.
                let (b, c) = self.split(v);
                let bk = self.index_op(IndexOp::MulImm, b, b, k);
                self.note_multiple(bk, self.multiple_of(b).saturating_mul(k.saturating_abs()));
                self.add_const(bk, c.wrapping_mul(k))
            }
            (SymOp::Add, Iv::V(x), Iv::V(y)) => {
                let ((xb, xc), (yb, yc)) = (self.split(x), self.split(y));
                let s = self.index_op(IndexOp::Add, xb, yb, 0);
                self.note_multiple(s, gcd(self.multiple_of(xb), self.multiple_of(yb)));
                self.add_const(s, xc.wrapping_add(yc))
            }
            (SymOp::Sub, Iv::V(x), Iv::V(y)) => {
                let ((xb, xc), (yb, yc)) = (self.split(x), self.split(y));
                let s = self.index_op(IndexOp::Sub, xb, yb, 0);
                self.add_const(s, xc.wrapping_sub(yc))
            }
            (SymOp::FloorDiv, Iv::V(v), Iv::C(d)) if d > 0 && d.count_ones() == 1 => {
                self.b.ins().sshr_imm_u(v, d.trailing_zeros() as i64)
            }
            (SymOp::Mod, Iv::V(v), Iv::C(d)) if d > 0 && d.count_ones() == 1 => {
                self.b.ins().band_imm_u(v, d - 1)
            }
            // `s65**2` in a symbolic index.
            (SymOp::Pow, Iv::V(v), Iv::C(e)) if (0..16).contains(&e) => {
                let mut acc = self.b.ins().iconst(types::I64, 1);
                for _ in 0..e {
                    acc = self.b.ins().imul(acc, v);
                }
                acc
            }
            (op, l, r) => {
                let (l, r) = (self.iv(l), self.iv(r));
                match op {
                    SymOp::Add => self.b.ins().iadd(l, r),
                    SymOp::Sub => self.b.ins().isub(l, r),
                    SymOp::Mul => self.b.ins().imul(l, r),
                    SymOp::FloorDiv | SymOp::Mod => {
                        // Python semantics; a zero divisor yields 0 rather than trapping.
                        let f = if op == SymOp::FloorDiv {
                            intdiv::int_floordiv
                        } else {
                            intdiv::int_mod
                        };
                        f(self.b, l, r, true)
                    }
                    SymOp::Pow => {
                        return Err(crate::kernel::unsupported(
                            "",
                            "a non-constant power in an index",
                        ));
                    }
                }
            }
        }))
    }

    /// The index at the current width, in the cheapest lane shape.
    pub fn index(&mut self, a: &SymAst, env: &IndexEnv) -> Result<Idx> {
        let lane0 = self.index_scalar(a, env, 0)?;
        if self.width == 1 {
            return Ok(Idx::One(lane0));
        }
        let class = match env.vec_var.as_deref() {
            Some(v) => classify(a, v),
            None => UNIFORM,
        };
        Ok(match class {
            Class::Lanes { off, m } => {
                let rel = off.map(|o| o - off[0]);
                if rel == [0; W] {
                    Idx::Uniform(lane0)
                } else if rel == std::array::from_fn(|j| j as i64) {
                    Idx::Contig(lane0)
                } else if m == 0 {
                    Idx::Lanes(off.map(|o| self.b.ins().iconst(types::I64, o)))
                } else if rel.iter().all(|r| (0..8).contains(r)) {
                    Idx::Near(lane0, rel)
                } else {
                    Idx::Lanes(rel.map(|r| self.add_const(lane0, r)))
                }
            }
            Class::Gather => {
                let mut ls = [lane0; W];
                for (j, l) in ls.iter_mut().enumerate().skip(1) {
                    *l = self.index_scalar(a, env, j)?;
                }
                Idx::Lanes(ls)
            }
        })
    }
}

/// Replaces symbols by expressions (prologue and epilogue vars by matmul coordinates).
pub(crate) fn subst(a: &SymAst, map: &HashMap<String, SymAst>) -> SymAst {
    match a {
        SymAst::Sym(s) => map.get(s).cloned().unwrap_or_else(|| a.clone()),
        SymAst::Int(_) => a.clone(),
        SymAst::Neg(x) => SymAst::Neg(Box::new(subst(x, map))),
        SymAst::Bin(l, op, r) => SymAst::Bin(Box::new(subst(l, map)), *op, Box::new(subst(r, map))),
        SymAst::Call(f, xs) => SymAst::Call(f.clone(), xs.iter().map(|x| subst(x, map)).collect()),
    }
}

/// Prints an expression in the sympy-like syntax `SymExpr::parse` reads (fully parenthesized).
pub(crate) fn print(a: &SymAst) -> String {
    match a {
        SymAst::Int(k) if *k < 0 => format!("(-{})", k.unsigned_abs()),
        SymAst::Int(k) => k.to_string(),
        SymAst::Sym(s) => s.clone(),
        SymAst::Neg(x) => format!("(-{})", print(x)),
        SymAst::Bin(l, op, r) => {
            let o = match op {
                SymOp::Add => "+",
                SymOp::Sub => "-",
                SymOp::Mul => "*",
                SymOp::FloorDiv => "//",
                SymOp::Mod => "%",
                SymOp::Pow => "**",
            };
            format!("({} {o} {})", print(l), print(r))
        }
        SymAst::Call(f, xs) => {
            format!("{f}({})", xs.iter().map(print).collect::<Vec<_>>().join(", "))
        }
    }
}

pub(crate) fn mentions_indirect(a: &SymAst) -> bool {
    mentions(a, &|s| s.starts_with("indirect"))
}

/// Whether a symbol satisfying `p` occurs in the expression.
pub(crate) fn mentions(a: &SymAst, p: &dyn Fn(&str) -> bool) -> bool {
    match a {
        SymAst::Sym(s) => p(s),
        SymAst::Int(_) => false,
        SymAst::Neg(x) => mentions(x, p),
        SymAst::Bin(l, _, r) => mentions(l, p) || mentions(r, p),
        SymAst::Call(_, xs) => xs.iter().any(|x| mentions(x, p)),
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::ir::SymExpr;

    fn cls(t: &str) -> Class {
        classify(&SymExpr::parse(t).unwrap().ast(), "p1")
    }

    /// Lane offsets relative to lane 0, or None for a gather.
    fn rel(t: &str) -> Option<[i64; W]> {
        match cls(t) {
            Class::Lanes { off, .. } => Some(off.map(|o| o - off[0])),
            Class::Gather => None,
        }
    }

    #[test]
    fn lane_shapes_of_inductor_indexes() {
        assert_eq!(cls("256*p0 + p1"), Class::Lanes { off: [0, 1, 2, 3], m: 4 });
        assert_eq!(rel("p0"), Some([0; W]));
        assert_eq!(rel("64*p0 + ((p1//64))"), Some([0; W]));
        // nf4 bytes: two lanes per byte.
        assert_eq!(rel("2048*p0 + (p1//2)"), Some([0, 0, 1, 1]));
        assert_eq!(rel("(4096*p0 + p1) % 4096"), Some([0, 1, 2, 3]));
        assert_eq!(rel("((4096*p0 + p1)//4096) % 4096"), Some([0; W]));
        assert_eq!(cls("indirect0 + p1"), Class::Gather);
        assert_eq!(rel("2*p1"), Some([0, 2, 4, 6]));
        // The nibble select of an nf4 cat: constant lanes (base 0).
        assert_eq!(cls("p1 % 2"), Class::Lanes { off: [0, 1, 0, 1], m: 0 });
        assert_eq!(cls("p1 % 3"), Class::Gather);
        assert_eq!(rel("p1*p1 + p0"), None);
    }

    /// Every class claim checked against evaluation at many lane-0 values (multiples of W).
    #[test]
    fn classes_agree_with_evaluation() {
        let exprs = [
            "256*p0 + p1",
            "2048*p0 + (p1//2)",
            "p1 % 2",
            "(p1 + 2) % 8",
            "64*p0 + ((p1//64))",
            "((p1 + 1)//4)",
            "3*p1 + 7",
            "(p1//2) % 3",
            "ModularIndexing(p1, 2, 4)",
            "-p1 + 100",
        ];
        for t in exprs {
            let e = SymExpr::parse(t).unwrap();
            let Class::Lanes { off, m } = cls(t) else { continue };
            for p0 in 0..3 {
                for v0 in (0..64).step_by(W) {
                    let at = |j: i64| {
                        e.eval(
                            &[("p0".to_string(), p0), ("p1".to_string(), v0 + j)]
                                .into_iter()
                                .collect(),
                        )
                        .unwrap()
                    };
                    let base = at(0) - off[0];
                    assert!(
                        m == 0 && base == 0 || m != 0 && base % m == 0,
                        "{t}: base {base} not a multiple of {m}"
                    );
                    for j in 0..W as i64 {
                        assert_eq!(
                            at(j),
                            base + off[j as usize],
                            "{t} at p0={p0} v0={v0} lane {j}"
                        );
                    }
                }
            }
        }
    }
}
