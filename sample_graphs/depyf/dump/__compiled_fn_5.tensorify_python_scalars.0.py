from __future__ import annotations
import torch
from torch import device
class GraphModule(torch.nn.Module):
    def forward(self, arg0_1: "f32[8, 32]"):
        # File: /work/main/sample_graphs/depyf/make_depyf.py:23 in torch_dynamo_resume_in_f_at_22, code: return torch.relu(y) + 1
        relu: "f32[8, 32]" = torch.ops.aten.relu.default(arg0_1);  arg0_1 = None
        add: "f32[8, 32]" = torch.ops.aten.add.Tensor(relu, 1);  relu = None
        return (add,)
