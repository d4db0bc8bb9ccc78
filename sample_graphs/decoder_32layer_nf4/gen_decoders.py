"""Launcher for the two decoder graphs of sample_graphs/decoder_32layer_nf4 and
sample_graphs/decoder_module_4layer_int8: copies gen.py and cases.py from the shared tools
($QB_TOOLS, default ../shared/tools) into $QB_WORK (default /tmp/dec_work), adds the two cases
below to that cases.py copy and runs gen.py.

usage: python gen_decoders.py OUT_DIR [case ...]
"""
import os, shutil, subprocess, sys

TOOLS = os.environ.get("QB_TOOLS", os.path.join(os.path.dirname(__file__), "..", "..", "..", "shared", "tools"))
WORK = os.environ.get("QB_WORK", "/tmp/dec_work")

EXTRA = r'''

# --- added by sample_graphs/decoder_32layer_nf4/gen_decoders.py ---
import torch.nn as nn


def decoder_32layer_nf4():
    # cases.py's function decoder at 32 layers: no modules, so no module paths anywhere
    return _decoder(32)


class IQLinear(nn.Module):
    def __init__(self, o, i, g):
        super().__init__()
        self.weight = nn.Parameter(torch.randint(-128, 127, (o, i), dtype=torch.int8, generator=g), requires_grad=False)
        self.scale = nn.Parameter(torch.rand(o, generator=g) / 64, requires_grad=False)

    def forward(self, x):
        return x @ iq(deq_int8_rowwise, self.weight, self.scale, scheme="int8_woq").t()


class RMSNorm(nn.Module):
    def __init__(self, d, g):
        super().__init__()
        self.weight = nn.Parameter(torch.rand(d, generator=g) + 0.5, requires_grad=False)

    def forward(self, x):
        return _rms(x, self.weight)


class Attention(nn.Module):
    def __init__(self, d, heads, g):
        super().__init__()
        self.heads = heads
        self.q_proj, self.k_proj, self.v_proj, self.o_proj = (IQLinear(d, d, g) for _ in range(4))

    def forward(self, h):
        b, t, d = h.shape
        q = self.q_proj(h).view(b, t, self.heads, d // self.heads).transpose(1, 2)
        k = self.k_proj(h).view(b, t, self.heads, d // self.heads).transpose(1, 2)
        v = self.v_proj(h).view(b, t, self.heads, d // self.heads).transpose(1, 2)
        att = ((q @ k.transpose(-1, -2)) / (d // self.heads) ** 0.5).softmax(-1)
        return self.o_proj((att @ v).transpose(1, 2).reshape(b, t, d))


class MLP(nn.Module):
    def __init__(self, d, f, g):
        super().__init__()
        self.gate_proj, self.up_proj = IQLinear(f, d, g), IQLinear(f, d, g)
        self.down_proj = IQLinear(d, f, g)

    def forward(self, h):
        return self.down_proj(F.silu(self.gate_proj(h)) * self.up_proj(h))


class DecoderLayer(nn.Module):
    def __init__(self, d, heads, f, g):
        super().__init__()
        self.input_layernorm, self.post_attention_layernorm = RMSNorm(d, g), RMSNorm(d, g)
        self.self_attn = Attention(d, heads, g)
        self.mlp = MLP(d, f, g)

    def forward(self, x):
        x = x + self.self_attn(self.input_layernorm(x))
        return x + self.mlp(self.post_attention_layernorm(x))


class Decoder(nn.Module):
    def __init__(self, layers, d, heads, f, g):
        super().__init__()
        self.layers = nn.ModuleList(DecoderLayer(d, heads, f, g) for _ in range(layers))
        self.norm = RMSNorm(d, g)

    def forward(self, x):
        for layer in self.layers:
            x = layer(x)
        return self.norm(x)


def decoder_module_4layer_int8():
    # the same decoder as nn.Modules (layers.N.self_attn.q_proj ...): Dynamo names the lifted
    # parameters after their module paths
    g = gen(9)
    m = Decoder(4, 64, 4, 128, g).eval()
    x = torch.randn(1, 16, 64, generator=g)

    def fn(x):
        with torch.no_grad():
            return m(x)
    return m, (x,), {}


CASES.update({f.__name__: f for f in [decoder_32layer_nf4, decoder_module_4layer_int8]})
'''

os.makedirs(WORK, exist_ok=True)
for f in ["gen.py", "cases.py"]:
    shutil.copy(os.path.join(TOOLS, f), os.path.join(WORK, f))
with open(os.path.join(WORK, "cases.py"), "a") as f:
    f.write(EXTRA)
sys.exit(subprocess.call([sys.executable, os.path.join(WORK, "gen.py")] + sys.argv[1:]))
