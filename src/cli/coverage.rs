//! `quantbench inspect --ops FILE`: every target a stage calls (its subgraphs included) with
//! what each engine makes of it, from the op table's per-engine plans, so a user sees at once
//! what will not run.
use crate::ir::{Graph, OpKind, short_target};
use crate::kernel::plan::{JitPlan, jit_plan};
use crate::lower::Claim;
use crate::op::{Form, Variant};
use indexmap::IndexMap;
use serde::Serialize;

#[derive(Debug, Serialize)]
pub struct Row {
    pub target: String,
    pub count: usize,
    pub interp: String,
    pub lower: String,
    pub jit: String,
    /// The target is no op of the table: no engine knows it.
    pub missing: bool,
}

fn walk<'g>(g: &'g Graph, out: &mut IndexMap<(OpKind, &'g str), usize>) {
    for n in &g.nodes {
        if matches!(n.op, OpKind::CallFunction | OpKind::CallMethod | OpKind::CallModule) {
            *out.entry((n.op, n.target.as_str())).or_default() += 1;
        }
    }
    for sg in g.subgraphs.values() {
        walk(sg, out);
    }
}

pub fn coverage(g: &Graph) -> Vec<Row> {
    let mut seen = IndexMap::new();
    walk(g, &mut seen);
    seen.into_iter()
        .map(|((kind, target), count)| {
            let r = crate::op::lookup(kind, target);
            let (interp, lower, jit) = match &r {
                None => {
                    let no = "not in the op table".to_string();
                    (no.clone(), "FallbackKernel".to_string(), no)
                }
                Some(r) => {
                    let overload = r.variant == Variant::Functional
                        && (matches!(r.form, Form::Overload | Form::PatternHandler)
                            || r.form == Form::Operator && r.op == crate::op::Op::Getitem);
                    let interp = match crate::interp::ops::kernel(r.op) {
                        k if !k.runs() => match k {
                            crate::interp::ops::Kernel::Unsupported(why) => format!("no: {why}"),
                            _ => "no".into(),
                        },
                        _ if overload => "yes".into(),
                        _ => "no: only OpOverload spellings run".into(),
                    };
                    let lower = match crate::lower::claim(r.op) {
                        _ if !overload => "FallbackKernel (not an OpOverload)".to_string(),
                        Claim::Fallback(why) => format!("fallback: {why}"),
                        Claim::Unsupported(why) => format!("no: {why}"),
                        c => format!("{c:?}").to_lowercase(),
                    };
                    let jit = match jit_plan(r.op) {
                        JitPlan::Interpreter => "on the interpreter".to_string(),
                        JitPlan::Unsupported(why) => format!("no: {why}"),
                        p if p.compiled() => "compiled".to_string(),
                        JitPlan::NoKernel => "no kernel needed".to_string(),
                        JitPlan::Scan => {
                            "compiled as a scan (workbench), interpreter (inductor-cpu)".to_string()
                        }
                        JitPlan::Convolution => {
                            "compiled as im2col + matmul (workbench, plain f32), interpreter \
                             (inductor-cpu, other convolutions)"
                                .to_string()
                        }
                        p => format!("{p:?}"),
                    };
                    (interp, lower, jit)
                }
            };
            let missing = r.is_none();
            Row { target: short_target(target).to_string(), count, interp, lower, jit, missing }
        })
        .collect()
}

pub fn table(stage: &str, rows: &[Row]) -> String {
    use std::fmt::Write;
    let w = rows.iter().map(|r| r.target.len()).max().unwrap_or(6).max(6);
    let mut out = format!(
        "{stage}\n{:w$}  {:>5}  {:<12}  {:<24}  jit\n",
        "target", "calls", "interp", "lower"
    );
    for r in rows {
        let _ = writeln!(
            out,
            "{:w$}  {:>5}  {:<12}  {:<24}  {}",
            r.target, r.count, r.interp, r.lower, r.jit
        );
    }
    let missing: Vec<&str> = rows.iter().filter(|r| r.missing).map(|r| r.target.as_str()).collect();
    let blocked: Vec<&str> = rows
        .iter()
        .filter(|r| {
            !r.missing
                && (r.interp.starts_with("no:")
                    || r.lower.starts_with("no:")
                    || r.jit.starts_with("no:"))
        })
        .map(|r| r.target.as_str())
        .collect();
    if !missing.is_empty() {
        let _ = writeln!(
            out,
            "{} not in the op table (no engine runs them): {}",
            missing.len(),
            missing.join(", ")
        );
    }
    if !blocked.is_empty() {
        let _ = writeln!(out, "not run by every engine: {}", blocked.join(", "));
    }
    if missing.is_empty() && blocked.is_empty() {
        let _ = writeln!(out, "every target runs on every engine");
    }
    out
}
