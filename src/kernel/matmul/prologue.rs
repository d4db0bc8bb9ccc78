//! The weight prologues the single-row template (`dot`) has a fast path for. A fast path is a
//! type implementing [`Prologue`]: it recognizes the kernel's prologue body (nothing emitted)
//! and then emits the part of the tile's unrolled k-loop it covers. [`SINGLE_ROW`] lists them
//! in the order they are tried; each takes over where the previous stopped, and [`Generic`]
//! (the prologue body computed per k-step, `operands::weight`) ends the list and does the rest.
//!
//! A new quant fast path: one file implementing `Prologue` (with its test), one entry in
//! `SINGLE_ROW` before `Generic`. The micro-kernels (`micro::fast`) are such entries, each
//! tried before the Cranelift loop it replaces.
use super::micro::fast::{MicroNibble, MicroRowScale};
use super::nibble::Nibble;
use super::operands::Prepared;
use super::rowscale::RowScale;
use crate::kernel::codegen::emit::Em;
use crate::kernel::{MatmulKernel, Result};
use cranelift_codegen::ir::Value;
use cranelift_frontend::Variable;

/// A weight override for one k-step (`kv`) of the tile's column `j` (at `n`), four lanes along
/// k; `None` leaves that step to the generic prologue.
pub(super) type Weight<'w> =
    dyn Fn(&mut Em<'_, '_>, Value, usize, Value) -> Result<Option<Value>> + 'w;

/// The template's unrolled k-loop from a k to the tile's `unrolled`, adding into the
/// accumulators, with a weight override or the generic prologue.
pub(super) type Trips<'w> = dyn Fn(&mut Em<'_, '_>, i64, Option<&Weight<'_>>) -> Result<()> + 'w;

/// One single-row tile as the template set it up: its columns, their four-lane accumulators
/// (`zero` is the four-lane 0.0 they start from) and its unrolled k-loop.
pub(crate) struct RowTile<'t> {
    pub k: &'t MatmulKernel,
    pub b: Value,
    pub m0: Value,
    pub cols: &'t [Value],
    pub accs: &'t [Variable],
    pub zero: Value,
    /// k, a number in this template.
    pub kk: i64,
    /// Where the unrolled loop ends (a multiple of its trip); the template finishes the rest.
    pub unrolled: i64,
    /// `CodegenOptions::factor_scales`.
    pub factored: bool,
    /// `CodegenOptions::micro`.
    pub micro: super::micro::Micro,
    pub trips: &'t Trips<'t>,
}

/// A weight prologue with a fast path in the single-row template.
pub(crate) trait Prologue: Sized {
    /// The kernel's prologue as this fast path, when it is one; emits nothing.
    fn recognize(em: &Em<'_, '_>, k: &MatmulKernel, p: &Prepared) -> Option<Self>;

    /// Emits the tile's k-steps from `from` on that this path covers, into `t.accs`; returns
    /// the k where it stopped (`from` when it covers none, `t.unrolled` when it covered all).
    fn single_row(&self, em: &mut Em<'_, '_>, t: &RowTile<'_>, from: i64) -> Result<i64>;
}

/// A fast path as an entry of [`SINGLE_ROW`].
pub(super) type Entry = fn(&mut Em<'_, '_>, &Prepared, &RowTile<'_>, i64) -> Result<i64>;

/// The fast paths, in the order they are tried; `Generic` last.
pub(super) const SINGLE_ROW: &[Entry] =
    &[run::<MicroNibble>, run::<Nibble>, run::<MicroRowScale>, run::<RowScale>, run::<Generic>];

fn run<P: Prologue>(em: &mut Em<'_, '_>, p: &Prepared, t: &RowTile<'_>, from: i64) -> Result<i64> {
    if t.unrolled <= from {
        return Ok(from);
    }
    match P::recognize(em, t.k, p) {
        Some(x) => x.single_row(em, t, from),
        None => Ok(from),
    }
}

/// The generic prologue: the weight is the prologue body's stored value (or the strided
/// weight) computed at every k-step (`operands::weight`).
pub(super) struct Generic;

impl Prologue for Generic {
    fn recognize(_: &Em<'_, '_>, _: &MatmulKernel, _: &Prepared) -> Option<Self> {
        Some(Generic)
    }

    fn single_row(&self, em: &mut Em<'_, '_>, t: &RowTile<'_>, from: i64) -> Result<i64> {
        (t.trips)(em, from, None)?;
        Ok(t.unrolled)
    }
}
