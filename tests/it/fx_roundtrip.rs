//! Reading every FX text in sample_graphs/ and printing it back.
use quantbench::export::fx::{print_document, print_graph};
use quantbench::import::fx::{parse_fx, parse_fx_raw};
use quantbench::import::load_path;
use quantbench::ir::{Arg, DType, Document, OpKind, OptionsSource, ValMeta};
use std::path::{Path, PathBuf};

fn samples() -> PathBuf {
    Path::new(env!("CARGO_MANIFEST_DIR")).join("sample_graphs")
}

/// Every `post_grad.txt` / `pre_grad.txt` under sample_graphs/ (incl. perf/).
fn fx_files() -> Vec<PathBuf> {
    let mut out = Vec::new();
    let mut dirs = vec![samples()];
    while let Some(d) = dirs.pop() {
        for e in std::fs::read_dir(&d).unwrap() {
            let p = e.unwrap().path();
            if p.is_dir() {
                dirs.push(p);
            } else if matches!(
                p.file_name().and_then(|s| s.to_str()),
                Some("post_grad.txt" | "pre_grad.txt")
            ) {
                out.push(p);
            }
        }
    }
    out.sort();
    assert!(out.len() >= 32, "expected the 16 cases' pre/post-grad files, found {}", out.len());
    out
}

fn fixtures() -> Vec<PathBuf> {
    [
        "01_post_grad_graph_test_multiple_cpu.txt",
        "03_post_grad_graph_test_prologue_cuda.txt",
        "13_post_grad_graph_fn_no_match_scheme_None.txt",
    ]
    .iter()
    .map(|f| samples().join("fixtures-gpu").join(f))
    .collect()
}

fn read(p: &Path) -> String {
    std::fs::read_to_string(p).unwrap()
}

#[test]
fn every_sample_parses_and_verifies() {
    for p in fx_files().into_iter().chain(fixtures()) {
        let doc = load_path(&p).unwrap_or_else(|e| panic!("{e}"));
        assert!(!doc.stages.is_empty(), "{}", p.display());
        for st in &doc.stages {
            st.graph().unwrap().verify().unwrap();
            // A graph of constants (OpInfo's `arange`, `full`) has no input.
            let inputs = st.graph().unwrap().nodes.iter().any(|n| n.op == OpKind::Placeholder);
            assert!(inputs || p.to_string_lossy().contains("opinfo"), "{}", p.display());
        }
    }
}

#[test]
fn post_grad_prints_byte_identical() {
    for p in fx_files().into_iter().filter(|p| p.ends_with("post_grad.txt")) {
        let text = read(&p);
        let doc = parse_fx(&text, &p.display().to_string()).unwrap();
        let printed = print_graph(doc.stages[0].graph().unwrap());
        if printed != text {
            let diff = printed.lines().zip(text.lines()).enumerate().find(|(_, (a, b))| a != b);
            panic!("{}: first difference {:?}", p.display(), diff);
        }
    }
}

#[test]
fn parse_print_parse_is_identity_for_every_input() {
    for p in fx_files().into_iter().chain(fixtures()) {
        let file = p.display().to_string();
        let text = read(&p);
        for (parse, what) in [(parse_fx_raw as fn(&str, &str) -> _, "raw"), (parse_fx, "canonical")]
        {
            let a: Document = parse(&text, &file).unwrap();
            for st in &a.stages {
                let printed = print_graph(st.graph().unwrap());
                let b = parse(&printed, &file)
                    .unwrap_or_else(|e| panic!("{what} reprint of {file}: {e}\n{printed}"));
                assert_eq!(b.stages[0].graph().unwrap(), st.graph().unwrap(), "{what} {file}");
            }
        }
    }
}

#[test]
fn torch_logs_fixture_has_strides_devices_and_stage_name() {
    let p = samples().join("fixtures-gpu/03_post_grad_graph_test_prologue_cuda.txt");
    let doc = load_path(&p).unwrap();
    assert_eq!(doc.stages.len(), 1);
    assert_eq!(doc.stages[0].name, "post_grad");
    let g = doc.stages[0].graph().unwrap();
    assert_eq!(g.name, "<lambda>");
    let t = g.nodes[0].meta.tensor().unwrap();
    assert_eq!(t.dtype, DType::F16);
    assert_eq!(t.type_str(), "f16[64, 64]");
    assert_eq!(t.stride.as_ref().unwrap().len(), 2);
    assert_eq!(t.device.as_ref().unwrap().to_string(), "cuda:0");
    // The header's third line carries the class after the path; columns still point into the file.
    let iq = g.nodes.iter().find(|n| n.is_invoke_quant()).unwrap();
    assert_eq!(iq.scheme(), Some("nf4"));
    let qo = iq.meta.quant_options.as_ref().unwrap();
    assert_eq!(qo.source, OptionsSource::InductorDefault);
    assert!(qo.codegen_low_precision);
    let (name, sg) = g.called_subgraph(g.find(&iq.name).unwrap()).unwrap();
    assert_eq!(name, "subgraph0");
    assert_eq!(sg.nodes.len(), 6);
    // Single-graph documents print as the bare class, which reads back equal.
    let again = parse_fx(&print_document(&doc).unwrap(), "again").unwrap();
    assert_eq!(again.stages[0].graph().unwrap(), g);
}

#[test]
fn scheme_none_and_source_comments() {
    let doc =
        load_path(&samples().join("fixtures-gpu/13_post_grad_graph_fn_no_match_scheme_None.txt"))
            .unwrap();
    let g = doc.stages[0].graph().unwrap();
    let iq = g.nodes.iter().find(|n| n.is_invoke_quant()).unwrap();
    assert_eq!(iq.kwarg("scheme"), Some(&Arg::None));
    let src = iq.meta.source.as_ref().unwrap();
    assert_eq!(src.file.as_deref(), Some("/home/dev/quant/iq_probe.py"));
    assert_eq!(src.line, Some(195));
    assert_eq!(src.func.as_deref(), Some("fn_no_match"));
    assert_eq!(src.code.as_deref(), Some("return tracer(gn, x, y) @ z"));
}

const DYNAMO: &str = r#"class GraphModule(torch.nn.Module):
    def forward(self, L_x_: "f32[8][1]cpu", L_y_: "f32[8][1]cpu"):
        l_x_ = L_x_
        l_y_ = L_y_

        # File: /home/dev/quant/cases.py:62 in fn, code: return iq(gn, x, y, scheme="nf4")
        subgraph_0 = self.subgraph_0

        # No stacktrace found for following nodes
        invoke_quant = torch._higher_order_ops._invoke_quant.InvokeQuant(codegen_low_precision = False)

        # File: /home/dev/quant/cases.py:62 in fn, code: return iq(gn, x, y, scheme="nf4")
        invoke_quant_packed = torch.ops.higher_order.invoke_quant_packed(subgraph_0, l_x_, l_y_, scheme = 'nf4', quant_options = invoke_quant);  subgraph_0 = l_x_ = l_y_ = invoke_quant = None
        getitem: "f32[8][1]cpu" = invoke_quant_packed[0];  invoke_quant_packed = None
        return (getitem,)

    class subgraph_0(torch.nn.Module):
        def forward(self, l_x_: "f32[8][1]cpu", l_y_: "f32[8][1]cpu"):
            # File: /home/dev/quant/cases.py:59 in gn, code: return (x * y) + y
            mul: "f32[8][1]cpu" = l_x_ * l_y_;  l_x_ = None
            add: "f32[8][1]cpu" = mul + l_y_;  mul = l_y_ = None
            return (add,)
"#;

#[test]
fn dynamo_graph_reads_raw_and_prints_identically() {
    let doc = parse_fx_raw(DYNAMO, "dynamo.txt").unwrap();
    let g = doc.stages[0].graph().unwrap();
    assert_eq!(g.name, "GraphModule");
    let x = &g.nodes[0];
    assert_eq!((x.name.as_str(), x.target.as_str(), x.op), ("l_x_", "L_x_", OpKind::Placeholder));
    let packed = g.node(g.find("invoke_quant_packed").unwrap());
    assert_eq!(packed.kwarg("scheme"), Some(&Arg::Str("nf4".into())));
    let gi = g.node(g.find("getitem").unwrap());
    assert_eq!((gi.target.as_str(), &gi.args[1]), ("operator.getitem", &Arg::Int(0)));
    let sg = &g.subgraphs["subgraph_0"];
    assert_eq!(sg.nodes[2].target, "operator.mul");
    assert_eq!(print_graph(g), DYNAMO);
}

#[test]
fn dynamo_graph_canonicalizes_like_inductor() {
    let doc = parse_fx(DYNAMO, "dynamo.txt").unwrap();
    let g = doc.stages[0].graph().unwrap();
    let names: Vec<&str> = g.nodes.iter().map(|n| n.name.as_str()).collect();
    assert_eq!(names, ["l_x_", "l_y_", "subgraph_0", "invoke_quant_1", "output"]);
    let iq = &g.nodes[3];
    assert!(iq.is_invoke_quant());
    assert!(iq.kwarg("quant_options").is_none());
    let qo = iq.meta.quant_options.as_ref().unwrap();
    assert_eq!((qo.codegen_low_precision, qo.source), (false, OptionsSource::Explicit));
    assert!(matches!(iq.meta.val, Some(ValMeta::Tensor(_))));
    // The subgraph now returns `add`, not `(add,)`.
    let sg = &g.subgraphs["subgraph_0"];
    assert_eq!(sg.output_values().len(), 1);
    assert!(matches!(sg.nodes.last().unwrap().args[0], Arg::Node(_)));
    let printed = print_graph(g);
    assert!(printed.contains("invoke_quant_1: \"f32[8][1]cpu\" = torch.ops.higher_order.invoke_quant(subgraph_0, l_x_, l_y_, scheme = 'nf4');  subgraph_0 = l_x_ = l_y_ = None"), "{printed}");
    assert!(printed.contains("            return add\n"), "{printed}");
}

#[test]
fn expanded_def_and_multiline_return_read() {
    let text = r#"class <lambda>(torch.nn.Module):
    def forward(
        self,
        arg0_1: "f32[8][1]cpu",  # PlainAOTInput(idx=0)
        arg1_1: "Sym(s15)",  # PlainAOTInput(idx=1)
    ):
        # File: /a.py:1 in f, code: return x.sin() @ x[0] + 1
        sin: "f32[8][1]cpu" = arg0_1.sin()
        getitem: "f32[][]cpu" = arg0_1[0]
        matmul: "f32[][]cpu" = sin @ getitem;  sin = getitem = None
        add: "f32[][]cpu" = 1 + matmul;  matmul = None
        view: "f32[s15]" = torch.ops.aten.view.default(arg0_1, [arg1_1]);  arg0_1 = arg1_1 = None
        return (
            add,  # PlainAOTOutput(idx=0)
            view,  # PlainAOTOutput(idx=1)
        )
"#;
    let doc = parse_fx(text, "aot.txt").unwrap();
    let g = doc.stages[0].graph().unwrap();
    let kinds: Vec<(&str, OpKind)> = g.nodes.iter().map(|n| (n.target.as_str(), n.op)).collect();
    assert_eq!(kinds[2], ("sin", OpKind::CallMethod));
    assert_eq!(kinds[3], ("operator.getitem", OpKind::CallFunction));
    assert_eq!(kinds[4], ("operator.matmul", OpKind::CallFunction));
    assert_eq!(kinds[5], ("operator.add", OpKind::CallFunction));
    assert_eq!(g.nodes[5].args[0], Arg::Int(1));
    assert!(matches!(g.nodes[1].meta.val, Some(ValMeta::Sym(_))));
    assert_eq!(g.output_values().len(), 2);
    let again = parse_fx(&print_graph(g), "again").unwrap();
    assert_eq!(again.stages[0].graph().unwrap(), g);
}

#[test]
fn glog_prefixed_log_with_two_graphs() {
    let pre = "V1129 17:02:07.374000 5284 torch/_inductor/compile_fx.py:1703] [0/0] [__post_grad_graphs] ";
    let seed = read(&samples().join("seed_nf4_mul_add/post_grad.txt"));
    let mut log = String::from(
        "I1129 17:02:07.100000 5284 torch/_dynamo/eval_frame.py:10] [0/0] some other message\n",
    );
    for header in ["BEFORE PRE GRAD", "AFTER POST GRAD"] {
        log.push_str(&format!("{pre}TRACED GRAPH\n{pre} ===== {header} =====\n{pre} /x/torch/fx/_lazy_graph_module.py "));
        for l in seed.lines() {
            log.push_str(&format!("{l}\n{pre}"));
        }
        log.push('\n');
    }
    let doc = parse_fx(&log, "run.log").unwrap();
    let names: Vec<String> = doc.stages.iter().map(|s| s.qualified_name()).collect();
    assert_eq!(names, ["0/0:pre_grad", "0/0:post_grad"]);
    let direct = parse_fx(&seed, "post_grad.txt").unwrap();
    assert_eq!(doc.stages[1].graph().unwrap(), direct.stages[0].graph().unwrap());
}

/// A log copied from a terminal (ANSI colours, CRLF) reads as the same graphs as the plain one.
#[test]
fn coloured_torch_logs_read_like_plain_ones() {
    let coloured = load_path(&samples().join("torch_logs/woq_relu_colored_tty.log")).unwrap();
    let plain = load_path(&samples().join("torch_logs/woq_relu_cache_hit.log")).unwrap();
    let post = |d: &Document| {
        d.stages
            .iter()
            .find(|s| s.name == "post_grad")
            .map(|s| print_graph(s.graph().unwrap()))
            .unwrap()
    };
    assert_eq!(post(&coloured), post(&plain));
    let g = &coloured.stages.iter().find(|s| s.name == "post_grad").unwrap().graph().unwrap();
    let t = g.nodes[0].meta.tensor().unwrap();
    assert_eq!(t.type_str(), "i8[8, 16]");
    assert_eq!(t.device.as_ref().unwrap().to_string(), "cpu");
    assert!(
        g.nodes.iter().any(|n| n.meta.source.is_some()),
        "the dimmed `# File:` comment is a source location"
    );
}

/// Dynamo's in-place statements (`z[0] = l_y_;  setitem = z`, `z += 1;  z_1 = z`) read as
/// `operator.setitem` / `operator.iadd` nodes and print back byte for byte.
#[test]
fn dynamo_inplace_statements_read_and_print_back() {
    let p = samples().join("torch_logs/dynamo_inplace_graph_code.log");
    let doc = load_path(&p).unwrap();
    let g = doc.stages[0].graph().unwrap();
    let setitem = g.nodes.iter().find(|n| n.name == "setitem").unwrap();
    assert_eq!(setitem.target, "operator.setitem");
    assert_eq!(setitem.args.len(), 3);
    assert!(matches!(setitem.args[1], Arg::Int(0)));
    let iadd = g.nodes.iter().find(|n| n.name == "z_1").unwrap();
    assert_eq!(iadd.target, "operator.iadd");
    assert_eq!(iadd.meta.tensor().unwrap().type_str(), "f32[s77, s77]");
    // The printed class equals the log's lines without their glog prefixes.
    let log = std::fs::read_to_string(&p).unwrap();
    let prefix = "[__graph_code] ";
    let expected: Vec<&str> = log
        .lines()
        .map(|l| l.find(prefix).map_or(l, |at| &l[at + prefix.len()..]))
        .skip_while(|l| !l.contains("class GraphModule"))
        .map(|l| l.find("class GraphModule").map_or(l, |at| &l[at..]))
        .collect();
    let printed = print_graph(g);
    let got: Vec<&str> = printed.lines().collect();
    let trim = |v: &[&str]| v.iter().rposition(|l| !l.trim().is_empty()).map_or(0, |i| i + 1);
    assert_eq!(got[..trim(&got)], expected[..trim(&expected)]);
}

/// A malformed in-place statement is an error at its position, not a panic.
#[test]
fn malformed_inplace_statement_points_at_the_problem() {
    let text = "class G(torch.nn.Module):\n    def forward(self, x: \"f32[4]\"):\n        x += 1;  y = w\n        return (y,)\n";
    let e = parse_fx(text, "g.py").unwrap_err().to_string();
    assert!(e.contains("g.py:3:") && e.contains("the in-place statement's target"), "{e}");
}
