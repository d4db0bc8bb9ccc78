//! The compile story in the terminal (`quantbench inspect LOG`, `--compile ID`,
//! `--stack-trie`): each compile's status and why, one compile in full, and tlparse's stack
//! trie; and the same as JSON.
use crate::ir::Document;
use crate::ir::compile::{self, CacheOutcome, CompileStory, Divergence, StackTrie, Status};
use serde_json::{Value, json};
use std::fmt::Write;

/// The first lines of a failure reason, up to its hints and debug context.
fn reason_head(text: &str) -> Vec<&str> {
    text.lines()
        .map(str::trim_end)
        .take_while(|l| {
            let t = l.trim_start();
            !(t.starts_with("Hint:") || t.starts_with("Developer debug context"))
        })
        .filter(|l| !l.trim().is_empty())
        .take(3)
        .collect()
}

fn first_line(s: &str) -> &str {
    s.lines().map(str::trim).find(|l| !l.is_empty()).unwrap_or("")
}

fn outcome(o: CacheOutcome) -> &'static str {
    match o {
        CacheOutcome::Hit => "hit",
        CacheOutcome::Miss => "miss",
        CacheOutcome::Bypass => "bypass",
    }
}

/// The lines under a compile's heading: why its status is what it is (failure and user frame,
/// graph breaks, restarts, recompile reasons, specializations, cache hits and misses).
pub fn reason_lines(c: &CompileStory) -> Vec<String> {
    let mut out = Vec::new();
    for m in c.metrics.iter().filter(|m| m.fail_type.is_some()) {
        let at = m.fail_user_frame().map(|f| format!(" at {f}")).unwrap_or_default();
        let which = if m.record == "compilation_metrics" {
            String::new()
        } else {
            format!(" ({})", m.record)
        };
        out.push(format!("failed{which}: {}{at}", m.fail_type.as_deref().unwrap_or("?")));
        for l in reason_head(m.fail_reason.as_deref().unwrap_or("")) {
            out.push(format!("  {l}"));
        }
    }
    for g in &c.graph_breaks {
        out.push(format!("graph break: {}", compile::graph_break_summary(g)));
    }
    if let Some(next) = &c.restarted_as {
        out.push(format!("restarted as {next}"));
    }
    if let Some(m) = c.main_metrics() {
        for r in &m.restart_reasons {
            out.push(format!("restart reason: {}", first_line(r)));
        }
    }
    for r in &c.recompile_reasons {
        out.push(format!("recompile reason: {}", first_line(r)));
    }
    for s in &c.specializations {
        out.push(format!(
            "specialized: {} = {} ({}; {})",
            s.symbol,
            s.value,
            s.reason,
            s.sources.join(", ")
        ));
    }
    if !c.cache.is_empty() {
        let ev: Vec<String> =
            c.cache.iter().map(|e| format!("{} {}", e.cache, outcome(e.outcome))).collect();
        out.push(format!("cache: {}", ev.join(", ")));
    }
    if c.has_error && c.status != Status::Failed {
        out.push("dynamo_error logged (--compile shows it)".into());
    }
    out
}

/// The compile `want` names: its id (`0/0`, `0/0_1`) or, in a directory of per-rank logs,
/// `rank1/0/0` (a bare id then must be one rank's only).
pub fn find<'d>(doc: &'d Document, want: &str) -> anyhow::Result<&'d CompileStory> {
    let want = want.trim_matches(|c| c == '[' || c == ']');
    if let Some(c) = doc.compiles.iter().find(|c| c.qualified_id() == want) {
        return Ok(c);
    }
    let matches: Vec<&CompileStory> =
        doc.compiles.iter().filter(|c| c.compile_id == want).collect();
    match matches.as_slice() {
        [c] => Ok(c),
        [] => {
            let ids: Vec<String> = doc.compiles.iter().map(CompileStory::qualified_id).collect();
            if ids.is_empty() {
                anyhow::bail!("no compile `{want}`: the file records no compiles");
            }
            anyhow::bail!("no compile `{want}`; the file has: {}", ids.join(", "))
        }
        many => {
            let ids: Vec<String> = many.iter().map(|c| c.qualified_id()).collect();
            anyhow::bail!("`{want}` is a compile of several ranks ({}); name one", ids.join(", "))
        }
    }
}

fn indented(out: &mut String, text: &str, by: usize) {
    for l in text.lines() {
        let _ = writeln!(out, "{:by$}{l}", "");
    }
}

/// One compile in full: status and why, stack, failure, graph breaks, restarts, recompile
/// reasons, specializations, cache events, every metric, the compile phases, its stages,
/// guards and error traceback.
pub fn detail(doc: &Document, c: &CompileStory) -> String {
    let mut out = String::new();
    let _ = writeln!(out, "compile {}: {}", c.qualified_id(), c.status.as_str());
    for l in reason_lines(c) {
        let _ = writeln!(out, "  {l}");
    }
    if !c.stack.is_empty() {
        let _ = writeln!(out, "\nstack (dynamo_start, most recent call last):");
        for f in &c.stack {
            let _ = writeln!(out, "  {f}");
            if let Some(loc) = &f.loc {
                let _ = writeln!(out, "      {loc}");
            }
        }
    }
    for m in c.metrics.iter().filter(|m| m.fail_reason.is_some()) {
        let _ = writeln!(out, "\nfail_reason ({}):", m.record);
        indented(&mut out, m.fail_reason.as_deref().unwrap_or(""), 2);
    }
    for (k, g) in c.graph_breaks.iter().enumerate() {
        let _ = writeln!(out, "\ngraph break {} (dynamo_graph_break_reason):", k + 1);
        indented(&mut out, g, 2);
    }
    if let Some(m) = c.main_metrics().filter(|m| !m.restart_reasons.is_empty()) {
        let _ = writeln!(out, "\nrestart_reasons:");
        for r in &m.restart_reasons {
            indented(&mut out, r, 2);
        }
    }
    if !c.recompile_reasons.is_empty() {
        let _ = writeln!(out, "\nrecompile_reasons:");
        for r in &c.recompile_reasons {
            indented(&mut out, r, 2);
        }
    }
    if !c.specializations.is_empty() {
        let _ = writeln!(out, "\nsymbolic_shape_specialization:");
        for s in &c.specializations {
            let _ = writeln!(
                out,
                "  {} = {} ({}) sources: {}",
                s.symbol,
                s.value,
                s.reason,
                s.sources.join(", ")
            );
            for f in &s.user_stack {
                let _ = writeln!(out, "    {f}");
            }
        }
    }
    if !c.guards_added.is_empty() {
        let _ = writeln!(out, "\nguard_added_fast:");
        for g in &c.guards_added {
            let _ = writeln!(out, "  {g}");
        }
    }
    if !c.cache.is_empty() {
        let _ = writeln!(out, "\ncache:");
        for e in &c.cache {
            let d =
                e.detail.as_deref().map(|d| format!(" ({})", first_line(d))).unwrap_or_default();
            let _ = writeln!(out, "  {}: {}{d}", e.name, outcome(e.outcome));
        }
    }
    for m in &c.metrics {
        let _ = writeln!(out, "\n{}:", m.record);
        let rows = m.rows();
        let width = rows.iter().map(|(k, _)| k.len()).max().unwrap_or(0);
        for (k, v) in rows {
            let v = if k == "fail_reason" || k == "restart_reasons" {
                first_line(&v).to_string()
            } else {
                v
            };
            let _ = writeln!(out, "  {k:width$}  {v}");
        }
    }
    collectives_detail(&mut out, c);
    let phases = compile::phase_durations(&doc.phase_events, c.rank, &c.compile_id);
    if !phases.is_empty() {
        let _ = writeln!(out, "\ncompile phases (chromium_event):");
        let width = phases.iter().map(|(n, _)| n.len()).max().unwrap_or(0);
        for (n, us) in phases {
            let _ = writeln!(out, "  {n:width$}  {:.3} ms", us / 1000.0);
        }
    }
    let stages: Vec<&str> = doc
        .stages
        .iter()
        .filter(|s| s.rank == c.rank && s.compile_id.as_deref() == Some(c.compile_id.as_str()))
        .map(|s| s.name.as_str())
        .collect();
    let _ = writeln!(
        out,
        "\nstages: {}",
        if stages.is_empty() {
            "none (no graph was logged)".to_string()
        } else {
            stages.join(", ")
        }
    );
    for (name, text) in c.guards(doc) {
        let _ = writeln!(out, "\nguards ({name}):");
        indented(&mut out, &text, 2);
    }
    for (name, text) in c.errors(doc) {
        let _ = writeln!(out, "\n{name}:");
        indented(&mut out, &text, 2);
    }
    out
}

/// How many ops of a graph's runtime estimates `--compile` lists, most expensive first.
const TOP_OPS: usize = 10;

/// Each graph's `inductor_collective_schedule` and `inductor_runtime_and_tensor_meta`: the
/// collectives in order, then the estimated total and the most expensive ops.
fn collectives_detail(out: &mut String, c: &CompileStory) {
    for (k, s) in c.collective_schedules.iter().enumerate() {
        let _ = writeln!(
            out,
            "
inductor_collective_schedule (graph {k}):"
        );
        for (i, kernel) in s.iter().enumerate() {
            let _ = writeln!(out, "  {i:>3}  {kernel}");
        }
    }
    for (k, ops) in c.runtimes.iter().enumerate() {
        let total: f64 = ops.iter().map(|o| o.estimated_runtime_ns).sum();
        let _ = writeln!(
            out,
            "
inductor_runtime_and_tensor_meta (graph {k}): {} ops, estimated {:.3} ms{}",
            ops.len(),
            total / 1e6,
            if total == 0.0 { " (Inductor estimates runtimes only for GPU nodes)" } else { "" }
        );
        let mut top: Vec<&compile::RuntimeOp> = ops.iter().collect();
        top.sort_by(|a, b| b.estimated_runtime_ns.total_cmp(&a.estimated_runtime_ns));
        let width = top.iter().take(TOP_OPS).map(|o| o.name.len()).max().unwrap_or(0);
        for o in top.iter().take(TOP_OPS) {
            let outs: Vec<String> = o.outputs.iter().map(ToString::to_string).collect();
            let _ = writeln!(
                out,
                "  {:width$}  {:10}  {:>12.0} ns  {}",
                o.name,
                o.kind,
                o.estimated_runtime_ns,
                outs.join("; ")
            );
        }
        if top.len() > TOP_OPS {
            let _ = writeln!(out, "  ... {} more", top.len() - TOP_OPS);
        }
    }
}

/// tlparse's stack trie of the document's compiles.
pub fn trie(doc: &Document) -> String {
    let t = StackTrie::build(&doc.compiles);
    let mut out = if t.is_empty() {
        "(no compile logged a dynamo_start stack)\n".to_string()
    } else {
        t.render(&doc.compiles)
    };
    // tlparse's second trie: stacks carried on records' envelopes, not of any compile.
    let u = StackTrie::of_envelopes(&doc.envelope_stacks);
    if !u.is_empty() {
        out.push_str(&format!(
            "\nunknown stack trie ({} records whose envelope carries a stack):\n",
            doc.envelope_stacks.len()
        ));
        out.push_str(&u.render_envelopes(&doc.envelope_stacks));
    }
    out
}

/// The compiles as `inspect --json` carries them.
pub fn json(doc: &Document) -> Value {
    let compiles: Vec<Value> = doc
        .compiles
        .iter()
        .map(|c| {
            let mut v = serde_json::to_value(c).unwrap_or(Value::Null);
            v["reason"] = json!(c.reason());
            v["stages"] = json!(
                doc.stages
                    .iter()
                    .filter(|s| s.rank == c.rank
                        && s.compile_id.as_deref() == Some(c.compile_id.as_str()))
                    .map(|s| s.name.as_str())
                    .collect::<Vec<_>>()
            );
            v
        })
        .collect();
    let d = Divergence::of_document(doc);
    json!({
        "compiles": compiles,
        "divergence": d.as_ref().map(|d| json!({
            "compile_ids": d.compile_ids_diverge(),
            "cache": d.cache_diverges(),
            "collectives": d.collectives_diverge(),
            "tensor_meta": d.tensor_meta_diverges(),
            "execution_order": d.execution_order_diverges(),
            "compile_id_groups": d.compile_id_groups,
            "cache_groups": d.cache_groups,
            "collective_groups": d.collective_groups,
            "tensor_meta_groups": d.tensor_meta_groups,
            "runtime_deltas": d.runtime_deltas,
            "runtime_graph_counts": d.runtime_graph_counts,
            "execution_order_groups": d.execution_order_groups,
            "execution_schedule_mismatches": d.execution_schedule_mismatches,
            "warnings": d.warnings(),
        })),
        "phase_events": doc.phase_events.len(),
    })
}
