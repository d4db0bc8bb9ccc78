//! The op table's coverage: for every op, what the interpreter (`interp::ops::kernel`),
//! lowering (`lower::claim`) and the JIT (`kernel::plan::jit_plan`) claim is checked by running
//! a call of it (`op_table/cases.rs`, result types printed by PyTorch): the interpreter's result
//! must have PyTorch's type and the table's dtype rule must give the same dtype; lowering must
//! produce what it claims (a loop body for a pointwise claim, a `FallbackKernel` for a fallback
//! claim...); the JIT must compile what it claims to compile (every kernel `jit: true`), run the
//! rest on the interpreter (`jit: false`), and agree with the interpreter. An op claimed
//! supported that is not fails here, and so does one claimed unsupported that runs.
use quantbench::interp::{self, InterpError, Tensor, Tolerance};
use quantbench::ir::{Arg, DType, Graph, Node, OpKind};
use quantbench::kernel::plan::{JitPlan, jit_plan};
use quantbench::lower::{self, BufferKind, Claim, LowerCause, LowerError, OperationKind};
use quantbench::op::{self, ArgDtype, Op, ResultDtype};
use quantbench::pipeline::{JitOptions, run_jit};
use quantbench::sched::Policy;
use std::collections::HashMap;

#[path = "op_table/cases.rs"]
mod cases;

pub struct Case {
    op: Op,
    /// `add.Tensor(x, y)`; `prims.` / `quantized_decomposed.` prefixes name other namespaces.
    call: &'static str,
    /// `x: f32[2, 3]; y: f32[3]+` (`+`: positive values).
    inputs: &'static str,
    /// PyTorch's result type: `f32[2, 3]`, `(f32[2], i64[2])`, `[f32[2], f32[3]]`, `int`.
    out: &'static str,
}

pub const fn c(op: Op, call: &'static str, inputs: &'static str, out: &'static str) -> Case {
    Case { op, call, inputs, out }
}

/// A graph to run and the op whose claims it checks.
struct Example {
    op: Op,
    label: String,
    graph: Graph,
    /// Name of the node computing the op.
    node: String,
    /// Placeholders to make positive.
    positive: Vec<String>,
    /// Output types as PyTorch printed them.
    outputs: Vec<String>,
    /// How many outputs the op's own value has (a tuple's elements are read by getitems).
    tuple: bool,
}

/// `(f32[2], i64[2])` → its elements; a single type stays one.
fn split_types(s: &str) -> Vec<String> {
    let inner = s
        .strip_prefix('(')
        .and_then(|r| r.strip_suffix(')'))
        .or_else(|| s.strip_prefix('[').and_then(|r| r.strip_suffix(']')));
    let Some(inner) = inner else { return vec![s.to_string()] };
    let (mut depth, mut start, mut out) = (0, 0, vec![]);
    for (i, ch) in inner.char_indices() {
        match ch {
            '[' => depth += 1,
            ']' => depth -= 1,
            ',' if depth == 0 => {
                out.push(inner[start..i].trim().to_string());
                start = i + 1;
            }
            _ => {}
        }
    }
    out.push(inner[start..].trim().to_string());
    out
}

fn build(case: &Case) -> Example {
    let (qualified, _) = case.call.split_once('(').expect("a call");
    let qualified =
        if qualified.starts_with("prims.") || qualified.starts_with("quantized_decomposed.") {
            qualified.to_string()
        } else {
            format!("aten.{qualified}")
        };
    let args = &case.call[case.call.find('(').unwrap()..];
    let mut params = vec![];
    let mut positive = vec![];
    for decl in case.inputs.split(';').map(str::trim).filter(|d| !d.is_empty()) {
        let (name, ty) = decl.split_once(':').unwrap();
        let ty = ty.trim();
        if let Some(ty) = ty.strip_suffix('+') {
            positive.push(name.trim().to_string());
            params.push(format!("{}: \"{ty}\"", name.trim()));
        } else {
            params.push(format!("{}: \"{ty}\"", name.trim()));
        }
    }
    let tuple = case.out.starts_with('(') || case.out.starts_with('[');
    let outputs = split_types(case.out);
    let mut body = String::new();
    let call = format!("torch.ops.{qualified}{args}");
    if tuple {
        body.push_str(&format!("        r = {call}\n"));
        let mut names = vec![];
        for (i, t) in outputs.iter().enumerate() {
            let n = if i == 0 { "getitem".to_string() } else { format!("getitem_{i}") };
            body.push_str(&format!("        {n}: \"{t}\" = operator.getitem(r, {i})\n"));
            names.push(n);
        }
        body.push_str(&format!("        return ({},)\n", names.join(", ")));
    } else if case.out == "int" {
        body.push_str(&format!("        r = {call}\n        return (r,)\n"));
    } else {
        body.push_str(&format!("        r: \"{}\" = {call}\n        return (r,)\n", case.out));
    }
    let text = format!(
        "class GraphModule(torch.nn.Module):\n    def forward(self, {}):\n{body}",
        params.join(", ")
    );
    Example {
        op: case.op,
        label: case.call.to_string(),
        graph: parse(&text),
        node: "r".into(),
        positive,
        outputs,
        tuple,
    }
}

fn parse(text: &str) -> Graph {
    let doc = quantbench::import::fx::parse_fx_raw(text, "op_table")
        .unwrap_or_else(|e| panic!("{e}\n{text}"));
    doc.stages[0].graph().unwrap().clone()
}

/// The ops a call cannot show alone: `getitem` of a multi-output kernel, and the higher-order
/// ops with their subgraph.
fn special() -> Vec<Example> {
    let getitem = r#"class GraphModule(torch.nn.Module):
    def forward(self, q: "f32[1, 2, 4, 8]", k: "f32[1, 2, 4, 8]", v: "f32[1, 2, 4, 8]"):
        s = torch.ops.aten._scaled_dot_product_flash_attention_for_cpu.default(q, k, v)
        r: "f32[1, 2, 4, 8]" = operator.getitem(s, 0)
        return (r,)
"#;
    let sub = |call: &str| {
        format!(
            r#"class GraphModule(torch.nn.Module):
    def forward(self, x: "f32[8]", y: "f32[8]"):
        subgraph0 = self.subgraph0
        r: "f32[8]" = {call}
        return (r,)

    class subgraph0(torch.nn.Module):
        def forward(self, arg0_1: "f32[8]", arg1_1: "f32[8]"):
            mul: "f32[8]" = torch.ops.aten.mul.Tensor(arg0_1, arg1_1)
            add: "f32[8]" = torch.ops.aten.add.Tensor(mul, arg1_1)
            return add
"#
        )
    };
    let ex = |op, label: &str, text: &str| Example {
        op,
        label: label.into(),
        graph: parse(text),
        node: "r".into(),
        positive: vec![],
        outputs: vec!["f32[8]".into()],
        tuple: false,
    };
    let mut g = ex(Op::Getitem, "getitem", getitem);
    g.outputs = vec!["f32[1, 2, 4, 8]".into()];
    // A library's custom op (no schema in gen_expected.py's torch) and an Inductor pattern
    // handler (no torch.ops spelling); result types as PyTorch gives them (quanto 0.2.7, and
    // `_weight_int8pack_mm` of the bf16 x).
    let mm = |op, label: &str, params: &str, call: &str, out: &str| {
        let text = format!(
            "class GraphModule(torch.nn.Module):\n    def forward(self, {params}):\n        r: \"{out}\" = {call}\n        return (r,)\n"
        );
        Example {
            op,
            label: label.into(),
            graph: parse(&text),
            node: "r".into(),
            positive: vec![],
            outputs: vec![out.into()],
            tuple: false,
        }
    };
    vec![
        g,
        mm(
            Op::QuantoQbytesMm,
            "quanto.qbytes_mm",
            "x: \"f32[2, 8]\", w: \"i8[4, 8]\", s: \"f32[4, 1]\"",
            "torch.ops.quanto.qbytes_mm.default(x, w, s)",
            "f32[2, 4]",
        ),
        mm(
            Op::WoqInt8,
            "woq_int8",
            "x: \"bf16[2, 8]\", w: \"i8[4, 8]\", s: \"bf16[4]\"",
            "torch__inductor_fx_passes_quantization_woq_int8([1, 0], torch.bfloat16, x = x, weight = w, scales = s)",
            "bf16[2, 4]",
        ),
        ex(
            Op::InvokeQuant,
            "invoke_quant",
            &sub("torch.ops.higher_order.invoke_quant(subgraph0, x, y, scheme = 'nf4')"),
        ),
        ex(
            Op::InvokeQuantPacked,
            "invoke_quant_packed",
            &sub("torch.ops.higher_order.invoke_quant_packed(subgraph0, x, y)"),
        ),
        ex(
            Op::InvokeSubgraph,
            "invoke_subgraph",
            &sub("torch.ops.higher_order.invoke_subgraph(subgraph0, 'subgraph_0', x, y)"),
        ),
    ]
}

fn examples() -> Vec<Example> {
    cases::CASES.iter().map(build).chain(special()).collect()
}

fn inputs(ex: &Example) -> Vec<Tensor> {
    let mut ts =
        interp::io::generate_inputs(&ex.graph, 7, &HashMap::new(), Default::default()).unwrap();
    let names: Vec<&str> = ex
        .graph
        .nodes
        .iter()
        .filter(|n| n.op == OpKind::Placeholder)
        .map(|n| n.name.as_str())
        .collect();
    for (t, name) in ts.iter_mut().zip(names) {
        if ex.positive.iter().any(|p| p == name) {
            let v: Vec<f64> = t.to_f64_vec().iter().map(|x| x.abs() + 0.25).collect();
            *t = Tensor::from_f64(t.dtype(), t.sizes().to_vec(), &v).unwrap();
        }
    }
    ts
}

fn node<'g>(g: &'g Graph, name: &str) -> &'g Node {
    g.node(g.find(name).expect("the op's node"))
}

fn arg_dtype(g: &Graph, a: &Arg) -> ArgDtype {
    match a {
        Arg::Node(id) => match g.node(*id).meta.tensor() {
            Some(t) => ArgDtype::Tensor { dtype: t.dtype, ndim: t.shape.len() },
            None => ArgDtype::Other,
        },
        Arg::Int(_) => ArgDtype::Int,
        Arg::Float(_) => ArgDtype::Float,
        Arg::Bool(b) => ArgDtype::Bool(*b),
        Arg::None => ArgDtype::None,
        Arg::Str(_) => ArgDtype::Str,
        Arg::Dtype(d) => ArgDtype::Dtype(*d),
        Arg::List(xs) | Arg::Tuple(xs) => {
            ArgDtype::List(xs.iter().map(|x| arg_dtype(g, x)).collect())
        }
        _ => ArgDtype::Other,
    }
}

fn dtype_of(ty: &str) -> Option<DType> {
    let abbr = ty.split('[').next()?;
    DType::ALL.iter().copied().find(|d| d.abbr() == abbr)
}

/// The table's rule against PyTorch's types, and the call against the op's schema.
fn check_table(ex: &Example) -> Result<(), String> {
    let n = node(&ex.graph, &ex.node);
    let r = op::lookup_node(n).ok_or("the table does not resolve the call")?;
    if r.op != ex.op {
        return Err(format!("resolves to {:?}", r.op));
    }
    if r.form == op::Form::Overload
        && n.target.starts_with("torch.ops.")
        && !n.target.contains("higher_order")
    {
        let schema = r.schema().ok_or("no schema for the overload")?;
        let kw: Vec<&str> = n.kwargs.iter().map(|(k, _)| k.as_str()).collect();
        schema.check_call(n.args.len(), &kw).map_err(|e| e.to_string())?;
    }
    let args: Vec<ArgDtype> = n.args.iter().map(|a| arg_dtype(&ex.graph, a)).collect();
    let kwargs: Vec<(&str, ArgDtype)> =
        n.kwargs.iter().map(|(k, a)| (k.as_str(), arg_dtype(&ex.graph, a))).collect();
    let want: Vec<Option<DType>> = ex.outputs.iter().map(|t| dtype_of(t)).collect();
    let got = ex.op.result_dtype(r.name, r.overload, &args, &kwargs).map_err(|e| e.to_string())?;
    let ok = match &got {
        ResultDtype::One(d) => want == [Some(*d)],
        ResultDtype::Tuple(ds) => {
            ex.tuple && want == ds.iter().map(|d| Some(*d)).collect::<Vec<_>>()
        }
        ResultDtype::Each(d) => ex.tuple && want.iter().all(|w| *w == Some(*d)),
        ResultDtype::NotTensor => want == [None],
        ResultDtype::FromOperand => true,
    };
    if !ok {
        return Err(format!("dtype rule gives {got:?}, PyTorch {:?}", ex.outputs));
    }
    Ok(())
}

/// Runs the example on the interpreter; `Ok(None)` when it is refused as unsupported.
fn run_interp(ex: &Example, inputs: &[Tensor]) -> Result<Option<Vec<Tensor>>, String> {
    match interp::run_graph(&ex.graph, inputs) {
        Ok(outs) => Ok(Some(outs)),
        Err(InterpError::Unsupported { .. }) => Ok(None),
        Err(e) => Err(e.to_string()),
    }
}

fn check_interp(ex: &Example, inputs: &[Tensor]) -> Result<Option<Vec<Tensor>>, String> {
    let claims = interp::ops::kernel(ex.op).runs();
    let outs = run_interp(ex, inputs)?;
    match (&outs, claims) {
        (Some(outs), true) => {
            let got: Vec<String> = outs.iter().map(Tensor::type_str).collect();
            let want: Vec<String> = ex
                .outputs
                .iter()
                .map(|t| if t == "int" { "i64[]".to_string() } else { t.clone() })
                .collect();
            if got != want {
                return Err(format!("interpreter gives {got:?}, PyTorch {want:?}"));
            }
        }
        (None, true) => return Err("claimed by the interpreter but refused".into()),
        (Some(_), false) => return Err("claimed unsupported but the interpreter runs it".into()),
        (None, false) => {}
    }
    Ok(outs)
}

/// `max.default(x)` → `default`.
fn overload(ex: &Example) -> &str {
    let call = ex.label.split('(').next().unwrap_or("");
    call.rsplit('.').next().unwrap_or("")
}

fn check_lowering(ex: &Example) -> Result<(), String> {
    let claim = lower::claim_overload(ex.op, overload(ex));
    // A tuple-valued fallback gets MultiOutput buffers laid out from its getitem users.
    let refused = matches!(claim, Claim::Unsupported(_));
    for policy in [Policy::InductorCpu, Policy::Workbench] {
        let opts = policy.lower_options();
        let l = match lower::lower(&ex.graph, &opts) {
            Err(LowerError::Node { cause, .. })
                if refused && matches!(*cause, LowerCause::Unsupported(_)) =>
            {
                continue;
            }
            Err(e) => return Err(format!("{policy:?}: {e}")),
            Ok(_) if refused => return Err(format!("{policy:?}: should be refused but lowers")),
            Ok(l) => l,
        };
        let ops = &l.operations;
        let mine = |o: &&lower::Operation| o.origins.contains(&ex.node);
        let fallback = ops.iter().filter(mine).any(|o| {
            matches!(o.kind, OperationKind::Extern { class: BufferKind::FallbackKernel, .. })
        });
        let externs = ops.iter().any(|o| !matches!(o.kind, OperationKind::Computed { .. }));
        let reduction = ops.iter().any(|o| o.is_reduction());
        let ok = match claim {
            Claim::Pointwise | Claim::View => !externs && !reduction,
            // Fewer than 8 reduced elements unroll into a pointwise, as in Inductor
            // (`small_reductions_unroll_into_pointwise`).
            Claim::Reduction => !externs,
            Claim::Matmul => ops.iter().any(|o| match &o.kind {
                OperationKind::Extern { kernel, .. } => kernel.starts_with("extern_kernels."),
                OperationKind::Template { .. } => opts.mm_as_template,
                _ => false,
            }),
            Claim::Concat => {
                let kernel = ops.iter().any(|o| {
                    matches!(&o.kind, OperationKind::Nop { class: BufferKind::ConcatKernel, .. })
                        || matches!(&o.kind, OperationKind::Extern { kernel, .. } if kernel == "torch.ops.aten.cat.default")
                });
                if opts.pointwise_cat { !externs } else { kernel }
            }
            Claim::Inline => !l.invoke_quant_ops.is_empty(),
            Claim::Mutation => !l.mutations.is_empty(),
            Claim::Getitem => true,
            Claim::Fallback(_) => fallback,
            Claim::Scan if opts.scan_loops => ops.iter().any(|o| {
                matches!(&o.kind, OperationKind::Computed { reduction_type: Some(r), .. } if r == "custom")
            }),
            Claim::Scan => fallback,
            // 2-d on CPU: an ExternKernelAlloc; anything else stays a fallback. The workbench
            // makes a plain f32 one im2col and a matmul template.
            Claim::Convolution => {
                ops.iter().any(|o| match o.kind {
                    OperationKind::Extern { class: BufferKind::ExternKernelAlloc, .. } => true,
                    OperationKind::Template { .. } => opts.conv_as_template,
                    _ => false,
                }) || fallback
            }
            Claim::Unsupported(_) => unreachable!("handled above"),
        };
        if !ok {
            let kinds: Vec<String> =
                ops.iter().map(|o| format!("{}: {:?}", o.name, o.kind)).collect();
            return Err(format!("{policy:?}: claimed {claim:?}, lowered to {kinds:#?}"));
        }
    }
    Ok(())
}

/// Whether lowering under `policy` made the example's convolution a matmul template.
fn conv_template(ex: &Example, policy: Policy) -> bool {
    lower::lower(&ex.graph, &policy.lower_options()).is_ok_and(|l| {
        l.operations.iter().any(|o| {
            o.origins.contains(&ex.node) && matches!(o.kind, OperationKind::Template { .. })
        })
    })
}

fn check_jit(ex: &Example, inputs: &[Tensor], reference: Option<&[Tensor]>) -> Result<(), String> {
    let plan = quantbench::kernel::plan::jit_plan_overload(ex.op, overload(ex));
    for policy in [Policy::Workbench, Policy::InductorCpu] {
        let opt = JitOptions { policy, threads: 1, warmup: 0, runs: 1, ..JitOptions::default() };
        let run = match (run_jit(&ex.graph, inputs, &opt), plan) {
            (Err(_), JitPlan::Unsupported(_)) => continue,
            (Err(e), _) => return Err(format!("{policy:?}: {e}")),
            (Ok(_), JitPlan::Unsupported(why)) => {
                return Err(format!("{policy:?}: claimed unsupported ({why}) but runs"));
            }
            (Ok(r), _) => r,
        };
        let all_jit = run.kernels.iter().all(|k| k.jit);
        let ok = match plan {
            p if p.compiled() => all_jit,
            JitPlan::Interpreter => !all_jit,
            // A scan loop body under the workbench, the aten fallback under inductor-cpu.
            JitPlan::Scan => all_jit == (policy == Policy::Workbench),
            // Compiled where the workbench made it a matmul template, else the extern.
            JitPlan::Convolution => all_jit == conv_template(ex, policy),
            _ => true,
        };
        if !ok {
            let ks: Vec<String> =
                run.kernels.iter().map(|k| format!("{} jit={}", k.name, k.jit)).collect();
            return Err(format!("{policy:?}: claimed {plan:?}, kernels {ks:?}"));
        }
        let reference = reference.ok_or("the JIT ran an op the interpreter refuses")?;
        // An `empty` is uninitialized memory: Inductor's readers see `nop_loader_fn`'s NaN, the
        // interpreter zeros, eager whatever was there. Only its dtype and shape are compared.
        if matches!(ex.op, Op::Empty | Op::EmptyLike | Op::NewEmptyStrided) {
            for (i, (a, e)) in run.outputs.iter().zip(reference).enumerate() {
                if a.dtype() != e.dtype() || a.sizes() != e.sizes() {
                    return Err(format!(
                        "{policy:?}: output {i} is {} not {}",
                        a.type_str(),
                        e.type_str()
                    ));
                }
            }
            continue;
        }
        for (i, (a, e)) in run.outputs.iter().zip(reference).enumerate() {
            let tol = Tolerance { equal_nan: true, ..Tolerance::for_dtype(e.dtype()) };
            let cmp = interp::compare_with(a, e, tol);
            if !cmp.passed {
                return Err(format!(
                    "{policy:?}: output {i} differs from the interpreter: {cmp:?}"
                ));
            }
        }
    }
    Ok(())
}

#[test]
fn every_op_has_a_case_or_a_reason() {
    let exs = examples();
    let no_case: Vec<Op> = cases::NO_CASE.iter().map(|(o, _)| *o).collect();
    for &op in Op::ALL {
        let has = exs.iter().any(|e| e.op == op);
        assert!(
            has != no_case.contains(&op),
            "{op:?}: needs a case in op_table/cases.rs or a reason in NO_CASE, not both"
        );
    }
}

#[test]
fn the_engines_claims_agree() {
    let mut bad = vec![];
    for &op in Op::ALL {
        let runs = interp::ops::kernel(op).runs();
        let want = match lower::claim(op) {
            Claim::Pointwise | Claim::View | Claim::Reduction => vec![JitPlan::LoopBodies],
            // `baddbmm` (alpha, beta, a batched bias) is an extern the JIT leaves to the
            // interpreter, as Inductor leaves it to aten.
            Claim::Matmul if runs && op == Op::Baddbmm => vec![JitPlan::Interpreter],
            // So are the integer and weight-only int8 products (aten's kernels in Inductor).
            Claim::Matmul
                if runs && matches!(op, Op::IntMm | Op::WeightInt8packMm | Op::WoqInt8) =>
            {
                vec![JitPlan::Interpreter]
            }
            Claim::Matmul => vec![JitPlan::Matmul],
            Claim::Concat => vec![JitPlan::Concat],
            Claim::Inline => vec![JitPlan::Inlined],
            Claim::Getitem => vec![JitPlan::NoKernel],
            // A Scatter runs as loop bodies; a ScatterFallback on the interpreter.
            Claim::Mutation => vec![JitPlan::LoopBodies, JitPlan::Interpreter],
            Claim::Scan if runs => vec![JitPlan::Scan],
            Claim::Convolution if runs => vec![JitPlan::Convolution],
            Claim::Fallback(_) if runs => vec![JitPlan::Interpreter],
            Claim::Fallback(_) | Claim::Scan | Claim::Convolution | Claim::Unsupported(_) => vec![],
        };
        let plan = jit_plan(op);
        let ok = if want.is_empty() {
            matches!(plan, JitPlan::Unsupported(_))
        } else {
            want.contains(&plan)
        };
        if !ok {
            bad.push(format!(
                "{op:?}: lowering {:?}, interpreter runs={runs}, JIT {plan:?}",
                lower::claim(op)
            ));
        }
    }
    assert!(bad.is_empty(), "{}", bad.join("\n"));
}

#[test]
fn every_claim_holds_when_the_op_runs() {
    let mut failures = vec![];
    let exs = examples();
    for ex in &exs {
        let inputs = inputs(ex);
        let mut fail = |stage: &str, e: String| {
            failures.push(format!("{:?} `{}` ({stage}): {e}", ex.op, ex.label))
        };
        if let Err(e) = check_table(ex) {
            fail("table", e);
        }
        let reference = match check_interp(ex, &inputs) {
            Ok(r) => r,
            Err(e) => {
                fail("interpreter", e);
                continue;
            }
        };
        if let Err(e) = check_lowering(ex) {
            fail("lowering", e);
        }
        if let Err(e) = check_jit(ex, &inputs, reference.as_deref()) {
            fail("jit", e);
        }
    }
    assert!(
        failures.is_empty(),
        "{} of {} examples fail:\n{}",
        failures.len(),
        exs.len(),
        failures.join("\n")
    );
}
