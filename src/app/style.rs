//! Colours and text metrics of the canvas, for the dark and the light theme.
use crate::layout::{LayoutOptions, NodeClass};
use egui::{Color32, FontId};

/// Font size the canvas labels are painted with; `LayoutOptions::char_width` matches it.
pub const LABEL_FONT_SIZE: f32 = 12.0;

pub fn label_font() -> FontId {
    FontId::monospace(LABEL_FONT_SIZE)
}

/// Layout options whose text metrics match [`label_font`].
pub fn layout_options() -> LayoutOptions {
    LayoutOptions::default()
}

/// The hue of each kind (chosen to stay apart for common colour-vision deficiencies).
fn base(class: NodeClass) -> (u8, u8, u8) {
    match class {
        NodeClass::Input => (0x4c, 0x78, 0xa8),
        NodeClass::Pointwise => (0x54, 0xa2, 0x4b),
        NodeClass::Reduction => (0xe4, 0x57, 0x56),
        NodeClass::View => (0x79, 0x70, 0x6e),
        NodeClass::Matmul => (0xf5, 0x85, 0x18),
        NodeClass::InvokeQuant => (0xb2, 0x79, 0xa2),
        NodeClass::Output => (0x72, 0xb7, 0xb2),
        NodeClass::Opaque => (0x9d, 0x75, 0x5d),
    }
}

/// Fill of a node box: dark enough for light text in the dark theme, a pastel in the light one.
pub fn class_fill(class: NodeClass, dark: bool) -> Color32 {
    let (r, g, b) = base(class);
    if dark {
        Color32::from_rgb(r / 2 + 10, g / 2 + 10, b / 2 + 10)
    } else {
        Color32::from_rgb(255 - (255 - r) / 3, 255 - (255 - g) / 3, 255 - (255 - b) / 3)
    }
}

/// Border, legend swatch and far-out quad colour: the saturated hue.
pub fn class_stroke(class: NodeClass, _dark: bool) -> Color32 {
    let (r, g, b) = base(class);
    Color32::from_rgb(r, g, b)
}

pub fn text_color(dark: bool) -> Color32 {
    if dark { Color32::from_gray(230) } else { Color32::from_gray(20) }
}

pub fn edge_color(dark: bool) -> Color32 {
    if dark { Color32::from_gray(140) } else { Color32::from_gray(110) }
}

pub fn container_fill(dark: bool) -> Color32 {
    if dark {
        Color32::from_rgba_unmultiplied(178, 121, 162, 28)
    } else {
        Color32::from_rgba_unmultiplied(178, 121, 162, 34)
    }
}

/// Dashed ghosts of nodes a stage step removed.
pub const REMOVED: Color32 = Color32::from_rgb(0xe0, 0x50, 0x50);
pub const SELECTED: Color32 = Color32::from_rgb(0x29, 0x9c, 0xff);
pub const SEARCH_HIT: Color32 = Color32::from_rgb(0xff, 0xd0, 0x00);
pub const HOVER_EDGE: Color32 = Color32::from_rgb(0xff, 0x8c, 0x00);
