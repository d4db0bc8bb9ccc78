//! What every file under a folder holds, as a reader of it sees it: how many graph stages it
//! has, how many of them parse, and the first error of each one that does not. Files that are
//! no graph or log at all (empty files, notes) are said to be so, not counted as failures.
use super::{LoadError, LoadOptions};
use serde::Serialize;
use std::collections::HashMap;
use std::path::{Path, PathBuf};

#[derive(Debug, Clone, Serialize)]
pub struct FileReport {
    pub path: PathBuf,
    /// `graphs` (it was read), `scheduler IR` (an `ir_pre/post_fusion.txt`, read as Inductor's
    /// dump: `stages` counts its nodes), `code (depyf)`, `empty`, `not a graph or log`, `unreadable`, or `link
    /// not followed` (a symbolic link to a folder already walked, or to nothing).
    pub status: &'static str,
    pub stages: usize,
    pub parsed: usize,
    /// `(stage, first error)` of each stage that does not parse; for an unreadable file, the
    /// file's own error with the stage `""`.
    pub errors: Vec<(String, String)>,
    pub warnings: usize,
}

impl FileReport {
    pub fn ok(&self) -> bool {
        self.status != "unreadable" && self.parsed == self.stages
    }
}

/// What a walk of a folder found: its regular files, sorted, and the symbolic links it did
/// not follow, with why.
#[derive(Debug, Default)]
pub struct Walk {
    pub files: Vec<PathBuf>,
    pub not_followed: Vec<(PathBuf, String)>,
}

/// Every regular file under `root` (or `root` itself). Each folder and each file is visited
/// once, by identity (device and inode), whatever links lead to it: a link back up the tree
/// (`a -> .`) is a link not followed, not a loop, and a file reached twice is listed once.
pub fn files_under(root: &Path) -> std::io::Result<Walk> {
    use crate::util::read::FileId;
    use std::collections::HashSet;
    let mut walk = Walk::default();
    let meta = std::fs::metadata(root)?;
    if !meta.is_dir() {
        walk.files.push(root.to_path_buf());
        return Ok(walk);
    }
    let mut seen: HashSet<FileId> = FileId::of(&meta).into_iter().collect();
    let mut first_path: std::collections::HashMap<FileId, PathBuf> = HashMap::new();
    let mut stack = vec![root.to_path_buf()];
    while let Some(d) = stack.pop() {
        let mut entries: Vec<PathBuf> =
            std::fs::read_dir(&d)?.map(|e| e.map(|e| e.path())).collect::<Result<_, _>>()?;
        entries.sort();
        for p in entries {
            let link = p.symlink_metadata().is_ok_and(|m| m.file_type().is_symlink());
            let Ok(m) = std::fs::metadata(&p) else {
                if link {
                    walk.not_followed.push((p, "a link to nothing".into()));
                }
                continue;
            };
            let id = FileId::of(&m);
            if m.is_dir() || m.is_file() {
                if let Some(id) = id
                    && !seen.insert(id)
                {
                    if link || m.is_dir() {
                        let to = std::fs::canonicalize(&p).unwrap_or_default();
                        let first = first_path.get(&id).unwrap_or(&to);
                        walk.not_followed.push((
                            p,
                            format!("a link to {}, walked once already", first.display()),
                        ));
                    }
                    continue;
                }
                if let Some(id) = id {
                    first_path.insert(id, p.clone());
                }
            }
            if m.is_dir() {
                stack.push(p);
            } else if m.is_file() {
                walk.files.push(p);
            }
        }
    }
    walk.files.sort();
    walk.not_followed.sort();
    Ok(walk)
}

/// The report of a link [`files_under`] did not follow.
pub fn not_followed(path: &Path, why: &str) -> FileReport {
    FileReport {
        path: path.to_path_buf(),
        status: "link not followed",
        stages: 0,
        parsed: 0,
        errors: vec![(String::new(), why.to_string())],
        warnings: 0,
    }
}

/// Whether the head of a file shows any sign of a graph or a log: a class, a `def forward(`,
/// a graph IR print, a TORCH_TRACE envelope. A file without one is not counted as unreadable.
fn looks_like_graphs(path: &Path) -> bool {
    use std::io::Read;
    let mut head = Vec::new();
    let read = std::fs::File::open(path).and_then(|f| f.take(1 << 16).read_to_end(&mut head));
    if read.is_err() {
        return true;
    }
    let head = String::from_utf8_lossy(&head);
    ["class ", "def forward(", "graph(", "] {\"", "ExportedProgram:", "SchedulerNode("]
        .iter()
        .any(|m| head.contains(m))
}

/// The text of a file whose first non-blank line is a scheduler node header
/// (`op0: SchedulerNode(ComputedBuffer)`, or a `[torch._inductor...]` log line before it).
fn scheduler_dump(path: &Path) -> Option<String> {
    use std::io::Read;
    let mut head = Vec::new();
    std::fs::File::open(path).ok()?.take(4096).read_to_end(&mut head).ok()?;
    let head = String::from_utf8_lossy(&head);
    let first = head.lines().find(|l| !l.trim().is_empty() && !l.starts_with("[torch."))?;
    let (name, rest) = first.split_once(": ")?;
    let is_node = name.chars().all(|c| c.is_ascii_alphanumeric() || c == '_')
        && rest.split('(').next().is_some_and(|k| k.ends_with("Node"));
    if !is_node {
        return None;
    }
    String::from_utf8(crate::util::read::read_file(path).ok()?).ok()
}

/// Reads one file and every stage in it.
pub fn survey_file(path: &Path) -> FileReport {
    let mut r = FileReport {
        path: path.to_path_buf(),
        status: "graphs",
        stages: 0,
        parsed: 0,
        errors: Vec::new(),
        warnings: 0,
    };
    // A FIFO would block the reads below and a device never end.
    if let Err(e) = crate::util::read::regular_file(path) {
        r.status = "unreadable";
        r.errors.push((String::new(), e.to_string()));
        return r;
    }
    if std::fs::metadata(path).is_ok_and(|m| m.len() == 0) {
        r.status = "empty";
        return r;
    }
    // depyf's decompiled code and Inductor kernels are code, kept as such when opened.
    if super::depyf::DepyfCode::of(path).is_some() {
        r.status = "code (depyf)";
        return r;
    }
    // Inductor's scheduler dumps are read by `fuse --compare`, not as graphs.
    if let Some(text) = scheduler_dump(path) {
        r.status = "scheduler IR";
        match super::inductor_ir::parse_ir_dump(&text, &path.display().to_string()) {
            Ok(d) => {
                r.stages = d.nodes.len();
                r.parsed = d.nodes.len();
            }
            Err(e) => {
                r.status = "unreadable";
                r.errors.push((String::new(), e.to_string()));
            }
        }
        return r;
    }
    let doc = match super::load_path_with(path, LoadOptions::default()) {
        Ok(d) => d,
        Err(LoadError::Parse(e))
            if e.expected.starts_with("an FX graph") || !looks_like_graphs(path) =>
        {
            r.status = "not a graph or log";
            r.errors.push((String::new(), e.to_string()));
            return r;
        }
        Err(e) => {
            r.status = "unreadable";
            r.errors.push((String::new(), e.to_string()));
            return r;
        }
    };
    r.warnings = doc.warnings.len();
    for s in &doc.stages {
        r.stages += 1;
        match s.peek(|_| ()) {
            Ok(()) => r.parsed += 1,
            Err(e) => r.errors.push((s.qualified_name(), e.to_string())),
        }
    }
    r
}
