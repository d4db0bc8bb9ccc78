//! Property tests of the interpreter's foundations: type promotion, broadcasting, and views
//! composed in random orders.
use proptest::prelude::*;
use quantbench::interp::ops::{self, Call};
use quantbench::interp::promote::{Operand, ScalarKind, promote_types, result_type};
use quantbench::interp::{Tensor, Value};
use quantbench::ir::DType;

const DTYPES: [DType; 10] = [
    DType::B8,
    DType::U8,
    DType::I8,
    DType::I16,
    DType::I32,
    DType::I64,
    DType::F16,
    DType::BF16,
    DType::F32,
    DType::F64,
];

fn dtype() -> impl Strategy<Value = DType> {
    proptest::sample::select(DTYPES.to_vec())
}

fn category(d: DType) -> u8 {
    if d == DType::B8 {
        0
    } else if d.is_float() {
        2
    } else {
        1
    }
}

proptest! {
    #[test]
    fn promote_types_is_a_commutative_associative_upper_bound(a in dtype(), b in dtype(), c in dtype()) {
        let ab = promote_types(a, b).unwrap();
        prop_assert_eq!(ab, promote_types(b, a).unwrap());
        prop_assert_eq!(promote_types(a, a).unwrap(), a);
        prop_assert_eq!(promote_types(ab, a).unwrap(), ab);
        prop_assert_eq!(promote_types(ab, b).unwrap(), ab);
        prop_assert!(category(ab) >= category(a).max(category(b)));
        prop_assert_eq!(promote_types(ab, c).unwrap(), promote_types(a, promote_types(b, c).unwrap()).unwrap());
    }

    #[test]
    fn weak_operands_only_matter_when_of_a_higher_category(a in dtype(), z in dtype(), k in 0usize..3) {
        let kind = [ScalarKind::Bool, ScalarKind::Int, ScalarKind::Float][k];
        let t = Operand::Tensor { dtype: a, ndim: 2 };
        for weak in [Operand::Tensor { dtype: z, ndim: 0 }, Operand::Scalar(kind)] {
            let wd = match weak { Operand::Scalar(k) => k.dtype(), Operand::Tensor { dtype, .. } => dtype };
            let r = result_type(&[t, weak]).unwrap();
            if category(wd) <= category(a) {
                prop_assert_eq!(r, a);
            } else {
                prop_assert_eq!(category(r), category(wd));
            }
            // Operand order never matters.
            prop_assert_eq!(r, result_type(&[weak, t]).unwrap());
        }
        // Dimensioned tensors alone promote like promote_types.
        let two = result_type(&[t, Operand::Tensor { dtype: z, ndim: 1 }]).unwrap();
        prop_assert_eq!(two, promote_types(a, z).unwrap());
    }
}

fn arange(sizes: &[usize]) -> Tensor {
    let n: usize = sizes.iter().product();
    Tensor::from_f64(DType::F64, sizes.to_vec(), &(0..n).map(|i| i as f64).collect::<Vec<_>>())
        .unwrap()
}

/// Row-major index → value of `t` at a broadcast position.
fn value_at(t: &Tensor, out_shape: &[usize], flat: usize) -> f64 {
    let mut idx = vec![0usize; out_shape.len()];
    let mut r = flat;
    for d in (0..out_shape.len()).rev() {
        idx[d] = r % out_shape[d];
        r /= out_shape[d];
    }
    let lead = out_shape.len() - t.dim();
    let mut src = 0usize;
    let mut stride = 1usize;
    for d in (0..t.dim()).rev() {
        let i = if t.sizes()[d] == 1 { 0 } else { idx[lead + d] };
        src += i * stride;
        stride *= t.sizes()[d];
    }
    t.to_f64_vec()[src]
}

fn shape_pair() -> impl Strategy<Value = (Vec<usize>, Vec<usize>)> {
    proptest::collection::vec((1usize..4, 0u8..3), 0..4).prop_flat_map(|dims| {
        let out: Vec<usize> = dims.iter().map(|d| d.0).collect();
        // Each operand keeps, or sets to 1, each dim; the second may also drop leading dims.
        let a: Vec<usize> = dims.iter().map(|&(s, m)| if m == 1 { 1 } else { s }).collect();
        let b: Vec<usize> = dims.iter().map(|&(s, m)| if m == 2 { 1 } else { s }).collect();
        (Just(a), (0..=out.len()).prop_map(move |drop| b[drop..].to_vec()))
    })
}

proptest! {
    #[test]
    fn broadcasting_add_reads_the_broadcast_elements((sa, sb) in shape_pair()) {
        let (a, b) = (arange(&sa), arange(&sb));
        let call = Call { args: vec![Value::Tensor(a.clone()), Value::Tensor(b.clone())], kwargs: vec![] };
        let out = match ops::call("aten", "add", "Tensor", &call) {
            Some(Ok(Value::Tensor(t))) => t,
            other => return Err(TestCaseError::fail(format!("{other:?}"))),
        };
        let want = ops::pointwise::broadcast_shapes(&[&sa, &sb]).unwrap();
        prop_assert_eq!(out.sizes(), want.as_slice());
        let vals = out.to_f64_vec();
        for (i, v) in vals.iter().enumerate() {
            prop_assert_eq!(*v, value_at(&a, &want, i) + value_at(&b, &want, i));
        }
    }
}

#[derive(Debug, Clone)]
enum ViewOp {
    Permute(u64),
    Unsqueeze(i64),
    Slice(i64, i64, i64),
    Select(i64, i64),
    Expand(usize),
    Flatten,
    Transpose(i64, i64),
}

fn view_op() -> impl Strategy<Value = ViewOp> {
    prop_oneof![
        any::<u64>().prop_map(ViewOp::Permute),
        (-3i64..3).prop_map(ViewOp::Unsqueeze),
        (-3i64..3, -4i64..4, 1i64..3).prop_map(|(d, s, st)| ViewOp::Slice(d, s, st)),
        (-3i64..3, -2i64..2).prop_map(|(d, i)| ViewOp::Select(d, i)),
        (1usize..3).prop_map(ViewOp::Expand),
        Just(ViewOp::Flatten),
        (-3i64..3, -3i64..3).prop_map(|(a, b)| ViewOp::Transpose(a, b)),
    ]
}

/// Applies `op`; `None` when it does not apply to this shape (both sides skip it).
fn apply(t: &Tensor, op: &ViewOp) -> Option<Tensor> {
    let n = t.dim() as i64;
    match op {
        ViewOp::Permute(seed) => {
            let mut p: Vec<i64> = (0..n).collect();
            let mut s = *seed;
            for i in (1..p.len()).rev() {
                p.swap(i, (s % (i as u64 + 1)) as usize);
                s /= i as u64 + 1;
            }
            t.permute(&p).ok()
        }
        ViewOp::Unsqueeze(d) if n < 5 => t.unsqueeze(*d).ok(),
        ViewOp::Slice(d, s, st) => t.slice(*d, Some(*s), None, *st).ok(),
        ViewOp::Select(d, i) if n > 1 => t.select(*d, *i).ok(),
        ViewOp::Expand(k) if n < 5 => {
            let mut sizes: Vec<i64> = vec![*k as i64];
            sizes.extend(t.sizes().iter().map(|&s| s as i64));
            t.expand(&sizes).ok()
        }
        ViewOp::Flatten => t.reshape(&[-1]).ok(),
        ViewOp::Transpose(a, b) => t.transpose(*a, *b).ok(),
        _ => None,
    }
}

proptest! {
    #[test]
    fn composed_views_equal_the_same_ops_on_copies(sizes in proptest::collection::vec(1usize..4, 1..4), ops in proptest::collection::vec(view_op(), 1..8)) {
        let base = arange(&sizes);
        let mut view = base.clone();
        let mut copy = base.clone();
        for op in &ops {
            let (Some(v), Some(c)) = (apply(&view, op), apply(&copy, op)) else { continue };
            prop_assert_eq!(v.sizes(), c.sizes());
            view = v;
            // The reference materializes after every step, so it never composes strides.
            copy = Tensor::from_f64(DType::F64, c.sizes().to_vec(), &c.to_f64_vec()).unwrap();
        }
        prop_assert_eq!(view.to_f64_vec(), copy.to_f64_vec());
        // Everything but flattening a non-contiguous layout is a view of the original storage.
        if !ops.iter().any(|o| matches!(o, ViewOp::Flatten)) {
            prop_assert!(view.shares_storage(&base));
        }
    }
}
