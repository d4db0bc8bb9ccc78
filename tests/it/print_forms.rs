//! Every print form PyTorch and its tools write, on samples made by torch 2.15 (see
//! sample_graphs/README.md, sections forms/ and traces/): each one reads, means what it prints,
//! and prints back byte for byte where quantbench writes that form.
use quantbench::export::fx::print_graph;
use quantbench::import::survey::{files_under, survey_file};
use quantbench::import::{load_path, parse_text};
use quantbench::ir::{Arg, AttrKind, Document, Graph, OpKind, ValMeta};
use std::path::{Path, PathBuf};

fn forms() -> PathBuf {
    Path::new(env!("CARGO_MANIFEST_DIR")).join("sample_graphs/forms")
}

fn load(rel: &str) -> Document {
    let p = forms().join(rel);
    load_path(&p).unwrap_or_else(|e| panic!("{rel}: {e}"))
}

fn only(rel: &str) -> Graph {
    let mut d = load(rel);
    assert_eq!(d.stages.len(), 1, "{rel}");
    d.stages.remove(0).into_graph().unwrap()
}

fn node<'g>(g: &'g Graph, name: &str) -> &'g quantbench::ir::Node {
    g.node(g.find(name).unwrap_or_else(|| panic!("no node `{name}` in {}", g.name)))
}

/// The file without the Python module lines before the class (`from __future__ ...`).
fn without_module_header(text: &str) -> String {
    let start = text.find("class ").expect("a class");
    text[start..].to_string()
}

#[test]
fn every_sample_of_every_form_reads() {
    let root = Path::new(env!("CARGO_MANIFEST_DIR")).join("sample_graphs");
    let mut stages = 0;
    for dir in ["forms", "traces", "inductor_ir_generations"] {
        for f in files_under(&root.join(dir)).unwrap().files {
            let ext = f.extension().and_then(|e| e.to_str()).unwrap_or("");
            let name = f.file_name().unwrap().to_string_lossy().to_string();
            // Generators, Inductor's pattern modules and the IR dumps are read elsewhere.
            if name.starts_with("gen_")
                || name.starts_with("make_")
                || name.starts_with("extract_")
                || f.parent().unwrap().ends_with("serialized_patterns")
                || dir == "inductor_ir_generations"
            {
                continue;
            }
            let r = survey_file(&f);
            match name.as_str() {
                "empty.log" => assert_eq!(r.status, "empty"),
                "notes.txt" => assert_eq!(r.status, "not a graph or log", "{r:?}"),
                _ => {
                    assert!(r.ok() && r.stages > 0, "{}: {r:?}", f.display());
                    assert!(matches!(ext, "py" | "txt" | "log"), "{}", f.display());
                    stages += r.stages;
                }
            }
        }
    }
    assert!(stages >= 60, "{stages} stages");
}

#[test]
fn depyf_files_read_with_their_module_header_and_print_back() {
    for (file, stage) in [
        ("depyf/__compiled_fn_1.AFTER_POST_GRAD.0.py", "post_grad"),
        ("depyf/__compiled_fn_1.BEFORE_PRE_GRAD.0.py", "pre_grad"),
        ("depyf/__compiled_fn_1.Forward_graph.0.py", "forward"),
        ("depyf/__compiled_fn_1.Backward_graph.0.py", "backward"),
        ("depyf/__compiled_fn_1.Joint_graph.0.py", "joint"),
    ] {
        let d = load(file);
        assert_eq!(d.stages[0].name, stage, "{file}");
        let text = std::fs::read_to_string(forms().join(file)).unwrap();
        assert!(text.starts_with("from __future__ import annotations\nimport torch\n"));
        let g = d.stages[0].graph().unwrap();
        assert_eq!(print_graph(g), without_module_header(&text), "{file}");
    }
}

#[test]
fn the_pytree_form_binds_placeholders_and_prints_back() {
    // depyf's joint graph: `def forward(self, primals, tangents):`, the declarations line and
    // `primals_1, ..., = fx_pytree.tree_flatten_spec([primals, tangents], self._in_spec)`.
    let g = only("depyf/__compiled_fn_1.Joint_graph.0.py");
    let ph: Vec<&str> = g.placeholders().map(|i| g.node(i).name.as_str()).collect();
    assert_eq!(ph, ["primals_1", "primals_2", "primals_3", "tangents_1"]);
    let cg = g.codegen.as_ref().unwrap();
    assert_eq!(cg.orig_args, ["primals", "tangents"]);
    assert_eq!(cg.flatten_args, "[primals, tangents]");
    assert!(cg.unflatten_output);
    let Some(ValMeta::Tensor(t)) = &node(&g, "tangents_1").meta.val else { panic!() };
    assert_eq!(t.type_str(), "f32[4, 4]");
    // The output list holds a None (no gradient for the input).
    assert_eq!(g.output_values().last(), Some(&Arg::None));

    // AOTInductor's `def forward(self):` with `tree_flatten_spec([], self._in_spec)`.
    let g = only("pytree/aoti_before_post_grad_graph.txt");
    assert_eq!(g.codegen.as_ref().unwrap().orig_args, Vec::<String>::new());
    assert_eq!(g.placeholders().count(), 1);
    let w = node(&g, "lin_weight");
    assert_eq!((w.op, w.target.as_str()), (OpKind::GetAttr, "lin.weight"));
    assert!(w.meta.val.is_some(), "a parameter's get_attr keeps its annotation");
    let text =
        std::fs::read_to_string(forms().join("pytree/aoti_before_post_grad_graph.txt")).unwrap();
    assert_eq!(print_graph(&g), text.trim_end().to_string() + "\n");

    // The unlifted export module: `x, = fx_pytree.tree_flatten_spec(([x], {}), self._in_spec)`.
    let text =
        std::fs::read_to_string(forms().join("export/ep_module_print_readable.txt")).unwrap();
    let g = only("export/ep_module_print_readable.txt");
    assert_eq!(g.codegen.as_ref().unwrap().flatten_args, "([x], {})");
    assert_eq!(print_graph(&g), text);

    // The joint graph with one placeholder per line and `# PlainAOTInput(idx=0)` comments.
    let g = only("pytree/joint_aot_joint_graph.txt");
    assert!(g.placeholders().count() >= 4);
    assert!(g.placeholders().all(|i| g.node(i).meta.val.is_some()));
}

#[test]
fn fx_graph_runnable_lists_what_init_loads() {
    let g = only("runnable/fx_graph_runnable_freezing.py");
    assert_eq!(g.name, "Repro");
    let kinds: Vec<(&str, AttrKind)> = g.attrs.iter().map(|a| (a.name.as_str(), a.kind)).collect();
    assert_eq!(
        kinds,
        [
            ("_frozen_param2", AttrKind::Buffer),
            ("_frozen_param4", AttrKind::Buffer),
            ("_frozen_param5", AttrKind::Buffer),
            ("_frozen_param6", AttrKind::Buffer),
            ("_frozen_param1", AttrKind::Parameter),
        ]
    );
    assert_eq!(
        g.attr("_frozen_param4").unwrap().value.as_deref(),
        Some("tensor([1., 2., 3., 4.])")
    );
    // get_attr nodes of tensors are fine without a subgraph class.
    assert_eq!(node(&g, "lift_fresh_copy").op, OpKind::GetAttr);
    let g = only("runnable/fx_graph_runnable_plain.py");
    assert!(g.attrs.iter().any(|a| a.name == "_tensor_constant0" && a.kind == AttrKind::Buffer));
}

#[test]
fn gm_code_with_python_type_annotations() {
    let g = only("dynamo_code/dynamo_gm_code.py");
    let ph: Vec<&str> = g.placeholders().map(|i| g.node(i).target.as_str()).collect();
    assert_eq!(ph[0], "L_x_");
    assert!(g.placeholders().all(|i| g.node(i).meta.val.is_none()), "torch.Tensor says no shape");
    let cos = node(&g, "cos");
    assert_eq!((cos.op, cos.target.as_str()), (OpKind::CallMethod, "cos"));
    assert_eq!(node(&g, "z").target, "operator.mul");
    // `numpy_t.real` is an attribute of a value, and cond's branches are not in `gm.code`.
    let g = only("dynamo_code/dynamo_attr_cond_gm_code.py");
    assert_eq!(node(&g, "getattr_1").target, "getattr");
    let subs: Vec<&str> = g.attrs.iter().map(|a| a.name.as_str()).collect();
    assert_eq!(subs, ["cond_true_0", "cond_false_0"]);
    assert!(g.attrs.iter().all(|a| a.kind == AttrKind::Submodule));
    // A return annotation and a default value.
    let g = only("dynamo_code/symbolic_trace_return_annotation_code.py");
    assert_eq!(node(&g, "k").args, vec![Arg::Int(2)]);
}

#[test]
fn the_graph_ir_print() {
    let g = only("graph_ir/a_dynamo_graph.txt");
    assert_eq!(g.nodes.len(), 7);
    assert_eq!(node(&g, "l_x_").target, "L_x_");
    assert_eq!(node(&g, "add").args[1], Arg::Float(1.0));
    // Strings print without quotes here; invoke_quant is canonicalized all the same.
    let g = only("graph_ir/c_invoke_quant_aot_forward_graph.txt");
    let iq = g.nodes.iter().find(|n| n.is_invoke_quant()).expect("canonical invoke_quant");
    assert_eq!(iq.scheme(), Some("int8_woq"));
    assert!(iq.meta.quant_options.as_ref().unwrap().codegen_low_precision);
    // cond's branches are left out of the print: recorded, not an error.
    let g = only("graph_ir/d_cond_dynamo_graph.txt");
    assert_eq!(g.attrs.len(), 2);
    assert_eq!(node(&g, "sum_1").op, OpKind::CallMethod);
}

#[test]
fn the_exported_program_print_keeps_signature_and_ranges() {
    let g = only("export/ep2_print.txt");
    let sig = g.export_signature.as_ref().unwrap();
    let ins: Vec<(&str, &str, Option<&str>)> = sig
        .inputs
        .iter()
        .map(|e| (e.name.as_str(), e.kind.as_str(), e.target.as_deref()))
        .collect();
    assert_eq!(ins[0], ("p_lin_weight", "PARAMETER", Some("lin.weight")));
    assert_eq!(ins[3], ("b_shift", "BUFFER", Some("shift")));
    assert_eq!(sig.inputs[3].extra, "persistent=False");
    assert_eq!(ins[4], ("c_c", "CONSTANT_TENSOR", Some("c")));
    assert_eq!(ins[5], ("x", "USER_INPUT", None));
    assert_eq!(sig.outputs.len(), 2);
    assert_eq!(sig.range_constraints, [("s77".to_string(), "VR[2, 64]".to_string())]);
    // Older PyTorch printed the signature as one `ExportGraphSignature(...)` line.
    let old = std::fs::read_to_string(forms().join("export/ep2_print.txt")).unwrap();
    let at = old.find("Graph signature:").unwrap();
    let older = format!(
        "{}Graph signature: ExportGraphSignature(input_specs=[InputSpec(kind=<InputKind.PARAMETER: 2>, arg=TensorArgument(name='p_lin_weight'), target='lin.weight', persistent=None), InputSpec(kind=<InputKind.USER_INPUT: 1>, arg=TensorArgument(name='x'), target=None, persistent=None)], output_specs=[OutputSpec(kind=<OutputKind.USER_OUTPUT: 1>, arg=TensorArgument(name='add_1'), target=None)])\nRange constraints: {{s77: VR[2, 64], u0: VR[-int_oo, 15]}}\n",
        &old[..at]
    );
    let d = parse_text(&older, "old_ep.txt", Default::default()).unwrap();
    let g = d.stages[0].graph().unwrap();
    let sig = g.export_signature.as_ref().unwrap();
    assert_eq!(sig.inputs.len(), 2);
    assert_eq!(sig.inputs[0].target.as_deref(), Some("lin.weight"));
    assert_eq!(sig.outputs[0].kind, "USER_OUTPUT");
    assert_eq!(sig.range_constraints.len(), 2);
    assert_eq!(sig.range_constraints[1].1, "VR[-int_oo, 15]");
}

#[test]
fn higher_order_ops_show_their_subgraphs_nested() {
    // (log, stage, how many subgraphs the first stage holds)
    for (log, subs) in [
        ("hops/cond.log", 2),
        ("hops/while_loop.log", 2),
        ("hops/invoke_subgraph.log", 1),
        ("hops/flex_attention.log", 2),
    ] {
        let d = load(log);
        let g = d.stages[0].graph().unwrap();
        assert_eq!(g.subgraphs.len(), subs, "{log}");
        // Every subgraph is reachable from some node of the graph, as the canvas expands it.
        let shown: std::collections::BTreeSet<&str> =
            g.ids().filter_map(|i| g.called_subgraph(i)).map(|(k, _)| k).collect();
        assert_eq!(shown.len(), subs, "{log}: {shown:?}");
    }
    // flex_attention's kernel options are a dict.
    let d = load("hops/flex_attention.log");
    let g = d.stages[0].graph().unwrap();
    let fa = node(g, "flex_attention");
    let opts = fa.args.iter().find_map(|a| if let Arg::Dict(kv) = a { Some(kv) } else { None });
    let opts = opts.expect("kernel options");
    assert!(opts.iter().any(|(k, _)| k == &Arg::Str("BACKEND".into())), "{opts:?}");
    // auto_functionalized and wrap_with_autocast.
    let d = load("hops/auto_functionalized.log");
    assert!(d.stages.iter().any(|s| {
        s.graph().unwrap().nodes.iter().any(|n| n.target.contains("auto_functionalized"))
    }));
    let g = only("hops/autocast_export.txt");
    let call = g.nodes.iter().position(|n| n.target.ends_with("wrap_with_autocast")).unwrap();
    assert!(g.called_subgraph(quantbench::ir::NodeId(call as u32)).is_some());
}

#[test]
fn literals_of_every_kind() {
    let d = load("hops/literals.log");
    let g = d.stages[0].graph().unwrap();
    let idx = |n: &str| node(g, n).args[1].clone();
    assert_eq!(idx("getitem"), Arg::Tuple(vec![Arg::Raw("Ellipsis".into()), Arg::Int(0)]));
    let Arg::Tuple(t) = idx("getitem_1") else { panic!() };
    assert_eq!(t[0], Arg::Slice(Box::new([Arg::None, Arg::None, Arg::None])));
    let Arg::Tuple(t) = idx("b") else { panic!() };
    assert_eq!(t[1], Arg::Slice(Box::new([Arg::None, Arg::None, Arg::Int(2)])));
    let e = node(g, "empty_strided");
    assert!(matches!(e.kwarg("device"), Some(Arg::Device(d)) if d.kind == "cpu"));
    // Printing gives the same text back.
    let printed = print_graph(g);
    assert!(printed.contains("l_x_[(slice(None, None, None), None)]"), "{printed}");
    assert!(printed.contains("device = device(type='cpu')"));
}

#[test]
fn dicts_sets_and_slices_print_and_travel_through_json() {
    let text = r#"class GraphModule(torch.nn.Module):
    def forward(self, x: "f32[4]"):
        # No stacktrace found for following nodes
        k = torch.ops.higher_order.triton_kernel_wrapper_functional(kernel_idx = 0, kwargs = {'X_ptr': x, 'n': 4}, tensors_to_clone = ['X_ptr']);  x = None
        s = torch.ops.aten.sum.dim_IntList(k, {0, 1}, slice(1, None, None));  k = None
        return (s,)
"#;
    let d = parse_text(text, "t.py", Default::default()).unwrap();
    let g = d.stages[0].graph().unwrap();
    let k = node(g, "k");
    let Some(Arg::Dict(kv)) = k.kwarg("kwargs") else { panic!() };
    assert_eq!(kv[0], (Arg::Str("X_ptr".into()), Arg::Node(g.find("x").unwrap())));
    assert_eq!(node(g, "s").args[1], Arg::Set(vec![Arg::Int(0), Arg::Int(1)]));
    // The dict's node reference counts as a use.
    assert!(k.input_nodes().contains(&g.find("x").unwrap()));
    assert_eq!(print_graph(g), text);
    let json = quantbench::export::json::to_json(&d).unwrap();
    let back = quantbench::import::json::from_json(&json, "t.json").unwrap();
    assert_eq!(back.stages[0].graph().unwrap(), g);
    // An empty annotation (older prints of values without meta) reads and prints back.
    let text = "class GraphModule(torch.nn.Module):\n    def forward(self, x: \"f32[4]\"):\n        # No stacktrace found for following nodes\n        y: \"\" = torch.ops.aten.relu.default(x);  x = None\n        return (y,)\n";
    let d = parse_text(text, "e.py", Default::default()).unwrap();
    assert_eq!(print_graph(d.stages[0].graph().unwrap()), text);
}

/// Truncated and mangled copies of a sample of each new form: an error at file:line:col (or a
/// graph, when the cut falls between statements), never a panic.
#[test]
fn broken_copies_of_each_form_give_positions() {
    let samples = [
        "depyf/__compiled_fn_1.Joint_graph.0.py",
        "runnable/fx_graph_runnable_freezing.py",
        "dynamo_code/dynamo_attr_cond_gm_code.py",
        "graph_ir/c_invoke_quant_aot_forward_graph.txt",
        "export/ep2_print.txt",
        "pytree/aoti_before_post_grad_graph.txt",
        "hops/flex_attention.log",
    ];
    let dir = tempfile::tempdir().unwrap();
    let pos = regex::Regex::new(r"^bad\.(py|txt|log):\d+:\d+: expected .+, found ").unwrap();
    let mut errors = 0;
    for s in samples {
        let text = std::fs::read_to_string(forms().join(s)).unwrap();
        let ext = Path::new(s).extension().unwrap().to_str().unwrap();
        let lines: Vec<&str> = text.lines().collect();
        let mut variants: Vec<String> = Vec::new();
        for k in [lines.len() / 3, lines.len() / 2, lines.len() - 2] {
            // Cut at a line, and in the middle of one.
            variants.push(lines[..k].join("\n"));
            let l = lines[k];
            variants.push(format!("{}\n{}", lines[..k].join("\n"), &l[..l.len() / 2]));
            // Brackets and quotes that do not close, a stray token.
            variants.push(text.replacen(l, &l.replace(')', ""), 1));
            variants.push(text.replacen(l, &l.replace('"', ""), 1));
            variants.push(text.replacen(l, &format!("{l} ]"), 1));
        }
        for v in variants {
            let p = dir.path().join(format!("bad.{ext}"));
            std::fs::write(&p, &v).unwrap();
            match load_path(&p) {
                Ok(doc) => {
                    // Indexed logs report unreadable stages when opened.
                    for st in &doc.stages {
                        if let Err(e) = st.graph() {
                            let m =
                                e.to_string().replace(&format!("{}/", dir.path().display()), "");
                            assert!(pos.is_match(&m), "{s}: {m}");
                            errors += 1;
                        }
                    }
                }
                Err(e) => {
                    let m = e.to_string().replace(&format!("{}/", dir.path().display()), "");
                    assert!(pos.is_match(&m), "{s}: {m}");
                    errors += 1;
                }
            }
        }
    }
    assert!(errors >= 40, "{errors} errors");
}

/// Gemma's RMSNorm names a value `output` (`output = self._norm(x.float())`), so Dynamo's graph
/// has a call node `output`; the graph's own output node then takes the first free `output_<k>`.
#[test]
fn a_value_named_output_does_not_clash_with_the_output_node() {
    let text = "class GraphModule(torch.nn.Module):\n    def forward(self, L_x_: \"f32[4]\"):\n        l_x_ = L_x_\n        output: \"f32[4]\" = l_x_ * 2;  l_x_ = None\n        output_1: \"f32[4]\" = output + 1;  output = None\n        return (output_1,)\n";
    let doc = quantbench::import::fx::parse_fx(text, "gemma.txt").unwrap();
    let g = doc.stages[0].graph().unwrap();
    let names: Vec<(&str, quantbench::ir::OpKind)> =
        g.nodes.iter().map(|n| (n.name.as_str(), n.op)).collect();
    use quantbench::ir::OpKind::*;
    assert_eq!(
        names,
        [
            ("l_x_", Placeholder),
            ("output", CallFunction),
            ("output_1", CallFunction),
            ("output_2", Output)
        ]
    );
}
