//! The ops the interpreter evaluates, grouped by kind. Each group's `call` answers `None` for
//! targets it does not know, so an unknown op is reported (by the evaluator) instead of guessed.
pub mod attention;
pub mod create;
pub mod linalg;
pub mod pointwise;
pub mod reduce;
pub mod shape;

use super::promote::ScalarKind;
use super::tensor::{TResult, Tensor, terr};
use super::value::Value;
use crate::ir::DType;
use pointwise::{In, Scalar};

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

/// Evaluates `namespace::op` (overload as printed, may be empty); `None` if no group knows it.
pub fn call(namespace: &str, op: &str, overload: &str, c: &Call) -> Option<TResult<Value>> {
    if !matches!(namespace, "aten" | "prims") {
        return None;
    }
    pointwise::call(op, overload, c)
        .or_else(|| shape::call(op, overload, c))
        .or_else(|| reduce::call(op, overload, c))
        .or_else(|| linalg::call(op, c))
        .or_else(|| attention::call(op, c))
        .or_else(|| create::call(op, overload, c))
}

fn t(x: TResult<Tensor>) -> Option<TResult<Value>> {
    Some(x.map(Value::Tensor))
}
