//! The bottom panel: the tab bar with the colour legend, and the active tab.
use super::{AppCtx, QuantbenchApp, style};

impl QuantbenchApp {
    pub(super) fn bottom_panel(&mut self, ui: &mut egui::Ui) {
        // A tab wider than the panel is cut at its edge rather than drawn under the inspector.
        let r = ui.max_rect().intersect(ui.clip_rect());
        ui.set_clip_rect(r);
        ui.horizontal(|ui| {
            for (i, t) in self.tabs.iter().enumerate() {
                if ui.selectable_label(self.active_tab == i, t.title()).clicked() {
                    self.active_tab = i;
                }
            }
            ui.separator();
            legend(ui, self.dark);
        });
        ui.separator();
        if let Some(tab) = self.tabs.get_mut(self.active_tab) {
            let mut ctx = AppCtx {
                session: &mut self.session,
                overlay: &mut self.overlay,
                selection: self.view.selection.clone(),
                cmds: &mut self.cmds,
            };
            egui::ScrollArea::vertical()
                .auto_shrink([false, false])
                .show(ui, |ui| tab.ui(ui, &mut ctx));
        } else {
            ui.weak("Pattern, fusion and kernel panels appear here.");
        }
    }

    /// Shows the tab titled `title` (any case); false when there is none.
    pub(super) fn show_tab(&mut self, title: &str) -> bool {
        match self.tabs.iter().position(|t| t.title().eq_ignore_ascii_case(title)) {
            Some(i) => {
                self.active_tab = i;
                true
            }
            None => false,
        }
    }
}

fn legend(ui: &mut egui::Ui, dark: bool) {
    for c in crate::layout::NodeClass::ALL {
        let (r, _) = ui.allocate_exact_size(egui::vec2(10.0, 10.0), egui::Sense::hover());
        ui.painter().rect_filled(r, 2.0, style::class_stroke(c, dark));
        ui.small(c.name());
    }
}
