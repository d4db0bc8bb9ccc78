//! The Code tab driven through egui_kittest: Inductor's output code beside the graph, linked
//! both ways (a node selected on the canvas selects its kernel's lines; a line clicked selects
//! its kernel's nodes), and the inspector's word on an invoke_quant's dequant.
#![cfg(feature = "gui")]

use egui::accesskit::{Role, Toggled};
use egui_kittest::Harness;
use egui_kittest::kittest::{NodeT as _, Queryable as _};
use quantbench::app::{QuantbenchApp, StartOptions};
use std::path::PathBuf;

fn sample(rel: &str) -> PathBuf {
    PathBuf::from(env!("CARGO_MANIFEST_DIR")).join("sample_graphs").join(rel)
}

/// The code lines drawn selected, as their AccessKit names (`N: text`).
fn selected_lines(h: &Harness<'_, QuantbenchApp>) -> Vec<String> {
    h.query_all_by(|n| n.role() == Role::ListItem && n.toggled() == Some(Toggled::True))
        .filter_map(|n| n.accesskit_node().label())
        .collect()
}

fn selected_name(h: &Harness<'_, QuantbenchApp>) -> Option<String> {
    let app = h.state();
    app.selection()?.qualified_name(app.session.graph()?)
}

#[test]
fn a_selected_node_selects_its_kernel_lines_and_a_clicked_line_selects_its_node() {
    let mut h = crate::gui_harness("uint4x2_mixed_mm_iq", egui::vec2(1600.0, 1200.0));
    h.get_by_label("Code").click();
    h.run();
    // output_code.py and the provenance of the trace.log beside post_grad.txt.
    h.get_by_label("Output code: output_code.py beside the opened file");
    assert!(selected_lines(&h).is_empty(), "nothing selected, no kernel lines");

    // The canvas's mm: its extern kernel's launch with the comments above it.
    h.get_by_label("mm").click_accesskit();
    h.run();
    assert_eq!(selected_name(&h).as_deref(), Some("mm"));
    assert_eq!(
        selected_lines(&h),
        [
            "142: # Topologically Sorted Source Nodes: [matmul], Original ATen: [aten.mm]",
            "143: # [Provenance debug handles] extern_kernels.mm:4",
            "144: extern_kernels.mm(arg1_1, buf3, out=buf4)",
        ]
    );

    // Scroll up a little (AccessKit's ScrollUp: 100 points) to the launch of another kernel
    // and click it: that kernel's node is selected.
    h.get_by_label("144: extern_kernels.mm(arg1_1, buf3, out=buf4)").scroll_up();
    h.run();
    let line = "139: cpp_fused__to_copy_sub_view_1(buf2, buf3)";
    h.get_by_label(line).click();
    h.run();
    assert_eq!(selected_name(&h).as_deref(), Some("invoke_quant_1"));
    let on = selected_lines(&h);
    assert!(on.contains(&line.to_string()), "{on:?}");
    assert!(!on.iter().any(|l| l.contains("extern_kernels.mm")), "{on:?}");
    // The selection made by the click did not move the highlight to the node's other kernels.
    assert!(!on.iter().any(|l| l.contains("cpp_fused___rshift___bitwise_and_0")), "{on:?}");

    // The tab and the inspector say what became of the dequant.
    h.get_by_label_contains("not fused: dequant in cpp_fused___rshift___bitwise_and_0");
    h.get_by_label_contains("computes in float32 (cpp_fused__to_copy_sub_view_1, line 94");
    // The inspector breaks a value between words to fit its width.
    h.get_by(|n| {
        n.value()
            .or_else(|| n.label())
            .is_some_and(|t| t.replace('\n', " ") == "uint8 to float32, line 91")
    });
}

#[test]
fn cuda_code_named_with_code_shows_the_prologue_fused_into_the_template_in_fp16() {
    let start = StartOptions {
        file: Some(sample("fixtures-gpu/03_post_grad_graph_test_prologue_cuda.txt")),
        code: Some(sample("fixtures-gpu/07_code_prologue_iq_lowprec.py")),
        tab: Some("Code".into()),
        select: Some("invoke_quant_1".into()),
        headless: true,
        ..Default::default()
    };
    let mut h = Harness::builder()
        .with_size(egui::vec2(1600.0, 1200.0))
        .build_eframe(move |cc| QuantbenchApp::new(cc, start));
    h.run();
    assert_eq!(h.state().error(), None);
    // Selecting the invoke_quant scrolled to and selected the template kernel.
    let on = selected_lines(&h);
    assert!(
        on.iter().any(|l| l.starts_with("43: triton_tem_fused_add_mm_mul_sub_0 = async_compile.triton(")),
        "{on:?}"
    );
    h.get_by_label(
        "dequant fused into triton_tem_fused_add_mm_mul_sub_0 as a prologue of the Triton template",
    );
    h.get_by_label("float16");
}
