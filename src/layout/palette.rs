//! The canvas's colours, one table for the window (`app::style` wraps them in egui's type) and
//! the image writer (`export::svg`), so an exported picture has the colours on screen. RGBA,
//! not premultiplied.
use super::NodeClass;

pub type Rgba = [u8; 4];

const fn rgb(r: u8, g: u8, b: u8) -> Rgba {
    [r, g, b, 255]
}

const fn gray(v: u8) -> Rgba {
    [v, v, v, 255]
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
pub fn class_fill(class: NodeClass, dark: bool) -> Rgba {
    let (r, g, b) = base(class);
    if dark {
        rgb(r / 2 + 10, g / 2 + 10, b / 2 + 10)
    } else {
        rgb(255 - (255 - r) / 3, 255 - (255 - g) / 3, 255 - (255 - b) / 3)
    }
}

/// Border, legend swatch and far-out quad colour: the saturated hue.
pub fn class_stroke(class: NodeClass, _dark: bool) -> Rgba {
    let (r, g, b) = base(class);
    rgb(r, g, b)
}

pub fn text(dark: bool) -> Rgba {
    if dark { gray(230) } else { gray(20) }
}

pub fn edge(dark: bool) -> Rgba {
    if dark { gray(140) } else { gray(110) }
}

/// An expanded `invoke_quant` container: its class hue, faint.
pub fn container_fill(dark: bool) -> Rgba {
    if dark { [178, 121, 162, 28] } else { [178, 121, 162, 34] }
}

/// A folded group's box.
pub fn cluster_fill(dark: bool) -> Rgba {
    if dark { rgb(40, 52, 72) } else { rgb(225, 233, 246) }
}

/// A folded group's border and an open group's frame.
pub fn frame(dark: bool) -> Rgba {
    if dark { rgb(120, 150, 200) } else { rgb(70, 100, 160) }
}

/// Behind the canvas: egui's panel fill of each theme.
pub fn background(dark: bool) -> Rgba {
    if dark { gray(27) } else { gray(248) }
}
