# str(gm.graph) (FX's IR print: graph(): / %x : [num_users=1] = placeholder[target=x] / ...) of four graphs, torch 2.15 CPU
import torch
from torch._higher_order_ops import InvokeQuant
from functorch.compile import make_boxed_func
from torch._dynamo.backends.common import aot_autograd
torch.set_num_threads(1)
torch.manual_seed(0)

def save(name, gm):
    open(name, "w").write(str(gm.graph))

# (a) Dynamo graph, captured by a custom backend
def dynamo_backend(gm, example_inputs):
    save("a_dynamo_graph.txt", gm)
    return gm.forward

class M(torch.nn.Module):
    def __init__(self):
        super().__init__()
        self.lin = torch.nn.Linear(8, 4)
    def forward(self, x):
        return torch.relu(self.lin(x)) + 1.0

torch.compile(M(), backend=dynamo_backend)(torch.randn(4, 8))

# (b) ATen graph after torch.export + run_decompositions
ep = torch.export.export(M(), (torch.randn(4, 8),)).run_decompositions()
save("b_export_decomposed_graph.txt", ep.graph_module)

# (c) invoke_quant: Dynamo graph and AOT forward graph (aot_autograd with a capturing fw_compiler)
iq = InvokeQuant()
def deq(w, s):
    return w.to(torch.float32) * s[:, None]
def f_iq(x, w, s):
    return torch.relu(x @ iq(deq, w, s, scheme="int8_woq").t())

def iq_dynamo(gm, example_inputs):
    save("c_invoke_quant_dynamo_graph.txt", gm)
    def fw(g, ins):
        save("c_invoke_quant_aot_forward_graph.txt", g)
        return make_boxed_func(g.forward)
    return aot_autograd(fw_compiler=fw)(gm, example_inputs)

w = torch.randint(-128, 127, (4, 8), dtype=torch.int8)
torch.compile(f_iq, backend=iq_dynamo)(torch.randn(2, 8), w, torch.rand(4))

# (d) torch.cond: get_attr of the branch subgraphs (Dynamo graph and exported ATen graph)
def f_cond(x):
    return torch.cond(x.sum() > 0, lambda t: t.sin(), lambda t: t.cos(), (x,))
def cond_backend(gm, example_inputs):
    save("d_cond_dynamo_graph.txt", gm)
    return gm.forward
torch.compile(f_cond, backend=cond_backend)(torch.randn(4, 8))

class C(torch.nn.Module):
    def forward(self, x):
        return f_cond(x)
save("d_cond_export_graph.txt", torch.export.export(C(), (torch.randn(4, 8),)).graph_module)
