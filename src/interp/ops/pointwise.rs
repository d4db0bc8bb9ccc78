//! Elementwise ops with broadcasting and PyTorch's type promotion. Floating ops compute in f64
//! and round once to the result dtype; for bf16/f16 the result is rounded to f32 first, which is
//! what PyTorch's CPU kernels produce (they compute in f32 "opmath" and round to nearest-even).
//! Integer ops compute in i64 and wrap to the result width.
use crate::interp::promote::{Operand, ScalarKind, result_type};
use crate::interp::tensor::{Storage, TResult, Tensor, TensorError, round_f64, terr};
use crate::ir::DType;

#[derive(Debug, Clone, Copy, PartialEq)]
pub enum Scalar {
    Bool(bool),
    Int(i64),
    Float(f64),
}

impl Scalar {
    fn kind(self) -> ScalarKind {
        match self {
            Scalar::Bool(_) => ScalarKind::Bool,
            Scalar::Int(_) => ScalarKind::Int,
            Scalar::Float(_) => ScalarKind::Float,
        }
    }
    pub fn f64(self) -> f64 {
        match self {
            Scalar::Bool(b) => b as i64 as f64,
            Scalar::Int(v) => v as f64,
            Scalar::Float(v) => v,
        }
    }
    fn i64(self) -> i64 {
        match self {
            Scalar::Bool(b) => b as i64,
            Scalar::Int(v) => v,
            Scalar::Float(v) => v as i64,
        }
    }
}

/// An operand: a tensor or a Python number (a "wrapped number", weak in promotion).
#[derive(Debug, Clone, Copy)]
pub enum In<'a> {
    T(&'a Tensor),
    S(Scalar),
}

impl In<'_> {
    fn operand(&self) -> Operand {
        match self {
            In::T(t) => Operand::Tensor { dtype: t.dtype(), ndim: t.dim() },
            In::S(s) => Operand::Scalar(s.kind()),
        }
    }
}

pub fn result_dtype(ins: &[In]) -> TResult<DType> {
    result_type(&ins.iter().map(In::operand).collect::<Vec<_>>()).map_err(TensorError)
}

/// Broadcast shape of several shapes (numpy rules).
pub fn broadcast_shapes(shapes: &[&[usize]]) -> TResult<Vec<usize>> {
    let n = shapes.iter().map(|s| s.len()).max().unwrap_or(0);
    let mut out = vec![1usize; n];
    for s in shapes {
        for (i, &d) in s.iter().enumerate() {
            let o = &mut out[n - s.len() + i];
            if *o == 1 {
                *o = d;
            } else if d != 1 && d != *o {
                return terr(format!("shapes {:?} cannot be broadcast together", shapes));
            }
        }
    }
    Ok(out)
}

fn is_reduced(d: DType) -> bool {
    matches!(d, DType::BF16 | DType::F16 | DType::F8E4M3FN | DType::F8E5M2)
}

enum Col<T> {
    V(Vec<T>),
    C(T),
}

impl<T: Copy> Col<T> {
    fn at(&self, i: usize) -> T {
        match self {
            Col::V(v) => v[i],
            Col::C(c) => *c,
        }
    }
}

fn out_shape(ins: &[In]) -> TResult<Vec<usize>> {
    let shapes: Vec<&[usize]> =
        ins.iter().filter_map(|i| if let In::T(t) = i { Some(t.sizes()) } else { None }).collect();
    broadcast_shapes(&shapes)
}

fn expand_to(t: &Tensor, shape: &[usize]) -> TResult<Tensor> {
    t.expand(&shape.iter().map(|&s| s as i64).collect::<Vec<_>>())
}

/// Evaluates `f` elementwise in f64 on operands rounded to `compute`, storing as `out`.
/// Python floats next to a bf16/f16 tensor keep f32 precision (PyTorch passes them to the
/// kernel as opmath scalars instead of casting them to the tensor dtype).
pub fn map_float(
    ins: &[In],
    compute: DType,
    out: DType,
    f: impl Fn(&[f64]) -> f64,
) -> TResult<Tensor> {
    let shape = out_shape(ins)?;
    if let Some(r) = map_f32_in_place(ins, &shape, compute, out, &f) {
        return r;
    }
    let cols: Vec<Col<f64>> = ins
        .iter()
        .map(|i| -> TResult<Col<f64>> {
            Ok(match i {
                In::T(t) => {
                    let mut v = expand_to(t, &shape)?.to_f64_vec();
                    if t.dtype() != compute {
                        v.iter_mut().for_each(|x| *x = round_f64(compute, *x));
                    }
                    if t.dim() == 0 { Col::C(v.first().copied().unwrap_or(0.0)) } else { Col::V(v) }
                }
                In::S(s) => Col::C(if is_reduced(compute) {
                    s.f64() as f32 as f64
                } else {
                    round_f64(compute, s.f64())
                }),
            })
        })
        .collect::<TResult<_>>()?;
    let n: usize = shape.iter().product();
    let mut buf = vec![0f64; cols.len()];
    let mut res = Vec::with_capacity(n);
    for i in 0..n {
        for (b, c) in buf.iter_mut().zip(&cols) {
            *b = c.at(i);
        }
        res.push(f(&buf));
    }
    Tensor::from_f64(out, shape, &res)
}

/// The common case of `map_float` read without f64 copies: f32 in and out, every tensor operand
/// 0-d or contiguous with the output's shape. Same arithmetic, same rounding.
fn map_f32_in_place(
    ins: &[In],
    shape: &[usize],
    compute: DType,
    out: DType,
    f: &impl Fn(&[f64]) -> f64,
) -> Option<TResult<Tensor>> {
    enum Src<'a> {
        Slice(&'a [f32]),
        Const(f64),
    }
    if compute != DType::F32 || out != DType::F32 {
        return None;
    }
    let n: usize = shape.iter().product();
    let mut srcs = Vec::with_capacity(ins.len());
    for i in ins {
        srcs.push(match i {
            In::T(t) if t.dim() == 0 => {
                Src::Const(round_f64(DType::F32, t.to_f64_vec().first().copied().unwrap_or(0.0)))
            }
            In::T(t) if t.sizes() == shape && t.is_contiguous() => match &**t.storage() {
                Storage::F32(v) => Src::Slice(v.get(t.offset()..t.offset() + n)?),
                _ => return None,
            },
            In::T(_) => return None,
            In::S(s) => Src::Const(round_f64(DType::F32, s.f64())),
        });
    }
    let mut buf = vec![0f64; srcs.len()];
    let mut res: Vec<f32> = Vec::with_capacity(n);
    for i in 0..n {
        for (b, s) in buf.iter_mut().zip(&srcs) {
            *b = match s {
                Src::Slice(v) => v[i] as f64,
                Src::Const(c) => *c,
            };
        }
        res.push(f(&buf) as f32);
    }
    Some(Tensor::new(Storage::F32(res), shape.to_vec()))
}

/// Evaluates `f` elementwise on i64 values (ints and bools), wrapping into `out`.
pub fn map_int(
    ins: &[In],
    out: DType,
    f: impl Fn(&[i64]) -> Result<i64, String>,
) -> TResult<Tensor> {
    let shape = out_shape(ins)?;
    let cols: Vec<Col<i64>> = ins
        .iter()
        .map(|i| -> TResult<Col<i64>> {
            Ok(match i {
                In::T(t) if t.dim() == 0 => Col::C(t.to_i64_vec().first().copied().unwrap_or(0)),
                In::T(t) => Col::V(expand_to(t, &shape)?.to_i64_vec()),
                In::S(s) => Col::C(s.i64()),
            })
        })
        .collect::<TResult<_>>()?;
    let n: usize = shape.iter().product();
    let mut buf = vec![0i64; cols.len()];
    let mut res = Vec::with_capacity(n);
    for i in 0..n {
        for (b, c) in buf.iter_mut().zip(&cols) {
            *b = c.at(i);
        }
        res.push(f(&buf).map_err(TensorError)?);
    }
    Tensor::from_i64(out, shape, &res)
}

#[derive(Debug, Clone, Copy, PartialEq)]
pub(super) enum Bin {
    Add,
    Sub,
    Mul,
    Div,
    DivTrunc,
    DivFloor,
    Remainder,
    Pow,
    Max,
    Min,
    And,
    Or,
    Xor,
    Shl,
    Shr,
}

/// PyTorch's `div_floor_floating`.
fn div_floor(a: f64, b: f64) -> f64 {
    if b == 0.0 {
        return a / b;
    }
    let m = a % b;
    let mut div = (a - m) / b;
    if m != 0.0 && ((b < 0.0) != (m < 0.0)) {
        div -= 1.0;
    }
    if div != 0.0 {
        let fl = div.floor();
        if div - fl > 0.5 { fl + 1.0 } else { fl }
    } else {
        0f64.copysign(a / b)
    }
}

fn pow_f(a: f64, b: f64) -> f64 {
    match b {
        2.0 => a * a,
        0.5 => a.sqrt(),
        -1.0 => 1.0 / a,
        _ => a.powf(b),
    }
}

fn pow_i(mut a: i64, mut b: i64) -> Result<i64, String> {
    if b < 0 {
        return Ok(match a {
            1 => 1,
            -1 => {
                if b % 2 == 0 {
                    1
                } else {
                    -1
                }
            }
            _ => 0,
        });
    }
    let mut r: i64 = 1;
    while b > 0 {
        if b & 1 == 1 {
            r = r.wrapping_mul(a);
        }
        a = a.wrapping_mul(a);
        b >>= 1;
    }
    Ok(r)
}

pub(super) fn binary(op: Bin, a: In, b: In, alpha: Option<Scalar>) -> TResult<Tensor> {
    let mut dtype = result_dtype(&[a, b])?;
    if op == Bin::Div && !dtype.is_float() {
        dtype = DType::F32;
    }
    let bits = dtype.bits() as i64;
    let signed = dtype.is_signed_int();
    if dtype.is_float() {
        if matches!(op, Bin::And | Bin::Or | Bin::Xor | Bin::Shl | Bin::Shr) {
            return terr(format!("bitwise op on {dtype} tensors"));
        }
        let al = alpha.map(|s| s.f64()).unwrap_or(1.0);
        map_float(&[a, b], dtype, dtype, |v| {
            let (x, y) = (v[0], v[1]);
            match op {
                Bin::Add => {
                    if al == 1.0 {
                        x + y
                    } else {
                        x + al * y
                    }
                }
                Bin::Sub => {
                    if al == 1.0 {
                        x - y
                    } else {
                        x - al * y
                    }
                }
                Bin::Mul => x * y,
                Bin::Div => x / y,
                Bin::DivTrunc => (x / y).trunc(),
                Bin::DivFloor => div_floor(x, y),
                Bin::Remainder => {
                    let m = x % y;
                    if m != 0.0 && ((m < 0.0) != (y < 0.0)) { m + y } else { m }
                }
                Bin::Pow => pow_f(x, y),
                Bin::Max => {
                    if x.is_nan() || y.is_nan() {
                        f64::NAN
                    } else {
                        x.max(y)
                    }
                }
                Bin::Min => {
                    if x.is_nan() || y.is_nan() {
                        f64::NAN
                    } else {
                        x.min(y)
                    }
                }
                _ => f64::NAN,
            }
        })
    } else {
        if dtype == DType::B8 && matches!(op, Bin::Sub) {
            return terr("subtraction of bool tensors is not supported (PyTorch raises too)");
        }
        let al = alpha.map(|s| s.i64()).unwrap_or(1);
        map_int(&[a, b], dtype, |v| {
            let (x, y) = (v[0], v[1]);
            Ok(match op {
                Bin::Add => x.wrapping_add(al.wrapping_mul(y)),
                Bin::Sub => x.wrapping_sub(al.wrapping_mul(y)),
                Bin::Mul => x.wrapping_mul(y),
                Bin::DivTrunc | Bin::DivFloor | Bin::Remainder if y == 0 => {
                    return Err("ZeroDivisionError".into());
                }
                Bin::DivTrunc => x.wrapping_div(y),
                Bin::DivFloor => crate::ir::sym::floor_div(x, y),
                Bin::Remainder => x.wrapping_sub(crate::ir::sym::floor_div(x, y).wrapping_mul(y)),
                Bin::Pow => pow_i(x, y)?,
                Bin::Max => x.max(y),
                Bin::Min => x.min(y),
                Bin::And => x & y,
                Bin::Or => x | y,
                Bin::Xor => x ^ y,
                // Out-of-range shift counts: PyTorch gives 0 (left, or unsigned right) and the
                // sign fill for signed right shifts.
                Bin::Shl => {
                    if !(0..bits).contains(&y) {
                        0
                    } else {
                        ((x as u64) << y) as i64
                    }
                }
                Bin::Shr => {
                    if (0..bits).contains(&y) {
                        x >> y
                    } else if signed {
                        x >> (bits - 1).min(63)
                    } else {
                        0
                    }
                }
                Bin::Div => return Err("true division of integers is computed in float".into()),
            })
        })
    }
}

#[derive(Debug, Clone, Copy, PartialEq)]
pub(super) enum Cmp {
    Eq,
    Ne,
    Lt,
    Le,
    Gt,
    Ge,
}

pub(super) fn compare(op: Cmp, a: In, b: In) -> TResult<Tensor> {
    let dtype = result_dtype(&[a, b])?;
    let test = move |o: std::cmp::Ordering| match op {
        Cmp::Eq => o.is_eq(),
        Cmp::Ne => o.is_ne(),
        Cmp::Lt => o.is_lt(),
        Cmp::Le => o.is_le(),
        Cmp::Gt => o.is_gt(),
        Cmp::Ge => o.is_ge(),
    };
    if dtype.is_float() {
        map_float(&[a, b], dtype, DType::B8, |v| match v[0].partial_cmp(&v[1]) {
            Some(o) => test(o) as i64 as f64,
            None => (op == Cmp::Ne) as i64 as f64, // NaN compares unequal to everything
        })
    } else {
        map_int(&[a, b], DType::B8, |v| Ok(test(v[0].cmp(&v[1])) as i64))
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn f32s(xs: &[f64]) -> Tensor {
        Tensor::from_f64(DType::F32, vec![xs.len()], xs).unwrap()
    }

    #[test]
    fn promotion_and_wrapping() {
        let u = Tensor::from_i64(DType::U8, vec![2], &[200, 7]).unwrap();
        let r = binary(Bin::Mul, In::T(&u), In::S(Scalar::Int(3)), None).unwrap();
        assert_eq!((r.dtype(), r.to_i64_vec()), (DType::U8, vec![88, 21]));
        let r = binary(Bin::Add, In::T(&u), In::S(Scalar::Float(0.5)), None).unwrap();
        assert_eq!((r.dtype(), r.to_f64_vec()), (DType::F32, vec![200.5, 7.5]));
        let r = binary(Bin::Shr, In::T(&u), In::S(Scalar::Int(9)), None).unwrap();
        assert_eq!(r.to_i64_vec(), vec![0, 0]);
        let i = Tensor::from_i64(DType::I8, vec![1], &[-100]).unwrap();
        assert_eq!(
            binary(Bin::Shr, In::T(&i), In::S(Scalar::Int(9)), None).unwrap().to_i64_vec(),
            vec![-1]
        );
        let d = binary(Bin::Div, In::T(&u), In::S(Scalar::Int(2)), None).unwrap();
        assert_eq!((d.dtype(), d.to_f64_vec()), (DType::F32, vec![100.0, 3.5]));
    }

    #[test]
    fn bf16_ops_round_the_f32_result() {
        let a = Tensor::from_f64(DType::BF16, vec![1], &[1.0]).unwrap();
        let b = Tensor::from_f64(DType::BF16, vec![1], &[1.0 / 256.0]).unwrap();
        // 1 + 2^-8 is a tie in bf16; nearest-even gives 1.0.
        let r = binary(Bin::Add, In::T(&a), In::T(&b), None).unwrap();
        assert_eq!((r.dtype(), r.to_f64_vec()), (DType::BF16, vec![1.0]));
    }

    #[test]
    fn broadcasting_and_comparisons() {
        let a = Tensor::from_f64(DType::F32, vec![2, 1], &[1., 2.]).unwrap();
        let b = f32s(&[1., 2., f64::NAN]);
        let r = compare(Cmp::Eq, In::T(&a), In::T(&b)).unwrap();
        assert_eq!(r.sizes(), &[2, 3]);
        assert_eq!(r.to_i64_vec(), vec![1, 0, 0, 0, 1, 0]);
        assert!(broadcast_shapes(&[&[2, 3], &[4]]).is_err());
    }
}
