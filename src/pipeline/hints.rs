//! The size hints a graph with symbolic sizes is lowered with (`SizeVarAllocator`'s hints:
//! the sizes Inductor traced with), found where a user's files keep them: given values, the
//! graph's own shape environment, a `trace.log` beside the graph (its `create_symbol` hints,
//! also for ints the function takes), or the sizes of `io.safetensors` beside it.
use std::collections::BTreeMap;
use std::path::Path;

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
    let trace = file.parent().map(|d| d.join("trace.log"));
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
    let io = file.parent().map(|d| d.join("io.safetensors"));
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
    if let Some(missing) = syms.iter().find(|s| !hints.contains_key(*s)) {
        anyhow::bail!(
            "no hint for {missing}: give --hints {missing}=N (the size Inductor traced with)"
        );
    }
    Ok((hints, if from.is_empty() { "given".into() } else { from.join(", ") }))
}
