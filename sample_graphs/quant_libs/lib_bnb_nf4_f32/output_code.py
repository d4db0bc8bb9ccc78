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


cpp_fused_add_embedding_gemm_4bit_mean_mul_pow_rsqrt_0 = async_compile.cpp_pybinding(['const int64_t*', 'const float*', 'const float*', 'float*', 'float*', 'float*', 'float*'], r'''
#include <torch/csrc/inductor/cpp_prefix.h>
extern "C"  void  kernel(const int64_t* in_ptr0,
                       const float* in_ptr1,
                       const float* in_ptr2,
                       float* out_ptr0,
                       float* out_ptr1,
                       float* out_ptr2,
                       float* out_ptr3)
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
                        tmp14.store(out_ptr2 + static_cast<int64_t>(x1 + 64L*x0));
                        tmp14.store(out_ptr3 + static_cast<int64_t>(x1 + 64L*x0));
                    }
                }
            }
        }
    }
    inductor_cpu_integer_div_error_flag = nullptr;
    inductor_cpu_throw_if_integer_div_error(inductor_cpu_integer_div_error);
}
''')


cpp_fused_cat_neg_slice_transpose_view_1 = async_compile.cpp_pybinding(['const float*', 'float*', 'float*'], r'''
#include <torch/csrc/inductor/cpp_prefix.h>
extern "C"  void  kernel(const float* in_ptr0,
                       float* out_ptr0,
                       float* out_ptr1)
{
    std::atomic<int> inductor_cpu_integer_div_error{0};
    inductor_cpu_integer_div_error_flag = &inductor_cpu_integer_div_error;
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
    inductor_cpu_integer_div_error_flag = nullptr;
    inductor_cpu_throw_if_integer_div_error(inductor_cpu_integer_div_error);
}
''')


cpp_fused_cat_neg_slice_transpose_view_2 = async_compile.cpp_pybinding(['const float*', 'float*', 'float*'], r'''
#include <torch/csrc/inductor/cpp_prefix.h>
extern "C"  void  kernel(const float* in_ptr0,
                       float* out_ptr0,
                       float* out_ptr1)
{
    std::atomic<int> inductor_cpu_integer_div_error{0};
    inductor_cpu_integer_div_error_flag = &inductor_cpu_integer_div_error;
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
                            auto tmp0 = at::vec::Vectorized<float>::loadu(in_ptr0 + static_cast<int64_t>(8L + x2 + 16L*x0 + 32L*x1), static_cast<int64_t>(8L));
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
                            auto tmp0 = at::vec::Vectorized<float>::loadu(in_ptr0 + static_cast<int64_t>(x2 + 16L*x0 + 32L*x1), static_cast<int64_t>(8L));
                            tmp0.store(out_ptr1 + static_cast<int64_t>(x2 + 16L*x1 + 128L*x0), static_cast<int64_t>(8L));
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


cpp_fused_add_cat_cumsum_ne_slice_sub_unsqueeze_3 = async_compile.cpp_pybinding(['const int64_t*', 'int64_t*', 'int64_t*', 'int64_t*'], r'''
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


cpp_fused__scaled_dot_product_flash_attention_for_cpu__to_copy__unsafe_view_add_arange_bitwise_and_cat_clone_eq_expand_index_le_mul_new_ones_scalar_tensor_transpose_unsqueeze_view_where_4 = async_compile.cpp_pybinding(['float*', 'const float*', 'const float*', 'const float*', 'const float*', 'const float*', 'const int64_t*', 'float*', 'float*', 'float*', 'float*'], r'''
#include <torch/csrc/inductor/cpp_prefix.h>
extern "C"  void  kernel(float* in_out_ptr0,
                       const float* in_ptr0,
                       const float* in_ptr1,
                       const float* in_ptr2,
                       const float* in_ptr3,
                       const float* in_ptr4,
                       const int64_t* in_ptr5,
                       float* out_ptr0,
                       float* out_ptr1,
                       float* out_ptr2,
                       float* out_ptr3)
{
    std::atomic<int> inductor_cpu_integer_div_error{0};
    inductor_cpu_integer_div_error_flag = &inductor_cpu_integer_div_error;
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
                            auto tmp1 = in_ptr0[static_cast<int64_t>((static_cast<int64_t>(x2) % static_cast<int64_t>(8L)))];
                            auto tmp7 = in_ptr1[static_cast<int64_t>(x2 + 16L*x0 + 128L*x1)];
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
        for(int64_t x0=static_cast<int64_t>(0L); x0<static_cast<int64_t>(4L); x0+=static_cast<int64_t>(1L))
        {
            #pragma GCC ivdep
            for(int64_t x1=static_cast<int64_t>(0L); x1<static_cast<int64_t>(8L); x1+=static_cast<int64_t>(1L))
            {
                #pragma GCC ivdep
                for(int64_t x2=static_cast<int64_t>(0L); x2<static_cast<int64_t>(16L); x2+=static_cast<int64_t>(1L))
                {
                    {
                        {
                            auto tmp0 = in_ptr2[static_cast<int64_t>(x2 + 16L*(c10::div_floor_integer(static_cast<int64_t>(x0), static_cast<int64_t>(2L))) + 32L*x1)];
                            auto tmp1 = in_ptr0[static_cast<int64_t>((static_cast<int64_t>(x2) % static_cast<int64_t>(8L)))];
                            auto tmp7 = in_ptr3[static_cast<int64_t>(x2 + 16L*x1 + 128L*(c10::div_floor_integer(static_cast<int64_t>(x0), static_cast<int64_t>(2L))))];
                            auto tmp2 = x1;
                            auto tmp3 = c10::convert<float>(tmp2);
                            auto tmp4 = float(tmp3 * tmp1);
                            auto tmp5 = std::cos(tmp4);
                            auto tmp6 = float(tmp0 * tmp5);
                            auto tmp8 = std::sin(tmp4);
                            auto tmp9 = float(tmp7 * tmp8);
                            auto tmp10 = float(tmp6 + tmp9);
                            out_ptr0[static_cast<int64_t>(x2 + 16L*x1 + 128L*x0)] = tmp10;
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
                for(int64_t x2=static_cast<int64_t>(0L); x2<static_cast<int64_t>(16L); x2+=static_cast<int64_t>(16L))
                {
                    {
                        if(C10_LIKELY(x2 >= static_cast<int64_t>(0) && x2 < static_cast<int64_t>(16L)))
                        {
                            auto tmp0 = at::vec::Vectorized<float>::loadu(in_ptr4 + static_cast<int64_t>(x2 + 16L*(c10::div_floor_integer(static_cast<int64_t>(x0), static_cast<int64_t>(2L))) + 32L*x1), static_cast<int64_t>(16));
                            tmp0.store(out_ptr1 + static_cast<int64_t>(x2 + 16L*x1 + 128L*x0));
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
                        auto tmp12 = in_ptr5[static_cast<int64_t>(x0)];
                        auto tmp13 = at::vec::VectorizedN<int64_t,2>::loadu(in_ptr5 + static_cast<int64_t>(x1), static_cast<int64_t>(8L));
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
                        tmp23.store(out_ptr2 + static_cast<int64_t>(x1 + 8L*x0), static_cast<int64_t>(8L));
                        tmp23.store(out_ptr3 + static_cast<int64_t>(x1 + 8L*x0), static_cast<int64_t>(8L));
                    }
                }
            }
        }
    }
    inductor_cpu_integer_div_error_flag = nullptr;
    inductor_cpu_throw_if_integer_div_error(inductor_cpu_integer_div_error);
}
''')


cpp_fused_add_embedding_mean_mul_pow_rsqrt_5 = async_compile.cpp_pybinding(['const int64_t*', 'const float*', 'const float*', 'const float*', 'float*', 'float*'], r'''
#include <torch/csrc/inductor/cpp_prefix.h>
extern "C"  void  kernel(const int64_t* in_ptr0,
                       const float* in_ptr1,
                       const float* in_ptr2,
                       const float* in_ptr3,
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
                            auto tmp5 = at::vec::Vectorized<float>::loadu(in_ptr2 + static_cast<int64_t>(x1 + 64L*x0), static_cast<int64_t>(16));
                            auto tmp1 = tmp0;
                            auto tmp2 = c10::convert<int64_t>(tmp1);
                            TORCH_CHECK((0 <= tmp2) & (tmp2 < 128L), "index out of bounds: 0 <= tmp2 < 128L");
                            auto tmp4 = at::vec::Vectorized<float>::loadu(in_ptr1 + static_cast<int64_t>(x1 + 64L*tmp0), static_cast<int64_t>(16));
                            auto tmp6 = tmp4 + tmp5;
                            auto tmp7 = tmp6 * tmp6;
                            tmp_acc0_vec = tmp_acc0_vec + tmp7;
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
                        auto tmp0 = at::vec::Vectorized<float>::loadu(in_ptr3 + static_cast<int64_t>(x1), static_cast<int64_t>(16));
                        auto tmp1 = in_ptr0[static_cast<int64_t>(x0)];
                        auto tmp6 = at::vec::Vectorized<float>::loadu(in_ptr2 + static_cast<int64_t>(x1 + 64L*x0), static_cast<int64_t>(16));
                        auto tmp8 = out_ptr0[static_cast<int64_t>(x0)];
                        auto tmp2 = tmp1;
                        auto tmp3 = c10::convert<int64_t>(tmp2);
                        TORCH_CHECK((0 <= tmp3) & (tmp3 < 128L), "index out of bounds: 0 <= tmp3 < 128L");
                        auto tmp5 = at::vec::Vectorized<float>::loadu(in_ptr1 + static_cast<int64_t>(x1 + 64L*tmp1), static_cast<int64_t>(16));
                        auto tmp7 = tmp5 + tmp6;
                        auto tmp9 = static_cast<float>(64.0);
                        auto tmp10 = tmp8 / tmp9;
                        auto tmp11 = static_cast<float>(1e-06);
                        auto tmp12 = float(tmp10 + tmp11);
                        auto tmp13 = 1 / std::sqrt(tmp12);
                        auto tmp14 = at::vec::Vectorized<float>(tmp13);
                        auto tmp15 = tmp7 * tmp14;
                        auto tmp16 = tmp0 * tmp15;
                        tmp16.store(out_ptr1 + static_cast<int64_t>(x1 + 64L*x0));
                    }
                }
            }
        }
    }
    inductor_cpu_integer_div_error_flag = nullptr;
    inductor_cpu_throw_if_integer_div_error(inductor_cpu_integer_div_error);
}
''')


cpp_fused_gemm_4bit_mul_silu_6 = async_compile.cpp_pybinding(['float*', 'const float*'], r'''
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
            for(int64_t x0=static_cast<int64_t>(0L); x0<static_cast<int64_t>(1024L); x0+=static_cast<int64_t>(16L))
            {
                {
                    if(C10_LIKELY(x0 >= static_cast<int64_t>(0) && x0 < static_cast<int64_t>(1024L)))
                    {
                        auto tmp0 = at::vec::Vectorized<float>::loadu(in_out_ptr0 + static_cast<int64_t>(x0), static_cast<int64_t>(16));
                        auto tmp7 = at::vec::Vectorized<float>::loadu(in_ptr0 + static_cast<int64_t>(x0), static_cast<int64_t>(16));
                        auto tmp1 = tmp0.neg();
                        auto tmp2 = tmp1.exp();
                        auto tmp3 = static_cast<float>(1.0);
                        auto tmp4 = at::vec::Vectorized<float>(tmp3);
                        auto tmp5 = tmp2 + tmp4;
                        auto tmp6 = tmp0 / tmp5;
                        auto tmp8 = tmp6 * tmp7;
                        tmp8.store(in_out_ptr0 + static_cast<int64_t>(x0));
                    }
                }
            }
        }
    }
    inductor_cpu_integer_div_error_flag = nullptr;
    inductor_cpu_throw_if_integer_div_error(inductor_cpu_integer_div_error);
}
''')


cpp_fused_add_embedding_mean_mul_pow_rsqrt_7 = async_compile.cpp_pybinding(['const int64_t*', 'const float*', 'const float*', 'const float*', 'const float*', 'float*', 'float*'], r'''
#include <torch/csrc/inductor/cpp_prefix.h>
extern "C"  void  kernel(const int64_t* in_ptr0,
                       const float* in_ptr1,
                       const float* in_ptr2,
                       const float* in_ptr3,
                       const float* in_ptr4,
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
                            auto tmp5 = at::vec::Vectorized<float>::loadu(in_ptr2 + static_cast<int64_t>(x1 + 64L*x0), static_cast<int64_t>(16));
                            auto tmp7 = at::vec::Vectorized<float>::loadu(in_ptr3 + static_cast<int64_t>(x1 + 64L*x0), static_cast<int64_t>(16));
                            auto tmp1 = tmp0;
                            auto tmp2 = c10::convert<int64_t>(tmp1);
                            TORCH_CHECK((0 <= tmp2) & (tmp2 < 128L), "index out of bounds: 0 <= tmp2 < 128L");
                            auto tmp4 = at::vec::Vectorized<float>::loadu(in_ptr1 + static_cast<int64_t>(x1 + 64L*tmp0), static_cast<int64_t>(16));
                            auto tmp6 = tmp4 + tmp5;
                            auto tmp8 = tmp6 + tmp7;
                            auto tmp9 = tmp8 * tmp8;
                            tmp_acc0_vec = tmp_acc0_vec + tmp9;
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
                        auto tmp0 = at::vec::Vectorized<float>::loadu(in_ptr4 + static_cast<int64_t>(x1), static_cast<int64_t>(16));
                        auto tmp1 = in_ptr0[static_cast<int64_t>(x0)];
                        auto tmp6 = at::vec::Vectorized<float>::loadu(in_ptr2 + static_cast<int64_t>(x1 + 64L*x0), static_cast<int64_t>(16));
                        auto tmp8 = at::vec::Vectorized<float>::loadu(in_ptr3 + static_cast<int64_t>(x1 + 64L*x0), static_cast<int64_t>(16));
                        auto tmp10 = out_ptr0[static_cast<int64_t>(x0)];
                        auto tmp2 = tmp1;
                        auto tmp3 = c10::convert<int64_t>(tmp2);
                        TORCH_CHECK((0 <= tmp3) & (tmp3 < 128L), "index out of bounds: 0 <= tmp3 < 128L");
                        auto tmp5 = at::vec::Vectorized<float>::loadu(in_ptr1 + static_cast<int64_t>(x1 + 64L*tmp1), static_cast<int64_t>(16));
                        auto tmp7 = tmp5 + tmp6;
                        auto tmp9 = tmp7 + tmp8;
                        auto tmp11 = static_cast<float>(64.0);
                        auto tmp12 = tmp10 / tmp11;
                        auto tmp13 = static_cast<float>(1e-06);
                        auto tmp14 = float(tmp12 + tmp13);
                        auto tmp15 = 1 / std::sqrt(tmp14);
                        auto tmp16 = at::vec::Vectorized<float>(tmp15);
                        auto tmp17 = tmp9 * tmp16;
                        auto tmp18 = tmp0 * tmp17;
                        tmp18.store(out_ptr1 + static_cast<int64_t>(x1 + 64L*x0));
                    }
                }
            }
        }
    }
    inductor_cpu_integer_div_error_flag = nullptr;
    inductor_cpu_throw_if_integer_div_error(inductor_cpu_integer_div_error);
}
''')


cpp_fused__scaled_dot_product_flash_attention_for_cpu__to_copy__unsafe_view_add_arange_bitwise_and_cat_clone_eq_expand_index_le_mul_new_ones_scalar_tensor_transpose_unsqueeze_view_where_8 = async_compile.cpp_pybinding(['float*', 'const float*', 'const float*', 'const float*', 'const float*', 'const float*', 'float*', 'float*'], r'''
#include <torch/csrc/inductor/cpp_prefix.h>
extern "C"  void  kernel(float* in_out_ptr0,
                       const float* in_ptr0,
                       const float* in_ptr1,
                       const float* in_ptr2,
                       const float* in_ptr3,
                       const float* in_ptr4,
                       float* out_ptr0,
                       float* out_ptr1)
{
    std::atomic<int> inductor_cpu_integer_div_error{0};
    inductor_cpu_integer_div_error_flag = &inductor_cpu_integer_div_error;
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
                            auto tmp1 = in_ptr0[static_cast<int64_t>((static_cast<int64_t>(x2) % static_cast<int64_t>(8L)))];
                            auto tmp7 = in_ptr1[static_cast<int64_t>(x2 + 16L*x0 + 128L*x1)];
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
        for(int64_t x0=static_cast<int64_t>(0L); x0<static_cast<int64_t>(4L); x0+=static_cast<int64_t>(1L))
        {
            #pragma GCC ivdep
            for(int64_t x1=static_cast<int64_t>(0L); x1<static_cast<int64_t>(8L); x1+=static_cast<int64_t>(1L))
            {
                #pragma GCC ivdep
                for(int64_t x2=static_cast<int64_t>(0L); x2<static_cast<int64_t>(16L); x2+=static_cast<int64_t>(1L))
                {
                    {
                        {
                            auto tmp0 = in_ptr2[static_cast<int64_t>(x2 + 16L*(c10::div_floor_integer(static_cast<int64_t>(x0), static_cast<int64_t>(2L))) + 32L*x1)];
                            auto tmp1 = in_ptr0[static_cast<int64_t>((static_cast<int64_t>(x2) % static_cast<int64_t>(8L)))];
                            auto tmp7 = in_ptr3[static_cast<int64_t>(x2 + 16L*x1 + 128L*(c10::div_floor_integer(static_cast<int64_t>(x0), static_cast<int64_t>(2L))))];
                            auto tmp2 = x1;
                            auto tmp3 = c10::convert<float>(tmp2);
                            auto tmp4 = float(tmp3 * tmp1);
                            auto tmp5 = std::cos(tmp4);
                            auto tmp6 = float(tmp0 * tmp5);
                            auto tmp8 = std::sin(tmp4);
                            auto tmp9 = float(tmp7 * tmp8);
                            auto tmp10 = float(tmp6 + tmp9);
                            out_ptr0[static_cast<int64_t>(x2 + 16L*x1 + 128L*x0)] = tmp10;
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
                for(int64_t x2=static_cast<int64_t>(0L); x2<static_cast<int64_t>(16L); x2+=static_cast<int64_t>(16L))
                {
                    {
                        if(C10_LIKELY(x2 >= static_cast<int64_t>(0) && x2 < static_cast<int64_t>(16L)))
                        {
                            auto tmp0 = at::vec::Vectorized<float>::loadu(in_ptr4 + static_cast<int64_t>(x2 + 16L*(c10::div_floor_integer(static_cast<int64_t>(x0), static_cast<int64_t>(2L))) + 32L*x1), static_cast<int64_t>(16));
                            tmp0.store(out_ptr1 + static_cast<int64_t>(x2 + 16L*x1 + 128L*x0));
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


cpp_fused_add_embedding_mean_mul_pow_rsqrt_9 = async_compile.cpp_pybinding(['float*', 'const int64_t*', 'const float*', 'const float*', 'const float*', 'const float*', 'float*', 'float*'], r'''
#include <torch/csrc/inductor/cpp_prefix.h>
extern "C"  void  kernel(float* in_out_ptr0,
                       const int64_t* in_ptr0,
                       const float* in_ptr1,
                       const float* in_ptr2,
                       const float* in_ptr3,
                       const float* in_ptr4,
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
                            auto tmp5 = at::vec::Vectorized<float>::loadu(in_out_ptr0 + static_cast<int64_t>(x1 + 64L*x0), static_cast<int64_t>(16));
                            auto tmp7 = at::vec::Vectorized<float>::loadu(in_ptr2 + static_cast<int64_t>(x1 + 64L*x0), static_cast<int64_t>(16));
                            auto tmp9 = at::vec::Vectorized<float>::loadu(in_ptr3 + static_cast<int64_t>(x1 + 64L*x0), static_cast<int64_t>(16));
                            auto tmp1 = tmp0;
                            auto tmp2 = c10::convert<int64_t>(tmp1);
                            TORCH_CHECK((0 <= tmp2) & (tmp2 < 128L), "index out of bounds: 0 <= tmp2 < 128L");
                            auto tmp4 = at::vec::Vectorized<float>::loadu(in_ptr1 + static_cast<int64_t>(x1 + 64L*tmp0), static_cast<int64_t>(16));
                            auto tmp6 = tmp4 + tmp5;
                            auto tmp8 = tmp6 + tmp7;
                            auto tmp10 = tmp8 + tmp9;
                            auto tmp11 = tmp10 * tmp10;
                            tmp10.store(in_out_ptr0 + static_cast<int64_t>(x1 + 64L*x0));
                            tmp_acc0_vec = tmp_acc0_vec + tmp11;
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
                        auto tmp0 = at::vec::Vectorized<float>::loadu(in_ptr4 + static_cast<int64_t>(x1), static_cast<int64_t>(16));
                        auto tmp1 = at::vec::Vectorized<float>::loadu(in_out_ptr0 + static_cast<int64_t>(x1 + 64L*x0), static_cast<int64_t>(16));
                        auto tmp2 = out_ptr0[static_cast<int64_t>(x0)];
                        auto tmp3 = static_cast<float>(64.0);
                        auto tmp4 = tmp2 / tmp3;
                        auto tmp5 = static_cast<float>(1e-06);
                        auto tmp6 = float(tmp4 + tmp5);
                        auto tmp7 = 1 / std::sqrt(tmp6);
                        auto tmp8 = at::vec::Vectorized<float>(tmp7);
                        auto tmp9 = tmp1 * tmp8;
                        auto tmp10 = tmp0 * tmp9;
                        tmp10.store(out_ptr1 + static_cast<int64_t>(x1 + 64L*x0));
                    }
                }
            }
        }
    }
    inductor_cpu_integer_div_error_flag = nullptr;
    inductor_cpu_throw_if_integer_div_error(inductor_cpu_integer_div_error);
}
''')


cpp_fused_add_mean_mul_pow_rsqrt_10 = async_compile.cpp_pybinding(['float*', 'const float*', 'const float*', 'float*'], r'''
#include <torch/csrc/inductor/cpp_prefix.h>
extern "C"  void  kernel(float* in_out_ptr0,
                       const float* in_ptr1,
                       const float* in_ptr2,
                       float* out_ptr0)
{
    std::atomic<int> inductor_cpu_integer_div_error{0};
    inductor_cpu_integer_div_error_flag = &inductor_cpu_integer_div_error;
    auto in_ptr0 = in_out_ptr0;
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
                            auto tmp0 = at::vec::Vectorized<float>::loadu(in_ptr0 + static_cast<int64_t>(x1 + 64L*x0), static_cast<int64_t>(16));
                            auto tmp1 = at::vec::Vectorized<float>::loadu(in_ptr1 + static_cast<int64_t>(x1 + 64L*x0), static_cast<int64_t>(16));
                            auto tmp2 = tmp0 + tmp1;
                            auto tmp3 = tmp2 * tmp2;
                            tmp_acc0_vec = tmp_acc0_vec + tmp3;
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
                        auto tmp1 = at::vec::Vectorized<float>::loadu(in_out_ptr0 + static_cast<int64_t>(x1 + 64L*x0), static_cast<int64_t>(16));
                        auto tmp2 = at::vec::Vectorized<float>::loadu(in_ptr1 + static_cast<int64_t>(x1 + 64L*x0), static_cast<int64_t>(16));
                        auto tmp4 = out_ptr0[static_cast<int64_t>(x0)];
                        auto tmp3 = tmp1 + tmp2;
                        auto tmp5 = static_cast<float>(64.0);
                        auto tmp6 = tmp4 / tmp5;
                        auto tmp7 = static_cast<float>(1e-06);
                        auto tmp8 = float(tmp6 + tmp7);
                        auto tmp9 = 1 / std::sqrt(tmp8);
                        auto tmp10 = at::vec::Vectorized<float>(tmp9);
                        auto tmp11 = tmp3 * tmp10;
                        auto tmp12 = tmp0 * tmp11;
                        tmp12.store(in_out_ptr0 + static_cast<int64_t>(x1 + 64L*x0));
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
        arg0_1, arg1_1, arg2_1, arg3_1, arg4_1, arg5_1, arg6_1, arg7_1, arg8_1, arg9_1, arg10_1, arg11_1, arg12_1, arg13_1, arg14_1, arg15_1, arg16_1, arg17_1, arg18_1, arg19_1, arg20_1, arg21_1, arg22_1, arg23_1, arg24_1, arg25_1, arg26_1, arg27_1, arg28_1, arg29_1, arg30_1, arg31_1, arg32_1, arg33_1, arg34_1, arg35_1, arg36_1, arg37_1, arg38_1, arg39_1, arg40_1, arg41_1, arg42_1, arg43_1, arg44_1, arg45_1, arg46_1, arg47_1, arg48_1, arg49_1, arg50_1, arg51_1, arg52_1, arg53_1, arg54_1, arg55_1, arg56_1, arg57_1, arg58_1, arg59_1, arg60_1, arg61_1, arg62_1, arg63_1, arg64_1, arg65_1, arg66_1, arg67_1, arg68_1, arg69_1, arg70_1, arg71_1, arg72_1, arg73_1, arg74_1, arg75_1, arg76_1, arg77_1, arg78_1 = args
        args.clear()
        assert_size_stride_grouped((arg0_1, arg1_1, arg3_1), ((1, 8), (128, 64), (64, )), ((8, 1), (64, 1), (1, )), 'input')
        buf0 = empty_strided_cpu((1, 8, 1), (8, 1, 8), torch.float32)
        buf1 = empty_strided_cpu((1, 8, 64), (512, 64, 1), torch.float32)
        buf6 = empty_strided_cpu((1, 8, 64), (512, 64, 1), torch.float32)
        buf11 = empty_strided_cpu((1, 8, 64), (512, 64, 1), torch.float32)
        assert_size_stride_grouped((arg4_1, arg5_1, arg6_1, arg7_1, arg8_1), ((2048, 1), (1, ), (64, ), (256, ), ()), ((1, 1), (1, ), (1, ), (1, ), ()), 'input')
        # [Provenance debug handles] cpp_fused_add_embedding_gemm_4bit_mean_mul_pow_rsqrt_0:1
        cpp_fused_add_embedding_gemm_4bit_mean_mul_pow_rsqrt_0(arg0_1, arg1_1, arg3_1, buf0, buf1, buf6, buf11)
        del arg3_1
        # Topologically Sorted Source Nodes: [inputs_embeds, pow_1, variance, add_3, rsqrt, hidden_states_1, hidden_states_2, result_3], Original ATen: [aten.embedding, aten.pow, aten.mean, aten.add, aten.rsqrt, aten.mul, bitsandbytes.gemm_4bit]
        # [Provenance debug handles] torch.ops.bitsandbytes.gemm_4bit.default:2
        buf2 = torch.ops.bitsandbytes.gemm_4bit.default(buf1, arg4_1, [64, 64], arg5_1, 64, 'nf4', None, arg6_1, arg7_1, arg8_1)
        assert_tensor_metadata(buf2, (1, 8, 64), (512, 64, 1), torch.float32, 'torch.ops.bitsandbytes.gemm_4bit.default')
        # buffer buf2 (op: torch.ops.bitsandbytes.gemm_4bit.default) is assumed to be not aligned
        del arg4_1
        del arg5_1
        del arg6_1
        del arg7_1
        del arg8_1
        buf5 = reinterpret_tensor(buf1, (1, 4, 8, 16), (512, 128, 16, 1), 0); del buf1  # reuse
        buf3 = reinterpret_tensor(buf5, (1, 4, 8, 8), (512, 128, 16, 1), 0)  # alias
        buf4 = reinterpret_tensor(buf5, (1, 4, 8, 8), (512, 128, 16, 1), 8)  # alias
        assert_size_stride_grouped((arg9_1, arg10_1, arg11_1, arg12_1, arg13_1), ((1024, 1), (1, ), (32, ), (256, ), ()), ((1, 1), (1, ), (1, ), (1, ), ()), 'input')
        # [Provenance debug handles] cpp_fused_cat_neg_slice_transpose_view_1:3
        cpp_fused_cat_neg_slice_transpose_view_1(buf2, buf3, buf4)
        del buf3
        del buf4
        # Topologically Sorted Source Nodes: [inputs_embeds, pow_1, variance, add_3, rsqrt, hidden_states_1, hidden_states_2, result_4], Original ATen: [aten.embedding, aten.pow, aten.mean, aten.add, aten.rsqrt, aten.mul, bitsandbytes.gemm_4bit]
        # [Provenance debug handles] torch.ops.bitsandbytes.gemm_4bit.default:4
        buf7 = torch.ops.bitsandbytes.gemm_4bit.default(buf6, arg9_1, [32, 64], arg10_1, 64, 'nf4', None, arg11_1, arg12_1, arg13_1)
        assert_tensor_metadata(buf7, (1, 8, 32), (256, 32, 1), torch.float32, 'torch.ops.bitsandbytes.gemm_4bit.default')
        # buffer buf7 (op: torch.ops.bitsandbytes.gemm_4bit.default) is assumed to be not aligned
        del arg10_1
        del arg11_1
        del arg12_1
        del arg13_1
        del arg9_1
        buf10 = empty_strided_cpu((1, 2, 8, 16), (256, 128, 16, 1), torch.float32)
        buf8 = reinterpret_tensor(buf10, (1, 2, 8, 8), (256, 128, 16, 1), 0)  # alias
        buf9 = reinterpret_tensor(buf10, (1, 2, 8, 8), (256, 128, 16, 1), 8)  # alias
        assert_size_stride_grouped((arg14_1, arg15_1, arg16_1, arg17_1, arg18_1), ((1024, 1), (1, ), (32, ), (256, ), ()), ((1, 1), (1, ), (1, ), (1, ), ()), 'input')
        # [Provenance debug handles] cpp_fused_cat_neg_slice_transpose_view_2:5
        cpp_fused_cat_neg_slice_transpose_view_2(buf7, buf8, buf9)
        del buf8
        del buf9
        # Topologically Sorted Source Nodes: [inputs_embeds, pow_1, variance, add_3, rsqrt, hidden_states_1, hidden_states_2, result_5], Original ATen: [aten.embedding, aten.pow, aten.mean, aten.add, aten.rsqrt, aten.mul, bitsandbytes.gemm_4bit]
        # [Provenance debug handles] torch.ops.bitsandbytes.gemm_4bit.default:6
        buf12 = torch.ops.bitsandbytes.gemm_4bit.default(buf11, arg14_1, [32, 64], arg15_1, 64, 'nf4', None, arg16_1, arg17_1, arg18_1)
        assert_tensor_metadata(buf12, (1, 8, 32), (256, 32, 1), torch.float32, 'torch.ops.bitsandbytes.gemm_4bit.default')
        # buffer buf12 (op: torch.ops.bitsandbytes.gemm_4bit.default) is assumed to be not aligned
        del arg14_1
        del arg15_1
        del arg16_1
        del arg17_1
        del arg18_1
        buf15 = empty_strided_cpu((1, 9), (9, 1), torch.int64)
        buf13 = reinterpret_tensor(buf15, (1, 1), (9, 1), 0)  # alias
        buf14 = reinterpret_tensor(buf15, (1, 8), (9, 1), 1)  # alias
        buf16 = empty_strided_cpu((1, 8), (8, 1), torch.int64)
        # [Provenance debug handles] cpp_fused_add_cat_cumsum_ne_slice_sub_unsqueeze_3:7
        cpp_fused_add_cat_cumsum_ne_slice_sub_unsqueeze_3(buf15, buf13, buf14, buf16)
        del buf13
        del buf14
        del buf15
        # Topologically Sorted Source Nodes: [position_diff, ne, packed_sequence_mask], Original ATen: [aten.slice, aten.sub, aten.ne, aten.cumsum]
        # [Provenance debug handles] torch.ops.aten.cumsum.default:8
        buf17 = torch.ops.aten.cumsum.default(buf16, dim=-1, dtype=torch.int64)
        assert_tensor_metadata(buf17, (1, 8), (8, 1), torch.int64, 'torch.ops.aten.cumsum.default')
        assert_alignment(buf17, 16, 'torch.ops.aten.cumsum.default')
        del buf16
        assert_size_stride(arg2_1, (8, ), (1, ), 'input')
        buf18 = reinterpret_tensor(buf2, (1, 4, 8, 16), (512, 16, 64, 1), 0); del buf2  # reuse
        buf19 = reinterpret_tensor(buf11, (1, 4, 8, 16), (512, 128, 16, 1), 0); del buf11  # reuse
        buf20 = reinterpret_tensor(buf6, (1, 4, 8, 16), (512, 128, 16, 1), 0); del buf6  # reuse
        buf21 = empty_strided_cpu((1, 1, 8, 8), (64, 64, 8, 1), torch.float32)
        buf46 = empty_strided_cpu((1, 1, 8, 8), (64, 64, 8, 1), torch.float32)
        # [Provenance debug handles] cpp_fused__scaled_dot_product_flash_attention_for_cpu__to_copy__unsafe_view_add_arange_bitwise_and_cat_clone_eq_expand_index_le_mul_new_ones_scalar_tensor_transpose_unsqueeze_view_where_4:9
        cpp_fused__scaled_dot_product_flash_attention_for_cpu__to_copy__unsafe_view_add_arange_bitwise_and_cat_clone_eq_expand_index_le_mul_new_ones_scalar_tensor_transpose_unsqueeze_view_where_4(buf18, arg2_1, buf5, buf7, buf10, buf12, buf17, buf19, buf20, buf21, buf46)
        del buf10
        del buf12
        del buf17
        del buf5
        del buf7
        # Topologically Sorted Source Nodes: [view_1, query_states, position_ids, position_ids_1, getitem_9, float_1, freqs, emb, cos_1, cos_3, mul_5, sin_1, sin_3, mul_6, q_embed, view_3, key_states, mul_7, mul_8, k_embed, getitem_14, hidden_states_3, key, view_5, value_states, getitem_15, hidden_states_4, value, result, expand, batch_arange, batch_indices, kv_arange, kv_indices, getitem_6, q_arange, q_indices, getitem_5, le, result_1, getitem_7, getitem_8, eq, result_2, attention_mask, attn_output], Original ATen: [aten.view, aten.transpose, aten.add, aten.unsqueeze, aten._to_copy, aten.mul, aten.cat, aten.expand, aten.clone, aten._unsafe_view, aten.new_ones, aten.arange, aten.index, aten.le, aten.bitwise_and, aten.eq, aten.scalar_tensor, aten.where, aten._scaled_dot_product_flash_attention_for_cpu]
        # [Provenance debug handles] torch.ops.aten._scaled_dot_product_flash_attention_for_cpu.default:10
        buf22 = torch.ops.aten._scaled_dot_product_flash_attention_for_cpu.default(buf18, buf19, buf20, attn_mask=buf21, scale=0.25)
        del buf18
        del buf19
        del buf20
        del buf21
        buf23 = buf22[0]
        assert_tensor_metadata(buf23, (1, 4, 8, 16), (512, 16, 64, 1), torch.float32, 'torch.ops.aten._scaled_dot_product_flash_attention_for_cpu.default')
        assert_alignment(buf23, 16, 'torch.ops.aten._scaled_dot_product_flash_attention_for_cpu.default')
        del buf22
        assert_size_stride_grouped((arg19_1, arg20_1, arg21_1, arg22_1, arg23_1), ((2048, 1), (1, ), (64, ), (256, ), ()), ((1, 1), (1, ), (1, ), (1, ), ()), 'input')
        # Topologically Sorted Source Nodes: [transpose_3, reshape_3, result_6], Original ATen: [aten.transpose, aten.view, bitsandbytes.gemm_4bit]
        # [Provenance debug handles] torch.ops.bitsandbytes.gemm_4bit.default:11
        buf25 = torch.ops.bitsandbytes.gemm_4bit.default(reinterpret_tensor(buf23, (1, 8, 64), (512, 64, 1), 0), arg19_1, [64, 64], arg20_1, 64, 'nf4', None, arg21_1, arg22_1, arg23_1)
        assert_tensor_metadata(buf25, (1, 8, 64), (512, 64, 1), torch.float32, 'torch.ops.bitsandbytes.gemm_4bit.default')
        # buffer buf25 (op: torch.ops.bitsandbytes.gemm_4bit.default) is assumed to be not aligned
        del arg19_1
        del arg20_1
        del arg21_1
        del arg22_1
        del arg23_1
        assert_size_stride(arg24_1, (64, ), (1, ), 'input')
        buf26 = buf0; del buf0  # reuse
        buf27 = reinterpret_tensor(buf23, (1, 8, 64), (512, 64, 1), 0); del buf23  # reuse
        assert_size_stride_grouped((arg25_1, arg26_1, arg27_1, arg28_1, arg29_1), ((4096, 1), (1, ), (128, ), (256, ), ()), ((1, 1), (1, ), (1, ), (1, ), ()), 'input')
        # [Provenance debug handles] cpp_fused_add_embedding_mean_mul_pow_rsqrt_5:12
        cpp_fused_add_embedding_mean_mul_pow_rsqrt_5(arg0_1, arg1_1, buf25, arg24_1, buf26, buf27)
        del arg24_1
        del buf26
        # Topologically Sorted Source Nodes: [result_7], Original ATen: [bitsandbytes.gemm_4bit]
        # [Provenance debug handles] torch.ops.bitsandbytes.gemm_4bit.default:13
        buf28 = torch.ops.bitsandbytes.gemm_4bit.default(buf27, arg25_1, [128, 64], arg26_1, 64, 'nf4', None, arg27_1, arg28_1, arg29_1)
        assert_tensor_metadata(buf28, (1, 8, 128), (1024, 128, 1), torch.float32, 'torch.ops.bitsandbytes.gemm_4bit.default')
        # buffer buf28 (op: torch.ops.bitsandbytes.gemm_4bit.default) is assumed to be not aligned
        del arg25_1
        del arg26_1
        del arg27_1
        del arg28_1
        del arg29_1
        assert_size_stride_grouped((arg30_1, arg31_1, arg32_1, arg33_1, arg34_1), ((4096, 1), (1, ), (128, ), (256, ), ()), ((1, 1), (1, ), (1, ), (1, ), ()), 'input')
        # Topologically Sorted Source Nodes: [result_8], Original ATen: [bitsandbytes.gemm_4bit]
        # [Provenance debug handles] torch.ops.bitsandbytes.gemm_4bit.default:14
        buf29 = torch.ops.bitsandbytes.gemm_4bit.default(buf27, arg30_1, [128, 64], arg31_1, 64, 'nf4', None, arg32_1, arg33_1, arg34_1)
        assert_tensor_metadata(buf29, (1, 8, 128), (1024, 128, 1), torch.float32, 'torch.ops.bitsandbytes.gemm_4bit.default')
        # buffer buf29 (op: torch.ops.bitsandbytes.gemm_4bit.default) is assumed to be not aligned
        del arg30_1
        del arg31_1
        del arg32_1
        del arg33_1
        del arg34_1
        del buf27
        buf30 = buf28; del buf28  # reuse
        assert_size_stride_grouped((arg35_1, arg36_1, arg37_1, arg38_1, arg39_1), ((4096, 1), (1, ), (128, ), (256, ), ()), ((1, 1), (1, ), (1, ), (1, ), ()), 'input')
        # [Provenance debug handles] cpp_fused_gemm_4bit_mul_silu_6:15
        cpp_fused_gemm_4bit_mul_silu_6(buf30, buf29)
        del buf29
        # Topologically Sorted Source Nodes: [silu, mul_11, result_9], Original ATen: [aten.silu, aten.mul, bitsandbytes.gemm_4bit]
        # [Provenance debug handles] torch.ops.bitsandbytes.gemm_4bit.default:16
        buf31 = torch.ops.bitsandbytes.gemm_4bit.default(buf30, arg35_1, [64, 128], arg36_1, 64, 'nf4', None, arg37_1, arg38_1, arg39_1)
        assert_tensor_metadata(buf31, (1, 8, 64), (512, 64, 1), torch.float32, 'torch.ops.bitsandbytes.gemm_4bit.default')
        # buffer buf31 (op: torch.ops.bitsandbytes.gemm_4bit.default) is assumed to be not aligned
        del arg35_1
        del arg36_1
        del arg37_1
        del arg38_1
        del arg39_1
        del buf30
        assert_size_stride(arg40_1, (64, ), (1, ), 'input')
        buf32 = empty_strided_cpu((1, 8, 1), (8, 1, 8), torch.float32)
        buf33 = empty_strided_cpu((1, 8, 64), (512, 64, 1), torch.float32)
        assert_size_stride_grouped((arg41_1, arg42_1, arg43_1, arg44_1, arg45_1), ((2048, 1), (1, ), (64, ), (256, ), ()), ((1, 1), (1, ), (1, ), (1, ), ()), 'input')
        # [Provenance debug handles] cpp_fused_add_embedding_mean_mul_pow_rsqrt_7:17
        cpp_fused_add_embedding_mean_mul_pow_rsqrt_7(arg0_1, arg1_1, buf25, buf31, arg40_1, buf32, buf33)
        del arg40_1
        # Topologically Sorted Source Nodes: [result_10], Original ATen: [bitsandbytes.gemm_4bit]
        # [Provenance debug handles] torch.ops.bitsandbytes.gemm_4bit.default:18
        buf34 = torch.ops.bitsandbytes.gemm_4bit.default(buf33, arg41_1, [64, 64], arg42_1, 64, 'nf4', None, arg43_1, arg44_1, arg45_1)
        assert_tensor_metadata(buf34, (1, 8, 64), (512, 64, 1), torch.float32, 'torch.ops.bitsandbytes.gemm_4bit.default')
        # buffer buf34 (op: torch.ops.bitsandbytes.gemm_4bit.default) is assumed to be not aligned
        del arg41_1
        del arg42_1
        del arg43_1
        del arg44_1
        del arg45_1
        buf37 = empty_strided_cpu((1, 4, 8, 16), (512, 128, 16, 1), torch.float32)
        buf35 = reinterpret_tensor(buf37, (1, 4, 8, 8), (512, 128, 16, 1), 0)  # alias
        buf36 = reinterpret_tensor(buf37, (1, 4, 8, 8), (512, 128, 16, 1), 8)  # alias
        assert_size_stride_grouped((arg46_1, arg47_1, arg48_1, arg49_1, arg50_1), ((1024, 1), (1, ), (32, ), (256, ), ()), ((1, 1), (1, ), (1, ), (1, ), ()), 'input')
        # [Provenance debug handles] cpp_fused_cat_neg_slice_transpose_view_1:19
        cpp_fused_cat_neg_slice_transpose_view_1(buf34, buf35, buf36)
        del buf35
        del buf36
        # Topologically Sorted Source Nodes: [result_11], Original ATen: [bitsandbytes.gemm_4bit]
        # [Provenance debug handles] torch.ops.bitsandbytes.gemm_4bit.default:20
        buf38 = torch.ops.bitsandbytes.gemm_4bit.default(buf33, arg46_1, [32, 64], arg47_1, 64, 'nf4', None, arg48_1, arg49_1, arg50_1)
        assert_tensor_metadata(buf38, (1, 8, 32), (256, 32, 1), torch.float32, 'torch.ops.bitsandbytes.gemm_4bit.default')
        # buffer buf38 (op: torch.ops.bitsandbytes.gemm_4bit.default) is assumed to be not aligned
        del arg46_1
        del arg47_1
        del arg48_1
        del arg49_1
        del arg50_1
        buf41 = empty_strided_cpu((1, 2, 8, 16), (256, 128, 16, 1), torch.float32)
        buf39 = reinterpret_tensor(buf41, (1, 2, 8, 8), (256, 128, 16, 1), 0)  # alias
        buf40 = reinterpret_tensor(buf41, (1, 2, 8, 8), (256, 128, 16, 1), 8)  # alias
        assert_size_stride_grouped((arg51_1, arg52_1, arg53_1, arg54_1, arg55_1), ((1024, 1), (1, ), (32, ), (256, ), ()), ((1, 1), (1, ), (1, ), (1, ), ()), 'input')
        # [Provenance debug handles] cpp_fused_cat_neg_slice_transpose_view_2:21
        cpp_fused_cat_neg_slice_transpose_view_2(buf38, buf39, buf40)
        del buf39
        del buf40
        # Topologically Sorted Source Nodes: [result_12], Original ATen: [bitsandbytes.gemm_4bit]
        # [Provenance debug handles] torch.ops.bitsandbytes.gemm_4bit.default:22
        buf42 = torch.ops.bitsandbytes.gemm_4bit.default(buf33, arg51_1, [32, 64], arg52_1, 64, 'nf4', None, arg53_1, arg54_1, arg55_1)
        assert_tensor_metadata(buf42, (1, 8, 32), (256, 32, 1), torch.float32, 'torch.ops.bitsandbytes.gemm_4bit.default')
        # buffer buf42 (op: torch.ops.bitsandbytes.gemm_4bit.default) is assumed to be not aligned
        del arg51_1
        del arg52_1
        del arg53_1
        del arg54_1
        del arg55_1
        del buf33
        buf43 = reinterpret_tensor(buf34, (1, 4, 8, 16), (512, 16, 64, 1), 0); del buf34  # reuse
        buf44 = empty_strided_cpu((1, 4, 8, 16), (512, 128, 16, 1), torch.float32)
        buf45 = empty_strided_cpu((1, 4, 8, 16), (512, 128, 16, 1), torch.float32)
        # [Provenance debug handles] cpp_fused__scaled_dot_product_flash_attention_for_cpu__to_copy__unsafe_view_add_arange_bitwise_and_cat_clone_eq_expand_index_le_mul_new_ones_scalar_tensor_transpose_unsqueeze_view_where_8:23
        cpp_fused__scaled_dot_product_flash_attention_for_cpu__to_copy__unsafe_view_add_arange_bitwise_and_cat_clone_eq_expand_index_le_mul_new_ones_scalar_tensor_transpose_unsqueeze_view_where_8(buf43, arg2_1, buf37, buf38, buf41, buf42, buf44, buf45)
        del arg2_1
        del buf37
        del buf38
        del buf41
        del buf42
        # Topologically Sorted Source Nodes: [position_ids, position_ids_1, getitem_9, float_1, freqs, emb, cos_1, sin_1, result, expand, batch_arange, batch_indices, kv_arange, kv_indices, getitem_6, q_arange, q_indices, getitem_5, le, result_1, getitem_7, getitem_8, eq, result_2, attention_mask, view_11, query_states_1, cos_4, mul_14, sin_4, mul_15, q_embed_1, view_13, key_states_1, mul_16, mul_17, k_embed_1, getitem_20, hidden_states_13, key_1, view_15, value_states_1, getitem_21, hidden_states_14, value_1, attn_output_5], Original ATen: [aten.add, aten.unsqueeze, aten._to_copy, aten.mul, aten.cat, aten.new_ones, aten.expand, aten.arange, aten.index, aten.le, aten.bitwise_and, aten.eq, aten.view, aten.transpose, aten.clone, aten._unsafe_view, aten.scalar_tensor, aten.where, aten._scaled_dot_product_flash_attention_for_cpu]
        # [Provenance debug handles] torch.ops.aten._scaled_dot_product_flash_attention_for_cpu.default:24
        buf47 = torch.ops.aten._scaled_dot_product_flash_attention_for_cpu.default(buf43, buf44, buf45, attn_mask=buf46, scale=0.25)
        del buf43
        del buf44
        del buf45
        del buf46
        buf48 = buf47[0]
        assert_tensor_metadata(buf48, (1, 4, 8, 16), (512, 16, 64, 1), torch.float32, 'torch.ops.aten._scaled_dot_product_flash_attention_for_cpu.default')
        assert_alignment(buf48, 16, 'torch.ops.aten._scaled_dot_product_flash_attention_for_cpu.default')
        del buf47
        assert_size_stride_grouped((arg56_1, arg57_1, arg58_1, arg59_1, arg60_1), ((2048, 1), (1, ), (64, ), (256, ), ()), ((1, 1), (1, ), (1, ), (1, ), ()), 'input')
        # Topologically Sorted Source Nodes: [transpose_7, reshape_7, result_13], Original ATen: [aten.transpose, aten.view, bitsandbytes.gemm_4bit]
        # [Provenance debug handles] torch.ops.bitsandbytes.gemm_4bit.default:25
        buf50 = torch.ops.bitsandbytes.gemm_4bit.default(reinterpret_tensor(buf48, (1, 8, 64), (512, 64, 1), 0), arg56_1, [64, 64], arg57_1, 64, 'nf4', None, arg58_1, arg59_1, arg60_1)
        assert_tensor_metadata(buf50, (1, 8, 64), (512, 64, 1), torch.float32, 'torch.ops.bitsandbytes.gemm_4bit.default')
        # buffer buf50 (op: torch.ops.bitsandbytes.gemm_4bit.default) is assumed to be not aligned
        del arg56_1
        del arg57_1
        del arg58_1
        del arg59_1
        del arg60_1
        assert_size_stride(arg61_1, (64, ), (1, ), 'input')
        buf51 = buf25; del buf25  # reuse
        buf52 = buf32; del buf32  # reuse
        buf53 = reinterpret_tensor(buf48, (1, 8, 64), (512, 64, 1), 0); del buf48  # reuse
        assert_size_stride_grouped((arg62_1, arg63_1, arg64_1, arg65_1, arg66_1), ((4096, 1), (1, ), (128, ), (256, ), ()), ((1, 1), (1, ), (1, ), (1, ), ()), 'input')
        # [Provenance debug handles] cpp_fused_add_embedding_mean_mul_pow_rsqrt_9:26
        cpp_fused_add_embedding_mean_mul_pow_rsqrt_9(buf51, arg0_1, arg1_1, buf31, buf50, arg61_1, buf52, buf53)
        del arg0_1
        del arg1_1
        del arg61_1
        del buf31
        del buf50
        # Topologically Sorted Source Nodes: [result_14], Original ATen: [bitsandbytes.gemm_4bit]
        # [Provenance debug handles] torch.ops.bitsandbytes.gemm_4bit.default:27
        buf54 = torch.ops.bitsandbytes.gemm_4bit.default(buf53, arg62_1, [128, 64], arg63_1, 64, 'nf4', None, arg64_1, arg65_1, arg66_1)
        assert_tensor_metadata(buf54, (1, 8, 128), (1024, 128, 1), torch.float32, 'torch.ops.bitsandbytes.gemm_4bit.default')
        # buffer buf54 (op: torch.ops.bitsandbytes.gemm_4bit.default) is assumed to be not aligned
        del arg62_1
        del arg63_1
        del arg64_1
        del arg65_1
        del arg66_1
        assert_size_stride_grouped((arg67_1, arg68_1, arg69_1, arg70_1, arg71_1), ((4096, 1), (1, ), (128, ), (256, ), ()), ((1, 1), (1, ), (1, ), (1, ), ()), 'input')
        # Topologically Sorted Source Nodes: [result_15], Original ATen: [bitsandbytes.gemm_4bit]
        # [Provenance debug handles] torch.ops.bitsandbytes.gemm_4bit.default:28
        buf55 = torch.ops.bitsandbytes.gemm_4bit.default(buf53, arg67_1, [128, 64], arg68_1, 64, 'nf4', None, arg69_1, arg70_1, arg71_1)
        assert_tensor_metadata(buf55, (1, 8, 128), (1024, 128, 1), torch.float32, 'torch.ops.bitsandbytes.gemm_4bit.default')
        # buffer buf55 (op: torch.ops.bitsandbytes.gemm_4bit.default) is assumed to be not aligned
        del arg67_1
        del arg68_1
        del arg69_1
        del arg70_1
        del arg71_1
        del buf53
        buf56 = buf54; del buf54  # reuse
        assert_size_stride_grouped((arg72_1, arg73_1, arg74_1, arg75_1, arg76_1), ((4096, 1), (1, ), (128, ), (256, ), ()), ((1, 1), (1, ), (1, ), (1, ), ()), 'input')
        # [Provenance debug handles] cpp_fused_gemm_4bit_mul_silu_6:29
        cpp_fused_gemm_4bit_mul_silu_6(buf56, buf55)
        del buf55
        # Topologically Sorted Source Nodes: [silu_1, mul_20, result_16], Original ATen: [aten.silu, aten.mul, bitsandbytes.gemm_4bit]
        # [Provenance debug handles] torch.ops.bitsandbytes.gemm_4bit.default:30
        buf57 = torch.ops.bitsandbytes.gemm_4bit.default(buf56, arg72_1, [64, 128], arg73_1, 64, 'nf4', None, arg74_1, arg75_1, arg76_1)
        assert_tensor_metadata(buf57, (1, 8, 64), (512, 64, 1), torch.float32, 'torch.ops.bitsandbytes.gemm_4bit.default')
        # buffer buf57 (op: torch.ops.bitsandbytes.gemm_4bit.default) is assumed to be not aligned
        del arg72_1
        del arg73_1
        del arg74_1
        del arg75_1
        del arg76_1
        del buf56
        assert_size_stride(arg77_1, (64, ), (1, ), 'input')
        buf58 = buf52; del buf52  # reuse
        buf59 = buf51; del buf51  # reuse
        assert_size_stride(arg78_1, (128, 64), (64, 1), 'input')
        # [Provenance debug handles] cpp_fused_add_mean_mul_pow_rsqrt_10:31
        cpp_fused_add_mean_mul_pow_rsqrt_10(buf59, buf57, arg77_1, buf58)
        del arg77_1
        del buf57
        del buf58
        buf60 = empty_strided_cpu((8, 128), (128, 1), torch.float32)
        # Topologically Sorted Source Nodes: [hidden_states_19, pow_5, variance_4, add_15, rsqrt_4, hidden_states_21, hidden_states_22, logits], Original ATen: [aten.add, aten.pow, aten.mean, aten.rsqrt, aten.mul, aten.view, aten.t, aten.mm]
        # [Provenance debug handles] extern_kernels.mm:32
        extern_kernels.mm(reinterpret_tensor(buf59, (8, 64), (64, 1), 0), reinterpret_tensor(arg78_1, (64, 128), (1, 64), 0), out=buf60)
        del arg78_1
        return (reinterpret_tensor(buf60, (1, 8, 128), (1024, 128, 1), 0), )

runner = Runner(partitions=[])
call = runner.call
recursively_apply_fns = runner.recursively_apply_fns


def get_args():
    from torch._dynamo.testing import rand_strided
    arg0_1 = rand_strided((1, 8), (8, 1), device='cpu', dtype=torch.int64)
    arg1_1 = rand_strided((128, 64), (64, 1), device='cpu', dtype=torch.float32)
    arg2_1 = rand_strided((8, ), (1, ), device='cpu', dtype=torch.float32)
    arg3_1 = rand_strided((64, ), (1, ), device='cpu', dtype=torch.float32)
    arg4_1 = rand_strided((2048, 1), (1, 1), device='cpu', dtype=torch.uint8)
    arg5_1 = rand_strided((1, ), (1, ), device='cpu', dtype=torch.float32)
    arg6_1 = rand_strided((64, ), (1, ), device='cpu', dtype=torch.uint8)
    arg7_1 = rand_strided((256, ), (1, ), device='cpu', dtype=torch.float32)
    arg8_1 = rand_strided((), (), device='cpu', dtype=torch.float32)
    arg9_1 = rand_strided((1024, 1), (1, 1), device='cpu', dtype=torch.uint8)
    arg10_1 = rand_strided((1, ), (1, ), device='cpu', dtype=torch.float32)
    arg11_1 = rand_strided((32, ), (1, ), device='cpu', dtype=torch.uint8)
    arg12_1 = rand_strided((256, ), (1, ), device='cpu', dtype=torch.float32)
    arg13_1 = rand_strided((), (), device='cpu', dtype=torch.float32)
    arg14_1 = rand_strided((1024, 1), (1, 1), device='cpu', dtype=torch.uint8)
    arg15_1 = rand_strided((1, ), (1, ), device='cpu', dtype=torch.float32)
    arg16_1 = rand_strided((32, ), (1, ), device='cpu', dtype=torch.uint8)
    arg17_1 = rand_strided((256, ), (1, ), device='cpu', dtype=torch.float32)
    arg18_1 = rand_strided((), (), device='cpu', dtype=torch.float32)
    arg19_1 = rand_strided((2048, 1), (1, 1), device='cpu', dtype=torch.uint8)
    arg20_1 = rand_strided((1, ), (1, ), device='cpu', dtype=torch.float32)
    arg21_1 = rand_strided((64, ), (1, ), device='cpu', dtype=torch.uint8)
    arg22_1 = rand_strided((256, ), (1, ), device='cpu', dtype=torch.float32)
    arg23_1 = rand_strided((), (), device='cpu', dtype=torch.float32)
    arg24_1 = rand_strided((64, ), (1, ), device='cpu', dtype=torch.float32)
    arg25_1 = rand_strided((4096, 1), (1, 1), device='cpu', dtype=torch.uint8)
    arg26_1 = rand_strided((1, ), (1, ), device='cpu', dtype=torch.float32)
    arg27_1 = rand_strided((128, ), (1, ), device='cpu', dtype=torch.uint8)
    arg28_1 = rand_strided((256, ), (1, ), device='cpu', dtype=torch.float32)
    arg29_1 = rand_strided((), (), device='cpu', dtype=torch.float32)
    arg30_1 = rand_strided((4096, 1), (1, 1), device='cpu', dtype=torch.uint8)
    arg31_1 = rand_strided((1, ), (1, ), device='cpu', dtype=torch.float32)
    arg32_1 = rand_strided((128, ), (1, ), device='cpu', dtype=torch.uint8)
    arg33_1 = rand_strided((256, ), (1, ), device='cpu', dtype=torch.float32)
    arg34_1 = rand_strided((), (), device='cpu', dtype=torch.float32)
    arg35_1 = rand_strided((4096, 1), (1, 1), device='cpu', dtype=torch.uint8)
    arg36_1 = rand_strided((1, ), (1, ), device='cpu', dtype=torch.float32)
    arg37_1 = rand_strided((128, ), (1, ), device='cpu', dtype=torch.uint8)
    arg38_1 = rand_strided((256, ), (1, ), device='cpu', dtype=torch.float32)
    arg39_1 = rand_strided((), (), device='cpu', dtype=torch.float32)
    arg40_1 = rand_strided((64, ), (1, ), device='cpu', dtype=torch.float32)
    arg41_1 = rand_strided((2048, 1), (1, 1), device='cpu', dtype=torch.uint8)
    arg42_1 = rand_strided((1, ), (1, ), device='cpu', dtype=torch.float32)
    arg43_1 = rand_strided((64, ), (1, ), device='cpu', dtype=torch.uint8)
    arg44_1 = rand_strided((256, ), (1, ), device='cpu', dtype=torch.float32)
    arg45_1 = rand_strided((), (), device='cpu', dtype=torch.float32)
    arg46_1 = rand_strided((1024, 1), (1, 1), device='cpu', dtype=torch.uint8)
    arg47_1 = rand_strided((1, ), (1, ), device='cpu', dtype=torch.float32)
    arg48_1 = rand_strided((32, ), (1, ), device='cpu', dtype=torch.uint8)
    arg49_1 = rand_strided((256, ), (1, ), device='cpu', dtype=torch.float32)
    arg50_1 = rand_strided((), (), device='cpu', dtype=torch.float32)
    arg51_1 = rand_strided((1024, 1), (1, 1), device='cpu', dtype=torch.uint8)
    arg52_1 = rand_strided((1, ), (1, ), device='cpu', dtype=torch.float32)
    arg53_1 = rand_strided((32, ), (1, ), device='cpu', dtype=torch.uint8)
    arg54_1 = rand_strided((256, ), (1, ), device='cpu', dtype=torch.float32)
    arg55_1 = rand_strided((), (), device='cpu', dtype=torch.float32)
    arg56_1 = rand_strided((2048, 1), (1, 1), device='cpu', dtype=torch.uint8)
    arg57_1 = rand_strided((1, ), (1, ), device='cpu', dtype=torch.float32)
    arg58_1 = rand_strided((64, ), (1, ), device='cpu', dtype=torch.uint8)
    arg59_1 = rand_strided((256, ), (1, ), device='cpu', dtype=torch.float32)
    arg60_1 = rand_strided((), (), device='cpu', dtype=torch.float32)
    arg61_1 = rand_strided((64, ), (1, ), device='cpu', dtype=torch.float32)
    arg62_1 = rand_strided((4096, 1), (1, 1), device='cpu', dtype=torch.uint8)
    arg63_1 = rand_strided((1, ), (1, ), device='cpu', dtype=torch.float32)
    arg64_1 = rand_strided((128, ), (1, ), device='cpu', dtype=torch.uint8)
    arg65_1 = rand_strided((256, ), (1, ), device='cpu', dtype=torch.float32)
    arg66_1 = rand_strided((), (), device='cpu', dtype=torch.float32)
    arg67_1 = rand_strided((4096, 1), (1, 1), device='cpu', dtype=torch.uint8)
    arg68_1 = rand_strided((1, ), (1, ), device='cpu', dtype=torch.float32)
    arg69_1 = rand_strided((128, ), (1, ), device='cpu', dtype=torch.uint8)
    arg70_1 = rand_strided((256, ), (1, ), device='cpu', dtype=torch.float32)
    arg71_1 = rand_strided((), (), device='cpu', dtype=torch.float32)
    arg72_1 = rand_strided((4096, 1), (1, 1), device='cpu', dtype=torch.uint8)
    arg73_1 = rand_strided((1, ), (1, ), device='cpu', dtype=torch.float32)
    arg74_1 = rand_strided((128, ), (1, ), device='cpu', dtype=torch.uint8)
    arg75_1 = rand_strided((256, ), (1, ), device='cpu', dtype=torch.float32)
    arg76_1 = rand_strided((), (), device='cpu', dtype=torch.float32)
    arg77_1 = rand_strided((64, ), (1, ), device='cpu', dtype=torch.float32)
    arg78_1 = rand_strided((128, 64), (64, 1), device='cpu', dtype=torch.float32)
    return [arg0_1, arg1_1, arg2_1, arg3_1, arg4_1, arg5_1, arg6_1, arg7_1, arg8_1, arg9_1, arg10_1, arg11_1, arg12_1, arg13_1, arg14_1, arg15_1, arg16_1, arg17_1, arg18_1, arg19_1, arg20_1, arg21_1, arg22_1, arg23_1, arg24_1, arg25_1, arg26_1, arg27_1, arg28_1, arg29_1, arg30_1, arg31_1, arg32_1, arg33_1, arg34_1, arg35_1, arg36_1, arg37_1, arg38_1, arg39_1, arg40_1, arg41_1, arg42_1, arg43_1, arg44_1, arg45_1, arg46_1, arg47_1, arg48_1, arg49_1, arg50_1, arg51_1, arg52_1, arg53_1, arg54_1, arg55_1, arg56_1, arg57_1, arg58_1, arg59_1, arg60_1, arg61_1, arg62_1, arg63_1, arg64_1, arg65_1, arg66_1, arg67_1, arg68_1, arg69_1, arg70_1, arg71_1, arg72_1, arg73_1, arg74_1, arg75_1, arg76_1, arg77_1, arg78_1]


def benchmark_compiled_module(args, times=10, repeat=10):
    from torch._inductor.utils import print_performance
    fn = lambda: call(list(args))
    return print_performance(fn, times=times, repeat=repeat, device='cpu')


if __name__ == "__main__":
    from torch._inductor.wrapper_benchmark import compiled_module_main
    args = get_args()
    compiled_module_main('None', lambda times, repeat: benchmark_compiled_module(args, times=times, repeat=repeat))
