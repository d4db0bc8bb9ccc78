//! The ops the interpreter evaluates: [`kernel`] says for every op of the table (`crate::op`)
//! which function evaluates it or why none does, so an unsupported op is reported (by the
//! evaluator) instead of guessed. The functions are grouped by kind in the submodules.
pub mod attention;
pub mod complex;
pub mod conv;
pub mod create;
mod distance;
mod elementwise;
mod fft;
mod flash_cpu;
mod grid_sample;
mod hist;
pub mod index_put;
pub mod linalg;
mod linalg_decomp;
mod linalg_ops;
mod pad;
pub mod pointwise;
mod pool;
mod prims;
mod python;
pub mod reduce;
pub mod scan;
pub mod scatter;
mod search;
mod select;
pub mod shape;
pub mod sort;

use super::promote::ScalarKind;
use super::tensor::{TResult, Tensor, terr};
use super::value::Value;
use crate::ir::{DType, special};
use crate::op::{self, Op, Variant};
use pointwise::{In, Scalar};
pub use python::{PyOp, eval as python_operator};

/// Position argument for keyword-only parameters (`dtype=` of factories, `scale=` of attention).
pub const KW: usize = usize::MAX;

/// Evaluated arguments of one call, read positionally or by keyword like a Python signature.
pub struct Call {
    pub args: Vec<Value>,
    pub kwargs: Vec<(String, Value)>,
}

impl Call {
    /// The argument at position `i`, else the keyword `name`; `None` values count as absent.
    pub fn get(&self, i: usize, name: &str) -> Option<&Value> {
        let v = self
            .args
            .get(i)
            .or_else(|| self.kwargs.iter().find(|(k, _)| k == name).map(|(_, v)| v));
        match v {
            Some(Value::None) | None => None,
            v => v,
        }
    }
    fn need(&self, i: usize, name: &str) -> TResult<&Value> {
        self.get(i, name)
            .ok_or_else(|| super::tensor::TensorError(format!("missing argument `{name}` (#{i})")))
    }
    pub fn tensor(&self, i: usize, name: &str) -> TResult<&Tensor> {
        match self.need(i, name)? {
            Value::Tensor(t) => Ok(t),
            v => terr(format!("argument `{name}` should be a tensor, found {}", v.kind())),
        }
    }
    pub fn int(&self, i: usize, name: &str) -> TResult<i64> {
        match self.need(i, name)? {
            Value::Int(v) => Ok(*v),
            Value::Bool(b) => Ok(*b as i64),
            v => terr(format!("argument `{name}` should be an int, found {}", v.kind())),
        }
    }
    pub fn opt_int(&self, i: usize, name: &str) -> TResult<Option<i64>> {
        self.get(i, name).map(|_| self.int(i, name)).transpose()
    }
    pub fn float(&self, i: usize, name: &str) -> TResult<f64> {
        match self.need(i, name)? {
            Value::Int(v) => Ok(*v as f64),
            Value::Float(v) => Ok(*v),
            Value::Bool(b) => Ok(*b as i64 as f64),
            v => terr(format!("argument `{name}` should be a number, found {}", v.kind())),
        }
    }
    pub fn opt_float(&self, i: usize, name: &str) -> TResult<Option<f64>> {
        self.get(i, name).map(|_| self.float(i, name)).transpose()
    }
    pub fn bool_or(&self, i: usize, name: &str, default: bool) -> TResult<bool> {
        match self.get(i, name) {
            None => Ok(default),
            Some(Value::Bool(b)) => Ok(*b),
            Some(Value::Int(v)) => Ok(*v != 0),
            Some(v) => terr(format!("argument `{name}` should be a bool, found {}", v.kind())),
        }
    }
    pub fn str_or<'a>(&'a self, i: usize, name: &str, default: &'a str) -> TResult<&'a str> {
        match self.get(i, name) {
            None => Ok(default),
            Some(Value::Str(s)) => Ok(s),
            Some(v) => terr(format!("argument `{name}` should be a string, found {}", v.kind())),
        }
    }
    /// An int list (`[1, 0]`); a bare int is a one-element list, as PyTorch's `IntArrayRef` parsing allows.
    pub fn int_list(&self, i: usize, name: &str) -> TResult<Vec<i64>> {
        self.opt_int_list(i, name)?
            .ok_or_else(|| super::tensor::TensorError(format!("missing argument `{name}` (#{i})")))
    }
    pub fn opt_int_list(&self, i: usize, name: &str) -> TResult<Option<Vec<i64>>> {
        match self.get(i, name) {
            None => Ok(None),
            Some(Value::Int(v)) => Ok(Some(vec![*v])),
            Some(Value::List(xs)) => xs
                .iter()
                .map(|x| match x {
                    Value::Int(v) => Ok(*v),
                    v => terr(format!("argument `{name}` should hold ints, found {}", v.kind())),
                })
                .collect::<TResult<Vec<_>>>()
                .map(Some),
            Some(v) => terr(format!("argument `{name}` should be an int list, found {}", v.kind())),
        }
    }
    pub fn opt_dtype(&self, i: usize, name: &str) -> TResult<Option<DType>> {
        match self.get(i, name) {
            None => Ok(None),
            Some(Value::Dtype(d)) => Ok(Some(*d)),
            Some(v) => terr(format!("argument `{name}` should be a dtype, found {}", v.kind())),
        }
    }
    pub fn tensors(&self, i: usize, name: &str) -> TResult<Vec<&Tensor>> {
        match self.need(i, name)? {
            Value::List(xs) => xs
                .iter()
                .map(|x| match x {
                    Value::Tensor(t) => Ok(t),
                    v => terr(format!("argument `{name}` should hold tensors, found {}", v.kind())),
                })
                .collect(),
            v => terr(format!("argument `{name}` should be a tensor list, found {}", v.kind())),
        }
    }
    /// A tensor or Python-scalar operand of a pointwise op.
    pub fn operand(&self, i: usize, name: &str) -> TResult<In<'_>> {
        Ok(match self.need(i, name)? {
            Value::Tensor(t) => In::T(t),
            Value::Int(v) => In::S(Scalar::Int(*v)),
            Value::Float(v) => In::S(Scalar::Float(*v)),
            Value::Bool(v) => In::S(Scalar::Bool(*v)),
            v => {
                return terr(format!(
                    "argument `{name}` should be a tensor or number, found {}",
                    v.kind()
                ));
            }
        })
    }
}

/// Python scalar kind of a literal, for ops that take one (`full`, `arange`).
pub fn scalar_kind(v: &Value) -> Option<ScalarKind> {
    match v {
        Value::Int(_) => Some(ScalarKind::Int),
        Value::Float(_) => Some(ScalarKind::Float),
        Value::Bool(_) => Some(ScalarKind::Bool),
        _ => None,
    }
}

/// What the evaluator knows of a call besides its arguments.
pub struct Cx<'a> {
    /// The overload as printed (`Tensor`, `dim_IntList`; empty for a packet call).
    pub overload: &'a str,
}

/// An aten kernel of the interpreter.
pub type Impl = fn(&Cx, &Call) -> TResult<Value>;

/// How the interpreter runs an op of the table.
#[derive(Clone, Copy)]
pub enum Kernel {
    Run(Impl),
    /// The aten kernel for OpOverloads; Python-number arithmetic for its `operator.*` spelling.
    RunOrPython(Impl, PyOp),
    /// Only `operator.*` on Python values (`getitem`).
    Python(PyOp),
    /// Calls a subgraph: the graph walker runs it (it knows the enclosing graphs).
    Subgraph,
    /// Not evaluated, with the reason; never replaced by a guess.
    Unsupported(&'static str),
}

impl Kernel {
    /// Whether the interpreter evaluates the op (in the spelling its kernel reads).
    pub fn runs(&self) -> bool {
        !matches!(self, Kernel::Unsupported(_))
    }
}

const NOT_YET: &str = "no interpreter kernel yet";
const RANDOM: &str = "random values: no reference to compare a kernel with";

/// A polynomial of `torch.special`, as its f32 and f64 instances, for
/// `elementwise::polynomial` to pick from by the compute dtype.
macro_rules! polynomial {
    ($f:ident) => {
        Run(|_, c| ew::polynomial(c, special::$f, special::$f))
    };
}

/// The interpreter's kernel for every op of the table.
pub fn kernel(op: Op) -> Kernel {
    use Kernel::{Python, Run, RunOrPython, Subgraph, Unsupported};
    use Op::*;
    use elementwise as ew;
    use pointwise::{Bin, Cmp};
    use reduce::Red;
    match op {
        Complex => Run(|_, c| complex::complex(c)),
        Polar => Run(|_, c| complex::polar(c)),
        Conj | ConjPhysical => Run(|_, c| complex::conj(c)),
        ViewAsReal => Run(|_, c| complex::view_as_real(c)),
        ViewAsComplex => Run(|_, c| complex::view_as_complex(c)),
        FftR2c => Run(|_, c| fft::fft_r2c(c)),
        FftC2c => Run(|_, c| fft::fft_c2c(c)),
        FftC2r => Run(|_, c| fft::fft_c2r(c)),
        Add => RunOrPython(|_, c| ew::bin(c, Bin::Add), PyOp::Add),
        Sub => RunOrPython(|_, c| ew::bin(c, Bin::Sub), PyOp::Sub),
        Mul => RunOrPython(|_, c| ew::bin(c, Bin::Mul), PyOp::Mul),
        Div => RunOrPython(|_, c| ew::div(c), PyOp::TrueDiv),
        FloorDivide => RunOrPython(|_, c| ew::bin(c, Bin::DivFloor), PyOp::FloorDiv),
        Remainder => RunOrPython(|_, c| ew::bin(c, Bin::Remainder), PyOp::Mod),
        Rsub => Run(|_, c| ew::rsub(c)),
        Pow => Run(|_, c| ew::pow(c)),
        Maximum => Run(|_, c| ew::bin(c, Bin::Max)),
        Minimum => Run(|_, c| ew::bin(c, Bin::Min)),
        BitwiseAnd => Run(|_, c| ew::bin(c, Bin::And)),
        BitwiseOr => Run(|_, c| ew::bin(c, Bin::Or)),
        BitwiseXor => Run(|_, c| ew::bin(c, Bin::Xor)),
        BitwiseLeftShift => Run(|_, c| ew::bin(c, Bin::Shl)),
        BitwiseRightShift => Run(|_, c| ew::bin(c, Bin::Shr)),
        BitwiseNot => Run(|_, c| ew::bitwise_not(c)),
        Eq => RunOrPython(|_, c| ew::cmp(c, Cmp::Eq), PyOp::Eq),
        Ne => RunOrPython(|_, c| ew::cmp(c, Cmp::Ne), PyOp::Ne),
        Lt => RunOrPython(|_, c| ew::cmp(c, Cmp::Lt), PyOp::Lt),
        Le => RunOrPython(|_, c| ew::cmp(c, Cmp::Le), PyOp::Le),
        Gt => RunOrPython(|_, c| ew::cmp(c, Cmp::Gt), PyOp::Gt),
        Ge => RunOrPython(|_, c| ew::cmp(c, Cmp::Ge), PyOp::Ge),
        LogicalAnd => Run(|_, c| ew::logical(c, ew::Logic::And)),
        LogicalOr => Run(|_, c| ew::logical(c, ew::Logic::Or)),
        LogicalXor => Run(|_, c| ew::logical(c, ew::Logic::Xor)),
        LogicalNot => Run(|_, c| ew::logical_not(c)),
        Isnan => Run(|_, c| ew::isnan(c)),
        Where => Run(|_, c| ew::where_(c)),
        Clamp => Run(|_, c| ew::clamp(c)),
        ClampMin => Run(|_, c| ew::clamp_min(c)),
        ClampMax => Run(|_, c| ew::clamp_max(c)),
        Gelu => Run(|_, c| ew::gelu(c)),
        Exp => Run(|_, c| ew::to_float(c, f64::exp)),
        Exp2 => Run(|_, c| ew::to_float(c, f64::exp2)),
        Expm1 => Run(|_, c| ew::to_float(c, f64::exp_m1)),
        Log => Run(|_, c| ew::to_float(c, f64::ln)),
        Log2 => Run(|_, c| ew::to_float(c, f64::log2)),
        Log10 => Run(|_, c| ew::to_float(c, f64::log10)),
        Log1p => Run(|_, c| ew::to_float(c, f64::ln_1p)),
        Sqrt => Run(|_, c| ew::to_float(c, f64::sqrt)),
        Rsqrt => Run(|_, c| ew::rsqrt(c)),
        Reciprocal => Run(|_, c| ew::to_float(c, ew::RECIPROCAL)),
        Sin => Run(|_, c| ew::sin_cos(c, f64::sin, special::sleef_sinf_u35)),
        Cos => Run(|_, c| ew::sin_cos(c, f64::cos, special::sleef_cosf_u35)),
        Tan => Run(|_, c| ew::to_float(c, f64::tan)),
        Tanh => Run(|_, c| ew::to_float(c, f64::tanh)),
        Sigmoid => Run(|_, c| ew::to_float(c, ew::SIGMOID)),
        Erf => Run(|_, c| ew::to_float(c, ew::ERF)),
        Silu => Run(|_, c| ew::float_only(c, ew::SILU, "silu")),
        Neg => RunOrPython(|_, c| ew::same(c, |v| -v, i64::wrapping_neg), PyOp::Neg),
        Abs => Run(|_, c| ew::same(c, f64::abs, i64::wrapping_abs)),
        Relu => Run(|_, c| ew::same(c, ew::RELU.0, ew::RELU.1)),
        Floor => Run(|_, c| ew::same(c, f64::floor, |v| v)),
        Ceil => Run(|_, c| ew::same(c, f64::ceil, |v| v)),
        Trunc => Run(|_, c| ew::same(c, f64::trunc, |v| v)),
        Round => Run(|_, c| ew::same(c, f64::round_ties_even, |v| v)),
        Signbit => Run(|_, c| ew::signbit(c)),
        Rev => Run(|_, c| shape::rev(c)),
        Sign => Run(|_, c| ew::same(c, ew::SIGN.0, ew::SIGN.1)),
        Square => Run(|_, c| ew::same(c, |v| v * v, |v| v.wrapping_mul(v))),
        Acos => Run(|_, c| ew::to_float(c, f64::acos)),
        Asin => Run(|_, c| ew::to_float(c, f64::asin)),
        Atan => Run(|_, c| ew::to_float(c, f64::atan)),
        Acosh => Run(|_, c| ew::to_float(c, f64::acosh)),
        Asinh => Run(|_, c| ew::to_float(c, f64::asinh)),
        Atanh => Run(|_, c| ew::to_float(c, f64::atanh)),
        Cosh => Run(|_, c| ew::to_float(c, f64::cosh)),
        Sinh => Run(|_, c| ew::to_float(c, f64::sinh)),
        Atan2 => Run(|_, c| ew::to_float2(c, f64::atan2)),
        Copysign => Run(|_, c| ew::to_float2(c, f64::copysign)),
        Ldexp => Run(|_, c| ew::to_float2(c, |x, e| x * e.exp2())),
        Fmod => Run(|_, c| ew::fmod(c)),
        Isinf => Run(|_, c| ew::isinf(c)),
        Addcmul => Run(|_, c| ew::addc(c, false)),
        Addcdiv => Run(|_, c| ew::addc(c, true)),
        Copy => Run(|_, c| shape::copy(c)),
        Lgamma => Run(|_, c| ew::to_float(c, special::lgamma)),
        Digamma => Run(|_, c| ew::to_float(c, special::digamma)),
        Polygamma => Run(|_, c| ew::polygamma(c)),
        Erfc => Run(|_, c| ew::to_float(c, special::erfc)),
        Erfinv => Run(|_, c| ew::to_float(c, special::erfinv)),
        I0 => Run(|_, c| ew::to_float(c, special::i0)),
        Hypot => Run(|_, c| ew::to_float2(c, special::hypot)),
        I0e => Run(|_, c| ew::special1(c, "self", special::i0e)),
        I1 => Run(|_, c| ew::special1(c, "self", special::i1)),
        I1e => Run(|_, c| ew::special1(c, "self", special::i1e)),
        Erfcx => Run(|_, c| ew::special1(c, "self", special::erfcx)),
        Ndtri => Run(|_, c| ew::special1(c, "self", special::ndtri)),
        BesselJ0 => Run(|_, c| ew::special1(c, "self", special::bessel_j0)),
        BesselJ1 => Run(|_, c| ew::special1(c, "self", special::bessel_j1)),
        BesselY0 => Run(|_, c| ew::special1(c, "self", special::bessel_y0)),
        BesselY1 => Run(|_, c| ew::special1(c, "self", special::bessel_y1)),
        ModifiedBesselI0 => Run(|_, c| ew::special1(c, "self", special::modified_bessel_i0)),
        ModifiedBesselI1 => Run(|_, c| ew::special1(c, "self", special::modified_bessel_i1)),
        ModifiedBesselK0 => Run(|_, c| ew::special1(c, "self", special::modified_bessel_k0)),
        ModifiedBesselK1 => Run(|_, c| ew::special1(c, "self", special::modified_bessel_k1)),
        ScaledModifiedBesselK0 => {
            Run(|_, c| ew::special1(c, "x", special::scaled_modified_bessel_k0))
        }
        ScaledModifiedBesselK1 => {
            Run(|_, c| ew::special1(c, "x", special::scaled_modified_bessel_k1))
        }
        SphericalBesselJ0 => Run(|_, c| ew::special1(c, "x", special::spherical_bessel_j0)),
        AiryAi => Run(|_, c| ew::special1(c, "x", special::airy_ai)),
        Zeta => Run(|_, c| ew::zeta(c)),
        ChebyshevPolynomialT => polynomial!(chebyshev_polynomial_t),
        ChebyshevPolynomialU => polynomial!(chebyshev_polynomial_u),
        ChebyshevPolynomialV => polynomial!(chebyshev_polynomial_v),
        ChebyshevPolynomialW => polynomial!(chebyshev_polynomial_w),
        ShiftedChebyshevPolynomialT => polynomial!(shifted_chebyshev_polynomial_t),
        ShiftedChebyshevPolynomialU => polynomial!(shifted_chebyshev_polynomial_u),
        ShiftedChebyshevPolynomialV => polynomial!(shifted_chebyshev_polynomial_v),
        ShiftedChebyshevPolynomialW => polynomial!(shifted_chebyshev_polynomial_w),
        HermitePolynomialH => polynomial!(hermite_polynomial_h),
        HermitePolynomialHe => polynomial!(hermite_polynomial_he),
        LaguerrePolynomialL => polynomial!(laguerre_polynomial_l),
        LegendrePolynomialP => polynomial!(legendre_polynomial_p),
        Gcd => Run(|_, c| ew::gcd(c)),
        Fma => Run(|_, c| prims::fma(c)),
        PrimsDiv => Run(|_, c| prims::div(c)),
        Nextafter => Run(|_, c| prims::nextafter(c)),
        Glu => Run(|_, c| prims::glu(c)),
        Igamma => Run(|_, c| ew::to_float2(c, special::igamma)),
        Igammac => Run(|_, c| ew::to_float2(c, special::igammac)),
        Hardtanh | LeakyRelu | Lerp | MaskedFill | Fill => Unsupported(NOT_YET),
        DequantizePerChannel | DequantizePerTensor | QuantizePerChannel | QuantizePerTensor => {
            Unsupported(NOT_YET)
        }
        RandLike | RandnLike => Unsupported(RANDOM),

        Clone | Contiguous => Run(|_, c| shape::contiguous(c)),
        ConvertElementType | ToCopy | To => Run(|_, c| shape::convert(c)),
        Alias | Detach | LiftFresh | LiftFreshCopy => Run(|_, c| shape::alias(c)),
        View | Reshape | UnsafeView | ReshapeAlias => Run(|_, c| shape::reshape(c)),
        Permute => Run(|_, c| shape::permute(c)),
        Transpose => Run(|_, c| shape::transpose(c)),
        T => Run(|_, c| shape::t_(c)),
        Expand => Run(|_, c| shape::expand(c)),
        Unsqueeze => Run(|_, c| shape::unsqueeze(c)),
        Squeeze => Run(|_, c| shape::squeeze(c)),
        Slice => Run(|_, c| shape::slice(c)),
        Select => Run(|_, c| shape::select(c)),
        Split | SplitWithSizes => Run(|_, c| shape::split_op(c)),
        Unbind => Run(|_, c| shape::unbind(c)),
        Chunk => Run(|_, c| shape::chunk(c)),
        AsStrided => Run(|_, c| shape::as_strided(c)),
        Diagonal => Run(|_, c| shape::diagonal(c)),
        Flatten | Narrow | ViewAs => Unsupported(NOT_YET),
        Unfold => Run(|_, c| shape::unfold(c)),
        Cat => Run(|_, c| shape::cat_op(c)),
        Stack => Run(|_, c| shape::stack(c)),
        ConstantPadNd => Run(|_, c| pad::constant_pad_nd(c)),
        SliceScatter => Run(|_, c| pad::slice_scatter(c)),
        Repeat => Run(|_, c| pad::repeat(c)),
        SelectScatter => Run(|_, c| pad::select_scatter(c)),
        Index | UnsafeIndex => Run(shape::index_op),
        Embedding => Run(|_, c| shape::embedding(c)),
        Gather => Run(|_, c| scatter::gather_op(c)),
        Scatter => Run(|x, c| match x.overload {
            "reduce" | "value_reduce" => index_put::scatter_reduce_op(x, c),
            _ => scatter::scatter_op(x, c),
        }),
        ScatterAdd | ScatterReduce => Run(index_put::scatter_reduce_op),
        IndexPut | UnsafeIndexPut => Run(|_, c| index_put::index_put_op(c)),
        UnsafeMaskedIndex => Run(|_, c| index_put::masked_index_op(c)),
        UnsafeMaskedIndexPutAccumulate => Run(|_, c| index_put::masked_index_put_acc_op(c)),
        IndexReduce => Run(|_, c| index_put::index_reduce_op(c)),
        IndexAdd => Run(|_, c| index_put::index_add_op(c)),
        MaskedScatter => Run(|_, c| index_put::masked_scatter_op(c)),

        Sum => Run(|x, c| reduce::sum_mean(x, c, Red::Sum)),
        Mean => Run(|x, c| reduce::sum_mean(x, c, Red::Mean)),
        Prod => Run(reduce::prod),
        Amax => Run(|_, c| reduce::over_dims(c, Red::Max)),
        Amin => Run(|_, c| reduce::over_dims(c, Red::Min)),
        Any => Run(|_, c| reduce::over_dims(c, Red::Any)),
        All => Run(|_, c| reduce::over_dims(c, Red::All)),
        Max => Run(|x, c| ew::max_min(x, c, true)),
        Min => Run(|x, c| ew::max_min(x, c, false)),
        Argmax => Run(|_, c| reduce::arg(c, Red::ArgMax)),
        Argmin => Run(|_, c| reduce::arg(c, Red::ArgMin)),
        VarMean => Run(|_, c| reduce::moments(c, reduce::Moments::VarMean)),
        PrepareSoftmaxOnline => Run(|_, c| reduce::prepare_softmax_online(c)),
        Var => Run(|_, c| reduce::moments(c, reduce::Moments::Var)),
        Std => Run(|_, c| reduce::moments(c, reduce::Moments::Std)),
        Softmax => Run(|_, c| reduce::softmax_op(c, false, false)),
        SoftmaxInternal => Run(|_, c| reduce::softmax_op(c, true, false)),
        LogSoftmax => Run(|_, c| reduce::softmax_op(c, false, true)),
        LogSoftmaxInternal => Run(|_, c| reduce::softmax_op(c, true, true)),
        Cumsum => Run(|_, c| scan::cumulative_op(c, scan::Scan::Sum)),
        Cumprod => Run(|_, c| scan::cumulative_op(c, scan::Scan::Prod)),
        Topk => Run(|_, c| sort::topk_op(c)),
        Sort => Run(sort::sort_op),
        Cummax => Run(|_, c| select::cummax_op(c, true)),
        Cummin => Run(|_, c| select::cummax_op(c, false)),
        Mode => Run(|_, c| select::mode_op(c)),
        Kthvalue => Run(|_, c| select::kthvalue_op(c)),
        Median => Run(|x, c| select::median_op(x, c, false)),
        Nanmedian => Run(|x, c| select::median_op(x, c, true)),
        Logcumsumexp => Run(|_, c| scan::logcumsumexp_op(c)),
        Histc => Run(|_, c| hist::histc(c)),
        Histogram => Run(hist::histogram),
        HistogramddBinEdges => Run(|_, c| hist::histogramdd_bin_edges(c)),
        HistogramddFromBinCts => Run(|_, c| hist::histogramdd_from(c, false)),
        HistogramddFromBinTensors => Run(|_, c| hist::histogramdd_from(c, true)),
        SegmentReduce => Run(|_, c| hist::segment_reduce(c)),
        Logsumexp | NativeLayerNorm | Norm => Unsupported(NOT_YET),

        AvgPool2d => Run(|_, c| pool::avg_pool(c, 2)),
        AvgPool3d => Run(|_, c| pool::avg_pool(c, 3)),
        AdaptiveAvgPool2d => Run(|_, c| pool::adaptive_avg_pool(c, 2)),
        AdaptiveAvgPool3d => Run(|_, c| pool::adaptive_avg_pool(c, 3)),
        AdaptiveMaxPool2d => Run(|_, c| pool::adaptive_max_pool(c, 2)),
        AdaptiveMaxPool3d => Run(|_, c| pool::adaptive_max_pool(c, 3)),
        MaxPool2dWithIndices => Run(|_, c| pool::max_pool_with_indices(c, 2)),
        MaxPool3dWithIndices => Run(|_, c| pool::max_pool_with_indices(c, 3)),
        MaxPool2dWithIndicesBackward => Run(|_, c| pool::max_pool2d_with_indices_backward(c)),
        LowMemoryMaxPoolWithOffsets => Run(|_, c| pool::low_memory_max_pool_with_offsets(c)),
        LowMemoryMaxPoolOffsetsToIndices => {
            Run(|_, c| pool::low_memory_max_pool_offsets_to_indices(c))
        }

        Mm => Run(|_, c| linalg::mm(c, false)),
        Bmm => Run(|_, c| linalg::mm(c, true)),
        Addmm | Baddbmm => Run(|_, c| linalg::addmm(c)),
        Addbmm => Run(|_, c| linalg::addbmm(c)),
        Trilinear => Run(|_, c| distance::trilinear(c)),
        CdistForward => Run(|_, c| distance::cdist_forward(c)),
        PdistForward => Run(|_, c| distance::pdist_forward(c)),
        GridSampler3d => Run(|_, c| grid_sample::grid_sampler_3d(c)),
        UpsampleBilinear2dAa => Run(|_, c| grid_sample::upsample_bilinear2d_aa(c)),
        CholeskyInverse => Run(|_, c| linalg_ops::cholesky_inverse(c)),
        CholeskySolve => Run(|_, c| linalg_ops::cholesky_solve(c)),
        Geqrf => Run(|_, c| linalg_ops::geqrf(c)),
        LinalgCholeskyEx => Run(|_, c| linalg_ops::cholesky_ex(c)),
        LinalgDet => Run(|_, c| linalg_ops::det(c, false)),
        LinalgSlogdet => Run(|_, c| linalg_ops::det(c, true)),
        LinalgEigh => Run(|_, c| linalg_ops::eigh(c)),
        LinalgHouseholderProduct => Run(|_, c| linalg_ops::householder_product(c)),
        LinalgInvEx => Run(|_, c| linalg_ops::inv_ex(c)),
        LinalgLu => Run(|_, c| linalg_ops::linalg_lu(c)),
        LinalgLuFactorEx => Run(|_, c| linalg_ops::lu_factor_ex(c)),
        LinalgLuSolve => Run(|_, c| linalg_ops::lu_solve(c)),
        LinalgMatrixExp => Run(|_, c| linalg_ops::matrix_exp(c)),
        LinalgMatrixSqrth => Run(|_, c| linalg_ops::matrix_sqrth(c)),
        LinalgPinv => Run(|_, c| linalg_ops::pinv(c)),
        LinalgPolar => Run(|_, c| linalg_ops::polar(c)),
        LinalgQr => Run(|_, c| linalg_ops::linalg_qr(c)),
        LinalgSolveEx => Run(|_, c| linalg_ops::solve_ex(c)),
        LinalgSolveTriangular => Run(|_, c| linalg_ops::solve_triangular(c)),
        LinalgSvd => Run(|_, c| linalg_ops::svd(c)),
        LuUnpack => Run(|_, c| linalg_ops::lu_unpack(c)),
        Ormqr => Run(|_, c| linalg_ops::ormqr(c)),
        TriangularSolve => Run(|_, c| linalg_ops::triangular_solve(c)),
        Searchsorted => Run(|_, c| search::searchsorted(c)),
        Bucketize => Run(|_, c| search::bucketize(c)),
        NonzeroStatic => Run(|_, c| search::nonzero_static(c)),
        Matmul => Run(|_, c| linalg::matmul_op(c)),
        IntMm => Run(|_, c| linalg::int_mm(c)),
        WeightInt8packMm => Run(|_, c| linalg::weight_int8pack_mm(c)),
        QuantoQbytesMm => Run(|_, c| linalg::quanto_qbytes_mm(c)),
        BnbGemm4bit => Run(|_, c| linalg::bnb_gemm_4bit(c)),
        WoqInt8 => Run(|_, c| linalg::woq_int8(c)),
        Convolution => Run(|_, c| conv::convolution_op(c)),
        Dot | Einsum | Linear | Mv | ScaledMm | WeightInt4packMm => Unsupported(NOT_YET),
        SdpaFlashCpu => Run(|_, c| attention::flash_cpu(c)),
        ScaledDotProductAttention => Run(|_, c| attention::scaled_dot_product_attention(c)),
        SdpaFlash | SdpaEfficient => Unsupported("a CUDA kernel"),

        Full => Run(|_, c| create::full(c)),
        Zeros | Empty => Run(|_, c| create::constant(c, false)),
        Ones => Run(|_, c| create::constant(c, true)),
        FullLike => Run(|_, c| create::like(c, create::Like::Full)),
        ZerosLike => Run(|_, c| create::like(c, create::Like::Zeros)),
        OnesLike => Run(|_, c| create::like(c, create::Like::Ones)),
        EmptyLike => Run(|_, c| create::like(c, create::Like::Empty)),
        NewEmptyStrided => Run(|_, c| create::new_empty_strided(c)),
        ScalarTensor => Run(|_, c| create::scalar_tensor(c)),
        Arange => Run(create::arange_op),
        Iota => Run(|_, c| create::iota(c)),

        SymSize => Run(|_, c| shape::sym_size(c)),
        SymNumel => Run(|_, c| shape::sym_numel(c)),
        SymStride => Run(|_, c| shape::sym_stride(c)),
        Getitem => Python(PyOp::Getitem),
        InvokeQuant | InvokeQuantPacked | InvokeSubgraph => Subgraph,
    }
}

/// Evaluates the OpOverload `namespace::op.overload` (`op` may be an alias, an in-place
/// spelling is refused); `None` if the table or the interpreter does not know it.
pub fn call(namespace: &str, op: &str, overload: &str, c: &Call) -> Option<TResult<Value>> {
    let r = op::lookup_qualified(namespace, op, overload)?;
    if r.variant == Variant::InPlace {
        return None;
    }
    match kernel(r.op) {
        Kernel::Run(f) | Kernel::RunOrPython(f, _) => Some(f(&Cx { overload }, c)),
        Kernel::Python(_) | Kernel::Subgraph | Kernel::Unsupported(_) => None,
    }
}
