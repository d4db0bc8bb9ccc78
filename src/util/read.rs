//! The one way quantbench reads a whole file: the path is looked at before it is opened, so a
//! FIFO without a writer cannot block the command in `open()` and a character device such as
//! `/dev/zero` is not read until memory runs out; and at most [`MAX_FILE_BYTES`] are read.
//! Directories are refused here too: the readers that take one (debug dirs, trace dirs) check
//! for it before they come here.
use std::fs::{File, Metadata};
use std::io::Read;
use std::path::{Path, PathBuf};

/// The most a whole-file read takes in. TORCH_TRACE logs are streamed, not read whole, and are
/// not bound by it.
pub const MAX_FILE_BYTES: u64 = 4 << 30;

#[derive(Debug, thiserror::Error)]
pub enum ReadError {
    #[error("{}: {source}", path.display())]
    Io { path: PathBuf, source: std::io::Error },
    #[error("{}: expected a regular file, found {kind}", path.display())]
    NotAFile { path: PathBuf, kind: &'static str },
    #[error(
        "{}: the file is larger than the {} a file may have here (it was not read)",
        path.display(),
        crate::util::mem::format_bytes(*limit)
    )]
    TooLarge { path: PathBuf, limit: u64 },
}

impl ReadError {
    pub fn path(&self) -> &Path {
        match self {
            ReadError::Io { path, .. }
            | ReadError::NotAFile { path, .. }
            | ReadError::TooLarge { path, .. } => path,
        }
    }

    /// The message without the path, for errors that name the path themselves.
    pub fn reason(&self) -> String {
        let full = self.to_string();
        let prefix = format!("{}: ", self.path().display());
        full.strip_prefix(&prefix).map(str::to_string).unwrap_or(full)
    }
}

/// What a non-regular file is, in words for an error.
fn kind_of(m: &Metadata) -> &'static str {
    let t = m.file_type();
    if t.is_dir() {
        return "a directory";
    }
    #[cfg(unix)]
    {
        use std::os::unix::fs::FileTypeExt;
        if t.is_fifo() {
            return "a FIFO (named pipe)";
        }
        if t.is_char_device() {
            return "a character device";
        }
        if t.is_block_device() {
            return "a block device";
        }
        if t.is_socket() {
            return "a socket";
        }
    }
    "something that is not a regular file"
}

/// The file's metadata (following symlinks) when it is a regular file, without opening it.
pub fn regular_file(path: &Path) -> Result<Metadata, ReadError> {
    let m = std::fs::metadata(path)
        .map_err(|source| ReadError::Io { path: path.to_path_buf(), source })?;
    if !m.is_file() {
        return Err(ReadError::NotAFile { path: path.to_path_buf(), kind: kind_of(&m) });
    }
    Ok(m)
}

/// Opens a regular file for reading (the type checked before the open, which is what blocks on
/// a FIFO, and again on the open file, in case the path changed between the two). The file is
/// noted in the process's [`files_read`] once recording is on.
pub fn open_file(path: &Path) -> Result<(File, Metadata), ReadError> {
    regular_file(path)?;
    let io = |source| ReadError::Io { path: path.to_path_buf(), source };
    let f = File::open(path).map_err(io)?;
    let m = f.metadata().map_err(io)?;
    if !m.is_file() {
        return Err(ReadError::NotAFile { path: path.to_path_buf(), kind: kind_of(&m) });
    }
    note_read(path, &m);
    Ok((f, m))
}

/// A file this process read: where, and which file it was (device and inode), so a writer can
/// refuse it under any name.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct ReadFile {
    pub path: PathBuf,
    pub id: Option<FileId>,
}

/// A file's identity: device and inode on Unix.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub struct FileId {
    pub dev: u64,
    pub ino: u64,
}

impl FileId {
    pub fn of(m: &Metadata) -> Option<FileId> {
        #[cfg(unix)]
        {
            use std::os::unix::fs::MetadataExt;
            Some(FileId { dev: m.dev(), ino: m.ino() })
        }
        #[cfg(not(unix))]
        {
            let _ = m;
            None
        }
    }
}

/// What the process read, once [`record_reads`] turned recording on. A process-wide list because
/// files are found and read in many places (a `trace.log` beside a graph for size hints, a
/// scenario's goldens, a log's payloads read lazily on another thread): every one of them comes
/// through [`open_file`], and the writer refuses them all. The binary turns it on; library
/// users (the test binary runs many commands' code in one process) declare their inputs.
static READS: std::sync::Mutex<Option<Vec<ReadFile>>> = std::sync::Mutex::new(None);

fn reads() -> std::sync::MutexGuard<'static, Option<Vec<ReadFile>>> {
    READS.lock().unwrap_or_else(std::sync::PoisonError::into_inner)
}

/// Starts recording every file [`open_file`] opens, for the rest of the process.
pub fn record_reads() {
    let mut r = reads();
    if r.is_none() {
        *r = Some(Vec::new());
    }
}

fn note_read(path: &Path, m: &Metadata) {
    let mut r = reads();
    let Some(files) = r.as_mut() else { return };
    let id = FileId::of(m);
    let path = path.canonicalize().unwrap_or_else(|_| path.to_path_buf());
    if !files.iter().any(|f| f.path == path || (id.is_some() && f.id == id)) {
        files.push(ReadFile { path, id });
    }
}

/// Every file read so far (canonical paths), when recording is on.
pub fn files_read() -> Vec<ReadFile> {
    reads().clone().unwrap_or_default()
}

/// The file's bytes, refusing anything but a regular file of at most [`MAX_FILE_BYTES`].
pub fn read_file(path: &Path) -> Result<Vec<u8>, ReadError> {
    read_file_limited(path, MAX_FILE_BYTES)
}

/// [`read_file`] with another limit.
pub fn read_file_limited(path: &Path, limit: u64) -> Result<Vec<u8>, ReadError> {
    let (f, m) = open_file(path)?;
    let too_large = || ReadError::TooLarge { path: path.to_path_buf(), limit };
    if m.len() > limit {
        return Err(too_large());
    }
    let mut bytes = Vec::new();
    // The file may grow while it is read: one byte past the limit is enough to know.
    f.take(limit.saturating_add(1))
        .read_to_end(&mut bytes)
        .map_err(|source| ReadError::Io { path: path.to_path_buf(), source })?;
    if bytes.len() as u64 > limit {
        return Err(too_large());
    }
    Ok(bytes)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn refuses_devices_directories_and_large_files() {
        let d = tempfile::tempdir().expect("a temp dir");
        let e = read_file(d.path()).expect_err("a directory");
        assert!(e.to_string().contains("found a directory"), "{e}");
        #[cfg(unix)]
        {
            let e = read_file(Path::new("/dev/zero")).expect_err("a device");
            assert!(e.to_string().contains("found a character device"), "{e}");
        }
        let p = d.path().join("f.txt");
        std::fs::write(&p, b"0123456789").expect("write");
        assert_eq!(read_file_limited(&p, 10).expect("at the limit"), b"0123456789");
        let e = read_file_limited(&p, 9).expect_err("past the limit");
        assert!(e.to_string().contains("larger than the 9 B"), "{e}");
    }
}
