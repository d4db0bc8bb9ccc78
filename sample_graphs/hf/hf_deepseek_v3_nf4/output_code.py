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


cpp_fused___rshift___add_bitwise_and_embedding_mean_mul_pow_rsqrt_0 = async_compile.cpp_pybinding(['const int64_t*', 'const float*', 'const float*', 'const uint8_t*', 'float*', 'float*', 'uint8_t*', 'uint8_t*'], r'''
#include <torch/csrc/inductor/cpp_prefix.h>
extern "C"  void  kernel(const int64_t* in_ptr0,
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
        {
            #pragma omp for
            for(int64_t x0=static_cast<int64_t>(0L); x0<static_cast<int64_t>(2048L); x0+=static_cast<int64_t>(16L))
            {
                {
                    if(C10_LIKELY(x0 >= static_cast<int64_t>(0) && x0 < static_cast<int64_t>(2048L)))
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


cpp_fused___rshift____unsafe_view_add_bitwise_and_mean_mul_pow_rsqrt_2 = async_compile.cpp_pybinding(['float*', 'const float*', 'const uint8_t*', 'float*', 'uint8_t*', 'uint8_t*'], r'''
#include <torch/csrc/inductor/cpp_prefix.h>
extern "C"  void  kernel(float* in_out_ptr0,
                       const float* in_ptr1,
                       const uint8_t* in_ptr2,
                       float* out_ptr0,
                       uint8_t* out_ptr1,
                       uint8_t* out_ptr2)
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
                                auto tmp1 = tmp0 * tmp0;
                                tmp_acc0_vec = tmp_acc0_vec + tmp1;
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
                            auto tmp0 = at::vec::Vectorized<float>::loadu(in_ptr1 + static_cast<int64_t>(x1), static_cast<int64_t>(16));
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
                            tmp10.store(in_out_ptr0 + static_cast<int64_t>(x1 + 64L*x0));
                        }
                    }
                }
            }
        }
        {
            #pragma omp for
            for(int64_t x0=static_cast<int64_t>(0L); x0<static_cast<int64_t>(3072L); x0+=static_cast<int64_t>(16L))
            {
                {
                    if(C10_LIKELY(x0 >= static_cast<int64_t>(0) && x0 < static_cast<int64_t>(3072L)))
                    {
                        auto tmp0 = at::vec::Vectorized<uint8_t>::loadu(in_ptr2 + static_cast<int64_t>(x0), static_cast<int64_t>(16));
                        auto tmp1 = static_cast<uint8_t>(4);
                        auto tmp2 = at::vec::Vectorized<uint8_t>(tmp1);
                        auto tmp3 = tmp0 >> tmp2;
                        auto tmp4 = static_cast<uint8_t>(15);
                        auto tmp5 = at::vec::Vectorized<uint8_t>(tmp4);
                        auto tmp6 = tmp0 & tmp5;
                        tmp3.store(out_ptr1 + static_cast<int64_t>(x0), static_cast<int64_t>(16));
                        tmp6.store(out_ptr2 + static_cast<int64_t>(x0), static_cast<int64_t>(16));
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
            for(int64_t x0=static_cast<int64_t>(0L); x0<static_cast<int64_t>(96L); x0+=static_cast<int64_t>(1L))
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


cpp_fused___rshift___bitwise_and_4 = async_compile.cpp_pybinding(['const uint8_t*', 'uint8_t*', 'uint8_t*'], r'''
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
            for(int64_t x0=static_cast<int64_t>(0L); x0<static_cast<int64_t>(2304L); x0+=static_cast<int64_t>(16L))
            {
                {
                    if(C10_LIKELY(x0 >= static_cast<int64_t>(0) && x0 < static_cast<int64_t>(2304L)))
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


cpp_fused__to_copy_expand_index_mul_view_5 = async_compile.cpp_pybinding(['const uint8_t*', 'const float*', 'const float*', 'float*'], r'''
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
            for(int64_t x0=static_cast<int64_t>(0L); x0<static_cast<int64_t>(72L); x0+=static_cast<int64_t>(1L))
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


cpp_fused___rshift____unsafe_view_add_bitwise_and_mean_mul_pow_rsqrt_split_with_sizes_6 = async_compile.cpp_pybinding(['const float*', 'const float*', 'const uint8_t*', 'float*', 'float*', 'uint8_t*', 'uint8_t*'], r'''
#include <torch/csrc/inductor/cpp_prefix.h>
extern "C"  void  kernel(const float* in_ptr0,
                       const float* in_ptr1,
                       const uint8_t* in_ptr2,
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
                                auto tmp0 = at::vec::Vectorized<float>::loadu(in_ptr0 + static_cast<int64_t>(x1 + 72L*x0), static_cast<int64_t>(16));
                                auto tmp1 = tmp0 * tmp0;
                                tmp_acc0_vec = tmp_acc0_vec + tmp1;
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
                            auto tmp0 = at::vec::Vectorized<float>::loadu(in_ptr1 + static_cast<int64_t>(x1), static_cast<int64_t>(16));
                            auto tmp1 = at::vec::Vectorized<float>::loadu(in_ptr0 + static_cast<int64_t>(x1 + 72L*x0), static_cast<int64_t>(16));
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
        {
            #pragma omp for
            for(int64_t x0=static_cast<int64_t>(0L); x0<static_cast<int64_t>(4096L); x0+=static_cast<int64_t>(16L))
            {
                {
                    if(C10_LIKELY(x0 >= static_cast<int64_t>(0) && x0 < static_cast<int64_t>(4096L)))
                    {
                        auto tmp0 = at::vec::Vectorized<uint8_t>::loadu(in_ptr2 + static_cast<int64_t>(x0), static_cast<int64_t>(16));
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


cpp_fused__to_copy_expand_index_mul_view_7 = async_compile.cpp_pybinding(['const uint8_t*', 'const float*', 'const float*', 'float*'], r'''
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


cpp_fused__to_copy__unsafe_view_add_cat_expand_mul_slice_split_with_sizes_sub_transpose_unsqueeze_view_8 = async_compile.cpp_pybinding(['const float*', 'const float*', 'const float*', 'const float*', 'const float*', 'const float*', 'const float*', 'float*', 'float*', 'float*', 'float*', 'float*', 'float*', 'float*', 'float*', 'float*'], r'''
#include <torch/csrc/inductor/cpp_prefix.h>
extern "C"  void  kernel(const float* in_ptr0,
                       const float* in_ptr1,
                       const float* in_ptr2,
                       const float* in_ptr3,
                       const float* in_ptr4,
                       const float* in_ptr5,
                       const float* in_ptr6,
                       float* out_ptr0,
                       float* out_ptr1,
                       float* out_ptr2,
                       float* out_ptr3,
                       float* out_ptr4,
                       float* out_ptr5,
                       float* out_ptr6,
                       float* out_ptr7,
                       float* out_ptr8)
{
    std::atomic<int> inductor_cpu_integer_div_error{0};
    inductor_cpu_integer_div_error_flag = &inductor_cpu_integer_div_error;
    {
        #pragma GCC ivdep
        for(int64_t x0=static_cast<int64_t>(0L); x0<static_cast<int64_t>(16L); x0+=static_cast<int64_t>(1L))
        {
            #pragma GCC ivdep
            for(int64_t x1=static_cast<int64_t>(0L); x1<static_cast<int64_t>(4L); x1+=static_cast<int64_t>(1L))
            {
                #pragma GCC ivdep
                for(int64_t x2=static_cast<int64_t>(0L); x2<static_cast<int64_t>(4L); x2+=static_cast<int64_t>(1L))
                {
                    {
                        {
                            auto tmp0 = in_ptr0[static_cast<int64_t>(16L + 2L*x2 + 24L*x1 + 96L*x0)];
                            auto tmp1 = in_ptr1[static_cast<int64_t>(x2)];
                            auto tmp7 = in_ptr0[static_cast<int64_t>(17L + 2L*x2 + 24L*x1 + 96L*x0)];
                            auto tmp2 = x0;
                            auto tmp3 = c10::convert<float>(tmp2);
                            auto tmp4 = float(tmp3 * tmp1);
                            auto tmp5 = std::cos(tmp4);
                            auto tmp6 = float(tmp0 * tmp5);
                            auto tmp8 = std::sin(tmp4);
                            auto tmp9 = float(tmp7 * tmp8);
                            auto tmp10 = float(tmp6 - tmp9);
                            auto tmp11 = float(tmp7 * tmp5);
                            auto tmp12 = float(tmp0 * tmp8);
                            auto tmp13 = float(tmp11 + tmp12);
                            out_ptr0[static_cast<int64_t>(x2 + 8L*x0 + 128L*x1)] = tmp10;
                            out_ptr1[static_cast<int64_t>(x2 + 8L*x0 + 128L*x1)] = tmp13;
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
                                auto tmp0 = at::vec::Vectorized<float>::loadu(in_ptr0 + static_cast<int64_t>(x2 + 24L*x0 + 96L*x1), static_cast<int64_t>(16));
                                tmp0.store(out_ptr2 + static_cast<int64_t>(x2 + 24L*x1 + 384L*x0));
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
                for(int64_t x0=static_cast<int64_t>(0L); x0<static_cast<int64_t>(64L); x0+=static_cast<int64_t>(1L))
                {
                    for(int64_t x1=static_cast<int64_t>(0L); x1<static_cast<int64_t>(8L); x1+=static_cast<int64_t>(16L))
                    {
                        {
                            if(C10_LIKELY(x1 >= static_cast<int64_t>(0L) && x1 < static_cast<int64_t>(8L)))
                            {
                                auto tmp0 = at::vec::Vectorized<float>::loadu(in_ptr2 + static_cast<int64_t>(x1 + 8L*x0), static_cast<int64_t>(8L));
                                tmp0.store(out_ptr3 + static_cast<int64_t>(x1 + 24L*x0), static_cast<int64_t>(8L));
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
                                auto tmp0 = at::vec::Vectorized<float>::loadu(in_ptr3 + static_cast<int64_t>(x2 + 32L*x0 + 128L*x1), static_cast<int64_t>(16));
                                tmp0.store(out_ptr4 + static_cast<int64_t>(x2 + 24L*x1 + 384L*x0));
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
                    #pragma GCC ivdep
                    for(int64_t x1=static_cast<int64_t>(0L); x1<static_cast<int64_t>(4L); x1+=static_cast<int64_t>(1L))
                    {
                        {
                            {
                                auto tmp0 = in_ptr4[static_cast<int64_t>(64L + 2L*x1 + 72L*x0)];
                                auto tmp1 = in_ptr1[static_cast<int64_t>(x1)];
                                auto tmp7 = in_ptr4[static_cast<int64_t>(65L + 2L*x1 + 72L*x0)];
                                auto tmp2 = x0;
                                auto tmp3 = c10::convert<float>(tmp2);
                                auto tmp4 = float(tmp3 * tmp1);
                                auto tmp5 = std::cos(tmp4);
                                auto tmp6 = float(tmp0 * tmp5);
                                auto tmp8 = std::sin(tmp4);
                                auto tmp9 = float(tmp7 * tmp8);
                                auto tmp10 = float(tmp6 - tmp9);
                                auto tmp11 = float(tmp7 * tmp5);
                                auto tmp12 = float(tmp0 * tmp8);
                                auto tmp13 = float(tmp11 + tmp12);
                                out_ptr5[static_cast<int64_t>(x1 + 8L*x0)] = tmp10;
                                out_ptr6[static_cast<int64_t>(x1 + 8L*x0)] = tmp13;
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
                                    auto tmp0 = at::vec::Vectorized<float>::loadu(in_ptr5 + static_cast<int64_t>(x2 + 8L*x1), static_cast<int64_t>(8L));
                                    tmp0.store(out_ptr4 + static_cast<int64_t>(16L + x2 + 24L*x1 + 384L*x0), static_cast<int64_t>(8L));
                                }
                            }
                        }
                    }
                }
            }
        }
        {
            #pragma omp for
            for(int64_t x0=static_cast<int64_t>(0L); x0<static_cast<int64_t>(1536L); x0+=static_cast<int64_t>(16L))
            {
                {
                    if(C10_LIKELY(x0 >= static_cast<int64_t>(0) && x0 < static_cast<int64_t>(1536L)))
                    {
                        auto tmp0 = at::vec::Vectorized<float>::loadu(in_ptr6 + static_cast<int64_t>(x0), static_cast<int64_t>(16));
                        auto tmp1 = static_cast<float>(0.45180100180492244);
                        auto tmp2 = at::vec::Vectorized<float>(tmp1);
                        auto tmp3 = tmp0 * tmp2;
                        tmp3.store(out_ptr7 + static_cast<int64_t>(x0));
                    }
                }
            }
        }
        {
            #pragma omp for
            for(int64_t x0=static_cast<int64_t>(0L); x0<static_cast<int64_t>(4L); x0+=static_cast<int64_t>(1L))
            {
                for(int64_t x1=static_cast<int64_t>(0L); x1<static_cast<int64_t>(24L); x1+=static_cast<int64_t>(16L))
                {
                    for(int64_t x2=static_cast<int64_t>(0L); x2<static_cast<int64_t>(16L); x2+=static_cast<int64_t>(16L))
                    {
                        {
                            if(C10_LIKELY(x1 >= static_cast<int64_t>(0) && x1 < static_cast<int64_t>(16L) && x2 >= static_cast<int64_t>(0) && x2 < static_cast<int64_t>(16L)))
                            {
                                alignas(std::max(std::size_t(16), alignof(float))) float tmp0[16*16];
                                transpose_mxn<float,static_cast<int64_t>(16),static_cast<int64_t>(16),false>(out_ptr4 + static_cast<int64_t>(x1 + 24L*x2 + 384L*x0), static_cast<int64_t>(24L), tmp0, static_cast<int64_t>(16));
                                for (long x1_inner = 0; x1_inner < static_cast<int64_t>(16); x1_inner++)
                                {
                                    auto tmp1 = at::vec::Vectorized<float>::loadu(tmp0 + static_cast<int64_t>(16L*x1_inner), static_cast<int64_t>(16));
                                    auto tmp2 = static_cast<float>(0.45180100180492244);
                                    auto tmp3 = at::vec::Vectorized<float>(tmp2);
                                    auto tmp4 = tmp1 * tmp3;
                                    tmp4.store(out_ptr8 + static_cast<int64_t>(x2 + 16L*x1 + 16L*x1_inner + 384L*x0));
                                }
                            }
                            if(C10_UNLIKELY(x1 >= static_cast<int64_t>(16L) && x1 < static_cast<int64_t>(24L) && x2 >= static_cast<int64_t>(0) && x2 < static_cast<int64_t>(16L)))
                            {
                                alignas(std::max(std::size_t(16), alignof(float))) float tmp0[16*16];
                                transpose_mxn<float,static_cast<int64_t>(16),static_cast<int64_t>(8L),false>(out_ptr4 + static_cast<int64_t>(x1 + 24L*x2 + 384L*x0), static_cast<int64_t>(24L), tmp0, static_cast<int64_t>(16));
                                for (long x1_inner = 0; x1_inner < static_cast<int64_t>(8L); x1_inner++)
                                {
                                    auto tmp1 = at::vec::Vectorized<float>::loadu(tmp0 + static_cast<int64_t>(16L*x1_inner), static_cast<int64_t>(16));
                                    auto tmp2 = static_cast<float>(0.45180100180492244);
                                    auto tmp3 = at::vec::Vectorized<float>(tmp2);
                                    auto tmp4 = tmp1 * tmp3;
                                    tmp4.store(out_ptr8 + static_cast<int64_t>(x2 + 16L*x1 + 16L*x1_inner + 384L*x0));
                                }
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


cpp_fused_add_cat_cumsum_ne_slice_sub_unsqueeze_9 = async_compile.cpp_pybinding(['const int64_t*', 'int64_t*', 'int64_t*', 'int64_t*'], r'''
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


cpp_fused__safe_softmax_add_arange_bitwise_and_eq_expand_index_le_new_ones_scalar_tensor_unsqueeze_view_where_10 = async_compile.cpp_pybinding(['float*', 'const float*', 'const int64_t*', 'bool*', 'float*', 'float*'], r'''
#include <torch/csrc/inductor/cpp_prefix.h>
extern "C"  void  kernel(float* in_out_ptr0,
                       const float* in_ptr0,
                       const int64_t* in_ptr1,
                       bool* out_ptr0,
                       float* out_ptr1,
                       float* out_ptr3)
{
    std::atomic<int> inductor_cpu_integer_div_error{0};
    inductor_cpu_integer_div_error_flag = &inductor_cpu_integer_div_error;
    auto out_ptr2 = in_out_ptr0;
    #pragma omp parallel
    {
        int tid = omp_get_thread_num();
        {
            #pragma omp for
            for(int64_t x0=static_cast<int64_t>(0L); x0<static_cast<int64_t>(4L); x0+=static_cast<int64_t>(1L))
            {
                #pragma GCC ivdep
                for(int64_t x1=static_cast<int64_t>(0L); x1<static_cast<int64_t>(16L); x1+=static_cast<int64_t>(1L))
                {
                    {
                        bool tmp_acc0 = 0;
                        at::vec::VecMask<float,1> tmp_acc0_vec = at::vec::VecMask<float,1>::from(0);
                        float tmp_acc1 = -std::numeric_limits<float>::infinity();
                        at::vec::Vectorized<float> tmp_acc1_vec = at::vec::Vectorized<float>(-std::numeric_limits<float>::infinity());
                        for(int64_t x2=static_cast<int64_t>(0L); x2<static_cast<int64_t>(16L); x2+=static_cast<int64_t>(16L))
                        {
                            {
                                if(C10_LIKELY(x2 >= static_cast<int64_t>(0) && x2 < static_cast<int64_t>(16L)))
                                {
                                    auto tmp0 = at::vec::Vectorized<float>::loadu(in_ptr0 + static_cast<int64_t>(x2 + 16L*x1 + 256L*x0), static_cast<int64_t>(16));
                                    auto tmp13 = in_ptr1[static_cast<int64_t>(x1)];
                                    auto tmp14 = at::vec::VectorizedN<int64_t,2>::loadu(in_ptr1 + static_cast<int64_t>(x2), static_cast<int64_t>(16));
                                    auto tmp1 = x2;
                                    auto tmp2 = c10::convert<int64_t>(tmp1);
                                    auto tmp3 = at::vec::VectorizedN<int64_t,2>::arange(tmp2, 1);
                                    auto tmp4 = x1;
                                    auto tmp5 = c10::convert<int64_t>(tmp4);
                                    auto tmp6 = at::vec::VectorizedN<int64_t,2>(tmp5);
                                    auto tmp7 = at::vec::VecMask<int64_t,2>(tmp3 <= tmp6);
                                    auto tmp8 = static_cast<bool>(true);
                                    auto tmp9 = at::vec::VecMask<float,1>::from(tmp8);
                                    auto tmp10 = inductor_vec_mask_cast<int32_t,1>(tmp9);
                                    auto tmp11 = inductor_vec_mask_cast<int32_t,1>(tmp7);
                                    auto tmp12 = tmp10 & tmp11;
                                    auto tmp15 = at::vec::VectorizedN<int64_t,2>(tmp13);
                                    auto tmp16 = at::vec::VecMask<int64_t,2>(tmp15 == tmp14);
                                    auto tmp17 = inductor_vec_mask_cast<int32_t,1>(tmp12);
                                    auto tmp18 = inductor_vec_mask_cast<int32_t,1>(tmp16);
                                    auto tmp19 = tmp17 & tmp18;
                                    auto tmp20 = static_cast<float>(0.0);
                                    auto tmp21 = -std::numeric_limits<float>::infinity();
                                    auto tmp22 = at::vec::Vectorized<float>(tmp20);
                                    auto tmp23 = at::vec::Vectorized<float>(tmp21);
                                    auto tmp24 = decltype(tmp22)::blendv(tmp23, tmp22, inductor_vec_mask_cast<float,1>(tmp19));
                                    auto tmp25 = tmp0 + tmp24;
                                    auto tmp26 = at::vec::VecMask<float,1>(tmp25 == tmp23);
                                    auto tmp27 = ~tmp26;
                                    auto tmp28 = tmp27.to<int64_t,2>();
                                    auto tmp29 = at::vec::VecMask<int64_t,2>::from<int64_t,2>(tmp28);
                                    auto tmp30 = inductor_vec_mask_cast<float,1>(tmp29);
                                    tmp_acc0_vec = tmp_acc0_vec | tmp30;
                                    tmp_acc1_vec = at::vec::maximum(tmp_acc1_vec, tmp25);
                                }
                            }
                        }
                        tmp_acc0 = tmp_acc0 || !tmp_acc0_vec.all_zero();
                        out_ptr0[static_cast<int64_t>(x1 + 16L*x0)] = static_cast<bool>(tmp_acc0);
                        tmp_acc1 = max_propagate_nan(tmp_acc1, at::vec::vec_reduce_all<float, 1>([](at::vec::Vectorized<float>& x, at::vec::Vectorized<float>& y) { return at::vec::maximum(x, y); }, tmp_acc1_vec));
                        out_ptr1[static_cast<int64_t>(x1 + 16L*x0)] = static_cast<float>(tmp_acc1);
                    }
                    for(int64_t x2=static_cast<int64_t>(0L); x2<static_cast<int64_t>(16L); x2+=static_cast<int64_t>(16L))
                    {
                        {
                            if(C10_LIKELY(x2 >= static_cast<int64_t>(0) && x2 < static_cast<int64_t>(16L)))
                            {
                                auto tmp0 = at::vec::Vectorized<float>::loadu(in_ptr0 + static_cast<int64_t>(x2 + 16L*x1 + 256L*x0), static_cast<int64_t>(16));
                                auto tmp13 = in_ptr1[static_cast<int64_t>(x1)];
                                auto tmp14 = at::vec::VectorizedN<int64_t,2>::loadu(in_ptr1 + static_cast<int64_t>(x2), static_cast<int64_t>(16));
                                auto tmp26 = out_ptr1[static_cast<int64_t>(x1 + 16L*x0)];
                                auto tmp1 = x2;
                                auto tmp2 = c10::convert<int64_t>(tmp1);
                                auto tmp3 = at::vec::VectorizedN<int64_t,2>::arange(tmp2, 1);
                                auto tmp4 = x1;
                                auto tmp5 = c10::convert<int64_t>(tmp4);
                                auto tmp6 = at::vec::VectorizedN<int64_t,2>(tmp5);
                                auto tmp7 = at::vec::VecMask<int64_t,2>(tmp3 <= tmp6);
                                auto tmp8 = static_cast<bool>(true);
                                auto tmp9 = at::vec::VecMask<float,1>::from(tmp8);
                                auto tmp10 = inductor_vec_mask_cast<int32_t,1>(tmp9);
                                auto tmp11 = inductor_vec_mask_cast<int32_t,1>(tmp7);
                                auto tmp12 = tmp10 & tmp11;
                                auto tmp15 = at::vec::VectorizedN<int64_t,2>(tmp13);
                                auto tmp16 = at::vec::VecMask<int64_t,2>(tmp15 == tmp14);
                                auto tmp17 = inductor_vec_mask_cast<int32_t,1>(tmp12);
                                auto tmp18 = inductor_vec_mask_cast<int32_t,1>(tmp16);
                                auto tmp19 = tmp17 & tmp18;
                                auto tmp20 = static_cast<float>(0.0);
                                auto tmp21 = -std::numeric_limits<float>::infinity();
                                auto tmp22 = at::vec::Vectorized<float>(tmp20);
                                auto tmp23 = at::vec::Vectorized<float>(tmp21);
                                auto tmp24 = decltype(tmp22)::blendv(tmp23, tmp22, inductor_vec_mask_cast<float,1>(tmp19));
                                auto tmp25 = tmp0 + tmp24;
                                auto tmp27 = at::vec::Vectorized<float>(tmp26);
                                auto tmp28 = tmp25 - tmp27;
                                auto tmp29 = tmp28.exp();
                                tmp29.store(out_ptr2 + static_cast<int64_t>(x2 + 16L*x1 + 256L*x0));
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
                {
                    float tmp_acc0 = 0;
                    at::vec::Vectorized<float> tmp_acc0_vec = at::vec::Vectorized<float>(0);
                    for(int64_t x1=static_cast<int64_t>(0L); x1<static_cast<int64_t>(16L); x1+=static_cast<int64_t>(16L))
                    {
                        {
                            if(C10_LIKELY(x1 >= static_cast<int64_t>(0) && x1 < static_cast<int64_t>(16L)))
                            {
                                auto tmp0 = at::vec::Vectorized<float>::loadu(out_ptr2 + static_cast<int64_t>(x1 + 16L*x0), static_cast<int64_t>(16));
                                tmp_acc0_vec = tmp_acc0_vec + tmp0;
                            }
                        }
                    }
                    tmp_acc0 = tmp_acc0 + at::vec::vec_reduce_all<float, 1>([](at::vec::Vectorized<float>& x, at::vec::Vectorized<float>& y) { return x + y; }, tmp_acc0_vec);
                    out_ptr3[static_cast<int64_t>(x0)] = static_cast<float>(tmp_acc0);
                }
                for(int64_t x1=static_cast<int64_t>(0L); x1<static_cast<int64_t>(16L); x1+=static_cast<int64_t>(16L))
                {
                    {
                        if(C10_LIKELY(x1 >= static_cast<int64_t>(0) && x1 < static_cast<int64_t>(16L)))
                        {
                            auto tmp0 = out_ptr0[static_cast<int64_t>(x0)];
                            auto tmp2 = at::vec::Vectorized<float>::loadu(out_ptr2 + static_cast<int64_t>(x1 + 16L*x0), static_cast<int64_t>(16));
                            auto tmp3 = out_ptr3[static_cast<int64_t>(x0)];
                            auto tmp1 = !tmp0;
                            auto tmp4 = at::vec::Vectorized<float>(tmp3);
                            auto tmp5 = tmp2 / tmp4;
                            auto tmp6 = static_cast<float>(0.0);
                            auto tmp7 = at::vec::VecMask<float,1>::from(tmp1);
                            auto tmp8 = at::vec::Vectorized<float>(tmp6);
                            auto tmp9 = decltype(tmp8)::blendv(tmp5, tmp8, inductor_vec_mask_cast<float,1>(tmp7));
                            tmp9.store(in_out_ptr0 + static_cast<int64_t>(x1 + 16L*x0));
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


cpp_fused___rshift___bitwise_and_11 = async_compile.cpp_pybinding(['const uint8_t*', 'uint8_t*', 'uint8_t*'], r'''
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


cpp_fused__to_copy_clone_expand_index_mul_transpose_view_12 = async_compile.cpp_pybinding(['const uint8_t*', 'const float*', 'const float*', 'const float*', 'float*', 'float*'], r'''
#include <torch/csrc/inductor/cpp_prefix.h>
extern "C"  void  kernel(const uint8_t* in_ptr0,
                       const float* in_ptr1,
                       const float* in_ptr2,
                       const float* in_ptr3,
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
        {
            #pragma omp for
            for(int64_t x0=static_cast<int64_t>(0L); x0<static_cast<int64_t>(16L); x0+=static_cast<int64_t>(1L))
            {
                #pragma GCC ivdep
                for(int64_t x1=static_cast<int64_t>(0L); x1<static_cast<int64_t>(4L); x1+=static_cast<int64_t>(1L))
                {
                    for(int64_t x2=static_cast<int64_t>(0L); x2<static_cast<int64_t>(16L); x2+=static_cast<int64_t>(16L))
                    {
                        {
                            if(C10_LIKELY(x2 >= static_cast<int64_t>(0) && x2 < static_cast<int64_t>(16L)))
                            {
                                auto tmp0 = at::vec::Vectorized<float>::loadu(in_ptr3 + static_cast<int64_t>(x2 + 16L*x0 + 256L*x1), static_cast<int64_t>(16));
                                tmp0.store(out_ptr1 + static_cast<int64_t>(x2 + 16L*x1 + 64L*x0));
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


cpp_fused___rshift____unsafe_view_add_bitwise_and_embedding_mean_mul_pow_rsqrt_13 = async_compile.cpp_pybinding(['const int64_t*', 'const float*', 'const float*', 'const float*', 'const uint8_t*', 'float*', 'float*', 'uint8_t*', 'uint8_t*'], r'''
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
        {
            #pragma omp for
            for(int64_t x0=static_cast<int64_t>(0L); x0<static_cast<int64_t>(4096L); x0+=static_cast<int64_t>(16L))
            {
                {
                    if(C10_LIKELY(x0 >= static_cast<int64_t>(0) && x0 < static_cast<int64_t>(4096L)))
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


cpp_fused___rshift___bitwise_and_14 = async_compile.cpp_pybinding(['const uint8_t*', 'uint8_t*', 'uint8_t*'], r'''
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


cpp_fused__to_copy__unsafe_view_clone_expand_index_mul_silu_view_15 = async_compile.cpp_pybinding(['float*', 'const uint8_t*', 'const float*', 'const float*', 'const float*', 'float*'], r'''
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
                        auto tmp7 = at::vec::Vectorized<float>::loadu(in_ptr3 + static_cast<int64_t>(x0), static_cast<int64_t>(16));
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


cpp_fused___rshift____unsafe_view_add_bitwise_and_embedding_mean_mul_pow_rsqrt_16 = async_compile.cpp_pybinding(['const int64_t*', 'const float*', 'const float*', 'const float*', 'const float*', 'const uint8_t*', 'float*', 'float*', 'uint8_t*', 'uint8_t*'], r'''
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


cpp_fused__unsafe_view_add_embedding_mean_mul_pow_rsqrt_17 = async_compile.cpp_pybinding(['float*', 'const int64_t*', 'const float*', 'const float*', 'const float*', 'const float*', 'float*', 'float*'], r'''
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
    }
    inductor_cpu_integer_div_error_flag = nullptr;
    inductor_cpu_throw_if_integer_div_error(inductor_cpu_integer_div_error);
}
''')


cpp_fused_add_sigmoid_18 = async_compile.cpp_pybinding(['float*', 'const float*', 'float*'], r'''
#include <torch/csrc/inductor/cpp_prefix.h>
extern "C"  void  kernel(float* in_out_ptr0,
                       const float* in_ptr0,
                       float* out_ptr0)
{
    std::atomic<int> inductor_cpu_integer_div_error{0};
    inductor_cpu_integer_div_error_flag = &inductor_cpu_integer_div_error;
    {
        #pragma GCC ivdep
        for(int64_t x0=static_cast<int64_t>(0L); x0<static_cast<int64_t>(16L); x0+=static_cast<int64_t>(1L))
        {
            for(int64_t x1=static_cast<int64_t>(0L); x1<static_cast<int64_t>(4L); x1+=static_cast<int64_t>(16L))
            {
                {
                    if(C10_LIKELY(x1 >= static_cast<int64_t>(0L) && x1 < static_cast<int64_t>(4L)))
                    {
                        auto tmp0 = at::vec::Vectorized<float>::loadu(in_out_ptr0 + static_cast<int64_t>(x1 + 4L*x0), static_cast<int64_t>(4L));
                        auto tmp2 = at::vec::Vectorized<float>::loadu(in_ptr0 + static_cast<int64_t>(x1), static_cast<int64_t>(4L));
                        auto tmp1 = decltype(tmp0)(1)/(decltype(tmp0)(1) + tmp0.neg().exp());
                        auto tmp3 = tmp1 + tmp2;
                        tmp1.store(in_out_ptr0 + static_cast<int64_t>(x1 + 4L*x0), static_cast<int64_t>(4L));
                        tmp3.store(out_ptr0 + static_cast<int64_t>(x1 + 4L*x0), static_cast<int64_t>(4L));
                    }
                }
            }
        }
    }
    inductor_cpu_integer_div_error_flag = nullptr;
    inductor_cpu_throw_if_integer_div_error(inductor_cpu_integer_div_error);
}
''')


cpp_fused_sum_19 = async_compile.cpp_pybinding(['const float*', 'float*'], r'''
#include <torch/csrc/inductor/cpp_prefix.h>
extern "C"  void  kernel(const float* in_ptr0,
                       float* out_ptr0)
{
    std::atomic<int> inductor_cpu_integer_div_error{0};
    inductor_cpu_integer_div_error_flag = &inductor_cpu_integer_div_error;
    {
        #pragma GCC ivdep
        for(int64_t x0=static_cast<int64_t>(0L); x0<static_cast<int64_t>(32L); x0+=static_cast<int64_t>(1L))
        {
            {
                {
                    auto tmp0 = in_ptr0[static_cast<int64_t>(2L*x0)];
                    auto tmp1 = in_ptr0[static_cast<int64_t>(1L + 2L*x0)];
                    auto tmp2 = float(tmp0 + tmp1);
                    out_ptr0[static_cast<int64_t>(x0)] = tmp2;
                }
            }
        }
    }
    inductor_cpu_integer_div_error_flag = nullptr;
    inductor_cpu_throw_if_integer_div_error(inductor_cpu_integer_div_error);
}
''')


cpp_fused__to_copy__unsafe_view_arange_bitwise_not_clone_eq_expand_masked_fill_scalar_tensor_scatter_unsqueeze_view_where_20 = async_compile.cpp_pybinding(['float*', 'const int64_t*'], r'''
#include <torch/csrc/inductor/cpp_prefix.h>
extern "C"  void  kernel(float* in_out_ptr0,
                       const int64_t* in_ptr0)
{
    std::atomic<int> inductor_cpu_integer_div_error{0};
    inductor_cpu_integer_div_error_flag = &inductor_cpu_integer_div_error;
    {
        #pragma GCC ivdep
        for(int64_t x0=static_cast<int64_t>(0L); x0<static_cast<int64_t>(16L); x0+=static_cast<int64_t>(1L))
        {
            for(int64_t x1=static_cast<int64_t>(0L); x1<static_cast<int64_t>(4L); x1+=static_cast<int64_t>(16L))
            {
                {
                    if(C10_LIKELY(x1 >= static_cast<int64_t>(0L) && x1 < static_cast<int64_t>(1)))
                    {
                        for (int64_t x1_tail = static_cast<int64_t>(0L);x1_tail < static_cast<int64_t>(4L); x1_tail++)
                        {
                            auto tmp0 = in_ptr0[static_cast<int64_t>(x0)];
                            auto tmp10 = in_out_ptr0[static_cast<int64_t>(x1_tail + 4L*x0)];
                            auto tmp1 = c10::div_floor_integer(static_cast<int64_t>(x1_tail), static_cast<int64_t>(2L));
                            auto tmp2 = c10::convert<int64_t>(tmp1);
                            auto tmp3 = tmp0 == tmp2;
                            auto tmp4 = static_cast<int64_t>(1);
                            auto tmp5 = static_cast<int64_t>(0);
                            auto tmp6 = tmp3 ? tmp4 : tmp5;
                            auto tmp7 = c10::convert<float>(tmp6);
                            auto tmp8 = c10::convert<bool>(tmp7);
                            auto tmp9 = !tmp8;
                            auto tmp11 = -std::numeric_limits<float>::infinity();
                            auto tmp12 = tmp9 ? tmp11 : tmp10;
                            in_out_ptr0[static_cast<int64_t>(x1_tail + 4L*x0)] = tmp12;
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


cpp_fused___rshift____to_copy_bitwise_and_bmm_clone_expand_index_mul_silu_split_squeeze_unsqueeze_view_21 = async_compile.cpp_pybinding(['const int8_t*', 'const float*', 'const int64_t*', 'const float*', 'const int8_t*', 'const float*', 'const uint8_t*', 'float*', 'float*', 'float*', 'float*', 'float*', 'uint8_t*', 'uint8_t*'], r'''
#include <torch/csrc/inductor/cpp_prefix.h>
extern "C"  void  kernel(const int8_t* in_ptr0,
                       const float* in_ptr1,
                       const int64_t* in_ptr2,
                       const float* in_ptr3,
                       const int8_t* in_ptr4,
                       const float* in_ptr5,
                       const uint8_t* in_ptr6,
                       float* out_ptr0,
                       float* out_ptr1,
                       float* out_ptr2,
                       float* out_ptr3,
                       float* out_ptr4,
                       uint8_t* out_ptr5,
                       uint8_t* out_ptr6)
{
    std::atomic<int> inductor_cpu_integer_div_error{0};
    inductor_cpu_integer_div_error_flag = &inductor_cpu_integer_div_error;
    #pragma omp parallel
    {
        int tid = omp_get_thread_num();
        {
            #pragma omp for
            for(int64_t x0=static_cast<int64_t>(0L); x0<static_cast<int64_t>(512L); x0+=static_cast<int64_t>(1L))
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
        {
            #pragma omp for
            for(int64_t x0=static_cast<int64_t>(0L); x0<static_cast<int64_t>(32L); x0+=static_cast<int64_t>(1L))
            {
                #pragma GCC ivdep
                for(int64_t x1=static_cast<int64_t>(0L); x1<static_cast<int64_t>(128L); x1+=static_cast<int64_t>(1L))
                {
                    {
                        float tmp_acc0 = 0;
                        at::vec::Vectorized<float> tmp_acc0_vec = at::vec::Vectorized<float>(0);
                        for(int64_t x2=static_cast<int64_t>(0L); x2<static_cast<int64_t>(64L); x2+=static_cast<int64_t>(16L))
                        {
                            {
                                if(C10_LIKELY(x2 >= static_cast<int64_t>(0) && x2 < static_cast<int64_t>(64L)))
                                {
                                    auto tmp0 = in_ptr2[static_cast<int64_t>(x0)];
                                    auto tmp10 = at::vec::Vectorized<float>::loadu(in_ptr3 + static_cast<int64_t>(x2 + 64L*(c10::div_floor_integer(static_cast<int64_t>(x0), static_cast<int64_t>(2L)))), static_cast<int64_t>(16));
                                    auto tmp1 = 4L;
                                    auto tmp2 = c10::convert<int64_t>(tmp1);
                                    auto tmp3 = int64_t(static_cast<std::make_unsigned_t<int64_t>>(tmp0) + static_cast<std::make_unsigned_t<int64_t>>(tmp2));
                                    auto tmp4 = tmp0 < 0;
                                    auto tmp5 = tmp4 ? tmp3 : tmp0;
                                    auto tmp6 = tmp5;
                                    auto tmp7 = c10::convert<int64_t>(tmp6);
                                    TORCH_CHECK((0 <= tmp7) & (tmp7 < 4L), "index out of bounds: 0 <= tmp7 < 4L");
                                    auto tmp9 = at::vec::Vectorized<float>::loadu(out_ptr0 + static_cast<int64_t>(x2 + 64L*x1 + 8192L*tmp5), static_cast<int64_t>(16));
                                    auto tmp11 = tmp9 * tmp10;
                                    tmp_acc0_vec = tmp_acc0_vec + tmp11;
                                }
                            }
                        }
                        tmp_acc0 = tmp_acc0 + at::vec::vec_reduce_all<float, 1>([](at::vec::Vectorized<float>& x, at::vec::Vectorized<float>& y) { return x + y; }, tmp_acc0_vec);
                        out_ptr1[static_cast<int64_t>(x1 + 128L*x0)] = static_cast<float>(tmp_acc0);
                    }
                }
            }
        }
        {
            #pragma omp for
            for(int64_t x0=static_cast<int64_t>(0L); x0<static_cast<int64_t>(256L); x0+=static_cast<int64_t>(1L))
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
        {
            #pragma omp for
            for(int64_t x0=static_cast<int64_t>(0L); x0<static_cast<int64_t>(32L); x0+=static_cast<int64_t>(1L))
            {
                for(int64_t x1=static_cast<int64_t>(0L); x1<static_cast<int64_t>(64L); x1+=static_cast<int64_t>(16L))
                {
                    {
                        if(C10_LIKELY(x1 >= static_cast<int64_t>(0) && x1 < static_cast<int64_t>(64L)))
                        {
                            auto tmp0 = at::vec::Vectorized<float>::loadu(out_ptr1 + static_cast<int64_t>(x1 + 128L*x0), static_cast<int64_t>(16));
                            auto tmp7 = at::vec::Vectorized<float>::loadu(out_ptr1 + static_cast<int64_t>(64L + x1 + 128L*x0), static_cast<int64_t>(16));
                            auto tmp1 = tmp0.neg();
                            auto tmp2 = tmp1.exp();
                            auto tmp3 = static_cast<float>(1.0);
                            auto tmp4 = at::vec::Vectorized<float>(tmp3);
                            auto tmp5 = tmp2 + tmp4;
                            auto tmp6 = tmp0 / tmp5;
                            auto tmp8 = tmp6 * tmp7;
                            tmp8.store(out_ptr3 + static_cast<int64_t>(x1 + 64L*x0));
                        }
                    }
                }
            }
        }
        {
            #pragma omp for
            for(int64_t x0=static_cast<int64_t>(0L); x0<static_cast<int64_t>(32L); x0+=static_cast<int64_t>(1L))
            {
                #pragma GCC ivdep
                for(int64_t x1=static_cast<int64_t>(0L); x1<static_cast<int64_t>(64L); x1+=static_cast<int64_t>(1L))
                {
                    {
                        float tmp_acc0 = 0;
                        at::vec::Vectorized<float> tmp_acc0_vec = at::vec::Vectorized<float>(0);
                        for(int64_t x2=static_cast<int64_t>(0L); x2<static_cast<int64_t>(64L); x2+=static_cast<int64_t>(16L))
                        {
                            {
                                if(C10_LIKELY(x2 >= static_cast<int64_t>(0) && x2 < static_cast<int64_t>(64L)))
                                {
                                    auto tmp0 = in_ptr2[static_cast<int64_t>(x0)];
                                    auto tmp10 = at::vec::Vectorized<float>::loadu(out_ptr3 + static_cast<int64_t>(x2 + 64L*x0), static_cast<int64_t>(16));
                                    auto tmp1 = 4L;
                                    auto tmp2 = c10::convert<int64_t>(tmp1);
                                    auto tmp3 = int64_t(static_cast<std::make_unsigned_t<int64_t>>(tmp0) + static_cast<std::make_unsigned_t<int64_t>>(tmp2));
                                    auto tmp4 = tmp0 < 0;
                                    auto tmp5 = tmp4 ? tmp3 : tmp0;
                                    auto tmp6 = tmp5;
                                    auto tmp7 = c10::convert<int64_t>(tmp6);
                                    TORCH_CHECK((0 <= tmp7) & (tmp7 < 4L), "index out of bounds: 0 <= tmp7 < 4L");
                                    auto tmp9 = at::vec::Vectorized<float>::loadu(out_ptr2 + static_cast<int64_t>(x2 + 64L*x1 + 4096L*tmp5), static_cast<int64_t>(16));
                                    auto tmp11 = tmp9 * tmp10;
                                    tmp_acc0_vec = tmp_acc0_vec + tmp11;
                                }
                            }
                        }
                        tmp_acc0 = tmp_acc0 + at::vec::vec_reduce_all<float, 1>([](at::vec::Vectorized<float>& x, at::vec::Vectorized<float>& y) { return x + y; }, tmp_acc0_vec);
                        out_ptr4[static_cast<int64_t>(x1 + 64L*x0)] = static_cast<float>(tmp_acc0);
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
                        auto tmp0 = at::vec::Vectorized<uint8_t>::loadu(in_ptr6 + static_cast<int64_t>(x0), static_cast<int64_t>(16));
                        auto tmp1 = static_cast<uint8_t>(4);
                        auto tmp2 = at::vec::Vectorized<uint8_t>(tmp1);
                        auto tmp3 = tmp0 >> tmp2;
                        auto tmp4 = static_cast<uint8_t>(15);
                        auto tmp5 = at::vec::Vectorized<uint8_t>(tmp4);
                        auto tmp6 = tmp0 & tmp5;
                        tmp3.store(out_ptr5 + static_cast<int64_t>(x0), static_cast<int64_t>(16));
                        tmp6.store(out_ptr6 + static_cast<int64_t>(x0), static_cast<int64_t>(16));
                    }
                }
            }
        }
    }
    inductor_cpu_integer_div_error_flag = nullptr;
    inductor_cpu_throw_if_integer_div_error(inductor_cpu_integer_div_error);
}
''')


cpp_fused__to_copy__unsafe_view_expand_index_mul_silu_view_22 = async_compile.cpp_pybinding(['float*', 'const uint8_t*', 'const float*', 'const float*', 'const float*', 'float*'], r'''
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
        {
            #pragma omp for
            for(int64_t x0=static_cast<int64_t>(0L); x0<static_cast<int64_t>(1024L); x0+=static_cast<int64_t>(16L))
            {
                {
                    if(C10_LIKELY(x0 >= static_cast<int64_t>(0) && x0 < static_cast<int64_t>(1024L)))
                    {
                        auto tmp0 = at::vec::Vectorized<float>::loadu(in_out_ptr0 + static_cast<int64_t>(x0), static_cast<int64_t>(16));
                        auto tmp7 = at::vec::Vectorized<float>::loadu(in_ptr3 + static_cast<int64_t>(x0), static_cast<int64_t>(16));
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


cpp_fused__unsafe_view_add_div_gather_mean_mul_pow_rsqrt_squeeze_sum_unsqueeze_view_23 = async_compile.cpp_pybinding(['float*', 'const float*', 'const int64_t*', 'const float*', 'const float*', 'const float*', 'float*'], r'''
#include <torch/csrc/inductor/cpp_prefix.h>
extern "C"  void  kernel(float* in_out_ptr0,
                       const float* in_ptr0,
                       const int64_t* in_ptr1,
                       const float* in_ptr2,
                       const float* in_ptr3,
                       const float* in_ptr5,
                       float* out_ptr0)
{
    std::atomic<int> inductor_cpu_integer_div_error{0};
    inductor_cpu_integer_div_error_flag = &inductor_cpu_integer_div_error;
    auto in_ptr4 = in_out_ptr0;
    #pragma omp parallel
    {
        int tid = omp_get_thread_num();
        {
            std::unique_ptr<float []> buf_local_buffer_data_0 = std::make_unique<float []>(64L);
            float* local_buffer_data_0 = buf_local_buffer_data_0.get();
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
                                auto tmp0 = at::vec::Vectorized<float>::loadu(in_ptr0 + static_cast<int64_t>(x1 + 128L*x0), static_cast<int64_t>(16));
                                auto tmp1 = in_ptr1[static_cast<int64_t>(2L*x0)];
                                auto tmp6 = in_ptr1[static_cast<int64_t>(1L + 2L*x0)];
                                auto tmp19 = at::vec::Vectorized<float>::loadu(in_ptr0 + static_cast<int64_t>(64L + x1 + 128L*x0), static_cast<int64_t>(16));
                                auto tmp25 = at::vec::Vectorized<float>::loadu(in_ptr3 + static_cast<int64_t>(x1 + 64L*x0), static_cast<int64_t>(16));
                                auto tmp27 = at::vec::Vectorized<float>::loadu(in_ptr4 + static_cast<int64_t>(x1 + 64L*x0), static_cast<int64_t>(16));
                                auto tmp2 = tmp1;
                                auto tmp3 = c10::convert<int64_t>(tmp2);
                                TORCH_CHECK((0 <= tmp3) & (tmp3 < 4L), "index out of bounds: 0 <= tmp3 < 4L");
                                auto tmp5 = in_ptr2[static_cast<int64_t>(tmp1 + 4L*x0)];
                                auto tmp7 = tmp6;
                                auto tmp8 = c10::convert<int64_t>(tmp7);
                                TORCH_CHECK((0 <= tmp8) & (tmp8 < 4L), "index out of bounds: 0 <= tmp8 < 4L");
                                auto tmp10 = in_ptr2[static_cast<int64_t>(tmp6 + 4L*x0)];
                                auto tmp11 = float(tmp5 + tmp10);
                                auto tmp12 = static_cast<float>(1e-20);
                                auto tmp13 = float(tmp11 + tmp12);
                                auto tmp14 = tmp5 / tmp13;
                                auto tmp15 = static_cast<float>(2.5);
                                auto tmp16 = float(tmp14 * tmp15);
                                auto tmp17 = at::vec::Vectorized<float>(tmp16);
                                auto tmp18 = tmp0 * tmp17;
                                auto tmp20 = tmp10 / tmp13;
                                auto tmp21 = float(tmp20 * tmp15);
                                auto tmp22 = at::vec::Vectorized<float>(tmp21);
                                auto tmp23 = tmp19 * tmp22;
                                auto tmp24 = tmp18 + tmp23;
                                auto tmp26 = tmp24 + tmp25;
                                auto tmp28 = tmp27 + tmp26;
                                auto tmp29 = tmp28 * tmp28;
                                tmp26.store(local_buffer_data_0 + static_cast<int64_t>(x1));
                                tmp_acc0_vec = tmp_acc0_vec + tmp29;
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
                            auto tmp0 = at::vec::Vectorized<float>::loadu(in_ptr5 + static_cast<int64_t>(x1), static_cast<int64_t>(16));
                            auto tmp1 = at::vec::Vectorized<float>::loadu(in_out_ptr0 + static_cast<int64_t>(x1 + 64L*x0), static_cast<int64_t>(16));
                            auto tmp2 = at::vec::Vectorized<float>::loadu(local_buffer_data_0 + static_cast<int64_t>(x1), static_cast<int64_t>(16));
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
        arg0_1, arg1_1, arg2_1, arg3_1, arg4_1, arg5_1, arg6_1, arg7_1, arg8_1, arg9_1, arg10_1, arg11_1, arg12_1, arg13_1, arg14_1, arg15_1, arg16_1, arg17_1, arg18_1, arg19_1, arg20_1, arg21_1, arg22_1, arg23_1, arg24_1, arg25_1, arg26_1, arg27_1, arg28_1, arg29_1, arg30_1, arg31_1, arg32_1, arg33_1, arg34_1, arg35_1, arg36_1, arg37_1, arg38_1, arg39_1, arg40_1, arg41_1, arg42_1, arg43_1, arg44_1, arg45_1, arg46_1, arg47_1, arg48_1, arg49_1, arg50_1, arg51_1, arg52_1, arg53_1, arg54_1, arg55_1, arg56_1, arg57_1, arg58_1, arg59_1, arg60_1, arg61_1, arg62_1, arg63_1, arg64_1, arg65_1, arg66_1 = args
        args.clear()
        assert_size_stride_grouped((arg0_1, arg1_1, arg3_1), ((1, 16), (128, 64), (64, )), ((16, 1), (64, 1), (1, )), 'input')
        buf0 = empty_strided_cpu((1, 16, 1), (16, 1, 16), torch.float32)
        buf5 = empty_strided_cpu((1, 16, 64), (1024, 64, 1), torch.float32)
        assert_size_stride(arg4_1, (64, 32), (32, 1), 'input')
        buf1 = empty_strided_cpu((64, 32), (32, 1), torch.uint8)
        buf2 = empty_strided_cpu((64, 32), (32, 1), torch.uint8)
        # [Provenance debug handles] cpp_fused___rshift___add_bitwise_and_embedding_mean_mul_pow_rsqrt_0:1
        cpp_fused___rshift___add_bitwise_and_embedding_mean_mul_pow_rsqrt_0(arg0_1, arg1_1, arg3_1, arg4_1, buf0, buf5, buf1, buf2)
        del arg3_1
        del arg4_1
        # Unsorted Source Nodes: [invoke_quant_packed], Original ATen: [aten.stack, aten.__rshift__, aten.bitwise_and]
        # [Provenance debug handles] torch.ops.aten.cat.default:2
        buf3 = torch.ops.aten.cat.default([reinterpret_tensor(buf1, (64, 32, 1), (32, 1, 0), 0), reinterpret_tensor(buf2, (64, 32, 1), (32, 1, 0), 0)], -1)
        assert_tensor_metadata(buf3, (64, 32, 2), (64, 2, 1), torch.uint8, 'torch.ops.aten.cat.default')
        assert_alignment(buf3, 16, 'torch.ops.aten.cat.default')
        assert_size_stride_grouped((arg6_1, arg5_1), ((16, ), (64, )), ((1, ), (1, )), 'input')
        buf4 = empty_strided_cpu((64, 64), (64, 1), torch.float32)
        # [Provenance debug handles] cpp_fused__to_copy_expand_index_mul_view_1:3
        cpp_fused__to_copy_expand_index_mul_view_1(buf3, arg6_1, arg5_1, buf4)
        del arg5_1
        del arg6_1
        buf6 = empty_strided_cpu((16, 64), (64, 1), torch.float32)
        # Topologically Sorted Source Nodes: [inputs_embeds, pow_1, variance, add_3, rsqrt, hidden_states_1, hidden_states_2, y, t], Original ATen: [aten.embedding, aten.pow, aten.mean, aten.add, aten.rsqrt, aten.mul, aten.view, aten.t, aten.mm]
        # [Provenance debug handles] extern_kernels.mm:4
        extern_kernels.mm(reinterpret_tensor(buf5, (16, 64), (64, 1), 0), reinterpret_tensor(buf4, (64, 64), (1, 64), 0), out=buf6)
        assert_size_stride(arg7_1, (64, ), (1, ), 'input')
        buf7 = buf0; del buf0  # reuse
        buf12 = reinterpret_tensor(buf6, (1, 16, 64), (1024, 64, 1), 0); del buf6  # reuse
        assert_size_stride(arg8_1, (96, 32), (32, 1), 'input')
        buf8 = empty_strided_cpu((96, 32), (32, 1), torch.uint8)
        buf9 = empty_strided_cpu((96, 32), (32, 1), torch.uint8)
        # [Provenance debug handles] cpp_fused___rshift____unsafe_view_add_bitwise_and_mean_mul_pow_rsqrt_2:5
        cpp_fused___rshift____unsafe_view_add_bitwise_and_mean_mul_pow_rsqrt_2(buf12, arg7_1, arg8_1, buf7, buf8, buf9)
        del arg7_1
        del arg8_1
        # Unsorted Source Nodes: [invoke_quant_packed_1], Original ATen: [aten.stack, aten.__rshift__, aten.bitwise_and]
        # [Provenance debug handles] torch.ops.aten.cat.default:6
        buf10 = torch.ops.aten.cat.default([reinterpret_tensor(buf8, (96, 32, 1), (32, 1, 0), 0), reinterpret_tensor(buf9, (96, 32, 1), (32, 1, 0), 0)], -1)
        assert_tensor_metadata(buf10, (96, 32, 2), (64, 2, 1), torch.uint8, 'torch.ops.aten.cat.default')
        assert_alignment(buf10, 16, 'torch.ops.aten.cat.default')
        assert_size_stride_grouped((arg10_1, arg9_1), ((16, ), (96, )), ((1, ), (1, )), 'input')
        buf11 = empty_strided_cpu((96, 64), (64, 1), torch.float32)
        # [Provenance debug handles] cpp_fused__to_copy_expand_index_mul_view_3:7
        cpp_fused__to_copy_expand_index_mul_view_3(buf10, arg10_1, arg9_1, buf11)
        del arg10_1
        del arg9_1
        del buf10
        buf13 = empty_strided_cpu((16, 96), (96, 1), torch.float32)
        # Topologically Sorted Source Nodes: [y, pow_2, variance_1, add_4, rsqrt_1, hidden_states_4, mul_6, y_1, t_1], Original ATen: [aten._unsafe_view, aten.pow, aten.mean, aten.add, aten.rsqrt, aten.mul, aten.view, aten.t, aten.mm]
        # [Provenance debug handles] extern_kernels.mm:8
        extern_kernels.mm(reinterpret_tensor(buf12, (16, 64), (64, 1), 0), reinterpret_tensor(buf11, (64, 96), (1, 64), 0), out=buf13)
        assert_size_stride(arg11_1, (72, 32), (32, 1), 'input')
        buf14 = empty_strided_cpu((72, 32), (32, 1), torch.uint8)
        buf15 = empty_strided_cpu((72, 32), (32, 1), torch.uint8)
        # [Provenance debug handles] cpp_fused___rshift___bitwise_and_4:9
        cpp_fused___rshift___bitwise_and_4(arg11_1, buf14, buf15)
        del arg11_1
        # Unsorted Source Nodes: [invoke_quant_packed_2], Original ATen: [aten.stack, aten.__rshift__, aten.bitwise_and]
        # [Provenance debug handles] torch.ops.aten.cat.default:10
        buf16 = torch.ops.aten.cat.default([reinterpret_tensor(buf14, (72, 32, 1), (32, 1, 0), 0), reinterpret_tensor(buf15, (72, 32, 1), (32, 1, 0), 0)], -1)
        assert_tensor_metadata(buf16, (72, 32, 2), (64, 2, 1), torch.uint8, 'torch.ops.aten.cat.default')
        assert_alignment(buf16, 16, 'torch.ops.aten.cat.default')
        assert_size_stride_grouped((arg13_1, arg12_1), ((16, ), (72, )), ((1, ), (1, )), 'input')
        buf17 = empty_strided_cpu((72, 64), (64, 1), torch.float32)
        # [Provenance debug handles] cpp_fused__to_copy_expand_index_mul_view_5:11
        cpp_fused__to_copy_expand_index_mul_view_5(buf16, arg13_1, arg12_1, buf17)
        del arg12_1
        del arg13_1
        del buf16
        buf18 = empty_strided_cpu((16, 72), (72, 1), torch.float32)
        # Topologically Sorted Source Nodes: [y_2, t_2], Original ATen: [aten.view, aten.t, aten.mm]
        # [Provenance debug handles] extern_kernels.mm:12
        extern_kernels.mm(reinterpret_tensor(buf5, (16, 64), (64, 1), 0), reinterpret_tensor(buf17, (64, 72), (1, 64), 0), out=buf18)
        assert_size_stride(arg14_1, (64, ), (1, ), 'input')
        buf19 = buf7; del buf7  # reuse
        buf24 = buf5; del buf5  # reuse
        assert_size_stride(arg15_1, (128, 32), (32, 1), 'input')
        buf20 = reinterpret_tensor(buf3, (128, 32), (32, 1), 0); del buf3  # reuse
        buf21 = empty_strided_cpu((128, 32), (32, 1), torch.uint8)
        # [Provenance debug handles] cpp_fused___rshift____unsafe_view_add_bitwise_and_mean_mul_pow_rsqrt_split_with_sizes_6:13
        cpp_fused___rshift____unsafe_view_add_bitwise_and_mean_mul_pow_rsqrt_split_with_sizes_6(buf18, arg14_1, arg15_1, buf19, buf24, buf20, buf21)
        del arg14_1
        del arg15_1
        # Unsorted Source Nodes: [invoke_quant_packed_3], Original ATen: [aten.stack, aten.__rshift__, aten.bitwise_and]
        # [Provenance debug handles] torch.ops.aten.cat.default:14
        buf22 = torch.ops.aten.cat.default([reinterpret_tensor(buf20, (128, 32, 1), (32, 1, 0), 0), reinterpret_tensor(buf21, (128, 32, 1), (32, 1, 0), 0)], -1)
        assert_tensor_metadata(buf22, (128, 32, 2), (64, 2, 1), torch.uint8, 'torch.ops.aten.cat.default')
        assert_alignment(buf22, 16, 'torch.ops.aten.cat.default')
        del buf20
        assert_size_stride_grouped((arg17_1, arg16_1), ((16, ), (128, )), ((1, ), (1, )), 'input')
        buf23 = empty_strided_cpu((128, 64), (64, 1), torch.float32)
        # [Provenance debug handles] cpp_fused__to_copy_expand_index_mul_view_7:15
        cpp_fused__to_copy_expand_index_mul_view_7(buf22, arg17_1, arg16_1, buf23)
        del arg16_1
        del arg17_1
        del buf22
        buf25 = empty_strided_cpu((16, 128), (128, 1), torch.float32)
        # Topologically Sorted Source Nodes: [y_2, split_1, pow_3, variance_2, add_5, rsqrt_2, hidden_states_6, kv_nope_1, kv_nope_2, y_3, t_3], Original ATen: [aten._unsafe_view, aten.split_with_sizes, aten.pow, aten.mean, aten.add, aten.rsqrt, aten.mul, aten.view, aten.t, aten.mm]
        # [Provenance debug handles] extern_kernels.mm:16
        extern_kernels.mm(reinterpret_tensor(buf24, (16, 64), (64, 1), 0), reinterpret_tensor(buf23, (64, 128), (1, 64), 0), out=buf25)
        assert_size_stride(arg2_1, (4, ), (1, ), 'input')
        buf28 = empty_strided_cpu((1, 4, 16, 8), (512, 128, 8, 1), torch.float32)
        buf26 = reinterpret_tensor(buf28, (1, 4, 16, 4), (512, 128, 8, 1), 0)  # alias
        buf27 = reinterpret_tensor(buf28, (1, 4, 16, 4), (512, 128, 8, 1), 4)  # alias
        buf31 = empty_strided_cpu((1, 4, 16, 24), (1536, 384, 24, 1), torch.float32)
        buf29 = reinterpret_tensor(buf31, (1, 4, 16, 16), (1536, 384, 24, 1), 0)  # alias
        buf30 = reinterpret_tensor(buf31, (1, 4, 16, 8), (1536, 384, 24, 1), 16)  # alias
        buf32 = empty_strided_cpu((1, 4, 16, 24), (1536, 384, 24, 1), torch.float32)
        buf36 = empty_strided_cpu((1, 1, 16, 8), (128, 1, 8, 1), torch.float32)
        buf34 = reinterpret_tensor(buf36, (1, 1, 16, 4), (128, 1, 8, 1), 0)  # alias
        buf35 = reinterpret_tensor(buf36, (1, 1, 16, 4), (128, 1, 8, 1), 4)  # alias
        buf38 = empty_strided_cpu((1, 4, 16, 24), (1536, 384, 24, 1), torch.float32)
        buf39 = empty_strided_cpu((1, 4, 24, 16), (1536, 384, 16, 1), torch.float32)
        # [Provenance debug handles] cpp_fused__to_copy__unsafe_view_add_cat_expand_mul_slice_split_with_sizes_sub_transpose_unsqueeze_view_8:17
        cpp_fused__to_copy__unsafe_view_add_cat_expand_mul_slice_split_with_sizes_sub_transpose_unsqueeze_view_8(buf13, arg2_1, buf28, buf25, buf18, buf36, buf31, buf26, buf27, buf29, buf30, buf32, buf34, buf35, buf38, buf39)
        del buf13
        del buf18
        del buf26
        del buf27
        del buf28
        del buf29
        del buf30
        del buf31
        del buf32
        del buf34
        del buf35
        buf40 = reinterpret_tensor(buf24, (4, 16, 16), (256, 16, 1), 0); del buf24  # reuse
        # Topologically Sorted Source Nodes: [attn_output], Original ATen: [aten.mul, aten.view, aten.transpose, aten.bmm]
        # [Provenance debug handles] extern_kernels.bmm:18
        extern_kernels.bmm(reinterpret_tensor(buf38, (4, 16, 24), (384, 24, 1), 0), reinterpret_tensor(buf39, (4, 24, 16), (384, 16, 1), 0), out=buf40)
        del buf38
        buf43 = empty_strided_cpu((1, 17), (17, 1), torch.int64)
        buf41 = reinterpret_tensor(buf43, (1, 1), (17, 1), 0)  # alias
        buf42 = reinterpret_tensor(buf43, (1, 16), (17, 1), 1)  # alias
        buf44 = empty_strided_cpu((1, 16), (16, 1), torch.int64)
        # [Provenance debug handles] cpp_fused_add_cat_cumsum_ne_slice_sub_unsqueeze_9:19
        cpp_fused_add_cat_cumsum_ne_slice_sub_unsqueeze_9(buf43, buf41, buf42, buf44)
        del buf41
        del buf42
        del buf43
        # Topologically Sorted Source Nodes: [position_diff, ne, packed_sequence_mask], Original ATen: [aten.slice, aten.sub, aten.ne, aten.cumsum]
        # [Provenance debug handles] torch.ops.aten.cumsum.default:20
        buf45 = torch.ops.aten.cumsum.default(buf44, dim=-1, dtype=torch.int64)
        assert_tensor_metadata(buf45, (1, 16), (16, 1), torch.int64, 'torch.ops.aten.cumsum.default')
        assert_alignment(buf45, 16, 'torch.ops.aten.cumsum.default')
        del buf44
        buf46 = empty_strided_cpu((1, 4, 16, 1), (64, 16, 1, 64), torch.bool)
        buf47 = empty_strided_cpu((1, 4, 16, 1), (64, 16, 1, 64), torch.float32)
        buf48 = reinterpret_tensor(buf12, (1, 4, 16, 16), (1024, 256, 16, 1), 0); del buf12  # reuse
        buf49 = empty_strided_cpu((1, 4, 16, 1), (64, 16, 1, 64), torch.float32)
        buf50 = buf48; del buf48  # reuse
        # [Provenance debug handles] cpp_fused__safe_softmax_add_arange_bitwise_and_eq_expand_index_le_new_ones_scalar_tensor_unsqueeze_view_where_10:21
        cpp_fused__safe_softmax_add_arange_bitwise_and_eq_expand_index_le_new_ones_scalar_tensor_unsqueeze_view_where_10(buf50, buf40, buf45, buf46, buf47, buf49)
        buf51 = buf40; del buf40  # reuse
        # Topologically Sorted Source Nodes: [y_3, view_3, kv_nope_3, split_2, attn_output], Original ATen: [aten._unsafe_view, aten.view, aten.transpose, aten.split_with_sizes, aten._safe_softmax, aten.bmm]
        # [Provenance debug handles] extern_kernels.bmm:22
        extern_kernels.bmm(reinterpret_tensor(buf50, (4, 16, 16), (256, 16, 1), 0), reinterpret_tensor(buf25, (4, 16, 16), (32, 128, 1), 16), out=buf51)
        assert_size_stride(arg18_1, (64, 32), (32, 1), 'input')
        buf52 = buf2; del buf2  # reuse
        buf53 = buf1; del buf1  # reuse
        # [Provenance debug handles] cpp_fused___rshift___bitwise_and_11:23
        cpp_fused___rshift___bitwise_and_11(arg18_1, buf52, buf53)
        del arg18_1
        # Unsorted Source Nodes: [invoke_quant_packed_4], Original ATen: [aten.stack, aten.__rshift__, aten.bitwise_and]
        # [Provenance debug handles] torch.ops.aten.cat.default:24
        buf54 = torch.ops.aten.cat.default([reinterpret_tensor(buf52, (64, 32, 1), (32, 1, 0), 0), reinterpret_tensor(buf53, (64, 32, 1), (32, 1, 0), 0)], -1)
        assert_tensor_metadata(buf54, (64, 32, 2), (64, 2, 1), torch.uint8, 'torch.ops.aten.cat.default')
        assert_alignment(buf54, 16, 'torch.ops.aten.cat.default')
        assert_size_stride_grouped((arg20_1, arg19_1), ((16, ), (64, )), ((1, ), (1, )), 'input')
        buf55 = buf4; del buf4  # reuse
        buf56 = reinterpret_tensor(buf50, (1, 16, 4, 16), (1024, 64, 16, 1), 0); del buf50  # reuse
        # [Provenance debug handles] cpp_fused__to_copy_clone_expand_index_mul_transpose_view_12:25
        cpp_fused__to_copy_clone_expand_index_mul_transpose_view_12(buf54, arg20_1, arg19_1, buf51, buf55, buf56)
        del arg19_1
        del arg20_1
        buf57 = reinterpret_tensor(buf51, (16, 64), (64, 1), 0); del buf51  # reuse
        # Topologically Sorted Source Nodes: [attn_output, transpose_2, attn_output_2, reshape_1, y_4, t_4], Original ATen: [aten.view, aten.transpose, aten.clone, aten.t, aten.mm]
        # [Provenance debug handles] extern_kernels.mm:26
        extern_kernels.mm(reinterpret_tensor(buf56, (16, 64), (64, 1), 0), reinterpret_tensor(buf55, (64, 64), (1, 64), 0), out=buf57)
        assert_size_stride(arg21_1, (64, ), (1, ), 'input')
        buf58 = buf19; del buf19  # reuse
        buf59 = reinterpret_tensor(buf56, (1, 16, 64), (1024, 64, 1), 0); del buf56  # reuse
        assert_size_stride(arg22_1, (128, 32), (32, 1), 'input')
        buf60 = reinterpret_tensor(buf54, (128, 32), (32, 1), 0); del buf54  # reuse
        buf61 = buf21; del buf21  # reuse
        # [Provenance debug handles] cpp_fused___rshift____unsafe_view_add_bitwise_and_embedding_mean_mul_pow_rsqrt_13:27
        cpp_fused___rshift____unsafe_view_add_bitwise_and_embedding_mean_mul_pow_rsqrt_13(arg0_1, arg1_1, buf57, arg21_1, arg22_1, buf58, buf59, buf60, buf61)
        del arg21_1
        del arg22_1
        # Unsorted Source Nodes: [invoke_quant_packed_5], Original ATen: [aten.stack, aten.__rshift__, aten.bitwise_and]
        # [Provenance debug handles] torch.ops.aten.cat.default:28
        buf62 = torch.ops.aten.cat.default([reinterpret_tensor(buf60, (128, 32, 1), (32, 1, 0), 0), reinterpret_tensor(buf61, (128, 32, 1), (32, 1, 0), 0)], -1)
        assert_tensor_metadata(buf62, (128, 32, 2), (64, 2, 1), torch.uint8, 'torch.ops.aten.cat.default')
        assert_alignment(buf62, 16, 'torch.ops.aten.cat.default')
        assert_size_stride_grouped((arg24_1, arg23_1), ((16, ), (128, )), ((1, ), (1, )), 'input')
        buf63 = buf23; del buf23  # reuse
        # [Provenance debug handles] cpp_fused__to_copy_expand_index_mul_view_7:29
        cpp_fused__to_copy_expand_index_mul_view_7(buf62, arg24_1, arg23_1, buf63)
        del arg23_1
        del arg24_1
        del buf62
        buf64 = buf25; del buf25  # reuse
        # Topologically Sorted Source Nodes: [y_5, t_5], Original ATen: [aten.view, aten.t, aten.mm]
        # [Provenance debug handles] extern_kernels.mm:30
        extern_kernels.mm(reinterpret_tensor(buf59, (16, 64), (64, 1), 0), reinterpret_tensor(buf63, (64, 128), (1, 64), 0), out=buf64)
        assert_size_stride(arg25_1, (128, 32), (32, 1), 'input')
        buf65 = buf61; del buf61  # reuse
        buf66 = buf60; del buf60  # reuse
        # [Provenance debug handles] cpp_fused___rshift___bitwise_and_14:31
        cpp_fused___rshift___bitwise_and_14(arg25_1, buf65, buf66)
        del arg25_1
        # Unsorted Source Nodes: [invoke_quant_packed_6], Original ATen: [aten.stack, aten.__rshift__, aten.bitwise_and]
        # [Provenance debug handles] torch.ops.aten.cat.default:32
        buf67 = torch.ops.aten.cat.default([reinterpret_tensor(buf65, (128, 32, 1), (32, 1, 0), 0), reinterpret_tensor(buf66, (128, 32, 1), (32, 1, 0), 0)], -1)
        assert_tensor_metadata(buf67, (128, 32, 2), (64, 2, 1), torch.uint8, 'torch.ops.aten.cat.default')
        assert_alignment(buf67, 16, 'torch.ops.aten.cat.default')
        assert_size_stride_grouped((arg27_1, arg26_1), ((16, ), (128, )), ((1, ), (1, )), 'input')
        buf68 = buf63; del buf63  # reuse
        # [Provenance debug handles] cpp_fused__to_copy_expand_index_mul_view_7:33
        cpp_fused__to_copy_expand_index_mul_view_7(buf67, arg27_1, arg26_1, buf68)
        del arg26_1
        del arg27_1
        del buf67
        buf69 = empty_strided_cpu((16, 128), (128, 1), torch.float32)
        # Topologically Sorted Source Nodes: [y_6, t_6], Original ATen: [aten.view, aten.t, aten.mm]
        # [Provenance debug handles] extern_kernels.mm:34
        extern_kernels.mm(reinterpret_tensor(buf59, (16, 64), (64, 1), 0), reinterpret_tensor(buf68, (64, 128), (1, 64), 0), out=buf69)
        assert_size_stride(arg28_1, (64, 64), (64, 1), 'input')
        buf70 = reinterpret_tensor(buf66, (64, 64), (64, 1), 0); del buf66  # reuse
        buf71 = reinterpret_tensor(buf65, (64, 64), (64, 1), 0); del buf65  # reuse
        # [Provenance debug handles] cpp_fused___rshift___bitwise_and_14:35
        cpp_fused___rshift___bitwise_and_14(arg28_1, buf70, buf71)
        del arg28_1
        # Unsorted Source Nodes: [invoke_quant_packed_7], Original ATen: [aten.stack, aten.__rshift__, aten.bitwise_and]
        # [Provenance debug handles] torch.ops.aten.cat.default:36
        buf72 = torch.ops.aten.cat.default([reinterpret_tensor(buf70, (64, 64, 1), (64, 1, 0), 0), reinterpret_tensor(buf71, (64, 64, 1), (64, 1, 0), 0)], -1)
        assert_tensor_metadata(buf72, (64, 64, 2), (128, 2, 1), torch.uint8, 'torch.ops.aten.cat.default')
        assert_alignment(buf72, 16, 'torch.ops.aten.cat.default')
        del buf70
        assert_size_stride_grouped((arg30_1, arg29_1), ((16, ), (128, )), ((1, ), (1, )), 'input')
        buf73 = reinterpret_tensor(buf68, (64, 128), (128, 1), 0); del buf68  # reuse
        buf74 = reinterpret_tensor(buf64, (1, 16, 128), (2048, 128, 1), 0); del buf64  # reuse
        # [Provenance debug handles] cpp_fused__to_copy__unsafe_view_clone_expand_index_mul_silu_view_15:37
        cpp_fused__to_copy__unsafe_view_clone_expand_index_mul_silu_view_15(buf74, buf72, arg30_1, arg29_1, buf69, buf73)
        del arg29_1
        del arg30_1
        del buf69
        del buf72
        buf75 = reinterpret_tensor(buf59, (16, 64), (64, 1), 0); del buf59  # reuse
        # Topologically Sorted Source Nodes: [y_5, silu, y_6, mul_19, y_7, t_7], Original ATen: [aten._unsafe_view, aten.silu, aten.mul, aten.view, aten.t, aten.mm]
        # [Provenance debug handles] extern_kernels.mm:38
        extern_kernels.mm(reinterpret_tensor(buf74, (16, 128), (128, 1), 0), reinterpret_tensor(buf73, (128, 64), (1, 128), 0), out=buf75)
        assert_size_stride(arg31_1, (64, ), (1, ), 'input')
        buf76 = buf58; del buf58  # reuse
        buf77 = empty_strided_cpu((1, 16, 64), (1024, 64, 1), torch.float32)
        assert_size_stride(arg32_1, (64, 32), (32, 1), 'input')
        buf78 = buf53; del buf53  # reuse
        buf79 = buf52; del buf52  # reuse
        # [Provenance debug handles] cpp_fused___rshift____unsafe_view_add_bitwise_and_embedding_mean_mul_pow_rsqrt_16:39
        cpp_fused___rshift____unsafe_view_add_bitwise_and_embedding_mean_mul_pow_rsqrt_16(arg0_1, arg1_1, buf57, buf75, arg31_1, arg32_1, buf76, buf77, buf78, buf79)
        del arg31_1
        del arg32_1
        # Unsorted Source Nodes: [invoke_quant_packed_8], Original ATen: [aten.stack, aten.__rshift__, aten.bitwise_and]
        # [Provenance debug handles] torch.ops.aten.cat.default:40
        buf80 = torch.ops.aten.cat.default([reinterpret_tensor(buf78, (64, 32, 1), (32, 1, 0), 0), reinterpret_tensor(buf79, (64, 32, 1), (32, 1, 0), 0)], -1)
        assert_tensor_metadata(buf80, (64, 32, 2), (64, 2, 1), torch.uint8, 'torch.ops.aten.cat.default')
        assert_alignment(buf80, 16, 'torch.ops.aten.cat.default')
        assert_size_stride_grouped((arg34_1, arg33_1), ((16, ), (64, )), ((1, ), (1, )), 'input')
        buf81 = buf55; del buf55  # reuse
        # [Provenance debug handles] cpp_fused__to_copy_expand_index_mul_view_1:41
        cpp_fused__to_copy_expand_index_mul_view_1(buf80, arg34_1, arg33_1, buf81)
        del arg33_1
        del arg34_1
        buf82 = empty_strided_cpu((16, 64), (64, 1), torch.float32)
        # Topologically Sorted Source Nodes: [y_8, t_8], Original ATen: [aten.view, aten.t, aten.mm]
        # [Provenance debug handles] extern_kernels.mm:42
        extern_kernels.mm(reinterpret_tensor(buf77, (16, 64), (64, 1), 0), reinterpret_tensor(buf81, (64, 64), (1, 64), 0), out=buf82)
        assert_size_stride(arg35_1, (64, ), (1, ), 'input')
        buf83 = buf76; del buf76  # reuse
        buf88 = reinterpret_tensor(buf82, (1, 16, 64), (1024, 64, 1), 0); del buf82  # reuse
        assert_size_stride(arg36_1, (96, 32), (32, 1), 'input')
        buf84 = buf9; del buf9  # reuse
        buf85 = buf8; del buf8  # reuse
        # [Provenance debug handles] cpp_fused___rshift____unsafe_view_add_bitwise_and_mean_mul_pow_rsqrt_2:43
        cpp_fused___rshift____unsafe_view_add_bitwise_and_mean_mul_pow_rsqrt_2(buf88, arg35_1, arg36_1, buf83, buf84, buf85)
        del arg35_1
        del arg36_1
        # Unsorted Source Nodes: [invoke_quant_packed_9], Original ATen: [aten.stack, aten.__rshift__, aten.bitwise_and]
        # [Provenance debug handles] torch.ops.aten.cat.default:44
        buf86 = torch.ops.aten.cat.default([reinterpret_tensor(buf84, (96, 32, 1), (32, 1, 0), 0), reinterpret_tensor(buf85, (96, 32, 1), (32, 1, 0), 0)], -1)
        assert_tensor_metadata(buf86, (96, 32, 2), (64, 2, 1), torch.uint8, 'torch.ops.aten.cat.default')
        assert_alignment(buf86, 16, 'torch.ops.aten.cat.default')
        del buf84
        del buf85
        assert_size_stride_grouped((arg38_1, arg37_1), ((16, ), (96, )), ((1, ), (1, )), 'input')
        buf87 = buf11; del buf11  # reuse
        # [Provenance debug handles] cpp_fused__to_copy_expand_index_mul_view_3:45
        cpp_fused__to_copy_expand_index_mul_view_3(buf86, arg38_1, arg37_1, buf87)
        del arg37_1
        del arg38_1
        del buf86
        buf89 = reinterpret_tensor(buf39, (16, 96), (96, 1), 0); del buf39  # reuse
        # Topologically Sorted Source Nodes: [y_8, pow_6, variance_5, add_12, rsqrt_5, hidden_states_16, mul_23, y_9, t_9], Original ATen: [aten._unsafe_view, aten.pow, aten.mean, aten.add, aten.rsqrt, aten.mul, aten.view, aten.t, aten.mm]
        # [Provenance debug handles] extern_kernels.mm:46
        extern_kernels.mm(reinterpret_tensor(buf88, (16, 64), (64, 1), 0), reinterpret_tensor(buf87, (64, 96), (1, 64), 0), out=buf89)
        del buf87
        assert_size_stride(arg39_1, (72, 32), (32, 1), 'input')
        buf90 = buf15; del buf15  # reuse
        buf91 = buf14; del buf14  # reuse
        # [Provenance debug handles] cpp_fused___rshift___bitwise_and_4:47
        cpp_fused___rshift___bitwise_and_4(arg39_1, buf90, buf91)
        del arg39_1
        # Unsorted Source Nodes: [invoke_quant_packed_10], Original ATen: [aten.stack, aten.__rshift__, aten.bitwise_and]
        # [Provenance debug handles] torch.ops.aten.cat.default:48
        buf92 = torch.ops.aten.cat.default([reinterpret_tensor(buf90, (72, 32, 1), (32, 1, 0), 0), reinterpret_tensor(buf91, (72, 32, 1), (32, 1, 0), 0)], -1)
        assert_tensor_metadata(buf92, (72, 32, 2), (64, 2, 1), torch.uint8, 'torch.ops.aten.cat.default')
        assert_alignment(buf92, 16, 'torch.ops.aten.cat.default')
        del buf90
        del buf91
        assert_size_stride_grouped((arg41_1, arg40_1), ((16, ), (72, )), ((1, ), (1, )), 'input')
        buf93 = buf17; del buf17  # reuse
        # [Provenance debug handles] cpp_fused__to_copy_expand_index_mul_view_5:49
        cpp_fused__to_copy_expand_index_mul_view_5(buf92, arg41_1, arg40_1, buf93)
        del arg40_1
        del arg41_1
        del buf92
        buf94 = empty_strided_cpu((16, 72), (72, 1), torch.float32)
        # Topologically Sorted Source Nodes: [y_10, t_10], Original ATen: [aten.view, aten.t, aten.mm]
        # [Provenance debug handles] extern_kernels.mm:50
        extern_kernels.mm(reinterpret_tensor(buf77, (16, 64), (64, 1), 0), reinterpret_tensor(buf93, (64, 72), (1, 64), 0), out=buf94)
        del buf93
        assert_size_stride(arg42_1, (64, ), (1, ), 'input')
        buf95 = buf83; del buf83  # reuse
        buf100 = buf77; del buf77  # reuse
        assert_size_stride(arg43_1, (128, 32), (32, 1), 'input')
        buf96 = reinterpret_tensor(buf80, (128, 32), (32, 1), 0); del buf80  # reuse
        buf97 = reinterpret_tensor(buf71, (128, 32), (32, 1), 0); del buf71  # reuse
        # [Provenance debug handles] cpp_fused___rshift____unsafe_view_add_bitwise_and_mean_mul_pow_rsqrt_split_with_sizes_6:51
        cpp_fused___rshift____unsafe_view_add_bitwise_and_mean_mul_pow_rsqrt_split_with_sizes_6(buf94, arg42_1, arg43_1, buf95, buf100, buf96, buf97)
        del arg42_1
        del arg43_1
        # Unsorted Source Nodes: [invoke_quant_packed_11], Original ATen: [aten.stack, aten.__rshift__, aten.bitwise_and]
        # [Provenance debug handles] torch.ops.aten.cat.default:52
        buf98 = torch.ops.aten.cat.default([reinterpret_tensor(buf96, (128, 32, 1), (32, 1, 0), 0), reinterpret_tensor(buf97, (128, 32, 1), (32, 1, 0), 0)], -1)
        assert_tensor_metadata(buf98, (128, 32, 2), (64, 2, 1), torch.uint8, 'torch.ops.aten.cat.default')
        assert_alignment(buf98, 16, 'torch.ops.aten.cat.default')
        del buf96
        del buf97
        assert_size_stride_grouped((arg45_1, arg44_1), ((16, ), (128, )), ((1, ), (1, )), 'input')
        buf99 = reinterpret_tensor(buf73, (128, 64), (64, 1), 0); del buf73  # reuse
        # [Provenance debug handles] cpp_fused__to_copy_expand_index_mul_view_7:53
        cpp_fused__to_copy_expand_index_mul_view_7(buf98, arg45_1, arg44_1, buf99)
        del arg44_1
        del arg45_1
        del buf98
        buf101 = reinterpret_tensor(buf74, (16, 128), (128, 1), 0); del buf74  # reuse
        # Topologically Sorted Source Nodes: [y_10, split_4, pow_7, variance_6, add_13, rsqrt_6, hidden_states_18, kv_nope_5, kv_nope_6, y_11, t_11], Original ATen: [aten._unsafe_view, aten.split_with_sizes, aten.pow, aten.mean, aten.add, aten.rsqrt, aten.mul, aten.view, aten.t, aten.mm]
        # [Provenance debug handles] extern_kernels.mm:54
        extern_kernels.mm(reinterpret_tensor(buf100, (16, 64), (64, 1), 0), reinterpret_tensor(buf99, (64, 128), (1, 64), 0), out=buf101)
        del buf99
        buf104 = empty_strided_cpu((1, 4, 16, 8), (512, 128, 8, 1), torch.float32)
        buf102 = reinterpret_tensor(buf104, (1, 4, 16, 4), (512, 128, 8, 1), 0)  # alias
        buf103 = reinterpret_tensor(buf104, (1, 4, 16, 4), (512, 128, 8, 1), 4)  # alias
        buf107 = empty_strided_cpu((1, 4, 16, 24), (1536, 384, 24, 1), torch.float32)
        buf105 = reinterpret_tensor(buf107, (1, 4, 16, 16), (1536, 384, 24, 1), 0)  # alias
        buf106 = reinterpret_tensor(buf107, (1, 4, 16, 8), (1536, 384, 24, 1), 16)  # alias
        buf108 = empty_strided_cpu((1, 4, 16, 24), (1536, 384, 24, 1), torch.float32)
        buf112 = buf36; del buf36  # reuse
        buf110 = reinterpret_tensor(buf112, (1, 1, 16, 4), (128, 1, 8, 1), 0)  # alias
        buf111 = reinterpret_tensor(buf112, (1, 1, 16, 4), (128, 1, 8, 1), 4)  # alias
        buf114 = empty_strided_cpu((1, 4, 16, 24), (1536, 384, 24, 1), torch.float32)
        buf115 = empty_strided_cpu((1, 4, 24, 16), (1536, 384, 16, 1), torch.float32)
        # [Provenance debug handles] cpp_fused__to_copy__unsafe_view_add_cat_expand_mul_slice_split_with_sizes_sub_transpose_unsqueeze_view_8:55
        cpp_fused__to_copy__unsafe_view_add_cat_expand_mul_slice_split_with_sizes_sub_transpose_unsqueeze_view_8(buf89, arg2_1, buf104, buf101, buf94, buf112, buf107, buf102, buf103, buf105, buf106, buf108, buf110, buf111, buf114, buf115)
        del arg2_1
        del buf102
        del buf103
        del buf104
        del buf105
        del buf106
        del buf107
        del buf108
        del buf110
        del buf111
        del buf112
        del buf89
        del buf94
        buf116 = reinterpret_tensor(buf100, (4, 16, 16), (256, 16, 1), 0); del buf100  # reuse
        # Topologically Sorted Source Nodes: [attn_output_4], Original ATen: [aten.mul, aten.view, aten.transpose, aten.bmm]
        # [Provenance debug handles] extern_kernels.bmm:56
        extern_kernels.bmm(reinterpret_tensor(buf114, (4, 16, 24), (384, 24, 1), 0), reinterpret_tensor(buf115, (4, 24, 16), (384, 16, 1), 0), out=buf116)
        del buf114
        del buf115
        buf117 = buf46; del buf46  # reuse
        buf118 = buf49; del buf49  # reuse
        buf119 = reinterpret_tensor(buf88, (1, 4, 16, 16), (1024, 256, 16, 1), 0); del buf88  # reuse
        buf120 = buf47; del buf47  # reuse
        buf121 = buf119; del buf119  # reuse
        # [Provenance debug handles] cpp_fused__safe_softmax_add_arange_bitwise_and_eq_expand_index_le_new_ones_scalar_tensor_unsqueeze_view_where_10:57
        cpp_fused__safe_softmax_add_arange_bitwise_and_eq_expand_index_le_new_ones_scalar_tensor_unsqueeze_view_where_10(buf121, buf116, buf45, buf117, buf118, buf120)
        del buf117
        del buf45
        buf122 = buf116; del buf116  # reuse
        # Topologically Sorted Source Nodes: [y_11, view_7, kv_nope_7, split_5, attn_output_4], Original ATen: [aten._unsafe_view, aten.view, aten.transpose, aten.split_with_sizes, aten._safe_softmax, aten.bmm]
        # [Provenance debug handles] extern_kernels.bmm:58
        extern_kernels.bmm(reinterpret_tensor(buf121, (4, 16, 16), (256, 16, 1), 0), reinterpret_tensor(buf101, (4, 16, 16), (32, 128, 1), 16), out=buf122)
        del buf101
        assert_size_stride(arg46_1, (64, 32), (32, 1), 'input')
        buf123 = buf79; del buf79  # reuse
        buf124 = buf78; del buf78  # reuse
        # [Provenance debug handles] cpp_fused___rshift___bitwise_and_11:59
        cpp_fused___rshift___bitwise_and_11(arg46_1, buf123, buf124)
        del arg46_1
        # Unsorted Source Nodes: [invoke_quant_packed_12], Original ATen: [aten.stack, aten.__rshift__, aten.bitwise_and]
        # [Provenance debug handles] torch.ops.aten.cat.default:60
        buf125 = torch.ops.aten.cat.default([reinterpret_tensor(buf123, (64, 32, 1), (32, 1, 0), 0), reinterpret_tensor(buf124, (64, 32, 1), (32, 1, 0), 0)], -1)
        assert_tensor_metadata(buf125, (64, 32, 2), (64, 2, 1), torch.uint8, 'torch.ops.aten.cat.default')
        assert_alignment(buf125, 16, 'torch.ops.aten.cat.default')
        del buf123
        del buf124
        assert_size_stride_grouped((arg48_1, arg47_1), ((16, ), (64, )), ((1, ), (1, )), 'input')
        buf126 = buf81; del buf81  # reuse
        buf127 = reinterpret_tensor(buf121, (1, 16, 4, 16), (1024, 64, 16, 1), 0); del buf121  # reuse
        # [Provenance debug handles] cpp_fused__to_copy_clone_expand_index_mul_transpose_view_12:61
        cpp_fused__to_copy_clone_expand_index_mul_transpose_view_12(buf125, arg48_1, arg47_1, buf122, buf126, buf127)
        del arg47_1
        del arg48_1
        del buf125
        buf128 = reinterpret_tensor(buf122, (16, 64), (64, 1), 0); del buf122  # reuse
        # Topologically Sorted Source Nodes: [attn_output_4, transpose_5, attn_output_6, reshape_3, y_12, t_12], Original ATen: [aten.view, aten.transpose, aten.clone, aten.t, aten.mm]
        # [Provenance debug handles] extern_kernels.mm:62
        extern_kernels.mm(reinterpret_tensor(buf127, (16, 64), (64, 1), 0), reinterpret_tensor(buf126, (64, 64), (1, 64), 0), out=buf128)
        assert_size_stride(arg49_1, (64, ), (1, ), 'input')
        buf129 = reinterpret_tensor(buf57, (1, 16, 64), (1024, 64, 1), 0); del buf57  # reuse
        buf130 = buf95; del buf95  # reuse
        buf131 = reinterpret_tensor(buf127, (1, 16, 64), (1024, 64, 1), 0); del buf127  # reuse
        assert_size_stride(arg50_1, (4, 64), (64, 1), 'input')
        # [Provenance debug handles] cpp_fused__unsafe_view_add_embedding_mean_mul_pow_rsqrt_17:63
        cpp_fused__unsafe_view_add_embedding_mean_mul_pow_rsqrt_17(buf129, arg0_1, arg1_1, buf75, buf128, arg49_1, buf130, buf131)
        del arg0_1
        del arg1_1
        del arg49_1
        del buf128
        del buf130
        del buf75
        buf132 = reinterpret_tensor(buf120, (16, 4), (4, 1), 0); del buf120  # reuse
        # Topologically Sorted Source Nodes: [pow_8, variance_7, add_17, rsqrt_7, hidden_states_21, hidden_states_22, hidden_states_23, router_logits], Original ATen: [aten.pow, aten.mean, aten.add, aten.rsqrt, aten.mul, aten.view, aten.t, aten.mm]
        # [Provenance debug handles] extern_kernels.mm:64
        extern_kernels.mm(reinterpret_tensor(buf131, (16, 64), (64, 1), 0), reinterpret_tensor(arg50_1, (64, 4), (1, 64), 0), out=buf132)
        del arg50_1
        assert_size_stride(arg51_1, (4, ), (1, ), 'input')
        buf133 = buf132; del buf132  # reuse
        buf134 = reinterpret_tensor(buf118, (16, 4), (4, 1), 0); del buf118  # reuse
        # [Provenance debug handles] cpp_fused_add_sigmoid_18:65
        cpp_fused_add_sigmoid_18(buf133, arg51_1, buf134)
        del arg51_1
        # Topologically Sorted Source Nodes: [scores_for_choice, view_9, topk], Original ATen: [aten.add, aten.view, aten.topk]
        # [Provenance debug handles] torch.ops.aten.topk.default:66
        buf135 = torch.ops.aten.topk.default(reinterpret_tensor(buf134, (16, 2, 2), (4, 2, 1), 0), 2, -1, True, True)
        buf136 = buf135[0]
        assert_tensor_metadata(buf136, (16, 2, 2), (4, 2, 1), torch.float32, 'torch.ops.aten.topk.default')
        assert_alignment(buf136, 16, 'torch.ops.aten.topk.default')
        del buf135
        buf138 = empty_strided_cpu((16, 2), (2, 1), torch.float32)
        # [Provenance debug handles] cpp_fused_sum_19:67
        cpp_fused_sum_19(buf136, buf138)
        del buf136
        # Topologically Sorted Source Nodes: [group_scores, topk_1], Original ATen: [aten.sum, aten.topk]
        # [Provenance debug handles] torch.ops.aten.topk.default:68
        buf139 = torch.ops.aten.topk.default(buf138, 1, -1, True, False)
        del buf138
        buf141 = buf139[1]
        assert_tensor_metadata(buf141, (16, 1), (1, 1), torch.int64, 'torch.ops.aten.topk.default')
        assert_alignment(buf141, 16, 'torch.ops.aten.topk.default')
        del buf139
        buf142 = buf134; del buf134  # reuse
        # [Provenance debug handles] cpp_fused__to_copy__unsafe_view_arange_bitwise_not_clone_eq_expand_masked_fill_scalar_tensor_scatter_unsqueeze_view_where_20:69
        cpp_fused__to_copy__unsafe_view_arange_bitwise_not_clone_eq_expand_masked_fill_scalar_tensor_scatter_unsqueeze_view_where_20(buf142, buf141)
        del buf141
        # Topologically Sorted Source Nodes: [, score_mask, bool_1, invert, scores_for_choice_1, topk_2], Original ATen: [aten.expand, aten.arange, aten.view, aten.eq, aten.scalar_tensor, aten.where, aten.scatter, aten.unsqueeze, aten.clone, aten._unsafe_view, aten._to_copy, aten.bitwise_not, aten.masked_fill, aten.topk]
        # [Provenance debug handles] torch.ops.aten.topk.default:70
        buf143 = torch.ops.aten.topk.default(buf142, 2, -1, True, False)
        del buf142
        buf145 = buf143[1]
        assert_tensor_metadata(buf145, (16, 2), (2, 1), torch.int64, 'torch.ops.aten.topk.default')
        assert_alignment(buf145, 16, 'torch.ops.aten.topk.default')
        del buf143
        assert_size_stride_grouped((arg52_1, arg53_1), ((512, 64), (512, )), ((64, 1), (1, )), 'input')
        buf146 = empty_strided_cpu((512, 64), (64, 1), torch.float32)
        buf147 = reinterpret_tensor(buf126, (32, 128, 1), (128, 1, 1), 0); del buf126  # reuse
        assert_size_stride_grouped((arg54_1, arg55_1), ((256, 64), (256, )), ((64, 1), (1, )), 'input')
        buf148 = empty_strided_cpu((256, 64), (64, 1), torch.float32)
        buf149 = empty_strided_cpu((32, 64), (64, 1), torch.float32)
        buf150 = empty_strided_cpu((32, 64, 1), (64, 1, 1), torch.float32)
        assert_size_stride(arg56_1, (64, 32), (32, 1), 'input')
        buf151 = empty_strided_cpu((64, 32), (32, 1), torch.uint8)
        buf152 = empty_strided_cpu((64, 32), (32, 1), torch.uint8)
        # [Provenance debug handles] cpp_fused___rshift____to_copy_bitwise_and_bmm_clone_expand_index_mul_silu_split_squeeze_unsqueeze_view_21:71
        cpp_fused___rshift____to_copy_bitwise_and_bmm_clone_expand_index_mul_silu_split_squeeze_unsqueeze_view_21(arg52_1, arg53_1, buf145, buf131, arg54_1, arg55_1, arg56_1, buf146, buf147, buf148, buf149, buf150, buf151, buf152)
        del arg52_1
        del arg53_1
        del arg54_1
        del arg55_1
        del arg56_1
        del buf146
        del buf148
        del buf149
        # Unsorted Source Nodes: [invoke_quant_packed_15], Original ATen: [aten.stack, aten.__rshift__, aten.bitwise_and]
        # [Provenance debug handles] torch.ops.aten.cat.default:72
        buf153 = torch.ops.aten.cat.default([reinterpret_tensor(buf151, (64, 32, 1), (32, 1, 0), 0), reinterpret_tensor(buf152, (64, 32, 1), (32, 1, 0), 0)], -1)
        assert_tensor_metadata(buf153, (64, 32, 2), (64, 2, 1), torch.uint8, 'torch.ops.aten.cat.default')
        assert_alignment(buf153, 16, 'torch.ops.aten.cat.default')
        assert_size_stride_grouped((arg58_1, arg57_1), ((16, ), (64, )), ((1, ), (1, )), 'input')
        buf154 = reinterpret_tensor(buf147, (64, 64), (64, 1), 0); del buf147  # reuse
        # [Provenance debug handles] cpp_fused__to_copy_expand_index_mul_view_1:73
        cpp_fused__to_copy_expand_index_mul_view_1(buf153, arg58_1, arg57_1, buf154)
        del arg57_1
        del arg58_1
        del buf153
        buf155 = empty_strided_cpu((16, 64), (64, 1), torch.float32)
        # Topologically Sorted Source Nodes: [y_13, t_13], Original ATen: [aten.view, aten.t, aten.mm]
        # [Provenance debug handles] extern_kernels.mm:74
        extern_kernels.mm(reinterpret_tensor(buf131, (16, 64), (64, 1), 0), reinterpret_tensor(buf154, (64, 64), (1, 64), 0), out=buf155)
        assert_size_stride(arg59_1, (64, 32), (32, 1), 'input')
        buf156 = buf152; del buf152  # reuse
        buf157 = buf151; del buf151  # reuse
        # [Provenance debug handles] cpp_fused___rshift___bitwise_and_11:75
        cpp_fused___rshift___bitwise_and_11(arg59_1, buf156, buf157)
        del arg59_1
        # Unsorted Source Nodes: [invoke_quant_packed_16], Original ATen: [aten.stack, aten.__rshift__, aten.bitwise_and]
        # [Provenance debug handles] torch.ops.aten.cat.default:76
        buf158 = torch.ops.aten.cat.default([reinterpret_tensor(buf156, (64, 32, 1), (32, 1, 0), 0), reinterpret_tensor(buf157, (64, 32, 1), (32, 1, 0), 0)], -1)
        assert_tensor_metadata(buf158, (64, 32, 2), (64, 2, 1), torch.uint8, 'torch.ops.aten.cat.default')
        assert_alignment(buf158, 16, 'torch.ops.aten.cat.default')
        assert_size_stride_grouped((arg61_1, arg60_1), ((16, ), (64, )), ((1, ), (1, )), 'input')
        buf159 = buf154; del buf154  # reuse
        # [Provenance debug handles] cpp_fused__to_copy_expand_index_mul_view_1:77
        cpp_fused__to_copy_expand_index_mul_view_1(buf158, arg61_1, arg60_1, buf159)
        del arg60_1
        del arg61_1
        del buf158
        buf160 = empty_strided_cpu((16, 64), (64, 1), torch.float32)
        # Topologically Sorted Source Nodes: [y_14, t_14], Original ATen: [aten.view, aten.t, aten.mm]
        # [Provenance debug handles] extern_kernels.mm:78
        extern_kernels.mm(reinterpret_tensor(buf131, (16, 64), (64, 1), 0), reinterpret_tensor(buf159, (64, 64), (1, 64), 0), out=buf160)
        del buf131
        assert_size_stride(arg62_1, (64, 32), (32, 1), 'input')
        buf161 = buf157; del buf157  # reuse
        buf162 = buf156; del buf156  # reuse
        # [Provenance debug handles] cpp_fused___rshift___bitwise_and_11:79
        cpp_fused___rshift___bitwise_and_11(arg62_1, buf161, buf162)
        del arg62_1
        # Unsorted Source Nodes: [invoke_quant_packed_17], Original ATen: [aten.stack, aten.__rshift__, aten.bitwise_and]
        # [Provenance debug handles] torch.ops.aten.cat.default:80
        buf163 = torch.ops.aten.cat.default([reinterpret_tensor(buf161, (64, 32, 1), (32, 1, 0), 0), reinterpret_tensor(buf162, (64, 32, 1), (32, 1, 0), 0)], -1)
        assert_tensor_metadata(buf163, (64, 32, 2), (64, 2, 1), torch.uint8, 'torch.ops.aten.cat.default')
        assert_alignment(buf163, 16, 'torch.ops.aten.cat.default')
        del buf161
        del buf162
        assert_size_stride_grouped((arg64_1, arg63_1), ((16, ), (64, )), ((1, ), (1, )), 'input')
        buf164 = buf159; del buf159  # reuse
        buf165 = reinterpret_tensor(buf155, (1, 16, 64), (1024, 64, 1), 0); del buf155  # reuse
        # [Provenance debug handles] cpp_fused__to_copy__unsafe_view_expand_index_mul_silu_view_22:81
        cpp_fused__to_copy__unsafe_view_expand_index_mul_silu_view_22(buf165, buf163, arg64_1, arg63_1, buf160, buf164)
        del arg63_1
        del arg64_1
        del buf163
        buf166 = buf160; del buf160  # reuse
        # Topologically Sorted Source Nodes: [y_13, silu_2, y_14, mul_39, y_15, t_15], Original ATen: [aten._unsafe_view, aten.silu, aten.mul, aten.view, aten.t, aten.mm]
        # [Provenance debug handles] extern_kernels.mm:82
        extern_kernels.mm(reinterpret_tensor(buf165, (16, 64), (64, 1), 0), reinterpret_tensor(buf164, (64, 64), (1, 64), 0), out=buf166)
        del buf164
        del buf165
        assert_size_stride(arg65_1, (64, ), (1, ), 'input')
        buf168 = empty_strided_cpu((1, 16, 1), (16, 1, 16), torch.float32)
        buf169 = buf129; del buf129  # reuse
        assert_size_stride(arg66_1, (128, 64), (64, 1), 'input')
        # [Provenance debug handles] cpp_fused__unsafe_view_add_div_gather_mean_mul_pow_rsqrt_squeeze_sum_unsqueeze_view_23:83
        cpp_fused__unsafe_view_add_div_gather_mean_mul_pow_rsqrt_squeeze_sum_unsqueeze_view_23(buf169, buf150, buf145, buf133, buf166, arg65_1, buf168)
        del arg65_1
        del buf133
        del buf145
        del buf166
        del buf168
        buf170 = reinterpret_tensor(buf150, (16, 128), (128, 1), 0); del buf150  # reuse
        # Topologically Sorted Source Nodes: [hidden_states_27, pow_9, variance_8, add_22, rsqrt_8, hidden_states_29, hidden_states_30, logits], Original ATen: [aten.add, aten.pow, aten.mean, aten.rsqrt, aten.mul, aten.view, aten.t, aten.mm]
        # [Provenance debug handles] extern_kernels.mm:84
        extern_kernels.mm(reinterpret_tensor(buf169, (16, 64), (64, 1), 0), reinterpret_tensor(arg66_1, (64, 128), (1, 64), 0), out=buf170)
        del arg66_1
        return (reinterpret_tensor(buf170, (1, 16, 128), (2048, 128, 1), 0), )

runner = Runner(partitions=[])
call = runner.call
recursively_apply_fns = runner.recursively_apply_fns


def get_args():
    from torch._dynamo.testing import rand_strided
    arg0_1 = rand_strided((1, 16), (16, 1), device='cpu', dtype=torch.int64)
    arg1_1 = rand_strided((128, 64), (64, 1), device='cpu', dtype=torch.float32)
    arg2_1 = rand_strided((4, ), (1, ), device='cpu', dtype=torch.float32)
    arg3_1 = rand_strided((64, ), (1, ), device='cpu', dtype=torch.float32)
    arg4_1 = rand_strided((64, 32), (32, 1), device='cpu', dtype=torch.uint8)
    arg5_1 = rand_strided((64, ), (1, ), device='cpu', dtype=torch.float32)
    arg6_1 = rand_strided((16, ), (1, ), device='cpu', dtype=torch.float32)
    arg7_1 = rand_strided((64, ), (1, ), device='cpu', dtype=torch.float32)
    arg8_1 = rand_strided((96, 32), (32, 1), device='cpu', dtype=torch.uint8)
    arg9_1 = rand_strided((96, ), (1, ), device='cpu', dtype=torch.float32)
    arg10_1 = rand_strided((16, ), (1, ), device='cpu', dtype=torch.float32)
    arg11_1 = rand_strided((72, 32), (32, 1), device='cpu', dtype=torch.uint8)
    arg12_1 = rand_strided((72, ), (1, ), device='cpu', dtype=torch.float32)
    arg13_1 = rand_strided((16, ), (1, ), device='cpu', dtype=torch.float32)
    arg14_1 = rand_strided((64, ), (1, ), device='cpu', dtype=torch.float32)
    arg15_1 = rand_strided((128, 32), (32, 1), device='cpu', dtype=torch.uint8)
    arg16_1 = rand_strided((128, ), (1, ), device='cpu', dtype=torch.float32)
    arg17_1 = rand_strided((16, ), (1, ), device='cpu', dtype=torch.float32)
    arg18_1 = rand_strided((64, 32), (32, 1), device='cpu', dtype=torch.uint8)
    arg19_1 = rand_strided((64, ), (1, ), device='cpu', dtype=torch.float32)
    arg20_1 = rand_strided((16, ), (1, ), device='cpu', dtype=torch.float32)
    arg21_1 = rand_strided((64, ), (1, ), device='cpu', dtype=torch.float32)
    arg22_1 = rand_strided((128, 32), (32, 1), device='cpu', dtype=torch.uint8)
    arg23_1 = rand_strided((128, ), (1, ), device='cpu', dtype=torch.float32)
    arg24_1 = rand_strided((16, ), (1, ), device='cpu', dtype=torch.float32)
    arg25_1 = rand_strided((128, 32), (32, 1), device='cpu', dtype=torch.uint8)
    arg26_1 = rand_strided((128, ), (1, ), device='cpu', dtype=torch.float32)
    arg27_1 = rand_strided((16, ), (1, ), device='cpu', dtype=torch.float32)
    arg28_1 = rand_strided((64, 64), (64, 1), device='cpu', dtype=torch.uint8)
    arg29_1 = rand_strided((128, ), (1, ), device='cpu', dtype=torch.float32)
    arg30_1 = rand_strided((16, ), (1, ), device='cpu', dtype=torch.float32)
    arg31_1 = rand_strided((64, ), (1, ), device='cpu', dtype=torch.float32)
    arg32_1 = rand_strided((64, 32), (32, 1), device='cpu', dtype=torch.uint8)
    arg33_1 = rand_strided((64, ), (1, ), device='cpu', dtype=torch.float32)
    arg34_1 = rand_strided((16, ), (1, ), device='cpu', dtype=torch.float32)
    arg35_1 = rand_strided((64, ), (1, ), device='cpu', dtype=torch.float32)
    arg36_1 = rand_strided((96, 32), (32, 1), device='cpu', dtype=torch.uint8)
    arg37_1 = rand_strided((96, ), (1, ), device='cpu', dtype=torch.float32)
    arg38_1 = rand_strided((16, ), (1, ), device='cpu', dtype=torch.float32)
    arg39_1 = rand_strided((72, 32), (32, 1), device='cpu', dtype=torch.uint8)
    arg40_1 = rand_strided((72, ), (1, ), device='cpu', dtype=torch.float32)
    arg41_1 = rand_strided((16, ), (1, ), device='cpu', dtype=torch.float32)
    arg42_1 = rand_strided((64, ), (1, ), device='cpu', dtype=torch.float32)
    arg43_1 = rand_strided((128, 32), (32, 1), device='cpu', dtype=torch.uint8)
    arg44_1 = rand_strided((128, ), (1, ), device='cpu', dtype=torch.float32)
    arg45_1 = rand_strided((16, ), (1, ), device='cpu', dtype=torch.float32)
    arg46_1 = rand_strided((64, 32), (32, 1), device='cpu', dtype=torch.uint8)
    arg47_1 = rand_strided((64, ), (1, ), device='cpu', dtype=torch.float32)
    arg48_1 = rand_strided((16, ), (1, ), device='cpu', dtype=torch.float32)
    arg49_1 = rand_strided((64, ), (1, ), device='cpu', dtype=torch.float32)
    arg50_1 = rand_strided((4, 64), (64, 1), device='cpu', dtype=torch.float32)
    arg51_1 = rand_strided((4, ), (1, ), device='cpu', dtype=torch.float32)
    arg52_1 = rand_strided((512, 64), (64, 1), device='cpu', dtype=torch.int8)
    arg53_1 = rand_strided((512, ), (1, ), device='cpu', dtype=torch.float32)
    arg54_1 = rand_strided((256, 64), (64, 1), device='cpu', dtype=torch.int8)
    arg55_1 = rand_strided((256, ), (1, ), device='cpu', dtype=torch.float32)
    arg56_1 = rand_strided((64, 32), (32, 1), device='cpu', dtype=torch.uint8)
    arg57_1 = rand_strided((64, ), (1, ), device='cpu', dtype=torch.float32)
    arg58_1 = rand_strided((16, ), (1, ), device='cpu', dtype=torch.float32)
    arg59_1 = rand_strided((64, 32), (32, 1), device='cpu', dtype=torch.uint8)
    arg60_1 = rand_strided((64, ), (1, ), device='cpu', dtype=torch.float32)
    arg61_1 = rand_strided((16, ), (1, ), device='cpu', dtype=torch.float32)
    arg62_1 = rand_strided((64, 32), (32, 1), device='cpu', dtype=torch.uint8)
    arg63_1 = rand_strided((64, ), (1, ), device='cpu', dtype=torch.float32)
    arg64_1 = rand_strided((16, ), (1, ), device='cpu', dtype=torch.float32)
    arg65_1 = rand_strided((64, ), (1, ), device='cpu', dtype=torch.float32)
    arg66_1 = rand_strided((128, 64), (64, 1), device='cpu', dtype=torch.float32)
    return [arg0_1, arg1_1, arg2_1, arg3_1, arg4_1, arg5_1, arg6_1, arg7_1, arg8_1, arg9_1, arg10_1, arg11_1, arg12_1, arg13_1, arg14_1, arg15_1, arg16_1, arg17_1, arg18_1, arg19_1, arg20_1, arg21_1, arg22_1, arg23_1, arg24_1, arg25_1, arg26_1, arg27_1, arg28_1, arg29_1, arg30_1, arg31_1, arg32_1, arg33_1, arg34_1, arg35_1, arg36_1, arg37_1, arg38_1, arg39_1, arg40_1, arg41_1, arg42_1, arg43_1, arg44_1, arg45_1, arg46_1, arg47_1, arg48_1, arg49_1, arg50_1, arg51_1, arg52_1, arg53_1, arg54_1, arg55_1, arg56_1, arg57_1, arg58_1, arg59_1, arg60_1, arg61_1, arg62_1, arg63_1, arg64_1, arg65_1, arg66_1]


def benchmark_compiled_module(args, times=10, repeat=10):
    from torch._inductor.utils import print_performance
    fn = lambda: call(list(args))
    return print_performance(fn, times=times, repeat=repeat, device='cpu')


if __name__ == "__main__":
    from torch._inductor.wrapper_benchmark import compiled_module_main
    args = get_args()
    compiled_module_main('None', lambda times, repeat: benchmark_compiled_module(args, times=times, repeat=repeat))
