//! Printing graphs in PyTorch's `print_readable` format (`torch/fx/graph.py`,
//! `CodeGen._gen_python_code`, and `torch/fx/graph_module.py`, `_print_readable`), so that
//! reading a post-grad dump and printing it gives the same bytes.
//!
//! The deletion idiom (`;  a = b = None`) is recomputed from last uses exactly as FX's
//! `register_last_uses` / `delete_unused_values` do, and `# File:` comments are emitted whenever
//! the provenance summary changes, preceded by a blank line (dropped at the start of the body).
use crate::ir::py::annotation_text;
use crate::ir::py::py_str_repr;
use crate::ir::py::{inplace_format, magic_format};
use crate::ir::{Arg, Document, Graph, Node, OpKind, py_float_repr};
use std::fmt::Write;

const NO_STACK: &str = "No stacktrace found for following nodes";

/// The graph as `print_readable` prints it (class header, `forward`, nested subgraph classes),
/// ending with a newline.
pub fn print_graph(g: &Graph) -> String {
    let mut out = String::with_capacity(g.nodes.len() * 128 + 256);
    print_class(&g.name, g, 0, &mut out);
    out
}

/// Every stage of a document. One stage prints as a bare class; several print as `TORCH_LOGS`
/// does (`TRACED GRAPH` / `===== NAME =====` headers), which the reader splits back into stages.
/// Fails only when a stage of an indexed log cannot be read.
pub fn print_document(doc: &Document) -> Result<String, crate::ir::StageError> {
    if let [only] = doc.stages.as_slice() {
        return only.peek(print_graph);
    }
    let mut out = String::new();
    for st in &doc.stages {
        let header = match st.name.as_str() {
            "post_grad" => "AFTER POST GRAD".to_string(),
            "pre_grad" => "BEFORE PRE GRAD".to_string(),
            n => n.to_string(),
        };
        let _ = write!(out, "TRACED GRAPH\n ===== {header} =====\n ");
        st.peek(|g| print_class(&g.name, g, 0, &mut out))?;
        out.push('\n');
    }
    Ok(out)
}

/// `name` is the class name: the graph's own for the top level, the attribute name for nested
/// subgraphs (as `_print_readable` uses `named_children`).
fn print_class(name: &str, g: &Graph, indent: usize, out: &mut String) {
    let pad = " ".repeat(indent);
    let _ = writeln!(out, "{pad}class {name}(torch.nn.Module):");
    let mut free = vec!["self".to_string()];
    for n in g.nodes.iter().filter(|n| n.op == OpKind::Placeholder) {
        let mut p = n.target.clone();
        if let Some(v) = &n.meta.val {
            let _ = write!(p, ": \"{}\"", annotation_text(v));
        }
        if let Some(d) = n.args.first() {
            let _ = write!(p, " = {}", arg_repr(g, d));
        }
        free.push(p);
    }
    match g.codegen.as_ref().filter(|c| !c.flatten_args.is_empty()) {
        // `_PyTreeCodeGen.gen_fn_def`: forward takes the pytree arguments, then flattens them.
        Some(cg) => {
            let mut params = vec!["self".to_string()];
            params.extend(cg.orig_args.iter().cloned());
            let _ = writeln!(out, "{pad}    def forward({}):", params.join(", "));
            let annotated: Vec<&String> = free[1..].iter().filter(|p| p.contains(':')).collect();
            if !annotated.is_empty() {
                let joined: Vec<&str> = annotated.iter().map(|s| s.as_str()).collect();
                let _ = writeln!(out, "{pad}        {};\n", joined.join("; "));
            }
            let names: Vec<&str> = g
                .nodes
                .iter()
                .filter(|n| n.op == OpKind::Placeholder)
                .map(|n| n.name.as_str())
                .collect();
            let _ = writeln!(
                out,
                "{pad}        {}, = fx_pytree.tree_flatten_spec({}, self._in_spec)",
                names.join(", "),
                cg.flatten_args
            );
        }
        None => {
            let _ = writeln!(out, "{pad}    def forward({}):", free.join(", "));
        }
    }
    let body = body(g);
    let body_pad = " ".repeat(indent + 8);
    for line in body.trim_start_matches('\n').trim_end_matches('\n').split('\n') {
        if !line.is_empty() {
            out.push_str(&body_pad);
            out.push_str(line);
        }
        out.push('\n');
    }
    for (k, sg) in &g.subgraphs {
        out.push('\n');
        print_class(k, sg, indent + 4, out);
    }
}

/// The statements of `forward`, unindented, as `_gen_python_code` builds them.
fn body(g: &Graph) -> String {
    let n = g.nodes.len();
    // For each node, the nodes whose last use it is (in `_input_nodes` order), found by walking
    // the program backwards; and how many users each node has.
    let mut last_use_seen = vec![false; n];
    let mut last_uses: Vec<Vec<u32>> = vec![Vec::new(); n];
    let mut has_users = vec![false; n];
    for (i, node) in g.nodes.iter().enumerate().rev() {
        for inp in node.input_nodes() {
            let j = inp.idx();
            if j < n {
                has_users[j] = true;
                if !std::mem::replace(&mut last_use_seen[j], true) {
                    last_uses[i].push(inp.0);
                }
            }
        }
    }
    let mut body = String::with_capacity(n * 128);
    let mut prev_summary: Option<&str> = None;
    for (i, node) in g.nodes.iter().enumerate() {
        if !matches!(node.op, OpKind::Placeholder | OpKind::Output) {
            let summary = node.meta.source.as_ref().map_or(NO_STACK, |s| s.summary.as_str());
            if prev_summary != Some(summary) {
                prev_summary = Some(summary);
                let _ = write!(body, "\n# {summary}\n");
            }
        }
        if node.op == OpKind::Placeholder {
            let raw = node.target.replace('*', "");
            if raw != node.name {
                let _ = writeln!(body, "{} = {raw}", node.name);
            }
            continue;
        }
        emit_node(g, node, &mut body);
        if node.op == OpKind::Output {
            body.push('\n');
            continue;
        }
        let mut del: Vec<&str> =
            last_uses[i].iter().map(|&j| g.nodes[j as usize].name.as_str()).collect();
        if !has_users[i] {
            del.push(&node.name);
        }
        if del.is_empty() {
            body.push('\n');
        } else {
            let _ = writeln!(body, ";  {} = None", del.join(" = "));
        }
    }
    if body.is_empty() {
        body.push_str("pass\n");
    }
    body
}

/// One node's statement as `print_readable` writes it (`mul: "f32[4]" = torch.ops.aten.mul.Tensor(x, 2)`),
/// without the deletion idiom: what a before/after view lists.
pub fn node_line(g: &Graph, node: &Node) -> String {
    let mut out = String::new();
    emit_node(g, node, &mut out);
    out
}

fn emit_node(g: &Graph, node: &Node, body: &mut String) {
    let ann =
        node.meta.val.as_ref().map(|v| format!(": \"{}\"", annotation_text(v))).unwrap_or_default();
    let lhs = format!("{}{ann}", node.name);
    match node.op {
        OpKind::Placeholder => {}
        OpKind::Output => {
            let v = node.args.first().map_or("None".to_string(), |a| arg_repr(g, a));
            if g.codegen.as_ref().is_some_and(|c| c.unflatten_output) {
                let _ = write!(body, "return pytree.tree_unflatten({v}, self._out_spec)");
            } else {
                let _ = write!(body, "return {v}");
            }
        }
        OpKind::GetAttr => {
            let _ = write!(body, "{lhs} = self.{}", node.target);
        }
        OpKind::CallModule => {
            let _ = write!(
                body,
                "{lhs} = self.{}({})",
                node.target,
                format_args(g, &node.args, &node.kwargs)
            );
        }
        OpKind::CallMethod => {
            let recv = node.args.first().map_or(String::new(), |a| arg_repr(g, a));
            let rest = node.args.get(1..).unwrap_or(&[]);
            let _ = write!(
                body,
                "{lhs} = {recv}.{}({})",
                node.target,
                format_args(g, rest, &node.kwargs)
            );
        }
        OpKind::CallFunction => {
            if let Some(text) = inplace(g, node) {
                let target = node.args.first().map(|a| arg_repr(g, a)).unwrap_or_default();
                let _ = write!(body, "{text};  {lhs} = {target}");
            } else if let Some(text) = magic(g, node) {
                let _ = write!(body, "{lhs} = {text}");
            } else if let (true, [obj, Arg::Str(attr)]) =
                (node.target == "getattr", node.args.as_slice())
            {
                if is_identifier(attr) {
                    let _ = write!(body, "{lhs} = {}.{attr}", arg_repr(g, obj));
                } else {
                    let _ = write!(
                        body,
                        "{lhs} = getattr({})",
                        format_args(g, &node.args, &node.kwargs)
                    );
                }
            } else {
                let _ = write!(
                    body,
                    "{lhs} = {}({})",
                    node.target,
                    format_args(g, &node.args, &node.kwargs)
                );
            }
        }
    }
}

/// `z += 1`, `z[0] = y` for in-place `operator` targets (Dynamo graphs).
fn inplace(g: &Graph, node: &Node) -> Option<String> {
    let op =
        node.target.strip_prefix("operator.").or_else(|| node.target.strip_prefix("_operator."))?;
    fill(g, node, &inplace_format(op)?)
}

/// `a + b`, `x[0]`, `-x` for `operator` targets FX pretty-prints.
fn magic(g: &Graph, node: &Node) -> Option<String> {
    let op =
        node.target.strip_prefix("operator.").or_else(|| node.target.strip_prefix("_operator."))?;
    fill(g, node, magic_format(op)?)
}

/// Formats the `{}` holes with the node's args, when they are exactly as many and no kwargs.
fn fill(g: &Graph, node: &Node, fmt: &str) -> Option<String> {
    let holes = fmt.matches("{}").count();
    if node.args.len() != holes || !node.kwargs.is_empty() {
        return None;
    }
    let mut out = String::new();
    let mut args = node.args.iter();
    let mut pieces = fmt.split("{}");
    out.push_str(pieces.next().unwrap_or(""));
    for p in pieces {
        out.push_str(&args.next().map(|a| arg_repr(g, a)).unwrap_or_default());
        out.push_str(p);
    }
    Some(out)
}

fn is_identifier(s: &str) -> bool {
    let mut c = s.chars();
    c.next().is_some_and(|f| f.is_alphabetic() || f == '_')
        && c.all(|ch| ch.is_alphanumeric() || ch == '_')
}

fn format_args(g: &Graph, args: &[Arg], kwargs: &[(String, Arg)]) -> String {
    let mut parts: Vec<String> = args.iter().map(|a| arg_repr(g, a)).collect();
    parts.extend(kwargs.iter().map(|(k, v)| format!("{k} = {}", arg_repr(g, v))));
    parts.join(", ")
}

/// FX's `_get_repr` for the values our model holds.
pub fn arg_repr(g: &Graph, a: &Arg) -> String {
    match a {
        Arg::Node(id) => {
            g.get(*id).map_or_else(|| format!("<missing node #{}>", id.0), |n| n.name.clone())
        }
        Arg::Int(v) => v.to_string(),
        Arg::Float(v) => py_float_repr(*v),
        Arg::Bool(b) => if *b { "True" } else { "False" }.to_string(),
        Arg::None => "None".to_string(),
        Arg::Str(s) => py_str_repr(s),
        Arg::List(v) => {
            format!("[{}]", v.iter().map(|x| arg_repr(g, x)).collect::<Vec<_>>().join(", "))
        }
        Arg::Tuple(v) if v.len() == 1 => format!("({},)", arg_repr(g, &v[0])),
        Arg::Tuple(v) => {
            format!("({})", v.iter().map(|x| arg_repr(g, x)).collect::<Vec<_>>().join(", "))
        }
        Arg::Dtype(d) => format!("torch.{}", d.torch_name()),
        Arg::Device(d) => match d.index {
            Some(i) => format!("device(type={}, index={i})", py_str_repr(&d.kind)),
            None => format!("device(type={})", py_str_repr(&d.kind)),
        },
        Arg::MemoryFormat(m) => format!("torch.{m}"),
        Arg::Layout(l) => format!("torch.{l}"),
        Arg::Dict(kv) => {
            let items: Vec<String> =
                kv.iter().map(|(k, v)| format!("{}: {}", arg_repr(g, k), arg_repr(g, v))).collect();
            format!("{{{}}}", items.join(", "))
        }
        Arg::Set(v) if v.is_empty() => "set()".to_string(),
        Arg::Set(v) => {
            format!("{{{}}}", v.iter().map(|x| arg_repr(g, x)).collect::<Vec<_>>().join(", "))
        }
        Arg::Slice(s) => {
            let [a, b, c] = &**s;
            format!("slice({}, {}, {})", arg_repr(g, a), arg_repr(g, b), arg_repr(g, c))
        }
        Arg::Raw(r) => r.clone(),
    }
}
