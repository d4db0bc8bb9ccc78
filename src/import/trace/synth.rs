//! Big TORCH_TRACE logs for benchmarks: a real log repeated with new compile ids, as a long
//! training job that recompiles the same frames writes them. Payloads are copied byte for byte,
//! so their `has_payload` checksums stay valid; only the envelopes' `frame_id`s change.
use serde_json::Value;
use std::io::{self, Write};

/// Writes copies of `template` to `out` until at least `target_bytes` were written; copy `k`
/// shifts every `frame_id` by `k` times (the largest frame id + 1). Returns (bytes, copies).
pub fn repeat_log(
    template: &str,
    target_bytes: u64,
    out: &mut impl Write,
) -> io::Result<(u64, usize)> {
    let stride = template
        .lines()
        .filter_map(|l| envelope(l).and_then(|(_, v)| v.get("frame_id")?.as_u64()))
        .max()
        .map_or(1, |m| m + 1);
    let (mut written, mut copies) = (0u64, 0usize);
    while written < target_bytes {
        let shift = copies as u64 * stride;
        for line in template.lines() {
            let text = match envelope(line) {
                Some((prefix, mut v)) if shift > 0 && v.get("frame_id").is_some() => {
                    if let Some(f) = v.get_mut("frame_id") {
                        *f = Value::from(f.as_u64().unwrap_or(0) + shift);
                    }
                    format!("{prefix}{v}")
                }
                _ => line.to_string(),
            };
            out.write_all(text.as_bytes())?;
            out.write_all(b"\n")?;
            written += text.len() as u64 + 1;
        }
        copies += 1;
        if template.is_empty() {
            break;
        }
    }
    Ok((written, copies))
}

/// A record line's glog prefix and parsed envelope.
fn envelope(line: &str) -> Option<(&str, Value)> {
    let at = super::envelope::envelope_start(line)?;
    let v: Value = serde_json::from_str(line.get(at..)?).ok()?;
    Some((line.get(..at)?, v))
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn copies_get_new_compile_ids_and_keep_their_checksums() {
        let log = "V1129 17:05:48.083000 930 a.py:1] {\"str\": [\"x.py\", 0]}\n\
                   V1129 17:05:48.083000 930 a.py:1] {\"artifact\": {\"name\": \"n\", \"encoding\": \"string\"}, \"frame_id\": 1, \"frame_compile_id\": 0, \"attempt\": 0, \"has_payload\": \"9dd4e461268c8034f5c8564e155c67a6\"}\n\
                   \tx\n";
        let mut out = Vec::new();
        let (bytes, copies) = repeat_log(log, 1, &mut out).unwrap();
        assert_eq!((bytes as usize, copies), (log.len(), 1));
        let mut out = Vec::new();
        let (_, copies) = repeat_log(log, 2 * log.len() as u64 + 1, &mut out).unwrap();
        assert_eq!(copies, 3);
        let text = String::from_utf8(out).unwrap();
        let doc =
            super::super::read_trace(text.as_bytes(), "big.log", None, &mut |_, _| {}).unwrap();
        let ids: Vec<_> = doc.artifacts.iter().map(|a| a.compile_id.as_deref()).collect();
        assert_eq!(ids, [Some("1/0"), Some("3/0"), Some("5/0")]);
        assert!(doc.warnings.is_empty(), "{:?}", doc.warnings);
    }
}
