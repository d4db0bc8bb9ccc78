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


cpp_fused___rshift___add_bitwise_and_copy_embedding_mean_mul_pow_rsqrt_slice_sub_0 = async_compile.cpp_pybinding(['const int64_t*', 'const float*', 'const float*', 'const uint8_t*', 'const float*', 'const float*', 'float*', 'float*', 'float*'], r'''
#include <torch/csrc/inductor/cpp_prefix.h>
extern "C"  void  kernel(const int64_t* in_ptr0,
                       const float* in_ptr1,
                       const float* in_ptr2,
                       const uint8_t* in_ptr3,
                       const float* in_ptr4,
                       const float* in_ptr5,
                       float* out_ptr0,
                       float* out_ptr1,
                       float* out_ptr2)
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
                            auto tmp28 = in_ptr4[static_cast<int64_t>(x0)];
                            auto tmp31 = in_ptr5[static_cast<int64_t>(x0)];
                            auto tmp0 = x0;
                            auto tmp1 = c10::convert<int64_t>(tmp0);
                            auto tmp2 = static_cast<int64_t>(32);
                            auto tmp3 = tmp1 >= tmp2;
                            auto tmp4 = [&]
                            {
                                auto tmp5 = at::vec::VecMask<float,1>::from(tmp3).template loadu<uint8_t,1>(in_ptr3 + static_cast<int64_t>((-2048L) + x1 + 64L*x0));
                                auto tmp6 = static_cast<uint8_t>(15);
                                auto tmp7 = at::vec::Vectorized<uint8_t>(tmp6);
                                auto tmp8 = tmp5 & tmp7;
                                auto tmp9 = at::vec::convert<float>(tmp8);
                                return tmp9;
                            }
                            ;
                            auto tmp10 = tmp3 ? tmp4() : at::vec::Vectorized<float>(static_cast<float>(0.0));
                            auto tmp11 = tmp1 < tmp2;
                            auto tmp12 = [&]
                            {
                                auto tmp13 = at::vec::VecMask<float,1>::from(tmp11).template loadu<uint8_t,1>(in_ptr3 + static_cast<int64_t>(x1 + 64L*x0));
                                auto tmp14 = static_cast<uint8_t>(240);
                                auto tmp15 = at::vec::Vectorized<uint8_t>(tmp14);
                                auto tmp16 = tmp13 & tmp15;
                                auto tmp17 = static_cast<uint8_t>(4);
                                auto tmp18 = at::vec::Vectorized<uint8_t>(tmp17);
                                auto tmp19 = tmp16 >> tmp18;
                                auto tmp20 = at::vec::convert<float>(tmp19);
                                return tmp20;
                            }
                            ;
                            auto tmp21 = tmp11 ? tmp12() : at::vec::Vectorized<float>(static_cast<float>(0.0));
                            auto tmp22 = std::numeric_limits<float>::quiet_NaN();
                            auto tmp23 = at::vec::VecMask<float,1>::from(tmp11);
                            auto tmp24 = at::vec::Vectorized<float>(tmp22);
                            auto tmp25 = decltype(tmp21)::blendv(tmp24, tmp21, inductor_vec_mask_cast<float,1>(tmp23));
                            auto tmp26 = at::vec::VecMask<float,1>::from(tmp3);
                            auto tmp27 = decltype(tmp10)::blendv(tmp25, tmp10, inductor_vec_mask_cast<float,1>(tmp26));
                            auto tmp29 = at::vec::Vectorized<float>(tmp28);
                            auto tmp30 = tmp27 - tmp29;
                            auto tmp32 = at::vec::Vectorized<float>(tmp31);
                            auto tmp33 = tmp30 * tmp32;
                            tmp33.store(out_ptr2 + static_cast<int64_t>(x1 + 64L*x0));
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


cpp_fused___rshift____unsafe_view_bitwise_and_cat_copy_mul_neg_slice_sub_transpose_view_1 = async_compile.cpp_pybinding(['const float*', 'const uint8_t*', 'const float*', 'const float*', 'float*', 'float*', 'float*'], r'''
#include <torch/csrc/inductor/cpp_prefix.h>
extern "C"  void  kernel(const float* in_ptr0,
                       const uint8_t* in_ptr1,
                       const float* in_ptr2,
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
                            auto tmp28 = in_ptr2[static_cast<int64_t>(x0)];
                            auto tmp31 = in_ptr3[static_cast<int64_t>(x0)];
                            auto tmp0 = x0;
                            auto tmp1 = c10::convert<int64_t>(tmp0);
                            auto tmp2 = static_cast<int64_t>(16);
                            auto tmp3 = tmp1 >= tmp2;
                            auto tmp4 = [&]
                            {
                                auto tmp5 = at::vec::VecMask<float,1>::from(tmp3).template loadu<uint8_t,1>(in_ptr1 + static_cast<int64_t>((-1024L) + x1 + 64L*x0));
                                auto tmp6 = static_cast<uint8_t>(15);
                                auto tmp7 = at::vec::Vectorized<uint8_t>(tmp6);
                                auto tmp8 = tmp5 & tmp7;
                                auto tmp9 = at::vec::convert<float>(tmp8);
                                return tmp9;
                            }
                            ;
                            auto tmp10 = tmp3 ? tmp4() : at::vec::Vectorized<float>(static_cast<float>(0.0));
                            auto tmp11 = tmp1 < tmp2;
                            auto tmp12 = [&]
                            {
                                auto tmp13 = at::vec::VecMask<float,1>::from(tmp11).template loadu<uint8_t,1>(in_ptr1 + static_cast<int64_t>(x1 + 64L*x0));
                                auto tmp14 = static_cast<uint8_t>(240);
                                auto tmp15 = at::vec::Vectorized<uint8_t>(tmp14);
                                auto tmp16 = tmp13 & tmp15;
                                auto tmp17 = static_cast<uint8_t>(4);
                                auto tmp18 = at::vec::Vectorized<uint8_t>(tmp17);
                                auto tmp19 = tmp16 >> tmp18;
                                auto tmp20 = at::vec::convert<float>(tmp19);
                                return tmp20;
                            }
                            ;
                            auto tmp21 = tmp11 ? tmp12() : at::vec::Vectorized<float>(static_cast<float>(0.0));
                            auto tmp22 = std::numeric_limits<float>::quiet_NaN();
                            auto tmp23 = at::vec::VecMask<float,1>::from(tmp11);
                            auto tmp24 = at::vec::Vectorized<float>(tmp22);
                            auto tmp25 = decltype(tmp21)::blendv(tmp24, tmp21, inductor_vec_mask_cast<float,1>(tmp23));
                            auto tmp26 = at::vec::VecMask<float,1>::from(tmp3);
                            auto tmp27 = decltype(tmp10)::blendv(tmp25, tmp10, inductor_vec_mask_cast<float,1>(tmp26));
                            auto tmp29 = at::vec::Vectorized<float>(tmp28);
                            auto tmp30 = tmp27 - tmp29;
                            auto tmp32 = at::vec::Vectorized<float>(tmp31);
                            auto tmp33 = tmp30 * tmp32;
                            tmp33.store(out_ptr2 + static_cast<int64_t>(x1 + 64L*x0));
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


cpp_fused___rshift____unsafe_view_bitwise_and_cat_copy_mul_neg_slice_sub_transpose_view_2 = async_compile.cpp_pybinding(['const float*', 'const uint8_t*', 'const float*', 'const float*', 'float*', 'float*', 'float*'], r'''
#include <torch/csrc/inductor/cpp_prefix.h>
extern "C"  void  kernel(const float* in_ptr0,
                       const uint8_t* in_ptr1,
                       const float* in_ptr2,
                       const float* in_ptr3,
                       float* out_ptr0,
                       float* out_ptr1,
                       float* out_ptr2)
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
                            auto tmp28 = in_ptr2[static_cast<int64_t>(x0)];
                            auto tmp31 = in_ptr3[static_cast<int64_t>(x0)];
                            auto tmp0 = x0;
                            auto tmp1 = c10::convert<int64_t>(tmp0);
                            auto tmp2 = static_cast<int64_t>(16);
                            auto tmp3 = tmp1 >= tmp2;
                            auto tmp4 = [&]
                            {
                                auto tmp5 = at::vec::VecMask<float,1>::from(tmp3).template loadu<uint8_t,1>(in_ptr1 + static_cast<int64_t>((-1024L) + x1 + 64L*x0));
                                auto tmp6 = static_cast<uint8_t>(15);
                                auto tmp7 = at::vec::Vectorized<uint8_t>(tmp6);
                                auto tmp8 = tmp5 & tmp7;
                                auto tmp9 = at::vec::convert<float>(tmp8);
                                return tmp9;
                            }
                            ;
                            auto tmp10 = tmp3 ? tmp4() : at::vec::Vectorized<float>(static_cast<float>(0.0));
                            auto tmp11 = tmp1 < tmp2;
                            auto tmp12 = [&]
                            {
                                auto tmp13 = at::vec::VecMask<float,1>::from(tmp11).template loadu<uint8_t,1>(in_ptr1 + static_cast<int64_t>(x1 + 64L*x0));
                                auto tmp14 = static_cast<uint8_t>(240);
                                auto tmp15 = at::vec::Vectorized<uint8_t>(tmp14);
                                auto tmp16 = tmp13 & tmp15;
                                auto tmp17 = static_cast<uint8_t>(4);
                                auto tmp18 = at::vec::Vectorized<uint8_t>(tmp17);
                                auto tmp19 = tmp16 >> tmp18;
                                auto tmp20 = at::vec::convert<float>(tmp19);
                                return tmp20;
                            }
                            ;
                            auto tmp21 = tmp11 ? tmp12() : at::vec::Vectorized<float>(static_cast<float>(0.0));
                            auto tmp22 = std::numeric_limits<float>::quiet_NaN();
                            auto tmp23 = at::vec::VecMask<float,1>::from(tmp11);
                            auto tmp24 = at::vec::Vectorized<float>(tmp22);
                            auto tmp25 = decltype(tmp21)::blendv(tmp24, tmp21, inductor_vec_mask_cast<float,1>(tmp23));
                            auto tmp26 = at::vec::VecMask<float,1>::from(tmp3);
                            auto tmp27 = decltype(tmp10)::blendv(tmp25, tmp10, inductor_vec_mask_cast<float,1>(tmp26));
                            auto tmp29 = at::vec::Vectorized<float>(tmp28);
                            auto tmp30 = tmp27 - tmp29;
                            auto tmp32 = at::vec::Vectorized<float>(tmp31);
                            auto tmp33 = tmp30 * tmp32;
                            tmp33.store(out_ptr2 + static_cast<int64_t>(x1 + 64L*x0));
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


cpp_fused___rshift___bitwise_and_copy_mul_slice_sub_5 = async_compile.cpp_pybinding(['const uint8_t*', 'const float*', 'const float*', 'float*'], r'''
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
                            auto tmp28 = in_ptr1[static_cast<int64_t>(x0)];
                            auto tmp31 = in_ptr2[static_cast<int64_t>(x0)];
                            auto tmp0 = x0;
                            auto tmp1 = c10::convert<int64_t>(tmp0);
                            auto tmp2 = static_cast<int64_t>(32);
                            auto tmp3 = tmp1 >= tmp2;
                            auto tmp4 = [&]
                            {
                                auto tmp5 = at::vec::VecMask<float,1>::from(tmp3).template loadu<uint8_t,1>(in_ptr0 + static_cast<int64_t>((-2048L) + x1 + 64L*x0));
                                auto tmp6 = static_cast<uint8_t>(15);
                                auto tmp7 = at::vec::Vectorized<uint8_t>(tmp6);
                                auto tmp8 = tmp5 & tmp7;
                                auto tmp9 = at::vec::convert<float>(tmp8);
                                return tmp9;
                            }
                            ;
                            auto tmp10 = tmp3 ? tmp4() : at::vec::Vectorized<float>(static_cast<float>(0.0));
                            auto tmp11 = tmp1 < tmp2;
                            auto tmp12 = [&]
                            {
                                auto tmp13 = at::vec::VecMask<float,1>::from(tmp11).template loadu<uint8_t,1>(in_ptr0 + static_cast<int64_t>(x1 + 64L*x0));
                                auto tmp14 = static_cast<uint8_t>(240);
                                auto tmp15 = at::vec::Vectorized<uint8_t>(tmp14);
                                auto tmp16 = tmp13 & tmp15;
                                auto tmp17 = static_cast<uint8_t>(4);
                                auto tmp18 = at::vec::Vectorized<uint8_t>(tmp17);
                                auto tmp19 = tmp16 >> tmp18;
                                auto tmp20 = at::vec::convert<float>(tmp19);
                                return tmp20;
                            }
                            ;
                            auto tmp21 = tmp11 ? tmp12() : at::vec::Vectorized<float>(static_cast<float>(0.0));
                            auto tmp22 = std::numeric_limits<float>::quiet_NaN();
                            auto tmp23 = at::vec::VecMask<float,1>::from(tmp11);
                            auto tmp24 = at::vec::Vectorized<float>(tmp22);
                            auto tmp25 = decltype(tmp21)::blendv(tmp24, tmp21, inductor_vec_mask_cast<float,1>(tmp23));
                            auto tmp26 = at::vec::VecMask<float,1>::from(tmp3);
                            auto tmp27 = decltype(tmp10)::blendv(tmp25, tmp10, inductor_vec_mask_cast<float,1>(tmp26));
                            auto tmp29 = at::vec::Vectorized<float>(tmp28);
                            auto tmp30 = tmp27 - tmp29;
                            auto tmp32 = at::vec::Vectorized<float>(tmp31);
                            auto tmp33 = tmp30 * tmp32;
                            tmp33.store(out_ptr0 + static_cast<int64_t>(x1 + 64L*x0));
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


cpp_fused___rshift____unsafe_view_add_bitwise_and_copy_embedding_mean_mul_pow_rsqrt_slice_sub_6 = async_compile.cpp_pybinding(['const int64_t*', 'const float*', 'const float*', 'const float*', 'const uint8_t*', 'const float*', 'const float*', 'float*', 'float*', 'float*'], r'''
#include <torch/csrc/inductor/cpp_prefix.h>
extern "C"  void  kernel(const int64_t* in_ptr0,
                       const float* in_ptr1,
                       const float* in_ptr2,
                       const float* in_ptr3,
                       const uint8_t* in_ptr4,
                       const float* in_ptr5,
                       const float* in_ptr6,
                       float* out_ptr0,
                       float* out_ptr1,
                       float* out_ptr2)
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
            for(int64_t x0=static_cast<int64_t>(0L); x0<static_cast<int64_t>(128L); x0+=static_cast<int64_t>(1L))
            {
                for(int64_t x1=static_cast<int64_t>(0L); x1<static_cast<int64_t>(64L); x1+=static_cast<int64_t>(16L))
                {
                    {
                        if(C10_LIKELY(x1 >= static_cast<int64_t>(0) && x1 < static_cast<int64_t>(64L)))
                        {
                            auto tmp28 = in_ptr5[static_cast<int64_t>(x0)];
                            auto tmp31 = in_ptr6[static_cast<int64_t>(x0)];
                            auto tmp0 = x0;
                            auto tmp1 = c10::convert<int64_t>(tmp0);
                            auto tmp2 = static_cast<int64_t>(64);
                            auto tmp3 = tmp1 >= tmp2;
                            auto tmp4 = [&]
                            {
                                auto tmp5 = at::vec::VecMask<float,1>::from(tmp3).template loadu<uint8_t,1>(in_ptr4 + static_cast<int64_t>((-4096L) + x1 + 64L*x0));
                                auto tmp6 = static_cast<uint8_t>(15);
                                auto tmp7 = at::vec::Vectorized<uint8_t>(tmp6);
                                auto tmp8 = tmp5 & tmp7;
                                auto tmp9 = at::vec::convert<float>(tmp8);
                                return tmp9;
                            }
                            ;
                            auto tmp10 = tmp3 ? tmp4() : at::vec::Vectorized<float>(static_cast<float>(0.0));
                            auto tmp11 = tmp1 < tmp2;
                            auto tmp12 = [&]
                            {
                                auto tmp13 = at::vec::VecMask<float,1>::from(tmp11).template loadu<uint8_t,1>(in_ptr4 + static_cast<int64_t>(x1 + 64L*x0));
                                auto tmp14 = static_cast<uint8_t>(240);
                                auto tmp15 = at::vec::Vectorized<uint8_t>(tmp14);
                                auto tmp16 = tmp13 & tmp15;
                                auto tmp17 = static_cast<uint8_t>(4);
                                auto tmp18 = at::vec::Vectorized<uint8_t>(tmp17);
                                auto tmp19 = tmp16 >> tmp18;
                                auto tmp20 = at::vec::convert<float>(tmp19);
                                return tmp20;
                            }
                            ;
                            auto tmp21 = tmp11 ? tmp12() : at::vec::Vectorized<float>(static_cast<float>(0.0));
                            auto tmp22 = std::numeric_limits<float>::quiet_NaN();
                            auto tmp23 = at::vec::VecMask<float,1>::from(tmp11);
                            auto tmp24 = at::vec::Vectorized<float>(tmp22);
                            auto tmp25 = decltype(tmp21)::blendv(tmp24, tmp21, inductor_vec_mask_cast<float,1>(tmp23));
                            auto tmp26 = at::vec::VecMask<float,1>::from(tmp3);
                            auto tmp27 = decltype(tmp10)::blendv(tmp25, tmp10, inductor_vec_mask_cast<float,1>(tmp26));
                            auto tmp29 = at::vec::Vectorized<float>(tmp28);
                            auto tmp30 = tmp27 - tmp29;
                            auto tmp32 = at::vec::Vectorized<float>(tmp31);
                            auto tmp33 = tmp30 * tmp32;
                            tmp33.store(out_ptr2 + static_cast<int64_t>(x1 + 64L*x0));
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


cpp_fused___rshift___bitwise_and_copy_mul_slice_sub_7 = async_compile.cpp_pybinding(['const uint8_t*', 'const float*', 'const float*', 'float*'], r'''
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
                            auto tmp28 = in_ptr1[static_cast<int64_t>(x0)];
                            auto tmp31 = in_ptr2[static_cast<int64_t>(x0)];
                            auto tmp0 = x0;
                            auto tmp1 = c10::convert<int64_t>(tmp0);
                            auto tmp2 = static_cast<int64_t>(64);
                            auto tmp3 = tmp1 >= tmp2;
                            auto tmp4 = [&]
                            {
                                auto tmp5 = at::vec::VecMask<float,1>::from(tmp3).template loadu<uint8_t,1>(in_ptr0 + static_cast<int64_t>((-4096L) + x1 + 64L*x0));
                                auto tmp6 = static_cast<uint8_t>(15);
                                auto tmp7 = at::vec::Vectorized<uint8_t>(tmp6);
                                auto tmp8 = tmp5 & tmp7;
                                auto tmp9 = at::vec::convert<float>(tmp8);
                                return tmp9;
                            }
                            ;
                            auto tmp10 = tmp3 ? tmp4() : at::vec::Vectorized<float>(static_cast<float>(0.0));
                            auto tmp11 = tmp1 < tmp2;
                            auto tmp12 = [&]
                            {
                                auto tmp13 = at::vec::VecMask<float,1>::from(tmp11).template loadu<uint8_t,1>(in_ptr0 + static_cast<int64_t>(x1 + 64L*x0));
                                auto tmp14 = static_cast<uint8_t>(240);
                                auto tmp15 = at::vec::Vectorized<uint8_t>(tmp14);
                                auto tmp16 = tmp13 & tmp15;
                                auto tmp17 = static_cast<uint8_t>(4);
                                auto tmp18 = at::vec::Vectorized<uint8_t>(tmp17);
                                auto tmp19 = tmp16 >> tmp18;
                                auto tmp20 = at::vec::convert<float>(tmp19);
                                return tmp20;
                            }
                            ;
                            auto tmp21 = tmp11 ? tmp12() : at::vec::Vectorized<float>(static_cast<float>(0.0));
                            auto tmp22 = std::numeric_limits<float>::quiet_NaN();
                            auto tmp23 = at::vec::VecMask<float,1>::from(tmp11);
                            auto tmp24 = at::vec::Vectorized<float>(tmp22);
                            auto tmp25 = decltype(tmp21)::blendv(tmp24, tmp21, inductor_vec_mask_cast<float,1>(tmp23));
                            auto tmp26 = at::vec::VecMask<float,1>::from(tmp3);
                            auto tmp27 = decltype(tmp10)::blendv(tmp25, tmp10, inductor_vec_mask_cast<float,1>(tmp26));
                            auto tmp29 = at::vec::Vectorized<float>(tmp28);
                            auto tmp30 = tmp27 - tmp29;
                            auto tmp32 = at::vec::Vectorized<float>(tmp31);
                            auto tmp33 = tmp30 * tmp32;
                            tmp33.store(out_ptr0 + static_cast<int64_t>(x1 + 64L*x0));
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


cpp_fused___rshift____unsafe_view_bitwise_and_copy_mul_silu_slice_sub_8 = async_compile.cpp_pybinding(['float*', 'const float*', 'const uint8_t*', 'const float*', 'const float*', 'float*'], r'''
#include <torch/csrc/inductor/cpp_prefix.h>
extern "C"  void  kernel(float* in_out_ptr0,
                       const float* in_ptr0,
                       const uint8_t* in_ptr1,
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
        {
            #pragma omp for
            for(int64_t x0=static_cast<int64_t>(0L); x0<static_cast<int64_t>(128L); x0+=static_cast<int64_t>(1L))
            {
                for(int64_t x1=static_cast<int64_t>(0L); x1<static_cast<int64_t>(64L); x1+=static_cast<int64_t>(16L))
                {
                    {
                        if(C10_LIKELY(x1 >= static_cast<int64_t>(0) && x1 < static_cast<int64_t>(64L)))
                        {
                            auto tmp28 = in_ptr2[static_cast<int64_t>(x0)];
                            auto tmp31 = in_ptr3[static_cast<int64_t>(x0)];
                            auto tmp0 = x0;
                            auto tmp1 = c10::convert<int64_t>(tmp0);
                            auto tmp2 = static_cast<int64_t>(64);
                            auto tmp3 = tmp1 >= tmp2;
                            auto tmp4 = [&]
                            {
                                auto tmp5 = at::vec::VecMask<float,1>::from(tmp3).template loadu<uint8_t,1>(in_ptr1 + static_cast<int64_t>((-4096L) + x1 + 64L*x0));
                                auto tmp6 = static_cast<uint8_t>(15);
                                auto tmp7 = at::vec::Vectorized<uint8_t>(tmp6);
                                auto tmp8 = tmp5 & tmp7;
                                auto tmp9 = at::vec::convert<float>(tmp8);
                                return tmp9;
                            }
                            ;
                            auto tmp10 = tmp3 ? tmp4() : at::vec::Vectorized<float>(static_cast<float>(0.0));
                            auto tmp11 = tmp1 < tmp2;
                            auto tmp12 = [&]
                            {
                                auto tmp13 = at::vec::VecMask<float,1>::from(tmp11).template loadu<uint8_t,1>(in_ptr1 + static_cast<int64_t>(x1 + 64L*x0));
                                auto tmp14 = static_cast<uint8_t>(240);
                                auto tmp15 = at::vec::Vectorized<uint8_t>(tmp14);
                                auto tmp16 = tmp13 & tmp15;
                                auto tmp17 = static_cast<uint8_t>(4);
                                auto tmp18 = at::vec::Vectorized<uint8_t>(tmp17);
                                auto tmp19 = tmp16 >> tmp18;
                                auto tmp20 = at::vec::convert<float>(tmp19);
                                return tmp20;
                            }
                            ;
                            auto tmp21 = tmp11 ? tmp12() : at::vec::Vectorized<float>(static_cast<float>(0.0));
                            auto tmp22 = std::numeric_limits<float>::quiet_NaN();
                            auto tmp23 = at::vec::VecMask<float,1>::from(tmp11);
                            auto tmp24 = at::vec::Vectorized<float>(tmp22);
                            auto tmp25 = decltype(tmp21)::blendv(tmp24, tmp21, inductor_vec_mask_cast<float,1>(tmp23));
                            auto tmp26 = at::vec::VecMask<float,1>::from(tmp3);
                            auto tmp27 = decltype(tmp10)::blendv(tmp25, tmp10, inductor_vec_mask_cast<float,1>(tmp26));
                            auto tmp29 = at::vec::Vectorized<float>(tmp28);
                            auto tmp30 = tmp27 - tmp29;
                            auto tmp32 = at::vec::Vectorized<float>(tmp31);
                            auto tmp33 = tmp30 * tmp32;
                            tmp33.store(out_ptr0 + static_cast<int64_t>(x1 + 64L*x0));
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


cpp_fused___rshift____unsafe_view_add_bitwise_and_copy_embedding_mean_mul_pow_rsqrt_slice_sub_9 = async_compile.cpp_pybinding(['const int64_t*', 'const float*', 'const float*', 'const float*', 'const float*', 'const uint8_t*', 'const float*', 'const float*', 'float*', 'float*', 'float*'], r'''
#include <torch/csrc/inductor/cpp_prefix.h>
extern "C"  void  kernel(const int64_t* in_ptr0,
                       const float* in_ptr1,
                       const float* in_ptr2,
                       const float* in_ptr3,
                       const float* in_ptr4,
                       const uint8_t* in_ptr5,
                       const float* in_ptr6,
                       const float* in_ptr7,
                       float* out_ptr0,
                       float* out_ptr1,
                       float* out_ptr2)
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
            for(int64_t x0=static_cast<int64_t>(0L); x0<static_cast<int64_t>(64L); x0+=static_cast<int64_t>(1L))
            {
                for(int64_t x1=static_cast<int64_t>(0L); x1<static_cast<int64_t>(64L); x1+=static_cast<int64_t>(16L))
                {
                    {
                        if(C10_LIKELY(x1 >= static_cast<int64_t>(0) && x1 < static_cast<int64_t>(64L)))
                        {
                            auto tmp28 = in_ptr6[static_cast<int64_t>(x0)];
                            auto tmp31 = in_ptr7[static_cast<int64_t>(x0)];
                            auto tmp0 = x0;
                            auto tmp1 = c10::convert<int64_t>(tmp0);
                            auto tmp2 = static_cast<int64_t>(32);
                            auto tmp3 = tmp1 >= tmp2;
                            auto tmp4 = [&]
                            {
                                auto tmp5 = at::vec::VecMask<float,1>::from(tmp3).template loadu<uint8_t,1>(in_ptr5 + static_cast<int64_t>((-2048L) + x1 + 64L*x0));
                                auto tmp6 = static_cast<uint8_t>(15);
                                auto tmp7 = at::vec::Vectorized<uint8_t>(tmp6);
                                auto tmp8 = tmp5 & tmp7;
                                auto tmp9 = at::vec::convert<float>(tmp8);
                                return tmp9;
                            }
                            ;
                            auto tmp10 = tmp3 ? tmp4() : at::vec::Vectorized<float>(static_cast<float>(0.0));
                            auto tmp11 = tmp1 < tmp2;
                            auto tmp12 = [&]
                            {
                                auto tmp13 = at::vec::VecMask<float,1>::from(tmp11).template loadu<uint8_t,1>(in_ptr5 + static_cast<int64_t>(x1 + 64L*x0));
                                auto tmp14 = static_cast<uint8_t>(240);
                                auto tmp15 = at::vec::Vectorized<uint8_t>(tmp14);
                                auto tmp16 = tmp13 & tmp15;
                                auto tmp17 = static_cast<uint8_t>(4);
                                auto tmp18 = at::vec::Vectorized<uint8_t>(tmp17);
                                auto tmp19 = tmp16 >> tmp18;
                                auto tmp20 = at::vec::convert<float>(tmp19);
                                return tmp20;
                            }
                            ;
                            auto tmp21 = tmp11 ? tmp12() : at::vec::Vectorized<float>(static_cast<float>(0.0));
                            auto tmp22 = std::numeric_limits<float>::quiet_NaN();
                            auto tmp23 = at::vec::VecMask<float,1>::from(tmp11);
                            auto tmp24 = at::vec::Vectorized<float>(tmp22);
                            auto tmp25 = decltype(tmp21)::blendv(tmp24, tmp21, inductor_vec_mask_cast<float,1>(tmp23));
                            auto tmp26 = at::vec::VecMask<float,1>::from(tmp3);
                            auto tmp27 = decltype(tmp10)::blendv(tmp25, tmp10, inductor_vec_mask_cast<float,1>(tmp26));
                            auto tmp29 = at::vec::Vectorized<float>(tmp28);
                            auto tmp30 = tmp27 - tmp29;
                            auto tmp32 = at::vec::Vectorized<float>(tmp31);
                            auto tmp33 = tmp30 * tmp32;
                            tmp33.store(out_ptr2 + static_cast<int64_t>(x1 + 64L*x0));
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


cpp_fused__scaled_dot_product_flash_attention_for_cpu__to_copy__unsafe_view_add_arange_bitwise_and_cat_clone_eq_expand_index_le_mul_new_ones_scalar_tensor_transpose_unsqueeze_view_where_10 = async_compile.cpp_pybinding(['float*', 'const float*', 'const float*', 'const float*', 'const float*', 'const float*', 'float*', 'float*'], r'''
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


cpp_fused___rshift____unsafe_view_add_bitwise_and_copy_embedding_mean_mul_pow_rsqrt_slice_sub_11 = async_compile.cpp_pybinding(['float*', 'const int64_t*', 'const float*', 'const float*', 'const float*', 'const float*', 'const uint8_t*', 'const float*', 'const float*', 'float*', 'float*', 'float*'], r'''
#include <torch/csrc/inductor/cpp_prefix.h>
extern "C"  void  kernel(float* in_out_ptr0,
                       const int64_t* in_ptr0,
                       const float* in_ptr1,
                       const float* in_ptr2,
                       const float* in_ptr3,
                       const float* in_ptr4,
                       const uint8_t* in_ptr5,
                       const float* in_ptr6,
                       const float* in_ptr7,
                       float* out_ptr0,
                       float* out_ptr1,
                       float* out_ptr2)
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
            for(int64_t x0=static_cast<int64_t>(0L); x0<static_cast<int64_t>(128L); x0+=static_cast<int64_t>(1L))
            {
                for(int64_t x1=static_cast<int64_t>(0L); x1<static_cast<int64_t>(64L); x1+=static_cast<int64_t>(16L))
                {
                    {
                        if(C10_LIKELY(x1 >= static_cast<int64_t>(0) && x1 < static_cast<int64_t>(64L)))
                        {
                            auto tmp28 = in_ptr6[static_cast<int64_t>(x0)];
                            auto tmp31 = in_ptr7[static_cast<int64_t>(x0)];
                            auto tmp0 = x0;
                            auto tmp1 = c10::convert<int64_t>(tmp0);
                            auto tmp2 = static_cast<int64_t>(64);
                            auto tmp3 = tmp1 >= tmp2;
                            auto tmp4 = [&]
                            {
                                auto tmp5 = at::vec::VecMask<float,1>::from(tmp3).template loadu<uint8_t,1>(in_ptr5 + static_cast<int64_t>((-4096L) + x1 + 64L*x0));
                                auto tmp6 = static_cast<uint8_t>(15);
                                auto tmp7 = at::vec::Vectorized<uint8_t>(tmp6);
                                auto tmp8 = tmp5 & tmp7;
                                auto tmp9 = at::vec::convert<float>(tmp8);
                                return tmp9;
                            }
                            ;
                            auto tmp10 = tmp3 ? tmp4() : at::vec::Vectorized<float>(static_cast<float>(0.0));
                            auto tmp11 = tmp1 < tmp2;
                            auto tmp12 = [&]
                            {
                                auto tmp13 = at::vec::VecMask<float,1>::from(tmp11).template loadu<uint8_t,1>(in_ptr5 + static_cast<int64_t>(x1 + 64L*x0));
                                auto tmp14 = static_cast<uint8_t>(240);
                                auto tmp15 = at::vec::Vectorized<uint8_t>(tmp14);
                                auto tmp16 = tmp13 & tmp15;
                                auto tmp17 = static_cast<uint8_t>(4);
                                auto tmp18 = at::vec::Vectorized<uint8_t>(tmp17);
                                auto tmp19 = tmp16 >> tmp18;
                                auto tmp20 = at::vec::convert<float>(tmp19);
                                return tmp20;
                            }
                            ;
                            auto tmp21 = tmp11 ? tmp12() : at::vec::Vectorized<float>(static_cast<float>(0.0));
                            auto tmp22 = std::numeric_limits<float>::quiet_NaN();
                            auto tmp23 = at::vec::VecMask<float,1>::from(tmp11);
                            auto tmp24 = at::vec::Vectorized<float>(tmp22);
                            auto tmp25 = decltype(tmp21)::blendv(tmp24, tmp21, inductor_vec_mask_cast<float,1>(tmp23));
                            auto tmp26 = at::vec::VecMask<float,1>::from(tmp3);
                            auto tmp27 = decltype(tmp10)::blendv(tmp25, tmp10, inductor_vec_mask_cast<float,1>(tmp26));
                            auto tmp29 = at::vec::Vectorized<float>(tmp28);
                            auto tmp30 = tmp27 - tmp29;
                            auto tmp32 = at::vec::Vectorized<float>(tmp31);
                            auto tmp33 = tmp30 * tmp32;
                            tmp33.store(out_ptr2 + static_cast<int64_t>(x1 + 64L*x0));
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


cpp_fused__unsafe_view_add_mean_mul_pow_rsqrt_12 = async_compile.cpp_pybinding(['float*', 'const float*', 'const float*', 'float*'], r'''
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
        arg0_1, arg1_1, arg2_1, arg3_1, arg4_1, arg5_1, arg6_1, arg7_1, arg8_1, arg9_1, arg10_1, arg11_1, arg12_1, arg13_1, arg14_1, arg15_1, arg16_1, arg17_1, arg18_1, arg19_1, arg20_1, arg21_1, arg22_1, arg23_1, arg24_1, arg25_1, arg26_1, arg27_1, arg28_1, arg29_1, arg30_1, arg31_1, arg32_1, arg33_1, arg34_1, arg35_1, arg36_1, arg37_1, arg38_1, arg39_1, arg40_1, arg41_1, arg42_1, arg43_1, arg44_1, arg45_1, arg46_1, arg47_1, arg48_1, arg49_1, arg50_1 = args
        args.clear()
        assert_size_stride_grouped((arg0_1, arg1_1, arg3_1), ((1, 8), (128, 64), (64, )), ((8, 1), (64, 1), (1, )), 'input')
        buf0 = empty_strided_cpu((1, 8, 1), (8, 1, 8), torch.float32)
        buf2 = empty_strided_cpu((1, 8, 64), (512, 64, 1), torch.float32)
        assert_size_stride_grouped((arg4_1, arg5_1, arg6_1), ((32, 64), (64, 1), (64, 1)), ((64, 1), (1, 1), (1, 1)), 'input')
        buf3 = empty_strided_cpu((64, 64), (64, 1), torch.float32)
        # [Provenance debug handles] cpp_fused___rshift___add_bitwise_and_copy_embedding_mean_mul_pow_rsqrt_slice_sub_0:1
        cpp_fused___rshift___add_bitwise_and_copy_embedding_mean_mul_pow_rsqrt_slice_sub_0(arg0_1, arg1_1, arg3_1, arg4_1, arg5_1, arg6_1, buf0, buf2, buf3)
        del arg3_1
        del arg4_1
        del arg5_1
        del arg6_1
        buf4 = empty_strided_cpu((8, 64), (64, 1), torch.float32)
        # Topologically Sorted Source Nodes: [inputs_embeds, pow_1, variance, add_3, rsqrt, hidden_states_1, hidden_states_2, out, setitem, and__2, rshift, _generalized_scatter, setitem_1, and__3, _generalized_scatter_1, sub_1, mul_5, t], Original ATen: [aten.embedding, aten.pow, aten.mean, aten.add, aten.rsqrt, aten.mul, aten.view, aten.slice, aten.bitwise_and, aten.__rshift__, aten.copy, aten.sub, aten.t, aten.mm]
        # [Provenance debug handles] extern_kernels.mm:2
        extern_kernels.mm(reinterpret_tensor(buf2, (8, 64), (64, 1), 0), reinterpret_tensor(buf3, (64, 64), (1, 64), 0), out=buf4)
        buf7 = empty_strided_cpu((1, 4, 8, 16), (512, 128, 16, 1), torch.float32)
        buf5 = reinterpret_tensor(buf7, (1, 4, 8, 8), (512, 128, 16, 1), 0)  # alias
        buf6 = reinterpret_tensor(buf7, (1, 4, 8, 8), (512, 128, 16, 1), 8)  # alias
        assert_size_stride_grouped((arg7_1, arg8_1, arg9_1), ((16, 64), (32, 1), (32, 1)), ((64, 1), (1, 1), (1, 1)), 'input')
        buf9 = empty_strided_cpu((32, 64), (64, 1), torch.float32)
        # [Provenance debug handles] cpp_fused___rshift____unsafe_view_bitwise_and_cat_copy_mul_neg_slice_sub_transpose_view_1:3
        cpp_fused___rshift____unsafe_view_bitwise_and_cat_copy_mul_neg_slice_sub_transpose_view_1(buf4, arg7_1, arg8_1, arg9_1, buf5, buf6, buf9)
        del arg7_1
        del arg8_1
        del arg9_1
        del buf5
        del buf6
        buf10 = empty_strided_cpu((8, 32), (32, 1), torch.float32)
        # Topologically Sorted Source Nodes: [out_1, setitem_2, and__4, rshift_1, _generalized_scatter_2, setitem_3, and__5, _generalized_scatter_3, sub_2, mul_6, t_1], Original ATen: [aten.view, aten.slice, aten.bitwise_and, aten.__rshift__, aten.copy, aten.sub, aten.mul, aten.t, aten.mm]
        # [Provenance debug handles] extern_kernels.mm:4
        extern_kernels.mm(reinterpret_tensor(buf2, (8, 64), (64, 1), 0), reinterpret_tensor(buf9, (64, 32), (1, 64), 0), out=buf10)
        buf13 = empty_strided_cpu((1, 2, 8, 16), (256, 128, 16, 1), torch.float32)
        buf11 = reinterpret_tensor(buf13, (1, 2, 8, 8), (256, 128, 16, 1), 0)  # alias
        buf12 = reinterpret_tensor(buf13, (1, 2, 8, 8), (256, 128, 16, 1), 8)  # alias
        assert_size_stride_grouped((arg10_1, arg11_1, arg12_1), ((16, 64), (32, 1), (32, 1)), ((64, 1), (1, 1), (1, 1)), 'input')
        buf15 = buf9; del buf9  # reuse
        # [Provenance debug handles] cpp_fused___rshift____unsafe_view_bitwise_and_cat_copy_mul_neg_slice_sub_transpose_view_2:5
        cpp_fused___rshift____unsafe_view_bitwise_and_cat_copy_mul_neg_slice_sub_transpose_view_2(buf10, arg10_1, arg11_1, arg12_1, buf11, buf12, buf15)
        del arg10_1
        del arg11_1
        del arg12_1
        del buf11
        del buf12
        buf16 = empty_strided_cpu((8, 32), (32, 1), torch.float32)
        # Topologically Sorted Source Nodes: [out_2, setitem_4, and__6, rshift_2, _generalized_scatter_4, setitem_5, and__7, _generalized_scatter_5, sub_3, mul_7, t_2], Original ATen: [aten.view, aten.slice, aten.bitwise_and, aten.__rshift__, aten.copy, aten.sub, aten.mul, aten.t, aten.mm]
        # [Provenance debug handles] extern_kernels.mm:6
        extern_kernels.mm(reinterpret_tensor(buf2, (8, 64), (64, 1), 0), reinterpret_tensor(buf15, (64, 32), (1, 64), 0), out=buf16)
        del buf15
        buf19 = empty_strided_cpu((1, 9), (9, 1), torch.int64)
        buf17 = reinterpret_tensor(buf19, (1, 1), (9, 1), 0)  # alias
        buf18 = reinterpret_tensor(buf19, (1, 8), (9, 1), 1)  # alias
        buf20 = empty_strided_cpu((1, 8), (8, 1), torch.int64)
        # [Provenance debug handles] cpp_fused_add_cat_cumsum_ne_slice_sub_unsqueeze_3:7
        cpp_fused_add_cat_cumsum_ne_slice_sub_unsqueeze_3(buf19, buf17, buf18, buf20)
        del buf17
        del buf18
        del buf19
        # Topologically Sorted Source Nodes: [position_diff, ne, packed_sequence_mask], Original ATen: [aten.slice, aten.sub, aten.ne, aten.cumsum]
        # [Provenance debug handles] torch.ops.aten.cumsum.default:8
        buf21 = torch.ops.aten.cumsum.default(buf20, dim=-1, dtype=torch.int64)
        assert_tensor_metadata(buf21, (1, 8), (8, 1), torch.int64, 'torch.ops.aten.cumsum.default')
        assert_alignment(buf21, 16, 'torch.ops.aten.cumsum.default')
        del buf20
        assert_size_stride(arg2_1, (8, ), (1, ), 'input')
        buf22 = reinterpret_tensor(buf4, (1, 4, 8, 16), (512, 16, 64, 1), 0); del buf4  # reuse
        buf23 = reinterpret_tensor(buf2, (1, 4, 8, 16), (512, 128, 16, 1), 0); del buf2  # reuse
        buf24 = empty_strided_cpu((1, 4, 8, 16), (512, 128, 16, 1), torch.float32)
        buf25 = empty_strided_cpu((1, 1, 8, 8), (64, 64, 8, 1), torch.float32)
        buf64 = empty_strided_cpu((1, 1, 8, 8), (64, 64, 8, 1), torch.float32)
        # [Provenance debug handles] cpp_fused__scaled_dot_product_flash_attention_for_cpu__to_copy__unsafe_view_add_arange_bitwise_and_cat_clone_eq_expand_index_le_mul_new_ones_scalar_tensor_transpose_unsqueeze_view_where_4:9
        cpp_fused__scaled_dot_product_flash_attention_for_cpu__to_copy__unsafe_view_add_arange_bitwise_and_cat_clone_eq_expand_index_le_mul_new_ones_scalar_tensor_transpose_unsqueeze_view_where_4(buf22, arg2_1, buf7, buf10, buf13, buf16, buf21, buf23, buf24, buf25, buf64)
        del buf10
        del buf13
        del buf16
        del buf21
        del buf7
        # Topologically Sorted Source Nodes: [out, view, query_states, position_ids, position_ids_1, getitem_9, float_1, freqs, emb, cos_1, cos_3, mul_8, sin_1, sin_3, mul_9, q_embed, out_1, view_1, key_states, mul_10, mul_11, k_embed, getitem_14, hidden_states_3, key, out_2, view_2, value_states, getitem_15, hidden_states_4, value, result, expand, batch_arange, batch_indices, kv_arange, kv_indices, getitem_6, q_arange, q_indices, getitem_5, le, result_1, getitem_7, getitem_8, eq, result_2, attention_mask, attn_output], Original ATen: [aten._unsafe_view, aten.view, aten.transpose, aten.add, aten.unsqueeze, aten._to_copy, aten.mul, aten.cat, aten.expand, aten.clone, aten.new_ones, aten.arange, aten.index, aten.le, aten.bitwise_and, aten.eq, aten.scalar_tensor, aten.where, aten._scaled_dot_product_flash_attention_for_cpu]
        # [Provenance debug handles] torch.ops.aten._scaled_dot_product_flash_attention_for_cpu.default:10
        buf26 = torch.ops.aten._scaled_dot_product_flash_attention_for_cpu.default(buf22, buf23, buf24, attn_mask=buf25, scale=0.25)
        del buf22
        del buf23
        del buf25
        buf27 = buf26[0]
        assert_tensor_metadata(buf27, (1, 4, 8, 16), (512, 16, 64, 1), torch.float32, 'torch.ops.aten._scaled_dot_product_flash_attention_for_cpu.default')
        assert_alignment(buf27, 16, 'torch.ops.aten._scaled_dot_product_flash_attention_for_cpu.default')
        del buf26
        assert_size_stride_grouped((arg13_1, arg14_1, arg15_1), ((32, 64), (64, 1), (64, 1)), ((64, 1), (1, 1), (1, 1)), 'input')
        buf30 = buf3; del buf3  # reuse
        # [Provenance debug handles] cpp_fused___rshift___bitwise_and_copy_mul_slice_sub_5:11
        cpp_fused___rshift___bitwise_and_copy_mul_slice_sub_5(arg13_1, arg14_1, arg15_1, buf30)
        del arg13_1
        del arg14_1
        del arg15_1
        buf31 = reinterpret_tensor(buf24, (8, 64), (64, 1), 0); del buf24  # reuse
        # Topologically Sorted Source Nodes: [transpose_3, reshape_6, out_3, setitem_6, and__8, rshift_3, _generalized_scatter_6, setitem_7, and__9, _generalized_scatter_7, sub_4, mul_12, t_3], Original ATen: [aten.transpose, aten.view, aten.slice, aten.bitwise_and, aten.__rshift__, aten.copy, aten.sub, aten.mul, aten.t, aten.mm]
        # [Provenance debug handles] extern_kernels.mm:12
        extern_kernels.mm(reinterpret_tensor(buf27, (8, 64), (64, 1), 0), reinterpret_tensor(buf30, (64, 64), (1, 64), 0), out=buf31)
        del buf30
        assert_size_stride(arg16_1, (64, ), (1, ), 'input')
        buf32 = buf0; del buf0  # reuse
        buf33 = reinterpret_tensor(buf27, (1, 8, 64), (512, 64, 1), 0); del buf27  # reuse
        assert_size_stride_grouped((arg17_1, arg18_1, arg19_1), ((64, 64), (128, 1), (128, 1)), ((64, 1), (1, 1), (1, 1)), 'input')
        buf35 = empty_strided_cpu((128, 64), (64, 1), torch.float32)
        # [Provenance debug handles] cpp_fused___rshift____unsafe_view_add_bitwise_and_copy_embedding_mean_mul_pow_rsqrt_slice_sub_6:13
        cpp_fused___rshift____unsafe_view_add_bitwise_and_copy_embedding_mean_mul_pow_rsqrt_slice_sub_6(arg0_1, arg1_1, buf31, arg16_1, arg17_1, arg18_1, arg19_1, buf32, buf33, buf35)
        del arg16_1
        del arg17_1
        del arg18_1
        del arg19_1
        del buf32
        buf36 = empty_strided_cpu((8, 128), (128, 1), torch.float32)
        # Topologically Sorted Source Nodes: [out_4, setitem_8, and__10, rshift_4, _generalized_scatter_8, setitem_9, and__11, _generalized_scatter_9, sub_5, mul_15, t_4], Original ATen: [aten.view, aten.slice, aten.bitwise_and, aten.__rshift__, aten.copy, aten.sub, aten.mul, aten.t, aten.mm]
        # [Provenance debug handles] extern_kernels.mm:14
        extern_kernels.mm(reinterpret_tensor(buf33, (8, 64), (64, 1), 0), reinterpret_tensor(buf35, (64, 128), (1, 64), 0), out=buf36)
        assert_size_stride_grouped((arg20_1, arg21_1, arg22_1), ((64, 64), (128, 1), (128, 1)), ((64, 1), (1, 1), (1, 1)), 'input')
        buf38 = buf35; del buf35  # reuse
        # [Provenance debug handles] cpp_fused___rshift___bitwise_and_copy_mul_slice_sub_7:15
        cpp_fused___rshift___bitwise_and_copy_mul_slice_sub_7(arg20_1, arg21_1, arg22_1, buf38)
        del arg20_1
        del arg21_1
        del arg22_1
        buf39 = empty_strided_cpu((8, 128), (128, 1), torch.float32)
        # Topologically Sorted Source Nodes: [out_5, setitem_10, and__12, rshift_5, _generalized_scatter_10, setitem_11, and__13, _generalized_scatter_11, sub_6, mul_16, t_5], Original ATen: [aten.view, aten.slice, aten.bitwise_and, aten.__rshift__, aten.copy, aten.sub, aten.mul, aten.t, aten.mm]
        # [Provenance debug handles] extern_kernels.mm:16
        extern_kernels.mm(reinterpret_tensor(buf33, (8, 64), (64, 1), 0), reinterpret_tensor(buf38, (64, 128), (1, 64), 0), out=buf39)
        del buf38
        buf41 = reinterpret_tensor(buf36, (1, 8, 128), (1024, 128, 1), 0); del buf36  # reuse
        assert_size_stride_grouped((arg23_1, arg24_1, arg25_1), ((64, 64), (128, 1), (128, 1)), ((64, 1), (1, 1), (1, 1)), 'input')
        buf42 = empty_strided_cpu((128, 64), (64, 1), torch.float32)
        # [Provenance debug handles] cpp_fused___rshift____unsafe_view_bitwise_and_copy_mul_silu_slice_sub_8:17
        cpp_fused___rshift____unsafe_view_bitwise_and_copy_mul_silu_slice_sub_8(buf41, buf39, arg23_1, arg24_1, arg25_1, buf42)
        del arg23_1
        del arg24_1
        del arg25_1
        del buf39
        buf43 = reinterpret_tensor(buf33, (8, 64), (64, 1), 0); del buf33  # reuse
        # Topologically Sorted Source Nodes: [out_4, silu, out_5, mul_17, out_6, setitem_12, and__14, rshift_6, _generalized_scatter_12, setitem_13, and__15, _generalized_scatter_13, sub_7, mul_18, W_r_6, t_6], Original ATen: [aten._unsafe_view, aten.silu, aten.mul, aten.view, aten.slice, aten.bitwise_and, aten.__rshift__, aten.copy, aten.sub, aten.t, aten.mm]
        # [Provenance debug handles] extern_kernels.mm:18
        extern_kernels.mm(reinterpret_tensor(buf41, (8, 128), (128, 1), 0), reinterpret_tensor(buf42, (128, 64), (1, 128), 0), out=buf43)
        del buf42
        assert_size_stride(arg26_1, (64, ), (1, ), 'input')
        buf44 = empty_strided_cpu((1, 8, 1), (8, 1, 8), torch.float32)
        buf45 = empty_strided_cpu((1, 8, 64), (512, 64, 1), torch.float32)
        assert_size_stride_grouped((arg27_1, arg28_1, arg29_1), ((32, 64), (64, 1), (64, 1)), ((64, 1), (1, 1), (1, 1)), 'input')
        buf47 = empty_strided_cpu((64, 64), (64, 1), torch.float32)
        # [Provenance debug handles] cpp_fused___rshift____unsafe_view_add_bitwise_and_copy_embedding_mean_mul_pow_rsqrt_slice_sub_9:19
        cpp_fused___rshift____unsafe_view_add_bitwise_and_copy_embedding_mean_mul_pow_rsqrt_slice_sub_9(arg0_1, arg1_1, buf31, buf43, arg26_1, arg27_1, arg28_1, arg29_1, buf44, buf45, buf47)
        del arg26_1
        del arg27_1
        del arg28_1
        del arg29_1
        buf48 = empty_strided_cpu((8, 64), (64, 1), torch.float32)
        # Topologically Sorted Source Nodes: [out_7, setitem_14, and__16, rshift_7, _generalized_scatter_14, setitem_15, and__17, _generalized_scatter_15, sub_8, mul_21, t_7], Original ATen: [aten.view, aten.slice, aten.bitwise_and, aten.__rshift__, aten.copy, aten.sub, aten.mul, aten.t, aten.mm]
        # [Provenance debug handles] extern_kernels.mm:20
        extern_kernels.mm(reinterpret_tensor(buf45, (8, 64), (64, 1), 0), reinterpret_tensor(buf47, (64, 64), (1, 64), 0), out=buf48)
        buf51 = empty_strided_cpu((1, 4, 8, 16), (512, 128, 16, 1), torch.float32)
        buf49 = reinterpret_tensor(buf51, (1, 4, 8, 8), (512, 128, 16, 1), 0)  # alias
        buf50 = reinterpret_tensor(buf51, (1, 4, 8, 8), (512, 128, 16, 1), 8)  # alias
        assert_size_stride_grouped((arg30_1, arg31_1, arg32_1), ((16, 64), (32, 1), (32, 1)), ((64, 1), (1, 1), (1, 1)), 'input')
        buf53 = empty_strided_cpu((32, 64), (64, 1), torch.float32)
        # [Provenance debug handles] cpp_fused___rshift____unsafe_view_bitwise_and_cat_copy_mul_neg_slice_sub_transpose_view_1:21
        cpp_fused___rshift____unsafe_view_bitwise_and_cat_copy_mul_neg_slice_sub_transpose_view_1(buf48, arg30_1, arg31_1, arg32_1, buf49, buf50, buf53)
        del arg30_1
        del arg31_1
        del arg32_1
        del buf49
        del buf50
        buf54 = empty_strided_cpu((8, 32), (32, 1), torch.float32)
        # Topologically Sorted Source Nodes: [out_8, setitem_16, and__18, rshift_8, _generalized_scatter_16, setitem_17, and__19, _generalized_scatter_17, sub_9, mul_22, t_8], Original ATen: [aten.view, aten.slice, aten.bitwise_and, aten.__rshift__, aten.copy, aten.sub, aten.mul, aten.t, aten.mm]
        # [Provenance debug handles] extern_kernels.mm:22
        extern_kernels.mm(reinterpret_tensor(buf45, (8, 64), (64, 1), 0), reinterpret_tensor(buf53, (64, 32), (1, 64), 0), out=buf54)
        buf57 = empty_strided_cpu((1, 2, 8, 16), (256, 128, 16, 1), torch.float32)
        buf55 = reinterpret_tensor(buf57, (1, 2, 8, 8), (256, 128, 16, 1), 0)  # alias
        buf56 = reinterpret_tensor(buf57, (1, 2, 8, 8), (256, 128, 16, 1), 8)  # alias
        assert_size_stride_grouped((arg33_1, arg34_1, arg35_1), ((16, 64), (32, 1), (32, 1)), ((64, 1), (1, 1), (1, 1)), 'input')
        buf59 = buf53; del buf53  # reuse
        # [Provenance debug handles] cpp_fused___rshift____unsafe_view_bitwise_and_cat_copy_mul_neg_slice_sub_transpose_view_2:23
        cpp_fused___rshift____unsafe_view_bitwise_and_cat_copy_mul_neg_slice_sub_transpose_view_2(buf54, arg33_1, arg34_1, arg35_1, buf55, buf56, buf59)
        del arg33_1
        del arg34_1
        del arg35_1
        del buf55
        del buf56
        buf60 = empty_strided_cpu((8, 32), (32, 1), torch.float32)
        # Topologically Sorted Source Nodes: [out_9, setitem_18, and__20, rshift_9, _generalized_scatter_18, setitem_19, and__21, _generalized_scatter_19, sub_10, mul_23, t_9], Original ATen: [aten.view, aten.slice, aten.bitwise_and, aten.__rshift__, aten.copy, aten.sub, aten.mul, aten.t, aten.mm]
        # [Provenance debug handles] extern_kernels.mm:24
        extern_kernels.mm(reinterpret_tensor(buf45, (8, 64), (64, 1), 0), reinterpret_tensor(buf59, (64, 32), (1, 64), 0), out=buf60)
        del buf59
        buf61 = reinterpret_tensor(buf48, (1, 4, 8, 16), (512, 16, 64, 1), 0); del buf48  # reuse
        buf62 = reinterpret_tensor(buf45, (1, 4, 8, 16), (512, 128, 16, 1), 0); del buf45  # reuse
        buf63 = empty_strided_cpu((1, 4, 8, 16), (512, 128, 16, 1), torch.float32)
        # [Provenance debug handles] cpp_fused__scaled_dot_product_flash_attention_for_cpu__to_copy__unsafe_view_add_arange_bitwise_and_cat_clone_eq_expand_index_le_mul_new_ones_scalar_tensor_transpose_unsqueeze_view_where_10:25
        cpp_fused__scaled_dot_product_flash_attention_for_cpu__to_copy__unsafe_view_add_arange_bitwise_and_cat_clone_eq_expand_index_le_mul_new_ones_scalar_tensor_transpose_unsqueeze_view_where_10(buf61, arg2_1, buf51, buf54, buf57, buf60, buf62, buf63)
        del arg2_1
        del buf51
        del buf54
        del buf57
        del buf60
        # Topologically Sorted Source Nodes: [position_ids, position_ids_1, getitem_9, float_1, freqs, emb, cos_1, sin_1, result, expand, batch_arange, batch_indices, kv_arange, kv_indices, getitem_6, q_arange, q_indices, getitem_5, le, result_1, getitem_7, getitem_8, eq, result_2, attention_mask, out_7, view_3, query_states_1, cos_4, mul_24, sin_4, mul_25, q_embed_1, out_8, view_4, key_states_1, mul_26, mul_27, k_embed_1, getitem_20, hidden_states_13, key_1, out_9, view_5, value_states_1, getitem_21, hidden_states_14, value_1, attn_output_4], Original ATen: [aten.add, aten.unsqueeze, aten._to_copy, aten.mul, aten.cat, aten.new_ones, aten.expand, aten.arange, aten.index, aten.le, aten.bitwise_and, aten.eq, aten._unsafe_view, aten.view, aten.transpose, aten.clone, aten.scalar_tensor, aten.where, aten._scaled_dot_product_flash_attention_for_cpu]
        # [Provenance debug handles] torch.ops.aten._scaled_dot_product_flash_attention_for_cpu.default:26
        buf65 = torch.ops.aten._scaled_dot_product_flash_attention_for_cpu.default(buf61, buf62, buf63, attn_mask=buf64, scale=0.25)
        del buf61
        del buf62
        del buf64
        buf66 = buf65[0]
        assert_tensor_metadata(buf66, (1, 4, 8, 16), (512, 16, 64, 1), torch.float32, 'torch.ops.aten._scaled_dot_product_flash_attention_for_cpu.default')
        assert_alignment(buf66, 16, 'torch.ops.aten._scaled_dot_product_flash_attention_for_cpu.default')
        del buf65
        assert_size_stride_grouped((arg36_1, arg37_1, arg38_1), ((32, 64), (64, 1), (64, 1)), ((64, 1), (1, 1), (1, 1)), 'input')
        buf69 = buf47; del buf47  # reuse
        # [Provenance debug handles] cpp_fused___rshift___bitwise_and_copy_mul_slice_sub_5:27
        cpp_fused___rshift___bitwise_and_copy_mul_slice_sub_5(arg36_1, arg37_1, arg38_1, buf69)
        del arg36_1
        del arg37_1
        del arg38_1
        buf70 = reinterpret_tensor(buf63, (8, 64), (64, 1), 0); del buf63  # reuse
        # Topologically Sorted Source Nodes: [transpose_7, reshape_17, out_10, setitem_20, and__22, rshift_10, _generalized_scatter_20, setitem_21, and__23, _generalized_scatter_21, sub_11, mul_28, t_10], Original ATen: [aten.transpose, aten.view, aten.slice, aten.bitwise_and, aten.__rshift__, aten.copy, aten.sub, aten.mul, aten.t, aten.mm]
        # [Provenance debug handles] extern_kernels.mm:28
        extern_kernels.mm(reinterpret_tensor(buf66, (8, 64), (64, 1), 0), reinterpret_tensor(buf69, (64, 64), (1, 64), 0), out=buf70)
        del buf69
        assert_size_stride(arg39_1, (64, ), (1, ), 'input')
        buf71 = reinterpret_tensor(buf31, (1, 8, 64), (512, 64, 1), 0); del buf31  # reuse
        buf72 = buf44; del buf44  # reuse
        buf74 = reinterpret_tensor(buf66, (1, 8, 64), (512, 64, 1), 0); del buf66  # reuse
        assert_size_stride_grouped((arg40_1, arg41_1, arg42_1), ((64, 64), (128, 1), (128, 1)), ((64, 1), (1, 1), (1, 1)), 'input')
        buf75 = empty_strided_cpu((128, 64), (64, 1), torch.float32)
        # [Provenance debug handles] cpp_fused___rshift____unsafe_view_add_bitwise_and_copy_embedding_mean_mul_pow_rsqrt_slice_sub_11:29
        cpp_fused___rshift____unsafe_view_add_bitwise_and_copy_embedding_mean_mul_pow_rsqrt_slice_sub_11(buf71, arg0_1, arg1_1, buf43, buf70, arg39_1, arg40_1, arg41_1, arg42_1, buf72, buf74, buf75)
        del arg0_1
        del arg1_1
        del arg39_1
        del arg40_1
        del arg41_1
        del arg42_1
        del buf43
        del buf70
        buf76 = reinterpret_tensor(buf41, (8, 128), (128, 1), 0); del buf41  # reuse
        # Topologically Sorted Source Nodes: [pow_4, variance_3, add_13, rsqrt_3, hidden_states_17, hidden_states_18, out_11, setitem_22, and__24, rshift_11, _generalized_scatter_22, setitem_23, and__25, _generalized_scatter_23, sub_12, mul_31, t_11], Original ATen: [aten.pow, aten.mean, aten.add, aten.rsqrt, aten.mul, aten.view, aten.slice, aten.bitwise_and, aten.__rshift__, aten.copy, aten.sub, aten.t, aten.mm]
        # [Provenance debug handles] extern_kernels.mm:30
        extern_kernels.mm(reinterpret_tensor(buf74, (8, 64), (64, 1), 0), reinterpret_tensor(buf75, (64, 128), (1, 64), 0), out=buf76)
        assert_size_stride_grouped((arg43_1, arg44_1, arg45_1), ((64, 64), (128, 1), (128, 1)), ((64, 1), (1, 1), (1, 1)), 'input')
        buf78 = buf75; del buf75  # reuse
        # [Provenance debug handles] cpp_fused___rshift___bitwise_and_copy_mul_slice_sub_7:31
        cpp_fused___rshift___bitwise_and_copy_mul_slice_sub_7(arg43_1, arg44_1, arg45_1, buf78)
        del arg43_1
        del arg44_1
        del arg45_1
        buf79 = empty_strided_cpu((8, 128), (128, 1), torch.float32)
        # Topologically Sorted Source Nodes: [out_12, setitem_24, and__26, rshift_12, _generalized_scatter_24, setitem_25, and__27, _generalized_scatter_25, sub_13, mul_32, t_12], Original ATen: [aten.view, aten.slice, aten.bitwise_and, aten.__rshift__, aten.copy, aten.sub, aten.mul, aten.t, aten.mm]
        # [Provenance debug handles] extern_kernels.mm:32
        extern_kernels.mm(reinterpret_tensor(buf74, (8, 64), (64, 1), 0), reinterpret_tensor(buf78, (64, 128), (1, 64), 0), out=buf79)
        del buf78
        buf81 = reinterpret_tensor(buf76, (1, 8, 128), (1024, 128, 1), 0); del buf76  # reuse
        assert_size_stride_grouped((arg46_1, arg47_1, arg48_1), ((64, 64), (128, 1), (128, 1)), ((64, 1), (1, 1), (1, 1)), 'input')
        buf82 = empty_strided_cpu((128, 64), (64, 1), torch.float32)
        # [Provenance debug handles] cpp_fused___rshift____unsafe_view_bitwise_and_copy_mul_silu_slice_sub_8:33
        cpp_fused___rshift____unsafe_view_bitwise_and_copy_mul_silu_slice_sub_8(buf81, buf79, arg46_1, arg47_1, arg48_1, buf82)
        del arg46_1
        del arg47_1
        del arg48_1
        del buf79
        buf83 = reinterpret_tensor(buf74, (8, 64), (64, 1), 0); del buf74  # reuse
        # Topologically Sorted Source Nodes: [out_11, silu_1, out_12, mul_33, out_13, setitem_26, and__28, rshift_13, _generalized_scatter_26, setitem_27, and__29, _generalized_scatter_27, sub_14, mul_34, W_r_13, t_13], Original ATen: [aten._unsafe_view, aten.silu, aten.mul, aten.view, aten.slice, aten.bitwise_and, aten.__rshift__, aten.copy, aten.sub, aten.t, aten.mm]
        # [Provenance debug handles] extern_kernels.mm:34
        extern_kernels.mm(reinterpret_tensor(buf81, (8, 128), (128, 1), 0), reinterpret_tensor(buf82, (128, 64), (1, 128), 0), out=buf83)
        del buf82
        assert_size_stride(arg49_1, (64, ), (1, ), 'input')
        buf84 = buf72; del buf72  # reuse
        buf85 = buf71; del buf71  # reuse
        assert_size_stride(arg50_1, (128, 64), (64, 1), 'input')
        # [Provenance debug handles] cpp_fused__unsafe_view_add_mean_mul_pow_rsqrt_12:35
        cpp_fused__unsafe_view_add_mean_mul_pow_rsqrt_12(buf85, buf83, arg49_1, buf84)
        del arg49_1
        del buf83
        del buf84
        buf86 = reinterpret_tensor(buf81, (8, 128), (128, 1), 0); del buf81  # reuse
        # Topologically Sorted Source Nodes: [out_13, hidden_states_19, pow_5, variance_4, add_15, rsqrt_4, hidden_states_21, hidden_states_22, logits], Original ATen: [aten._unsafe_view, aten.add, aten.pow, aten.mean, aten.rsqrt, aten.mul, aten.view, aten.t, aten.mm]
        # [Provenance debug handles] extern_kernels.mm:36
        extern_kernels.mm(reinterpret_tensor(buf85, (8, 64), (64, 1), 0), reinterpret_tensor(arg50_1, (64, 128), (1, 64), 0), out=buf86)
        del arg50_1
        return (reinterpret_tensor(buf86, (1, 8, 128), (1024, 128, 1), 0), )

runner = Runner(partitions=[])
call = runner.call
recursively_apply_fns = runner.recursively_apply_fns


def get_args():
    from torch._dynamo.testing import rand_strided
    arg0_1 = rand_strided((1, 8), (8, 1), device='cpu', dtype=torch.int64)
    arg1_1 = rand_strided((128, 64), (64, 1), device='cpu', dtype=torch.float32)
    arg2_1 = rand_strided((8, ), (1, ), device='cpu', dtype=torch.float32)
    arg3_1 = rand_strided((64, ), (1, ), device='cpu', dtype=torch.float32)
    arg4_1 = rand_strided((32, 64), (64, 1), device='cpu', dtype=torch.uint8)
    arg5_1 = rand_strided((64, 1), (1, 1), device='cpu', dtype=torch.float32)
    arg6_1 = rand_strided((64, 1), (1, 1), device='cpu', dtype=torch.float32)
    arg7_1 = rand_strided((16, 64), (64, 1), device='cpu', dtype=torch.uint8)
    arg8_1 = rand_strided((32, 1), (1, 1), device='cpu', dtype=torch.float32)
    arg9_1 = rand_strided((32, 1), (1, 1), device='cpu', dtype=torch.float32)
    arg10_1 = rand_strided((16, 64), (64, 1), device='cpu', dtype=torch.uint8)
    arg11_1 = rand_strided((32, 1), (1, 1), device='cpu', dtype=torch.float32)
    arg12_1 = rand_strided((32, 1), (1, 1), device='cpu', dtype=torch.float32)
    arg13_1 = rand_strided((32, 64), (64, 1), device='cpu', dtype=torch.uint8)
    arg14_1 = rand_strided((64, 1), (1, 1), device='cpu', dtype=torch.float32)
    arg15_1 = rand_strided((64, 1), (1, 1), device='cpu', dtype=torch.float32)
    arg16_1 = rand_strided((64, ), (1, ), device='cpu', dtype=torch.float32)
    arg17_1 = rand_strided((64, 64), (64, 1), device='cpu', dtype=torch.uint8)
    arg18_1 = rand_strided((128, 1), (1, 1), device='cpu', dtype=torch.float32)
    arg19_1 = rand_strided((128, 1), (1, 1), device='cpu', dtype=torch.float32)
    arg20_1 = rand_strided((64, 64), (64, 1), device='cpu', dtype=torch.uint8)
    arg21_1 = rand_strided((128, 1), (1, 1), device='cpu', dtype=torch.float32)
    arg22_1 = rand_strided((128, 1), (1, 1), device='cpu', dtype=torch.float32)
    arg23_1 = rand_strided((64, 64), (64, 1), device='cpu', dtype=torch.uint8)
    arg24_1 = rand_strided((128, 1), (1, 1), device='cpu', dtype=torch.float32)
    arg25_1 = rand_strided((128, 1), (1, 1), device='cpu', dtype=torch.float32)
    arg26_1 = rand_strided((64, ), (1, ), device='cpu', dtype=torch.float32)
    arg27_1 = rand_strided((32, 64), (64, 1), device='cpu', dtype=torch.uint8)
    arg28_1 = rand_strided((64, 1), (1, 1), device='cpu', dtype=torch.float32)
    arg29_1 = rand_strided((64, 1), (1, 1), device='cpu', dtype=torch.float32)
    arg30_1 = rand_strided((16, 64), (64, 1), device='cpu', dtype=torch.uint8)
    arg31_1 = rand_strided((32, 1), (1, 1), device='cpu', dtype=torch.float32)
    arg32_1 = rand_strided((32, 1), (1, 1), device='cpu', dtype=torch.float32)
    arg33_1 = rand_strided((16, 64), (64, 1), device='cpu', dtype=torch.uint8)
    arg34_1 = rand_strided((32, 1), (1, 1), device='cpu', dtype=torch.float32)
    arg35_1 = rand_strided((32, 1), (1, 1), device='cpu', dtype=torch.float32)
    arg36_1 = rand_strided((32, 64), (64, 1), device='cpu', dtype=torch.uint8)
    arg37_1 = rand_strided((64, 1), (1, 1), device='cpu', dtype=torch.float32)
    arg38_1 = rand_strided((64, 1), (1, 1), device='cpu', dtype=torch.float32)
    arg39_1 = rand_strided((64, ), (1, ), device='cpu', dtype=torch.float32)
    arg40_1 = rand_strided((64, 64), (64, 1), device='cpu', dtype=torch.uint8)
    arg41_1 = rand_strided((128, 1), (1, 1), device='cpu', dtype=torch.float32)
    arg42_1 = rand_strided((128, 1), (1, 1), device='cpu', dtype=torch.float32)
    arg43_1 = rand_strided((64, 64), (64, 1), device='cpu', dtype=torch.uint8)
    arg44_1 = rand_strided((128, 1), (1, 1), device='cpu', dtype=torch.float32)
    arg45_1 = rand_strided((128, 1), (1, 1), device='cpu', dtype=torch.float32)
    arg46_1 = rand_strided((64, 64), (64, 1), device='cpu', dtype=torch.uint8)
    arg47_1 = rand_strided((128, 1), (1, 1), device='cpu', dtype=torch.float32)
    arg48_1 = rand_strided((128, 1), (1, 1), device='cpu', dtype=torch.float32)
    arg49_1 = rand_strided((64, ), (1, ), device='cpu', dtype=torch.float32)
    arg50_1 = rand_strided((128, 64), (64, 1), device='cpu', dtype=torch.float32)
    return [arg0_1, arg1_1, arg2_1, arg3_1, arg4_1, arg5_1, arg6_1, arg7_1, arg8_1, arg9_1, arg10_1, arg11_1, arg12_1, arg13_1, arg14_1, arg15_1, arg16_1, arg17_1, arg18_1, arg19_1, arg20_1, arg21_1, arg22_1, arg23_1, arg24_1, arg25_1, arg26_1, arg27_1, arg28_1, arg29_1, arg30_1, arg31_1, arg32_1, arg33_1, arg34_1, arg35_1, arg36_1, arg37_1, arg38_1, arg39_1, arg40_1, arg41_1, arg42_1, arg43_1, arg44_1, arg45_1, arg46_1, arg47_1, arg48_1, arg49_1, arg50_1]


def benchmark_compiled_module(args, times=10, repeat=10):
    from torch._inductor.utils import print_performance
    fn = lambda: call(list(args))
    return print_performance(fn, times=times, repeat=repeat, device='cpu')


if __name__ == "__main__":
    from torch._inductor.wrapper_benchmark import compiled_module_main
    args = get_args()
    compiled_module_main('None', lambda times, repeat: benchmark_compiled_module(args, times=times, repeat=repeat))
