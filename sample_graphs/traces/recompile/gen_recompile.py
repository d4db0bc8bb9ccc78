# TORCH_TRACE=<dir> TORCHINDUCTOR_FORCE_DISABLE_CACHES=1 python gen_recompile.py
# The second call has another dtype, so the dtype guard fails and frame 0 is recompiled: 0/0 then 0/1.
import torch
torch.set_num_threads(1)

@torch.compile(backend="inductor")
def f(x):
    return (x.sin() * 2.0).relu() + 1.0

f(torch.randn(4, 16))
f(torch.randn(4, 16, dtype=torch.float64))
