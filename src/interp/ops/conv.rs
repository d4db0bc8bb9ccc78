//! `convolution` (not transposed) over any number of spatial dims, with stride, padding,
//! dilation, groups and an optional bias. Like the interpreter's other products, floats
//! accumulate in f64 (bias included) and round once to the result dtype, where PyTorch's CPU
//! kernels (oneDNN, or im2col + GEMM) sum in f32 in their own blocked order: results agree
//! within torch.testing's tolerances, not bit for bit. Integer convolutions (PyTorch's slow
//! path) wrap, which i64 arithmetic reproduces exactly. Shapes and arguments are checked with
//! PyTorch's messages. A transposed convolution scatters each input element through the kernel
//! (the gradient of the convolution with respect to its input).
use super::Call;
use crate::interp::tensor::{TResult, Tensor, terr};
use crate::interp::value::Value;
use crate::ir::DType;

/// The parameters of a convolution, checked against the operands.
struct Geometry {
    batch: usize,
    groups: usize,
    /// Input channels per group (`weight.size(1)`), output channels per group.
    cin_g: usize,
    cout_g: usize,
    input: Vec<usize>,
    kernel: Vec<usize>,
    output: Vec<usize>,
    stride: Vec<usize>,
    padding: Vec<usize>,
    dilation: Vec<usize>,
}

/// A parameter list of one value per spatial dim; a single value applies to all of them
/// (PyTorch's `expand_param_if_needed`).
fn per_dim(name: &str, v: &[i64], n: usize) -> TResult<Vec<i64>> {
    match v.len() {
        1 => Ok(vec![v[0]; n]),
        l if l == n => Ok(v.to_vec()),
        _ => terr(format!(
            "expected {name} to be a single integer value or a list of {n} values to match the \
             convolution dimensions, but got {name}={v:?}"
        )),
    }
}

fn fmt_dims(v: &[usize]) -> String {
    v.iter().map(usize::to_string).collect::<Vec<_>>().join(" x ")
}

fn geometry(
    x: &Tensor,
    w: &Tensor,
    bias: Option<&Tensor>,
    stride: &[i64],
    padding: &[i64],
    dilation: &[i64],
    groups: i64,
) -> TResult<Geometry> {
    if w.dim() < 3 {
        return terr(format!(
            "weight should be [out_channels, in_channels / groups, *kernel] with at least one \
             spatial dim, got {:?}",
            w.sizes()
        ));
    }
    let nsp = w.dim() - 2;
    let stride = per_dim("stride", stride, nsp)?;
    let padding = per_dim("padding", padding, nsp)?;
    let dilation = per_dim("dilation", dilation, nsp)?;
    if stride.iter().any(|&s| s <= 0) {
        return terr("non-positive stride is not supported");
    }
    if padding.iter().any(|&p| p < 0) {
        return terr("negative padding is not supported");
    }
    if dilation.iter().any(|&d| d <= 0) {
        return terr("dilation should be greater than zero");
    }
    if groups <= 0 {
        return terr("non-positive groups is not supported");
    }
    if x.dim() != w.dim() {
        return terr(format!(
            "Expected {k}-dimensional input for {k}-dimensional weight {:?}, but got {}-dimensional \
             input of size {:?} instead",
            w.sizes(),
            x.dim(),
            x.sizes(),
            k = w.dim()
        ));
    }
    let g = groups as usize;
    let (cout, cin_g) = (w.sizes()[0], w.sizes()[1]);
    if cout % g != 0 {
        return terr(format!(
            "Given groups={g}, expected weight to be divisible by {g} at dimension 0, but got \
             weight of size {:?} instead",
            w.sizes()
        ));
    }
    if x.sizes()[1] != cin_g * g {
        return terr(format!(
            "Given groups={g}, weight of size {:?}, expected input{:?} to have {} channels, but \
             got {} channels instead",
            w.sizes(),
            x.sizes(),
            cin_g * g,
            x.sizes()[1]
        ));
    }
    if let Some(b) = bias
        && (b.dim() != 1 || b.numel() != cout)
    {
        return terr(format!(
            "Given weight of size {:?}, expected bias to be 1-dimensional with {cout} elements, \
             but got bias of size {:?} instead",
            w.sizes(),
            b.sizes()
        ));
    }
    for (what, t) in [("weight", Some(w)), ("bias", bias)] {
        if let Some(t) = t
            && t.dtype() != x.dtype()
        {
            return terr(format!(
                "Input type ({}) and {what} type ({}) should be the same",
                x.dtype(),
                t.dtype()
            ));
        }
    }
    let (stride, padding, dilation): (Vec<usize>, Vec<usize>, Vec<usize>) = (
        stride.iter().map(|&s| s as usize).collect(),
        padding.iter().map(|&p| p as usize).collect(),
        dilation.iter().map(|&d| d as usize).collect(),
    );
    let input = x.sizes()[2..].to_vec();
    let kernel = w.sizes()[2..].to_vec();
    let padded: Vec<usize> = (0..nsp).map(|i| input[i] + 2 * padding[i]).collect();
    let reach: Vec<usize> =
        (0..nsp).map(|i| dilation[i] * kernel[i].saturating_sub(1) + 1).collect();
    if (0..nsp).any(|i| padded[i] < reach[i]) {
        return terr(format!(
            "Calculated padded input size per channel: ({}). Kernel size: ({}). Kernel size can't \
             be greater than actual input size",
            fmt_dims(&padded),
            fmt_dims(&reach)
        ));
    }
    let output = (0..nsp).map(|i| (padded[i] - reach[i]) / stride[i] + 1).collect();
    Ok(Geometry {
        batch: x.sizes()[0],
        groups: g,
        cin_g,
        cout_g: cout / g,
        input,
        kernel,
        output,
        stride,
        padding,
        dilation,
    })
}

/// For every kernel position and output position (row-major, kernel major), the offset of the
/// input element it reads within one channel's plane, or `None` where it falls in the padding.
fn taps(g: &Geometry) -> Vec<Option<usize>> {
    let kvol: usize = g.kernel.iter().product();
    let ovol: usize = g.output.iter().product();
    let mut out = Vec::with_capacity(kvol * ovol);
    let unravel = |mut i: usize, dims: &[usize]| {
        let mut ix = vec![0; dims.len()];
        for (k, &d) in dims.iter().enumerate().rev() {
            ix[k] = i % d.max(1);
            i /= d.max(1);
        }
        ix
    };
    for kf in 0..kvol {
        let kix = unravel(kf, &g.kernel);
        for of in 0..ovol {
            let oix = unravel(of, &g.output);
            let mut off = 0usize;
            let mut inside = true;
            for d in 0..g.input.len() {
                let pos =
                    (oix[d] * g.stride[d] + kix[d] * g.dilation[d]) as i64 - g.padding[d] as i64;
                if pos < 0 || pos as usize >= g.input[d] {
                    inside = false;
                    break;
                }
                off = off * g.input[d] + pos as usize;
            }
            out.push(inside.then_some(off));
        }
    }
    out
}

/// The convolution on row-major values: `out[n, oc, o] = bias[oc] + Σ x[n, c, tap] w[oc, ic, k]`,
/// `mac(acc, x, w)` accumulating and `add` adding the bias last.
fn convolve<T: Copy>(
    g: &Geometry,
    xv: &[T],
    wv: &[T],
    bias: Option<&[T]>,
    zero: T,
    mac: impl Fn(T, T, T) -> T,
    add: impl Fn(T, T) -> T,
) -> Vec<T> {
    let taps = taps(g);
    let kvol: usize = g.kernel.iter().product();
    let ovol: usize = g.output.iter().product();
    let ivol: usize = g.input.iter().product();
    let cout = g.cout_g * g.groups;
    let cin = g.cin_g * g.groups;
    let mut out = Vec::with_capacity(g.batch * cout * ovol);
    let mut acc = vec![zero; ovol];
    for n in 0..g.batch {
        for oc in 0..cout {
            let grp = oc / g.cout_g;
            acc.iter_mut().for_each(|a| *a = zero);
            for icg in 0..g.cin_g {
                let plane = &xv[(n * cin + grp * g.cin_g + icg) * ivol..][..ivol];
                let wrow = &wv[(oc * g.cin_g + icg) * kvol..][..kvol];
                for (kf, &wk) in wrow.iter().enumerate() {
                    for (a, tap) in acc.iter_mut().zip(&taps[kf * ovol..(kf + 1) * ovol]) {
                        if let Some(t) = tap {
                            *a = mac(*a, plane[*t], wk);
                        }
                    }
                }
            }
            match bias {
                Some(b) => out.extend(acc.iter().map(|&a| add(a, b[oc]))),
                None => out.extend_from_slice(&acc),
            }
        }
    }
    out
}

/// `convolution(input, weight, bias, stride, padding, dilation, transposed=False, _, groups)`.
pub fn convolution(
    x: &Tensor,
    w: &Tensor,
    bias: Option<&Tensor>,
    stride: &[i64],
    padding: &[i64],
    dilation: &[i64],
    groups: i64,
) -> TResult<Tensor> {
    let g = geometry(x, w, bias, stride, padding, dilation, groups)?;
    let dt = x.dtype();
    let mut shape = vec![g.batch, g.cout_g * g.groups];
    shape.extend(&g.output);
    let (x, w) = (x.contiguous(), w.contiguous());
    if matches!(dt, DType::F64 | DType::F32 | DType::F16 | DType::BF16) {
        let b = bias.map(Tensor::to_f64_vec);
        let out = convolve(
            &g,
            &x.to_f64_vec(),
            &w.to_f64_vec(),
            b.as_deref(),
            0.0,
            |a, x, w| a + x * w,
            |a, b| a + b,
        );
        Tensor::from_f64(dt, shape, &out)
    } else if matches!(dt, DType::I64 | DType::I32 | DType::I16 | DType::I8 | DType::U8) {
        let b = bias.map(Tensor::to_i64_vec);
        let out = convolve(
            &g,
            &x.to_i64_vec(),
            &w.to_i64_vec(),
            b.as_deref(),
            0,
            |a, x, w| a.wrapping_add(x.wrapping_mul(w)),
            i64::wrapping_add,
        );
        Tensor::from_i64(dt, shape, &out)
    } else {
        terr(format!("convolution of {dt} tensors is not implemented on CPU"))
    }
}

/// `convolution(Tensor input, Tensor weight, Tensor? bias, SymInt[] stride, SymInt[] padding,
/// SymInt[] dilation, bool transposed, SymInt[] output_padding, SymInt groups)`.
/// `output_padding` only applies to transposed convolutions.
pub(super) fn convolution_op(c: &Call) -> TResult<Value> {
    let (x, w) = (c.tensor(0, "input")?, c.tensor(1, "weight")?);
    let bias = match c.get(2, "bias") {
        None => None,
        Some(Value::Tensor(b)) => Some(b),
        Some(v) => return terr(format!("argument `bias` should be a tensor, found {}", v.kind())),
    };
    if c.bool_or(6, "transposed", false)? {
        return conv_transpose(
            x,
            w,
            bias,
            &c.int_list(3, "stride")?,
            &c.int_list(4, "padding")?,
            &c.int_list(5, "dilation")?,
            &c.int_list(7, "output_padding")?,
            c.int(8, "groups")?,
        )
        .map(Value::Tensor);
    }
    convolution(
        x,
        w,
        bias,
        &c.int_list(3, "stride")?,
        &c.int_list(4, "padding")?,
        &c.int_list(5, "dilation")?,
        c.int(8, "groups")?,
    )
    .map(Value::Tensor)
}

/// `convolution(..., transposed=True, output_padding, groups)`: the weight is
/// `[in_channels, out_channels / groups, *kernel]` and input position `i` with kernel tap `k`
/// adds into output position `i·stride + k·dilation − padding`; the output extent is
/// `(in − 1)·stride − 2·padding + dilation·(kernel − 1) + output_padding + 1`.
#[allow(clippy::too_many_arguments, reason = "aten.convolution's own parameters")]
pub fn conv_transpose(
    x: &Tensor,
    w: &Tensor,
    bias: Option<&Tensor>,
    stride: &[i64],
    padding: &[i64],
    dilation: &[i64],
    output_padding: &[i64],
    groups: i64,
) -> TResult<Tensor> {
    if w.dim() < 3 || x.dim() != w.dim() {
        return terr(format!(
            "Expected {k}-dimensional input for {k}-dimensional weight {:?}, but got {}-dimensional \
             input of size {:?} instead",
            w.sizes(),
            x.dim(),
            x.sizes(),
            k = w.dim()
        ));
    }
    let nsp = w.dim() - 2;
    let stride = per_dim("stride", stride, nsp)?;
    let padding = per_dim("padding", padding, nsp)?;
    let dilation = per_dim("dilation", dilation, nsp)?;
    let opad = per_dim("output_padding", output_padding, nsp)?;
    if stride.iter().any(|&s| s <= 0) || dilation.iter().any(|&d| d <= 0) {
        return terr("non-positive stride or dilation is not supported");
    }
    if padding.iter().chain(&opad).any(|&p| p < 0) {
        return terr("negative padding is not supported");
    }
    if groups <= 0 {
        return terr("non-positive groups is not supported");
    }
    let g = groups as usize;
    let (cin, cout_g) = (w.sizes()[0], w.sizes()[1]);
    if x.sizes()[1] != cin || cin % g != 0 {
        return terr(format!(
            "Given transposed=1, weight of size {:?}, expected input{:?} to have {cin} channels, \
             but got {} channels instead",
            w.sizes(),
            x.sizes(),
            x.sizes()[1]
        ));
    }
    let cout = cout_g * g;
    if let Some(b) = bias
        && (b.dim() != 1 || b.numel() != cout)
    {
        return terr(format!(
            "Given transposed=1, weight of size {:?}, expected bias to be 1-dimensional with \
             {cout} elements, but got bias of size {:?} instead",
            w.sizes(),
            b.sizes()
        ));
    }
    let input = x.sizes()[2..].to_vec();
    let kernel = w.sizes()[2..].to_vec();
    let mut output = Vec::with_capacity(nsp);
    for d in 0..nsp {
        let o = (input[d] as i64 - 1) * stride[d] - 2 * padding[d]
            + dilation[d] * (kernel[d] as i64 - 1)
            + opad[d]
            + 1;
        if o <= 0 {
            return terr(format!(
                "Given input size per channel {input:?}, the output size is too small"
            ));
        }
        output.push(o as usize);
    }
    let geo = TGeometry {
        batch: x.sizes()[0],
        groups: g,
        cin_g: cin / g,
        cout_g,
        input,
        kernel,
        output,
        stride,
        padding,
        dilation,
    };
    let dt = x.dtype();
    let mut shape = vec![geo.batch, cout];
    shape.extend(&geo.output);
    let (x, w) = (x.contiguous(), w.contiguous());
    if matches!(dt, DType::F64 | DType::F32 | DType::F16 | DType::BF16) {
        let b = bias.map(Tensor::to_f64_vec);
        let out = scatter_conv(
            &geo,
            &x.to_f64_vec(),
            &w.to_f64_vec(),
            b.as_deref(),
            0.0,
            |a, x, w| a + x * w,
            |a, b| a + b,
        );
        Tensor::from_f64(dt, shape, &out)
    } else if matches!(dt, DType::I64 | DType::I32 | DType::I16 | DType::I8 | DType::U8) {
        let b = bias.map(Tensor::to_i64_vec);
        let out = scatter_conv(
            &geo,
            &x.to_i64_vec(),
            &w.to_i64_vec(),
            b.as_deref(),
            0,
            |a, x, w| a.wrapping_add(x.wrapping_mul(w)),
            i64::wrapping_add,
        );
        Tensor::from_i64(dt, shape, &out)
    } else {
        terr(format!("convolution of {dt} tensors is not implemented on CPU"))
    }
}

/// A transposed convolution's parameters (the output extents derived, as signed steps).
struct TGeometry {
    batch: usize,
    groups: usize,
    cin_g: usize,
    cout_g: usize,
    input: Vec<usize>,
    kernel: Vec<usize>,
    output: Vec<usize>,
    stride: Vec<i64>,
    padding: Vec<i64>,
    dilation: Vec<i64>,
}

/// `out[n, oc, i·s + k·d − p] += x[n, c, i] · w[c, oc mod cout_g, k]` over every input channel
/// `c` of `oc`'s group, then the bias.
fn scatter_conv<T: Copy>(
    g: &TGeometry,
    xv: &[T],
    wv: &[T],
    bias: Option<&[T]>,
    zero: T,
    mac: impl Fn(T, T, T) -> T,
    add: impl Fn(T, T) -> T,
) -> Vec<T> {
    let unravel = |mut i: usize, dims: &[usize]| {
        let mut ix = vec![0; dims.len()];
        for (k, &d) in dims.iter().enumerate().rev() {
            ix[k] = i % d.max(1);
            i /= d.max(1);
        }
        ix
    };
    let (ivol, kvol, ovol): (usize, usize, usize) =
        (g.input.iter().product(), g.kernel.iter().product(), g.output.iter().product());
    // For every (input position, kernel tap), the output offset it lands on, if inside.
    let mut lands: Vec<Option<usize>> = Vec::with_capacity(ivol * kvol);
    for i in 0..ivol {
        let iix = unravel(i, &g.input);
        for k in 0..kvol {
            let kix = unravel(k, &g.kernel);
            let mut off = 0usize;
            let mut inside = true;
            for d in 0..g.input.len() {
                let pos =
                    iix[d] as i64 * g.stride[d] + kix[d] as i64 * g.dilation[d] - g.padding[d];
                if pos < 0 || pos as usize >= g.output[d] {
                    inside = false;
                    break;
                }
                off = off * g.output[d] + pos as usize;
            }
            lands.push(inside.then_some(off));
        }
    }
    let cin = g.cin_g * g.groups;
    let cout = g.cout_g * g.groups;
    let mut out = vec![zero; g.batch * cout * ovol];
    for n in 0..g.batch {
        for c in 0..cin {
            let grp = c / g.cin_g;
            let plane = &xv[(n * cin + c) * ivol..][..ivol];
            for ocg in 0..g.cout_g {
                let oc = grp * g.cout_g + ocg;
                let wrow = &wv[(c * g.cout_g + ocg) * kvol..][..kvol];
                let dst = &mut out[(n * cout + oc) * ovol..][..ovol];
                for (i, &xi) in plane.iter().enumerate() {
                    for (k, &wk) in wrow.iter().enumerate() {
                        if let Some(o) = lands[i * kvol + k] {
                            dst[o] = mac(dst[o], xi, wk);
                        }
                    }
                }
            }
        }
    }
    if let Some(b) = bias {
        for (j, v) in out.iter_mut().enumerate() {
            *v = add(*v, b[(j / ovol) % cout]);
        }
    }
    out
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_strided_patch_embedding_is_a_matmul_per_patch() {
        // x[1, 1, 2, 4] in 2x2 patches (stride = kernel = 2), one output channel of ones + bias.
        let x = Tensor::from_f64(DType::F32, vec![1, 1, 2, 4], &[1., 2., 3., 4., 5., 6., 7., 8.])
            .unwrap();
        let w = Tensor::from_f64(DType::F32, vec![1, 1, 2, 2], &[1., 1., 1., 1.]).unwrap();
        let b = Tensor::from_f64(DType::F32, vec![1], &[0.5]).unwrap();
        let r = convolution(&x, &w, Some(&b), &[2], &[0], &[1], 1).unwrap();
        assert_eq!((r.sizes().to_vec(), r.to_f64_vec()), (vec![1, 1, 1, 2], vec![14.5, 22.5]));
        // Padding reads zeros; dilation spreads the taps.
        let r = convolution(&x, &w, None, &[1, 1], &[1, 0], &[1, 2], 1).unwrap();
        assert_eq!(
            (r.sizes().to_vec(), r.to_f64_vec()),
            (vec![1, 1, 3, 2], vec![4., 6., 16., 20., 12., 14.])
        );
        assert!(convolution(&x, &w, None, &[0], &[0], &[1], 1).is_err());
        assert!(convolution(&x, &w, None, &[1], &[0], &[1], 2).is_err());
    }

    #[test]
    fn a_transposed_convolution_scatters_through_the_kernel() {
        // Values from torch.ops.aten.convolution(..., transposed=True): two groups, stride 2,
        // padding 1, output_padding 1 and a bias.
        let x = Tensor::from_f64(DType::F32, vec![1, 2, 3], &[0., 1., 2., 3., 4., 5.]).unwrap();
        let w = Tensor::from_f64(DType::F32, vec![2, 1, 2], &[1., 2., 3., -1.]).unwrap();
        let b = Tensor::from_f64(DType::F32, vec![2], &[0.5, -0.5]).unwrap();
        let r = conv_transpose(&x, &w, Some(&b), &[2], &[1], &[1], &[1], 2).unwrap();
        assert_eq!(
            (r.sizes().to_vec(), r.to_f64_vec()),
            (vec![1, 2, 5], vec![0.5, 1.5, 2.5, 2.5, 4.5, -3.5, 11.5, -4.5, 14.5, -5.5])
        );
        // Two output channels from one input channel, dilated taps.
        let x = Tensor::from_f64(DType::F32, vec![1, 1, 2, 2], &[0., 1., 2., 3.]).unwrap();
        let w = Tensor::from_f64(DType::F32, vec![1, 2, 2, 2], &[1., 2., 3., 4., 5., 6., 7., 8.])
            .unwrap();
        let r = conv_transpose(&x, &w, None, &[1, 1], &[0, 0], &[2, 2], &[0, 0], 1).unwrap();
        let want = [
            0., 1., 0., 2., 2., 3., 4., 6., 0., 3., 0., 4., 6., 9., 8., 12., 0., 5., 0., 6., 10.,
            15., 12., 18., 0., 7., 0., 8., 14., 21., 16., 24.,
        ];
        assert_eq!((r.sizes().to_vec(), r.to_f64_vec()), (vec![1, 2, 4, 4], want.to_vec()));
    }
}
