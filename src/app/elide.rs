//! Values too long for their panel (a 200-character Inductor kernel name cannot wrap): cut with
//! "…" to the room there is, the whole text on hover and a copy button beside, so no value
//! widens its panel and pushes the canvas off the window.

/// How wide `s` is in `font`.
pub fn width(ui: &egui::Ui, s: &str, font: &egui::FontId) -> f32 {
    ui.painter().layout_no_wrap(s.to_string(), font.clone(), egui::Color32::WHITE).size().x
}

/// `s` unchanged when it fits `room`, else its longest prefix that fits with "…" after it.
pub fn fit(ui: &egui::Ui, s: &str, font: &egui::FontId, room: f32) -> String {
    if width(ui, s, font) <= room {
        return s.to_string();
    }
    let ends: Vec<usize> = s.char_indices().map(|(i, _)| i).skip(1).collect();
    // Binary search over char boundaries: the widths grow with the prefix.
    let (mut lo, mut hi) = (0, ends.len());
    while lo < hi {
        let mid = (lo + hi).div_ceil(2);
        if width(ui, &format!("{}…", &s[..ends[mid - 1]]), font) <= room {
            lo = mid;
        } else {
            hi = mid - 1;
        }
    }
    match lo {
        0 => "…".to_string(),
        n => format!("{}…", &s[..ends[n - 1]]),
    }
}

/// The width a [`copy_button`] takes, spacing included.
pub fn copy_button_width(ui: &egui::Ui) -> f32 {
    let font = egui::TextStyle::Button.resolve(ui.style());
    width(ui, COPY, &font) + 2.0 * ui.spacing().button_padding.x + ui.spacing().item_spacing.x
}

const COPY: &str = "Copy";

/// A small button that puts `full` on the clipboard.
pub fn copy_button(ui: &mut egui::Ui, full: &str) {
    let r = ui.small_button(COPY).on_hover_text("Copy the whole value");
    if r.clicked() {
        ui.ctx().copy_text(full.to_string());
    }
}
