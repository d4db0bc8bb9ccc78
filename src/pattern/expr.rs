//! Inductor's `PatternExpr` classes as an arena: a pattern is a DAG, and a sub-pattern bound to
//! a Python variable and used twice is the *same* object, which `MatchContext` memoizes on.
//! Here that identity is the [`ExprId`].
use crate::ir::py::py_str_repr;
use crate::ir::{Arg as Value, DType, py_float_repr};
use std::fmt::Write;

#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, PartialOrd, Ord, serde::Serialize)]
pub struct ExprId(pub u32);

impl ExprId {
    pub fn idx(self) -> usize {
        self.0 as usize
    }
}

/// `_users=`: an exact count or `MULTIPLE` (any).
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Users {
    Exactly(usize),
    Multiple,
}

#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum CallKind {
    Function,
    Method,
    Module,
}

impl CallKind {
    pub fn class_name(self, var_args: bool) -> &'static str {
        match (self, var_args) {
            (CallKind::Function, false) => "CallFunction",
            (CallKind::Method, false) => "CallMethod",
            (CallKind::Module, false) => "CallModule",
            (CallKind::Function, true) => "CallFunctionVarArgs",
            (CallKind::Method, true) => "CallMethodVarArgs",
            (CallKind::Module, true) => "CallModuleVarArgs",
        }
    }
    pub fn op_kind(self) -> crate::ir::OpKind {
        match self {
            CallKind::Function => crate::ir::OpKind::CallFunction,
            CallKind::Method => crate::ir::OpKind::CallMethod,
            CallKind::Module => crate::ir::OpKind::CallModule,
        }
    }
}

/// One entry of `fns`.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum Target {
    /// `aten.mm.default` (an `OpOverload`) or, with no overload, `aten.mm` (an
    /// `OpOverloadPacket`, which Inductor expands to every overload).
    Op { namespace: String, op: String, overload: Option<String> },
    /// A higher-order operator (`torch.ops.higher_order.invoke_quant`): no overloads.
    Hop(String),
    /// A plain Python callable as FX prints it: `operator.getitem`, `torch.sin`.
    Python(String),
    /// `CallMethod("view", ...)` / `CallModule("Linear", ...)`: a bare name.
    Name(String),
}

impl Target {
    /// The key `PatternMatcherPass` files an entry under (`aten.mm` for every mm overload).
    pub fn key(&self) -> String {
        match self {
            Target::Op { namespace, op, .. } => format!("{namespace}.{op}"),
            Target::Hop(n) => format!("higher_order.{n}"),
            Target::Python(s) | Target::Name(s) => s.clone(),
        }
    }
    /// Python's `__name__`, which `fns_repr` uses.
    fn dunder_name(&self) -> String {
        match self {
            Target::Op { op, overload: Some(o), .. } => format!("{op}.{o}"),
            Target::Op { op, overload: None, .. } => op.clone(),
            Target::Hop(n) => n.clone(),
            Target::Python(s) => s.rsplit('.').next().unwrap_or(s).to_string(),
            Target::Name(s) => s.clone(),
        }
    }
    /// An `OpOverloadPacket` expands to itself plus its overloads, so `fns` has several entries.
    fn is_packet(&self) -> bool {
        matches!(self, Target::Op { overload: None, .. })
    }
    /// Whether a schema exists for it (`isinstance(target, OpOverload)`).
    pub fn is_op_overload(&self) -> bool {
        matches!(self, Target::Op { overload: Some(_), .. })
    }
}

/// A slot in a call pattern's args/kwargs: a sub-pattern, a constant that must be equal, or a
/// literal list/tuple of slots (which makes Inductor flatten with pytree).
#[derive(Debug, Clone, PartialEq)]
pub enum Slot {
    Pat(ExprId),
    Const(Value),
    List(Vec<Slot>),
    Tuple(Vec<Slot>),
}

#[derive(Debug, Clone, PartialEq)]
pub struct CallExpr {
    pub kind: CallKind,
    /// `CallFunctionVarArgs` & co: only the target is checked; node args go to `match.args`.
    pub var_args: bool,
    pub fns: Vec<Target>,
    pub args: Vec<Slot>,
    pub kwargs: Vec<(String, Slot)>,
    pub users: Users,
}

impl CallExpr {
    /// Whether args or kwargs hold a literal list/tuple (Inductor's `pytree_flatten` path).
    pub fn has_nested(&self) -> bool {
        self.args
            .iter()
            .chain(self.kwargs.iter().map(|(_, s)| s))
            .any(|s| matches!(s, Slot::List(_) | Slot::Tuple(_)))
    }
}

#[derive(Debug, Clone, PartialEq)]
pub enum PatternExpr {
    Arg,
    Ignored,
    KeywordArg(String),
    ExclusiveKeywordArg(String),
    Call(CallExpr),
    ListOf { pattern: ExprId, partial: bool },
    MultiOutput(Vec<Option<ExprId>>),
    Repeated(ExprId),
}

/// A parsed pattern: every expression in an arena, and the root the pass anchors on.
#[derive(Debug, Clone, PartialEq)]
pub struct Pattern {
    pub exprs: Vec<PatternExpr>,
    pub root: ExprId,
}

impl Pattern {
    pub fn expr(&self, id: ExprId) -> &PatternExpr {
        &self.exprs[id.idx()]
    }
    /// The call expression a pass dispatches on: the root, or a `MultiOutputPattern`'s first
    /// output, or a `RepeatedExpr`'s inner pattern.
    pub fn anchor_call(&self) -> Option<&CallExpr> {
        let mut id = self.root;
        loop {
            match self.expr(id) {
                PatternExpr::Call(c) => return Some(c),
                PatternExpr::MultiOutput(outs) => id = (*outs.first()?)?,
                PatternExpr::Repeated(inner) => id = *inner,
                _ => return None,
            }
        }
    }
    /// Whether the expression has `_users` > 1 or `MULTIPLE` (Inductor's `has_multiple_users`).
    pub fn has_multiple_users(&self, id: ExprId) -> bool {
        match self.expr(id) {
            PatternExpr::Call(c) => match c.users {
                Users::Multiple => true,
                Users::Exactly(n) => n > 1,
            },
            _ => false,
        }
    }
    /// Names of every `KeywordArg`/`ExclusiveKeywordArg`, in first-appearance order.
    pub fn keyword_names(&self) -> Vec<String> {
        let mut out: Vec<String> = Vec::new();
        for e in &self.exprs {
            if let PatternExpr::KeywordArg(n) | PatternExpr::ExclusiveKeywordArg(n) = e
                && !out.contains(n)
            {
                out.push(n.clone());
            }
        }
        out
    }

    /// Inductor's `repr(pattern)`, which its `FailedMatch` reasons embed.
    pub fn repr(&self, id: ExprId) -> String {
        let mut s = String::new();
        self.write_repr(id, &mut s);
        s
    }

    fn write_repr(&self, id: ExprId, s: &mut String) {
        match self.expr(id) {
            PatternExpr::Arg => s.push_str("Arg()"),
            PatternExpr::Ignored => s.push('*'),
            PatternExpr::KeywordArg(n) => {
                let _ = write!(s, "KeywordArg({})", py_str_repr(n));
            }
            PatternExpr::ExclusiveKeywordArg(n) => {
                let _ = write!(s, "ExclusiveKeywordArg({})", py_str_repr(n));
            }
            PatternExpr::ListOf { pattern, .. } => {
                s.push_str("ListOf(");
                self.write_repr(*pattern, s);
                s.push(')');
            }
            PatternExpr::MultiOutput(outs) => {
                s.push_str("MultiOutputPattern([");
                for (i, o) in outs.iter().enumerate() {
                    if i > 0 {
                        s.push_str(", ");
                    }
                    match o {
                        Some(o) => self.write_repr(*o, s),
                        None => s.push_str("None"),
                    }
                }
                s.push_str("])");
            }
            PatternExpr::Repeated(_) => s.push_str("RepeatedExpr()"),
            PatternExpr::Call(c) => {
                s.push_str(c.kind.class_name(c.var_args));
                s.push('(');
                s.push_str(&fns_repr(&c.fns));
                if c.var_args {
                    // `_TargetExpr.__repr__`, including its stray `)` for counts other than 1.
                    match c.users {
                        Users::Multiple => s.push_str(", MULTIPLE"),
                        Users::Exactly(1) => {}
                        Users::Exactly(n) => {
                            let _ = write!(s, ", {n})");
                        }
                    }
                    s.push(')');
                    return;
                }
                for a in &c.args {
                    s.push_str(", ");
                    self.write_slot(a, s);
                }
                for (k, v) in &c.kwargs {
                    // kwargs go through `str()`, so strings print without quotes.
                    let _ = write!(s, ", {k}=");
                    match v {
                        Slot::Const(Value::Str(t)) => s.push_str(t),
                        other => self.write_slot(other, s),
                    }
                }
                match c.users {
                    Users::Multiple => s.push_str(", _users=MULTIPLE"),
                    Users::Exactly(1) => {}
                    Users::Exactly(n) => {
                        let _ = write!(s, ", _users={n}");
                    }
                }
                s.push(')');
            }
        }
    }

    fn write_slot(&self, slot: &Slot, s: &mut String) {
        match slot {
            Slot::Pat(p) => self.write_repr(*p, s),
            Slot::Const(v) => s.push_str(&py_repr(v, &|_| String::new())),
            Slot::List(items) | Slot::Tuple(items) => {
                let (open, close) =
                    if matches!(slot, Slot::List(_)) { ('[', ']') } else { ('(', ')') };
                s.push(open);
                for (i, it) in items.iter().enumerate() {
                    if i > 0 {
                        s.push_str(", ");
                    }
                    self.write_slot(it, s);
                }
                if matches!(slot, Slot::Tuple(_)) && items.len() == 1 {
                    s.push(',');
                }
                s.push(close);
            }
        }
    }
}

/// `_TargetExpr.fns_repr`.
pub fn fns_repr(fns: &[Target]) -> String {
    let Some(first) = fns.first() else { return "[]".into() };
    let name = first.dunder_name();
    if fns.len() > 1 || first.is_packet() {
        return format!("[{name}, ...]");
    }
    match first {
        Target::Op { namespace, op, overload: Some(o) } => format!("{namespace}.{op}.{o}"),
        Target::Python(full) => full.clone(),
        _ => name,
    }
}

/// Python's `repr()` of a value as the matcher sees it; `node_name` renders node references
/// (`str(node)` is its name).
pub fn py_repr(v: &Value, node_name: &dyn Fn(crate::ir::NodeId) -> String) -> String {
    match v {
        Value::Node(n) => node_name(*n),
        Value::Int(i) => i.to_string(),
        Value::Float(f) => py_float_repr(*f),
        Value::Bool(b) => if *b { "True" } else { "False" }.into(),
        Value::None => "None".into(),
        Value::Str(s) => py_str_repr(s),
        Value::List(items) => format!(
            "[{}]",
            items.iter().map(|i| py_repr(i, node_name)).collect::<Vec<_>>().join(", ")
        ),
        Value::Tuple(items) if items.len() == 1 => format!("({},)", py_repr(&items[0], node_name)),
        Value::Tuple(items) => format!(
            "({})",
            items.iter().map(|i| py_repr(i, node_name)).collect::<Vec<_>>().join(", ")
        ),
        Value::Dtype(d) => dtype_repr(*d),
        Value::Device(d) => format!(
            "device(type='{}'{})",
            d.kind,
            d.index.map(|i| format!(", index={i}")).unwrap_or_default()
        ),
        Value::MemoryFormat(m) | Value::Layout(m) => format!("torch.{m}"),
        Value::Dict(kv) => format!(
            "{{{}}}",
            kv.iter()
                .map(|(k, v)| format!("{}: {}", py_repr(k, node_name), py_repr(v, node_name)))
                .collect::<Vec<_>>()
                .join(", ")
        ),
        Value::Set(items) if items.is_empty() => "set()".into(),
        Value::Set(items) => format!(
            "{{{}}}",
            items.iter().map(|i| py_repr(i, node_name)).collect::<Vec<_>>().join(", ")
        ),
        Value::Slice(s) => format!(
            "slice({})",
            s.iter().map(|i| py_repr(i, node_name)).collect::<Vec<_>>().join(", ")
        ),
        Value::Raw(r) => r.clone(),
    }
}

pub fn dtype_repr(d: DType) -> String {
    format!("torch.{}", d.torch_name())
}
