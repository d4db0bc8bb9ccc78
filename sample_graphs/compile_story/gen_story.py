# One process, Inductor's caches off (TORCHINDUCTOR_FORCE_DISABLE_CACHES=1), compiles that go
# every way tlparse tells apart: a graph break (restart, then the resume function), a compile
# that fails (fullgraph=True, an invoke_quant subgraph that returns a view of its input), and a
# function recompiled for a new size (automatic dynamic, then a size specialized) and a new dtype.
import torch
from torch._higher_order_ops import InvokeQuant

torch.set_num_threads(1)


@torch.compile(backend="inductor")
def broken(x):
    y = x.sin()
    torch._dynamo.graph_break()
    return y.cos() + 1.0


def aliasing(x):
    return x.view(-1)  # a view of its input: Dynamo refuses aliasing in a higher-order op


@torch.compile(backend="inductor", fullgraph=True)
def fails(x):
    return InvokeQuant()(aliasing, x, scheme="nf4")


@torch.compile(backend="inductor")
def recompiles(x):
    y = (x * 2.0).relu()
    if x.shape[0] == 6:  # on a dynamic size: specializes it to 6
        return y + 1.0
    return y


broken(torch.randn(4, 16))
try:
    fails(torch.randn(4, 16))
except Exception as e:
    print(type(e).__name__)
recompiles(torch.randn(4, 16))
recompiles(torch.randn(6, 16))
recompiles(torch.randn(4, 16, dtype=torch.float64))
