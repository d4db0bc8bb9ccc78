//! Node metadata as far as FX text carries it: the value annotation (`"f32[4, 256]"`,
//! `"Sym(s15)"`), the source location of the `# File:` comment, and invoke_quant's options.
use super::dtype::DType;
use super::sym::{SymExpr, SymInt};
use serde::{Deserialize, Serialize};
use std::fmt;

/// `cpu`, `cuda:0`, `meta`, ...
#[derive(Debug, Clone, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub struct Device {
    pub kind: String,
    pub index: Option<u32>,
}

impl Device {
    pub fn cpu() -> Device {
        Device { kind: "cpu".into(), index: None }
    }
    /// Parses `cpu`, `cuda:0`.
    pub fn parse(s: &str) -> Option<Device> {
        let (kind, index) = match s.split_once(':') {
            Some((k, i)) => (k, Some(i.parse().ok()?)),
            None => (s, None),
        };
        if kind.is_empty() || !kind.chars().all(|c| c.is_ascii_alphanumeric() || c == '_') {
            return None;
        }
        Some(Device { kind: kind.into(), index })
    }
}

impl fmt::Display for Device {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self.index {
            Some(i) => write!(f, "{}:{}", self.kind, i),
            None => f.write_str(&self.kind),
        }
    }
}

/// `meta["val"]` of a tensor-producing node, as far as the annotation shows it.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub struct TensorMeta {
    pub dtype: DType,
    pub shape: Vec<SymInt>,
    /// Printed only with `include_stride=True` (TORCH_LOGS output does, `print_readable` by default not).
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub stride: Option<Vec<SymInt>>,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub device: Option<Device>,
}

impl TensorMeta {
    pub fn new(dtype: DType, shape: &[i64]) -> TensorMeta {
        TensorMeta {
            dtype,
            shape: shape.iter().map(|&d| SymInt::Const(d)).collect(),
            stride: None,
            device: None,
        }
    }
    /// The concrete shape, if no dimension is symbolic.
    pub fn concrete_shape(&self) -> Option<Vec<i64>> {
        self.shape.iter().map(SymInt::as_const).collect()
    }
    pub fn numel(&self) -> Option<i64> {
        self.concrete_shape().map(|s| s.iter().product())
    }
    pub fn nbytes(&self) -> Option<i64> {
        self.numel().map(|n| n * self.dtype.size_bytes() as i64)
    }
    /// Contiguous strides for the shape, when concrete.
    pub fn contiguous_stride(&self) -> Option<Vec<i64>> {
        let shape = self.concrete_shape()?;
        let mut st = vec![1i64; shape.len()];
        for i in (0..shape.len().saturating_sub(1)).rev() {
            st[i] = st[i + 1] * shape[i + 1].max(1);
        }
        Some(st)
    }
    /// `f32[4, 256]` (what the GUI and `inspect` show).
    pub fn type_str(&self) -> String {
        let dims: Vec<String> = self.shape.iter().map(|d| d.to_string()).collect();
        format!("{}[{}]", self.dtype, dims.join(", "))
    }
}

/// The value annotation of a node.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum ValMeta {
    Tensor(TensorMeta),
    /// `"Sym(s15)"`: a symbolic int (placeholders of dynamic-shape graphs, `sym_size` nodes).
    Sym(SymExpr),
    /// An annotation we keep verbatim but do not interpret (e.g. `"i64"` for a SymInt const).
    Other(String),
}

impl ValMeta {
    pub fn tensor(&self) -> Option<&TensorMeta> {
        match self {
            ValMeta::Tensor(t) => Some(t),
            _ => None,
        }
    }
}

/// Where a node came from: the `# File: path:line in fn, code: ...` comment FX prints.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub struct SourceLoc {
    /// The comment text after `# ` (kept verbatim for printing).
    pub summary: String,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub file: Option<String>,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub line: Option<u32>,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub func: Option<String>,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub code: Option<String>,
}

impl SourceLoc {
    /// Parses a comment body such as `File: /a/b.py:62 in fn, code: return iq(gn, x)`.
    pub fn from_summary(summary: &str) -> SourceLoc {
        let mut loc = SourceLoc {
            summary: summary.to_string(),
            file: None,
            line: None,
            func: None,
            code: None,
        };
        let Some(rest) = summary.find("File: ").map(|i| &summary[i + 6..]) else {
            return loc;
        };
        let (head, code) = match rest.split_once(", code: ") {
            Some((h, c)) => (h, Some(c.to_string())),
            None => (rest, None),
        };
        let (path_line, func) = match head.rsplit_once(" in ") {
            Some((p, f)) => (p, Some(f.to_string())),
            None => (head, None),
        };
        match path_line.rsplit_once(':') {
            Some((p, l)) if l.parse::<u32>().is_ok() => {
                loc.file = Some(p.to_string());
                loc.line = l.parse().ok();
            }
            _ => loc.file = Some(path_line.to_string()),
        }
        loc.func = func;
        loc.code = code;
        loc
    }
}

/// Where an invoke_quant node's `quant_options` came from.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum OptionsSource {
    /// Read from an `InvokeQuant(...)` constructor node in the graph.
    Explicit,
    /// Not visible in the text; Inductor's default `InvokeQuant()` was assumed.
    InductorDefault,
    /// Set by the pattern file that recognized a library's dequant (`[pattern.invoke_quant]`).
    Pattern,
}

/// An invoke_quant that a library pattern file made out of a library's own dequant chain.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub struct Recognized {
    /// The library that wrote the chain (`torchao`, `hqq`, ...).
    pub library: String,
    /// The pattern that recognized it.
    pub pattern: String,
}

/// `torch._higher_order_ops._invoke_quant.InvokeQuant`, kept in `node.meta["quant_options"]`.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub struct QuantOptions {
    pub codegen_low_precision: bool,
    pub source: OptionsSource,
}

impl QuantOptions {
    pub fn inductor_default() -> QuantOptions {
        QuantOptions { codegen_low_precision: true, source: OptionsSource::InductorDefault }
    }
}

#[derive(Debug, Clone, Default, PartialEq, Eq, Serialize, Deserialize)]
pub struct NodeMeta {
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub val: Option<ValMeta>,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub source: Option<SourceLoc>,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub quant_options: Option<QuantOptions>,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub recognized: Option<Recognized>,
}

impl NodeMeta {
    pub fn tensor(&self) -> Option<&TensorMeta> {
        self.val.as_ref().and_then(ValMeta::tensor)
    }
}
