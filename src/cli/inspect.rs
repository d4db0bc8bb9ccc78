//! `quantbench inspect FILE`: what a file holds — stages, node counts by op kind and by target,
//! every invoke_quant (scheme, options and whether they were defaulted, subgraph size, tensor
//! meta of its inputs and output), and the graph's inputs and outputs; for a TORCH_TRACE log,
//! how each compile went (`--compile ID` for one in full, `--stack-trie`; see `story`).
use super::graph::GraphArgs;
use crate::ir::{Arg, Graph, OpKind, OptionsSource, Stage, short_target};
use indexmap::IndexMap;
use serde_json::{Value, json};

#[derive(clap::Args, Debug)]
pub struct Args {
    /// Without --stage: every stage.
    #[command(flatten)]
    pub graph: GraphArgs,
    /// Print JSON instead of text.
    #[arg(long)]
    pub json: bool,
    /// List every target the stage calls with the engines that run it (interp / lower / jit).
    #[arg(long)]
    pub ops: bool,
    /// Print the stage's hierarchy of groups (modules, or source lines with repeated runs cut
    /// into instances), indented by depth, a repeated block as `name xN` — what the GUI folds.
    #[arg(long)]
    pub groups: bool,
    /// With --groups: every instance of a repeated block, not only the first.
    #[arg(long, requires = "groups")]
    pub all_instances: bool,
    /// With --groups: only groups down to this depth.
    #[arg(long, requires = "groups")]
    pub depth: Option<usize>,
    /// One compile of a TORCH_TRACE log in full: status and why, dynamo_start stack,
    /// compilation_metrics, graph breaks, restart and recompile reasons, cache events,
    /// specializations, compile phases, guards and dynamo_error (`0/0`, `0/0_1`, `rank1/0/0`).
    #[arg(long, value_name = "ID", conflicts_with_all = ["ops", "groups", "stack_trie"])]
    pub compile: Option<String>,
    /// tlparse's stack trie: the compiles grouped by their dynamo_start stacks (frames in
    /// common merged), each with its status.
    #[arg(long, conflicts_with_all = ["ops", "groups"])]
    pub stack_trie: bool,
    /// Write the log's chromium compile-phase events (`chromium_event`: dynamo, aot, inductor
    /// phases of each compile) as a Perfetto / Chrome trace-event JSON file.
    #[arg(long, value_name = "OUT", conflicts_with_all = ["ops", "groups", "compile", "stack_trie"])]
    pub perfetto: Option<std::path::PathBuf>,
    /// List the kernels of Inductor's output code for the stage's compile with the nodes each
    /// computes (provenance mapping, else the Source Nodes comments), and for each invoke_quant
    /// whether its dequant was fused into its matmul's kernel and in which dtype the code
    /// computes it. Reads the graph as compiled (no library recognition).
    #[arg(long, conflicts_with_all = ["groups", "ops", "compile", "stack_trie", "perfetto"])]
    pub kernels: bool,
    /// With --kernels: the output code to read (`output_code.py`, Inductor's wrapper) instead of
    /// the one the log holds or the `output_code.py` beside FILE.
    #[arg(long, value_name = "FILE", requires = "kernels")]
    pub code: Option<std::path::PathBuf>,
    /// Print the payload of the artifacts named NAME as logged (`fx_graph_runnable`,
    /// `dynamo_cpp_guards_str`, a depyf `full_code_for_*`; a `link`'s URL): with --compile, of
    /// that compile only. One artifact prints bare, so it can be redirected to a file.
    #[arg(long, value_name = "NAME", conflicts_with_all = ["ops", "groups", "kernels", "stack_trie", "perfetto"])]
    pub artifact: Option<String>,
}

pub fn run(args: Args) -> anyhow::Result<i32> {
    if let Some(name) = &args.artifact {
        let doc = args.graph.load_compiled()?;
        return super::artifact::print(&doc, name, args.compile.as_deref(), args.json);
    }
    if args.compile.is_some() || args.stack_trie {
        return story(&args);
    }
    if let Some(out) = &args.perfetto {
        let doc = args.graph.load_compiled()?;
        if doc.phase_events.is_empty() {
            anyhow::bail!("{}: no chromium_event records to write", args.graph.file.display());
        }
        let file = args.graph.file.display().to_string();
        let trace = crate::export::perfetto::compile_phases(&file, &doc.phase_events);
        args.graph.inputs().write(out, "--perfetto", serde_json::to_string(&trace)?.as_bytes())?;
        eprintln!("wrote {} ({} compile-phase events)", out.display(), doc.phase_events.len());
        return Ok(0);
    }
    if args.kernels {
        // Inductor's code is of the graph it compiled: no library dequant recognized.
        let (doc, i) = args.graph.load_compiled_stage()?;
        return super::inspect_kernels::run(
            &doc,
            i,
            args.code.as_deref(),
            args.json,
            &args.graph.file,
        );
    }
    let doc = args.graph.load()?;
    if args.groups {
        let st = &doc.stages[args.graph.stage_index(&doc)?];
        let h = st.peek(|g| crate::group::Hierarchy::for_stage(&doc, st, g))?;
        if args.json {
            println!("{}", serde_json::to_string_pretty(&groups_json(&h))?);
        } else {
            println!("{}  {}", args.graph.file.display(), st.qualified_name());
            print!("{}", crate::group::render(&h, args.all_instances, args.depth));
        }
        return Ok(0);
    }
    if args.ops {
        let st = &doc.stages[args.graph.stage_index(&doc)?];
        let rows = st.peek(super::coverage::coverage)?;
        if args.json {
            println!("{}", serde_json::to_string_pretty(&rows)?);
        } else {
            print!("{}", super::coverage::table(&st.qualified_name(), &rows));
        }
        return Ok(0);
    }
    let stages: Vec<&Stage> = match &args.graph.stage {
        Some(_) => vec![&doc.stages[args.graph.stage_index(&doc)?]],
        None => doc.stages.iter().collect(),
    };
    let report = || -> anyhow::Result<Vec<Value>> {
        stages.iter().map(|s| Ok(s.peek(|g| stage_report(&s.qualified_name(), g))?)).collect()
    };
    if args.json {
        let report = report()?;
        let artifacts: Vec<Value> =
            doc.artifacts.iter().map(|a| json!({ "name": a.name, "compile_id": a.compile_id, "kind": a.kind, "bytes": a.text_len() })).collect();
        let story = super::story::json(&doc);
        let v = json!({ "file": args.graph.file.display().to_string(), "stages": report, "artifacts": artifacts,
                        "compiles": story["compiles"], "divergence": story["divergence"], "warnings": doc.warnings });
        println!("{}", serde_json::to_string_pretty(&v)?);
    } else if args.graph.stage.is_none() && (!doc.artifacts.is_empty() || doc.stages.len() > 1) {
        // Logs and debug dirs hold many stages: one line per stage, details with --stage.
        print!("{}", super::stages::listing(&doc, &args.graph.file.display().to_string()));
    } else {
        println!("{}", args.graph.file.display());
        for r in report()? {
            print_text(&r);
        }
    }
    Ok(0)
}

/// `--compile ID` and `--stack-trie`: the compile story needs no graph parsed.
fn story(args: &Args) -> anyhow::Result<i32> {
    let doc = args.graph.load_compiled()?;
    if let Some(want) = &args.compile {
        let c = super::story::find(&doc, want)?;
        if args.json {
            let text = |v: Vec<(String, String)>| -> Vec<Value> {
                v.into_iter().map(|(n, t)| json!({ "record": n, "text": t })).collect()
            };
            let phases: Vec<Value> =
                crate::ir::compile::phase_durations(&doc.phase_events, c.rank, &c.compile_id)
                    .into_iter()
                    .map(|(n, us)| json!({ "name": n, "us": us }))
                    .collect();
            let v = json!({ "compile": c, "reason": c.reason(),
                            "guards": text(c.guards(&doc)),
                            "errors": text(c.errors(&doc)), "phases": phases });
            println!("{}", serde_json::to_string_pretty(&v)?);
        } else {
            print!("{}", super::story::detail(&doc, c));
        }
        return Ok(0);
    }
    if args.json {
        let t = crate::ir::compile::StackTrie::build(&doc.compiles);
        println!("{}", serde_json::to_string_pretty(&trie_json(&t, &doc.compiles))?);
    } else {
        print!("{}", super::story::trie(&doc));
    }
    Ok(0)
}

fn trie_json(
    t: &crate::ir::compile::StackTrie,
    compiles: &[crate::ir::compile::CompileStory],
) -> Value {
    let children: Vec<Value> = t
        .children
        .iter()
        .map(|(f, n)| {
            let mut v = trie_json(n, compiles);
            v["frame"] = json!(f);
            v
        })
        .collect();
    let ids: Vec<Value> = t
        .terminal
        .iter()
        .map(|&i| json!({ "compile_id": compiles[i].qualified_id(), "status": compiles[i].status }))
        .collect();
    json!({ "compiles": ids, "children": children })
}

fn groups_json(h: &crate::group::Hierarchy) -> Value {
    let groups: Vec<Value> = (1..h.groups.len() as u32)
        .map(crate::group::GroupId)
        .map(|id| {
            let g = h.group(id);
            let (count, index) = match g.kind {
                crate::group::GroupKind::Repeat { count, .. } => (Some(count), None),
                crate::group::GroupKind::Instance { index } => (None, Some(index)),
                _ => (None, None),
            };
            json!({ "name": h.qualified_name(id), "label": h.label(id), "depth": g.depth,
                    "parent": g.parent.map(|p| p.0), "ops": g.op_count, "invoke_quant": g.invoke_quant_count,
                    "nodes": g.size, "repeat": count, "instance": index })
        })
        .collect();
    json!({ "evidence": format!("{:?}", h.evidence), "groups": groups })
}

fn tensor_str(g: &Graph, a: &Arg) -> Value {
    let Some(id) = a.as_node() else { return json!(crate::export::fx::arg_repr(g, a)) };
    let n = g.node(id);
    let ann = n.meta.val.as_ref().map(crate::ir::py::annotation_text).unwrap_or_else(|| "?".into());
    json!(format!("{} {ann}", n.name))
}

/// Counts of `key(node)` in first-seen order, most frequent first.
fn counts<'g>(g: &'g Graph, key: impl Fn(&'g crate::ir::Node) -> Option<&'g str>) -> Value {
    let mut m: IndexMap<&str, usize> = IndexMap::new();
    for n in &g.nodes {
        if let Some(k) = key(n) {
            *m.entry(k).or_default() += 1;
        }
    }
    m.sort_by(|_, a, _, b| b.cmp(a));
    json!(m)
}

fn stage_report(stage: &str, g: &Graph) -> Value {
    let iqs: Vec<Value> = g
        .ids()
        .filter(|&i| g.node(i).is_invoke_quant())
        .map(|i| {
            let n = g.node(i);
            let (sub_name, sub_nodes) = g.called_subgraph(i).map_or(("?".to_string(), 0), |(k, sg)| (k.to_string(), sg.total_nodes()));
            let opts = n.meta.quant_options.as_ref().map(|q| {
                json!({ "codegen_low_precision": q.codegen_low_precision, "defaulted": q.source == OptionsSource::InductorDefault, "source": q.source })
            });
            json!({
                "node": n.name,
                "scheme": n.kwarg("scheme").map(|s| crate::export::fx::arg_repr(g, s)).unwrap_or_else(|| "None".into()),
                "options": opts,
                "recognized": n.meta.recognized,
                "subgraph": sub_name,
                "subgraph_nodes": sub_nodes,
                "inputs": n.args.iter().skip(1).map(|a| tensor_str(g, a)).collect::<Vec<_>>(),
                "output": n.meta.val.as_ref().map(crate::ir::py::annotation_text),
            })
        })
        .collect();
    let inputs: Vec<Value> = g.placeholders().map(|i| tensor_str(g, &Arg::Node(i))).collect();
    let outputs: Vec<Value> = g.output_values().iter().map(|a| tensor_str(g, a)).collect();
    json!({
        "stage": stage,
        "graph": g.name,
        "nodes": g.nodes.len(),
        "subgraphs": g.subgraphs.len(),
        "total_nodes": g.total_nodes(),
        "by_op": counts(g, |n| Some(n.op.as_str())),
        "by_target": counts(g, |n| matches!(n.op, OpKind::CallFunction | OpKind::CallMethod | OpKind::CallModule).then(|| short_target(&n.target))),
        "inputs": inputs,
        "outputs": outputs,
        "invoke_quant": iqs,
        "attributes": g.attrs,
        "pytree": g.codegen,
        "export_signature": g.export_signature,
        "shape_env": g.shape_env.0.as_deref().map(shape_env_json),
    })
}

fn shape_env_json(e: &crate::ir::shape_env::ShapeEnv) -> Value {
    let symbols: Vec<Value> = e
        .symbols
        .iter()
        .map(|s| json!({ "symbol": s.name, "range": s.range_text(), "source": s.source, "hint": s.hint }))
        .collect();
    let guards: Vec<&str> = e.guards.iter().map(|g| g.text.as_str()).collect();
    let unread: Vec<Value> =
        e.unread.iter().map(|(g, why)| json!({ "guard": g, "why": why })).collect();
    json!({ "compile_id": e.compile_id, "symbols": symbols, "guards": guards, "unread": unread })
}

fn print_text(r: &Value) {
    let s = |k: &str| r[k].as_str().unwrap_or("").to_string();
    let u = |k: &str| r[k].as_u64().unwrap_or(0);
    println!(
        "\nstage {}: class {}, {} nodes, {} subgraphs ({} nodes in all)",
        s("stage"),
        s("graph"),
        u("nodes"),
        u("subgraphs"),
        u("total_nodes")
    );
    let list = |v: &Value| {
        v.as_object()
            .map(|m| m.iter().map(|(k, c)| format!("{k} {c}")).collect::<Vec<_>>().join(", "))
            .unwrap_or_default()
    };
    println!("  by op kind: {}", list(&r["by_op"]));
    println!("  by target:  {}", list(&r["by_target"]));
    let strs = |v: &Value| {
        v.as_array()
            .map(|a| a.iter().filter_map(Value::as_str).collect::<Vec<_>>().join(", "))
            .unwrap_or_default()
    };
    println!("  inputs:  {}", strs(&r["inputs"]));
    println!("  outputs: {}", strs(&r["outputs"]));
    if let Some(p) = r["pytree"].as_object() {
        println!(
            "  pytree: forward({}) flattens {}",
            strs(&p["orig_args"]),
            p["flatten_args"].as_str().filter(|a| !a.is_empty()).unwrap_or("nothing")
        );
    }
    for a in r["attributes"].as_array().into_iter().flatten() {
        let v = a["value"].as_str().map(|v| format!(" = {v}")).unwrap_or_default();
        println!(
            "  attribute {} ({}){v}",
            a["name"].as_str().unwrap_or(""),
            a["kind"].as_str().unwrap_or("")
        );
    }
    if let Some(sig) = r["export_signature"].as_object() {
        for (side, key) in [("input", "inputs"), ("output", "outputs")] {
            for e in sig[key].as_array().into_iter().flatten() {
                let t = e["target"].as_str().map(|t| format!(" target='{t}'")).unwrap_or_default();
                let x = e["extra"].as_str().map(|x| format!(" {x}")).unwrap_or_default();
                println!(
                    "  signature {side} {}: {}{t}{x}",
                    e["name"].as_str().unwrap_or(""),
                    e["kind"].as_str().unwrap_or("")
                );
            }
        }
        let ranges: Vec<String> = sig["range_constraints"]
            .as_array()
            .into_iter()
            .flatten()
            .filter_map(|p| Some(format!("{}: {}", p[0].as_str()?, p[1].as_str()?)))
            .collect();
        if !ranges.is_empty() {
            println!("  range constraints: {}", ranges.join(", "));
        }
    }
    let env = &r["shape_env"];
    for sym in env["symbols"].as_array().into_iter().flatten() {
        let hint = sym["hint"].as_i64().map(|h| format!(", hint {h}")).unwrap_or_default();
        println!(
            "  symbol {} in {} from {}{hint}",
            sym["symbol"].as_str().unwrap_or("?"),
            sym["range"].as_str().unwrap_or("?"),
            sym["source"].as_str().unwrap_or("?")
        );
    }
    for g in env["guards"].as_array().into_iter().flatten() {
        println!("  guard {}", g.as_str().unwrap_or("?"));
    }
    for u in env["unread"].as_array().into_iter().flatten() {
        println!(
            "  guard {} (not checked: {})",
            u["guard"].as_str().unwrap_or("?"),
            u["why"].as_str().unwrap_or("?")
        );
    }
    let iqs = r["invoke_quant"].as_array().cloned().unwrap_or_default();
    let mut libs: IndexMap<&str, usize> = IndexMap::new();
    for q in &iqs {
        if let Some(l) = q["recognized"]["library"].as_str() {
            *libs.entry(l).or_default() += 1;
        }
    }
    let recognized: Vec<String> = libs.iter().map(|(l, n)| format!("{n} {l}")).collect();
    match recognized.is_empty() {
        true => println!("  invoke_quant: {}", iqs.len()),
        false => println!(
            "  invoke_quant: {} (recognized from library dequant: {}; --raw shows the graph as written)",
            iqs.len(),
            recognized.join(", ")
        ),
    }
    for q in &iqs {
        let opts = match &q["options"] {
            Value::Null => "none".to_string(),
            o => format!(
                "codegen_low_precision={}{}",
                if o["codegen_low_precision"].as_bool() == Some(true) { "True" } else { "False" },
                match o["source"].as_str() {
                    Some("inductor_default") => " (Inductor default; not visible in the text)",
                    Some("pattern") => " (set by the recognizing pattern)",
                    _ => " (from InvokeQuant(...))",
                }
            ),
        };
        let from = match &q["recognized"] {
            Value::Null => String::new(),
            r => format!(
                " recognized: from {} (pattern {})",
                r["library"].as_str().unwrap_or("?"),
                r["pattern"].as_str().unwrap_or("?")
            ),
        };
        println!(
            "    {} scheme={} options: {opts}{from}\n      subgraph {} ({} nodes), inputs: {} -> {}",
            q["node"].as_str().unwrap_or(""),
            q["scheme"].as_str().unwrap_or(""),
            q["subgraph"].as_str().unwrap_or(""),
            q["subgraph_nodes"],
            strs(&q["inputs"]),
            q["output"].as_str().unwrap_or("?"),
        );
    }
}
