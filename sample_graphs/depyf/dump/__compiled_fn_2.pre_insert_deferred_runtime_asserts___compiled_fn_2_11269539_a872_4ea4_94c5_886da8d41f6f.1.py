from __future__ import annotations
import torch
from torch import device
class GraphModule(torch.nn.Module):
    def forward(self, L_w_: "i8[64, 32]", L_s_: "f32[32]", L_x_: "f32[8, 64]"):
        l_w_ = L_w_
        l_s_ = L_s_
        l_x_ = L_x_

        # File: /work/main/sample_graphs/depyf/make_depyf.py:21 in f, code: y = x @ invoke_quant(dequant, w, s, scheme="int8")
        subgraph_0 = self.subgraph_0

        # No stacktrace found for following nodes
        invoke_quant = torch._higher_order_ops._invoke_quant.InvokeQuant(codegen_low_precision = True)

        # File: /work/main/sample_graphs/depyf/make_depyf.py:21 in f, code: y = x @ invoke_quant(dequant, w, s, scheme="int8")
        invoke_quant_packed = torch.ops.higher_order.invoke_quant_packed(subgraph_0, l_w_, l_s_, scheme = 'int8', quant_options = invoke_quant);  subgraph_0 = l_w_ = l_s_ = invoke_quant = None
        getitem: "f32[64, 32]" = invoke_quant_packed[0];  invoke_quant_packed = None
        y: "f32[8, 32]" = l_x_ @ getitem;  l_x_ = getitem = None
        return (y,)

    class subgraph_0(torch.nn.Module):
        def forward(self, l_w_: "i8[64, 32]", l_s_: "f32[32]"):
            # File: /work/main/sample_graphs/depyf/make_depyf.py:17 in dequant, code: return w.to(torch.float32) * s
            to: "f32[64, 32]" = l_w_.to(torch.float32);  l_w_ = None
            mul: "f32[64, 32]" = to * l_s_;  to = l_s_ = None
            return (mul,)
