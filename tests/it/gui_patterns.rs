//! The Patterns tab driven through egui_kittest on the real app: run the built-in patterns on
//! a sample, step to a failed attempt and read its reason; apply a rewrite and undo it; a
//! malformed pattern in the editor shows line:col and what was expected.
#![cfg(feature = "gui")]

use egui_kittest::Harness;
use egui_kittest::kittest::{NodeT as _, Queryable as _};
use quantbench::app::{QuantbenchApp, StartOptions};
use std::path::PathBuf;

fn sample(case: &str) -> PathBuf {
    PathBuf::from(env!("CARGO_MANIFEST_DIR")).join("sample_graphs").join(case).join("post_grad.txt")
}

const SIZE: egui::Vec2 = egui::vec2(1400.0, 900.0);

fn patterns_tab(file: PathBuf) -> Harness<'static, QuantbenchApp> {
    let start = StartOptions { file: Some(file), headless: true, ..Default::default() };
    let mut h =
        Harness::builder().with_size(SIZE).build_eframe(move |cc| QuantbenchApp::new(cc, start));
    h.run();
    assert_eq!(h.state().error(), None);
    h.get_by_label("Patterns").click();
    h.run();
    h
}

fn on_screen(r: egui::Rect) -> bool {
    egui::Rect::from_min_size(egui::Pos2::ZERO, SIZE).contains_rect(r)
}

fn node_count(h: &Harness<'_, QuantbenchApp>) -> usize {
    h.state().session.graph().map_or(0, |g| g.total_nodes())
}

#[test]
fn run_the_builtins_and_step_to_a_failed_attempt_with_its_reason() {
    let mut h = patterns_tab(sample("test_pattern_matching_no_scheme"));
    h.get_by_label("Run").click();
    h.run();
    h.get_by_label_contains("invoke_quant_nf4_mm: 0 matched, 1 failed attempts");
    // Every built-in anchored on this graph's mm failed: step to the first failure.
    h.get_by_label("Next failure").click();
    h.run();
    let reason = h.get_by_label("constant_args: invoke_quant_1 None!='nf4'");
    assert!(on_screen(reason.rect()), "the reason is visible: {:?}", reason.rect());
    h.get_by_label("invoke_quant_1 (argument scheme)");
    // The canvas: anchor focused and highlighted, the failing node marked.
    let app = h.state();
    let g = app.session.graph().expect("a graph");
    assert_eq!(app.selection().and_then(|p| p.qualified_name(g)).as_deref(), Some("mm"));
    let marked: Vec<String> =
        app.overlay().highlight.iter().filter_map(|(p, _)| p.qualified_name(g)).collect();
    assert!(
        marked.contains(&"mm".to_string()) && marked.contains(&"invoke_quant_1".to_string()),
        "{marked:?}"
    );
    // Keyboard stepping moves on to the next attempt (int8_woq_mm on the same anchor).
    h.key_press(egui::Key::N);
    h.run();
    h.get_by_label("int8_woq_mm @ mm: failed");
    h.get_by_label("function_mismatch");
}

#[test]
fn apply_a_rewrite_then_undo_and_redo_it() {
    let mut h = patterns_tab(sample("uint4x2_mixed_mm_plain"));
    let before = node_count(&h);
    h.get_by_label("Run").click();
    h.run();
    // Step (N) until the current attempt is a match with a replacement.
    for _ in 0..10 {
        if h.query_by_label("Apply this rewrite").is_some() {
            break;
        }
        h.key_press(egui::Key::N);
        h.run();
    }
    h.get_by_role_and_label(egui::accesskit::Role::Label, "wrap_uint4x2_dequant @ sub: matched");
    h.get_by_label("Apply this rewrite").click();
    h.run();
    let after = node_count(&h);
    assert_ne!(after, before, "the rewrite changed the graph");
    let g = h.state().session.graph().expect("a graph");
    assert!(
        g.nodes.iter().any(|n| n.is_invoke_quant()),
        "the dequant chain became an invoke_quant call"
    );
    assert_eq!(h.state().session.cursor(), 1);
    // The before/after view lists the removed chain and the new call side by side.
    h.get_by_label("Before (removed or changed)");
    // The chain leaves the graph on the left and reappears inside the new subgraph on the right.
    assert_eq!(h.get_all_by_label_contains("torch.ops.aten.bitwise_and.Scalar(").count(), 2);
    h.get_by_label_contains("torch.ops.higher_order.invoke_quant(");
    // The attempt list was refreshed on the new graph: the short invoke_quant form can see it.
    h.get_by_label_contains("applied wrap_uint4x2_dequant at");

    h.get_by_label("Undo").click();
    h.run();
    assert_eq!(node_count(&h), before, "undo restores the graph");
    assert!(!h.state().session.graph().expect("a graph").nodes.iter().any(|n| n.is_invoke_quant()));
    h.key_press_modifiers(egui::Modifiers::COMMAND, egui::Key::Y);
    h.run();
    assert_eq!(node_count(&h), after, "redo (Ctrl+Y) re-applies it");
}

#[test]
fn a_malformed_pattern_shows_line_col_and_what_was_expected() {
    let mut h = patterns_tab(sample("test_pattern_matching_nf4"));
    h.get_by_role_and_label(
        egui::accesskit::Role::MultilineTextInput,
        "Pattern (Inductor syntax):",
    )
    .focus();
    h.run();
    h.get_by_role_and_label(
        egui::accesskit::Role::MultilineTextInput,
        "Pattern (Inductor syntax):",
    )
    .type_text(", )");
    h.run();
    let err = h.get_by_label_contains(": expected ");
    let text = err.accesskit_node().value().unwrap_or_default();
    assert!(text.starts_with("1:"), "line:col first: {text}");
    assert!(h.query_by_label("Add to patterns").is_some());
}
