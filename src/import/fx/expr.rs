//! Python expressions as FX prints them in node statements: calls with `k = v` kwargs, literals
//! (`1e-06`, `inf`, `'nf4'`, `[1, 0]`, `(a,)`), attribute chains (`torch.ops.aten.mm.default`,
//! `self.subgraph0`, `torch.float32`), subscripts (`x[0]`) and the `operator` magic forms.

/// An expression with its byte span in the statement text.
#[derive(Debug, Clone, PartialEq)]
pub(crate) struct Expr {
    pub kind: Kind,
    pub start: usize,
    pub end: usize,
}

#[derive(Debug, Clone, PartialEq)]
pub(crate) enum Kind {
    /// An identifier; its text is the expression's span (no allocation per name).
    Name,
    Int(i64),
    /// An integer literal outside i64 (kept as text).
    BigInt,
    Float(f64),
    Str(String),
    List(Vec<Expr>),
    Tuple(Vec<Expr>),
    /// `{k: v, ...}` (`{}` too).
    Dict(Vec<(Expr, Expr)>),
    /// `{a, b}`.
    Set(Vec<Expr>),
    /// Object and the byte offset where the attribute name starts (it ends at the span's end).
    Attr(Box<Expr>, usize),
    Call(Box<Expr>, Vec<Expr>, Vec<(String, Expr)>),
    Index(Box<Expr>, Box<Expr>),
    /// `operator` name (`neg`, `pos`, `invert`) and operand.
    Unary(&'static str, Box<Expr>),
    /// `operator` name (`add`, `matmul`, ...) and operands.
    Bin(&'static str, Box<Expr>, Box<Expr>),
    /// An in-place `operator` (`iadd`, `setitem`, ...) Dynamo prints as a statement
    /// (`z += 1`, `z[0] = y`), with its operands.
    Inplace(&'static str, Vec<Expr>),
}

/// A syntax error: byte offset, what was expected.
#[derive(Debug, Clone, PartialEq)]
pub(crate) struct SyntaxError {
    pub at: usize,
    pub expected: String,
}

/// Binary operators FX pretty-prints, longest spelling first, with their `operator` names.
const BINOPS: &[(&str, &str)] = &[
    ("**", "pow"),
    ("//", "floordiv"),
    ("<<", "lshift"),
    (">>", "rshift"),
    ("==", "eq"),
    ("!=", "ne"),
    ("<=", "le"),
    (">=", "ge"),
    ("+", "add"),
    ("-", "sub"),
    ("*", "mul"),
    ("/", "truediv"),
    ("%", "mod"),
    ("@", "matmul"),
    ("&", "and_"),
    ("|", "or_"),
    ("^", "xor"),
    ("<", "lt"),
    (">", "gt"),
];

pub(crate) struct Parser<'a> {
    pub s: &'a str,
    pub i: usize,
    /// Expressions open around the current position: nesting is recursion here, and a
    /// hostile argument of thousands of `(` would otherwise overflow the stack.
    depth: usize,
}

/// How deep brackets and calls may nest in one argument (PyTorch prints a handful).
pub(crate) const MAX_NESTING: usize = 200;
/// How many binary operators, attribute steps, calls or subscripts may follow each other: the
/// tree they build is as deep as the chain, and dropping or walking it recurses.
pub(crate) const MAX_CHAIN: usize = 1000;

type R<T> = Result<T, SyntaxError>;

/// Positional and keyword arguments of a call.
pub(crate) type CallArgs = (Vec<Expr>, Vec<(String, Expr)>);

impl<'a> Parser<'a> {
    pub fn new(s: &'a str, i: usize) -> Parser<'a> {
        Parser { s, i, depth: 0 }
    }
    fn b(&self) -> &'a [u8] {
        self.s.as_bytes()
    }
    pub fn ws(&mut self) {
        while self.i < self.s.len() && matches!(self.b()[self.i], b' ' | b'\t') {
            self.i += 1;
        }
    }
    pub fn peek(&mut self) -> Option<u8> {
        self.ws();
        self.b().get(self.i).copied()
    }
    pub fn at_end(&mut self) -> bool {
        self.peek().is_none()
    }
    pub fn eat(&mut self, t: &str) -> bool {
        self.ws();
        if self.s[self.i..].starts_with(t) {
            self.i += t.len();
            true
        } else {
            false
        }
    }
    pub fn expect(&mut self, t: &str) -> R<()> {
        if self.eat(t) { Ok(()) } else { Err(self.error(format!("`{t}`"))) }
    }
    pub fn error(&mut self, expected: impl Into<String>) -> SyntaxError {
        self.ws();
        SyntaxError { at: self.i, expected: expected.into() }
    }
    /// The rest of the text from the current position (for "found" messages).
    pub fn rest(&self) -> &'a str {
        &self.s[self.i.min(self.s.len())..]
    }

    pub fn ident(&mut self) -> Option<&'a str> {
        self.ws();
        let b = self.b();
        let st = self.i;
        if st < b.len() && (b[st].is_ascii_alphabetic() || b[st] == b'_' || b[st] >= 0x80) {
            let mut j = st + 1;
            while j < b.len() && (b[j].is_ascii_alphanumeric() || b[j] == b'_' || b[j] >= 0x80) {
                j += 1;
            }
            self.i = j;
            return Some(&self.s[st..j]);
        }
        None
    }

    /// A full expression: an optional unary operator, then an operand, then binary operators.
    pub fn expr(&mut self) -> R<Expr> {
        if self.depth >= MAX_NESTING {
            return Err(self.error(format!("at most {MAX_NESTING} nested brackets or calls")));
        }
        self.depth += 1;
        let e = self.expr_at_depth();
        self.depth -= 1;
        e
    }
    fn expr_at_depth(&mut self) -> R<Expr> {
        self.ws();
        let start = self.i;
        let mut l = if self.peek_unary() {
            let op = match self.b()[self.i] {
                b'-' => "neg",
                b'+' => "pos",
                _ => "invert",
            };
            self.i += 1;
            let x = self.postfix()?;
            Expr { start, end: x.end, kind: Kind::Unary(op, Box::new(x)) }
        } else {
            self.postfix()?
        };
        for _ in 0..MAX_CHAIN {
            self.ws();
            let Some(&(tok, op)) = BINOPS.iter().find(|(t, _)| self.s[self.i..].starts_with(t))
            else {
                return Ok(l);
            };
            // `a = b` is never an operator; `==` is matched above.
            self.i += tok.len();
            let r = self.unary_operand()?;
            l = Expr { start, end: r.end, kind: Kind::Bin(op, Box::new(l), Box::new(r)) };
        }
        Err(self.error(format!("at most {MAX_CHAIN} binary operators in a row")))
    }
    fn peek_unary(&mut self) -> bool {
        matches!(self.peek(), Some(b'-' | b'+' | b'~'))
    }
    fn unary_operand(&mut self) -> R<Expr> {
        self.ws();
        let start = self.i;
        if self.peek_unary() {
            let op = match self.b()[self.i] {
                b'-' => "neg",
                b'+' => "pos",
                _ => "invert",
            };
            self.i += 1;
            let x = self.postfix()?;
            return Ok(Expr { start, end: x.end, kind: Kind::Unary(op, Box::new(x)) });
        }
        self.postfix()
    }
    fn postfix(&mut self) -> R<Expr> {
        let mut e = self.atom()?;
        for _ in 0..MAX_CHAIN {
            if self.b().get(self.i) == Some(&b'.') {
                self.i += 1;
                let at = self.i;
                if self.ident().is_none() {
                    return Err(self.error("an attribute name after `.`"));
                }
                e = Expr { start: e.start, end: self.i, kind: Kind::Attr(Box::new(e), at) };
            } else if self.b().get(self.i) == Some(&b'(') {
                self.i += 1;
                let (args, kwargs) = self.call_args()?;
                e = Expr {
                    start: e.start,
                    end: self.i,
                    kind: Kind::Call(Box::new(e), args, kwargs),
                };
            } else if self.b().get(self.i) == Some(&b'[') {
                self.i += 1;
                let idx = self.expr()?;
                self.expect("]")?;
                e = Expr {
                    start: e.start,
                    end: self.i,
                    kind: Kind::Index(Box::new(e), Box::new(idx)),
                };
            } else {
                return Ok(e);
            }
        }
        Err(self.error(format!("at most {MAX_CHAIN} attributes, calls or subscripts in a row")))
    }
    /// After `(`: positional args, then `k = v` kwargs, then `)`.
    pub fn call_args(&mut self) -> R<CallArgs> {
        let mut args = Vec::new();
        let mut kwargs = Vec::new();
        loop {
            if self.eat(")") {
                return Ok((args, kwargs));
            }
            let save = self.i;
            if let Some(k) = self.ident() {
                self.ws();
                if self.s[self.i..].starts_with('=') && !self.s[self.i..].starts_with("==") {
                    self.i += 1;
                    kwargs.push((k.to_string(), self.expr()?));
                    if !self.eat(",") {
                        self.expect(")")?;
                        return Ok((args, kwargs));
                    }
                    continue;
                }
                self.i = save;
            }
            if !kwargs.is_empty() {
                return Err(self
                    .error("a keyword argument `name = value` (positional arguments come first)"));
            }
            args.push(self.expr()?);
            if !self.eat(",") {
                if self.peek() == Some(b')') {
                    continue;
                }
                return Err(self.error("`,` or `)`"));
            }
        }
    }
    fn atom(&mut self) -> R<Expr> {
        self.ws();
        let start = self.i;
        let Some(c) = self.b().get(self.i).copied() else {
            return Err(self.error("an expression"));
        };
        let kind = match c {
            b'(' => {
                self.i += 1;
                let (items, trailing_comma) = self.seq(")")?;
                if items.len() == 1 && !trailing_comma {
                    // Parenthesized expression, not a tuple.
                    let mut e =
                        items.into_iter().next().ok_or_else(|| self.error("an expression"))?;
                    e.start = start;
                    e.end = self.i;
                    return Ok(e);
                }
                Kind::Tuple(items)
            }
            b'[' => {
                self.i += 1;
                Kind::List(self.seq("]")?.0)
            }
            b'{' => {
                self.i += 1;
                self.dict_or_set()?
            }
            b'\'' | b'"' => Kind::Str(self.string()?),
            b'0'..=b'9' => return self.number(),
            _ => match self.ident() {
                Some(_) => Kind::Name,
                None => return Err(self.error("an expression")),
            },
        };
        Ok(Expr { kind, start, end: self.i })
    }
    /// After `{`: `}`, `k: v, ...}` or `a, b}`.
    fn dict_or_set(&mut self) -> R<Kind> {
        if self.eat("}") {
            return Ok(Kind::Dict(Vec::new()));
        }
        let first = self.expr()?;
        if !self.eat(":") {
            let mut items = vec![first];
            while self.eat(",") {
                if self.peek() == Some(b'}') {
                    break;
                }
                items.push(self.expr()?);
            }
            self.expect("}")?;
            return Ok(Kind::Set(items));
        }
        let mut pairs = vec![(first, self.expr()?)];
        while self.eat(",") {
            if self.peek() == Some(b'}') {
                break;
            }
            let k = self.expr()?;
            if !self.eat(":") {
                return Err(self.error("`:` between a key and its value"));
            }
            pairs.push((k, self.expr()?));
        }
        if !self.eat("}") {
            return Err(self.error("`,` or `}`"));
        }
        Ok(Kind::Dict(pairs))
    }
    /// Comma-separated expressions up to `close`; also reports a trailing comma.
    fn seq(&mut self, close: &str) -> R<(Vec<Expr>, bool)> {
        let mut items = Vec::new();
        let mut trailing = false;
        loop {
            if self.eat(close) {
                return Ok((items, trailing));
            }
            items.push(self.expr()?);
            trailing = self.eat(",");
            if !trailing && !self.s[self.i..].trim_start().starts_with(close) {
                return Err(self.error(format!("`,` or `{close}`")));
            }
        }
    }
    fn number(&mut self) -> R<Expr> {
        let start = self.i;
        let b = self.b();
        let mut j = start;
        while j < b.len() && b[j].is_ascii_digit() {
            j += 1;
        }
        let mut is_float = false;
        if j < b.len() && b[j] == b'.' {
            is_float = true;
            j += 1;
            while j < b.len() && b[j].is_ascii_digit() {
                j += 1;
            }
        }
        if j < b.len() && (b[j] == b'e' || b[j] == b'E') {
            let mut k = j + 1;
            if k < b.len() && (b[k] == b'+' || b[k] == b'-') {
                k += 1;
            }
            if k < b.len() && b[k].is_ascii_digit() {
                is_float = true;
                j = k;
                while j < b.len() && b[j].is_ascii_digit() {
                    j += 1;
                }
            }
        }
        let t = &self.s[start..j];
        self.i = j;
        let kind = if is_float {
            match t.parse::<f64>() {
                Ok(v) => Kind::Float(v),
                Err(_) => return Err(SyntaxError { at: start, expected: "a number".into() }),
            }
        } else {
            t.parse::<i64>().map(Kind::Int).unwrap_or(Kind::BigInt)
        };
        Ok(Expr { kind, start, end: j })
    }
    /// A Python string literal (the forms `repr(str)` produces).
    pub fn string(&mut self) -> R<String> {
        let b = self.b();
        let q = b[self.i];
        let start = self.i;
        self.i += 1;
        let mut out = String::new();
        loop {
            let rest = &self.s[self.i..];
            let Some(c) = rest.chars().next() else {
                return Err(SyntaxError {
                    at: start,
                    expected: "a closing quote for this string".into(),
                });
            };
            self.i += c.len_utf8();
            if c as u32 == q as u32 {
                return Ok(out);
            }
            if c != '\\' {
                out.push(c);
                continue;
            }
            let Some(e) = self.s[self.i..].chars().next() else { continue };
            self.i += e.len_utf8();
            match e {
                'n' => out.push('\n'),
                't' => out.push('\t'),
                'r' => out.push('\r'),
                '0' => out.push('\0'),
                'x' | 'u' | 'U' => {
                    let n = match e {
                        'x' => 2,
                        'u' => 4,
                        _ => 8,
                    };
                    let hex = self.s.get(self.i..self.i + n).unwrap_or("");
                    match u32::from_str_radix(hex, 16).ok().and_then(char::from_u32) {
                        Some(ch) => {
                            out.push(ch);
                            self.i += n;
                        }
                        None => {
                            return Err(SyntaxError {
                                at: self.i,
                                expected: format!("{n} hex digits after `\\{e}`"),
                            });
                        }
                    }
                }
                other => out.push(other),
            }
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn parse(s: &str) -> Expr {
        let mut p = Parser::new(s, 0);
        let e = p.expr().unwrap();
        assert!(p.at_end(), "trailing text in {s}");
        e
    }

    #[test]
    fn calls_literals_and_operators() {
        let e = parse("torch.ops.aten.mean.dim(pow_1, [-1], True, scale = 1e-06)");
        let Kind::Call(_, args, kwargs) = e.kind else { panic!() };
        assert_eq!(args.len(), 3);
        assert_eq!(kwargs[0].0, "scale");
        assert_eq!(kwargs[0].1.kind, Kind::Float(1e-6));
        assert!(matches!(parse("a @ b").kind, Kind::Bin("matmul", _, _)));
        assert!(matches!(parse("x[0]").kind, Kind::Index(_, _)));
        assert!(matches!(parse("1 + y").kind, Kind::Bin("add", _, _)));
        assert!(matches!(parse("(a,)").kind, Kind::Tuple(ref v) if v.len() == 1));
        assert!(matches!(parse("-x").kind, Kind::Unary("neg", _)));
        assert_eq!(parse(r#""it's""#).kind, Kind::Str("it's".into()));
        assert_eq!(parse("99999999999999999999").kind, Kind::BigInt);
        assert!(matches!(parse("{'A': False, 'B': 1}").kind, Kind::Dict(ref v) if v.len() == 2));
        assert!(matches!(parse("{}").kind, Kind::Dict(ref v) if v.is_empty()));
        assert!(matches!(parse("{1, 2,}").kind, Kind::Set(ref v) if v.len() == 2));
    }
}
