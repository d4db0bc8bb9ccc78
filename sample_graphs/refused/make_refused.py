"""Programs Inductor refuses to compile, traced with TORCH_TRACE (torch 2.15, CPU).

    TORCH_TRACE=/tmp/tr python make_refused.py iq_returns_view
    cp /tmp/tr/dedicated_log_torch_trace_*.log iq_returns_view.log

iq_returns_view: an invoke_quant whose subgraph returns a view of its dequantized weight
(`(w.to(f32) * s).reshape(-1)`). Dynamo and AOTAutograd trace it, every graph stage is
logged, and Inductor's lowering fails: `LoweringException: NotImplementedError:
ReinterpretView`, target invoke_quant (its `invoke_quant_tracer` asks each output for its
operation name, which a view has not).
"""
import sys

import torch
from torch._higher_order_ops import InvokeQuant

invoke_quant = InvokeQuant()


def dequant_view(w, s):
    return (w.to(torch.float32) * s).reshape(-1)


def f(x, w, s):
    d = invoke_quant(dequant_view, w, s, scheme="nf4")
    return x @ d.reshape(64, 32)


if __name__ == "__main__":
    assert sys.argv[1:] == ["iq_returns_view"], "usage: make_refused.py iq_returns_view"
    torch.manual_seed(0)
    x = torch.randn(8, 64)
    w = torch.randint(-8, 8, (64, 32), dtype=torch.int8)
    s = torch.rand(32)
    try:
        torch.compile(f, fullgraph=True)(x, w, s)
        raise SystemExit("compiled: Inductor no longer refuses this program")
    except torch._inductor.exc.InductorError as e:
        print(type(e).__name__, str(e).splitlines()[0])
