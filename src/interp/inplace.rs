//! In-place ops (`copy_`, `index_put_`, `add_`) over strided, shared storage: the functional
//! kernel computes the new value of the target, which is then written into the elements the
//! target views — in a new storage that replaces the old one in every live value holding it.
//! So a `clone` whose `diagonal` view was `copy_`'d reads the copy, as it does in eager.
use super::tensor::{TResult, Tensor, terr};
use super::value::Value;
use std::sync::Arc;

/// Writes `result` (the functional op's value, target-shaped) through `target`'s view and
/// returns the target as it now reads.
pub(crate) fn write_back(
    env: &mut [Option<Value>],
    target: &Tensor,
    result: &Tensor,
) -> TResult<Tensor> {
    if result.sizes() != target.sizes() {
        return terr(format!(
            "in-place result {:?} does not have the target's shape {:?}",
            result.sizes(),
            target.sizes()
        ));
    }
    let offsets: Vec<usize> = target.offsets().collect();
    let mut seen = offsets.clone();
    seen.sort_unstable();
    if seen.windows(2).any(|w| w[0] == w[1]) {
        // PyTorch refuses the write for the same reason (an expanded target).
        return terr(
            "unsupported operation: more than one element of the written-to tensor refers to a \
             single memory location",
        );
    }
    let r = result.to_dtype(target.dtype())?;
    let values = r.storage().gather(r.offsets());
    let old = target.storage().clone();
    let new = Arc::new(old.with_put(&offsets, &values)?);
    for v in env.iter_mut().flatten() {
        rebind(v, &old, &new);
    }
    Ok(target.with_storage(new))
}

fn rebind(v: &mut Value, old: &Arc<super::Storage>, new: &Arc<super::Storage>) {
    match v {
        Value::Tensor(t) if Arc::ptr_eq(t.storage(), old) => *t = t.with_storage(new.clone()),
        Value::List(vs) => vs.iter_mut().for_each(|x| rebind(x, old, new)),
        _ => {}
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_write_through_a_view_reaches_every_alias() {
        let base = Tensor::from_f64(crate::ir::DType::F32, vec![3, 3], &[0.0; 9]).unwrap();
        // The diagonal: stride 4.
        let diag = Tensor::from_parts(base.storage().clone(), vec![3], vec![4], 0).unwrap();
        let mut env = vec![Some(Value::Tensor(base.clone())), None];
        let src = Tensor::from_f64(crate::ir::DType::F32, vec![3], &[1.0, 2.0, 3.0]).unwrap();
        let d = write_back(&mut env, &diag, &src).unwrap();
        assert_eq!(d.to_f64_vec(), vec![1.0, 2.0, 3.0]);
        let Some(Value::Tensor(b)) = &env[0] else { panic!("the base stays a tensor") };
        assert_eq!(b.to_f64_vec(), vec![1.0, 0.0, 0.0, 0.0, 2.0, 0.0, 0.0, 0.0, 3.0]);
        // The tensor held before the write is unchanged: values are snapshots.
        assert_eq!(base.to_f64_vec(), vec![0.0; 9]);
    }

    #[test]
    fn an_expanded_target_is_refused() {
        let one = Tensor::from_f64(crate::ir::DType::F32, vec![1], &[0.0]).unwrap();
        let wide = one.expand(&[4]).unwrap();
        let src = Tensor::from_f64(crate::ir::DType::F32, vec![4], &[1.0; 4]).unwrap();
        assert!(write_back(&mut [], &wide, &src).is_err());
    }
}
