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


# kernel path: /tmp/tmpluwoi95j/cache/qd/cqdc242vyze77qhbc74klk7nyilnhnt5svrwmmycsb73gdz5qrir.py
# Topologically Sorted Source Nodes: [pow_1, mean, add, rsqrt, mul, h], Original ATen: [aten.pow, aten.mean, aten.add, aten.rsqrt, aten.mul]
# Source node to ATen node mapping:
#   add => add
#   h => mul_1
#   mean => mean
#   mul => mul
#   pow_1 => pow_1
#   rsqrt => rsqrt
# Graph fragment:
#   %arg0_1 : Tensor "f32[1, 16, 128][2048, 128, 1]cuda:0" = PlaceHolder[target=arg0_1]
#   %buf0 : Tensor "f32[1, 16, 1][16, 1, 16]cuda:0" = PlaceHolder[target=buf0]
#   %arg1_1 : Tensor "f32[128][1]cuda:0" = PlaceHolder[target=arg1_1]
#   %pow_1 : Tensor "f32[1, 16, 128][2048, 128, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.pow.Tensor_Scalar](args = (%arg0_1, 2), kwargs = {})
#   %mean : Tensor "f32[1, 16, 1][16, 1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mean.dim](args = (%pow_1, [-1], True), kwargs = {})
#   %add : Tensor "f32[1, 16, 1][16, 1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.add.Tensor](args = (%mean, 1e-06), kwargs = {})
#   %rsqrt : Tensor "f32[1, 16, 1][16, 1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.rsqrt.default](args = (%add,), kwargs = {})
#   %mul : Tensor "f32[1, 16, 128][2048, 128, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%arg0_1, %rsqrt), kwargs = {})
#   %mul_1 : Tensor "f32[1, 16, 128][2048, 128, 1]cuda:0"[num_users=3] = call_function[target=torch.ops.aten.mul.Tensor](args = (%mul, %arg1_1), kwargs = {})
#   return %buf0,%mul_1
triton_per_fused_add_mean_mul_pow_rsqrt_0 = async_compile.triton('triton_per_fused_add_mean_mul_pow_rsqrt_0', '''
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
    triton_meta={'signature': {'in_ptr0': '*fp32', 'in_ptr1': '*fp32', 'out_ptr1': '*fp32', 'xnumel': 'i32', 'r0_numel': 'i32', 'XBLOCK': 'constexpr'}, 'device': DeviceProperties(type='cuda', index=0, multi_processor_count=132, cc=90, major=9, regs_per_multiprocessor=65536, max_threads_per_multi_processor=2048, max_threads_per_block=1024, warp_size=32), 'constants': {}, 'native_matmul': False, 'enable_fp_fusion': True, 'launch_pdl': False, 'disable_ftz': False, 'configs': [{(0,): [['tt.divisibility', 16]], (1,): [['tt.divisibility', 16]], (2,): [['tt.divisibility', 16]], (3,): [['tt.divisibility', 16]], (4,): [['tt.divisibility', 16]]}]},
    inductor_meta={'grid_type': 'Grid1D', 'autotune_hints': set(), 'kernel_name': 'triton_per_fused_add_mean_mul_pow_rsqrt_0', 'mutated_arg_names': [], 'optimize_mem': True, 'no_x_dim': None, 'atomic_add_found': False, 'num_load': 2, 'num_store': 1, 'num_reduction': 1, 'backend_hash': '91D1D1166449D9E2EB66EB9770C9E2C3B0FEB787341F27FEB4D3F0338DA50336', 'assert_indirect_indexing': True, 'autotune_local_cache': True, 'autotune_pointwise': True, 'autotune_remote_cache': None, 'force_disable_caches': False, 'dynamic_scale_rblock': True, 'max_autotune': True, 'max_autotune_pointwise': False, 'min_split_scan_rblock': 256, 'spill_threshold': 16, 'store_cubin': False, 'deterministic': False, 'force_filter_reduction_configs': False, 'mix_order_reduction_allow_multi_stages': False, 'are_deterministic_algorithms_enabled': False, 'coordinate_descent_tuning': True, 'coordinate_descent_search_radius': 1, 'coordinate_descent_check_all_directions': False, 'tiling_scores': {'x': 0, 'r0_': 25088}}
)
@triton.jit
def triton_per_fused_add_mean_mul_pow_rsqrt_0(in_ptr0, in_ptr1, out_ptr1, xnumel, r0_numel, XBLOCK : tl.constexpr):
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
    tmp0 = tl.load(in_ptr0 + (r0_1 + 128*x0), xmask, other=0.0)
    tmp12 = tl.load(in_ptr1 + (r0_1), None, eviction_policy='evict_last')
    tmp1 = tmp0 * tmp0
    tmp2 = tl.broadcast_to(tmp1, [XBLOCK, R0_BLOCK])
    tmp4 = tl.where(xmask, tmp2, 0)
    tmp5 = tl.sum(tmp4, 1)[:, None].to(tl.float32)
    tmp6 = tl.full([1, 1], 128.0, tl.float32)
    tmp7 = (tmp5 / tmp6)
    tmp8 = tl.full([1, 1], 1e-06, tl.float32)
    tmp9 = tmp7 + tmp8
    tmp10 = libdevice.rsqrt(tmp9)
    tmp11 = tmp0 * tmp10
    tmp13 = tmp11 * tmp12
    tl.store(out_ptr1 + (r0_1 + 128*x0), tmp13, xmask)
''', device_str='cuda')


# kernel path: /tmp/tmpluwoi95j/cache/dg/cdgfab6ilcgwunfdkhbzfwqfpaybg2uue76hwmukg5nih6hr7uuf.py
# Unsorted Source Nodes: [invoke_quant_packed, invoke_quant_packed_1, invoke_quant_packed_2, invoke_quant_packed_3, invoke_quant_packed_7, invoke_quant_packed_8, invoke_quant_packed_9, invoke_quant_packed_10], Original ATen: [aten.mul, aten.index, aten._to_copy, aten.view, aten.stack, aten.__rshift__, aten.bitwise_and, aten._unsafe_view, aten.clone, aten.expand]
# Source node to ATen node mapping:
#   invoke_quant_packed => bitwise_and, cat, clone, convert_element_type, expand, index, invoke_quant_14, mul, rshift, unsqueeze, unsqueeze_1, view, view_1, view_2
#   invoke_quant_packed_1 => bitwise_and, cat, clone, convert_element_type, expand, index, invoke_quant_15, mul, rshift, unsqueeze, unsqueeze_1, view, view_1, view_2
#   invoke_quant_packed_10 => bitwise_and, cat, clone, convert_element_type, expand, index, invoke_quant_24, mul, rshift, unsqueeze, unsqueeze_1, view, view_1, view_2
#   invoke_quant_packed_2 => bitwise_and, cat, clone, convert_element_type, expand, index, invoke_quant_16, mul, rshift, unsqueeze, unsqueeze_1, view, view_1, view_2
#   invoke_quant_packed_3 => bitwise_and, cat, clone, convert_element_type, expand, index, invoke_quant_17, mul, rshift, unsqueeze, unsqueeze_1, view, view_1, view_2
#   invoke_quant_packed_7 => bitwise_and, cat, clone, convert_element_type, expand, index, invoke_quant_21, mul, rshift, unsqueeze, unsqueeze_1, view, view_1, view_2
#   invoke_quant_packed_8 => bitwise_and, cat, clone, convert_element_type, expand, index, invoke_quant_22, mul, rshift, unsqueeze, unsqueeze_1, view, view_1, view_2
#   invoke_quant_packed_9 => bitwise_and, cat, clone, convert_element_type, expand, index, invoke_quant_23, mul, rshift, unsqueeze, unsqueeze_1, view, view_1, view_2
triton_poi_fused___rshift____to_copy__unsafe_view_bitwise_and_clone_expand_index_mul_stack_view_1 = async_compile.triton('triton_poi_fused___rshift____to_copy__unsafe_view_bitwise_and_clone_expand_index_mul_stack_view_1', '''
import triton
import triton.language as tl

from torch._inductor.runtime import triton_helpers, triton_heuristics
from torch._inductor.runtime.triton_helpers import libdevice, math as tl_math
from torch._inductor.runtime.hints import AutotuneHint, ReductionHint, TileHint, DeviceProperties
triton_helpers.set_driver_to_gpu()

@triton_heuristics.pointwise(
    size_hints={'x': 16384}, 
    filename=__file__,
    triton_meta={'signature': {'in_ptr0': '*u8', 'in_ptr1': '*fp32', 'in_ptr2': '*fp32', 'in_ptr3': '*u8', 'in_ptr4': '*fp32', 'in_ptr5': '*u8', 'in_ptr6': '*fp32', 'in_ptr7': '*u8', 'in_ptr8': '*fp32', 'in_ptr9': '*u8', 'in_ptr10': '*fp32', 'in_ptr11': '*u8', 'in_ptr12': '*fp32', 'in_ptr13': '*u8', 'in_ptr14': '*fp32', 'in_ptr15': '*u8', 'in_ptr16': '*fp32', 'out_ptr0': '*fp32', 'out_ptr1': '*fp32', 'out_ptr2': '*fp32', 'out_ptr3': '*fp32', 'out_ptr4': '*fp32', 'out_ptr5': '*fp32', 'out_ptr6': '*fp32', 'out_ptr7': '*fp32', 'xnumel': 'i32', 'XBLOCK': 'constexpr'}, 'device': DeviceProperties(type='cuda', index=0, multi_processor_count=132, cc=90, major=9, regs_per_multiprocessor=65536, max_threads_per_multi_processor=2048, max_threads_per_block=1024, warp_size=32), 'constants': {}, 'native_matmul': False, 'enable_fp_fusion': True, 'launch_pdl': False, 'disable_ftz': False, 'configs': [{(0,): [['tt.divisibility', 16]], (1,): [['tt.divisibility', 16]], (2,): [['tt.divisibility', 16]], (3,): [['tt.divisibility', 16]], (4,): [['tt.divisibility', 16]], (5,): [['tt.divisibility', 16]], (6,): [['tt.divisibility', 16]], (7,): [['tt.divisibility', 16]], (8,): [['tt.divisibility', 16]], (9,): [['tt.divisibility', 16]], (10,): [['tt.divisibility', 16]], (11,): [['tt.divisibility', 16]], (12,): [['tt.divisibility', 16]], (13,): [['tt.divisibility', 16]], (14,): [['tt.divisibility', 16]], (15,): [['tt.divisibility', 16]], (16,): [['tt.divisibility', 16]], (17,): [['tt.divisibility', 16]], (18,): [['tt.divisibility', 16]], (19,): [['tt.divisibility', 16]], (20,): [['tt.divisibility', 16]], (21,): [['tt.divisibility', 16]], (22,): [['tt.divisibility', 16]], (23,): [['tt.divisibility', 16]], (24,): [['tt.divisibility', 16]], (25,): [['tt.divisibility', 16]]}]},
    inductor_meta={'grid_type': 'Grid1D', 'autotune_hints': set(), 'kernel_name': 'triton_poi_fused___rshift____to_copy__unsafe_view_bitwise_and_clone_expand_index_mul_stack_view_1', 'mutated_arg_names': [], 'optimize_mem': True, 'no_x_dim': False, 'atomic_add_found': False, 'num_load': 24, 'num_store': 8, 'num_reduction': 0, 'backend_hash': '91D1D1166449D9E2EB66EB9770C9E2C3B0FEB787341F27FEB4D3F0338DA50336', 'assert_indirect_indexing': True, 'autotune_local_cache': True, 'autotune_pointwise': True, 'autotune_remote_cache': None, 'force_disable_caches': False, 'dynamic_scale_rblock': True, 'max_autotune': True, 'max_autotune_pointwise': False, 'min_split_scan_rblock': 256, 'spill_threshold': 16, 'store_cubin': False, 'deterministic': False, 'force_filter_reduction_configs': False, 'mix_order_reduction_allow_multi_stages': False, 'are_deterministic_algorithms_enabled': False, 'coordinate_descent_tuning': True, 'coordinate_descent_search_radius': 1, 'coordinate_descent_check_all_directions': False, 'tiling_scores': {'x': 1122304}},
    min_elem_per_thread=0
)
@triton.jit
def triton_poi_fused___rshift____to_copy__unsafe_view_bitwise_and_clone_expand_index_mul_stack_view_1(in_ptr0, in_ptr1, in_ptr2, in_ptr3, in_ptr4, in_ptr5, in_ptr6, in_ptr7, in_ptr8, in_ptr9, in_ptr10, in_ptr11, in_ptr12, in_ptr13, in_ptr14, in_ptr15, in_ptr16, out_ptr0, out_ptr1, out_ptr2, out_ptr3, out_ptr4, out_ptr5, out_ptr6, out_ptr7, xnumel, XBLOCK : tl.constexpr):
    xnumel = 16384
    xoffset = tl.program_id(0) * XBLOCK
    xindex = xoffset + tl.arange(0, XBLOCK)[:]
    xmask = tl.full([XBLOCK], True, tl.int1)[:]
    x2 = xindex
    tmp26 = tl.load(in_ptr2 + (x2 // 64), None, eviction_policy='evict_last')
    tmp43 = tl.load(in_ptr4 + (x2 // 64), None, eviction_policy='evict_last')
    tmp60 = tl.load(in_ptr6 + (x2 // 64), None, eviction_policy='evict_last')
    tmp77 = tl.load(in_ptr8 + (x2 // 64), None, eviction_policy='evict_last')
    tmp94 = tl.load(in_ptr10 + (x2 // 64), None, eviction_policy='evict_last')
    tmp111 = tl.load(in_ptr12 + (x2 // 64), None, eviction_policy='evict_last')
    tmp128 = tl.load(in_ptr14 + (x2 // 64), None, eviction_policy='evict_last')
    tmp145 = tl.load(in_ptr16 + (x2 // 64), None, eviction_policy='evict_last')
    tmp0 = (x2 % 2)
    tmp1 = tl.full([1], 0, tl.int64)
    tmp2 = tmp0 >= tmp1
    tmp3 = tl.full([1], 1, tl.int64)
    tmp4 = tmp0 < tmp3
    tmp5 = tl.load(in_ptr0 + (x2 // 2), tmp4, eviction_policy='evict_last', other=0.0)
    tmp6 = tl.full([1], 4, tl.uint8)
    tmp7 = tmp5 >> tmp6
    tmp8 = tl.full(tmp7.shape, 0.0, tmp7.dtype)
    tmp9 = tl.where(tmp4, tmp7, tmp8)
    tmp10 = tmp0 >= tmp3
    tmp11 = tl.full([1], 2, tl.int64)
    tmp12 = tmp0 < tmp11
    tmp13 = tl.load(in_ptr0 + (x2 // 2), tmp10, eviction_policy='evict_last', other=0.0)
    tmp14 = tl.full([1], 15, tl.uint8)
    tmp15 = tmp13 & tmp14
    tmp16 = tl.full(tmp15.shape, 0.0, tmp15.dtype)
    tmp17 = tl.where(tmp10, tmp15, tmp16)
    tmp18 = tl.where(tmp4, tmp9, tmp17)
    tmp19 = tmp18.to(tl.int64)
    tmp20 = tl.full([XBLOCK], 16, tl.int32)
    tmp21 = tmp19 + tmp20
    tmp22 = tmp19 < 0
    tmp23 = tl.where(tmp22, tmp21, tmp19)
    tl.device_assert((0 <= tmp23) & (tmp23 < 16), "index out of bounds: 0 <= tmp23 < 16")
    tmp25 = tl.load(in_ptr1 + (tmp23), None, eviction_policy='evict_last')
    tmp27 = tmp25 * tmp26
    tmp28 = tl.load(in_ptr3 + (x2 // 2), tmp4, eviction_policy='evict_last', other=0.0)
    tmp29 = tmp28 >> tmp6
    tmp30 = tl.full(tmp29.shape, 0.0, tmp29.dtype)
    tmp31 = tl.where(tmp4, tmp29, tmp30)
    tmp32 = tl.load(in_ptr3 + (x2 // 2), tmp10, eviction_policy='evict_last', other=0.0)
    tmp33 = tmp32 & tmp14
    tmp34 = tl.full(tmp33.shape, 0.0, tmp33.dtype)
    tmp35 = tl.where(tmp10, tmp33, tmp34)
    tmp36 = tl.where(tmp4, tmp31, tmp35)
    tmp37 = tmp36.to(tl.int64)
    tmp38 = tmp37 + tmp20
    tmp39 = tmp37 < 0
    tmp40 = tl.where(tmp39, tmp38, tmp37)
    tl.device_assert((0 <= tmp40) & (tmp40 < 16), "index out of bounds: 0 <= tmp40 < 16")
    tmp42 = tl.load(in_ptr1 + (tmp40), None, eviction_policy='evict_last')
    tmp44 = tmp42 * tmp43
    tmp45 = tl.load(in_ptr5 + (x2 // 2), tmp4, eviction_policy='evict_last', other=0.0)
    tmp46 = tmp45 >> tmp6
    tmp47 = tl.full(tmp46.shape, 0.0, tmp46.dtype)
    tmp48 = tl.where(tmp4, tmp46, tmp47)
    tmp49 = tl.load(in_ptr5 + (x2 // 2), tmp10, eviction_policy='evict_last', other=0.0)
    tmp50 = tmp49 & tmp14
    tmp51 = tl.full(tmp50.shape, 0.0, tmp50.dtype)
    tmp52 = tl.where(tmp10, tmp50, tmp51)
    tmp53 = tl.where(tmp4, tmp48, tmp52)
    tmp54 = tmp53.to(tl.int64)
    tmp55 = tmp54 + tmp20
    tmp56 = tmp54 < 0
    tmp57 = tl.where(tmp56, tmp55, tmp54)
    tl.device_assert((0 <= tmp57) & (tmp57 < 16), "index out of bounds: 0 <= tmp57 < 16")
    tmp59 = tl.load(in_ptr1 + (tmp57), None, eviction_policy='evict_last')
    tmp61 = tmp59 * tmp60
    tmp62 = tl.load(in_ptr7 + (x2 // 2), tmp4, eviction_policy='evict_last', other=0.0)
    tmp63 = tmp62 >> tmp6
    tmp64 = tl.full(tmp63.shape, 0.0, tmp63.dtype)
    tmp65 = tl.where(tmp4, tmp63, tmp64)
    tmp66 = tl.load(in_ptr7 + (x2 // 2), tmp10, eviction_policy='evict_last', other=0.0)
    tmp67 = tmp66 & tmp14
    tmp68 = tl.full(tmp67.shape, 0.0, tmp67.dtype)
    tmp69 = tl.where(tmp10, tmp67, tmp68)
    tmp70 = tl.where(tmp4, tmp65, tmp69)
    tmp71 = tmp70.to(tl.int64)
    tmp72 = tmp71 + tmp20
    tmp73 = tmp71 < 0
    tmp74 = tl.where(tmp73, tmp72, tmp71)
    tl.device_assert((0 <= tmp74) & (tmp74 < 16), "index out of bounds: 0 <= tmp74 < 16")
    tmp76 = tl.load(in_ptr1 + (tmp74), None, eviction_policy='evict_last')
    tmp78 = tmp76 * tmp77
    tmp79 = tl.load(in_ptr9 + (x2 // 2), tmp4, eviction_policy='evict_last', other=0.0)
    tmp80 = tmp79 >> tmp6
    tmp81 = tl.full(tmp80.shape, 0.0, tmp80.dtype)
    tmp82 = tl.where(tmp4, tmp80, tmp81)
    tmp83 = tl.load(in_ptr9 + (x2 // 2), tmp10, eviction_policy='evict_last', other=0.0)
    tmp84 = tmp83 & tmp14
    tmp85 = tl.full(tmp84.shape, 0.0, tmp84.dtype)
    tmp86 = tl.where(tmp10, tmp84, tmp85)
    tmp87 = tl.where(tmp4, tmp82, tmp86)
    tmp88 = tmp87.to(tl.int64)
    tmp89 = tmp88 + tmp20
    tmp90 = tmp88 < 0
    tmp91 = tl.where(tmp90, tmp89, tmp88)
    tl.device_assert((0 <= tmp91) & (tmp91 < 16), "index out of bounds: 0 <= tmp91 < 16")
    tmp93 = tl.load(in_ptr1 + (tmp91), None, eviction_policy='evict_last')
    tmp95 = tmp93 * tmp94
    tmp96 = tl.load(in_ptr11 + (x2 // 2), tmp4, eviction_policy='evict_last', other=0.0)
    tmp97 = tmp96 >> tmp6
    tmp98 = tl.full(tmp97.shape, 0.0, tmp97.dtype)
    tmp99 = tl.where(tmp4, tmp97, tmp98)
    tmp100 = tl.load(in_ptr11 + (x2 // 2), tmp10, eviction_policy='evict_last', other=0.0)
    tmp101 = tmp100 & tmp14
    tmp102 = tl.full(tmp101.shape, 0.0, tmp101.dtype)
    tmp103 = tl.where(tmp10, tmp101, tmp102)
    tmp104 = tl.where(tmp4, tmp99, tmp103)
    tmp105 = tmp104.to(tl.int64)
    tmp106 = tmp105 + tmp20
    tmp107 = tmp105 < 0
    tmp108 = tl.where(tmp107, tmp106, tmp105)
    tl.device_assert((0 <= tmp108) & (tmp108 < 16), "index out of bounds: 0 <= tmp108 < 16")
    tmp110 = tl.load(in_ptr1 + (tmp108), None, eviction_policy='evict_last')
    tmp112 = tmp110 * tmp111
    tmp113 = tl.load(in_ptr13 + (x2 // 2), tmp4, eviction_policy='evict_last', other=0.0)
    tmp114 = tmp113 >> tmp6
    tmp115 = tl.full(tmp114.shape, 0.0, tmp114.dtype)
    tmp116 = tl.where(tmp4, tmp114, tmp115)
    tmp117 = tl.load(in_ptr13 + (x2 // 2), tmp10, eviction_policy='evict_last', other=0.0)
    tmp118 = tmp117 & tmp14
    tmp119 = tl.full(tmp118.shape, 0.0, tmp118.dtype)
    tmp120 = tl.where(tmp10, tmp118, tmp119)
    tmp121 = tl.where(tmp4, tmp116, tmp120)
    tmp122 = tmp121.to(tl.int64)
    tmp123 = tmp122 + tmp20
    tmp124 = tmp122 < 0
    tmp125 = tl.where(tmp124, tmp123, tmp122)
    tl.device_assert((0 <= tmp125) & (tmp125 < 16), "index out of bounds: 0 <= tmp125 < 16")
    tmp127 = tl.load(in_ptr1 + (tmp125), None, eviction_policy='evict_last')
    tmp129 = tmp127 * tmp128
    tmp130 = tl.load(in_ptr15 + (x2 // 2), tmp4, eviction_policy='evict_last', other=0.0)
    tmp131 = tmp130 >> tmp6
    tmp132 = tl.full(tmp131.shape, 0.0, tmp131.dtype)
    tmp133 = tl.where(tmp4, tmp131, tmp132)
    tmp134 = tl.load(in_ptr15 + (x2 // 2), tmp10, eviction_policy='evict_last', other=0.0)
    tmp135 = tmp134 & tmp14
    tmp136 = tl.full(tmp135.shape, 0.0, tmp135.dtype)
    tmp137 = tl.where(tmp10, tmp135, tmp136)
    tmp138 = tl.where(tmp4, tmp133, tmp137)
    tmp139 = tmp138.to(tl.int64)
    tmp140 = tmp139 + tmp20
    tmp141 = tmp139 < 0
    tmp142 = tl.where(tmp141, tmp140, tmp139)
    tl.device_assert((0 <= tmp142) & (tmp142 < 16), "index out of bounds: 0 <= tmp142 < 16")
    tmp144 = tl.load(in_ptr1 + (tmp142), None, eviction_policy='evict_last')
    tmp146 = tmp144 * tmp145
    tl.store(out_ptr0 + (x2), tmp27, None)
    tl.store(out_ptr1 + (x2), tmp44, None)
    tl.store(out_ptr2 + (x2), tmp61, None)
    tl.store(out_ptr3 + (x2), tmp78, None)
    tl.store(out_ptr4 + (x2), tmp95, None)
    tl.store(out_ptr5 + (x2), tmp112, None)
    tl.store(out_ptr6 + (x2), tmp129, None)
    tl.store(out_ptr7 + (x2), tmp146, None)
''', device_str='cuda')


# kernel path: /tmp/tmpluwoi95j/cache/mk/cmkh7onsat7jcnrhd3luomt4lvcssm66gzt2pj7qjwhsmnnjpkwt.py
# Topologically Sorted Source Nodes: [pow_1, mean, add, rsqrt, mul, h, matmul, t], Original ATen: [aten.pow, aten.mean, aten.add, aten.rsqrt, aten.mul, aten.view, aten.t, aten.mm]
# Source node to ATen node mapping:
#   add => add
#   h => mul_1
#   matmul => mm, view
#   mean => mean
#   mul => mul
#   pow_1 => pow_1
#   rsqrt => rsqrt
#   t => permute
# Graph fragment:
#   %mul_1 : Tensor "f32[1, 16, 128][2048, 128, 1]cuda:0" = PlaceHolder[target=mul_1]
#   %invoke_quant_14 : Tensor "f32[128, 128][128, 1]cuda:0" = PlaceHolder[target=invoke_quant_14]
#   %pow_1 : Tensor "f32[1, 16, 128][2048, 128, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.pow.Tensor_Scalar](args = (%arg0_1, 2), kwargs = {})
#   %mean : Tensor "f32[1, 16, 1][16, 1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mean.dim](args = (%pow_1, [-1], True), kwargs = {})
#   %add : Tensor "f32[1, 16, 1][16, 1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.add.Tensor](args = (%mean, 1e-06), kwargs = {})
#   %rsqrt : Tensor "f32[1, 16, 1][16, 1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.rsqrt.default](args = (%add,), kwargs = {})
#   %mul : Tensor "f32[1, 16, 128][2048, 128, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%arg0_1, %rsqrt), kwargs = {})
#   %mul_1 : Tensor "f32[1, 16, 128][2048, 128, 1]cuda:0"[num_users=3] = call_function[target=torch.ops.aten.mul.Tensor](args = (%mul, %arg1_1), kwargs = {})
#   %view : Tensor "f32[16, 128][128, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.reshape.default](args = (%mul_1, [16, 128]), kwargs = {})
#   %permute : Tensor "f32[128, 128][1, 128]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.permute.default](args = (%invoke_quant_14, [1, 0]), kwargs = {})
#   %mm : Tensor "f32[16, 128][128, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mm.default](args = (%view, %permute), kwargs = {})
#   return %mm
triton_tem_fused_add_mean_mm_mul_pow_rsqrt_t_view_2 = async_compile.triton('triton_tem_fused_add_mean_mm_mul_pow_rsqrt_t_view_2', '''
import triton
import triton.language as tl

from torch._inductor.runtime import triton_helpers, triton_heuristics
from torch._inductor.runtime.triton_helpers import libdevice, math as tl_math
from torch._inductor.runtime.hints import AutotuneHint, ReductionHint, TileHint, DeviceProperties

@triton_heuristics.template(

num_stages=5,
num_warps=2,
triton_meta={'signature': {'arg_A': '*fp32', 'arg_B': '*fp32', 'out_ptr0': '*fp32'}, 'device': DeviceProperties(type='cuda', index=0, multi_processor_count=132, cc=90, major=9, regs_per_multiprocessor=65536, max_threads_per_multi_processor=2048, max_threads_per_block=1024, warp_size=32), 'constants': {}, 'configs': [{(0,): [['tt.divisibility', 16]], (1,): [['tt.divisibility', 16]], (2,): [['tt.divisibility', 16]]}]},
inductor_meta={'kernel_name': 'triton_tem_fused_add_mean_mm_mul_pow_rsqrt_t_view_2', 'backend_hash': '91D1D1166449D9E2EB66EB9770C9E2C3B0FEB787341F27FEB4D3F0338DA50336', 'assert_indirect_indexing': True, 'autotune_local_cache': True, 'autotune_pointwise': True, 'autotune_remote_cache': None, 'force_disable_caches': False, 'dynamic_scale_rblock': True, 'max_autotune': True, 'max_autotune_pointwise': False, 'min_split_scan_rblock': 256, 'spill_threshold': 16, 'store_cubin': False, 'deterministic': False, 'force_filter_reduction_configs': False, 'mix_order_reduction_allow_multi_stages': False, 'are_deterministic_algorithms_enabled': False, 'coordinate_descent_tuning': True, 'coordinate_descent_search_radius': 1, 'coordinate_descent_check_all_directions': False, 'grid_type': 'FixedGrid', 'fixed_grid': ['_grid_0', '_grid_1', '_grid_2'], 'extra_launcher_args': ['_grid_0', '_grid_1', '_grid_2'], 'config_args': {'EVEN_K': True, 'USE_FAST_ACCUM': False, 'ACC_TYPE': 'tl.float32', 'BLOCK_M': 16, 'BLOCK_N': 32, 'BLOCK_K': 32, 'GROUP_M': 8, 'ALLOW_TF32': False}},

)
@triton.jit
def triton_tem_fused_add_mean_mm_mul_pow_rsqrt_t_view_2(arg_A, arg_B, out_ptr0):
    EVEN_K : tl.constexpr = True
    USE_FAST_ACCUM : tl.constexpr = False
    ACC_TYPE : tl.constexpr = tl.float32
    BLOCK_M : tl.constexpr = 16
    BLOCK_N : tl.constexpr = 32
    BLOCK_K : tl.constexpr = 32
    GROUP_M : tl.constexpr = 8
    ALLOW_TF32 : tl.constexpr = False
    INDEX_DTYPE : tl.constexpr = tl.int32
    A = arg_A
    B = arg_B

    M = 16
    N = 128
    K = 128
    if M * N == 0:
        # early exit due to zero-size input(s)
        return
    stride_am = 128
    stride_ak = 1
    stride_bk = 1
    stride_bn = 128

    # based on triton.ops.matmul
    pid = tl.program_id(0).to(INDEX_DTYPE)
    grid_m = (M + BLOCK_M - 1) // BLOCK_M
    grid_n = (N + BLOCK_N - 1) // BLOCK_N

    # re-order program ID for better L2 performance
    width = GROUP_M * grid_n
    group_id = pid // width
    group_size = min(grid_m - group_id * GROUP_M, GROUP_M)
    pid_m = group_id * GROUP_M + (pid % group_size)
    pid_n = (pid % width) // (group_size)
    tl.assume(pid_m >= 0)
    tl.assume(pid_n >= 0)

    rm = pid_m * BLOCK_M + tl.arange(0, BLOCK_M)
    rn = pid_n * BLOCK_N + tl.arange(0, BLOCK_N)
    if ((stride_am == 1 and stride_ak == M) or (stride_am == K and stride_ak == 1)) and (M >= BLOCK_M and K > 1):
        offs_a_m = tl.max_contiguous(tl.multiple_of(rm % M, BLOCK_M), BLOCK_M)
    else:
        offs_a_m = rm % M
    if ((stride_bk == 1 and stride_bn == K) or (stride_bk == N and stride_bn == 1)) and (N >= BLOCK_N and K > 1):
        offs_b_n = tl.max_contiguous(tl.multiple_of(rn % N, BLOCK_N), BLOCK_N)
    else:
        offs_b_n = rn % N
    offs_k = tl.arange(0, BLOCK_K)
    acc = tl.zeros((BLOCK_M, BLOCK_N), dtype=ACC_TYPE)

    for k_idx in range(0, tl.cdiv(K, BLOCK_K)):

        a_k_idx_vals = offs_k[None, :] + (k_idx * BLOCK_K)
        b_k_idx_vals = offs_k[:, None] + (k_idx * BLOCK_K)

        idx_m = offs_a_m[:, None]
        idx_n = a_k_idx_vals
        xindex = idx_n + 128*idx_m
        a = tl.load(A + (xindex))

        idx_m = b_k_idx_vals
        idx_n = offs_b_n[None, :]
        xindex = idx_n + 128*idx_m
        b = tl.load(B + ((tl.broadcast_to(idx_m + 128*idx_n, [BLOCK_K, BLOCK_N])).broadcast_to(xindex.shape)))


        acc += tl.dot(a, b, allow_tf32=ALLOW_TF32, out_dtype=ACC_TYPE)


    # rematerialize rm and rn to save registers
    rm = pid_m * BLOCK_M + tl.arange(0, BLOCK_M)
    rn = pid_n * BLOCK_N + tl.arange(0, BLOCK_N)
    idx_m = rm[:, None]
    idx_n = rn[None, :]
    mask = (idx_m < M) & (idx_n < N)

    # inductor generates a suffix
    xindex = idx_n + 128*idx_m
    tl.store(out_ptr0 + (tl.broadcast_to(xindex, [BLOCK_M, BLOCK_N])), acc, mask)
''', device_str='cuda')


# kernel path: /tmp/tmpluwoi95j/cache/yi/cyilz5pkdcuijv77gelmegik2elkro3dsbfephnuafjob73bchho.py
# Topologically Sorted Source Nodes: [matmul, view, qq, matmul_3, matmul_1, view_1, kk, transpose_3], Original ATen: [aten._unsafe_view, aten.view, aten.transpose, aten.bmm]
# Source node to ATen node mapping:
#   kk => permute_3
#   matmul => view_1
#   matmul_1 => view_4
#   matmul_3 => bmm, view_10, view_9
#   qq => permute_1
#   transpose_3 => permute_6
#   view => view_2
#   view_1 => view_5
# Graph fragment:
#   %mm : Tensor "f32[16, 128][128, 1]cuda:0" = PlaceHolder[target=mm]
#   %mm_1 : Tensor "f32[16, 128][128, 1]cuda:0" = PlaceHolder[target=mm_1]
#   %view_1 : Tensor "f32[1, 16, 128][2048, 128, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.reshape.default](args = (%mm, [1, 16, 128]), kwargs = {})
#   %view_2 : Tensor "f32[1, 16, 4, 32][2048, 128, 32, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.reshape.default](args = (%view_1, [1, 16, 4, 32]), kwargs = {})
#   %permute_1 : Tensor "f32[1, 4, 16, 32][2048, 32, 128, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.permute.default](args = (%view_2, [0, 2, 1, 3]), kwargs = {})
#   %view_9 : Tensor "f32[4, 16, 32][32, 128, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.reshape.default](args = (%expand, [4, 16, 32]), kwargs = {})
#   %view_4 : Tensor "f32[1, 16, 128][2048, 128, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.reshape.default](args = (%mm_1, [1, 16, 128]), kwargs = {})
#   %view_5 : Tensor "f32[1, 16, 4, 32][2048, 128, 32, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.reshape.default](args = (%view_4, [1, 16, 4, 32]), kwargs = {})
#   %permute_3 : Tensor "f32[1, 4, 16, 32][2048, 32, 128, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.permute.default](args = (%view_5, [0, 2, 1, 3]), kwargs = {})
#   %permute_6 : Tensor "f32[1, 4, 32, 16][2048, 32, 1, 128]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.permute.default](args = (%permute_3, [0, 1, 3, 2]), kwargs = {})
#   %view_10 : Tensor "f32[4, 32, 16][32, 1, 128]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.reshape.default](args = (%expand_1, [4, 32, 16]), kwargs = {})
#   %bmm : Tensor "f32[4, 16, 16][256, 16, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.bmm.default](args = (%view_9, %view_10), kwargs = {})
#   return %bmm
triton_tem_fused__unsafe_view_bmm_transpose_view_3 = async_compile.triton('triton_tem_fused__unsafe_view_bmm_transpose_view_3', '''
import triton
import triton.language as tl

from torch._inductor.runtime import triton_helpers, triton_heuristics
from torch._inductor.runtime.triton_helpers import libdevice, math as tl_math
from torch._inductor.runtime.hints import AutotuneHint, ReductionHint, TileHint, DeviceProperties

@triton_heuristics.template(

num_stages=2,
num_warps=1,
triton_meta={'signature': {'arg_A': '*fp32', 'arg_B': '*fp32', 'out_ptr0': '*fp32'}, 'device': DeviceProperties(type='cuda', index=0, multi_processor_count=132, cc=90, major=9, regs_per_multiprocessor=65536, max_threads_per_multi_processor=2048, max_threads_per_block=1024, warp_size=32), 'constants': {}, 'configs': [{(0,): [['tt.divisibility', 16]], (1,): [['tt.divisibility', 16]], (2,): [['tt.divisibility', 16]]}]},
inductor_meta={'kernel_name': 'triton_tem_fused__unsafe_view_bmm_transpose_view_3', 'backend_hash': '91D1D1166449D9E2EB66EB9770C9E2C3B0FEB787341F27FEB4D3F0338DA50336', 'assert_indirect_indexing': True, 'autotune_local_cache': True, 'autotune_pointwise': True, 'autotune_remote_cache': None, 'force_disable_caches': False, 'dynamic_scale_rblock': True, 'max_autotune': True, 'max_autotune_pointwise': False, 'min_split_scan_rblock': 256, 'spill_threshold': 16, 'store_cubin': False, 'deterministic': False, 'force_filter_reduction_configs': False, 'mix_order_reduction_allow_multi_stages': False, 'are_deterministic_algorithms_enabled': False, 'coordinate_descent_tuning': True, 'coordinate_descent_search_radius': 1, 'coordinate_descent_check_all_directions': False, 'grid_type': 'FixedGrid', 'fixed_grid': ['_grid_0', '_grid_1', '_grid_2'], 'extra_launcher_args': ['_grid_0', '_grid_1', '_grid_2'], 'config_args': {'EVEN_K': True, 'USE_FAST_ACCUM': False, 'ACC_TYPE': 'tl.float32', 'BLOCK_M': 16, 'BLOCK_N': 16, 'BLOCK_K': 32, 'GROUP_M': 8, 'ALLOW_TF32': False}},

)
@triton.jit
def triton_tem_fused__unsafe_view_bmm_transpose_view_3(arg_A, arg_B, out_ptr0):
    EVEN_K : tl.constexpr = True
    USE_FAST_ACCUM : tl.constexpr = False
    ACC_TYPE : tl.constexpr = tl.float32
    BLOCK_M : tl.constexpr = 16
    BLOCK_N : tl.constexpr = 16
    BLOCK_K : tl.constexpr = 32
    GROUP_M : tl.constexpr = 8
    ALLOW_TF32 : tl.constexpr = False
    INDEX_DTYPE : tl.constexpr = tl.int32
    A = arg_A
    B = arg_B

    M = 16
    N = 16
    K = 32

    stride_aq = 32
    stride_am = 128
    stride_ak = 1

    stride_bq = 32
    stride_bk = 1
    stride_bn = 128

    # based on triton.ops.matmul
    pid = tl.program_id(0).to(INDEX_DTYPE)
    grid_m = (M + BLOCK_M - 1) // BLOCK_M
    grid_n = (N + BLOCK_N - 1) // BLOCK_N

    # re-order program ID for better L2 performance
    width = GROUP_M * grid_n
    group_id = pid // width
    group_size = min(grid_m - group_id * GROUP_M, GROUP_M)
    pid_m = group_id * GROUP_M + (pid % group_size)
    pid_n = (pid % width) // (group_size)
    tl.assume(pid_m >= 0)
    tl.assume(pid_n >= 0)

    rm = pid_m * BLOCK_M + tl.arange(0, BLOCK_M)
    rn = pid_n * BLOCK_N + tl.arange(0, BLOCK_N)
    if (stride_am == 1 and stride_ak == M) or (stride_am == K and stride_ak == 1):
        ram = tl.max_contiguous(tl.multiple_of(rm % M, BLOCK_M), BLOCK_M)
    else:
        ram = rm % M
    if (stride_bk == 1 and stride_bn == K) or (stride_bk == N and stride_bn == 1):
        rbn = tl.max_contiguous(tl.multiple_of(rn % N, BLOCK_N), BLOCK_N)
    else:
        rbn = rn % N

    rk = tl.arange(0, BLOCK_K)

    idx_q = tl.program_id(1).to(INDEX_DTYPE)  # batch dimension for BMM
    A = A + (ram[:, None] * stride_am + rk[None, :] * stride_ak + idx_q*stride_aq)
    B = B + (rk[:, None] * stride_bk + rbn[None, :] * stride_bn + idx_q*stride_bq)

    acc = tl.zeros((BLOCK_M, BLOCK_N), dtype=ACC_TYPE)
    for k in range(K, 0, -BLOCK_K):
        if EVEN_K:
            a = tl.load(A)
            b = tl.load(B)
        else:
            a = tl.load(A, mask=rk[None, :] < k, other=0.)
            b = tl.load(B, mask=rk[:, None] < k, other=0.)
        acc += tl.dot(a, b, allow_tf32=ALLOW_TF32)
        A += BLOCK_K * stride_ak
        B += BLOCK_K * stride_bk

    # rematerialize rm and rn to save registers
    rm = pid_m * BLOCK_M + tl.arange(0, BLOCK_M)
    rn = pid_n * BLOCK_N + tl.arange(0, BLOCK_N)
    idx_q = tl.program_id(1).to(INDEX_DTYPE)  # batch dimension for BMM
    idx_m = rm[:, None]
    idx_n = rn[None, :]
    mask = (idx_m < M) & (idx_n < N)

    # inductor generates a suffix
    xindex = idx_n + 16*idx_m + 256*idx_q
    tl.store(out_ptr0 + (tl.broadcast_to(xindex, [BLOCK_M, BLOCK_N])), acc, mask)
''', device_str='cuda')


# kernel path: /tmp/tmpluwoi95j/cache/lk/clkgjpwibfv4wndpu5jyqtwbxejqqpit7duxrzulr2vhhma756ea.py
# Topologically Sorted Source Nodes: [matmul_3, , att_1], Original ATen: [aten.view, aten.mul, aten.amax, aten.sub, aten.div, aten._softmax]
# Source node to ATen node mapping:
#    => amax_default_1, div_tensor_1, mul_tensor_1, sub_tensor_1
#   att_1 => div_1, exp, sum_1
#   matmul_3 => view_11
# Graph fragment:
#   %bmm : Tensor "f32[4, 16, 16][256, 16, 1]cuda:0" = PlaceHolder[target=bmm]
#   %amax_default_1 : Tensor "f32[1, 4, 16, 1][64, 16, 1, 64]cuda:0" = PlaceHolder[target=amax_default_1]
#   %sum_1 : Tensor "f32[1, 4, 16, 1][64, 16, 1, 64]cuda:0" = PlaceHolder[target=sum_1]
#   %view_11 : Tensor "f32[1, 4, 16, 16][1024, 256, 16, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.reshape.default](args = (%bmm, [1, 4, 16, 16]), kwargs = {})
#   %mul_tensor_1 : Tensor "f32[1, 4, 16, 16][1024, 256, 16, 1]cuda:0"[num_users=2] = call_function[target=torch.ops.aten.mul.Tensor](args = (%view_11, 1), kwargs = {})
#   %amax_default_1 : Tensor "f32[1, 4, 16, 1][64, 16, 1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.amax.default](args = (%mul_tensor_1, [-1], True), kwargs = {})
#   %sub_tensor_1 : Tensor "f32[1, 4, 16, 16][1024, 256, 16, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.sub.Tensor](args = (%mul_tensor_1, %amax_default_1), kwargs = {})
#   %div_tensor_1 : Tensor "f32[1, 4, 16, 16][1024, 256, 16, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.div.Tensor](args = (%sub_tensor_1, 5.656854249492381), kwargs = {})
#   %exp : Tensor "f32[1, 4, 16, 16][1024, 256, 16, 1]cuda:0"[num_users=2] = call_function[target=torch.ops.aten.exp.default](args = (%div_tensor_1,), kwargs = {})
#   %sum_1 : Tensor "f32[1, 4, 16, 1][64, 16, 1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.sum.dim_IntList](args = (%exp, [-1], True), kwargs = {})
#   %div_1 : Tensor "f32[1, 4, 16, 16][1024, 256, 16, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.div.Tensor](args = (%exp, %sum_1), kwargs = {})
#   return %amax_default_1,%sum_1,%expand_2
triton_per_fused__softmax_amax_div_mul_sub_view_4 = async_compile.triton('triton_per_fused__softmax_amax_div_mul_sub_view_4', '''
import triton
import triton.language as tl

from torch._inductor.runtime import triton_helpers, triton_heuristics
from torch._inductor.runtime.triton_helpers import libdevice, math as tl_math
from torch._inductor.runtime.hints import AutotuneHint, ReductionHint, TileHint, DeviceProperties
triton_helpers.set_driver_to_gpu()

@triton_heuristics.persistent_reduction(
    size_hints={'x': 64, 'r0_': 16},
    reduction_hint=ReductionHint.INNER,
    filename=__file__,
    triton_meta={'signature': {'in_out_ptr0': '*fp32', 'xnumel': 'i32', 'r0_numel': 'i32', 'XBLOCK': 'constexpr'}, 'device': DeviceProperties(type='cuda', index=0, multi_processor_count=132, cc=90, major=9, regs_per_multiprocessor=65536, max_threads_per_multi_processor=2048, max_threads_per_block=1024, warp_size=32), 'constants': {}, 'native_matmul': False, 'enable_fp_fusion': True, 'launch_pdl': False, 'disable_ftz': False, 'configs': [{(0,): [['tt.divisibility', 16]], (1,): [['tt.divisibility', 16]], (2,): [['tt.divisibility', 16]]}]},
    inductor_meta={'grid_type': 'Grid1D', 'autotune_hints': set(), 'kernel_name': 'triton_per_fused__softmax_amax_div_mul_sub_view_4', 'mutated_arg_names': ['in_out_ptr0'], 'optimize_mem': True, 'no_x_dim': None, 'atomic_add_found': False, 'num_load': 1, 'num_store': 1, 'num_reduction': 2, 'backend_hash': '91D1D1166449D9E2EB66EB9770C9E2C3B0FEB787341F27FEB4D3F0338DA50336', 'assert_indirect_indexing': True, 'autotune_local_cache': True, 'autotune_pointwise': True, 'autotune_remote_cache': None, 'force_disable_caches': False, 'dynamic_scale_rblock': True, 'max_autotune': True, 'max_autotune_pointwise': False, 'min_split_scan_rblock': 256, 'spill_threshold': 16, 'store_cubin': False, 'deterministic': False, 'force_filter_reduction_configs': False, 'mix_order_reduction_allow_multi_stages': False, 'are_deterministic_algorithms_enabled': False, 'coordinate_descent_tuning': True, 'coordinate_descent_search_radius': 1, 'coordinate_descent_check_all_directions': False, 'tiling_scores': {'x': 0, 'r0_': 12288}}
)
@triton.jit
def triton_per_fused__softmax_amax_div_mul_sub_view_4(in_out_ptr0, xnumel, r0_numel, XBLOCK : tl.constexpr):
    xnumel = 64
    r0_numel = 16
    R0_BLOCK: tl.constexpr = 16
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
    tmp0 = tl.load(in_out_ptr0 + (r0_1 + 16*x0), xmask, other=0.0)
    tmp1 = tl.full([1, 1], 1.0, tl.float32)
    tmp2 = tmp0 * tmp1
    tmp3 = tl.broadcast_to(tmp2, [XBLOCK, R0_BLOCK])
    tmp5 = tl.where(xmask, tmp3, float("-inf"))
    tmp6 = triton_helpers.max2(tmp5, 1)[:, None].to(tl.float32)
    tmp7 = tmp2 - tmp6
    tmp8 = tl.full([1, 1], 0.17677669529663687, tl.float32)
    tmp9 = tmp7 * tmp8
    tmp10 = libdevice.exp(tmp9)
    tmp11 = tl.broadcast_to(tmp10, [XBLOCK, R0_BLOCK])
    tmp13 = tl.where(xmask, tmp11, 0)
    tmp14 = tl.sum(tmp13, 1)[:, None].to(tl.float32)
    tmp15 = (tmp10 / tmp14)
    tl.store(in_out_ptr0 + (r0_1 + 16*x0), tmp15, xmask)
''', device_str='cuda')


# kernel path: /tmp/tmpluwoi95j/cache/k6/ck6xpfzlnzahn4rctf7ffqxc2icr5hnwznqdp35ascryqtndfyti.py
# Topologically Sorted Source Nodes: [matmul_3, , att_1, matmul_4, matmul_2, view_2, vv], Original ATen: [aten.view, aten.mul, aten.sub, aten.div, aten._softmax, aten._unsafe_view, aten.transpose, aten.bmm]
# Source node to ATen node mapping:
#    => div_tensor_1, mul_tensor_1, sub_tensor_1
#   att_1 => div_1, exp
#   matmul_2 => view_7
#   matmul_3 => view_11
#   matmul_4 => bmm_1, view_12, view_13
#   view_2 => view_8
#   vv => permute_5
# Graph fragment:
#   %expand_2 : Tensor "f32[1, 4, 16, 16][1024, 256, 16, 1]cuda:0" = PlaceHolder[target=expand_2]
#   %mm_2 : Tensor "f32[16, 128][128, 1]cuda:0" = PlaceHolder[target=mm_2]
#   %view_11 : Tensor "f32[1, 4, 16, 16][1024, 256, 16, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.reshape.default](args = (%bmm, [1, 4, 16, 16]), kwargs = {})
#   %mul_tensor_1 : Tensor "f32[1, 4, 16, 16][1024, 256, 16, 1]cuda:0"[num_users=2] = call_function[target=torch.ops.aten.mul.Tensor](args = (%view_11, 1), kwargs = {})
#   %sub_tensor_1 : Tensor "f32[1, 4, 16, 16][1024, 256, 16, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.sub.Tensor](args = (%mul_tensor_1, %amax_default_1), kwargs = {})
#   %div_tensor_1 : Tensor "f32[1, 4, 16, 16][1024, 256, 16, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.div.Tensor](args = (%sub_tensor_1, 5.656854249492381), kwargs = {})
#   %exp : Tensor "f32[1, 4, 16, 16][1024, 256, 16, 1]cuda:0"[num_users=2] = call_function[target=torch.ops.aten.exp.default](args = (%div_tensor_1,), kwargs = {})
#   %div_1 : Tensor "f32[1, 4, 16, 16][1024, 256, 16, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.div.Tensor](args = (%exp, %sum_1), kwargs = {})
#   %view_12 : Tensor "f32[4, 16, 16][256, 16, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.reshape.default](args = (%expand_2, [4, 16, 16]), kwargs = {})
#   %view_7 : Tensor "f32[1, 16, 128][2048, 128, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.reshape.default](args = (%mm_2, [1, 16, 128]), kwargs = {})
#   %view_8 : Tensor "f32[1, 16, 4, 32][2048, 128, 32, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.reshape.default](args = (%view_7, [1, 16, 4, 32]), kwargs = {})
#   %permute_5 : Tensor "f32[1, 4, 16, 32][2048, 32, 128, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.permute.default](args = (%view_8, [0, 2, 1, 3]), kwargs = {})
#   %view_13 : Tensor "f32[4, 16, 32][32, 128, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.reshape.default](args = (%expand_3, [4, 16, 32]), kwargs = {})
#   %bmm_1 : Tensor "f32[4, 16, 32][512, 32, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.bmm.default](args = (%view_12, %view_13), kwargs = {})
#   return %bmm_1
triton_tem_fused__softmax__unsafe_view_bmm_div_mul_sub_transpose_view_5 = async_compile.triton('triton_tem_fused__softmax__unsafe_view_bmm_div_mul_sub_transpose_view_5', '''
import triton
import triton.language as tl

from torch._inductor.runtime import triton_helpers, triton_heuristics
from torch._inductor.runtime.triton_helpers import libdevice, math as tl_math
from torch._inductor.runtime.hints import AutotuneHint, ReductionHint, TileHint, DeviceProperties

@triton_heuristics.template(

num_stages=2,
num_warps=2,
triton_meta={'signature': {'arg_A': '*fp32', 'arg_B': '*fp32', 'out_ptr0': '*fp32'}, 'device': DeviceProperties(type='cuda', index=0, multi_processor_count=132, cc=90, major=9, regs_per_multiprocessor=65536, max_threads_per_multi_processor=2048, max_threads_per_block=1024, warp_size=32), 'constants': {}, 'configs': [{(0,): [['tt.divisibility', 16]], (1,): [['tt.divisibility', 16]], (2,): [['tt.divisibility', 16]]}]},
inductor_meta={'kernel_name': 'triton_tem_fused__softmax__unsafe_view_bmm_div_mul_sub_transpose_view_5', 'backend_hash': '91D1D1166449D9E2EB66EB9770C9E2C3B0FEB787341F27FEB4D3F0338DA50336', 'assert_indirect_indexing': True, 'autotune_local_cache': True, 'autotune_pointwise': True, 'autotune_remote_cache': None, 'force_disable_caches': False, 'dynamic_scale_rblock': True, 'max_autotune': True, 'max_autotune_pointwise': False, 'min_split_scan_rblock': 256, 'spill_threshold': 16, 'store_cubin': False, 'deterministic': False, 'force_filter_reduction_configs': False, 'mix_order_reduction_allow_multi_stages': False, 'are_deterministic_algorithms_enabled': False, 'coordinate_descent_tuning': True, 'coordinate_descent_search_radius': 1, 'coordinate_descent_check_all_directions': False, 'grid_type': 'FixedGrid', 'fixed_grid': ['_grid_0', '_grid_1', '_grid_2'], 'extra_launcher_args': ['_grid_0', '_grid_1', '_grid_2'], 'config_args': {'EVEN_K': True, 'USE_FAST_ACCUM': False, 'ACC_TYPE': 'tl.float32', 'BLOCK_M': 16, 'BLOCK_N': 32, 'BLOCK_K': 16, 'GROUP_M': 8, 'ALLOW_TF32': False}},

)
@triton.jit
def triton_tem_fused__softmax__unsafe_view_bmm_div_mul_sub_transpose_view_5(arg_A, arg_B, out_ptr0):
    EVEN_K : tl.constexpr = True
    USE_FAST_ACCUM : tl.constexpr = False
    ACC_TYPE : tl.constexpr = tl.float32
    BLOCK_M : tl.constexpr = 16
    BLOCK_N : tl.constexpr = 32
    BLOCK_K : tl.constexpr = 16
    GROUP_M : tl.constexpr = 8
    ALLOW_TF32 : tl.constexpr = False
    INDEX_DTYPE : tl.constexpr = tl.int32
    A = arg_A
    B = arg_B

    M = 16
    N = 32
    K = 16

    stride_aq = 256
    stride_am = 16
    stride_ak = 1

    stride_bq = 32
    stride_bk = 128
    stride_bn = 1

    # based on triton.ops.matmul
    pid = tl.program_id(0).to(INDEX_DTYPE)
    grid_m = (M + BLOCK_M - 1) // BLOCK_M
    grid_n = (N + BLOCK_N - 1) // BLOCK_N

    # re-order program ID for better L2 performance
    width = GROUP_M * grid_n
    group_id = pid // width
    group_size = min(grid_m - group_id * GROUP_M, GROUP_M)
    pid_m = group_id * GROUP_M + (pid % group_size)
    pid_n = (pid % width) // (group_size)
    tl.assume(pid_m >= 0)
    tl.assume(pid_n >= 0)

    rm = pid_m * BLOCK_M + tl.arange(0, BLOCK_M)
    rn = pid_n * BLOCK_N + tl.arange(0, BLOCK_N)
    if (stride_am == 1 and stride_ak == M) or (stride_am == K and stride_ak == 1):
        ram = tl.max_contiguous(tl.multiple_of(rm % M, BLOCK_M), BLOCK_M)
    else:
        ram = rm % M
    if (stride_bk == 1 and stride_bn == K) or (stride_bk == N and stride_bn == 1):
        rbn = tl.max_contiguous(tl.multiple_of(rn % N, BLOCK_N), BLOCK_N)
    else:
        rbn = rn % N

    rk = tl.arange(0, BLOCK_K)

    idx_q = tl.program_id(1).to(INDEX_DTYPE)  # batch dimension for BMM
    A = A + (ram[:, None] * stride_am + rk[None, :] * stride_ak + idx_q*stride_aq)
    B = B + (rk[:, None] * stride_bk + rbn[None, :] * stride_bn + idx_q*stride_bq)

    acc = tl.zeros((BLOCK_M, BLOCK_N), dtype=ACC_TYPE)
    for k in range(K, 0, -BLOCK_K):
        if EVEN_K:
            a = tl.load(A)
            b = tl.load(B)
        else:
            a = tl.load(A, mask=rk[None, :] < k, other=0.)
            b = tl.load(B, mask=rk[:, None] < k, other=0.)
        acc += tl.dot(a, b, allow_tf32=ALLOW_TF32)
        A += BLOCK_K * stride_ak
        B += BLOCK_K * stride_bk

    # rematerialize rm and rn to save registers
    rm = pid_m * BLOCK_M + tl.arange(0, BLOCK_M)
    rn = pid_n * BLOCK_N + tl.arange(0, BLOCK_N)
    idx_q = tl.program_id(1).to(INDEX_DTYPE)  # batch dimension for BMM
    idx_m = rm[:, None]
    idx_n = rn[None, :]
    mask = (idx_m < M) & (idx_n < N)

    # inductor generates a suffix
    xindex = idx_n + 32*idx_m + 512*idx_q
    tl.store(out_ptr0 + (tl.broadcast_to(xindex, [BLOCK_M, BLOCK_N])), acc, mask)
''', device_str='cuda')


# kernel path: /tmp/tmpluwoi95j/cache/r6/cr6jlecae23oqo2grq6j3li2qpvs4kvwtsvkr35bkals3ouha2yl.py
# Topologically Sorted Source Nodes: [matmul_4, transpose_4, y], Original ATen: [aten.view, aten.transpose, aten.clone]
# Source node to ATen node mapping:
#   matmul_4 => view_14
#   transpose_4 => permute_7
#   y => clone
# Graph fragment:
#   %bmm_1 : Tensor "f32[4, 16, 32][512, 32, 1]cuda:0" = PlaceHolder[target=bmm_1]
#   %view_14 : Tensor "f32[1, 4, 16, 32][2048, 512, 32, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.reshape.default](args = (%bmm_1, [1, 4, 16, 32]), kwargs = {})
#   %permute_7 : Tensor "f32[1, 16, 4, 32][2048, 32, 512, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.permute.default](args = (%view_14, [0, 2, 1, 3]), kwargs = {})
#   %clone : Tensor "f32[1, 16, 4, 32][2048, 128, 32, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.clone.default](args = (%permute_7,), kwargs = {memory_format: torch.contiguous_format})
#   return %clone
triton_poi_fused_clone_transpose_view_6 = async_compile.triton('triton_poi_fused_clone_transpose_view_6', '''
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
    inductor_meta={'grid_type': 'Grid1D', 'autotune_hints': set(), 'kernel_name': 'triton_poi_fused_clone_transpose_view_6', 'mutated_arg_names': [], 'optimize_mem': True, 'no_x_dim': False, 'atomic_add_found': False, 'num_load': 1, 'num_store': 1, 'num_reduction': 0, 'backend_hash': '91D1D1166449D9E2EB66EB9770C9E2C3B0FEB787341F27FEB4D3F0338DA50336', 'assert_indirect_indexing': True, 'autotune_local_cache': True, 'autotune_pointwise': True, 'autotune_remote_cache': None, 'force_disable_caches': False, 'dynamic_scale_rblock': True, 'max_autotune': True, 'max_autotune_pointwise': False, 'min_split_scan_rblock': 256, 'spill_threshold': 16, 'store_cubin': False, 'deterministic': False, 'force_filter_reduction_configs': False, 'mix_order_reduction_allow_multi_stages': False, 'are_deterministic_algorithms_enabled': False, 'coordinate_descent_tuning': True, 'coordinate_descent_search_radius': 1, 'coordinate_descent_check_all_directions': False, 'tiling_scores': {'x': 24576}},
    min_elem_per_thread=0
)
@triton.jit
def triton_poi_fused_clone_transpose_view_6(in_ptr0, out_ptr0, xnumel, XBLOCK : tl.constexpr):
    xnumel = 2048
    xoffset = tl.program_id(0) * XBLOCK
    xindex = xoffset + tl.arange(0, XBLOCK)[:]
    xmask = xindex < xnumel
    x0 = (xindex % 32)
    x1 = ((xindex // 32) % 4)
    x2 = xindex // 128
    x3 = xindex
    tmp0 = tl.load(in_ptr0 + (x0 + 32*x2 + 512*x1), xmask)
    tl.store(out_ptr0 + (x3), tmp0, xmask)
''', device_str='cuda')


# kernel path: /tmp/tmpluwoi95j/cache/vo/cvoeyzhyo2rj6otw6qmi54wque2sfs2bn3lzh7ywbrzwn5lmytwn.py
# Topologically Sorted Source Nodes: [matmul_5, x, pow_2, mean_1, add_2, rsqrt_1, mul_2, h_1], Original ATen: [aten._unsafe_view, aten.add, aten.pow, aten.mean, aten.rsqrt, aten.mul]
# Source node to ATen node mapping:
#   add_2 => add_2
#   h_1 => mul_3
#   matmul_5 => view_17
#   mean_1 => mean_1
#   mul_2 => mul_2
#   pow_2 => pow_2
#   rsqrt_1 => rsqrt_1
#   x => add_1
# Graph fragment:
#   %arg0_1 : Tensor "f32[1, 16, 128][2048, 128, 1]cuda:0" = PlaceHolder[target=arg0_1]
#   %mm_3 : Tensor "f32[16, 128][128, 1]cuda:0" = PlaceHolder[target=mm_3]
#   %buf16 : Tensor "f32[1, 16, 1][16, 1, 16]cuda:0" = PlaceHolder[target=buf16]
#   %arg11_1 : Tensor "f32[128][1]cuda:0" = PlaceHolder[target=arg11_1]
#   %view_17 : Tensor "f32[1, 16, 128][2048, 128, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.reshape.default](args = (%mm_3, [1, 16, 128]), kwargs = {})
#   %add_1 : Tensor "f32[1, 16, 128][2048, 128, 1]cuda:0"[num_users=3] = call_function[target=torch.ops.aten.add.Tensor](args = (%arg0_1, %view_17), kwargs = {})
#   %pow_2 : Tensor "f32[1, 16, 128][2048, 128, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.pow.Tensor_Scalar](args = (%add_1, 2), kwargs = {})
#   %mean_1 : Tensor "f32[1, 16, 1][16, 1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mean.dim](args = (%pow_2, [-1], True), kwargs = {})
#   %add_2 : Tensor "f32[1, 16, 1][16, 1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.add.Tensor](args = (%mean_1, 1e-06), kwargs = {})
#   %rsqrt_1 : Tensor "f32[1, 16, 1][16, 1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.rsqrt.default](args = (%add_2,), kwargs = {})
#   %mul_2 : Tensor "f32[1, 16, 128][2048, 128, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%add_1, %rsqrt_1), kwargs = {})
#   %mul_3 : Tensor "f32[1, 16, 128][2048, 128, 1]cuda:0"[num_users=2] = call_function[target=torch.ops.aten.mul.Tensor](args = (%mul_2, %arg11_1), kwargs = {})
#   return %buf16,%mul_3
triton_per_fused__unsafe_view_add_mean_mul_pow_rsqrt_7 = async_compile.triton('triton_per_fused__unsafe_view_add_mean_mul_pow_rsqrt_7', '''
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
    triton_meta={'signature': {'in_ptr0': '*fp32', 'in_ptr1': '*fp32', 'in_ptr2': '*fp32', 'out_ptr1': '*fp32', 'xnumel': 'i32', 'r0_numel': 'i32', 'XBLOCK': 'constexpr'}, 'device': DeviceProperties(type='cuda', index=0, multi_processor_count=132, cc=90, major=9, regs_per_multiprocessor=65536, max_threads_per_multi_processor=2048, max_threads_per_block=1024, warp_size=32), 'constants': {}, 'native_matmul': False, 'enable_fp_fusion': True, 'launch_pdl': False, 'disable_ftz': False, 'configs': [{(0,): [['tt.divisibility', 16]], (1,): [['tt.divisibility', 16]], (2,): [['tt.divisibility', 16]], (3,): [['tt.divisibility', 16]], (4,): [['tt.divisibility', 16]], (5,): [['tt.divisibility', 16]]}]},
    inductor_meta={'grid_type': 'Grid1D', 'autotune_hints': set(), 'kernel_name': 'triton_per_fused__unsafe_view_add_mean_mul_pow_rsqrt_7', 'mutated_arg_names': [], 'optimize_mem': True, 'no_x_dim': None, 'atomic_add_found': False, 'num_load': 3, 'num_store': 1, 'num_reduction': 1, 'backend_hash': '91D1D1166449D9E2EB66EB9770C9E2C3B0FEB787341F27FEB4D3F0338DA50336', 'assert_indirect_indexing': True, 'autotune_local_cache': True, 'autotune_pointwise': True, 'autotune_remote_cache': None, 'force_disable_caches': False, 'dynamic_scale_rblock': True, 'max_autotune': True, 'max_autotune_pointwise': False, 'min_split_scan_rblock': 256, 'spill_threshold': 16, 'store_cubin': False, 'deterministic': False, 'force_filter_reduction_configs': False, 'mix_order_reduction_allow_multi_stages': False, 'are_deterministic_algorithms_enabled': False, 'coordinate_descent_tuning': True, 'coordinate_descent_search_radius': 1, 'coordinate_descent_check_all_directions': False, 'tiling_scores': {'x': 0, 'r0_': 33280}}
)
@triton.jit
def triton_per_fused__unsafe_view_add_mean_mul_pow_rsqrt_7(in_ptr0, in_ptr1, in_ptr2, out_ptr1, xnumel, r0_numel, XBLOCK : tl.constexpr):
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
    tmp0 = tl.load(in_ptr0 + (r0_1 + 128*x0), xmask, other=0.0)
    tmp1 = tl.load(in_ptr1 + (r0_1 + 128*x0), xmask, other=0.0)
    tmp14 = tl.load(in_ptr2 + (r0_1), None, eviction_policy='evict_last')
    tmp2 = tmp0 + tmp1
    tmp3 = tmp2 * tmp2
    tmp4 = tl.broadcast_to(tmp3, [XBLOCK, R0_BLOCK])
    tmp6 = tl.where(xmask, tmp4, 0)
    tmp7 = tl.sum(tmp6, 1)[:, None].to(tl.float32)
    tmp8 = tl.full([1, 1], 128.0, tl.float32)
    tmp9 = (tmp7 / tmp8)
    tmp10 = tl.full([1, 1], 1e-06, tl.float32)
    tmp11 = tmp9 + tmp10
    tmp12 = libdevice.rsqrt(tmp11)
    tmp13 = tmp2 * tmp12
    tmp15 = tmp13 * tmp14
    tl.store(out_ptr1 + (r0_1 + 128*x0), tmp15, xmask)
''', device_str='cuda')


# kernel path: /tmp/tmpluwoi95j/cache/jw/cjwhp3uv3tinfpwwi4lssszq4cf6mcdl44nbjhjcq6lqqqudetca.py
# Unsorted Source Nodes: [invoke_quant_packed_4, invoke_quant_packed_5, invoke_quant_packed_6, invoke_quant_packed_11, invoke_quant_packed_12, invoke_quant_packed_13], Original ATen: [aten.mul, aten.index, aten._to_copy, aten.view, aten.stack, aten.__rshift__, aten.bitwise_and, aten._unsafe_view, aten.clone, aten.expand]
# Source node to ATen node mapping:
#   invoke_quant_packed_11 => bitwise_and, cat, clone, convert_element_type, expand, index, invoke_quant_25, mul, rshift, unsqueeze, unsqueeze_1, view, view_1, view_2
#   invoke_quant_packed_12 => bitwise_and, cat, clone, convert_element_type, expand, index, invoke_quant_26, mul, rshift, unsqueeze, unsqueeze_1, view, view_1, view_2
#   invoke_quant_packed_13 => bitwise_and, cat, clone, convert_element_type, expand, index, invoke_quant_27, mul, rshift, unsqueeze, unsqueeze_1, view, view_1, view_2
#   invoke_quant_packed_4 => bitwise_and, cat, clone, convert_element_type, expand, index, invoke_quant_18, mul, rshift, unsqueeze, unsqueeze_1, view, view_1, view_2
#   invoke_quant_packed_5 => bitwise_and, cat, clone, convert_element_type, expand, index, invoke_quant_19, mul, rshift, unsqueeze, unsqueeze_1, view, view_1, view_2
#   invoke_quant_packed_6 => bitwise_and, cat, clone, convert_element_type, expand, index, invoke_quant_20, mul, rshift, unsqueeze, unsqueeze_1, view, view_1, view_2
triton_poi_fused___rshift____to_copy__unsafe_view_bitwise_and_clone_expand_index_mul_stack_view_8 = async_compile.triton('triton_poi_fused___rshift____to_copy__unsafe_view_bitwise_and_clone_expand_index_mul_stack_view_8', '''
import triton
import triton.language as tl

from torch._inductor.runtime import triton_helpers, triton_heuristics
from torch._inductor.runtime.triton_helpers import libdevice, math as tl_math
from torch._inductor.runtime.hints import AutotuneHint, ReductionHint, TileHint, DeviceProperties
triton_helpers.set_driver_to_gpu()

@triton_heuristics.pointwise(
    size_hints={'x': 65536}, 
    filename=__file__,
    triton_meta={'signature': {'in_ptr0': '*u8', 'in_ptr1': '*fp32', 'in_ptr2': '*fp32', 'in_ptr3': '*u8', 'in_ptr4': '*fp32', 'in_ptr5': '*u8', 'in_ptr6': '*fp32', 'in_ptr7': '*u8', 'in_ptr8': '*fp32', 'in_ptr9': '*u8', 'in_ptr10': '*fp32', 'in_ptr11': '*u8', 'in_ptr12': '*fp32', 'out_ptr0': '*fp32', 'out_ptr1': '*fp32', 'out_ptr2': '*fp32', 'out_ptr3': '*fp32', 'out_ptr4': '*fp32', 'out_ptr5': '*fp32', 'xnumel': 'i32', 'XBLOCK': 'constexpr'}, 'device': DeviceProperties(type='cuda', index=0, multi_processor_count=132, cc=90, major=9, regs_per_multiprocessor=65536, max_threads_per_multi_processor=2048, max_threads_per_block=1024, warp_size=32), 'constants': {}, 'native_matmul': False, 'enable_fp_fusion': True, 'launch_pdl': False, 'disable_ftz': False, 'configs': [{(0,): [['tt.divisibility', 16]], (1,): [['tt.divisibility', 16]], (2,): [['tt.divisibility', 16]], (3,): [['tt.divisibility', 16]], (4,): [['tt.divisibility', 16]], (5,): [['tt.divisibility', 16]], (6,): [['tt.divisibility', 16]], (7,): [['tt.divisibility', 16]], (8,): [['tt.divisibility', 16]], (9,): [['tt.divisibility', 16]], (10,): [['tt.divisibility', 16]], (11,): [['tt.divisibility', 16]], (12,): [['tt.divisibility', 16]], (13,): [['tt.divisibility', 16]], (14,): [['tt.divisibility', 16]], (15,): [['tt.divisibility', 16]], (16,): [['tt.divisibility', 16]], (17,): [['tt.divisibility', 16]], (18,): [['tt.divisibility', 16]], (19,): [['tt.divisibility', 16]]}]},
    inductor_meta={'grid_type': 'Grid1D', 'autotune_hints': set(), 'kernel_name': 'triton_poi_fused___rshift____to_copy__unsafe_view_bitwise_and_clone_expand_index_mul_stack_view_8', 'mutated_arg_names': [], 'optimize_mem': True, 'no_x_dim': False, 'atomic_add_found': False, 'num_load': 18, 'num_store': 6, 'num_reduction': 0, 'backend_hash': '91D1D1166449D9E2EB66EB9770C9E2C3B0FEB787341F27FEB4D3F0338DA50336', 'assert_indirect_indexing': True, 'autotune_local_cache': True, 'autotune_pointwise': True, 'autotune_remote_cache': None, 'force_disable_caches': False, 'dynamic_scale_rblock': True, 'max_autotune': True, 'max_autotune_pointwise': False, 'min_split_scan_rblock': 256, 'spill_threshold': 16, 'store_cubin': False, 'deterministic': False, 'force_filter_reduction_configs': False, 'mix_order_reduction_allow_multi_stages': False, 'are_deterministic_algorithms_enabled': False, 'coordinate_descent_tuning': True, 'coordinate_descent_search_radius': 1, 'coordinate_descent_check_all_directions': False, 'tiling_scores': {'x': 2525184}},
    min_elem_per_thread=0
)
@triton.jit
def triton_poi_fused___rshift____to_copy__unsafe_view_bitwise_and_clone_expand_index_mul_stack_view_8(in_ptr0, in_ptr1, in_ptr2, in_ptr3, in_ptr4, in_ptr5, in_ptr6, in_ptr7, in_ptr8, in_ptr9, in_ptr10, in_ptr11, in_ptr12, out_ptr0, out_ptr1, out_ptr2, out_ptr3, out_ptr4, out_ptr5, xnumel, XBLOCK : tl.constexpr):
    xnumel = 49152
    xoffset = tl.program_id(0) * XBLOCK
    xindex = xoffset + tl.arange(0, XBLOCK)[:]
    xmask = tl.full([XBLOCK], True, tl.int1)[:]
    x4 = xindex
    tmp26 = tl.load(in_ptr2 + (x4 // 64), None, eviction_policy='evict_last')
    tmp43 = tl.load(in_ptr4 + (x4 // 64), None, eviction_policy='evict_last')
    tmp60 = tl.load(in_ptr6 + (x4 // 64), None, eviction_policy='evict_last')
    tmp77 = tl.load(in_ptr8 + (x4 // 64), None, eviction_policy='evict_last')
    tmp94 = tl.load(in_ptr10 + (x4 // 64), None, eviction_policy='evict_last')
    tmp111 = tl.load(in_ptr12 + (x4 // 64), None, eviction_policy='evict_last')
    tmp0 = (x4 % 2)
    tmp1 = tl.full([1], 0, tl.int64)
    tmp2 = tmp0 >= tmp1
    tmp3 = tl.full([1], 1, tl.int64)
    tmp4 = tmp0 < tmp3
    tmp5 = tl.load(in_ptr0 + (x4 // 2), tmp4, eviction_policy='evict_last', other=0.0)
    tmp6 = tl.full([1], 4, tl.uint8)
    tmp7 = tmp5 >> tmp6
    tmp8 = tl.full(tmp7.shape, 0.0, tmp7.dtype)
    tmp9 = tl.where(tmp4, tmp7, tmp8)
    tmp10 = tmp0 >= tmp3
    tmp11 = tl.full([1], 2, tl.int64)
    tmp12 = tmp0 < tmp11
    tmp13 = tl.load(in_ptr0 + (x4 // 2), tmp10, eviction_policy='evict_last', other=0.0)
    tmp14 = tl.full([1], 15, tl.uint8)
    tmp15 = tmp13 & tmp14
    tmp16 = tl.full(tmp15.shape, 0.0, tmp15.dtype)
    tmp17 = tl.where(tmp10, tmp15, tmp16)
    tmp18 = tl.where(tmp4, tmp9, tmp17)
    tmp19 = tmp18.to(tl.int64)
    tmp20 = tl.full([XBLOCK], 16, tl.int32)
    tmp21 = tmp19 + tmp20
    tmp22 = tmp19 < 0
    tmp23 = tl.where(tmp22, tmp21, tmp19)
    tl.device_assert((0 <= tmp23) & (tmp23 < 16), "index out of bounds: 0 <= tmp23 < 16")
    tmp25 = tl.load(in_ptr1 + (tmp23), None, eviction_policy='evict_last')
    tmp27 = tmp25 * tmp26
    tmp28 = tl.load(in_ptr3 + (x4 // 2), tmp4, eviction_policy='evict_last', other=0.0)
    tmp29 = tmp28 >> tmp6
    tmp30 = tl.full(tmp29.shape, 0.0, tmp29.dtype)
    tmp31 = tl.where(tmp4, tmp29, tmp30)
    tmp32 = tl.load(in_ptr3 + (x4 // 2), tmp10, eviction_policy='evict_last', other=0.0)
    tmp33 = tmp32 & tmp14
    tmp34 = tl.full(tmp33.shape, 0.0, tmp33.dtype)
    tmp35 = tl.where(tmp10, tmp33, tmp34)
    tmp36 = tl.where(tmp4, tmp31, tmp35)
    tmp37 = tmp36.to(tl.int64)
    tmp38 = tmp37 + tmp20
    tmp39 = tmp37 < 0
    tmp40 = tl.where(tmp39, tmp38, tmp37)
    tl.device_assert((0 <= tmp40) & (tmp40 < 16), "index out of bounds: 0 <= tmp40 < 16")
    tmp42 = tl.load(in_ptr1 + (tmp40), None, eviction_policy='evict_last')
    tmp44 = tmp42 * tmp43
    tmp45 = tl.load(in_ptr5 + (x4 // 2), tmp4, eviction_policy='evict_last', other=0.0)
    tmp46 = tmp45 >> tmp6
    tmp47 = tl.full(tmp46.shape, 0.0, tmp46.dtype)
    tmp48 = tl.where(tmp4, tmp46, tmp47)
    tmp49 = tl.load(in_ptr5 + (x4 // 2), tmp10, eviction_policy='evict_last', other=0.0)
    tmp50 = tmp49 & tmp14
    tmp51 = tl.full(tmp50.shape, 0.0, tmp50.dtype)
    tmp52 = tl.where(tmp10, tmp50, tmp51)
    tmp53 = tl.where(tmp4, tmp48, tmp52)
    tmp54 = tmp53.to(tl.int64)
    tmp55 = tmp54 + tmp20
    tmp56 = tmp54 < 0
    tmp57 = tl.where(tmp56, tmp55, tmp54)
    tl.device_assert((0 <= tmp57) & (tmp57 < 16), "index out of bounds: 0 <= tmp57 < 16")
    tmp59 = tl.load(in_ptr1 + (tmp57), None, eviction_policy='evict_last')
    tmp61 = tmp59 * tmp60
    tmp62 = tl.load(in_ptr7 + (x4 // 2), tmp4, eviction_policy='evict_last', other=0.0)
    tmp63 = tmp62 >> tmp6
    tmp64 = tl.full(tmp63.shape, 0.0, tmp63.dtype)
    tmp65 = tl.where(tmp4, tmp63, tmp64)
    tmp66 = tl.load(in_ptr7 + (x4 // 2), tmp10, eviction_policy='evict_last', other=0.0)
    tmp67 = tmp66 & tmp14
    tmp68 = tl.full(tmp67.shape, 0.0, tmp67.dtype)
    tmp69 = tl.where(tmp10, tmp67, tmp68)
    tmp70 = tl.where(tmp4, tmp65, tmp69)
    tmp71 = tmp70.to(tl.int64)
    tmp72 = tmp71 + tmp20
    tmp73 = tmp71 < 0
    tmp74 = tl.where(tmp73, tmp72, tmp71)
    tl.device_assert((0 <= tmp74) & (tmp74 < 16), "index out of bounds: 0 <= tmp74 < 16")
    tmp76 = tl.load(in_ptr1 + (tmp74), None, eviction_policy='evict_last')
    tmp78 = tmp76 * tmp77
    tmp79 = tl.load(in_ptr9 + (x4 // 2), tmp4, eviction_policy='evict_last', other=0.0)
    tmp80 = tmp79 >> tmp6
    tmp81 = tl.full(tmp80.shape, 0.0, tmp80.dtype)
    tmp82 = tl.where(tmp4, tmp80, tmp81)
    tmp83 = tl.load(in_ptr9 + (x4 // 2), tmp10, eviction_policy='evict_last', other=0.0)
    tmp84 = tmp83 & tmp14
    tmp85 = tl.full(tmp84.shape, 0.0, tmp84.dtype)
    tmp86 = tl.where(tmp10, tmp84, tmp85)
    tmp87 = tl.where(tmp4, tmp82, tmp86)
    tmp88 = tmp87.to(tl.int64)
    tmp89 = tmp88 + tmp20
    tmp90 = tmp88 < 0
    tmp91 = tl.where(tmp90, tmp89, tmp88)
    tl.device_assert((0 <= tmp91) & (tmp91 < 16), "index out of bounds: 0 <= tmp91 < 16")
    tmp93 = tl.load(in_ptr1 + (tmp91), None, eviction_policy='evict_last')
    tmp95 = tmp93 * tmp94
    tmp96 = tl.load(in_ptr11 + (x4 // 2), tmp4, eviction_policy='evict_last', other=0.0)
    tmp97 = tmp96 >> tmp6
    tmp98 = tl.full(tmp97.shape, 0.0, tmp97.dtype)
    tmp99 = tl.where(tmp4, tmp97, tmp98)
    tmp100 = tl.load(in_ptr11 + (x4 // 2), tmp10, eviction_policy='evict_last', other=0.0)
    tmp101 = tmp100 & tmp14
    tmp102 = tl.full(tmp101.shape, 0.0, tmp101.dtype)
    tmp103 = tl.where(tmp10, tmp101, tmp102)
    tmp104 = tl.where(tmp4, tmp99, tmp103)
    tmp105 = tmp104.to(tl.int64)
    tmp106 = tmp105 + tmp20
    tmp107 = tmp105 < 0
    tmp108 = tl.where(tmp107, tmp106, tmp105)
    tl.device_assert((0 <= tmp108) & (tmp108 < 16), "index out of bounds: 0 <= tmp108 < 16")
    tmp110 = tl.load(in_ptr1 + (tmp108), None, eviction_policy='evict_last')
    tmp112 = tmp110 * tmp111
    tl.store(out_ptr0 + (x4), tmp27, None)
    tl.store(out_ptr1 + (x4), tmp44, None)
    tl.store(out_ptr2 + (x4), tmp61, None)
    tl.store(out_ptr3 + (x4), tmp78, None)
    tl.store(out_ptr4 + (x4), tmp95, None)
    tl.store(out_ptr5 + (x4), tmp112, None)
''', device_str='cuda')


# kernel path: /tmp/tmpluwoi95j/cache/46/c46hvrmb73lbujv33y7br74hhqdch5dxfxv5r6gbrxepqrhs67ws.py
# Topologically Sorted Source Nodes: [matmul_5, x, pow_2, mean_1, add_2, rsqrt_1, mul_2, h_1, matmul_6, t_4], Original ATen: [aten._unsafe_view, aten.add, aten.pow, aten.mean, aten.rsqrt, aten.mul, aten.view, aten.t, aten.mm]
# Source node to ATen node mapping:
#   add_2 => add_2
#   h_1 => mul_3
#   matmul_5 => view_17
#   matmul_6 => mm_4, view_18
#   mean_1 => mean_1
#   mul_2 => mul_2
#   pow_2 => pow_2
#   rsqrt_1 => rsqrt_1
#   t_4 => permute_9
#   x => add_1
# Graph fragment:
#   %mul_3 : Tensor "f32[1, 16, 128][2048, 128, 1]cuda:0" = PlaceHolder[target=mul_3]
#   %invoke_quant_18 : Tensor "f32[384, 128][128, 1]cuda:0" = PlaceHolder[target=invoke_quant_18]
#   %view_17 : Tensor "f32[1, 16, 128][2048, 128, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.reshape.default](args = (%mm_3, [1, 16, 128]), kwargs = {})
#   %add_1 : Tensor "f32[1, 16, 128][2048, 128, 1]cuda:0"[num_users=3] = call_function[target=torch.ops.aten.add.Tensor](args = (%arg0_1, %view_17), kwargs = {})
#   %pow_2 : Tensor "f32[1, 16, 128][2048, 128, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.pow.Tensor_Scalar](args = (%add_1, 2), kwargs = {})
#   %mean_1 : Tensor "f32[1, 16, 1][16, 1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mean.dim](args = (%pow_2, [-1], True), kwargs = {})
#   %add_2 : Tensor "f32[1, 16, 1][16, 1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.add.Tensor](args = (%mean_1, 1e-06), kwargs = {})
#   %rsqrt_1 : Tensor "f32[1, 16, 1][16, 1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.rsqrt.default](args = (%add_2,), kwargs = {})
#   %mul_2 : Tensor "f32[1, 16, 128][2048, 128, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%add_1, %rsqrt_1), kwargs = {})
#   %mul_3 : Tensor "f32[1, 16, 128][2048, 128, 1]cuda:0"[num_users=2] = call_function[target=torch.ops.aten.mul.Tensor](args = (%mul_2, %arg11_1), kwargs = {})
#   %view_18 : Tensor "f32[16, 128][128, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.reshape.default](args = (%mul_3, [16, 128]), kwargs = {})
#   %permute_9 : Tensor "f32[128, 384][1, 128]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.permute.default](args = (%invoke_quant_18, [1, 0]), kwargs = {})
#   %mm_4 : Tensor "f32[16, 384][384, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mm.default](args = (%view_18, %permute_9), kwargs = {})
#   return %mm_4
triton_tem_fused__unsafe_view_add_mean_mm_mul_pow_rsqrt_t_view_9 = async_compile.triton('triton_tem_fused__unsafe_view_add_mean_mm_mul_pow_rsqrt_t_view_9', '''
import triton
import triton.language as tl

from torch._inductor.runtime import triton_helpers, triton_heuristics
from torch._inductor.runtime.triton_helpers import libdevice, math as tl_math
from torch._inductor.runtime.hints import AutotuneHint, ReductionHint, TileHint, DeviceProperties

@triton_heuristics.template(

num_stages=2,
num_warps=2,
triton_meta={'signature': {'arg_A': '*fp32', 'arg_B': '*fp32', 'out_ptr0': '*fp32'}, 'device': DeviceProperties(type='cuda', index=0, multi_processor_count=132, cc=90, major=9, regs_per_multiprocessor=65536, max_threads_per_multi_processor=2048, max_threads_per_block=1024, warp_size=32), 'constants': {}, 'configs': [{(0,): [['tt.divisibility', 16]], (1,): [['tt.divisibility', 16]], (2,): [['tt.divisibility', 16]]}]},
inductor_meta={'kernel_name': 'triton_tem_fused__unsafe_view_add_mean_mm_mul_pow_rsqrt_t_view_9', 'backend_hash': '91D1D1166449D9E2EB66EB9770C9E2C3B0FEB787341F27FEB4D3F0338DA50336', 'assert_indirect_indexing': True, 'autotune_local_cache': True, 'autotune_pointwise': True, 'autotune_remote_cache': None, 'force_disable_caches': False, 'dynamic_scale_rblock': True, 'max_autotune': True, 'max_autotune_pointwise': False, 'min_split_scan_rblock': 256, 'spill_threshold': 16, 'store_cubin': False, 'deterministic': False, 'force_filter_reduction_configs': False, 'mix_order_reduction_allow_multi_stages': False, 'are_deterministic_algorithms_enabled': False, 'coordinate_descent_tuning': True, 'coordinate_descent_search_radius': 1, 'coordinate_descent_check_all_directions': False, 'grid_type': 'FixedGrid', 'fixed_grid': ['_grid_0', '_grid_1', '_grid_2'], 'extra_launcher_args': ['_grid_0', '_grid_1', '_grid_2'], 'config_args': {'EVEN_K': True, 'USE_FAST_ACCUM': False, 'ACC_TYPE': 'tl.float32', 'BLOCK_M': 16, 'BLOCK_N': 32, 'BLOCK_K': 128, 'GROUP_M': 8, 'ALLOW_TF32': False}},

)
@triton.jit
def triton_tem_fused__unsafe_view_add_mean_mm_mul_pow_rsqrt_t_view_9(arg_A, arg_B, out_ptr0):
    EVEN_K : tl.constexpr = True
    USE_FAST_ACCUM : tl.constexpr = False
    ACC_TYPE : tl.constexpr = tl.float32
    BLOCK_M : tl.constexpr = 16
    BLOCK_N : tl.constexpr = 32
    BLOCK_K : tl.constexpr = 128
    GROUP_M : tl.constexpr = 8
    ALLOW_TF32 : tl.constexpr = False
    INDEX_DTYPE : tl.constexpr = tl.int32
    A = arg_A
    B = arg_B

    M = 16
    N = 384
    K = 128
    if M * N == 0:
        # early exit due to zero-size input(s)
        return
    stride_am = 128
    stride_ak = 1
    stride_bk = 1
    stride_bn = 128

    # based on triton.ops.matmul
    pid = tl.program_id(0).to(INDEX_DTYPE)
    grid_m = (M + BLOCK_M - 1) // BLOCK_M
    grid_n = (N + BLOCK_N - 1) // BLOCK_N

    # re-order program ID for better L2 performance
    width = GROUP_M * grid_n
    group_id = pid // width
    group_size = min(grid_m - group_id * GROUP_M, GROUP_M)
    pid_m = group_id * GROUP_M + (pid % group_size)
    pid_n = (pid % width) // (group_size)
    tl.assume(pid_m >= 0)
    tl.assume(pid_n >= 0)

    rm = pid_m * BLOCK_M + tl.arange(0, BLOCK_M)
    rn = pid_n * BLOCK_N + tl.arange(0, BLOCK_N)
    if ((stride_am == 1 and stride_ak == M) or (stride_am == K and stride_ak == 1)) and (M >= BLOCK_M and K > 1):
        offs_a_m = tl.max_contiguous(tl.multiple_of(rm % M, BLOCK_M), BLOCK_M)
    else:
        offs_a_m = rm % M
    if ((stride_bk == 1 and stride_bn == K) or (stride_bk == N and stride_bn == 1)) and (N >= BLOCK_N and K > 1):
        offs_b_n = tl.max_contiguous(tl.multiple_of(rn % N, BLOCK_N), BLOCK_N)
    else:
        offs_b_n = rn % N
    offs_k = tl.arange(0, BLOCK_K)
    acc = tl.zeros((BLOCK_M, BLOCK_N), dtype=ACC_TYPE)

    for k_idx in range(0, tl.cdiv(K, BLOCK_K)):

        a_k_idx_vals = offs_k[None, :] + (k_idx * BLOCK_K)
        b_k_idx_vals = offs_k[:, None] + (k_idx * BLOCK_K)

        idx_m = offs_a_m[:, None]
        idx_n = a_k_idx_vals
        xindex = idx_n + 128*idx_m
        a = tl.load(A + (xindex))

        idx_m = b_k_idx_vals
        idx_n = offs_b_n[None, :]
        xindex = idx_n + 384*idx_m
        b = tl.load(B + ((tl.broadcast_to(idx_m + 128*idx_n, [BLOCK_K, BLOCK_N])).broadcast_to(xindex.shape)))


        acc += tl.dot(a, b, allow_tf32=ALLOW_TF32, out_dtype=ACC_TYPE)


    # rematerialize rm and rn to save registers
    rm = pid_m * BLOCK_M + tl.arange(0, BLOCK_M)
    rn = pid_n * BLOCK_N + tl.arange(0, BLOCK_N)
    idx_m = rm[:, None]
    idx_n = rn[None, :]
    mask = (idx_m < M) & (idx_n < N)

    # inductor generates a suffix
    xindex = idx_n + 384*idx_m
    tl.store(out_ptr0 + (tl.broadcast_to(xindex, [BLOCK_M, BLOCK_N])), acc, mask)
''', device_str='cuda')


# kernel path: /tmp/tmpluwoi95j/cache/uf/cufif2mzq76nerreipq4aungh5ktro37ttmc5o2cnca4xafjpr5h.py
# Topologically Sorted Source Nodes: [matmul_6, silu, matmul_7, mul_4], Original ATen: [aten._unsafe_view, aten.silu, aten.mul]
# Source node to ATen node mapping:
#   matmul_6 => view_19
#   matmul_7 => view_21
#   mul_4 => mul_4
#   silu => add_3, div_2, exp_1, neg
# Graph fragment:
#   %mm_4 : Tensor "f32[16, 384][384, 1]cuda:0" = PlaceHolder[target=mm_4]
#   %mm_5 : Tensor "f32[16, 384][384, 1]cuda:0" = PlaceHolder[target=mm_5]
#   %view_19 : Tensor "f32[1, 16, 384][6144, 384, 1]cuda:0"[num_users=2] = call_function[target=torch.ops.aten.reshape.default](args = (%mm_4, [1, 16, 384]), kwargs = {})
#   %neg : Tensor "f32[1, 16, 384][6144, 384, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.neg.default](args = (%view_19,), kwargs = {})
#   %exp_1 : Tensor "f32[1, 16, 384][6144, 384, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.exp.default](args = (%neg,), kwargs = {})
#   %add_3 : Tensor "f32[1, 16, 384][6144, 384, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.add.Tensor](args = (%exp_1, 1), kwargs = {})
#   %div_2 : Tensor "f32[1, 16, 384][6144, 384, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.div.Tensor](args = (%view_19, %add_3), kwargs = {})
#   %view_21 : Tensor "f32[1, 16, 384][6144, 384, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.reshape.default](args = (%mm_5, [1, 16, 384]), kwargs = {})
#   %mul_4 : Tensor "f32[1, 16, 384][6144, 384, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%div_2, %view_21), kwargs = {})
#   return %mul_4
triton_poi_fused__unsafe_view_mul_silu_10 = async_compile.triton('triton_poi_fused__unsafe_view_mul_silu_10', '''
import triton
import triton.language as tl

from torch._inductor.runtime import triton_helpers, triton_heuristics
from torch._inductor.runtime.triton_helpers import libdevice, math as tl_math
from torch._inductor.runtime.hints import AutotuneHint, ReductionHint, TileHint, DeviceProperties
triton_helpers.set_driver_to_gpu()

@triton_heuristics.pointwise(
    size_hints={'x': 8192}, 
    filename=__file__,
    triton_meta={'signature': {'in_out_ptr0': '*fp32', 'in_ptr0': '*fp32', 'xnumel': 'i32', 'XBLOCK': 'constexpr'}, 'device': DeviceProperties(type='cuda', index=0, multi_processor_count=132, cc=90, major=9, regs_per_multiprocessor=65536, max_threads_per_multi_processor=2048, max_threads_per_block=1024, warp_size=32), 'constants': {}, 'native_matmul': False, 'enable_fp_fusion': True, 'launch_pdl': False, 'disable_ftz': False, 'configs': [{(0,): [['tt.divisibility', 16]], (1,): [['tt.divisibility', 16]], (2,): [['tt.divisibility', 16]]}]},
    inductor_meta={'grid_type': 'Grid1D', 'autotune_hints': set(), 'kernel_name': 'triton_poi_fused__unsafe_view_mul_silu_10', 'mutated_arg_names': ['in_out_ptr0'], 'optimize_mem': True, 'no_x_dim': False, 'atomic_add_found': False, 'num_load': 2, 'num_store': 1, 'num_reduction': 0, 'backend_hash': '91D1D1166449D9E2EB66EB9770C9E2C3B0FEB787341F27FEB4D3F0338DA50336', 'assert_indirect_indexing': True, 'autotune_local_cache': True, 'autotune_pointwise': True, 'autotune_remote_cache': None, 'force_disable_caches': False, 'dynamic_scale_rblock': True, 'max_autotune': True, 'max_autotune_pointwise': False, 'min_split_scan_rblock': 256, 'spill_threshold': 16, 'store_cubin': False, 'deterministic': False, 'force_filter_reduction_configs': False, 'mix_order_reduction_allow_multi_stages': False, 'are_deterministic_algorithms_enabled': False, 'coordinate_descent_tuning': True, 'coordinate_descent_search_radius': 1, 'coordinate_descent_check_all_directions': False, 'tiling_scores': {'x': 98304}},
    min_elem_per_thread=0
)
@triton.jit
def triton_poi_fused__unsafe_view_mul_silu_10(in_out_ptr0, in_ptr0, xnumel, XBLOCK : tl.constexpr):
    xnumel = 6144
    xoffset = tl.program_id(0) * XBLOCK
    xindex = xoffset + tl.arange(0, XBLOCK)[:]
    xmask = xindex < xnumel
    x0 = xindex
    tmp0 = tl.load(in_out_ptr0 + (x0), xmask)
    tmp6 = tl.load(in_ptr0 + (x0), xmask)
    tmp1 = -tmp0
    tmp2 = libdevice.exp(tmp1)
    tmp3 = tl.full([1], 1.0, tl.float32)
    tmp4 = tmp2 + tmp3
    tmp5 = (tmp0 / tmp4)
    tmp7 = tmp5 * tmp6
    tl.store(in_out_ptr0 + (x0), tmp7, xmask)
''', device_str='cuda')


# kernel path: /tmp/tmpluwoi95j/cache/3h/c3h7xqqq34jxli5p3f44l4r5ckyhglq7s2p7hpplsdnbydfddflr.py
# Topologically Sorted Source Nodes: [matmul_6, silu, matmul_7, mul_4, matmul_8, t_6], Original ATen: [aten._unsafe_view, aten.silu, aten.mul, aten.view, aten.t, aten.mm]
# Source node to ATen node mapping:
#   matmul_6 => view_19
#   matmul_7 => view_21
#   matmul_8 => mm_6, view_22
#   mul_4 => mul_4
#   silu => add_3, div_2, exp_1, neg
#   t_6 => permute_11
# Graph fragment:
#   %mul_4 : Tensor "f32[1, 16, 384][6144, 384, 1]cuda:0" = PlaceHolder[target=mul_4]
#   %invoke_quant_20 : Tensor "f32[128, 384][384, 1]cuda:0" = PlaceHolder[target=invoke_quant_20]
#   %view_19 : Tensor "f32[1, 16, 384][6144, 384, 1]cuda:0"[num_users=2] = call_function[target=torch.ops.aten.reshape.default](args = (%mm_4, [1, 16, 384]), kwargs = {})
#   %neg : Tensor "f32[1, 16, 384][6144, 384, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.neg.default](args = (%view_19,), kwargs = {})
#   %exp_1 : Tensor "f32[1, 16, 384][6144, 384, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.exp.default](args = (%neg,), kwargs = {})
#   %add_3 : Tensor "f32[1, 16, 384][6144, 384, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.add.Tensor](args = (%exp_1, 1), kwargs = {})
#   %div_2 : Tensor "f32[1, 16, 384][6144, 384, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.div.Tensor](args = (%view_19, %add_3), kwargs = {})
#   %view_21 : Tensor "f32[1, 16, 384][6144, 384, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.reshape.default](args = (%mm_5, [1, 16, 384]), kwargs = {})
#   %mul_4 : Tensor "f32[1, 16, 384][6144, 384, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%div_2, %view_21), kwargs = {})
#   %view_22 : Tensor "f32[16, 384][384, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.reshape.default](args = (%mul_4, [16, 384]), kwargs = {})
#   %permute_11 : Tensor "f32[384, 128][1, 384]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.permute.default](args = (%invoke_quant_20, [1, 0]), kwargs = {})
#   %mm_6 : Tensor "f32[16, 128][128, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mm.default](args = (%view_22, %permute_11), kwargs = {})
#   return %mm_6
triton_tem_fused__unsafe_view_mm_mul_silu_t_view_11 = async_compile.triton('triton_tem_fused__unsafe_view_mm_mul_silu_t_view_11', '''
import triton
import triton.language as tl

from torch._inductor.runtime import triton_helpers, triton_heuristics
from torch._inductor.runtime.triton_helpers import libdevice, math as tl_math
from torch._inductor.runtime.hints import AutotuneHint, ReductionHint, TileHint, DeviceProperties

@triton_heuristics.template(

num_stages=5,
num_warps=2,
triton_meta={'signature': {'arg_A': '*fp32', 'arg_B': '*fp32', 'out_ptr0': '*fp32'}, 'device': DeviceProperties(type='cuda', index=0, multi_processor_count=132, cc=90, major=9, regs_per_multiprocessor=65536, max_threads_per_multi_processor=2048, max_threads_per_block=1024, warp_size=32), 'constants': {}, 'configs': [{(0,): [['tt.divisibility', 16]], (1,): [['tt.divisibility', 16]], (2,): [['tt.divisibility', 16]]}]},
inductor_meta={'kernel_name': 'triton_tem_fused__unsafe_view_mm_mul_silu_t_view_11', 'backend_hash': '91D1D1166449D9E2EB66EB9770C9E2C3B0FEB787341F27FEB4D3F0338DA50336', 'assert_indirect_indexing': True, 'autotune_local_cache': True, 'autotune_pointwise': True, 'autotune_remote_cache': None, 'force_disable_caches': False, 'dynamic_scale_rblock': True, 'max_autotune': True, 'max_autotune_pointwise': False, 'min_split_scan_rblock': 256, 'spill_threshold': 16, 'store_cubin': False, 'deterministic': False, 'force_filter_reduction_configs': False, 'mix_order_reduction_allow_multi_stages': False, 'are_deterministic_algorithms_enabled': False, 'coordinate_descent_tuning': True, 'coordinate_descent_search_radius': 1, 'coordinate_descent_check_all_directions': False, 'grid_type': 'FixedGrid', 'fixed_grid': ['_grid_0', '_grid_1', '_grid_2'], 'extra_launcher_args': ['_grid_0', '_grid_1', '_grid_2'], 'config_args': {'EVEN_K': True, 'USE_FAST_ACCUM': False, 'ACC_TYPE': 'tl.float32', 'BLOCK_M': 16, 'BLOCK_N': 32, 'BLOCK_K': 128, 'GROUP_M': 8, 'ALLOW_TF32': False}},

)
@triton.jit
def triton_tem_fused__unsafe_view_mm_mul_silu_t_view_11(arg_A, arg_B, out_ptr0):
    EVEN_K : tl.constexpr = True
    USE_FAST_ACCUM : tl.constexpr = False
    ACC_TYPE : tl.constexpr = tl.float32
    BLOCK_M : tl.constexpr = 16
    BLOCK_N : tl.constexpr = 32
    BLOCK_K : tl.constexpr = 128
    GROUP_M : tl.constexpr = 8
    ALLOW_TF32 : tl.constexpr = False
    INDEX_DTYPE : tl.constexpr = tl.int32
    A = arg_A
    B = arg_B

    M = 16
    N = 128
    K = 384
    if M * N == 0:
        # early exit due to zero-size input(s)
        return
    stride_am = 384
    stride_ak = 1
    stride_bk = 1
    stride_bn = 384

    # based on triton.ops.matmul
    pid = tl.program_id(0).to(INDEX_DTYPE)
    grid_m = (M + BLOCK_M - 1) // BLOCK_M
    grid_n = (N + BLOCK_N - 1) // BLOCK_N

    # re-order program ID for better L2 performance
    width = GROUP_M * grid_n
    group_id = pid // width
    group_size = min(grid_m - group_id * GROUP_M, GROUP_M)
    pid_m = group_id * GROUP_M + (pid % group_size)
    pid_n = (pid % width) // (group_size)
    tl.assume(pid_m >= 0)
    tl.assume(pid_n >= 0)

    rm = pid_m * BLOCK_M + tl.arange(0, BLOCK_M)
    rn = pid_n * BLOCK_N + tl.arange(0, BLOCK_N)
    if ((stride_am == 1 and stride_ak == M) or (stride_am == K and stride_ak == 1)) and (M >= BLOCK_M and K > 1):
        offs_a_m = tl.max_contiguous(tl.multiple_of(rm % M, BLOCK_M), BLOCK_M)
    else:
        offs_a_m = rm % M
    if ((stride_bk == 1 and stride_bn == K) or (stride_bk == N and stride_bn == 1)) and (N >= BLOCK_N and K > 1):
        offs_b_n = tl.max_contiguous(tl.multiple_of(rn % N, BLOCK_N), BLOCK_N)
    else:
        offs_b_n = rn % N
    offs_k = tl.arange(0, BLOCK_K)
    acc = tl.zeros((BLOCK_M, BLOCK_N), dtype=ACC_TYPE)

    for k_idx in range(0, tl.cdiv(K, BLOCK_K)):

        a_k_idx_vals = offs_k[None, :] + (k_idx * BLOCK_K)
        b_k_idx_vals = offs_k[:, None] + (k_idx * BLOCK_K)

        idx_m = offs_a_m[:, None]
        idx_n = a_k_idx_vals
        xindex = idx_n + 384*idx_m
        a = tl.load(A + (xindex))

        idx_m = b_k_idx_vals
        idx_n = offs_b_n[None, :]
        xindex = idx_n + 128*idx_m
        b = tl.load(B + ((tl.broadcast_to(idx_m + 384*idx_n, [BLOCK_K, BLOCK_N])).broadcast_to(xindex.shape)))


        acc += tl.dot(a, b, allow_tf32=ALLOW_TF32, out_dtype=ACC_TYPE)


    # rematerialize rm and rn to save registers
    rm = pid_m * BLOCK_M + tl.arange(0, BLOCK_M)
    rn = pid_n * BLOCK_N + tl.arange(0, BLOCK_N)
    idx_m = rm[:, None]
    idx_n = rn[None, :]
    mask = (idx_m < M) & (idx_n < N)

    # inductor generates a suffix
    xindex = idx_n + 128*idx_m
    tl.store(out_ptr0 + (tl.broadcast_to(xindex, [BLOCK_M, BLOCK_N])), acc, mask)
''', device_str='cuda')


# kernel path: /tmp/tmpluwoi95j/cache/7m/c7mggb6gcpwpdr35ecdue4etixpfdp5riydk3xe32fffcdn5gxto.py
# Topologically Sorted Source Nodes: [matmul_5, x, matmul_8, x_1, pow_3, mean_2, add_4, rsqrt_2, mul_5, h_2], Original ATen: [aten._unsafe_view, aten.add, aten.pow, aten.mean, aten.rsqrt, aten.mul]
# Source node to ATen node mapping:
#   add_4 => add_5
#   h_2 => mul_6
#   matmul_5 => view_17
#   matmul_8 => view_23
#   mean_2 => mean_2
#   mul_5 => mul_5
#   pow_3 => pow_3
#   rsqrt_2 => rsqrt_2
#   x => add_1
#   x_1 => add_4
# Graph fragment:
#   %arg0_1 : Tensor "f32[1, 16, 128][2048, 128, 1]cuda:0" = PlaceHolder[target=arg0_1]
#   %mm_3 : Tensor "f32[16, 128][128, 1]cuda:0" = PlaceHolder[target=mm_3]
#   %mm_6 : Tensor "f32[16, 128][128, 1]cuda:0" = PlaceHolder[target=mm_6]
#   %buf25 : Tensor "f32[1, 16, 1][16, 1, 16]cuda:0" = PlaceHolder[target=buf25]
#   %arg18_1 : Tensor "f32[128][1]cuda:0" = PlaceHolder[target=arg18_1]
#   %view_17 : Tensor "f32[1, 16, 128][2048, 128, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.reshape.default](args = (%mm_3, [1, 16, 128]), kwargs = {})
#   %add_1 : Tensor "f32[1, 16, 128][2048, 128, 1]cuda:0"[num_users=3] = call_function[target=torch.ops.aten.add.Tensor](args = (%arg0_1, %view_17), kwargs = {})
#   %view_23 : Tensor "f32[1, 16, 128][2048, 128, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.reshape.default](args = (%mm_6, [1, 16, 128]), kwargs = {})
#   %add_4 : Tensor "f32[1, 16, 128][2048, 128, 1]cuda:0"[num_users=3] = call_function[target=torch.ops.aten.add.Tensor](args = (%add_1, %view_23), kwargs = {})
#   %pow_3 : Tensor "f32[1, 16, 128][2048, 128, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.pow.Tensor_Scalar](args = (%add_4, 2), kwargs = {})
#   %mean_2 : Tensor "f32[1, 16, 1][16, 1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mean.dim](args = (%pow_3, [-1], True), kwargs = {})
#   %add_5 : Tensor "f32[1, 16, 1][16, 1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.add.Tensor](args = (%mean_2, 1e-06), kwargs = {})
#   %rsqrt_2 : Tensor "f32[1, 16, 1][16, 1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.rsqrt.default](args = (%add_5,), kwargs = {})
#   %mul_5 : Tensor "f32[1, 16, 128][2048, 128, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%add_4, %rsqrt_2), kwargs = {})
#   %mul_6 : Tensor "f32[1, 16, 128][2048, 128, 1]cuda:0"[num_users=3] = call_function[target=torch.ops.aten.mul.Tensor](args = (%mul_5, %arg18_1), kwargs = {})
#   return %buf25,%mul_6
triton_per_fused__unsafe_view_add_mean_mul_pow_rsqrt_12 = async_compile.triton('triton_per_fused__unsafe_view_add_mean_mul_pow_rsqrt_12', '''
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
    triton_meta={'signature': {'in_ptr0': '*fp32', 'in_ptr1': '*fp32', 'in_ptr2': '*fp32', 'in_ptr3': '*fp32', 'out_ptr1': '*fp32', 'xnumel': 'i32', 'r0_numel': 'i32', 'XBLOCK': 'constexpr'}, 'device': DeviceProperties(type='cuda', index=0, multi_processor_count=132, cc=90, major=9, regs_per_multiprocessor=65536, max_threads_per_multi_processor=2048, max_threads_per_block=1024, warp_size=32), 'constants': {}, 'native_matmul': False, 'enable_fp_fusion': True, 'launch_pdl': False, 'disable_ftz': False, 'configs': [{(0,): [['tt.divisibility', 16]], (1,): [['tt.divisibility', 16]], (2,): [['tt.divisibility', 16]], (3,): [['tt.divisibility', 16]], (4,): [['tt.divisibility', 16]], (5,): [['tt.divisibility', 16]], (6,): [['tt.divisibility', 16]]}]},
    inductor_meta={'grid_type': 'Grid1D', 'autotune_hints': set(), 'kernel_name': 'triton_per_fused__unsafe_view_add_mean_mul_pow_rsqrt_12', 'mutated_arg_names': [], 'optimize_mem': True, 'no_x_dim': None, 'atomic_add_found': False, 'num_load': 4, 'num_store': 1, 'num_reduction': 1, 'backend_hash': '91D1D1166449D9E2EB66EB9770C9E2C3B0FEB787341F27FEB4D3F0338DA50336', 'assert_indirect_indexing': True, 'autotune_local_cache': True, 'autotune_pointwise': True, 'autotune_remote_cache': None, 'force_disable_caches': False, 'dynamic_scale_rblock': True, 'max_autotune': True, 'max_autotune_pointwise': False, 'min_split_scan_rblock': 256, 'spill_threshold': 16, 'store_cubin': False, 'deterministic': False, 'force_filter_reduction_configs': False, 'mix_order_reduction_allow_multi_stages': False, 'are_deterministic_algorithms_enabled': False, 'coordinate_descent_tuning': True, 'coordinate_descent_search_radius': 1, 'coordinate_descent_check_all_directions': False, 'tiling_scores': {'x': 0, 'r0_': 41472}}
)
@triton.jit
def triton_per_fused__unsafe_view_add_mean_mul_pow_rsqrt_12(in_ptr0, in_ptr1, in_ptr2, in_ptr3, out_ptr1, xnumel, r0_numel, XBLOCK : tl.constexpr):
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
    tmp0 = tl.load(in_ptr0 + (r0_1 + 128*x0), xmask, other=0.0)
    tmp1 = tl.load(in_ptr1 + (r0_1 + 128*x0), xmask, other=0.0)
    tmp3 = tl.load(in_ptr2 + (r0_1 + 128*x0), xmask, other=0.0)
    tmp16 = tl.load(in_ptr3 + (r0_1), None, eviction_policy='evict_last')
    tmp2 = tmp0 + tmp1
    tmp4 = tmp2 + tmp3
    tmp5 = tmp4 * tmp4
    tmp6 = tl.broadcast_to(tmp5, [XBLOCK, R0_BLOCK])
    tmp8 = tl.where(xmask, tmp6, 0)
    tmp9 = tl.sum(tmp8, 1)[:, None].to(tl.float32)
    tmp10 = tl.full([1, 1], 128.0, tl.float32)
    tmp11 = (tmp9 / tmp10)
    tmp12 = tl.full([1, 1], 1e-06, tl.float32)
    tmp13 = tmp11 + tmp12
    tmp14 = libdevice.rsqrt(tmp13)
    tmp15 = tmp4 * tmp14
    tmp17 = tmp15 * tmp16
    tl.store(out_ptr1 + (r0_1 + 128*x0), tmp17, xmask)
''', device_str='cuda')


# kernel path: /tmp/tmpluwoi95j/cache/oi/coizoghnbalxjo6mkolepnxgefdikdfxt4ditzc3xqyrw27ucslr.py
# Topologically Sorted Source Nodes: [matmul_5, x, matmul_8, x_1, matmul_14, x_2, pow_4, mean_3, add_6, rsqrt_3, mul_7, h_3], Original ATen: [aten._unsafe_view, aten.add, aten.pow, aten.mean, aten.rsqrt, aten.mul]
# Source node to ATen node mapping:
#   add_6 => add_7
#   h_3 => mul_8
#   matmul_14 => view_41
#   matmul_5 => view_17
#   matmul_8 => view_23
#   mean_3 => mean_3
#   mul_7 => mul_7
#   pow_4 => pow_4
#   rsqrt_3 => rsqrt_3
#   x => add_1
#   x_1 => add_4
#   x_2 => add_6
# Graph fragment:
#   %arg0_1 : Tensor "f32[1, 16, 128][2048, 128, 1]cuda:0" = PlaceHolder[target=arg0_1]
#   %mm_3 : Tensor "f32[16, 128][128, 1]cuda:0" = PlaceHolder[target=mm_3]
#   %mm_6 : Tensor "f32[16, 128][128, 1]cuda:0" = PlaceHolder[target=mm_6]
#   %mm_10 : Tensor "f32[16, 128][128, 1]cuda:0" = PlaceHolder[target=mm_10]
#   %buf41 : Tensor "f32[1, 16, 1][16, 1, 16]cuda:0" = PlaceHolder[target=buf41]
#   %arg27_1 : Tensor "f32[128][1]cuda:0" = PlaceHolder[target=arg27_1]
#   %view_17 : Tensor "f32[1, 16, 128][2048, 128, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.reshape.default](args = (%mm_3, [1, 16, 128]), kwargs = {})
#   %add_1 : Tensor "f32[1, 16, 128][2048, 128, 1]cuda:0"[num_users=3] = call_function[target=torch.ops.aten.add.Tensor](args = (%arg0_1, %view_17), kwargs = {})
#   %view_23 : Tensor "f32[1, 16, 128][2048, 128, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.reshape.default](args = (%mm_6, [1, 16, 128]), kwargs = {})
#   %add_4 : Tensor "f32[1, 16, 128][2048, 128, 1]cuda:0"[num_users=3] = call_function[target=torch.ops.aten.add.Tensor](args = (%add_1, %view_23), kwargs = {})
#   %view_41 : Tensor "f32[1, 16, 128][2048, 128, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.reshape.default](args = (%mm_10, [1, 16, 128]), kwargs = {})
#   %add_6 : Tensor "f32[1, 16, 128][2048, 128, 1]cuda:0"[num_users=3] = call_function[target=torch.ops.aten.add.Tensor](args = (%add_4, %view_41), kwargs = {})
#   %pow_4 : Tensor "f32[1, 16, 128][2048, 128, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.pow.Tensor_Scalar](args = (%add_6, 2), kwargs = {})
#   %mean_3 : Tensor "f32[1, 16, 1][16, 1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mean.dim](args = (%pow_4, [-1], True), kwargs = {})
#   %add_7 : Tensor "f32[1, 16, 1][16, 1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.add.Tensor](args = (%mean_3, 1e-06), kwargs = {})
#   %rsqrt_3 : Tensor "f32[1, 16, 1][16, 1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.rsqrt.default](args = (%add_7,), kwargs = {})
#   %mul_7 : Tensor "f32[1, 16, 128][2048, 128, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%add_6, %rsqrt_3), kwargs = {})
#   %mul_8 : Tensor "f32[1, 16, 128][2048, 128, 1]cuda:0"[num_users=2] = call_function[target=torch.ops.aten.mul.Tensor](args = (%mul_7, %arg27_1), kwargs = {})
#   return %buf41,%mul_8
triton_per_fused__unsafe_view_add_mean_mul_pow_rsqrt_13 = async_compile.triton('triton_per_fused__unsafe_view_add_mean_mul_pow_rsqrt_13', '''
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
    triton_meta={'signature': {'in_ptr0': '*fp32', 'in_ptr1': '*fp32', 'in_ptr2': '*fp32', 'in_ptr3': '*fp32', 'in_ptr4': '*fp32', 'out_ptr1': '*fp32', 'xnumel': 'i32', 'r0_numel': 'i32', 'XBLOCK': 'constexpr'}, 'device': DeviceProperties(type='cuda', index=0, multi_processor_count=132, cc=90, major=9, regs_per_multiprocessor=65536, max_threads_per_multi_processor=2048, max_threads_per_block=1024, warp_size=32), 'constants': {}, 'native_matmul': False, 'enable_fp_fusion': True, 'launch_pdl': False, 'disable_ftz': False, 'configs': [{(0,): [['tt.divisibility', 16]], (1,): [['tt.divisibility', 16]], (2,): [['tt.divisibility', 16]], (3,): [['tt.divisibility', 16]], (4,): [['tt.divisibility', 16]], (5,): [['tt.divisibility', 16]], (6,): [['tt.divisibility', 16]], (7,): [['tt.divisibility', 16]]}]},
    inductor_meta={'grid_type': 'Grid1D', 'autotune_hints': set(), 'kernel_name': 'triton_per_fused__unsafe_view_add_mean_mul_pow_rsqrt_13', 'mutated_arg_names': [], 'optimize_mem': True, 'no_x_dim': None, 'atomic_add_found': False, 'num_load': 5, 'num_store': 1, 'num_reduction': 1, 'backend_hash': '91D1D1166449D9E2EB66EB9770C9E2C3B0FEB787341F27FEB4D3F0338DA50336', 'assert_indirect_indexing': True, 'autotune_local_cache': True, 'autotune_pointwise': True, 'autotune_remote_cache': None, 'force_disable_caches': False, 'dynamic_scale_rblock': True, 'max_autotune': True, 'max_autotune_pointwise': False, 'min_split_scan_rblock': 256, 'spill_threshold': 16, 'store_cubin': False, 'deterministic': False, 'force_filter_reduction_configs': False, 'mix_order_reduction_allow_multi_stages': False, 'are_deterministic_algorithms_enabled': False, 'coordinate_descent_tuning': True, 'coordinate_descent_search_radius': 1, 'coordinate_descent_check_all_directions': False, 'tiling_scores': {'x': 0, 'r0_': 49664}}
)
@triton.jit
def triton_per_fused__unsafe_view_add_mean_mul_pow_rsqrt_13(in_ptr0, in_ptr1, in_ptr2, in_ptr3, in_ptr4, out_ptr1, xnumel, r0_numel, XBLOCK : tl.constexpr):
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
    tmp0 = tl.load(in_ptr0 + (r0_1 + 128*x0), xmask, other=0.0)
    tmp1 = tl.load(in_ptr1 + (r0_1 + 128*x0), xmask, other=0.0)
    tmp3 = tl.load(in_ptr2 + (r0_1 + 128*x0), xmask, other=0.0)
    tmp5 = tl.load(in_ptr3 + (r0_1 + 128*x0), xmask, other=0.0)
    tmp18 = tl.load(in_ptr4 + (r0_1), None, eviction_policy='evict_last')
    tmp2 = tmp0 + tmp1
    tmp4 = tmp2 + tmp3
    tmp6 = tmp4 + tmp5
    tmp7 = tmp6 * tmp6
    tmp8 = tl.broadcast_to(tmp7, [XBLOCK, R0_BLOCK])
    tmp10 = tl.where(xmask, tmp8, 0)
    tmp11 = tl.sum(tmp10, 1)[:, None].to(tl.float32)
    tmp12 = tl.full([1, 1], 128.0, tl.float32)
    tmp13 = (tmp11 / tmp12)
    tmp14 = tl.full([1, 1], 1e-06, tl.float32)
    tmp15 = tmp13 + tmp14
    tmp16 = libdevice.rsqrt(tmp15)
    tmp17 = tmp6 * tmp16
    tmp19 = tmp17 * tmp18
    tl.store(out_ptr1 + (r0_1 + 128*x0), tmp19, xmask)
''', device_str='cuda')


# kernel path: /tmp/tmpluwoi95j/cache/k2/ck23fjqvx442ckmdrfblegr7b7qtn4rxtgaabkskaowfstb5djlg.py
# Topologically Sorted Source Nodes: [matmul_5, x, matmul_8, x_1, matmul_14, x_2, matmul_15, silu_1, matmul_16, mul_9, matmul_17, t_13, x_3], Original ATen: [aten._unsafe_view, aten.add, aten.silu, aten.mul, aten.view, aten.t, aten.mm]
# Source node to ATen node mapping:
#   matmul_14 => view_41
#   matmul_15 => view_43
#   matmul_16 => view_45
#   matmul_17 => mm_13, view_46, view_47
#   matmul_5 => view_17
#   matmul_8 => view_23
#   mul_9 => mul_9
#   silu_1 => add_8, div_5, exp_3, neg_1
#   t_13 => permute_23
#   x => add_1
#   x_1 => add_4
#   x_2 => add_6
#   x_3 => add_9
# Graph fragment:
#   %mul_9 : Tensor "f32[1, 16, 384][6144, 384, 1]cuda:0" = PlaceHolder[target=mul_9]
#   %invoke_quant_27 : Tensor "f32[128, 384][384, 1]cuda:0" = PlaceHolder[target=invoke_quant_27]
#   %arg0_1 : Tensor "f32[1, 16, 128][2048, 128, 1]cuda:0" = PlaceHolder[target=arg0_1]
#   %mm_3 : Tensor "f32[16, 128][128, 1]cuda:0" = PlaceHolder[target=mm_3]
#   %mm_6 : Tensor "f32[16, 128][128, 1]cuda:0" = PlaceHolder[target=mm_6]
#   %mm_10 : Tensor "f32[16, 128][128, 1]cuda:0" = PlaceHolder[target=mm_10]
#   %mm_13 : Tensor "f32[16, 128][128, 1]cuda:0" = PlaceHolder[target=mm_13]
#   %view_17 : Tensor "f32[1, 16, 128][2048, 128, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.reshape.default](args = (%mm_3, [1, 16, 128]), kwargs = {})
#   %add_1 : Tensor "f32[1, 16, 128][2048, 128, 1]cuda:0"[num_users=3] = call_function[target=torch.ops.aten.add.Tensor](args = (%arg0_1, %view_17), kwargs = {})
#   %view_23 : Tensor "f32[1, 16, 128][2048, 128, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.reshape.default](args = (%mm_6, [1, 16, 128]), kwargs = {})
#   %add_4 : Tensor "f32[1, 16, 128][2048, 128, 1]cuda:0"[num_users=3] = call_function[target=torch.ops.aten.add.Tensor](args = (%add_1, %view_23), kwargs = {})
#   %view_41 : Tensor "f32[1, 16, 128][2048, 128, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.reshape.default](args = (%mm_10, [1, 16, 128]), kwargs = {})
#   %add_6 : Tensor "f32[1, 16, 128][2048, 128, 1]cuda:0"[num_users=3] = call_function[target=torch.ops.aten.add.Tensor](args = (%add_4, %view_41), kwargs = {})
#   %view_43 : Tensor "f32[1, 16, 384][6144, 384, 1]cuda:0"[num_users=2] = call_function[target=torch.ops.aten.reshape.default](args = (%mm_11, [1, 16, 384]), kwargs = {})
#   %neg_1 : Tensor "f32[1, 16, 384][6144, 384, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.neg.default](args = (%view_43,), kwargs = {})
#   %exp_3 : Tensor "f32[1, 16, 384][6144, 384, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.exp.default](args = (%neg_1,), kwargs = {})
#   %add_8 : Tensor "f32[1, 16, 384][6144, 384, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.add.Tensor](args = (%exp_3, 1), kwargs = {})
#   %div_5 : Tensor "f32[1, 16, 384][6144, 384, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.div.Tensor](args = (%view_43, %add_8), kwargs = {})
#   %view_45 : Tensor "f32[1, 16, 384][6144, 384, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.reshape.default](args = (%mm_12, [1, 16, 384]), kwargs = {})
#   %mul_9 : Tensor "f32[1, 16, 384][6144, 384, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%div_5, %view_45), kwargs = {})
#   %view_46 : Tensor "f32[16, 384][384, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.reshape.default](args = (%mul_9, [16, 384]), kwargs = {})
#   %permute_23 : Tensor "f32[384, 128][1, 384]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.permute.default](args = (%invoke_quant_27, [1, 0]), kwargs = {})
#   %mm_13 : Tensor "f32[16, 128][128, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mm.default](args = (%view_46, %permute_23), kwargs = {})
#   %view_47 : Tensor "f32[1, 16, 128][2048, 128, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.reshape.default](args = (%mm_13, [1, 16, 128]), kwargs = {})
#   %add_9 : Tensor "f32[1, 16, 128][2048, 128, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.add.Tensor](args = (%add_6, %view_47), kwargs = {})
#   return %mm_13,%add_9
triton_tem_fused__unsafe_view_add_mm_mul_silu_t_view_14 = async_compile.triton('triton_tem_fused__unsafe_view_add_mm_mul_silu_t_view_14', '''
import triton
import triton.language as tl

from torch._inductor.runtime import triton_helpers, triton_heuristics
from torch._inductor.runtime.triton_helpers import libdevice, math as tl_math
from torch._inductor.runtime.hints import AutotuneHint, ReductionHint, TileHint, DeviceProperties

@triton_heuristics.template(

num_stages=5,
num_warps=2,
triton_meta={'signature': {'arg_A': '*fp32', 'arg_B': '*fp32', 'in_ptr2': '*fp32', 'in_ptr3': '*fp32', 'in_ptr4': '*fp32', 'in_ptr5': '*fp32', 'out_ptr1': '*fp32'}, 'device': DeviceProperties(type='cuda', index=0, multi_processor_count=132, cc=90, major=9, regs_per_multiprocessor=65536, max_threads_per_multi_processor=2048, max_threads_per_block=1024, warp_size=32), 'constants': {}, 'configs': [{(0,): [['tt.divisibility', 16]], (1,): [['tt.divisibility', 16]], (2,): [['tt.divisibility', 16]], (3,): [['tt.divisibility', 16]], (4,): [['tt.divisibility', 16]], (5,): [['tt.divisibility', 16]], (6,): [['tt.divisibility', 16]]}]},
inductor_meta={'kernel_name': 'triton_tem_fused__unsafe_view_add_mm_mul_silu_t_view_14', 'backend_hash': '91D1D1166449D9E2EB66EB9770C9E2C3B0FEB787341F27FEB4D3F0338DA50336', 'assert_indirect_indexing': True, 'autotune_local_cache': True, 'autotune_pointwise': True, 'autotune_remote_cache': None, 'force_disable_caches': False, 'dynamic_scale_rblock': True, 'max_autotune': True, 'max_autotune_pointwise': False, 'min_split_scan_rblock': 256, 'spill_threshold': 16, 'store_cubin': False, 'deterministic': False, 'force_filter_reduction_configs': False, 'mix_order_reduction_allow_multi_stages': False, 'are_deterministic_algorithms_enabled': False, 'coordinate_descent_tuning': True, 'coordinate_descent_search_radius': 1, 'coordinate_descent_check_all_directions': False, 'grid_type': 'FixedGrid', 'fixed_grid': ['_grid_0', '_grid_1', '_grid_2'], 'extra_launcher_args': ['_grid_0', '_grid_1', '_grid_2'], 'config_args': {'EVEN_K': True, 'USE_FAST_ACCUM': False, 'ACC_TYPE': 'tl.float32', 'BLOCK_M': 16, 'BLOCK_N': 32, 'BLOCK_K': 128, 'GROUP_M': 8, 'ALLOW_TF32': False}},

)
@triton.jit
def triton_tem_fused__unsafe_view_add_mm_mul_silu_t_view_14(arg_A, arg_B, in_ptr2, in_ptr3, in_ptr4, in_ptr5, out_ptr1):
    EVEN_K : tl.constexpr = True
    USE_FAST_ACCUM : tl.constexpr = False
    ACC_TYPE : tl.constexpr = tl.float32
    BLOCK_M : tl.constexpr = 16
    BLOCK_N : tl.constexpr = 32
    BLOCK_K : tl.constexpr = 128
    GROUP_M : tl.constexpr = 8
    ALLOW_TF32 : tl.constexpr = False
    INDEX_DTYPE : tl.constexpr = tl.int32
    A = arg_A
    B = arg_B

    M = 16
    N = 128
    K = 384
    if M * N == 0:
        # early exit due to zero-size input(s)
        return
    stride_am = 384
    stride_ak = 1
    stride_bk = 1
    stride_bn = 384

    # based on triton.ops.matmul
    pid = tl.program_id(0).to(INDEX_DTYPE)
    grid_m = (M + BLOCK_M - 1) // BLOCK_M
    grid_n = (N + BLOCK_N - 1) // BLOCK_N

    # re-order program ID for better L2 performance
    width = GROUP_M * grid_n
    group_id = pid // width
    group_size = min(grid_m - group_id * GROUP_M, GROUP_M)
    pid_m = group_id * GROUP_M + (pid % group_size)
    pid_n = (pid % width) // (group_size)
    tl.assume(pid_m >= 0)
    tl.assume(pid_n >= 0)

    rm = pid_m * BLOCK_M + tl.arange(0, BLOCK_M)
    rn = pid_n * BLOCK_N + tl.arange(0, BLOCK_N)
    if ((stride_am == 1 and stride_ak == M) or (stride_am == K and stride_ak == 1)) and (M >= BLOCK_M and K > 1):
        offs_a_m = tl.max_contiguous(tl.multiple_of(rm % M, BLOCK_M), BLOCK_M)
    else:
        offs_a_m = rm % M
    if ((stride_bk == 1 and stride_bn == K) or (stride_bk == N and stride_bn == 1)) and (N >= BLOCK_N and K > 1):
        offs_b_n = tl.max_contiguous(tl.multiple_of(rn % N, BLOCK_N), BLOCK_N)
    else:
        offs_b_n = rn % N
    offs_k = tl.arange(0, BLOCK_K)
    acc = tl.zeros((BLOCK_M, BLOCK_N), dtype=ACC_TYPE)

    for k_idx in range(0, tl.cdiv(K, BLOCK_K)):

        a_k_idx_vals = offs_k[None, :] + (k_idx * BLOCK_K)
        b_k_idx_vals = offs_k[:, None] + (k_idx * BLOCK_K)

        idx_m = offs_a_m[:, None]
        idx_n = a_k_idx_vals
        xindex = idx_n + 384*idx_m
        a = tl.load(A + (xindex))

        idx_m = b_k_idx_vals
        idx_n = offs_b_n[None, :]
        xindex = idx_n + 128*idx_m
        b = tl.load(B + ((tl.broadcast_to(idx_m + 384*idx_n, [BLOCK_K, BLOCK_N])).broadcast_to(xindex.shape)))


        acc += tl.dot(a, b, allow_tf32=ALLOW_TF32, out_dtype=ACC_TYPE)


    # rematerialize rm and rn to save registers
    rm = pid_m * BLOCK_M + tl.arange(0, BLOCK_M)
    rn = pid_n * BLOCK_N + tl.arange(0, BLOCK_N)
    idx_m = rm[:, None]
    idx_n = rn[None, :]
    mask = (idx_m < M) & (idx_n < N)

    # inductor generates a suffix
    xindex = idx_n + 128*idx_m
    tmp0 = tl.load(in_ptr2 + (tl.broadcast_to(xindex, [BLOCK_M, BLOCK_N])), mask, eviction_policy='evict_last')
    tmp1 = tl.load(in_ptr3 + (tl.broadcast_to(xindex, [BLOCK_M, BLOCK_N])), mask, eviction_policy='evict_last')
    tmp3 = tl.load(in_ptr4 + (tl.broadcast_to(xindex, [BLOCK_M, BLOCK_N])), mask, eviction_policy='evict_last')
    tmp5 = tl.load(in_ptr5 + (tl.broadcast_to(xindex, [BLOCK_M, BLOCK_N])), mask, eviction_policy='evict_last')
    tmp2 = tmp0 + tmp1
    tmp4 = tmp2 + tmp3
    tmp6 = tmp4 + tmp5
    tmp7 = tmp6 + acc
    tl.store(out_ptr1 + (tl.broadcast_to(xindex, [BLOCK_M, BLOCK_N])), tmp7, mask)
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
        arg0_1, arg1_1, arg2_1, arg3_1, arg4_1, arg5_1, arg6_1, arg7_1, arg8_1, arg9_1, arg10_1, arg11_1, arg12_1, arg13_1, arg14_1, arg15_1, arg16_1, arg17_1, arg18_1, arg19_1, arg20_1, arg21_1, arg22_1, arg23_1, arg24_1, arg25_1, arg26_1, arg27_1, arg28_1, arg29_1, arg30_1, arg31_1, arg32_1, arg33_1 = args
        args.clear()
        assert_size_stride(arg0_1, (1, 16, 128), (2048, 128, 1))
        assert_size_stride(arg1_1, (128, ), (1, ))
        assert_size_stride(arg2_1, (128, 64), (64, 1))
        assert_size_stride(arg3_1, (256, ), (1, ))
        assert_size_stride(arg4_1, (16, ), (1, ))
        assert_size_stride(arg5_1, (128, 64), (64, 1))
        assert_size_stride(arg6_1, (256, ), (1, ))
        assert_size_stride(arg7_1, (128, 64), (64, 1))
        assert_size_stride(arg8_1, (256, ), (1, ))
        assert_size_stride(arg9_1, (128, 64), (64, 1))
        assert_size_stride(arg10_1, (256, ), (1, ))
        assert_size_stride(arg11_1, (128, ), (1, ))
        assert_size_stride(arg12_1, (384, 64), (64, 1))
        assert_size_stride(arg13_1, (768, ), (1, ))
        assert_size_stride(arg14_1, (384, 64), (64, 1))
        assert_size_stride(arg15_1, (768, ), (1, ))
        assert_size_stride(arg16_1, (128, 192), (192, 1))
        assert_size_stride(arg17_1, (768, ), (1, ))
        assert_size_stride(arg18_1, (128, ), (1, ))
        assert_size_stride(arg19_1, (128, 64), (64, 1))
        assert_size_stride(arg20_1, (256, ), (1, ))
        assert_size_stride(arg21_1, (128, 64), (64, 1))
        assert_size_stride(arg22_1, (256, ), (1, ))
        assert_size_stride(arg23_1, (128, 64), (64, 1))
        assert_size_stride(arg24_1, (256, ), (1, ))
        assert_size_stride(arg25_1, (128, 64), (64, 1))
        assert_size_stride(arg26_1, (256, ), (1, ))
        assert_size_stride(arg27_1, (128, ), (1, ))
        assert_size_stride(arg28_1, (384, 64), (64, 1))
        assert_size_stride(arg29_1, (768, ), (1, ))
        assert_size_stride(arg30_1, (384, 64), (64, 1))
        assert_size_stride(arg31_1, (768, ), (1, ))
        assert_size_stride(arg32_1, (128, 192), (192, 1))
        assert_size_stride(arg33_1, (768, ), (1, ))
        with torch.cuda._DeviceGuard(0):
            torch.cuda.set_device(0)
            buf2 = empty_strided_cuda((1, 16, 128), (2048, 128, 1), torch.float32)
            # Topologically Sorted Source Nodes: [pow_1, mean, add, rsqrt, mul, h], Original ATen: [aten.pow, aten.mean, aten.add, aten.rsqrt, aten.mul]
            # [Provenance debug handles] triton_per_fused_add_mean_mul_pow_rsqrt_0:1
            stream0 = get_raw_stream(0)
            triton_per_fused_add_mean_mul_pow_rsqrt_0.run(arg0_1, arg1_1, buf2, 16, 128, stream=stream0)
            del arg1_1
            buf1 = empty_strided_cuda((128, 128), (128, 1), torch.float32)
            buf4 = empty_strided_cuda((128, 128), (128, 1), torch.float32)
            buf9 = empty_strided_cuda((128, 128), (128, 1), torch.float32)
            buf13 = empty_strided_cuda((128, 128), (128, 1), torch.float32)
            buf27 = empty_strided_cuda((128, 128), (128, 1), torch.float32)
            buf29 = empty_strided_cuda((128, 128), (128, 1), torch.float32)
            buf34 = empty_strided_cuda((128, 128), (128, 1), torch.float32)
            buf38 = empty_strided_cuda((128, 128), (128, 1), torch.float32)
            # Unsorted Source Nodes: [invoke_quant_packed, invoke_quant_packed_1, invoke_quant_packed_2, invoke_quant_packed_3, invoke_quant_packed_7, invoke_quant_packed_8, invoke_quant_packed_9, invoke_quant_packed_10], Original ATen: [aten.mul, aten.index, aten._to_copy, aten.view, aten.stack, aten.__rshift__, aten.bitwise_and, aten._unsafe_view, aten.clone, aten.expand]
            # [Provenance debug handles] triton_poi_fused___rshift____to_copy__unsafe_view_bitwise_and_clone_expand_index_mul_stack_view_1:2
            stream0 = get_raw_stream(0)
            triton_poi_fused___rshift____to_copy__unsafe_view_bitwise_and_clone_expand_index_mul_stack_view_1.run(arg2_1, arg4_1, arg3_1, arg5_1, arg6_1, arg7_1, arg8_1, arg9_1, arg10_1, arg19_1, arg20_1, arg21_1, arg22_1, arg23_1, arg24_1, arg25_1, arg26_1, buf1, buf4, buf9, buf13, buf27, buf29, buf34, buf38, 16384, stream=stream0)
            del arg10_1
            del arg19_1
            del arg20_1
            del arg21_1
            del arg22_1
            del arg23_1
            del arg24_1
            del arg25_1
            del arg26_1
            del arg2_1
            del arg3_1
            del arg5_1
            del arg6_1
            del arg7_1
            del arg8_1
            del arg9_1
            buf3 = empty_strided_cuda((16, 128), (128, 1), torch.float32)
            # Topologically Sorted Source Nodes: [pow_1, mean, add, rsqrt, mul, h, matmul, t], Original ATen: [aten.pow, aten.mean, aten.add, aten.rsqrt, aten.mul, aten.view, aten.t, aten.mm]
            # [Provenance debug handles] triton_tem_fused_add_mean_mm_mul_pow_rsqrt_t_view_2:3
            stream0 = get_raw_stream(0)
            triton_tem_fused_add_mean_mm_mul_pow_rsqrt_t_view_2.run(buf2, buf1, buf3, 4, 1, 1, stream=stream0)
            del buf1
            buf5 = empty_strided_cuda((16, 128), (128, 1), torch.float32)
            # Topologically Sorted Source Nodes: [matmul_1, t_1], Original ATen: [aten.view, aten.t, aten.mm]
            # [Provenance debug handles] triton_tem_fused_add_mean_mm_mul_pow_rsqrt_t_view_2:4
            stream0 = get_raw_stream(0)
            triton_tem_fused_add_mean_mm_mul_pow_rsqrt_t_view_2.run(buf2, buf4, buf5, 4, 1, 1, stream=stream0)
            del buf4
            buf6 = empty_strided_cuda((4, 16, 16), (256, 16, 1), torch.float32)
            # Topologically Sorted Source Nodes: [matmul, view, qq, matmul_3, matmul_1, view_1, kk, transpose_3], Original ATen: [aten._unsafe_view, aten.view, aten.transpose, aten.bmm]
            # [Provenance debug handles] triton_tem_fused__unsafe_view_bmm_transpose_view_3:5
            stream0 = get_raw_stream(0)
            triton_tem_fused__unsafe_view_bmm_transpose_view_3.run(buf3, buf5, buf6, 1, 4, 1, stream=stream0)
            del buf3
            buf11 = reinterpret_tensor(buf6, (1, 4, 16, 16), (1024, 256, 16, 1), 0); del buf6  # reuse
            # Topologically Sorted Source Nodes: [matmul_3, , att_1], Original ATen: [aten.view, aten.mul, aten.amax, aten.sub, aten.div, aten._softmax]
            # [Provenance debug handles] triton_per_fused__softmax_amax_div_mul_sub_view_4:6
            stream0 = get_raw_stream(0)
            triton_per_fused__softmax_amax_div_mul_sub_view_4.run(buf11, 64, 16, stream=stream0)
            buf10 = buf5; del buf5  # reuse
            # Topologically Sorted Source Nodes: [matmul_2, t_2], Original ATen: [aten.view, aten.t, aten.mm]
            # [Provenance debug handles] triton_tem_fused_add_mean_mm_mul_pow_rsqrt_t_view_2:7
            stream0 = get_raw_stream(0)
            triton_tem_fused_add_mean_mm_mul_pow_rsqrt_t_view_2.run(buf2, buf9, buf10, 4, 1, 1, stream=stream0)
            del buf9
            buf12 = reinterpret_tensor(buf2, (4, 16, 32), (512, 32, 1), 0); del buf2  # reuse
            # Topologically Sorted Source Nodes: [matmul_3, , att_1, matmul_4, matmul_2, view_2, vv], Original ATen: [aten.view, aten.mul, aten.sub, aten.div, aten._softmax, aten._unsafe_view, aten.transpose, aten.bmm]
            # [Provenance debug handles] triton_tem_fused__softmax__unsafe_view_bmm_div_mul_sub_transpose_view_5:8
            stream0 = get_raw_stream(0)
            triton_tem_fused__softmax__unsafe_view_bmm_div_mul_sub_transpose_view_5.run(buf11, buf10, buf12, 1, 4, 1, stream=stream0)
            del buf11
            buf14 = reinterpret_tensor(buf10, (1, 16, 4, 32), (2048, 128, 32, 1), 0); del buf10  # reuse
            # Topologically Sorted Source Nodes: [matmul_4, transpose_4, y], Original ATen: [aten.view, aten.transpose, aten.clone]
            # [Provenance debug handles] triton_poi_fused_clone_transpose_view_6:9
            stream0 = get_raw_stream(0)
            triton_poi_fused_clone_transpose_view_6.run(buf12, buf14, 2048, stream=stream0)
            buf15 = reinterpret_tensor(buf12, (16, 128), (128, 1), 0); del buf12  # reuse
            # Topologically Sorted Source Nodes: [matmul_4, transpose_4, y, matmul_5, t_3], Original ATen: [aten.view, aten.transpose, aten.clone, aten._unsafe_view, aten.t, aten.mm]
            # [Provenance debug handles] triton_tem_fused_add_mean_mm_mul_pow_rsqrt_t_view_2:10
            stream0 = get_raw_stream(0)
            triton_tem_fused_add_mean_mm_mul_pow_rsqrt_t_view_2.run(buf14, buf13, buf15, 4, 1, 1, stream=stream0)
            del buf13
            buf18 = reinterpret_tensor(buf14, (1, 16, 128), (2048, 128, 1), 0); del buf14  # reuse
            # Topologically Sorted Source Nodes: [matmul_5, x, pow_2, mean_1, add_2, rsqrt_1, mul_2, h_1], Original ATen: [aten._unsafe_view, aten.add, aten.pow, aten.mean, aten.rsqrt, aten.mul]
            # [Provenance debug handles] triton_per_fused__unsafe_view_add_mean_mul_pow_rsqrt_7:11
            stream0 = get_raw_stream(0)
            triton_per_fused__unsafe_view_add_mean_mul_pow_rsqrt_7.run(arg0_1, buf15, arg11_1, buf18, 16, 128, stream=stream0)
            del arg11_1
            buf17 = empty_strided_cuda((384, 128), (128, 1), torch.float32)
            buf20 = empty_strided_cuda((384, 128), (128, 1), torch.float32)
            buf22 = empty_strided_cuda((128, 384), (384, 1), torch.float32)
            buf43 = empty_strided_cuda((384, 128), (128, 1), torch.float32)
            buf45 = empty_strided_cuda((384, 128), (128, 1), torch.float32)
            buf47 = empty_strided_cuda((128, 384), (384, 1), torch.float32)
            # Unsorted Source Nodes: [invoke_quant_packed_4, invoke_quant_packed_5, invoke_quant_packed_6, invoke_quant_packed_11, invoke_quant_packed_12, invoke_quant_packed_13], Original ATen: [aten.mul, aten.index, aten._to_copy, aten.view, aten.stack, aten.__rshift__, aten.bitwise_and, aten._unsafe_view, aten.clone, aten.expand]
            # [Provenance debug handles] triton_poi_fused___rshift____to_copy__unsafe_view_bitwise_and_clone_expand_index_mul_stack_view_8:12
            stream0 = get_raw_stream(0)
            triton_poi_fused___rshift____to_copy__unsafe_view_bitwise_and_clone_expand_index_mul_stack_view_8.run(arg12_1, arg4_1, arg13_1, arg14_1, arg15_1, arg16_1, arg17_1, arg28_1, arg29_1, arg30_1, arg31_1, arg32_1, arg33_1, buf17, buf20, buf22, buf43, buf45, buf47, 49152, stream=stream0)
            del arg12_1
            del arg13_1
            del arg14_1
            del arg15_1
            del arg16_1
            del arg17_1
            del arg28_1
            del arg29_1
            del arg30_1
            del arg31_1
            del arg32_1
            del arg33_1
            del arg4_1
            buf19 = empty_strided_cuda((16, 384), (384, 1), torch.float32)
            # Topologically Sorted Source Nodes: [matmul_5, x, pow_2, mean_1, add_2, rsqrt_1, mul_2, h_1, matmul_6, t_4], Original ATen: [aten._unsafe_view, aten.add, aten.pow, aten.mean, aten.rsqrt, aten.mul, aten.view, aten.t, aten.mm]
            # [Provenance debug handles] triton_tem_fused__unsafe_view_add_mean_mm_mul_pow_rsqrt_t_view_9:13
            stream0 = get_raw_stream(0)
            triton_tem_fused__unsafe_view_add_mean_mm_mul_pow_rsqrt_t_view_9.run(buf18, buf17, buf19, 12, 1, 1, stream=stream0)
            del buf17
            buf21 = empty_strided_cuda((16, 384), (384, 1), torch.float32)
            # Topologically Sorted Source Nodes: [matmul_7, t_5], Original ATen: [aten.view, aten.t, aten.mm]
            # [Provenance debug handles] triton_tem_fused__unsafe_view_add_mean_mm_mul_pow_rsqrt_t_view_9:14
            stream0 = get_raw_stream(0)
            triton_tem_fused__unsafe_view_add_mean_mm_mul_pow_rsqrt_t_view_9.run(buf18, buf20, buf21, 12, 1, 1, stream=stream0)
            del buf20
            buf23 = reinterpret_tensor(buf19, (1, 16, 384), (6144, 384, 1), 0); del buf19  # reuse
            # Topologically Sorted Source Nodes: [matmul_6, silu, matmul_7, mul_4], Original ATen: [aten._unsafe_view, aten.silu, aten.mul]
            # [Provenance debug handles] triton_poi_fused__unsafe_view_mul_silu_10:15
            stream0 = get_raw_stream(0)
            triton_poi_fused__unsafe_view_mul_silu_10.run(buf23, buf21, 6144, stream=stream0)
            buf24 = reinterpret_tensor(buf18, (16, 128), (128, 1), 0); del buf18  # reuse
            # Topologically Sorted Source Nodes: [matmul_6, silu, matmul_7, mul_4, matmul_8, t_6], Original ATen: [aten._unsafe_view, aten.silu, aten.mul, aten.view, aten.t, aten.mm]
            # [Provenance debug handles] triton_tem_fused__unsafe_view_mm_mul_silu_t_view_11:16
            stream0 = get_raw_stream(0)
            triton_tem_fused__unsafe_view_mm_mul_silu_t_view_11.run(buf23, buf22, buf24, 4, 1, 1, stream=stream0)
            del buf22
            buf26 = empty_strided_cuda((1, 16, 128), (2048, 128, 1), torch.float32)
            # Topologically Sorted Source Nodes: [matmul_5, x, matmul_8, x_1, pow_3, mean_2, add_4, rsqrt_2, mul_5, h_2], Original ATen: [aten._unsafe_view, aten.add, aten.pow, aten.mean, aten.rsqrt, aten.mul]
            # [Provenance debug handles] triton_per_fused__unsafe_view_add_mean_mul_pow_rsqrt_12:17
            stream0 = get_raw_stream(0)
            triton_per_fused__unsafe_view_add_mean_mul_pow_rsqrt_12.run(arg0_1, buf15, buf24, arg18_1, buf26, 16, 128, stream=stream0)
            del arg18_1
            buf28 = empty_strided_cuda((16, 128), (128, 1), torch.float32)
            # Topologically Sorted Source Nodes: [matmul_9, t_7], Original ATen: [aten.view, aten.t, aten.mm]
            # [Provenance debug handles] triton_tem_fused_add_mean_mm_mul_pow_rsqrt_t_view_2:18
            stream0 = get_raw_stream(0)
            triton_tem_fused_add_mean_mm_mul_pow_rsqrt_t_view_2.run(buf26, buf27, buf28, 4, 1, 1, stream=stream0)
            del buf27
            buf30 = empty_strided_cuda((16, 128), (128, 1), torch.float32)
            # Topologically Sorted Source Nodes: [matmul_10, t_8], Original ATen: [aten.view, aten.t, aten.mm]
            # [Provenance debug handles] triton_tem_fused_add_mean_mm_mul_pow_rsqrt_t_view_2:19
            stream0 = get_raw_stream(0)
            triton_tem_fused_add_mean_mm_mul_pow_rsqrt_t_view_2.run(buf26, buf29, buf30, 4, 1, 1, stream=stream0)
            del buf29
            buf31 = empty_strided_cuda((4, 16, 16), (256, 16, 1), torch.float32)
            # Topologically Sorted Source Nodes: [matmul_9, view_3, qq_1, matmul_12, matmul_10, view_4, kk_1, transpose_8], Original ATen: [aten._unsafe_view, aten.view, aten.transpose, aten.bmm]
            # [Provenance debug handles] triton_tem_fused__unsafe_view_bmm_transpose_view_3:20
            stream0 = get_raw_stream(0)
            triton_tem_fused__unsafe_view_bmm_transpose_view_3.run(buf28, buf30, buf31, 1, 4, 1, stream=stream0)
            del buf28
            buf36 = reinterpret_tensor(buf31, (1, 4, 16, 16), (1024, 256, 16, 1), 0); del buf31  # reuse
            # Topologically Sorted Source Nodes: [matmul_12, , att_3], Original ATen: [aten.view, aten.mul, aten.amax, aten.sub, aten.div, aten._softmax]
            # [Provenance debug handles] triton_per_fused__softmax_amax_div_mul_sub_view_4:21
            stream0 = get_raw_stream(0)
            triton_per_fused__softmax_amax_div_mul_sub_view_4.run(buf36, 64, 16, stream=stream0)
            buf35 = buf30; del buf30  # reuse
            # Topologically Sorted Source Nodes: [matmul_11, t_9], Original ATen: [aten.view, aten.t, aten.mm]
            # [Provenance debug handles] triton_tem_fused_add_mean_mm_mul_pow_rsqrt_t_view_2:22
            stream0 = get_raw_stream(0)
            triton_tem_fused_add_mean_mm_mul_pow_rsqrt_t_view_2.run(buf26, buf34, buf35, 4, 1, 1, stream=stream0)
            del buf34
            buf37 = reinterpret_tensor(buf26, (4, 16, 32), (512, 32, 1), 0); del buf26  # reuse
            # Topologically Sorted Source Nodes: [matmul_12, , att_3, matmul_13, matmul_11, view_5, vv_1], Original ATen: [aten.view, aten.mul, aten.sub, aten.div, aten._softmax, aten._unsafe_view, aten.transpose, aten.bmm]
            # [Provenance debug handles] triton_tem_fused__softmax__unsafe_view_bmm_div_mul_sub_transpose_view_5:23
            stream0 = get_raw_stream(0)
            triton_tem_fused__softmax__unsafe_view_bmm_div_mul_sub_transpose_view_5.run(buf36, buf35, buf37, 1, 4, 1, stream=stream0)
            del buf36
            buf39 = reinterpret_tensor(buf35, (1, 16, 4, 32), (2048, 128, 32, 1), 0); del buf35  # reuse
            # Topologically Sorted Source Nodes: [matmul_13, transpose_9, y_1], Original ATen: [aten.view, aten.transpose, aten.clone]
            # [Provenance debug handles] triton_poi_fused_clone_transpose_view_6:24
            stream0 = get_raw_stream(0)
            triton_poi_fused_clone_transpose_view_6.run(buf37, buf39, 2048, stream=stream0)
            buf40 = reinterpret_tensor(buf37, (16, 128), (128, 1), 0); del buf37  # reuse
            # Topologically Sorted Source Nodes: [matmul_13, transpose_9, y_1, matmul_14, t_10], Original ATen: [aten.view, aten.transpose, aten.clone, aten._unsafe_view, aten.t, aten.mm]
            # [Provenance debug handles] triton_tem_fused_add_mean_mm_mul_pow_rsqrt_t_view_2:25
            stream0 = get_raw_stream(0)
            triton_tem_fused_add_mean_mm_mul_pow_rsqrt_t_view_2.run(buf39, buf38, buf40, 4, 1, 1, stream=stream0)
            del buf38
            buf42 = reinterpret_tensor(buf39, (1, 16, 128), (2048, 128, 1), 0); del buf39  # reuse
            # Topologically Sorted Source Nodes: [matmul_5, x, matmul_8, x_1, matmul_14, x_2, pow_4, mean_3, add_6, rsqrt_3, mul_7, h_3], Original ATen: [aten._unsafe_view, aten.add, aten.pow, aten.mean, aten.rsqrt, aten.mul]
            # [Provenance debug handles] triton_per_fused__unsafe_view_add_mean_mul_pow_rsqrt_13:26
            stream0 = get_raw_stream(0)
            triton_per_fused__unsafe_view_add_mean_mul_pow_rsqrt_13.run(arg0_1, buf15, buf24, buf40, arg27_1, buf42, 16, 128, stream=stream0)
            del arg27_1
            buf44 = reinterpret_tensor(buf23, (16, 384), (384, 1), 0); del buf23  # reuse
            # Topologically Sorted Source Nodes: [matmul_15, t_11], Original ATen: [aten.view, aten.t, aten.mm]
            # [Provenance debug handles] triton_tem_fused__unsafe_view_add_mean_mm_mul_pow_rsqrt_t_view_9:27
            stream0 = get_raw_stream(0)
            triton_tem_fused__unsafe_view_add_mean_mm_mul_pow_rsqrt_t_view_9.run(buf42, buf43, buf44, 12, 1, 1, stream=stream0)
            del buf43
            buf46 = buf21; del buf21  # reuse
            # Topologically Sorted Source Nodes: [matmul_16, t_12], Original ATen: [aten.view, aten.t, aten.mm]
            # [Provenance debug handles] triton_tem_fused__unsafe_view_add_mean_mm_mul_pow_rsqrt_t_view_9:28
            stream0 = get_raw_stream(0)
            triton_tem_fused__unsafe_view_add_mean_mm_mul_pow_rsqrt_t_view_9.run(buf42, buf45, buf46, 12, 1, 1, stream=stream0)
            del buf45
            buf48 = reinterpret_tensor(buf44, (1, 16, 384), (6144, 384, 1), 0); del buf44  # reuse
            # Topologically Sorted Source Nodes: [matmul_15, silu_1, matmul_16, mul_9], Original ATen: [aten._unsafe_view, aten.silu, aten.mul]
            # [Provenance debug handles] triton_poi_fused__unsafe_view_mul_silu_10:29
            stream0 = get_raw_stream(0)
            triton_poi_fused__unsafe_view_mul_silu_10.run(buf48, buf46, 6144, stream=stream0)
            del buf46
            buf50 = buf42; del buf42  # reuse
            # Topologically Sorted Source Nodes: [matmul_5, x, matmul_8, x_1, matmul_14, x_2, matmul_15, silu_1, matmul_16, mul_9, matmul_17, t_13, x_3], Original ATen: [aten._unsafe_view, aten.add, aten.silu, aten.mul, aten.view, aten.t, aten.mm]
            # [Provenance debug handles] triton_tem_fused__unsafe_view_add_mm_mul_silu_t_view_14:30
            stream0 = get_raw_stream(0)
            triton_tem_fused__unsafe_view_add_mm_mul_silu_t_view_14.run(buf48, buf47, arg0_1, buf15, buf24, buf40, buf50, 4, 1, 1, stream=stream0)
            del arg0_1
            del buf15
            del buf24
            del buf40
            del buf47
            del buf48
        return (buf50, )

runner = Runner(partitions=[])
call = runner.call
recursively_apply_fns = runner.recursively_apply_fns


def get_args():
    from torch._dynamo.testing import rand_strided
    arg0_1 = rand_strided((1, 16, 128), (2048, 128, 1), device='cuda:0', dtype=torch.float32)
    arg1_1 = rand_strided((128, ), (1, ), device='cuda:0', dtype=torch.float32)
    arg2_1 = rand_strided((128, 64), (64, 1), device='cuda:0', dtype=torch.uint8)
    arg3_1 = rand_strided((256, ), (1, ), device='cuda:0', dtype=torch.float32)
    arg4_1 = rand_strided((16, ), (1, ), device='cuda:0', dtype=torch.float32)
    arg5_1 = rand_strided((128, 64), (64, 1), device='cuda:0', dtype=torch.uint8)
    arg6_1 = rand_strided((256, ), (1, ), device='cuda:0', dtype=torch.float32)
    arg7_1 = rand_strided((128, 64), (64, 1), device='cuda:0', dtype=torch.uint8)
    arg8_1 = rand_strided((256, ), (1, ), device='cuda:0', dtype=torch.float32)
    arg9_1 = rand_strided((128, 64), (64, 1), device='cuda:0', dtype=torch.uint8)
    arg10_1 = rand_strided((256, ), (1, ), device='cuda:0', dtype=torch.float32)
    arg11_1 = rand_strided((128, ), (1, ), device='cuda:0', dtype=torch.float32)
    arg12_1 = rand_strided((384, 64), (64, 1), device='cuda:0', dtype=torch.uint8)
    arg13_1 = rand_strided((768, ), (1, ), device='cuda:0', dtype=torch.float32)
    arg14_1 = rand_strided((384, 64), (64, 1), device='cuda:0', dtype=torch.uint8)
    arg15_1 = rand_strided((768, ), (1, ), device='cuda:0', dtype=torch.float32)
    arg16_1 = rand_strided((128, 192), (192, 1), device='cuda:0', dtype=torch.uint8)
    arg17_1 = rand_strided((768, ), (1, ), device='cuda:0', dtype=torch.float32)
    arg18_1 = rand_strided((128, ), (1, ), device='cuda:0', dtype=torch.float32)
    arg19_1 = rand_strided((128, 64), (64, 1), device='cuda:0', dtype=torch.uint8)
    arg20_1 = rand_strided((256, ), (1, ), device='cuda:0', dtype=torch.float32)
    arg21_1 = rand_strided((128, 64), (64, 1), device='cuda:0', dtype=torch.uint8)
    arg22_1 = rand_strided((256, ), (1, ), device='cuda:0', dtype=torch.float32)
    arg23_1 = rand_strided((128, 64), (64, 1), device='cuda:0', dtype=torch.uint8)
    arg24_1 = rand_strided((256, ), (1, ), device='cuda:0', dtype=torch.float32)
    arg25_1 = rand_strided((128, 64), (64, 1), device='cuda:0', dtype=torch.uint8)
    arg26_1 = rand_strided((256, ), (1, ), device='cuda:0', dtype=torch.float32)
    arg27_1 = rand_strided((128, ), (1, ), device='cuda:0', dtype=torch.float32)
    arg28_1 = rand_strided((384, 64), (64, 1), device='cuda:0', dtype=torch.uint8)
    arg29_1 = rand_strided((768, ), (1, ), device='cuda:0', dtype=torch.float32)
    arg30_1 = rand_strided((384, 64), (64, 1), device='cuda:0', dtype=torch.uint8)
    arg31_1 = rand_strided((768, ), (1, ), device='cuda:0', dtype=torch.float32)
    arg32_1 = rand_strided((128, 192), (192, 1), device='cuda:0', dtype=torch.uint8)
    arg33_1 = rand_strided((768, ), (1, ), device='cuda:0', dtype=torch.float32)
    return [arg0_1, arg1_1, arg2_1, arg3_1, arg4_1, arg5_1, arg6_1, arg7_1, arg8_1, arg9_1, arg10_1, arg11_1, arg12_1, arg13_1, arg14_1, arg15_1, arg16_1, arg17_1, arg18_1, arg19_1, arg20_1, arg21_1, arg22_1, arg23_1, arg24_1, arg25_1, arg26_1, arg27_1, arg28_1, arg29_1, arg30_1, arg31_1, arg32_1, arg33_1]


def benchmark_compiled_module(args, times=10, repeat=10):
    from torch._inductor.utils import print_performance
    fn = lambda: call(list(args))
    return print_performance(fn, times=times, repeat=repeat)


if __name__ == "__main__":
    from torch._inductor.wrapper_benchmark import compiled_module_main
    args = get_args()
    compiled_module_main('None', lambda times, repeat: benchmark_compiled_module(args, times=times, repeat=repeat))
