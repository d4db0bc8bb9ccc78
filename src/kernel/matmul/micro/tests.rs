//! Each micro-kernel this CPU runs against a scalar model of what the Cranelift loop computes
//! (the same rounding and order), bit for bit; `tests/it/jit_micro.rs` compares the compiled
//! kernels themselves.
use super::*;
use rand::{Rng, SeedableRng};

fn specials(rng: &mut impl Rng, n: usize) -> Vec<f32> {
    (0..n)
        .map(|_| match rng.random_range(0..40) {
            0 => 0.0,
            1 => -0.0,
            2 => f32::INFINITY,
            3 => f32::NAN,
            4 => 1e-40,
            5 => 3e38,
            _ => rng.random_range(-2.0f32..2.0),
        })
        .collect()
}

fn nibble_model(
    rows: &[Vec<u8>],
    x: &[f32],
    table: &[f32; 16],
    factors: &[f32],
    (nblocks, block, hi): (usize, usize, bool),
    acc: &mut [f32],
) {
    for k in 0..nblocks * block {
        for (c, row) in rows.iter().enumerate() {
            let byte = row[k / 2];
            let code = if (k % 2 == 0) == hi { byte >> 4 } else { byte & 15 };
            let (t, f) = (table[code as usize], factors[rows.len() * (k / block) + c]);
            // Either order of the graph's multiply is the same product; only the NaN payload
            // that survives may differ, which `same_bits` does not compare.
            let w = t * f;
            acc[4 * c + k % 4] += x[k] * w;
        }
    }
}

fn isas() -> Vec<Isa> {
    let got: Vec<Isa> = [Isa::Avx2, Isa::Avx512].into_iter().filter(|i| i.available()).collect();
    if got.len() < 2 {
        eprintln!("micro-kernel tests: this CPU runs only {got:?}");
    }
    got
}

fn same_bits(a: &[f32], b: &[f32]) -> bool {
    a.iter().zip(b).all(|(x, y)| x.to_bits() == y.to_bits() || x.is_nan() && y.is_nan())
}

#[test]
fn nibble_bodies_match_the_scalar_model() {
    let mut rng = rand_chacha::ChaCha8Rng::seed_from_u64(7);
    for isa in isas() {
        for (nblocks, block, g) in [(1, 16, 1), (3, 64, 2), (2, 32, 1), (5, 48, 2), (0, 64, 2)] {
            for (hi, tf) in [(true, true), (false, true), (true, false), (false, false)] {
                let k = nblocks * block;
                let rows: Vec<Vec<u8>> =
                    (0..4 * g).map(|_| (0..k / 2).map(|_| rng.random()).collect()).collect();
                let x = specials(&mut rng, k);
                let table: [f32; 16] = std::array::from_fn(|i| i as f32 * 0.37 - 2.5);
                let factors = specials(&mut rng, 4 * g * nblocks);
                let start: Vec<f32> = (0..16 * g).map(|i| i as f32 * 0.5).collect();
                let mut want = start.clone();
                nibble_model(&rows, &x, &table, &factors, (nblocks, block, hi), &mut want);
                let mut got = start;
                let ptrs: Vec<*const u8> = rows.iter().map(|r| r.as_ptr()).collect();
                let f = nibble_fn(isa, g, hi, tf);
                // SAFETY: every pointer covers what the contract asks for this shape.
                unsafe {
                    f(
                        ptrs.as_ptr(),
                        x.as_ptr(),
                        table.as_ptr(),
                        factors.as_ptr(),
                        nblocks as i64,
                        block as i64,
                        got.as_mut_ptr(),
                    )
                };
                assert!(
                    same_bits(&got, &want),
                    "{isa:?} groups {g} nblocks {nblocks} block {block} hi {hi} tf {tf}:\n{got:?}\n{want:?}"
                );
            }
        }
    }
}

#[test]
fn rowscale_bodies_match_the_scalar_model() {
    let mut rng = rand_chacha::ChaCha8Rng::seed_from_u64(11);
    for isa in isas() {
        for (steps, g, normal) in
            [(0usize, 1, true), (1, 2, false), (3, 1, true), (17, 2, false), (17, 2, true)]
        {
            let k = 16 * steps;
            let rows: Vec<Vec<i8>> =
                (0..4 * g).map(|_| (0..k).map(|_| rng.random()).collect()).collect();
            let x = specials(&mut rng, k);
            // Normal scales take the top-byte loop, special ones the shifting loop.
            let scales: Vec<f32> = if normal {
                (0..4 * g).map(|_| rng.random_range(-0.1f32..0.1)).collect()
            } else {
                let mut s = specials(&mut rng, 4 * g);
                s[0] = 1e-40;
                s
            };
            assert_eq!(scales_take_the_top_byte(&scales), normal, "{scales:?}");
            let start: Vec<f32> = (0..16 * g).map(|i| 1.0 - i as f32).collect();
            let mut want = start.clone();
            for kk in 0..k {
                for (c, row) in rows.iter().enumerate() {
                    want[4 * c + kk % 4] += x[kk] * (row[kk] as f32 * scales[c]);
                }
            }
            let mut got = start;
            let ptrs: Vec<*const i8> = rows.iter().map(|r| r.as_ptr()).collect();
            // SAFETY: as above.
            unsafe {
                rowscale_fn(isa, g)(
                    ptrs.as_ptr(),
                    x.as_ptr(),
                    scales.as_ptr(),
                    steps as i64,
                    got.as_mut_ptr(),
                )
            };
            assert!(same_bits(&got, &want), "{isa:?} groups {g} steps {steps}:\n{got:?}\n{want:?}");
        }
    }
}

#[test]
fn a_forced_isa_the_cpu_lacks_resolves_to_none() {
    for (m, i) in [(Micro::Avx2, Isa::Avx2), (Micro::Avx512, Isa::Avx512)] {
        assert_eq!(m.resolve(Family::Nibble).is_some(), i.available());
        assert_eq!(m.resolve(Family::RowScale).is_some(), i.available());
    }
    assert!(!Micro::Off.enabled());
    let any = Isa::Avx2.available() || Isa::Avx512.available();
    assert_eq!(Micro::Auto.enabled(), any);
}

/// What the multi-row tile computes: per output, fused multiply-adds in k order within
/// MKL's k-blocks, each block's sum added to the output in block order.
fn rows_model(x: &[Vec<f32>], w: &[Vec<f32>], k: usize, out: &mut [f32]) {
    let (size, full) = crate::kernel::matmul::operands::block_loop(k as i64);
    let (size, full) = (size as usize, full as usize);
    let mut blocks: Vec<(usize, usize)> = (0..full).map(|b| (b * size, (b + 1) * size)).collect();
    if full * size < k {
        blocks.push((full * size, k));
    }
    for (i, row) in x.iter().enumerate() {
        for (c, col) in w.iter().enumerate() {
            for &(k0, k1) in &blocks {
                let mut acc = 0f32;
                for kk in k0..k1 {
                    acc = row[kk].mul_add(col[kk], acc);
                }
                out[16 * i + c] += acc;
            }
        }
    }
}

fn call_rows(
    isa: Isa,
    mr: usize,
    kind: u8,
    (hi, tf): (bool, bool),
    args: &RowsArgs,
    out: &mut [f32],
) {
    assert_eq!(out.len(), 16 * mr);
    // SAFETY: the callers fill `args` for the kind with mr rows and 16 columns of `args.k`.
    unsafe { rows_fn(isa, mr, kind, hi, tf)(args, out.as_mut_ptr()) };
}

fn rows_args(x: &[Vec<f32>], cols: &[*const u8], aux: [f32; 16], k: usize) -> RowsArgs {
    RowsArgs {
        a: std::array::from_fn(|i| x.get(i).map_or(std::ptr::null(), |r| r.as_ptr())),
        cols: std::array::from_fn(|c| cols[c]),
        aux,
        factors: std::ptr::null(),
        block: 0,
        k: k as i64,
    }
}

#[test]
fn rows_bodies_match_the_scalar_model() {
    let mut rng = rand_chacha::ChaCha8Rng::seed_from_u64(13);
    for isa in isas() {
        for (mr, k) in [(1, 0), (2, 1), (3, 15), (4, 16), (5, 33), (6, 192), (7, 250), (8, 401)] {
            for int8 in [false, true] {
                let x: Vec<Vec<f32>> = (0..mr).map(|_| specials(&mut rng, k)).collect();
                let q: Vec<Vec<i8>> =
                    (0..16).map(|_| (0..k).map(|_| rng.random()).collect()).collect();
                let fw: Vec<Vec<f32>> = (0..16).map(|_| specials(&mut rng, k)).collect();
                let scales = specials(&mut rng, 16);
                let w: Vec<Vec<f32>> = if int8 {
                    q.iter()
                        .zip(&scales)
                        .map(|(c, s)| c.iter().map(|v| *v as f32 * s).collect())
                        .collect()
                } else {
                    fw.clone()
                };
                let start: Vec<f32> = (0..16 * mr).map(|i| i as f32 * 0.25 - 3.0).collect();
                let mut want = start.clone();
                rows_model(&x, &w, k, &mut want);
                let mut got = start;
                let cols: Vec<*const u8> = if int8 {
                    q.iter().map(|c| c.as_ptr() as *const u8).collect()
                } else {
                    fw.iter().map(|c| c.as_ptr() as *const u8).collect()
                };
                let args = rows_args(&x, &cols, std::array::from_fn(|c| scales[c]), k);
                let kind = if int8 { RowsArgs::INT8 } else { RowsArgs::F32 };
                call_rows(isa, mr, kind, (false, false), &args, &mut got);
                assert!(
                    same_bits(&got, &want),
                    "{isa:?} rows {mr} k {k} int8 {int8}:\n{got:?}\n{want:?}"
                );
            }
        }
    }
}

#[test]
fn four_bit_rows_bodies_match_the_scalar_model() {
    let mut rng = rand_chacha::ChaCha8Rng::seed_from_u64(17);
    for isa in isas() {
        // k = 272 and 336 split into MKL halves (136, 168) that start inside a 4-bit block.
        for (mr, k, block) in [(2, 64, 64), (3, 272, 16), (8, 336, 48), (5, 1024, 64), (4, 32, 32)]
        {
            for (hi, tf) in [(true, true), (false, true), (true, false), (false, false)] {
                let x: Vec<Vec<f32>> = (0..mr).map(|_| specials(&mut rng, k)).collect();
                let bytes: Vec<Vec<u8>> =
                    (0..16).map(|_| (0..k / 2).map(|_| rng.random()).collect()).collect();
                let table: [f32; 16] = std::array::from_fn(|i| i as f32 * 0.37 - 2.5);
                let factors = specials(&mut rng, 16 * (k / block));
                let w: Vec<Vec<f32>> = (0..16)
                    .map(|c| {
                        (0..k)
                            .map(|kk| {
                                let byte = bytes[c][kk / 2];
                                let code = if (kk % 2 == 0) == hi { byte >> 4 } else { byte & 15 };
                                let (t, f) = (table[code as usize], factors[16 * (kk / block) + c]);
                                // Either order is the same product; `same_bits` does not compare NaN payloads.
                                t * f
                            })
                            .collect()
                    })
                    .collect();
                let start: Vec<f32> = (0..16 * mr).map(|i| 2.0 - i as f32).collect();
                let mut want = start.clone();
                rows_model(&x, &w, k, &mut want);
                let mut got = start;
                let cols: Vec<*const u8> = bytes.iter().map(|c| c.as_ptr()).collect();
                let mut args = rows_args(&x, &cols, table, k);
                args.factors = factors.as_ptr();
                args.block = block as i64;
                call_rows(isa, mr, RowsArgs::NIBBLE, (hi, tf), &args, &mut got);
                assert!(
                    same_bits(&got, &want),
                    "{isa:?} rows {mr} k {k} block {block} hi {hi} tf {tf}:\n{got:?}\n{want:?}"
                );
            }
        }
    }
}

#[test]
fn the_rows_family_takes_the_widest_body_or_the_cranelift_tile() {
    assert_eq!(Micro::Avx512.resolve(Family::Rows).is_some(), Isa::Avx512.available());
    assert_eq!(Micro::Avx2.resolve(Family::Rows).is_some(), Isa::Avx2.available());
    let widest = [Isa::Avx512, Isa::Avx2].into_iter().find(|i| i.available());
    assert_eq!(Micro::Auto.resolve(Family::Rows), widest);
    assert_eq!(Micro::Off.resolve(Family::Rows), None);
}
