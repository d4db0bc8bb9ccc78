//! Graphs Inductor refuses to lower (sample_graphs/refused, made by make_refused.py): lowering
//! refuses them too, with Inductor's reason, so `fuse` fails as Inductor did instead of
//! showing a schedule for a program that never compiled.
use std::path::PathBuf;
use std::process::Command;

fn log(name: &str) -> PathBuf {
    PathBuf::from(env!("CARGO_MANIFEST_DIR")).join("sample_graphs/refused").join(name)
}

/// Seen failing first: `fuse` printed `op0: SchedulerNode(op0)`, `op1:
/// ExternKernelSchedulerNode(op1)` and exited 0.
#[test]
fn fuse_fails_like_inductor_on_an_invoke_quant_returning_a_view() {
    let out = Command::new(env!("CARGO_BIN_EXE_quantbench"))
        .arg("fuse")
        .arg(log("iq_returns_view.log"))
        .output()
        .unwrap();
    let err = String::from_utf8_lossy(&out.stderr);
    assert_eq!(out.status.code(), Some(1), "{err}");
    assert!(String::from_utf8_lossy(&out.stdout).trim().is_empty(), "no schedule printed");
    assert!(err.contains("Inductor refuses to lower this graph"), "{err}");
    assert!(err.contains("LoweringException: NotImplementedError: ReinterpretView"), "{err}");
    assert!(err.contains("invoke_quant"), "{err}");
}

/// The same lowering error reaches the library's callers as a value that says it is Inductor's
/// refusal, not a gap of quantbench's.
#[test]
fn the_refusal_is_inductors_not_a_missing_lowering() {
    let doc = quantbench::import::load_path(&log("iq_returns_view.log")).unwrap();
    let st = doc.stages.iter().rfind(|s| s.name.contains("post_grad")).unwrap();
    let g = st.graph().unwrap();
    let e = quantbench::lower::lower(g, &quantbench::lower::LowerOptions::cpu()).unwrap_err();
    assert!(e.inductor_refuses(), "{e}");
    // A body that ends before the view is lowered as before.
    let text = r#"
class <lambda>(torch.nn.Module):
    def forward(self, arg0_1: "i8[64, 32]", arg1_1: "f32[32]"):
        subgraph0 = self.subgraph0
        invoke_quant: "f32[64, 32]" = torch.ops.higher_order.invoke_quant(subgraph0, arg0_1, arg1_1, scheme = 'nf4')
        return (invoke_quant,)

    class subgraph0(torch.nn.Module):
        def forward(self, arg0_1: "i8[64, 32]", arg1_1: "f32[32]"):
            convert_element_type: "f32[64, 32]" = torch.ops.prims.convert_element_type.default(arg0_1, torch.float32)
            mul: "f32[64, 32]" = torch.ops.aten.mul.Tensor(convert_element_type, arg1_1)
            return mul
"#;
    let doc = quantbench::import::fx::parse_fx(text, "ok.py").unwrap();
    let g = doc.stages.into_iter().last().unwrap().into_graph().unwrap();
    quantbench::lower::lower(&g, &quantbench::lower::LowerOptions::cpu()).unwrap();
}
