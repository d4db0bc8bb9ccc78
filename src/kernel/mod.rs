//! Cranelift code generation for scheduled kernels.
//!
//! A [`KernelSpec`] is what one generated function computes: either a loop nest running one or
//! more Inductor loop bodies ([`LoopKernel`], a `SchedulerNode` or a fused group) or a blocked
//! matmul ([`MatmulKernel`]) whose weight operand may be produced inside the k-loop by a fused
//! prologue body and whose output may feed fused epilogue bodies. A kernel's sizes are numbers
//! or expressions over the graph's size symbols ([`size`]): a graph with symbolic sizes is
//! compiled once and each launch passes the symbols' values. A kernel takes the base pointers
//! of its buffers, the size values and a `[lo, hi)` slice of its outermost loop so the runtime
//! can split it across threads.
//!
//! Safety: every index expression is bounded by interval arithmetic over the loop ranges and
//! compared with the buffer sizes ([`bounds`]): at compile time where the sizes are numbers,
//! else when a program is bound to sizes, before any kernel runs. An access that cannot be
//! proven in range (indirect indexing, or any access under `check_bounds`) gets a compiled
//! check that clamps the access and reports the buffer in an error cell instead of touching
//! memory outside the buffer.
mod codegen;
pub mod compile;
pub mod externs;
mod matmul;
pub use matmul::micro;
pub use matmul::prologue_passes;
pub mod runtime;
pub mod views;

pub use codegen::size;
pub use runtime::jit::{CompiledKernel, Jit, KernelFn};
pub use runtime::plan;

use crate::ir::DType;
use crate::ir::loop_body::LoopBody;
pub use size::Size;

/// Every failure of kernel compilation or execution, with the kernel it concerns.
#[derive(Debug, thiserror::Error)]
pub enum KernelError {
    #[error("kernel {kernel}: {msg}")]
    Unsupported { kernel: String, msg: String },
    #[error(
        "kernel {kernel}: access to {buf} may fall outside its {numel} elements: index {index} spans [{lo}, {hi}]"
    )]
    OutOfBounds { kernel: String, buf: String, numel: i64, index: String, lo: i64, hi: i64 },
    #[error("kernel {kernel}: out-of-bounds access to {buf} caught at run time")]
    RuntimeBounds { kernel: String, buf: String },
    #[error("cranelift: {0}")]
    Cranelift(String),
    #[error("kernel {kernel}: {err}")]
    Extern { kernel: String, err: externs::ExternError },
    #[error(transparent)]
    Memory(#[from] crate::util::mem::MemoryError),
    #[error("allocating a buffer of {bytes} bytes: {msg}")]
    Alloc { bytes: usize, msg: String },
}

pub type Result<T> = std::result::Result<T, KernelError>;

pub(crate) fn unsupported(kernel: &str, msg: impl Into<String>) -> KernelError {
    KernelError::Unsupported { kernel: kernel.to_string(), msg: msg.into() }
}

/// Names the kernel in an error made where it was not known.
pub(crate) fn name_kernel_error(e: KernelError, k: &str) -> KernelError {
    match e {
        KernelError::Unsupported { kernel, msg } if kernel.is_empty() => unsupported(k, msg),
        e => e,
    }
}

/// A buffer a kernel reads or writes: its name (`buf3`, `arg0_1`), storage dtype and the
/// elements its storage spans.
#[derive(Debug, Clone, PartialEq)]
pub struct BufDecl {
    pub name: String,
    pub dtype: DType,
    pub numel: Size,
}

/// One Inductor loop body with its ranges evaluated: `ranges[..ranges.len() - n_reduction]`
/// are pointwise vars, the rest reduction vars, in `body.var_ranges` order.
#[derive(Debug, Clone, PartialEq)]
pub struct BodyUnit {
    /// The scheduler node it comes from (`op3`).
    pub name: String,
    pub body: LoopBody,
    pub ranges: Vec<Size>,
    pub n_reduction: usize,
    /// `codegen_low_precision`: round every float intermediate to this dtype (bf16/f16), as a
    /// low-precision kernel would; `None` computes intermediates in f32.
    pub low_precision: Option<DType>,
}

impl BodyUnit {
    pub fn pointwise_ranges(&self) -> &[Size] {
        &self.ranges[..self.ranges.len().saturating_sub(self.n_reduction)]
    }
}

/// One loop nest: the bodies run one after another for each value of the shared outermost
/// pointwise var (Inductor's fused and outer-loop-fused nodes).
#[derive(Debug, Clone, PartialEq)]
pub struct LoopKernel {
    pub name: String,
    pub units: Vec<BodyUnit>,
}

/// `buf[offset + Σ index_d * strides[d]]`.
#[derive(Debug, Clone, PartialEq)]
pub struct Strided {
    pub buf: String,
    pub offset: Size,
    pub strides: Vec<Size>,
}

impl Strided {
    /// The offset and strides as numbers, when none is symbolic.
    pub fn ints(&self) -> Option<(i64, Vec<i64>)> {
        Some((
            size::konst(&self.offset)?,
            self.strides.iter().map(size::konst).collect::<Option<_>>()?,
        ))
    }
}

/// The weight operand of a matmul: a plain strided buffer, or a prologue body whose stored
/// buffer is viewed as `B[batch, k, n]` with `view` strides (batch, k, n) over the prologue's
/// contiguous output. The prologue's output is never written: its value is computed where the
/// k-loop needs it.
#[derive(Debug, Clone, PartialEq)]
pub enum BOperand {
    Strided(Strided),
    Prologue { unit: BodyUnit, view: Strided },
}

/// `out[b, m, n] = bias[m, n] + Σ_k a[b, m, k] * B[b, k, n]`, then the epilogue bodies, which
/// read `out` (by buffer name) at `(m, n)` and see the accumulated value without a reload.
/// `m`, `n`, `k` and the strides may be symbolic (the batch of a `bmm` is a number).
#[derive(Debug, Clone, PartialEq)]
pub struct MatmulKernel {
    pub name: String,
    pub batch: i64,
    pub m: Size,
    pub n: Size,
    pub k: Size,
    /// strides (batch, m, k)
    pub a: Strided,
    pub b: BOperand,
    /// strides (m, n) (0 where broadcast)
    pub bias: Option<Strided>,
    /// strides (batch, m, n)
    pub out: Strided,
    pub epilogue: Vec<BodyUnit>,
}

// A program holds a few dozen specs; boxing the matmul would buy nothing.
#[allow(clippy::large_enum_variant, reason = "few per program, moved rarely")]
#[derive(Debug, Clone, PartialEq)]
pub enum KernelSpec {
    Loops(LoopKernel),
    Matmul(MatmulKernel),
}

impl KernelSpec {
    pub fn name(&self) -> &str {
        match self {
            KernelSpec::Loops(k) => &k.name,
            KernelSpec::Matmul(k) => &k.name,
        }
    }
}

/// Code generation switches.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct CodegenOptions {
    /// Compile an explicit check into every load and store.
    pub check_bounds: bool,
    /// Use 128-bit vectors; off gives the scalar reference code (for tests and comparisons).
    pub simd: bool,
    /// Keep each kernel's Cranelift IR as text (the Kernels tab shows it); printing it costs
    /// about a fifth of the compile time, so runs that never show it leave it off.
    pub keep_clif: bool,
    /// Apply a per-output int8 scale once after the k-sum (aten._weight_int8pack_mm's order)
    /// instead of rounding every dequantized weight `f32(q) * s[n]` as the graph does (see
    /// `rowscale`), and a 4-bit block factor once per block (see `nibble`). Off by default:
    /// it changes the rounding.
    pub factor_scales: bool,
    /// Which precompiled micro-kernels the matmul templates may call (`micro`).
    pub micro: micro::Micro,
    /// The most the program's buffers may take, checked at `ProgramBuilder::finish` before any
    /// is allocated (an allocation the machine cannot serve aborts the process).
    pub max_memory: crate::util::mem::MemoryLimit,
}

impl CodegenOptions {
    pub const DEFAULT: CodegenOptions = CodegenOptions {
        check_bounds: false,
        simd: true,
        keep_clif: false,
        factor_scales: false,
        micro: micro::Micro::Auto,
        max_memory: crate::util::mem::MemoryLimit::Available,
    };
}

impl Default for CodegenOptions {
    fn default() -> Self {
        CodegenOptions::DEFAULT
    }
}
