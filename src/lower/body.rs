//! Tracing a loader into a [`LoopBody`], the way Inductor's `LoopBody` records an `inner_fn`
//! through FX: one SSA op per `ops.*` call (no CSE: a buffer loaded twice is loaded twice),
//! index expressions named `index0..` by first use and shared when equal, FX-style value names
//! (`load`, `load_1`, `get_index_2`). Values pass through Inductor's `IndexPropagation`
//! ([`index_prop`](super::index_prop)): constants and index expressions stay symbolic until an
//! op that is not index arithmetic uses them.
use super::LowerCause;
use super::index::{Expr, Ranges};
use super::index_prop::{SymVal, TypedExpr, propagate};
use crate::ir::loop_body::{LoopBody, LoopOp, LoopOpKind, Subblock, ValueId};
use crate::ir::ops_handler::OpsName;
use crate::ir::{DType, SymExpr};
use std::collections::HashMap;

/// A value while tracing: an op already in the body, or a symbolic `TypedExpr` not yet written
/// (Inductor's `IndexPropVar`).
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Val(usize);

#[derive(Debug, Clone)]
enum ValState {
    Op(ValueId),
    Sym(TypedExpr),
}

#[derive(Debug, Clone)]
pub struct BodyBuilder {
    pub ops: Vec<LoopOp>,
    pub dtypes: Vec<Option<DType>>,
    pub indexes: Vec<Expr>,
    names: HashMap<String, usize>,
    pub ranges: Ranges,
    indirect: u32,
    /// `(buffer, index)` of every load, in order (for read counting and layouts).
    pub loads: Vec<(String, Expr)>,
    /// Each load's index as the loader composed it, before `simplify_with_ranges`, by (block
    /// serial, load op): what Inductor's `OpCounterCSE` sees, so what its read count dedupes.
    pub raw_loads: HashMap<(usize, ValueId), Expr>,
    /// The serial of each of `subblocks`, in the same order.
    pub subblock_serials: Vec<usize>,
    /// Number of `ops.*` calls other than loads/indexing (Inductor's `num_ops`).
    pub num_ops: usize,
    vals: Vec<ValState>,
    /// `indirect_var_ranges`: each `indirectN`'s size, for proving propagated indexes in bounds.
    indirect_ranges: Ranges,
    /// The `set_indirect` ops whose negative values wrap, with the size they wrap by
    /// (`SetIndirect::wrap`, written when the body is finished).
    wraps: Vec<(ValueId, Expr)>,
    /// Every loop variable's range, symbolic ones too (`p1: s70`), for proving an index below
    /// a symbolic size.
    pub sym_ranges: HashMap<String, Expr>,
    /// Finished `masked_subblockN`s, in the order Inductor registers them (an inner one
    /// before the one that calls it).
    pub subblocks: Vec<Subblock>,
    /// The block each value was made in (0 the body, then one serial per subblock): an op of
    /// one block is no operand in another.
    val_block: Vec<usize>,
    block: usize,
    /// Subblocks named so far, traced or still being traced (their serials).
    blocks_made: usize,
    /// The enclosing blocks' ops, dtypes and name counters while a subblock is traced.
    outer: Vec<OuterBlock>,
}

/// A block's ops, their dtypes, its name counters and its serial.
type OuterBlock = (Vec<LoopOp>, Vec<Option<DType>>, HashMap<String, usize>, usize);

impl BodyBuilder {
    pub fn new(ranges: Ranges) -> BodyBuilder {
        BodyBuilder {
            ops: vec![],
            dtypes: vec![],
            indexes: vec![],
            names: HashMap::new(),
            ranges,
            indirect: 0,
            loads: vec![],
            raw_loads: HashMap::new(),
            subblock_serials: vec![],
            num_ops: 0,
            vals: vec![],
            indirect_ranges: Ranges::new(),
            wraps: vec![],
            sym_ranges: HashMap::new(),
            subblocks: vec![],
            val_block: vec![],
            block: 0,
            blocks_made: 0,
            outer: vec![],
        }
    }

    /// `e < size` for every value of the loop variables, shown symbolically: `e`'s largest
    /// value (each variable at its range minus 1; `e` a nonnegative sum of variables and size
    /// symbols) leaves `size - 1 - max` a nonnegative sum of symbols.
    fn provably_below(&self, e: &Expr, size: &Expr) -> bool {
        let plain =
            e.terms().iter().all(|(a, c)| *c > 0 && matches!(a, super::index::Atom::Sym(_)));
        if !plain || e.constant() < 0 {
            return false;
        }
        let mut at_max = HashMap::new();
        for s in e.free_symbols() {
            match self.sym_ranges.get(&s) {
                Some(r) => at_max.insert(s, r.add(&Expr::int(-1))),
                None if self.ranges.contains_key(&s) => {
                    at_max.insert(s.clone(), Expr::int(self.ranges[&s] - 1))
                }
                // A size symbol in the index stays as it is.
                None => None,
            };
        }
        let slack = size.add(&Expr::int(-1)).add(&e.subs(&at_max).scale(-1));
        slack.constant() >= 0 && slack.terms().iter().all(|(_, c)| *c >= 0)
    }

    fn provably_nonneg(e: &Expr) -> bool {
        e.constant() >= 0
            && e.terms().iter().all(|(a, c)| {
                *c > 0
                    && match a {
                        super::index::Atom::Sym(_) => true,
                        super::index::Atom::Prod(fs) => {
                            fs.iter().all(|f| matches!(f, super::index::Atom::Sym(_)))
                        }
                        _ => false,
                    }
            })
    }

    fn val(&mut self, st: ValState) -> Val {
        self.vals.push(st);
        self.val_block.push(self.block);
        Val(self.vals.len() - 1)
    }

    fn op_val(&mut self, id: ValueId) -> Val {
        self.val(ValState::Op(id))
    }

    fn sym(&self, v: Val) -> Option<&TypedExpr> {
        match self.vals.get(v.0) {
            Some(ValState::Sym(t)) => Some(t),
            _ => None,
        }
    }

    /// `IndexPropagation.unwrap`: a symbolic value is written where it is used, each time
    /// (`materialize_expr`: an `ops.constant`, or `ops.index_expr` of the simplified index).
    fn materialize(&mut self, v: Val) -> ValueId {
        let t = match self.vals.get(v.0) {
            Some(ValState::Op(id)) => {
                assert_eq!(self.val_block[v.0], self.block, "an op used outside its block");
                return *id;
            }
            Some(ValState::Sym(t)) => t.clone(),
            None => unreachable!("a Val comes from this builder"),
        };
        match t.value {
            SymVal::Float(f) => self.constant_op(f, t.dtype),
            SymVal::Int(e) => {
                let e = e.simplify_with_ranges(&self.ranges);
                match e.as_const() {
                    Some(c) => self.constant_op(c as f64, t.dtype),
                    None => {
                        let index = self.get_index_op(&e);
                        self.push(
                            "index_expr",
                            LoopOpKind::IndexExpr { index, dtype: t.dtype },
                            Some(t.dtype),
                        )
                    }
                }
            }
        }
    }

    fn push(&mut self, base: &str, kind: LoopOpKind, dtype: Option<DType>) -> ValueId {
        let n = self.names.entry(base.to_string()).or_insert(0);
        // FX's namespace never shadows a Python builtin or keyword: `pow` is `pow_1` at once.
        if *n == 0 && crate::op::is_illegal_fx_name(base) {
            *n = 1;
        }
        let name = if *n == 0 { base.to_string() } else { format!("{base}_{n}") };
        *n += 1;
        self.ops.push(LoopOp { name, kind });
        self.dtypes.push(dtype);
        self.ops.len() - 1
    }

    pub fn dtype(&self, v: Val) -> Option<DType> {
        match self.vals.get(v.0)? {
            ValState::Op(id) => self.dtypes.get(*id).copied().flatten(),
            ValState::Sym(t) => Some(t.dtype),
        }
    }

    fn index_name(&mut self, e: &Expr) -> String {
        let e = e.simplify_with_ranges(&self.ranges);
        self.simplified_index_name(e)
    }

    fn simplified_index_name(&mut self, e: Expr) -> String {
        let pos = match self.indexes.iter().position(|x| *x == e) {
            Some(p) => p,
            None => {
                self.indexes.push(e);
                self.indexes.len() - 1
            }
        };
        format!("index{pos}")
    }

    fn get_index_op(&mut self, e: &Expr) -> ValueId {
        let index = self.index_name(e);
        self.push("get_index", LoopOpKind::GetIndex { index }, None)
    }

    pub fn load(&mut self, buf: &str, dtype: DType, e: &Expr) -> Val {
        let raw = e.clone();
        let e = e.simplify_with_ranges(&self.ranges);
        self.loads.push((buf.to_string(), e.clone()));
        let index = self.simplified_index_name(e);
        let index = self.push("get_index", LoopOpKind::GetIndex { index }, None);
        let id = self.push("load", LoopOpKind::Load { buf: buf.to_string(), index }, Some(dtype));
        self.raw_loads.insert((self.block, id), raw);
        self.op_val(id)
    }

    /// `ops.constant(value, dtype)`: symbolic until used.
    pub fn constant(&mut self, value: f64, dtype: DType) -> Val {
        let v = if dtype.is_float() {
            SymVal::Float(value)
        } else if value.is_finite() {
            SymVal::Int(Expr::int(value as i64))
        } else {
            // An integer constant has no infinity; keep the text Python would print.
            let id = self.constant_op(value, dtype);
            return self.op_val(id);
        };
        self.val(ValState::Sym(TypedExpr::new(v, dtype)))
    }

    /// The `ops.constant` line; the literal printed as Python prints it for that dtype.
    fn constant_op(&mut self, value: f64, dtype: DType) -> ValueId {
        let text = if dtype.is_float() {
            crate::ir::py_float_repr(value)
        } else if dtype == DType::B8 {
            if value != 0.0 { "True".into() } else { "False".into() }
        } else {
            format!("{}", value as i64)
        };
        self.push("constant", LoopOpKind::Constant { value: text, dtype }, Some(dtype))
    }

    /// `ops.<op>(args)`: folded while every argument is symbolic and sympy can express the
    /// result, written otherwise (arguments materialized in order first).
    pub fn call(&mut self, op: &str, args: &[Val], dtype: DType) -> Val {
        self.num_ops += 1;
        let syms: Option<Vec<&TypedExpr>> = args.iter().map(|a| self.sym(*a)).collect();
        if let Some(t) = syms.and_then(|s| propagate(op, &s)) {
            return self.val(ValState::Sym(t));
        }
        let args: Vec<ValueId> = args.iter().map(|a| self.materialize(*a)).collect();
        let id = self.push(op, LoopOpKind::Call { op: OpsName::from(op), args }, Some(dtype));
        self.op_val(id)
    }

    pub fn to_dtype(&mut self, x: Val, dtype: DType) -> Val {
        let src = self.dtype(x);
        if src == Some(dtype) {
            return x;
        }
        self.num_ops += 1;
        if let Some(t) = self.sym(x) {
            // `SymPyOps.to_dtype` keeps the expression and changes the type.
            let t = TypedExpr::new(t.value.clone(), dtype);
            return self.val(ValState::Sym(t));
        }
        let x = self.materialize(x);
        let id =
            self.push("to_dtype", LoopOpKind::ToDtype { x, dtype, src_dtype: src }, Some(dtype));
        self.op_val(id)
    }

    /// `ops.to_dtype(x, dtype)` as a lowering calls it itself (no `src_dtype`), even to the
    /// dtype `x` has.
    pub fn to_dtype_explicit(&mut self, x: Val, dtype: DType) -> Val {
        self.num_ops += 1;
        let x = self.materialize(x);
        let id =
            self.push("to_dtype", LoopOpKind::ToDtype { x, dtype, src_dtype: None }, Some(dtype));
        self.op_val(id)
    }

    /// `e` over this body's ranges: a size-1 dim's variable is 0, as Inductor indexes it.
    pub fn simplify(&self, e: &Expr) -> Expr {
        e.simplify_with_ranges(&self.ranges)
    }

    /// `ops.index_expr(e, dtype)`: symbolic until used.
    pub fn index_expr(&mut self, e: &Expr, dtype: DType) -> Val {
        self.val(ValState::Sym(TypedExpr::new(SymVal::Int(e.clone()), dtype)))
    }

    /// `ops.indirect_indexing(x, size, check, wrap_neg)`: the expression indexes may use. A
    /// symbolic `x` becomes that index directly, with `ops.check_bounds` on what the value
    /// ranges cannot prove (`IndexPropagation.indirect_indexing`); anything else is
    /// `self.set_indirectN(x)` and the symbol `indirectN`.
    pub fn indirect_indexing(&mut self, x: Val, size: &Expr, check: bool, wrap_neg: bool) -> Expr {
        // Against a symbolic size, an index is propagated when shown nonnegative and below it
        // symbolically; otherwise it stays indirect.
        if let (Some(TypedExpr { value: SymVal::Int(e), .. }), None) =
            (self.sym(x), size.as_const())
            && Self::provably_nonneg(e)
            && self.provably_below(e, size)
        {
            let e = e.clone();
            if check {
                let expr = self.get_index_op(&e);
                let size_ix = self.get_index_op(size);
                self.push(
                    "check_bounds",
                    LoopOpKind::CheckBounds { expr, size: size_ix, lower: false, upper: false },
                    None,
                );
            }
            return e;
        }
        if let (Some(TypedExpr { value: SymVal::Int(e), .. }), Some(size)) =
            (self.sym(x), size.as_const())
        {
            let e = e.clone();
            let mut ranges = self.ranges.clone();
            ranges.extend(self.indirect_ranges.iter().map(|(k, v)| (k.clone(), *v)));
            let (lo, hi) = e.bounds(&ranges).map_or((None, None), |(l, h)| (Some(l), Some(h)));
            let nonneg = lo.is_some_and(|l| l >= 0);
            let negative = hi.is_some_and(|h| h < 0);
            // `wrap_expr` needs `Where` when the sign is unknown; that one stays indirect.
            if nonneg || negative || !wrap_neg {
                let lower = nonneg || wrap_neg && lo.is_some_and(|l| l >= -size);
                let upper = hi.is_some_and(|h| h < size);
                let e = if wrap_neg && !nonneg { e.add(&Expr::int(size)) } else { e };
                if check {
                    let expr = self.get_index_op(&e);
                    let size_ix = self.get_index_op(&Expr::int(size));
                    self.push(
                        "check_bounds",
                        LoopOpKind::CheckBounds {
                            expr,
                            size: size_ix,
                            lower: !lower,
                            upper: !upper,
                        },
                        None,
                    );
                }
                return e;
            }
        }
        let x = self.materialize(x);
        let slot = self.indirect;
        self.indirect += 1;
        let id = self.push(
            &format!("set_indirect{slot}"),
            LoopOpKind::SetIndirect { slot, x, wrap: None },
            None,
        );
        if wrap_neg {
            self.wraps.push((id, size.clone()));
        }
        let sym = format!("indirect{slot}");
        if let Some(size) = size.as_const() {
            self.indirect_ranges.insert(sym.clone(), size);
        }
        Expr::sym(sym)
    }

    /// `ops.masked(mask, body, other)`: `body` traced into a `masked_subblockN` of its own,
    /// called with `mask` and `other` (a Python literal of `other_dtype`'s type, as the
    /// lowerings pass `dtype_to_type(dtype)(value)`).
    pub fn masked(
        &mut self,
        mask: Val,
        other: f64,
        other_dtype: DType,
        body: impl FnOnce(&mut BodyBuilder) -> Result<Val, LowerCause>,
    ) -> Result<Val, LowerCause> {
        self.num_ops += 1;
        let mask = self.materialize(mask);
        // `add_submodule`: numbered by the submodules so far (`get_index`, every
        // `set_indirectN`, every subblock), named before the body is traced.
        let name = format!("masked_subblock{}", 1 + self.indirect as usize + self.blocks_made);
        self.blocks_made += 1;
        let saved = (
            std::mem::take(&mut self.ops),
            std::mem::take(&mut self.dtypes),
            std::mem::take(&mut self.names),
            self.block,
        );
        self.outer.push(saved);
        self.block = self.blocks_made;
        let traced = body(self).map(|v| self.materialize(v));
        let Some((ops, dtypes, names, block)) = self.outer.pop() else {
            unreachable!("pushed above")
        };
        let sub_ops = std::mem::replace(&mut self.ops, ops);
        let sub_dtypes = std::mem::replace(&mut self.dtypes, dtypes);
        self.names = names;
        let serial = std::mem::replace(&mut self.block, block);
        let result = traced?;
        let dtype = sub_dtypes.get(result).copied().flatten();
        self.subblocks.push(Subblock { name: name.clone(), ops: sub_ops, result });
        self.subblock_serials.push(serial);
        let other = if other_dtype.is_float() {
            crate::ir::py_float_repr(other)
        } else if other_dtype == DType::B8 {
            if other != 0.0 { "True".into() } else { "False".into() }
        } else {
            format!("{}", other as i64)
        };
        let id =
            self.push(&name, LoopOpKind::Masked { subblock: name.clone(), mask, other }, dtype);
        Ok(self.op_val(id))
    }

    pub fn reduction(
        &mut self,
        dtype: DType,
        src_dtype: DType,
        reduction_type: &str,
        x: Val,
        index: Option<Val>,
    ) -> Val {
        self.num_ops += 1;
        let x = self.materialize(x);
        let index = index.map(|i| self.materialize(i));
        let reduction_type = reduction_type.into();
        let id = self.push(
            "reduction",
            LoopOpKind::Reduction { dtype, src_dtype, reduction_type, x, index },
            Some(dtype),
        );
        self.op_val(id)
    }

    /// `ops.scan(dtypes, combine_fn, values)`: the combine function becomes a submodule
    /// (`scanN`, numbered as the masked subblocks are), whose call is the op.
    pub fn scan(&mut self, dtypes: &[DType], combine: OpsName, values: &[Val]) -> Val {
        self.num_ops += 1;
        let values: Vec<ValueId> = values.iter().map(|v| self.materialize(*v)).collect();
        let subblock = format!("scan{}", 1 + self.indirect as usize + self.blocks_made);
        self.blocks_made += 1;
        let kind = LoopOpKind::Scan {
            subblock: subblock.clone(),
            dtypes: dtypes.to_vec(),
            combine: Some(combine),
            values,
        };
        let id = self.push(&subblock, kind, dtypes.first().copied());
        self.op_val(id)
    }

    /// `reduction[k]`: one value of a multi-output reduction (`welford_reduce`), or a scan's.
    pub fn getitem(&mut self, x: Val, k: usize) -> Val {
        let x = self.materialize(x);
        let dtype = self.dtypes.get(x).copied().flatten();
        let id = self.push("getitem", LoopOpKind::GetItem { x, index: k }, dtype);
        self.op_val(id)
    }

    pub fn store(&mut self, buf: &str, e: &Expr, value: Val) {
        self.store_mode(buf, e, value, None);
    }

    /// `ops.store(name, index, value, mode)`; a scatter's mode is `atomic_add`.
    pub fn store_mode(&mut self, buf: &str, e: &Expr, value: Val, mode: Option<String>) {
        let value = self.materialize(value);
        let index = self.get_index_op(e);
        self.push("store", LoopOpKind::Store { buf: buf.into(), index, value, mode }, None);
    }

    pub fn store_reduction(&mut self, buf: &str, e: &Expr, value: Val) {
        let value = self.materialize(value);
        let index = self.get_index_op(e);
        self.push(
            "store_reduction",
            LoopOpKind::StoreReduction { buf: buf.into(), index, value },
            None,
        );
    }

    /// Distinct `(buffer, index)` reads (Inductor's `num_reads` counts read dependencies).
    pub fn distinct_reads(&self) -> usize {
        let mut seen: Vec<&(String, Expr)> = vec![];
        for l in &self.loads {
            if !seen.contains(&l) {
                seen.push(l)
            }
        }
        seen.len()
    }

    /// Finishes the trace: `vars` are the loop variables with their ranges in order.
    pub fn finish(mut self, vars: &[(String, Expr)]) -> Result<(LoopBody, Vec<Expr>), LowerCause> {
        for (id, size) in std::mem::take(&mut self.wraps) {
            let sym = SymExpr::parse(&size.to_string())
                .map_err(|msg| LowerCause::Index { index: format!("indirect size {size}"), msg })?;
            if let Some(LoopOpKind::SetIndirect { wrap, .. }) =
                self.ops.get_mut(id).map(|o| &mut o.kind)
            {
                *wrap = Some(sym);
            }
        }
        let mut indexes = Vec::new();
        for (i, e) in self.indexes.iter().enumerate() {
            let sym = SymExpr::parse(&e.to_string())
                .map_err(|msg| LowerCause::Index { index: format!("index{i} = {e}"), msg })?;
            indexes.push((format!("index{i}"), sym));
        }
        let mut var_ranges = Vec::with_capacity(vars.len());
        for (n, r) in vars {
            let r = r
                .to_sym_int()
                .map_err(|msg| LowerCause::Index { index: format!("range {n} = {r}"), msg })?;
            var_ranges.push((n.clone(), r));
        }
        assert!(self.outer.is_empty(), "a subblock left open");
        let body = LoopBody { var_ranges, indexes, ops: self.ops, subblocks: self.subblocks };
        Ok((body, self.indexes))
    }
}
