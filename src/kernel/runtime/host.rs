//! Rust functions the generated code calls for what Cranelift has no instruction for
//! (transcendentals, f16/f8 rounding), and the decode tables for 8/16-bit float storage. The
//! float8 conversions are `ir::float8`'s, the interpreter's too, so both engines round alike.
//! Every helper is registered by name with the JIT builder: relying on `dlsym` to find libm
//! symbols fails when the binary happens not to link them.
use crate::ir::{float8, special};
use std::sync::OnceLock;

pub(crate) type F1 = extern "C" fn(f32) -> f32;
pub(crate) type F2 = extern "C" fn(f32, f32) -> f32;
pub(crate) type F2d = extern "C" fn(f64, f64) -> f64;

extern "C" fn qb_expf(x: f32) -> f32 {
    x.exp()
}
extern "C" fn qb_logf(x: f32) -> f32 {
    x.ln()
}
extern "C" fn qb_tanhf(x: f32) -> f32 {
    x.tanh()
}
extern "C" fn qb_sinf(x: f32) -> f32 {
    x.sin()
}
extern "C" fn qb_cosf(x: f32) -> f32 {
    x.cos()
}
extern "C" fn qb_erff(x: f32) -> f32 {
    libm::erff(x)
}
extern "C" fn qb_log1pf(x: f32) -> f32 {
    x.ln_1p()
}
extern "C" fn qb_expm1f(x: f32) -> f32 {
    x.exp_m1()
}
extern "C" fn qb_acosf(x: f32) -> f32 {
    x.acos()
}
extern "C" fn qb_asinf(x: f32) -> f32 {
    x.asin()
}
extern "C" fn qb_atanf(x: f32) -> f32 {
    x.atan()
}
extern "C" fn qb_acoshf(x: f32) -> f32 {
    x.acosh()
}
extern "C" fn qb_asinhf(x: f32) -> f32 {
    x.asinh()
}
extern "C" fn qb_atanhf(x: f32) -> f32 {
    x.atanh()
}
extern "C" fn qb_coshf(x: f32) -> f32 {
    x.cosh()
}
extern "C" fn qb_sinhf(x: f32) -> f32 {
    x.sinh()
}
extern "C" fn qb_tanf(x: f32) -> f32 {
    x.tan()
}
extern "C" fn qb_log2f(x: f32) -> f32 {
    x.log2()
}
extern "C" fn qb_log10f(x: f32) -> f32 {
    x.log10()
}
extern "C" fn qb_exp2f(x: f32) -> f32 {
    x.exp2()
}
extern "C" fn qb_atan2f(y: f32, x: f32) -> f32 {
    y.atan2(x)
}
/// `n` is an integer the caller converted to f32 (exact below 2^24; exponents past ±300 give
/// 0 or inf either way).
extern "C" fn qb_ldexpf(x: f32, n: f32) -> f32 {
    libm::ldexpf(x, n.clamp(-1000.0, 1000.0) as i32)
}
extern "C" fn qb_powf(x: f32, y: f32) -> f32 {
    x.powf(y)
}
extern "C" fn qb_pow_f64(x: f64, y: f64) -> f64 {
    x.powf(y)
}
extern "C" fn qb_fmodf(x: f32, y: f32) -> f32 {
    x % y
}
// Special functions compute in f64 through `ir::special`, the interpreter's own code, so
// the two engines agree to the rounding of one f32.
extern "C" fn qb_lgammaf(x: f32) -> f32 {
    special::lgamma(x as f64) as f32
}
extern "C" fn qb_digammaf(x: f32) -> f32 {
    special::digamma(x as f64) as f32
}
extern "C" fn qb_erfcf(x: f32) -> f32 {
    special::erfc(x as f64) as f32
}
extern "C" fn qb_erfinvf(x: f32) -> f32 {
    special::erfinv(x as f64) as f32
}
extern "C" fn qb_i0f(x: f32) -> f32 {
    special::i0(x as f64) as f32
}
/// `n` is the order the lowering made a float constant (`ops.polygamma(n, x)`).
extern "C" fn qb_polygammaf(n: f32, x: f32) -> f32 {
    special::polygamma(n as f64, x as f64) as f32
}
extern "C" fn qb_igammaf(a: f32, x: f32) -> f32 {
    special::igamma(a as f64, x as f64) as f32
}

extern "C" fn qb_igammacf(a: f32, x: f32) -> f32 {
    special::igammac(a as f64, x as f64) as f32
}

extern "C" fn qb_nextafterf(x: f32, y: f32) -> f32 {
    libm::nextafterf(x, y)
}

extern "C" fn qb_hypotf(x: f32, y: f32) -> f32 {
    special::hypot(x as f64, y as f64) as f32
}
extern "C" fn qb_i0ef(x: f32) -> f32 {
    special::i0e(x as f64) as f32
}
extern "C" fn qb_i1f(x: f32) -> f32 {
    special::i1(x as f64) as f32
}
extern "C" fn qb_i1ef(x: f32) -> f32 {
    special::i1e(x as f64) as f32
}
extern "C" fn qb_erfcxf(x: f32) -> f32 {
    special::erfcx(x as f64) as f32
}
extern "C" fn qb_ndtrif(x: f32) -> f32 {
    special::ndtri(x as f64) as f32
}
extern "C" fn qb_bessel_j0f(x: f32) -> f32 {
    special::bessel_j0(x as f64) as f32
}
extern "C" fn qb_bessel_j1f(x: f32) -> f32 {
    special::bessel_j1(x as f64) as f32
}
extern "C" fn qb_bessel_y0f(x: f32) -> f32 {
    special::bessel_y0(x as f64) as f32
}
extern "C" fn qb_bessel_y1f(x: f32) -> f32 {
    special::bessel_y1(x as f64) as f32
}
extern "C" fn qb_modified_bessel_i0f(x: f32) -> f32 {
    special::modified_bessel_i0(x as f64) as f32
}
extern "C" fn qb_modified_bessel_i1f(x: f32) -> f32 {
    special::modified_bessel_i1(x as f64) as f32
}
extern "C" fn qb_modified_bessel_k0f(x: f32) -> f32 {
    special::modified_bessel_k0(x as f64) as f32
}
extern "C" fn qb_modified_bessel_k1f(x: f32) -> f32 {
    special::modified_bessel_k1(x as f64) as f32
}
extern "C" fn qb_scaled_modified_bessel_k0f(x: f32) -> f32 {
    special::scaled_modified_bessel_k0(x as f64) as f32
}
extern "C" fn qb_scaled_modified_bessel_k1f(x: f32) -> f32 {
    special::scaled_modified_bessel_k1(x as f64) as f32
}
extern "C" fn qb_spherical_bessel_j0f(x: f32) -> f32 {
    special::spherical_bessel_j0(x as f64) as f32
}
extern "C" fn qb_airy_aif(x: f32) -> f32 {
    special::airy_ai(x as f64) as f32
}
extern "C" fn qb_zetaf(x: f32, q: f32) -> f32 {
    special::zeta(x as f64, q as f64) as f32
}
// The polynomials run in f32 itself, as Inductor's CPU code runs them for f32 (see
// `special::polynomials`): the interpreter calls the same instance.
extern "C" fn qb_chebyshev_polynomial_tf(x: f32, n: f32) -> f32 {
    special::chebyshev_polynomial_t(x, n)
}
extern "C" fn qb_chebyshev_polynomial_uf(x: f32, n: f32) -> f32 {
    special::chebyshev_polynomial_u(x, n)
}
extern "C" fn qb_chebyshev_polynomial_vf(x: f32, n: f32) -> f32 {
    special::chebyshev_polynomial_v(x, n)
}
extern "C" fn qb_chebyshev_polynomial_wf(x: f32, n: f32) -> f32 {
    special::chebyshev_polynomial_w(x, n)
}
extern "C" fn qb_shifted_chebyshev_polynomial_tf(x: f32, n: f32) -> f32 {
    special::shifted_chebyshev_polynomial_t(x, n)
}
extern "C" fn qb_shifted_chebyshev_polynomial_uf(x: f32, n: f32) -> f32 {
    special::shifted_chebyshev_polynomial_u(x, n)
}
extern "C" fn qb_shifted_chebyshev_polynomial_vf(x: f32, n: f32) -> f32 {
    special::shifted_chebyshev_polynomial_v(x, n)
}
extern "C" fn qb_shifted_chebyshev_polynomial_wf(x: f32, n: f32) -> f32 {
    special::shifted_chebyshev_polynomial_w(x, n)
}
extern "C" fn qb_hermite_polynomial_hf(x: f32, n: f32) -> f32 {
    special::hermite_polynomial_h(x, n)
}
extern "C" fn qb_hermite_polynomial_hef(x: f32, n: f32) -> f32 {
    special::hermite_polynomial_he(x, n)
}
extern "C" fn qb_laguerre_polynomial_lf(x: f32, n: f32) -> f32 {
    special::laguerre_polynomial_l(x, n)
}
extern "C" fn qb_legendre_polynomial_pf(x: f32, n: f32) -> f32 {
    special::legendre_polynomial_p(x, n)
}
extern "C" fn qb_round_f16(x: f32) -> f32 {
    half::f16::from_f32(x).to_f32()
}
extern "C" fn qb_round_e4m3(x: f32) -> f32 {
    float8::e4m3fn_to_f32(float8::f32_to_e4m3fn(x))
}
extern "C" fn qb_round_e5m2(x: f32) -> f32 {
    float8::e5m2_to_f32(float8::f32_to_e5m2(x))
}

/// Unary helpers by the `ops.*` name they implement.
pub(crate) const UNARY: &[(&str, F1)] = &[
    ("exp", qb_expf),
    ("log", qb_logf),
    ("tanh", qb_tanhf),
    ("sin", qb_sinf),
    ("cos", qb_cosf),
    ("erf", qb_erff),
    ("log1p", qb_log1pf),
    ("expm1", qb_expm1f),
    ("acos", qb_acosf),
    ("asin", qb_asinf),
    ("atan", qb_atanf),
    ("acosh", qb_acoshf),
    ("asinh", qb_asinhf),
    ("atanh", qb_atanhf),
    ("cosh", qb_coshf),
    ("sinh", qb_sinhf),
    ("tan", qb_tanf),
    ("log2", qb_log2f),
    ("log10", qb_log10f),
    ("exp2", qb_exp2f),
    ("lgamma", qb_lgammaf),
    ("digamma", qb_digammaf),
    ("erfc", qb_erfcf),
    ("erfinv", qb_erfinvf),
    ("i0", qb_i0f),
    ("i0e", qb_i0ef),
    ("i1", qb_i1f),
    ("i1e", qb_i1ef),
    ("erfcx", qb_erfcxf),
    ("ndtri", qb_ndtrif),
    ("bessel_j0", qb_bessel_j0f),
    ("bessel_j1", qb_bessel_j1f),
    ("bessel_y0", qb_bessel_y0f),
    ("bessel_y1", qb_bessel_y1f),
    ("modified_bessel_i0", qb_modified_bessel_i0f),
    ("modified_bessel_i1", qb_modified_bessel_i1f),
    ("modified_bessel_k0", qb_modified_bessel_k0f),
    ("modified_bessel_k1", qb_modified_bessel_k1f),
    ("scaled_modified_bessel_k0", qb_scaled_modified_bessel_k0f),
    ("scaled_modified_bessel_k1", qb_scaled_modified_bessel_k1f),
    ("spherical_bessel_j0", qb_spherical_bessel_j0f),
    ("airy_ai", qb_airy_aif),
    ("round_f16", qb_round_f16),
    ("round_f8e4m3fn", qb_round_e4m3),
    ("round_f8e5m2", qb_round_e5m2),
];

pub(crate) const BINARY: &[(&str, F2)] = &[
    ("pow", qb_powf),
    ("fmod", qb_fmodf),
    ("atan2", qb_atan2f),
    ("ldexp", qb_ldexpf),
    ("polygamma", qb_polygammaf),
    ("hypot", qb_hypotf),
    ("nextafter", qb_nextafterf),
    ("igamma", qb_igammaf),
    ("igammac", qb_igammacf),
    ("zeta", qb_zetaf),
    ("chebyshev_polynomial_t", qb_chebyshev_polynomial_tf),
    ("chebyshev_polynomial_u", qb_chebyshev_polynomial_uf),
    ("chebyshev_polynomial_v", qb_chebyshev_polynomial_vf),
    ("chebyshev_polynomial_w", qb_chebyshev_polynomial_wf),
    ("shifted_chebyshev_polynomial_t", qb_shifted_chebyshev_polynomial_tf),
    ("shifted_chebyshev_polynomial_u", qb_shifted_chebyshev_polynomial_uf),
    ("shifted_chebyshev_polynomial_v", qb_shifted_chebyshev_polynomial_vf),
    ("shifted_chebyshev_polynomial_w", qb_shifted_chebyshev_polynomial_wf),
    ("hermite_polynomial_h", qb_hermite_polynomial_hf),
    ("hermite_polynomial_he", qb_hermite_polynomial_hef),
    ("laguerre_polynomial_l", qb_laguerre_polynomial_lf),
    ("legendre_polynomial_p", qb_legendre_polynomial_pf),
];

/// f64 helpers: `(d // heads) ** 0.5` of a graph whose head count is a symbol is an f64 pow
/// in a kernel, and going through f32 would round it twice.
pub(crate) const BINARY_F64: &[(&str, F2d)] = &[("pow_f64", qb_pow_f64)];

pub(crate) fn symbol(name: &str) -> String {
    format!("qb_{name}")
}

/// f32 value of every f16 bit pattern: loads of f16 storage are one table lookup.
pub(crate) fn f16_table() -> &'static [f32] {
    static T: OnceLock<Vec<f32>> = OnceLock::new();
    T.get_or_init(|| (0..=u16::MAX).map(|b| half::f16::from_bits(b).to_f32()).collect())
}

pub(crate) fn e4m3_table() -> &'static [f32] {
    static T: OnceLock<Vec<f32>> = OnceLock::new();
    T.get_or_init(|| (0..=u8::MAX).map(float8::e4m3fn_to_f32).collect())
}

pub(crate) fn e5m2_table() -> &'static [f32] {
    static T: OnceLock<Vec<f32>> = OnceLock::new();
    T.get_or_init(|| (0..=u8::MAX).map(float8::e5m2_to_f32).collect())
}
