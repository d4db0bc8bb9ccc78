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


cpp_fused___rshift___bitwise_and_embedding_native_layer_norm_0 = async_compile.cpp_pybinding(['float*', 'float*', 'const int64_t*', 'const float*', 'const float*', 'const float*', 'const float*', 'const float*', 'const uint8_t*', 'float*', 'float*', 'float*', 'float*', 'uint8_t*', 'uint8_t*'], r'''
#include <torch/csrc/inductor/cpp_prefix.h>
extern "C"  void  kernel(float* in_out_ptr0,
                       float* in_out_ptr1,
                       const int64_t* in_ptr0,
                       const float* in_ptr1,
                       const float* in_ptr2,
                       const float* in_ptr3,
                       const float* in_ptr4,
                       const float* in_ptr5,
                       const uint8_t* in_ptr6,
                       float* out_ptr1,
                       float* out_ptr2,
                       float* out_ptr4,
                       float* out_ptr5,
                       uint8_t* out_ptr6,
                       uint8_t* out_ptr7)
{
    std::atomic<int> inductor_cpu_integer_div_error{0};
    inductor_cpu_integer_div_error_flag = &inductor_cpu_integer_div_error;
    auto out_ptr0 = in_out_ptr0;
    auto out_ptr3 = in_out_ptr1;
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
                                auto tmp0 = in_ptr0[static_cast<int64_t>(x0)];
                                auto tmp5 = in_out_ptr0[static_cast<int64_t>(x0)];
                                auto tmp1 = tmp0;
                                auto tmp2 = c10::convert<int64_t>(tmp1);
                                TORCH_CHECK((0 <= tmp2) & (tmp2 < 128L), "index out of bounds: 0 <= tmp2 < 128L");
                                auto tmp4 = at::vec::Vectorized<float>::loadu(in_ptr1 + static_cast<int64_t>(x1 + 64L*tmp0), static_cast<int64_t>(16));
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
                {
                    float tmp_acc0 = 0;
                    at::vec::Vectorized<float> tmp_acc0_vec = at::vec::Vectorized<float>(0);
                    for(int64_t x1=static_cast<int64_t>(0L); x1<static_cast<int64_t>(64L); x1+=static_cast<int64_t>(16L))
                    {
                        {
                            if(C10_LIKELY(x1 >= static_cast<int64_t>(0) && x1 < static_cast<int64_t>(64L)))
                            {
                                auto tmp0 = in_ptr0[static_cast<int64_t>(x0)];
                                auto tmp5 = in_out_ptr0[static_cast<int64_t>(x0)];
                                auto tmp8 = out_ptr1[static_cast<int64_t>(x0)];
                                auto tmp16 = at::vec::Vectorized<float>::loadu(in_ptr2 + static_cast<int64_t>(x1), static_cast<int64_t>(16));
                                auto tmp18 = at::vec::Vectorized<float>::loadu(in_ptr3 + static_cast<int64_t>(x1), static_cast<int64_t>(16));
                                auto tmp1 = tmp0;
                                auto tmp2 = c10::convert<int64_t>(tmp1);
                                TORCH_CHECK((0 <= tmp2) & (tmp2 < 128L), "index out of bounds: 0 <= tmp2 < 128L");
                                auto tmp4 = at::vec::Vectorized<float>::loadu(in_ptr1 + static_cast<int64_t>(x1 + 64L*tmp0), static_cast<int64_t>(16));
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
                                tmp19.store(out_ptr2 + static_cast<int64_t>(x1 + 64L*x0));
                                tmp_acc0_vec = tmp_acc0_vec + tmp19;
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
                            auto tmp0 = at::vec::Vectorized<float>::loadu(out_ptr3 + static_cast<int64_t>(x0), static_cast<int64_t>(16));
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
                                auto tmp0 = at::vec::Vectorized<float>::loadu(out_ptr2 + static_cast<int64_t>(x1 + 64L*x0), static_cast<int64_t>(16));
                                auto tmp1 = in_out_ptr1[static_cast<int64_t>(x0)];
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
                            auto tmp1 = in_out_ptr1[static_cast<int64_t>(x0)];
                            auto tmp4 = out_ptr4[static_cast<int64_t>(x0)];
                            auto tmp12 = at::vec::Vectorized<float>::loadu(in_ptr4 + static_cast<int64_t>(x1), static_cast<int64_t>(16));
                            auto tmp14 = at::vec::Vectorized<float>::loadu(in_ptr5 + static_cast<int64_t>(x1), static_cast<int64_t>(16));
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
                            tmp15.store(out_ptr5 + static_cast<int64_t>(x1 + 64L*x0));
                        }
                    }
                }
            }
        }
        {
            #pragma omp for
            for(int64_t x0=static_cast<int64_t>(0L); x0<static_cast<int64_t>(6144L); x0+=static_cast<int64_t>(16L))
            {
                {
                    if(C10_LIKELY(x0 >= static_cast<int64_t>(0) && x0 < static_cast<int64_t>(6144L)))
                    {
                        auto tmp0 = at::vec::Vectorized<uint8_t>::loadu(in_ptr6 + static_cast<int64_t>(x0), static_cast<int64_t>(16));
                        auto tmp1 = static_cast<uint8_t>(4);
                        auto tmp2 = at::vec::Vectorized<uint8_t>(tmp1);
                        auto tmp3 = tmp0 >> tmp2;
                        auto tmp4 = static_cast<uint8_t>(15);
                        auto tmp5 = at::vec::Vectorized<uint8_t>(tmp4);
                        auto tmp6 = tmp0 & tmp5;
                        tmp3.store(out_ptr6 + static_cast<int64_t>(x0), static_cast<int64_t>(16));
                        tmp6.store(out_ptr7 + static_cast<int64_t>(x0), static_cast<int64_t>(16));
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
            for(int64_t x0=static_cast<int64_t>(0L); x0<static_cast<int64_t>(192L); x0+=static_cast<int64_t>(1L))
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


cpp_fused__unsafe_view_add_arange_full_mul_pow_unsqueeze_2 = async_compile.cpp_pybinding(['float*', 'const float*', 'float*'], r'''
#include <torch/csrc/inductor/cpp_prefix.h>
extern "C"  void  kernel(float* in_out_ptr0,
                       const float* in_ptr0,
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
                for(int64_t x1=static_cast<int64_t>(0L); x1<static_cast<int64_t>(192L); x1+=static_cast<int64_t>(16L))
                {
                    {
                        if(C10_LIKELY(x1 >= static_cast<int64_t>(0) && x1 < static_cast<int64_t>(192L)))
                        {
                            auto tmp0 = at::vec::Vectorized<float>::loadu(in_out_ptr0 + static_cast<int64_t>(x1 + 192L*x0), static_cast<int64_t>(16));
                            auto tmp1 = at::vec::Vectorized<float>::loadu(in_ptr0 + static_cast<int64_t>(x1), static_cast<int64_t>(16));
                            auto tmp2 = tmp0 + tmp1;
                            tmp2.store(in_out_ptr0 + static_cast<int64_t>(x1 + 192L*x0));
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
                    for(int64_t x1=static_cast<int64_t>(0L); x1<static_cast<int64_t>(16L); x1+=static_cast<int64_t>(16L))
                    {
                        {
                            if(C10_LIKELY(x1 >= static_cast<int64_t>(0) && x1 < static_cast<int64_t>(16L)))
                            {
                                auto tmp0 = static_cast<float>(0.25);
                                auto tmp1 = 1L + x0;
                                auto tmp2 = c10::convert<float>(tmp1);
                                auto tmp3 = std::pow(tmp0, tmp2);
                                auto tmp4 = x1;
                                auto tmp5 = c10::convert<float>(tmp4);
                                auto tmp6 = at::vec::Vectorized<float>::arange(tmp5, 1);
                                auto tmp7 = at::vec::Vectorized<float>(tmp3);
                                auto tmp8 = tmp7 * tmp6;
                                tmp8.store(out_ptr0 + static_cast<int64_t>(x1 + 16L*x0));
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


cpp_fused__softmax_add_expand_le_scalar_tensor_unsqueeze_view_where_zeros_3 = async_compile.cpp_pybinding(['float*', 'float*', 'float*'], r'''
#include <torch/csrc/inductor/cpp_prefix.h>
extern "C"  void  kernel(float* in_out_ptr0,
                       float* out_ptr0,
                       float* out_ptr1)
{
    std::atomic<int> inductor_cpu_integer_div_error{0};
    inductor_cpu_integer_div_error_flag = &inductor_cpu_integer_div_error;
    auto in_ptr0 = in_out_ptr0;
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
                        float tmp_acc0 = -std::numeric_limits<float>::infinity();
                        at::vec::Vectorized<float> tmp_acc0_vec = at::vec::Vectorized<float>(-std::numeric_limits<float>::infinity());
                        for(int64_t x2=static_cast<int64_t>(0L); x2<static_cast<int64_t>(16L); x2+=static_cast<int64_t>(16L))
                        {
                            {
                                if(C10_LIKELY(x2 >= static_cast<int64_t>(0) && x2 < static_cast<int64_t>(16L)))
                                {
                                    auto tmp0 = at::vec::Vectorized<float>::loadu(in_ptr0 + static_cast<int64_t>(x2 + 16L*x1 + 256L*x0), static_cast<int64_t>(16));
                                    auto tmp1 = x2;
                                    auto tmp2 = c10::convert<int64_t>(tmp1);
                                    auto tmp3 = at::vec::VectorizedN<int64_t,2>::arange(tmp2, 1);
                                    auto tmp4 = x1;
                                    auto tmp5 = c10::convert<int64_t>(tmp4);
                                    auto tmp6 = at::vec::VectorizedN<int64_t,2>(tmp5);
                                    auto tmp7 = at::vec::VecMask<int64_t,2>(tmp3 <= tmp6);
                                    auto tmp8 = static_cast<float>(0.0);
                                    auto tmp9 = static_cast<float>(-3.4028234663852886e+38);
                                    auto tmp10 = at::vec::Vectorized<float>(tmp8);
                                    auto tmp11 = at::vec::Vectorized<float>(tmp9);
                                    auto tmp12 = decltype(tmp10)::blendv(tmp11, tmp10, inductor_vec_mask_cast<float,1>(tmp7));
                                    auto tmp13 = tmp0 + tmp12;
                                    tmp_acc0_vec = at::vec::maximum(tmp_acc0_vec, tmp13);
                                }
                            }
                        }
                        tmp_acc0 = max_propagate_nan(tmp_acc0, at::vec::vec_reduce_all<float, 1>([](at::vec::Vectorized<float>& x, at::vec::Vectorized<float>& y) { return at::vec::maximum(x, y); }, tmp_acc0_vec));
                        out_ptr0[static_cast<int64_t>(x1 + 16L*x0)] = static_cast<float>(tmp_acc0);
                    }
                    for(int64_t x2=static_cast<int64_t>(0L); x2<static_cast<int64_t>(16L); x2+=static_cast<int64_t>(16L))
                    {
                        {
                            if(C10_LIKELY(x2 >= static_cast<int64_t>(0) && x2 < static_cast<int64_t>(16L)))
                            {
                                auto tmp0 = at::vec::Vectorized<float>::loadu(in_out_ptr0 + static_cast<int64_t>(x2 + 16L*x1 + 256L*x0), static_cast<int64_t>(16));
                                auto tmp14 = out_ptr0[static_cast<int64_t>(x1 + 16L*x0)];
                                auto tmp1 = x2;
                                auto tmp2 = c10::convert<int64_t>(tmp1);
                                auto tmp3 = at::vec::VectorizedN<int64_t,2>::arange(tmp2, 1);
                                auto tmp4 = x1;
                                auto tmp5 = c10::convert<int64_t>(tmp4);
                                auto tmp6 = at::vec::VectorizedN<int64_t,2>(tmp5);
                                auto tmp7 = at::vec::VecMask<int64_t,2>(tmp3 <= tmp6);
                                auto tmp8 = static_cast<float>(0.0);
                                auto tmp9 = static_cast<float>(-3.4028234663852886e+38);
                                auto tmp10 = at::vec::Vectorized<float>(tmp8);
                                auto tmp11 = at::vec::Vectorized<float>(tmp9);
                                auto tmp12 = decltype(tmp10)::blendv(tmp11, tmp10, inductor_vec_mask_cast<float,1>(tmp7));
                                auto tmp13 = tmp0 + tmp12;
                                auto tmp15 = at::vec::Vectorized<float>(tmp14);
                                auto tmp16 = tmp13 - tmp15;
                                auto tmp17 = tmp16.exp();
                                tmp17.store(in_out_ptr0 + static_cast<int64_t>(x2 + 16L*x1 + 256L*x0));
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
                                auto tmp0 = at::vec::Vectorized<float>::loadu(in_out_ptr0 + static_cast<int64_t>(x1 + 16L*x0), static_cast<int64_t>(16));
                                tmp_acc0_vec = tmp_acc0_vec + tmp0;
                            }
                        }
                    }
                    tmp_acc0 = tmp_acc0 + at::vec::vec_reduce_all<float, 1>([](at::vec::Vectorized<float>& x, at::vec::Vectorized<float>& y) { return x + y; }, tmp_acc0_vec);
                    out_ptr1[static_cast<int64_t>(x0)] = static_cast<float>(tmp_acc0);
                }
                for(int64_t x1=static_cast<int64_t>(0L); x1<static_cast<int64_t>(16L); x1+=static_cast<int64_t>(16L))
                {
                    {
                        if(C10_LIKELY(x1 >= static_cast<int64_t>(0) && x1 < static_cast<int64_t>(16L)))
                        {
                            auto tmp0 = at::vec::Vectorized<float>::loadu(in_out_ptr0 + static_cast<int64_t>(x1 + 16L*x0), static_cast<int64_t>(16));
                            auto tmp1 = out_ptr1[static_cast<int64_t>(x0)];
                            auto tmp2 = at::vec::Vectorized<float>(tmp1);
                            auto tmp3 = tmp0 / tmp2;
                            tmp3.store(in_out_ptr0 + static_cast<int64_t>(x1 + 16L*x0));
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


cpp_fused__to_copy_clone_expand_index_mul_permute_view_5 = async_compile.cpp_pybinding(['const uint8_t*', 'const float*', 'const float*', 'const float*', 'float*', 'float*'], r'''
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


cpp_fused___rshift____unsafe_view_add_bitwise_and_native_layer_norm_6 = async_compile.cpp_pybinding(['float*', 'const float*', 'const float*', 'const float*', 'const float*', 'const float*', 'const uint8_t*', 'float*', 'float*', 'uint8_t*', 'uint8_t*'], r'''
#include <torch/csrc/inductor/cpp_prefix.h>
extern "C"  void  kernel(float* in_out_ptr0,
                       const float* in_ptr0,
                       const float* in_ptr1,
                       const float* in_ptr2,
                       const float* in_ptr3,
                       const float* in_ptr4,
                       const uint8_t* in_ptr5,
                       float* out_ptr1,
                       float* out_ptr2,
                       uint8_t* out_ptr3,
                       uint8_t* out_ptr4)
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
                                auto tmp0 = at::vec::Vectorized<float>::loadu(in_ptr0 + static_cast<int64_t>(x1 + 64L*x0), static_cast<int64_t>(16));
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
                                auto tmp0 = at::vec::Vectorized<float>::loadu(in_ptr0 + static_cast<int64_t>(x1 + 64L*x0), static_cast<int64_t>(16));
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
            for(int64_t x0=static_cast<int64_t>(0L); x0<static_cast<int64_t>(16L); x0+=static_cast<int64_t>(1L))
            {
                for(int64_t x1=static_cast<int64_t>(0L); x1<static_cast<int64_t>(64L); x1+=static_cast<int64_t>(16L))
                {
                    {
                        if(C10_LIKELY(x1 >= static_cast<int64_t>(0) && x1 < static_cast<int64_t>(64L)))
                        {
                            auto tmp0 = at::vec::Vectorized<float>::loadu(in_ptr0 + static_cast<int64_t>(x1 + 64L*x0), static_cast<int64_t>(16));
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
                            tmp19.store(out_ptr2 + static_cast<int64_t>(x1 + 64L*x0));
                        }
                    }
                }
            }
        }
        {
            #pragma omp for
            for(int64_t x0=static_cast<int64_t>(0L); x0<static_cast<int64_t>(8192L); x0+=static_cast<int64_t>(16L))
            {
                {
                    if(C10_LIKELY(x0 >= static_cast<int64_t>(0) && x0 < static_cast<int64_t>(8192L)))
                    {
                        auto tmp0 = at::vec::Vectorized<uint8_t>::loadu(in_ptr5 + static_cast<int64_t>(x0), static_cast<int64_t>(16));
                        auto tmp1 = static_cast<uint8_t>(4);
                        auto tmp2 = at::vec::Vectorized<uint8_t>(tmp1);
                        auto tmp3 = tmp0 >> tmp2;
                        auto tmp4 = static_cast<uint8_t>(15);
                        auto tmp5 = at::vec::Vectorized<uint8_t>(tmp4);
                        auto tmp6 = tmp0 & tmp5;
                        tmp3.store(out_ptr3 + static_cast<int64_t>(x0), static_cast<int64_t>(16));
                        tmp6.store(out_ptr4 + static_cast<int64_t>(x0), static_cast<int64_t>(16));
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
            for(int64_t x0=static_cast<int64_t>(0L); x0<static_cast<int64_t>(256L); x0+=static_cast<int64_t>(1L))
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


cpp_fused___rshift___bitwise_and_8 = async_compile.cpp_pybinding(['const uint8_t*', 'uint8_t*', 'uint8_t*'], r'''
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
            for(int64_t x0=static_cast<int64_t>(0L); x0<static_cast<int64_t>(8192L); x0+=static_cast<int64_t>(16L))
            {
                {
                    if(C10_LIKELY(x0 >= static_cast<int64_t>(0) && x0 < static_cast<int64_t>(8192L)))
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


cpp_fused__to_copy__unsafe_view_add_clone_expand_index_mul_tanh_view_9 = async_compile.cpp_pybinding(['float*', 'const uint8_t*', 'const float*', 'const float*', 'const float*', 'float*'], r'''
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
            for(int64_t x0=static_cast<int64_t>(0L); x0<static_cast<int64_t>(256L); x0+=static_cast<int64_t>(1L))
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
                for(int64_t x1=static_cast<int64_t>(0L); x1<static_cast<int64_t>(256L); x1+=static_cast<int64_t>(16L))
                {
                    {
                        if(C10_LIKELY(x1 >= static_cast<int64_t>(0) && x1 < static_cast<int64_t>(256L)))
                        {
                            auto tmp0 = at::vec::Vectorized<float>::loadu(in_out_ptr0 + static_cast<int64_t>(x1 + 256L*x0), static_cast<int64_t>(16));
                            auto tmp1 = at::vec::Vectorized<float>::loadu(in_ptr3 + static_cast<int64_t>(x1), static_cast<int64_t>(16));
                            auto tmp2 = tmp0 + tmp1;
                            auto tmp3 = static_cast<float>(0.5);
                            auto tmp4 = at::vec::Vectorized<float>(tmp3);
                            auto tmp5 = tmp2 * tmp4;
                            auto tmp6 = static_cast<float>(0.79788456);
                            auto tmp7 = at::vec::Vectorized<float>(tmp6);
                            auto tmp8 = tmp2 * tmp7;
                            auto tmp9 = static_cast<float>(0.044715);
                            auto tmp10 = at::vec::Vectorized<float>(tmp9);
                            auto tmp11 = tmp2 * tmp10;
                            auto tmp12 = tmp11 * tmp2;
                            auto tmp13 = static_cast<float>(1.0);
                            auto tmp14 = at::vec::Vectorized<float>(tmp13);
                            auto tmp15 = tmp12 + tmp14;
                            auto tmp16 = tmp8 * tmp15;
                            auto tmp17 = tmp16.tanh();
                            auto tmp18 = tmp17 + tmp14;
                            auto tmp19 = tmp5 * tmp18;
                            tmp19.store(in_out_ptr0 + static_cast<int64_t>(x1 + 256L*x0));
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


cpp_fused___rshift____unsafe_view_add_bitwise_and_native_layer_norm_10 = async_compile.cpp_pybinding(['float*', 'float*', 'const float*', 'const float*', 'const float*', 'const float*', 'const float*', 'const float*', 'const uint8_t*', 'float*', 'float*', 'uint8_t*', 'uint8_t*'], r'''
#include <torch/csrc/inductor/cpp_prefix.h>
extern "C"  void  kernel(float* in_out_ptr0,
                       float* in_out_ptr1,
                       const float* in_ptr0,
                       const float* in_ptr1,
                       const float* in_ptr2,
                       const float* in_ptr3,
                       const float* in_ptr4,
                       const float* in_ptr5,
                       const uint8_t* in_ptr6,
                       float* out_ptr1,
                       float* out_ptr2,
                       uint8_t* out_ptr3,
                       uint8_t* out_ptr4)
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
                                auto tmp0 = at::vec::Vectorized<float>::loadu(in_out_ptr0 + static_cast<int64_t>(x1 + 64L*x0), static_cast<int64_t>(16));
                                auto tmp1 = at::vec::Vectorized<float>::loadu(in_ptr0 + static_cast<int64_t>(x1 + 64L*x0), static_cast<int64_t>(16));
                                auto tmp2 = at::vec::Vectorized<float>::loadu(in_ptr1 + static_cast<int64_t>(x1), static_cast<int64_t>(16));
                                auto tmp5 = at::vec::Vectorized<float>::loadu(in_ptr2 + static_cast<int64_t>(x1 + 64L*x0), static_cast<int64_t>(16));
                                auto tmp6 = at::vec::Vectorized<float>::loadu(in_ptr3 + static_cast<int64_t>(x1), static_cast<int64_t>(16));
                                auto tmp3 = tmp1 + tmp2;
                                auto tmp4 = tmp0 + tmp3;
                                auto tmp7 = tmp5 + tmp6;
                                auto tmp8 = tmp4 + tmp7;
                                tmp8.store(in_out_ptr0 + static_cast<int64_t>(x1 + 64L*x0));
                                tmp_acc0_vec = tmp_acc0_vec + tmp8;
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
                            auto tmp12 = at::vec::Vectorized<float>::loadu(in_ptr4 + static_cast<int64_t>(x1), static_cast<int64_t>(16));
                            auto tmp14 = at::vec::Vectorized<float>::loadu(in_ptr5 + static_cast<int64_t>(x1), static_cast<int64_t>(16));
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
                            tmp15.store(out_ptr2 + static_cast<int64_t>(x1 + 64L*x0));
                        }
                    }
                }
            }
        }
        {
            #pragma omp for
            for(int64_t x0=static_cast<int64_t>(0L); x0<static_cast<int64_t>(6144L); x0+=static_cast<int64_t>(16L))
            {
                {
                    if(C10_LIKELY(x0 >= static_cast<int64_t>(0) && x0 < static_cast<int64_t>(6144L)))
                    {
                        auto tmp0 = at::vec::Vectorized<uint8_t>::loadu(in_ptr6 + static_cast<int64_t>(x0), static_cast<int64_t>(16));
                        auto tmp1 = static_cast<uint8_t>(4);
                        auto tmp2 = at::vec::Vectorized<uint8_t>(tmp1);
                        auto tmp3 = tmp0 >> tmp2;
                        auto tmp4 = static_cast<uint8_t>(15);
                        auto tmp5 = at::vec::Vectorized<uint8_t>(tmp4);
                        auto tmp6 = tmp0 & tmp5;
                        tmp3.store(out_ptr3 + static_cast<int64_t>(x0), static_cast<int64_t>(16));
                        tmp6.store(out_ptr4 + static_cast<int64_t>(x0), static_cast<int64_t>(16));
                    }
                }
            }
        }
    }
    inductor_cpu_integer_div_error_flag = nullptr;
    inductor_cpu_throw_if_integer_div_error(inductor_cpu_integer_div_error);
}
''')


cpp_fused__unsafe_view_add_11 = async_compile.cpp_pybinding(['float*', 'const float*'], r'''
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
                for(int64_t x1=static_cast<int64_t>(0L); x1<static_cast<int64_t>(192L); x1+=static_cast<int64_t>(16L))
                {
                    {
                        if(C10_LIKELY(x1 >= static_cast<int64_t>(0) && x1 < static_cast<int64_t>(192L)))
                        {
                            auto tmp0 = at::vec::Vectorized<float>::loadu(in_out_ptr0 + static_cast<int64_t>(x1 + 192L*x0), static_cast<int64_t>(16));
                            auto tmp1 = at::vec::Vectorized<float>::loadu(in_ptr0 + static_cast<int64_t>(x1), static_cast<int64_t>(16));
                            auto tmp2 = tmp0 + tmp1;
                            tmp2.store(in_out_ptr0 + static_cast<int64_t>(x1 + 192L*x0));
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


cpp_fused__unsafe_view_add_native_layer_norm_12 = async_compile.cpp_pybinding(['float*', 'float*', 'const float*', 'const float*', 'const float*', 'const float*', 'const float*', 'const float*', 'float*'], r'''
#include <torch/csrc/inductor/cpp_prefix.h>
extern "C"  void  kernel(float* in_out_ptr0,
                       float* in_out_ptr1,
                       const float* in_ptr0,
                       const float* in_ptr1,
                       const float* in_ptr2,
                       const float* in_ptr3,
                       const float* in_ptr4,
                       const float* in_ptr5,
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
                                auto tmp0 = at::vec::Vectorized<float>::loadu(in_out_ptr0 + static_cast<int64_t>(x1 + 64L*x0), static_cast<int64_t>(16));
                                auto tmp1 = at::vec::Vectorized<float>::loadu(in_ptr0 + static_cast<int64_t>(x1 + 64L*x0), static_cast<int64_t>(16));
                                auto tmp2 = at::vec::Vectorized<float>::loadu(in_ptr1 + static_cast<int64_t>(x1), static_cast<int64_t>(16));
                                auto tmp5 = at::vec::Vectorized<float>::loadu(in_ptr2 + static_cast<int64_t>(x1 + 64L*x0), static_cast<int64_t>(16));
                                auto tmp6 = at::vec::Vectorized<float>::loadu(in_ptr3 + static_cast<int64_t>(x1), static_cast<int64_t>(16));
                                auto tmp3 = tmp1 + tmp2;
                                auto tmp4 = tmp0 + tmp3;
                                auto tmp7 = tmp5 + tmp6;
                                auto tmp8 = tmp4 + tmp7;
                                tmp8.store(in_out_ptr0 + static_cast<int64_t>(x1 + 64L*x0));
                                tmp_acc0_vec = tmp_acc0_vec + tmp8;
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
                            auto tmp12 = at::vec::Vectorized<float>::loadu(in_ptr4 + static_cast<int64_t>(x1), static_cast<int64_t>(16));
                            auto tmp14 = at::vec::Vectorized<float>::loadu(in_ptr5 + static_cast<int64_t>(x1), static_cast<int64_t>(16));
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
        arg0_1, arg1_1, arg2_1, arg3_1, arg4_1, arg5_1, arg6_1, arg7_1, arg8_1, arg9_1, arg10_1, arg11_1, arg12_1, arg13_1, arg14_1, arg15_1, arg16_1, arg17_1, arg18_1, arg19_1, arg20_1, arg21_1, arg22_1, arg23_1, arg24_1, arg25_1, arg26_1, arg27_1, arg28_1, arg29_1, arg30_1, arg31_1, arg32_1, arg33_1, arg34_1, arg35_1, arg36_1, arg37_1, arg38_1, arg39_1, arg40_1, arg41_1, arg42_1, arg43_1, arg44_1, arg45_1 = args
        args.clear()
        assert_size_stride_grouped((arg0_1, arg1_1, arg2_1, arg3_1, arg4_1, arg5_1), ((1, 16), (128, 64), (64, ), (64, ), (64, ), (64, )), ((16, 1), (64, 1), (1, ), (1, ), (1, ), (1, )), 'input')
        buf0 = empty_strided_cpu((1, 16, 1), (16, 1, 16), torch.float32)
        buf1 = buf0; del buf0  # reuse
        buf2 = empty_strided_cpu((1, 16, 1), (16, 1, 16), torch.float32)
        buf3 = empty_strided_cpu((1, 16, 64), (1024, 64, 1), torch.float32)
        buf4 = empty_strided_cpu((1, 16, 1), (16, 1, 16), torch.float32)
        buf5 = buf4; del buf4  # reuse
        buf6 = empty_strided_cpu((1, 16, 1), (16, 1, 16), torch.float32)
        buf11 = empty_strided_cpu((1, 16, 64), (1024, 64, 1), torch.float32)
        assert_size_stride(arg6_1, (192, 32), (32, 1), 'input')
        buf7 = empty_strided_cpu((192, 32), (32, 1), torch.uint8)
        buf8 = empty_strided_cpu((192, 32), (32, 1), torch.uint8)
        # [Provenance debug handles] cpp_fused___rshift___bitwise_and_embedding_native_layer_norm_0:1
        cpp_fused___rshift___bitwise_and_embedding_native_layer_norm_0(buf1, buf5, arg0_1, arg1_1, arg2_1, arg3_1, arg4_1, arg5_1, arg6_1, buf2, buf3, buf6, buf11, buf7, buf8)
        del arg0_1
        del arg2_1
        del arg3_1
        del arg4_1
        del arg5_1
        del arg6_1
        del buf1
        del buf2
        # Unsorted Source Nodes: [invoke_quant_packed], Original ATen: [aten.stack, aten.__rshift__, aten.bitwise_and]
        # [Provenance debug handles] torch.ops.aten.cat.default:2
        buf9 = torch.ops.aten.cat.default([reinterpret_tensor(buf7, (192, 32, 1), (32, 1, 0), 0), reinterpret_tensor(buf8, (192, 32, 1), (32, 1, 0), 0)], -1)
        assert_tensor_metadata(buf9, (192, 32, 2), (64, 2, 1), torch.uint8, 'torch.ops.aten.cat.default')
        assert_alignment(buf9, 16, 'torch.ops.aten.cat.default')
        del buf7
        del buf8
        assert_size_stride_grouped((arg8_1, arg7_1), ((16, ), (192, )), ((1, ), (1, )), 'input')
        buf10 = empty_strided_cpu((192, 64), (64, 1), torch.float32)
        # [Provenance debug handles] cpp_fused__to_copy_expand_index_mul_view_1:3
        cpp_fused__to_copy_expand_index_mul_view_1(buf9, arg8_1, arg7_1, buf10)
        del arg7_1
        del arg8_1
        del buf9
        buf12 = empty_strided_cpu((16, 192), (192, 1), torch.float32)
        # Topologically Sorted Source Nodes: [layernorm_output, y, t], Original ATen: [aten.native_layer_norm, aten.view, aten.t, aten.mm]
        # [Provenance debug handles] extern_kernels.mm:4
        extern_kernels.mm(reinterpret_tensor(buf11, (16, 64), (64, 1), 0), reinterpret_tensor(buf10, (64, 192), (1, 64), 0), out=buf12)
        del buf10
        assert_size_stride(arg9_1, (192, ), (1, ), 'input')
        buf13 = reinterpret_tensor(buf12, (1, 16, 192), (3072, 192, 1), 0); del buf12  # reuse
        buf14 = empty_strided_cpu((4, 1, 16), (16, 16, 1), torch.float32)
        # [Provenance debug handles] cpp_fused__unsafe_view_add_arange_full_mul_pow_unsqueeze_2:5
        cpp_fused__unsafe_view_add_arange_full_mul_pow_unsqueeze_2(buf13, arg9_1, buf14)
        del arg9_1
        buf15 = reinterpret_tensor(buf11, (4, 16, 16), (256, 16, 1), 0); del buf11  # reuse
        # Topologically Sorted Source Nodes: [base, powers, slopes, getitem, arange_1, alibi, y, fused_qkv, fused_qkv_1, getitem_6, query_layer, query_layer_1, getitem_7, key_layer, reshape_1, key_layer_1, attention_scores], Original ATen: [aten.full, aten.arange, aten.pow, aten.unsqueeze, aten.mul, aten._unsafe_view, aten.add, aten.view, aten.select, aten.transpose, aten.baddbmm]
        # [Provenance debug handles] extern_kernels.baddbmm:6
        extern_kernels.baddbmm(reinterpret_tensor(buf14, (4, 16, 16), (16, 0, 1), 0), reinterpret_tensor(buf13, (4, 16, 16), (48, 192, 1), 0), reinterpret_tensor(buf13, (4, 16, 16), (48, 1, 192), 16), alpha=0.25, beta=1.0, out=buf15)
        buf16 = empty_strided_cpu((1, 4, 16, 1), (64, 16, 1, 64), torch.float32)
        buf17 = reinterpret_tensor(buf15, (1, 4, 16, 16), (1024, 256, 16, 1), 0); del buf15  # reuse
        buf18 = empty_strided_cpu((1, 4, 16, 1), (64, 16, 1, 64), torch.float32)
        buf19 = buf17; del buf17  # reuse
        # [Provenance debug handles] cpp_fused__softmax_add_expand_le_scalar_tensor_unsqueeze_view_where_zeros_3:7
        cpp_fused__softmax_add_expand_le_scalar_tensor_unsqueeze_view_where_zeros_3(buf19, buf16, buf18)
        del buf16
        del buf18
        buf20 = empty_strided_cpu((4, 16, 16), (256, 16, 1), torch.float32)
        # Topologically Sorted Source Nodes: [y, fused_qkv, fused_qkv_1, softmax, attention_probs_reshaped, getitem_8, value_layer, value_layer_1, context_layer], Original ATen: [aten._unsafe_view, aten.add, aten.view, aten._softmax, aten.select, aten.transpose, aten.bmm]
        # [Provenance debug handles] extern_kernels.bmm:8
        extern_kernels.bmm(reinterpret_tensor(buf19, (4, 16, 16), (256, 16, 1), 0), reinterpret_tensor(buf13, (4, 16, 16), (48, 192, 1), 32), out=buf20)
        del buf13
        assert_size_stride(arg10_1, (64, 32), (32, 1), 'input')
        buf21 = empty_strided_cpu((64, 32), (32, 1), torch.uint8)
        buf22 = empty_strided_cpu((64, 32), (32, 1), torch.uint8)
        # [Provenance debug handles] cpp_fused___rshift___bitwise_and_4:9
        cpp_fused___rshift___bitwise_and_4(arg10_1, buf21, buf22)
        del arg10_1
        # Unsorted Source Nodes: [invoke_quant_packed_1], Original ATen: [aten.stack, aten.__rshift__, aten.bitwise_and]
        # [Provenance debug handles] torch.ops.aten.cat.default:10
        buf23 = torch.ops.aten.cat.default([reinterpret_tensor(buf21, (64, 32, 1), (32, 1, 0), 0), reinterpret_tensor(buf22, (64, 32, 1), (32, 1, 0), 0)], -1)
        assert_tensor_metadata(buf23, (64, 32, 2), (64, 2, 1), torch.uint8, 'torch.ops.aten.cat.default')
        assert_alignment(buf23, 16, 'torch.ops.aten.cat.default')
        del buf21
        del buf22
        assert_size_stride_grouped((arg12_1, arg11_1), ((16, ), (64, )), ((1, ), (1, )), 'input')
        buf24 = empty_strided_cpu((64, 64), (64, 1), torch.float32)
        buf25 = reinterpret_tensor(buf19, (1, 16, 4, 16), (1024, 64, 16, 1), 0); del buf19  # reuse
        # [Provenance debug handles] cpp_fused__to_copy_clone_expand_index_mul_permute_view_5:11
        cpp_fused__to_copy_clone_expand_index_mul_permute_view_5(buf23, arg12_1, arg11_1, buf20, buf24, buf25)
        del arg11_1
        del arg12_1
        del buf23
        buf26 = reinterpret_tensor(buf20, (16, 64), (64, 1), 0); del buf20  # reuse
        # Topologically Sorted Source Nodes: [x, x_1, context_layer_1, y_1, t_1], Original ATen: [aten.view, aten.permute, aten.clone, aten._unsafe_view, aten.t, aten.mm]
        # [Provenance debug handles] extern_kernels.mm:12
        extern_kernels.mm(reinterpret_tensor(buf25, (16, 64), (64, 1), 0), reinterpret_tensor(buf24, (64, 64), (1, 64), 0), out=buf26)
        del buf24
        assert_size_stride_grouped((arg13_1, arg14_1, arg15_1), ((64, ), (64, ), (64, )), ((1, ), (1, ), (1, )), 'input')
        buf27 = buf6; del buf6  # reuse
        buf28 = buf27; del buf27  # reuse
        buf29 = buf5; del buf5  # reuse
        buf34 = reinterpret_tensor(buf25, (1, 16, 64), (1024, 64, 1), 0); del buf25  # reuse
        assert_size_stride(arg16_1, (256, 32), (32, 1), 'input')
        buf30 = empty_strided_cpu((256, 32), (32, 1), torch.uint8)
        buf31 = empty_strided_cpu((256, 32), (32, 1), torch.uint8)
        # [Provenance debug handles] cpp_fused___rshift____unsafe_view_add_bitwise_and_native_layer_norm_6:13
        cpp_fused___rshift____unsafe_view_add_bitwise_and_native_layer_norm_6(buf28, buf3, buf26, arg13_1, arg14_1, arg15_1, arg16_1, buf29, buf34, buf30, buf31)
        del arg14_1
        del arg15_1
        del arg16_1
        del buf28
        del buf29
        # Unsorted Source Nodes: [invoke_quant_packed_2], Original ATen: [aten.stack, aten.__rshift__, aten.bitwise_and]
        # [Provenance debug handles] torch.ops.aten.cat.default:14
        buf32 = torch.ops.aten.cat.default([reinterpret_tensor(buf30, (256, 32, 1), (32, 1, 0), 0), reinterpret_tensor(buf31, (256, 32, 1), (32, 1, 0), 0)], -1)
        assert_tensor_metadata(buf32, (256, 32, 2), (64, 2, 1), torch.uint8, 'torch.ops.aten.cat.default')
        assert_alignment(buf32, 16, 'torch.ops.aten.cat.default')
        del buf30
        assert_size_stride_grouped((arg18_1, arg17_1), ((16, ), (256, )), ((1, ), (1, )), 'input')
        buf33 = empty_strided_cpu((256, 64), (64, 1), torch.float32)
        # [Provenance debug handles] cpp_fused__to_copy_expand_index_mul_view_7:15
        cpp_fused__to_copy_expand_index_mul_view_7(buf32, arg18_1, arg17_1, buf33)
        del arg17_1
        del arg18_1
        del buf32
        buf35 = empty_strided_cpu((16, 256), (256, 1), torch.float32)
        # Topologically Sorted Source Nodes: [y_1, output_tensor, out_1, layernorm_output_1, y_2, t_2], Original ATen: [aten._unsafe_view, aten.add, aten.native_layer_norm, aten.view, aten.t, aten.mm]
        # [Provenance debug handles] extern_kernels.mm:16
        extern_kernels.mm(reinterpret_tensor(buf34, (16, 64), (64, 1), 0), reinterpret_tensor(buf33, (64, 256), (1, 64), 0), out=buf35)
        del buf33
        del buf34
        assert_size_stride(arg20_1, (64, 128), (128, 1), 'input')
        buf36 = reinterpret_tensor(buf31, (64, 128), (128, 1), 0); del buf31  # reuse
        buf37 = empty_strided_cpu((64, 128), (128, 1), torch.uint8)
        # [Provenance debug handles] cpp_fused___rshift___bitwise_and_8:17
        cpp_fused___rshift___bitwise_and_8(arg20_1, buf36, buf37)
        del arg20_1
        # Unsorted Source Nodes: [invoke_quant_packed_3], Original ATen: [aten.stack, aten.__rshift__, aten.bitwise_and]
        # [Provenance debug handles] torch.ops.aten.cat.default:18
        buf38 = torch.ops.aten.cat.default([reinterpret_tensor(buf36, (64, 128, 1), (128, 1, 0), 0), reinterpret_tensor(buf37, (64, 128, 1), (128, 1, 0), 0)], -1)
        assert_tensor_metadata(buf38, (64, 128, 2), (256, 2, 1), torch.uint8, 'torch.ops.aten.cat.default')
        assert_alignment(buf38, 16, 'torch.ops.aten.cat.default')
        del buf36
        del buf37
        assert_size_stride_grouped((arg22_1, arg21_1), ((16, ), (256, )), ((1, ), (1, )), 'input')
        buf39 = empty_strided_cpu((64, 256), (256, 1), torch.float32)
        assert_size_stride(arg19_1, (256, ), (1, ), 'input')
        buf40 = reinterpret_tensor(buf35, (1, 16, 256), (4096, 256, 1), 0); del buf35  # reuse
        # [Provenance debug handles] cpp_fused__to_copy__unsafe_view_add_clone_expand_index_mul_tanh_view_9:19
        cpp_fused__to_copy__unsafe_view_add_clone_expand_index_mul_tanh_view_9(buf40, buf38, arg22_1, arg21_1, arg19_1, buf39)
        del arg19_1
        del arg21_1
        del arg22_1
        del buf38
        buf41 = empty_strided_cpu((16, 64), (64, 1), torch.float32)
        # Topologically Sorted Source Nodes: [y_2, add_6, mul_1, mul_2, mul_3, mul_4, add_7, mul_5, tanh, add_8, hidden_states_1, y_3, t_3], Original ATen: [aten._unsafe_view, aten.add, aten.mul, aten.tanh, aten.view, aten.t, aten.mm]
        # [Provenance debug handles] extern_kernels.mm:20
        extern_kernels.mm(reinterpret_tensor(buf40, (16, 256), (256, 1), 0), reinterpret_tensor(buf39, (256, 64), (1, 256), 0), out=buf41)
        del buf39
        assert_size_stride_grouped((arg23_1, arg24_1, arg25_1), ((64, ), (64, ), (64, )), ((1, ), (1, ), (1, )), 'input')
        buf42 = buf3; del buf3  # reuse
        buf43 = empty_strided_cpu((1, 16, 1), (16, 1, 16), torch.float32)
        buf44 = buf43; del buf43  # reuse
        buf45 = empty_strided_cpu((1, 16, 1), (16, 1, 16), torch.float32)
        buf50 = empty_strided_cpu((1, 16, 64), (1024, 64, 1), torch.float32)
        assert_size_stride(arg26_1, (192, 32), (32, 1), 'input')
        buf46 = empty_strided_cpu((192, 32), (32, 1), torch.uint8)
        buf47 = empty_strided_cpu((192, 32), (32, 1), torch.uint8)
        # [Provenance debug handles] cpp_fused___rshift____unsafe_view_add_bitwise_and_native_layer_norm_10:21
        cpp_fused___rshift____unsafe_view_add_bitwise_and_native_layer_norm_10(buf42, buf44, buf26, arg13_1, buf41, arg23_1, arg24_1, arg25_1, arg26_1, buf45, buf50, buf46, buf47)
        del arg13_1
        del arg23_1
        del arg24_1
        del arg25_1
        del arg26_1
        del buf26
        # Unsorted Source Nodes: [invoke_quant_packed_4], Original ATen: [aten.stack, aten.__rshift__, aten.bitwise_and]
        # [Provenance debug handles] torch.ops.aten.cat.default:22
        buf48 = torch.ops.aten.cat.default([reinterpret_tensor(buf46, (192, 32, 1), (32, 1, 0), 0), reinterpret_tensor(buf47, (192, 32, 1), (32, 1, 0), 0)], -1)
        assert_tensor_metadata(buf48, (192, 32, 2), (64, 2, 1), torch.uint8, 'torch.ops.aten.cat.default')
        assert_alignment(buf48, 16, 'torch.ops.aten.cat.default')
        del buf46
        del buf47
        assert_size_stride_grouped((arg28_1, arg27_1), ((16, ), (192, )), ((1, ), (1, )), 'input')
        buf49 = empty_strided_cpu((192, 64), (64, 1), torch.float32)
        # [Provenance debug handles] cpp_fused__to_copy_expand_index_mul_view_1:23
        cpp_fused__to_copy_expand_index_mul_view_1(buf48, arg28_1, arg27_1, buf49)
        del arg27_1
        del arg28_1
        del buf48
        buf51 = empty_strided_cpu((16, 192), (192, 1), torch.float32)
        # Topologically Sorted Source Nodes: [layernorm_output_2, y_4, t_4], Original ATen: [aten.native_layer_norm, aten.view, aten.t, aten.mm]
        # [Provenance debug handles] extern_kernels.mm:24
        extern_kernels.mm(reinterpret_tensor(buf50, (16, 64), (64, 1), 0), reinterpret_tensor(buf49, (64, 192), (1, 64), 0), out=buf51)
        del buf49
        assert_size_stride(arg29_1, (192, ), (1, ), 'input')
        buf52 = reinterpret_tensor(buf51, (1, 16, 192), (3072, 192, 1), 0); del buf51  # reuse
        # [Provenance debug handles] cpp_fused__unsafe_view_add_11:25
        cpp_fused__unsafe_view_add_11(buf52, arg29_1)
        del arg29_1
        buf53 = reinterpret_tensor(buf50, (4, 16, 16), (256, 16, 1), 0); del buf50  # reuse
        # Topologically Sorted Source Nodes: [y_4, fused_qkv_2, fused_qkv_3, getitem_13, query_layer_2, query_layer_3, getitem_14, key_layer_2, reshape_5, key_layer_3, attention_scores_1], Original ATen: [aten._unsafe_view, aten.add, aten.view, aten.select, aten.transpose, aten.baddbmm]
        # [Provenance debug handles] extern_kernels.baddbmm:26
        extern_kernels.baddbmm(reinterpret_tensor(buf14, (4, 16, 16), (16, 0, 1), 0), reinterpret_tensor(buf52, (4, 16, 16), (48, 192, 1), 0), reinterpret_tensor(buf52, (4, 16, 16), (48, 1, 192), 16), alpha=0.25, beta=1.0, out=buf53)
        buf54 = reinterpret_tensor(buf14, (1, 4, 16, 1), (64, 16, 1, 64), 0); del buf14  # reuse
        buf55 = reinterpret_tensor(buf53, (1, 4, 16, 16), (1024, 256, 16, 1), 0); del buf53  # reuse
        buf56 = empty_strided_cpu((1, 4, 16, 1), (64, 16, 1, 64), torch.float32)
        buf57 = buf55; del buf55  # reuse
        # [Provenance debug handles] cpp_fused__softmax_add_expand_le_scalar_tensor_unsqueeze_view_where_zeros_3:27
        cpp_fused__softmax_add_expand_le_scalar_tensor_unsqueeze_view_where_zeros_3(buf57, buf54, buf56)
        del buf54
        del buf56
        buf58 = reinterpret_tensor(buf41, (4, 16, 16), (256, 16, 1), 0); del buf41  # reuse
        # Topologically Sorted Source Nodes: [y_4, fused_qkv_2, fused_qkv_3, softmax_1, attention_probs_reshaped_1, getitem_15, value_layer_2, value_layer_3, context_layer_2], Original ATen: [aten._unsafe_view, aten.add, aten.view, aten._softmax, aten.select, aten.transpose, aten.bmm]
        # [Provenance debug handles] extern_kernels.bmm:28
        extern_kernels.bmm(reinterpret_tensor(buf57, (4, 16, 16), (256, 16, 1), 0), reinterpret_tensor(buf52, (4, 16, 16), (48, 192, 1), 32), out=buf58)
        del buf52
        assert_size_stride(arg30_1, (64, 32), (32, 1), 'input')
        buf59 = empty_strided_cpu((64, 32), (32, 1), torch.uint8)
        buf60 = empty_strided_cpu((64, 32), (32, 1), torch.uint8)
        # [Provenance debug handles] cpp_fused___rshift___bitwise_and_4:29
        cpp_fused___rshift___bitwise_and_4(arg30_1, buf59, buf60)
        del arg30_1
        # Unsorted Source Nodes: [invoke_quant_packed_5], Original ATen: [aten.stack, aten.__rshift__, aten.bitwise_and]
        # [Provenance debug handles] torch.ops.aten.cat.default:30
        buf61 = torch.ops.aten.cat.default([reinterpret_tensor(buf59, (64, 32, 1), (32, 1, 0), 0), reinterpret_tensor(buf60, (64, 32, 1), (32, 1, 0), 0)], -1)
        assert_tensor_metadata(buf61, (64, 32, 2), (64, 2, 1), torch.uint8, 'torch.ops.aten.cat.default')
        assert_alignment(buf61, 16, 'torch.ops.aten.cat.default')
        del buf59
        del buf60
        assert_size_stride_grouped((arg32_1, arg31_1), ((16, ), (64, )), ((1, ), (1, )), 'input')
        buf62 = reinterpret_tensor(buf40, (64, 64), (64, 1), 0); del buf40  # reuse
        buf63 = reinterpret_tensor(buf57, (1, 16, 4, 16), (1024, 64, 16, 1), 0); del buf57  # reuse
        # [Provenance debug handles] cpp_fused__to_copy_clone_expand_index_mul_permute_view_5:31
        cpp_fused__to_copy_clone_expand_index_mul_permute_view_5(buf61, arg32_1, arg31_1, buf58, buf62, buf63)
        del arg31_1
        del arg32_1
        del buf61
        buf64 = reinterpret_tensor(buf58, (16, 64), (64, 1), 0); del buf58  # reuse
        # Topologically Sorted Source Nodes: [x_2, x_3, context_layer_3, y_5, t_5], Original ATen: [aten.view, aten.permute, aten.clone, aten._unsafe_view, aten.t, aten.mm]
        # [Provenance debug handles] extern_kernels.mm:32
        extern_kernels.mm(reinterpret_tensor(buf63, (16, 64), (64, 1), 0), reinterpret_tensor(buf62, (64, 64), (1, 64), 0), out=buf64)
        del buf62
        assert_size_stride_grouped((arg33_1, arg34_1, arg35_1), ((64, ), (64, ), (64, )), ((1, ), (1, ), (1, )), 'input')
        buf65 = buf45; del buf45  # reuse
        buf66 = buf65; del buf65  # reuse
        buf67 = buf44; del buf44  # reuse
        buf72 = reinterpret_tensor(buf63, (1, 16, 64), (1024, 64, 1), 0); del buf63  # reuse
        assert_size_stride(arg36_1, (256, 32), (32, 1), 'input')
        buf68 = empty_strided_cpu((256, 32), (32, 1), torch.uint8)
        buf69 = empty_strided_cpu((256, 32), (32, 1), torch.uint8)
        # [Provenance debug handles] cpp_fused___rshift____unsafe_view_add_bitwise_and_native_layer_norm_6:33
        cpp_fused___rshift____unsafe_view_add_bitwise_and_native_layer_norm_6(buf66, buf42, buf64, arg33_1, arg34_1, arg35_1, arg36_1, buf67, buf72, buf68, buf69)
        del arg34_1
        del arg35_1
        del arg36_1
        # Unsorted Source Nodes: [invoke_quant_packed_6], Original ATen: [aten.stack, aten.__rshift__, aten.bitwise_and]
        # [Provenance debug handles] torch.ops.aten.cat.default:34
        buf70 = torch.ops.aten.cat.default([reinterpret_tensor(buf68, (256, 32, 1), (32, 1, 0), 0), reinterpret_tensor(buf69, (256, 32, 1), (32, 1, 0), 0)], -1)
        assert_tensor_metadata(buf70, (256, 32, 2), (64, 2, 1), torch.uint8, 'torch.ops.aten.cat.default')
        assert_alignment(buf70, 16, 'torch.ops.aten.cat.default')
        del buf68
        assert_size_stride_grouped((arg38_1, arg37_1), ((16, ), (256, )), ((1, ), (1, )), 'input')
        buf71 = empty_strided_cpu((256, 64), (64, 1), torch.float32)
        # [Provenance debug handles] cpp_fused__to_copy_expand_index_mul_view_7:35
        cpp_fused__to_copy_expand_index_mul_view_7(buf70, arg38_1, arg37_1, buf71)
        del arg37_1
        del arg38_1
        del buf70
        buf73 = empty_strided_cpu((16, 256), (256, 1), torch.float32)
        # Topologically Sorted Source Nodes: [y_5, output_tensor_1, out_5, layernorm_output_3, y_6, t_6], Original ATen: [aten._unsafe_view, aten.add, aten.native_layer_norm, aten.view, aten.t, aten.mm]
        # [Provenance debug handles] extern_kernels.mm:36
        extern_kernels.mm(reinterpret_tensor(buf72, (16, 64), (64, 1), 0), reinterpret_tensor(buf71, (64, 256), (1, 64), 0), out=buf73)
        del buf71
        del buf72
        assert_size_stride(arg40_1, (64, 128), (128, 1), 'input')
        buf74 = reinterpret_tensor(buf69, (64, 128), (128, 1), 0); del buf69  # reuse
        buf75 = empty_strided_cpu((64, 128), (128, 1), torch.uint8)
        # [Provenance debug handles] cpp_fused___rshift___bitwise_and_8:37
        cpp_fused___rshift___bitwise_and_8(arg40_1, buf74, buf75)
        del arg40_1
        # Unsorted Source Nodes: [invoke_quant_packed_7], Original ATen: [aten.stack, aten.__rshift__, aten.bitwise_and]
        # [Provenance debug handles] torch.ops.aten.cat.default:38
        buf76 = torch.ops.aten.cat.default([reinterpret_tensor(buf74, (64, 128, 1), (128, 1, 0), 0), reinterpret_tensor(buf75, (64, 128, 1), (128, 1, 0), 0)], -1)
        assert_tensor_metadata(buf76, (64, 128, 2), (256, 2, 1), torch.uint8, 'torch.ops.aten.cat.default')
        assert_alignment(buf76, 16, 'torch.ops.aten.cat.default')
        del buf74
        del buf75
        assert_size_stride_grouped((arg42_1, arg41_1), ((16, ), (256, )), ((1, ), (1, )), 'input')
        buf77 = empty_strided_cpu((64, 256), (256, 1), torch.float32)
        assert_size_stride(arg39_1, (256, ), (1, ), 'input')
        buf78 = reinterpret_tensor(buf73, (1, 16, 256), (4096, 256, 1), 0); del buf73  # reuse
        # [Provenance debug handles] cpp_fused__to_copy__unsafe_view_add_clone_expand_index_mul_tanh_view_9:39
        cpp_fused__to_copy__unsafe_view_add_clone_expand_index_mul_tanh_view_9(buf78, buf76, arg42_1, arg41_1, arg39_1, buf77)
        del arg39_1
        del arg41_1
        del arg42_1
        del buf76
        buf79 = empty_strided_cpu((16, 64), (64, 1), torch.float32)
        # Topologically Sorted Source Nodes: [y_6, add_15, mul_7, mul_8, mul_9, mul_10, add_16, mul_11, tanh_1, add_17, hidden_states_2, y_7, t_7], Original ATen: [aten._unsafe_view, aten.add, aten.mul, aten.tanh, aten.view, aten.t, aten.mm]
        # [Provenance debug handles] extern_kernels.mm:40
        extern_kernels.mm(reinterpret_tensor(buf78, (16, 256), (256, 1), 0), reinterpret_tensor(buf77, (256, 64), (1, 256), 0), out=buf79)
        del buf77
        del buf78
        assert_size_stride_grouped((arg43_1, arg44_1, arg45_1), ((64, ), (64, ), (64, )), ((1, ), (1, ), (1, )), 'input')
        buf80 = buf42; del buf42  # reuse
        buf81 = buf67; del buf67  # reuse
        buf82 = buf81; del buf81  # reuse
        buf83 = buf66; del buf66  # reuse
        buf84 = buf80; del buf80  # reuse
        # [Provenance debug handles] cpp_fused__unsafe_view_add_native_layer_norm_12:41
        cpp_fused__unsafe_view_add_native_layer_norm_12(buf84, buf82, buf64, arg33_1, buf79, arg43_1, arg44_1, arg45_1, buf83)
        del arg33_1
        del arg43_1
        del arg44_1
        del arg45_1
        del buf64
        del buf79
        del buf82
        del buf83
        buf85 = empty_strided_cpu((16, 128), (128, 1), torch.float32)
        # Topologically Sorted Source Nodes: [hidden_states_3, logits], Original ATen: [aten.native_layer_norm, aten.view, aten.t, aten.mm]
        # [Provenance debug handles] extern_kernels.mm:42
        extern_kernels.mm(reinterpret_tensor(buf84, (16, 64), (64, 1), 0), reinterpret_tensor(arg1_1, (64, 128), (1, 64), 0), out=buf85)
        del arg1_1
        return (reinterpret_tensor(buf85, (1, 16, 128), (2048, 128, 1), 0), )

runner = Runner(partitions=[])
call = runner.call
recursively_apply_fns = runner.recursively_apply_fns


def get_args():
    from torch._dynamo.testing import rand_strided
    arg0_1 = rand_strided((1, 16), (16, 1), device='cpu', dtype=torch.int64)
    arg1_1 = rand_strided((128, 64), (64, 1), device='cpu', dtype=torch.float32)
    arg2_1 = rand_strided((64, ), (1, ), device='cpu', dtype=torch.float32)
    arg3_1 = rand_strided((64, ), (1, ), device='cpu', dtype=torch.float32)
    arg4_1 = rand_strided((64, ), (1, ), device='cpu', dtype=torch.float32)
    arg5_1 = rand_strided((64, ), (1, ), device='cpu', dtype=torch.float32)
    arg6_1 = rand_strided((192, 32), (32, 1), device='cpu', dtype=torch.uint8)
    arg7_1 = rand_strided((192, ), (1, ), device='cpu', dtype=torch.float32)
    arg8_1 = rand_strided((16, ), (1, ), device='cpu', dtype=torch.float32)
    arg9_1 = rand_strided((192, ), (1, ), device='cpu', dtype=torch.float32)
    arg10_1 = rand_strided((64, 32), (32, 1), device='cpu', dtype=torch.uint8)
    arg11_1 = rand_strided((64, ), (1, ), device='cpu', dtype=torch.float32)
    arg12_1 = rand_strided((16, ), (1, ), device='cpu', dtype=torch.float32)
    arg13_1 = rand_strided((64, ), (1, ), device='cpu', dtype=torch.float32)
    arg14_1 = rand_strided((64, ), (1, ), device='cpu', dtype=torch.float32)
    arg15_1 = rand_strided((64, ), (1, ), device='cpu', dtype=torch.float32)
    arg16_1 = rand_strided((256, 32), (32, 1), device='cpu', dtype=torch.uint8)
    arg17_1 = rand_strided((256, ), (1, ), device='cpu', dtype=torch.float32)
    arg18_1 = rand_strided((16, ), (1, ), device='cpu', dtype=torch.float32)
    arg19_1 = rand_strided((256, ), (1, ), device='cpu', dtype=torch.float32)
    arg20_1 = rand_strided((64, 128), (128, 1), device='cpu', dtype=torch.uint8)
    arg21_1 = rand_strided((256, ), (1, ), device='cpu', dtype=torch.float32)
    arg22_1 = rand_strided((16, ), (1, ), device='cpu', dtype=torch.float32)
    arg23_1 = rand_strided((64, ), (1, ), device='cpu', dtype=torch.float32)
    arg24_1 = rand_strided((64, ), (1, ), device='cpu', dtype=torch.float32)
    arg25_1 = rand_strided((64, ), (1, ), device='cpu', dtype=torch.float32)
    arg26_1 = rand_strided((192, 32), (32, 1), device='cpu', dtype=torch.uint8)
    arg27_1 = rand_strided((192, ), (1, ), device='cpu', dtype=torch.float32)
    arg28_1 = rand_strided((16, ), (1, ), device='cpu', dtype=torch.float32)
    arg29_1 = rand_strided((192, ), (1, ), device='cpu', dtype=torch.float32)
    arg30_1 = rand_strided((64, 32), (32, 1), device='cpu', dtype=torch.uint8)
    arg31_1 = rand_strided((64, ), (1, ), device='cpu', dtype=torch.float32)
    arg32_1 = rand_strided((16, ), (1, ), device='cpu', dtype=torch.float32)
    arg33_1 = rand_strided((64, ), (1, ), device='cpu', dtype=torch.float32)
    arg34_1 = rand_strided((64, ), (1, ), device='cpu', dtype=torch.float32)
    arg35_1 = rand_strided((64, ), (1, ), device='cpu', dtype=torch.float32)
    arg36_1 = rand_strided((256, 32), (32, 1), device='cpu', dtype=torch.uint8)
    arg37_1 = rand_strided((256, ), (1, ), device='cpu', dtype=torch.float32)
    arg38_1 = rand_strided((16, ), (1, ), device='cpu', dtype=torch.float32)
    arg39_1 = rand_strided((256, ), (1, ), device='cpu', dtype=torch.float32)
    arg40_1 = rand_strided((64, 128), (128, 1), device='cpu', dtype=torch.uint8)
    arg41_1 = rand_strided((256, ), (1, ), device='cpu', dtype=torch.float32)
    arg42_1 = rand_strided((16, ), (1, ), device='cpu', dtype=torch.float32)
    arg43_1 = rand_strided((64, ), (1, ), device='cpu', dtype=torch.float32)
    arg44_1 = rand_strided((64, ), (1, ), device='cpu', dtype=torch.float32)
    arg45_1 = rand_strided((64, ), (1, ), device='cpu', dtype=torch.float32)
    return [arg0_1, arg1_1, arg2_1, arg3_1, arg4_1, arg5_1, arg6_1, arg7_1, arg8_1, arg9_1, arg10_1, arg11_1, arg12_1, arg13_1, arg14_1, arg15_1, arg16_1, arg17_1, arg18_1, arg19_1, arg20_1, arg21_1, arg22_1, arg23_1, arg24_1, arg25_1, arg26_1, arg27_1, arg28_1, arg29_1, arg30_1, arg31_1, arg32_1, arg33_1, arg34_1, arg35_1, arg36_1, arg37_1, arg38_1, arg39_1, arg40_1, arg41_1, arg42_1, arg43_1, arg44_1, arg45_1]


def benchmark_compiled_module(args, times=10, repeat=10):
    from torch._inductor.utils import print_performance
    fn = lambda: call(list(args))
    return print_performance(fn, times=times, repeat=repeat, device='cpu')


if __name__ == "__main__":
    from torch._inductor.wrapper_benchmark import compiled_module_main
    args = get_args()
    compiled_module_main('None', lambda times, repeat: benchmark_compiled_module(args, times=times, repeat=repeat))
