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


cpp_fused___rshift___add_bitwise_and_embedding_mean_mul_pow_rsqrt_0 = async_compile.cpp_pybinding(['const int64_t*', 'const float*', 'const float*', 'const float*', 'const uint8_t*', 'float*', 'float*', 'uint8_t*', 'uint8_t*'], r'''
#include <torch/csrc/inductor/cpp_prefix.h>
extern "C"  void  kernel(const int64_t* in_ptr0,
                       const float* in_ptr1,
                       const float* in_ptr2,
                       const float* in_ptr3,
                       const uint8_t* in_ptr4,
                       float* out_ptr0,
                       float* out_ptr1,
                       uint8_t* out_ptr2,
                       uint8_t* out_ptr3)
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
                {
                    float tmp_acc0 = 0;
                    at::vec::Vectorized<float> tmp_acc0_vec = at::vec::Vectorized<float>(0);
                    for(int64_t x1=static_cast<int64_t>(0L); x1<static_cast<int64_t>(64L); x1+=static_cast<int64_t>(16L))
                    {
                        {
                            if(C10_LIKELY(x1 >= static_cast<int64_t>(0) && x1 < static_cast<int64_t>(64L)))
                            {
                                auto tmp0 = in_ptr0[static_cast<int64_t>(x0)];
                                auto tmp5 = in_ptr2[static_cast<int64_t>(0L)];
                                auto tmp1 = tmp0;
                                auto tmp2 = c10::convert<int64_t>(tmp1);
                                TORCH_CHECK((0 <= tmp2) & (tmp2 < 128L), "index out of bounds: 0 <= tmp2 < 128L");
                                auto tmp4 = at::vec::Vectorized<float>::loadu(in_ptr1 + static_cast<int64_t>(x1 + 64L*tmp0), static_cast<int64_t>(16));
                                auto tmp6 = at::vec::Vectorized<float>(tmp5);
                                auto tmp7 = tmp4 * tmp6;
                                auto tmp8 = tmp7 * tmp7;
                                tmp_acc0_vec = tmp_acc0_vec + tmp8;
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
                            auto tmp0 = in_ptr0[static_cast<int64_t>(x0)];
                            auto tmp5 = in_ptr2[static_cast<int64_t>(0L)];
                            auto tmp8 = out_ptr0[static_cast<int64_t>(x0)];
                            auto tmp16 = at::vec::Vectorized<float>::loadu(in_ptr3 + static_cast<int64_t>(x1), static_cast<int64_t>(16));
                            auto tmp1 = tmp0;
                            auto tmp2 = c10::convert<int64_t>(tmp1);
                            TORCH_CHECK((0 <= tmp2) & (tmp2 < 128L), "index out of bounds: 0 <= tmp2 < 128L");
                            auto tmp4 = at::vec::Vectorized<float>::loadu(in_ptr1 + static_cast<int64_t>(x1 + 64L*tmp0), static_cast<int64_t>(16));
                            auto tmp6 = at::vec::Vectorized<float>(tmp5);
                            auto tmp7 = tmp4 * tmp6;
                            auto tmp9 = static_cast<float>(64.0);
                            auto tmp10 = tmp8 / tmp9;
                            auto tmp11 = static_cast<float>(1e-06);
                            auto tmp12 = float(tmp10 + tmp11);
                            auto tmp13 = 1 / std::sqrt(tmp12);
                            auto tmp14 = at::vec::Vectorized<float>(tmp13);
                            auto tmp15 = tmp7 * tmp14;
                            auto tmp17 = static_cast<float>(1.0);
                            auto tmp18 = at::vec::Vectorized<float>(tmp17);
                            auto tmp19 = tmp16 + tmp18;
                            auto tmp20 = tmp15 * tmp19;
                            tmp20.store(out_ptr1 + static_cast<int64_t>(x1 + 64L*x0));
                        }
                    }
                }
            }
        }
        {
            #pragma omp for
            for(int64_t x0=static_cast<int64_t>(0L); x0<static_cast<int64_t>(2048L); x0+=static_cast<int64_t>(16L))
            {
                {
                    if(C10_LIKELY(x0 >= static_cast<int64_t>(0) && x0 < static_cast<int64_t>(2048L)))
                    {
                        auto tmp0 = at::vec::Vectorized<uint8_t>::loadu(in_ptr4 + static_cast<int64_t>(x0), static_cast<int64_t>(16));
                        auto tmp1 = static_cast<uint8_t>(4);
                        auto tmp2 = at::vec::Vectorized<uint8_t>(tmp1);
                        auto tmp3 = tmp0 >> tmp2;
                        auto tmp4 = static_cast<uint8_t>(15);
                        auto tmp5 = at::vec::Vectorized<uint8_t>(tmp4);
                        auto tmp6 = tmp0 & tmp5;
                        tmp3.store(out_ptr2 + static_cast<int64_t>(x0), static_cast<int64_t>(16));
                        tmp6.store(out_ptr3 + static_cast<int64_t>(x0), static_cast<int64_t>(16));
                    }
                }
            }
        }
    }
    inductor_cpu_integer_div_error_flag = nullptr;
    inductor_cpu_throw_if_integer_div_error(inductor_cpu_integer_div_error);
}
''')


cpp_fused__to_copy_expand_index_mul_view_1 = async_compile.cpp_pybinding(['const uint8_t*', 'const float*', 'const float*', 'float*'], r'''
#include <torch/csrc/inductor/cpp_prefix.h>
extern "C"  void  kernel(const uint8_t* in_ptr0,
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
                for(int64_t x1=static_cast<int64_t>(0L); x1<static_cast<int64_t>(64L); x1+=static_cast<int64_t>(16L))
                {
                    {
                        if(C10_LIKELY(x1 >= static_cast<int64_t>(0) && x1 < static_cast<int64_t>(64L)))
                        {
                            auto tmp0 = at::vec::Vectorized<uint8_t>::loadu(in_ptr0 + static_cast<int64_t>(x1 + 64L*x0), static_cast<int64_t>(16));
                            auto tmp14 = in_ptr2[static_cast<int64_t>(x0)];
                            auto tmp1 = at::vec::convert<int64_t,2,uint8_t,1>(tmp0);
                            auto tmp2 = 16L;
                            auto tmp3 = c10::convert<int64_t>(tmp2);
                            auto tmp4 = at::vec::VectorizedN<int64_t,2>(tmp3);
                            auto tmp5 = tmp1 + tmp4;
                            auto tmp6 = static_cast<int64_t>(0);
                            auto tmp7 = at::vec::VectorizedN<int64_t,2>(tmp6);
                            auto tmp8 = at::vec::VecMask<int64_t,2>(tmp1 < tmp7);
                            auto tmp9 = decltype(tmp5)::blendv(tmp1, tmp5, inductor_vec_mask_cast<int64_t,2>(tmp8));
                            auto tmp10 =
                            [&]
                            {
                                __at_align__ std::array<int64_t, 16> tmpbuf;
                                tmp9.store(tmpbuf.data(), static_cast<int64_t>(16));
                                return tmpbuf;
                            }
                            ()
                            ;
                            auto tmp11 =
                            [&]
                            {
                                __at_align__ std::array<int64_t, 16> tmpbuf;
                                #pragma GCC unroll 16
                                for (long x1_inner = 0; x1_inner < static_cast<int64_t>(16); x1_inner++)
                                {
                                    tmpbuf[x1_inner] = static_cast<int64_t>(tmp10[x1_inner]);
                                }
                                return at::vec::VectorizedN<int64_t,2>::loadu(tmpbuf.data(), static_cast<int64_t>(16));
                            }
                            ()
                            ;
                            TORCH_CHECK((at::vec::VecMask<int64_t,2>((at::vec::VectorizedN<int64_t,2>(0) <= tmp11) & (tmp11 < at::vec::VectorizedN<int64_t,2>(16L)))).all_masked(), "index out of bounds: 0 <= tmp11 < 16L");
                            auto tmp13 =
                            [&]
                            {
                                __at_align__ std::array<float, 16> tmpbuf;
                                #pragma GCC unroll 16
                                for (long x1_inner = 0; x1_inner < static_cast<int64_t>(16); x1_inner++)
                                {
                                    tmpbuf[x1_inner] = in_ptr1[static_cast<int64_t>(tmp10[x1_inner])];
                                }
                                return at::vec::Vectorized<float>::loadu(tmpbuf.data(), static_cast<int64_t>(16));
                            }
                            ()
                            ;
                            auto tmp15 = at::vec::Vectorized<float>(tmp14);
                            auto tmp16 = tmp13 * tmp15;
                            tmp16.store(out_ptr0 + static_cast<int64_t>(x1 + 64L*x0));
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


cpp_fused___rshift____unsafe_view_bitwise_and_cat_neg_slice_transpose_view_2 = async_compile.cpp_pybinding(['const float*', 'const uint8_t*', 'float*', 'float*', 'uint8_t*', 'uint8_t*'], r'''
#include <torch/csrc/inductor/cpp_prefix.h>
extern "C"  void  kernel(const float* in_ptr0,
                       const uint8_t* in_ptr1,
                       float* out_ptr0,
                       float* out_ptr1,
                       uint8_t* out_ptr2,
                       uint8_t* out_ptr3)
{
    std::atomic<int> inductor_cpu_integer_div_error{0};
    inductor_cpu_integer_div_error_flag = &inductor_cpu_integer_div_error;
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
                            auto tmp0 = at::vec::Vectorized<float>::loadu(in_ptr0 + static_cast<int64_t>(8L + x2 + 16L*x0 + 64L*x1), static_cast<int64_t>(8L));
                            auto tmp1 = tmp0.neg();
                            tmp1.store(out_ptr0 + static_cast<int64_t>(x2 + 16L*x1 + 256L*x0), static_cast<int64_t>(8L));
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
                            auto tmp0 = at::vec::Vectorized<float>::loadu(in_ptr0 + static_cast<int64_t>(x2 + 16L*x0 + 64L*x1), static_cast<int64_t>(8L));
                            tmp0.store(out_ptr1 + static_cast<int64_t>(x2 + 16L*x1 + 256L*x0), static_cast<int64_t>(8L));
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
            for(int64_t x0=static_cast<int64_t>(0L); x0<static_cast<int64_t>(1024L); x0+=static_cast<int64_t>(16L))
            {
                {
                    if(C10_LIKELY(x0 >= static_cast<int64_t>(0) && x0 < static_cast<int64_t>(1024L)))
                    {
                        auto tmp0 = at::vec::Vectorized<uint8_t>::loadu(in_ptr1 + static_cast<int64_t>(x0), static_cast<int64_t>(16));
                        auto tmp1 = static_cast<uint8_t>(4);
                        auto tmp2 = at::vec::Vectorized<uint8_t>(tmp1);
                        auto tmp3 = tmp0 >> tmp2;
                        auto tmp4 = static_cast<uint8_t>(15);
                        auto tmp5 = at::vec::Vectorized<uint8_t>(tmp4);
                        auto tmp6 = tmp0 & tmp5;
                        tmp3.store(out_ptr2 + static_cast<int64_t>(x0), static_cast<int64_t>(16));
                        tmp6.store(out_ptr3 + static_cast<int64_t>(x0), static_cast<int64_t>(16));
                    }
                }
            }
        }
    }
    inductor_cpu_integer_div_error_flag = nullptr;
    inductor_cpu_throw_if_integer_div_error(inductor_cpu_integer_div_error);
}
''')


cpp_fused__to_copy_expand_index_mul_view_3 = async_compile.cpp_pybinding(['const uint8_t*', 'const float*', 'const float*', 'float*'], r'''
#include <torch/csrc/inductor/cpp_prefix.h>
extern "C"  void  kernel(const uint8_t* in_ptr0,
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
            for(int64_t x0=static_cast<int64_t>(0L); x0<static_cast<int64_t>(32L); x0+=static_cast<int64_t>(1L))
            {
                for(int64_t x1=static_cast<int64_t>(0L); x1<static_cast<int64_t>(64L); x1+=static_cast<int64_t>(16L))
                {
                    {
                        if(C10_LIKELY(x1 >= static_cast<int64_t>(0) && x1 < static_cast<int64_t>(64L)))
                        {
                            auto tmp0 = at::vec::Vectorized<uint8_t>::loadu(in_ptr0 + static_cast<int64_t>(x1 + 64L*x0), static_cast<int64_t>(16));
                            auto tmp14 = in_ptr2[static_cast<int64_t>(x0)];
                            auto tmp1 = at::vec::convert<int64_t,2,uint8_t,1>(tmp0);
                            auto tmp2 = 16L;
                            auto tmp3 = c10::convert<int64_t>(tmp2);
                            auto tmp4 = at::vec::VectorizedN<int64_t,2>(tmp3);
                            auto tmp5 = tmp1 + tmp4;
                            auto tmp6 = static_cast<int64_t>(0);
                            auto tmp7 = at::vec::VectorizedN<int64_t,2>(tmp6);
                            auto tmp8 = at::vec::VecMask<int64_t,2>(tmp1 < tmp7);
                            auto tmp9 = decltype(tmp5)::blendv(tmp1, tmp5, inductor_vec_mask_cast<int64_t,2>(tmp8));
                            auto tmp10 =
                            [&]
                            {
                                __at_align__ std::array<int64_t, 16> tmpbuf;
                                tmp9.store(tmpbuf.data(), static_cast<int64_t>(16));
                                return tmpbuf;
                            }
                            ()
                            ;
                            auto tmp11 =
                            [&]
                            {
                                __at_align__ std::array<int64_t, 16> tmpbuf;
                                #pragma GCC unroll 16
                                for (long x1_inner = 0; x1_inner < static_cast<int64_t>(16); x1_inner++)
                                {
                                    tmpbuf[x1_inner] = static_cast<int64_t>(tmp10[x1_inner]);
                                }
                                return at::vec::VectorizedN<int64_t,2>::loadu(tmpbuf.data(), static_cast<int64_t>(16));
                            }
                            ()
                            ;
                            TORCH_CHECK((at::vec::VecMask<int64_t,2>((at::vec::VectorizedN<int64_t,2>(0) <= tmp11) & (tmp11 < at::vec::VectorizedN<int64_t,2>(16L)))).all_masked(), "index out of bounds: 0 <= tmp11 < 16L");
                            auto tmp13 =
                            [&]
                            {
                                __at_align__ std::array<float, 16> tmpbuf;
                                #pragma GCC unroll 16
                                for (long x1_inner = 0; x1_inner < static_cast<int64_t>(16); x1_inner++)
                                {
                                    tmpbuf[x1_inner] = in_ptr1[static_cast<int64_t>(tmp10[x1_inner])];
                                }
                                return at::vec::Vectorized<float>::loadu(tmpbuf.data(), static_cast<int64_t>(16));
                            }
                            ()
                            ;
                            auto tmp15 = at::vec::Vectorized<float>(tmp14);
                            auto tmp16 = tmp13 * tmp15;
                            tmp16.store(out_ptr0 + static_cast<int64_t>(x1 + 64L*x0));
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


cpp_fused___rshift____unsafe_view_bitwise_and_cat_neg_slice_transpose_view_4 = async_compile.cpp_pybinding(['const float*', 'const uint8_t*', 'float*', 'float*', 'uint8_t*', 'uint8_t*'], r'''
#include <torch/csrc/inductor/cpp_prefix.h>
extern "C"  void  kernel(const float* in_ptr0,
                       const uint8_t* in_ptr1,
                       float* out_ptr0,
                       float* out_ptr1,
                       uint8_t* out_ptr2,
                       uint8_t* out_ptr3)
{
    std::atomic<int> inductor_cpu_integer_div_error{0};
    inductor_cpu_integer_div_error_flag = &inductor_cpu_integer_div_error;
    {
        #pragma GCC ivdep
        for(int64_t x0=static_cast<int64_t>(0L); x0<static_cast<int64_t>(2L); x0+=static_cast<int64_t>(1L))
        {
            #pragma GCC ivdep
            for(int64_t x1=static_cast<int64_t>(0L); x1<static_cast<int64_t>(16L); x1+=static_cast<int64_t>(1L))
            {
                for(int64_t x2=static_cast<int64_t>(0L); x2<static_cast<int64_t>(8L); x2+=static_cast<int64_t>(16L))
                {
                    {
                        if(C10_LIKELY(x2 >= static_cast<int64_t>(0L) && x2 < static_cast<int64_t>(8L)))
                        {
                            auto tmp0 = at::vec::Vectorized<float>::loadu(in_ptr0 + static_cast<int64_t>(8L + x2 + 16L*x0 + 32L*x1), static_cast<int64_t>(8L));
                            auto tmp1 = tmp0.neg();
                            tmp1.store(out_ptr0 + static_cast<int64_t>(x2 + 16L*x1 + 256L*x0), static_cast<int64_t>(8L));
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
            for(int64_t x1=static_cast<int64_t>(0L); x1<static_cast<int64_t>(16L); x1+=static_cast<int64_t>(1L))
            {
                for(int64_t x2=static_cast<int64_t>(0L); x2<static_cast<int64_t>(8L); x2+=static_cast<int64_t>(16L))
                {
                    {
                        if(C10_LIKELY(x2 >= static_cast<int64_t>(0L) && x2 < static_cast<int64_t>(8L)))
                        {
                            auto tmp0 = at::vec::Vectorized<float>::loadu(in_ptr0 + static_cast<int64_t>(x2 + 16L*x0 + 32L*x1), static_cast<int64_t>(8L));
                            tmp0.store(out_ptr1 + static_cast<int64_t>(x2 + 16L*x1 + 256L*x0), static_cast<int64_t>(8L));
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
            for(int64_t x0=static_cast<int64_t>(0L); x0<static_cast<int64_t>(1024L); x0+=static_cast<int64_t>(16L))
            {
                {
                    if(C10_LIKELY(x0 >= static_cast<int64_t>(0) && x0 < static_cast<int64_t>(1024L)))
                    {
                        auto tmp0 = at::vec::Vectorized<uint8_t>::loadu(in_ptr1 + static_cast<int64_t>(x0), static_cast<int64_t>(16));
                        auto tmp1 = static_cast<uint8_t>(4);
                        auto tmp2 = at::vec::Vectorized<uint8_t>(tmp1);
                        auto tmp3 = tmp0 >> tmp2;
                        auto tmp4 = static_cast<uint8_t>(15);
                        auto tmp5 = at::vec::Vectorized<uint8_t>(tmp4);
                        auto tmp6 = tmp0 & tmp5;
                        tmp3.store(out_ptr2 + static_cast<int64_t>(x0), static_cast<int64_t>(16));
                        tmp6.store(out_ptr3 + static_cast<int64_t>(x0), static_cast<int64_t>(16));
                    }
                }
            }
        }
    }
    inductor_cpu_integer_div_error_flag = nullptr;
    inductor_cpu_throw_if_integer_div_error(inductor_cpu_integer_div_error);
}
''')


cpp_fused_add_cat_cumsum_ne_slice_sub_unsqueeze_5 = async_compile.cpp_pybinding(['const int64_t*', 'int64_t*', 'int64_t*', 'int64_t*'], r'''
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


cpp_fused__scaled_dot_product_flash_attention_for_cpu__to_copy__unsafe_view_add_arange_bitwise_and_cat_clone_eq_expand_index_le_mul_new_ones_scalar_tensor_transpose_unsqueeze_view_where_6 = async_compile.cpp_pybinding(['float*', 'const float*', 'const float*', 'const float*', 'const float*', 'const float*', 'const int64_t*', 'float*', 'float*', 'float*', 'float*'], r'''
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
                                auto tmp0 = in_out_ptr0[static_cast<int64_t>(x2 + 16L*x1 + 64L*x0)];
                                auto tmp1 = in_ptr0[static_cast<int64_t>((static_cast<int64_t>(x2) % static_cast<int64_t>(8L)))];
                                auto tmp7 = in_ptr1[static_cast<int64_t>(x2 + 16L*x0 + 256L*x1)];
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
            #pragma omp for
            for(int64_t x0=static_cast<int64_t>(0L); x0<static_cast<int64_t>(4L); x0+=static_cast<int64_t>(1L))
            {
                #pragma GCC ivdep
                for(int64_t x1=static_cast<int64_t>(0L); x1<static_cast<int64_t>(16L); x1+=static_cast<int64_t>(1L))
                {
                    #pragma GCC ivdep
                    for(int64_t x2=static_cast<int64_t>(0L); x2<static_cast<int64_t>(16L); x2+=static_cast<int64_t>(1L))
                    {
                        {
                            {
                                auto tmp0 = in_ptr2[static_cast<int64_t>(x2 + 16L*(c10::div_floor_integer(static_cast<int64_t>(x0), static_cast<int64_t>(2L))) + 32L*x1)];
                                auto tmp1 = in_ptr0[static_cast<int64_t>((static_cast<int64_t>(x2) % static_cast<int64_t>(8L)))];
                                auto tmp7 = in_ptr3[static_cast<int64_t>(x2 + 16L*x1 + 256L*(c10::div_floor_integer(static_cast<int64_t>(x0), static_cast<int64_t>(2L))))];
                                auto tmp2 = x1;
                                auto tmp3 = c10::convert<float>(tmp2);
                                auto tmp4 = float(tmp3 * tmp1);
                                auto tmp5 = std::cos(tmp4);
                                auto tmp6 = float(tmp0 * tmp5);
                                auto tmp8 = std::sin(tmp4);
                                auto tmp9 = float(tmp7 * tmp8);
                                auto tmp10 = float(tmp6 + tmp9);
                                out_ptr0[static_cast<int64_t>(x2 + 16L*x1 + 256L*x0)] = tmp10;
                            }
                        }
                    }
                }
            }
        }
        {
            #pragma omp for
            for(int64_t x0=static_cast<int64_t>(0L); x0<static_cast<int64_t>(4L); x0+=static_cast<int64_t>(1L))
            {
                #pragma GCC ivdep
                for(int64_t x1=static_cast<int64_t>(0L); x1<static_cast<int64_t>(16L); x1+=static_cast<int64_t>(1L))
                {
                    for(int64_t x2=static_cast<int64_t>(0L); x2<static_cast<int64_t>(16L); x2+=static_cast<int64_t>(16L))
                    {
                        {
                            if(C10_LIKELY(x2 >= static_cast<int64_t>(0) && x2 < static_cast<int64_t>(16L)))
                            {
                                auto tmp0 = at::vec::Vectorized<float>::loadu(in_ptr4 + static_cast<int64_t>(x2 + 16L*(c10::div_floor_integer(static_cast<int64_t>(x0), static_cast<int64_t>(2L))) + 32L*x1), static_cast<int64_t>(16));
                                tmp0.store(out_ptr1 + static_cast<int64_t>(x2 + 16L*x1 + 256L*x0));
                            }
                        }
                    }
                }
            }
        }
        #pragma omp single
        {
            {
                #pragma GCC ivdep
                for(int64_t x0=static_cast<int64_t>(0L); x0<static_cast<int64_t>(16L); x0+=static_cast<int64_t>(1L))
                {
                    for(int64_t x1=static_cast<int64_t>(0L); x1<static_cast<int64_t>(16L); x1+=static_cast<int64_t>(16L))
                    {
                        {
                            if(C10_LIKELY(x1 >= static_cast<int64_t>(0) && x1 < static_cast<int64_t>(16L)))
                            {
                                auto tmp12 = in_ptr5[static_cast<int64_t>(x0)];
                                auto tmp13 = at::vec::VectorizedN<int64_t,2>::loadu(in_ptr5 + static_cast<int64_t>(x1), static_cast<int64_t>(16));
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
                                tmp23.store(out_ptr2 + static_cast<int64_t>(x1 + 16L*x0));
                                tmp23.store(out_ptr3 + static_cast<int64_t>(x1 + 16L*x0));
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


cpp_fused___rshift___bitwise_and_7 = async_compile.cpp_pybinding(['const uint8_t*', 'uint8_t*', 'uint8_t*'], r'''
#include <torch/csrc/inductor/cpp_prefix.h>
extern "C"  void  kernel(const uint8_t* in_ptr0,
                       uint8_t* out_ptr0,
                       uint8_t* out_ptr1)
{
    std::atomic<int> inductor_cpu_integer_div_error{0};
    inductor_cpu_integer_div_error_flag = &inductor_cpu_integer_div_error;
    #pragma omp parallel
    {
        int tid = omp_get_thread_num();
        {
            #pragma omp for
            for(int64_t x0=static_cast<int64_t>(0L); x0<static_cast<int64_t>(2048L); x0+=static_cast<int64_t>(16L))
            {
                {
                    if(C10_LIKELY(x0 >= static_cast<int64_t>(0) && x0 < static_cast<int64_t>(2048L)))
                    {
                        auto tmp0 = at::vec::Vectorized<uint8_t>::loadu(in_ptr0 + static_cast<int64_t>(x0), static_cast<int64_t>(16));
                        auto tmp1 = static_cast<uint8_t>(4);
                        auto tmp2 = at::vec::Vectorized<uint8_t>(tmp1);
                        auto tmp3 = tmp0 >> tmp2;
                        auto tmp4 = static_cast<uint8_t>(15);
                        auto tmp5 = at::vec::Vectorized<uint8_t>(tmp4);
                        auto tmp6 = tmp0 & tmp5;
                        tmp3.store(out_ptr0 + static_cast<int64_t>(x0), static_cast<int64_t>(16));
                        tmp6.store(out_ptr1 + static_cast<int64_t>(x0), static_cast<int64_t>(16));
                    }
                }
            }
        }
    }
    inductor_cpu_integer_div_error_flag = nullptr;
    inductor_cpu_throw_if_integer_div_error(inductor_cpu_integer_div_error);
}
''')


cpp_fused___rshift____unsafe_view_add_bitwise_and_embedding_mean_mul_pow_rsqrt_8 = async_compile.cpp_pybinding(['const int64_t*', 'const float*', 'const float*', 'const float*', 'const float*', 'const uint8_t*', 'float*', 'float*', 'uint8_t*', 'uint8_t*'], r'''
#include <torch/csrc/inductor/cpp_prefix.h>
extern "C"  void  kernel(const int64_t* in_ptr0,
                       const float* in_ptr1,
                       const float* in_ptr2,
                       const float* in_ptr3,
                       const float* in_ptr4,
                       const uint8_t* in_ptr5,
                       float* out_ptr0,
                       float* out_ptr1,
                       uint8_t* out_ptr2,
                       uint8_t* out_ptr3)
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
                {
                    float tmp_acc0 = 0;
                    at::vec::Vectorized<float> tmp_acc0_vec = at::vec::Vectorized<float>(0);
                    for(int64_t x1=static_cast<int64_t>(0L); x1<static_cast<int64_t>(64L); x1+=static_cast<int64_t>(16L))
                    {
                        {
                            if(C10_LIKELY(x1 >= static_cast<int64_t>(0) && x1 < static_cast<int64_t>(64L)))
                            {
                                auto tmp0 = in_ptr0[static_cast<int64_t>(x0)];
                                auto tmp5 = in_ptr2[static_cast<int64_t>(0L)];
                                auto tmp8 = at::vec::Vectorized<float>::loadu(in_ptr3 + static_cast<int64_t>(x1 + 64L*x0), static_cast<int64_t>(16));
                                auto tmp1 = tmp0;
                                auto tmp2 = c10::convert<int64_t>(tmp1);
                                TORCH_CHECK((0 <= tmp2) & (tmp2 < 128L), "index out of bounds: 0 <= tmp2 < 128L");
                                auto tmp4 = at::vec::Vectorized<float>::loadu(in_ptr1 + static_cast<int64_t>(x1 + 64L*tmp0), static_cast<int64_t>(16));
                                auto tmp6 = at::vec::Vectorized<float>(tmp5);
                                auto tmp7 = tmp4 * tmp6;
                                auto tmp9 = tmp7 + tmp8;
                                auto tmp10 = tmp9 * tmp9;
                                tmp_acc0_vec = tmp_acc0_vec + tmp10;
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
                            auto tmp0 = in_ptr0[static_cast<int64_t>(x0)];
                            auto tmp5 = in_ptr2[static_cast<int64_t>(0L)];
                            auto tmp8 = at::vec::Vectorized<float>::loadu(in_ptr3 + static_cast<int64_t>(x1 + 64L*x0), static_cast<int64_t>(16));
                            auto tmp10 = out_ptr0[static_cast<int64_t>(x0)];
                            auto tmp18 = at::vec::Vectorized<float>::loadu(in_ptr4 + static_cast<int64_t>(x1), static_cast<int64_t>(16));
                            auto tmp1 = tmp0;
                            auto tmp2 = c10::convert<int64_t>(tmp1);
                            TORCH_CHECK((0 <= tmp2) & (tmp2 < 128L), "index out of bounds: 0 <= tmp2 < 128L");
                            auto tmp4 = at::vec::Vectorized<float>::loadu(in_ptr1 + static_cast<int64_t>(x1 + 64L*tmp0), static_cast<int64_t>(16));
                            auto tmp6 = at::vec::Vectorized<float>(tmp5);
                            auto tmp7 = tmp4 * tmp6;
                            auto tmp9 = tmp7 + tmp8;
                            auto tmp11 = static_cast<float>(64.0);
                            auto tmp12 = tmp10 / tmp11;
                            auto tmp13 = static_cast<float>(1e-06);
                            auto tmp14 = float(tmp12 + tmp13);
                            auto tmp15 = 1 / std::sqrt(tmp14);
                            auto tmp16 = at::vec::Vectorized<float>(tmp15);
                            auto tmp17 = tmp9 * tmp16;
                            auto tmp19 = static_cast<float>(1.0);
                            auto tmp20 = at::vec::Vectorized<float>(tmp19);
                            auto tmp21 = tmp18 + tmp20;
                            auto tmp22 = tmp17 * tmp21;
                            tmp22.store(out_ptr1 + static_cast<int64_t>(x1 + 64L*x0));
                        }
                    }
                }
            }
        }
        {
            #pragma omp for
            for(int64_t x0=static_cast<int64_t>(0L); x0<static_cast<int64_t>(4096L); x0+=static_cast<int64_t>(16L))
            {
                {
                    if(C10_LIKELY(x0 >= static_cast<int64_t>(0) && x0 < static_cast<int64_t>(4096L)))
                    {
                        auto tmp0 = at::vec::Vectorized<uint8_t>::loadu(in_ptr5 + static_cast<int64_t>(x0), static_cast<int64_t>(16));
                        auto tmp1 = static_cast<uint8_t>(4);
                        auto tmp2 = at::vec::Vectorized<uint8_t>(tmp1);
                        auto tmp3 = tmp0 >> tmp2;
                        auto tmp4 = static_cast<uint8_t>(15);
                        auto tmp5 = at::vec::Vectorized<uint8_t>(tmp4);
                        auto tmp6 = tmp0 & tmp5;
                        tmp3.store(out_ptr2 + static_cast<int64_t>(x0), static_cast<int64_t>(16));
                        tmp6.store(out_ptr3 + static_cast<int64_t>(x0), static_cast<int64_t>(16));
                    }
                }
            }
        }
    }
    inductor_cpu_integer_div_error_flag = nullptr;
    inductor_cpu_throw_if_integer_div_error(inductor_cpu_integer_div_error);
}
''')


cpp_fused__to_copy_expand_index_mul_view_9 = async_compile.cpp_pybinding(['const uint8_t*', 'const float*', 'const float*', 'float*'], r'''
#include <torch/csrc/inductor/cpp_prefix.h>
extern "C"  void  kernel(const uint8_t* in_ptr0,
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
            for(int64_t x0=static_cast<int64_t>(0L); x0<static_cast<int64_t>(128L); x0+=static_cast<int64_t>(1L))
            {
                for(int64_t x1=static_cast<int64_t>(0L); x1<static_cast<int64_t>(64L); x1+=static_cast<int64_t>(16L))
                {
                    {
                        if(C10_LIKELY(x1 >= static_cast<int64_t>(0) && x1 < static_cast<int64_t>(64L)))
                        {
                            auto tmp0 = at::vec::Vectorized<uint8_t>::loadu(in_ptr0 + static_cast<int64_t>(x1 + 64L*x0), static_cast<int64_t>(16));
                            auto tmp14 = in_ptr2[static_cast<int64_t>(x0)];
                            auto tmp1 = at::vec::convert<int64_t,2,uint8_t,1>(tmp0);
                            auto tmp2 = 16L;
                            auto tmp3 = c10::convert<int64_t>(tmp2);
                            auto tmp4 = at::vec::VectorizedN<int64_t,2>(tmp3);
                            auto tmp5 = tmp1 + tmp4;
                            auto tmp6 = static_cast<int64_t>(0);
                            auto tmp7 = at::vec::VectorizedN<int64_t,2>(tmp6);
                            auto tmp8 = at::vec::VecMask<int64_t,2>(tmp1 < tmp7);
                            auto tmp9 = decltype(tmp5)::blendv(tmp1, tmp5, inductor_vec_mask_cast<int64_t,2>(tmp8));
                            auto tmp10 =
                            [&]
                            {
                                __at_align__ std::array<int64_t, 16> tmpbuf;
                                tmp9.store(tmpbuf.data(), static_cast<int64_t>(16));
                                return tmpbuf;
                            }
                            ()
                            ;
                            auto tmp11 =
                            [&]
                            {
                                __at_align__ std::array<int64_t, 16> tmpbuf;
                                #pragma GCC unroll 16
                                for (long x1_inner = 0; x1_inner < static_cast<int64_t>(16); x1_inner++)
                                {
                                    tmpbuf[x1_inner] = static_cast<int64_t>(tmp10[x1_inner]);
                                }
                                return at::vec::VectorizedN<int64_t,2>::loadu(tmpbuf.data(), static_cast<int64_t>(16));
                            }
                            ()
                            ;
                            TORCH_CHECK((at::vec::VecMask<int64_t,2>((at::vec::VectorizedN<int64_t,2>(0) <= tmp11) & (tmp11 < at::vec::VectorizedN<int64_t,2>(16L)))).all_masked(), "index out of bounds: 0 <= tmp11 < 16L");
                            auto tmp13 =
                            [&]
                            {
                                __at_align__ std::array<float, 16> tmpbuf;
                                #pragma GCC unroll 16
                                for (long x1_inner = 0; x1_inner < static_cast<int64_t>(16); x1_inner++)
                                {
                                    tmpbuf[x1_inner] = in_ptr1[static_cast<int64_t>(tmp10[x1_inner])];
                                }
                                return at::vec::Vectorized<float>::loadu(tmpbuf.data(), static_cast<int64_t>(16));
                            }
                            ()
                            ;
                            auto tmp15 = at::vec::Vectorized<float>(tmp14);
                            auto tmp16 = tmp13 * tmp15;
                            tmp16.store(out_ptr0 + static_cast<int64_t>(x1 + 64L*x0));
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


cpp_fused___rshift___bitwise_and_10 = async_compile.cpp_pybinding(['const uint8_t*', 'uint8_t*', 'uint8_t*'], r'''
#include <torch/csrc/inductor/cpp_prefix.h>
extern "C"  void  kernel(const uint8_t* in_ptr0,
                       uint8_t* out_ptr0,
                       uint8_t* out_ptr1)
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
                        auto tmp0 = at::vec::Vectorized<uint8_t>::loadu(in_ptr0 + static_cast<int64_t>(x0), static_cast<int64_t>(16));
                        auto tmp1 = static_cast<uint8_t>(4);
                        auto tmp2 = at::vec::Vectorized<uint8_t>(tmp1);
                        auto tmp3 = tmp0 >> tmp2;
                        auto tmp4 = static_cast<uint8_t>(15);
                        auto tmp5 = at::vec::Vectorized<uint8_t>(tmp4);
                        auto tmp6 = tmp0 & tmp5;
                        tmp3.store(out_ptr0 + static_cast<int64_t>(x0), static_cast<int64_t>(16));
                        tmp6.store(out_ptr1 + static_cast<int64_t>(x0), static_cast<int64_t>(16));
                    }
                }
            }
        }
    }
    inductor_cpu_integer_div_error_flag = nullptr;
    inductor_cpu_throw_if_integer_div_error(inductor_cpu_integer_div_error);
}
''')


cpp_fused__to_copy__unsafe_view_clone_expand_gelu_index_mul_view_11 = async_compile.cpp_pybinding(['float*', 'const uint8_t*', 'const float*', 'const float*', 'const float*', 'float*'], r'''
#include <torch/csrc/inductor/cpp_prefix.h>
extern "C"  void  kernel(float* in_out_ptr0,
                       const uint8_t* in_ptr0,
                       const float* in_ptr1,
                       const float* in_ptr2,
                       const float* in_ptr3,
                       float* out_ptr0)
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
                for(int64_t x1=static_cast<int64_t>(0L); x1<static_cast<int64_t>(64L); x1+=static_cast<int64_t>(16L))
                {
                    {
                        if(C10_LIKELY(x1 >= static_cast<int64_t>(0) && x1 < static_cast<int64_t>(64L)))
                        {
                            auto tmp0 = at::vec::Vectorized<uint8_t>::loadu(in_ptr0 + static_cast<int64_t>(x1 + 64L*x0), static_cast<int64_t>(16));
                            auto tmp14 = in_ptr2[static_cast<int64_t>(x0)];
                            auto tmp1 = at::vec::convert<int64_t,2,uint8_t,1>(tmp0);
                            auto tmp2 = 16L;
                            auto tmp3 = c10::convert<int64_t>(tmp2);
                            auto tmp4 = at::vec::VectorizedN<int64_t,2>(tmp3);
                            auto tmp5 = tmp1 + tmp4;
                            auto tmp6 = static_cast<int64_t>(0);
                            auto tmp7 = at::vec::VectorizedN<int64_t,2>(tmp6);
                            auto tmp8 = at::vec::VecMask<int64_t,2>(tmp1 < tmp7);
                            auto tmp9 = decltype(tmp5)::blendv(tmp1, tmp5, inductor_vec_mask_cast<int64_t,2>(tmp8));
                            auto tmp10 =
                            [&]
                            {
                                __at_align__ std::array<int64_t, 16> tmpbuf;
                                tmp9.store(tmpbuf.data(), static_cast<int64_t>(16));
                                return tmpbuf;
                            }
                            ()
                            ;
                            auto tmp11 =
                            [&]
                            {
                                __at_align__ std::array<int64_t, 16> tmpbuf;
                                #pragma GCC unroll 16
                                for (long x1_inner = 0; x1_inner < static_cast<int64_t>(16); x1_inner++)
                                {
                                    tmpbuf[x1_inner] = static_cast<int64_t>(tmp10[x1_inner]);
                                }
                                return at::vec::VectorizedN<int64_t,2>::loadu(tmpbuf.data(), static_cast<int64_t>(16));
                            }
                            ()
                            ;
                            TORCH_CHECK((at::vec::VecMask<int64_t,2>((at::vec::VectorizedN<int64_t,2>(0) <= tmp11) & (tmp11 < at::vec::VectorizedN<int64_t,2>(16L)))).all_masked(), "index out of bounds: 0 <= tmp11 < 16L");
                            auto tmp13 =
                            [&]
                            {
                                __at_align__ std::array<float, 16> tmpbuf;
                                #pragma GCC unroll 16
                                for (long x1_inner = 0; x1_inner < static_cast<int64_t>(16); x1_inner++)
                                {
                                    tmpbuf[x1_inner] = in_ptr1[static_cast<int64_t>(tmp10[x1_inner])];
                                }
                                return at::vec::Vectorized<float>::loadu(tmpbuf.data(), static_cast<int64_t>(16));
                            }
                            ()
                            ;
                            auto tmp15 = at::vec::Vectorized<float>(tmp14);
                            auto tmp16 = tmp13 * tmp15;
                            tmp16.store(out_ptr0 + static_cast<int64_t>(x1 + 64L*x0));
                        }
                    }
                }
            }
        }
        {
            #pragma omp for
            for(int64_t x0=static_cast<int64_t>(0L); x0<static_cast<int64_t>(2048L); x0+=static_cast<int64_t>(16L))
            {
                {
                    if(C10_LIKELY(x0 >= static_cast<int64_t>(0) && x0 < static_cast<int64_t>(2048L)))
                    {
                        auto tmp0 = at::vec::Vectorized<float>::loadu(in_out_ptr0 + static_cast<int64_t>(x0), static_cast<int64_t>(16));
                        auto tmp18 = at::vec::Vectorized<float>::loadu(in_ptr3 + static_cast<int64_t>(x0), static_cast<int64_t>(16));
                        auto tmp1 = static_cast<float>(0.5);
                        auto tmp2 = at::vec::Vectorized<float>(tmp1);
                        auto tmp3 = tmp0 * tmp2;
                        auto tmp4 = tmp0 * tmp0;
                        auto tmp5 = tmp4 * tmp0;
                        auto tmp6 = static_cast<float>(0.044715);
                        auto tmp7 = at::vec::Vectorized<float>(tmp6);
                        auto tmp8 = tmp5 * tmp7;
                        auto tmp9 = tmp0 + tmp8;
                        auto tmp10 = static_cast<float>(0.7978845608028654);
                        auto tmp11 = at::vec::Vectorized<float>(tmp10);
                        auto tmp12 = tmp9 * tmp11;
                        auto tmp13 = tmp12.tanh();
                        auto tmp14 = static_cast<float>(1.0);
                        auto tmp15 = at::vec::Vectorized<float>(tmp14);
                        auto tmp16 = tmp13 + tmp15;
                        auto tmp17 = tmp3 * tmp16;
                        auto tmp19 = tmp17 * tmp18;
                        tmp19.store(in_out_ptr0 + static_cast<int64_t>(x0));
                    }
                }
            }
        }
    }
    inductor_cpu_integer_div_error_flag = nullptr;
    inductor_cpu_throw_if_integer_div_error(inductor_cpu_integer_div_error);
}
''')


cpp_fused___rshift____unsafe_view_add_bitwise_and_embedding_mean_mul_pow_rsqrt_12 = async_compile.cpp_pybinding(['float*', 'const int64_t*', 'const float*', 'const float*', 'const float*', 'const float*', 'const uint8_t*', 'float*', 'float*', 'uint8_t*', 'uint8_t*'], r'''
#include <torch/csrc/inductor/cpp_prefix.h>
extern "C"  void  kernel(float* in_out_ptr0,
                       const int64_t* in_ptr0,
                       const float* in_ptr1,
                       const float* in_ptr2,
                       const float* in_ptr3,
                       const float* in_ptr4,
                       const uint8_t* in_ptr5,
                       float* out_ptr0,
                       float* out_ptr1,
                       uint8_t* out_ptr2,
                       uint8_t* out_ptr3)
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
                {
                    float tmp_acc0 = 0;
                    at::vec::Vectorized<float> tmp_acc0_vec = at::vec::Vectorized<float>(0);
                    for(int64_t x1=static_cast<int64_t>(0L); x1<static_cast<int64_t>(64L); x1+=static_cast<int64_t>(16L))
                    {
                        {
                            if(C10_LIKELY(x1 >= static_cast<int64_t>(0) && x1 < static_cast<int64_t>(64L)))
                            {
                                auto tmp0 = in_ptr0[static_cast<int64_t>(x0)];
                                auto tmp5 = in_ptr2[static_cast<int64_t>(0L)];
                                auto tmp8 = at::vec::Vectorized<float>::loadu(in_out_ptr0 + static_cast<int64_t>(x1 + 64L*x0), static_cast<int64_t>(16));
                                auto tmp10 = at::vec::Vectorized<float>::loadu(in_ptr3 + static_cast<int64_t>(x1 + 64L*x0), static_cast<int64_t>(16));
                                auto tmp1 = tmp0;
                                auto tmp2 = c10::convert<int64_t>(tmp1);
                                TORCH_CHECK((0 <= tmp2) & (tmp2 < 128L), "index out of bounds: 0 <= tmp2 < 128L");
                                auto tmp4 = at::vec::Vectorized<float>::loadu(in_ptr1 + static_cast<int64_t>(x1 + 64L*tmp0), static_cast<int64_t>(16));
                                auto tmp6 = at::vec::Vectorized<float>(tmp5);
                                auto tmp7 = tmp4 * tmp6;
                                auto tmp9 = tmp7 + tmp8;
                                auto tmp11 = tmp9 + tmp10;
                                auto tmp12 = tmp11 * tmp11;
                                tmp11.store(in_out_ptr0 + static_cast<int64_t>(x1 + 64L*x0));
                                tmp_acc0_vec = tmp_acc0_vec + tmp12;
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
                            auto tmp0 = at::vec::Vectorized<float>::loadu(in_out_ptr0 + static_cast<int64_t>(x1 + 64L*x0), static_cast<int64_t>(16));
                            auto tmp1 = out_ptr0[static_cast<int64_t>(x0)];
                            auto tmp9 = at::vec::Vectorized<float>::loadu(in_ptr4 + static_cast<int64_t>(x1), static_cast<int64_t>(16));
                            auto tmp2 = static_cast<float>(64.0);
                            auto tmp3 = tmp1 / tmp2;
                            auto tmp4 = static_cast<float>(1e-06);
                            auto tmp5 = float(tmp3 + tmp4);
                            auto tmp6 = 1 / std::sqrt(tmp5);
                            auto tmp7 = at::vec::Vectorized<float>(tmp6);
                            auto tmp8 = tmp0 * tmp7;
                            auto tmp10 = static_cast<float>(1.0);
                            auto tmp11 = at::vec::Vectorized<float>(tmp10);
                            auto tmp12 = tmp9 + tmp11;
                            auto tmp13 = tmp8 * tmp12;
                            tmp13.store(out_ptr1 + static_cast<int64_t>(x1 + 64L*x0));
                        }
                    }
                }
            }
        }
        {
            #pragma omp for
            for(int64_t x0=static_cast<int64_t>(0L); x0<static_cast<int64_t>(2048L); x0+=static_cast<int64_t>(16L))
            {
                {
                    if(C10_LIKELY(x0 >= static_cast<int64_t>(0) && x0 < static_cast<int64_t>(2048L)))
                    {
                        auto tmp0 = at::vec::Vectorized<uint8_t>::loadu(in_ptr5 + static_cast<int64_t>(x0), static_cast<int64_t>(16));
                        auto tmp1 = static_cast<uint8_t>(4);
                        auto tmp2 = at::vec::Vectorized<uint8_t>(tmp1);
                        auto tmp3 = tmp0 >> tmp2;
                        auto tmp4 = static_cast<uint8_t>(15);
                        auto tmp5 = at::vec::Vectorized<uint8_t>(tmp4);
                        auto tmp6 = tmp0 & tmp5;
                        tmp3.store(out_ptr2 + static_cast<int64_t>(x0), static_cast<int64_t>(16));
                        tmp6.store(out_ptr3 + static_cast<int64_t>(x0), static_cast<int64_t>(16));
                    }
                }
            }
        }
    }
    inductor_cpu_integer_div_error_flag = nullptr;
    inductor_cpu_throw_if_integer_div_error(inductor_cpu_integer_div_error);
}
''')


cpp_fused__scaled_dot_product_flash_attention_for_cpu__to_copy__unsafe_view_add_arange_bitwise_and_cat_clone_eq_expand_index_le_mul_new_ones_scalar_tensor_transpose_unsqueeze_view_where_13 = async_compile.cpp_pybinding(['float*', 'const float*', 'const float*', 'const float*', 'const float*', 'const float*', 'float*', 'float*'], r'''
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
                                auto tmp0 = in_out_ptr0[static_cast<int64_t>(x2 + 16L*x1 + 64L*x0)];
                                auto tmp1 = in_ptr0[static_cast<int64_t>((static_cast<int64_t>(x2) % static_cast<int64_t>(8L)))];
                                auto tmp7 = in_ptr1[static_cast<int64_t>(x2 + 16L*x0 + 256L*x1)];
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
            #pragma omp for
            for(int64_t x0=static_cast<int64_t>(0L); x0<static_cast<int64_t>(4L); x0+=static_cast<int64_t>(1L))
            {
                #pragma GCC ivdep
                for(int64_t x1=static_cast<int64_t>(0L); x1<static_cast<int64_t>(16L); x1+=static_cast<int64_t>(1L))
                {
                    #pragma GCC ivdep
                    for(int64_t x2=static_cast<int64_t>(0L); x2<static_cast<int64_t>(16L); x2+=static_cast<int64_t>(1L))
                    {
                        {
                            {
                                auto tmp0 = in_ptr2[static_cast<int64_t>(x2 + 16L*(c10::div_floor_integer(static_cast<int64_t>(x0), static_cast<int64_t>(2L))) + 32L*x1)];
                                auto tmp1 = in_ptr0[static_cast<int64_t>((static_cast<int64_t>(x2) % static_cast<int64_t>(8L)))];
                                auto tmp7 = in_ptr3[static_cast<int64_t>(x2 + 16L*x1 + 256L*(c10::div_floor_integer(static_cast<int64_t>(x0), static_cast<int64_t>(2L))))];
                                auto tmp2 = x1;
                                auto tmp3 = c10::convert<float>(tmp2);
                                auto tmp4 = float(tmp3 * tmp1);
                                auto tmp5 = std::cos(tmp4);
                                auto tmp6 = float(tmp0 * tmp5);
                                auto tmp8 = std::sin(tmp4);
                                auto tmp9 = float(tmp7 * tmp8);
                                auto tmp10 = float(tmp6 + tmp9);
                                out_ptr0[static_cast<int64_t>(x2 + 16L*x1 + 256L*x0)] = tmp10;
                            }
                        }
                    }
                }
            }
        }
        {
            #pragma omp for
            for(int64_t x0=static_cast<int64_t>(0L); x0<static_cast<int64_t>(4L); x0+=static_cast<int64_t>(1L))
            {
                #pragma GCC ivdep
                for(int64_t x1=static_cast<int64_t>(0L); x1<static_cast<int64_t>(16L); x1+=static_cast<int64_t>(1L))
                {
                    for(int64_t x2=static_cast<int64_t>(0L); x2<static_cast<int64_t>(16L); x2+=static_cast<int64_t>(16L))
                    {
                        {
                            if(C10_LIKELY(x2 >= static_cast<int64_t>(0) && x2 < static_cast<int64_t>(16L)))
                            {
                                auto tmp0 = at::vec::Vectorized<float>::loadu(in_ptr4 + static_cast<int64_t>(x2 + 16L*(c10::div_floor_integer(static_cast<int64_t>(x0), static_cast<int64_t>(2L))) + 32L*x1), static_cast<int64_t>(16));
                                tmp0.store(out_ptr1 + static_cast<int64_t>(x2 + 16L*x1 + 256L*x0));
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


cpp_fused___rshift____unsafe_view_add_bitwise_and_mean_mul_pow_rsqrt_14 = async_compile.cpp_pybinding(['const float*', 'const float*', 'const float*', 'const uint8_t*', 'float*', 'float*', 'uint8_t*', 'uint8_t*'], r'''
#include <torch/csrc/inductor/cpp_prefix.h>
extern "C"  void  kernel(const float* in_ptr0,
                       const float* in_ptr1,
                       const float* in_ptr2,
                       const uint8_t* in_ptr3,
                       float* out_ptr0,
                       float* out_ptr1,
                       uint8_t* out_ptr2,
                       uint8_t* out_ptr3)
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
                            auto tmp0 = at::vec::Vectorized<float>::loadu(in_ptr0 + static_cast<int64_t>(x1 + 64L*x0), static_cast<int64_t>(16));
                            auto tmp1 = at::vec::Vectorized<float>::loadu(in_ptr1 + static_cast<int64_t>(x1 + 64L*x0), static_cast<int64_t>(16));
                            auto tmp3 = out_ptr0[static_cast<int64_t>(x0)];
                            auto tmp11 = at::vec::Vectorized<float>::loadu(in_ptr2 + static_cast<int64_t>(x1), static_cast<int64_t>(16));
                            auto tmp2 = tmp0 + tmp1;
                            auto tmp4 = static_cast<float>(64.0);
                            auto tmp5 = tmp3 / tmp4;
                            auto tmp6 = static_cast<float>(1e-06);
                            auto tmp7 = float(tmp5 + tmp6);
                            auto tmp8 = 1 / std::sqrt(tmp7);
                            auto tmp9 = at::vec::Vectorized<float>(tmp8);
                            auto tmp10 = tmp2 * tmp9;
                            auto tmp12 = static_cast<float>(1.0);
                            auto tmp13 = at::vec::Vectorized<float>(tmp12);
                            auto tmp14 = tmp11 + tmp13;
                            auto tmp15 = tmp10 * tmp14;
                            tmp15.store(out_ptr1 + static_cast<int64_t>(x1 + 64L*x0));
                        }
                    }
                }
            }
        }
        {
            #pragma omp for
            for(int64_t x0=static_cast<int64_t>(0L); x0<static_cast<int64_t>(4096L); x0+=static_cast<int64_t>(16L))
            {
                {
                    if(C10_LIKELY(x0 >= static_cast<int64_t>(0) && x0 < static_cast<int64_t>(4096L)))
                    {
                        auto tmp0 = at::vec::Vectorized<uint8_t>::loadu(in_ptr3 + static_cast<int64_t>(x0), static_cast<int64_t>(16));
                        auto tmp1 = static_cast<uint8_t>(4);
                        auto tmp2 = at::vec::Vectorized<uint8_t>(tmp1);
                        auto tmp3 = tmp0 >> tmp2;
                        auto tmp4 = static_cast<uint8_t>(15);
                        auto tmp5 = at::vec::Vectorized<uint8_t>(tmp4);
                        auto tmp6 = tmp0 & tmp5;
                        tmp3.store(out_ptr2 + static_cast<int64_t>(x0), static_cast<int64_t>(16));
                        tmp6.store(out_ptr3 + static_cast<int64_t>(x0), static_cast<int64_t>(16));
                    }
                }
            }
        }
    }
    inductor_cpu_integer_div_error_flag = nullptr;
    inductor_cpu_throw_if_integer_div_error(inductor_cpu_integer_div_error);
}
''')


cpp_fused__unsafe_view_add_mean_mul_pow_rsqrt_15 = async_compile.cpp_pybinding(['float*', 'const float*', 'const float*', 'const float*', 'float*'], r'''
#include <torch/csrc/inductor/cpp_prefix.h>
extern "C"  void  kernel(float* in_out_ptr0,
                       const float* in_ptr1,
                       const float* in_ptr2,
                       const float* in_ptr3,
                       float* out_ptr0)
{
    std::atomic<int> inductor_cpu_integer_div_error{0};
    inductor_cpu_integer_div_error_flag = &inductor_cpu_integer_div_error;
    auto in_ptr0 = in_out_ptr0;
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
                                auto tmp0 = at::vec::Vectorized<float>::loadu(in_ptr0 + static_cast<int64_t>(x1 + 64L*x0), static_cast<int64_t>(16));
                                auto tmp1 = at::vec::Vectorized<float>::loadu(in_ptr1 + static_cast<int64_t>(x1 + 64L*x0), static_cast<int64_t>(16));
                                auto tmp3 = at::vec::Vectorized<float>::loadu(in_ptr2 + static_cast<int64_t>(x1 + 64L*x0), static_cast<int64_t>(16));
                                auto tmp2 = tmp0 + tmp1;
                                auto tmp4 = tmp2 + tmp3;
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
                            auto tmp0 = at::vec::Vectorized<float>::loadu(in_out_ptr0 + static_cast<int64_t>(x1 + 64L*x0), static_cast<int64_t>(16));
                            auto tmp1 = at::vec::Vectorized<float>::loadu(in_ptr1 + static_cast<int64_t>(x1 + 64L*x0), static_cast<int64_t>(16));
                            auto tmp3 = at::vec::Vectorized<float>::loadu(in_ptr2 + static_cast<int64_t>(x1 + 64L*x0), static_cast<int64_t>(16));
                            auto tmp5 = out_ptr0[static_cast<int64_t>(x0)];
                            auto tmp13 = at::vec::Vectorized<float>::loadu(in_ptr3 + static_cast<int64_t>(x1), static_cast<int64_t>(16));
                            auto tmp2 = tmp0 + tmp1;
                            auto tmp4 = tmp2 + tmp3;
                            auto tmp6 = static_cast<float>(64.0);
                            auto tmp7 = tmp5 / tmp6;
                            auto tmp8 = static_cast<float>(1e-06);
                            auto tmp9 = float(tmp7 + tmp8);
                            auto tmp10 = 1 / std::sqrt(tmp9);
                            auto tmp11 = at::vec::Vectorized<float>(tmp10);
                            auto tmp12 = tmp4 * tmp11;
                            auto tmp14 = static_cast<float>(1.0);
                            auto tmp15 = at::vec::Vectorized<float>(tmp14);
                            auto tmp16 = tmp13 + tmp15;
                            auto tmp17 = tmp12 * tmp16;
                            tmp17.store(in_out_ptr0 + static_cast<int64_t>(x1 + 64L*x0));
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
        arg0_1, arg1_1, arg2_1, arg3_1, arg4_1, arg5_1, arg6_1, arg7_1, arg8_1, arg9_1, arg10_1, arg11_1, arg12_1, arg13_1, arg14_1, arg15_1, arg16_1, arg17_1, arg18_1, arg19_1, arg20_1, arg21_1, arg22_1, arg23_1, arg24_1, arg25_1, arg26_1, arg27_1, arg28_1, arg29_1, arg30_1, arg31_1, arg32_1, arg33_1, arg34_1, arg35_1, arg36_1, arg37_1, arg38_1, arg39_1, arg40_1, arg41_1, arg42_1, arg43_1, arg44_1, arg45_1, arg46_1, arg47_1, arg48_1, arg49_1, arg50_1 = args
        args.clear()
        assert_size_stride_grouped((arg0_1, arg1_1, arg2_1, arg4_1), ((1, 16), (128, 64), (), (64, )), ((16, 1), (64, 1), (), (1, )), 'input')
        buf0 = empty_strided_cpu((1, 16, 1), (16, 1, 16), torch.float32)
        buf1 = empty_strided_cpu((1, 16, 64), (1024, 64, 1), torch.float32)
        assert_size_stride(arg5_1, (64, 32), (32, 1), 'input')
        buf2 = empty_strided_cpu((64, 32), (32, 1), torch.uint8)
        buf3 = empty_strided_cpu((64, 32), (32, 1), torch.uint8)
        # [Provenance debug handles] cpp_fused___rshift___add_bitwise_and_embedding_mean_mul_pow_rsqrt_0:1
        cpp_fused___rshift___add_bitwise_and_embedding_mean_mul_pow_rsqrt_0(arg0_1, arg1_1, arg2_1, arg4_1, arg5_1, buf0, buf1, buf2, buf3)
        del arg4_1
        del arg5_1
        # Unsorted Source Nodes: [invoke_quant_packed], Original ATen: [aten.stack, aten.__rshift__, aten.bitwise_and]
        # [Provenance debug handles] torch.ops.aten.cat.default:2
        buf4 = torch.ops.aten.cat.default([reinterpret_tensor(buf2, (64, 32, 1), (32, 1, 0), 0), reinterpret_tensor(buf3, (64, 32, 1), (32, 1, 0), 0)], -1)
        assert_tensor_metadata(buf4, (64, 32, 2), (64, 2, 1), torch.uint8, 'torch.ops.aten.cat.default')
        assert_alignment(buf4, 16, 'torch.ops.aten.cat.default')
        del buf2
        del buf3
        assert_size_stride_grouped((arg7_1, arg6_1), ((16, ), (64, )), ((1, ), (1, )), 'input')
        buf5 = empty_strided_cpu((64, 64), (64, 1), torch.float32)
        # [Provenance debug handles] cpp_fused__to_copy_expand_index_mul_view_1:3
        cpp_fused__to_copy_expand_index_mul_view_1(buf4, arg7_1, arg6_1, buf5)
        del arg6_1
        del arg7_1
        buf6 = empty_strided_cpu((16, 64), (64, 1), torch.float32)
        # Topologically Sorted Source Nodes: [y, t], Original ATen: [aten.view, aten.t, aten.mm]
        # [Provenance debug handles] extern_kernels.mm:4
        extern_kernels.mm(reinterpret_tensor(buf1, (16, 64), (64, 1), 0), reinterpret_tensor(buf5, (64, 64), (1, 64), 0), out=buf6)
        buf9 = empty_strided_cpu((1, 4, 16, 16), (1024, 256, 16, 1), torch.float32)
        buf7 = reinterpret_tensor(buf9, (1, 4, 16, 8), (1024, 256, 16, 1), 0)  # alias
        buf8 = reinterpret_tensor(buf9, (1, 4, 16, 8), (1024, 256, 16, 1), 8)  # alias
        assert_size_stride(arg8_1, (32, 32), (32, 1), 'input')
        buf10 = empty_strided_cpu((32, 32), (32, 1), torch.uint8)
        buf11 = empty_strided_cpu((32, 32), (32, 1), torch.uint8)
        # [Provenance debug handles] cpp_fused___rshift____unsafe_view_bitwise_and_cat_neg_slice_transpose_view_2:5
        cpp_fused___rshift____unsafe_view_bitwise_and_cat_neg_slice_transpose_view_2(buf6, arg8_1, buf7, buf8, buf10, buf11)
        del arg8_1
        del buf7
        del buf8
        # Unsorted Source Nodes: [invoke_quant_packed_1], Original ATen: [aten.stack, aten.__rshift__, aten.bitwise_and]
        # [Provenance debug handles] torch.ops.aten.cat.default:6
        buf12 = torch.ops.aten.cat.default([reinterpret_tensor(buf10, (32, 32, 1), (32, 1, 0), 0), reinterpret_tensor(buf11, (32, 32, 1), (32, 1, 0), 0)], -1)
        assert_tensor_metadata(buf12, (32, 32, 2), (64, 2, 1), torch.uint8, 'torch.ops.aten.cat.default')
        assert_alignment(buf12, 16, 'torch.ops.aten.cat.default')
        assert_size_stride_grouped((arg10_1, arg9_1), ((16, ), (32, )), ((1, ), (1, )), 'input')
        buf13 = empty_strided_cpu((32, 64), (64, 1), torch.float32)
        # [Provenance debug handles] cpp_fused__to_copy_expand_index_mul_view_3:7
        cpp_fused__to_copy_expand_index_mul_view_3(buf12, arg10_1, arg9_1, buf13)
        del arg10_1
        del arg9_1
        buf14 = empty_strided_cpu((16, 32), (32, 1), torch.float32)
        # Topologically Sorted Source Nodes: [y_1, t_1], Original ATen: [aten.view, aten.t, aten.mm]
        # [Provenance debug handles] extern_kernels.mm:8
        extern_kernels.mm(reinterpret_tensor(buf1, (16, 64), (64, 1), 0), reinterpret_tensor(buf13, (64, 32), (1, 64), 0), out=buf14)
        buf17 = empty_strided_cpu((1, 2, 16, 16), (512, 256, 16, 1), torch.float32)
        buf15 = reinterpret_tensor(buf17, (1, 2, 16, 8), (512, 256, 16, 1), 0)  # alias
        buf16 = reinterpret_tensor(buf17, (1, 2, 16, 8), (512, 256, 16, 1), 8)  # alias
        assert_size_stride(arg11_1, (32, 32), (32, 1), 'input')
        buf18 = buf11; del buf11  # reuse
        buf19 = buf10; del buf10  # reuse
        # [Provenance debug handles] cpp_fused___rshift____unsafe_view_bitwise_and_cat_neg_slice_transpose_view_4:9
        cpp_fused___rshift____unsafe_view_bitwise_and_cat_neg_slice_transpose_view_4(buf14, arg11_1, buf15, buf16, buf18, buf19)
        del arg11_1
        del buf15
        del buf16
        # Unsorted Source Nodes: [invoke_quant_packed_2], Original ATen: [aten.stack, aten.__rshift__, aten.bitwise_and]
        # [Provenance debug handles] torch.ops.aten.cat.default:10
        buf20 = torch.ops.aten.cat.default([reinterpret_tensor(buf18, (32, 32, 1), (32, 1, 0), 0), reinterpret_tensor(buf19, (32, 32, 1), (32, 1, 0), 0)], -1)
        assert_tensor_metadata(buf20, (32, 32, 2), (64, 2, 1), torch.uint8, 'torch.ops.aten.cat.default')
        assert_alignment(buf20, 16, 'torch.ops.aten.cat.default')
        del buf18
        del buf19
        assert_size_stride_grouped((arg13_1, arg12_1), ((16, ), (32, )), ((1, ), (1, )), 'input')
        buf21 = buf13; del buf13  # reuse
        # [Provenance debug handles] cpp_fused__to_copy_expand_index_mul_view_3:11
        cpp_fused__to_copy_expand_index_mul_view_3(buf20, arg13_1, arg12_1, buf21)
        del arg12_1
        del arg13_1
        buf22 = empty_strided_cpu((16, 32), (32, 1), torch.float32)
        # Topologically Sorted Source Nodes: [y_2, t_2], Original ATen: [aten.view, aten.t, aten.mm]
        # [Provenance debug handles] extern_kernels.mm:12
        extern_kernels.mm(reinterpret_tensor(buf1, (16, 64), (64, 1), 0), reinterpret_tensor(buf21, (64, 32), (1, 64), 0), out=buf22)
        buf25 = empty_strided_cpu((1, 17), (17, 1), torch.int64)
        buf23 = reinterpret_tensor(buf25, (1, 1), (17, 1), 0)  # alias
        buf24 = reinterpret_tensor(buf25, (1, 16), (17, 1), 1)  # alias
        buf26 = empty_strided_cpu((1, 16), (16, 1), torch.int64)
        # [Provenance debug handles] cpp_fused_add_cat_cumsum_ne_slice_sub_unsqueeze_5:13
        cpp_fused_add_cat_cumsum_ne_slice_sub_unsqueeze_5(buf25, buf23, buf24, buf26)
        del buf23
        del buf24
        del buf25
        # Topologically Sorted Source Nodes: [position_diff, ne, packed_sequence_mask], Original ATen: [aten.slice, aten.sub, aten.ne, aten.cumsum]
        # [Provenance debug handles] torch.ops.aten.cumsum.default:14
        buf27 = torch.ops.aten.cumsum.default(buf26, dim=-1, dtype=torch.int64)
        assert_tensor_metadata(buf27, (1, 16), (16, 1), torch.int64, 'torch.ops.aten.cumsum.default')
        assert_alignment(buf27, 16, 'torch.ops.aten.cumsum.default')
        del buf26
        assert_size_stride(arg3_1, (8, ), (1, ), 'input')
        buf28 = reinterpret_tensor(buf6, (1, 4, 16, 16), (1024, 16, 64, 1), 0); del buf6  # reuse
        buf29 = reinterpret_tensor(buf1, (1, 4, 16, 16), (1024, 256, 16, 1), 0); del buf1  # reuse
        buf30 = empty_strided_cpu((1, 4, 16, 16), (1024, 256, 16, 1), torch.float32)
        buf31 = empty_strided_cpu((1, 1, 16, 16), (256, 256, 16, 1), torch.float32)
        buf85 = empty_strided_cpu((1, 1, 16, 16), (256, 256, 16, 1), torch.float32)
        # [Provenance debug handles] cpp_fused__scaled_dot_product_flash_attention_for_cpu__to_copy__unsafe_view_add_arange_bitwise_and_cat_clone_eq_expand_index_le_mul_new_ones_scalar_tensor_transpose_unsqueeze_view_where_6:15
        cpp_fused__scaled_dot_product_flash_attention_for_cpu__to_copy__unsafe_view_add_arange_bitwise_and_cat_clone_eq_expand_index_le_mul_new_ones_scalar_tensor_transpose_unsqueeze_view_where_6(buf28, arg3_1, buf9, buf14, buf17, buf22, buf27, buf29, buf30, buf31, buf85)
        del buf14
        del buf17
        del buf22
        del buf27
        del buf9
        # Topologically Sorted Source Nodes: [y, view, query_states, position_ids, position_ids_1, getitem_9, float_1, freqs, emb, cos_1, cos_3, mul_6, sin_1, sin_3, mul_7, q_embed, y_1, view_1, key_states, mul_8, mul_9, k_embed, getitem_17, hidden_states_1, key, y_2, view_2, value_states, getitem_18, hidden_states_2, value, result, expand, batch_arange, batch_indices, kv_arange, kv_indices, getitem_6, q_arange, q_indices, getitem_5, le, result_1, getitem_7, getitem_8, eq, result_2, attention_mask, attn_output], Original ATen: [aten._unsafe_view, aten.view, aten.transpose, aten.add, aten.unsqueeze, aten._to_copy, aten.mul, aten.cat, aten.expand, aten.clone, aten.new_ones, aten.arange, aten.index, aten.le, aten.bitwise_and, aten.eq, aten.scalar_tensor, aten.where, aten._scaled_dot_product_flash_attention_for_cpu]
        # [Provenance debug handles] torch.ops.aten._scaled_dot_product_flash_attention_for_cpu.default:16
        buf32 = torch.ops.aten._scaled_dot_product_flash_attention_for_cpu.default(buf28, buf29, buf30, attn_mask=buf31, scale=0.25)
        del buf28
        del buf29
        del buf31
        buf33 = buf32[0]
        assert_tensor_metadata(buf33, (1, 4, 16, 16), (1024, 16, 64, 1), torch.float32, 'torch.ops.aten._scaled_dot_product_flash_attention_for_cpu.default')
        assert_alignment(buf33, 16, 'torch.ops.aten._scaled_dot_product_flash_attention_for_cpu.default')
        del buf32
        assert_size_stride(arg14_1, (64, 32), (32, 1), 'input')
        buf35 = reinterpret_tensor(buf20, (64, 32), (32, 1), 0); del buf20  # reuse
        buf36 = reinterpret_tensor(buf12, (64, 32), (32, 1), 0); del buf12  # reuse
        # [Provenance debug handles] cpp_fused___rshift___bitwise_and_7:17
        cpp_fused___rshift___bitwise_and_7(arg14_1, buf35, buf36)
        del arg14_1
        # Unsorted Source Nodes: [invoke_quant_packed_3], Original ATen: [aten.stack, aten.__rshift__, aten.bitwise_and]
        # [Provenance debug handles] torch.ops.aten.cat.default:18
        buf37 = torch.ops.aten.cat.default([reinterpret_tensor(buf35, (64, 32, 1), (32, 1, 0), 0), reinterpret_tensor(buf36, (64, 32, 1), (32, 1, 0), 0)], -1)
        assert_tensor_metadata(buf37, (64, 32, 2), (64, 2, 1), torch.uint8, 'torch.ops.aten.cat.default')
        assert_alignment(buf37, 16, 'torch.ops.aten.cat.default')
        del buf35
        assert_size_stride_grouped((arg16_1, arg15_1), ((16, ), (64, )), ((1, ), (1, )), 'input')
        buf38 = buf5; del buf5  # reuse
        # [Provenance debug handles] cpp_fused__to_copy_expand_index_mul_view_1:19
        cpp_fused__to_copy_expand_index_mul_view_1(buf37, arg16_1, arg15_1, buf38)
        del arg15_1
        del arg16_1
        buf39 = reinterpret_tensor(buf30, (16, 64), (64, 1), 0); del buf30  # reuse
        # Topologically Sorted Source Nodes: [transpose_3, reshape_3, y_3, t_3], Original ATen: [aten.transpose, aten.view, aten.t, aten.mm]
        # [Provenance debug handles] extern_kernels.mm:20
        extern_kernels.mm(reinterpret_tensor(buf33, (16, 64), (64, 1), 0), reinterpret_tensor(buf38, (64, 64), (1, 64), 0), out=buf39)
        del buf38
        assert_size_stride(arg17_1, (64, ), (1, ), 'input')
        buf40 = buf0; del buf0  # reuse
        buf41 = reinterpret_tensor(buf33, (1, 16, 64), (1024, 64, 1), 0); del buf33  # reuse
        assert_size_stride(arg18_1, (128, 32), (32, 1), 'input')
        buf42 = reinterpret_tensor(buf37, (128, 32), (32, 1), 0); del buf37  # reuse
        buf43 = reinterpret_tensor(buf4, (128, 32), (32, 1), 0); del buf4  # reuse
        # [Provenance debug handles] cpp_fused___rshift____unsafe_view_add_bitwise_and_embedding_mean_mul_pow_rsqrt_8:21
        cpp_fused___rshift____unsafe_view_add_bitwise_and_embedding_mean_mul_pow_rsqrt_8(arg0_1, arg1_1, arg2_1, buf39, arg17_1, arg18_1, buf40, buf41, buf42, buf43)
        del arg17_1
        del arg18_1
        # Unsorted Source Nodes: [invoke_quant_packed_4], Original ATen: [aten.stack, aten.__rshift__, aten.bitwise_and]
        # [Provenance debug handles] torch.ops.aten.cat.default:22
        buf44 = torch.ops.aten.cat.default([reinterpret_tensor(buf42, (128, 32, 1), (32, 1, 0), 0), reinterpret_tensor(buf43, (128, 32, 1), (32, 1, 0), 0)], -1)
        assert_tensor_metadata(buf44, (128, 32, 2), (64, 2, 1), torch.uint8, 'torch.ops.aten.cat.default')
        assert_alignment(buf44, 16, 'torch.ops.aten.cat.default')
        del buf42
        assert_size_stride_grouped((arg20_1, arg19_1), ((16, ), (128, )), ((1, ), (1, )), 'input')
        buf45 = empty_strided_cpu((128, 64), (64, 1), torch.float32)
        # [Provenance debug handles] cpp_fused__to_copy_expand_index_mul_view_9:23
        cpp_fused__to_copy_expand_index_mul_view_9(buf44, arg20_1, arg19_1, buf45)
        del arg19_1
        del arg20_1
        del buf44
        buf46 = reinterpret_tensor(buf21, (16, 128), (128, 1), 0); del buf21  # reuse
        # Topologically Sorted Source Nodes: [y_4, t_4], Original ATen: [aten.view, aten.t, aten.mm]
        # [Provenance debug handles] extern_kernels.mm:24
        extern_kernels.mm(reinterpret_tensor(buf41, (16, 64), (64, 1), 0), reinterpret_tensor(buf45, (64, 128), (1, 64), 0), out=buf46)
        del buf45
        assert_size_stride(arg21_1, (128, 32), (32, 1), 'input')
        buf47 = buf43; del buf43  # reuse
        buf48 = empty_strided_cpu((128, 32), (32, 1), torch.uint8)
        # [Provenance debug handles] cpp_fused___rshift___bitwise_and_10:25
        cpp_fused___rshift___bitwise_and_10(arg21_1, buf47, buf48)
        del arg21_1
        # Unsorted Source Nodes: [invoke_quant_packed_5], Original ATen: [aten.stack, aten.__rshift__, aten.bitwise_and]
        # [Provenance debug handles] torch.ops.aten.cat.default:26
        buf49 = torch.ops.aten.cat.default([reinterpret_tensor(buf47, (128, 32, 1), (32, 1, 0), 0), reinterpret_tensor(buf48, (128, 32, 1), (32, 1, 0), 0)], -1)
        assert_tensor_metadata(buf49, (128, 32, 2), (64, 2, 1), torch.uint8, 'torch.ops.aten.cat.default')
        assert_alignment(buf49, 16, 'torch.ops.aten.cat.default')
        del buf47
        assert_size_stride_grouped((arg23_1, arg22_1), ((16, ), (128, )), ((1, ), (1, )), 'input')
        buf50 = empty_strided_cpu((128, 64), (64, 1), torch.float32)
        # [Provenance debug handles] cpp_fused__to_copy_expand_index_mul_view_9:27
        cpp_fused__to_copy_expand_index_mul_view_9(buf49, arg23_1, arg22_1, buf50)
        del arg22_1
        del arg23_1
        del buf49
        buf51 = empty_strided_cpu((16, 128), (128, 1), torch.float32)
        # Topologically Sorted Source Nodes: [y_5, t_5], Original ATen: [aten.view, aten.t, aten.mm]
        # [Provenance debug handles] extern_kernels.mm:28
        extern_kernels.mm(reinterpret_tensor(buf41, (16, 64), (64, 1), 0), reinterpret_tensor(buf50, (64, 128), (1, 64), 0), out=buf51)
        del buf41
        del buf50
        assert_size_stride(arg24_1, (64, 64), (64, 1), 'input')
        buf52 = reinterpret_tensor(buf48, (64, 64), (64, 1), 0); del buf48  # reuse
        buf53 = empty_strided_cpu((64, 64), (64, 1), torch.uint8)
        # [Provenance debug handles] cpp_fused___rshift___bitwise_and_10:29
        cpp_fused___rshift___bitwise_and_10(arg24_1, buf52, buf53)
        del arg24_1
        # Unsorted Source Nodes: [invoke_quant_packed_6], Original ATen: [aten.stack, aten.__rshift__, aten.bitwise_and]
        # [Provenance debug handles] torch.ops.aten.cat.default:30
        buf54 = torch.ops.aten.cat.default([reinterpret_tensor(buf52, (64, 64, 1), (64, 1, 0), 0), reinterpret_tensor(buf53, (64, 64, 1), (64, 1, 0), 0)], -1)
        assert_tensor_metadata(buf54, (64, 64, 2), (128, 2, 1), torch.uint8, 'torch.ops.aten.cat.default')
        assert_alignment(buf54, 16, 'torch.ops.aten.cat.default')
        del buf52
        del buf53
        assert_size_stride_grouped((arg26_1, arg25_1), ((16, ), (128, )), ((1, ), (1, )), 'input')
        buf55 = empty_strided_cpu((64, 128), (128, 1), torch.float32)
        buf56 = reinterpret_tensor(buf46, (1, 16, 128), (2048, 128, 1), 0); del buf46  # reuse
        # [Provenance debug handles] cpp_fused__to_copy__unsafe_view_clone_expand_gelu_index_mul_view_11:31
        cpp_fused__to_copy__unsafe_view_clone_expand_gelu_index_mul_view_11(buf56, buf54, arg26_1, arg25_1, buf51, buf55)
        del arg25_1
        del arg26_1
        del buf51
        del buf54
        buf57 = empty_strided_cpu((16, 64), (64, 1), torch.float32)
        # Topologically Sorted Source Nodes: [y_4, gelu, y_5, mul_12, y_6, t_6], Original ATen: [aten._unsafe_view, aten.gelu, aten.mul, aten.view, aten.t, aten.mm]
        # [Provenance debug handles] extern_kernels.mm:32
        extern_kernels.mm(reinterpret_tensor(buf56, (16, 128), (128, 1), 0), reinterpret_tensor(buf55, (128, 64), (1, 128), 0), out=buf57)
        del buf55
        assert_size_stride(arg27_1, (64, ), (1, ), 'input')
        buf58 = reinterpret_tensor(buf39, (1, 16, 64), (1024, 64, 1), 0); del buf39  # reuse
        buf59 = buf40; del buf40  # reuse
        buf64 = empty_strided_cpu((1, 16, 64), (1024, 64, 1), torch.float32)
        assert_size_stride(arg28_1, (64, 32), (32, 1), 'input')
        buf60 = buf36; del buf36  # reuse
        buf61 = empty_strided_cpu((64, 32), (32, 1), torch.uint8)
        # [Provenance debug handles] cpp_fused___rshift____unsafe_view_add_bitwise_and_embedding_mean_mul_pow_rsqrt_12:33
        cpp_fused___rshift____unsafe_view_add_bitwise_and_embedding_mean_mul_pow_rsqrt_12(buf58, arg0_1, arg1_1, arg2_1, buf57, arg27_1, arg28_1, buf59, buf64, buf60, buf61)
        del arg0_1
        del arg27_1
        del arg28_1
        del arg2_1
        # Unsorted Source Nodes: [invoke_quant_packed_7], Original ATen: [aten.stack, aten.__rshift__, aten.bitwise_and]
        # [Provenance debug handles] torch.ops.aten.cat.default:34
        buf62 = torch.ops.aten.cat.default([reinterpret_tensor(buf60, (64, 32, 1), (32, 1, 0), 0), reinterpret_tensor(buf61, (64, 32, 1), (32, 1, 0), 0)], -1)
        assert_tensor_metadata(buf62, (64, 32, 2), (64, 2, 1), torch.uint8, 'torch.ops.aten.cat.default')
        assert_alignment(buf62, 16, 'torch.ops.aten.cat.default')
        del buf60
        del buf61
        assert_size_stride_grouped((arg30_1, arg29_1), ((16, ), (64, )), ((1, ), (1, )), 'input')
        buf63 = empty_strided_cpu((64, 64), (64, 1), torch.float32)
        # [Provenance debug handles] cpp_fused__to_copy_expand_index_mul_view_1:35
        cpp_fused__to_copy_expand_index_mul_view_1(buf62, arg30_1, arg29_1, buf63)
        del arg29_1
        del arg30_1
        buf65 = buf57; del buf57  # reuse
        # Topologically Sorted Source Nodes: [pow_3, mean_2, add_11, rsqrt_2, output_4, add_12, output_5, y_7, t_7], Original ATen: [aten.pow, aten.mean, aten.add, aten.rsqrt, aten.mul, aten.view, aten.t, aten.mm]
        # [Provenance debug handles] extern_kernels.mm:36
        extern_kernels.mm(reinterpret_tensor(buf64, (16, 64), (64, 1), 0), reinterpret_tensor(buf63, (64, 64), (1, 64), 0), out=buf65)
        buf68 = empty_strided_cpu((1, 4, 16, 16), (1024, 256, 16, 1), torch.float32)
        buf66 = reinterpret_tensor(buf68, (1, 4, 16, 8), (1024, 256, 16, 1), 0)  # alias
        buf67 = reinterpret_tensor(buf68, (1, 4, 16, 8), (1024, 256, 16, 1), 8)  # alias
        assert_size_stride(arg31_1, (32, 32), (32, 1), 'input')
        buf69 = empty_strided_cpu((32, 32), (32, 1), torch.uint8)
        buf70 = empty_strided_cpu((32, 32), (32, 1), torch.uint8)
        # [Provenance debug handles] cpp_fused___rshift____unsafe_view_bitwise_and_cat_neg_slice_transpose_view_2:37
        cpp_fused___rshift____unsafe_view_bitwise_and_cat_neg_slice_transpose_view_2(buf65, arg31_1, buf66, buf67, buf69, buf70)
        del arg31_1
        del buf66
        del buf67
        # Unsorted Source Nodes: [invoke_quant_packed_8], Original ATen: [aten.stack, aten.__rshift__, aten.bitwise_and]
        # [Provenance debug handles] torch.ops.aten.cat.default:38
        buf71 = torch.ops.aten.cat.default([reinterpret_tensor(buf69, (32, 32, 1), (32, 1, 0), 0), reinterpret_tensor(buf70, (32, 32, 1), (32, 1, 0), 0)], -1)
        assert_tensor_metadata(buf71, (32, 32, 2), (64, 2, 1), torch.uint8, 'torch.ops.aten.cat.default')
        assert_alignment(buf71, 16, 'torch.ops.aten.cat.default')
        assert_size_stride_grouped((arg33_1, arg32_1), ((16, ), (32, )), ((1, ), (1, )), 'input')
        buf72 = reinterpret_tensor(buf56, (32, 64), (64, 1), 0); del buf56  # reuse
        # [Provenance debug handles] cpp_fused__to_copy_expand_index_mul_view_3:39
        cpp_fused__to_copy_expand_index_mul_view_3(buf71, arg33_1, arg32_1, buf72)
        del arg32_1
        del arg33_1
        buf73 = empty_strided_cpu((16, 32), (32, 1), torch.float32)
        # Topologically Sorted Source Nodes: [y_8, t_8], Original ATen: [aten.view, aten.t, aten.mm]
        # [Provenance debug handles] extern_kernels.mm:40
        extern_kernels.mm(reinterpret_tensor(buf64, (16, 64), (64, 1), 0), reinterpret_tensor(buf72, (64, 32), (1, 64), 0), out=buf73)
        buf76 = empty_strided_cpu((1, 2, 16, 16), (512, 256, 16, 1), torch.float32)
        buf74 = reinterpret_tensor(buf76, (1, 2, 16, 8), (512, 256, 16, 1), 0)  # alias
        buf75 = reinterpret_tensor(buf76, (1, 2, 16, 8), (512, 256, 16, 1), 8)  # alias
        assert_size_stride(arg34_1, (32, 32), (32, 1), 'input')
        buf77 = buf70; del buf70  # reuse
        buf78 = buf69; del buf69  # reuse
        # [Provenance debug handles] cpp_fused___rshift____unsafe_view_bitwise_and_cat_neg_slice_transpose_view_4:41
        cpp_fused___rshift____unsafe_view_bitwise_and_cat_neg_slice_transpose_view_4(buf73, arg34_1, buf74, buf75, buf77, buf78)
        del arg34_1
        del buf74
        del buf75
        # Unsorted Source Nodes: [invoke_quant_packed_9], Original ATen: [aten.stack, aten.__rshift__, aten.bitwise_and]
        # [Provenance debug handles] torch.ops.aten.cat.default:42
        buf79 = torch.ops.aten.cat.default([reinterpret_tensor(buf77, (32, 32, 1), (32, 1, 0), 0), reinterpret_tensor(buf78, (32, 32, 1), (32, 1, 0), 0)], -1)
        assert_tensor_metadata(buf79, (32, 32, 2), (64, 2, 1), torch.uint8, 'torch.ops.aten.cat.default')
        assert_alignment(buf79, 16, 'torch.ops.aten.cat.default')
        del buf77
        del buf78
        assert_size_stride_grouped((arg36_1, arg35_1), ((16, ), (32, )), ((1, ), (1, )), 'input')
        buf80 = buf72; del buf72  # reuse
        # [Provenance debug handles] cpp_fused__to_copy_expand_index_mul_view_3:43
        cpp_fused__to_copy_expand_index_mul_view_3(buf79, arg36_1, arg35_1, buf80)
        del arg35_1
        del arg36_1
        buf81 = empty_strided_cpu((16, 32), (32, 1), torch.float32)
        # Topologically Sorted Source Nodes: [y_9, t_9], Original ATen: [aten.view, aten.t, aten.mm]
        # [Provenance debug handles] extern_kernels.mm:44
        extern_kernels.mm(reinterpret_tensor(buf64, (16, 64), (64, 1), 0), reinterpret_tensor(buf80, (64, 32), (1, 64), 0), out=buf81)
        buf82 = reinterpret_tensor(buf65, (1, 4, 16, 16), (1024, 16, 64, 1), 0); del buf65  # reuse
        buf83 = reinterpret_tensor(buf64, (1, 4, 16, 16), (1024, 256, 16, 1), 0); del buf64  # reuse
        buf84 = empty_strided_cpu((1, 4, 16, 16), (1024, 256, 16, 1), torch.float32)
        # [Provenance debug handles] cpp_fused__scaled_dot_product_flash_attention_for_cpu__to_copy__unsafe_view_add_arange_bitwise_and_cat_clone_eq_expand_index_le_mul_new_ones_scalar_tensor_transpose_unsqueeze_view_where_13:45
        cpp_fused__scaled_dot_product_flash_attention_for_cpu__to_copy__unsafe_view_add_arange_bitwise_and_cat_clone_eq_expand_index_le_mul_new_ones_scalar_tensor_transpose_unsqueeze_view_where_13(buf82, arg3_1, buf68, buf73, buf76, buf81, buf83, buf84)
        del arg3_1
        del buf68
        del buf73
        del buf76
        del buf81
        # Topologically Sorted Source Nodes: [position_ids, position_ids_1, getitem_9, float_1, freqs, emb, cos_1, sin_1, result, expand, batch_arange, batch_indices, kv_arange, kv_indices, getitem_6, q_arange, q_indices, getitem_5, le, result_1, getitem_7, getitem_8, eq, result_2, attention_mask, y_7, view_3, query_states_1, cos_4, mul_15, sin_4, mul_16, q_embed_1, y_8, view_4, key_states_1, mul_17, mul_18, k_embed_1, getitem_30, hidden_states_7, key_1, y_9, view_5, value_states_1, getitem_31, hidden_states_8, value_1, attn_output_4], Original ATen: [aten.add, aten.unsqueeze, aten._to_copy, aten.mul, aten.cat, aten.new_ones, aten.expand, aten.arange, aten.index, aten.le, aten.bitwise_and, aten.eq, aten._unsafe_view, aten.view, aten.transpose, aten.clone, aten.scalar_tensor, aten.where, aten._scaled_dot_product_flash_attention_for_cpu]
        # [Provenance debug handles] torch.ops.aten._scaled_dot_product_flash_attention_for_cpu.default:46
        buf86 = torch.ops.aten._scaled_dot_product_flash_attention_for_cpu.default(buf82, buf83, buf84, attn_mask=buf85, scale=0.25)
        del buf82
        del buf83
        del buf85
        buf87 = buf86[0]
        assert_tensor_metadata(buf87, (1, 4, 16, 16), (1024, 16, 64, 1), torch.float32, 'torch.ops.aten._scaled_dot_product_flash_attention_for_cpu.default')
        assert_alignment(buf87, 16, 'torch.ops.aten._scaled_dot_product_flash_attention_for_cpu.default')
        del buf86
        assert_size_stride(arg37_1, (64, 32), (32, 1), 'input')
        buf89 = reinterpret_tensor(buf79, (64, 32), (32, 1), 0); del buf79  # reuse
        buf90 = reinterpret_tensor(buf71, (64, 32), (32, 1), 0); del buf71  # reuse
        # [Provenance debug handles] cpp_fused___rshift___bitwise_and_7:47
        cpp_fused___rshift___bitwise_and_7(arg37_1, buf89, buf90)
        del arg37_1
        # Unsorted Source Nodes: [invoke_quant_packed_10], Original ATen: [aten.stack, aten.__rshift__, aten.bitwise_and]
        # [Provenance debug handles] torch.ops.aten.cat.default:48
        buf91 = torch.ops.aten.cat.default([reinterpret_tensor(buf89, (64, 32, 1), (32, 1, 0), 0), reinterpret_tensor(buf90, (64, 32, 1), (32, 1, 0), 0)], -1)
        assert_tensor_metadata(buf91, (64, 32, 2), (64, 2, 1), torch.uint8, 'torch.ops.aten.cat.default')
        assert_alignment(buf91, 16, 'torch.ops.aten.cat.default')
        del buf89
        del buf90
        assert_size_stride_grouped((arg39_1, arg38_1), ((16, ), (64, )), ((1, ), (1, )), 'input')
        buf92 = buf63; del buf63  # reuse
        # [Provenance debug handles] cpp_fused__to_copy_expand_index_mul_view_1:49
        cpp_fused__to_copy_expand_index_mul_view_1(buf91, arg39_1, arg38_1, buf92)
        del arg38_1
        del arg39_1
        buf93 = reinterpret_tensor(buf84, (16, 64), (64, 1), 0); del buf84  # reuse
        # Topologically Sorted Source Nodes: [transpose_7, reshape_7, y_10, t_10], Original ATen: [aten.transpose, aten.view, aten.t, aten.mm]
        # [Provenance debug handles] extern_kernels.mm:50
        extern_kernels.mm(reinterpret_tensor(buf87, (16, 64), (64, 1), 0), reinterpret_tensor(buf92, (64, 64), (1, 64), 0), out=buf93)
        del buf92
        assert_size_stride(arg40_1, (64, ), (1, ), 'input')
        buf94 = buf59; del buf59  # reuse
        buf99 = reinterpret_tensor(buf87, (1, 16, 64), (1024, 64, 1), 0); del buf87  # reuse
        assert_size_stride(arg41_1, (128, 32), (32, 1), 'input')
        buf95 = reinterpret_tensor(buf91, (128, 32), (32, 1), 0); del buf91  # reuse
        buf96 = reinterpret_tensor(buf62, (128, 32), (32, 1), 0); del buf62  # reuse
        # [Provenance debug handles] cpp_fused___rshift____unsafe_view_add_bitwise_and_mean_mul_pow_rsqrt_14:51
        cpp_fused___rshift____unsafe_view_add_bitwise_and_mean_mul_pow_rsqrt_14(buf58, buf93, arg40_1, arg41_1, buf94, buf99, buf95, buf96)
        del arg40_1
        del arg41_1
        del buf94
        # Unsorted Source Nodes: [invoke_quant_packed_11], Original ATen: [aten.stack, aten.__rshift__, aten.bitwise_and]
        # [Provenance debug handles] torch.ops.aten.cat.default:52
        buf97 = torch.ops.aten.cat.default([reinterpret_tensor(buf95, (128, 32, 1), (32, 1, 0), 0), reinterpret_tensor(buf96, (128, 32, 1), (32, 1, 0), 0)], -1)
        assert_tensor_metadata(buf97, (128, 32, 2), (64, 2, 1), torch.uint8, 'torch.ops.aten.cat.default')
        assert_alignment(buf97, 16, 'torch.ops.aten.cat.default')
        del buf95
        assert_size_stride_grouped((arg43_1, arg42_1), ((16, ), (128, )), ((1, ), (1, )), 'input')
        buf98 = empty_strided_cpu((128, 64), (64, 1), torch.float32)
        # [Provenance debug handles] cpp_fused__to_copy_expand_index_mul_view_9:53
        cpp_fused__to_copy_expand_index_mul_view_9(buf97, arg43_1, arg42_1, buf98)
        del arg42_1
        del arg43_1
        del buf97
        buf100 = reinterpret_tensor(buf80, (16, 128), (128, 1), 0); del buf80  # reuse
        # Topologically Sorted Source Nodes: [y_10, hidden_states_9, pow_4, mean_3, add_16, rsqrt_3, output_6, add_17, output_7, y_11, t_11], Original ATen: [aten._unsafe_view, aten.add, aten.pow, aten.mean, aten.rsqrt, aten.mul, aten.view, aten.t, aten.mm]
        # [Provenance debug handles] extern_kernels.mm:54
        extern_kernels.mm(reinterpret_tensor(buf99, (16, 64), (64, 1), 0), reinterpret_tensor(buf98, (64, 128), (1, 64), 0), out=buf100)
        del buf98
        assert_size_stride(arg44_1, (128, 32), (32, 1), 'input')
        buf101 = buf96; del buf96  # reuse
        buf102 = empty_strided_cpu((128, 32), (32, 1), torch.uint8)
        # [Provenance debug handles] cpp_fused___rshift___bitwise_and_10:55
        cpp_fused___rshift___bitwise_and_10(arg44_1, buf101, buf102)
        del arg44_1
        # Unsorted Source Nodes: [invoke_quant_packed_12], Original ATen: [aten.stack, aten.__rshift__, aten.bitwise_and]
        # [Provenance debug handles] torch.ops.aten.cat.default:56
        buf103 = torch.ops.aten.cat.default([reinterpret_tensor(buf101, (128, 32, 1), (32, 1, 0), 0), reinterpret_tensor(buf102, (128, 32, 1), (32, 1, 0), 0)], -1)
        assert_tensor_metadata(buf103, (128, 32, 2), (64, 2, 1), torch.uint8, 'torch.ops.aten.cat.default')
        assert_alignment(buf103, 16, 'torch.ops.aten.cat.default')
        del buf101
        assert_size_stride_grouped((arg46_1, arg45_1), ((16, ), (128, )), ((1, ), (1, )), 'input')
        buf104 = empty_strided_cpu((128, 64), (64, 1), torch.float32)
        # [Provenance debug handles] cpp_fused__to_copy_expand_index_mul_view_9:57
        cpp_fused__to_copy_expand_index_mul_view_9(buf103, arg46_1, arg45_1, buf104)
        del arg45_1
        del arg46_1
        del buf103
        buf105 = empty_strided_cpu((16, 128), (128, 1), torch.float32)
        # Topologically Sorted Source Nodes: [y_12, t_12], Original ATen: [aten.view, aten.t, aten.mm]
        # [Provenance debug handles] extern_kernels.mm:58
        extern_kernels.mm(reinterpret_tensor(buf99, (16, 64), (64, 1), 0), reinterpret_tensor(buf104, (64, 128), (1, 64), 0), out=buf105)
        del buf104
        del buf99
        assert_size_stride(arg47_1, (64, 64), (64, 1), 'input')
        buf106 = reinterpret_tensor(buf102, (64, 64), (64, 1), 0); del buf102  # reuse
        buf107 = empty_strided_cpu((64, 64), (64, 1), torch.uint8)
        # [Provenance debug handles] cpp_fused___rshift___bitwise_and_10:59
        cpp_fused___rshift___bitwise_and_10(arg47_1, buf106, buf107)
        del arg47_1
        # Unsorted Source Nodes: [invoke_quant_packed_13], Original ATen: [aten.stack, aten.__rshift__, aten.bitwise_and]
        # [Provenance debug handles] torch.ops.aten.cat.default:60
        buf108 = torch.ops.aten.cat.default([reinterpret_tensor(buf106, (64, 64, 1), (64, 1, 0), 0), reinterpret_tensor(buf107, (64, 64, 1), (64, 1, 0), 0)], -1)
        assert_tensor_metadata(buf108, (64, 64, 2), (128, 2, 1), torch.uint8, 'torch.ops.aten.cat.default')
        assert_alignment(buf108, 16, 'torch.ops.aten.cat.default')
        del buf106
        del buf107
        assert_size_stride_grouped((arg49_1, arg48_1), ((16, ), (128, )), ((1, ), (1, )), 'input')
        buf109 = empty_strided_cpu((64, 128), (128, 1), torch.float32)
        buf110 = reinterpret_tensor(buf100, (1, 16, 128), (2048, 128, 1), 0); del buf100  # reuse
        # [Provenance debug handles] cpp_fused__to_copy__unsafe_view_clone_expand_gelu_index_mul_view_11:61
        cpp_fused__to_copy__unsafe_view_clone_expand_gelu_index_mul_view_11(buf110, buf108, arg49_1, arg48_1, buf105, buf109)
        del arg48_1
        del arg49_1
        del buf105
        del buf108
        buf111 = empty_strided_cpu((16, 64), (64, 1), torch.float32)
        # Topologically Sorted Source Nodes: [y_11, gelu_1, y_12, mul_21, y_13, t_13], Original ATen: [aten._unsafe_view, aten.gelu, aten.mul, aten.view, aten.t, aten.mm]
        # [Provenance debug handles] extern_kernels.mm:62
        extern_kernels.mm(reinterpret_tensor(buf110, (16, 128), (128, 1), 0), reinterpret_tensor(buf109, (128, 64), (1, 128), 0), out=buf111)
        del buf109
        assert_size_stride(arg50_1, (64, ), (1, ), 'input')
        buf112 = empty_strided_cpu((1, 16, 1), (16, 1, 16), torch.float32)
        buf113 = buf58; del buf58  # reuse
        # [Provenance debug handles] cpp_fused__unsafe_view_add_mean_mul_pow_rsqrt_15:63
        cpp_fused__unsafe_view_add_mean_mul_pow_rsqrt_15(buf113, buf93, buf111, arg50_1, buf112)
        del arg50_1
        del buf111
        del buf112
        del buf93
        buf114 = reinterpret_tensor(buf110, (16, 128), (128, 1), 0); del buf110  # reuse
        # Topologically Sorted Source Nodes: [y_10, hidden_states_9, y_13, hidden_states_11, pow_5, mean_4, add_19, rsqrt_4, output_8, add_20, output_9, logits], Original ATen: [aten._unsafe_view, aten.add, aten.pow, aten.mean, aten.rsqrt, aten.mul, aten.view, aten.t, aten.mm]
        # [Provenance debug handles] extern_kernels.mm:64
        extern_kernels.mm(reinterpret_tensor(buf113, (16, 64), (64, 1), 0), reinterpret_tensor(arg1_1, (64, 128), (1, 64), 0), out=buf114)
        del arg1_1
        return (reinterpret_tensor(buf114, (1, 16, 128), (2048, 128, 1), 0), )

runner = Runner(partitions=[])
call = runner.call
recursively_apply_fns = runner.recursively_apply_fns


def get_args():
    from torch._dynamo.testing import rand_strided
    arg0_1 = rand_strided((1, 16), (16, 1), device='cpu', dtype=torch.int64)
    arg1_1 = rand_strided((128, 64), (64, 1), device='cpu', dtype=torch.float32)
    arg2_1 = rand_strided((), (), device='cpu', dtype=torch.float32)
    arg3_1 = rand_strided((8, ), (1, ), device='cpu', dtype=torch.float32)
    arg4_1 = rand_strided((64, ), (1, ), device='cpu', dtype=torch.float32)
    arg5_1 = rand_strided((64, 32), (32, 1), device='cpu', dtype=torch.uint8)
    arg6_1 = rand_strided((64, ), (1, ), device='cpu', dtype=torch.float32)
    arg7_1 = rand_strided((16, ), (1, ), device='cpu', dtype=torch.float32)
    arg8_1 = rand_strided((32, 32), (32, 1), device='cpu', dtype=torch.uint8)
    arg9_1 = rand_strided((32, ), (1, ), device='cpu', dtype=torch.float32)
    arg10_1 = rand_strided((16, ), (1, ), device='cpu', dtype=torch.float32)
    arg11_1 = rand_strided((32, 32), (32, 1), device='cpu', dtype=torch.uint8)
    arg12_1 = rand_strided((32, ), (1, ), device='cpu', dtype=torch.float32)
    arg13_1 = rand_strided((16, ), (1, ), device='cpu', dtype=torch.float32)
    arg14_1 = rand_strided((64, 32), (32, 1), device='cpu', dtype=torch.uint8)
    arg15_1 = rand_strided((64, ), (1, ), device='cpu', dtype=torch.float32)
    arg16_1 = rand_strided((16, ), (1, ), device='cpu', dtype=torch.float32)
    arg17_1 = rand_strided((64, ), (1, ), device='cpu', dtype=torch.float32)
    arg18_1 = rand_strided((128, 32), (32, 1), device='cpu', dtype=torch.uint8)
    arg19_1 = rand_strided((128, ), (1, ), device='cpu', dtype=torch.float32)
    arg20_1 = rand_strided((16, ), (1, ), device='cpu', dtype=torch.float32)
    arg21_1 = rand_strided((128, 32), (32, 1), device='cpu', dtype=torch.uint8)
    arg22_1 = rand_strided((128, ), (1, ), device='cpu', dtype=torch.float32)
    arg23_1 = rand_strided((16, ), (1, ), device='cpu', dtype=torch.float32)
    arg24_1 = rand_strided((64, 64), (64, 1), device='cpu', dtype=torch.uint8)
    arg25_1 = rand_strided((128, ), (1, ), device='cpu', dtype=torch.float32)
    arg26_1 = rand_strided((16, ), (1, ), device='cpu', dtype=torch.float32)
    arg27_1 = rand_strided((64, ), (1, ), device='cpu', dtype=torch.float32)
    arg28_1 = rand_strided((64, 32), (32, 1), device='cpu', dtype=torch.uint8)
    arg29_1 = rand_strided((64, ), (1, ), device='cpu', dtype=torch.float32)
    arg30_1 = rand_strided((16, ), (1, ), device='cpu', dtype=torch.float32)
    arg31_1 = rand_strided((32, 32), (32, 1), device='cpu', dtype=torch.uint8)
    arg32_1 = rand_strided((32, ), (1, ), device='cpu', dtype=torch.float32)
    arg33_1 = rand_strided((16, ), (1, ), device='cpu', dtype=torch.float32)
    arg34_1 = rand_strided((32, 32), (32, 1), device='cpu', dtype=torch.uint8)
    arg35_1 = rand_strided((32, ), (1, ), device='cpu', dtype=torch.float32)
    arg36_1 = rand_strided((16, ), (1, ), device='cpu', dtype=torch.float32)
    arg37_1 = rand_strided((64, 32), (32, 1), device='cpu', dtype=torch.uint8)
    arg38_1 = rand_strided((64, ), (1, ), device='cpu', dtype=torch.float32)
    arg39_1 = rand_strided((16, ), (1, ), device='cpu', dtype=torch.float32)
    arg40_1 = rand_strided((64, ), (1, ), device='cpu', dtype=torch.float32)
    arg41_1 = rand_strided((128, 32), (32, 1), device='cpu', dtype=torch.uint8)
    arg42_1 = rand_strided((128, ), (1, ), device='cpu', dtype=torch.float32)
    arg43_1 = rand_strided((16, ), (1, ), device='cpu', dtype=torch.float32)
    arg44_1 = rand_strided((128, 32), (32, 1), device='cpu', dtype=torch.uint8)
    arg45_1 = rand_strided((128, ), (1, ), device='cpu', dtype=torch.float32)
    arg46_1 = rand_strided((16, ), (1, ), device='cpu', dtype=torch.float32)
    arg47_1 = rand_strided((64, 64), (64, 1), device='cpu', dtype=torch.uint8)
    arg48_1 = rand_strided((128, ), (1, ), device='cpu', dtype=torch.float32)
    arg49_1 = rand_strided((16, ), (1, ), device='cpu', dtype=torch.float32)
    arg50_1 = rand_strided((64, ), (1, ), device='cpu', dtype=torch.float32)
    return [arg0_1, arg1_1, arg2_1, arg3_1, arg4_1, arg5_1, arg6_1, arg7_1, arg8_1, arg9_1, arg10_1, arg11_1, arg12_1, arg13_1, arg14_1, arg15_1, arg16_1, arg17_1, arg18_1, arg19_1, arg20_1, arg21_1, arg22_1, arg23_1, arg24_1, arg25_1, arg26_1, arg27_1, arg28_1, arg29_1, arg30_1, arg31_1, arg32_1, arg33_1, arg34_1, arg35_1, arg36_1, arg37_1, arg38_1, arg39_1, arg40_1, arg41_1, arg42_1, arg43_1, arg44_1, arg45_1, arg46_1, arg47_1, arg48_1, arg49_1, arg50_1]


def benchmark_compiled_module(args, times=10, repeat=10):
    from torch._inductor.utils import print_performance
    fn = lambda: call(list(args))
    return print_performance(fn, times=times, repeat=repeat, device='cpu')


if __name__ == "__main__":
    from torch._inductor.wrapper_benchmark import compiled_module_main
    args = get_args()
    compiled_module_main('None', lambda times, repeat: benchmark_compiled_module(args, times=times, repeat=repeat))
