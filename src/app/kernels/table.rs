//! The kernel list: one row per scheduled step, sortable by a click on any column's header (a
//! second click reverses), a click anywhere on a row (its name included) selects the kernel.
use super::overlay;
use super::worker::{KernelRow, ScheduleRun};
use egui::{RichText, Ui};
use egui_extras::{Column, TableBuilder};

#[derive(Debug, Clone, Copy, PartialEq)]
pub enum By {
    /// Schedule order.
    Order,
    Name,
    Time,
    Bandwidth,
    Flops,
    Error,
}

#[derive(Debug, Clone, Copy, PartialEq)]
pub struct Sort {
    pub by: By,
    pub descending: bool,
}

impl Default for Sort {
    fn default() -> Self {
        Sort { by: By::Order, descending: false }
    }
}

impl Sort {
    /// The row order of `kernels` under this sort (indices into `kernels`).
    pub fn order(&self, kernels: &[KernelRow]) -> Vec<usize> {
        let mut ix: Vec<usize> = (0..kernels.len()).collect();
        let key = |k: &KernelRow| -> f64 {
            match self.by {
                By::Time => k.median_s,
                By::Bandwidth => k.gbps,
                By::Flops => k.gflops.unwrap_or(-1.0),
                By::Error => k.max_abs_err.unwrap_or(-1.0),
                By::Order | By::Name => 0.0,
            }
        };
        match self.by {
            By::Order => {}
            By::Name => ix.sort_by(|&a, &b| kernels[a].name.cmp(&kernels[b].name)),
            _ => ix.sort_by(|&a, &b| key(&kernels[a]).total_cmp(&key(&kernels[b]))),
        }
        if self.descending {
            ix.reverse();
        }
        ix
    }

    /// A header: a click sorts by it (times, rates and errors largest first), a second click
    /// reverses.
    fn header(&mut self, ui: &mut Ui, text: &str, by: By, hover: &str) -> bool {
        let mark = match (self.by == by, self.descending) {
            (true, true) => " v",
            (true, false) => " ^",
            _ => "",
        };
        let b = egui::Button::new(RichText::new(format!("{text}{mark}")).strong()).frame(false);
        let clicked = ui.add(b).on_hover_text(hover).clicked();
        if clicked {
            self.toggle(by);
        }
        clicked
    }

    fn toggle(&mut self, by: By) {
        *self = match self.by == by {
            true => Sort { by, descending: !self.descending },
            false => Sort { by, descending: !matches!(by, By::Name | By::Order) },
        };
    }
}

/// The kernel list; returns the name of a clicked kernel.
pub fn kernel_table(
    ui: &mut Ui,
    run: &ScheduleRun,
    selected: Option<&str>,
    sort: &mut Sort,
) -> Option<String> {
    let mut clicked = None;
    let err_color = ui.visuals().error_fg_color;
    let total = super::summary::kernels_total(run);
    let order = sort.order(&run.kernels);
    let mut new_sort = *sort;
    TableBuilder::new(ui)
        .id_salt("qb-kernel-table")
        .striped(true)
        .vscroll(true)
        .max_scroll_height(260.0)
        .sense(egui::Sense::click())
        // Minimum widths so a wider number (the unfused schedule) never wraps inside a cell.
        .column(Column::auto().at_least(90.0))
        .column(Column::auto().at_least(60.0))
        .column(Column::auto().at_least(70.0))
        .column(Column::auto().at_least(50.0))
        .column(Column::auto().at_least(50.0))
        .column(Column::auto().at_least(60.0))
        .column(Column::auto().at_least(60.0))
        .column(Column::remainder().at_least(120.0).clip(true))
        .header(18.0, |mut h| {
            let share_hover = format!("Share of the kernels' total {} (the sum of every kernel's median)", super::summary::fmt_time(total));
            let heads: [(&str, Option<By>, &str); 8] = [
                ("kernel", Some(By::Name), "Sort by name (again: schedule order reversed)"),
                ("runs on", None, "JIT: compiled by Cranelift; interpreter: an extern step"),
                ("median µs", Some(By::Time), "Sort by median time"),
                ("share", Some(By::Time), &share_hover),
                ("GB/s", Some(By::Bandwidth), "Sort by bandwidth"),
                ("GFLOP/s", Some(By::Flops), "Sort by FLOP rate"),
                ("max |err|", Some(By::Error), "Sort by the largest error vs the interpreter"),
                ("FX nodes", None, "The FX nodes the kernel computes"),
            ];
            for (t, by, hover) in heads {
                let mut pressed = false;
                let (_, cell) = h.col(|ui| match by {
                    Some(by) => pressed = new_sort.header(ui, t, by, hover),
                    None => {
                        ui.strong(t).on_hover_text(hover);
                    }
                });
                // The header row senses clicks over its cells too: either way sorts.
                if let (Some(by), false, true) = (by, pressed, cell.clicked()) {
                    new_sort.toggle(by);
                }
            }
        })
        .body(|mut body| {
            for &i in &order {
                let k = &run.kernels[i];
                body.row(18.0, |mut row| {
                    row.set_selected(selected == Some(k.name.as_str()));
                    let mut name_clicked = false;
                    row.col(|ui| {
                        // Not selectable text: a selectable label takes the click for itself.
                        let l = egui::Label::new(RichText::new(&k.name).monospace())
                            .selectable(false)
                            .sense(egui::Sense::click());
                        name_clicked = ui.add(l).clicked();
                    });
                    row.col(|ui| {
                        if k.jit && !k.micro.is_empty() {
                            ui.label(format!("JIT + {}", k.micro.join(", "))).on_hover_text("Cranelift's loop nest calls a precompiled std::arch micro-kernel for the dequant prologue's k-loop (bit-equal to the Cranelift loop it replaces; `--micro off` runs that loop).");
                        } else if k.jit {
                            ui.label("JIT");
                        } else {
                            ui.colored_label(overlay::EXTERN, "interpreter").on_hover_text("An extern step: the JIT does not compile it, the reference interpreter runs it.");
                        }
                    });
                    row.col(|ui| {
                        let t = super::fmt_us(k.median_s);
                        let hover = format!("spread {:.0}% over the timed runs", k.spread * 100.0);
                        if k.settled == Some(false) {
                            ui.colored_label(ui.visuals().warn_fg_color, format!("{t}?")).on_hover_text(format!("noise: its median did not settle ({hover})"));
                        } else {
                            ui.label(t).on_hover_text(hover);
                        }
                    });
                    row.col(|ui| {
                        let share = if total > 0.0 { 100.0 * k.median_s / total } else { 0.0 };
                        ui.label(format!("{share:.1}%")).on_hover_text(format!("of the kernels' total {}", super::summary::fmt_time(total)));
                    });
                    row.col(|ui| {
                        ui.label(format!("{:.2}", k.gbps)).on_hover_text(format!("{} bytes moved", k.bytes));
                    });
                    row.col(|ui| {
                        ui.label(k.gflops.map(|g| format!("{g:.1}")).unwrap_or_default());
                    });
                    row.col(|ui| match k.max_abs_err {
                        Some(e) => {
                            if run.vs_interp.iter().all(|c| c.accepted()) {
                                ui.label(format!("{e:.1e}"));
                            } else {
                                ui.colored_label(err_color, format!("{e:.1e}"));
                            }
                        }
                        None => {
                            ui.weak("-").on_hover_text("Writes intermediate buffers only: checked through the graph outputs.");
                        }
                    });
                    row.col(|ui| {
                        ui.label(k.fx_nodes.join(", "));
                    });
                    if name_clicked || row.response().clicked() {
                        clicked = Some(k.name.clone());
                    }
                });
            }
        });
    *sort = new_sort;
    clicked
}
