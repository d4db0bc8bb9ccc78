use super::*;
use crate::ir::DType::{self, B8, BF16, F16, F32, I8, I64, U8};

fn t(dtype: DType) -> ArgDtype {
    ArgDtype::Tensor { dtype, ndim: 2 }
}

#[test]
fn every_entry_is_consistent_and_has_its_schemas() {
    let _ = &INDEX.qualified; // builds the index, which refuses a name declared twice
    for &op in Op::ALL {
        let i = op.info();
        assert_eq!(i.op, op);
        assert_eq!(i.category == Category::View, i.view.is_some(), "{op:?}: view facts");
        if matches!(
            i.namespace,
            Namespace::Aten
                | Namespace::Prims
                | Namespace::QuantizedDecomposed
                | Namespace::Quanto
                | Namespace::Bitsandbytes
        ) {
            for name in std::iter::once(&i.name).chain(i.aliases) {
                let n = op.schemas().filter(|s| s.name == *name).count();
                assert!(n > 0, "{op:?}: no schema for {name} (rerun src/op/gen_schemas.py)");
            }
        }
    }
    for s in schema::parsed() {
        let owner = lookup_qualified(&s.namespace, &s.name, &s.overload);
        assert!(owner.is_some(), "schema {} belongs to no entry", s.qualified_name());
    }
    assert_eq!(super::schemas::SCHEMAS.len(), schema::parsed().len());
}

#[test]
fn lookup_reads_every_spelling() {
    let l = |k, t| lookup(k, t).map(|r| (r.op, r.form, r.variant, r.overload));
    use Form::*;
    use OpKind::{CallFunction as F, CallMethod as M};
    use Variant::*;
    assert_eq!(l(F, "torch.ops.aten.mul.Tensor"), Some((Op::Mul, Overload, Functional, "Tensor")));
    assert_eq!(l(F, "aten.mul.Tensor"), Some((Op::Mul, Overload, Functional, "Tensor")));
    assert_eq!(
        l(F, "torch.ops.prims.convert_element_type.default"),
        Some((Op::ConvertElementType, Overload, Functional, "default"))
    );
    assert_eq!(l(F, "operator.getitem"), Some((Op::Getitem, Operator, Functional, "")));
    assert_eq!(l(F, "operator.mul"), Some((Op::Mul, Operator, Functional, "")));
    assert_eq!(l(F, "torch.sin"), Some((Op::Sin, Function, Functional, "")));
    assert_eq!(l(F, "torch.nn.functional.silu"), Some((Op::Silu, Function, Functional, "")));
    assert_eq!(l(M, "view"), Some((Op::View, Method, Functional, "")));
    assert_eq!(l(M, "cos"), Some((Op::Cos, Method, Functional, "")));
    assert_eq!(l(M, "mul_"), Some((Op::Mul, Method, InPlace, "")));
    assert_eq!(l(F, "torch.ops.aten.mul_.Tensor"), Some((Op::Mul, Overload, InPlace, "Tensor")));
    assert_eq!(
        l(F, "torch.ops.aten.permute_copy.default"),
        Some((Op::Permute, Overload, Copy, "default"))
    );
    assert_eq!(
        l(F, "torch.ops.aten.__and__.Tensor"),
        Some((Op::BitwiseAnd, Overload, Functional, "Tensor"))
    );
    assert_eq!(l(F, "torch.ops.aten.clip.default").map(|r| r.0), Some(Op::Clamp));
    assert_eq!(l(F, "torch.ops.aten.concat.default").map(|r| r.0), Some(Op::Cat));
    assert_eq!(l(F, "torch.ops.aten._to_copy.default").map(|r| r.2), Some(Functional));
    assert_eq!(l(F, "torch.ops.higher_order.invoke_quant").map(|r| r.0), Some(Op::InvokeQuant));
    // Not a view: `_copy` is only read as functionalization's copy of a view.
    assert_eq!(l(F, "torch.ops.aten.mul_copy.default"), None);
    assert_eq!(l(F, "torch.ops.mylib.mul.default"), None);
    assert_eq!(l(F, "torch.ops.aten.no_such_op.default"), None);
    assert_eq!(l(F, "operator.setitem"), None);
    // A library's custom op, and the handlers of Inductor's lowering patterns as FX prints
    // their calls (the handlers of several patterns share a name, told apart by `_N`).
    assert_eq!(
        l(F, "torch.ops.quanto.qbytes_mm.default"),
        Some((Op::QuantoQbytesMm, Overload, Functional, "default"))
    );
    let woq = Some((Op::WoqInt8, PatternHandler, Functional, ""));
    assert_eq!(l(F, "torch__inductor_fx_passes_quantization_woq_int8"), woq);
    assert_eq!(l(F, "torch__inductor_fx_passes_quantization_woq_int8_2"), woq);
    assert_eq!(l(F, "torch._inductor.fx_passes.quantization.woq_int8"), woq);
    assert_eq!(l(F, "torch__inductor_fx_passes_quantization_woq_int8_x"), None);
    assert_eq!(l(F, "torch__inductor_fx_passes_quantization_woq_int"), None);
    assert_eq!(l(OpKind::CallModule, "linear"), None);
    assert_eq!(l(OpKind::Placeholder, "mul"), None);
}

#[test]
fn targets_and_schemas() {
    assert_eq!(Op::Mul.target("Tensor"), "torch.ops.aten.mul.Tensor");
    assert_eq!(Op::Getitem.target(""), "operator.getitem");
    assert_eq!(Op::InvokeQuant.target(""), "torch.ops.higher_order.invoke_quant");
    let s = Op::Mul.schema("mul", "Tensor").unwrap();
    assert_eq!(s.params.iter().map(|p| p.name.as_str()).collect::<Vec<_>>(), ["self", "other"]);
    assert!(s.check_call(3, &[]).is_err(), "aten.mul.Tensor(1, a, b) has one argument too many");
    assert!(Op::Mm.schema("mm", "default").is_some());
    let r = lookup(OpKind::CallFunction, "torch.ops.aten.mul_.Tensor").unwrap();
    assert_eq!(r.schema().map(|s| s.name.as_str()), Some("mul"));
}

#[test]
fn dtype_rules_follow_pytorch() {
    let one = |op: Op, name: &str, ov: &str, args: &[ArgDtype], kw: &[(&str, ArgDtype)]| {
        op.result_dtype(name, ov, args, kw).unwrap()
    };
    use ResultDtype::{Each, NotTensor, One, Tuple};
    assert_eq!(one(Op::Add, "add", "Tensor", &[t(U8), ArgDtype::Float], &[]), One(F32));
    assert_eq!(one(Op::Add, "add", "Tensor", &[t(U8), ArgDtype::Int], &[]), One(U8));
    assert_eq!(one(Op::Add, "add", "Tensor", &[t(BF16), t(F32)], &[]), One(F32));
    assert_eq!(one(Op::Exp, "exp", "default", &[t(I64)], &[]), One(F32));
    assert_eq!(one(Op::Exp, "exp", "default", &[t(F16)], &[]), One(F16));
    assert_eq!(one(Op::Lt, "lt", "Tensor", &[t(F32), t(F32)], &[]), One(B8));
    assert_eq!(one(Op::Div, "div", "Tensor", &[t(I64), t(I64)], &[]), One(F32));
    let floor = [("rounding_mode", ArgDtype::Str)];
    assert_eq!(one(Op::Div, "div", "Tensor_mode", &[t(I64), t(I64)], &floor), One(I64));
    assert_eq!(one(Op::Sum, "sum", "dim_IntList", &[t(B8), ArgDtype::List(vec![])], &[]), One(I64));
    let f16 = [("dtype", ArgDtype::Dtype(F16))];
    assert_eq!(one(Op::Sum, "sum", "default", &[t(F32)], &f16), One(F16));
    assert_eq!(one(Op::Argmax, "argmax", "default", &[t(F32)], &[]), One(I64));
    assert_eq!(one(Op::Any, "any", "default", &[t(U8)], &[]), One(U8));
    assert_eq!(
        one(
            Op::ConvertElementType,
            "convert_element_type",
            "default",
            &[t(I8), ArgDtype::Dtype(F32)],
            &[]
        ),
        One(F32)
    );
    assert_eq!(one(Op::To, "to", "dtype", &[t(F32), ArgDtype::Dtype(BF16)], &[]), One(BF16));
    assert_eq!(one(Op::ToCopy, "_to_copy", "default", &[t(F32)], &f16), One(F16));
    assert_eq!(one(Op::Square, "square", "default", &[t(B8)], &[]), One(I64));
    assert_eq!(one(Op::Where, "where", "self", &[t(B8), t(U8), ArgDtype::Float], &[]), One(F32));
    assert_eq!(one(Op::Max, "max", "dim", &[t(F32), ArgDtype::Int], &[]), Tuple(vec![F32, I64]));
    assert_eq!(one(Op::Max, "max", "other", &[t(U8), t(I64)], &[]), One(I64));
    assert_eq!(
        one(Op::Full, "full", "default", &[ArgDtype::List(vec![]), ArgDtype::Int], &[]),
        One(I64)
    );
    assert_eq!(
        one(Op::Arange, "arange", "start_step", &[ArgDtype::Int, ArgDtype::Float], &[]),
        One(F32)
    );
    let cat = [ArgDtype::List(vec![t(U8), t(F16)])];
    assert_eq!(one(Op::Cat, "cat", "default", &cat, &[]), One(F16));
    assert_eq!(one(Op::Split, "split", "Tensor", &[t(F32), ArgDtype::Int], &[]), Each(F32));
    assert_eq!(one(Op::SymSize, "sym_size", "int", &[t(F32), ArgDtype::Int], &[]), NotTensor);
    let half = [("half_to_float", ArgDtype::Bool(true))];
    assert_eq!(
        one(Op::SoftmaxInternal, "_softmax", "default", &[t(BF16), ArgDtype::Int], &half),
        One(F32)
    );
    assert!(Op::Neg.result_dtype("neg", "default", &[ArgDtype::Int], &[]).is_err());
}
