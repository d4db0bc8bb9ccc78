//! Reader for Inductor's scheduler dumps, `ir_pre_fusion.txt` and `ir_post_fusion.txt`
//! (`BaseSchedulerNode.debug_str()` of every node): node kinds, dependencies, output buffers with
//! layouts and users, groups, and loop bodies (`class op0_loop_body:`) into [`LoopBody`].
use crate::ir::loop_body::{LoopBody, LoopOp, LoopOpKind, Subblock, ValueId};
use crate::ir::ops_handler::OpsName;
use crate::ir::{DType, SymExpr, SymInt};
use serde::Serialize;
use std::collections::HashMap;
use std::path::Path;

#[derive(Debug, Clone, PartialEq, thiserror::Error)]
#[error("{file}:{line}:{col}: {msg}")]
pub struct IrParseError {
    pub file: String,
    pub line: usize,
    pub col: usize,
    pub msg: String,
}

#[derive(Debug, Clone, Default, PartialEq, Serialize)]
pub struct IrBuffer {
    pub name: String,
    pub class: String,
    /// The layout as printed (`FixedLayout('cpu', torch.float32, size=[8], stride=[1])`).
    pub layout: String,
    pub users: Vec<String>,
}

#[derive(Debug, Clone, Default, PartialEq, Serialize)]
pub struct IrNode {
    pub name: String,
    /// `SchedulerNode`, `ExternKernelSchedulerNode`, `FusedSchedulerNode`, ...
    pub kind: String,
    /// What the parentheses hold: the IR class, or the member kinds of a fused node.
    pub detail: String,
    pub line: usize,
    pub writes: Vec<String>,
    pub unmet_dependencies: Vec<String>,
    pub met_dependencies: Vec<String>,
    pub outputs: Vec<IrBuffer>,
    pub group_device: Option<String>,
    /// `((8,), ())`, or `((s70, 128), ())` with symbolic sizes (`dynamic=True`).
    pub iteration: Option<(Vec<SymInt>, Vec<SymInt>)>,
    pub sizes: Option<(Vec<SymInt>, Vec<SymInt>)>,
    pub kernel: Option<String>,
    pub loop_body: Option<LoopBody>,
    pub snodes: Vec<IrNode>,
    /// `buf0.users = [...]` of the oldest format, before nodes had `.outputs`.
    #[serde(skip)]
    users: Option<Vec<String>>,
    /// `buf0_layout = FixedLayout(...)` lines after the node's fields.
    #[serde(skip)]
    layouts: Vec<(String, String)>,
}

impl IrNode {
    /// Member operation names (`op0_op1` → `op0`, `op1`; a single node → itself).
    pub fn member_names(&self) -> Vec<String> {
        if self.snodes.is_empty() {
            vec![self.name.clone()]
        } else {
            self.snodes.iter().flat_map(|s| s.member_names()).collect()
        }
    }
}

#[derive(Debug, Clone, Default, PartialEq, Serialize)]
pub struct IrDump {
    pub nodes: Vec<IrNode>,
}

struct P<'a> {
    file: &'a str,
    lines: Vec<&'a str>,
    i: usize,
}

impl<'a> P<'a> {
    fn err(&self, line: usize, col: usize, msg: impl Into<String>) -> IrParseError {
        IrParseError { file: self.file.to_string(), line: line + 1, col: col + 1, msg: msg.into() }
    }
}

fn header(line: &str) -> Option<(String, String, String)> {
    let (name, rest) = line.split_once(": ")?;
    if name.is_empty() || !name.chars().all(|c| c.is_ascii_alphanumeric() || c == '_') {
        return None;
    }
    let open = rest.find('(')?;
    let kind = &rest[..open];
    if !kind.ends_with("SchedulerNode") && !kind.ends_with("Node") {
        return None;
    }
    let detail = rest[open + 1..].strip_suffix(')')?;
    Some((name.to_string(), kind.to_string(), detail.to_string()))
}

/// Reads an `ir_pre_fusion.txt` / `ir_post_fusion.txt` file; bytes that are not UTF-8 are an
/// error at their line and column, as in every other reader.
pub fn read_ir_dump(path: &Path) -> Result<IrDump, IrParseError> {
    let file = path.display().to_string();
    let bytes = crate::util::read::read_file(path).map_err(|e| IrParseError {
        file: file.clone(),
        line: 1,
        col: 1,
        msg: e.reason(),
    })?;
    let text = super::utf8_text(&bytes, &file).map_err(|e| IrParseError {
        file: file.clone(),
        line: e.line,
        col: e.col,
        msg: format!("expected {}, found {}", e.expected, e.found),
    })?;
    parse_ir_dump(text, &file)
}

/// Parses a whole dump.
pub fn parse_ir_dump(text: &str, file: &str) -> Result<IrDump, IrParseError> {
    let mut p = P { file, lines: text.lines().collect(), i: 0 };
    let mut nodes = vec![];
    while p.i < p.lines.len() {
        let line = p.lines[p.i];
        // TORCH_LOGS prefixes (`[torch._inductor.debug.__ir_pre_fusion] BEFORE FUSION`).
        if line.trim().is_empty() || line.starts_with("[torch.") {
            p.i += 1;
            continue;
        }
        if header(line).is_some() {
            nodes.push(parse_node(&mut p, 0)?);
        } else {
            return Err(p.err(p.i, 0, format!("expected a scheduler node header, found `{line}`")));
        }
    }
    for n in &mut nodes {
        normalize_generation(n);
    }
    Ok(IrDump { nodes })
}

/// PyTorch has printed three generations of these dumps: nodes named after their buffer
/// (`buf0: SchedulerNode(ComputedBuffer)` with `buf0.users`, `MemoryDep(..., None)` and `z0`
/// loop variables), then operation names with an `op0.outputs` list, then the same with
/// `op0.min_input_distance`. Older dumps are read into the newest shape so one comparison
/// serves all: `buf0` becomes operation `op0` with output `buf0`.
fn normalize_generation(n: &mut IrNode) {
    for s in &mut n.snodes {
        normalize_generation(s);
    }
    let op_name = |name: &str| -> Option<String> {
        let parts: Option<Vec<String>> = name
            .split('_')
            .map(|p| {
                let d = p.strip_prefix("buf")?;
                (!d.is_empty() && d.bytes().all(|b| b.is_ascii_digit())).then(|| format!("op{d}"))
            })
            .collect();
        parts.map(|p| p.join("_"))
    };
    let rename_users = |u: &str| -> String {
        // `NodeUser(node=SchedulerNode(name='buf1'), ...)` names the user operation.
        match u.split_once("(name='buf") {
            Some((a, b)) => format!("{a}(name='op{b}"),
            None => u.to_string(),
        }
    };
    let Some(users) = n.users.take() else {
        return;
    };
    if !n.outputs.is_empty() {
        return;
    }
    let old = n.name.clone();
    if let Some(op) = op_name(&old) {
        n.name = op;
    }
    if !n.snodes.is_empty() {
        // A fused node's outputs are its members' (the newer `op0_op1.outputs` lists them).
        n.outputs = n.snodes.iter().flat_map(|s| s.outputs.clone()).collect();
    } else {
        let layout = n
            .layouts
            .iter()
            .find(|(b, _)| *b == old)
            .map(|(_, l)| l.clone())
            .or_else(|| (n.kind == "ExternKernelSchedulerNode").then(String::new))
            .unwrap_or_default();
        n.outputs = vec![IrBuffer {
            name: old,
            class: n.detail.clone(),
            layout,
            users: users.iter().map(|u| rename_users(u)).collect(),
        }];
    }
    for d in n.writes.iter_mut().chain(&mut n.unmet_dependencies).chain(&mut n.met_dependencies) {
        if d.starts_with("MemoryDep(")
            && let Some(s) = d.strip_suffix(", None)")
        {
            *d = format!("{s})");
        }
    }
}

/// Collects a value that may continue over following lines until brackets balance.
fn take_value(p: &mut P, first: &str) -> String {
    let mut v = first.trim().to_string();
    // Kept as a running count: recounting the whole value per line was quadratic in a value
    // that never closes (a cut file), which then swallows every line to the end.
    let depth = |s: &str| {
        s.chars().fold(0i32, |d, c| {
            d + matches!(c, '[' | '(' | '{') as i32 - matches!(c, ']' | ')' | '}') as i32
        })
    };
    let mut d = depth(&v);
    while (v.is_empty() || d > 0) && p.i + 1 < p.lines.len() {
        p.i += 1;
        let line = p.lines[p.i].trim();
        d += depth(line);
        v.push(' ');
        v.push_str(line);
    }
    v
}

/// Splits `[a, b(c, d), e]` at top-level commas.
pub fn split_top(s: &str) -> Vec<String> {
    let mut out = vec![];
    let mut depth = 0i32;
    let mut cur = String::new();
    let mut quote = false;
    for c in s.chars() {
        match c {
            '\'' => quote = !quote,
            '(' | '[' | '{' if !quote => depth += 1,
            ')' | ']' | '}' if !quote => depth -= 1,
            _ => {}
        }
        if c == ',' && depth == 0 && !quote {
            out.push(cur.trim().to_string());
            cur.clear();
        } else {
            cur.push(c);
        }
    }
    if !cur.trim().is_empty() {
        out.push(cur.trim().to_string());
    }
    out
}

fn strip_brackets(s: &str) -> &str {
    let s = s.trim();
    s.strip_prefix('[').and_then(|x| x.strip_suffix(']')).unwrap_or(s)
}

fn parse_sizes(s: &str) -> Option<(Vec<SymInt>, Vec<SymInt>)> {
    // `((8,), ())` or `([8], [])`; a size may be a sympy expression (`s70`, `128*s70`).
    let inner = s.trim().strip_prefix('(')?.strip_suffix(')')?;
    let parts = split_top(inner);
    let nums = |x: &str| -> Option<Vec<SymInt>> {
        let x = x.trim();
        // Triton groups print `(numel, rnumel)` as bare numbers (or expressions).
        if !x.starts_with(['(', '[']) {
            return SymInt::parse(x).ok().map(|v| vec![v]);
        }
        let x = x
            .strip_prefix('(')
            .and_then(|y| y.strip_suffix(')'))
            .or_else(|| x.strip_prefix('[').and_then(|y| y.strip_suffix(']')))?;
        split_top(x)
            .iter()
            .map(|t| t.trim())
            .filter(|t| !t.is_empty())
            .map(|t| SymInt::parse(t).ok())
            .collect()
    };
    let (a, b) = (parts.first()?.trim(), parts.get(1)?.trim());
    // Both tuples (C++ groups) or both bare (Triton's numel, rnumel): never mixed.
    if a.starts_with(['(', '[']) != b.starts_with(['(', '[']) {
        return None;
    }
    Some((nums(a)?, nums(b)?))
}

/// How deep `snodes[i] =` may nest. Inductor nests two levels (a fused node's members, a
/// grouped node's); a file nesting thousands would otherwise overflow the stack.
const MAX_SNODE_NESTING: usize = 200;

fn parse_node(p: &mut P, depth: usize) -> Result<IrNode, IrParseError> {
    if depth >= MAX_SNODE_NESTING {
        return Err(p.err(
            p.i,
            0,
            format!("expected at most {MAX_SNODE_NESTING} nested `snodes` levels, found more"),
        ));
    }
    let start = p.i;
    let (name, kind, detail) =
        header(p.lines[p.i]).ok_or_else(|| p.err(p.i, 0, "bad node header"))?;
    let mut node =
        IrNode { name: name.clone(), kind, detail, line: start + 1, ..Default::default() };
    p.i += 1;
    let prefix = format!("{name}.");
    while p.i < p.lines.len() {
        let line = p.lines[p.i];
        if line.trim().is_empty() {
            // A blank line ends a node unless more of its fields follow.
            let next =
                p.lines[p.i..].iter().position(|l| !l.trim().is_empty()).map(|k| p.lines[p.i + k]);
            match next {
                Some(n) if n.starts_with(&prefix) && header(n).is_none_or(|h| h.0 == name) => {
                    p.i += 1;
                    continue;
                }
                _ => break,
            }
        }
        if let Some(rest) = line.strip_prefix(&prefix) {
            let (key, val) = rest
                .split_once(" =")
                .ok_or_else(|| p.err(p.i, prefix.len(), "expected `field = value`"))?;
            let val = val.trim_start();
            if key.starts_with("snodes[") {
                p.i += 1;
                if p.i >= p.lines.len() {
                    return Err(p.err(p.i, 0, "expected a scheduler node, found end of file"));
                }
                node.snodes.push(parse_node(p, depth + 1)?);
                continue;
            }
            match key {
                "writes" | "unmet_dependencies" | "met_dependencies" => {
                    let v = take_value(p, val);
                    let deps: Vec<String> = split_top(strip_brackets(&v))
                        .into_iter()
                        .map(|d| d.split_whitespace().collect::<Vec<_>>().join(" "))
                        .collect();
                    match key {
                        "writes" => node.writes = deps,
                        "unmet_dependencies" => node.unmet_dependencies = deps,
                        _ => node.met_dependencies = deps,
                    }
                }
                "outputs" => node.outputs = parse_outputs(p)?,
                "group.device" => node.group_device = Some(val.trim().to_string()),
                "group.iteration" => {
                    node.iteration = Some(parse_sizes(val).ok_or_else(|| {
                        p.err(p.i, prefix.len() + key.len() + 3, format!("bad iteration `{val}`"))
                    })?)
                }
                "sizes" => {
                    node.sizes = Some(parse_sizes(val).ok_or_else(|| {
                        p.err(p.i, prefix.len() + key.len() + 3, format!("bad sizes `{val}`"))
                    })?)
                }
                "node.kernel" => node.kernel = Some(val.trim().to_string()),
                "users" => {
                    let v = take_value(p, val);
                    node.users = Some(
                        split_top(strip_brackets(&v))
                            .into_iter()
                            .filter(|u| !u.is_empty())
                            .collect(),
                    );
                }
                _ => {
                    take_value(p, val);
                }
            }
            p.i += 1;
            continue;
        }
        if line.starts_with("class ") && line.trim_end().ends_with("_loop_body:") {
            node.loop_body = Some(parse_loop_body(p)?);
            continue;
        }
        if let Some((buf, layout)) =
            line.split_once("_layout = ").filter(|_| !line.starts_with(' '))
        {
            node.layouts.push((buf.to_string(), layout.trim().to_string()));
            p.i += 1;
            continue;
        }
        // Another node's header or field: this node is complete.
        let other_field =
            line.split_once(" =").is_some_and(|(k, _)| k.contains('.') && !k.starts_with(' '));
        if header(line).is_some() || other_field {
            break;
        }
        return Err(p.err(p.i, 0, format!("unexpected line in node `{name}`: `{line}`")));
    }
    Ok(node)
}

fn parse_outputs(p: &mut P) -> Result<Vec<IrBuffer>, IrParseError> {
    let mut out: Vec<IrBuffer> = vec![];
    p.i += 1;
    while p.i < p.lines.len() {
        let line = p.lines[p.i];
        let t = line.trim();
        if t == "]" {
            return Ok(out);
        }
        if let Some((lhs, rhs)) = t.split_once(" = ") {
            let field = lhs.split_once('.').map(|x| x.1).unwrap_or("");
            let v = take_value(p, rhs);
            if let Some(b) = out.last_mut() {
                match field {
                    "layout" => b.layout = v,
                    "users" => {
                        b.users = split_top(strip_brackets(&v))
                            .into_iter()
                            .filter(|u| !u.is_empty())
                            .collect()
                    }
                    _ => {}
                }
            }
        } else if let Some((name, class)) = t.split_once(": ") {
            out.push(IrBuffer { name: name.into(), class: class.into(), ..Default::default() });
        } else {
            return Err(p.err(p.i, 0, format!("unexpected line in outputs: `{t}`")));
        }
        p.i += 1;
    }
    Err(p.err(p.i.saturating_sub(1), 0, "unterminated outputs list"))
}

#[allow(clippy::expect_used, reason = "a constant regex")]
static Z_VAR: std::sync::LazyLock<regex::Regex> =
    std::sync::LazyLock::new(|| regex::Regex::new(r"\bz(\d+)\b").expect("static regex"));

fn parse_loop_body(p: &mut P) -> Result<LoopBody, IrParseError> {
    let mut lb = LoopBody { var_ranges: vec![], indexes: vec![], ops: vec![], subblocks: vec![] };
    let mut names: HashMap<String, ValueId> = HashMap::new();
    p.i += 1;
    // The oldest dumps name loop variables `z0, z1` where later ones print `p0, p1`.
    let old_vars = p.lines.get(p.i).is_some_and(|l| l.trim_start().starts_with("var_ranges = {z"));
    while p.i < p.lines.len() {
        let raw = p.lines[p.i];
        let renamed;
        let line = if old_vars {
            renamed = Z_VAR.replace_all(raw, "p$1");
            renamed.as_ref()
        } else {
            raw
        };
        let t = line.trim();
        let col = line.len() - line.trim_start().len();
        if !line.starts_with("    ") {
            break;
        }
        if let Some(v) = t.strip_prefix("var_ranges = ") {
            let inner = v
                .strip_prefix('{')
                .and_then(|x| x.strip_suffix('}'))
                .ok_or_else(|| p.err(p.i, col, "bad var_ranges"))?;
            for part in split_top(inner) {
                let (k, r) = part
                    .split_once(':')
                    .ok_or_else(|| p.err(p.i, col, format!("bad range `{part}`")))?;
                let r = SymInt::parse(r.trim())
                    .map_err(|m| p.err(p.i, col + m.col(), m.to_string()))?;
                lb.var_ranges.push((k.trim().to_string(), r));
            }
        } else if t.starts_with("def body") {
        } else if t.starts_with("return ") {
            p.i += 1;
            // The subblocks follow the body (`def masked_subblock1(self, ops):`).
            while let Some(l) = p.lines.get(p.i)
                && let Some(name) =
                    l.trim().strip_prefix("def ").and_then(|d| d.strip_suffix("(self, ops):"))
                && l.starts_with("    ")
            {
                let at = p.i;
                let sb = parse_subblock(p, name)?;
                // Inductor registers a subblock after the ones it calls: each calls only
                // earlier ones (so no walk over them can loop), and the body any.
                for op in &sb.ops {
                    if let LoopOpKind::Masked { subblock, .. } = &op.kind
                        && !lb.subblocks.iter().any(|s| &s.name == subblock)
                    {
                        return Err(p.err(
                            at,
                            4,
                            format!("`{name}` calls `{subblock}`, which is not defined before it"),
                        ));
                    }
                }
                lb.subblocks.push(sb);
            }
            for op in &lb.ops {
                if let LoopOpKind::Masked { subblock, .. } = &op.kind
                    && !lb.subblocks.iter().any(|s| &s.name == subblock)
                {
                    return Err(p.err(
                        p.i.saturating_sub(1),
                        0,
                        format!("the body calls `{subblock}`, which is not defined"),
                    ));
                }
            }
            break;
        } else if let Some((lhs, rhs)) = t.split_once(" = ") {
            if lhs.starts_with("index") && !rhs.contains("self.") && !rhs.contains("ops.") {
                let e = SymExpr::parse(rhs)
                    .map_err(|m| p.err(p.i, col + lhs.len() + 3 + m.col(), m.to_string()))?;
                lb.indexes.push((lhs.to_string(), e));
            } else {
                let kind =
                    parse_call(rhs, &names).map_err(|m| p.err(p.i, col + lhs.len() + 3, m))?;
                names.insert(lhs.to_string(), lb.ops.len());
                lb.ops.push(LoopOp { name: lhs.to_string(), kind });
            }
        } else {
            return Err(p.err(p.i, col, format!("unexpected line in loop body: `{t}`")));
        }
        p.i += 1;
    }
    Ok(lb)
}

/// `def masked_subblockN(self, ops):` up to its `return`: ops with names of their own.
fn parse_subblock(p: &mut P, name: &str) -> Result<Subblock, IrParseError> {
    let mut ops: Vec<LoopOp> = vec![];
    let mut names: HashMap<String, ValueId> = HashMap::new();
    p.i += 1;
    while let Some(line) = p.lines.get(p.i).copied() {
        let t = line.trim();
        let col = line.len() - line.trim_start().len();
        if !line.starts_with("        ") {
            return Err(p.err(p.i, col, format!("`{name}` ends without a return")));
        }
        p.i += 1;
        if let Some(r) = t.strip_prefix("return ") {
            let result = names
                .get(r.trim())
                .copied()
                .ok_or_else(|| p.err(p.i - 1, col + 7, format!("unknown value `{r}`")))?;
            return Ok(Subblock { name: name.to_string(), ops, result });
        }
        let (lhs, rhs) = t
            .split_once(" = ")
            .ok_or_else(|| p.err(p.i - 1, col, format!("unexpected line in `{name}`: `{t}`")))?;
        let kind = parse_call(rhs, &names).map_err(|m| p.err(p.i - 1, col + lhs.len() + 3, m))?;
        names.insert(lhs.to_string(), ops.len());
        ops.push(LoopOp { name: lhs.to_string(), kind });
    }
    Err(p.err(p.i, 0, format!("`{name}` ends without a return")))
}

fn parse_dtype(s: &str) -> Result<DType, String> {
    s.trim()
        .strip_prefix("torch.")
        .and_then(DType::from_torch)
        .ok_or_else(|| format!("unknown dtype `{s}`"))
}

fn unquote(s: &str) -> Result<String, String> {
    s.trim()
        .strip_prefix('\'')
        .and_then(|x| x.strip_suffix('\''))
        .map(str::to_string)
        .ok_or_else(|| format!("expected a quoted string, found `{s}`"))
}

fn parse_call(rhs: &str, names: &HashMap<String, ValueId>) -> Result<LoopOpKind, String> {
    // `reduction[1]`: an item of a multi-output reduction (`welford_reduce`).
    if let Some((x, k)) = rhs.strip_suffix(']').and_then(|r| r.split_once('['))
        && let Ok(index) = k.parse::<usize>()
    {
        let x = names.get(x).copied().ok_or_else(|| format!("unknown value `{x}`"))?;
        return Ok(LoopOpKind::GetItem { x, index });
    }
    let open = rhs.find('(').ok_or("expected a call")?;
    let func = &rhs[..open];
    let inner = rhs[open + 1..].strip_suffix(')').ok_or("unbalanced call")?;
    let args = split_top(inner);
    let val = |i: usize| -> Result<ValueId, String> {
        let a = args.get(i).ok_or("missing argument")?;
        names.get(a.as_str()).copied().ok_or_else(|| format!("unknown value `{a}`"))
    };
    let kw = |k: &str| {
        args.iter().find_map(|a| {
            a.split_once(" = ").filter(|(n, _)| n.trim() == k).map(|(_, v)| v.trim().to_string())
        })
    };
    Ok(match func {
        "self.get_index" => {
            LoopOpKind::GetIndex { index: unquote(args.first().ok_or("missing index name")?)? }
        }
        "ops.load" => LoopOpKind::Load {
            buf: unquote(args.first().ok_or("missing buffer")?)?,
            index: val(1)?,
        },
        "ops.store" => {
            let mode = args
                .get(3)
                .filter(|m| m.as_str() != "None")
                .map(|m| m.trim_matches('\'').to_string());
            LoopOpKind::Store {
                buf: unquote(args.first().ok_or("missing buffer")?)?,
                index: val(1)?,
                value: val(2)?,
                mode,
            }
        }
        "ops.store_reduction" => LoopOpKind::StoreReduction {
            buf: unquote(args.first().ok_or("missing buffer")?)?,
            index: val(1)?,
            value: val(2)?,
        },
        "ops.constant" => LoopOpKind::Constant {
            value: args.first().ok_or("missing value")?.clone(),
            dtype: parse_dtype(args.get(1).ok_or("missing dtype")?)?,
        },
        "ops.to_dtype" => LoopOpKind::ToDtype {
            x: val(0)?,
            dtype: parse_dtype(args.get(1).ok_or("missing dtype")?)?,
            src_dtype: kw("src_dtype").map(|d| parse_dtype(&d)).transpose()?,
        },
        "ops.index_expr" => LoopOpKind::IndexExpr {
            index: val(0)?,
            dtype: parse_dtype(args.get(1).ok_or("missing dtype")?)?,
        },
        "ops.reduction" => {
            // `(value, index)`: an argmax/argmin carrying its logical index.
            let name = |a: &str| -> Result<ValueId, String> {
                names.get(a).copied().ok_or_else(|| format!("unknown value `{a}`"))
            };
            let value = args.get(3).ok_or("missing argument")?;
            let (x, index) = match value.strip_prefix('(').and_then(|v| v.strip_suffix(')')) {
                Some(pair) => match split_top(pair).as_slice() {
                    [x, i] => (name(x)?, Some(name(i)?)),
                    _ => return Err(format!("expected `(value, index)`, found `{value}`")),
                },
                None => (name(value)?, None),
            };
            LoopOpKind::Reduction {
                dtype: parse_dtype(args.first().ok_or("missing dtype")?)?,
                src_dtype: parse_dtype(args.get(1).ok_or("missing dtype")?)?,
                reduction_type: unquote(args.get(2).ok_or("missing reduction type")?)?,
                x,
                index,
            }
        }
        "ops.check_bounds" => {
            let flag = |i: usize| -> Result<bool, String> {
                match args.get(i).map(String::as_str) {
                    Some("True") => Ok(true),
                    Some("False") => Ok(false),
                    other => {
                        Err(format!("expected True or False, found `{}`", other.unwrap_or("")))
                    }
                }
            };
            LoopOpKind::CheckBounds {
                expr: val(0)?,
                size: val(1)?,
                lower: flag(2)?,
                upper: flag(3)?,
            }
        }
        f if f.starts_with("self.masked_subblock") => LoopOpKind::Masked {
            subblock: f["self.".len()..].to_string(),
            mask: val(0)?,
            other: args.get(1).ok_or("missing the masked-out value")?.clone(),
        },
        f if f.starts_with("self.scan") => {
            // `self.scan5((torch.int64,), (to_dtype,))`: two tuples, dtypes then values.
            let tuple = |i: usize| -> Result<Vec<String>, String> {
                let a = args.get(i).ok_or("missing argument")?;
                let body = a
                    .strip_prefix('(')
                    .and_then(|t| t.strip_suffix(')'))
                    .ok_or_else(|| format!("expected a tuple, found `{a}`"))?;
                Ok(split_top(body).into_iter().filter(|x| !x.is_empty()).collect())
            };
            let dtypes = tuple(0)?.iter().map(|d| parse_dtype(d)).collect::<Result<Vec<_>, _>>()?;
            let values = tuple(1)?
                .iter()
                .map(|v| {
                    names.get(v.as_str()).copied().ok_or_else(|| format!("unknown value `{v}`"))
                })
                .collect::<Result<Vec<_>, _>>()?;
            if dtypes.len() != values.len() || values.is_empty() {
                return Err(format!(
                    "a scan of {} dtypes and {} values",
                    dtypes.len(),
                    values.len()
                ));
            }
            LoopOpKind::Scan {
                subblock: f["self.".len()..].to_string(),
                dtypes,
                combine: None,
                values,
            }
        }
        f if f.starts_with("self.set_indirect") => LoopOpKind::SetIndirect {
            slot: f["self.set_indirect".len()..].parse().map_err(|_| format!("bad `{f}`"))?,
            x: val(0)?,
            wrap: None,
        },
        f if f.starts_with("ops.") => {
            let mut vs = vec![];
            for i in 0..args.len() {
                vs.push(val(i)?);
            }
            LoopOpKind::Call { op: OpsName::from(&f["ops.".len()..]), args: vs }
        }
        f => return Err(format!("unknown call `{f}`")),
    })
}
