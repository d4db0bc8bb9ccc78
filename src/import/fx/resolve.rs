//! Turning parsed statements into nodes: names become [`NodeId`]s, call forms become op kinds
//! and targets (`x.sin()` → call_method, `a @ b` → `operator.matmul`, `self.subgraph0` →
//! get_attr), Python literals become [`Arg`]s.
use super::class::{Stmt, StmtKind};
use super::expr::{Expr, Kind};
use super::{Ctx, Line};
use crate::import::ParseError;
use crate::ir::{Arg, DType, Device, Graph, GraphError, Node, NodeId, NodeMeta, OpKind};
use rustc_hash::FxHashMap as HashMap;

const MEMORY_FORMATS: &[&str] =
    &["contiguous_format", "channels_last", "channels_last_3d", "preserve_format"];
const LAYOUTS: &[&str] = &[
    "strided",
    "sparse_coo",
    "sparse_csr",
    "sparse_csc",
    "sparse_bsr",
    "sparse_bsc",
    "_mkldnn",
    "jagged",
];

struct Resolver<'c, 's, 'a> {
    ctx: &'c Ctx<'c>,
    stmts: &'s [Stmt<'a>],
    /// Names defined so far (placeholders under their current name).
    defined: HashMap<&'s str, NodeId>,
    /// Every name the class defines, with its statement index (for "defined later" messages).
    all: HashMap<&'s str, usize>,
    cur: usize,
}

pub(crate) fn build(
    ctx: &Ctx<'_>,
    head: &Line<'_>,
    stmts: &mut [Stmt<'_>],
    graph: &mut Graph,
    prints_subgraphs: bool,
) -> Result<(), ParseError> {
    // Annotations move into the nodes rather than being cloned.
    let mut vals: Vec<Option<crate::ir::ValMeta>> =
        stmts.iter_mut().map(|s| s.val.take()).collect();
    let stmts = &*stmts;
    let mut all = HashMap::default();
    all.reserve(stmts.len());
    for (k, s) in stmts.iter().enumerate() {
        all.entry(s.lhs).or_insert(k);
    }
    let mut defined = HashMap::default();
    defined.reserve(stmts.len());
    let mut r = Resolver { ctx, stmts, defined, all, cur: 0 };
    graph.nodes.reserve(stmts.len());
    for (k, s) in stmts.iter().enumerate() {
        r.cur = k;
        r.statement(s, vals[k].take(), graph)?;
    }
    // A get_attr is a parameter, buffer or constant unless a higher-order op calls it; then its
    // class must be printed, or the print form is one that never prints subgraphs.
    if !prints_subgraphs {
        graph.record_unprinted_submodules();
    }
    if let Some(&id) = graph.missing_modules().first() {
        let n = graph.node(id);
        let (l, col) = stmts
            .iter()
            .find(|s| s.lhs == n.name)
            .or(stmts.get(id.idx()))
            .map_or((head, 0), |s| (&s.line, s.lhs_at));
        let found = format!("no `class {}` in `{}`", n.target, graph.name);
        return Err(ctx.err_at(
            l,
            col,
            format!("a nested `class {}(torch.nn.Module):` for `self.{}`", n.target, n.target),
            found,
        ));
    }
    graph.verify().map_err(|e| {
        let at = verify_culprit(&e).and_then(|n| stmts.iter().find(|s| s.lhs == n));
        let (l, col) = at.map_or((head, 0), |s| (&s.line, s.lhs_at));
        ctx.err_at(l, col, "a well-formed FX graph", e.to_string())
    })
}

fn verify_culprit(e: &GraphError) -> Option<&str> {
    match e {
        GraphError::DuplicateName(n) => Some(n),
        GraphError::UseBeforeDef { node, .. }
        | GraphError::DanglingRef { node, .. }
        | GraphError::MissingSubgraph { node, .. }
        | GraphError::StillUsed { node, .. } => Some(node),
        GraphError::Output(_) | GraphError::InSubgraph { .. } | GraphError::TooDeep => None,
    }
}

impl<'c, 's, 'a> Resolver<'c, 's, 'a> {
    fn stmt(&self) -> &'s Stmt<'a> {
        &self.stmts[self.cur]
    }
    fn err(&self, at: usize, expected: impl Into<String>, found: impl Into<String>) -> ParseError {
        let s = self.stmt();
        self.ctx.err_at(&s.line, at, expected, found)
    }
    fn text(&self, e: &Expr) -> String {
        self.stmt().text.get(e.start..e.end).unwrap_or("").to_string()
    }

    fn statement(
        &mut self,
        s: &'s Stmt<'a>,
        val: Option<crate::ir::ValMeta>,
        g: &mut Graph,
    ) -> Result<(), ParseError> {
        let (op, target, args, kwargs) = match &s.kind {
            StmtKind::Param(default) => {
                let args = match default {
                    Some(d) => vec![self.arg(d)?],
                    None => vec![],
                };
                (OpKind::Placeholder, s.lhs.to_string(), args, vec![])
            }
            StmtKind::Return(e) => {
                (OpKind::Output, "output".to_string(), vec![self.arg(e)?], vec![])
            }
            StmtKind::Assign(e) => match self.rhs(s, e, g)? {
                Some(x) => x,
                None => return Ok(()),
            },
        };
        let mut name = s.lhs.to_string();
        if op == OpKind::Output {
            // A value the user called `output` (Gemma's RMSNorm) takes the name first; FX then
            // names the output node `output_<k>`, the first free one.
            let mut k = 0;
            while self.defined.contains_key(name.as_str()) {
                k += 1;
                name = format!("output_{k}");
            }
        } else if self.defined.contains_key(s.lhs) {
            let first = self.stmts.iter().find(|t| t.lhs == s.lhs).map_or(0, |t| t.line.no);
            return Err(self.err(
                s.lhs_at,
                "a new node name",
                format!("`{}`, already defined on line {first}", s.lhs),
            ));
        }
        let meta = NodeMeta {
            val,
            source: s.source.as_deref().cloned(),
            quant_options: None,
            recognized: None,
        };
        let id = g.push(Node { name, op, target, args, kwargs, meta });
        if op != OpKind::Output {
            self.defined.insert(s.lhs, id);
        }
        Ok(())
    }

    /// The node a right-hand side defines; `None` for `l_x_ = L_x_` (renames a placeholder).
    #[allow(clippy::type_complexity)]
    fn rhs(
        &mut self,
        s: &'s Stmt<'a>,
        e: &Expr,
        g: &mut Graph,
    ) -> Result<Option<(OpKind, String, Vec<Arg>, Vec<(String, Arg)>)>, ParseError> {
        let f = |t: &str| (OpKind::CallFunction, t.to_string());
        let (op, target, args, kwargs) = match &e.kind {
            Kind::Name => {
                let n = self.name_of(e);
                let ph = self.defined.get(n).copied().filter(|id| {
                    let node = &g.nodes[id.idx()];
                    node.op == OpKind::Placeholder
                        && node.name == node.target.trim_start_matches('*')
                });
                let Some(id) = ph else {
                    return Err(self.err(
                        e.start,
                        "a call, an operator, `self.<attribute>` or a placeholder being renamed",
                        format!("`{n}`"),
                    ));
                };
                self.defined.remove(n);
                self.defined.insert(s.lhs, id);
                g.nodes[id.idx()].name = s.lhs.to_string();
                return Ok(None);
            }
            Kind::Attr(..) => {
                let path = self.path(e).ok_or_else(|| {
                    self.err(
                        e.start,
                        "`self.<attribute>` or `node.<attribute>`",
                        format!("`{}`", self.text(e)),
                    )
                })?;
                let (root, rest) = path.split_once('.').unwrap_or((path, ""));
                if root == "self" {
                    (OpKind::GetAttr, rest.to_string(), vec![], vec![])
                } else if let (Some(&id), false) = (self.defined.get(root), rest.contains('.')) {
                    let (op, t) = f("getattr");
                    (op, t, vec![Arg::Node(id), Arg::Str(rest.to_string())], vec![])
                } else {
                    self.check_root(root, e.start)?;
                    return Err(self.err(
                        e.start,
                        "a call, an operator or `self.<attribute>`",
                        format!("`{path}`"),
                    ));
                }
            }
            Kind::Call(callee, args, kwargs) => {
                let path = self.path(callee).ok_or_else(|| {
                    self.err(
                        callee.start,
                        "a function or method name before `(`",
                        format!("`{}`", self.text(callee)),
                    )
                })?;
                let (root, rest) = path.split_once('.').unwrap_or((path, ""));
                let mut a = Vec::with_capacity(args.len() + 1);
                let (op, target) = if root == "self" {
                    (OpKind::CallModule, rest.to_string())
                } else if let Some(&id) = self.defined.get(root) {
                    if rest.is_empty() || rest.contains('.') {
                        return Err(self.err(
                            callee.start,
                            "`node.method(...)`",
                            format!("`{path}(...)`"),
                        ));
                    }
                    a.push(Arg::Node(id));
                    (OpKind::CallMethod, rest.to_string())
                } else {
                    self.check_root(root, callee.start)?;
                    f(path)
                };
                for x in args {
                    a.push(self.arg(x)?);
                }
                let kw = kwargs
                    .iter()
                    .map(|(k, v)| Ok((k.clone(), self.arg(v)?)))
                    .collect::<Result<Vec<_>, ParseError>>()?;
                (op, target, a, kw)
            }
            Kind::Index(x, i) => {
                let (op, t) = f("operator.getitem");
                (op, t, vec![self.arg(x)?, self.arg(i)?], vec![])
            }
            Kind::Bin(name, l, r) => {
                let (op, t) = f(&format!("operator.{name}"));
                (op, t, vec![self.arg(l)?, self.arg(r)?], vec![])
            }
            Kind::Unary(name, x) => {
                let (op, t) = f(&format!("operator.{name}"));
                (op, t, vec![self.arg(x)?], vec![])
            }
            Kind::Inplace(name, xs) => {
                let (op, t) = f(&format!("operator.{name}"));
                (op, t, xs.iter().map(|x| self.arg(x)).collect::<Result<_, _>>()?, vec![])
            }
            _ => {
                return Err(self.err(
                    e.start,
                    "a call, an operator or `self.<attribute>`",
                    format!("`{}`", self.text(e)),
                ));
            }
        };
        Ok(Some((op, target, args, kwargs)))
    }

    /// The identifier an expression of kind `Name` spells.
    fn name_of(&self, e: &Expr) -> &'s str {
        self.stmts[self.cur].text.get(e.start..e.end).unwrap_or("")
    }

    /// `a.b.c` for a chain of names and attributes (FX prints them without spaces).
    fn path(&self, e: &Expr) -> Option<&'s str> {
        fn chain(e: &Expr) -> bool {
            match &e.kind {
                Kind::Name => true,
                Kind::Attr(b, _) => chain(b),
                _ => false,
            }
        }
        let t = self.name_of(e);
        (chain(e) && !t.contains(char::is_whitespace)).then_some(t)
    }

    /// A dotted target's first name must not be a node of this graph defined later.
    fn check_root(&self, root: &str, at: usize) -> Result<(), ParseError> {
        match self.all.get(root) {
            Some(&k) if k >= self.cur => Err(self.forward_ref(root, at, k)),
            _ => Ok(()),
        }
    }

    fn forward_ref(&self, name: &str, at: usize, k: usize) -> ParseError {
        let later = &self.stmts[k];
        let me = self.stmt().lhs;
        let found = if k == self.cur {
            format!("`{name}`, which uses itself (a cycle)")
        } else if self.depends_on(k, me) {
            format!(
                "`{name}`, defined later on line {}, which uses `{me}` (a cycle)",
                later.line.no
            )
        } else {
            format!("`{name}`, which is defined later on line {}", later.line.no)
        };
        self.err(at, "a name defined on an earlier line", found)
    }

    /// Whether statement `k` uses `target`, directly or through later-defined names.
    fn depends_on(&self, k: usize, target: &str) -> bool {
        let mut stack = vec![k];
        let mut seen = vec![false; self.stmts.len()];
        while let Some(j) = stack.pop() {
            if std::mem::replace(&mut seen[j], true) {
                continue;
            }
            let mut names = Vec::new();
            if let StmtKind::Assign(e) | StmtKind::Return(e) = &self.stmts[j].kind {
                collect_names(e, &self.stmts[j].text, &mut names);
            }
            for n in names {
                if n == target {
                    return true;
                }
                if let Some(&d) = self.all.get(n)
                    && d > self.cur
                {
                    stack.push(d);
                }
            }
        }
        false
    }

    fn arg(&self, e: &Expr) -> Result<Arg, ParseError> {
        Ok(match &e.kind {
            Kind::Name => match self.name_of(e) {
                "True" => Arg::Bool(true),
                "False" => Arg::Bool(false),
                "None" => Arg::None,
                "inf" => Arg::Float(f64::INFINITY),
                "nan" => Arg::Float(f64::NAN),
                "Ellipsis" => Arg::Raw("Ellipsis".into()),
                n => match self.defined.get(n) {
                    Some(&id) => Arg::Node(id),
                    None => return Err(self.undefined(n, e.start)),
                },
            },
            Kind::Int(v) => Arg::Int(*v),
            Kind::Float(v) => Arg::Float(*v),
            Kind::Str(s) => Arg::Str(s.clone()),
            Kind::List(v) => Arg::List(v.iter().map(|x| self.arg(x)).collect::<Result<_, _>>()?),
            Kind::Tuple(v) => Arg::Tuple(v.iter().map(|x| self.arg(x)).collect::<Result<_, _>>()?),
            Kind::Set(v) => Arg::Set(v.iter().map(|x| self.arg(x)).collect::<Result<_, _>>()?),
            Kind::Dict(kv) => Arg::Dict(
                kv.iter()
                    .map(|(k, v)| Ok((self.arg(k)?, self.arg(v)?)))
                    .collect::<Result<_, ParseError>>()?,
            ),
            Kind::Call(callee, args, kwargs)
                if callee.kind == Kind::Name
                    && kwargs.is_empty()
                    && matches!((self.name_of(callee), args.len()), ("slice", 3) | ("set", 0)) =>
            {
                if args.is_empty() {
                    Arg::Set(Vec::new())
                } else {
                    Arg::Slice(Box::new([
                        self.arg(&args[0])?,
                        self.arg(&args[1])?,
                        self.arg(&args[2])?,
                    ]))
                }
            }
            Kind::Unary("neg", x) => match &x.kind {
                Kind::Int(v) => Arg::Int(-v),
                // `-9223372036854775808` (int64's lowest, a masked argmax's fill) negates a
                // literal one past `i64::MAX`.
                Kind::BigInt if self.text(x) == "9223372036854775808" => Arg::Int(i64::MIN),
                Kind::Float(v) => Arg::Float(-v),
                Kind::Name if self.name_of(x) == "inf" => Arg::Float(f64::NEG_INFINITY),
                _ => self.raw(e)?,
            },
            Kind::Attr(..) => match self.path(e) {
                Some(p) if p.starts_with("torch.") => {
                    let a = &p["torch.".len()..];
                    if let Some(d) = DType::from_torch(a) {
                        Arg::Dtype(d)
                    } else if MEMORY_FORMATS.contains(&a) {
                        Arg::MemoryFormat(a.to_string())
                    } else if LAYOUTS.contains(&a) {
                        Arg::Layout(a.to_string())
                    } else {
                        Arg::Raw(p.to_string())
                    }
                }
                _ => self.raw(e)?,
            },
            Kind::Call(callee, args, kwargs)
                if args.is_empty()
                    && callee.kind == Kind::Name
                    && self.name_of(callee) == "device" =>
            {
                let ty = kwargs.iter().find(|(k, _)| k == "type").and_then(|(_, v)| {
                    if let Kind::Str(s) = &v.kind { Some(s.clone()) } else { None }
                });
                let idx = kwargs.iter().find(|(k, _)| k == "index").map(|(_, v)| {
                    if let Kind::Int(i) = v.kind { u32::try_from(i).ok() } else { None }
                });
                match (ty, idx) {
                    (Some(kind), None) => Arg::Device(Device { kind, index: None }),
                    (Some(kind), Some(Some(i))) => Arg::Device(Device { kind, index: Some(i) }),
                    _ => self.raw(e)?,
                }
            }
            _ => self.raw(e)?,
        })
    }

    /// An expression kept verbatim. It must not hide node references (they would be lost).
    fn raw(&self, e: &Expr) -> Result<Arg, ParseError> {
        let mut names = Vec::new();
        collect_names(e, &self.stmts[self.cur].text, &mut names);
        if let Some(n) = names.iter().find(|n| self.all.contains_key(*n)) {
            return Err(self.err(
                e.start,
                "a literal, a node name or a list/tuple of them",
                format!("`{}`, an expression using `{n}`", self.text(e)),
            ));
        }
        Ok(Arg::Raw(self.text(e)))
    }

    fn undefined(&self, n: &str, at: usize) -> ParseError {
        match self.all.get(n) {
            Some(&k) if k >= self.cur => self.forward_ref(n, at, k),
            // Defined earlier but renamed (`l_x_ = L_x_`) or the output.
            _ => self.err(
                at,
                "a name defined on an earlier line",
                format!("`{n}`, which is not defined in this graph"),
            ),
        }
    }
}

/// Free names of an expression (the roots of attribute chains, not attribute names).
fn collect_names<'t>(e: &Expr, text: &'t str, out: &mut Vec<&'t str>) {
    match &e.kind {
        Kind::Name => out.push(text.get(e.start..e.end).unwrap_or("")),
        Kind::List(v) | Kind::Tuple(v) | Kind::Set(v) => {
            v.iter().for_each(|x| collect_names(x, text, out))
        }
        Kind::Dict(kv) => kv.iter().for_each(|(k, v)| {
            collect_names(k, text, out);
            collect_names(v, text, out);
        }),
        Kind::Attr(b, _) => collect_names(b, text, out),
        Kind::Call(c, a, k) => {
            collect_names(c, text, out);
            a.iter().for_each(|x| collect_names(x, text, out));
            k.iter().for_each(|(_, x)| collect_names(x, text, out));
        }
        Kind::Index(a, b) | Kind::Bin(_, a, b) => {
            collect_names(a, text, out);
            collect_names(b, text, out);
        }
        Kind::Unary(_, a) => collect_names(a, text, out),
        Kind::Inplace(_, xs) => xs.iter().for_each(|x| collect_names(x, text, out)),
        _ => {}
    }
}
