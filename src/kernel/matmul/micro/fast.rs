//! The micro-kernels as fast paths of the single-row template (`matmul::prologue`): each wraps
//! the prologue it speeds up and is tried before it, covering the tile's k-loop with one call
//! where the family's instruction set resolves and the activation is f32 with unit stride
//! (else it covers nothing and the Cranelift loop after it in `SINGLE_ROW` runs). Exact mode
//! only: `--factor-scales` keeps the Cranelift loops.
use super::Family;
use crate::kernel::codegen::emit::Em;
use crate::kernel::matmul::nibble::{Nibble, TileLoop};
use crate::kernel::matmul::operands::Prepared;
use crate::kernel::matmul::prologue::{Prologue, RowTile};
use crate::kernel::matmul::rowscale::{self, RowScale};
use crate::kernel::{MatmulKernel, Result};

/// The most blocks one 4-bit call takes: their factors sit in a stack slot (64 KiB at 8 columns).
pub(crate) const MAX_BLOCKS: i64 = 4096;

/// Whether one of these entries will take the single-row k-loop of `k` (`kk` = k, `simd`: the
/// template's vector loop is on), decided before the tile is laid out: with a micro-kernel the
/// tile is `MAX_COLUMNS` wide, else the Cranelift loops keep four columns. The conditions are
/// the ones `single_row` below meets.
pub(crate) fn takes(
    em: &Em<'_, '_>,
    k: &MatmulKernel,
    p: &Prepared,
    kk: i64,
    opt: crate::kernel::CodegenOptions,
) -> bool {
    if !opt.simd || opt.factor_scales || !super::glue::activation_fits(em, k) {
        return false;
    }
    match <Nibble as Prologue>::recognize(em, k, p) {
        Some(nb) => {
            kk / 16 * 16 >= nb.block
                && kk / nb.block <= MAX_BLOCKS
                && opt.micro.resolve(Family::Nibble).is_some()
        }
        None => {
            <RowScale as Prologue>::recognize(em, k, p).is_some()
                && opt.micro.resolve(Family::RowScale).is_some()
        }
    }
}

/// A 4-bit table prologue's whole blocks as one call (`micro::nibble_fn`).
pub(crate) struct MicroNibble(Nibble);

impl Prologue for MicroNibble {
    fn recognize(em: &Em<'_, '_>, k: &MatmulKernel, p: &Prepared) -> Option<Self> {
        <Nibble as Prologue>::recognize(em, k, p).map(MicroNibble)
    }

    fn single_row(&self, em: &mut Em<'_, '_>, t: &RowTile<'_>, from: i64) -> Result<i64> {
        let nb = &self.0;
        let Some(isa) = t.micro.resolve(Family::Nibble).filter(|_| !t.factored) else {
            return Ok(from);
        };
        if from != 0 || t.unrolled < nb.block {
            return Ok(from);
        }
        let end = t.kk / nb.block * nb.block;
        let l =
            TileLoop { k: t.k, b: t.b, m0: t.m0, cols: t.cols, accs: t.accs, end, factored: false };
        Ok(if nb.blocks_micro(em, &l, isa)? { end } else { from })
    }
}

/// The int8 row-scale prologue's unrolled loop as one call (`micro::rowscale_fn`).
pub(crate) struct MicroRowScale(RowScale);

impl Prologue for MicroRowScale {
    fn recognize(em: &Em<'_, '_>, k: &MatmulKernel, p: &Prepared) -> Option<Self> {
        <RowScale as Prologue>::recognize(em, k, p).map(MicroRowScale)
    }

    fn single_row(&self, em: &mut Em<'_, '_>, t: &RowTile<'_>, from: i64) -> Result<i64> {
        let Some(isa) = t.micro.resolve(Family::RowScale).filter(|_| !t.factored) else {
            return Ok(from);
        };
        let covered = rowscale::micro_steps(
            em,
            &self.0,
            (t.k, t.b, t.m0),
            (t.cols, t.accs),
            (from, t.unrolled),
            isa,
        )?;
        Ok(if covered { t.unrolled } else { from })
    }
}
