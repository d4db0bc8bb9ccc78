//! The module floors (ARCHITECTURE.md, "Floors"): a module uses only modules on floors strictly
//! below its own. Every `crate::` path in `src/` (in `use` items, nested groups included, and in
//! expressions and types) is checked; comments and string literals are not code and are skipped.
use std::path::{Path, PathBuf};

/// The one floor table. A new top-level module must be given a floor here (the test fails
/// naming it until it is).
const FLOORS: &[(&str, u8)] = &[
    ("ir", 0),
    ("util", 0),
    // The op table sits next to ir but reads its dtypes and node model, so one floor up.
    ("op", 1),
    ("import", 2),
    ("layout", 2),
    ("group", 2),
    ("interp", 2),
    ("lower", 2),
    ("pattern", 3),
    ("sched", 3),
    ("export", 4),
    ("kernel", 4),
    ("session", 4),
    // The house rules list pipeline with scenario and synth; scenario's `time_ratio_below`
    // runs graphs through the pipeline, so the pipeline sits on a floor of its own below them.
    ("pipeline", 5),
    // Reads schedules (sched) and prints nodes as FX does (export); scenario's
    // `no_fusion_change` and the window's comparison read it.
    ("diff", 5),
    ("scenario", 6),
    ("coverage", 6),
    ("synth", 6),
    ("app", 7),
    ("cli", 8),
];

fn floor(module: &str) -> Option<u8> {
    FLOORS.iter().find(|(m, _)| *m == module).map(|&(_, f)| f)
}

/// The source with comments and the contents of string and char literals blanked (newlines
/// kept, so byte offsets still give the right line).
fn code_only(src: &str) -> String {
    let b = src.as_bytes();
    let mut out = b.to_vec();
    let blank = |out: &mut Vec<u8>, from: usize, to: usize| {
        for c in &mut out[from..to] {
            if *c != b'\n' {
                *c = b' ';
            }
        }
    };
    let mut i = 0;
    while i < b.len() {
        let rest = &b[i..];
        if rest.starts_with(b"//") {
            let end = rest.iter().position(|&c| c == b'\n').map_or(b.len(), |p| i + p);
            blank(&mut out, i, end);
            i = end;
        } else if rest.starts_with(b"/*") {
            let (mut depth, mut j) = (0usize, i);
            while j < b.len() {
                if b[j..].starts_with(b"/*") {
                    depth += 1;
                    j += 2;
                } else if b[j..].starts_with(b"*/") {
                    depth -= 1;
                    j += 2;
                    if depth == 0 {
                        break;
                    }
                } else {
                    j += 1;
                }
            }
            blank(&mut out, i, j);
            i = j;
        } else if let Some(hashes) = raw_string_start(b, i) {
            // r"..." / r#"..."# / br#"..."#: ends at the quote followed by as many hashes.
            let open = i + b[i..].iter().position(|&c| c == b'"').expect("a raw string's quote");
            let close: Vec<u8> =
                std::iter::once(b'"').chain(std::iter::repeat_n(b'#', hashes)).collect();
            let end = b[open + 1..]
                .windows(close.len())
                .position(|w| w == close.as_slice())
                .map_or(b.len(), |p| open + 1 + p + close.len());
            blank(&mut out, open, end);
            i = end;
        } else if b[i] == b'"' {
            let mut j = i + 1;
            while j < b.len() && b[j] != b'"' {
                j += if b[j] == b'\\' { 2 } else { 1 };
            }
            let end = (j + 1).min(b.len());
            blank(&mut out, i, end);
            i = end;
        } else if b[i] == b'\'' {
            // A char literal ('x', '\n', '\u{1f}', '"'), or else a lifetime or label.
            let end = if b.get(i + 1) == Some(&b'\\') {
                b[i + 2..].iter().position(|&c| c == b'\'').map(|p| i + 2 + p + 1)
            } else {
                let ch = src[i + 1..].chars().next().map_or(1, char::len_utf8);
                (b.get(i + 1 + ch) == Some(&b'\'')).then_some(i + 2 + ch)
            };
            match end {
                Some(e) => {
                    blank(&mut out, i, e);
                    i = e;
                }
                None => i += 1,
            }
        } else {
            i += 1;
        }
    }
    String::from_utf8(out).expect("only ASCII bytes were replaced")
}

/// `Some(hashes)` when a raw (byte) string literal starts at `i`.
fn raw_string_start(b: &[u8], i: usize) -> Option<usize> {
    if i > 0 && (b[i - 1].is_ascii_alphanumeric() || b[i - 1] == b'_') {
        return None;
    }
    let mut j = i;
    if b.get(j) == Some(&b'b') {
        j += 1;
    }
    if b.get(j) != Some(&b'r') {
        return None;
    }
    j += 1;
    let hashes = b[j..].iter().take_while(|&&c| c == b'#').count();
    (b.get(j + hashes) == Some(&b'"')).then_some(hashes)
}

/// Every `crate::` path in `code` as (byte offset, top-level module name, path text).
fn crate_paths(code: &str) -> Vec<(usize, String, String)> {
    let mut out = Vec::new();
    let b = code.as_bytes();
    let ident = |c: u8| c.is_ascii_alphanumeric() || c == b'_';
    for (at, _) in code.match_indices("crate::") {
        if at > 0 && (ident(b[at - 1]) || b[at - 1] == b'$') {
            continue; // `my_crate::`, `$crate::`
        }
        let rest = &code[at + "crate::".len()..];
        let rest = rest.trim_start();
        if let Some(group) = rest.strip_prefix('{') {
            // `crate::{a::b, c::{d, e}, f}`: the first segment of each top-level item.
            let (mut depth, mut item_start, mut items) = (0usize, 0usize, Vec::new());
            for (k, c) in group.char_indices() {
                match c {
                    '{' => depth += 1,
                    '}' if depth == 0 => {
                        items.push(&group[item_start..k]);
                        break;
                    }
                    '}' => depth -= 1,
                    ',' if depth == 0 => {
                        items.push(&group[item_start..k]);
                        item_start = k + 1;
                    }
                    _ => {}
                }
            }
            for item in items {
                let item = item.trim();
                let name: String = item.chars().take_while(|&c| ident(c as u8)).collect();
                if !name.is_empty() {
                    out.push((at, name, format!("crate::{{.., {item}, ..}}")));
                }
            }
        } else {
            let path: String = rest.chars().take_while(|&c| ident(c as u8) || c == ':').collect();
            let name: String = path.chars().take_while(|&c| ident(c as u8)).collect();
            if !name.is_empty() {
                out.push((at, name, format!("crate::{}", path.trim_end_matches(':'))));
            }
        }
    }
    out
}

/// The top-level module a file under `src/` belongs to (`None`: the crate root files).
fn module_of(rel: &Path) -> Option<String> {
    let first = rel.components().next()?.as_os_str().to_str()?;
    match first {
        "lib.rs" | "main.rs" => None,
        f => Some(f.trim_end_matches(".rs").to_string()),
    }
}

fn rust_files(dir: &Path, out: &mut Vec<PathBuf>) {
    let mut entries: Vec<PathBuf> = std::fs::read_dir(dir)
        .unwrap_or_else(|e| panic!("{}: {e}", dir.display()))
        .map(|e| e.expect("a directory entry").path())
        .collect();
    entries.sort();
    for p in entries {
        if p.is_dir() {
            rust_files(&p, out);
        } else if p.extension().is_some_and(|e| e == "rs") {
            out.push(p);
        }
    }
}

/// Every back-edge in the tree under `src`, as `file:line: ...` messages.
fn violations(src: &Path) -> Vec<String> {
    let mut files = Vec::new();
    rust_files(src, &mut files);
    let mut bad = Vec::new();
    for f in files {
        let rel = f.strip_prefix(src).expect("under src");
        let Some(module) = module_of(rel) else { continue };
        let shown = Path::new("src").join(rel).display().to_string();
        let Some(own) = floor(&module) else {
            bad.push(format!("{shown}: module `{module}` has no floor in tests/it/layering.rs"));
            continue;
        };
        let text = std::fs::read_to_string(&f).unwrap_or_else(|e| panic!("{shown}: {e}"));
        let code = code_only(&text);
        for (at, target, path) in crate_paths(&code) {
            if target == module {
                continue;
            }
            let Some(theirs) = floor(&target) else { continue }; // an item of lib.rs
            if theirs >= own {
                let line = code[..at].matches('\n').count() + 1;
                bad.push(format!(
                    "{shown}:{line}: `{module}` (floor {own}) uses `{path}` of `{target}` \
                     (floor {theirs}); a module may only use floors below its own"
                ));
            }
        }
    }
    bad
}

#[test]
fn no_module_reaches_its_own_floor_or_above() {
    let src = Path::new(env!("CARGO_MANIFEST_DIR")).join("src");
    let bad = violations(&src);
    assert!(bad.is_empty(), "layering violations:\n{}", bad.join("\n"));
}

#[test]
fn the_scanner_sees_groups_and_expressions_and_skips_comments_and_strings() {
    let src = r##"
use crate::{ir::Graph, export::{fx, json}, sched};
// crate::cli in a comment
/* crate::app /* nested */ crate::app */
let s = "crate::cli"; let r = r#"crate::cli "quoted""#; let c = '"'; let q = '\'';
fn f<'a>(x: &'a str) -> crate::kernel::Program { crate::pipeline::run() }
"##;
    let code = code_only(src);
    let got: Vec<(usize, String)> = crate_paths(&code)
        .into_iter()
        .map(|(at, m, _)| (code[..at].matches('\n').count() + 1, m))
        .collect();
    let want: Vec<(usize, String)> =
        [(2, "ir"), (2, "export"), (2, "sched"), (6, "kernel"), (6, "pipeline")]
            .into_iter()
            .map(|(l, m)| (l, m.to_string()))
            .collect();
    assert_eq!(got, want);
}

#[test]
fn a_back_edge_is_reported_with_file_line_and_both_modules() {
    let dir = tempfile::tempdir().expect("a temp dir");
    let ir = dir.path().join("ir");
    std::fs::create_dir(&ir).expect("mkdir");
    std::fs::write(ir.join("graph.rs"), "use super::x;\n\nuse crate::{ir::y, sched::Policy};\n")
        .expect("write");
    std::fs::write(dir.path().join("lib.rs"), "pub mod ir;\n").expect("write");
    std::fs::write(dir.path().join("newmod.rs"), "").expect("write");
    assert_eq!(
        violations(dir.path()),
        [
            "src/ir/graph.rs:3: `ir` (floor 0) uses `crate::{.., sched::Policy, ..}` of `sched` \
             (floor 3); a module may only use floors below its own",
            "src/newmod.rs: module `newmod` has no floor in tests/it/layering.rs",
        ]
    );
}
