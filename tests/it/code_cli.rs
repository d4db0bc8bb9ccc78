//! `quantbench inspect FILE --kernels`: Inductor's kernels with their nodes, and each
//! invoke_quant's dequant judged from the output code.
use serde_json::Value;
use std::path::{Path, PathBuf};
use std::process::Command;

fn sample(rel: &str) -> PathBuf {
    Path::new(env!("CARGO_MANIFEST_DIR")).join("sample_graphs").join(rel)
}

fn run(args: &[&std::ffi::OsStr]) -> (i32, String, String) {
    let out = Command::new(env!("CARGO_BIN_EXE_quantbench")).args(args).output().unwrap();
    (
        out.status.code().unwrap_or(-1),
        String::from_utf8_lossy(&out.stdout).into_owned(),
        String::from_utf8_lossy(&out.stderr).into_owned(),
    )
}

#[test]
fn kernels_of_a_cpu_trace_with_provenance() {
    let log = sample("uint4x2_mixed_mm_iq/trace.log");
    let (code, out, err) = run(&["inspect".as_ref(), log.as_os_str(), "--kernels".as_ref()]);
    assert_eq!(code, 0, "{err}");
    assert!(out.contains("output code: inductor_output_code of 0/0 (169 lines); kernels' nodes: 4 from inductor_provenance_tracking_node_mappings"), "{out}");
    let row = out
        .lines()
        .find(|l| l.trim_start().starts_with("cpp_fused__to_copy_sub_view_1"))
        .expect(&out);
    assert!(row.contains("C++") && row.contains("lines 73-104, launched at 139"), "{row}");
    assert!(row.ends_with("invoke_quant_1, subgraph0, sub, convert_element_type, view"), "{row}");
    assert!(out.contains("invoke_quant_1 (scheme 'uint4x2'): not fused: dequant in cpp_fused___rshift___bitwise_and_0, cpp_fused__to_copy_sub_view_1, torch.ops.aten.cat.default at line 131, mm in extern_kernels.mm at line 144"), "{out}");
    assert!(out.contains("computes in float32 (cpp_fused__to_copy_sub_view_1, line 94: auto tmp4 = tmp1 - tmp3;); uint8 converted to float32 at line 91"), "{out}");
}

#[test]
fn kernels_json_of_cuda_code_given_with_code() {
    let graph = sample("fixtures-gpu/03_post_grad_graph_test_prologue_cuda.txt");
    let judge = |code_file: &str| -> Value {
        let c = sample(code_file);
        let (code, out, err) = run(&[
            "inspect".as_ref(),
            graph.as_os_str(),
            "--kernels".as_ref(),
            "--code".as_ref(),
            c.as_os_str(),
            "--json".as_ref(),
        ]);
        assert_eq!(code, 0, "{err}");
        serde_json::from_str(&out).unwrap()
    };
    let low = judge("fixtures-gpu/07_code_prologue_iq_lowprec.py");
    assert_eq!(low["kernels"][0]["name"], "triton_tem_fused_add_mm_mul_sub_0");
    assert_eq!(low["kernels"][0]["kind"], "triton_template");
    assert_eq!(low["kernels"][0]["nodes_from"], "comments");
    let iq = &low["invoke_quant"][0];
    assert_eq!(iq["node"], "invoke_quant_1");
    assert_eq!(iq["fused"], true);
    assert_eq!(iq["fused_into"], "triton_tem_fused_add_mm_mul_sub_0");
    assert_eq!(iq["how"], "a prologue of the Triton template");
    assert_eq!(iq["compute"]["dtypes"], serde_json::json!(["float16"]));
    assert_eq!(iq["compute"]["text"], "tmp2 = tmp0 * tmp1");

    let high = judge("fixtures-gpu/08_code_prologue_iq_nolowprec.py");
    let iq = &high["invoke_quant"][0];
    assert_eq!(iq["fused"], false);
    assert_eq!(iq["dequant_kernels"], serde_json::json!(["triton_poi_fused_add_mul_sub_0"]));
    assert_eq!(iq["matmul_kernels"], serde_json::json!(["triton_tem_fused_mm_1"]));
    assert_eq!(iq["compute"]["dtypes"], serde_json::json!(["float32"]));
}

#[test]
fn kernels_without_output_code_is_an_error_that_says_what_to_pass() {
    let graph = sample("fixtures-gpu/01_post_grad_graph_test_multiple_cpu.txt");
    let (code, _, err) = run(&["inspect".as_ref(), graph.as_os_str(), "--kernels".as_ref()]);
    assert_ne!(code, 0);
    assert!(err.contains("no output code for this stage") && err.contains("--code FILE"), "{err}");
    let (code, _, err) =
        run(&["inspect".as_ref(), graph.as_os_str(), "--code".as_ref(), graph.as_os_str()]);
    assert_ne!(code, 0, "--code without --kernels is refused");
    assert!(err.contains("--kernels"), "{err}");
}
