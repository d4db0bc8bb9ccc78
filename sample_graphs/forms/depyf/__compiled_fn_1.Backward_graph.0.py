from __future__ import annotations
import torch
from torch import device
class GraphModule(torch.nn.Module):
    def forward(self, primals_3: "f32[4, 8]", le: "b8[4, 4]", tangents_1: "f32[4, 4]"):
        # Backward of forward node: File: /tmp/forms_work/depyf/gen_depyf.py:11 in forward, code: return torch.relu(self.lin(x))
        full_default: "f32[]" = torch.ops.aten.full.default([], 0.0, dtype = torch.float32, layout = torch.strided, device = device(type='cpu'), pin_memory = False)
        where: "f32[4, 4]" = torch.ops.aten.where.self(le, full_default, tangents_1);  le = full_default = tangents_1 = None
        permute_1: "f32[4, 4]" = torch.ops.aten.permute.default(where, [1, 0])
        mm: "f32[4, 8]" = torch.ops.aten.mm.default(permute_1, primals_3);  permute_1 = primals_3 = None
        sum_1: "f32[1, 4]" = torch.ops.aten.sum.dim_IntList(where, [0], True);  where = None
        view: "f32[4]" = torch.ops.aten.view.default(sum_1, [4]);  sum_1 = None
        return (mm, view, None)
