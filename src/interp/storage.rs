//! Typed element storage, one vector per dtype, with PyTorch's conversions between dtypes
//! (float → int truncation as x86 C++ casts do, nearest-even rounding into narrow floats).
use super::tensor::{TResult, terr};
use crate::ir::DType;
use crate::ir::float8 as f8;
use half::{bf16, f16};
pub use rustfft::num_complex::Complex32;

/// Element storage, one variant per supported dtype. float8 values are kept as their bits.
/// Complex values (`C64`) are read only by the ops that say they take them
/// (`super::ops::complex::takes_complex`): the evaluator refuses any other op on a complex
/// operand, so a real-valued kernel never sees one.
#[derive(Debug, Clone, PartialEq)]
pub enum Storage {
    F32(Vec<f32>),
    F64(Vec<f64>),
    F16(Vec<f16>),
    BF16(Vec<bf16>),
    F8E4M3FN(Vec<u8>),
    F8E5M2(Vec<u8>),
    I8(Vec<i8>),
    U8(Vec<u8>),
    I16(Vec<i16>),
    I32(Vec<i32>),
    I64(Vec<i64>),
    Bool(Vec<bool>),
    C64(Vec<Complex32>),
}

/// Applies `$body` to the typed vector of any storage variant.
macro_rules! with_vec {
    ($s:expr, $v:ident => $body:expr) => {
        match $s {
            Storage::F32($v) => $body,
            Storage::F64($v) => $body,
            Storage::F16($v) => $body,
            Storage::BF16($v) => $body,
            Storage::F8E4M3FN($v) => $body,
            Storage::F8E5M2($v) => $body,
            Storage::I8($v) => $body,
            Storage::U8($v) => $body,
            Storage::I16($v) => $body,
            Storage::I32($v) => $body,
            Storage::I64($v) => $body,
            Storage::Bool($v) => $body,
            Storage::C64($v) => $body,
        }
    };
}

/// PyTorch's float → integer cast on x86: through a 32-bit conversion for the narrow types
/// (NaN and out-of-range give INT_MIN, then the low bits are kept), 64-bit for int64.
fn f64_to_i32_like(v: f64) -> i32 {
    if v.is_nan() || !(-2147483648.0..2147483648.0).contains(&v) {
        i32::MIN
    } else {
        v.trunc() as i32
    }
}
fn f64_to_i64_like(v: f64) -> i64 {
    if v.is_nan() || !(-9.223_372_036_854_776e18..9.223_372_036_854_776e18).contains(&v) {
        i64::MIN
    } else {
        v.trunc() as i64
    }
}

/// Rounds an f64 to what storing it in `dtype` keeps, returned as f64. Low-precision floats go
/// through f32 first, as c10's constructors (`BFloat16(float)`, `Half(float)`) do.
pub fn round_f64(dtype: DType, v: f64) -> f64 {
    match dtype {
        DType::F64 => v,
        DType::F32 => v as f32 as f64,
        DType::F16 => f16::from_f32(v as f32).to_f64(),
        DType::BF16 => bf16::from_f32(v as f32).to_f64(),
        DType::F8E4M3FN => f8::e4m3fn_to_f32(f8::f32_to_e4m3fn(v as f32)) as f64,
        DType::F8E5M2 => f8::e5m2_to_f32(f8::f32_to_e5m2(v as f32)) as f64,
        DType::I64 => f64_to_i64_like(v) as f64,
        DType::I32 => f64_to_i32_like(v) as f64,
        DType::I16 => f64_to_i32_like(v) as i16 as f64,
        DType::I8 => f64_to_i32_like(v) as i8 as f64,
        DType::U8 => f64_to_i32_like(v) as u8 as f64,
        DType::B8 => (v != 0.0) as i64 as f64,
        _ => v,
    }
}

/// The dtypes the interpreter stores.
pub fn supported_dtype(d: DType) -> bool {
    matches!(
        d,
        DType::F32
            | DType::F64
            | DType::F16
            | DType::BF16
            | DType::F8E4M3FN
            | DType::F8E5M2
            | DType::I8
            | DType::U8
            | DType::I16
            | DType::I32
            | DType::I64
            | DType::B8
            | DType::C64
    )
}

impl Storage {
    pub fn dtype(&self) -> DType {
        match self {
            Storage::F32(_) => DType::F32,
            Storage::F64(_) => DType::F64,
            Storage::F16(_) => DType::F16,
            Storage::BF16(_) => DType::BF16,
            Storage::F8E4M3FN(_) => DType::F8E4M3FN,
            Storage::F8E5M2(_) => DType::F8E5M2,
            Storage::I8(_) => DType::I8,
            Storage::U8(_) => DType::U8,
            Storage::I16(_) => DType::I16,
            Storage::I32(_) => DType::I32,
            Storage::I64(_) => DType::I64,
            Storage::Bool(_) => DType::B8,
            Storage::C64(_) => DType::C64,
        }
    }
    pub fn len(&self) -> usize {
        with_vec!(self, v => v.len())
    }
    pub fn is_empty(&self) -> bool {
        self.len() == 0
    }
    /// Address of the first element (for JIT-compiled kernels reading the buffer).
    pub fn as_ptr(&self) -> *const u8 {
        with_vec!(self, v => v.as_ptr().cast::<u8>())
    }

    /// Builds storage of `dtype` from f64 values, rounding/wrapping as a PyTorch store does.
    pub fn from_f64(dtype: DType, xs: &[f64]) -> TResult<Storage> {
        Ok(match dtype {
            DType::F32 => Storage::F32(xs.iter().map(|&v| v as f32).collect()),
            DType::F64 => Storage::F64(xs.to_vec()),
            DType::F16 => Storage::F16(xs.iter().map(|&v| f16::from_f32(v as f32)).collect()),
            DType::BF16 => Storage::BF16(xs.iter().map(|&v| bf16::from_f32(v as f32)).collect()),
            DType::F8E4M3FN => {
                Storage::F8E4M3FN(xs.iter().map(|&v| f8::f32_to_e4m3fn(v as f32)).collect())
            }
            DType::F8E5M2 => {
                Storage::F8E5M2(xs.iter().map(|&v| f8::f32_to_e5m2(v as f32)).collect())
            }
            DType::I64 => Storage::I64(xs.iter().map(|&v| f64_to_i64_like(v)).collect()),
            DType::I32 => Storage::I32(xs.iter().map(|&v| f64_to_i32_like(v)).collect()),
            DType::I16 => Storage::I16(xs.iter().map(|&v| f64_to_i32_like(v) as i16).collect()),
            DType::I8 => Storage::I8(xs.iter().map(|&v| f64_to_i32_like(v) as i8).collect()),
            DType::U8 => Storage::U8(xs.iter().map(|&v| f64_to_i32_like(v) as u8).collect()),
            DType::B8 => Storage::Bool(xs.iter().map(|&v| v != 0.0).collect()),
            DType::C64 => Storage::C64(xs.iter().map(|&v| Complex32::new(v as f32, 0.0)).collect()),
            d => return terr(format!("dtype {d} is not supported by the interpreter")),
        })
    }

    /// Builds storage of `dtype` from i64 values; integers wrap to the width (two's complement).
    pub fn from_i64(dtype: DType, xs: &[i64]) -> TResult<Storage> {
        Ok(match dtype {
            DType::I64 => Storage::I64(xs.to_vec()),
            DType::I32 => Storage::I32(xs.iter().map(|&v| v as i32).collect()),
            DType::I16 => Storage::I16(xs.iter().map(|&v| v as i16).collect()),
            DType::I8 => Storage::I8(xs.iter().map(|&v| v as i8).collect()),
            DType::U8 => Storage::U8(xs.iter().map(|&v| v as u8).collect()),
            DType::B8 => Storage::Bool(xs.iter().map(|&v| v != 0).collect()),
            DType::C64 => Storage::C64(xs.iter().map(|&v| Complex32::new(v as f32, 0.0)).collect()),
            // int → float rounds once, to nearest-even, like C++'s conversion (then to the
            // narrow format through f32).
            d if d.is_float() => {
                let fs: Vec<f64> = xs
                    .iter()
                    .map(|&v| if d == DType::F64 { v as f64 } else { v as f32 as f64 })
                    .collect();
                Storage::from_f64(d, &fs)?
            }
            d => return terr(format!("dtype {d} is not supported by the interpreter")),
        })
    }

    pub fn zeros(dtype: DType, n: usize) -> TResult<Storage> {
        Storage::from_i64(dtype, &vec![0; n])
    }

    /// The elements at `offsets`, as f64 (ints exactly up to 2^53).
    pub fn gather_f64(&self, offsets: impl Iterator<Item = usize>) -> Vec<f64> {
        match self {
            Storage::F32(v) => offsets.map(|o| v[o] as f64).collect(),
            Storage::F64(v) => offsets.map(|o| v[o]).collect(),
            Storage::F16(v) => offsets.map(|o| v[o].to_f64()).collect(),
            Storage::BF16(v) => offsets.map(|o| v[o].to_f64()).collect(),
            Storage::F8E4M3FN(v) => offsets.map(|o| f8::e4m3fn_to_f32(v[o]) as f64).collect(),
            Storage::F8E5M2(v) => offsets.map(|o| f8::e5m2_to_f32(v[o]) as f64).collect(),
            Storage::I8(v) => offsets.map(|o| v[o] as f64).collect(),
            Storage::U8(v) => offsets.map(|o| v[o] as f64).collect(),
            Storage::I16(v) => offsets.map(|o| v[o] as f64).collect(),
            Storage::I32(v) => offsets.map(|o| v[o] as f64).collect(),
            Storage::I64(v) => offsets.map(|o| v[o] as f64).collect(),
            Storage::Bool(v) => offsets.map(|o| v[o] as i64 as f64).collect(),
            // The evaluator lets no real-valued kernel read a complex operand.
            Storage::C64(_) => panic!("a complex tensor read as real values"),
        }
    }

    /// The elements at `offsets`, as i64 (floats truncate as a C++ cast does).
    pub fn gather_i64(&self, offsets: impl Iterator<Item = usize>) -> Vec<i64> {
        match self {
            Storage::I8(v) => offsets.map(|o| v[o] as i64).collect(),
            Storage::U8(v) => offsets.map(|o| v[o] as i64).collect(),
            Storage::I16(v) => offsets.map(|o| v[o] as i64).collect(),
            Storage::I32(v) => offsets.map(|o| v[o] as i64).collect(),
            Storage::I64(v) => offsets.map(|o| v[o]).collect(),
            Storage::Bool(v) => offsets.map(|o| v[o] as i64).collect(),
            other => other.gather_f64(offsets).into_iter().map(f64_to_i64_like).collect(),
        }
    }

    /// The same elements, reordered by `offsets`, without changing dtype.
    pub fn gather(&self, offsets: impl Iterator<Item = usize>) -> Storage {
        fn g<T: Copy>(v: &[T], o: impl Iterator<Item = usize>) -> Vec<T> {
            o.map(|i| v[i]).collect()
        }
        match self {
            Storage::F32(v) => Storage::F32(g(v, offsets)),
            Storage::F64(v) => Storage::F64(g(v, offsets)),
            Storage::F16(v) => Storage::F16(g(v, offsets)),
            Storage::BF16(v) => Storage::BF16(g(v, offsets)),
            Storage::F8E4M3FN(v) => Storage::F8E4M3FN(g(v, offsets)),
            Storage::F8E5M2(v) => Storage::F8E5M2(g(v, offsets)),
            Storage::I8(v) => Storage::I8(g(v, offsets)),
            Storage::U8(v) => Storage::U8(g(v, offsets)),
            Storage::I16(v) => Storage::I16(g(v, offsets)),
            Storage::I32(v) => Storage::I32(g(v, offsets)),
            Storage::I64(v) => Storage::I64(g(v, offsets)),
            Storage::Bool(v) => Storage::Bool(g(v, offsets)),
            Storage::C64(v) => Storage::C64(g(v, offsets)),
        }
    }

    /// A copy with `src`'s elements written at `offsets`, in order (an in-place op's write
    /// back into the storage its target views); `src` must have this storage's dtype.
    pub fn with_put(&self, offsets: &[usize], src: &Storage) -> TResult<Storage> {
        fn put<T: Copy>(dst: &[T], o: &[usize], s: &[T]) -> Vec<T> {
            let mut out = dst.to_vec();
            for (&i, &v) in o.iter().zip(s) {
                out[i] = v;
            }
            out
        }
        debug_assert!(offsets.iter().all(|&o| o < self.len()), "write past the storage");
        if offsets.len() != src.len() {
            return terr(format!("{} values for {} positions", src.len(), offsets.len()));
        }
        Ok(match (self, src) {
            (Storage::F32(d), Storage::F32(s)) => Storage::F32(put(d, offsets, s)),
            (Storage::F64(d), Storage::F64(s)) => Storage::F64(put(d, offsets, s)),
            (Storage::F16(d), Storage::F16(s)) => Storage::F16(put(d, offsets, s)),
            (Storage::BF16(d), Storage::BF16(s)) => Storage::BF16(put(d, offsets, s)),
            (Storage::F8E4M3FN(d), Storage::F8E4M3FN(s)) => Storage::F8E4M3FN(put(d, offsets, s)),
            (Storage::F8E5M2(d), Storage::F8E5M2(s)) => Storage::F8E5M2(put(d, offsets, s)),
            (Storage::I8(d), Storage::I8(s)) => Storage::I8(put(d, offsets, s)),
            (Storage::U8(d), Storage::U8(s)) => Storage::U8(put(d, offsets, s)),
            (Storage::I16(d), Storage::I16(s)) => Storage::I16(put(d, offsets, s)),
            (Storage::I32(d), Storage::I32(s)) => Storage::I32(put(d, offsets, s)),
            (Storage::I64(d), Storage::I64(s)) => Storage::I64(put(d, offsets, s)),
            (Storage::Bool(d), Storage::Bool(s)) => Storage::Bool(put(d, offsets, s)),
            (Storage::C64(d), Storage::C64(s)) => Storage::C64(put(d, offsets, s)),
            (d, s) => return terr(format!("write of {} into {}", s.dtype(), d.dtype())),
        })
    }

    /// Little-endian bytes of every element (safetensors layout).
    pub fn to_le_bytes(&self) -> Vec<u8> {
        match self {
            Storage::F32(v) => v.iter().flat_map(|x| x.to_le_bytes()).collect(),
            Storage::F64(v) => v.iter().flat_map(|x| x.to_le_bytes()).collect(),
            Storage::F16(v) => v.iter().flat_map(|x| x.to_le_bytes()).collect(),
            Storage::BF16(v) => v.iter().flat_map(|x| x.to_le_bytes()).collect(),
            Storage::F8E4M3FN(v) | Storage::F8E5M2(v) | Storage::U8(v) => v.clone(),
            Storage::I8(v) => v.iter().map(|&x| x as u8).collect(),
            Storage::I16(v) => v.iter().flat_map(|x| x.to_le_bytes()).collect(),
            Storage::I32(v) => v.iter().flat_map(|x| x.to_le_bytes()).collect(),
            Storage::I64(v) => v.iter().flat_map(|x| x.to_le_bytes()).collect(),
            Storage::Bool(v) => v.iter().map(|&x| x as u8).collect(),
            Storage::C64(v) => {
                v.iter().flat_map(|x| [x.re.to_le_bytes(), x.im.to_le_bytes()]).flatten().collect()
            }
        }
    }

    /// Parses little-endian bytes; the length must be a whole number of elements.
    pub fn from_le_bytes(dtype: DType, b: &[u8]) -> TResult<Storage> {
        let size = dtype.size_bytes();
        if size == 0 || !b.len().is_multiple_of(size) {
            return terr(format!("{} bytes is not a whole number of {dtype} elements", b.len()));
        }
        fn chunks<const N: usize, T>(b: &[u8], f: impl Fn([u8; N]) -> T) -> Vec<T> {
            b.chunks_exact(N).map(|c| f(c.try_into().unwrap_or([0; N]))).collect()
        }
        Ok(match dtype {
            DType::F32 => Storage::F32(chunks(b, f32::from_le_bytes)),
            DType::F64 => Storage::F64(chunks(b, f64::from_le_bytes)),
            DType::F16 => Storage::F16(chunks(b, f16::from_le_bytes)),
            DType::BF16 => Storage::BF16(chunks(b, bf16::from_le_bytes)),
            DType::F8E4M3FN => Storage::F8E4M3FN(b.to_vec()),
            DType::F8E5M2 => Storage::F8E5M2(b.to_vec()),
            DType::U8 => Storage::U8(b.to_vec()),
            DType::I8 => Storage::I8(b.iter().map(|&x| x as i8).collect()),
            DType::I16 => Storage::I16(chunks(b, i16::from_le_bytes)),
            DType::I32 => Storage::I32(chunks(b, i32::from_le_bytes)),
            DType::I64 => Storage::I64(chunks(b, i64::from_le_bytes)),
            DType::B8 => Storage::Bool(b.iter().map(|&x| x != 0).collect()),
            DType::C64 => Storage::C64(chunks(b, |c: [u8; 8]| {
                let (re, im) = c.split_at(4);
                let part = |p: &[u8]| f32::from_le_bytes(p.try_into().unwrap_or([0; 4]));
                Complex32::new(part(re), part(im))
            })),
            d => return terr(format!("dtype {d} is not supported by the interpreter")),
        })
    }

    /// The complex elements at `offsets`; real storage gives zero imaginary parts.
    pub fn gather_c64(&self, offsets: impl Iterator<Item = usize>) -> Vec<Complex32> {
        match self {
            Storage::C64(v) => offsets.map(|o| v[o]).collect(),
            Storage::F64(v) => offsets.map(|o| Complex32::new(v[o] as f32, 0.0)).collect(),
            other if other.dtype().is_float() => other
                .gather_f64(offsets)
                .into_iter()
                .map(|x| Complex32::new(x as f32, 0.0))
                .collect(),
            // int → complex goes through float as a C++ conversion does.
            other => other
                .gather_i64(offsets)
                .into_iter()
                .map(|x| Complex32::new(x as f32, 0.0))
                .collect(),
        }
    }
}
