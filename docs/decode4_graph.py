"""FX text of x[1, K] @ deq(u8[N, K/2]).T with 4-bit codes in blocks of BS weights: the graph of
tests/it/graphs.rs::decode4_graph, for instruction counts of the 4-bit decode loop (BENCHMARKS.md, issue 18).

usage: python3 decode4_graph.py N K BS nf4|int4 > graph.txt
"""
import sys
n, k, bs, kind = int(sys.argv[1]), int(sys.argv[2]), int(sys.argv[3]), sys.argv[4]
h, nb = k // 2, k // bs
if kind == "nf4":
    params = f'arg0_1: "u8[{n}, {h}]", arg1_1: "f32[16]", arg2_1: "f32[{n*nb}]", arg3_1: "f32[1, {k}]"'
    call = "invoke_quant(subgraph0, arg0_1, arg1_1, arg2_1, scheme = 'nf4')"
    sub = f'arg0_1: "u8[{n}, {h}]", arg1_1: "f32[16]", arg2_1: "f32[{n*nb}]"'
    code = f'''            rshift: "u8[{n}, {h}]" = torch.ops.aten.__rshift__.Scalar(arg0_1, 4)
            unsqueeze: "u8[{n}, {h}, 1]" = torch.ops.aten.unsqueeze.default(rshift, 2)
            bitwise_and: "u8[{n}, {h}]" = torch.ops.aten.bitwise_and.Scalar(arg0_1, 15)
            unsqueeze_1: "u8[{n}, {h}, 1]" = torch.ops.aten.unsqueeze.default(bitwise_and, 2)
            cat: "u8[{n}, {h}, 2]" = torch.ops.aten.cat.default([unsqueeze, unsqueeze_1], -1)
'''
    deq = f'''            convert_element_type: "i64[{n}, {k}]" = torch.ops.prims.convert_element_type.default(view, torch.int64)
            index: "f32[{n}, {k}]" = torch.ops.aten.index.Tensor(arg1_1, [convert_element_type])
            view_1: "f32[{n}, {nb}, 1]" = torch.ops.aten.reshape.default(arg2_1, [{n}, {nb}, 1])
'''
else:
    params = f'arg0_1: "u8[{n}, {h}]", arg1_1: "f32[{n*nb}]", arg3_1: "f32[1, {k}]"'
    call = "invoke_quant(subgraph0, arg0_1, arg1_1, scheme = 'int4_sym')"
    sub = f'arg0_1: "u8[{n}, {h}]", arg1_1: "f32[{n*nb}]"'
    code = f'''            bitwise_and: "u8[{n}, {h}]" = torch.ops.aten.bitwise_and.Scalar(arg0_1, 15)
            unsqueeze: "u8[{n}, {h}, 1]" = torch.ops.aten.unsqueeze.default(bitwise_and, 2)
            rshift: "u8[{n}, {h}]" = torch.ops.aten.__rshift__.Scalar(arg0_1, 4)
            unsqueeze_1: "u8[{n}, {h}, 1]" = torch.ops.aten.unsqueeze.default(rshift, 2)
            cat: "u8[{n}, {h}, 2]" = torch.ops.aten.cat.default([unsqueeze, unsqueeze_1], -1)
'''
    deq = f'''            convert_element_type: "f32[{n}, {k}]" = torch.ops.prims.convert_element_type.default(view, torch.float32)
            index: "f32[{n}, {k}]" = torch.ops.aten.sub.Tensor(convert_element_type, 8)
            view_1: "f32[{n}, {nb}, 1]" = torch.ops.aten.reshape.default(arg1_1, [{n}, {nb}, 1])
'''
print(f'''class <lambda>(torch.nn.Module):
    def forward(self, {params}):
        subgraph0 = self.subgraph0
        invoke_quant_1: "f32[{n}, {k}]" = torch.ops.higher_order.{call}
        permute: "f32[{k}, {n}]" = torch.ops.aten.permute.default(invoke_quant_1, [1, 0])
        mm: "f32[1, {n}]" = torch.ops.aten.mm.default(arg3_1, permute)
        return (mm,)

    class subgraph0(torch.nn.Module):
        def forward(self, {sub}):
{code}            view: "u8[{n}, {k}]" = torch.ops.aten.reshape.default(cat, [{n}, -1])
{deq}            expand: "f32[{n}, {nb}, {bs}]" = torch.ops.aten.expand.default(view_1, [{n}, {nb}, {bs}])
            clone: "f32[{n}, {nb}, {bs}]" = torch.ops.aten.clone.default(expand, memory_format = torch.contiguous_format)
            view_2: "f32[{n}, {k}]" = torch.ops.aten.reshape.default(clone, [{n}, {k}])
            mul: "f32[{n}, {k}]" = torch.ops.aten.mul.Tensor(index, view_2)
            return mul
''')
