//! The names of the `ops.*` calls of an Inductor loop body that the project knows, spelled as
//! Inductor's `torch/_inductor/ops_handler.py` spells them (`OpsHandler.truediv`,
//! `OpsHandler.and_`, ...). A body read from text keeps a name it does not know as
//! [`OpsName::Unknown`], so the IR still loads and prints as it was; the JIT reports such a
//! call unsupported. Code that handles calls matches on this enum, so a name added here
//! fails to build until each handler (the JIT's `kernel::codegen::ops`) says what it does.
use serde::{Deserialize, Serialize};
use std::fmt;
use std::str::FromStr;

macro_rules! ops_names {
    ($( $(#[$doc:meta])* $v:ident = $name:literal, )*) => {
        /// One `ops.<name>` of a loop body (the `Call` of [`crate::ir::loop_body::LoopOpKind`]).
        #[derive(Debug, Clone, PartialEq, Eq, Hash, Serialize, Deserialize)]
        #[serde(from = "String", into = "String")]
        pub enum OpsName {
            $( $(#[$doc])* $v, )*
            /// A name the project does not know, kept as written.
            Unknown(String),
        }

        impl OpsName {
            /// Every known name, in declaration order.
            pub const KNOWN: &'static [OpsName] = &[$( OpsName::$v ),*];

            /// Inductor's name (`truediv`, `and_`).
            pub fn as_str(&self) -> &str {
                match self {
                    $( OpsName::$v => $name, )*
                    OpsName::Unknown(s) => s,
                }
            }
        }

        impl From<&str> for OpsName {
            fn from(s: &str) -> OpsName {
                match s {
                    $( $name => OpsName::$v, )*
                    other => OpsName::Unknown(other.to_string()),
                }
            }
        }
    };
}

ops_names! {
    // ternary
    Where = "where",
    Fma = "fma",
    // unary
    Identity = "identity",
    LogicalNot = "logical_not",
    Signbit = "signbit",
    Isinf = "isinf",
    Isnan = "isnan",
    Neg = "neg",
    Abs = "abs",
    BitwiseNot = "bitwise_not",
    Square = "square",
    Relu = "relu",
    Floor = "floor",
    Ceil = "ceil",
    Trunc = "trunc",
    Round = "round",
    Sign = "sign",
    // unary, computed in floating point
    Exp = "exp",
    Log = "log",
    Sqrt = "sqrt",
    Rsqrt = "rsqrt",
    Reciprocal = "reciprocal",
    Sigmoid = "sigmoid",
    Tanh = "tanh",
    Sin = "sin",
    Cos = "cos",
    Erf = "erf",
    Log1p = "log1p",
    Expm1 = "expm1",
    Acos = "acos",
    Asin = "asin",
    Atan = "atan",
    Acosh = "acosh",
    Asinh = "asinh",
    Atanh = "atanh",
    Cosh = "cosh",
    Sinh = "sinh",
    Tan = "tan",
    Log2 = "log2",
    Log10 = "log10",
    Exp2 = "exp2",
    Lgamma = "lgamma",
    Digamma = "digamma",
    Erfc = "erfc",
    Erfinv = "erfinv",
    I0 = "i0",
    I0e = "i0e",
    I1 = "i1",
    I1e = "i1e",
    Erfcx = "erfcx",
    Ndtri = "ndtri",
    BesselJ0 = "bessel_j0",
    BesselJ1 = "bessel_j1",
    BesselY0 = "bessel_y0",
    BesselY1 = "bessel_y1",
    ModifiedBesselI0 = "modified_bessel_i0",
    ModifiedBesselI1 = "modified_bessel_i1",
    ModifiedBesselK0 = "modified_bessel_k0",
    ModifiedBesselK1 = "modified_bessel_k1",
    ScaledModifiedBesselK0 = "scaled_modified_bessel_k0",
    ScaledModifiedBesselK1 = "scaled_modified_bessel_k1",
    SphericalBesselJ0 = "spherical_bessel_j0",
    AiryAi = "airy_ai",
    // binary
    Add = "add",
    Sub = "sub",
    Mul = "mul",
    Truediv = "truediv",
    Div = "div",
    DivRn = "div_rn",
    Floordiv = "floordiv",
    Truncdiv = "truncdiv",
    Mod = "mod",
    Remainder = "remainder",
    Fmod = "fmod",
    Pow = "pow",
    Atan2 = "atan2",
    Copysign = "copysign",
    Ldexp = "ldexp",
    Maximum = "maximum",
    Minimum = "minimum",
    BitwiseAnd = "bitwise_and",
    BitwiseOr = "bitwise_or",
    BitwiseXor = "bitwise_xor",
    BitwiseLeftShift = "bitwise_left_shift",
    BitwiseRightShift = "bitwise_right_shift",
    LogicalAnd = "logical_and",
    LogicalOr = "logical_or",
    LogicalXor = "logical_xor",
    And = "and_",
    Or = "or_",
    Eq = "eq",
    Ne = "ne",
    Lt = "lt",
    Le = "le",
    Gt = "gt",
    Ge = "ge",
    // binary, computed in floating point
    Polygamma = "polygamma",
    Hypot = "hypot",
    Nextafter = "nextafter",
    Igamma = "igamma",
    Igammac = "igammac",
    Zeta = "zeta",
    ChebyshevPolynomialT = "chebyshev_polynomial_t",
    ChebyshevPolynomialU = "chebyshev_polynomial_u",
    ChebyshevPolynomialV = "chebyshev_polynomial_v",
    ChebyshevPolynomialW = "chebyshev_polynomial_w",
    ShiftedChebyshevPolynomialT = "shifted_chebyshev_polynomial_t",
    ShiftedChebyshevPolynomialU = "shifted_chebyshev_polynomial_u",
    ShiftedChebyshevPolynomialV = "shifted_chebyshev_polynomial_v",
    ShiftedChebyshevPolynomialW = "shifted_chebyshev_polynomial_w",
    HermitePolynomialH = "hermite_polynomial_h",
    HermitePolynomialHe = "hermite_polynomial_he",
    LaguerrePolynomialL = "laguerre_polynomial_l",
    LegendrePolynomialP = "legendre_polynomial_p",
}

impl FromStr for OpsName {
    type Err = std::convert::Infallible;
    fn from_str(s: &str) -> Result<OpsName, Self::Err> {
        Ok(OpsName::from(s))
    }
}

impl From<String> for OpsName {
    fn from(s: String) -> OpsName {
        match OpsName::from(s.as_str()) {
            OpsName::Unknown(_) => OpsName::Unknown(s),
            known => known,
        }
    }
}

impl From<OpsName> for String {
    fn from(o: OpsName) -> String {
        o.as_str().to_string()
    }
}

impl fmt::Display for OpsName {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.as_str())
    }
}

impl PartialEq<str> for OpsName {
    fn eq(&self, other: &str) -> bool {
        self.as_str() == other
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn every_known_name_reads_back_as_itself_and_an_unknown_one_is_kept() {
        for o in OpsName::KNOWN {
            assert_eq!(&o.as_str().parse::<OpsName>().unwrap(), o);
            assert!(!matches!(o, OpsName::Unknown(_)));
        }
        assert_eq!(OpsName::from("and_"), OpsName::And);
        assert_eq!(OpsName::from("truediv").to_string(), "truediv");
        let u = OpsName::from("frexp_mantissa");
        assert_eq!(u, OpsName::Unknown("frexp_mantissa".into()));
        assert_eq!(u.to_string(), "frexp_mantissa");
        let json = serde_json::to_string(&OpsName::Where).unwrap();
        assert_eq!(json, "\"where\"");
        assert_eq!(serde_json::from_str::<OpsName>(&json).unwrap(), OpsName::Where);
    }
}
