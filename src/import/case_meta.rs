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

/// Inductor's GPU timing of one variant of a GPU-corpus case (`default`, `autotune`).
#[derive(Debug, Clone, PartialEq)]
pub struct GpuTiming {
    pub variant: String,
    pub device: String,
    pub torch: String,
    pub eager_s: f64,
    pub compiled_s: f64,
    /// From `timing.json` (the case alone on the machine); otherwise `meta.json`'s, which the
    /// generator took while other cases compiled beside it.
    pub alone: bool,
}

/// `dir` and the same case in its sibling variants (`gpu/<variant>/<case>`), `dir` first.
fn variant_dirs(dir: &Path) -> Vec<std::path::PathBuf> {
    let mut v = vec![dir.to_path_buf()];
    let (Some(case), Some(variants)) = (dir.file_name(), dir.parent().and_then(Path::parent))
    else {
        return v;
    };
    let Ok(entries) = std::fs::read_dir(variants) else { return v };
    let mut others: Vec<_> = entries.flatten().map(|e| e.path().join(case)).collect();
    others.sort();
    v.extend(others.into_iter().filter(|d| d != dir && d.is_dir()));
    v
}

/// Every file [`read_case_meta`] and [`gpu_timings`] may read for the case in `dir`: what a
/// command must not write over.
pub fn case_files(dir: &Path) -> Vec<std::path::PathBuf> {
    variant_dirs(dir)
        .into_iter()
        .flat_map(|d| [d.join("meta.json"), d.join("timing.json")])
        .filter(|p| p.is_file())
        .collect()
}

/// The GPU timings of a GPU-corpus case folder (`gpu/<variant>/<case>`) and of the same case
/// in its sibling variants, this folder's first. Empty for a case without a GPU in its meta.
pub fn gpu_timings(dir: &Path) -> Vec<GpuTiming> {
    let one = |d: &Path| -> Option<GpuTiming> {
        let meta = read_case_meta(d).ok()??;
        let device = meta.device.clone()?;
        let variant = meta.variant.clone()?;
        if let Ok(Some(t)) = read_case_timing(d) {
            return Some(GpuTiming {
                variant,
                device: t.device,
                torch: t.torch,
                eager_s: t.eager_median_s,
                compiled_s: t.compiled_median_s,
                alone: true,
            });
        }
        Some(GpuTiming {
            variant,
            device,
            torch: meta.torch.clone().unwrap_or_default(),
            eager_s: meta.eager_median_s?,
            compiled_s: meta.compiled_median_s?,
            alone: false,
        })
    };
    // Only a GPU case has sibling variants worth reading.
    let Some(first) = one(dir) else { return vec![] };
    let dirs = variant_dirs(dir);
    std::iter::once(first).chain(dirs[1..].iter().filter_map(|d| one(d))).collect()
}

impl GpuTiming {
    /// `autotune on NVIDIA H100 80GB HBM3 (torch 2.11.0+cu130): eager 62.6 µs, compiled 61.3 µs`
    pub fn text(&self) -> String {
        format!(
            "{} on {} (torch {}): eager {:.1} µs, compiled {:.1} µs{}",
            self.variant,
            self.device,
            self.torch,
            self.eager_s * 1e6,
            self.compiled_s * 1e6,
            if self.alone { "" } else { " (timed while other cases compiled)" }
        )
    }
}
