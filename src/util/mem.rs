//! How much memory a run may take: sizes as people write them (`8G`, `512M`), the machine's
//! available memory, and the check that refuses a run before it allocates rather than letting
//! the allocator abort the process.
use std::path::Path;

/// `8G`, `512M`, `64k`, `1.5G`, `1024` (bytes); binary units, an optional `B`/`iB` suffix.
pub fn parse_size(s: &str) -> Result<u64, String> {
    let t = s.trim();
    let lower = t.to_ascii_lowercase();
    let body = lower.trim_end_matches("ib").trim_end_matches('b');
    let (num, shift) = match body.chars().last() {
        Some('k') => (&body[..body.len() - 1], 10),
        Some('m') => (&body[..body.len() - 1], 20),
        Some('g') => (&body[..body.len() - 1], 30),
        Some('t') => (&body[..body.len() - 1], 40),
        _ => (body, 0),
    };
    let bad = || format!("`{t}` is not a size (e.g. 8G, 512M, 65536)");
    let v: f64 = num.trim().parse().map_err(|_| bad())?;
    if !v.is_finite() || v < 0.0 {
        return Err(bad());
    }
    let bytes = v * (1u64 << shift) as f64;
    if bytes >= u64::MAX as f64 {
        return Err(format!("`{t}` is too large"));
    }
    Ok(bytes as u64)
}

/// `1.5 GiB`, `512 MiB`, `80 B`.
pub fn format_bytes(n: u64) -> String {
    const UNITS: [&str; 5] = ["B", "KiB", "MiB", "GiB", "TiB"];
    let mut v = n as f64;
    let mut u = 0;
    while v >= 1024.0 && u + 1 < UNITS.len() {
        v /= 1024.0;
        u += 1;
    }
    if u == 0 { format!("{n} B") } else { format!("{v:.1} {}", UNITS[u]) }
}

/// `MemAvailable` from `/proc/meminfo` in bytes (Linux); `None` where there is no such file.
pub fn available_memory() -> Option<u64> {
    let text = std::fs::read_to_string(Path::new("/proc/meminfo")).ok()?;
    meminfo_available(&text)
}

/// The largest cache of cpu0 in bytes, from sysfs (Linux; `491520K` there); `None` where
/// there is none to read.
pub fn last_level_cache_bytes() -> Option<u64> {
    let dir = std::fs::read_dir("/sys/devices/system/cpu/cpu0/cache").ok()?;
    dir.filter_map(|e| e.ok())
        .filter_map(|e| std::fs::read_to_string(e.path().join("size")).ok())
        .filter_map(|t| parse_size(&t).ok())
        .max()
}

fn meminfo_available(text: &str) -> Option<u64> {
    let line = text.lines().find(|l| l.starts_with("MemAvailable:"))?;
    let kib: u64 = line.split_whitespace().nth(1)?.parse().ok()?;
    kib.checked_mul(1024)
}

/// The most a run may allocate: given explicitly, or the memory available now.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Default)]
pub enum MemoryLimit {
    /// `MemAvailable` when the run starts (no limit where it cannot be read).
    #[default]
    Available,
    Bytes(u64),
}

impl MemoryLimit {
    /// The limit in bytes and where it came from, for the error.
    pub fn resolve(self) -> Option<(u64, &'static str)> {
        match self {
            MemoryLimit::Bytes(b) => Some((b, "--max-memory")),
            MemoryLimit::Available => available_memory().map(|b| (b, "the memory available")),
        }
    }

    /// An error when `need` bytes (for `what`) are more than the limit allows.
    pub fn check(self, need: u64, what: &str) -> Result<(), MemoryError> {
        match self.resolve() {
            Some((limit, origin)) if need > limit => {
                Err(MemoryError { need, limit, origin, what: what.to_string() })
            }
            _ => Ok(()),
        }
    }
}

impl std::str::FromStr for MemoryLimit {
    type Err = String;
    fn from_str(s: &str) -> Result<MemoryLimit, String> {
        parse_size(s).map(MemoryLimit::Bytes)
    }
}

#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
#[error(
    "{what} needs at least {} but {origin} is {} (--max-memory SIZE, e.g. 8G, changes the limit)",
    format_bytes(*need),
    format_bytes(*limit)
)]
pub struct MemoryError {
    pub need: u64,
    pub limit: u64,
    pub origin: &'static str,
    pub what: String,
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn sizes() {
        assert_eq!(parse_size("8G"), Ok(8 << 30));
        assert_eq!(parse_size("512M"), Ok(512 << 20));
        assert_eq!(parse_size("512MiB"), Ok(512 << 20));
        assert_eq!(parse_size("1.5k"), Ok(1536));
        assert_eq!(parse_size("100"), Ok(100));
        assert!(parse_size("lots").is_err());
        assert!(parse_size("-1G").is_err());
        // sysfs's cache sizes (`last_level_cache_bytes`).
        assert_eq!(parse_size("491520K"), Ok(480 << 20));
        assert_eq!(parse_size("32M"), Ok(32 << 20));
        assert_eq!(parse_size("1024"), Ok(1024));
        assert!(parse_size("12Q").is_err());
        assert!(parse_size("").is_err());
        assert_eq!(format_bytes(80_000_000_000), "74.5 GiB");
        assert_eq!(meminfo_available("MemTotal: 10 kB\nMemAvailable:  2048 kB\n"), Some(2 << 20));
    }
}
