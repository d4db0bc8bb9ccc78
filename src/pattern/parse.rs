//! The textual form of a pattern is Inductor's own Python: `CallFunction(aten.mm, Arg(), ...)`,
//! optionally as a module of `name = ...` statements (the serialized patterns Inductor
//! generates), so a pattern pasted from Inductor's sources parses as-is. Imports are skipped;
//! `aten`, `prims`, `higher_order`, `torch`, `operator` and `MULTIPLE` are predefined.
use super::expr::{CallExpr, CallKind, ExprId, Pattern, PatternExpr, Slot, Target, Users};
use super::lex::{Spanned, Tok, tokenize};
use crate::ir::{Arg as Value, DType};
use indexmap::IndexMap;

/// A parse error with a 1-based position in the pattern text.
#[derive(Debug, Clone, PartialEq, thiserror::Error)]
#[error("{line}:{col}: expected {expected}, found {found}")]
pub struct ParseError {
    pub line: usize,
    pub col: usize,
    pub expected: String,
    pub found: String,
}

/// Every pattern a text defines: the named bindings and the trailing bare expression.
#[derive(Debug, Clone)]
pub struct PatternModule {
    exprs: Vec<PatternExpr>,
    pub bindings: IndexMap<String, ExprId>,
    pub last_expr: Option<ExprId>,
}

impl PatternModule {
    /// The pattern the text is "about": its last bare expression, else its last pattern binding.
    pub fn main(&self) -> Option<Pattern> {
        let root = self.last_expr.or_else(|| self.bindings.values().last().copied())?;
        Some(Pattern { exprs: self.exprs.clone(), root })
    }
    pub fn get(&self, name: &str) -> Option<Pattern> {
        self.bindings.get(name).map(|&root| Pattern { exprs: self.exprs.clone(), root })
    }
    /// The patterns a module exports: its bindings that no other pattern uses (in Inductor's
    /// generated `serialized_patterns/_sfdp_pattern_1.py`: `_sfdp_pattern_1_training`,
    /// `_sfdp_pattern_1_inference`, ...; the intermediates `view_default_2` are parts), then
    /// a trailing bare expression as `pattern`.
    pub fn roots(&self) -> Vec<(String, Pattern)> {
        fn slot(s: &Slot, used: &mut Vec<bool>) {
            match s {
                Slot::Pat(id) => used[id.idx()] = true,
                Slot::Const(_) => {}
                Slot::List(v) | Slot::Tuple(v) => v.iter().for_each(|x| slot(x, used)),
            }
        }
        let mut used = vec![false; self.exprs.len()];
        for e in &self.exprs {
            match e {
                PatternExpr::Call(c) => c
                    .args
                    .iter()
                    .chain(c.kwargs.iter().map(|(_, s)| s))
                    .for_each(|s| slot(s, &mut used)),
                PatternExpr::ListOf { pattern, .. } | PatternExpr::Repeated(pattern) => {
                    used[pattern.idx()] = true
                }
                PatternExpr::MultiOutput(outs) => {
                    outs.iter().flatten().for_each(|o| used[o.idx()] = true)
                }
                _ => {}
            }
        }
        let mut out: Vec<(String, Pattern)> = self
            .bindings
            .iter()
            .filter(|(_, id)| !used[id.idx()] && Some(**id) != self.last_expr)
            .map(|(n, &root)| (n.clone(), Pattern { exprs: self.exprs.clone(), root }))
            .collect();
        if let Some(root) = self.last_expr {
            out.push(("pattern".into(), Pattern { exprs: self.exprs.clone(), root }));
        }
        out
    }
}

/// Parses one pattern (the text's main one).
pub fn parse_pattern(src: &str) -> Result<Pattern, ParseError> {
    let m = parse_module(src)?;
    m.main().ok_or_else(|| ParseError {
        line: 1,
        col: 1,
        expected: "a pattern such as `CallFunction(aten.mm, Arg(), Arg())`".into(),
        found: "no pattern".into(),
    })
}

pub fn parse_module(src: &str) -> Result<PatternModule, ParseError> {
    let toks = tokenize(src)?;
    let mut p = Parser { toks, pos: 0, exprs: Vec::new(), env: IndexMap::new(), depth: 0 };
    let mut last_expr = None;
    let mut bindings = IndexMap::new();
    loop {
        match p.peek().clone() {
            Tok::Eof => break,
            Tok::Newline => {
                p.pos += 1;
            }
            Tok::Name(n) if n == "import" || n == "from" => p.skip_line(),
            Tok::Name(n) if matches!(p.peek_at(1), Tok::Punct('=')) => {
                p.pos += 2;
                let v = p.expr()?;
                p.end_of_statement()?;
                if let Val::Expr(id) = v.v {
                    bindings.insert(n.clone(), id);
                }
                p.env.insert(n, v.v);
            }
            _ => {
                let v = p.expr()?;
                p.end_of_statement()?;
                match v.v {
                    Val::Expr(id) => last_expr = Some(id),
                    _ => return Err(p.err_at(&v, "a pattern expression")),
                }
            }
        }
    }
    Ok(PatternModule { exprs: p.exprs, bindings, last_expr })
}

/// What a Python expression evaluates to while building a pattern.
#[derive(Debug, Clone, PartialEq)]
enum Val {
    Expr(ExprId),
    Const(Value),
    List(Vec<Spv>),
    Tuple(Vec<Spv>),
    /// A dotted name not yet resolved (`torch.ops.aten`, `aten.mm.default`, `operator.getitem`).
    Path(String),
    Multiple,
}

/// Positional and keyword arguments of a call, as parsed.
type CallArgs = (Vec<Spv>, Vec<(String, Spv)>);

/// A value with the position it was written at.
#[derive(Debug, Clone, PartialEq)]
struct Spv {
    v: Val,
    line: usize,
    col: usize,
}

struct Parser {
    toks: Vec<Spanned>,
    pos: usize,
    exprs: Vec<PatternExpr>,
    env: IndexMap<String, Val>,
    /// Expressions open around the current token: nesting is recursion here.
    depth: usize,
}

/// How deep calls and brackets may nest in a pattern (Inductor's own patterns nest a few
/// levels); beyond it is an error, not a stack overflow.
const MAX_NESTING: usize = 200;

const CONSTRUCTORS: &str = "CallFunction, CallMethod, CallModule, Arg, Ignored, KeywordArg, ExclusiveKeywordArg, ListOf, MultiOutputPattern";

impl Parser {
    fn peek(&self) -> &Tok {
        self.peek_at(0)
    }
    fn peek_at(&self, k: usize) -> &Tok {
        self.toks.get(self.pos + k).or(self.toks.last()).map(|s| &s.tok).unwrap_or(&Tok::Eof)
    }
    fn here(&self) -> (usize, usize) {
        self.toks.get(self.pos).or(self.toks.last()).map(|s| (s.line, s.col)).unwrap_or((1, 1))
    }
    fn err(&self, expected: &str) -> ParseError {
        let (line, col) = self.here();
        ParseError { line, col, expected: expected.into(), found: self.peek().describe() }
    }
    fn err_at(&self, v: &Spv, expected: &str) -> ParseError {
        ParseError { line: v.line, col: v.col, expected: expected.into(), found: describe(&v.v) }
    }
    fn skip_line(&mut self) {
        while !matches!(self.peek(), Tok::Newline | Tok::Eof) {
            self.pos += 1;
        }
    }
    fn end_of_statement(&mut self) -> Result<(), ParseError> {
        match self.peek() {
            Tok::Newline | Tok::Eof => Ok(()),
            _ => Err(self.err("end of line")),
        }
    }
    fn eat(&mut self, c: char) -> bool {
        if self.peek() == &Tok::Punct(c) {
            self.pos += 1;
            true
        } else {
            false
        }
    }
    fn push(&mut self, e: PatternExpr) -> ExprId {
        self.exprs.push(e);
        ExprId(self.exprs.len() as u32 - 1)
    }

    fn expr(&mut self) -> Result<Spv, ParseError> {
        if self.depth >= MAX_NESTING {
            return Err(self.err(&format!("at most {MAX_NESTING} nested calls or brackets")));
        }
        self.depth += 1;
        let r = self.expr_at_depth();
        self.depth -= 1;
        r
    }

    fn expr_at_depth(&mut self) -> Result<Spv, ParseError> {
        let (line, col) = self.here();
        if self.eat('-') {
            let inner = self.expr()?;
            let v = match inner.v {
                Val::Const(Value::Int(i)) => Val::Const(Value::Int(i.wrapping_neg())),
                Val::Const(Value::Float(f)) => Val::Const(Value::Float(-f)),
                _ => return Err(self.err_at(&inner, "a number after `-`")),
            };
            return Ok(Spv { v, line, col });
        }
        self.eat('+');
        let mut cur = self.atom()?;
        loop {
            if self.eat('.') {
                let Tok::Name(n) = self.peek().clone() else {
                    return Err(self.err("an attribute name"));
                };
                self.pos += 1;
                let base = match &cur.v {
                    Val::Path(p) => p.clone(),
                    _ => return Err(self.err_at(&cur, "a module or operator before `.`")),
                };
                cur.v = Val::Path(format!("{base}.{n}"));
            } else if self.peek() == &Tok::Punct('(') {
                self.pos += 1;
                let (args, kwargs) = self.call_args()?;
                cur = Spv { v: self.call(&cur, args, kwargs)?, line: cur.line, col: cur.col };
            } else {
                return Ok(cur);
            }
        }
    }

    fn atom(&mut self) -> Result<Spv, ParseError> {
        let (line, col) = self.here();
        let v = match self.peek().clone() {
            Tok::Int(i) => Val::Const(Value::Int(i)),
            Tok::Float(f) => Val::Const(Value::Float(f)),
            Tok::Str(s) => Val::Const(Value::Str(s)),
            Tok::Name(n) => match n.as_str() {
                "True" => Val::Const(Value::Bool(true)),
                "False" => Val::Const(Value::Bool(false)),
                "None" => Val::Const(Value::None),
                "MULTIPLE" => Val::Multiple,
                _ => match self.env.get(&n) {
                    Some(v) => v.clone(),
                    None => Val::Path(match n.as_str() {
                        "aten"
                        | "prims"
                        | "higher_order"
                        | "quantized_decomposed"
                        | "quantized" => format!("torch.ops.{n}"),
                        _ => n,
                    }),
                },
            },
            Tok::Punct(open @ ('[' | '(')) => {
                self.pos += 1;
                let close = if open == '[' { ']' } else { ')' };
                let mut items = Vec::new();
                let mut trailing_comma = false;
                while !self.eat(close) {
                    items.push(self.expr()?);
                    trailing_comma = self.eat(',');
                    if !trailing_comma && self.peek() != &Tok::Punct(close) {
                        return Err(self.err(&format!("`,` or `{close}`")));
                    }
                }
                let v = if open == '[' {
                    Val::List(items)
                } else if items.len() == 1 && !trailing_comma {
                    items.pop().map(|s| s.v).unwrap_or(Val::Const(Value::None))
                } else {
                    Val::Tuple(items)
                };
                return Ok(Spv { v, line, col });
            }
            _ => {
                return Err(
                    self.err(&format!("an expression ({CONSTRUCTORS}, a constant or an operator)"))
                );
            }
        };
        self.pos += 1;
        Ok(Spv { v, line, col })
    }

    fn call_args(&mut self) -> Result<CallArgs, ParseError> {
        let mut args = Vec::new();
        let mut kwargs: Vec<(String, Spv)> = Vec::new();
        while !self.eat(')') {
            if let (Tok::Name(k), Tok::Punct('=')) = (self.peek().clone(), self.peek_at(1).clone())
            {
                self.pos += 2;
                kwargs.push((k, self.expr()?));
            } else {
                if !kwargs.is_empty() {
                    return Err(self
                        .err("a keyword argument (positional argument follows keyword argument)"));
                }
                args.push(self.expr()?);
            }
            if !self.eat(',') && self.peek() != &Tok::Punct(')') {
                return Err(self.err("`,` or `)`"));
            }
        }
        Ok((args, kwargs))
    }

    fn call(
        &mut self,
        f: &Spv,
        mut args: Vec<Spv>,
        mut kwargs: Vec<(String, Spv)>,
    ) -> Result<Val, ParseError> {
        let Val::Path(name) = &f.v else { return Err(self.err_at(f, "a callable")) };
        let name = name.rsplit("pattern_matcher.").next().unwrap_or(name).to_string();
        let take_kw = |kwargs: &mut Vec<(String, Spv)>, k: &str| {
            kwargs.iter().position(|(n, _)| n == k).map(|i| kwargs.remove(i).1)
        };
        let arity =
            |n: usize, args: &Vec<Spv>, kwargs: &Vec<(String, Spv)>| -> Result<(), ParseError> {
                if let Some(extra) = args.get(n) {
                    return Err(ParseError {
                        line: extra.line,
                        col: extra.col,
                        expected: format!("at most {n} argument(s) to {name}"),
                        found: describe(&extra.v),
                    });
                }
                if let Some((k, v)) = kwargs.first() {
                    return Err(ParseError {
                        line: v.line,
                        col: v.col,
                        expected: format!("no keyword `{k}` for {name}"),
                        found: describe(&v.v),
                    });
                }
                Ok(())
            };
        let e = match name.as_str() {
            "Arg" | "Ignored" => {
                arity(0, &args, &kwargs)?;
                if name == "Arg" { PatternExpr::Arg } else { PatternExpr::Ignored }
            }
            "KeywordArg" | "ExclusiveKeywordArg" => {
                let a = args.first().cloned().or_else(|| take_kw(&mut kwargs, "name"));
                let Some(Spv { v: Val::Const(Value::Str(s)), .. }) = a else {
                    return Err(a
                        .map(|a| self.err_at(&a, "a string name"))
                        .unwrap_or_else(|| self.err_at(f, "a name argument")));
                };
                arity(1, &args, &kwargs)?;
                if name == "KeywordArg" {
                    PatternExpr::KeywordArg(s)
                } else {
                    PatternExpr::ExclusiveKeywordArg(s)
                }
            }
            "ListOf" => {
                let partial = if args.len() > 1 {
                    Some(args.remove(1))
                } else {
                    take_kw(&mut kwargs, "partial")
                };
                let pat = if args.is_empty() {
                    take_kw(&mut kwargs, "pattern")
                } else {
                    Some(args.remove(0))
                };
                arity(0, &args, &kwargs)?;
                let pattern = match pat {
                    Some(Spv { v: Val::Expr(id), .. }) => id,
                    Some(other) => {
                        return Err(self.err_at(&other, "a pattern (ListOf takes a PatternExpr)"));
                    }
                    None => return Err(self.err_at(f, "a pattern argument")),
                };
                PatternExpr::ListOf { pattern, partial: partial.is_some_and(|p| truthy(&p.v)) }
            }
            "MultiOutputPattern" => {
                let Some(Spv { v: Val::List(items) | Val::Tuple(items), .. }) =
                    args.first().cloned()
                else {
                    return Err(self.err_at(args.first().unwrap_or(f), "a list of output patterns"));
                };
                arity(1, &args, &kwargs)?;
                let mut outs = Vec::new();
                for (i, it) in items.iter().enumerate() {
                    match &it.v {
                        Val::Expr(id)
                            if i > 0 || matches!(self.exprs[id.idx()], PatternExpr::Call(_)) =>
                        {
                            outs.push(Some(*id))
                        }
                        Val::Const(Value::None) if i > 0 => outs.push(None),
                        _ => {
                            return Err(self.err_at(
                                it,
                                if i == 0 {
                                    "a CallFunction/CallMethod as first output"
                                } else {
                                    "a pattern or None"
                                },
                            ));
                        }
                    }
                }
                if outs.is_empty() {
                    return Err(self.err_at(f, "at least one output pattern"));
                }
                PatternExpr::MultiOutput(outs)
            }
            "RepeatedExpr" => {
                arity(1, &args, &kwargs)?;
                match args.first() {
                    Some(Spv { v: Val::Expr(id), .. })
                        if matches!(self.exprs[id.idx()], PatternExpr::Call(_)) =>
                    {
                        PatternExpr::Repeated(*id)
                    }
                    Some(other) => return Err(self.err_at(other, "a call pattern")),
                    None => return Err(self.err_at(f, "a call pattern")),
                }
            }
            "float" => {
                arity(1, &args, &kwargs)?;
                return match args.first().map(|a| &a.v) {
                    Some(Val::Const(Value::Str(s))) => match s.trim() {
                        "inf" | "+inf" => Ok(Val::Const(Value::Float(f64::INFINITY))),
                        "-inf" => Ok(Val::Const(Value::Float(f64::NEG_INFINITY))),
                        "nan" => Ok(Val::Const(Value::Float(f64::NAN))),
                        t => t
                            .parse()
                            .map(|x| Val::Const(Value::Float(x)))
                            .map_err(|_| self.err_at(&args[0], "a float literal")),
                    },
                    Some(Val::Const(Value::Int(i))) => Ok(Val::Const(Value::Float(*i as f64))),
                    _ => Err(self.err_at(args.first().unwrap_or(f), "a string or number")),
                };
            }
            c if c.starts_with("Call") => {
                let (kind, var_args) = match c {
                    "CallFunction" => (CallKind::Function, false),
                    "CallMethod" => (CallKind::Method, false),
                    "CallModule" => (CallKind::Module, false),
                    "CallFunctionVarArgs" => (CallKind::Function, true),
                    "CallMethodVarArgs" => (CallKind::Method, true),
                    "CallModuleVarArgs" => (CallKind::Module, true),
                    _ => return Err(self.err_at(f, &format!("one of {CONSTRUCTORS}"))),
                };
                if args.is_empty() {
                    return Err(self.err_at(f, "a target (e.g. `aten.mm`) as first argument"));
                }
                let fns_v = args.remove(0);
                let fns = self.targets(&fns_v, kind)?;
                let users_kw = if var_args { "users" } else { "_users" };
                let users = match take_kw(&mut kwargs, users_kw).or_else(|| {
                    if var_args && !args.is_empty() { Some(args.remove(0)) } else { None }
                }) {
                    None => Users::Exactly(1),
                    Some(Spv { v: Val::Multiple, .. }) => Users::Multiple,
                    Some(Spv { v: Val::Const(Value::Int(n)), .. }) if n >= 0 => {
                        Users::Exactly(n as usize)
                    }
                    Some(other) => return Err(self.err_at(&other, "an int or MULTIPLE for _users")),
                };
                if var_args {
                    arity(0, &args, &kwargs)?;
                }
                let args = args.iter().map(|a| self.slot(a)).collect::<Result<Vec<_>, _>>()?;
                let kwargs = kwargs
                    .iter()
                    .map(|(k, v)| Ok((k.clone(), self.slot(v)?)))
                    .collect::<Result<Vec<_>, ParseError>>()?;
                PatternExpr::Call(CallExpr { kind, var_args, fns, args, kwargs, users })
            }
            _ => return Err(self.err_at(f, &format!("one of {CONSTRUCTORS}"))),
        };
        Ok(Val::Expr(self.push(e)))
    }

    fn targets(&self, v: &Spv, kind: CallKind) -> Result<Vec<Target>, ParseError> {
        match &v.v {
            Val::List(items) | Val::Tuple(items) if !items.is_empty() => {
                let mut out = Vec::new();
                for it in items {
                    out.extend(self.targets(it, kind)?);
                }
                Ok(out)
            }
            Val::Const(Value::Str(s)) if kind != CallKind::Function => Ok(vec![Target::Name(s.clone())]),
            Val::Path(p) if kind == CallKind::Module => Ok(vec![Target::Name(p.rsplit('.').next().unwrap_or(p).to_string())]),
            Val::Path(p) => path_target(p).map(|t| vec![t]).ok_or_else(|| self.err_at(v, "an operator such as `aten.mm.default`, `torch.ops.higher_order.invoke_quant` or `operator.getitem`")),
            _ => Err(self.err_at(v, if kind == CallKind::Function { "an operator target" } else { "a method name string" })),
        }
    }

    fn slot(&self, v: &Spv) -> Result<Slot, ParseError> {
        Ok(match &v.v {
            Val::Expr(id) => Slot::Pat(*id),
            Val::Const(c) => Slot::Const(c.clone()),
            Val::List(items) => {
                Slot::List(items.iter().map(|i| self.slot(i)).collect::<Result<_, _>>()?)
            }
            Val::Tuple(items) => {
                Slot::Tuple(items.iter().map(|i| self.slot(i)).collect::<Result<_, _>>()?)
            }
            Val::Path(p) => {
                Slot::Const(path_const(p).ok_or_else(|| {
                    self.err_at(v, "a pattern or constant (e.g. `torch.float32`)")
                })?)
            }
            Val::Multiple => return Err(self.err_at(v, "a pattern or constant")),
        })
    }
}

fn truthy(v: &Val) -> bool {
    match v {
        Val::Const(Value::Bool(b)) => *b,
        Val::Const(Value::Int(i)) => *i != 0,
        Val::Const(Value::Float(f)) => *f != 0.0,
        Val::Const(Value::None) => false,
        Val::Const(Value::Str(s)) => !s.is_empty(),
        Val::List(v) | Val::Tuple(v) => !v.is_empty(),
        // Any object (a PatternExpr passed by mistake as `partial`, as an old post_grad.py did).
        _ => true,
    }
}

fn describe(v: &Val) -> String {
    match v {
        Val::Expr(_) => "a pattern".into(),
        Val::Const(c) => format!("`{}`", super::expr::py_repr(c, &|n| format!("%{}", n.0))),
        Val::List(_) => "a list".into(),
        Val::Tuple(_) => "a tuple".into(),
        Val::Path(p) => format!("`{p}`"),
        Val::Multiple => "`MULTIPLE`".into(),
    }
}

/// Resolves a dotted callable to a target. `aten.mm` stays a packet (every overload).
pub fn path_target(p: &str) -> Option<Target> {
    if let Some(rest) = p.strip_prefix("torch.ops.") {
        let parts: Vec<&str> = rest.split('.').collect();
        return match parts.as_slice() {
            ["higher_order", name] => Some(Target::Hop(name.to_string())),
            [ns, op] => {
                Some(Target::Op { namespace: ns.to_string(), op: op.to_string(), overload: None })
            }
            [ns, op, ov] => Some(Target::Op {
                namespace: ns.to_string(),
                op: op.to_string(),
                overload: Some(ov.to_string()),
            }),
            _ => None,
        };
    }
    let p = p.strip_prefix('_').filter(|r| r.starts_with("operator.")).unwrap_or(p);
    let ok = p.contains('.')
        && p.split('.')
            .all(|s| !s.is_empty() && s.chars().all(|c| c.is_alphanumeric() || c == '_'));
    ok.then(|| Target::Python(p.to_string()))
}

/// Dotted names that are constants: dtypes, layouts, memory formats.
fn path_const(p: &str) -> Option<Value> {
    let name = p.strip_prefix("torch.")?;
    if let Some(d) = DType::from_torch(name) {
        return Some(Value::Dtype(d));
    }
    match name {
        "strided" | "sparse_coo" | "sparse_csr" | "_mkldnn" => Some(Value::Layout(name.into())),
        "contiguous_format" | "channels_last" | "channels_last_3d" | "preserve_format" => {
            Some(Value::MemoryFormat(name.into()))
        }
        _ => None,
    }
}
