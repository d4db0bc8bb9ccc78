//! Complex values in lowering. Inductor generates no code for them: a built-in op with a
//! complex operand, or a complex result, falls back to aten before its lowering is looked up
//! (`GraphLowering.run_node` → `fallback_node_due_to_unsupported_type`); only a conversion
//! into complex lowers, to `empty_like` plus an `InplaceCopyFallback` (`_convert_element_type`).
use super::buffer::BufferKind;
use super::{LowerCause, Lowering, Value};
use crate::ir::Node;
use crate::op::{self, Form, Op};

impl Lowering<'_> {
    /// The lowering of a call that involves complex values, or `None` for any other call.
    pub(super) fn complex_call(
        &mut self,
        node: &Node,
        env: &[Value],
        origin: &str,
    ) -> Result<Option<Value>, LowerCause> {
        let Some(r) = op::lookup_node(node).filter(|r| r.form == Form::Overload) else {
            return Ok(None);
        };
        let complex_in = super::tensor_args(node).into_iter().any(
            |a| matches!(self.arg_value(env, a), Ok(Value::Tensor(t)) if t.dtype().is_complex()),
        );
        let complex_out = node.meta.tensor().is_some_and(|t| t.dtype.is_complex())
            || self.tuple_elems.iter().flatten().any(|(d, _)| d.is_complex());
        // `unsupported_output_tensor`: a conversion or a dtype view may write complex values.
        let writes_complex_ok =
            r.op == Op::ConvertElementType || (r.op == Op::View && r.overload == "dtype");
        if complex_in || complex_out && !writes_complex_ok {
            return self.fallback(node, env, origin).map(Some);
        }
        if !complex_out {
            return Ok(None);
        }
        let x = self.tensor_arg(env, node, 0)?;
        if r.op != Op::ConvertElementType || x.size().is_empty() {
            return self.fallback(node, env, origin).map(Some);
        }
        // `empty_like(x, dtype=dtype)` then `InplaceCopyFallback.create(dst, x)`.
        let dst = match self.empty(node, origin)? {
            Value::Tensor(t) => t,
            _ => return Err(LowerCause::Unsupported("empty_like did not give a tensor")),
        };
        self.mutating_extern(&dst, &[x], BufferKind::InplaceCopyFallback, "aten.copy_", origin)?;
        Ok(Some(Value::Tensor(dst)))
    }
}
