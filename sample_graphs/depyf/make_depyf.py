"""A depyf dump folder (depyf 0.20, torch 2.15, CPU):
`TORCHINDUCTOR_FORCE_DISABLE_CACHES=1 python make_depyf.py dump`.

Run with TORCHINDUCTOR_FORCE_DISABLE_CACHES=1 (a cache hit writes fewer stages).

One function with an invoke_quant and a graph break, so Dynamo compiles two graphs; depyf writes
each graph's FX stages, Inductor's output code (`__compiled_fn_N.kernel_0.py`) and the
decompiled code of the rewritten function (`full_code_for_f_0.py`, `__transformed_code_*`).
"""
import sys

import depyf
import torch
from torch._higher_order_ops import InvokeQuant

invoke_quant = InvokeQuant()


def dequant(w, s):
    return w.to(torch.float32) * s


def f(x, w, s):
    y = x @ invoke_quant(dequant, w, s, scheme="int8")
    torch._dynamo.graph_break()
    return torch.relu(y) + 1


if __name__ == "__main__":
    out = sys.argv[1]
    torch.manual_seed(0)
    x = torch.randn(8, 64)
    w = torch.randint(-8, 8, (64, 32), dtype=torch.int8)
    s = torch.rand(32)
    with depyf.prepare_debug(out):
        torch.compile(f)(x, w, s)
