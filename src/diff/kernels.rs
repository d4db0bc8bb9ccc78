//! A compile's kernels from Inductor's output code: each kernel by its name
//! (`cpp_fused_cos_mul_sin_0`, `extern_kernels.mm`) and the FX nodes it computes. The nodes come
//! from Inductor's provenance tracking (`cppCodeToPost` / `tritonKernelToPost`: post-grad nodes,
//! which the graph diff aligns across sides) where the compile has it, else from the
//! `# Topologically Sorted Source Nodes: [...]` comment before each call in the wrapper
//! (Dynamo's node names, compared by name).
use super::units::Unit;
use super::{CompileKey, artifact_text};
use crate::ir::provenance::Provenance;
use crate::ir::{ArtifactKind, Document};

/// One side's kernels and where they came from.
#[derive(Debug, Clone)]
pub struct Kernels {
    pub from: String,
    pub units: Vec<Unit>,
    /// The nodes are post-grad graph nodes (else Dynamo's names from the comments).
    pub post_grad_names: bool,
}

/// `cpp_fused_sin_0` -> `cpp_fused_sin`: the index counts kernels, so one kernel more before it
/// renumbers it without changing it.
pub fn kernel_kind(name: &str) -> String {
    let generated = ["cpp_", "triton_"].iter().any(|p| name.starts_with(p));
    match name.rsplit_once('_') {
        Some((base, n)) if generated && !n.is_empty() && n.bytes().all(|c| c.is_ascii_digit()) => {
            base.to_string()
        }
        _ => name.to_string(),
    }
}

fn provenance(doc: &Document, key: &CompileKey) -> Option<Provenance> {
    let a = doc.artifacts.iter().find(|a| {
        a.kind == ArtifactKind::Provenance && a.compile_id == key.compile_id && a.rank == key.rank
    })?;
    serde_json::from_str(&a.text().ok()?).ok()
}

/// The kernels of `key`'s compile, or None where the document has no output code.
pub fn kernels(doc: &Document, key: &CompileKey) -> Result<Option<Kernels>, String> {
    if let Some(p) = provenance(doc, key).filter(|p| !p.kernel_to_post.is_empty()) {
        let mut v: Vec<(u64, Unit)> = p
            .kernel_to_post
            .iter()
            .map(|(k, nodes)| {
                let (name, handle) = k.rsplit_once(':').unwrap_or((k, ""));
                let unit =
                    Unit { name: name.to_string(), kind: kernel_kind(name), nodes: nodes.clone() };
                (handle.parse().unwrap_or(u64::MAX), unit)
            })
            .collect();
        v.sort_by_key(|(h, _)| *h);
        return Ok(Some(Kernels {
            from: "Inductor's output code, by its provenance tracking (cppCodeToPost)".into(),
            units: v.into_iter().map(|(_, u)| u).collect(),
            post_grad_names: true,
        }));
    }
    let Some((_, text)) = artifact_text(doc, key, |n| {
        n == "output_code" || n == "output_code.py" || n == "inductor_output_code"
    })?
    else {
        return Ok(None);
    };
    Ok(Some(Kernels {
        from: "Inductor's output code, by its Source Nodes comments".into(),
        units: parse_output_code(&text),
        post_grad_names: false,
    }))
}

/// The `[a, b]` of `# Topologically Sorted Source Nodes: [a, b], Original ATen: [...]`.
fn source_nodes(comment: &str) -> Option<Vec<String>> {
    let rest = comment.split_once("Source Nodes: [")?.1;
    let inner = rest.split_once(']')?.0;
    Some(inner.split(", ").filter(|s| !s.is_empty()).map(str::to_string).collect())
}

/// The kernels the wrapper calls, in call order: those the file defines
/// (`name = async_compile.cpp_pybinding(...)`, `.triton(...)`), called as `name(...)` or
/// `name.run(...)`, and `extern_kernels.*` calls.
pub fn parse_output_code(text: &str) -> Vec<Unit> {
    let defined: Vec<&str> = text
        .lines()
        .filter_map(|l| {
            let (name, rest) = l.split_once(" = async_compile.")?;
            let ident =
                !name.is_empty() && name.bytes().all(|c| c.is_ascii_alphanumeric() || c == b'_');
            (ident && rest.contains('(')).then_some(name)
        })
        .collect();
    let mut out = vec![];
    let mut pending: Vec<String> = vec![];
    for line in text.lines().map(str::trim_start) {
        if line.starts_with('#') {
            if let Some(nodes) = source_nodes(line) {
                pending = nodes;
            }
            continue;
        }
        let Some(open) = line.find('(') else { continue };
        let callee = line[..open].strip_suffix(".run").unwrap_or(&line[..open]);
        let known = defined.contains(&callee)
            || callee.strip_prefix("extern_kernels.").is_some_and(|r| {
                !r.is_empty() && r.bytes().all(|c| c.is_ascii_alphanumeric() || c == b'_')
            });
        if known {
            out.push(Unit {
                name: callee.to_string(),
                kind: kernel_kind(callee),
                nodes: std::mem::take(&mut pending),
            });
        }
    }
    out
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn kinds_drop_the_index_of_generated_kernels_only() {
        assert_eq!(kernel_kind("cpp_fused_cos_mul_sin_0"), "cpp_fused_cos_mul_sin");
        assert_eq!(kernel_kind("triton_poi_fused_add_12"), "triton_poi_fused_add");
        assert_eq!(kernel_kind("extern_kernels.mm"), "extern_kernels.mm");
        assert_eq!(kernel_kind("cpp_fused_x"), "cpp_fused_x");
    }

    #[test]
    fn calls_in_order_with_their_source_nodes() {
        let code = "\
cpp_fused_sin_0 = async_compile.cpp_pybinding(['const float*', 'float*'], r'''
extern \"C\" void kernel(const float* in_ptr0) {}
''')
triton_poi_fused_add_1 = async_compile.triton('triton_poi_fused_add_1', '''
''')
    def call(self, args):
        # Topologically Sorted Source Nodes: [a, m], Original ATen: [aten.sin, aten.mm]
        extern_kernels.mm(buf0, arg1_1, out=buf1)
        cpp_fused_sin_0(arg0_1, buf0)
        # Topologically Sorted Source Nodes: [add], Original ATen: [aten.add]
        triton_poi_fused_add_1.run(buf1, 32, stream=stream0)
        del buf0
";
        let k = parse_output_code(code);
        let got: Vec<(&str, Vec<&str>)> = k
            .iter()
            .map(|u| (u.name.as_str(), u.nodes.iter().map(String::as_str).collect()))
            .collect();
        assert_eq!(
            got,
            [
                ("extern_kernels.mm", vec!["a", "m"]),
                ("cpp_fused_sin_0", vec![]),
                ("triton_poi_fused_add_1", vec!["add"])
            ]
        );
    }
}
