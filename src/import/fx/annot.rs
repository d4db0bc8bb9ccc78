//! The string annotations of verbose FX printing: `"f32[8]"`, `"f16[64, 64][64, 1]cuda:0"`,
//! `"f32[s0, 4]"`, `"i64[]"`, `"Sym(s15)"`; anything else (tensor subclasses, DTensor) is kept
//! verbatim as [`ValMeta::Other`].
#[cfg(test)]
use crate::ir::py::annotation_text;
use crate::ir::{DType, Device, SymExpr, SymInt, TensorMeta, ValMeta};

/// Parses an annotation's text (without quotes). `Err((byte offset, expected, found))`.
pub fn parse_annotation(s: &str) -> Result<ValMeta, (usize, String, String)> {
    if let Some(inner) = s.strip_prefix("Sym(").and_then(|r| r.strip_suffix(')')) {
        return Ok(match SymExpr::parse(inner) {
            Ok(e) => ValMeta::Sym(e),
            // SymBool/SymFloat values (`Sym(True)`, `Sym(2.0*s0)`) are kept as text.
            Err(_) => ValMeta::Other(s.to_string()),
        });
    }
    let Some(open) = s.find('[') else { return Ok(ValMeta::Other(s.to_string())) };
    let abbr = &s[..open];
    if abbr.is_empty()
        || !abbr.bytes().all(|b| b.is_ascii_lowercase() || b.is_ascii_digit() || b == b'_')
    {
        return Ok(ValMeta::Other(s.to_string()));
    }
    let Some(dtype) = DType::from_abbr(abbr) else {
        return Err((
            0,
            "a dtype abbreviation (f32, bf16, i64, u8, f8e4m3fn, ...)".into(),
            format!("`{abbr}`"),
        ));
    };
    let (shape, mut at) = dims(s, open)?;
    let mut stride = None;
    if s[at..].starts_with('[') {
        let (st, next) = dims(s, at)?;
        stride = Some(st);
        at = next;
    }
    let dev = &s[at..];
    let device = if dev.is_empty() {
        None
    } else {
        match Device::parse(dev) {
            Some(d) => Some(d),
            None => {
                return Err((
                    at,
                    "a device (cpu, cuda:0, ...) or the end of the annotation".into(),
                    format!("`{dev}`"),
                ));
            }
        }
    };
    Ok(ValMeta::Tensor(TensorMeta { dtype, shape, stride, device }))
}

/// `[d0, d1, ...]` starting at `open` (a `[`); returns the dims and the offset after `]`.
fn dims(s: &str, open: usize) -> Result<(Vec<SymInt>, usize), (usize, String, String)> {
    let b = s.as_bytes();
    let mut depth = 0i32;
    let mut out = Vec::new();
    let mut item = open + 1;
    for (j, &c) in b.iter().enumerate().skip(open + 1) {
        match c {
            b'(' | b'[' => depth += 1,
            b')' if depth > 0 => depth -= 1,
            b',' | b']' if depth == 0 => {
                let t = s[item..j].trim();
                if !(t.is_empty() && c == b']' && out.is_empty()) {
                    let d = SymInt::parse(t).map_err(|e| {
                        (
                            item,
                            "a size (an integer or a sympy expression)".to_string(),
                            format!("`{t}` ({e})"),
                        )
                    })?;
                    out.push(d);
                }
                if c == b']' {
                    return Ok((out, j + 1));
                }
                item = j + 1;
            }
            b']' => depth -= 1,
            _ => {}
        }
    }
    Err((s.len(), "`]` closing the sizes".into(), "the end of the annotation".into()))
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn annotations_round_trip() {
        for s in [
            "f32[8]",
            "f16[64, 64][64, 1]cuda:0",
            "f32[s0, 4][4, 1]cpu",
            "i64[]",
            "f32[][]cpu",
            "Sym(s15)",
            "f8e4m3fnuz[2]",
            "f32[Max(1, s0), (s1//2)]",
            "DTensor(f32[8], placements)",
        ] {
            let v = parse_annotation(s).unwrap();
            assert_eq!(annotation_text(&v), s);
        }
        assert!(matches!(parse_annotation("f33[8]"), Err((0, _, _))));
        assert!(parse_annotation("f32[8]gpu!").is_err());
        assert!(parse_annotation("f32[8").is_err());
        let ValMeta::Tensor(t) = parse_annotation("f32[8][1]cpu").unwrap() else { panic!() };
        assert_eq!(t.device, Some(Device::cpu()));
    }
}
