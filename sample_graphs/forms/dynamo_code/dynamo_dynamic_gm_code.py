


def forward(self, s77 : torch.SymInt, L_x_ : torch.Tensor, L_self_modules_lin_parameters_weight_ : torch.nn.parameter.Parameter, L_self_modules_lin_parameters_bias_ : torch.nn.parameter.Parameter, L_self_alpha : torch.Tensor):
    l_x_ = L_x_
    l_self_modules_lin_parameters_weight_ = L_self_modules_lin_parameters_weight_
    l_self_modules_lin_parameters_bias_ = L_self_modules_lin_parameters_bias_
    l_self_alpha = L_self_alpha
    cos = l_x_.cos();  l_x_ = None
    y = cos.view(-1);  cos = None
    view_1 = y.view(s77, -1);  y = None
    linear = torch._C._nn.linear(view_1, l_self_modules_lin_parameters_weight_, l_self_modules_lin_parameters_bias_);  view_1 = l_self_modules_lin_parameters_bias_ = None
    sum_1 = l_self_modules_lin_parameters_weight_.sum();  l_self_modules_lin_parameters_weight_ = None
    z = linear * sum_1;  linear = sum_1 = None
    relu = z.relu();  z = None
    item = l_self_alpha.item();  l_self_alpha = None
    mul_1 = relu * item;  relu = item = None
    return (mul_1, s77)
    