//! The size hints a graph with symbolic sizes is lowered with (`SizeVarAllocator`'s hints:
//! the sizes Inductor traced with), found where a user's files keep them: given values, the
//! graph's own shape environment, a `trace.log` beside the graph (its `create_symbol` hints,
//! also for ints the function takes), the sizes of `io.safetensors` beside it, or the
//! arguments of the benchmark harness in an `output_code.py` beside it.
use std::collections::BTreeMap;
use std::path::{Path, PathBuf};

/// The files beside `file` that [`size_hints`] may read, with why: a command that writes
/// declares them as inputs before it reads anything.
pub fn hint_files(file: &Path) -> Vec<(PathBuf, &'static str)> {
    let Some(dir) = file.parent() else { return vec![] };
    let dir = if dir.as_os_str().is_empty() { Path::new(".") } else { dir };
    vec![
        (dir.join(TRACE), "its size hints, beside FILE"),
        (dir.join(IO), "its size hints, beside FILE"),
        (dir.join(OUTPUT_CODE), "its size hints, beside FILE"),
    ]
}

const TRACE: &str = "trace.log";
const IO: &str = "io.safetensors";
const OUTPUT_CODE: &str = "output_code.py";

/// The hint of every size symbol, and where they came from.
pub fn size_hints(
    g: &crate::ir::Graph,
    file: &Path,
    given: &[(String, i64)],
) -> anyhow::Result<(BTreeMap<String, i64>, String)> {
    let syms = crate::interp::io::graph_symbols(g);
    let mut hints: BTreeMap<String, i64> = given.iter().cloned().collect();
    if let Some(extra) = hints.keys().find(|k| !syms.contains(k)) {
        anyhow::bail!("--hints names {extra}, which the graph does not have ({})", syms.join(", "));
    }
    let mut from = vec![];
    if !hints.is_empty() {
        from.push("--hints".to_string());
    }
    // Each symbol's hint from a shape environment, where none was found before; whether any was.
    let take = |hints: &mut BTreeMap<String, i64>, env: &crate::ir::shape_env::ShapeEnv| {
        let before = hints.len();
        for s in &syms {
            if let Some((v, _)) = env.value_of(s) {
                hints.entry(s.clone()).or_insert(v);
            }
        }
        hints.len() > before
    };
    if let Some(env) = g.shape_env.0.as_deref()
        && take(&mut hints, env)
    {
        from.push("the trace".into());
    }
    // A case folder's `trace.log` holds the compile's `create_symbol` hints, also for the ints
    // the function takes (no tensor's size gives those).
    let trace = file.parent().map(|d| d.join(TRACE));
    if hints.len() < syms.len()
        && g.shape_env.0.is_none()
        && let Some(trace) = trace.filter(|p| p.is_file() && p.as_path() != file)
    {
        let doc = crate::import::load_path(&trace)?;
        let mut found = false;
        for env in doc.stages.iter().filter_map(|st| st.shape_env()) {
            found |= take(&mut hints, env);
        }
        if found {
            from.push(format!("{}", trace.display()));
        }
    }
    let io = file.parent().map(|d| d.join(IO));
    if hints.len() < syms.len()
        && let Some(io) = io.filter(|p| p.is_file())
    {
        let tensors = crate::interp::io::load_safetensors(&io)?;
        let inputs = crate::interp::io::inputs_by_name(g, &tensors)?;
        let before = hints.len();
        for (k, v) in crate::interp::io::bound_symbols(g, &inputs) {
            hints.entry(k).or_insert(v);
        }
        if hints.len() > before {
            from.push(format!("the sizes of {}", io.display()));
        }
    }
    // `get_args()` of Inductor's output code: the sizes the compile ran with.
    let code = file.parent().map(|d| d.join(OUTPUT_CODE));
    if hints.len() < syms.len()
        && let Some(code) = code.filter(|p| p.is_file() && p.as_path() != file)
    {
        let text = std::fs::read_to_string(&code)
            .map_err(|e| anyhow::anyhow!("{}: {e}", code.display()))?;
        let args = crate::import::output_code::bench_args::bench_args(&text);
        let before = hints.len();
        for (k, v) in harness_symbols(g, &args) {
            hints.entry(k).or_insert(v);
        }
        if hints.len() > before {
            from.push(format!("the benchmark harness of {}", code.display()));
        }
    }
    if let Some(missing) = syms.iter().find(|s| !hints.contains_key(*s)) {
        anyhow::bail!(
            "no hint for {missing}: give --hints {missing}=N (the size Inductor traced with)"
        );
    }
    Ok((hints, if from.is_empty() { "given".into() } else { from.join(", ") }))
}

/// The symbols the placeholders' bare symbolic sizes (`Sym(s70)`, `i64[1, s70]`) take from the
/// harness's arguments of the same name.
fn harness_symbols(
    g: &crate::ir::Graph,
    args: &[(String, crate::import::output_code::bench_args::BenchArg)],
) -> BTreeMap<String, i64> {
    use crate::import::output_code::bench_args::BenchArg;
    use crate::ir::ValMeta;
    use crate::ir::sym::SymAst;
    let mut out = BTreeMap::new();
    for id in g.placeholders() {
        let n = g.node(id);
        let Some((_, arg)) = args.iter().find(|(name, _)| *name == n.name) else { continue };
        match (&n.meta.val, arg) {
            (Some(ValMeta::Sym(e)), BenchArg::Int(v)) => {
                if let SymAst::Sym(s) = e.ast() {
                    out.entry(s).or_insert(*v);
                }
            }
            (Some(ValMeta::Tensor(m)), BenchArg::Tensor(sizes)) if m.shape.len() == sizes.len() => {
                for (d, &v) in m.shape.iter().zip(sizes) {
                    if let crate::ir::SymInt::Expr(e) = d
                        && let SymAst::Sym(s) = e.ast()
                    {
                        out.entry(s).or_insert(v);
                    }
                }
            }
            _ => {}
        }
    }
    out
}
