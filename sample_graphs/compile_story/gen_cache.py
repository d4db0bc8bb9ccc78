# Run twice as separate processes into one TORCHINDUCTOR_CACHE_DIR (empty before the first):
# the first run misses Inductor's FX graph cache and AOTAutograd's cache, the second hits both.
import torch

torch.set_num_threads(1)


@torch.compile(backend="inductor")
def f(x):
    return (x.sin() * 2.0).relu()


f(torch.randn(4, 16))
