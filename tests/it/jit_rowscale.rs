//! The single-row template's int8 row-scale path (`f32(q) * s[n]` cut from 16-byte windows with
//! the scale pre-multiplied by 2^-24): bit for bit the interpreter's result, including scales
//! where the pre-multiplied scale is inexact and the kernel must take its generic loop; and
//! with `factor_scales`, the scale applied after the k-sum: within Inductor's fp64 rule, and
//! the graph's own order (bit for bit) wherever the factored sum overflows.
use crate::graphs::{Micro, decode_graph, decode_run};
use quantbench::interp::{self, Tensor};
use quantbench::ir::DType;

fn activations(k: usize) -> Vec<f32> {
    (0..k).map(|i| ((i * 13) % 29) as f32 / 7.0 - 2.0).collect()
}

pub(crate) fn inputs(n: usize, k: usize, scales: &[f32]) -> Vec<Tensor> {
    inputs_with(n, k, scales, activations(k))
}

fn inputs_with(n: usize, k: usize, scales: &[f32], x: Vec<f32>) -> Vec<Tensor> {
    let w: Vec<i64> = (0..n * k).map(|i| ((i * 37 + 11) % 256) as i64 - 128).collect();
    vec![
        Tensor::from_i64(DType::I8, vec![n, k], &w).unwrap(),
        Tensor::from_f32(vec![n], scales.to_vec()).unwrap(),
        Tensor::from_f32(vec![1, k], x).unwrap(),
    ]
}

/// Runs the JIT with the kernels' CLIF kept; returns the outputs' bits, the interpreter's bits
/// and the matmul kernel's CLIF.
fn run(n: usize, k: usize, scales: &[f32]) -> (Vec<u32>, Vec<u32>, String) {
    let (got, want, clif, _) = run_with(n, k, inputs(n, k, scales), false);
    (got, want, clif)
}

/// Also returns the compile notes.
fn run_with(
    n: usize,
    k: usize,
    ins: Vec<Tensor>,
    factor_scales: bool,
) -> (Vec<u32>, Vec<u32>, String, Vec<String>) {
    let r = decode_run(&decode_graph(n, k), &ins, factor_scales, Micro::Off);
    let bits =
        |t: &Tensor| -> Vec<u32> { t.to_f64_vec().iter().map(|x| (*x as f32).to_bits()).collect() };
    (bits(&r.jit), bits(&r.interp), r.clif, r.notes)
}

fn floats(bits: &[u32]) -> Vec<f32> {
    bits.iter().map(|b| f32::from_bits(*b)).collect()
}

#[test]
fn factored_scales_say_so_and_pass_inductors_fp64_rule() {
    let (n, k) = (12, 4096);
    let scales: Vec<f32> = (0..n).map(|i| 0.003 + i as f32 * 1.7e-4).collect();
    let ins = inputs(n, k, &scales);
    let (got, want, _, notes) = run_with(n, k, ins.clone(), true);
    assert!(
        notes.iter().any(|m| m.contains("after the k-sum")),
        "no note for the factored kernel: {notes:?}"
    );
    let doc = quantbench::import::fx::parse_fx(&decode_graph(n, k), "test").unwrap();
    let graph = doc.stages[0].graph().unwrap();
    let wide = interp::run_graph_fp64(graph, &ins).unwrap();
    let got_t = Tensor::from_f32(vec![1, n], floats(&got)).unwrap();
    let want_t = Tensor::from_f32(vec![1, n], floats(&want)).unwrap();
    let rule = interp::fp64_rule(&got_t, &want_t, &wide[0]).unwrap();
    assert!(rule.passed, "{rule:?}");
    // And nothing worse than one f32 rounding per term: within 1e-5 of the output's scale.
    let scale = want_t.to_f64_vec().iter().fold(0.0f64, |m, x| m.max(x.abs()));
    for (g, w) in floats(&got).iter().zip(floats(&want)) {
        assert!(((g - w) as f64).abs() <= 1e-5 * scale, "{g} vs {w}");
    }
}

#[test]
fn factored_lanes_that_overflow_or_meet_inf_are_recomputed_in_the_graphs_order() {
    // q · 2^24 · x overflows f32 for x = 1e35 while q · s · x (s = 1e-30) is about 1e7; an inf
    // and a NaN activation make the lanes non-finite the ordinary way.
    let (n, k) = (8, 64);
    let scales = vec![1e-30f32; n];
    for special in [1e35f32, f32::INFINITY, f32::NAN] {
        let mut x = activations(k);
        x[5] = special;
        let (got, want, _, notes) = run_with(n, k, inputs_with(n, k, &scales, x), true);
        assert!(notes.iter().any(|m| m.contains("after the k-sum")));
        for (i, (g, w)) in floats(&got).iter().zip(floats(&want)).enumerate() {
            assert!(
                g.to_bits() == w.to_bits() || (g.is_nan() && w.is_nan()),
                "x[5] = {special}: column {i}: JIT {g:e}, interpreter {w:e}"
            );
        }
    }
}

#[test]
fn row_scale_path_is_taken_and_matches_the_interpreter_bit_for_bit() {
    let (n, k) = (12, 100);
    let scales: Vec<f32> = (0..n).map(|i| 0.003 + i as f32 * 1.7e-4).collect();
    let (got, want, clif) = run(n, k, &scales);
    if cfg!(target_arch = "x86_64") {
        assert!(clif.contains("x86_pshufb"), "the row-scale path was not compiled:\n{clif}");
    }
    assert_eq!(got, want);
}

#[test]
fn scales_whose_scaled_copy_is_inexact_take_the_generic_loop_and_still_match() {
    // 2^-24 · s is subnormal for these, so (q · 2^24) · (s · 2^-24) would round differently
    // from the dequantized weight; NaN, infinities, zero and negative scales ride along.
    let (n, k) = (12, 64);
    let scales = [
        1.234_567e-35,
        0.01,
        -3.3e-36,
        f32::NAN,
        0.02,
        0.0,
        f32::INFINITY,
        -0.015,
        f32::NEG_INFINITY,
        7.0e-33,
        -0.0,
        1.0e30,
    ];
    let (got, want, _) = run(n, k, &scales);
    assert_eq!(got.len(), want.len());
    for (i, (g, w)) in got.iter().zip(&want).enumerate() {
        let (g, w) = (f32::from_bits(*g), f32::from_bits(*w));
        assert!(
            g.to_bits() == w.to_bits() || (g.is_nan() && w.is_nan()),
            "column {i}: JIT {g:e}, interpreter {w:e}"
        );
    }
}

/// Random decode shapes (k from 16, so the unrolled row-scale loop runs, with a tail of any
/// length), random weights, scales and activations: exact mode equals the interpreter bit for
/// bit, and factored mode passes Inductor's fp64 rule.
#[test]
fn random_decodes_exact_bitwise_and_factored_by_the_fp64_rule() {
    let mut state = 0x9e37_79b9_7f4a_7c15u64;
    let mut next = move || {
        state ^= state << 13;
        state ^= state >> 7;
        state ^= state << 17;
        state
    };
    for case in 0..120 {
        let n = 1 + (next() % 13) as usize;
        let k = 16 + (next() % 300) as usize;
        let unit = |r: u64| (r % 1_000_000) as f32 / 1_000_000.0;
        let scales: Vec<f32> = (0..n)
            .map(|_| (1e-3 + 9e-3 * unit(next())) * if next() % 2 == 0 { 1.0 } else { -1.0 })
            .collect();
        let x: Vec<f32> = (0..k).map(|_| 4.0 * unit(next()) - 2.0).collect();
        let w: Vec<i64> = (0..n * k).map(|_| (next() % 256) as i64 - 128).collect();
        let ins = vec![
            Tensor::from_i64(DType::I8, vec![n, k], &w).unwrap(),
            Tensor::from_f32(vec![n], scales).unwrap(),
            Tensor::from_f32(vec![1, k], x).unwrap(),
        ];
        let (got, want, _, _) = run_with(n, k, ins.clone(), false);
        assert_eq!(got, want, "case {case}: n {n}, k {k}, exact mode");
        let (got, want, _, notes) = run_with(n, k, ins.clone(), true);
        assert!(notes.iter().all(|m| m.contains("after the k-sum")), "case {case}: {notes:?}");
        let doc = quantbench::import::fx::parse_fx(&decode_graph(n, k), "test").unwrap();
        let wide = interp::run_graph_fp64(doc.stages[0].graph().unwrap(), &ins).unwrap();
        let t = |b: &[u32]| Tensor::from_f32(vec![1, n], floats(b)).unwrap();
        let rule = interp::fp64_rule(&t(&got), &t(&want), &wide[0]).unwrap();
        assert!(rule.passed, "case {case}: n {n}, k {k}: {rule:?}");
    }
}
