//! Inductor's loop bodies (`class op0_loop_body:` in `ir_pre_fusion.txt`): the iteration
//! variables, the index expressions, and an SSA list of `ops.*` calls. Lowering produces them,
//! the dump reader parses them, the scheduler reads their memory dependencies, and the JIT
//! compiles them — so this is the contract between `lower`, `sched` and `kernel`.
use crate::ir::ops_handler::OpsName;
use crate::ir::{DType, SymExpr, SymInt};
use serde::{Deserialize, Serialize};

/// Position of an op in [`LoopBody::ops`]; operands always refer to earlier ops.
pub type ValueId = usize;

#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
pub struct LoopBody {
    /// `var_ranges = {p0: 4, p1: 256}`: pointwise vars first, then reduction vars.
    pub var_ranges: Vec<(String, SymInt)>,
    /// `index0 = 256*p0 + p1`; may mention `indirect0` (set by [`LoopOpKind::SetIndirect`]).
    pub indexes: Vec<(String, SymExpr)>,
    pub ops: Vec<LoopOp>,
    /// `def masked_subblock1(self, ops):` and the rest, in the order Inductor numbers them:
    /// what an `ops.masked` computes only where its mask holds. They share the body's indexes.
    #[serde(default)]
    pub subblocks: Vec<Subblock>,
}

/// One `masked_subblockN`: its own SSA list (operands refer to its own earlier ops) and the
/// value it returns.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
pub struct Subblock {
    pub name: String,
    pub ops: Vec<LoopOp>,
    pub result: ValueId,
}

#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
pub struct LoopOp {
    /// The SSA name Inductor prints (`load`, `load_1`, `mul`, `get_index_1`).
    pub name: String,
    pub kind: LoopOpKind,
}

#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum LoopOpKind {
    /// `self.get_index('index0')`
    GetIndex { index: String },
    /// `ops.load('arg0_1', get_index)`
    Load { buf: String, index: ValueId },
    /// `ops.store('buf1', get_index_1, value, None)`
    Store { buf: String, index: ValueId, value: ValueId, mode: Option<String> },
    /// `ops.constant(15, torch.uint8)`; the literal as printed (`15`, `1e-06`, `-inf`).
    Constant { value: String, dtype: DType },
    /// `ops.to_dtype(x, torch.int64, src_dtype = torch.uint8, use_compute_types = True)`
    ToDtype { x: ValueId, dtype: DType, src_dtype: Option<DType> },
    /// `ops.index_expr(get_index, torch.int64)`
    IndexExpr { index: ValueId, dtype: DType },
    /// `self.set_indirect0(to_dtype)`: the value becomes the symbol `indirect0` in indexes.
    /// `wrap`: the size a negative value is counted back from (`indirect_indexing`'s
    /// `wrap_neg`, which Inductor keeps in the shim `set_indirect` closes over, so it does not
    /// print); None where negative values are not wrapped or the body was read from a dump.
    SetIndirect {
        slot: u32,
        x: ValueId,
        #[serde(default)]
        wrap: Option<SymExpr>,
    },
    /// `ops.reduction(torch.float32, torch.float32, 'sum', x)`; an `argmax`/`argmin` over
    /// several reduced dims reduces `(x, index)`, `index` the logical row-major position
    /// (`_make_reduction_inner`'s `should_compute_logical_index`), since loop reordering may
    /// walk the elements in another order.
    Reduction {
        dtype: DType,
        src_dtype: DType,
        reduction_type: String,
        x: ValueId,
        #[serde(default, skip_serializing_if = "Option::is_none")]
        index: Option<ValueId>,
    },
    /// `reduction[1]`: one value of a reduction that yields several (`welford_reduce`'s
    /// `(mean, m2, weight)`).
    GetItem { x: ValueId, index: usize },
    /// `ops.store_reduction('buf0', get_index_1, reduction)`
    StoreReduction { buf: String, index: ValueId, value: ValueId },
    /// `ops.check_bounds(get_index_2, get_index_3, False, True)`: an indirect index (`expr`)
    /// must lie in `[0, size)`; `lower`/`upper` say which side still needs checking.
    CheckBounds { expr: ValueId, size: ValueId, lower: bool, upper: bool },
    /// `self.masked_subblock1(and_, 0.0)` (`ops.masked(mask, body, other)`): the subblock's
    /// value where `mask` holds, `other` (a Python literal as printed: `0.0`, `-inf`, `0`)
    /// elsewhere. Nothing in the subblock runs where the mask is false.
    Masked { subblock: String, mask: ValueId, other: String },
    /// `self.scan5((torch.int64,), (to_dtype,))` (`ops.scan(dtypes, combine_fn, values)` of an
    /// `ir.Scan`): the running combination of `values` along the body's reduction (scan)
    /// variables, read per step through `scan5[0]`. `combine` is the pointwise op that
    /// combines two steps (`add` for cumsum); Inductor registers the combine function as a
    /// submodule and does not print it, so a body read from a dump has None.
    Scan {
        subblock: String,
        dtypes: Vec<DType>,
        #[serde(default, skip_serializing_if = "Option::is_none")]
        combine: Option<OpsName>,
        values: Vec<ValueId>,
    },
    /// Any other `ops.<name>(args...)`: add, sub, mul, truediv, neg, exp, rsqrt, sigmoid, relu,
    /// bitwise_and, bitwise_right_shift, where, maximum, ...
    Call { op: OpsName, args: Vec<ValueId> },
}

impl LoopBody {
    /// The `class opN_loop_body:` text Inductor prints in `ir_pre_fusion.txt`, one line per
    /// entry (without the class line).
    pub fn render_lines(&self) -> Vec<String> {
        let ranges: Vec<String> =
            self.var_ranges.iter().map(|(v, r)| format!("{v}: {r}")).collect();
        let mut out = vec![format!("var_ranges = {{{}}}", ranges.join(", "))];
        for (n, e) in &self.indexes {
            out.push(format!("{n} = {}", e.text()));
        }
        out.extend(render_ops(&self.ops));
        for sb in &self.subblocks {
            out.push(format!("def {}(self, ops):", sb.name));
            out.extend(render_ops(&sb.ops));
            out.push(format!("return {}", sb.ops.get(sb.result).map_or("None", |o| &o.name)));
        }
        out
    }

    /// Every op of the body and of its subblocks, with the ops list each belongs to (what a
    /// pass that looks for loads, stores or calls anywhere in the body walks).
    pub fn all_ops(&self) -> impl Iterator<Item = &LoopOp> {
        self.ops.iter().chain(self.subblocks.iter().flat_map(|s| s.ops.iter()))
    }

    pub fn subblock(&self, name: &str) -> Option<&Subblock> {
        self.subblocks.iter().find(|s| s.name == name)
    }
}

/// One line per op: `name = ops.call(...)`.
fn render_ops(ops: &[LoopOp]) -> Vec<String> {
    let mut out = vec![];
    {
        let name = |v: &ValueId| ops.get(*v).map_or("?", |o| o.name.as_str()).to_string();
        let dt = |d: &DType| format!("torch.{}", d.torch_name());
        for op in ops {
            let rhs = match &op.kind {
                LoopOpKind::GetIndex { index } => format!("self.get_index('{index}')"),
                LoopOpKind::Load { buf, index } => format!("ops.load('{buf}', {})", name(index)),
                LoopOpKind::Store { buf, index, value, mode } => format!(
                    "ops.store('{buf}', {}, {}, {})",
                    name(index),
                    name(value),
                    mode.as_deref().map_or("None".to_string(), |m| format!("'{m}'"))
                ),
                LoopOpKind::Constant { value, dtype } => {
                    format!("ops.constant({value}, {})", dt(dtype))
                }
                LoopOpKind::ToDtype { x, dtype, src_dtype } => match src_dtype {
                    Some(s) => format!(
                        "ops.to_dtype({}, {}, src_dtype = {}, use_compute_types = True)",
                        name(x),
                        dt(dtype),
                        dt(s)
                    ),
                    None => format!("ops.to_dtype({}, {})", name(x), dt(dtype)),
                },
                LoopOpKind::IndexExpr { index, dtype } => {
                    format!("ops.index_expr({}, {})", name(index), dt(dtype))
                }
                LoopOpKind::SetIndirect { slot, x, .. } => {
                    format!("self.set_indirect{slot}({})", name(x))
                }
                LoopOpKind::Reduction { dtype, src_dtype, reduction_type, x, index } => {
                    let value = match index {
                        Some(i) => format!("({}, {})", name(x), name(i)),
                        None => name(x),
                    };
                    format!(
                        "ops.reduction({}, {}, '{reduction_type}', {value})",
                        dt(dtype),
                        dt(src_dtype),
                    )
                }
                LoopOpKind::GetItem { x, index } => format!("{}[{index}]", name(x)),
                LoopOpKind::Scan { subblock, dtypes, values, .. } => {
                    let tuple = |items: Vec<String>| match items.len() {
                        1 => format!("({},)", items[0]),
                        _ => format!("({})", items.join(", ")),
                    };
                    format!(
                        "self.{subblock}({}, {})",
                        tuple(dtypes.iter().map(dt).collect()),
                        tuple(values.iter().map(name).collect())
                    )
                }
                LoopOpKind::StoreReduction { buf, index, value } => {
                    format!("ops.store_reduction('{buf}', {}, {})", name(index), name(value))
                }
                LoopOpKind::Call { op, args } => {
                    format!("ops.{op}({})", args.iter().map(name).collect::<Vec<_>>().join(", "))
                }
                LoopOpKind::Masked { subblock, mask, other } => {
                    format!("self.{subblock}({}, {other})", name(mask))
                }
                LoopOpKind::CheckBounds { expr, size, lower, upper } => {
                    let b = |x: &bool| if *x { "True" } else { "False" };
                    format!(
                        "ops.check_bounds({}, {}, {}, {})",
                        name(expr),
                        name(size),
                        b(lower),
                        b(upper)
                    )
                }
            };
            out.push(format!("{} = {rhs}", op.name));
        }
    }
    out
}
