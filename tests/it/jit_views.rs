//! Hand-written graphs for what the differential test found: each runs under the JIT with both
//! policies and must agree with the interpreter.
use quantbench::interp::Tensor;
use quantbench::ir::DType;
use quantbench::lower::OperationKind;
use quantbench::pipeline::{JitOptions, check_against_interpreter, run_jit};
use quantbench::sched::{Config, CostModel, Policy, schedule};

/// Values `0, 1, 2, ...` scaled into [-2, 2), so a row read in place of another shows.
fn ramp(dtype: DType, shape: &[usize]) -> Tensor {
    let n: usize = shape.iter().product();
    let xs: Vec<f64> = (0..n).map(|i| ((i * 7) % 32) as f64 / 8.0 - 2.0).collect();
    Tensor::from_f64(dtype, shape.to_vec(), &xs).unwrap()
}

fn agrees(text: &str, inputs: &[Tensor]) {
    let doc = quantbench::import::fx::parse_fx(text, "test").unwrap();
    let graph = doc.stages[0].graph().unwrap();
    for policy in [Policy::Workbench, Policy::InductorCpu] {
        let opt = JitOptions { policy, threads: 2, warmup: 0, runs: 1, ..JitOptions::default() };
        let r = run_jit(graph, inputs, &opt).unwrap();
        assert!(r.compiled.notes.is_empty(), "{}: {:?}", policy.name(), r.compiled.notes);
        let cmp = check_against_interpreter(graph, inputs, &r.outputs).unwrap();
        for (i, c) in cmp.iter().enumerate() {
            assert!(c.passed, "{}: output {i}: max_abs_err {}", policy.name(), c.max_abs_err);
        }
    }
}

/// The loop bodies' index lines of every computed operation, as the dump prints them.
fn index_lines(text: &str) -> Vec<String> {
    let doc = quantbench::import::fx::parse_fx(text, "test").unwrap();
    let s = schedule(
        doc.stages[0].graph().unwrap(),
        Policy::InductorCpu,
        Config::default(),
        Box::new(CostModel::default()),
    )
    .unwrap();
    let mut out = vec![];
    for op in &s.lowered.operations {
        if let OperationKind::Computed { body, .. } = &op.kind {
            out.extend(
                body.loop_body
                    .render_lines()
                    .into_iter()
                    .filter(|l| l.starts_with("index") || l.starts_with("var_ranges"))
                    .map(|l| format!("{}: {l}", op.name)),
            );
        }
    }
    out
}

// A realized [4, 2, 6] value read as [4, 12] by a matmul (differential seed 332; 395 is the
// same with an nf4 weight): the copy into the matmul's operand merges its two loops into one,
// and its read index must still cover all four rows.
const VIEW_INTO_MM: &str = r#"class <lambda>(torch.nn.Module):
    def forward(self, arg0_1: "f16[4, 2, 6]", arg1_1: "f32[8, 12]"):
        convert_element_type: "f32[4, 2, 6]" = torch.ops.prims.convert_element_type.default(arg0_1, torch.float32)
        sigmoid: "f32[4, 2, 6]" = torch.ops.aten.sigmoid.default(convert_element_type)
        view: "f32[4, 12]" = torch.ops.aten.view.default(convert_element_type, [4, 12])
        permute: "f32[12, 8]" = torch.ops.aten.permute.default(arg1_1, [1, 0])
        mm: "f32[4, 8]" = torch.ops.aten.mm.default(view, permute)
        return (mm, sigmoid)
"#;

#[test]
fn merged_loops_read_every_row_of_a_viewed_buffer() {
    agrees(VIEW_INTO_MM, &[ramp(DType::F16, &[4, 2, 6]), ramp(DType::F32, &[8, 12])]);
    let lines = index_lines(VIEW_INTO_MM);
    assert!(lines.iter().all(|l| !l.contains("ModularIndexing")), "{lines:#?}");
}

// A view of a clone of an expand, returned next to a reduction of the expand (seed 477).
const VIEW_OF_EXPANDED_CLONE: &str = r#"class <lambda>(torch.nn.Module):
    def forward(self, arg0_1: "f16[5, 6]"):
        convert_element_type: "f32[5, 6]" = torch.ops.prims.convert_element_type.default(arg0_1, torch.float32)
        unsqueeze: "f32[5, 1, 6]" = torch.ops.aten.unsqueeze.default(convert_element_type, 1)
        expand: "f32[5, 4, 6]" = torch.ops.aten.expand.default(unsqueeze, [5, 4, 6])
        clone: "f32[5, 4, 6]" = torch.ops.aten.clone.default(expand, memory_format = torch.contiguous_format)
        view: "f32[5, 24]" = torch.ops.aten.view.default(clone, [5, 24])
        sum_1: "f32[5, 4]" = torch.ops.aten.sum.dim_IntList(expand, [2], False)
        return (sum_1, view)
"#;

#[test]
fn a_returned_view_of_an_expanded_clone_keeps_its_rows() {
    agrees(VIEW_OF_EXPANDED_CLONE, &[ramp(DType::F16, &[5, 6])]);
}

// A matmul operand that is a permute of a `slice` (which lowering runs as a fallback kernel
// writing the slice densely) of a reduction (seed 3464 of a 5,000-seed run): the operand's
// strides are the permute's over the slice's own buffer, not over the reduction's.
const PERMUTED_SLICE_INTO_MM: &str = r#"class <lambda>(torch.nn.Module):
    def forward(self, arg0_1: "f32[2, 3, 3]", arg1_1: "f32[9, 2]", arg2_1: "f32[9]"):
        mean: "f32[3, 3]" = torch.ops.aten.mean.dim(arg0_1, [0], False)
        slice_1: "f32[2, 3]" = torch.ops.aten.slice.Tensor(mean, 0, 0, 2)
        permute: "f32[3, 2]" = torch.ops.aten.permute.default(slice_1, [1, 0])
        permute_1: "f32[2, 9]" = torch.ops.aten.permute.default(arg1_1, [1, 0])
        addmm: "f32[3, 9]" = torch.ops.aten.addmm.default(arg2_1, permute, permute_1)
        return (addmm,)
"#;

#[test]
fn a_matmul_reads_a_permuted_slice_from_the_slices_buffer() {
    agrees(
        PERMUTED_SLICE_INTO_MM,
        &[ramp(DType::F32, &[2, 3, 3]), ramp(DType::F32, &[9, 2]), ramp(DType::F32, &[9])],
    );
}

// A matmul operand that is a `view` of a reduction stored with a permuted layout (the sum of
// a permute keeps the input's order: [4, 1, 6] with strides [1, 24, 4]); dropping the size-1
// dim is a view of those strides, as PyTorch's computeStride allows (seed 11849 of 20,000).
const VIEW_OF_PERMUTED_LAYOUT_INTO_MM: &str = r#"class <lambda>(torch.nn.Module):
    def forward(self, arg0_1: "f32[6, 1, 4]", arg1_1: "f32[7, 6]", arg2_1: "f32[4, 7]"):
        permute: "f32[4, 1, 6]" = torch.ops.aten.permute.default(arg0_1, [2, 1, 0])
        sum_1: "f32[4, 1, 6]" = torch.ops.aten.sum.dim_IntList(permute, [1], True)
        view: "f32[4, 6]" = torch.ops.aten.view.default(sum_1, [4, 6])
        permute_1: "f32[6, 7]" = torch.ops.aten.permute.default(arg1_1, [1, 0])
        addmm: "f32[4, 7]" = torch.ops.aten.addmm.default(arg2_1, view, permute_1)
        return (addmm,)
"#;

#[test]
fn a_matmul_reads_a_view_of_a_permuted_layout_in_place() {
    agrees(
        VIEW_OF_PERMUTED_LAYOUT_INTO_MM,
        &[ramp(DType::F32, &[6, 1, 4]), ramp(DType::F32, &[7, 6]), ramp(DType::F32, &[4, 7])],
    );
}
