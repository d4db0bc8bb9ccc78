# TORCH_TRACE=<dir> TORCHINDUCTOR_FORCE_DISABLE_CACHES=1 python gen_attention_infer.py
import math, os
os.environ.setdefault("TORCHINDUCTOR_PATTERN_MATCH_DEBUG", "none")  # enables per-pattern counters
import torch
from torch._dynamo.utils import counters
torch.set_num_threads(1)
torch.manual_seed(0)

class Attn(torch.nn.Module):
    def forward(self, q, k, v):
        d = q.shape[-1]
        return torch.softmax(q @ k.transpose(-2, -1) / math.sqrt(d), dim=-1) @ v

q, k, v = (torch.randn(2, 4, 16, 8) for _ in range(3))
m = torch.compile(Attn(), backend="inductor")
with torch.no_grad():
    out = m(q, k, v)
torch.testing.assert_close(out, Attn()(q, k, v))
print("fuse_attention:", counters["inductor"]["fuse_attention"])
print(dict(counters["inductor_pattern_matcher_per_pattern"]))
