//! The compile story of TORCH_TRACE logs (`ir::compile`): every compile id with its status as
//! tlparse tells it, why, its stack, metrics, graph breaks, recompile reasons, cache events and
//! specializations; `quantbench inspect` printing them; ranks that diverge. On the logs of
//! `sample_graphs/compile_story/` (see its README).
use quantbench::ir::compile::{CacheOutcome, CompileStory, Divergence, StackTrie, Status};
use quantbench::ir::{ArtifactKind, Document};
use std::path::{Path, PathBuf};
use std::process::Command;

pub fn story_dir(rel: &str) -> PathBuf {
    Path::new(env!("CARGO_MANIFEST_DIR")).join("sample_graphs/compile_story").join(rel)
}

/// The one log in `sample_graphs/compile_story/<rel>/`.
pub fn story_log(rel: &str) -> PathBuf {
    let dir = story_dir(rel);
    let logs: Vec<PathBuf> = std::fs::read_dir(&dir)
        .unwrap()
        .map(|e| e.unwrap().path())
        .filter(|p| p.extension().is_some_and(|e| e == "log"))
        .collect();
    assert_eq!(logs.len(), 1, "{dir:?}");
    logs[0].clone()
}

fn load(rel: &str) -> Document {
    quantbench::import::load_path(&story_log(rel)).unwrap()
}

fn compile<'d>(doc: &'d Document, id: &str) -> &'d CompileStory {
    doc.compiles.iter().find(|c| c.compile_id == id).unwrap_or_else(|| {
        panic!("no {id} in {:?}", doc.compiles.iter().map(|c| &c.compile_id).collect::<Vec<_>>())
    })
}

#[test]
fn every_compile_of_the_story_log_with_its_status() {
    let doc = load("story");
    let ids: Vec<(&str, Status)> =
        doc.compiles.iter().map(|c| (c.compile_id.as_str(), c.status)).collect();
    assert_eq!(
        ids,
        vec![
            ("0/0", Status::Restarted),
            ("0/0_1", Status::GraphBreak),
            ("1/0", Status::Ok),
            ("2/0", Status::Failed),
            ("3/0", Status::Ok),
            ("3/1", Status::Ok),
            ("3/2", Status::Ok),
        ]
    );
    // The failed compile logged no graph: it is a compile all the same.
    assert!(!doc.stages.iter().any(|s| s.compile_id.as_deref() == Some("2/0")));
    let failed = compile(&doc, "2/0");
    let m = failed.main_metrics().unwrap();
    assert_eq!(m.fail_type.as_deref(), Some("Unsupported"));
    let why = failed.reason().unwrap();
    assert!(
        why.starts_with("Unsupported: Encountered aliasing during higher order op tracing"),
        "{why}"
    );
    assert!(m.fail_reason.as_deref().unwrap().contains("Found in invoke_quant_packed"));
    assert!(m.fail_user_frame().unwrap().ends_with(".py:61"), "{:?}", m.fail_user_frame());
    assert!(failed.has_error, "dynamo_error");
    assert_eq!(failed.stack.last().unwrap().name, "fails");

    let restarted = compile(&doc, "0/0");
    assert_eq!(restarted.restarted_as.as_deref(), Some("0/0_1"));
    assert_eq!(restarted.graph_breaks.len(), 1);
    assert_eq!(
        restarted.reason().unwrap(),
        "Call to `torch._dynamo.graph_break()` (at /tmp/trace_work/compile_story/gen_story.py:14)"
    );
    let broken = compile(&doc, "0/0_1");
    let m = broken.main_metrics().unwrap();
    assert_eq!(m.restart_reasons.len(), 1);
    assert_eq!(m.graph_op_count, Some(1), "x.sin()");
    assert!(m.entire_frame_compile_time_s.unwrap() > 0.0);
    assert!(m.other.iter().any(|(k, _)| k == "has_guarded_code"));
    assert!(!m.other.iter().any(|(k, _)| k == "dynamo_config"), "long fields are not kept");

    // The resume function's stack: the module line, then the resume frame.
    let resume = compile(&doc, "1/0");
    let frames: Vec<String> = resume.stack.iter().map(|f| f.to_string()).collect();
    assert_eq!(
        frames,
        vec![
            "/tmp/trace_work/compile_story/gen_story.py:35 in <module>",
            "/tmp/trace_work/compile_story/gen_story.py:14 in torch_dynamo_resume_in_broken_at_14"
        ]
    );
    assert_eq!(resume.stack[0].loc.as_deref(), Some("broken(torch.randn(4, 16))"));

    let grown = compile(&doc, "3/1");
    assert_eq!(
        grown.recompile_reasons,
        vec!["3/0: tensor 'x' size mismatch at index 0. expected 4, actual 6"]
    );
    assert_eq!(grown.specializations.len(), 1);
    let s = &grown.specializations[0];
    assert_eq!((s.symbol.as_str(), s.value.as_str()), ("s77", "6"));
    assert_eq!(s.sources, vec!["L['x'].size()[0]"]);
    assert_eq!(grown.guards_added, vec!["Eq(s77, 6)"]);
    let retyped = compile(&doc, "3/2");
    assert_eq!(retyped.recompile_reasons.len(), 2);
    assert!(retyped.recompile_reasons[0].contains("dtype mismatch. expected Float, actual Double"));
    assert!(retyped.has_guards);
    // Chromium compile-phase events are kept, with their compile ids.
    assert!(
        doc.phase_events
            .iter()
            .any(|e| e.name == "dynamo" && e.compile_id.as_deref() == Some("2/0"))
    );
}

#[test]
fn every_record_the_story_reads_is_a_known_artifact() {
    let doc = load("story");
    let unknown: Vec<&str> = doc
        .artifacts
        .iter()
        .filter(|a| a.kind == ArtifactKind::Unknown)
        .map(|a| a.name.as_str())
        .collect();
    assert!(unknown.is_empty(), "unknown artifacts: {unknown:?}");
}

#[test]
fn the_story_is_the_same_indexed_and_in_memory() {
    let path = story_log("story");
    let indexed = quantbench::import::load_path(&path).unwrap();
    let text = std::fs::read_to_string(&path).unwrap();
    let whole = quantbench::import::parse_text(&text, "story.log", Default::default()).unwrap();
    assert_eq!(indexed.compiles, whole.compiles);
    assert_eq!(indexed.phase_events, whole.phase_events);
}

#[test]
fn cache_hits_and_misses() {
    let miss = load("cache_miss");
    let c = compile(&miss, "0/0");
    assert_eq!(c.status, Status::Ok);
    let outcomes: Vec<(&str, CacheOutcome)> =
        c.cache.iter().map(|e| (e.cache.as_str(), e.outcome)).collect();
    assert_eq!(
        outcomes,
        vec![("aotautograd", CacheOutcome::Miss), ("fx_graph", CacheOutcome::Miss)]
    );
    let hit = load("cache_hit");
    let c = compile(&hit, "0/0");
    assert_eq!(c.status, Status::CacheHit);
    assert!(c.cache.iter().all(|e| e.outcome == CacheOutcome::Hit) && c.cache.len() == 2);
    assert_eq!(c.cache[0].detail.as_deref(), Some("hit"));
}

#[test]
fn ranks_that_compile_differently_are_told_apart() {
    let doc = quantbench::import::load_path(&story_dir("ranks")).unwrap();
    let ids: Vec<String> = doc.compiles.iter().map(|c| c.qualified_id()).collect();
    assert_eq!(ids, vec!["rank0/0/0", "rank1/0/0", "rank1/0/1"]);
    let d = Divergence::of(&doc.compiles, &doc.ranks());
    assert!(d.compile_ids_diverge());
    assert!(d.cache_diverges());
    let w = d.warnings();
    assert_eq!(w.len(), 2, "{w:?}");
    assert!(w[0].contains("Diverging Compilation IDs") && w[0].contains("ranks 0 (0/0)"), "{w:?}");
    assert!(w[1].contains("ranks 0 (0/0: aotautograd miss, fx_graph miss)"), "{w:?}");
    // The same log twice agrees with itself.
    let one: Vec<CompileStory> =
        doc.compiles.iter().filter(|c| c.rank == Some(1)).cloned().collect();
    let mut two = one.clone();
    two.iter_mut().for_each(|c| c.rank = Some(2));
    let same = Divergence::of(&[one, two].concat(), &[1, 2]);
    assert!(same.warnings().is_empty());
}

#[test]
fn stack_trie_merges_the_program_frames() {
    let doc = load("story");
    let t = StackTrie::build(&doc.compiles);
    let text = t.render(&doc.compiles);
    // Frames 0, 2 and 3 start in the compiled function itself; the resume function under the
    // module line: five branches at the top.
    assert_eq!(t.children.len(), 4, "{text}");
    assert!(text.contains("- /tmp/trace_work/compile_story/gen_story.py:11 in broken  [0/0 restarted] [0/0_1 graph break]"), "{text}");
    assert!(text.contains("- /tmp/trace_work/compile_story/gen_story.py:27 in recompiles  [3/0 ok] [3/1 ok] [3/2 ok]"), "{text}");
    assert!(text.contains("[2/0 failed]"), "{text}");
}

fn bin() -> Command {
    Command::new(env!("CARGO_BIN_EXE_quantbench"))
}

fn run(args: &[&str], file: &Path) -> String {
    let out = bin().args(args).arg(file).output().unwrap();
    let err = String::from_utf8_lossy(&out.stderr);
    assert!(out.status.success(), "{err}");
    String::from_utf8_lossy(&out.stdout).into_owned()
}

#[test]
fn inspect_prints_each_compile_and_why() {
    let log = story_log("story");
    let out = run(&["inspect"], &log);
    let at = |s: &str| out.find(s).unwrap_or_else(|| panic!("no `{s}` in\n{out}"));
    // In log order, each with its status and reasons.
    assert!(at("compile 0/0  restarted") < at("compile 0/0_1  graph break"));
    assert!(at("compile 0/0_1  graph break") < at("compile 1/0  ok"));
    at(
        "  graph break: Call to `torch._dynamo.graph_break()` (at /tmp/trace_work/compile_story/gen_story.py:14)",
    );
    at("  restarted as 0/0_1");
    at("compile 2/0  failed\n  failed: Unsupported at ");
    at(
        "    Encountered aliasing during higher order op tracing\n      Explanation: Higher order ops do not support aliasing. Found in invoke_quant_packed",
    );
    at("  recompile reason: 3/0: tensor 'x' size mismatch at index 0. expected 4, actual 6");
    at("  specialized: s77 = 6 (range_refined_to_singleton; L['x'].size()[0])");
    let hit = run(&["inspect"], &story_log("cache_hit"));
    assert!(
        hit.contains("compile 0/0  cache hit\n  cache: fx_graph hit, aotautograd hit"),
        "{hit}"
    );

    let json: serde_json::Value = serde_json::from_str(&run(&["inspect", "--json"], &log)).unwrap();
    let c = &json["compiles"][3];
    assert_eq!(c["compile_id"], "2/0");
    assert_eq!(c["status"], "failed");
    assert_eq!(c["metrics"][0]["fail_type"], "Unsupported");
    assert!(c["reason"].as_str().unwrap().contains("Encountered aliasing"));
    assert_eq!(c["stages"], serde_json::json!([]));
    assert_eq!(json["compiles"][5]["specializations"][0]["value"], "6");
}

#[test]
fn inspect_one_compile_in_full() {
    let log = story_log("story");
    let out = run(&["inspect", "--compile", "3/2"], &log);
    for want in [
        "compile 3/2: ok",
        "stack (dynamo_start, most recent call last):\n  /tmp/trace_work/compile_story/gen_story.py:27 in recompiles",
        "recompile_reasons:\n  3/1: tensor 'x' dtype mismatch. expected Float, actual Double",
        "compilation_metrics:\n",
        "graph_op_count",
        "compile phases (chromium_event):\n",
        "guards (dynamo_cpp_guards_str):\n",
        "TENSOR_MATCH",
        "stages: dynamo_output_graph,",
    ] {
        assert!(out.contains(want), "no `{want}` in\n{out}");
    }
    let failed = run(&["inspect", "--compile", "[2/0]"], &log);
    assert!(failed.contains("stages: none (no graph was logged)"), "{failed}");
    assert!(failed.contains("dynamo_error:\n  Traceback (most recent call last):"), "{failed}");
    assert!(
        failed.contains("fail_reason (compilation_metrics):\n  Encountered aliasing"),
        "{failed}"
    );
    let j: serde_json::Value =
        serde_json::from_str(&run(&["inspect", "--json", "--compile", "3/2"], &log)).unwrap();
    assert_eq!(j["compile"]["compile_id"], "3/2");
    assert!(j["guards"][0]["text"].as_str().unwrap().contains("TENSOR_MATCH"));
    assert!(j["phases"].as_array().unwrap().iter().any(|p| p["name"] == "dynamo"));

    let out = bin().args(["inspect", "--compile", "9/9"]).arg(&log).output().unwrap();
    assert!(!out.status.success());
    assert!(
        String::from_utf8_lossy(&out.stderr).contains("no compile `9/9`; the file has: 0/0, 0/0_1")
    );

    let trie = run(&["inspect", "--stack-trie"], &log);
    assert!(trie.contains("in broken  [0/0 restarted] [0/0_1 graph break]"), "{trie}");

    let ranks = run(&["inspect"], &story_dir("ranks"));
    assert!(ranks.contains("rank 1 compile 0/1  cache hit"), "{ranks}");
    assert!(ranks.contains("warning: Diverging Compilation IDs detected across ranks"), "{ranks}");
    assert!(
        ranks.contains("warning: Diverging Cache hit/miss patterns detected across ranks"),
        "{ranks}"
    );
    let one = run(&["inspect", "--compile", "rank1/0/1"], &story_dir("ranks"));
    assert!(one.starts_with("compile rank1/0/1: cache hit"), "{one}");
}

/// Checks `v` is trace-event JSON as Perfetto and chrome://tracing read it: a `traceEvents`
/// list whose events have a name, a known phase, a timestamp, integer pid and tid, and whose
/// begin/end events nest on each thread (an end closes the innermost open begin of its name).
/// Returns the number of begin events.
fn well_formed_trace(v: &serde_json::Value) -> usize {
    let events = v["traceEvents"].as_array().expect("traceEvents");
    let mut open: std::collections::HashMap<(u64, u64), Vec<String>> = Default::default();
    let mut begins = 0;
    for e in events {
        let name = e["name"].as_str().unwrap_or_else(|| panic!("no name: {e}"));
        let ph = e["ph"].as_str().unwrap_or_else(|| panic!("no ph: {e}"));
        assert!(["B", "E", "X", "i", "I", "M", "C", "b", "e", "n"].contains(&ph), "{e}");
        let (pid, tid) = (e["pid"].as_u64().expect("pid"), e["tid"].as_u64().expect("tid"));
        if ph != "M" {
            assert!(e["ts"].as_f64().is_some(), "no ts: {e}");
        }
        let stack = open.entry((pid, tid)).or_default();
        match ph {
            "B" => {
                begins += 1;
                stack.push(name.to_string());
            }
            "E" => assert_eq!(stack.pop().as_deref(), Some(name), "unbalanced end {e}"),
            _ => {}
        }
    }
    for (k, s) in &open {
        assert!(s.is_empty(), "phases never ended on {k:?}: {s:?}");
    }
    begins
}

#[test]
fn compile_phases_export_as_a_perfetto_trace() {
    let dir = tempfile::tempdir().unwrap();
    for (log, name) in [(story_log("story"), "story.json"), (story_dir("ranks"), "ranks.json")] {
        let out = dir.path().join(name);
        let o = bin().args(["inspect", "--perfetto"]).arg(&out).arg(&log).output().unwrap();
        assert!(o.status.success(), "{}", String::from_utf8_lossy(&o.stderr));
        let v: serde_json::Value = serde_json::from_slice(&std::fs::read(&out).unwrap()).unwrap();
        let doc = quantbench::import::load_path(&log).unwrap();
        let logged = doc.phase_events.iter().filter(|e| e.ph == "B").count();
        assert!(logged > 10);
        assert_eq!(well_formed_trace(&v), logged);
        let events = v["traceEvents"].as_array().unwrap();
        // Every compile's Dynamo phase is there with its compile id (the failed one too).
        for c in &doc.compiles {
            if c.compile_id.ends_with("_1") {
                continue; // a restarted attempt runs inside its first attempt's phases
            }
            assert!(
                events.iter().any(|e| e["name"] == "dynamo"
                    && e["ph"] == "B"
                    && e["args"]["compile_id"] == c.compile_id.as_str()
                    && e["pid"] == u64::from(c.rank.unwrap_or(0))),
                "no dynamo phase of {}",
                c.qualified_id()
            );
        }
        let procs = events.iter().filter(|e| e["name"] == "process_name").count();
        assert_eq!(procs, doc.ranks().len().max(1));
    }
    // The log itself is never written over.
    let log = story_log("cache_hit");
    let o = bin().args(["inspect", "--perfetto"]).arg(&log).arg(&log).output().unwrap();
    assert!(!o.status.success());
}

/// `collectives_{agree,diverge}`: two gloo ranks whose graphs have functional collectives
/// (`gen_collectives.py`); in `diverge` rank 1's graph has an extra all_gather.
#[test]
fn collective_schedules_and_tensor_meta_across_ranks() {
    let agree = quantbench::import::load_path(&story_dir("collectives_agree")).unwrap();
    let c = agree.compiles.iter().find(|c| c.qualified_id() == "rank1/0/0").unwrap();
    assert_eq!(
        c.collective_schedules,
        vec![vec![
            "torch.ops._c10d_functional.all_reduce_.default".to_string(),
            "torch.ops._c10d_functional.wait_tensor.default".to_string(),
        ]]
    );
    let ops = &c.runtimes[0];
    assert_eq!(ops.iter().filter(|o| o.kind == "collective").count(), 1);
    assert_eq!(ops[0].outputs[0].shape, vec!["4", "8"]);
    assert_eq!(ops[0].outputs[0].dtype.as_deref(), Some("float32"));
    let orders: Vec<(Option<u32>, Vec<String>)> =
        agree.graph_executions.iter().map(|e| (e.rank, e.order.clone())).collect();
    assert_eq!(orders, vec![(Some(0), vec!["0/0".into()]), (Some(1), vec!["0/0".into()])]);
    let out = run(&["inspect"], &story_dir("collectives_agree"));
    assert!(!out.contains("warning:"), "{out}");
    assert!(!out.contains("unknown artifacts"), "{out}");

    let out = run(&["inspect"], &story_dir("collectives_diverge"));
    let warns: Vec<&str> = out.lines().filter(|l| l.starts_with("warning:")).collect();
    assert_eq!(warns.len(), 3, "{out}");
    assert!(
        warns[0].starts_with("warning: Diverging collective operation schedules detected across ranks: ranks 0 (0/0 all_reduce_, 0/0 wait_tensor) vs ranks 1 (")
            && warns[0].ends_with(
                "first difference at collective 2: rank 0 none vs rank 1 0/0 all_gather_into_tensor"
            ),
        "{out}"
    );
    assert!(
        warns[1].starts_with("warning: Diverging tensor metadata detected across ranks: ranks 0 (fingerprint ")
            && warns[1].contains(", 4 ops) vs ranks 1 (fingerprint ")
            && warns[1].contains("rank 1 0/0 torch.ops._c10d_functional.all_gather_into_tensor.default -> float32[8, 8] stride [8, 1]"),
        "{out}"
    );
    assert_eq!(
        warns[2],
        "warning: Collective schedules differ between the graphs ranks ran at execution index 0"
    );
    // Both ranks ran 0/0: the order agrees, and on CPU every estimate is 0, so none differ.
    assert!(!out.contains("execution order") && !out.contains("Runtime estimates"), "{out}");

    let one = run(&["inspect", "--compile", "rank1/0/0"], &story_dir("collectives_diverge"));
    for want in [
        "inductor_collective_schedule (graph 0):\n    0  torch.ops._c10d_functional.all_reduce_.default\n",
        "    2  torch.ops._c10d_functional.all_gather_into_tensor.default\n",
        "inductor_runtime_and_tensor_meta (graph 0): 7 ops, estimated 0.000 ms",
        "float32[8, 8] stride [8, 1]",
    ] {
        assert!(one.contains(want), "{want:?} in\n{one}");
    }
    let j: serde_json::Value =
        serde_json::from_str(&run(&["inspect", "--json"], &story_dir("collectives_diverge")))
            .unwrap();
    assert_eq!(j["divergence"]["collectives"], true);
    assert_eq!(j["divergence"]["collective_groups"][1]["ranks"], serde_json::json!([1]));
}

#[test]
fn a_jit_trace_of_a_logged_stage_follows_its_compile_phases() {
    let dir = tempfile::tempdir().unwrap();
    let out = dir.path().join("run.json");
    let log = story_log("story");
    let o = bin()
        .args(["run", "--stage", "1/0:inductor_post_grad_graph", "--jit", "--runs", "3"])
        .arg("--trace")
        .arg(&out)
        .arg(&log)
        .output()
        .unwrap();
    assert!(o.status.success(), "{}", String::from_utf8_lossy(&o.stderr));
    let v: serde_json::Value = serde_json::from_slice(&std::fs::read(&out).unwrap()).unwrap();
    let doc = quantbench::import::load_path(&log).unwrap();
    // The compile phases are all there and nest.
    assert_eq!(well_formed_trace(&v), doc.phase_events.iter().filter(|e| e.ph == "B").count());
    let events = v["traceEvents"].as_array().unwrap();
    let names: Vec<&str> = events
        .iter()
        .filter(|e| e["name"] == "process_name")
        .map(|e| e["args"]["name"].as_str().unwrap())
        .collect();
    assert_eq!(names.len(), 2, "{names:?}");
    assert!(names[1].ends_with("quantbench JIT kernels (timed here, placed after compile 1/0)"));
    // Three timed runs of the one fused kernel (cos + add), after compile 1/0's last event.
    let end_1_0 = doc
        .phase_events
        .iter()
        .filter(|e| e.compile_id.as_deref() == Some("1/0"))
        .map(|e| e.ts + e.dur.unwrap_or(0.0))
        .fold(f64::NEG_INFINITY, f64::max);
    let kernels: Vec<&serde_json::Value> =
        events.iter().filter(|e| e["ph"] == "X" && e["pid"] == 1000).collect();
    assert_eq!(kernels.len(), 3);
    for k in kernels {
        assert_eq!(k["args"]["fx_nodes"], serde_json::json!(["cos", "add"]));
        assert!(k["ts"].as_f64().unwrap() >= end_1_0, "{k}");
    }
}

#[test]
fn stacks_on_record_envelopes_make_tlparses_unknown_stack_trie() {
    // An AOTInductor compile logs no dynamo_start: its records carry their own stacks.
    let aoti = Path::new(env!("CARGO_MANIFEST_DIR"))
        .join("sample_graphs/forms/pytree/torch_trace_aoti.log");
    let doc = quantbench::import::load_path(&aoti).unwrap();
    assert_eq!(doc.envelope_stacks.len(), 13);
    let out = run(&["inspect", "--stack-trie"], &aoti);
    assert!(out.starts_with("(no compile logged a dynamo_start stack)\n"), "{out}");
    assert!(out.contains("\nunknown stack trie (13 records whose envelope carries a stack):\n"));
    // The user's frame is the root; the pre-grad records part under run_pre_grad_passes.
    let trie = out.split_once("carries a stack):\n").unwrap().1;
    assert!(trie.lines().next().unwrap().contains("in <module>"), "{trie}");
    for leaf in ["[before_pre_grad_graph]", "[after_pre_grad_graph]", "[aot_inference_graph]"] {
        let line =
            trie.lines().find(|l| l.ends_with(leaf)).unwrap_or_else(|| panic!("{leaf}: {trie}"));
        assert!(line.trim_start().starts_with("- "), "a branch of its own: {line}");
    }
    // A log whose records carry no stack of their own has no such trie.
    assert!(!run(&["inspect", "--stack-trie"], &story_log("story")).contains("unknown stack trie"));
    // Per-rank logs: each leaf says its rank.
    let ranks = run(&["inspect", "--stack-trie"], &story_dir("collectives_agree"));
    assert!(
        ranks.contains("[graph_execution rank 0]") && ranks.contains("[graph_execution rank 1]"),
        "{ranks}"
    );
}
