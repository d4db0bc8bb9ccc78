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


cpp_fused_add_cat_cumsum_ne_slice_sub_unsqueeze_0 = async_compile.cpp_pybinding(['const int64_t*', 'int64_t*', 'int64_t*', 'int64_t*'], r'''
#include <torch/csrc/inductor/cpp_prefix.h>
extern "C"  void  kernel(const int64_t* in_ptr0,
                       int64_t* out_ptr0,
                       int64_t* out_ptr1,
                       int64_t* out_ptr2)
{
    std::atomic<int> inductor_cpu_integer_div_error{0};
    inductor_cpu_integer_div_error_flag = &inductor_cpu_integer_div_error;
    {
        {
            {
                auto tmp0 = static_cast<int64_t>(-1);
                out_ptr0[static_cast<int64_t>(0L)] = tmp0;
            }
        }
    }
    {
        for(int64_t x0=static_cast<int64_t>(0L); x0<static_cast<int64_t>(16L); x0+=static_cast<int64_t>(16L))
        {
            {
                if(C10_LIKELY(x0 >= static_cast<int64_t>(0) && x0 < static_cast<int64_t>(16L)))
                {
                    auto tmp0 = x0;
                    auto tmp1 = c10::convert<int64_t>(tmp0);
                    auto tmp2 = at::vec::VectorizedN<int64_t,2>::arange(tmp1, 1);
                    tmp2.store(out_ptr1 + static_cast<int64_t>(x0), static_cast<int64_t>(16));
                }
            }
        }
    }
    {
        for(int64_t x0=static_cast<int64_t>(0L); x0<static_cast<int64_t>(16L); x0+=static_cast<int64_t>(16L))
        {
            {
                if(C10_LIKELY(x0 >= static_cast<int64_t>(0) && x0 < static_cast<int64_t>(16L)))
                {
                    auto tmp0 = at::vec::VectorizedN<int64_t,2>::loadu(in_ptr0 + static_cast<int64_t>(1L + x0), static_cast<int64_t>(16));
                    auto tmp1 = at::vec::VectorizedN<int64_t,2>::loadu(in_ptr0 + static_cast<int64_t>(x0), static_cast<int64_t>(16));
                    auto tmp2 = tmp0 - tmp1;
                    auto tmp3 = static_cast<int64_t>(1);
                    auto tmp4 = at::vec::VectorizedN<int64_t,2>(tmp3);
                    auto tmp5 = at::vec::VecMask<int64_t,2>(tmp2 != tmp4);
                    auto tmp6 = tmp5.to<int64_t,2>();
                    tmp6.store(out_ptr2 + static_cast<int64_t>(x0), static_cast<int64_t>(16));
                }
            }
        }
    }
    inductor_cpu_integer_div_error_flag = nullptr;
    inductor_cpu_throw_if_integer_div_error(inductor_cpu_integer_div_error);
}
''')


cpp_fused__scaled_dot_product_flash_attention_for_cpu__to_copy__unsafe_view_add_arange_bitwise_and_cat_embedding_eq_expand_index_le_lift_fresh_mul_native_layer_norm_new_ones_scalar_tensor_slice_transpose_unsqueeze_view_where_1 = async_compile.cpp_pybinding(['float*', 'const int64_t*', 'const int64_t*', 'const float*', 'const float*', 'const float*', 'const int8_t*', 'const float*', 'float*', 'float*', 'float*', 'float*', 'float*'], r'''
#include <torch/csrc/inductor/cpp_prefix.h>
extern "C"  void  kernel(float* in_out_ptr0,
                       const int64_t* in_ptr0,
                       const int64_t* in_ptr1,
                       const float* in_ptr2,
                       const float* in_ptr3,
                       const float* in_ptr4,
                       const int8_t* in_ptr5,
                       const float* in_ptr6,
                       float* out_ptr0,
                       float* out_ptr1,
                       float* out_ptr3,
                       float* out_ptr4,
                       float* out_ptr5)
{
    std::atomic<int> inductor_cpu_integer_div_error{0};
    inductor_cpu_integer_div_error_flag = &inductor_cpu_integer_div_error;
    auto out_ptr2 = in_out_ptr0;
    {
        #pragma GCC ivdep
        for(int64_t x0=static_cast<int64_t>(0L); x0<static_cast<int64_t>(16L); x0+=static_cast<int64_t>(1L))
        {
            for(int64_t x1=static_cast<int64_t>(0L); x1<static_cast<int64_t>(16L); x1+=static_cast<int64_t>(16L))
            {
                {
                    if(C10_LIKELY(x1 >= static_cast<int64_t>(0) && x1 < static_cast<int64_t>(16L)))
                    {
                        auto tmp12 = in_ptr0[static_cast<int64_t>(x0)];
                        auto tmp13 = at::vec::VectorizedN<int64_t,2>::loadu(in_ptr0 + static_cast<int64_t>(x1), static_cast<int64_t>(16));
                        auto tmp0 = x1;
                        auto tmp1 = c10::convert<int64_t>(tmp0);
                        auto tmp2 = at::vec::VectorizedN<int64_t,2>::arange(tmp1, 1);
                        auto tmp3 = x0;
                        auto tmp4 = c10::convert<int64_t>(tmp3);
                        auto tmp5 = at::vec::VectorizedN<int64_t,2>(tmp4);
                        auto tmp6 = at::vec::VecMask<int64_t,2>(tmp2 <= tmp5);
                        auto tmp7 = static_cast<bool>(true);
                        auto tmp8 = at::vec::VecMask<float,1>::from(tmp7);
                        auto tmp9 = inductor_vec_mask_cast<int32_t,1>(tmp8);
                        auto tmp10 = inductor_vec_mask_cast<int32_t,1>(tmp6);
                        auto tmp11 = tmp9 & tmp10;
                        auto tmp14 = at::vec::VectorizedN<int64_t,2>(tmp12);
                        auto tmp15 = at::vec::VecMask<int64_t,2>(tmp14 == tmp13);
                        auto tmp16 = inductor_vec_mask_cast<int32_t,1>(tmp11);
                        auto tmp17 = inductor_vec_mask_cast<int32_t,1>(tmp15);
                        auto tmp18 = tmp16 & tmp17;
                        auto tmp19 = static_cast<float>(0.0);
                        auto tmp20 = -std::numeric_limits<float>::infinity();
                        auto tmp21 = at::vec::Vectorized<float>(tmp19);
                        auto tmp22 = at::vec::Vectorized<float>(tmp20);
                        auto tmp23 = decltype(tmp21)::blendv(tmp22, tmp21, inductor_vec_mask_cast<float,1>(tmp18));
                        tmp23.store(out_ptr0 + static_cast<int64_t>(x1 + 16L*x0));
                        tmp23.store(out_ptr1 + static_cast<int64_t>(x1 + 16L*x0));
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
                                auto tmp1 = tmp0;
                                auto tmp2 = c10::convert<int64_t>(tmp1);
                                TORCH_CHECK((0 <= tmp2) & (tmp2 < 128L), "index out of bounds: 0 <= tmp2 < 128L");
                                auto tmp4 = at::vec::Vectorized<float>::loadu(in_ptr2 + static_cast<int64_t>(x1 + 64L*tmp0), static_cast<int64_t>(16));
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
                            auto tmp0 = at::vec::Vectorized<float>::loadu(out_ptr2 + static_cast<int64_t>(x0), static_cast<int64_t>(16));
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
                                auto tmp0 = in_ptr1[static_cast<int64_t>(x0)];
                                auto tmp5 = in_out_ptr0[static_cast<int64_t>(x0)];
                                auto tmp1 = tmp0;
                                auto tmp2 = c10::convert<int64_t>(tmp1);
                                TORCH_CHECK((0 <= tmp2) & (tmp2 < 128L), "index out of bounds: 0 <= tmp2 < 128L");
                                auto tmp4 = at::vec::Vectorized<float>::loadu(in_ptr2 + static_cast<int64_t>(x1 + 64L*tmp0), static_cast<int64_t>(16));
                                auto tmp6 = at::vec::Vectorized<float>(tmp5);
                                auto tmp7 = tmp4 - tmp6;
                                auto tmp8 = tmp7 * tmp7;
                                tmp_acc0_vec = tmp_acc0_vec + tmp8;
                            }
                        }
                    }
                    tmp_acc0 = tmp_acc0 + at::vec::vec_reduce_all<float, 1>([](at::vec::Vectorized<float>& x, at::vec::Vectorized<float>& y) { return x + y; }, tmp_acc0_vec);
                    out_ptr3[static_cast<int64_t>(x0)] = static_cast<float>(tmp_acc0);
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
                            auto tmp0 = in_ptr1[static_cast<int64_t>(x0)];
                            auto tmp5 = in_out_ptr0[static_cast<int64_t>(x0)];
                            auto tmp8 = out_ptr3[static_cast<int64_t>(x0)];
                            auto tmp16 = at::vec::Vectorized<float>::loadu(in_ptr3 + static_cast<int64_t>(x1), static_cast<int64_t>(16));
                            auto tmp18 = at::vec::Vectorized<float>::loadu(in_ptr4 + static_cast<int64_t>(x1), static_cast<int64_t>(16));
                            auto tmp1 = tmp0;
                            auto tmp2 = c10::convert<int64_t>(tmp1);
                            TORCH_CHECK((0 <= tmp2) & (tmp2 < 128L), "index out of bounds: 0 <= tmp2 < 128L");
                            auto tmp4 = at::vec::Vectorized<float>::loadu(in_ptr2 + static_cast<int64_t>(x1 + 64L*tmp0), static_cast<int64_t>(16));
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
                            tmp19.store(out_ptr4 + static_cast<int64_t>(x1 + 64L*x0));
                        }
                    }
                }
            }
        }
        {
            #pragma omp for
            for(int64_t x0=static_cast<int64_t>(0L); x0<static_cast<int64_t>(96L); x0+=static_cast<int64_t>(1L))
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


cpp_fused__scaled_dot_product_flash_attention_for_cpu__to_copy__unsafe_view_add_arange_bitwise_and_cat_eq_expand_index_le_lift_fresh_mul_neg_new_ones_scalar_tensor_slice_transpose_unsqueeze_view_where_2 = async_compile.cpp_pybinding(['const float*', 'const float*', 'const float*', 'const float*', 'float*', 'float*', 'float*', 'float*', 'float*', 'float*', 'float*'], r'''
#include <torch/csrc/inductor/cpp_prefix.h>
extern "C"  void  kernel(const float* in_ptr0,
                       const float* in_ptr1,
                       const float* in_ptr2,
                       const float* in_ptr3,
                       float* out_ptr0,
                       float* out_ptr1,
                       float* out_ptr2,
                       float* out_ptr3,
                       float* out_ptr4,
                       float* out_ptr5,
                       float* out_ptr6)
{
    std::atomic<int> inductor_cpu_integer_div_error{0};
    inductor_cpu_integer_div_error_flag = &inductor_cpu_integer_div_error;
    {
        #pragma GCC ivdep
        for(int64_t x0=static_cast<int64_t>(0L); x0<static_cast<int64_t>(16L); x0+=static_cast<int64_t>(1L))
        {
            for(int64_t x1=static_cast<int64_t>(0L); x1<static_cast<int64_t>(16L); x1+=static_cast<int64_t>(16L))
            {
                {
                    if(C10_LIKELY(x1 >= static_cast<int64_t>(0) && x1 < static_cast<int64_t>(16L)))
                    {
                        auto tmp0 = at::vec::Vectorized<float>::loadu(in_ptr0 + static_cast<int64_t>(80L + x1 + 96L*x0), static_cast<int64_t>(16));
                        tmp0.store(out_ptr0 + static_cast<int64_t>(x1 + 16L*x0));
                    }
                }
            }
        }
    }
    {
        #pragma GCC ivdep
        for(int64_t x0=static_cast<int64_t>(0L); x0<static_cast<int64_t>(16L); x0+=static_cast<int64_t>(1L))
        {
            for(int64_t x1=static_cast<int64_t>(0L); x1<static_cast<int64_t>(8L); x1+=static_cast<int64_t>(16L))
            {
                {
                    if(C10_LIKELY(x1 >= static_cast<int64_t>(0L) && x1 < static_cast<int64_t>(8L)))
                    {
                        auto tmp0 = at::vec::Vectorized<float>::loadu(in_ptr0 + static_cast<int64_t>(72L + x1 + 96L*x0), static_cast<int64_t>(8L));
                        auto tmp1 = tmp0.neg();
                        tmp1.store(out_ptr1 + static_cast<int64_t>(x1 + 16L*x0), static_cast<int64_t>(8L));
                    }
                }
            }
        }
    }
    {
        #pragma GCC ivdep
        for(int64_t x0=static_cast<int64_t>(0L); x0<static_cast<int64_t>(16L); x0+=static_cast<int64_t>(1L))
        {
            for(int64_t x1=static_cast<int64_t>(0L); x1<static_cast<int64_t>(8L); x1+=static_cast<int64_t>(16L))
            {
                {
                    if(C10_LIKELY(x1 >= static_cast<int64_t>(0L) && x1 < static_cast<int64_t>(8L)))
                    {
                        auto tmp0 = at::vec::Vectorized<float>::loadu(in_ptr0 + static_cast<int64_t>(64L + x1 + 96L*x0), static_cast<int64_t>(8L));
                        tmp0.store(out_ptr2 + static_cast<int64_t>(x1 + 16L*x0), static_cast<int64_t>(8L));
                    }
                }
            }
        }
    }
    {
        #pragma GCC ivdep
        for(int64_t x0=static_cast<int64_t>(0L); x0<static_cast<int64_t>(16L); x0+=static_cast<int64_t>(1L))
        {
            #pragma GCC ivdep
            for(int64_t x1=static_cast<int64_t>(0L); x1<static_cast<int64_t>(16L); x1+=static_cast<int64_t>(1L))
            {
                {
                    {
                        auto tmp0 = in_ptr0[static_cast<int64_t>(64L + x1 + 96L*x0)];
                        auto tmp1 = in_ptr1[static_cast<int64_t>((static_cast<int64_t>(x1) % static_cast<int64_t>(8L)))];
                        auto tmp7 = in_ptr2[static_cast<int64_t>(x1 + 16L*x0)];
                        auto tmp2 = x0;
                        auto tmp3 = c10::convert<float>(tmp2);
                        auto tmp4 = float(tmp3 * tmp1);
                        auto tmp5 = std::cos(tmp4);
                        auto tmp6 = float(tmp0 * tmp5);
                        auto tmp8 = std::sin(tmp4);
                        auto tmp9 = float(tmp7 * tmp8);
                        auto tmp10 = float(tmp6 + tmp9);
                        out_ptr3[static_cast<int64_t>(x1 + 16L*x0)] = tmp10;
                    }
                }
            }
        }
    }
    {
        #pragma GCC ivdep
        for(int64_t x0=static_cast<int64_t>(0L); x0<static_cast<int64_t>(4L); x0+=static_cast<int64_t>(1L))
        {
            #pragma GCC ivdep
            for(int64_t x1=static_cast<int64_t>(0L); x1<static_cast<int64_t>(16L); x1+=static_cast<int64_t>(1L))
            {
                for(int64_t x2=static_cast<int64_t>(0L); x2<static_cast<int64_t>(8L); x2+=static_cast<int64_t>(16L))
                {
                    {
                        if(C10_LIKELY(x2 >= static_cast<int64_t>(0L) && x2 < static_cast<int64_t>(8L)))
                        {
                            auto tmp0 = at::vec::Vectorized<float>::loadu(in_ptr0 + static_cast<int64_t>(8L + x2 + 16L*x0 + 96L*x1), static_cast<int64_t>(8L));
                            auto tmp1 = tmp0.neg();
                            tmp1.store(out_ptr4 + static_cast<int64_t>(x2 + 16L*x1 + 256L*x0), static_cast<int64_t>(8L));
                        }
                    }
                }
            }
        }
    }
    {
        #pragma GCC ivdep
        for(int64_t x0=static_cast<int64_t>(0L); x0<static_cast<int64_t>(4L); x0+=static_cast<int64_t>(1L))
        {
            #pragma GCC ivdep
            for(int64_t x1=static_cast<int64_t>(0L); x1<static_cast<int64_t>(16L); x1+=static_cast<int64_t>(1L))
            {
                for(int64_t x2=static_cast<int64_t>(0L); x2<static_cast<int64_t>(8L); x2+=static_cast<int64_t>(16L))
                {
                    {
                        if(C10_LIKELY(x2 >= static_cast<int64_t>(0L) && x2 < static_cast<int64_t>(8L)))
                        {
                            auto tmp0 = at::vec::Vectorized<float>::loadu(in_ptr0 + static_cast<int64_t>(x2 + 16L*x0 + 96L*x1), static_cast<int64_t>(8L));
                            tmp0.store(out_ptr5 + static_cast<int64_t>(x2 + 16L*x1 + 256L*x0), static_cast<int64_t>(8L));
                        }
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
                #pragma GCC ivdep
                for(int64_t x1=static_cast<int64_t>(0L); x1<static_cast<int64_t>(4L); x1+=static_cast<int64_t>(1L))
                {
                    #pragma GCC ivdep
                    for(int64_t x2=static_cast<int64_t>(0L); x2<static_cast<int64_t>(16L); x2+=static_cast<int64_t>(1L))
                    {
                        {
                            {
                                auto tmp0 = in_ptr0[static_cast<int64_t>(x2 + 16L*x1 + 96L*x0)];
                                auto tmp1 = in_ptr1[static_cast<int64_t>((static_cast<int64_t>(x2) % static_cast<int64_t>(8L)))];
                                auto tmp7 = in_ptr3[static_cast<int64_t>(x2 + 16L*x0 + 256L*x1)];
                                auto tmp2 = x0;
                                auto tmp3 = c10::convert<float>(tmp2);
                                auto tmp4 = float(tmp3 * tmp1);
                                auto tmp5 = std::cos(tmp4);
                                auto tmp6 = float(tmp0 * tmp5);
                                auto tmp8 = std::sin(tmp4);
                                auto tmp9 = float(tmp7 * tmp8);
                                auto tmp10 = float(tmp6 + tmp9);
                                out_ptr6[static_cast<int64_t>(x2 + 16L*x1 + 64L*x0)] = tmp10;
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
            for(int64_t x0=static_cast<int64_t>(0L); x0<static_cast<int64_t>(256L); x0+=static_cast<int64_t>(1L))
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


cpp_fused__to_copy__unsafe_view_gelu_mul_unsqueeze_5 = async_compile.cpp_pybinding(['float*', 'const int8_t*', 'const float*', 'float*'], r'''
#include <torch/csrc/inductor/cpp_prefix.h>
extern "C"  void  kernel(float* in_out_ptr0,
                       const int8_t* in_ptr0,
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
            for(int64_t x0=static_cast<int64_t>(0L); x0<static_cast<int64_t>(4096L); x0+=static_cast<int64_t>(16L))
            {
                {
                    if(C10_LIKELY(x0 >= static_cast<int64_t>(0) && x0 < static_cast<int64_t>(4096L)))
                    {
                        auto tmp0 = at::vec::Vectorized<float>::loadu(in_out_ptr0 + static_cast<int64_t>(x0), static_cast<int64_t>(16));
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
                        tmp11.store(in_out_ptr0 + static_cast<int64_t>(x0));
                    }
                }
            }
        }
        {
            #pragma omp for
            for(int64_t x0=static_cast<int64_t>(0L); x0<static_cast<int64_t>(64L); x0+=static_cast<int64_t>(1L))
            {
                for(int64_t x1=static_cast<int64_t>(0L); x1<static_cast<int64_t>(256L); x1+=static_cast<int64_t>(16L))
                {
                    {
                        if(C10_LIKELY(x1 >= static_cast<int64_t>(0) && x1 < static_cast<int64_t>(256L)))
                        {
                            auto tmp0 = at::vec::Vectorized<int8_t>::loadu(in_ptr0 + static_cast<int64_t>(x1 + 256L*x0), static_cast<int64_t>(16));
                            auto tmp2 = in_ptr1[static_cast<int64_t>(x0)];
                            auto tmp1 = at::vec::convert<float>(tmp0);
                            auto tmp3 = at::vec::Vectorized<float>(tmp2);
                            auto tmp4 = tmp1 * tmp3;
                            tmp4.store(out_ptr0 + static_cast<int64_t>(x1 + 256L*x0));
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


cpp_fused__to_copy__unsafe_view_add_embedding_mul_native_layer_norm_unsqueeze_6 = async_compile.cpp_pybinding(['float*', 'const int64_t*', 'const float*', 'const float*', 'const float*', 'const float*', 'const float*', 'const int8_t*', 'const float*', 'float*', 'float*', 'float*'], r'''
#include <torch/csrc/inductor/cpp_prefix.h>
extern "C"  void  kernel(float* in_out_ptr0,
                       const int64_t* in_ptr0,
                       const float* in_ptr1,
                       const float* in_ptr2,
                       const float* in_ptr3,
                       const float* in_ptr4,
                       const float* in_ptr5,
                       const int8_t* in_ptr6,
                       const float* in_ptr7,
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
                                auto tmp0 = in_ptr0[static_cast<int64_t>(x0)];
                                auto tmp5 = at::vec::Vectorized<float>::loadu(in_ptr2 + static_cast<int64_t>(x1 + 64L*x0), static_cast<int64_t>(16));
                                auto tmp6 = at::vec::Vectorized<float>::loadu(in_ptr3 + static_cast<int64_t>(x1 + 64L*x0), static_cast<int64_t>(16));
                                auto tmp1 = tmp0;
                                auto tmp2 = c10::convert<int64_t>(tmp1);
                                TORCH_CHECK((0 <= tmp2) & (tmp2 < 128L), "index out of bounds: 0 <= tmp2 < 128L");
                                auto tmp4 = at::vec::Vectorized<float>::loadu(in_ptr1 + static_cast<int64_t>(x1 + 64L*tmp0), static_cast<int64_t>(16));
                                auto tmp7 = tmp5 + tmp6;
                                auto tmp8 = tmp4 + tmp7;
                                tmp_acc0_vec = tmp_acc0_vec + tmp8;
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
                                auto tmp0 = in_ptr0[static_cast<int64_t>(x0)];
                                auto tmp5 = at::vec::Vectorized<float>::loadu(in_ptr2 + static_cast<int64_t>(x1 + 64L*x0), static_cast<int64_t>(16));
                                auto tmp6 = at::vec::Vectorized<float>::loadu(in_ptr3 + static_cast<int64_t>(x1 + 64L*x0), static_cast<int64_t>(16));
                                auto tmp9 = in_out_ptr0[static_cast<int64_t>(x0)];
                                auto tmp1 = tmp0;
                                auto tmp2 = c10::convert<int64_t>(tmp1);
                                TORCH_CHECK((0 <= tmp2) & (tmp2 < 128L), "index out of bounds: 0 <= tmp2 < 128L");
                                auto tmp4 = at::vec::Vectorized<float>::loadu(in_ptr1 + static_cast<int64_t>(x1 + 64L*tmp0), static_cast<int64_t>(16));
                                auto tmp7 = tmp5 + tmp6;
                                auto tmp8 = tmp4 + tmp7;
                                auto tmp10 = at::vec::Vectorized<float>(tmp9);
                                auto tmp11 = tmp8 - tmp10;
                                auto tmp12 = tmp11 * tmp11;
                                tmp_acc0_vec = tmp_acc0_vec + tmp12;
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
                            auto tmp0 = in_ptr0[static_cast<int64_t>(x0)];
                            auto tmp5 = at::vec::Vectorized<float>::loadu(in_ptr2 + static_cast<int64_t>(x1 + 64L*x0), static_cast<int64_t>(16));
                            auto tmp6 = at::vec::Vectorized<float>::loadu(in_ptr3 + static_cast<int64_t>(x1 + 64L*x0), static_cast<int64_t>(16));
                            auto tmp9 = in_out_ptr0[static_cast<int64_t>(x0)];
                            auto tmp12 = out_ptr1[static_cast<int64_t>(x0)];
                            auto tmp20 = at::vec::Vectorized<float>::loadu(in_ptr4 + static_cast<int64_t>(x1), static_cast<int64_t>(16));
                            auto tmp22 = at::vec::Vectorized<float>::loadu(in_ptr5 + static_cast<int64_t>(x1), static_cast<int64_t>(16));
                            auto tmp1 = tmp0;
                            auto tmp2 = c10::convert<int64_t>(tmp1);
                            TORCH_CHECK((0 <= tmp2) & (tmp2 < 128L), "index out of bounds: 0 <= tmp2 < 128L");
                            auto tmp4 = at::vec::Vectorized<float>::loadu(in_ptr1 + static_cast<int64_t>(x1 + 64L*tmp0), static_cast<int64_t>(16));
                            auto tmp7 = tmp5 + tmp6;
                            auto tmp8 = tmp4 + tmp7;
                            auto tmp10 = at::vec::Vectorized<float>(tmp9);
                            auto tmp11 = tmp8 - tmp10;
                            auto tmp13 = static_cast<float>(64.0);
                            auto tmp14 = tmp12 / tmp13;
                            auto tmp15 = static_cast<float>(1e-05);
                            auto tmp16 = float(tmp14 + tmp15);
                            auto tmp17 = 1 / std::sqrt(tmp16);
                            auto tmp18 = at::vec::Vectorized<float>(tmp17);
                            auto tmp19 = tmp11 * tmp18;
                            auto tmp21 = tmp19 * tmp20;
                            auto tmp23 = tmp21 + tmp22;
                            tmp23.store(out_ptr2 + static_cast<int64_t>(x1 + 64L*x0));
                        }
                    }
                }
            }
        }
        {
            #pragma omp for
            for(int64_t x0=static_cast<int64_t>(0L); x0<static_cast<int64_t>(96L); x0+=static_cast<int64_t>(1L))
            {
                for(int64_t x1=static_cast<int64_t>(0L); x1<static_cast<int64_t>(64L); x1+=static_cast<int64_t>(16L))
                {
                    {
                        if(C10_LIKELY(x1 >= static_cast<int64_t>(0) && x1 < static_cast<int64_t>(64L)))
                        {
                            auto tmp0 = at::vec::Vectorized<int8_t>::loadu(in_ptr6 + static_cast<int64_t>(x1 + 64L*x0), static_cast<int64_t>(16));
                            auto tmp2 = in_ptr7[static_cast<int64_t>(x0)];
                            auto tmp1 = at::vec::convert<float>(tmp0);
                            auto tmp3 = at::vec::Vectorized<float>(tmp2);
                            auto tmp4 = tmp1 * tmp3;
                            tmp4.store(out_ptr3 + static_cast<int64_t>(x1 + 64L*x0));
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


cpp_fused__unsafe_view_add_embedding_native_layer_norm_7 = async_compile.cpp_pybinding(['float*', 'float*', 'const int64_t*', 'const float*', 'const float*', 'const float*', 'const float*', 'const float*', 'const float*', 'float*'], r'''
#include <torch/csrc/inductor/cpp_prefix.h>
extern "C"  void  kernel(float* in_out_ptr0,
                       float* in_out_ptr1,
                       const int64_t* in_ptr0,
                       const float* in_ptr1,
                       const float* in_ptr2,
                       const float* in_ptr3,
                       const float* in_ptr4,
                       const float* in_ptr5,
                       const float* in_ptr6,
                       float* out_ptr1)
{
    std::atomic<int> inductor_cpu_integer_div_error{0};
    inductor_cpu_integer_div_error_flag = &inductor_cpu_integer_div_error;
    auto out_ptr0 = in_out_ptr1;
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
                                auto tmp0 = in_ptr0[static_cast<int64_t>(x0)];
                                auto tmp5 = at::vec::Vectorized<float>::loadu(in_out_ptr0 + static_cast<int64_t>(x1 + 64L*x0), static_cast<int64_t>(16));
                                auto tmp6 = at::vec::Vectorized<float>::loadu(in_ptr2 + static_cast<int64_t>(x1 + 64L*x0), static_cast<int64_t>(16));
                                auto tmp9 = at::vec::Vectorized<float>::loadu(in_ptr3 + static_cast<int64_t>(x1 + 64L*x0), static_cast<int64_t>(16));
                                auto tmp10 = at::vec::Vectorized<float>::loadu(in_ptr4 + static_cast<int64_t>(x1 + 64L*x0), static_cast<int64_t>(16));
                                auto tmp1 = tmp0;
                                auto tmp2 = c10::convert<int64_t>(tmp1);
                                TORCH_CHECK((0 <= tmp2) & (tmp2 < 128L), "index out of bounds: 0 <= tmp2 < 128L");
                                auto tmp4 = at::vec::Vectorized<float>::loadu(in_ptr1 + static_cast<int64_t>(x1 + 64L*tmp0), static_cast<int64_t>(16));
                                auto tmp7 = tmp5 + tmp6;
                                auto tmp8 = tmp4 + tmp7;
                                auto tmp11 = tmp9 + tmp10;
                                auto tmp12 = tmp8 + tmp11;
                                tmp12.store(in_out_ptr0 + static_cast<int64_t>(x1 + 64L*x0));
                                tmp_acc0_vec = tmp_acc0_vec + tmp12;
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
                for(int64_t x0=static_cast<int64_t>(0L); x0<static_cast<int64_t>(16L); x0+=static_cast<int64_t>(16L))
                {
                    {
                        if(C10_LIKELY(x0 >= static_cast<int64_t>(0) && x0 < static_cast<int64_t>(16L)))
                        {
                            auto tmp0 = at::vec::Vectorized<float>::loadu(out_ptr0 + static_cast<int64_t>(x0), static_cast<int64_t>(16));
                            auto tmp1 = static_cast<float>(64.0);
                            auto tmp2 = at::vec::Vectorized<float>(tmp1);
                            auto tmp3 = tmp0 / tmp2;
                            tmp3.store(in_out_ptr1 + static_cast<int64_t>(x0));
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
                                auto tmp0 = at::vec::Vectorized<float>::loadu(in_out_ptr0 + static_cast<int64_t>(x1 + 64L*x0), static_cast<int64_t>(16));
                                auto tmp1 = in_out_ptr1[static_cast<int64_t>(x0)];
                                auto tmp2 = at::vec::Vectorized<float>(tmp1);
                                auto tmp3 = tmp0 - tmp2;
                                auto tmp4 = tmp3 * tmp3;
                                tmp_acc0_vec = tmp_acc0_vec + tmp4;
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
                            auto tmp0 = at::vec::Vectorized<float>::loadu(in_out_ptr0 + static_cast<int64_t>(x1 + 64L*x0), static_cast<int64_t>(16));
                            auto tmp1 = in_out_ptr1[static_cast<int64_t>(x0)];
                            auto tmp4 = out_ptr1[static_cast<int64_t>(x0)];
                            auto tmp12 = at::vec::Vectorized<float>::loadu(in_ptr5 + static_cast<int64_t>(x1), static_cast<int64_t>(16));
                            auto tmp14 = at::vec::Vectorized<float>::loadu(in_ptr6 + static_cast<int64_t>(x1), static_cast<int64_t>(16));
                            auto tmp2 = at::vec::Vectorized<float>(tmp1);
                            auto tmp3 = tmp0 - tmp2;
                            auto tmp5 = static_cast<float>(64.0);
                            auto tmp6 = tmp4 / tmp5;
                            auto tmp7 = static_cast<float>(1e-05);
                            auto tmp8 = float(tmp6 + tmp7);
                            auto tmp9 = 1 / std::sqrt(tmp8);
                            auto tmp10 = at::vec::Vectorized<float>(tmp9);
                            auto tmp11 = tmp3 * tmp10;
                            auto tmp13 = tmp11 * tmp12;
                            auto tmp15 = tmp13 + tmp14;
                            tmp15.store(in_out_ptr0 + static_cast<int64_t>(x1 + 64L*x0));
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
        arg0_1, arg1_1, arg2_1, arg3_1, arg4_1, arg5_1, arg6_1, arg7_1, arg8_1, arg9_1, arg10_1, arg11_1, arg12_1, arg13_1, arg14_1, arg15_1, arg16_1, arg17_1, arg18_1, arg19_1, arg20_1, arg21_1, arg22_1, arg23_1, arg24_1 = args
        args.clear()
        buf14 = empty_strided_cpu((1, 17), (17, 1), torch.int64)
        buf12 = reinterpret_tensor(buf14, (1, 1), (17, 1), 0)  # alias
        buf13 = reinterpret_tensor(buf14, (1, 16), (17, 1), 1)  # alias
        buf15 = empty_strided_cpu((1, 16), (16, 1), torch.int64)
        # [Provenance debug handles] cpp_fused_add_cat_cumsum_ne_slice_sub_unsqueeze_0:1
        cpp_fused_add_cat_cumsum_ne_slice_sub_unsqueeze_0(buf14, buf12, buf13, buf15)
        del buf12
        del buf13
        del buf14
        # Topologically Sorted Source Nodes: [position_diff, ne, packed_sequence_mask], Original ATen: [aten.slice, aten.sub, aten.ne, aten.cumsum]
        # [Provenance debug handles] torch.ops.aten.cumsum.default:2
        buf16 = torch.ops.aten.cumsum.default(buf15, dim=-1, dtype=torch.int64)
        assert_tensor_metadata(buf16, (1, 16), (16, 1), torch.int64, 'torch.ops.aten.cumsum.default')
        assert_alignment(buf16, 16, 'torch.ops.aten.cumsum.default')
        del buf15
        buf20 = empty_strided_cpu((1, 1, 16, 16), (256, 256, 16, 1), torch.float32)
        buf46 = empty_strided_cpu((1, 1, 16, 16), (256, 256, 16, 1), torch.float32)
        assert_size_stride_grouped((arg0_1, arg1_1, arg3_1, arg4_1), ((1, 16), (128, 64), (64, ), (64, )), ((16, 1), (64, 1), (1, ), (1, )), 'input')
        buf0 = empty_strided_cpu((1, 16, 1), (16, 1, 16), torch.float32)
        buf1 = buf0; del buf0  # reuse
        buf2 = empty_strided_cpu((1, 16, 1), (16, 1, 16), torch.float32)
        buf3 = empty_strided_cpu((1, 16, 64), (1024, 64, 1), torch.float32)
        assert_size_stride_grouped((arg5_1, arg6_1), ((96, 64), (96, )), ((64, 1), (1, )), 'input')
        buf4 = empty_strided_cpu((96, 64), (64, 1), torch.float32)
        # [Provenance debug handles] cpp_fused__scaled_dot_product_flash_attention_for_cpu__to_copy__unsafe_view_add_arange_bitwise_and_cat_embedding_eq_expand_index_le_lift_fresh_mul_native_layer_norm_new_ones_scalar_tensor_slice_transpose_unsqueeze_view_where_1:3
        cpp_fused__scaled_dot_product_flash_attention_for_cpu__to_copy__unsafe_view_add_arange_bitwise_and_cat_embedding_eq_expand_index_le_lift_fresh_mul_native_layer_norm_new_ones_scalar_tensor_slice_transpose_unsqueeze_view_where_1(buf1, buf16, arg0_1, arg1_1, arg3_1, arg4_1, arg5_1, arg6_1, buf20, buf46, buf2, buf3, buf4)
        del arg3_1
        del arg4_1
        del arg5_1
        del arg6_1
        del buf16
        buf5 = empty_strided_cpu((16, 96), (96, 1), torch.float32)
        # Topologically Sorted Source Nodes: [y, t], Original ATen: [aten.view, aten.t, aten.mm]
        # [Provenance debug handles] extern_kernels.mm:4
        extern_kernels.mm(reinterpret_tensor(buf3, (16, 64), (64, 1), 0), reinterpret_tensor(buf4, (64, 96), (1, 64), 0), out=buf5)
        del buf4
        buf19 = empty_strided_cpu((1, 1, 16, 16), (256, 256, 16, 1), torch.float32)
        buf11 = empty_strided_cpu((1, 1, 16, 16), (256, 1, 16, 1), torch.float32)
        buf9 = reinterpret_tensor(buf11, (1, 1, 16, 8), (256, 1, 16, 1), 0)  # alias
        buf10 = reinterpret_tensor(buf11, (1, 1, 16, 8), (256, 1, 16, 1), 8)  # alias
        assert_size_stride(arg2_1, (8, ), (1, ), 'input')
        buf18 = empty_strided_cpu((1, 1, 16, 16), (256, 256, 16, 1), torch.float32)
        buf8 = empty_strided_cpu((1, 4, 16, 16), (1024, 256, 16, 1), torch.float32)
        buf6 = reinterpret_tensor(buf8, (1, 4, 16, 8), (1024, 256, 16, 1), 0)  # alias
        buf7 = reinterpret_tensor(buf8, (1, 4, 16, 8), (1024, 256, 16, 1), 8)  # alias
        buf17 = empty_strided_cpu((1, 4, 16, 16), (1024, 16, 64, 1), torch.float32)
        # [Provenance debug handles] cpp_fused__scaled_dot_product_flash_attention_for_cpu__to_copy__unsafe_view_add_arange_bitwise_and_cat_eq_expand_index_le_lift_fresh_mul_neg_new_ones_scalar_tensor_slice_transpose_unsqueeze_view_where_2:5
        cpp_fused__scaled_dot_product_flash_attention_for_cpu__to_copy__unsafe_view_add_arange_bitwise_and_cat_eq_expand_index_le_lift_fresh_mul_neg_new_ones_scalar_tensor_slice_transpose_unsqueeze_view_where_2(buf5, arg2_1, buf11, buf8, buf19, buf9, buf10, buf18, buf6, buf7, buf17)
        del buf10
        del buf11
        del buf5
        del buf6
        del buf7
        del buf8
        del buf9
        # Topologically Sorted Source Nodes: [y, fused_qkv, query_layer, transpose, position_ids, position_ids_1, getitem_9, float_1, freqs, emb, cos_1, cos_3, mul_3, sin_1, sin_3, mul_4, q_embed, key_layer, transpose_1, mul_5, mul_6, k_embed, value_layer, transpose_2, result, expand, batch_arange, batch_indices, kv_arange, kv_indices, getitem_6, q_arange, q_indices, getitem_5, le, result_1, getitem_7, getitem_8, eq, result_2, attention_mask, attn_output], Original ATen: [aten._unsafe_view, aten.view, aten.slice, aten.transpose, aten.add, aten.unsqueeze, aten._to_copy, aten.mul, aten.cat, aten.lift_fresh, aten.index, aten.new_ones, aten.expand, aten.arange, aten.le, aten.bitwise_and, aten.eq, aten.scalar_tensor, aten.where, aten._scaled_dot_product_flash_attention_for_cpu]
        # [Provenance debug handles] torch.ops.aten._scaled_dot_product_flash_attention_for_cpu.default:6
        buf21 = torch.ops.aten._scaled_dot_product_flash_attention_for_cpu.default(buf17, buf18, buf19, attn_mask=buf20)
        del buf18
        buf22 = buf21[0]
        assert_tensor_metadata(buf22, (1, 4, 16, 16), (1024, 16, 64, 1), torch.float32, 'torch.ops.aten._scaled_dot_product_flash_attention_for_cpu.default')
        assert_alignment(buf22, 16, 'torch.ops.aten._scaled_dot_product_flash_attention_for_cpu.default')
        del buf21
        assert_size_stride_grouped((arg7_1, arg8_1), ((64, 64), (64, )), ((64, 1), (1, )), 'input')
        buf29 = empty_strided_cpu((64, 64), (64, 1), torch.float32)
        # [Provenance debug handles] cpp_fused__to_copy_mul_unsqueeze_3:7
        cpp_fused__to_copy_mul_unsqueeze_3(arg7_1, arg8_1, buf29)
        del arg7_1
        del arg8_1
        buf30 = reinterpret_tensor(buf17, (16, 64), (64, 1), 0); del buf17  # reuse
        # Topologically Sorted Source Nodes: [attn_output_2, attn_output_3, y_1, t_1], Original ATen: [aten.permute, aten.view, aten.t, aten.mm]
        # [Provenance debug handles] extern_kernels.mm:8
        extern_kernels.mm(reinterpret_tensor(buf22, (16, 64), (64, 1), 0), reinterpret_tensor(buf29, (64, 64), (1, 64), 0), out=buf30)
        assert_size_stride_grouped((arg9_1, arg10_1), ((256, 64), (256, )), ((64, 1), (1, )), 'input')
        buf24 = empty_strided_cpu((256, 64), (64, 1), torch.float32)
        # [Provenance debug handles] cpp_fused__to_copy_mul_unsqueeze_4:9
        cpp_fused__to_copy_mul_unsqueeze_4(arg9_1, arg10_1, buf24)
        del arg10_1
        del arg9_1
        buf25 = reinterpret_tensor(buf29, (16, 256), (256, 1), 0); del buf29  # reuse
        # Topologically Sorted Source Nodes: [y_2, t_2], Original ATen: [aten.view, aten.t, aten.mm]
        # [Provenance debug handles] extern_kernels.mm:10
        extern_kernels.mm(reinterpret_tensor(buf3, (16, 64), (64, 1), 0), reinterpret_tensor(buf24, (64, 256), (1, 64), 0), out=buf25)
        del buf24
        buf27 = reinterpret_tensor(buf25, (1, 16, 256), (4096, 256, 1), 0); del buf25  # reuse
        assert_size_stride_grouped((arg11_1, arg12_1), ((64, 256), (64, )), ((256, 1), (1, )), 'input')
        buf26 = empty_strided_cpu((64, 256), (256, 1), torch.float32)
        # [Provenance debug handles] cpp_fused__to_copy__unsafe_view_gelu_mul_unsqueeze_5:11
        cpp_fused__to_copy__unsafe_view_gelu_mul_unsqueeze_5(buf27, arg11_1, arg12_1, buf26)
        del arg11_1
        del arg12_1
        buf28 = reinterpret_tensor(buf3, (16, 64), (64, 1), 0); del buf3  # reuse
        # Topologically Sorted Source Nodes: [y_2, x, y_3, t_3], Original ATen: [aten._unsafe_view, aten.gelu, aten.view, aten.t, aten.mm]
        # [Provenance debug handles] extern_kernels.mm:12
        extern_kernels.mm(reinterpret_tensor(buf27, (16, 256), (256, 1), 0), reinterpret_tensor(buf26, (256, 64), (1, 256), 0), out=buf28)
        del buf26
        assert_size_stride_grouped((arg13_1, arg14_1), ((64, ), (64, )), ((1, ), (1, )), 'input')
        buf31 = buf2; del buf2  # reuse
        buf32 = buf31; del buf31  # reuse
        buf33 = buf1; del buf1  # reuse
        buf34 = reinterpret_tensor(buf22, (1, 16, 64), (1024, 64, 1), 0); del buf22  # reuse
        assert_size_stride_grouped((arg15_1, arg16_1), ((96, 64), (96, )), ((64, 1), (1, )), 'input')
        buf35 = empty_strided_cpu((96, 64), (64, 1), torch.float32)
        # [Provenance debug handles] cpp_fused__to_copy__unsafe_view_add_embedding_mul_native_layer_norm_unsqueeze_6:13
        cpp_fused__to_copy__unsafe_view_add_embedding_mul_native_layer_norm_unsqueeze_6(buf32, arg0_1, arg1_1, buf28, buf30, arg13_1, arg14_1, arg15_1, arg16_1, buf33, buf34, buf35)
        del arg13_1
        del arg14_1
        del arg15_1
        del arg16_1
        del buf32
        del buf33
        buf36 = empty_strided_cpu((16, 96), (96, 1), torch.float32)
        # Topologically Sorted Source Nodes: [y_4, t_4], Original ATen: [aten.view, aten.t, aten.mm]
        # [Provenance debug handles] extern_kernels.mm:14
        extern_kernels.mm(reinterpret_tensor(buf34, (16, 64), (64, 1), 0), reinterpret_tensor(buf35, (64, 96), (1, 64), 0), out=buf36)
        del buf35
        buf45 = buf20; del buf20  # reuse
        buf42 = reinterpret_tensor(buf19, (1, 1, 16, 16), (256, 1, 16, 1), 0); del buf19  # reuse
        buf40 = reinterpret_tensor(buf42, (1, 1, 16, 8), (256, 1, 16, 1), 0)  # alias
        buf41 = reinterpret_tensor(buf42, (1, 1, 16, 8), (256, 1, 16, 1), 8)  # alias
        buf44 = empty_strided_cpu((1, 1, 16, 16), (256, 256, 16, 1), torch.float32)
        buf39 = empty_strided_cpu((1, 4, 16, 16), (1024, 256, 16, 1), torch.float32)
        buf37 = reinterpret_tensor(buf39, (1, 4, 16, 8), (1024, 256, 16, 1), 0)  # alias
        buf38 = reinterpret_tensor(buf39, (1, 4, 16, 8), (1024, 256, 16, 1), 8)  # alias
        buf43 = empty_strided_cpu((1, 4, 16, 16), (1024, 16, 64, 1), torch.float32)
        # [Provenance debug handles] cpp_fused__scaled_dot_product_flash_attention_for_cpu__to_copy__unsafe_view_add_arange_bitwise_and_cat_eq_expand_index_le_lift_fresh_mul_neg_new_ones_scalar_tensor_slice_transpose_unsqueeze_view_where_2:15
        cpp_fused__scaled_dot_product_flash_attention_for_cpu__to_copy__unsafe_view_add_arange_bitwise_and_cat_eq_expand_index_le_lift_fresh_mul_neg_new_ones_scalar_tensor_slice_transpose_unsqueeze_view_where_2(buf36, arg2_1, buf42, buf39, buf45, buf40, buf41, buf44, buf37, buf38, buf43)
        del arg2_1
        del buf36
        del buf37
        del buf38
        del buf39
        del buf40
        del buf41
        del buf42
        # Topologically Sorted Source Nodes: [position_ids, position_ids_1, getitem_9, float_1, freqs, emb, cos_1, sin_1, result, expand, batch_arange, batch_indices, kv_arange, kv_indices, getitem_6, q_arange, q_indices, getitem_5, le, result_1, getitem_7, getitem_8, eq, result_2, attention_mask, y_4, fused_qkv_1, query_layer_2, transpose_3, cos_4, mul_7, sin_4, mul_8, q_embed_1, key_layer_2, transpose_4, mul_9, mul_10, k_embed_1, value_layer_2, transpose_5, attn_output_4], Original ATen: [aten.add, aten.unsqueeze, aten._to_copy, aten.mul, aten.cat, aten.new_ones, aten.expand, aten.arange, aten.index, aten.le, aten.bitwise_and, aten.eq, aten._unsafe_view, aten.view, aten.slice, aten.transpose, aten.lift_fresh, aten.scalar_tensor, aten.where, aten._scaled_dot_product_flash_attention_for_cpu]
        # [Provenance debug handles] torch.ops.aten._scaled_dot_product_flash_attention_for_cpu.default:16
        buf47 = torch.ops.aten._scaled_dot_product_flash_attention_for_cpu.default(buf43, buf44, buf45, attn_mask=buf46)
        del buf44
        del buf45
        del buf46
        buf48 = buf47[0]
        assert_tensor_metadata(buf48, (1, 4, 16, 16), (1024, 16, 64, 1), torch.float32, 'torch.ops.aten._scaled_dot_product_flash_attention_for_cpu.default')
        assert_alignment(buf48, 16, 'torch.ops.aten._scaled_dot_product_flash_attention_for_cpu.default')
        del buf47
        assert_size_stride_grouped((arg17_1, arg18_1), ((64, 64), (64, )), ((64, 1), (1, )), 'input')
        buf55 = reinterpret_tensor(buf27, (64, 64), (64, 1), 0); del buf27  # reuse
        # [Provenance debug handles] cpp_fused__to_copy_mul_unsqueeze_3:17
        cpp_fused__to_copy_mul_unsqueeze_3(arg17_1, arg18_1, buf55)
        del arg17_1
        del arg18_1
        buf56 = reinterpret_tensor(buf43, (16, 64), (64, 1), 0); del buf43  # reuse
        # Topologically Sorted Source Nodes: [attn_output_6, attn_output_7, y_5, t_5], Original ATen: [aten.permute, aten.view, aten.t, aten.mm]
        # [Provenance debug handles] extern_kernels.mm:18
        extern_kernels.mm(reinterpret_tensor(buf48, (16, 64), (64, 1), 0), reinterpret_tensor(buf55, (64, 64), (1, 64), 0), out=buf56)
        del buf48
        assert_size_stride_grouped((arg19_1, arg20_1), ((256, 64), (256, )), ((64, 1), (1, )), 'input')
        buf50 = empty_strided_cpu((256, 64), (64, 1), torch.float32)
        # [Provenance debug handles] cpp_fused__to_copy_mul_unsqueeze_4:19
        cpp_fused__to_copy_mul_unsqueeze_4(arg19_1, arg20_1, buf50)
        del arg19_1
        del arg20_1
        buf51 = reinterpret_tensor(buf55, (16, 256), (256, 1), 0); del buf55  # reuse
        # Topologically Sorted Source Nodes: [y_6, t_6], Original ATen: [aten.view, aten.t, aten.mm]
        # [Provenance debug handles] extern_kernels.mm:20
        extern_kernels.mm(reinterpret_tensor(buf34, (16, 64), (64, 1), 0), reinterpret_tensor(buf50, (64, 256), (1, 64), 0), out=buf51)
        del buf50
        buf53 = reinterpret_tensor(buf51, (1, 16, 256), (4096, 256, 1), 0); del buf51  # reuse
        assert_size_stride_grouped((arg21_1, arg22_1), ((64, 256), (64, )), ((256, 1), (1, )), 'input')
        buf52 = empty_strided_cpu((64, 256), (256, 1), torch.float32)
        # [Provenance debug handles] cpp_fused__to_copy__unsafe_view_gelu_mul_unsqueeze_5:21
        cpp_fused__to_copy__unsafe_view_gelu_mul_unsqueeze_5(buf53, arg21_1, arg22_1, buf52)
        del arg21_1
        del arg22_1
        buf54 = reinterpret_tensor(buf34, (16, 64), (64, 1), 0); del buf34  # reuse
        # Topologically Sorted Source Nodes: [y_6, x_1, y_7, t_7], Original ATen: [aten._unsafe_view, aten.gelu, aten.view, aten.t, aten.mm]
        # [Provenance debug handles] extern_kernels.mm:22
        extern_kernels.mm(reinterpret_tensor(buf53, (16, 256), (256, 1), 0), reinterpret_tensor(buf52, (256, 64), (1, 256), 0), out=buf54)
        del buf52
        del buf53
        assert_size_stride_grouped((arg23_1, arg24_1), ((64, ), (64, )), ((1, ), (1, )), 'input')
        buf57 = reinterpret_tensor(buf28, (1, 16, 64), (1024, 64, 1), 0); del buf28  # reuse
        buf58 = empty_strided_cpu((1, 16, 1), (16, 1, 16), torch.float32)
        buf59 = buf58; del buf58  # reuse
        buf60 = empty_strided_cpu((1, 16, 1), (16, 1, 16), torch.float32)
        buf61 = buf57; del buf57  # reuse
        # [Provenance debug handles] cpp_fused__unsafe_view_add_embedding_native_layer_norm_7:23
        cpp_fused__unsafe_view_add_embedding_native_layer_norm_7(buf61, buf59, arg0_1, arg1_1, buf30, buf54, buf56, arg23_1, arg24_1, buf60)
        del arg0_1
        del arg23_1
        del arg24_1
        del buf30
        del buf54
        del buf56
        del buf59
        del buf60
        buf62 = empty_strided_cpu((16, 128), (128, 1), torch.float32)
        # Topologically Sorted Source Nodes: [hidden_states, lm_logits], Original ATen: [aten.native_layer_norm, aten.view, aten.t, aten.mm]
        # [Provenance debug handles] extern_kernels.mm:24
        extern_kernels.mm(reinterpret_tensor(buf61, (16, 64), (64, 1), 0), reinterpret_tensor(arg1_1, (64, 128), (1, 64), 0), out=buf62)
        del arg1_1
        return (reinterpret_tensor(buf62, (1, 16, 128), (2048, 128, 1), 0), )

runner = Runner(partitions=[])
call = runner.call
recursively_apply_fns = runner.recursively_apply_fns


def get_args():
    from torch._dynamo.testing import rand_strided
    arg0_1 = rand_strided((1, 16), (16, 1), device='cpu', dtype=torch.int64)
    arg1_1 = rand_strided((128, 64), (64, 1), device='cpu', dtype=torch.float32)
    arg2_1 = rand_strided((8, ), (1, ), device='cpu', dtype=torch.float32)
    arg3_1 = rand_strided((64, ), (1, ), device='cpu', dtype=torch.float32)
    arg4_1 = rand_strided((64, ), (1, ), device='cpu', dtype=torch.float32)
    arg5_1 = rand_strided((96, 64), (64, 1), device='cpu', dtype=torch.int8)
    arg6_1 = rand_strided((96, ), (1, ), device='cpu', dtype=torch.float32)
    arg7_1 = rand_strided((64, 64), (64, 1), device='cpu', dtype=torch.int8)
    arg8_1 = rand_strided((64, ), (1, ), device='cpu', dtype=torch.float32)
    arg9_1 = rand_strided((256, 64), (64, 1), device='cpu', dtype=torch.int8)
    arg10_1 = rand_strided((256, ), (1, ), device='cpu', dtype=torch.float32)
    arg11_1 = rand_strided((64, 256), (256, 1), device='cpu', dtype=torch.int8)
    arg12_1 = rand_strided((64, ), (1, ), device='cpu', dtype=torch.float32)
    arg13_1 = rand_strided((64, ), (1, ), device='cpu', dtype=torch.float32)
    arg14_1 = rand_strided((64, ), (1, ), device='cpu', dtype=torch.float32)
    arg15_1 = rand_strided((96, 64), (64, 1), device='cpu', dtype=torch.int8)
    arg16_1 = rand_strided((96, ), (1, ), device='cpu', dtype=torch.float32)
    arg17_1 = rand_strided((64, 64), (64, 1), device='cpu', dtype=torch.int8)
    arg18_1 = rand_strided((64, ), (1, ), device='cpu', dtype=torch.float32)
    arg19_1 = rand_strided((256, 64), (64, 1), device='cpu', dtype=torch.int8)
    arg20_1 = rand_strided((256, ), (1, ), device='cpu', dtype=torch.float32)
    arg21_1 = rand_strided((64, 256), (256, 1), device='cpu', dtype=torch.int8)
    arg22_1 = rand_strided((64, ), (1, ), device='cpu', dtype=torch.float32)
    arg23_1 = rand_strided((64, ), (1, ), device='cpu', dtype=torch.float32)
    arg24_1 = rand_strided((64, ), (1, ), device='cpu', dtype=torch.float32)
    return [arg0_1, arg1_1, arg2_1, arg3_1, arg4_1, arg5_1, arg6_1, arg7_1, arg8_1, arg9_1, arg10_1, arg11_1, arg12_1, arg13_1, arg14_1, arg15_1, arg16_1, arg17_1, arg18_1, arg19_1, arg20_1, arg21_1, arg22_1, arg23_1, arg24_1]


def benchmark_compiled_module(args, times=10, repeat=10):
    from torch._inductor.utils import print_performance
    fn = lambda: call(list(args))
    return print_performance(fn, times=times, repeat=repeat, device='cpu')


if __name__ == "__main__":
    from torch._inductor.wrapper_benchmark import compiled_module_main
    args = get_args()
    compiled_module_main('None', lambda times, repeat: benchmark_compiled_module(args, times=times, repeat=repeat))
