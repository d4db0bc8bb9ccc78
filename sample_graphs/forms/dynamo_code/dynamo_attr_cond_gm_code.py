


def forward(self, L_x_ : torch.Tensor):
    l_x_ = L_x_
    numpy_t = torch.ops.aten.numpy_T(l_x_)
    getattr_1 = numpy_t.real;  numpy_t = None
    m_t = torch.ops.aten.mT(l_x_)
    sum_1 = m_t.sum(dim = -1, keepdim = True);  m_t = None
    a = getattr_1 + sum_1;  getattr_1 = sum_1 = None
    sum_2 = l_x_.sum()
    gt = sum_2 > 0;  sum_2 = None
    cond_true_0 = self.cond_true_0
    cond_false_0 = self.cond_false_0
    cond = torch.ops.higher_order.cond(gt, cond_true_0, cond_false_0, (l_x_,));  gt = cond_true_0 = cond_false_0 = l_x_ = None
    b = cond[0];  cond = None
    return (a, b)
    