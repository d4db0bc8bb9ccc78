//! The menu bar and the breadcrumb above the canvas.
use super::{Command, QuantbenchApp};

impl QuantbenchApp {
    pub(super) fn menu_bar(&mut self, ui: &mut egui::Ui) {
        egui::MenuBar::new().ui(ui, |ui| {
            ui.menu_button("File", |ui| {
                if ui.button("Open...  (Ctrl+O)").clicked() {
                    self.files.show_open(true);
                    ui.close();
                }
                ui.menu_button("Open recent", |ui| {
                    if self.files.recent.is_empty() {
                        ui.weak("(none yet)");
                    }
                    for p in self.files.recent.clone() {
                        if ui.button(p.display().to_string()).clicked() {
                            self.cmds.push(Command::Open(p));
                            ui.close();
                        }
                    }
                });
                if ui.button("Open the built-in sample").clicked() {
                    self.cmds.push(Command::OpenSample);
                    ui.close();
                }
                if ui.button("Compare with...").clicked() {
                    self.compare_window.show();
                    ui.close();
                }
                ui.separator();
                if ui.button("Export image...").clicked() {
                    self.export.window_open = true;
                    ui.close();
                }
                if ui.button("Save as scenario...").clicked() {
                    self.save_scenario.open = true;
                    ui.close();
                }
                ui.separator();
                if ui.button("Quit").clicked() {
                    ui.ctx().send_viewport_cmd(egui::ViewportCommand::Close);
                }
            });
            ui.menu_button("View", |ui| {
                if ui.button("Fit graph  (F)").clicked() {
                    self.cmds.push(Command::Fit);
                    ui.close();
                }
                if ui.button("Expand all invoke_quant").clicked() {
                    self.cmds.push(Command::ExpandAll(true));
                    ui.close();
                }
                if ui.button("Collapse all").clicked() {
                    self.cmds.push(Command::ExpandAll(false));
                    ui.close();
                }
                ui.separator();
                if ui.button("Expand all groups").clicked() {
                    self.cmds.push(Command::FoldToDepth(0));
                    ui.close();
                }
                for d in 1..=3 {
                    if ui.button(format!("Collapse groups to depth {d}")).clicked() {
                        self.cmds.push(Command::FoldToDepth(d));
                        ui.close();
                    }
                }
                ui.checkbox(&mut self.view.show_minimap, "Minimap");
                let mut rec = self.recognize_libs;
                ui.checkbox(&mut rec, "Recognize library quantization").on_hover_text(
                    "Show torchao / HQQ dequant chains as invoke_quant (pattern files in \
                         assets/patterns/libraries). Off: the graph as the library wrote it, \
                         which is what the Fusion tab compares with Inductor.",
                );
                if rec != self.recognize_libs {
                    self.cmds.push(Command::RecognizeLibs(rec));
                    ui.close();
                }
                ui.separator();
                if ui.button("Search...  (Ctrl+F)").clicked() {
                    self.search.open = true;
                    self.search.focus = true;
                    ui.close();
                }
                ui.checkbox(&mut self.show_bottom, "Bottom panel");
                ui.separator();
                let mut dark = self.dark;
                ui.radio_value(&mut dark, true, "Dark theme");
                ui.radio_value(&mut dark, false, "Light theme");
                if dark != self.dark {
                    self.dark = dark;
                    ui.ctx().set_theme(if dark { egui::Theme::Dark } else { egui::Theme::Light });
                }
            });
            ui.menu_button("Help", |ui| {
                if ui.button("Keyboard shortcuts  (F1)").clicked() {
                    self.show_help = true;
                    ui.close();
                }
            });
            ui.separator();
            let doc = self.session.document();
            let title = doc
                .path
                .as_ref()
                .map(|p| p.display().to_string())
                .unwrap_or_else(|| "built-in sample: seed_nf4_mul_add".into());
            ui.weak(title);
        });
    }

    pub(super) fn breadcrumb(&mut self, ui: &mut egui::Ui) {
        let Some(root) = self.session.graph() else { return };
        ui.horizontal(|ui| {
            let stage = self
                .session
                .document()
                .stages
                .get(self.session.stage_index())
                .map(|s| s.qualified_name())
                .unwrap_or_default();
            if ui
                .selectable_label(self.view.drill.is_empty(), format!("{stage} ({})", root.name))
                .clicked()
            {
                self.cmds.push(Command::DrillTo(0));
            }
            let mut g = root;
            for (k, &call) in self.view.drill.iter().enumerate() {
                ui.label(">");
                let name = g.get(call).map(|n| n.name.clone()).unwrap_or_default();
                let Some((sg_name, sg)) = g.called_subgraph(call) else { break };
                let last = k + 1 == self.view.drill.len();
                if ui.selectable_label(last, format!("{name} ({sg_name})")).clicked() && !last {
                    self.cmds.push(Command::DrillTo(k + 1));
                }
                g = sg;
            }
            if !self.view.drill.is_empty() {
                ui.weak("  Backspace: up one level");
            }
        });
    }
}
