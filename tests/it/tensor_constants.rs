//! Tensor constants AOT lifts from a `torch.tensor(...)` in model code (`_tensor_constant0`,
//! read through `lift_fresh_copy`) carry no value in FX text. Joint-graph constant folding
//! usually leaves them unread (DeBERTa's `scaled_size_sqrt` and log-bucket constants): then
//! every engine must run the graph as Inductor does, without them. One that is read fails,
//! naming it. And a buffer whose body loads nothing is recomputed by its readers
//! (`ComputedBuffer.make_loader`), as Inductor inlines DeBERTa's relative-position buckets.
use quantbench::import::{LoadOptions, parse_text};
use quantbench::interp::{Tensor, run_graph};
use quantbench::ir::Graph;
use quantbench::lower::{LowerOptions, OperationKind, lower};

fn graph(text: &str) -> Graph {
    let mut doc = parse_text(text, "g.txt", LoadOptions::default()).unwrap();
    doc.stages.remove(0).graph().unwrap().clone()
}

const DEAD_CONSTANT: &str = r#"class <lambda>(torch.nn.Module):
    def forward(self, arg0_1: "f32[4]"):
        _tensor_constant0: "f32[]" = self._tensor_constant0
        lift_fresh_copy: "f32[]" = torch.ops.aten.lift_fresh_copy.default(_tensor_constant0);  _tensor_constant0 = None
        mul: "f32[]" = torch.ops.aten.mul.Tensor(lift_fresh_copy, 3);  lift_fresh_copy = mul = None
        mul_1: "f32[4]" = torch.ops.aten.mul.Tensor(arg0_1, 2.0);  arg0_1 = None
        return (mul_1,)
"#;

#[test]
fn an_unread_tensor_constant_runs_and_lowers_to_nothing() {
    let g = graph(DEAD_CONSTANT);
    let x = Tensor::from_f32(vec![4], vec![1.0, 2.0, 3.0, 4.0]).unwrap();
    let out = run_graph(&g, &[x]).unwrap_or_else(|e| panic!("{e}"));
    assert_eq!(out[0].to_f64_vec(), vec![2.0, 4.0, 6.0, 8.0]);
    let l = lower(&g, &LowerOptions::cpu()).unwrap_or_else(|e| panic!("{e}"));
    assert_eq!(l.operations.len(), 1, "only mul_1 is computed: {:?}", l.buffers);
}

#[test]
fn a_read_tensor_constant_fails_naming_it() {
    let live = DEAD_CONSTANT
        .replace("lift_fresh_copy = mul = None", "lift_fresh_copy = None")
        .replace("return (mul_1,)", "return (mul_1, mul)");
    let g = graph(&live);
    let x = Tensor::from_f32(vec![4], vec![1.0; 4]).unwrap();
    let e = run_graph(&g, &[x]).unwrap_err().to_string();
    assert!(e.contains("_tensor_constant0"), "{e}");
    let e = match lower(&g, &LowerOptions::cpu()) {
        Ok(_) => panic!("lowered a graph that reads a constant of unknown value"),
        Err(e) => e.to_string(),
    };
    assert!(e.contains("_tensor_constant0") && e.contains("value"), "{e}");
}

/// `iota`-made positions realized for reuse (a heavy `log` read twice) load nothing: each
/// reader recomputes them, and the buffer, read by no one, is dropped.
#[test]
fn a_buffer_that_loads_nothing_is_recomputed_by_its_readers() {
    let text = r#"class <lambda>(torch.nn.Module):
    def forward(self, arg0_1: "f32[16]"):
        iota: "i64[16]" = torch.ops.prims.iota.default(16, start = 0, step = 1, dtype = torch.int64, device = device(type='cpu'), requires_grad = False)
        add: "i64[16]" = torch.ops.aten.add.Tensor(iota, 1);  iota = None
        log: "f32[16]" = torch.ops.aten.log.default(add);  add = None
        mul: "f32[16]" = torch.ops.aten.mul.Tensor(arg0_1, log)
        sub: "f32[16]" = torch.ops.aten.sub.Tensor(arg0_1, log);  arg0_1 = log = None
        return (mul, sub)
"#;
    let g = graph(text);
    let l = lower(&g, &LowerOptions::cpu()).unwrap_or_else(|e| panic!("{e}"));
    let computed: Vec<_> = l
        .operations
        .iter()
        .filter(|o| matches!(o.kind, OperationKind::Computed { .. }))
        .flat_map(|o| o.outputs.clone())
        .collect();
    assert_eq!(computed, ["buf1", "buf2"], "buf0 (the realized log) is recomputed, then dropped");
}
