//! The `inductor-gpu` policy against the GPU corpus (`sample_graphs/gpu`, torch 2.11 + Triton
//! 3.6 on an H100): pre-fusion nodes, groups and Inductor's fusion-log reasons per case and
//! variant, one test per Triton template prologue decision on real output, and the Triton code
//! reader's verdict on each invoke_quant against our schedule.
use quantbench::import::case_meta::read_case_meta;
use quantbench::import::fusion_log::parse_fusion_log;
use quantbench::import::inductor_ir::read_ir_dump;
use quantbench::sched::compare::{compare, inductor_names};
use quantbench::sched::compare_log::{ReasonComparison, compare_reasons};
use quantbench::sched::config::LoggedBenchmarks;
use quantbench::sched::log::Event;
use quantbench::sched::{Config, Policy, Schedule, schedule};
use std::path::{Path, PathBuf};
use std::process::Command;

fn case(rel: &str) -> PathBuf {
    Path::new(env!("CARGO_MANIFEST_DIR")).join("sample_graphs/gpu").join(rel)
}

/// Scheduled as `fuse DIR --policy inductor-gpu --compare DIR` does: the case's config, and
/// Inductor's logged benchmark outcomes as the oracle.
fn scheduled(rel: &str) -> (Schedule, ReasonComparison) {
    let dir = case(rel);
    let doc = quantbench::import::load_path(&dir.join("post_grad.txt")).unwrap();
    let g = doc.stages.last().unwrap().graph().unwrap().clone();
    let meta = read_case_meta(&dir).unwrap().unwrap();
    let log = parse_fusion_log(&std::fs::read_to_string(dir.join("fusion.log")).unwrap());
    let s = schedule(
        &g,
        Policy::InductorGpu,
        Config::for_case(&meta),
        Box::new(LoggedBenchmarks::new(&log)),
    )
    .unwrap();
    let pre = read_ir_dump(&dir.join("ir_pre_fusion.txt")).unwrap();
    let post = read_ir_dump(&dir.join("ir_post_fusion.txt")).unwrap();
    let c = compare(&s, Some(&pre), Some(&post));
    assert!(c.all_agree(), "{rel}: {:#?}", c.differences);
    let r = compare_reasons(&s, &inductor_names(&s, &pre), &log);
    (s, r)
}

/// The cases the policy does not reproduce yet (`variant/case`), each with the class of the
/// gap. A case that starts agreeing fails this test until it is taken off the list. Empty: all
/// 54 agree (the list stays for the next corpus).
const GAPS: &[(&str, &str)] = &[];

#[test]
fn every_case_agrees_with_inductor_or_is_a_named_gap() {
    let bin = env!("CARGO_BIN_EXE_quantbench");
    let gaps: Vec<&str> = GAPS.iter().map(|g| g.0).filter(|g| !g.is_empty()).collect();
    let mut agreeing = 0;
    let mut wrong = vec![];
    for variant in ["default", "autotune"] {
        let mut names: Vec<String> = std::fs::read_dir(case(variant))
            .unwrap()
            .map(|e| e.unwrap().file_name().to_string_lossy().into_owned())
            .collect();
        names.sort();
        assert_eq!(names.len(), 27, "{variant}: {names:?}");
        for name in names {
            let dir = case(&format!("{variant}/{name}"));
            let out = Command::new(bin)
                .args(["fuse", "--policy", "inductor-gpu", "--compare"])
                .arg(&dir)
                .arg(&dir)
                .output()
                .unwrap();
            let text = String::from_utf8_lossy(&out.stdout);
            let agrees = out.status.code() == Some(0);
            if agrees {
                // Everything was compared: nodes, groups and the log's reasons.
                assert!(text.contains("pre-fusion nodes: ") && text.contains(" agree\n"), "{text}");
                assert!(text.contains("fusion log: "), "{name}: {text}");
                agreeing += 1;
            }
            if agrees == gaps.contains(&format!("{variant}/{name}").as_str()) {
                wrong.push(format!("{variant}/{name}: agrees={agrees}\n{text}"));
            }
        }
    }
    assert!(wrong.is_empty(), "{}", wrong.join("\n"));
    assert_eq!(agreeing, 54);
}

fn rejected_by_both(rel: &str, line: &str) {
    let (s, r) = scheduled(rel);
    let ours: Vec<&str> = s.log.rejections();
    assert!(ours.contains(&line), "{rel}: ours {ours:?}");
    assert!(r.all_agree(), "{rel}: {r:?}");
    let log = std::fs::read_to_string(case(rel).join("fusion.log")).unwrap();
    assert!(log.contains(&format!("[__fusion] {line}\n")), "{rel}: Inductor's log lacks {line}");
}

fn group_of<'a>(s: &'a Schedule, op: &str) -> &'a [String] {
    &s.groups.iter().find(|g| g.members.iter().any(|m| m == op)).unwrap().members
}

#[test]
fn prologue_fused_by_inductors_benchmark_replayed() {
    let (s, r) = scheduled("autotune/gpu_iq_two_reads_fp16");
    let bench: Vec<&Event> =
        s.log.events.iter().filter(|e| matches!(e, Event::Benchmark { .. })).collect();
    let [Event::Benchmark { fused: true, message, oracle, .. }] = bench[..] else {
        panic!("{bench:?}")
    };
    assert_eq!(oracle, "inductor-log");
    assert_eq!(r.benchmarks, [message.as_str()]);
    assert_eq!(
        message,
        "can fuse (benchmark): fusing OrderedSet(['buf0']) with OrderedSet(['buf1']) cause 1.676x speedup"
    );
    assert_eq!(group_of(&s, "op0"), ["op0", "op1"]);
}

#[test]
fn plain_prologue_refused_where_invoke_quant_bypasses_the_heuristic() {
    // The same body: without invoke_quant the bytes heuristic refuses it ...
    rejected_by_both(
        "autotune/gpu_plain_two_reads_fp16",
        "cannot fuse op0 with op1: prologue fusion will not increase amount of bytes read in kernel",
    );
    // ... with it, `invoke_quant_ops` skips the heuristics and the benchmark fuses it (above).
    let (s, _) = scheduled("autotune/gpu_iq_two_reads_fp16");
    assert!(s.lowered.invoke_quant_ops.contains("op0"));
    assert!(s.log.rejections().iter().all(|r| !r.contains("bytes read")));
}

#[test]
fn fp16_math_in_a_plain_prologue_must_be_upcast_and_invoke_quant_skips_that_check() {
    rejected_by_both(
        "autotune/gpu_plain_int8_fp16",
        "cannot fuse op0 with op1: prologue fusion that must be upcast to fp32 not profitable for low precision templates",
    );
    // Under invoke_quant (either codegen_low_precision) the check is skipped; the transposed
    // read of the dequant then shares no MemoryDep with the template (2.11 scores template
    // pairs by equal deps), which is the reason Inductor gives.
    for rel in ["autotune/gpu_iq_int8_fp16", "autotune/gpu_iq_int8_fp16_highprec"] {
        rejected_by_both(rel, "cannot fuse op0 with op1: no shared data");
    }
}

#[test]
fn prologue_refusals_for_padding_a_second_use_and_the_switch() {
    rejected_by_both(
        "autotune/gpu_pad_prologue_fp16",
        "cannot fuse op0 with op1: prologue fusion will not increase attempt to fuse in padding bc it increases unaligned reads",
    );
    rejected_by_both(
        "autotune/gpu_two_users_fp16",
        "cannot fuse op0 with op1: template prologue can only fuse nodes with a single use into template",
    );
    rejected_by_both(
        "autotune/gpu_prologue_off_fp16",
        "cannot fuse op0 with op1: prologue fusion turned off",
    );
}

#[test]
fn without_template_benchmarks_nothing_is_benchmarked() {
    let (s, r) = scheduled("autotune/gpu_no_benchmark_fp16");
    assert!(r.all_agree() && r.benchmarks.is_empty(), "{r:?}");
    assert!(!s.log.events.iter().any(|e| matches!(e, Event::Benchmark { .. })));
}

#[test]
fn default_mode_matmuls_are_extern_kernels_and_autotune_ones_multi_templates() {
    let (d, _) = scheduled("default/gpu_iq_two_reads_fp16");
    let (a, _) = scheduled("autotune/gpu_iq_two_reads_fp16");
    let kind = |s: &Schedule, op: &str| {
        s.nodes.iter().find(|n| n.name == op).map(|n| n.ir_class.clone()).unwrap()
    };
    assert_eq!(kind(&d, "op1"), "ExternKernelOut");
    assert_eq!(kind(&a, "op1"), "MultiTemplateBuffer");
}

/// `inspect --kernels --code`'s verdict on each invoke_quant from the Triton code agrees with
/// our schedule: fused as a template prologue exactly when our group holds the dequant and the
/// template.
#[test]
fn triton_code_reader_agrees_with_the_schedule_on_every_prologue() {
    let bin = env!("CARGO_BIN_EXE_quantbench");
    let mut checked = 0;
    let mut fused = 0;
    for name in [
        "gpu_iq_two_reads_fp16",
        "gpu_iq_int8_fp16",
        "gpu_iq_int8_fp16_highprec",
        "gpu_no_benchmark_fp16",
        "gpu_prologue_off_fp16",
        "int8_woq_linear_relu",
        "nf4_packed_mm",
        "test_pattern_matching_nf4",
        "test_pattern_matching_no_scheme",
    ] {
        let rel = format!("autotune/{name}");
        let dir = case(&rel);
        let out = Command::new(bin)
            .arg("inspect")
            .arg(dir.join("post_grad.txt"))
            .args(["--kernels", "--code"])
            .arg(dir.join("output_code.py"))
            .arg("--json")
            .output()
            .unwrap();
        assert!(out.status.success(), "{rel}: {}", String::from_utf8_lossy(&out.stderr));
        let j: serde_json::Value = serde_json::from_slice(&out.stdout).unwrap();
        let (s, _) = scheduled(&rel);
        for iq in j["invoke_quant"].as_array().unwrap() {
            let code_says = iq["fused"].as_bool().unwrap();
            // The dequant's operations are the invoke_quant ops; fused when one shares a group
            // with a template.
            let ours = s.lowered.invoke_quant_ops.iter().any(|op| {
                group_of(&s, op).iter().any(|m| {
                    s.nodes.iter().any(|n| &n.name == m && n.ir_class == "MultiTemplateBuffer")
                })
            });
            assert_eq!(code_says, ours, "{rel}: {iq}");
            if code_says {
                assert_eq!(iq["how"], "a prologue of the Triton template", "{rel}");
                fused += 1;
            }
            checked += 1;
        }
    }
    assert_eq!((checked, fused), (9, 3));
}

/// The GPU lowering's own bodies run on the CPU JIT as the interpreter computes them: an
/// `ir.Scan` (cumsum of bools into int64 along the last dim, cumprod along the first, whose
/// store puts the scanned index back at its axis) and the two `online_softmax_reduce` buffers
/// of `prims.prepare_softmax_online`.
#[test]
fn gpu_scans_and_online_softmax_run_on_the_jit_as_the_interpreter_does() {
    use quantbench::interp::{self, Tensor, Tolerance};
    use quantbench::pipeline::{JitOptions, run_jit};
    let text = r#"class GraphModule(torch.nn.Module):
    def forward(self, x: "f32[5, 12]", m: "b8[5, 12]"):
        cumsum: "i64[5, 12]" = torch.ops.aten.cumsum.default(m, -1)
        cumprod: "f32[5, 12]" = torch.ops.aten.cumprod.default(x, 0)
        prepare_softmax_online_default = torch.ops.prims.prepare_softmax_online.default(x, 1)
        getitem: "f32[5, 1]" = prepare_softmax_online_default[0]
        getitem_1: "f32[5, 1]" = prepare_softmax_online_default[1]
        return (cumsum, cumprod, getitem, getitem_1)
"#;
    let doc = quantbench::import::fx::parse_fx_raw(text, "gpu_scan").unwrap();
    let g = doc.stages.last().unwrap().graph().unwrap().clone();
    // The GPU lowering makes a Scan and the online softmax (not fallbacks or amax/sum).
    let l = quantbench::lower::lower(&g, &Policy::InductorGpu.lower_options()).unwrap();
    let rtypes: Vec<String> = l
        .operations
        .iter()
        .filter_map(|o| match &o.kind {
            quantbench::lower::OperationKind::Computed { reduction_type: Some(r), .. } => {
                Some(r.clone())
            }
            _ => None,
        })
        .collect();
    assert_eq!(rtypes, ["custom", "custom", "online_softmax_reduce", "online_softmax_reduce"]);
    let xs: Vec<f32> = (0..60).map(|i| 0.9 + ((i * 37) % 23) as f32 / 100.0).collect();
    let ms: Vec<i64> = (0..60).map(|i| i64::from(i % 3 != 1)).collect();
    let inputs = vec![
        Tensor::from_f32(vec![5, 12], xs).unwrap(),
        Tensor::from_i64(quantbench::ir::DType::B8, vec![5, 12], &ms).unwrap(),
    ];
    let want = interp::run_graph(&g, &inputs).unwrap();
    let opt = JitOptions {
        policy: Policy::InductorGpu,
        threads: 1,
        warmup: 0,
        runs: 1,
        ..JitOptions::default()
    };
    let run = run_jit(&g, &inputs, &opt).unwrap();
    assert!(run.kernels.iter().all(|k| k.jit), "{:?}", run.kernels.iter().map(|k| &k.name));
    for (i, (a, e)) in run.outputs.iter().zip(&want).enumerate() {
        let cmp = interp::compare_with(a, e, Tolerance::for_dtype(e.dtype()));
        assert!(cmp.passed, "output {i}: {cmp:?}");
    }
}

#[test]
fn prologue_refusals_for_a_reduction_a_bmm_template_and_a_shared_producer() {
    rejected_by_both(
        "autotune/gpu_reduction_prologue_fp16",
        "cannot fuse op0_op1_op2 with op3: prologue fusion only supported for pointwise nodes",
    );
    // 2.11's bmm template loads both inputs with `tl.load`: none may take a prologue, and
    // 2.11 words that as the per-input check.
    rejected_by_both(
        "autotune/decoder_2layer_nf4",
        "cannot fuse op11 with op12: prologue fusion not implemented for kernel for these inputs",
    );
    rejected_by_both(
        "autotune/decoder_2layer_nf4",
        "cannot fuse op1_op4_op9_op13_op27_op29_op34_op38 with op3: template prologue can only fuse nodes with a single use",
    );
}

/// GPT-2's MLP: the GELU prologue into `c_proj` lost Inductor's benchmark (replayed as the
/// logged slowdown), and the addmm epilogues Inductor never benchmarked (no Triton choice was
/// worth compiling with them, so nothing was logged) are declined, not guessed.
#[test]
fn benchmark_slowdowns_and_silent_declines_replayed() {
    let (s, r) = scheduled("autotune/hf_gpt2_int8");
    assert!(r.all_agree(), "{r:?}");
    let bench: Vec<(&str, bool, &str)> = s
        .log
        .events
        .iter()
        .filter_map(|e| match e {
            Event::Benchmark { node1, fused, message, .. } => {
                Some((node1.as_str(), *fused, message.as_str()))
            }
            _ => None,
        })
        .collect();
    assert!(
        bench.contains(&(
            "op24",
            false,
            "cannot fuse (benchmark): fusing OrderedSet(['buf24']) with OrderedSet(['buf25']) cause 1.369x slowdown"
        )),
        "{bench:#?}"
    );
    assert!(
        bench
            .iter()
            .any(|(n1, fused, m)| *n1 == "op5" && !fused && m.starts_with("not benchmarked")),
        "{bench:#?}"
    );
    assert_eq!(group_of(&s, "op5"), ["op5"]);
    assert!(!group_of(&s, "op24").contains(&"op25".to_string()));
}
