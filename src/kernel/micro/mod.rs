//! Precompiled `std::arch` micro-kernels that JIT-compiled matmul templates call for their
//! hot loops, as Inductor's C++ GEMM template emits AVX-512 micro-kernels
//! (`CppMicroGemmAVX512`): Cranelift 0.135 emits 128-bit vectors, and the wider registers and
//! the one-instruction 16-entry lookups (`vpermps`, `vpmultishiftqb`) of AVX-512 are what a
//! 4-bit decode needs to stream its weights at memory speed.
//!
//! Each micro-kernel computes exactly what the Cranelift loop it replaces computes, in the same
//! order, so the two are bit-equal (`tests/it/jit_micro.rs` compares every path this machine
//! can run): one tile of [`COLUMNS`] output columns of the single-row template, each with four
//! f32 lanes, lane `i` of column `c` summing the products of k ≡ i (mod 4) in k order. Four
//! columns of four lanes are one 512-bit register (two 256-bit ones), so the lanes never leave
//! their order: lane `4c + i` of the accumulator is column c's lane i.
//!
//! The path is chosen when a kernel is compiled ([`Micro::resolve`], CPU features detected at
//! run time); the Cranelift loop stays as the portable path and the reference.
#[cfg(target_arch = "x86_64")]
mod avx2;
#[cfg(target_arch = "x86_64")]
mod avx512;
pub(crate) mod glue;

/// Output columns per micro-kernel call: the single-row template's tile.
pub(crate) const COLUMNS: usize = 4;

/// Which micro-kernels a compile may use (`--micro`).
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, serde::Serialize, serde::Deserialize)]
#[serde(rename_all = "lowercase")]
pub enum Micro {
    /// The widest this CPU runs.
    #[default]
    Auto,
    /// None: every loop is Cranelift's.
    Off,
    /// AVX2 bodies even where AVX-512 is there (for comparisons and tests).
    Avx2,
    /// AVX-512 (F, BW, VL, VBMI).
    Avx512,
}

/// An instruction set a micro-kernel body is compiled for.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Isa {
    Avx2,
    Avx512,
}

impl Isa {
    pub fn name(self) -> &'static str {
        match self {
            Isa::Avx2 => "avx2",
            Isa::Avx512 => "avx512",
        }
    }

    /// Whether this CPU runs the body (detected once per call; `is_x86_feature_detected!`
    /// caches).
    pub fn available(self) -> bool {
        #[cfg(target_arch = "x86_64")]
        {
            match self {
                Isa::Avx2 => is_x86_feature_detected!("avx2"),
                Isa::Avx512 => {
                    is_x86_feature_detected!("avx512f")
                        && is_x86_feature_detected!("avx512bw")
                        && is_x86_feature_detected!("avx512vl")
                        && is_x86_feature_detected!("avx512vbmi")
                }
            }
        }
        #[cfg(not(target_arch = "x86_64"))]
        {
            let _ = self;
            false
        }
    }
}

impl Micro {
    /// The instruction set to compile calls for, or `None` for the Cranelift loops: a forced
    /// set this CPU lacks is `None` too (running it would fault), which the caller reports.
    pub fn resolve(self) -> Option<Isa> {
        let pick = |i: Isa| i.available().then_some(i);
        match self {
            Micro::Off => None,
            Micro::Avx2 => pick(Isa::Avx2),
            Micro::Avx512 => pick(Isa::Avx512),
            Micro::Auto => pick(Isa::Avx512).or_else(|| pick(Isa::Avx2)),
        }
    }

    pub fn parse(s: &str) -> Option<Micro> {
        Some(match s {
            "auto" => Micro::Auto,
            "off" => Micro::Off,
            "avx2" => Micro::Avx2,
            "avx512" => Micro::Avx512,
            _ => return None,
        })
    }
}

/// A 4-bit table prologue's tile: `acc[4c + i] += x[k] * (table[code(c, k)] * f[c, k / block])`
/// over the k ≡ i (mod 4) of `nblocks` whole blocks, each product and weight rounded as the
/// graph rounds them. `rows[c]` points at column c's bytes (two codes a byte, k / 2), `factors`
/// holds `f[c, kb]` at `4 kb + c`, `table` the 16 entries, `acc` the 16 lanes in and out.
pub(crate) type NibbleFn = unsafe extern "C" fn(
    rows: *const *const u8,
    x: *const f32,
    table: *const f32,
    factors: *const f32,
    nblocks: i64,
    block: i64,
    acc: *mut f32,
);

/// The int8 row-scale prologue's tile: `acc[4c + i] += x[k] * (f32(q[c, k]) * s[c])` over the
/// k ≡ i (mod 4) of `steps` steps of 16 k. `rows[c]` points at column c's int8 weights at the
/// first k, `scales` holds the four columns' scales.
pub(crate) type RowScaleFn = unsafe extern "C" fn(
    rows: *const *const i8,
    x: *const f32,
    scales: *const f32,
    steps: i64,
    acc: *mut f32,
);

/// The nibble micro-kernel for `isa`: `hi_first` takes an even k's code from the high nibble,
/// `table_first` multiplies `table * factor` (else `factor * table`, the graph's order: the two
/// differ only in which NaN payload survives).
pub(crate) fn nibble_fn(isa: Isa, hi_first: bool, table_first: bool) -> NibbleFn {
    assert!(isa.available(), "micro-kernel {isa:?} chosen on a CPU without it");
    #[cfg(target_arch = "x86_64")]
    {
        match (isa, hi_first, table_first) {
            (Isa::Avx512, true, true) => avx512::nibble::<true, true>,
            (Isa::Avx512, true, false) => avx512::nibble::<true, false>,
            (Isa::Avx512, false, true) => avx512::nibble::<false, true>,
            (Isa::Avx512, false, false) => avx512::nibble::<false, false>,
            (Isa::Avx2, true, true) => avx2::nibble::<true, true>,
            (Isa::Avx2, true, false) => avx2::nibble::<true, false>,
            (Isa::Avx2, false, true) => avx2::nibble::<false, true>,
            (Isa::Avx2, false, false) => avx2::nibble::<false, false>,
        }
    }
    #[cfg(not(target_arch = "x86_64"))]
    unreachable!("no micro-kernels off x86_64")
}

/// The int8 row-scale micro-kernel for `isa` (`f32(q) * s` and `s * f32(q)` are the same
/// bits: `f32(q)` is never NaN).
pub(crate) fn rowscale_fn(isa: Isa) -> RowScaleFn {
    assert!(isa.available(), "micro-kernel {isa:?} chosen on a CPU without it");
    #[cfg(target_arch = "x86_64")]
    {
        match isa {
            Isa::Avx512 => avx512::rowscale,
            Isa::Avx2 => avx2::rowscale,
        }
    }
    #[cfg(not(target_arch = "x86_64"))]
    unreachable!("no micro-kernels off x86_64")
}

/// Bit offset of k's code within the 8 bytes holding k's 16-code step (k < 16).
pub(crate) const fn code_bit(k: usize, hi_first: bool) -> u8 {
    let nib = if (k % 2 == 0) == hi_first { 4 } else { 0 };
    ((k / 2) * 8 + nib) as u8
}

#[cfg(test)]
mod tests;
