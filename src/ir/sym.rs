//! Symbolic sizes as sympy prints them in FX annotations: `s0`, `2*s0`, `s0 + 1`, `(s0//2)`,
//! `Max(1, s0)`. The printed text is kept verbatim so graphs round-trip byte for byte; the parsed
//! tree is what evaluation and comparison use.
use serde::{Deserialize, Serialize};
use std::collections::HashMap;
use std::fmt;

/// One dimension (or any symbolic integer): a constant or an expression over symbols.
#[derive(Debug, Clone, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(untagged)]
pub enum SymInt {
    Const(i64),
    Expr(SymExpr),
}

/// A sympy expression as printed. The text is parsed when the value is made, deserialized JSON
/// included (`try_from`), so every `SymExpr` holds text that parses.
#[derive(Debug, Clone, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(into = "String", try_from = "String")]
pub struct SymExpr {
    text: String,
}

/// Why a symbolic size does not parse or evaluate.
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
pub enum SymError {
    /// `col` is the 0-based byte offset into the expression text, for callers that know where
    /// the text sits in its file.
    #[error("{msg} in symbolic expression `{text}`")]
    Parse { text: String, col: usize, msg: String },
    #[error("unbound symbol `{0}`")]
    Unbound(String),
    #[error("{0} in symbolic size")]
    Arith(&'static str),
    #[error("cannot evaluate `{0}` with {1} arguments")]
    Call(String, usize),
}

impl SymError {
    /// The byte offset of a parse error in the expression text (0 for evaluation errors).
    pub fn col(&self) -> usize {
        match self {
            SymError::Parse { col, .. } => *col,
            _ => 0,
        }
    }
}

impl TryFrom<String> for SymExpr {
    type Error = SymError;
    fn try_from(text: String) -> Result<SymExpr, SymError> {
        SymExpr::parse(&text)
    }
}

impl From<SymExpr> for String {
    fn from(e: SymExpr) -> String {
        e.text
    }
}

#[derive(Debug, Clone, PartialEq, Eq)]
pub enum SymAst {
    Int(i64),
    Sym(String),
    Neg(Box<SymAst>),
    Bin(Box<SymAst>, SymOp, Box<SymAst>),
    Call(String, Vec<SymAst>),
}

impl SymAst {
    /// The value at integer `env` (Python's floor division and modulo).
    pub fn eval(&self, env: &HashMap<String, i64>) -> Result<i64, SymError> {
        eval(self, env)
    }
}

#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum SymOp {
    Add,
    Sub,
    Mul,
    FloorDiv,
    Mod,
    Pow,
}

impl SymInt {
    pub fn as_const(&self) -> Option<i64> {
        match self {
            SymInt::Const(v) => Some(*v),
            SymInt::Expr(_) => None,
        }
    }
    /// Parses one dimension: an integer literal or a sympy expression.
    pub fn parse(text: &str) -> Result<SymInt, SymError> {
        let t = text.trim();
        if let Ok(v) = t.parse::<i64>() {
            return Ok(SymInt::Const(v));
        }
        SymExpr::parse(t).map(SymInt::Expr)
    }
    pub fn eval(&self, env: &HashMap<String, i64>) -> Result<i64, SymError> {
        match self {
            SymInt::Const(v) => Ok(*v),
            SymInt::Expr(e) => e.eval(env),
        }
    }
}

impl fmt::Display for SymInt {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            SymInt::Const(v) => write!(f, "{v}"),
            SymInt::Expr(e) => f.write_str(&e.text),
        }
    }
}

impl SymExpr {
    pub fn parse(text: &str) -> Result<SymExpr, SymError> {
        let mut p = Parser { s: text.as_bytes(), i: 0, depth: 0 };
        let at = |i: usize, msg: String| SymError::Parse { text: text.to_string(), col: i, msg };
        p.expr().map_err(|(i, m)| at(i, m))?;
        p.ws();
        if p.i != p.s.len() {
            let rest = String::from_utf8_lossy(&p.s[p.i..]).into_owned();
            return Err(at(p.i, format!("unexpected `{rest}`")));
        }
        Ok(SymExpr { text: text.to_string() })
    }
    pub fn text(&self) -> &str {
        &self.text
    }
    #[allow(clippy::expect_used, reason = "the text is parsed when a SymExpr is made")]
    pub fn ast(&self) -> SymAst {
        let mut p = Parser { s: self.text.as_bytes(), i: 0, depth: 0 };
        p.expr().expect("SymExpr text is parsed when the value is made")
    }
    /// Free symbols in order of first appearance.
    pub fn symbols(&self) -> Vec<String> {
        fn walk(a: &SymAst, out: &mut Vec<String>) {
            match a {
                SymAst::Int(_) => {}
                SymAst::Sym(s) => {
                    if !out.contains(s) {
                        out.push(s.clone())
                    }
                }
                SymAst::Neg(x) => walk(x, out),
                SymAst::Bin(l, _, r) => {
                    walk(l, out);
                    walk(r, out)
                }
                SymAst::Call(_, xs) => xs.iter().for_each(|x| walk(x, out)),
            }
        }
        let mut out = Vec::new();
        walk(&self.ast(), &mut out);
        out
    }
    pub fn eval(&self, env: &HashMap<String, i64>) -> Result<i64, SymError> {
        eval(&self.ast(), env)
    }
}

fn eval(a: &SymAst, env: &HashMap<String, i64>) -> Result<i64, SymError> {
    Ok(match a {
        SymAst::Int(v) => *v,
        SymAst::Sym(s) => *env.get(s).ok_or_else(|| SymError::Unbound(s.clone()))?,
        SymAst::Neg(x) => eval(x, env)?.wrapping_neg(),
        SymAst::Bin(l, op, r) => {
            let (l, r) = (eval(l, env)?, eval(r, env)?);
            match op {
                SymOp::Add => l.wrapping_add(r),
                SymOp::Sub => l.wrapping_sub(r),
                SymOp::Mul => l.wrapping_mul(r),
                SymOp::FloorDiv | SymOp::Mod if r == 0 => {
                    return Err(SymError::Arith("division by zero"));
                }
                SymOp::FloorDiv => floor_div(l, r),
                SymOp::Mod => l - floor_div(l, r) * r,
                SymOp::Pow => l
                    .checked_pow(u32::try_from(r).map_err(|_| SymError::Arith("negative power"))?)
                    .ok_or(SymError::Arith("overflow"))?,
            }
        }
        SymAst::Call(f, xs) => {
            let v: Result<Vec<i64>, SymError> = xs.iter().map(|x| eval(x, env)).collect();
            let v = v?;
            match (f.as_str(), v.as_slice()) {
                ("Max", [_, ..]) => v.iter().copied().max().unwrap_or(0),
                ("Min", [_, ..]) => v.iter().copied().min().unwrap_or(0),
                ("FloorDiv", [a, b]) if *b != 0 => floor_div(*a, *b),
                ("Abs", [a]) => a.wrapping_abs(),
                ("CeilDiv", [a, b]) if *b != 0 => -floor_div(-*a, *b),
                // sympy's `Mod` (`Sym(Mod(s70, 8))`) takes the divisor's sign, as Python's `%`.
                ("Mod", [a, b]) if *b != 0 => a - floor_div(*a, *b) * b,
                ("ModularIndexing", [a, b, c]) if *b != 0 && *c != 0 => {
                    floor_div(*a, *b).rem_euclid(*c)
                }
                _ => return Err(SymError::Call(f.clone(), v.len())),
            }
        }
    })
}

/// Python's `//`: rounds toward negative infinity.
pub fn floor_div(l: i64, r: i64) -> i64 {
    let q = l.wrapping_div(r);
    if l.wrapping_rem(r) != 0 && ((l < 0) != (r < 0)) { q - 1 } else { q }
}

/// A parse result; errors carry the byte offset they were found at.
type PResult = Result<SymAst, (usize, String)>;

struct Parser<'a> {
    s: &'a [u8],
    i: usize,
    /// Open parentheses, calls and unary minuses: each is recursion.
    depth: usize,
}

/// Nesting and operator-chain limits: the tree is as deep as either, and parsing, dropping
/// and evaluating it recurse (sympy's printed sizes nest a few levels).
const MAX_NESTING: usize = 200;
const MAX_CHAIN: usize = 1000;

impl Parser<'_> {
    fn ws(&mut self) {
        while self.i < self.s.len() && self.s[self.i] == b' ' {
            self.i += 1;
        }
    }
    fn peek(&mut self) -> Option<u8> {
        self.ws();
        self.s.get(self.i).copied()
    }
    fn eat(&mut self, t: &str) -> bool {
        self.ws();
        if self.s[self.i..].starts_with(t.as_bytes()) {
            self.i += t.len();
            true
        } else {
            false
        }
    }
    fn nested(&mut self, f: impl FnOnce(&mut Self) -> PResult) -> PResult {
        if self.depth >= MAX_NESTING {
            return Err((self.i, format!("more than {MAX_NESTING} nested levels")));
        }
        self.depth += 1;
        let r = f(self);
        self.depth -= 1;
        r
    }
    fn expr(&mut self) -> PResult {
        self.nested(Self::sum)
    }
    fn sum(&mut self) -> PResult {
        let mut l = self.term()?;
        for _ in 0..MAX_CHAIN {
            let op = if self.eat("+") {
                SymOp::Add
            } else if self.eat("-") {
                SymOp::Sub
            } else {
                return Ok(l);
            };
            l = SymAst::Bin(Box::new(l), op, Box::new(self.term()?));
        }
        Err((self.i, format!("more than {MAX_CHAIN} operators in a row")))
    }
    fn term(&mut self) -> PResult {
        let mut l = self.unary()?;
        for _ in 0..MAX_CHAIN {
            let op = if self.eat("//") {
                SymOp::FloorDiv
            } else if self.eat("*") {
                SymOp::Mul
            } else if self.eat("%") {
                SymOp::Mod
            } else {
                return Ok(l);
            };
            l = SymAst::Bin(Box::new(l), op, Box::new(self.unary()?));
        }
        Err((self.i, format!("more than {MAX_CHAIN} operators in a row")))
    }
    /// Python's precedence: `**` binds tighter than `*` and unary minus (`-s0**2` is
    /// `-(s0**2)`, `2*s65**2` is `2*(s65**2)`) and groups to the right.
    fn unary(&mut self) -> PResult {
        if self.eat("-") {
            return self.nested(|p| Ok(SymAst::Neg(Box::new(p.unary()?))));
        }
        let base = self.atom()?;
        if self.eat("**") {
            let exp = self.nested(Self::unary)?;
            return Ok(SymAst::Bin(Box::new(base), SymOp::Pow, Box::new(exp)));
        }
        Ok(base)
    }
    fn atom(&mut self) -> PResult {
        match self.peek() {
            Some(b'(') => {
                self.i += 1;
                let e = self.expr()?;
                if !self.eat(")") {
                    return Err((self.i, "expected `)`".into()));
                }
                Ok(e)
            }
            Some(c) if c.is_ascii_digit() => {
                let st = self.i;
                while self.i < self.s.len() && self.s[self.i].is_ascii_digit() {
                    self.i += 1;
                }
                let t = std::str::from_utf8(&self.s[st..self.i]).unwrap_or("0");
                t.parse().map(SymAst::Int).map_err(|_| (st, format!("integer `{t}` out of range")))
            }
            Some(c) if c.is_ascii_alphabetic() || c == b'_' => {
                let st = self.i;
                while self.i < self.s.len()
                    && (self.s[self.i].is_ascii_alphanumeric() || self.s[self.i] == b'_')
                {
                    self.i += 1;
                }
                let name = String::from_utf8_lossy(&self.s[st..self.i]).into_owned();
                if self.eat("(") {
                    let mut args = vec![self.expr()?];
                    while self.eat(",") {
                        args.push(self.expr()?);
                    }
                    if !self.eat(")") {
                        return Err((self.i, format!("expected `)` after arguments of `{name}`")));
                    }
                    return Ok(SymAst::Call(name, args));
                }
                Ok(SymAst::Sym(name))
            }
            Some(c) => Err((self.i, format!("unexpected `{}`", c as char))),
            None => Err((self.i, "expression ends early".into())),
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn powers_bind_tighter_than_products_and_minus_as_in_python() {
        let env: HashMap<String, i64> = [("s".to_string(), 3)].into_iter().collect();
        let v = |t: &str| SymExpr::parse(t).expect("parses").eval(&env).expect("evaluates");
        assert_eq!(v("2*s**2"), 18);
        assert_eq!(v("-s**2"), -9);
        assert_eq!(v("2**s**2"), 512);
        assert_eq!(v("((2*s**2)//s)"), 6);
    }

    #[test]
    fn sympy_mod_of_an_annotation_takes_the_divisors_sign() {
        // `mod: "Sym(Mod(s70, 8))" = arg0_1 % 8`, as the efficient-attention bias padding
        // prints it; was "cannot evaluate `Mod` with 2 arguments".
        let env: HashMap<String, i64> = [("s70".to_string(), 13)].into_iter().collect();
        let v = |t: &str| SymExpr::parse(t).expect("parses").eval(&env).expect("evaluates");
        assert_eq!(v("Mod(s70, 8)"), 5);
        assert_eq!(v("s70 - (Mod(s70, 8)) + 8"), 16);
        assert_eq!(v("Mod(-s70, 8)"), 3);
    }

    #[test]
    fn text_that_does_not_parse_is_refused_when_deserialized() {
        let e: SymExpr = serde_json::from_str("\"2*s0 + 1\"").expect("valid expression");
        assert_eq!(serde_json::to_string(&e).expect("serializes"), "\"2*s0 + 1\"");
        let err = serde_json::from_str::<SymExpr>("\"2*s0 + \"").expect_err("must not parse");
        assert!(err.to_string().contains("ends early"), "{err}");
        let err = SymExpr::parse("s0 $ 2").expect_err("stray character");
        assert_eq!(err.col(), 3, "{err}");
    }

    #[test]
    fn deep_nesting_and_long_chains_are_errors_not_stack_overflows() {
        for text in [
            format!("{}s0{}", "(".repeat(5000), ")".repeat(5000)),
            format!("{}s0{}", "Max(1, ".repeat(5000), ")".repeat(5000)),
            format!("{}s0", "-".repeat(5000)),
            vec!["s0"; 5000].join(" + "),
            vec!["s0"; 5000].join("*"),
        ] {
            let err = SymExpr::parse(&text).expect_err("over the limit");
            assert!(err.to_string().contains("more than"), "{err}");
        }
        let ok = format!("{}s0{}", "(".repeat(150), ")".repeat(150));
        assert_eq!(
            SymExpr::parse(&ok)
                .expect("150 levels")
                .eval(&HashMap::from([("s0".into(), 3)]))
                .expect("evaluates"),
            3
        );
    }

    #[test]
    fn parses_and_evaluates_sympy_forms() {
        let env: HashMap<String, i64> = [("s0".to_string(), 10), ("s15".to_string(), 3)].into();
        for (t, v) in [
            ("s0", 10),
            ("2*s0", 20),
            ("s0 + 1", 11),
            ("(s0//2)", 5),
            ("s0*s15 - 1", 29),
            ("Max(1, s15)", 3),
            ("-s0 + 12", 2),
        ] {
            let e = SymInt::parse(t).unwrap();
            assert_eq!(e.eval(&env).unwrap(), v, "{t}");
            assert_eq!(e.to_string(), t);
        }
        assert_eq!(SymInt::parse("16").unwrap(), SymInt::Const(16));
        assert!(SymInt::parse("s0 +").is_err());
        assert!(SymInt::parse("s0)").is_err());
        assert!(SymInt::parse("s9").unwrap().eval(&env).is_err());
    }
}
