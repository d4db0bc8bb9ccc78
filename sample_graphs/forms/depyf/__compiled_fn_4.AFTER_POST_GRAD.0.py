from __future__ import annotations
import torch
from torch import device
class GraphModule(torch.nn.Module):
    def forward(self, arg0_1: "f32[4, 8]"):
        # File: /tmp/forms_work/depyf/gen_depyf.py:14 in g, code: y = x.sin() * 2
        sin: "f32[4, 8]" = torch.ops.aten.sin.default(arg0_1);  arg0_1 = None
        mul: "f32[4, 8]" = torch.ops.aten.mul.Tensor(sin, 2);  sin = None
        return (mul,)
