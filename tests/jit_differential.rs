//! Differential test: random FX graphs (pointwise chains, broadcasts, views, reductions, mm
//! with int8-rowwise and nf4 dequant prologues inside invoke_quant, bf16/f16 round trips) run
//! through lowering + scheduling + the Cranelift JIT and through the reference interpreter;
//! every output must agree within torch.testing's tolerance for its dtype.
use quantbench::interp;
use quantbench::kernel::exec::{check_against_interpreter, run_jit, JitOptions};
use quantbench::sched::Policy;
use rand::{Rng, SeedableRng};
use rand_chacha::ChaCha8Rng;
use std::collections::HashMap;

#[derive(Clone)]
struct Val {
    name: String,
    dt: &'static str,
    shape: Vec<i64>,
}

fn ann(dt: &str, s: &[i64]) -> String {
    format!("{dt}[{}]", s.iter().map(|x| x.to_string()).collect::<Vec<_>>().join(", "))
}

struct Gen {
    rng: ChaCha8Rng,
    params: Vec<Val>,
    lines: Vec<String>,
    subgraphs: Vec<String>,
    vals: Vec<Val>,
    n: usize,
}

impl Gen {
    fn fresh(&mut self, base: &str) -> String {
        self.n += 1;
        format!("{base}_{}", self.n)
    }
    fn input(&mut self, dt: &'static str, shape: Vec<i64>) -> Val {
        let v = Val { name: format!("arg{}_1", self.params.len()), dt, shape };
        self.params.push(v.clone());
        v
    }
    fn emit(&mut self, base: &str, dt: &'static str, shape: Vec<i64>, call: String) -> Val {
        let name = self.fresh(base);
        self.lines.push(format!("        {name}: \"{}\" = {call}", ann(dt, &shape)));
        let v = Val { name, dt, shape };
        self.vals.push(v.clone());
        v
    }
    fn pick(&mut self) -> Val {
        let i = self.rng.random_range(0..self.vals.len());
        self.vals[i].clone()
    }
    fn shape(&mut self) -> Vec<i64> {
        let rank = self.rng.random_range(1..=3);
        (0..rank).map(|_| if self.rng.random_bool(0.15) { 1 } else { self.rng.random_range(2..=13) }).collect()
    }

    fn unary(&mut self) {
        let x = self.pick();
        let (op, pre): (&str, Option<&str>) = match self.rng.random_range(0..9) {
            0 => ("neg", None),
            1 => ("abs", None),
            2 => ("relu", None),
            3 => ("sigmoid", None),
            4 => ("tanh", None),
            5 => ("sin", None),
            6 => ("exp", Some("sin")),
            7 => ("sqrt", Some("abs")),
            _ => ("rsqrt", Some("sigmoid")),
        };
        let x = match pre {
            Some(p) => self.emit(p, x.dt, x.shape.clone(), format!("torch.ops.aten.{p}.default({})", x.name)),
            None => x,
        };
        self.emit(op, x.dt, x.shape.clone(), format!("torch.ops.aten.{op}.default({})", x.name));
    }

    /// A second operand broadcastable to `x`: a suffix of its shape with some dims set to 1.
    fn broadcast_partner(&mut self, x: &Val) -> Val {
        let existing: Vec<Val> = self.vals.iter().filter(|v| v.dt == x.dt && v.shape == x.shape && v.name != x.name).cloned().collect();
        if !existing.is_empty() && self.rng.random_bool(0.5) {
            return existing[self.rng.random_range(0..existing.len())].clone();
        }
        let k = self.rng.random_range(1..=x.shape.len());
        let mut s: Vec<i64> = x.shape[x.shape.len() - k..].to_vec();
        for d in s.iter_mut() {
            if self.rng.random_bool(0.3) {
                *d = 1;
            }
        }
        self.input("f32", s)
    }

    fn binary(&mut self) {
        let x = self.pick();
        if x.dt != "f32" {
            return self.unary();
        }
        let op = ["add", "sub", "mul", "maximum", "minimum", "div"][self.rng.random_range(0..6)];
        if self.rng.random_bool(0.25) && op != "maximum" && op != "minimum" {
            let c = self.rng.random_range(-2.0f64..2.0);
            let c = if op == "div" { 1.5 + c.abs() } else { (c * 100.0).round() / 100.0 };
            self.emit(op, "f32", x.shape.clone(), format!("torch.ops.aten.{op}.Tensor({}, {c:?})", x.name));
            return;
        }
        let y = self.broadcast_partner(&x);
        let y = if op == "div" {
            let a = self.emit("abs", "f32", y.shape.clone(), format!("torch.ops.aten.abs.default({})", y.name));
            self.emit("add", "f32", y.shape.clone(), format!("torch.ops.aten.add.Tensor({}, 1)", a.name))
        } else {
            y
        };
        let target = if matches!(op, "maximum" | "minimum") { format!("torch.ops.aten.{op}.default") } else { format!("torch.ops.aten.{op}.Tensor") };
        let (a, b) = if self.rng.random_bool(0.5) { (&x, &y) } else { (&y, &x) };
        let call = format!("{target}({}, {})", a.name, b.name);
        self.emit(op, "f32", x.shape.clone(), call);
    }

    fn view(&mut self) {
        let x = self.pick();
        let r = x.shape.len();
        match self.rng.random_range(0..4) {
            0 if r >= 2 => {
                let mut perm: Vec<usize> = (0..r).collect();
                perm.swap(0, r - 1);
                let shape: Vec<i64> = perm.iter().map(|p| x.shape[*p]).collect();
                let p = perm.iter().map(|p| p.to_string()).collect::<Vec<_>>().join(", ");
                self.emit("permute", x.dt, shape, format!("torch.ops.aten.permute.default({}, [{p}])", x.name));
            }
            1 => {
                let d = self.rng.random_range(0..=r);
                let mut s = x.shape.clone();
                s.insert(d, 1);
                self.emit("unsqueeze", x.dt, s, format!("torch.ops.aten.unsqueeze.default({}, {d})", x.name));
            }
            2 => {
                let numel: i64 = x.shape.iter().product();
                self.emit("view", x.dt, vec![numel], format!("torch.ops.aten.view.default({}, [{numel}])", x.name));
            }
            _ => {
                if let Some(d) = x.shape.iter().position(|s| *s == 1) {
                    let mut s = x.shape.clone();
                    s[d] = self.rng.random_range(2..=5);
                    let l = s.iter().map(|v| v.to_string()).collect::<Vec<_>>().join(", ");
                    self.emit("expand", x.dt, s.clone(), format!("torch.ops.aten.expand.default({}, [{l}])", x.name));
                } else {
                    self.unary();
                }
            }
        }
    }

    fn reduction(&mut self) {
        let x = self.pick();
        if x.dt != "f32" {
            return self.unary();
        }
        let r = x.shape.len();
        let d = self.rng.random_range(0..r);
        let keep = self.rng.random_bool(0.5);
        let mut s = x.shape.clone();
        if keep { s[d] = 1 } else { s.remove(d); }
        if s.is_empty() {
            s.push(1);
            if !keep {
                return self.unary();
            }
        }
        let (op, target) = match self.rng.random_range(0..3) {
            0 => ("sum", "sum.dim_IntList"),
            1 => ("amax", "amax.default"),
            _ => ("mean", "mean.dim"),
        };
        let kd = if keep { "True" } else { "False" };
        self.emit(op, "f32", s, format!("torch.ops.aten.{target}({}, [{d}], {kd})", x.name));
    }

    fn round_trip(&mut self) {
        let x = self.pick();
        if x.dt != "f32" {
            return self.unary();
        }
        let (dt, torch) = if self.rng.random_bool(0.5) { ("bf16", "torch.bfloat16") } else { ("f16", "torch.float16") };
        let y = self.emit("convert_element_type", dt, x.shape.clone(), format!("torch.ops.prims.convert_element_type.default({}, {torch})", x.name));
        self.emit("convert_element_type", "f32", x.shape.clone(), format!("torch.ops.prims.convert_element_type.default({}, torch.float32)", y.name));
    }

    /// `x @ invoke_quant(dequant, w, ...).t()`: int8 rowwise or nf4 blockwise (blocksize 64).
    fn quant_mm(&mut self) {
        let m = self.rng.random_range(1..=5);
        let nf4 = self.rng.random_bool(0.4);
        let n = self.rng.random_range(1..=9) * if nf4 { 2 } else { 1 };
        let k = if nf4 { 64 * self.rng.random_range(1..=2) } else { self.rng.random_range(3..=40) };
        let x = self.input("f32", vec![m, k]);
        let sub = format!("subgraph{}", self.subgraphs.len());
        let (args, body, scheme) = if nf4 {
            let packed = self.input("u8", vec![n, k / 2]);
            let table = self.input("f32", vec![16]);
            let absmax = self.input("f32", vec![n * k / 64]);
            let body = format!(
                "    class {sub}(torch.nn.Module):
        def forward(self, arg0_1: \"u8[{n}, {h}]\", arg1_1: \"f32[16]\", arg2_1: \"f32[{nb}]\"):
            rshift: \"u8[{n}, {h}]\" = torch.ops.aten.__rshift__.Scalar(arg0_1, 4)
            unsqueeze: \"u8[{n}, {h}, 1]\" = torch.ops.aten.unsqueeze.default(rshift, 2)
            bitwise_and: \"u8[{n}, {h}]\" = torch.ops.aten.bitwise_and.Scalar(arg0_1, 15)
            unsqueeze_1: \"u8[{n}, {h}, 1]\" = torch.ops.aten.unsqueeze.default(bitwise_and, 2)
            cat: \"u8[{n}, {h}, 2]\" = torch.ops.aten.cat.default([unsqueeze, unsqueeze_1], -1)
            view: \"u8[{n}, {k}]\" = torch.ops.aten.reshape.default(cat, [{n}, -1])
            convert_element_type: \"i64[{n}, {k}]\" = torch.ops.prims.convert_element_type.default(view, torch.int64)
            index: \"f32[{n}, {k}]\" = torch.ops.aten.index.Tensor(arg1_1, [convert_element_type])
            view_1: \"f32[{n}, {kb}, 1]\" = torch.ops.aten.reshape.default(arg2_1, [{n}, {kb}, 1])
            expand: \"f32[{n}, {kb}, 64]\" = torch.ops.aten.expand.default(view_1, [{n}, {kb}, 64])
            clone: \"f32[{n}, {kb}, 64]\" = torch.ops.aten.clone.default(expand, memory_format = torch.contiguous_format)
            view_2: \"f32[{n}, {k}]\" = torch.ops.aten.reshape.default(clone, [{n}, {k}])
            mul: \"f32[{n}, {k}]\" = torch.ops.aten.mul.Tensor(index, view_2)
            return mul",
                h = k / 2,
                nb = n * k / 64,
                kb = k / 64
            );
            (format!("{}, {}, {}", packed.name, table.name, absmax.name), body, "nf4")
        } else {
            let w = self.input("i8", vec![n, k]);
            let s = self.input("f32", vec![n]);
            let body = format!(
                "    class {sub}(torch.nn.Module):
        def forward(self, arg0_1: \"i8[{n}, {k}]\", arg1_1: \"f32[{n}]\"):
            convert_element_type: \"f32[{n}, {k}]\" = torch.ops.prims.convert_element_type.default(arg0_1, torch.float32)
            unsqueeze: \"f32[{n}, 1]\" = torch.ops.aten.unsqueeze.default(arg1_1, 1)
            mul: \"f32[{n}, {k}]\" = torch.ops.aten.mul.Tensor(convert_element_type, unsqueeze)
            return mul"
            );
            (format!("{}, {}", w.name, s.name), body, "int8_woq")
        };
        self.subgraphs.push(body);
        self.lines.push(format!("        {sub} = self.{sub}"));
        let iq = self.emit("invoke_quant", "f32", vec![n, k], format!("torch.ops.higher_order.invoke_quant({sub}, {args}, scheme = '{scheme}')"));
        let t = self.emit("permute", "f32", vec![k, n], format!("torch.ops.aten.permute.default({}, [1, 0])", iq.name));
        let mm = self.emit("mm", "f32", vec![m, n], format!("torch.ops.aten.mm.default({}, {})", x.name, t.name));
        if self.rng.random_bool(0.5) {
            let b = self.input("f32", vec![n]);
            self.emit("add", "f32", vec![m, n], format!("torch.ops.aten.add.Tensor({}, {})", mm.name, b.name));
        }
    }

    fn text(&self) -> String {
        let params: Vec<String> = self.params.iter().map(|p| format!("{}: \"{}\"", p.name, ann(p.dt, &p.shape))).collect();
        let last = self.vals.last().map(|v| v.name.clone()).unwrap_or_default();
        let mut s = format!("class <lambda>(torch.nn.Module):\n    def forward(self, {}):\n", params.join(", "));
        for l in &self.lines {
            s.push_str(l);
            s.push('\n');
        }
        s.push_str(&format!("        return ({last},)\n"));
        for sub in &self.subgraphs {
            s.push('\n');
            s.push_str(sub);
            s.push('\n');
        }
        s
    }
}

fn generate(seed: u64) -> String {
    let mut g = Gen { rng: ChaCha8Rng::seed_from_u64(seed), params: vec![], lines: vec![], subgraphs: vec![], vals: vec![], n: 0 };
    if g.rng.random_bool(0.3) {
        g.quant_mm();
    } else {
        let s = g.shape();
        let x = g.input("f32", s);
        g.vals.push(x);
    }
    let steps = g.rng.random_range(1..=6);
    for _ in 0..steps {
        match g.rng.random_range(0..10) {
            0..=2 => g.unary(),
            3..=5 => g.binary(),
            6 => g.view(),
            7 => g.reduction(),
            8 => g.round_trip(),
            _ => g.quant_mm(),
        }
    }
    // Outputs as the last value; a view output is made contiguous like Inductor would return it.
    g.text()
}

#[test]
fn random_graphs_agree_with_the_interpreter() {
    let count: u64 = std::env::var("QB_DIFF_GRAPHS").ok().and_then(|v| v.parse().ok()).unwrap_or(1000);
    let mut failures = vec![];
    let mut kernels = 0usize;
    for seed in 0..count {
        let text = generate(seed);
        let doc = match quantbench::import::fx::parse_fx(&text, "generated") {
            Ok(d) => d,
            Err(e) => panic!("seed {seed}: generated text does not parse: {e}\n{text}"),
        };
        let graph = &doc.stages.last().expect("a stage").graph;
        let inputs = interp::io::generate_inputs(graph, seed, &HashMap::new()).expect("inputs");
        let policy = if seed % 2 == 0 { Policy::Workbench } else { Policy::InductorCpu };
        let opt = JitOptions { policy, threads: 1 + (seed % 2) as usize, warmup: 0, runs: 1, ..JitOptions::default() };
        let run = match run_jit(graph, &inputs, &opt) {
            Ok(r) => r,
            Err(e) => {
                failures.push(format!("seed {seed} ({}): {e}\n{text}", policy.name()));
                continue;
            }
        };
        kernels += run.kernels.iter().filter(|k| k.jit).count();
        match check_against_interpreter(graph, &inputs, &run.outputs) {
            Ok(cs) => {
                for (i, c) in cs.iter().enumerate() {
                    if !c.passed {
                        failures.push(format!("seed {seed} ({}): output {i} max_abs_err {:.3e} max_rel_err {:.3e} {:?}\n{text}", policy.name(), c.max_abs_err, c.max_rel_err, c.problem));
                    }
                }
            }
            Err(e) => failures.push(format!("seed {seed}: interpreter: {e}")),
        }
    }
    assert!(kernels >= count as usize, "only {kernels} JIT kernels ran over {count} graphs");
    assert!(failures.is_empty(), "{} of {count} graphs disagree; first:\n{}", failures.len(), failures.iter().take(3).cloned().collect::<Vec<_>>().join("\n---\n"));
}
