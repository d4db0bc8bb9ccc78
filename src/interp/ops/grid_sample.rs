//! Resampling Inductor leaves to aten: `grid_sampler_3d` (it decomposes only the 2-D sampler),
//! the input read at the grid's normalized coordinates with ATen's `GridSampler.h` arithmetic,
//! and `_upsample_bilinear2d_aa`, the antialiased resize of `UpSampleKernel.cpp`. Both in f64,
//! rounded once.
use super::{Call, Value};
use crate::interp::tensor::{TResult, Tensor, terr};

/// `grid_sampler_unnormalize`: [-1, 1] to pixel coordinates.
fn unnormalize(coord: f64, size: usize, align_corners: bool) -> f64 {
    let size = size as f64;
    if align_corners {
        (coord + 1.0) / 2.0 * (size - 1.0)
    } else {
        ((coord + 1.0) * size - 1.0) / 2.0
    }
}

fn clip(x: f64, size: usize) -> f64 {
    (size as f64 - 1.0).min(x.max(0.0))
}

/// `reflect_coordinates(in, twice_low, twice_high)`.
fn reflect(x: f64, twice_low: f64, twice_high: f64) -> f64 {
    if twice_low == twice_high {
        return 0.0;
    }
    let min = twice_low / 2.0;
    let span = (twice_high - twice_low) / 2.0;
    let x = (x - min).abs();
    let extra = x % span;
    let flips = (x / span).floor();
    if flips % 2.0 == 0.0 { extra + min } else { span - extra + min }
}

/// `grid_sampler_compute_source_index`: padding 0 zeros, 1 border, 2 reflection; a
/// coordinate that is not finite becomes -100 (`safe_downgrade_to_int_range`).
fn source_index(coord: f64, size: usize, padding: i64, align_corners: bool) -> f64 {
    let mut x = unnormalize(coord, size, align_corners);
    if padding == 1 {
        x = clip(x, size);
    } else if padding == 2 {
        let n = size as f64;
        x = if align_corners {
            reflect(x, 0.0, 2.0 * (n - 1.0))
        } else {
            reflect(x, -1.0, 2.0 * n - 1.0)
        };
        x = clip(x, size);
    }
    if x.is_finite() && x.abs() <= i32::MAX as f64 { x } else { -100.0 }
}

/// `grid_sampler_3d(input, grid, interpolation_mode, padding_mode, align_corners)`:
/// `[N, C, D, H, W]` sampled at `[N, D', H', W', 3]` (x, y, z) gives `[N, C, D', H', W']`;
/// bilinear (0) or nearest (1, round half to even).
pub(super) fn grid_sampler_3d(c: &Call) -> TResult<Value> {
    let (input, grid) = (c.tensor(0, "input")?, c.tensor(1, "grid")?);
    let (mode, padding) = (c.int(2, "interpolation_mode")?, c.int(3, "padding_mode")?);
    let align = c.bool_or(4, "align_corners", false)?;
    let (&[n, ch, d, h, w], &[gn, od, oh, ow, three]) = (input.sizes(), grid.sizes()) else {
        return terr("grid_sampler_3d: expected 5-D input and grid");
    };
    if gn != n || three != 3 {
        return terr("grid_sampler_3d: grid must be [N, D, H, W, 3] with the input's N");
    }
    if !(0..=1).contains(&mode) || !(0..=2).contains(&padding) {
        return terr("grid_sampler_3d: unsupported interpolation or padding mode");
    }
    if !input.dtype().is_float() {
        return terr("grid_sampler_3d: expected a floating-point input");
    }
    let x = input.contiguous().to_f64_vec();
    let g = grid.contiguous().to_f64_vec();
    let at = |b: usize, k: usize, z: i64, y: i64, xx: i64| -> f64 {
        let inside =
            (0..d as i64).contains(&z) && (0..h as i64).contains(&y) && (0..w as i64).contains(&xx);
        if !inside {
            return 0.0;
        }
        x[(((b * ch + k) * d + z as usize) * h + y as usize) * w + xx as usize]
    };
    let mut out = vec![0f64; n * ch * od * oh * ow];
    let points = od * oh * ow;
    for b in 0..n {
        for p in 0..points {
            let gi = (b * points + p) * 3;
            let ix = source_index(g[gi], w, padding, align);
            let iy = source_index(g[gi + 1], h, padding, align);
            let iz = source_index(g[gi + 2], d, padding, align);
            for k in 0..ch {
                let v = if mode == 1 {
                    let r = |v: f64| v.round_ties_even() as i64;
                    at(b, k, r(iz), r(iy), r(ix))
                } else {
                    let (x0, y0, z0) = (ix.floor(), iy.floor(), iz.floor());
                    let (fx, fy, fz) = (ix - x0, iy - y0, iz - z0);
                    let (x0, y0, z0) = (x0 as i64, y0 as i64, z0 as i64);
                    let mut acc = 0.0;
                    for (dz, wz) in [(0, 1.0 - fz), (1, fz)] {
                        for (dy, wy) in [(0, 1.0 - fy), (1, fy)] {
                            for (dx, wx) in [(0, 1.0 - fx), (1, fx)] {
                                acc += at(b, k, z0 + dz, y0 + dy, x0 + dx) * (wx * wy * wz);
                            }
                        }
                    }
                    acc
                };
                out[(b * ch + k) * points + p] = v;
            }
        }
    }
    Ok(Value::Tensor(Tensor::from_f64(input.dtype(), vec![n, ch, od, oh, ow], &out)?))
}

/// `area_pixel_compute_scale`.
fn area_scale(input: usize, output: usize, align_corners: bool, scale: Option<f64>) -> f64 {
    if align_corners {
        if output > 1 { (input as f64 - 1.0) / (output as f64 - 1.0) } else { 0.0 }
    } else {
        match scale {
            Some(s) if s > 0.0 => 1.0 / s,
            _ => input as f64 / output as f64,
        }
    }
}

/// `_compute_weights_aa` with the triangle filter: the first input index and the normalized
/// weights output `i` reads along one dim.
fn aa_weights(i: usize, input: usize, scale: f64) -> (usize, Vec<f64>) {
    let support = if scale >= 1.0 { scale } else { 1.0 };
    let max_size = support.ceil() as i64 * 2 + 1;
    let center = scale * (i as f64 + 0.5);
    let invscale = if scale >= 1.0 { 1.0 / scale } else { 1.0 };
    let xmin = ((center - support + 0.5) as i64).max(0);
    let xsize = ((center + support + 0.5) as i64).min(input as i64) - xmin;
    let xsize = xsize.clamp(0, max_size);
    let mut w: Vec<f64> = (0..xsize)
        .map(|j| {
            let x = ((j + xmin) as f64 - center + 0.5) * invscale;
            let x = x.abs();
            if x < 1.0 { 1.0 - x } else { 0.0 }
        })
        .collect();
    let total: f64 = w.iter().sum();
    if total != 0.0 {
        w.iter_mut().for_each(|v| *v /= total);
    }
    (xmin as usize, w)
}

/// `_upsample_bilinear2d_aa(self, output_size, align_corners, scales_h, scales_w)`: each
/// output pixel a weighted mean of the input window its triangle filter covers.
pub(super) fn upsample_bilinear2d_aa(c: &Call) -> TResult<Value> {
    let x = c.tensor(0, "self")?;
    let size = c.int_list(1, "output_size")?;
    let align = c.bool_or(2, "align_corners", false)?;
    let (sh, sw) = (c.opt_float(3, "scales_h")?, c.opt_float(4, "scales_w")?);
    let (&[n, ch, h, w], &[oh, ow]) = (x.sizes(), size.as_slice()) else {
        return terr("_upsample_bilinear2d_aa: expected a 4-D input and two output sizes");
    };
    if !x.dtype().is_float() || oh <= 0 || ow <= 0 || h == 0 || w == 0 {
        return terr("_upsample_bilinear2d_aa: expected a float input and non-empty sizes");
    }
    let (oh, ow) = (oh as usize, ow as usize);
    let rows: Vec<_> = (0..oh).map(|i| aa_weights(i, h, area_scale(h, oh, align, sh))).collect();
    let cols: Vec<_> = (0..ow).map(|j| aa_weights(j, w, area_scale(w, ow, align, sw))).collect();
    let v = x.contiguous().to_f64_vec();
    let mut out = Vec::with_capacity(n * ch * oh * ow);
    for plane in v.chunks(h * w).take(n * ch) {
        for (y0, wy) in &rows {
            for (x0, wx) in &cols {
                let mut acc = 0.0;
                for (dy, a) in wy.iter().enumerate() {
                    let row = &plane[(y0 + dy) * w..];
                    acc += a * wx.iter().enumerate().map(|(dx, b)| b * row[x0 + dx]).sum::<f64>();
                }
                out.push(acc);
            }
        }
    }
    Ok(Value::Tensor(Tensor::from_f64(x.dtype(), vec![n, ch, oh, ow], &out)?))
}
