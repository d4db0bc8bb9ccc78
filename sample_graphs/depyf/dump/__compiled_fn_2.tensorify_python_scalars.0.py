from __future__ import annotations
import torch
from torch import device
class GraphModule(torch.nn.Module):
    def forward(self, arg0_1: "i8[64, 32]", arg1_1: "f32[32]", arg2_1: "f32[8, 64]"):
        # File: /work/main/sample_graphs/depyf/make_depyf.py:21 in f, code: y = x @ invoke_quant(dequant, w, s, scheme="int8")
        subgraph0 = self.subgraph0
        invoke_quant = torch._higher_order_ops._invoke_quant.InvokeQuant(codegen_low_precision = True)
        invoke_quant_packed = torch.ops.higher_order.invoke_quant_packed(subgraph0, arg0_1, arg1_1, scheme = 'int8', quant_options = invoke_quant);  subgraph0 = arg0_1 = arg1_1 = invoke_quant = None
        getitem: "f32[64, 32]" = invoke_quant_packed[0];  invoke_quant_packed = None
        mm: "f32[8, 32]" = torch.ops.aten.mm.default(arg2_1, getitem);  arg2_1 = getitem = None
        return (mm,)

    class subgraph0(torch.nn.Module):
        def forward(self, arg0_1: "i8[64, 32]", arg1_1: "f32[32]"):
            # File: /work/main/sample_graphs/depyf/make_depyf.py:21 in f, code: y = x @ invoke_quant(dequant, w, s, scheme="int8")
            convert_element_type: "f32[64, 32]" = torch.ops.prims.convert_element_type.default(arg0_1, torch.float32);  arg0_1 = None
            mul: "f32[64, 32]" = torch.ops.aten.mul.Tensor(convert_element_type, arg1_1);  convert_element_type = arg1_1 = None
            return (mul,)
