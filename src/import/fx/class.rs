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
use crate::ir::{AttrKind, Graph, ModuleAttr, PytreeCodegen, SourceLoc, ValMeta};
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

/// The pytree form's bindings (`_PyTreeCodeGen`): `a: "f32[8]"; b: "f32[4]";` declares the
/// placeholders' annotations, `a, b, = fx_pytree.tree_flatten_spec([x], self._in_spec)` defines them.
/// The flatten statement: its line, text, the names with their offsets, and the first argument.
type Flatten<'a> = (Line<'a>, &'a str, Vec<(&'a str, usize)>, String);

#[derive(Default)]
struct Pytree<'a> {
    declared: Vec<(&'a str, Option<ValMeta>)>,
    flatten: Option<Flatten<'a>>,
    unflatten_output: bool,
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
/// A bare `def forward(` (`gm.code`) is a module whose class line and subgraphs are not printed.
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
    let bare = indent == 0 && t.starts_with("def forward(");
    let name = if bare {
        "GraphModule"
    } else {
        *i += 1;
        t.strip_prefix("class ")
            .and_then(|r| r.strip_suffix("(torch.nn.Module):"))
            .filter(|n| !n.is_empty())
            .ok_or_else(|| {
                ctx.err_at(
                    head,
                    indent,
                    "`class <name>(torch.nn.Module):`",
                    format!("`{}`", clip(t)),
                )
            })?
    };
    let def_indent = if bare { indent } else { indent + 4 };
    let mut graph = Graph::new(name);
    graph.attrs = parse_init(ctx, lines, i, def_indent)?;
    let mut stmts = parse_def(ctx, lines, i, def_indent)?;
    let mut pytree = Pytree::default();
    parse_body(ctx, lines, i, def_indent + 4, &mut stmts, &mut pytree)?;
    if let Some(cg) = flatten_placeholders(ctx, &mut stmts, pytree)? {
        graph.codegen = Some(cg);
    }
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
    super::resolve::build(ctx, head, &mut stmts, &mut graph, !bare)?;
    Ok(graph)
}

/// `fx_graph_runnable.py`'s `def __init__(self) -> None:`, which loads the module's parameters,
/// buffers and constants: `self.register_buffer('name', value)`, `self.name =
/// torch.nn.Parameter(value)`, `self.name = value`. Absent in every other print form.
fn parse_init(
    ctx: &Ctx<'_>,
    lines: &[Line<'_>],
    i: &mut usize,
    indent: usize,
) -> Result<Vec<ModuleAttr>, ParseError> {
    let mut k = *i;
    while lines.get(k).is_some_and(|l| l.is_blank()) {
        k += 1;
    }
    let Some(l) = lines
        .get(k)
        .filter(|l| l.indent() == indent && l.text[indent..].starts_with("def __init__("))
    else {
        return Ok(Vec::new());
    };
    let _ = l;
    k += 1;
    let mut attrs = Vec::new();
    while let Some(&l) = lines.get(k) {
        if !l.is_blank() && l.indent() <= indent {
            break;
        }
        k += 1;
        let code = strip_comment(l.text).trim();
        if code.is_empty() {
            continue;
        }
        // A tensor's repr may continue on the next lines: join until the brackets close.
        let mut joined = Cow::Borrowed(code);
        while depth(&joined) > 0 {
            let Some(&n) = lines.get(k) else {
                return Err(eof_err(ctx, lines, "the closing bracket of this statement"));
            };
            k += 1;
            let mut s = joined.into_owned();
            s.push(' ');
            s.push_str(strip_comment(n.text).trim());
            joined = Cow::Owned(s);
        }
        let at = l.indent();
        if let Some(a) = init_attr(&joined).map_err(|e| {
            let at = if e.at < code.len() { at + e.at } else { at };
            ctx.err_at(&l, at, e.expected, format!("`{}`", clip(code)))
        })? {
            attrs.push(a);
        }
    }
    *i = k;
    Ok(attrs)
}

/// Bracket depth at the end of `s`, outside strings.
fn depth(s: &str) -> i32 {
    let mut d = 0;
    let mut quote: Option<char> = None;
    let mut esc = false;
    for c in s.chars() {
        match (quote, c) {
            (Some(_), '\\') if !esc => {
                esc = true;
                continue;
            }
            (Some(q), c) if c == q && !esc => quote = None,
            (None, '\'' | '"') => quote = Some(c),
            (None, '(' | '[' | '{') => d += 1,
            (None, ')' | ']' | '}') => d -= 1,
            _ => {}
        }
        esc = false;
    }
    d
}

/// One statement of `__init__`: the attribute it loads, if any.
fn init_attr(code: &str) -> Result<Option<ModuleAttr>, SyntaxError> {
    let mut p = Parser::new(code, 0);
    let e = p.expr()?;
    let text = |e: &Expr| code[e.start..e.end].to_string();
    let path = |e: &Expr| -> Option<String> {
        let t = &code[e.start..e.end];
        t.split('.')
            .all(|w| !w.is_empty() && w.chars().all(|c| c.is_alphanumeric() || c == '_'))
            .then(|| t.to_string())
    };
    let str_arg = |e: &Expr| if let Kind::Str(s) = &e.kind { Some(s.clone()) } else { None };
    if p.at_end() {
        // `self.register_buffer('name', value[, persistent=False])`.
        if let Kind::Call(callee, args, _) = &e.kind {
            let kind = match path(callee).as_deref() {
                Some("self.register_buffer") => Some(AttrKind::Buffer),
                Some("self.register_parameter") => Some(AttrKind::Parameter),
                _ => None,
            };
            if let (Some(kind), [name, value, ..]) = (kind, args.as_slice())
                && let Some(name) = str_arg(name)
            {
                return Ok(Some(ModuleAttr { name, kind, value: Some(text(value)) }));
            }
        }
        return Ok(None);
    }
    if !p.eat("=") {
        return Err(p.error("`=` or the end of the statement"));
    }
    let v = p.expr()?;
    if !p.at_end() {
        return Err(p.error("the end of the statement"));
    }
    let Some(name) = path(&e).and_then(|t| t.strip_prefix("self.").map(str::to_string)) else {
        return Ok(None);
    };
    Ok(Some(match &v.kind {
        Kind::Call(callee, args, _)
            if path(callee).is_some_and(|c| c.ends_with("nn.Parameter") || c == "Parameter") =>
        {
            ModuleAttr { name, kind: AttrKind::Parameter, value: args.first().map(text) }
        }
        _ => ModuleAttr { name, kind: AttrKind::Other, value: Some(text(&v)) },
    }))
}

/// Turns the pytree bindings into placeholders: the names `tree_flatten_spec` assigns, in order,
/// with the declared annotations; `forward`'s own parameters become the codegen's `orig_args`.
fn flatten_placeholders<'a>(
    ctx: &Ctx<'_>,
    stmts: &mut Vec<Stmt<'a>>,
    pytree: Pytree<'a>,
) -> Result<Option<PytreeCodegen>, ParseError> {
    let Some((line, text, names, flatten_args)) = pytree.flatten else {
        if let Some((name, _)) = pytree.declared.first() {
            return Err(ctx.err(
                stmts.first().map_or(1, |s| s.line.no),
                1,
                format!("`{name}, ... = fx_pytree.tree_flatten_spec(...)` after the declarations"),
                "no flatten statement",
            ));
        }
        return Ok(if pytree.unflatten_output {
            Some(PytreeCodegen {
                orig_args: Vec::new(),
                flatten_args: String::new(),
                unflatten_output: true,
            })
        } else {
            None
        });
    };
    let params = stmts.iter().take_while(|s| matches!(s.kind, StmtKind::Param(_))).count();
    let orig_args: Vec<String> = stmts.drain(..params).map(|s| s.lhs.to_string()).collect();
    let mut declared = pytree.declared;
    let new: Vec<Stmt<'a>> = names
        .into_iter()
        .map(|(name, at)| {
            let val = declared.iter_mut().find(|(n, _)| *n == name).and_then(|(_, v)| v.take());
            Stmt {
                line,
                text: Cow::Borrowed(text),
                lhs: name,
                lhs_at: at,
                val,
                source: None,
                kind: StmtKind::Param(None),
            }
        })
        .collect();
    stmts.splice(0..0, new);
    Ok(Some(PytreeCodegen { orig_args, flatten_args, unflatten_output: pytree.unflatten_output }))
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
        // `gm.code` and older Dynamo prints annotate with Python types (`L_x_ : torch.Tensor`,
        // `s0 : torch.SymInt`, `k : int`): they say nothing the graph needs.
        let at = p.i;
        p.expr().map_err(|_| {
            syntax(
                ctx,
                l,
                text,
                SyntaxError {
                    at,
                    expected: "an annotation: a quoted \"f32[8]\" or a Python type".into(),
                },
            )
        })?;
        return Ok(None);
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
    pytree: &mut Pytree<'a>,
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
            // Some PyTorch versions print the provenance comment one space deeper.
            let c = c.strip_prefix(' ').unwrap_or(c);
            source = if c == NO_STACK { None } else { Some(Rc::new(SourceLoc::from_summary(c))) };
            *i += 1;
            continue;
        }
        check_indent(ctx, &l, indent, "a statement of forward()")?;
        *i += 1;
        if t == "pass" {
            continue;
        }
        if t == "return" || t.starts_with("return ") || t.starts_with("return(") {
            out.push(parse_return(ctx, lines, i, l, indent, pytree)?);
            return Ok(());
        }
        if pytree_binding(ctx, l, indent, pytree)? {
            continue;
        }
        out.push(parse_assign(ctx, l, indent, source.clone())?);
    }
    Err(eof_err(ctx, lines, RET))
}

/// The pytree form's statements before the body: annotation-only declarations
/// (`a: "f32[8]"; b: "f32[4]";`, or one per line with a `# PlainAOTInput(idx=0)` comment) and
/// `a, b, = fx_pytree.tree_flatten_spec(<args>, self._in_spec)`. False for any other statement.
fn pytree_binding<'a>(
    ctx: &Ctx<'_>,
    l: Line<'a>,
    indent: usize,
    pytree: &mut Pytree<'a>,
) -> Result<bool, ParseError> {
    let text = strip_comment(l.text).trim_end();
    let mut p = Parser::new(text, indent);
    let Some(first) = p.ident() else { return Ok(false) };
    p.ws();
    let after = p.rest();
    if after.starts_with(',') {
        // `a, b, = fx_pytree.tree_flatten_spec(...)`
        let mut names = vec![(first, indent)];
        while p.eat(",") {
            p.ws();
            let at = p.i;
            match p.ident() {
                Some(n) => names.push((n, at)),
                None => break,
            }
        }
        if !p.eat("=") {
            return Err(syntax(ctx, &l, text, p.error("`=` after the flattened names")));
        }
        let rhs_at = p.i;
        let rhs = p.expr().map_err(|e| syntax(ctx, &l, text, e))?;
        let flatten_args = match &rhs.kind {
            Kind::Call(callee, args, kw)
                if &text[callee.start..callee.end] == "fx_pytree.tree_flatten_spec"
                    && args.len() == 2
                    && kw.is_empty()
                    && &text[args[1].start..args[1].end] == "self._in_spec" =>
            {
                text[args[0].start..args[0].end].to_string()
            }
            _ => {
                p.i = rhs_at;
                return Err(syntax(
                    ctx,
                    &l,
                    text,
                    p.error("`fx_pytree.tree_flatten_spec(<args>, self._in_spec)`"),
                ));
            }
        };
        if !p.at_end() {
            return Err(syntax(ctx, &l, text, p.error("the end of the statement")));
        }
        if pytree.flatten.is_some() {
            return Err(ctx.err_at(
                &l,
                indent,
                "one `tree_flatten_spec` statement",
                "a second one",
            ));
        }
        pytree.flatten = Some((l, l.text, names, flatten_args));
        return Ok(true);
    }
    if !after.starts_with(':') {
        return Ok(false);
    }
    // Declarations: every statement on the line is `name: "annotation"` (none has `=`).
    let mut save = Parser::new(text, indent);
    let mut decls = Vec::new();
    loop {
        save.ws();
        let Some(name) = save.ident() else { break };
        let val = annotation(ctx, &l, text, &mut save)?;
        decls.push((name, val));
        if !save.eat(";") {
            break;
        }
    }
    if !save.at_end() || decls.is_empty() {
        return Ok(false);
    }
    pytree.declared.extend(decls);
    Ok(true)
}

fn parse_return<'a>(
    ctx: &Ctx<'_>,
    lines: &[Line<'a>],
    i: &mut usize,
    l: Line<'a>,
    indent: usize,
    pytree: &mut Pytree<'a>,
) -> Result<Stmt<'a>, ParseError> {
    let t = l.text.trim_end();
    let at = indent + "return".len();
    let expanded =
        matches!(t[at..].trim(), "(" | "pytree.tree_unflatten((" | "pytree.tree_unflatten([");
    let text: Cow<'a, str> = if expanded {
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
            if depth(&joined) <= 0 {
                break;
            }
        }
        Cow::Owned(joined)
    } else {
        Cow::Borrowed(t)
    };
    let mut p = Parser::new(&text, at);
    let mut e = p.expr().map_err(|e| syntax(ctx, &l, &text, e))?;
    if !p.at_end() {
        return Err(syntax(ctx, &l, &text, p.error("the end of the `return` line")));
    }
    // `return pytree.tree_unflatten([a, b], self._out_spec)`: the output is the first argument.
    if let Kind::Call(callee, args, kw) = &e.kind
        && text.get(callee.start..callee.end) == Some("pytree.tree_unflatten")
        && args.len() == 2
        && kw.is_empty()
    {
        pytree.unflatten_output = true;
        e = args[0].clone();
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
