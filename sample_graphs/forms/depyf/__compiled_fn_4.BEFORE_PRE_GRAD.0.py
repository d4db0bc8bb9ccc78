from __future__ import annotations
import torch
from torch import device
class GraphModule(torch.nn.Module):
    def forward(self, L_x_: "f32[4, 8]"):
        l_x_ = L_x_

        # File: /tmp/forms_work/depyf/gen_depyf.py:14 in g, code: y = x.sin() * 2
        sin: "f32[4, 8]" = l_x_.sin();  l_x_ = None
        y: "f32[4, 8]" = sin * 2;  sin = None
        return (y,)
