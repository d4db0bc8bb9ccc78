"""Which summation order reproduces PyTorch's f32 x[1, K] @ W.T on CPU (MKL, M = 1)?

Emulates candidate orders in float64 with f32 rounding after each step and counts the outputs
that fall outside torch.testing's f32 tolerance of eager's result. quantbench's interpreter and
its single-row JIT template use the best candidate found (4 lanes, products rounded, then
(l0 + l2) + (l1 + l3)). Run with the torch environment of ../shared/reference/peer_bench.md:
    ~/torchenv/bin/python docs/mkl_single_row_probe.py
"""
import numpy as np
import torch

torch.set_num_threads(2)
torch.manual_seed(0)
N, K = 512, 4096
w = torch.randint(-127, 128, (N, K), dtype=torch.int8)
s = torch.rand(N) * 0.02
x = torch.randn(1, K)
W = w.float() * s[:, None]
ref = (x @ W.t()).numpy()[0].astype(np.float64)
Wd, xd = W.numpy().astype(np.float64), x.numpy()[0].astype(np.float64)


def f32(a):
    return a.astype(np.float32).astype(np.float64)


def outside(out):
    d = np.abs(out - ref)
    return int((d > 1e-5 + 1.3e-6 * np.abs(ref)).sum())


def blocks(size):
    return [(b, min(b + size, K)) for b in range(0, K, size)]


def run(lanes, fma, block_list):
    out = np.zeros(N)
    for k0, k1 in block_list:
        acc = np.zeros((lanes, N))
        for k in range(k0, k1):
            p = xd[k] * Wd[:, k]
            acc[(k - k0) % lanes] = f32(acc[(k - k0) % lanes] + (p if fma else f32(p)))
        while acc.shape[0] > 1:  # (l0 + l2) + (l1 + l3) for four lanes
            h = acc.shape[0] // 2
            acc = f32(acc[:h] + acc[h:])
        out = f32(out + acc[0])
    return out


print("sgemm k-blocks of 192, sequential FMA:", outside(run(1, True, blocks(192))))
print("one sequential FMA sum:", outside(run(1, True, [(0, K)])))
for lanes in (4, 8, 16):
    for fma in (False, True):
        print(f"{lanes} lanes, {'fma' if fma else 'mul+add'}:", outside(run(lanes, fma, [(0, K)])))
