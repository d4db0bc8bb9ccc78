//! What the JIT does with each op of the table (`crate::op`). The JIT compiles what lowering
//! produced: Inductor loop bodies (the `ops.*` language, whose handlers are `ops.rs`'s), the
//! matmul templates and concatenations; a `FallbackKernel` runs through the interpreter
//! (`externs.rs`) and is reported `jit: false`. [`jit_plan`] says which of these an op becomes,
//! and `compile` dispatches extern operations through it.
use crate::op::Op;

/// How the JIT runs an op (spelled as an OpOverload).
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum JitPlan {
    /// Lowering makes loop bodies of it (or folds it, a view, into its users' indexing):
    /// compiled.
    LoopBodies,
    /// `mm`/`addmm`/`bmm`: the matmul template, for the extern kernel too.
    Matmul,
    /// `cat`: the slices of a `ConcatKernel` are loop bodies; the int8/uint8 aten fallback is
    /// compiled as one copy loop per input.
    Concat,
    /// `invoke_quant`: inlined by lowering; its subgraph's kernels are compiled.
    Inlined,
    /// `getitem`: picks a buffer of a multi-output kernel; nothing to run.
    NoKernel,
    /// A `FallbackKernel` that runs on the interpreter as an extern kernel, marked `jit: false`.
    Interpreter,
    /// `cumsum`/`cumprod`: compiled where lowering makes an `ir.Scan` loop body (the
    /// workbench, and the GPU lowering), on the interpreter where it is Inductor's CPU aten
    /// fallback (inductor-cpu).
    Scan,
    /// `convolution`: compiled where the workbench lowers it as im2col and the matmul template
    /// (a plain f32 convolution: one group, not transposed, numeric sizes); Inductor's extern,
    /// on the interpreter, otherwise (inductor-cpu, and the other convolutions).
    Convolution,
    /// Cannot run, with the reason.
    Unsupported(&'static str),
}

impl JitPlan {
    /// Whether the op's kernels are compiled (not run on the interpreter, not refused).
    pub fn compiled(self) -> bool {
        matches!(self, JitPlan::LoopBodies | JitPlan::Matmul | JitPlan::Concat | JitPlan::Inlined)
    }
}

/// A fallback the interpreter has no kernel for either.
const NO_KERNEL: &str = "a FallbackKernel that the interpreter does not evaluate either";
/// Lowering refuses it.
const NOT_LOWERED: &str = "lowering refuses it";

/// [`jit_plan`] for one overload: an overload lowering turns into loop bodies
/// ([`crate::lower::claim_overload`]) compiles as such.
pub fn jit_plan_overload(op: Op, overload: &str) -> JitPlan {
    use crate::lower::Claim;
    match crate::lower::claim_overload(op, overload) {
        Claim::Reduction | Claim::Pointwise
            if crate::lower::claim(op) != crate::lower::claim_overload(op, overload) =>
        {
            JitPlan::LoopBodies
        }
        _ => jit_plan(op),
    }
}

pub fn jit_plan(op: Op) -> JitPlan {
    use JitPlan::{Concat, Inlined, Interpreter, LoopBodies, NoKernel, Scan, Unsupported};
    use Op::*;
    match op {
        Mul | Add | Sub | Div | Neg | Exp | Rsqrt | Sqrt | Sin | Cos | Relu | Sigmoid | Tanh
        | Abs | Log | Reciprocal | BitwiseAnd | BitwiseOr | BitwiseXor | BitwiseRightShift
        | BitwiseLeftShift | Maximum | Minimum | Where | ConvertElementType | ToCopy | Pow
        | Clone | Contiguous | Alias | LiftFreshCopy | Index | UnsafeIndex => LoopBodies,
        Erf | Log1p | Expm1 | Ceil | Floor | Trunc | Sign | Eq | Ne | Lt | Le | Gt | Ge | Isnan
        | LogicalAnd | LogicalOr | LogicalXor | LogicalNot | BitwiseNot | ClampMin | ClampMax
        | Clamp => LoopBodies,
        Embedding | Iota | Full | ScalarTensor | Zeros | Ones => LoopBodies,
        Permute | Unsqueeze | Squeeze | Expand | View | Reshape | UnsafeView | Slice | Select
        | Split | SplitWithSizes | Chunk | Unbind => LoopBodies,
        Sum | Mean | Amax | Amin | Any | VarMean | Max | Min | Argmax | Argmin => LoopBodies,
        PrepareSoftmaxOnline => LoopBodies,
        Cat => Concat,
        AvgPool2d | AvgPool3d | LowMemoryMaxPoolWithOffsets | LowMemoryMaxPoolOffsetsToIndices => {
            LoopBodies
        }
        AdaptiveAvgPool2d | AdaptiveMaxPool2d => LoopBodies,
        AdaptiveAvgPool3d
        | AdaptiveMaxPool3d
        | MaxPool2dWithIndices
        | MaxPool3dWithIndices
        | MaxPool2dWithIndicesBackward => Interpreter,
        Mm | Addmm | Bmm => JitPlan::Matmul,
        Getitem => NoKernel,
        InvokeQuant => Inlined,

        Signbit | Round | Rev => LoopBodies,
        Acos | Acosh | Asin | Asinh | Atan | Atanh | Cosh | Sinh | Tan | Log2 | Log10 | Exp2
        | Atan2 | Copysign | Remainder | Fmod | Isinf | Ldexp | Addcmul | Addcdiv => LoopBodies,
        Lgamma | Digamma | Polygamma | Erfc | Erfinv | I0 | Hypot => LoopBodies,
        Fma | PrimsDiv | Nextafter | Glu | Igamma | Igammac => LoopBodies,
        I0e
        | I1
        | I1e
        | Erfcx
        | Ndtri
        | BesselJ0
        | BesselJ1
        | BesselY0
        | BesselY1
        | ModifiedBesselI0
        | ModifiedBesselI1
        | ModifiedBesselK0
        | ModifiedBesselK1
        | ScaledModifiedBesselK0
        | ScaledModifiedBesselK1
        | SphericalBesselJ0
        | AiryAi
        | Zeta
        | ChebyshevPolynomialT
        | ChebyshevPolynomialU
        | ChebyshevPolynomialV
        | ChebyshevPolynomialW
        | ShiftedChebyshevPolynomialT
        | ShiftedChebyshevPolynomialU
        | ShiftedChebyshevPolynomialV
        | ShiftedChebyshevPolynomialW
        | HermitePolynomialH
        | HermitePolynomialHe
        | LaguerrePolynomialL
        | LegendrePolynomialP => LoopBodies,
        Gcd => Interpreter,
        FloorDivide | Gelu | Rsub | Silu | Square | To => Interpreter,
        Detach | LiftFresh | ReshapeAlias | T | Transpose | Stack => Interpreter,
        // `var` lowers to loop bodies (Inductor's two-step `var_mean_helper_`).
        Var => LoopBodies,
        All | LogSoftmax | LogSoftmaxInternal | Softmax | SoftmaxInternal | Std => Interpreter,
        Prod => LoopBodies,
        Baddbmm
        | Matmul
        | IntMm
        | WeightInt8packMm
        | QuantoQbytesMm
        | BnbGemm4bit
        | WoqInt8
        | SdpaFlashCpu
        | ScaledDotProductAttention
        | Sort
        | Topk => Interpreter,
        Cummax | Cummin | Mode | Kthvalue | Median | Nanmedian | Logcumsumexp | Histc
        | SegmentReduce | NonzeroStatic => Interpreter,
        Histogram | HistogramddBinEdges | HistogramddFromBinCts | HistogramddFromBinTensors => {
            Interpreter
        }
        Cumprod | Cumsum => Scan,
        Convolution => JitPlan::Convolution,
        CholeskyInverse
        | CholeskySolve
        | Geqrf
        | LinalgCholeskyEx
        | LinalgDet
        | LinalgEigh
        | LinalgHouseholderProduct
        | LinalgInvEx
        | LinalgLu
        | LinalgLuFactorEx
        | LinalgLuSolve
        | LinalgMatrixExp
        | LinalgMatrixSqrth
        | LinalgPinv
        | LinalgPolar
        | LinalgQr
        | LinalgSlogdet
        | LinalgSolveEx
        | LinalgSolveTriangular
        | LinalgSvd
        | LuUnpack
        | Ormqr
        | TriangularSolve => Interpreter,
        // Lowered as a Scatter (a loop body storing through an index); the reductions
        // Inductor leaves to aten (prod, mean, amax, amin) are ScatterFallbacks.
        Scatter
        | ScatterAdd
        | ScatterReduce
        | IndexPut
        | UnsafeIndexPut
        | UnsafeMaskedIndexPutAccumulate
        | UnsafeMaskedIndex => LoopBodies,
        IndexReduce | IndexAdd | MaskedScatter => Interpreter,
        Searchsorted | Bucketize | Addbmm => Interpreter,
        Complex | Polar | Conj | ConjPhysical | ViewAsReal | ViewAsComplex => Interpreter,
        FftR2c | FftC2c | FftC2r => Interpreter,
        Trilinear | CdistForward | PdistForward | GridSampler3d | UpsampleBilinear2dAa => {
            Interpreter
        }
        Gather => LoopBodies,
        Empty | EmptyLike | NewEmptyStrided => LoopBodies,
        Arange | FullLike | OnesLike | ZerosLike => Interpreter,
        InvokeQuantPacked | InvokeSubgraph => Interpreter,

        Copy | Diagonal | Unfold => LoopBodies,
        AsStrided => LoopBodies,
        Hardtanh | LeakyRelu | Lerp | Fill | MaskedFill | RandLike | RandnLike => {
            Unsupported(NO_KERNEL)
        }
        DequantizePerChannel | DequantizePerTensor | QuantizePerChannel | QuantizePerTensor => {
            Unsupported(NO_KERNEL)
        }
        Flatten | Narrow | ViewAs => Unsupported(NO_KERNEL),
        ConstantPadNd | SliceScatter | SelectScatter | Repeat => LoopBodies,
        Logsumexp | Norm | Dot | Einsum | Linear | Mv | ScaledMm | WeightInt4packMm => {
            Unsupported(NO_KERNEL)
        }
        NativeLayerNorm | SdpaFlash | SdpaEfficient | SymNumel | SymSize | SymStride => {
            Unsupported(NOT_LOWERED)
        }
    }
}
