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


cpp_fused___rshift___bitwise_and_embedding_native_layer_norm_0 = async_compile.cpp_pybinding(['float*', 'const int64_t*', 'const float*', 'const uint8_t*', 'float*', 'float*', 'uint8_t*', 'uint8_t*'], r'''
#include <torch/csrc/inductor/cpp_prefix.h>
extern "C"  void  kernel(float* in_out_ptr0,
                       const int64_t* in_ptr0,
                       const float* in_ptr1,
                       const uint8_t* in_ptr2,
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
                    out_ptr0[static_cast<int64_t>(x0)] = static_cast<float>(tmp_acc0);
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
                    float tmp_acc1 = 0;
                    at::vec::Vectorized<float> tmp_acc1_vec = at::vec::Vectorized<float>(0);
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
                                tmp_acc1_vec = tmp_acc1_vec + tmp4;
                            }
                        }
                    }
                    tmp_acc0 = tmp_acc0 + at::vec::vec_reduce_all<float, 1>([](at::vec::Vectorized<float>& x, at::vec::Vectorized<float>& y) { return x + y; }, tmp_acc0_vec);
                    out_ptr1[static_cast<int64_t>(x0)] = static_cast<float>(tmp_acc0);
                    tmp_acc1 = tmp_acc1 + at::vec::vec_reduce_all<float, 1>([](at::vec::Vectorized<float>& x, at::vec::Vectorized<float>& y) { return x + y; }, tmp_acc1_vec);
                    out_ptr2[static_cast<int64_t>(x0)] = static_cast<float>(tmp_acc1);
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
                        auto tmp0 = at::vec::Vectorized<uint8_t>::loadu(in_ptr2 + static_cast<int64_t>(x0), static_cast<int64_t>(16));
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


cpp_fused__to_copy_embedding_expand_index_mul_native_layer_norm_view_1 = async_compile.cpp_pybinding(['float*', 'const uint8_t*', 'const float*', 'const float*', 'const int64_t*', 'const float*', 'const float*', 'const float*', 'const float*', 'const float*', 'const float*', 'const float*', 'float*', 'float*', 'float*', 'float*'], r'''
#include <torch/csrc/inductor/cpp_prefix.h>
extern "C"  void  kernel(float* in_out_ptr0,
                       const uint8_t* in_ptr0,
                       const float* in_ptr1,
                       const float* in_ptr2,
                       const int64_t* in_ptr3,
                       const float* in_ptr4,
                       const float* in_ptr5,
                       const float* in_ptr6,
                       const float* in_ptr7,
                       const float* in_ptr8,
                       const float* in_ptr9,
                       const float* in_ptr10,
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
        #pragma omp single
        {
            {
                for(int64_t x0=static_cast<int64_t>(0L); x0<static_cast<int64_t>(16L); x0+=static_cast<int64_t>(16L))
                {
                    {
                        if(C10_LIKELY(x0 >= static_cast<int64_t>(0) && x0 < static_cast<int64_t>(16L)))
                        {
                            auto tmp0 = at::vec::Vectorized<float>::loadu(in_out_ptr0 + static_cast<int64_t>(x0), static_cast<int64_t>(16));
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
                                auto tmp0 = in_ptr3[static_cast<int64_t>(x0)];
                                auto tmp5 = in_out_ptr0[static_cast<int64_t>(x0)];
                                auto tmp1 = tmp0;
                                auto tmp2 = c10::convert<int64_t>(tmp1);
                                TORCH_CHECK((0 <= tmp2) & (tmp2 < 128L), "index out of bounds: 0 <= tmp2 < 128L");
                                auto tmp4 = at::vec::Vectorized<float>::loadu(in_ptr4 + static_cast<int64_t>(x1 + 64L*tmp0), static_cast<int64_t>(16));
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
                            auto tmp0 = in_ptr3[static_cast<int64_t>(x0)];
                            auto tmp5 = in_ptr5[static_cast<int64_t>(x0)];
                            auto tmp8 = in_ptr6[static_cast<int64_t>(x0)];
                            auto tmp16 = at::vec::Vectorized<float>::loadu(in_ptr7 + static_cast<int64_t>(x1), static_cast<int64_t>(16));
                            auto tmp18 = at::vec::Vectorized<float>::loadu(in_ptr8 + static_cast<int64_t>(x1), static_cast<int64_t>(16));
                            auto tmp20 = in_out_ptr0[static_cast<int64_t>(x0)];
                            auto tmp23 = out_ptr1[static_cast<int64_t>(x0)];
                            auto tmp29 = at::vec::Vectorized<float>::loadu(in_ptr9 + static_cast<int64_t>(x1), static_cast<int64_t>(16));
                            auto tmp31 = at::vec::Vectorized<float>::loadu(in_ptr10 + static_cast<int64_t>(x1), static_cast<int64_t>(16));
                            auto tmp1 = tmp0;
                            auto tmp2 = c10::convert<int64_t>(tmp1);
                            TORCH_CHECK((0 <= tmp2) & (tmp2 < 128L), "index out of bounds: 0 <= tmp2 < 128L");
                            auto tmp4 = at::vec::Vectorized<float>::loadu(in_ptr4 + static_cast<int64_t>(x1 + 64L*tmp0), static_cast<int64_t>(16));
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
                            auto tmp21 = at::vec::Vectorized<float>(tmp20);
                            auto tmp22 = tmp4 - tmp21;
                            auto tmp24 = tmp23 / tmp9;
                            auto tmp25 = float(tmp24 + tmp11);
                            auto tmp26 = 1 / std::sqrt(tmp25);
                            auto tmp27 = at::vec::Vectorized<float>(tmp26);
                            auto tmp28 = tmp22 * tmp27;
                            auto tmp30 = tmp28 * tmp29;
                            auto tmp32 = tmp30 + tmp31;
                            tmp19.store(out_ptr2 + static_cast<int64_t>(x1 + 64L*x0));
                            tmp32.store(out_ptr3 + static_cast<int64_t>(x1 + 64L*x0));
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


cpp_fused__to_copy__unsafe_view_add_clone_expand_gelu_index_mul_view_4 = async_compile.cpp_pybinding(['float*', 'const uint8_t*', 'const float*', 'const float*', 'const float*', 'float*'], r'''
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
            for(int64_t x0=static_cast<int64_t>(0L); x0<static_cast<int64_t>(16L); x0+=static_cast<int64_t>(1L))
            {
                for(int64_t x1=static_cast<int64_t>(0L); x1<static_cast<int64_t>(128L); x1+=static_cast<int64_t>(16L))
                {
                    {
                        if(C10_LIKELY(x1 >= static_cast<int64_t>(0) && x1 < static_cast<int64_t>(128L)))
                        {
                            auto tmp0 = at::vec::Vectorized<float>::loadu(in_out_ptr0 + static_cast<int64_t>(x1 + 128L*x0), static_cast<int64_t>(16));
                            auto tmp1 = at::vec::Vectorized<float>::loadu(in_ptr3 + static_cast<int64_t>(x1), static_cast<int64_t>(16));
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


cpp_fused__to_copy__unsafe_view_add_cat_mul_neg_slice_split_transpose_unsqueeze_view_5 = async_compile.cpp_pybinding(['const float*', 'const float*', 'const float*', 'const float*', 'const float*', 'float*', 'float*', 'float*', 'float*', 'float*', 'float*', 'float*', 'float*'], r'''
#include <torch/csrc/inductor/cpp_prefix.h>
extern "C"  void  kernel(const float* in_ptr0,
                       const float* in_ptr1,
                       const float* in_ptr2,
                       const float* in_ptr3,
                       const float* in_ptr4,
                       float* out_ptr0,
                       float* out_ptr1,
                       float* out_ptr2,
                       float* out_ptr3,
                       float* out_ptr4,
                       float* out_ptr5,
                       float* out_ptr6,
                       float* out_ptr7)
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
                            auto tmp0 = at::vec::Vectorized<float>::loadu(in_ptr0 + static_cast<int64_t>(4L + x2 + 48L*x0 + 192L*x1), static_cast<int64_t>(4L));
                            auto tmp1 = at::vec::Vectorized<float>::loadu(in_ptr1 + static_cast<int64_t>(4L + x2 + 48L*x0), static_cast<int64_t>(4L));
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
                            auto tmp0 = at::vec::Vectorized<float>::loadu(in_ptr0 + static_cast<int64_t>(x2 + 48L*x0 + 192L*x1), static_cast<int64_t>(4L));
                            auto tmp1 = at::vec::Vectorized<float>::loadu(in_ptr1 + static_cast<int64_t>(x2 + 48L*x0), static_cast<int64_t>(4L));
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
                for(int64_t x2=static_cast<int64_t>(0L); x2<static_cast<int64_t>(4L); x2+=static_cast<int64_t>(16L))
                {
                    {
                        if(C10_LIKELY(x2 >= static_cast<int64_t>(0L) && x2 < static_cast<int64_t>(4L)))
                        {
                            auto tmp0 = at::vec::Vectorized<float>::loadu(in_ptr0 + static_cast<int64_t>(20L + x2 + 48L*x0 + 192L*x1), static_cast<int64_t>(4L));
                            auto tmp1 = at::vec::Vectorized<float>::loadu(in_ptr1 + static_cast<int64_t>(20L + x2 + 48L*x0), static_cast<int64_t>(4L));
                            auto tmp2 = tmp0 + tmp1;
                            auto tmp3 = tmp2.neg();
                            tmp3.store(out_ptr2 + static_cast<int64_t>(x2 + 8L*x1 + 128L*x0), static_cast<int64_t>(4L));
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
                            auto tmp0 = at::vec::Vectorized<float>::loadu(in_ptr0 + static_cast<int64_t>(16L + x2 + 48L*x0 + 192L*x1), static_cast<int64_t>(4L));
                            auto tmp1 = at::vec::Vectorized<float>::loadu(in_ptr1 + static_cast<int64_t>(16L + x2 + 48L*x0), static_cast<int64_t>(4L));
                            auto tmp2 = tmp0 + tmp1;
                            tmp2.store(out_ptr3 + static_cast<int64_t>(x2 + 8L*x1 + 128L*x0), static_cast<int64_t>(4L));
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
                            auto tmp0 = in_ptr0[static_cast<int64_t>(x2 + 48L*x0 + 192L*x1)];
                            auto tmp1 = in_ptr1[static_cast<int64_t>(x2 + 48L*x0)];
                            auto tmp3 = in_ptr2[static_cast<int64_t>((static_cast<int64_t>(x2) % static_cast<int64_t>(4L)))];
                            auto tmp9 = in_ptr3[static_cast<int64_t>(x2 + 8L*x1 + 128L*x0)];
                            auto tmp13 = in_ptr0[static_cast<int64_t>(16L + x2 + 48L*x0 + 192L*x1)];
                            auto tmp14 = in_ptr1[static_cast<int64_t>(16L + x2 + 48L*x0)];
                            auto tmp17 = in_ptr4[static_cast<int64_t>(x2 + 8L*x1 + 128L*x0)];
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
                            out_ptr4[static_cast<int64_t>(x2 + 16L*x1 + 256L*x0)] = tmp12;
                            out_ptr5[static_cast<int64_t>(x2 + 16L*x1 + 256L*x0)] = tmp19;
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
                            auto tmp0 = at::vec::Vectorized<float>::loadu(in_ptr0 + static_cast<int64_t>(8L + x2 + 48L*x0 + 192L*x1), static_cast<int64_t>(8L));
                            auto tmp1 = at::vec::Vectorized<float>::loadu(in_ptr1 + static_cast<int64_t>(8L + x2 + 48L*x0), static_cast<int64_t>(8L));
                            auto tmp2 = tmp0 + tmp1;
                            tmp2.store(out_ptr6 + static_cast<int64_t>(x2 + 16L*x1 + 256L*x0), static_cast<int64_t>(8L));
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
                            auto tmp0 = at::vec::Vectorized<float>::loadu(in_ptr0 + static_cast<int64_t>(24L + x2 + 48L*x0 + 192L*x1), static_cast<int64_t>(8L));
                            auto tmp1 = at::vec::Vectorized<float>::loadu(in_ptr1 + static_cast<int64_t>(24L + x2 + 48L*x0), static_cast<int64_t>(8L));
                            auto tmp2 = tmp0 + tmp1;
                            tmp2.store(out_ptr7 + static_cast<int64_t>(x2 + 16L*x1 + 256L*x0), static_cast<int64_t>(8L));
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


cpp_fused_add_cat_cumsum_ne_slice_sub_unsqueeze_6 = async_compile.cpp_pybinding(['const int64_t*', 'int64_t*', 'int64_t*', 'int64_t*'], r'''
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


cpp_fused__softmax__unsafe_view_add_arange_bitwise_and_eq_expand_index_le_mul_new_ones_scalar_tensor_unsqueeze_view_where_zeros_7 = async_compile.cpp_pybinding(['float*', 'float*', 'const int64_t*', 'const float*', 'float*', 'float*'], r'''
#include <torch/csrc/inductor/cpp_prefix.h>
extern "C"  void  kernel(float* in_out_ptr0,
                       float* in_out_ptr1,
                       const int64_t* in_ptr1,
                       const float* in_ptr2,
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
                                    auto tmp16 = in_ptr1[static_cast<int64_t>(x1)];
                                    auto tmp17 = at::vec::VectorizedN<int64_t,2>::loadu(in_ptr1 + static_cast<int64_t>(x2), static_cast<int64_t>(16));
                                    auto tmp1 = static_cast<float>(0.25);
                                    auto tmp2 = at::vec::Vectorized<float>(tmp1);
                                    auto tmp3 = tmp0 * tmp2;
                                    auto tmp4 = x2;
                                    auto tmp5 = c10::convert<int64_t>(tmp4);
                                    auto tmp6 = at::vec::VectorizedN<int64_t,2>::arange(tmp5, 1);
                                    auto tmp7 = x1;
                                    auto tmp8 = c10::convert<int64_t>(tmp7);
                                    auto tmp9 = at::vec::VectorizedN<int64_t,2>(tmp8);
                                    auto tmp10 = at::vec::VecMask<int64_t,2>(tmp6 <= tmp9);
                                    auto tmp11 = static_cast<bool>(true);
                                    auto tmp12 = at::vec::VecMask<float,1>::from(tmp11);
                                    auto tmp13 = inductor_vec_mask_cast<int32_t,1>(tmp12);
                                    auto tmp14 = inductor_vec_mask_cast<int32_t,1>(tmp10);
                                    auto tmp15 = tmp13 & tmp14;
                                    auto tmp18 = at::vec::VectorizedN<int64_t,2>(tmp16);
                                    auto tmp19 = at::vec::VecMask<int64_t,2>(tmp18 == tmp17);
                                    auto tmp20 = inductor_vec_mask_cast<int32_t,1>(tmp15);
                                    auto tmp21 = inductor_vec_mask_cast<int32_t,1>(tmp19);
                                    auto tmp22 = tmp20 & tmp21;
                                    auto tmp23 = static_cast<float>(0.0);
                                    auto tmp24 = static_cast<float>(-3.4028234663852886e+38);
                                    auto tmp25 = at::vec::Vectorized<float>(tmp23);
                                    auto tmp26 = at::vec::Vectorized<float>(tmp24);
                                    auto tmp27 = decltype(tmp25)::blendv(tmp26, tmp25, inductor_vec_mask_cast<float,1>(tmp22));
                                    auto tmp28 = tmp3 + tmp27;
                                    tmp_acc0_vec = at::vec::maximum(tmp_acc0_vec, tmp28);
                                }
                            }
                        }
                        tmp_acc0 = max_propagate_nan(tmp_acc0, at::vec::vec_reduce_all<float, 1>([](at::vec::Vectorized<float>& x, at::vec::Vectorized<float>& y) { return at::vec::maximum(x, y); }, tmp_acc0_vec));
                        out_ptr0[static_cast<int64_t>(x1 + 16L*x0)] = static_cast<float>(tmp_acc0);
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
                                auto tmp0 = at::vec::Vectorized<float>::loadu(in_out_ptr0 + static_cast<int64_t>(x2 + 16L*x1 + 256L*x0), static_cast<int64_t>(16));
                                auto tmp16 = in_ptr1[static_cast<int64_t>(x1)];
                                auto tmp17 = at::vec::VectorizedN<int64_t,2>::loadu(in_ptr1 + static_cast<int64_t>(x2), static_cast<int64_t>(16));
                                auto tmp29 = out_ptr0[static_cast<int64_t>(x1 + 16L*x0)];
                                auto tmp1 = static_cast<float>(0.25);
                                auto tmp2 = at::vec::Vectorized<float>(tmp1);
                                auto tmp3 = tmp0 * tmp2;
                                auto tmp4 = x2;
                                auto tmp5 = c10::convert<int64_t>(tmp4);
                                auto tmp6 = at::vec::VectorizedN<int64_t,2>::arange(tmp5, 1);
                                auto tmp7 = x1;
                                auto tmp8 = c10::convert<int64_t>(tmp7);
                                auto tmp9 = at::vec::VectorizedN<int64_t,2>(tmp8);
                                auto tmp10 = at::vec::VecMask<int64_t,2>(tmp6 <= tmp9);
                                auto tmp11 = static_cast<bool>(true);
                                auto tmp12 = at::vec::VecMask<float,1>::from(tmp11);
                                auto tmp13 = inductor_vec_mask_cast<int32_t,1>(tmp12);
                                auto tmp14 = inductor_vec_mask_cast<int32_t,1>(tmp10);
                                auto tmp15 = tmp13 & tmp14;
                                auto tmp18 = at::vec::VectorizedN<int64_t,2>(tmp16);
                                auto tmp19 = at::vec::VecMask<int64_t,2>(tmp18 == tmp17);
                                auto tmp20 = inductor_vec_mask_cast<int32_t,1>(tmp15);
                                auto tmp21 = inductor_vec_mask_cast<int32_t,1>(tmp19);
                                auto tmp22 = tmp20 & tmp21;
                                auto tmp23 = static_cast<float>(0.0);
                                auto tmp24 = static_cast<float>(-3.4028234663852886e+38);
                                auto tmp25 = at::vec::Vectorized<float>(tmp23);
                                auto tmp26 = at::vec::Vectorized<float>(tmp24);
                                auto tmp27 = decltype(tmp25)::blendv(tmp26, tmp25, inductor_vec_mask_cast<float,1>(tmp22));
                                auto tmp28 = tmp3 + tmp27;
                                auto tmp30 = at::vec::Vectorized<float>(tmp29);
                                auto tmp31 = tmp28 - tmp30;
                                auto tmp32 = tmp31.exp();
                                tmp32.store(in_out_ptr0 + static_cast<int64_t>(x2 + 16L*x1 + 256L*x0));
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
            }
        }
        {
            #pragma omp for
            for(int64_t x0=static_cast<int64_t>(0L); x0<static_cast<int64_t>(64L); x0+=static_cast<int64_t>(1L))
            {
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
        {
            #pragma omp for
            for(int64_t x0=static_cast<int64_t>(0L); x0<static_cast<int64_t>(16L); x0+=static_cast<int64_t>(1L))
            {
                for(int64_t x1=static_cast<int64_t>(0L); x1<static_cast<int64_t>(192L); x1+=static_cast<int64_t>(16L))
                {
                    {
                        if(C10_LIKELY(x1 >= static_cast<int64_t>(0) && x1 < static_cast<int64_t>(192L)))
                        {
                            auto tmp0 = at::vec::Vectorized<float>::loadu(in_out_ptr1 + static_cast<int64_t>(x1 + 192L*x0), static_cast<int64_t>(16));
                            auto tmp1 = at::vec::Vectorized<float>::loadu(in_ptr2 + static_cast<int64_t>(x1), static_cast<int64_t>(16));
                            auto tmp2 = tmp0 + tmp1;
                            tmp2.store(in_out_ptr1 + static_cast<int64_t>(x1 + 192L*x0));
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


cpp_fused__to_copy_clone_expand_index_mul_transpose_view_9 = async_compile.cpp_pybinding(['const uint8_t*', 'const float*', 'const float*', 'const float*', 'float*', 'float*'], r'''
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


cpp_fused___rshift____unsafe_view_add_bitwise_and_embedding_native_layer_norm_10 = async_compile.cpp_pybinding(['float*', 'float*', 'const float*', 'const float*', 'const float*', 'const int64_t*', 'const float*', 'const uint8_t*', 'float*', 'float*', 'uint8_t*', 'uint8_t*'], r'''
#include <torch/csrc/inductor/cpp_prefix.h>
extern "C"  void  kernel(float* in_out_ptr0,
                       float* in_out_ptr1,
                       const float* in_ptr0,
                       const float* in_ptr1,
                       const float* in_ptr2,
                       const int64_t* in_ptr3,
                       const float* in_ptr4,
                       const uint8_t* in_ptr5,
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
                    out_ptr0[static_cast<int64_t>(x0)] = static_cast<float>(tmp_acc0);
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
                    float tmp_acc1 = 0;
                    at::vec::Vectorized<float> tmp_acc1_vec = at::vec::Vectorized<float>(0);
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
                                tmp_acc1_vec = tmp_acc1_vec + tmp0;
                            }
                        }
                    }
                    tmp_acc0 = tmp_acc0 + at::vec::vec_reduce_all<float, 1>([](at::vec::Vectorized<float>& x, at::vec::Vectorized<float>& y) { return x + y; }, tmp_acc0_vec);
                    out_ptr1[static_cast<int64_t>(x0)] = static_cast<float>(tmp_acc0);
                    tmp_acc1 = tmp_acc1 + at::vec::vec_reduce_all<float, 1>([](at::vec::Vectorized<float>& x, at::vec::Vectorized<float>& y) { return x + y; }, tmp_acc1_vec);
                    out_ptr2[static_cast<int64_t>(x0)] = static_cast<float>(tmp_acc1);
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


cpp_fused__to_copy_expand_index_mul_native_layer_norm_view_11 = async_compile.cpp_pybinding(['float*', 'const uint8_t*', 'const float*', 'const float*', 'const float*', 'const float*', 'const float*', 'const float*', 'const float*', 'const float*', 'const float*', 'float*', 'float*', 'float*', 'float*'], r'''
#include <torch/csrc/inductor/cpp_prefix.h>
extern "C"  void  kernel(float* in_out_ptr0,
                       const uint8_t* in_ptr0,
                       const float* in_ptr1,
                       const float* in_ptr2,
                       const float* in_ptr3,
                       const float* in_ptr4,
                       const float* in_ptr5,
                       const float* in_ptr6,
                       const float* in_ptr7,
                       const float* in_ptr8,
                       const float* in_ptr9,
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
        #pragma omp single
        {
            {
                for(int64_t x0=static_cast<int64_t>(0L); x0<static_cast<int64_t>(16L); x0+=static_cast<int64_t>(16L))
                {
                    {
                        if(C10_LIKELY(x0 >= static_cast<int64_t>(0) && x0 < static_cast<int64_t>(16L)))
                        {
                            auto tmp0 = at::vec::Vectorized<float>::loadu(in_out_ptr0 + static_cast<int64_t>(x0), static_cast<int64_t>(16));
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
                                auto tmp0 = at::vec::Vectorized<float>::loadu(in_ptr3 + static_cast<int64_t>(x1 + 64L*x0), static_cast<int64_t>(16));
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
            for(int64_t x0=static_cast<int64_t>(0L); x0<static_cast<int64_t>(16L); x0+=static_cast<int64_t>(1L))
            {
                for(int64_t x1=static_cast<int64_t>(0L); x1<static_cast<int64_t>(64L); x1+=static_cast<int64_t>(16L))
                {
                    {
                        if(C10_LIKELY(x1 >= static_cast<int64_t>(0) && x1 < static_cast<int64_t>(64L)))
                        {
                            auto tmp0 = at::vec::Vectorized<float>::loadu(in_ptr3 + static_cast<int64_t>(x1 + 64L*x0), static_cast<int64_t>(16));
                            auto tmp1 = in_ptr4[static_cast<int64_t>(x0)];
                            auto tmp4 = in_ptr5[static_cast<int64_t>(x0)];
                            auto tmp12 = at::vec::Vectorized<float>::loadu(in_ptr6 + static_cast<int64_t>(x1), static_cast<int64_t>(16));
                            auto tmp14 = at::vec::Vectorized<float>::loadu(in_ptr7 + static_cast<int64_t>(x1), static_cast<int64_t>(16));
                            auto tmp16 = in_out_ptr0[static_cast<int64_t>(x0)];
                            auto tmp19 = out_ptr1[static_cast<int64_t>(x0)];
                            auto tmp25 = at::vec::Vectorized<float>::loadu(in_ptr8 + static_cast<int64_t>(x1), static_cast<int64_t>(16));
                            auto tmp27 = at::vec::Vectorized<float>::loadu(in_ptr9 + static_cast<int64_t>(x1), static_cast<int64_t>(16));
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
                            auto tmp17 = at::vec::Vectorized<float>(tmp16);
                            auto tmp18 = tmp0 - tmp17;
                            auto tmp20 = tmp19 / tmp5;
                            auto tmp21 = float(tmp20 + tmp7);
                            auto tmp22 = 1 / std::sqrt(tmp21);
                            auto tmp23 = at::vec::Vectorized<float>(tmp22);
                            auto tmp24 = tmp18 * tmp23;
                            auto tmp26 = tmp24 * tmp25;
                            auto tmp28 = tmp26 + tmp27;
                            tmp15.store(out_ptr2 + static_cast<int64_t>(x1 + 64L*x0));
                            tmp28.store(out_ptr3 + static_cast<int64_t>(x1 + 64L*x0));
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
                    out_ptr0[static_cast<int64_t>(x0)] = static_cast<float>(tmp_acc0);
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
        assert_size_stride_grouped((arg0_1, arg1_1), ((1, 16), (128, 64)), ((16, 1), (64, 1)), 'input')
        buf0 = empty_strided_cpu((1, 16, 1), (16, 1, 16), torch.float32)
        buf1 = buf0; del buf0  # reuse
        buf2 = empty_strided_cpu((1, 16, 1), (16, 1, 16), torch.float32)
        buf9 = empty_strided_cpu((1, 16, 1), (16, 1, 16), torch.float32)
        assert_size_stride(arg5_1, (192, 32), (32, 1), 'input')
        buf3 = empty_strided_cpu((192, 32), (32, 1), torch.uint8)
        buf4 = empty_strided_cpu((192, 32), (32, 1), torch.uint8)
        # [Provenance debug handles] cpp_fused___rshift___bitwise_and_embedding_native_layer_norm_0:1
        cpp_fused___rshift___bitwise_and_embedding_native_layer_norm_0(buf1, arg0_1, arg1_1, arg5_1, buf2, buf9, buf3, buf4)
        del arg5_1
        # Unsorted Source Nodes: [invoke_quant_packed], Original ATen: [aten.stack, aten.__rshift__, aten.bitwise_and]
        # [Provenance debug handles] torch.ops.aten.cat.default:2
        buf5 = torch.ops.aten.cat.default([reinterpret_tensor(buf3, (192, 32, 1), (32, 1, 0), 0), reinterpret_tensor(buf4, (192, 32, 1), (32, 1, 0), 0)], -1)
        assert_tensor_metadata(buf5, (192, 32, 2), (64, 2, 1), torch.uint8, 'torch.ops.aten.cat.default')
        assert_alignment(buf5, 16, 'torch.ops.aten.cat.default')
        del buf3
        del buf4
        assert_size_stride_grouped((arg7_1, arg6_1), ((16, ), (192, )), ((1, ), (1, )), 'input')
        buf6 = empty_strided_cpu((192, 64), (64, 1), torch.float32)
        buf10 = buf9; del buf9  # reuse
        buf11 = empty_strided_cpu((1, 16, 1), (16, 1, 16), torch.float32)
        assert_size_stride_grouped((arg3_1, arg4_1, arg13_1, arg14_1), ((64, ), (64, ), (64, ), (64, )), ((1, ), (1, ), (1, ), (1, )), 'input')
        buf7 = empty_strided_cpu((1, 16, 64), (1024, 64, 1), torch.float32)
        buf16 = empty_strided_cpu((1, 16, 64), (1024, 64, 1), torch.float32)
        # [Provenance debug handles] cpp_fused__to_copy_embedding_expand_index_mul_native_layer_norm_view_1:3
        cpp_fused__to_copy_embedding_expand_index_mul_native_layer_norm_view_1(buf10, buf5, arg7_1, arg6_1, arg0_1, arg1_1, buf1, buf2, arg3_1, arg4_1, arg13_1, arg14_1, buf6, buf11, buf7, buf16)
        del arg13_1
        del arg14_1
        del arg3_1
        del arg4_1
        del arg6_1
        del arg7_1
        del buf1
        del buf10
        del buf5
        buf8 = empty_strided_cpu((16, 192), (192, 1), torch.float32)
        # Topologically Sorted Source Nodes: [inputs_embeds, layer_norm, y, t], Original ATen: [aten.embedding, aten.native_layer_norm, aten.view, aten.t, aten.mm]
        # [Provenance debug handles] extern_kernels.mm:4
        extern_kernels.mm(reinterpret_tensor(buf7, (16, 64), (64, 1), 0), reinterpret_tensor(buf6, (64, 192), (1, 64), 0), out=buf8)
        del buf6
        del buf7
        assert_size_stride(arg15_1, (128, 32), (32, 1), 'input')
        buf12 = empty_strided_cpu((128, 32), (32, 1), torch.uint8)
        buf13 = empty_strided_cpu((128, 32), (32, 1), torch.uint8)
        # [Provenance debug handles] cpp_fused___rshift___bitwise_and_2:5
        cpp_fused___rshift___bitwise_and_2(arg15_1, buf12, buf13)
        del arg15_1
        # Unsorted Source Nodes: [invoke_quant_packed_2], Original ATen: [aten.stack, aten.__rshift__, aten.bitwise_and]
        # [Provenance debug handles] torch.ops.aten.cat.default:6
        buf14 = torch.ops.aten.cat.default([reinterpret_tensor(buf12, (128, 32, 1), (32, 1, 0), 0), reinterpret_tensor(buf13, (128, 32, 1), (32, 1, 0), 0)], -1)
        assert_tensor_metadata(buf14, (128, 32, 2), (64, 2, 1), torch.uint8, 'torch.ops.aten.cat.default')
        assert_alignment(buf14, 16, 'torch.ops.aten.cat.default')
        assert_size_stride_grouped((arg17_1, arg16_1), ((16, ), (128, )), ((1, ), (1, )), 'input')
        buf15 = empty_strided_cpu((128, 64), (64, 1), torch.float32)
        # [Provenance debug handles] cpp_fused__to_copy_expand_index_mul_view_3:7
        cpp_fused__to_copy_expand_index_mul_view_3(buf14, arg17_1, arg16_1, buf15)
        del arg16_1
        del arg17_1
        del buf14
        buf17 = empty_strided_cpu((16, 128), (128, 1), torch.float32)
        # Topologically Sorted Source Nodes: [inputs_embeds, layer_norm_1, y_2, t_2], Original ATen: [aten.embedding, aten.native_layer_norm, aten.view, aten.t, aten.mm]
        # [Provenance debug handles] extern_kernels.mm:8
        extern_kernels.mm(reinterpret_tensor(buf16, (16, 64), (64, 1), 0), reinterpret_tensor(buf15, (64, 128), (1, 64), 0), out=buf17)
        assert_size_stride(arg19_1, (64, 64), (64, 1), 'input')
        buf18 = reinterpret_tensor(buf13, (64, 64), (64, 1), 0); del buf13  # reuse
        buf19 = reinterpret_tensor(buf12, (64, 64), (64, 1), 0); del buf12  # reuse
        # [Provenance debug handles] cpp_fused___rshift___bitwise_and_2:9
        cpp_fused___rshift___bitwise_and_2(arg19_1, buf18, buf19)
        del arg19_1
        # Unsorted Source Nodes: [invoke_quant_packed_3], Original ATen: [aten.stack, aten.__rshift__, aten.bitwise_and]
        # [Provenance debug handles] torch.ops.aten.cat.default:10
        buf20 = torch.ops.aten.cat.default([reinterpret_tensor(buf18, (64, 64, 1), (64, 1, 0), 0), reinterpret_tensor(buf19, (64, 64, 1), (64, 1, 0), 0)], -1)
        assert_tensor_metadata(buf20, (64, 64, 2), (128, 2, 1), torch.uint8, 'torch.ops.aten.cat.default')
        assert_alignment(buf20, 16, 'torch.ops.aten.cat.default')
        del buf18
        del buf19
        assert_size_stride_grouped((arg21_1, arg20_1), ((16, ), (128, )), ((1, ), (1, )), 'input')
        buf21 = reinterpret_tensor(buf15, (64, 128), (128, 1), 0); del buf15  # reuse
        assert_size_stride(arg18_1, (128, ), (1, ), 'input')
        buf22 = reinterpret_tensor(buf17, (1, 16, 128), (2048, 128, 1), 0); del buf17  # reuse
        # [Provenance debug handles] cpp_fused__to_copy__unsafe_view_add_clone_expand_gelu_index_mul_view_4:11
        cpp_fused__to_copy__unsafe_view_add_clone_expand_gelu_index_mul_view_4(buf22, buf20, arg21_1, arg20_1, arg18_1, buf21)
        del arg18_1
        del arg20_1
        del arg21_1
        del buf20
        buf23 = reinterpret_tensor(buf16, (16, 64), (64, 1), 0); del buf16  # reuse
        # Topologically Sorted Source Nodes: [y_2, hidden_states_1, hidden_states_2, y_3, t_3], Original ATen: [aten._unsafe_view, aten.add, aten.gelu, aten.view, aten.t, aten.mm]
        # [Provenance debug handles] extern_kernels.mm:12
        extern_kernels.mm(reinterpret_tensor(buf22, (16, 128), (128, 1), 0), reinterpret_tensor(buf21, (128, 64), (1, 128), 0), out=buf23)
        del buf21
        del buf22
        assert_size_stride(arg8_1, (192, ), (1, ), 'input')
        buf26 = empty_strided_cpu((1, 4, 16, 8), (512, 128, 8, 1), torch.float32)
        buf24 = reinterpret_tensor(buf26, (1, 4, 16, 4), (512, 128, 8, 1), 0)  # alias
        buf25 = reinterpret_tensor(buf26, (1, 4, 16, 4), (512, 128, 8, 1), 4)  # alias
        buf32 = empty_strided_cpu((1, 4, 16, 8), (512, 128, 8, 1), torch.float32)
        buf30 = reinterpret_tensor(buf32, (1, 4, 16, 4), (512, 128, 8, 1), 0)  # alias
        buf31 = reinterpret_tensor(buf32, (1, 4, 16, 4), (512, 128, 8, 1), 4)  # alias
        assert_size_stride(arg2_1, (4, ), (1, ), 'input')
        buf29 = empty_strided_cpu((1, 4, 16, 16), (1024, 256, 16, 1), torch.float32)
        buf27 = reinterpret_tensor(buf29, (1, 4, 16, 8), (1024, 256, 16, 1), 0)  # alias
        buf35 = empty_strided_cpu((1, 4, 16, 16), (1024, 256, 16, 1), torch.float32)
        buf33 = reinterpret_tensor(buf35, (1, 4, 16, 8), (1024, 256, 16, 1), 0)  # alias
        buf28 = reinterpret_tensor(buf29, (1, 4, 16, 8), (1024, 256, 16, 1), 8)  # alias
        buf34 = reinterpret_tensor(buf35, (1, 4, 16, 8), (1024, 256, 16, 1), 8)  # alias
        # [Provenance debug handles] cpp_fused__to_copy__unsafe_view_add_cat_mul_neg_slice_split_transpose_unsqueeze_view_5:13
        cpp_fused__to_copy__unsafe_view_add_cat_mul_neg_slice_split_transpose_unsqueeze_view_5(buf8, arg8_1, arg2_1, buf26, buf32, buf24, buf25, buf30, buf31, buf27, buf33, buf28, buf34)
        del buf24
        del buf25
        del buf26
        del buf27
        del buf28
        del buf30
        del buf31
        del buf32
        del buf33
        del buf34
        buf36 = empty_strided_cpu((4, 16, 16), (256, 16, 1), torch.float32)
        # Topologically Sorted Source Nodes: [matmul_1, transpose_1], Original ATen: [aten.view, aten.transpose, aten.bmm]
        # [Provenance debug handles] extern_kernels.bmm:14
        extern_kernels.bmm(reinterpret_tensor(buf29, (4, 16, 16), (256, 16, 1), 0), reinterpret_tensor(buf35, (4, 16, 16), (256, 1, 16), 0), out=buf36)
        del buf29
        buf39 = empty_strided_cpu((1, 17), (17, 1), torch.int64)
        buf37 = reinterpret_tensor(buf39, (1, 1), (17, 1), 0)  # alias
        buf38 = reinterpret_tensor(buf39, (1, 16), (17, 1), 1)  # alias
        buf40 = empty_strided_cpu((1, 16), (16, 1), torch.int64)
        # [Provenance debug handles] cpp_fused_add_cat_cumsum_ne_slice_sub_unsqueeze_6:15
        cpp_fused_add_cat_cumsum_ne_slice_sub_unsqueeze_6(buf39, buf37, buf38, buf40)
        del buf37
        del buf38
        del buf39
        # Topologically Sorted Source Nodes: [position_diff, ne, packed_sequence_mask], Original ATen: [aten.slice, aten.sub, aten.ne, aten.cumsum]
        # [Provenance debug handles] torch.ops.aten.cumsum.default:16
        buf41 = torch.ops.aten.cumsum.default(buf40, dim=-1, dtype=torch.int64)
        assert_tensor_metadata(buf41, (1, 16), (16, 1), torch.int64, 'torch.ops.aten.cumsum.default')
        assert_alignment(buf41, 16, 'torch.ops.aten.cumsum.default')
        del buf40
        buf42 = empty_strided_cpu((1, 4, 16, 1), (64, 16, 1, 64), torch.float32)
        buf43 = reinterpret_tensor(buf36, (1, 4, 16, 16), (1024, 256, 16, 1), 0); del buf36  # reuse
        buf44 = empty_strided_cpu((1, 4, 16, 1), (64, 16, 1, 64), torch.float32)
        buf45 = buf43; del buf43  # reuse
        buf46 = reinterpret_tensor(buf8, (1, 16, 192), (3072, 192, 1), 0); del buf8  # reuse
        # [Provenance debug handles] cpp_fused__softmax__unsafe_view_add_arange_bitwise_and_eq_expand_index_le_mul_new_ones_scalar_tensor_unsqueeze_view_where_zeros_7:17
        cpp_fused__softmax__unsafe_view_add_arange_bitwise_and_eq_expand_index_le_mul_new_ones_scalar_tensor_unsqueeze_view_where_zeros_7(buf45, buf46, buf41, arg8_1, buf42, buf44)
        del arg8_1
        del buf42
        del buf44
        buf47 = reinterpret_tensor(buf35, (4, 16, 16), (256, 16, 1), 0); del buf35  # reuse
        # Topologically Sorted Source Nodes: [y, add_3, view, qkv, chunk, softmax, attn_output], Original ATen: [aten._unsafe_view, aten.add, aten.view, aten.transpose, aten.split, aten._softmax, aten.bmm]
        # [Provenance debug handles] extern_kernels.bmm:18
        extern_kernels.bmm(reinterpret_tensor(buf45, (4, 16, 16), (256, 16, 1), 0), reinterpret_tensor(buf46, (4, 16, 16), (48, 192, 1), 32), out=buf47)
        del buf46
        assert_size_stride(arg9_1, (64, 32), (32, 1), 'input')
        buf48 = empty_strided_cpu((64, 32), (32, 1), torch.uint8)
        buf49 = empty_strided_cpu((64, 32), (32, 1), torch.uint8)
        # [Provenance debug handles] cpp_fused___rshift___bitwise_and_8:19
        cpp_fused___rshift___bitwise_and_8(arg9_1, buf48, buf49)
        del arg9_1
        # Unsorted Source Nodes: [invoke_quant_packed_1], Original ATen: [aten.stack, aten.__rshift__, aten.bitwise_and]
        # [Provenance debug handles] torch.ops.aten.cat.default:20
        buf50 = torch.ops.aten.cat.default([reinterpret_tensor(buf48, (64, 32, 1), (32, 1, 0), 0), reinterpret_tensor(buf49, (64, 32, 1), (32, 1, 0), 0)], -1)
        assert_tensor_metadata(buf50, (64, 32, 2), (64, 2, 1), torch.uint8, 'torch.ops.aten.cat.default')
        assert_alignment(buf50, 16, 'torch.ops.aten.cat.default')
        del buf48
        del buf49
        assert_size_stride_grouped((arg11_1, arg10_1), ((16, ), (64, )), ((1, ), (1, )), 'input')
        buf51 = empty_strided_cpu((64, 64), (64, 1), torch.float32)
        buf52 = reinterpret_tensor(buf45, (1, 16, 4, 16), (1024, 64, 16, 1), 0); del buf45  # reuse
        # [Provenance debug handles] cpp_fused__to_copy_clone_expand_index_mul_transpose_view_9:21
        cpp_fused__to_copy_clone_expand_index_mul_transpose_view_9(buf50, arg11_1, arg10_1, buf47, buf51, buf52)
        del arg10_1
        del arg11_1
        del buf50
        buf53 = reinterpret_tensor(buf47, (16, 64), (64, 1), 0); del buf47  # reuse
        # Topologically Sorted Source Nodes: [attn_output, transpose_2, attn_output_1, reshape, y_1, t_1], Original ATen: [aten.view, aten.transpose, aten.clone, aten.t, aten.mm]
        # [Provenance debug handles] extern_kernels.mm:22
        extern_kernels.mm(reinterpret_tensor(buf52, (16, 64), (64, 1), 0), reinterpret_tensor(buf51, (64, 64), (1, 64), 0), out=buf53)
        del buf51
        del buf52
        assert_size_stride_grouped((arg22_1, arg12_1), ((64, ), (64, )), ((1, ), (1, )), 'input')
        buf54 = reinterpret_tensor(buf23, (1, 16, 64), (1024, 64, 1), 0); del buf23  # reuse
        buf55 = buf2; del buf2  # reuse
        buf56 = buf55; del buf55  # reuse
        buf57 = buf11; del buf11  # reuse
        buf64 = empty_strided_cpu((1, 16, 1), (16, 1, 16), torch.float32)
        assert_size_stride(arg25_1, (192, 32), (32, 1), 'input')
        buf58 = empty_strided_cpu((192, 32), (32, 1), torch.uint8)
        buf59 = empty_strided_cpu((192, 32), (32, 1), torch.uint8)
        # [Provenance debug handles] cpp_fused___rshift____unsafe_view_add_bitwise_and_embedding_native_layer_norm_10:23
        cpp_fused___rshift____unsafe_view_add_bitwise_and_embedding_native_layer_norm_10(buf54, buf56, arg22_1, buf53, arg12_1, arg0_1, arg1_1, arg25_1, buf57, buf64, buf58, buf59)
        del arg0_1
        del arg12_1
        del arg1_1
        del arg22_1
        del arg25_1
        # Unsorted Source Nodes: [invoke_quant_packed_4], Original ATen: [aten.stack, aten.__rshift__, aten.bitwise_and]
        # [Provenance debug handles] torch.ops.aten.cat.default:24
        buf60 = torch.ops.aten.cat.default([reinterpret_tensor(buf58, (192, 32, 1), (32, 1, 0), 0), reinterpret_tensor(buf59, (192, 32, 1), (32, 1, 0), 0)], -1)
        assert_tensor_metadata(buf60, (192, 32, 2), (64, 2, 1), torch.uint8, 'torch.ops.aten.cat.default')
        assert_alignment(buf60, 16, 'torch.ops.aten.cat.default')
        del buf58
        del buf59
        assert_size_stride_grouped((arg27_1, arg26_1), ((16, ), (192, )), ((1, ), (1, )), 'input')
        buf61 = empty_strided_cpu((192, 64), (64, 1), torch.float32)
        buf65 = buf64; del buf64  # reuse
        buf66 = empty_strided_cpu((1, 16, 1), (16, 1, 16), torch.float32)
        assert_size_stride_grouped((arg23_1, arg24_1, arg33_1, arg34_1), ((64, ), (64, ), (64, ), (64, )), ((1, ), (1, ), (1, ), (1, )), 'input')
        buf62 = reinterpret_tensor(buf53, (1, 16, 64), (1024, 64, 1), 0); del buf53  # reuse
        buf71 = empty_strided_cpu((1, 16, 64), (1024, 64, 1), torch.float32)
        # [Provenance debug handles] cpp_fused__to_copy_expand_index_mul_native_layer_norm_view_11:25
        cpp_fused__to_copy_expand_index_mul_native_layer_norm_view_11(buf65, buf60, arg27_1, arg26_1, buf54, buf56, buf57, arg23_1, arg24_1, arg33_1, arg34_1, buf61, buf66, buf62, buf71)
        del arg23_1
        del arg24_1
        del arg26_1
        del arg27_1
        del arg33_1
        del arg34_1
        del buf56
        del buf57
        del buf60
        del buf65
        del buf66
        buf63 = empty_strided_cpu((16, 192), (192, 1), torch.float32)
        # Topologically Sorted Source Nodes: [layer_norm_2, y_4, t_4], Original ATen: [aten.native_layer_norm, aten.view, aten.t, aten.mm]
        # [Provenance debug handles] extern_kernels.mm:26
        extern_kernels.mm(reinterpret_tensor(buf62, (16, 64), (64, 1), 0), reinterpret_tensor(buf61, (64, 192), (1, 64), 0), out=buf63)
        del buf61
        del buf62
        assert_size_stride(arg35_1, (128, 32), (32, 1), 'input')
        buf67 = empty_strided_cpu((128, 32), (32, 1), torch.uint8)
        buf68 = empty_strided_cpu((128, 32), (32, 1), torch.uint8)
        # [Provenance debug handles] cpp_fused___rshift___bitwise_and_2:27
        cpp_fused___rshift___bitwise_and_2(arg35_1, buf67, buf68)
        del arg35_1
        # Unsorted Source Nodes: [invoke_quant_packed_6], Original ATen: [aten.stack, aten.__rshift__, aten.bitwise_and]
        # [Provenance debug handles] torch.ops.aten.cat.default:28
        buf69 = torch.ops.aten.cat.default([reinterpret_tensor(buf67, (128, 32, 1), (32, 1, 0), 0), reinterpret_tensor(buf68, (128, 32, 1), (32, 1, 0), 0)], -1)
        assert_tensor_metadata(buf69, (128, 32, 2), (64, 2, 1), torch.uint8, 'torch.ops.aten.cat.default')
        assert_alignment(buf69, 16, 'torch.ops.aten.cat.default')
        assert_size_stride_grouped((arg37_1, arg36_1), ((16, ), (128, )), ((1, ), (1, )), 'input')
        buf70 = empty_strided_cpu((128, 64), (64, 1), torch.float32)
        # [Provenance debug handles] cpp_fused__to_copy_expand_index_mul_view_3:29
        cpp_fused__to_copy_expand_index_mul_view_3(buf69, arg37_1, arg36_1, buf70)
        del arg36_1
        del arg37_1
        del buf69
        buf72 = empty_strided_cpu((16, 128), (128, 1), torch.float32)
        # Topologically Sorted Source Nodes: [layer_norm_3, y_6, t_6], Original ATen: [aten.native_layer_norm, aten.view, aten.t, aten.mm]
        # [Provenance debug handles] extern_kernels.mm:30
        extern_kernels.mm(reinterpret_tensor(buf71, (16, 64), (64, 1), 0), reinterpret_tensor(buf70, (64, 128), (1, 64), 0), out=buf72)
        del buf71
        assert_size_stride(arg39_1, (64, 64), (64, 1), 'input')
        buf73 = reinterpret_tensor(buf68, (64, 64), (64, 1), 0); del buf68  # reuse
        buf74 = reinterpret_tensor(buf67, (64, 64), (64, 1), 0); del buf67  # reuse
        # [Provenance debug handles] cpp_fused___rshift___bitwise_and_2:31
        cpp_fused___rshift___bitwise_and_2(arg39_1, buf73, buf74)
        del arg39_1
        # Unsorted Source Nodes: [invoke_quant_packed_7], Original ATen: [aten.stack, aten.__rshift__, aten.bitwise_and]
        # [Provenance debug handles] torch.ops.aten.cat.default:32
        buf75 = torch.ops.aten.cat.default([reinterpret_tensor(buf73, (64, 64, 1), (64, 1, 0), 0), reinterpret_tensor(buf74, (64, 64, 1), (64, 1, 0), 0)], -1)
        assert_tensor_metadata(buf75, (64, 64, 2), (128, 2, 1), torch.uint8, 'torch.ops.aten.cat.default')
        assert_alignment(buf75, 16, 'torch.ops.aten.cat.default')
        del buf73
        del buf74
        assert_size_stride_grouped((arg41_1, arg40_1), ((16, ), (128, )), ((1, ), (1, )), 'input')
        buf76 = reinterpret_tensor(buf70, (64, 128), (128, 1), 0); del buf70  # reuse
        assert_size_stride(arg38_1, (128, ), (1, ), 'input')
        buf77 = reinterpret_tensor(buf72, (1, 16, 128), (2048, 128, 1), 0); del buf72  # reuse
        # [Provenance debug handles] cpp_fused__to_copy__unsafe_view_add_clone_expand_gelu_index_mul_view_4:33
        cpp_fused__to_copy__unsafe_view_add_clone_expand_gelu_index_mul_view_4(buf77, buf75, arg41_1, arg40_1, arg38_1, buf76)
        del arg38_1
        del arg40_1
        del arg41_1
        del buf75
        buf78 = empty_strided_cpu((16, 64), (64, 1), torch.float32)
        # Topologically Sorted Source Nodes: [y_6, hidden_states_5, hidden_states_6, y_7, t_7], Original ATen: [aten._unsafe_view, aten.add, aten.gelu, aten.view, aten.t, aten.mm]
        # [Provenance debug handles] extern_kernels.mm:34
        extern_kernels.mm(reinterpret_tensor(buf77, (16, 128), (128, 1), 0), reinterpret_tensor(buf76, (128, 64), (1, 128), 0), out=buf78)
        del buf76
        assert_size_stride(arg28_1, (192, ), (1, ), 'input')
        buf81 = empty_strided_cpu((1, 4, 16, 8), (512, 128, 8, 1), torch.float32)
        buf79 = reinterpret_tensor(buf81, (1, 4, 16, 4), (512, 128, 8, 1), 0)  # alias
        buf80 = reinterpret_tensor(buf81, (1, 4, 16, 4), (512, 128, 8, 1), 4)  # alias
        buf87 = empty_strided_cpu((1, 4, 16, 8), (512, 128, 8, 1), torch.float32)
        buf85 = reinterpret_tensor(buf87, (1, 4, 16, 4), (512, 128, 8, 1), 0)  # alias
        buf86 = reinterpret_tensor(buf87, (1, 4, 16, 4), (512, 128, 8, 1), 4)  # alias
        buf84 = empty_strided_cpu((1, 4, 16, 16), (1024, 256, 16, 1), torch.float32)
        buf82 = reinterpret_tensor(buf84, (1, 4, 16, 8), (1024, 256, 16, 1), 0)  # alias
        buf90 = empty_strided_cpu((1, 4, 16, 16), (1024, 256, 16, 1), torch.float32)
        buf88 = reinterpret_tensor(buf90, (1, 4, 16, 8), (1024, 256, 16, 1), 0)  # alias
        buf83 = reinterpret_tensor(buf84, (1, 4, 16, 8), (1024, 256, 16, 1), 8)  # alias
        buf89 = reinterpret_tensor(buf90, (1, 4, 16, 8), (1024, 256, 16, 1), 8)  # alias
        # [Provenance debug handles] cpp_fused__to_copy__unsafe_view_add_cat_mul_neg_slice_split_transpose_unsqueeze_view_5:35
        cpp_fused__to_copy__unsafe_view_add_cat_mul_neg_slice_split_transpose_unsqueeze_view_5(buf63, arg28_1, arg2_1, buf81, buf87, buf79, buf80, buf85, buf86, buf82, buf88, buf83, buf89)
        del arg2_1
        del buf79
        del buf80
        del buf81
        del buf82
        del buf83
        del buf85
        del buf86
        del buf87
        del buf88
        del buf89
        buf91 = empty_strided_cpu((4, 16, 16), (256, 16, 1), torch.float32)
        # Topologically Sorted Source Nodes: [matmul_7, transpose_4], Original ATen: [aten.view, aten.transpose, aten.bmm]
        # [Provenance debug handles] extern_kernels.bmm:36
        extern_kernels.bmm(reinterpret_tensor(buf84, (4, 16, 16), (256, 16, 1), 0), reinterpret_tensor(buf90, (4, 16, 16), (256, 1, 16), 0), out=buf91)
        del buf84
        buf92 = empty_strided_cpu((1, 4, 16, 1), (64, 16, 1, 64), torch.float32)
        buf93 = reinterpret_tensor(buf91, (1, 4, 16, 16), (1024, 256, 16, 1), 0); del buf91  # reuse
        buf94 = empty_strided_cpu((1, 4, 16, 1), (64, 16, 1, 64), torch.float32)
        buf95 = buf93; del buf93  # reuse
        buf96 = reinterpret_tensor(buf63, (1, 16, 192), (3072, 192, 1), 0); del buf63  # reuse
        # [Provenance debug handles] cpp_fused__softmax__unsafe_view_add_arange_bitwise_and_eq_expand_index_le_mul_new_ones_scalar_tensor_unsqueeze_view_where_zeros_7:37
        cpp_fused__softmax__unsafe_view_add_arange_bitwise_and_eq_expand_index_le_mul_new_ones_scalar_tensor_unsqueeze_view_where_zeros_7(buf95, buf96, buf41, arg28_1, buf92, buf94)
        del arg28_1
        del buf41
        del buf92
        del buf94
        buf97 = reinterpret_tensor(buf90, (4, 16, 16), (256, 16, 1), 0); del buf90  # reuse
        # Topologically Sorted Source Nodes: [y_4, add_12, view_1, qkv_1, chunk_1, softmax_1, attn_output_5], Original ATen: [aten._unsafe_view, aten.add, aten.view, aten.transpose, aten.split, aten._softmax, aten.bmm]
        # [Provenance debug handles] extern_kernels.bmm:38
        extern_kernels.bmm(reinterpret_tensor(buf95, (4, 16, 16), (256, 16, 1), 0), reinterpret_tensor(buf96, (4, 16, 16), (48, 192, 1), 32), out=buf97)
        del buf96
        assert_size_stride(arg29_1, (64, 32), (32, 1), 'input')
        buf98 = empty_strided_cpu((64, 32), (32, 1), torch.uint8)
        buf99 = empty_strided_cpu((64, 32), (32, 1), torch.uint8)
        # [Provenance debug handles] cpp_fused___rshift___bitwise_and_8:39
        cpp_fused___rshift___bitwise_and_8(arg29_1, buf98, buf99)
        del arg29_1
        # Unsorted Source Nodes: [invoke_quant_packed_5], Original ATen: [aten.stack, aten.__rshift__, aten.bitwise_and]
        # [Provenance debug handles] torch.ops.aten.cat.default:40
        buf100 = torch.ops.aten.cat.default([reinterpret_tensor(buf98, (64, 32, 1), (32, 1, 0), 0), reinterpret_tensor(buf99, (64, 32, 1), (32, 1, 0), 0)], -1)
        assert_tensor_metadata(buf100, (64, 32, 2), (64, 2, 1), torch.uint8, 'torch.ops.aten.cat.default')
        assert_alignment(buf100, 16, 'torch.ops.aten.cat.default')
        del buf98
        del buf99
        assert_size_stride_grouped((arg31_1, arg30_1), ((16, ), (64, )), ((1, ), (1, )), 'input')
        buf101 = empty_strided_cpu((64, 64), (64, 1), torch.float32)
        buf102 = reinterpret_tensor(buf95, (1, 16, 4, 16), (1024, 64, 16, 1), 0); del buf95  # reuse
        # [Provenance debug handles] cpp_fused__to_copy_clone_expand_index_mul_transpose_view_9:41
        cpp_fused__to_copy_clone_expand_index_mul_transpose_view_9(buf100, arg31_1, arg30_1, buf97, buf101, buf102)
        del arg30_1
        del arg31_1
        del buf100
        buf103 = reinterpret_tensor(buf97, (16, 64), (64, 1), 0); del buf97  # reuse
        # Topologically Sorted Source Nodes: [attn_output_5, transpose_5, attn_output_6, reshape_1, y_5, t_5], Original ATen: [aten.view, aten.transpose, aten.clone, aten.t, aten.mm]
        # [Provenance debug handles] extern_kernels.mm:42
        extern_kernels.mm(reinterpret_tensor(buf102, (16, 64), (64, 1), 0), reinterpret_tensor(buf101, (64, 64), (1, 64), 0), out=buf103)
        del buf101
        del buf102
        assert_size_stride_grouped((arg42_1, arg32_1), ((64, ), (64, )), ((1, ), (1, )), 'input')
        buf104 = reinterpret_tensor(buf78, (1, 16, 64), (1024, 64, 1), 0); del buf78  # reuse
        buf105 = empty_strided_cpu((1, 16, 1), (16, 1, 16), torch.float32)
        buf106 = buf105; del buf105  # reuse
        buf107 = empty_strided_cpu((1, 16, 1), (16, 1, 16), torch.float32)
        assert_size_stride_grouped((arg43_1, arg44_1), ((64, ), (64, )), ((1, ), (1, )), 'input')
        buf108 = buf104; del buf104  # reuse
        assert_size_stride(arg45_1, (128, 64), (64, 1), 'input')
        # [Provenance debug handles] cpp_fused__unsafe_view_add_native_layer_norm_12:43
        cpp_fused__unsafe_view_add_native_layer_norm_12(buf108, buf106, arg42_1, buf103, arg32_1, buf54, arg43_1, arg44_1, buf107)
        del arg32_1
        del arg42_1
        del arg43_1
        del arg44_1
        del buf103
        del buf106
        del buf107
        del buf54
        buf109 = reinterpret_tensor(buf77, (16, 128), (128, 1), 0); del buf77  # reuse
        # Topologically Sorted Source Nodes: [hidden_states_9, logits], Original ATen: [aten.native_layer_norm, aten.view, aten.t, aten.mm]
        # [Provenance debug handles] extern_kernels.mm:44
        extern_kernels.mm(reinterpret_tensor(buf108, (16, 64), (64, 1), 0), reinterpret_tensor(arg45_1, (64, 128), (1, 64), 0), out=buf109)
        del arg45_1
        return (reinterpret_tensor(buf109, (1, 16, 128), (2048, 128, 1), 0), )

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
    arg5_1 = rand_strided((192, 32), (32, 1), device='cpu', dtype=torch.uint8)
    arg6_1 = rand_strided((192, ), (1, ), device='cpu', dtype=torch.float32)
    arg7_1 = rand_strided((16, ), (1, ), device='cpu', dtype=torch.float32)
    arg8_1 = rand_strided((192, ), (1, ), device='cpu', dtype=torch.float32)
    arg9_1 = rand_strided((64, 32), (32, 1), device='cpu', dtype=torch.uint8)
    arg10_1 = rand_strided((64, ), (1, ), device='cpu', dtype=torch.float32)
    arg11_1 = rand_strided((16, ), (1, ), device='cpu', dtype=torch.float32)
    arg12_1 = rand_strided((64, ), (1, ), device='cpu', dtype=torch.float32)
    arg13_1 = rand_strided((64, ), (1, ), device='cpu', dtype=torch.float32)
    arg14_1 = rand_strided((64, ), (1, ), device='cpu', dtype=torch.float32)
    arg15_1 = rand_strided((128, 32), (32, 1), device='cpu', dtype=torch.uint8)
    arg16_1 = rand_strided((128, ), (1, ), device='cpu', dtype=torch.float32)
    arg17_1 = rand_strided((16, ), (1, ), device='cpu', dtype=torch.float32)
    arg18_1 = rand_strided((128, ), (1, ), device='cpu', dtype=torch.float32)
    arg19_1 = rand_strided((64, 64), (64, 1), device='cpu', dtype=torch.uint8)
    arg20_1 = rand_strided((128, ), (1, ), device='cpu', dtype=torch.float32)
    arg21_1 = rand_strided((16, ), (1, ), device='cpu', dtype=torch.float32)
    arg22_1 = rand_strided((64, ), (1, ), device='cpu', dtype=torch.float32)
    arg23_1 = rand_strided((64, ), (1, ), device='cpu', dtype=torch.float32)
    arg24_1 = rand_strided((64, ), (1, ), device='cpu', dtype=torch.float32)
    arg25_1 = rand_strided((192, 32), (32, 1), device='cpu', dtype=torch.uint8)
    arg26_1 = rand_strided((192, ), (1, ), device='cpu', dtype=torch.float32)
    arg27_1 = rand_strided((16, ), (1, ), device='cpu', dtype=torch.float32)
    arg28_1 = rand_strided((192, ), (1, ), device='cpu', dtype=torch.float32)
    arg29_1 = rand_strided((64, 32), (32, 1), device='cpu', dtype=torch.uint8)
    arg30_1 = rand_strided((64, ), (1, ), device='cpu', dtype=torch.float32)
    arg31_1 = rand_strided((16, ), (1, ), device='cpu', dtype=torch.float32)
    arg32_1 = rand_strided((64, ), (1, ), device='cpu', dtype=torch.float32)
    arg33_1 = rand_strided((64, ), (1, ), device='cpu', dtype=torch.float32)
    arg34_1 = rand_strided((64, ), (1, ), device='cpu', dtype=torch.float32)
    arg35_1 = rand_strided((128, 32), (32, 1), device='cpu', dtype=torch.uint8)
    arg36_1 = rand_strided((128, ), (1, ), device='cpu', dtype=torch.float32)
    arg37_1 = rand_strided((16, ), (1, ), device='cpu', dtype=torch.float32)
    arg38_1 = rand_strided((128, ), (1, ), device='cpu', dtype=torch.float32)
    arg39_1 = rand_strided((64, 64), (64, 1), device='cpu', dtype=torch.uint8)
    arg40_1 = rand_strided((128, ), (1, ), device='cpu', dtype=torch.float32)
    arg41_1 = rand_strided((16, ), (1, ), device='cpu', dtype=torch.float32)
    arg42_1 = rand_strided((64, ), (1, ), device='cpu', dtype=torch.float32)
    arg43_1 = rand_strided((64, ), (1, ), device='cpu', dtype=torch.float32)
    arg44_1 = rand_strided((64, ), (1, ), device='cpu', dtype=torch.float32)
    arg45_1 = rand_strided((128, 64), (64, 1), device='cpu', dtype=torch.float32)
    return [arg0_1, arg1_1, arg2_1, arg3_1, arg4_1, arg5_1, arg6_1, arg7_1, arg8_1, arg9_1, arg10_1, arg11_1, arg12_1, arg13_1, arg14_1, arg15_1, arg16_1, arg17_1, arg18_1, arg19_1, arg20_1, arg21_1, arg22_1, arg23_1, arg24_1, arg25_1, arg26_1, arg27_1, arg28_1, arg29_1, arg30_1, arg31_1, arg32_1, arg33_1, arg34_1, arg35_1, arg36_1, arg37_1, arg38_1, arg39_1, arg40_1, arg41_1, arg42_1, arg43_1, arg44_1, arg45_1]


def benchmark_compiled_module(args, times=10, repeat=10):
    from torch._inductor.utils import print_performance
    fn = lambda: call(list(args))
    return print_performance(fn, times=times, repeat=repeat, device='cpu')


if __name__ == "__main__":
    from torch._inductor.wrapper_benchmark import compiled_module_main
    args = get_args()
    compiled_module_main('None', lambda times, repeat: benchmark_compiled_module(args, times=times, repeat=repeat))
