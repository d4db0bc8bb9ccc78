import torch
def f(x, w, s):
    return torch.relu(x @ (w.to(torch.float32) * s).t()) + 1.0
x = torch.randn(4, 16); w = torch.randint(-128, 127, (8, 16), dtype=torch.int8); s = torch.rand(8, 1)
torch.compile(f)(x, w, s)
