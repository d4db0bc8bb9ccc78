# TORCH_COMPILE_DEBUG=1 fx_graph_runnable.py for a module with a parameter, a buffer and a tensor constant.
# usage: TORCH_COMPILE_DEBUG=1 TORCH_COMPILE_DEBUG_DIR=out_<mode> python gen_runnable.py {plain|freezing}
import sys, torch
torch.set_num_threads(1)
torch.manual_seed(0)

class M(torch.nn.Module):
    def __init__(self):
        super().__init__()
        self.lin = torch.nn.Linear(8, 4)
        self.register_buffer("scale", torch.full((4,), 0.5))
    def forward(self, x):
        y = self.lin(x) * self.scale
        return torch.relu(y + torch.tensor([1.0, 2.0, 3.0, 4.0]))

if sys.argv[1] == "freezing":
    torch._inductor.config.freezing = True
m = torch.compile(M().eval(), backend="inductor")
with torch.no_grad():
    print(m(torch.randn(4, 8)))
