//! What lowering produces, in Inductor's vocabulary: buffers (`buf0`) with fixed layouts and the
//! operations (`op0`) that write them — `ComputedBuffer`s with a loop body, extern kernels
//! (`ExternKernelOut`, `FallbackKernel`, `MultiOutput`), templates and nop kernels.
use super::index::Expr;
use crate::ir::DType;
use crate::ir::loop_body::LoopBody;
use serde::{Deserialize, Serialize};
use std::collections::BTreeSet;
use std::fmt;

/// `FixedLayout('cpu', torch.float32, size=[8], stride=[1])`; sizes, strides and offset are
/// expressions over the graph's size symbols (`size=[s15, s21], stride=[s21, 1]`).
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub struct FixedLayout {
    pub device: String,
    pub dtype: DType,
    pub size: Vec<Expr>,
    pub stride: Vec<Expr>,
    pub offset: Expr,
}

/// A [`FixedLayout`] whose sizes are all numbers: what the JIT runs (it compiles graphs
/// specialized to one size binding).
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct IntLayout {
    pub dtype: DType,
    pub size: Vec<i64>,
    pub stride: Vec<i64>,
    pub offset: i64,
}

pub fn ints(v: &[i64]) -> Vec<Expr> {
    v.iter().map(|x| Expr::int(*x)).collect()
}

impl FixedLayout {
    pub fn contiguous(device: &str, dtype: DType, size: &[Expr]) -> FixedLayout {
        FixedLayout {
            device: device.into(),
            dtype,
            size: size.to_vec(),
            stride: contiguous_strides(size),
            offset: Expr::int(0),
        }
    }
    /// `FlexibleLayout.fill_ordered`: `order[0]` is the innermost dimension.
    pub fn fill_ordered(device: &str, dtype: DType, size: &[Expr], order: &[usize]) -> FixedLayout {
        let mut stride = vec![Expr::int(0); size.len()];
        let mut next = Expr::int(1);
        for &d in order {
            if let Some(s) = stride.get_mut(d) {
                *s = next.clone();
            }
            next = next.mul_poly(size.get(d).unwrap_or(&Expr::int(1)));
        }
        FixedLayout {
            device: device.into(),
            dtype,
            size: size.to_vec(),
            stride,
            offset: Expr::int(0),
        }
    }
    pub fn numel(&self) -> Expr {
        Expr::product(&self.size)
    }
    pub fn nbytes(&self) -> Expr {
        self.numel().scale(self.dtype.size_bytes() as i64)
    }
    /// The numbers, when every size, stride and the offset is one.
    pub fn ints(&self) -> Option<IntLayout> {
        let v = |x: &[Expr]| x.iter().map(Expr::as_const).collect::<Option<Vec<i64>>>();
        Some(IntLayout {
            dtype: self.dtype,
            size: v(&self.size)?,
            stride: v(&self.stride)?,
            offset: self.offset.as_const()?,
        })
    }
    /// The layout at integer values of its size symbols (`None` for an unbound symbol).
    pub fn eval(&self, env: &std::collections::HashMap<String, i64>) -> Option<IntLayout> {
        let v = |x: &[Expr]| x.iter().map(|e| e.eval(env)).collect::<Option<Vec<i64>>>();
        Some(IntLayout {
            dtype: self.dtype,
            size: v(&self.size)?,
            stride: v(&self.stride)?,
            offset: self.offset.eval(env)?,
        })
    }
    /// The flat storage index of a multi-dimensional index (`make_indexer`); size-1 dims do not
    /// contribute.
    pub fn index(&self, idx: &[Expr]) -> Expr {
        let mut e = self.offset.clone();
        for ((i, st), sz) in idx.iter().zip(&self.stride).zip(&self.size) {
            if !sz.is_one() {
                e = e.add(&i.mul_poly(st));
            }
        }
        e
    }
    /// [`index`](Self::index) with size-1 dims counted too (their strides only matter for
    /// reading strides back off a view).
    pub fn index_all_dims(&self, idx: &[Expr]) -> Expr {
        let mut e = self.offset.clone();
        for (i, st) in idx.iter().zip(&self.stride) {
            e = e.add(&i.mul_poly(st));
        }
        e
    }
    pub fn is_contiguous(&self) -> bool {
        self.offset.is_zero()
            && self
                .size
                .iter()
                .zip(&self.stride)
                .zip(contiguous_strides(&self.size))
                .all(|((sz, a), b)| sz.is_one() || *a == b)
    }
}

impl fmt::Display for FixedLayout {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let list = |v: &[Expr]| v.iter().map(|x| x.to_string()).collect::<Vec<_>>().join(", ");
        write!(
            f,
            "FixedLayout('{}', torch.{}, size=[{}], stride=[{}]",
            self.device,
            self.dtype.torch_name(),
            list(&self.size),
            list(&self.stride)
        )?;
        if !self.offset.is_zero() {
            write!(f, ", offset={}", self.offset)?;
        }
        f.write_str(")")
    }
}

pub fn contiguous_strides(size: &[Expr]) -> Vec<Expr> {
    let mut st = vec![Expr::int(1); size.len()];
    for i in (0..size.len().saturating_sub(1)).rev() {
        st[i] = st[i + 1].mul_poly(&size[i + 1]);
    }
    st
}

/// `FlexibleLayout.stride_ordered`: dense strides filling dims from rank 0 upwards.
pub fn stride_ordered(size: &[Expr], order: &[usize]) -> Vec<Expr> {
    let mut fill: Vec<usize> = (0..order.len()).collect();
    fill.sort_by_key(|d| order[*d]);
    let mut st = vec![Expr::int(0); size.len()];
    let mut next = Expr::int(1);
    for d in fill {
        st[d] = next.clone();
        next = next.mul_poly(&size[d]);
    }
    st
}

/// `FixedLayout.is_stride_ordered`: size-1 dims aside, strides (their hints) rise with the
/// order.
pub fn is_stride_ordered(
    size: &[Expr],
    stride: &[Expr],
    order: &[usize],
    sv: &super::sizevars::SizeVars,
) -> bool {
    let mut dims: Vec<usize> = (0..size.len()).filter(|d| !size[*d].is_one()).collect();
    dims.sort_by_key(|d| order[*d]);
    dims.windows(2).all(|w| sv.size_hint(&stride[w[0]]) <= sv.size_hint(&stride[w[1]]))
}

/// The IR class of a buffer, as the dumps print it after `buf0: `.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
pub enum BufferKind {
    InputBuffer,
    ComputedBuffer,
    ExternKernelOut,
    /// An extern kernel that allocates its own output (`extern_kernels.convolution`).
    ExternKernelAlloc,
    FallbackKernel,
    MultiOutput,
    ConcatKernel,
    TemplateBuffer,
    /// A template whose choice `max-autotune` leaves open until fusion benchmarks it
    /// (`benchmark_epilogue_fusion`): `autotune_select_algorithm(return_multi_template=True)`.
    MultiTemplateBuffer,
    /// Extern kernels that mutate their first input in place (`NoneLayout`, no storage).
    ScatterFallback,
    IndexPutFallback,
    /// `aten.copy_(dst, src)` into a buffer `empty_like` made: how Inductor converts to and
    /// from complex dtypes.
    InplaceCopyFallback,
}

impl BufferKind {
    pub fn as_str(self) -> &'static str {
        match self {
            BufferKind::InputBuffer => "InputBuffer",
            BufferKind::ComputedBuffer => "ComputedBuffer",
            BufferKind::ExternKernelOut => "ExternKernelOut",
            BufferKind::ExternKernelAlloc => "ExternKernelAlloc",
            BufferKind::FallbackKernel => "FallbackKernel",
            BufferKind::MultiOutput => "MultiOutput",
            BufferKind::ConcatKernel => "ConcatKernel",
            BufferKind::TemplateBuffer => "TritonTemplateBuffer",
            BufferKind::MultiTemplateBuffer => "MultiTemplateBuffer",
            BufferKind::ScatterFallback => "ScatterFallback",
            BufferKind::IndexPutFallback => "IndexPutFallback",
            BufferKind::InplaceCopyFallback => "InplaceCopyFallback",
        }
    }
}

#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
pub struct Buffer {
    pub name: String,
    pub kind: BufferKind,
    pub layout: FixedLayout,
    /// The operation that writes it; `None` for graph inputs.
    pub op: Option<usize>,
}

/// A loop body as lowering traced it, with the index expressions in our own algebra (the
/// [`LoopBody`] carries them as printed text for the dump reader and the JIT).
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
pub struct Body {
    pub loop_body: LoopBody,
    #[serde(skip)]
    pub index_exprs: Vec<Expr>,
    /// Pointwise (`p0..`) variable count; the rest of `loop_body.var_ranges` are reduction vars.
    pub n_pointwise: usize,
    /// The computation's size before loop simplification (`node.data.get_size()`).
    pub data_size: Vec<Expr>,
}

impl Body {
    /// The placeholder a `ComputedBuffer` has until lowering traces its body at the end.
    pub(crate) fn traced_later(size: &[Expr]) -> Body {
        Body {
            loop_body: LoopBody {
                var_ranges: vec![],
                indexes: vec![],
                ops: vec![],
                subblocks: vec![],
            },
            index_exprs: vec![],
            n_pointwise: 0,
            data_size: size.to_vec(),
        }
    }
    /// The pointwise and reduction loop sizes (`node.get_ranges()`).
    pub fn sizes(&self) -> (Vec<Expr>, Vec<Expr>) {
        let all: Vec<Expr> = self
            .loop_body
            .var_ranges
            .iter()
            .map(|(_, r)| {
                let e = Expr::from_sym_int(r);
                debug_assert!(e.is_some(), "lowering writes ranges its algebra reads back: {r}");
                e.unwrap_or_default()
            })
            .collect();
        let (a, b) = all.split_at(self.n_pointwise.min(all.len()));
        (a.to_vec(), b.to_vec())
    }
}

#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
pub enum OperationKind {
    /// `ComputedBuffer` over a `Pointwise` or `Reduction`.
    Computed { body: Body, reduction_type: Option<String> },
    /// `ExternKernelOut` / `FallbackKernel` / `MultiOutput`; `kernel` as the dump prints
    /// `op1.node.kernel` (`extern_kernels.mm`, `torch.ops.aten.cat.default`).
    Extern { class: BufferKind, kernel: String, inputs: Vec<String> },
    /// A matmul template (GPU and workbench policies) that prologues may fuse into.
    /// `input_layouts[i]` is how the template reads `inputs[i]` (a `ReinterpretView`'s layout).
    Template {
        kernel: String,
        inputs: Vec<String>,
        input_layouts: Vec<FixedLayout>,
        allowed_prologue_inps: Vec<String>,
    },
    /// `NopKernelSchedulerNode(ConcatKernel)`: its inputs were realized into its slices.
    Nop { class: BufferKind, inputs: Vec<String> },
}

#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
pub struct Operation {
    pub name: String,
    pub outputs: Vec<String>,
    pub kind: OperationKind,
    pub device: String,
    /// FX nodes this operation computes (Inductor's `origins`); nodes inside an invoke_quant
    /// subgraph are qualified as `subgraph0.mul`.
    pub origins: Vec<String>,
}

impl Operation {
    pub fn body(&self) -> Option<&Body> {
        match &self.kind {
            OperationKind::Computed { body, .. } => Some(body),
            _ => None,
        }
    }
    pub fn is_reduction(&self) -> bool {
        matches!(&self.kind, OperationKind::Computed { reduction_type: Some(_), .. })
    }
}

/// The result of lowering one graph: what `GraphLowering` holds when the scheduler starts.
#[derive(Debug, Clone, Default, PartialEq, Serialize, Deserialize)]
pub struct LoweredGraph {
    pub graph_inputs: Vec<Buffer>,
    pub buffers: Vec<Buffer>,
    pub operations: Vec<Operation>,
    /// Buffers the graph returns, in output order.
    pub graph_outputs: Vec<String>,
    /// Each output as a strided view of its buffer (a returned permute/slice/expand of a
    /// realized value is not the buffer itself), in output order.
    #[serde(default)]
    pub graph_output_views: Vec<FixedLayout>,
    /// Buffers that mutate another (`MutationLayoutSHOULDREMOVE`, `ScatterFallback`, ...):
    /// the mutating buffer → the buffer whose storage it writes (`buf.get_mutations()`).
    #[serde(default)]
    pub mutations: std::collections::BTreeMap<String, String>,
    /// Operation names tagged by the invoke_quant lowering.
    pub invoke_quant_ops: BTreeSet<String>,
    pub low_precision_codegen_ops: BTreeSet<String>,
    /// The value of each size symbol at the example inputs, for the decisions Inductor makes
    /// by hint (empty for a static graph).
    #[serde(default)]
    pub size_hints: std::collections::BTreeMap<String, i64>,
    /// Lowered without merging loops ([`super::LowerOptions::merge_loops`] off, Inductor on
    /// GPU): the scheduler's dependencies are then unnormalized (`d0, d1` over the squeezed
    /// loop sizes) until fusion ends.
    #[serde(default)]
    pub unmerged_loops: bool,
    /// A `MultiOutput` writes a `StarDep`, as every extern kernel does (torch 2.11), not the
    /// `MemoryDep` of its layout that 2.15's `MultiOutput.get_read_writes` builds.
    #[serde(default)]
    pub multi_output_star_dep: bool,
}

impl LoweredGraph {
    /// Buffers are named `bufN` in creation order, so `bufN` is found by position.
    pub fn buffer(&self, name: &str) -> Option<&Buffer> {
        if let Some(b) = name
            .strip_prefix("buf")
            .and_then(|n| n.parse::<usize>().ok())
            .and_then(|i| self.buffers.get(i))
            && b.name == name
        {
            return Some(b);
        }
        self.buffers.iter().chain(&self.graph_inputs).find(|b| b.name == name)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn stride_orders_fill_and_check_as_inductor_does() {
        let size = ints(&[1, 4, 16, 32]);
        assert_eq!(stride_ordered(&size, &[3, 1, 2, 0]), ints(&[2048, 32, 128, 1]));
        let sv = crate::lower::sizevars::SizeVars::default();
        assert!(is_stride_ordered(&size, &ints(&[2048, 32, 128, 1]), &[3, 1, 2, 0], &sv));
        assert!(!is_stride_ordered(&size, &ints(&[2048, 512, 32, 1]), &[3, 1, 2, 0], &sv));
    }
}
