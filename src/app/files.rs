//! Where graphs come from: the command line, File > Open (system dialog with a path field that
//! always works), drag-and-drop, the recent-files list (eframe persistence) and the built-in
//! sample.
//!
//! The system dialog runs on its own thread: with no portal it returns at once, with zenity it
//! blocks until closed, and neither may freeze the window. The path field is always there.
use crate::ir::Document;
use std::path::{Path, PathBuf};
use std::sync::Arc;
use std::sync::atomic::{AtomicU64, Ordering};
use std::sync::mpsc::{Receiver, channel};

/// The seed's nf4 example, opened when no file is given.
pub const SAMPLE_FX: &str = include_str!("../../sample_graphs/seed_nf4_mul_add/post_grad.txt");
const RECENT_KEY: &str = "quantbench.recent";
const MAX_RECENT: usize = 10;

#[allow(
    clippy::expect_used,
    reason = "the sample is compiled in: failing to parse it is a broken build"
)]
pub fn sample_document() -> Document {
    // The sample is compiled into the binary: if it does not parse, the build is broken, and an
    // empty window would hide that.
    crate::import::fx::parse_fx(SAMPLE_FX, "seed_nf4_mul_add/post_grad.txt")
        .expect("the built-in sample parses (it is one of the tested sample graphs)")
}

/// Reads any supported file; the error carries the parser's file:line:col.
pub fn load(path: &Path) -> Result<Document, String> {
    load_reporting(path, &mut |_, _| {})
}

/// [`load`] with `progress(bytes_read, total)` as the reader goes.
fn load_reporting(
    path: &Path,
    progress: &mut dyn FnMut(u64, Option<u64>),
) -> Result<Document, String> {
    let mut doc = crate::import::load_path_reporting(path, Default::default(), progress)
        .map_err(|e| e.to_string())?;
    if doc.path.is_none() {
        doc.path = Some(path.to_path_buf());
    }
    Ok(doc)
}

/// Files from this size up are read on a worker thread behind a progress bar (a 100 MB
/// TORCH_TRACE log takes seconds to index); smaller ones open at once.
pub const BACKGROUND_BYTES: u64 = 8 << 20;

/// A file being read on a worker thread: bytes read so far, and the document (or the error)
/// once it is done. The window keeps showing the previous graph meanwhile.
pub struct Loading {
    pub path: PathBuf,
    pub total: u64,
    /// The frame that first drew its progress bar.
    pub shown_at: Option<u64>,
    read: Arc<AtomicU64>,
    rx: Receiver<Result<Document, String>>,
}

impl Loading {
    pub fn start(path: PathBuf) -> Loading {
        let total = std::fs::metadata(&path).map(|m| m.len()).unwrap_or(0);
        let read = Arc::new(AtomicU64::new(0));
        let (tx, rx) = channel();
        let (p, r) = (path.clone(), read.clone());
        std::thread::spawn(move || {
            let res = load_reporting(&p, &mut |n, _| r.store(n, Ordering::Relaxed));
            // The receiver is gone only if the app closed meanwhile.
            let _ = tx.send(res);
        });
        Loading { path, total, shown_at: None, read, rx }
    }

    pub fn read(&self) -> u64 {
        self.read.load(Ordering::Relaxed)
    }

    pub fn fraction(&self) -> f32 {
        if self.total == 0 {
            0.0
        } else {
            (self.read() as f64 / self.total as f64).clamp(0.0, 1.0) as f32
        }
    }

    /// The result, once the worker is done (a worker that died counts as an error).
    pub fn poll(&self) -> Option<Result<Document, String>> {
        match self.rx.try_recv() {
            Ok(r) => Some(r),
            Err(std::sync::mpsc::TryRecvError::Empty) => None,
            Err(std::sync::mpsc::TryRecvError::Disconnected) => {
                Some(Err(format!("reading {} stopped unexpectedly", self.path.display())))
            }
        }
    }
}

pub struct Files {
    pub recent: Vec<PathBuf>,
    pub error: Option<String>,
    open_visible: bool,
    path_text: String,
    dialog: Option<Receiver<Option<PathBuf>>>,
    dialog_note: Option<String>,
    /// False in headless runs and tests: never reach for a system dialog there.
    dialogs: bool,
    picked: Vec<PathBuf>,
}

impl Files {
    pub fn new(storage: Option<&dyn eframe::Storage>, dialogs: bool) -> Files {
        let recent: Vec<PathBuf> =
            storage.and_then(|s| eframe::get_value(s, RECENT_KEY)).unwrap_or_default();
        Files {
            recent,
            error: None,
            open_visible: false,
            path_text: String::new(),
            dialog: None,
            dialog_note: None,
            dialogs,
            picked: vec![],
        }
    }

    pub fn save(&self, storage: &mut dyn eframe::Storage) {
        eframe::set_value(storage, RECENT_KEY, &self.recent);
    }

    /// Records a successfully opened file at the top of the recent list.
    pub fn opened(&mut self, path: PathBuf) {
        let path = std::fs::canonicalize(&path).unwrap_or(path);
        self.recent.retain(|p| p != &path);
        self.recent.insert(0, path.clone());
        self.recent.truncate(MAX_RECENT);
        self.path_text = path.display().to_string();
        self.error = None;
    }

    /// Shows the Open window and, if allowed, starts the system dialog next to it.
    pub fn show_open(&mut self, with_dialog: bool) {
        self.open_visible = true;
        if with_dialog && self.dialogs && self.dialog.is_none() {
            let (tx, rx) = channel();
            let spawned = std::thread::Builder::new().name("quantbench-file-dialog".into()).spawn(
                move || {
                    let picked = rfd::FileDialog::new()
                        .set_title("Open a graph")
                        .add_filter("graphs", &["txt", "py", "log", "json"])
                        .add_filter("all files", &["*"])
                        .pick_file();
                    tx.send(picked).ok();
                },
            );
            if spawned.is_ok() {
                self.dialog = Some(rx);
                self.dialog_note =
                    Some("A system file dialog was opened; you can also type a path.".into());
            }
        }
    }

    /// Files that arrived this frame (dialog result, dropped files).
    pub fn poll(&mut self, ctx: &egui::Context) -> Vec<PathBuf> {
        let mut out = std::mem::take(&mut self.picked);
        if let Some(rx) = &self.dialog {
            match rx.try_recv() {
                Ok(Some(p)) => {
                    self.dialog = None;
                    self.dialog_note = None;
                    self.open_visible = false;
                    out.push(p);
                }
                Ok(None) | Err(std::sync::mpsc::TryRecvError::Disconnected) => {
                    self.dialog = None;
                    self.dialog_note = Some(
                        "No system file dialog is available (or it was cancelled): type a path."
                            .into(),
                    );
                }
                Err(std::sync::mpsc::TryRecvError::Empty) => {
                    ctx.request_repaint_after(std::time::Duration::from_millis(100))
                }
            }
        }
        ctx.input(|i| {
            for f in &i.raw.dropped_files {
                out.push(f.path().to_path_buf());
            }
        });
        out
    }

    /// The Open window: a path field (always works), the dialog state and the recent files.
    pub fn open_window(&mut self, ctx: &egui::Context) {
        if !self.open_visible {
            return;
        }
        let mut open = true;
        egui::Window::new("Open a graph").open(&mut open).collapsible(false).default_width(520.0).show(ctx, |ui| {
            ui.label("FX text (print_readable, fx_graph_*.py, TORCH_LOGS output), TORCH_TRACE logs, debug dirs, quantbench JSON.");
            ui.horizontal(|ui| {
                let label = ui.label("Path:");
                let edit = ui
                    .add(egui::TextEdit::singleline(&mut self.path_text).hint_text("/path/to/post_grad.txt").desired_width(380.0))
                    .labelled_by(label.id);
                let enter = edit.lost_focus() && ui.input(|i| i.key_pressed(egui::Key::Enter));
                if (ui.button("Open").clicked() || enter) && !self.path_text.trim().is_empty() {
                    self.picked.push(PathBuf::from(self.path_text.trim()));
                    self.open_visible = false;
                }
            });
            if self.dialogs && ui.add_enabled(self.dialog.is_none(), egui::Button::new("Browse...")).clicked() {
                self.show_open(true);
            }
            if let Some(note) = &self.dialog_note {
                ui.weak(note);
            }
            if !self.recent.is_empty() {
                ui.separator();
                ui.label("Recent:");
                for p in self.recent.clone() {
                    if ui.link(p.display().to_string()).clicked() {
                        self.picked.push(p);
                        self.open_visible = false;
                    }
                }
            }
        });
        if !open {
            self.open_visible = false;
        }
    }
}
