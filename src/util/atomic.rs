//! The one way quantbench writes a file: the bytes go to a file nobody sees yet, which then
//! replaces the target in one rename, so a reader never sees half a file and a failed or killed
//! write leaves the old one; and never over one of the command's own inputs.
//!
//! Inputs are what the command declares ([`Inputs`]: its arguments and the files it found by
//! itself, each with the flag or reason that brought it in) and, in the binary, every file the
//! process has read so far ([`crate::util::read::files_read`]). A target is refused when it is
//! one of them by canonical path or by identity (device and inode: a hard link, a path through
//! a symlink), or lies inside an input directory.
//!
//! The file being written has no name where the filesystem allows it (Linux's `O_TMPFILE`): a
//! process killed by any signal, SIGKILL included, leaves nothing behind. Elsewhere it is a
//! hidden `.quantbench-<pid>-XXXXXX` beside the target, removed on SIGINT/SIGTERM/SIGHUP by a
//! signal thread, and swept by the next write into that folder once its writer is dead.
use crate::util::read::FileId;
use std::io::Write;
use std::path::{Path, PathBuf};

mod temp;

#[derive(Debug, thiserror::Error)]
pub enum WriteError {
    #[error(
        "refusing to write {} ({flag}): {what} {}, which this command reads ({role})",
        out.display(),
        input.display()
    )]
    IsInput { out: PathBuf, flag: String, what: &'static str, input: PathBuf, role: String },
    #[error("{} is not a file path", .0.display())]
    NotAFile(PathBuf),
    #[error("writing {}: {source}", path.display())]
    Io { path: PathBuf, source: std::io::Error },
}

/// One file or directory a command reads, and why it reads it (`FILE`, `--compare`, `the
/// scenario's graph`, `found beside FILE`).
#[derive(Debug, Clone)]
struct Input {
    path: PathBuf,
    role: String,
}

/// The files (and directories) a command reads.
#[derive(Debug, Clone, Default)]
pub struct Inputs {
    entries: Vec<Input>,
}

impl Inputs {
    pub fn new() -> Inputs {
        Inputs::default()
    }

    /// `self` with `path` added as read for `role`.
    pub fn with(mut self, role: &str, path: impl AsRef<Path>) -> Inputs {
        self.add(role, path);
        self
    }

    pub fn add(&mut self, role: &str, path: impl AsRef<Path>) {
        self.entries.push(Input { path: path.as_ref().to_path_buf(), role: role.to_string() });
    }

    pub fn add_all<P: AsRef<Path>>(&mut self, role: &str, paths: impl IntoIterator<Item = P>) {
        for p in paths {
            self.add(role, p);
        }
    }

    /// The paths declared with their roles, in order.
    pub fn entries(&self) -> impl Iterator<Item = (&Path, &str)> {
        self.entries.iter().map(|e| (e.path.as_path(), e.role.as_str()))
    }

    /// An error when writing `out` (given by `flag`) would replace one of the inputs.
    pub fn refuse(&self, out: &Path, flag: &str) -> Result<(), WriteError> {
        let target = Target::of(out);
        let refused = |what, input: &Path, role: &str| WriteError::IsInput {
            out: out.to_path_buf(),
            flag: flag.to_string(),
            what,
            input: input.to_path_buf(),
            role: role.to_string(),
        };
        for e in &self.entries {
            let Ok(m) = std::fs::metadata(&e.path) else { continue };
            let canon = e.path.canonicalize().ok();
            if target.is(canon.as_deref(), FileId::of(&m)) {
                return Err(refused("it is", &e.path, &e.role));
            }
            if m.is_dir()
                && let (Some(t), Some(c)) = (&target.canonical, &canon)
                && t.starts_with(c)
            {
                return Err(refused("it lies inside the input directory", &e.path, &e.role));
            }
        }
        for f in crate::util::read::files_read() {
            if target.is(Some(&f.path), f.id) {
                return Err(refused("it is", &f.path, "read by this command"));
            }
        }
        Ok(())
    }

    /// [`Inputs::refuse`], then [`write_atomic`].
    pub fn write(&self, out: &Path, flag: &str, bytes: &[u8]) -> Result<(), WriteError> {
        self.refuse(out, flag)?;
        write_atomic(out, bytes)
    }

    /// [`Inputs::refuse`], then [`write_atomic_with`]: for outputs streamed as they are made.
    pub fn write_with(
        &self,
        out: &Path,
        flag: &str,
        f: impl FnOnce(&mut dyn Write) -> std::io::Result<()>,
    ) -> Result<(), WriteError> {
        self.refuse(out, flag)?;
        write_atomic_with(out, f)
    }
}

/// Where a write would land: its canonical path (for a file not written yet, its directory's
/// canonical path joined with its name, so `dir/../log/new.txt` inside an input dir is caught)
/// and, when it exists, which file it is.
struct Target {
    canonical: Option<PathBuf>,
    id: Option<FileId>,
}

impl Target {
    fn of(out: &Path) -> Target {
        let id = std::fs::metadata(out).ok().as_ref().and_then(FileId::of);
        if let Ok(c) = out.canonicalize() {
            return Target { canonical: Some(c), id };
        }
        let canonical = out.file_name().and_then(|name| {
            let dir = out.parent().filter(|d| !d.as_os_str().is_empty()).unwrap_or(Path::new("."));
            dir.canonicalize().ok().map(|d| d.join(name))
        });
        Target { canonical, id }
    }

    fn is(&self, canonical: Option<&Path>, id: Option<FileId>) -> bool {
        (canonical.is_some() && self.canonical.as_deref() == canonical)
            || (id.is_some() && self.id == id)
    }
}

/// Writes `bytes` to `path` atomically. Prefer [`Inputs::write`] in a command; this is for
/// files no input can be (a scenario written from the GUI's session).
pub fn write_atomic(path: &Path, bytes: &[u8]) -> Result<(), WriteError> {
    write_atomic_with(path, |w| w.write_all(bytes))
}

/// [`write_atomic`] with the contents written by `f`.
pub fn write_atomic_with(
    path: &Path,
    f: impl FnOnce(&mut dyn Write) -> std::io::Result<()>,
) -> Result<(), WriteError> {
    let io = |source| WriteError::Io { path: path.to_path_buf(), source };
    if path.file_name().is_none() {
        return Err(WriteError::NotAFile(path.to_path_buf()));
    }
    let dir = path.parent().filter(|d| !d.as_os_str().is_empty()).unwrap_or(Path::new("."));
    temp::sweep_dead_writers(dir);
    let mut tmp = temp::Pending::create(dir).map_err(io)?;
    f(tmp.file()).map_err(io)?;
    tmp.persist(path).map_err(io)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn refuses_inputs_by_path_link_and_directory() {
        let d = tempfile::tempdir().expect("a temp dir");
        let input = d.path().join("g.txt");
        std::fs::write(&input, "graph").expect("write");
        let inputs = Inputs::new().with("FILE", &input);
        let via_dots = d.path().join(".").join("g.txt");
        let e = inputs.write(&via_dots, "--out", b"x").expect_err("the input itself");
        assert!(e.to_string().contains("(--out)") && e.to_string().contains("(FILE)"), "{e}");
        let link = d.path().join("hard.txt");
        std::fs::hard_link(&input, &link).expect("hard link");
        assert!(matches!(inputs.write(&link, "--out", b"x"), Err(WriteError::IsInput { .. })));
        assert_eq!(std::fs::read_to_string(&input).expect("read"), "graph");

        let sub = d.path().join("debug");
        std::fs::create_dir(&sub).expect("mkdir");
        let in_dir = Inputs::new().with("--compare", &sub);
        let e = in_dir.refuse(&sub.join("new.json"), "--log").expect_err("inside an input dir");
        assert!(e.to_string().contains("inside the input directory"), "{e}");

        let out = d.path().join("out.txt");
        inputs.write(&out, "--out", b"new").expect("a new file is fine");
        inputs.write(&out, "--out", b"newer").expect("and so is replacing an output");
        assert_eq!(std::fs::read_to_string(&out).expect("read"), "newer");
        let leftovers = std::fs::read_dir(d.path()).expect("ls").count();
        assert_eq!(leftovers, 4, "no temporary files left behind");
    }
}
