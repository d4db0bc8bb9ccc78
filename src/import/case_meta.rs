//! A corpus case's `meta.json` (written by the corpus generators beside the dumps): how the
//! program was compiled, which fusion config Inductor ran with, and the timings taken there.
//! `timing.json`, where present, holds a cleaner GPU timing of the same case (one case on the
//! machine at a time).
use serde::Deserialize;
use std::collections::BTreeMap;
use std::path::Path;

#[derive(Debug, Clone, Default, PartialEq, Deserialize)]
pub struct CaseMeta {
    pub case: Option<String>,
    pub variant: Option<String>,
    pub torch: Option<String>,
    /// The GPU's name (GPU corpus only).
    pub device: Option<String>,
    /// `torch.compile` keyword arguments (`{"mode": "max-autotune-no-cudagraphs"}`; the GPU
    /// generator writes every value as a string, the CPU one as JSON).
    #[serde(default)]
    pub compile_kwargs: BTreeMap<String, serde_json::Value>,
    pub max_autotune_gemm_backends: Option<String>,
    /// `torch._inductor.config` values when the case compiled (GPU corpus only).
    pub prologue_fusion: Option<bool>,
    pub epilogue_fusion: Option<bool>,
    pub benchmark_epilogue_fusion: Option<bool>,
    pub max_abs_err_compiled_vs_eager: Option<f64>,
    pub eager_median_s: Option<f64>,
    pub compiled_median_s: Option<f64>,
}

impl CaseMeta {
    /// Whether the recorded torch version (`2.11.0+cu130`) is older than `major.minor`; false
    /// when none is recorded or it does not read as a version.
    pub fn torch_before(&self, major: u32, minor: u32) -> bool {
        let Some(v) = &self.torch else { return false };
        let mut parts = v.split(['.', '+']).map(|p| p.parse::<u32>());
        match (parts.next(), parts.next()) {
            (Some(Ok(a)), Some(Ok(b))) => (a, b) < (major, minor),
            _ => false,
        }
    }
    /// `mode="max-autotune"` or `"max-autotune-no-cudagraphs"`.
    pub fn max_autotune(&self) -> bool {
        self.compile_kwargs
            .get("mode")
            .and_then(|m| m.as_str())
            .is_some_and(|m| m.starts_with("max-autotune"))
    }
}

/// `timing.json`: eager and compiled wall time per call of one case, measured alone.
#[derive(Debug, Clone, PartialEq, Deserialize)]
pub struct CaseTiming {
    pub device: String,
    pub torch: String,
    pub method: String,
    pub eager_median_s: f64,
    pub eager_p10_s: f64,
    pub eager_p90_s: f64,
    pub compiled_median_s: f64,
    pub compiled_p10_s: f64,
    pub compiled_p90_s: f64,
}

fn read_json<T: serde::de::DeserializeOwned>(path: &Path) -> anyhow::Result<Option<T>> {
    if !path.is_file() {
        return Ok(None);
    }
    let bytes = crate::util::read::read_file(path)?;
    let v = serde_json::from_slice(&bytes)
        .map_err(|e| anyhow::anyhow!("{}:{}:{}: {e}", path.display(), e.line(), e.column()))?;
    Ok(Some(v))
}

/// The `meta.json` of a case folder, if it has one.
pub fn read_case_meta(dir: &Path) -> anyhow::Result<Option<CaseMeta>> {
    read_json(&dir.join("meta.json"))
}

/// The `timing.json` of a case folder, if it has one.
pub fn read_case_timing(dir: &Path) -> anyhow::Result<Option<CaseTiming>> {
    read_json(&dir.join("timing.json"))
}
