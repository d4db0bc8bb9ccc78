//! The matcher against Inductor itself: every expected string below was produced by torch
//! 2.15's `torch/_inductor/pattern_matcher.py` (`repr(Match)`, `match.nodes`, `str(FailedMatch)`)
//! on FX graphs built node for node like these, with the same names as the sample graphs.
use quantbench::ir::{Arg, DType, Graph, Node, NodeId, OpKind};
use quantbench::pattern::{Match, match_node, parse_pattern};

struct B(Graph);

impl B {
    fn new() -> B {
        B(Graph::new("<lambda>"))
    }
    fn ph(&mut self, name: &str) -> Arg {
        Arg::Node(self.0.push(Node::new(name, OpKind::Placeholder, name)))
    }
    fn attr(&mut self, name: &str) -> Arg {
        Arg::Node(self.0.push(Node::new(name, OpKind::GetAttr, name)))
    }
    fn call(&mut self, name: &str, target: &str, args: Vec<Arg>, kwargs: Vec<(&str, Arg)>) -> Arg {
        let mut n = Node::new(name, OpKind::CallFunction, target);
        n.args = args;
        n.kwargs = kwargs.into_iter().map(|(k, v)| (k.to_string(), v)).collect();
        Arg::Node(self.0.push(n))
    }
    fn out(mut self, v: Arg) -> Graph {
        let mut o = Node::new("output", OpKind::Output, "output");
        o.args = vec![Arg::Tuple(vec![v])];
        self.0.push(o);
        for (name, _) in self
            .0
            .nodes
            .iter()
            .filter(|n| n.op == OpKind::GetAttr)
            .map(|n| (n.target.clone(), ()))
            .collect::<Vec<_>>()
        {
            self.0.subgraphs.insert(name.clone(), Graph::new(name));
        }
        self.0
    }
}

fn id(a: &Arg) -> NodeId {
    a.as_node().expect("a node")
}

const IQ: &str = "torch.ops.higher_order.invoke_quant";
const SEED: &str = r#"CallFunction(torch.ops.aten.mm, CallFunction(torch.ops.higher_order.invoke_quant, Ignored(), Ignored(), Ignored(), scheme="nf4"), Arg())"#;

fn nf4(scheme: Arg) -> (Graph, NodeId, NodeId) {
    let mut b = B::new();
    let (a0, a1, a2) = (b.ph("arg0_1"), b.ph("arg1_1"), b.ph("arg2_1"));
    let sg = b.attr("subgraph0");
    let iq = b.call("invoke_quant_1", IQ, vec![sg, a0, a1], vec![("scheme", scheme)]);
    let mm = b.call("mm", "torch.ops.aten.mm.default", vec![iq.clone(), a2], vec![]);
    (b.out(mm.clone()), id(&iq), id(&mm))
}

/// `repr(Match)` and `match.nodes` as Inductor prints them.
fn show(g: &Graph, m: &Match) -> String {
    let name = |n: NodeId| g.node(n).name.clone();
    let args: Vec<String> =
        m.args.iter().map(|a| quantbench::pattern::expr::py_repr(a, &name)).collect();
    let kwargs: Vec<String> = m
        .kwargs
        .iter()
        .map(|(k, v)| format!("'{k}': {}", quantbench::pattern::expr::py_repr(v, &name)))
        .collect();
    let nodes: Vec<String> = m.nodes.iter().map(|&n| name(n)).collect();
    format!("Match(..., [{}], {{{}}}) [{}]", args.join(", "), kwargs.join(", "), nodes.join(", "))
}

fn run(text: &str, g: &Graph, at: NodeId) -> Result<String, String> {
    let p = parse_pattern(text).map_err(|e| e.to_string())?;
    let users = g.users();
    match match_node(&p, g, &users, at) {
        Ok(m) => Ok(show(g, &m)),
        Err(f) => Err(f.message(&p, g)),
    }
}

#[test]
fn seed_pattern_matches_nf4_and_names_the_scheme_when_it_does_not() {
    let (g, iq, mm) = nf4(Arg::Str("nf4".into()));
    assert_eq!(run(SEED, &g, mm).unwrap(), "Match(..., [arg2_1], {}) [invoke_quant_1, mm]");
    let (g2, _, mm2) = nf4(Arg::None);
    assert_eq!(run(SEED, &g2, mm2).unwrap_err(), "constant_args: invoke_quant_1 None!='nf4'");
    let p = parse_pattern(SEED).unwrap();
    let f = match_node(&p, &g2, &g2.users(), mm2).unwrap_err();
    assert_eq!(
        (f.kind(), f.arg.as_deref(), f.node),
        ("constant_args", Some("scheme"), Some(NodeId(4)))
    );
    assert_eq!(
        p.repr(p.root),
        "CallFunction([mm, ...], CallFunction(invoke_quant, *, *, *, scheme=nf4), Arg())"
    );

    assert_eq!(
        run("CallFunction(torch.ops.higher_order.invoke_quant, Ignored(), Arg(), Arg())", &g, iq)
            .unwrap_err(),
        "undeclared_kwarg: node=invoke_quant_1, pattern=CallFunction(invoke_quant, *, Arg(), Arg())"
    );
    assert_eq!(run(r#"CallFunction(torch.ops.higher_order.invoke_quant, Ignored(), Arg(), Arg(), scheme=KeywordArg("s"))"#, &g2, iq).unwrap(), "Match(..., [arg0_1, arg1_1], {'s': None}) [invoke_quant_1]");
    assert_eq!(
        run(r#"CallFunction(aten.mm.default, CallFunction(torch.ops.higher_order.invoke_quant, Ignored(), Ignored(), Ignored(), scheme="nf4", _users=2), Arg())"#, &g, mm).unwrap_err(),
        "multiple_users CallFunction(invoke_quant, *, *, *, scheme=nf4, _users=2)"
    );
}

fn int8() -> (Graph, NodeId) {
    let mut b = B::new();
    let (a0, a1, a2) = (b.ph("arg0_1"), b.ph("arg1_1"), b.ph("arg2_1"));
    let sg = b.attr("subgraph0");
    let iq = b.call(
        "invoke_quant_1",
        IQ,
        vec![sg, a0, a1],
        vec![("scheme", Arg::Str("int8_woq".into()))],
    );
    let pe = b.call(
        "permute",
        "torch.ops.aten.permute.default",
        vec![iq, Arg::List(vec![Arg::Int(1), Arg::Int(0)])],
        vec![],
    );
    let mm = b.call("mm", "torch.ops.aten.mm.default", vec![a2, pe], vec![]);
    let relu = b.call("relu", "torch.ops.aten.relu.default", vec![mm.clone()], vec![]);
    (b.out(relu), id(&mm))
}

#[test]
fn int8_woq_pattern_and_list_constants() {
    let (g, mm) = int8();
    assert_eq!(
        run(SEED, &g, mm).unwrap_err(),
        "function_mismatch: node=arg2_1, pattern=CallFunction(invoke_quant, *, *, *, scheme=nf4)"
    );
    let w8 = r#"CallFunction(aten.mm, KeywordArg("x"), CallFunction(aten.permute.default, CallFunction(torch.ops.higher_order.invoke_quant, Ignored(), KeywordArg("w"), KeywordArg("scale"), scheme="int8_woq"), [1, 0]))"#;
    assert_eq!(
        run(w8, &g, mm).unwrap(),
        "Match(..., [], {'x': arg2_1, 'w': arg0_1, 'scale': arg1_1}) [invoke_quant_1, permute, mm]"
    );
    assert_eq!(run(r#"CallFunction(aten.mm, KeywordArg("x"), CallFunction(aten.permute.default, Arg(), [0, 1]))"#, &g, mm).unwrap_err(), "constant_args: permute 1!=0");
    assert_eq!(run(r#"CallFunction(aten.mm, KeywordArg("x"), CallFunction(aten.permute.default, Arg(), Arg()))"#, &g, mm).unwrap(), "Match(..., [invoke_quant_1, [1, 0]], {'x': arg2_1}) [permute, mm]");
}

fn uint4x2() -> (Graph, NodeId, NodeId, NodeId) {
    let mut b = B::new();
    let (w, x) = (b.ph("arg0_1"), b.ph("arg1_1"));
    let ba = b.call(
        "bitwise_and",
        "torch.ops.aten.bitwise_and.Scalar",
        vec![w.clone(), Arg::Int(15)],
        vec![],
    );
    let rs = b.call("rshift", "torch.ops.aten.__rshift__.Scalar", vec![w, Arg::Int(4)], vec![]);
    let cat = b.call(
        "cat",
        "torch.ops.aten.cat.default",
        vec![Arg::List(vec![ba, rs]), Arg::Int(1)],
        vec![],
    );
    let v = b.call(
        "view",
        "torch.ops.aten.reshape.default",
        vec![cat.clone(), Arg::List(vec![Arg::Int(-1), Arg::Int(256)])],
        vec![],
    );
    let ce = b.call(
        "convert_element_type",
        "torch.ops.prims.convert_element_type.default",
        vec![v, Arg::Dtype(DType::F32)],
        vec![],
    );
    let sub = b.call("sub", "torch.ops.aten.sub.Tensor", vec![ce, Arg::Int(8)], vec![]);
    let mm = b.call("mm", "torch.ops.aten.mm.default", vec![x, sub.clone()], vec![]);
    (b.out(mm.clone()), id(&mm), id(&sub), id(&cat))
}

fn long_hand(list_of: &str) -> String {
    format!(
        r#"CallFunction(aten.mm.default, KeywordArg("mat1"), CallFunction(aten.sub.Tensor, CallFunction(prims.convert_element_type.default, CallFunction(aten.reshape.default, CallFunction(aten.cat.default, {list_of}, 1), KeywordArg("mat2_mm_shape")), KeywordArg("mat2_dtype")), 8))"#
    )
}

#[test]
fn uint4x2_long_hand_partial_list_and_its_strict_variant() {
    let (g, mm, sub, cat) = uint4x2();
    let full = "Match(..., [], {'mat1': arg1_1, 'mat2': arg0_1, 'mat2_mm_shape': [-1, 256], 'mat2_dtype': torch.float32}) [bitwise_and, cat, view, convert_element_type, sub, mm]";
    assert_eq!(
        run(
            &long_hand(
                r#"ListOf(CallFunction(aten.bitwise_and.Scalar, KeywordArg("mat2"), 0xF), True)"#
            ),
            &g,
            mm
        )
        .unwrap(),
        full
    );
    // The older post_grad.py passed the rshift pattern as ListOf's second argument: truthy, so partial.
    assert_eq!(
        run(&long_hand(r#"ListOf(CallFunction(aten.bitwise_and.Scalar, KeywordArg("mat2"), 0xF), CallFunction(aten.__rshift__.Scalar, KeywordArg("mat2"), 4))"#), &g, mm).unwrap(),
        full
    );
    let strict =
        long_hand(r#"ListOf(CallFunction(aten.bitwise_and.Scalar, KeywordArg("mat2"), 0xF))"#);
    assert_eq!(
        run(&strict, &g, mm).unwrap_err(),
        "list[1]: function_mismatch: node=rshift, pattern=CallFunction(aten.bitwise_and.Scalar, KeywordArg('mat2'), 15)"
    );
    let p = parse_pattern(&strict).unwrap();
    assert_eq!(
        p.repr(p.root),
        "CallFunction(aten.mm.default, KeywordArg('mat1'), CallFunction(aten.sub.Tensor, CallFunction(prims.convert_element_type.default, CallFunction(aten.reshape.default, CallFunction(aten.cat.default, ListOf(CallFunction(aten.bitwise_and.Scalar, KeywordArg('mat2'), 15)), 1), KeywordArg('mat2_mm_shape')), KeywordArg('mat2_dtype')), 8))"
    );

    let wrap = |k: i64| {
        format!(
            r#"CallFunction(aten.sub.Tensor, CallFunction(prims.convert_element_type.default, CallFunction(aten.reshape.default, CallFunction(aten.cat.default, [CallFunction(aten.bitwise_and.Scalar, KeywordArg("w"), 0xF), CallFunction(aten.__rshift__.Scalar, KeywordArg("w"), 4)], 1), KeywordArg("shape")), KeywordArg("dtype")), {k})"#
        )
    };
    assert_eq!(
        run(&wrap(8), &g, sub).unwrap(),
        "Match(..., [], {'w': arg0_1, 'shape': [-1, 256], 'dtype': torch.float32}) [bitwise_and, rshift, cat, view, convert_element_type, sub]"
    );
    assert_eq!(run(&wrap(7), &g, sub).unwrap_err(), "constant_args: sub 8!=7");
    let e = run(r#"CallFunction(aten.cat.default, [CallFunction(aten.bitwise_and.Scalar, KeywordArg("w"), 0xF), Arg(), Arg()], 1)"#, &g, cat).unwrap_err();
    assert!(e.starts_with("args_structure "), "{e}");
    assert_eq!(run(r#"CallFunction(aten.cat.default, [CallFunction(aten.bitwise_and.Scalar, KeywordArg("w"), 0xF), KeywordArg("w")], 1)"#, &g, cat).unwrap_err(), "kwarg mismatch: w");
}

fn multiple() -> (Graph, NodeId, NodeId, NodeId) {
    let mut b = B::new();
    let (a0, a1, a2) = (b.ph("arg0_1"), b.ph("arg1_1"), b.ph("arg2_1"));
    let (s0, s1) = (b.attr("subgraph0"), b.attr("subgraph1"));
    let nf4 = || vec![("scheme", Arg::Str("nf4".into()))];
    let i2 = b.call("invoke_quant_2", IQ, vec![s0, a0, a1.clone()], nf4());
    let i3 = b.call("invoke_quant_3", IQ, vec![s1, a1, a2], nf4());
    let add = b.call("add", "torch.ops.aten.add.Tensor", vec![i2.clone(), i3.clone()], vec![]);
    (b.out(add.clone()), id(&i2), id(&i3), id(&add))
}

#[test]
fn shared_subpatterns_exclusive_args_and_multi_output() {
    let (g, i2, i3, add) = multiple();
    let iq = r#"CallFunction(torch.ops.higher_order.invoke_quant, KeywordArg("subgraph"), Arg(), Arg(), scheme="nf4")"#;
    assert_eq!(
        run(iq, &g, i3).unwrap(),
        "Match(..., [arg1_1, arg2_1], {'subgraph': subgraph1}) [invoke_quant_3]"
    );
    assert_eq!(
        run(iq, &g, i2).unwrap(),
        "Match(..., [arg0_1, arg1_1], {'subgraph': subgraph0}) [invoke_quant_2]"
    );
    // The same object twice must bind the same node.
    assert_eq!(
        run(&format!("p = {iq}\nCallFunction(aten.add.Tensor, p, p)"), &g, add).unwrap_err(),
        "repeated pattern differs"
    );
    let two = r#"CallFunction(aten.add.Tensor, CallFunction(torch.ops.higher_order.invoke_quant, Ignored(), Arg(), Arg(), scheme="nf4"), CallFunction(torch.ops.higher_order.invoke_quant, Ignored(), Arg(), Arg(), scheme="nf4"))"#;
    assert_eq!(
        run(two, &g, add).unwrap(),
        "Match(..., [arg0_1, arg1_1, arg1_1, arg2_1], {}) [invoke_quant_2, invoke_quant_3, add]"
    );
    let excl = r#"CallFunction(aten.add.Tensor, CallFunction(torch.ops.higher_order.invoke_quant, Ignored(), ExclusiveKeywordArg("a"), ExclusiveKeywordArg("b"), scheme="nf4"), CallFunction(torch.ops.higher_order.invoke_quant, Ignored(), ExclusiveKeywordArg("c"), ExclusiveKeywordArg("d"), scheme="nf4"))"#;
    assert_eq!(run(excl, &g, add).unwrap_err(), "exclusive arg appears twice");

    let unanchored = r#"MultiOutputPattern([CallFunction(torch.ops.higher_order.invoke_quant, Ignored(), KeywordArg("x"), KeywordArg("y"), scheme="nf4"), CallFunction(aten.add.Tensor, Arg(), Arg())])"#;
    assert_eq!(run(unanchored, &g, i2).unwrap_err(), "no anchor found");
    let mo = r#"iqp = CallFunction(torch.ops.higher_order.invoke_quant, Ignored(), KeywordArg("x"), KeywordArg("y"), scheme="nf4")
MultiOutputPattern([iqp, CallFunction(aten.add.Tensor, iqp, Arg())])"#;
    assert_eq!(
        run(mo, &g, i2).unwrap(),
        "Match(..., [invoke_quant_3], {'x': arg0_1, 'y': arg1_1}) [invoke_quant_2, add]"
    );
    assert_eq!(run(mo, &g, i3).unwrap_err(), "repeated pattern differs");
}
