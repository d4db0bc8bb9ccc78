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


cpp_fused__scaled_dot_product_flash_attention_for_cpu__to_copy__unsafe_view_add_arange_bitwise_and_embedding_expand_gather_ge_index_mul_native_layer_norm_new_ones_scalar_tensor_slice_transpose_unsqueeze_view_where_0 = async_compile.cpp_pybinding(['float*', 'float*', 'const int64_t*', 'const int64_t*', 'const float*', 'const int64_t*', 'const int64_t*', 'const float*', 'const float*', 'const float*', 'const float*', 'const int8_t*', 'const float*', 'float*', 'float*', 'float*', 'float*'], r'''
#include <torch/csrc/inductor/cpp_prefix.h>
extern "C"  void  kernel(float* in_out_ptr0,
                       float* in_out_ptr1,
                       const int64_t* in_ptr0,
                       const int64_t* in_ptr1,
                       const float* in_ptr2,
                       const int64_t* in_ptr3,
                       const int64_t* in_ptr4,
                       const float* in_ptr5,
                       const float* in_ptr6,
                       const float* in_ptr7,
                       const float* in_ptr8,
                       const int8_t* in_ptr9,
                       const float* in_ptr10,
                       float* out_ptr0,
                       float* out_ptr1,
                       float* out_ptr4,
                       float* out_ptr5)
{
    std::atomic<int> inductor_cpu_integer_div_error{0};
    inductor_cpu_integer_div_error_flag = &inductor_cpu_integer_div_error;
    auto out_ptr3 = in_out_ptr0;
    auto out_ptr2 = in_out_ptr1;
    {
        #pragma GCC ivdep
        for(int64_t x0=static_cast<int64_t>(0L); x0<static_cast<int64_t>(16L); x0+=static_cast<int64_t>(1L))
        {
            for(int64_t x1=static_cast<int64_t>(0L); x1<static_cast<int64_t>(16L); x1+=static_cast<int64_t>(16L))
            {
                {
                    if(C10_LIKELY(x1 >= static_cast<int64_t>(0) && x1 < static_cast<int64_t>(16L)))
                    {
                        auto tmp6 = at::vec::VectorizedN<int64_t,2>::loadu(in_ptr0 + static_cast<int64_t>(x1), static_cast<int64_t>(16));
                        auto tmp0 = x0;
                        auto tmp1 = c10::convert<int64_t>(tmp0);
                        auto tmp2 = static_cast<int64_t>(0);
                        auto tmp3 = tmp1 >= tmp2;
                        auto tmp4 = static_cast<bool>(true);
                        auto tmp5 = decltype(tmp4)(tmp4 & tmp3);
                        auto tmp7 = at::vec::VecMask<int64_t,2>::from<int64_t,2>(tmp6);
                        auto tmp8 = at::vec::VecMask<float,1>::from(tmp5);
                        auto tmp9 = inductor_vec_mask_cast<int32_t,1>(tmp8);
                        auto tmp10 = inductor_vec_mask_cast<int32_t,1>(tmp7);
                        auto tmp11 = tmp9 & tmp10;
                        auto tmp12 = static_cast<float>(0.0);
                        auto tmp13 = -std::numeric_limits<float>::infinity();
                        auto tmp14 = at::vec::Vectorized<float>(tmp12);
                        auto tmp15 = at::vec::Vectorized<float>(tmp13);
                        auto tmp16 = decltype(tmp14)::blendv(tmp15, tmp14, inductor_vec_mask_cast<float,1>(tmp11));
                        tmp16.store(out_ptr0 + static_cast<int64_t>(x1 + 16L*x0));
                        tmp16.store(out_ptr1 + static_cast<int64_t>(x1 + 16L*x0));
                    }
                }
            }
        }
    }
    #pragma omp parallel
    {
        int tid = omp_get_thread_num();
        {
            #pragma omp for
            for(int64_t x0=static_cast<int64_t>(0L); x0<static_cast<int64_t>(16L); x0+=static_cast<int64_t>(1L))
            {
                {
                    float tmp_acc0 = 0;
                    at::vec::Vectorized<float> tmp_acc0_vec = at::vec::Vectorized<float>(0);
                    for(int64_t x1=static_cast<int64_t>(0L); x1<static_cast<int64_t>(64L); x1+=static_cast<int64_t>(16L))
                    {
                        {
                            if(C10_LIKELY(x1 >= static_cast<int64_t>(0) && x1 < static_cast<int64_t>(64L)))
                            {
                                auto tmp0 = in_ptr1[static_cast<int64_t>(x0)];
                                auto tmp5 = in_ptr3[static_cast<int64_t>(x0)];
                                auto tmp1 = tmp0;
                                auto tmp2 = c10::convert<int64_t>(tmp1);
                                TORCH_CHECK((0 <= tmp2) & (tmp2 < 128L), "index out of bounds: 0 <= tmp2 < 128L");
                                auto tmp4 = at::vec::Vectorized<float>::loadu(in_ptr2 + static_cast<int64_t>(x1 + 64L*tmp0), static_cast<int64_t>(16));
                                auto tmp6 = tmp5;
                                auto tmp7 = c10::convert<int64_t>(tmp6);
                                TORCH_CHECK((0 <= tmp7) & (tmp7 < 64L), "index out of bounds: 0 <= tmp7 < 64L");
                                auto tmp9 = in_ptr4[static_cast<int64_t>(tmp5)];
                                auto tmp10 = tmp9;
                                auto tmp11 = c10::convert<int64_t>(tmp10);
                                TORCH_CHECK((0 <= tmp11) & (tmp11 < 2L), "index out of bounds: 0 <= tmp11 < 2L");
                                auto tmp13 = at::vec::Vectorized<float>::loadu(in_ptr5 + static_cast<int64_t>(x1 + 64L*tmp9), static_cast<int64_t>(16));
                                auto tmp14 = tmp4 + tmp13;
                                auto tmp15 = at::vec::Vectorized<float>::loadu(in_ptr6 + static_cast<int64_t>(x1 + 64L*tmp5), static_cast<int64_t>(16));
                                auto tmp16 = tmp14 + tmp15;
                                tmp16.store(in_out_ptr1 + static_cast<int64_t>(x1 + 64L*x0));
                                tmp_acc0_vec = tmp_acc0_vec + tmp16;
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
                for(int64_t x0=static_cast<int64_t>(0L); x0<static_cast<int64_t>(16L); x0+=static_cast<int64_t>(16L))
                {
                    {
                        if(C10_LIKELY(x0 >= static_cast<int64_t>(0) && x0 < static_cast<int64_t>(16L)))
                        {
                            auto tmp0 = at::vec::Vectorized<float>::loadu(out_ptr3 + static_cast<int64_t>(x0), static_cast<int64_t>(16));
                            auto tmp1 = static_cast<float>(64.0);
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
            for(int64_t x0=static_cast<int64_t>(0L); x0<static_cast<int64_t>(16L); x0+=static_cast<int64_t>(1L))
            {
                {
                    float tmp_acc0 = 0;
                    at::vec::Vectorized<float> tmp_acc0_vec = at::vec::Vectorized<float>(0);
                    for(int64_t x1=static_cast<int64_t>(0L); x1<static_cast<int64_t>(64L); x1+=static_cast<int64_t>(16L))
                    {
                        {
                            if(C10_LIKELY(x1 >= static_cast<int64_t>(0) && x1 < static_cast<int64_t>(64L)))
                            {
                                auto tmp0 = at::vec::Vectorized<float>::loadu(out_ptr2 + static_cast<int64_t>(x1 + 64L*x0), static_cast<int64_t>(16));
                                auto tmp1 = in_out_ptr0[static_cast<int64_t>(x0)];
                                auto tmp2 = at::vec::Vectorized<float>(tmp1);
                                auto tmp3 = tmp0 - tmp2;
                                auto tmp4 = tmp3 * tmp3;
                                tmp_acc0_vec = tmp_acc0_vec + tmp4;
                            }
                        }
                    }
                    tmp_acc0 = tmp_acc0 + at::vec::vec_reduce_all<float, 1>([](at::vec::Vectorized<float>& x, at::vec::Vectorized<float>& y) { return x + y; }, tmp_acc0_vec);
                    out_ptr4[static_cast<int64_t>(x0)] = static_cast<float>(tmp_acc0);
                }
            }
        }
        {
            #pragma omp for
            for(int64_t x0=static_cast<int64_t>(0L); x0<static_cast<int64_t>(16L); x0+=static_cast<int64_t>(1L))
            {
                for(int64_t x1=static_cast<int64_t>(0L); x1<static_cast<int64_t>(64L); x1+=static_cast<int64_t>(16L))
                {
                    {
                        if(C10_LIKELY(x1 >= static_cast<int64_t>(0) && x1 < static_cast<int64_t>(64L)))
                        {
                            auto tmp0 = at::vec::Vectorized<float>::loadu(out_ptr2 + static_cast<int64_t>(x1 + 64L*x0), static_cast<int64_t>(16));
                            auto tmp1 = in_out_ptr0[static_cast<int64_t>(x0)];
                            auto tmp4 = out_ptr4[static_cast<int64_t>(x0)];
                            auto tmp12 = at::vec::Vectorized<float>::loadu(in_ptr7 + static_cast<int64_t>(x1), static_cast<int64_t>(16));
                            auto tmp14 = at::vec::Vectorized<float>::loadu(in_ptr8 + static_cast<int64_t>(x1), static_cast<int64_t>(16));
                            auto tmp2 = at::vec::Vectorized<float>(tmp1);
                            auto tmp3 = tmp0 - tmp2;
                            auto tmp5 = static_cast<float>(64.0);
                            auto tmp6 = tmp4 / tmp5;
                            auto tmp7 = static_cast<float>(1e-12);
                            auto tmp8 = float(tmp6 + tmp7);
                            auto tmp9 = 1 / std::sqrt(tmp8);
                            auto tmp10 = at::vec::Vectorized<float>(tmp9);
                            auto tmp11 = tmp3 * tmp10;
                            auto tmp13 = tmp11 * tmp12;
                            auto tmp15 = tmp13 + tmp14;
                            tmp15.store(in_out_ptr1 + static_cast<int64_t>(x1 + 64L*x0));
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
                            auto tmp0 = at::vec::Vectorized<int8_t>::loadu(in_ptr9 + static_cast<int64_t>(x1 + 64L*x0), static_cast<int64_t>(16));
                            auto tmp2 = in_ptr10[static_cast<int64_t>(x0)];
                            auto tmp1 = at::vec::convert<float>(tmp0);
                            auto tmp3 = at::vec::Vectorized<float>(tmp2);
                            auto tmp4 = tmp1 * tmp3;
                            tmp4.store(out_ptr5 + static_cast<int64_t>(x1 + 64L*x0));
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


cpp_fused__scaled_dot_product_flash_attention_for_cpu__to_copy__unsafe_view_add_arange_bitwise_and_expand_ge_index_mul_new_ones_scalar_tensor_transpose_unsqueeze_view_where_1 = async_compile.cpp_pybinding(['float*', 'const float*', 'const int8_t*', 'const float*', 'float*'], r'''
#include <torch/csrc/inductor/cpp_prefix.h>
extern "C"  void  kernel(float* in_out_ptr0,
                       const float* in_ptr0,
                       const int8_t* in_ptr1,
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
            for(int64_t x0=static_cast<int64_t>(0L); x0<static_cast<int64_t>(16L); x0+=static_cast<int64_t>(1L))
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
            for(int64_t x0=static_cast<int64_t>(0L); x0<static_cast<int64_t>(64L); x0+=static_cast<int64_t>(1L))
            {
                for(int64_t x1=static_cast<int64_t>(0L); x1<static_cast<int64_t>(64L); x1+=static_cast<int64_t>(16L))
                {
                    {
                        if(C10_LIKELY(x1 >= static_cast<int64_t>(0) && x1 < static_cast<int64_t>(64L)))
                        {
                            auto tmp0 = at::vec::Vectorized<int8_t>::loadu(in_ptr1 + static_cast<int64_t>(x1 + 64L*x0), static_cast<int64_t>(16));
                            auto tmp2 = in_ptr2[static_cast<int64_t>(x0)];
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


cpp_fused__scaled_dot_product_flash_attention_for_cpu__to_copy__unsafe_view_add_arange_bitwise_and_expand_ge_index_new_ones_scalar_tensor_transpose_unsqueeze_view_where_2 = async_compile.cpp_pybinding(['float*', 'const float*'], r'''
#include <torch/csrc/inductor/cpp_prefix.h>
extern "C"  void  kernel(float* in_out_ptr0,
                       const float* in_ptr0)
{
    std::atomic<int> inductor_cpu_integer_div_error{0};
    inductor_cpu_integer_div_error_flag = &inductor_cpu_integer_div_error;
    #pragma omp parallel
    {
        int tid = omp_get_thread_num();
        {
            #pragma omp for
            for(int64_t x0=static_cast<int64_t>(0L); x0<static_cast<int64_t>(16L); x0+=static_cast<int64_t>(1L))
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
    }
    inductor_cpu_integer_div_error_flag = nullptr;
    inductor_cpu_throw_if_integer_div_error(inductor_cpu_integer_div_error);
}
''')


cpp_fused__to_copy_mul_unsqueeze_3 = async_compile.cpp_pybinding(['const int8_t*', 'const float*', 'float*'], r'''
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


cpp_fused__to_copy__unsafe_view_add_mul_native_layer_norm_unsqueeze_4 = async_compile.cpp_pybinding(['float*', 'float*', 'const float*', 'const float*', 'const float*', 'const float*', 'const int8_t*', 'const float*', 'float*', 'float*'], r'''
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
            for(int64_t x0=static_cast<int64_t>(0L); x0<static_cast<int64_t>(16L); x0+=static_cast<int64_t>(1L))
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
                                auto tmp1 = at::vec::Vectorized<float>::loadu(in_ptr1 + static_cast<int64_t>(x1), static_cast<int64_t>(16));
                                auto tmp3 = at::vec::Vectorized<float>::loadu(in_ptr2 + static_cast<int64_t>(x1 + 64L*x0), static_cast<int64_t>(16));
                                auto tmp2 = tmp0 + tmp1;
                                auto tmp4 = tmp2 + tmp3;
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
                for(int64_t x0=static_cast<int64_t>(0L); x0<static_cast<int64_t>(16L); x0+=static_cast<int64_t>(16L))
                {
                    {
                        if(C10_LIKELY(x0 >= static_cast<int64_t>(0) && x0 < static_cast<int64_t>(16L)))
                        {
                            auto tmp0 = at::vec::Vectorized<float>::loadu(out_ptr0 + static_cast<int64_t>(x0), static_cast<int64_t>(16));
                            auto tmp1 = static_cast<float>(64.0);
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
            for(int64_t x0=static_cast<int64_t>(0L); x0<static_cast<int64_t>(16L); x0+=static_cast<int64_t>(1L))
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
                                auto tmp1 = at::vec::Vectorized<float>::loadu(in_ptr1 + static_cast<int64_t>(x1), static_cast<int64_t>(16));
                                auto tmp3 = at::vec::Vectorized<float>::loadu(in_ptr2 + static_cast<int64_t>(x1 + 64L*x0), static_cast<int64_t>(16));
                                auto tmp5 = in_out_ptr0[static_cast<int64_t>(x0)];
                                auto tmp2 = tmp0 + tmp1;
                                auto tmp4 = tmp2 + tmp3;
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
            for(int64_t x0=static_cast<int64_t>(0L); x0<static_cast<int64_t>(16L); x0+=static_cast<int64_t>(1L))
            {
                for(int64_t x1=static_cast<int64_t>(0L); x1<static_cast<int64_t>(64L); x1+=static_cast<int64_t>(16L))
                {
                    {
                        if(C10_LIKELY(x1 >= static_cast<int64_t>(0) && x1 < static_cast<int64_t>(64L)))
                        {
                            auto tmp0 = at::vec::Vectorized<float>::loadu(in_out_ptr1 + static_cast<int64_t>(x1 + 64L*x0), static_cast<int64_t>(16));
                            auto tmp1 = at::vec::Vectorized<float>::loadu(in_ptr1 + static_cast<int64_t>(x1), static_cast<int64_t>(16));
                            auto tmp3 = at::vec::Vectorized<float>::loadu(in_ptr2 + static_cast<int64_t>(x1 + 64L*x0), static_cast<int64_t>(16));
                            auto tmp5 = in_out_ptr0[static_cast<int64_t>(x0)];
                            auto tmp8 = out_ptr1[static_cast<int64_t>(x0)];
                            auto tmp16 = at::vec::Vectorized<float>::loadu(in_ptr3 + static_cast<int64_t>(x1), static_cast<int64_t>(16));
                            auto tmp18 = at::vec::Vectorized<float>::loadu(in_ptr4 + static_cast<int64_t>(x1), static_cast<int64_t>(16));
                            auto tmp2 = tmp0 + tmp1;
                            auto tmp4 = tmp2 + tmp3;
                            auto tmp6 = at::vec::Vectorized<float>(tmp5);
                            auto tmp7 = tmp4 - tmp6;
                            auto tmp9 = static_cast<float>(64.0);
                            auto tmp10 = tmp8 / tmp9;
                            auto tmp11 = static_cast<float>(1e-12);
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


cpp_fused__to_copy__unsafe_view_add_gelu_mul_unsqueeze_5 = async_compile.cpp_pybinding(['float*', 'const float*', 'const int8_t*', 'const float*', 'float*'], r'''
#include <torch/csrc/inductor/cpp_prefix.h>
extern "C"  void  kernel(float* in_out_ptr0,
                       const float* in_ptr0,
                       const int8_t* in_ptr1,
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
            for(int64_t x0=static_cast<int64_t>(0L); x0<static_cast<int64_t>(16L); x0+=static_cast<int64_t>(1L))
            {
                for(int64_t x1=static_cast<int64_t>(0L); x1<static_cast<int64_t>(128L); x1+=static_cast<int64_t>(16L))
                {
                    {
                        if(C10_LIKELY(x1 >= static_cast<int64_t>(0) && x1 < static_cast<int64_t>(128L)))
                        {
                            auto tmp0 = at::vec::Vectorized<float>::loadu(in_out_ptr0 + static_cast<int64_t>(x1 + 128L*x0), static_cast<int64_t>(16));
                            auto tmp1 = at::vec::Vectorized<float>::loadu(in_ptr0 + static_cast<int64_t>(x1), static_cast<int64_t>(16));
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
        {
            #pragma omp for
            for(int64_t x0=static_cast<int64_t>(0L); x0<static_cast<int64_t>(64L); x0+=static_cast<int64_t>(1L))
            {
                for(int64_t x1=static_cast<int64_t>(0L); x1<static_cast<int64_t>(128L); x1+=static_cast<int64_t>(16L))
                {
                    {
                        if(C10_LIKELY(x1 >= static_cast<int64_t>(0) && x1 < static_cast<int64_t>(128L)))
                        {
                            auto tmp0 = at::vec::Vectorized<int8_t>::loadu(in_ptr1 + static_cast<int64_t>(x1 + 128L*x0), static_cast<int64_t>(16));
                            auto tmp2 = in_ptr2[static_cast<int64_t>(x0)];
                            auto tmp1 = at::vec::convert<float>(tmp0);
                            auto tmp3 = at::vec::Vectorized<float>(tmp2);
                            auto tmp4 = tmp1 * tmp3;
                            tmp4.store(out_ptr0 + static_cast<int64_t>(x1 + 128L*x0));
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
            for(int64_t x0=static_cast<int64_t>(0L); x0<static_cast<int64_t>(16L); x0+=static_cast<int64_t>(1L))
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
                                auto tmp1 = at::vec::Vectorized<float>::loadu(in_ptr1 + static_cast<int64_t>(x1), static_cast<int64_t>(16));
                                auto tmp3 = at::vec::Vectorized<float>::loadu(in_ptr2 + static_cast<int64_t>(x1 + 64L*x0), static_cast<int64_t>(16));
                                auto tmp2 = tmp0 + tmp1;
                                auto tmp4 = tmp2 + tmp3;
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
                for(int64_t x0=static_cast<int64_t>(0L); x0<static_cast<int64_t>(16L); x0+=static_cast<int64_t>(16L))
                {
                    {
                        if(C10_LIKELY(x0 >= static_cast<int64_t>(0) && x0 < static_cast<int64_t>(16L)))
                        {
                            auto tmp0 = at::vec::Vectorized<float>::loadu(out_ptr0 + static_cast<int64_t>(x0), static_cast<int64_t>(16));
                            auto tmp1 = static_cast<float>(64.0);
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
            for(int64_t x0=static_cast<int64_t>(0L); x0<static_cast<int64_t>(16L); x0+=static_cast<int64_t>(1L))
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
                                auto tmp1 = at::vec::Vectorized<float>::loadu(in_ptr1 + static_cast<int64_t>(x1), static_cast<int64_t>(16));
                                auto tmp3 = at::vec::Vectorized<float>::loadu(in_ptr2 + static_cast<int64_t>(x1 + 64L*x0), static_cast<int64_t>(16));
                                auto tmp5 = in_out_ptr0[static_cast<int64_t>(x0)];
                                auto tmp2 = tmp0 + tmp1;
                                auto tmp4 = tmp2 + tmp3;
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
            for(int64_t x0=static_cast<int64_t>(0L); x0<static_cast<int64_t>(16L); x0+=static_cast<int64_t>(1L))
            {
                for(int64_t x1=static_cast<int64_t>(0L); x1<static_cast<int64_t>(64L); x1+=static_cast<int64_t>(16L))
                {
                    {
                        if(C10_LIKELY(x1 >= static_cast<int64_t>(0) && x1 < static_cast<int64_t>(64L)))
                        {
                            auto tmp0 = at::vec::Vectorized<float>::loadu(in_out_ptr1 + static_cast<int64_t>(x1 + 64L*x0), static_cast<int64_t>(16));
                            auto tmp1 = at::vec::Vectorized<float>::loadu(in_ptr1 + static_cast<int64_t>(x1), static_cast<int64_t>(16));
                            auto tmp3 = at::vec::Vectorized<float>::loadu(in_ptr2 + static_cast<int64_t>(x1 + 64L*x0), static_cast<int64_t>(16));
                            auto tmp5 = in_out_ptr0[static_cast<int64_t>(x0)];
                            auto tmp8 = out_ptr1[static_cast<int64_t>(x0)];
                            auto tmp16 = at::vec::Vectorized<float>::loadu(in_ptr3 + static_cast<int64_t>(x1), static_cast<int64_t>(16));
                            auto tmp18 = at::vec::Vectorized<float>::loadu(in_ptr4 + static_cast<int64_t>(x1), static_cast<int64_t>(16));
                            auto tmp2 = tmp0 + tmp1;
                            auto tmp4 = tmp2 + tmp3;
                            auto tmp6 = at::vec::Vectorized<float>(tmp5);
                            auto tmp7 = tmp4 - tmp6;
                            auto tmp9 = static_cast<float>(64.0);
                            auto tmp10 = tmp8 / tmp9;
                            auto tmp11 = static_cast<float>(1e-12);
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


cpp_fused_tanh_7 = async_compile.cpp_pybinding(['float*'], r'''
#include <torch/csrc/inductor/cpp_prefix.h>
extern "C"  void  kernel(float* in_out_ptr0)
{
    std::atomic<int> inductor_cpu_integer_div_error{0};
    inductor_cpu_integer_div_error_flag = &inductor_cpu_integer_div_error;
    {
        for(int64_t x0=static_cast<int64_t>(0L); x0<static_cast<int64_t>(64L); x0+=static_cast<int64_t>(16L))
        {
            {
                if(C10_LIKELY(x0 >= static_cast<int64_t>(0) && x0 < static_cast<int64_t>(64L)))
                {
                    auto tmp0 = at::vec::Vectorized<float>::loadu(in_out_ptr0 + static_cast<int64_t>(x0), static_cast<int64_t>(16));
                    auto tmp1 = tmp0.tanh();
                    tmp1.store(in_out_ptr0 + static_cast<int64_t>(x0));
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
        arg0_1, arg1_1, arg2_1, arg3_1, arg4_1, arg5_1, arg6_1, arg7_1, arg8_1, arg9_1, arg10_1, arg11_1, arg12_1, arg13_1, arg14_1, arg15_1, arg16_1, arg17_1, arg18_1, arg19_1, arg20_1, arg21_1, arg22_1, arg23_1, arg24_1, arg25_1, arg26_1, arg27_1, arg28_1, arg29_1, arg30_1, arg31_1, arg32_1, arg33_1, arg34_1, arg35_1, arg36_1, arg37_1, arg38_1, arg39_1, arg40_1, arg41_1, arg42_1, arg43_1, arg44_1, arg45_1, arg46_1, arg47_1, arg48_1, arg49_1, arg50_1, arg51_1, arg52_1, arg53_1, arg54_1, arg55_1 = args
        args.clear()
        assert_size_stride(arg8_1, (1, 16), (16, 1), 'input')
        buf14 = empty_strided_cpu((1, 1, 16, 16), (256, 256, 16, 1), torch.float32)
        buf42 = empty_strided_cpu((1, 1, 16, 16), (256, 256, 16, 1), torch.float32)
        assert_size_stride_grouped((arg0_1, arg3_1, arg1_1, arg2_1, arg4_1, arg5_1, arg6_1, arg7_1), ((1, 16), (128, 64), (1, 64), (1, 64), (2, 64), (64, 64), (64, ), (64, )), ((16, 1), (64, 1), (64, 1), (64, 1), (64, 1), (64, 1), (1, ), (1, )), 'input')
        buf0 = empty_strided_cpu((1, 16, 64), (1024, 64, 1), torch.float32)
        buf1 = empty_strided_cpu((1, 16, 1), (16, 1, 16), torch.float32)
        buf2 = buf1; del buf1  # reuse
        buf3 = empty_strided_cpu((1, 16, 1), (16, 1, 16), torch.float32)
        buf4 = buf0; del buf0  # reuse
        assert_size_stride_grouped((arg9_1, arg10_1), ((64, 64), (64, )), ((64, 1), (1, )), 'input')
        buf5 = empty_strided_cpu((64, 64), (64, 1), torch.float32)
        # [Provenance debug handles] cpp_fused__scaled_dot_product_flash_attention_for_cpu__to_copy__unsafe_view_add_arange_bitwise_and_embedding_expand_gather_ge_index_mul_native_layer_norm_new_ones_scalar_tensor_slice_transpose_unsqueeze_view_where_0:1
        cpp_fused__scaled_dot_product_flash_attention_for_cpu__to_copy__unsafe_view_add_arange_bitwise_and_embedding_expand_gather_ge_index_mul_native_layer_norm_new_ones_scalar_tensor_slice_transpose_unsqueeze_view_where_0(buf2, buf4, arg8_1, arg0_1, arg3_1, arg1_1, arg2_1, arg4_1, arg5_1, arg6_1, arg7_1, arg9_1, arg10_1, buf14, buf42, buf3, buf5)
        del arg0_1
        del arg10_1
        del arg1_1
        del arg2_1
        del arg3_1
        del arg4_1
        del arg5_1
        del arg6_1
        del arg7_1
        del arg8_1
        del arg9_1
        buf6 = empty_strided_cpu((16, 64), (64, 1), torch.float32)
        # Topologically Sorted Source Nodes: [y, t], Original ATen: [aten.view, aten.t, aten.mm]
        # [Provenance debug handles] extern_kernels.mm:2
        extern_kernels.mm(reinterpret_tensor(buf4, (16, 64), (64, 1), 0), reinterpret_tensor(buf5, (64, 64), (1, 64), 0), out=buf6)
        assert_size_stride(arg11_1, (64, ), (1, ), 'input')
        buf11 = reinterpret_tensor(buf6, (1, 4, 16, 16), (1024, 16, 64, 1), 0); del buf6  # reuse
        assert_size_stride_grouped((arg12_1, arg13_1), ((64, 64), (64, )), ((64, 1), (1, )), 'input')
        buf7 = buf5; del buf5  # reuse
        # [Provenance debug handles] cpp_fused__scaled_dot_product_flash_attention_for_cpu__to_copy__unsafe_view_add_arange_bitwise_and_expand_ge_index_mul_new_ones_scalar_tensor_transpose_unsqueeze_view_where_1:3
        cpp_fused__scaled_dot_product_flash_attention_for_cpu__to_copy__unsafe_view_add_arange_bitwise_and_expand_ge_index_mul_new_ones_scalar_tensor_transpose_unsqueeze_view_where_1(buf11, arg11_1, arg12_1, arg13_1, buf7)
        del arg11_1
        del arg12_1
        del arg13_1
        buf8 = empty_strided_cpu((16, 64), (64, 1), torch.float32)
        # Topologically Sorted Source Nodes: [y_1, t_1], Original ATen: [aten.view, aten.t, aten.mm]
        # [Provenance debug handles] extern_kernels.mm:4
        extern_kernels.mm(reinterpret_tensor(buf4, (16, 64), (64, 1), 0), reinterpret_tensor(buf7, (64, 64), (1, 64), 0), out=buf8)
        assert_size_stride(arg14_1, (64, ), (1, ), 'input')
        buf12 = reinterpret_tensor(buf8, (1, 4, 16, 16), (1024, 16, 64, 1), 0); del buf8  # reuse
        assert_size_stride_grouped((arg15_1, arg16_1), ((64, 64), (64, )), ((64, 1), (1, )), 'input')
        buf9 = buf7; del buf7  # reuse
        # [Provenance debug handles] cpp_fused__scaled_dot_product_flash_attention_for_cpu__to_copy__unsafe_view_add_arange_bitwise_and_expand_ge_index_mul_new_ones_scalar_tensor_transpose_unsqueeze_view_where_1:5
        cpp_fused__scaled_dot_product_flash_attention_for_cpu__to_copy__unsafe_view_add_arange_bitwise_and_expand_ge_index_mul_new_ones_scalar_tensor_transpose_unsqueeze_view_where_1(buf12, arg14_1, arg15_1, arg16_1, buf9)
        del arg14_1
        del arg15_1
        del arg16_1
        buf10 = empty_strided_cpu((16, 64), (64, 1), torch.float32)
        # Topologically Sorted Source Nodes: [y_2, t_2], Original ATen: [aten.view, aten.t, aten.mm]
        # [Provenance debug handles] extern_kernels.mm:6
        extern_kernels.mm(reinterpret_tensor(buf4, (16, 64), (64, 1), 0), reinterpret_tensor(buf9, (64, 64), (1, 64), 0), out=buf10)
        assert_size_stride(arg17_1, (64, ), (1, ), 'input')
        buf13 = reinterpret_tensor(buf10, (1, 4, 16, 16), (1024, 16, 64, 1), 0); del buf10  # reuse
        # [Provenance debug handles] cpp_fused__scaled_dot_product_flash_attention_for_cpu__to_copy__unsafe_view_add_arange_bitwise_and_expand_ge_index_new_ones_scalar_tensor_transpose_unsqueeze_view_where_2:7
        cpp_fused__scaled_dot_product_flash_attention_for_cpu__to_copy__unsafe_view_add_arange_bitwise_and_expand_ge_index_new_ones_scalar_tensor_transpose_unsqueeze_view_where_2(buf13, arg17_1)
        del arg17_1
        # Topologically Sorted Source Nodes: [y, add_4, view, query_layer, y_1, add_5, view_1, key_layer, y_2, add_6, view_2, value_layer, result, q_arange, q_indices, ge, result_1, attention_mask, batch_arange, batch_indices, kv_arange, kv_indices, getitem_5, result_2, attention_mask_1, attn_output], Original ATen: [aten._unsafe_view, aten.add, aten.view, aten.transpose, aten.new_ones, aten.unsqueeze, aten.ge, aten.bitwise_and, aten._to_copy, aten.arange, aten.index, aten.expand, aten.scalar_tensor, aten.where, aten._scaled_dot_product_flash_attention_for_cpu]
        # [Provenance debug handles] torch.ops.aten._scaled_dot_product_flash_attention_for_cpu.default:8
        buf15 = torch.ops.aten._scaled_dot_product_flash_attention_for_cpu.default(buf11, buf12, buf13, attn_mask=buf14, scale=0.25)
        del buf11
        del buf12
        del buf14
        buf16 = buf15[0]
        assert_tensor_metadata(buf16, (1, 4, 16, 16), (1024, 16, 64, 1), torch.float32, 'torch.ops.aten._scaled_dot_product_flash_attention_for_cpu.default')
        assert_alignment(buf16, 16, 'torch.ops.aten._scaled_dot_product_flash_attention_for_cpu.default')
        del buf15
        assert_size_stride_grouped((arg18_1, arg19_1), ((64, 64), (64, )), ((64, 1), (1, )), 'input')
        buf18 = buf9; del buf9  # reuse
        # [Provenance debug handles] cpp_fused__to_copy_mul_unsqueeze_3:9
        cpp_fused__to_copy_mul_unsqueeze_3(arg18_1, arg19_1, buf18)
        del arg18_1
        del arg19_1
        buf19 = reinterpret_tensor(buf13, (16, 64), (64, 1), 0); del buf13  # reuse
        # Topologically Sorted Source Nodes: [transpose_3, reshape_1, y_3, t_3], Original ATen: [aten.transpose, aten.view, aten.t, aten.mm]
        # [Provenance debug handles] extern_kernels.mm:10
        extern_kernels.mm(reinterpret_tensor(buf16, (16, 64), (64, 1), 0), reinterpret_tensor(buf18, (64, 64), (1, 64), 0), out=buf19)
        del buf16
        del buf18
        assert_size_stride_grouped((arg20_1, arg21_1, arg22_1), ((64, ), (64, ), (64, )), ((1, ), (1, ), (1, )), 'input')
        buf20 = buf3; del buf3  # reuse
        buf21 = buf20; del buf20  # reuse
        buf22 = buf2; del buf2  # reuse
        buf23 = reinterpret_tensor(buf19, (1, 16, 64), (1024, 64, 1), 0); del buf19  # reuse
        assert_size_stride_grouped((arg23_1, arg24_1), ((128, 64), (128, )), ((64, 1), (1, )), 'input')
        buf24 = empty_strided_cpu((128, 64), (64, 1), torch.float32)
        # [Provenance debug handles] cpp_fused__to_copy__unsafe_view_add_mul_native_layer_norm_unsqueeze_4:11
        cpp_fused__to_copy__unsafe_view_add_mul_native_layer_norm_unsqueeze_4(buf21, buf23, arg20_1, buf4, arg21_1, arg22_1, arg23_1, arg24_1, buf22, buf24)
        del arg20_1
        del arg21_1
        del arg22_1
        del arg23_1
        del arg24_1
        del buf21
        del buf22
        buf25 = empty_strided_cpu((16, 128), (128, 1), torch.float32)
        # Topologically Sorted Source Nodes: [y_4, t_4], Original ATen: [aten.view, aten.t, aten.mm]
        # [Provenance debug handles] extern_kernels.mm:12
        extern_kernels.mm(reinterpret_tensor(buf23, (16, 64), (64, 1), 0), reinterpret_tensor(buf24, (64, 128), (1, 64), 0), out=buf25)
        del buf24
        assert_size_stride(arg25_1, (128, ), (1, ), 'input')
        buf27 = reinterpret_tensor(buf25, (1, 16, 128), (2048, 128, 1), 0); del buf25  # reuse
        assert_size_stride_grouped((arg26_1, arg27_1), ((64, 128), (64, )), ((128, 1), (1, )), 'input')
        buf26 = empty_strided_cpu((64, 128), (128, 1), torch.float32)
        # [Provenance debug handles] cpp_fused__to_copy__unsafe_view_add_gelu_mul_unsqueeze_5:13
        cpp_fused__to_copy__unsafe_view_add_gelu_mul_unsqueeze_5(buf27, arg25_1, arg26_1, arg27_1, buf26)
        del arg25_1
        del arg26_1
        del arg27_1
        buf28 = reinterpret_tensor(buf4, (16, 64), (64, 1), 0); del buf4  # reuse
        # Topologically Sorted Source Nodes: [y_4, hidden_states_3, hidden_states_4, y_5, t_5], Original ATen: [aten._unsafe_view, aten.add, aten.gelu, aten.view, aten.t, aten.mm]
        # [Provenance debug handles] extern_kernels.mm:14
        extern_kernels.mm(reinterpret_tensor(buf27, (16, 128), (128, 1), 0), reinterpret_tensor(buf26, (128, 64), (1, 128), 0), out=buf28)
        del buf26
        assert_size_stride_grouped((arg28_1, arg29_1, arg30_1), ((64, ), (64, ), (64, )), ((1, ), (1, ), (1, )), 'input')
        buf29 = empty_strided_cpu((1, 16, 1), (16, 1, 16), torch.float32)
        buf30 = buf29; del buf29  # reuse
        buf31 = empty_strided_cpu((1, 16, 1), (16, 1, 16), torch.float32)
        buf32 = reinterpret_tensor(buf28, (1, 16, 64), (1024, 64, 1), 0); del buf28  # reuse
        assert_size_stride_grouped((arg31_1, arg32_1), ((64, 64), (64, )), ((64, 1), (1, )), 'input')
        buf33 = empty_strided_cpu((64, 64), (64, 1), torch.float32)
        # [Provenance debug handles] cpp_fused__to_copy__unsafe_view_add_mul_native_layer_norm_unsqueeze_6:15
        cpp_fused__to_copy__unsafe_view_add_mul_native_layer_norm_unsqueeze_6(buf30, buf32, arg28_1, buf23, arg29_1, arg30_1, arg31_1, arg32_1, buf31, buf33)
        del arg28_1
        del arg29_1
        del arg30_1
        del arg31_1
        del arg32_1
        buf34 = reinterpret_tensor(buf23, (16, 64), (64, 1), 0); del buf23  # reuse
        # Topologically Sorted Source Nodes: [y_6, t_6], Original ATen: [aten.view, aten.t, aten.mm]
        # [Provenance debug handles] extern_kernels.mm:16
        extern_kernels.mm(reinterpret_tensor(buf32, (16, 64), (64, 1), 0), reinterpret_tensor(buf33, (64, 64), (1, 64), 0), out=buf34)
        assert_size_stride(arg33_1, (64, ), (1, ), 'input')
        buf39 = reinterpret_tensor(buf34, (1, 4, 16, 16), (1024, 16, 64, 1), 0); del buf34  # reuse
        assert_size_stride_grouped((arg34_1, arg35_1), ((64, 64), (64, )), ((64, 1), (1, )), 'input')
        buf35 = buf33; del buf33  # reuse
        # [Provenance debug handles] cpp_fused__scaled_dot_product_flash_attention_for_cpu__to_copy__unsafe_view_add_arange_bitwise_and_expand_ge_index_mul_new_ones_scalar_tensor_transpose_unsqueeze_view_where_1:17
        cpp_fused__scaled_dot_product_flash_attention_for_cpu__to_copy__unsafe_view_add_arange_bitwise_and_expand_ge_index_mul_new_ones_scalar_tensor_transpose_unsqueeze_view_where_1(buf39, arg33_1, arg34_1, arg35_1, buf35)
        del arg33_1
        del arg34_1
        del arg35_1
        buf36 = empty_strided_cpu((16, 64), (64, 1), torch.float32)
        # Topologically Sorted Source Nodes: [y_7, t_7], Original ATen: [aten.view, aten.t, aten.mm]
        # [Provenance debug handles] extern_kernels.mm:18
        extern_kernels.mm(reinterpret_tensor(buf32, (16, 64), (64, 1), 0), reinterpret_tensor(buf35, (64, 64), (1, 64), 0), out=buf36)
        assert_size_stride(arg36_1, (64, ), (1, ), 'input')
        buf40 = reinterpret_tensor(buf36, (1, 4, 16, 16), (1024, 16, 64, 1), 0); del buf36  # reuse
        assert_size_stride_grouped((arg37_1, arg38_1), ((64, 64), (64, )), ((64, 1), (1, )), 'input')
        buf37 = buf35; del buf35  # reuse
        # [Provenance debug handles] cpp_fused__scaled_dot_product_flash_attention_for_cpu__to_copy__unsafe_view_add_arange_bitwise_and_expand_ge_index_mul_new_ones_scalar_tensor_transpose_unsqueeze_view_where_1:19
        cpp_fused__scaled_dot_product_flash_attention_for_cpu__to_copy__unsafe_view_add_arange_bitwise_and_expand_ge_index_mul_new_ones_scalar_tensor_transpose_unsqueeze_view_where_1(buf40, arg36_1, arg37_1, arg38_1, buf37)
        del arg36_1
        del arg37_1
        del arg38_1
        buf38 = empty_strided_cpu((16, 64), (64, 1), torch.float32)
        # Topologically Sorted Source Nodes: [y_8, t_8], Original ATen: [aten.view, aten.t, aten.mm]
        # [Provenance debug handles] extern_kernels.mm:20
        extern_kernels.mm(reinterpret_tensor(buf32, (16, 64), (64, 1), 0), reinterpret_tensor(buf37, (64, 64), (1, 64), 0), out=buf38)
        assert_size_stride(arg39_1, (64, ), (1, ), 'input')
        buf41 = reinterpret_tensor(buf38, (1, 4, 16, 16), (1024, 16, 64, 1), 0); del buf38  # reuse
        # [Provenance debug handles] cpp_fused__scaled_dot_product_flash_attention_for_cpu__to_copy__unsafe_view_add_arange_bitwise_and_expand_ge_index_new_ones_scalar_tensor_transpose_unsqueeze_view_where_2:21
        cpp_fused__scaled_dot_product_flash_attention_for_cpu__to_copy__unsafe_view_add_arange_bitwise_and_expand_ge_index_new_ones_scalar_tensor_transpose_unsqueeze_view_where_2(buf41, arg39_1)
        del arg39_1
        # Topologically Sorted Source Nodes: [result, q_arange, q_indices, ge, result_1, attention_mask, batch_arange, batch_indices, kv_arange, kv_indices, getitem_5, result_2, attention_mask_1, y_6, add_12, view_3, query_layer_1, y_7, add_13, view_4, key_layer_1, y_8, add_14, view_5, value_layer_1, attn_output_4], Original ATen: [aten.new_ones, aten.add, aten.unsqueeze, aten.ge, aten.bitwise_and, aten._to_copy, aten.arange, aten.index, aten.expand, aten._unsafe_view, aten.view, aten.transpose, aten.scalar_tensor, aten.where, aten._scaled_dot_product_flash_attention_for_cpu]
        # [Provenance debug handles] torch.ops.aten._scaled_dot_product_flash_attention_for_cpu.default:22
        buf43 = torch.ops.aten._scaled_dot_product_flash_attention_for_cpu.default(buf39, buf40, buf41, attn_mask=buf42, scale=0.25)
        del buf39
        del buf40
        del buf42
        buf44 = buf43[0]
        assert_tensor_metadata(buf44, (1, 4, 16, 16), (1024, 16, 64, 1), torch.float32, 'torch.ops.aten._scaled_dot_product_flash_attention_for_cpu.default')
        assert_alignment(buf44, 16, 'torch.ops.aten._scaled_dot_product_flash_attention_for_cpu.default')
        del buf43
        assert_size_stride_grouped((arg40_1, arg41_1), ((64, 64), (64, )), ((64, 1), (1, )), 'input')
        buf46 = buf37; del buf37  # reuse
        # [Provenance debug handles] cpp_fused__to_copy_mul_unsqueeze_3:23
        cpp_fused__to_copy_mul_unsqueeze_3(arg40_1, arg41_1, buf46)
        del arg40_1
        del arg41_1
        buf47 = reinterpret_tensor(buf41, (16, 64), (64, 1), 0); del buf41  # reuse
        # Topologically Sorted Source Nodes: [transpose_7, reshape_3, y_9, t_9], Original ATen: [aten.transpose, aten.view, aten.t, aten.mm]
        # [Provenance debug handles] extern_kernels.mm:24
        extern_kernels.mm(reinterpret_tensor(buf44, (16, 64), (64, 1), 0), reinterpret_tensor(buf46, (64, 64), (1, 64), 0), out=buf47)
        del buf44
        del buf46
        assert_size_stride_grouped((arg42_1, arg43_1, arg44_1), ((64, ), (64, ), (64, )), ((1, ), (1, ), (1, )), 'input')
        buf48 = buf31; del buf31  # reuse
        buf49 = buf48; del buf48  # reuse
        buf50 = buf30; del buf30  # reuse
        buf51 = reinterpret_tensor(buf47, (1, 16, 64), (1024, 64, 1), 0); del buf47  # reuse
        assert_size_stride_grouped((arg45_1, arg46_1), ((128, 64), (128, )), ((64, 1), (1, )), 'input')
        buf52 = empty_strided_cpu((128, 64), (64, 1), torch.float32)
        # [Provenance debug handles] cpp_fused__to_copy__unsafe_view_add_mul_native_layer_norm_unsqueeze_4:25
        cpp_fused__to_copy__unsafe_view_add_mul_native_layer_norm_unsqueeze_4(buf49, buf51, arg42_1, buf32, arg43_1, arg44_1, arg45_1, arg46_1, buf50, buf52)
        del arg42_1
        del arg43_1
        del arg44_1
        del arg45_1
        del arg46_1
        buf53 = reinterpret_tensor(buf27, (16, 128), (128, 1), 0); del buf27  # reuse
        # Topologically Sorted Source Nodes: [y_10, t_10], Original ATen: [aten.view, aten.t, aten.mm]
        # [Provenance debug handles] extern_kernels.mm:26
        extern_kernels.mm(reinterpret_tensor(buf51, (16, 64), (64, 1), 0), reinterpret_tensor(buf52, (64, 128), (1, 64), 0), out=buf53)
        del buf52
        assert_size_stride(arg47_1, (128, ), (1, ), 'input')
        buf55 = reinterpret_tensor(buf53, (1, 16, 128), (2048, 128, 1), 0); del buf53  # reuse
        assert_size_stride_grouped((arg48_1, arg49_1), ((64, 128), (64, )), ((128, 1), (1, )), 'input')
        buf54 = empty_strided_cpu((64, 128), (128, 1), torch.float32)
        # [Provenance debug handles] cpp_fused__to_copy__unsafe_view_add_gelu_mul_unsqueeze_5:27
        cpp_fused__to_copy__unsafe_view_add_gelu_mul_unsqueeze_5(buf55, arg47_1, arg48_1, arg49_1, buf54)
        del arg47_1
        del arg48_1
        del arg49_1
        buf56 = reinterpret_tensor(buf32, (16, 64), (64, 1), 0); del buf32  # reuse
        # Topologically Sorted Source Nodes: [y_10, hidden_states_11, hidden_states_12, y_11, t_11], Original ATen: [aten._unsafe_view, aten.add, aten.gelu, aten.view, aten.t, aten.mm]
        # [Provenance debug handles] extern_kernels.mm:28
        extern_kernels.mm(reinterpret_tensor(buf55, (16, 128), (128, 1), 0), reinterpret_tensor(buf54, (128, 64), (1, 128), 0), out=buf56)
        del buf54
        del buf55
        assert_size_stride_grouped((arg50_1, arg51_1, arg52_1), ((64, ), (64, ), (64, )), ((1, ), (1, ), (1, )), 'input')
        buf57 = buf50; del buf50  # reuse
        buf58 = buf57; del buf57  # reuse
        buf59 = buf49; del buf49  # reuse
        buf60 = reinterpret_tensor(buf56, (1, 16, 64), (1024, 64, 1), 0); del buf56  # reuse
        assert_size_stride_grouped((arg53_1, arg54_1), ((64, 64), (64, )), ((64, 1), (1, )), 'input')
        buf61 = empty_strided_cpu((64, 64), (64, 1), torch.float32)
        assert_size_stride(arg55_1, (64, ), (1, ), 'input')
        # [Provenance debug handles] cpp_fused__to_copy__unsafe_view_add_mul_native_layer_norm_unsqueeze_6:29
        cpp_fused__to_copy__unsafe_view_add_mul_native_layer_norm_unsqueeze_6(buf58, buf60, arg50_1, buf51, arg51_1, arg52_1, arg53_1, arg54_1, buf59, buf61)
        del arg50_1
        del arg51_1
        del arg52_1
        del arg53_1
        del arg54_1
        del buf51
        del buf58
        del buf59
        buf62 = empty_strided_cpu((1, 64), (64, 1), torch.float32)
        # Topologically Sorted Source Nodes: [first_token_tensor, t_12, ], Original ATen: [aten.select, aten.t, aten.add]
        # [Provenance debug handles] extern_kernels.addmm:30
        extern_kernels.addmm(arg55_1, reinterpret_tensor(buf60, (1, 64), (64, 1), 0), reinterpret_tensor(buf61, (64, 64), (1, 64), 0), alpha=1, beta=1, out=buf62)
        del arg55_1
        del buf61
        buf63 = buf62; del buf62  # reuse
        # [Provenance debug handles] cpp_fused_tanh_7:31
        cpp_fused_tanh_7(buf63)
        return (buf60, buf63, )

runner = Runner(partitions=[])
call = runner.call
recursively_apply_fns = runner.recursively_apply_fns


def get_args():
    from torch._dynamo.testing import rand_strided
    arg0_1 = rand_strided((1, 16), (16, 1), device='cpu', dtype=torch.int64)
    arg1_1 = rand_strided((1, 64), (64, 1), device='cpu', dtype=torch.int64)
    arg2_1 = rand_strided((1, 64), (64, 1), device='cpu', dtype=torch.int64)
    arg3_1 = rand_strided((128, 64), (64, 1), device='cpu', dtype=torch.float32)
    arg4_1 = rand_strided((2, 64), (64, 1), device='cpu', dtype=torch.float32)
    arg5_1 = rand_strided((64, 64), (64, 1), device='cpu', dtype=torch.float32)
    arg6_1 = rand_strided((64, ), (1, ), device='cpu', dtype=torch.float32)
    arg7_1 = rand_strided((64, ), (1, ), device='cpu', dtype=torch.float32)
    arg8_1 = rand_strided((1, 16), (16, 1), device='cpu', dtype=torch.int64)
    arg9_1 = rand_strided((64, 64), (64, 1), device='cpu', dtype=torch.int8)
    arg10_1 = rand_strided((64, ), (1, ), device='cpu', dtype=torch.float32)
    arg11_1 = rand_strided((64, ), (1, ), device='cpu', dtype=torch.float32)
    arg12_1 = rand_strided((64, 64), (64, 1), device='cpu', dtype=torch.int8)
    arg13_1 = rand_strided((64, ), (1, ), device='cpu', dtype=torch.float32)
    arg14_1 = rand_strided((64, ), (1, ), device='cpu', dtype=torch.float32)
    arg15_1 = rand_strided((64, 64), (64, 1), device='cpu', dtype=torch.int8)
    arg16_1 = rand_strided((64, ), (1, ), device='cpu', dtype=torch.float32)
    arg17_1 = rand_strided((64, ), (1, ), device='cpu', dtype=torch.float32)
    arg18_1 = rand_strided((64, 64), (64, 1), device='cpu', dtype=torch.int8)
    arg19_1 = rand_strided((64, ), (1, ), device='cpu', dtype=torch.float32)
    arg20_1 = rand_strided((64, ), (1, ), device='cpu', dtype=torch.float32)
    arg21_1 = rand_strided((64, ), (1, ), device='cpu', dtype=torch.float32)
    arg22_1 = rand_strided((64, ), (1, ), device='cpu', dtype=torch.float32)
    arg23_1 = rand_strided((128, 64), (64, 1), device='cpu', dtype=torch.int8)
    arg24_1 = rand_strided((128, ), (1, ), device='cpu', dtype=torch.float32)
    arg25_1 = rand_strided((128, ), (1, ), device='cpu', dtype=torch.float32)
    arg26_1 = rand_strided((64, 128), (128, 1), device='cpu', dtype=torch.int8)
    arg27_1 = rand_strided((64, ), (1, ), device='cpu', dtype=torch.float32)
    arg28_1 = rand_strided((64, ), (1, ), device='cpu', dtype=torch.float32)
    arg29_1 = rand_strided((64, ), (1, ), device='cpu', dtype=torch.float32)
    arg30_1 = rand_strided((64, ), (1, ), device='cpu', dtype=torch.float32)
    arg31_1 = rand_strided((64, 64), (64, 1), device='cpu', dtype=torch.int8)
    arg32_1 = rand_strided((64, ), (1, ), device='cpu', dtype=torch.float32)
    arg33_1 = rand_strided((64, ), (1, ), device='cpu', dtype=torch.float32)
    arg34_1 = rand_strided((64, 64), (64, 1), device='cpu', dtype=torch.int8)
    arg35_1 = rand_strided((64, ), (1, ), device='cpu', dtype=torch.float32)
    arg36_1 = rand_strided((64, ), (1, ), device='cpu', dtype=torch.float32)
    arg37_1 = rand_strided((64, 64), (64, 1), device='cpu', dtype=torch.int8)
    arg38_1 = rand_strided((64, ), (1, ), device='cpu', dtype=torch.float32)
    arg39_1 = rand_strided((64, ), (1, ), device='cpu', dtype=torch.float32)
    arg40_1 = rand_strided((64, 64), (64, 1), device='cpu', dtype=torch.int8)
    arg41_1 = rand_strided((64, ), (1, ), device='cpu', dtype=torch.float32)
    arg42_1 = rand_strided((64, ), (1, ), device='cpu', dtype=torch.float32)
    arg43_1 = rand_strided((64, ), (1, ), device='cpu', dtype=torch.float32)
    arg44_1 = rand_strided((64, ), (1, ), device='cpu', dtype=torch.float32)
    arg45_1 = rand_strided((128, 64), (64, 1), device='cpu', dtype=torch.int8)
    arg46_1 = rand_strided((128, ), (1, ), device='cpu', dtype=torch.float32)
    arg47_1 = rand_strided((128, ), (1, ), device='cpu', dtype=torch.float32)
    arg48_1 = rand_strided((64, 128), (128, 1), device='cpu', dtype=torch.int8)
    arg49_1 = rand_strided((64, ), (1, ), device='cpu', dtype=torch.float32)
    arg50_1 = rand_strided((64, ), (1, ), device='cpu', dtype=torch.float32)
    arg51_1 = rand_strided((64, ), (1, ), device='cpu', dtype=torch.float32)
    arg52_1 = rand_strided((64, ), (1, ), device='cpu', dtype=torch.float32)
    arg53_1 = rand_strided((64, 64), (64, 1), device='cpu', dtype=torch.int8)
    arg54_1 = rand_strided((64, ), (1, ), device='cpu', dtype=torch.float32)
    arg55_1 = rand_strided((64, ), (1, ), device='cpu', dtype=torch.float32)
    return [arg0_1, arg1_1, arg2_1, arg3_1, arg4_1, arg5_1, arg6_1, arg7_1, arg8_1, arg9_1, arg10_1, arg11_1, arg12_1, arg13_1, arg14_1, arg15_1, arg16_1, arg17_1, arg18_1, arg19_1, arg20_1, arg21_1, arg22_1, arg23_1, arg24_1, arg25_1, arg26_1, arg27_1, arg28_1, arg29_1, arg30_1, arg31_1, arg32_1, arg33_1, arg34_1, arg35_1, arg36_1, arg37_1, arg38_1, arg39_1, arg40_1, arg41_1, arg42_1, arg43_1, arg44_1, arg45_1, arg46_1, arg47_1, arg48_1, arg49_1, arg50_1, arg51_1, arg52_1, arg53_1, arg54_1, arg55_1]


def benchmark_compiled_module(args, times=10, repeat=10):
    from torch._inductor.utils import print_performance
    fn = lambda: call(list(args))
    return print_performance(fn, times=times, repeat=repeat, device='cpu')


if __name__ == "__main__":
    from torch._inductor.wrapper_benchmark import compiled_module_main
    args = get_args()
    compiled_module_main('None', lambda times, repeat: benchmark_compiled_module(args, times=times, repeat=repeat))
