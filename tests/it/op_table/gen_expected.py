"""Fills the last column of cases.rs with the type PyTorch gives each call's result:

    ~/torchenv/bin/python tests/it/op_table/gen_expected.py

Inputs are tensors of the declared dtype and shape (floats random, ints and bools zeros, so
index tensors are in range); the call text is Python as FX prints it.
"""
import pathlib
import re

import torch
import torch._inductor.inductor_prims  # noqa: F401  (registers prims._low_memory_max_pool_*)
import torch.ao.quantization.fx._decomposed  # noqa: F401  (registers quantized_decomposed)

ABBR = {
    torch.float32: "f32", torch.float64: "f64", torch.float16: "f16", torch.bfloat16: "bf16",
    torch.int8: "i8", torch.int16: "i16", torch.int32: "i32", torch.int64: "i64",
    torch.uint8: "u8", torch.bool: "b8", torch.complex64: "c64",
}
DTYPE = {v: k for k, v in ABBR.items()}
LINE = re.compile(r'^(\s*c\(Op::\w+, )"(.*)", "(.*)", "(.*)"\),$')


def tensor(decl):
    m = re.fullmatch(r"(\w+)\[(.*)\](\+?)", decl.strip())
    dtype, shape = DTYPE[m.group(1)], [int(s) for s in m.group(2).split(",") if s.strip()]
    if dtype.is_floating_point or dtype.is_complex:
        t = torch.rand(shape, dtype=dtype) * 2 - 1
        return t.abs() + 0.25 if m.group(3) else t
    return torch.zeros(shape, dtype=dtype)


def type_str(v):
    if isinstance(v, torch.Tensor):
        return "%s[%s]" % (ABBR[v.dtype], ", ".join(str(s) for s in v.shape))
    if isinstance(v, tuple):
        return "(" + ", ".join(type_str(x) for x in v) + ")"
    if isinstance(v, list):
        return "[" + ", ".join(type_str(x) for x in v) + "]"
    if isinstance(v, (int, torch.SymInt)):
        return "int"
    raise TypeError(type(v))


path = pathlib.Path(__file__).with_name("cases.rs")
out = []
for line in path.read_text().splitlines():
    m = LINE.match(line)
    if m:
        call, inputs = m.group(2), m.group(3)
        env = {"torch": torch, "device": torch.device}
        for decl in filter(None, (d.strip() for d in inputs.split(";"))):
            name, ty = decl.split(":")
            env[name.strip()] = tensor(ty)
        qualified = call if call.split(".")[0] in ("prims", "quantized_decomposed") else "aten." + call
        torch.manual_seed(0)
        result = eval("torch.ops." + qualified, env)
        line = '%s"%s", "%s", "%s"),' % (m.group(1), call, inputs, type_str(result))
    out.append(line)
path.write_text("\n".join(out) + "\n")
