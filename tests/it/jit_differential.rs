//! Differential test: random post-grad graphs (pointwise chains, broadcasts, views, reductions,
//! matmuls whose weight is an int8, nf4 or int4 invoke_quant dequant, mixed input and output dtypes)
//! printed as FX text, read by the real importer, run under the JIT and the interpreter; every
//! output must agree within torch.testing's tolerance. Inputs are drawn with bounded magnitudes
//! (and values are squashed when a chain grows them) so an f32 kernel and the f64-accumulating
//! reference stay within tolerance unless one of them is wrong. A failure prints the seed and
//! the graph; `JIT_DIFF_SEED=N` runs only that seed.
use quantbench::interp::Tensor;
use quantbench::ir::DType;
use quantbench::kernel::micro::Isa;
use quantbench::kernel::runtime::Step;
use quantbench::pipeline::{JitOptions, check_against_interpreter, run_jit};
use quantbench::sched::Policy;

const GRAPHS: u64 = 1000;

struct Rng(u64);

impl Rng {
    fn next(&mut self) -> u64 {
        // splitmix64
        self.0 = self.0.wrapping_add(0x9E37_79B9_7F4A_7C15);
        let mut z = self.0;
        z = (z ^ (z >> 30)).wrapping_mul(0xBF58_476D_1CE4_E5B9);
        z = (z ^ (z >> 27)).wrapping_mul(0x94D0_49BB_1331_11EB);
        z ^ (z >> 31)
    }
    fn below(&mut self, n: usize) -> usize {
        (self.next() % n.max(1) as u64) as usize
    }
    fn range(&mut self, lo: usize, hi: usize) -> usize {
        lo + self.below(hi - lo + 1)
    }
    fn unit(&mut self) -> f64 {
        (self.next() >> 11) as f64 / (1u64 << 53) as f64
    }
    fn chance(&mut self, p: f64) -> bool {
        self.unit() < p
    }
}

#[derive(Clone)]
struct Val {
    name: String,
    shape: Vec<usize>,
    /// An upper bound of |value|.
    bound: f64,
    /// Whether `view` may be applied (eager would reject a view of a permuted tensor).
    contiguous: bool,
}

fn abbr(d: DType) -> &'static str {
    match d {
        DType::F32 => "f32",
        DType::BF16 => "bf16",
        DType::F16 => "f16",
        DType::I8 => "i8",
        DType::U8 => "u8",
        DType::I32 => "i32",
        DType::I64 => "i64",
        _ => "f32",
    }
}

fn torch_dtype(d: DType) -> &'static str {
    match d {
        DType::BF16 => "torch.bfloat16",
        DType::F16 => "torch.float16",
        DType::I64 => "torch.int64",
        _ => "torch.float32",
    }
}

/// The symbolic dimension of a dynamic graph while it is generated: printed as `s0` in
/// annotations and as the `Sym(s0)` placeholder `arg0_1` in size lists, and given its value only
/// when inputs are made for a binding. Ops whose text would depend on its value (a slice of it,
/// a view merging it, an nf4 or int8 weight along it) are not generated for it.
const SYM: usize = 1 << 40;
/// A tensor input of a dynamic graph: dtype, shape (with [`SYM`]), value range.
type InputSpec = (DType, Vec<usize>, f64, f64);
/// The largest value a binding gives `s0`: bounds computed while generating use it, so the
/// graph text is the same at every binding.
const SYM_MAX: usize = 24;

fn extent(d: usize) -> f64 {
    if d == SYM { SYM_MAX as f64 } else { d as f64 }
}

fn dim_text(d: usize) -> String {
    if d == SYM { "s0".into() } else { d.to_string() }
}

fn ty(d: DType, shape: &[usize]) -> String {
    let dims: Vec<String> = shape.iter().map(|&s| dim_text(s)).collect();
    format!("\"{}[{}]\"", abbr(d), dims.join(", "))
}

fn list(xs: &[usize]) -> String {
    let item = |&x: &usize| if x == SYM { "arg0_1".to_string() } else { x.to_string() };
    format!("[{}]", xs.iter().map(item).collect::<Vec<_>>().join(", "))
}

struct Gen {
    rng: Rng,
    params: Vec<String>,
    inputs: Vec<Tensor>,
    lines: Vec<String>,
    subgraphs: Vec<String>,
    vals: Vec<Val>,
    n: usize,
    /// Dynamic graphs: inputs are recorded (dtype, shape, lo, hi) and made per binding.
    dynamic: bool,
    specs: Vec<InputSpec>,
}

impl Gen {
    fn fresh(&mut self, base: &str) -> String {
        self.n += 1;
        format!("{base}_{}", self.n)
    }

    /// A placeholder with values drawn from `[lo, hi]` (integers for integer dtypes).
    fn input(&mut self, dtype: DType, shape: &[usize], lo: f64, hi: f64) -> String {
        let name = format!("arg{}_1", self.params.len());
        self.params.push(format!("{name}: {}", ty(dtype, shape)));
        if self.dynamic {
            self.specs.push((dtype, shape.to_vec(), lo, hi));
            return name;
        }
        let numel: usize = shape.iter().product();
        let xs: Vec<f64> = (0..numel)
            .map(|_| {
                let x = lo + (hi - lo) * self.rng.unit();
                if dtype.is_float() { x } else { x.round() }
            })
            .collect();
        self.inputs.push(Tensor::from_f64(dtype, shape.to_vec(), &xs).unwrap());
        name
    }

    fn line(&mut self, name: &str, dtype: DType, shape: &[usize], call: String) {
        self.lines.push(format!("        {name}: {} = {call}", ty(dtype, shape)));
    }

    /// A new f32 value (possibly read from a narrower dtype and converted).
    fn float_input(&mut self, shape: &[usize]) -> Val {
        let dtype = [DType::F32, DType::F32, DType::BF16, DType::F16, DType::I8, DType::I32]
            [self.rng.below(6)];
        let (lo, hi, bound) = if dtype.is_float() { (-2.0, 2.0, 2.0) } else { (-4.0, 4.0, 4.0) };
        let arg = self.input(dtype, shape, lo, hi);
        if dtype == DType::F32 {
            return Val { name: arg, shape: shape.to_vec(), bound, contiguous: true };
        }
        let name = self.fresh("convert_element_type");
        self.line(
            &name,
            DType::F32,
            shape,
            format!("torch.ops.prims.convert_element_type.default({arg}, torch.float32)"),
        );
        Val { name, shape: shape.to_vec(), bound, contiguous: true }
    }

    fn shape(&mut self) -> Vec<usize> {
        let rank = [1, 2, 2, 2, 3][self.rng.below(5)];
        (0..rank).map(|_| self.rng.range(1, 6)).collect()
    }

    fn push(&mut self, v: Val) -> Val {
        self.vals.push(v.clone());
        v
    }

    fn pick(&mut self) -> Val {
        // Mostly the newest value, so chains form; sometimes an older one, so graphs branch.
        let n = self.vals.len();
        let i = if self.rng.chance(0.7) { n - 1 } else { self.rng.below(n) };
        self.vals[i].clone()
    }

    fn unary(&mut self, x: Val) -> Val {
        let (op, call, bound) = match self.rng.below(10) {
            0 => ("neg", format!("torch.ops.aten.neg.default({})", x.name), x.bound),
            1 => ("relu", format!("torch.ops.aten.relu.default({})", x.name), x.bound),
            2 => ("abs", format!("torch.ops.aten.abs.default({})", x.name), x.bound),
            3 => ("sigmoid", format!("torch.ops.aten.sigmoid.default({})", x.name), 1.0),
            4 => ("tanh", format!("torch.ops.aten.tanh.default({})", x.name), 1.0),
            5 if x.bound <= 2.0 => {
                ("exp", format!("torch.ops.aten.exp.default({})", x.name), x.bound.exp())
            }
            6 => ("sin", format!("torch.ops.aten.sin.default({})", x.name), 1.0),
            7 => {
                let c = [0.5, -1.5, 0.25, 3.0][self.rng.below(4)];
                ("mul", format!("torch.ops.aten.mul.Tensor({}, {c})", x.name), x.bound * 3.0)
            }
            8 if x.bound <= 3.0 => (
                "pow",
                format!("torch.ops.aten.pow.Tensor_Scalar({}, 2)", x.name),
                x.bound * x.bound,
            ),
            _ => {
                let c = [1.0, -0.5, 2.0][self.rng.below(3)];
                ("add", format!("torch.ops.aten.add.Tensor({}, {c})", x.name), x.bound + 2.0)
            }
        };
        let name = self.fresh(op);
        self.line(&name, DType::F32, &x.shape, call);
        Val { name, shape: x.shape.clone(), bound, contiguous: true }
    }

    /// `x op y` where y has x's shape or broadcasts to it (trailing dims, some of them 1).
    fn binary(&mut self, x: Val) -> Val {
        let same: Vec<Val> =
            self.vals.iter().filter(|v| v.shape == x.shape && v.name != x.name).cloned().collect();
        let y = if !same.is_empty() && self.rng.chance(0.4) {
            same[self.rng.below(same.len())].clone()
        } else {
            let drop = self.rng.below(x.shape.len());
            let shape: Vec<usize> =
                x.shape[drop..].iter().map(|&s| if self.rng.chance(0.3) { 1 } else { s }).collect();
            let shape = if shape.is_empty() { vec![1] } else { shape };
            self.float_input(&shape)
        };
        let (op, target, bound) = match self.rng.below(5) {
            0 => ("add", "add.Tensor", x.bound + y.bound),
            1 => ("sub", "sub.Tensor", x.bound + y.bound),
            2 => ("mul", "mul.Tensor", x.bound * y.bound),
            3 => ("maximum", "maximum.default", x.bound.max(y.bound)),
            _ => ("minimum", "minimum.default", x.bound.max(y.bound)),
        };
        let (a, b) =
            if self.rng.chance(0.5) || y.shape.len() < x.shape.len() { (&x, &y) } else { (&y, &x) };
        let name = self.fresh(op);
        let call = format!("torch.ops.aten.{target}({}, {})", a.name, b.name);
        self.line(&name, DType::F32, &x.shape, call);
        Val { name, shape: x.shape.clone(), bound, contiguous: true }
    }

    fn view(&mut self, x: Val) -> Val {
        let r = x.shape.len();
        match self.rng.below(4) {
            0 if r >= 2 => {
                let mut perm: Vec<usize> = (0..r).collect();
                perm.reverse();
                if r == 3 && self.rng.chance(0.5) {
                    perm = vec![1, 0, 2];
                }
                let shape: Vec<usize> = perm.iter().map(|&p| x.shape[p]).collect();
                let name = self.fresh("permute");
                self.line(
                    &name,
                    DType::F32,
                    &shape,
                    format!("torch.ops.aten.permute.default({}, {})", x.name, list(&perm)),
                );
                Val { name, shape, bound: x.bound, contiguous: false }
            }
            1 => {
                let d = self.rng.below(r + 1);
                let k = self.rng.range(2, 4);
                let mut shape = x.shape.clone();
                shape.insert(d, 1);
                let name = self.fresh("unsqueeze");
                self.line(
                    &name,
                    DType::F32,
                    &shape,
                    format!("torch.ops.aten.unsqueeze.default({}, {d})", x.name),
                );
                shape[d] = k;
                let e = self.fresh("expand");
                self.line(
                    &e,
                    DType::F32,
                    &shape,
                    format!("torch.ops.aten.expand.default({name}, {})", list(&shape)),
                );
                Val { name: e, shape, bound: x.bound, contiguous: false }
            }
            2 => {
                let d = self.rng.below(r);
                if x.shape[d] < 2 || x.shape[d] == SYM {
                    return x;
                }
                let start = self.rng.below(x.shape[d] - 1);
                let end = self.rng.range(start + 1, x.shape[d]);
                let mut shape = x.shape.clone();
                shape[d] = end - start;
                let name = self.fresh("slice");
                self.line(
                    &name,
                    DType::F32,
                    &shape,
                    format!("torch.ops.aten.slice.Tensor({}, {d}, {start}, {end})", x.name),
                );
                Val { name, shape, bound: x.bound, contiguous: false }
            }
            _ => {
                let src = if x.contiguous {
                    x.clone()
                } else {
                    let name = self.fresh("clone");
                    self.line(&name, DType::F32, &x.shape, format!("torch.ops.aten.clone.default({}, memory_format = torch.contiguous_format)", x.name));
                    Val { name, ..x.clone() }
                };
                if x.shape.contains(&SYM) {
                    // Only the static dims after a leading s0 merge: `[arg0_1, 12]`.
                    if x.shape[0] != SYM || x.shape[1..].contains(&SYM) || r < 2 {
                        return x;
                    }
                    let shape = vec![SYM, x.shape[1..].iter().product()];
                    let name = self.fresh("view");
                    let call =
                        format!("torch.ops.aten.view.default({}, {})", src.name, list(&shape));
                    self.line(&name, DType::F32, &shape, call);
                    return Val { name, shape, bound: x.bound, contiguous: true };
                }
                let numel: usize = x.shape.iter().product();
                let shape = match (
                    r,
                    (2..=numel / 2).find(|f| numel.is_multiple_of(*f) && self.rng.chance(0.6)),
                ) {
                    (1, Some(f)) => vec![f, numel / f],
                    _ if r >= 2 && self.rng.chance(0.5) => vec![x.shape[0], numel / x.shape[0]],
                    _ => vec![numel],
                };
                let name = self.fresh("view");
                self.line(
                    &name,
                    DType::F32,
                    &shape,
                    format!("torch.ops.aten.view.default({}, {})", src.name, list(&shape)),
                );
                Val { name, shape, bound: x.bound, contiguous: true }
            }
        }
    }

    fn reduction(&mut self, x: Val) -> Val {
        let d = self.rng.below(x.shape.len());
        let keep = self.rng.chance(0.5) || x.shape.len() == 1;
        let mut shape = x.shape.clone();
        if keep {
            shape[d] = 1
        } else {
            shape.remove(d);
        }
        let (op, call, bound) = match self.rng.below(3) {
            0 => (
                "sum",
                format!(
                    "torch.ops.aten.sum.dim_IntList({}, [{d}], {})",
                    x.name,
                    if keep { "True" } else { "False" }
                ),
                x.bound * extent(x.shape[d]),
            ),
            1 => (
                "mean",
                format!(
                    "torch.ops.aten.mean.dim({}, [{d}], {})",
                    x.name,
                    if keep { "True" } else { "False" }
                ),
                x.bound,
            ),
            _ => (
                "amax",
                format!(
                    "torch.ops.aten.amax.default({}, [{d}], {})",
                    x.name,
                    if keep { "True" } else { "False" }
                ),
                x.bound,
            ),
        };
        let name = self.fresh(op);
        self.line(&name, DType::F32, &shape, call);
        Val { name, shape, bound, contiguous: true }
    }

    /// `x[m, k] @ W.t()` (or `addmm` with a bias) where W[n, k] is an int8 or nf4
    /// invoke_quant dequant, or a plain f32 weight.
    fn matmul(&mut self, x: Val) -> Val {
        let x = if x.shape.len() == 2 { x } else { return self.reduction(x) };
        let (m, k) = (x.shape[0], x.shape[1]);
        let n = self.rng.range(1, 9);
        let kind = self.rng.below(3);
        let (w, wbound) = match kind {
            0 => {
                // int8 rowwise: scales keep |W| <= 1.
                let q = self.input(DType::I8, &[n, k], -127.0, 127.0);
                let s = self.input(DType::F32, &[n], 0.001, 1.0 / 127.0);
                let sg = format!("subgraph{}", self.subgraphs.len());
                self.subgraphs.push(format!(
                    "    class {sg}(torch.nn.Module):\n        def forward(self, arg0_1: {}, arg1_1: {}):\n            convert_element_type: {} = torch.ops.prims.convert_element_type.default(arg0_1, torch.float32)\n            unsqueeze: {} = torch.ops.aten.unsqueeze.default(arg1_1, 1)\n            mul: {} = torch.ops.aten.mul.Tensor(convert_element_type, unsqueeze)\n            return mul\n",
                    ty(DType::I8, &[n, k]), ty(DType::F32, &[n]), ty(DType::F32, &[n, k]), ty(DType::F32, &[n, 1]), ty(DType::F32, &[n, k])
                ));
                self.lines.insert(0, format!("        {sg} = self.{sg}"));
                let name = self.fresh("invoke_quant");
                self.line(
                    &name,
                    DType::F32,
                    &[n, k],
                    format!(
                        "torch.ops.higher_order.invoke_quant({sg}, {q}, {s}, scheme = 'int8_woq')"
                    ),
                );
                (name, 1.0)
            }
            _ if k == SYM => (self.input(DType::F32, &[n, k], -1.0, 1.0), 1.0),
            1 if k % 2 == 0 => {
                // 4-bit codes, two per byte, times a factor per block of `bs` weights along k:
                // nf4 (high nibble first, a 16-entry table, the block's absmax) or ONNX
                // Runtime's affine int4 (low nibble first, `(code - 8) * scale`). Blocks of the
                // whole row, half of it, or 16/32/64 weights where they divide k (the
                // single-row template's table loop takes blocks of multiples of 16); some
                // factors are zero or subnormal.
                let mut sizes = vec![k];
                if k % 4 == 0 {
                    sizes.push(k / 2);
                }
                sizes.extend([16, 32, 64].into_iter().filter(|b| k % b == 0 && *b < k / 2));
                let bs = sizes[self.rng.below(sizes.len())];
                let nf4 = self.rng.chance(0.5);
                let nb = k / bs;
                let packed = self.input(DType::U8, &[n, k / 2], 0.0, 255.0);
                let table = nf4.then(|| self.input(DType::F32, &[16], -1.0, 1.0));
                let hi = if nf4 { 1.0 } else { 0.125 };
                let factor = self.input(DType::F32, &[n * nb], 0.1 * hi, hi);
                if !self.dynamic
                    && let Some(t) = self.inputs.last_mut()
                {
                    let mut v = t.to_f64_vec();
                    for (i, x) in v.iter_mut().enumerate() {
                        match (i * 7 + n) % 11 {
                            0 => *x = 0.0,
                            1 => *x = 1e-40,
                            _ => {}
                        }
                    }
                    *t = Tensor::from_f64(DType::F32, vec![n * nb], &v).unwrap();
                }
                let sg = format!("subgraph{}", self.subgraphs.len());
                let u8s = |s: &[usize]| ty(DType::U8, s);
                let f = |s: &[usize]| ty(DType::F32, s);
                let (first, second) =
                    if nf4 { ("rshift", "bitwise_and") } else { ("bitwise_and", "rshift") };
                let op_of = |o: &str| {
                    if o == "rshift" {
                        "__rshift__.Scalar(arg0_1, 4)"
                    } else {
                        "bitwise_and.Scalar(arg0_1, 15)"
                    }
                };
                let (params, deq, factor_arg) = if nf4 {
                    (
                        format!(
                            "arg0_1: {}, arg1_1: {}, arg2_1: {}",
                            u8s(&[n, k / 2]),
                            f(&[16]),
                            f(&[n * nb])
                        ),
                        format!(
                            "\x20           convert_element_type: {} = torch.ops.prims.convert_element_type.default(view, torch.int64)\n\
                             \x20           index: {} = torch.ops.aten.index.Tensor(arg1_1, [convert_element_type])\n",
                            ty(DType::I64, &[n, k]),
                            f(&[n, k])
                        ),
                        "arg2_1",
                    )
                } else {
                    (
                        format!("arg0_1: {}, arg1_1: {}", u8s(&[n, k / 2]), f(&[n * nb])),
                        format!(
                            "\x20           convert_element_type: {} = torch.ops.prims.convert_element_type.default(view, torch.float32)\n\
                             \x20           index: {} = torch.ops.aten.sub.Tensor(convert_element_type, 8)\n",
                            f(&[n, k]),
                            f(&[n, k])
                        ),
                        "arg1_1",
                    )
                };
                self.subgraphs.push(format!(
                    "    class {sg}(torch.nn.Module):\n        def forward(self, {params}):\n\
                     \x20           {first}: {} = torch.ops.aten.{}\n\
                     \x20           unsqueeze: {} = torch.ops.aten.unsqueeze.default({first}, 2)\n\
                     \x20           {second}: {} = torch.ops.aten.{}\n\
                     \x20           unsqueeze_1: {} = torch.ops.aten.unsqueeze.default({second}, 2)\n\
                     \x20           cat: {} = torch.ops.aten.cat.default([unsqueeze, unsqueeze_1], -1)\n\
                     \x20           view: {} = torch.ops.aten.reshape.default(cat, [{n}, -1])\n\
                     {deq}\
                     \x20           view_1: {} = torch.ops.aten.reshape.default({factor_arg}, [{n}, {nb}, 1])\n\
                     \x20           expand: {} = torch.ops.aten.expand.default(view_1, [{n}, {nb}, {bs}])\n\
                     \x20           clone: {} = torch.ops.aten.clone.default(expand, memory_format = torch.contiguous_format)\n\
                     \x20           view_2: {} = torch.ops.aten.reshape.default(clone, [{n}, {k}])\n\
                     \x20           mul: {} = torch.ops.aten.mul.Tensor(index, view_2)\n\
                     \x20           return mul\n",
                    u8s(&[n, k / 2]), op_of(first), u8s(&[n, k / 2, 1]), u8s(&[n, k / 2]), op_of(second), u8s(&[n, k / 2, 1]), u8s(&[n, k / 2, 2]), u8s(&[n, k]),
                    f(&[n, nb, 1]), f(&[n, nb, bs]), f(&[n, nb, bs]), f(&[n, k]), f(&[n, k])
                ));
                self.lines.insert(0, format!("        {sg} = self.{sg}"));
                let name = self.fresh("invoke_quant");
                let call = match &table {
                    Some(t) => format!(
                        "torch.ops.higher_order.invoke_quant({sg}, {packed}, {t}, {factor}, scheme = 'nf4')"
                    ),
                    None => format!(
                        "torch.ops.higher_order.invoke_quant({sg}, {packed}, {factor}, scheme = 'int4_sym')"
                    ),
                };
                self.line(&name, DType::F32, &[n, k], call);
                (name, 1.0)
            }
            _ => {
                let w = self.input(DType::F32, &[n, k], -1.0, 1.0);
                (w, 1.0)
            }
        };
        let t = self.fresh("permute");
        self.line(&t, DType::F32, &[k, n], format!("torch.ops.aten.permute.default({w}, [1, 0])"));
        let bound = x.bound * wbound * extent(k);
        if self.rng.chance(0.3) {
            let bias_shape = if self.rng.chance(0.5) { vec![n] } else { vec![m, n] };
            let b = self.input(DType::F32, &bias_shape, -1.0, 1.0);
            let name = self.fresh("addmm");
            self.line(
                &name,
                DType::F32,
                &[m, n],
                format!("torch.ops.aten.addmm.default({b}, {}, {t})", x.name),
            );
            return Val { name, shape: vec![m, n], bound: bound + 1.0, contiguous: true };
        }
        let name = self.fresh("mm");
        self.line(
            &name,
            DType::F32,
            &[m, n],
            format!("torch.ops.aten.mm.default({}, {t})", x.name),
        );
        Val { name, shape: vec![m, n], bound, contiguous: true }
    }

    fn graph(seed: u64) -> (String, Vec<Tensor>) {
        let (text, g) = Gen::generate(seed, false);
        (text, g.inputs)
    }

    /// A graph whose first input's leading dim is the symbol `s0` (a `Sym(s0)` placeholder
    /// `arg0_1`), and the specs of its tensor inputs.
    fn dynamic_graph(seed: u64) -> (String, Vec<InputSpec>) {
        let (text, g) = Gen::generate(seed, true);
        (text, g.specs)
    }

    fn generate(seed: u64, dynamic: bool) -> (String, Gen) {
        let mut g = Gen {
            rng: Rng(seed),
            params: vec![],
            inputs: vec![],
            lines: vec![],
            subgraphs: vec![],
            vals: vec![],
            n: 0,
            dynamic,
            specs: vec![],
        };
        if dynamic {
            g.params.push("arg0_1: \"Sym(s0)\"".into());
        }
        // Every tenth graph starts from one wide row, so matmuls on it take the single-row
        // template's unrolled loop (k >= 16) and, for int8 weights, its row-scale path. (No
        // random draw here: the other seeds keep the graphs they always had.)
        let shape =
            if seed % 10 == 9 { vec![1, 16 + (seed as usize / 10 * 7) % 70] } else { g.shape() };
        let mut shape = shape;
        if dynamic {
            shape[0] = SYM;
        }
        let first = g.float_input(&shape);
        g.push(first);
        let steps = g.rng.range(2, 7);
        for _ in 0..steps {
            let x = g.pick();
            let v = match g.rng.below(10) {
                0..=2 => g.unary(x),
                3..=4 => g.binary(x),
                5..=6 => g.view(x),
                7 => g.reduction(x),
                _ => g.matmul(x),
            };
            // Keep magnitudes where f32 rounding stays far inside the absolute tolerance:
            // scale by a power of two (exact), which scales rounding errors with the values.
            let v = if v.bound > 6.0 {
                let scale = (2.0f64).powi(-(v.bound.log2().ceil() as i32));
                let name = g.fresh("mul");
                g.line(
                    &name,
                    DType::F32,
                    &v.shape,
                    format!("torch.ops.aten.mul.Tensor({}, {scale:?})", v.name),
                );
                Val { name, bound: v.bound * scale, contiguous: true, ..v }
            } else {
                v
            };
            g.push(v);
        }
        // Outputs: the last value, sometimes an earlier one, sometimes stored as bf16/f16.
        let mut last = g.vals[g.vals.len() - 1].clone();
        if last.name.starts_with("arg") {
            last = g.unary(last);
        }
        let mut outs = vec![last];
        if g.vals.len() > 2 && g.rng.chance(0.4) {
            let i = g.rng.below(g.vals.len() - 1);
            if !outs.iter().any(|o| o.name == g.vals[i].name) && !g.vals[i].name.starts_with("arg")
            {
                outs.push(g.vals[i].clone());
            }
        }
        let mut names = vec![];
        for o in outs {
            if g.rng.chance(0.2) {
                let d = if g.rng.chance(0.5) { DType::BF16 } else { DType::F16 };
                let name = g.fresh("convert_element_type");
                g.line(
                    &name,
                    d,
                    &o.shape,
                    format!(
                        "torch.ops.prims.convert_element_type.default({}, {})",
                        o.name,
                        torch_dtype(d)
                    ),
                );
                names.push(name);
            } else {
                names.push(o.name);
            }
        }
        let mut text = format!(
            "class <lambda>(torch.nn.Module):\n    def forward(self, {}):\n",
            g.params.join(", ")
        );
        for l in &g.lines {
            text.push_str(l);
            text.push('\n');
        }
        text.push_str(&format!("        return ({},)\n", names.join(", ")));
        for s in &g.subgraphs {
            text.push('\n');
            text.push_str(s);
        }
        (text, g)
    }
}

/// The inputs of a dynamic graph at `s0 = value`, drawn from their own stream.
fn dynamic_inputs(specs: &[InputSpec], value: usize, seed: u64) -> Vec<Tensor> {
    let mut rng = Rng(seed ^ 0x0005_EED0_FD1A);
    specs
        .iter()
        .map(|(dtype, shape, lo, hi)| {
            let shape: Vec<usize> =
                shape.iter().map(|&d| if d == SYM { value } else { d }).collect();
            let numel: usize = shape.iter().product();
            let xs: Vec<f64> = (0..numel)
                .map(|_| {
                    let x = lo + (hi - lo) * rng.unit();
                    if dtype.is_float() { x } else { x.round() }
                })
                .collect();
            Tensor::from_f64(*dtype, shape, &xs).unwrap()
        })
        .collect()
}

/// One dynamic graph at three random bindings of `s0`: each run compiles the graph specialized
/// to its binding, and must agree with the interpreter on the symbolic graph.
fn check_dynamic(seed: u64) -> Result<(), String> {
    let (text, specs) = Gen::dynamic_graph(seed);
    if std::env::var("JIT_DIFF_SHOW").is_ok() {
        eprintln!("{text}");
    }
    let fail = |what: String| format!("dynamic seed {seed}: {what}\n{text}");
    let doc = quantbench::import::fx::parse_fx(&text, "generated")
        .map_err(|e| fail(format!("parse: {e}")))?;
    let graph = &doc.stages.last().ok_or_else(|| fail("no stage".into()))?.graph().unwrap();
    let mut rng = Rng(seed.wrapping_mul(31).wrapping_add(7));
    let opt = JitOptions {
        policy: Policy::Workbench,
        threads: 2,
        warmup: 0,
        runs: 1,
        ..JitOptions::default()
    };
    // Compiled once, at the first binding (its sizes are the hints); run at all three.
    let mut prev: Option<quantbench::pipeline::JitRun> = None;
    for b in 0..3 {
        let value = rng.range(1, SYM_MAX);
        let inputs = dynamic_inputs(&specs, value, seed.wrapping_add(b));
        let r = match prev.take() {
            None => run_jit(graph, &inputs, &opt),
            Some(p) => {
                let compile_s = p.compiled.program.compile_s;
                let reference = quantbench::pipeline::verify(graph, &inputs)
                    .map_err(|e| fail(format!("s0={value}: interpreter: {e}")))?;
                let r = quantbench::pipeline::rerun_jit(
                    graph,
                    p,
                    &inputs,
                    &opt,
                    reference,
                    &mut |_, _| true,
                );
                if let Ok(r) = &r
                    && r.compiled.program.compile_s != compile_s
                {
                    return Err(fail(format!("s0={value}: the program changed")));
                }
                r
            }
        }
        .map_err(|e| fail(format!("s0={value}: JIT: {e}")))?;
        if r.sizes.get("s0") != Some(&(value as i64)) || r.sizes.len() != 1 {
            return Err(fail(format!("s0={value}: bound to {:?}", r.sizes)));
        }
        let cmp = check_against_interpreter(graph, &inputs, &r.outputs)
            .map_err(|e| fail(format!("s0={value}: interpreter: {e}")))?;
        for (i, c) in cmp.iter().enumerate() {
            if !c.passed {
                return Err(fail(format!(
                    "s0={value}: output {i}: max_abs_err {:.3e} max_rel_err {:.3e} {:?}",
                    c.max_abs_err, c.max_rel_err, c.problem
                )));
            }
        }
        if !r.compiled.notes.is_empty() {
            return Err(fail(format!("s0={value}: kernels fell back: {:?}", r.compiled.notes)));
        }
        if r.compiled.program.symbols.0 != ["s0"] {
            return Err(fail(format!("compiled for symbols {:?}", r.compiled.program.symbols.0)));
        }
        prev = Some(r);
    }
    Ok(())
}

#[test]
fn random_dynamic_graphs_agree_with_the_interpreter_at_three_bindings() {
    let (failures, total) = failing_seeds(check_dynamic);
    assert!(
        failures.is_empty(),
        "{} of {total} dynamic graphs differ; reproduce with JIT_DIFF_SEED=<seed>: {failures:?}",
        failures.len()
    );
}

/// The dynamic graphs carry the symbol through views, broadcasts, reductions and matmuls.
#[test]
fn dynamic_generator_covers_symbolic_views_reductions_and_matmuls() {
    let texts: Vec<String> = (0..GRAPHS).map(|s| Gen::dynamic_graph(s).0).collect();
    for needle in [
        "arg0_1: \"Sym(s0)\"",
        "[arg0_1, ",
        "aten.expand",
        "aten.permute",
        "aten.sum",
        "aten.mm",
        "scheme = 'int8_woq'",
        "scheme = 'nf4'",
        ", s0]",
    ] {
        let n = texts.iter().filter(|t| t.contains(needle)).count();
        assert!(n >= 20, "only {n} dynamic graphs contain {needle}");
    }
    assert!(texts.iter().all(|t| t.contains("[s0")), "every graph has s0 in an input");
}

fn check(seed: u64) -> Result<(), String> {
    let (text, inputs) = Gen::graph(seed);
    let fail = |what: String| format!("seed {seed}: {what}\n{text}");
    let doc = quantbench::import::fx::parse_fx(&text, "generated")
        .map_err(|e| fail(format!("parse: {e}")))?;
    let graph = &doc.stages.last().ok_or_else(|| fail("no stage".into()))?.graph().unwrap();
    // Every graph under workbench (prologue fusion); every third also under inductor-cpu.
    let policies: &[Policy] = if seed.is_multiple_of(3) {
        &[Policy::Workbench, Policy::InductorCpu]
    } else {
        &[Policy::Workbench]
    };
    for &policy in policies {
        let mut opt =
            JitOptions { policy, threads: 2, warmup: 0, runs: 1, ..JitOptions::default() };
        // 4-bit weights: keep the CLIF to see whether the table loop was compiled.
        let four_bit = text.contains("'nf4'") || text.contains("'int4_sym'");
        opt.codegen.keep_clif = four_bit;
        // Half the single-row decodes (seed % 10 == 9) run the Cranelift loops, half the
        // micro-kernels this CPU has.
        if (seed / 10).is_multiple_of(2) {
            opt.codegen.micro = quantbench::kernel::micro::Micro::Off;
        }
        let r = run_jit(graph, &inputs, &opt)
            .map_err(|e| fail(format!("{}: JIT: {e}", policy.name())))?;
        if policy == Policy::Workbench
            && r.compiled.program.steps.iter().any(|s| match s {
                Step::Jit { kernel, .. } => !kernel.micro.is_empty(),
                _ => false,
            })
        {
            MICRO.fetch_add(1, std::sync::atomic::Ordering::Relaxed);
        }
        let table_loop = r.compiled.program.steps.iter().any(|s| match s {
            Step::Jit { kernel, .. } => {
                s.fx_nodes().iter().any(|f| f.ends_with(".rshift"))
                    && kernel.clif.contains("x86_pshufb")
            }
            _ => false,
        });
        if table_loop && policy == Policy::Workbench {
            TABLE_LOOP.fetch_add(1, std::sync::atomic::Ordering::Relaxed);
        }
        let cmp = check_against_interpreter(graph, &inputs, &r.outputs)
            .map_err(|e| fail(format!("interpreter: {e}")))?;
        for (i, c) in cmp.iter().enumerate() {
            if !c.passed {
                return Err(fail(format!(
                    "{}: output {i}: max_abs_err {:.3e} max_rel_err {:.3e} {:?}",
                    policy.name(),
                    c.max_abs_err,
                    c.max_rel_err,
                    c.problem
                )));
            }
        }
        if !r.compiled.notes.is_empty() {
            return Err(fail(format!(
                "{}: kernels fell back: {:?}",
                policy.name(),
                r.compiled.notes
            )));
        }
    }
    // With the int8 row scale factored out of the k-sum, or a 4-bit block factor out of the
    // block's products, the bits may change; the result must pass Inductor's fp64 rule, and
    // nothing may fall back.
    let four_bit = text.contains("scheme = 'nf4'") || text.contains("scheme = 'int4_sym'");
    if text.contains("int8_woq") || four_bit {
        let mut opt = JitOptions {
            policy: Policy::Workbench,
            threads: 2,
            warmup: 0,
            runs: 1,
            ..JitOptions::default()
        };
        opt.codegen.factor_scales = true;
        let r =
            run_jit(graph, &inputs, &opt).map_err(|e| fail(format!("factor_scales: JIT: {e}")))?;
        let cmp = check_against_interpreter(graph, &inputs, &r.outputs)
            .map_err(|e| fail(format!("interpreter: {e}")))?;
        for (i, c) in cmp.iter().enumerate() {
            if !c.accepted() {
                return Err(fail(format!("factor_scales: output {i}: {}", c.verdict())));
            }
        }
        let factored = |n: &String| n.contains("after the k-sum") || n.contains("once per block");
        if let Some(n) = r.compiled.notes.iter().find(|n| !factored(n)) {
            return Err(fail(format!("factor_scales: a kernel fell back: {n}")));
        }
        if r.compiled.notes.iter().any(|n| n.contains("after the k-sum")) {
            FACTORED.fetch_add(1, std::sync::atomic::Ordering::Relaxed);
        }
        if r.compiled.notes.iter().any(|n| n.contains("once per block")) {
            FACTORED_4BIT.fetch_add(1, std::sync::atomic::Ordering::Relaxed);
        }
    }
    Ok(())
}

/// `JIT_DIFF_SEED=N` runs one seed; `JIT_DIFF_GRAPHS=N` runs seeds 0..N (longer searches).
fn seeds() -> Vec<u64> {
    let env = |k: &str| std::env::var(k).ok().and_then(|s| s.parse::<u64>().ok());
    match (env("JIT_DIFF_SEED"), env("JIT_DIFF_GRAPHS")) {
        (Some(s), _) => vec![s],
        (None, n) => (0..n.unwrap_or(GRAPHS)).collect(),
    }
}

/// Graphs whose factored run compiled the factored row-scale loop (coverage, checked below).
static FACTORED: std::sync::atomic::AtomicUsize = std::sync::atomic::AtomicUsize::new(0);
/// Graphs whose factored run compiled the factored 4-bit table loop.
static FACTORED_4BIT: std::sync::atomic::AtomicUsize = std::sync::atomic::AtomicUsize::new(0);
/// Graphs whose 4-bit weight went through the single-row template's table loop
/// (`kernel::nibble`).
static TABLE_LOOP: std::sync::atomic::AtomicUsize = std::sync::atomic::AtomicUsize::new(0);
/// Graphs one of whose kernels called a micro-kernel (`kernel::micro`).
static MICRO: std::sync::atomic::AtomicUsize = std::sync::atomic::AtomicUsize::new(0);

#[test]
fn random_graphs_agree_with_the_interpreter() {
    let seeds = seeds();
    let total = seeds.len();
    let mut failures = vec![];
    for s in seeds {
        if let Err(e) = check(s) {
            eprintln!("{e}");
            failures.push(s);
        }
    }
    assert!(
        failures.is_empty(),
        "{} of {total} graphs differ; reproduce with JIT_DIFF_SEED=<seed>: {failures:?}",
        failures.len()
    );
    if total >= GRAPHS as usize {
        let n = FACTORED.load(std::sync::atomic::Ordering::Relaxed);
        assert!(n >= 5, "only {n} graphs reached the factored row-scale loop");
        let t = TABLE_LOOP.load(std::sync::atomic::Ordering::Relaxed);
        assert!(t >= 5, "only {t} graphs reached the 4-bit table loop");
        let any_isa = [Isa::Avx2, Isa::Avx512].into_iter().any(|i| i.available());
        let m = MICRO.load(std::sync::atomic::Ordering::Relaxed);
        assert!(m >= 5 || !any_isa, "only {m} graphs reached a micro-kernel");
        let f4 = FACTORED_4BIT.load(std::sync::atomic::Ordering::Relaxed);
        assert!(f4 >= 5, "only {f4} graphs reached the factored 4-bit table loop");
    }
}

/// The generator covers what it claims (so the 1,000 graphs are not 1,000 pointwise chains).
#[test]
fn generator_covers_quantized_matmuls_views_and_reductions() {
    let texts: Vec<String> = (0..GRAPHS).map(|s| Gen::graph(s).0).collect();
    for needle in [
        "scheme = 'int8_woq'",
        "scheme = 'nf4'",
        "scheme = 'int4_sym'",
        "aten.addmm",
        "aten.permute",
        "aten.expand",
        "aten.slice",
        "aten.view",
        "aten.sum",
        "aten.amax",
        "bf16[",
        "i8[",
        "maximum",
    ] {
        let n = texts.iter().filter(|t| t.contains(needle)).count();
        assert!(n >= 20, "only {n} graphs contain {needle}");
    }
}

/// Lowering with symbolic sizes against lowering the same graph specialized to the hints: the
/// symbolic schedule evaluated at the hints is the specialized one — the same buffers with the
/// same layouts, the same groups — wherever Inductor's rules do not themselves depend on sizes
/// being numbers. A size-dependent rule that differs is named in the error.
fn check_symbolic_lowering(seed: u64) -> Result<(), String> {
    use quantbench::sched::{Config, CostModel, schedule};
    let (text, _) = Gen::dynamic_graph(seed);
    let fail = |what: String| format!("dynamic seed {seed}: {what}\n{text}");
    let doc = quantbench::import::fx::parse_fx(&text, "generated")
        .map_err(|e| fail(format!("parse: {e}")))?;
    let graph = doc.stages.last().ok_or_else(|| fail("no stage".into()))?.graph().unwrap();
    // Dynamo specializes sizes 0 and 1, so a symbol's hint is at least 2; from 8 on, a
    // reduction over the symbol is not one Inductor unrolls at the specialized size either
    // (`unroll_reductions_threshold`: it never unrolls a symbolic count).
    let hint = Rng(seed.wrapping_mul(97).wrapping_add(3)).range(8, SYM_MAX) as i64;
    let hints: std::collections::BTreeMap<String, i64> = [("s0".to_string(), hint)].into();
    let symbolic = quantbench::ir::shape_env::with_given_sizes(graph, &hints);
    let special = quantbench::ir::specialize::specialize(graph, &hints)
        .map_err(|e| fail(format!("specialize: {e}")))?;
    let env: std::collections::HashMap<String, i64> = hints.clone().into_iter().collect();
    for policy in [Policy::InductorCpu, Policy::Workbench] {
        let sched = |g: &quantbench::ir::Graph| {
            schedule(g, policy, Config::default(), Box::new(CostModel::default()))
        };
        let a = sched(&symbolic).map_err(|e| fail(format!("{}: symbolic: {e}", policy.name())))?;
        let b =
            sched(&special).map_err(|e| fail(format!("{}: specialized: {e}", policy.name())))?;
        let at = |v: &[quantbench::lower::index::Expr]| -> Vec<Option<i64>> {
            v.iter().map(|e| e.eval(&env)).collect()
        };
        let layouts = |s: &quantbench::sched::Schedule| -> Vec<String> {
            s.lowered
                .buffers
                .iter()
                .map(|x| {
                    let l = &x.layout;
                    format!(
                        "{} {:?} {:?} {:?}",
                        x.name,
                        at(&l.size),
                        at(&l.stride),
                        l.offset.eval(&env)
                    )
                })
                .collect()
        };
        let (la, lb) = (layouts(&a), layouts(&b));
        if la != lb {
            let first = la.iter().zip(&lb).find(|(x, y)| x != y);
            return Err(fail(format!(
                "{} at s0={hint}: layouts differ ({} vs {} buffers), first {first:?}",
                policy.name(),
                la.len(),
                lb.len()
            )));
        }
        let groups = |s: &quantbench::sched::Schedule| -> Vec<String> {
            s.groups.iter().map(|g| g.members.join("_")).collect()
        };
        if groups(&a) != groups(&b) {
            return Err(fail(format!(
                "{} at s0={hint}: groups {:?} vs {:?}",
                policy.name(),
                groups(&a),
                groups(&b)
            )));
        }
    }
    Ok(())
}

#[test]
fn symbolic_lowering_evaluated_at_the_hints_is_the_specialized_lowering() {
    let (failures, total) = failing_seeds(check_symbolic_lowering);
    assert!(
        failures.is_empty(),
        "{} of {total} dynamic graphs lower differently; reproduce with JIT_DIFF_SEED=<seed>: {failures:?}",
        failures.len()
    );
}

/// The seeds whose check fails (each failure printed), and how many ran.
fn failing_seeds(check: fn(u64) -> Result<(), String>) -> (Vec<u64>, usize) {
    let seeds = seeds();
    let total = seeds.len();
    let failures = seeds
        .into_iter()
        .filter(|&s| match check(s) {
            Ok(()) => false,
            Err(e) => {
                eprintln!("{e}");
                true
            }
        })
        .collect();
    (failures, total)
}
