//! From a [`Schedule`] to a runnable [`Program`]: every fused group becomes one kernel (a loop
//! nest, or the matmul template with its prologue and epilogues), `mm`/`addmm`/`bmm` extern
//! kernels and concatenations are compiled too (an extern operation is dispatched by its op's
//! [`jit_plan`]), and what remains (attention, other fallback kernels) becomes an extern step
//! that the caller runs, marked `jit: false`.
use super::plan::{JitPlan, jit_plan};
use super::runtime::{ExternFn, Program, ProgramBuilder};
use super::size::{self, Size, Symbols};
use super::views::operand_strides;
use super::{
    BOperand, BodyUnit, BufDecl, CodegenOptions, KernelSpec, LoopKernel, MatmulKernel, Result,
    Strided, unsupported,
};
use crate::ir::loop_body::{LoopBody, LoopOp, LoopOpKind};
use crate::ir::{Arg, DType, Graph, SymExpr, SymInt};
use crate::lower::buffer::{FixedLayout, IntLayout};
use crate::lower::{BufferKind, LoweredGraph, Operation, OperationKind};
use crate::op::{Form, Variant};
use crate::sched::Schedule;

/// Makes the step for an operation the JIT does not compile.
pub trait ExternRunner {
    fn make(&self, graph: &Graph, lowered: &LoweredGraph, op: &Operation) -> Result<ExternFn>;
}

/// A compiled graph: the program, its graph inputs and outputs (buffer names), and notes on
/// groups that could not be compiled as fused (they ran unfused, each noted with the reason).
pub struct Compiled {
    pub program: Program,
    pub inputs: Vec<String>,
    pub outputs: Vec<String>,
    pub notes: Vec<String>,
}

/// The FX nodes computed by the operation that writes `buf` (empty for graph inputs).
pub fn producer_origins<'a>(lowered: &'a LoweredGraph, buf: &str) -> &'a [String] {
    lowered
        .operations
        .iter()
        .find(|o| o.outputs.iter().any(|b| b == buf))
        .map(|o| o.origins.as_slice())
        .unwrap_or(&[])
}

/// Storage elements a layout spans.
pub fn span(l: &IntLayout) -> i64 {
    if l.size.contains(&0) {
        return 0;
    }
    l.offset + l.size.iter().zip(&l.stride).map(|(s, st)| (s - 1) * st.max(&0)).sum::<i64>() + 1
}

/// [`span`] of a layout with symbolic sizes: `offset + Σ (size - 1)·stride + 1`. A size symbol
/// is at least 2 (Inductor specializes 0 and 1), so no size of it is 0, and a symbolic stride
/// is a product of sizes, so not negative.
pub fn span_size(l: &FixedLayout) -> Result<Size> {
    if let Some(i) = l.ints() {
        return Ok(size::int(span(&i)));
    }
    if l.size.iter().any(|s| s.as_const() == Some(0)) {
        return Ok(size::int(0));
    }
    let mut acc = size::add(&size::of_expr(&l.offset)?, &size::int(1));
    for (s, st) in l.size.iter().zip(&l.stride) {
        let st = match st.as_const() {
            Some(c) => size::int(c.max(0)),
            None => size::of_expr(st)?,
        };
        let s = size::sub(&size::of_expr(s)?, &size::int(1));
        acc = size::add(&acc, &size::mul(&s, &st));
    }
    Ok(acc)
}

pub fn decls(l: &LoweredGraph) -> Result<Vec<BufDecl>> {
    l.graph_inputs
        .iter()
        .chain(&l.buffers)
        .map(|b| {
            Ok(BufDecl {
                name: b.name.clone(),
                dtype: b.layout.dtype,
                numel: span_size(&b.layout).map_err(|e| super::name_kernel_error(e, &b.name))?,
            })
        })
        .collect()
}

/// The size symbols of a graph's annotations (subgraphs included), sorted: the order of every
/// kernel's `sizes` argument.
pub fn symbols(g: &Graph) -> Symbols {
    fn walk(g: &Graph, out: &mut Vec<String>) {
        let mut add = |d: &SymInt| {
            if let SymInt::Expr(e) = d {
                for s in e.symbols() {
                    if !out.contains(&s) {
                        out.push(s);
                    }
                }
            }
        };
        for n in &g.nodes {
            match &n.meta.val {
                Some(crate::ir::ValMeta::Tensor(t)) => {
                    t.shape.iter().for_each(&mut add);
                    t.stride.iter().flatten().for_each(&mut add);
                }
                Some(crate::ir::ValMeta::Sym(e)) => add(&SymInt::Expr(e.clone())),
                _ => {}
            }
        }
        for sg in g.subgraphs.values() {
            walk(sg, out);
        }
    }
    let mut v = vec![];
    walk(g, &mut v);
    v.sort();
    Symbols(v)
}

/// Slice buffers of a `ConcatKernel` are views of its output at an offset: Inductor's
/// `NonOwningLayout` indexes a slice like the whole output (`256*p0 + p1`) and leaves the
/// offset to the storage (`reinterpret_tensor(buf2, ..., 128)`), so loads and stores of a slice
/// go to the output buffer with the slice's start added. The start is the sizes of the earlier
/// slices along the cat dim times the output's stride there.
fn alias(graph: &Graph, lowered: &LoweredGraph, buf: &str) -> Result<Option<(String, Size)>> {
    for o in &lowered.operations {
        let OperationKind::Nop { inputs, .. } = &o.kind else { continue };
        let Some(pos) = inputs.iter().position(|i| i == buf) else { continue };
        let Some(out) = o.outputs.first().and_then(|b| lowered.buffer(b)) else {
            return Err(unsupported(&o.name, "concatenation without an output buffer"));
        };
        let ol = &out.layout;
        let rank = ol.size.len() as i64;
        let node = o
            .origins
            .iter()
            .rev()
            .find_map(|n| super::externs::find_node(graph, n))
            .map(|(g, i)| g.node(i));
        let dim = node
            .and_then(|n| n.args.get(1).or_else(|| n.kwarg("dim")))
            .and_then(Arg::as_int)
            .unwrap_or(0);
        let dim = if rank == 0 { 0 } else { ((dim % rank + rank) % rank) as usize };
        let mut at = size::int(0);
        for earlier in &inputs[..pos] {
            let Some(e) = lowered.buffer(earlier) else {
                return Err(unsupported(&o.name, format!("no buffer {earlier}")));
            };
            let d = e.layout.size.get(dim).map_or(Ok(size::int(0)), size::of_expr)?;
            at = size::add(&at, &d);
        }
        let st = ol.stride.get(dim).map_or(Ok(size::int(0)), size::of_expr)?;
        let start = size::add(&size::of_expr(&ol.offset)?, &size::mul(&at, &st));
        return Ok(Some((out.name.clone(), start)));
    }
    Ok(None)
}

/// Accesses of a buffer that is a slice of another (`alias`) go to that buffer, at the slice's
/// start: each such access gets an index of its own (`block` tells subblocks' apart).
fn redirect_aliases(
    graph: &Graph,
    lowered: &LoweredGraph,
    op: &Operation,
    ops: &mut [LoopOp],
    indexes: &mut Vec<(String, SymExpr)>,
    block: &str,
) -> Result<()> {
    for i in 0..ops.len() {
        let (LoopOpKind::Load { buf, index }
        | LoopOpKind::Store { buf, index, .. }
        | LoopOpKind::StoreReduction { buf, index, .. }) = &ops[i].kind
        else {
            continue;
        };
        let Some((out, offset)) = alias(graph, lowered, buf)? else { continue };
        let gi = *index;
        if size::konst(&offset) != Some(0) {
            // Every access has its own `get_index` (no CSE in loop bodies); give it an
            // index expression with the slice's start.
            let shared = ops.iter().enumerate().any(|(j, o)| j != i && matches!(&o.kind, LoopOpKind::Load { index, .. } | LoopOpKind::Store { index, .. } | LoopOpKind::StoreReduction { index, .. } if *index == gi));
            let Some(LoopOpKind::GetIndex { index: iname }) = ops.get(gi).map(|o| o.kind.clone())
            else {
                return Err(unsupported(&op.name, "slice access without get_index"));
            };
            let Some((_, e)) = indexes.iter().find(|(n, _)| *n == iname) else {
                return Err(unsupported(&op.name, format!("index {iname} undefined")));
            };
            if shared {
                return Err(unsupported(
                    &op.name,
                    format!("{iname} is shared by several accesses"),
                ));
            }
            let moved = SymExpr::parse(&format!("{} + {}", e.text(), size::print(&offset)))
                .map_err(|m| unsupported(&op.name, m.to_string()))?;
            let name = format!("{iname}_slice{block}{i}");
            indexes.push((name.clone(), moved));
            ops[gi].kind = LoopOpKind::GetIndex { index: name };
        }
        if let LoopOpKind::Load { buf, .. }
        | LoopOpKind::Store { buf, .. }
        | LoopOpKind::StoreReduction { buf, .. } = &mut ops[i].kind
        {
            *buf = out;
        }
    }
    Ok(())
}

fn unit(graph: &Graph, lowered: &LoweredGraph, op: &Operation) -> Result<BodyUnit> {
    let Some(body) = op.body() else { return Err(unsupported(&op.name, "not a loop body")) };
    let mut loop_body = body.loop_body.clone();
    let mut indexes = std::mem::take(&mut loop_body.indexes);
    redirect_aliases(graph, lowered, op, &mut loop_body.ops, &mut indexes, "")?;
    for sb in &mut loop_body.subblocks {
        redirect_aliases(graph, lowered, op, &mut sb.ops, &mut indexes, &sb.name)?;
    }
    loop_body.indexes = indexes;
    let ranges: Vec<Size> =
        body.loop_body.var_ranges.iter().map(|(_, r)| size::of_sym_int(r)).collect();
    let out_dt = op.outputs.first().and_then(|o| lowered.buffer(o)).map(|b| b.layout.dtype);
    let low_precision = match out_dt {
        Some(d @ (DType::BF16 | DType::F16))
            if lowered.low_precision_codegen_ops.contains(&op.name) =>
        {
            Some(d)
        }
        _ => None,
    };
    Ok(BodyUnit {
        name: op.name.clone(),
        body: loop_body,
        n_reduction: ranges.len().saturating_sub(body.n_pointwise),
        ranges,
        low_precision,
    })
}

fn origins(ops: &[&Operation]) -> Vec<String> {
    let mut v: Vec<String> = vec![];
    for o in ops {
        for n in &o.origins {
            if !v.contains(n) {
                v.push(n.clone());
            }
        }
    }
    v
}

struct Ctx<'a> {
    graph: &'a Graph,
    lowered: &'a LoweredGraph,
    symbols: Symbols,
    decls: Vec<BufDecl>,
    pb: ProgramBuilder,
    notes: Vec<String>,
    ext: &'a dyn ExternRunner,
}

/// Compiles a scheduled graph.
pub fn compile(
    graph: &Graph,
    s: &Schedule,
    threads: usize,
    options: CodegenOptions,
    ext: &dyn ExternRunner,
) -> Result<Compiled> {
    let real = real_names(&s.lowered);
    let lowered = &real;
    let syms = symbols(graph);
    let mut cx = Ctx {
        graph,
        lowered,
        symbols: syms.clone(),
        decls: decls(lowered)?,
        pb: ProgramBuilder::new(options, syms)?,
        notes: vec![],
        ext,
    };
    for g in &s.groups {
        let ops: Vec<&Operation> = g
            .members
            .iter()
            .filter_map(|m| lowered.operations.iter().find(|o| &o.name == m))
            .collect();
        if ops.is_empty() {
            continue;
        }
        if let Some(t) = ops.iter().position(|o| matches!(o.kind, OperationKind::Template { .. })) {
            cx.matmul_group(&g.name, &ops, t)?;
        } else if ops.len() > 1 && ops.iter().all(|o| o.body().is_some()) {
            cx.loop_group(&g.name, &ops)?;
        } else {
            for op in &ops {
                cx.single(op)?;
            }
        }
    }
    let inputs: Vec<String> = lowered.graph_inputs.iter().map(|b| b.name.clone()).collect();
    let outputs = lowered.graph_outputs.clone();
    let pinned: Vec<String> = inputs.iter().chain(&outputs).cloned().collect();
    let program = cx.pb.finish(cx.decls, &pinned, threads)?;
    Ok(Compiled { program, inputs, outputs, notes: cx.notes })
}

/// The lowered graph with every mutation buffer named by the buffer it writes
/// (`Scheduler.mutation_real_name`, what Inductor's codegen stores to): a scatter into `buf1`
/// that mutates `buf0` stores into `buf0`, and `buf1` has no storage of its own.
fn real_names(l: &LoweredGraph) -> LoweredGraph {
    let mut g = l.clone();
    if g.mutations.is_empty() {
        return g;
    }
    let real = |n: &str| l.mutations.get(n).cloned().unwrap_or_else(|| n.to_string());
    g.buffers.retain(|b| !l.mutations.contains_key(&b.name));
    for op in &mut g.operations {
        for o in &mut op.outputs {
            *o = real(o);
        }
        if let OperationKind::Computed { body, .. } = &mut op.kind {
            for o in &mut body.loop_body.ops {
                if let crate::ir::loop_body::LoopOpKind::Store { buf, .. } = &mut o.kind {
                    *buf = real(buf);
                }
            }
        }
    }
    g
}

impl Ctx<'_> {
    fn add(&mut self, spec: KernelSpec, ops: &[&Operation]) -> Result<()> {
        let notes = self.pb.add_jit(&spec, &self.decls, origins(ops))?;
        self.notes.extend(notes);
        Ok(())
    }

    /// No iteration to run: the ranges multiply to zero (a zero-element buffer, or `empty`).
    fn zero_elements(&self, op: &Operation) -> bool {
        op.body()
            .is_some_and(|b| crate::lower::index::Expr::product(&b.data_size).as_const() == Some(0))
    }

    fn loop_group(&mut self, name: &str, ops: &[&Operation]) -> Result<()> {
        let ops: Vec<&Operation> = ops.iter().copied().filter(|o| !self.zero_elements(o)).collect();
        let ops = ops.as_slice();
        if ops.is_empty() {
            return Ok(());
        }
        let units: Result<Vec<BodyUnit>> =
            ops.iter().map(|o| unit(self.graph, self.lowered, o)).collect();
        let spec = KernelSpec::Loops(LoopKernel { name: name.to_string(), units: units? });
        if let Err(e) = self.add(spec, ops) {
            self.notes.push(format!("{name}: ran unfused ({e})"));
            for op in ops {
                self.single(op)?;
            }
        }
        Ok(())
    }

    fn single(&mut self, op: &Operation) -> Result<()> {
        match &op.kind {
            // No element to compute (Inductor's `NopKernelSchedulerNode`): its buffer is
            // allocated empty and nothing runs.
            OperationKind::Computed { .. } if self.zero_elements(op) => Ok(()),
            OperationKind::Computed { .. } => {
                let spec = KernelSpec::Loops(LoopKernel {
                    name: op.name.clone(),
                    units: vec![unit(self.graph, self.lowered, op)?],
                });
                self.add(spec, &[op])
            }
            OperationKind::Template { .. } => match self.matmul_spec(&op.name, op, None, &[]) {
                Ok(mm) => self.add(KernelSpec::Matmul(mm), &[op]),
                Err(e) => {
                    self.notes.push(format!("{}: {e}; runs on the interpreter", op.name));
                    self.external(op)
                }
            },
            // ConcatKernel: its inputs were computed straight into slices of its output (see
            // `alias`), so there is nothing left to do.
            OperationKind::Nop { .. } => Ok(()),
            // MultiOutput buffers are written by the kernel that returns the tuple.
            OperationKind::Extern { class: BufferKind::MultiOutput, .. } => self.external(op),
            OperationKind::Extern { inputs, .. } => match self.extern_plan(op) {
                JitPlan::Matmul => match self.matmul_spec(&op.name, op, None, &[]) {
                    Ok(mm) => self.add(KernelSpec::Matmul(mm), &[op]),
                    Err(e) => {
                        self.notes.push(format!("{}: {e}; runs on the interpreter", op.name));
                        self.external(op)
                    }
                },
                JitPlan::Concat => match self.concat(op, inputs.clone()) {
                    Ok(()) => Ok(()),
                    Err(e) => {
                        self.notes.push(format!("{}: {e}; runs on the interpreter", op.name));
                        self.external(op)
                    }
                },
                JitPlan::LoopBodies
                | JitPlan::Inlined
                | JitPlan::NoKernel
                | JitPlan::Interpreter
                | JitPlan::Scan
                | JitPlan::Convolution
                | JitPlan::Unsupported(_) => self.external(op),
            },
        }
    }

    /// The plan of the op an extern operation computes: its FX node (the last origin; lowering
    /// gives extern kernels exactly one) looked up in the table. Anything else the table does
    /// not know runs on the interpreter.
    fn extern_plan(&self, op: &Operation) -> JitPlan {
        let node = op.origins.last().and_then(|o| super::externs::find_node(self.graph, o));
        node.and_then(|(g, id)| crate::op::lookup_node(g.node(id)))
            .filter(|r| {
                matches!(r.form, Form::Overload | Form::PatternHandler)
                    && r.variant == Variant::Functional
            })
            .map_or(JitPlan::Interpreter, |r| jit_plan(r.op))
    }

    fn external(&mut self, op: &Operation) -> Result<()> {
        let run = self.ext.make(self.graph, self.lowered, op)?;
        // The storage plan frees a buffer after its last reader: every read must be named.
        let reads = match &op.kind {
            OperationKind::Extern { inputs, .. } | OperationKind::Template { inputs, .. } => {
                inputs.clone()
            }
            _ => vec![],
        };
        self.pb.add_extern(op.name.clone(), origins(&[op]), reads, op.outputs.clone(), run);
        Ok(())
    }

    fn producer_origins(&self, buf: &str) -> &[String] {
        producer_origins(self.lowered, buf)
    }

    fn layout(&self, buf: &str) -> Result<IntLayout> {
        self.lowered
            .buffer(buf)
            .and_then(|b| b.layout.ints())
            .ok_or_else(|| unsupported(buf, "unknown buffer or symbolic layout"))
    }

    /// `aten.cat` as copies of each input into its slice of the output.
    fn concat(&mut self, op: &Operation, inputs: Vec<String>) -> Result<()> {
        let Some(out) = op.outputs.first() else { return Err(unsupported(&op.name, "no output")) };
        let ol = self.layout(out)?;
        // Origins inside an invoke_quant subgraph are qualified (`subgraph0.cat`).
        let node = op
            .origins
            .iter()
            .rev()
            .find_map(|o| super::externs::find_node(self.graph, o))
            .map(|(g, i)| g.node(i));
        let n = ol.size.len() as i64;
        let dim = node
            .and_then(|n| n.args.get(1).or_else(|| n.kwarg("dim")))
            .and_then(Arg::as_int)
            .unwrap_or(0);
        let dim = if n == 0 { 0 } else { ((dim % n + n) % n) as usize };
        let mut units = vec![];
        let mut at = 0i64;
        for (i, inp) in inputs.iter().enumerate() {
            let mut il = self.layout(inp)?;
            if il.size.len() + 1 == ol.size.len() && dim <= il.size.len() {
                // `cat([x.unsqueeze(d), ...], d)`: the input buffer lacks the size-1 dim.
                il.size.insert(dim, 1);
                il.stride.insert(dim, 0);
            }
            if il.size.len() != ol.size.len() {
                return Err(unsupported(
                    &op.name,
                    format!("cat input {inp} has rank {}", il.size.len()),
                ));
            }
            let vars: Vec<String> = (0..il.size.len()).map(|d| format!("p{d}")).collect();
            let lin = |st: &[i64], off: i64, shift: i64| {
                let mut t = vec![off.to_string()];
                for (d, v) in vars.iter().enumerate() {
                    let x =
                        if d == dim && shift != 0 { format!("({v} + {shift})") } else { v.clone() };
                    t.push(format!("{}*{x}", st[d]));
                }
                t.join(" + ")
            };
            let parse =
                |t: String| SymExpr::parse(&t).map_err(|m| unsupported(&op.name, m.to_string()));
            let indexes = vec![
                ("index0".to_string(), parse(lin(&il.stride, il.offset, 0))?),
                ("index1".to_string(), parse(lin(&ol.stride, ol.offset, at))?),
            ];
            let ops = vec![
                LoopOp {
                    name: "get_index".into(),
                    kind: LoopOpKind::GetIndex { index: "index0".into() },
                },
                LoopOp {
                    name: "load".into(),
                    kind: LoopOpKind::Load { buf: inp.clone(), index: 0 },
                },
                LoopOp {
                    name: "get_index_1".into(),
                    kind: LoopOpKind::GetIndex { index: "index1".into() },
                },
                LoopOp {
                    name: "store".into(),
                    kind: LoopOpKind::Store { buf: out.clone(), index: 2, value: 1, mode: None },
                },
            ];
            let body = LoopBody {
                var_ranges: vars
                    .iter()
                    .zip(&il.size)
                    .map(|(v, s)| (v.clone(), SymInt::Const(*s)))
                    .collect(),
                indexes,
                ops,
                subblocks: vec![],
            };
            units.push(BodyUnit {
                name: format!("{}_{i}", op.name),
                body,
                ranges: il.size.iter().map(|s| size::int(*s)).collect(),
                n_reduction: 0,
                low_precision: None,
            });
            at += il.size.get(dim).copied().unwrap_or(0);
        }
        self.add(KernelSpec::Loops(LoopKernel { name: op.name.clone(), units }), &[op])
    }

    /// The matmul of a template or `extern_kernels.mm/addmm/bmm` operation, operands as views
    /// of their buffers (strides recovered from the FX view chain).
    fn matmul_spec(
        &self,
        name: &str,
        op: &Operation,
        prologue: Option<&Operation>,
        epilogue: &[&Operation],
    ) -> Result<MatmulKernel> {
        let (kernel, inputs, recorded) = match &op.kind {
            OperationKind::Template { kernel, inputs, input_layouts, .. } => {
                (kernel.clone(), inputs.clone(), Some(input_layouts))
            }
            OperationKind::Extern { kernel, inputs, .. } => {
                (kernel.trim_start_matches("extern_kernels.").to_string(), inputs.clone(), None)
            }
            _ => return Err(unsupported(name, "not a matmul")),
        };
        let Some(node) =
            op.origins.iter().rev().find_map(|o| self.graph.find(o)).map(|i| self.graph.node(i))
        else {
            return Err(unsupported(name, "no FX node for the matmul"));
        };
        for (k, v) in &node.kwargs {
            if matches!(k.as_str(), "beta" | "alpha") && v.as_f64() != Some(1.0) {
                return Err(unsupported(name, format!("{k} = {v:?}")));
            }
        }
        let mut views = vec![];
        if crate::op::lookup_node(node).is_some_and(|r| r.op == crate::op::Op::Convolution) {
            // A convolution lowered as im2col and `bmm` (`lower::conv`): its operands are no
            // FX values, the template recorded their views.
            let Some(layouts) = recorded.filter(|l| l.len() == inputs.len()) else {
                return Err(unsupported(name, "a convolution template without operand layouts"));
            };
            for (l, buf) in layouts.iter().zip(&inputs) {
                let (off, st) = (size::of_expr(&l.offset)?, size::of_exprs(&l.stride)?);
                views.push((buf.clone(), off, st, size::of_exprs(&l.size)?));
            }
        } else {
            let args: Vec<_> = node.args.iter().filter_map(Arg::as_node).collect();
            if args.len() != inputs.len() {
                return Err(unsupported(name, "operand buffers do not match the FX arguments"));
            }
            for (a, buf) in args.iter().zip(&inputs) {
                let (off, st) = self.operand_view(name, *a, buf)?;
                let Some(t) = self.graph.node(*a).meta.tensor() else {
                    return Err(unsupported(name, format!("operand {buf} has no shape")));
                };
                let shape: Vec<Size> = t.shape.iter().map(size::of_sym_int).collect();
                views.push((buf.clone(), off, st, shape));
            }
        }
        let Some(out) = op.outputs.first() else { return Err(unsupported(name, "no output")) };
        let Some(ol) = self.lowered.buffer(out).map(|b| &b.layout) else {
            return Err(unsupported(name, format!("unknown output {out}")));
        };
        let (ol_st, ol_off) = (size::of_exprs(&ol.stride)?, size::of_expr(&ol.offset)?);
        let batched = kernel == "bmm";
        let (bias, a, b) = match (kernel.as_str(), views.as_slice()) {
            ("mm" | "bmm", [a, b]) => (None, a, b),
            ("addmm", [c, a, b]) => (Some(c), a, b),
            _ => {
                return Err(unsupported(
                    name,
                    format!("matmul kernel `{kernel}` with {} operands", views.len()),
                ));
            }
        };
        type View = (String, Size, Vec<Size>, Vec<Size>);
        let dims = |v: &View| -> Result<(i64, Vec<Size>)> {
            match (batched, v.2.as_slice(), v.3.as_slice()) {
                (false, [s0, s1], [_, _]) => Ok((1, vec![size::int(0), s0.clone(), s1.clone()])),
                (true, [sb, s0, s1], [bt, _, _]) => match size::konst(bt) {
                    Some(bt) => Ok((bt, vec![sb.clone(), s0.clone(), s1.clone()])),
                    None => Err(unsupported(name, "a symbolic batch of bmm")),
                },
                _ => Err(unsupported(name, format!("operand {} has rank {}", v.0, v.3.len()))),
            }
        };
        let (batch, ast) = dims(a)?;
        let (_, bst) = dims(b)?;
        let r = a.3.len();
        let (m, k, n) = (a.3[r - 2].clone(), a.3[r - 1].clone(), b.3[r - 1].clone());
        let ost = match ol_st.as_slice() {
            [s0, s1] if !batched => vec![size::int(0), s0.clone(), s1.clone()],
            [sb, s0, s1] if batched => vec![sb.clone(), s0.clone(), s1.clone()],
            _ => return Err(unsupported(name, "output rank")),
        };
        let bias = match bias {
            None => None,
            Some((buf, off, st, shape)) => {
                let one = |s: &Size| size::konst(s) == Some(1);
                let z = size::int(0);
                let pick = |sz: &Size, st: &Size| if one(sz) { z.clone() } else { st.clone() };
                let st: Vec<Size> = match (st.as_slice(), shape.as_slice()) {
                    ([s], [sz]) => vec![z.clone(), pick(sz, s)],
                    ([s0, s1], [z0, z1]) => vec![pick(z0, s0), pick(z1, s1)],
                    _ => return Err(unsupported(name, "bias rank")),
                };
                Some(Strided { buf: buf.clone(), offset: off.clone(), strides: st })
            }
        };
        let b_view = Strided { buf: b.0.clone(), offset: b.1.clone(), strides: bst };
        let b_op = match prologue {
            Some(p) if p.outputs.contains(&b.0) => {
                BOperand::Prologue { unit: unit(self.graph, self.lowered, p)?, view: b_view }
            }
            Some(p) => {
                return Err(unsupported(
                    name,
                    format!("{} does not produce the weight operand", p.name),
                ));
            }
            None => BOperand::Strided(b_view),
        };
        let epilogue: Result<Vec<BodyUnit>> =
            epilogue.iter().map(|o| unit(self.graph, self.lowered, o)).collect();
        Ok(MatmulKernel {
            name: name.to_string(),
            batch,
            m,
            n,
            k,
            a: Strided { buf: a.0.clone(), offset: a.1.clone(), strides: ast },
            b: b_op,
            bias,
            out: Strided { buf: out.clone(), offset: ol_off, strides: ost },
            epilogue: epilogue?,
        })
    }

    /// `(offset, strides)` of FX value `a` over its buffer. With size symbols: through the
    /// views that only rearrange strides (`permute`, `t`, `transpose`, `unsqueeze`, `alias`) the
    /// buffer's symbolic strides are followed as expressions; through other views, the walk runs
    /// at two stand-in bindings and must find the same numbers at both.
    fn operand_view(
        &self,
        name: &str,
        a: crate::ir::NodeId,
        buf: &str,
    ) -> Result<(Size, Vec<Size>)> {
        let Some(layout) = self.lowered.buffer(buf).map(|b| &b.layout) else {
            return Err(unsupported(name, format!("unknown buffer {buf}")));
        };
        let syms = &self.symbols.0;
        if !syms.is_empty()
            && let Some(v) =
                super::views::symbolic_view(self.graph, a, self.producer_origins(buf), layout)
        {
            return Ok((size::of_expr(&v.0)?, size::of_exprs(&v.1)?));
        }
        let envs: Vec<std::collections::HashMap<String, i64>> = if syms.is_empty() {
            vec![Default::default()]
        } else {
            [100_003, 100_019]
                .iter()
                .map(|base| {
                    syms.iter().enumerate().map(|(i, s)| (s.clone(), base + 2 * i as i64)).collect()
                })
                .collect()
        };
        let mut seen: Option<(i64, Vec<i64>)> = None;
        for env in &envs {
            let not_view =
                || unsupported(name, format!("operand {buf} is not a view of its buffer"));
            let l = layout.eval(env).ok_or_else(not_view)?;
            let v = operand_strides(
                self.graph,
                a,
                self.producer_origins(buf),
                &l.size,
                &l.stride,
                l.offset,
                env,
            )
            .ok_or_else(not_view)?;
            // The stride of a size-1 dim is never multiplied by anything but 0 (Inductor spells
            // it `s0` as often as `1`).
            let shape = self.graph.node(a).meta.tensor().map(|t| &t.shape);
            let ones: Vec<bool> = shape
                .map(|sh| sh.iter().map(|d| d.eval(env).ok() == Some(1)).collect())
                .unwrap_or_default();
            let v = (
                v.0,
                v.1.iter()
                    .enumerate()
                    .map(|(d, s)| if ones.get(d) == Some(&true) { 0 } else { *s })
                    .collect::<Vec<i64>>(),
            );
            match &seen {
                Some(prev) if *prev != v => {
                    return Err(unsupported(
                        name,
                        format!("operand {buf}'s strides depend on the sizes ({layout})"),
                    ));
                }
                _ => seen = Some(v),
            }
        }
        let (off, st) =
            seen.ok_or_else(|| unsupported(name, "no binding to view the operand at"))?;
        Ok((size::int(off), st.into_iter().map(size::int).collect()))
    }

    /// A template group: the weight's producer becomes the prologue, later bodies reading the
    /// output become epilogues; if the fused kernel cannot be built, each part runs alone.
    fn matmul_group(&mut self, name: &str, ops: &[&Operation], t: usize) -> Result<()> {
        let tmpl = ops[t];
        let OperationKind::Template { inputs, .. } = &tmpl.kind else {
            unreachable!("matmul_group is called with the index of the group's template");
        };
        // An empty name would match no producer and silently drop the prologue.
        let Some(weight) = inputs.last().cloned() else {
            return Err(unsupported(name, "matmul template without operands"));
        };
        let prologue =
            ops[..t].iter().copied().find(|o| o.body().is_some() && o.outputs.contains(&weight));
        let pre: Vec<&Operation> = ops[..t]
            .iter()
            .copied()
            .filter(|o| Some(o.name.as_str()) != prologue.map(|p| p.name.as_str()))
            .collect();
        let post: Vec<&Operation> = ops[t + 1..].to_vec();
        for op in &pre {
            self.single(op)?;
        }
        let epi_ok = post.iter().all(|o| o.body().is_some());
        let fused = self.matmul_spec(name, tmpl, prologue, if epi_ok { &post } else { &[] });
        let covered: Vec<&Operation> = prologue
            .into_iter()
            .chain([tmpl])
            .chain(if epi_ok { post.clone() } else { vec![] })
            .collect();
        let attempt = fused.and_then(|mm| self.add(KernelSpec::Matmul(mm), &covered));
        match attempt {
            Ok(()) => {
                if !epi_ok {
                    for op in &post {
                        self.single(op)?;
                    }
                }
            }
            Err(e) => {
                self.notes.push(format!("{name}: ran unfused ({e})"));
                if let Some(p) = prologue {
                    self.single(p)?;
                }
                self.single(tmpl)?;
                for op in &post {
                    self.single(op)?;
                }
            }
        }
        Ok(())
    }
}
