//! depyf's dump folder (`depyf.prepare_debug(dir)`): besides FX graphs
//! (`__compiled_fn_N.AFTER_POST_GRAD.0.py`, read as FX text), it writes Python that is code, not
//! a graph: the function Dynamo rewrote, decompiled with its guards (`full_code_for_<fn>_N.py`),
//! the transformed bytecode decompiled (`__transformed_code_N_for_<fn>.py`), and Inductor's output
//! code (`__compiled_fn_N.kernel_M.py`). Those are kept as artifacts, listed as depyf's, so a
//! depyf folder opens whole and `survey` counts them as code rather than unreadable graphs.
use crate::ir::{Artifact, ArtifactKind, Document};
use std::path::Path;

/// What a depyf code file is, from the name depyf gives it.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum DepyfCode {
    /// `full_code_for_<fn>_N.py`: the rewritten function, its guards and compiled calls.
    FullCode,
    /// `__transformed_code_N_for_<fn>.py`: Dynamo's transformed bytecode, decompiled.
    TransformedCode,
    /// `__compiled_fn_N.kernel_M.py`: Inductor's output code for compiled function N.
    Kernel,
}

impl DepyfCode {
    pub fn of(path: &Path) -> Option<DepyfCode> {
        let name = path.file_name()?.to_str()?;
        let stem = name.strip_suffix(".py")?;
        if stem.starts_with("full_code_for_") {
            return Some(DepyfCode::FullCode);
        }
        if let Some(rest) = stem.strip_prefix("__transformed_code_")
            && rest.split_once("_for_").is_some_and(|(n, _)| n.bytes().all(|b| b.is_ascii_digit()))
        {
            return Some(DepyfCode::TransformedCode);
        }
        let (_, last) = stem.strip_prefix("__compiled_fn_")?.split_once('.')?;
        let m = last.strip_prefix("kernel_")?;
        (!m.is_empty() && m.bytes().all(|b| b.is_ascii_digit())).then_some(DepyfCode::Kernel)
    }

    /// The artifact name it is kept under (`depyf_full_code`, ...).
    pub fn artifact_name(self) -> &'static str {
        match self {
            DepyfCode::FullCode => "depyf_full_code",
            DepyfCode::TransformedCode => "depyf_transformed_code",
            DepyfCode::Kernel => "depyf_kernel",
        }
    }

    pub fn describe(self) -> &'static str {
        match self {
            DepyfCode::FullCode => "depyf: the function Dynamo rewrote, with its guards",
            DepyfCode::TransformedCode => "depyf: Dynamo's transformed bytecode, decompiled",
            DepyfCode::Kernel => "depyf: Inductor's output code",
        }
    }

    fn kind(self) -> ArtifactKind {
        match self {
            DepyfCode::Kernel => ArtifactKind::OutputCode,
            DepyfCode::FullCode | DepyfCode::TransformedCode => ArtifactKind::Other,
        }
    }

    /// `__compiled_fn_N.kernel_M.py` belongs to compiled function N, as its graphs do.
    fn compile_id(path: &Path) -> Option<String> {
        let name = path.file_name()?.to_str()?;
        let n = name.strip_prefix("__compiled_fn_")?.split('.').next()?;
        Some(format!("__compiled_fn_{n}"))
    }
}

/// A document holding one depyf code file as an artifact (the file's name says what it is).
pub fn code_document(path: &Path, kind: DepyfCode, text: String) -> Document {
    let metadata = serde_json::json!({
        "file": path.file_name().map(|f| f.to_string_lossy().into_owned()),
        "what": kind.describe(),
    });
    Document {
        path: Some(path.to_path_buf()),
        stages: vec![],
        artifacts: vec![Artifact::new(
            kind.artifact_name().into(),
            DepyfCode::compile_id(path),
            kind.kind(),
            metadata,
            text,
        )],
        ..Default::default()
    }
}

/// Where a file of compiled function N comes in the pipeline, as depyf writes them (its files'
/// times say the same, but a clone of a repository does not keep file times).
fn pipeline_rank(name: &str) -> (u64, u8) {
    let Some(rest) = name.strip_prefix("__compiled_fn_") else { return (u64::MAX, 9) };
    let digits: String = rest.chars().take_while(char::is_ascii_digit).collect();
    let n = digits.parse().unwrap_or(u64::MAX);
    let what = rest.split_once('.').map_or("", |(_, w)| w);
    let rank = if what.starts_with("pre_insert_deferred_runtime_asserts___compiled_fn_") {
        0
    } else if what.starts_with("__compiled_fn_") {
        1
    } else if what.starts_with("BEFORE_PRE_GRAD") {
        2
    } else if what.starts_with("pre_insert_deferred_runtime_asserts_reenter_make_fx") {
        3
    } else if what.contains("_graph.") {
        4
    } else if what.starts_with("tensorify_python_scalars") {
        5
    } else if what.starts_with("AFTER_POST_GRAD") {
        6
    } else if what.starts_with("kernel_") {
        7
    } else {
        8
    };
    (n, rank)
}

/// A depyf dump folder as one document: its graph files as stages of their compiled function
/// (`__compiled_fn_N`), in pipeline order, and its code files as artifacts. `None` when the folder holds no file of depyf's names.
pub fn read_depyf_dir(
    dir: &Path,
    opts: super::LoadOptions,
) -> Result<Option<Document>, super::LoadError> {
    let io = |source| super::LoadError::Io { path: dir.display().to_string(), source };
    let mut files = vec![];
    for e in std::fs::read_dir(dir).map_err(io)? {
        let e = e.map_err(io)?;
        let p = e.path();
        let name = e.file_name().to_string_lossy().into_owned();
        let depyf = DepyfCode::of(&p).is_some()
            || (name.starts_with("__compiled_fn_") && name.ends_with(".py"));
        if depyf && e.file_type().map_err(io)?.is_file() {
            files.push((pipeline_rank(&name), name, p));
        }
    }
    if files.is_empty() {
        return Ok(None);
    }
    files.sort_by(|a, b| a.0.cmp(&b.0).then_with(|| super::debug_dir::natural_cmp(&a.1, &b.1)));
    let mut doc = Document { path: Some(dir.to_path_buf()), ..Default::default() };
    for (_, _, p) in files {
        let file = p.display().to_string();
        let bytes = crate::util::read::read_file(&p)?;
        let text = super::utf8_text(&bytes, &file)?;
        if let Some(kind) = DepyfCode::of(&p) {
            doc.artifacts.extend(code_document(&p, kind, text.to_string()).artifacts);
            continue;
        }
        let part = super::parse_text(text, &file, opts)?;
        for mut st in part.stages {
            st.compile_id = DepyfCode::compile_id(&p);
            doc.stages.push(st);
        }
        doc.warnings.extend(part.warnings);
    }
    Ok(Some(doc))
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn depyf_names_its_code_files_so() {
        let of = |n: &str| DepyfCode::of(Path::new(n));
        assert_eq!(of("full_code_for_f_0.py"), Some(DepyfCode::FullCode));
        assert_eq!(
            of("__transformed_code_0_for_torch_dynamo_resume_in_f_at_8.py"),
            Some(DepyfCode::TransformedCode)
        );
        assert_eq!(of("__compiled_fn_5.kernel_0.py"), Some(DepyfCode::Kernel));
        // Graphs stay graphs.
        assert_eq!(of("__compiled_fn_5.AFTER_POST_GRAD.0.py"), None);
        assert_eq!(of("__compiled_fn_5.Forward_graph.0.py"), None);
        assert_eq!(of("__transformed_code_x_for_f.py"), None);
        assert_eq!(of("kernel_0.py"), None);
    }
}
