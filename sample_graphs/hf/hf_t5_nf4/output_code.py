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


cpp_fused___rshift____scaled_dot_product_flash_attention_for_cpu__to_copy__unsafe_view_abs_add_arange_bitwise_and_clone_div_embedding_full_like_gt_log_lt_mean_minimum_mul_permute_pow_rsqrt_sub_transpose_unsqueeze_view_where_0 = async_compile.cpp_pybinding(['const float*', 'const int64_t*', 'const float*', 'const float*', 'const uint8_t*', 'float*', 'float*', 'float*', 'float*', 'float*', 'uint8_t*', 'uint8_t*'], r'''
#include <torch/csrc/inductor/cpp_prefix.h>
extern "C"  void  kernel(const float* in_ptr0,
                       const int64_t* in_ptr1,
                       const float* in_ptr2,
                       const float* in_ptr3,
                       const uint8_t* in_ptr4,
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
            for(int64_t x0=static_cast<int64_t>(0L); x0<static_cast<int64_t>(16L); x0+=static_cast<int64_t>(1L))
            {
                #pragma GCC ivdep
                for(int64_t x1=static_cast<int64_t>(0L); x1<static_cast<int64_t>(16L); x1+=static_cast<int64_t>(1L))
                {
                    for(int64_t x2=static_cast<int64_t>(0L); x2<static_cast<int64_t>(4L); x2+=static_cast<int64_t>(16L))
                    {
                        {
                            if(C10_LIKELY(x2 >= static_cast<int64_t>(0L) && x2 < static_cast<int64_t>(4L)))
                            {
                                auto tmp0 = x1 + ((-1L)*x0);
                                auto tmp1 = c10::convert<int64_t>(tmp0);
                                auto tmp2 = static_cast<int64_t>(0);
                                auto tmp3 = tmp1 > tmp2;
                                auto tmp4 = c10::convert<int64_t>(tmp3);
                                auto tmp5 = static_cast<int64_t>(16);
                                auto tmp6 = int64_t(static_cast<std::make_unsigned_t<int64_t>>(tmp4) * static_cast<std::make_unsigned_t<int64_t>>(tmp5));
                                auto tmp7 = std::abs(x0 + ((-1L)*x1));
                                auto tmp8 = c10::convert<int64_t>(tmp7);
                                auto tmp9 = static_cast<int64_t>(8);
                                auto tmp10 = tmp8 < tmp9;
                                auto tmp11 = c10::convert<float>(tmp7);
                                auto tmp12 = static_cast<float>(8.0);
                                auto tmp13 = tmp11 / tmp12;
                                auto tmp14 = std::log(tmp13);
                                auto tmp15 = static_cast<float>(2.0794415416798357);
                                auto tmp16 = tmp14 / tmp15;
                                auto tmp17 = float(tmp16 * tmp12);
                                auto tmp18 = c10::convert<int64_t>(tmp17);
                                auto tmp19 = int64_t(static_cast<std::make_unsigned_t<int64_t>>(tmp18) + static_cast<std::make_unsigned_t<int64_t>>(tmp9));
                                auto tmp20 = static_cast<int64_t>(15);
                                auto tmp21 = min_propagate_nan(tmp19, tmp20);
                                auto tmp22 = tmp10 ? tmp8 : tmp21;
                                auto tmp23 = int64_t(static_cast<std::make_unsigned_t<int64_t>>(tmp6) + static_cast<std::make_unsigned_t<int64_t>>(tmp22));
                                auto tmp24 = tmp23;
                                auto tmp25 = c10::convert<int64_t>(tmp24);
                                TORCH_CHECK(0 <= tmp25, "index out of bounds: 0 <= tmp25");
                                auto tmp27 = at::vec::Vectorized<float>::loadu(in_ptr0 + static_cast<int64_t>(x2 + 4L*tmp23), static_cast<int64_t>(4L));
                                tmp27.store(out_ptr0 + static_cast<int64_t>(x2 + 4L*x1 + 64L*x0), static_cast<int64_t>(4L));
                            }
                        }
                    }
                }
            }
        }
        {
            #pragma omp for
            for(int64_t x0=static_cast<int64_t>(0L); x0<static_cast<int64_t>(4L); x0+=static_cast<int64_t>(16L))
            {
                for(int64_t x1=static_cast<int64_t>(0L); x1<static_cast<int64_t>(256L); x1+=static_cast<int64_t>(16L))
                {
                    {
                        if(C10_LIKELY(x0 >= static_cast<int64_t>(0L) && x0 < static_cast<int64_t>(4L) && x1 >= static_cast<int64_t>(0) && x1 < static_cast<int64_t>(256L)))
                        {
                            alignas(std::max(std::size_t(16), alignof(float))) float tmp0[16*16];
                            transpose_mxn<float,static_cast<int64_t>(16),static_cast<int64_t>(4L),false>(out_ptr0 + static_cast<int64_t>(x0 + 4L*x1), static_cast<int64_t>(4L), tmp0, static_cast<int64_t>(16));
                            transpose_mxn<float,static_cast<int64_t>(16),static_cast<int64_t>(4L),false>(out_ptr0 + static_cast<int64_t>(x0 + 4L*x1), static_cast<int64_t>(4L), tmp0, static_cast<int64_t>(16));
                            for (long x0_inner = 0; x0_inner < static_cast<int64_t>(4L); x0_inner++)
                            {
                                auto tmp1 = at::vec::Vectorized<float>::loadu(tmp0 + static_cast<int64_t>(16L*x0_inner), static_cast<int64_t>(16));
                                tmp1.store(out_ptr1 + static_cast<int64_t>(x1 + 256L*x0 + 256L*x0_inner));
                                tmp1.store(out_ptr2 + static_cast<int64_t>(x1 + 256L*x0 + 256L*x0_inner));
                            }
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
                                auto tmp1 = tmp0;
                                auto tmp2 = c10::convert<int64_t>(tmp1);
                                TORCH_CHECK((0 <= tmp2) & (tmp2 < 128L), "index out of bounds: 0 <= tmp2 < 128L");
                                auto tmp4 = at::vec::Vectorized<float>::loadu(in_ptr2 + static_cast<int64_t>(x1 + 64L*tmp0), static_cast<int64_t>(16));
                                auto tmp5 = tmp4 * tmp4;
                                tmp_acc0_vec = tmp_acc0_vec + tmp5;
                            }
                        }
                    }
                    tmp_acc0 = tmp_acc0 + at::vec::vec_reduce_all<float, 1>([](at::vec::Vectorized<float>& x, at::vec::Vectorized<float>& y) { return x + y; }, tmp_acc0_vec);
                    out_ptr3[static_cast<int64_t>(x0)] = static_cast<float>(tmp_acc0);
                }
                for(int64_t x1=static_cast<int64_t>(0L); x1<static_cast<int64_t>(64L); x1+=static_cast<int64_t>(16L))
                {
                    {
                        if(C10_LIKELY(x1 >= static_cast<int64_t>(0) && x1 < static_cast<int64_t>(64L)))
                        {
                            auto tmp0 = at::vec::Vectorized<float>::loadu(in_ptr3 + static_cast<int64_t>(x1), static_cast<int64_t>(16));
                            auto tmp1 = in_ptr1[static_cast<int64_t>(x0)];
                            auto tmp6 = out_ptr3[static_cast<int64_t>(x0)];
                            auto tmp2 = tmp1;
                            auto tmp3 = c10::convert<int64_t>(tmp2);
                            TORCH_CHECK((0 <= tmp3) & (tmp3 < 128L), "index out of bounds: 0 <= tmp3 < 128L");
                            auto tmp5 = at::vec::Vectorized<float>::loadu(in_ptr2 + static_cast<int64_t>(x1 + 64L*tmp1), static_cast<int64_t>(16));
                            auto tmp7 = static_cast<float>(64.0);
                            auto tmp8 = tmp6 / tmp7;
                            auto tmp9 = static_cast<float>(1e-06);
                            auto tmp10 = float(tmp8 + tmp9);
                            auto tmp11 = 1 / std::sqrt(tmp10);
                            auto tmp12 = at::vec::Vectorized<float>(tmp11);
                            auto tmp13 = tmp5 * tmp12;
                            auto tmp14 = tmp0 * tmp13;
                            tmp14.store(out_ptr4 + static_cast<int64_t>(x1 + 64L*x0));
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


cpp_fused___rshift___bitwise_and_2 = async_compile.cpp_pybinding(['const uint8_t*', 'uint8_t*', 'uint8_t*'], r'''
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


cpp_fused___rshift____unsafe_view_add_bitwise_and_embedding_mean_mul_pow_rsqrt_3 = async_compile.cpp_pybinding(['const int64_t*', 'const float*', 'const float*', 'const float*', 'const uint8_t*', 'float*', 'float*', 'uint8_t*', 'uint8_t*'], r'''
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


cpp_fused__to_copy_expand_index_mul_view_4 = async_compile.cpp_pybinding(['const uint8_t*', 'const float*', 'const float*', 'float*'], r'''
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


cpp_fused___rshift___bitwise_and_5 = async_compile.cpp_pybinding(['const uint8_t*', 'uint8_t*', 'uint8_t*'], r'''
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


cpp_fused___rshift____unsafe_view_add_bitwise_and_mul_pow_tanh_6 = async_compile.cpp_pybinding(['float*', 'const float*', 'const uint8_t*', 'uint8_t*', 'uint8_t*'], r'''
#include <torch/csrc/inductor/cpp_prefix.h>
extern "C"  void  kernel(float* in_out_ptr0,
                       const float* in_ptr0,
                       const uint8_t* in_ptr1,
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
                        auto tmp0 = at::vec::Vectorized<float>::loadu(in_out_ptr0 + static_cast<int64_t>(x0), static_cast<int64_t>(16));
                        auto tmp18 = at::vec::Vectorized<float>::loadu(in_ptr0 + static_cast<int64_t>(x0), static_cast<int64_t>(16));
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
        {
            #pragma omp for
            for(int64_t x0=static_cast<int64_t>(0L); x0<static_cast<int64_t>(4096L); x0+=static_cast<int64_t>(16L))
            {
                {
                    if(C10_LIKELY(x0 >= static_cast<int64_t>(0) && x0 < static_cast<int64_t>(4096L)))
                    {
                        auto tmp0 = at::vec::Vectorized<uint8_t>::loadu(in_ptr1 + static_cast<int64_t>(x0), static_cast<int64_t>(16));
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


cpp_fused___rshift____unsafe_view_add_bitwise_and_embedding_mean_mul_pow_rsqrt_7 = async_compile.cpp_pybinding(['const int64_t*', 'const float*', 'const float*', 'const float*', 'const float*', 'const uint8_t*', 'float*', 'float*', 'uint8_t*', 'uint8_t*'], r'''
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


cpp_fused___rshift____scaled_dot_product_flash_attention_for_cpu__to_copy__unsafe_view_add_arange_bitwise_and_clone_div_embedding_full_like_ge_log_lt_mean_minimum_mul_neg_permute_pow_rsqrt_scalar_tensor_sub_transpose_unsqueeze_view_where_zeros_like_8 = async_compile.cpp_pybinding(['const float*', 'const int64_t*', 'const float*', 'const float*', 'const uint8_t*', 'float*', 'float*', 'float*', 'float*', 'uint8_t*', 'uint8_t*'], r'''
#include <torch/csrc/inductor/cpp_prefix.h>
extern "C"  void  kernel(const float* in_ptr0,
                       const int64_t* in_ptr1,
                       const float* in_ptr2,
                       const float* in_ptr3,
                       const uint8_t* in_ptr4,
                       float* out_ptr0,
                       float* out_ptr1,
                       float* out_ptr2,
                       float* out_ptr3,
                       uint8_t* out_ptr4,
                       uint8_t* out_ptr5)
{
    std::atomic<int> inductor_cpu_integer_div_error{0};
    inductor_cpu_integer_div_error_flag = &inductor_cpu_integer_div_error;
    {
        #pragma GCC ivdep
        for(int64_t x0=static_cast<int64_t>(0L); x0<static_cast<int64_t>(8L); x0+=static_cast<int64_t>(1L))
        {
            #pragma GCC ivdep
            for(int64_t x1=static_cast<int64_t>(0L); x1<static_cast<int64_t>(8L); x1+=static_cast<int64_t>(1L))
            {
                for(int64_t x2=static_cast<int64_t>(0L); x2<static_cast<int64_t>(4L); x2+=static_cast<int64_t>(16L))
                {
                    {
                        if(C10_LIKELY(x2 >= static_cast<int64_t>(0L) && x2 < static_cast<int64_t>(4L)))
                        {
                            auto tmp0 = (-1L)*std::min(static_cast<int64_t>(0L), static_cast<int64_t>(x1 + ((-1L)*x0)));
                            auto tmp1 = c10::convert<int64_t>(tmp0);
                            auto tmp2 = static_cast<int64_t>(16);
                            auto tmp3 = tmp1 < tmp2;
                            auto tmp4 = c10::convert<float>(tmp0);
                            auto tmp5 = static_cast<float>(16.0);
                            auto tmp6 = tmp4 / tmp5;
                            auto tmp7 = std::log(tmp6);
                            auto tmp8 = static_cast<float>(1.3862943611198906);
                            auto tmp9 = tmp7 / tmp8;
                            auto tmp10 = float(tmp9 * tmp5);
                            auto tmp11 = c10::convert<int64_t>(tmp10);
                            auto tmp12 = int64_t(static_cast<std::make_unsigned_t<int64_t>>(tmp11) + static_cast<std::make_unsigned_t<int64_t>>(tmp2));
                            auto tmp13 = static_cast<int64_t>(31);
                            auto tmp14 = min_propagate_nan(tmp12, tmp13);
                            auto tmp15 = tmp3 ? tmp1 : tmp14;
                            auto tmp16 = tmp15;
                            auto tmp17 = c10::convert<int64_t>(tmp16);
                            TORCH_CHECK(0 <= tmp17, "index out of bounds: 0 <= tmp17");
                            auto tmp19 = at::vec::Vectorized<float>::loadu(in_ptr0 + static_cast<int64_t>(x2 + 4L*tmp15), static_cast<int64_t>(4L));
                            tmp19.store(out_ptr0 + static_cast<int64_t>(x2 + 4L*x1 + 32L*x0), static_cast<int64_t>(4L));
                        }
                    }
                }
            }
        }
    }
    {
        for(int64_t x0=static_cast<int64_t>(0L); x0<static_cast<int64_t>(4L); x0+=static_cast<int64_t>(16L))
        {
            #pragma GCC ivdep
            for(int64_t x1=static_cast<int64_t>(0L); x1<static_cast<int64_t>(8L); x1+=static_cast<int64_t>(1L))
            {
                for(int64_t x2=static_cast<int64_t>(0L); x2<static_cast<int64_t>(8L); x2+=static_cast<int64_t>(16L))
                {
                    {
                        if(C10_LIKELY(x0 >= static_cast<int64_t>(0L) && x0 < static_cast<int64_t>(4L) && x2 >= static_cast<int64_t>(0) && x2 < static_cast<int64_t>(1)))
                        {
                            for (int64_t x0_tail = static_cast<int64_t>(0L);x0_tail < static_cast<int64_t>(4L); x0_tail++)
                            {
                                for (int64_t x2_tail = static_cast<int64_t>(0);x2_tail < static_cast<int64_t>(8L); x2_tail++)
                                {
                                    auto tmp5 = out_ptr0[static_cast<int64_t>(x0_tail + 4L*x2_tail + 32L*x1)];
                                    auto tmp0 = x1;
                                    auto tmp1 = c10::convert<int64_t>(tmp0);
                                    auto tmp2 = x2_tail;
                                    auto tmp3 = c10::convert<int64_t>(tmp2);
                                    auto tmp4 = tmp1 >= tmp3;
                                    auto tmp6 = static_cast<float>(-3.4028234663852886e+38);
                                    auto tmp7 = tmp4 ? tmp5 : tmp6;
                                    out_ptr1[static_cast<int64_t>(x2_tail + 8L*x1 + 64L*x0_tail)] = tmp7;
                                }
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
                            auto tmp5 = tmp4 * tmp4;
                            tmp_acc0_vec = tmp_acc0_vec + tmp5;
                        }
                    }
                }
                tmp_acc0 = tmp_acc0 + at::vec::vec_reduce_all<float, 1>([](at::vec::Vectorized<float>& x, at::vec::Vectorized<float>& y) { return x + y; }, tmp_acc0_vec);
                out_ptr2[static_cast<int64_t>(x0)] = static_cast<float>(tmp_acc0);
            }
            for(int64_t x1=static_cast<int64_t>(0L); x1<static_cast<int64_t>(64L); x1+=static_cast<int64_t>(16L))
            {
                {
                    if(C10_LIKELY(x1 >= static_cast<int64_t>(0) && x1 < static_cast<int64_t>(64L)))
                    {
                        auto tmp0 = at::vec::Vectorized<float>::loadu(in_ptr3 + static_cast<int64_t>(x1), static_cast<int64_t>(16));
                        auto tmp1 = in_ptr1[static_cast<int64_t>(x0)];
                        auto tmp6 = out_ptr2[static_cast<int64_t>(x0)];
                        auto tmp2 = tmp1;
                        auto tmp3 = c10::convert<int64_t>(tmp2);
                        TORCH_CHECK((0 <= tmp3) & (tmp3 < 128L), "index out of bounds: 0 <= tmp3 < 128L");
                        auto tmp5 = at::vec::Vectorized<float>::loadu(in_ptr2 + static_cast<int64_t>(x1 + 64L*tmp1), static_cast<int64_t>(16));
                        auto tmp7 = static_cast<float>(64.0);
                        auto tmp8 = tmp6 / tmp7;
                        auto tmp9 = static_cast<float>(1e-06);
                        auto tmp10 = float(tmp8 + tmp9);
                        auto tmp11 = 1 / std::sqrt(tmp10);
                        auto tmp12 = at::vec::Vectorized<float>(tmp11);
                        auto tmp13 = tmp5 * tmp12;
                        auto tmp14 = tmp0 * tmp13;
                        tmp14.store(out_ptr3 + static_cast<int64_t>(x1 + 64L*x0));
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
                        tmp3.store(out_ptr4 + static_cast<int64_t>(x0), static_cast<int64_t>(16));
                        tmp6.store(out_ptr5 + static_cast<int64_t>(x0), static_cast<int64_t>(16));
                    }
                }
            }
        }
    }
    inductor_cpu_integer_div_error_flag = nullptr;
    inductor_cpu_throw_if_integer_div_error(inductor_cpu_integer_div_error);
}
''')


cpp_fused___rshift____scaled_dot_product_flash_attention_for_cpu__unsafe_view_bitwise_and_transpose_view_zeros_9 = async_compile.cpp_pybinding(['const uint8_t*', 'float*', 'uint8_t*', 'uint8_t*'], r'''
#include <torch/csrc/inductor/cpp_prefix.h>
extern "C"  void  kernel(const uint8_t* in_ptr0,
                       float* out_ptr0,
                       uint8_t* out_ptr1,
                       uint8_t* out_ptr2)
{
    std::atomic<int> inductor_cpu_integer_div_error{0};
    inductor_cpu_integer_div_error_flag = &inductor_cpu_integer_div_error;
    {
        for(int64_t x0=static_cast<int64_t>(0L); x0<static_cast<int64_t>(512L); x0+=static_cast<int64_t>(16L))
        {
            {
                if(C10_LIKELY(x0 >= static_cast<int64_t>(0) && x0 < static_cast<int64_t>(512L)))
                {
                    auto tmp0 = static_cast<float>(0.0);
                    auto tmp1 = at::vec::Vectorized<float>(tmp0);
                    tmp1.store(out_ptr0 + static_cast<int64_t>(x0));
                }
            }
        }
    }
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


cpp_fused___rshift____unsafe_view_add_bitwise_and_embedding_mean_mul_pow_rsqrt_10 = async_compile.cpp_pybinding(['const int64_t*', 'const float*', 'const float*', 'const float*', 'const uint8_t*', 'float*', 'float*', 'uint8_t*', 'uint8_t*'], r'''
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


cpp_fused___rshift____unsafe_view_add_bitwise_and_embedding_mean_mul_pow_rsqrt_11 = async_compile.cpp_pybinding(['float*', 'const int64_t*', 'const float*', 'const float*', 'const float*', 'const float*', 'const uint8_t*', 'float*', 'float*', 'uint8_t*', 'uint8_t*'], r'''
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


cpp_fused___rshift____unsafe_view_add_bitwise_and_mean_mul_pow_rsqrt_12 = async_compile.cpp_pybinding(['float*', 'const float*', 'const float*', 'const uint8_t*', 'float*', 'uint8_t*', 'uint8_t*'], r'''
#include <torch/csrc/inductor/cpp_prefix.h>
extern "C"  void  kernel(float* in_out_ptr0,
                       const float* in_ptr1,
                       const float* in_ptr2,
                       const uint8_t* in_ptr3,
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


cpp_fused___rshift____scaled_dot_product_flash_attention_for_cpu__to_copy__unsafe_view_add_arange_bitwise_and_clone_div_embedding_full_like_ge_log_lt_minimum_mul_neg_permute_scalar_tensor_sub_transpose_unsqueeze_view_where_zeros_like_13 = async_compile.cpp_pybinding(['const float*', 'const uint8_t*', 'float*', 'uint8_t*', 'uint8_t*'], r'''
#include <torch/csrc/inductor/cpp_prefix.h>
extern "C"  void  kernel(const float* in_ptr0,
                       const uint8_t* in_ptr1,
                       float* out_ptr0,
                       uint8_t* out_ptr1,
                       uint8_t* out_ptr2)
{
    std::atomic<int> inductor_cpu_integer_div_error{0};
    inductor_cpu_integer_div_error_flag = &inductor_cpu_integer_div_error;
    {
        for(int64_t x0=static_cast<int64_t>(0L); x0<static_cast<int64_t>(4L); x0+=static_cast<int64_t>(16L))
        {
            #pragma GCC ivdep
            for(int64_t x1=static_cast<int64_t>(0L); x1<static_cast<int64_t>(8L); x1+=static_cast<int64_t>(1L))
            {
                for(int64_t x2=static_cast<int64_t>(0L); x2<static_cast<int64_t>(8L); x2+=static_cast<int64_t>(16L))
                {
                    {
                        if(C10_LIKELY(x0 >= static_cast<int64_t>(0L) && x0 < static_cast<int64_t>(4L) && x2 >= static_cast<int64_t>(0) && x2 < static_cast<int64_t>(1)))
                        {
                            for (int64_t x0_tail = static_cast<int64_t>(0L);x0_tail < static_cast<int64_t>(4L); x0_tail++)
                            {
                                for (int64_t x2_tail = static_cast<int64_t>(0);x2_tail < static_cast<int64_t>(8L); x2_tail++)
                                {
                                    auto tmp5 = in_ptr0[static_cast<int64_t>(x0_tail + 4L*x2_tail + 32L*x1)];
                                    auto tmp0 = x1;
                                    auto tmp1 = c10::convert<int64_t>(tmp0);
                                    auto tmp2 = x2_tail;
                                    auto tmp3 = c10::convert<int64_t>(tmp2);
                                    auto tmp4 = tmp1 >= tmp3;
                                    auto tmp6 = static_cast<float>(-3.4028234663852886e+38);
                                    auto tmp7 = tmp4 ? tmp5 : tmp6;
                                    out_ptr0[static_cast<int64_t>(x2_tail + 8L*x1 + 64L*x0_tail)] = tmp7;
                                }
                            }
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
            for(int64_t x0=static_cast<int64_t>(0L); x0<static_cast<int64_t>(2048L); x0+=static_cast<int64_t>(16L))
            {
                {
                    if(C10_LIKELY(x0 >= static_cast<int64_t>(0) && x0 < static_cast<int64_t>(2048L)))
                    {
                        auto tmp0 = at::vec::Vectorized<uint8_t>::loadu(in_ptr1 + static_cast<int64_t>(x0), static_cast<int64_t>(16));
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


cpp_fused___rshift____unsafe_view_add_bitwise_and_embedding_mean_mul_pow_rsqrt_14 = async_compile.cpp_pybinding(['const int64_t*', 'const float*', 'const float*', 'const float*', 'const float*', 'const uint8_t*', 'float*', 'float*', 'uint8_t*', 'uint8_t*'], r'''
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


cpp_fused___rshift____unsafe_view_add_bitwise_and_mul_pow_tanh_15 = async_compile.cpp_pybinding(['float*', 'const float*', 'const uint8_t*', 'uint8_t*', 'uint8_t*'], r'''
#include <torch/csrc/inductor/cpp_prefix.h>
extern "C"  void  kernel(float* in_out_ptr0,
                       const float* in_ptr0,
                       const uint8_t* in_ptr1,
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
            for(int64_t x0=static_cast<int64_t>(0L); x0<static_cast<int64_t>(1024L); x0+=static_cast<int64_t>(16L))
            {
                {
                    if(C10_LIKELY(x0 >= static_cast<int64_t>(0) && x0 < static_cast<int64_t>(1024L)))
                    {
                        auto tmp0 = at::vec::Vectorized<float>::loadu(in_out_ptr0 + static_cast<int64_t>(x0), static_cast<int64_t>(16));
                        auto tmp18 = at::vec::Vectorized<float>::loadu(in_ptr0 + static_cast<int64_t>(x0), static_cast<int64_t>(16));
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
        {
            #pragma omp for
            for(int64_t x0=static_cast<int64_t>(0L); x0<static_cast<int64_t>(4096L); x0+=static_cast<int64_t>(16L))
            {
                {
                    if(C10_LIKELY(x0 >= static_cast<int64_t>(0) && x0 < static_cast<int64_t>(4096L)))
                    {
                        auto tmp0 = at::vec::Vectorized<uint8_t>::loadu(in_ptr1 + static_cast<int64_t>(x0), static_cast<int64_t>(16));
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


cpp_fused___rshift____unsafe_view_add_bitwise_and_embedding_mean_mul_pow_rsqrt_16 = async_compile.cpp_pybinding(['float*', 'const int64_t*', 'const float*', 'const float*', 'const float*', 'const float*', 'const uint8_t*', 'float*', 'float*', 'uint8_t*', 'uint8_t*'], r'''
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


cpp_fused___rshift____unsafe_view_add_bitwise_and_mean_mul_pow_rsqrt_17 = async_compile.cpp_pybinding(['const float*', 'const float*', 'const float*', 'const uint8_t*', 'float*', 'float*', 'uint8_t*', 'uint8_t*'], r'''
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
                        auto tmp1 = at::vec::Vectorized<float>::loadu(in_ptr0 + static_cast<int64_t>(x1 + 64L*x0), static_cast<int64_t>(16));
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
                        tmp12.store(out_ptr1 + static_cast<int64_t>(x1 + 64L*x0));
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


cpp_fused___rshift____unsafe_view_add_bitwise_and_mean_mul_pow_rsqrt_18 = async_compile.cpp_pybinding(['const float*', 'const float*', 'const float*', 'const float*', 'const uint8_t*', 'float*', 'float*', 'uint8_t*', 'uint8_t*'], r'''
#include <torch/csrc/inductor/cpp_prefix.h>
extern "C"  void  kernel(const float* in_ptr0,
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
                        auto tmp0 = at::vec::Vectorized<float>::loadu(in_ptr3 + static_cast<int64_t>(x1), static_cast<int64_t>(16));
                        auto tmp1 = at::vec::Vectorized<float>::loadu(in_ptr0 + static_cast<int64_t>(x1 + 64L*x0), static_cast<int64_t>(16));
                        auto tmp2 = at::vec::Vectorized<float>::loadu(in_ptr1 + static_cast<int64_t>(x1 + 64L*x0), static_cast<int64_t>(16));
                        auto tmp4 = at::vec::Vectorized<float>::loadu(in_ptr2 + static_cast<int64_t>(x1 + 64L*x0), static_cast<int64_t>(16));
                        auto tmp6 = out_ptr0[static_cast<int64_t>(x0)];
                        auto tmp3 = tmp1 + tmp2;
                        auto tmp5 = tmp3 + tmp4;
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


cpp_fused__unsafe_view_add_mean_mul_pow_rsqrt_19 = async_compile.cpp_pybinding(['float*', 'const float*', 'const float*', 'const float*', 'const float*', 'float*'], r'''
#include <torch/csrc/inductor/cpp_prefix.h>
extern "C"  void  kernel(float* in_out_ptr0,
                       const float* in_ptr1,
                       const float* in_ptr2,
                       const float* in_ptr3,
                       const float* in_ptr4,
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
                            auto tmp3 = at::vec::Vectorized<float>::loadu(in_ptr2 + static_cast<int64_t>(x1 + 64L*x0), static_cast<int64_t>(16));
                            auto tmp5 = at::vec::Vectorized<float>::loadu(in_ptr3 + static_cast<int64_t>(x1 + 64L*x0), static_cast<int64_t>(16));
                            auto tmp2 = tmp0 + tmp1;
                            auto tmp4 = tmp2 + tmp3;
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
                        auto tmp0 = at::vec::Vectorized<float>::loadu(in_ptr4 + static_cast<int64_t>(x1), static_cast<int64_t>(16));
                        auto tmp1 = at::vec::Vectorized<float>::loadu(in_out_ptr0 + static_cast<int64_t>(x1 + 64L*x0), static_cast<int64_t>(16));
                        auto tmp2 = at::vec::Vectorized<float>::loadu(in_ptr1 + static_cast<int64_t>(x1 + 64L*x0), static_cast<int64_t>(16));
                        auto tmp4 = at::vec::Vectorized<float>::loadu(in_ptr2 + static_cast<int64_t>(x1 + 64L*x0), static_cast<int64_t>(16));
                        auto tmp6 = at::vec::Vectorized<float>::loadu(in_ptr3 + static_cast<int64_t>(x1 + 64L*x0), static_cast<int64_t>(16));
                        auto tmp8 = out_ptr0[static_cast<int64_t>(x0)];
                        auto tmp3 = tmp1 + tmp2;
                        auto tmp5 = tmp3 + tmp4;
                        auto tmp7 = tmp5 + tmp6;
                        auto tmp9 = static_cast<float>(64.0);
                        auto tmp10 = tmp8 / tmp9;
                        auto tmp11 = static_cast<float>(1e-06);
                        auto tmp12 = float(tmp10 + tmp11);
                        auto tmp13 = 1 / std::sqrt(tmp12);
                        auto tmp14 = at::vec::Vectorized<float>(tmp13);
                        auto tmp15 = tmp7 * tmp14;
                        auto tmp16 = tmp0 * tmp15;
                        auto tmp17 = static_cast<float>(0.125);
                        auto tmp18 = at::vec::Vectorized<float>(tmp17);
                        auto tmp19 = tmp16 * tmp18;
                        tmp19.store(in_out_ptr0 + static_cast<int64_t>(x1 + 64L*x0));
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
        arg0_1, arg1_1, arg2_1, arg3_1, arg4_1, arg5_1, arg6_1, arg7_1, arg8_1, arg9_1, arg10_1, arg11_1, arg12_1, arg13_1, arg14_1, arg15_1, arg16_1, arg17_1, arg18_1, arg19_1, arg20_1, arg21_1, arg22_1, arg23_1, arg24_1, arg25_1, arg26_1, arg27_1, arg28_1, arg29_1, arg30_1, arg31_1, arg32_1, arg33_1, arg34_1, arg35_1, arg36_1, arg37_1, arg38_1, arg39_1, arg40_1, arg41_1, arg42_1, arg43_1, arg44_1, arg45_1, arg46_1, arg47_1, arg48_1, arg49_1, arg50_1, arg51_1, arg52_1, arg53_1, arg54_1, arg55_1, arg56_1, arg57_1, arg58_1, arg59_1, arg60_1, arg61_1, arg62_1, arg63_1, arg64_1, arg65_1, arg66_1, arg67_1, arg68_1, arg69_1, arg70_1, arg71_1, arg72_1, arg73_1, arg74_1, arg75_1, arg76_1, arg77_1, arg78_1, arg79_1, arg80_1, arg81_1, arg82_1, arg83_1, arg84_1, arg85_1, arg86_1, arg87_1, arg88_1, arg89_1, arg90_1, arg91_1, arg92_1, arg93_1, arg94_1, arg95_1, arg96_1, arg97_1, arg98_1, arg99_1, arg100_1, arg101_1, arg102_1, arg103_1, arg104_1, arg105_1, arg106_1, arg107_1, arg108_1, arg109_1, arg110_1, arg111_1, arg112_1, arg113_1, arg114_1, arg115_1, arg116_1, arg117_1, arg118_1, arg119_1, arg120_1, arg121_1, arg122_1, arg123_1, arg124_1 = args
        args.clear()
        assert_size_stride(arg12_1, (32, 4), (4, 1), 'input')
        buf17 = empty_strided_cpu((16, 16, 4), (64, 4, 1), torch.float32)
        buf18 = empty_strided_cpu((1, 4, 16, 16), (1024, 256, 16, 1), torch.float32)
        buf62 = empty_strided_cpu((1, 4, 16, 16), (1024, 256, 16, 1), torch.float32)
        assert_size_stride_grouped((arg0_1, arg1_1, arg2_1), ((1, 16), (128, 64), (64, )), ((16, 1), (64, 1), (1, )), 'input')
        buf0 = empty_strided_cpu((1, 16, 1), (16, 1, 16), torch.float32)
        buf5 = empty_strided_cpu((1, 16, 64), (1024, 64, 1), torch.float32)
        assert_size_stride(arg3_1, (64, 32), (32, 1), 'input')
        buf1 = empty_strided_cpu((64, 32), (32, 1), torch.uint8)
        buf2 = empty_strided_cpu((64, 32), (32, 1), torch.uint8)
        # [Provenance debug handles] cpp_fused___rshift____scaled_dot_product_flash_attention_for_cpu__to_copy__unsafe_view_abs_add_arange_bitwise_and_clone_div_embedding_full_like_gt_log_lt_mean_minimum_mul_permute_pow_rsqrt_sub_transpose_unsqueeze_view_where_0:1
        cpp_fused___rshift____scaled_dot_product_flash_attention_for_cpu__to_copy__unsafe_view_abs_add_arange_bitwise_and_clone_div_embedding_full_like_gt_log_lt_mean_minimum_mul_permute_pow_rsqrt_sub_transpose_unsqueeze_view_where_0(arg12_1, arg0_1, arg1_1, arg2_1, arg3_1, buf17, buf18, buf62, buf0, buf5, buf1, buf2)
        del arg12_1
        del arg2_1
        del arg3_1
        # Unsorted Source Nodes: [invoke_quant_packed], Original ATen: [aten.stack, aten.__rshift__, aten.bitwise_and]
        # [Provenance debug handles] torch.ops.aten.cat.default:2
        buf3 = torch.ops.aten.cat.default([reinterpret_tensor(buf1, (64, 32, 1), (32, 1, 0), 0), reinterpret_tensor(buf2, (64, 32, 1), (32, 1, 0), 0)], -1)
        assert_tensor_metadata(buf3, (64, 32, 2), (64, 2, 1), torch.uint8, 'torch.ops.aten.cat.default')
        assert_alignment(buf3, 16, 'torch.ops.aten.cat.default')
        assert_size_stride_grouped((arg5_1, arg4_1), ((16, ), (64, )), ((1, ), (1, )), 'input')
        buf4 = empty_strided_cpu((64, 64), (64, 1), torch.float32)
        # [Provenance debug handles] cpp_fused__to_copy_expand_index_mul_view_1:3
        cpp_fused__to_copy_expand_index_mul_view_1(buf3, arg5_1, arg4_1, buf4)
        del arg4_1
        del arg5_1
        del buf3
        buf6 = reinterpret_tensor(buf17, (16, 64), (64, 1), 0); del buf17  # reuse
        # Topologically Sorted Source Nodes: [inputs_embeds, pow_1, variance, add, rsqrt, hidden_states_1, normed_hidden_states, y, t], Original ATen: [aten.embedding, aten.pow, aten.mean, aten.add, aten.rsqrt, aten.mul, aten.view, aten.t, aten.mm]
        # [Provenance debug handles] extern_kernels.mm:4
        extern_kernels.mm(reinterpret_tensor(buf5, (16, 64), (64, 1), 0), reinterpret_tensor(buf4, (64, 64), (1, 64), 0), out=buf6)
        assert_size_stride(arg6_1, (64, 32), (32, 1), 'input')
        buf7 = buf2; del buf2  # reuse
        buf8 = buf1; del buf1  # reuse
        # [Provenance debug handles] cpp_fused___rshift___bitwise_and_2:5
        cpp_fused___rshift___bitwise_and_2(arg6_1, buf7, buf8)
        del arg6_1
        # Unsorted Source Nodes: [invoke_quant_packed_1], Original ATen: [aten.stack, aten.__rshift__, aten.bitwise_and]
        # [Provenance debug handles] torch.ops.aten.cat.default:6
        buf9 = torch.ops.aten.cat.default([reinterpret_tensor(buf7, (64, 32, 1), (32, 1, 0), 0), reinterpret_tensor(buf8, (64, 32, 1), (32, 1, 0), 0)], -1)
        assert_tensor_metadata(buf9, (64, 32, 2), (64, 2, 1), torch.uint8, 'torch.ops.aten.cat.default')
        assert_alignment(buf9, 16, 'torch.ops.aten.cat.default')
        assert_size_stride_grouped((arg8_1, arg7_1), ((16, ), (64, )), ((1, ), (1, )), 'input')
        buf10 = buf4; del buf4  # reuse
        # [Provenance debug handles] cpp_fused__to_copy_expand_index_mul_view_1:7
        cpp_fused__to_copy_expand_index_mul_view_1(buf9, arg8_1, arg7_1, buf10)
        del arg7_1
        del arg8_1
        del buf9
        buf11 = empty_strided_cpu((16, 64), (64, 1), torch.float32)
        # Topologically Sorted Source Nodes: [y_1, t_1], Original ATen: [aten.view, aten.t, aten.mm]
        # [Provenance debug handles] extern_kernels.mm:8
        extern_kernels.mm(reinterpret_tensor(buf5, (16, 64), (64, 1), 0), reinterpret_tensor(buf10, (64, 64), (1, 64), 0), out=buf11)
        assert_size_stride(arg9_1, (64, 32), (32, 1), 'input')
        buf12 = buf8; del buf8  # reuse
        buf13 = buf7; del buf7  # reuse
        # [Provenance debug handles] cpp_fused___rshift___bitwise_and_2:9
        cpp_fused___rshift___bitwise_and_2(arg9_1, buf12, buf13)
        del arg9_1
        # Unsorted Source Nodes: [invoke_quant_packed_2], Original ATen: [aten.stack, aten.__rshift__, aten.bitwise_and]
        # [Provenance debug handles] torch.ops.aten.cat.default:10
        buf14 = torch.ops.aten.cat.default([reinterpret_tensor(buf12, (64, 32, 1), (32, 1, 0), 0), reinterpret_tensor(buf13, (64, 32, 1), (32, 1, 0), 0)], -1)
        assert_tensor_metadata(buf14, (64, 32, 2), (64, 2, 1), torch.uint8, 'torch.ops.aten.cat.default')
        assert_alignment(buf14, 16, 'torch.ops.aten.cat.default')
        assert_size_stride_grouped((arg11_1, arg10_1), ((16, ), (64, )), ((1, ), (1, )), 'input')
        buf15 = buf10; del buf10  # reuse
        # [Provenance debug handles] cpp_fused__to_copy_expand_index_mul_view_1:11
        cpp_fused__to_copy_expand_index_mul_view_1(buf14, arg11_1, arg10_1, buf15)
        del arg10_1
        del arg11_1
        buf16 = empty_strided_cpu((16, 64), (64, 1), torch.float32)
        # Topologically Sorted Source Nodes: [y_2, t_2], Original ATen: [aten.view, aten.t, aten.mm]
        # [Provenance debug handles] extern_kernels.mm:12
        extern_kernels.mm(reinterpret_tensor(buf5, (16, 64), (64, 1), 0), reinterpret_tensor(buf15, (64, 64), (1, 64), 0), out=buf16)
        del buf5
        # Topologically Sorted Source Nodes: [y, view, query_states, y_1, view_1, key_states, y_2, view_2, value_states, arange_1, memory_position, arange, context_position, relative_position, gt, to_1, relative_buckets, relative_position_1, is_small, float_1, truediv, log, truediv_1, mul_3, to_2, relative_position_if_large, full_like, relative_position_if_large_1, where, relative_buckets_1, values, permute, values_1, attention_mask, attn_output], Original ATen: [aten._unsafe_view, aten.view, aten.transpose, aten.arange, aten.unsqueeze, aten.add, aten.sub, aten.gt, aten._to_copy, aten.abs, aten.lt, aten.div, aten.log, aten.mul, aten.full_like, aten.minimum, aten.where, aten.embedding, aten.permute, aten.clone, aten._scaled_dot_product_flash_attention_for_cpu]
        # [Provenance debug handles] torch.ops.aten._scaled_dot_product_flash_attention_for_cpu.default:13
        buf19 = torch.ops.aten._scaled_dot_product_flash_attention_for_cpu.default(reinterpret_tensor(buf6, (1, 4, 16, 16), (1024, 16, 64, 1), 0), reinterpret_tensor(buf11, (1, 4, 16, 16), (1024, 16, 64, 1), 0), reinterpret_tensor(buf16, (1, 4, 16, 16), (1024, 16, 64, 1), 0), attn_mask=buf18, scale=1.0)
        del buf11
        del buf16
        del buf18
        buf20 = buf19[0]
        assert_tensor_metadata(buf20, (1, 4, 16, 16), (1024, 16, 64, 1), torch.float32, 'torch.ops.aten._scaled_dot_product_flash_attention_for_cpu.default')
        assert_alignment(buf20, 16, 'torch.ops.aten._scaled_dot_product_flash_attention_for_cpu.default')
        del buf19
        assert_size_stride(arg13_1, (64, 32), (32, 1), 'input')
        buf22 = buf13; del buf13  # reuse
        buf23 = buf12; del buf12  # reuse
        # [Provenance debug handles] cpp_fused___rshift___bitwise_and_2:14
        cpp_fused___rshift___bitwise_and_2(arg13_1, buf22, buf23)
        del arg13_1
        # Unsorted Source Nodes: [invoke_quant_packed_3], Original ATen: [aten.stack, aten.__rshift__, aten.bitwise_and]
        # [Provenance debug handles] torch.ops.aten.cat.default:15
        buf24 = torch.ops.aten.cat.default([reinterpret_tensor(buf22, (64, 32, 1), (32, 1, 0), 0), reinterpret_tensor(buf23, (64, 32, 1), (32, 1, 0), 0)], -1)
        assert_tensor_metadata(buf24, (64, 32, 2), (64, 2, 1), torch.uint8, 'torch.ops.aten.cat.default')
        assert_alignment(buf24, 16, 'torch.ops.aten.cat.default')
        del buf22
        assert_size_stride_grouped((arg15_1, arg14_1), ((16, ), (64, )), ((1, ), (1, )), 'input')
        buf25 = buf15; del buf15  # reuse
        # [Provenance debug handles] cpp_fused__to_copy_expand_index_mul_view_1:16
        cpp_fused__to_copy_expand_index_mul_view_1(buf24, arg15_1, arg14_1, buf25)
        del arg14_1
        del arg15_1
        buf26 = buf6; del buf6  # reuse
        # Topologically Sorted Source Nodes: [transpose_3, reshape_1, y_3, t_3], Original ATen: [aten.transpose, aten.view, aten.t, aten.mm]
        # [Provenance debug handles] extern_kernels.mm:17
        extern_kernels.mm(reinterpret_tensor(buf20, (16, 64), (64, 1), 0), reinterpret_tensor(buf25, (64, 64), (1, 64), 0), out=buf26)
        del buf25
        assert_size_stride(arg16_1, (64, ), (1, ), 'input')
        buf27 = buf0; del buf0  # reuse
        buf28 = reinterpret_tensor(buf20, (1, 16, 64), (1024, 64, 1), 0); del buf20  # reuse
        assert_size_stride(arg17_1, (128, 32), (32, 1), 'input')
        buf29 = reinterpret_tensor(buf24, (128, 32), (32, 1), 0); del buf24  # reuse
        buf30 = reinterpret_tensor(buf14, (128, 32), (32, 1), 0); del buf14  # reuse
        # [Provenance debug handles] cpp_fused___rshift____unsafe_view_add_bitwise_and_embedding_mean_mul_pow_rsqrt_3:18
        cpp_fused___rshift____unsafe_view_add_bitwise_and_embedding_mean_mul_pow_rsqrt_3(arg0_1, arg1_1, buf26, arg16_1, arg17_1, buf27, buf28, buf29, buf30)
        del arg16_1
        del arg17_1
        # Unsorted Source Nodes: [invoke_quant_packed_4], Original ATen: [aten.stack, aten.__rshift__, aten.bitwise_and]
        # [Provenance debug handles] torch.ops.aten.cat.default:19
        buf31 = torch.ops.aten.cat.default([reinterpret_tensor(buf29, (128, 32, 1), (32, 1, 0), 0), reinterpret_tensor(buf30, (128, 32, 1), (32, 1, 0), 0)], -1)
        assert_tensor_metadata(buf31, (128, 32, 2), (64, 2, 1), torch.uint8, 'torch.ops.aten.cat.default')
        assert_alignment(buf31, 16, 'torch.ops.aten.cat.default')
        assert_size_stride_grouped((arg19_1, arg18_1), ((16, ), (128, )), ((1, ), (1, )), 'input')
        buf32 = empty_strided_cpu((128, 64), (64, 1), torch.float32)
        # [Provenance debug handles] cpp_fused__to_copy_expand_index_mul_view_4:20
        cpp_fused__to_copy_expand_index_mul_view_4(buf31, arg19_1, arg18_1, buf32)
        del arg18_1
        del arg19_1
        del buf31
        buf33 = empty_strided_cpu((16, 128), (128, 1), torch.float32)
        # Topologically Sorted Source Nodes: [y_4, t_4], Original ATen: [aten.view, aten.t, aten.mm]
        # [Provenance debug handles] extern_kernels.mm:21
        extern_kernels.mm(reinterpret_tensor(buf28, (16, 64), (64, 1), 0), reinterpret_tensor(buf32, (64, 128), (1, 64), 0), out=buf33)
        del buf32
        assert_size_stride(arg20_1, (128, 32), (32, 1), 'input')
        buf34 = buf30; del buf30  # reuse
        buf35 = buf29; del buf29  # reuse
        # [Provenance debug handles] cpp_fused___rshift___bitwise_and_5:22
        cpp_fused___rshift___bitwise_and_5(arg20_1, buf34, buf35)
        del arg20_1
        # Unsorted Source Nodes: [invoke_quant_packed_5], Original ATen: [aten.stack, aten.__rshift__, aten.bitwise_and]
        # [Provenance debug handles] torch.ops.aten.cat.default:23
        buf36 = torch.ops.aten.cat.default([reinterpret_tensor(buf34, (128, 32, 1), (32, 1, 0), 0), reinterpret_tensor(buf35, (128, 32, 1), (32, 1, 0), 0)], -1)
        assert_tensor_metadata(buf36, (128, 32, 2), (64, 2, 1), torch.uint8, 'torch.ops.aten.cat.default')
        assert_alignment(buf36, 16, 'torch.ops.aten.cat.default')
        del buf34
        del buf35
        assert_size_stride_grouped((arg22_1, arg21_1), ((16, ), (128, )), ((1, ), (1, )), 'input')
        buf37 = empty_strided_cpu((128, 64), (64, 1), torch.float32)
        # [Provenance debug handles] cpp_fused__to_copy_expand_index_mul_view_4:24
        cpp_fused__to_copy_expand_index_mul_view_4(buf36, arg22_1, arg21_1, buf37)
        del arg21_1
        del arg22_1
        del buf36
        buf38 = empty_strided_cpu((16, 128), (128, 1), torch.float32)
        # Topologically Sorted Source Nodes: [y_5, t_5], Original ATen: [aten.view, aten.t, aten.mm]
        # [Provenance debug handles] extern_kernels.mm:25
        extern_kernels.mm(reinterpret_tensor(buf28, (16, 64), (64, 1), 0), reinterpret_tensor(buf37, (64, 128), (1, 64), 0), out=buf38)
        del buf37
        buf43 = reinterpret_tensor(buf33, (1, 16, 128), (2048, 128, 1), 0); del buf33  # reuse
        assert_size_stride(arg23_1, (64, 64), (64, 1), 'input')
        buf39 = empty_strided_cpu((64, 64), (64, 1), torch.uint8)
        buf40 = empty_strided_cpu((64, 64), (64, 1), torch.uint8)
        # [Provenance debug handles] cpp_fused___rshift____unsafe_view_add_bitwise_and_mul_pow_tanh_6:26
        cpp_fused___rshift____unsafe_view_add_bitwise_and_mul_pow_tanh_6(buf43, buf38, arg23_1, buf39, buf40)
        del arg23_1
        del buf38
        # Unsorted Source Nodes: [invoke_quant_packed_6], Original ATen: [aten.stack, aten.__rshift__, aten.bitwise_and]
        # [Provenance debug handles] torch.ops.aten.cat.default:27
        buf41 = torch.ops.aten.cat.default([reinterpret_tensor(buf39, (64, 64, 1), (64, 1, 0), 0), reinterpret_tensor(buf40, (64, 64, 1), (64, 1, 0), 0)], -1)
        assert_tensor_metadata(buf41, (64, 64, 2), (128, 2, 1), torch.uint8, 'torch.ops.aten.cat.default')
        assert_alignment(buf41, 16, 'torch.ops.aten.cat.default')
        del buf39
        del buf40
        assert_size_stride_grouped((arg25_1, arg24_1), ((16, ), (128, )), ((1, ), (1, )), 'input')
        buf42 = empty_strided_cpu((64, 128), (128, 1), torch.float32)
        # [Provenance debug handles] cpp_fused__to_copy_expand_index_mul_view_4:28
        cpp_fused__to_copy_expand_index_mul_view_4(buf41, arg25_1, arg24_1, buf42)
        del arg24_1
        del arg25_1
        del buf41
        buf44 = reinterpret_tensor(buf28, (16, 64), (64, 1), 0); del buf28  # reuse
        # Topologically Sorted Source Nodes: [y_4, mul_6, pow_3, mul_7, add_6, mul_8, tanh, add_7, hidden_gelu, y_5, hidden_states_3, y_6, t_6], Original ATen: [aten._unsafe_view, aten.mul, aten.pow, aten.add, aten.tanh, aten.view, aten.t, aten.mm]
        # [Provenance debug handles] extern_kernels.mm:29
        extern_kernels.mm(reinterpret_tensor(buf43, (16, 128), (128, 1), 0), reinterpret_tensor(buf42, (128, 64), (1, 128), 0), out=buf44)
        del buf42
        assert_size_stride(arg26_1, (64, ), (1, ), 'input')
        buf45 = buf27; del buf27  # reuse
        buf46 = empty_strided_cpu((1, 16, 64), (1024, 64, 1), torch.float32)
        assert_size_stride(arg27_1, (64, 32), (32, 1), 'input')
        buf47 = buf23; del buf23  # reuse
        buf48 = empty_strided_cpu((64, 32), (32, 1), torch.uint8)
        # [Provenance debug handles] cpp_fused___rshift____unsafe_view_add_bitwise_and_embedding_mean_mul_pow_rsqrt_7:30
        cpp_fused___rshift____unsafe_view_add_bitwise_and_embedding_mean_mul_pow_rsqrt_7(arg0_1, arg1_1, buf26, buf44, arg26_1, arg27_1, buf45, buf46, buf47, buf48)
        del arg26_1
        del arg27_1
        # Unsorted Source Nodes: [invoke_quant_packed_7], Original ATen: [aten.stack, aten.__rshift__, aten.bitwise_and]
        # [Provenance debug handles] torch.ops.aten.cat.default:31
        buf49 = torch.ops.aten.cat.default([reinterpret_tensor(buf47, (64, 32, 1), (32, 1, 0), 0), reinterpret_tensor(buf48, (64, 32, 1), (32, 1, 0), 0)], -1)
        assert_tensor_metadata(buf49, (64, 32, 2), (64, 2, 1), torch.uint8, 'torch.ops.aten.cat.default')
        assert_alignment(buf49, 16, 'torch.ops.aten.cat.default')
        assert_size_stride_grouped((arg29_1, arg28_1), ((16, ), (64, )), ((1, ), (1, )), 'input')
        buf50 = empty_strided_cpu((64, 64), (64, 1), torch.float32)
        # [Provenance debug handles] cpp_fused__to_copy_expand_index_mul_view_1:32
        cpp_fused__to_copy_expand_index_mul_view_1(buf49, arg29_1, arg28_1, buf50)
        del arg28_1
        del arg29_1
        del buf49
        buf51 = empty_strided_cpu((16, 64), (64, 1), torch.float32)
        # Topologically Sorted Source Nodes: [y_7, t_7], Original ATen: [aten.view, aten.t, aten.mm]
        # [Provenance debug handles] extern_kernels.mm:33
        extern_kernels.mm(reinterpret_tensor(buf46, (16, 64), (64, 1), 0), reinterpret_tensor(buf50, (64, 64), (1, 64), 0), out=buf51)
        assert_size_stride(arg30_1, (64, 32), (32, 1), 'input')
        buf52 = buf48; del buf48  # reuse
        buf53 = buf47; del buf47  # reuse
        # [Provenance debug handles] cpp_fused___rshift___bitwise_and_2:34
        cpp_fused___rshift___bitwise_and_2(arg30_1, buf52, buf53)
        del arg30_1
        # Unsorted Source Nodes: [invoke_quant_packed_8], Original ATen: [aten.stack, aten.__rshift__, aten.bitwise_and]
        # [Provenance debug handles] torch.ops.aten.cat.default:35
        buf54 = torch.ops.aten.cat.default([reinterpret_tensor(buf52, (64, 32, 1), (32, 1, 0), 0), reinterpret_tensor(buf53, (64, 32, 1), (32, 1, 0), 0)], -1)
        assert_tensor_metadata(buf54, (64, 32, 2), (64, 2, 1), torch.uint8, 'torch.ops.aten.cat.default')
        assert_alignment(buf54, 16, 'torch.ops.aten.cat.default')
        assert_size_stride_grouped((arg32_1, arg31_1), ((16, ), (64, )), ((1, ), (1, )), 'input')
        buf55 = buf50; del buf50  # reuse
        # [Provenance debug handles] cpp_fused__to_copy_expand_index_mul_view_1:36
        cpp_fused__to_copy_expand_index_mul_view_1(buf54, arg32_1, arg31_1, buf55)
        del arg31_1
        del arg32_1
        del buf54
        buf56 = empty_strided_cpu((16, 64), (64, 1), torch.float32)
        # Topologically Sorted Source Nodes: [y_8, t_8], Original ATen: [aten.view, aten.t, aten.mm]
        # [Provenance debug handles] extern_kernels.mm:37
        extern_kernels.mm(reinterpret_tensor(buf46, (16, 64), (64, 1), 0), reinterpret_tensor(buf55, (64, 64), (1, 64), 0), out=buf56)
        assert_size_stride(arg33_1, (64, 32), (32, 1), 'input')
        buf57 = buf53; del buf53  # reuse
        buf58 = buf52; del buf52  # reuse
        # [Provenance debug handles] cpp_fused___rshift___bitwise_and_2:38
        cpp_fused___rshift___bitwise_and_2(arg33_1, buf57, buf58)
        del arg33_1
        # Unsorted Source Nodes: [invoke_quant_packed_9], Original ATen: [aten.stack, aten.__rshift__, aten.bitwise_and]
        # [Provenance debug handles] torch.ops.aten.cat.default:39
        buf59 = torch.ops.aten.cat.default([reinterpret_tensor(buf57, (64, 32, 1), (32, 1, 0), 0), reinterpret_tensor(buf58, (64, 32, 1), (32, 1, 0), 0)], -1)
        assert_tensor_metadata(buf59, (64, 32, 2), (64, 2, 1), torch.uint8, 'torch.ops.aten.cat.default')
        assert_alignment(buf59, 16, 'torch.ops.aten.cat.default')
        assert_size_stride_grouped((arg35_1, arg34_1), ((16, ), (64, )), ((1, ), (1, )), 'input')
        buf60 = buf55; del buf55  # reuse
        # [Provenance debug handles] cpp_fused__to_copy_expand_index_mul_view_1:40
        cpp_fused__to_copy_expand_index_mul_view_1(buf59, arg35_1, arg34_1, buf60)
        del arg34_1
        del arg35_1
        del buf59
        buf61 = empty_strided_cpu((16, 64), (64, 1), torch.float32)
        # Topologically Sorted Source Nodes: [y_9, t_9], Original ATen: [aten.view, aten.t, aten.mm]
        # [Provenance debug handles] extern_kernels.mm:41
        extern_kernels.mm(reinterpret_tensor(buf46, (16, 64), (64, 1), 0), reinterpret_tensor(buf60, (64, 64), (1, 64), 0), out=buf61)
        del buf46
        # Topologically Sorted Source Nodes: [arange_1, memory_position, arange, context_position, relative_position, gt, to_1, relative_buckets, relative_position_1, is_small, float_1, truediv, log, truediv_1, mul_3, to_2, relative_position_if_large, full_like, relative_position_if_large_1, where, relative_buckets_1, values, permute, values_1, y_7, view_3, query_states_1, y_8, view_4, key_states_1, y_9, view_5, value_states_1, attention_mask_1, attn_output_4], Original ATen: [aten.arange, aten.unsqueeze, aten.add, aten.sub, aten.gt, aten._to_copy, aten.abs, aten.lt, aten.div, aten.log, aten.mul, aten.full_like, aten.minimum, aten.where, aten.embedding, aten.permute, aten._unsafe_view, aten.view, aten.transpose, aten.clone, aten._scaled_dot_product_flash_attention_for_cpu]
        # [Provenance debug handles] torch.ops.aten._scaled_dot_product_flash_attention_for_cpu.default:42
        buf63 = torch.ops.aten._scaled_dot_product_flash_attention_for_cpu.default(reinterpret_tensor(buf51, (1, 4, 16, 16), (1024, 16, 64, 1), 0), reinterpret_tensor(buf56, (1, 4, 16, 16), (1024, 16, 64, 1), 0), reinterpret_tensor(buf61, (1, 4, 16, 16), (1024, 16, 64, 1), 0), attn_mask=buf62, scale=1.0)
        del buf51
        del buf56
        del buf61
        buf64 = buf63[0]
        assert_tensor_metadata(buf64, (1, 4, 16, 16), (1024, 16, 64, 1), torch.float32, 'torch.ops.aten._scaled_dot_product_flash_attention_for_cpu.default')
        assert_alignment(buf64, 16, 'torch.ops.aten._scaled_dot_product_flash_attention_for_cpu.default')
        del buf63
        assert_size_stride(arg61_1, (32, 4), (4, 1), 'input')
        buf83 = empty_strided_cpu((8, 8, 4), (32, 4, 1), torch.float32)
        buf84 = empty_strided_cpu((1, 4, 8, 8), (256, 64, 8, 1), torch.float32)
        assert_size_stride_grouped((arg50_1, arg51_1), ((1, 8), (64, )), ((8, 1), (1, )), 'input')
        buf66 = empty_strided_cpu((1, 8, 1), (8, 1, 8), torch.float32)
        buf71 = empty_strided_cpu((1, 8, 64), (512, 64, 1), torch.float32)
        assert_size_stride(arg52_1, (64, 32), (32, 1), 'input')
        buf67 = buf58; del buf58  # reuse
        buf68 = buf57; del buf57  # reuse
        # [Provenance debug handles] cpp_fused___rshift____scaled_dot_product_flash_attention_for_cpu__to_copy__unsafe_view_add_arange_bitwise_and_clone_div_embedding_full_like_ge_log_lt_mean_minimum_mul_neg_permute_pow_rsqrt_scalar_tensor_sub_transpose_unsqueeze_view_where_zeros_like_8:43
        cpp_fused___rshift____scaled_dot_product_flash_attention_for_cpu__to_copy__unsafe_view_add_arange_bitwise_and_clone_div_embedding_full_like_ge_log_lt_mean_minimum_mul_neg_permute_pow_rsqrt_scalar_tensor_sub_transpose_unsqueeze_view_where_zeros_like_8(arg61_1, arg50_1, arg1_1, arg51_1, arg52_1, buf83, buf84, buf66, buf71, buf67, buf68)
        del arg51_1
        del arg52_1
        del arg61_1
        # Unsorted Source Nodes: [invoke_quant_packed_14], Original ATen: [aten.stack, aten.__rshift__, aten.bitwise_and]
        # [Provenance debug handles] torch.ops.aten.cat.default:44
        buf69 = torch.ops.aten.cat.default([reinterpret_tensor(buf67, (64, 32, 1), (32, 1, 0), 0), reinterpret_tensor(buf68, (64, 32, 1), (32, 1, 0), 0)], -1)
        assert_tensor_metadata(buf69, (64, 32, 2), (64, 2, 1), torch.uint8, 'torch.ops.aten.cat.default')
        assert_alignment(buf69, 16, 'torch.ops.aten.cat.default')
        assert_size_stride_grouped((arg54_1, arg53_1), ((16, ), (64, )), ((1, ), (1, )), 'input')
        buf70 = buf60; del buf60  # reuse
        # [Provenance debug handles] cpp_fused__to_copy_expand_index_mul_view_1:45
        cpp_fused__to_copy_expand_index_mul_view_1(buf69, arg54_1, arg53_1, buf70)
        del arg53_1
        del arg54_1
        del buf69
        buf72 = empty_strided_cpu((8, 64), (64, 1), torch.float32)
        # Topologically Sorted Source Nodes: [inputs_embeds_1, pow_8, variance_5, add_16, rsqrt_5, hidden_states_15, normed_hidden_states_2, y_14, t_14], Original ATen: [aten.embedding, aten.pow, aten.mean, aten.add, aten.rsqrt, aten.mul, aten.view, aten.t, aten.mm]
        # [Provenance debug handles] extern_kernels.mm:46
        extern_kernels.mm(reinterpret_tensor(buf71, (8, 64), (64, 1), 0), reinterpret_tensor(buf70, (64, 64), (1, 64), 0), out=buf72)
        assert_size_stride(arg55_1, (64, 32), (32, 1), 'input')
        buf73 = buf68; del buf68  # reuse
        buf74 = buf67; del buf67  # reuse
        # [Provenance debug handles] cpp_fused___rshift___bitwise_and_2:47
        cpp_fused___rshift___bitwise_and_2(arg55_1, buf73, buf74)
        del arg55_1
        # Unsorted Source Nodes: [invoke_quant_packed_15], Original ATen: [aten.stack, aten.__rshift__, aten.bitwise_and]
        # [Provenance debug handles] torch.ops.aten.cat.default:48
        buf75 = torch.ops.aten.cat.default([reinterpret_tensor(buf73, (64, 32, 1), (32, 1, 0), 0), reinterpret_tensor(buf74, (64, 32, 1), (32, 1, 0), 0)], -1)
        assert_tensor_metadata(buf75, (64, 32, 2), (64, 2, 1), torch.uint8, 'torch.ops.aten.cat.default')
        assert_alignment(buf75, 16, 'torch.ops.aten.cat.default')
        assert_size_stride_grouped((arg57_1, arg56_1), ((16, ), (64, )), ((1, ), (1, )), 'input')
        buf76 = buf70; del buf70  # reuse
        # [Provenance debug handles] cpp_fused__to_copy_expand_index_mul_view_1:49
        cpp_fused__to_copy_expand_index_mul_view_1(buf75, arg57_1, arg56_1, buf76)
        del arg56_1
        del arg57_1
        del buf75
        buf77 = empty_strided_cpu((8, 64), (64, 1), torch.float32)
        # Topologically Sorted Source Nodes: [y_15, t_15], Original ATen: [aten.view, aten.t, aten.mm]
        # [Provenance debug handles] extern_kernels.mm:50
        extern_kernels.mm(reinterpret_tensor(buf71, (8, 64), (64, 1), 0), reinterpret_tensor(buf76, (64, 64), (1, 64), 0), out=buf77)
        assert_size_stride(arg58_1, (64, 32), (32, 1), 'input')
        buf78 = buf74; del buf74  # reuse
        buf79 = buf73; del buf73  # reuse
        # [Provenance debug handles] cpp_fused___rshift___bitwise_and_2:51
        cpp_fused___rshift___bitwise_and_2(arg58_1, buf78, buf79)
        del arg58_1
        # Unsorted Source Nodes: [invoke_quant_packed_16], Original ATen: [aten.stack, aten.__rshift__, aten.bitwise_and]
        # [Provenance debug handles] torch.ops.aten.cat.default:52
        buf80 = torch.ops.aten.cat.default([reinterpret_tensor(buf78, (64, 32, 1), (32, 1, 0), 0), reinterpret_tensor(buf79, (64, 32, 1), (32, 1, 0), 0)], -1)
        assert_tensor_metadata(buf80, (64, 32, 2), (64, 2, 1), torch.uint8, 'torch.ops.aten.cat.default')
        assert_alignment(buf80, 16, 'torch.ops.aten.cat.default')
        assert_size_stride_grouped((arg60_1, arg59_1), ((16, ), (64, )), ((1, ), (1, )), 'input')
        buf81 = buf76; del buf76  # reuse
        # [Provenance debug handles] cpp_fused__to_copy_expand_index_mul_view_1:53
        cpp_fused__to_copy_expand_index_mul_view_1(buf80, arg60_1, arg59_1, buf81)
        del arg59_1
        del arg60_1
        del buf80
        buf82 = empty_strided_cpu((8, 64), (64, 1), torch.float32)
        # Topologically Sorted Source Nodes: [y_16, t_16], Original ATen: [aten.view, aten.t, aten.mm]
        # [Provenance debug handles] extern_kernels.mm:54
        extern_kernels.mm(reinterpret_tensor(buf71, (8, 64), (64, 1), 0), reinterpret_tensor(buf81, (64, 64), (1, 64), 0), out=buf82)
        del buf71
        # Topologically Sorted Source Nodes: [y_14, view_6, query_states_2, y_15, view_7, key_states_2, y_16, view_8, value_states_2, arange_4, getitem_21, arange_5, getitem_22, causal_mask, causal_mask_1, arange_3, memory_position_1, arange_2, context_position_1, relative_position_2, zeros_like, min_2, relative_position_3, is_small_1, float_2, truediv_2, log_1, truediv_3, mul_24, to_8, relative_position_if_large_2, full_like_1, relative_position_if_large_3, relative_buckets_2, values_2, permute_1, values_3, position_bias_mask, attention_mask_2, attn_output_8], Original ATen: [aten._unsafe_view, aten.view, aten.transpose, aten.arange, aten.unsqueeze, aten.ge, aten.add, aten.sub, aten.zeros_like, aten.minimum, aten.neg, aten.lt, aten._to_copy, aten.div, aten.log, aten.mul, aten.full_like, aten.embedding, aten.permute, aten.scalar_tensor, aten.where, aten.clone, aten._scaled_dot_product_flash_attention_for_cpu]
        # [Provenance debug handles] torch.ops.aten._scaled_dot_product_flash_attention_for_cpu.default:55
        buf85 = torch.ops.aten._scaled_dot_product_flash_attention_for_cpu.default(reinterpret_tensor(buf72, (1, 4, 8, 16), (512, 16, 64, 1), 0), reinterpret_tensor(buf77, (1, 4, 8, 16), (512, 16, 64, 1), 0), reinterpret_tensor(buf82, (1, 4, 8, 16), (512, 16, 64, 1), 0), attn_mask=buf84, scale=1.0)
        del buf84
        buf86 = buf85[0]
        assert_tensor_metadata(buf86, (1, 4, 8, 16), (512, 16, 64, 1), torch.float32, 'torch.ops.aten._scaled_dot_product_flash_attention_for_cpu.default')
        assert_alignment(buf86, 16, 'torch.ops.aten._scaled_dot_product_flash_attention_for_cpu.default')
        del buf85
        buf136 = reinterpret_tensor(buf82, (1, 4, 8, 16), (512, 128, 16, 1), 0); del buf82  # reuse
        assert_size_stride(arg62_1, (64, 32), (32, 1), 'input')
        buf88 = buf79; del buf79  # reuse
        buf89 = buf78; del buf78  # reuse
        # [Provenance debug handles] cpp_fused___rshift____scaled_dot_product_flash_attention_for_cpu__unsafe_view_bitwise_and_transpose_view_zeros_9:56
        cpp_fused___rshift____scaled_dot_product_flash_attention_for_cpu__unsafe_view_bitwise_and_transpose_view_zeros_9(arg62_1, buf136, buf88, buf89)
        del arg62_1
        # Unsorted Source Nodes: [invoke_quant_packed_17], Original ATen: [aten.stack, aten.__rshift__, aten.bitwise_and]
        # [Provenance debug handles] torch.ops.aten.cat.default:57
        buf90 = torch.ops.aten.cat.default([reinterpret_tensor(buf88, (64, 32, 1), (32, 1, 0), 0), reinterpret_tensor(buf89, (64, 32, 1), (32, 1, 0), 0)], -1)
        assert_tensor_metadata(buf90, (64, 32, 2), (64, 2, 1), torch.uint8, 'torch.ops.aten.cat.default')
        assert_alignment(buf90, 16, 'torch.ops.aten.cat.default')
        assert_size_stride_grouped((arg64_1, arg63_1), ((16, ), (64, )), ((1, ), (1, )), 'input')
        buf91 = buf81; del buf81  # reuse
        # [Provenance debug handles] cpp_fused__to_copy_expand_index_mul_view_1:58
        cpp_fused__to_copy_expand_index_mul_view_1(buf90, arg64_1, arg63_1, buf91)
        del arg63_1
        del arg64_1
        del buf90
        buf92 = buf77; del buf77  # reuse
        # Topologically Sorted Source Nodes: [transpose_11, reshape_5, y_17, t_17], Original ATen: [aten.transpose, aten.view, aten.t, aten.mm]
        # [Provenance debug handles] extern_kernels.mm:59
        extern_kernels.mm(reinterpret_tensor(buf86, (8, 64), (64, 1), 0), reinterpret_tensor(buf91, (64, 64), (1, 64), 0), out=buf92)
        assert_size_stride(arg65_1, (64, ), (1, ), 'input')
        buf93 = buf66; del buf66  # reuse
        buf98 = reinterpret_tensor(buf86, (1, 8, 64), (512, 64, 1), 0); del buf86  # reuse
        assert_size_stride(arg66_1, (64, 32), (32, 1), 'input')
        buf94 = buf89; del buf89  # reuse
        buf95 = buf88; del buf88  # reuse
        # [Provenance debug handles] cpp_fused___rshift____unsafe_view_add_bitwise_and_embedding_mean_mul_pow_rsqrt_10:60
        cpp_fused___rshift____unsafe_view_add_bitwise_and_embedding_mean_mul_pow_rsqrt_10(arg50_1, arg1_1, buf92, arg65_1, arg66_1, buf93, buf98, buf94, buf95)
        del arg65_1
        del arg66_1
        del buf93
        # Unsorted Source Nodes: [invoke_quant_packed_18], Original ATen: [aten.stack, aten.__rshift__, aten.bitwise_and]
        # [Provenance debug handles] torch.ops.aten.cat.default:61
        buf96 = torch.ops.aten.cat.default([reinterpret_tensor(buf94, (64, 32, 1), (32, 1, 0), 0), reinterpret_tensor(buf95, (64, 32, 1), (32, 1, 0), 0)], -1)
        assert_tensor_metadata(buf96, (64, 32, 2), (64, 2, 1), torch.uint8, 'torch.ops.aten.cat.default')
        assert_alignment(buf96, 16, 'torch.ops.aten.cat.default')
        assert_size_stride_grouped((arg68_1, arg67_1), ((16, ), (64, )), ((1, ), (1, )), 'input')
        buf97 = buf91; del buf91  # reuse
        # [Provenance debug handles] cpp_fused__to_copy_expand_index_mul_view_1:62
        cpp_fused__to_copy_expand_index_mul_view_1(buf96, arg68_1, arg67_1, buf97)
        del arg67_1
        del arg68_1
        buf99 = buf72; del buf72  # reuse
        # Topologically Sorted Source Nodes: [inputs_embeds_1, y_17, attention_output_2, pow_9, variance_6, add_21, rsqrt_6, hidden_states_16, normed_hidden_states_3, y_18, t_18], Original ATen: [aten.embedding, aten._unsafe_view, aten.add, aten.pow, aten.mean, aten.rsqrt, aten.mul, aten.view, aten.t, aten.mm]
        # [Provenance debug handles] extern_kernels.mm:63
        extern_kernels.mm(reinterpret_tensor(buf98, (8, 64), (64, 1), 0), reinterpret_tensor(buf97, (64, 64), (1, 64), 0), out=buf99)
        del buf98
        assert_size_stride(arg36_1, (64, 32), (32, 1), 'input')
        buf100 = buf95; del buf95  # reuse
        buf101 = buf94; del buf94  # reuse
        # [Provenance debug handles] cpp_fused___rshift___bitwise_and_2:64
        cpp_fused___rshift___bitwise_and_2(arg36_1, buf100, buf101)
        del arg36_1
        # Unsorted Source Nodes: [invoke_quant_packed_10], Original ATen: [aten.stack, aten.__rshift__, aten.bitwise_and]
        # [Provenance debug handles] torch.ops.aten.cat.default:65
        buf102 = torch.ops.aten.cat.default([reinterpret_tensor(buf100, (64, 32, 1), (32, 1, 0), 0), reinterpret_tensor(buf101, (64, 32, 1), (32, 1, 0), 0)], -1)
        assert_tensor_metadata(buf102, (64, 32, 2), (64, 2, 1), torch.uint8, 'torch.ops.aten.cat.default')
        assert_alignment(buf102, 16, 'torch.ops.aten.cat.default')
        del buf100
        del buf101
        assert_size_stride_grouped((arg38_1, arg37_1), ((16, ), (64, )), ((1, ), (1, )), 'input')
        buf103 = buf97; del buf97  # reuse
        # [Provenance debug handles] cpp_fused__to_copy_expand_index_mul_view_1:66
        cpp_fused__to_copy_expand_index_mul_view_1(buf102, arg38_1, arg37_1, buf103)
        del arg37_1
        del arg38_1
        buf104 = reinterpret_tensor(buf62, (16, 64), (64, 1), 0); del buf62  # reuse
        # Topologically Sorted Source Nodes: [transpose_7, reshape_3, y_10, t_10], Original ATen: [aten.transpose, aten.view, aten.t, aten.mm]
        # [Provenance debug handles] extern_kernels.mm:67
        extern_kernels.mm(reinterpret_tensor(buf64, (16, 64), (64, 1), 0), reinterpret_tensor(buf103, (64, 64), (1, 64), 0), out=buf104)
        del buf103
        assert_size_stride(arg39_1, (64, ), (1, ), 'input')
        buf105 = reinterpret_tensor(buf26, (1, 16, 64), (1024, 64, 1), 0); del buf26  # reuse
        buf106 = buf45; del buf45  # reuse
        buf111 = reinterpret_tensor(buf64, (1, 16, 64), (1024, 64, 1), 0); del buf64  # reuse
        assert_size_stride(arg40_1, (128, 32), (32, 1), 'input')
        buf107 = reinterpret_tensor(buf102, (128, 32), (32, 1), 0); del buf102  # reuse
        buf108 = reinterpret_tensor(buf96, (128, 32), (32, 1), 0); del buf96  # reuse
        # [Provenance debug handles] cpp_fused___rshift____unsafe_view_add_bitwise_and_embedding_mean_mul_pow_rsqrt_11:68
        cpp_fused___rshift____unsafe_view_add_bitwise_and_embedding_mean_mul_pow_rsqrt_11(buf105, arg0_1, arg1_1, buf44, buf104, arg39_1, arg40_1, buf106, buf111, buf107, buf108)
        del arg0_1
        del arg39_1
        del arg40_1
        del buf104
        del buf106
        del buf44
        # Unsorted Source Nodes: [invoke_quant_packed_11], Original ATen: [aten.stack, aten.__rshift__, aten.bitwise_and]
        # [Provenance debug handles] torch.ops.aten.cat.default:69
        buf109 = torch.ops.aten.cat.default([reinterpret_tensor(buf107, (128, 32, 1), (32, 1, 0), 0), reinterpret_tensor(buf108, (128, 32, 1), (32, 1, 0), 0)], -1)
        assert_tensor_metadata(buf109, (128, 32, 2), (64, 2, 1), torch.uint8, 'torch.ops.aten.cat.default')
        assert_alignment(buf109, 16, 'torch.ops.aten.cat.default')
        del buf107
        del buf108
        assert_size_stride_grouped((arg42_1, arg41_1), ((16, ), (128, )), ((1, ), (1, )), 'input')
        buf110 = empty_strided_cpu((128, 64), (64, 1), torch.float32)
        # [Provenance debug handles] cpp_fused__to_copy_expand_index_mul_view_4:70
        cpp_fused__to_copy_expand_index_mul_view_4(buf109, arg42_1, arg41_1, buf110)
        del arg41_1
        del arg42_1
        del buf109
        buf112 = reinterpret_tensor(buf43, (16, 128), (128, 1), 0); del buf43  # reuse
        # Topologically Sorted Source Nodes: [pow_5, variance_3, add_11, rsqrt_3, hidden_states_7, forwarded_states_1, y_11, t_11], Original ATen: [aten.pow, aten.mean, aten.add, aten.rsqrt, aten.mul, aten.view, aten.t, aten.mm]
        # [Provenance debug handles] extern_kernels.mm:71
        extern_kernels.mm(reinterpret_tensor(buf111, (16, 64), (64, 1), 0), reinterpret_tensor(buf110, (64, 128), (1, 64), 0), out=buf112)
        del buf110
        assert_size_stride(arg43_1, (128, 32), (32, 1), 'input')
        buf113 = empty_strided_cpu((128, 32), (32, 1), torch.uint8)
        buf114 = empty_strided_cpu((128, 32), (32, 1), torch.uint8)
        # [Provenance debug handles] cpp_fused___rshift___bitwise_and_5:72
        cpp_fused___rshift___bitwise_and_5(arg43_1, buf113, buf114)
        del arg43_1
        # Unsorted Source Nodes: [invoke_quant_packed_12], Original ATen: [aten.stack, aten.__rshift__, aten.bitwise_and]
        # [Provenance debug handles] torch.ops.aten.cat.default:73
        buf115 = torch.ops.aten.cat.default([reinterpret_tensor(buf113, (128, 32, 1), (32, 1, 0), 0), reinterpret_tensor(buf114, (128, 32, 1), (32, 1, 0), 0)], -1)
        assert_tensor_metadata(buf115, (128, 32, 2), (64, 2, 1), torch.uint8, 'torch.ops.aten.cat.default')
        assert_alignment(buf115, 16, 'torch.ops.aten.cat.default')
        del buf113
        del buf114
        assert_size_stride_grouped((arg45_1, arg44_1), ((16, ), (128, )), ((1, ), (1, )), 'input')
        buf116 = empty_strided_cpu((128, 64), (64, 1), torch.float32)
        # [Provenance debug handles] cpp_fused__to_copy_expand_index_mul_view_4:74
        cpp_fused__to_copy_expand_index_mul_view_4(buf115, arg45_1, arg44_1, buf116)
        del arg44_1
        del arg45_1
        del buf115
        buf117 = empty_strided_cpu((16, 128), (128, 1), torch.float32)
        # Topologically Sorted Source Nodes: [y_12, t_12], Original ATen: [aten.view, aten.t, aten.mm]
        # [Provenance debug handles] extern_kernels.mm:75
        extern_kernels.mm(reinterpret_tensor(buf111, (16, 64), (64, 1), 0), reinterpret_tensor(buf116, (64, 128), (1, 64), 0), out=buf117)
        del buf116
        buf122 = reinterpret_tensor(buf112, (1, 16, 128), (2048, 128, 1), 0); del buf112  # reuse
        assert_size_stride(arg46_1, (64, 64), (64, 1), 'input')
        buf118 = empty_strided_cpu((64, 64), (64, 1), torch.uint8)
        buf119 = empty_strided_cpu((64, 64), (64, 1), torch.uint8)
        # [Provenance debug handles] cpp_fused___rshift____unsafe_view_add_bitwise_and_mul_pow_tanh_6:76
        cpp_fused___rshift____unsafe_view_add_bitwise_and_mul_pow_tanh_6(buf122, buf117, arg46_1, buf118, buf119)
        del arg46_1
        del buf117
        # Unsorted Source Nodes: [invoke_quant_packed_13], Original ATen: [aten.stack, aten.__rshift__, aten.bitwise_and]
        # [Provenance debug handles] torch.ops.aten.cat.default:77
        buf120 = torch.ops.aten.cat.default([reinterpret_tensor(buf118, (64, 64, 1), (64, 1, 0), 0), reinterpret_tensor(buf119, (64, 64, 1), (64, 1, 0), 0)], -1)
        assert_tensor_metadata(buf120, (64, 64, 2), (128, 2, 1), torch.uint8, 'torch.ops.aten.cat.default')
        assert_alignment(buf120, 16, 'torch.ops.aten.cat.default')
        del buf118
        del buf119
        assert_size_stride_grouped((arg48_1, arg47_1), ((16, ), (128, )), ((1, ), (1, )), 'input')
        buf121 = empty_strided_cpu((64, 128), (128, 1), torch.float32)
        # [Provenance debug handles] cpp_fused__to_copy_expand_index_mul_view_4:78
        cpp_fused__to_copy_expand_index_mul_view_4(buf120, arg48_1, arg47_1, buf121)
        del arg47_1
        del arg48_1
        del buf120
        buf123 = reinterpret_tensor(buf111, (16, 64), (64, 1), 0); del buf111  # reuse
        # Topologically Sorted Source Nodes: [y_11, mul_15, pow_6, mul_16, add_12, mul_17, tanh_1, add_13, hidden_gelu_1, y_12, hidden_states_8, y_13, t_13], Original ATen: [aten._unsafe_view, aten.mul, aten.pow, aten.add, aten.tanh, aten.view, aten.t, aten.mm]
        # [Provenance debug handles] extern_kernels.mm:79
        extern_kernels.mm(reinterpret_tensor(buf122, (16, 128), (128, 1), 0), reinterpret_tensor(buf121, (128, 64), (1, 128), 0), out=buf123)
        del buf121
        del buf122
        assert_size_stride(arg49_1, (64, ), (1, ), 'input')
        buf124 = empty_strided_cpu((1, 16, 1), (16, 1, 16), torch.float32)
        buf129 = buf105; del buf105  # reuse
        assert_size_stride(arg69_1, (64, 32), (32, 1), 'input')
        buf125 = empty_strided_cpu((64, 32), (32, 1), torch.uint8)
        buf126 = empty_strided_cpu((64, 32), (32, 1), torch.uint8)
        # [Provenance debug handles] cpp_fused___rshift____unsafe_view_add_bitwise_and_mean_mul_pow_rsqrt_12:80
        cpp_fused___rshift____unsafe_view_add_bitwise_and_mean_mul_pow_rsqrt_12(buf129, buf123, arg49_1, arg69_1, buf124, buf125, buf126)
        del arg49_1
        del arg69_1
        del buf124
        # Unsorted Source Nodes: [invoke_quant_packed_19], Original ATen: [aten.stack, aten.__rshift__, aten.bitwise_and]
        # [Provenance debug handles] torch.ops.aten.cat.default:81
        buf127 = torch.ops.aten.cat.default([reinterpret_tensor(buf125, (64, 32, 1), (32, 1, 0), 0), reinterpret_tensor(buf126, (64, 32, 1), (32, 1, 0), 0)], -1)
        assert_tensor_metadata(buf127, (64, 32, 2), (64, 2, 1), torch.uint8, 'torch.ops.aten.cat.default')
        assert_alignment(buf127, 16, 'torch.ops.aten.cat.default')
        assert_size_stride_grouped((arg71_1, arg70_1), ((16, ), (64, )), ((1, ), (1, )), 'input')
        buf128 = empty_strided_cpu((64, 64), (64, 1), torch.float32)
        # [Provenance debug handles] cpp_fused__to_copy_expand_index_mul_view_1:82
        cpp_fused__to_copy_expand_index_mul_view_1(buf127, arg71_1, arg70_1, buf128)
        del arg70_1
        del arg71_1
        del buf127
        buf130 = buf123; del buf123  # reuse
        # Topologically Sorted Source Nodes: [y_13, hidden_states_10, pow_7, variance_4, add_15, rsqrt_4, hidden_states_11, hidden_states_12, y_19, t_19], Original ATen: [aten._unsafe_view, aten.add, aten.pow, aten.mean, aten.rsqrt, aten.mul, aten.view, aten.t, aten.mm]
        # [Provenance debug handles] extern_kernels.mm:83
        extern_kernels.mm(reinterpret_tensor(buf129, (16, 64), (64, 1), 0), reinterpret_tensor(buf128, (64, 64), (1, 64), 0), out=buf130)
        assert_size_stride(arg72_1, (64, 32), (32, 1), 'input')
        buf131 = buf126; del buf126  # reuse
        buf132 = buf125; del buf125  # reuse
        # [Provenance debug handles] cpp_fused___rshift___bitwise_and_2:84
        cpp_fused___rshift___bitwise_and_2(arg72_1, buf131, buf132)
        del arg72_1
        # Unsorted Source Nodes: [invoke_quant_packed_20], Original ATen: [aten.stack, aten.__rshift__, aten.bitwise_and]
        # [Provenance debug handles] torch.ops.aten.cat.default:85
        buf133 = torch.ops.aten.cat.default([reinterpret_tensor(buf131, (64, 32, 1), (32, 1, 0), 0), reinterpret_tensor(buf132, (64, 32, 1), (32, 1, 0), 0)], -1)
        assert_tensor_metadata(buf133, (64, 32, 2), (64, 2, 1), torch.uint8, 'torch.ops.aten.cat.default')
        assert_alignment(buf133, 16, 'torch.ops.aten.cat.default')
        assert_size_stride_grouped((arg74_1, arg73_1), ((16, ), (64, )), ((1, ), (1, )), 'input')
        buf134 = buf128; del buf128  # reuse
        # [Provenance debug handles] cpp_fused__to_copy_expand_index_mul_view_1:86
        cpp_fused__to_copy_expand_index_mul_view_1(buf133, arg74_1, arg73_1, buf134)
        del arg73_1
        del arg74_1
        buf135 = empty_strided_cpu((16, 64), (64, 1), torch.float32)
        # Topologically Sorted Source Nodes: [y_20, t_20], Original ATen: [aten.view, aten.t, aten.mm]
        # [Provenance debug handles] extern_kernels.mm:87
        extern_kernels.mm(reinterpret_tensor(buf129, (16, 64), (64, 1), 0), reinterpret_tensor(buf134, (64, 64), (1, 64), 0), out=buf135)
        # Topologically Sorted Source Nodes: [y_18, view_10, query_states_3, y_19, view_11, key_states_3, y_20, view_12, value_states_3, position_bias, attn_output_12], Original ATen: [aten._unsafe_view, aten.view, aten.transpose, aten.zeros, aten._scaled_dot_product_flash_attention_for_cpu]
        # [Provenance debug handles] torch.ops.aten._scaled_dot_product_flash_attention_for_cpu.default:88
        buf137 = torch.ops.aten._scaled_dot_product_flash_attention_for_cpu.default(reinterpret_tensor(buf99, (1, 4, 8, 16), (512, 16, 64, 1), 0), reinterpret_tensor(buf130, (1, 4, 16, 16), (1024, 16, 64, 1), 0), reinterpret_tensor(buf135, (1, 4, 16, 16), (1024, 16, 64, 1), 0), attn_mask=buf136, scale=1.0)
        del buf130
        del buf136
        buf138 = buf137[0]
        assert_tensor_metadata(buf138, (1, 4, 8, 16), (512, 16, 64, 1), torch.float32, 'torch.ops.aten._scaled_dot_product_flash_attention_for_cpu.default')
        assert_alignment(buf138, 16, 'torch.ops.aten._scaled_dot_product_flash_attention_for_cpu.default')
        del buf137
        buf181 = empty_strided_cpu((1, 4, 8, 8), (256, 64, 8, 1), torch.float32)
        assert_size_stride(arg75_1, (64, 32), (32, 1), 'input')
        buf140 = buf132; del buf132  # reuse
        buf141 = buf131; del buf131  # reuse
        # [Provenance debug handles] cpp_fused___rshift____scaled_dot_product_flash_attention_for_cpu__to_copy__unsafe_view_add_arange_bitwise_and_clone_div_embedding_full_like_ge_log_lt_minimum_mul_neg_permute_scalar_tensor_sub_transpose_unsqueeze_view_where_zeros_like_13:89
        cpp_fused___rshift____scaled_dot_product_flash_attention_for_cpu__to_copy__unsafe_view_add_arange_bitwise_and_clone_div_embedding_full_like_ge_log_lt_minimum_mul_neg_permute_scalar_tensor_sub_transpose_unsqueeze_view_where_zeros_like_13(buf83, arg75_1, buf181, buf140, buf141)
        del arg75_1
        del buf83
        # Unsorted Source Nodes: [invoke_quant_packed_21], Original ATen: [aten.stack, aten.__rshift__, aten.bitwise_and]
        # [Provenance debug handles] torch.ops.aten.cat.default:90
        buf142 = torch.ops.aten.cat.default([reinterpret_tensor(buf140, (64, 32, 1), (32, 1, 0), 0), reinterpret_tensor(buf141, (64, 32, 1), (32, 1, 0), 0)], -1)
        assert_tensor_metadata(buf142, (64, 32, 2), (64, 2, 1), torch.uint8, 'torch.ops.aten.cat.default')
        assert_alignment(buf142, 16, 'torch.ops.aten.cat.default')
        del buf140
        del buf141
        assert_size_stride_grouped((arg77_1, arg76_1), ((16, ), (64, )), ((1, ), (1, )), 'input')
        buf143 = buf134; del buf134  # reuse
        # [Provenance debug handles] cpp_fused__to_copy_expand_index_mul_view_1:91
        cpp_fused__to_copy_expand_index_mul_view_1(buf142, arg77_1, arg76_1, buf143)
        del arg76_1
        del arg77_1
        buf144 = buf99; del buf99  # reuse
        # Topologically Sorted Source Nodes: [transpose_15, reshape_7, y_21, t_21], Original ATen: [aten.transpose, aten.view, aten.t, aten.mm]
        # [Provenance debug handles] extern_kernels.mm:92
        extern_kernels.mm(reinterpret_tensor(buf138, (8, 64), (64, 1), 0), reinterpret_tensor(buf143, (64, 64), (1, 64), 0), out=buf144)
        del buf143
        assert_size_stride(arg78_1, (64, ), (1, ), 'input')
        buf145 = empty_strided_cpu((1, 8, 1), (8, 1, 8), torch.float32)
        buf146 = reinterpret_tensor(buf138, (1, 8, 64), (512, 64, 1), 0); del buf138  # reuse
        assert_size_stride(arg79_1, (128, 32), (32, 1), 'input')
        buf147 = reinterpret_tensor(buf142, (128, 32), (32, 1), 0); del buf142  # reuse
        buf148 = reinterpret_tensor(buf133, (128, 32), (32, 1), 0); del buf133  # reuse
        # [Provenance debug handles] cpp_fused___rshift____unsafe_view_add_bitwise_and_embedding_mean_mul_pow_rsqrt_14:93
        cpp_fused___rshift____unsafe_view_add_bitwise_and_embedding_mean_mul_pow_rsqrt_14(arg50_1, arg1_1, buf92, buf144, arg78_1, arg79_1, buf145, buf146, buf147, buf148)
        del arg78_1
        del arg79_1
        del buf145
        # Unsorted Source Nodes: [invoke_quant_packed_22], Original ATen: [aten.stack, aten.__rshift__, aten.bitwise_and]
        # [Provenance debug handles] torch.ops.aten.cat.default:94
        buf149 = torch.ops.aten.cat.default([reinterpret_tensor(buf147, (128, 32, 1), (32, 1, 0), 0), reinterpret_tensor(buf148, (128, 32, 1), (32, 1, 0), 0)], -1)
        assert_tensor_metadata(buf149, (128, 32, 2), (64, 2, 1), torch.uint8, 'torch.ops.aten.cat.default')
        assert_alignment(buf149, 16, 'torch.ops.aten.cat.default')
        assert_size_stride_grouped((arg81_1, arg80_1), ((16, ), (128, )), ((1, ), (1, )), 'input')
        buf150 = empty_strided_cpu((128, 64), (64, 1), torch.float32)
        # [Provenance debug handles] cpp_fused__to_copy_expand_index_mul_view_4:95
        cpp_fused__to_copy_expand_index_mul_view_4(buf149, arg81_1, arg80_1, buf150)
        del arg80_1
        del arg81_1
        del buf149
        buf151 = reinterpret_tensor(buf135, (8, 128), (128, 1), 0); del buf135  # reuse
        # Topologically Sorted Source Nodes: [y_22, t_22], Original ATen: [aten.view, aten.t, aten.mm]
        # [Provenance debug handles] extern_kernels.mm:96
        extern_kernels.mm(reinterpret_tensor(buf146, (8, 64), (64, 1), 0), reinterpret_tensor(buf150, (64, 128), (1, 64), 0), out=buf151)
        assert_size_stride(arg82_1, (128, 32), (32, 1), 'input')
        buf152 = buf148; del buf148  # reuse
        buf153 = buf147; del buf147  # reuse
        # [Provenance debug handles] cpp_fused___rshift___bitwise_and_5:97
        cpp_fused___rshift___bitwise_and_5(arg82_1, buf152, buf153)
        del arg82_1
        # Unsorted Source Nodes: [invoke_quant_packed_23], Original ATen: [aten.stack, aten.__rshift__, aten.bitwise_and]
        # [Provenance debug handles] torch.ops.aten.cat.default:98
        buf154 = torch.ops.aten.cat.default([reinterpret_tensor(buf152, (128, 32, 1), (32, 1, 0), 0), reinterpret_tensor(buf153, (128, 32, 1), (32, 1, 0), 0)], -1)
        assert_tensor_metadata(buf154, (128, 32, 2), (64, 2, 1), torch.uint8, 'torch.ops.aten.cat.default')
        assert_alignment(buf154, 16, 'torch.ops.aten.cat.default')
        assert_size_stride_grouped((arg84_1, arg83_1), ((16, ), (128, )), ((1, ), (1, )), 'input')
        buf155 = buf150; del buf150  # reuse
        # [Provenance debug handles] cpp_fused__to_copy_expand_index_mul_view_4:99
        cpp_fused__to_copy_expand_index_mul_view_4(buf154, arg84_1, arg83_1, buf155)
        del arg83_1
        del arg84_1
        del buf154
        buf156 = empty_strided_cpu((8, 128), (128, 1), torch.float32)
        # Topologically Sorted Source Nodes: [y_23, t_23], Original ATen: [aten.view, aten.t, aten.mm]
        # [Provenance debug handles] extern_kernels.mm:100
        extern_kernels.mm(reinterpret_tensor(buf146, (8, 64), (64, 1), 0), reinterpret_tensor(buf155, (64, 128), (1, 64), 0), out=buf156)
        buf161 = reinterpret_tensor(buf151, (1, 8, 128), (1024, 128, 1), 0); del buf151  # reuse
        assert_size_stride(arg85_1, (64, 64), (64, 1), 'input')
        buf157 = reinterpret_tensor(buf153, (64, 64), (64, 1), 0); del buf153  # reuse
        buf158 = reinterpret_tensor(buf152, (64, 64), (64, 1), 0); del buf152  # reuse
        # [Provenance debug handles] cpp_fused___rshift____unsafe_view_add_bitwise_and_mul_pow_tanh_15:101
        cpp_fused___rshift____unsafe_view_add_bitwise_and_mul_pow_tanh_15(buf161, buf156, arg85_1, buf157, buf158)
        del arg85_1
        del buf156
        # Unsorted Source Nodes: [invoke_quant_packed_24], Original ATen: [aten.stack, aten.__rshift__, aten.bitwise_and]
        # [Provenance debug handles] torch.ops.aten.cat.default:102
        buf159 = torch.ops.aten.cat.default([reinterpret_tensor(buf157, (64, 64, 1), (64, 1, 0), 0), reinterpret_tensor(buf158, (64, 64, 1), (64, 1, 0), 0)], -1)
        assert_tensor_metadata(buf159, (64, 64, 2), (128, 2, 1), torch.uint8, 'torch.ops.aten.cat.default')
        assert_alignment(buf159, 16, 'torch.ops.aten.cat.default')
        del buf157
        del buf158
        assert_size_stride_grouped((arg87_1, arg86_1), ((16, ), (128, )), ((1, ), (1, )), 'input')
        buf160 = reinterpret_tensor(buf155, (64, 128), (128, 1), 0); del buf155  # reuse
        # [Provenance debug handles] cpp_fused__to_copy_expand_index_mul_view_4:103
        cpp_fused__to_copy_expand_index_mul_view_4(buf159, arg87_1, arg86_1, buf160)
        del arg86_1
        del arg87_1
        del buf159
        buf162 = reinterpret_tensor(buf146, (8, 64), (64, 1), 0); del buf146  # reuse
        # Topologically Sorted Source Nodes: [y_22, mul_29, pow_11, mul_30, add_24, mul_31, tanh_2, add_25, hidden_gelu_2, y_23, hidden_states_18, y_24, t_24], Original ATen: [aten._unsafe_view, aten.mul, aten.pow, aten.add, aten.tanh, aten.view, aten.t, aten.mm]
        # [Provenance debug handles] extern_kernels.mm:104
        extern_kernels.mm(reinterpret_tensor(buf161, (8, 128), (128, 1), 0), reinterpret_tensor(buf160, (128, 64), (1, 128), 0), out=buf162)
        del buf160
        assert_size_stride(arg88_1, (64, ), (1, ), 'input')
        buf163 = reinterpret_tensor(buf92, (1, 8, 64), (512, 64, 1), 0); del buf92  # reuse
        buf164 = empty_strided_cpu((1, 8, 1), (8, 1, 8), torch.float32)
        buf169 = empty_strided_cpu((1, 8, 64), (512, 64, 1), torch.float32)
        assert_size_stride(arg89_1, (64, 32), (32, 1), 'input')
        buf165 = empty_strided_cpu((64, 32), (32, 1), torch.uint8)
        buf166 = empty_strided_cpu((64, 32), (32, 1), torch.uint8)
        # [Provenance debug handles] cpp_fused___rshift____unsafe_view_add_bitwise_and_embedding_mean_mul_pow_rsqrt_16:105
        cpp_fused___rshift____unsafe_view_add_bitwise_and_embedding_mean_mul_pow_rsqrt_16(buf163, arg50_1, arg1_1, buf144, buf162, arg88_1, arg89_1, buf164, buf169, buf165, buf166)
        del arg50_1
        del arg88_1
        del arg89_1
        # Unsorted Source Nodes: [invoke_quant_packed_25], Original ATen: [aten.stack, aten.__rshift__, aten.bitwise_and]
        # [Provenance debug handles] torch.ops.aten.cat.default:106
        buf167 = torch.ops.aten.cat.default([reinterpret_tensor(buf165, (64, 32, 1), (32, 1, 0), 0), reinterpret_tensor(buf166, (64, 32, 1), (32, 1, 0), 0)], -1)
        assert_tensor_metadata(buf167, (64, 32, 2), (64, 2, 1), torch.uint8, 'torch.ops.aten.cat.default')
        assert_alignment(buf167, 16, 'torch.ops.aten.cat.default')
        assert_size_stride_grouped((arg91_1, arg90_1), ((16, ), (64, )), ((1, ), (1, )), 'input')
        buf168 = empty_strided_cpu((64, 64), (64, 1), torch.float32)
        # [Provenance debug handles] cpp_fused__to_copy_expand_index_mul_view_1:107
        cpp_fused__to_copy_expand_index_mul_view_1(buf167, arg91_1, arg90_1, buf168)
        del arg90_1
        del arg91_1
        del buf167
        buf170 = buf162; del buf162  # reuse
        # Topologically Sorted Source Nodes: [pow_12, variance_8, add_27, rsqrt_8, hidden_states_21, normed_hidden_states_4, y_25, t_25], Original ATen: [aten.pow, aten.mean, aten.add, aten.rsqrt, aten.mul, aten.view, aten.t, aten.mm]
        # [Provenance debug handles] extern_kernels.mm:108
        extern_kernels.mm(reinterpret_tensor(buf169, (8, 64), (64, 1), 0), reinterpret_tensor(buf168, (64, 64), (1, 64), 0), out=buf170)
        assert_size_stride(arg92_1, (64, 32), (32, 1), 'input')
        buf171 = buf166; del buf166  # reuse
        buf172 = buf165; del buf165  # reuse
        # [Provenance debug handles] cpp_fused___rshift___bitwise_and_2:109
        cpp_fused___rshift___bitwise_and_2(arg92_1, buf171, buf172)
        del arg92_1
        # Unsorted Source Nodes: [invoke_quant_packed_26], Original ATen: [aten.stack, aten.__rshift__, aten.bitwise_and]
        # [Provenance debug handles] torch.ops.aten.cat.default:110
        buf173 = torch.ops.aten.cat.default([reinterpret_tensor(buf171, (64, 32, 1), (32, 1, 0), 0), reinterpret_tensor(buf172, (64, 32, 1), (32, 1, 0), 0)], -1)
        assert_tensor_metadata(buf173, (64, 32, 2), (64, 2, 1), torch.uint8, 'torch.ops.aten.cat.default')
        assert_alignment(buf173, 16, 'torch.ops.aten.cat.default')
        assert_size_stride_grouped((arg94_1, arg93_1), ((16, ), (64, )), ((1, ), (1, )), 'input')
        buf174 = buf168; del buf168  # reuse
        # [Provenance debug handles] cpp_fused__to_copy_expand_index_mul_view_1:111
        cpp_fused__to_copy_expand_index_mul_view_1(buf173, arg94_1, arg93_1, buf174)
        del arg93_1
        del arg94_1
        del buf173
        buf175 = buf144; del buf144  # reuse
        # Topologically Sorted Source Nodes: [y_26, t_26], Original ATen: [aten.view, aten.t, aten.mm]
        # [Provenance debug handles] extern_kernels.mm:112
        extern_kernels.mm(reinterpret_tensor(buf169, (8, 64), (64, 1), 0), reinterpret_tensor(buf174, (64, 64), (1, 64), 0), out=buf175)
        assert_size_stride(arg95_1, (64, 32), (32, 1), 'input')
        buf176 = buf172; del buf172  # reuse
        buf177 = buf171; del buf171  # reuse
        # [Provenance debug handles] cpp_fused___rshift___bitwise_and_2:113
        cpp_fused___rshift___bitwise_and_2(arg95_1, buf176, buf177)
        del arg95_1
        # Unsorted Source Nodes: [invoke_quant_packed_27], Original ATen: [aten.stack, aten.__rshift__, aten.bitwise_and]
        # [Provenance debug handles] torch.ops.aten.cat.default:114
        buf178 = torch.ops.aten.cat.default([reinterpret_tensor(buf176, (64, 32, 1), (32, 1, 0), 0), reinterpret_tensor(buf177, (64, 32, 1), (32, 1, 0), 0)], -1)
        assert_tensor_metadata(buf178, (64, 32, 2), (64, 2, 1), torch.uint8, 'torch.ops.aten.cat.default')
        assert_alignment(buf178, 16, 'torch.ops.aten.cat.default')
        assert_size_stride_grouped((arg97_1, arg96_1), ((16, ), (64, )), ((1, ), (1, )), 'input')
        buf179 = buf174; del buf174  # reuse
        # [Provenance debug handles] cpp_fused__to_copy_expand_index_mul_view_1:115
        cpp_fused__to_copy_expand_index_mul_view_1(buf178, arg97_1, arg96_1, buf179)
        del arg96_1
        del arg97_1
        del buf178
        buf180 = empty_strided_cpu((8, 64), (64, 1), torch.float32)
        # Topologically Sorted Source Nodes: [y_27, t_27], Original ATen: [aten.view, aten.t, aten.mm]
        # [Provenance debug handles] extern_kernels.mm:116
        extern_kernels.mm(reinterpret_tensor(buf169, (8, 64), (64, 1), 0), reinterpret_tensor(buf179, (64, 64), (1, 64), 0), out=buf180)
        del buf169
        # Topologically Sorted Source Nodes: [arange_3, memory_position_1, arange_2, context_position_1, relative_position_2, zeros_like, min_2, relative_position_3, is_small_1, float_2, truediv_2, log_1, truediv_3, mul_24, to_8, relative_position_if_large_2, full_like_1, relative_position_if_large_3, relative_buckets_2, values_2, permute_1, values_3, y_25, view_13, query_states_4, y_26, view_14, key_states_4, y_27, view_15, value_states_4, arange_6, getitem_34, arange_7, getitem_35, causal_mask_2, causal_mask_3, position_bias_mask_1, attention_mask_4, attn_output_16], Original ATen: [aten.arange, aten.unsqueeze, aten.add, aten.sub, aten.zeros_like, aten.minimum, aten.neg, aten.lt, aten._to_copy, aten.div, aten.log, aten.mul, aten.full_like, aten.embedding, aten.permute, aten._unsafe_view, aten.view, aten.transpose, aten.ge, aten.scalar_tensor, aten.where, aten.clone, aten._scaled_dot_product_flash_attention_for_cpu]
        # [Provenance debug handles] torch.ops.aten._scaled_dot_product_flash_attention_for_cpu.default:117
        buf182 = torch.ops.aten._scaled_dot_product_flash_attention_for_cpu.default(reinterpret_tensor(buf170, (1, 4, 8, 16), (512, 16, 64, 1), 0), reinterpret_tensor(buf175, (1, 4, 8, 16), (512, 16, 64, 1), 0), reinterpret_tensor(buf180, (1, 4, 8, 16), (512, 16, 64, 1), 0), attn_mask=buf181, scale=1.0)
        del buf181
        buf183 = buf182[0]
        assert_tensor_metadata(buf183, (1, 4, 8, 16), (512, 16, 64, 1), torch.float32, 'torch.ops.aten._scaled_dot_product_flash_attention_for_cpu.default')
        assert_alignment(buf183, 16, 'torch.ops.aten._scaled_dot_product_flash_attention_for_cpu.default')
        del buf182
        buf207 = reinterpret_tensor(buf180, (1, 4, 8, 16), (512, 128, 16, 1), 0); del buf180  # reuse
        assert_size_stride(arg98_1, (64, 32), (32, 1), 'input')
        buf185 = buf177; del buf177  # reuse
        buf186 = buf176; del buf176  # reuse
        # [Provenance debug handles] cpp_fused___rshift____scaled_dot_product_flash_attention_for_cpu__unsafe_view_bitwise_and_transpose_view_zeros_9:118
        cpp_fused___rshift____scaled_dot_product_flash_attention_for_cpu__unsafe_view_bitwise_and_transpose_view_zeros_9(arg98_1, buf207, buf185, buf186)
        del arg98_1
        # Unsorted Source Nodes: [invoke_quant_packed_28], Original ATen: [aten.stack, aten.__rshift__, aten.bitwise_and]
        # [Provenance debug handles] torch.ops.aten.cat.default:119
        buf187 = torch.ops.aten.cat.default([reinterpret_tensor(buf185, (64, 32, 1), (32, 1, 0), 0), reinterpret_tensor(buf186, (64, 32, 1), (32, 1, 0), 0)], -1)
        assert_tensor_metadata(buf187, (64, 32, 2), (64, 2, 1), torch.uint8, 'torch.ops.aten.cat.default')
        assert_alignment(buf187, 16, 'torch.ops.aten.cat.default')
        assert_size_stride_grouped((arg100_1, arg99_1), ((16, ), (64, )), ((1, ), (1, )), 'input')
        buf188 = buf179; del buf179  # reuse
        # [Provenance debug handles] cpp_fused__to_copy_expand_index_mul_view_1:120
        cpp_fused__to_copy_expand_index_mul_view_1(buf187, arg100_1, arg99_1, buf188)
        del arg100_1
        del arg99_1
        del buf187
        buf189 = buf175; del buf175  # reuse
        # Topologically Sorted Source Nodes: [transpose_19, reshape_9, y_28, t_28], Original ATen: [aten.transpose, aten.view, aten.t, aten.mm]
        # [Provenance debug handles] extern_kernels.mm:121
        extern_kernels.mm(reinterpret_tensor(buf183, (8, 64), (64, 1), 0), reinterpret_tensor(buf188, (64, 64), (1, 64), 0), out=buf189)
        assert_size_stride(arg101_1, (64, ), (1, ), 'input')
        buf190 = buf164; del buf164  # reuse
        buf195 = reinterpret_tensor(buf183, (1, 8, 64), (512, 64, 1), 0); del buf183  # reuse
        assert_size_stride(arg102_1, (64, 32), (32, 1), 'input')
        buf191 = buf186; del buf186  # reuse
        buf192 = buf185; del buf185  # reuse
        # [Provenance debug handles] cpp_fused___rshift____unsafe_view_add_bitwise_and_mean_mul_pow_rsqrt_17:122
        cpp_fused___rshift____unsafe_view_add_bitwise_and_mean_mul_pow_rsqrt_17(buf163, buf189, arg101_1, arg102_1, buf190, buf195, buf191, buf192)
        del arg101_1
        del arg102_1
        # Unsorted Source Nodes: [invoke_quant_packed_29], Original ATen: [aten.stack, aten.__rshift__, aten.bitwise_and]
        # [Provenance debug handles] torch.ops.aten.cat.default:123
        buf193 = torch.ops.aten.cat.default([reinterpret_tensor(buf191, (64, 32, 1), (32, 1, 0), 0), reinterpret_tensor(buf192, (64, 32, 1), (32, 1, 0), 0)], -1)
        assert_tensor_metadata(buf193, (64, 32, 2), (64, 2, 1), torch.uint8, 'torch.ops.aten.cat.default')
        assert_alignment(buf193, 16, 'torch.ops.aten.cat.default')
        assert_size_stride_grouped((arg104_1, arg103_1), ((16, ), (64, )), ((1, ), (1, )), 'input')
        buf194 = buf188; del buf188  # reuse
        # [Provenance debug handles] cpp_fused__to_copy_expand_index_mul_view_1:124
        cpp_fused__to_copy_expand_index_mul_view_1(buf193, arg104_1, arg103_1, buf194)
        del arg103_1
        del arg104_1
        del buf193
        buf196 = buf170; del buf170  # reuse
        # Topologically Sorted Source Nodes: [y_28, attention_output_3, pow_13, variance_9, add_29, rsqrt_9, hidden_states_22, normed_hidden_states_5, y_29, t_29], Original ATen: [aten._unsafe_view, aten.add, aten.pow, aten.mean, aten.rsqrt, aten.mul, aten.view, aten.t, aten.mm]
        # [Provenance debug handles] extern_kernels.mm:125
        extern_kernels.mm(reinterpret_tensor(buf195, (8, 64), (64, 1), 0), reinterpret_tensor(buf194, (64, 64), (1, 64), 0), out=buf196)
        del buf195
        assert_size_stride(arg105_1, (64, 32), (32, 1), 'input')
        buf197 = buf192; del buf192  # reuse
        buf198 = buf191; del buf191  # reuse
        # [Provenance debug handles] cpp_fused___rshift___bitwise_and_2:126
        cpp_fused___rshift___bitwise_and_2(arg105_1, buf197, buf198)
        del arg105_1
        # Unsorted Source Nodes: [invoke_quant_packed_30], Original ATen: [aten.stack, aten.__rshift__, aten.bitwise_and]
        # [Provenance debug handles] torch.ops.aten.cat.default:127
        buf199 = torch.ops.aten.cat.default([reinterpret_tensor(buf197, (64, 32, 1), (32, 1, 0), 0), reinterpret_tensor(buf198, (64, 32, 1), (32, 1, 0), 0)], -1)
        assert_tensor_metadata(buf199, (64, 32, 2), (64, 2, 1), torch.uint8, 'torch.ops.aten.cat.default')
        assert_alignment(buf199, 16, 'torch.ops.aten.cat.default')
        assert_size_stride_grouped((arg107_1, arg106_1), ((16, ), (64, )), ((1, ), (1, )), 'input')
        buf200 = buf194; del buf194  # reuse
        # [Provenance debug handles] cpp_fused__to_copy_expand_index_mul_view_1:128
        cpp_fused__to_copy_expand_index_mul_view_1(buf199, arg107_1, arg106_1, buf200)
        del arg106_1
        del arg107_1
        del buf199
        buf201 = reinterpret_tensor(buf161, (16, 64), (64, 1), 0); del buf161  # reuse
        # Topologically Sorted Source Nodes: [y_30, t_30], Original ATen: [aten.view, aten.t, aten.mm]
        # [Provenance debug handles] extern_kernels.mm:129
        extern_kernels.mm(reinterpret_tensor(buf129, (16, 64), (64, 1), 0), reinterpret_tensor(buf200, (64, 64), (1, 64), 0), out=buf201)
        assert_size_stride(arg108_1, (64, 32), (32, 1), 'input')
        buf202 = buf198; del buf198  # reuse
        buf203 = buf197; del buf197  # reuse
        # [Provenance debug handles] cpp_fused___rshift___bitwise_and_2:130
        cpp_fused___rshift___bitwise_and_2(arg108_1, buf202, buf203)
        del arg108_1
        # Unsorted Source Nodes: [invoke_quant_packed_31], Original ATen: [aten.stack, aten.__rshift__, aten.bitwise_and]
        # [Provenance debug handles] torch.ops.aten.cat.default:131
        buf204 = torch.ops.aten.cat.default([reinterpret_tensor(buf202, (64, 32, 1), (32, 1, 0), 0), reinterpret_tensor(buf203, (64, 32, 1), (32, 1, 0), 0)], -1)
        assert_tensor_metadata(buf204, (64, 32, 2), (64, 2, 1), torch.uint8, 'torch.ops.aten.cat.default')
        assert_alignment(buf204, 16, 'torch.ops.aten.cat.default')
        assert_size_stride_grouped((arg110_1, arg109_1), ((16, ), (64, )), ((1, ), (1, )), 'input')
        buf205 = buf200; del buf200  # reuse
        # [Provenance debug handles] cpp_fused__to_copy_expand_index_mul_view_1:132
        cpp_fused__to_copy_expand_index_mul_view_1(buf204, arg110_1, arg109_1, buf205)
        del arg109_1
        del arg110_1
        buf206 = empty_strided_cpu((16, 64), (64, 1), torch.float32)
        # Topologically Sorted Source Nodes: [y_31, t_31], Original ATen: [aten.view, aten.t, aten.mm]
        # [Provenance debug handles] extern_kernels.mm:133
        extern_kernels.mm(reinterpret_tensor(buf129, (16, 64), (64, 1), 0), reinterpret_tensor(buf205, (64, 64), (1, 64), 0), out=buf206)
        del buf129
        # Topologically Sorted Source Nodes: [position_bias, y_29, view_17, query_states_5, y_30, view_18, key_states_5, y_31, view_19, value_states_5, attn_output_20], Original ATen: [aten.zeros, aten._unsafe_view, aten.view, aten.transpose, aten._scaled_dot_product_flash_attention_for_cpu]
        # [Provenance debug handles] torch.ops.aten._scaled_dot_product_flash_attention_for_cpu.default:134
        buf208 = torch.ops.aten._scaled_dot_product_flash_attention_for_cpu.default(reinterpret_tensor(buf196, (1, 4, 8, 16), (512, 16, 64, 1), 0), reinterpret_tensor(buf201, (1, 4, 16, 16), (1024, 16, 64, 1), 0), reinterpret_tensor(buf206, (1, 4, 16, 16), (1024, 16, 64, 1), 0), attn_mask=buf207, scale=1.0)
        del buf196
        del buf201
        buf209 = buf208[0]
        assert_tensor_metadata(buf209, (1, 4, 8, 16), (512, 16, 64, 1), torch.float32, 'torch.ops.aten._scaled_dot_product_flash_attention_for_cpu.default')
        assert_alignment(buf209, 16, 'torch.ops.aten._scaled_dot_product_flash_attention_for_cpu.default')
        del buf208
        assert_size_stride(arg111_1, (64, 32), (32, 1), 'input')
        buf211 = buf203; del buf203  # reuse
        buf212 = buf202; del buf202  # reuse
        # [Provenance debug handles] cpp_fused___rshift___bitwise_and_2:135
        cpp_fused___rshift___bitwise_and_2(arg111_1, buf211, buf212)
        del arg111_1
        # Unsorted Source Nodes: [invoke_quant_packed_32], Original ATen: [aten.stack, aten.__rshift__, aten.bitwise_and]
        # [Provenance debug handles] torch.ops.aten.cat.default:136
        buf213 = torch.ops.aten.cat.default([reinterpret_tensor(buf211, (64, 32, 1), (32, 1, 0), 0), reinterpret_tensor(buf212, (64, 32, 1), (32, 1, 0), 0)], -1)
        assert_tensor_metadata(buf213, (64, 32, 2), (64, 2, 1), torch.uint8, 'torch.ops.aten.cat.default')
        assert_alignment(buf213, 16, 'torch.ops.aten.cat.default')
        del buf211
        del buf212
        assert_size_stride_grouped((arg113_1, arg112_1), ((16, ), (64, )), ((1, ), (1, )), 'input')
        buf214 = buf205; del buf205  # reuse
        # [Provenance debug handles] cpp_fused__to_copy_expand_index_mul_view_1:137
        cpp_fused__to_copy_expand_index_mul_view_1(buf213, arg113_1, arg112_1, buf214)
        del arg112_1
        del arg113_1
        buf215 = reinterpret_tensor(buf207, (8, 64), (64, 1), 0); del buf207  # reuse
        # Topologically Sorted Source Nodes: [transpose_23, reshape_11, y_32, t_32], Original ATen: [aten.transpose, aten.view, aten.t, aten.mm]
        # [Provenance debug handles] extern_kernels.mm:138
        extern_kernels.mm(reinterpret_tensor(buf209, (8, 64), (64, 1), 0), reinterpret_tensor(buf214, (64, 64), (1, 64), 0), out=buf215)
        del buf214
        assert_size_stride(arg114_1, (64, ), (1, ), 'input')
        buf216 = buf190; del buf190  # reuse
        buf217 = reinterpret_tensor(buf209, (1, 8, 64), (512, 64, 1), 0); del buf209  # reuse
        assert_size_stride(arg115_1, (128, 32), (32, 1), 'input')
        buf218 = reinterpret_tensor(buf213, (128, 32), (32, 1), 0); del buf213  # reuse
        buf219 = reinterpret_tensor(buf204, (128, 32), (32, 1), 0); del buf204  # reuse
        # [Provenance debug handles] cpp_fused___rshift____unsafe_view_add_bitwise_and_mean_mul_pow_rsqrt_18:139
        cpp_fused___rshift____unsafe_view_add_bitwise_and_mean_mul_pow_rsqrt_18(buf163, buf189, buf215, arg114_1, arg115_1, buf216, buf217, buf218, buf219)
        del arg114_1
        del arg115_1
        # Unsorted Source Nodes: [invoke_quant_packed_33], Original ATen: [aten.stack, aten.__rshift__, aten.bitwise_and]
        # [Provenance debug handles] torch.ops.aten.cat.default:140
        buf220 = torch.ops.aten.cat.default([reinterpret_tensor(buf218, (128, 32, 1), (32, 1, 0), 0), reinterpret_tensor(buf219, (128, 32, 1), (32, 1, 0), 0)], -1)
        assert_tensor_metadata(buf220, (128, 32, 2), (64, 2, 1), torch.uint8, 'torch.ops.aten.cat.default')
        assert_alignment(buf220, 16, 'torch.ops.aten.cat.default')
        assert_size_stride_grouped((arg117_1, arg116_1), ((16, ), (128, )), ((1, ), (1, )), 'input')
        buf221 = empty_strided_cpu((128, 64), (64, 1), torch.float32)
        # [Provenance debug handles] cpp_fused__to_copy_expand_index_mul_view_4:141
        cpp_fused__to_copy_expand_index_mul_view_4(buf220, arg117_1, arg116_1, buf221)
        del arg116_1
        del arg117_1
        del buf220
        buf222 = reinterpret_tensor(buf206, (8, 128), (128, 1), 0); del buf206  # reuse
        # Topologically Sorted Source Nodes: [y_33, t_33], Original ATen: [aten.view, aten.t, aten.mm]
        # [Provenance debug handles] extern_kernels.mm:142
        extern_kernels.mm(reinterpret_tensor(buf217, (8, 64), (64, 1), 0), reinterpret_tensor(buf221, (64, 128), (1, 64), 0), out=buf222)
        assert_size_stride(arg118_1, (128, 32), (32, 1), 'input')
        buf223 = buf219; del buf219  # reuse
        buf224 = buf218; del buf218  # reuse
        # [Provenance debug handles] cpp_fused___rshift___bitwise_and_5:143
        cpp_fused___rshift___bitwise_and_5(arg118_1, buf223, buf224)
        del arg118_1
        # Unsorted Source Nodes: [invoke_quant_packed_34], Original ATen: [aten.stack, aten.__rshift__, aten.bitwise_and]
        # [Provenance debug handles] torch.ops.aten.cat.default:144
        buf225 = torch.ops.aten.cat.default([reinterpret_tensor(buf223, (128, 32, 1), (32, 1, 0), 0), reinterpret_tensor(buf224, (128, 32, 1), (32, 1, 0), 0)], -1)
        assert_tensor_metadata(buf225, (128, 32, 2), (64, 2, 1), torch.uint8, 'torch.ops.aten.cat.default')
        assert_alignment(buf225, 16, 'torch.ops.aten.cat.default')
        assert_size_stride_grouped((arg120_1, arg119_1), ((16, ), (128, )), ((1, ), (1, )), 'input')
        buf226 = buf221; del buf221  # reuse
        # [Provenance debug handles] cpp_fused__to_copy_expand_index_mul_view_4:145
        cpp_fused__to_copy_expand_index_mul_view_4(buf225, arg120_1, arg119_1, buf226)
        del arg119_1
        del arg120_1
        del buf225
        buf227 = empty_strided_cpu((8, 128), (128, 1), torch.float32)
        # Topologically Sorted Source Nodes: [y_34, t_34], Original ATen: [aten.view, aten.t, aten.mm]
        # [Provenance debug handles] extern_kernels.mm:146
        extern_kernels.mm(reinterpret_tensor(buf217, (8, 64), (64, 1), 0), reinterpret_tensor(buf226, (64, 128), (1, 64), 0), out=buf227)
        buf232 = reinterpret_tensor(buf222, (1, 8, 128), (1024, 128, 1), 0); del buf222  # reuse
        assert_size_stride(arg121_1, (64, 64), (64, 1), 'input')
        buf228 = reinterpret_tensor(buf224, (64, 64), (64, 1), 0); del buf224  # reuse
        buf229 = reinterpret_tensor(buf223, (64, 64), (64, 1), 0); del buf223  # reuse
        # [Provenance debug handles] cpp_fused___rshift____unsafe_view_add_bitwise_and_mul_pow_tanh_15:147
        cpp_fused___rshift____unsafe_view_add_bitwise_and_mul_pow_tanh_15(buf232, buf227, arg121_1, buf228, buf229)
        del arg121_1
        del buf227
        # Unsorted Source Nodes: [invoke_quant_packed_35], Original ATen: [aten.stack, aten.__rshift__, aten.bitwise_and]
        # [Provenance debug handles] torch.ops.aten.cat.default:148
        buf230 = torch.ops.aten.cat.default([reinterpret_tensor(buf228, (64, 64, 1), (64, 1, 0), 0), reinterpret_tensor(buf229, (64, 64, 1), (64, 1, 0), 0)], -1)
        assert_tensor_metadata(buf230, (64, 64, 2), (128, 2, 1), torch.uint8, 'torch.ops.aten.cat.default')
        assert_alignment(buf230, 16, 'torch.ops.aten.cat.default')
        del buf228
        del buf229
        assert_size_stride_grouped((arg123_1, arg122_1), ((16, ), (128, )), ((1, ), (1, )), 'input')
        buf231 = reinterpret_tensor(buf226, (64, 128), (128, 1), 0); del buf226  # reuse
        # [Provenance debug handles] cpp_fused__to_copy_expand_index_mul_view_4:149
        cpp_fused__to_copy_expand_index_mul_view_4(buf230, arg123_1, arg122_1, buf231)
        del arg122_1
        del arg123_1
        del buf230
        buf233 = reinterpret_tensor(buf217, (8, 64), (64, 1), 0); del buf217  # reuse
        # Topologically Sorted Source Nodes: [y_33, mul_40, pow_15, mul_41, add_32, mul_42, tanh_3, add_33, hidden_gelu_3, y_34, hidden_states_24, y_35, t_35], Original ATen: [aten._unsafe_view, aten.mul, aten.pow, aten.add, aten.tanh, aten.view, aten.t, aten.mm]
        # [Provenance debug handles] extern_kernels.mm:150
        extern_kernels.mm(reinterpret_tensor(buf232, (8, 128), (128, 1), 0), reinterpret_tensor(buf231, (128, 64), (1, 128), 0), out=buf233)
        del buf231
        assert_size_stride(arg124_1, (64, ), (1, ), 'input')
        buf234 = buf216; del buf216  # reuse
        buf235 = buf163; del buf163  # reuse
        # [Provenance debug handles] cpp_fused__unsafe_view_add_mean_mul_pow_rsqrt_19:151
        cpp_fused__unsafe_view_add_mean_mul_pow_rsqrt_19(buf235, buf189, buf215, buf233, arg124_1, buf234)
        del arg124_1
        del buf189
        del buf215
        del buf233
        del buf234
        buf236 = reinterpret_tensor(buf232, (8, 128), (128, 1), 0); del buf232  # reuse
        # Topologically Sorted Source Nodes: [y_28, attention_output_3, y_32, layer_output_1, y_35, hidden_states_26, pow_16, variance_11, add_35, rsqrt_11, hidden_states_27, hidden_states_28, sequence_output, lm_logits], Original ATen: [aten._unsafe_view, aten.add, aten.pow, aten.mean, aten.rsqrt, aten.mul, aten.view, aten.t, aten.mm]
        # [Provenance debug handles] extern_kernels.mm:152
        extern_kernels.mm(reinterpret_tensor(buf235, (8, 64), (64, 1), 0), reinterpret_tensor(arg1_1, (64, 128), (1, 64), 0), out=buf236)
        del arg1_1
        return (reinterpret_tensor(buf236, (1, 8, 128), (1024, 128, 1), 0), )

runner = Runner(partitions=[])
call = runner.call
recursively_apply_fns = runner.recursively_apply_fns


def get_args():
    from torch._dynamo.testing import rand_strided
    arg0_1 = rand_strided((1, 16), (16, 1), device='cpu', dtype=torch.int64)
    arg1_1 = rand_strided((128, 64), (64, 1), device='cpu', dtype=torch.float32)
    arg2_1 = rand_strided((64, ), (1, ), device='cpu', dtype=torch.float32)
    arg3_1 = rand_strided((64, 32), (32, 1), device='cpu', dtype=torch.uint8)
    arg4_1 = rand_strided((64, ), (1, ), device='cpu', dtype=torch.float32)
    arg5_1 = rand_strided((16, ), (1, ), device='cpu', dtype=torch.float32)
    arg6_1 = rand_strided((64, 32), (32, 1), device='cpu', dtype=torch.uint8)
    arg7_1 = rand_strided((64, ), (1, ), device='cpu', dtype=torch.float32)
    arg8_1 = rand_strided((16, ), (1, ), device='cpu', dtype=torch.float32)
    arg9_1 = rand_strided((64, 32), (32, 1), device='cpu', dtype=torch.uint8)
    arg10_1 = rand_strided((64, ), (1, ), device='cpu', dtype=torch.float32)
    arg11_1 = rand_strided((16, ), (1, ), device='cpu', dtype=torch.float32)
    arg12_1 = rand_strided((32, 4), (4, 1), device='cpu', dtype=torch.float32)
    arg13_1 = rand_strided((64, 32), (32, 1), device='cpu', dtype=torch.uint8)
    arg14_1 = rand_strided((64, ), (1, ), device='cpu', dtype=torch.float32)
    arg15_1 = rand_strided((16, ), (1, ), device='cpu', dtype=torch.float32)
    arg16_1 = rand_strided((64, ), (1, ), device='cpu', dtype=torch.float32)
    arg17_1 = rand_strided((128, 32), (32, 1), device='cpu', dtype=torch.uint8)
    arg18_1 = rand_strided((128, ), (1, ), device='cpu', dtype=torch.float32)
    arg19_1 = rand_strided((16, ), (1, ), device='cpu', dtype=torch.float32)
    arg20_1 = rand_strided((128, 32), (32, 1), device='cpu', dtype=torch.uint8)
    arg21_1 = rand_strided((128, ), (1, ), device='cpu', dtype=torch.float32)
    arg22_1 = rand_strided((16, ), (1, ), device='cpu', dtype=torch.float32)
    arg23_1 = rand_strided((64, 64), (64, 1), device='cpu', dtype=torch.uint8)
    arg24_1 = rand_strided((128, ), (1, ), device='cpu', dtype=torch.float32)
    arg25_1 = rand_strided((16, ), (1, ), device='cpu', dtype=torch.float32)
    arg26_1 = rand_strided((64, ), (1, ), device='cpu', dtype=torch.float32)
    arg27_1 = rand_strided((64, 32), (32, 1), device='cpu', dtype=torch.uint8)
    arg28_1 = rand_strided((64, ), (1, ), device='cpu', dtype=torch.float32)
    arg29_1 = rand_strided((16, ), (1, ), device='cpu', dtype=torch.float32)
    arg30_1 = rand_strided((64, 32), (32, 1), device='cpu', dtype=torch.uint8)
    arg31_1 = rand_strided((64, ), (1, ), device='cpu', dtype=torch.float32)
    arg32_1 = rand_strided((16, ), (1, ), device='cpu', dtype=torch.float32)
    arg33_1 = rand_strided((64, 32), (32, 1), device='cpu', dtype=torch.uint8)
    arg34_1 = rand_strided((64, ), (1, ), device='cpu', dtype=torch.float32)
    arg35_1 = rand_strided((16, ), (1, ), device='cpu', dtype=torch.float32)
    arg36_1 = rand_strided((64, 32), (32, 1), device='cpu', dtype=torch.uint8)
    arg37_1 = rand_strided((64, ), (1, ), device='cpu', dtype=torch.float32)
    arg38_1 = rand_strided((16, ), (1, ), device='cpu', dtype=torch.float32)
    arg39_1 = rand_strided((64, ), (1, ), device='cpu', dtype=torch.float32)
    arg40_1 = rand_strided((128, 32), (32, 1), device='cpu', dtype=torch.uint8)
    arg41_1 = rand_strided((128, ), (1, ), device='cpu', dtype=torch.float32)
    arg42_1 = rand_strided((16, ), (1, ), device='cpu', dtype=torch.float32)
    arg43_1 = rand_strided((128, 32), (32, 1), device='cpu', dtype=torch.uint8)
    arg44_1 = rand_strided((128, ), (1, ), device='cpu', dtype=torch.float32)
    arg45_1 = rand_strided((16, ), (1, ), device='cpu', dtype=torch.float32)
    arg46_1 = rand_strided((64, 64), (64, 1), device='cpu', dtype=torch.uint8)
    arg47_1 = rand_strided((128, ), (1, ), device='cpu', dtype=torch.float32)
    arg48_1 = rand_strided((16, ), (1, ), device='cpu', dtype=torch.float32)
    arg49_1 = rand_strided((64, ), (1, ), device='cpu', dtype=torch.float32)
    arg50_1 = rand_strided((1, 8), (8, 1), device='cpu', dtype=torch.int64)
    arg51_1 = rand_strided((64, ), (1, ), device='cpu', dtype=torch.float32)
    arg52_1 = rand_strided((64, 32), (32, 1), device='cpu', dtype=torch.uint8)
    arg53_1 = rand_strided((64, ), (1, ), device='cpu', dtype=torch.float32)
    arg54_1 = rand_strided((16, ), (1, ), device='cpu', dtype=torch.float32)
    arg55_1 = rand_strided((64, 32), (32, 1), device='cpu', dtype=torch.uint8)
    arg56_1 = rand_strided((64, ), (1, ), device='cpu', dtype=torch.float32)
    arg57_1 = rand_strided((16, ), (1, ), device='cpu', dtype=torch.float32)
    arg58_1 = rand_strided((64, 32), (32, 1), device='cpu', dtype=torch.uint8)
    arg59_1 = rand_strided((64, ), (1, ), device='cpu', dtype=torch.float32)
    arg60_1 = rand_strided((16, ), (1, ), device='cpu', dtype=torch.float32)
    arg61_1 = rand_strided((32, 4), (4, 1), device='cpu', dtype=torch.float32)
    arg62_1 = rand_strided((64, 32), (32, 1), device='cpu', dtype=torch.uint8)
    arg63_1 = rand_strided((64, ), (1, ), device='cpu', dtype=torch.float32)
    arg64_1 = rand_strided((16, ), (1, ), device='cpu', dtype=torch.float32)
    arg65_1 = rand_strided((64, ), (1, ), device='cpu', dtype=torch.float32)
    arg66_1 = rand_strided((64, 32), (32, 1), device='cpu', dtype=torch.uint8)
    arg67_1 = rand_strided((64, ), (1, ), device='cpu', dtype=torch.float32)
    arg68_1 = rand_strided((16, ), (1, ), device='cpu', dtype=torch.float32)
    arg69_1 = rand_strided((64, 32), (32, 1), device='cpu', dtype=torch.uint8)
    arg70_1 = rand_strided((64, ), (1, ), device='cpu', dtype=torch.float32)
    arg71_1 = rand_strided((16, ), (1, ), device='cpu', dtype=torch.float32)
    arg72_1 = rand_strided((64, 32), (32, 1), device='cpu', dtype=torch.uint8)
    arg73_1 = rand_strided((64, ), (1, ), device='cpu', dtype=torch.float32)
    arg74_1 = rand_strided((16, ), (1, ), device='cpu', dtype=torch.float32)
    arg75_1 = rand_strided((64, 32), (32, 1), device='cpu', dtype=torch.uint8)
    arg76_1 = rand_strided((64, ), (1, ), device='cpu', dtype=torch.float32)
    arg77_1 = rand_strided((16, ), (1, ), device='cpu', dtype=torch.float32)
    arg78_1 = rand_strided((64, ), (1, ), device='cpu', dtype=torch.float32)
    arg79_1 = rand_strided((128, 32), (32, 1), device='cpu', dtype=torch.uint8)
    arg80_1 = rand_strided((128, ), (1, ), device='cpu', dtype=torch.float32)
    arg81_1 = rand_strided((16, ), (1, ), device='cpu', dtype=torch.float32)
    arg82_1 = rand_strided((128, 32), (32, 1), device='cpu', dtype=torch.uint8)
    arg83_1 = rand_strided((128, ), (1, ), device='cpu', dtype=torch.float32)
    arg84_1 = rand_strided((16, ), (1, ), device='cpu', dtype=torch.float32)
    arg85_1 = rand_strided((64, 64), (64, 1), device='cpu', dtype=torch.uint8)
    arg86_1 = rand_strided((128, ), (1, ), device='cpu', dtype=torch.float32)
    arg87_1 = rand_strided((16, ), (1, ), device='cpu', dtype=torch.float32)
    arg88_1 = rand_strided((64, ), (1, ), device='cpu', dtype=torch.float32)
    arg89_1 = rand_strided((64, 32), (32, 1), device='cpu', dtype=torch.uint8)
    arg90_1 = rand_strided((64, ), (1, ), device='cpu', dtype=torch.float32)
    arg91_1 = rand_strided((16, ), (1, ), device='cpu', dtype=torch.float32)
    arg92_1 = rand_strided((64, 32), (32, 1), device='cpu', dtype=torch.uint8)
    arg93_1 = rand_strided((64, ), (1, ), device='cpu', dtype=torch.float32)
    arg94_1 = rand_strided((16, ), (1, ), device='cpu', dtype=torch.float32)
    arg95_1 = rand_strided((64, 32), (32, 1), device='cpu', dtype=torch.uint8)
    arg96_1 = rand_strided((64, ), (1, ), device='cpu', dtype=torch.float32)
    arg97_1 = rand_strided((16, ), (1, ), device='cpu', dtype=torch.float32)
    arg98_1 = rand_strided((64, 32), (32, 1), device='cpu', dtype=torch.uint8)
    arg99_1 = rand_strided((64, ), (1, ), device='cpu', dtype=torch.float32)
    arg100_1 = rand_strided((16, ), (1, ), device='cpu', dtype=torch.float32)
    arg101_1 = rand_strided((64, ), (1, ), device='cpu', dtype=torch.float32)
    arg102_1 = rand_strided((64, 32), (32, 1), device='cpu', dtype=torch.uint8)
    arg103_1 = rand_strided((64, ), (1, ), device='cpu', dtype=torch.float32)
    arg104_1 = rand_strided((16, ), (1, ), device='cpu', dtype=torch.float32)
    arg105_1 = rand_strided((64, 32), (32, 1), device='cpu', dtype=torch.uint8)
    arg106_1 = rand_strided((64, ), (1, ), device='cpu', dtype=torch.float32)
    arg107_1 = rand_strided((16, ), (1, ), device='cpu', dtype=torch.float32)
    arg108_1 = rand_strided((64, 32), (32, 1), device='cpu', dtype=torch.uint8)
    arg109_1 = rand_strided((64, ), (1, ), device='cpu', dtype=torch.float32)
    arg110_1 = rand_strided((16, ), (1, ), device='cpu', dtype=torch.float32)
    arg111_1 = rand_strided((64, 32), (32, 1), device='cpu', dtype=torch.uint8)
    arg112_1 = rand_strided((64, ), (1, ), device='cpu', dtype=torch.float32)
    arg113_1 = rand_strided((16, ), (1, ), device='cpu', dtype=torch.float32)
    arg114_1 = rand_strided((64, ), (1, ), device='cpu', dtype=torch.float32)
    arg115_1 = rand_strided((128, 32), (32, 1), device='cpu', dtype=torch.uint8)
    arg116_1 = rand_strided((128, ), (1, ), device='cpu', dtype=torch.float32)
    arg117_1 = rand_strided((16, ), (1, ), device='cpu', dtype=torch.float32)
    arg118_1 = rand_strided((128, 32), (32, 1), device='cpu', dtype=torch.uint8)
    arg119_1 = rand_strided((128, ), (1, ), device='cpu', dtype=torch.float32)
    arg120_1 = rand_strided((16, ), (1, ), device='cpu', dtype=torch.float32)
    arg121_1 = rand_strided((64, 64), (64, 1), device='cpu', dtype=torch.uint8)
    arg122_1 = rand_strided((128, ), (1, ), device='cpu', dtype=torch.float32)
    arg123_1 = rand_strided((16, ), (1, ), device='cpu', dtype=torch.float32)
    arg124_1 = rand_strided((64, ), (1, ), device='cpu', dtype=torch.float32)
    return [arg0_1, arg1_1, arg2_1, arg3_1, arg4_1, arg5_1, arg6_1, arg7_1, arg8_1, arg9_1, arg10_1, arg11_1, arg12_1, arg13_1, arg14_1, arg15_1, arg16_1, arg17_1, arg18_1, arg19_1, arg20_1, arg21_1, arg22_1, arg23_1, arg24_1, arg25_1, arg26_1, arg27_1, arg28_1, arg29_1, arg30_1, arg31_1, arg32_1, arg33_1, arg34_1, arg35_1, arg36_1, arg37_1, arg38_1, arg39_1, arg40_1, arg41_1, arg42_1, arg43_1, arg44_1, arg45_1, arg46_1, arg47_1, arg48_1, arg49_1, arg50_1, arg51_1, arg52_1, arg53_1, arg54_1, arg55_1, arg56_1, arg57_1, arg58_1, arg59_1, arg60_1, arg61_1, arg62_1, arg63_1, arg64_1, arg65_1, arg66_1, arg67_1, arg68_1, arg69_1, arg70_1, arg71_1, arg72_1, arg73_1, arg74_1, arg75_1, arg76_1, arg77_1, arg78_1, arg79_1, arg80_1, arg81_1, arg82_1, arg83_1, arg84_1, arg85_1, arg86_1, arg87_1, arg88_1, arg89_1, arg90_1, arg91_1, arg92_1, arg93_1, arg94_1, arg95_1, arg96_1, arg97_1, arg98_1, arg99_1, arg100_1, arg101_1, arg102_1, arg103_1, arg104_1, arg105_1, arg106_1, arg107_1, arg108_1, arg109_1, arg110_1, arg111_1, arg112_1, arg113_1, arg114_1, arg115_1, arg116_1, arg117_1, arg118_1, arg119_1, arg120_1, arg121_1, arg122_1, arg123_1, arg124_1]


def benchmark_compiled_module(args, times=10, repeat=10):
    from torch._inductor.utils import print_performance
    fn = lambda: call(list(args))
    return print_performance(fn, times=times, repeat=repeat, device='cpu')


if __name__ == "__main__":
    from torch._inductor.wrapper_benchmark import compiled_module_main
    args = get_args()
    compiled_module_main('None', lambda times, repeat: benchmark_compiled_module(args, times=times, repeat=repeat))
