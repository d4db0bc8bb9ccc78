//! Walks a graph in program order, evaluating each node on real tensors. Values are dropped
//! after their last use, so graphs with 4096×4096 intermediates stay within memory.
use super::InterpError;
use super::ops::{self, Call, Kernel};
use super::tensor::Tensor;
use super::value::Value;
use crate::ir::sym::SymAst;
use crate::ir::{Arg, Graph, Node, OpKind, ValMeta};
use crate::op::{self, Form, Op, Variant};
use std::collections::HashMap;

/// Binds a graph's placeholders: tensor placeholders take `tensors` in order; `Sym(...)`
/// placeholders get the sizes the tensors' annotations name (`f32[s0, 256]` binds `s0`).
pub fn bind_inputs(graph: &Graph, tensors: &[Tensor]) -> Result<Vec<Value>, InterpError> {
    Ok(bind_inputs_with_sizes(graph, tensors)?.0)
}

/// [`bind_inputs`], also returning the value of every size symbol the tensors bound.
pub fn bind_inputs_with_sizes(
    graph: &Graph,
    tensors: &[Tensor],
) -> Result<(Vec<Value>, std::collections::BTreeMap<String, i64>), InterpError> {
    let phs: Vec<&Node> = graph.placeholders().map(|i| graph.node(i)).collect();
    let is_sym = |n: &Node| matches!(n.meta.val, Some(ValMeta::Sym(_)));
    let n_tensors = phs.iter().filter(|n| !is_sym(n)).count();
    if n_tensors != tensors.len() {
        return Err(InterpError::Input(format!(
            "the graph takes {n_tensors} tensors, {} were given",
            tensors.len()
        )));
    }
    let mut env: HashMap<String, i64> = HashMap::new();
    // Which tensor (and dim) bound each symbol first, to name both sides of a disagreement.
    let mut origin: HashMap<String, (String, usize)> = HashMap::new();
    let mut it = tensors.iter();
    let mut bound: Vec<(&Node, Option<&Tensor>)> = Vec::new();
    for n in &phs {
        if is_sym(n) {
            bound.push((n, None));
            continue;
        }
        let Some(t) = it.next() else { break };
        bound.push((n, Some(t)));
        if let Some(m) = n.meta.tensor() {
            if m.shape.len() != t.dim() {
                return Err(InterpError::Input(format!(
                    "`{}` is annotated {} but the tensor is {}",
                    n.name,
                    m.type_str(),
                    t.type_str()
                )));
            }
            for (dim, (d, &size)) in m.shape.iter().zip(t.sizes()).enumerate() {
                if let crate::ir::SymInt::Expr(e) = d
                    && let SymAst::Sym(s) = e.ast()
                {
                    let size = size as i64;
                    match env.get(&s) {
                        None => {
                            origin.insert(s.clone(), (n.name.clone(), dim));
                            env.insert(s, size);
                        }
                        Some(&had) if had != size => {
                            let (first, fd) = &origin[&s];
                            return Err(InterpError::Input(format!(
                                "symbol {s} is {had} from `{first}` (dim {fd}) but {size} from `{}` (dim {dim}, {} {})",
                                n.name,
                                m.type_str(),
                                t.type_str()
                            )));
                        }
                        Some(_) => {}
                    }
                }
            }
        }
    }
    let se = graph.shape_env.0.as_deref();
    // Sizes given for the run must agree with the tensors'.
    for s in se.map_or(&[][..], |se| &se.symbols[..]) {
        if let (Some(given), Some(&had)) = (s.given, env.get(&s.name))
            && given != had
        {
            let (t, d) = &origin[&s.name];
            return Err(InterpError::Input(format!(
                "--sizes gives {}={given} but `{t}` dim {d} makes it {had}",
                s.name
            )));
        }
    }
    // A `Sym(s15)` placeholder no tensor's size binds is an int the function takes (Dynamo makes
    // them symbols under `dynamic=True`): its value is given, or the one Dynamo traced with.
    for n in &phs {
        let Some(ValMeta::Sym(e)) = &n.meta.val else { continue };
        let SymAst::Sym(s) = e.ast() else { continue };
        if env.contains_key(&s) {
            continue;
        }
        match se.and_then(|se| se.value_of(&s)) {
            Some((v, from)) => {
                origin.insert(s.clone(), (from.to_string(), 0));
                env.insert(s, v);
            }
            None => {
                return Err(InterpError::Input(format!(
                    "`{}` = Sym({s}) is not the size of any input tensor (an int the function takes): give it with --sizes {s}=N",
                    n.name
                )));
            }
        }
    }
    if let Some(se) = se {
        let sizes: std::collections::BTreeMap<String, i64> =
            env.iter().map(|(k, v)| (k.clone(), *v)).collect();
        se.check(&sizes).map_err(|v| {
            let from: Vec<String> = v
                .symbols()
                .iter()
                .filter_map(|s| origin.get(s).map(|(t, d)| format!("{s} from `{t}` dim {d}")))
                .collect();
            InterpError::Input(format!("{v} (bound: {})", from.join(", ")))
        })?;
    }
    let mut out = Vec::new();
    for (n, t) in bound {
        match (t, &n.meta.val) {
            (Some(t), meta) => {
                if let Some(ValMeta::Tensor(m)) = meta {
                    let want: Result<Vec<i64>, _> = m.shape.iter().map(|d| d.eval(&env)).collect();
                    let got: Vec<i64> = t.sizes().iter().map(|&s| s as i64).collect();
                    if m.dtype != t.dtype() || want.as_ref().is_ok_and(|w| *w != got) {
                        let bindings = symbols_in(&m.shape, &env, &origin);
                        return Err(InterpError::Input(format!(
                            "`{}` is annotated {} but the tensor is {}{bindings}",
                            n.name,
                            m.type_str(),
                            t.type_str()
                        )));
                    }
                }
                out.push(Value::Tensor(t.clone()));
            }
            (None, Some(ValMeta::Sym(e))) => {
                let v = e.eval(&env).map_err(|err| {
                    InterpError::Input(format!("`{}` = Sym({}): {err}", n.name, e.text()))
                })?;
                out.push(Value::Int(v));
            }
            (None, _) => {
                return Err(InterpError::Input(format!("no value for placeholder `{}`", n.name)));
            }
        }
    }
    Ok((out, env.into_iter().collect()))
}

/// ` (with s0 = 16 from `arg1_1`)`: the bindings a size annotation used, for an error.
fn symbols_in(
    shape: &[crate::ir::SymInt],
    env: &HashMap<String, i64>,
    origin: &HashMap<String, (String, usize)>,
) -> String {
    let mut names: Vec<&String> = env
        .keys()
        .filter(|k| {
            shape.iter().any(|d| match d {
                crate::ir::SymInt::Expr(e) => e.symbols().contains(k),
                _ => false,
            })
        })
        .collect();
    if names.is_empty() {
        return String::new();
    }
    names.sort();
    let parts: Vec<String> = names
        .iter()
        .map(|k| match origin.get(*k) {
            Some((t, d)) => format!("{k} = {} from `{t}` dim {d}", env[*k]),
            None => format!("{k} = {}", env[*k]),
        })
        .collect();
    format!(" (with {})", parts.join(", "))
}

/// Evaluates `graph` on placeholder values; nested graphs are looked up in `graph` and then in
/// the enclosing `scopes` (innermost last).
pub fn eval_graph(
    graph: &Graph,
    scopes: &[&Graph],
    inputs: Vec<Value>,
) -> Result<Vec<Value>, InterpError> {
    eval_graph_with(graph, scopes, inputs, false)
}

/// [`eval_graph`], and with `check` every node's computed tensor (subgraphs' too) against its
/// annotation: lowering and the JIT lay buffers out from annotations, so a wrong one there is
/// wrong numbers or memory outside a buffer, while the interpreter only ever sees real tensors.
pub fn eval_graph_with(
    graph: &Graph,
    scopes: &[&Graph],
    inputs: Vec<Value>,
    check: bool,
) -> Result<Vec<Value>, InterpError> {
    let n = graph.nodes.len();
    let frees = frees_after(graph);
    let mut scopes: Vec<&Graph> = scopes.to_vec();
    scopes.push(graph);
    let mut env: Vec<Option<Value>> = vec![None; n];
    // Sizes the `Sym(...)` placeholders bound, to evaluate symbolic annotations.
    let mut syms: HashMap<String, i64> = HashMap::new();
    let mut inputs = inputs.into_iter();
    let n_ph = graph.placeholders().count();
    if inputs.len() != n_ph {
        return Err(InterpError::Input(format!(
            "graph `{}` takes {n_ph} inputs, {} were given",
            graph.name,
            inputs.len()
        )));
    }
    let needed = needed_nodes(graph);
    for (p, node) in graph.nodes.iter().enumerate() {
        if !needed[p] {
            continue;
        }
        let v = match node.op {
            OpKind::Placeholder => inputs.next().unwrap_or(Value::None),
            OpKind::Output => {
                let arg = node.args.first().unwrap_or(&Arg::None);
                return match to_value(arg, &env, node)? {
                    Value::List(vs) => Ok(vs),
                    v => Ok(vec![v]),
                };
            }
            _ => {
                let v = eval_node(node, &env, &scopes, check)?;
                match inplace_target(node, &env) {
                    Some(target) => {
                        let Value::Tensor(result) = &v else {
                            return Err(op_err(node, "an in-place op computed no tensor"));
                        };
                        let t = super::inplace::write_back(&mut env, &target, result)
                            .map_err(|e| op_err(node, e.0))?;
                        Value::Tensor(t)
                    }
                    None => v,
                }
            }
        };
        if check {
            if node.op == OpKind::Placeholder
                && let (Some(ValMeta::Sym(e)), Value::Int(x)) = (&node.meta.val, &v)
                && let SymAst::Sym(s) = e.ast()
            {
                syms.insert(s, *x);
            }
            check_annotation(node, &v, &syms)?;
        }
        env[p] = Some(v);
        for &id in &frees[p] {
            env[id] = None;
        }
    }
    Err(InterpError::Input(format!("graph `{}` has no output node", graph.name)))
}

/// FX's dead-code rule (`Node.is_impure`): a pure node whose value reaches no output is not
/// evaluated. A post-grad graph keeps such nodes (a `_tensor_constant` AOT lifted and joint-graph
/// constant folding left unread: its value is in no FX text), and Inductor lowers them to
/// nothing. Pure is what the op table knows as functional and not random; anything else (an
/// in-place op, an assert, an op outside the table) runs, read or not.
pub(crate) fn needed_nodes(graph: &Graph) -> Vec<bool> {
    let pure = |node: &Node| match node.op {
        OpKind::GetAttr => true,
        OpKind::CallFunction => op::lookup(node.op, &node.target).is_some_and(|r| {
            r.variant != Variant::InPlace
                && r.op.category() != op::Category::Random
                && !r.name.contains("assert")
                && r.overload != "out"
        }),
        _ => false,
    };
    let mut needed: Vec<bool> = graph.nodes.iter().map(|n| !pure(n)).collect();
    for p in (0..graph.nodes.len()).rev() {
        if needed[p] {
            for id in graph.nodes[p].input_nodes() {
                if let Some(x) = needed.get_mut(id.idx()) {
                    *x = true;
                }
            }
        }
    }
    needed
}

/// The tensor an in-place aten overload (`copy_`, `index_put_`) writes: its first argument.
fn inplace_target(node: &Node, env: &[Option<Value>]) -> Option<crate::interp::Tensor> {
    let r = op::lookup(node.op, &node.target)?;
    if r.variant != Variant::InPlace || r.form != Form::Overload {
        return None;
    }
    match node.args.first() {
        Some(Arg::Node(id)) => match env.get(id.idx()) {
            Some(Some(Value::Tensor(t))) => Some(t.clone()),
            _ => None,
        },
        _ => None,
    }
}

fn to_value(a: &Arg, env: &[Option<Value>], node: &Node) -> Result<Value, InterpError> {
    Ok(match a {
        Arg::Node(id) => match env.get(id.idx()) {
            Some(Some(v)) => v.clone(),
            _ => {
                return Err(InterpError::Op {
                    node: node.name.clone(),
                    op: node.target.clone(),
                    msg: format!("uses node #{} before it has a value", id.0),
                });
            }
        },
        Arg::Int(v) => Value::Int(*v),
        Arg::Float(v) => Value::Float(*v),
        Arg::Bool(v) => Value::Bool(*v),
        Arg::None => Value::None,
        Arg::Str(s) => Value::Str(s.clone()),
        Arg::List(v) | Arg::Tuple(v) => {
            Value::List(v.iter().map(|x| to_value(x, env, node)).collect::<Result<_, _>>()?)
        }
        Arg::Dtype(d) => Value::Dtype(*d),
        Arg::Device(d) => Value::Opaque(d.to_string()),
        Arg::MemoryFormat(s) | Arg::Layout(s) | Arg::Raw(s) => Value::Opaque(s.clone()),
        Arg::Dict(_) | Arg::Set(_) | Arg::Slice(_) => {
            return Err(InterpError::Op {
                node: node.name.clone(),
                op: node.target.clone(),
                msg: "dict, set and slice arguments are not evaluated by the interpreter".into(),
            });
        }
    })
}

fn op_err(node: &Node, msg: impl Into<String>) -> InterpError {
    InterpError::Op { node: node.name.clone(), op: node.target.clone(), msg: msg.into() }
}

fn unsupported(node: &Node, why: &str) -> InterpError {
    InterpError::Unsupported {
        op: node.target.clone(),
        node: node.name.clone(),
        reason: why.to_string(),
    }
}

/// `frees[p]`: the nodes whose last use is node `p` (their values can go after it runs).
pub(crate) fn frees_after(graph: &Graph) -> Vec<Vec<usize>> {
    let n = graph.nodes.len();
    let mut last = vec![usize::MAX; n];
    for (p, node) in graph.nodes.iter().enumerate() {
        for id in node.input_nodes() {
            if let Some(l) = last.get_mut(id.idx()) {
                *l = p;
            }
        }
    }
    let mut frees: Vec<Vec<usize>> = vec![Vec::new(); n];
    for (id, &p) in last.iter().enumerate() {
        if let Some(f) = frees.get_mut(p) {
            f.push(id);
        }
    }
    frees
}

/// A tensor that disagrees with its node's annotation (dtype, rank, or a size the annotation
/// gives as a number or as a bound symbol) is an error naming the node and both types.
fn check_annotation(
    node: &Node,
    v: &Value,
    syms: &HashMap<String, i64>,
) -> Result<(), InterpError> {
    let (Some(m), Value::Tensor(t)) = (node.meta.tensor(), v) else { return Ok(()) };
    let sizes_agree = m.shape.len() == t.dim()
        && m.shape.iter().zip(t.sizes()).all(|(d, &got)| match d {
            crate::ir::SymInt::Const(want) => *want == got as i64,
            crate::ir::SymInt::Expr(e) => e.eval(syms).map_or(true, |want| want == got as i64),
        });
    if m.dtype == t.dtype() && sizes_agree {
        return Ok(());
    }
    Err(InterpError::Annotation {
        node: node.name.clone(),
        annotated: m.type_str(),
        computed: t.type_str(),
    })
}

fn eval_node(
    node: &Node,
    env: &[Option<Value>],
    scopes: &[&Graph],
    check: bool,
) -> Result<Value, InterpError> {
    match node.op {
        OpKind::GetAttr => {
            if scopes.iter().any(|g| g.subgraphs.contains_key(&node.target)) {
                Ok(Value::Subgraph(node.target.clone()))
            } else {
                Err(op_err(
                    node,
                    format!(
                        "`self.{}` is not a subgraph of this graph (parameters/buffers are not carried by FX text)",
                        node.target
                    ),
                ))
            }
        }
        OpKind::CallFunction => {
            let call = Call {
                args: node.args.iter().map(|a| to_value(a, env, node)).collect::<Result<_, _>>()?,
                kwargs: node
                    .kwargs
                    .iter()
                    .map(|(k, a)| Ok((k.clone(), to_value(a, env, node)?)))
                    .collect::<Result<_, InterpError>>()?,
            };
            call_function(node, &call, scopes, check)
        }
        _ => Err(unsupported(node, "only call_function nodes are evaluated")),
    }
}

fn call_function(
    node: &Node,
    c: &Call,
    scopes: &[&Graph],
    check: bool,
) -> Result<Value, InterpError> {
    let target = node.target.as_str();
    if target == crate::ir::graph::INVOKE_QUANT_CLASS {
        return Ok(Value::Opaque("InvokeQuant".into()));
    }
    let Some(r) = op::lookup(node.op, target) else {
        return Err(unsupported(node, "not an op of the table"));
    };
    let kernel = ops::kernel(r.op);
    if !ops::complex::takes_complex(r.op) && touches_complex(node, c) {
        return Err(unsupported(node, "complex values (the interpreter has no kernel for them)"));
    }
    match (r.form, r.variant, kernel) {
        (_, _, Kernel::Unsupported(why)) => Err(unsupported(node, why)),
        (Form::Operator, _, Kernel::Python(py) | Kernel::RunOrPython(_, py)) => {
            match ops::python_operator(py, c) {
                Some(v) => v.map_err(|m| op_err(node, m)),
                None => Err(unsupported(node, "only on Python numbers")),
            }
        }
        (Form::Operator, ..) => Err(unsupported(node, "only on Python numbers")),
        (Form::Function | Form::Method, ..) => {
            Err(unsupported(node, "a Dynamo-level spelling; the post-grad graph has the aten op"))
        }
        // The functional value; `eval_graph_with` writes it into the target.
        (Form::Overload, Variant::InPlace, Kernel::Run(f) | Kernel::RunOrPython(f, _)) => {
            f(&ops::Cx { overload: r.overload }, c).map_err(|e| op_err(node, e.0))
        }
        (_, Variant::InPlace, _) => Err(unsupported(node, "in place, and not an aten overload")),
        (Form::Overload, _, Kernel::Subgraph) => call_subgraph(node, r.op, c, scopes, check),
        (Form::Overload | Form::PatternHandler, _, Kernel::Run(f) | Kernel::RunOrPython(f, _)) => {
            f(&ops::Cx { overload: r.overload }, c).map_err(|e| op_err(node, e.0))
        }
        (Form::Overload, _, Kernel::Python(_)) => Err(unsupported(node, "only `operator.*`")),
        (Form::PatternHandler, ..) => Err(unsupported(node, "a pattern handler without a kernel")),
    }
}

/// Whether a complex tensor is among the call's operands (lists included) or its result.
fn touches_complex(node: &Node, c: &Call) -> bool {
    fn complex(v: &Value) -> bool {
        match v {
            Value::Tensor(t) => t.dtype().is_complex(),
            Value::List(xs) => xs.iter().any(complex),
            _ => false,
        }
    }
    node.meta.tensor().is_some_and(|t| t.dtype.is_complex())
        || c.args.iter().chain(c.kwargs.iter().map(|(_, v)| v)).any(complex)
}

/// `invoke_quant(subgraph, *operands)`, `invoke_subgraph(subgraph, identifier, *operands)`.
/// codegen_low_precision only changes Inductor's generated code, not the reference numerics,
/// so the subgraph runs as written.
fn call_subgraph(
    node: &Node,
    op: Op,
    c: &Call,
    scopes: &[&Graph],
    check: bool,
) -> Result<Value, InterpError> {
    let name = match c.args.first() {
        Some(Value::Subgraph(s)) => s.clone(),
        _ => return Err(op_err(node, "first argument is not a subgraph")),
    };
    let skip = if op == Op::InvokeSubgraph { 2 } else { 1 };
    let sub = scopes
        .iter()
        .rev()
        .find_map(|g| g.subgraphs.get(&name))
        .ok_or_else(|| op_err(node, format!("no subgraph `{name}`")))?;
    let outs = eval_graph_with(sub, scopes, c.args.iter().skip(skip).cloned().collect(), check)?;
    let returns_tuple = sub
        .output()
        .and_then(|o| sub.node(o).args.first())
        .is_some_and(|a| matches!(a, Arg::Tuple(_) | Arg::List(_)));
    Ok(if returns_tuple || outs.len() != 1 {
        Value::List(outs)
    } else {
        outs.into_iter().next().unwrap_or(Value::None)
    })
}
