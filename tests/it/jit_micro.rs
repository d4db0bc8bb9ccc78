//! The micro-kernel paths (`kernel::micro`) against the Cranelift loops they replace and the
//! interpreter, bit for bit, for every instruction set this CPU runs (the others are named on
//! stderr: a machine without AVX-512 covers only AVX2 here, and the unit tests of
//! `kernel::micro` say the same).
use crate::graphs::{Micro, decode_graph, decode_run, decode4_graph};
use crate::jit_nibble::{SHAPES, bits, inputs as nibble_inputs};
use crate::jit_rowscale::inputs as int8_inputs;
use quantbench::kernel::micro::Isa;

fn paths() -> Vec<(Micro, Isa)> {
    let all = [(Micro::Avx2, Isa::Avx2), (Micro::Avx512, Isa::Avx512)];
    let (run, skip): (Vec<_>, Vec<_>) = all.into_iter().partition(|(_, i)| i.available());
    for (_, i) in skip {
        eprintln!("jit_micro: this CPU lacks {}; its path is not covered here", i.name());
    }
    run
}

#[test]
fn four_bit_micro_kernels_are_the_cranelift_loops_bits() {
    for (micro, isa) in paths() {
        for nf4 in [true, false] {
            for (seed, &(n, k, bs)) in SHAPES.iter().enumerate() {
                let ins = nibble_inputs(n, k, bs, nf4, seed);
                let graph = decode4_graph(n, k, bs, nf4);
                let on = decode_run(&graph, &ins, false, micro);
                let off = decode_run(&graph, &ins, false, Micro::Off);
                let table = bs % 16 == 0 || k / bs == 1 && k >= 16;
                let said = on.micro == [format!("{} 4-bit", isa.name())];
                assert_eq!(said, table, "{isa:?} nf4={nf4} n={n} k={k} block={bs}: {:?}", on.micro);
                assert!(on.notes.is_empty(), "{:?}", on.notes);
                assert!(off.micro.is_empty(), "{:?}", off.micro);
                let case = format!("{isa:?} nf4={nf4} n={n} k={k} block={bs}");
                assert_eq!(bits(&on.jit), bits(&off.jit), "{case}: against the Cranelift loop");
                assert_eq!(bits(&on.jit), bits(&on.interp), "{case}: against the interpreter");
            }
        }
    }
}

#[test]
fn int8_micro_kernels_are_the_cranelift_loops_bits_for_every_scale() {
    // Scales whose 2^-24 multiple is inexact (the Cranelift fast loop's exclusion) and special
    // values are taken by the micro-kernel too.
    let scale_sets: [Vec<f32>; 3] = [
        (0..12).map(|i| 0.003 + i as f32 * 1.7e-4).collect(),
        vec![1e-39, 3.0e-31, f32::INFINITY, 0.0, -0.5, f32::NAN, 2.0, 1.0],
        vec![0.25; 5],
    ];
    for (micro, isa) in paths() {
        for scales in &scale_sets {
            for k in [16, 100, 1024, 4100] {
                let n = scales.len();
                let ins = int8_inputs(n, k, scales);
                let on = decode_run(&decode_graph(n, k), &ins, false, micro);
                let off = decode_run(&decode_graph(n, k), &ins, false, Micro::Off);
                assert_eq!(on.micro, [format!("{} int8", isa.name())], "{isa:?} n={n} k={k}");
                assert!(off.micro.is_empty(), "{:?}", off.micro);
                let case = format!("{isa:?} n={n} k={k} scales={scales:?}");
                assert_eq!(bits(&on.jit), bits(&off.jit), "{case}: against the Cranelift loop");
                assert_eq!(bits(&on.jit), bits(&on.interp), "{case}: against the interpreter");
            }
        }
    }
}
