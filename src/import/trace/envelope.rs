//! One TORCH_TRACE line: the glog prefix `TorchLogsFormatter` writes, then a JSON envelope.
//!
//! tlparse splits lines with
//! `([VIWEC])(\d{2})(\d{2}) (\d{2}):(\d{2}):(\d{2}).(\d{6}) (\d+)([^:]+):(\d+)\] (.)`; this is the
//! same grammar by hand (a regex per line would dominate the time on 100 MB logs), plus the
//! optional `[rankN]:` prefix distributed runs add.
use serde_json::Value;

/// Where the JSON of an envelope line starts (byte offset), or None if `line` has no glog prefix.
pub fn envelope_start(line: &str) -> Option<usize> {
    let b = line.as_bytes();
    let mut i = 0;
    if b.first() == Some(&b'[') {
        // `[rank0]:`
        let close = line.find("]:")?;
        if !line.get(1..close)?.starts_with("rank") {
            return None;
        }
        i = close + 2;
    }
    if !matches!(b.get(i), Some(b'V' | b'I' | b'W' | b'E' | b'C')) {
        return None;
    }
    let digits = |from: usize, n: usize| {
        b.get(from..from + n).is_some_and(|s| s.iter().all(u8::is_ascii_digit))
    };
    // MMDD HH:MM:SS.micros
    if !(digits(i + 1, 4)
        && b.get(i + 5) == Some(&b' ')
        && digits(i + 6, 2)
        && b.get(i + 8) == Some(&b':'))
    {
        return None;
    }
    let close = i + line.get(i..)?.find("] ")?;
    // `pathname:lineno` right before `]`
    let head = line.get(i..close)?;
    let colon = head.rfind(':')?;
    if colon + 1 >= head.len() || !head[colon + 1..].bytes().all(|c| c.is_ascii_digit()) {
        return None;
    }
    Some(close + 2)
}

/// The compile id tlparse shows for an envelope: `[!ca/]frame/frame_compile[_attempt]`.
pub fn compile_id(env: &Value) -> Option<String> {
    let ca = env.get("compiled_autograd_id").and_then(Value::as_u64);
    let frame = env.get("frame_id").and_then(Value::as_u64);
    let fc = env.get("frame_compile_id").and_then(Value::as_u64);
    let (Some(frame), Some(fc)) = (frame, fc) else {
        // Compiled autograd's own graph has no frame: tlparse shows `!0`.
        return ca.map(|ca| format!("!{ca}"));
    };
    let mut s = String::new();
    if let Some(ca) = ca {
        s.push_str(&format!("!{ca}/"));
    }
    s.push_str(&format!("{frame}/{fc}"));
    match env.get("attempt").and_then(Value::as_u64) {
        Some(a) if a != 0 => s.push_str(&format!("_{a}")),
        _ => {}
    }
    Some(s)
}

/// The record kind: the one key of the envelope that is not bookkeeping.
pub fn record_kind(env: &serde_json::Map<String, Value>) -> Option<(&str, &Value)> {
    const BOOKKEEPING: [&str; 7] = [
        "frame_id",
        "frame_compile_id",
        "attempt",
        "compiled_autograd_id",
        "rank",
        "has_payload",
        "stack",
    ];
    env.iter().find(|(k, _)| !BOOKKEEPING.contains(&k.as_str())).map(|(k, v)| (k.as_str(), v))
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn prefixes() {
        let l = r#"V1129 17:05:48.083000 930 torch/_inductor/compile_fx.py:1368] {"a": 1}"#;
        assert_eq!(l.get(envelope_start(l).unwrap()..), Some(r#"{"a": 1}"#));
        let r = r#"[rank1]:V1129 17:05:48.083000 930 torch/x.py:1] {}"#;
        assert_eq!(r.get(envelope_start(r).unwrap()..), Some("{}"));
        assert_eq!(envelope_start("class Foo:"), None);
        assert_eq!(envelope_start("V1129 17:05:48.083000 930 torch/x.py] {}"), None);
        assert_eq!(envelope_start("V11"), None);
    }

    #[test]
    fn compile_ids() {
        let v: Value =
            serde_json::from_str(r#"{"frame_id": 2, "frame_compile_id": 1, "attempt": 1}"#)
                .unwrap();
        assert_eq!(compile_id(&v).as_deref(), Some("2/1_1"));
        let v: Value = serde_json::from_str(
            r#"{"frame_id": 0, "frame_compile_id": 0, "attempt": 0, "compiled_autograd_id": 3}"#,
        )
        .unwrap();
        assert_eq!(compile_id(&v).as_deref(), Some("!3/0/0"));
        let v: Value = serde_json::from_str(r#"{"compiled_autograd_id": 0}"#).unwrap();
        assert_eq!(compile_id(&v).as_deref(), Some("!0"));
        let v: Value = serde_json::from_str(r#"{"str": ["a", 0]}"#).unwrap();
        assert_eq!(compile_id(&v), None);
    }
}
