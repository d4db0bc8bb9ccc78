from __future__ import annotations
import torch
from torch import device
class GraphModule(torch.nn.Module):
    def forward(self, arg0_1: "i8[64, 32]", arg1_1: "f32[32]"):
        # File: /work/main/sample_graphs/depyf/make_depyf.py:21 in f, code: y = x @ invoke_quant(dequant, w, s, scheme="int8")
        convert_element_type: "f32[64, 32]" = torch.ops.prims.convert_element_type.default(arg0_1, torch.float32);  arg0_1 = None
        mul: "f32[64, 32]" = torch.ops.aten.mul.Tensor(convert_element_type, arg1_1);  convert_element_type = arg1_1 = None
        return (mul,)
