//! The value model of generated code and the emission of `ops.*` calls, loads and stores.
//!
//! A loop body is emitted either scalar (width 1) or four lanes wide. Four-lane values of 32-bit
//! representation live in one 128-bit register (`f32x4`, `i32x4`); anything Cranelift cannot do
//! in SIMD (64-bit lanes, transcendental helpers, gathers, narrow stores) is done lane by lane
//! on scalars, so every op works at both widths and the fast path is simply the common case.
use crate::ir::{DType, float8};
use crate::kernel::runtime::host;
use crate::kernel::{BufDecl, KernelError, Result};
use cranelift_codegen::ir::condcodes::{FloatCC, IntCC};
use cranelift_codegen::ir::{Endianness, FuncRef, InstBuilder, MemFlagsData, Type, Value, types};
use cranelift_frontend::FunctionBuilder;
use std::collections::HashMap;

pub(crate) const W: usize = 4;

/// How a dtype's values are held in registers.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub(crate) enum Repr {
    F32,
    F64,
    I32,
    I64,
}

impl Repr {
    pub fn of(dt: DType) -> Result<Repr> {
        Ok(match dt {
            DType::F64 => Repr::F64,
            DType::I64 | DType::U32 | DType::U64 => Repr::I64,
            d if d.is_float() => Repr::F32,
            d if d.is_int() || d == DType::B8 => Repr::I32,
            d => {
                return Err(KernelError::Unsupported {
                    kernel: String::new(),
                    msg: format!("dtype {d} has no arithmetic"),
                });
            }
        })
    }
    pub fn ty(self) -> Type {
        match self {
            Repr::F32 => types::F32,
            Repr::F64 => types::F64,
            Repr::I32 => types::I32,
            Repr::I64 => types::I64,
        }
    }
    pub fn vec_ty(self) -> Option<Type> {
        match self {
            Repr::F32 => Some(types::F32X4),
            Repr::I32 => Some(types::I32X4),
            _ => None,
        }
    }
    pub fn is_float(self) -> bool {
        matches!(self, Repr::F32 | Repr::F64)
    }
}

#[derive(Clone, Debug)]
pub(crate) enum Data {
    One(Value),
    Vec(Value),
    Lanes([Value; W]),
}

/// A value of the loop body: its torch dtype (what promotion and stores see) and registers.
#[derive(Clone, Debug)]
pub(crate) struct V {
    pub dt: DType,
    pub data: Data,
}

/// An index value at the current width: one scalar, the same for all lanes, consecutive
/// from a lane-0 value, or one per lane.
#[derive(Clone, Debug)]
pub(crate) enum Idx {
    One(Value),
    Uniform(Value),
    Contig(Value),
    Lanes([Value; W]),
    /// Lane j at `lane0 + off[j]`, all within 8 elements (`k // 2`: 0, 0, 1, 1).
    Near(Value, [i64; W]),
}

pub(crate) struct Em<'a, 'b> {
    pub b: &'b mut FunctionBuilder<'a>,
    refs: &'b HashMap<String, FuncRef>,
    pub slots: &'b [BufDecl],
    pub bases: Vec<Value>,
    pub lo: Value,
    pub hi: Value,
    /// The size symbols' values, loaded once in the entry block.
    pub syms: HashMap<String, Value>,
    err: Option<Value>,
    pub check_all: bool,
    /// Slots written by this kernel: their loads may not be hoisted.
    pub written: Vec<bool>,
    pub width: usize,
    /// `v = base + c` for index values built by adding a constant: indexes and addresses are
    /// then formed from the shared base with the constant last, where x86 folds it into the
    /// address (Cranelift neither distributes `(x + c) * k` nor hoists the shared part).
    offs: HashMap<Value, (Value, i64)>,
    /// Shared 16-byte loads of the current unrolled trip (see `window`).
    pub(crate) windows: Option<super::window::Windows>,
    /// What a user should know about how this kernel computes (reported with the compile).
    pub notes: Vec<String>,
    /// The precompiled micro-kernels this kernel calls (`matmul::micro`), e.g. `avx512 4-bit`:
    /// a path, not a change of results (they are the Cranelift loops' bits).
    pub micro: Vec<String>,
}

pub(crate) fn le() -> MemFlagsData {
    MemFlagsData::new().with_endianness(Endianness::Little)
}

impl<'a, 'b> Em<'a, 'b> {
    pub fn new(
        b: &'b mut FunctionBuilder<'a>,
        refs: &'b HashMap<String, FuncRef>,
        slots: &'b [BufDecl],
        check_all: bool,
    ) -> Self {
        let dummy = Value::from_u32(0);
        Em {
            b,
            refs,
            slots,
            bases: vec![],
            lo: dummy,
            hi: dummy,
            syms: HashMap::new(),
            err: None,
            check_all,
            written: vec![false; slots.len()],
            width: 1,
            offs: HashMap::new(),
            windows: None,
            notes: vec![],
            micro: vec![],
        }
    }

    /// Entry block: parameters, the buffer base pointers and the size symbols this kernel
    /// mentions.
    pub fn enter(&mut self, symbols: &super::size::Symbols) -> Result<()> {
        let entry = self.b.create_block();
        self.b.append_block_params_for_function_params(entry);
        self.b.switch_to_block(entry);
        let p = self.b.block_params(entry).to_vec();
        let [bufs, sizes, lo, hi, err] = p.as_slice() else {
            return Err(KernelError::Cranelift("kernel signature has the wrong arity".into()));
        };
        self.lo = *lo;
        self.hi = *hi;
        self.err = Some(*err);
        let flags = MemFlagsData::new().with_notrap().with_readonly();
        for i in 0..self.slots.len() {
            let v = self.b.ins().load(types::I64, flags, *bufs, (i * 8) as i32);
            self.bases.push(v);
        }
        for (i, name) in symbols.0.iter().enumerate() {
            let v = self.b.ins().load(types::I64, flags, *sizes, (i * 8) as i32);
            self.syms.insert(name.clone(), v);
        }
        Ok(())
    }

    /// A size as an i64 value (a constant, or computed from the size symbols).
    pub fn size(&mut self, s: &crate::kernel::Size) -> Result<Value> {
        match super::size::konst(s) {
            Some(k) => Ok(self.iconst(k)),
            None => self.index_scalar(s, &super::index::IndexEnv::default(), 0),
        }
    }

    /// Ends the function (after the caller's loops have jumped to the current block).
    pub fn ret(&mut self) {
        self.b.ins().return_(&[]);
    }

    /// `v + c`, recorded as an offset from `v`'s own base.
    pub fn add_const(&mut self, v: Value, c: i64) -> Value {
        let (base, off) = self.split(v);
        let off = off.wrapping_add(c);
        if off == 0 {
            return base;
        }
        let r = self.b.ins().iadd_imm_s(base, off);
        self.offs.insert(r, (base, off));
        r
    }

    /// `(base, c)` with `v = base + c` (`(v, 0)` when nothing is known).
    pub fn split(&self, v: Value) -> (Value, i64) {
        self.offs.get(&v).copied().unwrap_or((v, 0))
    }

    pub fn iconst(&mut self, v: i64) -> Value {
        self.b.ins().iconst(types::I64, v)
    }

    fn splat(&mut self, r: Repr, x: Value) -> Data {
        match r.vec_ty() {
            Some(t) if self.width == W => Data::Vec(self.b.ins().splat(t, x)),
            _ if self.width == W => Data::Lanes([x; W]),
            _ => Data::One(x),
        }
    }

    /// A constant of `dt` from the literal Inductor printed.
    pub fn constant(&mut self, lit: &str, dt: DType) -> Result<V> {
        let r = Repr::of(dt)?;
        let t = lit.trim();
        let f: f64 = match t {
            "inf" | "float('inf')" => f64::INFINITY,
            "-inf" | "float('-inf')" => f64::NEG_INFINITY,
            "nan" | "float('nan')" => f64::NAN,
            "True" => 1.0,
            "False" => 0.0,
            _ => t.parse::<f64>().map_err(|_| KernelError::Unsupported {
                kernel: String::new(),
                msg: format!("constant `{lit}`"),
            })?,
        };
        let x = match r {
            Repr::F32 => self.b.ins().f32const(round_host(f as f32, dt)),
            Repr::F64 => self.b.ins().f64const(f),
            Repr::I32 => self.b.ins().iconst(types::I32, wrap_host(f as i64, dt)),
            Repr::I64 => self.b.ins().iconst(types::I64, f as i64),
        };
        Ok(V { dt, data: self.splat(r, x) })
    }

    pub fn lanes(&mut self, v: &V) -> Result<[Value; W]> {
        Ok(match &v.data {
            Data::Lanes(l) => *l,
            Data::One(x) => [*x; W],
            Data::Vec(x) => {
                let x = *x;
                let mut out = [x; W];
                for (j, o) in out.iter_mut().enumerate() {
                    *o = self.b.ins().extractlane(x, j as u8);
                }
                out
            }
        })
    }

    pub fn one(&mut self, v: &V) -> Result<Value> {
        match &v.data {
            Data::One(x) => Ok(*x),
            _ => Err(KernelError::Cranelift("a vector value where a scalar was expected".into())),
        }
    }

    /// The value as one 128-bit register, packing lanes if needed; `None` for 64-bit reprs.
    pub fn vec(&mut self, v: &V) -> Result<Option<Value>> {
        let r = Repr::of(v.dt)?;
        let Some(t) = r.vec_ty() else { return Ok(None) };
        Ok(match &v.data {
            Data::Vec(x) => Some(*x),
            Data::One(_) => None,
            Data::Lanes(l) => {
                let l = *l;
                let mut acc = self.b.ins().splat(t, l[0]);
                for (j, x) in l.iter().enumerate().skip(1) {
                    acc = self.b.ins().insertlane(acc, *x, j as u8);
                }
                Some(acc)
            }
        })
    }

    /// Applies `scalar` lane by lane (or once at width 1).
    pub fn map(
        &mut self,
        args: &[&V],
        f: impl Fn(&mut FunctionBuilder<'a>, &[Value]) -> Value,
    ) -> Result<Data> {
        if self.width == 1 {
            let xs: Result<Vec<Value>> = args.iter().map(|a| self.one(a)).collect();
            return Ok(Data::One(f(self.b, &xs?)));
        }
        let mut ls = Vec::with_capacity(args.len());
        for a in args {
            ls.push(self.lanes(a)?);
        }
        let mut out = [Value::from_u32(0); W];
        for (j, o) in out.iter_mut().enumerate() {
            let xs: Vec<Value> = ls.iter().map(|l| l[j]).collect();
            *o = f(self.b, &xs);
        }
        Ok(Data::Lanes(out))
    }

    /// Vector form when every argument packs into one register of `r`'s vector type.
    pub fn map_vec(
        &mut self,
        r: Repr,
        args: &[&V],
        vf: impl Fn(&mut FunctionBuilder<'a>, &[Value]) -> Option<Value>,
        sf: impl Fn(&mut FunctionBuilder<'a>, &[Value]) -> Value,
    ) -> Result<Data> {
        if self.width == W && r.vec_ty().is_some() {
            let mut vs = Vec::with_capacity(args.len());
            for a in args {
                match self.vec(a)? {
                    Some(v) => vs.push(v),
                    None => return self.map(args, sf),
                }
            }
            if let Some(v) = vf(self.b, &vs) {
                return Ok(Data::Vec(v));
            }
        }
        self.map(args, sf)
    }

    pub fn host_ref(&self, name: &str) -> Result<FuncRef> {
        self.refs
            .get(name)
            .copied()
            .ok_or_else(|| KernelError::Cranelift(format!("no host helper `{name}`")))
    }

    pub fn call_host(&mut self, name: &str, args: &[&V]) -> Result<Data> {
        let fref = self.host_ref(name)?;
        self.map(args, move |b, xs| {
            let c = b.ins().call(fref, xs);
            b.inst_results(c)[0]
        })
    }

    /// Converts to another dtype with torch's rules (wrap for ints, round for narrow floats).
    pub fn convert(&mut self, v: &V, to: DType) -> Result<V> {
        if v.dt == to {
            return Ok(v.clone());
        }
        let (fr, tr) = (Repr::of(v.dt)?, Repr::of(to)?);
        // Before the same-repr shortcut: i32 and bool share a repr, but 2 is not a bool.
        if to == DType::B8 {
            return self.to_bool(v);
        }
        let moved = if fr == tr {
            v.clone()
        } else {
            let from_unsigned =
                matches!(v.dt, DType::U8 | DType::U16 | DType::U32 | DType::U64 | DType::B8);
            let data = match (fr, tr) {
                (Repr::I32, Repr::F32) => self.map_vec(
                    fr,
                    &[v],
                    |b, x| Some(b.ins().fcvt_from_sint(types::F32X4, x[0])),
                    |b, x| b.ins().fcvt_from_sint(types::F32, x[0]),
                )?,
                (Repr::F32, Repr::I32) => self.map_vec(
                    fr,
                    &[v],
                    |b, x| Some(b.ins().fcvt_to_sint_sat(types::I32X4, x[0])),
                    |b, x| b.ins().fcvt_to_sint_sat(types::I32, x[0]),
                )?,
                (Repr::I32, Repr::I64) => self.map(&[v], |b, x| {
                    if from_unsigned {
                        b.ins().uextend(types::I64, x[0])
                    } else {
                        b.ins().sextend(types::I64, x[0])
                    }
                })?,
                (Repr::I64, Repr::I32) => {
                    self.map(&[v], |b, x| b.ins().ireduce(types::I32, x[0]))?
                }
                (Repr::F32, Repr::F64) => {
                    self.map(&[v], |b, x| b.ins().fpromote(types::F64, x[0]))?
                }
                (Repr::F64, Repr::F32) => {
                    self.map(&[v], |b, x| b.ins().fdemote(types::F32, x[0]))?
                }
                (Repr::I64, Repr::F32) => self.map(&[v], |b, x| {
                    if from_unsigned {
                        b.ins().fcvt_from_uint(types::F32, x[0])
                    } else {
                        b.ins().fcvt_from_sint(types::F32, x[0])
                    }
                })?,
                (Repr::I64, Repr::F64) => {
                    self.map(&[v], |b, x| b.ins().fcvt_from_sint(types::F64, x[0]))?
                }
                (Repr::I32, Repr::F64) => {
                    self.map(&[v], |b, x| b.ins().fcvt_from_sint(types::F64, x[0]))?
                }
                (Repr::F32, Repr::I64) => {
                    self.map(&[v], |b, x| b.ins().fcvt_to_sint_sat(types::I64, x[0]))?
                }
                (Repr::F64, Repr::I64) => {
                    self.map(&[v], |b, x| b.ins().fcvt_to_sint_sat(types::I64, x[0]))?
                }
                (Repr::F64, Repr::I32) => {
                    self.map(&[v], |b, x| b.ins().fcvt_to_sint_sat(types::I32, x[0]))?
                }
                _ => v.data.clone(),
            };
            V { dt: v.dt, data }
        };
        let moved = V { dt: to, data: moved.data };
        self.narrow(&moved)
    }

    /// Brings a value into the range of its own dtype (int wrap-around, float rounding).
    pub fn narrow(&mut self, v: &V) -> Result<V> {
        let dt = v.dt;
        let data = match dt {
            DType::I8 | DType::I16 => {
                let sh = if dt == DType::I8 { 24 } else { 16 };
                self.map_vec(
                    Repr::I32,
                    &[v],
                    |b, x| {
                        let t = b.ins().ishl_imm_u(x[0], sh);
                        Some(b.ins().sshr_imm_u(t, sh))
                    },
                    |b, x| {
                        let t = b.ins().ishl_imm_u(x[0], sh);
                        b.ins().sshr_imm_u(t, sh)
                    },
                )?
            }
            DType::U8 | DType::U16 => {
                let m = if dt == DType::U8 { 0xff } else { 0xffff };
                self.map_vec(
                    Repr::I32,
                    &[v],
                    |b, x| {
                        let mv = b.ins().iconst(types::I32, m);
                        let mv = b.ins().splat(types::I32X4, mv);
                        Some(b.ins().band(x[0], mv))
                    },
                    |b, x| b.ins().band_imm_u(x[0], m),
                )?
            }
            DType::U32 => self.map(&[v], |b, x| b.ins().band_imm_u(x[0], 0xffff_ffff))?,
            DType::BF16 => return self.round_bf16(v),
            DType::F16 => self.call_host("round_f16", &[v])?,
            DType::F8E4M3FN => self.call_host("round_f8e4m3fn", &[v])?,
            DType::F8E5M2 => self.call_host("round_f8e5m2", &[v])?,
            _ => return Ok(v.clone()),
        };
        Ok(V { dt, data })
    }

    /// f32 → nearest bf16 (ties to even), kept in f32: integer arithmetic on the bits.
    fn round_bf16(&mut self, v: &V) -> Result<V> {
        let vec = |b: &mut FunctionBuilder<'a>, x: &[Value]| {
            let bits = b.ins().bitcast(types::I32X4, le(), x[0]);
            let one = b.ins().iconst(types::I32, 1);
            let one = b.ins().splat(types::I32X4, one);
            let lsb = b.ins().ushr_imm_u(bits, 16);
            let lsb = b.ins().band(lsb, one);
            let bias = b.ins().iconst(types::I32, 0x7fff);
            let bias = b.ins().splat(types::I32X4, bias);
            let r = b.ins().iadd(bits, bias);
            let r = b.ins().iadd(r, lsb);
            let mask = b.ins().iconst(types::I32, 0xffff_0000u32 as i64);
            let mask = b.ins().splat(types::I32X4, mask);
            let r = b.ins().band(r, mask);
            let qnan = b.ins().iconst(types::I32, 0x0040_0000);
            let qnan = b.ins().splat(types::I32X4, qnan);
            let nanbits = b.ins().bor(bits, qnan);
            let nanbits = b.ins().band(nanbits, mask);
            // Vector compares yield an all-ones/zeros mask of the matching int vector type.
            let isnan = b.ins().fcmp(FloatCC::Unordered, x[0], x[0]);
            let r = b.ins().bitselect(isnan, nanbits, r);
            Some(b.ins().bitcast(types::F32X4, le(), r))
        };
        let sc = |b: &mut FunctionBuilder<'a>, x: &[Value]| {
            let bits = b.ins().bitcast(types::I32, MemFlagsData::new(), x[0]);
            let lsb = b.ins().ushr_imm_u(bits, 16);
            let lsb = b.ins().band_imm_u(lsb, 1);
            let r = b.ins().iadd_imm_s(bits, 0x7fff);
            let r = b.ins().iadd(r, lsb);
            let r = b.ins().band_imm_u(r, 0xffff_0000);
            let nanbits = b.ins().bor_imm_u(bits, 0x0040_0000);
            let nanbits = b.ins().band_imm_u(nanbits, 0xffff_0000);
            let isnan = b.ins().fcmp(FloatCC::Unordered, x[0], x[0]);
            let r = b.ins().select(isnan, nanbits, r);
            b.ins().bitcast(types::F32, MemFlagsData::new(), r)
        };
        let data = self.map_vec(Repr::F32, &[v], vec, sc)?;
        Ok(V { dt: v.dt, data })
    }

    #[allow(clippy::wrong_self_convention, reason = "`self` is the emitter, not the value")]
    fn to_bool(&mut self, v: &V) -> Result<V> {
        let r = Repr::of(v.dt)?;
        let data = match r {
            Repr::F32 => self.map_vec(
                r,
                &[v],
                |b, x| {
                    let z = b.ins().f32const(0.0);
                    let z = b.ins().splat(types::F32X4, z);
                    let m = b.ins().fcmp(FloatCC::NotEqual, x[0], z);
                    Some(b.ins().ushr_imm_u(m, 31))
                },
                |b, x| {
                    let z = b.ins().f32const(0.0);
                    let c = b.ins().fcmp(FloatCC::NotEqual, x[0], z);
                    b.ins().uextend(types::I32, c)
                },
            )?,
            Repr::I32 => self.map_vec(
                r,
                &[v],
                |b, x| {
                    let z = b.ins().iconst(types::I32, 0);
                    let z = b.ins().splat(types::I32X4, z);
                    let m = b.ins().icmp(IntCC::NotEqual, x[0], z);
                    Some(b.ins().ushr_imm_u(m, 31))
                },
                |b, x| {
                    let c = b.ins().icmp_imm_s(IntCC::NotEqual, x[0], 0);
                    b.ins().uextend(types::I32, c)
                },
            )?,
            Repr::F64 => self.map(&[v], |b, x| {
                let z = b.ins().f64const(0.0);
                let c = b.ins().fcmp(FloatCC::NotEqual, x[0], z);
                b.ins().uextend(types::I32, c)
            })?,
            Repr::I64 => self.map(&[v], |b, x| {
                let c = b.ins().icmp_imm_s(IntCC::NotEqual, x[0], 0);
                b.ins().uextend(types::I32, c)
            })?,
        };
        Ok(V { dt: DType::B8, data })
    }

    // ---------------------------------------------------------------- memory

    pub(crate) fn flags(&self, slot: usize) -> MemFlagsData {
        let f = MemFlagsData::new().with_notrap().with_endianness(Endianness::Little);
        if self.written.get(slot).copied().unwrap_or(true) {
            f
        } else {
            f.with_readonly().with_can_move()
        }
    }

    /// Clamps an index that failed its bounds check to 0 and records the slot in `err`.
    fn guard(&mut self, slot: usize, idx: Value) -> Result<Value> {
        let numel = self.slots.get(slot).map_or(super::size::int(0), |s| s.numel.clone());
        let numel = self.size(&numel)?;
        let bad = self.b.ins().icmp(IntCC::UnsignedGreaterThanOrEqual, idx, numel);
        let zero = self.b.ins().iconst(types::I64, 0);
        let safe = self.b.ins().select(bad, zero, idx);
        if let Some(err) = self.err {
            let cur = self.b.ins().load(types::I64, MemFlagsData::new().with_notrap(), err, 0);
            let code = self.b.ins().iconst(types::I64, slot as i64 + 1);
            let nv = self.b.ins().select(bad, code, cur);
            self.b.ins().store(MemFlagsData::new().with_notrap(), nv, err, 0);
        }
        Ok(safe)
    }

    pub(crate) fn addr(&mut self, slot: usize, idx: Value, checked: bool) -> Result<Value> {
        let idx = if checked || self.check_all { self.guard(slot, idx)? } else { idx };
        let Some(decl) = self.slots.get(slot) else {
            return Err(KernelError::Cranelift(format!("buffer slot {slot} out of range")));
        };
        let size = decl.dtype.size_bytes() as i64;
        let base = self.bases[slot];
        let (idx, c) = self.split(idx);
        let off = if size == 1 { idx } else { self.b.ins().imul_imm_s(idx, size) };
        let a = self.b.ins().iadd(base, off);
        Ok(if c == 0 { a } else { self.b.ins().iadd_imm_s(a, c.wrapping_mul(size)) })
    }

    fn load_scalar(&mut self, slot: usize, idx: Value, checked: bool) -> Result<Value> {
        let dt = self.slots[slot].dtype;
        let a = self.addr(slot, idx, checked)?;
        let fl = self.flags(slot);
        Ok(match dt {
            DType::F32 => self.b.ins().load(types::F32, fl, a, 0),
            DType::F64 => self.b.ins().load(types::F64, fl, a, 0),
            DType::I32 => self.b.ins().load(types::I32, fl, a, 0),
            DType::I64 | DType::U64 => self.b.ins().load(types::I64, fl, a, 0),
            DType::U32 => self.b.ins().uload32(fl, a, 0),
            DType::I8 => self.b.ins().sload8(types::I32, fl, a, 0),
            DType::U8 | DType::B8 => self.b.ins().uload8(types::I32, fl, a, 0),
            DType::I16 => self.b.ins().sload16(types::I32, fl, a, 0),
            DType::U16 => self.b.ins().uload16(types::I32, fl, a, 0),
            DType::BF16 => {
                let bits = self.b.ins().uload16(types::I32, fl, a, 0);
                let bits = self.b.ins().ishl_imm_u(bits, 16);
                self.b.ins().bitcast(types::F32, MemFlagsData::new(), bits)
            }
            DType::F16 | DType::F8E4M3FN | DType::F8E5M2 => {
                let (table, code) = match dt {
                    DType::F16 => (host::f16_table(), self.b.ins().uload16(types::I64, fl, a, 0)),
                    DType::F8E4M3FN => {
                        (host::e4m3_table(), self.b.ins().uload8(types::I64, fl, a, 0))
                    }
                    _ => (host::e5m2_table(), self.b.ins().uload8(types::I64, fl, a, 0)),
                };
                let t = self.b.ins().iconst(types::I64, table.as_ptr() as i64);
                let off = self.b.ins().ishl_imm_u(code, 2);
                let p = self.b.ins().iadd(t, off);
                self.b.ins().load(
                    types::F32,
                    MemFlagsData::trusted().with_readonly().with_can_move(),
                    p,
                    0,
                )
            }
            d => {
                return Err(KernelError::Unsupported {
                    kernel: String::new(),
                    msg: format!("loads of {d}"),
                });
            }
        })
    }

    /// `ops.load(buf, index)`; `checked` forces a bounds check (indirect indexes).
    pub fn load(&mut self, slot: usize, idx: &Idx, checked: bool) -> Result<V> {
        let dt = self.slots[slot].dtype;
        let data = match idx {
            Idx::One(i) => Data::One(self.load_scalar(slot, *i, checked)?),
            Idx::Uniform(i) => {
                let x = self.load_scalar(slot, *i, checked)?;
                self.splat(Repr::of(dt)?, x)
            }
            Idx::Contig(i) if !(checked || self.check_all) => match self.load_contig(slot, *i)? {
                Some(d) => d,
                None => {
                    let ls = self.contig_lanes(*i);
                    self.load_lanes(slot, ls, checked)?
                }
            },
            Idx::Contig(i) => {
                let ls = self.contig_lanes(*i);
                self.load_lanes(slot, ls, checked)?
            }
            Idx::Near(i, off)
                if !(checked || self.check_all)
                    && matches!(dt, DType::I8 | DType::U8 | DType::B8) =>
            {
                match self.window_bytes(slot, *i, *off)? {
                    Some(d) => d,
                    None => self.load_near_bytes(slot, *i, *off)?,
                }
            }
            Idx::Lanes(ls) => self.load_lanes(slot, *ls, checked)?,
            Idx::Near(i, off) => {
                let ls = self.near_lanes(*i, *off);
                self.load_lanes(slot, ls, checked)?
            }
        };
        Ok(V { dt, data })
    }

    pub fn near_lanes(&mut self, i: Value, off: [i64; W]) -> [Value; W] {
        off.map(|o| self.add_const(i, o))
    }

    /// Bytes at `i + off[j]` as i32 lanes: one 8-byte load and the byte cut of `window`.
    fn load_near_bytes(&mut self, slot: usize, i: Value, off: [i64; W]) -> Result<Data> {
        let a = self.addr(slot, i, false)?;
        let fl = self.flags(slot);
        let word = self.b.ins().load(types::I64, fl, a, 0);
        let v = self.b.ins().scalar_to_vector(types::I64X2, word);
        let bytes = self.b.ins().bitcast(types::I8X16, le(), v);
        Ok(Data::Vec(self.cut_bytes(slot, bytes, off.map(|o| o as u8))))
    }

    pub fn contig_lanes(&mut self, i: Value) -> [Value; W] {
        let mut ls = [i; W];
        for (j, l) in ls.iter_mut().enumerate().skip(1) {
            *l = self.add_const(i, j as i64);
        }
        ls
    }

    fn load_lanes(&mut self, slot: usize, ls: [Value; W], checked: bool) -> Result<Data> {
        let mut out = ls;
        for (o, i) in out.iter_mut().zip(ls) {
            *o = self.load_scalar(slot, i, checked)?;
        }
        Ok(Data::Lanes(out))
    }

    /// One 128-bit load (widened for narrow ints, shifted for bf16). Narrow loads read up to
    /// 8 bytes; the runtime pads every buffer so that the over-read stays inside it.
    fn load_contig(&mut self, slot: usize, i: Value) -> Result<Option<Data>> {
        let dt = self.slots[slot].dtype;
        if !matches!(
            dt,
            DType::F32
                | DType::I32
                | DType::I8
                | DType::U8
                | DType::B8
                | DType::I16
                | DType::U16
                | DType::BF16
        ) {
            return Ok(None);
        }
        if dt.size_bytes() == 1
            && let Some(d) = self.window_bytes(slot, i, [0, 1, 2, 3])?
        {
            return Ok(Some(d));
        }
        let a = self.addr(slot, i, false)?;
        let fl = self.flags(slot);
        let v = match dt {
            DType::F32 => self.b.ins().load(types::F32X4, fl, a, 0),
            DType::I32 => self.b.ins().load(types::I32X4, fl, a, 0),
            DType::I8 => {
                let h = self.b.ins().sload8x8(fl, a, 0);
                self.b.ins().swiden_low(h)
            }
            DType::U8 | DType::B8 => {
                let h = self.b.ins().uload8x8(fl, a, 0);
                self.b.ins().uwiden_low(h)
            }
            DType::I16 => self.b.ins().sload16x4(fl, a, 0),
            DType::U16 => self.b.ins().uload16x4(fl, a, 0),
            _ => {
                let h = self.b.ins().uload16x4(fl, a, 0);
                let h = self.b.ins().ishl_imm_u(h, 16);
                self.b.ins().bitcast(types::F32X4, le(), h)
            }
        };
        Ok(Some(Data::Vec(v)))
    }

    fn store_scalar(&mut self, slot: usize, idx: Value, x: Value, checked: bool) -> Result<()> {
        let dt = self.slots[slot].dtype;
        let a = self.addr(slot, idx, checked)?;
        let fl = MemFlagsData::new().with_notrap().with_endianness(Endianness::Little);
        match dt {
            DType::F32 | DType::F64 | DType::I32 | DType::I64 | DType::U64 => {
                self.b.ins().store(fl, x, a, 0);
            }
            DType::U32 => {
                self.b.ins().istore32(fl, x, a, 0);
            }
            DType::I8 | DType::U8 | DType::B8 => {
                self.b.ins().istore8(fl, x, a, 0);
            }
            DType::I16 | DType::U16 => {
                self.b.ins().istore16(fl, x, a, 0);
            }
            DType::BF16 | DType::F16 => {
                // The value was rounded by `convert`: the f16 bits come from a host encode.
                let bits = if dt == DType::BF16 {
                    let bits = self.b.ins().bitcast(types::I32, MemFlagsData::new(), x);
                    self.b.ins().ushr_imm_u(bits, 16)
                } else {
                    let t = self.b.ins().iconst(types::I64, f16_bits_of_f32 as *const () as i64);
                    self.call_bits(t, x)
                };
                self.b.ins().istore16(fl, bits, a, 0);
            }
            DType::F8E4M3FN | DType::F8E5M2 => {
                let f = if dt == DType::F8E4M3FN {
                    e4m3_bits_of_f32 as *const ()
                } else {
                    e5m2_bits_of_f32 as *const ()
                };
                let t = self.b.ins().iconst(types::I64, f as i64);
                let bits = self.call_bits(t, x);
                self.b.ins().istore8(fl, bits, a, 0);
            }
            d => {
                return Err(KernelError::Unsupported {
                    kernel: String::new(),
                    msg: format!("stores of {d}"),
                });
            }
        }
        Ok(())
    }

    /// Calls an `extern "C" fn(f32) -> i32` by address.
    fn call_bits(&mut self, fptr: Value, x: Value) -> Value {
        // The kernel's own signature came from `module.make_signature()`, so its convention is
        // the module's default for this target (SystemV is wrong on Windows and Apple arm64).
        let mut sig = cranelift_codegen::ir::Signature::new(self.b.func.signature.call_conv);
        sig.params.push(cranelift_codegen::ir::AbiParam::new(types::F32));
        sig.returns.push(cranelift_codegen::ir::AbiParam::new(types::I32));
        let sref = self.b.import_signature(sig);
        let c = self.b.ins().call_indirect(sref, fptr, &[x]);
        self.b.inst_results(c)[0]
    }

    /// `ops.store(buf, index, value)`: the value is converted to the buffer's dtype first.
    pub fn store(&mut self, slot: usize, idx: &Idx, v: &V, checked: bool) -> Result<()> {
        let dt = self.slots[slot].dtype;
        let v = self.convert(v, dt)?;
        match idx {
            Idx::One(i) => {
                let x = self.one(&v)?;
                self.store_scalar(slot, *i, x, checked)
            }
            Idx::Contig(i)
                if !(checked || self.check_all) && matches!(dt, DType::F32 | DType::I32) =>
            {
                let Some(x) = self.vec(&v)? else {
                    return Err(KernelError::Cranelift("vector store of a 64-bit value".into()));
                };
                let a = self.addr(slot, *i, false)?;
                let fl = MemFlagsData::new().with_notrap().with_endianness(Endianness::Little);
                self.b.ins().store(fl, x, a, 0);
                Ok(())
            }
            Idx::Uniform(i) => {
                // Every lane stores to the same place; the last lane wins, as in a scalar loop.
                let ls = self.lanes(&v)?;
                self.store_scalar(slot, *i, ls[W - 1], checked)
            }
            Idx::Contig(i) => {
                let is = self.contig_lanes(*i);
                let ls = self.lanes(&v)?;
                for (i, x) in is.into_iter().zip(ls) {
                    self.store_scalar(slot, i, x, checked)?;
                }
                Ok(())
            }
            Idx::Near(i, off) => {
                let is = self.near_lanes(*i, *off);
                self.store(slot, &Idx::Lanes(is), &v, checked)
            }
            Idx::Lanes(is) => {
                let is = *is;
                let ls = self.lanes(&v)?;
                for (i, x) in is.into_iter().zip(ls) {
                    self.store_scalar(slot, i, x, checked)?;
                }
                Ok(())
            }
        }
    }
}

extern "C" fn f16_bits_of_f32(x: f32) -> i32 {
    half::f16::from_f32(x).to_bits() as i32
}
extern "C" fn e4m3_bits_of_f32(x: f32) -> i32 {
    float8::f32_to_e4m3fn(x) as i32
}
extern "C" fn e5m2_bits_of_f32(x: f32) -> i32 {
    float8::f32_to_e5m2(x) as i32
}

/// A constant rounded to its dtype at compile time.
fn round_host(x: f32, dt: DType) -> f32 {
    match dt {
        DType::BF16 => half::bf16::from_f32(x).to_f32(),
        DType::F16 => half::f16::from_f32(x).to_f32(),
        DType::F8E4M3FN => float8::e4m3fn_to_f32(float8::f32_to_e4m3fn(x)),
        DType::F8E5M2 => float8::e5m2_to_f32(float8::f32_to_e5m2(x)),
        _ => x,
    }
}

fn wrap_host(x: i64, dt: DType) -> i64 {
    match dt {
        DType::I8 => x as i8 as i64,
        DType::U8 => x as u8 as i64,
        DType::I16 => x as i16 as i64,
        DType::U16 => x as u16 as i64,
        DType::B8 => (x != 0) as i64,
        _ => x as i32 as i64,
    }
}
