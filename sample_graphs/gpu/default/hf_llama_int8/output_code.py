# AOT ID: ['0_inference']
from ctypes import c_void_p, c_long, c_int
import torch
import math
import random
import os
import tempfile
from math import inf, nan
from cmath import nanj
from torch._inductor.hooks import run_intermediate_hooks
from torch._inductor.utils import maybe_profile
from torch._inductor.codegen.memory_planning import _align as align
from torch import device, empty_strided
from torch._inductor.async_compile import AsyncCompile
from torch._inductor.select_algorithm import extern_kernels
import triton
import triton.language as tl
from torch._inductor.runtime.triton_heuristics import start_graph, end_graph
from torch._C import _cuda_getCurrentRawStream as get_raw_stream

aten = torch.ops.aten
inductor_ops = torch.ops.inductor
_quantized = torch.ops._quantized
assert_size_stride = torch._C._dynamo.guards.assert_size_stride
assert_alignment = torch._C._dynamo.guards.assert_alignment
empty_strided_cpu = torch._C._dynamo.guards._empty_strided_cpu
empty_strided_cpu_pinned = torch._C._dynamo.guards._empty_strided_cpu_pinned
empty_strided_cuda = torch._C._dynamo.guards._empty_strided_cuda
empty_strided_xpu = torch._C._dynamo.guards._empty_strided_xpu
empty_strided_mtia = torch._C._dynamo.guards._empty_strided_mtia
reinterpret_tensor = torch._C._dynamo.guards._reinterpret_tensor
alloc_from_pool = torch.ops.inductor._alloc_from_pool
async_compile = AsyncCompile()
empty_strided_p2p = torch._C._distributed_c10d._SymmetricMemory.empty_strided_p2p


# kernel path: /tmp/tmpaly3gw8w/cache/6b/c6b3ieys2s7vb5jyqpphlx47qzomo4ih2xhbfw4jwakn4gdcok5l.py
# Topologically Sorted Source Nodes: [arange, position_ids, position_ids_1, getitem, first_dummy_value, position_diff, ne, packed_sequence_mask], Original ATen: [aten.arange, aten.add, aten.unsqueeze, aten.slice, aten.sub, aten.cat, aten.ne, aten.cumsum]
# Source node to ATen node mapping:
#   arange => iota
#   first_dummy_value => sub
#   getitem => slice_1
#   ne => ne
#   packed_sequence_mask => cumsum
#   position_diff => cat, slice_2, slice_3, sub_1
#   position_ids => add
#   position_ids_1 => unsqueeze
# Graph fragment:
#   %iota : Tensor "i64[16][1]cuda:0"[num_users=1] = call_function[target=torch.ops.prims.iota.default](args = (16,), kwargs = {start: 0, step: 1, dtype: torch.int64, device: cuda:0, requires_grad: False})
#   %add : Tensor "i64[16][1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.add.Tensor](args = (%iota, 0), kwargs = {})
#   %unsqueeze : Tensor "i64[1, 16][16, 1]cuda:0"[num_users=3] = call_function[target=torch.ops.aten.unsqueeze.default](args = (%add, 0), kwargs = {})
#   %slice_1 : Tensor "i64[1, 1][16, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.slice.Tensor](args = (%unsqueeze, 1, 0, 1), kwargs = {})
#   %sub : Tensor "i64[1, 1][1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.sub.Tensor](args = (%slice_1, 1), kwargs = {})
#   %cat : Tensor "i64[1, 17][17, 1]cuda:0"[num_users=2] = call_function[target=torch.ops.aten.cat.default](args = ([%sub, %unsqueeze], -1), kwargs = {})
#   %slice_3 : Tensor "i64[1, 16][17, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.slice.Tensor](args = (%cat, -1, 1, 17), kwargs = {})
#   %slice_2 : Tensor "i64[1, 16][17, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.slice.Tensor](args = (%cat, -1, 0, 16), kwargs = {})
#   %sub_1 : Tensor "i64[1, 16][16, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.sub.Tensor](args = (%slice_3, %slice_2), kwargs = {})
#   %ne : Tensor "b8[1, 16][16, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.ne.Scalar](args = (%sub_1, 1), kwargs = {})
#   %cumsum : Tensor "i64[1, 16][16, 1]cuda:0"[num_users=2] = call_function[target=torch.ops.aten.cumsum.default](args = (%ne, -1), kwargs = {})
#   return %cumsum
triton_per_fused_add_arange_cat_cumsum_ne_slice_sub_unsqueeze_0 = async_compile.triton('triton_per_fused_add_arange_cat_cumsum_ne_slice_sub_unsqueeze_0', '''
import triton
import triton.language as tl

from torch._inductor.runtime import triton_helpers, triton_heuristics
from torch._inductor.runtime.triton_helpers import libdevice, math as tl_math
from torch._inductor.runtime.hints import AutotuneHint, ReductionHint, TileHint, DeviceProperties
triton_helpers.set_driver_to_gpu()

@triton.jit
def _triton_helper_fn_add0(arg0_0, arg1_0):
    tmp0 = arg0_0 + arg1_0
    return tmp0

@triton_heuristics.persistent_reduction(
    size_hints={'x': 1, 'r0_': 16},
    reduction_hint=ReductionHint.INNER,
    filename=__file__,
    triton_meta={'signature': {'out_ptr0': '*i64', 'xnumel': 'constexpr', 'r0_numel': 'i32', 'XBLOCK': 'constexpr'}, 'device': DeviceProperties(type='cuda', index=0, multi_processor_count=132, cc=90, major=9, regs_per_multiprocessor=65536, max_threads_per_multi_processor=2048, max_threads_per_block=1024, warp_size=32), 'constants': {'xnumel': 1}, 'native_matmul': False, 'enable_fp_fusion': True, 'launch_pdl': False, 'disable_ftz': False, 'configs': [{(0,): [['tt.divisibility', 16]], (2,): [['tt.divisibility', 16]]}]},
    inductor_meta={'grid_type': 'Grid1D', 'autotune_hints': set(), 'kernel_name': 'triton_per_fused_add_arange_cat_cumsum_ne_slice_sub_unsqueeze_0', 'mutated_arg_names': [], 'optimize_mem': True, 'no_x_dim': None, 'atomic_add_found': False, 'num_load': 0, 'num_store': 1, 'num_reduction': 0, 'backend_hash': '91D1D1166449D9E2EB66EB9770C9E2C3B0FEB787341F27FEB4D3F0338DA50336', 'assert_indirect_indexing': True, 'autotune_local_cache': True, 'autotune_pointwise': True, 'autotune_remote_cache': None, 'force_disable_caches': False, 'dynamic_scale_rblock': True, 'max_autotune': False, 'max_autotune_pointwise': False, 'min_split_scan_rblock': 256, 'spill_threshold': 16, 'store_cubin': False, 'deterministic': False, 'force_filter_reduction_configs': False, 'mix_order_reduction_allow_multi_stages': False, 'are_deterministic_algorithms_enabled': False, 'tiling_scores': {'r0_': 256}}
)
@triton.jit
def triton_per_fused_add_arange_cat_cumsum_ne_slice_sub_unsqueeze_0(out_ptr0, xnumel, r0_numel, XBLOCK : tl.constexpr):
    xnumel = 1
    r0_numel = 16
    R0_BLOCK: tl.constexpr = 16
    rnumel = r0_numel
    RBLOCK: tl.constexpr = R0_BLOCK
    xoffset = tl.program_id(0) * XBLOCK
    xindex = xoffset + tl.arange(0, XBLOCK)[:, None]
    xmask = tl.full([XBLOCK], True, tl.int1)[:, None]
    r0_index = tl.arange(0, R0_BLOCK)[None, :]
    r0_offset = 0
    r0_mask = tl.full([R0_BLOCK], True, tl.int1)[None, :]
    roffset = r0_offset
    rindex = r0_index
    r0_0 = r0_index
    tmp0 = 1 + r0_0
    tmp1 = tl.full([1, 1], 0, tl.int64)
    tmp2 = tmp0 >= tmp1
    tmp3 = tl.full([1, 1], 1, tl.int64)
    tmp4 = tmp0 < tmp3
    tmp5 = tl.broadcast_to((-1) + (1 + r0_0), [XBLOCK, R0_BLOCK])
    tmp6 = tl.full(tmp5.shape, 0.0, tmp5.dtype)
    tmp7 = tl.where(tmp4, tmp5, tmp6)
    tmp8 = tmp0 >= tmp3
    tmp9 = tl.full([1, 1], 17, tl.int64)
    tmp10 = tmp0 < tmp9
    tmp11 = tl.broadcast_to(r0_0, [XBLOCK, R0_BLOCK])
    tmp12 = tl.full(tmp11.shape, 0.0, tmp11.dtype)
    tmp13 = tl.where(tmp8, tmp11, tmp12)
    tmp14 = tl.where(tmp4, tmp7, tmp13)
    tmp15 = r0_0
    tmp16 = tmp15 >= tmp1
    tmp17 = tmp15 < tmp3
    tmp18 = tl.broadcast_to((-1) + (r0_0), [XBLOCK, R0_BLOCK])
    tmp19 = tl.full(tmp18.shape, 0.0, tmp18.dtype)
    tmp20 = tl.where(tmp17, tmp18, tmp19)
    tmp21 = tmp15 >= tmp3
    tmp22 = tmp15 < tmp9
    tmp23 = tl.broadcast_to((-1) + r0_0, [XBLOCK, R0_BLOCK])
    tmp24 = tl.full(tmp23.shape, 0.0, tmp23.dtype)
    tmp25 = tl.where(tmp21, tmp23, tmp24)
    tmp26 = tl.where(tmp17, tmp20, tmp25)
    tmp27 = tmp14 - tmp26
    tmp28 = tmp27 != tmp3
    tmp29 = tmp28.to(tl.int64)
    tmp30 = tmp29.to(tl.int64)
    tmp31 = tl.broadcast_to(tmp30, [XBLOCK, R0_BLOCK])
    tmp32, = tl.associative_scan((tmp31,), 1, _triton_helper_fn_add0)
    tl.store(out_ptr0 + (tl.broadcast_to(r0_0, [XBLOCK, R0_BLOCK])), tmp32, None)
''', device_str='cuda')


# kernel path: /tmp/tmpaly3gw8w/cache/mp/cmpdqcyid4fy3ro37ewyuvtnvkdsgo3rimiaf52jji4sagw4qnsl.py
# Topologically Sorted Source Nodes: [y, view, query_states, , freqs, emb, cos, cos_1, cos_3, mul_4, x2, neg, x1, cat_1, sin, sin_1, sin_3, mul_5, q_embed, y_1, view_1, key_states, mul_6, x2_1, neg_1, x1_1, cat_2, mul_7, k_embed, getitem_16, hidden_states_3, key, y_2, view_2, value_states, getitem_17, hidden_states_4, value, result, arange_4, kv_arange, kv_indices, arange_3, q_arange, q_indices, le, result_1, batch_arange, batch_indices, getitem_5, getitem_6, eq, result_2, attention_mask, attn_output, y_7, view_3, query_states_1, cos_4, mul_13, x2_2, neg_2, x1_2, cat_3, sin_4, mul_14, q_embed_1, y_8, view_4, key_states_1, mul_15, x2_3, neg_3, x1_3, cat_4, mul_16, k_embed_1, getitem_29, hidden_states_13, key_1, y_9, view_5, value_states_1, getitem_30, hidden_states_14, value_1, attn_output_3], Original ATen: [aten._unsafe_view, aten.view, aten.transpose, aten.bmm, aten.cat, aten.cos, aten.mul, aten.unsqueeze, aten.slice, aten.neg, aten.sin, aten.add, aten.expand, aten.clone, aten.new_ones, aten.arange, aten.le, aten.bitwise_and, aten.index, aten.eq, aten.scalar_tensor, aten.where, aten._scaled_dot_product_efficient_attention]
# Source node to ATen node mapping:
#    => unsqueeze_default
#   arange_3 => iota_3
#   arange_4 => iota_4
#   attention_mask => expand
#   attn_output => _scaled_dot_product_efficient_attention, expand_7, full_default_1, full_default_2, where
#   attn_output_3 => _scaled_dot_product_efficient_attention_1, expand_10, full_default_3, full_default_4, where_1
#   batch_arange => iota_1
#   batch_indices => unsqueeze_1, unsqueeze_2, unsqueeze_3
#   cat_1 => cat_1
#   cat_2 => cat_2
#   cat_3 => cat_3
#   cat_4 => cat_4
#   cos => cos
#   cos_1 => mul
#   cos_3 => unsqueeze_14
#   cos_4 => unsqueeze_18
#   emb => clone, expand_4, unsqueeze_13, view_3
#   eq => eq
#   freqs => permute
#   getitem_16 => unsqueeze_16
#   getitem_17 => unsqueeze_17
#   getitem_29 => unsqueeze_20
#   getitem_30 => unsqueeze_21
#   getitem_5 => index
#   getitem_6 => index_1
#   hidden_states_13 => expand_8
#   hidden_states_14 => expand_9
#   hidden_states_3 => expand_5
#   hidden_states_4 => expand_6
#   k_embed => add_5
#   k_embed_1 => add_12
#   key => clone_2, view_13
#   key_1 => clone_4, view_33
#   key_states => permute_4
#   key_states_1 => permute_15
#   kv_arange => add_2
#   kv_indices => unsqueeze_7, unsqueeze_8, unsqueeze_9
#   le => le
#   mul_13 => mul_13
#   mul_14 => mul_14
#   mul_15 => mul_15
#   mul_16 => mul_16
#   mul_4 => mul_4
#   mul_5 => mul_5
#   mul_6 => mul_6
#   mul_7 => mul_7
#   neg => neg
#   neg_1 => neg_1
#   neg_2 => neg_3
#   neg_3 => neg_4
#   q_arange => add_1
#   q_embed => add_4
#   q_embed_1 => add_11
#   q_indices => unsqueeze_4, unsqueeze_5, unsqueeze_6
#   query_states => permute_2
#   query_states_1 => permute_13
#   result => full_default
#   result_1 => bitwise_and
#   result_2 => bitwise_and_1
#   sin => sin
#   sin_1 => mul_1
#   sin_3 => unsqueeze_15
#   sin_4 => unsqueeze_19
#   value => clone_3, view_14
#   value_1 => clone_5, view_34
#   value_states => permute_6
#   value_states_1 => permute_17
#   view => view_6
#   view_1 => view_9
#   view_2 => view_12
#   view_3 => view_26
#   view_4 => view_29
#   view_5 => view_32
#   x1 => slice_4
#   x1_1 => slice_6
#   x1_2 => slice_8
#   x1_3 => slice_10
#   x2 => slice_5
#   x2_1 => slice_7
#   x2_2 => slice_9
#   x2_3 => slice_11
#   y => view_5
#   y_1 => view_8
#   y_2 => view_11
#   y_7 => view_25
#   y_8 => view_28
#   y_9 => view_31
# Graph fragment:
#   %cumsum : Tensor "i64[1, 16][16, 1]cuda:0" = PlaceHolder[target=cumsum]
#   %view_5 : Tensor "f32[1, 16, 128][2048, 128, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.reshape.default](args = (%mm, [1, 16, 128]), kwargs = {})
#   %view_6 : Tensor "f32[1, 16, 4, 32][2048, 128, 32, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.reshape.default](args = (%view_5, [1, 16, -1, 32]), kwargs = {})
#   %permute_2 : Tensor "f32[1, 4, 16, 32][2048, 32, 128, 1]cuda:0"[num_users=3] = call_function[target=torch.ops.aten.permute.default](args = (%view_6, [0, 2, 1, 3]), kwargs = {})
#   %unsqueeze_default : Tensor "f32[1, 16, 16][256, 16, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.unsqueeze.default](args = (%mm_default, 0), kwargs = {})
#   %permute : Tensor "f32[1, 16, 16][256, 1, 16]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.permute.default](args = (%unsqueeze_default, [0, 2, 1]), kwargs = {})
#   %unsqueeze_13 : Tensor "f32[1, 16, 1, 16][256, 1, 256, 16]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.unsqueeze.default](args = (%permute, 2), kwargs = {})
#   %expand_4 : Tensor "f32[1, 16, 2, 16][256, 1, 0, 16]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.expand.default](args = (%unsqueeze_13, [1, 16, 2, 16]), kwargs = {})
#   %clone : Tensor "f32[1, 16, 2, 16][512, 32, 16, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.clone.default](args = (%expand_4,), kwargs = {memory_format: torch.contiguous_format})
#   %view_3 : Tensor "f32[1, 16, 32][512, 32, 1]cuda:0"[num_users=2] = call_function[target=torch.ops.aten.reshape.default](args = (%clone, [1, 16, 32]), kwargs = {})
#   %cos : Tensor "f32[1, 16, 32][512, 32, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.cos.default](args = (%view_3,), kwargs = {})
#   %mul : Tensor "f32[1, 16, 32][512, 32, 1]cuda:0"[num_users=2] = call_function[target=torch.ops.aten.mul.Tensor](args = (%cos, 1.0), kwargs = {})
#   %unsqueeze_14 : Tensor "f32[1, 1, 16, 32][512, 512, 32, 1]cuda:0"[num_users=2] = call_function[target=torch.ops.aten.unsqueeze.default](args = (%mul, 1), kwargs = {})
#   %mul_4 : Tensor "f32[1, 4, 16, 32][2048, 32, 128, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%permute_2, %unsqueeze_14), kwargs = {})
#   %slice_5 : Tensor "f32[1, 4, 16, 16][2048, 32, 128, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.slice.Tensor](args = (%permute_2, 3, 16, 9223372036854775807), kwargs = {})
#   %neg : Tensor "f32[1, 4, 16, 16][1024, 16, 64, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.neg.default](args = (%slice_5,), kwargs = {})
#   %slice_4 : Tensor "f32[1, 4, 16, 16][2048, 32, 128, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.slice.Tensor](args = (%permute_2, 3, 0, 16), kwargs = {})
#   %cat_1 : Tensor "f32[1, 4, 16, 32][2048, 512, 32, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.cat.default](args = ([%neg, %slice_4], -1), kwargs = {})
#   %sin : Tensor "f32[1, 16, 32][512, 32, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.sin.default](args = (%view_3,), kwargs = {})
#   %mul_1 : Tensor "f32[1, 16, 32][512, 32, 1]cuda:0"[num_users=2] = call_function[target=torch.ops.aten.mul.Tensor](args = (%sin, 1.0), kwargs = {})
#   %unsqueeze_15 : Tensor "f32[1, 1, 16, 32][512, 512, 32, 1]cuda:0"[num_users=2] = call_function[target=torch.ops.aten.unsqueeze.default](args = (%mul_1, 1), kwargs = {})
#   %mul_5 : Tensor "f32[1, 4, 16, 32][2048, 512, 32, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%cat_1, %unsqueeze_15), kwargs = {})
#   %add_4 : Tensor "f32[1, 4, 16, 32][2048, 32, 128, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.add.Tensor](args = (%mul_4, %mul_5), kwargs = {})
#   %view_8 : Tensor "f32[1, 16, 64][1024, 64, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.reshape.default](args = (%mm_1, [1, 16, 64]), kwargs = {})
#   %view_9 : Tensor "f32[1, 16, 2, 32][1024, 64, 32, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.reshape.default](args = (%view_8, [1, 16, -1, 32]), kwargs = {})
#   %permute_4 : Tensor "f32[1, 2, 16, 32][1024, 32, 64, 1]cuda:0"[num_users=3] = call_function[target=torch.ops.aten.permute.default](args = (%view_9, [0, 2, 1, 3]), kwargs = {})
#   %mul_6 : Tensor "f32[1, 2, 16, 32][1024, 32, 64, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%permute_4, %unsqueeze_14), kwargs = {})
#   %slice_7 : Tensor "f32[1, 2, 16, 16][1024, 32, 64, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.slice.Tensor](args = (%permute_4, 3, 16, 9223372036854775807), kwargs = {})
#   %neg_1 : Tensor "f32[1, 2, 16, 16][512, 16, 32, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.neg.default](args = (%slice_7,), kwargs = {})
#   %slice_6 : Tensor "f32[1, 2, 16, 16][1024, 32, 64, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.slice.Tensor](args = (%permute_4, 3, 0, 16), kwargs = {})
#   %cat_2 : Tensor "f32[1, 2, 16, 32][1024, 512, 32, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.cat.default](args = ([%neg_1, %slice_6], -1), kwargs = {})
#   %mul_7 : Tensor "f32[1, 2, 16, 32][1024, 512, 32, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%cat_2, %unsqueeze_15), kwargs = {})
#   %add_5 : Tensor "f32[1, 2, 16, 32][1024, 32, 64, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.add.Tensor](args = (%mul_6, %mul_7), kwargs = {})
#   %unsqueeze_16 : Tensor "f32[1, 2, 1, 16, 32][1024, 32, 1024, 64, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.unsqueeze.default](args = (%add_5, 2), kwargs = {})
#   %expand_5 : Tensor "f32[1, 2, 2, 16, 32][1024, 32, 0, 64, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.expand.default](args = (%unsqueeze_16, [1, 2, 2, 16, 32]), kwargs = {})
#   %clone_2 : Tensor "f32[1, 2, 2, 16, 32][2048, 1024, 512, 32, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.clone.default](args = (%expand_5,), kwargs = {memory_format: torch.contiguous_format})
#   %view_13 : Tensor "f32[1, 4, 16, 32][2048, 512, 32, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.reshape.default](args = (%clone_2, [1, 4, 16, 32]), kwargs = {})
#   %view_11 : Tensor "f32[1, 16, 64][1024, 64, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.reshape.default](args = (%mm_2, [1, 16, 64]), kwargs = {})
#   %view_12 : Tensor "f32[1, 16, 2, 32][1024, 64, 32, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.reshape.default](args = (%view_11, [1, 16, -1, 32]), kwargs = {})
#   %permute_6 : Tensor "f32[1, 2, 16, 32][1024, 32, 64, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.permute.default](args = (%view_12, [0, 2, 1, 3]), kwargs = {})
#   %unsqueeze_17 : Tensor "f32[1, 2, 1, 16, 32][1024, 32, 1024, 64, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.unsqueeze.default](args = (%permute_6, 2), kwargs = {})
#   %expand_6 : Tensor "f32[1, 2, 2, 16, 32][1024, 32, 0, 64, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.expand.default](args = (%unsqueeze_17, [1, 2, 2, 16, 32]), kwargs = {})
#   %clone_3 : Tensor "f32[1, 2, 2, 16, 32][2048, 1024, 512, 32, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.clone.default](args = (%expand_6,), kwargs = {memory_format: torch.contiguous_format})
#   %view_14 : Tensor "f32[1, 4, 16, 32][2048, 512, 32, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.reshape.default](args = (%clone_3, [1, 4, 16, 32]), kwargs = {})
#   %full_default : Tensor "b8[][]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.full.default](args = ([], True), kwargs = {dtype: torch.bool, layout: torch.strided, device: cuda:0, pin_memory: False})
#   %iota_4 : Tensor "i64[16][1]cuda:0"[num_users=1] = call_function[target=torch.ops.prims.iota.default](args = (16,), kwargs = {start: 0, step: 1, dtype: torch.int64, device: cuda:0, requires_grad: False})
#   %add_2 : Tensor "i64[16][1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.add.Tensor](args = (%iota_4, 0), kwargs = {})
#   %unsqueeze_7 : Tensor "i64[1, 16][16, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.unsqueeze.default](args = (%add_2, 0), kwargs = {})
#   %unsqueeze_8 : Tensor "i64[1, 1, 16][16, 16, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.unsqueeze.default](args = (%unsqueeze_7, 1), kwargs = {})
#   %unsqueeze_9 : Tensor "i64[1, 1, 1, 16][16, 16, 16, 1]cuda:0"[num_users=2] = call_function[target=torch.ops.aten.unsqueeze.default](args = (%unsqueeze_8, 2), kwargs = {})
#   %iota_3 : Tensor "i64[16][1]cuda:0"[num_users=1] = call_function[target=torch.ops.prims.iota.default](args = (16,), kwargs = {start: 0, step: 1, dtype: torch.int64, device: cuda:0, requires_grad: False})
#   %add_1 : Tensor "i64[16][1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.add.Tensor](args = (%iota_3, 0), kwargs = {})
#   %unsqueeze_4 : Tensor "i64[1, 16][16, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.unsqueeze.default](args = (%add_1, 0), kwargs = {})
#   %unsqueeze_5 : Tensor "i64[1, 1, 16][16, 16, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.unsqueeze.default](args = (%unsqueeze_4, 1), kwargs = {})
#   %unsqueeze_6 : Tensor "i64[1, 1, 16, 1][16, 16, 1, 1]cuda:0"[num_users=2] = call_function[target=torch.ops.aten.unsqueeze.default](args = (%unsqueeze_5, 3), kwargs = {})
#   %le : Tensor "b8[1, 1, 16, 16][256, 256, 16, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.le.Tensor](args = (%unsqueeze_9, %unsqueeze_6), kwargs = {})
#   %bitwise_and : Tensor "b8[1, 1, 16, 16][256, 256, 16, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.bitwise_and.Tensor](args = (%full_default, %le), kwargs = {})
#   %iota_1 : Tensor "i64[1][1]cuda:0"[num_users=1] = call_function[target=torch.ops.prims.iota.default](args = (1,), kwargs = {start: 0, step: 1, dtype: torch.int64, device: cuda:0, requires_grad: False})
#   %unsqueeze_1 : Tensor "i64[1, 1][1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.unsqueeze.default](args = (%iota_1, 1), kwargs = {})
#   %unsqueeze_2 : Tensor "i64[1, 1, 1][1, 1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.unsqueeze.default](args = (%unsqueeze_1, 2), kwargs = {})
#   %unsqueeze_3 : Tensor "i64[1, 1, 1, 1][1, 1, 1, 1]cuda:0"[num_users=2] = call_function[target=torch.ops.aten.unsqueeze.default](args = (%unsqueeze_2, 3), kwargs = {})
#   %index : Tensor "i64[1, 1, 16, 1][16, 16, 1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.index.Tensor](args = (%cumsum, [%unsqueeze_3, %unsqueeze_6]), kwargs = {})
#   %index_1 : Tensor "i64[1, 1, 1, 16][16, 16, 16, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.index.Tensor](args = (%cumsum, [%unsqueeze_3, %unsqueeze_9]), kwargs = {})
#   %eq : Tensor "b8[1, 1, 16, 16][256, 256, 16, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.eq.Tensor](args = (%index, %index_1), kwargs = {})
#   %bitwise_and_1 : Tensor "b8[1, 1, 16, 16][256, 256, 16, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.bitwise_and.Tensor](args = (%bitwise_and, %eq), kwargs = {})
#   %expand : Tensor "b8[1, 1, 16, 16][256, 256, 16, 1]cuda:0"[num_users=2] = call_function[target=torch.ops.aten.expand.default](args = (%bitwise_and_1, [1, -1, 16, 16]), kwargs = {})
#   %full_default_2 : Tensor "f32[][]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.full.default](args = ([], 0.0), kwargs = {dtype: torch.float32, layout: torch.strided, device: cuda:0, pin_memory: False})
#   %full_default_1 : Tensor "f32[][]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.full.default](args = ([], -inf), kwargs = {dtype: torch.float32, layout: torch.strided, device: cuda:0, pin_memory: False})
#   %where : Tensor "f32[1, 1, 16, 16][256, 256, 16, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.where.self](args = (%expand, %full_default_2, %full_default_1), kwargs = {})
#   %expand_7 : Tensor "f32[1, 4, 16, 16][256, 0, 16, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.expand.default](args = (%where, [1, 4, 16, 16]), kwargs = {})
#   %_scaled_dot_product_efficient_attention : [num_users=1] = call_function[target=torch.ops.aten._scaled_dot_product_efficient_attention.default](args = (%add_4, %view_13, %view_14, %expand_7, False), kwargs = {scale: 0.1767766952966369})
#   %view_25 : Tensor "f32[1, 16, 128][2048, 128, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.reshape.default](args = (%mm_7, [1, 16, 128]), kwargs = {})
#   %view_26 : Tensor "f32[1, 16, 4, 32][2048, 128, 32, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.reshape.default](args = (%view_25, [1, 16, -1, 32]), kwargs = {})
#   %permute_13 : Tensor "f32[1, 4, 16, 32][2048, 32, 128, 1]cuda:0"[num_users=3] = call_function[target=torch.ops.aten.permute.default](args = (%view_26, [0, 2, 1, 3]), kwargs = {})
#   %unsqueeze_18 : Tensor "f32[1, 1, 16, 32][512, 512, 32, 1]cuda:0"[num_users=2] = call_function[target=torch.ops.aten.unsqueeze.default](args = (%mul, 1), kwargs = {})
#   %mul_13 : Tensor "f32[1, 4, 16, 32][2048, 32, 128, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%permute_13, %unsqueeze_18), kwargs = {})
#   %slice_9 : Tensor "f32[1, 4, 16, 16][2048, 32, 128, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.slice.Tensor](args = (%permute_13, 3, 16, 9223372036854775807), kwargs = {})
#   %neg_3 : Tensor "f32[1, 4, 16, 16][1024, 16, 64, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.neg.default](args = (%slice_9,), kwargs = {})
#   %slice_8 : Tensor "f32[1, 4, 16, 16][2048, 32, 128, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.slice.Tensor](args = (%permute_13, 3, 0, 16), kwargs = {})
#   %cat_3 : Tensor "f32[1, 4, 16, 32][2048, 512, 32, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.cat.default](args = ([%neg_3, %slice_8], -1), kwargs = {})
#   %unsqueeze_19 : Tensor "f32[1, 1, 16, 32][512, 512, 32, 1]cuda:0"[num_users=2] = call_function[target=torch.ops.aten.unsqueeze.default](args = (%mul_1, 1), kwargs = {})
#   %mul_14 : Tensor "f32[1, 4, 16, 32][2048, 512, 32, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%cat_3, %unsqueeze_19), kwargs = {})
#   %add_11 : Tensor "f32[1, 4, 16, 32][2048, 32, 128, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.add.Tensor](args = (%mul_13, %mul_14), kwargs = {})
#   %view_28 : Tensor "f32[1, 16, 64][1024, 64, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.reshape.default](args = (%mm_8, [1, 16, 64]), kwargs = {})
#   %view_29 : Tensor "f32[1, 16, 2, 32][1024, 64, 32, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.reshape.default](args = (%view_28, [1, 16, -1, 32]), kwargs = {})
#   %permute_15 : Tensor "f32[1, 2, 16, 32][1024, 32, 64, 1]cuda:0"[num_users=3] = call_function[target=torch.ops.aten.permute.default](args = (%view_29, [0, 2, 1, 3]), kwargs = {})
#   %mul_15 : Tensor "f32[1, 2, 16, 32][1024, 32, 64, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%permute_15, %unsqueeze_18), kwargs = {})
#   %slice_11 : Tensor "f32[1, 2, 16, 16][1024, 32, 64, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.slice.Tensor](args = (%permute_15, 3, 16, 9223372036854775807), kwargs = {})
#   %neg_4 : Tensor "f32[1, 2, 16, 16][512, 16, 32, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.neg.default](args = (%slice_11,), kwargs = {})
#   %slice_10 : Tensor "f32[1, 2, 16, 16][1024, 32, 64, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.slice.Tensor](args = (%permute_15, 3, 0, 16), kwargs = {})
#   %cat_4 : Tensor "f32[1, 2, 16, 32][1024, 512, 32, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.cat.default](args = ([%neg_4, %slice_10], -1), kwargs = {})
#   %mul_16 : Tensor "f32[1, 2, 16, 32][1024, 512, 32, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%cat_4, %unsqueeze_19), kwargs = {})
#   %add_12 : Tensor "f32[1, 2, 16, 32][1024, 32, 64, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.add.Tensor](args = (%mul_15, %mul_16), kwargs = {})
#   %unsqueeze_20 : Tensor "f32[1, 2, 1, 16, 32][1024, 32, 1024, 64, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.unsqueeze.default](args = (%add_12, 2), kwargs = {})
#   %expand_8 : Tensor "f32[1, 2, 2, 16, 32][1024, 32, 0, 64, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.expand.default](args = (%unsqueeze_20, [1, 2, 2, 16, 32]), kwargs = {})
#   %clone_4 : Tensor "f32[1, 2, 2, 16, 32][2048, 1024, 512, 32, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.clone.default](args = (%expand_8,), kwargs = {memory_format: torch.contiguous_format})
#   %view_33 : Tensor "f32[1, 4, 16, 32][2048, 512, 32, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.reshape.default](args = (%clone_4, [1, 4, 16, 32]), kwargs = {})
#   %view_31 : Tensor "f32[1, 16, 64][1024, 64, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.reshape.default](args = (%mm_9, [1, 16, 64]), kwargs = {})
#   %view_32 : Tensor "f32[1, 16, 2, 32][1024, 64, 32, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.reshape.default](args = (%view_31, [1, 16, -1, 32]), kwargs = {})
#   %permute_17 : Tensor "f32[1, 2, 16, 32][1024, 32, 64, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.permute.default](args = (%view_32, [0, 2, 1, 3]), kwargs = {})
#   %unsqueeze_21 : Tensor "f32[1, 2, 1, 16, 32][1024, 32, 1024, 64, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.unsqueeze.default](args = (%permute_17, 2), kwargs = {})
#   %expand_9 : Tensor "f32[1, 2, 2, 16, 32][1024, 32, 0, 64, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.expand.default](args = (%unsqueeze_21, [1, 2, 2, 16, 32]), kwargs = {})
#   %clone_5 : Tensor "f32[1, 2, 2, 16, 32][2048, 1024, 512, 32, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.clone.default](args = (%expand_9,), kwargs = {memory_format: torch.contiguous_format})
#   %view_34 : Tensor "f32[1, 4, 16, 32][2048, 512, 32, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.reshape.default](args = (%clone_5, [1, 4, 16, 32]), kwargs = {})
#   %full_default_4 : Tensor "f32[][]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.full.default](args = ([], 0.0), kwargs = {dtype: torch.float32, layout: torch.strided, device: cuda:0, pin_memory: False})
#   %full_default_3 : Tensor "f32[][]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.full.default](args = ([], -inf), kwargs = {dtype: torch.float32, layout: torch.strided, device: cuda:0, pin_memory: False})
#   %where_1 : Tensor "f32[1, 1, 16, 16][256, 256, 16, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.where.self](args = (%expand, %full_default_4, %full_default_3), kwargs = {})
#   %expand_10 : Tensor "f32[1, 4, 16, 16][256, 0, 16, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.expand.default](args = (%where_1, [1, 4, 16, 16]), kwargs = {})
#   %_scaled_dot_product_efficient_attention_1 : [num_users=1] = call_function[target=torch.ops.aten._scaled_dot_product_efficient_attention.default](args = (%add_11, %view_33, %view_34, %expand_10, False), kwargs = {scale: 0.1767766952966369})
#   return %buf14,%buf42
triton_poi_fused__scaled_dot_product_efficient_attention__unsafe_view_add_arange_bitwise_and_bmm_cat_clone_cos_eq_expand_index_le_mul_neg_new_ones_scalar_tensor_sin_slice_transpose_unsqueeze_view_where_1 = async_compile.triton('triton_poi_fused__scaled_dot_product_efficient_attention__unsafe_view_add_arange_bitwise_and_bmm_cat_clone_cos_eq_expand_index_le_mul_neg_new_ones_scalar_tensor_sin_slice_transpose_unsqueeze_view_where_1', '''
import triton
import triton.language as tl

from torch._inductor.runtime import triton_helpers, triton_heuristics
from torch._inductor.runtime.triton_helpers import libdevice, math as tl_math
from torch._inductor.runtime.hints import AutotuneHint, ReductionHint, TileHint, DeviceProperties
triton_helpers.set_driver_to_gpu()

@triton_heuristics.pointwise(
    size_hints={'x': 256}, 
    filename=__file__,
    triton_meta={'signature': {'in_ptr0': '*i64', 'out_ptr0': '*fp32', 'out_ptr1': '*fp32', 'xnumel': 'i32', 'XBLOCK': 'constexpr'}, 'device': DeviceProperties(type='cuda', index=0, multi_processor_count=132, cc=90, major=9, regs_per_multiprocessor=65536, max_threads_per_multi_processor=2048, max_threads_per_block=1024, warp_size=32), 'constants': {}, 'native_matmul': False, 'enable_fp_fusion': True, 'launch_pdl': False, 'disable_ftz': False, 'configs': [{(0,): [['tt.divisibility', 16]], (1,): [['tt.divisibility', 16]], (2,): [['tt.divisibility', 16]], (3,): [['tt.divisibility', 16]]}]},
    inductor_meta={'grid_type': 'Grid1D', 'autotune_hints': set(), 'kernel_name': 'triton_poi_fused__scaled_dot_product_efficient_attention__unsafe_view_add_arange_bitwise_and_bmm_cat_clone_cos_eq_expand_index_le_mul_neg_new_ones_scalar_tensor_sin_slice_transpose_unsqueeze_view_where_1', 'mutated_arg_names': [], 'optimize_mem': True, 'no_x_dim': False, 'atomic_add_found': False, 'num_load': 2, 'num_store': 2, 'num_reduction': 0, 'backend_hash': '91D1D1166449D9E2EB66EB9770C9E2C3B0FEB787341F27FEB4D3F0338DA50336', 'assert_indirect_indexing': True, 'autotune_local_cache': True, 'autotune_pointwise': True, 'autotune_remote_cache': None, 'force_disable_caches': False, 'dynamic_scale_rblock': True, 'max_autotune': False, 'max_autotune_pointwise': False, 'min_split_scan_rblock': 256, 'spill_threshold': 16, 'store_cubin': False, 'deterministic': False, 'force_filter_reduction_configs': False, 'mix_order_reduction_allow_multi_stages': False, 'are_deterministic_algorithms_enabled': False, 'tiling_scores': {'x': 4224}},
    min_elem_per_thread=0
)
@triton.jit
def triton_poi_fused__scaled_dot_product_efficient_attention__unsafe_view_add_arange_bitwise_and_bmm_cat_clone_cos_eq_expand_index_le_mul_neg_new_ones_scalar_tensor_sin_slice_transpose_unsqueeze_view_where_1(in_ptr0, out_ptr0, out_ptr1, xnumel, XBLOCK : tl.constexpr):
    xnumel = 256
    xoffset = tl.program_id(0) * XBLOCK
    xindex = xoffset + tl.arange(0, XBLOCK)[:]
    xmask = xindex < xnumel
    x0 = (xindex % 16)
    x1 = xindex // 16
    x2 = xindex
    tmp5 = tl.load(in_ptr0 + (x1), xmask, eviction_policy='evict_last')
    tmp6 = tl.load(in_ptr0 + (x0), xmask, eviction_policy='evict_last')
    tmp0 = x0
    tmp1 = x1
    tmp2 = tmp0 <= tmp1
    tmp3 = tl.full([1], True, tl.int1)
    tmp4 = tmp3 & tmp2
    tmp7 = tmp5 == tmp6
    tmp8 = tmp4 & tmp7
    tmp9 = tl.full([1], 0.0, tl.float32)
    tmp10 = tl.full([1], float("-inf"), tl.float32)
    tmp11 = tl.where(tmp8, tmp9, tmp10)
    tl.store(out_ptr0 + (x2), tmp11, xmask)
    tl.store(out_ptr1 + (x2), tmp11, xmask)
''', device_str='cuda')


# kernel path: /tmp/tmpaly3gw8w/cache/2g/c2gqjywlpg3idfg3vhpv4364wkla3dmcgsnxhbqzsxiz5brofot2.py
# Topologically Sorted Source Nodes: [inputs_embeds, pow_1, variance, add_3, rsqrt, hidden_states_1, hidden_states_2], Original ATen: [aten.embedding, aten.pow, aten.mean, aten.add, aten.rsqrt, aten.mul]
# Source node to ATen node mapping:
#   add_3 => add_3
#   hidden_states_1 => mul_2
#   hidden_states_2 => mul_3
#   inputs_embeds => embedding
#   pow_1 => pow_1
#   rsqrt => rsqrt
#   variance => mean
# Graph fragment:
#   %arg0_1 : Tensor "i64[1, 16][16, 1]cuda:0" = PlaceHolder[target=arg0_1]
#   %arg1_1 : Tensor "f32[512, 128][128, 1]cuda:0" = PlaceHolder[target=arg1_1]
#   %arg3_1 : Tensor "f32[128][1]cuda:0" = PlaceHolder[target=arg3_1]
#   %buf0 : Tensor "f32[1, 16, 1][16, 1, 16]cuda:0" = PlaceHolder[target=buf0]
#   %embedding : Tensor "f32[1, 16, 128][2048, 128, 1]cuda:0"[num_users=3] = call_function[target=torch.ops.aten.embedding.default](args = (%arg1_1, %arg0_1), kwargs = {})
#   %pow_1 : Tensor "f32[1, 16, 128][2048, 128, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.pow.Tensor_Scalar](args = (%embedding, 2), kwargs = {})
#   %mean : Tensor "f32[1, 16, 1][16, 1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mean.dim](args = (%pow_1, [-1], True), kwargs = {})
#   %add_3 : Tensor "f32[1, 16, 1][16, 1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.add.Tensor](args = (%mean, 1e-06), kwargs = {})
#   %rsqrt : Tensor "f32[1, 16, 1][16, 1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.rsqrt.default](args = (%add_3,), kwargs = {})
#   %mul_2 : Tensor "f32[1, 16, 128][2048, 128, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%embedding, %rsqrt), kwargs = {})
#   %mul_3 : Tensor "f32[1, 16, 128][2048, 128, 1]cuda:0"[num_users=3] = call_function[target=torch.ops.aten.mul.Tensor](args = (%arg3_1, %mul_2), kwargs = {})
#   return %buf0,%mul_3
triton_red_fused_add_embedding_mean_mul_pow_rsqrt_2 = async_compile.triton('triton_red_fused_add_embedding_mean_mul_pow_rsqrt_2', '''
import triton
import triton.language as tl

from torch._inductor.runtime import triton_helpers, triton_heuristics
from torch._inductor.runtime.triton_helpers import libdevice, math as tl_math
from torch._inductor.runtime.hints import AutotuneHint, ReductionHint, TileHint, DeviceProperties
triton_helpers.set_driver_to_gpu()

@triton_heuristics.reduction(
    size_hints={'x': 16, 'r0_': 128},
    reduction_hint=ReductionHint.INNER,
    filename=__file__,
    triton_meta={'signature': {'in_ptr0': '*i64', 'in_ptr1': '*fp32', 'in_ptr2': '*fp32', 'out_ptr1': '*fp32', 'xnumel': 'i32', 'r0_numel': 'i32', 'XBLOCK': 'constexpr', 'R0_BLOCK': 'constexpr'}, 'device': DeviceProperties(type='cuda', index=0, multi_processor_count=132, cc=90, major=9, regs_per_multiprocessor=65536, max_threads_per_multi_processor=2048, max_threads_per_block=1024, warp_size=32), 'constants': {}, 'native_matmul': False, 'enable_fp_fusion': True, 'launch_pdl': False, 'disable_ftz': False, 'configs': [{(0,): [['tt.divisibility', 16]], (1,): [['tt.divisibility', 16]], (2,): [['tt.divisibility', 16]], (3,): [['tt.divisibility', 16]], (4,): [['tt.divisibility', 16]], (5,): [['tt.divisibility', 16]]}]},
    inductor_meta={'grid_type': 'Grid1D', 'autotune_hints': set(), 'kernel_name': 'triton_red_fused_add_embedding_mean_mul_pow_rsqrt_2', 'mutated_arg_names': [], 'optimize_mem': True, 'no_x_dim': False, 'atomic_add_found': False, 'num_load': 2, 'num_store': 1, 'num_reduction': 1, 'backend_hash': '91D1D1166449D9E2EB66EB9770C9E2C3B0FEB787341F27FEB4D3F0338DA50336', 'assert_indirect_indexing': True, 'autotune_local_cache': True, 'autotune_pointwise': True, 'autotune_remote_cache': None, 'force_disable_caches': False, 'dynamic_scale_rblock': True, 'max_autotune': False, 'max_autotune_pointwise': False, 'min_split_scan_rblock': 256, 'spill_threshold': 16, 'store_cubin': False, 'deterministic': False, 'force_filter_reduction_configs': False, 'mix_order_reduction_allow_multi_stages': False, 'are_deterministic_algorithms_enabled': False, 'tiling_scores': {'x': 128, 'r0_': 16896}}
)
@triton.jit
def triton_red_fused_add_embedding_mean_mul_pow_rsqrt_2(in_ptr0, in_ptr1, in_ptr2, out_ptr1, xnumel, r0_numel, XBLOCK : tl.constexpr, R0_BLOCK : tl.constexpr):
    xnumel = 16
    r0_numel = 128
    rnumel = r0_numel
    RBLOCK: tl.constexpr = R0_BLOCK
    xoffset = tl.program_id(0) * XBLOCK
    xindex = xoffset + tl.arange(0, XBLOCK)[:, None]
    xmask = xindex < xnumel
    r0_base = tl.arange(0, R0_BLOCK)[None, :]
    rbase = r0_base
    x0 = xindex
    tmp0 = tl.load(in_ptr0 + (x0), xmask, eviction_policy='evict_last')
    _tmp9 = tl.full([XBLOCK, R0_BLOCK], 0, tl.float32)
    for r0_offset in tl.range(0, r0_numel, R0_BLOCK):
        r0_index = r0_offset + r0_base
        r0_mask = r0_index < r0_numel
        roffset = r0_offset
        rindex = r0_index
        r0_1 = r0_index
        tmp1 = tl.full([1, 1], 512, tl.int32)
        tmp2 = tmp0 + tmp1
        tmp3 = tmp0 < 0
        tmp4 = tl.where(tmp3, tmp2, tmp0)
        tl.device_assert(((0 <= tmp4) & (tmp4 < 512)) | ~(xmask), "index out of bounds: 0 <= tmp4 < 512")
        tmp6 = tl.load(in_ptr1 + (r0_1 + 128*tmp4), r0_mask & xmask, eviction_policy='evict_last', other=0.0)
        tmp7 = tmp6 * tmp6
        tmp8 = tl.broadcast_to(tmp7, [XBLOCK, R0_BLOCK])
        tmp10 = _tmp9 + tmp8
        _tmp9 = tl.where(r0_mask & xmask, tmp10, _tmp9)
    tmp9 = tl.sum(_tmp9, 1)[:, None]
    for r0_offset in tl.range(0, r0_numel, R0_BLOCK):
        r0_index = r0_offset + r0_base
        r0_mask = r0_index < r0_numel
        roffset = r0_offset
        rindex = r0_index
        r0_1 = r0_index
        tmp11 = tl.load(in_ptr2 + (r0_1), r0_mask, eviction_policy='evict_last', other=0.0)
        tmp12 = tl.full([1, 1], 512, tl.int32)
        tmp13 = tmp0 + tmp12
        tmp14 = tmp0 < 0
        tmp15 = tl.where(tmp14, tmp13, tmp0)
        tl.device_assert(((0 <= tmp15) & (tmp15 < 512)) | ~(xmask), "index out of bounds: 0 <= tmp15 < 512")
        tmp17 = tl.load(in_ptr1 + (r0_1 + 128*tmp15), r0_mask & xmask, eviction_policy='evict_first', other=0.0)
        tmp18 = tl.full([1, 1], 128.0, tl.float32)
        tmp19 = (tmp9 / tmp18)
        tmp20 = tl.full([1, 1], 1e-06, tl.float32)
        tmp21 = tmp19 + tmp20
        tmp22 = libdevice.rsqrt(tmp21)
        tmp23 = tmp17 * tmp22
        tmp24 = tmp11 * tmp23
        tl.store(out_ptr1 + (r0_1 + 128*x0), tmp24, r0_mask & xmask)
''', device_str='cuda')


# kernel path: /tmp/tmpaly3gw8w/cache/ym/cym7bdpocp3pxlhx4xsglb5ghyzvawimj6r5ic65fb4td2vlscr4.py
# Unsorted Source Nodes: [invoke_quant_packed_2], Original ATen: [aten.mul, aten._to_copy, aten.unsqueeze]
# Source node to ATen node mapping:
#   invoke_quant_packed_2 => convert_element_type, invoke_quant_16, mul, unsqueeze
triton_poi_fused__to_copy_mul_unsqueeze_3 = async_compile.triton('triton_poi_fused__to_copy_mul_unsqueeze_3', '''
import triton
import triton.language as tl

from torch._inductor.runtime import triton_helpers, triton_heuristics
from torch._inductor.runtime.triton_helpers import libdevice, math as tl_math
from torch._inductor.runtime.hints import AutotuneHint, ReductionHint, TileHint, DeviceProperties
triton_helpers.set_driver_to_gpu()

@triton_heuristics.pointwise(
    size_hints={'x': 8192}, 
    filename=__file__,
    triton_meta={'signature': {'in_ptr0': '*i8', 'in_ptr1': '*fp32', 'out_ptr0': '*fp32', 'xnumel': 'i32', 'XBLOCK': 'constexpr'}, 'device': DeviceProperties(type='cuda', index=0, multi_processor_count=132, cc=90, major=9, regs_per_multiprocessor=65536, max_threads_per_multi_processor=2048, max_threads_per_block=1024, warp_size=32), 'constants': {}, 'native_matmul': False, 'enable_fp_fusion': True, 'launch_pdl': False, 'disable_ftz': False, 'configs': [{(0,): [['tt.divisibility', 16]], (1,): [['tt.divisibility', 16]], (2,): [['tt.divisibility', 16]], (3,): [['tt.divisibility', 16]]}]},
    inductor_meta={'grid_type': 'Grid1D', 'autotune_hints': set(), 'kernel_name': 'triton_poi_fused__to_copy_mul_unsqueeze_3', 'mutated_arg_names': [], 'optimize_mem': True, 'no_x_dim': False, 'atomic_add_found': False, 'num_load': 2, 'num_store': 1, 'num_reduction': 0, 'backend_hash': '91D1D1166449D9E2EB66EB9770C9E2C3B0FEB787341F27FEB4D3F0338DA50336', 'assert_indirect_indexing': True, 'autotune_local_cache': True, 'autotune_pointwise': True, 'autotune_remote_cache': None, 'force_disable_caches': False, 'dynamic_scale_rblock': True, 'max_autotune': False, 'max_autotune_pointwise': False, 'min_split_scan_rblock': 256, 'spill_threshold': 16, 'store_cubin': False, 'deterministic': False, 'force_filter_reduction_configs': False, 'mix_order_reduction_allow_multi_stages': False, 'are_deterministic_algorithms_enabled': False, 'tiling_scores': {'x': 73728}},
    min_elem_per_thread=0
)
@triton.jit
def triton_poi_fused__to_copy_mul_unsqueeze_3(in_ptr0, in_ptr1, out_ptr0, xnumel, XBLOCK : tl.constexpr):
    xnumel = 8192
    xoffset = tl.program_id(0) * XBLOCK
    xindex = xoffset + tl.arange(0, XBLOCK)[:]
    xmask = tl.full([XBLOCK], True, tl.int1)[:]
    x2 = xindex
    x1 = xindex // 128
    tmp0 = tl.load(in_ptr0 + (x2), None)
    tmp2 = tl.load(in_ptr1 + (x1), None, eviction_policy='evict_last')
    tmp1 = tmp0.to(tl.float32)
    tmp3 = tmp1 * tmp2
    tl.store(out_ptr0 + (x2), tmp3, None)
''', device_str='cuda')


# kernel path: /tmp/tmpaly3gw8w/cache/dq/cdq76yfacnmhcr2eh5e7bay7q4yrvukqmqd226sck74momm2z6zg.py
# Topologically Sorted Source Nodes: [y, view, query_states, , freqs, emb, cos, cos_1, cos_3, mul_4, x2, neg, x1, cat_1, sin, sin_1, sin_3, mul_5, q_embed, y_1, view_1, key_states, mul_6, x2_1, neg_1, x1_1, cat_2, mul_7, k_embed, getitem_16, hidden_states_3, key, y_2, view_2, value_states, getitem_17, hidden_states_4, value, result, arange_4, kv_arange, kv_indices, arange_3, q_arange, q_indices, le, result_1, batch_arange, batch_indices, getitem_5, getitem_6, eq, result_2, attention_mask, attn_output], Original ATen: [aten._unsafe_view, aten.view, aten.transpose, aten.bmm, aten.cat, aten.cos, aten.mul, aten.unsqueeze, aten.slice, aten.neg, aten.sin, aten.add, aten.expand, aten.clone, aten.new_ones, aten.arange, aten.le, aten.bitwise_and, aten.index, aten.eq, aten.scalar_tensor, aten.where, aten._scaled_dot_product_efficient_attention]
# Source node to ATen node mapping:
#    => unsqueeze_default
#   arange_3 => iota_3
#   arange_4 => iota_4
#   attention_mask => expand
#   attn_output => _scaled_dot_product_efficient_attention, expand_7, full_default_1, full_default_2, where
#   batch_arange => iota_1
#   batch_indices => unsqueeze_1, unsqueeze_2, unsqueeze_3
#   cat_1 => cat_1
#   cat_2 => cat_2
#   cos => cos
#   cos_1 => mul
#   cos_3 => unsqueeze_14
#   emb => clone, expand_4, unsqueeze_13, view_3
#   eq => eq
#   freqs => permute
#   getitem_16 => unsqueeze_16
#   getitem_17 => unsqueeze_17
#   getitem_5 => index
#   getitem_6 => index_1
#   hidden_states_3 => expand_5
#   hidden_states_4 => expand_6
#   k_embed => add_5
#   key => clone_2, view_13
#   key_states => permute_4
#   kv_arange => add_2
#   kv_indices => unsqueeze_7, unsqueeze_8, unsqueeze_9
#   le => le
#   mul_4 => mul_4
#   mul_5 => mul_5
#   mul_6 => mul_6
#   mul_7 => mul_7
#   neg => neg
#   neg_1 => neg_1
#   q_arange => add_1
#   q_embed => add_4
#   q_indices => unsqueeze_4, unsqueeze_5, unsqueeze_6
#   query_states => permute_2
#   result => full_default
#   result_1 => bitwise_and
#   result_2 => bitwise_and_1
#   sin => sin
#   sin_1 => mul_1
#   sin_3 => unsqueeze_15
#   value => clone_3, view_14
#   value_states => permute_6
#   view => view_6
#   view_1 => view_9
#   view_2 => view_12
#   x1 => slice_4
#   x1_1 => slice_6
#   x2 => slice_5
#   x2_1 => slice_7
#   y => view_5
#   y_1 => view_8
#   y_2 => view_11
# Graph fragment:
#   %mm_2 : Tensor "f32[16, 64][64, 1]cuda:0" = PlaceHolder[target=mm_2]
#   %view_5 : Tensor "f32[1, 16, 128][2048, 128, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.reshape.default](args = (%mm, [1, 16, 128]), kwargs = {})
#   %view_6 : Tensor "f32[1, 16, 4, 32][2048, 128, 32, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.reshape.default](args = (%view_5, [1, 16, -1, 32]), kwargs = {})
#   %permute_2 : Tensor "f32[1, 4, 16, 32][2048, 32, 128, 1]cuda:0"[num_users=3] = call_function[target=torch.ops.aten.permute.default](args = (%view_6, [0, 2, 1, 3]), kwargs = {})
#   %unsqueeze_default : Tensor "f32[1, 16, 16][256, 16, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.unsqueeze.default](args = (%mm_default, 0), kwargs = {})
#   %permute : Tensor "f32[1, 16, 16][256, 1, 16]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.permute.default](args = (%unsqueeze_default, [0, 2, 1]), kwargs = {})
#   %unsqueeze_13 : Tensor "f32[1, 16, 1, 16][256, 1, 256, 16]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.unsqueeze.default](args = (%permute, 2), kwargs = {})
#   %expand_4 : Tensor "f32[1, 16, 2, 16][256, 1, 0, 16]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.expand.default](args = (%unsqueeze_13, [1, 16, 2, 16]), kwargs = {})
#   %clone : Tensor "f32[1, 16, 2, 16][512, 32, 16, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.clone.default](args = (%expand_4,), kwargs = {memory_format: torch.contiguous_format})
#   %view_3 : Tensor "f32[1, 16, 32][512, 32, 1]cuda:0"[num_users=2] = call_function[target=torch.ops.aten.reshape.default](args = (%clone, [1, 16, 32]), kwargs = {})
#   %cos : Tensor "f32[1, 16, 32][512, 32, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.cos.default](args = (%view_3,), kwargs = {})
#   %mul : Tensor "f32[1, 16, 32][512, 32, 1]cuda:0"[num_users=2] = call_function[target=torch.ops.aten.mul.Tensor](args = (%cos, 1.0), kwargs = {})
#   %unsqueeze_14 : Tensor "f32[1, 1, 16, 32][512, 512, 32, 1]cuda:0"[num_users=2] = call_function[target=torch.ops.aten.unsqueeze.default](args = (%mul, 1), kwargs = {})
#   %mul_4 : Tensor "f32[1, 4, 16, 32][2048, 32, 128, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%permute_2, %unsqueeze_14), kwargs = {})
#   %slice_5 : Tensor "f32[1, 4, 16, 16][2048, 32, 128, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.slice.Tensor](args = (%permute_2, 3, 16, 9223372036854775807), kwargs = {})
#   %neg : Tensor "f32[1, 4, 16, 16][1024, 16, 64, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.neg.default](args = (%slice_5,), kwargs = {})
#   %slice_4 : Tensor "f32[1, 4, 16, 16][2048, 32, 128, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.slice.Tensor](args = (%permute_2, 3, 0, 16), kwargs = {})
#   %cat_1 : Tensor "f32[1, 4, 16, 32][2048, 512, 32, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.cat.default](args = ([%neg, %slice_4], -1), kwargs = {})
#   %sin : Tensor "f32[1, 16, 32][512, 32, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.sin.default](args = (%view_3,), kwargs = {})
#   %mul_1 : Tensor "f32[1, 16, 32][512, 32, 1]cuda:0"[num_users=2] = call_function[target=torch.ops.aten.mul.Tensor](args = (%sin, 1.0), kwargs = {})
#   %unsqueeze_15 : Tensor "f32[1, 1, 16, 32][512, 512, 32, 1]cuda:0"[num_users=2] = call_function[target=torch.ops.aten.unsqueeze.default](args = (%mul_1, 1), kwargs = {})
#   %mul_5 : Tensor "f32[1, 4, 16, 32][2048, 512, 32, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%cat_1, %unsqueeze_15), kwargs = {})
#   %add_4 : Tensor "f32[1, 4, 16, 32][2048, 32, 128, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.add.Tensor](args = (%mul_4, %mul_5), kwargs = {})
#   %view_8 : Tensor "f32[1, 16, 64][1024, 64, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.reshape.default](args = (%mm_1, [1, 16, 64]), kwargs = {})
#   %view_9 : Tensor "f32[1, 16, 2, 32][1024, 64, 32, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.reshape.default](args = (%view_8, [1, 16, -1, 32]), kwargs = {})
#   %permute_4 : Tensor "f32[1, 2, 16, 32][1024, 32, 64, 1]cuda:0"[num_users=3] = call_function[target=torch.ops.aten.permute.default](args = (%view_9, [0, 2, 1, 3]), kwargs = {})
#   %mul_6 : Tensor "f32[1, 2, 16, 32][1024, 32, 64, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%permute_4, %unsqueeze_14), kwargs = {})
#   %slice_7 : Tensor "f32[1, 2, 16, 16][1024, 32, 64, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.slice.Tensor](args = (%permute_4, 3, 16, 9223372036854775807), kwargs = {})
#   %neg_1 : Tensor "f32[1, 2, 16, 16][512, 16, 32, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.neg.default](args = (%slice_7,), kwargs = {})
#   %slice_6 : Tensor "f32[1, 2, 16, 16][1024, 32, 64, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.slice.Tensor](args = (%permute_4, 3, 0, 16), kwargs = {})
#   %cat_2 : Tensor "f32[1, 2, 16, 32][1024, 512, 32, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.cat.default](args = ([%neg_1, %slice_6], -1), kwargs = {})
#   %mul_7 : Tensor "f32[1, 2, 16, 32][1024, 512, 32, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%cat_2, %unsqueeze_15), kwargs = {})
#   %add_5 : Tensor "f32[1, 2, 16, 32][1024, 32, 64, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.add.Tensor](args = (%mul_6, %mul_7), kwargs = {})
#   %unsqueeze_16 : Tensor "f32[1, 2, 1, 16, 32][1024, 32, 1024, 64, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.unsqueeze.default](args = (%add_5, 2), kwargs = {})
#   %expand_5 : Tensor "f32[1, 2, 2, 16, 32][1024, 32, 0, 64, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.expand.default](args = (%unsqueeze_16, [1, 2, 2, 16, 32]), kwargs = {})
#   %clone_2 : Tensor "f32[1, 2, 2, 16, 32][2048, 1024, 512, 32, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.clone.default](args = (%expand_5,), kwargs = {memory_format: torch.contiguous_format})
#   %view_13 : Tensor "f32[1, 4, 16, 32][2048, 512, 32, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.reshape.default](args = (%clone_2, [1, 4, 16, 32]), kwargs = {})
#   %view_11 : Tensor "f32[1, 16, 64][1024, 64, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.reshape.default](args = (%mm_2, [1, 16, 64]), kwargs = {})
#   %view_12 : Tensor "f32[1, 16, 2, 32][1024, 64, 32, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.reshape.default](args = (%view_11, [1, 16, -1, 32]), kwargs = {})
#   %permute_6 : Tensor "f32[1, 2, 16, 32][1024, 32, 64, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.permute.default](args = (%view_12, [0, 2, 1, 3]), kwargs = {})
#   %unsqueeze_17 : Tensor "f32[1, 2, 1, 16, 32][1024, 32, 1024, 64, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.unsqueeze.default](args = (%permute_6, 2), kwargs = {})
#   %expand_6 : Tensor "f32[1, 2, 2, 16, 32][1024, 32, 0, 64, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.expand.default](args = (%unsqueeze_17, [1, 2, 2, 16, 32]), kwargs = {})
#   %clone_3 : Tensor "f32[1, 2, 2, 16, 32][2048, 1024, 512, 32, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.clone.default](args = (%expand_6,), kwargs = {memory_format: torch.contiguous_format})
#   %view_14 : Tensor "f32[1, 4, 16, 32][2048, 512, 32, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.reshape.default](args = (%clone_3, [1, 4, 16, 32]), kwargs = {})
#   %full_default : Tensor "b8[][]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.full.default](args = ([], True), kwargs = {dtype: torch.bool, layout: torch.strided, device: cuda:0, pin_memory: False})
#   %iota_4 : Tensor "i64[16][1]cuda:0"[num_users=1] = call_function[target=torch.ops.prims.iota.default](args = (16,), kwargs = {start: 0, step: 1, dtype: torch.int64, device: cuda:0, requires_grad: False})
#   %add_2 : Tensor "i64[16][1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.add.Tensor](args = (%iota_4, 0), kwargs = {})
#   %unsqueeze_7 : Tensor "i64[1, 16][16, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.unsqueeze.default](args = (%add_2, 0), kwargs = {})
#   %unsqueeze_8 : Tensor "i64[1, 1, 16][16, 16, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.unsqueeze.default](args = (%unsqueeze_7, 1), kwargs = {})
#   %unsqueeze_9 : Tensor "i64[1, 1, 1, 16][16, 16, 16, 1]cuda:0"[num_users=2] = call_function[target=torch.ops.aten.unsqueeze.default](args = (%unsqueeze_8, 2), kwargs = {})
#   %iota_3 : Tensor "i64[16][1]cuda:0"[num_users=1] = call_function[target=torch.ops.prims.iota.default](args = (16,), kwargs = {start: 0, step: 1, dtype: torch.int64, device: cuda:0, requires_grad: False})
#   %add_1 : Tensor "i64[16][1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.add.Tensor](args = (%iota_3, 0), kwargs = {})
#   %unsqueeze_4 : Tensor "i64[1, 16][16, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.unsqueeze.default](args = (%add_1, 0), kwargs = {})
#   %unsqueeze_5 : Tensor "i64[1, 1, 16][16, 16, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.unsqueeze.default](args = (%unsqueeze_4, 1), kwargs = {})
#   %unsqueeze_6 : Tensor "i64[1, 1, 16, 1][16, 16, 1, 1]cuda:0"[num_users=2] = call_function[target=torch.ops.aten.unsqueeze.default](args = (%unsqueeze_5, 3), kwargs = {})
#   %le : Tensor "b8[1, 1, 16, 16][256, 256, 16, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.le.Tensor](args = (%unsqueeze_9, %unsqueeze_6), kwargs = {})
#   %bitwise_and : Tensor "b8[1, 1, 16, 16][256, 256, 16, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.bitwise_and.Tensor](args = (%full_default, %le), kwargs = {})
#   %iota_1 : Tensor "i64[1][1]cuda:0"[num_users=1] = call_function[target=torch.ops.prims.iota.default](args = (1,), kwargs = {start: 0, step: 1, dtype: torch.int64, device: cuda:0, requires_grad: False})
#   %unsqueeze_1 : Tensor "i64[1, 1][1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.unsqueeze.default](args = (%iota_1, 1), kwargs = {})
#   %unsqueeze_2 : Tensor "i64[1, 1, 1][1, 1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.unsqueeze.default](args = (%unsqueeze_1, 2), kwargs = {})
#   %unsqueeze_3 : Tensor "i64[1, 1, 1, 1][1, 1, 1, 1]cuda:0"[num_users=2] = call_function[target=torch.ops.aten.unsqueeze.default](args = (%unsqueeze_2, 3), kwargs = {})
#   %index : Tensor "i64[1, 1, 16, 1][16, 16, 1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.index.Tensor](args = (%cumsum, [%unsqueeze_3, %unsqueeze_6]), kwargs = {})
#   %index_1 : Tensor "i64[1, 1, 1, 16][16, 16, 16, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.index.Tensor](args = (%cumsum, [%unsqueeze_3, %unsqueeze_9]), kwargs = {})
#   %eq : Tensor "b8[1, 1, 16, 16][256, 256, 16, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.eq.Tensor](args = (%index, %index_1), kwargs = {})
#   %bitwise_and_1 : Tensor "b8[1, 1, 16, 16][256, 256, 16, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.bitwise_and.Tensor](args = (%bitwise_and, %eq), kwargs = {})
#   %expand : Tensor "b8[1, 1, 16, 16][256, 256, 16, 1]cuda:0"[num_users=2] = call_function[target=torch.ops.aten.expand.default](args = (%bitwise_and_1, [1, -1, 16, 16]), kwargs = {})
#   %full_default_2 : Tensor "f32[][]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.full.default](args = ([], 0.0), kwargs = {dtype: torch.float32, layout: torch.strided, device: cuda:0, pin_memory: False})
#   %full_default_1 : Tensor "f32[][]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.full.default](args = ([], -inf), kwargs = {dtype: torch.float32, layout: torch.strided, device: cuda:0, pin_memory: False})
#   %where : Tensor "f32[1, 1, 16, 16][256, 256, 16, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.where.self](args = (%expand, %full_default_2, %full_default_1), kwargs = {})
#   %expand_7 : Tensor "f32[1, 4, 16, 16][256, 0, 16, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.expand.default](args = (%where, [1, 4, 16, 16]), kwargs = {})
#   %_scaled_dot_product_efficient_attention : [num_users=1] = call_function[target=torch.ops.aten._scaled_dot_product_efficient_attention.default](args = (%add_4, %view_13, %view_14, %expand_7, False), kwargs = {scale: 0.1767766952966369})
#   return %buf13
triton_poi_fused__scaled_dot_product_efficient_attention__unsafe_view_add_arange_bitwise_and_bmm_cat_clone_cos_eq_expand_index_le_mul_neg_new_ones_scalar_tensor_sin_slice_transpose_unsqueeze_view_where_4 = async_compile.triton('triton_poi_fused__scaled_dot_product_efficient_attention__unsafe_view_add_arange_bitwise_and_bmm_cat_clone_cos_eq_expand_index_le_mul_neg_new_ones_scalar_tensor_sin_slice_transpose_unsqueeze_view_where_4', '''
import triton
import triton.language as tl

from torch._inductor.runtime import triton_helpers, triton_heuristics
from torch._inductor.runtime.triton_helpers import libdevice, math as tl_math
from torch._inductor.runtime.hints import AutotuneHint, ReductionHint, TileHint, DeviceProperties
triton_helpers.set_driver_to_gpu()

@triton_heuristics.pointwise(
    size_hints={'x': 2048}, 
    filename=__file__,
    triton_meta={'signature': {'in_ptr0': '*fp32', 'out_ptr0': '*fp32', 'xnumel': 'i32', 'XBLOCK': 'constexpr'}, 'device': DeviceProperties(type='cuda', index=0, multi_processor_count=132, cc=90, major=9, regs_per_multiprocessor=65536, max_threads_per_multi_processor=2048, max_threads_per_block=1024, warp_size=32), 'constants': {}, 'native_matmul': False, 'enable_fp_fusion': True, 'launch_pdl': False, 'disable_ftz': False, 'configs': [{(0,): [['tt.divisibility', 16]], (1,): [['tt.divisibility', 16]], (2,): [['tt.divisibility', 16]]}]},
    inductor_meta={'grid_type': 'Grid1D', 'autotune_hints': set(), 'kernel_name': 'triton_poi_fused__scaled_dot_product_efficient_attention__unsafe_view_add_arange_bitwise_and_bmm_cat_clone_cos_eq_expand_index_le_mul_neg_new_ones_scalar_tensor_sin_slice_transpose_unsqueeze_view_where_4', 'mutated_arg_names': [], 'optimize_mem': True, 'no_x_dim': False, 'atomic_add_found': False, 'num_load': 1, 'num_store': 1, 'num_reduction': 0, 'backend_hash': '91D1D1166449D9E2EB66EB9770C9E2C3B0FEB787341F27FEB4D3F0338DA50336', 'assert_indirect_indexing': True, 'autotune_local_cache': True, 'autotune_pointwise': True, 'autotune_remote_cache': None, 'force_disable_caches': False, 'dynamic_scale_rblock': True, 'max_autotune': False, 'max_autotune_pointwise': False, 'min_split_scan_rblock': 256, 'spill_threshold': 16, 'store_cubin': False, 'deterministic': False, 'force_filter_reduction_configs': False, 'mix_order_reduction_allow_multi_stages': False, 'are_deterministic_algorithms_enabled': False, 'tiling_scores': {'x': 20480}},
    min_elem_per_thread=0
)
@triton.jit
def triton_poi_fused__scaled_dot_product_efficient_attention__unsafe_view_add_arange_bitwise_and_bmm_cat_clone_cos_eq_expand_index_le_mul_neg_new_ones_scalar_tensor_sin_slice_transpose_unsqueeze_view_where_4(in_ptr0, out_ptr0, xnumel, XBLOCK : tl.constexpr):
    xnumel = 2048
    xoffset = tl.program_id(0) * XBLOCK
    xindex = xoffset + tl.arange(0, XBLOCK)[:]
    xmask = xindex < xnumel
    x0 = (xindex % 32)
    x1 = ((xindex // 32) % 16)
    x2 = xindex // 512
    x3 = xindex
    tmp0 = tl.load(in_ptr0 + (x0 + 32*(x2 // 2) + 64*x1), xmask)
    tl.store(out_ptr0 + (x3), tmp0, xmask)
''', device_str='cuda')


# kernel path: /tmp/tmpaly3gw8w/cache/pp/cppdpr6n5idoj2fanyxf5tq7enjtv7dbq2h3z7oasi5pqzm4orad.py
# Topologically Sorted Source Nodes: [arange, position_ids, position_ids_1, getitem_8, position_ids_expanded], Original ATen: [aten.arange, aten.add, aten.unsqueeze, aten._to_copy]
# Source node to ATen node mapping:
#   arange => iota
#   getitem_8 => unsqueeze_12
#   position_ids => add
#   position_ids_1 => unsqueeze
#   position_ids_expanded => convert_element_type
# Graph fragment:
#   %iota : Tensor "i64[16][1]cuda:0"[num_users=1] = call_function[target=torch.ops.prims.iota.default](args = (16,), kwargs = {start: 0, step: 1, dtype: torch.int64, device: cuda:0, requires_grad: False})
#   %add : Tensor "i64[16][1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.add.Tensor](args = (%iota, 0), kwargs = {})
#   %unsqueeze : Tensor "i64[1, 16][16, 1]cuda:0"[num_users=3] = call_function[target=torch.ops.aten.unsqueeze.default](args = (%add, 0), kwargs = {})
#   %unsqueeze_12 : Tensor "i64[1, 1, 16][16, 16, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.unsqueeze.default](args = (%unsqueeze, 1), kwargs = {})
#   %convert_element_type : Tensor "f32[1, 1, 16][16, 16, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.prims.convert_element_type.default](args = (%unsqueeze_12, torch.float32), kwargs = {})
#   return %expand_3
triton_poi_fused__to_copy_add_arange_unsqueeze_5 = async_compile.triton('triton_poi_fused__to_copy_add_arange_unsqueeze_5', '''
import triton
import triton.language as tl

from torch._inductor.runtime import triton_helpers, triton_heuristics
from torch._inductor.runtime.triton_helpers import libdevice, math as tl_math
from torch._inductor.runtime.hints import AutotuneHint, ReductionHint, TileHint, DeviceProperties
triton_helpers.set_driver_to_gpu()

@triton_heuristics.pointwise(
    size_hints={'x': 16}, 
    filename=__file__,
    triton_meta={'signature': {'out_ptr0': '*fp32', 'xnumel': 'i32', 'XBLOCK': 'constexpr'}, 'device': DeviceProperties(type='cuda', index=0, multi_processor_count=132, cc=90, major=9, regs_per_multiprocessor=65536, max_threads_per_multi_processor=2048, max_threads_per_block=1024, warp_size=32), 'constants': {}, 'native_matmul': False, 'enable_fp_fusion': True, 'launch_pdl': False, 'disable_ftz': False, 'configs': [{(0,): [['tt.divisibility', 16]], (1,): [['tt.divisibility', 16]]}]},
    inductor_meta={'grid_type': 'Grid1D', 'autotune_hints': set(), 'kernel_name': 'triton_poi_fused__to_copy_add_arange_unsqueeze_5', 'mutated_arg_names': [], 'optimize_mem': True, 'no_x_dim': False, 'atomic_add_found': False, 'num_load': 0, 'num_store': 1, 'num_reduction': 0, 'backend_hash': '91D1D1166449D9E2EB66EB9770C9E2C3B0FEB787341F27FEB4D3F0338DA50336', 'assert_indirect_indexing': True, 'autotune_local_cache': True, 'autotune_pointwise': True, 'autotune_remote_cache': None, 'force_disable_caches': False, 'dynamic_scale_rblock': True, 'max_autotune': False, 'max_autotune_pointwise': False, 'min_split_scan_rblock': 256, 'spill_threshold': 16, 'store_cubin': False, 'deterministic': False, 'force_filter_reduction_configs': False, 'mix_order_reduction_allow_multi_stages': False, 'are_deterministic_algorithms_enabled': False, 'tiling_scores': {'x': 128}},
    min_elem_per_thread=0
)
@triton.jit
def triton_poi_fused__to_copy_add_arange_unsqueeze_5(out_ptr0, xnumel, XBLOCK : tl.constexpr):
    xnumel = 16
    xoffset = tl.program_id(0) * XBLOCK
    xindex = xoffset + tl.arange(0, XBLOCK)[:]
    xmask = xindex < xnumel
    x0 = xindex
    tmp0 = x0
    tmp1 = tmp0.to(tl.float32)
    tl.store(out_ptr0 + (x0), tmp1, xmask)
''', device_str='cuda')


# kernel path: /tmp/tmpaly3gw8w/cache/3v/c3vixxiai7d3nmyiy6v5omykllpzv2zdoui6pgq3opugpduqp3ld.py
# Topologically Sorted Source Nodes: [y, view, query_states, , freqs, emb, cos, cos_1, cos_3, mul_4, x2, neg, x1, cat_1, sin, sin_1, sin_3, mul_5, q_embed, y_1, view_1, key_states, mul_6, x2_1, neg_1, x1_1, cat_2, mul_7, k_embed, getitem_16, hidden_states_3, key, y_2, view_2, value_states, getitem_17, hidden_states_4, value, result, arange_4, kv_arange, kv_indices, arange_3, q_arange, q_indices, le, result_1, batch_arange, batch_indices, getitem_5, getitem_6, eq, result_2, attention_mask, attn_output], Original ATen: [aten._unsafe_view, aten.view, aten.transpose, aten.bmm, aten.cat, aten.cos, aten.mul, aten.unsqueeze, aten.slice, aten.neg, aten.sin, aten.add, aten.expand, aten.clone, aten.new_ones, aten.arange, aten.le, aten.bitwise_and, aten.index, aten.eq, aten.scalar_tensor, aten.where, aten._scaled_dot_product_efficient_attention]
# Source node to ATen node mapping:
#    => unsqueeze_default
#   arange_3 => iota_3
#   arange_4 => iota_4
#   attention_mask => expand
#   attn_output => _scaled_dot_product_efficient_attention, expand_7, full_default_1, full_default_2, where
#   batch_arange => iota_1
#   batch_indices => unsqueeze_1, unsqueeze_2, unsqueeze_3
#   cat_1 => cat_1
#   cat_2 => cat_2
#   cos => cos
#   cos_1 => mul
#   cos_3 => unsqueeze_14
#   emb => clone, expand_4, unsqueeze_13, view_3
#   eq => eq
#   freqs => permute
#   getitem_16 => unsqueeze_16
#   getitem_17 => unsqueeze_17
#   getitem_5 => index
#   getitem_6 => index_1
#   hidden_states_3 => expand_5
#   hidden_states_4 => expand_6
#   k_embed => add_5
#   key => clone_2, view_13
#   key_states => permute_4
#   kv_arange => add_2
#   kv_indices => unsqueeze_7, unsqueeze_8, unsqueeze_9
#   le => le
#   mul_4 => mul_4
#   mul_5 => mul_5
#   mul_6 => mul_6
#   mul_7 => mul_7
#   neg => neg
#   neg_1 => neg_1
#   q_arange => add_1
#   q_embed => add_4
#   q_indices => unsqueeze_4, unsqueeze_5, unsqueeze_6
#   query_states => permute_2
#   result => full_default
#   result_1 => bitwise_and
#   result_2 => bitwise_and_1
#   sin => sin
#   sin_1 => mul_1
#   sin_3 => unsqueeze_15
#   value => clone_3, view_14
#   value_states => permute_6
#   view => view_6
#   view_1 => view_9
#   view_2 => view_12
#   x1 => slice_4
#   x1_1 => slice_6
#   x2 => slice_5
#   x2_1 => slice_7
#   y => view_5
#   y_1 => view_8
#   y_2 => view_11
# Graph fragment:
#   %mm_1 : Tensor "f32[16, 64][64, 1]cuda:0" = PlaceHolder[target=mm_1]
#   %mm_default : Tensor "f32[16, 16][16, 1]cuda:0" = PlaceHolder[target=mm_default]
#   %view_5 : Tensor "f32[1, 16, 128][2048, 128, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.reshape.default](args = (%mm, [1, 16, 128]), kwargs = {})
#   %view_6 : Tensor "f32[1, 16, 4, 32][2048, 128, 32, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.reshape.default](args = (%view_5, [1, 16, -1, 32]), kwargs = {})
#   %permute_2 : Tensor "f32[1, 4, 16, 32][2048, 32, 128, 1]cuda:0"[num_users=3] = call_function[target=torch.ops.aten.permute.default](args = (%view_6, [0, 2, 1, 3]), kwargs = {})
#   %unsqueeze_default : Tensor "f32[1, 16, 16][256, 16, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.unsqueeze.default](args = (%mm_default, 0), kwargs = {})
#   %permute : Tensor "f32[1, 16, 16][256, 1, 16]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.permute.default](args = (%unsqueeze_default, [0, 2, 1]), kwargs = {})
#   %unsqueeze_13 : Tensor "f32[1, 16, 1, 16][256, 1, 256, 16]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.unsqueeze.default](args = (%permute, 2), kwargs = {})
#   %expand_4 : Tensor "f32[1, 16, 2, 16][256, 1, 0, 16]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.expand.default](args = (%unsqueeze_13, [1, 16, 2, 16]), kwargs = {})
#   %clone : Tensor "f32[1, 16, 2, 16][512, 32, 16, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.clone.default](args = (%expand_4,), kwargs = {memory_format: torch.contiguous_format})
#   %view_3 : Tensor "f32[1, 16, 32][512, 32, 1]cuda:0"[num_users=2] = call_function[target=torch.ops.aten.reshape.default](args = (%clone, [1, 16, 32]), kwargs = {})
#   %cos : Tensor "f32[1, 16, 32][512, 32, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.cos.default](args = (%view_3,), kwargs = {})
#   %mul : Tensor "f32[1, 16, 32][512, 32, 1]cuda:0"[num_users=2] = call_function[target=torch.ops.aten.mul.Tensor](args = (%cos, 1.0), kwargs = {})
#   %unsqueeze_14 : Tensor "f32[1, 1, 16, 32][512, 512, 32, 1]cuda:0"[num_users=2] = call_function[target=torch.ops.aten.unsqueeze.default](args = (%mul, 1), kwargs = {})
#   %mul_4 : Tensor "f32[1, 4, 16, 32][2048, 32, 128, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%permute_2, %unsqueeze_14), kwargs = {})
#   %slice_5 : Tensor "f32[1, 4, 16, 16][2048, 32, 128, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.slice.Tensor](args = (%permute_2, 3, 16, 9223372036854775807), kwargs = {})
#   %neg : Tensor "f32[1, 4, 16, 16][1024, 16, 64, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.neg.default](args = (%slice_5,), kwargs = {})
#   %slice_4 : Tensor "f32[1, 4, 16, 16][2048, 32, 128, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.slice.Tensor](args = (%permute_2, 3, 0, 16), kwargs = {})
#   %cat_1 : Tensor "f32[1, 4, 16, 32][2048, 512, 32, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.cat.default](args = ([%neg, %slice_4], -1), kwargs = {})
#   %sin : Tensor "f32[1, 16, 32][512, 32, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.sin.default](args = (%view_3,), kwargs = {})
#   %mul_1 : Tensor "f32[1, 16, 32][512, 32, 1]cuda:0"[num_users=2] = call_function[target=torch.ops.aten.mul.Tensor](args = (%sin, 1.0), kwargs = {})
#   %unsqueeze_15 : Tensor "f32[1, 1, 16, 32][512, 512, 32, 1]cuda:0"[num_users=2] = call_function[target=torch.ops.aten.unsqueeze.default](args = (%mul_1, 1), kwargs = {})
#   %mul_5 : Tensor "f32[1, 4, 16, 32][2048, 512, 32, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%cat_1, %unsqueeze_15), kwargs = {})
#   %add_4 : Tensor "f32[1, 4, 16, 32][2048, 32, 128, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.add.Tensor](args = (%mul_4, %mul_5), kwargs = {})
#   %view_8 : Tensor "f32[1, 16, 64][1024, 64, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.reshape.default](args = (%mm_1, [1, 16, 64]), kwargs = {})
#   %view_9 : Tensor "f32[1, 16, 2, 32][1024, 64, 32, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.reshape.default](args = (%view_8, [1, 16, -1, 32]), kwargs = {})
#   %permute_4 : Tensor "f32[1, 2, 16, 32][1024, 32, 64, 1]cuda:0"[num_users=3] = call_function[target=torch.ops.aten.permute.default](args = (%view_9, [0, 2, 1, 3]), kwargs = {})
#   %mul_6 : Tensor "f32[1, 2, 16, 32][1024, 32, 64, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%permute_4, %unsqueeze_14), kwargs = {})
#   %slice_7 : Tensor "f32[1, 2, 16, 16][1024, 32, 64, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.slice.Tensor](args = (%permute_4, 3, 16, 9223372036854775807), kwargs = {})
#   %neg_1 : Tensor "f32[1, 2, 16, 16][512, 16, 32, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.neg.default](args = (%slice_7,), kwargs = {})
#   %slice_6 : Tensor "f32[1, 2, 16, 16][1024, 32, 64, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.slice.Tensor](args = (%permute_4, 3, 0, 16), kwargs = {})
#   %cat_2 : Tensor "f32[1, 2, 16, 32][1024, 512, 32, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.cat.default](args = ([%neg_1, %slice_6], -1), kwargs = {})
#   %mul_7 : Tensor "f32[1, 2, 16, 32][1024, 512, 32, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%cat_2, %unsqueeze_15), kwargs = {})
#   %add_5 : Tensor "f32[1, 2, 16, 32][1024, 32, 64, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.add.Tensor](args = (%mul_6, %mul_7), kwargs = {})
#   %unsqueeze_16 : Tensor "f32[1, 2, 1, 16, 32][1024, 32, 1024, 64, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.unsqueeze.default](args = (%add_5, 2), kwargs = {})
#   %expand_5 : Tensor "f32[1, 2, 2, 16, 32][1024, 32, 0, 64, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.expand.default](args = (%unsqueeze_16, [1, 2, 2, 16, 32]), kwargs = {})
#   %clone_2 : Tensor "f32[1, 2, 2, 16, 32][2048, 1024, 512, 32, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.clone.default](args = (%expand_5,), kwargs = {memory_format: torch.contiguous_format})
#   %view_13 : Tensor "f32[1, 4, 16, 32][2048, 512, 32, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.reshape.default](args = (%clone_2, [1, 4, 16, 32]), kwargs = {})
#   %view_11 : Tensor "f32[1, 16, 64][1024, 64, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.reshape.default](args = (%mm_2, [1, 16, 64]), kwargs = {})
#   %view_12 : Tensor "f32[1, 16, 2, 32][1024, 64, 32, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.reshape.default](args = (%view_11, [1, 16, -1, 32]), kwargs = {})
#   %permute_6 : Tensor "f32[1, 2, 16, 32][1024, 32, 64, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.permute.default](args = (%view_12, [0, 2, 1, 3]), kwargs = {})
#   %unsqueeze_17 : Tensor "f32[1, 2, 1, 16, 32][1024, 32, 1024, 64, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.unsqueeze.default](args = (%permute_6, 2), kwargs = {})
#   %expand_6 : Tensor "f32[1, 2, 2, 16, 32][1024, 32, 0, 64, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.expand.default](args = (%unsqueeze_17, [1, 2, 2, 16, 32]), kwargs = {})
#   %clone_3 : Tensor "f32[1, 2, 2, 16, 32][2048, 1024, 512, 32, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.clone.default](args = (%expand_6,), kwargs = {memory_format: torch.contiguous_format})
#   %view_14 : Tensor "f32[1, 4, 16, 32][2048, 512, 32, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.reshape.default](args = (%clone_3, [1, 4, 16, 32]), kwargs = {})
#   %full_default : Tensor "b8[][]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.full.default](args = ([], True), kwargs = {dtype: torch.bool, layout: torch.strided, device: cuda:0, pin_memory: False})
#   %iota_4 : Tensor "i64[16][1]cuda:0"[num_users=1] = call_function[target=torch.ops.prims.iota.default](args = (16,), kwargs = {start: 0, step: 1, dtype: torch.int64, device: cuda:0, requires_grad: False})
#   %add_2 : Tensor "i64[16][1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.add.Tensor](args = (%iota_4, 0), kwargs = {})
#   %unsqueeze_7 : Tensor "i64[1, 16][16, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.unsqueeze.default](args = (%add_2, 0), kwargs = {})
#   %unsqueeze_8 : Tensor "i64[1, 1, 16][16, 16, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.unsqueeze.default](args = (%unsqueeze_7, 1), kwargs = {})
#   %unsqueeze_9 : Tensor "i64[1, 1, 1, 16][16, 16, 16, 1]cuda:0"[num_users=2] = call_function[target=torch.ops.aten.unsqueeze.default](args = (%unsqueeze_8, 2), kwargs = {})
#   %iota_3 : Tensor "i64[16][1]cuda:0"[num_users=1] = call_function[target=torch.ops.prims.iota.default](args = (16,), kwargs = {start: 0, step: 1, dtype: torch.int64, device: cuda:0, requires_grad: False})
#   %add_1 : Tensor "i64[16][1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.add.Tensor](args = (%iota_3, 0), kwargs = {})
#   %unsqueeze_4 : Tensor "i64[1, 16][16, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.unsqueeze.default](args = (%add_1, 0), kwargs = {})
#   %unsqueeze_5 : Tensor "i64[1, 1, 16][16, 16, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.unsqueeze.default](args = (%unsqueeze_4, 1), kwargs = {})
#   %unsqueeze_6 : Tensor "i64[1, 1, 16, 1][16, 16, 1, 1]cuda:0"[num_users=2] = call_function[target=torch.ops.aten.unsqueeze.default](args = (%unsqueeze_5, 3), kwargs = {})
#   %le : Tensor "b8[1, 1, 16, 16][256, 256, 16, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.le.Tensor](args = (%unsqueeze_9, %unsqueeze_6), kwargs = {})
#   %bitwise_and : Tensor "b8[1, 1, 16, 16][256, 256, 16, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.bitwise_and.Tensor](args = (%full_default, %le), kwargs = {})
#   %iota_1 : Tensor "i64[1][1]cuda:0"[num_users=1] = call_function[target=torch.ops.prims.iota.default](args = (1,), kwargs = {start: 0, step: 1, dtype: torch.int64, device: cuda:0, requires_grad: False})
#   %unsqueeze_1 : Tensor "i64[1, 1][1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.unsqueeze.default](args = (%iota_1, 1), kwargs = {})
#   %unsqueeze_2 : Tensor "i64[1, 1, 1][1, 1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.unsqueeze.default](args = (%unsqueeze_1, 2), kwargs = {})
#   %unsqueeze_3 : Tensor "i64[1, 1, 1, 1][1, 1, 1, 1]cuda:0"[num_users=2] = call_function[target=torch.ops.aten.unsqueeze.default](args = (%unsqueeze_2, 3), kwargs = {})
#   %index : Tensor "i64[1, 1, 16, 1][16, 16, 1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.index.Tensor](args = (%cumsum, [%unsqueeze_3, %unsqueeze_6]), kwargs = {})
#   %index_1 : Tensor "i64[1, 1, 1, 16][16, 16, 16, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.index.Tensor](args = (%cumsum, [%unsqueeze_3, %unsqueeze_9]), kwargs = {})
#   %eq : Tensor "b8[1, 1, 16, 16][256, 256, 16, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.eq.Tensor](args = (%index, %index_1), kwargs = {})
#   %bitwise_and_1 : Tensor "b8[1, 1, 16, 16][256, 256, 16, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.bitwise_and.Tensor](args = (%bitwise_and, %eq), kwargs = {})
#   %expand : Tensor "b8[1, 1, 16, 16][256, 256, 16, 1]cuda:0"[num_users=2] = call_function[target=torch.ops.aten.expand.default](args = (%bitwise_and_1, [1, -1, 16, 16]), kwargs = {})
#   %full_default_2 : Tensor "f32[][]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.full.default](args = ([], 0.0), kwargs = {dtype: torch.float32, layout: torch.strided, device: cuda:0, pin_memory: False})
#   %full_default_1 : Tensor "f32[][]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.full.default](args = ([], -inf), kwargs = {dtype: torch.float32, layout: torch.strided, device: cuda:0, pin_memory: False})
#   %where : Tensor "f32[1, 1, 16, 16][256, 256, 16, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.where.self](args = (%expand, %full_default_2, %full_default_1), kwargs = {})
#   %expand_7 : Tensor "f32[1, 4, 16, 16][256, 0, 16, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.expand.default](args = (%where, [1, 4, 16, 16]), kwargs = {})
#   %_scaled_dot_product_efficient_attention : [num_users=1] = call_function[target=torch.ops.aten._scaled_dot_product_efficient_attention.default](args = (%add_4, %view_13, %view_14, %expand_7, False), kwargs = {scale: 0.1767766952966369})
#   return %buf12
triton_poi_fused__scaled_dot_product_efficient_attention__unsafe_view_add_arange_bitwise_and_bmm_cat_clone_cos_eq_expand_index_le_mul_neg_new_ones_scalar_tensor_sin_slice_transpose_unsqueeze_view_where_6 = async_compile.triton('triton_poi_fused__scaled_dot_product_efficient_attention__unsafe_view_add_arange_bitwise_and_bmm_cat_clone_cos_eq_expand_index_le_mul_neg_new_ones_scalar_tensor_sin_slice_transpose_unsqueeze_view_where_6', '''
import triton
import triton.language as tl

from torch._inductor.runtime import triton_helpers, triton_heuristics
from torch._inductor.runtime.triton_helpers import libdevice, math as tl_math
from torch._inductor.runtime.hints import AutotuneHint, ReductionHint, TileHint, DeviceProperties
triton_helpers.set_driver_to_gpu()

@triton_heuristics.pointwise(
    size_hints={'y': 64, 'x': 32}, tile_hint=TileHint.DEFAULT,
    filename=__file__,
    triton_meta={'signature': {'in_ptr0': '*fp32', 'in_ptr1': '*fp32', 'out_ptr0': '*fp32', 'ynumel': 'i32', 'xnumel': 'i32', 'YBLOCK': 'constexpr', 'XBLOCK': 'constexpr'}, 'device': DeviceProperties(type='cuda', index=0, multi_processor_count=132, cc=90, major=9, regs_per_multiprocessor=65536, max_threads_per_multi_processor=2048, max_threads_per_block=1024, warp_size=32), 'constants': {}, 'native_matmul': False, 'enable_fp_fusion': True, 'launch_pdl': False, 'disable_ftz': False, 'configs': [{(0,): [['tt.divisibility', 16]], (1,): [['tt.divisibility', 16]], (2,): [['tt.divisibility', 16]], (3,): [['tt.divisibility', 16]], (4,): [['tt.divisibility', 16]]}]},
    inductor_meta={'grid_type': 'Grid2D', 'autotune_hints': set(), 'kernel_name': 'triton_poi_fused__scaled_dot_product_efficient_attention__unsafe_view_add_arange_bitwise_and_bmm_cat_clone_cos_eq_expand_index_le_mul_neg_new_ones_scalar_tensor_sin_slice_transpose_unsqueeze_view_where_6', 'mutated_arg_names': [], 'optimize_mem': True, 'no_x_dim': False, 'atomic_add_found': False, 'num_load': 4, 'num_store': 1, 'num_reduction': 0, 'backend_hash': '91D1D1166449D9E2EB66EB9770C9E2C3B0FEB787341F27FEB4D3F0338DA50336', 'assert_indirect_indexing': True, 'autotune_local_cache': True, 'autotune_pointwise': True, 'autotune_remote_cache': None, 'force_disable_caches': False, 'dynamic_scale_rblock': True, 'max_autotune': False, 'max_autotune_pointwise': False, 'min_split_scan_rblock': 256, 'spill_threshold': 16, 'store_cubin': False, 'deterministic': False, 'force_filter_reduction_configs': False, 'mix_order_reduction_allow_multi_stages': False, 'are_deterministic_algorithms_enabled': False, 'tiling_scores': {'y': 1024, 'x': 28672}},
    min_elem_per_thread=0
)
@triton.jit
def triton_poi_fused__scaled_dot_product_efficient_attention__unsafe_view_add_arange_bitwise_and_bmm_cat_clone_cos_eq_expand_index_le_mul_neg_new_ones_scalar_tensor_sin_slice_transpose_unsqueeze_view_where_6(in_ptr0, in_ptr1, out_ptr0, ynumel, xnumel, YBLOCK : tl.constexpr, XBLOCK : tl.constexpr):
    ynumel = 64
    xnumel = 32
    yoffset = tl.program_id(1) * YBLOCK
    yindex = yoffset + tl.arange(0, YBLOCK)[:, None]
    ymask = yindex < ynumel
    xoffset = tl.program_id(0) * XBLOCK
    xindex = xoffset + tl.arange(0, XBLOCK)[None, :]
    xmask = xindex < xnumel
    x2 = xindex
    y0 = (yindex % 16)
    y1 = yindex // 16
    y3 = yindex
    tmp0 = tl.load(in_ptr0 + (x2 + 32*(y1 // 2) + 64*y0), xmask & ymask, eviction_policy='evict_last')
    tmp1 = tl.load(in_ptr1 + (y0 + 16*((x2 % 16))), xmask & ymask, eviction_policy='evict_last')
    tmp2 = tl_math.cos(tmp1)
    tmp3 = tl.full([1, 1], 1.0, tl.float32)
    tmp4 = tmp2 * tmp3
    tmp5 = tmp0 * tmp4
    tmp6 = x2
    tmp7 = tl.full([1, 1], 0, tl.int64)
    tmp8 = tmp6 >= tmp7
    tmp9 = tl.full([1, 1], 16, tl.int64)
    tmp10 = tmp6 < tmp9
    tmp11 = tl.load(in_ptr0 + (16 + 32*(y1 // 2) + 64*y0 + (x2)), tmp10 & xmask & ymask, eviction_policy='evict_last', other=0.0)
    tmp12 = -tmp11
    tmp13 = tl.full(tmp12.shape, 0.0, tmp12.dtype)
    tmp14 = tl.where(tmp10, tmp12, tmp13)
    tmp15 = tmp6 >= tmp9
    tmp16 = tl.full([1, 1], 32, tl.int64)
    tmp17 = tmp6 < tmp16
    tmp18 = tl.load(in_ptr0 + (32*(y1 // 2) + 64*y0 + ((-16) + x2)), tmp15 & xmask & ymask, eviction_policy='evict_last', other=0.0)
    tmp19 = tl.where(tmp10, tmp14, tmp18)
    tmp20 = tl_math.sin(tmp1)
    tmp21 = tmp20 * tmp3
    tmp22 = tmp19 * tmp21
    tmp23 = tmp5 + tmp22
    tl.store(out_ptr0 + (x2 + 32*y3), tmp23, xmask & ymask)
''', device_str='cuda')


# kernel path: /tmp/tmpaly3gw8w/cache/ri/cripvloyohl5v7p7rqucdtpz7xjzvvw3oaeulefblqj34vz5a27f.py
# Unsorted Source Nodes: [invoke_quant_packed], Original ATen: [aten.mul, aten._to_copy, aten.unsqueeze]
# Source node to ATen node mapping:
#   invoke_quant_packed => convert_element_type, invoke_quant_14, mul, unsqueeze
triton_poi_fused__to_copy_mul_unsqueeze_7 = async_compile.triton('triton_poi_fused__to_copy_mul_unsqueeze_7', '''
import triton
import triton.language as tl

from torch._inductor.runtime import triton_helpers, triton_heuristics
from torch._inductor.runtime.triton_helpers import libdevice, math as tl_math
from torch._inductor.runtime.hints import AutotuneHint, ReductionHint, TileHint, DeviceProperties
triton_helpers.set_driver_to_gpu()

@triton_heuristics.pointwise(
    size_hints={'x': 16384}, 
    filename=__file__,
    triton_meta={'signature': {'in_ptr0': '*i8', 'in_ptr1': '*fp32', 'out_ptr0': '*fp32', 'xnumel': 'i32', 'XBLOCK': 'constexpr'}, 'device': DeviceProperties(type='cuda', index=0, multi_processor_count=132, cc=90, major=9, regs_per_multiprocessor=65536, max_threads_per_multi_processor=2048, max_threads_per_block=1024, warp_size=32), 'constants': {}, 'native_matmul': False, 'enable_fp_fusion': True, 'launch_pdl': False, 'disable_ftz': False, 'configs': [{(0,): [['tt.divisibility', 16]], (1,): [['tt.divisibility', 16]], (2,): [['tt.divisibility', 16]], (3,): [['tt.divisibility', 16]]}]},
    inductor_meta={'grid_type': 'Grid1D', 'autotune_hints': set(), 'kernel_name': 'triton_poi_fused__to_copy_mul_unsqueeze_7', 'mutated_arg_names': [], 'optimize_mem': True, 'no_x_dim': False, 'atomic_add_found': False, 'num_load': 2, 'num_store': 1, 'num_reduction': 0, 'backend_hash': '91D1D1166449D9E2EB66EB9770C9E2C3B0FEB787341F27FEB4D3F0338DA50336', 'assert_indirect_indexing': True, 'autotune_local_cache': True, 'autotune_pointwise': True, 'autotune_remote_cache': None, 'force_disable_caches': False, 'dynamic_scale_rblock': True, 'max_autotune': False, 'max_autotune_pointwise': False, 'min_split_scan_rblock': 256, 'spill_threshold': 16, 'store_cubin': False, 'deterministic': False, 'force_filter_reduction_configs': False, 'mix_order_reduction_allow_multi_stages': False, 'are_deterministic_algorithms_enabled': False, 'tiling_scores': {'x': 147456}},
    min_elem_per_thread=0
)
@triton.jit
def triton_poi_fused__to_copy_mul_unsqueeze_7(in_ptr0, in_ptr1, out_ptr0, xnumel, XBLOCK : tl.constexpr):
    xnumel = 16384
    xoffset = tl.program_id(0) * XBLOCK
    xindex = xoffset + tl.arange(0, XBLOCK)[:]
    xmask = tl.full([XBLOCK], True, tl.int1)[:]
    x2 = xindex
    x1 = xindex // 128
    tmp0 = tl.load(in_ptr0 + (x2), None)
    tmp2 = tl.load(in_ptr1 + (x1), None, eviction_policy='evict_last')
    tmp1 = tmp0.to(tl.float32)
    tmp3 = tmp1 * tmp2
    tl.store(out_ptr0 + (x2), tmp3, None)
''', device_str='cuda')


# kernel path: /tmp/tmpaly3gw8w/cache/is/cisuy7g5hhhnv3wzxjtoj73u4i6fvfs5uebcujtnd6s64irqwm7q.py
# Topologically Sorted Source Nodes: [y, view, query_states, , freqs, emb, cos, cos_1, cos_3, mul_4, x2, neg, x1, cat_1, sin, sin_1, sin_3, mul_5, q_embed, y_1, view_1, key_states, mul_6, x2_1, neg_1, x1_1, cat_2, mul_7, k_embed, getitem_16, hidden_states_3, key, y_2, view_2, value_states, getitem_17, hidden_states_4, value, result, arange_4, kv_arange, kv_indices, arange_3, q_arange, q_indices, le, result_1, batch_arange, batch_indices, getitem_5, getitem_6, eq, result_2, attention_mask, attn_output], Original ATen: [aten._unsafe_view, aten.view, aten.transpose, aten.bmm, aten.cat, aten.cos, aten.mul, aten.unsqueeze, aten.slice, aten.neg, aten.sin, aten.add, aten.expand, aten.clone, aten.new_ones, aten.arange, aten.le, aten.bitwise_and, aten.index, aten.eq, aten.scalar_tensor, aten.where, aten._scaled_dot_product_efficient_attention]
# Source node to ATen node mapping:
#    => unsqueeze_default
#   arange_3 => iota_3
#   arange_4 => iota_4
#   attention_mask => expand
#   attn_output => _scaled_dot_product_efficient_attention, expand_7, full_default_1, full_default_2, where
#   batch_arange => iota_1
#   batch_indices => unsqueeze_1, unsqueeze_2, unsqueeze_3
#   cat_1 => cat_1
#   cat_2 => cat_2
#   cos => cos
#   cos_1 => mul
#   cos_3 => unsqueeze_14
#   emb => clone, expand_4, unsqueeze_13, view_3
#   eq => eq
#   freqs => permute
#   getitem_16 => unsqueeze_16
#   getitem_17 => unsqueeze_17
#   getitem_5 => index
#   getitem_6 => index_1
#   hidden_states_3 => expand_5
#   hidden_states_4 => expand_6
#   k_embed => add_5
#   key => clone_2, view_13
#   key_states => permute_4
#   kv_arange => add_2
#   kv_indices => unsqueeze_7, unsqueeze_8, unsqueeze_9
#   le => le
#   mul_4 => mul_4
#   mul_5 => mul_5
#   mul_6 => mul_6
#   mul_7 => mul_7
#   neg => neg
#   neg_1 => neg_1
#   q_arange => add_1
#   q_embed => add_4
#   q_indices => unsqueeze_4, unsqueeze_5, unsqueeze_6
#   query_states => permute_2
#   result => full_default
#   result_1 => bitwise_and
#   result_2 => bitwise_and_1
#   sin => sin
#   sin_1 => mul_1
#   sin_3 => unsqueeze_15
#   value => clone_3, view_14
#   value_states => permute_6
#   view => view_6
#   view_1 => view_9
#   view_2 => view_12
#   x1 => slice_4
#   x1_1 => slice_6
#   x2 => slice_5
#   x2_1 => slice_7
#   y => view_5
#   y_1 => view_8
#   y_2 => view_11
# Graph fragment:
#   %mm : Tensor "f32[16, 128][128, 1]cuda:0" = PlaceHolder[target=mm]
#   %mm_default : Tensor "f32[16, 16][16, 1]cuda:0" = PlaceHolder[target=mm_default]
#   %view_5 : Tensor "f32[1, 16, 128][2048, 128, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.reshape.default](args = (%mm, [1, 16, 128]), kwargs = {})
#   %view_6 : Tensor "f32[1, 16, 4, 32][2048, 128, 32, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.reshape.default](args = (%view_5, [1, 16, -1, 32]), kwargs = {})
#   %permute_2 : Tensor "f32[1, 4, 16, 32][2048, 32, 128, 1]cuda:0"[num_users=3] = call_function[target=torch.ops.aten.permute.default](args = (%view_6, [0, 2, 1, 3]), kwargs = {})
#   %unsqueeze_default : Tensor "f32[1, 16, 16][256, 16, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.unsqueeze.default](args = (%mm_default, 0), kwargs = {})
#   %permute : Tensor "f32[1, 16, 16][256, 1, 16]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.permute.default](args = (%unsqueeze_default, [0, 2, 1]), kwargs = {})
#   %unsqueeze_13 : Tensor "f32[1, 16, 1, 16][256, 1, 256, 16]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.unsqueeze.default](args = (%permute, 2), kwargs = {})
#   %expand_4 : Tensor "f32[1, 16, 2, 16][256, 1, 0, 16]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.expand.default](args = (%unsqueeze_13, [1, 16, 2, 16]), kwargs = {})
#   %clone : Tensor "f32[1, 16, 2, 16][512, 32, 16, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.clone.default](args = (%expand_4,), kwargs = {memory_format: torch.contiguous_format})
#   %view_3 : Tensor "f32[1, 16, 32][512, 32, 1]cuda:0"[num_users=2] = call_function[target=torch.ops.aten.reshape.default](args = (%clone, [1, 16, 32]), kwargs = {})
#   %cos : Tensor "f32[1, 16, 32][512, 32, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.cos.default](args = (%view_3,), kwargs = {})
#   %mul : Tensor "f32[1, 16, 32][512, 32, 1]cuda:0"[num_users=2] = call_function[target=torch.ops.aten.mul.Tensor](args = (%cos, 1.0), kwargs = {})
#   %unsqueeze_14 : Tensor "f32[1, 1, 16, 32][512, 512, 32, 1]cuda:0"[num_users=2] = call_function[target=torch.ops.aten.unsqueeze.default](args = (%mul, 1), kwargs = {})
#   %mul_4 : Tensor "f32[1, 4, 16, 32][2048, 32, 128, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%permute_2, %unsqueeze_14), kwargs = {})
#   %slice_5 : Tensor "f32[1, 4, 16, 16][2048, 32, 128, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.slice.Tensor](args = (%permute_2, 3, 16, 9223372036854775807), kwargs = {})
#   %neg : Tensor "f32[1, 4, 16, 16][1024, 16, 64, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.neg.default](args = (%slice_5,), kwargs = {})
#   %slice_4 : Tensor "f32[1, 4, 16, 16][2048, 32, 128, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.slice.Tensor](args = (%permute_2, 3, 0, 16), kwargs = {})
#   %cat_1 : Tensor "f32[1, 4, 16, 32][2048, 512, 32, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.cat.default](args = ([%neg, %slice_4], -1), kwargs = {})
#   %sin : Tensor "f32[1, 16, 32][512, 32, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.sin.default](args = (%view_3,), kwargs = {})
#   %mul_1 : Tensor "f32[1, 16, 32][512, 32, 1]cuda:0"[num_users=2] = call_function[target=torch.ops.aten.mul.Tensor](args = (%sin, 1.0), kwargs = {})
#   %unsqueeze_15 : Tensor "f32[1, 1, 16, 32][512, 512, 32, 1]cuda:0"[num_users=2] = call_function[target=torch.ops.aten.unsqueeze.default](args = (%mul_1, 1), kwargs = {})
#   %mul_5 : Tensor "f32[1, 4, 16, 32][2048, 512, 32, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%cat_1, %unsqueeze_15), kwargs = {})
#   %add_4 : Tensor "f32[1, 4, 16, 32][2048, 32, 128, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.add.Tensor](args = (%mul_4, %mul_5), kwargs = {})
#   %view_8 : Tensor "f32[1, 16, 64][1024, 64, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.reshape.default](args = (%mm_1, [1, 16, 64]), kwargs = {})
#   %view_9 : Tensor "f32[1, 16, 2, 32][1024, 64, 32, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.reshape.default](args = (%view_8, [1, 16, -1, 32]), kwargs = {})
#   %permute_4 : Tensor "f32[1, 2, 16, 32][1024, 32, 64, 1]cuda:0"[num_users=3] = call_function[target=torch.ops.aten.permute.default](args = (%view_9, [0, 2, 1, 3]), kwargs = {})
#   %mul_6 : Tensor "f32[1, 2, 16, 32][1024, 32, 64, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%permute_4, %unsqueeze_14), kwargs = {})
#   %slice_7 : Tensor "f32[1, 2, 16, 16][1024, 32, 64, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.slice.Tensor](args = (%permute_4, 3, 16, 9223372036854775807), kwargs = {})
#   %neg_1 : Tensor "f32[1, 2, 16, 16][512, 16, 32, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.neg.default](args = (%slice_7,), kwargs = {})
#   %slice_6 : Tensor "f32[1, 2, 16, 16][1024, 32, 64, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.slice.Tensor](args = (%permute_4, 3, 0, 16), kwargs = {})
#   %cat_2 : Tensor "f32[1, 2, 16, 32][1024, 512, 32, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.cat.default](args = ([%neg_1, %slice_6], -1), kwargs = {})
#   %mul_7 : Tensor "f32[1, 2, 16, 32][1024, 512, 32, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%cat_2, %unsqueeze_15), kwargs = {})
#   %add_5 : Tensor "f32[1, 2, 16, 32][1024, 32, 64, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.add.Tensor](args = (%mul_6, %mul_7), kwargs = {})
#   %unsqueeze_16 : Tensor "f32[1, 2, 1, 16, 32][1024, 32, 1024, 64, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.unsqueeze.default](args = (%add_5, 2), kwargs = {})
#   %expand_5 : Tensor "f32[1, 2, 2, 16, 32][1024, 32, 0, 64, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.expand.default](args = (%unsqueeze_16, [1, 2, 2, 16, 32]), kwargs = {})
#   %clone_2 : Tensor "f32[1, 2, 2, 16, 32][2048, 1024, 512, 32, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.clone.default](args = (%expand_5,), kwargs = {memory_format: torch.contiguous_format})
#   %view_13 : Tensor "f32[1, 4, 16, 32][2048, 512, 32, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.reshape.default](args = (%clone_2, [1, 4, 16, 32]), kwargs = {})
#   %view_11 : Tensor "f32[1, 16, 64][1024, 64, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.reshape.default](args = (%mm_2, [1, 16, 64]), kwargs = {})
#   %view_12 : Tensor "f32[1, 16, 2, 32][1024, 64, 32, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.reshape.default](args = (%view_11, [1, 16, -1, 32]), kwargs = {})
#   %permute_6 : Tensor "f32[1, 2, 16, 32][1024, 32, 64, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.permute.default](args = (%view_12, [0, 2, 1, 3]), kwargs = {})
#   %unsqueeze_17 : Tensor "f32[1, 2, 1, 16, 32][1024, 32, 1024, 64, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.unsqueeze.default](args = (%permute_6, 2), kwargs = {})
#   %expand_6 : Tensor "f32[1, 2, 2, 16, 32][1024, 32, 0, 64, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.expand.default](args = (%unsqueeze_17, [1, 2, 2, 16, 32]), kwargs = {})
#   %clone_3 : Tensor "f32[1, 2, 2, 16, 32][2048, 1024, 512, 32, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.clone.default](args = (%expand_6,), kwargs = {memory_format: torch.contiguous_format})
#   %view_14 : Tensor "f32[1, 4, 16, 32][2048, 512, 32, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.reshape.default](args = (%clone_3, [1, 4, 16, 32]), kwargs = {})
#   %full_default : Tensor "b8[][]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.full.default](args = ([], True), kwargs = {dtype: torch.bool, layout: torch.strided, device: cuda:0, pin_memory: False})
#   %iota_4 : Tensor "i64[16][1]cuda:0"[num_users=1] = call_function[target=torch.ops.prims.iota.default](args = (16,), kwargs = {start: 0, step: 1, dtype: torch.int64, device: cuda:0, requires_grad: False})
#   %add_2 : Tensor "i64[16][1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.add.Tensor](args = (%iota_4, 0), kwargs = {})
#   %unsqueeze_7 : Tensor "i64[1, 16][16, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.unsqueeze.default](args = (%add_2, 0), kwargs = {})
#   %unsqueeze_8 : Tensor "i64[1, 1, 16][16, 16, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.unsqueeze.default](args = (%unsqueeze_7, 1), kwargs = {})
#   %unsqueeze_9 : Tensor "i64[1, 1, 1, 16][16, 16, 16, 1]cuda:0"[num_users=2] = call_function[target=torch.ops.aten.unsqueeze.default](args = (%unsqueeze_8, 2), kwargs = {})
#   %iota_3 : Tensor "i64[16][1]cuda:0"[num_users=1] = call_function[target=torch.ops.prims.iota.default](args = (16,), kwargs = {start: 0, step: 1, dtype: torch.int64, device: cuda:0, requires_grad: False})
#   %add_1 : Tensor "i64[16][1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.add.Tensor](args = (%iota_3, 0), kwargs = {})
#   %unsqueeze_4 : Tensor "i64[1, 16][16, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.unsqueeze.default](args = (%add_1, 0), kwargs = {})
#   %unsqueeze_5 : Tensor "i64[1, 1, 16][16, 16, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.unsqueeze.default](args = (%unsqueeze_4, 1), kwargs = {})
#   %unsqueeze_6 : Tensor "i64[1, 1, 16, 1][16, 16, 1, 1]cuda:0"[num_users=2] = call_function[target=torch.ops.aten.unsqueeze.default](args = (%unsqueeze_5, 3), kwargs = {})
#   %le : Tensor "b8[1, 1, 16, 16][256, 256, 16, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.le.Tensor](args = (%unsqueeze_9, %unsqueeze_6), kwargs = {})
#   %bitwise_and : Tensor "b8[1, 1, 16, 16][256, 256, 16, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.bitwise_and.Tensor](args = (%full_default, %le), kwargs = {})
#   %iota_1 : Tensor "i64[1][1]cuda:0"[num_users=1] = call_function[target=torch.ops.prims.iota.default](args = (1,), kwargs = {start: 0, step: 1, dtype: torch.int64, device: cuda:0, requires_grad: False})
#   %unsqueeze_1 : Tensor "i64[1, 1][1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.unsqueeze.default](args = (%iota_1, 1), kwargs = {})
#   %unsqueeze_2 : Tensor "i64[1, 1, 1][1, 1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.unsqueeze.default](args = (%unsqueeze_1, 2), kwargs = {})
#   %unsqueeze_3 : Tensor "i64[1, 1, 1, 1][1, 1, 1, 1]cuda:0"[num_users=2] = call_function[target=torch.ops.aten.unsqueeze.default](args = (%unsqueeze_2, 3), kwargs = {})
#   %index : Tensor "i64[1, 1, 16, 1][16, 16, 1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.index.Tensor](args = (%cumsum, [%unsqueeze_3, %unsqueeze_6]), kwargs = {})
#   %index_1 : Tensor "i64[1, 1, 1, 16][16, 16, 16, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.index.Tensor](args = (%cumsum, [%unsqueeze_3, %unsqueeze_9]), kwargs = {})
#   %eq : Tensor "b8[1, 1, 16, 16][256, 256, 16, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.eq.Tensor](args = (%index, %index_1), kwargs = {})
#   %bitwise_and_1 : Tensor "b8[1, 1, 16, 16][256, 256, 16, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.bitwise_and.Tensor](args = (%bitwise_and, %eq), kwargs = {})
#   %expand : Tensor "b8[1, 1, 16, 16][256, 256, 16, 1]cuda:0"[num_users=2] = call_function[target=torch.ops.aten.expand.default](args = (%bitwise_and_1, [1, -1, 16, 16]), kwargs = {})
#   %full_default_2 : Tensor "f32[][]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.full.default](args = ([], 0.0), kwargs = {dtype: torch.float32, layout: torch.strided, device: cuda:0, pin_memory: False})
#   %full_default_1 : Tensor "f32[][]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.full.default](args = ([], -inf), kwargs = {dtype: torch.float32, layout: torch.strided, device: cuda:0, pin_memory: False})
#   %where : Tensor "f32[1, 1, 16, 16][256, 256, 16, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.where.self](args = (%expand, %full_default_2, %full_default_1), kwargs = {})
#   %expand_7 : Tensor "f32[1, 4, 16, 16][256, 0, 16, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.expand.default](args = (%where, [1, 4, 16, 16]), kwargs = {})
#   %_scaled_dot_product_efficient_attention : [num_users=1] = call_function[target=torch.ops.aten._scaled_dot_product_efficient_attention.default](args = (%add_4, %view_13, %view_14, %expand_7, False), kwargs = {scale: 0.1767766952966369})
#   return %buf11
triton_poi_fused__scaled_dot_product_efficient_attention__unsafe_view_add_arange_bitwise_and_bmm_cat_clone_cos_eq_expand_index_le_mul_neg_new_ones_scalar_tensor_sin_slice_transpose_unsqueeze_view_where_8 = async_compile.triton('triton_poi_fused__scaled_dot_product_efficient_attention__unsafe_view_add_arange_bitwise_and_bmm_cat_clone_cos_eq_expand_index_le_mul_neg_new_ones_scalar_tensor_sin_slice_transpose_unsqueeze_view_where_8', '''
import triton
import triton.language as tl

from torch._inductor.runtime import triton_helpers, triton_heuristics
from torch._inductor.runtime.triton_helpers import libdevice, math as tl_math
from torch._inductor.runtime.hints import AutotuneHint, ReductionHint, TileHint, DeviceProperties
triton_helpers.set_driver_to_gpu()

@triton_heuristics.pointwise(
    size_hints={'x': 2048}, 
    filename=__file__,
    triton_meta={'signature': {'in_ptr0': '*fp32', 'in_ptr1': '*fp32', 'out_ptr0': '*fp32', 'xnumel': 'i32', 'XBLOCK': 'constexpr'}, 'device': DeviceProperties(type='cuda', index=0, multi_processor_count=132, cc=90, major=9, regs_per_multiprocessor=65536, max_threads_per_multi_processor=2048, max_threads_per_block=1024, warp_size=32), 'constants': {}, 'native_matmul': False, 'enable_fp_fusion': True, 'launch_pdl': False, 'disable_ftz': False, 'configs': [{(0,): [['tt.divisibility', 16]], (1,): [['tt.divisibility', 16]], (2,): [['tt.divisibility', 16]], (3,): [['tt.divisibility', 16]]}]},
    inductor_meta={'grid_type': 'Grid1D', 'autotune_hints': set(), 'kernel_name': 'triton_poi_fused__scaled_dot_product_efficient_attention__unsafe_view_add_arange_bitwise_and_bmm_cat_clone_cos_eq_expand_index_le_mul_neg_new_ones_scalar_tensor_sin_slice_transpose_unsqueeze_view_where_8', 'mutated_arg_names': [], 'optimize_mem': True, 'no_x_dim': False, 'atomic_add_found': False, 'num_load': 4, 'num_store': 1, 'num_reduction': 0, 'backend_hash': '91D1D1166449D9E2EB66EB9770C9E2C3B0FEB787341F27FEB4D3F0338DA50336', 'assert_indirect_indexing': True, 'autotune_local_cache': True, 'autotune_pointwise': True, 'autotune_remote_cache': None, 'force_disable_caches': False, 'dynamic_scale_rblock': True, 'max_autotune': False, 'max_autotune_pointwise': False, 'min_split_scan_rblock': 256, 'spill_threshold': 16, 'store_cubin': False, 'deterministic': False, 'force_filter_reduction_configs': False, 'mix_order_reduction_allow_multi_stages': False, 'are_deterministic_algorithms_enabled': False, 'tiling_scores': {'x': 40960}},
    min_elem_per_thread=0
)
@triton.jit
def triton_poi_fused__scaled_dot_product_efficient_attention__unsafe_view_add_arange_bitwise_and_bmm_cat_clone_cos_eq_expand_index_le_mul_neg_new_ones_scalar_tensor_sin_slice_transpose_unsqueeze_view_where_8(in_ptr0, in_ptr1, out_ptr0, xnumel, XBLOCK : tl.constexpr):
    xnumel = 2048
    xoffset = tl.program_id(0) * XBLOCK
    xindex = xoffset + tl.arange(0, XBLOCK)[:]
    xmask = xindex < xnumel
    x3 = xindex
    x0 = (xindex % 32)
    x2 = xindex // 128
    x4 = xindex // 32
    tmp0 = tl.load(in_ptr0 + (x3), xmask)
    tmp1 = tl.load(in_ptr1 + (x2 + 16*((x0 % 16))), xmask, eviction_policy='evict_last')
    tmp2 = tl_math.cos(tmp1)
    tmp3 = tl.full([1], 1.0, tl.float32)
    tmp4 = tmp2 * tmp3
    tmp5 = tmp0 * tmp4
    tmp6 = x0
    tmp7 = tl.full([1], 0, tl.int64)
    tmp8 = tmp6 >= tmp7
    tmp9 = tl.full([1], 16, tl.int64)
    tmp10 = tmp6 < tmp9
    tmp11 = tl.load(in_ptr0 + (16 + 32*x4 + (x0)), tmp10 & xmask, eviction_policy='evict_last', other=0.0)
    tmp12 = -tmp11
    tmp13 = tl.full(tmp12.shape, 0.0, tmp12.dtype)
    tmp14 = tl.where(tmp10, tmp12, tmp13)
    tmp15 = tmp6 >= tmp9
    tmp16 = tl.full([1], 32, tl.int64)
    tmp17 = tmp6 < tmp16
    tmp18 = tl.load(in_ptr0 + (32*x4 + ((-16) + x0)), tmp15 & xmask, eviction_policy='evict_last', other=0.0)
    tmp19 = tl.where(tmp10, tmp14, tmp18)
    tmp20 = tl_math.sin(tmp1)
    tmp21 = tmp20 * tmp3
    tmp22 = tmp19 * tmp21
    tmp23 = tmp5 + tmp22
    tl.store(out_ptr0 + (x3), tmp23, xmask)
''', device_str='cuda')


# kernel path: /tmp/tmpaly3gw8w/cache/f2/cf24xwzmqxr5wxgq7a6qdp46zhu4rey4hutk3edgusf46otnejvu.py
# Topologically Sorted Source Nodes: [inputs_embeds, y_3, hidden_states_5, pow_2, variance_1, add_7, rsqrt_1, hidden_states_7, hidden_states_8], Original ATen: [aten.embedding, aten._unsafe_view, aten.add, aten.pow, aten.mean, aten.rsqrt, aten.mul]
# Source node to ATen node mapping:
#   add_7 => add_7
#   hidden_states_5 => add_6
#   hidden_states_7 => mul_8
#   hidden_states_8 => mul_9
#   inputs_embeds => embedding
#   pow_2 => pow_2
#   rsqrt_1 => rsqrt_1
#   variance_1 => mean_1
#   y_3 => view_17
# Graph fragment:
#   %arg0_1 : Tensor "i64[1, 16][16, 1]cuda:0" = PlaceHolder[target=arg0_1]
#   %arg1_1 : Tensor "f32[512, 128][128, 1]cuda:0" = PlaceHolder[target=arg1_1]
#   %mm_3 : Tensor "f32[16, 128][128, 1]cuda:0" = PlaceHolder[target=mm_3]
#   %arg12_1 : Tensor "f32[128][1]cuda:0" = PlaceHolder[target=arg12_1]
#   %buf22 : Tensor "f32[1, 16, 1][16, 1, 16]cuda:0" = PlaceHolder[target=buf22]
#   %embedding : Tensor "f32[1, 16, 128][2048, 128, 1]cuda:0"[num_users=3] = call_function[target=torch.ops.aten.embedding.default](args = (%arg1_1, %arg0_1), kwargs = {})
#   %view_17 : Tensor "f32[1, 16, 128][2048, 128, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.reshape.default](args = (%mm_3, [1, 16, 128]), kwargs = {})
#   %add_6 : Tensor "f32[1, 16, 128][2048, 128, 1]cuda:0"[num_users=3] = call_function[target=torch.ops.aten.add.Tensor](args = (%embedding, %view_17), kwargs = {})
#   %pow_2 : Tensor "f32[1, 16, 128][2048, 128, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.pow.Tensor_Scalar](args = (%add_6, 2), kwargs = {})
#   %mean_1 : Tensor "f32[1, 16, 1][16, 1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mean.dim](args = (%pow_2, [-1], True), kwargs = {})
#   %add_7 : Tensor "f32[1, 16, 1][16, 1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.add.Tensor](args = (%mean_1, 1e-06), kwargs = {})
#   %rsqrt_1 : Tensor "f32[1, 16, 1][16, 1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.rsqrt.default](args = (%add_7,), kwargs = {})
#   %mul_8 : Tensor "f32[1, 16, 128][2048, 128, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%add_6, %rsqrt_1), kwargs = {})
#   %mul_9 : Tensor "f32[1, 16, 128][2048, 128, 1]cuda:0"[num_users=2] = call_function[target=torch.ops.aten.mul.Tensor](args = (%arg12_1, %mul_8), kwargs = {})
#   return %buf22,%mul_9
triton_per_fused__unsafe_view_add_embedding_mean_mul_pow_rsqrt_9 = async_compile.triton('triton_per_fused__unsafe_view_add_embedding_mean_mul_pow_rsqrt_9', '''
import triton
import triton.language as tl

from torch._inductor.runtime import triton_helpers, triton_heuristics
from torch._inductor.runtime.triton_helpers import libdevice, math as tl_math
from torch._inductor.runtime.hints import AutotuneHint, ReductionHint, TileHint, DeviceProperties
triton_helpers.set_driver_to_gpu()

@triton_heuristics.persistent_reduction(
    size_hints={'x': 16, 'r0_': 128},
    reduction_hint=ReductionHint.INNER,
    filename=__file__,
    triton_meta={'signature': {'in_ptr0': '*i64', 'in_ptr1': '*fp32', 'in_ptr2': '*fp32', 'in_ptr3': '*fp32', 'out_ptr1': '*fp32', 'xnumel': 'i32', 'r0_numel': 'i32', 'XBLOCK': 'constexpr'}, 'device': DeviceProperties(type='cuda', index=0, multi_processor_count=132, cc=90, major=9, regs_per_multiprocessor=65536, max_threads_per_multi_processor=2048, max_threads_per_block=1024, warp_size=32), 'constants': {}, 'native_matmul': False, 'enable_fp_fusion': True, 'launch_pdl': False, 'disable_ftz': False, 'configs': [{(0,): [['tt.divisibility', 16]], (1,): [['tt.divisibility', 16]], (2,): [['tt.divisibility', 16]], (3,): [['tt.divisibility', 16]], (4,): [['tt.divisibility', 16]], (5,): [['tt.divisibility', 16]], (6,): [['tt.divisibility', 16]]}]},
    inductor_meta={'grid_type': 'Grid1D', 'autotune_hints': set(), 'kernel_name': 'triton_per_fused__unsafe_view_add_embedding_mean_mul_pow_rsqrt_9', 'mutated_arg_names': [], 'optimize_mem': True, 'no_x_dim': None, 'atomic_add_found': False, 'num_load': 3, 'num_store': 1, 'num_reduction': 1, 'backend_hash': '91D1D1166449D9E2EB66EB9770C9E2C3B0FEB787341F27FEB4D3F0338DA50336', 'assert_indirect_indexing': True, 'autotune_local_cache': True, 'autotune_pointwise': True, 'autotune_remote_cache': None, 'force_disable_caches': False, 'dynamic_scale_rblock': True, 'max_autotune': False, 'max_autotune_pointwise': False, 'min_split_scan_rblock': 256, 'spill_threshold': 16, 'store_cubin': False, 'deterministic': False, 'force_filter_reduction_configs': False, 'mix_order_reduction_allow_multi_stages': False, 'are_deterministic_algorithms_enabled': False, 'tiling_scores': {'x': 128, 'r0_': 25088}}
)
@triton.jit
def triton_per_fused__unsafe_view_add_embedding_mean_mul_pow_rsqrt_9(in_ptr0, in_ptr1, in_ptr2, in_ptr3, out_ptr1, xnumel, r0_numel, XBLOCK : tl.constexpr):
    xnumel = 16
    r0_numel = 128
    R0_BLOCK: tl.constexpr = 128
    rnumel = r0_numel
    RBLOCK: tl.constexpr = R0_BLOCK
    xoffset = tl.program_id(0) * XBLOCK
    xindex = xoffset + tl.arange(0, XBLOCK)[:, None]
    xmask = xindex < xnumel
    r0_index = tl.arange(0, R0_BLOCK)[None, :]
    r0_offset = 0
    r0_mask = tl.full([R0_BLOCK], True, tl.int1)[None, :]
    roffset = r0_offset
    rindex = r0_index
    x0 = xindex
    r0_1 = r0_index
    tmp0 = tl.load(in_ptr0 + (x0), xmask, eviction_policy='evict_last')
    tmp7 = tl.load(in_ptr2 + (r0_1 + 128*x0), xmask, other=0.0)
    tmp14 = tl.load(in_ptr3 + (r0_1), None, eviction_policy='evict_last')
    tmp1 = tl.full([1, 1], 512, tl.int32)
    tmp2 = tmp0 + tmp1
    tmp3 = tmp0 < 0
    tmp4 = tl.where(tmp3, tmp2, tmp0)
    tl.device_assert(((0 <= tmp4) & (tmp4 < 512)) | ~(xmask), "index out of bounds: 0 <= tmp4 < 512")
    tmp6 = tl.load(in_ptr1 + (r0_1 + 128*tmp4), xmask, other=0.0)
    tmp8 = tmp6 + tmp7
    tmp9 = tmp8 * tmp8
    tmp10 = tl.broadcast_to(tmp9, [XBLOCK, R0_BLOCK])
    tmp12 = tl.where(xmask, tmp10, 0)
    tmp13 = tl.sum(tmp12, 1)[:, None].to(tl.float32)
    tmp15 = tl.full([1, 1], 128.0, tl.float32)
    tmp16 = (tmp13 / tmp15)
    tmp17 = tl.full([1, 1], 1e-06, tl.float32)
    tmp18 = tmp16 + tmp17
    tmp19 = libdevice.rsqrt(tmp18)
    tmp20 = tmp8 * tmp19
    tmp21 = tmp14 * tmp20
    tl.store(out_ptr1 + (r0_1 + 128*x0), tmp21, xmask)
''', device_str='cuda')


# kernel path: /tmp/tmpaly3gw8w/cache/gt/cgt2yj4su5u4bjic24mdt3wt6pe5z6pi2kzswwi3orggzxlxexh2.py
# Unsorted Source Nodes: [invoke_quant_packed_4], Original ATen: [aten.mul, aten._to_copy, aten.unsqueeze]
# Source node to ATen node mapping:
#   invoke_quant_packed_4 => convert_element_type, invoke_quant_18, mul, unsqueeze
triton_poi_fused__to_copy_mul_unsqueeze_10 = async_compile.triton('triton_poi_fused__to_copy_mul_unsqueeze_10', '''
import triton
import triton.language as tl

from torch._inductor.runtime import triton_helpers, triton_heuristics
from torch._inductor.runtime.triton_helpers import libdevice, math as tl_math
from torch._inductor.runtime.hints import AutotuneHint, ReductionHint, TileHint, DeviceProperties
triton_helpers.set_driver_to_gpu()

@triton_heuristics.pointwise(
    size_hints={'x': 32768}, 
    filename=__file__,
    triton_meta={'signature': {'in_ptr0': '*i8', 'in_ptr1': '*fp32', 'out_ptr0': '*fp32', 'xnumel': 'i32', 'XBLOCK': 'constexpr'}, 'device': DeviceProperties(type='cuda', index=0, multi_processor_count=132, cc=90, major=9, regs_per_multiprocessor=65536, max_threads_per_multi_processor=2048, max_threads_per_block=1024, warp_size=32), 'constants': {}, 'native_matmul': False, 'enable_fp_fusion': True, 'launch_pdl': False, 'disable_ftz': False, 'configs': [{(0,): [['tt.divisibility', 16]], (1,): [['tt.divisibility', 16]], (2,): [['tt.divisibility', 16]], (3,): [['tt.divisibility', 16]]}]},
    inductor_meta={'grid_type': 'Grid1D', 'autotune_hints': set(), 'kernel_name': 'triton_poi_fused__to_copy_mul_unsqueeze_10', 'mutated_arg_names': [], 'optimize_mem': True, 'no_x_dim': False, 'atomic_add_found': False, 'num_load': 2, 'num_store': 1, 'num_reduction': 0, 'backend_hash': '91D1D1166449D9E2EB66EB9770C9E2C3B0FEB787341F27FEB4D3F0338DA50336', 'assert_indirect_indexing': True, 'autotune_local_cache': True, 'autotune_pointwise': True, 'autotune_remote_cache': None, 'force_disable_caches': False, 'dynamic_scale_rblock': True, 'max_autotune': False, 'max_autotune_pointwise': False, 'min_split_scan_rblock': 256, 'spill_threshold': 16, 'store_cubin': False, 'deterministic': False, 'force_filter_reduction_configs': False, 'mix_order_reduction_allow_multi_stages': False, 'are_deterministic_algorithms_enabled': False, 'tiling_scores': {'x': 294912}},
    min_elem_per_thread=0
)
@triton.jit
def triton_poi_fused__to_copy_mul_unsqueeze_10(in_ptr0, in_ptr1, out_ptr0, xnumel, XBLOCK : tl.constexpr):
    xnumel = 32768
    xoffset = tl.program_id(0) * XBLOCK
    xindex = xoffset + tl.arange(0, XBLOCK)[:]
    xmask = tl.full([XBLOCK], True, tl.int1)[:]
    x2 = xindex
    x1 = xindex // 128
    tmp0 = tl.load(in_ptr0 + (x2), None)
    tmp2 = tl.load(in_ptr1 + (x1), None, eviction_policy='evict_last')
    tmp1 = tmp0.to(tl.float32)
    tmp3 = tmp1 * tmp2
    tl.store(out_ptr0 + (x2), tmp3, None)
''', device_str='cuda')


# kernel path: /tmp/tmpaly3gw8w/cache/s6/cs6oixv4szdjcpf4lkp7eoktcvyf2fqyqfrqyosa2r3ecn6yfvxy.py
# Topologically Sorted Source Nodes: [y_4, silu, y_5, mul_10], Original ATen: [aten._unsafe_view, aten.silu, aten.mul]
# Source node to ATen node mapping:
#   mul_10 => mul_10
#   silu => add_8, div, exp, neg_2
#   y_4 => view_19
#   y_5 => view_21
# Graph fragment:
#   %mm_4 : Tensor "f32[16, 256][256, 1]cuda:0" = PlaceHolder[target=mm_4]
#   %mm_5 : Tensor "f32[16, 256][256, 1]cuda:0" = PlaceHolder[target=mm_5]
#   %view_19 : Tensor "f32[1, 16, 256][4096, 256, 1]cuda:0"[num_users=2] = call_function[target=torch.ops.aten.reshape.default](args = (%mm_4, [1, 16, 256]), kwargs = {})
#   %neg_2 : Tensor "f32[1, 16, 256][4096, 256, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.neg.default](args = (%view_19,), kwargs = {})
#   %exp : Tensor "f32[1, 16, 256][4096, 256, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.exp.default](args = (%neg_2,), kwargs = {})
#   %add_8 : Tensor "f32[1, 16, 256][4096, 256, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.add.Tensor](args = (%exp, 1), kwargs = {})
#   %div : Tensor "f32[1, 16, 256][4096, 256, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.div.Tensor](args = (%view_19, %add_8), kwargs = {})
#   %view_21 : Tensor "f32[1, 16, 256][4096, 256, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.reshape.default](args = (%mm_5, [1, 16, 256]), kwargs = {})
#   %mul_10 : Tensor "f32[1, 16, 256][4096, 256, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%div, %view_21), kwargs = {})
#   return %mul_10
triton_poi_fused__unsafe_view_mul_silu_11 = async_compile.triton('triton_poi_fused__unsafe_view_mul_silu_11', '''
import triton
import triton.language as tl

from torch._inductor.runtime import triton_helpers, triton_heuristics
from torch._inductor.runtime.triton_helpers import libdevice, math as tl_math
from torch._inductor.runtime.hints import AutotuneHint, ReductionHint, TileHint, DeviceProperties
triton_helpers.set_driver_to_gpu()

@triton_heuristics.pointwise(
    size_hints={'x': 4096}, 
    filename=__file__,
    triton_meta={'signature': {'in_out_ptr0': '*fp32', 'in_ptr0': '*fp32', 'xnumel': 'i32', 'XBLOCK': 'constexpr'}, 'device': DeviceProperties(type='cuda', index=0, multi_processor_count=132, cc=90, major=9, regs_per_multiprocessor=65536, max_threads_per_multi_processor=2048, max_threads_per_block=1024, warp_size=32), 'constants': {}, 'native_matmul': False, 'enable_fp_fusion': True, 'launch_pdl': False, 'disable_ftz': False, 'configs': [{(0,): [['tt.divisibility', 16]], (1,): [['tt.divisibility', 16]], (2,): [['tt.divisibility', 16]]}]},
    inductor_meta={'grid_type': 'Grid1D', 'autotune_hints': set(), 'kernel_name': 'triton_poi_fused__unsafe_view_mul_silu_11', 'mutated_arg_names': ['in_out_ptr0'], 'optimize_mem': True, 'no_x_dim': False, 'atomic_add_found': False, 'num_load': 2, 'num_store': 1, 'num_reduction': 0, 'backend_hash': '91D1D1166449D9E2EB66EB9770C9E2C3B0FEB787341F27FEB4D3F0338DA50336', 'assert_indirect_indexing': True, 'autotune_local_cache': True, 'autotune_pointwise': True, 'autotune_remote_cache': None, 'force_disable_caches': False, 'dynamic_scale_rblock': True, 'max_autotune': False, 'max_autotune_pointwise': False, 'min_split_scan_rblock': 256, 'spill_threshold': 16, 'store_cubin': False, 'deterministic': False, 'force_filter_reduction_configs': False, 'mix_order_reduction_allow_multi_stages': False, 'are_deterministic_algorithms_enabled': False, 'tiling_scores': {'x': 65536}},
    min_elem_per_thread=0
)
@triton.jit
def triton_poi_fused__unsafe_view_mul_silu_11(in_out_ptr0, in_ptr0, xnumel, XBLOCK : tl.constexpr):
    xnumel = 4096
    xoffset = tl.program_id(0) * XBLOCK
    xindex = xoffset + tl.arange(0, XBLOCK)[:]
    xmask = tl.full([XBLOCK], True, tl.int1)[:]
    x0 = xindex
    tmp0 = tl.load(in_out_ptr0 + (x0), None)
    tmp6 = tl.load(in_ptr0 + (x0), None)
    tmp1 = -tmp0
    tmp2 = libdevice.exp(tmp1)
    tmp3 = tl.full([1], 1.0, tl.float32)
    tmp4 = tmp2 + tmp3
    tmp5 = (tmp0 / tmp4)
    tmp7 = tmp5 * tmp6
    tl.store(in_out_ptr0 + (x0), tmp7, None)
''', device_str='cuda')


# kernel path: /tmp/tmpaly3gw8w/cache/hx/chxsgh4ggp4s4gyuxy4tbz3e76ub2ppcdrbyiz3qzfemltjfsekw.py
# Unsorted Source Nodes: [invoke_quant_packed_6], Original ATen: [aten.mul, aten._to_copy, aten.unsqueeze]
# Source node to ATen node mapping:
#   invoke_quant_packed_6 => convert_element_type, invoke_quant_20, mul, unsqueeze
triton_poi_fused__to_copy_mul_unsqueeze_12 = async_compile.triton('triton_poi_fused__to_copy_mul_unsqueeze_12', '''
import triton
import triton.language as tl

from torch._inductor.runtime import triton_helpers, triton_heuristics
from torch._inductor.runtime.triton_helpers import libdevice, math as tl_math
from torch._inductor.runtime.hints import AutotuneHint, ReductionHint, TileHint, DeviceProperties
triton_helpers.set_driver_to_gpu()

@triton_heuristics.pointwise(
    size_hints={'x': 32768}, 
    filename=__file__,
    triton_meta={'signature': {'in_ptr0': '*i8', 'in_ptr1': '*fp32', 'out_ptr0': '*fp32', 'xnumel': 'i32', 'XBLOCK': 'constexpr'}, 'device': DeviceProperties(type='cuda', index=0, multi_processor_count=132, cc=90, major=9, regs_per_multiprocessor=65536, max_threads_per_multi_processor=2048, max_threads_per_block=1024, warp_size=32), 'constants': {}, 'native_matmul': False, 'enable_fp_fusion': True, 'launch_pdl': False, 'disable_ftz': False, 'configs': [{(0,): [['tt.divisibility', 16]], (1,): [['tt.divisibility', 16]], (2,): [['tt.divisibility', 16]], (3,): [['tt.divisibility', 16]]}]},
    inductor_meta={'grid_type': 'Grid1D', 'autotune_hints': set(), 'kernel_name': 'triton_poi_fused__to_copy_mul_unsqueeze_12', 'mutated_arg_names': [], 'optimize_mem': True, 'no_x_dim': False, 'atomic_add_found': False, 'num_load': 2, 'num_store': 1, 'num_reduction': 0, 'backend_hash': '91D1D1166449D9E2EB66EB9770C9E2C3B0FEB787341F27FEB4D3F0338DA50336', 'assert_indirect_indexing': True, 'autotune_local_cache': True, 'autotune_pointwise': True, 'autotune_remote_cache': None, 'force_disable_caches': False, 'dynamic_scale_rblock': True, 'max_autotune': False, 'max_autotune_pointwise': False, 'min_split_scan_rblock': 256, 'spill_threshold': 16, 'store_cubin': False, 'deterministic': False, 'force_filter_reduction_configs': False, 'mix_order_reduction_allow_multi_stages': False, 'are_deterministic_algorithms_enabled': False, 'tiling_scores': {'x': 294912}},
    min_elem_per_thread=0
)
@triton.jit
def triton_poi_fused__to_copy_mul_unsqueeze_12(in_ptr0, in_ptr1, out_ptr0, xnumel, XBLOCK : tl.constexpr):
    xnumel = 32768
    xoffset = tl.program_id(0) * XBLOCK
    xindex = xoffset + tl.arange(0, XBLOCK)[:]
    xmask = tl.full([XBLOCK], True, tl.int1)[:]
    x2 = xindex
    x1 = xindex // 256
    tmp0 = tl.load(in_ptr0 + (x2), None)
    tmp2 = tl.load(in_ptr1 + (x1), None, eviction_policy='evict_last')
    tmp1 = tmp0.to(tl.float32)
    tmp3 = tmp1 * tmp2
    tl.store(out_ptr0 + (x2), tmp3, None)
''', device_str='cuda')


# kernel path: /tmp/tmpaly3gw8w/cache/5m/c5m4luqlxtmrnke4e3tfayhfgc3invsoqt2pcxaxdt5fuonzkmae.py
# Topologically Sorted Source Nodes: [inputs_embeds, y_3, hidden_states_5, y_6, hidden_states_9, pow_3, variance_2, add_9, rsqrt_2, hidden_states_11, hidden_states_12], Original ATen: [aten.embedding, aten._unsafe_view, aten.add, aten.pow, aten.mean, aten.rsqrt, aten.mul]
# Source node to ATen node mapping:
#   add_9 => add_10
#   hidden_states_11 => mul_11
#   hidden_states_12 => mul_12
#   hidden_states_5 => add_6
#   hidden_states_9 => add_9
#   inputs_embeds => embedding
#   pow_3 => pow_3
#   rsqrt_2 => rsqrt_2
#   variance_2 => mean_2
#   y_3 => view_17
#   y_6 => view_23
# Graph fragment:
#   %arg0_1 : Tensor "i64[1, 16][16, 1]cuda:0" = PlaceHolder[target=arg0_1]
#   %arg1_1 : Tensor "f32[512, 128][128, 1]cuda:0" = PlaceHolder[target=arg1_1]
#   %mm_3 : Tensor "f32[16, 128][128, 1]cuda:0" = PlaceHolder[target=mm_3]
#   %mm_6 : Tensor "f32[16, 128][128, 1]cuda:0" = PlaceHolder[target=mm_6]
#   %arg19_1 : Tensor "f32[128][1]cuda:0" = PlaceHolder[target=arg19_1]
#   %buf31 : Tensor "f32[1, 16, 1][16, 1, 16]cuda:0" = PlaceHolder[target=buf31]
#   %embedding : Tensor "f32[1, 16, 128][2048, 128, 1]cuda:0"[num_users=3] = call_function[target=torch.ops.aten.embedding.default](args = (%arg1_1, %arg0_1), kwargs = {})
#   %view_17 : Tensor "f32[1, 16, 128][2048, 128, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.reshape.default](args = (%mm_3, [1, 16, 128]), kwargs = {})
#   %add_6 : Tensor "f32[1, 16, 128][2048, 128, 1]cuda:0"[num_users=3] = call_function[target=torch.ops.aten.add.Tensor](args = (%embedding, %view_17), kwargs = {})
#   %view_23 : Tensor "f32[1, 16, 128][2048, 128, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.reshape.default](args = (%mm_6, [1, 16, 128]), kwargs = {})
#   %add_9 : Tensor "f32[1, 16, 128][2048, 128, 1]cuda:0"[num_users=3] = call_function[target=torch.ops.aten.add.Tensor](args = (%add_6, %view_23), kwargs = {})
#   %pow_3 : Tensor "f32[1, 16, 128][2048, 128, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.pow.Tensor_Scalar](args = (%add_9, 2), kwargs = {})
#   %mean_2 : Tensor "f32[1, 16, 1][16, 1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mean.dim](args = (%pow_3, [-1], True), kwargs = {})
#   %add_10 : Tensor "f32[1, 16, 1][16, 1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.add.Tensor](args = (%mean_2, 1e-06), kwargs = {})
#   %rsqrt_2 : Tensor "f32[1, 16, 1][16, 1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.rsqrt.default](args = (%add_10,), kwargs = {})
#   %mul_11 : Tensor "f32[1, 16, 128][2048, 128, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%add_9, %rsqrt_2), kwargs = {})
#   %mul_12 : Tensor "f32[1, 16, 128][2048, 128, 1]cuda:0"[num_users=3] = call_function[target=torch.ops.aten.mul.Tensor](args = (%arg19_1, %mul_11), kwargs = {})
#   return %buf31,%mul_12
triton_per_fused__unsafe_view_add_embedding_mean_mul_pow_rsqrt_13 = async_compile.triton('triton_per_fused__unsafe_view_add_embedding_mean_mul_pow_rsqrt_13', '''
import triton
import triton.language as tl

from torch._inductor.runtime import triton_helpers, triton_heuristics
from torch._inductor.runtime.triton_helpers import libdevice, math as tl_math
from torch._inductor.runtime.hints import AutotuneHint, ReductionHint, TileHint, DeviceProperties
triton_helpers.set_driver_to_gpu()

@triton_heuristics.persistent_reduction(
    size_hints={'x': 16, 'r0_': 128},
    reduction_hint=ReductionHint.INNER,
    filename=__file__,
    triton_meta={'signature': {'in_ptr0': '*i64', 'in_ptr1': '*fp32', 'in_ptr2': '*fp32', 'in_ptr3': '*fp32', 'in_ptr4': '*fp32', 'out_ptr1': '*fp32', 'xnumel': 'i32', 'r0_numel': 'i32', 'XBLOCK': 'constexpr'}, 'device': DeviceProperties(type='cuda', index=0, multi_processor_count=132, cc=90, major=9, regs_per_multiprocessor=65536, max_threads_per_multi_processor=2048, max_threads_per_block=1024, warp_size=32), 'constants': {}, 'native_matmul': False, 'enable_fp_fusion': True, 'launch_pdl': False, 'disable_ftz': False, 'configs': [{(0,): [['tt.divisibility', 16]], (1,): [['tt.divisibility', 16]], (2,): [['tt.divisibility', 16]], (3,): [['tt.divisibility', 16]], (4,): [['tt.divisibility', 16]], (5,): [['tt.divisibility', 16]], (6,): [['tt.divisibility', 16]], (7,): [['tt.divisibility', 16]]}]},
    inductor_meta={'grid_type': 'Grid1D', 'autotune_hints': set(), 'kernel_name': 'triton_per_fused__unsafe_view_add_embedding_mean_mul_pow_rsqrt_13', 'mutated_arg_names': [], 'optimize_mem': True, 'no_x_dim': None, 'atomic_add_found': False, 'num_load': 4, 'num_store': 1, 'num_reduction': 1, 'backend_hash': '91D1D1166449D9E2EB66EB9770C9E2C3B0FEB787341F27FEB4D3F0338DA50336', 'assert_indirect_indexing': True, 'autotune_local_cache': True, 'autotune_pointwise': True, 'autotune_remote_cache': None, 'force_disable_caches': False, 'dynamic_scale_rblock': True, 'max_autotune': False, 'max_autotune_pointwise': False, 'min_split_scan_rblock': 256, 'spill_threshold': 16, 'store_cubin': False, 'deterministic': False, 'force_filter_reduction_configs': False, 'mix_order_reduction_allow_multi_stages': False, 'are_deterministic_algorithms_enabled': False, 'tiling_scores': {'x': 128, 'r0_': 33280}}
)
@triton.jit
def triton_per_fused__unsafe_view_add_embedding_mean_mul_pow_rsqrt_13(in_ptr0, in_ptr1, in_ptr2, in_ptr3, in_ptr4, out_ptr1, xnumel, r0_numel, XBLOCK : tl.constexpr):
    xnumel = 16
    r0_numel = 128
    R0_BLOCK: tl.constexpr = 128
    rnumel = r0_numel
    RBLOCK: tl.constexpr = R0_BLOCK
    xoffset = tl.program_id(0) * XBLOCK
    xindex = xoffset + tl.arange(0, XBLOCK)[:, None]
    xmask = xindex < xnumel
    r0_index = tl.arange(0, R0_BLOCK)[None, :]
    r0_offset = 0
    r0_mask = tl.full([R0_BLOCK], True, tl.int1)[None, :]
    roffset = r0_offset
    rindex = r0_index
    x0 = xindex
    r0_1 = r0_index
    tmp0 = tl.load(in_ptr0 + (x0), xmask, eviction_policy='evict_last')
    tmp7 = tl.load(in_ptr2 + (r0_1 + 128*x0), xmask, other=0.0)
    tmp9 = tl.load(in_ptr3 + (r0_1 + 128*x0), xmask, other=0.0)
    tmp16 = tl.load(in_ptr4 + (r0_1), None, eviction_policy='evict_last')
    tmp1 = tl.full([1, 1], 512, tl.int32)
    tmp2 = tmp0 + tmp1
    tmp3 = tmp0 < 0
    tmp4 = tl.where(tmp3, tmp2, tmp0)
    tl.device_assert(((0 <= tmp4) & (tmp4 < 512)) | ~(xmask), "index out of bounds: 0 <= tmp4 < 512")
    tmp6 = tl.load(in_ptr1 + (r0_1 + 128*tmp4), xmask, other=0.0)
    tmp8 = tmp6 + tmp7
    tmp10 = tmp8 + tmp9
    tmp11 = tmp10 * tmp10
    tmp12 = tl.broadcast_to(tmp11, [XBLOCK, R0_BLOCK])
    tmp14 = tl.where(xmask, tmp12, 0)
    tmp15 = tl.sum(tmp14, 1)[:, None].to(tl.float32)
    tmp17 = tl.full([1, 1], 128.0, tl.float32)
    tmp18 = (tmp15 / tmp17)
    tmp19 = tl.full([1, 1], 1e-06, tl.float32)
    tmp20 = tmp18 + tmp19
    tmp21 = libdevice.rsqrt(tmp20)
    tmp22 = tmp10 * tmp21
    tmp23 = tmp16 * tmp22
    tl.store(out_ptr1 + (r0_1 + 128*x0), tmp23, xmask)
''', device_str='cuda')


# kernel path: /tmp/tmpaly3gw8w/cache/kb/ckbzte4i4xhq56kqxlx3wcvooek4cuoygwh4267x2fv6kgisbohq.py
# Topologically Sorted Source Nodes: [inputs_embeds, y_3, hidden_states_5, y_6, hidden_states_9, y_10, hidden_states_15, pow_4, variance_3, add_13, rsqrt_3, hidden_states_17, hidden_states_18], Original ATen: [aten.embedding, aten._unsafe_view, aten.add, aten.pow, aten.mean, aten.rsqrt, aten.mul]
# Source node to ATen node mapping:
#   add_13 => add_14
#   hidden_states_15 => add_13
#   hidden_states_17 => mul_17
#   hidden_states_18 => mul_18
#   hidden_states_5 => add_6
#   hidden_states_9 => add_9
#   inputs_embeds => embedding
#   pow_4 => pow_4
#   rsqrt_3 => rsqrt_3
#   variance_3 => mean_3
#   y_10 => view_37
#   y_3 => view_17
#   y_6 => view_23
# Graph fragment:
#   %arg0_1 : Tensor "i64[1, 16][16, 1]cuda:0" = PlaceHolder[target=arg0_1]
#   %arg1_1 : Tensor "f32[512, 128][128, 1]cuda:0" = PlaceHolder[target=arg1_1]
#   %mm_3 : Tensor "f32[16, 128][128, 1]cuda:0" = PlaceHolder[target=mm_3]
#   %mm_6 : Tensor "f32[16, 128][128, 1]cuda:0" = PlaceHolder[target=mm_6]
#   %mm_10 : Tensor "f32[16, 128][128, 1]cuda:0" = PlaceHolder[target=mm_10]
#   %add_13 : Tensor "f32[1, 16, 128][2048, 128, 1]cuda:0" = PlaceHolder[target=add_13]
#   %arg28_1 : Tensor "f32[128][1]cuda:0" = PlaceHolder[target=arg28_1]
#   %buf51 : Tensor "f32[1, 16, 1][16, 1, 16]cuda:0" = PlaceHolder[target=buf51]
#   %embedding : Tensor "f32[1, 16, 128][2048, 128, 1]cuda:0"[num_users=3] = call_function[target=torch.ops.aten.embedding.default](args = (%arg1_1, %arg0_1), kwargs = {})
#   %view_17 : Tensor "f32[1, 16, 128][2048, 128, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.reshape.default](args = (%mm_3, [1, 16, 128]), kwargs = {})
#   %add_6 : Tensor "f32[1, 16, 128][2048, 128, 1]cuda:0"[num_users=3] = call_function[target=torch.ops.aten.add.Tensor](args = (%embedding, %view_17), kwargs = {})
#   %view_23 : Tensor "f32[1, 16, 128][2048, 128, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.reshape.default](args = (%mm_6, [1, 16, 128]), kwargs = {})
#   %add_9 : Tensor "f32[1, 16, 128][2048, 128, 1]cuda:0"[num_users=3] = call_function[target=torch.ops.aten.add.Tensor](args = (%add_6, %view_23), kwargs = {})
#   %view_37 : Tensor "f32[1, 16, 128][2048, 128, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.reshape.default](args = (%mm_10, [1, 16, 128]), kwargs = {})
#   %add_13 : Tensor "f32[1, 16, 128][2048, 128, 1]cuda:0"[num_users=3] = call_function[target=torch.ops.aten.add.Tensor](args = (%add_9, %view_37), kwargs = {})
#   %pow_4 : Tensor "f32[1, 16, 128][2048, 128, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.pow.Tensor_Scalar](args = (%add_13, 2), kwargs = {})
#   %mean_3 : Tensor "f32[1, 16, 1][16, 1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mean.dim](args = (%pow_4, [-1], True), kwargs = {})
#   %add_14 : Tensor "f32[1, 16, 1][16, 1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.add.Tensor](args = (%mean_3, 1e-06), kwargs = {})
#   %rsqrt_3 : Tensor "f32[1, 16, 1][16, 1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.rsqrt.default](args = (%add_14,), kwargs = {})
#   %mul_17 : Tensor "f32[1, 16, 128][2048, 128, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%add_13, %rsqrt_3), kwargs = {})
#   %mul_18 : Tensor "f32[1, 16, 128][2048, 128, 1]cuda:0"[num_users=2] = call_function[target=torch.ops.aten.mul.Tensor](args = (%arg28_1, %mul_17), kwargs = {})
#   return %add_13,%buf51,%mul_18
triton_per_fused__unsafe_view_add_embedding_mean_mul_pow_rsqrt_14 = async_compile.triton('triton_per_fused__unsafe_view_add_embedding_mean_mul_pow_rsqrt_14', '''
import triton
import triton.language as tl

from torch._inductor.runtime import triton_helpers, triton_heuristics
from torch._inductor.runtime.triton_helpers import libdevice, math as tl_math
from torch._inductor.runtime.hints import AutotuneHint, ReductionHint, TileHint, DeviceProperties
triton_helpers.set_driver_to_gpu()

@triton_heuristics.persistent_reduction(
    size_hints={'x': 16, 'r0_': 128},
    reduction_hint=ReductionHint.INNER,
    filename=__file__,
    triton_meta={'signature': {'in_out_ptr0': '*fp32', 'in_ptr0': '*i64', 'in_ptr1': '*fp32', 'in_ptr2': '*fp32', 'in_ptr3': '*fp32', 'in_ptr4': '*fp32', 'out_ptr1': '*fp32', 'xnumel': 'i32', 'r0_numel': 'i32', 'XBLOCK': 'constexpr'}, 'device': DeviceProperties(type='cuda', index=0, multi_processor_count=132, cc=90, major=9, regs_per_multiprocessor=65536, max_threads_per_multi_processor=2048, max_threads_per_block=1024, warp_size=32), 'constants': {}, 'native_matmul': False, 'enable_fp_fusion': True, 'launch_pdl': False, 'disable_ftz': False, 'configs': [{(0,): [['tt.divisibility', 16]], (1,): [['tt.divisibility', 16]], (2,): [['tt.divisibility', 16]], (3,): [['tt.divisibility', 16]], (4,): [['tt.divisibility', 16]], (5,): [['tt.divisibility', 16]], (6,): [['tt.divisibility', 16]], (7,): [['tt.divisibility', 16]], (8,): [['tt.divisibility', 16]]}]},
    inductor_meta={'grid_type': 'Grid1D', 'autotune_hints': set(), 'kernel_name': 'triton_per_fused__unsafe_view_add_embedding_mean_mul_pow_rsqrt_14', 'mutated_arg_names': ['in_out_ptr0'], 'optimize_mem': True, 'no_x_dim': None, 'atomic_add_found': False, 'num_load': 5, 'num_store': 2, 'num_reduction': 1, 'backend_hash': '91D1D1166449D9E2EB66EB9770C9E2C3B0FEB787341F27FEB4D3F0338DA50336', 'assert_indirect_indexing': True, 'autotune_local_cache': True, 'autotune_pointwise': True, 'autotune_remote_cache': None, 'force_disable_caches': False, 'dynamic_scale_rblock': True, 'max_autotune': False, 'max_autotune_pointwise': False, 'min_split_scan_rblock': 256, 'spill_threshold': 16, 'store_cubin': False, 'deterministic': False, 'force_filter_reduction_configs': False, 'mix_order_reduction_allow_multi_stages': False, 'are_deterministic_algorithms_enabled': False, 'tiling_scores': {'x': 128, 'r0_': 57856}}
)
@triton.jit
def triton_per_fused__unsafe_view_add_embedding_mean_mul_pow_rsqrt_14(in_out_ptr0, in_ptr0, in_ptr1, in_ptr2, in_ptr3, in_ptr4, out_ptr1, xnumel, r0_numel, XBLOCK : tl.constexpr):
    xnumel = 16
    r0_numel = 128
    R0_BLOCK: tl.constexpr = 128
    rnumel = r0_numel
    RBLOCK: tl.constexpr = R0_BLOCK
    xoffset = tl.program_id(0) * XBLOCK
    xindex = xoffset + tl.arange(0, XBLOCK)[:, None]
    xmask = xindex < xnumel
    r0_index = tl.arange(0, R0_BLOCK)[None, :]
    r0_offset = 0
    r0_mask = tl.full([R0_BLOCK], True, tl.int1)[None, :]
    roffset = r0_offset
    rindex = r0_index
    x0 = xindex
    r0_1 = r0_index
    tmp0 = tl.load(in_ptr0 + (x0), xmask, eviction_policy='evict_last')
    tmp7 = tl.load(in_out_ptr0 + (r0_1 + 128*x0), xmask, other=0.0)
    tmp9 = tl.load(in_ptr2 + (r0_1 + 128*x0), xmask, other=0.0)
    tmp11 = tl.load(in_ptr3 + (r0_1 + 128*x0), xmask, other=0.0)
    tmp18 = tl.load(in_ptr4 + (r0_1), None, eviction_policy='evict_last')
    tmp1 = tl.full([1, 1], 512, tl.int32)
    tmp2 = tmp0 + tmp1
    tmp3 = tmp0 < 0
    tmp4 = tl.where(tmp3, tmp2, tmp0)
    tl.device_assert(((0 <= tmp4) & (tmp4 < 512)) | ~(xmask), "index out of bounds: 0 <= tmp4 < 512")
    tmp6 = tl.load(in_ptr1 + (r0_1 + 128*tmp4), xmask, other=0.0)
    tmp8 = tmp6 + tmp7
    tmp10 = tmp8 + tmp9
    tmp12 = tmp10 + tmp11
    tmp13 = tmp12 * tmp12
    tmp14 = tl.broadcast_to(tmp13, [XBLOCK, R0_BLOCK])
    tmp16 = tl.where(xmask, tmp14, 0)
    tmp17 = tl.sum(tmp16, 1)[:, None].to(tl.float32)
    tmp19 = tl.full([1, 1], 128.0, tl.float32)
    tmp20 = (tmp17 / tmp19)
    tmp21 = tl.full([1, 1], 1e-06, tl.float32)
    tmp22 = tmp20 + tmp21
    tmp23 = libdevice.rsqrt(tmp22)
    tmp24 = tmp12 * tmp23
    tmp25 = tmp18 * tmp24
    tl.store(in_out_ptr0 + (r0_1 + 128*x0), tmp12, xmask)
    tl.store(out_ptr1 + (r0_1 + 128*x0), tmp25, xmask)
''', device_str='cuda')


# kernel path: /tmp/tmpaly3gw8w/cache/ey/cey7f2wvolt24dbqrm7tu47vhqyaj2aoelgqicatsp4u2pck4vy5.py
# Topologically Sorted Source Nodes: [y_13, hidden_states_19, pow_5, variance_4, add_15, rsqrt_4, hidden_states_21, hidden_states_22], Original ATen: [aten._unsafe_view, aten.add, aten.pow, aten.mean, aten.rsqrt, aten.mul]
# Source node to ATen node mapping:
#   add_15 => add_17
#   hidden_states_19 => add_16
#   hidden_states_21 => mul_20
#   hidden_states_22 => mul_21
#   pow_5 => pow_5
#   rsqrt_4 => rsqrt_4
#   variance_4 => mean_4
#   y_13 => view_43
# Graph fragment:
#   %add_13 : Tensor "f32[1, 16, 128][2048, 128, 1]cuda:0" = PlaceHolder[target=add_13]
#   %mm_13 : Tensor "f32[16, 128][128, 1]cuda:0" = PlaceHolder[target=mm_13]
#   %arg35_1 : Tensor "f32[128][1]cuda:0" = PlaceHolder[target=arg35_1]
#   %buf60 : Tensor "f32[1, 16, 1][16, 1, 16]cuda:0" = PlaceHolder[target=buf60]
#   %view_43 : Tensor "f32[1, 16, 128][2048, 128, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.reshape.default](args = (%mm_13, [1, 16, 128]), kwargs = {})
#   %add_16 : Tensor "f32[1, 16, 128][2048, 128, 1]cuda:0"[num_users=2] = call_function[target=torch.ops.aten.add.Tensor](args = (%add_13, %view_43), kwargs = {})
#   %pow_5 : Tensor "f32[1, 16, 128][2048, 128, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.pow.Tensor_Scalar](args = (%add_16, 2), kwargs = {})
#   %mean_4 : Tensor "f32[1, 16, 1][16, 1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mean.dim](args = (%pow_5, [-1], True), kwargs = {})
#   %add_17 : Tensor "f32[1, 16, 1][16, 1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.add.Tensor](args = (%mean_4, 1e-06), kwargs = {})
#   %rsqrt_4 : Tensor "f32[1, 16, 1][16, 1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.rsqrt.default](args = (%add_17,), kwargs = {})
#   %mul_20 : Tensor "f32[1, 16, 128][2048, 128, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%add_16, %rsqrt_4), kwargs = {})
#   %mul_21 : Tensor "f32[1, 16, 128][2048, 128, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%arg35_1, %mul_20), kwargs = {})
#   return %buf60,%mul_21
triton_per_fused__unsafe_view_add_mean_mul_pow_rsqrt_15 = async_compile.triton('triton_per_fused__unsafe_view_add_mean_mul_pow_rsqrt_15', '''
import triton
import triton.language as tl

from torch._inductor.runtime import triton_helpers, triton_heuristics
from torch._inductor.runtime.triton_helpers import libdevice, math as tl_math
from torch._inductor.runtime.hints import AutotuneHint, ReductionHint, TileHint, DeviceProperties
triton_helpers.set_driver_to_gpu()

@triton_heuristics.persistent_reduction(
    size_hints={'x': 16, 'r0_': 128},
    reduction_hint=ReductionHint.INNER,
    filename=__file__,
    triton_meta={'signature': {'in_out_ptr0': '*fp32', 'in_ptr0': '*fp32', 'in_ptr1': '*fp32', 'xnumel': 'i32', 'r0_numel': 'i32', 'XBLOCK': 'constexpr'}, 'device': DeviceProperties(type='cuda', index=0, multi_processor_count=132, cc=90, major=9, regs_per_multiprocessor=65536, max_threads_per_multi_processor=2048, max_threads_per_block=1024, warp_size=32), 'constants': {}, 'native_matmul': False, 'enable_fp_fusion': True, 'launch_pdl': False, 'disable_ftz': False, 'configs': [{(0,): [['tt.divisibility', 16]], (1,): [['tt.divisibility', 16]], (2,): [['tt.divisibility', 16]], (3,): [['tt.divisibility', 16]], (4,): [['tt.divisibility', 16]]}]},
    inductor_meta={'grid_type': 'Grid1D', 'autotune_hints': set(), 'kernel_name': 'triton_per_fused__unsafe_view_add_mean_mul_pow_rsqrt_15', 'mutated_arg_names': ['in_out_ptr0'], 'optimize_mem': True, 'no_x_dim': None, 'atomic_add_found': False, 'num_load': 3, 'num_store': 1, 'num_reduction': 1, 'backend_hash': '91D1D1166449D9E2EB66EB9770C9E2C3B0FEB787341F27FEB4D3F0338DA50336', 'assert_indirect_indexing': True, 'autotune_local_cache': True, 'autotune_pointwise': True, 'autotune_remote_cache': None, 'force_disable_caches': False, 'dynamic_scale_rblock': True, 'max_autotune': False, 'max_autotune_pointwise': False, 'min_split_scan_rblock': 256, 'spill_threshold': 16, 'store_cubin': False, 'deterministic': False, 'force_filter_reduction_configs': False, 'mix_order_reduction_allow_multi_stages': False, 'are_deterministic_algorithms_enabled': False, 'tiling_scores': {'x': 0, 'r0_': 33280}}
)
@triton.jit
def triton_per_fused__unsafe_view_add_mean_mul_pow_rsqrt_15(in_out_ptr0, in_ptr0, in_ptr1, xnumel, r0_numel, XBLOCK : tl.constexpr):
    xnumel = 16
    r0_numel = 128
    R0_BLOCK: tl.constexpr = 128
    rnumel = r0_numel
    RBLOCK: tl.constexpr = R0_BLOCK
    xoffset = tl.program_id(0) * XBLOCK
    xindex = xoffset + tl.arange(0, XBLOCK)[:, None]
    xmask = xindex < xnumel
    r0_index = tl.arange(0, R0_BLOCK)[None, :]
    r0_offset = 0
    r0_mask = tl.full([R0_BLOCK], True, tl.int1)[None, :]
    roffset = r0_offset
    rindex = r0_index
    r0_1 = r0_index
    x0 = xindex
    tmp0 = tl.load(in_out_ptr0 + (r0_1 + 128*x0), xmask, other=0.0)
    tmp1 = tl.load(in_ptr0 + (r0_1 + 128*x0), xmask, other=0.0)
    tmp8 = tl.load(in_ptr1 + (r0_1), None, eviction_policy='evict_last')
    tmp2 = tmp0 + tmp1
    tmp3 = tmp2 * tmp2
    tmp4 = tl.broadcast_to(tmp3, [XBLOCK, R0_BLOCK])
    tmp6 = tl.where(xmask, tmp4, 0)
    tmp7 = tl.sum(tmp6, 1)[:, None].to(tl.float32)
    tmp9 = tl.full([1, 1], 128.0, tl.float32)
    tmp10 = (tmp7 / tmp9)
    tmp11 = tl.full([1, 1], 1e-06, tl.float32)
    tmp12 = tmp10 + tmp11
    tmp13 = libdevice.rsqrt(tmp12)
    tmp14 = tmp2 * tmp13
    tmp15 = tmp8 * tmp14
    tl.store(in_out_ptr0 + (r0_1 + 128*x0), tmp15, xmask)
''', device_str='cuda')


async_compile.wait(globals())
del async_compile

class Runner:
    def __init__(self, partitions):
        self.partitions = partitions

    def recursively_apply_fns(self, fns):
        new_callables = []
        for fn, c in zip(fns, self.partitions):
            new_callables.append(fn(c))
        self.partitions = new_callables

    def call(self, args):
        arg0_1, arg1_1, arg2_1, arg3_1, arg4_1, arg5_1, arg6_1, arg7_1, arg8_1, arg9_1, arg10_1, arg11_1, arg12_1, arg13_1, arg14_1, arg15_1, arg16_1, arg17_1, arg18_1, arg19_1, arg20_1, arg21_1, arg22_1, arg23_1, arg24_1, arg25_1, arg26_1, arg27_1, arg28_1, arg29_1, arg30_1, arg31_1, arg32_1, arg33_1, arg34_1, arg35_1, arg36_1 = args
        args.clear()
        assert_size_stride(arg0_1, (1, 16), (16, 1))
        assert_size_stride(arg1_1, (512, 128), (128, 1))
        assert_size_stride(arg2_1, (16, ), (1, ))
        assert_size_stride(arg3_1, (128, ), (1, ))
        assert_size_stride(arg4_1, (128, 128), (128, 1))
        assert_size_stride(arg5_1, (128, ), (1, ))
        assert_size_stride(arg6_1, (64, 128), (128, 1))
        assert_size_stride(arg7_1, (64, ), (1, ))
        assert_size_stride(arg8_1, (64, 128), (128, 1))
        assert_size_stride(arg9_1, (64, ), (1, ))
        assert_size_stride(arg10_1, (128, 128), (128, 1))
        assert_size_stride(arg11_1, (128, ), (1, ))
        assert_size_stride(arg12_1, (128, ), (1, ))
        assert_size_stride(arg13_1, (256, 128), (128, 1))
        assert_size_stride(arg14_1, (256, ), (1, ))
        assert_size_stride(arg15_1, (256, 128), (128, 1))
        assert_size_stride(arg16_1, (256, ), (1, ))
        assert_size_stride(arg17_1, (128, 256), (256, 1))
        assert_size_stride(arg18_1, (128, ), (1, ))
        assert_size_stride(arg19_1, (128, ), (1, ))
        assert_size_stride(arg20_1, (128, 128), (128, 1))
        assert_size_stride(arg21_1, (128, ), (1, ))
        assert_size_stride(arg22_1, (64, 128), (128, 1))
        assert_size_stride(arg23_1, (64, ), (1, ))
        assert_size_stride(arg24_1, (64, 128), (128, 1))
        assert_size_stride(arg25_1, (64, ), (1, ))
        assert_size_stride(arg26_1, (128, 128), (128, 1))
        assert_size_stride(arg27_1, (128, ), (1, ))
        assert_size_stride(arg28_1, (128, ), (1, ))
        assert_size_stride(arg29_1, (256, 128), (128, 1))
        assert_size_stride(arg30_1, (256, ), (1, ))
        assert_size_stride(arg31_1, (256, 128), (128, 1))
        assert_size_stride(arg32_1, (256, ), (1, ))
        assert_size_stride(arg33_1, (128, 256), (256, 1))
        assert_size_stride(arg34_1, (128, ), (1, ))
        assert_size_stride(arg35_1, (128, ), (1, ))
        assert_size_stride(arg36_1, (512, 128), (128, 1))
        with torch.cuda._DeviceGuard(0):
            torch.cuda.set_device(0)
            buf10 = empty_strided_cuda((1, 16), (16, 1), torch.int64)
            # Topologically Sorted Source Nodes: [arange, position_ids, position_ids_1, getitem, first_dummy_value, position_diff, ne, packed_sequence_mask], Original ATen: [aten.arange, aten.add, aten.unsqueeze, aten.slice, aten.sub, aten.cat, aten.ne, aten.cumsum]
            # [Provenance debug handles] triton_per_fused_add_arange_cat_cumsum_ne_slice_sub_unsqueeze_0:1
            stream0 = get_raw_stream(0)
            triton_per_fused_add_arange_cat_cumsum_ne_slice_sub_unsqueeze_0.run(buf10, 1, 16, stream=stream0)
            buf14 = empty_strided_cuda((1, 1, 16, 16), (256, 0, 16, 1), torch.float32)
            buf42 = empty_strided_cuda((1, 1, 16, 16), (256, 0, 16, 1), torch.float32)
            # Topologically Sorted Source Nodes: [y, view, query_states, , freqs, emb, cos, cos_1, cos_3, mul_4, x2, neg, x1, cat_1, sin, sin_1, sin_3, mul_5, q_embed, y_1, view_1, key_states, mul_6, x2_1, neg_1, x1_1, cat_2, mul_7, k_embed, getitem_16, hidden_states_3, key, y_2, view_2, value_states, getitem_17, hidden_states_4, value, result, arange_4, kv_arange, kv_indices, arange_3, q_arange, q_indices, le, result_1, batch_arange, batch_indices, getitem_5, getitem_6, eq, result_2, attention_mask, attn_output, y_7, view_3, query_states_1, cos_4, mul_13, x2_2, neg_2, x1_2, cat_3, sin_4, mul_14, q_embed_1, y_8, view_4, key_states_1, mul_15, x2_3, neg_3, x1_3, cat_4, mul_16, k_embed_1, getitem_29, hidden_states_13, key_1, y_9, view_5, value_states_1, getitem_30, hidden_states_14, value_1, attn_output_3], Original ATen: [aten._unsafe_view, aten.view, aten.transpose, aten.bmm, aten.cat, aten.cos, aten.mul, aten.unsqueeze, aten.slice, aten.neg, aten.sin, aten.add, aten.expand, aten.clone, aten.new_ones, aten.arange, aten.le, aten.bitwise_and, aten.index, aten.eq, aten.scalar_tensor, aten.where, aten._scaled_dot_product_efficient_attention]
            # [Provenance debug handles] triton_poi_fused__scaled_dot_product_efficient_attention__unsafe_view_add_arange_bitwise_and_bmm_cat_clone_cos_eq_expand_index_le_mul_neg_new_ones_scalar_tensor_sin_slice_transpose_unsqueeze_view_where_1:2
            stream0 = get_raw_stream(0)
            triton_poi_fused__scaled_dot_product_efficient_attention__unsafe_view_add_arange_bitwise_and_bmm_cat_clone_cos_eq_expand_index_le_mul_neg_new_ones_scalar_tensor_sin_slice_transpose_unsqueeze_view_where_1.run(buf10, buf14, buf42, 256, stream=stream0)
            del buf10
            buf2 = empty_strided_cuda((1, 16, 128), (2048, 128, 1), torch.float32)
            # Topologically Sorted Source Nodes: [inputs_embeds, pow_1, variance, add_3, rsqrt, hidden_states_1, hidden_states_2], Original ATen: [aten.embedding, aten.pow, aten.mean, aten.add, aten.rsqrt, aten.mul]
            # [Provenance debug handles] triton_red_fused_add_embedding_mean_mul_pow_rsqrt_2:3
            stream0 = get_raw_stream(0)
            triton_red_fused_add_embedding_mean_mul_pow_rsqrt_2.run(arg0_1, arg1_1, arg3_1, buf2, 16, 128, stream=stream0)
            del arg3_1
            buf8 = empty_strided_cuda((64, 128), (128, 1), torch.float32)
            # Unsorted Source Nodes: [invoke_quant_packed_2], Original ATen: [aten.mul, aten._to_copy, aten.unsqueeze]
            # [Provenance debug handles] triton_poi_fused__to_copy_mul_unsqueeze_3:4
            stream0 = get_raw_stream(0)
            triton_poi_fused__to_copy_mul_unsqueeze_3.run(arg8_1, arg9_1, buf8, 8192, stream=stream0)
            del arg8_1
            del arg9_1
            buf9 = empty_strided_cuda((16, 64), (64, 1), torch.float32)
            # Topologically Sorted Source Nodes: [y_2, t_2], Original ATen: [aten.view, aten.t, aten.mm]
            # [Provenance debug handles] extern_kernels.mm:5
            extern_kernels.mm(reinterpret_tensor(buf2, (16, 128), (128, 1), 0), reinterpret_tensor(buf8, (128, 64), (1, 128), 0), out=buf9)
            buf13 = empty_strided_cuda((1, 4, 16, 32), (2048, 512, 32, 1), torch.float32)
            # Topologically Sorted Source Nodes: [y, view, query_states, , freqs, emb, cos, cos_1, cos_3, mul_4, x2, neg, x1, cat_1, sin, sin_1, sin_3, mul_5, q_embed, y_1, view_1, key_states, mul_6, x2_1, neg_1, x1_1, cat_2, mul_7, k_embed, getitem_16, hidden_states_3, key, y_2, view_2, value_states, getitem_17, hidden_states_4, value, result, arange_4, kv_arange, kv_indices, arange_3, q_arange, q_indices, le, result_1, batch_arange, batch_indices, getitem_5, getitem_6, eq, result_2, attention_mask, attn_output], Original ATen: [aten._unsafe_view, aten.view, aten.transpose, aten.bmm, aten.cat, aten.cos, aten.mul, aten.unsqueeze, aten.slice, aten.neg, aten.sin, aten.add, aten.expand, aten.clone, aten.new_ones, aten.arange, aten.le, aten.bitwise_and, aten.index, aten.eq, aten.scalar_tensor, aten.where, aten._scaled_dot_product_efficient_attention]
            # [Provenance debug handles] triton_poi_fused__scaled_dot_product_efficient_attention__unsafe_view_add_arange_bitwise_and_bmm_cat_clone_cos_eq_expand_index_le_mul_neg_new_ones_scalar_tensor_sin_slice_transpose_unsqueeze_view_where_4:6
            stream0 = get_raw_stream(0)
            triton_poi_fused__scaled_dot_product_efficient_attention__unsafe_view_add_arange_bitwise_and_bmm_cat_clone_cos_eq_expand_index_le_mul_neg_new_ones_scalar_tensor_sin_slice_transpose_unsqueeze_view_where_4.run(buf9, buf13, 2048, stream=stream0)
            buf4 = empty_strided_cuda((1, 1, 16), (16, 16, 1), torch.float32)
            # Topologically Sorted Source Nodes: [arange, position_ids, position_ids_1, getitem_8, position_ids_expanded], Original ATen: [aten.arange, aten.add, aten.unsqueeze, aten._to_copy]
            # [Provenance debug handles] triton_poi_fused__to_copy_add_arange_unsqueeze_5:7
            stream0 = get_raw_stream(0)
            triton_poi_fused__to_copy_add_arange_unsqueeze_5.run(buf4, 16, stream=stream0)
            buf5 = empty_strided_cuda((16, 16), (16, 1), torch.float32)
            # Topologically Sorted Source Nodes: [getitem_7, expand_1, , arange, position_ids, position_ids_1, getitem_8, position_ids_expanded], Original ATen: [aten.unsqueeze, aten.expand, aten.bmm, aten.arange, aten.add, aten._to_copy]
            # [Provenance debug handles] extern_kernels.mm:8
            extern_kernels.mm(reinterpret_tensor(arg2_1, (16, 1), (1, 1), 0), reinterpret_tensor(buf4, (1, 16), (0, 1), 0), out=buf5)
            del arg2_1
            del buf4
            buf6 = buf8; del buf8  # reuse
            # Unsorted Source Nodes: [invoke_quant_packed_1], Original ATen: [aten.mul, aten._to_copy, aten.unsqueeze]
            # [Provenance debug handles] triton_poi_fused__to_copy_mul_unsqueeze_3:9
            stream0 = get_raw_stream(0)
            triton_poi_fused__to_copy_mul_unsqueeze_3.run(arg6_1, arg7_1, buf6, 8192, stream=stream0)
            del arg6_1
            del arg7_1
            buf7 = buf9; del buf9  # reuse
            # Topologically Sorted Source Nodes: [y_1, t_1], Original ATen: [aten.view, aten.t, aten.mm]
            # [Provenance debug handles] extern_kernels.mm:10
            extern_kernels.mm(reinterpret_tensor(buf2, (16, 128), (128, 1), 0), reinterpret_tensor(buf6, (128, 64), (1, 128), 0), out=buf7)
            del buf6
            buf12 = empty_strided_cuda((1, 4, 16, 32), (2048, 512, 32, 1), torch.float32)
            # Topologically Sorted Source Nodes: [y, view, query_states, , freqs, emb, cos, cos_1, cos_3, mul_4, x2, neg, x1, cat_1, sin, sin_1, sin_3, mul_5, q_embed, y_1, view_1, key_states, mul_6, x2_1, neg_1, x1_1, cat_2, mul_7, k_embed, getitem_16, hidden_states_3, key, y_2, view_2, value_states, getitem_17, hidden_states_4, value, result, arange_4, kv_arange, kv_indices, arange_3, q_arange, q_indices, le, result_1, batch_arange, batch_indices, getitem_5, getitem_6, eq, result_2, attention_mask, attn_output], Original ATen: [aten._unsafe_view, aten.view, aten.transpose, aten.bmm, aten.cat, aten.cos, aten.mul, aten.unsqueeze, aten.slice, aten.neg, aten.sin, aten.add, aten.expand, aten.clone, aten.new_ones, aten.arange, aten.le, aten.bitwise_and, aten.index, aten.eq, aten.scalar_tensor, aten.where, aten._scaled_dot_product_efficient_attention]
            # [Provenance debug handles] triton_poi_fused__scaled_dot_product_efficient_attention__unsafe_view_add_arange_bitwise_and_bmm_cat_clone_cos_eq_expand_index_le_mul_neg_new_ones_scalar_tensor_sin_slice_transpose_unsqueeze_view_where_6:11
            stream0 = get_raw_stream(0)
            triton_poi_fused__scaled_dot_product_efficient_attention__unsafe_view_add_arange_bitwise_and_bmm_cat_clone_cos_eq_expand_index_le_mul_neg_new_ones_scalar_tensor_sin_slice_transpose_unsqueeze_view_where_6.run(buf7, buf5, buf12, 64, 32, stream=stream0)
            del buf7
            buf1 = empty_strided_cuda((128, 128), (128, 1), torch.float32)
            # Unsorted Source Nodes: [invoke_quant_packed], Original ATen: [aten.mul, aten._to_copy, aten.unsqueeze]
            # [Provenance debug handles] triton_poi_fused__to_copy_mul_unsqueeze_7:12
            stream0 = get_raw_stream(0)
            triton_poi_fused__to_copy_mul_unsqueeze_7.run(arg4_1, arg5_1, buf1, 16384, stream=stream0)
            del arg4_1
            del arg5_1
            buf3 = empty_strided_cuda((16, 128), (128, 1), torch.float32)
            # Topologically Sorted Source Nodes: [inputs_embeds, pow_1, variance, add_3, rsqrt, hidden_states_1, hidden_states_2, y, t], Original ATen: [aten.embedding, aten.pow, aten.mean, aten.add, aten.rsqrt, aten.mul, aten.view, aten.t, aten.mm]
            # [Provenance debug handles] extern_kernels.mm:13
            extern_kernels.mm(reinterpret_tensor(buf2, (16, 128), (128, 1), 0), reinterpret_tensor(buf1, (128, 128), (1, 128), 0), out=buf3)
            buf11 = reinterpret_tensor(buf2, (1, 4, 16, 32), (2048, 32, 128, 1), 0); del buf2  # reuse
            # Topologically Sorted Source Nodes: [y, view, query_states, , freqs, emb, cos, cos_1, cos_3, mul_4, x2, neg, x1, cat_1, sin, sin_1, sin_3, mul_5, q_embed, y_1, view_1, key_states, mul_6, x2_1, neg_1, x1_1, cat_2, mul_7, k_embed, getitem_16, hidden_states_3, key, y_2, view_2, value_states, getitem_17, hidden_states_4, value, result, arange_4, kv_arange, kv_indices, arange_3, q_arange, q_indices, le, result_1, batch_arange, batch_indices, getitem_5, getitem_6, eq, result_2, attention_mask, attn_output], Original ATen: [aten._unsafe_view, aten.view, aten.transpose, aten.bmm, aten.cat, aten.cos, aten.mul, aten.unsqueeze, aten.slice, aten.neg, aten.sin, aten.add, aten.expand, aten.clone, aten.new_ones, aten.arange, aten.le, aten.bitwise_and, aten.index, aten.eq, aten.scalar_tensor, aten.where, aten._scaled_dot_product_efficient_attention]
            # [Provenance debug handles] triton_poi_fused__scaled_dot_product_efficient_attention__unsafe_view_add_arange_bitwise_and_bmm_cat_clone_cos_eq_expand_index_le_mul_neg_new_ones_scalar_tensor_sin_slice_transpose_unsqueeze_view_where_8:14
            stream0 = get_raw_stream(0)
            triton_poi_fused__scaled_dot_product_efficient_attention__unsafe_view_add_arange_bitwise_and_bmm_cat_clone_cos_eq_expand_index_le_mul_neg_new_ones_scalar_tensor_sin_slice_transpose_unsqueeze_view_where_8.run(buf3, buf5, buf11, 2048, stream=stream0)
            del buf3
            # Topologically Sorted Source Nodes: [y, view, query_states, , freqs, emb, cos, cos_1, cos_3, mul_4, x2, neg, x1, cat_1, sin, sin_1, sin_3, mul_5, q_embed, y_1, view_1, key_states, mul_6, x2_1, neg_1, x1_1, cat_2, mul_7, k_embed, getitem_16, hidden_states_3, key, y_2, view_2, value_states, getitem_17, hidden_states_4, value, result, arange_4, kv_arange, kv_indices, arange_3, q_arange, q_indices, le, result_1, batch_arange, batch_indices, getitem_5, getitem_6, eq, result_2, attention_mask, attn_output], Original ATen: [aten._unsafe_view, aten.view, aten.transpose, aten.bmm, aten.cat, aten.cos, aten.mul, aten.unsqueeze, aten.slice, aten.neg, aten.sin, aten.add, aten.expand, aten.clone, aten.new_ones, aten.arange, aten.le, aten.bitwise_and, aten.index, aten.eq, aten.scalar_tensor, aten.where, aten._scaled_dot_product_efficient_attention]
            # [Provenance debug handles] torch.ops.aten._scaled_dot_product_efficient_attention.default:15
            buf15 = torch.ops.aten._scaled_dot_product_efficient_attention.default(buf11, buf12, buf13, reinterpret_tensor(buf14, (1, 4, 16, 16), (256, 0, 16, 1), 0), False, scale=0.1767766952966369)
            del buf11
            del buf12
            del buf14
            buf16 = buf15[0]
            assert_size_stride(buf16, (1, 4, 16, 32), (2048, 32, 128, 1), 'torch.ops.aten._scaled_dot_product_efficient_attention.default')
            assert_alignment(buf16, 16, 'torch.ops.aten._scaled_dot_product_efficient_attention.default')
            del buf15
            buf20 = buf1; del buf1  # reuse
            # Unsorted Source Nodes: [invoke_quant_packed_3], Original ATen: [aten.mul, aten._to_copy, aten.unsqueeze]
            # [Provenance debug handles] triton_poi_fused__to_copy_mul_unsqueeze_7:16
            stream0 = get_raw_stream(0)
            triton_poi_fused__to_copy_mul_unsqueeze_7.run(arg10_1, arg11_1, buf20, 16384, stream=stream0)
            del arg10_1
            del arg11_1
            buf21 = reinterpret_tensor(buf13, (16, 128), (128, 1), 0); del buf13  # reuse
            # Topologically Sorted Source Nodes: [transpose_4, reshape_2, y_3, t_3], Original ATen: [aten.transpose, aten.view, aten.t, aten.mm]
            # [Provenance debug handles] extern_kernels.mm:17
            extern_kernels.mm(reinterpret_tensor(buf16, (16, 128), (128, 1), 0), reinterpret_tensor(buf20, (128, 128), (1, 128), 0), out=buf21)
            del buf20
            buf23 = reinterpret_tensor(buf16, (1, 16, 128), (2048, 128, 1), 0); del buf16  # reuse
            # Topologically Sorted Source Nodes: [inputs_embeds, y_3, hidden_states_5, pow_2, variance_1, add_7, rsqrt_1, hidden_states_7, hidden_states_8], Original ATen: [aten.embedding, aten._unsafe_view, aten.add, aten.pow, aten.mean, aten.rsqrt, aten.mul]
            # [Provenance debug handles] triton_per_fused__unsafe_view_add_embedding_mean_mul_pow_rsqrt_9:18
            stream0 = get_raw_stream(0)
            triton_per_fused__unsafe_view_add_embedding_mean_mul_pow_rsqrt_9.run(arg0_1, arg1_1, buf21, arg12_1, buf23, 16, 128, stream=stream0)
            del arg12_1
            buf24 = empty_strided_cuda((256, 128), (128, 1), torch.float32)
            # Unsorted Source Nodes: [invoke_quant_packed_4], Original ATen: [aten.mul, aten._to_copy, aten.unsqueeze]
            # [Provenance debug handles] triton_poi_fused__to_copy_mul_unsqueeze_10:19
            stream0 = get_raw_stream(0)
            triton_poi_fused__to_copy_mul_unsqueeze_10.run(arg13_1, arg14_1, buf24, 32768, stream=stream0)
            del arg13_1
            del arg14_1
            buf25 = empty_strided_cuda((16, 256), (256, 1), torch.float32)
            # Topologically Sorted Source Nodes: [y_4, t_4], Original ATen: [aten.view, aten.t, aten.mm]
            # [Provenance debug handles] extern_kernels.mm:20
            extern_kernels.mm(reinterpret_tensor(buf23, (16, 128), (128, 1), 0), reinterpret_tensor(buf24, (128, 256), (1, 128), 0), out=buf25)
            buf26 = buf24; del buf24  # reuse
            # Unsorted Source Nodes: [invoke_quant_packed_5], Original ATen: [aten.mul, aten._to_copy, aten.unsqueeze]
            # [Provenance debug handles] triton_poi_fused__to_copy_mul_unsqueeze_10:21
            stream0 = get_raw_stream(0)
            triton_poi_fused__to_copy_mul_unsqueeze_10.run(arg15_1, arg16_1, buf26, 32768, stream=stream0)
            del arg15_1
            del arg16_1
            buf27 = empty_strided_cuda((16, 256), (256, 1), torch.float32)
            # Topologically Sorted Source Nodes: [y_5, t_5], Original ATen: [aten.view, aten.t, aten.mm]
            # [Provenance debug handles] extern_kernels.mm:22
            extern_kernels.mm(reinterpret_tensor(buf23, (16, 128), (128, 1), 0), reinterpret_tensor(buf26, (128, 256), (1, 128), 0), out=buf27)
            del buf26
            buf29 = reinterpret_tensor(buf25, (1, 16, 256), (4096, 256, 1), 0); del buf25  # reuse
            # Topologically Sorted Source Nodes: [y_4, silu, y_5, mul_10], Original ATen: [aten._unsafe_view, aten.silu, aten.mul]
            # [Provenance debug handles] triton_poi_fused__unsafe_view_mul_silu_11:23
            stream0 = get_raw_stream(0)
            triton_poi_fused__unsafe_view_mul_silu_11.run(buf29, buf27, 4096, stream=stream0)
            buf28 = empty_strided_cuda((128, 256), (256, 1), torch.float32)
            # Unsorted Source Nodes: [invoke_quant_packed_6], Original ATen: [aten.mul, aten._to_copy, aten.unsqueeze]
            # [Provenance debug handles] triton_poi_fused__to_copy_mul_unsqueeze_12:24
            stream0 = get_raw_stream(0)
            triton_poi_fused__to_copy_mul_unsqueeze_12.run(arg17_1, arg18_1, buf28, 32768, stream=stream0)
            del arg17_1
            del arg18_1
            buf30 = reinterpret_tensor(buf23, (16, 128), (128, 1), 0); del buf23  # reuse
            # Topologically Sorted Source Nodes: [y_4, silu, y_5, mul_10, y_6, t_6], Original ATen: [aten._unsafe_view, aten.silu, aten.mul, aten.view, aten.t, aten.mm]
            # [Provenance debug handles] extern_kernels.mm:25
            extern_kernels.mm(reinterpret_tensor(buf29, (16, 256), (256, 1), 0), reinterpret_tensor(buf28, (256, 128), (1, 256), 0), out=buf30)
            del buf28
            buf32 = empty_strided_cuda((1, 16, 128), (2048, 128, 1), torch.float32)
            # Topologically Sorted Source Nodes: [inputs_embeds, y_3, hidden_states_5, y_6, hidden_states_9, pow_3, variance_2, add_9, rsqrt_2, hidden_states_11, hidden_states_12], Original ATen: [aten.embedding, aten._unsafe_view, aten.add, aten.pow, aten.mean, aten.rsqrt, aten.mul]
            # [Provenance debug handles] triton_per_fused__unsafe_view_add_embedding_mean_mul_pow_rsqrt_13:26
            stream0 = get_raw_stream(0)
            triton_per_fused__unsafe_view_add_embedding_mean_mul_pow_rsqrt_13.run(arg0_1, arg1_1, buf21, buf30, arg19_1, buf32, 16, 128, stream=stream0)
            del arg19_1
            buf37 = empty_strided_cuda((64, 128), (128, 1), torch.float32)
            # Unsorted Source Nodes: [invoke_quant_packed_9], Original ATen: [aten.mul, aten._to_copy, aten.unsqueeze]
            # [Provenance debug handles] triton_poi_fused__to_copy_mul_unsqueeze_3:27
            stream0 = get_raw_stream(0)
            triton_poi_fused__to_copy_mul_unsqueeze_3.run(arg24_1, arg25_1, buf37, 8192, stream=stream0)
            del arg24_1
            del arg25_1
            buf38 = empty_strided_cuda((16, 64), (64, 1), torch.float32)
            # Topologically Sorted Source Nodes: [y_9, t_9], Original ATen: [aten.view, aten.t, aten.mm]
            # [Provenance debug handles] extern_kernels.mm:28
            extern_kernels.mm(reinterpret_tensor(buf32, (16, 128), (128, 1), 0), reinterpret_tensor(buf37, (128, 64), (1, 128), 0), out=buf38)
            buf41 = empty_strided_cuda((1, 4, 16, 32), (2048, 512, 32, 1), torch.float32)
            # Topologically Sorted Source Nodes: [, freqs, emb, cos, cos_1, sin, sin_1, result, arange_4, kv_arange, kv_indices, arange_3, q_arange, q_indices, le, result_1, batch_arange, batch_indices, getitem_5, getitem_6, eq, result_2, attention_mask, y_7, view_3, query_states_1, cos_4, mul_13, x2_2, neg_2, x1_2, cat_3, sin_4, mul_14, q_embed_1, y_8, view_4, key_states_1, mul_15, x2_3, neg_3, x1_3, cat_4, mul_16, k_embed_1, getitem_29, hidden_states_13, key_1, y_9, view_5, value_states_1, getitem_30, hidden_states_14, value_1, attn_output_3], Original ATen: [aten.bmm, aten.transpose, aten.cat, aten.cos, aten.mul, aten.sin, aten.new_ones, aten.arange, aten.add, aten.unsqueeze, aten.le, aten.bitwise_and, aten.index, aten.eq, aten.expand, aten._unsafe_view, aten.view, aten.slice, aten.neg, aten.clone, aten.scalar_tensor, aten.where, aten._scaled_dot_product_efficient_attention]
            # [Provenance debug handles] triton_poi_fused__scaled_dot_product_efficient_attention__unsafe_view_add_arange_bitwise_and_bmm_cat_clone_cos_eq_expand_index_le_mul_neg_new_ones_scalar_tensor_sin_slice_transpose_unsqueeze_view_where_4:29
            stream0 = get_raw_stream(0)
            triton_poi_fused__scaled_dot_product_efficient_attention__unsafe_view_add_arange_bitwise_and_bmm_cat_clone_cos_eq_expand_index_le_mul_neg_new_ones_scalar_tensor_sin_slice_transpose_unsqueeze_view_where_4.run(buf38, buf41, 2048, stream=stream0)
            buf35 = buf37; del buf37  # reuse
            # Unsorted Source Nodes: [invoke_quant_packed_8], Original ATen: [aten.mul, aten._to_copy, aten.unsqueeze]
            # [Provenance debug handles] triton_poi_fused__to_copy_mul_unsqueeze_3:30
            stream0 = get_raw_stream(0)
            triton_poi_fused__to_copy_mul_unsqueeze_3.run(arg22_1, arg23_1, buf35, 8192, stream=stream0)
            del arg22_1
            del arg23_1
            buf36 = buf38; del buf38  # reuse
            # Topologically Sorted Source Nodes: [y_8, t_8], Original ATen: [aten.view, aten.t, aten.mm]
            # [Provenance debug handles] extern_kernels.mm:31
            extern_kernels.mm(reinterpret_tensor(buf32, (16, 128), (128, 1), 0), reinterpret_tensor(buf35, (128, 64), (1, 128), 0), out=buf36)
            del buf35
            buf40 = empty_strided_cuda((1, 4, 16, 32), (2048, 512, 32, 1), torch.float32)
            # Topologically Sorted Source Nodes: [, freqs, emb, cos, cos_1, sin, sin_1, result, arange_4, kv_arange, kv_indices, arange_3, q_arange, q_indices, le, result_1, batch_arange, batch_indices, getitem_5, getitem_6, eq, result_2, attention_mask, y_7, view_3, query_states_1, cos_4, mul_13, x2_2, neg_2, x1_2, cat_3, sin_4, mul_14, q_embed_1, y_8, view_4, key_states_1, mul_15, x2_3, neg_3, x1_3, cat_4, mul_16, k_embed_1, getitem_29, hidden_states_13, key_1, y_9, view_5, value_states_1, getitem_30, hidden_states_14, value_1, attn_output_3], Original ATen: [aten.bmm, aten.transpose, aten.cat, aten.cos, aten.mul, aten.sin, aten.new_ones, aten.arange, aten.add, aten.unsqueeze, aten.le, aten.bitwise_and, aten.index, aten.eq, aten.expand, aten._unsafe_view, aten.view, aten.slice, aten.neg, aten.clone, aten.scalar_tensor, aten.where, aten._scaled_dot_product_efficient_attention]
            # [Provenance debug handles] triton_poi_fused__scaled_dot_product_efficient_attention__unsafe_view_add_arange_bitwise_and_bmm_cat_clone_cos_eq_expand_index_le_mul_neg_new_ones_scalar_tensor_sin_slice_transpose_unsqueeze_view_where_6:32
            stream0 = get_raw_stream(0)
            triton_poi_fused__scaled_dot_product_efficient_attention__unsafe_view_add_arange_bitwise_and_bmm_cat_clone_cos_eq_expand_index_le_mul_neg_new_ones_scalar_tensor_sin_slice_transpose_unsqueeze_view_where_6.run(buf36, buf5, buf40, 64, 32, stream=stream0)
            del buf36
            buf33 = empty_strided_cuda((128, 128), (128, 1), torch.float32)
            # Unsorted Source Nodes: [invoke_quant_packed_7], Original ATen: [aten.mul, aten._to_copy, aten.unsqueeze]
            # [Provenance debug handles] triton_poi_fused__to_copy_mul_unsqueeze_7:33
            stream0 = get_raw_stream(0)
            triton_poi_fused__to_copy_mul_unsqueeze_7.run(arg20_1, arg21_1, buf33, 16384, stream=stream0)
            del arg20_1
            del arg21_1
            buf34 = empty_strided_cuda((16, 128), (128, 1), torch.float32)
            # Topologically Sorted Source Nodes: [y_7, t_7], Original ATen: [aten.view, aten.t, aten.mm]
            # [Provenance debug handles] extern_kernels.mm:34
            extern_kernels.mm(reinterpret_tensor(buf32, (16, 128), (128, 1), 0), reinterpret_tensor(buf33, (128, 128), (1, 128), 0), out=buf34)
            buf39 = reinterpret_tensor(buf32, (1, 4, 16, 32), (2048, 32, 128, 1), 0); del buf32  # reuse
            # Topologically Sorted Source Nodes: [, freqs, emb, cos, cos_1, sin, sin_1, result, arange_4, kv_arange, kv_indices, arange_3, q_arange, q_indices, le, result_1, batch_arange, batch_indices, getitem_5, getitem_6, eq, result_2, attention_mask, y_7, view_3, query_states_1, cos_4, mul_13, x2_2, neg_2, x1_2, cat_3, sin_4, mul_14, q_embed_1, y_8, view_4, key_states_1, mul_15, x2_3, neg_3, x1_3, cat_4, mul_16, k_embed_1, getitem_29, hidden_states_13, key_1, y_9, view_5, value_states_1, getitem_30, hidden_states_14, value_1, attn_output_3], Original ATen: [aten.bmm, aten.transpose, aten.cat, aten.cos, aten.mul, aten.sin, aten.new_ones, aten.arange, aten.add, aten.unsqueeze, aten.le, aten.bitwise_and, aten.index, aten.eq, aten.expand, aten._unsafe_view, aten.view, aten.slice, aten.neg, aten.clone, aten.scalar_tensor, aten.where, aten._scaled_dot_product_efficient_attention]
            # [Provenance debug handles] triton_poi_fused__scaled_dot_product_efficient_attention__unsafe_view_add_arange_bitwise_and_bmm_cat_clone_cos_eq_expand_index_le_mul_neg_new_ones_scalar_tensor_sin_slice_transpose_unsqueeze_view_where_8:35
            stream0 = get_raw_stream(0)
            triton_poi_fused__scaled_dot_product_efficient_attention__unsafe_view_add_arange_bitwise_and_bmm_cat_clone_cos_eq_expand_index_le_mul_neg_new_ones_scalar_tensor_sin_slice_transpose_unsqueeze_view_where_8.run(buf34, buf5, buf39, 2048, stream=stream0)
            del buf34
            del buf5
            # Topologically Sorted Source Nodes: [, freqs, emb, cos, cos_1, sin, sin_1, result, arange_4, kv_arange, kv_indices, arange_3, q_arange, q_indices, le, result_1, batch_arange, batch_indices, getitem_5, getitem_6, eq, result_2, attention_mask, y_7, view_3, query_states_1, cos_4, mul_13, x2_2, neg_2, x1_2, cat_3, sin_4, mul_14, q_embed_1, y_8, view_4, key_states_1, mul_15, x2_3, neg_3, x1_3, cat_4, mul_16, k_embed_1, getitem_29, hidden_states_13, key_1, y_9, view_5, value_states_1, getitem_30, hidden_states_14, value_1, attn_output_3], Original ATen: [aten.bmm, aten.transpose, aten.cat, aten.cos, aten.mul, aten.sin, aten.new_ones, aten.arange, aten.add, aten.unsqueeze, aten.le, aten.bitwise_and, aten.index, aten.eq, aten.expand, aten._unsafe_view, aten.view, aten.slice, aten.neg, aten.clone, aten.scalar_tensor, aten.where, aten._scaled_dot_product_efficient_attention]
            # [Provenance debug handles] torch.ops.aten._scaled_dot_product_efficient_attention.default:36
            buf43 = torch.ops.aten._scaled_dot_product_efficient_attention.default(buf39, buf40, buf41, reinterpret_tensor(buf42, (1, 4, 16, 16), (256, 0, 16, 1), 0), False, scale=0.1767766952966369)
            del buf39
            del buf40
            del buf42
            buf44 = buf43[0]
            assert_size_stride(buf44, (1, 4, 16, 32), (2048, 32, 128, 1), 'torch.ops.aten._scaled_dot_product_efficient_attention.default')
            assert_alignment(buf44, 16, 'torch.ops.aten._scaled_dot_product_efficient_attention.default')
            del buf43
            buf48 = buf33; del buf33  # reuse
            # Unsorted Source Nodes: [invoke_quant_packed_10], Original ATen: [aten.mul, aten._to_copy, aten.unsqueeze]
            # [Provenance debug handles] triton_poi_fused__to_copy_mul_unsqueeze_7:37
            stream0 = get_raw_stream(0)
            triton_poi_fused__to_copy_mul_unsqueeze_7.run(arg26_1, arg27_1, buf48, 16384, stream=stream0)
            del arg26_1
            del arg27_1
            buf49 = reinterpret_tensor(buf41, (16, 128), (128, 1), 0); del buf41  # reuse
            # Topologically Sorted Source Nodes: [transpose_8, reshape_5, y_10, t_10], Original ATen: [aten.transpose, aten.view, aten.t, aten.mm]
            # [Provenance debug handles] extern_kernels.mm:38
            extern_kernels.mm(reinterpret_tensor(buf44, (16, 128), (128, 1), 0), reinterpret_tensor(buf48, (128, 128), (1, 128), 0), out=buf49)
            del buf48
            buf50 = reinterpret_tensor(buf21, (1, 16, 128), (2048, 128, 1), 0); del buf21  # reuse
            buf53 = reinterpret_tensor(buf44, (1, 16, 128), (2048, 128, 1), 0); del buf44  # reuse
            # Topologically Sorted Source Nodes: [inputs_embeds, y_3, hidden_states_5, y_6, hidden_states_9, y_10, hidden_states_15, pow_4, variance_3, add_13, rsqrt_3, hidden_states_17, hidden_states_18], Original ATen: [aten.embedding, aten._unsafe_view, aten.add, aten.pow, aten.mean, aten.rsqrt, aten.mul]
            # [Provenance debug handles] triton_per_fused__unsafe_view_add_embedding_mean_mul_pow_rsqrt_14:39
            stream0 = get_raw_stream(0)
            triton_per_fused__unsafe_view_add_embedding_mean_mul_pow_rsqrt_14.run(buf50, arg0_1, arg1_1, buf30, buf49, arg28_1, buf53, 16, 128, stream=stream0)
            del arg0_1
            del arg1_1
            del arg28_1
            del buf30
            del buf49
            buf52 = empty_strided_cuda((256, 128), (128, 1), torch.float32)
            # Unsorted Source Nodes: [invoke_quant_packed_11], Original ATen: [aten.mul, aten._to_copy, aten.unsqueeze]
            # [Provenance debug handles] triton_poi_fused__to_copy_mul_unsqueeze_10:40
            stream0 = get_raw_stream(0)
            triton_poi_fused__to_copy_mul_unsqueeze_10.run(arg29_1, arg30_1, buf52, 32768, stream=stream0)
            del arg29_1
            del arg30_1
            buf54 = reinterpret_tensor(buf29, (16, 256), (256, 1), 0); del buf29  # reuse
            # Topologically Sorted Source Nodes: [pow_4, variance_3, add_13, rsqrt_3, hidden_states_17, hidden_states_18, y_11, t_11], Original ATen: [aten.pow, aten.mean, aten.add, aten.rsqrt, aten.mul, aten.view, aten.t, aten.mm]
            # [Provenance debug handles] extern_kernels.mm:41
            extern_kernels.mm(reinterpret_tensor(buf53, (16, 128), (128, 1), 0), reinterpret_tensor(buf52, (128, 256), (1, 128), 0), out=buf54)
            buf55 = buf52; del buf52  # reuse
            # Unsorted Source Nodes: [invoke_quant_packed_12], Original ATen: [aten.mul, aten._to_copy, aten.unsqueeze]
            # [Provenance debug handles] triton_poi_fused__to_copy_mul_unsqueeze_10:42
            stream0 = get_raw_stream(0)
            triton_poi_fused__to_copy_mul_unsqueeze_10.run(arg31_1, arg32_1, buf55, 32768, stream=stream0)
            del arg31_1
            del arg32_1
            buf56 = buf27; del buf27  # reuse
            # Topologically Sorted Source Nodes: [y_12, t_12], Original ATen: [aten.view, aten.t, aten.mm]
            # [Provenance debug handles] extern_kernels.mm:43
            extern_kernels.mm(reinterpret_tensor(buf53, (16, 128), (128, 1), 0), reinterpret_tensor(buf55, (128, 256), (1, 128), 0), out=buf56)
            del buf55
            buf58 = reinterpret_tensor(buf54, (1, 16, 256), (4096, 256, 1), 0); del buf54  # reuse
            # Topologically Sorted Source Nodes: [y_11, silu_1, y_12, mul_19], Original ATen: [aten._unsafe_view, aten.silu, aten.mul]
            # [Provenance debug handles] triton_poi_fused__unsafe_view_mul_silu_11:44
            stream0 = get_raw_stream(0)
            triton_poi_fused__unsafe_view_mul_silu_11.run(buf58, buf56, 4096, stream=stream0)
            del buf56
            buf57 = empty_strided_cuda((128, 256), (256, 1), torch.float32)
            # Unsorted Source Nodes: [invoke_quant_packed_13], Original ATen: [aten.mul, aten._to_copy, aten.unsqueeze]
            # [Provenance debug handles] triton_poi_fused__to_copy_mul_unsqueeze_12:45
            stream0 = get_raw_stream(0)
            triton_poi_fused__to_copy_mul_unsqueeze_12.run(arg33_1, arg34_1, buf57, 32768, stream=stream0)
            del arg33_1
            del arg34_1
            buf59 = reinterpret_tensor(buf53, (16, 128), (128, 1), 0); del buf53  # reuse
            # Topologically Sorted Source Nodes: [y_11, silu_1, y_12, mul_19, y_13, t_13], Original ATen: [aten._unsafe_view, aten.silu, aten.mul, aten.view, aten.t, aten.mm]
            # [Provenance debug handles] extern_kernels.mm:46
            extern_kernels.mm(reinterpret_tensor(buf58, (16, 256), (256, 1), 0), reinterpret_tensor(buf57, (256, 128), (1, 256), 0), out=buf59)
            del buf57
            del buf58
            buf61 = buf50; del buf50  # reuse
            # Topologically Sorted Source Nodes: [y_13, hidden_states_19, pow_5, variance_4, add_15, rsqrt_4, hidden_states_21, hidden_states_22], Original ATen: [aten._unsafe_view, aten.add, aten.pow, aten.mean, aten.rsqrt, aten.mul]
            # [Provenance debug handles] triton_per_fused__unsafe_view_add_mean_mul_pow_rsqrt_15:47
            stream0 = get_raw_stream(0)
            triton_per_fused__unsafe_view_add_mean_mul_pow_rsqrt_15.run(buf61, buf59, arg35_1, 16, 128, stream=stream0)
            del arg35_1
            del buf59
            buf62 = empty_strided_cuda((16, 512), (512, 1), torch.float32)
            # Topologically Sorted Source Nodes: [y_13, hidden_states_19, pow_5, variance_4, add_15, rsqrt_4, hidden_states_21, hidden_states_22, logits], Original ATen: [aten._unsafe_view, aten.add, aten.pow, aten.mean, aten.rsqrt, aten.mul, aten.view, aten.t, aten.mm]
            # [Provenance debug handles] extern_kernels.mm:48
            extern_kernels.mm(reinterpret_tensor(buf61, (16, 128), (128, 1), 0), reinterpret_tensor(arg36_1, (128, 512), (1, 128), 0), out=buf62)
            del arg36_1
            del buf61
        return (reinterpret_tensor(buf62, (1, 16, 512), (8192, 512, 1), 0), )

runner = Runner(partitions=[])
call = runner.call
recursively_apply_fns = runner.recursively_apply_fns


def get_args():
    from torch._dynamo.testing import rand_strided
    arg0_1 = rand_strided((1, 16), (16, 1), device='cuda:0', dtype=torch.int64)
    arg1_1 = rand_strided((512, 128), (128, 1), device='cuda:0', dtype=torch.float32)
    arg2_1 = rand_strided((16, ), (1, ), device='cuda:0', dtype=torch.float32)
    arg3_1 = rand_strided((128, ), (1, ), device='cuda:0', dtype=torch.float32)
    arg4_1 = rand_strided((128, 128), (128, 1), device='cuda:0', dtype=torch.int8)
    arg5_1 = rand_strided((128, ), (1, ), device='cuda:0', dtype=torch.float32)
    arg6_1 = rand_strided((64, 128), (128, 1), device='cuda:0', dtype=torch.int8)
    arg7_1 = rand_strided((64, ), (1, ), device='cuda:0', dtype=torch.float32)
    arg8_1 = rand_strided((64, 128), (128, 1), device='cuda:0', dtype=torch.int8)
    arg9_1 = rand_strided((64, ), (1, ), device='cuda:0', dtype=torch.float32)
    arg10_1 = rand_strided((128, 128), (128, 1), device='cuda:0', dtype=torch.int8)
    arg11_1 = rand_strided((128, ), (1, ), device='cuda:0', dtype=torch.float32)
    arg12_1 = rand_strided((128, ), (1, ), device='cuda:0', dtype=torch.float32)
    arg13_1 = rand_strided((256, 128), (128, 1), device='cuda:0', dtype=torch.int8)
    arg14_1 = rand_strided((256, ), (1, ), device='cuda:0', dtype=torch.float32)
    arg15_1 = rand_strided((256, 128), (128, 1), device='cuda:0', dtype=torch.int8)
    arg16_1 = rand_strided((256, ), (1, ), device='cuda:0', dtype=torch.float32)
    arg17_1 = rand_strided((128, 256), (256, 1), device='cuda:0', dtype=torch.int8)
    arg18_1 = rand_strided((128, ), (1, ), device='cuda:0', dtype=torch.float32)
    arg19_1 = rand_strided((128, ), (1, ), device='cuda:0', dtype=torch.float32)
    arg20_1 = rand_strided((128, 128), (128, 1), device='cuda:0', dtype=torch.int8)
    arg21_1 = rand_strided((128, ), (1, ), device='cuda:0', dtype=torch.float32)
    arg22_1 = rand_strided((64, 128), (128, 1), device='cuda:0', dtype=torch.int8)
    arg23_1 = rand_strided((64, ), (1, ), device='cuda:0', dtype=torch.float32)
    arg24_1 = rand_strided((64, 128), (128, 1), device='cuda:0', dtype=torch.int8)
    arg25_1 = rand_strided((64, ), (1, ), device='cuda:0', dtype=torch.float32)
    arg26_1 = rand_strided((128, 128), (128, 1), device='cuda:0', dtype=torch.int8)
    arg27_1 = rand_strided((128, ), (1, ), device='cuda:0', dtype=torch.float32)
    arg28_1 = rand_strided((128, ), (1, ), device='cuda:0', dtype=torch.float32)
    arg29_1 = rand_strided((256, 128), (128, 1), device='cuda:0', dtype=torch.int8)
    arg30_1 = rand_strided((256, ), (1, ), device='cuda:0', dtype=torch.float32)
    arg31_1 = rand_strided((256, 128), (128, 1), device='cuda:0', dtype=torch.int8)
    arg32_1 = rand_strided((256, ), (1, ), device='cuda:0', dtype=torch.float32)
    arg33_1 = rand_strided((128, 256), (256, 1), device='cuda:0', dtype=torch.int8)
    arg34_1 = rand_strided((128, ), (1, ), device='cuda:0', dtype=torch.float32)
    arg35_1 = rand_strided((128, ), (1, ), device='cuda:0', dtype=torch.float32)
    arg36_1 = rand_strided((512, 128), (128, 1), device='cuda:0', dtype=torch.float32)
    return [arg0_1, arg1_1, arg2_1, arg3_1, arg4_1, arg5_1, arg6_1, arg7_1, arg8_1, arg9_1, arg10_1, arg11_1, arg12_1, arg13_1, arg14_1, arg15_1, arg16_1, arg17_1, arg18_1, arg19_1, arg20_1, arg21_1, arg22_1, arg23_1, arg24_1, arg25_1, arg26_1, arg27_1, arg28_1, arg29_1, arg30_1, arg31_1, arg32_1, arg33_1, arg34_1, arg35_1, arg36_1]


def benchmark_compiled_module(args, times=10, repeat=10):
    from torch._inductor.utils import print_performance
    fn = lambda: call(list(args))
    return print_performance(fn, times=times, repeat=repeat)


if __name__ == "__main__":
    from torch._inductor.wrapper_benchmark import compiled_module_main
    args = get_args()
    compiled_module_main('None', lambda times, repeat: benchmark_compiled_module(args, times=times, repeat=repeat))
