//! The op table: what every engine needs to know about an aten/prims op, declared once
//! ([`table`]). An FX node is resolved to its entry by [`lookup`], whatever spelling the graph
//! uses (`torch.ops.aten.mul.Tensor`, `aten.mul.Tensor`, `operator.mul`, `torch.mul`, the
//! `mul` method, the in-place `mul_`); each engine then has one exhaustive `match` over [`Op`]
//! saying how it runs the op or why it does not (`interp::ops::kernel`, `lower::ops::plan`,
//! `kernel::plan::jit_plan`), so a new entry does not compile until all of them answer.
//!
//! Facts per entry: the packet name and aliases, the Python operators spelling it, the
//! [`Category`], the canvas [`NodeClass`], the result [`DtypeRule`] and, for views, the
//! [`ViewKind`]. Argument names and kinds are PyTorch's own registered schemas ([`schema`]).
pub mod dtype;
mod fx_names;
pub mod promote;
pub mod schema;
mod schemas;
pub mod strides;
mod table;

pub use dtype::{ArgDtype, DtypeError, DtypeRule, ResultDtype};
pub use fx_names::is_illegal_fx_name;
pub use schema::{ArgType, Param, Schema, SchemaError};
pub use table::Op;

use crate::ir::{Node, OpKind, parse_op_target};
use serde::{Deserialize, Serialize};
use std::collections::HashMap;
use std::sync::LazyLock;

/// The kinds the canvas colours by.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub enum NodeClass {
    Input,
    Pointwise,
    Reduction,
    View,
    Matmul,
    InvokeQuant,
    Output,
    /// Anything we cannot see through (attention kernels, indexing, unknown callables).
    Opaque,
}

impl NodeClass {
    pub const ALL: [NodeClass; 8] = [
        NodeClass::Input,
        NodeClass::Pointwise,
        NodeClass::Reduction,
        NodeClass::View,
        NodeClass::Matmul,
        NodeClass::InvokeQuant,
        NodeClass::Output,
        NodeClass::Opaque,
    ];
    pub fn name(self) -> &'static str {
        match self {
            NodeClass::Input => "input",
            NodeClass::Pointwise => "pointwise",
            NodeClass::Reduction => "reduction",
            NodeClass::View => "view",
            NodeClass::Matmul => "matmul",
            NodeClass::InvokeQuant => "invoke_quant",
            NodeClass::Output => "output",
            NodeClass::Opaque => "opaque",
        }
    }
}

/// Where an op is registered: `torch.ops.<namespace>`, or Python's `operator` module.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub enum Namespace {
    Aten,
    Prims,
    QuantizedDecomposed,
    HigherOrder,
    Operator,
    /// optimum-quanto's custom ops (`torch.ops.quanto.*`, `torch.library.define`d in
    /// `optimum/quanto/library/`).
    Quanto,
    /// bitsandbytes' custom ops (`torch.ops.bitsandbytes.*`, `bitsandbytes/_ops.py`).
    Bitsandbytes,
    /// The handlers of Inductor's lowering patterns (`register_lowering_pattern` in
    /// `torch/_inductor/fx_passes/*.py`): a post-grad pass replaces the match by a call of the
    /// handler, which `GraphLowering` runs as the lowering of that node. The table's name is
    /// the pass module and the handler (`quantization.woq_int8`); FX prints the call as
    /// `torch__inductor_fx_passes_quantization_woq_int8`, with `_1`, `_2`... for the handlers
    /// of other patterns of the same name.
    InductorPattern,
}

impl Namespace {
    pub fn as_str(self) -> &'static str {
        match self {
            Namespace::Aten => "aten",
            Namespace::Prims => "prims",
            Namespace::QuantizedDecomposed => "quantized_decomposed",
            Namespace::HigherOrder => "higher_order",
            Namespace::Operator => "operator",
            Namespace::Quanto => "quanto",
            Namespace::Bitsandbytes => "bitsandbytes",
            Namespace::InductorPattern => "torch._inductor.fx_passes",
        }
    }
    fn parse(s: &str) -> Option<Namespace> {
        Some(match s {
            "aten" => Namespace::Aten,
            "prims" => Namespace::Prims,
            "quantized_decomposed" => Namespace::QuantizedDecomposed,
            "higher_order" => Namespace::HigherOrder,
            "quanto" => Namespace::Quanto,
            "bitsandbytes" => Namespace::Bitsandbytes,
            _ => return None,
        })
    }
}

/// What an op computes, coarsely (Inductor's lowering families).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub enum Category {
    /// One output element from the elements at the same (broadcast) index.
    Pointwise,
    /// Random values (`rand_like`): pointwise but not reproducible.
    Random,
    /// The result shares the input's storage.
    View,
    /// Inputs laid side by side (`cat`, `stack`).
    Join,
    /// A border of a constant around the input.
    Pad,
    Reduction,
    /// A window of elements reduced to one (`avg_pool2d`, `max_pool3d_with_indices`).
    Pool,
    /// Running reductions along a dim (`cumsum`).
    Scan,
    /// Values with their indices (`sort`, `topk`).
    Sort,
    Matmul,
    /// Matrix decompositions and solves (`linalg_lu_factor_ex`, `_linalg_svd`).
    Linalg,
    Convolution,
    Attention,
    /// Gathers by index tensors (`index`, `embedding`).
    Indexing,
    /// Factories (`full`, `arange`).
    Creation,
    /// Sizes and strides as SymInts.
    Shape,
    /// Python's tuple indexing (`operator.getitem`).
    Container,
    /// Calls a subgraph (`invoke_quant`).
    HigherOrder,
    /// Between complex and real values (`complex`, `view_as_real`, `_conj`).
    Complex,
    /// Discrete Fourier transforms (`_fft_r2c`, `_fft_c2c`, `_fft_c2r`).
    Spectral,
}

/// How a view's result indexes its input.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub enum ViewKind {
    /// The same tensor (`alias`, `detach`).
    Alias,
    AsStrided,
    Chunk,
    Diagonal,
    /// Size-1 dims broadcast with stride 0.
    Expand,
    Flatten,
    Narrow,
    Permute,
    /// A new shape over the same elements in the same order (`view`, `reshape`).
    Reshape,
    /// One index of one dim, which disappears.
    Select,
    /// `start:end:step` of one dim.
    Slice,
    /// Consecutive slices of one dim, as a tuple.
    Split,
    /// Size-1 dims removed.
    Squeeze,
    /// `t()`: the last two of at most two dims swapped.
    T,
    Transpose,
    /// Every index of one dim, as a tuple of selects.
    Unbind,
    Unfold,
    /// A size-1 dim inserted.
    Unsqueeze,
}

/// One entry of the table.
#[derive(Debug)]
pub struct OpInfo {
    pub op: Op,
    pub namespace: Namespace,
    /// The op packet (`mul` of `aten.mul.Tensor`).
    pub name: &'static str,
    /// Other packets with the same meaning (`__and__` for `bitwise_and`).
    pub aliases: &'static [&'static str],
    /// `operator.*` functions that spell it in Dynamo graphs (`operator.mul`).
    pub python: &'static [&'static str],
    pub category: Category,
    /// The canvas colour: its own fact (a `cat` is drawn as a view, a `contiguous` too).
    pub canvas: NodeClass,
    pub dtype: DtypeRule,
    /// For views: how the result indexes the input.
    pub view: Option<ViewKind>,
}

impl Op {
    pub fn info(self) -> &'static OpInfo {
        let info = &table::TABLE[self as usize];
        debug_assert_eq!(info.op, self, "TABLE is generated in Op order");
        info
    }
    /// The packet name (`mul`).
    pub fn name(self) -> &'static str {
        self.info().name
    }
    pub fn category(self) -> Category {
        self.info().category
    }
    pub fn view(self) -> Option<ViewKind> {
        self.info().view
    }
    /// The FX target of an overload: `torch.ops.aten.mul.Tensor`, `operator.getitem`,
    /// `torch.ops.higher_order.invoke_quant` (higher-order ops have no overloads).
    pub fn target(self, overload: &str) -> String {
        let i = self.info();
        match i.namespace {
            Namespace::Operator => format!("operator.{}", i.name),
            Namespace::HigherOrder => format!("torch.ops.higher_order.{}", i.name),
            Namespace::InductorPattern => format!("torch._inductor.fx_passes.{}", i.name),
            ns => format!("torch.ops.{}.{}.{overload}", ns.as_str(), i.name),
        }
    }
    /// The registered schema of `name.overload` (`name` the packet or one of its aliases;
    /// `default` is the overload printed without a name).
    pub fn schema(self, name: &str, overload: &str) -> Option<&'static Schema> {
        let ns = self.info().namespace.as_str();
        let overload = if overload.is_empty() { "default" } else { overload };
        schema::all().get(&(ns, name, overload)).map(|&i| &schema::parsed()[i])
    }
    /// Every registered functional overload of the packet and its aliases.
    pub fn schemas(self) -> impl Iterator<Item = &'static Schema> {
        let i = self.info();
        let ns = i.namespace.as_str();
        schema::parsed().iter().filter(move |s| {
            s.namespace == ns && (s.name == i.name || i.aliases.contains(&s.name.as_str()))
        })
    }
}

/// How a graph spells the op.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub enum Form {
    /// `torch.ops.aten.mul.Tensor` / `aten.mul.Tensor`: an OpOverload (post-grad graphs).
    Overload,
    /// `operator.mul` (Dynamo graphs, SymInt arithmetic in post-grad graphs).
    Operator,
    /// `torch.mul`, `torch.nn.functional.silu` (Dynamo graphs).
    Function,
    /// The `mul` method of a call_method node (Dynamo graphs).
    Method,
    /// The handler of an Inductor lowering pattern (`torch__inductor_fx_passes_quantization_
    /// woq_int8`), called with the match's arguments in post-grad graphs: it is the node's
    /// lowering, and the engines treat it as they treat an OpOverload.
    PatternHandler,
}

/// Which variant of the op the name is.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub enum Variant {
    Functional,
    /// `mul_`: writes into its first argument.
    InPlace,
    /// Functionalization's `permute_copy`: the view's values in a tensor of their own.
    Copy,
}

/// An FX call resolved to its table entry.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Resolved<'a> {
    pub op: Op,
    pub form: Form,
    pub variant: Variant,
    /// The name as spelled (`__and__`, `mul_`, `permute_copy`).
    pub name: &'a str,
    /// The overload as printed (`Tensor`, `default`); empty when the spelling has none.
    pub overload: &'a str,
}

impl Resolved<'_> {
    /// The schema of the spelled overload, when the spelling is an OpOverload of a functional
    /// packet (in-place and `_copy` spellings are looked up under the functional name).
    pub fn schema(&self) -> Option<&'static Schema> {
        match (self.form, self.variant) {
            (Form::Overload, Variant::Functional) => self.op.schema(self.name, self.overload),
            (Form::Overload, _) => self.op.schema(self.op.name(), self.overload),
            _ => None,
        }
    }
}

struct Index {
    /// (namespace, packet or alias) of every entry.
    qualified: HashMap<(Namespace, &'static str), Op>,
    /// Aten packets and aliases, for `torch.*` functions and methods.
    aten: HashMap<&'static str, Op>,
    python: HashMap<&'static str, Op>,
}

static INDEX: LazyLock<Index> = LazyLock::new(|| {
    let mut ix = Index { qualified: HashMap::new(), aten: HashMap::new(), python: HashMap::new() };
    for info in table::TABLE {
        for &name in std::iter::once(&info.name).chain(info.aliases) {
            let old = ix.qualified.insert((info.namespace, name), info.op);
            assert!(old.is_none(), "op table: {name} is declared twice");
            if info.namespace == Namespace::Aten {
                ix.aten.insert(name, info.op);
            }
        }
        for &p in info.python {
            let old = ix.python.insert(p, info.op);
            assert!(old.is_none(), "op table: operator.{p} is declared twice");
        }
    }
    ix
});

/// `name`, or the functional op of an in-place (`mul_`) or `*_copy` view spelling.
fn with_variants(name: &str, find: impl Fn(&str) -> Option<Op>) -> Option<(Op, Variant)> {
    if let Some(op) = find(name) {
        return Some((op, Variant::Functional));
    }
    if let Some(base) = name.strip_suffix('_').filter(|b| !b.ends_with('_') && !b.is_empty())
        && let Some(op) = find(base)
    {
        return Some((op, Variant::InPlace));
    }
    let base = name.strip_suffix("_copy")?;
    find(base).filter(|op| op.view().is_some()).map(|op| (op, Variant::Copy))
}

/// The entry of `namespace::name` (`aten`, `mul_`), with the overload as given.
pub fn lookup_qualified<'a>(
    namespace: &str,
    name: &'a str,
    overload: &'a str,
) -> Option<Resolved<'a>> {
    let ns = Namespace::parse(namespace)?;
    let (op, variant) = with_variants(name, |n| INDEX.qualified.get(&(ns, n)).copied())?;
    Some(Resolved { op, form: Form::Overload, variant, name, overload })
}

/// The entry an FX call names, if the table has it. call_module and unknown callables are
/// `None` (opaque to every engine).
pub fn lookup(kind: OpKind, target: &str) -> Option<Resolved<'_>> {
    let aten = |n: &str| INDEX.aten.get(n).copied();
    match kind {
        OpKind::CallFunction => {
            if let Some(name) =
                target.strip_prefix("operator.").or_else(|| target.strip_prefix("_operator."))
            {
                let op = *INDEX.python.get(name)?;
                return Some(Resolved {
                    op,
                    form: Form::Operator,
                    variant: Variant::Functional,
                    name,
                    overload: "",
                });
            }
            if let Some(p) = parse_op_target(target) {
                return lookup_qualified(p.namespace, p.op, p.overload.unwrap_or(""));
            }
            if let Some(r) = lookup_pattern_handler(target) {
                return Some(r);
            }
            // `torch.sin`, `torch.nn.functional.silu`, `torch._C._nn.linear`.
            let path = target.strip_prefix("torch.")?;
            let name = path.rsplit('.').next().unwrap_or(path);
            let (op, variant) = with_variants(name, aten)?;
            Some(Resolved { op, form: Form::Function, variant, name, overload: "" })
        }
        OpKind::CallMethod => {
            let (op, variant) = with_variants(target, aten)?;
            Some(Resolved { op, form: Form::Method, variant, name: target, overload: "" })
        }
        OpKind::Placeholder | OpKind::GetAttr | OpKind::CallModule | OpKind::Output => None,
    }
}

/// Whether an FX call_function target, as FX's code printer writes it, names the Python
/// function `qualified` (`a.b.c`): the qualified name itself, or `add_global`'s spelling, the
/// dots as underscores with a `_N` suffix where several functions share a name
/// (`torch__inductor_fx_passes_quantization_woq_int8_1`).
pub fn fx_global_names(printed: &str, qualified: &str) -> bool {
    if printed == qualified {
        return true;
    }
    let mangled = qualified.replace('.', "_");
    printed.strip_prefix(mangled.as_str()).is_some_and(|tail| {
        tail.is_empty()
            || tail
                .strip_prefix('_')
                .is_some_and(|n| !n.is_empty() && n.bytes().all(|b| b.is_ascii_digit()))
    })
}

/// A lowering pattern's handler, as FX prints its call or by its qualified name
/// ([`fx_global_names`]).
fn lookup_pattern_handler(target: &str) -> Option<Resolved<'_>> {
    let (mangled, rest) = match target.strip_prefix("torch__inductor_fx_passes_") {
        Some(rest) => (true, rest),
        None => (false, target.strip_prefix("torch._inductor.fx_passes.")?),
    };
    let info =
        table::TABLE.iter().filter(|i| i.namespace == Namespace::InductorPattern).find(|i| {
            if mangled { fx_global_names(rest, &i.name.replace('.', "_")) } else { rest == i.name }
        })?;
    Some(Resolved {
        op: info.op,
        form: Form::PatternHandler,
        variant: Variant::Functional,
        name: rest,
        overload: "",
    })
}

/// [`lookup`] of a node's op kind and target.
/// The lengths along the split dim of the pieces `split.Tensor` (a split size), `split_with_sizes`
/// (the sizes) and `chunk` (a chunk count) cut an extent of `extent` into, as ATen cuts them;
/// None for other ops or an argument that does not fit.
/// PyTorch's `maybe_wrap_dim`: `dim` in `[-ndim, ndim)` as an index into the sizes. A 0-d
/// tensor takes -1 and 0 as if it had one dim (and 0 is then no index into its sizes: callers
/// of a 0-d tensor check). Every engine wraps dims read from a graph through this.
pub fn wrap_dim(dim: i64, ndim: usize) -> Result<usize, String> {
    let n = ndim.max(1) as i64;
    let d = if dim < 0 { dim.saturating_add(n) } else { dim };
    if d < 0 || d >= n {
        return Err(format!("dim {dim} out of range for a {ndim}-d tensor"));
    }
    Ok(d as usize)
}

pub fn split_lengths(op: Op, extent: i64, arg: &crate::ir::Arg) -> Option<Vec<i64>> {
    let pieces = |s: i64| (0..extent).step_by(s as usize).map(|st| s.min(extent - st)).collect();
    match op {
        Op::Split => arg.as_int().filter(|s| *s > 0).map(pieces),
        Op::SplitWithSizes => arg.as_int_list(),
        Op::Chunk => arg.as_int().filter(|c| *c > 0).map(|c| pieces(((extent + c - 1) / c).max(1))),
        _ => None,
    }
}

pub fn lookup_node(node: &Node) -> Option<Resolved<'_>> {
    lookup(node.op, &node.target)
}

#[cfg(test)]
mod tests;
