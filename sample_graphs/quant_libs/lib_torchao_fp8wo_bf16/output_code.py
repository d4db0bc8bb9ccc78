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


cpp_fused__to_copy_add_embedding_mean_mul_pow_rsqrt_t_0 = async_compile.cpp_pybinding(['const int64_t*', 'const at::BFloat16*', 'const at::BFloat16*', 'const at::Float8_e4m3fn*', 'const float*', 'float*', 'at::BFloat16*', 'at::BFloat16*'], r'''
#include <torch/csrc/inductor/cpp_prefix.h>
extern "C"  void  kernel(const int64_t* in_ptr0,
                       const at::BFloat16* in_ptr1,
                       const at::BFloat16* in_ptr2,
                       const at::Float8_e4m3fn* in_ptr3,
                       const float* in_ptr4,
                       float* out_ptr0,
                       at::BFloat16* out_ptr1,
                       at::BFloat16* out_ptr2)
{
    std::atomic<int> inductor_cpu_integer_div_error{0};
    inductor_cpu_integer_div_error_flag = &inductor_cpu_integer_div_error;
    {
        #pragma GCC ivdep
        for(int64_t x0=static_cast<int64_t>(0L); x0<static_cast<int64_t>(8L); x0+=static_cast<int64_t>(1L))
        {
            {
                float tmp_acc0 = 0;
                at::vec::VectorizedN<float,2> tmp_acc0_vec = at::vec::VectorizedN<float,2>(0);
                for(int64_t x1=static_cast<int64_t>(0L); x1<static_cast<int64_t>(64L); x1+=static_cast<int64_t>(32L))
                {
                    {
                        if(C10_LIKELY(x1 >= static_cast<int64_t>(0) && x1 < static_cast<int64_t>(64L)))
                        {
                            auto tmp0 = in_ptr0[static_cast<int64_t>(x0)];
                            auto tmp1 = tmp0;
                            auto tmp2 = c10::convert<int64_t>(tmp1);
                            TORCH_CHECK((0 <= tmp2) & (tmp2 < 128L), "index out of bounds: 0 <= tmp2 < 128L");
                            auto tmp4 = at::vec::Vectorized<at::BFloat16>::loadu(in_ptr1 + static_cast<int64_t>(x1 + 64L*tmp0), static_cast<int64_t>(32));
                            auto tmp5 = at::vec::convert<float,2,at::BFloat16,1>(tmp4);
                            auto tmp6 = tmp5 * tmp5;
                            tmp_acc0_vec = tmp_acc0_vec + tmp6;
                        }
                    }
                }
                tmp_acc0 = tmp_acc0 + at::vec::vec_reduce_all<float, 2>([](at::vec::Vectorized<float>& x, at::vec::Vectorized<float>& y) { return x + y; }, tmp_acc0_vec);
                out_ptr0[static_cast<int64_t>(x0)] = static_cast<float>(tmp_acc0);
            }
            for(int64_t x1=static_cast<int64_t>(0L); x1<static_cast<int64_t>(64L); x1+=static_cast<int64_t>(32L))
            {
                {
                    if(C10_LIKELY(x1 >= static_cast<int64_t>(0) && x1 < static_cast<int64_t>(64L)))
                    {
                        auto tmp0 = at::vec::Vectorized<at::BFloat16>::loadu(in_ptr2 + static_cast<int64_t>(x1), static_cast<int64_t>(32));
                        auto tmp2 = in_ptr0[static_cast<int64_t>(x0)];
                        auto tmp8 = out_ptr0[static_cast<int64_t>(x0)];
                        auto tmp1 = at::vec::convert<float,2,at::BFloat16,1>(tmp0);
                        auto tmp3 = tmp2;
                        auto tmp4 = c10::convert<int64_t>(tmp3);
                        TORCH_CHECK((0 <= tmp4) & (tmp4 < 128L), "index out of bounds: 0 <= tmp4 < 128L");
                        auto tmp6 = at::vec::Vectorized<at::BFloat16>::loadu(in_ptr1 + static_cast<int64_t>(x1 + 64L*tmp2), static_cast<int64_t>(32));
                        auto tmp7 = at::vec::convert<float,2,at::BFloat16,1>(tmp6);
                        auto tmp9 = static_cast<float>(64.0);
                        auto tmp10 = tmp8 / tmp9;
                        auto tmp11 = static_cast<float>(1e-06);
                        auto tmp12 = float(tmp10 + tmp11);
                        auto tmp13 = 1 / std::sqrt(tmp12);
                        auto tmp14 = at::vec::VectorizedN<float,2>(tmp13);
                        auto tmp15 = tmp7 * tmp14;
                        auto tmp16 = (tmp15);
                        auto tmp17 = tmp1 * tmp16;
                        auto tmp18 = at::vec::convert<at::BFloat16,1,float,2>(tmp17);
                        tmp18.store(out_ptr1 + static_cast<int64_t>(x1 + 64L*x0), static_cast<int64_t>(32));
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
            for(int64_t x0=static_cast<int64_t>(0L); x0<static_cast<int64_t>(64L); x0+=static_cast<int64_t>(1L))
            {
                for(int64_t x1=static_cast<int64_t>(0L); x1<static_cast<int64_t>(64L); x1+=static_cast<int64_t>(32L))
                {
                    {
                        if(C10_LIKELY(x1 >= static_cast<int64_t>(0) && x1 < static_cast<int64_t>(64L)))
                        {
                            auto tmp0 = at::vec::Vectorized<at::Float8_e4m3fn>::loadu(in_ptr3 + static_cast<int64_t>(x1 + 64L*x0), static_cast<int64_t>(32));
                            auto tmp2 = in_ptr4[static_cast<int64_t>(x0)];
                            auto tmp1 = at::vec::convert<float,2,at::Float8_e4m3fn,1>(tmp0);
                            auto tmp3 = at::vec::VectorizedN<float,2>(tmp2);
                            auto tmp4 = tmp1 * tmp3;
                            auto tmp5 = at::vec::convert<at::BFloat16,1,float,2>(tmp4);
                            tmp5.store(out_ptr2 + static_cast<int64_t>(x1 + 64L*x0), static_cast<int64_t>(32));
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


cpp_fused__to_copy__unsafe_view_cat_mul_neg_slice_t_transpose_view_1 = async_compile.cpp_pybinding(['const at::BFloat16*', 'const at::Float8_e4m3fn*', 'const float*', 'at::BFloat16*', 'at::BFloat16*', 'at::BFloat16*'], r'''
#include <torch/csrc/inductor/cpp_prefix.h>
extern "C"  void  kernel(const at::BFloat16* in_ptr0,
                       const at::Float8_e4m3fn* in_ptr1,
                       const float* in_ptr2,
                       at::BFloat16* out_ptr0,
                       at::BFloat16* out_ptr1,
                       at::BFloat16* out_ptr2)
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
                            auto tmp0 = at::vec::Vectorized<at::BFloat16>::loadu(in_ptr0 + static_cast<int64_t>(8L + x2 + 16L*x0 + 64L*x1), static_cast<int64_t>(8L));
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
                            auto tmp0 = at::vec::Vectorized<at::BFloat16>::loadu(in_ptr0 + static_cast<int64_t>(x2 + 16L*x0 + 64L*x1), static_cast<int64_t>(8L));
                            tmp0.store(out_ptr1 + static_cast<int64_t>(x2 + 16L*x1 + 128L*x0), static_cast<int64_t>(8L));
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
            for(int64_t x0=static_cast<int64_t>(0L); x0<static_cast<int64_t>(32L); x0+=static_cast<int64_t>(1L))
            {
                for(int64_t x1=static_cast<int64_t>(0L); x1<static_cast<int64_t>(64L); x1+=static_cast<int64_t>(32L))
                {
                    {
                        if(C10_LIKELY(x1 >= static_cast<int64_t>(0) && x1 < static_cast<int64_t>(64L)))
                        {
                            auto tmp0 = at::vec::Vectorized<at::Float8_e4m3fn>::loadu(in_ptr1 + static_cast<int64_t>(x1 + 64L*x0), static_cast<int64_t>(32));
                            auto tmp2 = in_ptr2[static_cast<int64_t>(x0)];
                            auto tmp1 = at::vec::convert<float,2,at::Float8_e4m3fn,1>(tmp0);
                            auto tmp3 = at::vec::VectorizedN<float,2>(tmp2);
                            auto tmp4 = tmp1 * tmp3;
                            auto tmp5 = at::vec::convert<at::BFloat16,1,float,2>(tmp4);
                            tmp5.store(out_ptr2 + static_cast<int64_t>(x1 + 64L*x0), static_cast<int64_t>(32));
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


cpp_fused__to_copy__unsafe_view_cat_mul_neg_slice_t_transpose_view_2 = async_compile.cpp_pybinding(['const at::BFloat16*', 'const at::Float8_e4m3fn*', 'const float*', 'at::BFloat16*', 'at::BFloat16*', 'at::BFloat16*'], r'''
#include <torch/csrc/inductor/cpp_prefix.h>
extern "C"  void  kernel(const at::BFloat16* in_ptr0,
                       const at::Float8_e4m3fn* in_ptr1,
                       const float* in_ptr2,
                       at::BFloat16* out_ptr0,
                       at::BFloat16* out_ptr1,
                       at::BFloat16* out_ptr2)
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
                            auto tmp0 = at::vec::Vectorized<at::BFloat16>::loadu(in_ptr0 + static_cast<int64_t>(8L + x2 + 16L*x0 + 32L*x1), static_cast<int64_t>(8L));
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
                            auto tmp0 = at::vec::Vectorized<at::BFloat16>::loadu(in_ptr0 + static_cast<int64_t>(x2 + 16L*x0 + 32L*x1), static_cast<int64_t>(8L));
                            tmp0.store(out_ptr1 + static_cast<int64_t>(x2 + 16L*x1 + 128L*x0), static_cast<int64_t>(8L));
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
            for(int64_t x0=static_cast<int64_t>(0L); x0<static_cast<int64_t>(32L); x0+=static_cast<int64_t>(1L))
            {
                for(int64_t x1=static_cast<int64_t>(0L); x1<static_cast<int64_t>(64L); x1+=static_cast<int64_t>(32L))
                {
                    {
                        if(C10_LIKELY(x1 >= static_cast<int64_t>(0) && x1 < static_cast<int64_t>(64L)))
                        {
                            auto tmp0 = at::vec::Vectorized<at::Float8_e4m3fn>::loadu(in_ptr1 + static_cast<int64_t>(x1 + 64L*x0), static_cast<int64_t>(32));
                            auto tmp2 = in_ptr2[static_cast<int64_t>(x0)];
                            auto tmp1 = at::vec::convert<float,2,at::Float8_e4m3fn,1>(tmp0);
                            auto tmp3 = at::vec::VectorizedN<float,2>(tmp2);
                            auto tmp4 = tmp1 * tmp3;
                            auto tmp5 = at::vec::convert<at::BFloat16,1,float,2>(tmp4);
                            tmp5.store(out_ptr2 + static_cast<int64_t>(x1 + 64L*x0), static_cast<int64_t>(32));
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


cpp_fused__scaled_dot_product_flash_attention_for_cpu__to_copy__unsafe_view_add_arange_bitwise_and_cat_clone_eq_expand_index_le_mul_new_ones_scalar_tensor_transpose_unsqueeze_view_where_4 = async_compile.cpp_pybinding(['at::BFloat16*', 'const at::BFloat16*', 'const at::BFloat16*', 'const at::BFloat16*', 'const at::BFloat16*', 'const at::BFloat16*', 'const int64_t*', 'at::BFloat16*', 'at::BFloat16*', 'at::BFloat16*', 'at::BFloat16*'], r'''
#include <torch/csrc/inductor/cpp_prefix.h>
extern "C"  void  kernel(at::BFloat16* in_out_ptr0,
                       const at::BFloat16* in_ptr0,
                       const at::BFloat16* in_ptr1,
                       const at::BFloat16* in_ptr2,
                       const at::BFloat16* in_ptr3,
                       const at::BFloat16* in_ptr4,
                       const int64_t* in_ptr5,
                       at::BFloat16* out_ptr0,
                       at::BFloat16* out_ptr1,
                       at::BFloat16* out_ptr2,
                       at::BFloat16* out_ptr3)
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
                for(int64_t x2=static_cast<int64_t>(0L); x2<static_cast<int64_t>(16L); x2+=static_cast<int64_t>(16L))
                {
                    {
                        if(C10_LIKELY(x2 >= static_cast<int64_t>(0) && x2 < static_cast<int64_t>(16L)))
                        {
                            auto tmp0 = at::vec::Vectorized<at::BFloat16>::loadu(in_out_ptr0 + static_cast<int64_t>(x2 + 16L*x1 + 64L*x0), static_cast<int64_t>(16));
                            auto tmp2 =
                            [&]
                            {
                                __at_align__ std::array<at::BFloat16, 32> tmpbuf;
                                #pragma GCC unroll 16
                                for (long x2_inner = 0; x2_inner < static_cast<int64_t>(16); x2_inner++)
                                {
                                    tmpbuf[x2_inner] = in_ptr0[static_cast<int64_t>((static_cast<int64_t>(x2 + x2_inner) % static_cast<int64_t>(8L)))];
                                }
                                return at::vec::Vectorized<at::BFloat16>::loadu(tmpbuf.data(), static_cast<int64_t>(16));
                            }
                            ()
                            ;
                            auto tmp11 = at::vec::Vectorized<at::BFloat16>::loadu(in_ptr1 + static_cast<int64_t>(x2 + 16L*x0 + 128L*x1), static_cast<int64_t>(16));
                            auto tmp1 = at::vec::convert<float>(tmp0);
                            auto tmp3 = at::vec::convert<float>(tmp2);
                            auto tmp4 = x0;
                            auto tmp5 = c10::convert<float>(tmp4);
                            auto tmp6 = at::vec::Vectorized<float>(tmp5);
                            auto tmp7 = tmp6 * tmp3;
                            auto tmp8 = tmp7.cos();
                            auto tmp9 = (tmp8);
                            auto tmp10 = tmp1 * tmp9;
                            auto tmp12 = at::vec::convert<float>(tmp11);
                            auto tmp13 = tmp7.sin();
                            auto tmp14 = (tmp13);
                            auto tmp15 = tmp12 * tmp14;
                            auto tmp16 = tmp10 + tmp15;
                            auto tmp17 = at::vec::convert<at::BFloat16>(tmp16);
                            tmp17.store(in_out_ptr0 + static_cast<int64_t>(x2 + 16L*x1 + 64L*x0), static_cast<int64_t>(16));
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
                            auto tmp0 = at::vec::Vectorized<at::BFloat16>::loadu(in_ptr2 + static_cast<int64_t>(x2 + 16L*(c10::div_floor_integer(static_cast<int64_t>(x0), static_cast<int64_t>(2L))) + 32L*x1), static_cast<int64_t>(16));
                            auto tmp2 =
                            [&]
                            {
                                __at_align__ std::array<at::BFloat16, 32> tmpbuf;
                                #pragma GCC unroll 16
                                for (long x2_inner = 0; x2_inner < static_cast<int64_t>(16); x2_inner++)
                                {
                                    tmpbuf[x2_inner] = in_ptr0[static_cast<int64_t>((static_cast<int64_t>(x2 + x2_inner) % static_cast<int64_t>(8L)))];
                                }
                                return at::vec::Vectorized<at::BFloat16>::loadu(tmpbuf.data(), static_cast<int64_t>(16));
                            }
                            ()
                            ;
                            auto tmp11 = at::vec::Vectorized<at::BFloat16>::loadu(in_ptr3 + static_cast<int64_t>(x2 + 16L*x1 + 128L*(c10::div_floor_integer(static_cast<int64_t>(x0), static_cast<int64_t>(2L)))), static_cast<int64_t>(16));
                            auto tmp1 = at::vec::convert<float>(tmp0);
                            auto tmp3 = at::vec::convert<float>(tmp2);
                            auto tmp4 = x1;
                            auto tmp5 = c10::convert<float>(tmp4);
                            auto tmp6 = at::vec::Vectorized<float>(tmp5);
                            auto tmp7 = tmp6 * tmp3;
                            auto tmp8 = tmp7.cos();
                            auto tmp9 = (tmp8);
                            auto tmp10 = tmp1 * tmp9;
                            auto tmp12 = at::vec::convert<float>(tmp11);
                            auto tmp13 = tmp7.sin();
                            auto tmp14 = (tmp13);
                            auto tmp15 = tmp12 * tmp14;
                            auto tmp16 = tmp10 + tmp15;
                            auto tmp17 = at::vec::convert<at::BFloat16>(tmp16);
                            tmp17.store(out_ptr0 + static_cast<int64_t>(x2 + 16L*x1 + 128L*x0), static_cast<int64_t>(16));
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
                            auto tmp0 = at::vec::Vectorized<at::BFloat16>::loadu(in_ptr4 + static_cast<int64_t>(x2 + 16L*(c10::div_floor_integer(static_cast<int64_t>(x0), static_cast<int64_t>(2L))) + 32L*x1), static_cast<int64_t>(16));
                            tmp0.store(out_ptr1 + static_cast<int64_t>(x2 + 16L*x1 + 128L*x0), static_cast<int64_t>(16));
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
                        auto tmp24 = at::vec::convert<at::BFloat16>(tmp23);
                        tmp24.store(out_ptr2 + static_cast<int64_t>(x1 + 8L*x0), static_cast<int64_t>(8L));
                        tmp24.store(out_ptr3 + static_cast<int64_t>(x1 + 8L*x0), static_cast<int64_t>(8L));
                    }
                }
            }
        }
    }
    inductor_cpu_integer_div_error_flag = nullptr;
    inductor_cpu_throw_if_integer_div_error(inductor_cpu_integer_div_error);
}
''')


cpp_fused__to_copy_mul_t_5 = async_compile.cpp_pybinding(['const at::Float8_e4m3fn*', 'const float*', 'at::BFloat16*'], r'''
#include <torch/csrc/inductor/cpp_prefix.h>
extern "C"  void  kernel(const at::Float8_e4m3fn* in_ptr0,
                       const float* in_ptr1,
                       at::BFloat16* out_ptr0)
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
                for(int64_t x1=static_cast<int64_t>(0L); x1<static_cast<int64_t>(64L); x1+=static_cast<int64_t>(32L))
                {
                    {
                        if(C10_LIKELY(x1 >= static_cast<int64_t>(0) && x1 < static_cast<int64_t>(64L)))
                        {
                            auto tmp0 = at::vec::Vectorized<at::Float8_e4m3fn>::loadu(in_ptr0 + static_cast<int64_t>(x1 + 64L*x0), static_cast<int64_t>(32));
                            auto tmp2 = in_ptr1[static_cast<int64_t>(x0)];
                            auto tmp1 = at::vec::convert<float,2,at::Float8_e4m3fn,1>(tmp0);
                            auto tmp3 = at::vec::VectorizedN<float,2>(tmp2);
                            auto tmp4 = tmp1 * tmp3;
                            auto tmp5 = at::vec::convert<at::BFloat16,1,float,2>(tmp4);
                            tmp5.store(out_ptr0 + static_cast<int64_t>(x1 + 64L*x0), static_cast<int64_t>(32));
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


cpp_fused__to_copy__unsafe_view_add_embedding_mean_mul_pow_rsqrt_t_6 = async_compile.cpp_pybinding(['const int64_t*', 'const at::BFloat16*', 'const at::BFloat16*', 'const at::BFloat16*', 'const at::Float8_e4m3fn*', 'const float*', 'float*', 'at::BFloat16*', 'at::BFloat16*'], r'''
#include <torch/csrc/inductor/cpp_prefix.h>
extern "C"  void  kernel(const int64_t* in_ptr0,
                       const at::BFloat16* in_ptr1,
                       const at::BFloat16* in_ptr2,
                       const at::BFloat16* in_ptr3,
                       const at::Float8_e4m3fn* in_ptr4,
                       const float* in_ptr5,
                       float* out_ptr0,
                       at::BFloat16* out_ptr1,
                       at::BFloat16* out_ptr2)
{
    std::atomic<int> inductor_cpu_integer_div_error{0};
    inductor_cpu_integer_div_error_flag = &inductor_cpu_integer_div_error;
    {
        #pragma GCC ivdep
        for(int64_t x0=static_cast<int64_t>(0L); x0<static_cast<int64_t>(8L); x0+=static_cast<int64_t>(1L))
        {
            {
                float tmp_acc0 = 0;
                at::vec::VectorizedN<float,2> tmp_acc0_vec = at::vec::VectorizedN<float,2>(0);
                for(int64_t x1=static_cast<int64_t>(0L); x1<static_cast<int64_t>(64L); x1+=static_cast<int64_t>(32L))
                {
                    {
                        if(C10_LIKELY(x1 >= static_cast<int64_t>(0) && x1 < static_cast<int64_t>(64L)))
                        {
                            auto tmp0 = in_ptr0[static_cast<int64_t>(x0)];
                            auto tmp6 = at::vec::Vectorized<at::BFloat16>::loadu(in_ptr2 + static_cast<int64_t>(x1 + 64L*x0), static_cast<int64_t>(32));
                            auto tmp1 = tmp0;
                            auto tmp2 = c10::convert<int64_t>(tmp1);
                            TORCH_CHECK((0 <= tmp2) & (tmp2 < 128L), "index out of bounds: 0 <= tmp2 < 128L");
                            auto tmp4 = at::vec::Vectorized<at::BFloat16>::loadu(in_ptr1 + static_cast<int64_t>(x1 + 64L*tmp0), static_cast<int64_t>(32));
                            auto tmp5 = at::vec::convert<float,2,at::BFloat16,1>(tmp4);
                            auto tmp7 = at::vec::convert<float,2,at::BFloat16,1>(tmp6);
                            auto tmp8 = tmp5 + tmp7;
                            auto tmp9 = (tmp8);
                            auto tmp10 = tmp9 * tmp9;
                            tmp_acc0_vec = tmp_acc0_vec + tmp10;
                        }
                    }
                }
                tmp_acc0 = tmp_acc0 + at::vec::vec_reduce_all<float, 2>([](at::vec::Vectorized<float>& x, at::vec::Vectorized<float>& y) { return x + y; }, tmp_acc0_vec);
                out_ptr0[static_cast<int64_t>(x0)] = static_cast<float>(tmp_acc0);
            }
            for(int64_t x1=static_cast<int64_t>(0L); x1<static_cast<int64_t>(64L); x1+=static_cast<int64_t>(32L))
            {
                {
                    if(C10_LIKELY(x1 >= static_cast<int64_t>(0) && x1 < static_cast<int64_t>(64L)))
                    {
                        auto tmp0 = at::vec::Vectorized<at::BFloat16>::loadu(in_ptr3 + static_cast<int64_t>(x1), static_cast<int64_t>(32));
                        auto tmp2 = in_ptr0[static_cast<int64_t>(x0)];
                        auto tmp8 = at::vec::Vectorized<at::BFloat16>::loadu(in_ptr2 + static_cast<int64_t>(x1 + 64L*x0), static_cast<int64_t>(32));
                        auto tmp12 = out_ptr0[static_cast<int64_t>(x0)];
                        auto tmp1 = at::vec::convert<float,2,at::BFloat16,1>(tmp0);
                        auto tmp3 = tmp2;
                        auto tmp4 = c10::convert<int64_t>(tmp3);
                        TORCH_CHECK((0 <= tmp4) & (tmp4 < 128L), "index out of bounds: 0 <= tmp4 < 128L");
                        auto tmp6 = at::vec::Vectorized<at::BFloat16>::loadu(in_ptr1 + static_cast<int64_t>(x1 + 64L*tmp2), static_cast<int64_t>(32));
                        auto tmp7 = at::vec::convert<float,2,at::BFloat16,1>(tmp6);
                        auto tmp9 = at::vec::convert<float,2,at::BFloat16,1>(tmp8);
                        auto tmp10 = tmp7 + tmp9;
                        auto tmp11 = (tmp10);
                        auto tmp13 = static_cast<float>(64.0);
                        auto tmp14 = tmp12 / tmp13;
                        auto tmp15 = static_cast<float>(1e-06);
                        auto tmp16 = float(tmp14 + tmp15);
                        auto tmp17 = 1 / std::sqrt(tmp16);
                        auto tmp18 = at::vec::VectorizedN<float,2>(tmp17);
                        auto tmp19 = tmp11 * tmp18;
                        auto tmp20 = (tmp19);
                        auto tmp21 = tmp1 * tmp20;
                        auto tmp22 = at::vec::convert<at::BFloat16,1,float,2>(tmp21);
                        tmp22.store(out_ptr1 + static_cast<int64_t>(x1 + 64L*x0), static_cast<int64_t>(32));
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
            for(int64_t x0=static_cast<int64_t>(0L); x0<static_cast<int64_t>(128L); x0+=static_cast<int64_t>(1L))
            {
                for(int64_t x1=static_cast<int64_t>(0L); x1<static_cast<int64_t>(64L); x1+=static_cast<int64_t>(32L))
                {
                    {
                        if(C10_LIKELY(x1 >= static_cast<int64_t>(0) && x1 < static_cast<int64_t>(64L)))
                        {
                            auto tmp0 = at::vec::Vectorized<at::Float8_e4m3fn>::loadu(in_ptr4 + static_cast<int64_t>(x1 + 64L*x0), static_cast<int64_t>(32));
                            auto tmp2 = in_ptr5[static_cast<int64_t>(x0)];
                            auto tmp1 = at::vec::convert<float,2,at::Float8_e4m3fn,1>(tmp0);
                            auto tmp3 = at::vec::VectorizedN<float,2>(tmp2);
                            auto tmp4 = tmp1 * tmp3;
                            auto tmp5 = at::vec::convert<at::BFloat16,1,float,2>(tmp4);
                            tmp5.store(out_ptr2 + static_cast<int64_t>(x1 + 64L*x0), static_cast<int64_t>(32));
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


cpp_fused__to_copy_mul_t_7 = async_compile.cpp_pybinding(['const at::Float8_e4m3fn*', 'const float*', 'at::BFloat16*'], r'''
#include <torch/csrc/inductor/cpp_prefix.h>
extern "C"  void  kernel(const at::Float8_e4m3fn* in_ptr0,
                       const float* in_ptr1,
                       at::BFloat16* out_ptr0)
{
    std::atomic<int> inductor_cpu_integer_div_error{0};
    inductor_cpu_integer_div_error_flag = &inductor_cpu_integer_div_error;
    #pragma omp parallel
    {
        int tid = omp_get_thread_num();
        {
            #pragma omp for
            for(int64_t x0=static_cast<int64_t>(0L); x0<static_cast<int64_t>(128L); x0+=static_cast<int64_t>(1L))
            {
                for(int64_t x1=static_cast<int64_t>(0L); x1<static_cast<int64_t>(64L); x1+=static_cast<int64_t>(32L))
                {
                    {
                        if(C10_LIKELY(x1 >= static_cast<int64_t>(0) && x1 < static_cast<int64_t>(64L)))
                        {
                            auto tmp0 = at::vec::Vectorized<at::Float8_e4m3fn>::loadu(in_ptr0 + static_cast<int64_t>(x1 + 64L*x0), static_cast<int64_t>(32));
                            auto tmp2 = in_ptr1[static_cast<int64_t>(x0)];
                            auto tmp1 = at::vec::convert<float,2,at::Float8_e4m3fn,1>(tmp0);
                            auto tmp3 = at::vec::VectorizedN<float,2>(tmp2);
                            auto tmp4 = tmp1 * tmp3;
                            auto tmp5 = at::vec::convert<at::BFloat16,1,float,2>(tmp4);
                            tmp5.store(out_ptr0 + static_cast<int64_t>(x1 + 64L*x0), static_cast<int64_t>(32));
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


cpp_fused__to_copy__unsafe_view_mul_silu_t_8 = async_compile.cpp_pybinding(['at::BFloat16*', 'const at::BFloat16*', 'const at::Float8_e4m3fn*', 'const float*', 'at::BFloat16*'], r'''
#include <torch/csrc/inductor/cpp_prefix.h>
extern "C"  void  kernel(at::BFloat16* in_out_ptr0,
                       const at::BFloat16* in_ptr0,
                       const at::Float8_e4m3fn* in_ptr1,
                       const float* in_ptr2,
                       at::BFloat16* out_ptr0)
{
    std::atomic<int> inductor_cpu_integer_div_error{0};
    inductor_cpu_integer_div_error_flag = &inductor_cpu_integer_div_error;
    #pragma omp parallel
    {
        int tid = omp_get_thread_num();
        {
            #pragma omp for
            for(int64_t x0=static_cast<int64_t>(0L); x0<static_cast<int64_t>(1024L); x0+=static_cast<int64_t>(32L))
            {
                {
                    if(C10_LIKELY(x0 >= static_cast<int64_t>(0) && x0 < static_cast<int64_t>(1024L)))
                    {
                        auto tmp0 = at::vec::Vectorized<at::BFloat16>::loadu(in_out_ptr0 + static_cast<int64_t>(x0), static_cast<int64_t>(32));
                        auto tmp9 = at::vec::Vectorized<at::BFloat16>::loadu(in_ptr0 + static_cast<int64_t>(x0), static_cast<int64_t>(32));
                        auto tmp1 = at::vec::convert<float,2,at::BFloat16,1>(tmp0);
                        auto tmp2 = tmp1.neg();
                        auto tmp3 = tmp2.exp();
                        auto tmp4 = static_cast<float>(1.0);
                        auto tmp5 = at::vec::VectorizedN<float,2>(tmp4);
                        auto tmp6 = tmp3 + tmp5;
                        auto tmp7 = tmp1 / tmp6;
                        auto tmp8 = (tmp7);
                        auto tmp10 = at::vec::convert<float,2,at::BFloat16,1>(tmp9);
                        auto tmp11 = tmp8 * tmp10;
                        auto tmp12 = at::vec::convert<at::BFloat16,1,float,2>(tmp11);
                        tmp12.store(in_out_ptr0 + static_cast<int64_t>(x0), static_cast<int64_t>(32));
                    }
                }
            }
        }
        {
            #pragma omp for
            for(int64_t x0=static_cast<int64_t>(0L); x0<static_cast<int64_t>(64L); x0+=static_cast<int64_t>(1L))
            {
                for(int64_t x1=static_cast<int64_t>(0L); x1<static_cast<int64_t>(128L); x1+=static_cast<int64_t>(32L))
                {
                    {
                        if(C10_LIKELY(x1 >= static_cast<int64_t>(0) && x1 < static_cast<int64_t>(128L)))
                        {
                            auto tmp0 = at::vec::Vectorized<at::Float8_e4m3fn>::loadu(in_ptr1 + static_cast<int64_t>(x1 + 128L*x0), static_cast<int64_t>(32));
                            auto tmp2 = in_ptr2[static_cast<int64_t>(x0)];
                            auto tmp1 = at::vec::convert<float,2,at::Float8_e4m3fn,1>(tmp0);
                            auto tmp3 = at::vec::VectorizedN<float,2>(tmp2);
                            auto tmp4 = tmp1 * tmp3;
                            auto tmp5 = at::vec::convert<at::BFloat16,1,float,2>(tmp4);
                            tmp5.store(out_ptr0 + static_cast<int64_t>(x1 + 128L*x0), static_cast<int64_t>(32));
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


cpp_fused__to_copy__unsafe_view_add_embedding_mean_mul_pow_rsqrt_t_9 = async_compile.cpp_pybinding(['const int64_t*', 'const at::BFloat16*', 'const at::BFloat16*', 'const at::BFloat16*', 'const at::BFloat16*', 'const at::Float8_e4m3fn*', 'const float*', 'float*', 'at::BFloat16*', 'at::BFloat16*'], r'''
#include <torch/csrc/inductor/cpp_prefix.h>
extern "C"  void  kernel(const int64_t* in_ptr0,
                       const at::BFloat16* in_ptr1,
                       const at::BFloat16* in_ptr2,
                       const at::BFloat16* in_ptr3,
                       const at::BFloat16* in_ptr4,
                       const at::Float8_e4m3fn* in_ptr5,
                       const float* in_ptr6,
                       float* out_ptr0,
                       at::BFloat16* out_ptr1,
                       at::BFloat16* out_ptr2)
{
    std::atomic<int> inductor_cpu_integer_div_error{0};
    inductor_cpu_integer_div_error_flag = &inductor_cpu_integer_div_error;
    {
        #pragma GCC ivdep
        for(int64_t x0=static_cast<int64_t>(0L); x0<static_cast<int64_t>(8L); x0+=static_cast<int64_t>(1L))
        {
            {
                float tmp_acc0 = 0;
                at::vec::VectorizedN<float,2> tmp_acc0_vec = at::vec::VectorizedN<float,2>(0);
                for(int64_t x1=static_cast<int64_t>(0L); x1<static_cast<int64_t>(64L); x1+=static_cast<int64_t>(32L))
                {
                    {
                        if(C10_LIKELY(x1 >= static_cast<int64_t>(0) && x1 < static_cast<int64_t>(64L)))
                        {
                            auto tmp0 = in_ptr0[static_cast<int64_t>(x0)];
                            auto tmp6 = at::vec::Vectorized<at::BFloat16>::loadu(in_ptr2 + static_cast<int64_t>(x1 + 64L*x0), static_cast<int64_t>(32));
                            auto tmp9 = at::vec::Vectorized<at::BFloat16>::loadu(in_ptr3 + static_cast<int64_t>(x1 + 64L*x0), static_cast<int64_t>(32));
                            auto tmp1 = tmp0;
                            auto tmp2 = c10::convert<int64_t>(tmp1);
                            TORCH_CHECK((0 <= tmp2) & (tmp2 < 128L), "index out of bounds: 0 <= tmp2 < 128L");
                            auto tmp4 = at::vec::Vectorized<at::BFloat16>::loadu(in_ptr1 + static_cast<int64_t>(x1 + 64L*tmp0), static_cast<int64_t>(32));
                            auto tmp5 = at::vec::convert<float,2,at::BFloat16,1>(tmp4);
                            auto tmp7 = at::vec::convert<float,2,at::BFloat16,1>(tmp6);
                            auto tmp8 = tmp5 + tmp7;
                            auto tmp10 = at::vec::convert<float,2,at::BFloat16,1>(tmp9);
                            auto tmp11 = tmp8 + tmp10;
                            auto tmp12 = (tmp11);
                            auto tmp13 = tmp12 * tmp12;
                            tmp_acc0_vec = tmp_acc0_vec + tmp13;
                        }
                    }
                }
                tmp_acc0 = tmp_acc0 + at::vec::vec_reduce_all<float, 2>([](at::vec::Vectorized<float>& x, at::vec::Vectorized<float>& y) { return x + y; }, tmp_acc0_vec);
                out_ptr0[static_cast<int64_t>(x0)] = static_cast<float>(tmp_acc0);
            }
            for(int64_t x1=static_cast<int64_t>(0L); x1<static_cast<int64_t>(64L); x1+=static_cast<int64_t>(32L))
            {
                {
                    if(C10_LIKELY(x1 >= static_cast<int64_t>(0) && x1 < static_cast<int64_t>(64L)))
                    {
                        auto tmp0 = at::vec::Vectorized<at::BFloat16>::loadu(in_ptr4 + static_cast<int64_t>(x1), static_cast<int64_t>(32));
                        auto tmp2 = in_ptr0[static_cast<int64_t>(x0)];
                        auto tmp8 = at::vec::Vectorized<at::BFloat16>::loadu(in_ptr2 + static_cast<int64_t>(x1 + 64L*x0), static_cast<int64_t>(32));
                        auto tmp11 = at::vec::Vectorized<at::BFloat16>::loadu(in_ptr3 + static_cast<int64_t>(x1 + 64L*x0), static_cast<int64_t>(32));
                        auto tmp15 = out_ptr0[static_cast<int64_t>(x0)];
                        auto tmp1 = at::vec::convert<float,2,at::BFloat16,1>(tmp0);
                        auto tmp3 = tmp2;
                        auto tmp4 = c10::convert<int64_t>(tmp3);
                        TORCH_CHECK((0 <= tmp4) & (tmp4 < 128L), "index out of bounds: 0 <= tmp4 < 128L");
                        auto tmp6 = at::vec::Vectorized<at::BFloat16>::loadu(in_ptr1 + static_cast<int64_t>(x1 + 64L*tmp2), static_cast<int64_t>(32));
                        auto tmp7 = at::vec::convert<float,2,at::BFloat16,1>(tmp6);
                        auto tmp9 = at::vec::convert<float,2,at::BFloat16,1>(tmp8);
                        auto tmp10 = tmp7 + tmp9;
                        auto tmp12 = at::vec::convert<float,2,at::BFloat16,1>(tmp11);
                        auto tmp13 = tmp10 + tmp12;
                        auto tmp14 = (tmp13);
                        auto tmp16 = static_cast<float>(64.0);
                        auto tmp17 = tmp15 / tmp16;
                        auto tmp18 = static_cast<float>(1e-06);
                        auto tmp19 = float(tmp17 + tmp18);
                        auto tmp20 = 1 / std::sqrt(tmp19);
                        auto tmp21 = at::vec::VectorizedN<float,2>(tmp20);
                        auto tmp22 = tmp14 * tmp21;
                        auto tmp23 = (tmp22);
                        auto tmp24 = tmp1 * tmp23;
                        auto tmp25 = at::vec::convert<at::BFloat16,1,float,2>(tmp24);
                        tmp25.store(out_ptr1 + static_cast<int64_t>(x1 + 64L*x0), static_cast<int64_t>(32));
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
            for(int64_t x0=static_cast<int64_t>(0L); x0<static_cast<int64_t>(64L); x0+=static_cast<int64_t>(1L))
            {
                for(int64_t x1=static_cast<int64_t>(0L); x1<static_cast<int64_t>(64L); x1+=static_cast<int64_t>(32L))
                {
                    {
                        if(C10_LIKELY(x1 >= static_cast<int64_t>(0) && x1 < static_cast<int64_t>(64L)))
                        {
                            auto tmp0 = at::vec::Vectorized<at::Float8_e4m3fn>::loadu(in_ptr5 + static_cast<int64_t>(x1 + 64L*x0), static_cast<int64_t>(32));
                            auto tmp2 = in_ptr6[static_cast<int64_t>(x0)];
                            auto tmp1 = at::vec::convert<float,2,at::Float8_e4m3fn,1>(tmp0);
                            auto tmp3 = at::vec::VectorizedN<float,2>(tmp2);
                            auto tmp4 = tmp1 * tmp3;
                            auto tmp5 = at::vec::convert<at::BFloat16,1,float,2>(tmp4);
                            tmp5.store(out_ptr2 + static_cast<int64_t>(x1 + 64L*x0), static_cast<int64_t>(32));
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


cpp_fused__scaled_dot_product_flash_attention_for_cpu__to_copy__unsafe_view_add_arange_bitwise_and_cat_clone_eq_expand_index_le_mul_new_ones_scalar_tensor_transpose_unsqueeze_view_where_10 = async_compile.cpp_pybinding(['at::BFloat16*', 'const at::BFloat16*', 'const at::BFloat16*', 'const at::BFloat16*', 'const at::BFloat16*', 'const at::BFloat16*', 'at::BFloat16*', 'at::BFloat16*'], r'''
#include <torch/csrc/inductor/cpp_prefix.h>
extern "C"  void  kernel(at::BFloat16* in_out_ptr0,
                       const at::BFloat16* in_ptr0,
                       const at::BFloat16* in_ptr1,
                       const at::BFloat16* in_ptr2,
                       const at::BFloat16* in_ptr3,
                       const at::BFloat16* in_ptr4,
                       at::BFloat16* out_ptr0,
                       at::BFloat16* out_ptr1)
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
                for(int64_t x2=static_cast<int64_t>(0L); x2<static_cast<int64_t>(16L); x2+=static_cast<int64_t>(16L))
                {
                    {
                        if(C10_LIKELY(x2 >= static_cast<int64_t>(0) && x2 < static_cast<int64_t>(16L)))
                        {
                            auto tmp0 = at::vec::Vectorized<at::BFloat16>::loadu(in_out_ptr0 + static_cast<int64_t>(x2 + 16L*x1 + 64L*x0), static_cast<int64_t>(16));
                            auto tmp2 =
                            [&]
                            {
                                __at_align__ std::array<at::BFloat16, 32> tmpbuf;
                                #pragma GCC unroll 16
                                for (long x2_inner = 0; x2_inner < static_cast<int64_t>(16); x2_inner++)
                                {
                                    tmpbuf[x2_inner] = in_ptr0[static_cast<int64_t>((static_cast<int64_t>(x2 + x2_inner) % static_cast<int64_t>(8L)))];
                                }
                                return at::vec::Vectorized<at::BFloat16>::loadu(tmpbuf.data(), static_cast<int64_t>(16));
                            }
                            ()
                            ;
                            auto tmp11 = at::vec::Vectorized<at::BFloat16>::loadu(in_ptr1 + static_cast<int64_t>(x2 + 16L*x0 + 128L*x1), static_cast<int64_t>(16));
                            auto tmp1 = at::vec::convert<float>(tmp0);
                            auto tmp3 = at::vec::convert<float>(tmp2);
                            auto tmp4 = x0;
                            auto tmp5 = c10::convert<float>(tmp4);
                            auto tmp6 = at::vec::Vectorized<float>(tmp5);
                            auto tmp7 = tmp6 * tmp3;
                            auto tmp8 = tmp7.cos();
                            auto tmp9 = (tmp8);
                            auto tmp10 = tmp1 * tmp9;
                            auto tmp12 = at::vec::convert<float>(tmp11);
                            auto tmp13 = tmp7.sin();
                            auto tmp14 = (tmp13);
                            auto tmp15 = tmp12 * tmp14;
                            auto tmp16 = tmp10 + tmp15;
                            auto tmp17 = at::vec::convert<at::BFloat16>(tmp16);
                            tmp17.store(in_out_ptr0 + static_cast<int64_t>(x2 + 16L*x1 + 64L*x0), static_cast<int64_t>(16));
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
                            auto tmp0 = at::vec::Vectorized<at::BFloat16>::loadu(in_ptr2 + static_cast<int64_t>(x2 + 16L*(c10::div_floor_integer(static_cast<int64_t>(x0), static_cast<int64_t>(2L))) + 32L*x1), static_cast<int64_t>(16));
                            auto tmp2 =
                            [&]
                            {
                                __at_align__ std::array<at::BFloat16, 32> tmpbuf;
                                #pragma GCC unroll 16
                                for (long x2_inner = 0; x2_inner < static_cast<int64_t>(16); x2_inner++)
                                {
                                    tmpbuf[x2_inner] = in_ptr0[static_cast<int64_t>((static_cast<int64_t>(x2 + x2_inner) % static_cast<int64_t>(8L)))];
                                }
                                return at::vec::Vectorized<at::BFloat16>::loadu(tmpbuf.data(), static_cast<int64_t>(16));
                            }
                            ()
                            ;
                            auto tmp11 = at::vec::Vectorized<at::BFloat16>::loadu(in_ptr3 + static_cast<int64_t>(x2 + 16L*x1 + 128L*(c10::div_floor_integer(static_cast<int64_t>(x0), static_cast<int64_t>(2L)))), static_cast<int64_t>(16));
                            auto tmp1 = at::vec::convert<float>(tmp0);
                            auto tmp3 = at::vec::convert<float>(tmp2);
                            auto tmp4 = x1;
                            auto tmp5 = c10::convert<float>(tmp4);
                            auto tmp6 = at::vec::Vectorized<float>(tmp5);
                            auto tmp7 = tmp6 * tmp3;
                            auto tmp8 = tmp7.cos();
                            auto tmp9 = (tmp8);
                            auto tmp10 = tmp1 * tmp9;
                            auto tmp12 = at::vec::convert<float>(tmp11);
                            auto tmp13 = tmp7.sin();
                            auto tmp14 = (tmp13);
                            auto tmp15 = tmp12 * tmp14;
                            auto tmp16 = tmp10 + tmp15;
                            auto tmp17 = at::vec::convert<at::BFloat16>(tmp16);
                            tmp17.store(out_ptr0 + static_cast<int64_t>(x2 + 16L*x1 + 128L*x0), static_cast<int64_t>(16));
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
                            auto tmp0 = at::vec::Vectorized<at::BFloat16>::loadu(in_ptr4 + static_cast<int64_t>(x2 + 16L*(c10::div_floor_integer(static_cast<int64_t>(x0), static_cast<int64_t>(2L))) + 32L*x1), static_cast<int64_t>(16));
                            tmp0.store(out_ptr1 + static_cast<int64_t>(x2 + 16L*x1 + 128L*x0), static_cast<int64_t>(16));
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


cpp_fused__to_copy__unsafe_view_add_embedding_mean_mul_pow_rsqrt_t_11 = async_compile.cpp_pybinding(['at::BFloat16*', 'const int64_t*', 'const at::BFloat16*', 'const at::BFloat16*', 'const at::BFloat16*', 'const at::BFloat16*', 'const at::Float8_e4m3fn*', 'const float*', 'float*', 'at::BFloat16*', 'at::BFloat16*'], r'''
#include <torch/csrc/inductor/cpp_prefix.h>
extern "C"  void  kernel(at::BFloat16* in_out_ptr0,
                       const int64_t* in_ptr0,
                       const at::BFloat16* in_ptr1,
                       const at::BFloat16* in_ptr2,
                       const at::BFloat16* in_ptr3,
                       const at::BFloat16* in_ptr4,
                       const at::Float8_e4m3fn* in_ptr5,
                       const float* in_ptr6,
                       float* out_ptr0,
                       at::BFloat16* out_ptr1,
                       at::BFloat16* out_ptr2)
{
    std::atomic<int> inductor_cpu_integer_div_error{0};
    inductor_cpu_integer_div_error_flag = &inductor_cpu_integer_div_error;
    {
        #pragma GCC ivdep
        for(int64_t x0=static_cast<int64_t>(0L); x0<static_cast<int64_t>(8L); x0+=static_cast<int64_t>(1L))
        {
            {
                float tmp_acc0 = 0;
                at::vec::VectorizedN<float,2> tmp_acc0_vec = at::vec::VectorizedN<float,2>(0);
                for(int64_t x1=static_cast<int64_t>(0L); x1<static_cast<int64_t>(64L); x1+=static_cast<int64_t>(32L))
                {
                    {
                        if(C10_LIKELY(x1 >= static_cast<int64_t>(0) && x1 < static_cast<int64_t>(64L)))
                        {
                            auto tmp0 = in_ptr0[static_cast<int64_t>(x0)];
                            auto tmp6 = at::vec::Vectorized<at::BFloat16>::loadu(in_out_ptr0 + static_cast<int64_t>(x1 + 64L*x0), static_cast<int64_t>(32));
                            auto tmp9 = at::vec::Vectorized<at::BFloat16>::loadu(in_ptr2 + static_cast<int64_t>(x1 + 64L*x0), static_cast<int64_t>(32));
                            auto tmp12 = at::vec::Vectorized<at::BFloat16>::loadu(in_ptr3 + static_cast<int64_t>(x1 + 64L*x0), static_cast<int64_t>(32));
                            auto tmp1 = tmp0;
                            auto tmp2 = c10::convert<int64_t>(tmp1);
                            TORCH_CHECK((0 <= tmp2) & (tmp2 < 128L), "index out of bounds: 0 <= tmp2 < 128L");
                            auto tmp4 = at::vec::Vectorized<at::BFloat16>::loadu(in_ptr1 + static_cast<int64_t>(x1 + 64L*tmp0), static_cast<int64_t>(32));
                            auto tmp5 = at::vec::convert<float,2,at::BFloat16,1>(tmp4);
                            auto tmp7 = at::vec::convert<float,2,at::BFloat16,1>(tmp6);
                            auto tmp8 = tmp5 + tmp7;
                            auto tmp10 = at::vec::convert<float,2,at::BFloat16,1>(tmp9);
                            auto tmp11 = tmp8 + tmp10;
                            auto tmp13 = at::vec::convert<float,2,at::BFloat16,1>(tmp12);
                            auto tmp14 = tmp11 + tmp13;
                            auto tmp15 = at::vec::convert<at::BFloat16,1,float,2>(tmp14);
                            auto tmp16 = tmp14 * tmp14;
                            tmp15.store(in_out_ptr0 + static_cast<int64_t>(x1 + 64L*x0), static_cast<int64_t>(32));
                            tmp_acc0_vec = tmp_acc0_vec + tmp16;
                        }
                    }
                }
                tmp_acc0 = tmp_acc0 + at::vec::vec_reduce_all<float, 2>([](at::vec::Vectorized<float>& x, at::vec::Vectorized<float>& y) { return x + y; }, tmp_acc0_vec);
                out_ptr0[static_cast<int64_t>(x0)] = static_cast<float>(tmp_acc0);
            }
            for(int64_t x1=static_cast<int64_t>(0L); x1<static_cast<int64_t>(64L); x1+=static_cast<int64_t>(32L))
            {
                {
                    if(C10_LIKELY(x1 >= static_cast<int64_t>(0) && x1 < static_cast<int64_t>(64L)))
                    {
                        auto tmp0 = at::vec::Vectorized<at::BFloat16>::loadu(in_ptr4 + static_cast<int64_t>(x1), static_cast<int64_t>(32));
                        auto tmp2 = at::vec::Vectorized<at::BFloat16>::loadu(in_out_ptr0 + static_cast<int64_t>(x1 + 64L*x0), static_cast<int64_t>(32));
                        auto tmp4 = out_ptr0[static_cast<int64_t>(x0)];
                        auto tmp1 = at::vec::convert<float,2,at::BFloat16,1>(tmp0);
                        auto tmp3 = at::vec::convert<float,2,at::BFloat16,1>(tmp2);
                        auto tmp5 = static_cast<float>(64.0);
                        auto tmp6 = tmp4 / tmp5;
                        auto tmp7 = static_cast<float>(1e-06);
                        auto tmp8 = float(tmp6 + tmp7);
                        auto tmp9 = 1 / std::sqrt(tmp8);
                        auto tmp10 = at::vec::VectorizedN<float,2>(tmp9);
                        auto tmp11 = tmp3 * tmp10;
                        auto tmp12 = (tmp11);
                        auto tmp13 = tmp1 * tmp12;
                        auto tmp14 = at::vec::convert<at::BFloat16,1,float,2>(tmp13);
                        tmp14.store(out_ptr1 + static_cast<int64_t>(x1 + 64L*x0), static_cast<int64_t>(32));
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
            for(int64_t x0=static_cast<int64_t>(0L); x0<static_cast<int64_t>(128L); x0+=static_cast<int64_t>(1L))
            {
                for(int64_t x1=static_cast<int64_t>(0L); x1<static_cast<int64_t>(64L); x1+=static_cast<int64_t>(32L))
                {
                    {
                        if(C10_LIKELY(x1 >= static_cast<int64_t>(0) && x1 < static_cast<int64_t>(64L)))
                        {
                            auto tmp0 = at::vec::Vectorized<at::Float8_e4m3fn>::loadu(in_ptr5 + static_cast<int64_t>(x1 + 64L*x0), static_cast<int64_t>(32));
                            auto tmp2 = in_ptr6[static_cast<int64_t>(x0)];
                            auto tmp1 = at::vec::convert<float,2,at::Float8_e4m3fn,1>(tmp0);
                            auto tmp3 = at::vec::VectorizedN<float,2>(tmp2);
                            auto tmp4 = tmp1 * tmp3;
                            auto tmp5 = at::vec::convert<at::BFloat16,1,float,2>(tmp4);
                            tmp5.store(out_ptr2 + static_cast<int64_t>(x1 + 64L*x0), static_cast<int64_t>(32));
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


cpp_fused__to_copy__unsafe_view_add_mean_mul_pow_rsqrt_12 = async_compile.cpp_pybinding(['at::BFloat16*', 'const at::BFloat16*', 'const at::BFloat16*', 'float*'], r'''
#include <torch/csrc/inductor/cpp_prefix.h>
extern "C"  void  kernel(at::BFloat16* in_out_ptr0,
                       const at::BFloat16* in_ptr1,
                       const at::BFloat16* in_ptr2,
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
                at::vec::VectorizedN<float,2> tmp_acc0_vec = at::vec::VectorizedN<float,2>(0);
                for(int64_t x1=static_cast<int64_t>(0L); x1<static_cast<int64_t>(64L); x1+=static_cast<int64_t>(32L))
                {
                    {
                        if(C10_LIKELY(x1 >= static_cast<int64_t>(0) && x1 < static_cast<int64_t>(64L)))
                        {
                            auto tmp0 = at::vec::Vectorized<at::BFloat16>::loadu(in_ptr0 + static_cast<int64_t>(x1 + 64L*x0), static_cast<int64_t>(32));
                            auto tmp2 = at::vec::Vectorized<at::BFloat16>::loadu(in_ptr1 + static_cast<int64_t>(x1 + 64L*x0), static_cast<int64_t>(32));
                            auto tmp1 = at::vec::convert<float,2,at::BFloat16,1>(tmp0);
                            auto tmp3 = at::vec::convert<float,2,at::BFloat16,1>(tmp2);
                            auto tmp4 = tmp1 + tmp3;
                            auto tmp5 = (tmp4);
                            auto tmp6 = tmp5 * tmp5;
                            tmp_acc0_vec = tmp_acc0_vec + tmp6;
                        }
                    }
                }
                tmp_acc0 = tmp_acc0 + at::vec::vec_reduce_all<float, 2>([](at::vec::Vectorized<float>& x, at::vec::Vectorized<float>& y) { return x + y; }, tmp_acc0_vec);
                out_ptr0[static_cast<int64_t>(x0)] = static_cast<float>(tmp_acc0);
            }
            for(int64_t x1=static_cast<int64_t>(0L); x1<static_cast<int64_t>(64L); x1+=static_cast<int64_t>(32L))
            {
                {
                    if(C10_LIKELY(x1 >= static_cast<int64_t>(0) && x1 < static_cast<int64_t>(64L)))
                    {
                        auto tmp0 = at::vec::Vectorized<at::BFloat16>::loadu(in_ptr2 + static_cast<int64_t>(x1), static_cast<int64_t>(32));
                        auto tmp2 = at::vec::Vectorized<at::BFloat16>::loadu(in_out_ptr0 + static_cast<int64_t>(x1 + 64L*x0), static_cast<int64_t>(32));
                        auto tmp4 = at::vec::Vectorized<at::BFloat16>::loadu(in_ptr1 + static_cast<int64_t>(x1 + 64L*x0), static_cast<int64_t>(32));
                        auto tmp8 = out_ptr0[static_cast<int64_t>(x0)];
                        auto tmp1 = at::vec::convert<float,2,at::BFloat16,1>(tmp0);
                        auto tmp3 = at::vec::convert<float,2,at::BFloat16,1>(tmp2);
                        auto tmp5 = at::vec::convert<float,2,at::BFloat16,1>(tmp4);
                        auto tmp6 = tmp3 + tmp5;
                        auto tmp7 = (tmp6);
                        auto tmp9 = static_cast<float>(64.0);
                        auto tmp10 = tmp8 / tmp9;
                        auto tmp11 = static_cast<float>(1e-06);
                        auto tmp12 = float(tmp10 + tmp11);
                        auto tmp13 = 1 / std::sqrt(tmp12);
                        auto tmp14 = at::vec::VectorizedN<float,2>(tmp13);
                        auto tmp15 = tmp7 * tmp14;
                        auto tmp16 = (tmp15);
                        auto tmp17 = tmp1 * tmp16;
                        auto tmp18 = at::vec::convert<at::BFloat16,1,float,2>(tmp17);
                        tmp18.store(in_out_ptr0 + static_cast<int64_t>(x1 + 64L*x0), static_cast<int64_t>(32));
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
        arg0_1, arg1_1, arg2_1, arg3_1, arg4_1, arg5_1, arg6_1, arg7_1, arg8_1, arg9_1, arg10_1, arg11_1, arg12_1, arg13_1, arg14_1, arg15_1, arg16_1, arg17_1, arg18_1, arg19_1, arg20_1, arg21_1, arg22_1, arg23_1, arg24_1, arg25_1, arg26_1, arg27_1, arg28_1, arg29_1, arg30_1, arg31_1, arg32_1, arg33_1, arg34_1, arg35_1, arg36_1 = args
        args.clear()
        assert_size_stride_grouped((arg0_1, arg1_1, arg3_1), ((1, 8), (128, 64), (64, )), ((8, 1), (64, 1), (1, )), 'input')
        buf0 = empty_strided_cpu((1, 8, 1), (8, 1, 8), torch.float32)
        buf1 = empty_strided_cpu((1, 8, 64), (512, 64, 1), torch.bfloat16)
        assert_size_stride_grouped((arg4_1, arg5_1), ((64, 64), (64, 1)), ((64, 1), (1, 1)), 'input')
        buf2 = empty_strided_cpu((64, 64), (1, 64), torch.bfloat16)
        # [Provenance debug handles] cpp_fused__to_copy_add_embedding_mean_mul_pow_rsqrt_t_0:1
        cpp_fused__to_copy_add_embedding_mean_mul_pow_rsqrt_t_0(arg0_1, arg1_1, arg3_1, arg4_1, arg5_1, buf0, buf1, buf2)
        del arg3_1
        del arg4_1
        del arg5_1
        buf3 = empty_strided_cpu((8, 64), (64, 1), torch.bfloat16)
        # Topologically Sorted Source Nodes: [inputs_embeds, hidden_states, pow_1, variance, add_3, rsqrt, hidden_states_1, to_6, hidden_states_2, linear], Original ATen: [aten.embedding, aten._to_copy, aten.pow, aten.mean, aten.add, aten.rsqrt, aten.mul, aten.view, aten.t, aten.mm]
        # [Provenance debug handles] extern_kernels.mm:2
        extern_kernels.mm(reinterpret_tensor(buf1, (8, 64), (64, 1), 0), buf2, out=buf3)
        buf6 = empty_strided_cpu((1, 4, 8, 16), (512, 128, 16, 1), torch.bfloat16)
        buf4 = reinterpret_tensor(buf6, (1, 4, 8, 8), (512, 128, 16, 1), 0)  # alias
        buf5 = reinterpret_tensor(buf6, (1, 4, 8, 8), (512, 128, 16, 1), 8)  # alias
        assert_size_stride_grouped((arg6_1, arg7_1), ((32, 64), (32, 1)), ((64, 1), (1, 1)), 'input')
        buf7 = empty_strided_cpu((64, 32), (1, 64), torch.bfloat16)
        # [Provenance debug handles] cpp_fused__to_copy__unsafe_view_cat_mul_neg_slice_t_transpose_view_1:3
        cpp_fused__to_copy__unsafe_view_cat_mul_neg_slice_t_transpose_view_1(buf3, arg6_1, arg7_1, buf4, buf5, buf7)
        del arg6_1
        del arg7_1
        del buf4
        del buf5
        buf8 = empty_strided_cpu((8, 32), (32, 1), torch.bfloat16)
        # Topologically Sorted Source Nodes: [linear_1], Original ATen: [aten.view, aten.t, aten._to_copy, aten.mul, aten.mm]
        # [Provenance debug handles] extern_kernels.mm:4
        extern_kernels.mm(reinterpret_tensor(buf1, (8, 64), (64, 1), 0), buf7, out=buf8)
        buf11 = empty_strided_cpu((1, 2, 8, 16), (256, 128, 16, 1), torch.bfloat16)
        buf9 = reinterpret_tensor(buf11, (1, 2, 8, 8), (256, 128, 16, 1), 0)  # alias
        buf10 = reinterpret_tensor(buf11, (1, 2, 8, 8), (256, 128, 16, 1), 8)  # alias
        assert_size_stride_grouped((arg8_1, arg9_1), ((32, 64), (32, 1)), ((64, 1), (1, 1)), 'input')
        buf12 = buf7; del buf7  # reuse
        # [Provenance debug handles] cpp_fused__to_copy__unsafe_view_cat_mul_neg_slice_t_transpose_view_2:5
        cpp_fused__to_copy__unsafe_view_cat_mul_neg_slice_t_transpose_view_2(buf8, arg8_1, arg9_1, buf9, buf10, buf12)
        del arg8_1
        del arg9_1
        del buf10
        del buf9
        buf13 = empty_strided_cpu((8, 32), (32, 1), torch.bfloat16)
        # Topologically Sorted Source Nodes: [linear_2], Original ATen: [aten.view, aten.t, aten._to_copy, aten.mul, aten.mm]
        # [Provenance debug handles] extern_kernels.mm:6
        extern_kernels.mm(reinterpret_tensor(buf1, (8, 64), (64, 1), 0), buf12, out=buf13)
        del buf12
        buf16 = empty_strided_cpu((1, 9), (9, 1), torch.int64)
        buf14 = reinterpret_tensor(buf16, (1, 1), (9, 1), 0)  # alias
        buf15 = reinterpret_tensor(buf16, (1, 8), (9, 1), 1)  # alias
        buf17 = empty_strided_cpu((1, 8), (8, 1), torch.int64)
        # [Provenance debug handles] cpp_fused_add_cat_cumsum_ne_slice_sub_unsqueeze_3:7
        cpp_fused_add_cat_cumsum_ne_slice_sub_unsqueeze_3(buf16, buf14, buf15, buf17)
        del buf14
        del buf15
        del buf16
        # Topologically Sorted Source Nodes: [position_diff, ne, packed_sequence_mask], Original ATen: [aten.slice, aten.sub, aten.ne, aten.cumsum]
        # [Provenance debug handles] torch.ops.aten.cumsum.default:8
        buf18 = torch.ops.aten.cumsum.default(buf17, dim=-1, dtype=torch.int64)
        assert_tensor_metadata(buf18, (1, 8), (8, 1), torch.int64, 'torch.ops.aten.cumsum.default')
        assert_alignment(buf18, 16, 'torch.ops.aten.cumsum.default')
        del buf17
        assert_size_stride(arg2_1, (8, ), (1, ), 'input')
        buf19 = reinterpret_tensor(buf3, (1, 4, 8, 16), (512, 16, 64, 1), 0); del buf3  # reuse
        buf20 = reinterpret_tensor(buf1, (1, 4, 8, 16), (512, 128, 16, 1), 0); del buf1  # reuse
        buf21 = empty_strided_cpu((1, 4, 8, 16), (512, 128, 16, 1), torch.bfloat16)
        buf22 = empty_strided_cpu((1, 1, 8, 8), (64, 64, 8, 1), torch.bfloat16)
        buf54 = empty_strided_cpu((1, 1, 8, 8), (64, 64, 8, 1), torch.bfloat16)
        # [Provenance debug handles] cpp_fused__scaled_dot_product_flash_attention_for_cpu__to_copy__unsafe_view_add_arange_bitwise_and_cat_clone_eq_expand_index_le_mul_new_ones_scalar_tensor_transpose_unsqueeze_view_where_4:9
        cpp_fused__scaled_dot_product_flash_attention_for_cpu__to_copy__unsafe_view_add_arange_bitwise_and_cat_clone_eq_expand_index_le_mul_new_ones_scalar_tensor_transpose_unsqueeze_view_where_4(buf19, arg2_1, buf6, buf8, buf11, buf13, buf18, buf20, buf21, buf22, buf54)
        del buf11
        del buf13
        del buf18
        del buf6
        del buf8
        # Topologically Sorted Source Nodes: [linear, view, query_states, position_ids, position_ids_1, getitem_9, float_1, to_2, freqs, emb, cos_1, cos_2, cos_3, mul_5, sin_1, sin_2, sin_3, mul_6, q_embed, linear_1, view_1, key_states, mul_7, mul_8, k_embed, getitem_14, hidden_states_3, key, linear_2, view_2, value_states, getitem_15, hidden_states_4, value, result, expand, batch_arange, batch_indices, kv_arange, kv_indices, getitem_6, q_arange, q_indices, getitem_5, le, result_1, getitem_7, getitem_8, eq, result_2, attention_mask, attn_output], Original ATen: [aten._unsafe_view, aten.view, aten.transpose, aten.add, aten.unsqueeze, aten._to_copy, aten.mul, aten.cat, aten.expand, aten.clone, aten.new_ones, aten.arange, aten.index, aten.le, aten.bitwise_and, aten.eq, aten.scalar_tensor, aten.where, aten._scaled_dot_product_flash_attention_for_cpu]
        # [Provenance debug handles] torch.ops.aten._scaled_dot_product_flash_attention_for_cpu.default:10
        buf23 = torch.ops.aten._scaled_dot_product_flash_attention_for_cpu.default(buf19, buf20, buf21, attn_mask=buf22, scale=0.25)
        del buf19
        del buf20
        del buf22
        buf24 = buf23[0]
        assert_tensor_metadata(buf24, (1, 4, 8, 16), (512, 16, 64, 1), torch.bfloat16, 'torch.ops.aten._scaled_dot_product_flash_attention_for_cpu.default')
        assert_alignment(buf24, 16, 'torch.ops.aten._scaled_dot_product_flash_attention_for_cpu.default')
        del buf23
        assert_size_stride_grouped((arg10_1, arg11_1), ((64, 64), (64, 1)), ((64, 1), (1, 1)), 'input')
        buf26 = buf2; del buf2  # reuse
        # [Provenance debug handles] cpp_fused__to_copy_mul_t_5:11
        cpp_fused__to_copy_mul_t_5(arg10_1, arg11_1, buf26)
        del arg10_1
        del arg11_1
        buf27 = reinterpret_tensor(buf21, (8, 64), (64, 1), 0); del buf21  # reuse
        # Topologically Sorted Source Nodes: [transpose_3, reshape_3, attn_output_4], Original ATen: [aten.transpose, aten.view, aten.t, aten._to_copy, aten.mul, aten.mm]
        # [Provenance debug handles] extern_kernels.mm:12
        extern_kernels.mm(reinterpret_tensor(buf24, (8, 64), (64, 1), 0), buf26, out=buf27)
        del buf26
        assert_size_stride(arg12_1, (64, ), (1, ), 'input')
        buf28 = buf0; del buf0  # reuse
        buf29 = reinterpret_tensor(buf24, (1, 8, 64), (512, 64, 1), 0); del buf24  # reuse
        assert_size_stride_grouped((arg13_1, arg14_1), ((128, 64), (128, 1)), ((64, 1), (1, 1)), 'input')
        buf30 = empty_strided_cpu((64, 128), (1, 64), torch.bfloat16)
        # [Provenance debug handles] cpp_fused__to_copy__unsafe_view_add_embedding_mean_mul_pow_rsqrt_t_6:13
        cpp_fused__to_copy__unsafe_view_add_embedding_mean_mul_pow_rsqrt_t_6(arg0_1, arg1_1, buf27, arg12_1, arg13_1, arg14_1, buf28, buf29, buf30)
        del arg12_1
        del arg13_1
        del arg14_1
        del buf28
        buf31 = empty_strided_cpu((8, 128), (128, 1), torch.bfloat16)
        # Topologically Sorted Source Nodes: [linear_4], Original ATen: [aten.view, aten.t, aten._to_copy, aten.mul, aten.mm]
        # [Provenance debug handles] extern_kernels.mm:14
        extern_kernels.mm(reinterpret_tensor(buf29, (8, 64), (64, 1), 0), buf30, out=buf31)
        assert_size_stride_grouped((arg15_1, arg16_1), ((128, 64), (128, 1)), ((64, 1), (1, 1)), 'input')
        buf32 = buf30; del buf30  # reuse
        # [Provenance debug handles] cpp_fused__to_copy_mul_t_7:15
        cpp_fused__to_copy_mul_t_7(arg15_1, arg16_1, buf32)
        del arg15_1
        del arg16_1
        buf33 = empty_strided_cpu((8, 128), (128, 1), torch.bfloat16)
        # Topologically Sorted Source Nodes: [linear_5], Original ATen: [aten.view, aten.t, aten._to_copy, aten.mul, aten.mm]
        # [Provenance debug handles] extern_kernels.mm:16
        extern_kernels.mm(reinterpret_tensor(buf29, (8, 64), (64, 1), 0), buf32, out=buf33)
        del buf32
        buf34 = reinterpret_tensor(buf31, (1, 8, 128), (1024, 128, 1), 0); del buf31  # reuse
        assert_size_stride_grouped((arg17_1, arg18_1), ((64, 128), (64, 1)), ((128, 1), (1, 1)), 'input')
        buf35 = empty_strided_cpu((128, 64), (1, 128), torch.bfloat16)
        # [Provenance debug handles] cpp_fused__to_copy__unsafe_view_mul_silu_t_8:17
        cpp_fused__to_copy__unsafe_view_mul_silu_t_8(buf34, buf33, arg17_1, arg18_1, buf35)
        del arg17_1
        del arg18_1
        del buf33
        buf36 = reinterpret_tensor(buf29, (8, 64), (64, 1), 0); del buf29  # reuse
        # Topologically Sorted Source Nodes: [linear_4, silu, linear_5, mul_11, down_proj], Original ATen: [aten._unsafe_view, aten.silu, aten.mul, aten.view, aten.t, aten._to_copy, aten.mm]
        # [Provenance debug handles] extern_kernels.mm:18
        extern_kernels.mm(reinterpret_tensor(buf34, (8, 128), (128, 1), 0), buf35, out=buf36)
        del buf35
        assert_size_stride(arg19_1, (64, ), (1, ), 'input')
        buf37 = empty_strided_cpu((1, 8, 1), (8, 1, 8), torch.float32)
        buf38 = empty_strided_cpu((1, 8, 64), (512, 64, 1), torch.bfloat16)
        assert_size_stride_grouped((arg20_1, arg21_1), ((64, 64), (64, 1)), ((64, 1), (1, 1)), 'input')
        buf39 = empty_strided_cpu((64, 64), (1, 64), torch.bfloat16)
        # [Provenance debug handles] cpp_fused__to_copy__unsafe_view_add_embedding_mean_mul_pow_rsqrt_t_9:19
        cpp_fused__to_copy__unsafe_view_add_embedding_mean_mul_pow_rsqrt_t_9(arg0_1, arg1_1, buf27, buf36, arg19_1, arg20_1, arg21_1, buf37, buf38, buf39)
        del arg19_1
        del arg20_1
        del arg21_1
        buf40 = empty_strided_cpu((8, 64), (64, 1), torch.bfloat16)
        # Topologically Sorted Source Nodes: [linear_7], Original ATen: [aten.view, aten.t, aten._to_copy, aten.mul, aten.mm]
        # [Provenance debug handles] extern_kernels.mm:20
        extern_kernels.mm(reinterpret_tensor(buf38, (8, 64), (64, 1), 0), buf39, out=buf40)
        buf43 = empty_strided_cpu((1, 4, 8, 16), (512, 128, 16, 1), torch.bfloat16)
        buf41 = reinterpret_tensor(buf43, (1, 4, 8, 8), (512, 128, 16, 1), 0)  # alias
        buf42 = reinterpret_tensor(buf43, (1, 4, 8, 8), (512, 128, 16, 1), 8)  # alias
        assert_size_stride_grouped((arg22_1, arg23_1), ((32, 64), (32, 1)), ((64, 1), (1, 1)), 'input')
        buf44 = empty_strided_cpu((64, 32), (1, 64), torch.bfloat16)
        # [Provenance debug handles] cpp_fused__to_copy__unsafe_view_cat_mul_neg_slice_t_transpose_view_1:21
        cpp_fused__to_copy__unsafe_view_cat_mul_neg_slice_t_transpose_view_1(buf40, arg22_1, arg23_1, buf41, buf42, buf44)
        del arg22_1
        del arg23_1
        del buf41
        del buf42
        buf45 = empty_strided_cpu((8, 32), (32, 1), torch.bfloat16)
        # Topologically Sorted Source Nodes: [linear_8], Original ATen: [aten.view, aten.t, aten._to_copy, aten.mul, aten.mm]
        # [Provenance debug handles] extern_kernels.mm:22
        extern_kernels.mm(reinterpret_tensor(buf38, (8, 64), (64, 1), 0), buf44, out=buf45)
        buf48 = empty_strided_cpu((1, 2, 8, 16), (256, 128, 16, 1), torch.bfloat16)
        buf46 = reinterpret_tensor(buf48, (1, 2, 8, 8), (256, 128, 16, 1), 0)  # alias
        buf47 = reinterpret_tensor(buf48, (1, 2, 8, 8), (256, 128, 16, 1), 8)  # alias
        assert_size_stride_grouped((arg24_1, arg25_1), ((32, 64), (32, 1)), ((64, 1), (1, 1)), 'input')
        buf49 = buf44; del buf44  # reuse
        # [Provenance debug handles] cpp_fused__to_copy__unsafe_view_cat_mul_neg_slice_t_transpose_view_2:23
        cpp_fused__to_copy__unsafe_view_cat_mul_neg_slice_t_transpose_view_2(buf45, arg24_1, arg25_1, buf46, buf47, buf49)
        del arg24_1
        del arg25_1
        del buf46
        del buf47
        buf50 = empty_strided_cpu((8, 32), (32, 1), torch.bfloat16)
        # Topologically Sorted Source Nodes: [linear_9], Original ATen: [aten.view, aten.t, aten._to_copy, aten.mul, aten.mm]
        # [Provenance debug handles] extern_kernels.mm:24
        extern_kernels.mm(reinterpret_tensor(buf38, (8, 64), (64, 1), 0), buf49, out=buf50)
        del buf49
        buf51 = reinterpret_tensor(buf40, (1, 4, 8, 16), (512, 16, 64, 1), 0); del buf40  # reuse
        buf52 = reinterpret_tensor(buf38, (1, 4, 8, 16), (512, 128, 16, 1), 0); del buf38  # reuse
        buf53 = empty_strided_cpu((1, 4, 8, 16), (512, 128, 16, 1), torch.bfloat16)
        # [Provenance debug handles] cpp_fused__scaled_dot_product_flash_attention_for_cpu__to_copy__unsafe_view_add_arange_bitwise_and_cat_clone_eq_expand_index_le_mul_new_ones_scalar_tensor_transpose_unsqueeze_view_where_10:25
        cpp_fused__scaled_dot_product_flash_attention_for_cpu__to_copy__unsafe_view_add_arange_bitwise_and_cat_clone_eq_expand_index_le_mul_new_ones_scalar_tensor_transpose_unsqueeze_view_where_10(buf51, arg2_1, buf43, buf45, buf48, buf50, buf52, buf53)
        del arg2_1
        del buf43
        del buf45
        del buf48
        del buf50
        # Topologically Sorted Source Nodes: [position_ids, position_ids_1, getitem_9, float_1, to_2, freqs, emb, cos_1, cos_2, sin_1, sin_2, result, expand, batch_arange, batch_indices, kv_arange, kv_indices, getitem_6, q_arange, q_indices, getitem_5, le, result_1, getitem_7, getitem_8, eq, result_2, attention_mask, linear_7, view_3, query_states_1, cos_4, mul_14, sin_4, mul_15, q_embed_1, linear_8, view_4, key_states_1, mul_16, mul_17, k_embed_1, getitem_20, hidden_states_13, key_1, linear_9, view_5, value_states_1, getitem_21, hidden_states_14, value_1, attn_output_5], Original ATen: [aten.add, aten.unsqueeze, aten._to_copy, aten.mul, aten.cat, aten.new_ones, aten.expand, aten.arange, aten.index, aten.le, aten.bitwise_and, aten.eq, aten._unsafe_view, aten.view, aten.transpose, aten.clone, aten.scalar_tensor, aten.where, aten._scaled_dot_product_flash_attention_for_cpu]
        # [Provenance debug handles] torch.ops.aten._scaled_dot_product_flash_attention_for_cpu.default:26
        buf55 = torch.ops.aten._scaled_dot_product_flash_attention_for_cpu.default(buf51, buf52, buf53, attn_mask=buf54, scale=0.25)
        del buf51
        del buf52
        del buf54
        buf56 = buf55[0]
        assert_tensor_metadata(buf56, (1, 4, 8, 16), (512, 16, 64, 1), torch.bfloat16, 'torch.ops.aten._scaled_dot_product_flash_attention_for_cpu.default')
        assert_alignment(buf56, 16, 'torch.ops.aten._scaled_dot_product_flash_attention_for_cpu.default')
        del buf55
        assert_size_stride_grouped((arg26_1, arg27_1), ((64, 64), (64, 1)), ((64, 1), (1, 1)), 'input')
        buf58 = buf39; del buf39  # reuse
        # [Provenance debug handles] cpp_fused__to_copy_mul_t_5:27
        cpp_fused__to_copy_mul_t_5(arg26_1, arg27_1, buf58)
        del arg26_1
        del arg27_1
        buf59 = reinterpret_tensor(buf53, (8, 64), (64, 1), 0); del buf53  # reuse
        # Topologically Sorted Source Nodes: [transpose_7, reshape_7, attn_output_9], Original ATen: [aten.transpose, aten.view, aten.t, aten._to_copy, aten.mul, aten.mm]
        # [Provenance debug handles] extern_kernels.mm:28
        extern_kernels.mm(reinterpret_tensor(buf56, (8, 64), (64, 1), 0), buf58, out=buf59)
        del buf58
        assert_size_stride(arg28_1, (64, ), (1, ), 'input')
        buf60 = reinterpret_tensor(buf27, (1, 8, 64), (512, 64, 1), 0); del buf27  # reuse
        buf61 = buf37; del buf37  # reuse
        buf62 = reinterpret_tensor(buf56, (1, 8, 64), (512, 64, 1), 0); del buf56  # reuse
        assert_size_stride_grouped((arg29_1, arg30_1), ((128, 64), (128, 1)), ((64, 1), (1, 1)), 'input')
        buf63 = empty_strided_cpu((64, 128), (1, 64), torch.bfloat16)
        # [Provenance debug handles] cpp_fused__to_copy__unsafe_view_add_embedding_mean_mul_pow_rsqrt_t_11:29
        cpp_fused__to_copy__unsafe_view_add_embedding_mean_mul_pow_rsqrt_t_11(buf60, arg0_1, arg1_1, buf36, buf59, arg28_1, arg29_1, arg30_1, buf61, buf62, buf63)
        del arg0_1
        del arg1_1
        del arg28_1
        del arg29_1
        del arg30_1
        del buf36
        del buf59
        buf64 = reinterpret_tensor(buf34, (8, 128), (128, 1), 0); del buf34  # reuse
        # Topologically Sorted Source Nodes: [hidden_states_16, pow_4, variance_3, add_13, rsqrt_3, hidden_states_17, to_12, hidden_states_18, linear_11], Original ATen: [aten._to_copy, aten.pow, aten.mean, aten.add, aten.rsqrt, aten.mul, aten.view, aten.t, aten.mm]
        # [Provenance debug handles] extern_kernels.mm:30
        extern_kernels.mm(reinterpret_tensor(buf62, (8, 64), (64, 1), 0), buf63, out=buf64)
        assert_size_stride_grouped((arg31_1, arg32_1), ((128, 64), (128, 1)), ((64, 1), (1, 1)), 'input')
        buf65 = buf63; del buf63  # reuse
        # [Provenance debug handles] cpp_fused__to_copy_mul_t_7:31
        cpp_fused__to_copy_mul_t_7(arg31_1, arg32_1, buf65)
        del arg31_1
        del arg32_1
        buf66 = empty_strided_cpu((8, 128), (128, 1), torch.bfloat16)
        # Topologically Sorted Source Nodes: [linear_12], Original ATen: [aten.view, aten.t, aten._to_copy, aten.mul, aten.mm]
        # [Provenance debug handles] extern_kernels.mm:32
        extern_kernels.mm(reinterpret_tensor(buf62, (8, 64), (64, 1), 0), buf65, out=buf66)
        del buf65
        buf67 = reinterpret_tensor(buf64, (1, 8, 128), (1024, 128, 1), 0); del buf64  # reuse
        assert_size_stride_grouped((arg33_1, arg34_1), ((64, 128), (64, 1)), ((128, 1), (1, 1)), 'input')
        buf68 = empty_strided_cpu((128, 64), (1, 128), torch.bfloat16)
        # [Provenance debug handles] cpp_fused__to_copy__unsafe_view_mul_silu_t_8:33
        cpp_fused__to_copy__unsafe_view_mul_silu_t_8(buf67, buf66, arg33_1, arg34_1, buf68)
        del arg33_1
        del arg34_1
        del buf66
        buf69 = reinterpret_tensor(buf62, (8, 64), (64, 1), 0); del buf62  # reuse
        # Topologically Sorted Source Nodes: [linear_11, silu_1, linear_12, mul_20, down_proj_1], Original ATen: [aten._unsafe_view, aten.silu, aten.mul, aten.view, aten.t, aten._to_copy, aten.mm]
        # [Provenance debug handles] extern_kernels.mm:34
        extern_kernels.mm(reinterpret_tensor(buf67, (8, 128), (128, 1), 0), buf68, out=buf69)
        del buf68
        assert_size_stride(arg35_1, (64, ), (1, ), 'input')
        buf70 = buf61; del buf61  # reuse
        buf71 = buf60; del buf60  # reuse
        assert_size_stride(arg36_1, (128, 64), (64, 1), 'input')
        # [Provenance debug handles] cpp_fused__to_copy__unsafe_view_add_mean_mul_pow_rsqrt_12:35
        cpp_fused__to_copy__unsafe_view_add_mean_mul_pow_rsqrt_12(buf71, buf69, arg35_1, buf70)
        del arg35_1
        del buf69
        del buf70
        buf72 = reinterpret_tensor(buf67, (8, 128), (128, 1), 0); del buf67  # reuse
        # Topologically Sorted Source Nodes: [down_proj_1, hidden_states_19, hidden_states_20, pow_5, variance_4, add_15, rsqrt_4, hidden_states_21, to_14, hidden_states_22, logits], Original ATen: [aten._unsafe_view, aten.add, aten._to_copy, aten.pow, aten.mean, aten.rsqrt, aten.mul, aten.view, aten.t, aten.mm]
        # [Provenance debug handles] extern_kernels.mm:36
        extern_kernels.mm(reinterpret_tensor(buf71, (8, 64), (64, 1), 0), reinterpret_tensor(arg36_1, (64, 128), (1, 64), 0), out=buf72)
        del arg36_1
        return (reinterpret_tensor(buf72, (1, 8, 128), (1024, 128, 1), 0), )

runner = Runner(partitions=[])
call = runner.call
recursively_apply_fns = runner.recursively_apply_fns


def get_args():
    from torch._dynamo.testing import rand_strided
    arg0_1 = rand_strided((1, 8), (8, 1), device='cpu', dtype=torch.int64)
    arg1_1 = rand_strided((128, 64), (64, 1), device='cpu', dtype=torch.bfloat16)
    arg2_1 = rand_strided((8, ), (1, ), device='cpu', dtype=torch.bfloat16)
    arg3_1 = rand_strided((64, ), (1, ), device='cpu', dtype=torch.bfloat16)
    arg4_1 = rand_strided((64, 64), (64, 1), device='cpu', dtype=torch.float8_e4m3fn)
    arg5_1 = rand_strided((64, 1), (1, 1), device='cpu', dtype=torch.float32)
    arg6_1 = rand_strided((32, 64), (64, 1), device='cpu', dtype=torch.float8_e4m3fn)
    arg7_1 = rand_strided((32, 1), (1, 1), device='cpu', dtype=torch.float32)
    arg8_1 = rand_strided((32, 64), (64, 1), device='cpu', dtype=torch.float8_e4m3fn)
    arg9_1 = rand_strided((32, 1), (1, 1), device='cpu', dtype=torch.float32)
    arg10_1 = rand_strided((64, 64), (64, 1), device='cpu', dtype=torch.float8_e4m3fn)
    arg11_1 = rand_strided((64, 1), (1, 1), device='cpu', dtype=torch.float32)
    arg12_1 = rand_strided((64, ), (1, ), device='cpu', dtype=torch.bfloat16)
    arg13_1 = rand_strided((128, 64), (64, 1), device='cpu', dtype=torch.float8_e4m3fn)
    arg14_1 = rand_strided((128, 1), (1, 1), device='cpu', dtype=torch.float32)
    arg15_1 = rand_strided((128, 64), (64, 1), device='cpu', dtype=torch.float8_e4m3fn)
    arg16_1 = rand_strided((128, 1), (1, 1), device='cpu', dtype=torch.float32)
    arg17_1 = rand_strided((64, 128), (128, 1), device='cpu', dtype=torch.float8_e4m3fn)
    arg18_1 = rand_strided((64, 1), (1, 1), device='cpu', dtype=torch.float32)
    arg19_1 = rand_strided((64, ), (1, ), device='cpu', dtype=torch.bfloat16)
    arg20_1 = rand_strided((64, 64), (64, 1), device='cpu', dtype=torch.float8_e4m3fn)
    arg21_1 = rand_strided((64, 1), (1, 1), device='cpu', dtype=torch.float32)
    arg22_1 = rand_strided((32, 64), (64, 1), device='cpu', dtype=torch.float8_e4m3fn)
    arg23_1 = rand_strided((32, 1), (1, 1), device='cpu', dtype=torch.float32)
    arg24_1 = rand_strided((32, 64), (64, 1), device='cpu', dtype=torch.float8_e4m3fn)
    arg25_1 = rand_strided((32, 1), (1, 1), device='cpu', dtype=torch.float32)
    arg26_1 = rand_strided((64, 64), (64, 1), device='cpu', dtype=torch.float8_e4m3fn)
    arg27_1 = rand_strided((64, 1), (1, 1), device='cpu', dtype=torch.float32)
    arg28_1 = rand_strided((64, ), (1, ), device='cpu', dtype=torch.bfloat16)
    arg29_1 = rand_strided((128, 64), (64, 1), device='cpu', dtype=torch.float8_e4m3fn)
    arg30_1 = rand_strided((128, 1), (1, 1), device='cpu', dtype=torch.float32)
    arg31_1 = rand_strided((128, 64), (64, 1), device='cpu', dtype=torch.float8_e4m3fn)
    arg32_1 = rand_strided((128, 1), (1, 1), device='cpu', dtype=torch.float32)
    arg33_1 = rand_strided((64, 128), (128, 1), device='cpu', dtype=torch.float8_e4m3fn)
    arg34_1 = rand_strided((64, 1), (1, 1), device='cpu', dtype=torch.float32)
    arg35_1 = rand_strided((64, ), (1, ), device='cpu', dtype=torch.bfloat16)
    arg36_1 = rand_strided((128, 64), (64, 1), device='cpu', dtype=torch.bfloat16)
    return [arg0_1, arg1_1, arg2_1, arg3_1, arg4_1, arg5_1, arg6_1, arg7_1, arg8_1, arg9_1, arg10_1, arg11_1, arg12_1, arg13_1, arg14_1, arg15_1, arg16_1, arg17_1, arg18_1, arg19_1, arg20_1, arg21_1, arg22_1, arg23_1, arg24_1, arg25_1, arg26_1, arg27_1, arg28_1, arg29_1, arg30_1, arg31_1, arg32_1, arg33_1, arg34_1, arg35_1, arg36_1]


def benchmark_compiled_module(args, times=10, repeat=10):
    from torch._inductor.utils import print_performance
    fn = lambda: call(list(args))
    return print_performance(fn, times=times, repeat=repeat, device='cpu')


if __name__ == "__main__":
    from torch._inductor.wrapper_benchmark import compiled_module_main
    args = get_args()
    compiled_module_main('None', lambda times, repeat: benchmark_compiled_module(args, times=times, repeat=repeat))
