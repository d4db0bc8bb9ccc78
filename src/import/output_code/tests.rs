//! The reader on real output code: PyTorch 2.15 CPU corpus cases (with their TORCH_TRACE
//! provenance) and the torch 2.11 CUDA prologue-fusion fixtures.
use super::link::{self, NodesFrom};
use super::{KernelKind, Language, OutputCode};
use crate::ir::{DType, Document, Graph};
use std::path::PathBuf;

fn sample(rel: &str) -> PathBuf {
    PathBuf::from(env!("CARGO_MANIFEST_DIR")).join("sample_graphs").join(rel)
}

fn code(rel: &str) -> OutputCode {
    let text = std::fs::read_to_string(sample(rel)).expect("sample output code");
    OutputCode::parse(&text)
}

fn load(rel: &str) -> Document {
    crate::import::load_path(&sample(rel)).expect("sample loads")
}

fn graph(doc: &Document) -> Graph {
    doc.stage(None).expect("a stage").graph().expect("parses").clone()
}

fn names(code: &OutputCode) -> Vec<&str> {
    code.kernels.iter().map(|k| k.name.as_str()).collect()
}

#[test]
fn cpu_kernels_their_lines_and_launches() {
    let c = code("uint4x2_mixed_mm_iq/output_code.py");
    assert_eq!(
        names(&c),
        [
            "cpp_fused___rshift___bitwise_and_0",
            "cpp_fused__to_copy_sub_view_1",
            "torch.ops.aten.cat.default",
            "extern_kernels.mm"
        ]
    );
    let k = &c.kernels[0];
    assert_eq!(k.kind, KernelKind::Cpp);
    // Lines 35..=70 of the file (1-based): the assignment to the closing `''')`.
    assert_eq!(k.def, Some(34..70));
    assert_eq!(k.source, Some(35..69));
    assert!(c.lines[34].starts_with("cpp_fused___rshift___bitwise_and_0 = async_compile"));
    assert_eq!(c.lines[69], "''')");
    assert_eq!(k.handles, ["cpp_fused___rshift___bitwise_and_0:1"]);
    assert_eq!(k.calls, vec![125..127]);
    assert_eq!(k.launch_line(), Some(126));
    // The extern cat: Source Nodes and handle above the launch.
    let cat = &c.kernels[2];
    assert_eq!(cat.kind, KernelKind::Extern);
    assert_eq!(cat.handles, ["torch.ops.aten.cat.default:2"]);
    assert_eq!(cat.source_nodes, ["invoke_quant_packed"]);
    assert_eq!(cat.original_aten, ["aten.cat", "aten.bitwise_and", "aten.__rshift__"]);
    assert_eq!(cat.calls, vec![128..131]);
    let mm = &c.kernels[3];
    assert_eq!(mm.handles, ["extern_kernels.mm:4"]);
    assert_eq!(mm.source_nodes, ["matmul"]);
    assert_eq!(c.kernel_at(90), Some(1));
    assert_eq!(c.kernel_at(143), Some(3));
    assert_eq!(c.kernel_at(5), None);
    let lang = c.languages();
    assert_eq!(lang[36], Language::Cpp);
    assert_eq!(lang[34], Language::Python);
    assert_eq!(lang[126], Language::Python);
}

#[test]
fn provenance_names_each_kernels_nodes_and_the_dequant_is_not_fused_on_cpu() {
    let doc = load("uint4x2_mixed_mm_iq/trace.log");
    let st = doc.stage(None).expect("stage");
    assert_eq!(st.name, "inductor_post_grad_graph");
    let found = super::find(&doc, Some(st)).expect("the log holds inductor_output_code");
    assert_eq!(found.source, "inductor_output_code of 0/0");
    let c = OutputCode::parse(&found.text);
    let (prov, _) = super::find_provenance(&doc, Some(st)).expect("provenance");
    let nodes = link::kernel_nodes(&c, Some(&prov));
    assert!(nodes.iter().all(|n| n.from == NodesFrom::Provenance));
    assert_eq!(nodes[3].post, ["mm"]);
    assert_eq!(nodes[3].pre, ["matmul"]);
    let g = graph(&doc);
    let placed = link::place_all(&nodes, &g, false);
    let iq = g.find("invoke_quant_1").expect("iq");
    let mm = g.find("mm").expect("mm");
    // The dequant's body nodes are placed inside the subgraph of the call.
    let (_, sg) = g.called_subgraph(iq).expect("subgraph");
    let sub = sg.find("sub").expect("body sub");
    assert!(placed[1].contains(&link::Placed { top: iq, body: Some(sub) }));
    assert_eq!(placed[3], [link::Placed { top: mm, body: None }]);

    let f = link::dequant_fusions(&c, &placed, &g);
    assert_eq!(f.len(), 1);
    assert_eq!(f[0].matmuls, [mm]);
    assert_eq!(f[0].dequant_kernels, [0, 1, 2]);
    assert_eq!(f[0].matmul_kernels, [3]);
    assert_eq!(f[0].fused, None);
    let (k, comp) = f[0].compute.clone().expect("the dequant's arithmetic is read");
    assert_eq!(c.kernels[k].name, "cpp_fused__to_copy_sub_view_1");
    assert_eq!(comp.dtypes, [DType::F32]);
    // `auto tmp1 = at::vec::convert<float>(tmp0);` on the uint8 codes.
    let cv = comp.convert.expect("a conversion");
    assert_eq!((cv.from, cv.to), (DType::U8, DType::F32));
    assert!(c.lines[cv.line].contains("auto tmp1 = at::vec::convert<float>(tmp0);"));
    assert!(comp.from_quantized);
    assert!(c.lines[comp.line].contains("tmp1 - tmp3") || c.lines[comp.line].contains(" - "));
}

#[test]
fn a_bf16_graph_dequantizes_through_bf16_and_computes_in_float_on_cpu() {
    let doc = load("int4_asym_bf16_lowprec/trace.log");
    let st = doc.stage(None).expect("stage");
    let c = OutputCode::parse(&super::find(&doc, Some(st)).expect("code").text);
    let (prov, _) = super::find_provenance(&doc, Some(st)).expect("provenance");
    let g = graph(&doc);
    let placed = link::place_all(&link::kernel_nodes(&c, Some(&prov)), &g, false);
    let f = link::dequant_fusions(&c, &placed, &g);
    assert_eq!(f.len(), 1);
    assert_eq!(f[0].fused, None);
    let (_, comp) = f[0].compute.clone().expect("read");
    // u8 codes become bf16 (`at::vec::convert<at::BFloat16>(tmp3)`), the arithmetic then
    // runs in float (`convert<float,2,at::BFloat16,1>`), stored back as bf16.
    let cv = comp.convert.expect("conversion");
    assert_eq!((cv.from, cv.to), (DType::U8, DType::BF16));
    assert_eq!(comp.dtypes, [DType::F32]);
    assert!(!comp.from_quantized, "the codes go through a buffer the kernel reads back");
}

#[test]
fn without_provenance_a_case_folder_reads_the_trace_beside_it() {
    let doc = load("seed_nf4_mul_add/post_grad.txt");
    let found = super::find(&doc, doc.stage(None)).expect("output_code.py beside");
    assert_eq!(found.source, "output_code.py beside the opened file");
    let (prov, from) = super::find_provenance(&doc, doc.stage(None)).expect("trace.log beside");
    assert!(from.contains("trace.log beside"));
    let c = OutputCode::parse(&found.text);
    assert_eq!(names(&c), ["cpp_fused_add_mul_0"]);
    let nodes = link::kernel_nodes(&c, Some(&prov));
    assert_eq!(nodes[0].post, ["invoke_quant_1", "subgraph0", "add", "mul"]);
    // Without provenance a CPU kernel has no Source Nodes comment of its own.
    assert_eq!(link::kernel_nodes(&c, None)[0].from, NodesFrom::Unknown);
}

#[test]
fn gpu_prologue_fused_into_the_triton_template_computes_in_fp16() {
    let c = code("fixtures-gpu/07_code_prologue_iq_lowprec.py");
    assert_eq!(names(&c), ["triton_tem_fused_add_mm_mul_sub_0"]);
    let k = &c.kernels[0];
    assert_eq!(k.kind, KernelKind::TritonTemplate);
    assert_eq!(k.source_nodes, ["invoke_quant_packed", "matmul"]);
    assert_eq!(k.aten_nodes, ["add", "invoke_quant_1", "mul", "sub", "mm"]);
    assert_eq!(k.calls.len(), 1);
    assert!(c.lines[k.launch_line().expect("launched")].contains(".run(arg2_1"));
    assert!(c.languages().iter().all(|l| *l == Language::Python));

    let g = graph(&load("fixtures-gpu/03_post_grad_graph_test_prologue_cuda.txt"));
    let nodes = link::kernel_nodes(&c, None);
    assert_eq!(nodes[0].from, NodesFrom::Comments);
    let placed = link::place_all(&nodes, &g, false);
    let f = link::dequant_fusions(&c, &placed, &g);
    assert_eq!(f.len(), 1);
    assert_eq!(f[0].fused, Some(0));
    assert_eq!(f[0].how(&c), Some("a prologue of the Triton template"));
    let (_, comp) = f[0].compute.clone().expect("read");
    // codegen_low_precision: the fp16 loads are multiplied as they are, no `.to(tl.float32)`.
    assert_eq!(comp.dtypes, [DType::F16]);
    assert!(c.lines[comp.line].trim() == "tmp2 = tmp0 * tmp1");
    assert_eq!(comp.convert, None);
}

#[test]
fn gpu_prologue_not_fused_upcasts_to_fp32_in_its_own_kernel() {
    let c = code("fixtures-gpu/08_code_prologue_iq_nolowprec.py");
    assert_eq!(names(&c), ["triton_poi_fused_add_mul_sub_0", "triton_tem_fused_mm_1"]);
    assert_eq!(c.kernels[0].kind, KernelKind::TritonPointwise);
    assert_eq!(c.kernels[1].aten_nodes, ["mm"]);
    let g = graph(&load("fixtures-gpu/03_post_grad_graph_test_prologue_cuda.txt"));
    let placed = link::place_all(&link::kernel_nodes(&c, None), &g, false);
    let f = link::dequant_fusions(&c, &placed, &g);
    assert_eq!((f[0].fused, f[0].dequant_kernels.as_slice()), (None, &[0][..]));
    assert_eq!(f[0].matmul_kernels, [1]);
    let (k, comp) = f[0].compute.clone().expect("read");
    assert_eq!(k, 0);
    assert_eq!(comp.dtypes, [DType::F32]);
}

#[test]
fn truncated_code_keeps_what_it_has() {
    let text = std::fs::read_to_string(sample("fixtures-gpu/08_code_prologue_iq_nolowprec.py"))
        .expect("sample");
    let cut: String = text.lines().take(70).collect::<Vec<_>>().join("\n");
    let c = OutputCode::parse(&cut);
    assert_eq!(names(&c), ["triton_poi_fused_add_mul_sub_0"]);
    assert_eq!(c.kernels[0].def.as_ref().map(|d| d.end), Some(70));
    assert!(OutputCode::parse("").kernels.is_empty());
    // A handle naming nothing is no launch (and no endless search for the empty name).
    let c = OutputCode::parse(
        "k = async_compile.cpp_pybinding([], r'''\n''')\ndef call(args):\n    # [Provenance debug handles] :3\n    k(a)\n",
    );
    assert_eq!(c.kernels[0].calls, vec![3..5]);
    assert_eq!(c.kernels[0].handles, [":3"]);
    assert!(OutputCode::parse("x = async_compile.triton('x', '''").kernels.len() == 1);
}

#[test]
fn a_training_compiles_backward_graph_gets_the_backward_code() {
    let doc = load("traces/attention/training/dedicated_log_torch_trace_dz_0udes.log");
    let stage = |name: &str| doc.stages.iter().find(|s| s.name == name).expect("stage");
    let fwd = super::find(&doc, Some(stage("inductor_post_grad_graph"))).expect("forward code");
    let bwd = super::find(&doc, Some(stage("inductor_post_grad_graph_1"))).expect("backward code");
    assert_ne!(fwd.text, bwd.text);
    let codes: Vec<&crate::ir::Artifact> =
        doc.artifacts.iter().filter(|a| a.kind == crate::ir::ArtifactKind::OutputCode).collect();
    assert_eq!(codes.len(), 2);
    assert_eq!(fwd.text, codes[0].text().expect("text"));
    assert_eq!(bwd.text, codes[1].text().expect("text"));
    // Dynamo's graph, before either, reads the forward's.
    let dyn_code = super::find(&doc, Some(stage("dynamo_output_graph"))).expect("code");
    assert_eq!(dyn_code.text, fwd.text);
}

#[test]
fn dtypes_read_from_triton_casts_and_cpp_signatures() {
    let k = |kind, src: &str| {
        let text = format!("k = async_compile.x('k', '''\n{src}\n''')\n");
        let mut c = OutputCode::parse(&text);
        c.kernels[0].kind = kind;
        c
    };
    // A bitcast keeps its target dtype; an int8 load upcast to bf16 then scaled in bf16.
    let c = k(
        KernelKind::TritonPointwise,
        "triton_meta={'signature': {'in_ptr0': '*i8', 'in_ptr1': '*bf16'}}\n    tmp0 = tl.load(in_ptr0 + (x0), xmask).to(tl.bfloat16)\n    tmp1 = tl.load(in_ptr1 + (x0), xmask)\n    tmp2 = tmp0 * tmp1\n    tmp3 = tmp2.to(tl.float16, bitcast=True)\n    tmp4 = tmp3 * tmp3",
    );
    let comp = super::dtype::compute(&c, &c.kernels[0]).expect("arithmetic");
    assert_eq!(comp.dtypes, [DType::BF16, DType::F16]);
    assert!(comp.from_quantized);
    let cv = comp.convert.expect("conversion");
    assert_eq!((cv.from, cv.to), (DType::I8, DType::BF16));
    // A parameter name after a non-ASCII type spelling does not break the reader.
    let c = k(
        KernelKind::Cpp,
        "extern \"C\" void kernel(const int8_t* in_ptr0, const float* \u{e9})\n{\n auto tmp0 = in_ptr0[x0];\n auto tmp1 = c10::convert<float>(tmp0);\n auto tmp2 = tmp1 * tmp1;\n}",
    );
    let comp = super::dtype::compute(&c, &c.kernels[0]).expect("arithmetic");
    assert_eq!(comp.dtypes, [DType::F32]);
    assert_eq!(comp.convert.map(|c| c.from), Some(DType::I8));
}

#[test]
fn body_names_that_root_nodes_share_stay_in_the_bodies() {
    // Inductor fused the dequant of eight nf4 weights into one C++ kernel; its provenance
    // lists their body nodes (`view_1`, `view_2`, `mul`) unqualified, and the root graph has
    // nodes of those names elsewhere (the attention's reshapes, the norm's mul).
    let doc = load("decoder_2layer_nf4/trace.log");
    let st = doc.stage(None).expect("stage");
    let c = OutputCode::parse(&super::find(&doc, Some(st)).expect("code").text);
    let (prov, _) = super::find_provenance(&doc, Some(st)).expect("provenance");
    let g = graph(&doc);
    let placed = link::place_all(&link::kernel_nodes(&c, Some(&prov)), &g, false);
    let k = names(&c)
        .iter()
        .position(|n| *n == "cpp_fused__to_copy__unsafe_view_clone_expand_index_mul_view_1")
        .expect("the fused dequant kernel");
    let tops: Vec<&str> = placed[k]
        .iter()
        .filter(|p| p.body.is_none())
        .map(|p| g.node(p.top).name.as_str())
        .collect();
    assert_eq!(
        tops,
        [
            "invoke_quant_14",
            "invoke_quant_15",
            "invoke_quant_16",
            "invoke_quant_17",
            "invoke_quant_21",
            "invoke_quant_22",
            "invoke_quant_23",
            "invoke_quant_24"
        ]
    );
    // The norm's kernel keeps the root `mul` beside the body `mul` of invoke_quant_14.
    let mul = g.find("mul").expect("root mul");
    assert!(placed[0].contains(&link::Placed { top: mul, body: None }));
}
