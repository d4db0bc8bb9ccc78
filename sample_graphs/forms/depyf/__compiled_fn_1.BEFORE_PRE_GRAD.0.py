from __future__ import annotations
import torch
from torch import device
class GraphModule(torch.nn.Module):
    def forward(self, L_self_modules_lin_parameters_weight_: "f32[4, 8]", L_self_modules_lin_parameters_bias_: "f32[4]", L_x_: "f32[4, 8]"):
        l_self_modules_lin_parameters_weight_ = L_self_modules_lin_parameters_weight_
        l_self_modules_lin_parameters_bias_ = L_self_modules_lin_parameters_bias_
        l_x_ = L_x_

        # File: /tmp/forms_work/depyf/gen_depyf.py:11 in forward, code: return torch.relu(self.lin(x))
        linear: "f32[4, 4]" = torch._C._nn.linear(l_x_, l_self_modules_lin_parameters_weight_, l_self_modules_lin_parameters_bias_);  l_x_ = l_self_modules_lin_parameters_weight_ = l_self_modules_lin_parameters_bias_ = None
        relu: "f32[4, 4]" = torch.relu(linear);  linear = None
        return (relu,)
