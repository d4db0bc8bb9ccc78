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


cpp_fused__to_copy_embedding_mul_native_layer_norm_unsqueeze_0 = async_compile.cpp_pybinding(['float*', 'float*', 'const int64_t*', 'const float*', 'const float*', 'const float*', 'const float*', 'const float*', 'const float*', 'const int8_t*', 'const float*', 'float*', 'float*', 'float*', 'float*', 'float*', 'float*'], r'''
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
                       const int8_t* in_ptr7,
                       const float* in_ptr8,
                       float* out_ptr1,
                       float* out_ptr2,
                       float* out_ptr4,
                       float* out_ptr5,
                       float* out_ptr6,
                       float* out_ptr7)
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
                            auto tmp11 = static_cast<float>(1e-07);
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
            for(int64_t x0=static_cast<int64_t>(0L); x0<static_cast<int64_t>(32L); x0+=static_cast<int64_t>(1L))
            {
                {
                    float tmp_acc0 = 0;
                    at::vec::Vectorized<float> tmp_acc0_vec = at::vec::Vectorized<float>(0);
                    for(int64_t x1=static_cast<int64_t>(0L); x1<static_cast<int64_t>(64L); x1+=static_cast<int64_t>(16L))
                    {
                        {
                            if(C10_LIKELY(x1 >= static_cast<int64_t>(0) && x1 < static_cast<int64_t>(64L)))
                            {
                                auto tmp0 = at::vec::Vectorized<float>::loadu(in_ptr4 + static_cast<int64_t>(x1 + 64L*x0), static_cast<int64_t>(16));
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
                for(int64_t x0=static_cast<int64_t>(0L); x0<static_cast<int64_t>(32L); x0+=static_cast<int64_t>(16L))
                {
                    {
                        if(C10_LIKELY(x0 >= static_cast<int64_t>(0) && x0 < static_cast<int64_t>(32L)))
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
            for(int64_t x0=static_cast<int64_t>(0L); x0<static_cast<int64_t>(32L); x0+=static_cast<int64_t>(1L))
            {
                {
                    float tmp_acc0 = 0;
                    at::vec::Vectorized<float> tmp_acc0_vec = at::vec::Vectorized<float>(0);
                    for(int64_t x1=static_cast<int64_t>(0L); x1<static_cast<int64_t>(64L); x1+=static_cast<int64_t>(16L))
                    {
                        {
                            if(C10_LIKELY(x1 >= static_cast<int64_t>(0) && x1 < static_cast<int64_t>(64L)))
                            {
                                auto tmp0 = at::vec::Vectorized<float>::loadu(in_ptr4 + static_cast<int64_t>(x1 + 64L*x0), static_cast<int64_t>(16));
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
            for(int64_t x0=static_cast<int64_t>(0L); x0<static_cast<int64_t>(32L); x0+=static_cast<int64_t>(1L))
            {
                for(int64_t x1=static_cast<int64_t>(0L); x1<static_cast<int64_t>(64L); x1+=static_cast<int64_t>(16L))
                {
                    {
                        if(C10_LIKELY(x1 >= static_cast<int64_t>(0) && x1 < static_cast<int64_t>(64L)))
                        {
                            auto tmp0 = at::vec::Vectorized<float>::loadu(in_ptr4 + static_cast<int64_t>(x1 + 64L*x0), static_cast<int64_t>(16));
                            auto tmp1 = in_out_ptr1[static_cast<int64_t>(x0)];
                            auto tmp4 = out_ptr4[static_cast<int64_t>(x0)];
                            auto tmp12 = at::vec::Vectorized<float>::loadu(in_ptr5 + static_cast<int64_t>(x1), static_cast<int64_t>(16));
                            auto tmp14 = at::vec::Vectorized<float>::loadu(in_ptr6 + static_cast<int64_t>(x1), static_cast<int64_t>(16));
                            auto tmp2 = at::vec::Vectorized<float>(tmp1);
                            auto tmp3 = tmp0 - tmp2;
                            auto tmp5 = static_cast<float>(64.0);
                            auto tmp6 = tmp4 / tmp5;
                            auto tmp7 = static_cast<float>(1e-07);
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
            for(int64_t x0=static_cast<int64_t>(0L); x0<static_cast<int64_t>(64L); x0+=static_cast<int64_t>(1L))
            {
                for(int64_t x1=static_cast<int64_t>(0L); x1<static_cast<int64_t>(64L); x1+=static_cast<int64_t>(16L))
                {
                    {
                        if(C10_LIKELY(x1 >= static_cast<int64_t>(0) && x1 < static_cast<int64_t>(64L)))
                        {
                            auto tmp0 = at::vec::Vectorized<int8_t>::loadu(in_ptr7 + static_cast<int64_t>(x1 + 64L*x0), static_cast<int64_t>(16));
                            auto tmp2 = in_ptr8[static_cast<int64_t>(x0)];
                            auto tmp1 = at::vec::convert<float>(tmp0);
                            auto tmp3 = at::vec::Vectorized<float>(tmp2);
                            auto tmp4 = tmp1 * tmp3;
                            tmp4.store(out_ptr6 + static_cast<int64_t>(x1 + 64L*x0));
                            tmp4.store(out_ptr7 + static_cast<int64_t>(x1 + 64L*x0));
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


cpp_fused__to_copy__unsafe_view_add_clone_mul_permute_unsqueeze_view_1 = async_compile.cpp_pybinding(['const float*', 'const float*', 'const int8_t*', 'const float*', 'float*', 'float*', 'float*'], r'''
#include <torch/csrc/inductor/cpp_prefix.h>
extern "C"  void  kernel(const float* in_ptr0,
                       const float* in_ptr1,
                       const int8_t* in_ptr2,
                       const float* in_ptr3,
                       float* out_ptr0,
                       float* out_ptr1,
                       float* out_ptr2)
{
    std::atomic<int> inductor_cpu_integer_div_error{0};
    inductor_cpu_integer_div_error_flag = &inductor_cpu_integer_div_error;
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
                                auto tmp0 = at::vec::Vectorized<float>::loadu(in_ptr0 + static_cast<int64_t>(x2 + 16L*x0 + 64L*x1), static_cast<int64_t>(16));
                                auto tmp1 = at::vec::Vectorized<float>::loadu(in_ptr1 + static_cast<int64_t>(x2 + 16L*x0), static_cast<int64_t>(16));
                                auto tmp2 = tmp0 + tmp1;
                                tmp2.store(out_ptr0 + static_cast<int64_t>(x2 + 16L*x1 + 256L*x0));
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
                            auto tmp0 = at::vec::Vectorized<int8_t>::loadu(in_ptr2 + static_cast<int64_t>(x1 + 64L*x0), static_cast<int64_t>(16));
                            auto tmp2 = in_ptr3[static_cast<int64_t>(x0)];
                            auto tmp1 = at::vec::convert<float>(tmp0);
                            auto tmp3 = at::vec::Vectorized<float>(tmp2);
                            auto tmp4 = tmp1 * tmp3;
                            tmp4.store(out_ptr1 + static_cast<int64_t>(x1 + 64L*x0));
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


cpp_fused__unsafe_view_add_clone_div_permute_sqrt_transpose_view_2 = async_compile.cpp_pybinding(['const float*', 'const float*', 'float*', 'float*'], r'''
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
                                auto tmp0 = at::vec::Vectorized<float>::loadu(in_ptr0 + static_cast<int64_t>(x2 + 16L*x0 + 64L*x1), static_cast<int64_t>(16));
                                auto tmp1 = at::vec::Vectorized<float>::loadu(in_ptr1 + static_cast<int64_t>(x2 + 16L*x0), static_cast<int64_t>(16));
                                auto tmp2 = tmp0 + tmp1;
                                tmp2.store(out_ptr0 + static_cast<int64_t>(x2 + 16L*x1 + 256L*x0));
                            }
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
                        auto tmp0 = at::vec::Vectorized<float>::loadu(out_ptr0 + static_cast<int64_t>(x0), static_cast<int64_t>(16));
                        auto tmp1 = static_cast<float>(6.928203105926514);
                        auto tmp2 = at::vec::Vectorized<float>(tmp1);
                        auto tmp3 = tmp0 / tmp2;
                        tmp3.store(out_ptr1 + static_cast<int64_t>(x0));
                    }
                }
            }
        }
    }
    inductor_cpu_integer_div_error_flag = nullptr;
    inductor_cpu_throw_if_integer_div_error(inductor_cpu_integer_div_error);
}
''')


cpp_fused__unsafe_view_add_clone_permute_view_3 = async_compile.cpp_pybinding(['const float*', 'const float*', 'float*'], r'''
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
            for(int64_t x0=static_cast<int64_t>(0L); x0<static_cast<int64_t>(4L); x0+=static_cast<int64_t>(1L))
            {
                #pragma GCC ivdep
                for(int64_t x1=static_cast<int64_t>(0L); x1<static_cast<int64_t>(32L); x1+=static_cast<int64_t>(1L))
                {
                    for(int64_t x2=static_cast<int64_t>(0L); x2<static_cast<int64_t>(16L); x2+=static_cast<int64_t>(16L))
                    {
                        {
                            if(C10_LIKELY(x2 >= static_cast<int64_t>(0) && x2 < static_cast<int64_t>(16L)))
                            {
                                auto tmp0 = at::vec::Vectorized<float>::loadu(in_ptr0 + static_cast<int64_t>(x2 + 16L*x0 + 64L*x1), static_cast<int64_t>(16));
                                auto tmp1 = at::vec::Vectorized<float>::loadu(in_ptr1 + static_cast<int64_t>(x2 + 16L*x0), static_cast<int64_t>(16));
                                auto tmp2 = tmp0 + tmp1;
                                tmp2.store(out_ptr0 + static_cast<int64_t>(x2 + 16L*x1 + 512L*x0));
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


cpp_fused__softmax__to_copy_abs_add_arange_bitwise_and_bitwise_not_ceil_clamp_div_expand_gather_gt_le_lift_fresh_log_lt_masked_fill_mul_neg_sign_sqrt_squeeze_sub_transpose_unsqueeze_view_where_4 = async_compile.cpp_pybinding(['const float*', 'const float*', 'const float*', 'const int8_t*', 'const float*', 'float*', 'float*', 'float*', 'float*', 'float*'], r'''
#include <torch/csrc/inductor/cpp_prefix.h>
extern "C"  void  kernel(const float* in_ptr0,
                       const float* in_ptr1,
                       const float* in_ptr2,
                       const int8_t* in_ptr3,
                       const float* in_ptr4,
                       float* out_ptr0,
                       float* out_ptr1,
                       float* out_ptr2,
                       float* out_ptr3,
                       float* out_ptr4)
{
    std::atomic<int> inductor_cpu_integer_div_error{0};
    inductor_cpu_integer_div_error_flag = &inductor_cpu_integer_div_error;
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
                                auto tmp0 = x1 + ((-1L)*x2);
                                auto tmp1 = c10::convert<int64_t>(tmp0);
                                auto tmp2 = at::vec::VectorizedN<int64_t,2>::arange(tmp1, -1);
                                auto tmp3 = static_cast<int64_t>(8);
                                auto tmp4 = at::vec::VectorizedN<int64_t,2>(tmp3);
                                auto tmp5 = at::vec::VecMask<int64_t,2>(tmp2 < tmp4);
                                auto tmp6 = static_cast<int64_t>(-8);
                                auto tmp7 = at::vec::VectorizedN<int64_t,2>(tmp6);
                                auto tmp8 = at::vec::VecMask<int64_t,2>(tmp2 > tmp7);
                                auto tmp9 = inductor_vec_mask_cast<int32_t,1>(tmp5);
                                auto tmp10 = inductor_vec_mask_cast<int32_t,1>(tmp8);
                                auto tmp11 = tmp9 & tmp10;
                                auto tmp12 = static_cast<int64_t>(7);
                                auto tmp13 =
                                [&]
                                {
                                    __at_align__ std::array<int64_t, 16> tmpbuf;
                                    #pragma GCC unroll 16
                                    for (long x2_inner = 0; x2_inner < static_cast<int64_t>(16); x2_inner++)
                                    {
                                        tmpbuf[x2_inner] = static_cast<int64_t>(std::abs(x2 + x2_inner + ((-1L)*x1)));
                                    }
                                    return at::vec::VectorizedN<int64_t,2>::loadu(tmpbuf.data(), static_cast<int64_t>(16));
                                }
                                ()
                                ;
                                auto tmp14 = at::vec::VectorizedN<int64_t,2>(tmp12);
                                auto tmp15 = decltype(tmp14)::blendv(tmp13, tmp14, inductor_vec_mask_cast<int64_t,2>(tmp11));
                                auto tmp16 = at::vec::VecMask<int64_t,2>(tmp15 <= tmp4);
                                auto tmp17 = at::vec::convert<float,1,int64_t,2>(tmp15);
                                auto tmp18 = static_cast<float>(8.0);
                                auto tmp19 = at::vec::Vectorized<float>(tmp18);
                                auto tmp20 = tmp17 / tmp19;
                                auto tmp21 = tmp20.log();
                                auto tmp22 = static_cast<float>(2.0636932849884033);
                                auto tmp23 = at::vec::Vectorized<float>(tmp22);
                                auto tmp24 = tmp21 / tmp23;
                                auto tmp25 = static_cast<float>(7.0);
                                auto tmp26 = at::vec::Vectorized<float>(tmp25);
                                auto tmp27 = tmp24 * tmp26;
                                auto tmp28 = tmp27.ceil();
                                auto tmp29 = tmp28 + tmp19;
                                auto tmp30 =
                                [&]()
                                {
                                    auto left = decltype(tmp2)::blendv(decltype(tmp2)(0), decltype(tmp2)(1), decltype(tmp2)(0) < tmp2);
                                    auto right = decltype(tmp2)::blendv(decltype(tmp2)(0), decltype(tmp2)(1), tmp2 < decltype(tmp2)(0));
                                    return left - right;
                                }
                                ()
                                ;
                                auto tmp31 = at::vec::convert<float,1,int64_t,2>(tmp30);
                                auto tmp32 = tmp29 * tmp31;
                                auto tmp33 = c10::convert<float>(tmp0);
                                auto tmp34 = at::vec::Vectorized<float>::arange(tmp33, -1);
                                auto tmp35 = decltype(tmp34)::blendv(tmp32, tmp34, inductor_vec_mask_cast<float,1>(tmp16));
                                auto tmp36 = at::vec::convert<int64_t,2,float,1>(tmp35);
                                auto tmp37 = static_cast<int64_t>(16);
                                auto tmp38 = at::vec::VectorizedN<int64_t,2>(tmp37);
                                auto tmp39 = tmp36 + tmp38;
                                auto tmp40 = static_cast<int64_t>(0);
                                auto tmp41 = at::vec::VectorizedN<int64_t,2>(tmp40);
                                auto tmp42 = at::vec::maximum(tmp39, tmp41);
                                auto tmp43 = static_cast<int64_t>(31);
                                auto tmp44 = at::vec::VectorizedN<int64_t,2>(tmp43);
                                auto tmp45 = at::vec::minimum(tmp42, tmp44);
                                auto tmp46 =
                                [&]
                                {
                                    __at_align__ std::array<int64_t, 16> tmpbuf;
                                    tmp45.store(tmpbuf.data(), static_cast<int64_t>(16));
                                    return tmpbuf;
                                }
                                ()
                                ;
                                auto tmp47 =
                                [&]
                                {
                                    __at_align__ std::array<float, 16> tmpbuf;
                                    #pragma GCC unroll 16
                                    for (long x2_inner = 0; x2_inner < static_cast<int64_t>(16); x2_inner++)
                                    {
                                        tmpbuf[x2_inner] = in_ptr0[static_cast<int64_t>(tmp46[x2_inner] + 32L*x1 + 512L*x0)];
                                    }
                                    return at::vec::Vectorized<float>::loadu(tmpbuf.data(), static_cast<int64_t>(16));
                                }
                                ()
                                ;
                                auto tmp48 = static_cast<float>(6.928203105926514);
                                auto tmp49 = at::vec::Vectorized<float>(tmp48);
                                auto tmp50 = tmp47 / tmp49;
                                auto tmp51 = x2 + ((-1L)*x1);
                                auto tmp52 = c10::convert<int64_t>(tmp51);
                                auto tmp53 = at::vec::VectorizedN<int64_t,2>::arange(tmp52, 1);
                                auto tmp54 = at::vec::VecMask<int64_t,2>(tmp53 < tmp4);
                                auto tmp55 = at::vec::VecMask<int64_t,2>(tmp53 > tmp7);
                                auto tmp56 = inductor_vec_mask_cast<int32_t,1>(tmp54);
                                auto tmp57 = inductor_vec_mask_cast<int32_t,1>(tmp55);
                                auto tmp58 = tmp56 & tmp57;
                                auto tmp59 = decltype(tmp14)::blendv(tmp13, tmp14, inductor_vec_mask_cast<int64_t,2>(tmp58));
                                auto tmp60 = at::vec::VecMask<int64_t,2>(tmp59 <= tmp4);
                                auto tmp61 = at::vec::convert<float,1,int64_t,2>(tmp59);
                                auto tmp62 = tmp61 / tmp19;
                                auto tmp63 = tmp62.log();
                                auto tmp64 = tmp63 / tmp23;
                                auto tmp65 = tmp64 * tmp26;
                                auto tmp66 = tmp65.ceil();
                                auto tmp67 = tmp66 + tmp19;
                                auto tmp68 =
                                [&]()
                                {
                                    auto left = decltype(tmp53)::blendv(decltype(tmp53)(0), decltype(tmp53)(1), decltype(tmp53)(0) < tmp53);
                                    auto right = decltype(tmp53)::blendv(decltype(tmp53)(0), decltype(tmp53)(1), tmp53 < decltype(tmp53)(0));
                                    return left - right;
                                }
                                ()
                                ;
                                auto tmp69 = at::vec::convert<float,1,int64_t,2>(tmp68);
                                auto tmp70 = tmp67 * tmp69;
                                auto tmp71 = c10::convert<float>(tmp51);
                                auto tmp72 = at::vec::Vectorized<float>::arange(tmp71, 1);
                                auto tmp73 = decltype(tmp72)::blendv(tmp70, tmp72, inductor_vec_mask_cast<float,1>(tmp60));
                                auto tmp74 = at::vec::convert<int64_t,2,float,1>(tmp73);
                                auto tmp75 = tmp74.neg();
                                auto tmp76 = tmp75 + tmp38;
                                auto tmp77 = at::vec::maximum(tmp76, tmp41);
                                auto tmp78 = at::vec::minimum(tmp77, tmp44);
                                auto tmp79 =
                                [&]
                                {
                                    __at_align__ std::array<int64_t, 16> tmpbuf;
                                    tmp78.store(tmpbuf.data(), static_cast<int64_t>(16));
                                    return tmpbuf;
                                }
                                ()
                                ;
                                auto tmp80 =
                                [&]
                                {
                                    __at_align__ std::array<float, 16> tmpbuf;
                                    #pragma GCC unroll 16
                                    for (long x2_inner = 0; x2_inner < static_cast<int64_t>(16); x2_inner++)
                                    {
                                        tmpbuf[x2_inner] = in_ptr1[static_cast<int64_t>(tmp79[x2_inner] + 32L*x2 + 32L*x2_inner + 512L*x0)];
                                    }
                                    return at::vec::Vectorized<float>::loadu(tmpbuf.data(), static_cast<int64_t>(16));
                                }
                                ()
                                ;
                                auto tmp81 = tmp80 / tmp49;
                                auto tmp82 = tmp50 + tmp81;
                                tmp82.store(out_ptr0 + static_cast<int64_t>(x2 + 16L*x1 + 256L*x0));
                            }
                        }
                    }
                }
            }
        }
        {
            std::unique_ptr<float []> buf_local_buffer_data_0 = std::make_unique<float []>(16L);
            float* local_buffer_data_0 = buf_local_buffer_data_0.get();
            #pragma omp for
            for(int64_t x0=static_cast<int64_t>(0L); x0<static_cast<int64_t>(64L); x0+=static_cast<int64_t>(1L))
            {
                {
                    float tmp_acc0 = -std::numeric_limits<float>::infinity();
                    at::vec::Vectorized<float> tmp_acc0_vec = at::vec::Vectorized<float>(-std::numeric_limits<float>::infinity());
                    for(int64_t x1=static_cast<int64_t>(0L); x1<static_cast<int64_t>(16L); x1+=static_cast<int64_t>(16L))
                    {
                        {
                            if(C10_LIKELY(x1 >= static_cast<int64_t>(0) && x1 < static_cast<int64_t>(16L)))
                            {
                                auto tmp0 = at::vec::Vectorized<float>::loadu(in_ptr2 + static_cast<int64_t>(x1 + 16L*x0), static_cast<int64_t>(16));
                                auto tmp1 = at::vec::Vectorized<float>::loadu(out_ptr0 + static_cast<int64_t>(x1 + 16L*x0), static_cast<int64_t>(16));
                                auto tmp2 = tmp0 + tmp1;
                                auto tmp3 = static_cast<bool>(false);
                                auto tmp4 = static_cast<float>(-3.4028234663852886e+38);
                                auto tmp5 = at::vec::VecMask<float,1>::from(tmp3);
                                auto tmp6 = at::vec::Vectorized<float>(tmp4);
                                auto tmp7 = decltype(tmp6)::blendv(tmp2, tmp6, inductor_vec_mask_cast<float,1>(tmp5));
                                tmp_acc0_vec = at::vec::maximum(tmp_acc0_vec, tmp7);
                            }
                        }
                    }
                    tmp_acc0 = max_propagate_nan(tmp_acc0, at::vec::vec_reduce_all<float, 1>([](at::vec::Vectorized<float>& x, at::vec::Vectorized<float>& y) { return at::vec::maximum(x, y); }, tmp_acc0_vec));
                    out_ptr1[static_cast<int64_t>(x0)] = static_cast<float>(tmp_acc0);
                }
                {
                    float tmp_acc0 = 0;
                    at::vec::Vectorized<float> tmp_acc0_vec = at::vec::Vectorized<float>(0);
                    for(int64_t x1=static_cast<int64_t>(0L); x1<static_cast<int64_t>(16L); x1+=static_cast<int64_t>(16L))
                    {
                        {
                            if(C10_LIKELY(x1 >= static_cast<int64_t>(0) && x1 < static_cast<int64_t>(16L)))
                            {
                                auto tmp0 = at::vec::Vectorized<float>::loadu(in_ptr2 + static_cast<int64_t>(x1 + 16L*x0), static_cast<int64_t>(16));
                                auto tmp1 = at::vec::Vectorized<float>::loadu(out_ptr0 + static_cast<int64_t>(x1 + 16L*x0), static_cast<int64_t>(16));
                                auto tmp8 = out_ptr1[static_cast<int64_t>(x0)];
                                auto tmp2 = tmp0 + tmp1;
                                auto tmp3 = static_cast<bool>(false);
                                auto tmp4 = static_cast<float>(-3.4028234663852886e+38);
                                auto tmp5 = at::vec::VecMask<float,1>::from(tmp3);
                                auto tmp6 = at::vec::Vectorized<float>(tmp4);
                                auto tmp7 = decltype(tmp6)::blendv(tmp2, tmp6, inductor_vec_mask_cast<float,1>(tmp5));
                                auto tmp9 = at::vec::Vectorized<float>(tmp8);
                                auto tmp10 = tmp7 - tmp9;
                                auto tmp11 = tmp10.exp();
                                tmp11.store(local_buffer_data_0 + static_cast<int64_t>(x1));
                                tmp_acc0_vec = tmp_acc0_vec + tmp11;
                            }
                        }
                    }
                    tmp_acc0 = tmp_acc0 + at::vec::vec_reduce_all<float, 1>([](at::vec::Vectorized<float>& x, at::vec::Vectorized<float>& y) { return x + y; }, tmp_acc0_vec);
                    out_ptr2[static_cast<int64_t>(x0)] = static_cast<float>(tmp_acc0);
                }
                for(int64_t x1=static_cast<int64_t>(0L); x1<static_cast<int64_t>(16L); x1+=static_cast<int64_t>(16L))
                {
                    {
                        if(C10_LIKELY(x1 >= static_cast<int64_t>(0) && x1 < static_cast<int64_t>(16L)))
                        {
                            auto tmp0 = at::vec::Vectorized<float>::loadu(local_buffer_data_0 + static_cast<int64_t>(x1), static_cast<int64_t>(16));
                            auto tmp1 = out_ptr2[static_cast<int64_t>(x0)];
                            auto tmp2 = at::vec::Vectorized<float>(tmp1);
                            auto tmp3 = tmp0 / tmp2;
                            tmp3.store(out_ptr3 + static_cast<int64_t>(x1 + 16L*x0));
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
                            tmp4.store(out_ptr4 + static_cast<int64_t>(x1 + 64L*x0));
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


cpp_fused__unsafe_view_add_clone_permute_view_5 = async_compile.cpp_pybinding(['const float*', 'const float*', 'float*'], r'''
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
                                auto tmp0 = at::vec::Vectorized<float>::loadu(in_ptr0 + static_cast<int64_t>(x2 + 16L*x0 + 64L*x1), static_cast<int64_t>(16));
                                auto tmp1 = at::vec::Vectorized<float>::loadu(in_ptr1 + static_cast<int64_t>(x2 + 16L*x0), static_cast<int64_t>(16));
                                auto tmp2 = tmp0 + tmp1;
                                tmp2.store(out_ptr0 + static_cast<int64_t>(x2 + 16L*x1 + 256L*x0));
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


cpp_fused__to_copy_clone_mul_permute_unsqueeze_view_6 = async_compile.cpp_pybinding(['const int8_t*', 'const float*', 'const float*', 'float*', 'float*'], r'''
#include <torch/csrc/inductor/cpp_prefix.h>
extern "C"  void  kernel(const int8_t* in_ptr0,
                       const float* in_ptr1,
                       const float* in_ptr2,
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
                                auto tmp0 = at::vec::Vectorized<float>::loadu(in_ptr2 + static_cast<int64_t>(x2 + 16L*x0 + 256L*x1), static_cast<int64_t>(16));
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


cpp_fused__to_copy__unsafe_view_add_mul_native_layer_norm_unsqueeze_7 = async_compile.cpp_pybinding(['float*', 'float*', 'const float*', 'const float*', 'const float*', 'const float*', 'const int8_t*', 'const float*', 'float*', 'float*'], r'''
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
                            auto tmp11 = static_cast<float>(1e-07);
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


cpp_fused__to_copy__unsafe_view_add_gelu_mul_unsqueeze_8 = async_compile.cpp_pybinding(['float*', 'const int8_t*', 'const float*', 'const float*', 'float*'], r'''
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
            for(int64_t x0=static_cast<int64_t>(0L); x0<static_cast<int64_t>(16L); x0+=static_cast<int64_t>(1L))
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


cpp_fused__to_copy__unsafe_view_add_mul_native_layer_norm_unsqueeze_9 = async_compile.cpp_pybinding(['float*', 'float*', 'const float*', 'const float*', 'const float*', 'const float*', 'const int8_t*', 'const float*', 'float*', 'float*', 'float*'], r'''
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
                       float* out_ptr2,
                       float* out_ptr3)
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
                            auto tmp11 = static_cast<float>(1e-07);
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


cpp_fused__unsafe_view_add_native_layer_norm_10 = async_compile.cpp_pybinding(['float*', 'float*', 'const float*', 'const float*', 'const float*', 'const float*', 'float*'], r'''
#include <torch/csrc/inductor/cpp_prefix.h>
extern "C"  void  kernel(float* in_out_ptr0,
                       float* in_out_ptr1,
                       const float* in_ptr1,
                       const float* in_ptr2,
                       const float* in_ptr3,
                       const float* in_ptr4,
                       float* out_ptr1)
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
                            auto tmp11 = static_cast<float>(1e-07);
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
        assert_size_stride_grouped((arg0_1, arg1_1, arg2_1, arg3_1), ((1, 16), (128, 64), (64, ), (64, )), ((16, 1), (64, 1), (1, ), (1, )), 'input')
        buf0 = empty_strided_cpu((1, 16, 1), (16, 1, 16), torch.float32)
        buf1 = buf0; del buf0  # reuse
        buf2 = empty_strided_cpu((1, 16, 1), (16, 1, 16), torch.float32)
        buf6 = empty_strided_cpu((1, 16, 64), (1024, 64, 1), torch.float32)
        assert_size_stride_grouped((arg4_1, arg5_1, arg6_1), ((32, 64), (64, ), (64, )), ((64, 1), (1, ), (1, )), 'input')
        buf3 = empty_strided_cpu((32, 1), (1, 32), torch.float32)
        buf4 = buf3; del buf3  # reuse
        buf5 = empty_strided_cpu((32, 1), (1, 32), torch.float32)
        buf15 = empty_strided_cpu((32, 64), (64, 1), torch.float32)
        assert_size_stride_grouped((arg7_1, arg8_1), ((64, 64), (64, )), ((64, 1), (1, )), 'input')
        buf7 = empty_strided_cpu((64, 64), (64, 1), torch.float32)
        buf22 = empty_strided_cpu((64, 64), (64, 1), torch.float32)
        # [Provenance debug handles] cpp_fused__to_copy_embedding_mul_native_layer_norm_unsqueeze_0:1
        cpp_fused__to_copy_embedding_mul_native_layer_norm_unsqueeze_0(buf1, buf4, arg0_1, arg1_1, arg2_1, arg3_1, arg4_1, arg5_1, arg6_1, arg7_1, arg8_1, buf2, buf6, buf5, buf15, buf7, buf22)
        del arg0_1
        del arg1_1
        del arg2_1
        del arg3_1
        del arg4_1
        del arg5_1
        del arg6_1
        del arg7_1
        del arg8_1
        del buf1
        del buf2
        del buf4
        del buf5
        buf8 = empty_strided_cpu((16, 64), (64, 1), torch.float32)
        # Topologically Sorted Source Nodes: [y, t], Original ATen: [aten.view, aten.t, aten.mm]
        # [Provenance debug handles] extern_kernels.mm:2
        extern_kernels.mm(reinterpret_tensor(buf6, (16, 64), (64, 1), 0), reinterpret_tensor(buf7, (64, 64), (1, 64), 0), out=buf8)
        assert_size_stride(arg9_1, (64, ), (1, ), 'input')
        buf9 = empty_strided_cpu((1, 4, 16, 16), (1024, 256, 16, 1), torch.float32)
        assert_size_stride_grouped((arg10_1, arg11_1), ((64, 64), (64, )), ((64, 1), (1, )), 'input')
        buf10 = buf7; del buf7  # reuse
        buf16 = empty_strided_cpu((64, 64), (64, 1), torch.float32)
        # [Provenance debug handles] cpp_fused__to_copy__unsafe_view_add_clone_mul_permute_unsqueeze_view_1:3
        cpp_fused__to_copy__unsafe_view_add_clone_mul_permute_unsqueeze_view_1(buf8, arg9_1, arg10_1, arg11_1, buf9, buf10, buf16)
        del arg10_1
        del arg11_1
        buf11 = buf8; del buf8  # reuse
        # Topologically Sorted Source Nodes: [y_1, t_1], Original ATen: [aten.view, aten.t, aten.mm]
        # [Provenance debug handles] extern_kernels.mm:4
        extern_kernels.mm(reinterpret_tensor(buf6, (16, 64), (64, 1), 0), reinterpret_tensor(buf10, (64, 64), (1, 64), 0), out=buf11)
        del buf10
        assert_size_stride(arg12_1, (64, ), (1, ), 'input')
        buf12 = empty_strided_cpu((1, 4, 16, 16), (1024, 256, 16, 1), torch.float32)
        buf13 = empty_strided_cpu((4, 16, 16), (256, 1, 16), torch.float32)
        # [Provenance debug handles] cpp_fused__unsafe_view_add_clone_div_permute_sqrt_transpose_view_2:5
        cpp_fused__unsafe_view_add_clone_div_permute_sqrt_transpose_view_2(buf11, arg12_1, buf12, buf13)
        buf14 = reinterpret_tensor(buf11, (4, 16, 16), (256, 16, 1), 0); del buf11  # reuse
        # Topologically Sorted Source Nodes: [y, add_1, x, permute, contiguous, query_layer, y_1, add_2, x_1, permute_1, contiguous_1, key_layer, transpose, scale, truediv_2, attention_scores], Original ATen: [aten._unsafe_view, aten.add, aten.view, aten.permute, aten.clone, aten.transpose, aten.sqrt, aten.div, aten.bmm]
        # [Provenance debug handles] extern_kernels.bmm:6
        extern_kernels.bmm(reinterpret_tensor(buf9, (4, 16, 16), (256, 16, 1), 0), buf13, out=buf14)
        del buf13
        buf17 = empty_strided_cpu((32, 64), (64, 1), torch.float32)
        # Topologically Sorted Source Nodes: [rel_embeddings_2, y_4, t_4], Original ATen: [aten.unsqueeze, aten.view, aten.t, aten.mm]
        # [Provenance debug handles] extern_kernels.mm:7
        extern_kernels.mm(buf15, reinterpret_tensor(buf16, (64, 64), (1, 64), 0), out=buf17)
        del buf16
        buf18 = empty_strided_cpu((1, 4, 32, 16), (2048, 512, 16, 1), torch.float32)
        # [Provenance debug handles] cpp_fused__unsafe_view_add_clone_permute_view_3:8
        cpp_fused__unsafe_view_add_clone_permute_view_3(buf17, arg12_1, buf18)
        del arg12_1
        buf19 = reinterpret_tensor(buf17, (4, 16, 32), (512, 32, 1), 0); del buf17  # reuse
        # Topologically Sorted Source Nodes: [y, add_1, x, permute, contiguous, query_layer, y_4, add_5, x_4, permute_4, contiguous_4, view_9, transpose_1, c2p_att], Original ATen: [aten._unsafe_view, aten.add, aten.view, aten.permute, aten.clone, aten.transpose, aten.bmm]
        # [Provenance debug handles] extern_kernels.bmm:9
        extern_kernels.bmm(reinterpret_tensor(buf9, (4, 16, 16), (256, 16, 1), 0), reinterpret_tensor(buf18, (4, 16, 32), (512, 1, 16), 0), out=buf19)
        buf23 = reinterpret_tensor(buf18, (32, 64), (64, 1), 0); del buf18  # reuse
        # Topologically Sorted Source Nodes: [rel_embeddings_2, y_3, t_3], Original ATen: [aten.unsqueeze, aten.view, aten.t, aten.mm]
        # [Provenance debug handles] extern_kernels.mm:10
        extern_kernels.mm(buf15, reinterpret_tensor(buf22, (64, 64), (1, 64), 0), out=buf23)
        buf24 = empty_strided_cpu((1, 4, 32, 16), (2048, 512, 16, 1), torch.float32)
        # [Provenance debug handles] cpp_fused__unsafe_view_add_clone_permute_view_3:11
        cpp_fused__unsafe_view_add_clone_permute_view_3(buf23, arg9_1, buf24)
        del arg9_1
        buf25 = reinterpret_tensor(buf23, (4, 16, 32), (512, 32, 1), 0); del buf23  # reuse
        # Topologically Sorted Source Nodes: [y_1, add_2, x_1, permute_1, contiguous_1, key_layer, y_3, add_4, x_3, permute_3, contiguous_3, view_7, transpose_2, p2c_att], Original ATen: [aten._unsafe_view, aten.add, aten.view, aten.permute, aten.clone, aten.transpose, aten.bmm]
        # [Provenance debug handles] extern_kernels.bmm:12
        extern_kernels.bmm(reinterpret_tensor(buf12, (4, 16, 16), (256, 16, 1), 0), reinterpret_tensor(buf24, (4, 16, 32), (512, 1, 16), 0), out=buf25)
        del buf24
        buf27 = reinterpret_tensor(buf12, (4, 16, 16), (256, 16, 1), 0); del buf12  # reuse
        buf28 = empty_strided_cpu((1, 4, 16, 1), (64, 16, 1, 64), torch.float32)
        buf30 = empty_strided_cpu((1, 4, 16, 1), (64, 16, 1, 64), torch.float32)
        buf33 = buf9; del buf9  # reuse
        assert_size_stride_grouped((arg13_1, arg14_1), ((64, 64), (64, )), ((64, 1), (1, )), 'input')
        buf31 = buf22; del buf22  # reuse
        # [Provenance debug handles] cpp_fused__softmax__to_copy_abs_add_arange_bitwise_and_bitwise_not_ceil_clamp_div_expand_gather_gt_le_lift_fresh_log_lt_masked_fill_mul_neg_sign_sqrt_squeeze_sub_transpose_unsqueeze_view_where_4:13
        cpp_fused__softmax__to_copy_abs_add_arange_bitwise_and_bitwise_not_ceil_clamp_div_expand_gather_gt_le_lift_fresh_log_lt_masked_fill_mul_neg_sign_sqrt_squeeze_sub_transpose_unsqueeze_view_where_4(buf19, buf25, buf14, arg13_1, arg14_1, buf27, buf28, buf30, buf33, buf31)
        del arg13_1
        del arg14_1
        del buf19
        del buf28
        del buf30
        buf32 = reinterpret_tensor(buf27, (16, 64), (64, 1), 0); del buf27  # reuse
        # Topologically Sorted Source Nodes: [y_2, t_2], Original ATen: [aten.view, aten.t, aten.mm]
        # [Provenance debug handles] extern_kernels.mm:14
        extern_kernels.mm(reinterpret_tensor(buf6, (16, 64), (64, 1), 0), reinterpret_tensor(buf31, (64, 64), (1, 64), 0), out=buf32)
        assert_size_stride(arg15_1, (64, ), (1, ), 'input')
        buf34 = reinterpret_tensor(buf14, (1, 4, 16, 16), (1024, 256, 16, 1), 0); del buf14  # reuse
        # [Provenance debug handles] cpp_fused__unsafe_view_add_clone_permute_view_5:15
        cpp_fused__unsafe_view_add_clone_permute_view_5(buf32, arg15_1, buf34)
        del arg15_1
        buf35 = reinterpret_tensor(buf32, (4, 16, 16), (256, 16, 1), 0); del buf32  # reuse
        # Topologically Sorted Source Nodes: [attention_probs, view_11, y_2, add_3, x_2, permute_2, contiguous_2, value_layer, context_layer], Original ATen: [aten._softmax, aten.view, aten._unsafe_view, aten.add, aten.permute, aten.clone, aten.bmm]
        # [Provenance debug handles] extern_kernels.bmm:16
        extern_kernels.bmm(reinterpret_tensor(buf33, (4, 16, 16), (256, 16, 1), 0), reinterpret_tensor(buf34, (4, 16, 16), (256, 16, 1), 0), out=buf35)
        del buf33
        assert_size_stride_grouped((arg16_1, arg17_1), ((64, 64), (64, )), ((64, 1), (1, )), 'input')
        buf36 = buf31; del buf31  # reuse
        buf37 = reinterpret_tensor(buf34, (1, 16, 4, 16), (1024, 64, 16, 1), 0); del buf34  # reuse
        # [Provenance debug handles] cpp_fused__to_copy_clone_mul_permute_unsqueeze_view_6:17
        cpp_fused__to_copy_clone_mul_permute_unsqueeze_view_6(arg16_1, arg17_1, buf35, buf36, buf37)
        del arg16_1
        del arg17_1
        buf38 = reinterpret_tensor(buf35, (16, 64), (64, 1), 0); del buf35  # reuse
        # Topologically Sorted Source Nodes: [view_12, permute_5, context_layer_1, context_layer_2, y_5, t_5], Original ATen: [aten.view, aten.permute, aten.clone, aten.t, aten.mm]
        # [Provenance debug handles] extern_kernels.mm:18
        extern_kernels.mm(reinterpret_tensor(buf37, (16, 64), (64, 1), 0), reinterpret_tensor(buf36, (64, 64), (1, 64), 0), out=buf38)
        del buf36
        del buf37
        assert_size_stride_grouped((arg18_1, arg19_1, arg20_1), ((64, ), (64, ), (64, )), ((1, ), (1, ), (1, )), 'input')
        buf39 = empty_strided_cpu((1, 16, 1), (16, 1, 16), torch.float32)
        buf40 = buf39; del buf39  # reuse
        buf41 = empty_strided_cpu((1, 16, 1), (16, 1, 16), torch.float32)
        buf42 = reinterpret_tensor(buf38, (1, 16, 64), (1024, 64, 1), 0); del buf38  # reuse
        assert_size_stride_grouped((arg21_1, arg22_1), ((128, 64), (128, )), ((64, 1), (1, )), 'input')
        buf43 = empty_strided_cpu((128, 64), (64, 1), torch.float32)
        # [Provenance debug handles] cpp_fused__to_copy__unsafe_view_add_mul_native_layer_norm_unsqueeze_7:19
        cpp_fused__to_copy__unsafe_view_add_mul_native_layer_norm_unsqueeze_7(buf40, buf42, arg18_1, buf6, arg19_1, arg20_1, arg21_1, arg22_1, buf41, buf43)
        del arg18_1
        del arg19_1
        del arg20_1
        del arg21_1
        del arg22_1
        buf44 = reinterpret_tensor(buf25, (16, 128), (128, 1), 0); del buf25  # reuse
        # Topologically Sorted Source Nodes: [y_6, t_6], Original ATen: [aten.view, aten.t, aten.mm]
        # [Provenance debug handles] extern_kernels.mm:20
        extern_kernels.mm(reinterpret_tensor(buf42, (16, 64), (64, 1), 0), reinterpret_tensor(buf43, (64, 128), (1, 64), 0), out=buf44)
        assert_size_stride_grouped((arg24_1, arg25_1), ((64, 128), (64, )), ((128, 1), (1, )), 'input')
        buf45 = reinterpret_tensor(buf43, (64, 128), (128, 1), 0); del buf43  # reuse
        assert_size_stride(arg23_1, (128, ), (1, ), 'input')
        buf46 = reinterpret_tensor(buf44, (1, 16, 128), (2048, 128, 1), 0); del buf44  # reuse
        # [Provenance debug handles] cpp_fused__to_copy__unsafe_view_add_gelu_mul_unsqueeze_8:21
        cpp_fused__to_copy__unsafe_view_add_gelu_mul_unsqueeze_8(buf46, arg24_1, arg25_1, arg23_1, buf45)
        del arg23_1
        del arg24_1
        del arg25_1
        buf47 = reinterpret_tensor(buf6, (16, 64), (64, 1), 0); del buf6  # reuse
        # Topologically Sorted Source Nodes: [y_6, hidden_states_3, hidden_states_4, y_7, t_7], Original ATen: [aten._unsafe_view, aten.add, aten.gelu, aten.view, aten.t, aten.mm]
        # [Provenance debug handles] extern_kernels.mm:22
        extern_kernels.mm(reinterpret_tensor(buf46, (16, 128), (128, 1), 0), reinterpret_tensor(buf45, (128, 64), (1, 128), 0), out=buf47)
        del buf45
        del buf46
        assert_size_stride_grouped((arg26_1, arg27_1, arg28_1), ((64, ), (64, ), (64, )), ((1, ), (1, ), (1, )), 'input')
        buf48 = buf41; del buf41  # reuse
        buf49 = buf48; del buf48  # reuse
        buf50 = buf40; del buf40  # reuse
        buf51 = reinterpret_tensor(buf47, (1, 16, 64), (1024, 64, 1), 0); del buf47  # reuse
        assert_size_stride_grouped((arg29_1, arg30_1), ((64, 64), (64, )), ((64, 1), (1, )), 'input')
        buf52 = empty_strided_cpu((64, 64), (64, 1), torch.float32)
        buf65 = empty_strided_cpu((64, 64), (64, 1), torch.float32)
        # [Provenance debug handles] cpp_fused__to_copy__unsafe_view_add_mul_native_layer_norm_unsqueeze_9:23
        cpp_fused__to_copy__unsafe_view_add_mul_native_layer_norm_unsqueeze_9(buf49, buf51, arg26_1, buf42, arg27_1, arg28_1, arg29_1, arg30_1, buf50, buf52, buf65)
        del arg26_1
        del arg27_1
        del arg28_1
        del arg29_1
        del arg30_1
        del buf49
        del buf50
        buf53 = reinterpret_tensor(buf42, (16, 64), (64, 1), 0); del buf42  # reuse
        # Topologically Sorted Source Nodes: [y_8, t_8], Original ATen: [aten.view, aten.t, aten.mm]
        # [Provenance debug handles] extern_kernels.mm:24
        extern_kernels.mm(reinterpret_tensor(buf51, (16, 64), (64, 1), 0), reinterpret_tensor(buf52, (64, 64), (1, 64), 0), out=buf53)
        assert_size_stride(arg31_1, (64, ), (1, ), 'input')
        buf54 = empty_strided_cpu((1, 4, 16, 16), (1024, 256, 16, 1), torch.float32)
        assert_size_stride_grouped((arg32_1, arg33_1), ((64, 64), (64, )), ((64, 1), (1, )), 'input')
        buf55 = buf52; del buf52  # reuse
        buf60 = empty_strided_cpu((64, 64), (64, 1), torch.float32)
        # [Provenance debug handles] cpp_fused__to_copy__unsafe_view_add_clone_mul_permute_unsqueeze_view_1:25
        cpp_fused__to_copy__unsafe_view_add_clone_mul_permute_unsqueeze_view_1(buf53, arg31_1, arg32_1, arg33_1, buf54, buf55, buf60)
        del arg32_1
        del arg33_1
        buf56 = buf53; del buf53  # reuse
        # Topologically Sorted Source Nodes: [y_9, t_9], Original ATen: [aten.view, aten.t, aten.mm]
        # [Provenance debug handles] extern_kernels.mm:26
        extern_kernels.mm(reinterpret_tensor(buf51, (16, 64), (64, 1), 0), reinterpret_tensor(buf55, (64, 64), (1, 64), 0), out=buf56)
        del buf55
        assert_size_stride(arg34_1, (64, ), (1, ), 'input')
        buf57 = empty_strided_cpu((1, 4, 16, 16), (1024, 256, 16, 1), torch.float32)
        buf58 = empty_strided_cpu((4, 16, 16), (256, 1, 16), torch.float32)
        # [Provenance debug handles] cpp_fused__unsafe_view_add_clone_div_permute_sqrt_transpose_view_2:27
        cpp_fused__unsafe_view_add_clone_div_permute_sqrt_transpose_view_2(buf56, arg34_1, buf57, buf58)
        buf59 = reinterpret_tensor(buf56, (4, 16, 16), (256, 16, 1), 0); del buf56  # reuse
        # Topologically Sorted Source Nodes: [y_8, add_15, x_5, permute_6, contiguous_6, query_layer_1, y_9, add_16, x_6, permute_7, contiguous_7, key_layer_1, transpose_4, scale_3, truediv_5, attention_scores_4], Original ATen: [aten._unsafe_view, aten.add, aten.view, aten.permute, aten.clone, aten.transpose, aten.sqrt, aten.div, aten.bmm]
        # [Provenance debug handles] extern_kernels.bmm:28
        extern_kernels.bmm(reinterpret_tensor(buf54, (4, 16, 16), (256, 16, 1), 0), buf58, out=buf59)
        del buf58
        buf61 = empty_strided_cpu((32, 64), (64, 1), torch.float32)
        # Topologically Sorted Source Nodes: [rel_embeddings_4, y_12, t_12], Original ATen: [aten.unsqueeze, aten.view, aten.t, aten.mm]
        # [Provenance debug handles] extern_kernels.mm:29
        extern_kernels.mm(buf15, reinterpret_tensor(buf60, (64, 64), (1, 64), 0), out=buf61)
        del buf60
        buf62 = empty_strided_cpu((1, 4, 32, 16), (2048, 512, 16, 1), torch.float32)
        # [Provenance debug handles] cpp_fused__unsafe_view_add_clone_permute_view_3:30
        cpp_fused__unsafe_view_add_clone_permute_view_3(buf61, arg34_1, buf62)
        del arg34_1
        buf63 = reinterpret_tensor(buf61, (4, 16, 32), (512, 32, 1), 0); del buf61  # reuse
        # Topologically Sorted Source Nodes: [y_8, add_15, x_5, permute_6, contiguous_6, query_layer_1, y_12, add_19, x_9, permute_10, contiguous_10, view_23, transpose_5, c2p_att_2], Original ATen: [aten._unsafe_view, aten.add, aten.view, aten.permute, aten.clone, aten.transpose, aten.bmm]
        # [Provenance debug handles] extern_kernels.bmm:31
        extern_kernels.bmm(reinterpret_tensor(buf54, (4, 16, 16), (256, 16, 1), 0), reinterpret_tensor(buf62, (4, 16, 32), (512, 1, 16), 0), out=buf63)
        buf66 = reinterpret_tensor(buf62, (32, 64), (64, 1), 0); del buf62  # reuse
        # Topologically Sorted Source Nodes: [rel_embeddings_4, y_11, t_11], Original ATen: [aten.unsqueeze, aten.view, aten.t, aten.mm]
        # [Provenance debug handles] extern_kernels.mm:32
        extern_kernels.mm(buf15, reinterpret_tensor(buf65, (64, 64), (1, 64), 0), out=buf66)
        buf67 = reinterpret_tensor(buf15, (1, 4, 32, 16), (2048, 512, 16, 1), 0); del buf15  # reuse
        # [Provenance debug handles] cpp_fused__unsafe_view_add_clone_permute_view_3:33
        cpp_fused__unsafe_view_add_clone_permute_view_3(buf66, arg31_1, buf67)
        del arg31_1
        buf68 = reinterpret_tensor(buf66, (4, 16, 32), (512, 32, 1), 0); del buf66  # reuse
        # Topologically Sorted Source Nodes: [y_9, add_16, x_6, permute_7, contiguous_7, key_layer_1, y_11, add_18, x_8, permute_9, contiguous_9, view_21, transpose_6, p2c_att_2], Original ATen: [aten._unsafe_view, aten.add, aten.view, aten.permute, aten.clone, aten.transpose, aten.bmm]
        # [Provenance debug handles] extern_kernels.bmm:34
        extern_kernels.bmm(reinterpret_tensor(buf57, (4, 16, 16), (256, 16, 1), 0), reinterpret_tensor(buf67, (4, 16, 32), (512, 1, 16), 0), out=buf68)
        del buf67
        buf70 = reinterpret_tensor(buf57, (4, 16, 16), (256, 16, 1), 0); del buf57  # reuse
        buf71 = empty_strided_cpu((1, 4, 16, 1), (64, 16, 1, 64), torch.float32)
        buf73 = empty_strided_cpu((1, 4, 16, 1), (64, 16, 1, 64), torch.float32)
        buf76 = buf54; del buf54  # reuse
        assert_size_stride_grouped((arg35_1, arg36_1), ((64, 64), (64, )), ((64, 1), (1, )), 'input')
        buf74 = buf65; del buf65  # reuse
        # [Provenance debug handles] cpp_fused__softmax__to_copy_abs_add_arange_bitwise_and_bitwise_not_ceil_clamp_div_expand_gather_gt_le_lift_fresh_log_lt_masked_fill_mul_neg_sign_sqrt_squeeze_sub_transpose_unsqueeze_view_where_4:35
        cpp_fused__softmax__to_copy_abs_add_arange_bitwise_and_bitwise_not_ceil_clamp_div_expand_gather_gt_le_lift_fresh_log_lt_masked_fill_mul_neg_sign_sqrt_squeeze_sub_transpose_unsqueeze_view_where_4(buf63, buf68, buf59, arg35_1, arg36_1, buf70, buf71, buf73, buf76, buf74)
        del arg35_1
        del arg36_1
        del buf63
        del buf71
        del buf73
        buf75 = reinterpret_tensor(buf70, (16, 64), (64, 1), 0); del buf70  # reuse
        # Topologically Sorted Source Nodes: [y_10, t_10], Original ATen: [aten.view, aten.t, aten.mm]
        # [Provenance debug handles] extern_kernels.mm:36
        extern_kernels.mm(reinterpret_tensor(buf51, (16, 64), (64, 1), 0), reinterpret_tensor(buf74, (64, 64), (1, 64), 0), out=buf75)
        assert_size_stride(arg37_1, (64, ), (1, ), 'input')
        buf77 = reinterpret_tensor(buf59, (1, 4, 16, 16), (1024, 256, 16, 1), 0); del buf59  # reuse
        # [Provenance debug handles] cpp_fused__unsafe_view_add_clone_permute_view_5:37
        cpp_fused__unsafe_view_add_clone_permute_view_5(buf75, arg37_1, buf77)
        del arg37_1
        buf78 = reinterpret_tensor(buf75, (4, 16, 16), (256, 16, 1), 0); del buf75  # reuse
        # Topologically Sorted Source Nodes: [attention_probs_2, view_25, y_10, add_17, x_7, permute_8, contiguous_8, value_layer_1, context_layer_3], Original ATen: [aten._softmax, aten.view, aten._unsafe_view, aten.add, aten.permute, aten.clone, aten.bmm]
        # [Provenance debug handles] extern_kernels.bmm:38
        extern_kernels.bmm(reinterpret_tensor(buf76, (4, 16, 16), (256, 16, 1), 0), reinterpret_tensor(buf77, (4, 16, 16), (256, 16, 1), 0), out=buf78)
        del buf76
        assert_size_stride_grouped((arg38_1, arg39_1), ((64, 64), (64, )), ((64, 1), (1, )), 'input')
        buf79 = buf74; del buf74  # reuse
        buf80 = reinterpret_tensor(buf77, (1, 16, 4, 16), (1024, 64, 16, 1), 0); del buf77  # reuse
        # [Provenance debug handles] cpp_fused__to_copy_clone_mul_permute_unsqueeze_view_6:39
        cpp_fused__to_copy_clone_mul_permute_unsqueeze_view_6(arg38_1, arg39_1, buf78, buf79, buf80)
        del arg38_1
        del arg39_1
        buf81 = reinterpret_tensor(buf78, (16, 64), (64, 1), 0); del buf78  # reuse
        # Topologically Sorted Source Nodes: [view_26, permute_11, context_layer_4, context_layer_5, y_13, t_13], Original ATen: [aten.view, aten.permute, aten.clone, aten.t, aten.mm]
        # [Provenance debug handles] extern_kernels.mm:40
        extern_kernels.mm(reinterpret_tensor(buf80, (16, 64), (64, 1), 0), reinterpret_tensor(buf79, (64, 64), (1, 64), 0), out=buf81)
        del buf79
        del buf80
        assert_size_stride_grouped((arg40_1, arg41_1, arg42_1), ((64, ), (64, ), (64, )), ((1, ), (1, ), (1, )), 'input')
        buf82 = empty_strided_cpu((1, 16, 1), (16, 1, 16), torch.float32)
        buf83 = buf82; del buf82  # reuse
        buf84 = empty_strided_cpu((1, 16, 1), (16, 1, 16), torch.float32)
        buf85 = reinterpret_tensor(buf81, (1, 16, 64), (1024, 64, 1), 0); del buf81  # reuse
        assert_size_stride_grouped((arg43_1, arg44_1), ((128, 64), (128, )), ((64, 1), (1, )), 'input')
        buf86 = empty_strided_cpu((128, 64), (64, 1), torch.float32)
        # [Provenance debug handles] cpp_fused__to_copy__unsafe_view_add_mul_native_layer_norm_unsqueeze_7:41
        cpp_fused__to_copy__unsafe_view_add_mul_native_layer_norm_unsqueeze_7(buf83, buf85, arg40_1, buf51, arg41_1, arg42_1, arg43_1, arg44_1, buf84, buf86)
        del arg40_1
        del arg41_1
        del arg42_1
        del arg43_1
        del arg44_1
        buf87 = reinterpret_tensor(buf68, (16, 128), (128, 1), 0); del buf68  # reuse
        # Topologically Sorted Source Nodes: [y_14, t_14], Original ATen: [aten.view, aten.t, aten.mm]
        # [Provenance debug handles] extern_kernels.mm:42
        extern_kernels.mm(reinterpret_tensor(buf85, (16, 64), (64, 1), 0), reinterpret_tensor(buf86, (64, 128), (1, 64), 0), out=buf87)
        assert_size_stride_grouped((arg46_1, arg47_1), ((64, 128), (64, )), ((128, 1), (1, )), 'input')
        buf88 = reinterpret_tensor(buf86, (64, 128), (128, 1), 0); del buf86  # reuse
        assert_size_stride(arg45_1, (128, ), (1, ), 'input')
        buf89 = reinterpret_tensor(buf87, (1, 16, 128), (2048, 128, 1), 0); del buf87  # reuse
        # [Provenance debug handles] cpp_fused__to_copy__unsafe_view_add_gelu_mul_unsqueeze_8:43
        cpp_fused__to_copy__unsafe_view_add_gelu_mul_unsqueeze_8(buf89, arg46_1, arg47_1, arg45_1, buf88)
        del arg45_1
        del arg46_1
        del arg47_1
        buf90 = reinterpret_tensor(buf51, (16, 64), (64, 1), 0); del buf51  # reuse
        # Topologically Sorted Source Nodes: [y_14, hidden_states_11, hidden_states_12, y_15, t_15], Original ATen: [aten._unsafe_view, aten.add, aten.gelu, aten.view, aten.t, aten.mm]
        # [Provenance debug handles] extern_kernels.mm:44
        extern_kernels.mm(reinterpret_tensor(buf89, (16, 128), (128, 1), 0), reinterpret_tensor(buf88, (128, 64), (1, 128), 0), out=buf90)
        del buf88
        del buf89
        assert_size_stride_grouped((arg48_1, arg49_1, arg50_1), ((64, ), (64, ), (64, )), ((1, ), (1, ), (1, )), 'input')
        buf91 = buf84; del buf84  # reuse
        buf92 = buf91; del buf91  # reuse
        buf93 = buf83; del buf83  # reuse
        buf94 = reinterpret_tensor(buf90, (1, 16, 64), (1024, 64, 1), 0); del buf90  # reuse
        # [Provenance debug handles] cpp_fused__unsafe_view_add_native_layer_norm_10:45
        cpp_fused__unsafe_view_add_native_layer_norm_10(buf92, buf94, arg48_1, buf85, arg49_1, arg50_1, buf93)
        del arg48_1
        del arg49_1
        del arg50_1
        return (buf94, )

runner = Runner(partitions=[])
call = runner.call
recursively_apply_fns = runner.recursively_apply_fns


def get_args():
    from torch._dynamo.testing import rand_strided
    arg0_1 = rand_strided((1, 16), (16, 1), device='cpu', dtype=torch.int64)
    arg1_1 = rand_strided((128, 64), (64, 1), device='cpu', dtype=torch.float32)
    arg2_1 = rand_strided((64, ), (1, ), device='cpu', dtype=torch.float32)
    arg3_1 = rand_strided((64, ), (1, ), device='cpu', dtype=torch.float32)
    arg4_1 = rand_strided((32, 64), (64, 1), device='cpu', dtype=torch.float32)
    arg5_1 = rand_strided((64, ), (1, ), device='cpu', dtype=torch.float32)
    arg6_1 = rand_strided((64, ), (1, ), device='cpu', dtype=torch.float32)
    arg7_1 = rand_strided((64, 64), (64, 1), device='cpu', dtype=torch.int8)
    arg8_1 = rand_strided((64, ), (1, ), device='cpu', dtype=torch.float32)
    arg9_1 = rand_strided((64, ), (1, ), device='cpu', dtype=torch.float32)
    arg10_1 = rand_strided((64, 64), (64, 1), device='cpu', dtype=torch.int8)
    arg11_1 = rand_strided((64, ), (1, ), device='cpu', dtype=torch.float32)
    arg12_1 = rand_strided((64, ), (1, ), device='cpu', dtype=torch.float32)
    arg13_1 = rand_strided((64, 64), (64, 1), device='cpu', dtype=torch.int8)
    arg14_1 = rand_strided((64, ), (1, ), device='cpu', dtype=torch.float32)
    arg15_1 = rand_strided((64, ), (1, ), device='cpu', dtype=torch.float32)
    arg16_1 = rand_strided((64, 64), (64, 1), device='cpu', dtype=torch.int8)
    arg17_1 = rand_strided((64, ), (1, ), device='cpu', dtype=torch.float32)
    arg18_1 = rand_strided((64, ), (1, ), device='cpu', dtype=torch.float32)
    arg19_1 = rand_strided((64, ), (1, ), device='cpu', dtype=torch.float32)
    arg20_1 = rand_strided((64, ), (1, ), device='cpu', dtype=torch.float32)
    arg21_1 = rand_strided((128, 64), (64, 1), device='cpu', dtype=torch.int8)
    arg22_1 = rand_strided((128, ), (1, ), device='cpu', dtype=torch.float32)
    arg23_1 = rand_strided((128, ), (1, ), device='cpu', dtype=torch.float32)
    arg24_1 = rand_strided((64, 128), (128, 1), device='cpu', dtype=torch.int8)
    arg25_1 = rand_strided((64, ), (1, ), device='cpu', dtype=torch.float32)
    arg26_1 = rand_strided((64, ), (1, ), device='cpu', dtype=torch.float32)
    arg27_1 = rand_strided((64, ), (1, ), device='cpu', dtype=torch.float32)
    arg28_1 = rand_strided((64, ), (1, ), device='cpu', dtype=torch.float32)
    arg29_1 = rand_strided((64, 64), (64, 1), device='cpu', dtype=torch.int8)
    arg30_1 = rand_strided((64, ), (1, ), device='cpu', dtype=torch.float32)
    arg31_1 = rand_strided((64, ), (1, ), device='cpu', dtype=torch.float32)
    arg32_1 = rand_strided((64, 64), (64, 1), device='cpu', dtype=torch.int8)
    arg33_1 = rand_strided((64, ), (1, ), device='cpu', dtype=torch.float32)
    arg34_1 = rand_strided((64, ), (1, ), device='cpu', dtype=torch.float32)
    arg35_1 = rand_strided((64, 64), (64, 1), device='cpu', dtype=torch.int8)
    arg36_1 = rand_strided((64, ), (1, ), device='cpu', dtype=torch.float32)
    arg37_1 = rand_strided((64, ), (1, ), device='cpu', dtype=torch.float32)
    arg38_1 = rand_strided((64, 64), (64, 1), device='cpu', dtype=torch.int8)
    arg39_1 = rand_strided((64, ), (1, ), device='cpu', dtype=torch.float32)
    arg40_1 = rand_strided((64, ), (1, ), device='cpu', dtype=torch.float32)
    arg41_1 = rand_strided((64, ), (1, ), device='cpu', dtype=torch.float32)
    arg42_1 = rand_strided((64, ), (1, ), device='cpu', dtype=torch.float32)
    arg43_1 = rand_strided((128, 64), (64, 1), device='cpu', dtype=torch.int8)
    arg44_1 = rand_strided((128, ), (1, ), device='cpu', dtype=torch.float32)
    arg45_1 = rand_strided((128, ), (1, ), device='cpu', dtype=torch.float32)
    arg46_1 = rand_strided((64, 128), (128, 1), device='cpu', dtype=torch.int8)
    arg47_1 = rand_strided((64, ), (1, ), device='cpu', dtype=torch.float32)
    arg48_1 = rand_strided((64, ), (1, ), device='cpu', dtype=torch.float32)
    arg49_1 = rand_strided((64, ), (1, ), device='cpu', dtype=torch.float32)
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
