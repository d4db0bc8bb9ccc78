from __future__ import annotations
import torch
from torch import device
class GraphModule(torch.nn.Module):
    def forward(self, L_y_: "f32[4, 8]"):
        l_y_ = L_y_

        # File: /tmp/forms_work/depyf/gen_depyf.py:16 in torch_dynamo_resume_in_g_at_15, code: return y.cos() + 1
        cos: "f32[4, 8]" = l_y_.cos();  l_y_ = None
        add: "f32[4, 8]" = cos + 1;  cos = None
        return (add,)
