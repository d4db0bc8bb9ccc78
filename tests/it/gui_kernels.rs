//! The Kernels tab driven through egui_kittest: run llama_mlp_int8 under the JIT on the worker
//! thread, wait for it (bounded), and read the timing overlay's badges on the canvas (they are
//! AccessKit labels) and the kernel list. Timings are only checked for presence and format.
#![cfg(feature = "gui")]

use egui_kittest::Harness;
use egui_kittest::kittest::{NodeT as _, Queryable as _};
use quantbench::app::{QuantbenchApp, StartOptions};
use regex::Regex;
use std::path::PathBuf;
use std::time::Duration;

fn harness(case: &str) -> Harness<'static, QuantbenchApp> {
    crate::gui_harness(case, egui::vec2(1600.0, 1000.0))
}

/// A node's text: AccessKit keeps a `Role::Label`'s text in `value`.
fn text(n: &egui_kittest::kittest::AccessKitNode<'_>) -> Option<String> {
    n.label().or_else(|| n.value())
}

/// Every AccessKit label matching `re`.
fn labels(h: &Harness<'_, QuantbenchApp>, re: &Regex) -> Vec<String> {
    h.query_all_by(|n| text(n).is_some_and(|l| re.is_match(&l)))
        .filter_map(|n| text(&n.accesskit_node()))
        .collect()
}

/// Steps the harness until `done` holds, at most ~3 minutes (a debug build compiles and runs
/// the graph twice: fused and unfused).
pub(crate) fn wait_for(
    h: &mut Harness<'_, QuantbenchApp>,
    what: &str,
    done: impl Fn(&Harness<'_, QuantbenchApp>) -> bool,
) {
    for _ in 0..1800 {
        h.step();
        if done(h) {
            h.run();
            return;
        }
        std::thread::sleep(Duration::from_millis(100));
    }
    panic!("timed out waiting for {what}");
}

#[test]
fn run_llama_mlp_int8_and_see_the_timing_overlay() {
    let mut h = harness("llama_mlp_int8");
    h.get_by_label("Kernels").click();
    h.run();
    let us_badge =
        Regex::new(r"^[A-Za-z0-9_]+( \(interp\))?: [0-9]+\.[0-9] µs( {2}\| .*)?$").unwrap();
    let share_badge =
        Regex::new(r"^[A-Za-z0-9_]+( \(interp\))?: [0-9]+\.[0-9]% of [0-9.]+ [µm]?s( {2}\| .*)?$")
            .unwrap();
    assert!(labels(&h, &us_badge).is_empty(), "no timings before a run");

    h.get_by_label("Run").click();
    h.run();
    wait_for(&mut h, "the JIT worker", |h| {
        h.query_by_label("Cancel").is_none()
            && h.query_all_by_label_contains("whole graph").next().is_some()
    });
    assert!(h.query_by_label_contains("The JIT run failed").is_none());

    // The kernel list: every row says whether it ran as JIT code or on the interpreter.
    assert!(h.query_all_by_label("JIT").count() >= 1, "JIT kernels listed");
    let badges = labels(&h, &us_badge);
    assert!(!badges.is_empty(), "µs badges on the canvas");
    // Each badge names a kernel that is in the list.
    for b in &badges {
        for part in b.split("  |  ") {
            let name = part.split([':', ' ']).next().unwrap_or_default();
            assert!(h.query_all_by_label(name).count() >= 1, "badge {part} names a listed kernel");
        }
    }
    // The selected kernel's Cranelift IR is shown.
    assert!(
        h.query_by_label_contains("function u0:").is_some(),
        "Cranelift IR of the selected kernel"
    );

    // Share mode: the same kernels, now as percentages.
    h.get_by_label("Share %").click_accesskit();
    h.run();
    let shares = labels(&h, &share_badge);
    assert_eq!(shares.len(), badges.len());
    assert!(labels(&h, &us_badge).is_empty(), "µs badges replaced by shares");

    // The unfused schedule has more kernels than the fused one on this graph.
    h.get_by_label("Unfused").click_accesskit();
    h.run();
    let unfused = labels(&h, &share_badge).iter().map(|b| b.split("  |  ").count()).sum::<usize>();
    let fused = shares.iter().map(|b| b.split("  |  ").count()).sum::<usize>();
    assert!(unfused > fused, "unfused {unfused} kernels vs fused {fused}");
}

#[test]
fn a_graph_the_jit_rejects_shows_a_message_not_a_panic() {
    let dir = std::env::temp_dir().join(format!("qb-gui-kernels-{}", std::process::id()));
    std::fs::create_dir_all(&dir).unwrap();
    let file = dir.join("post_grad.txt");
    std::fs::write(
        &file,
        "class <lambda>(torch.nn.Module):\n    def forward(self, arg0_1: \"f32[4, 4]\"):\n        foo: \"f32[4, 4]\" = torch.ops.aten.no_such_op.default(arg0_1);  arg0_1 = None\n        return (foo,)\n",
    )
    .unwrap();
    let start = StartOptions { file: Some(file), headless: true, ..Default::default() };
    let mut h = Harness::builder()
        .with_size(egui::vec2(1600.0, 1000.0))
        .build_eframe(move |cc| QuantbenchApp::new(cc, start));
    h.run();
    assert_eq!(h.state().error(), None);
    h.get_by_label("Kernels").click();
    h.run();
    h.get_by_label("Run").click();
    h.run();
    wait_for(&mut h, "the JIT worker", |h| h.query_by_label("Cancel").is_none());
    h.get_by_label_contains("The JIT run failed");
    // The tab is still usable.
    h.get_by_label("Run");
    std::fs::remove_dir_all(&dir).ok();
}

#[test]
fn cancel_stops_the_worker() {
    let mut h = harness("llama_mlp_int8");
    h.get_by_label("Kernels").click();
    h.run();
    h.get_by_label("Run 20").click();
    h.run();
    if let Some(c) = h.query_by_label("Cancel") {
        c.click();
    }
    wait_for(&mut h, "cancel", |h| h.query_by_label("Cancel").is_none());
    let done = h.query_by_label_contains("Cancelled").is_some()
        || h.query_all_by_label_contains("whole graph").next().is_some();
    assert!(done, "either cancelled or (if it was that fast) finished");
}

/// x[1, 64] @ dequant(int8 w[12, 64]).T: the single-row template with the int8 row-scale path.
fn decode_file(tag: &str) -> (PathBuf, PathBuf) {
    let dir = std::env::temp_dir().join(format!("qb-gui-decode-{tag}-{}", std::process::id()));
    std::fs::create_dir_all(&dir).unwrap();
    let file = dir.join("post_grad.txt");
    std::fs::write(&file, crate::graphs::decode_graph(12, 64)).unwrap();
    (dir, file)
}

/// The window on `file`, headless, with the Kernels tab open.
fn kernels_tab(file: PathBuf) -> Harness<'static, QuantbenchApp> {
    let start = StartOptions { file: Some(file), headless: true, ..Default::default() };
    let mut h = Harness::builder()
        .with_size(egui::vec2(1600.0, 1000.0))
        .build_eframe(move |cc| QuantbenchApp::new(cc, start));
    h.run();
    h.get_by_label("Kernels").click();
    h.run();
    h
}

#[test]
fn the_factor_scales_checkbox_reaches_the_kernel_and_its_note_shows() {
    for factor in [false, true] {
        let (dir, file) = decode_file(if factor { "on" } else { "off" });
        let mut h = kernels_tab(file);
        if factor {
            h.get_by_label("Factor scales").click();
            h.run();
        }
        h.get_by_label("Run").click();
        h.run();
        wait_for(&mut h, "the JIT worker", |h| {
            h.query_by_label("Cancel").is_none()
                && h.query_all_by_label_contains("whole graph").next().is_some()
        });
        assert!(h.query_by_label_contains("The JIT run failed").is_none());
        // The factored kernel says so in the compile notes (fused and unfused runs alike);
        // the exact one has nothing to note.
        let notes = h.query_all_by_label_contains("notes from compilation").count();
        assert_eq!(notes > 0, factor, "factor_scales = {factor}: {notes} note headers");
        if factor {
            h.get_by_label_contains("notes from compilation").click();
            h.run();
            assert!(h.query_by_label_contains("after the k-sum").is_some(), "the note's text");
        }
        std::fs::remove_dir_all(&dir).ok();
    }
}

/// A dynamic case's `post_grad.txt` copied alone into a temporary folder (no `io.safetensors`
/// beside it): (the case's folder, the temporary folder, the copy).
fn alone(case: &str, tag: &str) -> (PathBuf, PathBuf, PathBuf) {
    let case =
        PathBuf::from(env!("CARGO_MANIFEST_DIR")).join("sample_graphs/hf_dynamic").join(case);
    let dir = std::env::temp_dir().join(format!("{tag}-{}", std::process::id()));
    std::fs::create_dir_all(&dir).unwrap();
    let file = dir.join("post_grad.txt");
    std::fs::copy(case.join("post_grad.txt"), &file).unwrap();
    (case, dir, file)
}

/// A graph with symbolic sizes: without PyTorch's inputs beside it the tab asks for sizes,
/// runs at the ones typed into the Sizes field, and says which sizes the timing was measured
/// at; next to `io.safetensors` an empty field runs at that file's sizes.
#[test]
fn a_dynamic_graph_runs_at_the_sizes_typed_and_says_so() {
    let (case, dir, file) = alone("dyn_batch_int8_linear", "qb-gui-dyn");
    let run = |h: &mut Harness<'_, QuantbenchApp>| {
        h.get_by_label("Run").click();
        h.run();
        wait_for(h, "the JIT worker", |h| h.query_by_label("Cancel").is_none());
    };

    let mut h = kernels_tab(file.clone());
    run(&mut h);
    h.get_by_label_contains("give the sizes (s15, s21, s77) in the Sizes field");
    h.get_by_label("Sizes").focus();
    h.run();
    h.get_by_label("Sizes").type_text("s15=8, s21=16 s77=3");
    h.run();
    run(&mut h);
    if let Some(n) = h.query_by_label_contains("The JIT run failed") {
        panic!("{:?}", text(&n.accesskit_node()));
    }
    h.get_by_label_contains("measured at s15=8, s21=16, s77=3");
    // The field is remembered for the next run; a bad value is a message, not a run.
    h.get_by_label("Sizes").focus();
    h.run();
    h.get_by_label("Sizes").type_text(", s77=-1");
    h.run();
    h.get_by_label("Run").click();
    h.run();
    h.get_by_label_contains("size s77 = -1 is negative");

    let mut h = kernels_tab(case.join("post_grad.txt"));
    run(&mut h);
    h.get_by_label_contains("measured at s15=96, s21=64, s77=6");
    std::fs::remove_dir_all(&dir).ok();
}

/// A dynamic graph run again at other sizes reuses the programs the first run compiled (one
/// compile for any sizes), and says so; the results are checked at the new sizes.
#[test]
fn a_dynamic_graph_at_new_sizes_is_not_recompiled() {
    let (_, dir, file) = alone("dyn_batch_int8_linear", "qb-gui-dyn-reuse");
    let mut h = kernels_tab(file);
    for (i, sizes) in ["s15=8 s21=16 s77=3", "s15=12 s21=20 s77=1"].iter().enumerate() {
        h.get_by_label("Sizes").focus();
        h.run();
        for _ in 0..30 {
            h.key_press(egui::Key::Backspace);
            h.run();
        }
        h.get_by_label("Sizes").type_text(sizes);
        h.run();
        run_ok(&mut h);
        let at = sizes.replace(' ', ", ");
        h.get_by_label_contains(&format!("measured at {at}"));
        // The fused and the unfused program both.
        let reused =
            h.query_all_by_label_contains("compiled by an earlier run, not recompiled").count();
        assert_eq!(reused, if i == 1 { 2 } else { 0 }, "run {i} at {sizes}");
    }
    std::fs::remove_dir_all(&dir).ok();
}

/// The dynamic decoder's `d` and `heads` are ints the function takes (`Sym(s15)`, `Sym(s26)`):
/// the Sizes field binds them along with the sizes.
#[test]
fn typed_sizes_bind_the_ints_a_dynamic_graph_takes() {
    let (_, dir, file) = alone("dyn_seq_decoder_nf4", "qb-gui-dyn-ints");
    let mut h = kernels_tab(file);
    h.get_by_label("Sizes").focus();
    h.run();
    h.get_by_label("Sizes").type_text("s15=128 s26=4 s27=7 s31=192 s54=256 s87=16 s93=768 s98=64");
    h.run();
    run_ok(&mut h);
    h.get_by_label_contains("measured at s15=128, s26=4, s27=7");
    std::fs::remove_dir_all(&dir).ok();
}

/// Clicks Run, waits for the worker and fails the test with the tab's message if the run
/// failed.
fn run_ok(h: &mut Harness<'static, QuantbenchApp>) {
    h.get_by_label("Run").click();
    h.run();
    wait_for(h, "the JIT worker", |h| h.query_by_label("Cancel").is_none());
    if let Some(n) = h.query_by_label_contains("The JIT run failed") {
        panic!("{:?}", text(&n.accesskit_node()));
    }
}

/// A library's graph opens with its dequant recognized; Run times it and, beside it, the graph
/// as the library wrote it, and says which form is faster by how much. Both are judged against
/// PyTorch as `run --jit` judges them: a bf16 output that misses the elementwise tolerance is
/// accepted by Inductor's fp64 rule (seen failing: the tab compared elementwise only, and
/// painted torchao's NF4 red, "0/1 outputs ok").
#[test]
fn run_times_a_library_graph_in_both_forms() {
    let mut h = harness("quant_libs/lib_torchao_nf4_bf16");
    h.get_by_label("Kernels").click();
    h.run();
    h.get_by_label("Run").click();
    h.run();
    wait_for(&mut h, "the JIT worker", |h| {
        h.query_by_label("Cancel").is_none()
            && h.query_all_by_label_contains("Recognized as invoke_quant vs").next().is_some()
    });
    assert!(h.query_by_label_contains("The JIT run failed").is_none());
    let line =
        Regex::new(r"^Fused, the graph as the library wrote it: whole graph [0-9.]+ µs").unwrap();
    assert!(!labels(&h, &line).is_empty(), "the as-written form's line");
    let ratio =
        Regex::new(r"^Recognized as invoke_quant vs as the library wrote it: [0-9]+\.[0-9]{2}x")
            .unwrap();
    assert!(!labels(&h, &ratio).is_empty(), "the ratio");
    let pytorch = Regex::new(
        r"vs PyTorch .*: 1/1 outputs ok \(torch.testing's tolerance, 1 by Inductor's fp64 rule\)",
    )
    .unwrap();
    assert!(
        labels(&h, &pytorch).len() >= 3,
        "fused, unfused and as written accepted against PyTorch"
    );
    assert!(
        h.query_by_label_contains("The graph as the library wrote it:").is_none(),
        "no failure"
    );
}

/// A single-row 4-bit decode: the kernel list says which micro-kernel the dequant matmul's
/// k-loop called (or plain JIT on a CPU without AVX2).
#[test]
fn the_kernel_list_names_the_micro_kernel_a_decode_ran() {
    use quantbench::kernel::micro::{Family, Micro};
    let mut h = harness("perf/perf_nf4_decode");
    h.get_by_label("Kernels").click();
    h.run();
    h.get_by_label("Run").click();
    h.run();
    wait_for(&mut h, "the JIT worker", |h| {
        h.query_by_label("Cancel").is_none()
            && h.query_all_by_label_contains("whole graph").next().is_some()
    });
    assert!(h.query_by_label_contains("The JIT run failed").is_none());
    match Micro::Auto.resolve(Family::Nibble) {
        Some(isa) => {
            let want = format!("JIT + {} 4-bit", isa.name());
            assert!(h.query_all_by_label(&want).count() >= 1, "no row says {want:?}");
        }
        None => assert!(h.query_all_by_label("JIT").count() >= 1, "JIT kernels listed"),
    }
}
