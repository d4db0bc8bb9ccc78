//! `sin` and `cos` against torch, bit for bit, from `tests/data/sleef_trig.safetensors`
//! (`tools/sleef_trig.py sample`): the interpreter's bf16 and f16 results are eager's, and
//! its SLEEF port (`ir::special::sleef_trig`) is SLEEF's float function itself. Set
//! `QB_SLEEF_TRIG` to a file from `tools/sleef_trig.py full` to check every 16-bit input
//! value by value and half a million floats.
use half::{bf16, f16};
use quantbench::interp::ops::{self, Call};
use quantbench::interp::{self, Tensor, Value};
use quantbench::ir::{DType, special};

fn data() -> indexmap::IndexMap<String, Tensor> {
    let path = std::env::var("QB_SLEEF_TRIG").unwrap_or_else(|_| {
        concat!(env!("CARGO_MANIFEST_DIR"), "/tests/data/sleef_trig.safetensors").to_string()
    });
    interp::io::load_safetensors(std::path::Path::new(&path)).unwrap()
}

/// Equal bits, or both NaN.
fn same(a: f64, b: f64) -> bool {
    a.to_bits() == b.to_bits() || a.is_nan() && b.is_nan()
}

/// The interpreter's `aten.<op>.default` of `x`.
fn run(op: &str, x: &Tensor) -> Tensor {
    let call = Call { args: vec![Value::Tensor(x.clone())], kwargs: vec![] };
    match ops::call("aten", op, "default", &call) {
        Some(Ok(Value::Tensor(t))) => t,
        other => panic!("{op}: {other:?}"),
    }
}

/// The first few (x, ours, theirs) where `ours` and `theirs` differ, and how many do.
fn differences(xs: &[f64], ours: &[f64], theirs: &[f64]) -> (usize, Vec<(f64, f64, f64)>) {
    let bad: Vec<_> = (0..xs.len())
        .filter(|&i| !same(ours[i], theirs[i]))
        .map(|i| (xs[i], ours[i], theirs[i]))
        .collect();
    (bad.len(), bad.into_iter().take(5).collect())
}

#[test]
fn sin_cos_of_bf16_and_f16_are_eagers() {
    let d = data();
    for name in ["bf16", "f16"] {
        let x = &d[&format!("x_{name}")];
        for op in ["sin", "cos"] {
            let ours = run(op, x);
            assert_eq!(ours.dtype(), x.dtype());
            let eager = d[&format!("{op}_{name}")].to_f64_vec();
            let (n, first) = differences(&x.to_f64_vec(), &ours.to_f64_vec(), &eager);
            assert_eq!(
                n,
                0,
                "{op} of {name}: {n}/{} differ from eager; (x, ours, eager): {first:?}",
                eager.len()
            );
        }
    }
}

/// FNV-1a 64 of 16-bit patterns, little-endian, as `tools/sleef_trig.py` hashes eager's.
fn fnv1a(bits: impl Iterator<Item = u16>) -> i64 {
    let mut h: u64 = 0xcbf2_9ce4_8422_2325;
    for b in bits.flat_map(u16::to_le_bytes) {
        h = (h ^ u64::from(b)).wrapping_mul(0x100_0000_01b3);
    }
    h as i64
}

/// Every one of the 65536 bf16 and f16 inputs, through the interpreter, hashes as eager's did.
#[test]
fn sin_cos_of_every_bf16_and_f16_input_hash_as_eagers() {
    let want = data()["hash_bf16_f16"].to_i64_vec();
    let mut got = vec![];
    for dtype in [DType::BF16, DType::F16] {
        let to_f64 = |b: u16| match dtype {
            DType::BF16 => bf16::from_bits(b).to_f64(),
            _ => f16::from_bits(b).to_f64(),
        };
        // NaN as the canonical quiet NaN: its payload is nobody's business.
        let to_bits = |v: f64| match dtype {
            DType::BF16 if v.is_nan() => 0x7fc0,
            DType::BF16 => bf16::from_f64(v).to_bits(),
            _ if v.is_nan() => 0x7e00,
            _ => f16::from_f64(v).to_bits(),
        };
        let xs: Vec<f64> = (0..=u16::MAX).map(to_f64).collect();
        let x = Tensor::from_f64(dtype, vec![xs.len()], &xs).unwrap();
        for op in ["sin", "cos"] {
            got.push(fnv1a(run(op, &x).to_f64_vec().into_iter().map(to_bits)));
        }
    }
    assert_eq!(
        got, want,
        "sin/cos of every bf16 and f16 input: not eager's (bf16 sin, cos, f16 sin, cos)"
    );
}

#[test]
fn port_is_sleefs_float_function() {
    let d = data();
    let xs = d["x_f32"].to_f64_vec();
    for (op, f) in
        [("sin", special::sleef_sinf_u35 as fn(f32) -> f32), ("cos", special::sleef_cosf_u35)]
    {
        let ours: Vec<f64> = xs.iter().map(|&x| f64::from(f(x as f32))).collect();
        let sleef = d[&format!("sleef_{op}_f32")].to_f64_vec();
        let (n, first) = differences(&xs, &ours, &sleef);
        assert_eq!(
            n,
            0,
            "{op}: {n}/{} differ from Sleef_{op}f8_u35; (x, ours, SLEEF): {first:?}",
            xs.len()
        );
    }
}
