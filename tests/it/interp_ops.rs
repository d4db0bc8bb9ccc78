//! Each op against eager PyTorch: the cases (arguments and PyTorch's outputs) were printed by
//! PyTorch 2.15 on CPU; every output must match in dtype and shape, and in values within
//! torch.testing's default tolerances (exactly for ints, bools and float8).
use quantbench::interp::ops::{self, Call};
use quantbench::interp::{self, Tensor, Value};
use quantbench::ir::DType;

#[path = "interp_ops/cases.rs"]
mod cases;

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

#[test]
fn ops_match_eager_pytorch() {
    let mut failures = Vec::new();
    let all = cases::cases();
    for c in &all {
        let call = Call {
            args: c.args.clone(),
            kwargs: c.kwargs.iter().map(|(k, v)| (k.to_string(), v.clone())).collect(),
        };
        let got = match ops::call(c.ns, c.op, c.overload, &call) {
            Some(Ok(v)) => v,
            Some(Err(e)) => {
                failures.push(format!("{}: {e}", c.name));
                continue;
            }
            None => {
                failures.push(format!("{}: {}.{} is not supported", c.name, c.op, c.overload));
                continue;
            }
        };
        let got = match (got, c.pick) {
            (Value::List(vs), Some(i)) => vs.get(i).cloned().unwrap_or(Value::None),
            (v, _) => v,
        };
        let (Value::Tensor(g), Value::Tensor(e)) = (&got, &c.expected) else {
            failures.push(format!("{}: got a {}", c.name, got.kind()));
            continue;
        };
        let cmp = interp::compare(g, e);
        if !cmp.passed {
            failures.push(format!(
                "{}: {} vs expected {}: {cmp:?}\n  got      {:?}\n  expected {:?}",
                c.name,
                g.type_str(),
                e.type_str(),
                g.to_f64_vec(),
                e.to_f64_vec()
            ));
        }
    }
    assert!(
        failures.is_empty(),
        "{} of {} cases differ from PyTorch:\n{}",
        failures.len(),
        all.len(),
        failures.join("\n")
    );
}
