//! Each op against eager PyTorch: the cases (arguments and PyTorch's outputs) were printed by
//! PyTorch 2.15 on CPU; every output must match in dtype and shape, and in values within
//! torch.testing's default tolerances (exactly for ints, bools and float8) — or bit for bit,
//! or fail with PyTorch's message, where `more_cases.rs` says so.
use quantbench::interp::ops::{self, Call};
use quantbench::interp::{self, Tensor, Tolerance, Value};
use quantbench::ir::DType;

#[path = "interp_ops/cases.rs"]
mod cases;
#[path = "interp_ops/more_cases.rs"]
mod more_cases;

/// How a case's output must match PyTorch's.
#[derive(Debug, Clone, Copy, PartialEq)]
pub enum Check {
    /// Within torch.testing's default tolerances.
    Close,
    /// Bit for bit (NaN where PyTorch has NaN): ops whose CPU kernel the interpreter models
    /// exactly.
    Bits,
    /// The call fails with PyTorch's message (`expected` holds it as a `Value::Str`).
    Error,
}

pub struct Case {
    name: &'static str,
    ns: &'static str,
    op: &'static str,
    overload: &'static str,
    /// For tuple-returning ops: which element PyTorch's output is.
    pick: Option<usize>,
    args: Vec<Value>,
    kwargs: Vec<(&'static str, Value)>,
    expected: Value,
}

#[allow(non_snake_case)]
fn T(dtype: DType, shape: &[usize], vals: &[f64]) -> Value {
    Value::Tensor(Tensor::from_f64(dtype, shape.to_vec(), vals).expect("valid case tensor"))
}

/// Why `c`'s output differs from PyTorch's under `check`, if it does.
fn mismatch(c: &Case, check: Check) -> Option<String> {
    let call = Call {
        args: c.args.clone(),
        kwargs: c.kwargs.iter().map(|(k, v)| (k.to_string(), v.clone())).collect(),
    };
    let got = match (ops::call(c.ns, c.op, c.overload, &call), check, &c.expected) {
        (Some(Err(e)), Check::Error, Value::Str(want)) if e.0 == *want => return None,
        (Some(Err(e)), Check::Error, Value::Str(want)) => {
            return Some(format!("{}: error `{e}`, PyTorch's is `{want}`", c.name));
        }
        (Some(Ok(_)), Check::Error, _) => {
            return Some(format!("{}: runs, but PyTorch fails: {:?}", c.name, c.expected));
        }
        (Some(Ok(v)), _, _) => v,
        (Some(Err(e)), _, _) => return Some(format!("{}: {e}", c.name)),
        (None, _, _) => {
            return Some(format!("{}: {}.{} is not supported", c.name, c.op, c.overload));
        }
    };
    let got = match (got, c.pick) {
        (Value::List(vs), Some(i)) => vs.get(i).cloned().unwrap_or(Value::None),
        (v, _) => v,
    };
    let (Value::Tensor(g), Value::Tensor(e)) = (&got, &c.expected) else {
        return Some(format!("{}: got a {}", c.name, got.kind()));
    };
    let cmp = match check {
        Check::Bits => {
            interp::compare_with(g, e, Tolerance { rtol: 0.0, atol: 0.0, equal_nan: true })
        }
        _ => interp::compare(g, e),
    };
    (!cmp.passed).then(|| {
        format!(
            "{} ({check:?}): {} vs expected {}: {cmp:?}\n  got      {:?}\n  expected {:?}",
            c.name,
            g.type_str(),
            e.type_str(),
            g.to_f64_vec(),
            e.to_f64_vec()
        )
    })
}

#[test]
fn ops_match_eager_pytorch() {
    let all: Vec<(Check, Case)> =
        cases::cases().into_iter().map(|c| (Check::Close, c)).chain(more_cases::cases()).collect();
    let failures: Vec<String> = all.iter().filter_map(|(how, c)| mismatch(c, *how)).collect();
    assert!(
        failures.is_empty(),
        "{} of {} cases differ from PyTorch:\n{}",
        failures.len(),
        all.len(),
        failures.join("\n")
    );
}

fn sort_indices(x: &Tensor, args: Vec<Value>) -> Vec<i64> {
    let mut all = vec![Value::Tensor(x.clone())];
    all.extend(args);
    let call = Call { args: all, kwargs: vec![] };
    match ops::call("aten", "sort", "default", &call) {
        Some(Ok(Value::List(vs))) => match vs.get(1) {
            Some(Value::Tensor(t)) => t.to_i64_vec(),
            v => panic!("sort gave {v:?}"),
        },
        r => panic!("sort failed: {r:?}"),
    }
}

/// PyTorch's two stable paths of `sort`, on inputs too large (or too strided) for the printed
/// cases: indices printed by PyTorch 2.15 for `v = (torch.arange(32768) * 7919) % 10`.
#[test]
fn sort_takes_pytorchs_stable_paths() {
    let v: Vec<i64> = (0..32768).map(|i| i * 7919 % 10).collect();
    let at = |ix: &[i64], from: usize| ix[from..from + 8].to_vec();
    // 1-d int64, ascending, >= 32768 elements: fbgemm's radix sort, stable.
    let ix = sort_indices(&Tensor::from_i64(DType::I64, vec![32768], &v).unwrap(), vec![]);
    assert_eq!(at(&ix, 0), [0, 10, 20, 30, 40, 50, 60, 70]);
    assert_eq!(at(&ix, 16380), [32746, 32756, 32766, 5, 15, 25, 35, 45]);
    assert_eq!(at(&ix, 32760), [32691, 32701, 32711, 32721, 32731, 32741, 32751, 32761]);
    // The same values as floats: std::sort.
    let f: Vec<f64> = v.iter().map(|&x| x as f64).collect();
    let ix = sort_indices(&Tensor::from_f64(DType::F32, vec![32768], &f).unwrap(), vec![]);
    assert_eq!(at(&ix, 0), [11960, 19520, 29360, 5960, 2820, 22460, 15190, 31150]);
    assert_eq!(at(&ix, 16380), [11626, 2076, 12846, 915, 32315, 32305, 29785, 18475]);
    assert_eq!(at(&ix, 32760), [13831, 5321, 24861, 13841, 29731, 13851, 5311, 24851]);
    // Descending int32 is not radix-sorted: std::sort.
    let ix = sort_indices(
        &Tensor::from_i64(DType::I32, vec![32768], &v).unwrap(),
        vec![Value::Int(-1), Value::Bool(true)],
    );
    assert_eq!(at(&ix, 0), [22841, 5711, 22781, 22791, 5701, 22801, 22811, 5691]);
    assert_eq!(at(&ix, 32760), [16510, 9290, 27300, 16520, 3130, 27290, 16530, 9280]);
    // A dim of stride 0 (expanded) keeps its order: x = tensor([3., 1., 2.]).reshape(3, 1)
    // .expand(3, 4) sorts along dim 1 to indices 0..4 in every row.
    let x =
        Tensor::from_f64(DType::F32, vec![3, 1], &[3., 1., 2.]).unwrap().expand(&[3, 4]).unwrap();
    assert_eq!(sort_indices(&x, vec![Value::Int(1)]), [0, 1, 2, 3].repeat(3));
    assert_eq!(sort_indices(&x, vec![Value::Int(0)]), [[1; 4], [2; 4], [0; 4]].concat());
}

/// A kernel's error reaches the caller with the node and op it failed in.
#[test]
fn errors_name_the_node_the_index_and_the_dim() {
    let run = |call: &str, i: &[i64]| {
        let text = format!(
            "class GraphModule(torch.nn.Module):\n    def forward(self, x: \"f32[2, 4]\", i: \"i64[2, 2]\", w: \"f32[3, 4, 2, 2]\"):\n        r = torch.ops.aten.{call}\n        return (r,)\n"
        );
        let doc = quantbench::import::fx::parse_fx_raw(&text, "errors").unwrap();
        let g = doc.stages[0].graph().unwrap();
        let x = Tensor::from_f64(DType::F32, vec![2, 4], &[0.; 8]).unwrap();
        let w = Tensor::from_f64(DType::F32, vec![3, 4, 2, 2], &[0.; 48]).unwrap();
        let idx = Tensor::from_i64(DType::I64, vec![2, 2], i).unwrap();
        interp::run_graph(g, &[x, idx, w]).map(|_| ()).map_err(|e| e.to_string())
    };
    assert_eq!(
        run("gather.default(x, 1, i)", &[0, 5, 1, 2]),
        Err("node `r` (torch.ops.aten.gather.default): index 5 is out of bounds for dimension 1 \
             with size 4"
            .into())
    );
    assert_eq!(
        run("scatter.value(x, 0, i, 2.0)", &[0, 1, -2, 1]),
        Err("node `r` (torch.ops.aten.scatter.value): index -2 is out of bounds for dimension 0 \
             with size 2"
            .into())
    );
    let conv = run(
        "convolution.default(x, w, None, [1, 1], [0, 0], [1, 1], False, [0, 0], 1)",
        &[0, 0, 0, 0],
    );
    assert!(
        conv.as_ref()
            .is_err_and(|e| e.starts_with("node `r` (torch.ops.aten.convolution.default): ")),
        "{conv:?}"
    );
}
