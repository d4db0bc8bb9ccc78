//! The file a write goes to before it replaces its target. On Linux it is opened with
//! `O_TMPFILE`: it has no name until it is complete, so no signal can strand it. Where the
//! filesystem refuses that (or `QUANTBENCH_NAMED_TEMP=1` asks for the fallback, which the tests
//! use), it is `.quantbench-<pid>-XXXXXX` beside the target: registered for removal by the
//! signal thread while it exists, and swept by a later write once its process is gone.
use std::fs::File;
use std::io;
use std::path::{Path, PathBuf};
use std::sync::Mutex;

const PREFIX: &str = ".quantbench-";

/// Named temporary files that exist right now, removed if the process is told to stop.
static LIVE: Mutex<Vec<PathBuf>> = Mutex::new(Vec::new());

fn live() -> std::sync::MutexGuard<'static, Vec<PathBuf>> {
    LIVE.lock().unwrap_or_else(std::sync::PoisonError::into_inner)
}

/// A name of ours on disk for as long as this lives (removed on drop and on SIGINT/SIGTERM/SIGHUP).
pub(super) struct Named(PathBuf);

impl Named {
    /// Listed before anything exists under `path` (the caller creates it afterwards).
    fn new(path: PathBuf) -> Named {
        stop_signals_remove_temps();
        live().push(path.clone());
        Named(path)
    }

    /// A new named temporary file in `dir`. The cleanup thread is started first, and the file
    /// is created and listed under the lock it takes: a stop signal arriving at any moment
    /// finds the file listed or not yet made, never made and unlisted.
    fn create(dir: &Path) -> io::Result<(File, Named)> {
        stop_signals_remove_temps();
        let mut live = live();
        let (file, path) = create_named(dir)?;
        live.push(path.clone());
        Ok((file, Named(path)))
    }
}

impl Drop for Named {
    fn drop(&mut self) {
        let _ = std::fs::remove_file(&self.0);
        live().retain(|p| *p != self.0);
    }
}

pub(super) enum Pending {
    /// An `O_TMPFILE` file: no name until [`Pending::persist`].
    #[cfg(target_os = "linux")]
    Unnamed {
        file: File,
        dir: PathBuf,
    },
    Named {
        file: File,
        name: Named,
    },
}

impl Pending {
    pub(super) fn create(dir: &Path) -> io::Result<Pending> {
        #[cfg(target_os = "linux")]
        if std::env::var_os("QUANTBENCH_NAMED_TEMP").is_none()
            && let Some(file) = open_unnamed(dir)?
        {
            return Ok(Pending::Unnamed { file, dir: dir.to_path_buf() });
        }
        let (file, name) = Named::create(dir)?;
        Ok(Pending::Named { file, name })
    }

    pub(super) fn file(&mut self) -> &mut File {
        match self {
            #[cfg(target_os = "linux")]
            Pending::Unnamed { file, .. } => file,
            Pending::Named { file, .. } => file,
        }
    }

    /// Makes the complete file `target`, replacing what was there in one rename.
    pub(super) fn persist(self, target: &Path) -> io::Result<()> {
        match self {
            #[cfg(target_os = "linux")]
            Pending::Unnamed { file, dir } => {
                file.sync_all()?;
                // A name for the rename: `linkat` cannot replace an existing file.
                let name = Named::new(unique_name(&dir));
                if link_unnamed(&file, &name.0).is_err() {
                    // No /proc and no CAP_DAC_READ_SEARCH: copy into a named file instead.
                    drop(name);
                    let (mut named, name) = Named::create(&dir)?;
                    let mut src = file;
                    io::Seek::seek(&mut src, io::SeekFrom::Start(0))?;
                    io::copy(&mut src, &mut named)?;
                    named.sync_all()?;
                    return rename_into(name, target);
                }
                rename_into(name, target)
            }
            Pending::Named { file, name } => {
                file.sync_all()?;
                rename_into(name, target)
            }
        }
    }
}

fn rename_into(name: Named, target: &Path) -> io::Result<()> {
    std::fs::rename(&name.0, target)?;
    live().retain(|p| *p != name.0);
    std::mem::forget(name);
    Ok(())
}

/// A name nobody has, beside the target: our pid, so a later write can tell whether the writer
/// still runs, and random letters.
fn unique_name(dir: &Path) -> PathBuf {
    use rand::Rng;
    let tail: String =
        rand::rng().sample_iter(rand::distr::Alphanumeric).take(10).map(char::from).collect();
    dir.join(format!("{PREFIX}{}-{tail}", std::process::id()))
}

fn create_named(dir: &Path) -> io::Result<(File, PathBuf)> {
    let mut b = tempfile::Builder::new();
    let prefix = format!("{PREFIX}{}-", std::process::id());
    b.prefix(&prefix);
    // A temporary file is owner-only by default; the file it becomes is as `File::create`
    // makes it (0o666 less the umask).
    #[cfg(unix)]
    {
        use std::os::unix::fs::PermissionsExt;
        b.permissions(std::fs::Permissions::from_mode(0o666));
    }
    let (file, path) = b.tempfile_in(dir)?.keep().map_err(|e| e.error)?;
    Ok((file, path))
}

/// `open(dir, O_TMPFILE | O_WRONLY, 0666)`; None where the filesystem has no `O_TMPFILE`.
#[cfg(target_os = "linux")]
fn open_unnamed(dir: &Path) -> io::Result<Option<File>> {
    use std::os::unix::fs::OpenOptionsExt;
    match std::fs::OpenOptions::new()
        .write(true)
        .mode(0o666)
        .custom_flags(libc::O_TMPFILE)
        .open(dir)
    {
        Ok(f) => Ok(Some(f)),
        Err(e)
            if matches!(
                e.raw_os_error(),
                Some(libc::EOPNOTSUPP | libc::EISDIR | libc::EINVAL | libc::ENOENT)
            ) && dir.is_dir() =>
        {
            Ok(None)
        }
        Err(e) => Err(e),
    }
}

/// Gives an `O_TMPFILE` file the name `to`: through `/proc/self/fd` (any user), else
/// `AT_EMPTY_PATH` (needs CAP_DAC_READ_SEARCH).
#[cfg(target_os = "linux")]
fn link_unnamed(file: &File, to: &Path) -> io::Result<()> {
    use std::ffi::CString;
    use std::os::unix::ffi::OsStrExt;
    use std::os::unix::io::AsRawFd;
    let fd = file.as_raw_fd();
    let to = CString::new(to.as_os_str().as_bytes())?;
    let proc_path = CString::new(format!("/proc/self/fd/{fd}"))?;
    // SAFETY: both paths are NUL-terminated C strings that outlive the calls; `fd` is open.
    let linked = unsafe {
        libc::linkat(
            libc::AT_FDCWD,
            proc_path.as_ptr(),
            libc::AT_FDCWD,
            to.as_ptr(),
            libc::AT_SYMLINK_FOLLOW,
        ) == 0
            || libc::linkat(fd, c"".as_ptr(), libc::AT_FDCWD, to.as_ptr(), libc::AT_EMPTY_PATH) == 0
    };
    if linked { Ok(()) } else { Err(io::Error::last_os_error()) }
}

/// Removes `.quantbench-<pid>-*` files in `dir` whose process no longer runs: what a writer
/// killed without a chance to clean up (SIGKILL, a power cut) left behind on a filesystem
/// without `O_TMPFILE`. Files of running writers and names of any other form are left alone.
pub(super) fn sweep_dead_writers(dir: &Path) {
    let Ok(entries) = std::fs::read_dir(dir) else { return };
    for e in entries.flatten() {
        let name = e.file_name();
        let Some(pid) = name.to_str().and_then(writer_pid) else { continue };
        if !process_runs(pid) && e.file_type().is_ok_and(|t| t.is_file()) {
            let _ = std::fs::remove_file(e.path());
        }
    }
}

/// The pid in `.quantbench-<pid>-<letters>`.
fn writer_pid(name: &str) -> Option<u32> {
    let (pid, tail) = name.strip_prefix(PREFIX)?.split_once('-')?;
    (!tail.is_empty() && tail.bytes().all(|b| b.is_ascii_alphanumeric())).then_some(())?;
    pid.parse().ok().filter(|&p| p > 0)
}

fn process_runs(pid: u32) -> bool {
    #[cfg(unix)]
    {
        let Ok(pid) = libc::pid_t::try_from(pid) else { return false };
        // SAFETY: signal 0 only checks that the process exists.
        let r = unsafe { libc::kill(pid, 0) };
        r == 0 || io::Error::last_os_error().raw_os_error() != Some(libc::ESRCH)
    }
    #[cfg(not(unix))]
    {
        let _ = pid;
        true
    }
}

/// Once per process: a thread that, on SIGINT, SIGTERM or SIGHUP, removes the named temporary
/// files that exist and then ends the process as that signal would have.
fn stop_signals_remove_temps() {
    #[cfg(unix)]
    {
        static ONCE: std::sync::Once = std::sync::Once::new();
        ONCE.call_once(|| {
            use signal_hook::consts::{SIGHUP, SIGINT, SIGTERM};
            let Ok(mut signals) = signal_hook::iterator::Signals::new([SIGINT, SIGTERM, SIGHUP])
            else {
                return;
            };
            let _ = std::thread::Builder::new().name("temp-cleanup".into()).spawn(move || {
                if let Some(sig) = signals.forever().next() {
                    for p in live().drain(..) {
                        let _ = std::fs::remove_file(p);
                    }
                    let _ = signal_hook::low_level::emulate_default_handler(sig);
                    std::process::exit(128 + sig);
                }
            });
        });
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn writer_pids_are_read_only_from_our_names() {
        assert_eq!(writer_pid(".quantbench-1234-aB3xYz09Qq"), Some(1234));
        assert_eq!(writer_pid(".quantbench-abc123"), None);
        assert_eq!(writer_pid(".quantbench-1234-"), None);
        assert_eq!(writer_pid("quantbench-1234-ab"), None);
        assert_eq!(writer_pid(".quantbench-0-ab"), None);
    }

    #[test]
    fn sweeps_files_of_dead_writers_only() {
        let d = tempfile::tempdir().expect("a temp dir");
        // No pid is this large on Linux (pid_max is at most 2^22).
        let dead = d.path().join(".quantbench-2000000000-abcdef");
        let mine = d.path().join(format!(".quantbench-{}-abcdef", std::process::id()));
        let other = d.path().join(".quantbench-xyz");
        for p in [&dead, &mine, &other] {
            std::fs::write(p, b"partial").expect("write");
        }
        sweep_dead_writers(d.path());
        assert!(!dead.exists(), "a dead writer's file is swept");
        assert!(mine.exists() && other.exists(), "a running writer's and foreign names stay");
    }

    #[test]
    fn both_kinds_of_pending_file_persist_and_leave_nothing() {
        let d = tempfile::tempdir().expect("a temp dir");
        let target = d.path().join("out.bin");
        let mut p = Pending::create(d.path()).expect("create");
        io::Write::write_all(p.file(), b"unnamed").expect("write");
        p.persist(&target).expect("persist");
        assert_eq!(std::fs::read(&target).expect("read"), b"unnamed");
        let (file, name) = Named::create(d.path()).expect("named");
        let path = name.0.clone();
        let p = Pending::Named { file, name };
        drop(p);
        assert!(!path.exists(), "a dropped named file is removed");
        let names: Vec<_> = std::fs::read_dir(d.path()).expect("ls").flatten().collect();
        assert_eq!(names.len(), 1, "only the target");
    }
}
