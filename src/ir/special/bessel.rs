//! Bessel functions of the first and second kind, the spherical `j0` and Airy's `Ai`:
//! ports of ATen's `bessel_j0_forward` ... `airy_ai_forward` (`ATen/native/Math.h`, from
//! Cephes). ATen evaluates them in the input's own type; here they run in f64 and the caller
//! rounds, which is within torch.testing's float32 tolerance of ATen's float evaluation (and
//! closer to the float64 one the fp64 rule measures against).

use super::polevl;
use std::f64::consts::{FRAC_2_PI, FRAC_PI_4, PI};

/// `sqrt(2 / pi)`, the amplitude of the large-argument asymptotic forms.
const SQRT_2_OVER_PI: f64 = 0.797884560802865355879892119868763737;
/// `3 pi / 4`, the phase of order 1 (the same double as ATen's 37-digit literal).
const THREE_PI_4: f64 = 3.0 * FRAC_PI_4;

const J0_PP: [f64; 7] = [
    7.96936729297347051624e-04,
    8.28352392107440799803e-02,
    1.23953371646414299388e+00,
    5.44725003058768775090e+00,
    8.74716500199817011941e+00,
    5.30324038235394892183e+00,
    9.99999999999999997821e-01,
];
const J0_PQ: [f64; 7] = [
    9.24408810558863637013e-04,
    8.56288474354474431428e-02,
    1.25352743901058953537e+00,
    5.47097740330417105182e+00,
    8.76190883237069594232e+00,
    5.30605288235394617618e+00,
    1.00000000000000000218e+00,
];
const J0_QP: [f64; 8] = [
    -1.13663838898469149931e-02,
    -1.28252718670509318512e+00,
    -1.95539544257735972385e+01,
    -9.32060152123768231369e+01,
    -1.77681167980488050595e+02,
    -1.47077505154951170175e+02,
    -5.14105326766599330220e+01,
    -6.05014350600728481186e+00,
];
const J0_QQ: [f64; 7] = [
    6.43178256118178023184e+01,
    8.56430025976980587198e+02,
    3.88240183605401609683e+03,
    7.24046774195652478189e+03,
    5.93072701187316984827e+03,
    2.06209331660327847417e+03,
    2.42005740240291393179e+02,
];
const J0_RP: [f64; 4] = [
    -4.79443220978201773821e+09,
    1.95617491946556577543e+12,
    -2.49248344360967716204e+14,
    9.70862251047306323952e+15,
];
const J0_RQ: [f64; 8] = [
    4.99563147152651017219e+02,
    1.73785401676374683123e+05,
    4.84409658339962045305e+07,
    1.11855537045356834862e+10,
    2.11277520115489217587e+12,
    3.10518229857422583814e+14,
    3.18121955943204943306e+16,
    1.71086294081043136091e+18,
];
/// `bessel_j0_forward`: a rational function with J0's first two zeros factored out up to 5,
/// Hankel's asymptotic form beyond.
pub fn bessel_j0(x: f64) -> f64 {
    let x = x.abs();
    if x <= 5.0 {
        if x < 0.00001 {
            return 1.0 - x * x / 4.0;
        }
        let (rp, rq) = (polevl(x * x, &J0_RP), polevl(x * x, &J0_RQ));
        return (x * x - 5.78318596294678452118e+00) * (x * x - 3.04712623436620863991e+01) * rp
            / rq;
    }
    let z = 25.0 / (x * x);
    let (pp, pq) = (polevl(z, &J0_PP), polevl(z, &J0_PQ));
    let (qp, qq) = (polevl(z, &J0_QP), polevl(z, &J0_QQ));
    (pp / pq * (x - FRAC_PI_4).cos() - 5.0 / x * (qp / qq) * (x - FRAC_PI_4).sin()) * SQRT_2_OVER_PI
        / x.sqrt()
}

const J1_PP: [f64; 7] = [
    7.62125616208173112003e-04,
    7.31397056940917570436e-02,
    1.12719608129684925192e+00,
    5.11207951146807644818e+00,
    8.42404590141772420927e+00,
    5.21451598682361504063e+00,
    1.00000000000000000254e+00,
];
const J1_PQ: [f64; 7] = [
    5.71323128072548699714e-04,
    6.88455908754495404082e-02,
    1.10514232634061696926e+00,
    5.07386386128601488557e+00,
    8.39985554327604159757e+00,
    5.20982848682361821619e+00,
    9.99999999999999997461e-01,
];
const J1_QP: [f64; 8] = [
    5.10862594750176621635e-02,
    4.98213872951233449420e+00,
    7.58238284132545283818e+01,
    3.66779609360150777800e+02,
    7.10856304998926107277e+02,
    5.97489612400613639965e+02,
    2.11688757100572135698e+02,
    2.52070205858023719784e+01,
];
const J1_QQ: [f64; 7] = [
    7.42373277035675149943e+01,
    1.05644886038262816351e+03,
    4.98641058337653607651e+03,
    9.56231892404756170795e+03,
    7.99704160447350683650e+03,
    2.82619278517639096600e+03,
    3.36093607810698293419e+02,
];
const J1_RP: [f64; 4] = [
    -8.99971225705559398224e+08,
    4.52228297998194034323e+11,
    -7.27494245221818276015e+13,
    3.68295732863852883286e+15,
];
const J1_RQ: [f64; 8] = [
    6.20836478118054335476e+02,
    2.56987256757748830383e+05,
    8.35146791431949253037e+07,
    2.21511595479792499675e+10,
    4.74914122079991414898e+12,
    7.84369607876235854894e+14,
    8.95222336184627338078e+16,
    5.32278620332680085395e+18,
];
/// `bessel_j1_forward`: odd, so negative arguments reflect.
pub fn bessel_j1(x: f64) -> f64 {
    if x < 0.0 {
        return -bessel_j1(-x);
    }
    if x <= 5.0 {
        let (rp, rq) = (polevl(x * x, &J1_RP), polevl(x * x, &J1_RQ));
        return rp / rq
            * x
            * (x * x - 1.46819706421238932572e+01)
            * (x * x - 4.92184563216946036703e+01);
    }
    // ATen squares 5 / x here, where J0 divides 25 by x²: the roundings differ.
    let z = 5.0 / x * (5.0 / x);
    let (pp, pq) = (polevl(z, &J1_PP), polevl(z, &J1_PQ));
    let (qp, qq) = (polevl(z, &J1_QP), polevl(z, &J1_QQ));
    (pp / pq * (x - THREE_PI_4).cos() - 5.0 / x * (qp / qq) * (x - THREE_PI_4).sin())
        * SQRT_2_OVER_PI
        / x.sqrt()
}

const Y0_YP: [f64; 8] = [
    1.55924367855235737965e+04,
    -1.46639295903971606143e+07,
    5.43526477051876500413e+09,
    -9.82136065717911466409e+11,
    8.75906394395366999549e+13,
    -3.46628303384729719441e+15,
    4.42733268572569800351e+16,
    -1.84950800436986690637e+16,
];
const Y0_YQ: [f64; 7] = [
    1.04128353664259848412e+03,
    6.26107330137134956842e+05,
    2.68919633393814121987e+08,
    8.64002487103935000337e+10,
    2.02979612750105546709e+13,
    3.17157752842975028269e+15,
    2.50596256172653059228e+17,
];
/// `bessel_y0_forward`: shares J0's asymptotic coefficients (with sine and cosine swapped);
/// -inf at 0 and NaN for negative arguments, where Y0 is complex.
pub fn bessel_y0(x: f64) -> f64 {
    if x <= 5.0 {
        if x == 0.0 {
            return f64::NEG_INFINITY;
        }
        if x < 0.0 {
            return f64::NAN;
        }
        let (yp, yq) = (polevl(x * x, &Y0_YP), polevl(x * x, &Y0_YQ));
        return yp / yq + (FRAC_2_PI * x.ln() * bessel_j0(x));
    }
    let z = 25.0 / (x * x);
    let (pp, pq) = (polevl(z, &J0_PP), polevl(z, &J0_PQ));
    let (qp, qq) = (polevl(z, &J0_QP), polevl(z, &J0_QQ));
    (pp / pq * (x - FRAC_PI_4).sin() + 5.0 / x * (qp / qq) * (x - FRAC_PI_4).cos()) * SQRT_2_OVER_PI
        / x.sqrt()
}

const Y1_YP: [f64; 6] = [
    1.26320474790178026440e+09,
    -6.47355876379160291031e+11,
    1.14509511541823727583e+14,
    -8.12770255501325109621e+15,
    2.02439475713594898196e+17,
    -7.78877196265950026825e+17,
];
const Y1_YQ: [f64; 8] = [
    5.94301592346128195359e+02,
    2.35564092943068577943e+05,
    7.34811944459721705660e+07,
    1.87601316108706159478e+10,
    3.88231277496238566008e+12,
    6.20557727146953693363e+14,
    6.87141087355300489866e+16,
    3.97270608116560655612e+18,
];
/// `bessel_y1_forward`: shares J1's asymptotic coefficients; -inf at 0, NaN below.
pub fn bessel_y1(x: f64) -> f64 {
    if x <= 5.0 {
        if x == 0.0 {
            return f64::NEG_INFINITY;
        }
        if x <= 0.0 {
            return f64::NAN;
        }
        let (yp, yq) = (polevl(x * x, &Y1_YP), polevl(x * x, &Y1_YQ));
        return x * (yp / yq) + (FRAC_2_PI * (bessel_j1(x) * x.ln() - 1.0 / x));
    }
    let z = 5.0 / x * (5.0 / x);
    let (pp, pq) = (polevl(z, &J1_PP), polevl(z, &J1_PQ));
    let (qp, qq) = (polevl(z, &J1_QP), polevl(z, &J1_QQ));
    (pp / pq * (x - THREE_PI_4).sin() + 5.0 / x * (qp / qq) * (x - THREE_PI_4).cos())
        * SQRT_2_OVER_PI
        / x.sqrt()
}

/// `spherical_bessel_j0_forward`: `sin(x) / x`, by its Taylor series near 0 where the
/// quotient loses digits.
pub fn spherical_bessel_j0(x: f64) -> f64 {
    if x.is_infinite() {
        return 0.0;
    }
    if x.abs() < 0.5 {
        let x2 = x * x;
        return 1.0
            + x2 * (-1.0 / 6.0
                + x2 * (1.0 / 120.0
                    + x2 * (-1.0 / 5040.0
                        + x2 * (1.0 / 362880.0
                            + x2 * (-1.0 / 39916800.0 + x2 * (1.0 / 6227020800.0))))));
    }
    x.sin() / x
}

const AIRY_AN: [f64; 8] = [
    3.46538101525629032477e-01,
    1.20075952739645805542e+01,
    7.62796053615234516538e+01,
    1.68089224934630576269e+02,
    1.59756391350164413639e+02,
    7.05360906840444183113e+01,
    1.40264691163389668864e+01,
    9.99999999999999995305e-01,
];
const AIRY_AD: [f64; 8] = [
    5.67594532638770212846e-01,
    1.47562562584847203173e+01,
    8.45138970141474626562e+01,
    1.77318088145400459522e+02,
    1.64234692871529701831e+02,
    7.14778400825575695274e+01,
    1.40959135607834029598e+01,
    1.00000000000000000470e+00,
];
const AIRY_AFN: [f64; 9] = [
    -1.31696323418331795333e-01,
    -6.26456544431912369773e-01,
    -6.93158036036933542233e-01,
    -2.79779981545119124951e-01,
    -4.91900132609500318020e-02,
    -4.06265923594885404393e-03,
    -1.59276496239262096340e-04,
    -2.77649108155232920844e-06,
    -1.67787698489114633780e-08,
];
const AIRY_AFD: [f64; 9] = [
    1.33560420706553243746e+01,
    3.26825032795224613948e+01,
    2.67367040941499554804e+01,
    9.18707402907259625840e+00,
    1.47529146771666414581e+00,
    1.15687173795188044134e-01,
    4.40291641615211203805e-03,
    7.54720348287414296618e-05,
    4.51850092970580378464e-07,
];
const AIRY_AGN: [f64; 11] = [
    1.97339932091685679179e-02,
    3.91103029615688277255e-01,
    1.06579897599595591108e+00,
    9.39169229816650230044e-01,
    3.51465656105547619242e-01,
    6.33888919628925490927e-02,
    5.85804113048388458567e-03,
    2.82851600836737019778e-04,
    6.98793669997260967291e-06,
    8.11789239554389293311e-08,
    3.41551784765923618484e-10,
];
const AIRY_AGD: [f64; 10] = [
    9.30892908077441974853e+00,
    1.98352928718312140417e+01,
    1.55646628932864612953e+01,
    5.47686069422975497931e+00,
    9.54293611618961883998e-01,
    8.64580826352392193095e-02,
    4.12656523824222607191e-03,
    1.01259085116509135510e-04,
    1.17166733214413521882e-06,
    4.91834570062930015649e-09,
];
/// `1 / sqrt(pi)`.
const FRAC_1_SQRT_PI: f64 = 5.64189583547756286948e-01;

/// `airy_ai_forward`: the oscillating asymptotic form below -2.09, the decaying one from
/// 2.09, the Maclaurin series between. NaN at ±inf, as in ATen.
pub fn airy_ai(x: f64) -> f64 {
    if x.is_infinite() {
        return f64::NAN;
    }
    if x > 103.892 {
        return 0.0;
    }
    if x < -2.09 {
        let z = 1.0 / (-2.0 * x * (-x).sqrt() / 3.0);
        let zz = z * z;
        let (afn, afd) = (polevl(zz, &AIRY_AFN), polevl(zz, &AIRY_AFD));
        let (agn, agd) = (polevl(zz, &AIRY_AGN), polevl(zz, &AIRY_AGD));
        let t = -2.0 * x * (-x).sqrt() / 3.0 + 0.25 * PI;
        return FRAC_1_SQRT_PI / (-x).sqrt().sqrt()
            * (t.sin() * (1.0 + z * z * afn / afd) - t.cos() * (z * agn / agd));
    }
    if x >= 2.09 {
        // ATen also sums the series below up to 8.32, then returns this (`domain_flag`).
        let zeta = 2.0 * x * x.sqrt() / 3.0;
        let (an, ad) = (polevl(1.0 / zeta, &AIRY_AN), polevl(1.0 / zeta, &AIRY_AD));
        return FRAC_1_SQRT_PI * (an / ad) / (2.0 * x.sqrt().sqrt() * zeta.exp());
    }
    // f and g: the two power series Ai is a combination of.
    let (mut f, mut g, mut k) = (1.0, x, 1.0);
    let (mut m, mut n, mut t) = (1.0, x, 1.0);
    let z = x * x * x;
    while t > f64::EPSILON {
        m *= z;
        k += 1.0;
        m /= k;
        n *= z;
        k += 1.0;
        n /= k;
        m /= k;
        f += m;
        k += 1.0;
        n /= k;
        g += n;
        t = (m / f).abs();
    }
    0.355028053887817239260 * f - 0.258819403792806798405 * g
}
