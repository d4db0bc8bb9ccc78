//! Lowering and scheduling of a hand-built graph (the seed's `invoke_quant(gn, x, y)` with
//! `gn = x * y + y`), checked against what Inductor printed for it in the corpus.
use quantbench::ir::{Arg, DType, Graph, Node, NodeId, OpKind, TensorMeta, ValMeta};
use quantbench::lower::{LowerOptions, OperationKind, lower};
use quantbench::sched::{Config, CostModel, Policy, schedule};

fn tensor(name: &str, op: OpKind, target: &str, args: Vec<Arg>, shape: &[i64]) -> Node {
    let mut n = Node::new(name, op, target);
    n.args = args;
    n.meta.val = Some(ValMeta::Tensor(TensorMeta::new(DType::F32, shape)));
    n
}

fn seed() -> Graph {
    let sub = Graph {
        name: "subgraph0".into(),
        nodes: vec![
            tensor("arg0_1", OpKind::Placeholder, "arg0_1", vec![], &[8]),
            tensor("arg1_1", OpKind::Placeholder, "arg1_1", vec![], &[8]),
            tensor(
                "mul",
                OpKind::CallFunction,
                "torch.ops.aten.mul.Tensor",
                vec![Arg::Node(NodeId(0)), Arg::Node(NodeId(1))],
                &[8],
            ),
            tensor(
                "add",
                OpKind::CallFunction,
                "torch.ops.aten.add.Tensor",
                vec![Arg::Node(NodeId(2)), Arg::Node(NodeId(1))],
                &[8],
            ),
            Node {
                args: vec![Arg::Node(NodeId(3))],
                ..Node::new("output", OpKind::Output, "output")
            },
        ],
        subgraphs: Default::default(),
        ..Default::default()
    };
    let mut iq = tensor(
        "invoke_quant_1",
        OpKind::CallFunction,
        "torch.ops.higher_order.invoke_quant",
        vec![Arg::Node(NodeId(2)), Arg::Node(NodeId(0)), Arg::Node(NodeId(1))],
        &[8],
    );
    iq.kwargs = vec![("scheme".into(), Arg::Str("nf4".into()))];
    let mut g = Graph {
        name: "<lambda>".into(),
        nodes: vec![
            tensor("arg0_1", OpKind::Placeholder, "arg0_1", vec![], &[8]),
            tensor("arg1_1", OpKind::Placeholder, "arg1_1", vec![], &[8]),
            Node::new("subgraph0", OpKind::GetAttr, "subgraph0"),
            iq,
            Node {
                args: vec![Arg::Tuple(vec![Arg::Node(NodeId(3))])],
                ..Node::new("output", OpKind::Output, "output")
            },
        ],
        subgraphs: Default::default(),
        ..Default::default()
    };
    g.subgraphs.insert("subgraph0".into(), sub);
    g
}

#[test]
fn seed_lowers_to_inductors_op0() {
    let l = lower(&seed(), &LowerOptions::cpu()).unwrap();
    assert_eq!(l.operations.len(), 1);
    let op = &l.operations[0];
    assert_eq!((op.name.as_str(), op.outputs.as_slice()), ("op0", &["buf0".to_string()][..]));
    assert!(l.invoke_quant_ops.contains("op0") && l.low_precision_codegen_ops.contains("op0"));
    let OperationKind::Computed { body, reduction_type: None } = &op.kind else {
        panic!("not a pointwise ComputedBuffer")
    };
    let expected = [
        "var_ranges = {p0: 8}",
        "index0 = p0",
        "get_index = self.get_index('index0')",
        "load = ops.load('arg0_1', get_index)",
        "get_index_1 = self.get_index('index0')",
        "load_1 = ops.load('arg1_1', get_index_1)",
        "mul = ops.mul(load, load_1)",
        "get_index_2 = self.get_index('index0')",
        "load_2 = ops.load('arg1_1', get_index_2)",
        "add = ops.add(mul, load_2)",
        "get_index_3 = self.get_index('index0')",
        "store = ops.store('buf0', get_index_3, add, None)",
    ];
    assert_eq!(body.loop_body.render_lines(), expected);
    assert_eq!(l.graph_outputs, vec!["buf0".to_string()]);
    assert_eq!(op.origins, vec!["subgraph0.mul".to_string(), "subgraph0.add".to_string()]);
}

#[test]
fn seed_schedule_has_inductors_dependencies() {
    let s =
        schedule(&seed(), Policy::InductorCpu, Config::default(), Box::new(CostModel::default()))
            .unwrap();
    let n = &s.nodes[0];
    let w: Vec<String> = n.writes.iter().map(|d| d.to_string()).collect();
    let r: Vec<String> = n.reads.iter().map(|d| d.to_string()).collect();
    assert_eq!(w, ["MemoryDep('buf0', c0, {c0: 8})"]);
    assert_eq!(r, ["MemoryDep('arg0_1', c0, {c0: 8})", "MemoryDep('arg1_1', c0, {c0: 8})"]);
    assert_eq!(n.group.iteration.sizes, vec![quantbench::lower::index::Expr::int(8)]);
    assert!(n.group.iteration.reduction_sizes.is_empty());
    assert_eq!(s.groups.len(), 1);
}

/// `Reduction.create`: fewer than `unroll_reductions_threshold` (8) reduced elements with more
/// than one output element unroll into a pointwise combining them in order (`maximum` of the
/// loads, left to right); 8 elements stay a reduction, and so does a reduction to one element.
#[test]
fn small_reductions_unroll_into_pointwise() {
    let body = |shape: &str, out: &str| {
        let text = format!(
            "class GraphModule(torch.nn.Module):\n    def forward(self, arg0_1: \"f32[{shape}]\"):\n        amax: \"f32[{out}]\" = torch.ops.aten.amax.default(arg0_1, [-1]);  arg0_1 = None\n        return (amax,)\n"
        );
        let doc = quantbench::import::fx::parse_fx(&text, "amax.py").expect("parses");
        let g = doc.stages.last().unwrap().graph().unwrap().clone();
        let l = lower(&g, &LowerOptions::cpu()).unwrap();
        let op = &l.operations[0];
        let OperationKind::Computed { body, reduction_type } = &op.kind else { panic!() };
        (reduction_type.clone(), body.loop_body.render_lines())
    };
    let (red, lines) = body("2, 3", "2");
    assert_eq!(red, None);
    let calls: Vec<&String> = lines.iter().filter(|l| l.contains("ops.maximum")).collect();
    assert_eq!(
        calls,
        ["maximum = ops.maximum(load, load_1)", "maximum_1 = ops.maximum(maximum, load_2)"]
    );
    assert_eq!(body("2, 8", "2").0.as_deref(), Some("max"));
    assert_eq!(body("1, 3", "1").0.as_deref(), Some("max"));
}

/// `clone(permute(x), memory_format=torch.contiguous_format)` is laid out contiguously, as
/// eager makes it (FX prints the format as `torch.contiguous_format`, a memory-format
/// literal); without the keyword the clone keeps the permuted strides (preserve_format).
#[test]
fn a_contiguous_clone_of_a_permute_is_contiguous() {
    let layout = |kw: &str| {
        let text = format!(
            "class GraphModule(torch.nn.Module):\n    def forward(self, arg0_1: \"f32[1, 2, 3, 4]\"):\n        permute: \"f32[1, 3, 4, 2]\" = torch.ops.aten.permute.default(arg0_1, [0, -2, -1, 1]);  arg0_1 = None\n        clone: \"f32[1, 3, 4, 2]\" = torch.ops.aten.clone.default(permute{kw});  permute = None\n        return (clone,)\n"
        );
        let doc = quantbench::import::fx::parse_fx(&text, "clone.py").expect("parses");
        let g = doc.stages.last().unwrap().graph().unwrap().clone();
        let l = lower(&g, &LowerOptions::cpu()).unwrap();
        l.buffers[0].layout.to_string()
    };
    assert!(
        layout(", memory_format = torch.contiguous_format").contains("stride=[24, 8, 2, 1]"),
        "{}",
        layout(", memory_format = torch.contiguous_format")
    );
    assert!(layout("").contains("stride=[24, 4, 1, 12]"), "{}", layout(""));
}

/// `clone(memory_format=torch.channels_last)` as a graph output keeps eager's channels-last
/// strides (OpInfo's `to` with `memory_format`, torch 2.15: `stride=[125, 1, 25, 5]`).
#[test]
fn a_channels_last_clone_is_channels_last() {
    let text = "class GraphModule(torch.nn.Module):\n    def forward(self, arg0_1: \"f32[5, 5, 5, 5]\"):\n        convert_element_type: \"f64[5, 5, 5, 5]\" = torch.ops.prims.convert_element_type.default(arg0_1, torch.float64);  arg0_1 = None\n        clone: \"f64[5, 5, 5, 5]\" = torch.ops.aten.clone.default(convert_element_type, memory_format = torch.channels_last);  convert_element_type = None\n        return (clone,)\n";
    let doc = quantbench::import::fx::parse_fx(text, "clone.py").expect("parses");
    let g = doc.stages.last().unwrap().graph().unwrap().clone();
    let l = lower(&g, &LowerOptions::cpu()).unwrap();
    let layout = l.buffers[0].layout.to_string();
    assert!(layout.contains("stride=[125, 1, 25, 5]"), "{layout}");
}
