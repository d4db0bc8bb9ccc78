//! The output code's lines: numbered, highlighted line by line in the line's own language by
//! egui_extras' highlighter (C++ inside a `cpp_pybinding` source, Python elsewhere: the
//! highlighter takes one language per text, and the wrapper carries C++ inside a Python
//! string), and drawn only where visible (a model's code runs to tens of thousands of lines).
//! Each line is one AccessKit item named `N: text`, toggled while its kernel is selected.
use crate::import::output_code::{Language, OutputCode};
use egui_extras::syntax_highlighting::{CodeTheme, highlight};
use std::ops::Range;

/// What is computed once per output code.
pub struct CodeLines {
    languages: Vec<Language>,
    /// Characters in the longest line (the width to scroll across).
    widest: usize,
}

impl CodeLines {
    pub fn new(code: &OutputCode) -> CodeLines {
        CodeLines {
            languages: code.languages(),
            widest: code.lines.iter().map(|l| l.chars().count()).max().unwrap_or(0),
        }
    }
}

pub struct View<'a> {
    pub code: &'a OutputCode,
    pub lines: &'a CodeLines,
    /// Line ranges drawn selected.
    pub highlighted: &'a [Range<usize>],
    /// A line to bring into view this frame.
    pub scroll_to: Option<usize>,
    pub height: f32,
}

/// Draws the code; returns the line clicked, if any.
pub fn show(ui: &mut egui::Ui, v: &View<'_>) -> Option<usize> {
    let font = egui::TextStyle::Monospace.resolve(ui.style());
    let row_h = ui.fonts_mut(|f| f.row_height(&font));
    let char_w =
        ui.painter().layout_no_wrap("0".into(), font.clone(), egui::Color32::WHITE).size().x;
    let n = v.code.lines.len();
    let num_w = char_w * (n.max(1).ilog10() as f32 + 2.0);
    let width = num_w + 8.0 + char_w * (v.lines.widest as f32 + 1.0);
    let theme = CodeTheme::from_style(ui.style());
    let mut clicked = None;
    ui.scope(|ui| {
        // Rows touch, so a selected kernel is one band.
        ui.spacing_mut().item_spacing.y = 0.0;
        let mut area = egui::ScrollArea::both()
            .id_salt("qb-code-lines")
            .max_height(v.height)
            .auto_shrink([false, false]);
        if let Some(l) = v.scroll_to {
            // A few lines of context above the kernel.
            area = area.vertical_scroll_offset(l.saturating_sub(3) as f32 * row_h);
        }
        area.show_rows(ui, row_h, n, |ui, rows| {
            let full = width.max(ui.available_width());
            for l in rows {
                let text = &v.code.lines[l];
                let on = v.highlighted.iter().any(|r| r.contains(&l));
                let (rect, resp) =
                    ui.allocate_exact_size(egui::vec2(full, row_h), egui::Sense::click());
                let painter = ui.painter();
                if on {
                    painter.rect_filled(
                        rect,
                        0.0,
                        ui.visuals().selection.bg_fill.gamma_multiply(0.6),
                    );
                } else if resp.hovered() {
                    painter.rect_filled(rect, 0.0, ui.visuals().faint_bg_color);
                }
                painter.text(
                    rect.left_center() + egui::vec2(num_w - char_w * 0.5, 0.0),
                    egui::Align2::RIGHT_CENTER,
                    (l + 1).to_string(),
                    font.clone(),
                    ui.visuals().weak_text_color(),
                );
                let lang = match v.lines.languages.get(l) {
                    Some(Language::Cpp) => "cpp",
                    _ => "py",
                };
                let job = highlight(ui.ctx(), ui.style(), &theme, text, lang);
                let galley = painter.layout_job(job);
                let top = rect.center().y - galley.size().y / 2.0;
                painter.galley(
                    egui::pos2(rect.left() + num_w + 8.0, top),
                    galley,
                    ui.visuals().text_color(),
                );
                resp.widget_info(|| {
                    egui::WidgetInfo::selected(
                        egui::Role::ListItem,
                        true,
                        on,
                        format!("{}: {}", l + 1, text.trim()),
                    )
                });
                if resp.clicked() {
                    clicked = Some(l);
                }
            }
        });
    });
    clicked
}
