class GraphModule(torch.nn.Module):
    def forward(self, L_x_: "f32[4, 4]"):
        l_x_ = L_x_

        # File: /tmp/forms_work/dynamo_code/gen_dynamo_code.py:34 in f2, code: a = x.T.real + x.mT.sum(dim=-1, keepdim=True)
        numpy_t: "f32[4, 4]" = torch.ops.aten.numpy_T(l_x_)
        getattr_1: "f32[4, 4]" = numpy_t.real;  numpy_t = None
        m_t: "f32[4, 4]" = torch.ops.aten.mT(l_x_)
        sum_1: "f32[4, 1]" = m_t.sum(dim = -1, keepdim = True);  m_t = None
        a: "f32[4, 4]" = getattr_1 + sum_1;  getattr_1 = sum_1 = None

        # File: /tmp/forms_work/dynamo_code/gen_dynamo_code.py:35 in f2, code: b = torch.cond(x.sum() > 0, lambda t: t.sin(), lambda t: t.cos(), (x,))
        sum_2: "f32[]" = l_x_.sum()
        gt: "b8[]" = sum_2 > 0;  sum_2 = None
        cond_true_0 = self.cond_true_0
        cond_false_0 = self.cond_false_0
        cond = torch.ops.higher_order.cond(gt, cond_true_0, cond_false_0, (l_x_,));  gt = cond_true_0 = cond_false_0 = l_x_ = None
        b: "f32[4, 4]" = cond[0];  cond = None
        return (a, b)

    class cond_true_0(torch.nn.Module):
        def forward(self, l_x_: "f32[4, 4]"):
            l_x__1 = l_x_

            # File: /tmp/forms_work/dynamo_code/gen_dynamo_code.py:35 in <lambda>, code: b = torch.cond(x.sum() > 0, lambda t: t.sin(), lambda t: t.cos(), (x,))
            sin: "f32[4, 4]" = l_x__1.sin();  l_x__1 = None
            return (sin,)

    class cond_false_0(torch.nn.Module):
        def forward(self, l_x_: "f32[4, 4]"):
            l_x__1 = l_x_

            # File: /tmp/forms_work/dynamo_code/gen_dynamo_code.py:35 in <lambda>, code: b = torch.cond(x.sum() > 0, lambda t: t.sin(), lambda t: t.cos(), (x,))
            cos: "f32[4, 4]" = l_x__1.cos();  l_x__1 = None
            return (cos,)
