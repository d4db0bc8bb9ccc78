//! TORCH_COMPILE_DEBUG directories: `torch_compile_debug/run_*/torchinductor/<graph>.<n>/`, as
//! Inductor's `DebugFormatter` writes them. Any folder from `torch_compile_debug/` down to one
//! graph folder opens as one document: every graph folder found below it (in run order, then in
//! graph order) contributes its FX files as stages and its scheduler IR and output code as
//! artifacts, under a compile id named after the folder.
use super::{LoadError, ParseError};
use crate::ir::{Artifact, ArtifactKind, Document, Stage};
use std::path::{Path, PathBuf};

/// Files of a graph folder that hold FX text, in the order Inductor produces them.
const FX_FILES: [(&str, &str); 2] = [
    ("fx_graph_readable.py", "fx_graph_readable"),
    ("fx_graph_transformed.py", "fx_graph_transformed"),
];
const TEXT_FILES: [(&str, &str, ArtifactKind); 5] = [
    ("ir_pre_fusion.txt", "ir_pre_fusion", ArtifactKind::SchedulerIr),
    ("ir_post_fusion.txt", "ir_post_fusion", ArtifactKind::SchedulerIr),
    ("output_code.py", "output_code", ArtifactKind::OutputCode),
    ("fx_graph_runnable.py", "fx_graph_runnable", ArtifactKind::Other),
    // Written with `trace.provenance_tracking_level = 1`: the kernels each post-grad node went
    // into, as the TORCH_TRACE artifact of the same name has them.
    (
        "inductor_provenance_tracking_node_mappings.json",
        "inductor_provenance_tracking_node_mappings",
        ArtifactKind::Provenance,
    ),
];
/// Deep enough for `torch_compile_debug/run_*/torchinductor/<graph>/` from one level above.
const MAX_DEPTH: usize = 6;

fn is_graph_folder(dir: &Path) -> bool {
    FX_FILES
        .iter()
        .map(|f| f.0)
        .chain(TEXT_FILES.iter().map(|f| f.0))
        .any(|f| dir.join(f).is_file())
}

/// The graph folders at or below `root` (symlinks are not followed), in natural name order.
pub fn graph_folders(root: &Path) -> Result<Vec<PathBuf>, LoadError> {
    let mut out = Vec::new();
    walk(root, 0, &mut out)?;
    Ok(out)
}

fn walk(dir: &Path, depth: usize, out: &mut Vec<PathBuf>) -> Result<(), LoadError> {
    if is_graph_folder(dir) {
        out.push(dir.to_path_buf());
        return Ok(());
    }
    if depth >= MAX_DEPTH {
        return Ok(());
    }
    let io = |source| LoadError::Io { path: dir.display().to_string(), source };
    let mut subs: Vec<PathBuf> = Vec::new();
    for e in std::fs::read_dir(dir).map_err(io)? {
        let e = e.map_err(io)?;
        if e.file_type().map_err(io)?.is_dir() {
            subs.push(e.path());
        }
    }
    subs.sort_by(|a, b| natural_cmp(&a.to_string_lossy(), &b.to_string_lossy()));
    for s in subs {
        walk(&s, depth + 1, out)?;
    }
    Ok(())
}

/// Orders `model__2_inference_10.0` after `model__2_inference_9.0`.
pub(crate) fn natural_cmp(a: &str, b: &str) -> std::cmp::Ordering {
    fn chunks(s: &str) -> Vec<(bool, &str)> {
        let mut v = Vec::new();
        let mut start = 0;
        let bytes = s.as_bytes();
        for i in 1..=bytes.len() {
            let split =
                i == bytes.len() || bytes[i].is_ascii_digit() != bytes[i - 1].is_ascii_digit();
            if split {
                v.push((bytes[start].is_ascii_digit(), &s[start..i]));
                start = i;
            }
        }
        v
    }
    let (ca, cb) = (chunks(a), chunks(b));
    for (x, y) in ca.iter().zip(&cb) {
        let o = match (x.0, y.0) {
            (true, true) => {
                let (tx, ty) = (x.1.trim_start_matches('0'), y.1.trim_start_matches('0'));
                tx.len().cmp(&ty.len()).then(tx.cmp(ty))
            }
            _ => x.1.cmp(y.1),
        };
        if o.is_ne() {
            return o;
        }
    }
    ca.len().cmp(&cb.len())
}

/// Reads every graph folder at or below `root` into one document (graphs as printed; not
/// canonicalized).
pub fn read_debug_dir(root: &Path) -> Result<Document, LoadError> {
    let folders = graph_folders(root)?;
    if folders.is_empty() {
        return Err(ParseError {
            file: root.display().to_string(),
            line: 1,
            col: 1,
            expected: "a TORCH_COMPILE_DEBUG folder (torch_compile_debug/run_*/torchinductor/<graph>/ with fx_graph_readable.py, ir_pre_fusion.txt, ...)".into(),
            found: "no such graph folder below it".into(),
        }
        .into());
    }
    let names: Vec<String> = folders.iter().map(|f| folder_name(f)).collect();
    let mut doc = Document::default();
    for (i, dir) in folders.iter().enumerate() {
        // Two runs may hold graph folders of the same name; the run then tells them apart.
        let clash = names.iter().filter(|n| **n == names[i]).count() > 1;
        let compile_id =
            if clash { format!("{}/{}", run_name(dir), names[i]) } else { names[i].clone() };
        for (file, stage) in FX_FILES {
            let path = dir.join(file);
            if !path.is_file() {
                continue;
            }
            let text = read_text(&path)?;
            let parsed = super::fx::parse_fx_raw(&text, &path.display().to_string())?;
            let many = parsed.stages.len() > 1;
            for (k, st) in parsed.stages.into_iter().enumerate() {
                let name = if many { format!("{stage}_{k}") } else { stage.to_string() };
                if let Ok(g) = st.into_graph() {
                    doc.stages.push(Stage::new(name, Some(compile_id.clone()), g));
                }
            }
        }
        for (file, name, kind) in TEXT_FILES {
            let path = dir.join(file);
            if path.is_file() {
                let text = read_text(&path)?;
                let metadata = serde_json::json!({ "path": path.display().to_string() });
                doc.artifacts.push(Artifact::new(
                    name.into(),
                    Some(compile_id.clone()),
                    kind,
                    metadata,
                    text,
                ));
            }
        }
    }
    Ok(doc)
}

fn folder_name(dir: &Path) -> String {
    dir.file_name()
        .map(|n| n.to_string_lossy().into_owned())
        .unwrap_or_else(|| dir.display().to_string())
}

/// The `run_*` folder above a graph folder, or its parent's name.
fn run_name(dir: &Path) -> String {
    dir.ancestors()
        .filter_map(|a| a.file_name())
        .map(|n| n.to_string_lossy().into_owned())
        .find(|n| n.starts_with("run_"))
        .unwrap_or_else(|| dir.parent().map(folder_name).unwrap_or_default())
}

fn read_text(path: &Path) -> Result<String, LoadError> {
    let file = path.display().to_string();
    let bytes = crate::util::read::read_file(path)?;
    Ok(super::utf8_text(&bytes, &file)?.to_string())
}

#[cfg(test)]
mod tests {
    use super::natural_cmp;
    use std::cmp::Ordering;

    #[test]
    fn natural_order() {
        assert_eq!(
            natural_cmp("model__2_inference_10.0", "model__2_inference_9.0"),
            Ordering::Greater
        );
        assert_eq!(natural_cmp("run_a", "run_b"), Ordering::Less);
        assert_eq!(natural_cmp("x1", "x01"), Ordering::Equal);
        assert_eq!(natural_cmp("", "a"), Ordering::Less);
    }
}
