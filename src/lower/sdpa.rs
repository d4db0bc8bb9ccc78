//! `sdpa_constraint` on CUDA (`_apply_constraint_inner` in lowering.py) for the attention
//! fallbacks' inputs, and the layouts of `_scaled_dot_product_efficient_attention`'s outputs
//! (its meta function). The CPU half is `Lowering::sdpa_stride_order`.
use super::buffer::FixedLayout;
use super::index::{Expr, floor_div_expr};
use super::realize::Computation;
use super::value::TensorBox;
use super::{LowerCause, Lowering};
use crate::ir::{DType, NodeId};

/// The alignment the CUDA SDPA kernels need of an attention bias (`preprocess_mask`).
const ALIGNMENT: i64 = 8;

impl Lowering<'_> {
    /// The buffer input `idx` of an SDPA fallback reads on CUDA: a realized tensor whose strides
    /// are aligned as is; the efficient kernel's bias (input 3) with padded exact strides; a
    /// view whose unaligned last dim sits on an aligned base as is; anything else in the stride
    /// order of its eager strides (`require_stride_order`).
    pub(super) fn sdpa_cuda_input(
        &mut self,
        idx: usize,
        t: &TensorBox,
        id: NodeId,
        efficient: bool,
        origins: &[String],
    ) -> Result<String, LowerCause> {
        let size = t.size();
        let rank = size.len();
        if rank != 3 && rank != 4 || self.is_aligned_realized(t) {
            return self.realize_input(t, origins);
        }
        if efficient && idx == 3 {
            return self.sdpa_efficient_bias(t, id, origins);
        }
        let aligned = |s: &[Expr]| s.last().is_some_and(|d| self.sv.size_hint(d) % ALIGNMENT == 0);
        if let TensorBox::View { base, .. } = t {
            let base = TensorBox::Storage(base.clone());
            if !aligned(&size) && aligned(&base.size()) {
                return self.realize_input(t, origins);
            }
        }
        let order = self.sdpa_stride_order(id, rank);
        self.require_stride_order(t, &order, origins)
    }

    /// `is_aligned_realized_tensor(x, 8)`: strides known (a realized buffer or a strided view
    /// of one), every stride but the last a multiple of 8, the last dim dense or of one element.
    fn is_aligned_realized(&self, t: &TensorBox) -> bool {
        if !t.is_realized() {
            return false;
        }
        let Some((_, l)) = t.as_strided() else { return false };
        let Some((last, rest)) = l.stride.split_last() else { return false };
        rest.iter().all(|s| self.sv.size_hint(s) % ALIGNMENT == 0)
            && (last.is_one() || l.size.last().is_some_and(|d| self.sv.size_hint(d) <= 1))
    }

    /// The efficient kernel's `attn_bias`: a dense last dim, the other strides padded up to
    /// the alignment, an expanded dim (stride 0 in the eager strides or in the input's) kept
    /// expanded where the stride after it is aligned; then `require_exact_strides`.
    fn sdpa_efficient_bias(
        &mut self,
        t: &TensorBox,
        id: NodeId,
        origins: &[String],
    ) -> Result<String, LowerCause> {
        let size = t.size();
        let n = size.len();
        let meta = self.eager.get(id.idx()).cloned().flatten().filter(|s| s.len() == n);
        let own = if t.is_realized() { t.as_strided().map(|(_, l)| l.stride) } else { None };
        let expanded: Vec<usize> = (0..n.saturating_sub(1))
            .filter(|&i| {
                meta.as_ref().is_some_and(|m| m[i] == 0)
                    || own.as_ref().is_some_and(|s| s[i].as_const() == Some(0))
            })
            .collect();
        // `statically_known_equals(Mod(s, 8), 0)`.
        let aligned = |s: &Expr| s.is_multiple_of(ALIGNMENT);
        let mut out = vec![Expr::int(-1); n];
        out[n - 1] = Expr::int(1);
        let mut stride = Expr::int(1);
        for i in (0..n - 1).rev() {
            if !out[i + 1].is_zero() {
                stride = stride.mul_poly(&size[i + 1]);
            }
            if expanded.contains(&i) && aligned(&out[i + 1]) {
                out[i] = Expr::int(0);
                continue;
            }
            // `ceildiv(stride, 8) * 8` where the stride is not known to be aligned
            // (`8*(((s70 + 7)//8))`).
            if !aligned(&stride) {
                let up = stride.add(&Expr::int(ALIGNMENT - 1));
                stride = floor_div_expr(&up, &Expr::int(ALIGNMENT)).mul_poly(&Expr::int(ALIGNMENT));
            }
            out[i] = stride.clone();
        }
        self.require_exact_strides_of(t, &out, origins)
    }

    /// `ExternKernel.require_exact_strides` of an extern kernel's input: a flexible buffer
    /// frozen to the strides, a fixed one whose strides agree where they matter taken as is,
    /// anything else copied (`copy_input`) with the strides, an expanded dim (stride 0, two or
    /// more elements) sliced to one element first so the copy computes it once.
    fn require_exact_strides_of(
        &mut self,
        t: &TensorBox,
        stride: &[Expr],
        origins: &[String],
    ) -> Result<String, LowerCause> {
        let size = t.size();
        if t.is_storage_and_layout()
            && let Some((name, l)) = t.as_strided()
        {
            if matches!(t, TensorBox::Storage(_)) {
                self.freeze(t, super::Freeze::Exact(stride))?;
                let frozen = t.as_strided().map(|(_, l)| l.stride).unwrap_or_default();
                if self.significant_strides_equal(&frozen, stride, &size) {
                    return Ok(name);
                }
            } else if self.significant_strides_equal(&l.stride, stride, &size) {
                return Ok(name);
            }
        }
        let mut x = t.clone();
        for (i, d) in size.iter().enumerate() {
            if stride[i].is_zero() && self.sv.size_hint(d) >= 2 {
                x = super::more::slice_view(&x, i, 0, 1, 1);
            }
        }
        let layout = FixedLayout {
            device: self.device(),
            dtype: x.dtype(),
            size: x.size(),
            stride: stride.to_vec(),
            offset: Expr::int(0),
        };
        let c = Computation {
            size: x.size(),
            reduction: None,
            dtype: x.dtype(),
            loader: x.make_loader(),
        };
        let mut origins = origins.to_vec();
        origins.extend(x.origins());
        let (name, _) = self.computed_buffer(&c, origins, Some(layout))?;
        Ok(name)
    }

    /// `meta__scaled_dot_product_efficient_attention`: the output `(B, M, H, Kv)` transposed
    /// to `(B, H, M, Kv)`, `logsumexp` `(B, H, ceil(M / 32) * 32)` (0 wide without
    /// `compute_log_sumexp`), and the 0-d int64 seed and offset.
    pub(super) fn sdpa_efficient_outputs(
        &self,
        q: &[Expr],
        v: &[Expr],
        dtype: DType,
        compute_log_sumexp: bool,
    ) -> Result<Vec<Option<FixedLayout>>, LowerCause> {
        let ([b, h, m, _], Some(kv)) = (q, v.last()) else {
            return Err(LowerCause::BadArg { index: 0, expected: "a 4-d query and value" });
        };
        let dev = self.device();
        let hk = h.mul_poly(kv);
        let out = FixedLayout {
            device: dev.clone(),
            dtype,
            size: vec![b.clone(), h.clone(), m.clone(), kv.clone()],
            stride: vec![m.mul_poly(&hk), kv.clone(), hk, Expr::int(1)],
            offset: Expr::int(0),
        };
        let lse_dim = match (compute_log_sumexp, m.as_const()) {
            (false, _) => Expr::int(0),
            (true, Some(m)) => Expr::int((m + 31) / 32 * 32),
            (true, None) => return Err(LowerCause::Unsupported("a symbolic logsumexp width")),
        };
        let lse = FixedLayout::contiguous(&dev, DType::F32, &[b.clone(), h.clone(), lse_dim]);
        let scalar = FixedLayout::contiguous(&dev, DType::I64, &[]);
        Ok(vec![Some(out), Some(lse), Some(scalar.clone()), Some(scalar)])
    }
}
