//! The hierarchy of groups (`quantbench::group`) on real PyTorch output, and
//! `quantbench inspect --groups`, which prints what the GUI folds.
use quantbench::group::{Evidence, GroupId, GroupKind, Hierarchy};
use quantbench::import::load_path;
use quantbench::ir::Graph;
use std::path::{Path, PathBuf};
use std::process::Command;

fn sample(rel: &str) -> PathBuf {
    Path::new(env!("CARGO_MANIFEST_DIR")).join("sample_graphs").join(rel)
}

fn graph(rel: &str) -> Graph {
    let doc = load_path(&sample(rel)).unwrap();
    doc.stages.last().unwrap().graph().unwrap().clone()
}

/// The repeated block under the root, if any.
fn repeat(h: &Hierarchy) -> Option<GroupId> {
    h.root().children.iter().copied().find(|g| matches!(h.group(*g).kind, GroupKind::Repeat { .. }))
}

fn op_members(g: &Graph, h: &Hierarchy, id: GroupId) -> Vec<quantbench::ir::NodeId> {
    h.members(id)
        .into_iter()
        .filter(|&n| g.node(n).op == quantbench::ir::OpKind::CallFunction)
        .collect()
}

fn inspect_groups(rel: &str) -> String {
    let out = Command::new(env!("CARGO_BIN_EXE_quantbench"))
        .args(["inspect", "--groups"])
        .arg(sample(rel))
        .output()
        .unwrap();
    assert!(out.status.success(), "{}", String::from_utf8_lossy(&out.stderr));
    String::from_utf8(out.stdout).unwrap()
}

#[test]
fn a_32_layer_decoder_comes_out_as_32_identical_layers() {
    let g = graph("decoder_32layer_nf4/post_grad.txt");
    let h = Hierarchy::build(&g);
    assert_eq!(h.evidence, Evidence::SourceLines { repeats: Some(32) });
    let r = repeat(&h).expect("a repeated block");
    assert_eq!(h.group(r).kind, GroupKind::Repeat { count: 32, shapes: 1 });
    assert_eq!(h.label(r), "fn x32");
    assert_eq!(h.group(r).invoke_quant_count, 32 * 7);
    for (j, &inst) in h.group(r).children.iter().enumerate() {
        assert_eq!(h.group(inst).kind, GroupKind::Instance { index: j });
        assert_eq!(h.group(inst).invoke_quant_count, 7, "layer {j}");
        // Layers follow each other in program order (their weights sit at the top with all inputs).
        if j > 0 {
            let prev = op_members(&g, &h, h.group(r).children[j - 1]);
            assert!(
                prev.last() < op_members(&g, &h, inst).first(),
                "layer {j} starts after layer {}",
                j - 1
            );
        }
    }
    // Every invoke_quant of the graph is in a layer, inside a `lin` call.
    for id in g.ids().filter(|&i| g.node(i).is_invoke_quant()) {
        let names: Vec<String> = h.ancestors(id).iter().map(|a| h.group(*a).name.clone()).collect();
        assert_eq!(names.len(), 3, "{}: {names:?}", g.node(id).name);
        assert_eq!((names[0].as_str(), names[2].as_str()), ("fn", "lin"));
    }
}

#[test]
fn the_two_layer_decoder_and_a_transformers_llama_repeat_twice() {
    for rel in ["decoder_2layer_nf4/post_grad.txt", "hf/hf_llama_int8/post_grad.txt"] {
        let h = Hierarchy::build(&graph(rel));
        assert_eq!(h.evidence, Evidence::SourceLines { repeats: Some(2) }, "{rel}");
        let r = repeat(&h).unwrap();
        // Identical layers: the causal mask Hugging Face builds lazily inside layer 0's
        // attention is the model's code, not the layer's.
        assert_eq!(h.group(r).kind, GroupKind::Repeat { count: 2, shapes: 1 }, "{rel}");
        let first_ops = h.group(h.group(r).children[0]).op_count;
        assert_eq!(first_ops, h.group(h.group(r).children[1]).op_count, "{rel}");
    }
    let g = graph("hf/hf_llama_int8/post_grad.txt");
    let h = Hierarchy::build(&g);
    let mask = g.ids().find(|&n| {
        g.node(n).meta.source.as_ref().is_some_and(|s| s.func.as_deref() == Some("sdpa_mask"))
    });
    let mask = mask.expect("the mask's nodes");
    assert!(h.ancestors(mask).is_empty(), "{:?}", h.ancestors(mask));
}

#[test]
fn the_window_and_inspect_groups_build_the_same_tree() {
    // The window builds its groups with `for_stage`, as `inspect --groups` does: a post-grad
    // stage of a log borrows its Dynamo graph's module paths in both.
    let doc = load_path(&sample("decoder_module_4layer_int8/trace.log")).unwrap();
    // Both show the last stage unless told otherwise.
    let st = doc.stages.last().unwrap();
    assert!(st.name.contains("inductor_post_grad_graph"), "{}", st.name);
    let h = Hierarchy::for_stage(&doc, st, st.graph().unwrap());
    let text = quantbench::group::render(&h, false, None);
    let out = inspect_groups("decoder_module_4layer_int8/trace.log");
    assert!(out.ends_with(&text), "{out}\n---\n{text}");
    assert!(text.contains("layers x4"), "{text}");
}

#[test]
fn module_paths_come_from_the_dynamo_graph_of_the_same_compile() {
    let doc = load_path(&sample("decoder_module_4layer_int8/trace.log")).unwrap();
    let st = doc.stages.iter().find(|s| s.name.contains("inductor_post_grad_graph")).unwrap();
    let g = st.graph().unwrap();
    let h = Hierarchy::for_stage(&doc, st, g);
    assert!(
        matches!(h.evidence, Evidence::ModulePaths { aligned_placeholders: true, .. }),
        "{:?}",
        h.evidence
    );
    let layers = h.root().children.iter().copied().find(|c| h.group(*c).name == "layers").unwrap();
    assert_eq!(h.label(layers), "layers x4");
    let third = h.group(layers).children[2];
    assert_eq!(h.qualified_name(third), "layers.2");
    assert_eq!(h.group(third).invoke_quant_count, 7);
    let q = h.members(third).into_iter().find(|&n| {
        g.node(n).is_invoke_quant() && h.ancestors(n).iter().any(|a| h.group(*a).name == "q_proj")
    });
    let q = q.expect("an invoke_quant in layers.2.self_attn.q_proj");
    assert_eq!(h.qualified_name(*h.ancestors(q).last().unwrap()), "layers.2.self_attn.q_proj");
    assert!(h.root().children.iter().any(|c| h.group(*c).name == "norm"));
}

#[test]
fn inspect_groups_prints_the_hierarchy_indented() {
    let out = inspect_groups("decoder_32layer_nf4/post_grad.txt");
    assert!(out.contains("\n  fn x32  "), "{out}");
    assert!(out.contains("224 invoke_quant; each "), "{out}");
    assert!(out.contains("\n    lin  "), "{out}");
    let out = inspect_groups("decoder_module_4layer_int8/trace.log");
    assert!(out.contains("\n  layers x4  "), "{out}");
    assert!(out.contains("\n      q_proj  "), "{out}");
}

#[test]
fn an_hf_models_ops_are_placed_through_inductors_provenance_mapping() {
    // transformers' Llama compiled with `dynamic=True` and the model as an argument: the Dynamo
    // graph names `L_model_modules_model_modules_layers_modules_0_...`, takes size symbols the
    // post-grad graph does not (placeholders align by annotation, not position), and the ops
    // are placed by the pre-grad nodes they came from.
    let doc = load_path(&sample("hf_dynamic/hf_llama_nf4_dynamic/trace_groups.log")).unwrap();
    let st = doc.stages.iter().find(|s| s.name.contains("inductor_post_grad_graph")).unwrap();
    let g = st.graph().unwrap();
    let h = Hierarchy::for_stage(&doc, st, g);
    let Evidence::ModulePaths { aligned_placeholders, from_provenance, .. } = h.evidence else {
        panic!("{:?}", h.evidence)
    };
    assert!(aligned_placeholders);
    assert!(from_provenance > 150, "{from_provenance}");
    let text = quantbench::group::render(&h, false, None);
    assert!(text.contains("\n    layers x2  "), "{text}");
    assert!(text.contains("\n      input_layernorm  "), "{text}");
    // A lifted attribute (`input_layernorm.variance_epsilon`) joins its module.
    assert!(!text.contains("variance_epsilon"), "{text}");
    assert!(text.contains("\n        q_proj  5 ops, 1 invoke_quant\n"), "{text}");
    assert!(text.contains("\n  lm_head  "), "{text}");
    // Every invoke_quant sits in a projection module.
    for id in g.ids().filter(|&n| g.node(n).is_invoke_quant()) {
        let inner = *h.ancestors(id).last().unwrap();
        assert!(h.group(inner).name.ends_with("_proj"), "{}", h.qualified_name(inner));
    }
}
