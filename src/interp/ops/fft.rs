//! ATen's FFT primitives, the ones `torch.fft.*` decomposes into: `_fft_r2c`, `_fft_c2c`,
//! `_fft_c2r`. Transforms run in f64 (rustfft) one dim at a time and round to complex64 at the
//! end, so the result is at least as accurate as MKL's or pocketfft's single precision.
use super::Call;
use crate::interp::storage::{Complex32, Storage};
use crate::interp::tensor::{TResult, Tensor, contiguous_strides, terr, wrap_dim};
use crate::interp::value::Value;
use crate::ir::DType;
use rustfft::FftPlanner;
use rustfft::num_complex::Complex64;

/// `fft_norm_mode`: 0 none, 1 `1/sqrt(n)`, 2 `1/n`, where n is the signal's element count.
fn scale(normalization: i64, n: usize) -> TResult<f64> {
    match normalization {
        0 => Ok(1.0),
        1 => Ok(1.0 / (n as f64).sqrt()),
        2 => Ok(1.0 / n as f64),
        m => terr(format!("fft normalization mode {m}")),
    }
}

/// A dense row-major complex array being transformed.
struct Signal {
    sizes: Vec<usize>,
    data: Vec<Complex64>,
}

impl Signal {
    fn of(t: &Tensor) -> Signal {
        let data =
            t.to_c64_vec().iter().map(|z| Complex64::new(z.re as f64, z.im as f64)).collect();
        Signal { sizes: t.sizes().to_vec(), data }
    }

    /// An unnormalized 1-d DFT along `dim`: `exp(-2πi·jk/n)` forward, `exp(+2πi·jk/n)`
    /// backward.
    fn transform(&mut self, dim: usize, forward: bool, planner: &mut FftPlanner<f64>) {
        let n = self.sizes[dim];
        if n == 0 || self.data.is_empty() {
            return;
        }
        let stride = contiguous_strides(&self.sizes)[dim];
        let plan = if forward { planner.plan_fft_forward(n) } else { planner.plan_fft_inverse(n) };
        let mut line = vec![Complex64::default(); n];
        let block = n * stride;
        for outer in (0..self.data.len()).step_by(block) {
            for inner in 0..stride {
                let at = |k: usize| outer + inner + k * stride;
                for (k, v) in line.iter_mut().enumerate() {
                    *v = self.data[at(k)];
                }
                plan.process(&mut line);
                for (k, v) in line.iter().enumerate() {
                    self.data[at(k)] = *v;
                }
            }
        }
    }

    /// The first `len` entries along `dim` (`len` no larger than the dim).
    fn truncate(&mut self, dim: usize, len: usize) {
        debug_assert!(len <= self.sizes[dim], "truncating to a longer dim");
        self.reshape_dim(dim, len, |src, k| src(k));
    }

    /// A new extent of `dim`, each entry computed from the old line by `f(old, k)`.
    fn reshape_dim(
        &mut self,
        dim: usize,
        len: usize,
        f: impl Fn(&dyn Fn(usize) -> Complex64, usize) -> Complex64,
    ) {
        let old = self.sizes[dim];
        let inner: usize = self.sizes[dim + 1..].iter().product();
        let outer: usize = self.sizes[..dim].iter().product();
        let mut out = Vec::with_capacity(outer * len * inner);
        for o in 0..outer {
            for k in 0..len {
                for i in 0..inner {
                    let src = |j: usize| self.data[(o * old + j) * inner + i];
                    out.push(f(&src, k));
                }
            }
        }
        self.data = out;
        self.sizes[dim] = len;
    }

    fn into_tensor(self, s: f64) -> TResult<Tensor> {
        let zs = self.data.iter().map(|z| Complex32::new((z.re * s) as f32, (z.im * s) as f32));
        Tensor::new(Storage::C64(zs.collect()), self.sizes)
    }
}

fn dims(c: &Call, ndim: usize) -> TResult<Vec<usize>> {
    c.int_list(1, "dim")?.iter().map(|&d| wrap_dim(d, ndim)).collect()
}

fn float32_in(x: &Tensor, want_complex: bool) -> TResult<()> {
    let ok = if want_complex { x.dtype() == DType::C64 } else { x.dtype() == DType::F32 };
    if ok {
        Ok(())
    } else {
        terr(format!("the interpreter's FFTs take float32/complex64, found {}", x.dtype()))
    }
}

/// `_fft_r2c(self, dim, normalization, onesided)`: the forward transform of a real signal;
/// `onesided` keeps the first `n/2 + 1` entries of the last dim (the rest are conjugates).
pub(super) fn fft_r2c(c: &Call) -> TResult<Value> {
    let x = c.tensor(0, "self")?;
    float32_in(x, false)?;
    let dim = dims(c, x.dim())?;
    let onesided = c.bool_or(3, "onesided", true)?;
    let mut s = Signal::of(x);
    let n: usize = dim.iter().map(|&d| s.sizes[d]).product();
    let mut planner = FftPlanner::new();
    for &d in &dim {
        s.transform(d, true, &mut planner);
    }
    if let (true, Some(&last)) = (onesided, dim.last()) {
        let half = s.sizes[last] / 2 + 1;
        s.truncate(last, half);
    }
    Ok(Value::Tensor(s.into_tensor(scale(c.int(2, "normalization")?, n)?)?))
}

/// `_fft_c2c(self, dim, normalization, forward)`.
pub(super) fn fft_c2c(c: &Call) -> TResult<Value> {
    let x = c.tensor(0, "self")?;
    float32_in(x, true)?;
    let dim = dims(c, x.dim())?;
    let forward = c.bool_or(3, "forward", true)?;
    let mut s = Signal::of(x);
    let n: usize = dim.iter().map(|&d| s.sizes[d]).product();
    let mut planner = FftPlanner::new();
    for &d in &dim {
        s.transform(d, forward, &mut planner);
    }
    Ok(Value::Tensor(s.into_tensor(scale(c.int(2, "normalization")?, n)?)?))
}

/// `_fft_c2r(self, dim, normalization, last_dim_size)`: the backward transform of a
/// Hermitian signal given by its first half along the last dim, whose full length is
/// `last_dim_size`. The missing half is the conjugate mirror; the imaginary parts a real
/// signal cannot have (those of the zero and Nyquist entries) are dropped with the result's.
pub(super) fn fft_c2r(c: &Call) -> TResult<Value> {
    let x = c.tensor(0, "self")?;
    float32_in(x, true)?;
    let dim = dims(c, x.dim())?;
    let Some((&last, rest)) = dim.split_last() else {
        return terr("_fft_c2r over no dims".to_string());
    };
    let len = usize::try_from(c.int(3, "last_dim_size")?)
        .map_err(|_| crate::interp::tensor::TensorError("negative last_dim_size".into()))?;
    let mut s = Signal::of(x);
    let mut planner = FftPlanner::new();
    for &d in rest {
        s.transform(d, false, &mut planner);
    }
    let have = s.sizes[last];
    // Entries past the first half come from their mirror even where the input has them, as
    // the MKL and pocketfft kernels read only `len/2 + 1` entries.
    s.reshape_dim(last, len, |src, k| {
        let (from, mirrored) = if k <= len / 2 { (k, false) } else { (len - k, true) };
        match (from < have, mirrored) {
            (true, false) => src(from),
            (true, true) => src(from).conj(),
            (false, _) => Complex64::default(),
        }
    });
    s.transform(last, false, &mut planner);
    let n: usize = dim.iter().map(|&d| s.sizes[d]).product();
    let k = scale(c.int(2, "normalization")?, n)?;
    let re: Vec<f32> = s.data.iter().map(|z| (z.re * k) as f32).collect();
    Ok(Value::Tensor(Tensor::new(Storage::F32(re), s.sizes)?))
}

#[cfg(test)]
mod tests {
    use super::*;

    fn call(args: Vec<Value>) -> Call {
        Call { args, kwargs: vec![] }
    }
    fn ints(v: &[i64]) -> Value {
        Value::List(v.iter().map(|&i| Value::Int(i)).collect())
    }
    fn tensor(v: Value) -> Tensor {
        match v {
            Value::Tensor(t) => t,
            other => panic!("not a tensor: {}", other.kind()),
        }
    }

    #[test]
    fn a_real_signal_comes_back_through_r2c_and_c2r() {
        let xs: Vec<f64> = (0..14).map(|i| ((i * 7) % 5) as f64 - 2.0).collect();
        let x = Tensor::from_f64(DType::F32, vec![2, 7], &xs).unwrap();
        // fft.rfft then fft.irfft with norm="backward": forward unscaled, backward by 1/n.
        let half =
            fft_r2c(&call(vec![Value::Tensor(x), ints(&[1]), Value::Int(0), Value::Bool(true)]));
        let half = tensor(half.unwrap());
        assert_eq!(half.sizes(), &[2, 4]);
        let back =
            fft_c2r(&call(vec![Value::Tensor(half), ints(&[1]), Value::Int(2), Value::Int(7)]));
        let back = tensor(back.unwrap()).to_f64_vec();
        for (a, b) in back.iter().zip(&xs) {
            assert!((a - b).abs() < 1e-5, "{a} vs {b}");
        }
    }

    #[test]
    fn the_transform_of_a_delta_is_flat_and_of_a_constant_a_spike() {
        let mut d = vec![Complex32::new(0.0, 0.0); 6];
        d[0] = Complex32::new(1.0, 0.0);
        let z = Tensor::new(Storage::C64(d), vec![6]).unwrap();
        let f =
            fft_c2c(&call(vec![Value::Tensor(z), ints(&[0]), Value::Int(0), Value::Bool(true)]));
        for v in tensor(f.unwrap()).to_c64_vec() {
            assert!((v - Complex32::new(1.0, 0.0)).norm() < 1e-6);
        }
        let ones = Tensor::new(Storage::C64(vec![Complex32::new(1.0, 0.0); 4]), vec![4]).unwrap();
        // Backward with 1/n: the inverse of the flat spectrum is the delta.
        let f = fft_c2c(&call(vec![
            Value::Tensor(ones),
            ints(&[0]),
            Value::Int(2),
            Value::Bool(false),
        ]));
        let v = tensor(f.unwrap()).to_c64_vec();
        assert!(
            (v[0] - Complex32::new(1.0, 0.0)).norm() < 1e-6
                && v[1..].iter().all(|z| z.norm() < 1e-6)
        );
    }
}
