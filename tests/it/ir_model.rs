//! `ir`'s graph algorithms on graphs built by higher floors (the FX reader, `synth`), which
//! `ir`'s own unit tests cannot reach.
use quantbench::import::fx::parse_fx;
use quantbench::ir::diff::{MatchedBy, diff_graphs};
use quantbench::ir::{Graph, NodeId, UserIndex, UserLists};

fn graph(text: &str) -> Graph {
    parse_fx(text, "t.py").unwrap_or_else(|e| panic!("{e}")).stages.remove(0).into_graph().unwrap()
}

const BEFORE: &str = r#"class GraphModule(torch.nn.Module):
    def forward(self, l_x_: "f32[8]", l_y_: "f32[8]"):
        # File: /m.py:3 in forward, code: a = x * y
        mul: "f32[8]" = torch.ops.aten.mul.Tensor(l_x_, l_y_)
        # File: /m.py:4 in forward, code: return a + y
        add: "f32[8]" = torch.ops.aten.add.Tensor(mul, l_y_)
        # File: /m.py:5 in forward, code: return b.sin()
        sin: "f32[8]" = torch.ops.aten.sin.default(add)
        return (sin,)
"#;

#[test]
fn identical_stages_have_an_empty_diff() {
    let g = graph(BEFORE);
    let d = diff_graphs(&g, &g);
    assert!(d.is_empty(), "{d:?}");
    assert_eq!(d.matched.len(), g.nodes.len());
    assert_eq!(d.summary(), "+0 -0 ~0");
}

#[test]
fn renamed_inputs_and_nodes_match_by_provenance_and_changes_are_found() {
    // Inputs renamed, `mul` renamed but from the same source line, `add` became a sub,
    // `sin` removed, a `cos` added.
    let after = graph(
        r#"class GraphModule(torch.nn.Module):
    def forward(self, arg0_1: "f32[8]", arg1_1: "f32[8]"):
        # File: /m.py:3 in forward, code: a = x * y
        mul_7: "f32[8]" = torch.ops.aten.mul.Tensor(arg0_1, arg1_1)
        # File: /m.py:4 in forward, code: return a + y
        add: "f32[8]" = torch.ops.aten.sub.Tensor(mul_7, arg1_1)
        # File: /m.py:6 in forward, code: return b.cos()
        cos: "f32[8]" = torch.ops.aten.cos.default(add)
        return (cos,)
"#,
    );
    let before = graph(BEFORE);
    let d = diff_graphs(&before, &after);
    let names =
        |g: &Graph, ids: &[NodeId]| ids.iter().map(|&i| g.node(i).name.clone()).collect::<Vec<_>>();
    assert_eq!(names(&after, &d.added), ["cos"]);
    assert_eq!(names(&before, &d.removed), ["sin"]);
    let changed: Vec<String> = d.changed.iter().map(|&(_, a)| after.node(a).name.clone()).collect();
    // `add` changed target; `output` returns another node. `mul_7` is `mul` renamed: same op
    // on the matched inputs, so unchanged.
    assert_eq!(changed, ["add", "output"]);
    let by: Vec<(String, MatchedBy)> =
        d.matched.iter().map(|&(_, a, by)| (after.node(a).name.clone(), by)).collect();
    assert!(
        by.contains(&("arg0_1".into(), MatchedBy::Provenance))
            && by.contains(&("mul_7".into(), MatchedBy::Provenance)),
        "{by:?}"
    );
    assert!(by.contains(&("add".into(), MatchedBy::Name)));
    assert!(!d.is_empty());
}

#[test]
fn same_lists_as_graph_users() {
    let g = quantbench::synth::synthetic_graph(2_000, 3);
    let idx = UserIndex::new(&g);
    let lists = g.users();
    for id in g.ids() {
        assert_eq!(idx.users_of(id), lists.users_of(id), "{id:?}");
    }
    assert_eq!(idx.users_of(NodeId(u32::MAX)), &[] as &[NodeId]);
}
