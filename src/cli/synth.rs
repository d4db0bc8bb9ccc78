//! `quantbench synth ...`: synthetic FX text on stdout, the graphs the benchmarks and the
//! instruction counts in BENCHMARKS.md run (`quantbench synth decode4 256 4096 > dec.txt`).
use crate::synth;
use clap::{Subcommand, ValueEnum};

#[derive(clap::Args, Debug)]
pub struct Args {
    #[command(subcommand)]
    pub what: What,
}

#[derive(Subcommand, Debug)]
pub enum What {
    /// x[1, K] @ (f32(w[N, K]) * s[N, 1]).T: int8 row-wise weight-only decode.
    Int8Decode { n: usize, k: usize },
    /// x[1, K] @ deq(u8[N, K/2]).T: 4-bit codes with a factor per block of k.
    Decode4 {
        n: usize,
        k: usize,
        /// Weights per block of the factor (must divide K).
        #[arg(long, default_value_t = 64)]
        block: usize,
        #[arg(long, value_enum, default_value_t = Scheme::Nf4)]
        scheme: Scheme,
    },
    /// A post-grad-like graph of about NODES nodes (norms, int8/nf4 linears, shuffles).
    Graph {
        nodes: usize,
        #[arg(long, default_value_t = 0)]
        seed: u64,
    },
}

#[derive(ValueEnum, Clone, Copy, Debug)]
pub enum Scheme {
    /// nf4: a 16-entry table times an absmax, high nibble first.
    Nf4,
    /// ONNX Runtime's affine int4: `(code - 8) * scale`, low nibble first.
    Int4,
}

pub fn run(args: Args) -> anyhow::Result<i32> {
    let text = match args.what {
        What::Int8Decode { n, k } => synth::decode::int8_decode_fx(n, k),
        What::Decode4 { n, k, block, scheme } => {
            if block == 0 || k % block != 0 || k % 2 != 0 {
                anyhow::bail!("K ({k}) must be even and a multiple of --block ({block})");
            }
            synth::decode::decode4_fx(n, k, block, matches!(scheme, Scheme::Nf4))
        }
        What::Graph { nodes, seed } => synth::synthetic_fx(nodes, seed),
    };
    print!("{text}");
    Ok(0)
}
