class <lambda>(torch.nn.Module):
    def forward(self, arg0_1: "f32[4, 16]", arg1_1: "f32[16, 8]"):
        # File: /work/h_diff/sample_graphs/diff/gen_diff.py:49 in fusion_model, code: a = torch.sin(x)
        sin: "f32[4, 16]" = torch.ops.aten.sin.default(arg0_1)

        # File: /work/h_diff/sample_graphs/diff/gen_diff.py:50 in fusion_model, code: m = torch.softmax(a @ w, dim=-1)
        mm: "f32[4, 8]" = torch.ops.aten.mm.default(sin, arg1_1);  sin = arg1_1 = None
        amax: "f32[4, 1]" = torch.ops.aten.amax.default(mm, [-1], True)
        sub: "f32[4, 8]" = torch.ops.aten.sub.Tensor(mm, amax);  mm = amax = None
        exp: "f32[4, 8]" = torch.ops.aten.exp.default(sub);  sub = None
        sum_1: "f32[4, 1]" = torch.ops.aten.sum.dim_IntList(exp, [-1], True)
        div: "f32[4, 8]" = torch.ops.aten.div.Tensor(exp, sum_1);  exp = sum_1 = None

        # File: /work/h_diff/sample_graphs/diff/gen_diff.py:51 in fusion_model, code: b = torch.cos(x) * 3.0
        cos: "f32[4, 16]" = torch.ops.aten.cos.default(arg0_1);  arg0_1 = None
        mul: "f32[4, 16]" = torch.ops.aten.mul.Tensor(cos, 3.0);  cos = None
        return (div, mul)
