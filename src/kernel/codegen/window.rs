//! Byte windows: while a window scope is open, the four-lane loads of one-byte dtypes that lie
//! within 16 bytes of an earlier one from the same base share one 16-byte load, and each
//! four-lane value is cut out of it with one `pshufb` (byte to the top of its lane) and one
//! shift. The single-row matmul template opens a scope per unrolled trip, where a weight row
//! is read as four consecutive 4-byte steps: one load instead of four overlapping 8-byte
//! `pmovsx` loads, which on this machine's Zen cores measured 1.3× faster (see BENCHMARKS.md).
//!
//! A window starts at the lowest byte of the load that opened it, so it never reads before a
//! byte the kernel would have read anyway and over-reads at most 15 bytes past one; the
//! runtime pads every buffer by more than that.
use super::emit::{Data, Em, W, le};
use crate::ir::DType;
use crate::kernel::Result;
use cranelift_codegen::ir::{ConstantData, InstBuilder, Value, types};
use std::collections::HashMap;

/// Open windows: per (buffer slot, index base), the byte offset each one starts at and its
/// 16-byte value; and the index arithmetic of the scope by operands, so that the steps of a
/// trip name one base (Cranelift would merge the values later, too late for the lookup).
#[derive(Default)]
pub(crate) struct Windows {
    loads: HashMap<(usize, Value), Vec<(i64, Value)>>,
    index: HashMap<(IndexOp, Value, i64), Value>,
    /// Index values known to be multiples of a number (a trip's first k, and what is built
    /// from it); 1 when absent.
    multiples: HashMap<Value, i64>,
}

#[derive(Clone, Copy, PartialEq, Eq, Hash)]
pub(crate) enum IndexOp {
    Add,
    Sub,
    MulImm,
    ShrImm,
}

const SPAN: i64 = 16;

impl Em<'_, '_> {
    /// Starts sharing byte loads; values loaded in the scope are only valid in it (the caller
    /// closes it before leaving the block that defines them).
    pub fn open_windows(&mut self) {
        self.windows = Some(Windows::default());
    }

    pub fn close_windows(&mut self) {
        self.windows = None;
    }

    /// `x + y`, `x - y` or `x · k` (`y` is then the immediate), shared within an open scope.
    pub(crate) fn index_op(&mut self, op: IndexOp, x: Value, y: Value, k: i64) -> Value {
        let key = (
            op,
            x,
            if matches!(op, IndexOp::MulImm | IndexOp::ShrImm) { k } else { y.as_u32() as i64 },
        );
        if let Some(v) = self.windows.as_ref().and_then(|w| w.index.get(&key)) {
            return *v;
        }
        let v = match op {
            IndexOp::Add => self.b.ins().iadd(x, y),
            IndexOp::Sub => self.b.ins().isub(x, y),
            IndexOp::MulImm => self.b.ins().imul_imm_s(x, k),
            IndexOp::ShrImm => self.b.ins().sshr_imm_u(x, k),
        };
        if let Some(w) = self.windows.as_mut() {
            w.index.insert(key, v);
        }
        v
    }

    /// Records that `v` is a multiple of `m` for the rest of the scope.
    pub(crate) fn note_multiple(&mut self, v: Value, m: i64) {
        if let Some(w) = self.windows.as_mut()
            && m > 1
        {
            w.multiples.insert(v, m);
        }
    }

    /// A number `v` is known to be a multiple of (1 if nothing is known).
    pub(crate) fn multiple_of(&self, v: Value) -> i64 {
        self.windows.as_ref().and_then(|w| w.multiples.get(&v)).copied().unwrap_or(1)
    }

    /// The bytes at `i + off[j]` as i32 lanes (sign- or zero-extended by the slot's dtype), cut
    /// from an open window; `None` when no scope is open or the bytes span more than a window.
    pub(crate) fn window_bytes(
        &mut self,
        slot: usize,
        i: Value,
        off: [i64; W],
    ) -> Result<Option<Data>> {
        let Some((bytes, at)) = self.window(slot, i, off)? else { return Ok(None) };
        Ok(Some(Data::Vec(self.cut_bytes(slot, bytes, at))))
    }

    /// Bytes `at[j]` of `bytes` as i32 lanes, sign- or zero-extended by the slot's dtype: one
    /// `pshufb` puts each at the top of its lane, one shift brings it down.
    pub(crate) fn cut_bytes(&mut self, slot: usize, bytes: Value, at: [u8; W]) -> Value {
        // The other bytes of a lane are shifted out, so they repeat the wanted one (every
        // shuffle index must be in range).
        let mut sel = [0u8; 16];
        for (j, b) in at.iter().enumerate() {
            sel[4 * j..4 * j + 4].fill(*b);
        }
        let imm = self.b.func.dfg.immediates.push(ConstantData::from(sel.to_vec()));
        let moved = self.b.ins().shuffle(bytes, bytes, imm);
        let lanes = self.b.ins().bitcast(types::I32X4, le(), moved);
        if self.slots[slot].dtype == DType::I8 {
            self.b.ins().sshr_imm_u(lanes, 24)
        } else {
            self.b.ins().ushr_imm_u(lanes, 24)
        }
    }

    /// The int8 values at `i .. i + 4` times 2^24, as i32 lanes: each byte at the top of its
    /// lane and zeros below, one `pshufb` (a caller folds the 2^-24 into a factor, see `rowscale`).
    pub(crate) fn window_i8_top(&mut self, slot: usize, i: Value) -> Result<Option<Value>> {
        let Some((bytes, at)) = self.window(slot, i, [0, 1, 2, 3])? else { return Ok(None) };
        let mut sel = [0x80u8; 16];
        for (j, b) in at.iter().enumerate() {
            sel[4 * j + 3] = *b;
        }
        let c = self.b.func.dfg.constants.insert(ConstantData::from(sel.to_vec()));
        let mask = self.b.ins().vconst(types::I8X16, c);
        let moved = self.b.ins().x86_pshufb(bytes, mask);
        Ok(Some(self.b.ins().bitcast(types::I32X4, le(), moved)))
    }

    /// The window holding the bytes at `i + off[j]` (opening one at the lowest of them if none
    /// does) and each byte's position in it.
    fn window(&mut self, slot: usize, i: Value, off: [i64; W]) -> Result<Option<(Value, [u8; W])>> {
        if self.windows.is_none() {
            return Ok(None);
        }
        let (base, c) = self.split(i);
        let lo = c + off.iter().copied().min().unwrap_or(0);
        let hi = c + off.iter().copied().max().unwrap_or(0);
        if hi - lo >= SPAN {
            return Ok(None);
        }
        let found = self
            .windows
            .as_ref()
            .and_then(|w| w.loads.get(&(slot, base)))
            .and_then(|ws| ws.iter().find(|(s, _)| *s <= lo && hi < s + SPAN).copied());
        let (start, bytes) = match found {
            Some(f) => f,
            None => {
                let at = self.add_const(base, lo);
                let a = self.addr(slot, at, false)?;
                let fl = self.flags(slot);
                let v = self.b.ins().load(types::I8X16, fl, a, 0);
                if let Some(w) = self.windows.as_mut() {
                    w.loads.entry((slot, base)).or_default().push((lo, v));
                }
                (lo, v)
            }
        };
        Ok(Some((bytes, off.map(|o| (c + o - start) as u8))))
    }
}
