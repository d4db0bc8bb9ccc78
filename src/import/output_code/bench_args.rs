//! The arguments of the benchmark harness Inductor writes at the end of its output code
//! (`def get_args():`): one line per input of `call`, an int for a size the function takes
//! (`arg0_1 = 16`) and `rand_strided((1, 16), (16, 1), device=..., dtype=...)` for a tensor.
//! These are the sizes the compile traced with, so they are the hints of a graph whose case
//! kept no trace or inputs.

/// One argument of `get_args()`.
#[derive(Debug, Clone, PartialEq)]
pub enum BenchArg {
    Int(i64),
    /// A tensor's sizes.
    Tensor(Vec<i64>),
}

/// The `get_args()` arguments by name, in order; empty where the code has no harness. A line
/// of another form (a Python object the harness builds) is left out.
pub fn bench_args(code: &str) -> Vec<(String, BenchArg)> {
    let mut out = vec![];
    let mut inside = false;
    for line in code.lines() {
        if line.starts_with("def get_args(") {
            inside = true;
            continue;
        }
        if !inside {
            continue;
        }
        if !line.starts_with(' ') && !line.trim().is_empty() {
            break;
        }
        let Some((name, value)) = line.trim().split_once(" = ") else { continue };
        if !name.chars().all(|c| c.is_ascii_alphanumeric() || c == '_') {
            continue;
        }
        let arg = if let Ok(v) = value.trim().parse::<i64>() {
            BenchArg::Int(v)
        } else if let Some(rest) = value.strip_prefix("rand_strided((") {
            let Some((sizes, _)) = rest.split_once(')') else { continue };
            let dims: Result<Vec<i64>, _> = sizes
                .split(',')
                .map(str::trim)
                .filter(|d| !d.is_empty())
                .map(str::parse::<i64>)
                .collect();
            match dims {
                Ok(d) => BenchArg::Tensor(d),
                Err(_) => continue,
            }
        } else {
            continue;
        };
        out.push((name.to_string(), arg));
    }
    out
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn reads_ints_and_tensor_sizes_of_the_harness() {
        let code = "def call(args):\n    pass\n\n\ndef get_args():\n    from torch._dynamo.testing import rand_strided\n    arg0_1 = 16\n    arg1_1 = rand_strided((1, 16), (16, 1), device='cuda:0', dtype=torch.int64)\n    arg3_1 = rand_strided((16, ), (1, ), device='cuda:0', dtype=torch.float32)\n    arg4_1 = rand_strided((), (), device='cpu', dtype=torch.float64)\n    return [arg0_1, arg1_1, arg3_1, arg4_1]\n\n\ndef benchmark_compiled_module(args, times=10, repeat=10):\n    x = 3\n";
        assert_eq!(
            bench_args(code),
            vec![
                ("arg0_1".to_string(), BenchArg::Int(16)),
                ("arg1_1".to_string(), BenchArg::Tensor(vec![1, 16])),
                ("arg3_1".to_string(), BenchArg::Tensor(vec![16])),
                ("arg4_1".to_string(), BenchArg::Tensor(vec![])),
            ]
        );
    }
}
