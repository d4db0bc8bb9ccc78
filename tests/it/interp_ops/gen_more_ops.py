"""Regenerates more_cases.rs: ~/torchenv/bin/python tests/it/interp_ops/gen_more_ops.py
(PyTorch 2.15, CPU), then `cargo fmt`.

Scans, sorts, convolution, gather and scatter, kept apart from cases.rs (gen_ops.py) so that
file's printed values stay as they were printed. Each case says how the interpreter's output
must match eager PyTorch's: `Bits` (the op is modelled bit for bit: cumsum/cumprod's sequential
accumulation, topk/sort's order of ties, gathers and scatters), `Close` (torch.testing's
tolerances: convolution accumulates in f64 where PyTorch's kernels sum in f32), or `Error` (the
call fails, and the interpreter's message is PyTorch's).
"""
import math
import os

import torch

torch.manual_seed(5)
ABBR = {torch.float32: 'F32', torch.float64: 'F64', torch.float16: 'F16', torch.bfloat16: 'BF16',
        torch.int8: 'I8', torch.uint8: 'U8', torch.int16: 'I16', torch.int32: 'I32',
        torch.int64: 'I64', torch.bool: 'B8'}


def lit(v):
    if isinstance(v, bool):
        return '1.0' if v else '0.0'
    v = float(v)
    if math.isnan(v):
        return 'f64::NAN'
    if math.isinf(v):
        return 'f64::INFINITY' if v > 0 else 'f64::NEG_INFINITY'
    r = repr(v)
    return r if ('.' in r or 'e' in r) else r + '.0'


def T(t):
    # Integers stay below 2^53, so the f64 literals are exact.
    assert t.dtype.is_floating_point or t.numel() == 0 or t.long().abs().max().item() < 2**53
    vals = ', '.join(lit(x) for x in t.flatten().tolist())
    return f'T(DType::{ABBR[t.dtype]}, &{list(t.shape)}, &[{vals}])'


def V(a):
    if isinstance(a, torch.Tensor):
        return T(a)
    if isinstance(a, bool):
        return f'Value::Bool({str(a).lower()})'
    if isinstance(a, int):
        return f'Value::Int({a})'
    if isinstance(a, float):
        return f'Value::Float({lit(a)})'
    if isinstance(a, torch.dtype):
        return f'Value::Dtype(DType::{ABBR[a]})'
    if a is None:
        return 'Value::None'
    if isinstance(a, (list, tuple)):
        return 'Value::List(vec![' + ', '.join(V(x) for x in a) + '])'
    raise TypeError(a)


cases = []


def case(check, name, op, args, kwargs={}, pick=None):
    target = eval('torch.ops.aten.' + op)
    try:
        out = target(*args, **kwargs)
    except RuntimeError as e:
        assert check == 'Error', f'{name}: {e}'
        expected = 'Value::Str(%s.into())' % ('"' + str(e).splitlines()[0].replace('"', '\\"') + '"')
    else:
        assert check != 'Error', f'{name}: PyTorch does not fail'
        expected = T(out if pick is None else out[pick])
    o, ov = op.split('.')
    cases.append((check, name, o, ov, args, kwargs, pick, expected))


def both(check, name, op, args, kwargs={}):
    """A (values, indices) op: one case per element of its result."""
    case(check, name + '_values', op, args, kwargs, pick=0)
    case(check, name + '_indices', op, args, kwargs, pick=1)


f32 = lambda *s: torch.randn(*s)
ties = lambda *s, hi=4: torch.randint(0, hi, s).float()

# cumsum / cumprod: double accumulation for f32, float for f16/bf16, int64 for integers.
case('Bits', 'cumsum_f32_accumulates_in_double', 'cumsum.default', [torch.tensor([16777216., 1, 1, 1]), 0])
case('Bits', 'cumsum_f32_rows', 'cumsum.default', [f32(3, 50) * 100, 1])
case('Bits', 'cumsum_f32_dim0', 'cumsum.default', [f32(40, 3) * 1000, 0])
case('Bits', 'cumsum_f16_accumulates_in_float', 'cumsum.default', [torch.tensor([2048., 1, 1, 1, 0.5, 0.5]).half(), 0])
case('Bits', 'cumsum_f16_rows', 'cumsum.default', [(f32(2, 120) * 30).half(), -1])
case('Bits', 'cumsum_bf16_rows', 'cumsum.default', [(f32(2, 120) * 30).bfloat16(), 1])
case('Bits', 'cumsum_f64', 'cumsum.default', [f32(30).double() * 1e10, 0])
case('Bits', 'cumsum_bool_to_i64', 'cumsum.default', [torch.tensor([[True, False, True, True], [False, True, True, False]]), -1])
case('Bits', 'cumsum_u8_dtype_u8_wraps', 'cumsum.default', [torch.tensor([200, 100, 200], dtype=torch.uint8), 0], {'dtype': torch.uint8})
case('Bits', 'cumsum_int_dtype_f32_converts_first', 'cumsum.default', [torch.tensor([16777217, 1]), 0], {'dtype': torch.float32})
case('Bits', 'cumsum_f32_dtype_f16', 'cumsum.default', [torch.tensor([1.0001, 2048., 0.75]), 0], {'dtype': torch.float16})
case('Bits', 'cumsum_0d', 'cumsum.default', [torch.tensor(3, dtype=torch.int8), -1])
case('Bits', 'cumprod_f32', 'cumprod.default', [1 + f32(3, 40) / 10, 1])
case('Bits', 'cumprod_f16', 'cumprod.default', [(1 + f32(2, 40) / 10).half(), 1])
case('Bits', 'cumprod_bf16', 'cumprod.default', [(1 + f32(2, 40) / 10).bfloat16(), 1])
case('Bits', 'cumprod_i64_wraps', 'cumprod.default', [torch.tensor([2**40, 2**30, 3]), 0])

# topk / sort: libstdc++'s order of ties; NaN is the largest value.
both('Bits', 'topk_ties_nth_element', 'topk.default', [ties(3, 20), 5])
both('Bits', 'topk_ties_smallest_unsorted_dim0', 'topk.default', [ties(20, 3), 7, 0, False, False])
both('Bits', 'topk_ties_partial_sort', 'topk.default', [ties(2, 200), 3])
both('Bits', 'topk_ties_partial_sort_smallest', 'topk.default', [ties(2, 200), 3, -1, False])
both('Bits', 'topk_ties_large_k', 'topk.default', [ties(2, 40, hi=3), 30])
both('Bits', 'topk_nan', 'topk.default', [torch.tensor([[1., float('nan'), 3., float('nan'), 2.]]), 3])
both('Bits', 'topk_nan_smallest', 'topk.default', [torch.tensor([[1., float('nan'), 3., float('nan'), 2.]]), 4, 1, False])
both('Bits', 'topk_router_probs', 'topk.default', [torch.softmax(f32(16, 8), -1), 2])
both('Bits', 'topk_f16_ties', 'topk.default', [ties(2, 30).half(), 4])
both('Bits', 'topk_i64_ties', 'topk.default', [ties(2, 30).long(), 6, 1, False])
both('Bits', 'topk_k0', 'topk.default', [f32(2, 3), 0])
both('Bits', 'sort_ties', 'sort.default', [ties(3, 40)])
both('Bits', 'sort_ties_descending_dim0', 'sort.default', [ties(40, 2), 0, True])
both('Bits', 'sort_stable_descending', 'sort.stable', [ties(2, 40)], {'stable': True, 'descending': True})
both('Bits', 'sort_nan', 'sort.default', [torch.tensor([2., float('nan'), 1., float('nan'), 2.])])
both('Bits', 'sort_nan_descending', 'sort.default', [torch.tensor([2., float('nan'), 1., float('nan'), 2.]), -1, True])
both('Bits', 'sort_bool', 'sort.default', [torch.tensor([True, False, True, False, True])])
both('Bits', 'sort_i32_ties', 'sort.default', [torch.randint(-3, 3, (2, 25), dtype=torch.int32), 1, True])
case('Error', 'topk_k_out_of_range', 'topk.default', [f32(2, 3), 4])

# convolution: f64 accumulation, one rounding.
x, w, b = f32(2, 4, 7, 6), f32(6, 2, 3, 2), f32(6)
case('Close', 'conv2d_groups_stride_padding_dilation', 'convolution.default', [x, w, b, [2, 1], [1, 2], [1, 2], False, [0, 0], 2])
case('Close', 'conv2d_patch_embedding', 'convolution.default', [f32(1, 3, 16, 16), f32(8, 3, 8, 8), f32(8), [8, 8], [0, 0], [1, 1], False, [0, 0], 1])
case('Close', 'conv2d_single_values', 'convolution.default', [x, w, None, [1], [1], [1], False, [0], 2])
case('Close', 'conv1d', 'convolution.default', [f32(2, 4, 9), f32(6, 4, 3), f32(6), [2], [1], [2], False, [0], 1])
case('Close', 'conv3d', 'convolution.default', [f32(1, 2, 4, 5, 3), f32(3, 2, 2, 3, 2), None, [1, 2, 1], [0, 1, 1], [1, 1, 1], False, [0, 0, 0], 1])
case('Close', 'conv2d_f16', 'convolution.default', [x.half(), w.half(), b.half(), [1, 1], [1, 1], [1, 1], False, [0, 0], 2])
case('Close', 'conv2d_bf16', 'convolution.default', [x.bfloat16(), w.bfloat16(), b.bfloat16(), [1, 1], [1, 1], [1, 1], False, [0, 0], 2])
case('Close', 'conv2d_f64', 'convolution.default', [x.double(), w.double(), b.double(), [1, 2], [0, 0], [2, 1], False, [0, 0], 2])
case('Bits', 'conv2d_i64', 'convolution.default', [torch.randint(-9, 9, (1, 2, 5, 5)), torch.randint(-9, 9, (3, 2, 3, 3)), torch.randint(-9, 9, (3,)), [1, 1], [1, 1], [1, 1], False, [0, 0], 1])
case('Error', 'conv2d_channels_mismatch', 'convolution.default', [f32(1, 4, 5, 5), f32(6, 2, 3, 3), None, [1, 1], [1, 1], [1, 1], False, [0, 0], 1])

# gather / scatter: elements move unchanged; the later index along dim wins.
g = f32(3, 5)
case('Bits', 'gather_dim1', 'gather.default', [g, 1, torch.tensor([[4, 0, 0], [1, 2, 3]])])
case('Bits', 'gather_dim0_smaller_index', 'gather.default', [g, 0, torch.tensor([[2, 0, 1], [0, 0, 2]])])
case('Bits', 'gather_i32_index', 'gather.default', [g.half(), -1, torch.tensor([[1], [0], [4]], dtype=torch.int32)])
case('Bits', 'gather_0d', 'gather.default', [torch.tensor(2.5), 0, torch.tensor([0, 0])])
case('Error', 'gather_index_out_of_range', 'gather.default', [g, 1, torch.tensor([[0, 5]])])
case('Error', 'gather_negative_index', 'gather.default', [g, 1, torch.tensor([[0, -1]])])
case('Bits', 'scatter_src_last_write_wins', 'scatter.src', [torch.zeros(3, 4), 1, torch.tensor([[0, 0, 1], [3, 3, 3]]), torch.arange(1., 7.).reshape(2, 3)])
case('Bits', 'scatter_src_dim0', 'scatter.src', [f32(3, 4), 0, torch.tensor([[2, 0, 1, 2], [1, 1, 1, 0]]), f32(2, 5)])
case('Bits', 'scatter_value_float_into_int', 'scatter.value', [torch.arange(12, dtype=torch.int32).reshape(3, 4), 1, torch.tensor([[0, 2], [3, 1]]), -2.7])
case('Bits', 'scatter_value_negative_into_u8', 'scatter.value', [torch.zeros(2, 3, dtype=torch.uint8), 1, torch.tensor([[0], [2]]), -1])
case('Bits', 'scatter_value_rounds_to_f16', 'scatter.value', [torch.zeros(2, 3).half(), 0, torch.tensor([[1, 0, 1]]), 0.1])
case('Bits', 'scatter_value_into_bool', 'scatter.value', [torch.zeros(2, 3, dtype=torch.bool), 1, torch.tensor([[2], [0]]), 0.5])
case('Error', 'scatter_index_out_of_range', 'scatter.src', [torch.zeros(3, 4), 1, torch.tensor([[0, 0, 9]]), torch.ones(2, 3)])
case('Error', 'scatter_value_overflows_u8', 'scatter.value', [torch.zeros(2, dtype=torch.uint8), 0, torch.tensor([0]), 256.0])
case('Error', 'scatter_value_overflows_f16', 'scatter.value', [torch.zeros(2).half(), 0, torch.tensor([0]), 65520.0])

out = ['// Generated by gen_more_ops.py with PyTorch 2.15 (CPU) from torch.ops calls on seeded inputs:',
       '// each case is how to compare, an op, its arguments and what eager PyTorch computed (or the',
       '// first line of its error).', 'use super::*;', '',
       'pub fn cases() -> Vec<(Check, Case)> {', '    vec![']
for (check, name, o, ov, args, kwargs, pick, expected) in cases:
    kw = ', '.join(f'("{k}", {V(v)})' for k, v in kwargs.items())
    out.append(f'        (Check::{check}, Case {{ name: "{name}", ns: "aten", op: "{o}", overload: "{ov}", '
               f'pick: {("Some(%d)" % pick) if pick is not None else "None"},')
    out.append(f'            args: vec![{", ".join(V(a) for a in args)}],')
    out.append(f'            kwargs: vec![{kw}],')
    out.append(f'            expected: {expected} }}),')
out += ['    ]', '}']
open(os.path.join(os.path.dirname(os.path.abspath(__file__)), 'more_cases.rs'), 'w').write('\n'.join(out) + '\n')
print(len(cases), 'cases')
