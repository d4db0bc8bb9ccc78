import torch
def f(x, y, n):
    z = x * 2
    z[0] = y
    z += 1
    k = n + 1
    k *= 2
    w = z @ z.t() - y.sum() / 3
    return w.neg() ** 2, -z, k
x = torch.randn(4, 4); y = torch.randn(4)
torch._dynamo.config.capture_scalar_outputs = True
torch.compile(f, dynamic=True)(x, y, 3)
