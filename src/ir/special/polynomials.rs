//! Orthogonal polynomials of `torch.special`: Chebyshev (T, U, V, W, and shifted to [0, 1]),
//! Hermite (physicists' H, probabilists' He), Laguerre and Legendre, ports of ATen's
//! `chebyshev_polynomial_t_forward` ... `legendre_polynomial_p_forward` (`ATen/native/Math.h`).
//! Each is its three-term recurrence, with closed forms where the recurrence would lose
//! accuracy (trigonometric ones inside (-1, 1) for large orders) or is not needed (±1, 0).
//!
//! Unlike the rest of `special`, these run in the caller's float type ([`Real`]), as ATen's
//! templates do: where a recurrence overflows decides its result. A float recurrence that
//! overflows goes on to inf - inf = NaN (T_60(3) is NaN in float32, and P_50(3) inf although
//! its value fits), which an f64 evaluation rounded to f32 would give as inf or a number.
//!
//! The order arrives as a float, as in Inductor's loop bodies and in eager, which cast it to
//! `int64_t` ([`order`]); a negative order gives 0. A NaN in the recurrence stops it, and
//! nothing else does: where the values stay bounded (Legendre inside [-1, 1], Laguerre) an
//! order of 10^12 takes 10^12 steps, in ATen as here.

use std::ops::{Add, Div, Mul, Neg, Sub};

/// f32 or f64: what the polynomials need of their type.
pub trait Real:
    Copy
    + PartialOrd
    + Add<Output = Self>
    + Sub<Output = Self>
    + Mul<Output = Self>
    + Div<Output = Self>
    + Neg<Output = Self>
{
    /// `getHermitianLimit<T>()`: past this order the Hermite polynomials are NaN.
    const HERMITE_LIMIT: i64;
    const ZERO: Self;
    const HALF: Self;
    const ONE: Self;
    const TWO: Self;
    const NAN: Self;
    /// An integer expression C++ converts to `T` (`n + 1`, `k * p`).
    fn int(n: i64) -> Self;
    fn to_f64(self) -> f64;
    fn abs(self) -> Self;
    fn acos(self) -> Self;
    fn cos(self) -> Self;
    fn sin(self) -> Self;
    fn is_nan(self) -> bool;
}

macro_rules! real {
    ($t:ty, $limit:expr) => {
        impl Real for $t {
            const HERMITE_LIMIT: i64 = $limit;
            const ZERO: Self = 0.0;
            const HALF: Self = 0.5;
            const ONE: Self = 1.0;
            const TWO: Self = 2.0;
            const NAN: Self = <$t>::NAN;
            fn int(n: i64) -> Self {
                n as $t
            }
            fn to_f64(self) -> f64 {
                self as f64
            }
            fn abs(self) -> Self {
                <$t>::abs(self)
            }
            fn acos(self) -> Self {
                <$t>::acos(self)
            }
            fn cos(self) -> Self {
                <$t>::cos(self)
            }
            fn sin(self) -> Self {
                <$t>::sin(self)
            }
            fn is_nan(self) -> bool {
                <$t>::is_nan(self)
            }
        }
    };
}
// Inductor's CPU code computes bf16 and f16 in float, so f32's limit is theirs too.
real!(f32, 128);
real!(f64, 512);

/// `static_cast<int64_t>(n)` as x86-64 computes it (`cvttsd2si`/`cvttss2si`, where torch's
/// CPU kernels run): truncation, with NaN and values out of range giving i64::MIN, which every
/// polynomial then treats as a negative order. Rust's `as` would saturate instead (+inf to
/// i64::MAX, an order whose recurrence need not end).
fn order<T: Real>(n: T) -> i64 {
    const TWO_63: f64 = 9_223_372_036_854_775_808.0;
    let n = n.to_f64();
    if n.is_nan() || n >= TWO_63 { i64::MIN } else { n as i64 }
}

/// The Chebyshev recurrence `r = 2y q - p` from `q` (the first-order value) up to order `n`
/// (at least 2), stopping at a NaN; `two_y` is `2y` as each ATen function spells it.
fn chebyshev_recurrence<T: Real>(two_y: T, q: T, n: i64) -> T {
    let (mut p, mut q) = (T::ONE, q);
    let mut k = 2;
    while k <= n && !q.is_nan() {
        (p, q) = (q, two_y * q - p);
        k += 1;
    }
    q
}

/// 1 for even n, -1 for odd.
fn parity<T: Real>(n: i64) -> T {
    if n % 2 == 0 { T::ONE } else { -T::ONE }
}

/// `n + 1`, wrapping where C++ would overflow.
fn n_plus_1<T: Real>(n: i64) -> T {
    T::int(n.wrapping_add(1))
}

/// `n + n + 1`.
fn two_n_plus_1<T: Real>(n: i64) -> T {
    T::int(n.wrapping_add(n).wrapping_add(1))
}

/// `chebyshev_polynomial_t_forward`: `cos(n acos x)` inside (-1, 1) past order 6.
pub fn chebyshev_polynomial_t<T: Real>(x: T, n: T) -> T {
    let n = order(n);
    if n < 0 {
        return T::ZERO;
    }
    if x.abs() == T::ONE {
        return if x > T::ZERO { T::ONE } else { parity(n) };
    }
    if n > 6 && x.abs() < T::ONE {
        return (T::int(n) * x.acos()).cos();
    }
    match n {
        0 => T::ONE,
        1 => x,
        _ => chebyshev_recurrence(x + x, x, n),
    }
}

/// `chebyshev_polynomial_u_forward`: `sin((n + 1) t) / sin t` with `t = acos x` inside (-1, 1)
/// past order 8 (its limit where `sin t` rounds to 0).
pub fn chebyshev_polynomial_u<T: Real>(x: T, n: T) -> T {
    let n = order(n);
    if n < 0 {
        return T::ZERO;
    }
    if x.abs() == T::ONE {
        return if x > T::ZERO { n_plus_1(n) } else { parity::<T>(n) * n_plus_1(n) };
    }
    if n > 8 && x.abs() < T::ONE {
        let t = x.acos();
        if t.sin() != T::ZERO {
            return (n_plus_1::<T>(n) * t).sin() / t.sin();
        }
        return n_plus_1::<T>(n) * (n_plus_1::<T>(n) * t).cos() / x;
    }
    match n {
        0 => T::ONE,
        1 => x + x,
        _ => chebyshev_recurrence(x + x, x + x, n),
    }
}

/// `chebyshev_polynomial_v_forward`: `cos((n + 1/2) t) / cos(t / 2)` inside (-1, 1) past
/// order 8.
pub fn chebyshev_polynomial_v<T: Real>(x: T, n: T) -> T {
    let n = order(n);
    if n < 0 {
        return T::ZERO;
    }
    if x.abs() == T::ONE {
        return if x > T::ZERO { T::ONE } else { parity::<T>(n) * two_n_plus_1(n) };
    }
    if n > 8 && x.abs() < T::ONE {
        let t = x.acos();
        if (t / T::TWO).sin() != T::ONE {
            return ((T::int(n) + T::HALF) * t).cos() / (t / T::TWO).cos();
        }
        return parity::<T>(n) * two_n_plus_1(n);
    }
    match n {
        0 => T::ONE,
        1 => x + x - T::ONE,
        _ => chebyshev_recurrence(x + x, x + x - T::ONE, n),
    }
}

/// `chebyshev_polynomial_w_forward`: `sin((n + 1/2) t) / sin(t / 2)` inside (-1, 1) past
/// order 8.
pub fn chebyshev_polynomial_w<T: Real>(x: T, n: T) -> T {
    let n = order(n);
    if n < 0 {
        return T::ZERO;
    }
    if x.abs() == T::ONE {
        return if x > T::ZERO { two_n_plus_1(n) } else { parity(n) };
    }
    if n > 8 && x.abs() < T::ONE {
        let t = x.acos();
        if (t / T::TWO).cos() != T::ONE {
            return ((T::int(n) + T::HALF) * t).sin() / (t / T::TWO).sin();
        }
        return if x > T::ZERO { two_n_plus_1(n) } else { parity(n) };
    }
    match n {
        0 => T::ONE,
        1 => x + x + T::ONE,
        _ => chebyshev_recurrence(x + x, x + x + T::ONE, n),
    }
}

/// `shifted_chebyshev_polynomial_t_forward`: T at `y = 2x - 1`, with its special points 1
/// and 0 tested on x.
pub fn shifted_chebyshev_polynomial_t<T: Real>(x: T, n: T) -> T {
    let n = order(n);
    if n < 0 {
        return T::ZERO;
    }
    if x == T::ONE {
        return T::ONE;
    }
    if x == T::ZERO {
        return parity(n);
    }
    let y = x + x - T::ONE;
    if n > 6 && y.abs() < T::ONE {
        return (T::int(n) * y.acos()).cos();
    }
    match n {
        0 => T::ONE,
        1 => y,
        _ => chebyshev_recurrence(y + y, y, n),
    }
}

/// `shifted_chebyshev_polynomial_u_forward`: the closed form from order 7, not U's 9.
pub fn shifted_chebyshev_polynomial_u<T: Real>(x: T, n: T) -> T {
    let n = order(n);
    if n < 0 {
        return T::ZERO;
    }
    if x == T::ONE {
        return n_plus_1(n);
    }
    if x == T::ZERO {
        return parity::<T>(n) * n_plus_1(n);
    }
    let y = x + x - T::ONE;
    if n > 6 && y.abs() < T::ONE {
        let t = y.acos();
        if t.sin() != T::ZERO {
            return (n_plus_1::<T>(n) * t).sin() / t.sin();
        }
        return n_plus_1::<T>(n) * (n_plus_1::<T>(n) * t).cos() / y;
    }
    match n {
        0 => T::ONE,
        1 => y + y,
        _ => chebyshev_recurrence(y + y, y + y, n),
    }
}

/// `shifted_chebyshev_polynomial_v_forward`: the closed form from order 7.
pub fn shifted_chebyshev_polynomial_v<T: Real>(x: T, n: T) -> T {
    let n = order(n);
    if n < 0 {
        return T::ZERO;
    }
    if x == T::ONE {
        return T::ONE;
    }
    if x == T::ZERO {
        return parity::<T>(n) * two_n_plus_1(n);
    }
    let y = x + x - T::ONE;
    if n > 6 && y.abs() < T::ONE {
        let t = y.acos();
        if (t / T::TWO).sin() != T::ONE {
            return ((T::int(n) + T::HALF) * t).cos() / (t / T::TWO).cos();
        }
        return parity::<T>(n) * two_n_plus_1(n);
    }
    match n {
        0 => T::ONE,
        1 => y + y - T::ONE,
        _ => chebyshev_recurrence(y + y, y + y - T::ONE, n),
    }
}

/// `shifted_chebyshev_polynomial_w_forward`: the closed form from order 5.
pub fn shifted_chebyshev_polynomial_w<T: Real>(x: T, n: T) -> T {
    let n = order(n);
    if n < 0 {
        return T::ZERO;
    }
    if x == T::ONE {
        return two_n_plus_1(n);
    }
    if x == T::ZERO {
        return parity(n);
    }
    let y = x + x - T::ONE;
    if n > 4 && y.abs() < T::ONE {
        let t = y.acos();
        if (t / T::TWO).cos() != T::ONE {
            return ((T::int(n) + T::HALF) * t).sin() / (t / T::TWO).sin();
        }
        return parity(n);
    }
    match n {
        0 => T::ONE,
        1 => y + y + T::ONE,
        _ => chebyshev_recurrence(y + y, y + y + T::ONE, n),
    }
}

/// `hermite_polynomial_h_forward` (physicists'), NaN past [`Real::HERMITE_LIMIT`]. ATen's
/// float overload maps a NaN or infinite order to -1 first; [`order`] makes those negative
/// too.
pub fn hermite_polynomial_h<T: Real>(x: T, n: T) -> T {
    match order(n) {
        ..=-1 => T::ZERO,
        0 => T::ONE,
        1 => x + x,
        n if n > T::HERMITE_LIMIT => T::NAN,
        n => {
            let (mut p, mut q) = (T::ONE, x + x);
            for k in (2..n + n).step_by(2) {
                (p, q) = (q, (x + x) * q - T::int(k) * p);
            }
            q
        }
    }
}

/// `hermite_polynomial_he_forward` (probabilists'), NaN past [`Real::HERMITE_LIMIT`].
pub fn hermite_polynomial_he<T: Real>(x: T, n: T) -> T {
    match order(n) {
        ..=-1 => T::ZERO,
        0 => T::ONE,
        1 => x,
        n if n > T::HERMITE_LIMIT => T::NAN,
        n => {
            let (mut p, mut q) = (T::ONE, x);
            for k in 1..n {
                (p, q) = (q, x * q - T::int(k) * p);
            }
            q
        }
    }
}

/// `laguerre_polynomial_l_forward`: 1 at x = 0 for every order.
pub fn laguerre_polynomial_l<T: Real>(x: T, n: T) -> T {
    let n = order(n);
    if n < 0 {
        return T::ZERO;
    }
    if x.abs() == T::ZERO {
        return T::ONE;
    }
    match n {
        0 => T::ONE,
        1 => T::ONE - x,
        n => {
            let (mut p, mut q) = (T::ONE, T::ONE - x);
            let mut k = 1;
            while k < n && !q.is_nan() {
                let next = ((T::int(k + k) + (T::ONE - x)) * q - T::int(k) * p) / T::int(k + 1);
                (p, q) = (q, next);
                k += 1;
            }
            q
        }
    }
}

/// `legendre_polynomial_p_forward`: ±1 at ±1.
pub fn legendre_polynomial_p<T: Real>(x: T, n: T) -> T {
    let n = order(n);
    if n < 0 {
        return T::ZERO;
    }
    if x.abs() == T::ONE {
        return if x > T::ZERO { T::ONE } else { parity(n) };
    }
    match n {
        0 => T::ONE,
        1 => x,
        n => {
            let (mut p, mut q) = (T::ONE, x);
            let mut k = 1;
            while k < n && !q.is_nan() {
                (p, q) = (q, (T::int(k + k + 1) * x * q - T::int(k) * p) / T::int(k + 1));
                k += 1;
            }
            q
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn orders_convert_as_x86_does() {
        assert_eq!(order(6.9f32), 6);
        assert_eq!(order(-1.5f64), -1);
        assert_eq!(order(f64::NAN), i64::MIN);
        assert_eq!(order(f32::INFINITY), i64::MIN);
        assert_eq!(order(f64::NEG_INFINITY), i64::MIN);
        assert_eq!(order(1e300), i64::MIN);
    }
}
