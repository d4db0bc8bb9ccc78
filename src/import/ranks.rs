//! A directory of per-rank TORCH_TRACE logs (`dedicated_log_torch_trace_rank_0_x.log`, ...), as a
//! distributed run writes them, read as one document whose stages carry their rank (tlparse's
//! multi-rank mode). Files in it that are not logs are listed as skipped, not fatal. The caller
//! canonicalizes the whole document once.
use super::{LoadError, LoadOptions};
use crate::ir::Document;
use std::path::{Path, PathBuf};

/// The rank a log's file name says (`..._rank_3.log`, `..._rank_1_n8zycf07.log`).
fn rank_of(name: &str) -> Option<u32> {
    let rest = &name[name.find("rank_")? + "rank_".len()..];
    let digits: String = rest.chars().take_while(char::is_ascii_digit).collect();
    digits.parse().ok()
}

/// None when `dir` holds no per-rank log (it is then read as a TORCH_COMPILE_DEBUG dir).
pub fn read_rank_dir(
    dir: &Path,
    _opts: LoadOptions,
    progress: &mut dyn FnMut(u64, Option<u64>),
) -> Result<Option<Document>, LoadError> {
    let io = |source| LoadError::Io { path: dir.display().to_string(), source };
    let mut files: Vec<PathBuf> = std::fs::read_dir(dir)
        .map_err(io)?
        .filter_map(|e| e.ok().map(|e| e.path()))
        .filter(|p| p.is_file())
        .collect();
    files.sort();
    let logs: Vec<(u32, &PathBuf)> = files
        .iter()
        .filter_map(|p| {
            // A name that is not UTF-8 is matched (and reported) as shown lossily.
            let name = p.file_name()?.to_string_lossy();
            name.contains("torch_trace").then_some(())?;
            Some((rank_of(&name)?, p))
        })
        .collect();
    if logs.is_empty() {
        return Ok(None);
    }
    let mut doc = Document::default();
    for p in &files {
        let name = p.file_name().map(|n| n.to_string_lossy()).unwrap_or_default();
        let Some(&(rank, _)) = logs.iter().find(|(_, l)| *l == p) else {
            let why = match std::fs::metadata(p) {
                Ok(m) if m.len() == 0 => "an empty file",
                _ => "not a per-rank TORCH_TRACE log",
            };
            doc.warnings.push(format!("skipped `{name}`: {why}"));
            continue;
        };
        let one = match super::load_path_reporting(p, LoadOptions { canonicalize: false }, progress)
        {
            Ok(d) if !d.stages.is_empty() || !d.artifacts.is_empty() => d,
            Ok(_) => {
                doc.warnings.push(format!("skipped `{name}`: no records"));
                continue;
            }
            Err(e) => {
                doc.warnings.push(format!("skipped `{name}`: {e}"));
                continue;
            }
        };
        doc.stages.extend(one.stages.into_iter().map(|mut s| {
            s.rank = Some(rank);
            s
        }));
        doc.artifacts.extend(one.artifacts.into_iter().map(|mut a| {
            a.rank = Some(rank);
            a
        }));
        doc.compiles.extend(one.compiles.into_iter().map(|mut c| {
            c.rank = Some(rank);
            c
        }));
        doc.phase_events.extend(one.phase_events.into_iter().map(|mut e| {
            e.rank = Some(rank);
            e
        }));
        doc.graph_executions.extend(one.graph_executions.into_iter().map(|mut e| {
            e.rank = Some(rank);
            e
        }));
        doc.envelope_stacks.extend(one.envelope_stacks.into_iter().map(|mut e| {
            e.rank = Some(rank);
            e
        }));
        doc.warnings.extend(one.warnings.into_iter().map(|w| format!("rank {rank}: {w}")));
    }
    Ok(Some(doc))
}

#[cfg(test)]
mod tests {
    #[test]
    fn ranks_from_file_names() {
        assert_eq!(super::rank_of("dedicated_log_torch_trace_rank_3.log"), Some(3));
        assert_eq!(super::rank_of("dedicated_log_torch_trace_rank_1_n8zycf07.log"), Some(1));
        assert_eq!(super::rank_of("notes.txt"), None);
    }
}
