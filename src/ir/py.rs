//! How FX's printer spells Python: `repr(str)`, the `"f32[8][1]cpu"` annotations, and the
//! statements it prints for `operator` functions. The FX reader (`import::fx`) parses these
//! forms and the printers (`export`, `pattern`'s reprs) write them, so they live below both.
use super::{SymInt, ValMeta};

/// Python's `repr(str)`: single quotes unless the text has `'` and no `"`.
pub fn py_str_repr(s: &str) -> String {
    let q = if s.contains('\'') && !s.contains('"') { '"' } else { '\'' };
    let mut out = String::with_capacity(s.len() + 2);
    out.push(q);
    for c in s.chars() {
        match c {
            '\\' => out.push_str("\\\\"),
            '\n' => out.push_str("\\n"),
            '\t' => out.push_str("\\t"),
            '\r' => out.push_str("\\r"),
            c if c == q => {
                out.push('\\');
                out.push(c)
            }
            c if (c as u32) < 0x20 || c as u32 == 0x7f => {
                out.push_str(&format!("\\x{:02x}", c as u32))
            }
            c => out.push(c),
        }
    }
    out.push(q);
    out
}

/// Augmented assignments FX prints for in-place `operator` functions (its `inplace_methods`),
/// longest spelling first.
pub const AUGOPS: &[(&str, &str)] = &[
    ("**=", "ipow"),
    ("//=", "ifloordiv"),
    ("<<=", "ilshift"),
    (">>=", "irshift"),
    ("+=", "iadd"),
    ("-=", "isub"),
    ("*=", "imul"),
    ("/=", "itruediv"),
    ("%=", "imod"),
    ("@=", "imatmul"),
    ("&=", "iand"),
    ("|=", "ior"),
    ("^=", "ixor"),
];

/// The statement FX prints for an in-place `operator` function (before `;  name = target`).
pub fn inplace_format(op: &str) -> Option<String> {
    if op == "setitem" {
        return Some("{}[{}] = {}".into());
    }
    AUGOPS.iter().find(|(_, n)| *n == op).map(|(sym, _)| format!("{{}} {sym} {{}}"))
}

/// The printed spelling of an `operator` function FX renders as an operator, if it is one.
pub fn magic_format(op: &str) -> Option<&'static str> {
    Some(match op {
        "add" => "{} + {}",
        "sub" => "{} - {}",
        "mul" => "{} * {}",
        "floordiv" => "{} // {}",
        "truediv" | "div" => "{} / {}",
        "mod" => "{} % {}",
        "pow" => "{} ** {}",
        "lshift" => "{} << {}",
        "rshift" => "{} >> {}",
        "and_" => "{} & {}",
        "or_" => "{} | {}",
        "xor" => "{} ^ {}",
        "getitem" => "{}[{}]",
        "matmul" => "{} @ {}",
        "eq" => "{} == {}",
        "ne" => "{} != {}",
        "lt" => "{} < {}",
        "gt" => "{} > {}",
        "le" => "{} <= {}",
        "ge" => "{} >= {}",
        "pos" => "+{}",
        "neg" => "-{}",
        "invert" => "~{}",
        _ => return None,
    })
}

/// The annotation text FX prints for a value.
pub fn annotation_text(v: &ValMeta) -> String {
    match v {
        ValMeta::Tensor(t) => {
            let mut out = String::with_capacity(24);
            out.push_str(t.dtype.abbr());
            push_dims(&mut out, &t.shape);
            if let Some(st) = &t.stride {
                push_dims(&mut out, st);
            }
            if let Some(d) = &t.device {
                out.push_str(&d.to_string());
            }
            out
        }
        ValMeta::Sym(e) => format!("Sym({})", e.text()),
        ValMeta::Other(s) => s.clone(),
    }
}

fn push_dims(out: &mut String, dims: &[SymInt]) {
    use std::fmt::Write;
    out.push('[');
    for (i, d) in dims.iter().enumerate() {
        if i > 0 {
            out.push_str(", ");
        }
        let _ = write!(out, "{d}");
    }
    out.push(']');
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn reprs_and_operator_forms() {
        assert_eq!(py_str_repr("it's"), r#""it's""#);
        assert_eq!(py_str_repr("nf4"), "'nf4'");
        assert_eq!(py_str_repr("a'b\"c\n"), r#"'a\'b"c\n'"#);
        assert_eq!(inplace_format("iadd").as_deref(), Some("{} += {}"));
        assert_eq!(inplace_format("setitem").as_deref(), Some("{}[{}] = {}"));
        assert_eq!(magic_format("getitem"), Some("{}[{}]"));
        assert_eq!(magic_format("sin"), None);
    }
}
