//! File > Export image: a PNG of the canvas as it is on screen. egui renders a screenshot of the
//! next frame (`ViewportCommand::Screenshot`); we crop it to the canvas and write it.
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
}

impl Default for Export {
    fn default() -> Self {
        Export {
            window_open: false,
            path_text: "quantbench_canvas.png".into(),
            pending: None,
            armed: None,
            message: None,
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

    pub fn window(&mut self, ctx: &egui::Context, canvas: Rect) {
        if !self.window_open {
            return;
        }
        let mut open = true;
        let mut go = false;
        egui::Window::new("Export image").open(&mut open).collapsible(false).show(ctx, |ui| {
            ui.label("Writes the canvas, as shown, to a PNG file.");
            ui.horizontal(|ui| {
                ui.add(egui::TextEdit::singleline(&mut self.path_text).desired_width(320.0));
                go =
                    ui.add_enabled(self.pending.is_none(), egui::Button::new("Save PNG")).clicked();
            });
            if let Some(m) = &self.message {
                ui.weak(m);
            }
        });
        if go {
            // Close the window first so it is not in the picture.
            self.window_open = false;
            self.message = None;
            self.armed = Some((PathBuf::from(self.path_text.trim()), canvas));
            ctx.request_repaint();
        } else if !open {
            self.window_open = false;
        }
    }
}
