//! The pattern editor of the Patterns tab: a name, the pattern in Inductor's constructor
//! syntax, optional extra checks and an optional replacement in FX text. Everything is parsed
//! as it is typed; an error is shown under its field as `line:col: expected ..., found ...`
//! and the offending character is marked in the text itself.
use crate::pattern::{FileEntry, PatternEntry, parse_pattern};
use egui::text::{LayoutJob, TextFormat};
use egui::{Color32, RichText, Stroke};
use std::sync::Arc;

const ERROR: Color32 = Color32::from_rgb(0xe7, 0x3c, 0x3c);

/// An error inside one of the editor's texts (1-based line and column).
#[derive(Debug, Clone, PartialEq)]
pub struct FieldError {
    pub line: usize,
    pub col: usize,
    pub message: String,
}

pub struct Editor {
    pub name: String,
    pub pattern: String,
    pub extra_check: String,
    pub replacement: String,
    /// The texts the errors below were computed for (parse only when something changed).
    parsed: Option<(String, String, String)>,
    pub pattern_error: Option<FieldError>,
    pub check_error: Option<String>,
    pub replacement_error: Option<FieldError>,
    entry: Option<FileEntry>,
}

impl Default for Editor {
    fn default() -> Self {
        Editor {
            name: "my_pattern".into(),
            pattern: "CallFunction(aten.mm, CallFunction(higher_order.invoke_quant, Ignored(), Ignored(), Ignored(), scheme=\"nf4\"), Arg())".into(),
            extra_check: String::new(),
            replacement: String::new(),
            parsed: None,
            pattern_error: None,
            check_error: None,
            replacement_error: None,
            entry: None,
        }
    }
}

/// Byte range of the character at 1-based `line`:`col` (the last character when past the end,
/// so an "unexpected end of input" still marks something).
fn char_range(text: &str, line: usize, col: usize) -> Option<std::ops::Range<usize>> {
    let start =
        text.split_inclusive('\n').take(line.saturating_sub(1)).map(str::len).sum::<usize>();
    let line_text = text.get(start..)?.split('\n').next().unwrap_or("");
    match line_text.char_indices().nth(col.saturating_sub(1)) {
        Some((i, c)) => Some(start + i..start + i + c.len_utf8()),
        None => text.char_indices().last().map(|(i, c)| i..i + c.len_utf8()),
    }
}

fn code_field(
    ui: &mut egui::Ui,
    text: &mut String,
    err: Option<&FieldError>,
    rows: usize,
    label: &str,
) {
    let mark = err.map(|e| (e.line, e.col));
    let mut layouter =
        move |ui: &egui::Ui, buf: &dyn egui::TextBuffer, wrap_width: f32| -> Arc<egui::Galley> {
            let s = buf.as_str();
            let font = egui::TextStyle::Monospace.resolve(ui.style());
            let plain = TextFormat::simple(font, ui.visuals().text_color());
            let mut job = LayoutJob::default();
            match mark.and_then(|(l, c)| char_range(s, l, c)) {
                Some(r) => {
                    job.append(&s[..r.start], 0.0, plain.clone());
                    job.append(
                        &s[r.clone()],
                        0.0,
                        TextFormat {
                            background: ERROR.gamma_multiply(0.45),
                            underline: Stroke::new(2.0, ERROR),
                            ..plain.clone()
                        },
                    );
                    job.append(&s[r.end..], 0.0, plain);
                }
                None => job.append(s, 0.0, plain),
            }
            job.wrap.max_width = wrap_width;
            ui.fonts_mut(|f| f.layout_job(job))
        };
    let l = ui.label(label);
    ui.add(
        egui::TextEdit::multiline(text)
            .code_editor()
            .desired_rows(rows)
            .desired_width(f32::INFINITY)
            .layouter(&mut layouter),
    )
    .labelled_by(l.id);
    if let Some(e) = err {
        ui.label(
            RichText::new(format!("{}:{}: {}", e.line, e.col, e.message)).monospace().color(ERROR),
        );
    }
}

impl Editor {
    /// Copies an entry into the editor (to start a new pattern from it).
    pub fn load(&mut self, e: &FileEntry) {
        self.name = format!("{}_copy", e.entry.name);
        self.pattern = e.entry.source.trim().to_string();
        self.extra_check = e.entry.extra_checks.join(", ");
        self.replacement =
            e.entry.replacement.as_ref().map(|r| r.text.trim().to_string()).unwrap_or_default();
        self.parsed = None;
    }

    /// Parses the texts if they changed since the last call.
    pub fn check(&mut self) {
        let now = (self.pattern.clone(), self.extra_check.clone(), self.replacement.clone());
        if self.parsed.as_ref() == Some(&now) {
            return;
        }
        self.parsed = Some(now);
        self.entry = None;
        let pattern = parse_pattern(&self.pattern).map_err(|e| FieldError {
            line: e.line,
            col: e.col,
            message: format!("expected {}, found {}", e.expected, e.found),
        });
        self.pattern_error = pattern.as_ref().err().cloned();
        let checks: Vec<String> = self
            .extra_check
            .split(',')
            .map(str::trim)
            .filter(|c| !c.is_empty())
            .map(String::from)
            .collect();
        self.check_error = checks
            .iter()
            .find_map(|c| crate::pattern::checks::validate(c).err().map(|e| e.to_string()));
        let replacement = if self.replacement.trim().is_empty() {
            Ok(None)
        } else {
            crate::pattern::replace::parse_replacement(&self.replacement).map(Some).map_err(|e| {
                FieldError {
                    line: e.line,
                    col: e.col,
                    message: format!("expected {}, found {}", e.expected, e.found),
                }
            })
        };
        self.replacement_error = replacement.as_ref().err().cloned();
        if let (Ok(pattern), None, Ok(replacement)) = (pattern, &self.check_error, replacement) {
            if pattern.anchor_call().is_none() {
                self.pattern_error = Some(FieldError { line: 1, col: 1, message: "expected a pattern anchored on CallFunction/CallMethod/CallModule, found another pattern kind".into() });
                return;
            }
            let entry = PatternEntry {
                name: self.name.trim().to_string(),
                source: self.pattern.clone(),
                pattern,
                extra_checks: checks,
                replacement,
                wrap: None,
            };
            self.entry = Some(FileEntry { entry, description: None, prepend: false });
        }
    }

    /// The editor; returns the new entry when "Add" was clicked on a valid pattern.
    pub fn ui(&mut self, ui: &mut egui::Ui) -> Option<FileEntry> {
        self.check();
        let mut added = None;
        egui::CollapsingHeader::new("New pattern")
            .id_salt("qb-pat-editor")
            .default_open(true)
            .show(ui, |ui| {
                ui.horizontal(|ui| {
                    let l = ui.label("Name:");
                    ui.add(egui::TextEdit::singleline(&mut self.name).desired_width(160.0))
                        .labelled_by(l.id);
                });
                let err = self.pattern_error.clone();
                code_field(ui, &mut self.pattern, err.as_ref(), 4, "Pattern (Inductor syntax):");
                ui.horizontal(|ui| {
                    let l = ui.label("extra_check:");
                    ui.add(
                        egui::TextEdit::singleline(&mut self.extra_check)
                            .hint_text("e.g. kwarg_dtype:w=i8")
                            .desired_width(160.0),
                    )
                    .labelled_by(l.id);
                });
                if let Some(e) = &self.check_error {
                    ui.label(RichText::new(e).color(ERROR));
                }
                egui::CollapsingHeader::new("Replacement (FX text, optional)")
                    .id_salt("qb-pat-rep")
                    .show(ui, |ui| {
                        let err = self.replacement_error.clone();
                        code_field(ui, &mut self.replacement, err.as_ref(), 6, "Replacement:");
                    });
                let ok = self.entry.is_some() && !self.name.trim().is_empty();
                if ui.add_enabled(ok, egui::Button::new("Add to patterns")).clicked() {
                    if let Some(e) = &mut self.entry {
                        e.entry.name = self.name.trim().to_string();
                    }
                    added = self.entry.clone();
                }
            });
        added
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_bad_pattern_reports_line_col_and_marks_that_character() {
        let mut e =
            Editor { pattern: "CallFunction(aten.mm,\n  Arg(), )x".into(), ..Editor::default() };
        e.check();
        let err = e.pattern_error.clone().expect("a parse error");
        assert!(err.line >= 1 && err.message.starts_with("expected "), "{err:?}");
        let r = char_range(&e.pattern, err.line, err.col).expect("a marked character");
        assert!(r.end <= e.pattern.len());
        assert!(e.entry.is_none());
        e.pattern = "CallFunction(aten.mm, Arg(), Arg())".into();
        e.check();
        assert_eq!(e.pattern_error, None);
        assert!(e.entry.is_some());
        e.extra_check = "no_such_check".into();
        e.check();
        assert!(e.check_error.as_deref().is_some_and(|m| m.contains("unknown extra_check")));
    }

    #[test]
    fn char_range_finds_the_column_on_a_later_line() {
        assert_eq!(char_range("ab\ncd", 2, 2), Some(4..5));
        assert_eq!(char_range("ab", 1, 9), Some(1..2));
        assert_eq!(char_range("", 1, 1), None);
    }
}
