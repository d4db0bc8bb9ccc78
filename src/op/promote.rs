//! PyTorch's type promotion: `promote_types` over dtypes, and `result_type` over a mix of
//! dimensioned tensors, 0-dim tensors and Python scalars ("wrapped numbers"), where a lower
//! priority operand only matters when it is of a higher category (bool < int < float).
use crate::ir::DType;

/// Order of rows/columns in [`PROMOTE`].
const ORDER: [DType; 10] = [
    DType::B8,
    DType::U8,
    DType::I8,
    DType::I16,
    DType::I32,
    DType::I64,
    DType::F16,
    DType::BF16,
    DType::F32,
    DType::F64,
];

use DType::{B8, BF16, F16, F32, F64, I8, I16, I32, I64, U8};
/// `torch.promote_types(row, column)`, printed by PyTorch 2.15.
const PROMOTE: [[DType; 10]; 10] = [
    [B8, U8, I8, I16, I32, I64, F16, BF16, F32, F64],
    [U8, U8, I16, I16, I32, I64, F16, BF16, F32, F64],
    [I8, I16, I8, I16, I32, I64, F16, BF16, F32, F64],
    [I16, I16, I16, I16, I32, I64, F16, BF16, F32, F64],
    [I32, I32, I32, I32, I32, I64, F16, BF16, F32, F64],
    [I64, I64, I64, I64, I64, I64, F16, BF16, F32, F64],
    [F16, F16, F16, F16, F16, F16, F16, F32, F32, F64],
    [BF16, BF16, BF16, BF16, BF16, BF16, F32, BF16, F32, F64],
    [F32, F32, F32, F32, F32, F32, F32, F32, F32, F64],
    [F64, F64, F64, F64, F64, F64, F64, F64, F64, F64],
];

/// `torch.promote_types`. float8 types only promote with themselves (PyTorch raises
/// "Promotion for Float8 Types is not supported").
pub fn promote_types(a: DType, b: DType) -> Result<DType, String> {
    if a == b {
        return Ok(a);
    }
    let pos = |d: DType| ORDER.iter().position(|&o| o == d);
    match (pos(a), pos(b)) {
        (Some(i), Some(j)) => Ok(PROMOTE[i][j]),
        _ => Err(format!("promotion of {a} with {b} is not supported")),
    }
}

/// [`promote_types`] made total, for the JIT, which computes whatever dtypes reach a loop
/// body: where PyTorch's table has no entry (float8 with another dtype, complex, the unsigned
/// types beyond u8) the higher category wins (bool < int < float < complex), then among floats
/// the higher rank (f16 with bf16 is f32), among ints of one width and both signs the next
/// wider, else the wider (a tie keeps `a`).
pub fn promote_total(a: DType, b: DType) -> DType {
    promote_types(a, b).unwrap_or_else(|_| beyond_table(a, b))
}

fn beyond_table(a: DType, b: DType) -> DType {
    if a == b {
        return a;
    }
    let (ca, cb) = (a.class(), b.class());
    if ca != cb {
        return if ca > cb { a } else { b };
    }
    if ca == crate::ir::DTypeClass::Float {
        let rank = |d: DType| match d {
            DType::F64 => 3,
            DType::F32 => 2,
            DType::F16 | DType::BF16 => 1,
            _ => 0,
        };
        return if rank(a) == rank(b) && rank(a) == 1 {
            DType::F32
        } else if rank(a) >= rank(b) {
            a
        } else {
            b
        };
    }
    if a.bits() == b.bits() && a.is_signed_int() != b.is_signed_int() {
        return match a.bits() {
            8 => DType::I16,
            16 => DType::I32,
            _ => DType::I64,
        };
    }
    if a.bits() >= b.bits() { a } else { b }
}

/// The kind of a Python scalar operand.
#[derive(Debug, Clone, Copy, PartialEq)]
pub enum ScalarKind {
    Bool,
    Int,
    Float,
}

impl ScalarKind {
    /// The dtype a wrapped number participates with (floats as the default dtype, f32).
    pub fn dtype(self) -> DType {
        match self {
            ScalarKind::Bool => DType::B8,
            ScalarKind::Int => DType::I64,
            ScalarKind::Float => DType::F32,
        }
    }
}

/// One operand of `result_type`.
#[derive(Debug, Clone, Copy, PartialEq)]
pub enum Operand {
    /// A tensor with `ndim` dims.
    Tensor {
        dtype: DType,
        ndim: usize,
    },
    Scalar(ScalarKind),
}

fn category(d: DType) -> u8 {
    if d == DType::B8 {
        0
    } else if d.is_float() {
        2
    } else {
        1
    }
}

/// `c10::combine_categories`: the higher-priority result wins unless the lower one is of a
/// higher category.
fn combine(higher: Option<DType>, lower: Option<DType>) -> Result<Option<DType>, String> {
    Ok(match (higher, lower) {
        (None, l) => l,
        (h, None) => h,
        (Some(h), Some(l)) => {
            if h.is_float() {
                Some(h)
            } else if h == DType::B8 || category(l) > category(h) {
                Some(promote_types(h, l)?)
            } else {
                Some(h)
            }
        }
    })
}

/// `torch.result_type` over operands.
pub fn result_type(ops: &[Operand]) -> Result<DType, String> {
    let (mut dim, mut zero, mut wrapped): (Option<DType>, Option<DType>, Option<DType>) =
        (None, None, None);
    let up = |slot: &mut Option<DType>, d: DType| -> Result<(), String> {
        *slot = Some(match *slot {
            None => d,
            Some(c) => promote_types(c, d)?,
        });
        Ok(())
    };
    for op in ops {
        match *op {
            Operand::Tensor { dtype, ndim } if ndim > 0 => up(&mut dim, dtype)?,
            Operand::Tensor { dtype, .. } => up(&mut zero, dtype)?,
            Operand::Scalar(k) => up(&mut wrapped, k.dtype())?,
        }
    }
    combine(dim, combine(zero, wrapped)?)?.ok_or_else(|| "result_type of no operands".to_string())
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_total_rule_is_the_table_where_the_table_has_an_entry() {
        for &a in &ORDER {
            for &b in &ORDER {
                assert_eq!(beyond_table(a, b), promote_types(a, b).unwrap(), "{a} with {b}");
            }
        }
        assert_eq!(promote_total(DType::F8E4M3FN, DType::F32), DType::F32);
        assert_eq!(promote_total(DType::F8E4M3FN, DType::I64), DType::F8E4M3FN);
    }

    #[test]
    fn result_type_matches_pytorch_tables() {
        // torch.result_type(torch.ones(2, dtype=row), torch.ones((), dtype=col)), PyTorch 2.15.
        let dim_zero = [
            [B8, U8, I8, I16, I32, I64, F16, BF16, F32, F64],
            [U8, U8, U8, U8, U8, U8, F16, BF16, F32, F64],
            [I8, I8, I8, I8, I8, I8, F16, BF16, F32, F64],
            [I16, I16, I16, I16, I16, I16, F16, BF16, F32, F64],
            [I32, I32, I32, I32, I32, I32, F16, BF16, F32, F64],
            [I64, I64, I64, I64, I64, I64, F16, BF16, F32, F64],
            [F16; 10],
            [BF16; 10],
            [F32; 10],
            [F64; 10],
        ];
        // torch.result_type(tensor of row dtype (1-d or 0-d), True / 2 / 2.5).
        let with_scalar = [
            [B8, I64, F32],
            [U8, U8, F32],
            [I8, I8, F32],
            [I16, I16, F32],
            [I32, I32, F32],
            [I64, I64, F32],
            [F16; 3],
            [BF16; 3],
            [F32; 3],
            [F64; 3],
        ];
        for (i, &a) in ORDER.iter().enumerate() {
            for (j, &b) in ORDER.iter().enumerate() {
                let got = result_type(&[
                    Operand::Tensor { dtype: a, ndim: 1 },
                    Operand::Tensor { dtype: b, ndim: 0 },
                ])
                .unwrap();
                assert_eq!(got, dim_zero[i][j], "{a} with 0-d {b}");
            }
            for (k, kind) in
                [ScalarKind::Bool, ScalarKind::Int, ScalarKind::Float].into_iter().enumerate()
            {
                for ndim in [0, 1] {
                    let got =
                        result_type(&[Operand::Tensor { dtype: a, ndim }, Operand::Scalar(kind)])
                            .unwrap();
                    assert_eq!(got, with_scalar[i][k], "{a} ({ndim}-d) with {kind:?}");
                }
            }
        }
        assert!(promote_types(DType::F8E4M3FN, DType::F32).is_err());
    }
}
