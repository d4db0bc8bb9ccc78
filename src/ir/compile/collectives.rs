//! What Inductor logs about a graph's collectives and its ops' cost, for comparing ranks:
//! `inductor_collective_schedule` (the collective kernels in scheduler order, logged for every
//! graph with one), `inductor_runtime_and_tensor_meta` (each scheduler node's estimated runtime
//! and output tensors, logged only with `torch._inductor.config.log_tlparse` / `LOG_TLPARSE=1`)
//! and `graph_execution` (the compile ids of the graphs run inside
//! `torch._inductor.debug.record_and_log_graph_execution_order()`, in run order).
use serde::Serialize;
use serde_json::Value;

/// One output of a scheduler node: its size and stride (Inductor's optimization hints) and
/// dtype without `torch.` (`float32`); `null` when the node has no layout (a collective's
/// outputs).
#[derive(Debug, Clone, Default, PartialEq, Eq, Serialize)]
pub struct TensorMeta {
    pub shape: Vec<String>,
    pub stride: Vec<String>,
    #[serde(skip_serializing_if = "Option::is_none")]
    pub dtype: Option<String>,
}

impl std::fmt::Display for TensorMeta {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        if self.dtype.is_none() && self.shape.is_empty() {
            return write!(f, "(no layout)");
        }
        write!(
            f,
            "{}[{}] stride [{}]",
            self.dtype.as_deref().unwrap_or("?"),
            self.shape.join(", "),
            self.stride.join(", ")
        )
    }
}

/// One op of `inductor_runtime_and_tensor_meta`.
#[derive(Debug, Clone, PartialEq, Serialize)]
pub struct RuntimeOp {
    /// The kernel's Python name (`torch.ops._c10d_functional.all_reduce_.default`) or the
    /// scheduler node's name (`op0`).
    pub name: String,
    /// `collective` or `compute`.
    #[serde(rename = "type")]
    pub kind: String,
    pub estimated_runtime_ns: f64,
    pub outputs: Vec<TensorMeta>,
}

impl RuntimeOp {
    /// The op with its outputs, runtime left out: what the tensor-meta fingerprint is made of.
    pub fn meta_text(&self) -> String {
        let outs: Vec<String> = self.outputs.iter().map(TensorMeta::to_string).collect();
        format!("{} -> {}", self.name, outs.join("; "))
    }
}

/// The kernels of an `inductor_collective_schedule` payload (a JSON list; a kernel with no
/// Python name is logged as `null`, kept as `None`).
pub fn parse_collective_schedule(text: &str) -> Result<Vec<String>, String> {
    match serde_json::from_str::<Value>(text) {
        Ok(Value::Array(a)) => {
            Ok(a.iter().map(|v| v.as_str().unwrap_or("None").to_string()).collect())
        }
        Ok(_) => Err("not a JSON list".into()),
        Err(e) => Err(e.to_string()),
    }
}

/// The ops of an `inductor_runtime_and_tensor_meta` payload (`{"ops": [...]}`).
pub fn parse_runtime_and_tensor_meta(text: &str) -> Result<Vec<RuntimeOp>, String> {
    let v: Value = serde_json::from_str(text).map_err(|e| e.to_string())?;
    let ops = v.get("ops").and_then(Value::as_array).ok_or("no `ops` list")?;
    let ints = |x: Option<&Value>| -> Vec<String> {
        x.and_then(Value::as_array)
            .map(|a| {
                a.iter()
                    .map(|d| match d {
                        Value::String(s) => s.clone(),
                        d => d.to_string(),
                    })
                    .collect()
            })
            .unwrap_or_default()
    };
    Ok(ops
        .iter()
        .map(|op| RuntimeOp {
            name: op.get("name").and_then(Value::as_str).unwrap_or("?").to_string(),
            kind: op.get("type").and_then(Value::as_str).unwrap_or("compute").to_string(),
            estimated_runtime_ns: op
                .get("estimated_runtime_ns")
                .and_then(Value::as_f64)
                .unwrap_or(0.0),
            outputs: op
                .get("outputs")
                .and_then(Value::as_array)
                .into_iter()
                .flatten()
                .map(|o| TensorMeta {
                    shape: ints(o.get("shape")),
                    stride: ints(o.get("stride")),
                    dtype: o.get("dtype").and_then(Value::as_str).map(str::to_string),
                })
                .collect(),
        })
        .collect())
}

/// The compile ids of a `graph_execution` payload (`{"graph_execution_order": [{"compile_id":
/// "0/0"}, ...]}`); a graph whose compile id Inductor did not know is `?`.
pub fn parse_graph_execution(text: &str) -> Result<Vec<String>, String> {
    let v: Value = serde_json::from_str(text).map_err(|e| e.to_string())?;
    let order = v
        .get("graph_execution_order")
        .and_then(Value::as_array)
        .ok_or("no `graph_execution_order`")?;
    Ok(order
        .iter()
        .map(|e| e.get("compile_id").and_then(Value::as_str).unwrap_or("?").to_string())
        .collect())
}

/// One `graph_execution` record of a rank.
#[derive(Debug, Clone, Default, PartialEq, Serialize)]
pub struct GraphExecution {
    #[serde(skip_serializing_if = "Option::is_none")]
    pub rank: Option<u32>,
    /// Compile ids in the order their graphs ran.
    pub order: Vec<String>,
}

/// `torch.ops._c10d_functional.all_reduce_.default` → `all_reduce_`.
pub fn short_kernel(name: &str) -> &str {
    let s = name.strip_prefix("torch.ops.").unwrap_or(name);
    let s = s.strip_suffix(".default").unwrap_or(s);
    s.rsplit('.').next().unwrap_or(s)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn payloads() {
        let s = parse_collective_schedule(
            r#"["torch.ops._c10d_functional.all_reduce_.default", null]"#,
        )
        .unwrap();
        assert_eq!(s, vec!["torch.ops._c10d_functional.all_reduce_.default", "None"]);
        assert!(parse_collective_schedule("{}").is_err());
        let ops = parse_runtime_and_tensor_meta(
            r#"{"ops": [{"name": "op0", "type": "compute", "estimated_runtime_ns": 12.5,
                "outputs": [{"shape": [4, 8], "stride": [8, 1], "dtype": "float32"}]},
               {"name": "c", "type": "collective", "estimated_runtime_ns": 0,
                "outputs": [{"shape": [], "stride": [], "dtype": null}]}]}"#,
        )
        .unwrap();
        assert_eq!(ops[0].estimated_runtime_ns, 12.5);
        assert_eq!(ops[0].meta_text(), "op0 -> float32[4, 8] stride [8, 1]");
        assert_eq!(ops[1].kind, "collective");
        assert_eq!(ops[1].outputs[0].dtype, None);
        assert!(parse_runtime_and_tensor_meta(r#"{"x": 1}"#).is_err());
        assert_eq!(
            parse_graph_execution(r#"{"graph_execution_order": [{"compile_id": "0/0"}, {}]}"#)
                .unwrap(),
            vec!["0/0", "?"]
        );
        assert_eq!(short_kernel("torch.ops._c10d_functional.wait_tensor.default"), "wait_tensor");
    }
}
