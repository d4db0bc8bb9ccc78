//! Issue 36's Kernels-tab items through the real widgets: the one-click Run measures until the
//! median settles (or says noise) and times the fusion speed-up from paired runs; every verdict
//! names its rule, tolerance and worst element and every share what it is a share of; the
//! kernel table sorts by a header click, a click on a kernel's name selects it and brings its
//! nodes into view out of folded groups; the timeline's slices select their kernels.
#![cfg(feature = "gui")]

use egui_kittest::Harness;
use egui_kittest::kittest::{NodeT as _, Queryable as _};
use quantbench::app::{QuantbenchApp, StartOptions};
use regex::Regex;
use std::path::PathBuf;

fn harness(case: &str) -> Harness<'static, QuantbenchApp> {
    let file = PathBuf::from(env!("CARGO_MANIFEST_DIR"))
        .join("sample_graphs")
        .join(case)
        .join("post_grad.txt");
    let start = StartOptions { file: Some(file), headless: true, ..Default::default() };
    let mut b = Harness::builder().with_size(egui::vec2(1600.0, 1100.0));
    if std::env::var_os("QUANTBENCH_SHOT").is_some() {
        b = b.wgpu();
    }
    let mut h = b.build_eframe(move |cc| QuantbenchApp::new(cc, start));
    h.run();
    h
}

/// `QUANTBENCH_SHOT=dir` renders the window to `dir/NAME.png`, to look at.
fn shot(h: &mut Harness<'_, QuantbenchApp>, name: &str) {
    if let Some(dir) = std::env::var_os("QUANTBENCH_SHOT") {
        let img = h.render().unwrap();
        img.save(PathBuf::from(dir).join(format!("{name}.png"))).unwrap();
    }
}

fn text(n: &egui_kittest::Node<'_>) -> String {
    n.accesskit_node().label().or_else(|| n.accesskit_node().value()).unwrap_or_default()
}

fn texts(h: &Harness<'_, QuantbenchApp>, re: &Regex) -> Vec<String> {
    // A wrapped label is also listed as its first line: keep whole texts, once each.
    let all: Vec<String> = h
        .query_all_by(|n| n.label().or_else(|| n.value()).is_some_and(|l| re.is_match(&l)))
        .map(|n| text(&n))
        .collect();
    let mut out: Vec<String> = vec![];
    for t in &all {
        if !out.contains(t) && !all.iter().any(|o| o.len() > t.len() && o.starts_with(t.as_str())) {
            out.push(t.clone());
        }
    }
    out
}

fn run(h: &mut Harness<'_, QuantbenchApp>) {
    h.get_by_label("Kernels").click();
    h.run();
    h.get_by_label("Run").click();
    h.run();
    crate::gui_kernels::wait_for(h, "the JIT worker", |h| {
        h.query_by_label("Cancel").is_none()
            && h.query_all_by_label_contains("whole graph").next().is_some()
    });
    assert!(h.query_by_label_contains("The JIT run failed").is_none());
}

/// Item 4: one click is never one sample. The whole graph's line gives the number of runs (at
/// least the rule's minimum) and a settled median, or says noise; the speed-up comes from
/// paired runs.
#[test]
fn one_click_run_repeats_until_the_median_settles_or_says_noise() {
    let mut h = harness("llama_mlp_int8");
    run(&mut h);
    let re = Regex::new(
        r"^(Fused|Unfused): whole graph (?:[0-9.]+ µs median of ([0-9]+) runs \(spread [0-9]+%\)|noise: spread [0-9]+% over ([0-9]+) runs \(median [0-9.]+ µs did not settle\))",
    )
    .unwrap();
    let lines = texts(&h, &re);
    assert_eq!(lines.len(), 2, "{lines:?}");
    for l in &lines {
        let c = re.captures(l).unwrap();
        let n: usize = c.get(2).or(c.get(3)).unwrap().as_str().parse().unwrap();
        let min = quantbench::pipeline::Settle::DEFAULT.min_runs;
        assert!(n >= min, "{l}: {n} runs, the rule takes at least {min}");
    }
    let speedup = texts(&h, &Regex::new(r"^Fusion speed-up: ").unwrap());
    assert_eq!(speedup.len(), 1, "{speedup:?}");
    assert!(
        Regex::new(r"median of [0-9]+ paired runs, spread [0-9]+%").unwrap().is_match(&speedup[0]),
        "{}",
        speedup[0]
    );
    shot(&mut h, "issue36_4_settled_run");
}

/// Item 5: each verdict shows its rule and tolerance and where its worst element is; the shares
/// say what they are shares of and the header says how the whole graph's time relates to them;
/// a fused program slower than the unfused one is said so.
#[test]
fn verdicts_name_rule_tolerance_and_worst_element_and_shares_their_total() {
    let mut h = harness("decoder_2layer_nf4");
    run(&mut h);
    for what in ["Fused vs interpreter", "Fused vs PyTorch (io.safetensors)"] {
        let re = Regex::new(&format!(
            r"^{}: [0-9]+/[0-9]+ outputs ok \(torch.testing's tolerance.*(largest error|FAILS).* output [0-9]+ \([^)]+\).*\[[0-9, ]*\] \(flat [0-9]+\): got .*, expected .*, \|err\| .* is allowed",
            regex::escape(what)
        ))
        .unwrap();
        let v = texts(&h, &re);
        let all = texts(&h, &Regex::new(&regex::escape(what)).unwrap());
        assert_eq!(v.len(), 1, "{what}: {all:?}");
    }
    let total = texts(&h, &Regex::new(r"^The kernels' medians add up to [0-9.]+ [µm]?s \(100% of the shares on the canvas and the chart\); the whole graph's [0-9.]+ [µm]?s (exceeds|falls short of) that by").unwrap());
    assert_eq!(total.len(), 2, "fused and unfused: {total:?}");
    h.get_by_label_contains("share of the kernels' total ");
    h.get_by_label("Share %").click_accesskit();
    h.run();
    // Every percentage on the canvas (kernel badges, group totals) says what it is a share of;
    // the table's share cells say it in their column's hover text.
    let pct = Regex::new(r"[0-9]+\.[0-9]%").unwrap();
    let cell = Regex::new(r"^[0-9.]+%$").unwrap();
    let shares: Vec<String> = texts(&h, &pct)
        .into_iter()
        .filter(|t| !cell.is_match(t) && !t.contains("spread"))
        .collect();
    assert!(!shares.is_empty());
    let of = Regex::new(r"^ of [0-9.]+ [µm]?s").unwrap();
    for t in &shares {
        for m in pct.find_iter(t) {
            assert!(of.is_match(&t[m.end()..]), "{t}");
        }
    }
    let speedup = texts(&h, &Regex::new(r"^Fusion speed-up: ").unwrap());
    let slower = speedup.iter().any(|s| s.contains("SLOWER"));
    let x: f64 = Regex::new(r"([0-9.]+)x")
        .unwrap()
        .captures(&speedup[0])
        .and_then(|c| c[1].parse().ok())
        .unwrap();
    let noise = speedup[0].contains("noise");
    assert_eq!(slower, x < 1.0 && !noise, "{speedup:?}");
    if slower {
        // The kernels that lost, or that none did and the time went elsewhere: never unexplained.
        assert!(
            h.query_by_label_contains("lost to their unfused nodes").is_some()
                || h.query_by_label_contains("lost to its unfused nodes").is_some(),
            "{speedup:?} with no word on why"
        );
    }
    shot(&mut h, "issue36_5_verdicts_and_shares");
}

/// A column header's rect (its label carries a sort mark when sorted by it).
fn header(h: &Harness<'_, QuantbenchApp>, head: &str) -> egui::Rect {
    let is = |l: &str| l == head || l.strip_prefix(head).is_some_and(|m| m == " v" || m == " ^");
    h.query_all_by(|n| n.label().is_some_and(|l| is(&l))).next().expect(head).rect()
}

/// The labels in the column under the header `head`, top to bottom.
fn column(h: &Harness<'_, QuantbenchApp>, head: &str, cell: &Regex) -> Vec<String> {
    let r = header(h, head);
    let mut cells: Vec<(f32, String)> = h
        .query_all_by(|n| n.value().or_else(|| n.label()).is_some_and(|l| cell.is_match(&l)))
        .filter(|n| (n.rect().left() - r.left()).abs() < 6.0 && n.rect().top() >= r.bottom())
        .map(|n| (n.rect().top(), text(&n)))
        .collect();
    cells.sort_by(|a, b| a.0.total_cmp(&b.0));
    cells.into_iter().map(|c| c.1).collect()
}

/// Item 9: a header click sorts (time: largest first), a click on a kernel's name selects its
/// row and its nodes, and on a folded model opens the layer around them.
#[test]
fn the_kernel_table_sorts_and_a_name_click_reveals_the_kernels_nodes() {
    let mut h = harness("decoder_2layer_nf4");
    run(&mut h);
    h.get_by_label("View").click();
    h.run();
    h.get_by_label("Collapse groups to depth 1").click();
    h.run();
    assert!(h.query_by_label_contains("Fold fn.").is_none(), "the layers are folded");
    h.get_by_label("median µs").click();
    h.run();
    let times: Vec<f64> = column(&h, "median µs", &Regex::new(r"^[0-9]+\.[0-9]\??$").unwrap())
        .iter()
        .map(|t| t.trim_end_matches('?').parse().unwrap())
        .collect();
    assert!(times.len() > 3, "{times:?}");
    assert!(times.windows(2).all(|w| w[0] >= w[1]), "largest first: {times:?}");
    // The slowest kernel's name, clicked: its row and its nodes are selected, its layer opens.
    let names = column(&h, "kernel", &Regex::new(r"^[a-z_]*[a-z]+[0-9_a-z]*$").unwrap());
    let name = names[0].clone();
    assert!(h.state().selection().is_none());
    let x = header(&h, "kernel").left();
    let cell = h.query_all_by_label(&name).find(|n| (n.rect().left() - x).abs() < 6.0);
    cell.expect("the name in the table").click();
    h.run();
    h.run();
    let sel = h.state().selection().cloned().expect("a node of the kernel is selected");
    let on_screen = h.state().selection_on_screen().expect("the selected node is laid out");
    assert!(h.state().canvas_rect().contains(on_screen), "{on_screen:?} on the canvas");
    assert!(h.query_by_label_contains("Fold fn.").is_some(), "a layer around {name} opened");
    let _ = sel;
    shot(&mut h, "issue36_9_sorted_table_revealed_kernel");
}

/// The timeline: lanes per thread; a click on a slice selects its kernel and its nodes.
#[test]
fn the_timeline_shows_kernel_slices_per_thread_and_a_click_selects_one() {
    let mut h = harness("llama_mlp_int8");
    run(&mut h);
    h.get_by_label("Timeline").click_accesskit();
    h.run();
    h.get_by_label_contains("One run after the timed ones");
    let re = Regex::new(r"^([A-Za-z0-9_]+) on thread ([0-9]+): [0-9.]+ [µm]?s$").unwrap();
    let slices = texts(&h, &re);
    assert!(!slices.is_empty(), "slices on the timeline");
    assert!(slices.iter().any(|s| s.contains(" on thread 0: ")));
    // The last kernel of the run (the first is selected after a run).
    let last = slices.last().unwrap().clone();
    let kernel = re.captures(&last).unwrap()[1].to_string();
    assert!(h.state().selection().is_none());
    h.query_all_by_label(&last).next().unwrap().click();
    h.run();
    assert!(h.state().selection().is_some(), "clicking {last} selects its nodes");
    // The code panel shows the clicked kernel.
    assert!(h.query_all_by_label(&kernel).count() >= 1, "{kernel} shown");
    shot(&mut h, "issue36_timeline");
}
