# GraphModule.code (FX's plain codegen, unquoted annotations) vs print_readable, torch 2.15 CPU
import torch
torch.set_num_threads(1)
torch.manual_seed(0)

class M(torch.nn.Module):
    def __init__(self):
        super().__init__()
        self.lin = torch.nn.Linear(8, 4)
        self.alpha = 0.5
    def forward(self, x):
        y = x.cos().view(-1)
        n = x.shape[0]
        z = self.lin(y.view(n, -1)) * self.lin.weight.sum()
        return z.relu() * self.alpha, n

def backend(gm, example_inputs):
    open("dynamo_gm_code.py", "w").write(gm.code)
    open("dynamo_print_readable.py", "w").write(gm.print_readable(print_output=False))
    return gm.forward

torch.compile(M(), backend=backend)(torch.randn(4, 8))

# dynamic=True: SymInt placeholders (s77) and a Sym output in both prints
def backend_dyn(gm, example_inputs):
    open("dynamo_dynamic_gm_code.py", "w").write(gm.code)
    open("dynamo_dynamic_print_readable.py", "w").write(gm.print_readable(print_output=False))
    return gm.forward

torch.compile(M(), backend=backend_dyn, dynamic=True)(torch.randn(4, 8))

# attribute access (x.T.real, x.mT), kwargs in method calls, and get_attr of cond subgraphs (self.cond_true_0)
def f2(x):
    a = x.T.real + x.mT.sum(dim=-1, keepdim=True)
    b = torch.cond(x.sum() > 0, lambda t: t.sin(), lambda t: t.cos(), (x,))
    return a, b

def backend2(gm, example_inputs):
    open("dynamo_attr_cond_gm_code.py", "w").write(gm.code)
    open("dynamo_attr_cond_print_readable.py", "w").write(gm.print_readable(print_output=False))
    return gm.forward

torch.compile(f2, backend=backend2)(torch.randn(4, 4))

# return annotation "-> torch.Tensor": FX symbolic_trace keeps the traced function's annotations
class Annotated(torch.nn.Module):
    def forward(self, x: torch.Tensor, k: int = 2) -> torch.Tensor:
        return x.cos().view(-1) * k

gm = torch.fx.symbolic_trace(Annotated())
open("symbolic_trace_return_annotation_code.py", "w").write(gm.code)
open("symbolic_trace_return_annotation_print_readable.py", "w").write(gm.print_readable(print_output=False))
