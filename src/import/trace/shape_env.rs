//! Each dynamic compile's [`ShapeEnv`], from its `create_symbol` records (symbol, hint, value
//! range, source), the `LAMBDA_GUARD`s of its `dynamo_cpp_guards_str` and the placeholder
//! annotations of its Dynamo graph (`L_x_: "f32[s77, s21][s21, 1]cpu"`), which give every
//! `L['x'].size()[i]` and `.stride()[i]` a guard names as an expression over the symbols.
use crate::ir::shape_env::{
    ShapeEnv, ShapeGuard, SourceAttr, SymbolInfo, parse_range, placeholder_name,
};
use crate::ir::{Document, OpKind, TensorMeta};
use serde_json::Value;
use std::collections::{BTreeMap, HashMap};
use std::sync::Arc;

/// Builds the shape env of every compile that created symbols and attaches it to that
/// compile's stages.
pub fn attach(doc: &mut Document) {
    let mut envs: BTreeMap<String, ShapeEnv> = BTreeMap::new();
    for a in doc.artifacts.iter().filter(|a| a.name == "create_symbol") {
        let (Some(id), Ok(meta)) = (&a.compile_id, a.metadata()) else { continue };
        let Some(s) = symbol_info(&meta) else { continue };
        let env = envs
            .entry(id.clone())
            .or_insert_with(|| ShapeEnv { compile_id: id.clone(), ..Default::default() });
        if !env.symbols.iter().any(|t| t.name == s.name) {
            env.symbols.push(s);
        }
    }
    if envs.is_empty() {
        return;
    }
    for (id, env) in envs.iter_mut() {
        let annotations = dynamo_placeholders(doc, id);
        let by_source: HashMap<String, String> =
            env.symbols.iter().map(|s| (s.source.clone(), s.name.clone())).collect();
        let resolve = |base: &str, attr: SourceAttr| -> Option<String> {
            let term = match attr {
                SourceAttr::Value => base.to_string(),
                SourceAttr::Size(d) => format!("{base}.size()[{d}]"),
                SourceAttr::Stride(d) => format!("{base}.stride()[{d}]"),
                SourceAttr::StorageOffset => format!("{base}.storage_offset()"),
            };
            if let Some(s) = by_source.get(&term) {
                return Some(s.clone());
            }
            let meta = annotations.get(&placeholder_name(base).to_lowercase())?;
            match attr {
                SourceAttr::Size(d) => meta.shape.get(d).map(|x| x.to_string()),
                SourceAttr::Stride(d) => meta.stride.as_ref()?.get(d).map(|x| x.to_string()),
                SourceAttr::StorageOffset | SourceAttr::Value => None,
            }
        };
        let guard_texts: Vec<String> = doc
            .artifacts
            .iter()
            .filter(|a| a.name == "dynamo_cpp_guards_str" && a.compile_id.as_ref() == Some(id))
            .filter_map(|a| a.text().ok().map(|t| t.into_owned()))
            .collect();
        for text in guard_texts {
            for expr in lambda_guards(&text) {
                match ShapeGuard::parse(expr, &resolve) {
                    Ok(Some(g)) => env.guards.push(g),
                    Ok(None) => {}
                    Err(why) => env.unread.push((expr.to_string(), why)),
                }
            }
        }
    }
    for (id, env) in envs {
        let env = Arc::new(env);
        for st in doc.stages.iter_mut().filter(|s| s.compile_id.as_ref() == Some(&id)) {
            st.set_shape_env(env.clone());
        }
    }
}

fn symbol_info(meta: &Value) -> Option<SymbolInfo> {
    let name = meta.get("symbol")?.as_str()?.to_string();
    let (lo, hi) = meta.get("vr").and_then(Value::as_str).and_then(parse_range)?;
    let hint = match meta.get("val") {
        // A float the function takes (`norm_type`, `eps`: symbols `zf18`) is not a size.
        Some(Value::String(s)) => Some(s.parse::<i64>().ok()?),
        Some(v) => Some(v.as_i64()?),
        None => None,
    };
    let source = meta.get("source").and_then(Value::as_str).unwrap_or("?").to_string();
    Some(SymbolInfo { name, hint, lo, hi, source, given: None })
}

/// The expressions of the `LAMBDA_GUARD:` lines (the comment after `  # ` dropped).
fn lambda_guards(text: &str) -> Vec<&str> {
    text.lines()
        .filter_map(|l| l.split_once("LAMBDA_GUARD:").map(|(_, rest)| rest))
        .map(|rest| rest.split_once("  #").map_or(rest, |(e, _)| e).trim())
        .collect()
}

/// The Dynamo graph's placeholder annotations by lowercased name, for compile `id`: Dynamo
/// names a placeholder `L_x_` and reads it into `l_x_`, which the FX reader keeps.
fn dynamo_placeholders(doc: &Document, id: &str) -> HashMap<String, TensorMeta> {
    let Some(st) = doc
        .stages
        .iter()
        .find(|s| s.name == "dynamo_output_graph" && s.compile_id.as_deref() == Some(id))
    else {
        return HashMap::new();
    };
    st.peek(|g| {
        g.nodes
            .iter()
            .filter(|n| n.op == OpKind::Placeholder)
            .filter_map(|n| Some((n.name.to_lowercase(), n.meta.tensor()?.clone())))
            .collect()
    })
    .unwrap_or_default()
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn guard_lines_lose_their_comments() {
        let text = "TREE_GUARD_MANAGER:\n| +- LAMBDA_GUARD: 2 <= L['x'].size()[0]  # return x  # a.py:3 in fn\n| +- DEFAULT_DEVICE: utils_device.CURRENT_DEVICE == None  # x\n+- LAMBDA_GUARD: L['s'].size()[0] == L['w'].size()[0]  # duck sizing";
        assert_eq!(
            lambda_guards(text),
            ["2 <= L['x'].size()[0]", "L['s'].size()[0] == L['w'].size()[0]"]
        );
    }
}
