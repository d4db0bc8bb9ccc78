//! For every corpus case under `inductor-cpu`: our pre-fusion nodes against `ir_pre_fusion.txt`
//! and our groups against `ir_post_fusion.txt`; a failing case prints every difference.
use quantbench::import::inductor_ir::parse_ir_dump;
use quantbench::sched::{Config, CostModel, Policy, compare::compare, schedule};
use std::path::Path;

fn run_case(case: &str) -> quantbench::sched::compare::Comparison {
    let dir = Path::new("sample_graphs").join(case);
    let doc = quantbench::import::load_path(&dir.join("post_grad.txt")).unwrap();
    let g = doc.stages.last().unwrap().graph().unwrap();
    let s = schedule(g, Policy::InductorCpu, Config::default(), Box::new(CostModel::default()))
        .unwrap_or_else(|e| panic!("{case}: {e}"));
    let read = |f: &str| parse_ir_dump(&std::fs::read_to_string(dir.join(f)).unwrap(), f).unwrap();
    let c = compare(&s, Some(&read("ir_pre_fusion.txt")), Some(&read("ir_post_fusion.txt")));
    for d in &c.differences {
        eprintln!("{case}: {d}");
    }
    c
}

macro_rules! case {
    ($name:ident) => {
        #[test]
        fn $name() {
            let c = run_case(stringify!($name));
            assert!(
                c.all_agree(),
                "{} differences, first: {:?}",
                c.differences.len(),
                c.differences.first()
            );
            assert_eq!(c.groups_agree, c.groups_total);
        }
    };
}

case!(seed_nf4_mul_add);
case!(pointwise_chain_no_quant);
case!(int8_woq_linear_relu);
case!(llama_mlp_int8);
case!(nf4_packed_mm);
case!(int4_asym_bf16_highprec);
case!(int4_asym_bf16_lowprec);
case!(uint4x2_mixed_mm_iq);
case!(uint4x2_mixed_mm_plain);
case!(test_pattern_matching_nf4);
case!(test_pattern_matching_no_scheme);
case!(decoder_2layer_nf4);
