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


cpp_fused__to_copy_embedding_mul_native_layer_norm_unsqueeze_0 = async_compile.cpp_pybinding(['float*', 'const int64_t*', 'const float*', 'const float*', 'const float*', 'const int8_t*', 'const float*', 'float*', 'float*', 'float*'], r'''
#include <torch/csrc/inductor/cpp_prefix.h>
extern "C"  void  kernel(float* in_out_ptr0,
                       const int64_t* in_ptr0,
                       const float* in_ptr1,
                       const float* in_ptr2,
                       const float* in_ptr3,
                       const int8_t* in_ptr4,
                       const float* in_ptr5,
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
            for(int64_t x0=static_cast<int64_t>(0L); x0<static_cast<int64_t>(64L); x0+=static_cast<int64_t>(1L))
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


cpp_fused__to_copy__unsafe_view_add_cat_mul_neg_slice_transpose_unsqueeze_view_1 = async_compile.cpp_pybinding(['const float*', 'const float*', 'const int8_t*', 'const float*', 'float*', 'float*', 'float*'], r'''
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
    {
        #pragma GCC ivdep
        for(int64_t x0=static_cast<int64_t>(0L); x0<static_cast<int64_t>(4L); x0+=static_cast<int64_t>(1L))
        {
            #pragma GCC ivdep
            for(int64_t x1=static_cast<int64_t>(0L); x1<static_cast<int64_t>(16L); x1+=static_cast<int64_t>(1L))
            {
                for(int64_t x2=static_cast<int64_t>(0L); x2<static_cast<int64_t>(4L); x2+=static_cast<int64_t>(16L))
                {
                    {
                        if(C10_LIKELY(x2 >= static_cast<int64_t>(0L) && x2 < static_cast<int64_t>(4L)))
                        {
                            auto tmp0 = at::vec::Vectorized<float>::loadu(in_ptr0 + static_cast<int64_t>(4L + x2 + 16L*x0 + 64L*x1), static_cast<int64_t>(4L));
                            auto tmp1 = at::vec::Vectorized<float>::loadu(in_ptr1 + static_cast<int64_t>(4L + x2 + 16L*x0), static_cast<int64_t>(4L));
                            auto tmp2 = tmp0 + tmp1;
                            auto tmp3 = tmp2.neg();
                            tmp3.store(out_ptr0 + static_cast<int64_t>(x2 + 8L*x1 + 128L*x0), static_cast<int64_t>(4L));
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
                for(int64_t x2=static_cast<int64_t>(0L); x2<static_cast<int64_t>(4L); x2+=static_cast<int64_t>(16L))
                {
                    {
                        if(C10_LIKELY(x2 >= static_cast<int64_t>(0L) && x2 < static_cast<int64_t>(4L)))
                        {
                            auto tmp0 = at::vec::Vectorized<float>::loadu(in_ptr0 + static_cast<int64_t>(x2 + 16L*x0 + 64L*x1), static_cast<int64_t>(4L));
                            auto tmp1 = at::vec::Vectorized<float>::loadu(in_ptr1 + static_cast<int64_t>(x2 + 16L*x0), static_cast<int64_t>(4L));
                            auto tmp2 = tmp0 + tmp1;
                            tmp2.store(out_ptr1 + static_cast<int64_t>(x2 + 8L*x1 + 128L*x0), static_cast<int64_t>(4L));
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


cpp_fused__to_copy__unsafe_view_add_cat_mul_neg_slice_transpose_unsqueeze_view_2 = async_compile.cpp_pybinding(['const float*', 'const float*', 'const float*', 'const float*', 'const float*', 'const float*', 'const float*', 'const int8_t*', 'const float*', 'float*', 'float*', 'float*', 'float*', 'float*', 'float*', 'float*'], r'''
#include <torch/csrc/inductor/cpp_prefix.h>
extern "C"  void  kernel(const float* in_ptr0,
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
                       float* out_ptr4,
                       float* out_ptr5,
                       float* out_ptr6)
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
                for(int64_t x2=static_cast<int64_t>(0L); x2<static_cast<int64_t>(4L); x2+=static_cast<int64_t>(16L))
                {
                    {
                        if(C10_LIKELY(x2 >= static_cast<int64_t>(0L) && x2 < static_cast<int64_t>(4L)))
                        {
                            auto tmp0 = at::vec::Vectorized<float>::loadu(in_ptr0 + static_cast<int64_t>(4L + x2 + 16L*x0 + 64L*x1), static_cast<int64_t>(4L));
                            auto tmp1 = at::vec::Vectorized<float>::loadu(in_ptr1 + static_cast<int64_t>(4L + x2 + 16L*x0), static_cast<int64_t>(4L));
                            auto tmp2 = tmp0 + tmp1;
                            auto tmp3 = tmp2.neg();
                            tmp3.store(out_ptr0 + static_cast<int64_t>(x2 + 8L*x1 + 128L*x0), static_cast<int64_t>(4L));
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
                for(int64_t x2=static_cast<int64_t>(0L); x2<static_cast<int64_t>(4L); x2+=static_cast<int64_t>(16L))
                {
                    {
                        if(C10_LIKELY(x2 >= static_cast<int64_t>(0L) && x2 < static_cast<int64_t>(4L)))
                        {
                            auto tmp0 = at::vec::Vectorized<float>::loadu(in_ptr0 + static_cast<int64_t>(x2 + 16L*x0 + 64L*x1), static_cast<int64_t>(4L));
                            auto tmp1 = at::vec::Vectorized<float>::loadu(in_ptr1 + static_cast<int64_t>(x2 + 16L*x0), static_cast<int64_t>(4L));
                            auto tmp2 = tmp0 + tmp1;
                            tmp2.store(out_ptr1 + static_cast<int64_t>(x2 + 8L*x1 + 128L*x0), static_cast<int64_t>(4L));
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
                #pragma GCC ivdep
                for(int64_t x2=static_cast<int64_t>(0L); x2<static_cast<int64_t>(8L); x2+=static_cast<int64_t>(1L))
                {
                    {
                        {
                            auto tmp0 = in_ptr2[static_cast<int64_t>(x2 + 16L*x0 + 64L*x1)];
                            auto tmp1 = in_ptr3[static_cast<int64_t>(x2 + 16L*x0)];
                            auto tmp3 = in_ptr4[static_cast<int64_t>((static_cast<int64_t>(x2) % static_cast<int64_t>(4L)))];
                            auto tmp9 = in_ptr5[static_cast<int64_t>(x2 + 8L*x1 + 128L*x0)];
                            auto tmp13 = in_ptr0[static_cast<int64_t>(x2 + 16L*x0 + 64L*x1)];
                            auto tmp14 = in_ptr1[static_cast<int64_t>(x2 + 16L*x0)];
                            auto tmp17 = in_ptr6[static_cast<int64_t>(x2 + 8L*x1 + 128L*x0)];
                            auto tmp2 = float(tmp0 + tmp1);
                            auto tmp4 = x1;
                            auto tmp5 = c10::convert<float>(tmp4);
                            auto tmp6 = float(tmp5 * tmp3);
                            auto tmp7 = std::cos(tmp6);
                            auto tmp8 = float(tmp2 * tmp7);
                            auto tmp10 = std::sin(tmp6);
                            auto tmp11 = float(tmp9 * tmp10);
                            auto tmp12 = float(tmp8 + tmp11);
                            auto tmp15 = float(tmp13 + tmp14);
                            auto tmp16 = float(tmp15 * tmp7);
                            auto tmp18 = float(tmp17 * tmp10);
                            auto tmp19 = float(tmp16 + tmp18);
                            out_ptr2[static_cast<int64_t>(x2 + 16L*x1 + 256L*x0)] = tmp12;
                            out_ptr3[static_cast<int64_t>(x2 + 16L*x1 + 256L*x0)] = tmp19;
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
                            auto tmp0 = at::vec::Vectorized<float>::loadu(in_ptr2 + static_cast<int64_t>(8L + x2 + 16L*x0 + 64L*x1), static_cast<int64_t>(8L));
                            auto tmp1 = at::vec::Vectorized<float>::loadu(in_ptr3 + static_cast<int64_t>(8L + x2 + 16L*x0), static_cast<int64_t>(8L));
                            auto tmp2 = tmp0 + tmp1;
                            tmp2.store(out_ptr4 + static_cast<int64_t>(x2 + 16L*x1 + 256L*x0), static_cast<int64_t>(8L));
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
                            auto tmp0 = at::vec::Vectorized<float>::loadu(in_ptr0 + static_cast<int64_t>(8L + x2 + 16L*x0 + 64L*x1), static_cast<int64_t>(8L));
                            auto tmp1 = at::vec::Vectorized<float>::loadu(in_ptr1 + static_cast<int64_t>(8L + x2 + 16L*x0), static_cast<int64_t>(8L));
                            auto tmp2 = tmp0 + tmp1;
                            tmp2.store(out_ptr5 + static_cast<int64_t>(x2 + 16L*x1 + 256L*x0), static_cast<int64_t>(8L));
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


cpp_fused__scaled_dot_product_flash_attention_for_cpu__unsafe_view_add_arange_bitwise_and_eq_expand_index_le_new_ones_scalar_tensor_transpose_unsqueeze_view_where_4 = async_compile.cpp_pybinding(['float*', 'const float*', 'const int64_t*', 'float*', 'float*'], r'''
#include <torch/csrc/inductor/cpp_prefix.h>
extern "C"  void  kernel(float* in_out_ptr0,
                       const float* in_ptr0,
                       const int64_t* in_ptr1,
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
                                auto tmp12 = in_ptr1[static_cast<int64_t>(x0)];
                                auto tmp13 = at::vec::VectorizedN<int64_t,2>::loadu(in_ptr1 + static_cast<int64_t>(x1), static_cast<int64_t>(16));
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
        }
    }
    inductor_cpu_integer_div_error_flag = nullptr;
    inductor_cpu_throw_if_integer_div_error(inductor_cpu_integer_div_error);
}
''')


cpp_fused__to_copy_clone_mul_transpose_unsqueeze_5 = async_compile.cpp_pybinding(['const int8_t*', 'const float*', 'const float*', 'float*', 'float*'], r'''
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


cpp_fused__to_copy_mul_unsqueeze_6 = async_compile.cpp_pybinding(['const int8_t*', 'const float*', 'float*'], r'''
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
            for(int64_t x0=static_cast<int64_t>(0L); x0<static_cast<int64_t>(128L); x0+=static_cast<int64_t>(1L))
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


cpp_fused__to_copy__unsafe_view_add_mul_pow_tanh_unsqueeze_7 = async_compile.cpp_pybinding(['float*', 'const int8_t*', 'const float*', 'const float*', 'float*'], r'''
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
                            auto tmp6 = tmp2 * tmp2;
                            auto tmp7 = tmp6 * tmp2;
                            auto tmp8 = static_cast<float>(0.044715);
                            auto tmp9 = at::vec::Vectorized<float>(tmp8);
                            auto tmp10 = tmp7 * tmp9;
                            auto tmp11 = tmp2 + tmp10;
                            auto tmp12 = static_cast<float>(0.7978845608028654);
                            auto tmp13 = at::vec::Vectorized<float>(tmp12);
                            auto tmp14 = tmp11 * tmp13;
                            auto tmp15 = tmp14.tanh();
                            auto tmp16 = static_cast<float>(1.0);
                            auto tmp17 = at::vec::Vectorized<float>(tmp16);
                            auto tmp18 = tmp15 + tmp17;
                            auto tmp19 = tmp5 * tmp18;
                            tmp19.store(in_out_ptr0 + static_cast<int64_t>(x1 + 128L*x0));
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


cpp_fused__to_copy__unsafe_view_add_embedding_mul_native_layer_norm_unsqueeze_8 = async_compile.cpp_pybinding(['float*', 'float*', 'const float*', 'const float*', 'const float*', 'const int64_t*', 'const float*', 'const float*', 'const float*', 'const int8_t*', 'const float*', 'float*', 'float*', 'float*'], r'''
#include <torch/csrc/inductor/cpp_prefix.h>
extern "C"  void  kernel(float* in_out_ptr0,
                       float* in_out_ptr1,
                       const float* in_ptr0,
                       const float* in_ptr1,
                       const float* in_ptr2,
                       const int64_t* in_ptr3,
                       const float* in_ptr4,
                       const float* in_ptr5,
                       const float* in_ptr6,
                       const int8_t* in_ptr7,
                       const float* in_ptr8,
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
                                auto tmp1 = at::vec::Vectorized<float>::loadu(in_ptr0 + static_cast<int64_t>(x1), static_cast<int64_t>(16));
                                auto tmp3 = at::vec::Vectorized<float>::loadu(in_ptr1 + static_cast<int64_t>(x1 + 64L*x0), static_cast<int64_t>(16));
                                auto tmp4 = at::vec::Vectorized<float>::loadu(in_ptr2 + static_cast<int64_t>(x1), static_cast<int64_t>(16));
                                auto tmp7 = in_ptr3[static_cast<int64_t>(x0)];
                                auto tmp2 = tmp0 + tmp1;
                                auto tmp5 = tmp3 + tmp4;
                                auto tmp6 = tmp2 + tmp5;
                                auto tmp8 = tmp7;
                                auto tmp9 = c10::convert<int64_t>(tmp8);
                                TORCH_CHECK((0 <= tmp9) & (tmp9 < 128L), "index out of bounds: 0 <= tmp9 < 128L");
                                auto tmp11 = at::vec::Vectorized<float>::loadu(in_ptr4 + static_cast<int64_t>(x1 + 64L*tmp7), static_cast<int64_t>(16));
                                auto tmp12 = tmp6 + tmp11;
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
                            tmp15.store(out_ptr2 + static_cast<int64_t>(x1 + 64L*x0));
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


cpp_fused__scaled_dot_product_flash_attention_for_cpu__unsafe_view_add_arange_bitwise_and_eq_expand_index_le_new_ones_scalar_tensor_transpose_unsqueeze_view_where_9 = async_compile.cpp_pybinding(['float*', 'const float*'], r'''
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
    }
    inductor_cpu_integer_div_error_flag = nullptr;
    inductor_cpu_throw_if_integer_div_error(inductor_cpu_integer_div_error);
}
''')


cpp_fused__unsafe_view_add_native_layer_norm_10 = async_compile.cpp_pybinding(['float*', 'float*', 'const float*', 'const float*', 'const float*', 'const float*', 'const float*', 'const float*', 'float*'], r'''
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
                                auto tmp1 = at::vec::Vectorized<float>::loadu(in_ptr0 + static_cast<int64_t>(x1), static_cast<int64_t>(16));
                                auto tmp3 = at::vec::Vectorized<float>::loadu(in_ptr1 + static_cast<int64_t>(x1 + 64L*x0), static_cast<int64_t>(16));
                                auto tmp4 = at::vec::Vectorized<float>::loadu(in_ptr2 + static_cast<int64_t>(x1), static_cast<int64_t>(16));
                                auto tmp7 = at::vec::Vectorized<float>::loadu(in_ptr3 + static_cast<int64_t>(x1 + 64L*x0), static_cast<int64_t>(16));
                                auto tmp2 = tmp0 + tmp1;
                                auto tmp5 = tmp3 + tmp4;
                                auto tmp6 = tmp2 + tmp5;
                                auto tmp8 = tmp6 + tmp7;
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
        arg0_1, arg1_1, arg2_1, arg3_1, arg4_1, arg5_1, arg6_1, arg7_1, arg8_1, arg9_1, arg10_1, arg11_1, arg12_1, arg13_1, arg14_1, arg15_1, arg16_1, arg17_1, arg18_1, arg19_1, arg20_1, arg21_1, arg22_1, arg23_1, arg24_1, arg25_1, arg26_1, arg27_1, arg28_1, arg29_1, arg30_1, arg31_1, arg32_1, arg33_1, arg34_1, arg35_1, arg36_1, arg37_1, arg38_1, arg39_1, arg40_1, arg41_1, arg42_1, arg43_1, arg44_1, arg45_1, arg46_1 = args
        args.clear()
        assert_size_stride_grouped((arg0_1, arg1_1, arg3_1, arg4_1), ((1, 16), (128, 64), (64, ), (64, )), ((16, 1), (64, 1), (1, ), (1, )), 'input')
        buf0 = empty_strided_cpu((1, 16, 1), (16, 1, 16), torch.float32)
        buf1 = buf0; del buf0  # reuse
        buf2 = empty_strided_cpu((1, 16, 1), (16, 1, 16), torch.float32)
        buf3 = empty_strided_cpu((1, 16, 64), (1024, 64, 1), torch.float32)
        assert_size_stride_grouped((arg5_1, arg6_1), ((64, 64), (64, )), ((64, 1), (1, )), 'input')
        buf4 = empty_strided_cpu((64, 64), (64, 1), torch.float32)
        # [Provenance debug handles] cpp_fused__to_copy_embedding_mul_native_layer_norm_unsqueeze_0:1
        cpp_fused__to_copy_embedding_mul_native_layer_norm_unsqueeze_0(buf1, arg0_1, arg1_1, arg3_1, arg4_1, arg5_1, arg6_1, buf2, buf3, buf4)
        del arg3_1
        del arg4_1
        del arg5_1
        del arg6_1
        buf5 = empty_strided_cpu((16, 64), (64, 1), torch.float32)
        # Topologically Sorted Source Nodes: [y, t], Original ATen: [aten.view, aten.t, aten.mm]
        # [Provenance debug handles] extern_kernels.mm:2
        extern_kernels.mm(reinterpret_tensor(buf3, (16, 64), (64, 1), 0), reinterpret_tensor(buf4, (64, 64), (1, 64), 0), out=buf5)
        assert_size_stride(arg7_1, (64, ), (1, ), 'input')
        buf8 = empty_strided_cpu((1, 4, 16, 8), (512, 128, 8, 1), torch.float32)
        buf6 = reinterpret_tensor(buf8, (1, 4, 16, 4), (512, 128, 8, 1), 0)  # alias
        buf7 = reinterpret_tensor(buf8, (1, 4, 16, 4), (512, 128, 8, 1), 4)  # alias
        assert_size_stride_grouped((arg8_1, arg9_1), ((64, 64), (64, )), ((64, 1), (1, )), 'input')
        buf12 = buf4; del buf4  # reuse
        # [Provenance debug handles] cpp_fused__to_copy__unsafe_view_add_cat_mul_neg_slice_transpose_unsqueeze_view_1:3
        cpp_fused__to_copy__unsafe_view_add_cat_mul_neg_slice_transpose_unsqueeze_view_1(buf5, arg7_1, arg8_1, arg9_1, buf6, buf7, buf12)
        del arg8_1
        del arg9_1
        del buf6
        del buf7
        buf13 = empty_strided_cpu((16, 64), (64, 1), torch.float32)
        # Topologically Sorted Source Nodes: [y_1, t_1], Original ATen: [aten.view, aten.t, aten.mm]
        # [Provenance debug handles] extern_kernels.mm:4
        extern_kernels.mm(reinterpret_tensor(buf3, (16, 64), (64, 1), 0), reinterpret_tensor(buf12, (64, 64), (1, 64), 0), out=buf13)
        assert_size_stride(arg10_1, (64, ), (1, ), 'input')
        buf16 = empty_strided_cpu((1, 4, 16, 8), (512, 128, 8, 1), torch.float32)
        buf14 = reinterpret_tensor(buf16, (1, 4, 16, 4), (512, 128, 8, 1), 0)  # alias
        buf15 = reinterpret_tensor(buf16, (1, 4, 16, 4), (512, 128, 8, 1), 4)  # alias
        assert_size_stride(arg2_1, (4, ), (1, ), 'input')
        buf11 = empty_strided_cpu((1, 4, 16, 16), (1024, 256, 16, 1), torch.float32)
        buf9 = reinterpret_tensor(buf11, (1, 4, 16, 8), (1024, 256, 16, 1), 0)  # alias
        buf19 = empty_strided_cpu((1, 4, 16, 16), (1024, 256, 16, 1), torch.float32)
        buf17 = reinterpret_tensor(buf19, (1, 4, 16, 8), (1024, 256, 16, 1), 0)  # alias
        buf10 = reinterpret_tensor(buf11, (1, 4, 16, 8), (1024, 256, 16, 1), 8)  # alias
        buf18 = reinterpret_tensor(buf19, (1, 4, 16, 8), (1024, 256, 16, 1), 8)  # alias
        assert_size_stride_grouped((arg11_1, arg12_1), ((64, 64), (64, )), ((64, 1), (1, )), 'input')
        buf20 = buf12; del buf12  # reuse
        # [Provenance debug handles] cpp_fused__to_copy__unsafe_view_add_cat_mul_neg_slice_transpose_unsqueeze_view_2:5
        cpp_fused__to_copy__unsafe_view_add_cat_mul_neg_slice_transpose_unsqueeze_view_2(buf13, arg10_1, buf5, arg7_1, arg2_1, buf8, buf16, arg11_1, arg12_1, buf14, buf15, buf9, buf17, buf10, buf18, buf20)
        del arg10_1
        del arg11_1
        del arg12_1
        del arg7_1
        del buf10
        del buf13
        del buf14
        del buf15
        del buf16
        del buf17
        del buf18
        del buf9
        buf21 = buf5; del buf5  # reuse
        # Topologically Sorted Source Nodes: [y_2, t_2], Original ATen: [aten.view, aten.t, aten.mm]
        # [Provenance debug handles] extern_kernels.mm:6
        extern_kernels.mm(reinterpret_tensor(buf3, (16, 64), (64, 1), 0), reinterpret_tensor(buf20, (64, 64), (1, 64), 0), out=buf21)
        buf24 = empty_strided_cpu((1, 17), (17, 1), torch.int64)
        buf22 = reinterpret_tensor(buf24, (1, 1), (17, 1), 0)  # alias
        buf23 = reinterpret_tensor(buf24, (1, 16), (17, 1), 1)  # alias
        buf25 = empty_strided_cpu((1, 16), (16, 1), torch.int64)
        # [Provenance debug handles] cpp_fused_add_cat_cumsum_ne_slice_sub_unsqueeze_3:7
        cpp_fused_add_cat_cumsum_ne_slice_sub_unsqueeze_3(buf24, buf22, buf23, buf25)
        del buf22
        del buf23
        del buf24
        # Topologically Sorted Source Nodes: [position_diff, ne, packed_sequence_mask], Original ATen: [aten.slice, aten.sub, aten.ne, aten.cumsum]
        # [Provenance debug handles] torch.ops.aten.cumsum.default:8
        buf26 = torch.ops.aten.cumsum.default(buf25, dim=-1, dtype=torch.int64)
        assert_tensor_metadata(buf26, (1, 16), (16, 1), torch.int64, 'torch.ops.aten.cumsum.default')
        assert_alignment(buf26, 16, 'torch.ops.aten.cumsum.default')
        del buf25
        assert_size_stride(arg13_1, (64, ), (1, ), 'input')
        buf27 = reinterpret_tensor(buf21, (1, 4, 16, 16), (1024, 16, 64, 1), 0); del buf21  # reuse
        buf28 = empty_strided_cpu((1, 1, 16, 16), (256, 256, 16, 1), torch.float32)
        buf64 = empty_strided_cpu((1, 1, 16, 16), (256, 256, 16, 1), torch.float32)
        # [Provenance debug handles] cpp_fused__scaled_dot_product_flash_attention_for_cpu__unsafe_view_add_arange_bitwise_and_eq_expand_index_le_new_ones_scalar_tensor_transpose_unsqueeze_view_where_4:9
        cpp_fused__scaled_dot_product_flash_attention_for_cpu__unsafe_view_add_arange_bitwise_and_eq_expand_index_le_new_ones_scalar_tensor_transpose_unsqueeze_view_where_4(buf27, arg13_1, buf26, buf28, buf64)
        del arg13_1
        del buf26
        # Topologically Sorted Source Nodes: [position_ids, position_ids_1, y_2, add_5, view_2, value_states, result, expand, batch_arange, batch_indices, kv_arange, kv_indices, getitem_6, q_arange, q_indices, getitem_5, le, result_1, getitem_7, getitem_8, eq, result_2, attention_mask, attn_output], Original ATen: [aten.add, aten.unsqueeze, aten._unsafe_view, aten.view, aten.transpose, aten.new_ones, aten.expand, aten.arange, aten.index, aten.le, aten.bitwise_and, aten.eq, aten.scalar_tensor, aten.where, aten._scaled_dot_product_flash_attention_for_cpu]
        # [Provenance debug handles] torch.ops.aten._scaled_dot_product_flash_attention_for_cpu.default:10
        buf29 = torch.ops.aten._scaled_dot_product_flash_attention_for_cpu.default(buf11, buf19, buf27, attn_mask=buf28, scale=0.25)
        del buf11
        del buf19
        del buf28
        buf30 = buf29[0]
        assert_tensor_metadata(buf30, (1, 4, 16, 16), (1024, 256, 16, 1), torch.float32, 'torch.ops.aten._scaled_dot_product_flash_attention_for_cpu.default')
        assert_alignment(buf30, 16, 'torch.ops.aten._scaled_dot_product_flash_attention_for_cpu.default')
        del buf29
        assert_size_stride_grouped((arg14_1, arg15_1), ((64, 64), (64, )), ((64, 1), (1, )), 'input')
        buf32 = buf20; del buf20  # reuse
        buf33 = reinterpret_tensor(buf27, (1, 16, 4, 16), (1024, 64, 16, 1), 0); del buf27  # reuse
        # [Provenance debug handles] cpp_fused__to_copy_clone_mul_transpose_unsqueeze_5:11
        cpp_fused__to_copy_clone_mul_transpose_unsqueeze_5(arg14_1, arg15_1, buf30, buf32, buf33)
        del arg14_1
        del arg15_1
        buf34 = reinterpret_tensor(buf30, (16, 64), (64, 1), 0); del buf30  # reuse
        # Topologically Sorted Source Nodes: [transpose_3, attn_output_2, reshape_1, y_3, t_3], Original ATen: [aten.transpose, aten.clone, aten.view, aten.t, aten.mm]
        # [Provenance debug handles] extern_kernels.mm:12
        extern_kernels.mm(reinterpret_tensor(buf33, (16, 64), (64, 1), 0), reinterpret_tensor(buf32, (64, 64), (1, 64), 0), out=buf34)
        del buf32
        del buf33
        assert_size_stride_grouped((arg17_1, arg18_1), ((128, 64), (128, )), ((64, 1), (1, )), 'input')
        buf35 = empty_strided_cpu((128, 64), (64, 1), torch.float32)
        # [Provenance debug handles] cpp_fused__to_copy_mul_unsqueeze_6:13
        cpp_fused__to_copy_mul_unsqueeze_6(arg17_1, arg18_1, buf35)
        del arg17_1
        del arg18_1
        buf36 = empty_strided_cpu((16, 128), (128, 1), torch.float32)
        # Topologically Sorted Source Nodes: [y_4, t_4], Original ATen: [aten.view, aten.t, aten.mm]
        # [Provenance debug handles] extern_kernels.mm:14
        extern_kernels.mm(reinterpret_tensor(buf3, (16, 64), (64, 1), 0), reinterpret_tensor(buf35, (64, 128), (1, 64), 0), out=buf36)
        del buf3
        assert_size_stride_grouped((arg20_1, arg21_1), ((64, 128), (64, )), ((128, 1), (1, )), 'input')
        buf37 = reinterpret_tensor(buf35, (64, 128), (128, 1), 0); del buf35  # reuse
        assert_size_stride(arg19_1, (128, ), (1, ), 'input')
        buf38 = reinterpret_tensor(buf36, (1, 16, 128), (2048, 128, 1), 0); del buf36  # reuse
        # [Provenance debug handles] cpp_fused__to_copy__unsafe_view_add_mul_pow_tanh_unsqueeze_7:15
        cpp_fused__to_copy__unsafe_view_add_mul_pow_tanh_unsqueeze_7(buf38, arg20_1, arg21_1, arg19_1, buf37)
        del arg19_1
        del arg20_1
        del arg21_1
        buf39 = empty_strided_cpu((16, 64), (64, 1), torch.float32)
        # Topologically Sorted Source Nodes: [y_4, hidden_states_1, mul_7, pow_1, mul_8, add_10, mul_9, tanh, add_11, hidden_states_2, y_5, t_5], Original ATen: [aten._unsafe_view, aten.add, aten.mul, aten.pow, aten.tanh, aten.view, aten.t, aten.mm]
        # [Provenance debug handles] extern_kernels.mm:16
        extern_kernels.mm(reinterpret_tensor(buf38, (16, 128), (128, 1), 0), reinterpret_tensor(buf37, (128, 64), (1, 128), 0), out=buf39)
        del buf37
        assert_size_stride_grouped((arg16_1, arg22_1, arg23_1, arg24_1), ((64, ), (64, ), (64, ), (64, )), ((1, ), (1, ), (1, ), (1, )), 'input')
        buf40 = reinterpret_tensor(buf34, (1, 16, 64), (1024, 64, 1), 0); del buf34  # reuse
        buf41 = buf2; del buf2  # reuse
        buf42 = buf41; del buf41  # reuse
        buf43 = buf1; del buf1  # reuse
        buf44 = empty_strided_cpu((1, 16, 64), (1024, 64, 1), torch.float32)
        assert_size_stride_grouped((arg25_1, arg26_1), ((64, 64), (64, )), ((64, 1), (1, )), 'input')
        buf45 = empty_strided_cpu((64, 64), (64, 1), torch.float32)
        # [Provenance debug handles] cpp_fused__to_copy__unsafe_view_add_embedding_mul_native_layer_norm_unsqueeze_8:17
        cpp_fused__to_copy__unsafe_view_add_embedding_mul_native_layer_norm_unsqueeze_8(buf40, buf42, arg16_1, buf39, arg22_1, arg0_1, arg1_1, arg23_1, arg24_1, arg25_1, arg26_1, buf43, buf44, buf45)
        del arg0_1
        del arg16_1
        del arg1_1
        del arg22_1
        del arg23_1
        del arg24_1
        del arg25_1
        del arg26_1
        del buf42
        del buf43
        buf46 = buf39; del buf39  # reuse
        # Topologically Sorted Source Nodes: [y_6, t_6], Original ATen: [aten.view, aten.t, aten.mm]
        # [Provenance debug handles] extern_kernels.mm:18
        extern_kernels.mm(reinterpret_tensor(buf44, (16, 64), (64, 1), 0), reinterpret_tensor(buf45, (64, 64), (1, 64), 0), out=buf46)
        assert_size_stride(arg27_1, (64, ), (1, ), 'input')
        buf49 = buf8; del buf8  # reuse
        buf47 = reinterpret_tensor(buf49, (1, 4, 16, 4), (512, 128, 8, 1), 0)  # alias
        buf48 = reinterpret_tensor(buf49, (1, 4, 16, 4), (512, 128, 8, 1), 4)  # alias
        assert_size_stride_grouped((arg28_1, arg29_1), ((64, 64), (64, )), ((64, 1), (1, )), 'input')
        buf53 = buf45; del buf45  # reuse
        # [Provenance debug handles] cpp_fused__to_copy__unsafe_view_add_cat_mul_neg_slice_transpose_unsqueeze_view_1:19
        cpp_fused__to_copy__unsafe_view_add_cat_mul_neg_slice_transpose_unsqueeze_view_1(buf46, arg27_1, arg28_1, arg29_1, buf47, buf48, buf53)
        del arg28_1
        del arg29_1
        del buf47
        del buf48
        buf54 = empty_strided_cpu((16, 64), (64, 1), torch.float32)
        # Topologically Sorted Source Nodes: [y_7, t_7], Original ATen: [aten.view, aten.t, aten.mm]
        # [Provenance debug handles] extern_kernels.mm:20
        extern_kernels.mm(reinterpret_tensor(buf44, (16, 64), (64, 1), 0), reinterpret_tensor(buf53, (64, 64), (1, 64), 0), out=buf54)
        assert_size_stride(arg30_1, (64, ), (1, ), 'input')
        buf57 = empty_strided_cpu((1, 4, 16, 8), (512, 128, 8, 1), torch.float32)
        buf55 = reinterpret_tensor(buf57, (1, 4, 16, 4), (512, 128, 8, 1), 0)  # alias
        buf56 = reinterpret_tensor(buf57, (1, 4, 16, 4), (512, 128, 8, 1), 4)  # alias
        buf52 = empty_strided_cpu((1, 4, 16, 16), (1024, 256, 16, 1), torch.float32)
        buf50 = reinterpret_tensor(buf52, (1, 4, 16, 8), (1024, 256, 16, 1), 0)  # alias
        buf60 = empty_strided_cpu((1, 4, 16, 16), (1024, 256, 16, 1), torch.float32)
        buf58 = reinterpret_tensor(buf60, (1, 4, 16, 8), (1024, 256, 16, 1), 0)  # alias
        buf51 = reinterpret_tensor(buf52, (1, 4, 16, 8), (1024, 256, 16, 1), 8)  # alias
        buf59 = reinterpret_tensor(buf60, (1, 4, 16, 8), (1024, 256, 16, 1), 8)  # alias
        assert_size_stride_grouped((arg31_1, arg32_1), ((64, 64), (64, )), ((64, 1), (1, )), 'input')
        buf61 = buf53; del buf53  # reuse
        # [Provenance debug handles] cpp_fused__to_copy__unsafe_view_add_cat_mul_neg_slice_transpose_unsqueeze_view_2:21
        cpp_fused__to_copy__unsafe_view_add_cat_mul_neg_slice_transpose_unsqueeze_view_2(buf54, arg30_1, buf46, arg27_1, arg2_1, buf49, buf57, arg31_1, arg32_1, buf55, buf56, buf50, buf58, buf51, buf59, buf61)
        del arg27_1
        del arg2_1
        del arg30_1
        del arg31_1
        del arg32_1
        del buf46
        del buf49
        del buf50
        del buf51
        del buf55
        del buf56
        del buf57
        del buf58
        del buf59
        buf62 = buf54; del buf54  # reuse
        # Topologically Sorted Source Nodes: [y_8, t_8], Original ATen: [aten.view, aten.t, aten.mm]
        # [Provenance debug handles] extern_kernels.mm:22
        extern_kernels.mm(reinterpret_tensor(buf44, (16, 64), (64, 1), 0), reinterpret_tensor(buf61, (64, 64), (1, 64), 0), out=buf62)
        assert_size_stride(arg33_1, (64, ), (1, ), 'input')
        buf63 = reinterpret_tensor(buf62, (1, 4, 16, 16), (1024, 16, 64, 1), 0); del buf62  # reuse
        # [Provenance debug handles] cpp_fused__scaled_dot_product_flash_attention_for_cpu__unsafe_view_add_arange_bitwise_and_eq_expand_index_le_new_ones_scalar_tensor_transpose_unsqueeze_view_where_9:23
        cpp_fused__scaled_dot_product_flash_attention_for_cpu__unsafe_view_add_arange_bitwise_and_eq_expand_index_le_new_ones_scalar_tensor_transpose_unsqueeze_view_where_9(buf63, arg33_1)
        del arg33_1
        # Topologically Sorted Source Nodes: [position_ids, position_ids_1, result, expand, batch_arange, batch_indices, kv_arange, kv_indices, getitem_6, q_arange, q_indices, getitem_5, le, result_1, getitem_7, getitem_8, eq, result_2, attention_mask, y_8, add_17, view_5, value_states_1, attn_output_5], Original ATen: [aten.add, aten.unsqueeze, aten.new_ones, aten.expand, aten.arange, aten.index, aten.le, aten.bitwise_and, aten.eq, aten._unsafe_view, aten.view, aten.transpose, aten.scalar_tensor, aten.where, aten._scaled_dot_product_flash_attention_for_cpu]
        # [Provenance debug handles] torch.ops.aten._scaled_dot_product_flash_attention_for_cpu.default:24
        buf65 = torch.ops.aten._scaled_dot_product_flash_attention_for_cpu.default(buf52, buf60, buf63, attn_mask=buf64, scale=0.25)
        del buf52
        del buf60
        del buf64
        buf66 = buf65[0]
        assert_tensor_metadata(buf66, (1, 4, 16, 16), (1024, 256, 16, 1), torch.float32, 'torch.ops.aten._scaled_dot_product_flash_attention_for_cpu.default')
        assert_alignment(buf66, 16, 'torch.ops.aten._scaled_dot_product_flash_attention_for_cpu.default')
        del buf65
        assert_size_stride_grouped((arg34_1, arg35_1), ((64, 64), (64, )), ((64, 1), (1, )), 'input')
        buf68 = buf61; del buf61  # reuse
        buf69 = reinterpret_tensor(buf63, (1, 16, 4, 16), (1024, 64, 16, 1), 0); del buf63  # reuse
        # [Provenance debug handles] cpp_fused__to_copy_clone_mul_transpose_unsqueeze_5:25
        cpp_fused__to_copy_clone_mul_transpose_unsqueeze_5(arg34_1, arg35_1, buf66, buf68, buf69)
        del arg34_1
        del arg35_1
        buf70 = reinterpret_tensor(buf66, (16, 64), (64, 1), 0); del buf66  # reuse
        # Topologically Sorted Source Nodes: [transpose_7, attn_output_7, reshape_3, y_9, t_9], Original ATen: [aten.transpose, aten.clone, aten.view, aten.t, aten.mm]
        # [Provenance debug handles] extern_kernels.mm:26
        extern_kernels.mm(reinterpret_tensor(buf69, (16, 64), (64, 1), 0), reinterpret_tensor(buf68, (64, 64), (1, 64), 0), out=buf70)
        del buf68
        del buf69
        assert_size_stride_grouped((arg37_1, arg38_1), ((128, 64), (128, )), ((64, 1), (1, )), 'input')
        buf71 = empty_strided_cpu((128, 64), (64, 1), torch.float32)
        # [Provenance debug handles] cpp_fused__to_copy_mul_unsqueeze_6:27
        cpp_fused__to_copy_mul_unsqueeze_6(arg37_1, arg38_1, buf71)
        del arg37_1
        del arg38_1
        buf72 = reinterpret_tensor(buf38, (16, 128), (128, 1), 0); del buf38  # reuse
        # Topologically Sorted Source Nodes: [y_10, t_10], Original ATen: [aten.view, aten.t, aten.mm]
        # [Provenance debug handles] extern_kernels.mm:28
        extern_kernels.mm(reinterpret_tensor(buf44, (16, 64), (64, 1), 0), reinterpret_tensor(buf71, (64, 128), (1, 64), 0), out=buf72)
        del buf44
        assert_size_stride_grouped((arg40_1, arg41_1), ((64, 128), (64, )), ((128, 1), (1, )), 'input')
        buf73 = reinterpret_tensor(buf71, (64, 128), (128, 1), 0); del buf71  # reuse
        assert_size_stride(arg39_1, (128, ), (1, ), 'input')
        buf74 = reinterpret_tensor(buf72, (1, 16, 128), (2048, 128, 1), 0); del buf72  # reuse
        # [Provenance debug handles] cpp_fused__to_copy__unsafe_view_add_mul_pow_tanh_unsqueeze_7:29
        cpp_fused__to_copy__unsafe_view_add_mul_pow_tanh_unsqueeze_7(buf74, arg40_1, arg41_1, arg39_1, buf73)
        del arg39_1
        del arg40_1
        del arg41_1
        buf75 = empty_strided_cpu((16, 64), (64, 1), torch.float32)
        # Topologically Sorted Source Nodes: [y_10, hidden_states_6, mul_15, pow_2, mul_16, add_22, mul_17, tanh_1, add_23, hidden_states_7, y_11, t_11], Original ATen: [aten._unsafe_view, aten.add, aten.mul, aten.pow, aten.tanh, aten.view, aten.t, aten.mm]
        # [Provenance debug handles] extern_kernels.mm:30
        extern_kernels.mm(reinterpret_tensor(buf74, (16, 128), (128, 1), 0), reinterpret_tensor(buf73, (128, 64), (1, 128), 0), out=buf75)
        del buf73
        assert_size_stride_grouped((arg36_1, arg42_1, arg43_1, arg44_1), ((64, ), (64, ), (64, ), (64, )), ((1, ), (1, ), (1, ), (1, )), 'input')
        buf76 = reinterpret_tensor(buf70, (1, 16, 64), (1024, 64, 1), 0); del buf70  # reuse
        buf77 = empty_strided_cpu((1, 16, 1), (16, 1, 16), torch.float32)
        buf78 = buf77; del buf77  # reuse
        buf79 = empty_strided_cpu((1, 16, 1), (16, 1, 16), torch.float32)
        buf80 = buf76; del buf76  # reuse
        assert_size_stride_grouped((arg46_1, arg45_1), ((128, ), (128, 64)), ((1, ), (64, 1)), 'input')
        # [Provenance debug handles] cpp_fused__unsafe_view_add_native_layer_norm_10:31
        cpp_fused__unsafe_view_add_native_layer_norm_10(buf80, buf78, arg36_1, buf75, arg42_1, buf40, arg43_1, arg44_1, buf79)
        del arg36_1
        del arg42_1
        del arg43_1
        del arg44_1
        del buf40
        del buf75
        del buf78
        del buf79
        buf81 = reinterpret_tensor(buf74, (16, 128), (128, 1), 0); del buf74  # reuse
        # Topologically Sorted Source Nodes: [hidden_states_10, logits], Original ATen: [aten.native_layer_norm, aten.view, aten.t, aten.addmm]
        # [Provenance debug handles] extern_kernels.addmm:32
        extern_kernels.addmm(arg46_1, reinterpret_tensor(buf80, (16, 64), (64, 1), 0), reinterpret_tensor(arg45_1, (64, 128), (1, 64), 0), alpha=1, beta=1, out=buf81)
        del arg45_1
        del arg46_1
        return (reinterpret_tensor(buf81, (1, 16, 128), (2048, 128, 1), 0), )

runner = Runner(partitions=[])
call = runner.call
recursively_apply_fns = runner.recursively_apply_fns


def get_args():
    from torch._dynamo.testing import rand_strided
    arg0_1 = rand_strided((1, 16), (16, 1), device='cpu', dtype=torch.int64)
    arg1_1 = rand_strided((128, 64), (64, 1), device='cpu', dtype=torch.float32)
    arg2_1 = rand_strided((4, ), (1, ), device='cpu', dtype=torch.float32)
    arg3_1 = rand_strided((64, ), (1, ), device='cpu', dtype=torch.float32)
    arg4_1 = rand_strided((64, ), (1, ), device='cpu', dtype=torch.float32)
    arg5_1 = rand_strided((64, 64), (64, 1), device='cpu', dtype=torch.int8)
    arg6_1 = rand_strided((64, ), (1, ), device='cpu', dtype=torch.float32)
    arg7_1 = rand_strided((64, ), (1, ), device='cpu', dtype=torch.float32)
    arg8_1 = rand_strided((64, 64), (64, 1), device='cpu', dtype=torch.int8)
    arg9_1 = rand_strided((64, ), (1, ), device='cpu', dtype=torch.float32)
    arg10_1 = rand_strided((64, ), (1, ), device='cpu', dtype=torch.float32)
    arg11_1 = rand_strided((64, 64), (64, 1), device='cpu', dtype=torch.int8)
    arg12_1 = rand_strided((64, ), (1, ), device='cpu', dtype=torch.float32)
    arg13_1 = rand_strided((64, ), (1, ), device='cpu', dtype=torch.float32)
    arg14_1 = rand_strided((64, 64), (64, 1), device='cpu', dtype=torch.int8)
    arg15_1 = rand_strided((64, ), (1, ), device='cpu', dtype=torch.float32)
    arg16_1 = rand_strided((64, ), (1, ), device='cpu', dtype=torch.float32)
    arg17_1 = rand_strided((128, 64), (64, 1), device='cpu', dtype=torch.int8)
    arg18_1 = rand_strided((128, ), (1, ), device='cpu', dtype=torch.float32)
    arg19_1 = rand_strided((128, ), (1, ), device='cpu', dtype=torch.float32)
    arg20_1 = rand_strided((64, 128), (128, 1), device='cpu', dtype=torch.int8)
    arg21_1 = rand_strided((64, ), (1, ), device='cpu', dtype=torch.float32)
    arg22_1 = rand_strided((64, ), (1, ), device='cpu', dtype=torch.float32)
    arg23_1 = rand_strided((64, ), (1, ), device='cpu', dtype=torch.float32)
    arg24_1 = rand_strided((64, ), (1, ), device='cpu', dtype=torch.float32)
    arg25_1 = rand_strided((64, 64), (64, 1), device='cpu', dtype=torch.int8)
    arg26_1 = rand_strided((64, ), (1, ), device='cpu', dtype=torch.float32)
    arg27_1 = rand_strided((64, ), (1, ), device='cpu', dtype=torch.float32)
    arg28_1 = rand_strided((64, 64), (64, 1), device='cpu', dtype=torch.int8)
    arg29_1 = rand_strided((64, ), (1, ), device='cpu', dtype=torch.float32)
    arg30_1 = rand_strided((64, ), (1, ), device='cpu', dtype=torch.float32)
    arg31_1 = rand_strided((64, 64), (64, 1), device='cpu', dtype=torch.int8)
    arg32_1 = rand_strided((64, ), (1, ), device='cpu', dtype=torch.float32)
    arg33_1 = rand_strided((64, ), (1, ), device='cpu', dtype=torch.float32)
    arg34_1 = rand_strided((64, 64), (64, 1), device='cpu', dtype=torch.int8)
    arg35_1 = rand_strided((64, ), (1, ), device='cpu', dtype=torch.float32)
    arg36_1 = rand_strided((64, ), (1, ), device='cpu', dtype=torch.float32)
    arg37_1 = rand_strided((128, 64), (64, 1), device='cpu', dtype=torch.int8)
    arg38_1 = rand_strided((128, ), (1, ), device='cpu', dtype=torch.float32)
    arg39_1 = rand_strided((128, ), (1, ), device='cpu', dtype=torch.float32)
    arg40_1 = rand_strided((64, 128), (128, 1), device='cpu', dtype=torch.int8)
    arg41_1 = rand_strided((64, ), (1, ), device='cpu', dtype=torch.float32)
    arg42_1 = rand_strided((64, ), (1, ), device='cpu', dtype=torch.float32)
    arg43_1 = rand_strided((64, ), (1, ), device='cpu', dtype=torch.float32)
    arg44_1 = rand_strided((64, ), (1, ), device='cpu', dtype=torch.float32)
    arg45_1 = rand_strided((128, 64), (64, 1), device='cpu', dtype=torch.float32)
    arg46_1 = rand_strided((128, ), (1, ), device='cpu', dtype=torch.float32)
    return [arg0_1, arg1_1, arg2_1, arg3_1, arg4_1, arg5_1, arg6_1, arg7_1, arg8_1, arg9_1, arg10_1, arg11_1, arg12_1, arg13_1, arg14_1, arg15_1, arg16_1, arg17_1, arg18_1, arg19_1, arg20_1, arg21_1, arg22_1, arg23_1, arg24_1, arg25_1, arg26_1, arg27_1, arg28_1, arg29_1, arg30_1, arg31_1, arg32_1, arg33_1, arg34_1, arg35_1, arg36_1, arg37_1, arg38_1, arg39_1, arg40_1, arg41_1, arg42_1, arg43_1, arg44_1, arg45_1, arg46_1]


def benchmark_compiled_module(args, times=10, repeat=10):
    from torch._inductor.utils import print_performance
    fn = lambda: call(list(args))
    return print_performance(fn, times=times, repeat=repeat, device='cpu')


if __name__ == "__main__":
    from torch._inductor.wrapper_benchmark import compiled_module_main
    args = get_args()
    compiled_module_main('None', lambda times, repeat: benchmark_compiled_module(args, times=times, repeat=repeat))
