//! Complex values: building them from real tensors (`complex`, `polar`, `view_as_complex`),
//! taking them apart (`view_as_real`) and conjugating. Storage is typed, so the two views
//! (`view_as_real`, `view_as_complex`) are copies here: the values are the view's, but a
//! later in-place write through one would not reach the other (post-grad graphs are
//! functional, and Inductor itself falls back for them).
use super::Call;
use super::pointwise::broadcast_shapes;
use crate::interp::storage::{Complex32, Storage};
use crate::interp::tensor::{TResult, Tensor, terr};
use crate::interp::value::Value;
use crate::ir::DType;
use crate::op::{Category, Op};

/// Whether the interpreter's kernel for `op` reads complex operands or writes complex
/// results. The evaluator refuses any other op on complex values, so the real-valued kernels
/// never see one (`Storage::gather_f64` asserts it).
pub fn takes_complex(op: Op) -> bool {
    use Op::*;
    matches!(
        op.category(),
        Category::View | Category::Complex | Category::Spectral | Category::Container
    ) || matches!(
        op,
        Clone | Contiguous | ConvertElementType | To | ToCopy | Copy | Cat | ConstantPadNd
    )
}

fn tv(t: TResult<Tensor>) -> TResult<Value> {
    t.map(Value::Tensor)
}

fn complex_tensor(sizes: Vec<usize>, zs: Vec<Complex32>) -> TResult<Tensor> {
    Tensor::new(Storage::C64(zs), sizes)
}

/// The two real operands broadcast to one shape, as f64 values in logical order.
fn two_real(c: &Call, a: &str, b: &str) -> TResult<(Vec<usize>, Vec<f64>, Vec<f64>)> {
    let (x, y) = (c.tensor(0, a)?, c.tensor(1, b)?);
    for t in [x, y] {
        if t.dtype() != DType::F32 {
            return terr(format!(
                "{} operands: the interpreter builds complex64 from float32",
                t.dtype()
            ));
        }
    }
    let shape = broadcast_shapes(&[x.sizes(), y.sizes()])?;
    let s: Vec<i64> = shape.iter().map(|&d| d as i64).collect();
    Ok((shape, x.expand(&s)?.to_f64_vec(), y.expand(&s)?.to_f64_vec()))
}

/// `complex(real, imag)`.
pub(super) fn complex(c: &Call) -> TResult<Value> {
    let (shape, re, im) = two_real(c, "real", "imag")?;
    let zs = re.iter().zip(&im).map(|(&r, &i)| Complex32::new(r as f32, i as f32)).collect();
    tv(complex_tensor(shape, zs))
}

/// `polar(abs, angle)`: `abs·cos(angle) + i·abs·sin(angle)`, as `std::polar` computes it.
pub(super) fn polar(c: &Call) -> TResult<Value> {
    let (shape, r, th) = two_real(c, "abs", "angle")?;
    let zs = r
        .iter()
        .zip(&th)
        .map(|(&r, &t)| {
            let (r, t) = (r as f32, t as f32);
            Complex32::new(r * t.cos(), r * t.sin())
        })
        .collect();
    tv(complex_tensor(shape, zs))
}

/// `_conj`, `_conj_physical`: the conjugate values (eager's `_conj` only sets a bit that
/// later reads resolve; the values are the same).
pub(super) fn conj(c: &Call) -> TResult<Value> {
    let x = c.tensor(0, "self")?;
    if !x.dtype().is_complex() {
        return tv(Ok(x.clone()));
    }
    tv(complex_tensor(x.sizes().to_vec(), x.to_c64_vec().iter().map(|z| z.conj()).collect()))
}

/// `view_as_real`: a trailing dim of 2 holds (real, imaginary).
pub(super) fn view_as_real(c: &Call) -> TResult<Value> {
    let x = c.tensor(0, "self")?;
    if x.dtype() != DType::C64 {
        return terr(format!("view_as_real of a {} tensor", x.dtype()));
    }
    let parts: Vec<f32> = x.to_c64_vec().iter().flat_map(|z| [z.re, z.im]).collect();
    let mut sizes = x.sizes().to_vec();
    sizes.push(2);
    tv(Tensor::new(Storage::F32(parts), sizes))
}

/// `view_as_complex`: the last dim, of size 2, read as (real, imaginary).
pub(super) fn view_as_complex(c: &Call) -> TResult<Value> {
    let x = c.tensor(0, "self")?;
    let Some((2, outer)) = x.sizes().split_last() else {
        return terr(format!("view_as_complex needs a last dim of size 2, found {:?}", x.sizes()));
    };
    if x.dtype() != DType::F32 {
        return terr(format!("view_as_complex of a {} tensor", x.dtype()));
    }
    let v = x.to_f64_vec();
    let zs = v.chunks_exact(2).map(|p| Complex32::new(p[0] as f32, p[1] as f32)).collect();
    tv(complex_tensor(outer.to_vec(), zs))
}
