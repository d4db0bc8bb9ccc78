//! The Kernels tab's summary lines: each schedule's whole-graph time (a settled median, or
//! "noise"), what the kernels' share percentages are a share of, each verdict with its rule,
//! tolerance and worst element, and the fusion speed-up from paired runs with the kernels that
//! lost when the fused program is the slower one.
use super::worker::{Report, ScheduleRun};
use crate::interp::Comparison;
use egui::Ui;

/// `17.5 µs`, `20.4 ms`, `1.20 s`.
pub fn fmt_time(s: f64) -> String {
    match s {
        s if s >= 1.0 => format!("{s:.2} s"),
        s if s >= 1e-3 => format!("{:.1} ms", s * 1e3),
        s => format!("{:.1} µs", s * 1e6),
    }
}

/// The sum of the kernels' medians: what the canvas's and the chart's shares are shares of.
pub fn kernels_total(run: &ScheduleRun) -> f64 {
    run.kernels.iter().map(|k| k.median_s).sum()
}

/// One line per verdict: `vs PyTorch: 0/1 outputs ok, worst output 0 (buf3) [0, 17]: got
/// 1.2e0, expected 1.0e0, |err| 2.0e-1 (1.0e-5 + 1.3e-6·|expected| allowed) · 12/4096 outside`,
/// and as hover text every output with the rule it was judged by.
pub fn verdict(ui: &mut Ui, what: &str, names: &[String], cs: &[Comparison]) {
    if cs.is_empty() {
        return;
    }
    let ok = cs.iter().filter(|c| c.accepted()).count();
    let name = |i: usize| match names.get(i) {
        Some(n) => format!("output {i} ({n})"),
        None => format!("output {i}"),
    };
    // The output to show: the first that failed, else the one with the largest error.
    let shown = cs.iter().position(|c| !c.accepted()).unwrap_or_else(|| {
        (0..cs.len()).max_by(|&a, &b| cs[a].max_abs_err.total_cmp(&cs[b].max_abs_err)).unwrap_or(0)
    });
    let c = &cs[shown];
    let by_rule = cs.iter().filter(|c| !c.passed && c.accepted()).count();
    let rule = match by_rule {
        0 => "torch.testing's tolerance".to_string(),
        n => format!("torch.testing's tolerance, {n} by Inductor's fp64 rule"),
    };
    let mut line = format!("{what}: {ok}/{} outputs ok ({rule})", cs.len());
    let worst = |c: &Comparison| match &c.worst {
        Some(w) => format!(
            "{:?} (flat {}): got {:.6e}, expected {:.6e}, |err| {:.2e} where {:.1e} + {:.1e}·|expected| = {:.2e} is allowed",
            w.at,
            w.flat,
            w.got,
            w.expected,
            w.abs_err,
            c.tolerance.atol,
            c.tolerance.rtol,
            c.tolerance.atol + c.tolerance.rtol * w.expected.abs()
        ),
        None => "every element equal".to_string(),
    };
    match &c.problem {
        Some(p) => line.push_str(&format!(" · {} FAILS: {p}", name(shown))),
        None if !c.accepted() => line.push_str(&format!(
            " · {} FAILS, {}/{} elements outside; worst at {}",
            name(shown),
            c.mismatched,
            c.numel,
            worst(c)
        )),
        None => line.push_str(&format!(" · largest error: {} at {}", name(shown), worst(c))),
    }
    let hover = cs
        .iter()
        .enumerate()
        .map(|(i, c)| {
            format!("{}: {}\n  rule: {}\n  worst: {}", name(i), c.verdict(), c.rule(), worst(c))
        })
        .collect::<Vec<_>>()
        .join("\n");
    let color =
        if ok == cs.len() { ui.visuals().text_color() } else { ui.visuals().error_fg_color };
    ui.colored_label(color, line).on_hover_text(hover);
}

fn schedule_lines(ui: &mut Ui, label: &str, run: &ScheduleRun) {
    let jit = run.kernels.iter().filter(|k| k.jit).count();
    let ext = run.kernels.len() - jit;
    let noise = run.total.settled == Some(false);
    let color = if noise { ui.visuals().warn_fg_color } else { ui.visuals().text_color() };
    let compile = if run.reused {
        "compiled by an earlier run, not recompiled".to_string()
    } else {
        format!("compile {:.1} ms", run.compile_s * 1e3)
    };
    ui.colored_label(
        color,
        format!(
            "{label}: whole graph {} · {jit} JIT kernels, {ext} on the interpreter · {compile}",
            run.total.text()
        ),
    )
    .on_hover_text("Warm-up runs first (compiled code and data into the caches); then timed runs until the median of all of them moves less than 2% over the last 5, or 2 s pass. A median that did not settle is shown as noise.");
    let sum = kernels_total(run);
    let rest = run.total.median_s - sum;
    ui.weak(format!(
        "The kernels' medians add up to {} (100% of the shares on the canvas and the chart); the whole graph's {} {} that by {}: time outside every kernel's timed span (dispatch between the steps, the progress check before each) and run-to-run variation (a median of sums is not the sum of the medians).",
        fmt_time(sum),
        fmt_time(run.total.median_s),
        if rest >= 0.0 { "exceeds" } else { "falls short of" },
        fmt_time(rest.abs()),
    ));
    verdict(ui, &format!("{label} vs interpreter"), &run.output_names, &run.vs_interp);
    verdict(
        ui,
        &format!("{label} vs PyTorch (io.safetensors)"),
        &run.output_names,
        &run.vs_pytorch,
    );
}

pub fn summary(ui: &mut Ui, r: &Report) {
    let at = if r.fused.sizes.is_empty() {
        String::new()
    } else {
        format!(" · measured at {} (kernels compiled for any sizes)", r.fused.sizes)
    };
    ui.weak(format!("{} policy · {}{at}", r.policy.name(), r.inputs));
    schedule_lines(ui, "Fused", &r.fused);
    match &r.unfused {
        Ok(u) => {
            schedule_lines(ui, "Unfused", u);
            speedup(ui, r);
        }
        Err(e) => {
            ui.colored_label(ui.visuals().error_fg_color, format!("Unfused: {e}"));
        }
    }
    match &r.beside {
        None => {}
        Some((label, _, Err(e))) => {
            ui.colored_label(ui.visuals().error_fg_color, format!("The graph {label}: {e}"));
        }
        Some((label, shown_recognized, Ok(b))) => {
            schedule_lines(ui, &format!("Fused, the graph {label}"), b);
            let (recognized, written) = match shown_recognized {
                true => (&r.fused, b),
                false => (b, &r.fused),
            };
            if recognized.total.median_s > 0.0 {
                ui.weak(format!(
                    "Recognized as invoke_quant vs as the library wrote it: {:.2}x (as-written median / recognized median; above 1, the what-if is faster)",
                    written.total.median_s / recognized.total.median_s
                ));
            }
        }
    }
}

/// A ratio with two decimals, or as many more as it takes not to read as 1.00 when it is not
/// 1 (a 0.996x speed-up is said SLOWER, and must not print as "1.00x").
fn ratio(x: f64) -> String {
    for digits in 2..6 {
        let t = format!("{x:.digits$}");
        if x == 1.0
            || t.parse::<f64>().is_ok_and(|r| (r < 1.0) == (x < 1.0) && (r > 1.0) == (x > 1.0))
        {
            return t;
        }
    }
    format!("{x}")
}

/// The fusion speed-up from paired runs; a fused program slower than the unfused one is said
/// in the error colour with the fused kernels that lost to their unfused nodes.
fn speedup(ui: &mut Ui, r: &Report) {
    let Some(s) = &r.speedup else { return };
    let how = format!(
        "unfused / fused wall time, median of {} paired runs, spread {:.0}%",
        s.runs,
        s.spread * 100.0
    );
    if s.settled == Some(false) {
        ui.colored_label(
            ui.visuals().warn_fg_color,
            format!("Fusion speed-up: noise ({}x did not settle; {how})", ratio(s.median_s)),
        );
    } else if s.median_s < 1.0 {
        ui.colored_label(
            ui.visuals().error_fg_color,
            format!(
                "Fusion speed-up: {}x: the fused program is SLOWER than the unfused one ({how})",
                ratio(s.median_s)
            ),
        );
    } else {
        ui.weak(format!("Fusion speed-up: {}x ({how})", ratio(s.median_s)));
    }
    if r.losses.is_empty() {
        // Slower, yet each fused kernel beat its unfused nodes: say where the time went rather
        // than leave the red line unexplained (a loaded machine gives this too).
        if s.median_s < 1.0 && s.settled != Some(false) {
            ui.colored_label(
                ui.visuals().error_fg_color,
                "No fused kernel lost to its unfused nodes: the fused program's extra time lies outside the kernels' timed spans (dispatch, the pool, run-to-run variation)",
            );
        }
        return;
    }
    let lost: Vec<String> = r
        .losses
        .iter()
        .take(8)
        .map(|l| {
            format!(
                "{} {} vs {} for {}",
                l.fused,
                fmt_time(l.fused_s),
                fmt_time(l.unfused_s),
                l.unfused.join(" + ")
            )
        })
        .collect();
    let more = r.losses.len().saturating_sub(lost.len());
    let more = if more > 0 { format!(" and {more} more") } else { String::new() };
    let color =
        if s.median_s < 1.0 { ui.visuals().error_fg_color } else { ui.visuals().weak_text_color() };
    ui.colored_label(
        color,
        format!("Fused kernels that lost to their unfused nodes (fused median vs the unfused kernels' medians together): {}{more}", lost.join("; ")),
    );
}

#[cfg(test)]
mod tests {
    #[test]
    fn a_ratio_never_reads_as_one_on_the_wrong_side() {
        assert_eq!(super::ratio(1.2345), "1.23");
        assert_eq!(super::ratio(0.996), "0.996");
        assert_eq!(super::ratio(1.004), "1.004");
        assert_eq!(super::ratio(0.99996), "0.99996");
        assert_eq!(super::ratio(1.0), "1.00");
        assert_eq!(super::ratio(0.5), "0.50");
    }
}
