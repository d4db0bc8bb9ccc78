//! The whole graph as PNG: [`super::svg`]'s picture rasterized by resvg, with the canvas's own
//! monospace font (Hack, egui's) loaded from memory so text is the same on any machine.
use resvg::{tiny_skia, usvg};

/// The longest side a PNG may have: past it the file is gigabytes of pixels nobody can open,
/// and the SVG is the format that scales.
pub const MAX_SIDE: u32 = 32_768;

#[derive(Debug, thiserror::Error)]
pub enum PngError {
    #[error(
        "the whole graph at scale {scale} would be {width}×{height} px, over the {MAX_SIDE} px \
         a PNG side may have: export SVG instead (`--to svg`, or a .svg file name)"
    )]
    TooLarge { width: u64, height: u64, scale: f32 },
    #[error("the SVG did not parse: {0}")]
    Svg(#[from] usvg::Error),
    #[error("could not encode the PNG: {0}")]
    Encode(String),
}

/// The pixel size of `svg` (its width and height attributes) drawn at `scale`.
fn pixel_size(tree: &usvg::Tree, scale: f32) -> (u64, u64) {
    let s = tree.size();
    let px = |v: f32| (f64::from(v) * f64::from(scale)).ceil().max(1.0) as u64;
    (px(s.width()), px(s.height()))
}

/// Rasterizes `svg` at `scale` pixels per layout unit (2 keeps the 12-point labels crisp).
pub fn svg_to_png(svg: &str, scale: f32) -> Result<Vec<u8>, PngError> {
    let mut opt = usvg::Options::default();
    opt.fontdb_mut().load_font_data(epaint_default_fonts::HACK_REGULAR.to_vec());
    opt.fontdb_mut().load_font_data(epaint_default_fonts::UBUNTU_LIGHT.to_vec());
    opt.font_family = "Hack".into();
    let tree = usvg::Tree::from_str(svg, &opt)?;
    let (width, height) = pixel_size(&tree, scale);
    if width > u64::from(MAX_SIDE) || height > u64::from(MAX_SIDE) {
        return Err(PngError::TooLarge { width, height, scale });
    }
    let mut pixmap = tiny_skia::Pixmap::new(width as u32, height as u32)
        .ok_or_else(|| PngError::Encode(format!("no {width}×{height} pixmap")))?;
    resvg::render(&tree, tiny_skia::Transform::from_scale(scale, scale), &mut pixmap.as_mut());
    pixmap.encode_png().map_err(|e| PngError::Encode(e.to_string()))
}
