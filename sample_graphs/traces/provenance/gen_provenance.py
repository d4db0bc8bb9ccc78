# TORCH_TRACE=<dir> TORCHINDUCTOR_FORCE_DISABLE_CACHES=1 python gen_provenance.py
import torch
torch.set_num_threads(1)
torch._inductor.config.trace.provenance_tracking_level = 1
torch.manual_seed(0)

class M(torch.nn.Module):
    def __init__(self):
        super().__init__()
        self.fc = torch.nn.Linear(16, 8)
    def forward(self, x):
        return torch.relu(self.fc(x)) * 2.0 + 1.0

m = M()
x = torch.randn(4, 16)
with torch.no_grad():
    out = torch.compile(m, backend="inductor")(x)
    torch.testing.assert_close(out, m(x))
