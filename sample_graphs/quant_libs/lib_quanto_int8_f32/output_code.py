# AOT ID: ['0_forward']
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
        for(int64_t x0=static_cast<int64_t>(0L); x0<static_cast<int64_t>(8L); x0+=static_cast<int64_t>(16L))
        {
            {
                if(C10_LIKELY(x0 >= static_cast<int64_t>(0L) && x0 < static_cast<int64_t>(8L)))
                {
                    auto tmp0 = x0;
                    auto tmp1 = c10::convert<int64_t>(tmp0);
                    auto tmp2 = at::vec::VectorizedN<int64_t,2>::arange(tmp1, 1);
                    tmp2.store(out_ptr1 + static_cast<int64_t>(x0), static_cast<int64_t>(8L));
                }
            }
        }
    }
    {
        for(int64_t x0=static_cast<int64_t>(0L); x0<static_cast<int64_t>(8L); x0+=static_cast<int64_t>(16L))
        {
            {
                if(C10_LIKELY(x0 >= static_cast<int64_t>(0L) && x0 < static_cast<int64_t>(8L)))
                {
                    auto tmp0 = at::vec::VectorizedN<int64_t,2>::loadu(in_ptr0 + static_cast<int64_t>(1L + x0), static_cast<int64_t>(8L));
                    auto tmp1 = at::vec::VectorizedN<int64_t,2>::loadu(in_ptr0 + static_cast<int64_t>(x0), static_cast<int64_t>(8L));
                    auto tmp2 = tmp0 - tmp1;
                    auto tmp3 = static_cast<int64_t>(1);
                    auto tmp4 = at::vec::VectorizedN<int64_t,2>(tmp3);
                    auto tmp5 = at::vec::VecMask<int64_t,2>(tmp2 != tmp4);
                    auto tmp6 = tmp5.to<int64_t,2>();
                    tmp6.store(out_ptr2 + static_cast<int64_t>(x0), static_cast<int64_t>(8L));
                }
            }
        }
    }
    inductor_cpu_integer_div_error_flag = nullptr;
    inductor_cpu_throw_if_integer_div_error(inductor_cpu_integer_div_error);
}
''')


cpp_fused_add_embedding_mean_mul_pow_rsqrt_1 = async_compile.cpp_pybinding(['const int64_t*', 'const float*', 'const float*', 'float*', 'float*'], r'''
#include <torch/csrc/inductor/cpp_prefix.h>
extern "C"  void  kernel(const int64_t* in_ptr0,
                       const float* in_ptr1,
                       const float* in_ptr2,
                       float* out_ptr0,
                       float* out_ptr1)
{
    std::atomic<int> inductor_cpu_integer_div_error{0};
    inductor_cpu_integer_div_error_flag = &inductor_cpu_integer_div_error;
    {
        #pragma GCC ivdep
        for(int64_t x0=static_cast<int64_t>(0L); x0<static_cast<int64_t>(8L); x0+=static_cast<int64_t>(1L))
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
                            auto tmp1 = tmp0;
                            auto tmp2 = c10::convert<int64_t>(tmp1);
                            TORCH_CHECK((0 <= tmp2) & (tmp2 < 128L), "index out of bounds: 0 <= tmp2 < 128L");
                            auto tmp4 = at::vec::Vectorized<float>::loadu(in_ptr1 + static_cast<int64_t>(x1 + 64L*tmp0), static_cast<int64_t>(16));
                            auto tmp5 = tmp4 * tmp4;
                            tmp_acc0_vec = tmp_acc0_vec + tmp5;
                        }
                    }
                }
                tmp_acc0 = tmp_acc0 + at::vec::vec_reduce_all<float, 1>([](at::vec::Vectorized<float>& x, at::vec::Vectorized<float>& y) { return x + y; }, tmp_acc0_vec);
                out_ptr0[static_cast<int64_t>(x0)] = static_cast<float>(tmp_acc0);
            }
            for(int64_t x1=static_cast<int64_t>(0L); x1<static_cast<int64_t>(64L); x1+=static_cast<int64_t>(16L))
            {
                {
                    if(C10_LIKELY(x1 >= static_cast<int64_t>(0) && x1 < static_cast<int64_t>(64L)))
                    {
                        auto tmp0 = at::vec::Vectorized<float>::loadu(in_ptr2 + static_cast<int64_t>(x1), static_cast<int64_t>(16));
                        auto tmp1 = in_ptr0[static_cast<int64_t>(x0)];
                        auto tmp6 = out_ptr0[static_cast<int64_t>(x0)];
                        auto tmp2 = tmp1;
                        auto tmp3 = c10::convert<int64_t>(tmp2);
                        TORCH_CHECK((0 <= tmp3) & (tmp3 < 128L), "index out of bounds: 0 <= tmp3 < 128L");
                        auto tmp5 = at::vec::Vectorized<float>::loadu(in_ptr1 + static_cast<int64_t>(x1 + 64L*tmp1), static_cast<int64_t>(16));
                        auto tmp7 = static_cast<float>(64.0);
                        auto tmp8 = tmp6 / tmp7;
                        auto tmp9 = static_cast<float>(1e-06);
                        auto tmp10 = float(tmp8 + tmp9);
                        auto tmp11 = 1 / std::sqrt(tmp10);
                        auto tmp12 = at::vec::Vectorized<float>(tmp11);
                        auto tmp13 = tmp5 * tmp12;
                        auto tmp14 = tmp0 * tmp13;
                        tmp14.store(out_ptr1 + static_cast<int64_t>(x1 + 64L*x0));
                    }
                }
            }
        }
    }
    inductor_cpu_integer_div_error_flag = nullptr;
    inductor_cpu_throw_if_integer_div_error(inductor_cpu_integer_div_error);
}
''')


cpp_fused__to_copy_add_arange_bitwise_and_cat_clone_eq_expand_index_le_mul_neg_new_ones_scalar_tensor_slice_transpose_unsqueeze_view_where_2 = async_compile.cpp_pybinding(['float*', 'const float*', 'const float*', 'const float*', 'const float*', 'const float*', 'const int64_t*', 'float*', 'float*', 'float*', 'float*', 'float*', 'float*', 'float*'], r'''
#include <torch/csrc/inductor/cpp_prefix.h>
extern "C"  void  kernel(float* in_out_ptr0,
                       const float* in_ptr1,
                       const float* in_ptr2,
                       const float* in_ptr3,
                       const float* in_ptr4,
                       const float* in_ptr5,
                       const int64_t* in_ptr6,
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
    auto in_ptr0 = in_out_ptr0;
    {
        #pragma GCC ivdep
        for(int64_t x0=static_cast<int64_t>(0L); x0<static_cast<int64_t>(4L); x0+=static_cast<int64_t>(1L))
        {
            #pragma GCC ivdep
            for(int64_t x1=static_cast<int64_t>(0L); x1<static_cast<int64_t>(8L); x1+=static_cast<int64_t>(1L))
            {
                for(int64_t x2=static_cast<int64_t>(0L); x2<static_cast<int64_t>(8L); x2+=static_cast<int64_t>(16L))
                {
                    {
                        if(C10_LIKELY(x2 >= static_cast<int64_t>(0L) && x2 < static_cast<int64_t>(8L)))
                        {
                            auto tmp0 = at::vec::Vectorized<float>::loadu(in_ptr0 + static_cast<int64_t>(8L + x2 + 16L*x0 + 64L*x1), static_cast<int64_t>(8L));
                            auto tmp1 = tmp0.neg();
                            tmp1.store(out_ptr0 + static_cast<int64_t>(x2 + 16L*x1 + 128L*x0), static_cast<int64_t>(8L));
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
            for(int64_t x1=static_cast<int64_t>(0L); x1<static_cast<int64_t>(8L); x1+=static_cast<int64_t>(1L))
            {
                for(int64_t x2=static_cast<int64_t>(0L); x2<static_cast<int64_t>(8L); x2+=static_cast<int64_t>(16L))
                {
                    {
                        if(C10_LIKELY(x2 >= static_cast<int64_t>(0L) && x2 < static_cast<int64_t>(8L)))
                        {
                            auto tmp0 = at::vec::Vectorized<float>::loadu(in_ptr0 + static_cast<int64_t>(x2 + 16L*x0 + 64L*x1), static_cast<int64_t>(8L));
                            tmp0.store(out_ptr1 + static_cast<int64_t>(x2 + 16L*x1 + 128L*x0), static_cast<int64_t>(8L));
                        }
                    }
                }
            }
        }
    }
    {
        #pragma GCC ivdep
        for(int64_t x0=static_cast<int64_t>(0L); x0<static_cast<int64_t>(8L); x0+=static_cast<int64_t>(1L))
        {
            #pragma GCC ivdep
            for(int64_t x1=static_cast<int64_t>(0L); x1<static_cast<int64_t>(4L); x1+=static_cast<int64_t>(1L))
            {
                #pragma GCC ivdep
                for(int64_t x2=static_cast<int64_t>(0L); x2<static_cast<int64_t>(16L); x2+=static_cast<int64_t>(1L))
                {
                    {
                        {
                            auto tmp0 = in_out_ptr0[static_cast<int64_t>(x2 + 16L*x1 + 64L*x0)];
                            auto tmp1 = in_ptr1[static_cast<int64_t>((static_cast<int64_t>(x2) % static_cast<int64_t>(8L)))];
                            auto tmp7 = in_ptr2[static_cast<int64_t>(x2 + 16L*x0 + 128L*x1)];
                            auto tmp2 = x0;
                            auto tmp3 = c10::convert<float>(tmp2);
                            auto tmp4 = float(tmp3 * tmp1);
                            auto tmp5 = std::cos(tmp4);
                            auto tmp6 = float(tmp0 * tmp5);
                            auto tmp8 = std::sin(tmp4);
                            auto tmp9 = float(tmp7 * tmp8);
                            auto tmp10 = float(tmp6 + tmp9);
                            in_out_ptr0[static_cast<int64_t>(x2 + 16L*x1 + 64L*x0)] = tmp10;
                        }
                    }
                }
            }
        }
    }
    {
        #pragma GCC ivdep
        for(int64_t x0=static_cast<int64_t>(0L); x0<static_cast<int64_t>(2L); x0+=static_cast<int64_t>(1L))
        {
            #pragma GCC ivdep
            for(int64_t x1=static_cast<int64_t>(0L); x1<static_cast<int64_t>(8L); x1+=static_cast<int64_t>(1L))
            {
                for(int64_t x2=static_cast<int64_t>(0L); x2<static_cast<int64_t>(8L); x2+=static_cast<int64_t>(16L))
                {
                    {
                        if(C10_LIKELY(x2 >= static_cast<int64_t>(0L) && x2 < static_cast<int64_t>(8L)))
                        {
                            auto tmp0 = at::vec::Vectorized<float>::loadu(in_ptr3 + static_cast<int64_t>(8L + x2 + 16L*x0 + 32L*x1), static_cast<int64_t>(8L));
                            auto tmp1 = tmp0.neg();
                            tmp1.store(out_ptr2 + static_cast<int64_t>(x2 + 16L*x1 + 128L*x0), static_cast<int64_t>(8L));
                        }
                    }
                }
            }
        }
    }
    {
        #pragma GCC ivdep
        for(int64_t x0=static_cast<int64_t>(0L); x0<static_cast<int64_t>(2L); x0+=static_cast<int64_t>(1L))
        {
            #pragma GCC ivdep
            for(int64_t x1=static_cast<int64_t>(0L); x1<static_cast<int64_t>(8L); x1+=static_cast<int64_t>(1L))
            {
                for(int64_t x2=static_cast<int64_t>(0L); x2<static_cast<int64_t>(8L); x2+=static_cast<int64_t>(16L))
                {
                    {
                        if(C10_LIKELY(x2 >= static_cast<int64_t>(0L) && x2 < static_cast<int64_t>(8L)))
                        {
                            auto tmp0 = at::vec::Vectorized<float>::loadu(in_ptr3 + static_cast<int64_t>(x2 + 16L*x0 + 32L*x1), static_cast<int64_t>(8L));
                            tmp0.store(out_ptr3 + static_cast<int64_t>(x2 + 16L*x1 + 128L*x0), static_cast<int64_t>(8L));
                        }
                    }
                }
            }
        }
    }
    {
        #pragma GCC ivdep
        for(int64_t x0=static_cast<int64_t>(0L); x0<static_cast<int64_t>(2L); x0+=static_cast<int64_t>(1L))
        {
            #pragma GCC ivdep
            for(int64_t x1=static_cast<int64_t>(0L); x1<static_cast<int64_t>(2L); x1+=static_cast<int64_t>(1L))
            {
                #pragma GCC ivdep
                for(int64_t x2=static_cast<int64_t>(0L); x2<static_cast<int64_t>(8L); x2+=static_cast<int64_t>(1L))
                {
                    #pragma GCC ivdep
                    for(int64_t x3=static_cast<int64_t>(0L); x3<static_cast<int64_t>(16L); x3+=static_cast<int64_t>(1L))
                    {
                        {
                            {
                                auto tmp0 = in_ptr3[static_cast<int64_t>(x3 + 16L*x0 + 32L*x2)];
                                auto tmp1 = in_ptr1[static_cast<int64_t>((static_cast<int64_t>(x3) % static_cast<int64_t>(8L)))];
                                auto tmp7 = in_ptr4[static_cast<int64_t>(x3 + 16L*x2 + 128L*x0)];
                                auto tmp2 = x2;
                                auto tmp3 = c10::convert<float>(tmp2);
                                auto tmp4 = float(tmp3 * tmp1);
                                auto tmp5 = std::cos(tmp4);
                                auto tmp6 = float(tmp0 * tmp5);
                                auto tmp8 = std::sin(tmp4);
                                auto tmp9 = float(tmp7 * tmp8);
                                auto tmp10 = float(tmp6 + tmp9);
                                out_ptr4[static_cast<int64_t>(x3 + 16L*x2 + 128L*x1 + 256L*x0)] = tmp10;
                            }
                        }
                    }
                }
            }
        }
    }
    {
        #pragma GCC ivdep
        for(int64_t x0=static_cast<int64_t>(0L); x0<static_cast<int64_t>(2L); x0+=static_cast<int64_t>(1L))
        {
            #pragma GCC ivdep
            for(int64_t x1=static_cast<int64_t>(0L); x1<static_cast<int64_t>(2L); x1+=static_cast<int64_t>(1L))
            {
                #pragma GCC ivdep
                for(int64_t x2=static_cast<int64_t>(0L); x2<static_cast<int64_t>(8L); x2+=static_cast<int64_t>(1L))
                {
                    for(int64_t x3=static_cast<int64_t>(0L); x3<static_cast<int64_t>(16L); x3+=static_cast<int64_t>(16L))
                    {
                        {
                            if(C10_LIKELY(x3 >= static_cast<int64_t>(0) && x3 < static_cast<int64_t>(16L)))
                            {
                                auto tmp0 = at::vec::Vectorized<float>::loadu(in_ptr5 + static_cast<int64_t>(x3 + 16L*x0 + 32L*x2), static_cast<int64_t>(16));
                                tmp0.store(out_ptr5 + static_cast<int64_t>(x3 + 16L*x2 + 128L*x1 + 256L*x0));
                            }
                        }
                    }
                }
            }
        }
    }
    {
        #pragma GCC ivdep
        for(int64_t x0=static_cast<int64_t>(0L); x0<static_cast<int64_t>(8L); x0+=static_cast<int64_t>(1L))
        {
            for(int64_t x1=static_cast<int64_t>(0L); x1<static_cast<int64_t>(8L); x1+=static_cast<int64_t>(16L))
            {
                {
                    if(C10_LIKELY(x1 >= static_cast<int64_t>(0L) && x1 < static_cast<int64_t>(8L)))
                    {
                        auto tmp12 = in_ptr6[static_cast<int64_t>(x0)];
                        auto tmp13 = at::vec::VectorizedN<int64_t,2>::loadu(in_ptr6 + static_cast<int64_t>(x1), static_cast<int64_t>(8L));
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
                        tmp23.store(out_ptr6 + static_cast<int64_t>(x1 + 8L*x0), static_cast<int64_t>(8L));
                    }
                }
            }
        }
    }
    inductor_cpu_integer_div_error_flag = nullptr;
    inductor_cpu_throw_if_integer_div_error(inductor_cpu_integer_div_error);
}
''')


cpp_fused_add_embedding_mean_mul_pow_rsqrt_view_3 = async_compile.cpp_pybinding(['float*', 'float*', 'const int64_t*', 'const float*', 'const float*', 'float*'], r'''
#include <torch/csrc/inductor/cpp_prefix.h>
extern "C"  void  kernel(float* in_out_ptr0,
                       float* in_out_ptr1,
                       const int64_t* in_ptr0,
                       const float* in_ptr1,
                       const float* in_ptr2,
                       float* out_ptr1)
{
    std::atomic<int> inductor_cpu_integer_div_error{0};
    inductor_cpu_integer_div_error_flag = &inductor_cpu_integer_div_error;
    auto out_ptr0 = in_out_ptr1;
    {
        #pragma GCC ivdep
        for(int64_t x0=static_cast<int64_t>(0L); x0<static_cast<int64_t>(8L); x0+=static_cast<int64_t>(1L))
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
                            auto tmp1 = tmp0;
                            auto tmp2 = c10::convert<int64_t>(tmp1);
                            TORCH_CHECK((0 <= tmp2) & (tmp2 < 128L), "index out of bounds: 0 <= tmp2 < 128L");
                            auto tmp4 = at::vec::Vectorized<float>::loadu(in_ptr1 + static_cast<int64_t>(x1 + 64L*tmp0), static_cast<int64_t>(16));
                            auto tmp6 = tmp4 + tmp5;
                            auto tmp7 = tmp6 * tmp6;
                            tmp6.store(in_out_ptr0 + static_cast<int64_t>(x1 + 64L*x0));
                            tmp_acc0_vec = tmp_acc0_vec + tmp7;
                        }
                    }
                }
                tmp_acc0 = tmp_acc0 + at::vec::vec_reduce_all<float, 1>([](at::vec::Vectorized<float>& x, at::vec::Vectorized<float>& y) { return x + y; }, tmp_acc0_vec);
                in_out_ptr1[static_cast<int64_t>(x0)] = static_cast<float>(tmp_acc0);
            }
        }
    }
    {
        for(int64_t x0=static_cast<int64_t>(0L); x0<static_cast<int64_t>(8L); x0+=static_cast<int64_t>(16L))
        {
            {
                if(C10_LIKELY(x0 >= static_cast<int64_t>(0L) && x0 < static_cast<int64_t>(8L)))
                {
                    auto tmp0 = at::vec::Vectorized<float>::loadu(out_ptr0 + static_cast<int64_t>(x0), static_cast<int64_t>(8L));
                    auto tmp1 = static_cast<float>(64.0);
                    auto tmp2 = at::vec::Vectorized<float>(tmp1);
                    auto tmp3 = tmp0 / tmp2;
                    auto tmp4 = static_cast<float>(1e-06);
                    auto tmp5 = at::vec::Vectorized<float>(tmp4);
                    auto tmp6 = tmp3 + tmp5;
                    auto tmp7 = tmp6.rsqrt();
                    tmp7.store(in_out_ptr1 + static_cast<int64_t>(x0), static_cast<int64_t>(8L));
                }
            }
        }
    }
    {
        #pragma GCC ivdep
        for(int64_t x0=static_cast<int64_t>(0L); x0<static_cast<int64_t>(8L); x0+=static_cast<int64_t>(1L))
        {
            for(int64_t x1=static_cast<int64_t>(0L); x1<static_cast<int64_t>(64L); x1+=static_cast<int64_t>(16L))
            {
                {
                    if(C10_LIKELY(x1 >= static_cast<int64_t>(0) && x1 < static_cast<int64_t>(64L)))
                    {
                        auto tmp0 = at::vec::Vectorized<float>::loadu(in_ptr2 + static_cast<int64_t>(x1), static_cast<int64_t>(16));
                        auto tmp1 = at::vec::Vectorized<float>::loadu(in_out_ptr0 + static_cast<int64_t>(x1 + 64L*x0), static_cast<int64_t>(16));
                        auto tmp2 = in_out_ptr1[static_cast<int64_t>(x0)];
                        auto tmp3 = at::vec::Vectorized<float>(tmp2);
                        auto tmp4 = tmp1 * tmp3;
                        auto tmp5 = tmp0 * tmp4;
                        tmp5.store(out_ptr1 + static_cast<int64_t>(x1 + 64L*x0));
                    }
                }
            }
        }
    }
    inductor_cpu_integer_div_error_flag = nullptr;
    inductor_cpu_throw_if_integer_div_error(inductor_cpu_integer_div_error);
}
''')


cpp_fused_mul_silu_view_4 = async_compile.cpp_pybinding(['const float*', 'const float*', 'float*'], r'''
#include <torch/csrc/inductor/cpp_prefix.h>
extern "C"  void  kernel(const float* in_ptr0,
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
            for(int64_t x0=static_cast<int64_t>(0L); x0<static_cast<int64_t>(1024L); x0+=static_cast<int64_t>(16L))
            {
                {
                    if(C10_LIKELY(x0 >= static_cast<int64_t>(0) && x0 < static_cast<int64_t>(1024L)))
                    {
                        auto tmp0 = at::vec::Vectorized<float>::loadu(in_ptr0 + static_cast<int64_t>(x0), static_cast<int64_t>(16));
                        auto tmp7 = at::vec::Vectorized<float>::loadu(in_ptr1 + static_cast<int64_t>(x0), static_cast<int64_t>(16));
                        auto tmp1 = tmp0.neg();
                        auto tmp2 = tmp1.exp();
                        auto tmp3 = static_cast<float>(1.0);
                        auto tmp4 = at::vec::Vectorized<float>(tmp3);
                        auto tmp5 = tmp2 + tmp4;
                        auto tmp6 = tmp0 / tmp5;
                        auto tmp8 = tmp6 * tmp7;
                        tmp8.store(out_ptr0 + static_cast<int64_t>(x0));
                    }
                }
            }
        }
    }
    inductor_cpu_integer_div_error_flag = nullptr;
    inductor_cpu_throw_if_integer_div_error(inductor_cpu_integer_div_error);
}
''')


cpp_fused_add_mean_mul_pow_rsqrt_view_5 = async_compile.cpp_pybinding(['float*', 'float*', 'const float*', 'const float*', 'float*'], r'''
#include <torch/csrc/inductor/cpp_prefix.h>
extern "C"  void  kernel(float* in_out_ptr0,
                       float* in_out_ptr1,
                       const float* in_ptr0,
                       const float* in_ptr1,
                       float* out_ptr1)
{
    std::atomic<int> inductor_cpu_integer_div_error{0};
    inductor_cpu_integer_div_error_flag = &inductor_cpu_integer_div_error;
    auto out_ptr0 = in_out_ptr1;
    {
        for(int64_t x0=static_cast<int64_t>(0L); x0<static_cast<int64_t>(512L); x0+=static_cast<int64_t>(16L))
        {
            {
                if(C10_LIKELY(x0 >= static_cast<int64_t>(0) && x0 < static_cast<int64_t>(512L)))
                {
                    auto tmp0 = at::vec::Vectorized<float>::loadu(in_ptr0 + static_cast<int64_t>(x0), static_cast<int64_t>(16));
                    auto tmp1 = at::vec::Vectorized<float>::loadu(in_out_ptr0 + static_cast<int64_t>(x0), static_cast<int64_t>(16));
                    auto tmp2 = tmp0 + tmp1;
                    tmp2.store(in_out_ptr0 + static_cast<int64_t>(x0));
                }
            }
        }
    }
    {
        #pragma GCC ivdep
        for(int64_t x0=static_cast<int64_t>(0L); x0<static_cast<int64_t>(8L); x0+=static_cast<int64_t>(1L))
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
                            auto tmp1 = tmp0 * tmp0;
                            tmp_acc0_vec = tmp_acc0_vec + tmp1;
                        }
                    }
                }
                tmp_acc0 = tmp_acc0 + at::vec::vec_reduce_all<float, 1>([](at::vec::Vectorized<float>& x, at::vec::Vectorized<float>& y) { return x + y; }, tmp_acc0_vec);
                in_out_ptr1[static_cast<int64_t>(x0)] = static_cast<float>(tmp_acc0);
            }
        }
    }
    {
        for(int64_t x0=static_cast<int64_t>(0L); x0<static_cast<int64_t>(8L); x0+=static_cast<int64_t>(16L))
        {
            {
                if(C10_LIKELY(x0 >= static_cast<int64_t>(0L) && x0 < static_cast<int64_t>(8L)))
                {
                    auto tmp0 = at::vec::Vectorized<float>::loadu(out_ptr0 + static_cast<int64_t>(x0), static_cast<int64_t>(8L));
                    auto tmp1 = static_cast<float>(64.0);
                    auto tmp2 = at::vec::Vectorized<float>(tmp1);
                    auto tmp3 = tmp0 / tmp2;
                    auto tmp4 = static_cast<float>(1e-06);
                    auto tmp5 = at::vec::Vectorized<float>(tmp4);
                    auto tmp6 = tmp3 + tmp5;
                    auto tmp7 = tmp6.rsqrt();
                    tmp7.store(in_out_ptr1 + static_cast<int64_t>(x0), static_cast<int64_t>(8L));
                }
            }
        }
    }
    {
        #pragma GCC ivdep
        for(int64_t x0=static_cast<int64_t>(0L); x0<static_cast<int64_t>(8L); x0+=static_cast<int64_t>(1L))
        {
            for(int64_t x1=static_cast<int64_t>(0L); x1<static_cast<int64_t>(64L); x1+=static_cast<int64_t>(16L))
            {
                {
                    if(C10_LIKELY(x1 >= static_cast<int64_t>(0) && x1 < static_cast<int64_t>(64L)))
                    {
                        auto tmp0 = at::vec::Vectorized<float>::loadu(in_ptr1 + static_cast<int64_t>(x1), static_cast<int64_t>(16));
                        auto tmp1 = at::vec::Vectorized<float>::loadu(in_out_ptr0 + static_cast<int64_t>(x1 + 64L*x0), static_cast<int64_t>(16));
                        auto tmp2 = in_out_ptr1[static_cast<int64_t>(x0)];
                        auto tmp3 = at::vec::Vectorized<float>(tmp2);
                        auto tmp4 = tmp1 * tmp3;
                        auto tmp5 = tmp0 * tmp4;
                        tmp5.store(out_ptr1 + static_cast<int64_t>(x1 + 64L*x0));
                    }
                }
            }
        }
    }
    inductor_cpu_integer_div_error_flag = nullptr;
    inductor_cpu_throw_if_integer_div_error(inductor_cpu_integer_div_error);
}
''')


cpp_fused__to_copy_add_cat_clone_expand_mul_neg_slice_transpose_unsqueeze_view_6 = async_compile.cpp_pybinding(['float*', 'const float*', 'const float*', 'const float*', 'const float*', 'const float*', 'float*', 'float*', 'float*', 'float*', 'float*', 'float*'], r'''
#include <torch/csrc/inductor/cpp_prefix.h>
extern "C"  void  kernel(float* in_out_ptr0,
                       const float* in_ptr1,
                       const float* in_ptr2,
                       const float* in_ptr3,
                       const float* in_ptr4,
                       const float* in_ptr5,
                       float* out_ptr0,
                       float* out_ptr1,
                       float* out_ptr2,
                       float* out_ptr3,
                       float* out_ptr4,
                       float* out_ptr5)
{
    std::atomic<int> inductor_cpu_integer_div_error{0};
    inductor_cpu_integer_div_error_flag = &inductor_cpu_integer_div_error;
    auto in_ptr0 = in_out_ptr0;
    {
        #pragma GCC ivdep
        for(int64_t x0=static_cast<int64_t>(0L); x0<static_cast<int64_t>(4L); x0+=static_cast<int64_t>(1L))
        {
            #pragma GCC ivdep
            for(int64_t x1=static_cast<int64_t>(0L); x1<static_cast<int64_t>(8L); x1+=static_cast<int64_t>(1L))
            {
                for(int64_t x2=static_cast<int64_t>(0L); x2<static_cast<int64_t>(8L); x2+=static_cast<int64_t>(16L))
                {
                    {
                        if(C10_LIKELY(x2 >= static_cast<int64_t>(0L) && x2 < static_cast<int64_t>(8L)))
                        {
                            auto tmp0 = at::vec::Vectorized<float>::loadu(in_ptr0 + static_cast<int64_t>(8L + x2 + 16L*x0 + 64L*x1), static_cast<int64_t>(8L));
                            auto tmp1 = tmp0.neg();
                            tmp1.store(out_ptr0 + static_cast<int64_t>(x2 + 16L*x1 + 128L*x0), static_cast<int64_t>(8L));
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
            for(int64_t x1=static_cast<int64_t>(0L); x1<static_cast<int64_t>(8L); x1+=static_cast<int64_t>(1L))
            {
                for(int64_t x2=static_cast<int64_t>(0L); x2<static_cast<int64_t>(8L); x2+=static_cast<int64_t>(16L))
                {
                    {
                        if(C10_LIKELY(x2 >= static_cast<int64_t>(0L) && x2 < static_cast<int64_t>(8L)))
                        {
                            auto tmp0 = at::vec::Vectorized<float>::loadu(in_ptr0 + static_cast<int64_t>(x2 + 16L*x0 + 64L*x1), static_cast<int64_t>(8L));
                            tmp0.store(out_ptr1 + static_cast<int64_t>(x2 + 16L*x1 + 128L*x0), static_cast<int64_t>(8L));
                        }
                    }
                }
            }
        }
    }
    {
        #pragma GCC ivdep
        for(int64_t x0=static_cast<int64_t>(0L); x0<static_cast<int64_t>(8L); x0+=static_cast<int64_t>(1L))
        {
            #pragma GCC ivdep
            for(int64_t x1=static_cast<int64_t>(0L); x1<static_cast<int64_t>(4L); x1+=static_cast<int64_t>(1L))
            {
                #pragma GCC ivdep
                for(int64_t x2=static_cast<int64_t>(0L); x2<static_cast<int64_t>(16L); x2+=static_cast<int64_t>(1L))
                {
                    {
                        {
                            auto tmp0 = in_out_ptr0[static_cast<int64_t>(x2 + 16L*x1 + 64L*x0)];
                            auto tmp1 = in_ptr1[static_cast<int64_t>((static_cast<int64_t>(x2) % static_cast<int64_t>(8L)))];
                            auto tmp7 = in_ptr2[static_cast<int64_t>(x2 + 16L*x0 + 128L*x1)];
                            auto tmp2 = x0;
                            auto tmp3 = c10::convert<float>(tmp2);
                            auto tmp4 = float(tmp3 * tmp1);
                            auto tmp5 = std::cos(tmp4);
                            auto tmp6 = float(tmp0 * tmp5);
                            auto tmp8 = std::sin(tmp4);
                            auto tmp9 = float(tmp7 * tmp8);
                            auto tmp10 = float(tmp6 + tmp9);
                            in_out_ptr0[static_cast<int64_t>(x2 + 16L*x1 + 64L*x0)] = tmp10;
                        }
                    }
                }
            }
        }
    }
    {
        #pragma GCC ivdep
        for(int64_t x0=static_cast<int64_t>(0L); x0<static_cast<int64_t>(2L); x0+=static_cast<int64_t>(1L))
        {
            #pragma GCC ivdep
            for(int64_t x1=static_cast<int64_t>(0L); x1<static_cast<int64_t>(8L); x1+=static_cast<int64_t>(1L))
            {
                for(int64_t x2=static_cast<int64_t>(0L); x2<static_cast<int64_t>(8L); x2+=static_cast<int64_t>(16L))
                {
                    {
                        if(C10_LIKELY(x2 >= static_cast<int64_t>(0L) && x2 < static_cast<int64_t>(8L)))
                        {
                            auto tmp0 = at::vec::Vectorized<float>::loadu(in_ptr3 + static_cast<int64_t>(8L + x2 + 16L*x0 + 32L*x1), static_cast<int64_t>(8L));
                            auto tmp1 = tmp0.neg();
                            tmp1.store(out_ptr2 + static_cast<int64_t>(x2 + 16L*x1 + 128L*x0), static_cast<int64_t>(8L));
                        }
                    }
                }
            }
        }
    }
    {
        #pragma GCC ivdep
        for(int64_t x0=static_cast<int64_t>(0L); x0<static_cast<int64_t>(2L); x0+=static_cast<int64_t>(1L))
        {
            #pragma GCC ivdep
            for(int64_t x1=static_cast<int64_t>(0L); x1<static_cast<int64_t>(8L); x1+=static_cast<int64_t>(1L))
            {
                for(int64_t x2=static_cast<int64_t>(0L); x2<static_cast<int64_t>(8L); x2+=static_cast<int64_t>(16L))
                {
                    {
                        if(C10_LIKELY(x2 >= static_cast<int64_t>(0L) && x2 < static_cast<int64_t>(8L)))
                        {
                            auto tmp0 = at::vec::Vectorized<float>::loadu(in_ptr3 + static_cast<int64_t>(x2 + 16L*x0 + 32L*x1), static_cast<int64_t>(8L));
                            tmp0.store(out_ptr3 + static_cast<int64_t>(x2 + 16L*x1 + 128L*x0), static_cast<int64_t>(8L));
                        }
                    }
                }
            }
        }
    }
    {
        #pragma GCC ivdep
        for(int64_t x0=static_cast<int64_t>(0L); x0<static_cast<int64_t>(2L); x0+=static_cast<int64_t>(1L))
        {
            #pragma GCC ivdep
            for(int64_t x1=static_cast<int64_t>(0L); x1<static_cast<int64_t>(2L); x1+=static_cast<int64_t>(1L))
            {
                #pragma GCC ivdep
                for(int64_t x2=static_cast<int64_t>(0L); x2<static_cast<int64_t>(8L); x2+=static_cast<int64_t>(1L))
                {
                    #pragma GCC ivdep
                    for(int64_t x3=static_cast<int64_t>(0L); x3<static_cast<int64_t>(16L); x3+=static_cast<int64_t>(1L))
                    {
                        {
                            {
                                auto tmp0 = in_ptr3[static_cast<int64_t>(x3 + 16L*x0 + 32L*x2)];
                                auto tmp1 = in_ptr1[static_cast<int64_t>((static_cast<int64_t>(x3) % static_cast<int64_t>(8L)))];
                                auto tmp7 = in_ptr4[static_cast<int64_t>(x3 + 16L*x2 + 128L*x0)];
                                auto tmp2 = x2;
                                auto tmp3 = c10::convert<float>(tmp2);
                                auto tmp4 = float(tmp3 * tmp1);
                                auto tmp5 = std::cos(tmp4);
                                auto tmp6 = float(tmp0 * tmp5);
                                auto tmp8 = std::sin(tmp4);
                                auto tmp9 = float(tmp7 * tmp8);
                                auto tmp10 = float(tmp6 + tmp9);
                                out_ptr4[static_cast<int64_t>(x3 + 16L*x2 + 128L*x1 + 256L*x0)] = tmp10;
                            }
                        }
                    }
                }
            }
        }
    }
    {
        #pragma GCC ivdep
        for(int64_t x0=static_cast<int64_t>(0L); x0<static_cast<int64_t>(2L); x0+=static_cast<int64_t>(1L))
        {
            #pragma GCC ivdep
            for(int64_t x1=static_cast<int64_t>(0L); x1<static_cast<int64_t>(2L); x1+=static_cast<int64_t>(1L))
            {
                #pragma GCC ivdep
                for(int64_t x2=static_cast<int64_t>(0L); x2<static_cast<int64_t>(8L); x2+=static_cast<int64_t>(1L))
                {
                    for(int64_t x3=static_cast<int64_t>(0L); x3<static_cast<int64_t>(16L); x3+=static_cast<int64_t>(16L))
                    {
                        {
                            if(C10_LIKELY(x3 >= static_cast<int64_t>(0) && x3 < static_cast<int64_t>(16L)))
                            {
                                auto tmp0 = at::vec::Vectorized<float>::loadu(in_ptr5 + static_cast<int64_t>(x3 + 16L*x0 + 32L*x2), static_cast<int64_t>(16));
                                tmp0.store(out_ptr5 + static_cast<int64_t>(x3 + 16L*x2 + 128L*x1 + 256L*x0));
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
        primals_1, primals_2, primals_3, primals_4, primals_5, primals_6, primals_7, primals_8, primals_9, primals_10, primals_11, primals_12, primals_13, primals_14, primals_15, primals_16, primals_17, primals_18, primals_19, primals_20, primals_21, primals_22, primals_23, primals_24, primals_25, primals_26, primals_27, primals_28, primals_29, primals_30, primals_31, primals_32, primals_33, primals_34, primals_35, primals_36, primals_37 = args
        args.clear()
        buf2 = empty_strided_cpu((1, 9), (9, 1), torch.int64)
        buf0 = reinterpret_tensor(buf2, (1, 1), (9, 1), 0)  # alias
        buf1 = reinterpret_tensor(buf2, (1, 8), (9, 1), 1)  # alias
        buf3 = empty_strided_cpu((1, 8), (8, 1), torch.int64)
        # [Provenance debug handles] cpp_fused_add_cat_cumsum_ne_slice_sub_unsqueeze_0:1
        cpp_fused_add_cat_cumsum_ne_slice_sub_unsqueeze_0(buf2, buf0, buf1, buf3)
        del buf0
        del buf1
        del buf2
        # Topologically Sorted Source Nodes: [position_diff, ne, packed_sequence_mask], Original ATen: [aten.slice, aten.sub, aten.ne, aten.cumsum]
        # [Provenance debug handles] torch.ops.aten.cumsum.default:2
        buf4 = torch.ops.aten.cumsum.default(buf3, dim=-1, dtype=torch.int64)
        assert_tensor_metadata(buf4, (1, 8), (8, 1), torch.int64, 'torch.ops.aten.cumsum.default')
        assert_alignment(buf4, 16, 'torch.ops.aten.cumsum.default')
        del buf3
        assert_size_stride_grouped((primals_1, primals_2, primals_4), ((1, 8), (128, 64), (64, )), ((8, 1), (64, 1), (1, )), 'input')
        buf5 = empty_strided_cpu((1, 8, 1), (8, 1, 8), torch.float32)
        buf6 = empty_strided_cpu((1, 8, 64), (512, 64, 1), torch.float32)
        assert_size_stride_grouped((primals_5, primals_6), ((64, 64), (64, 1)), ((64, 1), (1, 1)), 'input')
        # [Provenance debug handles] cpp_fused_add_embedding_mean_mul_pow_rsqrt_1:3
        cpp_fused_add_embedding_mean_mul_pow_rsqrt_1(primals_1, primals_2, primals_4, buf5, buf6)
        del primals_4
        # Topologically Sorted Source Nodes: [inputs_embeds, pow_1, variance, add_3, rsqrt, hidden_states_1, hidden_states_2, linear], Original ATen: [aten.embedding, aten.pow, aten.mean, aten.add, aten.rsqrt, aten.mul, aten.view, quanto.qbytes_mm]
        # [Provenance debug handles] torch.ops.quanto.qbytes_mm.default:4
        buf7 = torch.ops.quanto.qbytes_mm.default(reinterpret_tensor(buf6, (8, 64), (64, 1), 0), primals_5, primals_6)
        assert_tensor_metadata(buf7, (8, 64), (64, 1), torch.float32, 'torch.ops.quanto.qbytes_mm.default')
        # buffer buf7 (op: torch.ops.quanto.qbytes_mm.default) is assumed to be not aligned
        del primals_5
        del primals_6
        assert_size_stride_grouped((primals_7, primals_8), ((32, 64), (32, 1)), ((64, 1), (1, 1)), 'input')
        # Topologically Sorted Source Nodes: [inputs_embeds, pow_1, variance, add_3, rsqrt, hidden_states_1, hidden_states_2, linear, linear_1], Original ATen: [aten.embedding, aten.pow, aten.mean, aten.add, aten.rsqrt, aten.mul, aten.view, quanto.qbytes_mm]
        # [Provenance debug handles] torch.ops.quanto.qbytes_mm.default:5
        buf8 = torch.ops.quanto.qbytes_mm.default(reinterpret_tensor(buf6, (8, 64), (64, 1), 0), primals_7, primals_8)
        assert_tensor_metadata(buf8, (8, 32), (32, 1), torch.float32, 'torch.ops.quanto.qbytes_mm.default')
        # buffer buf8 (op: torch.ops.quanto.qbytes_mm.default) is assumed to be not aligned
        del primals_7
        del primals_8
        assert_size_stride_grouped((primals_9, primals_10), ((32, 64), (32, 1)), ((64, 1), (1, 1)), 'input')
        # Topologically Sorted Source Nodes: [inputs_embeds, pow_1, variance, add_3, rsqrt, hidden_states_1, hidden_states_2, linear, linear_2], Original ATen: [aten.embedding, aten.pow, aten.mean, aten.add, aten.rsqrt, aten.mul, aten.view, quanto.qbytes_mm]
        # [Provenance debug handles] torch.ops.quanto.qbytes_mm.default:6
        buf9 = torch.ops.quanto.qbytes_mm.default(reinterpret_tensor(buf6, (8, 64), (64, 1), 0), primals_9, primals_10)
        assert_tensor_metadata(buf9, (8, 32), (32, 1), torch.float32, 'torch.ops.quanto.qbytes_mm.default')
        # buffer buf9 (op: torch.ops.quanto.qbytes_mm.default) is assumed to be not aligned
        del primals_10
        del primals_9
        buf12 = empty_strided_cpu((1, 4, 8, 16), (512, 128, 16, 1), torch.float32)
        buf10 = reinterpret_tensor(buf12, (1, 4, 8, 8), (512, 128, 16, 1), 0)  # alias
        buf11 = reinterpret_tensor(buf12, (1, 4, 8, 8), (512, 128, 16, 1), 8)  # alias
        assert_size_stride(primals_3, (8, ), (1, ), 'input')
        buf13 = reinterpret_tensor(buf7, (1, 4, 8, 16), (512, 16, 64, 1), 0); del buf7  # reuse
        buf16 = empty_strided_cpu((1, 2, 8, 16), (256, 128, 16, 1), torch.float32)
        buf14 = reinterpret_tensor(buf16, (1, 2, 8, 8), (256, 128, 16, 1), 0)  # alias
        buf15 = reinterpret_tensor(buf16, (1, 2, 8, 8), (256, 128, 16, 1), 8)  # alias
        buf17 = empty_strided_cpu((1, 2, 2, 8, 16), (512, 256, 128, 16, 1), torch.float32)
        buf18 = empty_strided_cpu((1, 2, 2, 8, 16), (512, 256, 128, 16, 1), torch.float32)
        buf19 = empty_strided_cpu((1, 1, 8, 8), (64, 64, 8, 1), torch.float32)
        # [Provenance debug handles] cpp_fused__to_copy_add_arange_bitwise_and_cat_clone_eq_expand_index_le_mul_neg_new_ones_scalar_tensor_slice_transpose_unsqueeze_view_where_2:7
        cpp_fused__to_copy_add_arange_bitwise_and_cat_clone_eq_expand_index_le_mul_neg_new_ones_scalar_tensor_slice_transpose_unsqueeze_view_where_2(buf13, primals_3, buf12, buf8, buf16, buf9, buf4, buf10, buf11, buf14, buf15, buf17, buf18, buf19)
        del buf10
        del buf11
        del buf14
        del buf15
        del buf4
        del buf8
        del buf9
        # Topologically Sorted Source Nodes: [position_ids, position_ids_1, getitem_9, float_1, freqs, emb, cos_1, sin_1, linear_1, view_1, key_states, linear_2, view_2, value_states, cos_3, sin_3, mul_7, mul_8, k_embed, getitem_14, hidden_states_3, key, getitem_15, hidden_states_4, value, attn_output], Original ATen: [aten.add, aten.unsqueeze, aten._to_copy, aten.mul, aten.cat, aten.view, aten.transpose, aten.expand, aten.clone, aten._unsafe_view, aten._scaled_dot_product_flash_attention_for_cpu]
        # [Provenance debug handles] torch.ops.aten._scaled_dot_product_flash_attention_for_cpu.default:8
        buf20 = torch.ops.aten._scaled_dot_product_flash_attention_for_cpu.default(buf13, reinterpret_tensor(buf17, (1, 4, 8, 16), (0, 128, 16, 1), 0), reinterpret_tensor(buf18, (1, 4, 8, 16), (0, 128, 16, 1), 0), attn_mask=buf19, scale=0.25)
        buf21 = buf20[0]
        assert_tensor_metadata(buf21, (1, 4, 8, 16), (512, 16, 64, 1), torch.float32, 'torch.ops.aten._scaled_dot_product_flash_attention_for_cpu.default')
        assert_alignment(buf21, 16, 'torch.ops.aten._scaled_dot_product_flash_attention_for_cpu.default')
        buf22 = buf20[1]
        assert_tensor_metadata(buf22, (1, 4, 8), (32, 1, 4), torch.float32, 'torch.ops.aten._scaled_dot_product_flash_attention_for_cpu.default')
        assert_alignment(buf22, 16, 'torch.ops.aten._scaled_dot_product_flash_attention_for_cpu.default')
        del buf20
        assert_size_stride_grouped((primals_11, primals_12), ((64, 64), (64, 1)), ((64, 1), (1, 1)), 'input')
        # Topologically Sorted Source Nodes: [transpose_3, reshape_3, attn_output_4], Original ATen: [aten.transpose, aten.view, quanto.qbytes_mm]
        # [Provenance debug handles] torch.ops.quanto.qbytes_mm.default:9
        buf23 = torch.ops.quanto.qbytes_mm.default(reinterpret_tensor(buf21, (8, 64), (64, 1), 0), primals_11, primals_12)
        assert_tensor_metadata(buf23, (8, 64), (64, 1), torch.float32, 'torch.ops.quanto.qbytes_mm.default')
        # buffer buf23 (op: torch.ops.quanto.qbytes_mm.default) is assumed to be not aligned
        assert_size_stride(primals_13, (64, ), (1, ), 'input')
        buf24 = reinterpret_tensor(buf23, (1, 8, 64), (512, 64, 1), 0); del buf23  # reuse
        buf25 = buf5; del buf5  # reuse
        buf26 = reinterpret_tensor(buf25, (1, 8, 1), (8, 1, 1), 0); del buf25  # reuse
        buf27 = reinterpret_tensor(buf12, (1, 8, 64), (512, 64, 1), 0); del buf12  # reuse
        assert_size_stride_grouped((primals_14, primals_15), ((128, 64), (128, 1)), ((64, 1), (1, 1)), 'input')
        # [Provenance debug handles] cpp_fused_add_embedding_mean_mul_pow_rsqrt_view_3:10
        cpp_fused_add_embedding_mean_mul_pow_rsqrt_view_3(buf24, buf26, primals_1, primals_2, primals_13, buf27)
        del primals_1
        del primals_2
        # Topologically Sorted Source Nodes: [hidden_states_7, hidden_states_8, linear_4], Original ATen: [aten.mul, aten.view, quanto.qbytes_mm]
        # [Provenance debug handles] torch.ops.quanto.qbytes_mm.default:11
        buf28 = torch.ops.quanto.qbytes_mm.default(reinterpret_tensor(buf27, (8, 64), (64, 1), 0), primals_14, primals_15)
        assert_tensor_metadata(buf28, (8, 128), (128, 1), torch.float32, 'torch.ops.quanto.qbytes_mm.default')
        # buffer buf28 (op: torch.ops.quanto.qbytes_mm.default) is assumed to be not aligned
        assert_size_stride_grouped((primals_16, primals_17), ((128, 64), (128, 1)), ((64, 1), (1, 1)), 'input')
        # Topologically Sorted Source Nodes: [hidden_states_7, hidden_states_8, linear_4, linear_5], Original ATen: [aten.mul, aten.view, quanto.qbytes_mm]
        # [Provenance debug handles] torch.ops.quanto.qbytes_mm.default:12
        buf29 = torch.ops.quanto.qbytes_mm.default(reinterpret_tensor(buf27, (8, 64), (64, 1), 0), primals_16, primals_17)
        assert_tensor_metadata(buf29, (8, 128), (128, 1), torch.float32, 'torch.ops.quanto.qbytes_mm.default')
        # buffer buf29 (op: torch.ops.quanto.qbytes_mm.default) is assumed to be not aligned
        buf30 = empty_strided_cpu((1, 8, 128), (1024, 128, 1), torch.float32)
        assert_size_stride_grouped((primals_18, primals_19), ((64, 128), (64, 1)), ((128, 1), (1, 1)), 'input')
        # [Provenance debug handles] cpp_fused_mul_silu_view_4:13
        cpp_fused_mul_silu_view_4(buf28, buf29, buf30)
        # Topologically Sorted Source Nodes: [linear_4, silu, linear_5, mul_11, down_proj], Original ATen: [aten.view, aten.silu, aten.mul, quanto.qbytes_mm]
        # [Provenance debug handles] torch.ops.quanto.qbytes_mm.default:14
        buf31 = torch.ops.quanto.qbytes_mm.default(reinterpret_tensor(buf30, (8, 128), (128, 1), 0), primals_18, primals_19)
        assert_tensor_metadata(buf31, (8, 64), (64, 1), torch.float32, 'torch.ops.quanto.qbytes_mm.default')
        # buffer buf31 (op: torch.ops.quanto.qbytes_mm.default) is assumed to be not aligned
        buf32 = reinterpret_tensor(buf31, (1, 8, 64), (512, 64, 1), 0); del buf31  # reuse
        assert_size_stride(primals_20, (64, ), (1, ), 'input')
        buf33 = empty_strided_cpu((1, 8, 1), (8, 1, 8), torch.float32)
        buf34 = reinterpret_tensor(buf33, (1, 8, 1), (8, 1, 1), 0); del buf33  # reuse
        buf35 = empty_strided_cpu((1, 8, 64), (512, 64, 1), torch.float32)
        assert_size_stride_grouped((primals_21, primals_22), ((64, 64), (64, 1)), ((64, 1), (1, 1)), 'input')
        # [Provenance debug handles] cpp_fused_add_mean_mul_pow_rsqrt_view_5:15
        cpp_fused_add_mean_mul_pow_rsqrt_view_5(buf32, buf34, buf24, primals_20, buf35)
        # Topologically Sorted Source Nodes: [hidden_states_11, hidden_states_12, linear_7], Original ATen: [aten.mul, aten.view, quanto.qbytes_mm]
        # [Provenance debug handles] torch.ops.quanto.qbytes_mm.default:16
        buf36 = torch.ops.quanto.qbytes_mm.default(reinterpret_tensor(buf35, (8, 64), (64, 1), 0), primals_21, primals_22)
        assert_tensor_metadata(buf36, (8, 64), (64, 1), torch.float32, 'torch.ops.quanto.qbytes_mm.default')
        # buffer buf36 (op: torch.ops.quanto.qbytes_mm.default) is assumed to be not aligned
        assert_size_stride_grouped((primals_23, primals_24), ((32, 64), (32, 1)), ((64, 1), (1, 1)), 'input')
        # Topologically Sorted Source Nodes: [hidden_states_11, hidden_states_12, linear_7, linear_8], Original ATen: [aten.mul, aten.view, quanto.qbytes_mm]
        # [Provenance debug handles] torch.ops.quanto.qbytes_mm.default:17
        buf37 = torch.ops.quanto.qbytes_mm.default(reinterpret_tensor(buf35, (8, 64), (64, 1), 0), primals_23, primals_24)
        assert_tensor_metadata(buf37, (8, 32), (32, 1), torch.float32, 'torch.ops.quanto.qbytes_mm.default')
        # buffer buf37 (op: torch.ops.quanto.qbytes_mm.default) is assumed to be not aligned
        assert_size_stride_grouped((primals_25, primals_26), ((32, 64), (32, 1)), ((64, 1), (1, 1)), 'input')
        # Topologically Sorted Source Nodes: [hidden_states_11, hidden_states_12, linear_7, linear_9], Original ATen: [aten.mul, aten.view, quanto.qbytes_mm]
        # [Provenance debug handles] torch.ops.quanto.qbytes_mm.default:18
        buf38 = torch.ops.quanto.qbytes_mm.default(reinterpret_tensor(buf35, (8, 64), (64, 1), 0), primals_25, primals_26)
        assert_tensor_metadata(buf38, (8, 32), (32, 1), torch.float32, 'torch.ops.quanto.qbytes_mm.default')
        # buffer buf38 (op: torch.ops.quanto.qbytes_mm.default) is assumed to be not aligned
        buf41 = empty_strided_cpu((1, 4, 8, 16), (512, 128, 16, 1), torch.float32)
        buf39 = reinterpret_tensor(buf41, (1, 4, 8, 8), (512, 128, 16, 1), 0)  # alias
        buf40 = reinterpret_tensor(buf41, (1, 4, 8, 8), (512, 128, 16, 1), 8)  # alias
        buf42 = reinterpret_tensor(buf36, (1, 4, 8, 16), (512, 16, 64, 1), 0); del buf36  # reuse
        buf45 = buf16; del buf16  # reuse
        buf43 = reinterpret_tensor(buf45, (1, 2, 8, 8), (256, 128, 16, 1), 0)  # alias
        buf44 = reinterpret_tensor(buf45, (1, 2, 8, 8), (256, 128, 16, 1), 8)  # alias
        buf46 = empty_strided_cpu((1, 2, 2, 8, 16), (512, 256, 128, 16, 1), torch.float32)
        buf47 = empty_strided_cpu((1, 2, 2, 8, 16), (512, 256, 128, 16, 1), torch.float32)
        # [Provenance debug handles] cpp_fused__to_copy_add_cat_clone_expand_mul_neg_slice_transpose_unsqueeze_view_6:19
        cpp_fused__to_copy_add_cat_clone_expand_mul_neg_slice_transpose_unsqueeze_view_6(buf42, primals_3, buf41, buf37, buf45, buf38, buf39, buf40, buf43, buf44, buf46, buf47)
        del buf37
        del buf38
        del buf39
        del buf40
        del buf43
        del buf44
        del buf45
        # Topologically Sorted Source Nodes: [position_ids, position_ids_1, getitem_9, float_1, freqs, emb, cos_1, sin_1, cos_3, sin_3, linear_8, view_4, key_states_1, linear_9, view_5, value_states_1, mul_16, mul_17, k_embed_1, getitem_20, hidden_states_13, key_1, getitem_21, hidden_states_14, value_1, attn_output_5], Original ATen: [aten.add, aten.unsqueeze, aten._to_copy, aten.mul, aten.cat, aten.view, aten.transpose, aten.expand, aten.clone, aten._unsafe_view, aten._scaled_dot_product_flash_attention_for_cpu]
        # [Provenance debug handles] torch.ops.aten._scaled_dot_product_flash_attention_for_cpu.default:20
        buf48 = torch.ops.aten._scaled_dot_product_flash_attention_for_cpu.default(buf42, reinterpret_tensor(buf46, (1, 4, 8, 16), (0, 128, 16, 1), 0), reinterpret_tensor(buf47, (1, 4, 8, 16), (0, 128, 16, 1), 0), attn_mask=buf19, scale=0.25)
        buf49 = buf48[0]
        assert_tensor_metadata(buf49, (1, 4, 8, 16), (512, 16, 64, 1), torch.float32, 'torch.ops.aten._scaled_dot_product_flash_attention_for_cpu.default')
        assert_alignment(buf49, 16, 'torch.ops.aten._scaled_dot_product_flash_attention_for_cpu.default')
        buf50 = buf48[1]
        assert_tensor_metadata(buf50, (1, 4, 8), (32, 1, 4), torch.float32, 'torch.ops.aten._scaled_dot_product_flash_attention_for_cpu.default')
        assert_alignment(buf50, 16, 'torch.ops.aten._scaled_dot_product_flash_attention_for_cpu.default')
        del buf48
        assert_size_stride_grouped((primals_27, primals_28), ((64, 64), (64, 1)), ((64, 1), (1, 1)), 'input')
        # Topologically Sorted Source Nodes: [transpose_7, reshape_7, attn_output_9], Original ATen: [aten.transpose, aten.view, quanto.qbytes_mm]
        # [Provenance debug handles] torch.ops.quanto.qbytes_mm.default:21
        buf51 = torch.ops.quanto.qbytes_mm.default(reinterpret_tensor(buf49, (8, 64), (64, 1), 0), primals_27, primals_28)
        assert_tensor_metadata(buf51, (8, 64), (64, 1), torch.float32, 'torch.ops.quanto.qbytes_mm.default')
        # buffer buf51 (op: torch.ops.quanto.qbytes_mm.default) is assumed to be not aligned
        buf52 = reinterpret_tensor(buf51, (1, 8, 64), (512, 64, 1), 0); del buf51  # reuse
        assert_size_stride(primals_29, (64, ), (1, ), 'input')
        buf53 = empty_strided_cpu((1, 8, 1), (8, 1, 8), torch.float32)
        buf54 = reinterpret_tensor(buf53, (1, 8, 1), (8, 1, 1), 0); del buf53  # reuse
        buf55 = reinterpret_tensor(buf41, (1, 8, 64), (512, 64, 1), 0); del buf41  # reuse
        assert_size_stride_grouped((primals_30, primals_31), ((128, 64), (128, 1)), ((64, 1), (1, 1)), 'input')
        # [Provenance debug handles] cpp_fused_add_mean_mul_pow_rsqrt_view_5:22
        cpp_fused_add_mean_mul_pow_rsqrt_view_5(buf52, buf54, buf32, primals_29, buf55)
        # Topologically Sorted Source Nodes: [hidden_states_17, hidden_states_18, linear_11], Original ATen: [aten.mul, aten.view, quanto.qbytes_mm]
        # [Provenance debug handles] torch.ops.quanto.qbytes_mm.default:23
        buf56 = torch.ops.quanto.qbytes_mm.default(reinterpret_tensor(buf55, (8, 64), (64, 1), 0), primals_30, primals_31)
        assert_tensor_metadata(buf56, (8, 128), (128, 1), torch.float32, 'torch.ops.quanto.qbytes_mm.default')
        # buffer buf56 (op: torch.ops.quanto.qbytes_mm.default) is assumed to be not aligned
        assert_size_stride_grouped((primals_32, primals_33), ((128, 64), (128, 1)), ((64, 1), (1, 1)), 'input')
        # Topologically Sorted Source Nodes: [hidden_states_17, hidden_states_18, linear_11, linear_12], Original ATen: [aten.mul, aten.view, quanto.qbytes_mm]
        # [Provenance debug handles] torch.ops.quanto.qbytes_mm.default:24
        buf57 = torch.ops.quanto.qbytes_mm.default(reinterpret_tensor(buf55, (8, 64), (64, 1), 0), primals_32, primals_33)
        assert_tensor_metadata(buf57, (8, 128), (128, 1), torch.float32, 'torch.ops.quanto.qbytes_mm.default')
        # buffer buf57 (op: torch.ops.quanto.qbytes_mm.default) is assumed to be not aligned
        buf58 = empty_strided_cpu((1, 8, 128), (1024, 128, 1), torch.float32)
        assert_size_stride_grouped((primals_34, primals_35), ((64, 128), (64, 1)), ((128, 1), (1, 1)), 'input')
        # [Provenance debug handles] cpp_fused_mul_silu_view_4:25
        cpp_fused_mul_silu_view_4(buf56, buf57, buf58)
        # Topologically Sorted Source Nodes: [linear_11, silu_1, linear_12, mul_20, down_proj_1], Original ATen: [aten.view, aten.silu, aten.mul, quanto.qbytes_mm]
        # [Provenance debug handles] torch.ops.quanto.qbytes_mm.default:26
        buf59 = torch.ops.quanto.qbytes_mm.default(reinterpret_tensor(buf58, (8, 128), (128, 1), 0), primals_34, primals_35)
        assert_tensor_metadata(buf59, (8, 64), (64, 1), torch.float32, 'torch.ops.quanto.qbytes_mm.default')
        # buffer buf59 (op: torch.ops.quanto.qbytes_mm.default) is assumed to be not aligned
        buf60 = reinterpret_tensor(buf59, (1, 8, 64), (512, 64, 1), 0); del buf59  # reuse
        assert_size_stride(primals_36, (64, ), (1, ), 'input')
        buf61 = empty_strided_cpu((1, 8, 1), (8, 1, 8), torch.float32)
        buf62 = reinterpret_tensor(buf61, (1, 8, 1), (8, 1, 1), 0); del buf61  # reuse
        buf63 = empty_strided_cpu((1, 8, 64), (512, 64, 1), torch.float32)
        assert_size_stride(primals_37, (128, 64), (64, 1), 'input')
        # [Provenance debug handles] cpp_fused_add_mean_mul_pow_rsqrt_view_5:27
        cpp_fused_add_mean_mul_pow_rsqrt_view_5(buf60, buf62, buf52, primals_36, buf63)
        buf64 = empty_strided_cpu((8, 128), (128, 1), torch.float32)
        # Topologically Sorted Source Nodes: [hidden_states_21, hidden_states_22, logits], Original ATen: [aten.mul, aten.t, aten.view, aten.mm]
        # [Provenance debug handles] extern_kernels.mm:28
        extern_kernels.mm(reinterpret_tensor(buf63, (8, 64), (64, 1), 0), reinterpret_tensor(primals_37, (64, 128), (1, 64), 0), out=buf64)
        return (reinterpret_tensor(buf64, (1, 8, 128), (1024, 128, 1), 0), primals_3, primals_11, primals_12, primals_13, primals_14, primals_15, primals_16, primals_17, primals_18, primals_19, primals_20, primals_21, primals_22, primals_23, primals_24, primals_25, primals_26, primals_27, primals_28, primals_29, primals_30, primals_31, primals_32, primals_33, primals_34, primals_35, primals_36, reinterpret_tensor(buf6, (8, 64), (64, 1), 0), buf13, reinterpret_tensor(buf17, (1, 4, 8, 16), (512, 128, 16, 1), 0), reinterpret_tensor(buf18, (1, 4, 8, 16), (512, 128, 16, 1), 0), buf19, buf21, buf22, buf24, buf26, reinterpret_tensor(buf27, (8, 64), (64, 1), 0), buf28, buf29, reinterpret_tensor(buf30, (8, 128), (128, 1), 0), buf32, buf34, reinterpret_tensor(buf35, (8, 64), (64, 1), 0), buf42, reinterpret_tensor(buf46, (1, 4, 8, 16), (512, 128, 16, 1), 0), reinterpret_tensor(buf47, (1, 4, 8, 16), (512, 128, 16, 1), 0), buf49, buf50, buf52, buf54, reinterpret_tensor(buf55, (8, 64), (64, 1), 0), buf56, buf57, reinterpret_tensor(buf58, (8, 128), (128, 1), 0), buf60, buf62, primals_37, )

runner = Runner(partitions=[])
call = runner.call
recursively_apply_fns = runner.recursively_apply_fns


def get_args():
    from torch._dynamo.testing import rand_strided
    primals_1 = rand_strided((1, 8), (8, 1), device='cpu', dtype=torch.int64)
    primals_2 = rand_strided((128, 64), (64, 1), device='cpu', dtype=torch.float32)
    primals_3 = rand_strided((8, ), (1, ), device='cpu', dtype=torch.float32)
    primals_4 = rand_strided((64, ), (1, ), device='cpu', dtype=torch.float32)
    primals_5 = rand_strided((64, 64), (64, 1), device='cpu', dtype=torch.int8)
    primals_6 = rand_strided((64, 1), (1, 1), device='cpu', dtype=torch.float32)
    primals_7 = rand_strided((32, 64), (64, 1), device='cpu', dtype=torch.int8)
    primals_8 = rand_strided((32, 1), (1, 1), device='cpu', dtype=torch.float32)
    primals_9 = rand_strided((32, 64), (64, 1), device='cpu', dtype=torch.int8)
    primals_10 = rand_strided((32, 1), (1, 1), device='cpu', dtype=torch.float32)
    primals_11 = rand_strided((64, 64), (64, 1), device='cpu', dtype=torch.int8)
    primals_12 = rand_strided((64, 1), (1, 1), device='cpu', dtype=torch.float32)
    primals_13 = rand_strided((64, ), (1, ), device='cpu', dtype=torch.float32)
    primals_14 = rand_strided((128, 64), (64, 1), device='cpu', dtype=torch.int8)
    primals_15 = rand_strided((128, 1), (1, 1), device='cpu', dtype=torch.float32)
    primals_16 = rand_strided((128, 64), (64, 1), device='cpu', dtype=torch.int8)
    primals_17 = rand_strided((128, 1), (1, 1), device='cpu', dtype=torch.float32)
    primals_18 = rand_strided((64, 128), (128, 1), device='cpu', dtype=torch.int8)
    primals_19 = rand_strided((64, 1), (1, 1), device='cpu', dtype=torch.float32)
    primals_20 = rand_strided((64, ), (1, ), device='cpu', dtype=torch.float32)
    primals_21 = rand_strided((64, 64), (64, 1), device='cpu', dtype=torch.int8)
    primals_22 = rand_strided((64, 1), (1, 1), device='cpu', dtype=torch.float32)
    primals_23 = rand_strided((32, 64), (64, 1), device='cpu', dtype=torch.int8)
    primals_24 = rand_strided((32, 1), (1, 1), device='cpu', dtype=torch.float32)
    primals_25 = rand_strided((32, 64), (64, 1), device='cpu', dtype=torch.int8)
    primals_26 = rand_strided((32, 1), (1, 1), device='cpu', dtype=torch.float32)
    primals_27 = rand_strided((64, 64), (64, 1), device='cpu', dtype=torch.int8)
    primals_28 = rand_strided((64, 1), (1, 1), device='cpu', dtype=torch.float32)
    primals_29 = rand_strided((64, ), (1, ), device='cpu', dtype=torch.float32)
    primals_30 = rand_strided((128, 64), (64, 1), device='cpu', dtype=torch.int8)
    primals_31 = rand_strided((128, 1), (1, 1), device='cpu', dtype=torch.float32)
    primals_32 = rand_strided((128, 64), (64, 1), device='cpu', dtype=torch.int8)
    primals_33 = rand_strided((128, 1), (1, 1), device='cpu', dtype=torch.float32)
    primals_34 = rand_strided((64, 128), (128, 1), device='cpu', dtype=torch.int8)
    primals_35 = rand_strided((64, 1), (1, 1), device='cpu', dtype=torch.float32)
    primals_36 = rand_strided((64, ), (1, ), device='cpu', dtype=torch.float32)
    primals_37 = rand_strided((128, 64), (64, 1), device='cpu', dtype=torch.float32)
    return [primals_1, primals_2, primals_3, primals_4, primals_5, primals_6, primals_7, primals_8, primals_9, primals_10, primals_11, primals_12, primals_13, primals_14, primals_15, primals_16, primals_17, primals_18, primals_19, primals_20, primals_21, primals_22, primals_23, primals_24, primals_25, primals_26, primals_27, primals_28, primals_29, primals_30, primals_31, primals_32, primals_33, primals_34, primals_35, primals_36, primals_37]


def benchmark_compiled_module(args, times=10, repeat=10):
    from torch._inductor.utils import print_performance
    fn = lambda: call(list(args))
    return print_performance(fn, times=times, repeat=repeat, device='cpu')


if __name__ == "__main__":
    from torch._inductor.wrapper_benchmark import compiled_module_main
    args = get_args()
    compiled_module_main('None', lambda times, repeat: benchmark_compiled_module(args, times=times, repeat=repeat))
