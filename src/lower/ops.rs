//! Lowerings of the aten ops post-grad graphs contain (`torch/_inductor/lowering.py`): [`plan`]
//! says for every op of the table (`crate::op`) how lowering handles it — pointwise ops as
//! loaders, views as re-indexings (`views`), reductions realized at once, matmuls and `cat` as
//! their kernels (`externs`), the rest as `FallbackKernel`s — or why it cannot.
use super::body::BodyBuilder;
use super::body::Val;
use super::index::Expr;
use super::realize::{Computation, ReductionSpec};
use super::value::{Loader, Pointwise, TensorBox};
use super::views::expand_to;
use super::{Freeze, LowerCause, Lowering, Value};
use crate::ir::{Arg, DType, Node};
use crate::op::{self, Form, Op, Variant};
use std::rc::Rc;

/// An operand of a pointwise op: a tensor or a Python scalar (`ops.constant`).
#[derive(Clone)]
pub(super) enum Operand {
    Tensor(TensorBox),
    Scalar(f64),
}

/// Ops whose scalar operands a bf16/fp16 tensor rounds to its own dtype on CPU
/// (`round_scalars_to_tensor_dtype` of `add`/`sub`, `round_scalar_constants` of `remainder`);
/// ops returning bool always do (`promote_constants`).
const ROUNDS_SCALARS: [&str; 3] = ["add", "sub", "remainder"];

/// `promote_constants`' `_round_scalar`: with `round`, each number becomes the nearest value
/// of the first tensor operand's dtype when that is bf16 or fp16, as eager's CPU kernels cast
/// it.
fn round_scalars(operands: Vec<Operand>, round: bool) -> Vec<Operand> {
    let first = operands.iter().find_map(|o| match o {
        Operand::Tensor(t) => Some(t.dtype()),
        Operand::Scalar(_) => None,
    });
    let to: fn(f64) -> f64 = match first {
        Some(DType::BF16) if round => |v| half::bf16::from_f64(v).to_f64(),
        Some(DType::F16) if round => |v| half::f16::from_f64(v).to_f64(),
        _ => return operands,
    };
    let each = |o| match o {
        Operand::Scalar(v) => Operand::Scalar(to(v)),
        t => t,
    };
    operands.into_iter().map(each).collect()
}

pub(super) fn out_meta(node: &Node) -> Result<(DType, Vec<Expr>), LowerCause> {
    let t = node.meta.tensor().ok_or(LowerCause::NoTensorMeta)?;
    Ok((t.dtype, super::meta_shape(t)?))
}

/// The `ops.*` a pointwise op emits for its loaded operands.
pub(super) type BodyFn = Rc<dyn Fn(&mut BodyBuilder, &[Val]) -> Val>;

type LowerFn = fn(&mut Lowering<'_>, &Node, &[Value], &str) -> Result<Value, LowerCause>;

/// How lowering handles an op.
#[derive(Clone, Copy)]
enum Plan {
    /// `make_pointwise` with this `ops.*` function of the loop-body language.
    Pointwise(&'static str),
    /// A lowering of its own, producing what the claim says.
    Own(Claim, LowerFn),
    Fallback(&'static str),
    Unsupported(&'static str),
}

/// What lowering makes of an op (its OpOverload spelling), for readers and the coverage test.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Claim {
    /// A lazy `Pointwise` (loop-body ops; realized into a `ComputedBuffer` when needed).
    Pointwise,
    /// A view: a re-indexing of its input, no operation of its own.
    View,
    /// A `ComputedBuffer` with a reduction, realized at once.
    Reduction,
    /// `mm`/`addmm`/`bmm`: `extern_kernels.*` (CPU) or a template (`mm_as_template`).
    Matmul,
    /// `cat`: a `ConcatKernel`, an aten fallback (int8/uint8 on CPU) or a pointwise cat.
    Concat,
    /// The element of a multi-output value (no operation).
    Getitem,
    /// `invoke_quant`: the subgraph is inlined.
    Inline,
    /// `convolution`: inputs laid out channels-last, an `ExternKernelAlloc` calling aten.
    Convolution,
    /// `cumsum`/`cumprod`: an `ir.Scan` on GPU; on CPU the input cast to the result dtype as a
    /// pointwise, then a `FallbackKernel` (Inductor has no CPU scan).
    Scan,
    /// A copy of the input mutated in place (`Scatter` into `MutationLayoutSHOULDREMOVE`, or an
    /// extern kernel mutating it).
    Mutation,
    /// A `FallbackKernel` (the aten op run as is), with the reason.
    Fallback(&'static str),
    /// Refused, with the reason.
    Unsupported(&'static str),
}

const MAKE_FALLBACK: &str = "FallbackKernel, as Inductor's make_fallback";
const CUSTOM_OP: &str = "FallbackKernel: a custom op Inductor has no lowering for";
const NOT_LOWERED: &str = "FallbackKernel: Inductor lowers it, quantbench does not yet";
const TUPLE: &str = super::externs::MULTI_OUTPUT;
const SYMINT: &str = "a SymInt result: lowering needs static shapes";

fn plan(op: Op) -> Plan {
    use Claim as C;
    use Op::*;
    use Plan::{Fallback, Own, Pointwise as Pw, Unsupported};
    match op {
        Mul => Pw("mul"),
        Add => Own(C::Pointwise, |l, n, e, o| l.add_sub(n, e, "add", o)),
        Sub => Own(C::Pointwise, |l, n, e, o| l.add_sub(n, e, "sub", o)),
        // Integer division rounding toward zero falls back: no `ops.truncdiv` in the JIT.
        Div => Own(C::Pointwise, |l, n, e, o| l.div(n, e, o)),
        Neg => Pw("neg"),
        Exp => Pw("exp"),
        Rsqrt => Pw("rsqrt"),
        Sqrt => Pw("sqrt"),
        Sin => Pw("sin"),
        Cos => Pw("cos"),
        Relu => Pw("relu"),
        Sigmoid => Pw("sigmoid"),
        Tanh => Pw("tanh"),
        Abs => Pw("abs"),
        Log => Pw("log"),
        Reciprocal => Pw("reciprocal"),
        BitwiseAnd => Pw("bitwise_and"),
        BitwiseOr => Pw("bitwise_or"),
        BitwiseXor => Pw("bitwise_xor"),
        BitwiseRightShift => Pw("bitwise_right_shift"),
        BitwiseLeftShift => Pw("bitwise_left_shift"),
        Maximum => Pw("maximum"),
        Minimum => Pw("minimum"),
        Where => Pw("where"),
        ConvertElementType | ToCopy => Own(C::Pointwise, |l, n, e, o| l.convert(n, e, o)),
        Pow => Own(C::Pointwise, |l, n, e, o| l.pow(n, e, o)),
        // `lift_fresh_copy` is `clone` (lowering.py), a pointwise copy.
        Clone | Contiguous | Alias | LiftFreshCopy => {
            Own(C::Pointwise, |l, n, e, o| l.identity(n, e, o))
        }
        Index => Own(C::Pointwise, |l, n, e, o| l.index(n, e, true, o)),
        // `index_impl(x, indices, check=False)`: no `ops.check_bounds` (the JIT still checks).
        UnsafeIndex => Own(C::Pointwise, |l, n, e, o| l.index(n, e, false, o)),
        Erf => Pw("erf"),
        Log1p => Pw("log1p"),
        Expm1 => Pw("expm1"),
        Ceil => Own(C::Pointwise, |l, n, e, o| l.rounding(n, e, "ceil", o)),
        Floor => Own(C::Pointwise, |l, n, e, o| l.rounding(n, e, "floor", o)),
        Trunc => Own(C::Pointwise, |l, n, e, o| l.rounding(n, e, "trunc", o)),
        Round => Own(C::Pointwise, |l, n, e, o| l.rounding(n, e, "round", o)),
        Sign => Own(C::Pointwise, |l, n, e, o| l.sign(n, e, o)),
        Signbit => Own(C::Pointwise, |l, n, e, o| l.signbit(n, e, o)),
        Rev => Own(C::Pointwise, |l, n, e, o| l.rev(n, e, o)),
        Eq => Own(C::Pointwise, |l, n, e, o| l.compare(n, e, "eq", o)),
        Ne => Own(C::Pointwise, |l, n, e, o| l.compare(n, e, "ne", o)),
        Lt => Own(C::Pointwise, |l, n, e, o| l.compare(n, e, "lt", o)),
        Le => Own(C::Pointwise, |l, n, e, o| l.compare(n, e, "le", o)),
        Gt => Own(C::Pointwise, |l, n, e, o| l.compare(n, e, "gt", o)),
        Ge => Own(C::Pointwise, |l, n, e, o| l.compare(n, e, "ge", o)),
        Isnan => Own(C::Pointwise, |l, n, e, o| l.compare(n, e, "isnan", o)),
        LogicalAnd => Own(C::Pointwise, |l, n, e, o| l.logical(n, e, "logical_and", o)),
        LogicalOr => Own(C::Pointwise, |l, n, e, o| l.logical(n, e, "logical_or", o)),
        LogicalXor => Own(C::Pointwise, |l, n, e, o| l.logical(n, e, "logical_xor", o)),
        LogicalNot => Own(C::Pointwise, |l, n, e, o| l.logical(n, e, "logical_not", o)),
        BitwiseNot => Own(C::Pointwise, |l, n, e, o| l.bitwise_not(n, e, o)),
        ClampMin => Own(C::Pointwise, |l, n, e, o| l.clamp(n, e, true, false, o)),
        ClampMax => Own(C::Pointwise, |l, n, e, o| l.clamp(n, e, false, true, o)),
        Clamp => Own(C::Pointwise, |l, n, e, o| l.clamp(n, e, true, true, o)),
        Acos => Pw("acos"),
        Acosh => Pw("acosh"),
        Asin => Pw("asin"),
        Asinh => Pw("asinh"),
        Atan => Pw("atan"),
        Atanh => Pw("atanh"),
        Cosh => Pw("cosh"),
        Sinh => Pw("sinh"),
        Tan => Pw("tan"),
        Log2 => Pw("log2"),
        Log10 => Pw("log10"),
        Exp2 => Pw("exp2"),
        Atan2 => Pw("atan2"),
        Lgamma => Pw("lgamma"),
        Digamma => Pw("digamma"),
        Polygamma => Pw("polygamma"),
        Erfc => Pw("erfc"),
        Erfinv => Pw("erfinv"),
        I0 => Pw("i0"),
        Hypot => Pw("hypot"),
        // `register_pointwise` of `pointwise_overrides_data`: the ops name is its key.
        I0e => Pw("i0e"),
        I1 => Pw("i1"),
        I1e => Pw("i1e"),
        Erfcx => Pw("erfcx"),
        Ndtri => Pw("ndtri"),
        BesselJ0 => Pw("bessel_j0"),
        BesselJ1 => Pw("bessel_j1"),
        BesselY0 => Pw("bessel_y0"),
        BesselY1 => Pw("bessel_y1"),
        ModifiedBesselI0 => Pw("modified_bessel_i0"),
        ModifiedBesselI1 => Pw("modified_bessel_i1"),
        ModifiedBesselK0 => Pw("modified_bessel_k0"),
        ModifiedBesselK1 => Pw("modified_bessel_k1"),
        ScaledModifiedBesselK0 => Pw("scaled_modified_bessel_k0"),
        ScaledModifiedBesselK1 => Pw("scaled_modified_bessel_k1"),
        SphericalBesselJ0 => Pw("spherical_bessel_j0"),
        AiryAi => Pw("airy_ai"),
        Zeta => Pw("zeta"),
        ChebyshevPolynomialT => Pw("chebyshev_polynomial_t"),
        ChebyshevPolynomialU => Pw("chebyshev_polynomial_u"),
        ChebyshevPolynomialV => Pw("chebyshev_polynomial_v"),
        ChebyshevPolynomialW => Pw("chebyshev_polynomial_w"),
        ShiftedChebyshevPolynomialT => Pw("shifted_chebyshev_polynomial_t"),
        ShiftedChebyshevPolynomialU => Pw("shifted_chebyshev_polynomial_u"),
        ShiftedChebyshevPolynomialV => Pw("shifted_chebyshev_polynomial_v"),
        ShiftedChebyshevPolynomialW => Pw("shifted_chebyshev_polynomial_w"),
        HermitePolynomialH => Pw("hermite_polynomial_h"),
        HermitePolynomialHe => Pw("hermite_polynomial_he"),
        LaguerrePolynomialL => Pw("laguerre_polynomial_l"),
        LegendrePolynomialP => Pw("legendre_polynomial_p"),
        // No `ops.gcd` on CPU: `make_fallback(aten.gcd)`.
        Gcd => Fallback(MAKE_FALLBACK),
        Copysign => Pw("copysign"),
        Fma => Pw("fma"),
        Igamma => Pw("igamma"),
        Igammac => Pw("igammac"),
        PrimsDiv => Own(C::Pointwise, |l, n, e, o| l.prims_div(n, e, o)),
        Nextafter => Own(C::Pointwise, |l, n, e, o| l.nextafter(n, e, o)),
        Glu => Own(C::Pointwise, |l, n, e, o| l.glu(n, e, o)),
        Remainder => Pw("remainder"),
        Fmod => Own(C::Pointwise, |l, n, e, o| l.fmod(n, e, o)),
        Isinf => Own(C::Pointwise, |l, n, e, o| l.compare(n, e, "isinf", o)),
        Ldexp => Own(C::Pointwise, |l, n, e, o| l.ldexp(n, e, o)),
        Addcmul => Own(C::Pointwise, |l, n, e, o| l.addc(n, e, false, o)),
        Addcdiv => Own(C::Pointwise, |l, n, e, o| l.addc(n, e, true, o)),
        Copy => Own(C::Pointwise, |l, n, e, o| l.copy(n, e, o)),
        FloorDivide | Gelu | Hardtanh | LeakyRelu | Lerp | Rsub | Silu | Square | Fill
        | MaskedFill | To => Fallback(NOT_LOWERED),
        DequantizePerChannel | DequantizePerTensor | QuantizePerChannel | QuantizePerTensor => {
            Fallback(NOT_LOWERED)
        }
        RandLike | RandnLike => Fallback(MAKE_FALLBACK),

        Permute => Own(C::View, |l, n, e, _| l.permute(n, e)),
        Unsqueeze => Own(C::View, |l, n, e, _| l.unsqueeze(n, e)),
        Squeeze => Own(C::View, |l, n, e, _| l.squeeze(n, e)),
        Expand => Own(C::View, |l, n, e, _| l.expand(n, e)),
        View | Reshape | UnsafeView => Own(C::View, |l, n, e, _| l.reshape(n, e)),
        Slice => Own(C::View, |l, n, e, _| l.slice(n, e)),
        Select => Own(C::View, |l, n, e, _| l.select(n, e)),
        Diagonal => Own(C::View, |l, n, e, _| l.diagonal(n, e)),
        AsStrided => Own(C::View, |l, n, e, _| l.as_strided(n, e)),
        Detach | Flatten | LiftFresh | Narrow | ReshapeAlias | T | Transpose | ViewAs => {
            Fallback(NOT_LOWERED)
        }
        Unfold => Own(C::View, |l, n, e, _| l.unfold(n, e)),
        Split => Own(C::View, |l, n, e, _| l.split(n, e, "split")),
        SplitWithSizes => Own(C::View, |l, n, e, _| l.split(n, e, "split_with_sizes")),
        Chunk => Own(C::View, |l, n, e, _| l.split(n, e, "chunk")),
        Unbind => Own(C::View, |l, n, e, _| l.split(n, e, "unbind")),
        Cat => Own(C::Concat, |l, n, e, o| l.cat(n, e, o)),
        Stack => Fallback(NOT_LOWERED),
        ConstantPadNd => Own(C::Pointwise, |l, n, e, o| l.constant_pad_nd(n, e, o)),
        SliceScatter => Own(C::Pointwise, |l, n, e, o| l.slice_scatter(n, e, o)),
        SelectScatter => Own(C::Pointwise, |l, n, e, o| l.select_scatter(n, e, o)),
        Repeat => Own(C::Pointwise, |l, n, e, o| l.repeat(n, e, o)),

        Sum => Own(C::Reduction, |l, n, e, o| l.reduction(n, e, "sum", o)),
        Mean => Own(C::Reduction, |l, n, e, o| l.reduction(n, e, "mean", o)),
        Amax => Own(C::Reduction, |l, n, e, o| l.reduction(n, e, "amax", o)),
        Amin => Own(C::Reduction, |l, n, e, o| l.reduction(n, e, "amin", o)),
        Any => Own(C::Reduction, |l, n, e, o| l.reduction(n, e, "any", o)),
        // The claim is `.dim`'s (values and indices); `.default` is lowered as `amax` over
        // everything, `.other` as `maximum`.
        Max => Own(C::Reduction, |l, n, e, o| l.max_min(n, e, "amax", "maximum", o)),
        Min => Own(C::Reduction, |l, n, e, o| l.max_min(n, e, "amin", "minimum", o)),
        Argmax => Own(C::Reduction, |l, n, e, o| l.argmax_argmin(n, e, "argmax", o)),
        Argmin => Own(C::Reduction, |l, n, e, o| l.argmax_argmin(n, e, "argmin", o)),
        All | LogSoftmax | LogSoftmaxInternal | Logsumexp | Norm | Softmax | SoftmaxInternal
        | Std => Fallback(NOT_LOWERED),
        Var => Own(C::Reduction, |l, n, e, o| l.var(n, e, o)),
        Prod => Own(C::Reduction, |l, n, e, o| l.reduction(n, e, "prod", o)),
        VarMean => Own(C::Reduction, |l, n, e, o| l.var_mean(n, e, o)),
        PrepareSoftmaxOnline => Own(C::Reduction, |l, n, e, o| l.prepare_softmax_online(n, e, o)),
        Cumsum => Own(C::Scan, |l, n, e, o| l.scan(n, e, o, "add")),
        Cumprod => Own(C::Scan, |l, n, e, o| l.scan(n, e, o, "mul")),
        Sort | Topk => Fallback(MAKE_FALLBACK),
        // `make_fallback` in lowering.py (cummax, cummin, mode, kthvalue, median, nanmedian,
        // logcumsumexp: no decomposition or lowering; histc, segment_reduce likewise).
        Cummax | Cummin | Mode | Kthvalue | Median | Nanmedian | Logcumsumexp | Histc
        | SegmentReduce => Fallback(MAKE_FALLBACK),
        // No lowering: `FallbackKernel`s (lists of outputs are `MultiOutput`s).
        Histogram | HistogramddBinEdges | HistogramddFromBinCts | HistogramddFromBinTensors => {
            Fallback(MAKE_FALLBACK)
        }
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
        | TriangularSolve => Fallback(MAKE_FALLBACK),
        NativeLayerNorm => Unsupported(TUPLE),

        AvgPool2d => Own(C::Pointwise, |l, n, e, o| l.avg_pool(n, e, 2, o)),
        AvgPool3d => Own(C::Pointwise, |l, n, e, o| l.avg_pool(n, e, 3, o)),
        AdaptiveAvgPool3d | AdaptiveMaxPool3d => Fallback(MAKE_FALLBACK),
        AdaptiveAvgPool2d => Own(C::Pointwise, |l, n, e, o| l.adaptive_avg_pool2d(n, e, o)),
        AdaptiveMaxPool2d => Own(C::Pointwise, |l, n, e, o| l.adaptive_max_pool2d(n, e, o)),
        MaxPool2dWithIndices | MaxPool3dWithIndices | MaxPool2dWithIndicesBackward => {
            Fallback(NOT_LOWERED)
        }
        LowMemoryMaxPoolWithOffsets => {
            Own(C::Pointwise, |l, n, e, o| l.low_memory_max_pool_with_offsets(n, e, o))
        }
        LowMemoryMaxPoolOffsetsToIndices => {
            Own(C::Pointwise, |l, n, e, o| l.low_memory_max_pool_offsets_to_indices(n, e, o))
        }
        Mm => Own(C::Matmul, |l, n, e, o| l.matmul(n, e, "mm", o)),
        Addmm => Own(C::Matmul, |l, n, e, o| l.matmul(n, e, "addmm", o)),
        Bmm => Own(C::Matmul, |l, n, e, o| l.matmul(n, e, "bmm", o)),
        Baddbmm => Own(C::Matmul, |l, n, e, o| l.matmul(n, e, "baddbmm", o)),
        Dot | Einsum | Linear | Matmul | Mv => Fallback(NOT_LOWERED),
        Convolution => Own(C::Convolution, |l, n, e, o| l.convolution(n, e, o)),
        IntMm => Own(C::Matmul, |l, n, e, o| l.matmul(n, e, "_int_mm", o)),
        WeightInt8packMm => Own(C::Matmul, |l, n, e, o| l.int8pack_mm(n, e, o)),
        WoqInt8 => Own(C::Matmul, |l, n, e, o| l.woq_int8(n, e, o)),
        // A custom op no lowering is registered for: `GraphLowering.call_function` makes it a
        // fallback (`make_fallback` with the custom op's layout constraint).
        QuantoQbytesMm | BnbGemm4bit => Fallback(CUSTOM_OP),
        ScaledMm | WeightInt4packMm => Fallback(MAKE_FALLBACK),
        SdpaFlashCpu | ScaledDotProductAttention => Fallback(MAKE_FALLBACK),
        // `make_fallback(..., sdpa_constraint)`; the flash one's outputs are not modelled.
        SdpaEfficient => Fallback(MAKE_FALLBACK),
        SdpaFlash => Unsupported(TUPLE),
        Embedding => Own(C::Pointwise, |l, n, e, o| l.embedding(n, e, o)),
        Iota => Own(C::Pointwise, |l, n, e, o| l.iota(n, e, o)),
        Full | ScalarTensor => Own(C::Pointwise, |l, n, e, o| l.full(n, e, None, o)),
        Zeros => Own(C::Pointwise, |l, n, e, o| l.full(n, e, Some(0.0), o)),
        Ones => Own(C::Pointwise, |l, n, e, o| l.full(n, e, Some(1.0), o)),
        Empty | EmptyLike | NewEmptyStrided => Own(C::Pointwise, |l, n, _, o| l.empty(n, o)),
        Arange | FullLike | OnesLike | ZerosLike => Fallback(NOT_LOWERED),
        Gather => Own(C::Pointwise, |l, n, e, o| l.gather(n, e, o)),
        Scatter | ScatterAdd | ScatterReduce => Own(C::Mutation, |l, n, e, o| l.scatter(n, e, o)),
        IndexPut => Own(C::Mutation, |l, n, e, o| l.index_put(n, e, true, true, o)),
        UnsafeIndexPut => Own(C::Mutation, |l, n, e, o| l.index_put(n, e, true, false, o)),
        UnsafeMaskedIndex => Own(C::Pointwise, |l, n, e, o| l.masked_index(n, e, o)),
        UnsafeMaskedIndexPutAccumulate => {
            Own(C::Mutation, |l, n, e, o| l.masked_index_put_accumulate(n, e, o))
        }
        IndexReduce | IndexAdd | MaskedScatter => Fallback(MAKE_FALLBACK),
        // The C++ backend has no BUCKETIZE feature, so Inductor falls back; addbmm is a
        // make_fallback.
        Searchsorted | Bucketize | Addbmm => Fallback(MAKE_FALLBACK),
        // Every op on complex values falls back (`call` checks operands first).
        Complex | Polar | Conj | ConjPhysical | ViewAsReal | ViewAsComplex => {
            Fallback(MAKE_FALLBACK)
        }
        FftR2c | FftC2c | FftC2r => Fallback(MAKE_FALLBACK),
        // No lowering in Inductor: aten kernels.
        Trilinear | CdistForward | PdistForward | GridSampler3d | UpsampleBilinear2dAa => {
            Fallback(MAKE_FALLBACK)
        }
        // Its output size is data-independent, but Inductor has no lowering.
        NonzeroStatic => Fallback(MAKE_FALLBACK),

        SymNumel | SymSize | SymStride => Unsupported(SYMINT),
        Getitem => Own(C::Getitem, |l, n, e, o| l.getitem(n, e, o)),
        InvokeQuant => Own(C::Inline, |l, n, e, _| l.invoke_quant(n, e)),
        InvokeQuantPacked | InvokeSubgraph => Fallback(MAKE_FALLBACK),
    }
}

/// What lowering makes of `op` spelled as an OpOverload (or `operator.getitem`).
/// What lowering makes of one overload of `op`: [`claim`], but for the ops whose overloads
/// lower differently (`max.dim` and `max.default` reduce, `max.other` is pointwise).
pub fn claim_overload(op: Op, overload: &str) -> Claim {
    match (op, overload) {
        (Op::Max | Op::Min, "other") => Claim::Pointwise,
        _ => claim(op),
    }
}

pub fn claim(op: Op) -> Claim {
    match plan(op) {
        Plan::Pointwise(_) => Claim::Pointwise,
        Plan::Own(c, _) => c,
        Plan::Fallback(why) => Claim::Fallback(why),
        Plan::Unsupported(why) => Claim::Unsupported(why),
    }
}

impl Lowering<'_> {
    /// The first `n` arguments as operands.
    pub(super) fn operands(
        &self,
        env: &[Value],
        node: &Node,
        n: usize,
    ) -> Result<Vec<Operand>, LowerCause> {
        node.args.iter().take(n).map(|a| self.operand(env, a)).collect()
    }

    /// An int argument as Inductor reads it: a number, or a SymInt node's expression.
    pub(super) fn int_expr(&self, env: &[Value], a: &Arg) -> Option<Expr> {
        match a {
            Arg::Int(v) => Some(Expr::int(*v)),
            Arg::Node(_) => match self.arg_value(env, a) {
                Ok(Value::Sym(e)) => Some(e),
                _ => None,
            },
            _ => None,
        }
    }

    pub(super) fn operand(&self, env: &[Value], a: &Arg) -> Result<Operand, LowerCause> {
        match self.arg_value(env, a)? {
            Value::Tensor(t) => Ok(Operand::Tensor(t)),
            Value::Scalar(v) => Ok(Operand::Scalar(v)),
            Value::Sym(e) => Ok(match e.as_const() {
                Some(v) => Operand::Scalar(v as f64),
                // `promote_constants`: a SymInt operand is an `IndexingConstant`, a 0-d value
                // computed as `ops.index_expr(s, torch.int64)`.
                None => {
                    let loader: Loader = Rc::new(move |b: &mut BodyBuilder, _: &[Expr]| {
                        Ok(b.index_expr(&e, DType::I64))
                    });
                    Operand::Tensor(TensorBox::pointwise(Pointwise {
                        size: vec![],
                        dtype: DType::I64,
                        loader,
                        origins: vec![],
                    }))
                }
            }),
            _ => Err(LowerCause::BadArg { index: 0, expected: "a tensor or a number" }),
        }
    }

    /// `make_pointwise`: load every operand in order (converting to the compute dtype), then
    /// apply `f`.
    pub(super) fn pointwise(
        &mut self,
        operands: Vec<Operand>,
        size: Vec<Expr>,
        compute: DType,
        dtype: DType,
        origin: &str,
        f: BodyFn,
    ) -> Result<TensorBox, LowerCause> {
        self.pointwise_keeping(operands, 0, size, compute, dtype, origin, f)
    }

    /// [`pointwise`](Self::pointwise) with the first `keep` tensor operands loaded in their own
    /// dtype (`where`'s condition stays bool: only `a` and `b` are promoted).
    #[allow(clippy::too_many_arguments, reason = "make_pointwise's own parameters")]
    pub(super) fn pointwise_keeping(
        &mut self,
        operands: Vec<Operand>,
        keep: usize,
        size: Vec<Expr>,
        compute: DType,
        dtype: DType,
        origin: &str,
        f: BodyFn,
    ) -> Result<TensorBox, LowerCause> {
        let size = self.broadcast_size(&operands, size);
        // `broadcast_tensors` expands each operand, and `expand` marks the reuse.
        // `promote` wraps an operand of another dtype in a `to_dtype` before the broadcast, so
        // only operands already of the promoted dtype reach `ExpandView.create` as storages.
        let dtypes: Vec<DType> = operands
            .iter()
            .filter_map(|o| if let Operand::Tensor(t) = o { Some(t.dtype()) } else { None })
            .collect();
        let has_scalar = operands.iter().any(|o| matches!(o, Operand::Scalar(_)));
        let unpromoted = dtypes.windows(2).all(|w| w[0] == w[1])
            && dtypes.first().is_some_and(|d| *d == dtype || dtype == DType::B8 && !has_scalar);
        for o in &operands {
            if let Operand::Tensor(t) = o {
                self.mark_broadcast_reuse(t, &size)?;
                // `ExpandView.create` of a realized buffer decides its flexible layout
                // (`as_storage_and_layout` freezes through `decide_layout`).
                if unpromoted && broadcast_expands(&t.size(), &size) {
                    self.freeze_viewed(t, Freeze::Decide)?;
                }
            }
        }
        let mut origins = vec![];
        let loaders: Vec<Result<Loader, f64>> = operands
            .iter()
            .map(|o| match o {
                Operand::Tensor(t) => {
                    for x in t.origins() {
                        if !origins.contains(&x) {
                            origins.push(x)
                        }
                    }
                    Ok(expand_to(t, &size).make_loader())
                }
                Operand::Scalar(v) => Err(*v),
            })
            .collect();
        origins.push(origin.to_string());
        let loader: Loader = Rc::new(move |b: &mut BodyBuilder, idx: &[Expr]| {
            let mut vals = vec![];
            for (i, l) in loaders.iter().enumerate() {
                let v = match l {
                    Ok(l) if i < keep => l(b, idx)?,
                    Ok(l) => {
                        let v = l(b, idx)?;
                        b.to_dtype(v, compute)
                    }
                    Err(c) => b.constant(*c, compute),
                };
                vals.push(v);
            }
            Ok(f(b, &vals))
        });
        Ok(TensorBox::pointwise(Pointwise { size, dtype, loader, origins }))
    }

    pub(super) fn unary_or_binary(
        &mut self,
        node: &Node,
        env: &[Value],
        op: &'static str,
        origin: &str,
    ) -> Result<Value, LowerCause> {
        let (dtype, size) = out_meta(node)?;
        let operands =
            self.operands(env, node, if matches!(op, "where" | "fma") { 3 } else { 2 })?;
        // `mul` of two bools is `logical_and` (lowering.py's `mul`).
        let both_bool =
            operands.iter().all(|o| matches!(o, Operand::Tensor(t) if t.dtype() == DType::B8));
        let op = if op == "mul" && both_bool && operands.len() == 2 { "logical_and" } else { op };
        // `add`'s `override_fn_when_input_bool="logical_or"`: a bool sum is an or.
        let op = if op == "add" && dtype == DType::B8 { "logical_or" } else { op };
        let compute = if op == "truediv" && !dtype.is_float() { DType::F32 } else { dtype };
        // `div_prim` off the CPU: "Replace divide by constant with multiply by reciprocal".
        let (op, operands) = match operands.as_slice() {
            [x, Operand::Scalar(c)]
                if op == "truediv" && dtype.is_float() && !self.opts.is_cpu() =>
            {
                let r = if *c == 0.0 { f64::INFINITY.copysign(*c) } else { 1.0 / c };
                ("mul", vec![x.clone(), Operand::Scalar(r)])
            }
            _ => (op, operands),
        };
        let operands = round_scalars(operands, dtype == DType::B8 || ROUNDS_SCALARS.contains(&op));
        let f: BodyFn = Rc::new(move |b, v| b.call(op, v, compute));
        let keep = usize::from(op == "where");
        Ok(Value::Tensor(self.pointwise_keeping(operands, keep, size, compute, dtype, origin, f)?))
    }

    /// `broadcast_symbolic_shapes` of the tensor operands: the size `make_pointwise` iterates
    /// (an input's own expression, `((2*s65**2)//s65)`, where the annotation says `2*s65`);
    /// size 1 gives way, and of two equal sizes the one with fewer symbols, else the first.
    /// The annotation where the operands do not broadcast to it at the hints.
    fn broadcast_size(&self, operands: &[Operand], annotated: Vec<Expr>) -> Vec<Expr> {
        let sizes: Vec<Vec<Expr>> = operands
            .iter()
            .filter_map(|o| if let Operand::Tensor(t) = o { Some(t.size()) } else { None })
            .collect();
        self.same_at_hints(broadcast_shapes(&sizes), annotated)
    }

    /// `ours` where it equals the annotation at the hints (the same sizes, spelled as Inductor
    /// derives them), else the annotation.
    fn same_at_hints(&self, ours: Vec<Expr>, annotated: Vec<Expr>) -> Vec<Expr> {
        let same = ours.len() == annotated.len()
            && self.sv.size_hints(&ours) == self.sv.size_hints(&annotated);
        if same { ours } else { annotated }
    }

    /// Lowers one call. Only OpOverloads (and `operator.getitem`) are looked up: Dynamo-level
    /// spellings, in-place and `*_copy` variants and unknown targets become `FallbackKernel`s.
    pub(crate) fn call(
        &mut self,
        node: &Node,
        env: &[Value],
        origin: &str,
    ) -> Result<Value, LowerCause> {
        if let Some(v) = self.complex_call(node, env, origin)? {
            return Ok(v);
        }
        let resolved = op::lookup_node(node).filter(|r| {
            r.variant == Variant::Functional
                && (matches!(r.form, Form::Overload | Form::PatternHandler)
                    || r.form == Form::Operator && r.op == Op::Getitem)
        });
        let Some(r) = resolved else {
            // In-place overloads Inductor lowers as mutations.
            return match op::lookup_node(node) {
                // Functionalization's `permute_copy`: the view's values copied (`clone(view)`).
                Some(r) if r.variant == Variant::Copy && r.form == Form::Overload => {
                    match plan(r.op) {
                        Plan::Own(Claim::View, f) => match f(self, node, env, origin)? {
                            Value::Tensor(t) => Ok(Value::Tensor(self.fresh_copy(&t, origin))),
                            v => Ok(v),
                        },
                        _ => self.fallback(node, env, origin),
                    }
                }
                Some(r) if r.variant == Variant::InPlace && r.form == Form::Overload => {
                    match r.op {
                        Op::Copy => self.copy_(node, env, origin),
                        Op::IndexPut => self.index_put(node, env, false, true, origin),
                        Op::UnsafeIndexPut => self.index_put(node, env, false, false, origin),
                        _ => self.fallback(node, env, origin),
                    }
                }
                _ => self.fallback(node, env, origin),
            };
        };
        match plan(r.op) {
            Plan::Pointwise(f) => self.unary_or_binary(node, env, f, origin),
            Plan::Own(_, f) => f(self, node, env, origin),
            Plan::Fallback(_) => self.fallback(node, env, origin),
            Plan::Unsupported(why) => Err(LowerCause::Unsupported(why)),
        }
    }

    /// `max`/`min`: `.default` reduces every element (`reduce_amax`), `.other` is
    /// `maximum`, `.dim` is values and indices (`amax` and `argmax`).
    fn max_min(
        &mut self,
        node: &Node,
        env: &[Value],
        reduction: &'static str,
        elementwise: &'static str,
        origin: &str,
    ) -> Result<Value, LowerCause> {
        match node.target.rsplit('.').next() {
            Some("default") => {
                let (dtype, _) = out_meta(node)?;
                let x = self.tensor_arg(env, node, 0)?;
                Ok(Value::Tensor(self.reduce(&x, &[], false, reduction, dtype, origin)?))
            }
            Some("other") => self.unary_or_binary(node, env, elementwise, origin),
            Some("dim") => {
                let arg = if reduction == "amax" { "argmax" } else { "argmin" };
                self.max_min_dim(node, env, reduction, arg, origin)
            }
            _ => self.fallback(node, env, origin),
        }
    }

    /// `prims.rev(x, dims)`: a pointwise reading `x` at `size - 1 - i` along `dims`
    /// (`lowering.py`'s `rev`).
    fn rev(&mut self, node: &Node, env: &[Value], origin: &str) -> Result<Value, LowerCause> {
        let x = self.tensor_arg(env, node, 0)?;
        let size = x.size();
        let dims = node
            .args
            .get(1)
            .and_then(Arg::as_int_list)
            .ok_or(LowerCause::BadArg { index: 1, expected: "a list of dims" })?;
        let dims: Vec<usize> =
            dims.iter().map(|&d| wrap_dim(d, size.len())).collect::<Result<_, _>>()?;
        let inner = x.make_loader();
        let sizes = size.clone();
        let loader: Loader = Rc::new(move |b: &mut BodyBuilder, idx: &[Expr]| {
            let mut idx = idx.to_vec();
            for &d in &dims {
                if let (Some(i), Some(s)) = (idx.get_mut(d), sizes.get(d)) {
                    *i = s.add(&Expr::int(-1)).add(&i.scale(-1));
                }
            }
            inner(b, &idx)
        });
        let mut origins = x.origins();
        origins.push(origin.to_string());
        Ok(Value::Tensor(TensorBox::pointwise(Pointwise {
            size,
            dtype: x.dtype(),
            loader,
            origins,
        })))
    }

    /// `copy(self, src)`: `src` in `self`'s dtype, expanded to `self`'s size, cloned
    /// (`lowering.py`'s `copy`).
    fn copy(&mut self, node: &Node, env: &[Value], origin: &str) -> Result<Value, LowerCause> {
        let (dtype, size) = out_meta(node)?;
        let src = self.tensor_arg(env, node, 1)?;
        let f: BodyFn = Rc::new(|_, v| v[0]);
        Ok(Value::Tensor(self.pointwise(
            vec![Operand::Tensor(src)],
            size,
            dtype,
            dtype,
            origin,
            f,
        )?))
    }

    /// `empty`/`empty_like`: Inductor's `empty_strided`, a `full(0)` realized with its ranges
    /// then set to zeros, in a fixed contiguous layout: nothing is computed (a
    /// `NopKernelSchedulerNode`), except for a 0-d tensor, whose one element is stored as 0.
    pub(super) fn empty(&mut self, node: &Node, origin: &str) -> Result<Value, LowerCause> {
        let (dtype, size) = out_meta(node)?;
        let loader: Loader =
            Rc::new(move |b: &mut BodyBuilder, _: &[Expr]| Ok(b.constant(0.0, dtype)));
        let c =
            Computation { size: vec![Expr::int(0); size.len()], reduction: None, dtype, loader };
        let mut layout = super::buffer::FixedLayout::contiguous(&self.device(), dtype, &size);
        // `new_empty_strided(x, size, stride)`: the strides it is given.
        if op::lookup_node(node).is_some_and(|r| r.op == Op::NewEmptyStrided) {
            let stride = node
                .args
                .get(2)
                .and_then(Arg::as_int_list)
                .ok_or(LowerCause::BadArg { index: 2, expected: "a list of ints" })?;
            layout.stride = super::buffer::ints(&stride);
        }
        let (buf, cell) = self.computed_buffer(&c, vec![origin.to_string()], Some(layout))?;
        let t = TensorBox::from_cell(&buf, cell);
        // `empty_strided` is a realized `_full(0)` over zero ranges, which loads nothing: its
        // readers inline it (`ComputedBuffer.make_loader`) until it is mutated, and a loader of
        // zero elements is `nop_loader_fn` (NaN for floats, 0 otherwise).
        let nop = if dtype.is_float() { f64::NAN } else { 0.0 };
        let inline: Loader =
            Rc::new(move |b: &mut BodyBuilder, _: &[Expr]| Ok(b.constant(nop, dtype)));
        *t.storage().inline.borrow_mut() = Some(inline);
        Ok(Value::Tensor(t))
    }

    /// `round`, `ceil`, `floor`, `trunc`: `ops.<op>` of floats; an integer tensor is its own
    /// rounding (Inductor's `clone(x)`, a plain load and store).
    fn rounding(
        &mut self,
        node: &Node,
        env: &[Value],
        op: &'static str,
        origin: &str,
    ) -> Result<Value, LowerCause> {
        let (dtype, _) = out_meta(node)?;
        if dtype.is_float() {
            self.unary_or_binary(node, env, op, origin)
        } else {
            self.identity(node, env, origin)
        }
    }

    /// `sign` (and `sgn` of reals): `ops.sign`, but `ops.identity` of a bool
    /// (`override_fn_when_input_bool="identity"`), which the loop body records.
    fn sign(&mut self, node: &Node, env: &[Value], origin: &str) -> Result<Value, LowerCause> {
        let (dtype, _) = out_meta(node)?;
        let op = if dtype == DType::B8 { "identity" } else { "sign" };
        self.unary_or_binary(node, env, op, origin)
    }

    /// `signbit`: `ops.signbit` of the value as loaded, a bool result; a bool tensor has no
    /// sign (`full_like(x, False)`).
    fn signbit(&mut self, node: &Node, env: &[Value], origin: &str) -> Result<Value, LowerCause> {
        let (dtype, size) = out_meta(node)?;
        let operands = self.operands(env, node, 1)?;
        let src = match &operands[0] {
            Operand::Tensor(t) => t.dtype(),
            Operand::Scalar(_) => DType::F32,
        };
        if src == DType::B8 {
            let loader: Loader =
                Rc::new(|b: &mut BodyBuilder, _: &[Expr]| Ok(b.constant(0.0, DType::B8)));
            let origins = vec![origin.to_string()];
            return Ok(Value::Tensor(TensorBox::pointwise(Pointwise {
                size,
                dtype,
                loader,
                origins,
            })));
        }
        let f: BodyFn = Rc::new(|b, v| b.call("signbit", v, DType::B8));
        Ok(Value::Tensor(self.pointwise(operands, size, src, dtype, origin, f)?))
    }

    /// `fmod`: `ops.fmod` for floats, C's `ops.mod` for integers (`lowering.py`'s `fmod`).
    fn fmod(&mut self, node: &Node, env: &[Value], origin: &str) -> Result<Value, LowerCause> {
        let (dtype, _) = out_meta(node)?;
        self.unary_or_binary(node, env, if dtype.is_float() { "fmod" } else { "mod" }, origin)
    }

    /// `ldexp(x, n)`: `ops.ldexp` for a float `x` and an integer `n`, else
    /// `x * pow(2.0, to_dtype(n))` in the result dtype (`lowering.py`'s `ldexp_lowering`, no
    /// type promotion of the loads).
    fn ldexp(&mut self, node: &Node, env: &[Value], origin: &str) -> Result<Value, LowerCause> {
        let (dtype, size) = out_meta(node)?;
        let operands = self.operands(env, node, 2)?;
        let dt = |o: &Operand| match o {
            Operand::Tensor(t) => Some(t.dtype()),
            Operand::Scalar(_) => None,
        };
        let native = dt(&operands[0]).is_some_and(DType::is_float)
            && dt(&operands[1]).is_some_and(|d| !d.is_float() && d != DType::B8);
        let f: BodyFn = Rc::new(move |b, v| {
            if native {
                return b.call("ldexp", &[v[0], v[1]], dtype);
            }
            let e = b.to_dtype_explicit(v[1], dtype);
            let two = b.constant(2.0, dtype);
            let p = b.call("pow", &[two, e], dtype);
            b.call("mul", &[v[0], p], dtype)
        });
        Ok(Value::Tensor(self.pointwise_keeping(operands, 2, size, dtype, dtype, origin, f)?))
    }

    /// `addcmul`: `self + value * (t1 * t2)`; `addcdiv`: `self + t1 / t2`, or
    /// `self + value * (t1 / t2)` (`lowering.py`, without the GPU's fma).
    fn addc(
        &mut self,
        node: &Node,
        env: &[Value],
        div: bool,
        origin: &str,
    ) -> Result<Value, LowerCause> {
        let (dtype, size) = out_meta(node)?;
        let value = node.kwarg("value").or_else(|| node.args.get(3)).and_then(Arg::as_f64);
        let operands = self.operands(env, node, 3)?;
        let f: BodyFn = Rc::new(move |b, v| {
            let t = b.call(if div { "truediv" } else { "mul" }, &[v[1], v[2]], dtype);
            let t = match value {
                Some(1.0) | None if div => t,
                v_ => {
                    let c = b.constant(v_.unwrap_or(1.0), dtype);
                    b.call("mul", &[c, t], dtype)
                }
            };
            b.call("add", &[v[0], t], dtype)
        });
        Ok(Value::Tensor(self.pointwise(operands, size, dtype, dtype, origin, f)?))
    }

    /// `add`/`sub` with `alpha`: `x + alpha * y`, as `torch._refs.add` decomposes it.
    fn add_sub(
        &mut self,
        node: &Node,
        env: &[Value],
        op: &'static str,
        origin: &str,
    ) -> Result<Value, LowerCause> {
        let alpha = node.kwarg("alpha").or_else(|| node.args.get(2)).and_then(Arg::as_f64);
        let Some(alpha) = alpha.filter(|a| *a != 1.0) else {
            return self.unary_or_binary(node, env, op, origin);
        };
        let (dtype, size) = out_meta(node)?;
        let operands = self.operands(env, node, 2)?;
        let f: BodyFn = Rc::new(move |b, v| {
            let s = b.constant(alpha, dtype);
            let m = b.call("mul", &[v[1], s], dtype);
            b.call(op, &[v[0], m], dtype)
        });
        Ok(Value::Tensor(self.pointwise(operands, size, dtype, dtype, origin, f)?))
    }

    /// `div_mode`: true division, or `rounding_mode='floor'|'trunc'` (`ops.floordiv` for
    /// integers, the float quotient floored or truncated otherwise).
    fn div(&mut self, node: &Node, env: &[Value], origin: &str) -> Result<Value, LowerCause> {
        let mode = node.kwarg("rounding_mode").or_else(|| node.args.get(2)).and_then(Arg::as_str);
        let (dtype, size) = out_meta(node)?;
        let round: &'static str = match mode {
            None => return self.unary_or_binary(node, env, "truediv", origin),
            Some("floor") if !dtype.is_float() => {
                return self.unary_or_binary(node, env, "floordiv", origin);
            }
            Some("floor") if dtype.is_float() => return self.floor_div_floating(node, env, origin),
            Some("trunc") if dtype.is_float() => "trunc",
            Some("trunc") => return self.unary_or_binary(node, env, "truncdiv", origin),
            _ => return self.fallback(node, env, origin),
        };
        let operands = self.operands(env, node, 2)?;
        let f: BodyFn = Rc::new(move |b, v| {
            let q = b.call("truediv", v, dtype);
            b.call(round, &[q], dtype)
        });
        Ok(Value::Tensor(self.pointwise(operands, size, dtype, dtype, origin, f)?))
    }

    /// `prims.div` (`div_prim`): C's `/`, `ops.truncdiv` of integers, else `ops.truediv`.
    fn prims_div(&mut self, node: &Node, env: &[Value], origin: &str) -> Result<Value, LowerCause> {
        let op = if out_meta(node)?.0.is_float() { "truediv" } else { "truncdiv" };
        self.unary_or_binary(node, env, op, origin)
    }

    /// `nextafter`: `ops.nextafter` of f32/f64; the CPU backend falls back to aten for other
    /// dtypes (`fallback_handler(aten.nextafter.default)`).
    fn nextafter(&mut self, node: &Node, env: &[Value], origin: &str) -> Result<Value, LowerCause> {
        match out_meta(node)?.0 {
            DType::F32 | DType::F64 => self.unary_or_binary(node, env, "nextafter", origin),
            _ => self.fallback(node, env, origin),
        }
    }

    /// `_floor_div_floating`: `floor(div_rn(a, b))` with eager's corrections for infinite and
    /// signed-zero quotients (`ops.*` in the order Inductor's `fn` calls them).
    fn floor_div_floating(
        &mut self,
        node: &Node,
        env: &[Value],
        origin: &str,
    ) -> Result<Value, LowerCause> {
        let (dtype, size) = out_meta(node)?;
        let mut operands = self.operands(env, node, 2)?;
        operands.extend([f64::NAN, -1.0, 0.0].map(Operand::Scalar));
        let f: BodyFn = Rc::new(move |o, v| {
            let (a, b, nan, neg_one, zero) = (v[0], v[1], v[2], v[3], v[4]);
            let quotient = o.call("div_rn", &[a, b], dtype);
            let result = o.call("floor", &[quotient], dtype);
            let a_is_inf = o.call("isinf", &[a], DType::B8);
            let not_inf = o.call("logical_not", &[a_is_inf], DType::B8);
            let a_is_nan = o.call("isnan", &[a], DType::B8);
            let not_nan = o.call("logical_not", &[a_is_nan], DType::B8);
            let a_is_finite = o.call("logical_and", &[not_inf, not_nan], DType::B8);
            let b_nonzero = o.call("ne", &[b, zero], DType::B8);
            let a_inf_nonzero_b = o.call("logical_and", &[a_is_inf, b_nonzero], DType::B8);
            let a_nonzero = o.call("ne", &[a, zero], DType::B8);
            let finite_nonzero = o.call("logical_and", &[a_is_finite, a_nonzero], DType::B8);
            let b_is_inf = o.call("isinf", &[b], DType::B8);
            let a_neg = o.call("lt", &[a, zero], DType::B8);
            let b_neg = o.call("lt", &[b, zero], DType::B8);
            let signs_differ = o.call("ne", &[a_neg, b_neg], DType::B8);
            let inf_b = o.call("logical_and", &[b_is_inf, signs_differ], DType::B8);
            let finite_nonzero_a_inf_b = o.call("logical_and", &[finite_nonzero, inf_b], DType::B8);
            let result = o.call("where", &[finite_nonzero_a_inf_b, neg_one, result], dtype);
            o.call("where", &[a_inf_nonzero_b, nan, result], dtype)
        });
        Ok(Value::Tensor(self.pointwise(operands, size, dtype, dtype, origin, f)?))
    }

    /// `convert_element_type` and `_to_copy`: a pointwise `to_dtype`.
    fn convert(&mut self, node: &Node, env: &[Value], origin: &str) -> Result<Value, LowerCause> {
        let (dtype, size) = out_meta(node)?;
        let x = self.operand(env, node.args.first().ok_or(LowerCause::MissingArg(0))?)?;
        let f: BodyFn = Rc::new(move |b, v| b.to_dtype(v[0], dtype));
        let Operand::Tensor(t) = &x else { return Err(LowerCause::NotATensor(0)) };
        let src = t.dtype();
        Ok(Value::Tensor(self.pointwise(vec![x], size, src, dtype, origin, f)?))
    }

    /// `pow` as `lowering.py`'s `pow`: an integral float exponent is an int; `0.5` is `sqrt`;
    /// an int exponent in (-32, 32) (or any non-negative one of an integer base) unrolls as
    /// `pow_recursive`; a base of 2 with a float tensor exponent is `exp2`; the rest `ops.pow`.
    fn pow(&mut self, node: &Node, env: &[Value], origin: &str) -> Result<Value, LowerCause> {
        let (dtype, size) = out_meta(node)?;
        let (base, exp) = (
            node.args.first().ok_or(LowerCause::MissingArg(0))?,
            node.args.get(1).ok_or(LowerCause::MissingArg(1))?,
        );
        if let (Some(a), Arg::Node(_)) = (base.as_f64(), exp)
            && a == 2.0
            && dtype.is_float()
        {
            let e = self.operand(env, exp)?;
            let f: BodyFn = Rc::new(move |b, v| b.call("exp2", v, dtype));
            return Ok(Value::Tensor(self.pointwise(vec![e], size, dtype, dtype, origin, f)?));
        }
        // A tensor exponent (or base): `ops.pow` elementwise.
        let exponent = match exp {
            Arg::Float(e) if e.fract() == 0.0 && e.abs() < 2f64.powi(62) => Some(*e as i64),
            Arg::Float(_) => None,
            Arg::Int(e) => Some(*e),
            // `fallback_pow_tensor_tensor` / `fallback_pow_scalar`: `ops.pow` has no integers.
            _ if !dtype.is_float() => return self.fallback(node, env, origin),
            _ => return self.unary_or_binary(node, env, "pow", origin),
        };
        let x = self.operand(env, base)?;
        if matches!(exp, Arg::Float(e) if *e == 0.5) {
            let f: BodyFn = Rc::new(move |b, v| b.call("sqrt", v, dtype));
            return Ok(Value::Tensor(self.pointwise(vec![x], size, dtype, dtype, origin, f)?));
        }
        match exponent {
            Some(n) if (-32 < n && n < 32) || (!dtype.is_float() && n >= 0) => {
                let f: BodyFn = Rc::new(move |b, v| pow_recursive(b, v[0], n, dtype));
                Ok(Value::Tensor(self.pointwise(vec![x], size, dtype, dtype, origin, f)?))
            }
            // `fallback_pow_tensor_scalar`.
            _ if !dtype.is_float() => self.fallback(node, env, origin),
            _ => {
                let e = exp.as_f64().ok_or(LowerCause::MissingArg(1))?;
                let f: BodyFn = Rc::new(move |b, v| b.call("pow", v, dtype));
                let operands = vec![x, Operand::Scalar(e)];
                Ok(Value::Tensor(self.pointwise(operands, size, dtype, dtype, origin, f)?))
            }
        }
    }

    /// `clone`, `contiguous`, `alias`: a pointwise copy.
    fn identity(&mut self, node: &Node, env: &[Value], origin: &str) -> Result<Value, LowerCause> {
        let (dtype, size) = out_meta(node)?;
        let x = self.operand(env, node.args.first().ok_or(LowerCause::MissingArg(0))?)?;
        let f: BodyFn = Rc::new(|_, v| v[0]);
        Ok(Value::Tensor(self.pointwise(vec![x], size, dtype, dtype, origin, f)?))
    }

    /// `operator.getitem` of a tuple-valued node (a multi-output kernel).
    fn getitem(&mut self, node: &Node, env: &[Value], _origin: &str) -> Result<Value, LowerCause> {
        match (
            node.args.first().map(|a| self.arg_value(env, a)),
            node.args.get(1).and_then(Arg::as_int),
        ) {
            (Some(Ok(Value::Multi(v))), Some(i)) => {
                Ok(v.get(i as usize).cloned().flatten().map_or(Value::None, Value::Tensor))
            }
            _ => Err(LowerCause::BadArg { index: 0, expected: "a tuple" }),
        }
    }

    fn index(
        &mut self,
        node: &Node,
        env: &[Value],
        check: bool,
        origin: &str,
    ) -> Result<Value, LowerCause> {
        let (dtype, size) = out_meta(node)?;
        let x = self.tensor_arg(env, node, 0)?;
        let indices = self.index_list(node, env, 1)?;
        let (ours, at) = index_fn(&x, &indices, check, true)?;
        let size = self.same_at_hints(ours, size);
        let x_loader = x.make_loader();
        let mut origins = x.origins();
        for t in indices.iter().flatten() {
            origins.extend(t.origins());
        }
        origins.push(origin.to_string());
        let loader: Loader = Rc::new(move |b: &mut BodyBuilder, idx: &[Expr]| {
            let i = at(b, idx)?;
            x_loader(b, &i)
        });
        Ok(Value::Tensor(TensorBox::pointwise(Pointwise { size, dtype, loader, origins })))
    }

    /// `_unsafe_masked_index(x, mask, indices, fill)`: `ops.masked(mask, x[indices], fill)`
    /// with unchecked indices that do not wrap (lowering.py's `_unsafe_masked_index`).
    fn masked_index(
        &mut self,
        node: &Node,
        env: &[Value],
        origin: &str,
    ) -> Result<Value, LowerCause> {
        let (dtype, size) = out_meta(node)?;
        let x = self.tensor_arg(env, node, 0)?;
        let mask = self.tensor_arg(env, node, 1)?;
        let indices = self.index_list(node, env, 2)?;
        let fill = node
            .args
            .get(3)
            .and_then(Arg::as_f64)
            .ok_or(LowerCause::BadArg { index: 3, expected: "a number" })?;
        let (ours, at) = index_fn(&x, &indices, false, false)?;
        let size = self.same_at_hints(ours, size);
        let (xl, ml, mdt) = (x.make_loader(), mask.make_loader(), mask.dtype());
        let mut origins = x.origins();
        origins.extend(mask.origins());
        origins.push(origin.to_string());
        let loader: Loader = Rc::new(move |b: &mut BodyBuilder, idx: &[Expr]| {
            let mut m = ml(b, idx)?;
            if mdt != DType::B8 {
                m = b.to_dtype(m, DType::B8);
            }
            let (at, xl) = (at.clone(), xl.clone());
            let idx = idx.to_vec();
            b.masked(m, fill, dtype, move |b| {
                let i = at(b, &idx)?;
                xl(b, &i)
            })
        });
        Ok(Value::Tensor(TensorBox::pointwise(Pointwise { size, dtype, loader, origins })))
    }

    /// The optional index tensors of argument `i` (`[arg1_1, None]`).
    pub(super) fn index_list(
        &self,
        node: &Node,
        env: &[Value],
        i: usize,
    ) -> Result<Vec<Option<TensorBox>>, LowerCause> {
        let list = node
            .args
            .get(i)
            .and_then(Arg::as_list)
            .ok_or(LowerCause::BadArg { index: i, expected: "a list of indices" })?;
        let mut indices = vec![];
        for a in list {
            indices.push(match self.arg_value(env, a)? {
                Value::Tensor(t) => Some(t),
                _ => None,
            });
        }
        Ok(indices)
    }

    fn reduction(
        &mut self,
        node: &Node,
        env: &[Value],
        name: &str,
        origin: &str,
    ) -> Result<Value, LowerCause> {
        let (dtype, _) = out_meta(node)?;
        let x = self.tensor_arg(env, node, 0)?;
        let mut x = self.promote_with_numbers(node, x, origin)?;
        // `reduce_any`: `to_dtype(x, torch.bool)` first.
        if name == "any" && x.dtype() != DType::B8 {
            let f: BodyFn = Rc::new(|b, v| b.to_dtype(v[0], DType::B8));
            let src = x.dtype();
            x = self.pointwise(
                vec![Operand::Tensor(x.clone())],
                x.size(),
                src,
                DType::B8,
                origin,
                f,
            )?;
        }
        let (axes, keepdim) = reduction_axes(node, x.size().len())?;
        Ok(Value::Tensor(self.reduce(&x, &axes, keepdim, name, dtype, origin)?))
    }

    /// `sum_`/`prod`/`mean`/`amax`/`amin` of `x` over `axes` (Inductor's `make_reduction`): the
    /// reduction realized at once; `mean` divides it by the reduced element count.
    pub(super) fn reduce(
        &mut self,
        x: &TensorBox,
        axes: &[usize],
        keepdim: bool,
        name: &str,
        dtype: DType,
        origin: &str,
    ) -> Result<TensorBox, LowerCause> {
        // `mean` of a half-precision tensor sums and divides in float32, then converts back.
        if name == "mean" && matches!(dtype, DType::BF16 | DType::F16) {
            let up: BodyFn = Rc::new(|b, v| b.to_dtype(v[0], DType::F32));
            let (src, size) = (x.dtype(), x.size());
            let xf = self.pointwise(
                vec![Operand::Tensor(x.clone())],
                size,
                src,
                DType::F32,
                origin,
                up,
            )?;
            let m = self.reduce(&xf, axes, keepdim, name, DType::F32, origin)?;
            let down: BodyFn = Rc::new(move |b, v| b.to_dtype(v[0], dtype));
            let size = m.size();
            return self.pointwise(vec![Operand::Tensor(m)], size, DType::F32, dtype, origin, down);
        }
        // `make_reduction(..., override_return_dtype=dtype)` converts `x` first: a sum of
        // ints or bools accumulates int64 values (`sum_`), one with `dtype=` that dtype's.
        if matches!(name, "sum" | "prod") && x.dtype() != dtype {
            let to: BodyFn = Rc::new(move |b, v| b.to_dtype(v[0], dtype));
            let (src, size) = (x.dtype(), x.size());
            let xd =
                self.pointwise(vec![Operand::Tensor(x.clone())], size, src, dtype, origin, to)?;
            return self.reduce(&xd, axes, keepdim, name, dtype, origin);
        }
        let (new_size, reduced_sizes, loader) = reduction_inner(x, axes, keepdim);
        let rtype = match name {
            "amax" => "max",
            "amin" => "min",
            "any" => "any",
            "prod" => "prod",
            _ => "sum",
        };
        let mut origins = x.origins();
        origins.push(origin.to_string());
        let reduced = Expr::product(&reduced_sizes);
        let out_numel = Expr::product(&new_size);
        // `Reduction.create`: a reduction of one element is a pointwise; one of fewer than
        // `unroll_reductions_threshold` (8) elements, where the output has more than one
        // element, unrolls into a pointwise that combines the elements in order (only
        // numbers: a symbolic count is never statically below the threshold).
        let reduced_ints: Option<Vec<i64>> = reduced_sizes.iter().map(Expr::as_const).collect();
        let unroll = match (reduced.as_const(), &reduced_ints) {
            (Some(r), Some(_)) => r == 1 || r < UNROLL_REDUCTIONS_THRESHOLD && !out_numel.is_one(),
            _ => false,
        };
        // `Reduction.create` of no elements: a pointwise of the reduction's initial value.
        let empty_init = match rtype {
            "sum" | "any" => Some(0.0),
            "prod" => Some(1.0),
            _ => None,
        };
        let t = if let (Some(0), Some(init)) = (reduced.as_const(), empty_init) {
            let loader: Loader =
                Rc::new(move |b: &mut BodyBuilder, _: &[Expr]| Ok(b.constant(init, dtype)));
            TensorBox::pointwise(Pointwise {
                size: new_size.clone(),
                dtype,
                loader,
                origins: origins.clone(),
            })
        } else if let (true, Some(reduced_ints)) = (unroll, &reduced_ints) {
            let combine: &'static str = match rtype {
                "prod" => "mul",
                "max" => "maximum",
                "min" => "minimum",
                "any" => "logical_or",
                _ => "add",
            };
            let nred = reduced_sizes.len();
            let rindexes = product_indexes(reduced_ints);
            let src = x.dtype();
            let unrolled: Loader = Rc::new(move |b: &mut BodyBuilder, index: &[Expr]| {
                let mut acc = None;
                for r in &rindexes {
                    let mut full = index.to_vec();
                    full.extend(r.iter().map(|&i| Expr::int(i)));
                    full.truncate(index.len() + nred);
                    let v = loader(b, &full)?;
                    acc = Some(match acc {
                        None => v,
                        Some(a) => b.call(combine, &[a, v], src),
                    });
                }
                let v = acc.ok_or(LowerCause::Unsupported("an empty reduction"))?;
                Ok(b.to_dtype(v, dtype))
            });
            TensorBox::pointwise(Pointwise {
                size: new_size.clone(),
                dtype,
                loader: unrolled,
                origins: origins.clone(),
            })
        } else {
            let c = Computation {
                size: new_size.clone(),
                reduction: Some(ReductionSpec {
                    ranges: reduced_sizes.clone(),
                    reduction_type: rtype.into(),
                    src_dtype: x.dtype(),
                    logical_index: false,
                    output_index: None,
                    scan: None,
                }),
                dtype,
                loader,
            };
            let (buf, layout) = self.computed_buffer(&c, origins, None)?;
            TensorBox::from_cell(&buf, layout)
        };
        if name != "mean" {
            return Ok(t);
        }
        // `ir.IndexingConstant(denom)` expanded to the result: a number folds to a constant.
        let denom = match reduced.as_const() {
            Some(n) => Operand::Scalar(n as f64),
            None => {
                let loader: Loader = Rc::new(move |b: &mut BodyBuilder, _: &[Expr]| {
                    Ok(b.index_expr(&reduced, dtype))
                });
                let size = new_size.clone();
                Operand::Tensor(TensorBox::pointwise(Pointwise {
                    size,
                    dtype,
                    loader,
                    origins: vec![],
                }))
            }
        };
        let f: BodyFn = Rc::new(move |b, v| b.call("truediv", v, dtype));
        self.pointwise(vec![Operand::Tensor(t), denom], new_size, dtype, dtype, origin, f)
    }
}

/// `broadcast_symbolic_shapes` over several shapes.
/// `index_output_size_and_inner_fn`: the result size of `x[indices]` and, for an index of the
/// result, the index into `x` (index tensors broadcast against each other, then loaded
/// through `ops.indirect_indexing`). Adjacent indices put their broadcast size in place of
/// the dims they index; separated ones put it first.
pub(super) fn index_fn(
    x: &TensorBox,
    indices: &[Option<TensorBox>],
    check: bool,
    wrap_neg: bool,
) -> Result<(Vec<Expr>, super::scatter::IndexFn), LowerCause> {
    let pos: Vec<usize> = (0..indices.len()).filter(|&i| indices[i].is_some()).collect();
    let Some(&first) = pos.first() else {
        return Err(LowerCause::BadArg { index: 1, expected: "a list holding an index tensor" });
    };
    let last = *pos.last().unwrap_or(&first);
    let x_size = x.size();
    let idx_sizes: Vec<Vec<Expr>> = indices.iter().flatten().map(|t| t.size()).collect();
    let tensor_size = broadcast_shapes(&idx_sizes);
    let rank = tensor_size.len();
    let non_consecutive = pos.windows(2).any(|w| w[1] - w[0] != 1);
    let mut rest: Vec<Expr> =
        (0..indices.len()).filter(|&i| indices[i].is_none()).map(|i| x_size[i].clone()).collect();
    rest.extend(x_size.iter().skip(indices.len()).cloned());
    let size = if non_consecutive {
        [tensor_size.clone(), rest].concat()
    } else {
        let k = first.min(rest.len());
        [rest[..k].to_vec(), tensor_size.clone(), rest[k..].to_vec()].concat()
    };
    let start = if non_consecutive { 0 } else { first };
    let loaders: Vec<Option<(Loader, Expr)>> = indices
        .iter()
        .enumerate()
        .map(|(i, t)| {
            t.as_ref().map(|t| {
                let n = x_size.get(i).cloned().unwrap_or(Expr::int(1));
                (super::views::expand_to(t, &tensor_size).make_loader(), n)
            })
        })
        .collect();
    let f: super::scatter::IndexFn = Rc::new(move |b: &mut BodyBuilder, idx: &[Expr]| {
        let mut new_index = vec![];
        let mut next = 0usize;
        let short = || LowerCause::IndexRank { rank, have: idx.len() };
        for (i, l) in loaders.iter().enumerate().take(last + 1) {
            if i == start {
                next += rank;
            }
            match l {
                None => {
                    new_index.push(idx.get(next).cloned().ok_or_else(short)?);
                    next += 1;
                }
                Some((l, n)) => {
                    let sub = idx.get(start..start + rank).ok_or_else(short)?;
                    let v = l(b, sub)?;
                    new_index.push(b.indirect_indexing(v, n, check, wrap_neg));
                }
            }
        }
        new_index.extend(idx.iter().skip(next).cloned());
        Ok(new_index)
    });
    Ok((size, f))
}

/// `broadcast_tensors`: an operand is expanded when its rank differs from the target's or a
/// dim is 1 on one side only.
fn broadcast_expands(sizes: &[Expr], target: &[Expr]) -> bool {
    sizes != target
        && (sizes.len() != target.len()
            || sizes.iter().zip(target).any(|(a, b)| a.is_one() != b.is_one()))
}

pub(super) fn broadcast_shapes(sizes: &[Vec<Expr>]) -> Vec<Expr> {
    let mut out: Vec<Expr> = vec![];
    for s in sizes {
        let n = out.len().max(s.len());
        let pad = |v: &[Expr]| -> Vec<Expr> {
            std::iter::repeat_n(Expr::int(1), n - v.len()).chain(v.iter().cloned()).collect()
        };
        out = pad(&out)
            .into_iter()
            .zip(pad(s))
            .map(|(x, y)| {
                if y.is_one() {
                    x
                } else if x.is_one() || y.free_symbols().len() < x.free_symbols().len() {
                    y
                } else {
                    x
                }
            })
            .collect();
    }
    out
}

/// `_make_reduction_inner` of `x` over `axes` (empty: all): the result size (`keepdim` keeps
/// the reduced dims as 1s), the reduced sizes, and the loader of `x` at
/// `index ++ reduction_index`.
pub(super) fn reduction_inner(
    x: &TensorBox,
    axes: &[usize],
    keepdim: bool,
) -> (Vec<Expr>, Vec<Expr>, Loader) {
    let size = x.size();
    let axes: Vec<usize> = if axes.is_empty() { (0..size.len()).collect() } else { axes.to_vec() };
    let kept: Vec<usize> = (0..size.len()).filter(|i| !axes.contains(i)).collect();
    let reduced_sizes: Vec<Expr> = axes.iter().map(|&i| size[i].clone()).collect();
    let inner = x.make_loader();
    let (kept2, axes2, size_len) = (kept.clone(), axes.clone(), size.len());
    let new_size: Vec<Expr> = if keepdim {
        size.iter()
            .enumerate()
            .map(|(i, s)| if axes.contains(&i) { Expr::int(1) } else { s.clone() })
            .collect()
    } else {
        kept.iter().map(|&i| size[i].clone()).collect()
    };
    let nout = new_size.len();
    let loader: Loader = Rc::new(move |b: &mut BodyBuilder, full: &[Expr]| {
        let (index, ridx) = full.split_at(nout.min(full.len()));
        let index: Vec<Expr> = if keepdim {
            kept2.iter().map(|&i| index.get(i).cloned().unwrap_or_default()).collect()
        } else {
            index.to_vec()
        };
        let mut new_index = vec![Expr::int(0); size_len];
        for (k, &i) in kept2.iter().enumerate() {
            new_index[i] = index.get(k).cloned().unwrap_or_default();
        }
        for (k, &i) in axes2.iter().enumerate() {
            new_index[i] = ridx.get(k).cloned().unwrap_or_default();
        }
        inner(b, &new_index)
    });
    (new_size, reduced_sizes, loader)
}

/// `config.unroll_reductions_threshold`.
pub(super) const UNROLL_REDUCTIONS_THRESHOLD: i64 = 8;

/// Every index of `sizes` in row-major order (`itertools.product(*map(range, sizes))`).
pub(super) fn product_indexes(sizes: &[i64]) -> Vec<Vec<i64>> {
    let mut out: Vec<Vec<i64>> = vec![vec![]];
    for &n in sizes {
        out = out
            .into_iter()
            .flat_map(|p| {
                (0..n.max(0)).map(move |i| {
                    let mut q = p.clone();
                    q.push(i);
                    q
                })
            })
            .collect();
    }
    out
}

/// The reduced dims of a reduction call (`dim` list or one dim; none: all) and `keepdim`.
/// The reduced axes (empty: all) and `keepdim`. A 0-d tensor's dim 0 or -1 reduces over no
/// axis (its one element), as PyTorch does.
pub(super) fn reduction_axes(node: &Node, ndim: usize) -> Result<(Vec<usize>, bool), LowerCause> {
    let dims = match node.args.get(1).or_else(|| node.kwarg("dim")) {
        Some(a) => a.as_int_list().or_else(|| a.as_int().map(|v| vec![v])).unwrap_or_default(),
        None => vec![],
    };
    let mut axes = vec![];
    for d in dims {
        let a = wrap_dim(d, ndim)?;
        if a < ndim && !axes.contains(&a) {
            axes.push(a);
        }
    }
    let keepdim = node.args.get(2).map(|a| matches!(a, Arg::Bool(true))).unwrap_or(false)
        || node.kwarg("keepdim").is_some_and(|a| matches!(a, Arg::Bool(true)));
    Ok((axes, keepdim))
}

/// [`crate::op::wrap_dim`] as a lowering error.
pub(super) fn wrap_dim(dim: i64, ndim: usize) -> Result<usize, LowerCause> {
    crate::op::wrap_dim(dim, ndim).map_err(LowerCause::Dim)
}

/// `pow_recursive` of Inductor's `pow` lowering for integer exponents.
fn pow_recursive(b: &mut BodyBuilder, x: Val, n: i64, dtype: DType) -> Val {
    if n < 0 {
        let r = b.call("reciprocal", &[x], dtype);
        return pow_recursive(b, r, -n, dtype);
    }
    if n == 0 {
        return b.constant(1.0, dtype);
    }
    if n == 1 {
        return x;
    }
    let half = pow_recursive(b, x, n / 2, dtype);
    let sq = b.call("mul", &[half, half], dtype);
    if n % 2 == 1 { b.call("mul", &[sq, x], dtype) } else { sq }
}
