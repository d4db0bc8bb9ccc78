"""torch's `sin`/`cos` and SLEEF's, for the interpreter's port (`src/ir/special/sleef_trig.rs`,
tested by `tests/it/sleef_trig.rs`).

    ~/torchenv/bin/python tools/sleef_trig.py full /tmp/sleef_trig_full.safetensors
    ~/torchenv/bin/python tools/sleef_trig.py sample tests/data/sleef_trig.safetensors
    QB_SLEEF_TRIG=/tmp/sleef_trig_full.safetensors cargo test --test it sleef_trig

What eager runs (torch 2.15, x86-64 with MKL): bf16 and f16 through `Vectorized<float>::sin()`,
SLEEF's `Sleef_sinf8_u35` (AVX2 build), rounded to 16 bits; f32 and f64 through MKL's
`vmsSin`/`vmdSin`, which no open code reproduces. So the file holds:
- `x_bf16`, `sin_bf16`, `cos_bf16` (and `_f16`): eager's values; `full` has every one of the
  65536 inputs, `sample` the ones closest to a rounding tie, the specials and a random few;
  `hash_bf16_f16`: FNV-1a 64 of eager's sin and cos of all 65536 bf16 and f16 inputs (in bit
  order, NaN as the canonical quiet NaN), so the Rust test checks every input all the same.
- `x_f32`, `sleef_sin_f32`, `sleef_cos_f32`: SLEEF's float functions from torch's own
  `libtorch_cpu.so` (`Sleef_sinf8_u35avx2` through a small C shim built with `cc`), each value
  alone in all 8 lanes so that it takes its own argument reduction, as the port does; `full`
  adds `eager_sin_f32`/`eager_cos_f32` (MKL) for comparison. Inputs: random over every
  magnitude, subnormals, huge values, ±0, ±inf, NaN, values near multiples of pi/2 and the
  reduction boundaries (125, 39000, 2^91).
It prints how often eager agrees with SLEEF and with the f64 function rounded once.
"""
import ctypes
import os
import subprocess
import sys
import tempfile

import numpy as np
import torch
from safetensors.torch import save_file

SHIM = r"""
#include <immintrin.h>
__m256 Sleef_sinf8_u35avx2(__m256);
__m256 Sleef_cosf8_u35avx2(__m256);
void sleef(const float *x, float *s, float *c, long n) {
  for (long i = 0; i < n; i++) {
    __m256 v = _mm256_set1_ps(x[i]);
    s[i] = _mm256_cvtss_f32(Sleef_sinf8_u35avx2(v));
    c[i] = _mm256_cvtss_f32(Sleef_cosf8_u35avx2(v));
  }
}
"""


def sleef_f32(x):
    """SLEEF's u35 sin and cos of the float32 array `x`, from torch's libtorch_cpu.so."""
    lib_dir = os.path.join(os.path.dirname(torch.__file__), "lib")
    with tempfile.TemporaryDirectory() as d:
        src, so = os.path.join(d, "shim.c"), os.path.join(d, "shim.so")
        with open(src, "w") as f:
            f.write(SHIM)
        subprocess.run(["cc", "-O2", "-mavx2", "-mfma", "-shared", "-fPIC", src, "-o", so,
                        f"-L{lib_dir}", "-ltorch_cpu", f"-Wl,-rpath,{lib_dir}"], check=True)
        lib = ctypes.CDLL(so)
        x = np.ascontiguousarray(x, dtype=np.float32)
        s, c = np.empty_like(x), np.empty_like(x)
        p = ctypes.c_void_p
        lib.sleef(p(x.ctypes.data), p(s.ctypes.data), p(c.ctypes.data), ctypes.c_long(len(x)))
    return s, c


def same(a, b):
    """Elementwise: equal bits, or both NaN."""
    a, b = torch.as_tensor(a), torch.as_tensor(b)
    bits = {torch.float32: torch.int32, torch.bfloat16: torch.int16, torch.float16: torch.int16}
    return (a.view(bits[a.dtype]) == b.view(bits[b.dtype])) | (a.isnan() & b.isnan())


def fnv1a(values, dtype):
    """FNV-1a 64 of the 16-bit patterns of `values` (NaN canonical), little-endian bytes."""
    canon = {torch.bfloat16: 0x7FC0, torch.float16: 0x7E00}[dtype]
    bits = values.view(torch.int16).to(torch.int32) & 0xFFFF
    bits = torch.where(values.isnan(), torch.tensor(canon, dtype=torch.int32), bits)
    h = 0xCBF29CE484222325
    for v in bits.tolist():
        for byte in (v & 0xFF, v >> 8):
            h = ((h ^ byte) * 0x100000001B3) & 0xFFFFFFFFFFFFFFFF
    return h - (1 << 64) if h >= 1 << 63 else h


def f32_inputs(rng):
    """About 500k float32 values, and how many lead the array as the ones always kept: the
    specials, the reduction edges and their neighbours, and the first 399 multiples of pi/2
    with theirs (the rest: large multiples, subnormals, random values over every magnitude)."""
    f = np.float32
    specials = [0.0, -0.0, np.inf, -np.inf, np.nan, 1.0, -1.0, 1e-45, -1e-45, 1.1754942e-38,
                1.17549435e-38, 3.4028235e38, -3.4028235e38, 2.0 ** 24]
    edges = []
    for b in [125.0, 39000.0, 2.0 ** 90, 2.0 ** 91, 2.0 ** 115, 2.0 ** 116]:
        e = np.array([b, -b], dtype=f)
        edges.append(e)
        for toward in (np.inf, -np.inf):
            n = e
            for _ in range(3):
                n = np.nextafter(n, f(toward))
                edges.append(n)

    def near_multiples(ks):
        # k pi/2 rounded to float and its neighbours: the reduced argument is tiny.
        m = (ks.astype(np.float64) * np.pi / 2).astype(f)
        m = m[np.isfinite(m)]
        m = np.concatenate([m, -m])
        return np.concatenate([m, np.nextafter(m, f(np.inf)), np.nextafter(m, f(-np.inf))])

    lead = np.concatenate([np.array(specials, dtype=f)] + edges +
                          [near_multiples(np.arange(1, 400))])
    far = near_multiples(np.unique(np.round(np.exp(rng.uniform(6, 80, 4000)))))
    bits = rng.integers(0, 2 ** 32, 200_000, dtype=np.uint64).astype(np.uint32).view(f)
    logu = (np.exp(rng.uniform(np.log(1e-4), np.log(1e5), 200_000)) *
            rng.choice([-1, 1], 200_000)).astype(f)
    small = rng.uniform(-10, 10, 50_000).astype(f)
    sub = (rng.integers(1, 2 ** 23, 5_000, dtype=np.int64).astype(np.uint32)
           | (rng.integers(0, 2, 5_000).astype(np.uint32) << 31)).view(f)
    x = np.concatenate([lead, far, sub, small, logu, bits])
    return torch.from_numpy(x.astype(f)), len(lead)


def tie_distance(y32, dtype):
    """How far (in float32 ulps) each float is from a rounding tie of `dtype`: small is hard."""
    lo = y32.to(dtype).to(torch.float32)
    up = torch.nextafter(lo, torch.full_like(lo, float("inf"))).to(dtype).to(torch.float32)
    dn = torch.nextafter(lo, torch.full_like(lo, -float("inf"))).to(dtype).to(torch.float32)
    mid = torch.minimum((y32 - (lo + up) / 2).abs(), (y32 - (lo + dn) / 2).abs())
    ulp = torch.nextafter(y32.abs(), torch.full_like(y32, float("inf"))) - y32.abs()
    return torch.nan_to_num(mid / ulp, nan=1e30, posinf=1e30)


def main():
    mode, out = sys.argv[1], sys.argv[2]
    assert mode in ("full", "sample"), __doc__
    rng = np.random.default_rng(0)
    tensors = {}
    hashes = []
    for dtype, name in [(torch.bfloat16, "bf16"), (torch.float16, "f16")]:
        x = torch.arange(-32768, 32768, dtype=torch.int32).to(torch.int16).view(dtype)
        ss, sc = sleef_f32(x.float().numpy())
        ss, sc = torch.from_numpy(ss), torch.from_numpy(sc)
        keep = torch.zeros(len(x), dtype=torch.bool)
        for fn, s32 in [("sin", ss), ("cos", sc)]:
            eager = getattr(x, fn)()
            # In bit order 0x0000..0xffff (the arange starts at 0x8000).
            hashes.append(fnv1a(torch.cat([eager[32768:], eager[:32768]]), dtype))
            f64 = getattr(x.double(), fn)().to(dtype)
            print(f"{name} {fn}: eager == SLEEF u35 rounded {int(same(eager, s32.to(dtype)).sum())}"
                  f"/65536, == f64 rounded {int(same(eager, f64).sum())}/65536")
            tensors[f"{fn}_{name}"] = eager
            keep |= ~same(eager, f64)
            d = tie_distance(s32, dtype)
            keep[torch.topk(-d, 600).indices] = True
        if mode == "sample":
            keep |= ~torch.isfinite(x) | (x == 0)
            sub = torch.nonzero((x != 0) & (x.abs() < torch.finfo(dtype).tiny)).flatten()
            keep[sub[torch.from_numpy(rng.choice(len(sub), 100, replace=False))]] = True
            keep[torch.from_numpy(rng.choice(len(x), 600, replace=False))] = True
            # All the NaNs are alike: keep a few.
            keep &= ~x.isnan() | (torch.arange(len(x)) % 4096 == 0)
            for k in list(tensors):
                if k.endswith("_" + name):
                    tensors[k] = tensors[k][keep]
            x = x[keep]
        tensors[f"x_{name}"] = x
    tensors["hash_bf16_f16"] = torch.tensor(hashes, dtype=torch.int64)

    x, n_lead = f32_inputs(rng)
    ss, sc = sleef_f32(x.numpy())
    ss, sc = torch.from_numpy(ss), torch.from_numpy(sc)
    es, ec = x.sin(), x.cos()
    cs, cc = x.double().sin().float(), x.double().cos().float()
    for fn, e, s, c in [("sin", es, ss, cs), ("cos", ec, sc, cc)]:
        print(f"f32 {fn} of {len(x)}: eager (MKL) == SLEEF u35 {int(same(e, s).sum())}, "
              f"== f64 rounded {int(same(e, c).sum())}; SLEEF == f64 rounded {int(same(s, c).sum())}")
    if mode == "sample":
        # Where SLEEF's float is not the correctly rounded one, a port's slip would show.
        hard = ~same(ss, cs) | ~same(sc, cc)
        keep = torch.zeros(len(x), dtype=torch.bool)
        keep[:n_lead] = True
        idx = torch.nonzero(hard).flatten()
        keep[idx[torch.from_numpy(rng.choice(len(idx), 1200, replace=False))]] = True
        keep[torch.from_numpy(rng.choice(len(x), 600, replace=False))] = True
        x, ss, sc = x[keep], ss[keep], sc[keep]
    else:
        tensors["eager_sin_f32"], tensors["eager_cos_f32"] = es, ec
    tensors.update(x_f32=x, sleef_sin_f32=ss, sleef_cos_f32=sc)
    save_file({k: v.contiguous() for k, v in tensors.items()}, out)
    print(out, {k: tuple(v.shape) for k, v in tensors.items()}, os.path.getsize(out), "bytes")


if __name__ == "__main__":
    main()
