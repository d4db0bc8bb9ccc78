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


cpp_fused_convolution_0 = async_compile.cpp_pybinding(['const float*', 'const float*', 'float*', 'float*'], r'''
#include <torch/csrc/inductor/cpp_prefix.h>
extern "C"  void  kernel(const float* in_ptr0,
                       const float* in_ptr1,
                       float* out_ptr0,
                       float* out_ptr1)
{
    std::atomic<int> inductor_cpu_integer_div_error{0};
    inductor_cpu_integer_div_error_flag = &inductor_cpu_integer_div_error;
    #pragma omp parallel
    {
        int tid = omp_get_thread_num();
        {
            #pragma omp for collapse(2)
            for(int64_t x0=static_cast<int64_t>(0L); x0<static_cast<int64_t>(3L); x0+=static_cast<int64_t>(16L))
            {
                for(int64_t x1=static_cast<int64_t>(0L); x1<static_cast<int64_t>(1024L); x1+=static_cast<int64_t>(16L))
                {
                    {
                        if(C10_LIKELY(x0 >= static_cast<int64_t>(0L) && x0 < static_cast<int64_t>(3L) && x1 >= static_cast<int64_t>(0) && x1 < static_cast<int64_t>(1024L)))
                        {
                            alignas(std::max(std::size_t(16), alignof(float))) float tmp1[16*16];
                            for (long x0_inner = 0; x0_inner < static_cast<int64_t>(3L); x0_inner++)
                            {
                                auto tmp0 = at::vec::Vectorized<float>::loadu(in_ptr0 + static_cast<int64_t>(x1 + 1024L*x0 + 1024L*x0_inner), static_cast<int64_t>(16));
                                tmp0.store(tmp1 + static_cast<int64_t>(16L*x0_inner));
                            }
                            transpose_mxn<float,static_cast<int64_t>(3L),static_cast<int64_t>(16),false>(tmp1, static_cast<int64_t>(16), out_ptr0 + static_cast<int64_t>(x0 + 3L*x1), static_cast<int64_t>(3L));
                        }
                    }
                }
            }
        }
        #pragma omp single
        {
            {
                #pragma GCC ivdep
                for(int64_t x0=static_cast<int64_t>(0L); x0<static_cast<int64_t>(32L); x0+=static_cast<int64_t>(1L))
                {
                    for(int64_t x1=static_cast<int64_t>(0L); x1<static_cast<int64_t>(3L); x1+=static_cast<int64_t>(16L))
                    {
                        for(int64_t x2=static_cast<int64_t>(0L); x2<static_cast<int64_t>(4L); x2+=static_cast<int64_t>(16L))
                        {
                            {
                                if(C10_LIKELY(x1 >= static_cast<int64_t>(0L) && x1 < static_cast<int64_t>(3L) && x2 >= static_cast<int64_t>(0L) && x2 < static_cast<int64_t>(4L)))
                                {
                                    alignas(std::max(std::size_t(16), alignof(float))) float tmp1[16*16];
                                    for (long x1_inner = 0; x1_inner < static_cast<int64_t>(3L); x1_inner++)
                                    {
                                        auto tmp0 = at::vec::Vectorized<float>::loadu(in_ptr1 + static_cast<int64_t>(x2 + 4L*x1 + 4L*x1_inner + 12L*x0), static_cast<int64_t>(4L));
                                        tmp0.store(tmp1 + static_cast<int64_t>(4L*x1_inner), static_cast<int64_t>(4L));
                                    }
                                    transpose_mxn<float,static_cast<int64_t>(3L),static_cast<int64_t>(4L),false>(tmp1, static_cast<int64_t>(4L), out_ptr1 + static_cast<int64_t>(x1 + 3L*x2 + 12L*x0), static_cast<int64_t>(3L));
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


cpp_fused__to_copy_clone_mul_native_layer_norm_transpose_unsqueeze_view_1 = async_compile.cpp_pybinding(['float*', 'float*', 'float*', 'const float*', 'const float*', 'const float*', 'const float*', 'const int8_t*', 'const float*', 'float*', 'float*', 'float*', 'float*'], r'''
#include <torch/csrc/inductor/cpp_prefix.h>
extern "C"  void  kernel(float* in_out_ptr0,
                       float* in_out_ptr1,
                       float* in_out_ptr2,
                       const float* in_ptr1,
                       const float* in_ptr2,
                       const float* in_ptr3,
                       const float* in_ptr4,
                       const int8_t* in_ptr5,
                       const float* in_ptr6,
                       float* out_ptr1,
                       float* out_ptr3,
                       float* out_ptr4,
                       float* out_ptr5)
{
    std::atomic<int> inductor_cpu_integer_div_error{0};
    inductor_cpu_integer_div_error_flag = &inductor_cpu_integer_div_error;
    auto out_ptr0 = in_out_ptr0;
    auto in_ptr0 = in_out_ptr1;
    auto out_ptr2 = in_out_ptr2;
    #pragma omp parallel
    {
        int tid = omp_get_thread_num();
        {
            #pragma omp for
            for(int64_t x0=static_cast<int64_t>(0L); x0<static_cast<int64_t>(256L); x0+=static_cast<int64_t>(1L))
            {
                {
                    float tmp_acc0 = 0;
                    at::vec::Vectorized<float> tmp_acc0_vec = at::vec::Vectorized<float>(0);
                    for(int64_t x1=static_cast<int64_t>(0L); x1<static_cast<int64_t>(32L); x1+=static_cast<int64_t>(16L))
                    {
                        {
                            if(C10_LIKELY(x1 >= static_cast<int64_t>(0) && x1 < static_cast<int64_t>(32L)))
                            {
                                auto tmp0 = at::vec::Vectorized<float>::loadu(in_out_ptr1 + static_cast<int64_t>(x1 + 32L*x0), static_cast<int64_t>(16));
                                tmp_acc0_vec = tmp_acc0_vec + tmp0;
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
                for(int64_t x0=static_cast<int64_t>(0L); x0<static_cast<int64_t>(256L); x0+=static_cast<int64_t>(16L))
                {
                    {
                        if(C10_LIKELY(x0 >= static_cast<int64_t>(0) && x0 < static_cast<int64_t>(256L)))
                        {
                            auto tmp0 = at::vec::Vectorized<float>::loadu(out_ptr0 + static_cast<int64_t>(x0), static_cast<int64_t>(16));
                            auto tmp1 = static_cast<float>(32.0);
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
            for(int64_t x0=static_cast<int64_t>(0L); x0<static_cast<int64_t>(256L); x0+=static_cast<int64_t>(1L))
            {
                {
                    float tmp_acc0 = 0;
                    at::vec::Vectorized<float> tmp_acc0_vec = at::vec::Vectorized<float>(0);
                    for(int64_t x1=static_cast<int64_t>(0L); x1<static_cast<int64_t>(32L); x1+=static_cast<int64_t>(16L))
                    {
                        {
                            if(C10_LIKELY(x1 >= static_cast<int64_t>(0) && x1 < static_cast<int64_t>(32L)))
                            {
                                auto tmp0 = at::vec::Vectorized<float>::loadu(in_out_ptr1 + static_cast<int64_t>(x1 + 32L*x0), static_cast<int64_t>(16));
                                auto tmp1 = in_out_ptr0[static_cast<int64_t>(x0)];
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
            for(int64_t x0=static_cast<int64_t>(0L); x0<static_cast<int64_t>(256L); x0+=static_cast<int64_t>(1L))
            {
                {
                    float tmp_acc0 = 0;
                    at::vec::Vectorized<float> tmp_acc0_vec = at::vec::Vectorized<float>(0);
                    for(int64_t x1=static_cast<int64_t>(0L); x1<static_cast<int64_t>(32L); x1+=static_cast<int64_t>(16L))
                    {
                        {
                            if(C10_LIKELY(x1 >= static_cast<int64_t>(0) && x1 < static_cast<int64_t>(32L)))
                            {
                                auto tmp0 = at::vec::Vectorized<float>::loadu(in_out_ptr1 + static_cast<int64_t>(x1 + 32L*x0), static_cast<int64_t>(16));
                                auto tmp1 = in_out_ptr0[static_cast<int64_t>(x0)];
                                auto tmp4 = out_ptr1[static_cast<int64_t>(x0)];
                                auto tmp12 = at::vec::Vectorized<float>::loadu(in_ptr1 + static_cast<int64_t>(x1), static_cast<int64_t>(16));
                                auto tmp14 = at::vec::Vectorized<float>::loadu(in_ptr2 + static_cast<int64_t>(x1), static_cast<int64_t>(16));
                                auto tmp2 = at::vec::Vectorized<float>(tmp1);
                                auto tmp3 = tmp0 - tmp2;
                                auto tmp5 = static_cast<float>(32.0);
                                auto tmp6 = tmp4 / tmp5;
                                auto tmp7 = static_cast<float>(1e-05);
                                auto tmp8 = float(tmp6 + tmp7);
                                auto tmp9 = 1 / std::sqrt(tmp8);
                                auto tmp10 = at::vec::Vectorized<float>(tmp9);
                                auto tmp11 = tmp3 * tmp10;
                                auto tmp13 = tmp11 * tmp12;
                                auto tmp15 = tmp13 + tmp14;
                                tmp15.store(in_out_ptr1 + static_cast<int64_t>(x1 + 32L*x0));
                                tmp_acc0_vec = tmp_acc0_vec + tmp15;
                            }
                        }
                    }
                    tmp_acc0 = tmp_acc0 + at::vec::vec_reduce_all<float, 1>([](at::vec::Vectorized<float>& x, at::vec::Vectorized<float>& y) { return x + y; }, tmp_acc0_vec);
                    in_out_ptr2[static_cast<int64_t>(x0)] = static_cast<float>(tmp_acc0);
                }
            }
        }
        #pragma omp single
        {
            {
                for(int64_t x0=static_cast<int64_t>(0L); x0<static_cast<int64_t>(256L); x0+=static_cast<int64_t>(16L))
                {
                    {
                        if(C10_LIKELY(x0 >= static_cast<int64_t>(0) && x0 < static_cast<int64_t>(256L)))
                        {
                            auto tmp0 = at::vec::Vectorized<float>::loadu(out_ptr2 + static_cast<int64_t>(x0), static_cast<int64_t>(16));
                            auto tmp1 = static_cast<float>(32.0);
                            auto tmp2 = at::vec::Vectorized<float>(tmp1);
                            auto tmp3 = tmp0 / tmp2;
                            tmp3.store(in_out_ptr2 + static_cast<int64_t>(x0));
                        }
                    }
                }
            }
        }
        {
            #pragma omp for
            for(int64_t x0=static_cast<int64_t>(0L); x0<static_cast<int64_t>(256L); x0+=static_cast<int64_t>(1L))
            {
                {
                    float tmp_acc0 = 0;
                    at::vec::Vectorized<float> tmp_acc0_vec = at::vec::Vectorized<float>(0);
                    for(int64_t x1=static_cast<int64_t>(0L); x1<static_cast<int64_t>(32L); x1+=static_cast<int64_t>(16L))
                    {
                        {
                            if(C10_LIKELY(x1 >= static_cast<int64_t>(0) && x1 < static_cast<int64_t>(32L)))
                            {
                                auto tmp0 = at::vec::Vectorized<float>::loadu(in_out_ptr1 + static_cast<int64_t>(x1 + 32L*x0), static_cast<int64_t>(16));
                                auto tmp1 = in_out_ptr2[static_cast<int64_t>(x0)];
                                auto tmp2 = at::vec::Vectorized<float>(tmp1);
                                auto tmp3 = tmp0 - tmp2;
                                auto tmp4 = tmp3 * tmp3;
                                tmp_acc0_vec = tmp_acc0_vec + tmp4;
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
            for(int64_t x0=static_cast<int64_t>(0L); x0<static_cast<int64_t>(4L); x0+=static_cast<int64_t>(1L))
            {
                #pragma GCC ivdep
                for(int64_t x1=static_cast<int64_t>(0L); x1<static_cast<int64_t>(4L); x1+=static_cast<int64_t>(1L))
                {
                    #pragma GCC ivdep
                    for(int64_t x2=static_cast<int64_t>(0L); x2<static_cast<int64_t>(4L); x2+=static_cast<int64_t>(1L))
                    {
                        #pragma GCC ivdep
                        for(int64_t x3=static_cast<int64_t>(0L); x3<static_cast<int64_t>(4L); x3+=static_cast<int64_t>(1L))
                        {
                            for(int64_t x4=static_cast<int64_t>(0L); x4<static_cast<int64_t>(32L); x4+=static_cast<int64_t>(16L))
                            {
                                {
                                    if(C10_LIKELY(x4 >= static_cast<int64_t>(0) && x4 < static_cast<int64_t>(32L)))
                                    {
                                        auto tmp0 = at::vec::Vectorized<float>::loadu(in_out_ptr1 + static_cast<int64_t>(x4 + 32L*x3 + 128L*x2 + 512L*x1 + 2048L*x0), static_cast<int64_t>(16));
                                        auto tmp1 = in_out_ptr2[static_cast<int64_t>(x3 + 4L*x2 + 16L*x1 + 64L*x0)];
                                        auto tmp4 = out_ptr3[static_cast<int64_t>(x3 + 4L*x2 + 16L*x1 + 64L*x0)];
                                        auto tmp12 = at::vec::Vectorized<float>::loadu(in_ptr3 + static_cast<int64_t>(x4), static_cast<int64_t>(16));
                                        auto tmp14 = at::vec::Vectorized<float>::loadu(in_ptr4 + static_cast<int64_t>(x4), static_cast<int64_t>(16));
                                        auto tmp2 = at::vec::Vectorized<float>(tmp1);
                                        auto tmp3 = tmp0 - tmp2;
                                        auto tmp5 = static_cast<float>(32.0);
                                        auto tmp6 = tmp4 / tmp5;
                                        auto tmp7 = static_cast<float>(1e-05);
                                        auto tmp8 = float(tmp6 + tmp7);
                                        auto tmp9 = 1 / std::sqrt(tmp8);
                                        auto tmp10 = at::vec::Vectorized<float>(tmp9);
                                        auto tmp11 = tmp3 * tmp10;
                                        auto tmp13 = tmp11 * tmp12;
                                        auto tmp15 = tmp13 + tmp14;
                                        tmp15.store(out_ptr4 + static_cast<int64_t>(x4 + 32L*x3 + 128L*x1 + 512L*x2 + 2048L*x0));
                                    }
                                }
                            }
                        }
                    }
                }
            }
        }
        {
            #pragma omp for
            for(int64_t x0=static_cast<int64_t>(0L); x0<static_cast<int64_t>(32L); x0+=static_cast<int64_t>(1L))
            {
                for(int64_t x1=static_cast<int64_t>(0L); x1<static_cast<int64_t>(32L); x1+=static_cast<int64_t>(16L))
                {
                    {
                        if(C10_LIKELY(x1 >= static_cast<int64_t>(0) && x1 < static_cast<int64_t>(32L)))
                        {
                            auto tmp0 = at::vec::Vectorized<int8_t>::loadu(in_ptr5 + static_cast<int64_t>(x1 + 32L*x0), static_cast<int64_t>(16));
                            auto tmp2 = in_ptr6[static_cast<int64_t>(x0)];
                            auto tmp1 = at::vec::convert<float>(tmp0);
                            auto tmp3 = at::vec::Vectorized<float>(tmp2);
                            auto tmp4 = tmp1 * tmp3;
                            tmp4.store(out_ptr5 + static_cast<int64_t>(x1 + 32L*x0));
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


cpp_fused__to_copy_mul_unsqueeze_2 = async_compile.cpp_pybinding(['const int8_t*', 'const float*', 'float*'], r'''
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
            for(int64_t x0=static_cast<int64_t>(0L); x0<static_cast<int64_t>(32L); x0+=static_cast<int64_t>(1L))
            {
                for(int64_t x1=static_cast<int64_t>(0L); x1<static_cast<int64_t>(32L); x1+=static_cast<int64_t>(16L))
                {
                    {
                        if(C10_LIKELY(x1 >= static_cast<int64_t>(0) && x1 < static_cast<int64_t>(32L)))
                        {
                            auto tmp0 = at::vec::Vectorized<int8_t>::loadu(in_ptr0 + static_cast<int64_t>(x1 + 32L*x0), static_cast<int64_t>(16));
                            auto tmp2 = in_ptr1[static_cast<int64_t>(x0)];
                            auto tmp1 = at::vec::convert<float>(tmp0);
                            auto tmp3 = at::vec::Vectorized<float>(tmp2);
                            auto tmp4 = tmp1 * tmp3;
                            tmp4.store(out_ptr0 + static_cast<int64_t>(x1 + 32L*x0));
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


cpp_fused__scaled_dot_product_flash_attention_for_cpu__unsafe_view_add_clone_index_permute_transpose_unsqueeze_view_3 = async_compile.cpp_pybinding(['float*', 'float*', 'float*', 'const float*', 'const float*', 'const float*', 'const int64_t*', 'const float*', 'float*'], r'''
#include <torch/csrc/inductor/cpp_prefix.h>
extern "C"  void  kernel(float* in_out_ptr0,
                       float* in_out_ptr1,
                       float* in_out_ptr2,
                       const float* in_ptr0,
                       const float* in_ptr1,
                       const float* in_ptr2,
                       const int64_t* in_ptr3,
                       const float* in_ptr4,
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
                for(int64_t x1=static_cast<int64_t>(0L); x1<static_cast<int64_t>(32L); x1+=static_cast<int64_t>(16L))
                {
                    {
                        if(C10_LIKELY(x1 >= static_cast<int64_t>(0) && x1 < static_cast<int64_t>(32L)))
                        {
                            auto tmp0 = at::vec::Vectorized<float>::loadu(in_out_ptr0 + static_cast<int64_t>(x1 + 32L*x0), static_cast<int64_t>(16));
                            auto tmp1 = at::vec::Vectorized<float>::loadu(in_ptr0 + static_cast<int64_t>(x1), static_cast<int64_t>(16));
                            auto tmp2 = tmp0 + tmp1;
                            tmp2.store(in_out_ptr0 + static_cast<int64_t>(x1 + 32L*x0));
                        }
                    }
                }
            }
        }
        {
            #pragma omp for
            for(int64_t x0=static_cast<int64_t>(0L); x0<static_cast<int64_t>(256L); x0+=static_cast<int64_t>(1L))
            {
                for(int64_t x1=static_cast<int64_t>(0L); x1<static_cast<int64_t>(32L); x1+=static_cast<int64_t>(16L))
                {
                    {
                        if(C10_LIKELY(x1 >= static_cast<int64_t>(0) && x1 < static_cast<int64_t>(32L)))
                        {
                            auto tmp0 = at::vec::Vectorized<float>::loadu(in_out_ptr1 + static_cast<int64_t>(x1 + 32L*x0), static_cast<int64_t>(16));
                            auto tmp1 = at::vec::Vectorized<float>::loadu(in_ptr1 + static_cast<int64_t>(x1), static_cast<int64_t>(16));
                            auto tmp2 = tmp0 + tmp1;
                            tmp2.store(in_out_ptr1 + static_cast<int64_t>(x1 + 32L*x0));
                        }
                    }
                }
            }
        }
        {
            #pragma omp for
            for(int64_t x0=static_cast<int64_t>(0L); x0<static_cast<int64_t>(256L); x0+=static_cast<int64_t>(1L))
            {
                for(int64_t x1=static_cast<int64_t>(0L); x1<static_cast<int64_t>(32L); x1+=static_cast<int64_t>(16L))
                {
                    {
                        if(C10_LIKELY(x1 >= static_cast<int64_t>(0) && x1 < static_cast<int64_t>(32L)))
                        {
                            auto tmp0 = at::vec::Vectorized<float>::loadu(in_out_ptr2 + static_cast<int64_t>(x1 + 32L*x0), static_cast<int64_t>(16));
                            auto tmp1 = at::vec::Vectorized<float>::loadu(in_ptr2 + static_cast<int64_t>(x1), static_cast<int64_t>(16));
                            auto tmp2 = tmp0 + tmp1;
                            tmp2.store(in_out_ptr2 + static_cast<int64_t>(x1 + 32L*x0));
                        }
                    }
                }
            }
        }
        #pragma omp single
        {
            {
                #pragma GCC ivdep
                for(int64_t x0=static_cast<int64_t>(0L); x0<static_cast<int64_t>(2L); x0+=static_cast<int64_t>(1L))
                {
                    for(int64_t x1=static_cast<int64_t>(0L); x1<static_cast<int64_t>(256L); x1+=static_cast<int64_t>(16L))
                    {
                        {
                            if(C10_LIKELY(x1 >= static_cast<int64_t>(0) && x1 < static_cast<int64_t>(256L)))
                            {
                                auto tmp0 = at::vec::VectorizedN<int64_t,2>::loadu(in_ptr3 + static_cast<int64_t>(x1), static_cast<int64_t>(16));
                                auto tmp1 = 49L;
                                auto tmp2 = c10::convert<int64_t>(tmp1);
                                auto tmp3 = at::vec::VectorizedN<int64_t,2>(tmp2);
                                auto tmp4 = tmp0 + tmp3;
                                auto tmp5 = static_cast<int64_t>(0);
                                auto tmp6 = at::vec::VectorizedN<int64_t,2>(tmp5);
                                auto tmp7 = at::vec::VecMask<int64_t,2>(tmp0 < tmp6);
                                auto tmp8 = decltype(tmp4)::blendv(tmp0, tmp4, inductor_vec_mask_cast<int64_t,2>(tmp7));
                                auto tmp9 =
                                [&]
                                {
                                    __at_align__ std::array<int64_t, 16> tmpbuf;
                                    tmp8.store(tmpbuf.data(), static_cast<int64_t>(16));
                                    return tmpbuf;
                                }
                                ()
                                ;
                                auto tmp10 =
                                [&]
                                {
                                    __at_align__ std::array<int64_t, 16> tmpbuf;
                                    #pragma GCC unroll 16
                                    for (long x1_inner = 0; x1_inner < static_cast<int64_t>(16); x1_inner++)
                                    {
                                        tmpbuf[x1_inner] = static_cast<int64_t>(tmp9[x1_inner]);
                                    }
                                    return at::vec::VectorizedN<int64_t,2>::loadu(tmpbuf.data(), static_cast<int64_t>(16));
                                }
                                ()
                                ;
                                TORCH_CHECK((at::vec::VecMask<int64_t,2>((at::vec::VectorizedN<int64_t,2>(0) <= tmp10) & (tmp10 < at::vec::VectorizedN<int64_t,2>(49L)))).all_masked(), "index out of bounds: 0 <= tmp10 < 49L");
                                auto tmp12 =
                                [&]
                                {
                                    __at_align__ std::array<float, 16> tmpbuf;
                                    #pragma GCC unroll 16
                                    for (long x1_inner = 0; x1_inner < static_cast<int64_t>(16); x1_inner++)
                                    {
                                        tmpbuf[x1_inner] = in_ptr4[static_cast<int64_t>(x0 + 2L*tmp9[x1_inner])];
                                    }
                                    return at::vec::Vectorized<float>::loadu(tmpbuf.data(), static_cast<int64_t>(16));
                                }
                                ()
                                ;
                                tmp12.store(out_ptr0 + static_cast<int64_t>(x1 + 256L*x0));
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


cpp_fused__to_copy__unsafe_view_add_clone_mul_native_layer_norm_transpose_unsqueeze_view_4 = async_compile.cpp_pybinding(['float*', 'const float*', 'const float*', 'const float*', 'const float*', 'const float*', 'const int8_t*', 'const float*', 'float*', 'float*', 'float*'], r'''
#include <torch/csrc/inductor/cpp_prefix.h>
extern "C"  void  kernel(float* in_out_ptr0,
                       const float* in_ptr0,
                       const float* in_ptr1,
                       const float* in_ptr2,
                       const float* in_ptr3,
                       const float* in_ptr4,
                       const int8_t* in_ptr5,
                       const float* in_ptr6,
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
            for(int64_t x0=static_cast<int64_t>(0L); x0<static_cast<int64_t>(256L); x0+=static_cast<int64_t>(1L))
            {
                {
                    float tmp_acc0 = 0;
                    at::vec::Vectorized<float> tmp_acc0_vec = at::vec::Vectorized<float>(0);
                    for(int64_t x1=static_cast<int64_t>(0L); x1<static_cast<int64_t>(32L); x1+=static_cast<int64_t>(16L))
                    {
                        {
                            if(C10_LIKELY(x1 >= static_cast<int64_t>(0) && x1 < static_cast<int64_t>(32L)))
                            {
                                auto tmp0 = at::vec::Vectorized<float>::loadu(in_ptr0 + static_cast<int64_t>(x1 + 32L*x0), static_cast<int64_t>(16));
                                auto tmp1 = at::vec::Vectorized<float>::loadu(in_ptr1 + static_cast<int64_t>(x1 + 32L*((static_cast<int64_t>(x0) % static_cast<int64_t>(4L))) + 128L*((static_cast<int64_t>(c10::div_floor_integer(static_cast<int64_t>(x0), static_cast<int64_t>(16L))) % static_cast<int64_t>(4L))) + 512L*((static_cast<int64_t>(c10::div_floor_integer(static_cast<int64_t>(x0), static_cast<int64_t>(4L))) % static_cast<int64_t>(4L))) + 2048L*(c10::div_floor_integer(static_cast<int64_t>(x0), static_cast<int64_t>(64L)))), static_cast<int64_t>(16));
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
                for(int64_t x0=static_cast<int64_t>(0L); x0<static_cast<int64_t>(256L); x0+=static_cast<int64_t>(16L))
                {
                    {
                        if(C10_LIKELY(x0 >= static_cast<int64_t>(0) && x0 < static_cast<int64_t>(256L)))
                        {
                            auto tmp0 = at::vec::Vectorized<float>::loadu(out_ptr0 + static_cast<int64_t>(x0), static_cast<int64_t>(16));
                            auto tmp1 = static_cast<float>(32.0);
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
            for(int64_t x0=static_cast<int64_t>(0L); x0<static_cast<int64_t>(256L); x0+=static_cast<int64_t>(1L))
            {
                {
                    float tmp_acc0 = 0;
                    at::vec::Vectorized<float> tmp_acc0_vec = at::vec::Vectorized<float>(0);
                    for(int64_t x1=static_cast<int64_t>(0L); x1<static_cast<int64_t>(32L); x1+=static_cast<int64_t>(16L))
                    {
                        {
                            if(C10_LIKELY(x1 >= static_cast<int64_t>(0) && x1 < static_cast<int64_t>(32L)))
                            {
                                auto tmp0 = at::vec::Vectorized<float>::loadu(in_ptr0 + static_cast<int64_t>(x1 + 32L*x0), static_cast<int64_t>(16));
                                auto tmp1 = at::vec::Vectorized<float>::loadu(in_ptr1 + static_cast<int64_t>(x1 + 32L*((static_cast<int64_t>(x0) % static_cast<int64_t>(4L))) + 128L*((static_cast<int64_t>(c10::div_floor_integer(static_cast<int64_t>(x0), static_cast<int64_t>(16L))) % static_cast<int64_t>(4L))) + 512L*((static_cast<int64_t>(c10::div_floor_integer(static_cast<int64_t>(x0), static_cast<int64_t>(4L))) % static_cast<int64_t>(4L))) + 2048L*(c10::div_floor_integer(static_cast<int64_t>(x0), static_cast<int64_t>(64L)))), static_cast<int64_t>(16));
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
            for(int64_t x0=static_cast<int64_t>(0L); x0<static_cast<int64_t>(256L); x0+=static_cast<int64_t>(1L))
            {
                for(int64_t x1=static_cast<int64_t>(0L); x1<static_cast<int64_t>(32L); x1+=static_cast<int64_t>(16L))
                {
                    {
                        if(C10_LIKELY(x1 >= static_cast<int64_t>(0) && x1 < static_cast<int64_t>(32L)))
                        {
                            auto tmp0 = at::vec::Vectorized<float>::loadu(in_ptr0 + static_cast<int64_t>(x1 + 32L*x0), static_cast<int64_t>(16));
                            auto tmp1 = at::vec::Vectorized<float>::loadu(in_ptr1 + static_cast<int64_t>(x1 + 32L*((static_cast<int64_t>(x0) % static_cast<int64_t>(4L))) + 128L*((static_cast<int64_t>(c10::div_floor_integer(static_cast<int64_t>(x0), static_cast<int64_t>(16L))) % static_cast<int64_t>(4L))) + 512L*((static_cast<int64_t>(c10::div_floor_integer(static_cast<int64_t>(x0), static_cast<int64_t>(4L))) % static_cast<int64_t>(4L))) + 2048L*(c10::div_floor_integer(static_cast<int64_t>(x0), static_cast<int64_t>(64L)))), static_cast<int64_t>(16));
                            auto tmp2 = at::vec::Vectorized<float>::loadu(in_ptr2 + static_cast<int64_t>(x1), static_cast<int64_t>(16));
                            auto tmp5 = in_out_ptr0[static_cast<int64_t>(x0)];
                            auto tmp8 = out_ptr1[static_cast<int64_t>(x0)];
                            auto tmp16 = at::vec::Vectorized<float>::loadu(in_ptr3 + static_cast<int64_t>(x1), static_cast<int64_t>(16));
                            auto tmp18 = at::vec::Vectorized<float>::loadu(in_ptr4 + static_cast<int64_t>(x1), static_cast<int64_t>(16));
                            auto tmp3 = tmp1 + tmp2;
                            auto tmp4 = tmp0 + tmp3;
                            auto tmp6 = at::vec::Vectorized<float>(tmp5);
                            auto tmp7 = tmp4 - tmp6;
                            auto tmp9 = static_cast<float>(32.0);
                            auto tmp10 = tmp8 / tmp9;
                            auto tmp11 = static_cast<float>(1e-05);
                            auto tmp12 = float(tmp10 + tmp11);
                            auto tmp13 = 1 / std::sqrt(tmp12);
                            auto tmp14 = at::vec::Vectorized<float>(tmp13);
                            auto tmp15 = tmp7 * tmp14;
                            auto tmp17 = tmp15 * tmp16;
                            auto tmp19 = tmp17 + tmp18;
                            tmp19.store(out_ptr2 + static_cast<int64_t>(x1 + 32L*x0));
                        }
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
                            auto tmp0 = at::vec::Vectorized<int8_t>::loadu(in_ptr5 + static_cast<int64_t>(x1 + 32L*x0), static_cast<int64_t>(16));
                            auto tmp2 = in_ptr6[static_cast<int64_t>(x0)];
                            auto tmp1 = at::vec::convert<float>(tmp0);
                            auto tmp3 = at::vec::Vectorized<float>(tmp2);
                            auto tmp4 = tmp1 * tmp3;
                            tmp4.store(out_ptr3 + static_cast<int64_t>(x1 + 32L*x0));
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


cpp_fused__to_copy__unsafe_view_add_gelu_mul_unsqueeze_5 = async_compile.cpp_pybinding(['float*', 'const int8_t*', 'const float*', 'const float*', 'float*'], r'''
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
            for(int64_t x0=static_cast<int64_t>(0L); x0<static_cast<int64_t>(32L); x0+=static_cast<int64_t>(1L))
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
            for(int64_t x0=static_cast<int64_t>(0L); x0<static_cast<int64_t>(256L); x0+=static_cast<int64_t>(1L))
            {
                for(int64_t x1=static_cast<int64_t>(0L); x1<static_cast<int64_t>(64L); x1+=static_cast<int64_t>(16L))
                {
                    {
                        if(C10_LIKELY(x1 >= static_cast<int64_t>(0) && x1 < static_cast<int64_t>(64L)))
                        {
                            auto tmp0 = at::vec::Vectorized<float>::loadu(in_out_ptr0 + static_cast<int64_t>(x1 + 64L*x0), static_cast<int64_t>(16));
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
                            tmp13.store(in_out_ptr0 + static_cast<int64_t>(x1 + 64L*x0));
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


cpp_fused__to_copy__unsafe_view_add_clone_mul_native_layer_norm_roll_transpose_unsqueeze_view_6 = async_compile.cpp_pybinding(['float*', 'float*', 'const float*', 'const float*', 'const float*', 'const float*', 'const float*', 'const float*', 'const int8_t*', 'const float*', 'float*', 'float*', 'float*'], r'''
#include <torch/csrc/inductor/cpp_prefix.h>
extern "C"  void  kernel(float* in_out_ptr0,
                       float* in_out_ptr1,
                       const float* in_ptr0,
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
    auto out_ptr0 = in_out_ptr1;
    #pragma omp parallel
    {
        int tid = omp_get_thread_num();
        {
            #pragma omp for
            for(int64_t x0=static_cast<int64_t>(0L); x0<static_cast<int64_t>(256L); x0+=static_cast<int64_t>(1L))
            {
                {
                    float tmp_acc0 = 0;
                    at::vec::Vectorized<float> tmp_acc0_vec = at::vec::Vectorized<float>(0);
                    for(int64_t x1=static_cast<int64_t>(0L); x1<static_cast<int64_t>(32L); x1+=static_cast<int64_t>(16L))
                    {
                        {
                            if(C10_LIKELY(x1 >= static_cast<int64_t>(0) && x1 < static_cast<int64_t>(32L)))
                            {
                                auto tmp0 = at::vec::Vectorized<float>::loadu(in_out_ptr0 + static_cast<int64_t>(x1 + 32L*x0), static_cast<int64_t>(16));
                                auto tmp1 = at::vec::Vectorized<float>::loadu(in_ptr0 + static_cast<int64_t>(x1), static_cast<int64_t>(16));
                                auto tmp3 = at::vec::Vectorized<float>::loadu(in_ptr1 + static_cast<int64_t>(x1 + 32L*x0), static_cast<int64_t>(16));
                                auto tmp4 = at::vec::Vectorized<float>::loadu(in_ptr2 + static_cast<int64_t>(x1 + 32L*((static_cast<int64_t>(x0) % static_cast<int64_t>(4L))) + 128L*((static_cast<int64_t>(c10::div_floor_integer(static_cast<int64_t>(x0), static_cast<int64_t>(16L))) % static_cast<int64_t>(4L))) + 512L*((static_cast<int64_t>(c10::div_floor_integer(static_cast<int64_t>(x0), static_cast<int64_t>(4L))) % static_cast<int64_t>(4L))) + 2048L*(c10::div_floor_integer(static_cast<int64_t>(x0), static_cast<int64_t>(64L)))), static_cast<int64_t>(16));
                                auto tmp5 = at::vec::Vectorized<float>::loadu(in_ptr3 + static_cast<int64_t>(x1), static_cast<int64_t>(16));
                                auto tmp2 = tmp0 + tmp1;
                                auto tmp6 = tmp4 + tmp5;
                                auto tmp7 = tmp3 + tmp6;
                                auto tmp8 = tmp2 + tmp7;
                                tmp8.store(in_out_ptr0 + static_cast<int64_t>(x1 + 32L*x0));
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
                for(int64_t x0=static_cast<int64_t>(0L); x0<static_cast<int64_t>(256L); x0+=static_cast<int64_t>(16L))
                {
                    {
                        if(C10_LIKELY(x0 >= static_cast<int64_t>(0) && x0 < static_cast<int64_t>(256L)))
                        {
                            auto tmp0 = at::vec::Vectorized<float>::loadu(out_ptr0 + static_cast<int64_t>(x0), static_cast<int64_t>(16));
                            auto tmp1 = static_cast<float>(32.0);
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
            for(int64_t x0=static_cast<int64_t>(0L); x0<static_cast<int64_t>(256L); x0+=static_cast<int64_t>(1L))
            {
                {
                    float tmp_acc0 = 0;
                    at::vec::Vectorized<float> tmp_acc0_vec = at::vec::Vectorized<float>(0);
                    for(int64_t x1=static_cast<int64_t>(0L); x1<static_cast<int64_t>(32L); x1+=static_cast<int64_t>(16L))
                    {
                        {
                            if(C10_LIKELY(x1 >= static_cast<int64_t>(0) && x1 < static_cast<int64_t>(32L)))
                            {
                                auto tmp0 = at::vec::Vectorized<float>::loadu(in_out_ptr0 + static_cast<int64_t>(x1 + 32L*x0), static_cast<int64_t>(16));
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
            for(int64_t x0=static_cast<int64_t>(0L); x0<static_cast<int64_t>(4L); x0+=static_cast<int64_t>(1L))
            {
                #pragma GCC ivdep
                for(int64_t x1=static_cast<int64_t>(0L); x1<static_cast<int64_t>(4L); x1+=static_cast<int64_t>(1L))
                {
                    #pragma GCC ivdep
                    for(int64_t x2=static_cast<int64_t>(0L); x2<static_cast<int64_t>(4L); x2+=static_cast<int64_t>(1L))
                    {
                        #pragma GCC ivdep
                        for(int64_t x3=static_cast<int64_t>(0L); x3<static_cast<int64_t>(4L); x3+=static_cast<int64_t>(1L))
                        {
                            for(int64_t x4=static_cast<int64_t>(0L); x4<static_cast<int64_t>(32L); x4+=static_cast<int64_t>(16L))
                            {
                                {
                                    if(C10_LIKELY(x4 >= static_cast<int64_t>(0) && x4 < static_cast<int64_t>(32L)))
                                    {
                                        auto tmp0 = at::vec::Vectorized<float>::loadu(in_out_ptr0 + static_cast<int64_t>(x4 + 32L*((static_cast<int64_t>(2L + x3 + 4L*x2) % static_cast<int64_t>(16L))) + 512L*((static_cast<int64_t>(2L + x1 + 4L*x0) % static_cast<int64_t>(16L)))), static_cast<int64_t>(16));
                                        auto tmp1 = in_out_ptr1[static_cast<int64_t>(16L*((static_cast<int64_t>(2L + x1 + 4L*x0) % static_cast<int64_t>(16L))) + ((static_cast<int64_t>(2L + x3 + 4L*x2) % static_cast<int64_t>(16L))))];
                                        auto tmp4 = out_ptr1[static_cast<int64_t>(16L*((static_cast<int64_t>(2L + x1 + 4L*x0) % static_cast<int64_t>(16L))) + ((static_cast<int64_t>(2L + x3 + 4L*x2) % static_cast<int64_t>(16L))))];
                                        auto tmp12 = at::vec::Vectorized<float>::loadu(in_ptr4 + static_cast<int64_t>(x4), static_cast<int64_t>(16));
                                        auto tmp14 = at::vec::Vectorized<float>::loadu(in_ptr5 + static_cast<int64_t>(x4), static_cast<int64_t>(16));
                                        auto tmp2 = at::vec::Vectorized<float>(tmp1);
                                        auto tmp3 = tmp0 - tmp2;
                                        auto tmp5 = static_cast<float>(32.0);
                                        auto tmp6 = tmp4 / tmp5;
                                        auto tmp7 = static_cast<float>(1e-05);
                                        auto tmp8 = float(tmp6 + tmp7);
                                        auto tmp9 = 1 / std::sqrt(tmp8);
                                        auto tmp10 = at::vec::Vectorized<float>(tmp9);
                                        auto tmp11 = tmp3 * tmp10;
                                        auto tmp13 = tmp11 * tmp12;
                                        auto tmp15 = tmp13 + tmp14;
                                        tmp15.store(out_ptr2 + static_cast<int64_t>(x4 + 32L*x3 + 128L*x1 + 512L*x2 + 2048L*x0));
                                    }
                                }
                            }
                        }
                    }
                }
            }
        }
        {
            #pragma omp for
            for(int64_t x0=static_cast<int64_t>(0L); x0<static_cast<int64_t>(32L); x0+=static_cast<int64_t>(1L))
            {
                for(int64_t x1=static_cast<int64_t>(0L); x1<static_cast<int64_t>(32L); x1+=static_cast<int64_t>(16L))
                {
                    {
                        if(C10_LIKELY(x1 >= static_cast<int64_t>(0) && x1 < static_cast<int64_t>(32L)))
                        {
                            auto tmp0 = at::vec::Vectorized<int8_t>::loadu(in_ptr6 + static_cast<int64_t>(x1 + 32L*x0), static_cast<int64_t>(16));
                            auto tmp2 = in_ptr7[static_cast<int64_t>(x0)];
                            auto tmp1 = at::vec::convert<float>(tmp0);
                            auto tmp3 = at::vec::Vectorized<float>(tmp2);
                            auto tmp4 = tmp1 * tmp3;
                            tmp4.store(out_ptr3 + static_cast<int64_t>(x1 + 32L*x0));
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


cpp_fused__scaled_dot_product_flash_attention_for_cpu__to_copy__unsafe_view_add_arange_clone_eq_expand_ge_index_masked_fill_mul_ne_permute_sub_transpose_unsqueeze_view_7 = async_compile.cpp_pybinding(['float*', 'float*', 'float*', 'const float*', 'const float*', 'const float*', 'const int64_t*', 'const float*', 'float*'], r'''
#include <torch/csrc/inductor/cpp_prefix.h>
extern "C"  void  kernel(float* in_out_ptr0,
                       float* in_out_ptr1,
                       float* in_out_ptr2,
                       const float* in_ptr0,
                       const float* in_ptr1,
                       const float* in_ptr2,
                       const int64_t* in_ptr3,
                       const float* in_ptr4,
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
                for(int64_t x1=static_cast<int64_t>(0L); x1<static_cast<int64_t>(32L); x1+=static_cast<int64_t>(16L))
                {
                    {
                        if(C10_LIKELY(x1 >= static_cast<int64_t>(0) && x1 < static_cast<int64_t>(32L)))
                        {
                            auto tmp0 = at::vec::Vectorized<float>::loadu(in_out_ptr0 + static_cast<int64_t>(x1 + 32L*x0), static_cast<int64_t>(16));
                            auto tmp1 = at::vec::Vectorized<float>::loadu(in_ptr0 + static_cast<int64_t>(x1), static_cast<int64_t>(16));
                            auto tmp2 = tmp0 + tmp1;
                            tmp2.store(in_out_ptr0 + static_cast<int64_t>(x1 + 32L*x0));
                        }
                    }
                }
            }
        }
        {
            #pragma omp for
            for(int64_t x0=static_cast<int64_t>(0L); x0<static_cast<int64_t>(256L); x0+=static_cast<int64_t>(1L))
            {
                for(int64_t x1=static_cast<int64_t>(0L); x1<static_cast<int64_t>(32L); x1+=static_cast<int64_t>(16L))
                {
                    {
                        if(C10_LIKELY(x1 >= static_cast<int64_t>(0) && x1 < static_cast<int64_t>(32L)))
                        {
                            auto tmp0 = at::vec::Vectorized<float>::loadu(in_out_ptr1 + static_cast<int64_t>(x1 + 32L*x0), static_cast<int64_t>(16));
                            auto tmp1 = at::vec::Vectorized<float>::loadu(in_ptr1 + static_cast<int64_t>(x1), static_cast<int64_t>(16));
                            auto tmp2 = tmp0 + tmp1;
                            tmp2.store(in_out_ptr1 + static_cast<int64_t>(x1 + 32L*x0));
                        }
                    }
                }
            }
        }
        {
            #pragma omp for
            for(int64_t x0=static_cast<int64_t>(0L); x0<static_cast<int64_t>(256L); x0+=static_cast<int64_t>(1L))
            {
                for(int64_t x1=static_cast<int64_t>(0L); x1<static_cast<int64_t>(32L); x1+=static_cast<int64_t>(16L))
                {
                    {
                        if(C10_LIKELY(x1 >= static_cast<int64_t>(0) && x1 < static_cast<int64_t>(32L)))
                        {
                            auto tmp0 = at::vec::Vectorized<float>::loadu(in_out_ptr2 + static_cast<int64_t>(x1 + 32L*x0), static_cast<int64_t>(16));
                            auto tmp1 = at::vec::Vectorized<float>::loadu(in_ptr2 + static_cast<int64_t>(x1), static_cast<int64_t>(16));
                            auto tmp2 = tmp0 + tmp1;
                            tmp2.store(in_out_ptr2 + static_cast<int64_t>(x1 + 32L*x0));
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
                for(int64_t x1=static_cast<int64_t>(0L); x1<static_cast<int64_t>(2L); x1+=static_cast<int64_t>(1L))
                {
                    #pragma GCC ivdep
                    for(int64_t x2=static_cast<int64_t>(0L); x2<static_cast<int64_t>(16L); x2+=static_cast<int64_t>(1L))
                    {
                        for(int64_t x3=static_cast<int64_t>(0L); x3<static_cast<int64_t>(16L); x3+=static_cast<int64_t>(16L))
                        {
                            {
                                if(C10_LIKELY(x3 >= static_cast<int64_t>(0) && x3 < static_cast<int64_t>(16L)))
                                {
                                    auto tmp0 = at::vec::VectorizedN<int64_t,2>::loadu(in_ptr3 + static_cast<int64_t>(x3 + 16L*x2), static_cast<int64_t>(16));
                                    auto tmp1 = 49L;
                                    auto tmp2 = c10::convert<int64_t>(tmp1);
                                    auto tmp3 = at::vec::VectorizedN<int64_t,2>(tmp2);
                                    auto tmp4 = tmp0 + tmp3;
                                    auto tmp5 = static_cast<int64_t>(0);
                                    auto tmp6 = at::vec::VectorizedN<int64_t,2>(tmp5);
                                    auto tmp7 = at::vec::VecMask<int64_t,2>(tmp0 < tmp6);
                                    auto tmp8 = decltype(tmp4)::blendv(tmp0, tmp4, inductor_vec_mask_cast<int64_t,2>(tmp7));
                                    auto tmp9 =
                                    [&]
                                    {
                                        __at_align__ std::array<int64_t, 16> tmpbuf;
                                        tmp8.store(tmpbuf.data(), static_cast<int64_t>(16));
                                        return tmpbuf;
                                    }
                                    ()
                                    ;
                                    auto tmp10 =
                                    [&]
                                    {
                                        __at_align__ std::array<int64_t, 16> tmpbuf;
                                        #pragma GCC unroll 16
                                        for (long x3_inner = 0; x3_inner < static_cast<int64_t>(16); x3_inner++)
                                        {
                                            tmpbuf[x3_inner] = static_cast<int64_t>(tmp9[x3_inner]);
                                        }
                                        return at::vec::VectorizedN<int64_t,2>::loadu(tmpbuf.data(), static_cast<int64_t>(16));
                                    }
                                    ()
                                    ;
                                    TORCH_CHECK((at::vec::VecMask<int64_t,2>((at::vec::VectorizedN<int64_t,2>(0) <= tmp10) & (tmp10 < at::vec::VectorizedN<int64_t,2>(49L)))).all_masked(), "index out of bounds: 0 <= tmp10 < 49L");
                                    auto tmp12 =
                                    [&]
                                    {
                                        __at_align__ std::array<float, 16> tmpbuf;
                                        #pragma GCC unroll 16
                                        for (long x3_inner = 0; x3_inner < static_cast<int64_t>(16); x3_inner++)
                                        {
                                            tmpbuf[x3_inner] = in_ptr4[static_cast<int64_t>(x1 + 2L*tmp9[x3_inner])];
                                        }
                                        return at::vec::Vectorized<float>::loadu(tmpbuf.data(), static_cast<int64_t>(16));
                                    }
                                    ()
                                    ;
                                    auto tmp13 =
                                    [&]
                                    {
                                        __at_align__ std::array<int64_t, 16> tmpbuf;
                                        #pragma GCC unroll 16
                                        for (long x3_inner = 0; x3_inner < static_cast<int64_t>(16); x3_inner++)
                                        {
                                            tmpbuf[x3_inner] = static_cast<int64_t>(4L*(c10::div_floor_integer(static_cast<int64_t>(x0), static_cast<int64_t>(4L))) + (c10::div_floor_integer(static_cast<int64_t>(x3 + x3_inner), static_cast<int64_t>(4L))));
                                        }
                                        return at::vec::VectorizedN<int64_t,2>::loadu(tmpbuf.data(), static_cast<int64_t>(16));
                                    }
                                    ()
                                    ;
                                    auto tmp14 = static_cast<int64_t>(12);
                                    auto tmp15 = at::vec::VectorizedN<int64_t,2>(tmp14);
                                    auto tmp16 = at::vec::VecMask<int64_t,2>(tmp13 >= tmp15);
                                    auto tmp17 = tmp16.to<int64_t,2>();
                                    auto tmp18 = static_cast<int64_t>(14);
                                    auto tmp19 = at::vec::VectorizedN<int64_t,2>(tmp18);
                                    auto tmp20 = at::vec::VecMask<int64_t,2>(tmp13 >= tmp19);
                                    auto tmp21 = tmp20.to<int64_t,2>();
                                    auto tmp22 = tmp17 + tmp21;
                                    auto tmp23 = static_cast<int64_t>(3);
                                    auto tmp24 = at::vec::VectorizedN<int64_t,2>(tmp23);
                                    auto tmp25 = tmp22 * tmp24;
                                    auto tmp26 =
                                    [&]
                                    {
                                        __at_align__ std::array<int64_t, 16> tmpbuf;
                                        #pragma GCC unroll 16
                                        for (long x3_inner = 0; x3_inner < static_cast<int64_t>(16); x3_inner++)
                                        {
                                            tmpbuf[x3_inner] = static_cast<int64_t>(4L*((static_cast<int64_t>(x0) % static_cast<int64_t>(4L))) + ((static_cast<int64_t>(x3 + x3_inner) % static_cast<int64_t>(4L))));
                                        }
                                        return at::vec::VectorizedN<int64_t,2>::loadu(tmpbuf.data(), static_cast<int64_t>(16));
                                    }
                                    ()
                                    ;
                                    auto tmp27 = at::vec::VecMask<int64_t,2>(tmp26 >= tmp15);
                                    auto tmp28 = tmp27.to<int64_t,2>();
                                    auto tmp29 = at::vec::VecMask<int64_t,2>(tmp26 >= tmp19);
                                    auto tmp30 = tmp29.to<int64_t,2>();
                                    auto tmp31 = tmp28 + tmp30;
                                    auto tmp32 = tmp25 + tmp31;
                                    auto tmp33 = at::vec::convert<float,1,int64_t,2>(tmp32);
                                    auto tmp34 = 4L*(c10::div_floor_integer(static_cast<int64_t>(x0), static_cast<int64_t>(4L))) + (c10::div_floor_integer(static_cast<int64_t>(x2), static_cast<int64_t>(4L)));
                                    auto tmp35 = c10::convert<int64_t>(tmp34);
                                    auto tmp36 = tmp35 >= tmp14;
                                    auto tmp37 = c10::convert<int64_t>(tmp36);
                                    auto tmp38 = tmp35 >= tmp18;
                                    auto tmp39 = c10::convert<int64_t>(tmp38);
                                    auto tmp40 = int64_t(static_cast<std::make_unsigned_t<int64_t>>(tmp37) + static_cast<std::make_unsigned_t<int64_t>>(tmp39));
                                    auto tmp41 = int64_t(static_cast<std::make_unsigned_t<int64_t>>(tmp40) * static_cast<std::make_unsigned_t<int64_t>>(tmp23));
                                    auto tmp42 = 4L*((static_cast<int64_t>(x0) % static_cast<int64_t>(4L))) + ((static_cast<int64_t>(x2) % static_cast<int64_t>(4L)));
                                    auto tmp43 = c10::convert<int64_t>(tmp42);
                                    auto tmp44 = tmp43 >= tmp14;
                                    auto tmp45 = c10::convert<int64_t>(tmp44);
                                    auto tmp46 = tmp43 >= tmp18;
                                    auto tmp47 = c10::convert<int64_t>(tmp46);
                                    auto tmp48 = int64_t(static_cast<std::make_unsigned_t<int64_t>>(tmp45) + static_cast<std::make_unsigned_t<int64_t>>(tmp47));
                                    auto tmp49 = int64_t(static_cast<std::make_unsigned_t<int64_t>>(tmp41) + static_cast<std::make_unsigned_t<int64_t>>(tmp48));
                                    auto tmp50 = c10::convert<float>(tmp49);
                                    auto tmp51 = at::vec::Vectorized<float>(tmp50);
                                    auto tmp52 = tmp33 - tmp51;
                                    auto tmp53 = static_cast<float>(0.0);
                                    auto tmp54 = at::vec::Vectorized<float>(tmp53);
                                    auto tmp55 = at::vec::VecMask<float,1>(tmp52 == tmp54);
                                    auto tmp56 = at::vec::VecMask<float,1>(tmp52 != tmp54);
                                    auto tmp57 = static_cast<float>(-100.0);
                                    auto tmp58 = at::vec::Vectorized<float>(tmp57);
                                    auto tmp59 = decltype(tmp58)::blendv(tmp52, tmp58, inductor_vec_mask_cast<float,1>(tmp56));
                                    auto tmp60 = decltype(tmp54)::blendv(tmp59, tmp54, inductor_vec_mask_cast<float,1>(tmp55));
                                    auto tmp61 = tmp12 + tmp60;
                                    tmp61.store(out_ptr0 + static_cast<int64_t>(x3 + 16L*x2 + 256L*x1 + 512L*x0));
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


cpp_fused__to_copy__unsafe_view_add_clone_mul_native_layer_norm_roll_transpose_unsqueeze_view_8 = async_compile.cpp_pybinding(['float*', 'const float*', 'const float*', 'const float*', 'const float*', 'const float*', 'const int8_t*', 'const float*', 'float*', 'float*', 'float*'], r'''
#include <torch/csrc/inductor/cpp_prefix.h>
extern "C"  void  kernel(float* in_out_ptr0,
                       const float* in_ptr0,
                       const float* in_ptr1,
                       const float* in_ptr2,
                       const float* in_ptr3,
                       const float* in_ptr4,
                       const int8_t* in_ptr5,
                       const float* in_ptr6,
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
            for(int64_t x0=static_cast<int64_t>(0L); x0<static_cast<int64_t>(256L); x0+=static_cast<int64_t>(1L))
            {
                {
                    float tmp_acc0 = 0;
                    at::vec::Vectorized<float> tmp_acc0_vec = at::vec::Vectorized<float>(0);
                    for(int64_t x1=static_cast<int64_t>(0L); x1<static_cast<int64_t>(32L); x1+=static_cast<int64_t>(16L))
                    {
                        {
                            if(C10_LIKELY(x1 >= static_cast<int64_t>(0) && x1 < static_cast<int64_t>(32L)))
                            {
                                auto tmp0 = at::vec::Vectorized<float>::loadu(in_ptr0 + static_cast<int64_t>(x1 + 32L*x0), static_cast<int64_t>(16));
                                auto tmp1 = at::vec::Vectorized<float>::loadu(in_ptr1 + static_cast<int64_t>(x1 + 32L*((static_cast<int64_t>(14L + ((static_cast<int64_t>(x0) % static_cast<int64_t>(16L)))) % static_cast<int64_t>(4L))) + 128L*((static_cast<int64_t>(14L + (c10::div_floor_integer(static_cast<int64_t>(x0), static_cast<int64_t>(16L)))) % static_cast<int64_t>(4L))) + 512L*((static_cast<int64_t>(c10::div_floor_integer(static_cast<int64_t>(14L + ((static_cast<int64_t>(x0) % static_cast<int64_t>(16L)))), static_cast<int64_t>(4L))) % static_cast<int64_t>(4L))) + 2048L*((static_cast<int64_t>(c10::div_floor_integer(static_cast<int64_t>(14L + (c10::div_floor_integer(static_cast<int64_t>(x0), static_cast<int64_t>(16L)))), static_cast<int64_t>(4L))) % static_cast<int64_t>(4L)))), static_cast<int64_t>(16));
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
                for(int64_t x0=static_cast<int64_t>(0L); x0<static_cast<int64_t>(256L); x0+=static_cast<int64_t>(16L))
                {
                    {
                        if(C10_LIKELY(x0 >= static_cast<int64_t>(0) && x0 < static_cast<int64_t>(256L)))
                        {
                            auto tmp0 = at::vec::Vectorized<float>::loadu(out_ptr0 + static_cast<int64_t>(x0), static_cast<int64_t>(16));
                            auto tmp1 = static_cast<float>(32.0);
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
            for(int64_t x0=static_cast<int64_t>(0L); x0<static_cast<int64_t>(256L); x0+=static_cast<int64_t>(1L))
            {
                {
                    float tmp_acc0 = 0;
                    at::vec::Vectorized<float> tmp_acc0_vec = at::vec::Vectorized<float>(0);
                    for(int64_t x1=static_cast<int64_t>(0L); x1<static_cast<int64_t>(32L); x1+=static_cast<int64_t>(16L))
                    {
                        {
                            if(C10_LIKELY(x1 >= static_cast<int64_t>(0) && x1 < static_cast<int64_t>(32L)))
                            {
                                auto tmp0 = at::vec::Vectorized<float>::loadu(in_ptr0 + static_cast<int64_t>(x1 + 32L*x0), static_cast<int64_t>(16));
                                auto tmp1 = at::vec::Vectorized<float>::loadu(in_ptr1 + static_cast<int64_t>(x1 + 32L*((static_cast<int64_t>(14L + ((static_cast<int64_t>(x0) % static_cast<int64_t>(16L)))) % static_cast<int64_t>(4L))) + 128L*((static_cast<int64_t>(14L + (c10::div_floor_integer(static_cast<int64_t>(x0), static_cast<int64_t>(16L)))) % static_cast<int64_t>(4L))) + 512L*((static_cast<int64_t>(c10::div_floor_integer(static_cast<int64_t>(14L + ((static_cast<int64_t>(x0) % static_cast<int64_t>(16L)))), static_cast<int64_t>(4L))) % static_cast<int64_t>(4L))) + 2048L*((static_cast<int64_t>(c10::div_floor_integer(static_cast<int64_t>(14L + (c10::div_floor_integer(static_cast<int64_t>(x0), static_cast<int64_t>(16L)))), static_cast<int64_t>(4L))) % static_cast<int64_t>(4L)))), static_cast<int64_t>(16));
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
            for(int64_t x0=static_cast<int64_t>(0L); x0<static_cast<int64_t>(256L); x0+=static_cast<int64_t>(1L))
            {
                for(int64_t x1=static_cast<int64_t>(0L); x1<static_cast<int64_t>(32L); x1+=static_cast<int64_t>(16L))
                {
                    {
                        if(C10_LIKELY(x1 >= static_cast<int64_t>(0) && x1 < static_cast<int64_t>(32L)))
                        {
                            auto tmp0 = at::vec::Vectorized<float>::loadu(in_ptr0 + static_cast<int64_t>(x1 + 32L*x0), static_cast<int64_t>(16));
                            auto tmp1 = at::vec::Vectorized<float>::loadu(in_ptr1 + static_cast<int64_t>(x1 + 32L*((static_cast<int64_t>(14L + ((static_cast<int64_t>(x0) % static_cast<int64_t>(16L)))) % static_cast<int64_t>(4L))) + 128L*((static_cast<int64_t>(14L + (c10::div_floor_integer(static_cast<int64_t>(x0), static_cast<int64_t>(16L)))) % static_cast<int64_t>(4L))) + 512L*((static_cast<int64_t>(c10::div_floor_integer(static_cast<int64_t>(14L + ((static_cast<int64_t>(x0) % static_cast<int64_t>(16L)))), static_cast<int64_t>(4L))) % static_cast<int64_t>(4L))) + 2048L*((static_cast<int64_t>(c10::div_floor_integer(static_cast<int64_t>(14L + (c10::div_floor_integer(static_cast<int64_t>(x0), static_cast<int64_t>(16L)))), static_cast<int64_t>(4L))) % static_cast<int64_t>(4L)))), static_cast<int64_t>(16));
                            auto tmp2 = at::vec::Vectorized<float>::loadu(in_ptr2 + static_cast<int64_t>(x1), static_cast<int64_t>(16));
                            auto tmp5 = in_out_ptr0[static_cast<int64_t>(x0)];
                            auto tmp8 = out_ptr1[static_cast<int64_t>(x0)];
                            auto tmp16 = at::vec::Vectorized<float>::loadu(in_ptr3 + static_cast<int64_t>(x1), static_cast<int64_t>(16));
                            auto tmp18 = at::vec::Vectorized<float>::loadu(in_ptr4 + static_cast<int64_t>(x1), static_cast<int64_t>(16));
                            auto tmp3 = tmp1 + tmp2;
                            auto tmp4 = tmp0 + tmp3;
                            auto tmp6 = at::vec::Vectorized<float>(tmp5);
                            auto tmp7 = tmp4 - tmp6;
                            auto tmp9 = static_cast<float>(32.0);
                            auto tmp10 = tmp8 / tmp9;
                            auto tmp11 = static_cast<float>(1e-05);
                            auto tmp12 = float(tmp10 + tmp11);
                            auto tmp13 = 1 / std::sqrt(tmp12);
                            auto tmp14 = at::vec::Vectorized<float>(tmp13);
                            auto tmp15 = tmp7 * tmp14;
                            auto tmp17 = tmp15 * tmp16;
                            auto tmp19 = tmp17 + tmp18;
                            tmp19.store(out_ptr2 + static_cast<int64_t>(x1 + 32L*x0));
                        }
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
                            auto tmp0 = at::vec::Vectorized<int8_t>::loadu(in_ptr5 + static_cast<int64_t>(x1 + 32L*x0), static_cast<int64_t>(16));
                            auto tmp2 = in_ptr6[static_cast<int64_t>(x0)];
                            auto tmp1 = at::vec::convert<float>(tmp0);
                            auto tmp3 = at::vec::Vectorized<float>(tmp2);
                            auto tmp4 = tmp1 * tmp3;
                            tmp4.store(out_ptr3 + static_cast<int64_t>(x1 + 32L*x0));
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


cpp_fused__to_copy__unsafe_view_add_cat_clone_mul_native_layer_norm_roll_slice_transpose_unsqueeze_view_9 = async_compile.cpp_pybinding(['float*', 'float*', 'const float*', 'const float*', 'const float*', 'const float*', 'const float*', 'const float*', 'const float*', 'const int8_t*', 'const float*', 'float*', 'float*', 'float*', 'float*', 'float*', 'float*', 'float*'], r'''
#include <torch/csrc/inductor/cpp_prefix.h>
extern "C"  void  kernel(float* in_out_ptr0,
                       float* in_out_ptr1,
                       const float* in_ptr0,
                       const float* in_ptr1,
                       const float* in_ptr2,
                       const float* in_ptr3,
                       const float* in_ptr4,
                       const float* in_ptr5,
                       const float* in_ptr6,
                       const int8_t* in_ptr7,
                       const float* in_ptr8,
                       float* out_ptr0,
                       float* out_ptr1,
                       float* out_ptr2,
                       float* out_ptr3,
                       float* out_ptr5,
                       float* out_ptr6,
                       float* out_ptr7)
{
    std::atomic<int> inductor_cpu_integer_div_error{0};
    inductor_cpu_integer_div_error_flag = &inductor_cpu_integer_div_error;
    auto out_ptr4 = in_out_ptr1;
    #pragma omp parallel
    {
        int tid = omp_get_thread_num();
        {
            #pragma omp for
            for(int64_t x0=static_cast<int64_t>(0L); x0<static_cast<int64_t>(256L); x0+=static_cast<int64_t>(1L))
            {
                for(int64_t x1=static_cast<int64_t>(0L); x1<static_cast<int64_t>(32L); x1+=static_cast<int64_t>(16L))
                {
                    {
                        if(C10_LIKELY(x1 >= static_cast<int64_t>(0) && x1 < static_cast<int64_t>(32L)))
                        {
                            auto tmp0 = at::vec::Vectorized<float>::loadu(in_out_ptr0 + static_cast<int64_t>(x1 + 32L*x0), static_cast<int64_t>(16));
                            auto tmp1 = at::vec::Vectorized<float>::loadu(in_ptr0 + static_cast<int64_t>(x1), static_cast<int64_t>(16));
                            auto tmp3 = at::vec::Vectorized<float>::loadu(in_ptr1 + static_cast<int64_t>(x1 + 32L*x0), static_cast<int64_t>(16));
                            auto tmp4 = at::vec::Vectorized<float>::loadu(in_ptr2 + static_cast<int64_t>(x1 + 32L*((static_cast<int64_t>(14L + ((static_cast<int64_t>(x0) % static_cast<int64_t>(16L)))) % static_cast<int64_t>(4L))) + 128L*((static_cast<int64_t>(14L + (c10::div_floor_integer(static_cast<int64_t>(x0), static_cast<int64_t>(16L)))) % static_cast<int64_t>(4L))) + 512L*((static_cast<int64_t>(c10::div_floor_integer(static_cast<int64_t>(14L + ((static_cast<int64_t>(x0) % static_cast<int64_t>(16L)))), static_cast<int64_t>(4L))) % static_cast<int64_t>(4L))) + 2048L*((static_cast<int64_t>(c10::div_floor_integer(static_cast<int64_t>(14L + (c10::div_floor_integer(static_cast<int64_t>(x0), static_cast<int64_t>(16L)))), static_cast<int64_t>(4L))) % static_cast<int64_t>(4L)))), static_cast<int64_t>(16));
                            auto tmp5 = at::vec::Vectorized<float>::loadu(in_ptr3 + static_cast<int64_t>(x1), static_cast<int64_t>(16));
                            auto tmp2 = tmp0 + tmp1;
                            auto tmp6 = tmp4 + tmp5;
                            auto tmp7 = tmp3 + tmp6;
                            auto tmp8 = tmp2 + tmp7;
                            tmp8.store(in_out_ptr0 + static_cast<int64_t>(x1 + 32L*x0));
                        }
                    }
                }
            }
        }
        {
            #pragma omp for
            for(int64_t x0=static_cast<int64_t>(0L); x0<static_cast<int64_t>(8L); x0+=static_cast<int64_t>(1L))
            {
                #pragma GCC ivdep
                for(int64_t x1=static_cast<int64_t>(0L); x1<static_cast<int64_t>(8L); x1+=static_cast<int64_t>(1L))
                {
                    for(int64_t x2=static_cast<int64_t>(0L); x2<static_cast<int64_t>(32L); x2+=static_cast<int64_t>(16L))
                    {
                        {
                            if(C10_LIKELY(x2 >= static_cast<int64_t>(0) && x2 < static_cast<int64_t>(32L)))
                            {
                                auto tmp0 = at::vec::Vectorized<float>::loadu(in_out_ptr0 + static_cast<int64_t>(x2 + 64L*x1 + 1024L*x0), static_cast<int64_t>(16));
                                tmp0.store(out_ptr0 + static_cast<int64_t>(x2 + 128L*x1 + 1024L*x0));
                            }
                        }
                    }
                }
            }
        }
        {
            #pragma omp for
            for(int64_t x0=static_cast<int64_t>(0L); x0<static_cast<int64_t>(8L); x0+=static_cast<int64_t>(1L))
            {
                #pragma GCC ivdep
                for(int64_t x1=static_cast<int64_t>(0L); x1<static_cast<int64_t>(8L); x1+=static_cast<int64_t>(1L))
                {
                    for(int64_t x2=static_cast<int64_t>(0L); x2<static_cast<int64_t>(32L); x2+=static_cast<int64_t>(16L))
                    {
                        {
                            if(C10_LIKELY(x2 >= static_cast<int64_t>(0) && x2 < static_cast<int64_t>(32L)))
                            {
                                auto tmp0 = at::vec::Vectorized<float>::loadu(in_out_ptr0 + static_cast<int64_t>(512L + x2 + 64L*x1 + 1024L*x0), static_cast<int64_t>(16));
                                tmp0.store(out_ptr1 + static_cast<int64_t>(x2 + 128L*x1 + 1024L*x0));
                            }
                        }
                    }
                }
            }
        }
        {
            #pragma omp for
            for(int64_t x0=static_cast<int64_t>(0L); x0<static_cast<int64_t>(8L); x0+=static_cast<int64_t>(1L))
            {
                #pragma GCC ivdep
                for(int64_t x1=static_cast<int64_t>(0L); x1<static_cast<int64_t>(8L); x1+=static_cast<int64_t>(1L))
                {
                    for(int64_t x2=static_cast<int64_t>(0L); x2<static_cast<int64_t>(32L); x2+=static_cast<int64_t>(16L))
                    {
                        {
                            if(C10_LIKELY(x2 >= static_cast<int64_t>(0) && x2 < static_cast<int64_t>(32L)))
                            {
                                auto tmp0 = at::vec::Vectorized<float>::loadu(in_out_ptr0 + static_cast<int64_t>(32L + x2 + 64L*x1 + 1024L*x0), static_cast<int64_t>(16));
                                tmp0.store(out_ptr2 + static_cast<int64_t>(x2 + 128L*x1 + 1024L*x0));
                            }
                        }
                    }
                }
            }
        }
        {
            #pragma omp for
            for(int64_t x0=static_cast<int64_t>(0L); x0<static_cast<int64_t>(8L); x0+=static_cast<int64_t>(1L))
            {
                #pragma GCC ivdep
                for(int64_t x1=static_cast<int64_t>(0L); x1<static_cast<int64_t>(8L); x1+=static_cast<int64_t>(1L))
                {
                    for(int64_t x2=static_cast<int64_t>(0L); x2<static_cast<int64_t>(32L); x2+=static_cast<int64_t>(16L))
                    {
                        {
                            if(C10_LIKELY(x2 >= static_cast<int64_t>(0) && x2 < static_cast<int64_t>(32L)))
                            {
                                auto tmp0 = at::vec::Vectorized<float>::loadu(in_out_ptr0 + static_cast<int64_t>(544L + x2 + 64L*x1 + 1024L*x0), static_cast<int64_t>(16));
                                tmp0.store(out_ptr3 + static_cast<int64_t>(x2 + 128L*x1 + 1024L*x0));
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
                    for(int64_t x1=static_cast<int64_t>(0L); x1<static_cast<int64_t>(128L); x1+=static_cast<int64_t>(16L))
                    {
                        {
                            if(C10_LIKELY(x1 >= static_cast<int64_t>(0) && x1 < static_cast<int64_t>(128L)))
                            {
                                auto tmp0 = at::vec::Vectorized<float>::loadu(in_ptr4 + static_cast<int64_t>(x1 + 128L*x0), static_cast<int64_t>(16));
                                tmp_acc0_vec = tmp_acc0_vec + tmp0;
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
                for(int64_t x0=static_cast<int64_t>(0L); x0<static_cast<int64_t>(64L); x0+=static_cast<int64_t>(16L))
                {
                    {
                        if(C10_LIKELY(x0 >= static_cast<int64_t>(0) && x0 < static_cast<int64_t>(64L)))
                        {
                            auto tmp0 = at::vec::Vectorized<float>::loadu(out_ptr4 + static_cast<int64_t>(x0), static_cast<int64_t>(16));
                            auto tmp1 = static_cast<float>(128.0);
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
            for(int64_t x0=static_cast<int64_t>(0L); x0<static_cast<int64_t>(64L); x0+=static_cast<int64_t>(1L))
            {
                {
                    float tmp_acc0 = 0;
                    at::vec::Vectorized<float> tmp_acc0_vec = at::vec::Vectorized<float>(0);
                    for(int64_t x1=static_cast<int64_t>(0L); x1<static_cast<int64_t>(128L); x1+=static_cast<int64_t>(16L))
                    {
                        {
                            if(C10_LIKELY(x1 >= static_cast<int64_t>(0) && x1 < static_cast<int64_t>(128L)))
                            {
                                auto tmp0 = at::vec::Vectorized<float>::loadu(in_ptr4 + static_cast<int64_t>(x1 + 128L*x0), static_cast<int64_t>(16));
                                auto tmp1 = in_out_ptr1[static_cast<int64_t>(x0)];
                                auto tmp2 = at::vec::Vectorized<float>(tmp1);
                                auto tmp3 = tmp0 - tmp2;
                                auto tmp4 = tmp3 * tmp3;
                                tmp_acc0_vec = tmp_acc0_vec + tmp4;
                            }
                        }
                    }
                    tmp_acc0 = tmp_acc0 + at::vec::vec_reduce_all<float, 1>([](at::vec::Vectorized<float>& x, at::vec::Vectorized<float>& y) { return x + y; }, tmp_acc0_vec);
                    out_ptr5[static_cast<int64_t>(x0)] = static_cast<float>(tmp_acc0);
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
                            auto tmp0 = at::vec::Vectorized<float>::loadu(in_ptr4 + static_cast<int64_t>(x1 + 128L*x0), static_cast<int64_t>(16));
                            auto tmp1 = in_out_ptr1[static_cast<int64_t>(x0)];
                            auto tmp4 = out_ptr5[static_cast<int64_t>(x0)];
                            auto tmp12 = at::vec::Vectorized<float>::loadu(in_ptr5 + static_cast<int64_t>(x1), static_cast<int64_t>(16));
                            auto tmp14 = at::vec::Vectorized<float>::loadu(in_ptr6 + static_cast<int64_t>(x1), static_cast<int64_t>(16));
                            auto tmp2 = at::vec::Vectorized<float>(tmp1);
                            auto tmp3 = tmp0 - tmp2;
                            auto tmp5 = static_cast<float>(128.0);
                            auto tmp6 = tmp4 / tmp5;
                            auto tmp7 = static_cast<float>(1e-05);
                            auto tmp8 = float(tmp6 + tmp7);
                            auto tmp9 = 1 / std::sqrt(tmp8);
                            auto tmp10 = at::vec::Vectorized<float>(tmp9);
                            auto tmp11 = tmp3 * tmp10;
                            auto tmp13 = tmp11 * tmp12;
                            auto tmp15 = tmp13 + tmp14;
                            tmp15.store(out_ptr6 + static_cast<int64_t>(x1 + 128L*x0));
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
                            auto tmp0 = at::vec::Vectorized<int8_t>::loadu(in_ptr7 + static_cast<int64_t>(x1 + 128L*x0), static_cast<int64_t>(16));
                            auto tmp2 = in_ptr8[static_cast<int64_t>(x0)];
                            auto tmp1 = at::vec::convert<float>(tmp0);
                            auto tmp3 = at::vec::Vectorized<float>(tmp2);
                            auto tmp4 = tmp1 * tmp3;
                            tmp4.store(out_ptr7 + static_cast<int64_t>(x1 + 128L*x0));
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


cpp_fused__to_copy__unsafe_view_clone_mul_native_layer_norm_transpose_unsqueeze_view_10 = async_compile.cpp_pybinding(['float*', 'const float*', 'const float*', 'const float*', 'const int8_t*', 'const float*', 'float*', 'float*', 'float*'], r'''
#include <torch/csrc/inductor/cpp_prefix.h>
extern "C"  void  kernel(float* in_out_ptr0,
                       const float* in_ptr0,
                       const float* in_ptr1,
                       const float* in_ptr2,
                       const int8_t* in_ptr3,
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
            for(int64_t x0=static_cast<int64_t>(0L); x0<static_cast<int64_t>(64L); x0+=static_cast<int64_t>(1L))
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
                                tmp_acc0_vec = tmp_acc0_vec + tmp0;
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
                for(int64_t x0=static_cast<int64_t>(0L); x0<static_cast<int64_t>(64L); x0+=static_cast<int64_t>(16L))
                {
                    {
                        if(C10_LIKELY(x0 >= static_cast<int64_t>(0) && x0 < static_cast<int64_t>(64L)))
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
            for(int64_t x0=static_cast<int64_t>(0L); x0<static_cast<int64_t>(64L); x0+=static_cast<int64_t>(1L))
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
                                auto tmp1 = in_out_ptr0[static_cast<int64_t>(x0)];
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
            for(int64_t x0=static_cast<int64_t>(0L); x0<static_cast<int64_t>(2L); x0+=static_cast<int64_t>(1L))
            {
                #pragma GCC ivdep
                for(int64_t x1=static_cast<int64_t>(0L); x1<static_cast<int64_t>(4L); x1+=static_cast<int64_t>(1L))
                {
                    #pragma GCC ivdep
                    for(int64_t x2=static_cast<int64_t>(0L); x2<static_cast<int64_t>(2L); x2+=static_cast<int64_t>(1L))
                    {
                        #pragma GCC ivdep
                        for(int64_t x3=static_cast<int64_t>(0L); x3<static_cast<int64_t>(4L); x3+=static_cast<int64_t>(1L))
                        {
                            for(int64_t x4=static_cast<int64_t>(0L); x4<static_cast<int64_t>(64L); x4+=static_cast<int64_t>(16L))
                            {
                                {
                                    if(C10_LIKELY(x4 >= static_cast<int64_t>(0) && x4 < static_cast<int64_t>(64L)))
                                    {
                                        auto tmp0 = at::vec::Vectorized<float>::loadu(in_ptr0 + static_cast<int64_t>(x4 + 64L*x3 + 256L*x2 + 512L*x1 + 2048L*x0), static_cast<int64_t>(16));
                                        auto tmp1 = in_out_ptr0[static_cast<int64_t>(x3 + 4L*x2 + 8L*x1 + 32L*x0)];
                                        auto tmp4 = out_ptr1[static_cast<int64_t>(x3 + 4L*x2 + 8L*x1 + 32L*x0)];
                                        auto tmp12 = at::vec::Vectorized<float>::loadu(in_ptr1 + static_cast<int64_t>(x4), static_cast<int64_t>(16));
                                        auto tmp14 = at::vec::Vectorized<float>::loadu(in_ptr2 + static_cast<int64_t>(x4), static_cast<int64_t>(16));
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
                                        tmp15.store(out_ptr2 + static_cast<int64_t>(x4 + 64L*x3 + 256L*x1 + 1024L*x2 + 2048L*x0));
                                    }
                                }
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
                            auto tmp0 = at::vec::Vectorized<int8_t>::loadu(in_ptr3 + static_cast<int64_t>(x1 + 64L*x0), static_cast<int64_t>(16));
                            auto tmp2 = in_ptr4[static_cast<int64_t>(x0)];
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


cpp_fused__to_copy_mul_unsqueeze_11 = async_compile.cpp_pybinding(['const int8_t*', 'const float*', 'float*'], r'''
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


cpp_fused__scaled_dot_product_flash_attention_for_cpu__unsafe_view_add_clone_index_permute_transpose_unsqueeze_view_12 = async_compile.cpp_pybinding(['float*', 'float*', 'float*', 'const float*', 'const float*', 'const float*', 'const int64_t*', 'const float*', 'float*'], r'''
#include <torch/csrc/inductor/cpp_prefix.h>
extern "C"  void  kernel(float* in_out_ptr0,
                       float* in_out_ptr1,
                       float* in_out_ptr2,
                       const float* in_ptr0,
                       const float* in_ptr1,
                       const float* in_ptr2,
                       const int64_t* in_ptr3,
                       const float* in_ptr4,
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
            for(int64_t x0=static_cast<int64_t>(0L); x0<static_cast<int64_t>(64L); x0+=static_cast<int64_t>(1L))
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
        {
            #pragma omp for
            for(int64_t x0=static_cast<int64_t>(0L); x0<static_cast<int64_t>(4L); x0+=static_cast<int64_t>(1L))
            {
                for(int64_t x1=static_cast<int64_t>(0L); x1<static_cast<int64_t>(256L); x1+=static_cast<int64_t>(16L))
                {
                    {
                        if(C10_LIKELY(x1 >= static_cast<int64_t>(0) && x1 < static_cast<int64_t>(256L)))
                        {
                            auto tmp0 = at::vec::VectorizedN<int64_t,2>::loadu(in_ptr3 + static_cast<int64_t>(x1), static_cast<int64_t>(16));
                            auto tmp1 = 49L;
                            auto tmp2 = c10::convert<int64_t>(tmp1);
                            auto tmp3 = at::vec::VectorizedN<int64_t,2>(tmp2);
                            auto tmp4 = tmp0 + tmp3;
                            auto tmp5 = static_cast<int64_t>(0);
                            auto tmp6 = at::vec::VectorizedN<int64_t,2>(tmp5);
                            auto tmp7 = at::vec::VecMask<int64_t,2>(tmp0 < tmp6);
                            auto tmp8 = decltype(tmp4)::blendv(tmp0, tmp4, inductor_vec_mask_cast<int64_t,2>(tmp7));
                            auto tmp9 =
                            [&]
                            {
                                __at_align__ std::array<int64_t, 16> tmpbuf;
                                tmp8.store(tmpbuf.data(), static_cast<int64_t>(16));
                                return tmpbuf;
                            }
                            ()
                            ;
                            auto tmp10 =
                            [&]
                            {
                                __at_align__ std::array<int64_t, 16> tmpbuf;
                                #pragma GCC unroll 16
                                for (long x1_inner = 0; x1_inner < static_cast<int64_t>(16); x1_inner++)
                                {
                                    tmpbuf[x1_inner] = static_cast<int64_t>(tmp9[x1_inner]);
                                }
                                return at::vec::VectorizedN<int64_t,2>::loadu(tmpbuf.data(), static_cast<int64_t>(16));
                            }
                            ()
                            ;
                            TORCH_CHECK((at::vec::VecMask<int64_t,2>((at::vec::VectorizedN<int64_t,2>(0) <= tmp10) & (tmp10 < at::vec::VectorizedN<int64_t,2>(49L)))).all_masked(), "index out of bounds: 0 <= tmp10 < 49L");
                            auto tmp12 =
                            [&]
                            {
                                __at_align__ std::array<float, 16> tmpbuf;
                                #pragma GCC unroll 16
                                for (long x1_inner = 0; x1_inner < static_cast<int64_t>(16); x1_inner++)
                                {
                                    tmpbuf[x1_inner] = in_ptr4[static_cast<int64_t>(x0 + 4L*tmp9[x1_inner])];
                                }
                                return at::vec::Vectorized<float>::loadu(tmpbuf.data(), static_cast<int64_t>(16));
                            }
                            ()
                            ;
                            tmp12.store(out_ptr0 + static_cast<int64_t>(x1 + 256L*x0));
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


cpp_fused__to_copy__unsafe_view_add_clone_mul_native_layer_norm_transpose_unsqueeze_view_13 = async_compile.cpp_pybinding(['float*', 'const float*', 'const float*', 'const float*', 'const float*', 'const float*', 'const int8_t*', 'const float*', 'float*', 'float*', 'float*'], r'''
#include <torch/csrc/inductor/cpp_prefix.h>
extern "C"  void  kernel(float* in_out_ptr0,
                       const float* in_ptr0,
                       const float* in_ptr1,
                       const float* in_ptr2,
                       const float* in_ptr3,
                       const float* in_ptr4,
                       const int8_t* in_ptr5,
                       const float* in_ptr6,
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
            for(int64_t x0=static_cast<int64_t>(0L); x0<static_cast<int64_t>(64L); x0+=static_cast<int64_t>(1L))
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
                                auto tmp1 = at::vec::Vectorized<float>::loadu(in_ptr1 + static_cast<int64_t>(x1 + 64L*((static_cast<int64_t>(x0) % static_cast<int64_t>(4L))) + 256L*((static_cast<int64_t>(c10::div_floor_integer(static_cast<int64_t>(x0), static_cast<int64_t>(8L))) % static_cast<int64_t>(4L))) + 1024L*((static_cast<int64_t>(c10::div_floor_integer(static_cast<int64_t>(x0), static_cast<int64_t>(4L))) % static_cast<int64_t>(2L))) + 2048L*(c10::div_floor_integer(static_cast<int64_t>(x0), static_cast<int64_t>(32L)))), static_cast<int64_t>(16));
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
                for(int64_t x0=static_cast<int64_t>(0L); x0<static_cast<int64_t>(64L); x0+=static_cast<int64_t>(16L))
                {
                    {
                        if(C10_LIKELY(x0 >= static_cast<int64_t>(0) && x0 < static_cast<int64_t>(64L)))
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
            for(int64_t x0=static_cast<int64_t>(0L); x0<static_cast<int64_t>(64L); x0+=static_cast<int64_t>(1L))
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
                                auto tmp1 = at::vec::Vectorized<float>::loadu(in_ptr1 + static_cast<int64_t>(x1 + 64L*((static_cast<int64_t>(x0) % static_cast<int64_t>(4L))) + 256L*((static_cast<int64_t>(c10::div_floor_integer(static_cast<int64_t>(x0), static_cast<int64_t>(8L))) % static_cast<int64_t>(4L))) + 1024L*((static_cast<int64_t>(c10::div_floor_integer(static_cast<int64_t>(x0), static_cast<int64_t>(4L))) % static_cast<int64_t>(2L))) + 2048L*(c10::div_floor_integer(static_cast<int64_t>(x0), static_cast<int64_t>(32L)))), static_cast<int64_t>(16));
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
            for(int64_t x0=static_cast<int64_t>(0L); x0<static_cast<int64_t>(64L); x0+=static_cast<int64_t>(1L))
            {
                for(int64_t x1=static_cast<int64_t>(0L); x1<static_cast<int64_t>(64L); x1+=static_cast<int64_t>(16L))
                {
                    {
                        if(C10_LIKELY(x1 >= static_cast<int64_t>(0) && x1 < static_cast<int64_t>(64L)))
                        {
                            auto tmp0 = at::vec::Vectorized<float>::loadu(in_ptr0 + static_cast<int64_t>(x1 + 64L*x0), static_cast<int64_t>(16));
                            auto tmp1 = at::vec::Vectorized<float>::loadu(in_ptr1 + static_cast<int64_t>(x1 + 64L*((static_cast<int64_t>(x0) % static_cast<int64_t>(4L))) + 256L*((static_cast<int64_t>(c10::div_floor_integer(static_cast<int64_t>(x0), static_cast<int64_t>(8L))) % static_cast<int64_t>(4L))) + 1024L*((static_cast<int64_t>(c10::div_floor_integer(static_cast<int64_t>(x0), static_cast<int64_t>(4L))) % static_cast<int64_t>(2L))) + 2048L*(c10::div_floor_integer(static_cast<int64_t>(x0), static_cast<int64_t>(32L)))), static_cast<int64_t>(16));
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


cpp_fused__to_copy__unsafe_view_add_gelu_mul_unsqueeze_14 = async_compile.cpp_pybinding(['float*', 'const int8_t*', 'const float*', 'const float*', 'float*'], r'''
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
            for(int64_t x0=static_cast<int64_t>(0L); x0<static_cast<int64_t>(64L); x0+=static_cast<int64_t>(1L))
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


cpp_fused__to_copy__unsafe_view_add_clone_mul_native_layer_norm_roll_transpose_unsqueeze_view_15 = async_compile.cpp_pybinding(['float*', 'float*', 'const float*', 'const float*', 'const float*', 'const float*', 'const float*', 'const float*', 'const int8_t*', 'const float*', 'float*', 'float*', 'float*'], r'''
#include <torch/csrc/inductor/cpp_prefix.h>
extern "C"  void  kernel(float* in_out_ptr0,
                       float* in_out_ptr1,
                       const float* in_ptr0,
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
    auto out_ptr0 = in_out_ptr1;
    #pragma omp parallel
    {
        int tid = omp_get_thread_num();
        {
            #pragma omp for
            for(int64_t x0=static_cast<int64_t>(0L); x0<static_cast<int64_t>(64L); x0+=static_cast<int64_t>(1L))
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
                                auto tmp1 = at::vec::Vectorized<float>::loadu(in_ptr0 + static_cast<int64_t>(x1), static_cast<int64_t>(16));
                                auto tmp3 = at::vec::Vectorized<float>::loadu(in_ptr1 + static_cast<int64_t>(x1 + 64L*x0), static_cast<int64_t>(16));
                                auto tmp4 = at::vec::Vectorized<float>::loadu(in_ptr2 + static_cast<int64_t>(x1 + 64L*((static_cast<int64_t>(x0) % static_cast<int64_t>(4L))) + 256L*((static_cast<int64_t>(c10::div_floor_integer(static_cast<int64_t>(x0), static_cast<int64_t>(8L))) % static_cast<int64_t>(4L))) + 1024L*((static_cast<int64_t>(c10::div_floor_integer(static_cast<int64_t>(x0), static_cast<int64_t>(4L))) % static_cast<int64_t>(2L))) + 2048L*(c10::div_floor_integer(static_cast<int64_t>(x0), static_cast<int64_t>(32L)))), static_cast<int64_t>(16));
                                auto tmp5 = at::vec::Vectorized<float>::loadu(in_ptr3 + static_cast<int64_t>(x1), static_cast<int64_t>(16));
                                auto tmp2 = tmp0 + tmp1;
                                auto tmp6 = tmp4 + tmp5;
                                auto tmp7 = tmp3 + tmp6;
                                auto tmp8 = tmp2 + tmp7;
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
                for(int64_t x0=static_cast<int64_t>(0L); x0<static_cast<int64_t>(64L); x0+=static_cast<int64_t>(16L))
                {
                    {
                        if(C10_LIKELY(x0 >= static_cast<int64_t>(0) && x0 < static_cast<int64_t>(64L)))
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
            for(int64_t x0=static_cast<int64_t>(0L); x0<static_cast<int64_t>(64L); x0+=static_cast<int64_t>(1L))
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
            for(int64_t x0=static_cast<int64_t>(0L); x0<static_cast<int64_t>(2L); x0+=static_cast<int64_t>(1L))
            {
                #pragma GCC ivdep
                for(int64_t x1=static_cast<int64_t>(0L); x1<static_cast<int64_t>(4L); x1+=static_cast<int64_t>(1L))
                {
                    #pragma GCC ivdep
                    for(int64_t x2=static_cast<int64_t>(0L); x2<static_cast<int64_t>(2L); x2+=static_cast<int64_t>(1L))
                    {
                        #pragma GCC ivdep
                        for(int64_t x3=static_cast<int64_t>(0L); x3<static_cast<int64_t>(4L); x3+=static_cast<int64_t>(1L))
                        {
                            for(int64_t x4=static_cast<int64_t>(0L); x4<static_cast<int64_t>(64L); x4+=static_cast<int64_t>(16L))
                            {
                                {
                                    if(C10_LIKELY(x4 >= static_cast<int64_t>(0) && x4 < static_cast<int64_t>(64L)))
                                    {
                                        auto tmp0 = at::vec::Vectorized<float>::loadu(in_out_ptr0 + static_cast<int64_t>(x4 + 64L*((static_cast<int64_t>(2L + x3 + 4L*x2) % static_cast<int64_t>(8L))) + 512L*((static_cast<int64_t>(2L + x1 + 4L*x0) % static_cast<int64_t>(8L)))), static_cast<int64_t>(16));
                                        auto tmp1 = in_out_ptr1[static_cast<int64_t>(8L*((static_cast<int64_t>(2L + x1 + 4L*x0) % static_cast<int64_t>(8L))) + ((static_cast<int64_t>(2L + x3 + 4L*x2) % static_cast<int64_t>(8L))))];
                                        auto tmp4 = out_ptr1[static_cast<int64_t>(8L*((static_cast<int64_t>(2L + x1 + 4L*x0) % static_cast<int64_t>(8L))) + ((static_cast<int64_t>(2L + x3 + 4L*x2) % static_cast<int64_t>(8L))))];
                                        auto tmp12 = at::vec::Vectorized<float>::loadu(in_ptr4 + static_cast<int64_t>(x4), static_cast<int64_t>(16));
                                        auto tmp14 = at::vec::Vectorized<float>::loadu(in_ptr5 + static_cast<int64_t>(x4), static_cast<int64_t>(16));
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
                                        tmp15.store(out_ptr2 + static_cast<int64_t>(x4 + 64L*x3 + 256L*x1 + 1024L*x2 + 2048L*x0));
                                    }
                                }
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


cpp_fused__scaled_dot_product_flash_attention_for_cpu__to_copy__unsafe_view_add_arange_clone_eq_expand_ge_index_masked_fill_mul_ne_permute_sub_transpose_unsqueeze_view_16 = async_compile.cpp_pybinding(['float*', 'float*', 'float*', 'const float*', 'const float*', 'const float*', 'const int64_t*', 'const float*', 'float*'], r'''
#include <torch/csrc/inductor/cpp_prefix.h>
extern "C"  void  kernel(float* in_out_ptr0,
                       float* in_out_ptr1,
                       float* in_out_ptr2,
                       const float* in_ptr0,
                       const float* in_ptr1,
                       const float* in_ptr2,
                       const int64_t* in_ptr3,
                       const float* in_ptr4,
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
            for(int64_t x0=static_cast<int64_t>(0L); x0<static_cast<int64_t>(64L); x0+=static_cast<int64_t>(1L))
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
        {
            #pragma omp for
            for(int64_t x0=static_cast<int64_t>(0L); x0<static_cast<int64_t>(4L); x0+=static_cast<int64_t>(1L))
            {
                #pragma GCC ivdep
                for(int64_t x1=static_cast<int64_t>(0L); x1<static_cast<int64_t>(4L); x1+=static_cast<int64_t>(1L))
                {
                    #pragma GCC ivdep
                    for(int64_t x2=static_cast<int64_t>(0L); x2<static_cast<int64_t>(16L); x2+=static_cast<int64_t>(1L))
                    {
                        for(int64_t x3=static_cast<int64_t>(0L); x3<static_cast<int64_t>(16L); x3+=static_cast<int64_t>(16L))
                        {
                            {
                                if(C10_LIKELY(x3 >= static_cast<int64_t>(0) && x3 < static_cast<int64_t>(16L)))
                                {
                                    auto tmp0 = at::vec::VectorizedN<int64_t,2>::loadu(in_ptr3 + static_cast<int64_t>(x3 + 16L*x2), static_cast<int64_t>(16));
                                    auto tmp1 = 49L;
                                    auto tmp2 = c10::convert<int64_t>(tmp1);
                                    auto tmp3 = at::vec::VectorizedN<int64_t,2>(tmp2);
                                    auto tmp4 = tmp0 + tmp3;
                                    auto tmp5 = static_cast<int64_t>(0);
                                    auto tmp6 = at::vec::VectorizedN<int64_t,2>(tmp5);
                                    auto tmp7 = at::vec::VecMask<int64_t,2>(tmp0 < tmp6);
                                    auto tmp8 = decltype(tmp4)::blendv(tmp0, tmp4, inductor_vec_mask_cast<int64_t,2>(tmp7));
                                    auto tmp9 =
                                    [&]
                                    {
                                        __at_align__ std::array<int64_t, 16> tmpbuf;
                                        tmp8.store(tmpbuf.data(), static_cast<int64_t>(16));
                                        return tmpbuf;
                                    }
                                    ()
                                    ;
                                    auto tmp10 =
                                    [&]
                                    {
                                        __at_align__ std::array<int64_t, 16> tmpbuf;
                                        #pragma GCC unroll 16
                                        for (long x3_inner = 0; x3_inner < static_cast<int64_t>(16); x3_inner++)
                                        {
                                            tmpbuf[x3_inner] = static_cast<int64_t>(tmp9[x3_inner]);
                                        }
                                        return at::vec::VectorizedN<int64_t,2>::loadu(tmpbuf.data(), static_cast<int64_t>(16));
                                    }
                                    ()
                                    ;
                                    TORCH_CHECK((at::vec::VecMask<int64_t,2>((at::vec::VectorizedN<int64_t,2>(0) <= tmp10) & (tmp10 < at::vec::VectorizedN<int64_t,2>(49L)))).all_masked(), "index out of bounds: 0 <= tmp10 < 49L");
                                    auto tmp12 =
                                    [&]
                                    {
                                        __at_align__ std::array<float, 16> tmpbuf;
                                        #pragma GCC unroll 16
                                        for (long x3_inner = 0; x3_inner < static_cast<int64_t>(16); x3_inner++)
                                        {
                                            tmpbuf[x3_inner] = in_ptr4[static_cast<int64_t>(x1 + 4L*tmp9[x3_inner])];
                                        }
                                        return at::vec::Vectorized<float>::loadu(tmpbuf.data(), static_cast<int64_t>(16));
                                    }
                                    ()
                                    ;
                                    auto tmp13 =
                                    [&]
                                    {
                                        __at_align__ std::array<int64_t, 16> tmpbuf;
                                        #pragma GCC unroll 16
                                        for (long x3_inner = 0; x3_inner < static_cast<int64_t>(16); x3_inner++)
                                        {
                                            tmpbuf[x3_inner] = static_cast<int64_t>(4L*(c10::div_floor_integer(static_cast<int64_t>(x0), static_cast<int64_t>(2L))) + (c10::div_floor_integer(static_cast<int64_t>(x3 + x3_inner), static_cast<int64_t>(4L))));
                                        }
                                        return at::vec::VectorizedN<int64_t,2>::loadu(tmpbuf.data(), static_cast<int64_t>(16));
                                    }
                                    ()
                                    ;
                                    auto tmp14 = static_cast<int64_t>(4);
                                    auto tmp15 = at::vec::VectorizedN<int64_t,2>(tmp14);
                                    auto tmp16 = at::vec::VecMask<int64_t,2>(tmp13 >= tmp15);
                                    auto tmp17 = tmp16.to<int64_t,2>();
                                    auto tmp18 = static_cast<int64_t>(6);
                                    auto tmp19 = at::vec::VectorizedN<int64_t,2>(tmp18);
                                    auto tmp20 = at::vec::VecMask<int64_t,2>(tmp13 >= tmp19);
                                    auto tmp21 = tmp20.to<int64_t,2>();
                                    auto tmp22 = tmp17 + tmp21;
                                    auto tmp23 = static_cast<int64_t>(3);
                                    auto tmp24 = at::vec::VectorizedN<int64_t,2>(tmp23);
                                    auto tmp25 = tmp22 * tmp24;
                                    auto tmp26 =
                                    [&]
                                    {
                                        __at_align__ std::array<int64_t, 16> tmpbuf;
                                        #pragma GCC unroll 16
                                        for (long x3_inner = 0; x3_inner < static_cast<int64_t>(16); x3_inner++)
                                        {
                                            tmpbuf[x3_inner] = static_cast<int64_t>(4L*((static_cast<int64_t>(x0) % static_cast<int64_t>(2L))) + ((static_cast<int64_t>(x3 + x3_inner) % static_cast<int64_t>(4L))));
                                        }
                                        return at::vec::VectorizedN<int64_t,2>::loadu(tmpbuf.data(), static_cast<int64_t>(16));
                                    }
                                    ()
                                    ;
                                    auto tmp27 = at::vec::VecMask<int64_t,2>(tmp26 >= tmp15);
                                    auto tmp28 = tmp27.to<int64_t,2>();
                                    auto tmp29 = at::vec::VecMask<int64_t,2>(tmp26 >= tmp19);
                                    auto tmp30 = tmp29.to<int64_t,2>();
                                    auto tmp31 = tmp28 + tmp30;
                                    auto tmp32 = tmp25 + tmp31;
                                    auto tmp33 = at::vec::convert<float,1,int64_t,2>(tmp32);
                                    auto tmp34 = 4L*(c10::div_floor_integer(static_cast<int64_t>(x0), static_cast<int64_t>(2L))) + (c10::div_floor_integer(static_cast<int64_t>(x2), static_cast<int64_t>(4L)));
                                    auto tmp35 = c10::convert<int64_t>(tmp34);
                                    auto tmp36 = tmp35 >= tmp14;
                                    auto tmp37 = c10::convert<int64_t>(tmp36);
                                    auto tmp38 = tmp35 >= tmp18;
                                    auto tmp39 = c10::convert<int64_t>(tmp38);
                                    auto tmp40 = int64_t(static_cast<std::make_unsigned_t<int64_t>>(tmp37) + static_cast<std::make_unsigned_t<int64_t>>(tmp39));
                                    auto tmp41 = int64_t(static_cast<std::make_unsigned_t<int64_t>>(tmp40) * static_cast<std::make_unsigned_t<int64_t>>(tmp23));
                                    auto tmp42 = 4L*((static_cast<int64_t>(x0) % static_cast<int64_t>(2L))) + ((static_cast<int64_t>(x2) % static_cast<int64_t>(4L)));
                                    auto tmp43 = c10::convert<int64_t>(tmp42);
                                    auto tmp44 = tmp43 >= tmp14;
                                    auto tmp45 = c10::convert<int64_t>(tmp44);
                                    auto tmp46 = tmp43 >= tmp18;
                                    auto tmp47 = c10::convert<int64_t>(tmp46);
                                    auto tmp48 = int64_t(static_cast<std::make_unsigned_t<int64_t>>(tmp45) + static_cast<std::make_unsigned_t<int64_t>>(tmp47));
                                    auto tmp49 = int64_t(static_cast<std::make_unsigned_t<int64_t>>(tmp41) + static_cast<std::make_unsigned_t<int64_t>>(tmp48));
                                    auto tmp50 = c10::convert<float>(tmp49);
                                    auto tmp51 = at::vec::Vectorized<float>(tmp50);
                                    auto tmp52 = tmp33 - tmp51;
                                    auto tmp53 = static_cast<float>(0.0);
                                    auto tmp54 = at::vec::Vectorized<float>(tmp53);
                                    auto tmp55 = at::vec::VecMask<float,1>(tmp52 == tmp54);
                                    auto tmp56 = at::vec::VecMask<float,1>(tmp52 != tmp54);
                                    auto tmp57 = static_cast<float>(-100.0);
                                    auto tmp58 = at::vec::Vectorized<float>(tmp57);
                                    auto tmp59 = decltype(tmp58)::blendv(tmp52, tmp58, inductor_vec_mask_cast<float,1>(tmp56));
                                    auto tmp60 = decltype(tmp54)::blendv(tmp59, tmp54, inductor_vec_mask_cast<float,1>(tmp55));
                                    auto tmp61 = tmp12 + tmp60;
                                    tmp61.store(out_ptr0 + static_cast<int64_t>(x3 + 16L*x2 + 256L*x1 + 1024L*x0));
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


cpp_fused__to_copy__unsafe_view_add_clone_mul_native_layer_norm_roll_transpose_unsqueeze_view_17 = async_compile.cpp_pybinding(['float*', 'const float*', 'const float*', 'const float*', 'const float*', 'const float*', 'const int8_t*', 'const float*', 'float*', 'float*', 'float*'], r'''
#include <torch/csrc/inductor/cpp_prefix.h>
extern "C"  void  kernel(float* in_out_ptr0,
                       const float* in_ptr0,
                       const float* in_ptr1,
                       const float* in_ptr2,
                       const float* in_ptr3,
                       const float* in_ptr4,
                       const int8_t* in_ptr5,
                       const float* in_ptr6,
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
            for(int64_t x0=static_cast<int64_t>(0L); x0<static_cast<int64_t>(64L); x0+=static_cast<int64_t>(1L))
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
                                auto tmp1 = at::vec::Vectorized<float>::loadu(in_ptr1 + static_cast<int64_t>(x1 + 64L*((static_cast<int64_t>(6L + ((static_cast<int64_t>(x0) % static_cast<int64_t>(8L)))) % static_cast<int64_t>(4L))) + 256L*((static_cast<int64_t>(6L + (c10::div_floor_integer(static_cast<int64_t>(x0), static_cast<int64_t>(8L)))) % static_cast<int64_t>(4L))) + 1024L*((static_cast<int64_t>(c10::div_floor_integer(static_cast<int64_t>(6L + ((static_cast<int64_t>(x0) % static_cast<int64_t>(8L)))), static_cast<int64_t>(4L))) % static_cast<int64_t>(2L))) + 2048L*((static_cast<int64_t>(c10::div_floor_integer(static_cast<int64_t>(6L + (c10::div_floor_integer(static_cast<int64_t>(x0), static_cast<int64_t>(8L)))), static_cast<int64_t>(4L))) % static_cast<int64_t>(2L)))), static_cast<int64_t>(16));
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
                for(int64_t x0=static_cast<int64_t>(0L); x0<static_cast<int64_t>(64L); x0+=static_cast<int64_t>(16L))
                {
                    {
                        if(C10_LIKELY(x0 >= static_cast<int64_t>(0) && x0 < static_cast<int64_t>(64L)))
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
            for(int64_t x0=static_cast<int64_t>(0L); x0<static_cast<int64_t>(64L); x0+=static_cast<int64_t>(1L))
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
                                auto tmp1 = at::vec::Vectorized<float>::loadu(in_ptr1 + static_cast<int64_t>(x1 + 64L*((static_cast<int64_t>(6L + ((static_cast<int64_t>(x0) % static_cast<int64_t>(8L)))) % static_cast<int64_t>(4L))) + 256L*((static_cast<int64_t>(6L + (c10::div_floor_integer(static_cast<int64_t>(x0), static_cast<int64_t>(8L)))) % static_cast<int64_t>(4L))) + 1024L*((static_cast<int64_t>(c10::div_floor_integer(static_cast<int64_t>(6L + ((static_cast<int64_t>(x0) % static_cast<int64_t>(8L)))), static_cast<int64_t>(4L))) % static_cast<int64_t>(2L))) + 2048L*((static_cast<int64_t>(c10::div_floor_integer(static_cast<int64_t>(6L + (c10::div_floor_integer(static_cast<int64_t>(x0), static_cast<int64_t>(8L)))), static_cast<int64_t>(4L))) % static_cast<int64_t>(2L)))), static_cast<int64_t>(16));
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
            for(int64_t x0=static_cast<int64_t>(0L); x0<static_cast<int64_t>(64L); x0+=static_cast<int64_t>(1L))
            {
                for(int64_t x1=static_cast<int64_t>(0L); x1<static_cast<int64_t>(64L); x1+=static_cast<int64_t>(16L))
                {
                    {
                        if(C10_LIKELY(x1 >= static_cast<int64_t>(0) && x1 < static_cast<int64_t>(64L)))
                        {
                            auto tmp0 = at::vec::Vectorized<float>::loadu(in_ptr0 + static_cast<int64_t>(x1 + 64L*x0), static_cast<int64_t>(16));
                            auto tmp1 = at::vec::Vectorized<float>::loadu(in_ptr1 + static_cast<int64_t>(x1 + 64L*((static_cast<int64_t>(6L + ((static_cast<int64_t>(x0) % static_cast<int64_t>(8L)))) % static_cast<int64_t>(4L))) + 256L*((static_cast<int64_t>(6L + (c10::div_floor_integer(static_cast<int64_t>(x0), static_cast<int64_t>(8L)))) % static_cast<int64_t>(4L))) + 1024L*((static_cast<int64_t>(c10::div_floor_integer(static_cast<int64_t>(6L + ((static_cast<int64_t>(x0) % static_cast<int64_t>(8L)))), static_cast<int64_t>(4L))) % static_cast<int64_t>(2L))) + 2048L*((static_cast<int64_t>(c10::div_floor_integer(static_cast<int64_t>(6L + (c10::div_floor_integer(static_cast<int64_t>(x0), static_cast<int64_t>(8L)))), static_cast<int64_t>(4L))) % static_cast<int64_t>(2L)))), static_cast<int64_t>(16));
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


cpp_fused__unsafe_view_add_clone_mean_native_layer_norm_roll_transpose_unsqueeze_view_18 = async_compile.cpp_pybinding(['float*', 'float*', 'float*', 'const float*', 'const float*', 'const float*', 'const float*', 'const float*', 'const float*', 'float*'], r'''
#include <torch/csrc/inductor/cpp_prefix.h>
extern "C"  void  kernel(float* in_out_ptr0,
                       float* in_out_ptr1,
                       float* in_out_ptr2,
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
    auto out_ptr2 = in_out_ptr2;
    #pragma omp parallel
    {
        int tid = omp_get_thread_num();
        {
            #pragma omp for
            for(int64_t x0=static_cast<int64_t>(0L); x0<static_cast<int64_t>(64L); x0+=static_cast<int64_t>(1L))
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
                                auto tmp1 = at::vec::Vectorized<float>::loadu(in_ptr0 + static_cast<int64_t>(x1), static_cast<int64_t>(16));
                                auto tmp3 = at::vec::Vectorized<float>::loadu(in_ptr1 + static_cast<int64_t>(x1 + 64L*x0), static_cast<int64_t>(16));
                                auto tmp4 = at::vec::Vectorized<float>::loadu(in_ptr2 + static_cast<int64_t>(x1 + 64L*((static_cast<int64_t>(6L + ((static_cast<int64_t>(x0) % static_cast<int64_t>(8L)))) % static_cast<int64_t>(4L))) + 256L*((static_cast<int64_t>(6L + (c10::div_floor_integer(static_cast<int64_t>(x0), static_cast<int64_t>(8L)))) % static_cast<int64_t>(4L))) + 1024L*((static_cast<int64_t>(c10::div_floor_integer(static_cast<int64_t>(6L + ((static_cast<int64_t>(x0) % static_cast<int64_t>(8L)))), static_cast<int64_t>(4L))) % static_cast<int64_t>(2L))) + 2048L*((static_cast<int64_t>(c10::div_floor_integer(static_cast<int64_t>(6L + (c10::div_floor_integer(static_cast<int64_t>(x0), static_cast<int64_t>(8L)))), static_cast<int64_t>(4L))) % static_cast<int64_t>(2L)))), static_cast<int64_t>(16));
                                auto tmp5 = at::vec::Vectorized<float>::loadu(in_ptr3 + static_cast<int64_t>(x1), static_cast<int64_t>(16));
                                auto tmp2 = tmp0 + tmp1;
                                auto tmp6 = tmp4 + tmp5;
                                auto tmp7 = tmp3 + tmp6;
                                auto tmp8 = tmp2 + tmp7;
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
                for(int64_t x0=static_cast<int64_t>(0L); x0<static_cast<int64_t>(64L); x0+=static_cast<int64_t>(16L))
                {
                    {
                        if(C10_LIKELY(x0 >= static_cast<int64_t>(0) && x0 < static_cast<int64_t>(64L)))
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
            for(int64_t x0=static_cast<int64_t>(0L); x0<static_cast<int64_t>(64L); x0+=static_cast<int64_t>(1L))
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
            for(int64_t x0=static_cast<int64_t>(0L); x0<static_cast<int64_t>(64L); x0+=static_cast<int64_t>(1L))
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
        {
            #pragma omp for
            for(int64_t x0=static_cast<int64_t>(0L); x0<static_cast<int64_t>(64L); x0+=static_cast<int64_t>(16L))
            {
                {
                    float tmp_acc0 = 0;
                    at::vec::Vectorized<float> tmp_acc0_vec = at::vec::Vectorized<float>(0);
                    for(int64_t x1=static_cast<int64_t>(0L); x1<static_cast<int64_t>(64L); x1+=static_cast<int64_t>(1L))
                    {
                        {
                            if(C10_LIKELY(x0 >= static_cast<int64_t>(0) && x0 < static_cast<int64_t>(64L)))
                            {
                                auto tmp0 = at::vec::Vectorized<float>::loadu(in_out_ptr0 + static_cast<int64_t>(x0 + 64L*x1), static_cast<int64_t>(16));
                                tmp_acc0_vec = tmp_acc0_vec + tmp0;
                            }
                        }
                    }
                    if(C10_LIKELY(x0 >= static_cast<int64_t>(0) && x0 < static_cast<int64_t>(64L)))
                    {
                        tmp_acc0_vec.store(out_ptr2 + static_cast<int64_t>(x0));
                    }
                }
                {
                    if(C10_LIKELY(x0 >= static_cast<int64_t>(0) && x0 < static_cast<int64_t>(64L)))
                    {
                        auto tmp0 = at::vec::Vectorized<float>::loadu(out_ptr2 + static_cast<int64_t>(x0), static_cast<int64_t>(16));
                        auto tmp1 = static_cast<float>(64.0);
                        auto tmp2 = at::vec::Vectorized<float>(tmp1);
                        auto tmp3 = tmp0 / tmp2;
                        tmp3.store(in_out_ptr2 + static_cast<int64_t>(x0));
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
        arg0_1, arg1_1, arg2_1, arg3_1, arg4_1, arg5_1, arg6_1, arg7_1, arg8_1, arg9_1, arg10_1, arg11_1, arg12_1, arg13_1, arg14_1, arg15_1, arg16_1, arg17_1, arg18_1, arg19_1, arg20_1, arg21_1, arg22_1, arg23_1, arg24_1, arg25_1, arg26_1, arg27_1, arg28_1, arg29_1, arg30_1, arg31_1, arg32_1, arg33_1, arg34_1, arg35_1, arg36_1, arg37_1, arg38_1, arg39_1, arg40_1, arg41_1, arg42_1, arg43_1, arg44_1, arg45_1, arg46_1, arg47_1, arg48_1, arg49_1, arg50_1, arg51_1, arg52_1, arg53_1, arg54_1, arg55_1, arg56_1, arg57_1, arg58_1, arg59_1, arg60_1, arg61_1, arg62_1, arg63_1, arg64_1, arg65_1, arg66_1, arg67_1, arg68_1, arg69_1, arg70_1, arg71_1, arg72_1, arg73_1, arg74_1, arg75_1, arg76_1, arg77_1, arg78_1, arg79_1, arg80_1, arg81_1, arg82_1, arg83_1, arg84_1, arg85_1, arg86_1, arg87_1, arg88_1, arg89_1, arg90_1, arg91_1, arg92_1, arg93_1, arg94_1, arg95_1, arg96_1, arg97_1, arg98_1, arg99_1, arg100_1, arg101_1, arg102_1, arg103_1, arg104_1, arg105_1, arg106_1 = args
        args.clear()
        assert_size_stride(arg0_1, (1, 3, 32, 32), (3072, 1024, 32, 1), 'input')
        buf0 = empty_strided_cpu((1, 3, 32, 32), (3072, 1, 96, 3), torch.float32)
        assert_size_stride(arg1_1, (32, 3, 2, 2), (12, 4, 2, 1), 'input')
        buf1 = empty_strided_cpu((32, 3, 2, 2), (12, 1, 6, 3), torch.float32)
        assert_size_stride(arg2_1, (32, ), (1, ), 'input')
        # [Provenance debug handles] cpp_fused_convolution_0:1
        cpp_fused_convolution_0(arg0_1, arg1_1, buf0, buf1)
        del arg0_1
        del arg1_1
        # Topologically Sorted Source Nodes: [embeddings], Original ATen: [aten.convolution]
        # [Provenance debug handles] extern_kernels.convolution:2
        buf2 = extern_kernels.convolution(buf0, buf1, arg2_1, stride=(2, 2), padding=(0, 0), dilation=(1, 1), transposed=False, output_padding=(0, 0), groups=1)
        assert_tensor_metadata(buf2, (1, 32, 16, 16), (8192, 1, 512, 32), torch.float32, 'torch.ops.aten.convolution.default')
        del arg2_1
        del buf0
        del buf1
        assert_size_stride_grouped((arg3_1, arg4_1), ((32, ), (32, )), ((1, ), (1, )), 'input')
        buf3 = empty_strided_cpu((1, 256, 1), (256, 1, 256), torch.float32)
        buf4 = buf3; del buf3  # reuse
        buf5 = empty_strided_cpu((1, 256, 1), (256, 1, 256), torch.float32)
        buf6 = reinterpret_tensor(buf2, (1, 256, 32), (8192, 32, 1), 0); del buf2  # reuse
        buf7 = empty_strided_cpu((1, 256, 1), (256, 1, 256), torch.float32)
        buf8 = buf7; del buf7  # reuse
        buf9 = empty_strided_cpu((1, 256, 1), (256, 1, 256), torch.float32)
        assert_size_stride_grouped((arg5_1, arg6_1), ((32, ), (32, )), ((1, ), (1, )), 'input')
        buf10 = empty_strided_cpu((1, 4, 4, 4, 4, 32), (8192, 2048, 512, 128, 32, 1), torch.float32)
        assert_size_stride_grouped((arg7_1, arg8_1), ((32, 32), (32, )), ((32, 1), (1, )), 'input')
        buf11 = empty_strided_cpu((32, 32), (32, 1), torch.float32)
        # [Provenance debug handles] cpp_fused__to_copy_clone_mul_native_layer_norm_transpose_unsqueeze_view_1:3
        cpp_fused__to_copy_clone_mul_native_layer_norm_transpose_unsqueeze_view_1(buf4, buf6, buf8, arg3_1, arg4_1, arg5_1, arg6_1, arg7_1, arg8_1, buf5, buf9, buf10, buf11)
        del arg3_1
        del arg4_1
        del arg5_1
        del arg6_1
        del arg7_1
        del arg8_1
        del buf4
        del buf5
        buf12 = empty_strided_cpu((256, 32), (32, 1), torch.float32)
        # Topologically Sorted Source Nodes: [hidden_states, hidden_states_1, input_feature, transpose_1, contiguous, windows, hidden_states_windows, y, t], Original ATen: [aten.native_layer_norm, aten.view, aten.transpose, aten.clone, aten.t, aten.mm]
        # [Provenance debug handles] extern_kernels.mm:4
        extern_kernels.mm(reinterpret_tensor(buf10, (256, 32), (32, 1), 0), reinterpret_tensor(buf11, (32, 32), (1, 32), 0), out=buf12)
        assert_size_stride_grouped((arg10_1, arg11_1), ((32, 32), (32, )), ((32, 1), (1, )), 'input')
        buf13 = buf11; del buf11  # reuse
        # [Provenance debug handles] cpp_fused__to_copy_mul_unsqueeze_2:5
        cpp_fused__to_copy_mul_unsqueeze_2(arg10_1, arg11_1, buf13)
        del arg10_1
        del arg11_1
        buf14 = empty_strided_cpu((256, 32), (32, 1), torch.float32)
        # Topologically Sorted Source Nodes: [hidden_states, hidden_states_1, input_feature, transpose_1, contiguous, windows, hidden_states_windows, y_1, t_1], Original ATen: [aten.native_layer_norm, aten.view, aten.transpose, aten.clone, aten.t, aten.mm]
        # [Provenance debug handles] extern_kernels.mm:6
        extern_kernels.mm(reinterpret_tensor(buf10, (256, 32), (32, 1), 0), reinterpret_tensor(buf13, (32, 32), (1, 32), 0), out=buf14)
        assert_size_stride_grouped((arg13_1, arg14_1), ((32, 32), (32, )), ((32, 1), (1, )), 'input')
        buf15 = buf13; del buf13  # reuse
        # [Provenance debug handles] cpp_fused__to_copy_mul_unsqueeze_2:7
        cpp_fused__to_copy_mul_unsqueeze_2(arg13_1, arg14_1, buf15)
        del arg13_1
        del arg14_1
        buf16 = empty_strided_cpu((256, 32), (32, 1), torch.float32)
        # Topologically Sorted Source Nodes: [hidden_states, hidden_states_1, input_feature, transpose_1, contiguous, windows, hidden_states_windows, y_2, t_2], Original ATen: [aten.native_layer_norm, aten.view, aten.transpose, aten.clone, aten.t, aten.mm]
        # [Provenance debug handles] extern_kernels.mm:8
        extern_kernels.mm(reinterpret_tensor(buf10, (256, 32), (32, 1), 0), reinterpret_tensor(buf15, (32, 32), (1, 32), 0), out=buf16)
        del buf10
        assert_size_stride(arg9_1, (32, ), (1, ), 'input')
        buf17 = reinterpret_tensor(buf12, (16, 2, 16, 16), (512, 16, 32, 1), 0); del buf12  # reuse
        assert_size_stride(arg12_1, (32, ), (1, ), 'input')
        buf18 = reinterpret_tensor(buf14, (16, 2, 16, 16), (512, 16, 32, 1), 0); del buf14  # reuse
        assert_size_stride(arg15_1, (32, ), (1, ), 'input')
        buf19 = reinterpret_tensor(buf16, (16, 2, 16, 16), (512, 16, 32, 1), 0); del buf16  # reuse
        assert_size_stride_grouped((arg17_1, arg16_1), ((256, ), (49, 2)), ((1, ), (2, 1)), 'input')
        buf20 = empty_strided_cpu((1, 2, 16, 16), (512, 256, 16, 1), torch.float32)
        # [Provenance debug handles] cpp_fused__scaled_dot_product_flash_attention_for_cpu__unsafe_view_add_clone_index_permute_transpose_unsqueeze_view_3:9
        cpp_fused__scaled_dot_product_flash_attention_for_cpu__unsafe_view_add_clone_index_permute_transpose_unsqueeze_view_3(buf17, buf18, buf19, arg9_1, arg12_1, arg15_1, arg17_1, arg16_1, buf20)
        del arg12_1
        del arg15_1
        del arg16_1
        del arg17_1
        del arg9_1
        # Topologically Sorted Source Nodes: [y, add, view_4, query_states, y_1, add_1, view_5, key_states, y_2, add_2, view_6, value_states, relative_position_bias, relative_position_bias_1, permute, contiguous_1, relative_position_bias_2, attn_output], Original ATen: [aten._unsafe_view, aten.add, aten.view, aten.transpose, aten.index, aten.permute, aten.clone, aten.unsqueeze, aten._scaled_dot_product_flash_attention_for_cpu]
        # [Provenance debug handles] torch.ops.aten._scaled_dot_product_flash_attention_for_cpu.default:10
        buf21 = torch.ops.aten._scaled_dot_product_flash_attention_for_cpu.default(buf17, buf18, buf19, attn_mask=buf20, scale=0.25)
        del buf17
        del buf18
        del buf20
        buf22 = buf21[0]
        assert_tensor_metadata(buf22, (16, 2, 16, 16), (512, 16, 32, 1), torch.float32, 'torch.ops.aten._scaled_dot_product_flash_attention_for_cpu.default')
        assert_alignment(buf22, 16, 'torch.ops.aten._scaled_dot_product_flash_attention_for_cpu.default')
        del buf21
        assert_size_stride_grouped((arg18_1, arg19_1), ((32, 32), (32, )), ((32, 1), (1, )), 'input')
        buf24 = buf15; del buf15  # reuse
        # [Provenance debug handles] cpp_fused__to_copy_mul_unsqueeze_2:11
        cpp_fused__to_copy_mul_unsqueeze_2(arg18_1, arg19_1, buf24)
        del arg18_1
        del arg19_1
        buf25 = reinterpret_tensor(buf19, (256, 32), (32, 1), 0); del buf19  # reuse
        # Topologically Sorted Source Nodes: [transpose_5, reshape_1, y_3, t_3], Original ATen: [aten.transpose, aten.view, aten.t, aten.mm]
        # [Provenance debug handles] extern_kernels.mm:12
        extern_kernels.mm(reinterpret_tensor(buf22, (256, 32), (32, 1), 0), reinterpret_tensor(buf24, (32, 32), (1, 32), 0), out=buf25)
        del buf24
        assert_size_stride_grouped((arg20_1, arg21_1, arg22_1), ((32, ), (32, ), (32, )), ((1, ), (1, ), (1, )), 'input')
        buf26 = buf9; del buf9  # reuse
        buf27 = buf26; del buf26  # reuse
        buf28 = buf8; del buf8  # reuse
        buf30 = reinterpret_tensor(buf22, (1, 256, 32), (8192, 32, 1), 0); del buf22  # reuse
        assert_size_stride_grouped((arg23_1, arg24_1), ((64, 32), (64, )), ((32, 1), (1, )), 'input')
        buf29 = empty_strided_cpu((64, 32), (32, 1), torch.float32)
        # [Provenance debug handles] cpp_fused__to_copy__unsafe_view_add_clone_mul_native_layer_norm_transpose_unsqueeze_view_4:13
        cpp_fused__to_copy__unsafe_view_add_clone_mul_native_layer_norm_transpose_unsqueeze_view_4(buf27, buf6, buf25, arg20_1, arg21_1, arg22_1, arg23_1, arg24_1, buf28, buf30, buf29)
        del arg21_1
        del arg22_1
        del arg23_1
        del arg24_1
        del buf27
        del buf28
        buf31 = empty_strided_cpu((256, 64), (64, 1), torch.float32)
        # Topologically Sorted Source Nodes: [y_3, attn_output_4, attention_windows, windows_1, transpose_6, contiguous_4, windows_2, attention_windows_1, hidden_states_3, hidden_states_4, y_4, t_4], Original ATen: [aten._unsafe_view, aten.add, aten.view, aten.transpose, aten.clone, aten.native_layer_norm, aten.t, aten.mm]
        # [Provenance debug handles] extern_kernels.mm:14
        extern_kernels.mm(reinterpret_tensor(buf30, (256, 32), (32, 1), 0), reinterpret_tensor(buf29, (32, 64), (1, 32), 0), out=buf31)
        del buf30
        assert_size_stride_grouped((arg26_1, arg27_1), ((32, 64), (32, )), ((64, 1), (1, )), 'input')
        buf32 = reinterpret_tensor(buf29, (32, 64), (64, 1), 0); del buf29  # reuse
        assert_size_stride(arg25_1, (64, ), (1, ), 'input')
        buf33 = reinterpret_tensor(buf31, (1, 256, 64), (16384, 64, 1), 0); del buf31  # reuse
        # [Provenance debug handles] cpp_fused__to_copy__unsafe_view_add_gelu_mul_unsqueeze_5:15
        cpp_fused__to_copy__unsafe_view_add_gelu_mul_unsqueeze_5(buf33, arg26_1, arg27_1, arg25_1, buf32)
        del arg25_1
        del arg26_1
        del arg27_1
        buf34 = empty_strided_cpu((256, 32), (32, 1), torch.float32)
        # Topologically Sorted Source Nodes: [y_4, hidden_states_5, hidden_states_6, y_5, t_5], Original ATen: [aten._unsafe_view, aten.add, aten.gelu, aten.view, aten.t, aten.mm]
        # [Provenance debug handles] extern_kernels.mm:16
        extern_kernels.mm(reinterpret_tensor(buf33, (256, 64), (64, 1), 0), reinterpret_tensor(buf32, (64, 32), (1, 64), 0), out=buf34)
        del buf32
        del buf33
        assert_size_stride(arg28_1, (32, ), (1, ), 'input')
        buf35 = reinterpret_tensor(buf34, (1, 256, 32), (8192, 32, 1), 0); del buf34  # reuse
        buf36 = empty_strided_cpu((1, 256, 1), (256, 1, 256), torch.float32)
        buf37 = buf36; del buf36  # reuse
        buf38 = empty_strided_cpu((1, 256, 1), (256, 1, 256), torch.float32)
        assert_size_stride_grouped((arg29_1, arg30_1), ((32, ), (32, )), ((1, ), (1, )), 'input')
        buf39 = empty_strided_cpu((1, 4, 4, 4, 4, 32), (8192, 2048, 512, 128, 32, 1), torch.float32)
        assert_size_stride_grouped((arg31_1, arg32_1), ((32, 32), (32, )), ((32, 1), (1, )), 'input')
        buf40 = empty_strided_cpu((32, 32), (32, 1), torch.float32)
        # [Provenance debug handles] cpp_fused__to_copy__unsafe_view_add_clone_mul_native_layer_norm_roll_transpose_unsqueeze_view_6:17
        cpp_fused__to_copy__unsafe_view_add_clone_mul_native_layer_norm_roll_transpose_unsqueeze_view_6(buf35, buf37, arg28_1, buf6, buf25, arg20_1, arg29_1, arg30_1, arg31_1, arg32_1, buf38, buf39, buf40)
        del arg20_1
        del arg28_1
        del arg29_1
        del arg30_1
        del arg31_1
        del arg32_1
        buf41 = reinterpret_tensor(buf6, (256, 32), (32, 1), 0); del buf6  # reuse
        # Topologically Sorted Source Nodes: [hidden_states_9, hidden_states_10, hidden_states_12, input_feature_1, transpose_7, contiguous_5, windows_3, hidden_states_windows_1, y_6, t_6], Original ATen: [aten.native_layer_norm, aten.view, aten.roll, aten.transpose, aten.clone, aten.t, aten.mm]
        # [Provenance debug handles] extern_kernels.mm:18
        extern_kernels.mm(reinterpret_tensor(buf39, (256, 32), (32, 1), 0), reinterpret_tensor(buf40, (32, 32), (1, 32), 0), out=buf41)
        assert_size_stride_grouped((arg34_1, arg35_1), ((32, 32), (32, )), ((32, 1), (1, )), 'input')
        buf42 = buf40; del buf40  # reuse
        # [Provenance debug handles] cpp_fused__to_copy_mul_unsqueeze_2:19
        cpp_fused__to_copy_mul_unsqueeze_2(arg34_1, arg35_1, buf42)
        del arg34_1
        del arg35_1
        buf43 = buf25; del buf25  # reuse
        # Topologically Sorted Source Nodes: [hidden_states_9, hidden_states_10, hidden_states_12, input_feature_1, transpose_7, contiguous_5, windows_3, hidden_states_windows_1, y_7, t_7], Original ATen: [aten.native_layer_norm, aten.view, aten.roll, aten.transpose, aten.clone, aten.t, aten.mm]
        # [Provenance debug handles] extern_kernels.mm:20
        extern_kernels.mm(reinterpret_tensor(buf39, (256, 32), (32, 1), 0), reinterpret_tensor(buf42, (32, 32), (1, 32), 0), out=buf43)
        assert_size_stride_grouped((arg37_1, arg38_1), ((32, 32), (32, )), ((32, 1), (1, )), 'input')
        buf44 = buf42; del buf42  # reuse
        # [Provenance debug handles] cpp_fused__to_copy_mul_unsqueeze_2:21
        cpp_fused__to_copy_mul_unsqueeze_2(arg37_1, arg38_1, buf44)
        del arg37_1
        del arg38_1
        buf45 = empty_strided_cpu((256, 32), (32, 1), torch.float32)
        # Topologically Sorted Source Nodes: [hidden_states_9, hidden_states_10, hidden_states_12, input_feature_1, transpose_7, contiguous_5, windows_3, hidden_states_windows_1, y_8, t_8], Original ATen: [aten.native_layer_norm, aten.view, aten.roll, aten.transpose, aten.clone, aten.t, aten.mm]
        # [Provenance debug handles] extern_kernels.mm:22
        extern_kernels.mm(reinterpret_tensor(buf39, (256, 32), (32, 1), 0), reinterpret_tensor(buf44, (32, 32), (1, 32), 0), out=buf45)
        assert_size_stride(arg33_1, (32, ), (1, ), 'input')
        buf46 = reinterpret_tensor(buf41, (16, 2, 16, 16), (512, 16, 32, 1), 0); del buf41  # reuse
        assert_size_stride(arg36_1, (32, ), (1, ), 'input')
        buf47 = reinterpret_tensor(buf43, (16, 2, 16, 16), (512, 16, 32, 1), 0); del buf43  # reuse
        assert_size_stride(arg39_1, (32, ), (1, ), 'input')
        buf48 = reinterpret_tensor(buf45, (16, 2, 16, 16), (512, 16, 32, 1), 0); del buf45  # reuse
        assert_size_stride_grouped((arg41_1, arg40_1), ((256, ), (49, 2)), ((1, ), (2, 1)), 'input')
        buf49 = reinterpret_tensor(buf39, (16, 2, 16, 16), (512, 256, 16, 1), 0); del buf39  # reuse
        # [Provenance debug handles] cpp_fused__scaled_dot_product_flash_attention_for_cpu__to_copy__unsafe_view_add_arange_clone_eq_expand_ge_index_masked_fill_mul_ne_permute_sub_transpose_unsqueeze_view_7:23
        cpp_fused__scaled_dot_product_flash_attention_for_cpu__to_copy__unsafe_view_add_arange_clone_eq_expand_ge_index_masked_fill_mul_ne_permute_sub_transpose_unsqueeze_view_7(buf46, buf47, buf48, arg33_1, arg36_1, arg39_1, arg41_1, arg40_1, buf49)
        del arg33_1
        del arg36_1
        del arg39_1
        del arg40_1
        del arg41_1
        # Topologically Sorted Source Nodes: [y_6, add_11, view_19, query_states_1, y_7, add_12, view_20, key_states_1, y_8, add_13, view_21, value_states_1, relative_position_bias_3, relative_position_bias_4, permute_1, contiguous_7, relative_position_bias_5, h_idx, ge, long, ge_1, long_1, h_region, getitem_7, mul, w_idx, ge_2, long_2, ge_3, long_3, w_region, getitem_8, add_10, img_mask, input_feature_2, transpose_8, contiguous_6, windows_4, mask_windows, unsqueeze_1, unsqueeze_2, attn_mask, eq, attn_mask_1, ne, masked_fill, unsqueeze_4, unsqueeze_5, expand, attention_mask, combined_mask, attn_output_5], Original ATen: [aten._unsafe_view, aten.add, aten.view, aten.transpose, aten.index, aten.permute, aten.clone, aten.unsqueeze, aten.arange, aten.ge, aten._to_copy, aten.mul, aten.sub, aten.eq, aten.masked_fill, aten.ne, aten.expand, aten._scaled_dot_product_flash_attention_for_cpu]
        # [Provenance debug handles] torch.ops.aten._scaled_dot_product_flash_attention_for_cpu.default:24
        buf50 = torch.ops.aten._scaled_dot_product_flash_attention_for_cpu.default(buf46, buf47, buf48, attn_mask=buf49, scale=0.25)
        del buf46
        del buf47
        del buf48
        buf51 = buf50[0]
        assert_tensor_metadata(buf51, (16, 2, 16, 16), (512, 16, 32, 1), torch.float32, 'torch.ops.aten._scaled_dot_product_flash_attention_for_cpu.default')
        assert_alignment(buf51, 16, 'torch.ops.aten._scaled_dot_product_flash_attention_for_cpu.default')
        del buf50
        assert_size_stride_grouped((arg42_1, arg43_1), ((32, 32), (32, )), ((32, 1), (1, )), 'input')
        buf53 = buf44; del buf44  # reuse
        # [Provenance debug handles] cpp_fused__to_copy_mul_unsqueeze_2:25
        cpp_fused__to_copy_mul_unsqueeze_2(arg42_1, arg43_1, buf53)
        del arg42_1
        del arg43_1
        buf54 = reinterpret_tensor(buf49, (256, 32), (32, 1), 0); del buf49  # reuse
        # Topologically Sorted Source Nodes: [transpose_12, reshape_4, y_9, t_9], Original ATen: [aten.transpose, aten.view, aten.t, aten.mm]
        # [Provenance debug handles] extern_kernels.mm:26
        extern_kernels.mm(reinterpret_tensor(buf51, (256, 32), (32, 1), 0), reinterpret_tensor(buf53, (32, 32), (1, 32), 0), out=buf54)
        del buf53
        assert_size_stride_grouped((arg44_1, arg45_1, arg46_1), ((32, ), (32, ), (32, )), ((1, ), (1, ), (1, )), 'input')
        buf55 = buf38; del buf38  # reuse
        buf56 = buf55; del buf55  # reuse
        buf57 = buf37; del buf37  # reuse
        buf59 = reinterpret_tensor(buf51, (1, 256, 32), (8192, 32, 1), 0); del buf51  # reuse
        assert_size_stride_grouped((arg47_1, arg48_1), ((64, 32), (64, )), ((32, 1), (1, )), 'input')
        buf58 = empty_strided_cpu((64, 32), (32, 1), torch.float32)
        # [Provenance debug handles] cpp_fused__to_copy__unsafe_view_add_clone_mul_native_layer_norm_roll_transpose_unsqueeze_view_8:27
        cpp_fused__to_copy__unsafe_view_add_clone_mul_native_layer_norm_roll_transpose_unsqueeze_view_8(buf56, buf35, buf54, arg44_1, arg45_1, arg46_1, arg47_1, arg48_1, buf57, buf59, buf58)
        del arg45_1
        del arg46_1
        del arg47_1
        del arg48_1
        del buf56
        del buf57
        buf60 = empty_strided_cpu((256, 64), (64, 1), torch.float32)
        # Topologically Sorted Source Nodes: [y_9, attn_output_9, attention_windows_2, windows_5, transpose_13, contiguous_10, windows_6, hidden_states_13, attention_windows_3, hidden_states_14, hidden_states_15, y_10, t_10], Original ATen: [aten._unsafe_view, aten.add, aten.view, aten.transpose, aten.clone, aten.roll, aten.native_layer_norm, aten.t, aten.mm]
        # [Provenance debug handles] extern_kernels.mm:28
        extern_kernels.mm(reinterpret_tensor(buf59, (256, 32), (32, 1), 0), reinterpret_tensor(buf58, (32, 64), (1, 32), 0), out=buf60)
        del buf59
        assert_size_stride_grouped((arg50_1, arg51_1), ((32, 64), (32, )), ((64, 1), (1, )), 'input')
        buf61 = reinterpret_tensor(buf58, (32, 64), (64, 1), 0); del buf58  # reuse
        assert_size_stride(arg49_1, (64, ), (1, ), 'input')
        buf62 = reinterpret_tensor(buf60, (1, 256, 64), (16384, 64, 1), 0); del buf60  # reuse
        # [Provenance debug handles] cpp_fused__to_copy__unsafe_view_add_gelu_mul_unsqueeze_5:29
        cpp_fused__to_copy__unsafe_view_add_gelu_mul_unsqueeze_5(buf62, arg50_1, arg51_1, arg49_1, buf61)
        del arg49_1
        del arg50_1
        del arg51_1
        buf63 = empty_strided_cpu((256, 32), (32, 1), torch.float32)
        # Topologically Sorted Source Nodes: [y_10, hidden_states_16, hidden_states_17, y_11, t_11], Original ATen: [aten._unsafe_view, aten.add, aten.gelu, aten.view, aten.t, aten.mm]
        # [Provenance debug handles] extern_kernels.mm:30
        extern_kernels.mm(reinterpret_tensor(buf62, (256, 64), (64, 1), 0), reinterpret_tensor(buf61, (64, 32), (1, 64), 0), out=buf63)
        del buf61
        del buf62
        assert_size_stride(arg52_1, (32, ), (1, ), 'input')
        buf64 = reinterpret_tensor(buf63, (1, 256, 32), (8192, 32, 1), 0); del buf63  # reuse
        buf69 = empty_strided_cpu((1, 8, 8, 128), (8192, 1024, 128, 1), torch.float32)
        buf65 = reinterpret_tensor(buf69, (1, 8, 8, 32), (8192, 1024, 128, 1), 0)  # alias
        buf66 = reinterpret_tensor(buf69, (1, 8, 8, 32), (8192, 1024, 128, 1), 32)  # alias
        buf67 = reinterpret_tensor(buf69, (1, 8, 8, 32), (8192, 1024, 128, 1), 64)  # alias
        buf68 = reinterpret_tensor(buf69, (1, 8, 8, 32), (8192, 1024, 128, 1), 96)  # alias
        assert_size_stride_grouped((arg53_1, arg54_1), ((128, ), (128, )), ((1, ), (1, )), 'input')
        buf70 = empty_strided_cpu((1, 64, 1), (64, 1, 64), torch.float32)
        buf71 = buf70; del buf70  # reuse
        buf72 = empty_strided_cpu((1, 64, 1), (64, 1, 64), torch.float32)
        buf74 = empty_strided_cpu((1, 64, 128), (8192, 128, 1), torch.float32)
        assert_size_stride_grouped((arg55_1, arg56_1), ((64, 128), (64, )), ((128, 1), (1, )), 'input')
        buf73 = empty_strided_cpu((64, 128), (128, 1), torch.float32)
        # [Provenance debug handles] cpp_fused__to_copy__unsafe_view_add_cat_clone_mul_native_layer_norm_roll_slice_transpose_unsqueeze_view_9:31
        cpp_fused__to_copy__unsafe_view_add_cat_clone_mul_native_layer_norm_roll_slice_transpose_unsqueeze_view_9(buf64, buf71, arg52_1, buf35, buf54, arg44_1, buf69, arg53_1, arg54_1, arg55_1, arg56_1, buf65, buf66, buf67, buf68, buf72, buf74, buf73)
        del arg44_1
        del arg52_1
        del arg53_1
        del arg54_1
        del arg55_1
        del arg56_1
        del buf35
        del buf54
        del buf64
        del buf65
        del buf66
        del buf67
        del buf68
        del buf69
        buf75 = empty_strided_cpu((64, 64), (64, 1), torch.float32)
        # Topologically Sorted Source Nodes: [view_28, layer_norm_5, y_12, t_12], Original ATen: [aten.view, aten.native_layer_norm, aten.t, aten.mm]
        # [Provenance debug handles] extern_kernels.mm:32
        extern_kernels.mm(reinterpret_tensor(buf74, (64, 128), (128, 1), 0), reinterpret_tensor(buf73, (128, 64), (1, 128), 0), out=buf75)
        buf76 = buf72; del buf72  # reuse
        buf77 = buf76; del buf76  # reuse
        buf78 = buf71; del buf71  # reuse
        assert_size_stride_grouped((arg57_1, arg58_1), ((64, ), (64, )), ((1, ), (1, )), 'input')
        buf79 = empty_strided_cpu((1, 2, 2, 4, 4, 64), (4096, 2048, 1024, 256, 64, 1), torch.float32)
        assert_size_stride_grouped((arg59_1, arg60_1), ((64, 64), (64, )), ((64, 1), (1, )), 'input')
        buf80 = empty_strided_cpu((64, 64), (64, 1), torch.float32)
        # [Provenance debug handles] cpp_fused__to_copy__unsafe_view_clone_mul_native_layer_norm_transpose_unsqueeze_view_10:33
        cpp_fused__to_copy__unsafe_view_clone_mul_native_layer_norm_transpose_unsqueeze_view_10(buf77, buf75, arg57_1, arg58_1, arg59_1, arg60_1, buf78, buf79, buf80)
        del arg57_1
        del arg58_1
        del arg59_1
        del arg60_1
        buf81 = empty_strided_cpu((64, 64), (64, 1), torch.float32)
        # Topologically Sorted Source Nodes: [y_12, hidden_states_20, hidden_states_21, input_feature_3, transpose_14, contiguous_12, windows_7, hidden_states_windows_2, y_13, t_13], Original ATen: [aten._unsafe_view, aten.native_layer_norm, aten.view, aten.transpose, aten.clone, aten.t, aten.mm]
        # [Provenance debug handles] extern_kernels.mm:34
        extern_kernels.mm(reinterpret_tensor(buf79, (64, 64), (64, 1), 0), reinterpret_tensor(buf80, (64, 64), (1, 64), 0), out=buf81)
        assert_size_stride_grouped((arg62_1, arg63_1), ((64, 64), (64, )), ((64, 1), (1, )), 'input')
        buf82 = buf80; del buf80  # reuse
        # [Provenance debug handles] cpp_fused__to_copy_mul_unsqueeze_11:35
        cpp_fused__to_copy_mul_unsqueeze_11(arg62_1, arg63_1, buf82)
        del arg62_1
        del arg63_1
        buf83 = empty_strided_cpu((64, 64), (64, 1), torch.float32)
        # Topologically Sorted Source Nodes: [y_12, hidden_states_20, hidden_states_21, input_feature_3, transpose_14, contiguous_12, windows_7, hidden_states_windows_2, y_14, t_14], Original ATen: [aten._unsafe_view, aten.native_layer_norm, aten.view, aten.transpose, aten.clone, aten.t, aten.mm]
        # [Provenance debug handles] extern_kernels.mm:36
        extern_kernels.mm(reinterpret_tensor(buf79, (64, 64), (64, 1), 0), reinterpret_tensor(buf82, (64, 64), (1, 64), 0), out=buf83)
        assert_size_stride_grouped((arg65_1, arg66_1), ((64, 64), (64, )), ((64, 1), (1, )), 'input')
        buf84 = buf82; del buf82  # reuse
        # [Provenance debug handles] cpp_fused__to_copy_mul_unsqueeze_11:37
        cpp_fused__to_copy_mul_unsqueeze_11(arg65_1, arg66_1, buf84)
        del arg65_1
        del arg66_1
        buf85 = empty_strided_cpu((64, 64), (64, 1), torch.float32)
        # Topologically Sorted Source Nodes: [y_12, hidden_states_20, hidden_states_21, input_feature_3, transpose_14, contiguous_12, windows_7, hidden_states_windows_2, y_15, t_15], Original ATen: [aten._unsafe_view, aten.native_layer_norm, aten.view, aten.transpose, aten.clone, aten.t, aten.mm]
        # [Provenance debug handles] extern_kernels.mm:38
        extern_kernels.mm(reinterpret_tensor(buf79, (64, 64), (64, 1), 0), reinterpret_tensor(buf84, (64, 64), (1, 64), 0), out=buf85)
        del buf79
        assert_size_stride(arg61_1, (64, ), (1, ), 'input')
        buf86 = reinterpret_tensor(buf81, (4, 4, 16, 16), (1024, 16, 64, 1), 0); del buf81  # reuse
        assert_size_stride(arg64_1, (64, ), (1, ), 'input')
        buf87 = reinterpret_tensor(buf83, (4, 4, 16, 16), (1024, 16, 64, 1), 0); del buf83  # reuse
        assert_size_stride(arg67_1, (64, ), (1, ), 'input')
        buf88 = reinterpret_tensor(buf85, (4, 4, 16, 16), (1024, 16, 64, 1), 0); del buf85  # reuse
        assert_size_stride_grouped((arg69_1, arg68_1), ((256, ), (49, 4)), ((1, ), (4, 1)), 'input')
        buf89 = empty_strided_cpu((1, 4, 16, 16), (1024, 256, 16, 1), torch.float32)
        # [Provenance debug handles] cpp_fused__scaled_dot_product_flash_attention_for_cpu__unsafe_view_add_clone_index_permute_transpose_unsqueeze_view_12:39
        cpp_fused__scaled_dot_product_flash_attention_for_cpu__unsafe_view_add_clone_index_permute_transpose_unsqueeze_view_12(buf86, buf87, buf88, arg61_1, arg64_1, arg67_1, arg69_1, arg68_1, buf89)
        del arg61_1
        del arg64_1
        del arg67_1
        del arg68_1
        del arg69_1
        # Topologically Sorted Source Nodes: [y_13, add_20, view_34, query_states_2, y_14, add_21, view_35, key_states_2, y_15, add_22, view_36, value_states_2, relative_position_bias_6, relative_position_bias_7, permute_3, contiguous_13, relative_position_bias_8, attn_output_10], Original ATen: [aten._unsafe_view, aten.add, aten.view, aten.transpose, aten.index, aten.permute, aten.clone, aten.unsqueeze, aten._scaled_dot_product_flash_attention_for_cpu]
        # [Provenance debug handles] torch.ops.aten._scaled_dot_product_flash_attention_for_cpu.default:40
        buf90 = torch.ops.aten._scaled_dot_product_flash_attention_for_cpu.default(buf86, buf87, buf88, attn_mask=buf89, scale=0.25)
        del buf89
        buf91 = buf90[0]
        assert_tensor_metadata(buf91, (4, 4, 16, 16), (1024, 16, 64, 1), torch.float32, 'torch.ops.aten._scaled_dot_product_flash_attention_for_cpu.default')
        assert_alignment(buf91, 16, 'torch.ops.aten._scaled_dot_product_flash_attention_for_cpu.default')
        del buf90
        assert_size_stride_grouped((arg70_1, arg71_1), ((64, 64), (64, )), ((64, 1), (1, )), 'input')
        buf93 = reinterpret_tensor(buf88, (64, 64), (64, 1), 0); del buf88  # reuse
        # [Provenance debug handles] cpp_fused__to_copy_mul_unsqueeze_11:41
        cpp_fused__to_copy_mul_unsqueeze_11(arg70_1, arg71_1, buf93)
        del arg70_1
        del arg71_1
        buf94 = reinterpret_tensor(buf87, (64, 64), (64, 1), 0); del buf87  # reuse
        # Topologically Sorted Source Nodes: [transpose_18, reshape_6, y_16, t_16], Original ATen: [aten.transpose, aten.view, aten.t, aten.mm]
        # [Provenance debug handles] extern_kernels.mm:42
        extern_kernels.mm(reinterpret_tensor(buf91, (64, 64), (64, 1), 0), reinterpret_tensor(buf93, (64, 64), (1, 64), 0), out=buf94)
        assert_size_stride_grouped((arg72_1, arg73_1, arg74_1), ((64, ), (64, ), (64, )), ((1, ), (1, ), (1, )), 'input')
        buf95 = buf78; del buf78  # reuse
        buf96 = buf95; del buf95  # reuse
        buf97 = buf77; del buf77  # reuse
        buf99 = reinterpret_tensor(buf93, (1, 64, 64), (4096, 64, 1), 0); del buf93  # reuse
        assert_size_stride_grouped((arg75_1, arg76_1), ((128, 64), (128, )), ((64, 1), (1, )), 'input')
        buf98 = reinterpret_tensor(buf74, (128, 64), (64, 1), 0); del buf74  # reuse
        # [Provenance debug handles] cpp_fused__to_copy__unsafe_view_add_clone_mul_native_layer_norm_transpose_unsqueeze_view_13:43
        cpp_fused__to_copy__unsafe_view_add_clone_mul_native_layer_norm_transpose_unsqueeze_view_13(buf96, buf75, buf94, arg72_1, arg73_1, arg74_1, arg75_1, arg76_1, buf97, buf99, buf98)
        del arg73_1
        del arg74_1
        del arg75_1
        del arg76_1
        buf100 = buf73; del buf73  # reuse
        # Topologically Sorted Source Nodes: [y_12, y_16, attn_output_14, attention_windows_4, windows_8, transpose_19, contiguous_16, windows_9, attention_windows_5, hidden_states_23, hidden_states_24, y_17, t_17], Original ATen: [aten._unsafe_view, aten.add, aten.view, aten.transpose, aten.clone, aten.native_layer_norm, aten.t, aten.mm]
        # [Provenance debug handles] extern_kernels.mm:44
        extern_kernels.mm(reinterpret_tensor(buf99, (64, 64), (64, 1), 0), reinterpret_tensor(buf98, (64, 128), (1, 64), 0), out=buf100)
        assert_size_stride_grouped((arg78_1, arg79_1), ((64, 128), (64, )), ((128, 1), (1, )), 'input')
        buf101 = reinterpret_tensor(buf98, (64, 128), (128, 1), 0); del buf98  # reuse
        assert_size_stride(arg77_1, (128, ), (1, ), 'input')
        buf102 = reinterpret_tensor(buf100, (1, 64, 128), (8192, 128, 1), 0); del buf100  # reuse
        # [Provenance debug handles] cpp_fused__to_copy__unsafe_view_add_gelu_mul_unsqueeze_14:45
        cpp_fused__to_copy__unsafe_view_add_gelu_mul_unsqueeze_14(buf102, arg78_1, arg79_1, arg77_1, buf101)
        del arg77_1
        del arg78_1
        del arg79_1
        buf103 = reinterpret_tensor(buf99, (64, 64), (64, 1), 0); del buf99  # reuse
        # Topologically Sorted Source Nodes: [y_17, hidden_states_25, hidden_states_26, y_18, t_18], Original ATen: [aten._unsafe_view, aten.add, aten.gelu, aten.view, aten.t, aten.mm]
        # [Provenance debug handles] extern_kernels.mm:46
        extern_kernels.mm(reinterpret_tensor(buf102, (64, 128), (128, 1), 0), reinterpret_tensor(buf101, (128, 64), (1, 128), 0), out=buf103)
        assert_size_stride(arg80_1, (64, ), (1, ), 'input')
        buf104 = reinterpret_tensor(buf103, (1, 64, 64), (4096, 64, 1), 0); del buf103  # reuse
        buf105 = buf97; del buf97  # reuse
        buf106 = buf105; del buf105  # reuse
        buf107 = buf96; del buf96  # reuse
        assert_size_stride_grouped((arg81_1, arg82_1), ((64, ), (64, )), ((1, ), (1, )), 'input')
        buf108 = reinterpret_tensor(buf91, (1, 2, 2, 4, 4, 64), (4096, 2048, 1024, 256, 64, 1), 0); del buf91  # reuse
        assert_size_stride_grouped((arg83_1, arg84_1), ((64, 64), (64, )), ((64, 1), (1, )), 'input')
        buf109 = reinterpret_tensor(buf86, (64, 64), (64, 1), 0); del buf86  # reuse
        # [Provenance debug handles] cpp_fused__to_copy__unsafe_view_add_clone_mul_native_layer_norm_roll_transpose_unsqueeze_view_15:47
        cpp_fused__to_copy__unsafe_view_add_clone_mul_native_layer_norm_roll_transpose_unsqueeze_view_15(buf104, buf106, arg80_1, buf75, buf94, arg72_1, arg81_1, arg82_1, arg83_1, arg84_1, buf107, buf108, buf109)
        del arg72_1
        del arg80_1
        del arg81_1
        del arg82_1
        del arg83_1
        del arg84_1
        buf110 = buf94; del buf94  # reuse
        # Topologically Sorted Source Nodes: [hidden_states_29, hidden_states_30, hidden_states_32, input_feature_4, transpose_20, contiguous_17, windows_10, hidden_states_windows_3, y_19, t_19], Original ATen: [aten.native_layer_norm, aten.view, aten.roll, aten.transpose, aten.clone, aten.t, aten.mm]
        # [Provenance debug handles] extern_kernels.mm:48
        extern_kernels.mm(reinterpret_tensor(buf108, (64, 64), (64, 1), 0), reinterpret_tensor(buf109, (64, 64), (1, 64), 0), out=buf110)
        assert_size_stride_grouped((arg86_1, arg87_1), ((64, 64), (64, )), ((64, 1), (1, )), 'input')
        buf111 = buf109; del buf109  # reuse
        # [Provenance debug handles] cpp_fused__to_copy_mul_unsqueeze_11:49
        cpp_fused__to_copy_mul_unsqueeze_11(arg86_1, arg87_1, buf111)
        del arg86_1
        del arg87_1
        buf112 = buf75; del buf75  # reuse
        # Topologically Sorted Source Nodes: [hidden_states_29, hidden_states_30, hidden_states_32, input_feature_4, transpose_20, contiguous_17, windows_10, hidden_states_windows_3, y_20, t_20], Original ATen: [aten.native_layer_norm, aten.view, aten.roll, aten.transpose, aten.clone, aten.t, aten.mm]
        # [Provenance debug handles] extern_kernels.mm:50
        extern_kernels.mm(reinterpret_tensor(buf108, (64, 64), (64, 1), 0), reinterpret_tensor(buf111, (64, 64), (1, 64), 0), out=buf112)
        assert_size_stride_grouped((arg89_1, arg90_1), ((64, 64), (64, )), ((64, 1), (1, )), 'input')
        buf113 = buf111; del buf111  # reuse
        # [Provenance debug handles] cpp_fused__to_copy_mul_unsqueeze_11:51
        cpp_fused__to_copy_mul_unsqueeze_11(arg89_1, arg90_1, buf113)
        del arg89_1
        del arg90_1
        buf114 = buf84; del buf84  # reuse
        # Topologically Sorted Source Nodes: [hidden_states_29, hidden_states_30, hidden_states_32, input_feature_4, transpose_20, contiguous_17, windows_10, hidden_states_windows_3, y_21, t_21], Original ATen: [aten.native_layer_norm, aten.view, aten.roll, aten.transpose, aten.clone, aten.t, aten.mm]
        # [Provenance debug handles] extern_kernels.mm:52
        extern_kernels.mm(reinterpret_tensor(buf108, (64, 64), (64, 1), 0), reinterpret_tensor(buf113, (64, 64), (1, 64), 0), out=buf114)
        del buf108
        assert_size_stride(arg85_1, (64, ), (1, ), 'input')
        buf115 = reinterpret_tensor(buf110, (4, 4, 16, 16), (1024, 16, 64, 1), 0); del buf110  # reuse
        assert_size_stride(arg88_1, (64, ), (1, ), 'input')
        buf116 = reinterpret_tensor(buf112, (4, 4, 16, 16), (1024, 16, 64, 1), 0); del buf112  # reuse
        assert_size_stride(arg91_1, (64, ), (1, ), 'input')
        buf117 = reinterpret_tensor(buf114, (4, 4, 16, 16), (1024, 16, 64, 1), 0); del buf114  # reuse
        assert_size_stride_grouped((arg93_1, arg92_1), ((256, ), (49, 4)), ((1, ), (4, 1)), 'input')
        buf118 = reinterpret_tensor(buf113, (4, 4, 16, 16), (1024, 256, 16, 1), 0); del buf113  # reuse
        # [Provenance debug handles] cpp_fused__scaled_dot_product_flash_attention_for_cpu__to_copy__unsafe_view_add_arange_clone_eq_expand_ge_index_masked_fill_mul_ne_permute_sub_transpose_unsqueeze_view_16:53
        cpp_fused__scaled_dot_product_flash_attention_for_cpu__to_copy__unsafe_view_add_arange_clone_eq_expand_ge_index_masked_fill_mul_ne_permute_sub_transpose_unsqueeze_view_16(buf115, buf116, buf117, arg85_1, arg88_1, arg91_1, arg93_1, arg92_1, buf118)
        del arg85_1
        del arg88_1
        del arg91_1
        del arg92_1
        del arg93_1
        # Topologically Sorted Source Nodes: [y_19, add_31, view_49, query_states_3, y_20, add_32, view_50, key_states_3, y_21, add_33, view_51, value_states_3, relative_position_bias_9, relative_position_bias_10, permute_4, contiguous_19, relative_position_bias_11, h_idx_1, ge_4, long_4, ge_5, long_5, h_region_1, getitem_28, mul_1, w_idx_1, ge_6, long_6, ge_7, long_7, w_region_1, getitem_29, add_30, img_mask_1, input_feature_5, transpose_21, contiguous_18, windows_11, mask_windows_1, unsqueeze_7, unsqueeze_8, attn_mask_2, eq_1, attn_mask_3, ne_1, masked_fill_2, unsqueeze_10, unsqueeze_11, expand_1, attention_mask_1, combined_mask_1, attn_output_15], Original ATen: [aten._unsafe_view, aten.add, aten.view, aten.transpose, aten.index, aten.permute, aten.clone, aten.unsqueeze, aten.arange, aten.ge, aten._to_copy, aten.mul, aten.sub, aten.eq, aten.masked_fill, aten.ne, aten.expand, aten._scaled_dot_product_flash_attention_for_cpu]
        # [Provenance debug handles] torch.ops.aten._scaled_dot_product_flash_attention_for_cpu.default:54
        buf119 = torch.ops.aten._scaled_dot_product_flash_attention_for_cpu.default(buf115, buf116, buf117, attn_mask=buf118, scale=0.25)
        del buf115
        del buf116
        buf120 = buf119[0]
        assert_tensor_metadata(buf120, (4, 4, 16, 16), (1024, 16, 64, 1), torch.float32, 'torch.ops.aten._scaled_dot_product_flash_attention_for_cpu.default')
        assert_alignment(buf120, 16, 'torch.ops.aten._scaled_dot_product_flash_attention_for_cpu.default')
        del buf119
        assert_size_stride_grouped((arg94_1, arg95_1), ((64, 64), (64, )), ((64, 1), (1, )), 'input')
        buf122 = reinterpret_tensor(buf118, (64, 64), (64, 1), 0); del buf118  # reuse
        # [Provenance debug handles] cpp_fused__to_copy_mul_unsqueeze_11:55
        cpp_fused__to_copy_mul_unsqueeze_11(arg94_1, arg95_1, buf122)
        del arg94_1
        del arg95_1
        buf123 = reinterpret_tensor(buf117, (64, 64), (64, 1), 0); del buf117  # reuse
        # Topologically Sorted Source Nodes: [transpose_25, reshape_9, y_22, t_22], Original ATen: [aten.transpose, aten.view, aten.t, aten.mm]
        # [Provenance debug handles] extern_kernels.mm:56
        extern_kernels.mm(reinterpret_tensor(buf120, (64, 64), (64, 1), 0), reinterpret_tensor(buf122, (64, 64), (1, 64), 0), out=buf123)
        del buf120
        assert_size_stride_grouped((arg96_1, arg97_1, arg98_1), ((64, ), (64, ), (64, )), ((1, ), (1, ), (1, )), 'input')
        buf124 = buf107; del buf107  # reuse
        buf125 = buf124; del buf124  # reuse
        buf126 = buf106; del buf106  # reuse
        buf128 = reinterpret_tensor(buf122, (1, 64, 64), (4096, 64, 1), 0); del buf122  # reuse
        assert_size_stride_grouped((arg99_1, arg100_1), ((128, 64), (128, )), ((64, 1), (1, )), 'input')
        buf127 = reinterpret_tensor(buf102, (128, 64), (64, 1), 0); del buf102  # reuse
        # [Provenance debug handles] cpp_fused__to_copy__unsafe_view_add_clone_mul_native_layer_norm_roll_transpose_unsqueeze_view_17:57
        cpp_fused__to_copy__unsafe_view_add_clone_mul_native_layer_norm_roll_transpose_unsqueeze_view_17(buf125, buf104, buf123, arg96_1, arg97_1, arg98_1, arg99_1, arg100_1, buf126, buf128, buf127)
        del arg100_1
        del arg97_1
        del arg98_1
        del arg99_1
        buf129 = buf101; del buf101  # reuse
        # Topologically Sorted Source Nodes: [y_22, attn_output_19, attention_windows_6, windows_12, transpose_26, contiguous_22, windows_13, hidden_states_33, attention_windows_7, hidden_states_34, hidden_states_35, y_23, t_23], Original ATen: [aten._unsafe_view, aten.add, aten.view, aten.transpose, aten.clone, aten.roll, aten.native_layer_norm, aten.t, aten.mm]
        # [Provenance debug handles] extern_kernels.mm:58
        extern_kernels.mm(reinterpret_tensor(buf128, (64, 64), (64, 1), 0), reinterpret_tensor(buf127, (64, 128), (1, 64), 0), out=buf129)
        assert_size_stride_grouped((arg102_1, arg103_1), ((64, 128), (64, )), ((128, 1), (1, )), 'input')
        buf130 = reinterpret_tensor(buf127, (64, 128), (128, 1), 0); del buf127  # reuse
        assert_size_stride(arg101_1, (128, ), (1, ), 'input')
        buf131 = reinterpret_tensor(buf129, (1, 64, 128), (8192, 128, 1), 0); del buf129  # reuse
        # [Provenance debug handles] cpp_fused__to_copy__unsafe_view_add_gelu_mul_unsqueeze_14:59
        cpp_fused__to_copy__unsafe_view_add_gelu_mul_unsqueeze_14(buf131, arg102_1, arg103_1, arg101_1, buf130)
        del arg101_1
        del arg102_1
        del arg103_1
        buf132 = reinterpret_tensor(buf128, (64, 64), (64, 1), 0); del buf128  # reuse
        # Topologically Sorted Source Nodes: [y_23, hidden_states_36, hidden_states_37, y_24, t_24], Original ATen: [aten._unsafe_view, aten.add, aten.gelu, aten.view, aten.t, aten.mm]
        # [Provenance debug handles] extern_kernels.mm:60
        extern_kernels.mm(reinterpret_tensor(buf131, (64, 128), (128, 1), 0), reinterpret_tensor(buf130, (128, 64), (1, 128), 0), out=buf132)
        del buf130
        del buf131
        assert_size_stride_grouped((arg104_1, arg105_1, arg106_1), ((64, ), (64, ), (64, )), ((1, ), (1, ), (1, )), 'input')
        buf133 = reinterpret_tensor(buf132, (1, 64, 64), (4096, 64, 1), 0); del buf132  # reuse
        buf134 = buf126; del buf126  # reuse
        buf135 = buf134; del buf134  # reuse
        buf136 = buf125; del buf125  # reuse
        buf137 = buf133; del buf133  # reuse
        buf138 = empty_strided_cpu((1, 64, 1, 1), (64, 1, 64, 64), torch.float32)
        buf139 = reinterpret_tensor(buf138, (1, 64, 1, 1), (64, 1, 1, 1), 0); del buf138  # reuse
        # [Provenance debug handles] cpp_fused__unsafe_view_add_clone_mean_native_layer_norm_roll_transpose_unsqueeze_view_18:61
        cpp_fused__unsafe_view_add_clone_mean_native_layer_norm_roll_transpose_unsqueeze_view_18(buf137, buf135, buf139, arg104_1, buf104, buf123, arg96_1, arg105_1, arg106_1, buf136)
        del arg104_1
        del arg105_1
        del arg106_1
        del arg96_1
        return (buf137, reinterpret_tensor(buf139, (1, 64), (64, 1), 0), )

runner = Runner(partitions=[])
call = runner.call
recursively_apply_fns = runner.recursively_apply_fns


def get_args():
    from torch._dynamo.testing import rand_strided
    arg0_1 = rand_strided((1, 3, 32, 32), (3072, 1024, 32, 1), device='cpu', dtype=torch.float32)
    arg1_1 = rand_strided((32, 3, 2, 2), (12, 4, 2, 1), device='cpu', dtype=torch.float32)
    arg2_1 = rand_strided((32, ), (1, ), device='cpu', dtype=torch.float32)
    arg3_1 = rand_strided((32, ), (1, ), device='cpu', dtype=torch.float32)
    arg4_1 = rand_strided((32, ), (1, ), device='cpu', dtype=torch.float32)
    arg5_1 = rand_strided((32, ), (1, ), device='cpu', dtype=torch.float32)
    arg6_1 = rand_strided((32, ), (1, ), device='cpu', dtype=torch.float32)
    arg7_1 = rand_strided((32, 32), (32, 1), device='cpu', dtype=torch.int8)
    arg8_1 = rand_strided((32, ), (1, ), device='cpu', dtype=torch.float32)
    arg9_1 = rand_strided((32, ), (1, ), device='cpu', dtype=torch.float32)
    arg10_1 = rand_strided((32, 32), (32, 1), device='cpu', dtype=torch.int8)
    arg11_1 = rand_strided((32, ), (1, ), device='cpu', dtype=torch.float32)
    arg12_1 = rand_strided((32, ), (1, ), device='cpu', dtype=torch.float32)
    arg13_1 = rand_strided((32, 32), (32, 1), device='cpu', dtype=torch.int8)
    arg14_1 = rand_strided((32, ), (1, ), device='cpu', dtype=torch.float32)
    arg15_1 = rand_strided((32, ), (1, ), device='cpu', dtype=torch.float32)
    arg16_1 = rand_strided((49, 2), (2, 1), device='cpu', dtype=torch.float32)
    arg17_1 = rand_strided((256, ), (1, ), device='cpu', dtype=torch.int64)
    arg18_1 = rand_strided((32, 32), (32, 1), device='cpu', dtype=torch.int8)
    arg19_1 = rand_strided((32, ), (1, ), device='cpu', dtype=torch.float32)
    arg20_1 = rand_strided((32, ), (1, ), device='cpu', dtype=torch.float32)
    arg21_1 = rand_strided((32, ), (1, ), device='cpu', dtype=torch.float32)
    arg22_1 = rand_strided((32, ), (1, ), device='cpu', dtype=torch.float32)
    arg23_1 = rand_strided((64, 32), (32, 1), device='cpu', dtype=torch.int8)
    arg24_1 = rand_strided((64, ), (1, ), device='cpu', dtype=torch.float32)
    arg25_1 = rand_strided((64, ), (1, ), device='cpu', dtype=torch.float32)
    arg26_1 = rand_strided((32, 64), (64, 1), device='cpu', dtype=torch.int8)
    arg27_1 = rand_strided((32, ), (1, ), device='cpu', dtype=torch.float32)
    arg28_1 = rand_strided((32, ), (1, ), device='cpu', dtype=torch.float32)
    arg29_1 = rand_strided((32, ), (1, ), device='cpu', dtype=torch.float32)
    arg30_1 = rand_strided((32, ), (1, ), device='cpu', dtype=torch.float32)
    arg31_1 = rand_strided((32, 32), (32, 1), device='cpu', dtype=torch.int8)
    arg32_1 = rand_strided((32, ), (1, ), device='cpu', dtype=torch.float32)
    arg33_1 = rand_strided((32, ), (1, ), device='cpu', dtype=torch.float32)
    arg34_1 = rand_strided((32, 32), (32, 1), device='cpu', dtype=torch.int8)
    arg35_1 = rand_strided((32, ), (1, ), device='cpu', dtype=torch.float32)
    arg36_1 = rand_strided((32, ), (1, ), device='cpu', dtype=torch.float32)
    arg37_1 = rand_strided((32, 32), (32, 1), device='cpu', dtype=torch.int8)
    arg38_1 = rand_strided((32, ), (1, ), device='cpu', dtype=torch.float32)
    arg39_1 = rand_strided((32, ), (1, ), device='cpu', dtype=torch.float32)
    arg40_1 = rand_strided((49, 2), (2, 1), device='cpu', dtype=torch.float32)
    arg41_1 = rand_strided((256, ), (1, ), device='cpu', dtype=torch.int64)
    arg42_1 = rand_strided((32, 32), (32, 1), device='cpu', dtype=torch.int8)
    arg43_1 = rand_strided((32, ), (1, ), device='cpu', dtype=torch.float32)
    arg44_1 = rand_strided((32, ), (1, ), device='cpu', dtype=torch.float32)
    arg45_1 = rand_strided((32, ), (1, ), device='cpu', dtype=torch.float32)
    arg46_1 = rand_strided((32, ), (1, ), device='cpu', dtype=torch.float32)
    arg47_1 = rand_strided((64, 32), (32, 1), device='cpu', dtype=torch.int8)
    arg48_1 = rand_strided((64, ), (1, ), device='cpu', dtype=torch.float32)
    arg49_1 = rand_strided((64, ), (1, ), device='cpu', dtype=torch.float32)
    arg50_1 = rand_strided((32, 64), (64, 1), device='cpu', dtype=torch.int8)
    arg51_1 = rand_strided((32, ), (1, ), device='cpu', dtype=torch.float32)
    arg52_1 = rand_strided((32, ), (1, ), device='cpu', dtype=torch.float32)
    arg53_1 = rand_strided((128, ), (1, ), device='cpu', dtype=torch.float32)
    arg54_1 = rand_strided((128, ), (1, ), device='cpu', dtype=torch.float32)
    arg55_1 = rand_strided((64, 128), (128, 1), device='cpu', dtype=torch.int8)
    arg56_1 = rand_strided((64, ), (1, ), device='cpu', dtype=torch.float32)
    arg57_1 = rand_strided((64, ), (1, ), device='cpu', dtype=torch.float32)
    arg58_1 = rand_strided((64, ), (1, ), device='cpu', dtype=torch.float32)
    arg59_1 = rand_strided((64, 64), (64, 1), device='cpu', dtype=torch.int8)
    arg60_1 = rand_strided((64, ), (1, ), device='cpu', dtype=torch.float32)
    arg61_1 = rand_strided((64, ), (1, ), device='cpu', dtype=torch.float32)
    arg62_1 = rand_strided((64, 64), (64, 1), device='cpu', dtype=torch.int8)
    arg63_1 = rand_strided((64, ), (1, ), device='cpu', dtype=torch.float32)
    arg64_1 = rand_strided((64, ), (1, ), device='cpu', dtype=torch.float32)
    arg65_1 = rand_strided((64, 64), (64, 1), device='cpu', dtype=torch.int8)
    arg66_1 = rand_strided((64, ), (1, ), device='cpu', dtype=torch.float32)
    arg67_1 = rand_strided((64, ), (1, ), device='cpu', dtype=torch.float32)
    arg68_1 = rand_strided((49, 4), (4, 1), device='cpu', dtype=torch.float32)
    arg69_1 = rand_strided((256, ), (1, ), device='cpu', dtype=torch.int64)
    arg70_1 = rand_strided((64, 64), (64, 1), device='cpu', dtype=torch.int8)
    arg71_1 = rand_strided((64, ), (1, ), device='cpu', dtype=torch.float32)
    arg72_1 = rand_strided((64, ), (1, ), device='cpu', dtype=torch.float32)
    arg73_1 = rand_strided((64, ), (1, ), device='cpu', dtype=torch.float32)
    arg74_1 = rand_strided((64, ), (1, ), device='cpu', dtype=torch.float32)
    arg75_1 = rand_strided((128, 64), (64, 1), device='cpu', dtype=torch.int8)
    arg76_1 = rand_strided((128, ), (1, ), device='cpu', dtype=torch.float32)
    arg77_1 = rand_strided((128, ), (1, ), device='cpu', dtype=torch.float32)
    arg78_1 = rand_strided((64, 128), (128, 1), device='cpu', dtype=torch.int8)
    arg79_1 = rand_strided((64, ), (1, ), device='cpu', dtype=torch.float32)
    arg80_1 = rand_strided((64, ), (1, ), device='cpu', dtype=torch.float32)
    arg81_1 = rand_strided((64, ), (1, ), device='cpu', dtype=torch.float32)
    arg82_1 = rand_strided((64, ), (1, ), device='cpu', dtype=torch.float32)
    arg83_1 = rand_strided((64, 64), (64, 1), device='cpu', dtype=torch.int8)
    arg84_1 = rand_strided((64, ), (1, ), device='cpu', dtype=torch.float32)
    arg85_1 = rand_strided((64, ), (1, ), device='cpu', dtype=torch.float32)
    arg86_1 = rand_strided((64, 64), (64, 1), device='cpu', dtype=torch.int8)
    arg87_1 = rand_strided((64, ), (1, ), device='cpu', dtype=torch.float32)
    arg88_1 = rand_strided((64, ), (1, ), device='cpu', dtype=torch.float32)
    arg89_1 = rand_strided((64, 64), (64, 1), device='cpu', dtype=torch.int8)
    arg90_1 = rand_strided((64, ), (1, ), device='cpu', dtype=torch.float32)
    arg91_1 = rand_strided((64, ), (1, ), device='cpu', dtype=torch.float32)
    arg92_1 = rand_strided((49, 4), (4, 1), device='cpu', dtype=torch.float32)
    arg93_1 = rand_strided((256, ), (1, ), device='cpu', dtype=torch.int64)
    arg94_1 = rand_strided((64, 64), (64, 1), device='cpu', dtype=torch.int8)
    arg95_1 = rand_strided((64, ), (1, ), device='cpu', dtype=torch.float32)
    arg96_1 = rand_strided((64, ), (1, ), device='cpu', dtype=torch.float32)
    arg97_1 = rand_strided((64, ), (1, ), device='cpu', dtype=torch.float32)
    arg98_1 = rand_strided((64, ), (1, ), device='cpu', dtype=torch.float32)
    arg99_1 = rand_strided((128, 64), (64, 1), device='cpu', dtype=torch.int8)
    arg100_1 = rand_strided((128, ), (1, ), device='cpu', dtype=torch.float32)
    arg101_1 = rand_strided((128, ), (1, ), device='cpu', dtype=torch.float32)
    arg102_1 = rand_strided((64, 128), (128, 1), device='cpu', dtype=torch.int8)
    arg103_1 = rand_strided((64, ), (1, ), device='cpu', dtype=torch.float32)
    arg104_1 = rand_strided((64, ), (1, ), device='cpu', dtype=torch.float32)
    arg105_1 = rand_strided((64, ), (1, ), device='cpu', dtype=torch.float32)
    arg106_1 = rand_strided((64, ), (1, ), device='cpu', dtype=torch.float32)
    return [arg0_1, arg1_1, arg2_1, arg3_1, arg4_1, arg5_1, arg6_1, arg7_1, arg8_1, arg9_1, arg10_1, arg11_1, arg12_1, arg13_1, arg14_1, arg15_1, arg16_1, arg17_1, arg18_1, arg19_1, arg20_1, arg21_1, arg22_1, arg23_1, arg24_1, arg25_1, arg26_1, arg27_1, arg28_1, arg29_1, arg30_1, arg31_1, arg32_1, arg33_1, arg34_1, arg35_1, arg36_1, arg37_1, arg38_1, arg39_1, arg40_1, arg41_1, arg42_1, arg43_1, arg44_1, arg45_1, arg46_1, arg47_1, arg48_1, arg49_1, arg50_1, arg51_1, arg52_1, arg53_1, arg54_1, arg55_1, arg56_1, arg57_1, arg58_1, arg59_1, arg60_1, arg61_1, arg62_1, arg63_1, arg64_1, arg65_1, arg66_1, arg67_1, arg68_1, arg69_1, arg70_1, arg71_1, arg72_1, arg73_1, arg74_1, arg75_1, arg76_1, arg77_1, arg78_1, arg79_1, arg80_1, arg81_1, arg82_1, arg83_1, arg84_1, arg85_1, arg86_1, arg87_1, arg88_1, arg89_1, arg90_1, arg91_1, arg92_1, arg93_1, arg94_1, arg95_1, arg96_1, arg97_1, arg98_1, arg99_1, arg100_1, arg101_1, arg102_1, arg103_1, arg104_1, arg105_1, arg106_1]


def benchmark_compiled_module(args, times=10, repeat=10):
    from torch._inductor.utils import print_performance
    fn = lambda: call(list(args))
    return print_performance(fn, times=times, repeat=repeat, device='cpu')


if __name__ == "__main__":
    from torch._inductor.wrapper_benchmark import compiled_module_main
    args = get_args()
    compiled_module_main('None', lambda times, repeat: benchmark_compiled_module(args, times=times, repeat=repeat))
