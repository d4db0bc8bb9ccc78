//! Lowering: a post-grad FX graph → Inductor's IR (buffers and the operations writing them), the
//! way `GraphLowering.run_node` does it. Pointwise ops stay lazy loaders until something forces
//! them into a buffer: reductions (always), extern-kernel inputs, multiple users with heavy ops or
//! many reads (`should_realize_on_reuse`), accumulated reads, graph outputs, and the outputs of an
//! `invoke_quant` subgraph, which is inlined and whose realized op names are recorded in
//! `invoke_quant_ops` (and `low_precision_codegen_ops` when `codegen_low_precision`).
mod argmax;
pub mod body;
pub mod buffer;
mod complex;
mod conv;
pub mod eager_strides;
mod error;
mod externs;
pub mod index;
pub mod index_prop;
mod linalg;
mod more;
mod ops;
mod pad;
mod pool;
pub mod realize;
mod scatter;
mod sdpa;
pub mod sizevars;
pub mod value;
mod views;

use crate::ir::loop_body;
use crate::ir::ops_handler::OpsName;
use crate::ir::{Arg, DType, Graph, Node, NodeId, OpKind};
use crate::op::{self, Op};
pub use buffer::{Body, Buffer, BufferKind, FixedLayout, LoweredGraph, Operation, OperationKind};
pub use error::{LowerCause, LowerError};
pub use externs::tensor_args;
pub use ops::{Claim, claim, claim_overload};
use realize::Computation;
use std::cell::RefCell;
use std::collections::HashMap;
use std::rc::Rc;
use value::{LayoutCell, LayoutState, StorageState, TensorBox};

/// Which backend lowering targets: the device string in layouts, and whether `mm`/`addmm`
/// become extern kernel calls (Inductor on CPU without max-autotune) or templates that
/// prologues and epilogues can fuse into (Triton, and quantbench's own JIT).
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct LowerOptions {
    pub device: String,
    pub mm_as_template: bool,
    /// Inductor's `config.force_pointwise_cat`: every `cat` becomes one pointwise read of its
    /// inputs (so it can fuse, e.g. an nf4 nibble unpack into a matmul prologue) instead of a
    /// `ConcatKernel` or, for int8/uint8 on CPU, an aten fallback.
    pub pointwise_cat: bool,
    /// `pointwise_cat` inside invoke_quant subgraphs only: where a dequant's `cat` (nibble
    /// halves) fuses into its matmul's prologue. Elsewhere a pointwise cat computes every input
    /// at every element (`where` picks one), twice the work of a `ConcatKernel` for two inputs.
    pub pointwise_cat_in_invoke_quant: bool,
    /// Hints for size symbols (`SizeVarAllocator`'s): those the graph's shape environment
    /// does not give, or overriding it.
    pub size_hints: std::collections::BTreeMap<String, i64>,
    /// `ComputedBuffer.simplify_and_reorder`'s `should_merge_loops`: `not is_gpu(device) or not
    /// config.loop_ordering_after_fusion`. On GPU, loops stay as the buffer's sizes until
    /// `Scheduler.merge_loops` after fusion, so `ir_pre_fusion.txt` shows `{p0: 64, p1: 64}`.
    pub merge_loops: bool,
    /// Templates are `MultiTemplateBuffer`s (max-autotune with `benchmark_epilogue_fusion`).
    pub multi_template: bool,
    /// The GPU `cat`'s `any_input_has_multi_consumers` check (see
    /// `sched::Config::cat_multi_consumer_check`).
    pub cat_multi_consumer_check: bool,
    /// `MultiOutput.get_read_writes`' `MemoryDep` write (see
    /// `sched::Config::multi_output_memory_dep`).
    pub multi_output_memory_dep: bool,
    /// `cumsum`/`cumprod` as an `ir.Scan` loop body (Inductor on GPU; the workbench, whose JIT
    /// runs scans) instead of Inductor's CPU aten fallback.
    pub scan_loops: bool,
    /// A plain f32 convolution as im2col and the matmul template (the workbench, whose JIT
    /// compiles it; see `lower::conv`) instead of Inductor's `extern_kernels.convolution`.
    pub conv_as_template: bool,
}

impl LowerOptions {
    pub fn cpu() -> LowerOptions {
        LowerOptions {
            device: "cpu".into(),
            mm_as_template: false,
            pointwise_cat: false,
            pointwise_cat_in_invoke_quant: false,
            size_hints: Default::default(),
            merge_loops: true,
            multi_template: false,
            cat_multi_consumer_check: true,
            multi_output_memory_dep: true,
            scan_loops: false,
            conv_as_template: false,
        }
    }
    pub fn gpu() -> LowerOptions {
        LowerOptions {
            device: "cuda:0".into(),
            mm_as_template: true,
            pointwise_cat: false,
            pointwise_cat_in_invoke_quant: false,
            size_hints: Default::default(),
            merge_loops: false,
            multi_template: false,
            cat_multi_consumer_check: true,
            multi_output_memory_dep: true,
            scan_loops: true,
            conv_as_template: false,
        }
    }
    pub fn is_cpu(&self) -> bool {
        self.device == "cpu"
    }
}

/// A lowered FX value.
#[derive(Clone)]
pub(crate) enum Value {
    Tensor(TensorBox),
    Multi(Vec<Option<TensorBox>>),
    Subgraph(String),
    Scalar(f64),
    /// A symbolic int (`arg0_1: "Sym(s70)"`, `add: "Sym(s70 + 1)"`): its annotation's
    /// expression, as Inductor takes a SymInt node's value from its meta.
    Sym(index::Expr),
    None,
}

pub(crate) struct Lowering<'a> {
    pub opts: &'a LowerOptions,
    pub out: LoweredGraph,
    /// The graphs being lowered, outermost first, with their node-name prefixes: an
    /// invoke_quant names a subgraph of the graph it is in (each level of a print has its own
    /// `subgraph0`), and its nodes are named `subgraph0.subgraph0.mul` after the path.
    pub(super) scope: Vec<(&'a Graph, String)>,
    /// For the node being lowered: the dtype and size of each tuple element its `getitem`
    /// users read (a tuple-valued call has no annotation of its own).
    pub tuple_elems: Vec<Option<(DType, Vec<index::Expr>)>>,
    /// The index of the node being lowered in its graph (what [`Self::eager`] is indexed by).
    pub node_index: usize,
    /// Eager strides of the graph being lowered, by node index ([`eager_strides`]).
    pub eager: Vec<Option<Vec<i64>>>,
    /// Every `ComputedBuffer`, in creation order: its body is traced when lowering ends, once
    /// every layout is final (Inductor traces `LoopBody`s at scheduling, after
    /// `GraphLowering.finalize` decided the flexible layouts).
    pending: Vec<PendingBody>,
    pub sv: sizevars::SizeVars,
    /// [`eager_strides`] of every graph lowered so far (the root and the subgraphs, which
    /// outlive lowering), by address.
    eager_of: HashMap<*const Graph, Vec<Option<Vec<i64>>>>,
    /// `nodes_prefer_channels_last` of the root graph, by node index (empty without
    /// `layout_opt`).
    prefer_channels_last: std::collections::HashSet<usize>,
    /// Custom ops lowered so far: `GraphLowering.call_function` makes a custom op's fallback
    /// when it first meets it, and `make_fallback` adds the op to `needs_realized_inputs`, so
    /// only values whose users come after that first call get the `realize_hint`.
    implicit_fallbacks: std::collections::HashSet<Op>,
}

struct PendingBody {
    op: usize,
    name: String,
    c: Computation,
    cell: LayoutCell,
    /// For a mutation: where it stores (its printed layout is the target's, decided last).
    scatter: Option<scatter::ScatterStore>,
}

/// How a flexible layout is frozen.
pub(crate) enum Freeze<'a> {
    /// `freeze_layout()`: the provisional contiguous strides.
    Contiguous,
    /// `decide_layout()`: the fill order of the reads (`get_fill_order`).
    Decide,
    /// `freeze_layout_with_stride_order`.
    Order(&'a [usize]),
    /// `freeze_layout_with_exact_strides`.
    Exact(&'a [index::Expr]),
}

/// Lowers a post-grad graph.
pub fn lower(graph: &Graph, opts: &LowerOptions) -> Result<LoweredGraph, LowerError> {
    let hints = size_hints(graph, opts);
    let mut l = Lowering {
        opts,
        out: LoweredGraph {
            size_hints: hints.clone(),
            unmerged_loops: !opts.merge_loops,
            multi_output_star_dep: !opts.multi_output_memory_dep,
            ..LoweredGraph::default()
        },
        scope: vec![(graph, String::new())],
        tuple_elems: vec![],
        node_index: 0,
        eager: vec![],
        pending: vec![],
        implicit_fallbacks: Default::default(),
        sv: sizevars::SizeVars::new(&hints),
        eager_of: HashMap::new(),
        prefer_channels_last: if opts.is_cpu() {
            nodes_prefer_channels_last(graph)
        } else {
            Default::default()
        },
    };
    let outputs = l.run_graph(graph, None, "")?;
    let mut outs = vec![];
    for v in outputs {
        if let Value::Tensor(t) = v {
            let name = l.realize_input(&t, &[]).map_err(|c| LowerError::Outputs(Box::new(c)))?;
            outs.push((t, name));
        }
    }
    l.finalize()?;
    for (t, name) in outs {
        let view = match t.as_strided() {
            Some((n, layout)) if n == name => layout,
            _ => l.out.buffer(&name).map(|b| b.layout.clone()).ok_or_else(|| {
                LowerError::Outputs(Box::new(LowerCause::NoLayout(format!("output buffer {name}"))))
            })?,
        };
        l.out.graph_outputs.push(name);
        l.out.graph_output_views.push(view);
    }
    l.eliminate_dead_ops();
    Ok(l.out)
}

/// The hint of every size symbol: the graph's shape environment (a TORCH_TRACE log's
/// `create_symbol` hints), overridden by the options.
fn size_hints(g: &Graph, opts: &LowerOptions) -> std::collections::BTreeMap<String, i64> {
    let mut h = std::collections::BTreeMap::new();
    if let Some(env) = g.shape_env.0.as_deref() {
        for s in &env.symbols {
            if let Some((v, _)) = env.value_of(&s.name) {
                h.insert(s.name.clone(), v);
            }
        }
    }
    h.extend(opts.size_hints.iter().map(|(k, v)| (k.clone(), *v)));
    h
}

/// A tensor annotation's sizes as expressions.
pub fn meta_shape(t: &crate::ir::TensorMeta) -> Result<Vec<index::Expr>, LowerCause> {
    t.shape
        .iter()
        .map(|d| {
            index::Expr::from_sym_int(d).ok_or_else(|| LowerCause::SymbolicShape(d.to_string()))
        })
        .collect()
}

/// The value of a node annotated `Sym(...)`: its expression (a number once specialized).
fn sym_value(node: &Node) -> Result<Option<Value>, LowerCause> {
    let Some(crate::ir::ValMeta::Sym(e)) = &node.meta.val else { return Ok(None) };
    let d = crate::ir::SymInt::Expr(e.clone());
    let v =
        index::Expr::from_sym_int(&d).ok_or_else(|| LowerCause::SymbolicShape(d.to_string()))?;
    Ok(Some(Value::Sym(v)))
}

/// The symbolic strides of a dense layout whose strides at the hints are `at_hints`: each dim's
/// stride is the product of the sizes of the (non-size-1) dims with smaller strides, so a
/// size-1 dim keeps eager's stride too (`[2, 1, s0]` at strides `[1, 2, 2]`). Each size counts
/// as `Max(1, size)`, as `make_contiguous_strides_for` multiplies them (`sym_max(l, 1)`), which
/// the shape environment folds to the size where its value ranges show it is at least 1:
/// `sizes` holds the symbols known to be (an input tensor's, at least 2 under Dynamo).
fn dense_strides_like(
    size: &[index::Expr],
    at_hints: &[i64],
    sizes: &std::collections::HashSet<String>,
) -> Vec<index::Expr> {
    (0..size.len())
        .map(|i| {
            let below: Vec<index::Expr> = (0..size.len())
                .filter(|&j| j != i && !size[j].is_one() && at_hints[j] < at_hints[i])
                .map(|j| {
                    if lower_bound(&size[j], sizes).is_some_and(|lo| lo >= 1) {
                        size[j].clone()
                    } else {
                        size[j].max_c(1)
                    }
                })
                .collect();
            index::Expr::product(&below)
        })
        .collect()
}

/// A lower bound of `e` where each symbol of `sizes` is at least 2 and any other is unbounded
/// (an int the function takes); `None` where there is none.
fn lower_bound(e: &index::Expr, sizes: &std::collections::HashSet<String>) -> Option<i64> {
    let atom_lo = |a: &index::Atom| -> Option<i64> {
        match a {
            index::Atom::Sym(s) if sizes.contains(s) => Some(2),
            index::Atom::Prod(fs) => fs.iter().try_fold(1i64, |acc, f| match f {
                index::Atom::Sym(s) if sizes.contains(s) => acc.checked_mul(2),
                _ => None,
            }),
            _ => None,
        }
    };
    e.terms().iter().try_fold(e.constant(), |lo, (a, c)| {
        if *c < 0 {
            return None;
        }
        lo.checked_add(c.checked_mul(atom_lo(a)?)?)
    })
}

/// The symbols of the root graph's input tensors' sizes.
fn input_size_symbols(g: &Graph) -> std::collections::HashSet<String> {
    let mut out = std::collections::HashSet::new();
    for id in g.placeholders() {
        for d in g.node(id).meta.tensor().map(|m| m.shape.as_slice()).unwrap_or_default() {
            if let crate::ir::SymInt::Expr(e) = d {
                out.extend(e.symbols());
            }
        }
    }
    out
}

/// Whether eager strides `s` (at the hints) pack `size` densely.
fn dense_at_hints(size: &[index::Expr], s: &[i64], sv: &sizevars::SizeVars) -> bool {
    eager_strides::is_dense(&sv.size_hints(size), s)
}

/// Distinct users of every node, in program order.
fn distinct_users(g: &Graph) -> Vec<Vec<NodeId>> {
    let mut users: Vec<Vec<NodeId>> = vec![vec![]; g.nodes.len()];
    for (i, n) in g.nodes.iter().enumerate() {
        for inp in n.input_nodes() {
            if let Some(u) = users.get_mut(inp.idx()) {
                u.push(NodeId(i as u32));
            }
        }
    }
    users
}

/// `GraphLowering.find_nodes_prefer_channels_last` under `decide_layout_opt`, which on CPU with
/// mkldnn turns layout optimization on for every graph with a convolution: the convolutions,
/// every node one of whose users is in the set (walking back; `bmm` stops it), then the users
/// of those up to the last convolution (walking forward).
fn nodes_prefer_channels_last(g: &Graph) -> std::collections::HashSet<usize> {
    use crate::op::{Op, lookup_node};
    let mut set = std::collections::HashSet::new();
    let op = |n: &Node| lookup_node(n).map(|r| r.op);
    if !g.nodes.iter().any(|n| op(n) == Some(Op::Convolution)) {
        return set;
    }
    let users = distinct_users(g);
    let mut last_conv = None;
    for (i, n) in g.nodes.iter().enumerate().rev() {
        match op(n) {
            Some(Op::Convolution) => {
                set.insert(i);
                last_conv.get_or_insert(i);
            }
            Some(Op::Bmm) => {}
            _ => {
                if users[i].iter().any(|u| set.contains(&u.idx())) {
                    set.insert(i);
                }
            }
        }
    }
    for (i, node_users) in users.iter().enumerate() {
        if Some(i) == last_conv {
            break;
        }
        if set.contains(&i) {
            for u in node_users {
                if op(&g.nodes[u.idx()]) != Some(Op::Bmm) {
                    set.insert(u.idx());
                }
            }
        }
    }
    set
}

/// Ops whose inputs Inductor realizes when a value has several users (`needs_realized_inputs`
/// of lowering.py, and the attention fallbacks).
const NEEDS_REALIZED_INPUTS: &[Op] = &[
    Op::Mm,
    Op::Bmm,
    Op::IntMm,
    Op::AsStrided,
    Op::Convolution,
    Op::SdpaFlashCpu,
    Op::SdpaEfficient,
    Op::SdpaFlash,
];

/// What the `getitem` users of a node say about the tuple elements they read.
fn tuple_elems(g: &Graph, users: &[NodeId]) -> Vec<Option<(DType, Vec<index::Expr>)>> {
    let mut out: Vec<Option<(DType, Vec<index::Expr>)>> = vec![];
    for &u in users {
        let Some(n) = g.get(u) else { continue };
        if n.target != crate::ir::graph::GETITEM {
            continue;
        }
        let (Some(i), Some(t)) = (n.args.get(1).and_then(Arg::as_int), n.meta.tensor()) else {
            continue;
        };
        let (Ok(i), Ok(shape)) = (usize::try_from(i), meta_shape(t)) else { continue };
        if out.len() <= i {
            out.resize(i + 1, None);
        }
        out[i] = Some((t.dtype, shape));
    }
    out
}

fn needs_realized_inputs(node: &Node) -> bool {
    // Any spelling of the op: the list is Inductor's, keyed by OpOverloadPacket.
    op::lookup_node(node).is_some_and(|r| NEEDS_REALIZED_INPUTS.contains(&r.op))
}

const HEAVY_CPU_OPS: &[OpsName] = &[
    OpsName::Exp,
    OpsName::Log,
    OpsName::Log10,
    OpsName::Log1p,
    OpsName::Log2,
    OpsName::Sigmoid,
    OpsName::Tanh,
];

impl<'a> Lowering<'a> {
    pub(crate) fn device(&self) -> String {
        self.opts.device.clone()
    }

    fn run_graph(
        &mut self,
        g: &Graph,
        inputs: Option<Vec<Value>>,
        prefix: &str,
    ) -> Result<Vec<Value>, LowerError> {
        // An invoke_quant subgraph is lowered at every call: its eager strides once.
        let key: *const Graph = g;
        let strides = match self.eager_of.get(&key) {
            Some(s) => s.clone(),
            None => {
                let s = eager_strides::eager_strides(g, self.sv.hints());
                self.eager_of.insert(key, s.clone());
                s
            }
        };
        let outer = std::mem::replace(&mut self.eager, strides);
        let r = self.run_graph_nodes(g, inputs, prefix);
        self.eager = outer;
        r
    }

    fn run_graph_nodes(
        &mut self,
        g: &Graph,
        inputs: Option<Vec<Value>>,
        prefix: &str,
    ) -> Result<Vec<Value>, LowerError> {
        let mut env: Vec<Value> = Vec::with_capacity(g.nodes.len());
        let mut next_input = 0usize;
        let users = distinct_users(g);
        for (i, node) in g.nodes.iter().enumerate() {
            let err = |cause: LowerCause| LowerError::Node {
                node: format!("{prefix}{}", node.name),
                target: node.target.clone(),
                cause: Box::new(cause),
            };
            let v = match node.op {
                OpKind::Placeholder => match &inputs {
                    Some(vals) => {
                        let v = vals
                            .get(next_input)
                            .cloned()
                            .ok_or_else(|| err(LowerCause::MissingOperand))?;
                        next_input += 1;
                        v
                    }
                    None => self.graph_input(node).map_err(err)?,
                },
                OpKind::GetAttr => self.get_attr(g, node).map_err(err)?,
                OpKind::Output => {
                    let mut outs = vec![];
                    let flat = flatten_output(node.args.first());
                    for a in flat {
                        outs.push(self.arg_value(&env, &a).map_err(err)?);
                    }
                    return Ok(outs);
                }
                OpKind::CallFunction | OpKind::CallMethod | OpKind::CallModule
                    if let Some(v) = sym_value(node).map_err(err)? =>
                {
                    v
                }
                OpKind::CallFunction | OpKind::CallMethod | OpKind::CallModule => {
                    let origin = format!("{prefix}{}", node.name);
                    self.tuple_elems = tuple_elems(g, &users[i]);
                    self.node_index = i;
                    let v = self.call(node, &env, &origin).map_err(err)?;
                    if let Value::Tensor(t) = &v {
                        let is_output = users[i]
                            .iter()
                            .any(|u| g.nodes.get(u.idx()).is_some_and(|n| n.op == OpKind::Output));
                        // A subgraph's outputs too: `invoke_quant` runs its nodes through
                        // `run_node`, whose output check sees the subgraph's output node.
                        if is_output {
                            self.require_exact_strides(t, node, i).map_err(err)?;
                        }
                        self.after_node(g, i, t, &users[i]).map_err(err)?;
                    }
                    v
                }
            };
            env.push(v);
        }
        Err(LowerError::NoOutput(g.name.clone()))
    }

    /// `GraphLowering.get_attr`: a subgraph, or a tensor constant (`_tensor_constant0`, lifted
    /// by AOT from a `torch.tensor(...)` in the model). FX text carries no constant's value, so
    /// one is a lazy value that fails when a body reads it: a constant nobody reads (joint-graph
    /// constant folding leaves them behind) lowers to nothing, as Inductor's `Constant` does.
    fn get_attr(&self, g: &Graph, node: &Node) -> Result<Value, LowerCause> {
        let Some(t) = node.meta.tensor().filter(|_| !g.subgraphs.contains_key(&node.target)) else {
            return Ok(Value::Subgraph(node.target.clone()));
        };
        let target = node.target.clone();
        let loader: value::Loader = Rc::new(move |_: &mut body::BodyBuilder, _: &[index::Expr]| {
            Err(LowerCause::UnknownConstant(target.clone()))
        });
        let size = meta_shape(t)?;
        let origins = vec![node.name.clone()];
        Ok(Value::Tensor(TensorBox::pointwise(value::Pointwise {
            size,
            dtype: t.dtype,
            loader,
            origins,
        })))
    }

    fn graph_input(&mut self, node: &Node) -> Result<Value, LowerCause> {
        if let Some(v) = sym_value(node)? {
            return Ok(v);
        }
        let Some(t) = node.meta.tensor() else { return Ok(Value::None) };
        let shape = meta_shape(t)?;
        let layout = FixedLayout::contiguous(&self.device(), t.dtype, &shape);
        self.out.graph_inputs.push(Buffer {
            name: node.name.clone(),
            kind: BufferKind::InputBuffer,
            layout: layout.clone(),
            op: None,
        });
        Ok(Value::Tensor(TensorBox::buffer(&node.name, layout)))
    }

    pub(crate) fn arg_value(&self, env: &[Value], a: &Arg) -> Result<Value, LowerCause> {
        Ok(match a {
            Arg::Node(id) => env.get(id.idx()).cloned().ok_or(LowerCause::NotYetLowered(id.0))?,
            Arg::Int(v) => Value::Scalar(*v as f64),
            Arg::Float(v) => Value::Scalar(*v),
            Arg::Bool(b) => Value::Scalar(if *b { 1.0 } else { 0.0 }),
            _ => Value::None,
        })
    }

    pub(crate) fn tensor_arg(
        &self,
        env: &[Value],
        node: &Node,
        i: usize,
    ) -> Result<TensorBox, LowerCause> {
        match node.args.get(i).map(|a| self.arg_value(env, a)) {
            Some(Ok(Value::Tensor(t))) => Ok(t),
            Some(Err(e)) => Err(e),
            _ => Err(LowerCause::NotATensor(i)),
        }
    }

    /// The realization rules `GraphLowering.run_node` applies after lowering a node. Every check
    /// reads the same stats while `t` stays unrealized, so they are traced once.
    fn after_node(
        &mut self,
        g: &Graph,
        i: usize,
        t: &TensorBox,
        users: &[NodeId],
    ) -> Result<(), LowerCause> {
        let mut memo = None;
        if users.len() > 1 {
            for u in users {
                let Some(un) = g.nodes.get(u.idx()) else { continue };
                let implicit =
                    op::lookup_node(un).is_some_and(|r| self.implicit_fallbacks.contains(&r.op));
                if needs_realized_inputs(un) || implicit {
                    self.realize_hint(t, &mut memo)?;
                }
                if un.op == OpKind::Output && matches!(t, TensorBox::Storage(_)) && !t.is_realized()
                {
                    let stats = self.memo_stats(t, &mut memo)?;
                    if stats.num_reads > 0 || stats.op_count > self.opcount_threshold() {
                        self.realize(t)?;
                    }
                }
            }
            if self.should_realize_on_reuse(t, users.len(), &mut memo)? {
                self.maybe_channels_last(g, i, t, users)?;
                self.realize(t)?;
            }
        }
        if !t.is_realized() {
            let stats = self.memo_stats(t, &mut memo)?;
            let threshold = if self.opts.is_cpu() { 12 } else { 8 };
            let (reads, ops) = (stats.num_reads, stats.op_count);
            // `has_exceeded_max_reads`: too many reads, or `has_large_inner_fn`.
            if reads > threshold || ops > self.opcount_threshold() {
                self.maybe_channels_last(g, i, t, users)?;
                self.realize_hint(t, &mut memo)?;
            }
            if ops > 100.max(self.opcount_threshold()) {
                self.realize(t)?;
            }
        }
        Ok(())
    }

    /// `maybe_apply_channels_last_stride_order`: with layout optimization on, a dense 4-d value
    /// of a node that prefers channels-last (a convolution's input or output, or a chain of
    /// them) is required in the order of `make_channels_last_strides_for` when it is about to
    /// be realized for reuse or too many reads. A lazy value is realized in that order; a view
    /// is left as it is (its copy would be a new value, which this does not hand back).
    fn maybe_channels_last(
        &mut self,
        g: &Graph,
        i: usize,
        t: &TensorBox,
        users: &[NodeId],
    ) -> Result<(), LowerCause> {
        let root = self.scope.first().is_some_and(|(r, _)| std::ptr::eq(*r, g));
        if !root || !self.prefer_channels_last.contains(&i) || !matches!(t, TensorBox::Storage(_)) {
            return Ok(());
        }
        // Not a graph output's strides (user-visible) nor an `as_strided` input's.
        let pinned = users.iter().filter_map(|u| g.nodes.get(u.idx())).any(|n| {
            n.op == OpKind::Output || op::lookup_node(n).is_some_and(|r| r.op == Op::AsStrided)
        });
        let Some(shape) = g.nodes[i].meta.tensor().and_then(|m| m.concrete_shape()) else {
            return Ok(());
        };
        if pinned {
            return Ok(());
        }
        let dense = self
            .eager
            .get(i)
            .cloned()
            .flatten()
            .is_some_and(|st| st.len() == shape.len() && eager_strides::is_dense(&shape, &st));
        let Some(cl) = eager_strides::channels_last(&shape, 4) else { return Ok(()) };
        if !dense {
            return Ok(());
        }
        let order = eager_strides::stride_order(&cl);
        let origins = t.origins();
        let name = self.require_stride_order(t, &order, &origins)?;
        // An unrealized value was copied (inlined) into `name`: the node's value is that buffer.
        if !t.is_realized()
            && let TensorBox::Storage(st) = t
            && let Some(layout) =
                self.pending.iter().find(|p| p.name == name).map(|p| p.cell.clone())
        {
            *st.state.borrow_mut() = StorageState::Buffer { name, layout };
        }
        Ok(())
    }

    /// [`Self::stats`] of a `t` that is still unrealized, traced on first use.
    fn memo_stats<'m>(
        &self,
        t: &TensorBox,
        memo: &'m mut Option<Stats>,
    ) -> Result<&'m Stats, LowerCause> {
        let s = match memo.take() {
            Some(s) => s,
            None => self.stats(t)?,
        };
        Ok(memo.insert(s))
    }

    fn opcount_threshold(&self) -> usize {
        if self.opts.is_cpu() { 50 } else { 30 }
    }

    fn stats(&self, t: &TensorBox) -> Result<Stats, LowerCause> {
        let st = t.storage().state.borrow();
        let StorageState::Unrealized(pw) = &*st else { return Ok(Stats::default()) };
        let vars: Vec<index::Expr> =
            (0..pw.size.len()).map(|i| index::Expr::sym(format!("x{i}"))).collect();
        let mut b = body::BodyBuilder::new(index::Ranges::new());
        match (pw.loader)(&mut b, &vars) {
            // Not counted: if a body ever reads the constant, lowering fails there.
            Err(LowerCause::UnknownConstant(_)) => return Ok(Stats::default()),
            r => r?,
        };
        // `OpCounterCSE` over `MockHandler`: an op whose call (its name and arguments) was seen
        // already is the same CSE variable and counts once (`index_expr(p0, f32)` written at
        // every use of a propagated index, one constant per use). `indirect_indexing` names its
        // symbol after the CSE variable of the index value, so two loads through the same
        // computed index are one read, however many `indirectN` slots tracing gave them.
        use loop_body::LoopOpKind as K;
        let mut used = vec![];
        let (mut op_count, mut num_reads, mut nontrivial) = (0, 0, 0);
        let mut seen: HashMap<String, usize> = HashMap::new();
        let mut indirect: HashMap<String, index::Expr> = HashMap::new();
        let index_named = |name: &str| {
            let k = name.strip_prefix("index").and_then(|k| k.parse::<usize>().ok());
            k.and_then(|k| b.indexes.get(k))
        };
        // The index a load's loader composed (`blk` 0 the body, then each subblock).
        let raw_load = |blk: usize, op: usize| {
            let serial = if blk == 0 { 0 } else { b.subblock_serials[blk - 1] };
            b.raw_loads.get(&(serial, op))
        };
        // A subblock's ops run inline where `ops.masked` calls it (MockHandler's `masked`).
        let blocks = std::iter::once(&b.ops).chain(b.subblocks.iter().map(|s| &s.ops));
        for (blk, ops) in blocks.enumerate() {
            let base = blk << 32;
            let mut canon: Vec<usize> = Vec::with_capacity(ops.len());
            for (i, op) in ops.iter().enumerate() {
                let i = base + i;
                let c = |id: &usize| canon.get(*id).copied().unwrap_or(usize::MAX);
                let key = match &op.kind {
                    K::GetIndex { index } => match index_named(index) {
                        Some(e) => format!("get_index {}", e.subs(&indirect)),
                        None => format!("get_index {index}"),
                    },
                    K::Load { buf, index } => match raw_load(blk, i - base) {
                        Some(raw) => format!("load {buf} {}", raw.subs(&indirect)),
                        None => format!("load {buf} {}", c(index)),
                    },
                    K::Constant { value, dtype } => format!("constant {value} {dtype:?}"),
                    K::ToDtype { x, dtype, src_dtype } => {
                        format!("to_dtype {} {dtype:?} {src_dtype:?}", c(x))
                    }
                    K::IndexExpr { index, dtype } => format!("index_expr {} {dtype:?}", c(index)),
                    K::Call { op, args } => {
                        format!("{op} {:?}", args.iter().map(c).collect::<Vec<_>>())
                    }
                    _ => format!("#{i}"),
                };
                if let K::SetIndirect { slot, x, .. } = &op.kind {
                    let v = index::Expr::sym(format!("tmp{}", c(x)));
                    indirect.insert(format!("indirect{slot}"), v);
                }
                if let Some(&k) = seen.get(&key) {
                    canon.push(k);
                    continue;
                }
                seen.insert(key, i);
                canon.push(i);
                match &op.kind {
                    K::Call { op, .. } => {
                        used.push(op.clone());
                        op_count += 1
                    }
                    K::Load { .. } => {
                        op_count += 1;
                        num_reads += 1;
                        // `not isinstance(index, sympy.Integer)`, of the index as composed.
                        if raw_load(blk, i - base).is_none_or(|e| e.as_const().is_none()) {
                            nontrivial += 1;
                        }
                    }
                    K::GetIndex { .. } | K::SetIndirect { .. } => {}
                    _ => op_count += 1,
                }
            }
        }
        Ok(Stats { num_reads, nontrivial_reads: nontrivial, op_count, used_ops: used })
    }

    /// `x.realize_hint()` as a lowering calls it on its input.
    pub(super) fn realize_hint_of(&mut self, t: &TensorBox) -> Result<(), LowerCause> {
        self.realize_hint(t, &mut None)
    }

    fn realize_hint(&mut self, t: &TensorBox, memo: &mut Option<Stats>) -> Result<(), LowerCause> {
        if !t.is_realized() && self.memo_stats(t, memo)?.nontrivial_reads > 1 {
            self.realize(t)?;
        }
        Ok(())
    }

    fn should_realize_on_reuse(
        &self,
        t: &TensorBox,
        users: usize,
        memo: &mut Option<Stats>,
    ) -> Result<bool, LowerCause> {
        if users <= 1 || t.is_realized() {
            return Ok(false);
        }
        let s = self.memo_stats(t, memo)?;
        if self.opts.is_cpu() {
            if s.used_ops.iter().any(|o| HEAVY_CPU_OPS.contains(o)) {
                return Ok(true);
            }
            if users > 5 && s.op_count > self.opcount_threshold().saturating_sub(2) {
                return Ok(true);
            }
        }
        Ok(s.op_count > self.opcount_threshold() || s.num_reads > 4)
    }

    /// `x.mark_reuse(users)`: a lazy value read `users` times over is realized when
    /// `should_realize_on_reuse` says so.
    pub(crate) fn mark_reuse(&mut self, t: &TensorBox, users: usize) -> Result<(), LowerCause> {
        let mut memo = None;
        if self.should_realize_on_reuse(t, users, &mut memo)? {
            self.realize(t)?;
        }
        Ok(())
    }

    /// `expand`'s `mark_reuse(expanded // original, graph_reuse=False)`: a lazy value read
    /// several times over by a broadcast is realized when it uses a heavy op on CPU or has a
    /// large inner function (`should_realize_on_reuse`).
    pub(crate) fn mark_broadcast_reuse(
        &mut self,
        t: &TensorBox,
        size: &[index::Expr],
    ) -> Result<(), LowerCause> {
        let (from, to) = (
            self.sv.size_hint(&index::Expr::product(&t.size())),
            self.sv.size_hint(&index::Expr::product(size)),
        );
        if t.is_realized() || from <= 0 || to / from <= 1 || t.size() == size {
            return Ok(());
        }
        let mut memo = None;
        let s = self.memo_stats(t, &mut memo)?;
        let heavy = self.opts.is_cpu() && s.used_ops.iter().any(|o| HEAVY_CPU_OPS.contains(o));
        // `has_large_inner_fn`: more ops than `get_realize_opcount_threshold()` (CPU 50, GPU 30).
        if heavy || s.op_count > self.opcount_threshold() {
            self.realize(t)?;
        }
        Ok(())
    }

    pub(crate) fn new_buffer_name(&self) -> String {
        format!("buf{}", self.out.buffers.len())
    }

    /// Registers a buffer and the operation writing it; returns the operation index.
    pub(crate) fn register(
        &mut self,
        bufs: Vec<Buffer>,
        kind: OperationKind,
        origins: Vec<String>,
    ) -> usize {
        let op = self.out.operations.len();
        let outputs = bufs.iter().map(|b| b.name.clone()).collect();
        for mut b in bufs {
            b.op = Some(op);
            self.out.buffers.push(b);
        }
        self.out.operations.push(Operation {
            name: format!("op{op}"),
            outputs,
            kind,
            device: self.device(),
            origins,
        });
        op
    }

    /// `StorageBox.realize()`: an unrealized pointwise becomes a `ComputedBuffer`.
    pub(crate) fn realize(&mut self, t: &TensorBox) -> Result<String, LowerCause> {
        let storage = t.storage().clone();
        let pw = match &*storage.state.borrow() {
            StorageState::Buffer { name, .. } => return Ok(name.clone()),
            StorageState::Unrealized(pw) => pw.clone(),
        };
        let c = Computation {
            size: pw.size.clone(),
            reduction: None,
            dtype: pw.dtype,
            loader: pw.loader.clone(),
        };
        let (name, layout) = self.computed_buffer(&c, pw.origins.clone(), None)?;
        let mut probe = body::BodyBuilder::new(index::Ranges::new());
        let vars: Vec<index::Expr> =
            (0..pw.size.len()).map(|i| index::Expr::sym(format!("x{i}"))).collect();
        if (pw.loader)(&mut probe, &vars).is_ok() && probe.loads.is_empty() {
            *storage.inline.borrow_mut() = Some(pw.loader.clone());
        }
        *storage.state.borrow_mut() = StorageState::Buffer { name: name.clone(), layout };
        Ok(name)
    }

    /// The current layout of a buffer lowering made (a flexible one's provisional layout).
    pub(crate) fn layout_of(&self, name: &str) -> Option<FixedLayout> {
        match self.pending.iter().find(|p| p.name == name) {
            Some(p) => Some(p.cell.borrow().layout.clone()),
            None => self.out.buffer(name).map(|b| b.layout.clone()),
        }
    }

    /// Freezes the layout of `t`'s storage if it is a realized buffer still flexible.
    pub(crate) fn freeze(&mut self, t: &TensorBox, how: Freeze<'_>) -> Result<(), LowerCause> {
        match t.layout_cell() {
            Some((name, _)) => self.freeze_buffer(&name, how),
            None => Ok(()),
        }
    }

    pub(crate) fn freeze_buffer(&mut self, name: &str, how: Freeze<'_>) -> Result<(), LowerCause> {
        let Some(p) = self.pending.iter().find(|p| p.name == name) else { return Ok(()) };
        if !p.cell.borrow().flexible {
            return Ok(());
        }
        let current = p.cell.borrow().layout.clone();
        let layout = match how {
            Freeze::Contiguous => current,
            Freeze::Decide => realize::decide_layout(&p.c, &current.device, &self.sv)?,
            Freeze::Order(order) => {
                FixedLayout { stride: buffer::stride_ordered(&current.size, order), ..current }
            }
            Freeze::Exact(stride) => FixedLayout { stride: stride.to_vec(), ..current },
        };
        *p.cell.borrow_mut() = LayoutState { layout, flexible: false };
        Ok(())
    }

    /// `GraphLowering.finalize` (every flexible layout decided, in creation order), then every
    /// `ComputedBuffer`'s loop body traced against the final layouts.
    fn finalize(&mut self) -> Result<(), LowerError> {
        let err = |p: &PendingBody, ops: &[Operation], cause: LowerCause| LowerError::Body {
            op: format!("op{}", p.op),
            origins: ops.get(p.op).map(|o| o.origins.clone()).unwrap_or_default(),
            cause: Box::new(cause),
        };
        for i in 0..self.pending.len() {
            let name = self.pending[i].name.clone();
            self.freeze_buffer(&name, Freeze::Decide)
                .map_err(|c| err(&self.pending[i], &self.out.operations, c))?;
        }
        for p in &self.pending {
            let layout = match &p.scatter {
                Some(s) => s.printed_layout(),
                None => p.cell.borrow().layout.clone(),
            };
            let body = realize::build_body(
                &p.c,
                &p.name,
                &layout,
                p.scatter.as_ref(),
                &self.sv,
                self.opts.merge_loops,
            )
            .map_err(|c| err(p, &self.out.operations, c))?;
            if let Some(Operation { kind: OperationKind::Computed { body: b, .. }, .. }) =
                self.out.operations.get_mut(p.op)
            {
                *b = body;
            }
            if let Some(b) = self.out.buffers.iter_mut().find(|b| b.name == p.name) {
                b.layout = layout;
            }
        }
        Ok(())
    }

    /// Creates a `ComputedBuffer` and its operation: with the given layout, or a flexible one
    /// (provisionally contiguous). Its body is traced in [`finalize`](Self::finalize).
    pub(crate) fn computed_buffer(
        &mut self,
        c: &Computation,
        origins: Vec<String>,
        layout: Option<FixedLayout>,
    ) -> Result<(String, LayoutCell), LowerCause> {
        let name = self.new_buffer_name();
        let (layout, flexible) = match layout {
            Some(l) => (l, false),
            None => (FixedLayout::contiguous(&self.device(), c.dtype, c.out_size()), true),
        };
        let cell = Rc::new(RefCell::new(LayoutState { layout: layout.clone(), flexible }));
        let reduction_type = c.reduction.as_ref().map(|r| r.reduction_type.clone());
        let buf = Buffer { name: name.clone(), kind: BufferKind::ComputedBuffer, layout, op: None };
        let body = Body::traced_later(c.out_size());
        let op =
            self.register(vec![buf], OperationKind::Computed { body, reduction_type }, origins);
        self.pending.push(PendingBody {
            op,
            name: name.clone(),
            c: c.clone(),
            cell: cell.clone(),
            scatter: None,
        });
        Ok((name, cell))
    }

    /// `significant_strides_equal`: the strides agree (at the hints) on every dim of more than
    /// one element; an empty tensor's strides are all insignificant.
    pub(super) fn significant_strides_equal(
        &self,
        a: &[index::Expr],
        b: &[index::Expr],
        size: &[index::Expr],
    ) -> bool {
        if size.iter().any(index::Expr::is_zero) {
            return true;
        }
        a.len() == b.len()
            && a.len() == size.len()
            && (0..size.len()).all(|d| {
                self.sv.size_hint(&size[d]) <= 1
                    || self.sv.size_hint(&a[d]) == self.sv.size_hint(&b[d])
            })
    }

    /// Graph outputs get the strides eager produced (`require_exact_strides`): computed in
    /// place when still lazy, copied when a realized view has other strides.
    fn require_exact_strides(
        &mut self,
        t: &TensorBox,
        node: &Node,
        i: usize,
    ) -> Result<(), LowerCause> {
        if node.meta.tensor().is_none() {
            return Ok(());
        }
        let size = t.size();
        // Eager's strides are at the hints: symbolic sizes take their order, densely, spelled
        // over the annotation's sizes as the fake tensor's strides are (`2*s65`, where lowering
        // may have derived the same size as `((2*s65**2)//s65)`).
        let meta_size = node.meta.tensor().and_then(|m| meta_shape(m).ok());
        let spelled = match meta_size {
            Some(m)
                if m.len() == size.len() && self.sv.size_hints(&m) == self.sv.size_hints(&size) =>
            {
                m
            }
            _ => size.clone(),
        };
        let stride = match self.eager.get(i).cloned().flatten() {
            Some(s) if s.len() == size.len() && size.iter().all(|d| d.as_const().is_some()) => {
                buffer::ints(&s)
            }
            Some(s) if s.len() == size.len() && dense_at_hints(&size, &s, &self.sv) => {
                dense_strides_like(&spelled, &s, &input_size_symbols(self.scope[0].0))
            }
            // No dense eager strides at the hints (a size 0 there): contiguous, as
            // `make_contiguous_strides_for` makes them of symbolic sizes.
            _ if spelled.iter().any(|d| d.as_const().is_none()) => {
                let order: Vec<i64> = (0..spelled.len() as i64).rev().collect();
                dense_strides_like(&spelled, &order, &input_size_symbols(self.scope[0].0))
            }
            _ => buffer::contiguous_strides(&spelled),
        };
        let layout = FixedLayout {
            device: self.device(),
            dtype: t.dtype(),
            size: size.clone(),
            stride,
            offset: index::Expr::int(0),
        };
        if let TensorBox::Storage(st) = t {
            let pw = match &*st.state.borrow() {
                StorageState::Unrealized(pw) => Some(pw.clone()),
                StorageState::Buffer { .. } => None,
            };
            if let Some(pw) = pw {
                let c = Computation {
                    size: pw.size.clone(),
                    reduction: None,
                    dtype: pw.dtype,
                    loader: pw.loader.clone(),
                };
                let (name, layout) = self.computed_buffer(&c, pw.origins.clone(), Some(layout))?;
                *st.state.borrow_mut() = StorageState::Buffer { name, layout };
                return Ok(());
            }
            // A fixed layout whose strides differ where they matter (`significant_strides_equal`:
            // dims of size 1 aside) is copied into a buffer with the strides (`copy_input`).
            let fixed = t.layout_cell().map(|(_, c)| c.borrow().clone()).filter(|c| !c.flexible);
            if let Some(cur) = fixed
                && self.eager.get(i).cloned().flatten().is_some()
                && !self.significant_strides_equal(&cur.layout.stride, &layout.stride, &size)
            {
                let c = Computation {
                    size: size.clone(),
                    reduction: None,
                    dtype: t.dtype(),
                    loader: t.make_loader(),
                };
                let (name, cell) =
                    self.computed_buffer(&c, vec![node.name.clone()], Some(layout))?;
                *st.state.borrow_mut() = StorageState::Buffer { name, layout: cell };
                return Ok(());
            }
            // A realized flexible buffer takes the strides (`freeze_layout_with_exact_strides`).
            return self.freeze(t, Freeze::Exact(&layout.stride));
        }
        self.realize(t).map(|_| ())
    }

    /// `ExternKernel.realize_input`: the buffer an extern kernel reads (copying views that are
    /// not expressible as strided views of a buffer).
    pub(crate) fn realize_input(
        &mut self,
        t: &TensorBox,
        origins: &[String],
    ) -> Result<String, LowerCause> {
        self.realize(t)?;
        // `convert_to_reinterpret_view` freezes a view's flexible base as it is (contiguous); a
        // storage passed as is stays flexible.
        if matches!(t, TensorBox::View { .. }) {
            self.freeze(t, Freeze::Contiguous)?;
        }
        if let Some((name, _)) = t.as_strided() {
            return Ok(name);
        }
        let c = Computation {
            size: t.size(),
            reduction: None,
            dtype: t.dtype(),
            loader: t.make_loader(),
        };
        let (name, _) = self.computed_buffer(&c, origins.to_vec(), None)?;
        Ok(name)
    }

    /// `sdpa_constraint` on CPU: the stride order of the argument's eager strides, or the
    /// contiguous order when its last dim is not the densest.
    pub(crate) fn sdpa_stride_order(&self, id: NodeId, rank: usize) -> Vec<usize> {
        let contiguous: Vec<usize> = (0..rank).rev().collect();
        match self.eager.get(id.idx()).cloned().flatten() {
            Some(st) if st.len() == rank => {
                let order = eager_strides::stride_order(&st);
                if order.last() == Some(&0) { order } else { contiguous }
            }
            _ => contiguous,
        }
    }

    /// `ExternKernel.require_stride_order`: a realized buffer (or a strided view of one) in
    /// that order is used as is; anything else is copied (`copy_input`: a lazy computation is
    /// inlined into the copy, not realized first) into a buffer laid out in the order.
    pub(crate) fn require_stride_order(
        &mut self,
        t: &TensorBox,
        order: &[usize],
        origins: &[String],
    ) -> Result<String, LowerCause> {
        let size = t.size();
        if index::Expr::product(&size).as_const().is_some_and(|n| n <= 1) {
            return self.realize_input(t, origins);
        }
        // A flexible buffer takes the order (`freeze_layout_with_stride_order`); a view of a
        // realized buffer freezes it as it is first (`convert_to_reinterpret_view`).
        match t {
            TensorBox::Storage(_) => self.freeze(t, Freeze::Order(order))?,
            TensorBox::View { .. } => self.freeze(t, Freeze::Contiguous)?,
        }
        if t.is_realized()
            && let Some((name, layout)) = t.as_strided()
            && buffer::is_stride_ordered(&layout.size, &layout.stride, order, &self.sv)
        {
            return Ok(name);
        }
        let layout = FixedLayout {
            device: self.device(),
            dtype: t.dtype(),
            size: size.clone(),
            stride: buffer::stride_ordered(&size, order),
            offset: index::Expr::int(0),
        };
        let c = Computation { size, reduction: None, dtype: t.dtype(), loader: t.make_loader() };
        let mut origins = origins.to_vec();
        for o in t.origins() {
            if !origins.contains(&o) {
                origins.insert(origins.len().saturating_sub(1), o);
            }
        }
        let (name, _) = self.computed_buffer(&c, origins, Some(layout))?;
        Ok(name)
    }

    /// `invoke_quant(subgraph, *operands)`: the subgraph is inlined and its outputs realized;
    /// their operations are recorded in `invoke_quant_ops` (and `low_precision_codegen_ops`).
    pub(crate) fn invoke_quant(&mut self, node: &Node, env: &[Value]) -> Result<Value, LowerCause> {
        let sub_name = match node.args.first().map(|a| self.arg_value(env, a)) {
            Some(Ok(Value::Subgraph(s))) => s,
            _ => return Err(LowerCause::BadArg { index: 0, expected: "a subgraph" }),
        };
        #[allow(clippy::expect_used, reason = "`lower` starts the scope with the root graph")]
        let &(outer, ref prefix) = self.scope.last().expect("lowering runs inside a graph");
        let sub = outer
            .subgraphs
            .get(&sub_name)
            .ok_or_else(|| LowerCause::NoSubgraph(sub_name.clone()))?;
        if self.scope.len() > crate::ir::MAX_SUBGRAPH_DEPTH {
            return Err(LowerCause::TooDeep(crate::ir::MAX_SUBGRAPH_DEPTH));
        }
        let mut operands = vec![];
        for a in node.args.iter().skip(1) {
            operands.push(self.arg_value(env, a)?);
        }
        let prefix = format!("{prefix}{sub_name}.");
        self.scope.push((sub, prefix.clone()));
        let outs = self.run_graph(sub, Some(operands), &prefix);
        self.scope.pop();
        let outs = outs.map_err(|e| LowerCause::Subgraph(Box::new(e)))?;
        let low_precision =
            node.meta.quant_options.as_ref().is_none_or(|q| q.codegen_low_precision);
        let mut results = vec![];
        let returned: Vec<String> = sub
            .output_values()
            .iter()
            .map(|a| a.as_node().map_or_else(String::new, |n| sub.node(n).name.clone()))
            .collect();
        for (i, v) in outs.into_iter().enumerate() {
            let output = returned.get(i).cloned().unwrap_or_default();
            if let Value::Tensor(t) = &v {
                self.realize(t)?;
                if let TensorBox::View { .. } = t {
                    // A view of a buffer Inductor turns into a `ReinterpretView`; one it cannot
                    // express as strides stays the view node (`View`).
                    let view = if t.as_strided().is_some() { "ReinterpretView" } else { "View" };
                    return Err(LowerCause::InvokeQuantReturnsView { view, output });
                }
                if let Some((buf, _)) = t.as_strided()
                    && let Some(op) = self.out.buffer(&buf).and_then(|b| b.op)
                {
                    let opname = format!("op{op}");
                    if low_precision {
                        self.out.low_precision_codegen_ops.insert(opname.clone());
                    }
                    self.out.invoke_quant_ops.insert(opname);
                }
            }
            results.push(v);
        }
        Ok(match results.len() {
            1 => results.pop().unwrap_or(Value::None),
            _ => Value::Multi(
                results
                    .into_iter()
                    .map(|v| if let Value::Tensor(t) = v { Some(t) } else { None })
                    .collect(),
            ),
        })
    }

    /// Removes operations none of whose outputs is read or returned (the scheduler's
    /// `dead_node_elimination`); names are kept, so numbering shows gaps as Inductor's does.
    /// Slices realized into a concat buffer live as long as the concat does.
    fn eliminate_dead_ops(&mut self) {
        let ops = &self.out.operations;
        let mut live = vec![false; ops.len()];
        let mut producer: HashMap<&str, usize> = HashMap::new();
        for (i, op) in ops.iter().enumerate() {
            for o in &op.outputs {
                producer.insert(o.as_str(), i);
            }
        }
        // Mutations have side effects: they stay, and so does what produced their target.
        let mutations = &self.out.mutations;
        let mut stack: Vec<usize> = self
            .out
            .graph_outputs
            .iter()
            .filter_map(|b| producer.get(b.as_str()).copied())
            .chain(
                ops.iter()
                    .enumerate()
                    .filter(|(_, op)| op.outputs.iter().any(|o| mutations.contains_key(o)))
                    .map(|(i, _)| i),
            )
            .collect();
        while let Some(i) = stack.pop() {
            if std::mem::replace(&mut live[i], true) {
                continue;
            }
            let targets = ops[i].outputs.iter().filter_map(|o| mutations.get(o)).cloned();
            for r in op_reads(&ops[i]).into_iter().chain(targets) {
                if let Some(&p) = producer.get(r.as_str()) {
                    stack.push(p);
                }
            }
        }
        let mut k = 0;
        self.out.operations.retain(|_| {
            k += 1;
            live[k - 1]
        });
    }
}

/// Buffers an operation reads.
pub fn op_reads(op: &Operation) -> Vec<String> {
    match &op.kind {
        // `ComputedBuffer.is_no_op`: no element to compute, so its loads never run (the
        // scheduler's `NopKernelSchedulerNode` reads nothing).
        OperationKind::Computed { body, .. }
            if index::Expr::product(&body.data_size).as_const() == Some(0) =>
        {
            vec![]
        }
        OperationKind::Computed { body, .. } => {
            let mut v = vec![];
            for o in body.loop_body.all_ops() {
                if let loop_body::LoopOpKind::Load { buf, .. } = &o.kind
                    && !v.contains(buf)
                {
                    v.push(buf.clone())
                }
            }
            v
        }
        OperationKind::Extern { inputs, .. }
        | OperationKind::Template { inputs, .. }
        | OperationKind::Nop { inputs, .. } => inputs.clone(),
    }
}

#[derive(Default)]
struct Stats {
    num_reads: usize,
    nontrivial_reads: usize,
    op_count: usize,
    used_ops: Vec<OpsName>,
}

fn flatten_output(a: Option<&Arg>) -> Vec<Arg> {
    match a {
        Some(Arg::List(v)) | Some(Arg::Tuple(v)) => {
            v.iter().flat_map(|x| flatten_output(Some(x))).collect()
        }
        Some(x) => vec![x.clone()],
        None => vec![],
    }
}
