# TORCH_TRACE=<dir> TORCHINDUCTOR_FORCE_DISABLE_CACHES=1 python gen_restart.py
# A graph break makes Dynamo restart the analysis of frame 0: compile ids 0/0 and 0/0_1,
# then the resume function after the break is compiled as its own frame.
import torch
torch.set_num_threads(1)

@torch.compile(backend="inductor")
def f(x):
    y = x.sin() * 2.0
    torch._dynamo.graph_break()
    return y.cos() + 1.0

f(torch.randn(4, 16))
