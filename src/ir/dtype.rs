//! PyTorch dtypes with the abbreviations of `torch/utils/_dtype_abbrs.py`, which is what FX
//! prints inside tensor annotations (`"f32[8]"`).
use serde::{Deserialize, Serialize};
use std::fmt;

macro_rules! dtypes {
    ($( $v:ident = ($abbr:literal, $torch:literal, $bits:literal, $class:ident) ),* $(,)?) => {
        /// A torch dtype. The variant order is the abbreviation table's order.
        #[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, PartialOrd, Ord, Serialize, Deserialize)]
        pub enum DType { $( $v ),* }

        impl DType {
            pub const ALL: &'static [DType] = &[$( DType::$v ),*];
            /// The abbreviation FX prints (`f32`, `bf16`, `f8e4m3fn`, ...).
            pub fn abbr(self) -> &'static str { match self { $( DType::$v => $abbr ),* } }
            /// The attribute name under `torch.` (`float32` for `torch.float32`).
            pub fn torch_name(self) -> &'static str { match self { $( DType::$v => $torch ),* } }
            /// Size of one element in bits (`f4e2m1fnx2` packs two values in 8 bits).
            pub fn bits(self) -> u32 { match self { $( DType::$v => $bits ),* } }
            pub fn class(self) -> DTypeClass { match self { $( DType::$v => DTypeClass::$class ),* } }
        }
    };
}

/// Coarse kinds, in PyTorch's type-promotion order (bool < int < float < complex).
#[derive(Debug, Clone, Copy, PartialEq, Eq, PartialOrd, Ord, Hash, Serialize, Deserialize)]
pub enum DTypeClass {
    Bool,
    Int,
    Float,
    Complex,
    /// `bits16`, `bits1x8`, packed fp4, e8m0 scale types: storage only, no arithmetic.
    Opaque,
}

dtypes! {
    BF16 = ("bf16", "bfloat16", 16, Float),
    F64 = ("f64", "float64", 64, Float),
    F32 = ("f32", "float32", 32, Float),
    F16 = ("f16", "float16", 16, Float),
    F8E4M3FN = ("f8e4m3fn", "float8_e4m3fn", 8, Float),
    F8E5M2 = ("f8e5m2", "float8_e5m2", 8, Float),
    F8E4M3FNUZ = ("f8e4m3fnuz", "float8_e4m3fnuz", 8, Float),
    F8E5M2FNUZ = ("f8e5m2fnuz", "float8_e5m2fnuz", 8, Float),
    F8E8M0FNU = ("f8e8m0fnu", "float8_e8m0fnu", 8, Opaque),
    F8E8M0FNUX4 = ("f8e8m0fnu_x4", "float8_e8m0fnu_x4", 32, Opaque),
    F4E2M1FNX2 = ("f4e2m1fnx2", "float4_e2m1fn_x2", 8, Opaque),
    C32 = ("c32", "complex32", 32, Complex),
    C64 = ("c64", "complex64", 64, Complex),
    C128 = ("c128", "complex128", 128, Complex),
    I8 = ("i8", "int8", 8, Int),
    I16 = ("i16", "int16", 16, Int),
    I32 = ("i32", "int32", 32, Int),
    I64 = ("i64", "int64", 64, Int),
    B8 = ("b8", "bool", 8, Bool),
    U8 = ("u8", "uint8", 8, Int),
    U16 = ("u16", "uint16", 16, Int),
    U32 = ("u32", "uint32", 32, Int),
    U64 = ("u64", "uint64", 64, Int),
    B16 = ("b16", "bits16", 16, Opaque),
    B1X8 = ("b1x8", "bits1x8", 8, Opaque),
}

impl DType {
    /// Bytes per element (`element_size()` in PyTorch).
    pub fn size_bytes(self) -> usize {
        (self.bits() as usize).div_ceil(8)
    }
    pub fn is_float(self) -> bool {
        self.class() == DTypeClass::Float
    }
    pub fn is_int(self) -> bool {
        self.class() == DTypeClass::Int
    }
    pub fn is_signed_int(self) -> bool {
        matches!(self, DType::I8 | DType::I16 | DType::I32 | DType::I64)
    }
    pub fn is_complex(self) -> bool {
        self.class() == DTypeClass::Complex
    }
    /// `corresponding_complex_dtype`: the complex type whose parts have this float type.
    pub fn to_complex(self) -> Option<DType> {
        match self {
            DType::F16 => Some(DType::C32),
            DType::F32 => Some(DType::C64),
            DType::F64 => Some(DType::C128),
            d if d.is_complex() => Some(d),
            _ => None,
        }
    }
    /// `toRealValueType`: a complex type's part type; a real type is its own.
    pub fn to_real(self) -> DType {
        match self {
            DType::C32 => DType::F16,
            DType::C64 => DType::F32,
            DType::C128 => DType::F64,
            d => d,
        }
    }

    /// Parses an abbreviation. Longest match is implicit: the whole string must match.
    pub fn from_abbr(s: &str) -> Option<DType> {
        DType::ALL.iter().copied().find(|d| d.abbr() == s)
    }

    /// The longest abbreviation that prefixes `s` (`f8e4m3fnuz[2]` → `f8e4m3fnuz`, not `f8e4m3fn`).
    pub fn longest_abbr_prefix(s: &str) -> Option<DType> {
        DType::ALL
            .iter()
            .copied()
            .filter(|d| s.starts_with(d.abbr()))
            .max_by_key(|d| d.abbr().len())
    }

    /// Parses `torch.float32`, `float32`, and the aliases `torch.float`, `torch.half`, `torch.long`...
    pub fn from_torch(s: &str) -> Option<DType> {
        let s = s.strip_prefix("torch.").unwrap_or(s);
        let alias = match s {
            "float" => Some(DType::F32),
            "double" => Some(DType::F64),
            "half" => Some(DType::F16),
            "long" => Some(DType::I64),
            "int" => Some(DType::I32),
            "short" => Some(DType::I16),
            "cfloat" => Some(DType::C64),
            "cdouble" => Some(DType::C128),
            "chalf" => Some(DType::C32),
            _ => None,
        };
        alias.or_else(|| DType::ALL.iter().copied().find(|d| d.torch_name() == s))
    }
}

impl fmt::Display for DType {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.abbr())
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn abbreviations_round_trip_and_prefer_longest() {
        for d in DType::ALL {
            assert_eq!(DType::from_abbr(d.abbr()), Some(*d));
            assert_eq!(DType::from_torch(&format!("torch.{}", d.torch_name())), Some(*d));
        }
        assert_eq!(DType::longest_abbr_prefix("f8e4m3fnuz[4]"), Some(DType::F8E4M3FNUZ));
        assert_eq!(DType::longest_abbr_prefix("f8e8m0fnu_x4[4]"), Some(DType::F8E8M0FNUX4));
        assert_eq!(DType::BF16.size_bytes(), 2);
        assert_eq!(DType::C128.size_bytes(), 16);
        assert_eq!(DType::from_abbr("f33"), None);
    }
}
