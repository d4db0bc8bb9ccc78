//! What a printed module says besides its graph: attributes it holds but does not print as a
//! graph (parameters, buffers, constants, submodules left out of the print), the pytree calling
//! convention of `_PyTreeCodeGen` graphs, and an `ExportedProgram`'s signature and ranges.
use serde::{Deserialize, Serialize};

/// What kind of attribute a module holds.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum AttrKind {
    /// `torch.nn.Parameter(...)`, an ExportedProgram's `PARAMETER`.
    Parameter,
    /// `register_buffer(...)`, `BUFFER`.
    Buffer,
    /// `CONSTANT_TENSOR`, `_tensor_constant0`.
    Constant,
    /// A graph module the print form leaves out (`print(gm.graph)`, `gm.code`).
    Submodule,
    /// Anything else `__init__` assigns.
    Other,
}

/// One attribute of a module (`self._frozen_param1 = torch.nn.Parameter(torch.randn([4]))`).
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub struct ModuleAttr {
    /// The attribute path as `get_attr` names it (`fc1.weight`, `_tensor_constant0`).
    pub name: String,
    pub kind: AttrKind,
    /// What the text says it holds, as printed (`tensor([1., 2.])`).
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub value: Option<String>,
}

/// FX's `_PyTreeCodeGen`: `forward` takes the original (pytree) arguments and flattens them into
/// the placeholders with `fx_pytree.tree_flatten_spec`; outputs may be unflattened again.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub struct PytreeCodegen {
    /// The parameters `forward` is declared with (`primals`, `tangents`; `x`; none).
    pub orig_args: Vec<String>,
    /// The first argument of `tree_flatten_spec` as printed (`[primals, tangents]`, `([x], {})`).
    pub flatten_args: String,
    /// Whether the output is returned through `pytree.tree_unflatten(..., self._out_spec)`.
    pub unflatten_output: bool,
}

/// `print(exported_program)`'s `Graph signature:` and `Range constraints:` sections.
#[derive(Debug, Clone, Default, PartialEq, Eq, Serialize, Deserialize)]
pub struct ExportSignature {
    pub inputs: Vec<SignatureEntry>,
    pub outputs: Vec<SignatureEntry>,
    /// `(symbol, range)` as printed: `("s77", "VR[2, 64]")`.
    pub range_constraints: Vec<(String, String)>,
}

/// `p_lin_weight: PARAMETER target='lin.weight'`, `b_count: BUFFER target='count' persistent=True`.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub struct SignatureEntry {
    pub name: String,
    /// `PARAMETER`, `BUFFER`, `CONSTANT_TENSOR`, `USER_INPUT`, `USER_OUTPUT`, `BUFFER_MUTATION`...
    pub kind: String,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub target: Option<String>,
    /// The rest of the line (`persistent=True`).
    #[serde(default, skip_serializing_if = "String::is_empty")]
    pub extra: String,
}
