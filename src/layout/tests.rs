use super::*;
use crate::ir::{Arg, DType, Node, NodeMeta, TensorMeta, ValMeta};

fn meta(shape: &[i64]) -> NodeMeta {
    NodeMeta {
        val: Some(ValMeta::Tensor(TensorMeta::new(DType::F32, shape))),
        ..Default::default()
    }
}

fn call(g: &mut Graph, name: &str, target: &str, args: Vec<Arg>) -> NodeId {
    let mut n = Node::new(name, OpKind::CallFunction, target);
    n.args = args;
    n.meta = meta(&[8]);
    g.push(n)
}

fn output(g: &mut Graph, v: Vec<Arg>) {
    let mut o = Node::new("output", OpKind::Output, "output");
    o.args = vec![Arg::Tuple(v)];
    g.push(o);
}

/// The seed example built by hand: invoke_quant(subgraph0, x, y, scheme='nf4') with x*y+y inside.
fn seed() -> Graph {
    let mut sg = Graph::new("subgraph0");
    let a = sg.push(Node::new("arg0_1", OpKind::Placeholder, "arg0_1"));
    let b = sg.push(Node::new("arg1_1", OpKind::Placeholder, "arg1_1"));
    let m = call(&mut sg, "mul", "torch.ops.aten.mul.Tensor", vec![Arg::Node(a), Arg::Node(b)]);
    let s = call(&mut sg, "add", "torch.ops.aten.add.Tensor", vec![Arg::Node(m), Arg::Node(b)]);
    let mut o = Node::new("output", OpKind::Output, "output");
    o.args = vec![Arg::Node(s)];
    sg.push(o);

    let mut g = Graph::new("<lambda>");
    let x = g.push(Node::new("arg0_1", OpKind::Placeholder, "arg0_1"));
    let y = g.push(Node::new("arg1_1", OpKind::Placeholder, "arg1_1"));
    let ga = g.push(Node::new("subgraph0", OpKind::GetAttr, "subgraph0"));
    let mut iq =
        Node::new("invoke_quant_1", OpKind::CallFunction, "torch.ops.higher_order.invoke_quant");
    iq.args = vec![Arg::Node(ga), Arg::Node(x), Arg::Node(y)];
    iq.kwargs = vec![("scheme".into(), Arg::Str("nf4".into()))];
    let iq = g.push(iq);
    output(&mut g, vec![Arg::Node(iq)]);
    g.subgraphs.insert("subgraph0".into(), sg);
    g.verify().unwrap();
    g
}

/// FX-like synthetic chain: each node uses one of the previous 4 and sometimes a skip input.
pub(crate) fn synthetic(n: usize) -> Graph {
    let mut g = Graph::new("synthetic");
    let mut state = 0x9e37_79b9_7f4a_7c15u64;
    let mut rnd = move |m: u64| {
        state ^= state << 13;
        state ^= state >> 7;
        state ^= state << 17;
        state % m.max(1)
    };
    for i in 0..n {
        if i < 4 {
            g.push(Node::new(format!("arg{i}_1"), OpKind::Placeholder, format!("arg{i}_1")));
            continue;
        }
        let a = NodeId((i - 1 - rnd(4) as usize) as u32);
        let mut args = vec![Arg::Node(a)];
        if rnd(10) < 3 {
            args.push(Arg::Node(NodeId((i - 1 - rnd(40.min(i as u64)) as usize) as u32)));
        }
        call(&mut g, &format!("n{i}"), "torch.ops.aten.add.Tensor", args);
    }
    let last = NodeId(n.saturating_sub(1) as u32);
    output(&mut g, vec![Arg::Node(last)]);
    g
}

fn run(g: &Graph, expanded: &HashSet<NodePath>) -> Layout {
    layout(&Request::new(g, expanded), &Progress::default()).unwrap()
}

fn assert_no_overlaps(l: &Layout) {
    for (i, a) in l.items.iter().enumerate() {
        for b in &l.items[i + 1..] {
            if a.parent != b.parent {
                continue;
            }
            let shrink = |r: &Rect| Rect {
                min: [r.min[0] + 0.5, r.min[1] + 0.5],
                max: [r.max[0] - 0.5, r.max[1] - 0.5],
            };
            assert!(
                !shrink(&a.rect).intersects(&shrink(&b.rect)),
                "{:?} overlaps {:?}",
                a.lines,
                b.lines
            );
        }
    }
}

#[test]
fn empty_graph_lays_out_to_nothing() {
    let l = run(&Graph::new("empty"), &HashSet::new());
    assert!(l.items.is_empty() && l.edges.is_empty());
}

#[test]
fn collapsed_container_hides_get_attr_and_edges_point_down() {
    let g = seed();
    let l = run(&g, &HashSet::new());
    assert_eq!(
        l.items.len(),
        4,
        "x, y, invoke_quant, output (subgraph0's get_attr is drawn as the container)"
    );
    let iq = l.find(&NodePath::root(NodeId(3))).unwrap();
    assert_eq!(l.items[iq].class, NodeClass::InvokeQuant);
    assert!(l.items[iq].lines.iter().any(|s| s.contains("scheme='nf4'")));
    assert!(l.items[iq].lines.iter().any(|s| s.contains("subgraph0: 5 nodes")));
    for e in &l.edges {
        assert!(
            l.items[e.from as usize].rect.center()[1] < l.items[e.to as usize].rect.center()[1]
        );
    }
    assert_no_overlaps(&l);
}

#[test]
fn expanded_container_wires_operands_to_placeholders() {
    let g = seed();
    let call = NodePath::root(NodeId(3));
    let l = run(&g, &HashSet::from([call.clone()]));
    let iq = l.find(&call).unwrap();
    assert!(l.items[iq].expanded);
    let frame = l.items[iq].rect;
    let inner: Vec<&Item> = l.items.iter().filter(|it| it.parent == Some(iq as u32)).collect();
    assert_eq!(inner.len(), 5);
    for it in &inner {
        assert!(
            frame.min[0] <= it.rect.min[0] && it.rect.max[0] <= frame.max[0],
            "{:?} inside the frame",
            it.lines
        );
        assert!(frame.min[1] <= it.rect.min[1] && it.rect.max[1] <= frame.max[1]);
    }
    // x (outer arg0_1) feeds the subgraph's arg0_1 placeholder, y feeds arg1_1.
    let x = l.find(&NodePath::root(NodeId(0))).unwrap() as u32;
    let ph0 = l.find(&call.child(NodeId(0))).unwrap() as u32;
    let ph1 = l.find(&call.child(NodeId(1))).unwrap() as u32;
    assert!(l.edges.iter().any(|e| e.from == x && e.to == ph0));
    assert!(l.edges.iter().any(|e| e.to == ph1));
    // The call's user (output) is fed from the subgraph's output node.
    let inner_out = l.find(&call.child(NodeId(4))).unwrap() as u32;
    let out = l.find(&NodePath::root(NodeId(4))).unwrap() as u32;
    assert!(l.edges.iter().any(|e| e.from == inner_out && e.to == out));
    assert_no_overlaps(&l);
    assert_eq!(call.child(NodeId(2)).qualified_name(&g).as_deref(), Some("invoke_quant_1/mul"));
    assert_eq!(
        NodePath::from_qualified_name(&g, "invoke_quant_1/mul"),
        Some(call.child(NodeId(2)))
    );
}

#[test]
fn synthetic_graph_has_no_overlaps_and_long_edges_get_bends() {
    let g = synthetic(400);
    let l = run(&g, &HashSet::new());
    assert_eq!(l.items.len(), 401);
    assert_no_overlaps(&l);
    assert!(l.edges.iter().any(|e| e.points.len() > 2), "skip edges cross layers through dummies");
    for e in &l.edges {
        for w in e.points.windows(2) {
            assert!(w[0][1] <= w[1][1] + 0.01, "edges run top to bottom");
        }
    }
}

#[test]
fn relayout_with_anchors_keeps_survivors_in_place() {
    let g = synthetic(300);
    let l0 = run(&g, &HashSet::new());
    // A small rewrite: insert one node in the middle of the graph (every later id shifts).
    let mut g2 = g.clone();
    let mut extra = Node::new("inserted", OpKind::CallFunction, "torch.ops.aten.neg.default");
    extra.args = vec![Arg::Node(NodeId(150))];
    g2.insert(NodeId(151), extra);
    let anchors = l0.anchors(&g);
    let expanded = HashSet::new();
    let mut req = Request::new(&g2, &expanded);
    req.anchors = Some(&anchors);
    let l1 = layout(&req, &Progress::default()).unwrap();
    assert_no_overlaps(&l1);
    let mut moved = Vec::new();
    for it in &l0.items {
        let name = &g.node(it.path.id).name;
        let j = l1.find(&NodePath::root(g2.find(name).unwrap())).unwrap();
        moved.push((l1.items[j].rect.center()[0] - it.rect.center()[0]).abs());
    }
    moved.sort_by(f32::total_cmp);
    let median = moved[moved.len() / 2];
    assert!(median < 1.0, "survivors stay put (median x shift {median})");
    assert!(l1.find(&NodePath::root(g2.find("inserted").unwrap())).is_some());
}

#[test]
fn cancelled_layout_stops() {
    let p = Progress::default();
    p.cancel();
    assert!(layout(&Request::new(&synthetic(50), &HashSet::new()), &p).is_err());
}

#[test]
fn a_chain_reading_one_shared_source_stays_a_column() {
    // Every layer of a decoder reads the nf4 table: with a dummy column per reader, each
    // layer sat right of the one before (a staircase).
    let mut g = Graph::new("g");
    let t = g.push(Node::new("table", OpKind::Placeholder, "table"));
    let mut prev = g.push(Node::new("x", OpKind::Placeholder, "x"));
    let mut chain = vec![];
    for i in 0..20 {
        prev = call(
            &mut g,
            &format!("c{i}"),
            "torch.ops.aten.mul.Tensor",
            vec![Arg::Node(prev), Arg::Node(t)],
        );
        chain.push(prev);
    }
    output(&mut g, vec![Arg::Node(prev)]);
    let l = run(&g, &HashSet::new());
    assert_no_overlaps(&l);
    let xs: Vec<f32> = chain
        .iter()
        .map(|&id| {
            let r = l.items[l.find(&NodePath::root(id)).unwrap()].rect;
            (r.min[0] + r.max[0]) / 2.0
        })
        .collect();
    let spread = |xs: &[f32]| {
        xs.iter().cloned().fold(f32::MIN, f32::max) - xs.iter().cloned().fold(f32::MAX, f32::min)
    };
    // With a dummy column per reader the chain spanned 1,100 points; now the first few readers
    // lean toward the source and the rest stand in a column.
    assert!(spread(&xs) < 250.0, "{xs:?}");
    assert!(spread(&xs[5..]) < 8.0, "{xs:?}");
    // Past the first readers the table's edges run down a line left of the readers (two
    // points on it), not through them.
    let table = l.find(&NodePath::root(t)).unwrap() as u32;
    for &c in &chain[3..] {
        let reader = l.find(&NodePath::root(c)).unwrap() as u32;
        let e = l.edges.iter().find(|e| e.from == table && e.to == reader).unwrap();
        let r = l.items[reader as usize].rect;
        assert_eq!(e.points.len(), 4, "{:?}", e.points);
        assert_eq!(e.points[1][0], e.points[2][0], "{:?}", e.points);
        assert!(e.points[1][0] < r.min[0], "{:?} vs {r:?}", e.points);
    }
}
