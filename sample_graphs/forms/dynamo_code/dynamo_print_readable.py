class GraphModule(torch.nn.Module):
    def forward(self, L_x_: "f32[4, 8]", L_self_modules_lin_parameters_weight_: "f32[4, 8]", L_self_modules_lin_parameters_bias_: "f32[4]"):
        l_x_ = L_x_
        l_self_modules_lin_parameters_weight_ = L_self_modules_lin_parameters_weight_
        l_self_modules_lin_parameters_bias_ = L_self_modules_lin_parameters_bias_

        # File: /tmp/forms_work/dynamo_code/gen_dynamo_code.py:12 in forward, code: y = x.cos().view(-1)
        cos: "f32[4, 8]" = l_x_.cos();  l_x_ = None
        y: "f32[32]" = cos.view(-1);  cos = None

        # File: /tmp/forms_work/dynamo_code/gen_dynamo_code.py:14 in forward, code: z = self.lin(y.view(n, -1)) * self.lin.weight.sum()
        view_1: "f32[4, 8]" = y.view(4, -1);  y = None
        linear: "f32[4, 4]" = torch._C._nn.linear(view_1, l_self_modules_lin_parameters_weight_, l_self_modules_lin_parameters_bias_);  view_1 = l_self_modules_lin_parameters_bias_ = None
        sum_1: "f32[]" = l_self_modules_lin_parameters_weight_.sum();  l_self_modules_lin_parameters_weight_ = None
        z: "f32[4, 4]" = linear * sum_1;  linear = sum_1 = None

        # File: /tmp/forms_work/dynamo_code/gen_dynamo_code.py:15 in forward, code: return z.relu() * self.alpha, n
        relu: "f32[4, 4]" = z.relu();  z = None
        mul_1: "f32[4, 4]" = relu * 0.5;  relu = None
        return (mul_1,)
