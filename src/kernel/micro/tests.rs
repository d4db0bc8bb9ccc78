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
    (nblocks, block, hi, tf): (usize, usize, bool, bool),
    acc: &mut [f32; 16],
) {
    for k in 0..nblocks * block {
        for (c, row) in rows.iter().enumerate() {
            let byte = row[k / 2];
            let code = if (k % 2 == 0) == hi { byte >> 4 } else { byte & 15 };
            let (t, f) = (table[code as usize], factors[4 * (k / block) + c]);
            let w = if tf { t * f } else { f * t };
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
        for (nblocks, block) in [(1, 16), (3, 64), (2, 32), (5, 48), (0, 64)] {
            for (hi, tf) in [(true, true), (false, true), (true, false), (false, false)] {
                let k = nblocks * block;
                let rows: Vec<Vec<u8>> =
                    (0..4).map(|_| (0..k / 2).map(|_| rng.random()).collect()).collect();
                let x = specials(&mut rng, k);
                let table: [f32; 16] = std::array::from_fn(|i| i as f32 * 0.37 - 2.5);
                let factors = specials(&mut rng, 4 * nblocks);
                let start: [f32; 16] = std::array::from_fn(|i| i as f32 * 0.5);
                let mut want = start;
                nibble_model(&rows, &x, &table, &factors, (nblocks, block, hi, tf), &mut want);
                let mut got = start;
                let ptrs: Vec<*const u8> = rows.iter().map(|r| r.as_ptr()).collect();
                let f = nibble_fn(isa, hi, tf);
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
                    "{isa:?} nblocks {nblocks} block {block} hi {hi} tf {tf}:\n{got:?}\n{want:?}"
                );
            }
        }
    }
}

#[test]
fn rowscale_bodies_match_the_scalar_model() {
    let mut rng = rand_chacha::ChaCha8Rng::seed_from_u64(11);
    for isa in isas() {
        for steps in [0usize, 1, 3, 17] {
            let k = 16 * steps;
            let rows: Vec<Vec<i8>> =
                (0..4).map(|_| (0..k).map(|_| rng.random()).collect()).collect();
            let x = specials(&mut rng, k);
            let scales = specials(&mut rng, 4);
            let start: [f32; 16] = std::array::from_fn(|i| 1.0 - i as f32);
            let mut want = start;
            for kk in 0..k {
                for (c, row) in rows.iter().enumerate() {
                    want[4 * c + kk % 4] += x[kk] * (row[kk] as f32 * scales[c]);
                }
            }
            let mut got = start;
            let ptrs: Vec<*const i8> = rows.iter().map(|r| r.as_ptr()).collect();
            // SAFETY: as above.
            unsafe {
                rowscale_fn(isa)(
                    ptrs.as_ptr(),
                    x.as_ptr(),
                    scales.as_ptr(),
                    steps as i64,
                    got.as_mut_ptr(),
                )
            };
            assert!(same_bits(&got, &want), "{isa:?} steps {steps}:\n{got:?}\n{want:?}");
        }
    }
}

#[test]
fn a_forced_isa_the_cpu_lacks_resolves_to_none() {
    for (m, i) in [(Micro::Avx2, Isa::Avx2), (Micro::Avx512, Isa::Avx512)] {
        assert_eq!(m.resolve().is_some(), i.available());
    }
    assert_eq!(Micro::Off.resolve(), None);
}
