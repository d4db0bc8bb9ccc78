//! One printed graph module: `class X(torch.nn.Module):`, its `def forward(...)` with the body
//! statements, and nested `class subgraph0(torch.nn.Module):` blocks after it.
//!
//! Parsing is two-phase: statements are first parsed into expressions with unresolved names
//! ([`Stmt`]), then [`super::resolve`] turns them into nodes once every definition in the class is
//! known, which lets errors say "defined later" or "cycle" instead of just "undefined".
use super::blocks::clip;
use super::expr::{Expr, Kind, Parser, SyntaxError};
use super::{Ctx, Line, annot};
use crate::import::ParseError;
use crate::ir::py::AUGOPS;
use crate::ir::{Graph, SourceLoc, ValMeta};
use std::borrow::Cow;
use std::rc::Rc;

/// What a statement defines.
#[derive(Debug)]
pub(crate) enum StmtKind {
    /// A signature parameter (`arg0_1: "f32[8]"`), with its default value if any.
    Param(Option<Expr>),
    /// `name[: "ann"] = rhs`.
    Assign(Expr),
    /// `return expr`.
    Return(Expr),
}

#[derive(Debug)]
pub(crate) struct Stmt<'a> {
    pub line: Line<'a>,
    /// The statement's text (a line, or the joined lines of an expanded signature/return).
    pub text: Cow<'a, str>,
    pub lhs: &'a str,
    /// Byte offset of `lhs` in `line.text`.
    pub lhs_at: usize,
    pub val: Option<ValMeta>,
    pub source: Option<Rc<SourceLoc>>,
    pub kind: StmtKind,
}

const NO_STACK: &str = "No stacktrace found for following nodes";

/// An error at the end of the input (the end of its last line).
fn eof_err(ctx: &Ctx<'_>, lines: &[Line<'_>], expected: &str) -> ParseError {
    match lines.last() {
        Some(l) => ctx.err_at(l, l.text.len(), expected, "end of file"),
        None => ctx.err(1, 1, expected, "end of file"),
    }
}

fn syntax(ctx: &Ctx<'_>, line: &Line<'_>, text: &str, e: SyntaxError) -> ParseError {
    let rest = text.get(e.at..).unwrap_or("").trim();
    let found =
        if rest.is_empty() { "end of line".to_string() } else { format!("`{}`", clip(rest)) };
    ctx.err_at(line, e.at.min(line.text.len()), e.expected, found)
}

/// Rejects tabs in indentation and any indentation other than `want`.
fn check_indent(ctx: &Ctx<'_>, l: &Line<'_>, want: usize, what: &str) -> Result<(), ParseError> {
    let ind = l.indent();
    if l.text[ind..].starts_with('\t') {
        return Err(ctx.err_at(l, ind, "indentation with spaces", "a tab"));
    }
    if ind != want {
        return Err(ctx.err_at(
            l,
            0,
            format!("{what} indented by {want} spaces"),
            format!("{ind} spaces"),
        ));
    }
    Ok(())
}

/// Parses the class starting at `lines[*i]` (indented by `indent`) with its subgraph classes.
pub(crate) fn parse_class(
    ctx: &Ctx<'_>,
    lines: &[Line<'_>],
    i: &mut usize,
    indent: usize,
) -> Result<Graph, ParseError> {
    let Some(head) = lines.get(*i) else {
        return Err(eof_err(ctx, lines, "`class <name>(torch.nn.Module):`"));
    };
    check_indent(ctx, head, indent, "`class`")?;
    let t = head.text[indent..].trim_end();
    let name = t
        .strip_prefix("class ")
        .and_then(|r| r.strip_suffix("(torch.nn.Module):"))
        .filter(|n| !n.is_empty())
        .ok_or_else(|| {
            ctx.err_at(head, indent, "`class <name>(torch.nn.Module):`", format!("`{}`", clip(t)))
        })?;
    *i += 1;
    let mut stmts = parse_def(ctx, lines, i, indent + 4)?;
    parse_body(ctx, lines, i, indent + 8, &mut stmts)?;
    let mut graph = Graph::new(name);
    // Nested classes follow the body at the def's indentation.
    while let Some(l) = lines.get(*i) {
        let t = l.text.trim();
        if t.is_empty() || (t.starts_with('#') && l.indent() > indent) {
            *i += 1;
            continue;
        }
        if l.indent() <= indent {
            break;
        }
        if l.indent() == indent + 4 && t.starts_with("class ") {
            let at = *i;
            let sub = parse_class(ctx, lines, i, indent + 4)?;
            if graph.subgraphs.contains_key(&sub.name) {
                return Err(ctx.err_at(
                    &lines[at],
                    indent + 4,
                    "a nested class with a new name",
                    format!("a second `class {}`", sub.name),
                ));
            }
            graph.subgraphs.insert(sub.name.clone(), sub);
            continue;
        }
        return Err(ctx.err_at(
            l,
            l.indent(),
            format!("a nested `class` indented by {} spaces or the end of `{name}`", indent + 4),
            format!("`{}`", clip(t)),
        ));
    }
    super::resolve::build(ctx, head, &mut stmts, &mut graph)?;
    Ok(graph)
}

/// `def forward(self, a: "f32[8]", ...):` on one line, or the expanded form with one parameter
/// per line (`arg0_1: "f32[8][1]cpu",  # PlainAOTInput(idx=0)`).
fn parse_def<'a>(
    ctx: &Ctx<'_>,
    lines: &[Line<'a>],
    i: &mut usize,
    indent: usize,
) -> Result<Vec<Stmt<'a>>, ParseError> {
    while lines.get(*i).is_some_and(|l| l.is_blank()) {
        *i += 1;
    }
    const DEF: &str = "`def forward(self, ...):`";
    let Some(&l) = lines.get(*i) else { return Err(eof_err(ctx, lines, DEF)) };
    check_indent(ctx, &l, indent, DEF)?;
    let t = l.text.trim_end();
    if !t[indent..].starts_with("def forward(") {
        return Err(ctx.err_at(&l, indent, DEF, format!("`{}`", clip(&t[indent..]))));
    }
    *i += 1;
    let open = indent + "def forward(".len();
    let mut out = Vec::new();
    if t.len() == open {
        // Expanded: parameters on their own lines up to `):` / `) -> T:`.
        loop {
            let Some(&pl) = lines.get(*i) else {
                return Err(eof_err(ctx, lines, "`):` closing the parameters of forward()"));
            };
            *i += 1;
            let code = strip_comment(pl.text).trim_end();
            if code.trim_start().starts_with(')') {
                return Ok(out);
            }
            let mut p = Parser::new(code, 0);
            param(ctx, &pl, code, &mut p, &mut out)?;
            p.eat(",");
            if !p.at_end() {
                return Err(syntax(ctx, &pl, code, p.error("`,` after the parameter")));
            }
        }
    }
    let mut p = Parser::new(t, open);
    loop {
        if p.eat(")") {
            break;
        }
        param(ctx, &l, t, &mut p, &mut out)?;
        if !p.eat(",") && p.peek() != Some(b')') {
            return Err(syntax(ctx, &l, t, p.error("`,` or `)`")));
        }
    }
    if p.eat("->") {
        // A return annotation; FX prints one only for typed outputs.
        while p.peek().is_some_and(|c| c != b':') {
            p.i += 1;
        }
    }
    if !p.eat(":") || !p.at_end() {
        return Err(syntax(ctx, &l, t, p.error("`:` ending the `def` line")));
    }
    Ok(out)
}

fn param<'a>(
    ctx: &Ctx<'_>,
    l: &Line<'a>,
    text: &'a str,
    p: &mut Parser<'a>,
    out: &mut Vec<Stmt<'a>>,
) -> Result<(), ParseError> {
    p.ws();
    let at = p.i;
    let Some(name) = p.ident() else {
        return Err(syntax(ctx, l, text, p.error("a parameter name")));
    };
    let val = annotation(ctx, l, text, p)?;
    let default =
        if p.eat("=") { Some(p.expr().map_err(|e| syntax(ctx, l, text, e))?) } else { None };
    if name != "self" {
        out.push(Stmt {
            line: *l,
            text: Cow::Borrowed(text),
            lhs: name,
            lhs_at: at,
            val,
            source: None,
            kind: StmtKind::Param(default),
        });
    }
    Ok(())
}

/// An optional `: "annotation"`.
fn annotation(
    ctx: &Ctx<'_>,
    l: &Line<'_>,
    text: &str,
    p: &mut Parser<'_>,
) -> Result<Option<ValMeta>, ParseError> {
    if !p.eat(":") {
        return Ok(None);
    }
    if !matches!(p.peek(), Some(b'"' | b'\'')) {
        return Err(syntax(ctx, l, text, p.error("a quoted annotation such as \"f32[8]\"")));
    }
    let start = p.i + 1;
    let s = p.string().map_err(|e| syntax(ctx, l, text, e))?;
    annot::parse_annotation(&s)
        .map(Some)
        .map_err(|(off, expected, found)| ctx.err_at(l, start + off, expected, found))
}

/// The code part of a line (before a `#` that is not inside a string).
fn strip_comment(s: &str) -> &str {
    let mut quote: Option<u8> = None;
    let b = s.as_bytes();
    let mut j = 0;
    while j < b.len() {
        match (quote, b[j]) {
            (Some(_), b'\\') => j += 1,
            (Some(q), c) if c == q => quote = None,
            (None, b'\'' | b'"') => quote = Some(b[j]),
            (None, b'#') => return &s[..j],
            _ => {}
        }
        j += 1;
    }
    s
}

fn parse_body<'a>(
    ctx: &Ctx<'_>,
    lines: &[Line<'a>],
    i: &mut usize,
    indent: usize,
    out: &mut Vec<Stmt<'a>>,
) -> Result<(), ParseError> {
    let mut source: Option<Rc<SourceLoc>> = None;
    const RET: &str = "`return ...` ending forward()";
    while let Some(&l) = lines.get(*i) {
        let t = l.text.trim();
        if t.is_empty() {
            *i += 1;
            continue;
        }
        if l.indent() < indent {
            let found = format!("`{}` indented by {} spaces", clip(t), l.indent());
            return Err(ctx.err_at(&l, 0, format!("{RET} indented by {indent} spaces"), found));
        }
        if let Some(c) = t.strip_prefix('#') {
            if l.indent() == indent {
                let c = c.strip_prefix(' ').unwrap_or(c);
                source =
                    if c == NO_STACK { None } else { Some(Rc::new(SourceLoc::from_summary(c))) };
            }
            *i += 1;
            continue;
        }
        check_indent(ctx, &l, indent, "a statement of forward()")?;
        *i += 1;
        if t == "pass" {
            continue;
        }
        if t == "return" || t.starts_with("return ") || t.starts_with("return(") {
            out.push(parse_return(ctx, lines, i, l, indent)?);
            return Ok(());
        }
        out.push(parse_assign(ctx, l, indent, source.clone())?);
    }
    Err(eof_err(ctx, lines, RET))
}

fn parse_return<'a>(
    ctx: &Ctx<'_>,
    lines: &[Line<'a>],
    i: &mut usize,
    l: Line<'a>,
    indent: usize,
) -> Result<Stmt<'a>, ParseError> {
    let t = l.text.trim_end();
    let at = indent + "return".len();
    let text: Cow<'a, str> = if t.ends_with('(') && t[at..].trim() == "(" {
        // Expanded output: `return (\n    add,  # PlainAOTOutput(idx=0)\n)`.
        let mut joined = t.to_string();
        loop {
            let Some(pl) = lines.get(*i) else {
                return Err(eof_err(ctx, lines, "`)` closing the returned tuple"));
            };
            *i += 1;
            let code = strip_comment(pl.text).trim();
            joined.push(' ');
            joined.push_str(code);
            if code.starts_with(')') {
                break;
            }
        }
        Cow::Owned(joined)
    } else {
        Cow::Borrowed(t)
    };
    let mut p = Parser::new(&text, at);
    let e = p.expr().map_err(|e| syntax(ctx, &l, &text, e))?;
    if !p.at_end() {
        return Err(syntax(ctx, &l, &text, p.error("the end of the `return` line")));
    }
    Ok(Stmt {
        line: l,
        text,
        lhs: "output",
        lhs_at: indent,
        val: None,
        source: None,
        kind: StmtKind::Return(e),
    })
}

/// `name[: "ann"] = rhs[;  a = b = None]`. The deletion idiom is checked and dropped: the printer
/// recomputes it from last uses.
fn parse_assign<'a>(
    ctx: &Ctx<'_>,
    l: Line<'a>,
    indent: usize,
    source: Option<Rc<SourceLoc>>,
) -> Result<Stmt<'a>, ParseError> {
    let text = l.text.trim_end();
    let mut p = Parser::new(text, indent);
    let Some(lhs) = p.ident() else {
        return Err(syntax(ctx, &l, text, p.error("a node name or `return`")));
    };
    if let Some(st) = parse_inplace(ctx, &l, text, &mut p, lhs, source.clone())? {
        return Ok(st);
    }
    let val = annotation(ctx, &l, text, &mut p)?;
    p.ws();
    if !p.rest().starts_with('=') || p.rest().starts_with("==") {
        return Err(syntax(ctx, &l, text, p.error("`=`")));
    }
    p.i += 1;
    let rhs = p.expr().map_err(|e| syntax(ctx, &l, text, e))?;
    deletions(ctx, &l, text, &mut p)?;
    Ok(Stmt {
        line: l,
        text: Cow::Borrowed(text),
        lhs,
        lhs_at: indent,
        val,
        source,
        kind: StmtKind::Assign(rhs),
    })
}

/// The optional `;  a = b = None` deletion idiom, then the end of the statement.
fn deletions(
    ctx: &Ctx<'_>,
    l: &Line<'_>,
    text: &str,
    p: &mut Parser<'_>,
) -> Result<(), ParseError> {
    if p.eat(";") {
        loop {
            let Some(n) = p.ident() else {
                return Err(syntax(ctx, l, text, p.error("a name in `;  a = b = None`")));
            };
            if n == "None" {
                break;
            }
            if !p.eat("=") {
                return Err(syntax(ctx, l, text, p.error("`=` in `;  a = b = None`")));
            }
        }
    }
    if !p.at_end() {
        return Err(syntax(ctx, l, text, p.error("`;` or the end of the statement")));
    }
    Ok(())
}

/// Dynamo's in-place statements (FX's `inplace_methods`): `z += 1;  z_1: "f32[4]" = z` defines
/// node `z_1 = operator.iadd(z, 1)`, and `z[0] = y;  setitem = z` node
/// `setitem = operator.setitem(z, 0, y)`. `p` stands after the first name; returns None (and
/// leaves `p` where it was) when the statement is an ordinary assignment.
fn parse_inplace<'a>(
    ctx: &Ctx<'_>,
    l: &Line<'a>,
    text: &'a str,
    p: &mut Parser<'a>,
    target: &'a str,
    source: Option<Rc<SourceLoc>>,
) -> Result<Option<Stmt<'a>>, ParseError> {
    let start = p.i;
    let target_at = start - target.len();
    let target_expr = Expr { kind: Kind::Name, start: target_at, end: start };
    p.ws();
    let (op, operands) = if p.rest().starts_with('[') {
        p.i += 1;
        let idx = p.expr().map_err(|e| syntax(ctx, l, text, e))?;
        if !p.eat("]") {
            return Err(syntax(ctx, l, text, p.error("`]`")));
        }
        if !p.eat("=") {
            return Err(syntax(ctx, l, text, p.error("`=` of `x[i] = v`")));
        }
        let v = p.expr().map_err(|e| syntax(ctx, l, text, e))?;
        ("setitem", vec![target_expr, idx, v])
    } else if let Some(&(sym, name)) = AUGOPS.iter().find(|(sym, _)| p.rest().starts_with(sym)) {
        p.i += sym.len();
        let v = p.expr().map_err(|e| syntax(ctx, l, text, e))?;
        (name, vec![target_expr, v])
    } else {
        p.i = start;
        return Ok(None);
    };
    if !p.eat(";") {
        return Err(syntax(
            ctx,
            l,
            text,
            p.error(format!("`;  <name> = {target}` after an in-place statement")),
        ));
    }
    p.ws();
    let lhs_at = p.i;
    let Some(lhs) = p.ident() else { return Err(syntax(ctx, l, text, p.error("a node name"))) };
    let val = annotation(ctx, l, text, p)?;
    if !p.eat("=") {
        return Err(syntax(ctx, l, text, p.error("`=`")));
    }
    p.ws();
    let alias_at = p.i;
    if p.ident() != Some(target) {
        p.i = alias_at;
        return Err(syntax(
            ctx,
            l,
            text,
            p.error(format!("`{target}` (the in-place statement's target)")),
        ));
    }
    deletions(ctx, l, text, p)?;
    let rhs = Expr { kind: Kind::Inplace(op, operands), start: target_at, end: lhs_at };
    Ok(Some(Stmt {
        line: *l,
        text: Cow::Borrowed(text),
        lhs,
        lhs_at,
        val,
        source,
        kind: StmtKind::Assign(rhs),
    }))
}
