# torch.export prints (torch 2.15, CPU): print(ep), print(ep.graph), the unlifted module and ep.graph_module
import torch
from torch.export import Dim
torch.set_num_threads(1)
torch.manual_seed(0)

class M(torch.nn.Module):
    def __init__(self):
        super().__init__()
        self.lin = torch.nn.Linear(8, 4)
        self.register_buffer("scale", torch.full((4,), 0.5))
    def forward(self, x):
        return torch.relu(self.lin(x) * self.scale)

batch = Dim("batch", min=2, max=64)
ep = torch.export.export(M(), (torch.randn(4, 8),), dynamic_shapes={"x": {0: batch}})
open("ep_print.txt", "w").write(str(ep) + "\n")                      # == print(ep)
open("ep_graph.txt", "w").write(str(ep.graph) + "\n")                # == print(ep.graph)
open("ep_module_print_readable.txt", "w").write(ep.module().print_readable(print_output=False))
open("ep_graph_module_print_readable.txt", "w").write(ep.graph_module.print_readable(print_output=False))

# second program: a buffer mutation, a non-persistent buffer and a tensor constant (more Graph signature kinds)
class M2(torch.nn.Module):
    def __init__(self):
        super().__init__()
        self.lin = torch.nn.Linear(8, 4)
        self.register_buffer("count", torch.zeros(1))
        self.register_buffer("shift", torch.ones(4), persistent=False)
        self.c = torch.tensor([1.0, 2.0, 3.0, 4.0])
    def forward(self, x):
        self.count.add_(1)
        return self.lin(x) + self.shift + self.c, x.shape[0] * 2

ep2 = torch.export.export(M2(), (torch.randn(4, 8),), dynamic_shapes={"x": {0: batch}})
open("ep2_print.txt", "w").write(str(ep2) + "\n")
open("ep2_decomposed_print.txt", "w").write(str(ep2.run_decompositions()) + "\n")   # functional: BUFFER_MUTATION output
