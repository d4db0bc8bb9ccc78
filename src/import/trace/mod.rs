//! The TORCH_TRACE reader: the structured log `TORCH_TRACE=<dir>` writes and tlparse reads.
//!
//! Every line is either a record (glog prefix + one JSON envelope, see [`envelope`]) or a payload
//! line of the record above it (`\t` + text). The log is read as a stream, one line at a time:
//! payloads are only accumulated for records that are kept (graphs, output code, provenance,
//! metrics, unknown artifacts), so memory does not grow with the timing events that make up most
//! of a big log. Every graph artifact becomes a [`Stage`] of its compile id, in log order; the
//! rest is kept as [`Artifact`]s; whatever could not be read becomes a warning on the document
//! (with its line) and its text is kept as an artifact rather than dropped.
//!
//! A log read from a file is *indexed* ([`index_trace`]): stages and artifacts keep where their
//! payload is (offset, length, MD5) and are read back and parsed when first used ([`lazy`]), so
//! memory stays flat however big the log is; a graph that does not parse reports its error
//! (with the log's line) when it is opened. Text in memory is read whole ([`read_trace`]).
pub mod classify;
pub mod envelope;
pub mod lazy;
pub mod shape_env;
pub mod story;
pub mod synth;

use super::ParseError;
use crate::ir::{Artifact, ArtifactKind, Document, PayloadRef, SourceFile, Stage};
use classify::Target;
use md5::{Digest, Md5};
use serde_json::Value;
use std::collections::{HashMap, HashSet};
use std::io::BufRead;
use std::sync::Arc;

/// How often (in bytes read) the progress callback is called.
const PROGRESS_EVERY: u64 = 1 << 20;

/// True if `head` (the start of a file) looks like a TORCH_TRACE log: its first non-empty line
/// is a glog-prefixed line whose message is a JSON object. (TORCH_LOGS console output has the
/// same prefix but a text message.)
pub fn looks_like_trace(head: &str) -> bool {
    let Some(first) = head.lines().map(|l| l.trim_end_matches('\r')).find(|l| !l.trim().is_empty())
    else {
        return false;
    };
    envelope::envelope_start(first)
        .is_some_and(|at| first.get(at..).is_some_and(|m| m.starts_with('{')))
}

/// A record being read: its envelope and, while its payload lines come, their checksum and
/// (if kept) their text.
struct Pending {
    line: usize,
    /// Byte offset and length of the envelope line; byte range of the payload lines.
    envelope: (u64, u64),
    payload: (u64, u64),
    keep_text: bool,
    text_len: u64,
    name: String,
    target: Target,
    compile_id: Option<String>,
    metadata: Value,
    has_payload: Option<String>,
    md5: Md5,
    lines: usize,
    text: String,
    /// What the compile story reads of it.
    need: story::Need,
    /// Kept in memory even in an indexed log (a record that could not be read).
    inline: bool,
}

struct Reader<'a> {
    file: &'a str,
    doc: Document,
    /// Interned strings by index. A map, not a table indexed by the number the log gives: its
    /// size is one entry per record read, whatever the indices say.
    strings: HashMap<u64, String>,
    /// Whether an index out of PyTorch's sequence (0, 1, 2, ...) was reported already.
    strings_out_of_order: bool,
    taken: HashSet<u64>,
    hasher: std::collections::hash_map::RandomState,
    /// Consecutive stray lines are reported once: (first line, count, what).
    stray: Option<(usize, usize, &'static str)>,
    /// The file being indexed; None: keep all text in memory.
    index: Option<Arc<SourceFile>>,
    story: story::StoryBuilder,
}

/// Reads a TORCH_TRACE log, keeping every payload in memory. `total` is the size in bytes if
/// known; `progress(bytes_read, total)` is called about every MiB and once at the end. Graphs are
/// returned exactly as logged (`invoke_quant_packed` not canonicalized).
pub fn read_trace<R: BufRead>(
    input: R,
    file: &str,
    total: Option<u64>,
    progress: &mut dyn FnMut(u64, Option<u64>),
) -> Result<Document, ParseError> {
    read(input, file, total, None, progress)
}

/// Indexes the TORCH_TRACE log `input` read from `src` (which must describe the file as it is
/// now): stages and kept artifacts point into the file and are read when used.
pub fn index_trace<R: BufRead>(
    input: R,
    src: SourceFile,
    progress: &mut dyn FnMut(u64, Option<u64>),
) -> Result<Document, ParseError> {
    let file = src.path.display().to_string();
    let total = Some(src.len);
    read(input, &file, total, Some(Arc::new(src)), progress)
}

/// A payload's parse error moved to the log: the payload starts on the line after the envelope
/// at `line`, one column in (the tab).
pub(crate) fn shift_error(mut e: ParseError, line: usize) -> ParseError {
    e.line += line;
    e.col += 1;
    e
}

fn read<R: BufRead>(
    mut input: R,
    file: &str,
    total: Option<u64>,
    index: Option<Arc<SourceFile>>,
    progress: &mut dyn FnMut(u64, Option<u64>),
) -> Result<Document, ParseError> {
    let mut r = Reader {
        file,
        doc: Document::default(),
        strings: HashMap::new(),
        strings_out_of_order: false,
        taken: HashSet::new(),
        hasher: Default::default(),
        stray: None,
        index,
        story: story::StoryBuilder::default(),
    };
    let mut pending: Option<Pending> = None;
    let mut buf: Vec<u8> = Vec::with_capacity(1 << 16);
    let (mut read, mut reported) = (0u64, 0u64);
    let mut line_no = 0usize;
    let mut records = 0usize;
    let mut ended_mid_line = false;
    let mut blanks = 0usize;
    loop {
        buf.clear();
        let n = input.read_until(b'\n', &mut buf).map_err(|e| ParseError {
            file: file.into(),
            line: line_no + 1,
            col: 1,
            expected: "a readable file".into(),
            found: e.to_string(),
        })?;
        if n == 0 {
            break;
        }
        line_no += 1;
        let start = read;
        read += n as u64;
        if read - reported >= PROGRESS_EVERY {
            reported = read;
            progress(read, total);
        }
        ended_mid_line = buf.last() != Some(&b'\n');
        let raw = match std::str::from_utf8(&buf) {
            Ok(s) => std::borrow::Cow::Borrowed(s),
            Err(e) => {
                r.doc.warnings.push(format!(
                    "{file}:{line_no}:{}: invalid UTF-8, replaced",
                    e.valid_up_to() + 1
                ));
                String::from_utf8_lossy(&buf)
            }
        };
        let line = raw.trim_end_matches('\n').trim_end_matches('\r');
        // Some PyTorch versions write a payload's empty lines without their tab: an empty line
        // belongs to the payload when another payload line follows it.
        if line.is_empty() && pending.is_some() {
            blanks += 1;
            continue;
        }
        if let Some(payload) = line.strip_prefix('\t') {
            match pending.as_mut() {
                Some(p) => {
                    for _ in 0..std::mem::take(&mut blanks) {
                        p.push("");
                    }
                    p.push(payload);
                    p.payload.1 = read - p.payload.0;
                }
                None => r.stray(line_no, "payload lines without an envelope above them"),
            }
            continue;
        }
        blanks = 0;
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
                if let Some(p) = pending.as_mut() {
                    p.envelope = (start, line.len() as u64);
                    p.payload = (read, 0);
                }
            }
            None => r.stray(
                line_no,
                "lines that are neither a glog-prefixed record nor a tab-indented payload",
            ),
        }
    }
    if let Some(p) = pending.take() {
        r.finish(p);
    }
    r.flush_stray();
    if ended_mid_line {
        r.doc
            .warnings
            .push(format!("{file}:{line_no}: the log ends in the middle of a line (truncated?)"));
    }
    progress(read, total);
    std::mem::take(&mut r.story).finish(&mut r.doc, file);
    if records > 0 {
        shape_env::attach(&mut r.doc);
    }
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
        self.text_len += payload.len() as u64 + u64::from(self.lines > 0);
        if self.keep_text {
            if self.lines > 0 {
                self.text.push('\n');
            }
            self.text.push_str(payload);
        }
        self.lines += 1;
    }

    /// Where this record is in the indexed file `f`.
    fn payload_ref(&self, f: &Arc<SourceFile>, md5: [u8; 16], part: Option<usize>) -> PayloadRef {
        PayloadRef {
            file: f.clone(),
            envelope: self.envelope,
            payload: self.payload,
            text_len: self.text_len,
            line: self.line,
            md5,
            part,
        }
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
            Ok(_) => {
                return self.broken(line, at, json, "the envelope is not a JSON object".into());
            }
            Err(e) => {
                let col = at + e.column().max(1);
                return self.broken(line, col - 1, json, format!("bad JSON envelope: {e}"));
            }
        };
        let obj = env.as_object()?;
        let Some((kind, meta)) = envelope::record_kind(obj) else {
            return self.broken(line, at, json, "the envelope names no record".into());
        };
        let (name, target) = classify::classify(kind, meta);
        if let Some(s) = env.get("stack") {
            let stack = frames(&self.strings, s);
            if !stack.is_empty() {
                self.story.envelope_stack(&name, envelope::compile_id(&env), stack);
            }
        }
        let need = story::need(&name);
        // Indexed logs read artifact payloads back when asked; graphs are held while they come
        // to count the graphs they print, and what the compile story reads while it is read.
        let keep_text = need == story::Need::Text
            || match target {
                Target::Stage => true,
                Target::Keep(_) => self.index.is_none(),
                _ => false,
            };
        let metadata = if self.index.is_some()
            && matches!(target, Target::Keep(_) | Target::Stage)
            && need != story::Need::Meta
        {
            Value::Null
        } else {
            meta.clone()
        };
        Some(Pending {
            line,
            envelope: (0, 0),
            payload: (0, 0),
            keep_text,
            text_len: 0,
            name,
            target,
            compile_id: envelope::compile_id(&env),
            metadata,
            has_payload: env.get("has_payload").and_then(Value::as_str).map(str::to_string),
            md5: Md5::new(),
            lines: 0,
            text: String::new(),
            need,
            inline: false,
        })
    }

    fn broken(&mut self, line: usize, col0: usize, json: &str, why: String) -> Option<Pending> {
        self.doc.warnings.push(format!(
            "{}:{line}:{}: {why}; kept as an unknown artifact",
            self.file,
            col0 + 1
        ));
        Some(Pending {
            line,
            envelope: (0, 0),
            payload: (0, 0),
            keep_text: true,
            text_len: 0,
            name: format!("unparsed record at line {line}"),
            target: Target::Keep(ArtifactKind::Unknown),
            compile_id: None,
            metadata: Value::String(json.to_string()),
            has_payload: None,
            md5: Md5::new(),
            lines: 0,
            text: String::new(),
            need: story::Need::No,
            inline: true,
        })
    }

    fn finish(&mut self, p: Pending) {
        let digest: [u8; 16] = p.md5.clone().finalize().into();
        if let Some(want) = &p.has_payload {
            let got: String = digest.iter().map(|b| format!("{b:02x}")).collect();
            if &got != want {
                self.doc.warnings.push(format!(
                    "{}:{}: the payload of `{}` ({} lines) has MD5 {got} but the envelope says {want} (truncated or edited log?)",
                    self.file, p.line, p.name, p.lines
                ));
            }
        }
        if let Some(id) = &p.compile_id {
            self.story.seen(id);
        }
        if p.need != story::Need::No {
            let strings = &self.strings;
            let frames = |v: &Value| frames(strings, v);
            self.story.add(&p.name, p.compile_id.as_deref(), &p.metadata, &p.text, p.line, &frames);
        }
        match p.target {
            Target::Skip => {}
            Target::Intern => self.intern(&p.metadata),
            Target::Start => {
                let text = stack_text(&frames(&self.strings, &p.metadata));
                self.keep(p.name, p.compile_id, ArtifactKind::Other, p.metadata, text);
            }
            Target::Keep(kind) if p.inline => {
                self.keep(p.name, p.compile_id, kind, p.metadata, p.text)
            }
            Target::Keep(kind) => match &self.index {
                Some(f) => {
                    let src = p.payload_ref(f, digest, None);
                    self.doc.artifacts.push(Artifact::indexed(p.name, p.compile_id, kind, src));
                }
                None => self.keep(p.name, p.compile_id, kind, p.metadata, p.text),
            },
            Target::Stage => match self.index.clone() {
                Some(f) => self.index_stage(p, &f, digest),
                None => self.stage(p),
            },
        }
    }

    fn keep(
        &mut self,
        name: String,
        compile_id: Option<String>,
        kind: ArtifactKind,
        metadata: Value,
        text: String,
    ) {
        self.doc.artifacts.push(Artifact::new(name, compile_id, kind, metadata, text));
    }

    fn intern(&mut self, meta: &Value) {
        let (Some(s), Some(i)) =
            (meta.get(0).and_then(Value::as_str), meta.get(1).and_then(Value::as_u64))
        else {
            return;
        };
        // PyTorch numbers interned strings 0, 1, 2, ... in the order it logs them (a log of
        // several processes appended starts again at 0: that is no gap).
        let next = self.strings.len() as u64;
        if i > next && !self.strings_out_of_order {
            self.strings_out_of_order = true;
            self.doc.warnings.push(format!(
                "{}: interned string {i} where {next} was next; stack file names may be wrong",
                self.file
            ));
        }
        self.strings.insert(i, s.to_string());
    }

    fn stage(&mut self, p: Pending) {
        match super::fx::parse_fx_raw(&p.text, self.file) {
            Ok(parsed) if !parsed.stages.is_empty() => {
                let many = parsed.stages.len() > 1;
                for (k, st) in parsed.stages.into_iter().enumerate() {
                    let base = if many { format!("{}_{k}", p.name) } else { p.name.clone() };
                    let name = self.unique(&p.compile_id, base);
                    // Stages parsed from text are owned, so this cannot fail.
                    if let Ok(g) = st.into_graph() {
                        self.doc.stages.push(Stage::new(name, p.compile_id.clone(), g));
                    }
                }
            }
            Ok(_) => self.no_graph(p),
            Err(e) => {
                // The FX reader counts lines and columns in the payload; shift them to the log's.
                let e = shift_error(e, p.line);
                self.doc.warnings.push(format!("{e} (in `{}`; kept as text)", p.name));
                self.keep(p.name, p.compile_id, ArtifactKind::UnreadableGraph, p.metadata, p.text);
            }
        }
    }

    fn no_graph(&mut self, p: Pending) {
        self.doc
            .warnings
            .push(format!("{}:{}: `{}` holds no graph; kept as text", self.file, p.line, p.name));
        match &self.index {
            Some(f) => {
                let src = p.payload_ref(f, p.md5.clone().finalize().into(), None);
                self.doc.artifacts.push(Artifact::indexed(
                    p.name,
                    p.compile_id,
                    ArtifactKind::UnreadableGraph,
                    src,
                ));
            }
            None => {
                self.keep(p.name, p.compile_id, ArtifactKind::UnreadableGraph, p.metadata, p.text)
            }
        }
    }

    /// A graph record of an indexed log: one stage per printed graph, parsed when opened (a
    /// payload that does not split into graphs is one stage whose error shows when opened).
    fn index_stage(&mut self, p: Pending, f: &Arc<SourceFile>, digest: [u8; 16]) {
        let graphs = super::fx::count_graphs(&p.text, self.file).unwrap_or(1);
        if graphs == 0 {
            return self.no_graph(p);
        }
        for k in 0..graphs {
            let base = if graphs > 1 { format!("{}_{k}", p.name) } else { p.name.clone() };
            let name = self.unique(&p.compile_id, base);
            let src = p.payload_ref(f, digest, (graphs > 1).then_some(k));
            self.doc.stages.push(Stage::indexed(name, p.compile_id.clone(), src, false));
        }
    }

    /// `base`, or `base_1`, `base_2`, ... if the compile id already has a stage of that name.
    /// Only hashes of the names are kept (a big log has tens of thousands of stages); a hash
    /// seen before is checked against the stages themselves.
    fn unique(&mut self, compile_id: &Option<String>, base: String) -> String {
        use std::hash::BuildHasher;
        let mut name = base.clone();
        let mut k = 1;
        loop {
            let h = self.hasher.hash_one((compile_id, &name));
            if self.taken.insert(h)
                || !self.doc.stages.iter().any(|s| &s.compile_id == compile_id && s.name == name)
            {
                return name;
            }
            name = format!("{base}_{k}");
            k += 1;
        }
    }
}

/// A logged stack (`[{"line", "name", "filename", "loc"}]`, file names interned as numbers)
/// with its file names resolved; `v` is the list, or a record holding it under `stack`.
fn frames(strings: &HashMap<u64, String>, v: &Value) -> Vec<crate::ir::compile::Frame> {
    let list = v.as_array().or_else(|| v.get("stack").and_then(Value::as_array));
    let Some(list) = list else { return vec![] };
    list.iter()
        .map(|f| crate::ir::compile::Frame {
            filename: match f.get("filename") {
                Some(Value::Number(n)) => n
                    .as_u64()
                    .and_then(|i| strings.get(&i).cloned())
                    .unwrap_or_else(|| format!("<interned string {n}>")),
                Some(Value::String(s)) => s.clone(),
                _ => "?".into(),
            },
            line: f.get("line").and_then(Value::as_u64).unwrap_or(0),
            name: f.get("name").and_then(Value::as_str).unwrap_or("?").to_string(),
            loc: f.get("loc").and_then(Value::as_str).map(str::to_string),
        })
        .collect()
}

/// `dynamo_start`'s stack as text, one frame per line (`file:line in name: loc`).
fn stack_text(frames: &[crate::ir::compile::Frame]) -> String {
    let mut out = String::new();
    for f in frames {
        out.push_str(&f.to_string());
        if let Some(loc) = &f.loc {
            out.push_str(&format!(": {loc}"));
        }
        out.push('\n');
    }
    out
}
