use super::*;
use crate::ir::{Arg, Node, NodeMeta, SourceLoc};

fn segs(s: &[&str]) -> Option<Vec<String>> {
    Some(s.iter().map(|s| s.to_string()).collect())
}

#[test]
fn module_paths_from_dynamo_names() {
    assert_eq!(
        module_path(
            "l_self_modules_layers_modules_0_modules_self_attn_modules_q_proj_parameters_weight_"
        ),
        segs(&["layers", "0", "self_attn", "q_proj"])
    );
    assert_eq!(module_path("l_self_modules_fc_parameters_bias_"), segs(&["fc"]));
    assert_eq!(module_path("l_self_modules_norm_buffers_running_mean_"), segs(&["norm"]));
    assert_eq!(
        module_path("l__self___layers_12_self_attn_q_proj"),
        segs(&["layers", "12", "self_attn_q_proj"])
    );
    assert_eq!(module_path("layers.3.mlp.weight"), segs(&["layers", "3", "mlp"]));
    assert_eq!(
        module_path(
            "L_model_modules_model_modules_layers_modules_0_modules_mlp_modules_up_proj_buffers_q_"
        ),
        segs(&["model", "layers", "0", "mlp", "up_proj"])
    );
    assert_eq!(module_path("L_input_ids_"), None);
    assert_eq!(module_path("arg3_1"), None);
    assert_eq!(module_path("subgraph0"), None);
}

/// `n` repetitions of the lines 10, 11, 12 (12 in a helper `h`), after a prologue line 1.
fn repeated(n: usize) -> Graph {
    let mut g = Graph::new("g");
    let x = g.push(Node::new("x", OpKind::Placeholder, "x"));
    let src = |line: u32, func: &str| NodeMeta {
        source: Some(SourceLoc::from_summary(&format!("File: /m.py:{line} in {func}, code: y"))),
        ..Default::default()
    };
    let mut prev = x;
    let op = |g: &mut Graph, name: String, target: &str, line: u32, func: &str, prev: NodeId| {
        let mut node = Node::new(name, OpKind::CallFunction, target);
        node.args = vec![Arg::Node(prev)];
        node.meta = src(line, func);
        g.push(node)
    };
    prev = op(&mut g, "pro".into(), "torch.ops.aten.neg.default", 1, "fn", prev);
    for i in 0..n {
        prev = op(&mut g, format!("a{i}"), "torch.ops.aten.sin.default", 10, "fn", prev);
        prev = op(&mut g, format!("b{i}"), "torch.ops.aten.cos.default", 11, "fn", prev);
        prev = op(&mut g, format!("c{i}"), "torch.ops.aten.exp.default", 12, "h", prev);
    }
    let mut o = Node::new("output", OpKind::Output, "output");
    o.args = vec![Arg::Tuple(vec![Arg::Node(prev)])];
    g.push(o);
    g
}

#[test]
fn a_repeated_line_sequence_is_cut_into_instances() {
    let g = repeated(5);
    let h = Hierarchy::build(&g);
    assert_eq!(h.evidence, Evidence::SourceLines { repeats: Some(5) });
    let rep = h.root().children[0];
    assert_eq!(h.group(rep).kind, GroupKind::Repeat { count: 5, shapes: 1 });
    assert_eq!(h.label(rep), "fn x5");
    let third = h.group(rep).children[2];
    assert_eq!(h.group(third).kind, GroupKind::Instance { index: 2 });
    assert_eq!(h.label(third), "fn.2");
    // The helper's node is a function group inside its instance.
    let c2 = g.find("c2").map(|c| h.ancestors(c));
    assert_eq!(
        c2.map(|a| a.iter().map(|g| h.group(*g).name.clone()).collect::<Vec<_>>()),
        Some(vec!["fn".into(), "2".into(), "h".into()])
    );
    assert_eq!(h.group(third).op_count, 3);
    // The prologue stays at the root.
    assert_eq!(g.find("pro").map(|p| h.node_group[p.idx()]), Some(GroupId::ROOT));
}

#[test]
fn no_source_lines_no_groups() {
    let mut g = repeated(2);
    for n in &mut g.nodes {
        n.meta.source = None;
    }
    let h = Hierarchy::build(&g);
    assert_eq!(h.evidence, Evidence::None);
    assert_eq!(h.groups.len(), 1);
}

#[test]
fn totals_count_each_item_once_in_the_innermost_group_holding_it_and_around_it() {
    let g = repeated(3);
    let h = Hierarchy::build(&g);
    let id = |n: &str| g.find(n).unwrap_or(NodeId(0));
    let rep = h.root().children[0];
    let (i0, i1) = (h.group(rep).children[0], h.group(rep).children[1]);
    let within = [id("a0"), id("b0")];
    let helper = [id("c1")];
    let across = [id("b0"), id("a1")];
    let t = h.totals([(&within[..], 2.0), (&helper[..], 3.0), (&across[..], 5.0)]);
    assert_eq!(t[i0.idx()], 2.0);
    // c1 sits in the helper's group inside instance 1, and counts there and around it.
    assert_eq!(t[h.common_group(&helper).idx()], 3.0);
    assert_eq!(t[i1.idx()], 3.0);
    // A kernel spanning two instances belongs to the repeated block, not to either instance.
    assert_eq!(h.common_group(&across), rep);
    assert_eq!(t[rep.idx()], 10.0);
    assert_eq!(t[GroupId::ROOT.idx()], 10.0);
}

/// A graph of placeholders only, each `(name, annotation)`: `None` for `Sym(...)`, else a
/// shape of `f32` (a negative size stands for a symbol).
fn placeholders(specs: &[(&str, Option<&[i64]>)]) -> Graph {
    use crate::ir::DType;
    use crate::ir::meta::{TensorMeta, ValMeta};
    use crate::ir::sym::{SymExpr, SymInt};
    let mut g = Graph::new("g");
    for (name, shape) in specs {
        let mut n = Node::new(*name, OpKind::Placeholder, *name);
        n.meta.val = Some(match shape {
            None => ValMeta::Sym(SymExpr::parse("s0").expect("a symbol")),
            Some(dims) => ValMeta::Tensor(TensorMeta {
                dtype: DType::F32,
                shape: dims
                    .iter()
                    .map(|&d| {
                        if d < 0 {
                            SymInt::parse("s0").expect("a symbol")
                        } else {
                            SymInt::Const(d)
                        }
                    })
                    .collect(),
                stride: None,
                device: None,
            }),
        });
        g.push(n);
    }
    g
}

#[test]
fn placeholders_align_by_annotation_when_dynamo_takes_more() {
    let dynamo = placeholders(&[
        ("s0", None),
        ("L_x_", Some(&[-1, 8])),
        ("L_self_modules_fc_parameters_weight_", Some(&[4, 8])),
        ("L_self_modules_fc_scale", Some(&[])),
    ]);
    let post = placeholders(&[("arg0_1", Some(&[-1, 8])), ("arg1_1", Some(&[4, 8]))]);
    let names = paths::align_placeholders(&post, &dynamo).unwrap();
    assert_eq!(
        names,
        vec![Some("L_x_".to_string()), Some("L_self_modules_fc_parameters_weight_".to_string())]
    );
    // A placeholder with no place in order: no alignment at all.
    let odd = placeholders(&[("arg0_1", Some(&[4, 8])), ("arg1_1", Some(&[3]))]);
    assert_eq!(paths::align_placeholders(&odd, &dynamo), None);
}
