//! FX texts that more than one test module runs.

/// x[1, K] @ (f32(w[N, K]) * s[N, 1]).T, as the corpus' perf_int8_woq_decode writes it.
pub fn decode_graph(n: usize, k: usize) -> String {
    format!(
        r#"class <lambda>(torch.nn.Module):
    def forward(self, arg0_1: "i8[{n}, {k}]", arg1_1: "f32[{n}]", arg2_1: "f32[1, {k}]"):
        subgraph0 = self.subgraph0
        invoke_quant_1: "f32[{n}, {k}]" = torch.ops.higher_order.invoke_quant(subgraph0, arg0_1, arg1_1, scheme = 'int8_woq');  subgraph0 = arg0_1 = arg1_1 = None
        permute: "f32[{k}, {n}]" = torch.ops.aten.permute.default(invoke_quant_1, [1, 0]);  invoke_quant_1 = None
        mm: "f32[1, {n}]" = torch.ops.aten.mm.default(arg2_1, permute);  arg2_1 = permute = None
        return (mm,)

    class subgraph0(torch.nn.Module):
        def forward(self, arg0_1: "i8[{n}, {k}]", arg1_1: "f32[{n}]"):
            convert_element_type: "f32[{n}, {k}]" = torch.ops.prims.convert_element_type.default(arg0_1, torch.float32);  arg0_1 = None
            unsqueeze: "f32[{n}, 1]" = torch.ops.aten.unsqueeze.default(arg1_1, 1);  arg1_1 = None
            mul: "f32[{n}, {k}]" = torch.ops.aten.mul.Tensor(convert_element_type, unsqueeze);  convert_element_type = unsqueeze = None
            return mul
"#
    )
}
