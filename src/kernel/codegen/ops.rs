//! `ops.<name>(...)` calls of a loop body: dtype promotion as Inductor's dtype propagation does
//! it, then one SIMD instruction where Cranelift has one, lane-wise scalars otherwise.
use super::emit::{Em, Repr, V, le};
use super::intdiv::{int_floordiv, int_mod, int_trunc_mod, int_truncdiv};
use super::math;
use crate::ir::DType;
use crate::kernel::{KernelError, Result};
use crate::op::promote::promote_total as promote;
use cranelift_codegen::ir::condcodes::{FloatCC, IntCC};
use cranelift_codegen::ir::{InstBuilder, Value, types};
use cranelift_frontend::FunctionBuilder;

fn float_of(d: DType) -> DType {
    if d.is_float() { d } else { DType::F32 }
}

const FLOAT_UNARY: &[&str] = &[
    "exp",
    "log",
    "sqrt",
    "rsqrt",
    "reciprocal",
    "sigmoid",
    "tanh",
    "sin",
    "cos",
    "erf",
    "log1p",
    "expm1",
    "acos",
    "asin",
    "atan",
    "acosh",
    "asinh",
    "atanh",
    "cosh",
    "sinh",
    "tan",
    "log2",
    "log10",
    "exp2",
    "lgamma",
    "digamma",
    "erfc",
    "erfinv",
    "i0",
    "i0e",
    "i1",
    "i1e",
    "erfcx",
    "ndtri",
    "bessel_j0",
    "bessel_j1",
    "bessel_y0",
    "bessel_y1",
    "modified_bessel_i0",
    "modified_bessel_i1",
    "modified_bessel_k0",
    "modified_bessel_k1",
    "scaled_modified_bessel_k0",
    "scaled_modified_bessel_k1",
    "spherical_bessel_j0",
    "airy_ai",
];
/// Two-operand float functions computed by a host helper of the same name (`polygamma`'s
/// order and `hypot` included).
const FLOAT_BINARY: &[&str] = &[
    "polygamma",
    "hypot",
    "nextafter",
    "igamma",
    "igammac",
    "zeta",
    "chebyshev_polynomial_t",
    "chebyshev_polynomial_u",
    "chebyshev_polynomial_v",
    "chebyshev_polynomial_w",
    "shifted_chebyshev_polynomial_t",
    "shifted_chebyshev_polynomial_u",
    "shifted_chebyshev_polynomial_v",
    "shifted_chebyshev_polynomial_w",
    "hermite_polynomial_h",
    "hermite_polynomial_he",
    "laguerre_polynomial_l",
    "legendre_polynomial_p",
];
const CMP: &[&str] = &["eq", "ne", "lt", "le", "gt", "ge"];

impl<'a> Em<'a, '_> {
    /// Emits one `ops.<op>` call. `consts[i]` is the value of argument i when it is a constant,
    /// which lets shifts and powers use immediate forms.
    pub fn call_op(&mut self, op: &str, args: &[&V], consts: &[Option<f64>]) -> Result<V> {
        let bad = |m: &str| KernelError::Unsupported {
            kernel: String::new(),
            msg: format!("ops.{op}: {m}"),
        };
        match (op, args) {
            ("where", [c, a, b]) => self.where_(c, a, b),
            ("fma", [a, b, c]) => self.fma(a, b, c),
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
            let ab = self.binary("mul", a, b, None)?;
            return self.binary("add", &ab, c, None);
        }
        let [a, b, c] = [a, b, c].map(|v| self.convert(v, DType::F64));
        let ab = self.binary("mul", &a?, &b?, None)?;
        let r = self.binary("add", &ab, &c?, None)?;
        self.convert(&r, dt)
    }

    fn unary(&mut self, op: &str, x: &V) -> Result<V> {
        if op == "identity" {
            return Ok(x.clone());
        }
        if op == "logical_not" {
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
        if op == "signbit" {
            let r = Repr::of(x.dt)?;
            if !r.is_float() {
                let zero = self.constant("0", x.dt)?;
                return self.binary("lt", x, &zero, None);
            }
            // The sign bit itself: -0.0 and negative NaNs count.
            let x = self.convert(x, DType::F32)?;
            let data = self.map(&[&x], |bd, v| {
                let bits = bd.ins().bitcast(types::I32, le(), v[0]);
                bd.ins().ushr_imm_u(bits, 31)
            })?;
            return Ok(V { dt: DType::B8, data });
        }
        if op == "isinf" {
            let r = Repr::of(x.dt)?;
            if !r.is_float() {
                return self.constant("False", DType::B8);
            }
            let inf = self.constant("inf", x.dt)?;
            let mag = self.unary("abs", x)?;
            return self.binary("eq", &mag, &inf, None);
        }
        if op == "isnan" {
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
        let dt = if FLOAT_UNARY.contains(&op) { float_of(x.dt) } else { x.dt };
        let x = self.convert(x, dt)?;
        let r = Repr::of(dt)?;
        let data = match (op, r) {
            ("neg", Repr::F32 | Repr::F64) => {
                self.map_vec(r, &[&x], |b, v| Some(b.ins().fneg(v[0])), |b, v| b.ins().fneg(v[0]))?
            }
            ("neg", _) => {
                self.map_vec(r, &[&x], |b, v| Some(b.ins().ineg(v[0])), |b, v| b.ins().ineg(v[0]))?
            }
            ("abs", Repr::F32 | Repr::F64) => {
                self.map_vec(r, &[&x], |b, v| Some(b.ins().fabs(v[0])), |b, v| b.ins().fabs(v[0]))?
            }
            ("abs", _) => {
                self.map_vec(r, &[&x], |b, v| Some(b.ins().iabs(v[0])), |b, v| b.ins().iabs(v[0]))?
            }
            ("bitwise_not", Repr::I32 | Repr::I64) => {
                self.map_vec(r, &[&x], |b, v| Some(b.ins().bnot(v[0])), |b, v| b.ins().bnot(v[0]))?
            }
            ("square", _) => return self.binary("mul", &x, &x, None),
            ("relu", Repr::F32) => self.map_vec(
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
            ("relu", Repr::F64) => self.map(&[&x], |b, v| {
                let z = b.ins().f64const(0.0);
                b.ins().fmax(v[0], z)
            })?,
            ("relu", _) => self.map_vec(
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
            ("sqrt", _) => {
                self.map_vec(r, &[&x], |b, v| Some(b.ins().sqrt(v[0])), |b, v| b.ins().sqrt(v[0]))?
            }
            ("rsqrt", Repr::F32) => self.map_vec(
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
            ("reciprocal", Repr::F32) => self.map_vec(
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
            ("floor", Repr::F32 | Repr::F64) => self.map_vec(
                r,
                &[&x],
                |b, v| Some(b.ins().floor(v[0])),
                |b, v| b.ins().floor(v[0]),
            )?,
            ("ceil", Repr::F32 | Repr::F64) => {
                self.map_vec(r, &[&x], |b, v| Some(b.ins().ceil(v[0])), |b, v| b.ins().ceil(v[0]))?
            }
            ("trunc", Repr::F32 | Repr::F64) => self.map_vec(
                r,
                &[&x],
                |b, v| Some(b.ins().trunc(v[0])),
                |b, v| b.ins().trunc(v[0]),
            )?,
            ("round", Repr::F32 | Repr::F64) => self.map_vec(
                r,
                &[&x],
                |b, v| Some(b.ins().nearest(v[0])),
                |b, v| b.ins().nearest(v[0]),
            )?,
            ("floor" | "ceil" | "trunc" | "round", _) => x.data.clone(),
            ("exp", Repr::F32) => self.map_vec(
                r,
                &[&x],
                |b, v| Some(math::exp(b, v[0], true)),
                |b, v| math::exp(b, v[0], false),
            )?,
            ("tanh", Repr::F32) => self.map_vec(
                r,
                &[&x],
                |b, v| Some(math::tanh(b, v[0], true)),
                |b, v| math::tanh(b, v[0], false),
            )?,
            ("sigmoid", Repr::F32) => self.map_vec(
                r,
                &[&x],
                |b, v| Some(math::sigmoid(b, v[0], true)),
                |b, v| math::sigmoid(b, v[0], false),
            )?,
            ("sin" | "cos", Repr::F32) => {
                let host = self.host_ref(op)?;
                let cos = op == "cos";
                self.map_vec(
                    r,
                    &[&x],
                    |b, v| Some(math::sin_cos(b, v[0], true, cos, host)),
                    |b, v| math::sin_cos(b, v[0], false, cos, host),
                )?
            }
            // Floats and integers alike: `(0 < x) - (x < 0)`.
            ("sign", Repr::F32 | Repr::I32 | Repr::I64) => {
                let z = self.constant("0", dt)?;
                let pos = self.binary("gt", &x, &z, None)?;
                let neg = self.binary("lt", &x, &z, None)?;
                let pos = self.convert(&pos, dt)?;
                let neg = self.convert(&neg, dt)?;
                return self.binary("sub", &pos, &neg, None);
            }
            (_, Repr::F64) if FLOAT_UNARY.contains(&op) => {
                // Helpers are f32; f64 loop bodies are rare enough to go through f32.
                let x32 = self.convert(&x, DType::F32)?;
                let y = self.unary(op, &x32)?;
                return self.convert(&y, DType::F64);
            }
            (_, Repr::F32) if FLOAT_UNARY.contains(&op) => self.call_host(op, &[&x])?,
            _ => {
                return Err(KernelError::Unsupported {
                    kernel: String::new(),
                    msg: format!("ops.{op} on {dt}"),
                });
            }
        };
        Ok(V { dt, data })
    }

    fn binary(&mut self, op: &str, a: &V, b: &V, konst: Option<f64>) -> Result<V> {
        // `ops.and_`/`ops.or_` are Python's `&`/`|`, which Inductor only applies to masks.
        if matches!(op, "logical_and" | "logical_or" | "logical_xor" | "and_" | "or_") {
            let a = self.convert(a, DType::B8)?;
            let b = self.convert(b, DType::B8)?;
            let inner = match op {
                "logical_and" | "and_" => "bitwise_and",
                "logical_or" | "or_" => "bitwise_or",
                _ => "bitwise_xor",
            };
            return self.binary(inner, &a, &b, None);
        }
        let mut dt = promote(a.dt, b.dt);
        if matches!(op, "truediv" | "div_rn" | "pow" | "atan2" | "copysign")
            || FLOAT_BINARY.contains(&op)
        {
            dt = float_of(dt);
        }
        if op == "pow" && konst == Some(2.0) {
            let a = self.convert(a, dt)?;
            return self.binary("mul", &a, &a, None);
        }
        let (a, b) = (self.convert(a, dt)?, self.convert(b, dt)?);
        let r = Repr::of(dt)?;
        if CMP.contains(&op) {
            return self.compare(op, &a, &b, r);
        }
        let signed = dt.is_signed_int();
        let f = r.is_float();
        let data = match op {
            "add" if f => self.map_vec(
                r,
                &[&a, &b],
                |bd, v| Some(bd.ins().fadd(v[0], v[1])),
                |bd, v| bd.ins().fadd(v[0], v[1]),
            )?,
            "add" => self.map_vec(
                r,
                &[&a, &b],
                |bd, v| Some(bd.ins().iadd(v[0], v[1])),
                |bd, v| bd.ins().iadd(v[0], v[1]),
            )?,
            "sub" if f => self.map_vec(
                r,
                &[&a, &b],
                |bd, v| Some(bd.ins().fsub(v[0], v[1])),
                |bd, v| bd.ins().fsub(v[0], v[1]),
            )?,
            "sub" => self.map_vec(
                r,
                &[&a, &b],
                |bd, v| Some(bd.ins().isub(v[0], v[1])),
                |bd, v| bd.ins().isub(v[0], v[1]),
            )?,
            "mul" if f => self.map_vec(
                r,
                &[&a, &b],
                |bd, v| Some(bd.ins().fmul(v[0], v[1])),
                |bd, v| bd.ins().fmul(v[0], v[1]),
            )?,
            "mul" => self.map_vec(
                r,
                &[&a, &b],
                |bd, v| Some(bd.ins().imul(v[0], v[1])),
                |bd, v| bd.ins().imul(v[0], v[1]),
            )?,
            // `div_rn`: IEEE division rounded to nearest, what the CPU's division does.
            "truediv" | "div" | "div_rn" if f => self.map_vec(
                r,
                &[&a, &b],
                |bd, v| Some(bd.ins().fdiv(v[0], v[1])),
                |bd, v| bd.ins().fdiv(v[0], v[1]),
            )?,
            "floordiv" | "div" if f => self.map_vec(
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
            "floordiv" | "div" => {
                self.map(&[&a, &b], |bd, v| int_floordiv(bd, v[0], v[1], signed))?
            }
            "truncdiv" if !f => {
                self.map(&[&a, &b], |bd, v| int_truncdiv(bd, v[0], v[1], signed))?
            }
            // `ops.mod` is C's `%` (Inductor's `fmod` of integers), `ops.remainder` Python's.
            "mod" if !f => self.map(&[&a, &b], |bd, v| int_trunc_mod(bd, v[0], v[1], signed))?,
            "remainder" if !f => self.map(&[&a, &b], |bd, v| int_mod(bd, v[0], v[1], signed))?,
            "mod" | "fmod" if r == Repr::F32 => self.call_host("fmod", &[&a, &b])?,
            "atan2" if r == Repr::F32 => self.call_host("atan2", &[&a, &b])?,
            "ldexp" if r == Repr::F32 => self.call_host("ldexp", &[&a, &b])?,
            _ if r == Repr::F32 && FLOAT_BINARY.contains(&op) => self.call_host(op, &[&a, &b])?,
            "remainder" if r == Repr::F32 => {
                let m = self.call_host("fmod", &[&a, &b])?;
                let mv = V { dt, data: m };
                // fmod keeps the dividend's sign; Python's % takes the divisor's.
                let zero = self.constant("0", dt)?;
                let nz = self.compare("ne", &mv, &zero, r)?;
                let s1 = self.compare("lt", &mv, &zero, r)?;
                let s2 = self.compare("lt", &b, &zero, r)?;
                let diff = self.binary("bitwise_xor", &s1, &s2, None)?;
                let fix = self.binary("bitwise_and", &nz, &diff, None)?;
                let fixed = self.binary("add", &mv, &b, None)?;
                return self.where_(&fix, &fixed, &mv);
            }
            "maximum" if f => self.map_vec(
                r,
                &[&a, &b],
                |bd, v| Some(bd.ins().fmax(v[0], v[1])),
                |bd, v| bd.ins().fmax(v[0], v[1]),
            )?,
            "minimum" if f => self.map_vec(
                r,
                &[&a, &b],
                |bd, v| Some(bd.ins().fmin(v[0], v[1])),
                |bd, v| bd.ins().fmin(v[0], v[1]),
            )?,
            "maximum" => self.map_vec(
                r,
                &[&a, &b],
                |bd, v| Some(bd.ins().smax(v[0], v[1])),
                |bd, v| bd.ins().smax(v[0], v[1]),
            )?,
            "minimum" => self.map_vec(
                r,
                &[&a, &b],
                |bd, v| Some(bd.ins().smin(v[0], v[1])),
                |bd, v| bd.ins().smin(v[0], v[1]),
            )?,
            "bitwise_and" if !f => self.map_vec(
                r,
                &[&a, &b],
                |bd, v| Some(bd.ins().band(v[0], v[1])),
                |bd, v| bd.ins().band(v[0], v[1]),
            )?,
            "bitwise_or" if !f => self.map_vec(
                r,
                &[&a, &b],
                |bd, v| Some(bd.ins().bor(v[0], v[1])),
                |bd, v| bd.ins().bor(v[0], v[1]),
            )?,
            "bitwise_xor" if !f => self.map_vec(
                r,
                &[&a, &b],
                |bd, v| Some(bd.ins().bxor(v[0], v[1])),
                |bd, v| bd.ins().bxor(v[0], v[1]),
            )?,
            "bitwise_left_shift" | "bitwise_right_shift" if !f => {
                let left = op == "bitwise_left_shift";
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
            "pow" if r == Repr::F32 => match konst {
                Some(0.5) => self.map_vec(
                    r,
                    &[&a],
                    |bd, v| Some(bd.ins().sqrt(v[0])),
                    |bd, v| bd.ins().sqrt(v[0]),
                )?,
                _ => self.call_host("pow", &[&a, &b])?,
            },
            "pow" if r == Repr::F64 => self.call_host("pow_f64", &[&a, &b])?,
            // No vector `fcopysign` on x86 in Cranelift 0.135: lane by lane.
            "copysign" if f => self.map(&[&a, &b], |bd, v| bd.ins().fcopysign(v[0], v[1]))?,
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

    fn compare(&mut self, op: &str, a: &V, b: &V, r: Repr) -> Result<V> {
        let unsigned = matches!(a.dt, DType::U8 | DType::U16 | DType::U32 | DType::U64 | DType::B8);
        let data = if r.is_float() {
            let cc = match op {
                "eq" => FloatCC::Equal,
                "ne" => FloatCC::NotEqual,
                "lt" => FloatCC::LessThan,
                "le" => FloatCC::LessThanOrEqual,
                "gt" => FloatCC::GreaterThan,
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
                ("eq", _) => IntCC::Equal,
                ("ne", _) => IntCC::NotEqual,
                ("lt", false) => IntCC::SignedLessThan,
                ("le", false) => IntCC::SignedLessThanOrEqual,
                ("gt", false) => IntCC::SignedGreaterThan,
                ("ge", false) => IntCC::SignedGreaterThanOrEqual,
                ("lt", true) => IntCC::UnsignedLessThan,
                ("le", true) => IntCC::UnsignedLessThanOrEqual,
                ("gt", true) => IntCC::UnsignedGreaterThan,
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
