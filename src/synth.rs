//! Synthetic FX text for benchmarks and tests: post-grad-like graphs of any size, built as an
//! [`ir::Graph`](crate::ir::Graph) and printed with the FX printer, so the text has PyTorch's
//! exact shape (annotations, deletion idiom, `# File:` comments, nested subgraph classes).
pub mod decode;

use crate::export::fx::print_graph;
use crate::ir::{
    Arg, DType, Graph, Node, NodeId, NodeMeta, OpKind, SourceLoc, TensorMeta, ValMeta,
};
use crate::op::{self, Category, Op};
use rand::{Rng, SeedableRng};
use rand_chacha::ChaCha8Rng;
use std::collections::HashMap;

/// FX text of a post-grad-like graph with about `nodes` nodes (counting subgraph nodes):
/// placeholders, RMSNorm reductions, int8 and nf4 weight dequantization under `invoke_quant`
/// (one subgraph per call, as Inductor prints them), permute + mm/addmm, view/permute shuffles
/// and pointwise chains. Deterministic for a given `seed`.
pub fn synthetic_fx(nodes: usize, seed: u64) -> String {
    print_graph(&synthetic_graph(nodes, seed))
}

/// The graph behind [`synthetic_fx`].
pub fn synthetic_graph(nodes: usize, seed: u64) -> Graph {
    let mut b = Builder::new(seed);
    let h0 = b.placeholder(DType::F32, &[B, D]);
    let mut h = h0;
    while b.count() + 2 < nodes {
        h = match b.rng.random_range(0..6) {
            0 => b.rms_norm(h),
            1 => b.int8_linear(h),
            2 => b.nf4_linear(h),
            3 => b.addmm(h),
            4 => b.head_shuffle(h),
            _ => b.pointwise(h),
        };
    }
    b.finish(h)
}

/// A model of identical layers with about `nodes` nodes (counting subgraph nodes): every layer
/// runs the same blocks from the same source lines (norm, int8 and nf4 linears, head shuffle,
/// pointwise chains, a linear), so `group` cuts it into instances as it does a real post-grad
/// decoder. Deterministic for a given `seed`.
pub fn synthetic_model(nodes: usize, seed: u64) -> Graph {
    let mut b = Builder::new(seed);
    let mut h = b.placeholder(DType::F32, &[B, D]);
    while b.count() + 2 < nodes {
        // Every layer draws the same chains.
        b.rng = ChaCha8Rng::seed_from_u64(seed);
        let blocks: [fn(&mut Builder, NodeId) -> NodeId; 9] = [
            Builder::rms_norm,
            Builder::int8_linear,
            Builder::head_shuffle,
            Builder::pointwise,
            Builder::nf4_linear,
            Builder::rms_norm,
            Builder::int8_linear,
            Builder::pointwise,
            Builder::addmm,
        ];
        for (k, block) in blocks.iter().enumerate() {
            b.line_base = 1000 * k as u32;
            h = block(&mut b, h);
        }
    }
    b.finish(h)
}

/// The pointwise chains' ops (the table's pointwise category; a test checks it).
const CHAIN: [(Op, &str); 6] = [
    (Op::Mul, "Tensor"),
    (Op::Add, "Tensor"),
    (Op::Sigmoid, "default"),
    (Op::Relu, "default"),
    (Op::Exp, "default"),
    (Op::Sub, "Tensor"),
];

/// The FX name a call of `op` gets: its packet's, except that post-grad graphs keep the name of
/// the `view` Inductor's passes turned into `reshape`.
fn node_base(op: Op) -> &'static str {
    if op == Op::Reshape { "view" } else { op.name() }
}

/// The target of an overload the table has a schema for.
fn target(op: Op, overload: &str) -> String {
    debug_assert!(op.schema(op.name(), overload).is_some(), "{op:?}.{overload} is not registered");
    op.target(overload)
}

const B: i64 = 16;
const D: i64 = 256;
const HEADS: i64 = 4;
/// Distinct weight sets; layers past this reuse them, like tied weights.
const MAX_WEIGHTS: usize = 96;

/// Placeholder ids live above this bound until [`Builder::finish`] moves them to the front.
const PH: u32 = 1 << 30;

struct Builder {
    rng: ChaCha8Rng,
    placeholders: Vec<Node>,
    body: Vec<Node>,
    subgraphs: Vec<(String, Graph)>,
    sub_nodes: usize,
    names: HashMap<String, usize>,
    weights: HashMap<(&'static str, usize), Vec<NodeId>>,
    layer: usize,
    source: Option<SourceLoc>,
    /// Added to every source line: blocks at different places in a layer print different lines.
    line_base: u32,
}

fn meta(dtype: DType, shape: &[i64]) -> NodeMeta {
    NodeMeta { val: Some(ValMeta::Tensor(TensorMeta::new(dtype, shape))), ..Default::default() }
}

fn n(id: NodeId) -> Arg {
    Arg::Node(id)
}

fn ints(v: &[i64]) -> Arg {
    Arg::List(v.iter().map(|&x| Arg::Int(x)).collect())
}

impl Builder {
    fn new(seed: u64) -> Builder {
        Builder {
            rng: ChaCha8Rng::seed_from_u64(seed),
            placeholders: vec![],
            body: vec![],
            subgraphs: vec![],
            sub_nodes: 0,
            names: HashMap::new(),
            weights: HashMap::new(),
            layer: 0,
            source: None,
            line_base: 0,
        }
    }
    fn count(&self) -> usize {
        self.placeholders.len() + self.body.len() + self.sub_nodes
    }
    /// FX's naming: `mul`, `mul_1`, ...; names FX may not use as they are (Python builtins:
    /// `pow`, `sum`, `slice`) start at `_1`.
    fn fresh(names: &mut HashMap<String, usize>, base: &str) -> String {
        let k = names.entry(base.to_string()).or_insert(0);
        let builtin = op::is_illegal_fx_name(base);
        let name = if *k == 0 && !builtin {
            base.to_string()
        } else {
            format!("{base}_{}", *k + builtin as usize)
        };
        *k += 1;
        name
    }
    fn placeholder(&mut self, dtype: DType, shape: &[i64]) -> NodeId {
        let name = format!("arg{}_1", self.placeholders.len());
        let mut node = Node::new(name.clone(), OpKind::Placeholder, name);
        node.meta = meta(dtype, shape);
        self.placeholders.push(node);
        NodeId(PH + self.placeholders.len() as u32 - 1)
    }
    fn at(&mut self, line: u32, func: &str, code: &str) {
        self.source = Some(SourceLoc::from_summary(&format!(
            "File: /home/dev/quant/model.py:{} in {func}, code: {code}",
            line + self.line_base
        )));
    }
    fn op(
        &mut self,
        base: &str,
        target: &str,
        args: Vec<Arg>,
        kwargs: Vec<(String, Arg)>,
        m: NodeMeta,
    ) -> NodeId {
        let name = Self::fresh(&mut self.names, base);
        let mut node = Node::new(name, OpKind::CallFunction, target);
        node.args = args;
        node.kwargs = kwargs;
        node.meta = m;
        node.meta.source = self.source.clone();
        self.body.push(node);
        NodeId(self.body.len() as u32 - 1)
    }
    fn aten(
        &mut self,
        op: Op,
        overload: &str,
        args: Vec<Arg>,
        dtype: DType,
        shape: &[i64],
    ) -> NodeId {
        self.op(node_base(op), &target(op, overload), args, vec![], meta(dtype, shape))
    }
    /// The weights of kind `kind` for the current layer (shared once MAX_WEIGHTS exist).
    fn weights(&mut self, kind: &'static str, make: &[(DType, &[i64])]) -> Vec<NodeId> {
        let slot = self.layer % MAX_WEIGHTS;
        if let Some(w) = self.weights.get(&(kind, slot)) {
            return w.clone();
        }
        let w: Vec<NodeId> = make.iter().map(|(d, s)| self.placeholder(*d, s)).collect();
        self.weights.insert((kind, slot), w.clone());
        w
    }

    fn rms_norm(&mut self, x: NodeId) -> NodeId {
        self.layer += 1;
        let w = self.weights("norm", &[(DType::F32, &[D])])[0];
        self.at(153, "_rms", "return x * torch.rsqrt(x.pow(2).mean(-1, keepdim=True) + 1e-6) * w");
        let p = self.aten(Op::Pow, "Tensor_Scalar", vec![n(x), Arg::Int(2)], DType::F32, &[B, D]);
        let m = self.aten(
            Op::Mean,
            "dim",
            vec![n(p), ints(&[-1]), Arg::Bool(true)],
            DType::F32,
            &[B, 1],
        );
        let a = self.aten(Op::Add, "Tensor", vec![n(m), Arg::Float(1e-6)], DType::F32, &[B, 1]);
        let r = self.aten(Op::Rsqrt, "default", vec![n(a)], DType::F32, &[B, 1]);
        let y = self.aten(Op::Mul, "Tensor", vec![n(x), n(r)], DType::F32, &[B, D]);
        self.aten(Op::Mul, "Tensor", vec![n(y), n(w)], DType::F32, &[B, D])
    }

    /// `invoke_quant(subgraphN, *weights, scheme=...)` whose subgraph dequantizes to f32[D, D].
    fn invoke_quant(&mut self, scheme: &str, weights: &[NodeId], mut sub: Graph) -> NodeId {
        let k = self.subgraphs.len();
        let name = format!("subgraph{k}");
        sub.name = name.clone();
        self.sub_nodes += sub.nodes.len();
        self.subgraphs.push((name.clone(), sub));
        let mut ga = Node::new(name.clone(), OpKind::GetAttr, name.clone());
        ga.meta.source = self.source.clone();
        self.body.push(ga);
        let ga = NodeId(self.body.len() as u32 - 1);
        let mut args = vec![n(ga)];
        args.extend(weights.iter().map(|&w| n(w)));
        let kw = vec![("scheme".to_string(), Arg::Str(scheme.into()))];
        let target = Op::InvokeQuant.target("");
        self.op(Op::InvokeQuant.name(), &target, args, kw, meta(DType::F32, &[D, D]))
    }

    fn int8_linear(&mut self, x: NodeId) -> NodeId {
        self.layer += 1;
        let w = self.weights("int8", &[(DType::I8, &[D, D]), (DType::F32, &[D, 1])]);
        self.at(88, "forward", "return x @ iq(deq_int8, w, s, scheme=\"int8\").t()");
        let sub = dequant_subgraph("int8", self.source.clone());
        let iq = self.invoke_quant("int8", &w, sub);
        self.matmul_t(x, iq)
    }

    fn nf4_linear(&mut self, x: NodeId) -> NodeId {
        self.layer += 1;
        let w = self.weights(
            "nf4",
            &[(DType::U8, &[D, D / 2]), (DType::F32, &[16]), (DType::F32, &[D * D / 64])],
        );
        self.at(
            193,
            "lin",
            "return h @ iq(deq_nf4_blockwise, pk, absmax, tbl, scheme=\"nf4\").t()",
        );
        let sub = dequant_subgraph("nf4", self.source.clone());
        let iq = self.invoke_quant("nf4", &w, sub);
        self.matmul_t(x, iq)
    }

    fn matmul_t(&mut self, x: NodeId, w: NodeId) -> NodeId {
        let t = self.aten(Op::Permute, "default", vec![n(w), ints(&[1, 0])], DType::F32, &[D, D]);
        self.aten(Op::Mm, "default", vec![n(x), n(t)], DType::F32, &[B, D])
    }

    fn addmm(&mut self, x: NodeId) -> NodeId {
        self.layer += 1;
        let w = self.weights("linear", &[(DType::F32, &[D, D]), (DType::F32, &[D])]);
        self.at(120, "forward", "return self.proj(x)");
        let t =
            self.aten(Op::Permute, "default", vec![n(w[0]), ints(&[1, 0])], DType::F32, &[D, D]);
        self.aten(Op::Addmm, "default", vec![n(w[1]), n(x), n(t)], DType::F32, &[B, D])
    }

    fn head_shuffle(&mut self, x: NodeId) -> NodeId {
        self.at(203, "fn", "q = x.view(b, t, heads, d // heads).transpose(1, 2)");
        let v = self.aten(
            Op::Reshape,
            "default",
            vec![n(x), ints(&[B, HEADS, D / HEADS])],
            DType::F32,
            &[B, HEADS, D / HEADS],
        );
        let p = self.aten(
            Op::Permute,
            "default",
            vec![n(v), ints(&[1, 0, 2])],
            DType::F32,
            &[HEADS, B, D / HEADS],
        );
        let c = self.op(
            node_base(Op::Clone),
            &target(Op::Clone, "default"),
            vec![n(p)],
            vec![("memory_format".into(), Arg::MemoryFormat("contiguous_format".into()))],
            meta(DType::F32, &[HEADS, B, D / HEADS]),
        );
        let p2 = self.aten(
            Op::Permute,
            "default",
            vec![n(c), ints(&[1, 0, 2])],
            DType::F32,
            &[B, HEADS, D / HEADS],
        );
        self.aten(Op::Reshape, "default", vec![n(p2), ints(&[B, D])], DType::F32, &[B, D])
    }

    fn pointwise(&mut self, x: NodeId) -> NodeId {
        self.at(278, "fn", "x = torch.sin(a) * b + c");
        let len = self.rng.random_range(2..7);
        let mut cur = x;
        for _ in 0..len {
            let k: i32 = self.rng.random_range(0..6);
            let (op, overload) = CHAIN[k as usize];
            debug_assert_eq!(op.category(), Category::Pointwise);
            let args = match op {
                Op::Mul => vec![n(cur), Arg::Float(0.5)],
                Op::Add => vec![n(cur), n(x)],
                Op::Sub => vec![n(cur), Arg::Float(0.7978845608028654)],
                _ => vec![n(cur)],
            };
            cur = self.aten(op, overload, args, DType::F32, &[B, D]);
        }
        cur
    }

    fn finish(mut self, out: NodeId) -> Graph {
        self.source = None;
        let p = self.placeholders.len() as u32;
        let remap = |id: NodeId| if id.0 >= PH { NodeId(id.0 - PH) } else { NodeId(id.0 + p) };
        let mut g = Graph::new("<lambda>");
        g.nodes = std::mem::take(&mut self.placeholders);
        for mut node in std::mem::take(&mut self.body) {
            node.args = node.args.iter().map(|a| a.map_nodes(&mut |i| remap(i))).collect();
            node.kwargs = node
                .kwargs
                .iter()
                .map(|(k, a)| (k.clone(), a.map_nodes(&mut |i| remap(i))))
                .collect();
            g.nodes.push(node);
        }
        let mut o = Node::new("output", OpKind::Output, "output");
        o.args = vec![Arg::Tuple(vec![n(remap(out))])];
        g.nodes.push(o);
        g.subgraphs = self.subgraphs.into_iter().collect();
        g
    }
}

/// The dequantization subgraph of one `invoke_quant`: int8 `w.to(f32) * scale`, or nf4
/// unpack-nibbles + table lookup + blockwise absmax scaling.
fn dequant_subgraph(scheme: &str, source: Option<SourceLoc>) -> Graph {
    let mut g = Graph::new("");
    let mut names = HashMap::new();
    let ph = |g: &mut Graph, d: DType, s: &[i64]| {
        let name = format!("arg{}_1", g.nodes.len());
        let mut node = Node::new(name.clone(), OpKind::Placeholder, name);
        node.meta = meta(d, s);
        g.push(node)
    };
    let mut op = |g: &mut Graph, (o, overload): (Op, &str), args: Vec<Arg>, d: DType, s: &[i64]| {
        let name = Builder::fresh(&mut names, node_base(o));
        let mut node = Node::new(name, OpKind::CallFunction, target(o, overload));
        node.args = args;
        node.meta = meta(d, s);
        node.meta.source = source.clone();
        g.push(node)
    };
    let out = if scheme == "int8" {
        let w = ph(&mut g, DType::I8, &[D, D]);
        let s = ph(&mut g, DType::F32, &[D, 1]);
        let c = op(
            &mut g,
            (Op::ConvertElementType, "default"),
            vec![n(w), Arg::Dtype(DType::F32)],
            DType::F32,
            &[D, D],
        );
        op(&mut g, (Op::Mul, "Tensor"), vec![n(c), n(s)], DType::F32, &[D, D])
    } else {
        let w = ph(&mut g, DType::U8, &[D, D / 2]);
        let tbl = ph(&mut g, DType::F32, &[16]);
        let absmax = ph(&mut g, DType::F32, &[D * D / 64]);
        let hi = op(
            &mut g,
            (Op::BitwiseRightShift, "Tensor_Scalar"),
            vec![n(w), Arg::Int(4)],
            DType::U8,
            &[D, D / 2],
        );
        let lo = op(
            &mut g,
            (Op::BitwiseAnd, "Scalar"),
            vec![n(w), Arg::Int(15)],
            DType::U8,
            &[D, D / 2],
        );
        let st = op(
            &mut g,
            (Op::Stack, "default"),
            vec![Arg::List(vec![n(hi), n(lo)]), Arg::Int(-1)],
            DType::U8,
            &[D, D / 2, 2],
        );
        let v =
            op(&mut g, (Op::Reshape, "default"), vec![n(st), ints(&[D, D])], DType::U8, &[D, D]);
        let i = op(
            &mut g,
            (Op::ConvertElementType, "default"),
            vec![n(v), Arg::Dtype(DType::I64)],
            DType::I64,
            &[D, D],
        );
        let idx = op(
            &mut g,
            (Op::Index, "Tensor"),
            vec![n(tbl), Arg::List(vec![n(i)])],
            DType::F32,
            &[D, D],
        );
        let blocks = op(
            &mut g,
            (Op::Reshape, "default"),
            vec![n(idx), ints(&[D * D / 64, 64])],
            DType::F32,
            &[D * D / 64, 64],
        );
        let a = op(
            &mut g,
            (Op::Unsqueeze, "default"),
            vec![n(absmax), Arg::Int(-1)],
            DType::F32,
            &[D * D / 64, 1],
        );
        let m =
            op(&mut g, (Op::Mul, "Tensor"), vec![n(blocks), n(a)], DType::F32, &[D * D / 64, 64]);
        op(&mut g, (Op::Reshape, "default"), vec![n(m), ints(&[D, D])], DType::F32, &[D, D])
    };
    let mut o = Node::new("output", OpKind::Output, "output");
    o.args = vec![n(out)];
    g.push(o);
    g
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn generated_text_parses_to_the_generated_graph() {
        for (size, seed) in [(50, 1), (400, 7), (2000, 42)] {
            let g = synthetic_graph(size, seed);
            g.verify().unwrap();
            let total = g.total_nodes();
            assert!(total >= size * 9 / 10 && total <= size + 40, "{total} nodes for {size}");
            let text = print_graph(&g);
            assert!(
                text.contains("invoke_quant(subgraph")
                    && text.contains("# File: ")
                    && text.contains(" = None\n")
            );
            let doc = crate::import::fx::parse_fx_raw(&text, "gen").unwrap();
            assert_eq!(*doc.stages[0].graph().unwrap(), g);
        }
        assert_eq!(synthetic_fx(300, 3), synthetic_fx(300, 3));
    }

    #[test]
    fn a_synthetic_model_groups_into_identical_layers() {
        let g = synthetic_model(3000, 5);
        g.verify().unwrap();
        let h = crate::group::Hierarchy::build(&g);
        let r = h.root().children.iter().find(|c| {
            matches!(h.group(**c).kind, crate::group::GroupKind::Repeat { shapes: 1, .. })
        });
        let Some(r) = r else {
            panic!("no repeated block in {}", crate::group::render(&h, false, Some(1)))
        };
        let crate::group::GroupKind::Repeat { count, .. } = h.group(*r).kind else { panic!() };
        assert!(count >= 20, "{count} layers");
    }

    #[test]
    fn chains_are_pointwise_and_targets_registered() {
        for (op, overload) in CHAIN {
            assert_eq!(op.category(), Category::Pointwise, "{op:?}");
            assert!(op.schema(op.name(), overload).is_some(), "{op:?}.{overload}");
        }
        // Every call the generator writes resolves to the table entry it was built from.
        let g = synthetic_graph(400, 7);
        for (_, sg) in
            std::iter::once(("", &g)).chain(g.subgraphs.iter().map(|(k, v)| (k.as_str(), v)))
        {
            for node in sg.nodes.iter().filter(|n| n.op == OpKind::CallFunction) {
                let r = op::lookup_node(node).unwrap_or_else(|| panic!("{}", node.target));
                assert_eq!(r.op.target(r.overload), node.target);
            }
        }
    }
}
