//! Extern steps through the reference interpreter: the FX node of an operation the JIT does
//! not compile (attention, other fallback kernels) is evaluated on tensors read from the
//! program's buffers, and its results are written back with the buffers' layouts. These steps
//! are reported as `jit: false` everywhere.
pub(super) mod attention;

use crate::interp::{self, Storage, Tensor};
use crate::ir::{Arg, Graph, Node, NodeId, OpKind};
use crate::kernel::compile::ExternRunner;
use crate::kernel::runtime::pool::Pool;
use crate::kernel::runtime::{Buffers, ExternFn};
use crate::kernel::views::operand_strides;
use crate::kernel::{KernelError, unsupported};
use crate::lower::buffer::IntLayout;
use crate::lower::{BufferKind, LoweredGraph, Operation, OperationKind};
use std::collections::HashMap;
use std::sync::Arc;

pub struct InterpExterns;

/// Why a tensor could not be read from or written to a program buffer.
#[derive(Debug, Clone, PartialEq, thiserror::Error)]
pub enum BufferError {
    #[error("no buffer {0}")]
    Missing(String),
    #[error("buffer {0} has no storage")]
    NoStorage(String),
    #[error("negative {what} in {buf}")]
    Negative { what: &'static str, buf: String },
    #[error("{buf}: {err}")]
    Tensor { buf: String, err: crate::interp::TensorError },
    #[error("result {result} does not fit buffer {buf} {size:?}")]
    DoesNotFit { result: String, buf: String, size: Vec<i64> },
    #[error("element {element} falls outside buffer {buf}")]
    Outside { element: usize, buf: String },
}

/// Why an extern step failed while the program ran.
#[derive(Debug, Clone, PartialEq, thiserror::Error)]
pub enum ExternError {
    #[error(transparent)]
    Buffer(#[from] BufferError),
    #[error(transparent)]
    Interp(#[from] interp::InterpError),
    #[error("{results} results for {buffers} buffers")]
    Arity { results: usize, buffers: usize },
    #[error("preparing the step for the bound sizes: {0}")]
    Prepare(String),
}

/// A tensor viewing a buffer's bytes with the given sizes, strides and offset.
pub fn read_tensor(
    bufs: &Buffers,
    name: &str,
    size: &[i64],
    stride: &[i64],
    offset: i64,
) -> Result<Tensor, BufferError> {
    let d = bufs.decl(name).ok_or_else(|| BufferError::Missing(name.to_string()))?;
    let bytes = bufs.bytes(name).ok_or_else(|| BufferError::NoStorage(name.to_string()))?;
    let terr = |err| BufferError::Tensor { buf: name.to_string(), err };
    let storage = Storage::from_le_bytes(d.dtype, bytes).map_err(terr)?;
    let negative = |what| BufferError::Negative { what, buf: name.to_string() };
    let us = |v: &[i64]| -> Result<Vec<usize>, BufferError> {
        v.iter().map(|x| usize::try_from(*x).map_err(|_| negative("size or stride"))).collect()
    };
    let off = usize::try_from(offset).map_err(|_| negative("offset"))?;
    Tensor::from_parts(Arc::new(storage), us(size)?, us(stride)?, off).map_err(terr)
}

/// Writes `t` into a buffer at the positions its layout gives each element.
pub fn write_tensor(
    bufs: &mut Buffers,
    name: &str,
    layout: &IntLayout,
    t: &Tensor,
) -> Result<(), BufferError> {
    let t = t
        .to_dtype(layout.dtype)
        .map_err(|err| BufferError::Tensor { buf: name.to_string(), err })?
        .contiguous();
    if t.sizes().iter().map(|s| *s as i64).collect::<Vec<_>>() != layout.size {
        return Err(BufferError::DoesNotFit {
            result: t.type_str(),
            buf: name.to_string(),
            size: layout.size.clone(),
        });
    }
    let src = t.storage().to_le_bytes();
    let es = layout.dtype.size_bytes();
    let dst = bufs.bytes_mut(name).ok_or_else(|| BufferError::NoStorage(name.to_string()))?;
    let n = layout.size.len();
    let mut idx = vec![0i64; n];
    for e in 0..t.numel() {
        let pos = (layout.offset + idx.iter().zip(&layout.stride).map(|(i, s)| i * s).sum::<i64>())
            as usize;
        let (Some(d), Some(s)) =
            (dst.get_mut(pos * es..(pos + 1) * es), src.get(e * es..(e + 1) * es))
        else {
            return Err(BufferError::Outside { element: e, buf: name.to_string() });
        };
        d.copy_from_slice(s);
        for k in (0..n).rev() {
            idx[k] += 1;
            if idx[k] < layout.size[k] {
                break;
            }
            idx[k] = 0;
        }
    }
    Ok(())
}

/// The FX node an origin names; `subgraph0.mul` is a node inside a called subgraph, and
/// `subgraph0.subgraph0.mul` one inside the subgraph that subgraph calls.
pub(crate) fn find_node<'a>(g: &'a Graph, origin: &str) -> Option<(&'a Graph, NodeId)> {
    if let Some(id) = g.find(origin) {
        return Some((g, id));
    }
    let (sub, name) = origin.split_once('.')?;
    find_node(g.subgraphs.get(sub)?, name)
}

/// What an invoke_quant subgraph's placeholder stands for: its caller's argument (through
/// every level of `origin`'s subgraph path), where the views from the realized buffer to the
/// value the extern reads are (a library custom op wrapped as invoke_quant reads its operand
/// through the caller's `reshape`). Anything else is itself.
fn caller_arg<'a>(
    root: &'a Graph,
    origin: &str,
    mut g: &'a Graph,
    mut a: NodeId,
) -> (&'a Graph, NodeId) {
    let path: Vec<&str> = origin.split('.').collect();
    let mut depth = path.len().saturating_sub(1);
    while depth > 0 && g.node(a).op == OpKind::Placeholder {
        let Some(parent) = path[..depth - 1].iter().try_fold(root, |gg, s| gg.subgraphs.get(*s))
        else {
            break;
        };
        let sub = path[depth - 1];
        let Some(idx) = g.placeholders().position(|p| p == a) else { break };
        let call = parent.ids().find(|&i| {
            let n = parent.node(i);
            n.is_invoke_quant()
                && n.args
                    .first()
                    .and_then(Arg::as_node)
                    .is_some_and(|s| parent.node(s).target == sub)
        });
        let Some(outer) =
            call.and_then(|c| parent.node(c).args.get(1 + idx)).and_then(Arg::as_node)
        else {
            break;
        };
        (g, a, depth) = (parent, outer, depth - 1);
    }
    (g, a)
}

fn remap(a: &Arg, map: &[(NodeId, NodeId)], ints: &[(NodeId, i64)]) -> Arg {
    match a {
        Arg::Node(n) => match ints.iter().find(|(o, _)| o == n) {
            Some((_, v)) => Arg::Int(*v),
            None => Arg::Node(map.iter().find(|(o, _)| o == n).map_or(*n, |(_, m)| *m)),
        },
        Arg::List(xs) => Arg::List(xs.iter().map(|x| remap(x, map, ints)).collect()),
        Arg::Tuple(xs) => Arg::Tuple(xs.iter().map(|x| remap(x, map, ints)).collect()),
        a => a.clone(),
    }
}

/// What an extern step needs at one size binding: the argument views, the one-node graph
/// (specialized to the binding), the destinations, or the native attention kernel.
struct Prepared {
    reads: Vec<(String, Vec<i64>, Vec<i64>, i64)>,
    mini: Graph,
    dests: Vec<(String, IntLayout)>,
    native: Option<self::attention::NativeAttention>,
}

impl Prepared {
    fn run(&self, bufs: &mut Buffers, pool: &mut Pool) -> Result<(), ExternError> {
        if let Some(native) = &self.native {
            return native.run(bufs, pool);
        }
        let mut ts = vec![];
        for (buf, shape, st, off) in &self.reads {
            ts.push(read_tensor(bufs, buf, shape, st, *off)?);
        }
        let outs = interp::run_graph(&self.mini, &ts)?;
        // A tuple-returning op comes back as one tensor per element.
        if outs.len() < self.dests.len() {
            return Err(ExternError::Arity { results: outs.len(), buffers: self.dests.len() });
        }
        for ((b, l), t) in self.dests.iter().zip(&outs) {
            write_tensor(bufs, b, l, t)?;
        }
        Ok(())
    }
}

impl ExternRunner for InterpExterns {
    fn make(
        &self,
        graph: &Graph,
        lowered: &LoweredGraph,
        op: &Operation,
    ) -> Result<ExternFn, KernelError> {
        // MultiOutput buffers are written by the kernel that produced the tuple.
        match &op.kind {
            OperationKind::Extern { class: BufferKind::MultiOutput, .. } => {
                return Ok(Box::new(|_, _| Ok(())));
            }
            // A matmul template the JIT could not compile runs as its FX node, like an extern.
            OperationKind::Extern { .. } | OperationKind::Template { .. } => {}
            _ => return Err(unsupported(&op.name, "not an extern kernel")),
        }
        if !crate::ir::specialize::is_dynamic(graph) {
            let p = prepare(graph, lowered, op, &HashMap::new())?;
            return Ok(Box::new(move |bufs: &mut Buffers, pool: &mut Pool| p.run(bufs, pool)));
        }
        // A graph with size symbols: the step is prepared again when the program is bound to
        // other sizes (views, the specialized one-node graph and destinations depend on them).
        let (graph, lowered, op) = (graph.clone(), lowered.clone(), op.clone());
        let mut cache: Option<(HashMap<String, i64>, Prepared)> = None;
        Ok(Box::new(move |bufs: &mut Buffers, pool: &mut Pool| {
            let b = bufs.binding().clone();
            if cache.as_ref().is_none_or(|(cb, _)| *cb != b) {
                let p = prepare(&graph, &lowered, &op, &b)
                    .map_err(|e| ExternError::Prepare(e.to_string()))?;
                cache = Some((b, p));
            }
            match &cache {
                Some((_, p)) => p.run(bufs, pool),
                None => Err(ExternError::Prepare("not prepared".into())),
            }
        }))
    }
}

/// The extern step of `op` at size binding `env` (empty for a static graph).
fn prepare(
    graph: &Graph,
    lowered: &LoweredGraph,
    op: &Operation,
    env: &HashMap<String, i64>,
) -> Result<Prepared, KernelError> {
    let fail = |msg: String| unsupported(&op.name, msg);
    let (OperationKind::Extern { inputs, .. } | OperationKind::Template { inputs, .. }) = &op.kind
    else {
        return Err(fail("not an extern kernel".into()));
    };
    // `InplaceCopyFallback(dst, src)` runs its FX node (the conversion) on `src` alone; the
    // result lands in `dst`, the buffer it mutates.
    let inputs = match &op.kind {
        OperationKind::Extern { class: BufferKind::InplaceCopyFallback, .. } => {
            inputs.get(1..).unwrap_or_default()
        }
        _ => inputs.as_slice(),
    };
    let layout = |b: &str| {
        lowered
            .buffer(b)
            .and_then(|x| x.layout.eval(env))
            .ok_or_else(|| fail(format!("unknown buffer {b}")))
    };
    let ((g, id), origin) = op
        .origins
        .iter()
        .rev()
        .find_map(|o| find_node(graph, o).map(|r| (r, o)))
        .ok_or_else(|| fail(format!("no FX node among {:?}", op.origins)))?;
    let node = g.node(id).clone();
    // Tensor arguments in the order lowering realized them (args, then kwargs, lists
    // flattened); subgraph arguments (`invoke_subgraph(subgraph0, ...)`) are copied.
    let mut arg_nodes: Vec<NodeId> = vec![];
    let mut attrs: Vec<NodeId> = vec![];
    for a in crate::lower::tensor_args(&node) {
        if let Arg::Node(n) = a {
            if g.node(*n).meta.tensor().is_some() {
                arg_nodes.push(*n);
            } else if g.node(*n).op == OpKind::GetAttr {
                attrs.push(*n);
            }
        }
    }
    if arg_nodes.len() != inputs.len() {
        return Err(fail(format!(
            "{} tensor arguments for {} input buffers",
            arg_nodes.len(),
            inputs.len()
        )));
    }
    let mut reads = vec![];
    for (a, buf) in arg_nodes.iter().zip(inputs) {
        let l = layout(buf)?;
        let shape: Vec<i64> = g
            .node(*a)
            .meta
            .tensor()
            .and_then(|t| t.shape.iter().map(|d| d.eval(env).ok()).collect())
            .ok_or_else(|| fail("argument shape with an unbound size".into()))?;
        let (ga, aa) = caller_arg(graph, origin, g, *a);
        let (off, st) = operand_strides(
            ga,
            aa,
            crate::kernel::compile::producer_origins(lowered, buf),
            &l.size,
            &l.stride,
            l.offset,
            env,
        )
        .ok_or_else(|| fail(format!("argument {buf} is not a view of its buffer")))?;
        reads.push((buf.clone(), shape, st, off));
    }
    // One-node graph: placeholders for the tensor arguments, the node, its output.
    let mut mini = Graph::new(format!("extern_{}", op.name));
    let mut map = vec![];
    for (a, buf) in arg_nodes.iter().zip(inputs) {
        let mut p = Node::new(
            format!("in_{}", map.len()),
            OpKind::Placeholder,
            format!("in_{}", map.len()),
        );
        p.meta = g.node(*a).meta.clone();
        // Lowering may hand the kernel a converted input (`cumsum` of bools reads the i64
        // cast Inductor makes first): the placeholder has the buffer's dtype.
        if let (Some(crate::ir::ValMeta::Tensor(t)), Some(b)) =
            (p.meta.val.as_mut(), lowered.buffer(buf))
        {
            t.dtype = b.layout.dtype;
        }
        map.push((*a, mini.push(p)));
    }
    for a in &attrs {
        map.push((*a, mini.push(g.node(*a).clone())));
    }
    let mut call = node.clone();
    // A SymInt argument (`view(x, [arg0_1, 128])`) is its value at the binding.
    let ints: Vec<(NodeId, i64)> = sym_args(g, &node, env);
    call.args = node.args.iter().map(|a| remap(a, &map, &ints)).collect();
    call.kwargs = node.kwargs.iter().map(|(k, a)| (k.clone(), remap(a, &map, &ints))).collect();
    let cid = mini.push(call);
    // Only the subgraphs the call names (`invoke_subgraph(subgraph0, ...)`): a recognized
    // library graph has an invoke_quant body per linear, and copying them all into every
    // step made its `cumsum` step 30x slower than the same step of the graph as written.
    mini.subgraphs = attrs
        .iter()
        .filter_map(|a| {
            let t = &g.node(*a).target;
            g.subgraphs.get(t).map(|s| (t.clone(), s.clone()))
        })
        .collect();
    // Where results go: the op's own buffer, or the MultiOutput buffers reading it, each
    // with its tuple index. Lowering names a tuple's MultiOutput buffers right after the
    // kernel's own buffer, in element order, and keeps the names of dead ones, so the index
    // is the distance in buffer numbers (a dead `lse` does not shift the live `out`).
    let number = |b: &str| b.strip_prefix("buf").and_then(|n| n.parse::<i64>().ok());
    let mut dests: Vec<(String, IntLayout)> = vec![];
    let mut dest_index: Vec<i64> = vec![];
    let mut results = vec![];
    for o in &lowered.operations {
        if let OperationKind::Extern { class: BufferKind::MultiOutput, inputs: mi, .. } = &o.kind
            && let Some(parent) = op.outputs.iter().find(|b| mi.contains(b))
        {
            for b in &o.outputs {
                let i = match (number(b), number(parent)) {
                    (Some(x), Some(p)) if x > p => x - p - 1,
                    _ => {
                        return Err(fail(format!("cannot tell which tuple element {b} is")));
                    }
                };
                let mut gi = Node::new(
                    format!("getitem_{i}"),
                    OpKind::CallFunction,
                    crate::ir::graph::GETITEM,
                );
                gi.args = vec![Arg::Node(cid), Arg::Int(i)];
                results.push(Arg::Node(mini.push(gi)));
                dest_index.push(i);
                dests.push((b.clone(), layout(b)?));
            }
        }
    }
    if dests.is_empty() {
        for b in &op.outputs {
            dests.push((b.clone(), layout(b)?));
        }
        results.push(Arg::Node(cid));
    }
    let native = native_attention(&node, &reads, &dests, &dest_index, lowered);
    let mut out = Node::new("output", OpKind::Output, "output");
    out.args = vec![Arg::Tuple(results)];
    mini.push(out);
    if !env.is_empty() {
        let bt: std::collections::BTreeMap<String, i64> =
            env.iter().map(|(k, v)| (k.clone(), *v)).collect();
        mini = crate::ir::specialize::specialize(&mini, &bt)
            .map_err(|e| fail(format!("specializing the extern call: {e}")))?;
    }
    Ok(Prepared { reads, mini, dests, native })
}

/// The values of the SymInt nodes `node` takes, at `env`.
fn sym_args(g: &Graph, node: &Node, env: &HashMap<String, i64>) -> Vec<(NodeId, i64)> {
    fn walk(a: &Arg, out: &mut Vec<NodeId>) {
        match a {
            Arg::Node(n) => out.push(*n),
            Arg::List(xs) | Arg::Tuple(xs) => xs.iter().for_each(|x| walk(x, out)),
            _ => {}
        }
    }
    let mut ids = vec![];
    node.args.iter().chain(node.kwargs.iter().map(|(_, a)| a)).for_each(|a| walk(a, &mut ids));
    ids.into_iter()
        .filter_map(|id| match &g.node(id).meta.val {
            Some(crate::ir::ValMeta::Sym(e)) => Some((id, e.eval(env).ok()?)),
            _ => None,
        })
        .collect()
}

/// The attention extern reading the buffers directly, when the call is one it covers: the CPU
/// flash op without dropout on 2-d-or-more f32/f64/half operands whose batch dims match, or
/// group query heads over fewer key/value heads.
fn native_attention(
    node: &Node,
    reads: &[(String, Vec<i64>, Vec<i64>, i64)],
    dests: &[(String, IntLayout)],
    dest_index: &[i64],
    lowered: &LoweredGraph,
) -> Option<self::attention::NativeAttention> {
    let r = crate::op::lookup_node(node)?;
    if r.op != crate::op::Op::SdpaFlashCpu {
        return None;
    }
    let arg = |i: usize, k: &str| node.args.get(i).or_else(|| node.kwarg(k));
    if arg(3, "dropout_p").and_then(Arg::as_f64).is_some_and(|p| p != 0.0) {
        return None;
    }
    let causal = matches!(arg(4, "is_causal"), Some(Arg::Bool(true)));
    let scale = node.kwarg("scale").and_then(Arg::as_f64);
    let has_mask = matches!(node.kwarg("attn_mask"), Some(Arg::Node(_)));
    let [q, k, v, rest @ ..] = reads else { return None };
    let mask = match (has_mask, rest) {
        (true, [m]) => Some(m.clone()),
        (false, []) => None,
        _ => return None,
    };
    let nd = q.1.len();
    let batch = |o: &(String, Vec<i64>, Vec<i64>, i64)| -> Option<Vec<usize>> {
        (o.1.len() == nd && nd >= 2)
            .then(|| o.1[..nd - 2].iter().map(|&d| d.max(0) as usize).collect())
    };
    let (qb, kb, vb) = (batch(q)?, batch(k)?, batch(v)?);
    crate::interp::ops::attention::kv_group(&qb, &kb, &vb)?;
    let dtype_ok =
        |name: &str| lowered.buffer(name).is_some_and(|b| self::attention::reads(b.layout.dtype));
    if ![q, k, v].into_iter().chain(mask.as_ref()).all(|o| dtype_ok(&o.0)) {
        return None;
    }
    let dest = |i: i64| dest_index.iter().position(|&d| d == i).and_then(|p| dests.get(p)).cloned();
    Some(self::attention::NativeAttention {
        q: q.clone(),
        k: k.clone(),
        v: v.clone(),
        mask,
        causal,
        scale,
        out: dest(0)?,
        lse: dest(1),
    })
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn an_extern_step_carries_only_the_subgraphs_its_call_names() {
        // cumsum runs as an extern; the invoke_quant body beside it is none of its business
        // (copying every body into every step made steps of recognized library graphs slow).
        let text = r#"class <lambda>(torch.nn.Module):
    def forward(self, arg0_1: "f32[8]", arg1_1: "f32[8]"):
        subgraph0 = self.subgraph0
        invoke_quant_1: "f32[8]" = torch.ops.higher_order.invoke_quant(subgraph0, arg0_1, arg1_1, scheme = 'nf4');  subgraph0 = arg0_1 = None
        cumsum: "f32[8]" = torch.ops.aten.cumsum.default(arg1_1, 0);  arg1_1 = None
        add_1: "f32[8]" = torch.ops.aten.add.Tensor(invoke_quant_1, cumsum);  invoke_quant_1 = cumsum = None
        return (add_1,)

    class subgraph0(torch.nn.Module):
        def forward(self, arg0_1: "f32[8]", arg1_1: "f32[8]"):
            mul: "f32[8]" = torch.ops.aten.mul.Tensor(arg0_1, arg1_1);  arg0_1 = arg1_1 = None
            return mul
"#;
        let g = crate::import::fx::parse_graph(text, "t.txt").expect("parses");
        assert_eq!(g.subgraphs.len(), 1);
        let lowered = crate::lower::lower(&g, &crate::lower::LowerOptions::cpu()).expect("lowers");
        let op = lowered
            .operations
            .iter()
            .find(|o| {
                o.origins.iter().any(|n| n == "cumsum")
                    && matches!(o.kind, OperationKind::Extern { .. })
            })
            .expect("cumsum is an extern step");
        let p = prepare(&g, &lowered, op, &HashMap::new()).expect("prepares");
        assert!(p.mini.subgraphs.is_empty(), "{:?}", p.mini.subgraphs.keys().collect::<Vec<_>>());
        assert_eq!(p.mini.nodes.iter().filter(|n| n.target.contains("cumsum")).count(), 1);
    }
}
