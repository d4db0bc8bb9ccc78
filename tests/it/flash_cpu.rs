//! `_scaled_dot_product_flash_attention_for_cpu` against eager, bit for bit, from
//! `tests/data/flash_cpu.safetensors` (`tools/flash_cpu.py`): f32 operands, key lengths under
//! one AVX512 vector, with and without an additive mask, causal. (A single query row is MKL's gemv order, not
//! reproduced bit for bit: not checked here.)
use quantbench::interp::ops::{self, Call};
use quantbench::interp::{self, Tensor, Value};

fn data() -> indexmap::IndexMap<String, Tensor> {
    let path = concat!(env!("CARGO_MANIFEST_DIR"), "/tests/data/flash_cpu.safetensors");
    interp::io::load_safetensors(std::path::Path::new(path)).unwrap()
}

fn differing(ours: &Tensor, eager: &Tensor) -> usize {
    assert_eq!(ours.sizes(), eager.sizes());
    let (a, b) = (ours.to_f64_vec(), eager.to_f64_vec());
    a.iter().zip(&b).filter(|(x, y)| x.to_bits() != y.to_bits()).count()
}

#[test]
fn flash_attention_for_cpu_f32_is_eagers() {
    let d = data();
    let mut case = 0;
    while let Some(q) = d.get(&format!("c{case}_q")) {
        let t = |n: &str| Value::Tensor(d[&format!("c{case}_{n}")].clone());
        let args = d[&format!("c{case}_args")].to_f64_vec();
        let mut kwargs = vec![];
        if d.contains_key(&format!("c{case}_mask")) {
            kwargs.push(("attn_mask".to_string(), t("mask")));
        }
        if !args[0].is_nan() {
            kwargs.push(("scale".to_string(), Value::Float(args[0])));
        }
        let call = Call {
            args: vec![
                Value::Tensor(q.clone()),
                t("k"),
                t("v"),
                Value::Float(0.0),
                Value::Bool(args[1] != 0.0),
            ],
            kwargs,
        };
        let Some(Ok(Value::List(outs))) =
            ops::call("aten", "_scaled_dot_product_flash_attention_for_cpu", "default", &call)
        else {
            panic!("case {case}: the op did not run");
        };
        let [Value::Tensor(out), Value::Tensor(lse)] = &outs[..] else {
            panic!("case {case}: {outs:?}")
        };
        let eager_out = &d[&format!("c{case}_out")];
        let eager_lse = &d[&format!("c{case}_lse")];
        let n = differing(out, eager_out);
        assert_eq!(n, 0, "case {case}: {n}/{} outputs differ from eager", eager_out.numel());
        let n = differing(lse, eager_lse);
        assert_eq!(n, 0, "case {case}: {n}/{} logsumexp differ from eager", eager_lse.numel());
        case += 1;
    }
    assert_eq!(case, 4);
}
