//! The single-row template's 4-bit path (`kernel::nibble`): nf4 (table lookup, high nibble
//! first) and ONNX Runtime's affine int4 (low nibble first, zero point 8) with a factor per
//! block, bit for bit the interpreter's result for every block size, row count, k tail and
//! factor (zero, subnormal, negative, inf, NaN), and the table path is the one compiled where
//! the block allows it.
use crate::graphs::{Micro, decode_run, decode4_graph};
use quantbench::interp::Tensor;
use quantbench::ir::DType;

/// Factors cycling through the awkward values, scaled so sums stay finite where they are.
fn factors(count: usize, seed: usize) -> Vec<f32> {
    let special =
        [0.0, -0.0, 1e-40, -3e-39, f32::INFINITY, f32::NEG_INFINITY, f32::NAN, 1e30, -0.25];
    (0..count)
        .map(|i| {
            let h = (i * 2654435761 + seed * 97) % 1000;
            if h < 60 { special[h % special.len()] } else { (h as f32 - 500.0) / 4096.0 }
        })
        .collect()
}

pub(crate) fn inputs(n: usize, k: usize, bs: usize, nf4: bool, seed: usize) -> Vec<Tensor> {
    let packed: Vec<i64> =
        (0..n * k / 2).map(|i| ((i * 131 + seed * 7 + 3) % 256) as i64).collect();
    let x: Vec<f32> = (0..k).map(|i| ((i * 13 + seed) % 29) as f32 / 7.0 - 2.0).collect();
    let mut v = vec![Tensor::from_i64(DType::U8, vec![n, k / 2], &packed).unwrap()];
    if nf4 {
        // An nf4-like table, with a subnormal and a signed zero among the entries.
        let table: Vec<f32> = (0..16)
            .map(|c| match c {
                7 => -0.0,
                3 => 2e-39,
                c => (c as f32 - 7.5) / 7.3,
            })
            .collect();
        v.push(Tensor::from_f32(vec![16], table).unwrap());
    }
    v.push(Tensor::from_f32(vec![n * k / bs], factors(n * k / bs, seed)).unwrap());
    v.push(Tensor::from_f32(vec![1, k], x).unwrap());
    v
}

/// The JIT's and the interpreter's output bits and the matmul kernel's CLIF.
fn run(n: usize, k: usize, bs: usize, nf4: bool, seed: usize) -> (Vec<u32>, Vec<u32>, String) {
    let (got, want, clif, notes) = run_with(n, k, bs, nf4, seed, false);
    assert!(notes.is_empty(), "{notes:?}");
    (got, want, clif)
}

fn run_with(
    n: usize,
    k: usize,
    bs: usize,
    nf4: bool,
    seed: usize,
    factored: bool,
) -> (Vec<u32>, Vec<u32>, String, Vec<String>) {
    let ins = inputs(n, k, bs, nf4, seed);
    let r = decode_run(&decode4_graph(n, k, bs, nf4), &ins, factored, Micro::Off);
    (bits(&r.jit), bits(&r.interp), r.clif, r.notes)
}

/// An output's f32 bits; NaN payloads are not compared (the interpreter's and the JIT's may
/// differ in them).
pub(crate) fn bits(t: &Tensor) -> Vec<u32> {
    t.to_f64_vec()
        .iter()
        .map(|x| if x.is_nan() { f32::NAN.to_bits() } else { (*x as f32).to_bits() })
        .collect()
}

/// (n, k, block): blocks of 64 and 32 (32-k trips), 16 and 48 (16-k trips), one block per
/// row, a row whose block is no multiple of 16 (generic loop), k tails of 2, 4 and 8 past
/// the last block, column counts that leave a partial tile.
pub(crate) const SHAPES: [(usize, usize, usize); 9] = [
    (8, 256, 64),
    (5, 128, 32),
    (7, 96, 16),
    (4, 144, 48),
    (9, 102, 102),
    (6, 200, 200),
    (3, 72, 24),
    (4, 4096, 64),
    (11, 36, 36),
];

#[test]
fn four_bit_decode_is_the_interpreters_bits() {
    for nf4 in [true, false] {
        for (seed, &(n, k, bs)) in SHAPES.iter().enumerate() {
            let (got, want, clif) = run(n, k, bs, nf4, seed);
            let table = clif.contains("x86_pshufb");
            let expect_table = bs % 16 == 0 || k / bs == 1 && k >= 16;
            assert_eq!(table, expect_table, "nf4={nf4} n={n} k={k} block={bs}: table path");
            for (i, (g, w)) in got.iter().zip(&want).enumerate() {
                assert_eq!(
                    g,
                    w,
                    "nf4={nf4} n={n} k={k} block={bs}: output {i}: {} vs the interpreter's {}",
                    f32::from_bits(*g),
                    f32::from_bits(*w)
                );
            }
        }
    }
}

/// The special factors reach the outputs: some are inf or NaN, so the test above compares
/// more than ordinary sums.
#[test]
fn four_bit_factors_include_the_special_values() {
    let (got, _, _) = run(16, 256, 64, true, 1);
    let f: Vec<f32> = got.iter().map(|b| f32::from_bits(*b)).collect();
    assert!(f.iter().any(|x| x.is_nan()) && f.iter().any(|x| x.is_finite()), "{f:?}");
}

/// `--factor-scales`: the block factor leaves the products (fused multiply-adds of table values
/// and activations, one multiply by the factor per block). Each output stays within f32
/// summation noise of the interpreter's, measured against the sum of the products' magnitudes;
/// where the interpreter's output is infinite or NaN the tile was recomputed the exact way, so
/// the bits agree there.
#[test]
fn factored_four_bit_decode_is_within_summation_noise_and_exact_where_not_finite() {
    for nf4 in [true, false] {
        for (seed, &(n, k, bs)) in SHAPES.iter().enumerate() {
            let (got, want, clif, notes) = run_with(n, k, bs, nf4, seed, true);
            let ins = inputs(n, k, bs, nf4, seed);
            let table_path = clif.contains("x86_pshufb");
            assert_eq!(table_path && clif.contains("= fma "), table_path, "fused multiply-adds");
            assert_eq!(
                notes.iter().any(|s| s.contains("4-bit block factor applied once per block")),
                table_path,
                "{notes:?}"
            );
            let packed = ins[0].to_f64_vec();
            let x = ins.last().expect("x").to_f64_vec();
            let f = ins[ins.len() - 2].to_f64_vec();
            let table: Vec<f64> = if nf4 {
                ins[1].to_f64_vec()
            } else {
                (0..16).map(|c| f64::from(c) - 8.0).collect()
            };
            for (i, (g, w)) in got.iter().zip(&want).enumerate() {
                let (g, w) = (f32::from_bits(*g), f32::from_bits(*w));
                if !w.is_finite() {
                    assert_eq!(g.to_bits(), w.to_bits(), "nf4={nf4} n={n} k={k}: output {i}");
                    continue;
                }
                let mag: f64 = (0..k)
                    .map(|kk| {
                        let byte = packed[i * k / 2 + kk / 2] as u8;
                        let hi_first = nf4;
                        let code = if (kk % 2 == 0) == hi_first { byte >> 4 } else { byte & 15 };
                        (table[code as usize] * f[(i * k + kk) / bs] * x[kk]).abs()
                    })
                    .sum();
                let err = (f64::from(g) - f64::from(w)).abs();
                assert!(
                    err <= 1e-5 * mag + 1e-30,
                    "nf4={nf4} n={n} k={k} block={bs}: output {i}: {g} vs the interpreter's {w} (sum of |products| {mag})"
                );
            }
        }
    }
}

/// A table whose entries' low 16 bits are all zero (ONNX Runtime's `code - 8`, or any
/// bf16-exact table) runs the two-plane lookup, chosen at run time from the table's values;
/// one entry with a low bit set sends the same kernel to the four-plane lookup. Both keep the
/// interpreter's bits, over random row counts, k (with tails) and block sizes.
#[test]
fn tables_with_zero_low_bytes_and_without_both_keep_the_interpreters_bits() {
    let graph_case = |n: usize, k: usize, bs: usize, table: &[f32], seed: usize| {
        let mut ins = inputs(n, k, bs, true, seed);
        ins[1] = Tensor::from_f32(vec![16], table.to_vec()).unwrap();
        let r = decode_run(&decode4_graph(n, k, bs, true), &ins, false, Micro::Off);
        assert!(r.clif.contains("x86_pshufb"), "n={n} k={k} block={bs}: table path");
        (bits(&r.jit), bits(&r.interp))
    };
    // bf16-exact entries: multiples of 1/16 and a signed zero (low bytes zero).
    let narrow: Vec<f32> =
        (0..16).map(|c| if c == 7 { -0.0 } else { (c as f32 - 7.5) / 8.0 }).collect();
    assert!(narrow.iter().all(|v| v.to_bits() & 0xffff == 0));
    let mut wide = narrow.clone();
    wide[11] = 0.1;
    let mut state = 0x9e37_79b9_u64;
    let mut next = |m: usize| {
        state = state.wrapping_mul(6364136223846793005).wrapping_add(1442695040888963407);
        (state >> 33) as usize % m
    };
    for seed in 0..12 {
        // Blocks that are multiples of 16, or one block per row with a k tail past the last
        // 16 (the only blocks whose rows end in a tail).
        let (k, bs) = if seed % 2 == 0 {
            let bs = 16 * (1 + next(6));
            (bs * (1 + next(5)), bs)
        } else {
            let k = 16 * (1 + next(12)) + 2 * (1 + next(7));
            (k, k)
        };
        let n = 1 + next(11);
        for table in [&narrow, &wide] {
            let (got, want) = graph_case(n, k, bs, table, seed);
            assert_eq!(got, want, "n={n} k={k} block={bs} table={table:?}");
        }
    }
}
