//! Inductor's output code (`inductor_output_code` in a TORCH_TRACE log, `output_code.py` in a
//! TORCH_COMPILE_DEBUG folder or a corpus case): the Python wrapper, the kernels it defines
//! (`cpp_fused_*` C++ in `async_compile.cpp_pybinding(..., r'''...''')`, Triton
//! `triton_poi_/triton_red_/triton_per_/triton_tem_*` in `async_compile.triton('...', '''...''')`),
//! the calls `call()` makes (those kernels, and `extern_kernels.mm` / `torch.ops.aten.*` for
//! what Inductor did not generate), and the comments Inductor writes around them:
//! `# Topologically Sorted Source Nodes: [...]` / `# Unsorted Source Nodes: [...]`,
//! `# Source node to ATen node mapping:` and `# [Provenance debug handles] NAME:N`.
//!
//! [`link`] ties kernels to graph nodes (through `inductor_provenance_tracking_node_mappings`,
//! else those comments) and judges each invoke_quant's dequant; [`dtype`] reads the dtype a
//! kernel computes in from its code.
pub mod bench_args;
pub mod dtype;
pub mod link;
#[cfg(test)]
mod tests;

use crate::ir::{ArtifactKind, Document, Stage};
use std::ops::Range;
use std::path::PathBuf;

/// The output code of one compile, cut into kernels.
#[derive(Debug, Clone, PartialEq)]
pub struct OutputCode {
    pub lines: Vec<String>,
    pub kernels: Vec<Kernel>,
}

#[derive(Debug, Clone, Copy, PartialEq, Eq, serde::Serialize)]
#[serde(rename_all = "snake_case")]
pub enum KernelKind {
    /// A `cpp_fused_*` loop kernel (`CppKernel`).
    Cpp,
    /// A C++ template kernel (the CPU GEMM template: `CppMicroGemm` in its source).
    CppTemplate,
    /// `triton_poi_*`.
    TritonPointwise,
    /// `triton_red_*`.
    TritonReduction,
    /// `triton_per_*`.
    TritonPersistent,
    /// `triton_tem_*`: a template (mm, bmm, ...) with its fused prologues and epilogues.
    TritonTemplate,
    /// Another kernel defined through `async_compile.triton`.
    Triton,
    /// Defined through another `async_compile` method (`cuda`, `rocm`, ...).
    OtherDefined,
    /// A call of something Inductor did not generate: `extern_kernels.mm`,
    /// `torch.ops.aten.cat.default`.
    Extern,
}

impl KernelKind {
    pub fn is_cpp(self) -> bool {
        matches!(self, KernelKind::Cpp | KernelKind::CppTemplate)
    }
    pub fn is_triton(self) -> bool {
        matches!(
            self,
            KernelKind::TritonPointwise
                | KernelKind::TritonReduction
                | KernelKind::TritonPersistent
                | KernelKind::TritonTemplate
                | KernelKind::Triton
        )
    }
    pub fn is_template(self) -> bool {
        matches!(self, KernelKind::CppTemplate | KernelKind::TritonTemplate)
    }
    /// A few words for tables.
    pub fn describe(self) -> &'static str {
        match self {
            KernelKind::Cpp => "C++",
            KernelKind::CppTemplate => "C++ GEMM template",
            KernelKind::TritonPointwise => "Triton pointwise",
            KernelKind::TritonReduction => "Triton reduction",
            KernelKind::TritonPersistent => "Triton persistent reduction",
            KernelKind::TritonTemplate => "Triton template",
            KernelKind::Triton => "Triton",
            KernelKind::OtherDefined => "defined kernel",
            KernelKind::Extern => "extern",
        }
    }
}

/// One kernel: a definition with its calls, or one call of an extern kernel.
#[derive(Debug, Clone, PartialEq)]
pub struct Kernel {
    /// `cpp_fused_add_mul_0`, `triton_tem_fused_add_mm_mul_sub_0`, `extern_kernels.mm`.
    pub name: String,
    pub kind: KernelKind,
    /// The definition (0-based lines, end exclusive): the comments above it, the assignment and
    /// the kernel's source. None for an extern kernel.
    pub def: Option<Range<usize>>,
    /// The kernel's own source, between the quotes.
    pub source: Option<Range<usize>>,
    /// Where `call()` launches it: each the comments above the launch and the launch line.
    pub calls: Vec<Range<usize>>,
    /// `# [Provenance debug handles] NAME:N` of its launches (`cpp_fused_add_mul_0:1`): the
    /// keys of the provenance mapping.
    pub handles: Vec<String>,
    /// The `Source Nodes: [...]` of its comments (pre-grad node names).
    pub source_nodes: Vec<String>,
    /// The right sides of `Source node to ATen node mapping:` (post-grad node names).
    pub aten_nodes: Vec<String>,
    /// `Original ATen: [...]`.
    pub original_aten: Vec<String>,
}

impl Kernel {
    fn new(name: String, kind: KernelKind) -> Kernel {
        Kernel {
            name,
            kind,
            def: None,
            source: None,
            calls: vec![],
            handles: vec![],
            source_nodes: vec![],
            aten_nodes: vec![],
            original_aten: vec![],
        }
    }
    /// Whether line `l` belongs to the kernel (its definition or one of its launches).
    pub fn contains_line(&self, l: usize) -> bool {
        self.def.as_ref().is_some_and(|r| r.contains(&l))
            || self.calls.iter().any(|r| r.contains(&l))
    }
    /// The first line to show for it: its definition's assignment, else its first launch.
    pub fn anchor_line(&self) -> usize {
        match (&self.source, &self.def, self.calls.first()) {
            (Some(s), _, _) => s.start.saturating_sub(1),
            (None, Some(d), _) => d.start,
            (None, None, Some(c)) => c.end.saturating_sub(1),
            (None, None, None) => 0,
        }
    }
    /// The name, and for an extern kernel (one entry per call) where it is called:
    /// `extern_kernels.mm at line 248`.
    pub fn label(&self) -> String {
        match (self.kind, self.launch_line()) {
            (KernelKind::Extern, Some(l)) => format!("{} at line {}", self.name, l + 1),
            _ => self.name.clone(),
        }
    }
    /// The line the kernel is launched on (the last line of its first call block).
    pub fn launch_line(&self) -> Option<usize> {
        self.calls.first().map(|c| c.end.saturating_sub(1))
    }
}

/// Which language a line is in, for highlighting.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Language {
    Python,
    Cpp,
}

impl OutputCode {
    pub fn parse(text: &str) -> OutputCode {
        let lines: Vec<String> = text.lines().map(str::to_string).collect();
        let mut kernels: Vec<Kernel> = Vec::new();
        let mut i = 0;
        while i < lines.len() {
            let Some((name, method)) = definition(&lines[i]) else {
                i += 1;
                continue;
            };
            let start = comments_above(&lines, i);
            // Truncated code (a log cut short) ends the source at the end of the text.
            let close = (i + 1..lines.len()).find(|&j| lines[j].trim_start().starts_with("'''"));
            let src_end = close.unwrap_or(lines.len());
            let def_end = close.map_or(lines.len(), |c| c + 1);
            let kind = defined_kind(&name, method, &lines[i + 1..src_end]);
            let mut k = Kernel::new(name, kind);
            k.def = Some(start..def_end);
            k.source = Some(i + 1..src_end);
            read_comments(&lines[start..i], &mut k);
            kernels.push(k);
            i = def_end;
        }
        read_calls(&lines, &mut kernels);
        OutputCode { lines, kernels }
    }

    /// The kernel whose definition or launch holds line `l`.
    pub fn kernel_at(&self, l: usize) -> Option<usize> {
        self.kernels.iter().position(|k| k.contains_line(l))
    }

    /// The language of each line: C++ inside `cpp_pybinding` sources, Python elsewhere (Triton
    /// is Python).
    pub fn languages(&self) -> Vec<Language> {
        let mut out = vec![Language::Python; self.lines.len()];
        for k in
            self.kernels.iter().filter(|k| k.kind.is_cpp() || k.kind == KernelKind::OtherDefined)
        {
            if let Some(s) = &k.source {
                for l in s.clone() {
                    out[l] = Language::Cpp;
                }
            }
        }
        out
    }
}

/// `NAME = async_compile.METHOD(`: a kernel definition.
fn definition(line: &str) -> Option<(String, &str)> {
    let (name, rest) = line.split_once(" = async_compile.")?;
    if name.is_empty() || !name.chars().all(|c| c.is_ascii_alphanumeric() || c == '_') {
        return None;
    }
    let (method, _) = rest.split_once('(')?;
    rest.contains("'''").then(|| (name.to_string(), method))
}

fn defined_kind(name: &str, method: &str, source: &[String]) -> KernelKind {
    match method {
        "cpp_pybinding" | "cpp" => {
            if source.iter().any(|l| l.contains("CppMicroGemm")) {
                KernelKind::CppTemplate
            } else {
                KernelKind::Cpp
            }
        }
        "triton" => {
            let prefix = |p: &str| name.starts_with(p);
            if prefix("triton_poi_") {
                KernelKind::TritonPointwise
            } else if prefix("triton_red_") {
                KernelKind::TritonReduction
            } else if prefix("triton_per_") {
                KernelKind::TritonPersistent
            } else if prefix("triton_tem_")
                || source.iter().any(|l| l.contains("@triton_heuristics.template("))
            {
                KernelKind::TritonTemplate
            } else {
                KernelKind::Triton
            }
        }
        _ => KernelKind::OtherDefined,
    }
}

/// The first line of the run of `#` comment lines ending just above line `i`.
fn comments_above(lines: &[String], i: usize) -> usize {
    let mut s = i;
    while s > 0 && lines[s - 1].trim_start().starts_with('#') {
        s -= 1;
    }
    s
}

/// The names in the first `[...]` after `key` (Inductor writes `[a, b, ]` for an unnamed node).
fn bracket_list(line: &str, key: &str) -> Option<Vec<String>> {
    let rest = &line[line.find(key)? + key.len()..];
    let open = rest.find('[')?;
    let close = open + rest[open..].find(']')?;
    Some(
        rest[open + 1..close]
            .split(',')
            .map(str::trim)
            .filter(|s| !s.is_empty())
            .map(str::to_string)
            .collect(),
    )
}

fn push_unique(v: &mut Vec<String>, items: impl IntoIterator<Item = String>) {
    for it in items {
        if !v.contains(&it) {
            v.push(it);
        }
    }
}

/// Source Nodes, Original ATen, the ATen mapping and provenance handles of a comment block.
fn read_comments(block: &[String], k: &mut Kernel) {
    let mut in_mapping = false;
    for l in block {
        let c = l.trim_start().trim_start_matches('#');
        if c.contains("Source Nodes:") {
            push_unique(&mut k.source_nodes, bracket_list(c, "Source Nodes:").unwrap_or_default());
            push_unique(
                &mut k.original_aten,
                bracket_list(c, "Original ATen:").unwrap_or_default(),
            );
            in_mapping = false;
        } else if c.trim() == "Source node to ATen node mapping:" {
            in_mapping = true;
        } else if let (true, Some((_, right))) = (in_mapping, c.split_once(" => ")) {
            push_unique(&mut k.aten_nodes, right.split(',').map(|s| s.trim().to_string()));
        } else if let Some(h) = handle(c) {
            push_unique(&mut k.handles, [h.to_string()]);
            in_mapping = false;
        } else {
            in_mapping = false;
        }
    }
}

/// `[Provenance debug handles] NAME:N` → `NAME:N`.
fn handle(comment: &str) -> Option<&str> {
    comment.trim().strip_prefix("[Provenance debug handles]").map(str::trim)
}

/// The index in `line` of `callee` called (followed by `(` or `.run(`), outside string literals.
fn calls_at(line: &str, callee: &str) -> bool {
    // The empty name is found everywhere and never advances the search.
    assert!(!callee.is_empty(), "a callee has a name");
    let mut from = 0;
    while let Some(p) = line[from..].find(callee).map(|p| p + from) {
        let after = &line[p + callee.len()..];
        let before = &line[..p];
        let boundary =
            !before.ends_with(|c: char| c.is_ascii_alphanumeric() || c == '_' || c == '.');
        let quoted = before.matches(['\'', '"']).count() % 2 == 1;
        if boundary && !quoted && (after.starts_with('(') || after.starts_with(".run(")) {
            return true;
        }
        from = p + callee.len();
    }
    false
}

/// The extern callee a line calls: `extern_kernels.mm`, `torch.ops.aten.cat.default`.
fn extern_callee(line: &str) -> Option<String> {
    for prefix in ["extern_kernels.", "torch.ops."] {
        let mut from = 0;
        while let Some(p) = line[from..].find(prefix).map(|p| p + from) {
            let before = &line[..p];
            let quoted = before.matches(['\'', '"']).count() % 2 == 1;
            let name_len = line[p..]
                .find(|c: char| !(c.is_ascii_alphanumeric() || c == '_' || c == '.'))
                .unwrap_or(line.len() - p);
            let name = &line[p..p + name_len];
            if !quoted && line[p + name_len..].starts_with('(') {
                return Some(name.to_string());
            }
            from = p + prefix.len();
        }
    }
    None
}

/// Finds the launches in the wrapper's `call()`: each defined kernel's calls, and a kernel entry
/// for each call of an extern kernel.
fn read_calls(lines: &[String], kernels: &mut Vec<Kernel>) {
    let Some(call_def) = lines.iter().position(|l| {
        let t = l.trim_start();
        t.starts_with("def call(") || t.starts_with("def _call(")
    }) else {
        return;
    };
    let indent = lines[call_def].len() - lines[call_def].trim_start().len();
    let defined: std::collections::HashMap<String, usize> =
        kernels.iter().enumerate().map(|(i, k)| (k.name.clone(), i)).collect();
    // The comment block waiting for its launch (its first line), with the callee its provenance
    // handle names. GPU code puts `stream0 = get_raw_stream(0)` between the two.
    let mut pending: Option<(usize, Option<String>)> = None;
    for l in call_def + 1..lines.len() {
        let line = &lines[l];
        let t = line.trim_start();
        if !t.is_empty() && line.len() - t.len() <= indent {
            break;
        }
        if let Some(c) = t.strip_prefix('#') {
            // `:3` names no kernel: the launch is then found as an unnamed block's would be.
            let named = handle(c)
                .and_then(|h| h.rsplit_once(':'))
                .map(|(n, _)| n.to_string())
                .filter(|n| !n.is_empty());
            match &mut pending {
                Some(p) if lines[l - 1].trim_start().starts_with('#') => {
                    if named.is_some() {
                        p.1 = named;
                    }
                }
                _ => pending = Some((l, named)),
            }
            continue;
        }
        let launched = match pending.as_ref().and_then(|p| p.1.clone()) {
            Some(name) => calls_at(line, &name).then_some(name),
            None => {
                let ident = t.split(|c: char| !(c.is_ascii_alphanumeric() || c == '_')).next();
                let rest = ident.map_or("", |i| &t[i.len()..]);
                match ident.filter(|i| defined.contains_key(*i)) {
                    Some(i) if rest.starts_with('(') || rest.starts_with(".run(") => {
                        Some(i.to_string())
                    }
                    _ => extern_callee(line)
                        .filter(|c| pending.is_some() || c.starts_with("extern_kernels.")),
                }
            }
        };
        if let Some(name) = launched {
            let start = pending.take().map_or(l, |p| p.0);
            attach(lines, kernels, defined.get(&name).copied(), name, start..l + 1);
        } else if pending.as_ref().is_some_and(|p| l > p.0 + 8) {
            // A comment block this far above is not about a launch.
            pending = None;
        }
    }
}

fn attach(
    lines: &[String],
    kernels: &mut Vec<Kernel>,
    defined: Option<usize>,
    name: String,
    r: Range<usize>,
) {
    let block: Vec<String> =
        lines[r.clone()].iter().filter(|l| l.trim_start().starts_with('#')).cloned().collect();
    let k = match defined {
        Some(i) => &mut kernels[i],
        None => {
            kernels.push(Kernel::new(name, KernelKind::Extern));
            let last = kernels.len() - 1;
            &mut kernels[last]
        }
    };
    read_comments(&block, k);
    k.calls.push(r);
}

/// Where a stage's output code was found.
#[derive(Debug, Clone, PartialEq)]
pub struct Found {
    /// `inductor_output_code of 0/0`, `output_code.py beside the graph`.
    pub source: String,
    pub text: String,
    /// The file it was read from, when it was a file of its own.
    pub path: Option<PathBuf>,
}

/// Which of its compile's Inductor compiles a stage belongs to: a training compile logs a
/// forward and a backward `inductor_post_grad_graph` (the second read as
/// `inductor_post_grad_graph_1`), each followed by its own `inductor_output_code` and provenance
/// mapping. Stages up to the first post-grad graph count as the first.
fn nth_inductor_compile(doc: &Document, stage: &Stage) -> usize {
    let same = |s: &Stage| s.compile_id == stage.compile_id && s.rank == stage.rank;
    let upto = doc.stages.iter().position(|s| std::ptr::eq(s, stage)).unwrap_or(0);
    doc.stages[..=upto.min(doc.stages.len().saturating_sub(1))]
        .iter()
        .filter(|s| same(s) && s.name.starts_with("inductor_post_grad_graph"))
        .count()
        .saturating_sub(1)
}

/// Of a compile's artifacts of one kind (in log order), the one of the stage's Inductor
/// compile; with no stage, or none of its compile, the only one of the document.
fn artifact_for<'a>(
    doc: &'a Document,
    stage: Option<&Stage>,
    keep: impl Fn(&crate::ir::Artifact) -> bool,
) -> Option<&'a crate::ir::Artifact> {
    let arts: Vec<&crate::ir::Artifact> = doc.artifacts.iter().filter(|a| keep(a)).collect();
    if let Some(st) = stage {
        let same: Vec<&&crate::ir::Artifact> =
            arts.iter().filter(|a| a.compile_id == st.compile_id && a.rank == st.rank).collect();
        if let Some(last) = same.last() {
            return Some(same.get(nth_inductor_compile(doc, st)).unwrap_or(last));
        }
    }
    match arts.as_slice() {
        [only] => Some(only),
        _ => None,
    }
}

/// The output code for a stage: the document's `inductor_output_code` / `output_code.py`
/// artifact of the stage's compile (and rank; the backward's for a backward graph), else the
/// only one of the document, else an `output_code.py` beside the opened file (a corpus case
/// folder) or inside the opened folder.
pub fn find(doc: &Document, stage: Option<&Stage>) -> Option<Found> {
    if let Some(a) = artifact_for(doc, stage, |a| a.kind == ArtifactKind::OutputCode) {
        let text = a.text().ok()?.into_owned();
        let of = a.compile_id.as_deref().unwrap_or("the document");
        return Some(Found { source: format!("{} of {of}", a.name), text, path: None });
    }
    let path = doc.path.as_ref()?;
    let (dir, where_) = if path.is_dir() {
        (path.clone(), "inside")
    } else {
        (path.parent()?.to_path_buf(), "beside")
    };
    let file = dir.join("output_code.py");
    let bytes = crate::util::read::read_file(&file).ok()?;
    let text = String::from_utf8(bytes).ok()?;
    Some(Found {
        source: format!("output_code.py {where_} the opened file"),
        text,
        path: Some(file),
    })
}

/// The provenance mapping for a stage: the document's, else that of a `trace.log` beside the
/// opened file when the log holds exactly one (a corpus case writes its `output_code.py` and
/// `trace.log` from one compile).
pub fn find_provenance(
    doc: &Document,
    stage: Option<&Stage>,
) -> Option<(crate::ir::Provenance, String)> {
    const MAPPINGS: &str = "inductor_provenance_tracking_node_mappings";
    let own =
        artifact_for(doc, stage, |a| a.kind == ArtifactKind::Provenance && a.name == MAPPINGS);
    if let Some(p) = own.and_then(|a| serde_json::from_str(&a.text().ok()?).ok()) {
        return Some((p, MAPPINGS.into()));
    }
    let path = doc.path.as_ref()?;
    let dir = if path.is_dir() { path.clone() } else { path.parent()?.to_path_buf() };
    let trace = dir.join("trace.log");
    if doc.path.as_ref() == Some(&trace) || !trace.is_file() {
        return None;
    }
    let log = super::load_path_with(&trace, super::LoadOptions { canonicalize: false }).ok()?;
    let mut provs =
        log.artifacts.iter().filter(|a| a.kind == ArtifactKind::Provenance && a.name == MAPPINGS);
    let (a, None) = (provs.next()?, provs.next()) else { return None };
    let p = serde_json::from_str(&a.text().ok()?).ok()?;
    Some((
        p,
        "inductor_provenance_tracking_node_mappings of the trace.log beside the opened file".into(),
    ))
}

/// A stage's output code, read and tied to node names.
#[derive(Debug, Clone, PartialEq)]
pub struct Analysis {
    /// Where the code was found ([`Found::source`]).
    pub source: String,
    pub path: Option<PathBuf>,
    pub code: OutputCode,
    pub nodes: Vec<link::KernelNodes>,
    /// Where the provenance mapping came from, when there was one.
    pub provenance: Option<String>,
}

impl Analysis {
    pub fn new(found: Found, prov: Option<(crate::ir::Provenance, String)>) -> Analysis {
        let code = OutputCode::parse(&found.text);
        let nodes = link::kernel_nodes(&code, prov.as_ref().map(|p| &p.0));
        Analysis {
            source: found.source,
            path: found.path,
            code,
            nodes,
            provenance: prov.map(|p| p.1),
        }
    }

    /// Where the kernels' node names come from, for a status line.
    pub fn nodes_from(&self) -> String {
        let by = |f: link::NodesFrom| self.nodes.iter().filter(|n| n.from == f).count();
        let (p, c, u) = (
            by(link::NodesFrom::Provenance),
            by(link::NodesFrom::Comments),
            by(link::NodesFrom::Unknown),
        );
        let mut parts = vec![];
        if p > 0 {
            parts.push(format!(
                "{p} from {}",
                self.provenance.as_deref().unwrap_or("inductor_provenance_tracking_node_mappings")
            ));
        }
        if c > 0 {
            parts.push(format!("{c} from the Source Nodes comments"));
        }
        if u > 0 {
            parts.push(format!("{u} naming no node"));
        }
        format!("kernels' nodes: {}", parts.join(", "))
    }
}

/// [`find`] and [`find_provenance`] for a stage, analysed.
pub fn analyze(doc: &Document, stage: Option<&Stage>) -> Option<Analysis> {
    Some(Analysis::new(find(doc, stage)?, find_provenance(doc, stage)))
}
