//! The Cranelift kernels on hand-written loop bodies, checked against plain Rust loops:
//! every storage dtype, vector loops with scalar tails, reductions, indirect loads, the matmul
//! template with dequant prologues and epilogues, threading, and bounds safety.
use quantbench::ir::loop_body::{LoopBody, LoopOp, LoopOpKind, Subblock};
use quantbench::ir::sym::SymAst;
use quantbench::ir::{DType, SymExpr, SymInt, float8};
use quantbench::kernel::runtime::{Program, StepSpec};
use quantbench::kernel::{
    BOperand, BodyUnit, BufDecl, CodegenOptions, KernelError, KernelSpec, LoopKernel, MatmulKernel,
    Strided,
};

#[derive(Default)]
struct Body {
    ops: Vec<LoopOp>,
    indexes: Vec<(String, SymExpr)>,
    subblocks: Vec<Subblock>,
}

impl Body {
    fn push(&mut self, name: &str, kind: LoopOpKind) -> usize {
        self.ops.push(LoopOp { name: format!("{name}_{}", self.ops.len()), kind });
        self.ops.len() - 1
    }
    fn idx(&mut self, e: &str) -> usize {
        let n = format!("index{}", self.indexes.len());
        self.indexes.push((n.clone(), SymExpr::parse(e).unwrap()));
        self.push("get_index", LoopOpKind::GetIndex { index: n })
    }
    fn load(&mut self, buf: &str, e: &str) -> usize {
        let index = self.idx(e);
        self.push("load", LoopOpKind::Load { buf: buf.into(), index })
    }
    fn c(&mut self, v: &str, dtype: DType) -> usize {
        self.push("constant", LoopOpKind::Constant { value: v.into(), dtype })
    }
    fn call(&mut self, op: &str, args: &[usize]) -> usize {
        self.push(op, LoopOpKind::Call { op: op.into(), args: args.to_vec() })
    }
    fn to(&mut self, x: usize, dtype: DType) -> usize {
        self.push("to_dtype", LoopOpKind::ToDtype { x, dtype, src_dtype: None })
    }
    fn store(&mut self, buf: &str, e: &str, value: usize) {
        let index = self.idx(e);
        self.push("store", LoopOpKind::Store { buf: buf.into(), index, value, mode: None });
    }
    fn unit(self, name: &str, vars: &[(&str, i64)], n_reduction: usize) -> BodyUnit {
        BodyUnit {
            name: name.into(),
            body: LoopBody {
                var_ranges: vars.iter().map(|(n, r)| (n.to_string(), SymInt::Const(*r))).collect(),
                indexes: self.indexes,
                ops: self.ops,
                subblocks: self.subblocks,
            },
            ranges: vars.iter().map(|(_, r)| SymAst::Int(*r)).collect(),
            n_reduction,
            low_precision: None,
        }
    }
}

fn strided(buf: &str, strides: &[i64]) -> Strided {
    Strided {
        buf: buf.into(),
        offset: SymAst::Int(0),
        strides: strides.iter().map(|s| SymAst::Int(*s)).collect(),
    }
}

fn decl(name: &str, dtype: DType, numel: i64) -> BufDecl {
    BufDecl { name: name.into(), dtype, numel: SymAst::Int(numel) }
}

fn f32s(v: &[f32]) -> Vec<u8> {
    v.iter().flat_map(|x| x.to_le_bytes()).collect()
}

fn read_f32(p: &Program, name: &str) -> Vec<f32> {
    p.buffers
        .bytes(name)
        .unwrap()
        .chunks_exact(4)
        .map(|c| f32::from_le_bytes([c[0], c[1], c[2], c[3]]))
        .collect()
}

fn run(
    specs: Vec<KernelSpec>,
    decls: Vec<BufDecl>,
    inputs: &[(&str, Vec<u8>)],
    threads: usize,
    simd: bool,
) -> Program {
    let pinned: Vec<String> = decls.iter().map(|d| d.name.clone()).collect();
    let steps = specs.into_iter().map(|spec| StepSpec::Jit { spec, fx_nodes: vec![] }).collect();
    let mut p = Program::new(
        steps,
        decls,
        &pinned,
        threads,
        CodegenOptions { check_bounds: false, simd, ..CodegenOptions::default() },
    )
    .unwrap();
    for (n, b) in inputs {
        p.buffers.bytes_mut(n).unwrap().copy_from_slice(b);
    }
    p.run_all().unwrap();
    p
}

fn lcg(seed: &mut u64) -> f32 {
    *seed = seed.wrapping_mul(6364136223846793005).wrapping_add(1442695040888963407);
    ((*seed >> 33) as f32 / (1u64 << 31) as f32) * 2.0 - 1.0
}

fn rand(n: usize, seed: u64) -> Vec<f32> {
    let mut s = seed;
    (0..n).map(|_| lcg(&mut s) * 3.0).collect()
}

fn close(a: &[f32], b: &[f32], rtol: f32, atol: f32) {
    assert_eq!(a.len(), b.len());
    for (i, (x, y)) in a.iter().zip(b).enumerate() {
        assert!(
            (x - y).abs() <= atol + rtol * y.abs() || (x.is_nan() && y.is_nan()),
            "element {i}: {x} vs {y}"
        );
    }
}

#[test]
fn pointwise_sigmoid_chain_with_tail_and_threads() {
    let n = 100_003usize;
    let mut b = Body::default();
    let (x, y, z) = (b.load("a", "p0"), b.load("b", "p0"), b.load("c", "p0"));
    let m = b.call("mul", &[x, y]);
    let s = b.call("add", &[m, z]);
    let g = b.call("sigmoid", &[s]);
    let o = b.call("mul", &[g, x]);
    b.store("out", "p0", o);
    let k = KernelSpec::Loops(LoopKernel {
        name: "k".into(),
        units: vec![b.unit("op0", &[("p0", n as i64)], 0)],
    });
    let (a, bb, c) = (rand(n, 1), rand(n, 2), rand(n, 3));
    let want: Vec<f32> =
        (0..n).map(|i| a[i] * (1.0 / (1.0 + (-(a[i] * bb[i] + c[i])).exp()))).collect();
    for (threads, simd) in [(1, true), (2, true), (1, false)] {
        let decls = vec![
            decl("a", DType::F32, n as i64),
            decl("b", DType::F32, n as i64),
            decl("c", DType::F32, n as i64),
            decl("out", DType::F32, n as i64),
        ];
        let p = run(
            vec![k.clone()],
            decls,
            &[("a", f32s(&a)), ("b", f32s(&bb)), ("c", f32s(&c))],
            threads,
            simd,
        );
        close(&read_f32(&p, "out"), &want, 2e-6, 1e-6);
    }
}

#[test]
fn int8_rowwise_dequant_2d() {
    let (r, k) = (37i64, 67i64);
    let mut b = Body::default();
    let w = b.load("w", &format!("{k}*p0 + p1"));
    let wf = b.to(w, DType::F32);
    let s = b.load("s", "p0");
    let m = b.call("mul", &[wf, s]);
    b.store("out", &format!("{k}*p0 + p1"), m);
    let spec = KernelSpec::Loops(LoopKernel {
        name: "deq".into(),
        units: vec![b.unit("op0", &[("p0", r), ("p1", k)], 0)],
    });
    let wq: Vec<i8> = (0..r * k).map(|i| ((i * 37 % 255) - 127) as i8).collect();
    let sc = rand(r as usize, 5);
    let decls =
        vec![decl("w", DType::I8, r * k), decl("s", DType::F32, r), decl("out", DType::F32, r * k)];
    let p = run(
        vec![spec],
        decls,
        &[("w", wq.iter().map(|x| *x as u8).collect()), ("s", f32s(&sc))],
        2,
        true,
    );
    let want: Vec<f32> = (0..(r * k) as usize).map(|i| wq[i] as f32 * sc[i / k as usize]).collect();
    assert_eq!(read_f32(&p, "out"), want);
}

#[test]
fn row_sum_and_max_reductions() {
    let (r, k) = (5i64, 1027i64);
    let mk = |rt: &str| {
        let mut b = Body::default();
        let x = b.load("x", &format!("{k}*p0 + p1"));
        let sq = b.call("mul", &[x, x]);
        let red = b.push(
            "reduction",
            LoopOpKind::Reduction {
                dtype: DType::F32,
                src_dtype: DType::F32,
                reduction_type: rt.into(),
                x: sq,
                index: None,
            },
        );
        let index = b.idx("p0");
        b.push(
            "store_reduction",
            LoopOpKind::StoreReduction { buf: "out".into(), index, value: red },
        );
        b.unit("op0", &[("p0", r), ("p1", k)], 1)
    };
    let x = rand((r * k) as usize, 9);
    for (rt, simd) in [("sum", true), ("max", true), ("sum", false)] {
        let spec = KernelSpec::Loops(LoopKernel { name: "red".into(), units: vec![mk(rt)] });
        let decls = vec![decl("x", DType::F32, r * k), decl("out", DType::F32, r)];
        let p = run(vec![spec], decls, &[("x", f32s(&x))], 2, simd);
        let want: Vec<f32> = (0..r as usize)
            .map(|i| {
                let row = x[i * k as usize..(i + 1) * k as usize].iter().map(|v| v * v);
                if rt == "sum" {
                    row.map(|v| v as f64).sum::<f64>() as f32
                } else {
                    row.fold(f32::MIN, f32::max)
                }
            })
            .collect();
        close(&read_f32(&p, "out"), &want, 1e-5, 1e-5);
    }
}

/// nf4: two 4-bit codes per byte (high nibble first), looked up in a 16-entry table.
fn nf4_body(k: i64) -> Body {
    let mut b = Body::default();
    let byte = b.load("packed", &format!("{}*p0 + (p1//2)", k / 2));
    let pos = b.idx("p1");
    let pe = b.push("index_expr", LoopOpKind::IndexExpr { index: pos, dtype: DType::I64 });
    let two = b.c("2", DType::I64);
    let parity = b.call("mod", &[pe, two]);
    let zero = b.c("0", DType::I64);
    let even = b.call("eq", &[parity, zero]);
    let four = b.c("4", DType::U8);
    let hi = b.call("bitwise_right_shift", &[byte, four]);
    let m = b.c("15", DType::U8);
    let lo = b.call("bitwise_and", &[byte, m]);
    let code = b.call("where", &[even, hi, lo]);
    let code = b.to(code, DType::I64);
    b.push("set_indirect0", LoopOpKind::SetIndirect { slot: 0, x: code, wrap: None });
    let t = b.load("table", "indirect0");
    let s = b.load("absmax", &format!("{}*p0 + (p1//64)", k / 64));
    let v = b.call("mul", &[t, s]);
    b.store("w", &format!("{k}*p0 + p1"), v);
    b
}

fn nf4_reference(packed: &[u8], table: &[f32], absmax: &[f32], k: usize) -> Vec<f32> {
    (0..packed.len() * 2)
        .map(|i| {
            let (r, c) = (i / k, i % k);
            let byte = packed[r * k / 2 + c / 2];
            let code = if c % 2 == 0 { byte >> 4 } else { byte & 15 };
            table[code as usize] * absmax[r * k / 64 + c / 64]
        })
        .collect()
}

#[test]
fn nf4_unpack_and_table_lookup() {
    let (r, k) = (6i64, 256i64);
    let spec = KernelSpec::Loops(LoopKernel {
        name: "nf4".into(),
        units: vec![nf4_body(k).unit("op0", &[("p0", r), ("p1", k)], 0)],
    });
    let packed: Vec<u8> = (0..r * k / 2).map(|i| (i * 97 % 256) as u8).collect();
    let table = rand(16, 11);
    let absmax = rand((r * k / 64) as usize, 12);
    let decls = vec![
        decl("packed", DType::U8, r * k / 2),
        decl("table", DType::F32, 16),
        decl("absmax", DType::F32, r * k / 64),
        decl("w", DType::F32, r * k),
    ];
    for simd in [true, false] {
        let p = run(
            vec![spec.clone()],
            decls.clone(),
            &[("packed", packed.clone()), ("table", f32s(&table)), ("absmax", f32s(&absmax))],
            1,
            simd,
        );
        assert_eq!(read_f32(&p, "w"), nf4_reference(&packed, &table, &absmax, k as usize));
    }
}

#[test]
fn narrow_float_storage_round_trips() {
    let n = 77i64;
    let x = rand(n as usize, 21);
    for dt in [DType::BF16, DType::F16, DType::F8E4M3FN, DType::F8E5M2] {
        // f32 → dt (store rounds) → f32 (load widens)
        let mut b = Body::default();
        let v = b.load("x", "p0");
        b.store("mid", "p0", v);
        let u1 = b.unit("op0", &[("p0", n)], 0);
        let mut b = Body::default();
        let v = b.load("mid", "p0");
        b.store("out", "p0", v);
        let u2 = b.unit("op1", &[("p0", n)], 0);
        let specs = vec![
            KernelSpec::Loops(LoopKernel { name: "a".into(), units: vec![u1] }),
            KernelSpec::Loops(LoopKernel { name: "b".into(), units: vec![u2] }),
        ];
        let decls = vec![decl("x", DType::F32, n), decl("mid", dt, n), decl("out", DType::F32, n)];
        let p = run(specs, decls, &[("x", f32s(&x))], 1, true);
        let want: Vec<f32> = x
            .iter()
            .map(|v| match dt {
                DType::BF16 => half::bf16::from_f32(*v).to_f32(),
                DType::F16 => half::f16::from_f32(*v).to_f32(),
                // The spec is checked against PyTorch's own values in tests/it/float8.rs.
                DType::F8E4M3FN => float8::e4m3fn_to_f32(float8::f32_to_e4m3fn(*v)),
                _ => float8::e5m2_to_f32(float8::f32_to_e5m2(*v)),
            })
            .collect();
        assert_eq!(read_f32(&p, "out"), want, "{dt}");
    }
}

#[test]
fn integer_wraparound_and_comparisons() {
    let n = 41i64;
    let mut b = Body::default();
    let x = b.load("x", "p0");
    let c = b.c("100", DType::U8);
    let s = b.call("add", &[x, c]); // u8 wraps
    let t = b.c("128", DType::U8);
    let big = b.call("ge", &[s, t]);
    let s64 = b.to(s, DType::I64);
    let neg = b.call("neg", &[s64]);
    let r = b.call("where", &[big, s64, neg]);
    b.store("out", "p0", r);
    let spec = KernelSpec::Loops(LoopKernel {
        name: "i".into(),
        units: vec![b.unit("op0", &[("p0", n)], 0)],
    });
    let xs: Vec<u8> = (0..n).map(|i| (i * 13 % 256) as u8).collect();
    let decls = vec![decl("x", DType::U8, n), decl("out", DType::I64, n)];
    let p = run(vec![spec], decls, &[("x", xs.clone())], 1, true);
    let got: Vec<i64> = p
        .buffers
        .bytes("out")
        .unwrap()
        .chunks_exact(8)
        .map(|c| i64::from_le_bytes(c.try_into().unwrap()))
        .collect();
    let want: Vec<i64> = xs
        .iter()
        .map(|x| {
            let s = x.wrapping_add(100) as i64;
            if s >= 128 { s } else { -s }
        })
        .collect();
    assert_eq!(got, want);
}

fn matmul_case(m: i64, n: i64, k: i64, prologue: bool, epilogue: bool, threads: usize) {
    let a = rand((m * k) as usize, 31);
    let wq: Vec<i8> = (0..n * k).map(|i| ((i * 53 % 255) - 127) as i8).collect();
    let sc: Vec<f32> = rand(n as usize, 32).iter().map(|v| v.abs() * 0.01 + 0.001).collect();
    let bias = rand(n as usize, 33);
    let wf: Vec<f32> = (0..(n * k) as usize).map(|i| wq[i] as f32 * sc[i / k as usize]).collect();
    let mut decls = vec![
        decl("x", DType::F32, m * k),
        decl("wq", DType::I8, n * k),
        decl("s", DType::F32, n),
        decl("bias", DType::F32, n),
        decl("mm", DType::F32, m * n),
        decl("act", DType::F32, m * n),
    ];
    let mut inputs = vec![
        ("x", f32s(&a)),
        ("wq", wq.iter().map(|v| *v as u8).collect()),
        ("s", f32s(&sc)),
        ("bias", f32s(&bias)),
    ];
    let view = strided("deq", &[0, 1, k]);
    let b = if prologue {
        let mut b = Body::default();
        let w = b.load("wq", &format!("{k}*p0 + p1"));
        let wf = b.to(w, DType::F32);
        let s = b.load("s", "p0");
        let v = b.call("mul", &[wf, s]);
        b.store("deq", &format!("{k}*p0 + p1"), v);
        BOperand::Prologue { unit: b.unit("op0", &[("p0", n), ("p1", k)], 0), view }
    } else {
        decls.push(decl("deq", DType::F32, n * k));
        inputs.push(("deq", f32s(&wf)));
        BOperand::Strided(view)
    };
    let epi = if epilogue {
        let mut e = Body::default();
        let v = e.load("mm", &format!("{n}*p0 + p1"));
        let r = e.call("relu", &[v]);
        e.store("act", &format!("{n}*p0 + p1"), r);
        vec![e.unit("op2", &[("p0", m), ("p1", n)], 0)]
    } else {
        vec![]
    };
    let spec = KernelSpec::Matmul(MatmulKernel {
        name: "mm".into(),
        batch: 1,
        m: SymAst::Int(m),
        n: SymAst::Int(n),
        k: SymAst::Int(k),
        a: strided("x", &[0, k, 1]),
        b,
        bias: Some(strided("bias", &[0, 1])),
        out: strided("mm", &[0, n, 1]),
        epilogue: epi,
    });
    let p = run(vec![spec], decls, &inputs, threads, true);
    let want: Vec<f32> = (0..(m * n) as usize)
        .map(|i| {
            let (r, c) = (i / n as usize, i % n as usize);
            bias[c]
                + (0..k as usize)
                    .map(|j| (a[r * k as usize + j] as f64 * wf[c * k as usize + j] as f64) as f32)
                    .sum::<f32>()
        })
        .collect();
    close(&read_f32(&p, "mm"), &want, 1e-4, 1e-4);
    if epilogue {
        let want: Vec<f32> = want.iter().map(|v| v.max(0.0)).collect();
        close(&read_f32(&p, "act"), &want, 1e-4, 1e-4);
    }
}

#[test]
fn matmul_template_with_prologue_and_epilogue() {
    matmul_case(1, 48, 64, true, true, 2);
    matmul_case(1, 7, 13, true, false, 1);
    matmul_case(8, 33, 70, true, true, 2);
    matmul_case(4, 10, 37, false, true, 1);
    matmul_case(3, 5, 4, false, false, 2);
    matmul_case(11, 9, 19, true, true, 2);
}

#[test]
fn out_of_bounds_access_is_refused_at_compile_time() {
    let mut b = Body::default();
    let x = b.load("x", "p0 + 1");
    b.store("out", "p0", x);
    let spec = KernelSpec::Loops(LoopKernel {
        name: "oob".into(),
        units: vec![b.unit("op0", &[("p0", 8)], 0)],
    });
    let decls = vec![decl("x", DType::F32, 8), decl("out", DType::F32, 8)];
    let steps = vec![StepSpec::Jit { spec, fx_nodes: vec![] }];
    let e = Program::new(steps, decls, &[], 1, CodegenOptions::default()).err().unwrap();
    assert!(matches!(e, KernelError::OutOfBounds { ref buf, hi: 8, .. } if buf == "x"), "{e}");
}

#[test]
fn indirect_out_of_range_is_caught_at_run_time() {
    let mut b = Body::default();
    let i = b.load("idx", "p0");
    b.push("set_indirect0", LoopOpKind::SetIndirect { slot: 0, x: i, wrap: None });
    let t = b.load("table", "indirect0");
    b.store("out", "p0", t);
    let spec = KernelSpec::Loops(LoopKernel {
        name: "gather".into(),
        units: vec![b.unit("op0", &[("p0", 4)], 0)],
    });
    let decls =
        vec![decl("idx", DType::I64, 4), decl("table", DType::F32, 16), decl("out", DType::F32, 4)];
    let steps = vec![StepSpec::Jit { spec, fx_nodes: vec![] }];
    let mut p = Program::new(steps, decls, &[], 1, CodegenOptions::default()).unwrap();
    let idx: Vec<u8> = [3i64, 15, 16, 0].iter().flat_map(|v| v.to_le_bytes()).collect();
    p.buffers.bytes_mut("idx").unwrap().copy_from_slice(&idx);
    let e = p.run_all().err().unwrap();
    assert!(matches!(e, KernelError::RuntimeBounds { ref buf, .. } if buf == "table"), "{e}");
}

/// Distance in units in the last place between two finite floats of the same sign (bit
/// patterns of same-signed floats are ordered like the values, subnormals included).
fn ulps(a: f32, b: f32) -> u32 {
    if a == b || (a.is_nan() && b.is_nan()) {
        return 0;
    }
    if a.is_sign_negative() != b.is_sign_negative() || !a.is_finite() || !b.is_finite() {
        return u32::MAX;
    }
    a.to_bits().abs_diff(b.to_bits())
}

/// `op(x)` for every x, one pointwise kernel on one thread.
fn unary_over(op: &str, xs: &[f32], simd: bool) -> Vec<f32> {
    let n = xs.len() as i64;
    let mut b = Body::default();
    let x = b.load("x", "p0");
    let y = b.call(op, &[x]);
    b.store("out", "p0", y);
    let k = KernelSpec::Loops(LoopKernel {
        name: "k".into(),
        units: vec![b.unit("op0", &[("p0", n)], 0)],
    });
    let p = run(
        vec![k],
        vec![decl("x", DType::F32, n), decl("out", DType::F32, n)],
        &[("x", f32s(xs))],
        1,
        simd,
    );
    read_f32(&p, "out")
}

#[test]
fn exp_matches_libm_over_the_whole_f32_range() {
    // A dense sweep, the overflow edge (88.3..88.72 used to give inf), the subnormal results
    // below -87.34, and the special values.
    let mut xs: Vec<f32> = (0..40_000).map(|i| -110.0 + 200.0 * i as f32 / 40_000.0).collect();
    xs.extend((0..4_000).map(|i| 88.3 + 0.43 * i as f32 / 4_000.0));
    xs.extend((0..4_000).map(|i| -87.0 - 17.5 * i as f32 / 4_000.0));
    xs.extend([
        88.722_83,
        88.722_84,
        88.73,
        89.5,
        1e10,
        -103.97,
        -103.98,
        -1e10,
        0.0,
        -0.0,
        1e-30,
        f32::INFINITY,
        f32::NEG_INFINITY,
        f32::NAN,
        f32::MAX,
        f32::MIN,
    ]);
    for simd in [true, false] {
        let got = unary_over("exp", &xs, simd);
        let mut worst = (0u32, 0.0f32);
        for (x, g) in xs.iter().zip(&got) {
            let want = x.exp();
            let d = ulps(*g, want);
            assert!(d <= 2, "exp({x:e}) = {g:e}, libm {want:e} ({d} ulps, simd {simd})");
            if d > worst.0 {
                worst = (d, *x);
            }
        }
        eprintln!("exp: worst {} ulps at {:e} (simd {simd})", worst.0, worst.1);
    }
}

#[test]
fn tanh_matches_libm_over_the_whole_f32_range() {
    // Both sides of the 0.625 switch between the polynomial and the exp form, the tiny values
    // the polynomial must return as x, saturation, and the special values.
    let mut xs: Vec<f32> = (0..40_000).map(|i| -20.0 + 40.0 * i as f32 / 40_000.0).collect();
    xs.extend((0..4_000).map(|i| 0.6 + 0.05 * i as f32 / 4_000.0));
    xs.extend((0..4_000).map(|i| -(0.6 + 0.05 * i as f32 / 4_000.0)));
    xs.extend((0..60).map(|i: i32| 10f32.powi(-i / 2)));
    xs.extend([0.0, -0.0, 1e-30, -1e-38, 50.0, -50.0, 1e10, f32::MAX, f32::MIN]);
    xs.extend([f32::INFINITY, f32::NEG_INFINITY, f32::NAN]);
    for simd in [true, false] {
        let got = unary_over("tanh", &xs, simd);
        for (x, g) in xs.iter().zip(&got) {
            let want = x.tanh();
            if x.is_nan() {
                assert!(g.is_nan(), "tanh(NaN) = {g:e} (simd {simd})");
                continue;
            }
            let d = ulps(*g, want);
            assert!(d <= 3, "tanh({x:e}) = {g:e}, libm {want:e} ({d} ulps, simd {simd})");
        }
    }
}

#[test]
fn sin_and_cos_match_libm_over_the_whole_f32_range() {
    // A dense sweep over RoPE-sized angles, the octant boundaries (multiples of π/4, where the
    // polynomials swap and the sign flips), the inline path's limit of 8192 from both sides
    // (past it libm runs), and the special values. Near a root the result is tiny and its
    // ulps say little: there the error is held to the f32 rounding of the angle itself.
    let mut xs: Vec<f32> = (0..40_000).map(|i| -200.0 + 400.0 * i as f32 / 40_000.0).collect();
    xs.extend((0..2_000).flat_map(|k| {
        let b = k as f32 * std::f32::consts::FRAC_PI_4;
        [b, -b, f32::from_bits(b.to_bits() + 1), f32::from_bits(b.to_bits().saturating_sub(1))]
    }));
    xs.extend((0..2_000).map(|i| 8190.0 + 4.0 * i as f32 / 2_000.0));
    xs.extend((0..60).map(|i: i32| 10f32.powi(-i / 2)));
    xs.extend([0.0, -0.0, 1e-30, -1e-38, 1e5, -1e7, 1e30, f32::MAX, f32::MIN]);
    xs.extend([f32::INFINITY, f32::NEG_INFINITY, f32::NAN]);
    for simd in [true, false] {
        for (op, libm) in [("sin", f32::sin as fn(f32) -> f32), ("cos", f32::cos)] {
            let got = unary_over(op, &xs, simd);
            let mut worst = (0u32, 0.0f32);
            for (x, g) in xs.iter().zip(&got) {
                let want = libm(*x);
                if !want.is_finite() {
                    assert!(g.is_nan(), "{op}({x:e}) = {g:e}, want NaN (simd {simd})");
                    continue;
                }
                let d = ulps(*g, want);
                let near_root = want.abs() < 1e-3;
                let close = (g - want).abs() <= f32::EPSILON * x.abs().max(1.0) / 2.0;
                assert!(
                    d <= 2 || (near_root && close),
                    "{op}({x:e}) = {g:e}, libm {want:e} ({d} ulps, simd {simd})"
                );
                if d > worst.0 && !near_root {
                    worst = (d, *x);
                }
            }
            eprintln!("{op}: worst {} ulps at {:e} (simd {simd})", worst.0, worst.1);
        }
    }
}

#[test]
fn sigmoid_matches_its_definition_over_the_whole_f32_range() {
    // Its exp is the short form (inputs clamped to [-87.3, 88]): the sweep crosses both clamp
    // edges, where the quotient must still be 1, 0 or a value below 1.2e-38.
    let mut xs: Vec<f32> = (0..40_000).map(|i| -120.0 + 240.0 * i as f32 / 40_000.0).collect();
    xs.extend((0..2_000).map(|i| -89.0 + 2.0 * i as f32 / 2_000.0));
    xs.extend((0..2_000).map(|i| 86.5 + 2.0 * i as f32 / 2_000.0));
    xs.extend([
        0.0,
        -0.0,
        1e-30,
        -1e-30,
        1e10,
        -1e10,
        f32::MAX,
        f32::MIN,
        f32::INFINITY,
        f32::NEG_INFINITY,
        f32::NAN,
    ]);
    for simd in [true, false] {
        let got = unary_over("sigmoid", &xs, simd);
        for (x, g) in xs.iter().zip(&got) {
            let want = (1.0 / (1.0 + (-(*x as f64)).exp())) as f32;
            if x.is_nan() {
                assert!(g.is_nan(), "sigmoid(NaN) = {g:e} (simd {simd})");
                continue;
            }
            // 2 ulps where the value is normal, and 1.2e-38 absolute below that.
            assert!(
                ulps(*g, want) <= 2 || (g - want).abs() <= 1.2e-38,
                "sigmoid({x:e}) = {g:e}, want {want:e} (simd {simd})"
            );
        }
    }
}

/// A kernel over a symbolic range is compiled once and bound to sizes: the loop bound comes
/// from the `sizes` argument, the vector tail is computed at run time, and an access that
/// would leave its buffer at a binding is refused when the program is bound, before any
/// kernel runs, naming the buffer.
#[test]
fn a_symbolic_kernel_runs_at_each_binding_and_refuses_one_that_leaves_a_buffer() {
    use quantbench::kernel::runtime::ProgramBuilder;
    use quantbench::kernel::size::{Binding, Symbols};
    let s0 = SymExpr::parse("s0").unwrap();
    let mut b = Body::default();
    let x = b.load("x", "p0");
    let two = b.c("2.0", DType::F32);
    let y = b.call("mul", &[x, two]);
    b.store("y", "p0", y);
    let mut u = b.unit("op0", &[("p0", 1)], 0);
    u.body.var_ranges = vec![("p0".into(), SymInt::Expr(s0.clone()))];
    u.ranges = vec![s0.ast()];
    let spec = KernelSpec::Loops(LoopKernel { name: "op0".into(), units: vec![u] });
    // `x` holds 11 elements whatever s0 is; `y` holds s0.
    let decls = vec![
        decl("x", DType::F32, 11),
        BufDecl { name: "y".into(), dtype: DType::F32, numel: s0.ast() },
    ];
    let mut pb =
        ProgramBuilder::new(CodegenOptions::default(), Symbols(vec!["s0".into()])).unwrap();
    pb.add_jit(&spec, &decls, vec![]).unwrap();
    let pinned: Vec<String> = vec!["x".into(), "y".into()];
    let mut p = pb.finish(decls, &pinned, 1).unwrap();
    let unbound = p.run_all().unwrap_err().to_string();
    assert!(unbound.contains("bind it to values first"), "{unbound}");
    let xs = rand(11, 5);
    for n in [1i64, 3, 4, 7, 11] {
        p.bind(&Binding::from([("s0".to_string(), n)])).unwrap();
        p.buffers.bytes_mut("x").unwrap().copy_from_slice(&f32s(&xs));
        p.run_all().unwrap();
        let got = read_f32(&p, "y");
        let want: Vec<f32> = xs[..n as usize].iter().map(|v| v * 2.0).collect();
        assert_eq!(got, want, "s0={n}");
    }
    let e = p.bind(&Binding::from([("s0".to_string(), 12)])).unwrap_err();
    match &e {
        KernelError::OutOfBounds { buf, numel: 11, hi: 11, .. } => assert_eq!(buf, "x"),
        e => panic!("{e}"),
    }
    assert!(p.run_all().is_err(), "a program whose binding was refused does not run");
    let e = p.bind(&Binding::new()).unwrap_err().to_string();
    assert!(e.contains("no value for size s0"), "{e}");
}

/// `constant_pad_nd` as Inductor lowers it: `out[p0] = x[p0 - 2]` where `2 <= p0 < n + 2`,
/// `-1.5` elsewhere, through `ops.masked`. Masked-out lanes index outside `x` (-2, -1, n,
/// n + 1): they must not be read, at any width, with any thread count.
#[test]
fn masked_subblocks_read_only_where_the_mask_holds() {
    let n = 37i64;
    let mut b = Body::default();
    let bound = |b: &mut Body, op: &str, v: i64| {
        let i = b.idx("p0");
        let e = b.push("index_expr", LoopOpKind::IndexExpr { index: i, dtype: DType::I64 });
        let c = b.c(&v.to_string(), DType::I64);
        b.call(op, &[e, c])
    };
    let ge = bound(&mut b, "ge", 2);
    let lt = bound(&mut b, "lt", n + 2);
    let mask = b.call("and_", &[ge, lt]);
    b.indexes.push(("index_x".into(), SymExpr::parse("p0 - 2").unwrap()));
    let get = LoopOpKind::GetIndex { index: "index_x".into() };
    let load = LoopOpKind::Load { buf: "x".into(), index: 0 };
    b.subblocks.push(Subblock {
        name: "masked_subblock1".into(),
        ops: vec![
            LoopOp { name: "get_index".into(), kind: get },
            LoopOp { name: "load".into(), kind: load },
        ],
        result: 1,
    });
    let sub = "masked_subblock1".to_string();
    let v = b.push(&sub, LoopOpKind::Masked { subblock: sub.clone(), mask, other: "-1.5".into() });
    b.store("out", "p0", v);
    let k = KernelSpec::Loops(LoopKernel {
        name: "pad".into(),
        units: vec![b.unit("op0", &[("p0", n + 4)], 0)],
    });
    let x = rand(n as usize, 7);
    let want: Vec<f32> = (0..n + 4)
        .map(|p| if (2..n + 2).contains(&p) { x[(p - 2) as usize] } else { -1.5 })
        .collect();
    for (threads, simd) in [(1, true), (2, true), (1, false)] {
        let decls = vec![decl("x", DType::F32, n), decl("out", DType::F32, n + 4)];
        let p = run(vec![k.clone()], decls, &[("x", f32s(&x))], threads, simd);
        assert_eq!(read_f32(&p, "out"), want, "threads {threads} simd {simd}");
    }
    // With every access bounds-checked, a masked-out lane that read `x[-2]` would stop the run.
    for simd in [true, false] {
        let decls = vec![decl("x", DType::F32, n), decl("out", DType::F32, n + 4)];
        let steps = vec![StepSpec::Jit { spec: k.clone(), fx_nodes: vec![] }];
        let pinned = ["x".to_string(), "out".to_string()];
        let opts = CodegenOptions { check_bounds: true, simd, ..CodegenOptions::default() };
        let mut p = Program::new(steps, decls, &pinned, 1, opts).unwrap();
        p.buffers.bytes_mut("x").unwrap().copy_from_slice(&f32s(&x));
        p.run_all().unwrap_or_else(|e| panic!("simd {simd}: {e}"));
        assert_eq!(read_f32(&p, "out"), want);
    }
}
