//! The dtype a kernel computes in, read from its code rather than from `quant_options`: what
//! `codegen_low_precision` did shows as Triton's `.to(tl.float32)` on a load (upcast) or its
//! absence, and in C++ as `at::vec::convert<float>` vs `<at::BFloat16>`.
//!
//! Each `tmpN` assignment gets a dtype (a load: its pointer's element type from the Triton
//! signature or the C++ parameter list; a conversion: its target; arithmetic: its operands'
//! promoted type). Values read from a quantized input (an integer or float8 pointer: the
//! packed weight) are followed through the assignments; the arithmetic (`*`, `+`, `-`, `/`) on
//! them is the dequant. A kernel that reads no such input (or loses it through a buffer it
//! wrote and read back) is judged by all of its floating-point arithmetic. In a template only
//! the prologue counts: the lines before `tl.dot`.
use super::{Kernel, KernelKind, OutputCode};
use crate::ir::DType;
use std::collections::{HashMap, HashSet};

/// Where a quantized value is converted to a floating-point type.
#[derive(Debug, Clone, Copy, PartialEq, Eq, serde::Serialize)]
pub struct Convert {
    pub from: DType,
    pub to: DType,
    /// 0-based line in the output code.
    pub line: usize,
}

/// The dtype a kernel computes in.
#[derive(Debug, Clone, PartialEq, Eq, serde::Serialize)]
pub struct Compute {
    /// The floating-point dtypes of the arithmetic, in order of first appearance.
    pub dtypes: Vec<DType>,
    /// The first such arithmetic (0-based line in the output code).
    pub line: usize,
    /// The first conversion of a quantized value to a floating-point type.
    pub convert: Option<Convert>,
    /// The arithmetic was followed from a quantized input's load; false: the kernel's
    /// floating-point arithmetic as a whole (no quantized input could be followed).
    pub from_quantized: bool,
}

impl Compute {
    /// `float32`, `bfloat16`, `float32 and bfloat16`.
    pub fn dtype_text(&self) -> String {
        let v: Vec<&str> = self.dtypes.iter().map(|d| d.torch_name()).collect();
        v.join(" and ")
    }
}

#[derive(Clone, Copy, PartialEq, Eq)]
enum Lang {
    Cpp,
    Triton,
}

/// The dtype `k` computes in, when its source has floating-point arithmetic.
pub fn compute(code: &OutputCode, k: &Kernel) -> Option<Compute> {
    let src = k.source.clone()?;
    let lang = if k.kind.is_cpp() {
        Lang::Cpp
    } else if k.kind.is_triton() {
        Lang::Triton
    } else {
        return None;
    };
    let lines = &code.lines[src.clone()];
    let end = match k.kind {
        KernelKind::TritonTemplate => lines.iter().position(|l| l.contains("tl.dot(")),
        _ => None,
    }
    .unwrap_or(lines.len());
    let ptrs = match lang {
        Lang::Cpp => cpp_params(lines),
        Lang::Triton => triton_signature(lines),
    };
    let mut ty: HashMap<String, DType> = HashMap::new();
    let mut taint: HashSet<String> = HashSet::new();
    let mut convert = None;
    // (from a quantized input, dtype, line)
    let mut arith: Vec<(bool, DType, usize)> = Vec::new();
    for (off, line) in lines[..end].iter().enumerate() {
        let Some((lhs, rhs)) = assignment(line, lang) else { continue };
        let refs = tmp_refs(rhs);
        let loaded = loaded_pointer(rhs, lang).and_then(|p| ptrs.get(p).copied());
        let t = type_of(rhs, lang, &ptrs, &ty, &refs);
        let tainted = refs.iter().any(|r| taint.contains(*r)) || loaded.is_some_and(is_quantized);
        if let (true, Some(to), None) = (tainted, t, convert)
            && to.is_float()
            && !is_quantized(to)
        {
            let from = loaded.filter(|d| is_quantized(*d)).or_else(|| {
                refs.iter()
                    .filter_map(|r| ty.get(*r).copied())
                    .find(|d| !d.is_float() || is_quantized(*d))
            });
            if let Some(from) = from {
                convert = Some(Convert { from, to, line: src.start + off });
            }
        }
        if let Some(t) = t.filter(|t| t.is_float())
            && is_arith(rhs, lang)
        {
            arith.push((tainted, t, src.start + off));
        }
        match t {
            Some(t) => ty.insert(lhs.to_string(), t),
            None => ty.remove(lhs),
        };
        if tainted {
            taint.insert(lhs.to_string());
        } else {
            taint.remove(lhs);
        }
    }
    let from_quantized = arith.iter().any(|a| a.0);
    let chosen: Vec<&(bool, DType, usize)> =
        arith.iter().filter(|a| a.0 || !from_quantized).collect();
    let first = chosen.first()?;
    let mut dtypes = Vec::new();
    for a in &chosen {
        if !dtypes.contains(&a.1) {
            dtypes.push(a.1);
        }
    }
    Some(Compute { dtypes, line: first.2, convert, from_quantized })
}

/// A packed weight's storage: integers, float8, packed fp4.
fn is_quantized(d: DType) -> bool {
    matches!(
        d,
        DType::I8
            | DType::U8
            | DType::I16
            | DType::U16
            | DType::I32
            | DType::U32
            | DType::F8E4M3FN
            | DType::F8E5M2
            | DType::F8E4M3FNUZ
            | DType::F8E5M2FNUZ
            | DType::F4E2M1FNX2
    )
}

/// `auto tmp3 = RHS;` (C++) or `tmp3 = RHS` (Triton) → (`tmp3`, `RHS`).
fn assignment(line: &str, lang: Lang) -> Option<(&str, &str)> {
    let t = line.trim();
    let t = match lang {
        Lang::Cpp => t.strip_prefix("auto ")?.strip_suffix(';')?,
        Lang::Triton => t,
    };
    let (lhs, rhs) = t.split_once(" = ")?;
    is_tmp(lhs).then_some((lhs, rhs.trim()))
}

fn is_tmp(s: &str) -> bool {
    s.strip_prefix("tmp").is_some_and(|d| !d.is_empty() && d.bytes().all(|b| b.is_ascii_digit()))
}

fn is_word(c: char) -> bool {
    c.is_ascii_alphanumeric() || c == '_'
}

/// The `tmpN` names an expression reads.
fn tmp_refs(rhs: &str) -> Vec<&str> {
    rhs.split(|c: char| !is_word(c)).filter(|w| is_tmp(w)).collect()
}

/// The pointer a load reads: `tl.load(in_ptr0 + ...)`, `Vectorized<T>::loadu(in_ptr0 + ...)`,
/// `in_ptr0[...]`.
fn loaded_pointer(rhs: &str, lang: Lang) -> Option<&str> {
    let after = match lang {
        Lang::Triton => &rhs[rhs.find("tl.load(")? + "tl.load(".len()..],
        Lang::Cpp => match rhs.find("::loadu(") {
            Some(p) => &rhs[p + "::loadu(".len()..],
            None => {
                let name = rhs.split('[').next()?;
                return (rhs.contains('[') && name.chars().all(is_word) && !name.is_empty())
                    .then_some(name);
            }
        },
    };
    let name = after.split(|c: char| !is_word(c)).next()?;
    (!name.is_empty()).then_some(name)
}

/// `x * y` with each side a name or a number (C++ may wrap it: `float(x * y)`,
/// `decltype(x)(x * y)`).
fn is_arith(rhs: &str, lang: Lang) -> bool {
    let mut e = rhs;
    if lang == Lang::Cpp {
        if let Some(inner) = e.strip_prefix("decltype(") {
            e = inner
                .split_once(")(")
                .map_or(e, |(_, rest)| rest.strip_suffix(')').unwrap_or(rest));
        }
        for w in ["float(", "double("] {
            if let Some(inner) = e.strip_prefix(w).and_then(|x| x.strip_suffix(')')) {
                e = inner;
            }
        }
    }
    let parts: Vec<&str> = e.split_whitespace().collect();
    let operand = |s: &str| !s.is_empty() && s.chars().all(|c| is_word(c) || c == '.');
    parts.len() == 3
        && matches!(parts[1], "*" | "+" | "-" | "/")
        && operand(parts[0])
        && operand(parts[2])
        && (is_tmp(parts[0]) || is_tmp(parts[2]))
}

fn type_of(
    rhs: &str,
    lang: Lang,
    ptrs: &HashMap<String, DType>,
    ty: &HashMap<String, DType>,
    refs: &[&str],
) -> Option<DType> {
    let from_refs = || refs.iter().filter_map(|r| ty.get(*r).copied()).reduce(promote);
    match lang {
        Lang::Triton => {
            if let Some(p) = rhs.rfind(".to(tl.") {
                let rest = &rhs[p + ".to(tl.".len()..];
                let name = rest.split(|c: char| !is_word(c)).next().unwrap_or("");
                let tail = &rest[name.len()..];
                let bitcast = tail.starts_with(", bitcast=") && tail.matches(')').count() == 1;
                if tail == ")" || (bitcast && tail.ends_with(')')) {
                    return triton_dtype(name);
                }
            }
            if rhs.starts_with("tl.load(") {
                return ptrs.get(loaded_pointer(rhs, lang)?).copied();
            }
            if rhs.starts_with("tl.full(") {
                let p = rhs.rfind("tl.")?;
                return triton_dtype(rhs[p + 3..].split(|c: char| !is_word(c)).next()?);
            }
            from_refs()
        }
        Lang::Cpp => {
            if let Some(inner) = rhs.strip_prefix("decltype(") {
                let name = inner.split(')').next()?;
                return ty.get(name).copied();
            }
            for head in [
                "at::vec::convert<",
                "c10::convert<",
                "static_cast<",
                "at::vec::Vectorized<",
                "at::vec::VectorizedN<",
                "at::vec::VecMask<",
            ] {
                if let Some(rest) = rhs.strip_prefix(head) {
                    return cpp_dtype(first_template_arg(rest));
                }
            }
            if let Some(p) = rhs.rfind(".to<")
                && rhs.ends_with(">()")
            {
                return cpp_dtype(first_template_arg(&rhs[p + 4..]));
            }
            if rhs.starts_with("float(") {
                return Some(DType::F32);
            }
            if rhs.starts_with("double(") {
                return Some(DType::F64);
            }
            if let Some(p) = loaded_pointer(rhs, lang)
                && let Some(d) = ptrs.get(p)
            {
                return Some(*d);
            }
            from_refs()
        }
    }
}

/// `float,2,at::BFloat16,1>(x)` → `float`.
fn first_template_arg(rest: &str) -> &str {
    let end = rest.find([',', '>']).unwrap_or(rest.len());
    rest[..end].trim()
}

/// PyTorch's promotion as far as a kernel's arithmetic needs it: a float wins over an integer,
/// the wider float wins, float16 with bfloat16 is float32.
fn promote(a: DType, b: DType) -> DType {
    if a == b {
        return a;
    }
    match (a.is_float(), b.is_float()) {
        (true, false) => a,
        (false, true) => b,
        (true, true) => {
            let rank = |d: DType| match d {
                DType::F64 => 3,
                DType::F32 => 2,
                DType::F16 | DType::BF16 => 1,
                _ => 0,
            };
            match rank(a).cmp(&rank(b)) {
                std::cmp::Ordering::Greater => a,
                std::cmp::Ordering::Less => b,
                std::cmp::Ordering::Equal => DType::F32,
            }
        }
        (false, false) => {
            if b.bits() > a.bits() {
                b
            } else {
                a
            }
        }
    }
}

fn triton_dtype(name: &str) -> Option<DType> {
    Some(match name {
        "float32" | "fp32" => DType::F32,
        "float16" | "fp16" => DType::F16,
        "bfloat16" | "bf16" => DType::BF16,
        "float64" | "fp64" => DType::F64,
        "int8" | "i8" => DType::I8,
        "uint8" | "u8" => DType::U8,
        "int16" | "i16" => DType::I16,
        "uint16" | "u16" => DType::U16,
        "int32" | "i32" => DType::I32,
        "uint32" | "u32" => DType::U32,
        "int64" | "i64" => DType::I64,
        "uint64" | "u64" => DType::U64,
        "int1" | "i1" => DType::B8,
        "float8e4nv" | "fp8e4nv" => DType::F8E4M3FN,
        "float8e5" | "fp8e5" => DType::F8E5M2,
        "float8e4b8" | "fp8e4b8" => DType::F8E4M3FNUZ,
        "float8e5b16" | "fp8e5b16" => DType::F8E5M2FNUZ,
        _ => return None,
    })
}

fn cpp_dtype(name: &str) -> Option<DType> {
    Some(match name {
        "float" => DType::F32,
        "double" => DType::F64,
        "at::BFloat16" | "c10::BFloat16" | "bfloat16" => DType::BF16,
        "at::Half" | "c10::Half" | "half" => DType::F16,
        "int8_t" | "signed char" => DType::I8,
        "uint8_t" | "unsigned char" => DType::U8,
        "int16_t" => DType::I16,
        "uint16_t" => DType::U16,
        "int32_t" | "int" => DType::I32,
        "uint32_t" => DType::U32,
        "int64_t" | "long" => DType::I64,
        "uint64_t" => DType::U64,
        "bool" => DType::B8,
        "at::Float8_e4m3fn" | "c10::Float8_e4m3fn" => DType::F8E4M3FN,
        "at::Float8_e5m2" | "c10::Float8_e5m2" => DType::F8E5M2,
        "at::Float8_e4m3fnuz" | "c10::Float8_e4m3fnuz" => DType::F8E4M3FNUZ,
        "at::Float8_e5m2fnuz" | "c10::Float8_e5m2fnuz" => DType::F8E5M2FNUZ,
        _ => return None,
    })
}

/// `triton_meta={'signature': {'in_ptr0': '*i8', ...}` → pointer element types by name.
fn triton_signature(lines: &[String]) -> HashMap<String, DType> {
    let mut out = HashMap::new();
    let Some(line) = lines.iter().find(|l| l.contains("'signature': {")) else { return out };
    let rest = &line[line.find("'signature': {").map_or(0, |p| p + "'signature': {".len())..];
    let body = rest.split('}').next().unwrap_or("");
    for pair in body.split(", ") {
        let Some((k, v)) = pair.split_once(": ") else { continue };
        let (k, v) = (k.trim_matches('\''), v.trim_matches('\''));
        if let Some(d) = v.strip_prefix('*').and_then(triton_dtype) {
            out.insert(k.to_string(), d);
        }
    }
    out
}

/// `extern "C" void kernel(const uint8_t* in_ptr0, float* out_ptr0)` → element types by name.
fn cpp_params(lines: &[String]) -> HashMap<String, DType> {
    let mut out = HashMap::new();
    let Some(start) = lines.iter().position(|l| l.contains("extern \"C\"")) else { return out };
    let mut text = String::new();
    for l in &lines[start..] {
        text.push_str(l);
        text.push(' ');
        if l.contains(')') {
            break;
        }
    }
    let Some(open) = text.find('(') else { return out };
    let close = text[open..].find(')').map_or(text.len(), |c| open + c);
    for p in text[open + 1..close].split(',') {
        let p = p.trim();
        let Some((split, c)) = p.char_indices().rev().find(|(_, c)| !is_word(*c)) else {
            continue;
        };
        let name = &p[split + c.len_utf8()..];
        let ty = p[..split + c.len_utf8()].replace("const ", "").replace("__restrict__", "");
        let ty = ty.trim().trim_end_matches(['*', '&']).trim();
        if let Some(d) = cpp_dtype(ty) {
            out.insert(name.to_string(), d);
        }
    }
    out
}
