//! The TORCH_TRACE reader: the structured log `TORCH_TRACE=<dir>` writes and tlparse reads.
//!
//! Every line is either a record (glog prefix + one JSON envelope, see [`envelope`]) or a payload
//! line of the record above it (`\t` + text). The log is read as a stream, one line at a time:
//! payloads are only accumulated for records that are kept (graphs, output code, provenance,
//! metrics, unknown artifacts), so memory does not grow with the timing events that make up most
//! of a big log. Every graph artifact becomes a [`Stage`] of its compile id, in log order; the
//! rest is kept as [`Artifact`]s; whatever could not be read becomes a warning on the document
//! (with its line) and its text is kept as an artifact rather than dropped.
pub mod classify;
pub mod envelope;
pub mod synth;

use super::ParseError;
use crate::ir::{Artifact, ArtifactKind, Document, Stage};
use classify::Target;
use md5::{Digest, Md5};
use serde_json::Value;
use std::collections::HashSet;
use std::io::BufRead;

/// How often (in bytes read) the progress callback is called.
const PROGRESS_EVERY: u64 = 1 << 20;

/// True if `head` (the start of a file) looks like a TORCH_TRACE log: its first non-empty line
/// is a glog-prefixed line whose message is a JSON object. (TORCH_LOGS console output has the
/// same prefix but a text message.)
pub fn looks_like_trace(head: &str) -> bool {
    let Some(first) = head.lines().map(|l| l.trim_end_matches('\r')).find(|l| !l.trim().is_empty()) else { return false };
    envelope::envelope_start(first).is_some_and(|at| first.get(at..).is_some_and(|m| m.starts_with('{')))
}

/// A record being read: its envelope and, while its payload lines come, their checksum and
/// (if kept) their text.
struct Pending {
    line: usize,
    name: String,
    target: Target,
    compile_id: Option<String>,
    metadata: Value,
    has_payload: Option<String>,
    md5: Md5,
    lines: usize,
    text: String,
}

struct Reader<'a> {
    file: &'a str,
    doc: Document,
    strings: Vec<Option<String>>,
    taken: HashSet<(Option<String>, String)>,
    /// Consecutive stray lines are reported once: (first line, count, what).
    stray: Option<(usize, usize, &'static str)>,
}

/// Reads a TORCH_TRACE log. `total` is the size in bytes if known; `progress(bytes_read, total)`
/// is called about every MiB and once at the end. Graphs are returned exactly as logged
/// (`invoke_quant_packed` not canonicalized).
pub fn read_trace<R: BufRead>(
    mut input: R,
    file: &str,
    total: Option<u64>,
    progress: &mut dyn FnMut(u64, Option<u64>),
) -> Result<Document, ParseError> {
    let mut r = Reader { file, doc: Document::default(), strings: Vec::new(), taken: HashSet::new(), stray: None };
    let mut pending: Option<Pending> = None;
    let mut buf: Vec<u8> = Vec::with_capacity(1 << 16);
    let (mut read, mut reported) = (0u64, 0u64);
    let mut line_no = 0usize;
    let mut records = 0usize;
    let mut ended_mid_line = false;
    loop {
        buf.clear();
        let n = input
            .read_until(b'\n', &mut buf)
            .map_err(|e| ParseError { file: file.into(), line: line_no + 1, col: 1, expected: "a readable file".into(), found: e.to_string() })?;
        if n == 0 {
            break;
        }
        line_no += 1;
        read += n as u64;
        if read - reported >= PROGRESS_EVERY {
            reported = read;
            progress(read, total);
        }
        ended_mid_line = buf.last() != Some(&b'\n');
        let raw = match std::str::from_utf8(&buf) {
            Ok(s) => std::borrow::Cow::Borrowed(s),
            Err(e) => {
                r.doc.warnings.push(format!("{file}:{line_no}:{}: invalid UTF-8, replaced", e.valid_up_to() + 1));
                String::from_utf8_lossy(&buf)
            }
        };
        let line = raw.trim_end_matches('\n').trim_end_matches('\r');
        if let Some(payload) = line.strip_prefix('\t') {
            match pending.as_mut() {
                Some(p) => p.push(payload),
                None => r.stray(line_no, "payload lines without an envelope above them"),
            }
            continue;
        }
        if let Some(p) = pending.take() {
            r.finish(p);
        }
        if line.trim().is_empty() {
            continue;
        }
        match envelope::envelope_start(line) {
            Some(at) => {
                r.flush_stray();
                records += 1;
                pending = r.begin(line_no, at, line.get(at..).unwrap_or(""));
            }
            None => r.stray(line_no, "lines that are neither a glog-prefixed record nor a tab-indented payload"),
        }
    }
    if let Some(p) = pending.take() {
        r.finish(p);
    }
    r.flush_stray();
    if ended_mid_line {
        r.doc.warnings.push(format!("{file}:{line_no}: the log ends in the middle of a line (truncated?)"));
    }
    progress(read, total);
    if records == 0 {
        return Err(ParseError {
            file: file.into(),
            line: 1,
            col: 1,
            expected: "TORCH_TRACE records (`V1129 17:05:48.083000 930 path.py:12] {json}`)".into(),
            found: "none".into(),
        });
    }
    Ok(r.doc)
}

impl Pending {
    fn push(&mut self, payload: &str) {
        if self.lines > 0 {
            self.md5.update(b"\n");
        }
        self.md5.update(payload.as_bytes());
        if self.keeps_text() {
            if self.lines > 0 {
                self.text.push('\n');
            }
            self.text.push_str(payload);
        }
        self.lines += 1;
    }

    fn keeps_text(&self) -> bool {
        matches!(self.target, Target::Stage | Target::Keep(_))
    }
}

impl Reader<'_> {
    fn stray(&mut self, line: usize, what: &'static str) {
        match &mut self.stray {
            Some((_, n, w)) if *w == what => *n += 1,
            _ => {
                self.flush_stray();
                self.stray = Some((line, 1, what));
            }
        }
    }

    fn flush_stray(&mut self) {
        if let Some((line, n, what)) = self.stray.take() {
            let range = if n == 1 { format!("{line}") } else { format!("{line}-{}", line + n - 1) };
            self.doc.warnings.push(format!("{}:{range}: {n} {what}; skipped", self.file));
        }
    }

    /// Parses an envelope. A broken one becomes a warning and an Unknown artifact holding the
    /// line and its payload.
    fn begin(&mut self, line: usize, at: usize, json: &str) -> Option<Pending> {
        let env: Value = match serde_json::from_str(json) {
            Ok(v @ Value::Object(_)) => v,
            Ok(_) => return self.broken(line, at, json, "the envelope is not a JSON object".into()),
            Err(e) => {
                let col = at + e.column().max(1);
                return self.broken(line, col - 1, json, format!("bad JSON envelope: {e}"));
            }
        };
        let Some(obj) = env.as_object() else { return None };
        let Some((kind, meta)) = envelope::record_kind(obj) else {
            return self.broken(line, at, json, "the envelope names no record".into());
        };
        let (name, target) = classify::classify(kind, meta);
        Some(Pending {
            line,
            name,
            target,
            compile_id: envelope::compile_id(&env),
            metadata: meta.clone(),
            has_payload: env.get("has_payload").and_then(Value::as_str).map(str::to_string),
            md5: Md5::new(),
            lines: 0,
            text: String::new(),
        })
    }

    fn broken(&mut self, line: usize, col0: usize, json: &str, why: String) -> Option<Pending> {
        self.doc.warnings.push(format!("{}:{line}:{}: {why}; kept as an unknown artifact", self.file, col0 + 1));
        Some(Pending {
            line,
            name: format!("unparsed record at line {line}"),
            target: Target::Keep(ArtifactKind::Unknown),
            compile_id: None,
            metadata: Value::String(json.to_string()),
            has_payload: None,
            md5: Md5::new(),
            lines: 0,
            text: String::new(),
        })
    }

    fn finish(&mut self, p: Pending) {
        if let Some(want) = &p.has_payload {
            let got = format!("{:x}", p.md5.clone().finalize());
            if &got != want {
                self.doc.warnings.push(format!(
                    "{}:{}: the payload of `{}` ({} lines) has MD5 {got} but the envelope says {want} (truncated or edited log?)",
                    self.file, p.line, p.name, p.lines
                ));
            }
        }
        match p.target {
            Target::Skip => {}
            Target::Intern => self.intern(&p.metadata),
            Target::Start => {
                let text = self.stack_text(&p.metadata);
                self.keep(p.name, p.compile_id, ArtifactKind::Other, p.metadata, text);
            }
            Target::Keep(kind) => self.keep(p.name, p.compile_id, kind, p.metadata, p.text),
            Target::Stage => self.stage(p),
        }
    }

    fn keep(&mut self, name: String, compile_id: Option<String>, kind: ArtifactKind, metadata: Value, text: String) {
        self.doc.artifacts.push(Artifact { name, compile_id, kind, metadata, text });
    }

    fn intern(&mut self, meta: &Value) {
        let (Some(s), Some(i)) = (meta.get(0).and_then(Value::as_str), meta.get(1).and_then(Value::as_u64)) else { return };
        let i = i as usize;
        // Indices come from the log; cap growth so a corrupt index cannot allocate without bound.
        if i > self.strings.len() + 1_000_000 {
            return;
        }
        if self.strings.len() <= i {
            self.strings.resize(i + 1, None);
        }
        if let Some(slot) = self.strings.get_mut(i) {
            *slot = Some(s.to_string());
        }
    }

    /// `dynamo_start`'s stack with interned file names resolved, one frame per line.
    fn stack_text(&self, meta: &Value) -> String {
        let Some(frames) = meta.get("stack").and_then(Value::as_array) else { return String::new() };
        let mut out = String::new();
        for f in frames {
            let file = match f.get("filename") {
                Some(Value::Number(n)) => n
                    .as_u64()
                    .and_then(|i| self.strings.get(i as usize).cloned().flatten())
                    .unwrap_or_else(|| format!("<interned string {n}>")),
                Some(Value::String(s)) => s.clone(),
                _ => "?".into(),
            };
            let line = f.get("line").and_then(Value::as_u64).unwrap_or(0);
            let name = f.get("name").and_then(Value::as_str).unwrap_or("?");
            out.push_str(&format!("{file}:{line} in {name}"));
            if let Some(loc) = f.get("loc").and_then(Value::as_str) {
                out.push_str(&format!(": {loc}"));
            }
            out.push('\n');
        }
        out
    }

    fn stage(&mut self, p: Pending) {
        // The FX reader counts lines and columns in the payload; shift them to the log's.
        let shift = |mut e: ParseError, file: &str| {
            e.file = file.to_string();
            e.line += p.line;
            e.col += 1;
            e
        };
        match super::fx::parse_fx_raw(&p.text, self.file) {
            Ok(parsed) if !parsed.stages.is_empty() => {
                let many = parsed.stages.len() > 1;
                for (k, st) in parsed.stages.into_iter().enumerate() {
                    let base = if many { format!("{}_{k}", p.name) } else { p.name.clone() };
                    let name = self.unique(&p.compile_id, base);
                    self.doc.stages.push(Stage { name, compile_id: p.compile_id.clone(), graph: st.graph });
                }
            }
            Ok(_) => {
                self.doc.warnings.push(format!("{}:{}: `{}` holds no graph; kept as text", self.file, p.line, p.name));
                self.keep(p.name, p.compile_id, ArtifactKind::UnreadableGraph, p.metadata, p.text);
            }
            Err(e) => {
                let e = shift(e, self.file);
                self.doc.warnings.push(format!("{e} (in `{}`; kept as text)", p.name));
                self.keep(p.name, p.compile_id, ArtifactKind::UnreadableGraph, p.metadata, p.text);
            }
        }
    }

    fn unique(&mut self, compile_id: &Option<String>, base: String) -> String {
        let mut name = base.clone();
        let mut k = 1;
        while self.taken.contains(&(compile_id.clone(), name.clone())) {
            name = format!("{base}_{k}");
            k += 1;
        }
        self.taken.insert((compile_id.clone(), name.clone()));
        name
    }
}
