//! `operator.*` on Python values: `getitem` of a tuple, and the SymInt arithmetic FX records
//! for sizes (`operator.mul(sym_size, 4)`). Tensors under these spellings (Dynamo graphs) are
//! not evaluated: an FX graph that calls `operator.mul` on tensors is pre-dispatch, and its
//! post-grad form spells the aten op.
use super::Call;
use crate::interp::value::Value;

/// The `operator` function of a call.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum PyOp {
    Getitem,
    Add,
    Sub,
    Mul,
    FloorDiv,
    Mod,
    TrueDiv,
    Eq,
    Ne,
    Lt,
    Le,
    Gt,
    Ge,
    Neg,
}

/// `None` when the operands are not Python numbers (or a tuple and an index).
pub fn eval(op: PyOp, c: &Call) -> Option<Result<Value, String>> {
    let arg = |i: usize| c.args.get(i).cloned().unwrap_or(Value::None);
    if op == PyOp::Getitem {
        return Some(match (arg(0), arg(1)) {
            (Value::List(vs), Value::Int(i)) => {
                let j = if i < 0 { i + vs.len() as i64 } else { i };
                usize::try_from(j)
                    .ok()
                    .and_then(|j| vs.get(j).cloned())
                    .ok_or_else(|| format!("index {i} out of range for {} values", vs.len()))
            }
            (a, b) => Err(format!("getitem of {} by {} is not supported", a.kind(), b.kind())),
        });
    }
    let num = |v: &Value| match v {
        Value::Int(i) => Some(*i as f64),
        Value::Float(f) => Some(*f),
        Value::Bool(b) => Some(*b as i64 as f64),
        _ => None,
    };
    let (a, b) = (arg(0), arg(1));
    Some(match (&a, &b) {
        (Value::Int(x), Value::Int(y)) => {
            let (x, y) = (*x, *y);
            match op {
                PyOp::Add => Ok(Value::Int(x.wrapping_add(y))),
                PyOp::Sub => Ok(Value::Int(x.wrapping_sub(y))),
                PyOp::Mul => Ok(Value::Int(x.wrapping_mul(y))),
                PyOp::FloorDiv | PyOp::Mod if y == 0 => Err("integer division by zero".into()),
                PyOp::FloorDiv => Ok(Value::Int(crate::ir::sym::floor_div(x, y))),
                PyOp::Mod => Ok(Value::Int(x - crate::ir::sym::floor_div(x, y) * y)),
                PyOp::TrueDiv => Ok(Value::Float(x as f64 / y as f64)),
                PyOp::Eq => Ok(Value::Bool(x == y)),
                PyOp::Ne => Ok(Value::Bool(x != y)),
                PyOp::Lt => Ok(Value::Bool(x < y)),
                PyOp::Le => Ok(Value::Bool(x <= y)),
                PyOp::Gt => Ok(Value::Bool(x > y)),
                PyOp::Ge => Ok(Value::Bool(x >= y)),
                PyOp::Neg | PyOp::Getitem => return None,
            }
        }
        (Value::Int(x), Value::None) if op == PyOp::Neg => Ok(Value::Int(x.wrapping_neg())),
        _ => match (num(&a), num(&b)) {
            (Some(x), Some(y)) => match op {
                PyOp::Add => Ok(Value::Float(x + y)),
                PyOp::Sub => Ok(Value::Float(x - y)),
                PyOp::Mul => Ok(Value::Float(x * y)),
                PyOp::TrueDiv => Ok(Value::Float(x / y)),
                _ => return None,
            },
            _ => return None,
        },
    })
}
