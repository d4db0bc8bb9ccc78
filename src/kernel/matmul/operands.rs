//! What every matmul template reads and writes the same way: the canonical operand indices
//! over `mm_b`/`mm_m`/`mm_k`/`mm_n`, an activation, a bias element, and the output element
//! with its epilogue bodies. The dispatcher (`matmul/mod.rs`) and the templates (`tile`,
//! `dot`, `nibble`, `rowscale`) import from here, never from each other.
use crate::ir::DType;
use crate::ir::sym::{SymAst, SymOp};
use crate::kernel::codegen::body::{Phase, emit_body_with, slot_of};
use crate::kernel::codegen::emit::{Data, Em, V, W};
use crate::kernel::codegen::index::IndexEnv;
use crate::kernel::codegen::size::{Size, konst};
use crate::kernel::{BOperand, BodyUnit, MatmulKernel, Result, Strided, unsupported};
use cranelift_codegen::ir::condcodes::FloatCC;
use cranelift_codegen::ir::{InstBuilder, Value, types};

pub(super) fn sym(s: &str) -> SymAst {
    SymAst::Sym(s.to_string())
}

pub(super) fn lin(terms: &[(i64, &str)], offset: i64) -> SymAst {
    let mut acc = SymAst::Int(offset);
    for (c, s) in terms {
        if *c == 0 {
            continue;
        }
        let t = if *c == 1 {
            sym(s)
        } else {
            SymAst::Bin(Box::new(SymAst::Int(*c)), SymOp::Mul, Box::new(sym(s)))
        };
        acc = if matches!(acc, SymAst::Int(0)) {
            t
        } else {
            SymAst::Bin(Box::new(acc), SymOp::Add, Box::new(t))
        };
    }
    acc
}

/// [`lin`] with size coefficients (`s21*mm_m + mm_k`).
pub(super) fn lin_sized(terms: &[(Size, &str)], offset: &Size) -> SymAst {
    let mut acc = offset.clone();
    for (c, s) in terms {
        let t = match konst(c) {
            Some(0) => continue,
            Some(1) => sym(s),
            _ => SymAst::Bin(Box::new(c.clone()), SymOp::Mul, Box::new(sym(s))),
        };
        acc = if konst(&acc) == Some(0) {
            t
        } else {
            SymAst::Bin(Box::new(acc), SymOp::Add, Box::new(t))
        };
    }
    acc
}

/// The prologue and epilogue bodies of a matmul, their vars renamed to the template's
/// (`mm_b`, `mm_k`, `mm_n` for the prologue; `mm_b`, `mm_m`, `mm_n` for the epilogues).
pub(crate) struct Prepared {
    pub prologue: Option<(BodyUnit, String)>,
    pub epilogue: Vec<BodyUnit>,
}

pub(crate) fn operand_ast(s: &Strided, vars: [&str; 3]) -> SymAst {
    let t: Vec<(Size, &str)> = s.strides.iter().cloned().zip(vars).collect();
    lin_sized(&t, &s.offset)
}

/// The index vars of one matmul coordinate: the batch and two of m, k, n.
pub(crate) fn env3(b: Value, k: Value, kname: &str, v: Value, vname: &str) -> IndexEnv {
    let mut env = IndexEnv::default();
    env.vars.insert("mm_b".into(), b);
    env.vars.insert(kname.into(), k);
    env.vars.insert(vname.into(), v);
    env
}

/// `A[b, m, k..]` at the current width (four consecutive k at width 4), as f32.
pub(crate) fn activation(
    em: &mut Em<'_, '_>,
    k: &MatmulKernel,
    b: Value,
    m: Value,
    kv: Value,
) -> Result<V> {
    let mut env = env3(b, kv, "mm_k", m, "mm_m");
    env.vec_var = (em.width == W).then(|| "mm_k".to_string());
    let ast = operand_ast(&k.a, ["mm_b", "mm_m", "mm_k"]);
    let slot = slot_of(em, &k.name, &k.a.buf)?;
    let idx = em.index(&ast, &env)?;
    let v = em.load(slot, &idx, false)?;
    em.convert(&v, DType::F32)
}

/// `bias[m, n]` as a scalar f32.
pub(crate) fn bias_at(
    em: &mut Em<'_, '_>,
    k: &MatmulKernel,
    bias: &Strided,
    b: Value,
    m: Value,
    n: Value,
) -> Result<Value> {
    let saved = em.width;
    em.width = 1;
    let env = env3(b, m, "mm_m", n, "mm_n");
    let ast = lin_sized(
        &[(bias.strides[0].clone(), "mm_m"), (bias.strides[1].clone(), "mm_n")],
        &bias.offset,
    );
    let slot = slot_of(em, &k.name, &bias.buf)?;
    let idx = em.index(&ast, &env)?;
    let x = em.load(slot, &idx, false)?;
    let x = em.convert(&x, DType::F32)?;
    em.width = saved;
    em.one(&x)
}

/// Stores one output element and runs the epilogue bodies on it.
pub(crate) fn finish(
    em: &mut Em<'_, '_>,
    k: &MatmulKernel,
    p: &Prepared,
    env: &mut IndexEnv,
    s: Value,
) -> Result<()> {
    debug_assert_eq!(em.width, 1);
    finish_at(em, k, p, env, V { dt: DType::F32, data: Data::One(s) })
}

/// [`finish`] for four consecutive output columns at once (`env`'s `mm_n` the first, every
/// one of them inside the output): the store and the epilogue bodies run four lanes wide,
/// as a pointwise kernel runs them, instead of once per element. Each lane computes what
/// the one-element path computes (the same ops, lane by lane), so the results are the same.
pub(crate) fn finish_four(
    em: &mut Em<'_, '_>,
    k: &MatmulKernel,
    p: &Prepared,
    env: &mut IndexEnv,
    s: Value,
) -> Result<()> {
    let saved = em.width;
    em.width = W;
    env.vec_var = Some("mm_n".to_string());
    let r = finish_at(em, k, p, env, V { dt: DType::F32, data: Data::Vec(s) });
    env.vec_var = None;
    em.width = saved;
    r
}

fn finish_at(
    em: &mut Em<'_, '_>,
    k: &MatmulKernel,
    p: &Prepared,
    env: &mut IndexEnv,
    acc: V,
) -> Result<()> {
    let out_slot = slot_of(em, &k.name, &k.out.buf)?;
    let out_dt = em.slots[out_slot].dtype;
    let ast = operand_ast(&k.out, ["mm_b", "mm_m", "mm_n"]);
    let idx = em.index(&ast, env)?;
    em.store(out_slot, &idx, &acc, false)?;
    // Epilogues see the output as its dtype would round-trip through memory.
    let seen = em.convert(&acc, out_dt)?;
    for u in &p.epilogue {
        let mut env = env.clone();
        emit_body_with(em, u, &mut env, Phase::All, &[(k.out.buf.as_str(), seen.clone())], None)?;
    }
    Ok(())
}

/// `B[b, k.., n]` at the current width (vectorized along k), as f32.
pub(crate) fn weight(
    em: &mut Em<'_, '_>,
    k: &MatmulKernel,
    p: &Prepared,
    b: Value,
    kv: Value,
    n: Value,
) -> Result<V> {
    let mut env = env3(b, kv, "mm_k", n, "mm_n");
    env.vec_var = (em.width == W).then(|| "mm_k".to_string());
    let v = match (&k.b, &p.prologue) {
        (_, Some((u, stored))) => {
            match emit_body_with(em, u, &mut env, Phase::All, &[], Some(stored))? {
                Some(v) => v,
                None => {
                    return Err(unsupported(
                        &k.name,
                        format!("prologue {} does not store {stored}", u.name),
                    ));
                }
            }
        }
        (BOperand::Strided(s), None) => {
            let ast = operand_ast(s, ["mm_b", "mm_k", "mm_n"]);
            let slot = slot_of(em, &k.name, &s.buf)?;
            let idx = em.index(&ast, &env)?;
            em.load(slot, &idx, false)?
        }
        (BOperand::Prologue { .. }, None) => {
            return Err(unsupported(&k.name, "prologue was not prepared"));
        }
    };
    em.convert(&v, DType::F32)
}

/// True when every lane of every accumulator is finite (`v - v == 0`).
pub(crate) fn all_finite(em: &mut Em<'_, '_>, accs: &[Value]) -> Value {
    let mut ok = em.b.ins().iconst(types::I8, 1);
    for &v in accs {
        let z = em.b.ins().fsub(v, v);
        let eq = em.b.ins().fcmp(FloatCC::Equal, z, z);
        let all = em.b.ins().vall_true(eq);
        ok = em.b.ins().band(ok, all);
    }
    ok
}

/// Whether the weight (strided, or the prologue's view of it) is read along k with unit
/// stride: a linear layer's transposed weight, which the single-row template and the
/// multi-row micro-kernels read column by column.
pub(crate) fn weight_along_k(k: &MatmulKernel) -> bool {
    let sk = match &k.b {
        BOperand::Strided(s) => s.strides.get(1),
        BOperand::Prologue { view, .. } => view.strides.get(1),
    };
    sk.and_then(konst) == Some(1)
}

/// The interpreter's MKL k-blocks (`interp::ops::linalg::k_blocks`) as (block size, number
/// of full blocks); the rest is one shorter block.
pub(crate) fn block_loop(k: i64) -> (i64, i64) {
    let first = crate::interp::ops::linalg::k_blocks(k.max(0) as usize).first().copied();
    let size = first.map_or(k, |(s, e)| (e - s) as i64).max(1);
    (size, k / size)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn block_loop_covers_the_same_blocks_as_k_blocks() {
        for k in 0..1200 {
            let (size, full) = block_loop(k);
            let mut blocks: Vec<(i64, i64)> =
                (0..full).map(|i| (i * size, (i + 1) * size)).collect();
            if full * size < k {
                blocks.push((full * size, k));
            }
            let want: Vec<(i64, i64)> = crate::interp::ops::linalg::k_blocks(k as usize)
                .into_iter()
                .filter(|(s, e)| e > s)
                .map(|(s, e)| (s as i64, e as i64))
                .collect();
            assert_eq!(blocks, want, "k = {k}");
        }
    }
}
