//! Strided tensors over shared, immutable storage. Every op of the interpreter is functional,
//! so views (permute, expand, reshape-as-view, unsqueeze, slice, select) only change sizes,
//! strides and offset, and clones of a `Tensor` share the `Arc` (also across JIT threads).
pub use super::storage::{Storage, round_f64, supported_dtype};
use crate::ir::DType;
use std::sync::Arc;

/// An error in a tensor operation (shapes, dims, dtypes); the evaluator adds the node.
#[derive(Debug, Clone, PartialEq, thiserror::Error)]
#[error("{0}")]
pub struct TensorError(pub String);

pub type TResult<T> = Result<T, TensorError>;

pub(crate) fn terr<T>(msg: impl Into<String>) -> TResult<T> {
    Err(TensorError(msg.into()))
}

/// A strided view of shared storage. Sizes and strides are in elements; strides are never
/// negative (no op of the interpreter flips), and 0 for expanded dims.
#[derive(Debug, Clone)]
pub struct Tensor {
    storage: Arc<Storage>,
    sizes: Vec<usize>,
    strides: Vec<usize>,
    offset: usize,
}

/// Contiguous (row-major) strides for `sizes`.
pub fn contiguous_strides(sizes: &[usize]) -> Vec<usize> {
    let mut st = vec![1usize; sizes.len()];
    for i in (0..sizes.len().saturating_sub(1)).rev() {
        st[i] = st[i + 1] * sizes[i + 1].max(1);
    }
    st
}

/// Normalizes a possibly negative dim against `ndim` (PyTorch's `maybe_wrap_dim`; a 0-dim
/// tensor accepts dims -1 and 0).
pub fn wrap_dim(dim: i64, ndim: usize) -> TResult<usize> {
    crate::op::wrap_dim(dim, ndim).map_err(TensorError)
}

fn checked_numel(sizes: &[usize]) -> TResult<usize> {
    sizes
        .iter()
        .try_fold(1usize, |a, &s| a.checked_mul(s))
        .ok_or_else(|| TensorError(format!("shape {sizes:?} overflows")))
}

impl Tensor {
    /// A contiguous tensor over `storage`, whose length must equal the shape's element count.
    pub fn new(storage: Storage, sizes: Vec<usize>) -> TResult<Tensor> {
        let n = checked_numel(&sizes)?;
        if storage.len() != n {
            return terr(format!("{} elements do not fill shape {sizes:?}", storage.len()));
        }
        let strides = contiguous_strides(&sizes);
        Ok(Tensor { storage: Arc::new(storage), sizes, strides, offset: 0 })
    }
    /// A view with explicit geometry; every addressed element must lie inside the storage.
    pub fn from_parts(
        storage: Arc<Storage>,
        sizes: Vec<usize>,
        strides: Vec<usize>,
        offset: usize,
    ) -> TResult<Tensor> {
        if sizes.len() != strides.len() {
            return terr("sizes and strides differ in length");
        }
        let n = checked_numel(&sizes)?;
        if n > 0 {
            let last = sizes
                .iter()
                .zip(&strides)
                .try_fold(offset, |a, (&s, &st)| a.checked_add((s - 1).checked_mul(st)?));
            match last {
                Some(l) if l < storage.len() => {}
                _ => {
                    return terr(format!(
                        "view {sizes:?}/{strides:?}+{offset} reaches past {} elements",
                        storage.len()
                    ));
                }
            }
        }
        Ok(Tensor { storage, sizes, strides, offset })
    }
    pub fn from_f64(dtype: DType, sizes: Vec<usize>, xs: &[f64]) -> TResult<Tensor> {
        Tensor::new(Storage::from_f64(dtype, xs)?, sizes)
    }
    pub fn from_i64(dtype: DType, sizes: Vec<usize>, xs: &[i64]) -> TResult<Tensor> {
        Tensor::new(Storage::from_i64(dtype, xs)?, sizes)
    }
    pub fn from_f32(sizes: Vec<usize>, xs: Vec<f32>) -> TResult<Tensor> {
        Tensor::new(Storage::F32(xs), sizes)
    }
    pub fn zeros(dtype: DType, sizes: Vec<usize>) -> TResult<Tensor> {
        Tensor::new(Storage::zeros(dtype, checked_numel(&sizes)?)?, sizes)
    }
    /// A 0-dim tensor.
    pub fn scalar(dtype: DType, v: f64) -> TResult<Tensor> {
        Tensor::from_f64(dtype, vec![], &[v])
    }

    pub fn dtype(&self) -> DType {
        self.storage.dtype()
    }
    pub fn sizes(&self) -> &[usize] {
        &self.sizes
    }
    pub fn strides(&self) -> &[usize] {
        &self.strides
    }
    pub fn offset(&self) -> usize {
        self.offset
    }
    pub fn storage(&self) -> &Arc<Storage> {
        &self.storage
    }
    pub fn dim(&self) -> usize {
        self.sizes.len()
    }
    pub fn numel(&self) -> usize {
        self.sizes.iter().product()
    }
    /// The same view over another storage of the same dtype and length (what an in-place
    /// write leaves every alias of the old one holding).
    pub fn with_storage(&self, storage: Arc<Storage>) -> Tensor {
        assert_eq!(storage.len(), self.storage.len(), "an in-place write keeps the storage size");
        assert_eq!(storage.dtype(), self.storage.dtype(), "an in-place write keeps the dtype");
        Tensor { storage, ..self.clone() }
    }
    pub fn shares_storage(&self, other: &Tensor) -> bool {
        Arc::ptr_eq(&self.storage, &other.storage)
    }
    /// `f32[4, 256]`, as FX annotates values.
    pub fn type_str(&self) -> String {
        let dims: Vec<String> = self.sizes.iter().map(|d| d.to_string()).collect();
        format!("{}[{}]", self.dtype(), dims.join(", "))
    }

    /// Row-major with no gaps (size-1 dims may have any stride, as in PyTorch).
    pub fn is_contiguous(&self) -> bool {
        let mut expected = 1usize;
        for (&s, &st) in self.sizes.iter().zip(&self.strides).rev() {
            if s != 1 && st != expected {
                return false;
            }
            expected *= s;
        }
        true
    }

    /// Storage offsets of the elements in logical (row-major) order.
    pub fn offsets(&self) -> Offsets<'_> {
        let n = self.numel();
        Offsets {
            t: self,
            idx: vec![0; self.sizes.len()],
            cur: self.offset,
            left: n,
            contiguous: self.is_contiguous(),
        }
    }

    pub fn to_f64_vec(&self) -> Vec<f64> {
        self.storage.gather_f64(self.offsets())
    }
    pub fn to_i64_vec(&self) -> Vec<i64> {
        self.storage.gather_i64(self.offsets())
    }
    /// Complex values in logical order (a real tensor's with zero imaginary parts).
    pub fn to_c64_vec(&self) -> Vec<super::storage::Complex32> {
        self.storage.gather_c64(self.offsets())
    }
    /// The single value of a one-element tensor.
    pub fn item_f64(&self) -> TResult<f64> {
        match self.to_f64_vec().as_slice() {
            [v] => Ok(*v),
            v => terr(format!("expected one element, found {}", v.len())),
        }
    }

    /// The same values in fresh row-major storage, or `self` when already so laid out.
    pub fn contiguous(&self) -> Tensor {
        if self.is_contiguous() && self.offset == 0 && self.storage.len() == self.numel() {
            return self.clone();
        }
        let storage = self.storage.gather(self.offsets());
        let strides = contiguous_strides(&self.sizes);
        Tensor { storage: Arc::new(storage), sizes: self.sizes.clone(), strides, offset: 0 }
    }

    /// Elementwise conversion (`convert_element_type`): floats round to nearest-even, float →
    /// int truncates like PyTorch's C++ cast, ints wrap.
    pub fn to_dtype(&self, dtype: DType) -> TResult<Tensor> {
        if dtype == self.dtype() {
            return Ok(self.clone());
        }
        // c10's casts: into complex with a zero imaginary part; out of complex the imaginary
        // part is dropped, except into bool, which is true when either part is nonzero.
        let storage = if dtype == DType::C64 {
            Storage::C64(self.to_c64_vec())
        } else if self.dtype().is_complex() {
            let zs = self.to_c64_vec();
            if dtype == DType::B8 {
                Storage::Bool(zs.iter().map(|z| z.re != 0.0 || z.im != 0.0).collect())
            } else {
                Storage::from_f64(dtype, &zs.iter().map(|z| z.re as f64).collect::<Vec<_>>())?
            }
        } else if self.dtype().is_float() {
            Storage::from_f64(dtype, &self.to_f64_vec())?
        } else {
            Storage::from_i64(dtype, &self.to_i64_vec())?
        };
        Tensor::new(storage, self.sizes.clone())
    }

    fn view_of(&self, sizes: Vec<usize>, strides: Vec<usize>, offset: usize) -> Tensor {
        Tensor { storage: self.storage.clone(), sizes, strides, offset }
    }

    pub fn permute(&self, dims: &[i64]) -> TResult<Tensor> {
        if dims.len() != self.dim() {
            return terr(format!("permute {dims:?} of a {}-d tensor", self.dim()));
        }
        let mut seen = vec![false; self.dim()];
        let (mut sizes, mut strides) = (Vec::new(), Vec::new());
        for &d in dims {
            let d = wrap_dim(d, self.dim())?;
            if std::mem::replace(&mut seen[d], true) {
                return terr(format!("permute {dims:?} repeats dim {d}"));
            }
            sizes.push(self.sizes[d]);
            strides.push(self.strides[d]);
        }
        Ok(self.view_of(sizes, strides, self.offset))
    }

    pub fn transpose(&self, a: i64, b: i64) -> TResult<Tensor> {
        let n = self.dim();
        if n == 0 {
            return Ok(self.clone());
        }
        let (a, b) = (wrap_dim(a, n)?, wrap_dim(b, n)?);
        let mut perm: Vec<i64> = (0..n as i64).collect();
        perm.swap(a, b);
        self.permute(&perm)
    }

    /// `expand`: new leading dims, and size-1 dims broadcast with stride 0; -1 keeps a size.
    pub fn expand(&self, sizes: &[i64]) -> TResult<Tensor> {
        if sizes.len() < self.dim() {
            return terr(format!("cannot expand {:?} to {sizes:?}", self.sizes));
        }
        let lead = sizes.len() - self.dim();
        let (mut out, mut strides) = (Vec::new(), Vec::new());
        for (i, &s) in sizes.iter().enumerate() {
            if i < lead {
                if s < 0 {
                    return terr(format!(
                        "expand {sizes:?}: -1 is not allowed in a new leading dim"
                    ));
                }
                out.push(s as usize);
                strides.push(0);
                continue;
            }
            let (cur, st) = (self.sizes[i - lead], self.strides[i - lead]);
            if s == -1 || s as usize == cur {
                out.push(cur);
                strides.push(st);
            } else if cur == 1 && s >= 0 {
                out.push(s as usize);
                strides.push(0);
            } else {
                return terr(format!("cannot expand {:?} to {sizes:?}", self.sizes));
            }
        }
        Ok(self.view_of(out, strides, self.offset))
    }

    pub fn unsqueeze(&self, dim: i64) -> TResult<Tensor> {
        let d = wrap_dim(dim, self.dim() + 1)?;
        let st = if d < self.dim() { self.sizes[d] * self.strides[d] } else { 1 };
        let (mut sizes, mut strides) = (self.sizes.clone(), self.strides.clone());
        sizes.insert(d, 1);
        strides.insert(d, st);
        Ok(self.view_of(sizes, strides, self.offset))
    }

    /// Removes the given dims where their size is 1 (all size-1 dims for `None`).
    pub fn squeeze(&self, dims: Option<&[i64]>) -> TResult<Tensor> {
        let drop: Vec<usize> = match dims {
            None => (0..self.dim()).filter(|&d| self.sizes[d] == 1).collect(),
            Some(ds) => ds
                .iter()
                .map(|&d| wrap_dim(d, self.dim()))
                .collect::<TResult<Vec<_>>>()?
                .into_iter()
                .filter(|&d| self.sizes.get(d) == Some(&1))
                .collect(),
        };
        let keep = |i: &usize| !drop.contains(i);
        let sizes = (0..self.dim()).filter(keep).map(|i| self.sizes[i]).collect();
        let strides = (0..self.dim()).filter(keep).map(|i| self.strides[i]).collect();
        Ok(self.view_of(sizes, strides, self.offset))
    }

    /// Python slicing along `dim` (`start`/`end` clamp, negative values count from the end).
    pub fn slice(
        &self,
        dim: i64,
        start: Option<i64>,
        end: Option<i64>,
        step: i64,
    ) -> TResult<Tensor> {
        if self.dim() == 0 {
            return terr("slice of a 0-d tensor");
        }
        if step <= 0 {
            return terr(format!("slice step must be positive, got {step}"));
        }
        let d = wrap_dim(dim, self.dim())?;
        let n = self.sizes[d] as i64;
        let clamp = |v: i64| if v < 0 { (v + n).max(0) } else { v.min(n) };
        let s = clamp(start.unwrap_or(0));
        let e = clamp(end.unwrap_or(n)).max(s);
        let len = ((e - s) + step - 1) / step;
        let (mut sizes, mut strides) = (self.sizes.clone(), self.strides.clone());
        let offset = if len > 0 { self.offset + s as usize * self.strides[d] } else { self.offset };
        sizes[d] = len as usize;
        strides[d] = self.strides[d] * step as usize;
        Ok(self.view_of(sizes, strides, offset))
    }

    pub fn select(&self, dim: i64, index: i64) -> TResult<Tensor> {
        if self.dim() == 0 {
            return terr("select of a 0-d tensor");
        }
        let d = wrap_dim(dim, self.dim())?;
        let n = self.sizes[d] as i64;
        let i = if index < 0 { index + n } else { index };
        if i < 0 || i >= n {
            return terr(format!("index {index} out of range for dim {d} of size {n}"));
        }
        let (mut sizes, mut strides) = (self.sizes.clone(), self.strides.clone());
        let offset = self.offset + i as usize * strides[d];
        sizes.remove(d);
        strides.remove(d);
        Ok(self.view_of(sizes, strides, offset))
    }

    /// Resolves one `-1` in a requested shape (PyTorch's `infer_size`).
    pub fn infer_shape(&self, shape: &[i64]) -> TResult<Vec<usize>> {
        let numel = self.numel();
        let mut infer = None;
        let mut known = 1usize;
        for (i, &s) in shape.iter().enumerate() {
            match s {
                -1 if infer.is_none() => infer = Some(i),
                s if s >= 0 => {
                    known = known
                        .checked_mul(s as usize)
                        .ok_or_else(|| TensorError("shape overflows".into()))?
                }
                _ => return terr(format!("invalid shape {shape:?}")),
            }
        }
        let mut out: Vec<usize> = shape.iter().map(|&s| s.max(0) as usize).collect();
        if let Some(i) = infer {
            if known == 0 || !numel.is_multiple_of(known) {
                return terr(format!("shape {shape:?} is invalid for input of size {numel}"));
            }
            out[i] = numel / known;
        } else if known != numel {
            return terr(format!("shape {shape:?} is invalid for input of size {numel}"));
        }
        Ok(out)
    }

    /// `view`: the same storage under a new shape, or `None` when the strides do not allow it
    /// (PyTorch's `computeStride`).
    pub fn view(&self, shape: &[i64]) -> TResult<Option<Tensor>> {
        let new = self.infer_shape(shape)?;
        Ok(view_strides(&self.sizes, &self.strides, &new)
            .map(|st| self.view_of(new, st, self.offset)))
    }

    /// `reshape`: a view when possible, otherwise a contiguous copy.
    pub fn reshape(&self, shape: &[i64]) -> TResult<Tensor> {
        if let Some(v) = self.view(shape)? {
            return Ok(v);
        }
        let new = self.infer_shape(shape)?;
        let c = self.contiguous();
        Ok(c.view_of(new.clone(), contiguous_strides(&new), 0))
    }
}

/// Strides viewing (`sizes`, `strides`) as `new`, if it can be done without a copy.
pub use crate::op::strides::compute_stride as view_strides;

/// Storage offsets of a tensor's elements in row-major order.
pub struct Offsets<'a> {
    t: &'a Tensor,
    idx: Vec<usize>,
    cur: usize,
    left: usize,
    contiguous: bool,
}

impl Iterator for Offsets<'_> {
    type Item = usize;
    fn next(&mut self) -> Option<usize> {
        if self.left == 0 {
            return None;
        }
        self.left -= 1;
        let out = self.cur;
        if self.contiguous {
            self.cur += 1;
            return Some(out);
        }
        for d in (0..self.idx.len()).rev() {
            self.idx[d] += 1;
            self.cur += self.t.strides[d];
            if self.idx[d] < self.t.sizes[d] {
                break;
            }
            self.cur -= self.t.strides[d] * self.idx[d];
            self.idx[d] = 0;
        }
        Some(out)
    }
    fn size_hint(&self) -> (usize, Option<usize>) {
        (self.left, Some(self.left))
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn arange(n: usize, sizes: Vec<usize>) -> Tensor {
        Tensor::from_f64(DType::F32, sizes, &(0..n).map(|i| i as f64).collect::<Vec<_>>()).unwrap()
    }

    #[test]
    fn views_share_storage_and_address_the_right_elements() {
        let t = arange(24, vec![2, 3, 4]);
        let p = t.permute(&[2, 0, 1]).unwrap();
        assert!(p.shares_storage(&t));
        assert_eq!(p.sizes(), &[4, 2, 3]);
        assert_eq!(&p.to_f64_vec()[..4], &[0., 4., 8., 12.]);
        let s = t.slice(2, Some(1), None, 2).unwrap();
        assert_eq!(s.to_f64_vec(), vec![1., 3., 5., 7., 9., 11., 13., 15., 17., 19., 21., 23.]);
        let sel = t.select(1, -1).unwrap();
        assert_eq!(sel.to_f64_vec(), vec![8., 9., 10., 11., 20., 21., 22., 23.]);
        let e = arange(3, vec![3, 1]).expand(&[2, 3, 4]).unwrap();
        assert_eq!(e.strides(), &[0, 1, 0]);
        assert_eq!(e.numel(), 24);
        // A permuted tensor cannot be viewed flat; reshape copies.
        assert!(p.view(&[-1]).unwrap().is_none());
        let r = p.reshape(&[-1]).unwrap();
        assert!(!r.shares_storage(&t));
        assert_eq!(&r.to_f64_vec()[..3], &[0., 4., 8.]);
        // Splitting a contiguous dim is a view.
        let v = t.view(&[6, 4]).unwrap().unwrap();
        assert!(v.shares_storage(&t));
        assert!(t.unsqueeze(-1).unwrap().view(&[2, 12]).unwrap().is_some());
    }

    #[test]
    fn conversions_follow_pytorch_casts() {
        // Printed by PyTorch 2.15: tensor([300., -1.5, -129.]).to(uint8) == [44, 255, 127].
        let t = Tensor::from_f64(DType::F32, vec![3], &[300., -1.5, -129.]).unwrap();
        assert_eq!(t.to_dtype(DType::U8).unwrap().to_i64_vec(), vec![44, 255, 127]);
        assert_eq!(t.to_dtype(DType::I8).unwrap().to_i64_vec(), vec![44, -1, 127]);
        let nan = Tensor::scalar(DType::F32, f64::NAN).unwrap();
        assert_eq!(nan.to_dtype(DType::I64).unwrap().to_i64_vec(), vec![i64::MIN]);
        assert_eq!(nan.to_dtype(DType::U8).unwrap().to_i64_vec(), vec![0]);
        // bf16 rounds to nearest-even: 1 + 2^-8 is a tie between 1 and 1 + 2^-7.
        let b =
            Tensor::from_f64(DType::F32, vec![2], &[1.0 + 1.0 / 256.0, 1.0 + 3.0 / 256.0]).unwrap();
        assert_eq!(b.to_dtype(DType::BF16).unwrap().to_f64_vec(), vec![1.0, 1.0 + 4.0 / 256.0]);
    }
}
