# TORCH_TRACE=<dir> TORCHINDUCTOR_FORCE_DISABLE_CACHES=1 python gen_compiled_autograd.py
# torch.compile of a whole training step with torch._dynamo.config.compiled_autograd = True:
# Dynamo graph-breaks on .backward(), which then runs under compiled autograd (ids "!0/...").
import torch
torch.set_num_threads(1)
torch._dynamo.config.compiled_autograd = True
torch.manual_seed(0)

w = torch.randn(16, 4, requires_grad=True)

@torch.compile(backend="inductor")
def train_step(x):
    loss = (x @ w).sin().sum()
    loss.backward()
    return loss

train_step(torch.randn(4, 16))
print(w.grad.shape)
