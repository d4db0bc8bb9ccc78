# Regenerates cases.rs: ~/torchenv/bin/python tests/interp_ops/gen_ops.py (PyTorch 2.15, CPU).
import torch, math
torch.manual_seed(3)
ABBR = {torch.float32:'F32', torch.float64:'F64', torch.float16:'F16', torch.bfloat16:'BF16', torch.int8:'I8', torch.uint8:'U8', torch.int16:'I16', torch.int32:'I32', torch.int64:'I64', torch.bool:'B8', torch.float8_e4m3fn:'F8E4M3FN', torch.float8_e5m2:'F8E5M2'}
def lit(v):
    if isinstance(v, float):
        if math.isnan(v): return 'f64::NAN'
        if math.isinf(v): return 'f64::INFINITY' if v > 0 else 'f64::NEG_INFINITY'
        r = repr(v)
        return r if ('.' in r or 'e' in r) else r + '.0'
    return repr(float(v)) if not isinstance(v,bool) else ('1.0' if v else '0.0')
def T(t):
    vals = ', '.join(lit(float(x)) for x in t.flatten().tolist())
    return f'T(DType::{ABBR[t.dtype]}, &{list(t.shape)}, &[{vals}])'
def V(a):
    if isinstance(a, torch.Tensor): return T(a)
    if isinstance(a, bool): return f'Value::Bool({str(a).lower()})'
    if isinstance(a, int): return f'Value::Int({a})'
    if isinstance(a, float): return f'Value::Float({lit(a)})'
    if isinstance(a, torch.dtype): return f'Value::Dtype(DType::{ABBR[a]})'
    if isinstance(a, str): return f'Value::Str("{a}".into())'
    if a is None: return 'Value::None'
    if isinstance(a, (list, tuple)): return 'Value::List(vec![' + ', '.join(V(x) for x in a) + '])'
    raise TypeError(a)
cases = []
def case(name, op, args, kwargs={}, pick=None):
    target = eval('torch.ops.aten.' + op) if not op.startswith('prims.') else eval('torch.ops.' + op)
    out = target(*args, **kwargs)
    if pick is not None: out = out[pick]
    ns, rest = ('prims', op[6:]) if op.startswith('prims.') else ('aten', op)
    o, ov = rest.split('.')
    cases.append((name, ns, o, ov, args, kwargs, pick, out))
f32 = lambda *s: torch.randn(*s)
x = f32(2, 5) * 2
case('gelu_erf', 'gelu.default', [x])
case('gelu_tanh', 'gelu.default', [x], {'approximate': 'tanh'})
for u in ['erf', 'tanh', 'sigmoid', 'silu', 'exp', 'sin', 'cos', 'neg', 'abs', 'relu']:
    case(u, f'{u}.default', [x])
case('log', 'log.default', [x.abs() + 0.1]); case('sqrt', 'sqrt.default', [x.abs()]); case('rsqrt', 'rsqrt.default', [x.abs() + 0.1])
case('exp_of_int', 'exp.default', [torch.tensor([0, 1, 2, -3], dtype=torch.int32)])
case('pow_3', 'pow.Tensor_Scalar', [x, 3]); case('pow_half', 'pow.Tensor_Scalar', [x.abs(), 0.5])
case('pow_int', 'pow.Tensor_Scalar', [torch.tensor([2, 3, -4], dtype=torch.int64), 3])
case('pow_tensor', 'pow.Tensor_Tensor', [x.abs(), x])
i = torch.tensor([7, -7, 9, -9, 0], dtype=torch.int32)
case('div_int_true', 'div.Tensor', [i, 2])
case('div_floor', 'div.Tensor_mode', [i, torch.tensor([2, 2, -4, -4, 3], dtype=torch.int32)], {'rounding_mode': 'floor'})
case('div_trunc', 'div.Tensor_mode', [i, 2], {'rounding_mode': 'trunc'})
case('div_floor_f', 'div.Tensor_mode', [x, 0.7], {'rounding_mode': 'floor'})
case('sub_alpha', 'sub.Tensor', [x, x.flip(1)], {'alpha': 2})
case('add_u8_wraps', 'add.Tensor', [torch.tensor([250, 3], dtype=torch.uint8), torch.tensor([10, 3], dtype=torch.uint8)])
case('mul_bf16_by_float', 'mul.Tensor', [x.bfloat16(), 0.1])
case('add_f16', 'add.Tensor', [x.half(), x.flip(0).half()])
case('div_bf16_by_float', 'div.Tensor', [x.bfloat16(), 3.0])
case('where_scalar', 'where.ScalarOther', [x > 0, x, 0.0])
case('where_promote', 'where.self', [x > 0, x.half(), torch.zeros(5, dtype=torch.float32)])
case('clamp_f', 'clamp.default', [x, -0.5, 0.5]); case('clamp_int', 'clamp.default', [i, -3, 3])
case('maximum', 'maximum.default', [x, x.flip(1)]); case('minimum', 'minimum.default', [x, torch.zeros(1, 5)])
case('xor', 'bitwise_xor.Tensor', [i, torch.tensor(5, dtype=torch.int32)])
case('or_scalar', 'bitwise_or.Scalar', [i, 12])
case('lshift_u8', '__lshift__.Scalar', [torch.tensor([200, 1, 15], dtype=torch.uint8), 4])
case('rshift_i8', '__rshift__.Scalar', [torch.tensor([-100, 100, -1], dtype=torch.int8), 3])
case('eq', 'eq.Scalar', [i, 9]); case('lt', 'lt.Tensor', [x, x.flip(1)]); case('gt', 'gt.Scalar', [x, 0.25]); case('ne', 'ne.Tensor', [i, i.flip(0)])
case('var_mean_var', 'var_mean.correction', [x, [-1]], {'keepdim': True}, pick=0)
case('var_mean_mean', 'var_mean.correction', [x, [-1]], {'keepdim': True}, pick=1)
case('var_mean_c0', 'var_mean.correction', [x, [0]], {'correction': 0}, pick=0)
case('softmax', '_softmax.default', [x, 1, False]); case('log_softmax', '_log_softmax.default', [x, 0, False])
case('softmax_bf16', '_softmax.default', [x.bfloat16(), -1, False]); case('softmax_int', 'softmax.int', [x, 1])
case('sum_bf16', 'sum.dim_IntList', [x.bfloat16(), [1]]); case('sum_u8', 'sum.default', [torch.tensor([200, 100], dtype=torch.uint8)])
case('mean_f16', 'mean.dim', [x.half(), [0, 1]]); case('amin', 'amin.default', [x, [0]]); case('amax_keep', 'amax.default', [x, [1], True])
case('arange_float', 'arange.start_step', [0.5, 2.0, 0.25]); case('arange_int', 'arange.default', [5]); case('arange_dtype', 'arange.start', [2, 7], {'dtype': torch.float32})
case('iota', 'prims.iota.default', [4], {'start': 3, 'step': 2, 'dtype': torch.int32, 'device': torch.device('cpu'), 'requires_grad': False})
case('full_int', 'full.default', [[2, 2], 7]); case('full_float_dtype', 'full.default', [[3], 1.5], {'dtype': torch.float16})
case('stack', 'stack.default', [[x[0], x[1]], 1])
w = f32(6, 3)
case('embedding', 'embedding.default', [w, torch.tensor([[0, 5], [2, 2]])])
case('index_none', 'index.Tensor', [w, [None, torch.tensor([2, 0])]])
case('index_2', 'index.Tensor', [w, [torch.tensor([1, -1]), torch.tensor([0, 2])]])
case('bmm', 'bmm.default', [f32(2, 3, 4), f32(2, 4, 2)])
case('addmm_ab', 'addmm.default', [f32(3), f32(2, 4), f32(4, 3)], {'beta': 0.5, 'alpha': 2.0})
case('mm_bf16', 'mm.default', [f32(3, 40).bfloat16(), f32(40, 5).bfloat16()])
case('to_f8e4m3', '_to_copy.default', [x * 100], {'dtype': torch.float8_e4m3fn})
case('to_f8e5m2', 'prims.convert_element_type.default', [x * 1000, torch.float8_e5m2])
case('f8_to_f32', 'prims.convert_element_type.default', [(x * 10).to(torch.float8_e4m3fn), torch.float32])
case('to_i8_from_f', '_to_copy.default', [x * 100], {'dtype': torch.int8})
case('cat_promote', 'cat.default', [[torch.tensor([[1, 2]], dtype=torch.uint8), torch.tensor([[0.5, 1.5]])], 0])
case('slice_step', 'slice.Tensor', [x, 1, 1, 9223372036854775807, 2]); case('select_neg', 'select.int', [x, 1, -1])
case('squeeze_dims', 'squeeze.dims', [x.reshape(2, 1, 5, 1), [1, 3]])
case('logsumexp_free_sdpa', '_scaled_dot_product_flash_attention_for_cpu.default', [f32(1, 2, 3, 4), f32(1, 2, 5, 4), f32(1, 2, 5, 4)], {'is_causal': False}, pick=0)
case('sdpa_lse', '_scaled_dot_product_flash_attention_for_cpu.default', [f32(1, 2, 3, 4), f32(1, 2, 5, 4), f32(1, 2, 5, 4)], {'scale': 0.3}, pick=1)
case('sdpa_causal', '_scaled_dot_product_flash_attention_for_cpu.default', [f32(1, 1, 4, 4), f32(1, 1, 4, 4), f32(1, 1, 4, 4)], {'is_causal': True}, pick=0)

out = ['// Generated by PyTorch 2.15 (CPU) from torch.ops calls on seeded inputs: each case is an op,',
       '// its arguments and the output eager PyTorch computed.', 'use super::*;', '',
       'pub fn cases() -> Vec<Case> {', '    vec![']
for (name, ns, o, ov, args, kwargs, pick, res) in cases:
    OPQ = 'Value::Opaque("cpu".into())'
    kw = ', '.join(f'("{k}", {V(v) if not isinstance(v, torch.device) else OPQ})' for k, v in kwargs.items())
    out.append(f'        Case {{ name: "{name}", ns: "{ns}", op: "{o}", overload: "{ov}", pick: {("Some(%d)" % pick) if pick is not None else "None"},')
    out.append(f'            args: vec![{", ".join(V(a) for a in args)}],')
    out.append(f'            kwargs: vec![{kw}],')
    out.append(f'            expected: {T(res)} }},')
out += ['    ]', '}']
open(__import__('os').path.join(__import__('os').path.dirname(__file__), 'cases.rs'), 'w').write('\n'.join(out) + '\n')
print(len(cases), 'cases')
