//! `ops.<name>(...)` calls of a loop body: dtype promotion as Inductor's dtype propagation does
//! it, then one SIMD instruction where Cranelift has one, lane-wise scalars otherwise.
use super::emit::{Em, Repr, V, le};
use super::intdiv::{int_floordiv, int_mod, int_trunc_mod, int_truncdiv};
use super::math;
use crate::ir::DType;
use crate::ir::ops_handler::OpsName;
use crate::ir::ops_handler::OpsName as O;
use crate::kernel::{KernelError, Result};
use crate::op::promote::promote_total as promote;
use cranelift_codegen::ir::condcodes::{FloatCC, IntCC};
use cranelift_codegen::ir::{InstBuilder, Value, types};
use cranelift_frontend::FunctionBuilder;

fn float_of(d: DType) -> DType {
    if d.is_float() { d } else { DType::F32 }
}

/// How the JIT computes an `ops.*` call. Every name of [`OpsName`] is placed here, so a name
/// added to the IR does not build until the JIT says what it does with it.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
enum Family {
    /// `where`, `fma`.
    Ternary,
    /// One operand, in Cranelift instructions or `math`.
    Unary,
    /// One float operand: Cranelift instructions or `math` where this file has them (`exp`,
    /// `sigmoid`), else the host helper of the same name (integers go through f32).
    FloatUnary,
    /// Two operands, in Cranelift instructions.
    Binary,
    /// Two float operands, the host helper of the same name (`polygamma`'s order and `hypot`
    /// included).
    FloatBinary,
    Compare,
    /// Not known to the project: unsupported, as any op this file has no case for.
    Unknown,
}

fn family(op: &OpsName) -> Family {
    match op {
        O::Where | O::Fma => Family::Ternary,
        O::Identity
        | O::LogicalNot
        | O::Signbit
        | O::Isinf
        | O::Isnan
        | O::Neg
        | O::Abs
        | O::BitwiseNot
        | O::Square
        | O::Relu
        | O::Floor
        | O::Ceil
        | O::Trunc
        | O::Round
        | O::Sign => Family::Unary,
        O::Exp
        | O::Log
        | O::Sqrt
        | O::Rsqrt
        | O::Reciprocal
        | O::Sigmoid
        | O::Tanh
        | O::Sin
        | O::Cos
        | O::Erf
        | O::Log1p
        | O::Expm1
        | O::Acos
        | O::Asin
        | O::Atan
        | O::Acosh
        | O::Asinh
        | O::Atanh
        | O::Cosh
        | O::Sinh
        | O::Tan
        | O::Log2
        | O::Log10
        | O::Exp2
        | O::Lgamma
        | O::Digamma
        | O::Erfc
        | O::Erfinv
        | O::I0
        | O::I0e
        | O::I1
        | O::I1e
        | O::Erfcx
        | O::Ndtri
        | O::BesselJ0
        | O::BesselJ1
        | O::BesselY0
        | O::BesselY1
        | O::ModifiedBesselI0
        | O::ModifiedBesselI1
        | O::ModifiedBesselK0
        | O::ModifiedBesselK1
        | O::ScaledModifiedBesselK0
        | O::ScaledModifiedBesselK1
        | O::SphericalBesselJ0
        | O::AiryAi => Family::FloatUnary,
        O::Add
        | O::Sub
        | O::Mul
        | O::Truediv
        | O::Div
        | O::DivRn
        | O::Floordiv
        | O::Truncdiv
        | O::Mod
        | O::Remainder
        | O::Fmod
        | O::Pow
        | O::Atan2
        | O::Copysign
        | O::Ldexp
        | O::Maximum
        | O::Minimum
        | O::BitwiseAnd
        | O::BitwiseOr
        | O::BitwiseXor
        | O::BitwiseLeftShift
        | O::BitwiseRightShift
        | O::LogicalAnd
        | O::LogicalOr
        | O::LogicalXor
        | O::And
        | O::Or => Family::Binary,
        O::Polygamma
        | O::Hypot
        | O::Nextafter
        | O::Igamma
        | O::Igammac
        | O::Zeta
        | O::ChebyshevPolynomialT
        | O::ChebyshevPolynomialU
        | O::ChebyshevPolynomialV
        | O::ChebyshevPolynomialW
        | O::ShiftedChebyshevPolynomialT
        | O::ShiftedChebyshevPolynomialU
        | O::ShiftedChebyshevPolynomialV
        | O::ShiftedChebyshevPolynomialW
        | O::HermitePolynomialH
        | O::HermitePolynomialHe
        | O::LaguerrePolynomialL
        | O::LegendrePolynomialP => Family::FloatBinary,
        O::Eq | O::Ne | O::Lt | O::Le | O::Gt | O::Ge => Family::Compare,
        O::Unknown(_) => Family::Unknown,
    }
}

impl<'a> Em<'a, '_> {
    /// Emits one `ops.<op>` call. `consts[i]` is the value of argument i when it is a constant,
    /// which lets shifts and powers use immediate forms.
    pub fn call_op(&mut self, op: &OpsName, args: &[&V], consts: &[Option<f64>]) -> Result<V> {
        let bad = |m: &str| KernelError::Unsupported {
            kernel: String::new(),
            msg: format!("ops.{op}: {m}"),
        };
        match (op, args) {
            (O::Where, [c, a, b]) => self.where_(c, a, b),
            (O::Fma, [a, b, c]) => self.fma(a, b, c),
            (_, [x]) => self.unary(op, x),
            (_, [a, b]) => self.binary(op, a, b, consts.get(1).copied().flatten()),
            _ => Err(bad(&format!("{} arguments", args.len()))),
        }
    }

    /// `ops.fma(a, b, c)`: floats through f64, where the product of two f32s is exact, so
    /// `a * b + c` is rounded once as `std::fma` rounds it.
    fn fma(&mut self, a: &V, b: &V, c: &V) -> Result<V> {
        let dt = promote(promote(a.dt, b.dt), c.dt);
        if !dt.is_float() {
            let ab = self.binary(&O::Mul, a, b, None)?;
            return self.binary(&O::Add, &ab, c, None);
        }
        let [a, b, c] = [a, b, c].map(|v| self.convert(v, DType::F64));
        let ab = self.binary(&O::Mul, &a?, &b?, None)?;
        let r = self.binary(&O::Add, &ab, &c?, None)?;
        self.convert(&r, dt)
    }

    fn unary(&mut self, op: &OpsName, x: &V) -> Result<V> {
        if *op == O::Identity {
            return Ok(x.clone());
        }
        if *op == O::LogicalNot {
            let b = self.convert(x, DType::B8)?;
            let data = self.map_vec(
                Repr::I32,
                &[&b],
                |bd, v| {
                    let one = splat_i32(bd, 1);
                    Some(bd.ins().bxor(v[0], one))
                },
                |bd, v| bd.ins().bxor_imm_u(v[0], 1),
            )?;
            return Ok(V { dt: DType::B8, data });
        }
        if *op == O::Signbit {
            let r = Repr::of(x.dt)?;
            if !r.is_float() {
                let zero = self.constant("0", x.dt)?;
                return self.binary(&O::Lt, x, &zero, None);
            }
            // The sign bit itself: -0.0 and negative NaNs count.
            let x = self.convert(x, DType::F32)?;
            let data = self.map(&[&x], |bd, v| {
                let bits = bd.ins().bitcast(types::I32, le(), v[0]);
                bd.ins().ushr_imm_u(bits, 31)
            })?;
            return Ok(V { dt: DType::B8, data });
        }
        if *op == O::Isinf {
            let r = Repr::of(x.dt)?;
            if !r.is_float() {
                return self.constant("False", DType::B8);
            }
            let inf = self.constant("inf", x.dt)?;
            let mag = self.unary(&O::Abs, x)?;
            return self.binary(&O::Eq, &mag, &inf, None);
        }
        if *op == O::Isnan {
            let r = Repr::of(x.dt)?;
            if !r.is_float() {
                return self.constant("False", DType::B8);
            }
            let data = self.map_vec(
                r,
                &[x],
                |bd, v| {
                    let m = bd.ins().fcmp(FloatCC::Unordered, v[0], v[0]);
                    Some(bd.ins().ushr_imm_u(m, 31))
                },
                |bd, v| {
                    let c = bd.ins().fcmp(FloatCC::Unordered, v[0], v[0]);
                    bd.ins().uextend(types::I32, c)
                },
            )?;
            return Ok(V { dt: DType::B8, data });
        }
        let dt = if family(op) == Family::FloatUnary { float_of(x.dt) } else { x.dt };
        let x = self.convert(x, dt)?;
        let r = Repr::of(dt)?;
        let data = match (op, r) {
            (O::Neg, Repr::F32 | Repr::F64) => {
                self.map_vec(r, &[&x], |b, v| Some(b.ins().fneg(v[0])), |b, v| b.ins().fneg(v[0]))?
            }
            (O::Neg, _) => {
                self.map_vec(r, &[&x], |b, v| Some(b.ins().ineg(v[0])), |b, v| b.ins().ineg(v[0]))?
            }
            (O::Abs, Repr::F32 | Repr::F64) => {
                self.map_vec(r, &[&x], |b, v| Some(b.ins().fabs(v[0])), |b, v| b.ins().fabs(v[0]))?
            }
            (O::Abs, _) => {
                self.map_vec(r, &[&x], |b, v| Some(b.ins().iabs(v[0])), |b, v| b.ins().iabs(v[0]))?
            }
            (O::BitwiseNot, Repr::I32 | Repr::I64) => {
                self.map_vec(r, &[&x], |b, v| Some(b.ins().bnot(v[0])), |b, v| b.ins().bnot(v[0]))?
            }
            (O::Square, _) => return self.binary(&O::Mul, &x, &x, None),
            (O::Relu, Repr::F32) => self.map_vec(
                r,
                &[&x],
                |b, v| {
                    let z = splat_f32(b, 0.0);
                    Some(b.ins().fmax(v[0], z))
                },
                |b, v| {
                    let z = b.ins().f32const(0.0);
                    b.ins().fmax(v[0], z)
                },
            )?,
            (O::Relu, Repr::F64) => self.map(&[&x], |b, v| {
                let z = b.ins().f64const(0.0);
                b.ins().fmax(v[0], z)
            })?,
            (O::Relu, _) => self.map_vec(
                r,
                &[&x],
                |b, v| {
                    let z = splat_i32(b, 0);
                    Some(b.ins().smax(v[0], z))
                },
                |b, v| {
                    let t = b.func.dfg.value_type(v[0]);
                    let z = b.ins().iconst(t, 0);
                    b.ins().smax(v[0], z)
                },
            )?,
            (O::Sqrt, _) => {
                self.map_vec(r, &[&x], |b, v| Some(b.ins().sqrt(v[0])), |b, v| b.ins().sqrt(v[0]))?
            }
            (O::Rsqrt, Repr::F32) => self.map_vec(
                r,
                &[&x],
                |b, v| {
                    let s = b.ins().sqrt(v[0]);
                    let one = splat_f32(b, 1.0);
                    Some(b.ins().fdiv(one, s))
                },
                |b, v| {
                    let s = b.ins().sqrt(v[0]);
                    let one = b.ins().f32const(1.0);
                    b.ins().fdiv(one, s)
                },
            )?,
            (O::Reciprocal, Repr::F32) => self.map_vec(
                r,
                &[&x],
                |b, v| {
                    let one = splat_f32(b, 1.0);
                    Some(b.ins().fdiv(one, v[0]))
                },
                |b, v| {
                    let one = b.ins().f32const(1.0);
                    b.ins().fdiv(one, v[0])
                },
            )?,
            (O::Floor, Repr::F32 | Repr::F64) => self.map_vec(
                r,
                &[&x],
                |b, v| Some(b.ins().floor(v[0])),
                |b, v| b.ins().floor(v[0]),
            )?,
            (O::Ceil, Repr::F32 | Repr::F64) => {
                self.map_vec(r, &[&x], |b, v| Some(b.ins().ceil(v[0])), |b, v| b.ins().ceil(v[0]))?
            }
            (O::Trunc, Repr::F32 | Repr::F64) => self.map_vec(
                r,
                &[&x],
                |b, v| Some(b.ins().trunc(v[0])),
                |b, v| b.ins().trunc(v[0]),
            )?,
            (O::Round, Repr::F32 | Repr::F64) => self.map_vec(
                r,
                &[&x],
                |b, v| Some(b.ins().nearest(v[0])),
                |b, v| b.ins().nearest(v[0]),
            )?,
            (O::Floor | O::Ceil | O::Trunc | O::Round, _) => x.data.clone(),
            (O::Exp, Repr::F32) => self.map_vec(
                r,
                &[&x],
                |b, v| Some(math::exp(b, v[0], true)),
                |b, v| math::exp(b, v[0], false),
            )?,
            (O::Tanh, Repr::F32) => self.map_vec(
                r,
                &[&x],
                |b, v| Some(math::tanh(b, v[0], true)),
                |b, v| math::tanh(b, v[0], false),
            )?,
            (O::Sigmoid, Repr::F32) => self.map_vec(
                r,
                &[&x],
                |b, v| Some(math::sigmoid(b, v[0], true)),
                |b, v| math::sigmoid(b, v[0], false),
            )?,
            (O::Sin | O::Cos, Repr::F32) => {
                let host = self.host_ref(op.as_str())?;
                let cos = *op == O::Cos;
                self.map_vec(
                    r,
                    &[&x],
                    |b, v| Some(math::sin_cos(b, v[0], true, cos, host)),
                    |b, v| math::sin_cos(b, v[0], false, cos, host),
                )?
            }
            // Floats and integers alike: `(0 < x) - (x < 0)`.
            (O::Sign, Repr::F32 | Repr::I32 | Repr::I64) => {
                let z = self.constant("0", dt)?;
                let pos = self.binary(&O::Gt, &x, &z, None)?;
                let neg = self.binary(&O::Lt, &x, &z, None)?;
                let pos = self.convert(&pos, dt)?;
                let neg = self.convert(&neg, dt)?;
                return self.binary(&O::Sub, &pos, &neg, None);
            }
            (_, Repr::F64) if family(op) == Family::FloatUnary => {
                // Helpers are f32; f64 loop bodies are rare enough to go through f32.
                let x32 = self.convert(&x, DType::F32)?;
                let y = self.unary(op, &x32)?;
                return self.convert(&y, DType::F64);
            }
            (_, Repr::F32) if family(op) == Family::FloatUnary => {
                self.call_host(op.as_str(), &[&x])?
            }
            _ => {
                return Err(KernelError::Unsupported {
                    kernel: String::new(),
                    msg: format!("ops.{op} on {dt}"),
                });
            }
        };
        Ok(V { dt, data })
    }

    fn binary(&mut self, op: &OpsName, a: &V, b: &V, konst: Option<f64>) -> Result<V> {
        // `ops.and_`/`ops.or_` are Python's `&`/`|`, which Inductor only applies to masks.
        if matches!(op, O::LogicalAnd | O::LogicalOr | O::LogicalXor | O::And | O::Or) {
            let a = self.convert(a, DType::B8)?;
            let b = self.convert(b, DType::B8)?;
            let inner = match op {
                O::LogicalAnd | O::And => O::BitwiseAnd,
                O::LogicalOr | O::Or => O::BitwiseOr,
                _ => O::BitwiseXor,
            };
            return self.binary(&inner, &a, &b, None);
        }
        let mut dt = promote(a.dt, b.dt);
        if matches!(op, O::Truediv | O::DivRn | O::Pow | O::Atan2 | O::Copysign)
            || family(op) == Family::FloatBinary
        {
            dt = float_of(dt);
        }
        if *op == O::Pow && konst == Some(2.0) {
            let a = self.convert(a, dt)?;
            return self.binary(&O::Mul, &a, &a, None);
        }
        let (a, b) = (self.convert(a, dt)?, self.convert(b, dt)?);
        let r = Repr::of(dt)?;
        if family(op) == Family::Compare {
            return self.compare(op, &a, &b, r);
        }
        let signed = dt.is_signed_int();
        let f = r.is_float();
        let data = match op {
            O::Add if f => self.map_vec(
                r,
                &[&a, &b],
                |bd, v| Some(bd.ins().fadd(v[0], v[1])),
                |bd, v| bd.ins().fadd(v[0], v[1]),
            )?,
            O::Add => self.map_vec(
                r,
                &[&a, &b],
                |bd, v| Some(bd.ins().iadd(v[0], v[1])),
                |bd, v| bd.ins().iadd(v[0], v[1]),
            )?,
            O::Sub if f => self.map_vec(
                r,
                &[&a, &b],
                |bd, v| Some(bd.ins().fsub(v[0], v[1])),
                |bd, v| bd.ins().fsub(v[0], v[1]),
            )?,
            O::Sub => self.map_vec(
                r,
                &[&a, &b],
                |bd, v| Some(bd.ins().isub(v[0], v[1])),
                |bd, v| bd.ins().isub(v[0], v[1]),
            )?,
            O::Mul if f => self.map_vec(
                r,
                &[&a, &b],
                |bd, v| Some(bd.ins().fmul(v[0], v[1])),
                |bd, v| bd.ins().fmul(v[0], v[1]),
            )?,
            O::Mul => self.map_vec(
                r,
                &[&a, &b],
                |bd, v| Some(bd.ins().imul(v[0], v[1])),
                |bd, v| bd.ins().imul(v[0], v[1]),
            )?,
            // `div_rn`: IEEE division rounded to nearest, what the CPU's division does.
            O::Truediv | O::Div | O::DivRn if f => self.map_vec(
                r,
                &[&a, &b],
                |bd, v| Some(bd.ins().fdiv(v[0], v[1])),
                |bd, v| bd.ins().fdiv(v[0], v[1]),
            )?,
            O::Floordiv | O::Div if f => self.map_vec(
                r,
                &[&a, &b],
                |bd, v| {
                    let q = bd.ins().fdiv(v[0], v[1]);
                    Some(bd.ins().floor(q))
                },
                |bd, v| {
                    let q = bd.ins().fdiv(v[0], v[1]);
                    bd.ins().floor(q)
                },
            )?,
            O::Floordiv | O::Div => {
                self.map(&[&a, &b], |bd, v| int_floordiv(bd, v[0], v[1], signed))?
            }
            O::Truncdiv if !f => {
                self.map(&[&a, &b], |bd, v| int_truncdiv(bd, v[0], v[1], signed))?
            }
            // `ops.mod` is C's `%` (Inductor's `fmod` of integers), `ops.remainder` Python's.
            O::Mod if !f => self.map(&[&a, &b], |bd, v| int_trunc_mod(bd, v[0], v[1], signed))?,
            O::Remainder if !f => self.map(&[&a, &b], |bd, v| int_mod(bd, v[0], v[1], signed))?,
            O::Mod | O::Fmod if r == Repr::F32 => self.call_host("fmod", &[&a, &b])?,
            O::Atan2 if r == Repr::F32 => self.call_host("atan2", &[&a, &b])?,
            O::Ldexp if r == Repr::F32 => self.call_host("ldexp", &[&a, &b])?,
            _ if r == Repr::F32 && family(op) == Family::FloatBinary => {
                self.call_host(op.as_str(), &[&a, &b])?
            }
            O::Remainder if r == Repr::F32 => {
                let m = self.call_host("fmod", &[&a, &b])?;
                let mv = V { dt, data: m };
                // fmod keeps the dividend's sign; Python's % takes the divisor's.
                let zero = self.constant("0", dt)?;
                let nz = self.compare(&O::Ne, &mv, &zero, r)?;
                let s1 = self.compare(&O::Lt, &mv, &zero, r)?;
                let s2 = self.compare(&O::Lt, &b, &zero, r)?;
                let diff = self.binary(&O::BitwiseXor, &s1, &s2, None)?;
                let fix = self.binary(&O::BitwiseAnd, &nz, &diff, None)?;
                let fixed = self.binary(&O::Add, &mv, &b, None)?;
                return self.where_(&fix, &fixed, &mv);
            }
            O::Maximum if f => self.map_vec(
                r,
                &[&a, &b],
                |bd, v| Some(bd.ins().fmax(v[0], v[1])),
                |bd, v| bd.ins().fmax(v[0], v[1]),
            )?,
            O::Minimum if f => self.map_vec(
                r,
                &[&a, &b],
                |bd, v| Some(bd.ins().fmin(v[0], v[1])),
                |bd, v| bd.ins().fmin(v[0], v[1]),
            )?,
            O::Maximum => self.map_vec(
                r,
                &[&a, &b],
                |bd, v| Some(bd.ins().smax(v[0], v[1])),
                |bd, v| bd.ins().smax(v[0], v[1]),
            )?,
            O::Minimum => self.map_vec(
                r,
                &[&a, &b],
                |bd, v| Some(bd.ins().smin(v[0], v[1])),
                |bd, v| bd.ins().smin(v[0], v[1]),
            )?,
            O::BitwiseAnd if !f => self.map_vec(
                r,
                &[&a, &b],
                |bd, v| Some(bd.ins().band(v[0], v[1])),
                |bd, v| bd.ins().band(v[0], v[1]),
            )?,
            O::BitwiseOr if !f => self.map_vec(
                r,
                &[&a, &b],
                |bd, v| Some(bd.ins().bor(v[0], v[1])),
                |bd, v| bd.ins().bor(v[0], v[1]),
            )?,
            O::BitwiseXor if !f => self.map_vec(
                r,
                &[&a, &b],
                |bd, v| Some(bd.ins().bxor(v[0], v[1])),
                |bd, v| bd.ins().bxor(v[0], v[1]),
            )?,
            O::BitwiseLeftShift | O::BitwiseRightShift if !f => {
                let left = *op == O::BitwiseLeftShift;
                match konst {
                    Some(k) if (0.0..32.0).contains(&k) => {
                        let k = k as i64;
                        self.map_vec(
                            r,
                            &[&a],
                            |bd, v| Some(shift_imm(bd, v[0], k, left, signed)),
                            |bd, v| shift_imm(bd, v[0], k, left, signed),
                        )?
                    }
                    _ => self.map(&[&a, &b], |bd, v| {
                        if left {
                            bd.ins().ishl(v[0], v[1])
                        } else if signed {
                            bd.ins().sshr(v[0], v[1])
                        } else {
                            bd.ins().ushr(v[0], v[1])
                        }
                    })?,
                }
            }
            O::Pow if r == Repr::F32 => match konst {
                Some(0.5) => self.map_vec(
                    r,
                    &[&a],
                    |bd, v| Some(bd.ins().sqrt(v[0])),
                    |bd, v| bd.ins().sqrt(v[0]),
                )?,
                _ => self.call_host("pow", &[&a, &b])?,
            },
            O::Pow if r == Repr::F64 => self.call_host("pow_f64", &[&a, &b])?,
            // No vector `fcopysign` on x86 in Cranelift 0.135: lane by lane.
            O::Copysign if f => self.map(&[&a, &b], |bd, v| bd.ins().fcopysign(v[0], v[1]))?,
            _ => {
                return Err(KernelError::Unsupported {
                    kernel: String::new(),
                    msg: format!("ops.{op} on {dt}"),
                });
            }
        };
        let v = V { dt, data };
        // Integer results wrap to their width, as the C++ kernel's typed arithmetic does.
        if dt.is_int() { self.narrow(&v) } else { Ok(v) }
    }

    fn compare(&mut self, op: &OpsName, a: &V, b: &V, r: Repr) -> Result<V> {
        let unsigned = matches!(a.dt, DType::U8 | DType::U16 | DType::U32 | DType::U64 | DType::B8);
        let data = if r.is_float() {
            let cc = match op {
                O::Eq => FloatCC::Equal,
                O::Ne => FloatCC::NotEqual,
                O::Lt => FloatCC::LessThan,
                O::Le => FloatCC::LessThanOrEqual,
                O::Gt => FloatCC::GreaterThan,
                _ => FloatCC::GreaterThanOrEqual,
            };
            self.map_vec(
                r,
                &[a, b],
                |bd, v| {
                    let m = bd.ins().fcmp(cc, v[0], v[1]);
                    Some(bd.ins().ushr_imm_u(m, 31))
                },
                |bd, v| {
                    let c = bd.ins().fcmp(cc, v[0], v[1]);
                    bd.ins().uextend(types::I32, c)
                },
            )?
        } else {
            let cc = match (op, unsigned) {
                (O::Eq, _) => IntCC::Equal,
                (O::Ne, _) => IntCC::NotEqual,
                (O::Lt, false) => IntCC::SignedLessThan,
                (O::Le, false) => IntCC::SignedLessThanOrEqual,
                (O::Gt, false) => IntCC::SignedGreaterThan,
                (O::Ge, false) => IntCC::SignedGreaterThanOrEqual,
                (O::Lt, true) => IntCC::UnsignedLessThan,
                (O::Le, true) => IntCC::UnsignedLessThanOrEqual,
                (O::Gt, true) => IntCC::UnsignedGreaterThan,
                _ => IntCC::UnsignedGreaterThanOrEqual,
            };
            self.map_vec(
                r,
                &[a, b],
                |bd, v| {
                    let m = bd.ins().icmp(cc, v[0], v[1]);
                    Some(bd.ins().ushr_imm_u(m, 31))
                },
                |bd, v| {
                    let c = bd.ins().icmp(cc, v[0], v[1]);
                    bd.ins().uextend(types::I32, c)
                },
            )?
        };
        Ok(V { dt: DType::B8, data })
    }

    pub fn where_(&mut self, c: &V, a: &V, b: &V) -> Result<V> {
        let dt = promote(a.dt, b.dt);
        let c = self.convert(c, DType::B8)?;
        let (a, b) = (self.convert(a, dt)?, self.convert(b, dt)?);
        let r = Repr::of(dt)?;
        let vt = r.vec_ty();
        let data = self.map_vec(
            r,
            &[&c, &a, &b],
            |bd, v| {
                let z = splat_i32(bd, 0);
                let mask = bd.ins().icmp(IntCC::NotEqual, v[0], z);
                let mask = match vt {
                    Some(t) if t != types::I32X4 => bd.ins().bitcast(t, le(), mask),
                    _ => mask,
                };
                Some(bd.ins().bitselect(mask, v[1], v[2]))
            },
            |bd, v| bd.ins().select(v[0], v[1], v[2]),
        )?;
        Ok(V { dt, data })
    }
}

pub(crate) fn splat_f32(b: &mut FunctionBuilder<'_>, x: f32) -> Value {
    let c = b.ins().f32const(x);
    b.ins().splat(types::F32X4, c)
}

pub(crate) fn splat_i32(b: &mut FunctionBuilder<'_>, x: i64) -> Value {
    let c = b.ins().iconst(types::I32, x);
    b.ins().splat(types::I32X4, c)
}

fn shift_imm(b: &mut FunctionBuilder<'_>, x: Value, k: i64, left: bool, signed: bool) -> Value {
    if left {
        b.ins().ishl_imm_u(x, k)
    } else if signed {
        b.ins().sshr_imm_u(x, k)
    } else {
        b.ins().ushr_imm_u(x, k)
    }
}
