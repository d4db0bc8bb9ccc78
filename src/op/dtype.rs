//! Result dtypes: each entry's rule ([`DtypeRule`]) evaluated on the dtypes and Python-scalar
//! kinds of a call's arguments, as PyTorch 2.15 computes them on CPU.
use super::promote::{Operand, ScalarKind, result_type};
use super::{Op, Schema};
use crate::ir::DType;

/// How an op's result dtype follows from its arguments. Positions are schema positions;
/// an argument is found by position or, through the schema, by its keyword.
#[derive(Debug, Clone, Copy, PartialEq)]
pub enum DtypeRule {
    /// `torch.result_type` of the tensor and number arguments at these positions.
    Promote(&'static [usize]),
    /// `result_type`, then integers and bools to the default float: `exp`, `sin`, `rsqrt`.
    PromoteToFloat(&'static [usize]),
    /// `div`: true division (ints to float) unless a `rounding_mode` is given.
    TrueDivide,
    /// `result_type` of the tensors of the list at this position (`cat`, `stack`).
    PromoteList(usize),
    /// `result_type` of the tensor at this position and the int 2 (`square` is `pow(x, 2)`:
    /// bools square to int64).
    PowerOf(usize),
    /// The dtype of the tensor at this position.
    SameAs(usize),
    /// The dtype of the first tensor of the list at this position (`einsum`).
    ListElem(usize),
    Fixed(DType),
    /// The argument called `.0` when given a dtype, else rule `.1`.
    DtypeArg(&'static str, &'static DtypeRule),
    /// The first dtype among the arguments (`to(x, torch.float16)`, `to(x, dtype=...)`), else
    /// the rule.
    FirstDtype(&'static DtypeRule),
    /// The tensor at this position, with integers and bools accumulating in int64 (`sum`).
    IntToLong(usize),
    /// `_softmax(self, dim, half_to_float)`: f16/bf16 become f32 when asked.
    HalfToFloat,
    /// `any`/`all`: bool, except that uint8 stays uint8.
    AnyAll,
    /// The kind of the number at this position: int64, float32 or bool (`full`).
    FillValue(usize),
    /// `arange`: int64 when start, end and step are ints, else float32.
    ArangeBounds,
    /// Several tensors (`var_mean`, `max.dim`).
    Tuple(&'static [DtypeRule]),
    /// A list of tensors of one rule, as many as the arguments make (`split`).
    Each(&'static DtypeRule),
    /// A rule per overload name, else the default.
    ByOverload(&'static [(&'static str, DtypeRule)], &'static DtypeRule),
    /// The complex type of the tensor at this position (`_fft_r2c`, `complex`, `polar`,
    /// `view_as_complex`); a complex tensor keeps its own.
    ToComplex(usize),
    /// The part type of the (complex) tensor at this position (`_fft_c2r`, `view_as_real`).
    ToReal(usize),
    /// Not a tensor: a SymInt (`sym_size`).
    NotTensor,
    /// Whatever the operand holds (`getitem`'s element, a subgraph's outputs).
    FromOperand,
    /// The tensor passed under this keyword (a lowering pattern's handler, called with the
    /// match's keyword arguments and no schema: `woq_int8(..., x = view_1, ...)`).
    Keyword(&'static str),
}

/// What the rule needs to know of one argument.
#[derive(Debug, Clone, PartialEq)]
pub enum ArgDtype {
    Tensor {
        dtype: DType,
        ndim: usize,
    },
    Int,
    Float,
    Bool(bool),
    Dtype(DType),
    Str,
    List(Vec<ArgDtype>),
    None,
    /// Anything else (devices, layouts, subgraphs).
    Other,
}

/// The result of a rule.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum ResultDtype {
    One(DType),
    Tuple(Vec<DType>),
    /// A list of tensors of this dtype, of a length the rule does not know.
    Each(DType),
    NotTensor,
    /// Decided by the operand, not by the table.
    FromOperand,
}

#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
#[error("{op} result dtype: {msg}")]
pub struct DtypeError {
    pub op: String,
    pub msg: String,
}

struct Args<'a> {
    args: &'a [ArgDtype],
    kwargs: &'a [(&'a str, ArgDtype)],
    schema: Option<&'a Schema>,
    overload: &'a str,
}

impl Args<'_> {
    fn at(&self, i: usize) -> Option<&ArgDtype> {
        let v = self.args.get(i).or_else(|| {
            let name = &self.schema?.params.get(i)?.name;
            self.kwargs.iter().find(|(k, _)| k == name).map(|(_, v)| v)
        });
        v.filter(|v| **v != ArgDtype::None)
    }
    fn named(&self, name: &str) -> Option<&ArgDtype> {
        let by_kw = self.kwargs.iter().find(|(k, _)| *k == name).map(|(_, v)| v);
        let by_pos = || self.args.get(self.schema?.position(name)?);
        by_kw.or_else(by_pos).filter(|v| **v != ArgDtype::None)
    }
}

fn operand(a: &ArgDtype) -> Option<Operand> {
    Some(match *a {
        ArgDtype::Tensor { dtype, ndim } => Operand::Tensor { dtype, ndim },
        ArgDtype::Int => Operand::Scalar(ScalarKind::Int),
        ArgDtype::Float => Operand::Scalar(ScalarKind::Float),
        ArgDtype::Bool(_) => Operand::Scalar(ScalarKind::Bool),
        _ => return None,
    })
}

fn to_float(d: DType) -> DType {
    if d.is_float() { d } else { DType::F32 }
}

fn eval(rule: &DtypeRule, a: &Args) -> Result<ResultDtype, String> {
    use ResultDtype::One;
    let tensor = |i: usize| match a.at(i) {
        Some(ArgDtype::Tensor { dtype, .. }) => Ok(*dtype),
        other => Err(format!("argument {i} should be a tensor, found {other:?}")),
    };
    let operands = |idx: &[usize]| -> Vec<Operand> {
        idx.iter().filter_map(|&i| a.at(i).and_then(operand)).collect()
    };
    let list = |i: usize| -> Result<Vec<Operand>, String> {
        match a.at(i) {
            Some(ArgDtype::List(xs)) => Ok(xs.iter().filter_map(operand).collect()),
            other => Err(format!("argument {i} should be a list, found {other:?}")),
        }
    };
    Ok(match *rule {
        DtypeRule::Promote(idx) => One(result_type(&operands(idx))?),
        DtypeRule::PromoteToFloat(idx) => One(to_float(result_type(&operands(idx))?)),
        DtypeRule::TrueDivide => {
            let d = result_type(&operands(&[0, 1]))?;
            match a.named("rounding_mode") {
                Some(ArgDtype::Str) => One(d),
                _ => One(to_float(d)),
            }
        }
        DtypeRule::PromoteList(i) => One(result_type(&list(i)?)?),
        DtypeRule::PowerOf(i) => {
            let ops = [operands(&[i]), vec![Operand::Scalar(ScalarKind::Int)]].concat();
            One(result_type(&ops)?)
        }
        DtypeRule::SameAs(i) => One(tensor(i)?),
        DtypeRule::ListElem(i) => match a.at(i) {
            Some(ArgDtype::List(xs)) => match xs.first() {
                Some(ArgDtype::Tensor { dtype, .. }) => One(*dtype),
                other => return Err(format!("list {i} starts with {other:?}")),
            },
            other => return Err(format!("argument {i} should be a list, found {other:?}")),
        },
        DtypeRule::Fixed(d) => One(d),
        DtypeRule::DtypeArg(name, otherwise) => match a.named(name) {
            Some(ArgDtype::Dtype(d)) => One(*d),
            Some(other) => return Err(format!("`{name}` should be a dtype, found {other:?}")),
            None => eval(otherwise, a)?,
        },
        DtypeRule::FirstDtype(otherwise) => {
            let found = a
                .args
                .iter()
                .chain(a.kwargs.iter().map(|(_, v)| v))
                .find_map(|v| if let ArgDtype::Dtype(d) = v { Some(*d) } else { None });
            match found {
                Some(d) => One(d),
                None => eval(otherwise, a)?,
            }
        }
        DtypeRule::IntToLong(i) => {
            let d = tensor(i)?;
            One(if d.is_float() || d.is_complex() { d } else { DType::I64 })
        }
        DtypeRule::HalfToFloat => {
            let d = tensor(0)?;
            let up = matches!(a.named("half_to_float"), Some(ArgDtype::Bool(true)));
            One(if up && matches!(d, DType::F16 | DType::BF16) { DType::F32 } else { d })
        }
        DtypeRule::AnyAll => One(if tensor(0)? == DType::U8 { DType::U8 } else { DType::B8 }),
        DtypeRule::FillValue(i) => One(match a.at(i) {
            Some(ArgDtype::Int) => DType::I64,
            Some(ArgDtype::Float) => DType::F32,
            Some(ArgDtype::Bool(_)) => DType::B8,
            other => return Err(format!("argument {i} should be a number, found {other:?}")),
        }),
        DtypeRule::ArangeBounds => {
            let floats = a.args.contains(&ArgDtype::Float)
                || ["start", "end", "step"].iter().any(|n| a.named(n) == Some(&ArgDtype::Float));
            One(if floats { DType::F32 } else { DType::I64 })
        }
        DtypeRule::Tuple(rules) => {
            let mut out = vec![];
            for r in rules {
                match eval(r, a)? {
                    One(d) => out.push(d),
                    other => return Err(format!("tuple element {other:?}")),
                }
            }
            ResultDtype::Tuple(out)
        }
        DtypeRule::Each(r) => match eval(r, a)? {
            One(d) => ResultDtype::Each(d),
            other => return Err(format!("list element {other:?}")),
        },
        DtypeRule::ByOverload(cases, otherwise) => {
            match cases.iter().find(|(o, _)| *o == a.overload) {
                Some((_, r)) => eval(r, a)?,
                None => eval(otherwise, a)?,
            }
        }
        DtypeRule::ToComplex(i) => {
            let d = tensor(i)?;
            One(d.to_complex().ok_or_else(|| format!("no complex type has {d} parts"))?)
        }
        DtypeRule::ToReal(i) => One(tensor(i)?.to_real()),
        DtypeRule::NotTensor => ResultDtype::NotTensor,
        DtypeRule::FromOperand => ResultDtype::FromOperand,
        DtypeRule::Keyword(name) => match a.named(name) {
            Some(ArgDtype::Tensor { dtype, .. }) => One(*dtype),
            other => return Err(format!("`{name}` should be a tensor, found {other:?}")),
        },
    })
}

impl Op {
    /// The result dtype of `name.overload(*args, **kwargs)` by the table's rule (`name` the
    /// packet or an alias, as spelled; keywords are placed through the registered schema).
    pub fn result_dtype(
        self,
        name: &str,
        overload: &str,
        args: &[ArgDtype],
        kwargs: &[(&str, ArgDtype)],
    ) -> Result<ResultDtype, DtypeError> {
        let schema = self.schema(name, overload).or_else(|| self.schema(self.name(), overload));
        let a = Args { args, kwargs, schema, overload };
        eval(&self.info().dtype, &a).map_err(|msg| DtypeError {
            op: format!("{}.{}.{overload}", self.info().namespace.as_str(), name),
            msg,
        })
    }
}
