class <lambda>(torch.nn.Module):
    def forward(self, arg0_1: "i8[8, 16]", arg1_1: "f32[8, 1]", arg2_1: "f32[4, 16]"):
        # File: /work/h_diff/sample_graphs/diff/gen_diff.py:63 in iq_model, code: w = InvokeQuant(codegen_low_precision=LOW)(deq, q, s, scheme="int8")
        subgraph0 = self.subgraph0
        invoke_quant_1: "f32[8, 16]" = torch.ops.higher_order.invoke_quant(subgraph0, arg0_1, arg1_1, scheme = 'int8');  subgraph0 = arg0_1 = arg1_1 = None

        # File: /work/h_diff/sample_graphs/diff/gen_diff.py:64 in iq_model, code: return torch.relu(x @ w.t())
        permute: "f32[16, 8]" = torch.ops.aten.permute.default(invoke_quant_1, [1, 0]);  invoke_quant_1 = None
        mm: "f32[4, 8]" = torch.ops.aten.mm.default(arg2_1, permute);  arg2_1 = permute = None
        relu: "f32[4, 8]" = torch.ops.aten.relu.default(mm);  mm = None
        return (relu,)

    class subgraph0(torch.nn.Module):
        def forward(self, arg0_1: "i8[8, 16]", arg1_1: "f32[8, 1]"):
            # File: /work/h_diff/sample_graphs/diff/gen_diff.py:63 in iq_model, code: w = InvokeQuant(codegen_low_precision=LOW)(deq, q, s, scheme="int8")
            convert_element_type: "f32[8, 16]" = torch.ops.prims.convert_element_type.default(arg0_1, torch.float32);  arg0_1 = None
            mul: "f32[8, 16]" = torch.ops.aten.mul.Tensor(convert_element_type, arg1_1);  convert_element_type = arg1_1 = None
            return mul
