//! Colours and text metrics of the canvas, for the dark and the light theme. The colours are
//! `layout::palette`'s, which the image export writes too.
use crate::layout::{LayoutOptions, NodeClass, palette};
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

fn c(v: palette::Rgba) -> Color32 {
    Color32::from_rgba_unmultiplied(v[0], v[1], v[2], v[3])
}

/// Fill of a node box ([`palette::class_fill`]).
pub fn class_fill(class: NodeClass, dark: bool) -> Color32 {
    c(palette::class_fill(class, dark))
}

/// Border, legend swatch and far-out quad colour: the saturated hue.
pub fn class_stroke(class: NodeClass, dark: bool) -> Color32 {
    c(palette::class_stroke(class, dark))
}

pub fn text_color(dark: bool) -> Color32 {
    c(palette::text(dark))
}

pub fn edge_color(dark: bool) -> Color32 {
    c(palette::edge(dark))
}

pub fn container_fill(dark: bool) -> Color32 {
    c(palette::container_fill(dark))
}

pub fn cluster_fill(dark: bool) -> Color32 {
    c(palette::cluster_fill(dark))
}

pub fn frame_color(dark: bool) -> Color32 {
    c(palette::frame(dark))
}

/// Dashed ghosts of nodes a stage step removed.
pub const REMOVED: Color32 = Color32::from_rgb(0xe0, 0x50, 0x50);
pub const SELECTED: Color32 = Color32::from_rgb(0x29, 0x9c, 0xff);
pub const SEARCH_HIT: Color32 = Color32::from_rgb(0xff, 0xd0, 0x00);
pub const HOVER_EDGE: Color32 = Color32::from_rgb(0xff, 0x8c, 0x00);
