//! Lowering and the JIT size buffers from the graph's annotations; the interpreter computes
//! from the inputs. A node annotated otherwise than it computes is refused, naming the node,
//! before any kernel is compiled (it used to compile, pass `--check-bounds` and print wrong
//! numbers).
use quantbench::import::{LoadOptions, parse_text};
use quantbench::interp::{self, InterpError};
use quantbench::pipeline::{JitOptions, PipelineError, run_jit};
use std::collections::HashMap;
use std::process::Command;

const WRONG: &str =
    include_str!("../../fuzz/regressions/jit/wrong_intermediate_annotation_f32_1.txt");

fn graph(text: &str) -> quantbench::ir::Graph {
    let mut doc = parse_text(text, "g.txt", LoadOptions::default()).unwrap();
    doc.stages.remove(0).graph().unwrap().clone()
}

#[test]
fn a_wrong_size_on_an_intermediate_node_is_refused_before_compiling() {
    for (text, annotated, computed) in [
        (WRONG.to_string(), "f32[1]", "f32[4, 4]"),
        (WRONG.replace("\"f32[1]\"", "\"f32[0]\""), "f32[0]", "f32[4, 4]"),
        (WRONG.replace("mul: \"f32[1]\"", "mul: \"f16[4, 4]\""), "f16[4, 4]", "f32[4, 4]"),
    ] {
        let g = graph(&text);
        let inputs =
            interp::io::generate_inputs(&g, 0, &HashMap::new(), Default::default()).unwrap();
        // The plain interpreter does not care: it never reads intermediate annotations.
        assert!(interp::run_graph(&g, &inputs).is_ok());
        let mut opt = JitOptions::DEFAULT;
        opt.codegen.check_bounds = true;
        match run_jit(&g, &inputs, &opt) {
            Err(PipelineError::Interp(InterpError::Annotation {
                node,
                annotated: a,
                computed: c,
            })) => {
                assert_eq!((node.as_str(), a.as_str(), c.as_str()), ("mul", annotated, computed));
            }
            Err(e) => panic!("another error: {e}"),
            Ok(_) => panic!("compiled and ran a graph whose `mul` is annotated {annotated}"),
        }
    }
}

#[test]
fn run_jit_names_the_node() {
    let dir = tempfile::tempdir().unwrap();
    let f = dir.path().join("wrong.txt");
    std::fs::write(&f, WRONG).unwrap();
    let out = Command::new(env!("CARGO_BIN_EXE_quantbench"))
        .args(["run", "--jit", "--check-bounds"])
        .arg(&f)
        .output()
        .unwrap();
    let err = String::from_utf8_lossy(&out.stderr);
    assert_eq!(out.status.code(), Some(2), "{err}");
    let want = "node `mul` is annotated f32[1] but computes f32[4, 4] from the inputs";
    assert_eq!(err.matches(want).count(), 1, "{err}");
    assert!(!String::from_utf8_lossy(&out.stdout).contains("compiled"));
}

#[test]
fn right_annotations_pass_on_every_sample() {
    // The check must not refuse what PyTorch wrote: symbolic sizes, views, multi-output ops.
    for case in [
        "sample_graphs/llama_mlp_int8",
        "sample_graphs/hf/hf_llama_int8",
        "sample_graphs/hf/iq_multi_output",
        "sample_graphs/hf_dynamic/dyn_batch_nf4_linear",
    ] {
        let dir = std::path::Path::new(env!("CARGO_MANIFEST_DIR")).join(case);
        let text = std::fs::read_to_string(dir.join("post_grad.txt")).unwrap();
        let g = graph(&text);
        let io = interp::io::load_safetensors(&dir.join("io.safetensors")).unwrap();
        let inputs = interp::io::inputs_by_name(&g, &io).unwrap();
        interp::run_graph_checked(&g, &inputs).unwrap_or_else(|e| panic!("{case}: {e}"));
    }
}
