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
from torch._inductor.runtime.runtime_utils import assert_tensor_metadata

aten = torch.ops.aten
inductor_ops = torch.ops.inductor
_quantized = torch.ops._quantized
assert_size_stride = torch._C._dynamo.guards.assert_size_stride
assert_size_stride_grouped = torch._C._dynamo.guards.assert_size_stride_grouped
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


cpp_fused_gelu_native_group_norm_0 = async_compile.cpp_pybinding(['float*', 'float*', 'float*', 'const float*', 'const float*'], r'''
#include <torch/csrc/inductor/cpp_prefix.h>
extern "C"  void  kernel(float* in_out_ptr0,
                       float* in_out_ptr1,
                       float* in_out_ptr2,
                       const float* in_ptr1,
                       const float* in_ptr2)
{
    std::atomic<int> inductor_cpu_integer_div_error{0};
    inductor_cpu_integer_div_error_flag = &inductor_cpu_integer_div_error;
    auto out_ptr0 = in_out_ptr0;
    auto out_ptr1 = in_out_ptr1;
    auto in_ptr0 = in_out_ptr2;
    #pragma omp parallel
    {
        int tid = omp_get_thread_num();
        {
            #pragma omp for
            for(int64_t x0=static_cast<int64_t>(0L); x0<static_cast<int64_t>(32L); x0+=static_cast<int64_t>(1L))
            {
                {
                    float tmp_acc0 = 0;
                    at::vec::Vectorized<float> tmp_acc0_vec = at::vec::Vectorized<float>(0);
                    for(int64_t x1=static_cast<int64_t>(0L); x1<static_cast<int64_t>(79L); x1+=static_cast<int64_t>(16L))
                    {
                        {
                            if(C10_LIKELY(x1 >= static_cast<int64_t>(0) && x1 < static_cast<int64_t>(64L)))
                            {
                                auto tmp0 = at::vec::Vectorized<float>::loadu(in_out_ptr2 + static_cast<int64_t>(x1 + 79L*x0), static_cast<int64_t>(16));
                                tmp_acc0_vec = tmp_acc0_vec + tmp0;
                            }
                            if(C10_UNLIKELY(x1 >= static_cast<int64_t>(64L) && x1 < static_cast<int64_t>(79L)))
                            {
                                auto tmp0 = at::vec::Vectorized<float>::loadu(in_out_ptr2 + static_cast<int64_t>(x1 + 79L*x0), static_cast<int64_t>(15L));
                                tmp_acc0_vec = sum_masked_reduce(tmp_acc0_vec, tmp0, static_cast<int64_t>(15L));
                            }
                        }
                    }
                    tmp_acc0 = tmp_acc0 + at::vec::vec_reduce_all<float, 1>([](at::vec::Vectorized<float>& x, at::vec::Vectorized<float>& y) { return x + y; }, tmp_acc0_vec);
                    in_out_ptr0[static_cast<int64_t>(x0)] = static_cast<float>(tmp_acc0);
                }
            }
        }
        #pragma omp single
        {
            {
                for(int64_t x0=static_cast<int64_t>(0L); x0<static_cast<int64_t>(32L); x0+=static_cast<int64_t>(16L))
                {
                    {
                        if(C10_LIKELY(x0 >= static_cast<int64_t>(0) && x0 < static_cast<int64_t>(32L)))
                        {
                            auto tmp0 = at::vec::Vectorized<float>::loadu(out_ptr0 + static_cast<int64_t>(x0), static_cast<int64_t>(16));
                            auto tmp1 = static_cast<float>(79.0);
                            auto tmp2 = at::vec::Vectorized<float>(tmp1);
                            auto tmp3 = tmp0 / tmp2;
                            tmp3.store(in_out_ptr0 + static_cast<int64_t>(x0));
                        }
                    }
                }
            }
        }
        {
            #pragma omp for
            for(int64_t x0=static_cast<int64_t>(0L); x0<static_cast<int64_t>(32L); x0+=static_cast<int64_t>(1L))
            {
                {
                    float tmp_acc0 = 0;
                    at::vec::Vectorized<float> tmp_acc0_vec = at::vec::Vectorized<float>(0);
                    for(int64_t x1=static_cast<int64_t>(0L); x1<static_cast<int64_t>(79L); x1+=static_cast<int64_t>(16L))
                    {
                        {
                            if(C10_LIKELY(x1 >= static_cast<int64_t>(0) && x1 < static_cast<int64_t>(64L)))
                            {
                                auto tmp0 = at::vec::Vectorized<float>::loadu(in_out_ptr2 + static_cast<int64_t>(x1 + 79L*x0), static_cast<int64_t>(16));
                                auto tmp1 = in_out_ptr0[static_cast<int64_t>(x0)];
                                auto tmp2 = at::vec::Vectorized<float>(tmp1);
                                auto tmp3 = tmp0 - tmp2;
                                auto tmp4 = tmp3 * tmp3;
                                tmp_acc0_vec = tmp_acc0_vec + tmp4;
                            }
                            if(C10_UNLIKELY(x1 >= static_cast<int64_t>(64L) && x1 < static_cast<int64_t>(79L)))
                            {
                                auto tmp0 = at::vec::Vectorized<float>::loadu(in_out_ptr2 + static_cast<int64_t>(x1 + 79L*x0), static_cast<int64_t>(15L));
                                auto tmp1 = in_out_ptr0[static_cast<int64_t>(x0)];
                                auto tmp2 = at::vec::Vectorized<float>(tmp1);
                                auto tmp3 = tmp0 - tmp2;
                                auto tmp4 = tmp3 * tmp3;
                                tmp_acc0_vec = sum_masked_reduce(tmp_acc0_vec, tmp4, static_cast<int64_t>(15L));
                            }
                        }
                    }
                    tmp_acc0 = tmp_acc0 + at::vec::vec_reduce_all<float, 1>([](at::vec::Vectorized<float>& x, at::vec::Vectorized<float>& y) { return x + y; }, tmp_acc0_vec);
                    in_out_ptr1[static_cast<int64_t>(x0)] = static_cast<float>(tmp_acc0);
                }
            }
        }
        #pragma omp single
        {
            {
                for(int64_t x0=static_cast<int64_t>(0L); x0<static_cast<int64_t>(32L); x0+=static_cast<int64_t>(16L))
                {
                    {
                        if(C10_LIKELY(x0 >= static_cast<int64_t>(0) && x0 < static_cast<int64_t>(32L)))
                        {
                            auto tmp0 = at::vec::Vectorized<float>::loadu(out_ptr1 + static_cast<int64_t>(x0), static_cast<int64_t>(16));
                            auto tmp8 = at::vec::Vectorized<float>::loadu(in_ptr1 + static_cast<int64_t>(x0), static_cast<int64_t>(16));
                            auto tmp10 = at::vec::Vectorized<float>::loadu(in_out_ptr0 + static_cast<int64_t>(x0), static_cast<int64_t>(16));
                            auto tmp13 = at::vec::Vectorized<float>::loadu(in_ptr2 + static_cast<int64_t>(x0), static_cast<int64_t>(16));
                            auto tmp1 = static_cast<float>(79.0);
                            auto tmp2 = at::vec::Vectorized<float>(tmp1);
                            auto tmp3 = tmp0 / tmp2;
                            auto tmp4 = static_cast<float>(1e-05);
                            auto tmp5 = at::vec::Vectorized<float>(tmp4);
                            auto tmp6 = tmp3 + tmp5;
                            auto tmp7 = tmp6.rsqrt();
                            auto tmp9 = tmp7 * tmp8;
                            auto tmp11 = tmp10.neg();
                            auto tmp12 = tmp11 * tmp9;
                            auto tmp14 = tmp12 + tmp13;
                            tmp9.store(in_out_ptr1 + static_cast<int64_t>(x0));
                            tmp14.store(in_out_ptr0 + static_cast<int64_t>(x0));
                        }
                    }
                }
            }
        }
        {
            #pragma omp for
            for(int64_t x0=static_cast<int64_t>(0L); x0<static_cast<int64_t>(32L); x0+=static_cast<int64_t>(1L))
            {
                for(int64_t x1=static_cast<int64_t>(0L); x1<static_cast<int64_t>(79L); x1+=static_cast<int64_t>(16L))
                {
                    {
                        if(C10_LIKELY(x1 >= static_cast<int64_t>(0) && x1 < static_cast<int64_t>(64L)))
                        {
                            auto tmp0 = at::vec::Vectorized<float>::loadu(in_out_ptr2 + static_cast<int64_t>(x1 + 79L*x0), static_cast<int64_t>(16));
                            auto tmp1 = in_out_ptr1[static_cast<int64_t>(x0)];
                            auto tmp4 = in_out_ptr0[static_cast<int64_t>(x0)];
                            auto tmp2 = at::vec::Vectorized<float>(tmp1);
                            auto tmp3 = tmp0 * tmp2;
                            auto tmp5 = at::vec::Vectorized<float>(tmp4);
                            auto tmp6 = tmp3 + tmp5;
                            auto tmp7 = static_cast<float>(0.5);
                            auto tmp8 = at::vec::Vectorized<float>(tmp7);
                            auto tmp9 = tmp6 * tmp8;
                            auto tmp10 = static_cast<float>(0.7071067811865476);
                            auto tmp11 = at::vec::Vectorized<float>(tmp10);
                            auto tmp12 = tmp6 * tmp11;
                            auto tmp13 = tmp12.erf();
                            auto tmp14 = static_cast<float>(1.0);
                            auto tmp15 = at::vec::Vectorized<float>(tmp14);
                            auto tmp16 = tmp13 + tmp15;
                            auto tmp17 = tmp9 * tmp16;
                            tmp17.store(in_out_ptr2 + static_cast<int64_t>(x1 + 79L*x0));
                        }
                        if(C10_UNLIKELY(x1 >= static_cast<int64_t>(64L) && x1 < static_cast<int64_t>(79L)))
                        {
                            auto tmp0 = at::vec::Vectorized<float>::loadu(in_out_ptr2 + static_cast<int64_t>(x1 + 79L*x0), static_cast<int64_t>(15L));
                            auto tmp1 = in_out_ptr1[static_cast<int64_t>(x0)];
                            auto tmp4 = in_out_ptr0[static_cast<int64_t>(x0)];
                            auto tmp2 = at::vec::Vectorized<float>(tmp1);
                            auto tmp3 = tmp0 * tmp2;
                            auto tmp5 = at::vec::Vectorized<float>(tmp4);
                            auto tmp6 = tmp3 + tmp5;
                            auto tmp7 = static_cast<float>(0.5);
                            auto tmp8 = at::vec::Vectorized<float>(tmp7);
                            auto tmp9 = tmp6 * tmp8;
                            auto tmp10 = static_cast<float>(0.7071067811865476);
                            auto tmp11 = at::vec::Vectorized<float>(tmp10);
                            auto tmp12 = tmp6 * tmp11;
                            auto tmp13 = tmp12.erf();
                            auto tmp14 = static_cast<float>(1.0);
                            auto tmp15 = at::vec::Vectorized<float>(tmp14);
                            auto tmp16 = tmp13 + tmp15;
                            auto tmp17 = tmp9 * tmp16;
                            tmp17.store(in_out_ptr2 + static_cast<int64_t>(x1 + 79L*x0), static_cast<int64_t>(15L));
                        }
                    }
                }
            }
        }
    }
    inductor_cpu_integer_div_error_flag = nullptr;
    inductor_cpu_throw_if_integer_div_error(inductor_cpu_integer_div_error);
}
''')


cpp_fused__to_copy_gelu_mul_native_layer_norm_transpose_unsqueeze_1 = async_compile.cpp_pybinding(['float*', 'const float*', 'const int8_t*', 'const float*', 'const float*', 'const float*', 'float*', 'float*', 'float*'], r'''
#include <torch/csrc/inductor/cpp_prefix.h>
extern "C"  void  kernel(float* in_out_ptr0,
                       const float* in_ptr0,
                       const int8_t* in_ptr1,
                       const float* in_ptr2,
                       const float* in_ptr3,
                       const float* in_ptr4,
                       float* out_ptr1,
                       float* out_ptr2,
                       float* out_ptr3)
{
    std::atomic<int> inductor_cpu_integer_div_error{0};
    inductor_cpu_integer_div_error_flag = &inductor_cpu_integer_div_error;
    auto out_ptr0 = in_out_ptr0;
    #pragma omp parallel
    {
        int tid = omp_get_thread_num();
        {
            #pragma omp for
            for(int64_t x0=static_cast<int64_t>(0L); x0<static_cast<int64_t>(39L); x0+=static_cast<int64_t>(16L))
            {
                {
                    float tmp_acc0 = 0;
                    at::vec::Vectorized<float> tmp_acc0_vec = at::vec::Vectorized<float>(0);
                    for(int64_t x1=static_cast<int64_t>(0L); x1<static_cast<int64_t>(32L); x1+=static_cast<int64_t>(1L))
                    {
                        {
                            if(C10_LIKELY(x0 >= static_cast<int64_t>(0) && x0 < static_cast<int64_t>(32L)))
                            {
                                auto tmp0 = at::vec::Vectorized<float>::loadu(in_ptr0 + static_cast<int64_t>(x0 + 39L*x1), static_cast<int64_t>(16));
                                auto tmp1 = static_cast<float>(0.5);
                                auto tmp2 = at::vec::Vectorized<float>(tmp1);
                                auto tmp3 = tmp0 * tmp2;
                                auto tmp4 = static_cast<float>(0.7071067811865476);
                                auto tmp5 = at::vec::Vectorized<float>(tmp4);
                                auto tmp6 = tmp0 * tmp5;
                                auto tmp7 = tmp6.erf();
                                auto tmp8 = static_cast<float>(1.0);
                                auto tmp9 = at::vec::Vectorized<float>(tmp8);
                                auto tmp10 = tmp7 + tmp9;
                                auto tmp11 = tmp3 * tmp10;
                                tmp_acc0_vec = tmp_acc0_vec + tmp11;
                            }
                            if(C10_UNLIKELY(x0 >= static_cast<int64_t>(32L) && x0 < static_cast<int64_t>(39L)))
                            {
                                auto tmp0 = at::vec::Vectorized<float>::loadu(in_ptr0 + static_cast<int64_t>(x0 + 39L*x1), static_cast<int64_t>(7L));
                                auto tmp1 = static_cast<float>(0.5);
                                auto tmp2 = at::vec::Vectorized<float>(tmp1);
                                auto tmp3 = tmp0 * tmp2;
                                auto tmp4 = static_cast<float>(0.7071067811865476);
                                auto tmp5 = at::vec::Vectorized<float>(tmp4);
                                auto tmp6 = tmp0 * tmp5;
                                auto tmp7 = tmp6.erf();
                                auto tmp8 = static_cast<float>(1.0);
                                auto tmp9 = at::vec::Vectorized<float>(tmp8);
                                auto tmp10 = tmp7 + tmp9;
                                auto tmp11 = tmp3 * tmp10;
                                tmp_acc0_vec = sum_masked_reduce(tmp_acc0_vec, tmp11, static_cast<int64_t>(7L));
                            }
                        }
                    }
                    if(C10_LIKELY(x0 >= static_cast<int64_t>(0) && x0 < static_cast<int64_t>(32L)))
                    {
                        tmp_acc0_vec.store(out_ptr0 + static_cast<int64_t>(x0));
                    }
                    if(C10_UNLIKELY(x0 >= static_cast<int64_t>(32L) && x0 < static_cast<int64_t>(39L)))
                    {
                        tmp_acc0_vec.store(out_ptr0 + static_cast<int64_t>(x0), static_cast<int64_t>(7L));
                    }
                }
                {
                    if(C10_LIKELY(x0 >= static_cast<int64_t>(0) && x0 < static_cast<int64_t>(32L)))
                    {
                        auto tmp0 = at::vec::Vectorized<float>::loadu(out_ptr0 + static_cast<int64_t>(x0), static_cast<int64_t>(16));
                        auto tmp1 = static_cast<float>(32.0);
                        auto tmp2 = at::vec::Vectorized<float>(tmp1);
                        auto tmp3 = tmp0 / tmp2;
                        tmp3.store(in_out_ptr0 + static_cast<int64_t>(x0));
                    }
                    if(C10_UNLIKELY(x0 >= static_cast<int64_t>(32L) && x0 < static_cast<int64_t>(39L)))
                    {
                        auto tmp0 = at::vec::Vectorized<float>::loadu(out_ptr0 + static_cast<int64_t>(x0), static_cast<int64_t>(7L));
                        auto tmp1 = static_cast<float>(32.0);
                        auto tmp2 = at::vec::Vectorized<float>(tmp1);
                        auto tmp3 = tmp0 / tmp2;
                        tmp3.store(in_out_ptr0 + static_cast<int64_t>(x0), static_cast<int64_t>(7L));
                    }
                }
                {
                    float tmp_acc0 = 0;
                    at::vec::Vectorized<float> tmp_acc0_vec = at::vec::Vectorized<float>(0);
                    for(int64_t x1=static_cast<int64_t>(0L); x1<static_cast<int64_t>(32L); x1+=static_cast<int64_t>(1L))
                    {
                        {
                            if(C10_LIKELY(x0 >= static_cast<int64_t>(0) && x0 < static_cast<int64_t>(32L)))
                            {
                                auto tmp0 = at::vec::Vectorized<float>::loadu(in_ptr0 + static_cast<int64_t>(x0 + 39L*x1), static_cast<int64_t>(16));
                                auto tmp12 = at::vec::Vectorized<float>::loadu(in_out_ptr0 + static_cast<int64_t>(x0), static_cast<int64_t>(16));
                                auto tmp1 = static_cast<float>(0.5);
                                auto tmp2 = at::vec::Vectorized<float>(tmp1);
                                auto tmp3 = tmp0 * tmp2;
                                auto tmp4 = static_cast<float>(0.7071067811865476);
                                auto tmp5 = at::vec::Vectorized<float>(tmp4);
                                auto tmp6 = tmp0 * tmp5;
                                auto tmp7 = tmp6.erf();
                                auto tmp8 = static_cast<float>(1.0);
                                auto tmp9 = at::vec::Vectorized<float>(tmp8);
                                auto tmp10 = tmp7 + tmp9;
                                auto tmp11 = tmp3 * tmp10;
                                auto tmp13 = tmp11 - tmp12;
                                auto tmp14 = tmp13 * tmp13;
                                tmp_acc0_vec = tmp_acc0_vec + tmp14;
                            }
                            if(C10_UNLIKELY(x0 >= static_cast<int64_t>(32L) && x0 < static_cast<int64_t>(39L)))
                            {
                                auto tmp0 = at::vec::Vectorized<float>::loadu(in_ptr0 + static_cast<int64_t>(x0 + 39L*x1), static_cast<int64_t>(7L));
                                auto tmp12 = at::vec::Vectorized<float>::loadu(in_out_ptr0 + static_cast<int64_t>(x0), static_cast<int64_t>(7L));
                                auto tmp1 = static_cast<float>(0.5);
                                auto tmp2 = at::vec::Vectorized<float>(tmp1);
                                auto tmp3 = tmp0 * tmp2;
                                auto tmp4 = static_cast<float>(0.7071067811865476);
                                auto tmp5 = at::vec::Vectorized<float>(tmp4);
                                auto tmp6 = tmp0 * tmp5;
                                auto tmp7 = tmp6.erf();
                                auto tmp8 = static_cast<float>(1.0);
                                auto tmp9 = at::vec::Vectorized<float>(tmp8);
                                auto tmp10 = tmp7 + tmp9;
                                auto tmp11 = tmp3 * tmp10;
                                auto tmp13 = tmp11 - tmp12;
                                auto tmp14 = tmp13 * tmp13;
                                tmp_acc0_vec = sum_masked_reduce(tmp_acc0_vec, tmp14, static_cast<int64_t>(7L));
                            }
                        }
                    }
                    if(C10_LIKELY(x0 >= static_cast<int64_t>(0) && x0 < static_cast<int64_t>(32L)))
                    {
                        tmp_acc0_vec.store(out_ptr1 + static_cast<int64_t>(x0));
                    }
                    if(C10_UNLIKELY(x0 >= static_cast<int64_t>(32L) && x0 < static_cast<int64_t>(39L)))
                    {
                        tmp_acc0_vec.store(out_ptr1 + static_cast<int64_t>(x0), static_cast<int64_t>(7L));
                    }
                }
            }
        }
        {
            #pragma omp for
            for(int64_t x0=static_cast<int64_t>(0L); x0<static_cast<int64_t>(64L); x0+=static_cast<int64_t>(1L))
            {
                for(int64_t x1=static_cast<int64_t>(0L); x1<static_cast<int64_t>(32L); x1+=static_cast<int64_t>(16L))
                {
                    {
                        if(C10_LIKELY(x1 >= static_cast<int64_t>(0) && x1 < static_cast<int64_t>(32L)))
                        {
                            auto tmp0 = at::vec::Vectorized<int8_t>::loadu(in_ptr1 + static_cast<int64_t>(x1 + 32L*x0), static_cast<int64_t>(16));
                            auto tmp2 = in_ptr2[static_cast<int64_t>(x0)];
                            auto tmp1 = at::vec::convert<float>(tmp0);
                            auto tmp3 = at::vec::Vectorized<float>(tmp2);
                            auto tmp4 = tmp1 * tmp3;
                            tmp4.store(out_ptr2 + static_cast<int64_t>(x1 + 32L*x0));
                        }
                    }
                }
            }
        }
        {
            #pragma omp for
            for(int64_t x0=static_cast<int64_t>(0L); x0<static_cast<int64_t>(32L); x0+=static_cast<int64_t>(16L))
            {
                for(int64_t x1=static_cast<int64_t>(0L); x1<static_cast<int64_t>(39L); x1+=static_cast<int64_t>(16L))
                {
                    {
                        if(C10_LIKELY(x0 >= static_cast<int64_t>(0) && x0 < static_cast<int64_t>(32L) && x1 >= static_cast<int64_t>(0) && x1 < static_cast<int64_t>(32L)))
                        {
                            alignas(std::max(std::size_t(16), alignof(float))) float tmp29[16*16];
                            for (long x0_inner = 0; x0_inner < static_cast<int64_t>(16); x0_inner++)
                            {
                                auto tmp0 = at::vec::Vectorized<float>::loadu(in_ptr0 + static_cast<int64_t>(x1 + 39L*x0 + 39L*x0_inner), static_cast<int64_t>(16));
                                auto tmp12 = at::vec::Vectorized<float>::loadu(in_out_ptr0 + static_cast<int64_t>(x1), static_cast<int64_t>(16));
                                auto tmp14 = at::vec::Vectorized<float>::loadu(out_ptr1 + static_cast<int64_t>(x1), static_cast<int64_t>(16));
                                auto tmp23 = in_ptr3[static_cast<int64_t>(x0 + x0_inner)];
                                auto tmp26 = in_ptr4[static_cast<int64_t>(x0 + x0_inner)];
                                auto tmp1 = static_cast<float>(0.5);
                                auto tmp2 = at::vec::Vectorized<float>(tmp1);
                                auto tmp3 = tmp0 * tmp2;
                                auto tmp4 = static_cast<float>(0.7071067811865476);
                                auto tmp5 = at::vec::Vectorized<float>(tmp4);
                                auto tmp6 = tmp0 * tmp5;
                                auto tmp7 = tmp6.erf();
                                auto tmp8 = static_cast<float>(1.0);
                                auto tmp9 = at::vec::Vectorized<float>(tmp8);
                                auto tmp10 = tmp7 + tmp9;
                                auto tmp11 = tmp3 * tmp10;
                                auto tmp13 = tmp11 - tmp12;
                                auto tmp15 = static_cast<float>(32.0);
                                auto tmp16 = at::vec::Vectorized<float>(tmp15);
                                auto tmp17 = tmp14 / tmp16;
                                auto tmp18 = static_cast<float>(1e-05);
                                auto tmp19 = at::vec::Vectorized<float>(tmp18);
                                auto tmp20 = tmp17 + tmp19;
                                auto tmp21 = tmp20.rsqrt();
                                auto tmp22 = tmp13 * tmp21;
                                auto tmp24 = at::vec::Vectorized<float>(tmp23);
                                auto tmp25 = tmp22 * tmp24;
                                auto tmp27 = at::vec::Vectorized<float>(tmp26);
                                auto tmp28 = tmp25 + tmp27;
                                tmp28.store(tmp29 + static_cast<int64_t>(16L*x0_inner));
                            }
                            transpose_mxn<float,static_cast<int64_t>(16),static_cast<int64_t>(16),false>(tmp29, static_cast<int64_t>(16), out_ptr3 + static_cast<int64_t>(x0 + 32L*x1), static_cast<int64_t>(32L));
                        }
                        if(C10_UNLIKELY(x0 >= static_cast<int64_t>(0) && x0 < static_cast<int64_t>(32L) && x1 >= static_cast<int64_t>(32L) && x1 < static_cast<int64_t>(39L)))
                        {
                            alignas(std::max(std::size_t(16), alignof(float))) float tmp29[16*16];
                            for (long x0_inner = 0; x0_inner < static_cast<int64_t>(16); x0_inner++)
                            {
                                auto tmp0 = at::vec::Vectorized<float>::loadu(in_ptr0 + static_cast<int64_t>(x1 + 39L*x0 + 39L*x0_inner), static_cast<int64_t>(7L));
                                auto tmp12 = at::vec::Vectorized<float>::loadu(in_out_ptr0 + static_cast<int64_t>(x1), static_cast<int64_t>(7L));
                                auto tmp14 = at::vec::Vectorized<float>::loadu(out_ptr1 + static_cast<int64_t>(x1), static_cast<int64_t>(7L));
                                auto tmp23 = in_ptr3[static_cast<int64_t>(x0 + x0_inner)];
                                auto tmp26 = in_ptr4[static_cast<int64_t>(x0 + x0_inner)];
                                auto tmp1 = static_cast<float>(0.5);
                                auto tmp2 = at::vec::Vectorized<float>(tmp1);
                                auto tmp3 = tmp0 * tmp2;
                                auto tmp4 = static_cast<float>(0.7071067811865476);
                                auto tmp5 = at::vec::Vectorized<float>(tmp4);
                                auto tmp6 = tmp0 * tmp5;
                                auto tmp7 = tmp6.erf();
                                auto tmp8 = static_cast<float>(1.0);
                                auto tmp9 = at::vec::Vectorized<float>(tmp8);
                                auto tmp10 = tmp7 + tmp9;
                                auto tmp11 = tmp3 * tmp10;
                                auto tmp13 = tmp11 - tmp12;
                                auto tmp15 = static_cast<float>(32.0);
                                auto tmp16 = at::vec::Vectorized<float>(tmp15);
                                auto tmp17 = tmp14 / tmp16;
                                auto tmp18 = static_cast<float>(1e-05);
                                auto tmp19 = at::vec::Vectorized<float>(tmp18);
                                auto tmp20 = tmp17 + tmp19;
                                auto tmp21 = tmp20.rsqrt();
                                auto tmp22 = tmp13 * tmp21;
                                auto tmp24 = at::vec::Vectorized<float>(tmp23);
                                auto tmp25 = tmp22 * tmp24;
                                auto tmp27 = at::vec::Vectorized<float>(tmp26);
                                auto tmp28 = tmp25 + tmp27;
                                tmp28.store(tmp29 + static_cast<int64_t>(7L*x0_inner), static_cast<int64_t>(7L));
                            }
                            transpose_mxn<float,static_cast<int64_t>(16),static_cast<int64_t>(7L),false>(tmp29, static_cast<int64_t>(7L), out_ptr3 + static_cast<int64_t>(x0 + 32L*x1), static_cast<int64_t>(32L));
                        }
                    }
                }
            }
        }
    }
    inductor_cpu_integer_div_error_flag = nullptr;
    inductor_cpu_throw_if_integer_div_error(inductor_cpu_integer_div_error);
}
''')


cpp_fused__unsafe_view__weight_norm_interface_add_convolution_transpose_2 = async_compile.cpp_pybinding(['float*', 'const float*', 'const float*', 'const float*', 'float*', 'float*', 'float*'], r'''
#include <torch/csrc/inductor/cpp_prefix.h>
extern "C"  void  kernel(float* in_out_ptr0,
                       const float* in_ptr0,
                       const float* in_ptr1,
                       const float* in_ptr2,
                       float* out_ptr0,
                       float* out_ptr1,
                       float* out_ptr2)
{
    std::atomic<int> inductor_cpu_integer_div_error{0};
    inductor_cpu_integer_div_error_flag = &inductor_cpu_integer_div_error;
    {
        for(int64_t x0=static_cast<int64_t>(0L); x0<static_cast<int64_t>(8L); x0+=static_cast<int64_t>(16L))
        {
            {
                float tmp_acc0 = 0;
                at::vec::Vectorized<float> tmp_acc0_vec = at::vec::Vectorized<float>(0);
                at::vec::Vectorized<float> tmp_acc0_vec_arr[2];
                for (int i = 0; i < 2; i++)
                {
                    tmp_acc0_vec_arr[i] = at::vec::Vectorized<float>(0);
                }
                float tmp_acc0_arr[2];
                for (int i = 0; i < 2; i++)
                {
                    tmp_acc0_arr[i] = 0;
                }
                #pragma omp parallel
                {
                    int tid = omp_get_thread_num();
                    at::vec::Vectorized<float> tmp_acc0_vec_local = at::vec::Vectorized<float>(0);
                    float tmp_acc0_local = 0;
                    #pragma omp for
                    for(int64_t x1=static_cast<int64_t>(0L); x1<static_cast<int64_t>(1024L); x1+=static_cast<int64_t>(1L))
                    {
                        {
                            if(C10_LIKELY(x0 >= static_cast<int64_t>(0L) && x0 < static_cast<int64_t>(8L)))
                            {
                                auto tmp0 = at::vec::Vectorized<float>::loadu(in_ptr0 + static_cast<int64_t>(x0 + 8L*x1), static_cast<int64_t>(8L));
                                auto tmp1 = tmp0 * tmp0;
                                tmp_acc0_vec_local = sum_masked_reduce(tmp_acc0_vec_local, tmp1, static_cast<int64_t>(8L));
                            }
                        }
                    }
                    tmp_acc0_vec_arr[tid] = tmp_acc0_vec_local;
                    tmp_acc0_arr[tid] = tmp_acc0_local;
                }
                for (int tid = 0; tid < 2; tid++)
                {
                    tmp_acc0_vec = tmp_acc0_vec + tmp_acc0_vec_arr[tid];
                }
                for (int tid = 0; tid < 2; tid++)
                {
                    tmp_acc0 = tmp_acc0 + tmp_acc0_arr[tid];
                }
                if(C10_UNLIKELY(x0 >= static_cast<int64_t>(0L) && x0 < static_cast<int64_t>(8L)))
                {
                    tmp_acc0_vec.store(out_ptr0 + static_cast<int64_t>(x0), static_cast<int64_t>(8L));
                }
            }
        }
    }
    #pragma omp parallel
    {
        int tid = omp_get_thread_num();
        {
            #pragma omp for
            for(int64_t x0=static_cast<int64_t>(0L); x0<static_cast<int64_t>(39L); x0+=static_cast<int64_t>(1L))
            {
                for(int64_t x1=static_cast<int64_t>(0L); x1<static_cast<int64_t>(64L); x1+=static_cast<int64_t>(16L))
                {
                    {
                        if(C10_LIKELY(x1 >= static_cast<int64_t>(0) && x1 < static_cast<int64_t>(64L)))
                        {
                            auto tmp0 = at::vec::Vectorized<float>::loadu(in_out_ptr0 + static_cast<int64_t>(x1 + 64L*x0), static_cast<int64_t>(16));
                            auto tmp1 = at::vec::Vectorized<float>::loadu(in_ptr1 + static_cast<int64_t>(x1), static_cast<int64_t>(16));
                            auto tmp2 = tmp0 + tmp1;
                            tmp2.store(in_out_ptr0 + static_cast<int64_t>(x1 + 64L*x0));
                        }
                    }
                }
            }
        }
        {
            #pragma omp for
            for(int64_t x0=static_cast<int64_t>(0L); x0<static_cast<int64_t>(1024L); x0+=static_cast<int64_t>(1L))
            {
                for(int64_t x1=static_cast<int64_t>(0L); x1<static_cast<int64_t>(8L); x1+=static_cast<int64_t>(16L))
                {
                    {
                        if(C10_LIKELY(x1 >= static_cast<int64_t>(0L) && x1 < static_cast<int64_t>(8L)))
                        {
                            auto tmp0 = at::vec::Vectorized<float>::loadu(in_ptr0 + static_cast<int64_t>(x1 + 8L*x0), static_cast<int64_t>(8L));
                            auto tmp1 = at::vec::Vectorized<float>::loadu(in_ptr2 + static_cast<int64_t>(x1), static_cast<int64_t>(8L));
                            auto tmp2 = at::vec::Vectorized<float>::loadu(out_ptr0 + static_cast<int64_t>(x1), static_cast<int64_t>(8L));
                            auto tmp3 = tmp2.sqrt();
                            auto tmp4 = tmp1 / tmp3;
                            auto tmp5 = tmp0 * tmp4;
                            tmp5.store(out_ptr1 + static_cast<int64_t>(x1 + 8L*x0), static_cast<int64_t>(8L));
                        }
                    }
                }
            }
        }
        {
            #pragma omp for
            for(int64_t x0=static_cast<int64_t>(0L); x0<static_cast<int64_t>(64L); x0+=static_cast<int64_t>(16L))
            {
                for(int64_t x1=static_cast<int64_t>(0L); x1<static_cast<int64_t>(39L); x1+=static_cast<int64_t>(16L))
                {
                    {
                        if(C10_LIKELY(x0 >= static_cast<int64_t>(0) && x0 < static_cast<int64_t>(64L) && x1 >= static_cast<int64_t>(0) && x1 < static_cast<int64_t>(32L)))
                        {
                            alignas(std::max(std::size_t(16), alignof(float))) float tmp0[16*16];
                            transpose_mxn<float,static_cast<int64_t>(16),static_cast<int64_t>(16),false>(in_out_ptr0 + static_cast<int64_t>(x0 + 64L*x1), static_cast<int64_t>(64L), tmp0, static_cast<int64_t>(16));
                            for (long x0_inner = 0; x0_inner < static_cast<int64_t>(16); x0_inner++)
                            {
                                auto tmp1 = at::vec::Vectorized<float>::loadu(tmp0 + static_cast<int64_t>(16L*x0_inner), static_cast<int64_t>(16));
                                tmp1.store(out_ptr2 + static_cast<int64_t>(x1 + 39L*x0 + 39L*x0_inner));
                            }
                        }
                        if(C10_UNLIKELY(x0 >= static_cast<int64_t>(0) && x0 < static_cast<int64_t>(64L) && x1 >= static_cast<int64_t>(32L) && x1 < static_cast<int64_t>(39L)))
                        {
                            alignas(std::max(std::size_t(16), alignof(float))) float tmp0[16*16];
                            transpose_mxn<float,static_cast<int64_t>(7L),static_cast<int64_t>(16),false>(in_out_ptr0 + static_cast<int64_t>(x0 + 64L*x1), static_cast<int64_t>(64L), tmp0, static_cast<int64_t>(7L));
                            for (long x0_inner = 0; x0_inner < static_cast<int64_t>(16); x0_inner++)
                            {
                                auto tmp1 = at::vec::Vectorized<float>::loadu(tmp0 + static_cast<int64_t>(7L*x0_inner), static_cast<int64_t>(7L));
                                tmp1.store(out_ptr2 + static_cast<int64_t>(x1 + 39L*x0 + 39L*x0_inner), static_cast<int64_t>(7L));
                            }
                        }
                    }
                }
            }
        }
    }
    inductor_cpu_integer_div_error_flag = nullptr;
    inductor_cpu_throw_if_integer_div_error(inductor_cpu_integer_div_error);
}
''')


cpp_fused__to_copy_add_gelu_mul_native_layer_norm_slice_transpose_unsqueeze_3 = async_compile.cpp_pybinding(['float*', 'float*', 'const float*', 'const float*', 'const float*', 'const int8_t*', 'const float*', 'float*', 'float*'], r'''
#include <torch/csrc/inductor/cpp_prefix.h>
extern "C"  void  kernel(float* in_out_ptr0,
                       float* in_out_ptr1,
                       const float* in_ptr1,
                       const float* in_ptr2,
                       const float* in_ptr3,
                       const int8_t* in_ptr4,
                       const float* in_ptr5,
                       float* out_ptr1,
                       float* out_ptr2)
{
    std::atomic<int> inductor_cpu_integer_div_error{0};
    inductor_cpu_integer_div_error_flag = &inductor_cpu_integer_div_error;
    auto out_ptr0 = in_out_ptr0;
    auto in_ptr0 = in_out_ptr1;
    #pragma omp parallel
    {
        int tid = omp_get_thread_num();
        {
            #pragma omp for
            for(int64_t x0=static_cast<int64_t>(0L); x0<static_cast<int64_t>(39L); x0+=static_cast<int64_t>(16L))
            {
                {
                    float tmp_acc0 = 0;
                    at::vec::Vectorized<float> tmp_acc0_vec = at::vec::Vectorized<float>(0);
                    for(int64_t x1=static_cast<int64_t>(0L); x1<static_cast<int64_t>(64L); x1+=static_cast<int64_t>(16L))
                    {
                        {
                            if(C10_LIKELY(x0 >= static_cast<int64_t>(0) && x0 < static_cast<int64_t>(32L) && x1 >= static_cast<int64_t>(0) && x1 < static_cast<int64_t>(64L)))
                            {
                                alignas(std::max(std::size_t(16), alignof(float))) float tmp0[16*16];
                                transpose_mxn<float,static_cast<int64_t>(16),static_cast<int64_t>(16),false>(in_ptr0 + static_cast<int64_t>(x1 + 64L*x0), static_cast<int64_t>(64L), tmp0, static_cast<int64_t>(16));
                                for (long x1_inner = 0; x1_inner < static_cast<int64_t>(16); x1_inner++)
                                {
                                    auto tmp1 = at::vec::Vectorized<float>::loadu(tmp0 + static_cast<int64_t>(16L*x1_inner), static_cast<int64_t>(16));
                                    auto tmp2 = at::vec::Vectorized<float>::loadu(in_ptr1 + static_cast<int64_t>(x0 + 40L*x1 + 40L*x1_inner), static_cast<int64_t>(16));
                                    auto tmp3 = static_cast<float>(0.5);
                                    auto tmp4 = at::vec::Vectorized<float>(tmp3);
                                    auto tmp5 = tmp2 * tmp4;
                                    auto tmp6 = static_cast<float>(0.7071067811865476);
                                    auto tmp7 = at::vec::Vectorized<float>(tmp6);
                                    auto tmp8 = tmp2 * tmp7;
                                    auto tmp9 = tmp8.erf();
                                    auto tmp10 = static_cast<float>(1.0);
                                    auto tmp11 = at::vec::Vectorized<float>(tmp10);
                                    auto tmp12 = tmp9 + tmp11;
                                    auto tmp13 = tmp5 * tmp12;
                                    auto tmp14 = tmp1 + tmp13;
                                    tmp_acc0_vec = tmp_acc0_vec + tmp14;
                                }
                            }
                            if(C10_UNLIKELY(x0 >= static_cast<int64_t>(32L) && x0 < static_cast<int64_t>(39L) && x1 >= static_cast<int64_t>(0) && x1 < static_cast<int64_t>(64L)))
                            {
                                alignas(std::max(std::size_t(16), alignof(float))) float tmp0[16*16];
                                transpose_mxn<float,static_cast<int64_t>(7L),static_cast<int64_t>(16),false>(in_ptr0 + static_cast<int64_t>(x1 + 64L*x0), static_cast<int64_t>(64L), tmp0, static_cast<int64_t>(7L));
                                for (long x1_inner = 0; x1_inner < static_cast<int64_t>(16); x1_inner++)
                                {
                                    auto tmp1 = at::vec::Vectorized<float>::loadu(tmp0 + static_cast<int64_t>(7L*x1_inner), static_cast<int64_t>(7L));
                                    auto tmp2 = at::vec::Vectorized<float>::loadu(in_ptr1 + static_cast<int64_t>(x0 + 40L*x1 + 40L*x1_inner), static_cast<int64_t>(7L));
                                    auto tmp3 = static_cast<float>(0.5);
                                    auto tmp4 = at::vec::Vectorized<float>(tmp3);
                                    auto tmp5 = tmp2 * tmp4;
                                    auto tmp6 = static_cast<float>(0.7071067811865476);
                                    auto tmp7 = at::vec::Vectorized<float>(tmp6);
                                    auto tmp8 = tmp2 * tmp7;
                                    auto tmp9 = tmp8.erf();
                                    auto tmp10 = static_cast<float>(1.0);
                                    auto tmp11 = at::vec::Vectorized<float>(tmp10);
                                    auto tmp12 = tmp9 + tmp11;
                                    auto tmp13 = tmp5 * tmp12;
                                    auto tmp14 = tmp1 + tmp13;
                                    tmp_acc0_vec = sum_masked_reduce(tmp_acc0_vec, tmp14, static_cast<int64_t>(7L));
                                }
                            }
                        }
                    }
                    if(C10_LIKELY(x0 >= static_cast<int64_t>(0) && x0 < static_cast<int64_t>(32L)))
                    {
                        tmp_acc0_vec.store(out_ptr0 + static_cast<int64_t>(x0));
                    }
                    if(C10_UNLIKELY(x0 >= static_cast<int64_t>(32L) && x0 < static_cast<int64_t>(39L)))
                    {
                        tmp_acc0_vec.store(out_ptr0 + static_cast<int64_t>(x0), static_cast<int64_t>(7L));
                    }
                }
                {
                    if(C10_LIKELY(x0 >= static_cast<int64_t>(0) && x0 < static_cast<int64_t>(32L)))
                    {
                        auto tmp0 = at::vec::Vectorized<float>::loadu(out_ptr0 + static_cast<int64_t>(x0), static_cast<int64_t>(16));
                        auto tmp1 = static_cast<float>(64.0);
                        auto tmp2 = at::vec::Vectorized<float>(tmp1);
                        auto tmp3 = tmp0 / tmp2;
                        tmp3.store(in_out_ptr0 + static_cast<int64_t>(x0));
                    }
                    if(C10_UNLIKELY(x0 >= static_cast<int64_t>(32L) && x0 < static_cast<int64_t>(39L)))
                    {
                        auto tmp0 = at::vec::Vectorized<float>::loadu(out_ptr0 + static_cast<int64_t>(x0), static_cast<int64_t>(7L));
                        auto tmp1 = static_cast<float>(64.0);
                        auto tmp2 = at::vec::Vectorized<float>(tmp1);
                        auto tmp3 = tmp0 / tmp2;
                        tmp3.store(in_out_ptr0 + static_cast<int64_t>(x0), static_cast<int64_t>(7L));
                    }
                }
                {
                    float tmp_acc0 = 0;
                    at::vec::Vectorized<float> tmp_acc0_vec = at::vec::Vectorized<float>(0);
                    for(int64_t x1=static_cast<int64_t>(0L); x1<static_cast<int64_t>(64L); x1+=static_cast<int64_t>(16L))
                    {
                        {
                            if(C10_LIKELY(x0 >= static_cast<int64_t>(0) && x0 < static_cast<int64_t>(32L) && x1 >= static_cast<int64_t>(0) && x1 < static_cast<int64_t>(64L)))
                            {
                                alignas(std::max(std::size_t(16), alignof(float))) float tmp0[16*16];
                                transpose_mxn<float,static_cast<int64_t>(16),static_cast<int64_t>(16),false>(in_ptr0 + static_cast<int64_t>(x1 + 64L*x0), static_cast<int64_t>(64L), tmp0, static_cast<int64_t>(16));
                                for (long x1_inner = 0; x1_inner < static_cast<int64_t>(16); x1_inner++)
                                {
                                    auto tmp1 = at::vec::Vectorized<float>::loadu(tmp0 + static_cast<int64_t>(16L*x1_inner), static_cast<int64_t>(16));
                                    auto tmp2 = at::vec::Vectorized<float>::loadu(in_ptr1 + static_cast<int64_t>(x0 + 40L*x1 + 40L*x1_inner), static_cast<int64_t>(16));
                                    auto tmp15 = at::vec::Vectorized<float>::loadu(in_out_ptr0 + static_cast<int64_t>(x0), static_cast<int64_t>(16));
                                    auto tmp3 = static_cast<float>(0.5);
                                    auto tmp4 = at::vec::Vectorized<float>(tmp3);
                                    auto tmp5 = tmp2 * tmp4;
                                    auto tmp6 = static_cast<float>(0.7071067811865476);
                                    auto tmp7 = at::vec::Vectorized<float>(tmp6);
                                    auto tmp8 = tmp2 * tmp7;
                                    auto tmp9 = tmp8.erf();
                                    auto tmp10 = static_cast<float>(1.0);
                                    auto tmp11 = at::vec::Vectorized<float>(tmp10);
                                    auto tmp12 = tmp9 + tmp11;
                                    auto tmp13 = tmp5 * tmp12;
                                    auto tmp14 = tmp1 + tmp13;
                                    auto tmp16 = tmp14 - tmp15;
                                    auto tmp17 = tmp16 * tmp16;
                                    tmp_acc0_vec = tmp_acc0_vec + tmp17;
                                }
                            }
                            if(C10_UNLIKELY(x0 >= static_cast<int64_t>(32L) && x0 < static_cast<int64_t>(39L) && x1 >= static_cast<int64_t>(0) && x1 < static_cast<int64_t>(64L)))
                            {
                                alignas(std::max(std::size_t(16), alignof(float))) float tmp0[16*16];
                                transpose_mxn<float,static_cast<int64_t>(7L),static_cast<int64_t>(16),false>(in_ptr0 + static_cast<int64_t>(x1 + 64L*x0), static_cast<int64_t>(64L), tmp0, static_cast<int64_t>(7L));
                                for (long x1_inner = 0; x1_inner < static_cast<int64_t>(16); x1_inner++)
                                {
                                    auto tmp1 = at::vec::Vectorized<float>::loadu(tmp0 + static_cast<int64_t>(7L*x1_inner), static_cast<int64_t>(7L));
                                    auto tmp2 = at::vec::Vectorized<float>::loadu(in_ptr1 + static_cast<int64_t>(x0 + 40L*x1 + 40L*x1_inner), static_cast<int64_t>(7L));
                                    auto tmp15 = at::vec::Vectorized<float>::loadu(in_out_ptr0 + static_cast<int64_t>(x0), static_cast<int64_t>(7L));
                                    auto tmp3 = static_cast<float>(0.5);
                                    auto tmp4 = at::vec::Vectorized<float>(tmp3);
                                    auto tmp5 = tmp2 * tmp4;
                                    auto tmp6 = static_cast<float>(0.7071067811865476);
                                    auto tmp7 = at::vec::Vectorized<float>(tmp6);
                                    auto tmp8 = tmp2 * tmp7;
                                    auto tmp9 = tmp8.erf();
                                    auto tmp10 = static_cast<float>(1.0);
                                    auto tmp11 = at::vec::Vectorized<float>(tmp10);
                                    auto tmp12 = tmp9 + tmp11;
                                    auto tmp13 = tmp5 * tmp12;
                                    auto tmp14 = tmp1 + tmp13;
                                    auto tmp16 = tmp14 - tmp15;
                                    auto tmp17 = tmp16 * tmp16;
                                    tmp_acc0_vec = sum_masked_reduce(tmp_acc0_vec, tmp17, static_cast<int64_t>(7L));
                                }
                            }
                        }
                    }
                    if(C10_LIKELY(x0 >= static_cast<int64_t>(0) && x0 < static_cast<int64_t>(32L)))
                    {
                        tmp_acc0_vec.store(out_ptr1 + static_cast<int64_t>(x0));
                    }
                    if(C10_UNLIKELY(x0 >= static_cast<int64_t>(32L) && x0 < static_cast<int64_t>(39L)))
                    {
                        tmp_acc0_vec.store(out_ptr1 + static_cast<int64_t>(x0), static_cast<int64_t>(7L));
                    }
                }
                for(int64_t x1=static_cast<int64_t>(0L); x1<static_cast<int64_t>(64L); x1+=static_cast<int64_t>(16L))
                {
                    {
                        if(C10_LIKELY(x0 >= static_cast<int64_t>(0) && x0 < static_cast<int64_t>(32L) && x1 >= static_cast<int64_t>(0) && x1 < static_cast<int64_t>(64L)))
                        {
                            alignas(std::max(std::size_t(16), alignof(float))) float tmp1[16*16];
                            transpose_mxn<float,static_cast<int64_t>(16),static_cast<int64_t>(16),false>(in_ptr1 + static_cast<int64_t>(x0 + 40L*x1), static_cast<int64_t>(40L), tmp1, static_cast<int64_t>(16));
                            transpose_mxn<float,static_cast<int64_t>(16),static_cast<int64_t>(16),false>(in_ptr1 + static_cast<int64_t>(x0 + 40L*x1), static_cast<int64_t>(40L), tmp1, static_cast<int64_t>(16));
                            for (long x0_inner = 0; x0_inner < static_cast<int64_t>(16); x0_inner++)
                            {
                                auto tmp0 = at::vec::Vectorized<float>::loadu(in_out_ptr1 + static_cast<int64_t>(x1 + 64L*x0 + 64L*x0_inner), static_cast<int64_t>(16));
                                auto tmp2 = at::vec::Vectorized<float>::loadu(tmp1 + static_cast<int64_t>(16L*x0_inner), static_cast<int64_t>(16));
                                auto tmp15 = in_out_ptr0[static_cast<int64_t>(x0 + x0_inner)];
                                auto tmp18 = out_ptr1[static_cast<int64_t>(x0 + x0_inner)];
                                auto tmp26 = at::vec::Vectorized<float>::loadu(in_ptr2 + static_cast<int64_t>(x1), static_cast<int64_t>(16));
                                auto tmp28 = at::vec::Vectorized<float>::loadu(in_ptr3 + static_cast<int64_t>(x1), static_cast<int64_t>(16));
                                auto tmp3 = static_cast<float>(0.5);
                                auto tmp4 = at::vec::Vectorized<float>(tmp3);
                                auto tmp5 = tmp2 * tmp4;
                                auto tmp6 = static_cast<float>(0.7071067811865476);
                                auto tmp7 = at::vec::Vectorized<float>(tmp6);
                                auto tmp8 = tmp2 * tmp7;
                                auto tmp9 = tmp8.erf();
                                auto tmp10 = static_cast<float>(1.0);
                                auto tmp11 = at::vec::Vectorized<float>(tmp10);
                                auto tmp12 = tmp9 + tmp11;
                                auto tmp13 = tmp5 * tmp12;
                                auto tmp14 = tmp0 + tmp13;
                                auto tmp16 = at::vec::Vectorized<float>(tmp15);
                                auto tmp17 = tmp14 - tmp16;
                                auto tmp19 = static_cast<float>(64.0);
                                auto tmp20 = tmp18 / tmp19;
                                auto tmp21 = static_cast<float>(1e-05);
                                auto tmp22 = float(tmp20 + tmp21);
                                auto tmp23 = 1 / std::sqrt(tmp22);
                                auto tmp24 = at::vec::Vectorized<float>(tmp23);
                                auto tmp25 = tmp17 * tmp24;
                                auto tmp27 = tmp25 * tmp26;
                                auto tmp29 = tmp27 + tmp28;
                                tmp29.store(in_out_ptr1 + static_cast<int64_t>(x1 + 64L*x0 + 64L*x0_inner));
                            }
                        }
                        if(C10_UNLIKELY(x0 >= static_cast<int64_t>(32L) && x0 < static_cast<int64_t>(39L) && x1 >= static_cast<int64_t>(0) && x1 < static_cast<int64_t>(64L)))
                        {
                            alignas(std::max(std::size_t(16), alignof(float))) float tmp1[16*16];
                            transpose_mxn<float,static_cast<int64_t>(16),static_cast<int64_t>(7L),false>(in_ptr1 + static_cast<int64_t>(x0 + 40L*x1), static_cast<int64_t>(40L), tmp1, static_cast<int64_t>(16));
                            transpose_mxn<float,static_cast<int64_t>(16),static_cast<int64_t>(7L),false>(in_ptr1 + static_cast<int64_t>(x0 + 40L*x1), static_cast<int64_t>(40L), tmp1, static_cast<int64_t>(16));
                            for (long x0_inner = 0; x0_inner < static_cast<int64_t>(7L); x0_inner++)
                            {
                                auto tmp0 = at::vec::Vectorized<float>::loadu(in_out_ptr1 + static_cast<int64_t>(x1 + 64L*x0 + 64L*x0_inner), static_cast<int64_t>(16));
                                auto tmp2 = at::vec::Vectorized<float>::loadu(tmp1 + static_cast<int64_t>(16L*x0_inner), static_cast<int64_t>(16));
                                auto tmp15 = in_out_ptr0[static_cast<int64_t>(x0 + x0_inner)];
                                auto tmp18 = out_ptr1[static_cast<int64_t>(x0 + x0_inner)];
                                auto tmp26 = at::vec::Vectorized<float>::loadu(in_ptr2 + static_cast<int64_t>(x1), static_cast<int64_t>(16));
                                auto tmp28 = at::vec::Vectorized<float>::loadu(in_ptr3 + static_cast<int64_t>(x1), static_cast<int64_t>(16));
                                auto tmp3 = static_cast<float>(0.5);
                                auto tmp4 = at::vec::Vectorized<float>(tmp3);
                                auto tmp5 = tmp2 * tmp4;
                                auto tmp6 = static_cast<float>(0.7071067811865476);
                                auto tmp7 = at::vec::Vectorized<float>(tmp6);
                                auto tmp8 = tmp2 * tmp7;
                                auto tmp9 = tmp8.erf();
                                auto tmp10 = static_cast<float>(1.0);
                                auto tmp11 = at::vec::Vectorized<float>(tmp10);
                                auto tmp12 = tmp9 + tmp11;
                                auto tmp13 = tmp5 * tmp12;
                                auto tmp14 = tmp0 + tmp13;
                                auto tmp16 = at::vec::Vectorized<float>(tmp15);
                                auto tmp17 = tmp14 - tmp16;
                                auto tmp19 = static_cast<float>(64.0);
                                auto tmp20 = tmp18 / tmp19;
                                auto tmp21 = static_cast<float>(1e-05);
                                auto tmp22 = float(tmp20 + tmp21);
                                auto tmp23 = 1 / std::sqrt(tmp22);
                                auto tmp24 = at::vec::Vectorized<float>(tmp23);
                                auto tmp25 = tmp17 * tmp24;
                                auto tmp27 = tmp25 * tmp26;
                                auto tmp29 = tmp27 + tmp28;
                                tmp29.store(in_out_ptr1 + static_cast<int64_t>(x1 + 64L*x0 + 64L*x0_inner));
                            }
                        }
                    }
                }
            }
        }
        {
            #pragma omp for
            for(int64_t x0=static_cast<int64_t>(0L); x0<static_cast<int64_t>(64L); x0+=static_cast<int64_t>(1L))
            {
                for(int64_t x1=static_cast<int64_t>(0L); x1<static_cast<int64_t>(64L); x1+=static_cast<int64_t>(16L))
                {
                    {
                        if(C10_LIKELY(x1 >= static_cast<int64_t>(0) && x1 < static_cast<int64_t>(64L)))
                        {
                            auto tmp0 = at::vec::Vectorized<int8_t>::loadu(in_ptr4 + static_cast<int64_t>(x1 + 64L*x0), static_cast<int64_t>(16));
                            auto tmp2 = in_ptr5[static_cast<int64_t>(x0)];
                            auto tmp1 = at::vec::convert<float>(tmp0);
                            auto tmp3 = at::vec::Vectorized<float>(tmp2);
                            auto tmp4 = tmp1 * tmp3;
                            tmp4.store(out_ptr2 + static_cast<int64_t>(x1 + 64L*x0));
                        }
                    }
                }
            }
        }
    }
    inductor_cpu_integer_div_error_flag = nullptr;
    inductor_cpu_throw_if_integer_div_error(inductor_cpu_integer_div_error);
}
''')


cpp_fused__to_copy_mul_unsqueeze_4 = async_compile.cpp_pybinding(['const int8_t*', 'const float*', 'float*'], r'''
#include <torch/csrc/inductor/cpp_prefix.h>
extern "C"  void  kernel(const int8_t* in_ptr0,
                       const float* in_ptr1,
                       float* out_ptr0)
{
    std::atomic<int> inductor_cpu_integer_div_error{0};
    inductor_cpu_integer_div_error_flag = &inductor_cpu_integer_div_error;
    #pragma omp parallel
    {
        int tid = omp_get_thread_num();
        {
            #pragma omp for
            for(int64_t x0=static_cast<int64_t>(0L); x0<static_cast<int64_t>(64L); x0+=static_cast<int64_t>(1L))
            {
                for(int64_t x1=static_cast<int64_t>(0L); x1<static_cast<int64_t>(64L); x1+=static_cast<int64_t>(16L))
                {
                    {
                        if(C10_LIKELY(x1 >= static_cast<int64_t>(0) && x1 < static_cast<int64_t>(64L)))
                        {
                            auto tmp0 = at::vec::Vectorized<int8_t>::loadu(in_ptr0 + static_cast<int64_t>(x1 + 64L*x0), static_cast<int64_t>(16));
                            auto tmp2 = in_ptr1[static_cast<int64_t>(x0)];
                            auto tmp1 = at::vec::convert<float>(tmp0);
                            auto tmp3 = at::vec::Vectorized<float>(tmp2);
                            auto tmp4 = tmp1 * tmp3;
                            tmp4.store(out_ptr0 + static_cast<int64_t>(x1 + 64L*x0));
                        }
                    }
                }
            }
        }
    }
    inductor_cpu_integer_div_error_flag = nullptr;
    inductor_cpu_throw_if_integer_div_error(inductor_cpu_integer_div_error);
}
''')


cpp_fused__scaled_dot_product_flash_attention_for_cpu__unsafe_view_add_transpose_view_5 = async_compile.cpp_pybinding(['float*', 'float*', 'float*', 'const float*', 'const float*', 'const float*'], r'''
#include <torch/csrc/inductor/cpp_prefix.h>
extern "C"  void  kernel(float* in_out_ptr0,
                       float* in_out_ptr1,
                       float* in_out_ptr2,
                       const float* in_ptr0,
                       const float* in_ptr1,
                       const float* in_ptr2)
{
    std::atomic<int> inductor_cpu_integer_div_error{0};
    inductor_cpu_integer_div_error_flag = &inductor_cpu_integer_div_error;
    #pragma omp parallel
    {
        int tid = omp_get_thread_num();
        {
            #pragma omp for
            for(int64_t x0=static_cast<int64_t>(0L); x0<static_cast<int64_t>(39L); x0+=static_cast<int64_t>(1L))
            {
                for(int64_t x1=static_cast<int64_t>(0L); x1<static_cast<int64_t>(64L); x1+=static_cast<int64_t>(16L))
                {
                    {
                        if(C10_LIKELY(x1 >= static_cast<int64_t>(0) && x1 < static_cast<int64_t>(64L)))
                        {
                            auto tmp0 = at::vec::Vectorized<float>::loadu(in_out_ptr0 + static_cast<int64_t>(x1 + 64L*x0), static_cast<int64_t>(16));
                            auto tmp1 = at::vec::Vectorized<float>::loadu(in_ptr0 + static_cast<int64_t>(x1), static_cast<int64_t>(16));
                            auto tmp2 = tmp0 + tmp1;
                            tmp2.store(in_out_ptr0 + static_cast<int64_t>(x1 + 64L*x0));
                        }
                    }
                }
            }
        }
        {
            #pragma omp for
            for(int64_t x0=static_cast<int64_t>(0L); x0<static_cast<int64_t>(39L); x0+=static_cast<int64_t>(1L))
            {
                for(int64_t x1=static_cast<int64_t>(0L); x1<static_cast<int64_t>(64L); x1+=static_cast<int64_t>(16L))
                {
                    {
                        if(C10_LIKELY(x1 >= static_cast<int64_t>(0) && x1 < static_cast<int64_t>(64L)))
                        {
                            auto tmp0 = at::vec::Vectorized<float>::loadu(in_out_ptr1 + static_cast<int64_t>(x1 + 64L*x0), static_cast<int64_t>(16));
                            auto tmp1 = at::vec::Vectorized<float>::loadu(in_ptr1 + static_cast<int64_t>(x1), static_cast<int64_t>(16));
                            auto tmp2 = tmp0 + tmp1;
                            tmp2.store(in_out_ptr1 + static_cast<int64_t>(x1 + 64L*x0));
                        }
                    }
                }
            }
        }
        {
            #pragma omp for
            for(int64_t x0=static_cast<int64_t>(0L); x0<static_cast<int64_t>(39L); x0+=static_cast<int64_t>(1L))
            {
                for(int64_t x1=static_cast<int64_t>(0L); x1<static_cast<int64_t>(64L); x1+=static_cast<int64_t>(16L))
                {
                    {
                        if(C10_LIKELY(x1 >= static_cast<int64_t>(0) && x1 < static_cast<int64_t>(64L)))
                        {
                            auto tmp0 = at::vec::Vectorized<float>::loadu(in_out_ptr2 + static_cast<int64_t>(x1 + 64L*x0), static_cast<int64_t>(16));
                            auto tmp1 = at::vec::Vectorized<float>::loadu(in_ptr2 + static_cast<int64_t>(x1), static_cast<int64_t>(16));
                            auto tmp2 = tmp0 + tmp1;
                            tmp2.store(in_out_ptr2 + static_cast<int64_t>(x1 + 64L*x0));
                        }
                    }
                }
            }
        }
    }
    inductor_cpu_integer_div_error_flag = nullptr;
    inductor_cpu_throw_if_integer_div_error(inductor_cpu_integer_div_error);
}
''')


cpp_fused__to_copy__unsafe_view_add_mul_native_layer_norm_unsqueeze_6 = async_compile.cpp_pybinding(['float*', 'float*', 'const float*', 'const float*', 'const float*', 'const float*', 'const int8_t*', 'const float*', 'float*', 'float*'], r'''
#include <torch/csrc/inductor/cpp_prefix.h>
extern "C"  void  kernel(float* in_out_ptr0,
                       float* in_out_ptr1,
                       const float* in_ptr1,
                       const float* in_ptr2,
                       const float* in_ptr3,
                       const float* in_ptr4,
                       const int8_t* in_ptr5,
                       const float* in_ptr6,
                       float* out_ptr1,
                       float* out_ptr2)
{
    std::atomic<int> inductor_cpu_integer_div_error{0};
    inductor_cpu_integer_div_error_flag = &inductor_cpu_integer_div_error;
    auto out_ptr0 = in_out_ptr0;
    auto in_ptr0 = in_out_ptr1;
    #pragma omp parallel
    {
        int tid = omp_get_thread_num();
        {
            #pragma omp for
            for(int64_t x0=static_cast<int64_t>(0L); x0<static_cast<int64_t>(39L); x0+=static_cast<int64_t>(1L))
            {
                {
                    float tmp_acc0 = 0;
                    at::vec::Vectorized<float> tmp_acc0_vec = at::vec::Vectorized<float>(0);
                    for(int64_t x1=static_cast<int64_t>(0L); x1<static_cast<int64_t>(64L); x1+=static_cast<int64_t>(16L))
                    {
                        {
                            if(C10_LIKELY(x1 >= static_cast<int64_t>(0) && x1 < static_cast<int64_t>(64L)))
                            {
                                auto tmp0 = at::vec::Vectorized<float>::loadu(in_out_ptr1 + static_cast<int64_t>(x1 + 64L*x0), static_cast<int64_t>(16));
                                auto tmp1 = at::vec::Vectorized<float>::loadu(in_ptr1 + static_cast<int64_t>(x1 + 64L*x0), static_cast<int64_t>(16));
                                auto tmp2 = at::vec::Vectorized<float>::loadu(in_ptr2 + static_cast<int64_t>(x1), static_cast<int64_t>(16));
                                auto tmp3 = tmp1 + tmp2;
                                auto tmp4 = tmp0 + tmp3;
                                tmp_acc0_vec = tmp_acc0_vec + tmp4;
                            }
                        }
                    }
                    tmp_acc0 = tmp_acc0 + at::vec::vec_reduce_all<float, 1>([](at::vec::Vectorized<float>& x, at::vec::Vectorized<float>& y) { return x + y; }, tmp_acc0_vec);
                    in_out_ptr0[static_cast<int64_t>(x0)] = static_cast<float>(tmp_acc0);
                }
            }
        }
        #pragma omp single
        {
            {
                for(int64_t x0=static_cast<int64_t>(0L); x0<static_cast<int64_t>(39L); x0+=static_cast<int64_t>(16L))
                {
                    {
                        if(C10_LIKELY(x0 >= static_cast<int64_t>(0) && x0 < static_cast<int64_t>(32L)))
                        {
                            auto tmp0 = at::vec::Vectorized<float>::loadu(out_ptr0 + static_cast<int64_t>(x0), static_cast<int64_t>(16));
                            auto tmp1 = static_cast<float>(64.0);
                            auto tmp2 = at::vec::Vectorized<float>(tmp1);
                            auto tmp3 = tmp0 / tmp2;
                            tmp3.store(in_out_ptr0 + static_cast<int64_t>(x0));
                        }
                        if(C10_UNLIKELY(x0 >= static_cast<int64_t>(32L) && x0 < static_cast<int64_t>(39L)))
                        {
                            auto tmp0 = at::vec::Vectorized<float>::loadu(out_ptr0 + static_cast<int64_t>(x0), static_cast<int64_t>(7L));
                            auto tmp1 = static_cast<float>(64.0);
                            auto tmp2 = at::vec::Vectorized<float>(tmp1);
                            auto tmp3 = tmp0 / tmp2;
                            tmp3.store(in_out_ptr0 + static_cast<int64_t>(x0), static_cast<int64_t>(7L));
                        }
                    }
                }
            }
        }
        {
            #pragma omp for
            for(int64_t x0=static_cast<int64_t>(0L); x0<static_cast<int64_t>(39L); x0+=static_cast<int64_t>(1L))
            {
                {
                    float tmp_acc0 = 0;
                    at::vec::Vectorized<float> tmp_acc0_vec = at::vec::Vectorized<float>(0);
                    for(int64_t x1=static_cast<int64_t>(0L); x1<static_cast<int64_t>(64L); x1+=static_cast<int64_t>(16L))
                    {
                        {
                            if(C10_LIKELY(x1 >= static_cast<int64_t>(0) && x1 < static_cast<int64_t>(64L)))
                            {
                                auto tmp0 = at::vec::Vectorized<float>::loadu(in_out_ptr1 + static_cast<int64_t>(x1 + 64L*x0), static_cast<int64_t>(16));
                                auto tmp1 = at::vec::Vectorized<float>::loadu(in_ptr1 + static_cast<int64_t>(x1 + 64L*x0), static_cast<int64_t>(16));
                                auto tmp2 = at::vec::Vectorized<float>::loadu(in_ptr2 + static_cast<int64_t>(x1), static_cast<int64_t>(16));
                                auto tmp5 = in_out_ptr0[static_cast<int64_t>(x0)];
                                auto tmp3 = tmp1 + tmp2;
                                auto tmp4 = tmp0 + tmp3;
                                auto tmp6 = at::vec::Vectorized<float>(tmp5);
                                auto tmp7 = tmp4 - tmp6;
                                auto tmp8 = tmp7 * tmp7;
                                tmp_acc0_vec = tmp_acc0_vec + tmp8;
                            }
                        }
                    }
                    tmp_acc0 = tmp_acc0 + at::vec::vec_reduce_all<float, 1>([](at::vec::Vectorized<float>& x, at::vec::Vectorized<float>& y) { return x + y; }, tmp_acc0_vec);
                    out_ptr1[static_cast<int64_t>(x0)] = static_cast<float>(tmp_acc0);
                }
            }
        }
        {
            #pragma omp for
            for(int64_t x0=static_cast<int64_t>(0L); x0<static_cast<int64_t>(39L); x0+=static_cast<int64_t>(1L))
            {
                for(int64_t x1=static_cast<int64_t>(0L); x1<static_cast<int64_t>(64L); x1+=static_cast<int64_t>(16L))
                {
                    {
                        if(C10_LIKELY(x1 >= static_cast<int64_t>(0) && x1 < static_cast<int64_t>(64L)))
                        {
                            auto tmp0 = at::vec::Vectorized<float>::loadu(in_out_ptr1 + static_cast<int64_t>(x1 + 64L*x0), static_cast<int64_t>(16));
                            auto tmp1 = at::vec::Vectorized<float>::loadu(in_ptr1 + static_cast<int64_t>(x1 + 64L*x0), static_cast<int64_t>(16));
                            auto tmp2 = at::vec::Vectorized<float>::loadu(in_ptr2 + static_cast<int64_t>(x1), static_cast<int64_t>(16));
                            auto tmp5 = in_out_ptr0[static_cast<int64_t>(x0)];
                            auto tmp8 = out_ptr1[static_cast<int64_t>(x0)];
                            auto tmp16 = at::vec::Vectorized<float>::loadu(in_ptr3 + static_cast<int64_t>(x1), static_cast<int64_t>(16));
                            auto tmp18 = at::vec::Vectorized<float>::loadu(in_ptr4 + static_cast<int64_t>(x1), static_cast<int64_t>(16));
                            auto tmp3 = tmp1 + tmp2;
                            auto tmp4 = tmp0 + tmp3;
                            auto tmp6 = at::vec::Vectorized<float>(tmp5);
                            auto tmp7 = tmp4 - tmp6;
                            auto tmp9 = static_cast<float>(64.0);
                            auto tmp10 = tmp8 / tmp9;
                            auto tmp11 = static_cast<float>(1e-05);
                            auto tmp12 = float(tmp10 + tmp11);
                            auto tmp13 = 1 / std::sqrt(tmp12);
                            auto tmp14 = at::vec::Vectorized<float>(tmp13);
                            auto tmp15 = tmp7 * tmp14;
                            auto tmp17 = tmp15 * tmp16;
                            auto tmp19 = tmp17 + tmp18;
                            tmp19.store(in_out_ptr1 + static_cast<int64_t>(x1 + 64L*x0));
                        }
                    }
                }
            }
        }
        {
            #pragma omp for
            for(int64_t x0=static_cast<int64_t>(0L); x0<static_cast<int64_t>(128L); x0+=static_cast<int64_t>(1L))
            {
                for(int64_t x1=static_cast<int64_t>(0L); x1<static_cast<int64_t>(64L); x1+=static_cast<int64_t>(16L))
                {
                    {
                        if(C10_LIKELY(x1 >= static_cast<int64_t>(0) && x1 < static_cast<int64_t>(64L)))
                        {
                            auto tmp0 = at::vec::Vectorized<int8_t>::loadu(in_ptr5 + static_cast<int64_t>(x1 + 64L*x0), static_cast<int64_t>(16));
                            auto tmp2 = in_ptr6[static_cast<int64_t>(x0)];
                            auto tmp1 = at::vec::convert<float>(tmp0);
                            auto tmp3 = at::vec::Vectorized<float>(tmp2);
                            auto tmp4 = tmp1 * tmp3;
                            tmp4.store(out_ptr2 + static_cast<int64_t>(x1 + 64L*x0));
                        }
                    }
                }
            }
        }
    }
    inductor_cpu_integer_div_error_flag = nullptr;
    inductor_cpu_throw_if_integer_div_error(inductor_cpu_integer_div_error);
}
''')


cpp_fused__to_copy__unsafe_view_add_gelu_mul_unsqueeze_7 = async_compile.cpp_pybinding(['float*', 'const int8_t*', 'const float*', 'const float*', 'float*'], r'''
#include <torch/csrc/inductor/cpp_prefix.h>
extern "C"  void  kernel(float* in_out_ptr0,
                       const int8_t* in_ptr0,
                       const float* in_ptr1,
                       const float* in_ptr2,
                       float* out_ptr0)
{
    std::atomic<int> inductor_cpu_integer_div_error{0};
    inductor_cpu_integer_div_error_flag = &inductor_cpu_integer_div_error;
    #pragma omp parallel
    {
        int tid = omp_get_thread_num();
        {
            #pragma omp for
            for(int64_t x0=static_cast<int64_t>(0L); x0<static_cast<int64_t>(64L); x0+=static_cast<int64_t>(1L))
            {
                for(int64_t x1=static_cast<int64_t>(0L); x1<static_cast<int64_t>(128L); x1+=static_cast<int64_t>(16L))
                {
                    {
                        if(C10_LIKELY(x1 >= static_cast<int64_t>(0) && x1 < static_cast<int64_t>(128L)))
                        {
                            auto tmp0 = at::vec::Vectorized<int8_t>::loadu(in_ptr0 + static_cast<int64_t>(x1 + 128L*x0), static_cast<int64_t>(16));
                            auto tmp2 = in_ptr1[static_cast<int64_t>(x0)];
                            auto tmp1 = at::vec::convert<float>(tmp0);
                            auto tmp3 = at::vec::Vectorized<float>(tmp2);
                            auto tmp4 = tmp1 * tmp3;
                            tmp4.store(out_ptr0 + static_cast<int64_t>(x1 + 128L*x0));
                        }
                    }
                }
            }
        }
        {
            #pragma omp for
            for(int64_t x0=static_cast<int64_t>(0L); x0<static_cast<int64_t>(39L); x0+=static_cast<int64_t>(1L))
            {
                for(int64_t x1=static_cast<int64_t>(0L); x1<static_cast<int64_t>(128L); x1+=static_cast<int64_t>(16L))
                {
                    {
                        if(C10_LIKELY(x1 >= static_cast<int64_t>(0) && x1 < static_cast<int64_t>(128L)))
                        {
                            auto tmp0 = at::vec::Vectorized<float>::loadu(in_out_ptr0 + static_cast<int64_t>(x1 + 128L*x0), static_cast<int64_t>(16));
                            auto tmp1 = at::vec::Vectorized<float>::loadu(in_ptr2 + static_cast<int64_t>(x1), static_cast<int64_t>(16));
                            auto tmp2 = tmp0 + tmp1;
                            auto tmp3 = static_cast<float>(0.5);
                            auto tmp4 = at::vec::Vectorized<float>(tmp3);
                            auto tmp5 = tmp2 * tmp4;
                            auto tmp6 = static_cast<float>(0.7071067811865476);
                            auto tmp7 = at::vec::Vectorized<float>(tmp6);
                            auto tmp8 = tmp2 * tmp7;
                            auto tmp9 = tmp8.erf();
                            auto tmp10 = static_cast<float>(1.0);
                            auto tmp11 = at::vec::Vectorized<float>(tmp10);
                            auto tmp12 = tmp9 + tmp11;
                            auto tmp13 = tmp5 * tmp12;
                            tmp13.store(in_out_ptr0 + static_cast<int64_t>(x1 + 128L*x0));
                        }
                    }
                }
            }
        }
    }
    inductor_cpu_integer_div_error_flag = nullptr;
    inductor_cpu_throw_if_integer_div_error(inductor_cpu_integer_div_error);
}
''')


cpp_fused__to_copy__unsafe_view_add_mul_native_layer_norm_unsqueeze_8 = async_compile.cpp_pybinding(['float*', 'float*', 'const float*', 'const float*', 'const float*', 'const float*', 'const int8_t*', 'const float*', 'float*', 'float*'], r'''
#include <torch/csrc/inductor/cpp_prefix.h>
extern "C"  void  kernel(float* in_out_ptr0,
                       float* in_out_ptr1,
                       const float* in_ptr1,
                       const float* in_ptr2,
                       const float* in_ptr3,
                       const float* in_ptr4,
                       const int8_t* in_ptr5,
                       const float* in_ptr6,
                       float* out_ptr1,
                       float* out_ptr2)
{
    std::atomic<int> inductor_cpu_integer_div_error{0};
    inductor_cpu_integer_div_error_flag = &inductor_cpu_integer_div_error;
    auto out_ptr0 = in_out_ptr0;
    auto in_ptr0 = in_out_ptr1;
    #pragma omp parallel
    {
        int tid = omp_get_thread_num();
        {
            #pragma omp for
            for(int64_t x0=static_cast<int64_t>(0L); x0<static_cast<int64_t>(39L); x0+=static_cast<int64_t>(1L))
            {
                {
                    float tmp_acc0 = 0;
                    at::vec::Vectorized<float> tmp_acc0_vec = at::vec::Vectorized<float>(0);
                    for(int64_t x1=static_cast<int64_t>(0L); x1<static_cast<int64_t>(64L); x1+=static_cast<int64_t>(16L))
                    {
                        {
                            if(C10_LIKELY(x1 >= static_cast<int64_t>(0) && x1 < static_cast<int64_t>(64L)))
                            {
                                auto tmp0 = at::vec::Vectorized<float>::loadu(in_out_ptr1 + static_cast<int64_t>(x1 + 64L*x0), static_cast<int64_t>(16));
                                auto tmp1 = at::vec::Vectorized<float>::loadu(in_ptr1 + static_cast<int64_t>(x1 + 64L*x0), static_cast<int64_t>(16));
                                auto tmp2 = at::vec::Vectorized<float>::loadu(in_ptr2 + static_cast<int64_t>(x1), static_cast<int64_t>(16));
                                auto tmp3 = tmp1 + tmp2;
                                auto tmp4 = tmp0 + tmp3;
                                tmp_acc0_vec = tmp_acc0_vec + tmp4;
                            }
                        }
                    }
                    tmp_acc0 = tmp_acc0 + at::vec::vec_reduce_all<float, 1>([](at::vec::Vectorized<float>& x, at::vec::Vectorized<float>& y) { return x + y; }, tmp_acc0_vec);
                    in_out_ptr0[static_cast<int64_t>(x0)] = static_cast<float>(tmp_acc0);
                }
            }
        }
        #pragma omp single
        {
            {
                for(int64_t x0=static_cast<int64_t>(0L); x0<static_cast<int64_t>(39L); x0+=static_cast<int64_t>(16L))
                {
                    {
                        if(C10_LIKELY(x0 >= static_cast<int64_t>(0) && x0 < static_cast<int64_t>(32L)))
                        {
                            auto tmp0 = at::vec::Vectorized<float>::loadu(out_ptr0 + static_cast<int64_t>(x0), static_cast<int64_t>(16));
                            auto tmp1 = static_cast<float>(64.0);
                            auto tmp2 = at::vec::Vectorized<float>(tmp1);
                            auto tmp3 = tmp0 / tmp2;
                            tmp3.store(in_out_ptr0 + static_cast<int64_t>(x0));
                        }
                        if(C10_UNLIKELY(x0 >= static_cast<int64_t>(32L) && x0 < static_cast<int64_t>(39L)))
                        {
                            auto tmp0 = at::vec::Vectorized<float>::loadu(out_ptr0 + static_cast<int64_t>(x0), static_cast<int64_t>(7L));
                            auto tmp1 = static_cast<float>(64.0);
                            auto tmp2 = at::vec::Vectorized<float>(tmp1);
                            auto tmp3 = tmp0 / tmp2;
                            tmp3.store(in_out_ptr0 + static_cast<int64_t>(x0), static_cast<int64_t>(7L));
                        }
                    }
                }
            }
        }
        {
            #pragma omp for
            for(int64_t x0=static_cast<int64_t>(0L); x0<static_cast<int64_t>(39L); x0+=static_cast<int64_t>(1L))
            {
                {
                    float tmp_acc0 = 0;
                    at::vec::Vectorized<float> tmp_acc0_vec = at::vec::Vectorized<float>(0);
                    for(int64_t x1=static_cast<int64_t>(0L); x1<static_cast<int64_t>(64L); x1+=static_cast<int64_t>(16L))
                    {
                        {
                            if(C10_LIKELY(x1 >= static_cast<int64_t>(0) && x1 < static_cast<int64_t>(64L)))
                            {
                                auto tmp0 = at::vec::Vectorized<float>::loadu(in_out_ptr1 + static_cast<int64_t>(x1 + 64L*x0), static_cast<int64_t>(16));
                                auto tmp1 = at::vec::Vectorized<float>::loadu(in_ptr1 + static_cast<int64_t>(x1 + 64L*x0), static_cast<int64_t>(16));
                                auto tmp2 = at::vec::Vectorized<float>::loadu(in_ptr2 + static_cast<int64_t>(x1), static_cast<int64_t>(16));
                                auto tmp5 = in_out_ptr0[static_cast<int64_t>(x0)];
                                auto tmp3 = tmp1 + tmp2;
                                auto tmp4 = tmp0 + tmp3;
                                auto tmp6 = at::vec::Vectorized<float>(tmp5);
                                auto tmp7 = tmp4 - tmp6;
                                auto tmp8 = tmp7 * tmp7;
                                tmp_acc0_vec = tmp_acc0_vec + tmp8;
                            }
                        }
                    }
                    tmp_acc0 = tmp_acc0 + at::vec::vec_reduce_all<float, 1>([](at::vec::Vectorized<float>& x, at::vec::Vectorized<float>& y) { return x + y; }, tmp_acc0_vec);
                    out_ptr1[static_cast<int64_t>(x0)] = static_cast<float>(tmp_acc0);
                }
            }
        }
        {
            #pragma omp for
            for(int64_t x0=static_cast<int64_t>(0L); x0<static_cast<int64_t>(39L); x0+=static_cast<int64_t>(1L))
            {
                for(int64_t x1=static_cast<int64_t>(0L); x1<static_cast<int64_t>(64L); x1+=static_cast<int64_t>(16L))
                {
                    {
                        if(C10_LIKELY(x1 >= static_cast<int64_t>(0) && x1 < static_cast<int64_t>(64L)))
                        {
                            auto tmp0 = at::vec::Vectorized<float>::loadu(in_out_ptr1 + static_cast<int64_t>(x1 + 64L*x0), static_cast<int64_t>(16));
                            auto tmp1 = at::vec::Vectorized<float>::loadu(in_ptr1 + static_cast<int64_t>(x1 + 64L*x0), static_cast<int64_t>(16));
                            auto tmp2 = at::vec::Vectorized<float>::loadu(in_ptr2 + static_cast<int64_t>(x1), static_cast<int64_t>(16));
                            auto tmp5 = in_out_ptr0[static_cast<int64_t>(x0)];
                            auto tmp8 = out_ptr1[static_cast<int64_t>(x0)];
                            auto tmp16 = at::vec::Vectorized<float>::loadu(in_ptr3 + static_cast<int64_t>(x1), static_cast<int64_t>(16));
                            auto tmp18 = at::vec::Vectorized<float>::loadu(in_ptr4 + static_cast<int64_t>(x1), static_cast<int64_t>(16));
                            auto tmp3 = tmp1 + tmp2;
                            auto tmp4 = tmp0 + tmp3;
                            auto tmp6 = at::vec::Vectorized<float>(tmp5);
                            auto tmp7 = tmp4 - tmp6;
                            auto tmp9 = static_cast<float>(64.0);
                            auto tmp10 = tmp8 / tmp9;
                            auto tmp11 = static_cast<float>(1e-05);
                            auto tmp12 = float(tmp10 + tmp11);
                            auto tmp13 = 1 / std::sqrt(tmp12);
                            auto tmp14 = at::vec::Vectorized<float>(tmp13);
                            auto tmp15 = tmp7 * tmp14;
                            auto tmp17 = tmp15 * tmp16;
                            auto tmp19 = tmp17 + tmp18;
                            tmp19.store(in_out_ptr1 + static_cast<int64_t>(x1 + 64L*x0));
                        }
                    }
                }
            }
        }
        {
            #pragma omp for
            for(int64_t x0=static_cast<int64_t>(0L); x0<static_cast<int64_t>(64L); x0+=static_cast<int64_t>(1L))
            {
                for(int64_t x1=static_cast<int64_t>(0L); x1<static_cast<int64_t>(64L); x1+=static_cast<int64_t>(16L))
                {
                    {
                        if(C10_LIKELY(x1 >= static_cast<int64_t>(0) && x1 < static_cast<int64_t>(64L)))
                        {
                            auto tmp0 = at::vec::Vectorized<int8_t>::loadu(in_ptr5 + static_cast<int64_t>(x1 + 64L*x0), static_cast<int64_t>(16));
                            auto tmp2 = in_ptr6[static_cast<int64_t>(x0)];
                            auto tmp1 = at::vec::convert<float>(tmp0);
                            auto tmp3 = at::vec::Vectorized<float>(tmp2);
                            auto tmp4 = tmp1 * tmp3;
                            tmp4.store(out_ptr2 + static_cast<int64_t>(x1 + 64L*x0));
                        }
                    }
                }
            }
        }
    }
    inductor_cpu_integer_div_error_flag = nullptr;
    inductor_cpu_throw_if_integer_div_error(inductor_cpu_integer_div_error);
}
''')


cpp_fused__unsafe_view_add_native_layer_norm_9 = async_compile.cpp_pybinding(['float*', 'float*', 'const float*', 'const float*', 'const float*', 'const float*', 'float*'], r'''
#include <torch/csrc/inductor/cpp_prefix.h>
extern "C"  void  kernel(float* in_out_ptr0,
                       float* in_out_ptr1,
                       const float* in_ptr1,
                       const float* in_ptr2,
                       const float* in_ptr3,
                       const float* in_ptr4,
                       float* out_ptr1)
{
    std::atomic<int> inductor_cpu_integer_div_error{0};
    inductor_cpu_integer_div_error_flag = &inductor_cpu_integer_div_error;
    auto out_ptr0 = in_out_ptr0;
    auto in_ptr0 = in_out_ptr1;
    #pragma omp parallel
    {
        int tid = omp_get_thread_num();
        {
            #pragma omp for
            for(int64_t x0=static_cast<int64_t>(0L); x0<static_cast<int64_t>(39L); x0+=static_cast<int64_t>(1L))
            {
                {
                    float tmp_acc0 = 0;
                    at::vec::Vectorized<float> tmp_acc0_vec = at::vec::Vectorized<float>(0);
                    for(int64_t x1=static_cast<int64_t>(0L); x1<static_cast<int64_t>(64L); x1+=static_cast<int64_t>(16L))
                    {
                        {
                            if(C10_LIKELY(x1 >= static_cast<int64_t>(0) && x1 < static_cast<int64_t>(64L)))
                            {
                                auto tmp0 = at::vec::Vectorized<float>::loadu(in_out_ptr1 + static_cast<int64_t>(x1 + 64L*x0), static_cast<int64_t>(16));
                                auto tmp1 = at::vec::Vectorized<float>::loadu(in_ptr1 + static_cast<int64_t>(x1 + 64L*x0), static_cast<int64_t>(16));
                                auto tmp2 = at::vec::Vectorized<float>::loadu(in_ptr2 + static_cast<int64_t>(x1), static_cast<int64_t>(16));
                                auto tmp3 = tmp1 + tmp2;
                                auto tmp4 = tmp0 + tmp3;
                                tmp_acc0_vec = tmp_acc0_vec + tmp4;
                            }
                        }
                    }
                    tmp_acc0 = tmp_acc0 + at::vec::vec_reduce_all<float, 1>([](at::vec::Vectorized<float>& x, at::vec::Vectorized<float>& y) { return x + y; }, tmp_acc0_vec);
                    in_out_ptr0[static_cast<int64_t>(x0)] = static_cast<float>(tmp_acc0);
                }
            }
        }
        #pragma omp single
        {
            {
                for(int64_t x0=static_cast<int64_t>(0L); x0<static_cast<int64_t>(39L); x0+=static_cast<int64_t>(16L))
                {
                    {
                        if(C10_LIKELY(x0 >= static_cast<int64_t>(0) && x0 < static_cast<int64_t>(32L)))
                        {
                            auto tmp0 = at::vec::Vectorized<float>::loadu(out_ptr0 + static_cast<int64_t>(x0), static_cast<int64_t>(16));
                            auto tmp1 = static_cast<float>(64.0);
                            auto tmp2 = at::vec::Vectorized<float>(tmp1);
                            auto tmp3 = tmp0 / tmp2;
                            tmp3.store(in_out_ptr0 + static_cast<int64_t>(x0));
                        }
                        if(C10_UNLIKELY(x0 >= static_cast<int64_t>(32L) && x0 < static_cast<int64_t>(39L)))
                        {
                            auto tmp0 = at::vec::Vectorized<float>::loadu(out_ptr0 + static_cast<int64_t>(x0), static_cast<int64_t>(7L));
                            auto tmp1 = static_cast<float>(64.0);
                            auto tmp2 = at::vec::Vectorized<float>(tmp1);
                            auto tmp3 = tmp0 / tmp2;
                            tmp3.store(in_out_ptr0 + static_cast<int64_t>(x0), static_cast<int64_t>(7L));
                        }
                    }
                }
            }
        }
        {
            #pragma omp for
            for(int64_t x0=static_cast<int64_t>(0L); x0<static_cast<int64_t>(39L); x0+=static_cast<int64_t>(1L))
            {
                {
                    float tmp_acc0 = 0;
                    at::vec::Vectorized<float> tmp_acc0_vec = at::vec::Vectorized<float>(0);
                    for(int64_t x1=static_cast<int64_t>(0L); x1<static_cast<int64_t>(64L); x1+=static_cast<int64_t>(16L))
                    {
                        {
                            if(C10_LIKELY(x1 >= static_cast<int64_t>(0) && x1 < static_cast<int64_t>(64L)))
                            {
                                auto tmp0 = at::vec::Vectorized<float>::loadu(in_out_ptr1 + static_cast<int64_t>(x1 + 64L*x0), static_cast<int64_t>(16));
                                auto tmp1 = at::vec::Vectorized<float>::loadu(in_ptr1 + static_cast<int64_t>(x1 + 64L*x0), static_cast<int64_t>(16));
                                auto tmp2 = at::vec::Vectorized<float>::loadu(in_ptr2 + static_cast<int64_t>(x1), static_cast<int64_t>(16));
                                auto tmp5 = in_out_ptr0[static_cast<int64_t>(x0)];
                                auto tmp3 = tmp1 + tmp2;
                                auto tmp4 = tmp0 + tmp3;
                                auto tmp6 = at::vec::Vectorized<float>(tmp5);
                                auto tmp7 = tmp4 - tmp6;
                                auto tmp8 = tmp7 * tmp7;
                                tmp_acc0_vec = tmp_acc0_vec + tmp8;
                            }
                        }
                    }
                    tmp_acc0 = tmp_acc0 + at::vec::vec_reduce_all<float, 1>([](at::vec::Vectorized<float>& x, at::vec::Vectorized<float>& y) { return x + y; }, tmp_acc0_vec);
                    out_ptr1[static_cast<int64_t>(x0)] = static_cast<float>(tmp_acc0);
                }
            }
        }
        {
            #pragma omp for
            for(int64_t x0=static_cast<int64_t>(0L); x0<static_cast<int64_t>(39L); x0+=static_cast<int64_t>(1L))
            {
                for(int64_t x1=static_cast<int64_t>(0L); x1<static_cast<int64_t>(64L); x1+=static_cast<int64_t>(16L))
                {
                    {
                        if(C10_LIKELY(x1 >= static_cast<int64_t>(0) && x1 < static_cast<int64_t>(64L)))
                        {
                            auto tmp0 = at::vec::Vectorized<float>::loadu(in_out_ptr1 + static_cast<int64_t>(x1 + 64L*x0), static_cast<int64_t>(16));
                            auto tmp1 = at::vec::Vectorized<float>::loadu(in_ptr1 + static_cast<int64_t>(x1 + 64L*x0), static_cast<int64_t>(16));
                            auto tmp2 = at::vec::Vectorized<float>::loadu(in_ptr2 + static_cast<int64_t>(x1), static_cast<int64_t>(16));
                            auto tmp5 = in_out_ptr0[static_cast<int64_t>(x0)];
                            auto tmp8 = out_ptr1[static_cast<int64_t>(x0)];
                            auto tmp16 = at::vec::Vectorized<float>::loadu(in_ptr3 + static_cast<int64_t>(x1), static_cast<int64_t>(16));
                            auto tmp18 = at::vec::Vectorized<float>::loadu(in_ptr4 + static_cast<int64_t>(x1), static_cast<int64_t>(16));
                            auto tmp3 = tmp1 + tmp2;
                            auto tmp4 = tmp0 + tmp3;
                            auto tmp6 = at::vec::Vectorized<float>(tmp5);
                            auto tmp7 = tmp4 - tmp6;
                            auto tmp9 = static_cast<float>(64.0);
                            auto tmp10 = tmp8 / tmp9;
                            auto tmp11 = static_cast<float>(1e-05);
                            auto tmp12 = float(tmp10 + tmp11);
                            auto tmp13 = 1 / std::sqrt(tmp12);
                            auto tmp14 = at::vec::Vectorized<float>(tmp13);
                            auto tmp15 = tmp7 * tmp14;
                            auto tmp17 = tmp15 * tmp16;
                            auto tmp19 = tmp17 + tmp18;
                            tmp19.store(in_out_ptr1 + static_cast<int64_t>(x1 + 64L*x0));
                        }
                    }
                }
            }
        }
    }
    inductor_cpu_integer_div_error_flag = nullptr;
    inductor_cpu_throw_if_integer_div_error(inductor_cpu_integer_div_error);
}
''')


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
        arg0_1, arg1_1, arg2_1, arg3_1, arg4_1, arg5_1, arg6_1, arg7_1, arg8_1, arg9_1, arg10_1, arg11_1, arg12_1, arg13_1, arg14_1, arg15_1, arg16_1, arg17_1, arg18_1, arg19_1, arg20_1, arg21_1, arg22_1, arg23_1, arg24_1, arg25_1, arg26_1, arg27_1, arg28_1, arg29_1, arg30_1, arg31_1, arg32_1, arg33_1, arg34_1, arg35_1, arg36_1, arg37_1, arg38_1, arg39_1, arg40_1, arg41_1, arg42_1, arg43_1, arg44_1, arg45_1, arg46_1, arg47_1, arg48_1, arg49_1, arg50_1, arg51_1, arg52_1, arg53_1, arg54_1, arg55_1, arg56_1, arg57_1, arg58_1 = args
        args.clear()
        assert_size_stride_grouped((arg0_1, arg1_1), ((1, 400), (32, 1, 10)), ((400, 1), (10, 10, 1)), 'input')
        # Topologically Sorted Source Nodes: [hidden_states, hidden_states_1], Original ATen: [aten.unsqueeze, aten.convolution]
        # [Provenance debug handles] extern_kernels.convolution:1
        buf0 = extern_kernels.convolution(reinterpret_tensor(arg0_1, (1, 1, 400), (400, 400, 1), 0), arg1_1, stride=(5,), padding=(0,), dilation=(1,), transposed=False, output_padding=(0,), groups=1, bias=None)
        assert_tensor_metadata(buf0, (1, 32, 79), (2528, 79, 1), torch.float32, 'torch.ops.aten.convolution.default')
        del arg0_1
        del arg1_1
        assert_size_stride_grouped((arg2_1, arg3_1), ((32, ), (32, )), ((1, ), (1, )), 'input')
        buf1 = empty_strided_cpu((1, 32, 1, 1), (32, 1, 32, 32), torch.float32)
        buf2 = buf1; del buf1  # reuse
        buf3 = empty_strided_cpu((1, 32, 1, 1), (32, 1, 32, 32), torch.float32)
        buf4 = reinterpret_tensor(buf3, (1, 32, 1, 1), (32, 1, 1, 1), 0); del buf3  # reuse
        buf5 = reinterpret_tensor(buf2, (1, 32, 1, 1), (32, 1, 1, 1), 0); del buf2  # reuse
        buf6 = buf0; del buf0  # reuse
        assert_size_stride(arg4_1, (32, 32, 3), (96, 3, 1), 'input')
        # [Provenance debug handles] cpp_fused_gelu_native_group_norm_0:2
        cpp_fused_gelu_native_group_norm_0(buf5, buf4, buf6, arg2_1, arg3_1)
        del arg2_1
        del arg3_1
        del buf4
        del buf5
        # Topologically Sorted Source Nodes: [hidden_states_2, hidden_states_3, hidden_states_4], Original ATen: [aten.native_group_norm, aten.gelu, aten.convolution]
        # [Provenance debug handles] extern_kernels.convolution:3
        buf7 = extern_kernels.convolution(buf6, arg4_1, stride=(2,), padding=(0,), dilation=(1,), transposed=False, output_padding=(0,), groups=1, bias=None)
        assert_tensor_metadata(buf7, (1, 32, 39), (1248, 39, 1), torch.float32, 'torch.ops.aten.convolution.default')
        del arg4_1
        del buf6
        buf8 = empty_strided_cpu((1, 39, 1), (39, 1, 39), torch.float32)
        buf9 = buf8; del buf8  # reuse
        buf10 = empty_strided_cpu((1, 39, 1), (39, 1, 39), torch.float32)
        assert_size_stride_grouped((arg7_1, arg8_1), ((64, 32), (64, )), ((32, 1), (1, )), 'input')
        buf11 = empty_strided_cpu((64, 32), (32, 1), torch.float32)
        assert_size_stride_grouped((arg5_1, arg6_1), ((32, ), (32, )), ((1, ), (1, )), 'input')
        buf12 = empty_strided_cpu((1, 39, 32), (1248, 32, 1), torch.float32)
        # [Provenance debug handles] cpp_fused__to_copy_gelu_mul_native_layer_norm_transpose_unsqueeze_1:4
        cpp_fused__to_copy_gelu_mul_native_layer_norm_transpose_unsqueeze_1(buf9, buf7, arg7_1, arg8_1, arg5_1, arg6_1, buf10, buf11, buf12)
        del arg5_1
        del arg6_1
        del arg7_1
        del arg8_1
        del buf7
        buf13 = empty_strided_cpu((39, 64), (64, 1), torch.float32)
        # Topologically Sorted Source Nodes: [hidden_states_5, extract_features, norm_hidden_states, y, t], Original ATen: [aten.gelu, aten.transpose, aten.native_layer_norm, aten.view, aten.t, aten.mm]
        # [Provenance debug handles] extern_kernels.mm:5
        extern_kernels.mm(reinterpret_tensor(buf12, (39, 32), (32, 1), 0), reinterpret_tensor(buf11, (32, 64), (1, 32), 0), out=buf13)
        del buf11
        del buf12
        assert_size_stride(arg11_1, (64, 16, 8), (128, 8, 1), 'input')
        buf14 = empty_strided_cpu((1, 1, 8), (8, 8, 1), torch.float32)
        assert_size_stride(arg9_1, (64, ), (1, ), 'input')
        buf15 = reinterpret_tensor(buf13, (1, 39, 64), (2496, 64, 1), 0); del buf13  # reuse
        assert_size_stride(arg10_1, (1, 1, 8), (8, 8, 1), 'input')
        buf16 = empty_strided_cpu((64, 16, 8), (128, 8, 1), torch.float32)
        buf17 = empty_strided_cpu((1, 64, 39), (2496, 39, 1), torch.float32)
        assert_size_stride(arg12_1, (64, ), (1, ), 'input')
        # [Provenance debug handles] cpp_fused__unsafe_view__weight_norm_interface_add_convolution_transpose_2:6
        cpp_fused__unsafe_view__weight_norm_interface_add_convolution_transpose_2(buf15, arg11_1, arg9_1, arg10_1, buf14, buf16, buf17)
        del arg10_1
        del arg11_1
        del arg9_1
        del buf14
        # Topologically Sorted Source Nodes: [y, hidden_states_6, hidden_states_8, x, hidden_states_9], Original ATen: [aten._unsafe_view, aten.add, aten.transpose, aten._weight_norm_interface, aten.convolution]
        # [Provenance debug handles] extern_kernels.convolution:7
        buf18 = extern_kernels.convolution(buf17, buf16, arg12_1, stride=(1,), padding=(4,), dilation=(1,), transposed=False, output_padding=(0,), groups=4)
        assert_tensor_metadata(buf18, (1, 64, 40), (2560, 40, 1), torch.float32, 'torch.ops.aten.convolution.default')
        del arg12_1
        del buf16
        assert_size_stride_grouped((arg13_1, arg14_1), ((64, ), (64, )), ((1, ), (1, )), 'input')
        buf19 = buf9; del buf9  # reuse
        buf20 = buf19; del buf19  # reuse
        buf21 = buf10; del buf10  # reuse
        buf22 = buf15; del buf15  # reuse
        assert_size_stride_grouped((arg15_1, arg16_1), ((64, 64), (64, )), ((64, 1), (1, )), 'input')
        buf23 = empty_strided_cpu((64, 64), (64, 1), torch.float32)
        # [Provenance debug handles] cpp_fused__to_copy_add_gelu_mul_native_layer_norm_slice_transpose_unsqueeze_3:8
        cpp_fused__to_copy_add_gelu_mul_native_layer_norm_slice_transpose_unsqueeze_3(buf20, buf22, buf18, arg13_1, arg14_1, arg15_1, arg16_1, buf21, buf23)
        del arg13_1
        del arg14_1
        del arg15_1
        del arg16_1
        del buf18
        buf24 = reinterpret_tensor(buf17, (39, 64), (64, 1), 0); del buf17  # reuse
        # Topologically Sorted Source Nodes: [y_1, t_1], Original ATen: [aten.view, aten.t, aten.mm]
        # [Provenance debug handles] extern_kernels.mm:9
        extern_kernels.mm(reinterpret_tensor(buf22, (39, 64), (64, 1), 0), reinterpret_tensor(buf23, (64, 64), (1, 64), 0), out=buf24)
        assert_size_stride_grouped((arg18_1, arg19_1), ((64, 64), (64, )), ((64, 1), (1, )), 'input')
        buf25 = buf23; del buf23  # reuse
        # [Provenance debug handles] cpp_fused__to_copy_mul_unsqueeze_4:10
        cpp_fused__to_copy_mul_unsqueeze_4(arg18_1, arg19_1, buf25)
        del arg18_1
        del arg19_1
        buf26 = empty_strided_cpu((39, 64), (64, 1), torch.float32)
        # Topologically Sorted Source Nodes: [y_2, t_2], Original ATen: [aten.view, aten.t, aten.mm]
        # [Provenance debug handles] extern_kernels.mm:11
        extern_kernels.mm(reinterpret_tensor(buf22, (39, 64), (64, 1), 0), reinterpret_tensor(buf25, (64, 64), (1, 64), 0), out=buf26)
        assert_size_stride_grouped((arg21_1, arg22_1), ((64, 64), (64, )), ((64, 1), (1, )), 'input')
        buf27 = buf25; del buf25  # reuse
        # [Provenance debug handles] cpp_fused__to_copy_mul_unsqueeze_4:12
        cpp_fused__to_copy_mul_unsqueeze_4(arg21_1, arg22_1, buf27)
        del arg21_1
        del arg22_1
        buf28 = empty_strided_cpu((39, 64), (64, 1), torch.float32)
        # Topologically Sorted Source Nodes: [y_3, t_3], Original ATen: [aten.view, aten.t, aten.mm]
        # [Provenance debug handles] extern_kernels.mm:13
        extern_kernels.mm(reinterpret_tensor(buf22, (39, 64), (64, 1), 0), reinterpret_tensor(buf27, (64, 64), (1, 64), 0), out=buf28)
        assert_size_stride(arg17_1, (64, ), (1, ), 'input')
        buf29 = reinterpret_tensor(buf24, (1, 4, 39, 16), (2496, 16, 64, 1), 0); del buf24  # reuse
        assert_size_stride(arg20_1, (64, ), (1, ), 'input')
        buf30 = reinterpret_tensor(buf26, (1, 4, 39, 16), (2496, 16, 64, 1), 0); del buf26  # reuse
        assert_size_stride(arg23_1, (64, ), (1, ), 'input')
        buf31 = reinterpret_tensor(buf28, (1, 4, 39, 16), (2496, 16, 64, 1), 0); del buf28  # reuse
        # [Provenance debug handles] cpp_fused__scaled_dot_product_flash_attention_for_cpu__unsafe_view_add_transpose_view_5:14
        cpp_fused__scaled_dot_product_flash_attention_for_cpu__unsafe_view_add_transpose_view_5(buf29, buf30, buf31, arg17_1, arg20_1, arg23_1)
        del arg17_1
        del arg20_1
        del arg23_1
        # Topologically Sorted Source Nodes: [y_1, add_2, view, query_states, y_2, add_3, view_1, key_states, y_3, add_4, view_2, value_states, attn_output], Original ATen: [aten._unsafe_view, aten.add, aten.view, aten.transpose, aten._scaled_dot_product_flash_attention_for_cpu]
        # [Provenance debug handles] torch.ops.aten._scaled_dot_product_flash_attention_for_cpu.default:15
        buf32 = torch.ops.aten._scaled_dot_product_flash_attention_for_cpu.default(buf29, buf30, buf31, scale=0.25)
        del buf29
        del buf30
        buf33 = buf32[0]
        assert_tensor_metadata(buf33, (1, 4, 39, 16), (2496, 16, 64, 1), torch.float32, 'torch.ops.aten._scaled_dot_product_flash_attention_for_cpu.default')
        assert_alignment(buf33, 16, 'torch.ops.aten._scaled_dot_product_flash_attention_for_cpu.default')
        del buf32
        assert_size_stride_grouped((arg24_1, arg25_1), ((64, 64), (64, )), ((64, 1), (1, )), 'input')
        buf35 = buf27; del buf27  # reuse
        # [Provenance debug handles] cpp_fused__to_copy_mul_unsqueeze_4:16
        cpp_fused__to_copy_mul_unsqueeze_4(arg24_1, arg25_1, buf35)
        del arg24_1
        del arg25_1
        buf36 = reinterpret_tensor(buf31, (39, 64), (64, 1), 0); del buf31  # reuse
        # Topologically Sorted Source Nodes: [transpose_6, reshape_1, y_4, t_4], Original ATen: [aten.transpose, aten.view, aten.t, aten.mm]
        # [Provenance debug handles] extern_kernels.mm:17
        extern_kernels.mm(reinterpret_tensor(buf33, (39, 64), (64, 1), 0), reinterpret_tensor(buf35, (64, 64), (1, 64), 0), out=buf36)
        del buf33
        del buf35
        assert_size_stride_grouped((arg26_1, arg27_1, arg28_1), ((64, ), (64, ), (64, )), ((1, ), (1, ), (1, )), 'input')
        buf37 = buf21; del buf21  # reuse
        buf38 = buf37; del buf37  # reuse
        buf39 = buf20; del buf20  # reuse
        buf40 = buf22; del buf22  # reuse
        assert_size_stride_grouped((arg29_1, arg30_1), ((128, 64), (128, )), ((64, 1), (1, )), 'input')
        buf41 = empty_strided_cpu((128, 64), (64, 1), torch.float32)
        # [Provenance debug handles] cpp_fused__to_copy__unsafe_view_add_mul_native_layer_norm_unsqueeze_6:18
        cpp_fused__to_copy__unsafe_view_add_mul_native_layer_norm_unsqueeze_6(buf38, buf40, buf36, arg26_1, arg27_1, arg28_1, arg29_1, arg30_1, buf39, buf41)
        del arg26_1
        del arg27_1
        del arg28_1
        del arg29_1
        del arg30_1
        del buf36
        del buf38
        del buf39
        buf42 = empty_strided_cpu((39, 128), (128, 1), torch.float32)
        # Topologically Sorted Source Nodes: [y_5, t_5], Original ATen: [aten.view, aten.t, aten.mm]
        # [Provenance debug handles] extern_kernels.mm:19
        extern_kernels.mm(reinterpret_tensor(buf40, (39, 64), (64, 1), 0), reinterpret_tensor(buf41, (64, 128), (1, 64), 0), out=buf42)
        assert_size_stride_grouped((arg32_1, arg33_1), ((64, 128), (64, )), ((128, 1), (1, )), 'input')
        buf43 = reinterpret_tensor(buf41, (64, 128), (128, 1), 0); del buf41  # reuse
        assert_size_stride(arg31_1, (128, ), (1, ), 'input')
        buf44 = reinterpret_tensor(buf42, (1, 39, 128), (4992, 128, 1), 0); del buf42  # reuse
        # [Provenance debug handles] cpp_fused__to_copy__unsafe_view_add_gelu_mul_unsqueeze_7:20
        cpp_fused__to_copy__unsafe_view_add_gelu_mul_unsqueeze_7(buf44, arg32_1, arg33_1, arg31_1, buf43)
        del arg31_1
        del arg32_1
        del arg33_1
        buf45 = empty_strided_cpu((39, 64), (64, 1), torch.float32)
        # Topologically Sorted Source Nodes: [y_5, hidden_states_19, hidden_states_20, y_6, t_6], Original ATen: [aten._unsafe_view, aten.add, aten.gelu, aten.view, aten.t, aten.mm]
        # [Provenance debug handles] extern_kernels.mm:21
        extern_kernels.mm(reinterpret_tensor(buf44, (39, 128), (128, 1), 0), reinterpret_tensor(buf43, (128, 64), (1, 128), 0), out=buf45)
        del buf43
        del buf44
        assert_size_stride_grouped((arg34_1, arg35_1, arg36_1), ((64, ), (64, ), (64, )), ((1, ), (1, ), (1, )), 'input')
        buf46 = empty_strided_cpu((1, 39, 1), (39, 1, 39), torch.float32)
        buf47 = buf46; del buf46  # reuse
        buf48 = empty_strided_cpu((1, 39, 1), (39, 1, 39), torch.float32)
        buf49 = buf40; del buf40  # reuse
        assert_size_stride_grouped((arg37_1, arg38_1), ((64, 64), (64, )), ((64, 1), (1, )), 'input')
        buf50 = empty_strided_cpu((64, 64), (64, 1), torch.float32)
        # [Provenance debug handles] cpp_fused__to_copy__unsafe_view_add_mul_native_layer_norm_unsqueeze_8:22
        cpp_fused__to_copy__unsafe_view_add_mul_native_layer_norm_unsqueeze_8(buf47, buf49, buf45, arg34_1, arg35_1, arg36_1, arg37_1, arg38_1, buf48, buf50)
        del arg34_1
        del arg35_1
        del arg36_1
        del arg37_1
        del arg38_1
        buf51 = buf45; del buf45  # reuse
        # Topologically Sorted Source Nodes: [y_7, t_7], Original ATen: [aten.view, aten.t, aten.mm]
        # [Provenance debug handles] extern_kernels.mm:23
        extern_kernels.mm(reinterpret_tensor(buf49, (39, 64), (64, 1), 0), reinterpret_tensor(buf50, (64, 64), (1, 64), 0), out=buf51)
        assert_size_stride_grouped((arg40_1, arg41_1), ((64, 64), (64, )), ((64, 1), (1, )), 'input')
        buf52 = buf50; del buf50  # reuse
        # [Provenance debug handles] cpp_fused__to_copy_mul_unsqueeze_4:24
        cpp_fused__to_copy_mul_unsqueeze_4(arg40_1, arg41_1, buf52)
        del arg40_1
        del arg41_1
        buf53 = empty_strided_cpu((39, 64), (64, 1), torch.float32)
        # Topologically Sorted Source Nodes: [y_8, t_8], Original ATen: [aten.view, aten.t, aten.mm]
        # [Provenance debug handles] extern_kernels.mm:25
        extern_kernels.mm(reinterpret_tensor(buf49, (39, 64), (64, 1), 0), reinterpret_tensor(buf52, (64, 64), (1, 64), 0), out=buf53)
        assert_size_stride_grouped((arg43_1, arg44_1), ((64, 64), (64, )), ((64, 1), (1, )), 'input')
        buf54 = buf52; del buf52  # reuse
        # [Provenance debug handles] cpp_fused__to_copy_mul_unsqueeze_4:26
        cpp_fused__to_copy_mul_unsqueeze_4(arg43_1, arg44_1, buf54)
        del arg43_1
        del arg44_1
        buf55 = empty_strided_cpu((39, 64), (64, 1), torch.float32)
        # Topologically Sorted Source Nodes: [y_9, t_9], Original ATen: [aten.view, aten.t, aten.mm]
        # [Provenance debug handles] extern_kernels.mm:27
        extern_kernels.mm(reinterpret_tensor(buf49, (39, 64), (64, 1), 0), reinterpret_tensor(buf54, (64, 64), (1, 64), 0), out=buf55)
        assert_size_stride(arg39_1, (64, ), (1, ), 'input')
        buf56 = reinterpret_tensor(buf51, (1, 4, 39, 16), (2496, 16, 64, 1), 0); del buf51  # reuse
        assert_size_stride(arg42_1, (64, ), (1, ), 'input')
        buf57 = reinterpret_tensor(buf53, (1, 4, 39, 16), (2496, 16, 64, 1), 0); del buf53  # reuse
        assert_size_stride(arg45_1, (64, ), (1, ), 'input')
        buf58 = reinterpret_tensor(buf55, (1, 4, 39, 16), (2496, 16, 64, 1), 0); del buf55  # reuse
        # [Provenance debug handles] cpp_fused__scaled_dot_product_flash_attention_for_cpu__unsafe_view_add_transpose_view_5:28
        cpp_fused__scaled_dot_product_flash_attention_for_cpu__unsafe_view_add_transpose_view_5(buf56, buf57, buf58, arg39_1, arg42_1, arg45_1)
        del arg39_1
        del arg42_1
        del arg45_1
        # Topologically Sorted Source Nodes: [y_7, add_10, view_3, query_states_1, y_8, add_11, view_4, key_states_1, y_9, add_12, view_5, value_states_1, attn_output_5], Original ATen: [aten._unsafe_view, aten.add, aten.view, aten.transpose, aten._scaled_dot_product_flash_attention_for_cpu]
        # [Provenance debug handles] torch.ops.aten._scaled_dot_product_flash_attention_for_cpu.default:29
        buf59 = torch.ops.aten._scaled_dot_product_flash_attention_for_cpu.default(buf56, buf57, buf58, scale=0.25)
        del buf56
        del buf57
        buf60 = buf59[0]
        assert_tensor_metadata(buf60, (1, 4, 39, 16), (2496, 16, 64, 1), torch.float32, 'torch.ops.aten._scaled_dot_product_flash_attention_for_cpu.default')
        assert_alignment(buf60, 16, 'torch.ops.aten._scaled_dot_product_flash_attention_for_cpu.default')
        del buf59
        assert_size_stride_grouped((arg46_1, arg47_1), ((64, 64), (64, )), ((64, 1), (1, )), 'input')
        buf62 = buf54; del buf54  # reuse
        # [Provenance debug handles] cpp_fused__to_copy_mul_unsqueeze_4:30
        cpp_fused__to_copy_mul_unsqueeze_4(arg46_1, arg47_1, buf62)
        del arg46_1
        del arg47_1
        buf63 = reinterpret_tensor(buf58, (39, 64), (64, 1), 0); del buf58  # reuse
        # Topologically Sorted Source Nodes: [transpose_10, reshape_3, y_10, t_10], Original ATen: [aten.transpose, aten.view, aten.t, aten.mm]
        # [Provenance debug handles] extern_kernels.mm:31
        extern_kernels.mm(reinterpret_tensor(buf60, (39, 64), (64, 1), 0), reinterpret_tensor(buf62, (64, 64), (1, 64), 0), out=buf63)
        del buf60
        del buf62
        assert_size_stride_grouped((arg48_1, arg49_1, arg50_1), ((64, ), (64, ), (64, )), ((1, ), (1, ), (1, )), 'input')
        buf64 = buf48; del buf48  # reuse
        buf65 = buf64; del buf64  # reuse
        buf66 = buf47; del buf47  # reuse
        buf67 = buf49; del buf49  # reuse
        assert_size_stride_grouped((arg51_1, arg52_1), ((128, 64), (128, )), ((64, 1), (1, )), 'input')
        buf68 = empty_strided_cpu((128, 64), (64, 1), torch.float32)
        # [Provenance debug handles] cpp_fused__to_copy__unsafe_view_add_mul_native_layer_norm_unsqueeze_6:32
        cpp_fused__to_copy__unsafe_view_add_mul_native_layer_norm_unsqueeze_6(buf65, buf67, buf63, arg48_1, arg49_1, arg50_1, arg51_1, arg52_1, buf66, buf68)
        del arg48_1
        del arg49_1
        del arg50_1
        del arg51_1
        del arg52_1
        del buf63
        del buf65
        del buf66
        buf69 = empty_strided_cpu((39, 128), (128, 1), torch.float32)
        # Topologically Sorted Source Nodes: [y_11, t_11], Original ATen: [aten.view, aten.t, aten.mm]
        # [Provenance debug handles] extern_kernels.mm:33
        extern_kernels.mm(reinterpret_tensor(buf67, (39, 64), (64, 1), 0), reinterpret_tensor(buf68, (64, 128), (1, 64), 0), out=buf69)
        assert_size_stride_grouped((arg54_1, arg55_1), ((64, 128), (64, )), ((128, 1), (1, )), 'input')
        buf70 = reinterpret_tensor(buf68, (64, 128), (128, 1), 0); del buf68  # reuse
        assert_size_stride(arg53_1, (128, ), (1, ), 'input')
        buf71 = reinterpret_tensor(buf69, (1, 39, 128), (4992, 128, 1), 0); del buf69  # reuse
        # [Provenance debug handles] cpp_fused__to_copy__unsafe_view_add_gelu_mul_unsqueeze_7:34
        cpp_fused__to_copy__unsafe_view_add_gelu_mul_unsqueeze_7(buf71, arg54_1, arg55_1, arg53_1, buf70)
        del arg53_1
        del arg54_1
        del arg55_1
        buf72 = empty_strided_cpu((39, 64), (64, 1), torch.float32)
        # Topologically Sorted Source Nodes: [y_11, hidden_states_29, hidden_states_30, y_12, t_12], Original ATen: [aten._unsafe_view, aten.add, aten.gelu, aten.view, aten.t, aten.mm]
        # [Provenance debug handles] extern_kernels.mm:35
        extern_kernels.mm(reinterpret_tensor(buf71, (39, 128), (128, 1), 0), reinterpret_tensor(buf70, (128, 64), (1, 128), 0), out=buf72)
        del buf70
        del buf71
        assert_size_stride_grouped((arg56_1, arg57_1, arg58_1), ((64, ), (64, ), (64, )), ((1, ), (1, ), (1, )), 'input')
        buf73 = empty_strided_cpu((1, 39, 1), (39, 1, 39), torch.float32)
        buf74 = buf73; del buf73  # reuse
        buf75 = empty_strided_cpu((1, 39, 1), (39, 1, 39), torch.float32)
        buf76 = buf67; del buf67  # reuse
        # [Provenance debug handles] cpp_fused__unsafe_view_add_native_layer_norm_9:36
        cpp_fused__unsafe_view_add_native_layer_norm_9(buf74, buf76, buf72, arg56_1, arg57_1, arg58_1, buf75)
        del arg56_1
        del arg57_1
        del arg58_1
        return (buf76, )

runner = Runner(partitions=[])
call = runner.call
recursively_apply_fns = runner.recursively_apply_fns


def get_args():
    from torch._dynamo.testing import rand_strided
    arg0_1 = rand_strided((1, 400), (400, 1), device='cpu', dtype=torch.float32)
    arg1_1 = rand_strided((32, 1, 10), (10, 10, 1), device='cpu', dtype=torch.float32)
    arg2_1 = rand_strided((32, ), (1, ), device='cpu', dtype=torch.float32)
    arg3_1 = rand_strided((32, ), (1, ), device='cpu', dtype=torch.float32)
    arg4_1 = rand_strided((32, 32, 3), (96, 3, 1), device='cpu', dtype=torch.float32)
    arg5_1 = rand_strided((32, ), (1, ), device='cpu', dtype=torch.float32)
    arg6_1 = rand_strided((32, ), (1, ), device='cpu', dtype=torch.float32)
    arg7_1 = rand_strided((64, 32), (32, 1), device='cpu', dtype=torch.int8)
    arg8_1 = rand_strided((64, ), (1, ), device='cpu', dtype=torch.float32)
    arg9_1 = rand_strided((64, ), (1, ), device='cpu', dtype=torch.float32)
    arg10_1 = rand_strided((1, 1, 8), (8, 8, 1), device='cpu', dtype=torch.float32)
    arg11_1 = rand_strided((64, 16, 8), (128, 8, 1), device='cpu', dtype=torch.float32)
    arg12_1 = rand_strided((64, ), (1, ), device='cpu', dtype=torch.float32)
    arg13_1 = rand_strided((64, ), (1, ), device='cpu', dtype=torch.float32)
    arg14_1 = rand_strided((64, ), (1, ), device='cpu', dtype=torch.float32)
    arg15_1 = rand_strided((64, 64), (64, 1), device='cpu', dtype=torch.int8)
    arg16_1 = rand_strided((64, ), (1, ), device='cpu', dtype=torch.float32)
    arg17_1 = rand_strided((64, ), (1, ), device='cpu', dtype=torch.float32)
    arg18_1 = rand_strided((64, 64), (64, 1), device='cpu', dtype=torch.int8)
    arg19_1 = rand_strided((64, ), (1, ), device='cpu', dtype=torch.float32)
    arg20_1 = rand_strided((64, ), (1, ), device='cpu', dtype=torch.float32)
    arg21_1 = rand_strided((64, 64), (64, 1), device='cpu', dtype=torch.int8)
    arg22_1 = rand_strided((64, ), (1, ), device='cpu', dtype=torch.float32)
    arg23_1 = rand_strided((64, ), (1, ), device='cpu', dtype=torch.float32)
    arg24_1 = rand_strided((64, 64), (64, 1), device='cpu', dtype=torch.int8)
    arg25_1 = rand_strided((64, ), (1, ), device='cpu', dtype=torch.float32)
    arg26_1 = rand_strided((64, ), (1, ), device='cpu', dtype=torch.float32)
    arg27_1 = rand_strided((64, ), (1, ), device='cpu', dtype=torch.float32)
    arg28_1 = rand_strided((64, ), (1, ), device='cpu', dtype=torch.float32)
    arg29_1 = rand_strided((128, 64), (64, 1), device='cpu', dtype=torch.int8)
    arg30_1 = rand_strided((128, ), (1, ), device='cpu', dtype=torch.float32)
    arg31_1 = rand_strided((128, ), (1, ), device='cpu', dtype=torch.float32)
    arg32_1 = rand_strided((64, 128), (128, 1), device='cpu', dtype=torch.int8)
    arg33_1 = rand_strided((64, ), (1, ), device='cpu', dtype=torch.float32)
    arg34_1 = rand_strided((64, ), (1, ), device='cpu', dtype=torch.float32)
    arg35_1 = rand_strided((64, ), (1, ), device='cpu', dtype=torch.float32)
    arg36_1 = rand_strided((64, ), (1, ), device='cpu', dtype=torch.float32)
    arg37_1 = rand_strided((64, 64), (64, 1), device='cpu', dtype=torch.int8)
    arg38_1 = rand_strided((64, ), (1, ), device='cpu', dtype=torch.float32)
    arg39_1 = rand_strided((64, ), (1, ), device='cpu', dtype=torch.float32)
    arg40_1 = rand_strided((64, 64), (64, 1), device='cpu', dtype=torch.int8)
    arg41_1 = rand_strided((64, ), (1, ), device='cpu', dtype=torch.float32)
    arg42_1 = rand_strided((64, ), (1, ), device='cpu', dtype=torch.float32)
    arg43_1 = rand_strided((64, 64), (64, 1), device='cpu', dtype=torch.int8)
    arg44_1 = rand_strided((64, ), (1, ), device='cpu', dtype=torch.float32)
    arg45_1 = rand_strided((64, ), (1, ), device='cpu', dtype=torch.float32)
    arg46_1 = rand_strided((64, 64), (64, 1), device='cpu', dtype=torch.int8)
    arg47_1 = rand_strided((64, ), (1, ), device='cpu', dtype=torch.float32)
    arg48_1 = rand_strided((64, ), (1, ), device='cpu', dtype=torch.float32)
    arg49_1 = rand_strided((64, ), (1, ), device='cpu', dtype=torch.float32)
    arg50_1 = rand_strided((64, ), (1, ), device='cpu', dtype=torch.float32)
    arg51_1 = rand_strided((128, 64), (64, 1), device='cpu', dtype=torch.int8)
    arg52_1 = rand_strided((128, ), (1, ), device='cpu', dtype=torch.float32)
    arg53_1 = rand_strided((128, ), (1, ), device='cpu', dtype=torch.float32)
    arg54_1 = rand_strided((64, 128), (128, 1), device='cpu', dtype=torch.int8)
    arg55_1 = rand_strided((64, ), (1, ), device='cpu', dtype=torch.float32)
    arg56_1 = rand_strided((64, ), (1, ), device='cpu', dtype=torch.float32)
    arg57_1 = rand_strided((64, ), (1, ), device='cpu', dtype=torch.float32)
    arg58_1 = rand_strided((64, ), (1, ), device='cpu', dtype=torch.float32)
    return [arg0_1, arg1_1, arg2_1, arg3_1, arg4_1, arg5_1, arg6_1, arg7_1, arg8_1, arg9_1, arg10_1, arg11_1, arg12_1, arg13_1, arg14_1, arg15_1, arg16_1, arg17_1, arg18_1, arg19_1, arg20_1, arg21_1, arg22_1, arg23_1, arg24_1, arg25_1, arg26_1, arg27_1, arg28_1, arg29_1, arg30_1, arg31_1, arg32_1, arg33_1, arg34_1, arg35_1, arg36_1, arg37_1, arg38_1, arg39_1, arg40_1, arg41_1, arg42_1, arg43_1, arg44_1, arg45_1, arg46_1, arg47_1, arg48_1, arg49_1, arg50_1, arg51_1, arg52_1, arg53_1, arg54_1, arg55_1, arg56_1, arg57_1, arg58_1]


def benchmark_compiled_module(args, times=10, repeat=10):
    from torch._inductor.utils import print_performance
    fn = lambda: call(list(args))
    return print_performance(fn, times=times, repeat=repeat, device='cpu')


if __name__ == "__main__":
    from torch._inductor.wrapper_benchmark import compiled_module_main
    args = get_args()
    compiled_module_main('None', lambda times, repeat: benchmark_compiled_module(args, times=times, repeat=repeat))
