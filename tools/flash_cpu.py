"""Writes tests/data/flash_cpu.safetensors: inputs and eager outputs of
aten._scaled_dot_product_flash_attention_for_cpu (f32) for tests/it/flash_cpu.rs.

    ~/torchenv/bin/python tools/flash_cpu.py tests/data/flash_cpu.safetensors

Case `cN`: `cN_q`, `cN_k`, `cN_v`, optional `cN_mask`, `cN_out`, `cN_lse`, and `cN_args`
(f64: scale, is_causal). Key lengths stay under 16 (one AVX512 vector), where the kernel's
softmax runs its scalar tail; more than one query row (MKL sums a single-row
product in an order the interpreter does not reproduce bit for bit).
"""
import sys
import torch
from safetensors.torch import save_file

torch.manual_seed(0)
torch.set_num_threads(1)
cases = [
    # (L, S, E, heads, mask, causal, scale)
    (8, 8, 16, 2, True, False, 0.3),
    (8, 4, 16, 2, False, False, None),
    (8, 8, 16, 3, False, True, 0.25),
    (5, 8, 32, 1, True, False, 0.17),
]
out = {}
for i, (L, S, E, H, mask, causal, scale) in enumerate(cases):
    q, k, v = torch.randn(1, H, L, E), torch.randn(1, H, S, E), torch.randn(1, H, S, E)
    m = torch.randn(1, 1, L, S) if mask else None
    o, lse = torch.ops.aten._scaled_dot_product_flash_attention_for_cpu(
        q, k, v, 0.0, causal, attn_mask=m, scale=scale
    )
    p = f"c{i}_"
    out.update({p + "q": q, p + "k": k, p + "v": v, p + "out": o.contiguous(), p + "lse": lse.contiguous()})
    if m is not None:
        out[p + "mask"] = m
    out[p + "args"] = torch.tensor([scale if scale is not None else float("nan"), float(causal)], dtype=torch.float64)
save_file(out, sys.argv[1])
