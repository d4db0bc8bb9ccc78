class <lambda>(torch.nn.Module):
    def forward(self, arg0_1: "f32[8]", arg1_1: "f32[8]"):
        # File: /tmp/trace_gen/gen.py:9 in fn, code: def fn(x, y): return InvokeQuant()(gn, x, y, scheme='nf4')
        subgraph0 = self.subgraph0
        invoke_quant_1: "f32[8]" = torch.ops.higher_order.invoke_quant(subgraph0, arg0_1, arg1_1, scheme = 'nf4');  subgraph0 = arg0_1 = arg1_1 = None
        return (invoke_quant_1,)

    class subgraph0(torch.nn.Module):
        def forward(self, arg0_1: "f32[8]", arg1_1: "f32[8]"):
            # File: /tmp/trace_gen/gen.py:9 in fn, code: def fn(x, y): return InvokeQuant()(gn, x, y, scheme='nf4')
            mul: "f32[8]" = torch.ops.aten.mul.Tensor(arg0_1, arg1_1);  arg0_1 = None
            add: "f32[8]" = torch.ops.aten.add.Tensor(mul, arg1_1);  mul = arg1_1 = None
            return add
