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

/// `x[m, k] @ w[n, k].T` (+ `bias[n]` with `addmm`), a linear layer as post-grad FX has it.
fn linear_fx(m: usize, n: usize, k: usize, bias: bool) -> String {
    let (params, call) = if bias {
        (
            format!(r#"arg0_1: "f32[{n}, {k}]", arg1_1: "f32[{m}, {k}]", arg2_1: "f32[{n}]""#),
            "torch.ops.aten.addmm.default(arg2_1, arg1_1, permute)",
        )
    } else {
        (
            format!(r#"arg0_1: "f32[{n}, {k}]", arg1_1: "f32[{m}, {k}]""#),
            "torch.ops.aten.mm.default(arg1_1, permute)",
        )
    };
    format!(
        r#"class <lambda>(torch.nn.Module):
    def forward(self, {params}):
        permute: "f32[{k}, {n}]" = torch.ops.aten.permute.default(arg0_1, [1, 0])
        mm: "f32[{m}, {n}]" = {call}
        return (mm,)
"#
    )
}

fn f32_tensor(shape: Vec<usize>, seed: usize) -> quantbench::interp::Tensor {
    let len = shape.iter().product::<usize>();
    let v = (0..len).map(|i| ((i * 7919 + seed * 104_729) % 2003) as f32 / 1001.0 - 1.0).collect();
    quantbench::interp::Tensor::from_f32(shape, v).unwrap()
}

#[test]
fn the_multi_row_micro_kernel_is_the_cranelift_tiles_bits() {
    // Full and short column tiles, one and several k-blocks with a short last one, row
    // tiles of 8 and the rows left over, with and without a bias.
    for (m, n, k, bias) in [
        (2, 16, 16, false),
        (3, 5, 7, true),
        (7, 40, 200, true),
        (16, 17, 401, false),
        (21, 33, 64, true),
    ] {
        let mut ins = vec![f32_tensor(vec![n, k], 1), f32_tensor(vec![m, k], 2)];
        if bias {
            ins.push(f32_tensor(vec![n], 3));
        }
        let text = linear_fx(m, n, k, bias);
        let off = decode_run(&text, &ins, false, Micro::Off);
        assert!(off.micro.is_empty(), "{:?}", off.micro);
        for (micro, isa) in paths() {
            let on = decode_run(&text, &ins, false, micro);
            let case = format!("{isa:?} m={m} n={n} k={k} bias={bias}");
            assert_eq!(on.micro, [format!("{} rows f32", isa.name())], "{case}");
            assert_eq!(bits(&on.jit), bits(&off.jit), "{case}: against the Cranelift tile");
            assert_eq!(bits(&on.jit), bits(&on.interp), "{case}: against the interpreter");
        }
    }
    // The int8 row-scale prologue fused into tiles of up to eight rows (one pass: always fused).
    let scales: Vec<f32> = (0..24).map(|i| 0.003 + i as f32 * 1.7e-4).collect();
    for (m, n, k) in [(2, 24, 100), (5, 9, 1024), (8, 24, 33)] {
        let x = f32_tensor(vec![m, k], 4);
        let mut ins = int8_inputs(n, k, &scales[..n]);
        ins[2] = x;
        let text = decode_graph(n, k).replace(&format!("[1, {k}]"), &format!("[{m}, {k}]"));
        let text = text.replace(&format!("[1, {n}]"), &format!("[{m}, {n}]"));
        let off = decode_run(&text, &ins, false, Micro::Off);
        for (micro, isa) in paths() {
            let on = decode_run(&text, &ins, false, micro);
            let case = format!("{isa:?} int8 m={m} n={n} k={k}");
            assert_eq!(on.micro, [format!("{} rows int8", isa.name())], "{case}");
            assert_eq!(bits(&on.jit), bits(&off.jit), "{case}: against the Cranelift tile");
            assert_eq!(bits(&on.jit), bits(&on.interp), "{case}: against the interpreter");
        }
    }
}

#[test]
fn four_bit_prologues_in_row_tiles_are_the_cranelift_tiles_bits() {
    // Whole blocks of a multiple of 16 take the call; a block of 102 or 200 (no multiple of
    // 16) leaves the tile widened for it to the Cranelift tiles side by side, with their bits.
    for nf4 in [true, false] {
        for (seed, &(n, k, bs)) in SHAPES.iter().enumerate() {
            for m in [3, 8] {
                let mut ins = nibble_inputs(n, k, bs, nf4, seed);
                let last = ins.len() - 1;
                ins[last] = f32_tensor(vec![m, k], seed);
                let text = decode4_graph(n, k, bs, nf4)
                    .replace(&format!("[1, {k}]"), &format!("[{m}, {k}]"))
                    .replace(&format!("[1, {n}]"), &format!("[{m}, {n}]"));
                let off = decode_run(&text, &ins, false, Micro::Off);
                for (micro, isa) in paths() {
                    let on = decode_run(&text, &ins, false, micro);
                    let case = format!("{isa:?} nf4={nf4} m={m} n={n} k={k} block={bs}");
                    let call = bs % 16 == 0 && k % bs == 0;
                    let want =
                        if call { vec![format!("{} rows 4-bit", isa.name())] } else { vec![] };
                    assert_eq!(on.micro, want, "{case}");
                    assert_eq!(bits(&on.jit), bits(&off.jit), "{case}: against the Cranelift tile");
                    assert_eq!(bits(&on.jit), bits(&on.interp), "{case}: against the interpreter");
                }
            }
        }
    }
}
