//! The one way quantbench writes a file: into a temporary file beside it, then a rename, so a
//! reader never sees half a file and a failed write leaves the old one; and never over one of
//! the command's own inputs (the same file by canonical path or by identity, e.g. a hard link,
//! or any file inside an input directory such as a debug dir).
use std::io::Write;
use std::path::{Path, PathBuf};

#[derive(Debug, thiserror::Error)]
pub enum WriteError {
    #[error("refusing to overwrite the input {}", input.display())]
    IsInput { input: PathBuf, out: PathBuf },
    #[error("{} is not a file path", .0.display())]
    NotAFile(PathBuf),
    #[error("writing {}: {source}", path.display())]
    Io { path: PathBuf, source: std::io::Error },
}

/// The files (and directories) a command reads.
#[derive(Debug, Clone, Default)]
pub struct Inputs {
    paths: Vec<PathBuf>,
}

impl Inputs {
    pub fn new<P: AsRef<Path>>(paths: impl IntoIterator<Item = P>) -> Inputs {
        Inputs { paths: paths.into_iter().map(|p| p.as_ref().to_path_buf()).collect() }
    }

    pub fn push(&mut self, path: impl AsRef<Path>) {
        self.paths.push(path.as_ref().to_path_buf());
    }

    pub fn extend<P: AsRef<Path>>(&mut self, paths: impl IntoIterator<Item = P>) {
        self.paths.extend(paths.into_iter().map(|p| p.as_ref().to_path_buf()));
    }

    /// An error when writing `out` would replace one of the inputs.
    pub fn refuse(&self, out: &Path) -> Result<(), WriteError> {
        let out_canon = canonical_target(out);
        for input in &self.paths {
            let Ok(inp) = input.canonicalize() else { continue };
            let hit = match &out_canon {
                Some(o) => *o == inp || (inp.is_dir() && o.starts_with(&inp)),
                None => false,
            } || same_file::is_same_file(input, out).unwrap_or(false);
            if hit {
                return Err(WriteError::IsInput { input: input.clone(), out: out.to_path_buf() });
            }
        }
        Ok(())
    }

    /// [`Inputs::refuse`], then [`write_atomic`].
    pub fn write(&self, out: &Path, bytes: &[u8]) -> Result<(), WriteError> {
        self.refuse(out)?;
        write_atomic(out, bytes)
    }

    /// [`Inputs::refuse`], then [`write_atomic_with`]: for outputs streamed as they are made.
    pub fn write_with(
        &self,
        out: &Path,
        f: impl FnOnce(&mut dyn Write) -> std::io::Result<()>,
    ) -> Result<(), WriteError> {
        self.refuse(out)?;
        write_atomic_with(out, f)
    }
}

/// Where `out` would land: its canonical path, or, for a file not written yet, its directory's
/// canonical path joined with its name (so `dir/../log/new.txt` inside an input dir is caught).
fn canonical_target(out: &Path) -> Option<PathBuf> {
    if let Ok(c) = out.canonicalize() {
        return Some(c);
    }
    let name = out.file_name()?;
    let dir = out.parent().filter(|d| !d.as_os_str().is_empty()).unwrap_or(Path::new("."));
    dir.canonicalize().ok().map(|d| d.join(name))
}

/// Writes via a temporary file next to `path` and a rename. Prefer [`Inputs::write`] in a
/// command; this is for files no input can be (a scenario written from the GUI's session).
pub fn write_atomic(path: &Path, bytes: &[u8]) -> Result<(), WriteError> {
    write_atomic_with(path, |w| w.write_all(bytes))
}

/// [`write_atomic`] with the contents written by `f` into the temporary file.
pub fn write_atomic_with(
    path: &Path,
    f: impl FnOnce(&mut dyn Write) -> std::io::Result<()>,
) -> Result<(), WriteError> {
    let io = |source| WriteError::Io { path: path.to_path_buf(), source };
    if path.file_name().is_none() {
        return Err(WriteError::NotAFile(path.to_path_buf()));
    }
    let dir = path.parent().filter(|d| !d.as_os_str().is_empty()).unwrap_or(Path::new("."));
    let mut b = tempfile::Builder::new();
    b.prefix(".quantbench-");
    // A temporary file is owner-only by default; the file it becomes is as `File::create` makes
    // it (0o666 less the umask).
    #[cfg(unix)]
    {
        use std::os::unix::fs::PermissionsExt;
        b.permissions(std::fs::Permissions::from_mode(0o666));
    }
    let mut tmp = b.tempfile_in(dir).map_err(io)?;
    f(tmp.as_file_mut()).map_err(io)?;
    tmp.as_file().sync_all().map_err(io)?;
    tmp.persist(path).map_err(|e| io(e.error))?;
    Ok(())
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn refuses_inputs_by_path_link_and_directory() {
        let d = tempfile::tempdir().expect("a temp dir");
        let input = d.path().join("g.txt");
        std::fs::write(&input, "graph").expect("write");
        let inputs = Inputs::new([&input]);
        let via_dots = d.path().join(".").join("g.txt");
        assert!(matches!(inputs.write(&via_dots, b"x"), Err(WriteError::IsInput { .. })));
        let link = d.path().join("hard.txt");
        std::fs::hard_link(&input, &link).expect("hard link");
        assert!(matches!(inputs.write(&link, b"x"), Err(WriteError::IsInput { .. })));
        assert_eq!(std::fs::read_to_string(&input).expect("read"), "graph");

        let sub = d.path().join("debug");
        std::fs::create_dir(&sub).expect("mkdir");
        let in_dir = Inputs::new([&sub]);
        assert!(matches!(in_dir.refuse(&sub.join("new.json")), Err(WriteError::IsInput { .. })));

        let out = d.path().join("out.txt");
        inputs.write(&out, b"new").expect("a new file is fine");
        inputs.write(&out, b"newer").expect("and so is replacing an output");
        assert_eq!(std::fs::read_to_string(&out).expect("read"), "newer");
        let leftovers = std::fs::read_dir(d.path()).expect("ls").count();
        assert_eq!(leftovers, 4, "no temporary files left behind");
    }
}
