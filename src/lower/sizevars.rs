//! `SizeVarAllocator`'s hints: where Inductor decides on a symbolic size by its value at the
//! example inputs (`size_hint`: loop order, reshape splits, fusion scores), lowering and the
//! scheduler evaluate the expression at the graph's hints. Everything else stays symbolic.
use super::index::Expr;
use std::collections::{BTreeMap, HashMap};

/// `config.unbacked_symint_fallback`: the hint Inductor uses for a symbol it has none for.
pub const UNBACKED_SYMINT_FALLBACK: i64 = 8192;

#[derive(Debug, Clone, Default, PartialEq, Eq)]
pub struct SizeVars {
    hints: HashMap<String, i64>,
}

impl SizeVars {
    pub fn new(hints: &BTreeMap<String, i64>) -> SizeVars {
        SizeVars { hints: hints.iter().map(|(k, v)| (k.clone(), *v)).collect() }
    }
    /// `size_hint`: the value at the hints (a symbol without one counts as
    /// [`UNBACKED_SYMINT_FALLBACK`]).
    pub fn size_hint(&self, e: &Expr) -> i64 {
        if let Some(v) = self.size_hint_or_none(e) {
            return v;
        }
        let mut env = self.hints.clone();
        for s in e.free_symbols() {
            env.entry(s).or_insert(UNBACKED_SYMINT_FALLBACK);
        }
        e.eval(&env).unwrap_or(UNBACKED_SYMINT_FALLBACK)
    }
    /// `size_hint_or_throw`: the value at the hints when every symbol has one (a stride
    /// still holding a loop variable has none).
    pub fn size_hint_or_none(&self, e: &Expr) -> Option<i64> {
        if let Some(c) = e.as_const() {
            return Some(c);
        }
        e.eval(&self.hints)
    }
    pub fn hints(&self) -> &HashMap<String, i64> {
        &self.hints
    }
    pub fn size_hints(&self, v: &[Expr]) -> Vec<i64> {
        v.iter().map(|e| self.size_hint(e)).collect()
    }
}
