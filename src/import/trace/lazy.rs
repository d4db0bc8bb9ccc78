//! Reading back what an index points at: a stage's or artifact's payload, or a record's
//! envelope, straight from the log. The file must be the one that was indexed: its size and
//! modification time are compared first, and the payload's MD5 as read now against the one
//! computed while indexing, so a log rewritten in place gives an error, never another record.
use super::super::fx::parse_fx_raw;
use super::envelope;
use crate::ir::{Graph, PayloadReader, PayloadRef, SourceFile, StageError};
use md5::{Digest, Md5};
use std::io::{Read, Seek, SeekFrom};

/// The [`PayloadReader`] of indexed TORCH_TRACE logs.
pub struct TraceReader;

impl PayloadReader for TraceReader {
    fn text(&self, src: &PayloadRef, name: &str) -> Result<String, StageError> {
        read_payload(src, name)
    }
    fn metadata(&self, src: &PayloadRef, name: &str) -> Result<serde_json::Value, StageError> {
        read_metadata(src, name)
    }
    fn graph(&self, src: &PayloadRef, name: &str, canonicalize: bool) -> Result<Graph, StageError> {
        load_graph(src, name, canonicalize)
    }
}

fn changed(f: &SourceFile, what: String) -> StageError {
    StageError::Changed { path: f.path.display().to_string(), what }
}

fn io(f: &SourceFile, e: std::io::Error) -> StageError {
    StageError::Io { path: f.path.display().to_string(), msg: e.to_string() }
}

/// Reads `len` bytes at `offset` after checking the file is still the indexed one.
fn read_range(f: &SourceFile, (offset, len): (u64, u64)) -> Result<Vec<u8>, StageError> {
    let (mut file, meta) = crate::util::read::open_file(&f.path)
        .map_err(|e| StageError::Io { path: f.path.display().to_string(), msg: e.reason() })?;
    if meta.len() != f.len {
        return Err(changed(f, format!("{} bytes now, {} when read", meta.len(), f.len)));
    }
    if meta.modified().ok() != f.modified {
        return Err(changed(f, "its modification time differs".into()));
    }
    file.seek(SeekFrom::Start(offset)).map_err(|e| io(f, e))?;
    let mut buf = Vec::new();
    file.take(len).read_to_end(&mut buf).map_err(|e| io(f, e))?;
    if buf.len() as u64 != len {
        return Err(changed(f, format!("only {} of {len} bytes at offset {offset}", buf.len())));
    }
    Ok(buf)
}

/// Payload lines as the streaming reader sees them: tab and line end stripped, invalid UTF-8
/// replaced. Feeds each to `line`.
pub(super) fn payload_lines(bytes: &[u8], mut line: impl FnMut(&str)) {
    for raw in bytes.split_inclusive(|&b| b == b'\n') {
        let text = String::from_utf8_lossy(raw);
        let text = text.trim_end_matches('\n').trim_end_matches('\r');
        line(text.strip_prefix('\t').unwrap_or(text));
    }
}

/// The payload text of an indexed record, checked against the MD5 taken when indexing.
pub fn read_payload(src: &PayloadRef, name: &str) -> Result<String, StageError> {
    let bytes = read_range(&src.file, src.payload)?;
    let mut md5 = Md5::new();
    let mut text = String::with_capacity(bytes.len());
    let mut first = true;
    payload_lines(&bytes, |l| {
        if !first {
            md5.update(b"\n");
            text.push('\n');
        }
        first = false;
        md5.update(l.as_bytes());
        text.push_str(l);
    });
    if <[u8; 16]>::from(md5.finalize()) != src.md5 {
        return Err(changed(
            &src.file,
            format!("the payload of `{}` at line {} is not what was read", name, src.line),
        ));
    }
    Ok(text)
}

/// The metadata (envelope value) of an indexed record.
pub fn read_metadata(src: &PayloadRef, name: &str) -> Result<serde_json::Value, StageError> {
    let bytes = read_range(&src.file, src.envelope)?;
    let line = String::from_utf8_lossy(&bytes);
    let not_it =
        || changed(&src.file, format!("line {} is no longer the envelope of `{}`", src.line, name));
    let at = envelope::envelope_start(&line).ok_or_else(not_it)?;
    let env: serde_json::Value =
        serde_json::from_str(line.get(at..).unwrap_or("")).map_err(|_| not_it())?;
    let obj = env.as_object().ok_or_else(not_it)?;
    envelope::record_kind(obj).map(|(_, meta)| meta.clone()).ok_or_else(not_it)
}

/// Reads and parses an indexed stage. Parse errors carry the log's line numbers.
pub fn load_graph(src: &PayloadRef, name: &str, canonicalize: bool) -> Result<Graph, StageError> {
    let text = read_payload(src, name)?;
    let file = src.file.path.display().to_string();
    let mut doc = parse_fx_raw(&text, &file).map_err(|e| StageError::Parse {
        error: super::shift_error(e, src.line),
        record: name.to_string(),
    })?;
    let k = src.part.unwrap_or(0);
    let as_indexed = match src.part {
        None => doc.stages.len() == 1,
        Some(k) => k < doc.stages.len(),
    };
    if !as_indexed {
        return Err(changed(
            &src.file,
            format!("`{}` at line {} now holds {} graphs", name, src.line, doc.stages.len()),
        ));
    }
    let mut g = doc.stages.swap_remove(k).into_graph()?;
    if canonicalize {
        super::super::canon::canonicalize(&mut g);
    }
    Ok(g)
}
