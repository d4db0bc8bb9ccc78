from __future__ import annotations
import torch
from torch import device
class GraphModule(torch.nn.Module):
    def forward(self, primals_1: "f32[4, 8]", primals_2: "f32[4]", primals_3: "f32[4, 8]"):
        # File: /tmp/forms_work/depyf/gen_depyf.py:11 in forward, code: return torch.relu(self.lin(x))
        permute: "f32[8, 4]" = torch.ops.aten.permute.default(primals_1, [1, 0]);  primals_1 = None
        addmm: "f32[4, 4]" = torch.ops.aten.addmm.default(primals_2, primals_3, permute);  primals_2 = permute = None
        relu: "f32[4, 4]" = torch.ops.aten.relu.default(addmm);  addmm = None

        # Backward of forward node: File: /tmp/forms_work/depyf/gen_depyf.py:11 in forward, code: return torch.relu(self.lin(x))
        le: "b8[4, 4]" = torch.ops.aten.le.Scalar(relu, 0)
        return (relu, primals_3, le)
