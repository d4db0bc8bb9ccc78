//! What an FX node evaluates to: a tensor, a (Sym)Int/float/bool, a tuple of values (multi-output
//! ops, consumed by `operator.getitem`), or a reference to a nested graph (`get_attr`).
use super::tensor::Tensor;
use crate::ir::DType;

#[derive(Debug, Clone)]
pub enum Value {
    Tensor(Tensor),
    Int(i64),
    Float(f64),
    Bool(bool),
    None,
    Str(String),
    Dtype(DType),
    /// Lists and tuples alike (ops read them positionally).
    List(Vec<Value>),
    /// `self.subgraph0`: the name of a graph in the enclosing graphs' `subgraphs`.
    Subgraph(String),
    /// Devices, layouts, memory formats and other literals no op reads numerically.
    Opaque(String),
}

impl Value {
    /// What the op table's dtype rules read of this argument (`crate::op::DtypeRule`).
    pub fn arg_dtype(&self) -> crate::op::ArgDtype {
        use crate::op::ArgDtype as A;
        match self {
            Value::Tensor(t) => A::Tensor { dtype: t.dtype(), ndim: t.dim() },
            Value::Int(_) => A::Int,
            Value::Float(_) => A::Float,
            Value::Bool(b) => A::Bool(*b),
            Value::None => A::None,
            Value::Str(_) => A::Str,
            Value::Dtype(d) => A::Dtype(*d),
            Value::List(vs) => A::List(vs.iter().map(Value::arg_dtype).collect()),
            Value::Subgraph(_) | Value::Opaque(_) => A::Other,
        }
    }

    pub fn kind(&self) -> &'static str {
        match self {
            Value::Tensor(_) => "tensor",
            Value::Int(_) => "int",
            Value::Float(_) => "float",
            Value::Bool(_) => "bool",
            Value::None => "None",
            Value::Str(_) => "str",
            Value::Dtype(_) => "dtype",
            Value::List(_) => "list",
            Value::Subgraph(_) => "subgraph",
            Value::Opaque(_) => "literal",
        }
    }
    pub fn as_tensor(&self) -> Option<&Tensor> {
        match self {
            Value::Tensor(t) => Some(t),
            _ => None,
        }
    }
}
