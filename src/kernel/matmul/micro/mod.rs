//! Precompiled `std::arch` micro-kernels that JIT-compiled matmul templates call for their
//! hot loops, as Inductor's C++ GEMM template emits AVX-512 micro-kernels
//! (`CppMicroGemmAVX512`): Cranelift 0.135 emits 128-bit vectors, and the wider registers and
//! the one-instruction 16-entry lookups (`vpermps`, `vpmultishiftqb`) of AVX-512 are what a
//! 4-bit decode needs to stream its weights at memory speed.
//!
//! Each micro-kernel computes exactly what the Cranelift loop it replaces computes, in the same
//! order, so the two are bit-equal (`tests/it/jit_micro.rs` compares every path this machine
//! can run): one tile of up to [`MAX_COLUMNS`] output columns of the single-row template, each with four
//! f32 lanes, lane `i` of column `c` summing the products of k ≡ i (mod 4) in k order. Four
//! columns of four lanes are one 512-bit register (two 256-bit ones), so the lanes never leave
//! their order: lane `4c + i` of the accumulator is column c's lane i.
//!
//! The path is chosen when a kernel is compiled ([`Micro::resolve`], CPU features detected at
//! run time); the Cranelift loop stays as the portable path and the reference.
#[cfg(target_arch = "x86_64")]
mod avx2;
#[cfg(target_arch = "x86_64")]
mod avx2_rows;
#[cfg(target_arch = "x86_64")]
mod avx512;
#[cfg(target_arch = "x86_64")]
mod avx512_rows;
pub(crate) mod fast;
pub(crate) mod glue;
pub(crate) mod rows;

/// Output columns per group: one 512-bit accumulator (two 256-bit ones).
pub(crate) const GROUP: usize = 4;
/// The most columns one call takes: the single-row template's tile when micro-kernels are on,
/// two groups, so two sums' add chains are in flight.
pub(crate) const MAX_COLUMNS: usize = 2 * GROUP;

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
                // FMA with it: the multi-row body fuses its multiply-adds (every AVX2 CPU
                // this matters for has both).
                Isa::Avx2 => is_x86_feature_detected!("avx2") && is_x86_feature_detected!("fma"),
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

/// The two micro-kernel families, whose best instruction set differs by CPU: on a Zen 4, whose
/// 512-bit operations take two 256-bit pipes, AVX-512's one-instruction 16-entry lookup wins
/// the 4-bit loop and AVX2's cheaper in-lane byte shuffle the int8 one.
/// `Rows` is the multi-row template's tile (AVX-512 and AVX2 bodies).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Family {
    Nibble,
    RowScale,
    Rows,
}

impl Micro {
    /// Whether any micro-kernel may be called (the single-row template then takes tiles of
    /// [`MAX_COLUMNS`]).
    pub fn enabled(self) -> bool {
        [Family::Nibble, Family::RowScale].into_iter().any(|f| self.resolve(f).is_some())
    }

    /// The instruction set to compile `family`'s calls for, or `None` for the Cranelift loops:
    /// a forced set this CPU lacks is `None` too (running it would fault). `Auto` takes the
    /// set that ran a small tile fastest on this machine ([`calibrated`]).
    pub fn resolve(self, family: Family) -> Option<Isa> {
        let pick = |i: Isa| i.available().then_some(i);
        if family == Family::Rows {
            // The bodies are bit-equal; `auto` takes the wider registers without timing them.
            return match self {
                Micro::Off => None,
                Micro::Avx2 => pick(Isa::Avx2),
                Micro::Avx512 => pick(Isa::Avx512),
                Micro::Auto => pick(Isa::Avx512).or_else(|| pick(Isa::Avx2)),
            };
        }
        match self {
            Micro::Off => None,
            Micro::Avx2 => pick(Isa::Avx2),
            Micro::Avx512 => pick(Isa::Avx512),
            Micro::Auto => calibrated(family),
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

/// A 4-bit table prologue's tile of `4 G` columns (G groups):
/// `acc[4c + i] += x[k] * (table[code(c, k)] * f[c, k / block])` over the k ≡ i (mod 4) of
/// `nblocks` whole blocks, each product and weight rounded as the graph rounds them. `rows[c]`
/// points at column c's bytes (two codes a byte, k / 2), `factors` holds `f[c, kb]` at
/// `4 G kb + c`, `table` the 16 entries, `acc` the `16 G` lanes in and out.
pub(crate) type NibbleFn = unsafe extern "C" fn(
    rows: *const *const u8,
    x: *const f32,
    table: *const f32,
    factors: *const f32,
    nblocks: i64,
    block: i64,
    acc: *mut f32,
);

/// The int8 row-scale prologue's tile of `4 G` columns:
/// `acc[4c + i] += x[k] * (f32(q[c, k]) * s[c])` over the k ≡ i (mod 4) of `steps` steps of
/// 16 k. `rows[c]` points at column c's int8 weights at the first k, `scales` holds the
/// columns' scales.
pub(crate) type RowScaleFn = unsafe extern "C" fn(
    rows: *const *const i8,
    x: *const f32,
    scales: *const f32,
    steps: i64,
    acc: *mut f32,
);

/// The nibble micro-kernel for `isa` and `groups` groups of four columns (1 or 2):
/// `hi_first` takes an even k's code from the high nibble, `table_first` multiplies
/// `table * factor` (else `factor * table`, the graph's order: the two differ only in which
/// NaN payload survives).
pub(crate) fn nibble_fn(isa: Isa, groups: usize, hi_first: bool, table_first: bool) -> NibbleFn {
    assert!(isa.available(), "micro-kernel {isa:?} chosen on a CPU without it");
    assert!(groups == 1 || groups == 2, "{groups} column groups");
    #[cfg(target_arch = "x86_64")]
    {
        macro_rules! pick {
            ($m:ident) => {
                match (groups, hi_first, table_first) {
                    (1, true, true) => $m::nibble::<1, true, true>,
                    (1, true, false) => $m::nibble::<1, true, false>,
                    (1, false, true) => $m::nibble::<1, false, true>,
                    (1, false, false) => $m::nibble::<1, false, false>,
                    (_, true, true) => $m::nibble::<2, true, true>,
                    (_, true, false) => $m::nibble::<2, true, false>,
                    (_, false, true) => $m::nibble::<2, false, true>,
                    (_, false, false) => $m::nibble::<2, false, false>,
                }
            };
        }
        match isa {
            Isa::Avx512 => pick!(avx512),
            Isa::Avx2 => pick!(avx2),
        }
    }
    #[cfg(not(target_arch = "x86_64"))]
    unreachable!("no micro-kernels off x86_64")
}

/// The int8 row-scale micro-kernel for `isa` and `groups` groups of four columns (`f32(q) * s`
/// and `s * f32(q)` are the same bits: `f32(q)` is never NaN).
pub(crate) fn rowscale_fn(isa: Isa, groups: usize) -> RowScaleFn {
    assert!(isa.available(), "micro-kernel {isa:?} chosen on a CPU without it");
    assert!(groups == 1 || groups == 2, "{groups} column groups");
    #[cfg(target_arch = "x86_64")]
    {
        match (isa, groups) {
            (Isa::Avx512, 1) => avx512::rowscale::<1>,
            (Isa::Avx512, _) => avx512::rowscale::<2>,
            (Isa::Avx2, 1) => avx2::rowscale::<1>,
            (Isa::Avx2, _) => avx2::rowscale::<2>,
        }
    }
    #[cfg(not(target_arch = "x86_64"))]
    unreachable!("no micro-kernels off x86_64")
}

/// What the multi-row tile's call reads (`avx512_rows`), laid out by the JIT code in a stack
/// slot: `out[16 i + c]` (the bias or 0 in, the output out) plus the k-sum of
/// `a[i][k] * w(c, k)` in MKL's k-blocks, where `w(c, k)` is `cols[c][k]` (f32),
/// `f32(cols[c][k]) * aux[c]` (int8), or `aux[code(c, k)] * factors[16 (k / block) + c]`
/// (4-bit, two codes a byte, in the graph's operand order).
#[repr(C)]
pub(crate) struct RowsArgs {
    pub a: [*const f32; 8],
    pub cols: [*const u8; 16],
    pub aux: [f32; 16],
    pub factors: *const f32,
    pub block: i64,
    pub k: i64,
}

impl RowsArgs {
    pub const F32: u8 = 0;
    pub const INT8: u8 = 1;
    pub const NIBBLE: u8 = 2;
}

pub(crate) type RowsFn = unsafe extern "C" fn(args: *const RowsArgs, out: *mut f32);

/// Columns of one multi-row micro-kernel call: one 512-bit accumulator.
pub(crate) const ROWS_COLUMNS: usize = 16;

/// The multi-row micro-kernel for `mr` rows (1 to 8) of weights of `kind`; `hi_first` and
/// `table_first` as for [`nibble_fn`] (4-bit only).
pub(crate) fn rows_fn(isa: Isa, mr: usize, kind: u8, hi_first: bool, table_first: bool) -> RowsFn {
    assert!(isa.available(), "rows micro-kernel {isa:?} chosen on a CPU without it");
    assert!((1..=8).contains(&mr), "{mr} rows for a micro-kernel");
    #[cfg(target_arch = "x86_64")]
    {
        macro_rules! by_rows {
            ($m:ident, $kind:expr, $hi:literal, $tf:literal) => {
                match mr {
                    1 => $m::rows::<1, { $kind }, $hi, $tf>,
                    2 => $m::rows::<2, { $kind }, $hi, $tf>,
                    3 => $m::rows::<3, { $kind }, $hi, $tf>,
                    4 => $m::rows::<4, { $kind }, $hi, $tf>,
                    5 => $m::rows::<5, { $kind }, $hi, $tf>,
                    6 => $m::rows::<6, { $kind }, $hi, $tf>,
                    7 => $m::rows::<7, { $kind }, $hi, $tf>,
                    _ => $m::rows::<8, { $kind }, $hi, $tf>,
                }
            };
        }
        macro_rules! by_kind {
            ($m:ident) => {
                match (kind, hi_first, table_first) {
                    (RowsArgs::F32, ..) => by_rows!($m, RowsArgs::F32, false, false),
                    (RowsArgs::INT8, ..) => by_rows!($m, RowsArgs::INT8, false, false),
                    (RowsArgs::NIBBLE, true, true) => by_rows!($m, RowsArgs::NIBBLE, true, true),
                    (RowsArgs::NIBBLE, true, false) => by_rows!($m, RowsArgs::NIBBLE, true, false),
                    (RowsArgs::NIBBLE, false, true) => by_rows!($m, RowsArgs::NIBBLE, false, true),
                    (RowsArgs::NIBBLE, false, false) => {
                        by_rows!($m, RowsArgs::NIBBLE, false, false)
                    }
                    _ => panic!("rows micro-kernel of kind {kind}"),
                }
            };
        }
        match isa {
            Isa::Avx512 => by_kind!(avx512_rows),
            Isa::Avx2 => by_kind!(avx2_rows),
        }
    }
    #[cfg(not(target_arch = "x86_64"))]
    unreachable!("no micro-kernels off x86_64")
}

/// Whether every scale times 2^-24 is exact and finite: then `(q · 2^24) · (s · 2^-24)` is the
/// real number `q · s`, rounded once to the same bits, and the int8 bodies skip the shift that
/// would bring `q` down from the top byte of its lane (`kernel::rowscale` does the same in the
/// Cranelift loop). Scales below 2^-102, infinite or NaN take the shifting loop.
pub(crate) fn scales_take_the_top_byte(scales: &[f32]) -> bool {
    scales.iter().all(|&s| {
        let d = s * (1.0 / 16_777_216.0);
        s.is_finite() && d * 16_777_216.0 == s
    })
}

/// The fastest instruction set for `family` on this CPU, timed once per process on an
/// L2-resident tile of 8 columns by 4096 k (a few hundred microseconds): the bodies are bit-equal,
/// so the choice moves only the time.
pub fn calibrated(family: Family) -> Option<Isa> {
    static BEST: std::sync::OnceLock<[Option<Isa>; 2]> = std::sync::OnceLock::new();
    let best = BEST.get_or_init(|| {
        let isas: Vec<Isa> =
            [Isa::Avx512, Isa::Avx2].into_iter().filter(|i| i.available()).collect();
        [Family::Nibble, Family::RowScale].map(|f| fastest(f, &isas))
    });
    best[match family {
        Family::Nibble => 0,
        Family::RowScale => 1,
        Family::Rows => return Micro::Auto.resolve(Family::Rows),
    }]
}

fn fastest(family: Family, isas: &[Isa]) -> Option<Isa> {
    if isas.len() < 2 {
        return isas.first().copied();
    }
    const K: usize = 4096;
    let bytes: Vec<u8> = (0..K).map(|i| (i * 37 % 251) as u8).collect();
    let rows: Vec<*const u8> = (0..MAX_COLUMNS).map(|c| bytes[c * 8..].as_ptr()).collect();
    let x: Vec<f32> = (0..K).map(|i| (i % 7) as f32 * 0.25).collect();
    let table: [f32; 16] = std::array::from_fn(|i| i as f32 - 8.0);
    let factors = vec![0.5f32; MAX_COLUMNS * K / 64];
    let mut acc = [0f32; 4 * MAX_COLUMNS];
    let mut best = vec![std::time::Duration::MAX; isas.len()];
    for _ in 0..5 {
        for (i, isa) in isas.iter().enumerate() {
            let t = std::time::Instant::now();
            for _ in 0..8 {
                // SAFETY: every row has K - 8 * 7 >= K / 2 bytes after its start, x has K f32,
                // factors 8 per block and acc 32 lanes: the contracts of both families.
                unsafe {
                    match family {
                        Family::Rows => unreachable!("the rows family is not timed"),
                        Family::Nibble => nibble_fn(*isa, 2, true, true)(
                            rows.as_ptr(),
                            x.as_ptr(),
                            table.as_ptr(),
                            factors.as_ptr(),
                            (K / 64) as i64,
                            64,
                            acc.as_mut_ptr(),
                        ),
                        Family::RowScale => rowscale_fn(*isa, 2)(
                            rows.as_ptr() as *const *const i8,
                            x.as_ptr(),
                            factors.as_ptr(),
                            ((K - 64) / 16) as i64,
                            acc.as_mut_ptr(),
                        ),
                    }
                }
            }
            best[i] = best[i].min(t.elapsed());
        }
    }
    std::hint::black_box(acc);
    let at = (0..isas.len()).min_by_key(|i| best[*i])?;
    Some(isas[at])
}

/// Bit offset of k's code within the 8 bytes holding k's 16-code step (k < 16).
pub(crate) const fn code_bit(k: usize, hi_first: bool) -> u8 {
    let nib = if k.is_multiple_of(2) == hi_first { 4 } else { 0 };
    ((k / 2) * 8 + nib) as u8
}

#[cfg(test)]
mod tests;
