//! FX text of single-row decode matmuls with quantized weights, as the corpus' perf cases write
//! them: what the decode kernels are measured and tested on (`quantbench synth`).

/// x[1, K] @ (f32(w[N, K]) * s[N, 1]).T, as the corpus' perf_int8_woq_decode writes it.
pub fn int8_decode_fx(n: usize, k: usize) -> String {
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

/// x[1, K] @ deq(packed u8[N, K/2]).T with 4-bit codes in blocks of `bs` weights along k, as the
/// corpus' perf_mlp7b cases write them: `nf4` (high nibble first, a 16-entry f32 table times
/// one absmax per block; inputs packed, table, absmax, x) or ONNX Runtime's affine int4 (low
/// nibble first, `(code - 8) * scale`; inputs packed, scale, x).
pub fn decode4_fx(n: usize, k: usize, bs: usize, nf4: bool) -> String {
    let (h, nb) = (k / 2, k / bs);
    let (params, call, sub_params, code, deq) = if nf4 {
        (
            format!(
                r#"arg0_1: "u8[{n}, {h}]", arg1_1: "f32[16]", arg2_1: "f32[{}]", arg3_1: "f32[1, {k}]""#,
                n * nb
            ),
            "invoke_quant(subgraph0, arg0_1, arg1_1, arg2_1, scheme = 'nf4')".to_string(),
            format!(r#"arg0_1: "u8[{n}, {h}]", arg1_1: "f32[16]", arg2_1: "f32[{}]""#, n * nb),
            format!(
                r#"            rshift: "u8[{n}, {h}]" = torch.ops.aten.__rshift__.Scalar(arg0_1, 4)
            unsqueeze: "u8[{n}, {h}, 1]" = torch.ops.aten.unsqueeze.default(rshift, 2)
            bitwise_and: "u8[{n}, {h}]" = torch.ops.aten.bitwise_and.Scalar(arg0_1, 15)
            unsqueeze_1: "u8[{n}, {h}, 1]" = torch.ops.aten.unsqueeze.default(bitwise_and, 2)
            cat: "u8[{n}, {h}, 2]" = torch.ops.aten.cat.default([unsqueeze, unsqueeze_1], -1)
"#
            ),
            format!(
                r#"            convert_element_type: "i64[{n}, {k}]" = torch.ops.prims.convert_element_type.default(view, torch.int64)
            index: "f32[{n}, {k}]" = torch.ops.aten.index.Tensor(arg1_1, [convert_element_type])
            view_1: "f32[{n}, {nb}, 1]" = torch.ops.aten.reshape.default(arg2_1, [{n}, {nb}, 1])
"#
            ),
        )
    } else {
        (
            format!(r#"arg0_1: "u8[{n}, {h}]", arg1_1: "f32[{}]", arg3_1: "f32[1, {k}]""#, n * nb),
            "invoke_quant(subgraph0, arg0_1, arg1_1, scheme = 'int4_sym')".to_string(),
            format!(r#"arg0_1: "u8[{n}, {h}]", arg1_1: "f32[{}]""#, n * nb),
            format!(
                r#"            bitwise_and: "u8[{n}, {h}]" = torch.ops.aten.bitwise_and.Scalar(arg0_1, 15)
            unsqueeze: "u8[{n}, {h}, 1]" = torch.ops.aten.unsqueeze.default(bitwise_and, 2)
            rshift: "u8[{n}, {h}]" = torch.ops.aten.__rshift__.Scalar(arg0_1, 4)
            unsqueeze_1: "u8[{n}, {h}, 1]" = torch.ops.aten.unsqueeze.default(rshift, 2)
            cat: "u8[{n}, {h}, 2]" = torch.ops.aten.cat.default([unsqueeze, unsqueeze_1], -1)
"#
            ),
            format!(
                r#"            convert_element_type: "f32[{n}, {k}]" = torch.ops.prims.convert_element_type.default(view, torch.float32)
            index: "f32[{n}, {k}]" = torch.ops.aten.sub.Tensor(convert_element_type, 8)
            view_1: "f32[{n}, {nb}, 1]" = torch.ops.aten.reshape.default(arg1_1, [{n}, {nb}, 1])
"#
            ),
        )
    };
    format!(
        r#"class <lambda>(torch.nn.Module):
    def forward(self, {params}):
        subgraph0 = self.subgraph0
        invoke_quant_1: "f32[{n}, {k}]" = torch.ops.higher_order.{call}
        permute: "f32[{k}, {n}]" = torch.ops.aten.permute.default(invoke_quant_1, [1, 0])
        mm: "f32[1, {n}]" = torch.ops.aten.mm.default(arg3_1, permute)
        return (mm,)

    class subgraph0(torch.nn.Module):
        def forward(self, {sub_params}):
{code}            view: "u8[{n}, {k}]" = torch.ops.aten.reshape.default(cat, [{n}, -1])
{deq}            expand: "f32[{n}, {nb}, {bs}]" = torch.ops.aten.expand.default(view_1, [{n}, {nb}, {bs}])
            clone: "f32[{n}, {nb}, {bs}]" = torch.ops.aten.clone.default(expand, memory_format = torch.contiguous_format)
            view_2: "f32[{n}, {k}]" = torch.ops.aten.reshape.default(clone, [{n}, {k}])
            mul: "f32[{n}, {k}]" = torch.ops.aten.mul.Tensor(index, view_2)
            return mul
"#
    )
}
