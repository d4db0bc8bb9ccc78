# AOTInductor under TORCH_TRACE (torch 2.15, CPU, gcc): before/after_post_grad_graph payloads
# usage: TORCH_TRACE=trace_aoti TORCHINDUCTOR_FORCE_DISABLE_CACHES=1 python gen_aoti.py
import torch
torch.set_num_threads(1)
torch.manual_seed(0)

class M(torch.nn.Module):
    def __init__(self):
        super().__init__()
        self.lin = torch.nn.Linear(8, 10)
    def forward(self, x):
        return torch.relu(self.lin(x))

with torch.no_grad():
    ep = torch.export.export(M(), (torch.randn(4, 8),))
    path = torch._inductor.aoti_compile_and_package(ep, package_path="/tmp/forms_work/pytree/m.pt2")
print(path)
