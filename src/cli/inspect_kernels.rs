//! `quantbench inspect FILE --kernels`: Inductor's kernels in the output code of the stage's
//! compile, with the nodes each computes (provenance mapping, else the Source Nodes comments),
//! and for each invoke_quant whether its dequant was fused into its matmul's kernel and in
//! which dtype the code computes it.
use crate::import::output_code::link::{self, DequantFusion};
use crate::import::output_code::{self, Analysis, Found, Kernel};
use crate::ir::{Document, Graph, Side};
use serde_json::{Value, json};
use std::path::Path;

/// The analysis of `code` (`--code FILE`) or of the code the document holds or has beside it.
pub fn analysis(doc: &Document, stage: usize, code: Option<&Path>) -> anyhow::Result<Analysis> {
    let st = doc.stages.get(stage);
    match code {
        Some(p) => {
            let bytes = crate::util::read::read_file(p)?;
            let text = crate::import::utf8_text(&bytes, &p.display().to_string())?.to_string();
            let found =
                Found { source: format!("{} (--code)", p.display()), text, path: Some(p.into()) };
            Ok(Analysis::new(found, output_code::find_provenance(doc, st)))
        }
        None => output_code::analyze(doc, st).ok_or_else(|| {
            anyhow::anyhow!(
                "no output code for this stage: the document holds no inductor_output_code or \
                 output_code.py of its compile and there is no output_code.py beside it; pass \
                 --code FILE"
            )
        }),
    }
}

/// 1-based `first-last`.
fn span(r: &std::ops::Range<usize>) -> String {
    format!("{}-{}", r.start + 1, r.end)
}

fn kernel_json(k: &Kernel, n: &link::KernelNodes) -> Value {
    json!({
        "name": k.name,
        "kind": k.kind,
        "lines": k.def.as_ref().map(|r| [r.start + 1, r.end]),
        "launches": k.calls.iter().map(|c| c.end).collect::<Vec<_>>(),
        "handles": k.handles,
        "nodes": n.post,
        "pre_grad_nodes": n.pre,
        "nodes_from": n.from,
        "original_aten": k.original_aten,
    })
}

fn fusion_json(a: &Analysis, f: &DequantFusion, g: &Graph) -> Value {
    let code = &a.code;
    let names = |ks: &[usize]| ks.iter().map(|&k| code.kernels[k].name.clone()).collect::<Vec<_>>();
    let node = g.node(f.node);
    let compute = f.compute.as_ref().map(|(k, c)| {
        json!({
            "kernel": code.kernels[*k].name,
            "dtypes": c.dtypes.iter().map(|d| d.torch_name()).collect::<Vec<_>>(),
            "line": c.line + 1,
            "text": code.lines.get(c.line).map(|l| l.trim()),
            "from_quantized": c.from_quantized,
            "convert": c.convert.map(|cv| json!({
                "from": cv.from.torch_name(), "to": cv.to.torch_name(), "line": cv.line + 1,
                "text": code.lines.get(cv.line).map(|l| l.trim()),
            })),
        })
    });
    json!({
        "node": node.name,
        "scheme": node.scheme(),
        "codegen_low_precision_meta": node.meta.quant_options.as_ref().map(|q| q.codegen_low_precision),
        "matmuls": f.matmuls.iter().map(|&m| g.node(m).name.clone()).collect::<Vec<_>>(),
        "dequant_kernels": names(&f.dequant_kernels),
        "matmul_kernels": names(&f.matmul_kernels),
        "fused": f.fused.is_some(),
        "fused_into": f.fused.map(|k| code.kernels[k].name.clone()),
        "how": f.how(code),
        "verdict": f.verdict(code, g),
        "compute": compute,
    })
}

pub fn run(
    doc: &Document,
    stage: usize,
    code: Option<&Path>,
    as_json: bool,
    file: &Path,
) -> anyhow::Result<i32> {
    let a = analysis(doc, stage, code)?;
    let st = &doc.stages[stage];
    let pre_grad = Side::of(&st.name) == Some(Side::PreGrad);
    let graph = st.graph()?;
    let placed = link::place_all(&a.nodes, graph, pre_grad);
    let fusions = link::dequant_fusions(&a.code, &placed, graph);
    if as_json {
        let kernels: Vec<Value> =
            a.code.kernels.iter().zip(&a.nodes).map(|(k, n)| kernel_json(k, n)).collect();
        let iqs: Vec<Value> = fusions.iter().map(|f| fusion_json(&a, f, graph)).collect();
        let v = json!({
            "file": file.display().to_string(),
            "stage": st.qualified_name(),
            "output_code": { "source": a.source, "lines": a.code.lines.len() },
            "provenance": a.provenance,
            "kernels": kernels,
            "invoke_quant": iqs,
        });
        println!("{}", serde_json::to_string_pretty(&v)?);
        return Ok(0);
    }
    println!("{}  {}", file.display(), st.qualified_name());
    println!("output code: {} ({} lines); {}", a.source, a.code.lines.len(), a.nodes_from());
    let rows: Vec<[String; 4]> = a
        .code
        .kernels
        .iter()
        .zip(&a.nodes)
        .map(|(k, n)| {
            let lines = match (&k.def, k.launch_line()) {
                (Some(d), Some(l)) => format!("lines {}, launched at {}", span(d), l + 1),
                (Some(d), None) => format!("lines {}", span(d)),
                (None, Some(l)) => format!("line {}", l + 1),
                (None, None) => String::new(),
            };
            let names = match (n.post.is_empty(), n.pre.is_empty()) {
                (false, _) => n.post.join(", "),
                (true, false) => format!("(pre-grad) {}", n.pre.join(", ")),
                (true, true) => "-".into(),
            };
            [k.name.clone(), k.kind.describe().to_string(), lines, names]
        })
        .collect();
    let w = |c: usize| rows.iter().map(|r| r[c].len()).max().unwrap_or(0);
    let (w0, w1, w2) = (w(0), w(1), w(2));
    for [name, kind, lines, names] in &rows {
        println!("  {name:w0$}  {kind:w1$}  {lines:w2$}  {names}");
    }
    if a.provenance.is_none() && a.nodes.iter().any(|n| n.from == link::NodesFrom::Unknown) {
        println!(
            "  (Inductor writes no Source Nodes comment above a C++ kernel: its nodes need the \
             provenance mapping, a TORCH_TRACE log compiled with trace.provenance_tracking_level=1)"
        );
    }
    for f in &fusions {
        let node = graph.node(f.node);
        let scheme = node.scheme().map(|s| format!(" (scheme '{s}')")).unwrap_or_default();
        println!("{}{scheme}: {}", node.name, f.verdict(&a.code, graph));
        if let Some(t) = f.compute_text(&a.code) {
            println!("  {t}");
        }
    }
    Ok(0)
}
