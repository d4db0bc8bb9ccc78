//! The graph IR print (`print(gm.graph)`, `print(ep.graph)`; `torch.fx.Node.format_node`):
//!
//! ```text
//! graph():
//!     %x : [num_users=1] = placeholder[target=x]
//!     %add : [num_users=1] = call_function[target=torch.ops.aten.add.Tensor](args = (%x, 1.0), kwargs = {})
//!     return (add,)
//! ```
//!
//! Values are printed with `str()`, so strings lose their quotes (`scheme: nf4`): a bare word
//! that is no Python literal is read as a string. Subgraphs are not printed: a get_attr that a
//! higher-order op calls is recorded as a submodule left out of the print.
use super::blocks::clip;
use super::{Ctx, Line, annot};
use crate::ir::{Arg, DType, Device, Graph, Node, NodeId, NodeMeta, OpKind, ParseError};
use rustc_hash::FxHashMap as HashMap;

const OPS: &[(&str, OpKind)] = &[
    ("placeholder", OpKind::Placeholder),
    ("get_attr", OpKind::GetAttr),
    ("call_function", OpKind::CallFunction),
    ("call_method", OpKind::CallMethod),
    ("call_module", OpKind::CallModule),
];

struct P<'c, 'a> {
    ctx: &'c Ctx<'c>,
    line: Line<'a>,
    s: &'a str,
    i: usize,
}

type R<T> = Result<T, ParseError>;

impl<'a> P<'_, 'a> {
    fn err(&self, expected: impl Into<String>) -> ParseError {
        let rest = self.s.get(self.i..).unwrap_or("").trim();
        let found =
            if rest.is_empty() { "end of line".into() } else { format!("`{}`", clip(rest)) };
        self.ctx.err_at(&self.line, self.i, expected, found)
    }
    fn eat(&mut self, t: &str) -> bool {
        if self.s[self.i..].starts_with(t) {
            self.i += t.len();
            true
        } else {
            false
        }
    }
    fn expect(&mut self, t: &str) -> R<()> {
        if self.eat(t) { Ok(()) } else { Err(self.err(format!("`{t}`"))) }
    }
    fn ws(&mut self) {
        while self.s[self.i..].starts_with(' ') {
            self.i += 1;
        }
    }
    /// Up to (not including) the first of `stops` at bracket depth 0.
    fn until(&mut self, stops: &[char]) -> &'a str {
        let st = self.i;
        let mut d = 0i32;
        for (k, c) in self.s[st..].char_indices() {
            if d == 0 && stops.contains(&c) {
                self.i = st + k;
                return &self.s[st..st + k];
            }
            match c {
                '(' | '[' | '{' => d += 1,
                ')' | ']' | '}' if d > 0 => d -= 1,
                _ => {}
            }
        }
        self.i = self.s.len();
        &self.s[st..]
    }

    fn value(&mut self, names: &HashMap<&str, NodeId>) -> R<Arg> {
        self.ws();
        if self.eat("%") {
            let st = self.i;
            let n = self.until(&[',', ')', ']', '}']).trim_end();
            return names.get(n).map(|&id| Arg::Node(id)).ok_or_else(|| {
                self.ctx.err_at(
                    &self.line,
                    st - 1,
                    "a node defined on an earlier line",
                    format!("`%{n}`"),
                )
            });
        }
        for (open, close) in [("(", ")"), ("[", "]")] {
            if self.eat(open) {
                let mut items = Vec::new();
                let mut trailing = false;
                loop {
                    self.ws();
                    if self.eat(close) {
                        break;
                    }
                    items.push(self.value(names)?);
                    self.ws();
                    trailing = self.eat(",");
                    if !trailing && !self.s[self.i..].starts_with(close) {
                        return Err(self.err(format!("`,` or `{close}`")));
                    }
                }
                return Ok(if open == "[" {
                    Arg::List(items)
                } else if items.len() == 1 && !trailing {
                    items.pop().unwrap_or(Arg::None)
                } else {
                    Arg::Tuple(items)
                });
            }
        }
        if self.eat("{") {
            let mut kv = Vec::new();
            loop {
                self.ws();
                if self.eat("}") {
                    return Ok(Arg::Dict(kv));
                }
                let k = self.until(&[':', ',', '}']).trim().to_string();
                if !self.eat(":") {
                    return Err(self.err("`:` after a dict key"));
                }
                let v = self.value(names)?;
                kv.push((Arg::Str(k), v));
                self.ws();
                if !self.eat(",") && !self.s[self.i..].starts_with('}') {
                    return Err(self.err("`,` or `}`"));
                }
            }
        }
        let st = self.i;
        let w = self.until(&[',', ')', ']', '}']).trim_end();
        if w.is_empty() {
            self.i = st;
            return Err(self.err("a value"));
        }
        Ok(word(w))
    }
}

/// A value `str()` printed: Python literals, torch constants, else the string itself.
fn word(w: &str) -> Arg {
    match w {
        "True" => return Arg::Bool(true),
        "False" => return Arg::Bool(false),
        "None" => return Arg::None,
        "inf" => return Arg::Float(f64::INFINITY),
        "-inf" => return Arg::Float(f64::NEG_INFINITY),
        "nan" => return Arg::Float(f64::NAN),
        "Ellipsis" => return Arg::Raw(w.into()),
        _ => {}
    }
    if let Ok(i) = w.parse::<i64>() {
        return Arg::Int(i);
    }
    if w.bytes().all(|b| b.is_ascii_digit() || b"+-.e".contains(&b)) && w.parse::<f64>().is_ok() {
        return Arg::Float(w.parse().unwrap_or(f64::NAN));
    }
    if let Some(t) = w.strip_prefix("torch.") {
        if let Some(d) = DType::from_torch(t) {
            return Arg::Dtype(d);
        }
        if t.ends_with("_format") || t == "channels_last" || t == "channels_last_3d" {
            return Arg::MemoryFormat(t.into());
        }
        if t == "strided" || t.starts_with("sparse_") {
            return Arg::Layout(t.into());
        }
    }
    if w.starts_with("slice(") && w.ends_with(')') {
        let parts: Vec<Arg> = w[6..w.len() - 1].split(", ").map(word).collect();
        if let Ok(s) = <[Arg; 3]>::try_from(parts) {
            return Arg::Slice(Box::new(s));
        }
    }
    Arg::Str(w.into())
}

/// Parses one `graph(...):` block.
pub(crate) fn parse(ctx: &Ctx<'_>, lines: &[Line<'_>]) -> R<Graph> {
    let mut g = Graph::new("GraphModule");
    let mut names: HashMap<&str, NodeId> = HashMap::default();
    let mut header_params: Vec<&str> = Vec::new();
    let mut done = false;
    for (k, l) in lines.iter().enumerate() {
        let t = l.text.trim_end();
        if t.trim().is_empty() {
            continue;
        }
        if k == 0 {
            // `graph():`, or older prints' `graph(x, y) -> T:` naming the placeholders.
            let inner = t.strip_prefix("graph(").and_then(|r| r.split_once(')')).map(|(a, _)| a);
            let Some(inner) = inner else {
                return Err(ctx.err_at(l, 0, "`graph():`", format!("`{}`", clip(t))));
            };
            header_params =
                inner.split(", ").map(|p| p.split(':').next().unwrap_or("").trim()).collect();
            header_params.retain(|p| !p.is_empty());
            continue;
        }
        if done {
            return Err(ctx.err_at(
                l,
                l.indent(),
                "the end of the graph after `return`",
                format!("`{}`", clip(t.trim())),
            ));
        }
        if l.indent() != 4 {
            return Err(ctx.err_at(
                l,
                0,
                "a node line indented by 4 spaces",
                format!("{} spaces", l.indent()),
            ));
        }
        let mut p = P { ctx, line: *l, s: l.text, i: 4 };
        if p.eat("return") {
            for h in header_params.drain(..) {
                if !names.contains_key(h) {
                    let id = g.push(Node::new(h, OpKind::Placeholder, h));
                    names.insert(h, id);
                }
            }
            p.ws();
            let v = if p.i >= p.s.len() { Arg::None } else { output_value(&mut p, &names)? };
            let mut out = Node::new("output", OpKind::Output, "output");
            out.args = vec![v];
            g.push(out);
            done = true;
            continue;
        }
        p.expect("%")?;
        let name = p.until(&[' ']);
        if name.is_empty() {
            return Err(p.err("a node name"));
        }
        p.expect(" : ")?;
        // The type: nothing, a Python type (`torch.Tensor `), or `Tensor "f32[4][1]cpu"`.
        let ty_at = p.i;
        let ty = p.until(&['[']);
        let mut val = None;
        if let Some(q) = ty.strip_prefix("Tensor \"").and_then(|r| r.strip_suffix('"')) {
            val = Some(
                annot::parse_annotation(q)
                    .map_err(|(off, e, f)| ctx.err_at(l, ty_at + "Tensor \"".len() + off, e, f))?,
            );
        }
        p.expect("[num_users=")?;
        p.until(&[']']);
        p.expect("] = ")?;
        let op_at = p.i;
        let op_word = p.until(&['[']);
        let Some(&(_, op)) = OPS.iter().find(|(w, _)| *w == op_word) else {
            p.i = op_at;
            return Err(p.err("placeholder, get_attr, call_function, call_method or call_module"));
        };
        p.expect("[target=")?;
        let target = p.until(&[']']).to_string();
        p.expect("]")?;
        let mut node = Node::new(name, op, target);
        node.meta = NodeMeta { val, ..Default::default() };
        match op {
            OpKind::Placeholder => {
                if p.eat("(default=") {
                    let d = p.until(&[')']);
                    node.args = vec![word(d)];
                    p.expect(")")?;
                }
            }
            OpKind::GetAttr => {}
            _ => {
                p.expect("(args = ")?;
                node.args = match p.value(&names)? {
                    Arg::Tuple(v) => v,
                    other => vec![other],
                };
                p.expect(", kwargs = ")?;
                let Arg::Dict(kv) = p.value(&names)? else { return Err(p.err("`{...}`")) };
                node.kwargs = kv
                    .into_iter()
                    .map(|(k, v)| {
                        // `value` reads every dict key as the word it is.
                        let k = if let Arg::Str(s) = k { s } else { String::new() };
                        let v = match (&*k, v) {
                            ("device", Arg::Str(d)) => {
                                Device::parse(&d).map_or(Arg::Str(d), Arg::Device)
                            }
                            (_, v) => v,
                        };
                        (k, v)
                    })
                    .collect();
                p.expect(")")?;
            }
        }
        if p.i < p.s.trim_end().len() {
            return Err(p.err("the end of the node line"));
        }
        if names.contains_key(name) {
            return Err(ctx.err_at(l, 5, "a new node name", format!("`%{name}`, already defined")));
        }
        let id = g.push(node);
        names.insert(name, id);
    }
    if !done {
        let last = lines.last().copied();
        return Err(match last {
            Some(l) => ctx.err_at(&l, l.text.len(), "`return ...` ending the graph", "end of file"),
            None => ctx.err(1, 1, "`return ...` ending the graph", "end of file"),
        });
    }
    // Subgraphs are never printed in this form.
    g.record_unprinted_submodules();
    g.verify().map_err(|e| {
        ctx.err(lines.first().map_or(1, |l| l.no), 1, "a well-formed FX graph", e.to_string())
    })?;
    Ok(g)
}

/// `return (add,)`, `return add`, `return [a, b]`: node names print without `%` here.
fn output_value(p: &mut P<'_, '_>, names: &HashMap<&str, NodeId>) -> R<Arg> {
    let st = p.i;
    let text = p.s[st..].trim_end();
    // Re-spell bare names as `%name` so `value` reads them; literals stay.
    let mut spelled = String::with_capacity(text.len() + 8);
    let mut word = String::new();
    let flush = |w: &mut String, out: &mut String| {
        if names.contains_key(w.as_str()) {
            out.push('%');
        }
        out.push_str(w);
        w.clear();
    };
    for c in text.chars() {
        if c.is_alphanumeric() || c == '_' || c == '.' {
            word.push(c);
        } else {
            flush(&mut word, &mut spelled);
            spelled.push(c);
        }
    }
    flush(&mut word, &mut spelled);
    let mut q = P { ctx: p.ctx, line: p.line, s: &spelled, i: 0 };
    let v = q
        .value(names)
        .map_err(|_| p.err("the returned value: a node, a tuple or a list of them"))?;
    if q.i < spelled.len() {
        return Err(p.err("the end of the `return` line"));
    }
    p.i = p.s.len();
    Ok(v)
}
