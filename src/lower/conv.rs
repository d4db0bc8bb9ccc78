//! The workbench's convolution (`LowerOptions::conv_as_template`): where Inductor on CPU calls
//! oneDNN (`extern_kernels.convolution`, which the JIT can only run on the interpreter), the
//! workbench lowers a plain convolution (not transposed, one group, f32, sizes and parameters
//! numbers) as im2col and the matmul template:
//!
//! ```text
//! col[n, c·K + k, o]   = x[n, c, o·stride + k·dilation - padding]   (0 where that is outside)
//! out[n, oc, o]        = Σ_ck weight[oc, ck] · col[n, ck, o]          (`bmm`, weight batch-stride 0)
//! ```
//!
//! with `k` and `o` the flattened kernel taps and output positions, then the bias added as a
//! pointwise epilogue. `col` is a computed buffer of its own; the template reads it and the
//! weight through the layouts it records (`OperationKind::Template::input_layouts`), since the
//! FX node is the convolution, not a matmul.
use super::body::BodyBuilder;
use super::buffer::{Buffer, BufferKind, FixedLayout, OperationKind, contiguous_strides};
use super::index::{Expr, floor_div, mod_idx};
use super::ops::{BodyFn, Operand, out_meta};
use super::pad::{and_all, index_cmp};
use super::value::{Loader, Pointwise, TensorBox};
use super::{LowerCause, Lowering, Value};
use crate::ir::{Arg, DType, Node};
use std::rc::Rc;

/// One value per spatial dim (a single value applies to all).
fn per_dim(v: Vec<i64>, n: usize) -> Option<Vec<i64>> {
    match v.len() {
        1 => Some(vec![v[0]; n]),
        l if l == n => Some(v),
        _ => None,
    }
}

/// The geometry of a convolution the template takes, or `None` for Inductor's extern.
struct Geometry {
    batch: i64,
    cin: i64,
    cout: i64,
    input: Vec<i64>,
    kernel: Vec<i64>,
    output: Vec<i64>,
    stride: Vec<i64>,
    padding: Vec<i64>,
    dilation: Vec<i64>,
}

fn geometry(node: &Node, x: &[Expr], w: &[Expr], out: &[Expr]) -> Option<Geometry> {
    let konst = |v: &[Expr]| v.iter().map(Expr::as_const).collect::<Option<Vec<i64>>>();
    let (x, w, out) = (konst(x)?, konst(w)?, konst(out)?);
    let spatial = out.len().checked_sub(2).filter(|&s| s >= 1)?;
    let transposed = node.args.get(6).and_then(Arg::as_bool).unwrap_or(false);
    let groups = node.args.get(8).and_then(Arg::as_int).unwrap_or(1);
    if transposed || groups != 1 || x.len() != out.len() || w.len() != out.len() || w[1] != x[1] {
        return None;
    }
    let g = Geometry {
        batch: x[0],
        cin: x[1],
        cout: w[0],
        input: x[2..].to_vec(),
        kernel: w[2..].to_vec(),
        output: out[2..].to_vec(),
        stride: per_dim(node.args.get(3)?.as_int_list()?, spatial)?,
        padding: per_dim(node.args.get(4)?.as_int_list()?, spatial)?,
        dilation: per_dim(node.args.get(5)?.as_int_list()?, spatial)?,
    };
    // The output extent the meta function gives must be the one the taps walk.
    let consistent = (0..spatial).all(|d| {
        let span = g.dilation[d] * (g.kernel[d] - 1) + 1;
        g.stride[d] > 0 && g.output[d] == (g.input[d] + 2 * g.padding[d] - span) / g.stride[d] + 1
    });
    (consistent && out[1] == g.cout).then_some(g)
}

/// Row-major position `i` of `dims` as one index per dim.
fn unflatten(i: &Expr, dims: &[i64]) -> Vec<Expr> {
    let mut div = 1;
    let mut out = vec![Expr::int(0); dims.len()];
    for (d, &n) in dims.iter().enumerate().rev() {
        out[d] = if d == 0 { floor_div(i, div) } else { mod_idx(i, div, n) };
        div *= n;
    }
    out
}

impl Lowering<'_> {
    /// The convolution as im2col and the matmul template, or `None` where it is not one the
    /// template takes (Inductor's extern then).
    pub(super) fn conv_as_template(
        &mut self,
        node: &Node,
        env: &[Value],
        origin: &str,
    ) -> Result<Option<Value>, LowerCause> {
        let (dtype, size) = out_meta(node)?;
        let x = self.tensor_arg(env, node, 0)?;
        let w = self.tensor_arg(env, node, 1)?;
        if dtype != DType::F32 || x.dtype() != DType::F32 || w.dtype() != DType::F32 {
            return Ok(None);
        }
        let Some(g) = geometry(node, &x.size(), &w.size(), &size) else { return Ok(None) };
        let kvol: i64 = g.kernel.iter().product();
        let ovol: i64 = g.output.iter().product();
        let ck = g.cin * kvol;
        let origins = vec![origin.to_string()];
        // im2col: every tap of every output position, a zero where it falls in the padding.
        // The input is realized first (as `require_stride_order` realizes the extern's): each
        // element is read by up to K taps, which would otherwise recompute its producer.
        self.realize(&x)?;
        let inner = x.make_loader();
        let (kernel, output) = (g.kernel.clone(), g.output.clone());
        let (stride, padding, dilation) = (g.stride.clone(), g.padding.clone(), g.dilation.clone());
        let input = g.input.clone();
        let padded = padding.iter().any(|&p| p != 0);
        let loader: Loader = Rc::new(move |b: &mut BodyBuilder, idx: &[Expr]| {
            let (n, r, o) = (&idx[0], &idx[1], &idx[2]);
            let c = floor_div(r, kvol);
            let taps = unflatten(&mod_idx(r, 1, kvol), &kernel);
            let outs = unflatten(o, &output);
            let mut at = vec![n.clone(), c];
            let mut masks = vec![];
            for d in 0..kernel.len() {
                let i = outs[d].scale(stride[d]).add(&taps[d].scale(dilation[d]));
                let i = i.add(&Expr::int(-padding[d]));
                if padding[d] != 0 {
                    masks.push(index_cmp(b, "ge", &i, &Expr::int(0), DType::I64));
                    masks.push(index_cmp(b, "lt", &i, &Expr::int(input[d]), DType::I64));
                }
                at.push(i);
            }
            let inner = inner.clone();
            match padded.then(|| and_all(b, masks)).flatten() {
                Some(mask) => b.masked(mask, 0.0, DType::F32, move |b| inner(b, &at)),
                None => inner(b, &at),
            }
        });
        let col_size = vec![Expr::int(g.batch), Expr::int(ck), Expr::int(ovol)];
        let col = TensorBox::pointwise(Pointwise {
            size: col_size,
            dtype,
            loader,
            origins: origins.clone(),
        });
        let col_name = self.realize_input(&col, &origins)?;
        self.freeze_buffer(&col_name, super::Freeze::Contiguous)?;
        let col_layout = self
            .layout_of(&col_name)
            .ok_or_else(|| LowerCause::NoLayout(format!("im2col {col_name}")))?;
        let contiguous: Vec<usize> = (0..size.len()).rev().collect();
        let w_name = self.require_stride_order(&w, &contiguous, &origins)?;
        let wl = match w.as_strided() {
            Some((n, l)) if n == w_name => Some(l),
            _ => self.layout_of(&w_name),
        }
        .ok_or_else(|| LowerCause::NoLayout(format!("convolution weight {w_name}")))?;
        if wl.stride != contiguous_strides(&wl.size) {
            return Err(LowerCause::Unsupported("a convolution weight that is not dense"));
        }
        // The weight as `[batch, cout, cin·K]`, the same matrix for every batch.
        let a_layout = FixedLayout {
            size: vec![Expr::int(g.batch), Expr::int(g.cout), Expr::int(ck)],
            stride: vec![Expr::int(0), Expr::int(ck), Expr::int(1)],
            ..wl
        };
        let buf = self.new_buffer_name();
        let flat = vec![Expr::int(g.batch), Expr::int(g.cout), Expr::int(ovol)];
        let layout = FixedLayout::contiguous(&self.device(), dtype, &flat);
        self.register(
            vec![Buffer {
                name: buf.clone(),
                kind: BufferKind::TemplateBuffer,
                layout: layout.clone(),
                op: None,
            }],
            OperationKind::Template {
                kernel: "bmm".into(),
                inputs: vec![w_name, col_name],
                input_layouts: vec![a_layout, col_layout],
                allowed_prologue_inps: vec![],
            },
            origins,
        );
        let out = self.reshape_to(&TensorBox::buffer(&buf, layout), size.clone())?;
        let Ok(bias) = self.tensor_arg(env, node, 2) else {
            return Ok(Some(Value::Tensor(out)));
        };
        // `bias[oc]` along dim 1 of the output.
        let mut b = bias;
        for _ in 2..size.len() {
            b = super::views::unsqueeze(&b, -1);
        }
        let b = super::views::expand_to(&super::views::unsqueeze(&b, 0), &size);
        let f: BodyFn = Rc::new(move |bb, v| bb.call("add", v, dtype));
        let operands = vec![Operand::Tensor(out), Operand::Tensor(b)];
        Ok(Some(Value::Tensor(self.pointwise(operands, size, dtype, dtype, origin, f)?)))
    }
}
