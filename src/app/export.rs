//! File > Export image: a PNG of the canvas as it is on screen (egui renders a screenshot of the
//! next frame, `ViewportCommand::Screenshot`; we crop it to the canvas), or the whole graph as
//! laid out now (folded as shown, with the overlay's regions) through `export::svg`, as SVG or
//! PNG by the file name's extension.
use egui::{ColorImage, Rect};
use std::path::{Path, PathBuf};
use std::sync::Arc;
use std::sync::mpsc::{Receiver, channel};

pub struct Export {
    pub window_open: bool,
    path_text: String,
    pending: Option<(PathBuf, Rect, Receiver<Arc<ColorImage>>)>,
    /// Requested in the Export window; taken next frame, once the window is gone from the picture.
    armed: Option<(PathBuf, Rect)>,
    message: Option<String>,
    /// The whole graph rather than the canvas crop.
    pub whole: bool,
}

impl Default for Export {
    fn default() -> Self {
        Export {
            window_open: false,
            path_text: "quantbench_canvas.png".into(),
            pending: None,
            armed: None,
            message: None,
            whole: false,
        }
    }
}

/// Crops `rect` (points) out of a screenshot taken at `pixels_per_point` and writes a PNG
/// (never over one of `inputs`, the open document's file).
pub fn save_png(
    image: &ColorImage,
    rect: Rect,
    pixels_per_point: f32,
    path: &Path,
    inputs: &crate::util::atomic::Inputs,
) -> Result<(u32, u32), String> {
    let [w, h] = image.size;
    let px = |v: f32, max: usize| ((v * pixels_per_point).round().max(0.0) as usize).min(max);
    let (x0, y0, x1, y1) =
        (px(rect.min.x, w), px(rect.min.y, h), px(rect.max.x, w), px(rect.max.y, h));
    if x1 <= x0 || y1 <= y0 {
        return Err("the canvas is empty".into());
    }
    let mut out = image::RgbaImage::new((x1 - x0) as u32, (y1 - y0) as u32);
    for y in y0..y1 {
        for x in x0..x1 {
            if let Some(c) = image.pixels.get(y * w + x) {
                out.put_pixel(
                    (x - x0) as u32,
                    (y - y0) as u32,
                    image::Rgba(c.to_srgba_unmultiplied()),
                );
            }
        }
    }
    let bytes = png_bytes(&out).map_err(|e| e.to_string())?;
    inputs
        .write(path, "File > Export", &bytes)
        .map_err(|e| format!("could not write {}: {e}", path.display()))?;
    Ok((out.width(), out.height()))
}

/// The image as PNG file bytes, for the atomic writer.
pub fn png_bytes(image: &image::RgbaImage) -> Result<Vec<u8>, image::ImageError> {
    let mut bytes = std::io::Cursor::new(Vec::new());
    image.write_to(&mut bytes, image::ImageFormat::Png)?;
    Ok(bytes.into_inner())
}

impl Export {
    /// Asks egui for a screenshot; the PNG is written when it arrives (see [`Export::poll`]).
    pub fn request(&mut self, ctx: &egui::Context, path: PathBuf, canvas: Rect) {
        let (tx, rx) = channel();
        ctx.request_screenshot(move |img| {
            tx.send(img).ok();
        });
        ctx.request_repaint();
        self.pending = Some((path, canvas, rx));
    }

    /// `inputs`: the open document's file, which the PNG must not replace.
    pub fn poll(&mut self, ctx: &egui::Context, inputs: &crate::util::atomic::Inputs) {
        if let Some((path, canvas)) = self.armed.take() {
            self.request(ctx, path, canvas);
            return;
        }
        let Some((path, canvas, rx)) = &self.pending else { return };
        match rx.try_recv() {
            Ok(img) => {
                let ppp = ctx.pixels_per_point();
                self.message = Some(match save_png(&img, *canvas, ppp, path, inputs) {
                    Ok((w, h)) => format!("Saved {} ({w}×{h})", path.display()),
                    Err(e) => e,
                });
                self.pending = None;
                self.window_open = true;
            }
            Err(std::sync::mpsc::TryRecvError::Empty) => ctx.request_repaint(),
            Err(std::sync::mpsc::TryRecvError::Disconnected) => {
                self.message = Some("the renderer did not deliver a screenshot".into());
                self.pending = None;
            }
        }
    }

    /// The Export window. Returns the path to write the whole graph to, when asked
    /// ([`Export::save_whole`]); the on-screen PNG is written by [`Export::poll`].
    pub fn window(&mut self, ctx: &egui::Context, canvas: Rect) -> Option<PathBuf> {
        if !self.window_open {
            return None;
        }
        let mut open = true;
        let mut go = false;
        egui::Window::new("Export image").open(&mut open).collapsible(false).show(ctx, |ui| {
            ui.radio_value(&mut self.whole, false, "what is on screen (PNG)");
            ui.radio_value(&mut self.whole, true, "the whole graph (PNG or SVG, by extension)");
            ui.horizontal(|ui| {
                let l = ui.label("File:");
                ui.add(egui::TextEdit::singleline(&mut self.path_text).desired_width(320.0))
                    .labelled_by(l.id);
                go = ui.add_enabled(self.pending.is_none(), egui::Button::new("Save")).clicked();
            });
            if let Some(m) = &self.message {
                ui.weak(m);
            }
        });
        if go && self.whole {
            return Some(PathBuf::from(self.path_text.trim()));
        }
        if go {
            // Close the window first so it is not in the picture.
            self.window_open = false;
            self.message = None;
            self.armed = Some((PathBuf::from(self.path_text.trim()), canvas));
            ctx.request_repaint();
        } else if !open {
            self.window_open = false;
        }
        None
    }

    pub fn message_set(&mut self, m: &str) {
        self.message = Some(m.to_string());
    }

    /// Writes `svg` (the whole graph) to `path`: SVG for a `.svg` name, else PNG at 2 pixels a
    /// point; never over one of `inputs`.
    pub fn save_whole(&mut self, path: &Path, svg: &str, inputs: &crate::util::atomic::Inputs) {
        let is_svg = path.extension().is_some_and(|e| e.eq_ignore_ascii_case("svg"));
        let bytes = match is_svg {
            true => Ok(svg.as_bytes().to_vec()),
            false => crate::export::png::svg_to_png(svg, 2.0).map_err(|e| e.to_string()),
        };
        self.message = Some(
            match bytes.and_then(|b| {
                inputs
                    .write(path, "File > Export", &b)
                    .map_err(|e| format!("could not write {}: {e}", path.display()))
            }) {
                Ok(()) => format!("Saved {} (the whole graph)", path.display()),
                Err(e) => e,
            },
        );
    }
}

/// The whole graph as the canvas has it laid out now: folded as shown, the open groups'
/// frames, the overlay's regions (a fused-kernel view exports too).
pub fn whole_graph_svg(
    view: &super::view::ViewState,
    overlay: &super::CanvasOverlay,
    dark: bool,
) -> Option<String> {
    use crate::export::svg::{Region, SvgOptions};
    let layout = view.layout.as_ref()?;
    let regions = overlay
        .hulls
        .iter()
        .map(|h| Region {
            items: super::hulls::region_items(view, layout, &h.nodes),
            color: h.color.to_srgba_unmultiplied(),
            label: h.label.clone(),
        })
        .collect();
    let frames = match view.groups.as_ref().filter(|_| view.drill.is_empty()) {
        Some(h) => crate::export::image::svg_frames(h, &view.frames),
        None => vec![],
    };
    let opts = SvgOptions { dark, regions, frames };
    Some(crate::export::svg::to_svg(layout, &super::style::layout_options(), &opts))
}
