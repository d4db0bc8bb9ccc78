from __future__ import annotations
import torch
from torch import device
class inner_f(torch.nn.Module):
    def forward(self, primals, tangents):
        primals_1: "f32[4, 8]"; primals_2: "f32[4]"; primals_3: "f32[4, 8]"; tangents_1: "f32[4, 4]";

        primals_1, primals_2, primals_3, tangents_1, = fx_pytree.tree_flatten_spec([primals, tangents], self._in_spec)
        # File: /tmp/forms_work/depyf/gen_depyf.py:11 in forward, code: return torch.relu(self.lin(x))
        permute: "f32[8, 4]" = torch.ops.aten.permute.default(primals_1, [1, 0]);  primals_1 = None
        addmm: "f32[4, 4]" = torch.ops.aten.addmm.default(primals_2, primals_3, permute);  primals_2 = permute = None
        relu: "f32[4, 4]" = torch.ops.aten.relu.default(addmm);  addmm = None
        alias: "f32[4, 4]" = torch.ops.aten.alias.default(relu)

        # Backward of forward node: File: /tmp/forms_work/depyf/gen_depyf.py:11 in forward, code: return torch.relu(self.lin(x))
        alias_1: "f32[4, 4]" = torch.ops.aten.alias.default(alias);  alias = None
        le: "b8[4, 4]" = torch.ops.aten.le.Scalar(alias_1, 0);  alias_1 = None
        scalar_tensor: "f32[]" = torch.ops.aten.scalar_tensor.default(0, dtype = torch.float32, layout = torch.strided, device = device(type='cpu'))
        where: "f32[4, 4]" = torch.ops.aten.where.self(le, scalar_tensor, tangents_1);  le = scalar_tensor = tangents_1 = None
        permute_1: "f32[4, 4]" = torch.ops.aten.permute.default(where, [1, 0])
        mm: "f32[4, 8]" = torch.ops.aten.mm.default(permute_1, primals_3);  permute_1 = primals_3 = None
        permute_2: "f32[8, 4]" = torch.ops.aten.permute.default(mm, [1, 0]);  mm = None
        sum_1: "f32[1, 4]" = torch.ops.aten.sum.dim_IntList(where, [0], True);  where = None
        view: "f32[4]" = torch.ops.aten.view.default(sum_1, [4]);  sum_1 = None
        permute_3: "f32[4, 8]" = torch.ops.aten.permute.default(permute_2, [1, 0]);  permute_2 = None
        return pytree.tree_unflatten([relu, permute_3, view, None], self._out_spec)
