//! Tracing a loader into a [`LoopBody`], the way Inductor's `LoopBody` records an `inner_fn`
//! through FX: one SSA op per `ops.*` call (no CSE: a buffer loaded twice is loaded twice),
//! index expressions named `index0..` by first use and shared when equal, FX-style value names
//! (`load`, `load_1`, `get_index_2`).
use super::LowerCause;
use super::index::{Expr, Ranges};
use crate::ir::loop_body::{LoopBody, LoopOp, LoopOpKind, ValueId};
use crate::ir::{DType, SymExpr, SymInt};
use std::collections::HashMap;

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
    /// Number of `ops.*` calls other than loads/indexing (Inductor's `num_ops`).
    pub num_ops: usize,
}

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
            num_ops: 0,
        }
    }

    fn push(&mut self, base: &str, kind: LoopOpKind, dtype: Option<DType>) -> ValueId {
        let n = self.names.entry(base.to_string()).or_insert(0);
        let name = if *n == 0 { base.to_string() } else { format!("{base}_{n}") };
        *n += 1;
        self.ops.push(LoopOp { name, kind });
        self.dtypes.push(dtype);
        self.ops.len() - 1
    }

    pub fn dtype(&self, v: ValueId) -> Option<DType> {
        self.dtypes.get(v).copied().flatten()
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

    pub fn get_index(&mut self, e: &Expr) -> ValueId {
        let index = self.index_name(e);
        self.push("get_index", LoopOpKind::GetIndex { index }, None)
    }

    pub fn load(&mut self, buf: &str, dtype: DType, e: &Expr) -> ValueId {
        let e = e.simplify_with_ranges(&self.ranges);
        self.loads.push((buf.to_string(), e.clone()));
        let index = self.simplified_index_name(e);
        let index = self.push("get_index", LoopOpKind::GetIndex { index }, None);
        self.push("load", LoopOpKind::Load { buf: buf.to_string(), index }, Some(dtype))
    }

    /// `ops.constant(value, dtype)`; the literal printed as Python prints it for that dtype.
    pub fn constant(&mut self, value: f64, dtype: DType) -> ValueId {
        let text = if dtype.is_float() {
            crate::ir::py_float_repr(value)
        } else if dtype == DType::B8 {
            if value != 0.0 { "True".into() } else { "False".into() }
        } else {
            format!("{}", value as i64)
        };
        self.push("constant", LoopOpKind::Constant { value: text, dtype }, Some(dtype))
    }

    pub fn call(&mut self, op: &str, args: &[ValueId], dtype: DType) -> ValueId {
        self.num_ops += 1;
        self.push(op, LoopOpKind::Call { op: op.to_string(), args: args.to_vec() }, Some(dtype))
    }

    pub fn to_dtype(&mut self, x: ValueId, dtype: DType) -> ValueId {
        let src = self.dtype(x);
        if src == Some(dtype) {
            return x;
        }
        self.num_ops += 1;
        self.push("to_dtype", LoopOpKind::ToDtype { x, dtype, src_dtype: src }, Some(dtype))
    }

    pub fn index_expr(&mut self, e: &Expr, dtype: DType) -> ValueId {
        let index = self.get_index(e);
        self.push("index_expr", LoopOpKind::IndexExpr { index, dtype }, Some(dtype))
    }

    /// `self.set_indirectN(x)`: returns the symbol the indexes may use.
    pub fn set_indirect(&mut self, x: ValueId) -> Expr {
        let slot = self.indirect;
        self.indirect += 1;
        self.push(&format!("set_indirect{slot}"), LoopOpKind::SetIndirect { slot, x }, None);
        Expr::sym(format!("indirect{slot}"))
    }

    pub fn reduction(
        &mut self,
        dtype: DType,
        src_dtype: DType,
        reduction_type: &str,
        x: ValueId,
    ) -> ValueId {
        self.num_ops += 1;
        self.push(
            "reduction",
            LoopOpKind::Reduction { dtype, src_dtype, reduction_type: reduction_type.into(), x },
            Some(dtype),
        )
    }

    pub fn store(&mut self, buf: &str, e: &Expr, value: ValueId) -> ValueId {
        let index = self.get_index(e);
        self.push("store", LoopOpKind::Store { buf: buf.into(), index, value, mode: None }, None)
    }

    pub fn store_reduction(&mut self, buf: &str, e: &Expr, value: ValueId) -> ValueId {
        let index = self.get_index(e);
        self.push(
            "store_reduction",
            LoopOpKind::StoreReduction { buf: buf.into(), index, value },
            None,
        )
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
    pub fn finish(self, vars: &[(String, i64)]) -> Result<(LoopBody, Vec<Expr>), LowerCause> {
        let mut indexes = Vec::new();
        for (i, e) in self.indexes.iter().enumerate() {
            let sym = SymExpr::parse(&e.to_string())
                .map_err(|msg| LowerCause::Index { index: format!("index{i} = {e}"), msg })?;
            indexes.push((format!("index{i}"), sym));
        }
        let var_ranges = vars.iter().map(|(n, r)| (n.clone(), SymInt::Const(*r))).collect();
        Ok((LoopBody { var_ranges, indexes, ops: self.ops }, self.indexes))
    }
}
