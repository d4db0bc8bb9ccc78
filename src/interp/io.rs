//! Tensors in and out: safetensors files (the corpus's `io.safetensors` carries inputs under the
//! placeholder names and eager outputs as `output_i`), and seeded random inputs generated from
//! placeholder annotations when no file is given.
use super::InterpError;
use super::tensor::{Storage, Tensor};
use crate::ir::{DType, Graph, ValMeta};
use indexmap::IndexMap;
use rand::{Rng, SeedableRng};
use rand_chacha::ChaCha8Rng;
use safetensors::{Dtype, SafeTensors, View};
use std::borrow::Cow;
use std::collections::{BTreeMap, HashMap};
use std::path::Path;

fn st_dtype(d: DType) -> Option<Dtype> {
    Some(match d {
        DType::F32 => Dtype::F32,
        DType::F64 => Dtype::F64,
        DType::F16 => Dtype::F16,
        DType::BF16 => Dtype::BF16,
        DType::F8E4M3FN => Dtype::F8_E4M3,
        DType::F8E5M2 => Dtype::F8_E5M2,
        DType::I8 => Dtype::I8,
        DType::U8 => Dtype::U8,
        DType::I16 => Dtype::I16,
        DType::I32 => Dtype::I32,
        DType::I64 => Dtype::I64,
        DType::B8 => Dtype::BOOL,
        DType::C64 => Dtype::C64,
        _ => return None,
    })
}

fn from_st_dtype(d: Dtype) -> Option<DType> {
    Some(match d {
        Dtype::F32 => DType::F32,
        Dtype::F64 => DType::F64,
        Dtype::F16 => DType::F16,
        Dtype::BF16 => DType::BF16,
        Dtype::F8_E4M3 => DType::F8E4M3FN,
        Dtype::F8_E5M2 => DType::F8E5M2,
        Dtype::I8 => DType::I8,
        Dtype::U8 => DType::U8,
        Dtype::I16 => DType::I16,
        Dtype::I32 => DType::I32,
        Dtype::I64 => DType::I64,
        Dtype::BOOL => DType::B8,
        Dtype::C64 => DType::C64,
        _ => return None,
    })
}

/// Parses a safetensors buffer into named tensors, in file order.
pub fn read_safetensors(bytes: &[u8]) -> Result<IndexMap<String, Tensor>, InterpError> {
    let st = SafeTensors::deserialize(bytes)
        .map_err(|e| InterpError::Io(format!("safetensors: {e}")))?;
    let mut out = IndexMap::new();
    let mut names: Vec<(String, safetensors::tensor::TensorView<'_>)> = st.tensors();
    names.sort_by_key(|a| natural_key(&a.0));
    for (name, view) in names {
        let dtype = from_st_dtype(view.dtype()).ok_or_else(|| {
            InterpError::Io(format!("tensor `{name}`: dtype {:?} is not supported", view.dtype()))
        })?;
        let storage = Storage::from_le_bytes(dtype, view.data())
            .map_err(|e| InterpError::Io(format!("tensor `{name}`: {e}")))?;
        let t = Tensor::new(storage, view.shape().to_vec())
            .map_err(|e| InterpError::Io(format!("tensor `{name}`: {e}")))?;
        out.insert(name, t);
    }
    Ok(out)
}

/// `arg10_1` after `arg9_1`: digits compare as numbers.
fn natural_key(s: &str) -> Vec<(String, u64)> {
    let mut out = Vec::new();
    let mut text = String::new();
    let mut num: Option<u64> = None;
    for ch in s.chars() {
        match ch.to_digit(10) {
            Some(d) => num = Some(num.unwrap_or(0).saturating_mul(10).saturating_add(d as u64)),
            None => {
                if let Some(n) = num.take() {
                    out.push((std::mem::take(&mut text), n));
                }
                text.push(ch);
            }
        }
    }
    out.push((text, num.unwrap_or(0)));
    out
}

pub fn load_safetensors(path: &Path) -> Result<IndexMap<String, Tensor>, InterpError> {
    let bytes = crate::util::read::read_file(path).map_err(|e| InterpError::Io(e.to_string()))?;
    read_safetensors(&bytes).map_err(|e| InterpError::Io(format!("{}: {e}", path.display())))
}

struct Bytes {
    dtype: Dtype,
    shape: Vec<usize>,
    data: Vec<u8>,
}

impl View for &Bytes {
    fn dtype(&self) -> Dtype {
        self.dtype
    }
    fn shape(&self) -> &[usize] {
        &self.shape
    }
    fn data(&self) -> Cow<'_, [u8]> {
        Cow::Borrowed(&self.data)
    }
    fn data_len(&self) -> usize {
        self.data.len()
    }
}

/// Serializes named tensors (made contiguous) to safetensors bytes.
pub fn write_safetensors(tensors: &[(String, Tensor)]) -> Result<Vec<u8>, InterpError> {
    let items: Vec<(String, Bytes)> = tensors
        .iter()
        .map(|(n, t)| {
            let dtype = st_dtype(t.dtype()).ok_or_else(|| {
                InterpError::Io(format!("`{n}`: {} cannot be written", t.dtype()))
            })?;
            let c = t.contiguous();
            Ok((
                n.clone(),
                Bytes { dtype, shape: c.sizes().to_vec(), data: c.storage().to_le_bytes() },
            ))
        })
        .collect::<Result<_, InterpError>>()?;
    safetensors::serialize(items.iter().map(|(n, b)| (n.as_str(), b)), None)
        .map_err(|e| InterpError::Io(format!("safetensors: {e}")))
}

pub fn save_safetensors(path: &Path, tensors: &[(String, Tensor)]) -> Result<(), InterpError> {
    std::fs::write(path, write_safetensors(tensors)?)
        .map_err(|e| InterpError::Io(format!("{}: {e}", path.display())))
}

/// Tensors for the graph's tensor placeholders, looked up by placeholder name.
pub fn inputs_by_name(
    graph: &Graph,
    file: &IndexMap<String, Tensor>,
) -> Result<Vec<Tensor>, InterpError> {
    graph
        .placeholders()
        .map(|id| graph.node(id))
        .filter(|n| !matches!(n.meta.val, Some(ValMeta::Sym(_))))
        .map(|n| {
            file.get(&n.name).cloned().ok_or_else(|| {
                InterpError::Input(format!("no tensor named `{}` in the inputs file", n.name))
            })
        })
        .collect()
}

/// The ints the graph takes (`arg0_1: "Sym(s0)"`: a shift, an index, a size no tensor has) that
/// `file` gives, as 0-d integer tensors under their placeholder names (`tools/opinfo_corpus.py`
/// keeps them so): symbol to value, for [`crate::ir::shape_env::with_given_sizes`].
pub fn given_ints(graph: &Graph, file: &IndexMap<String, Tensor>) -> BTreeMap<String, i64> {
    graph
        .placeholders()
        .map(|id| graph.node(id))
        .filter_map(|n| {
            let Some(ValMeta::Sym(e)) = &n.meta.val else { return None };
            let crate::ir::sym::SymAst::Sym(s) = e.ast() else { return None };
            let t = file.get(&n.name)?;
            let v = t.to_i64_vec();
            (t.dim() == 0 && !t.dtype().is_float() && v.len() == 1).then(|| (s, v[0]))
        })
        .collect()
}

/// A random tensor of `dtype`: floats (and complex parts) uniform in [-1, 1), u8 over 0..=255, i8 over its range,
/// wider ints in 0..16 (they are usually indices or shifts), bools fair coins.
pub fn random_tensor(
    dtype: DType,
    sizes: Vec<usize>,
    rng: &mut ChaCha8Rng,
) -> Result<Tensor, InterpError> {
    let n: usize = sizes.iter().product();
    let t = if dtype == DType::C64 {
        let mut part = || rng.random_range(-1.0f32..1.0);
        let zs = (0..n).map(|_| crate::interp::storage::Complex32::new(part(), part())).collect();
        Tensor::new(crate::interp::storage::Storage::C64(zs), sizes)
    } else if dtype.is_float() {
        let v: Vec<f64> = (0..n).map(|_| rng.random_range(-1.0..1.0)).collect();
        Tensor::from_f64(dtype, sizes, &v)
    } else {
        let (lo, hi) = match dtype {
            DType::U8 => (0, 256),
            DType::I8 => (-128, 128),
            DType::B8 => (0, 2),
            _ => (0, 16),
        };
        let v: Vec<i64> = (0..n).map(|_| rng.random_range(lo..hi)).collect();
        Tensor::from_i64(dtype, sizes, &v)
    };
    t.map_err(|e| InterpError::Input(e.0))
}

/// The size symbols of `graph`'s inputs (`s70` of `i64[1, s70]`), sorted.
pub fn graph_symbols(graph: &Graph) -> Vec<String> {
    let mut out: Vec<String> = vec![];
    for id in graph.placeholders() {
        let dims: Vec<crate::ir::SymInt> = match &graph.node(id).meta.val {
            Some(ValMeta::Tensor(m)) => m.shape.clone(),
            // An int the function takes (`arg10_1: "Sym(s15)"`) is a symbol to give too.
            Some(ValMeta::Sym(e)) => vec![crate::ir::SymInt::Expr(e.clone())],
            _ => continue,
        };
        for d in &dims {
            if let crate::ir::SymInt::Expr(e) = d {
                for w in e.symbols() {
                    if !out.contains(&w) {
                        out.push(w);
                    }
                }
            }
        }
    }
    out.sort();
    out
}

/// The size symbols bare dims of the placeholders' annotations take from `inputs` (`s0` of
/// `f32[s0, 8]`), for sizing what the run needs; [`super::eval::bind_inputs`] checks them.
pub fn bound_symbols(graph: &Graph, inputs: &[Tensor]) -> HashMap<String, i64> {
    let mut env = HashMap::new();
    let tensors = graph
        .placeholders()
        .map(|id| graph.node(id))
        .filter(|n| !matches!(n.meta.val, Some(ValMeta::Sym(_))));
    for (n, t) in tensors.zip(inputs) {
        let Some(ValMeta::Tensor(m)) = &n.meta.val else { continue };
        for (d, &size) in m.shape.iter().zip(t.sizes()) {
            if let crate::ir::SymInt::Expr(e) = d
                && let crate::ir::sym::SymAst::Sym(s) = e.ast()
            {
                env.entry(s).or_insert(size as i64);
            }
        }
    }
    env
}

/// The bytes an annotation stands for, when its sizes evaluate under `syms` (saturating: an
/// annotation past `u64` needs more than any machine has).
fn annotated_bytes(m: &crate::ir::TensorMeta, syms: &HashMap<String, i64>) -> Option<u64> {
    let mut n: u64 = m.dtype.size_bytes() as u64;
    for d in &m.shape {
        n = n.saturating_mul(u64::try_from(d.eval(syms).ok()?).ok()?);
    }
    Some(n)
}

/// What running `graph` on the interpreter needs at least, in bytes, for annotations whose
/// sizes are known under `syms`: the inputs (`generated`: plus the generator's one 8-byte value
/// per element of the largest input) and the most that the annotated values alive at once hold
/// (the interpreter drops a value after its last use; views share their input's storage and
/// count nothing). A lower bound: ops' temporaries are not counted.
pub fn memory_needed(graph: &Graph, syms: &HashMap<String, i64>, generated: bool) -> u64 {
    let tensor_bytes = |id: crate::ir::NodeId| match &graph.node(id).meta.val {
        Some(ValMeta::Tensor(m)) => annotated_bytes(m, syms).unwrap_or(0),
        _ => 0,
    };
    let mut inputs: u64 = 0;
    let mut largest_input_elems: u64 = 0;
    for id in graph.placeholders() {
        let b = tensor_bytes(id);
        inputs = inputs.saturating_add(b);
        if let Some(ValMeta::Tensor(m)) = &graph.node(id).meta.val {
            largest_input_elems = largest_input_elems.max(b / m.dtype.size_bytes().max(1) as u64);
        }
    }
    let frees = super::eval::frees_after(graph);
    // The bytes each node's value holds of its own (placeholders are counted as inputs).
    let own: Vec<u64> = graph
        .nodes
        .iter()
        .enumerate()
        .map(|(p, node)| {
            let is_view = crate::op::lookup_node(node).is_some_and(|r| r.op.view().is_some());
            if node.op == crate::ir::OpKind::Placeholder || is_view {
                0
            } else {
                tensor_bytes(crate::ir::NodeId(p as u32))
            }
        })
        .collect();
    let (mut live, mut peak) = (0u64, 0u64);
    for (p, &b) in own.iter().enumerate() {
        live = live.saturating_add(b);
        peak = peak.max(live);
        for &id in &frees[p] {
            live = live.saturating_sub(own.get(id).copied().unwrap_or(0));
        }
    }
    let gen_tmp = if generated { largest_input_elems.saturating_mul(8) } else { 0 };
    inputs.saturating_add(gen_tmp).saturating_add(peak)
}

/// Inputs for every tensor placeholder of `graph`, from their annotations; symbolic sizes take
/// their value from `syms` (a symbol the graph does not have is an error). Nothing is
/// allocated when the inputs and the interpreter's run on them ([`memory_needed`]) would take
/// more than `limit`: every caller generates inputs to run the graph on them.
pub fn generate_inputs(
    graph: &Graph,
    seed: u64,
    syms: &HashMap<String, i64>,
    limit: crate::util::mem::MemoryLimit,
) -> Result<Vec<Tensor>, InterpError> {
    let known = graph_symbols(graph);
    let mut unknown: Vec<&String> = syms.keys().filter(|k| !known.contains(k)).collect();
    unknown.sort();
    if let Some(k) = unknown.first() {
        return Err(InterpError::Input(format!(
            "the graph has no size symbol {k} (its symbols: {})",
            if known.is_empty() { "none".to_string() } else { known.join(", ") }
        )));
    }
    limit
        .check(memory_needed(graph, syms, true), "the run")
        .map_err(|e| InterpError::Input(e.to_string()))?;
    let mut rng = ChaCha8Rng::seed_from_u64(seed);
    let mut out = Vec::new();
    for id in graph.placeholders() {
        let node = graph.node(id);
        match &node.meta.val {
            Some(ValMeta::Sym(_)) => continue,
            Some(ValMeta::Tensor(m)) => {
                let sizes =
                    m.shape.iter().map(|d| d.eval(syms)).collect::<Result<Vec<_>, _>>().map_err(
                        |e| {
                            InterpError::Input(format!(
                                "`{}` has size {}: {e}",
                                node.name,
                                m.type_str()
                            ))
                        },
                    )?;
                if let Some(bad) = sizes.iter().position(|&v| v < 0) {
                    let mut given: Vec<String> =
                        syms.iter().map(|(k, v)| format!("{k} = {v}")).collect();
                    given.sort();
                    return Err(InterpError::Input(format!(
                        "`{}` {} would have size {} in dim {bad} with {}",
                        node.name,
                        m.type_str(),
                        sizes[bad],
                        given.join(", ")
                    )));
                }
                let sizes: Vec<usize> = sizes.into_iter().map(|v| v as usize).collect();
                out.push(random_tensor(m.dtype, sizes, &mut rng)?);
            }
            _ => {
                return Err(InterpError::Input(format!(
                    "`{}` has no tensor annotation to generate an input from",
                    node.name
                )));
            }
        }
    }
    Ok(out)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn safetensors_round_trip_every_dtype() {
        let mut ts = Vec::new();
        for (i, d) in [
            DType::F32,
            DType::F64,
            DType::F16,
            DType::BF16,
            DType::F8E4M3FN,
            DType::F8E5M2,
            DType::I8,
            DType::U8,
            DType::I16,
            DType::I32,
            DType::I64,
            DType::B8,
        ]
        .into_iter()
        .enumerate()
        {
            let t = Tensor::from_f64(d, vec![2, 2], &[0.5, -1.0, 2.0, 0.0])
                .unwrap()
                .permute(&[1, 0])
                .unwrap();
            ts.push((format!("t{i}"), t));
        }
        let back = read_safetensors(&write_safetensors(&ts).unwrap()).unwrap();
        for (n, t) in &ts {
            let b = &back[n];
            assert_eq!((b.dtype(), b.sizes()), (t.dtype(), t.sizes()));
            assert_eq!(b.to_f64_vec(), t.to_f64_vec(), "{n}");
        }
        assert!(read_safetensors(b"not a file").is_err());
    }
}
