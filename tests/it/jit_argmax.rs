//! `argmax`/`argmin` reductions in the Cranelift kernels, against PyTorch's rule: the first
//! index of the extreme wins, and a NaN counts as the extreme (its first index winning). The
//! bodies are what lowering prints: one reduced dim reduces the load alone, several reduce
//! `(load, index_expr)` with the logical row-major index, whatever order the loops walk.
use quantbench::ir::loop_body::{LoopBody, LoopOp, LoopOpKind};
use quantbench::ir::sym::SymAst;
use quantbench::ir::{DType, SymExpr, SymInt};
use quantbench::kernel::runtime::{Program, StepSpec};
use quantbench::kernel::{BodyUnit, BufDecl, CodegenOptions, KernelSpec, LoopKernel};

#[derive(Default)]
struct Body {
    ops: Vec<LoopOp>,
    indexes: Vec<(String, SymExpr)>,
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
}

/// `out[p0] = reduction_type(x[load])` over the reduction vars of `vars` after the first;
/// `logical`: the `index_expr` reduced next to the value.
fn kernel(
    reduction_type: &str,
    src: DType,
    vars: &[(&str, i64)],
    load: &str,
    logical: Option<&str>,
) -> KernelSpec {
    let mut b = Body::default();
    let index = b.idx(load);
    let x = b.push("load", LoopOpKind::Load { buf: "x".into(), index });
    let index = logical.map(|e| {
        let i = b.idx(e);
        b.push("index_expr", LoopOpKind::IndexExpr { index: i, dtype: DType::I64 })
    });
    let red = b.push(
        "reduction",
        LoopOpKind::Reduction {
            dtype: DType::I64,
            src_dtype: src,
            reduction_type: reduction_type.into(),
            x,
            index,
        },
    );
    let at = b.idx("p0");
    b.push(
        "store_reduction",
        LoopOpKind::StoreReduction { buf: "out".into(), index: at, value: red },
    );
    let unit = BodyUnit {
        name: "op0".into(),
        body: LoopBody {
            var_ranges: vars.iter().map(|(n, r)| (n.to_string(), SymInt::Const(*r))).collect(),
            indexes: b.indexes,
            ops: b.ops,
            subblocks: vec![],
        },
        ranges: vars.iter().map(|(_, r)| SymAst::Int(*r)).collect(),
        n_reduction: vars.len() - 1,
        low_precision: None,
    };
    KernelSpec::Loops(LoopKernel { name: "arg".into(), units: vec![unit] })
}

fn run(spec: KernelSpec, x: (DType, Vec<u8>), n: i64, rows: i64, simd: bool) -> Vec<i64> {
    let decls = vec![
        BufDecl { name: "x".into(), dtype: x.0, numel: SymAst::Int(n) },
        BufDecl { name: "out".into(), dtype: DType::I64, numel: SymAst::Int(rows) },
    ];
    let pinned: Vec<String> = decls.iter().map(|d| d.name.clone()).collect();
    let steps = vec![StepSpec::Jit { spec, fx_nodes: vec![] }];
    let opts = CodegenOptions { check_bounds: true, simd, ..CodegenOptions::default() };
    let mut p = Program::new(steps, decls, &pinned, 1, opts).unwrap();
    p.buffers.bytes_mut("x").unwrap().copy_from_slice(&x.1);
    p.run_all().unwrap();
    let out = p.buffers.bytes("out").unwrap();
    out.chunks_exact(8).map(|c| i64::from_le_bytes(c.try_into().unwrap())).collect()
}

/// PyTorch's `argmax` (`max`: true) or `argmin` of a row.
fn reference(row: &[f32], max: bool) -> i64 {
    let mut best = 0;
    for (i, &v) in row.iter().enumerate() {
        let b = row[best];
        let better = if max { v > b } else { v < b };
        if !b.is_nan() && (v.is_nan() || better) {
            best = i;
        }
    }
    best as i64
}

const NAN: f32 = f32::NAN;
const INF: f32 = f32::INFINITY;

#[test]
fn argmax_and_argmin_take_the_first_extreme_and_the_first_nan() {
    let rows: [[f32; 9]; 6] = [
        [1.0, 3.0, 2.0, 3.0, -1.0, 3.0, 0.0, 2.0, 1.0],
        [1.0, NAN, 2.0, NAN, 9.0, -9.0, 0.0, 2.0, 1.0],
        [-INF, -INF, -INF, -INF, -INF, -INF, -INF, -INF, -INF],
        [INF, INF, INF, INF, INF, INF, INF, INF, INF],
        [0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, NAN],
        [5.0, -2.0, 7.0, 7.0, -2.0, 5.0, NAN, -2.0, 7.0],
    ];
    let x: Vec<u8> = rows.iter().flatten().flat_map(|v| v.to_le_bytes()).collect();
    for (rt, max) in [("argmax", true), ("argmin", false)] {
        let want: Vec<i64> = rows.iter().map(|r| reference(r, max)).collect();
        for simd in [true, false] {
            let spec = kernel(rt, DType::F32, &[("p0", 6), ("p1", 9)], "9*p0 + p1", None);
            assert_eq!(run(spec, (DType::F32, x.clone()), 54, 6, simd), want, "{rt} simd={simd}");
        }
    }
}

/// Two reduced dims (logical `[3, 4]`) walked with the last one outermost: the element met
/// first is not the logical first, and the index carried decides the tie.
#[test]
fn argmax_over_reordered_dims_ties_to_the_logical_first_index() {
    // The walk meets logical 4 before 2 (row 0's maxima) and 4 before 1 (row 1's minima).
    let rows: [[i32; 12]; 2] =
        [[0, 1, 9, 1, 9, 0, 0, 0, 0, 0, 0, 0], [7, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 7]];
    let x: Vec<u8> = rows.iter().flatten().flat_map(|v| v.to_le_bytes()).collect();
    let spec = kernel(
        "argmax",
        DType::I32,
        &[("p0", 2), ("p1", 4), ("p2", 3)],
        "12*p0 + 4*p2 + p1",
        Some("4*p2 + p1"),
    );
    assert_eq!(run(spec, (DType::I32, x.clone()), 24, 2, true), vec![2, 0]);
    let spec = kernel(
        "argmin",
        DType::I32,
        &[("p0", 2), ("p1", 4), ("p2", 3)],
        "12*p0 + 4*p2 + p1",
        Some("4*p2 + p1"),
    );
    assert_eq!(run(spec, (DType::I32, x), 24, 2, true), vec![0, 1]);
}
