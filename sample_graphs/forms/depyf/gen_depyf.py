# depyf 0.20 + torch 2.15 (CPU): dump the __compiled_fn_* files of two compiled graphs
import torch, depyf
torch.set_num_threads(1)
torch.manual_seed(0)

class M(torch.nn.Module):
    def __init__(self):
        super().__init__()
        self.lin = torch.nn.Linear(8, 4)
    def forward(self, x):
        return torch.relu(self.lin(x))

def g(x):
    y = x.sin() * 2
    print("graph break")          # splits g into two compiled graphs
    return y.cos() + 1

m = torch.compile(M(), backend="inductor")
cg = torch.compile(g, backend="inductor")
with depyf.prepare_debug("dump"):
    m(torch.randn(4, 8))
    cg(torch.randn(4, 8))
