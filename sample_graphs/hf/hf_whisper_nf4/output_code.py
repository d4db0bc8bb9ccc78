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


cpp_fused_gelu_0 = async_compile.cpp_pybinding(['float*'], r'''
#include <torch/csrc/inductor/cpp_prefix.h>
extern "C"  void  kernel(float* in_out_ptr0)
{
    std::atomic<int> inductor_cpu_integer_div_error{0};
    inductor_cpu_integer_div_error_flag = &inductor_cpu_integer_div_error;
    {
        for(int64_t x0=static_cast<int64_t>(0L); x0<static_cast<int64_t>(2048L); x0+=static_cast<int64_t>(16L))
        {
            {
                if(C10_LIKELY(x0 >= static_cast<int64_t>(0) && x0 < static_cast<int64_t>(2048L)))
                {
                    auto tmp0 = at::vec::Vectorized<float>::loadu(in_out_ptr0 + static_cast<int64_t>(x0), static_cast<int64_t>(16));
                    auto tmp1 = static_cast<float>(0.5);
                    auto tmp2 = at::vec::Vectorized<float>(tmp1);
                    auto tmp3 = tmp0 * tmp2;
                    auto tmp4 = static_cast<float>(0.7071067811865476);
                    auto tmp5 = at::vec::Vectorized<float>(tmp4);
                    auto tmp6 = tmp0 * tmp5;
                    auto tmp7 = tmp6.erf();
                    auto tmp8 = static_cast<float>(1.0);
                    auto tmp9 = at::vec::Vectorized<float>(tmp8);
                    auto tmp10 = tmp7 + tmp9;
                    auto tmp11 = tmp3 * tmp10;
                    tmp11.store(in_out_ptr0 + static_cast<int64_t>(x0));
                }
            }
        }
    }
    inductor_cpu_integer_div_error_flag = nullptr;
    inductor_cpu_throw_if_integer_div_error(inductor_cpu_integer_div_error);
}
''')


cpp_fused___rshift___add_arange_bitwise_and_embedding_gelu_native_layer_norm_permute_1 = async_compile.cpp_pybinding(['float*', 'const float*', 'const float*', 'const float*', 'const float*', 'const uint8_t*', 'float*', 'float*', 'uint8_t*', 'uint8_t*'], r'''
#include <torch/csrc/inductor/cpp_prefix.h>
extern "C"  void  kernel(float* in_out_ptr0,
                       const float* in_ptr0,
                       const float* in_ptr1,
                       const float* in_ptr2,
                       const float* in_ptr3,
                       const uint8_t* in_ptr4,
                       float* out_ptr1,
                       float* out_ptr2,
                       uint8_t* out_ptr3,
                       uint8_t* out_ptr4)
{
    std::atomic<int> inductor_cpu_integer_div_error{0};
    inductor_cpu_integer_div_error_flag = &inductor_cpu_integer_div_error;
    auto out_ptr0 = in_out_ptr0;
    {
        for(int64_t x0=static_cast<int64_t>(0L); x0<static_cast<int64_t>(16L); x0+=static_cast<int64_t>(16L))
        {
            {
                float tmp_acc0 = 0;
                at::vec::Vectorized<float> tmp_acc0_vec = at::vec::Vectorized<float>(0);
                for(int64_t x1=static_cast<int64_t>(0L); x1<static_cast<int64_t>(64L); x1+=static_cast<int64_t>(16L))
                {
                    {
                        if(C10_LIKELY(x0 >= static_cast<int64_t>(0) && x0 < static_cast<int64_t>(16L) && x1 >= static_cast<int64_t>(0) && x1 < static_cast<int64_t>(64L)))
                        {
                            alignas(std::max(std::size_t(16), alignof(float))) float tmp12[16*16];
                            transpose_mxn<float,static_cast<int64_t>(16),static_cast<int64_t>(16),false>(in_ptr1 + static_cast<int64_t>(x1 + 64L*x0), static_cast<int64_t>(64L), tmp12, static_cast<int64_t>(16));
                            for (long x1_inner = 0; x1_inner < static_cast<int64_t>(16); x1_inner++)
                            {
                                auto tmp0 = at::vec::Vectorized<float>::loadu(in_ptr0 + static_cast<int64_t>(x0 + 16L*x1 + 16L*x1_inner), static_cast<int64_t>(16));
                                auto tmp13 = at::vec::Vectorized<float>::loadu(tmp12 + static_cast<int64_t>(16L*x1_inner), static_cast<int64_t>(16));
                                auto tmp1 = static_cast<float>(0.5);
                                auto tmp2 = at::vec::Vectorized<float>(tmp1);
                                auto tmp3 = tmp0 * tmp2;
                                auto tmp4 = static_cast<float>(0.7071067811865476);
                                auto tmp5 = at::vec::Vectorized<float>(tmp4);
                                auto tmp6 = tmp0 * tmp5;
                                auto tmp7 = tmp6.erf();
                                auto tmp8 = static_cast<float>(1.0);
                                auto tmp9 = at::vec::Vectorized<float>(tmp8);
                                auto tmp10 = tmp7 + tmp9;
                                auto tmp11 = tmp3 * tmp10;
                                auto tmp14 = tmp11 + tmp13;
                                tmp_acc0_vec = tmp_acc0_vec + tmp14;
                            }
                        }
                    }
                }
                if(C10_LIKELY(x0 >= static_cast<int64_t>(0) && x0 < static_cast<int64_t>(16L)))
                {
                    tmp_acc0_vec.store(out_ptr0 + static_cast<int64_t>(x0));
                }
            }
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
            {
                float tmp_acc0 = 0;
                at::vec::Vectorized<float> tmp_acc0_vec = at::vec::Vectorized<float>(0);
                for(int64_t x1=static_cast<int64_t>(0L); x1<static_cast<int64_t>(64L); x1+=static_cast<int64_t>(16L))
                {
                    {
                        if(C10_LIKELY(x0 >= static_cast<int64_t>(0) && x0 < static_cast<int64_t>(16L) && x1 >= static_cast<int64_t>(0) && x1 < static_cast<int64_t>(64L)))
                        {
                            alignas(std::max(std::size_t(16), alignof(float))) float tmp12[16*16];
                            transpose_mxn<float,static_cast<int64_t>(16),static_cast<int64_t>(16),false>(in_ptr1 + static_cast<int64_t>(x1 + 64L*x0), static_cast<int64_t>(64L), tmp12, static_cast<int64_t>(16));
                            for (long x1_inner = 0; x1_inner < static_cast<int64_t>(16); x1_inner++)
                            {
                                auto tmp0 = at::vec::Vectorized<float>::loadu(in_ptr0 + static_cast<int64_t>(x0 + 16L*x1 + 16L*x1_inner), static_cast<int64_t>(16));
                                auto tmp13 = at::vec::Vectorized<float>::loadu(tmp12 + static_cast<int64_t>(16L*x1_inner), static_cast<int64_t>(16));
                                auto tmp15 = at::vec::Vectorized<float>::loadu(in_out_ptr0 + static_cast<int64_t>(x0), static_cast<int64_t>(16));
                                auto tmp1 = static_cast<float>(0.5);
                                auto tmp2 = at::vec::Vectorized<float>(tmp1);
                                auto tmp3 = tmp0 * tmp2;
                                auto tmp4 = static_cast<float>(0.7071067811865476);
                                auto tmp5 = at::vec::Vectorized<float>(tmp4);
                                auto tmp6 = tmp0 * tmp5;
                                auto tmp7 = tmp6.erf();
                                auto tmp8 = static_cast<float>(1.0);
                                auto tmp9 = at::vec::Vectorized<float>(tmp8);
                                auto tmp10 = tmp7 + tmp9;
                                auto tmp11 = tmp3 * tmp10;
                                auto tmp14 = tmp11 + tmp13;
                                auto tmp16 = tmp14 - tmp15;
                                auto tmp17 = tmp16 * tmp16;
                                tmp_acc0_vec = tmp_acc0_vec + tmp17;
                            }
                        }
                    }
                }
                if(C10_LIKELY(x0 >= static_cast<int64_t>(0) && x0 < static_cast<int64_t>(16L)))
                {
                    tmp_acc0_vec.store(out_ptr1 + static_cast<int64_t>(x0));
                }
            }
            for(int64_t x1=static_cast<int64_t>(0L); x1<static_cast<int64_t>(64L); x1+=static_cast<int64_t>(16L))
            {
                {
                    if(C10_LIKELY(x0 >= static_cast<int64_t>(0) && x0 < static_cast<int64_t>(16L) && x1 >= static_cast<int64_t>(0) && x1 < static_cast<int64_t>(64L)))
                    {
                        alignas(std::max(std::size_t(16), alignof(float))) float tmp0[16*16];
                        transpose_mxn<float,static_cast<int64_t>(16),static_cast<int64_t>(16),false>(in_ptr0 + static_cast<int64_t>(x0 + 16L*x1), static_cast<int64_t>(16L), tmp0, static_cast<int64_t>(16));
                        transpose_mxn<float,static_cast<int64_t>(16),static_cast<int64_t>(16),false>(in_ptr0 + static_cast<int64_t>(x0 + 16L*x1), static_cast<int64_t>(16L), tmp0, static_cast<int64_t>(16));
                        for (long x0_inner = 0; x0_inner < static_cast<int64_t>(16); x0_inner++)
                        {
                            auto tmp1 = at::vec::Vectorized<float>::loadu(tmp0 + static_cast<int64_t>(16L*x0_inner), static_cast<int64_t>(16));
                            auto tmp13 = at::vec::Vectorized<float>::loadu(in_ptr1 + static_cast<int64_t>(x1 + 64L*x0 + 64L*x0_inner), static_cast<int64_t>(16));
                            auto tmp15 = in_out_ptr0[static_cast<int64_t>(x0 + x0_inner)];
                            auto tmp18 = out_ptr1[static_cast<int64_t>(x0 + x0_inner)];
                            auto tmp26 = at::vec::Vectorized<float>::loadu(in_ptr2 + static_cast<int64_t>(x1), static_cast<int64_t>(16));
                            auto tmp28 = at::vec::Vectorized<float>::loadu(in_ptr3 + static_cast<int64_t>(x1), static_cast<int64_t>(16));
                            auto tmp2 = static_cast<float>(0.5);
                            auto tmp3 = at::vec::Vectorized<float>(tmp2);
                            auto tmp4 = tmp1 * tmp3;
                            auto tmp5 = static_cast<float>(0.7071067811865476);
                            auto tmp6 = at::vec::Vectorized<float>(tmp5);
                            auto tmp7 = tmp1 * tmp6;
                            auto tmp8 = tmp7.erf();
                            auto tmp9 = static_cast<float>(1.0);
                            auto tmp10 = at::vec::Vectorized<float>(tmp9);
                            auto tmp11 = tmp8 + tmp10;
                            auto tmp12 = tmp4 * tmp11;
                            auto tmp14 = tmp12 + tmp13;
                            auto tmp16 = at::vec::Vectorized<float>(tmp15);
                            auto tmp17 = tmp14 - tmp16;
                            auto tmp19 = static_cast<float>(64.0);
                            auto tmp20 = tmp18 / tmp19;
                            auto tmp21 = static_cast<float>(1e-05);
                            auto tmp22 = float(tmp20 + tmp21);
                            auto tmp23 = 1 / std::sqrt(tmp22);
                            auto tmp24 = at::vec::Vectorized<float>(tmp23);
                            auto tmp25 = tmp17 * tmp24;
                            auto tmp27 = tmp25 * tmp26;
                            auto tmp29 = tmp27 + tmp28;
                            tmp29.store(out_ptr2 + static_cast<int64_t>(x1 + 64L*x0 + 64L*x0_inner));
                        }
                    }
                }
            }
        }
    }
    {
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
                    tmp3.store(out_ptr3 + static_cast<int64_t>(x0), static_cast<int64_t>(16));
                    tmp6.store(out_ptr4 + static_cast<int64_t>(x0), static_cast<int64_t>(16));
                }
            }
        }
    }
    inductor_cpu_integer_div_error_flag = nullptr;
    inductor_cpu_throw_if_integer_div_error(inductor_cpu_integer_div_error);
}
''')


cpp_fused__to_copy_expand_index_mul_view_2 = async_compile.cpp_pybinding(['const uint8_t*', 'const float*', 'const float*', 'float*'], r'''
#include <torch/csrc/inductor/cpp_prefix.h>
extern "C"  void  kernel(const uint8_t* in_ptr0,
                       const float* in_ptr1,
                       const float* in_ptr2,
                       float* out_ptr0)
{
    std::atomic<int> inductor_cpu_integer_div_error{0};
    inductor_cpu_integer_div_error_flag = &inductor_cpu_integer_div_error;
    {
        #pragma GCC ivdep
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
    inductor_cpu_integer_div_error_flag = nullptr;
    inductor_cpu_throw_if_integer_div_error(inductor_cpu_integer_div_error);
}
''')


cpp_fused___rshift___bitwise_and_3 = async_compile.cpp_pybinding(['const uint8_t*', 'uint8_t*', 'uint8_t*'], r'''
#include <torch/csrc/inductor/cpp_prefix.h>
extern "C"  void  kernel(const uint8_t* in_ptr0,
                       uint8_t* out_ptr0,
                       uint8_t* out_ptr1)
{
    std::atomic<int> inductor_cpu_integer_div_error{0};
    inductor_cpu_integer_div_error_flag = &inductor_cpu_integer_div_error;
    {
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
    inductor_cpu_integer_div_error_flag = nullptr;
    inductor_cpu_throw_if_integer_div_error(inductor_cpu_integer_div_error);
}
''')


cpp_fused__scaled_dot_product_flash_attention_for_cpu__unsafe_view_add_clone_mul_transpose_view_4 = async_compile.cpp_pybinding(['const float*', 'const float*', 'const float*', 'const float*', 'const float*', 'float*', 'float*', 'float*'], r'''
#include <torch/csrc/inductor/cpp_prefix.h>
extern "C"  void  kernel(const float* in_ptr0,
                       const float* in_ptr1,
                       const float* in_ptr2,
                       const float* in_ptr3,
                       const float* in_ptr4,
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
                for(int64_t x2=static_cast<int64_t>(0L); x2<static_cast<int64_t>(16L); x2+=static_cast<int64_t>(16L))
                {
                    {
                        if(C10_LIKELY(x2 >= static_cast<int64_t>(0) && x2 < static_cast<int64_t>(16L)))
                        {
                            auto tmp0 = at::vec::Vectorized<float>::loadu(in_ptr0 + static_cast<int64_t>(x2 + 16L*x0 + 64L*x1), static_cast<int64_t>(16));
                            auto tmp1 = at::vec::Vectorized<float>::loadu(in_ptr1 + static_cast<int64_t>(x2 + 16L*x0), static_cast<int64_t>(16));
                            auto tmp2 = tmp0 + tmp1;
                            auto tmp3 = static_cast<float>(0.25);
                            auto tmp4 = at::vec::Vectorized<float>(tmp3);
                            auto tmp5 = tmp2 * tmp4;
                            tmp5.store(out_ptr0 + static_cast<int64_t>(x2 + 16L*x1 + 256L*x0));
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
                for(int64_t x2=static_cast<int64_t>(0L); x2<static_cast<int64_t>(16L); x2+=static_cast<int64_t>(16L))
                {
                    {
                        if(C10_LIKELY(x2 >= static_cast<int64_t>(0) && x2 < static_cast<int64_t>(16L)))
                        {
                            auto tmp0 = at::vec::Vectorized<float>::loadu(in_ptr2 + static_cast<int64_t>(x2 + 16L*x0 + 64L*x1), static_cast<int64_t>(16));
                            tmp0.store(out_ptr1 + static_cast<int64_t>(x2 + 16L*x1 + 256L*x0));
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
                for(int64_t x2=static_cast<int64_t>(0L); x2<static_cast<int64_t>(16L); x2+=static_cast<int64_t>(16L))
                {
                    {
                        if(C10_LIKELY(x2 >= static_cast<int64_t>(0) && x2 < static_cast<int64_t>(16L)))
                        {
                            auto tmp0 = at::vec::Vectorized<float>::loadu(in_ptr3 + static_cast<int64_t>(x2 + 16L*x0 + 64L*x1), static_cast<int64_t>(16));
                            auto tmp1 = at::vec::Vectorized<float>::loadu(in_ptr4 + static_cast<int64_t>(x2 + 16L*x0), static_cast<int64_t>(16));
                            auto tmp2 = tmp0 + tmp1;
                            tmp2.store(out_ptr2 + static_cast<int64_t>(x2 + 16L*x1 + 256L*x0));
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


cpp_fused__to_copy_clone_expand_index_mul_transpose_view_5 = async_compile.cpp_pybinding(['const uint8_t*', 'const float*', 'const float*', 'const float*', 'float*', 'float*'], r'''
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
    {
        #pragma GCC ivdep
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
        #pragma GCC ivdep
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
    inductor_cpu_integer_div_error_flag = nullptr;
    inductor_cpu_throw_if_integer_div_error(inductor_cpu_integer_div_error);
}
''')


cpp_fused___rshift____unsafe_view_add_arange_bitwise_and_embedding_gelu_native_layer_norm_permute_6 = async_compile.cpp_pybinding(['float*', 'const float*', 'const float*', 'const float*', 'const float*', 'const float*', 'const float*', 'const uint8_t*', 'float*', 'float*', 'uint8_t*', 'uint8_t*'], r'''
#include <torch/csrc/inductor/cpp_prefix.h>
extern "C"  void  kernel(float* in_out_ptr0,
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
    auto out_ptr0 = in_out_ptr0;
    {
        for(int64_t x0=static_cast<int64_t>(0L); x0<static_cast<int64_t>(16L); x0+=static_cast<int64_t>(16L))
        {
            {
                float tmp_acc0 = 0;
                at::vec::Vectorized<float> tmp_acc0_vec = at::vec::Vectorized<float>(0);
                for(int64_t x1=static_cast<int64_t>(0L); x1<static_cast<int64_t>(64L); x1+=static_cast<int64_t>(16L))
                {
                    {
                        if(C10_LIKELY(x0 >= static_cast<int64_t>(0) && x0 < static_cast<int64_t>(16L) && x1 >= static_cast<int64_t>(0) && x1 < static_cast<int64_t>(64L)))
                        {
                            alignas(std::max(std::size_t(16), alignof(float))) float tmp12[16*16];
                            transpose_mxn<float,static_cast<int64_t>(16),static_cast<int64_t>(16),false>(in_ptr1 + static_cast<int64_t>(x1 + 64L*x0), static_cast<int64_t>(64L), tmp12, static_cast<int64_t>(16));
                            alignas(std::max(std::size_t(16), alignof(float))) float tmp15[16*16];
                            transpose_mxn<float,static_cast<int64_t>(16),static_cast<int64_t>(16),false>(in_ptr2 + static_cast<int64_t>(x1 + 64L*x0), static_cast<int64_t>(64L), tmp15, static_cast<int64_t>(16));
                            for (long x1_inner = 0; x1_inner < static_cast<int64_t>(16); x1_inner++)
                            {
                                auto tmp0 = at::vec::Vectorized<float>::loadu(in_ptr0 + static_cast<int64_t>(x0 + 16L*x1 + 16L*x1_inner), static_cast<int64_t>(16));
                                auto tmp13 = at::vec::Vectorized<float>::loadu(tmp12 + static_cast<int64_t>(16L*x1_inner), static_cast<int64_t>(16));
                                auto tmp16 = at::vec::Vectorized<float>::loadu(tmp15 + static_cast<int64_t>(16L*x1_inner), static_cast<int64_t>(16));
                                auto tmp17 = in_ptr3[static_cast<int64_t>(x1 + x1_inner)];
                                auto tmp1 = static_cast<float>(0.5);
                                auto tmp2 = at::vec::Vectorized<float>(tmp1);
                                auto tmp3 = tmp0 * tmp2;
                                auto tmp4 = static_cast<float>(0.7071067811865476);
                                auto tmp5 = at::vec::Vectorized<float>(tmp4);
                                auto tmp6 = tmp0 * tmp5;
                                auto tmp7 = tmp6.erf();
                                auto tmp8 = static_cast<float>(1.0);
                                auto tmp9 = at::vec::Vectorized<float>(tmp8);
                                auto tmp10 = tmp7 + tmp9;
                                auto tmp11 = tmp3 * tmp10;
                                auto tmp14 = tmp11 + tmp13;
                                auto tmp18 = at::vec::Vectorized<float>(tmp17);
                                auto tmp19 = tmp16 + tmp18;
                                auto tmp20 = tmp14 + tmp19;
                                tmp_acc0_vec = tmp_acc0_vec + tmp20;
                            }
                        }
                    }
                }
                if(C10_LIKELY(x0 >= static_cast<int64_t>(0) && x0 < static_cast<int64_t>(16L)))
                {
                    tmp_acc0_vec.store(out_ptr0 + static_cast<int64_t>(x0));
                }
            }
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
            {
                float tmp_acc0 = 0;
                at::vec::Vectorized<float> tmp_acc0_vec = at::vec::Vectorized<float>(0);
                for(int64_t x1=static_cast<int64_t>(0L); x1<static_cast<int64_t>(64L); x1+=static_cast<int64_t>(16L))
                {
                    {
                        if(C10_LIKELY(x0 >= static_cast<int64_t>(0) && x0 < static_cast<int64_t>(16L) && x1 >= static_cast<int64_t>(0) && x1 < static_cast<int64_t>(64L)))
                        {
                            alignas(std::max(std::size_t(16), alignof(float))) float tmp12[16*16];
                            transpose_mxn<float,static_cast<int64_t>(16),static_cast<int64_t>(16),false>(in_ptr1 + static_cast<int64_t>(x1 + 64L*x0), static_cast<int64_t>(64L), tmp12, static_cast<int64_t>(16));
                            alignas(std::max(std::size_t(16), alignof(float))) float tmp15[16*16];
                            transpose_mxn<float,static_cast<int64_t>(16),static_cast<int64_t>(16),false>(in_ptr2 + static_cast<int64_t>(x1 + 64L*x0), static_cast<int64_t>(64L), tmp15, static_cast<int64_t>(16));
                            for (long x1_inner = 0; x1_inner < static_cast<int64_t>(16); x1_inner++)
                            {
                                auto tmp0 = at::vec::Vectorized<float>::loadu(in_ptr0 + static_cast<int64_t>(x0 + 16L*x1 + 16L*x1_inner), static_cast<int64_t>(16));
                                auto tmp13 = at::vec::Vectorized<float>::loadu(tmp12 + static_cast<int64_t>(16L*x1_inner), static_cast<int64_t>(16));
                                auto tmp16 = at::vec::Vectorized<float>::loadu(tmp15 + static_cast<int64_t>(16L*x1_inner), static_cast<int64_t>(16));
                                auto tmp17 = in_ptr3[static_cast<int64_t>(x1 + x1_inner)];
                                auto tmp21 = at::vec::Vectorized<float>::loadu(in_out_ptr0 + static_cast<int64_t>(x0), static_cast<int64_t>(16));
                                auto tmp1 = static_cast<float>(0.5);
                                auto tmp2 = at::vec::Vectorized<float>(tmp1);
                                auto tmp3 = tmp0 * tmp2;
                                auto tmp4 = static_cast<float>(0.7071067811865476);
                                auto tmp5 = at::vec::Vectorized<float>(tmp4);
                                auto tmp6 = tmp0 * tmp5;
                                auto tmp7 = tmp6.erf();
                                auto tmp8 = static_cast<float>(1.0);
                                auto tmp9 = at::vec::Vectorized<float>(tmp8);
                                auto tmp10 = tmp7 + tmp9;
                                auto tmp11 = tmp3 * tmp10;
                                auto tmp14 = tmp11 + tmp13;
                                auto tmp18 = at::vec::Vectorized<float>(tmp17);
                                auto tmp19 = tmp16 + tmp18;
                                auto tmp20 = tmp14 + tmp19;
                                auto tmp22 = tmp20 - tmp21;
                                auto tmp23 = tmp22 * tmp22;
                                tmp_acc0_vec = tmp_acc0_vec + tmp23;
                            }
                        }
                    }
                }
                if(C10_LIKELY(x0 >= static_cast<int64_t>(0) && x0 < static_cast<int64_t>(16L)))
                {
                    tmp_acc0_vec.store(out_ptr1 + static_cast<int64_t>(x0));
                }
            }
            for(int64_t x1=static_cast<int64_t>(0L); x1<static_cast<int64_t>(64L); x1+=static_cast<int64_t>(16L))
            {
                {
                    if(C10_LIKELY(x0 >= static_cast<int64_t>(0) && x0 < static_cast<int64_t>(16L) && x1 >= static_cast<int64_t>(0) && x1 < static_cast<int64_t>(64L)))
                    {
                        alignas(std::max(std::size_t(16), alignof(float))) float tmp0[16*16];
                        transpose_mxn<float,static_cast<int64_t>(16),static_cast<int64_t>(16),false>(in_ptr0 + static_cast<int64_t>(x0 + 16L*x1), static_cast<int64_t>(16L), tmp0, static_cast<int64_t>(16));
                        transpose_mxn<float,static_cast<int64_t>(16),static_cast<int64_t>(16),false>(in_ptr0 + static_cast<int64_t>(x0 + 16L*x1), static_cast<int64_t>(16L), tmp0, static_cast<int64_t>(16));
                        for (long x0_inner = 0; x0_inner < static_cast<int64_t>(16); x0_inner++)
                        {
                            auto tmp1 = at::vec::Vectorized<float>::loadu(tmp0 + static_cast<int64_t>(16L*x0_inner), static_cast<int64_t>(16));
                            auto tmp13 = at::vec::Vectorized<float>::loadu(in_ptr1 + static_cast<int64_t>(x1 + 64L*x0 + 64L*x0_inner), static_cast<int64_t>(16));
                            auto tmp15 = at::vec::Vectorized<float>::loadu(in_ptr2 + static_cast<int64_t>(x1 + 64L*x0 + 64L*x0_inner), static_cast<int64_t>(16));
                            auto tmp16 = at::vec::Vectorized<float>::loadu(in_ptr3 + static_cast<int64_t>(x1), static_cast<int64_t>(16));
                            auto tmp19 = in_out_ptr0[static_cast<int64_t>(x0 + x0_inner)];
                            auto tmp22 = out_ptr1[static_cast<int64_t>(x0 + x0_inner)];
                            auto tmp30 = at::vec::Vectorized<float>::loadu(in_ptr4 + static_cast<int64_t>(x1), static_cast<int64_t>(16));
                            auto tmp32 = at::vec::Vectorized<float>::loadu(in_ptr5 + static_cast<int64_t>(x1), static_cast<int64_t>(16));
                            auto tmp2 = static_cast<float>(0.5);
                            auto tmp3 = at::vec::Vectorized<float>(tmp2);
                            auto tmp4 = tmp1 * tmp3;
                            auto tmp5 = static_cast<float>(0.7071067811865476);
                            auto tmp6 = at::vec::Vectorized<float>(tmp5);
                            auto tmp7 = tmp1 * tmp6;
                            auto tmp8 = tmp7.erf();
                            auto tmp9 = static_cast<float>(1.0);
                            auto tmp10 = at::vec::Vectorized<float>(tmp9);
                            auto tmp11 = tmp8 + tmp10;
                            auto tmp12 = tmp4 * tmp11;
                            auto tmp14 = tmp12 + tmp13;
                            auto tmp17 = tmp15 + tmp16;
                            auto tmp18 = tmp14 + tmp17;
                            auto tmp20 = at::vec::Vectorized<float>(tmp19);
                            auto tmp21 = tmp18 - tmp20;
                            auto tmp23 = static_cast<float>(64.0);
                            auto tmp24 = tmp22 / tmp23;
                            auto tmp25 = static_cast<float>(1e-05);
                            auto tmp26 = float(tmp24 + tmp25);
                            auto tmp27 = 1 / std::sqrt(tmp26);
                            auto tmp28 = at::vec::Vectorized<float>(tmp27);
                            auto tmp29 = tmp21 * tmp28;
                            auto tmp31 = tmp29 * tmp30;
                            auto tmp33 = tmp31 + tmp32;
                            tmp33.store(out_ptr2 + static_cast<int64_t>(x1 + 64L*x0 + 64L*x0_inner));
                        }
                    }
                }
            }
        }
    }
    {
        for(int64_t x0=static_cast<int64_t>(0L); x0<static_cast<int64_t>(4096L); x0+=static_cast<int64_t>(16L))
        {
            {
                if(C10_LIKELY(x0 >= static_cast<int64_t>(0) && x0 < static_cast<int64_t>(4096L)))
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
    {
        #pragma GCC ivdep
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
    {
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
    inductor_cpu_integer_div_error_flag = nullptr;
    inductor_cpu_throw_if_integer_div_error(inductor_cpu_integer_div_error);
}
''')


cpp_fused__to_copy__unsafe_view_add_clone_expand_gelu_index_mul_view_9 = async_compile.cpp_pybinding(['float*', 'const uint8_t*', 'const float*', 'const float*', 'const float*', 'float*'], r'''
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
    {
        #pragma GCC ivdep
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
        #pragma GCC ivdep
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
    inductor_cpu_integer_div_error_flag = nullptr;
    inductor_cpu_throw_if_integer_div_error(inductor_cpu_integer_div_error);
}
''')


cpp_fused___rshift____unsafe_view_add_arange_bitwise_and_embedding_gelu_native_layer_norm_permute_10 = async_compile.cpp_pybinding(['float*', 'float*', 'const float*', 'const float*', 'const float*', 'const float*', 'const float*', 'const float*', 'const float*', 'const uint8_t*', 'float*', 'float*', 'uint8_t*', 'uint8_t*'], r'''
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
                       const uint8_t* in_ptr7,
                       float* out_ptr1,
                       float* out_ptr2,
                       uint8_t* out_ptr3,
                       uint8_t* out_ptr4)
{
    std::atomic<int> inductor_cpu_integer_div_error{0};
    inductor_cpu_integer_div_error_flag = &inductor_cpu_integer_div_error;
    auto out_ptr0 = in_out_ptr1;
    {
        for(int64_t x0=static_cast<int64_t>(0L); x0<static_cast<int64_t>(16L); x0+=static_cast<int64_t>(16L))
        {
            {
                float tmp_acc0 = 0;
                at::vec::Vectorized<float> tmp_acc0_vec = at::vec::Vectorized<float>(0);
                for(int64_t x1=static_cast<int64_t>(0L); x1<static_cast<int64_t>(64L); x1+=static_cast<int64_t>(16L))
                {
                    {
                        if(C10_LIKELY(x0 >= static_cast<int64_t>(0) && x0 < static_cast<int64_t>(16L) && x1 >= static_cast<int64_t>(0) && x1 < static_cast<int64_t>(64L)))
                        {
                            alignas(std::max(std::size_t(16), alignof(float))) float tmp12[16*16];
                            transpose_mxn<float,static_cast<int64_t>(16),static_cast<int64_t>(16),false>(in_ptr1 + static_cast<int64_t>(x1 + 64L*x0), static_cast<int64_t>(64L), tmp12, static_cast<int64_t>(16));
                            alignas(std::max(std::size_t(16), alignof(float))) float tmp15[16*16];
                            transpose_mxn<float,static_cast<int64_t>(16),static_cast<int64_t>(16),false>(in_out_ptr0 + static_cast<int64_t>(x1 + 64L*x0), static_cast<int64_t>(64L), tmp15, static_cast<int64_t>(16));
                            alignas(std::max(std::size_t(16), alignof(float))) float tmp21[16*16];
                            transpose_mxn<float,static_cast<int64_t>(16),static_cast<int64_t>(16),false>(in_ptr3 + static_cast<int64_t>(x1 + 64L*x0), static_cast<int64_t>(64L), tmp21, static_cast<int64_t>(16));
                            alignas(std::max(std::size_t(16), alignof(float))) float tmp27[16*16];
                            for (long x1_inner = 0; x1_inner < static_cast<int64_t>(16); x1_inner++)
                            {
                                auto tmp0 = at::vec::Vectorized<float>::loadu(in_ptr0 + static_cast<int64_t>(x0 + 16L*x1 + 16L*x1_inner), static_cast<int64_t>(16));
                                auto tmp13 = at::vec::Vectorized<float>::loadu(tmp12 + static_cast<int64_t>(16L*x1_inner), static_cast<int64_t>(16));
                                auto tmp16 = at::vec::Vectorized<float>::loadu(tmp15 + static_cast<int64_t>(16L*x1_inner), static_cast<int64_t>(16));
                                auto tmp17 = in_ptr2[static_cast<int64_t>(x1 + x1_inner)];
                                auto tmp22 = at::vec::Vectorized<float>::loadu(tmp21 + static_cast<int64_t>(16L*x1_inner), static_cast<int64_t>(16));
                                auto tmp23 = in_ptr4[static_cast<int64_t>(x1 + x1_inner)];
                                auto tmp1 = static_cast<float>(0.5);
                                auto tmp2 = at::vec::Vectorized<float>(tmp1);
                                auto tmp3 = tmp0 * tmp2;
                                auto tmp4 = static_cast<float>(0.7071067811865476);
                                auto tmp5 = at::vec::Vectorized<float>(tmp4);
                                auto tmp6 = tmp0 * tmp5;
                                auto tmp7 = tmp6.erf();
                                auto tmp8 = static_cast<float>(1.0);
                                auto tmp9 = at::vec::Vectorized<float>(tmp8);
                                auto tmp10 = tmp7 + tmp9;
                                auto tmp11 = tmp3 * tmp10;
                                auto tmp14 = tmp11 + tmp13;
                                auto tmp18 = at::vec::Vectorized<float>(tmp17);
                                auto tmp19 = tmp16 + tmp18;
                                auto tmp20 = tmp14 + tmp19;
                                auto tmp24 = at::vec::Vectorized<float>(tmp23);
                                auto tmp25 = tmp22 + tmp24;
                                auto tmp26 = tmp20 + tmp25;
                                tmp26.store(tmp27 + static_cast<int64_t>(16L*x1_inner));
                                tmp_acc0_vec = tmp_acc0_vec + tmp26;
                            }
                            transpose_mxn<float,static_cast<int64_t>(16),static_cast<int64_t>(16),false>(tmp27, static_cast<int64_t>(16), in_out_ptr0 + static_cast<int64_t>(x1 + 64L*x0), static_cast<int64_t>(64L));
                        }
                    }
                }
                if(C10_LIKELY(x0 >= static_cast<int64_t>(0) && x0 < static_cast<int64_t>(16L)))
                {
                    tmp_acc0_vec.store(in_out_ptr1 + static_cast<int64_t>(x0));
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
                    auto tmp0 = at::vec::Vectorized<float>::loadu(out_ptr0 + static_cast<int64_t>(x0), static_cast<int64_t>(16));
                    auto tmp1 = static_cast<float>(64.0);
                    auto tmp2 = at::vec::Vectorized<float>(tmp1);
                    auto tmp3 = tmp0 / tmp2;
                    tmp3.store(in_out_ptr1 + static_cast<int64_t>(x0));
                }
            }
        }
    }
    {
        #pragma GCC ivdep
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
        #pragma GCC ivdep
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
        for(int64_t x0=static_cast<int64_t>(0L); x0<static_cast<int64_t>(2048L); x0+=static_cast<int64_t>(16L))
        {
            {
                if(C10_LIKELY(x0 >= static_cast<int64_t>(0) && x0 < static_cast<int64_t>(2048L)))
                {
                    auto tmp0 = at::vec::Vectorized<uint8_t>::loadu(in_ptr7 + static_cast<int64_t>(x0), static_cast<int64_t>(16));
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
    inductor_cpu_integer_div_error_flag = nullptr;
    inductor_cpu_throw_if_integer_div_error(inductor_cpu_integer_div_error);
}
''')


cpp_fused___rshift____unsafe_view_add_bitwise_and_native_layer_norm_11 = async_compile.cpp_pybinding(['float*', 'const float*', 'const float*', 'const float*', 'const float*', 'const float*', 'const uint8_t*', 'float*', 'float*', 'uint8_t*', 'uint8_t*'], r'''
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
    {
        #pragma GCC ivdep
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
    {
        #pragma GCC ivdep
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
        #pragma GCC ivdep
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
                    tmp3.store(out_ptr3 + static_cast<int64_t>(x0), static_cast<int64_t>(16));
                    tmp6.store(out_ptr4 + static_cast<int64_t>(x0), static_cast<int64_t>(16));
                }
            }
        }
    }
    inductor_cpu_integer_div_error_flag = nullptr;
    inductor_cpu_throw_if_integer_div_error(inductor_cpu_integer_div_error);
}
''')


cpp_fused___rshift____unsafe_view_add_bitwise_and_embedding_index_native_layer_norm_unsqueeze_12 = async_compile.cpp_pybinding(['float*', 'float*', 'float*', 'const float*', 'const float*', 'const float*', 'const float*', 'const float*', 'const float*', 'const int64_t*', 'const float*', 'const float*', 'const float*', 'const float*', 'const uint8_t*', 'float*', 'float*', 'float*', 'uint8_t*', 'uint8_t*'], r'''
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
                       const int64_t* in_ptr6,
                       const float* in_ptr7,
                       const float* in_ptr8,
                       const float* in_ptr9,
                       const float* in_ptr10,
                       const uint8_t* in_ptr11,
                       float* out_ptr1,
                       float* out_ptr3,
                       float* out_ptr4,
                       uint8_t* out_ptr5,
                       uint8_t* out_ptr6)
{
    std::atomic<int> inductor_cpu_integer_div_error{0};
    inductor_cpu_integer_div_error_flag = &inductor_cpu_integer_div_error;
    auto out_ptr0 = in_out_ptr1;
    auto out_ptr2 = in_out_ptr2;
    {
        #pragma GCC ivdep
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
    {
        #pragma GCC ivdep
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
        #pragma GCC ivdep
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
                            auto tmp0 = in_ptr6[static_cast<int64_t>(x0)];
                            auto tmp5 = at::vec::Vectorized<float>::loadu(in_ptr8 + static_cast<int64_t>(x1 + 64L*x0), static_cast<int64_t>(16));
                            auto tmp1 = tmp0;
                            auto tmp2 = c10::convert<int64_t>(tmp1);
                            TORCH_CHECK((0 <= tmp2) & (tmp2 < 128L), "index out of bounds: 0 <= tmp2 < 128L");
                            auto tmp4 = at::vec::Vectorized<float>::loadu(in_ptr7 + static_cast<int64_t>(x1 + 64L*tmp0), static_cast<int64_t>(16));
                            auto tmp6 = tmp4 + tmp5;
                            tmp_acc0_vec = tmp_acc0_vec + tmp6;
                        }
                    }
                }
                tmp_acc0 = tmp_acc0 + at::vec::vec_reduce_all<float, 1>([](at::vec::Vectorized<float>& x, at::vec::Vectorized<float>& y) { return x + y; }, tmp_acc0_vec);
                in_out_ptr2[static_cast<int64_t>(x0)] = static_cast<float>(tmp_acc0);
            }
        }
    }
    {
        for(int64_t x0=static_cast<int64_t>(0L); x0<static_cast<int64_t>(8L); x0+=static_cast<int64_t>(16L))
        {
            {
                if(C10_LIKELY(x0 >= static_cast<int64_t>(0L) && x0 < static_cast<int64_t>(8L)))
                {
                    auto tmp0 = at::vec::Vectorized<float>::loadu(out_ptr2 + static_cast<int64_t>(x0), static_cast<int64_t>(8L));
                    auto tmp1 = static_cast<float>(64.0);
                    auto tmp2 = at::vec::Vectorized<float>(tmp1);
                    auto tmp3 = tmp0 / tmp2;
                    tmp3.store(in_out_ptr2 + static_cast<int64_t>(x0), static_cast<int64_t>(8L));
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
                            auto tmp0 = in_ptr6[static_cast<int64_t>(x0)];
                            auto tmp5 = at::vec::Vectorized<float>::loadu(in_ptr8 + static_cast<int64_t>(x1 + 64L*x0), static_cast<int64_t>(16));
                            auto tmp7 = in_out_ptr2[static_cast<int64_t>(x0)];
                            auto tmp1 = tmp0;
                            auto tmp2 = c10::convert<int64_t>(tmp1);
                            TORCH_CHECK((0 <= tmp2) & (tmp2 < 128L), "index out of bounds: 0 <= tmp2 < 128L");
                            auto tmp4 = at::vec::Vectorized<float>::loadu(in_ptr7 + static_cast<int64_t>(x1 + 64L*tmp0), static_cast<int64_t>(16));
                            auto tmp6 = tmp4 + tmp5;
                            auto tmp8 = at::vec::Vectorized<float>(tmp7);
                            auto tmp9 = tmp6 - tmp8;
                            auto tmp10 = tmp9 * tmp9;
                            tmp_acc0_vec = tmp_acc0_vec + tmp10;
                        }
                    }
                }
                tmp_acc0 = tmp_acc0 + at::vec::vec_reduce_all<float, 1>([](at::vec::Vectorized<float>& x, at::vec::Vectorized<float>& y) { return x + y; }, tmp_acc0_vec);
                out_ptr3[static_cast<int64_t>(x0)] = static_cast<float>(tmp_acc0);
            }
        }
    }
    {
        #pragma GCC ivdep
        for(int64_t x0=static_cast<int64_t>(0L); x0<static_cast<int64_t>(8L); x0+=static_cast<int64_t>(1L))
        {
            for(int64_t x1=static_cast<int64_t>(0L); x1<static_cast<int64_t>(64L); x1+=static_cast<int64_t>(16L))
            {
                {
                    if(C10_LIKELY(x1 >= static_cast<int64_t>(0) && x1 < static_cast<int64_t>(64L)))
                    {
                        auto tmp0 = in_ptr6[static_cast<int64_t>(x0)];
                        auto tmp5 = at::vec::Vectorized<float>::loadu(in_ptr8 + static_cast<int64_t>(x1 + 64L*x0), static_cast<int64_t>(16));
                        auto tmp7 = in_out_ptr2[static_cast<int64_t>(x0)];
                        auto tmp10 = out_ptr3[static_cast<int64_t>(x0)];
                        auto tmp18 = at::vec::Vectorized<float>::loadu(in_ptr9 + static_cast<int64_t>(x1), static_cast<int64_t>(16));
                        auto tmp20 = at::vec::Vectorized<float>::loadu(in_ptr10 + static_cast<int64_t>(x1), static_cast<int64_t>(16));
                        auto tmp1 = tmp0;
                        auto tmp2 = c10::convert<int64_t>(tmp1);
                        TORCH_CHECK((0 <= tmp2) & (tmp2 < 128L), "index out of bounds: 0 <= tmp2 < 128L");
                        auto tmp4 = at::vec::Vectorized<float>::loadu(in_ptr7 + static_cast<int64_t>(x1 + 64L*tmp0), static_cast<int64_t>(16));
                        auto tmp6 = tmp4 + tmp5;
                        auto tmp8 = at::vec::Vectorized<float>(tmp7);
                        auto tmp9 = tmp6 - tmp8;
                        auto tmp11 = static_cast<float>(64.0);
                        auto tmp12 = tmp10 / tmp11;
                        auto tmp13 = static_cast<float>(1e-05);
                        auto tmp14 = float(tmp12 + tmp13);
                        auto tmp15 = 1 / std::sqrt(tmp14);
                        auto tmp16 = at::vec::Vectorized<float>(tmp15);
                        auto tmp17 = tmp9 * tmp16;
                        auto tmp19 = tmp17 * tmp18;
                        auto tmp21 = tmp19 + tmp20;
                        tmp21.store(out_ptr4 + static_cast<int64_t>(x1 + 64L*x0));
                    }
                }
            }
        }
    }
    {
        for(int64_t x0=static_cast<int64_t>(0L); x0<static_cast<int64_t>(2048L); x0+=static_cast<int64_t>(16L))
        {
            {
                if(C10_LIKELY(x0 >= static_cast<int64_t>(0) && x0 < static_cast<int64_t>(2048L)))
                {
                    auto tmp0 = at::vec::Vectorized<uint8_t>::loadu(in_ptr11 + static_cast<int64_t>(x0), static_cast<int64_t>(16));
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
    inductor_cpu_integer_div_error_flag = nullptr;
    inductor_cpu_throw_if_integer_div_error(inductor_cpu_integer_div_error);
}
''')


cpp_fused_add_cat_cumsum_ne_slice_sub_unsqueeze_13 = async_compile.cpp_pybinding(['const int64_t*', 'int64_t*', 'int64_t*', 'int64_t*'], r'''
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


cpp_fused__scaled_dot_product_flash_attention_for_cpu__unsafe_view_add_arange_bitwise_and_clone_eq_expand_index_le_mul_new_ones_scalar_tensor_transpose_unsqueeze_view_where_14 = async_compile.cpp_pybinding(['const float*', 'const float*', 'const float*', 'const float*', 'const float*', 'const int64_t*', 'float*', 'float*', 'float*', 'float*'], r'''
#include <torch/csrc/inductor/cpp_prefix.h>
extern "C"  void  kernel(const float* in_ptr0,
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
                            auto tmp0 = at::vec::Vectorized<float>::loadu(in_ptr0 + static_cast<int64_t>(x2 + 16L*x0 + 64L*x1), static_cast<int64_t>(16));
                            auto tmp1 = at::vec::Vectorized<float>::loadu(in_ptr1 + static_cast<int64_t>(x2 + 16L*x0), static_cast<int64_t>(16));
                            auto tmp2 = tmp0 + tmp1;
                            auto tmp3 = static_cast<float>(0.25);
                            auto tmp4 = at::vec::Vectorized<float>(tmp3);
                            auto tmp5 = tmp2 * tmp4;
                            tmp5.store(out_ptr0 + static_cast<int64_t>(x2 + 16L*x1 + 128L*x0));
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
                            auto tmp0 = at::vec::Vectorized<float>::loadu(in_ptr2 + static_cast<int64_t>(x2 + 16L*x0 + 64L*x1), static_cast<int64_t>(16));
                            tmp0.store(out_ptr1 + static_cast<int64_t>(x2 + 16L*x1 + 128L*x0));
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
                            auto tmp0 = at::vec::Vectorized<float>::loadu(in_ptr3 + static_cast<int64_t>(x2 + 16L*x0 + 64L*x1), static_cast<int64_t>(16));
                            auto tmp1 = at::vec::Vectorized<float>::loadu(in_ptr4 + static_cast<int64_t>(x2 + 16L*x0), static_cast<int64_t>(16));
                            auto tmp2 = tmp0 + tmp1;
                            tmp2.store(out_ptr2 + static_cast<int64_t>(x2 + 16L*x1 + 128L*x0));
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


cpp_fused__to_copy_clone_expand_index_mul_transpose_view_15 = async_compile.cpp_pybinding(['const uint8_t*', 'const float*', 'const float*', 'const float*', 'float*', 'float*'], r'''
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
    {
        #pragma GCC ivdep
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
                            auto tmp0 = at::vec::Vectorized<float>::loadu(in_ptr3 + static_cast<int64_t>(x2 + 16L*x0 + 128L*x1), static_cast<int64_t>(16));
                            tmp0.store(out_ptr1 + static_cast<int64_t>(x2 + 16L*x1 + 64L*x0));
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


cpp_fused___rshift____unsafe_view_add_bitwise_and_embedding_index_native_layer_norm_unsqueeze_16 = async_compile.cpp_pybinding(['float*', 'float*', 'const int64_t*', 'const float*', 'const float*', 'const float*', 'const float*', 'const float*', 'const uint8_t*', 'float*', 'float*', 'uint8_t*', 'uint8_t*'], r'''
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
                       uint8_t* out_ptr3,
                       uint8_t* out_ptr4)
{
    std::atomic<int> inductor_cpu_integer_div_error{0};
    inductor_cpu_integer_div_error_flag = &inductor_cpu_integer_div_error;
    auto out_ptr0 = in_out_ptr1;
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
                            auto tmp7 = at::vec::Vectorized<float>::loadu(in_out_ptr0 + static_cast<int64_t>(x1 + 64L*x0), static_cast<int64_t>(16));
                            auto tmp8 = at::vec::Vectorized<float>::loadu(in_ptr3 + static_cast<int64_t>(x1), static_cast<int64_t>(16));
                            auto tmp1 = tmp0;
                            auto tmp2 = c10::convert<int64_t>(tmp1);
                            TORCH_CHECK((0 <= tmp2) & (tmp2 < 128L), "index out of bounds: 0 <= tmp2 < 128L");
                            auto tmp4 = at::vec::Vectorized<float>::loadu(in_ptr1 + static_cast<int64_t>(x1 + 64L*tmp0), static_cast<int64_t>(16));
                            auto tmp6 = tmp4 + tmp5;
                            auto tmp9 = tmp7 + tmp8;
                            auto tmp10 = tmp6 + tmp9;
                            tmp10.store(in_out_ptr0 + static_cast<int64_t>(x1 + 64L*x0));
                            tmp_acc0_vec = tmp_acc0_vec + tmp10;
                        }
                    }
                }
                tmp_acc0 = tmp_acc0 + at::vec::vec_reduce_all<float, 1>([](at::vec::Vectorized<float>& x, at::vec::Vectorized<float>& y) { return x + y; }, tmp_acc0_vec);
                in_out_ptr1[static_cast<int64_t>(x0)] = static_cast<float>(tmp_acc0);
            }
        }
    }
    {
        for(int64_t x0=static_cast<int64_t>(0L); x0<static_cast<int64_t>(8L); x0+=static_cast<int64_t>(16L))
        {
            {
                if(C10_LIKELY(x0 >= static_cast<int64_t>(0L) && x0 < static_cast<int64_t>(8L)))
                {
                    auto tmp0 = at::vec::Vectorized<float>::loadu(out_ptr0 + static_cast<int64_t>(x0), static_cast<int64_t>(8L));
                    auto tmp1 = static_cast<float>(64.0);
                    auto tmp2 = at::vec::Vectorized<float>(tmp1);
                    auto tmp3 = tmp0 / tmp2;
                    tmp3.store(in_out_ptr1 + static_cast<int64_t>(x0), static_cast<int64_t>(8L));
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
        #pragma GCC ivdep
        for(int64_t x0=static_cast<int64_t>(0L); x0<static_cast<int64_t>(8L); x0+=static_cast<int64_t>(1L))
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
                    tmp3.store(out_ptr3 + static_cast<int64_t>(x0), static_cast<int64_t>(16));
                    tmp6.store(out_ptr4 + static_cast<int64_t>(x0), static_cast<int64_t>(16));
                }
            }
        }
    }
    inductor_cpu_integer_div_error_flag = nullptr;
    inductor_cpu_throw_if_integer_div_error(inductor_cpu_integer_div_error);
}
''')


cpp_fused__scaled_dot_product_flash_attention_for_cpu__unsafe_view_add_clone_mul_transpose_view_17 = async_compile.cpp_pybinding(['const float*', 'const float*', 'const float*', 'const float*', 'const float*', 'float*', 'float*', 'float*'], r'''
#include <torch/csrc/inductor/cpp_prefix.h>
extern "C"  void  kernel(const float* in_ptr0,
                       const float* in_ptr1,
                       const float* in_ptr2,
                       const float* in_ptr3,
                       const float* in_ptr4,
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
                for(int64_t x2=static_cast<int64_t>(0L); x2<static_cast<int64_t>(16L); x2+=static_cast<int64_t>(16L))
                {
                    {
                        if(C10_LIKELY(x2 >= static_cast<int64_t>(0) && x2 < static_cast<int64_t>(16L)))
                        {
                            auto tmp0 = at::vec::Vectorized<float>::loadu(in_ptr0 + static_cast<int64_t>(x2 + 16L*x0 + 64L*x1), static_cast<int64_t>(16));
                            auto tmp1 = at::vec::Vectorized<float>::loadu(in_ptr1 + static_cast<int64_t>(x2 + 16L*x0), static_cast<int64_t>(16));
                            auto tmp2 = tmp0 + tmp1;
                            auto tmp3 = static_cast<float>(0.25);
                            auto tmp4 = at::vec::Vectorized<float>(tmp3);
                            auto tmp5 = tmp2 * tmp4;
                            tmp5.store(out_ptr0 + static_cast<int64_t>(x2 + 16L*x1 + 128L*x0));
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
                for(int64_t x2=static_cast<int64_t>(0L); x2<static_cast<int64_t>(16L); x2+=static_cast<int64_t>(16L))
                {
                    {
                        if(C10_LIKELY(x2 >= static_cast<int64_t>(0) && x2 < static_cast<int64_t>(16L)))
                        {
                            auto tmp0 = at::vec::Vectorized<float>::loadu(in_ptr2 + static_cast<int64_t>(x2 + 16L*x0 + 64L*x1), static_cast<int64_t>(16));
                            tmp0.store(out_ptr1 + static_cast<int64_t>(x2 + 16L*x1 + 256L*x0));
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
                for(int64_t x2=static_cast<int64_t>(0L); x2<static_cast<int64_t>(16L); x2+=static_cast<int64_t>(16L))
                {
                    {
                        if(C10_LIKELY(x2 >= static_cast<int64_t>(0) && x2 < static_cast<int64_t>(16L)))
                        {
                            auto tmp0 = at::vec::Vectorized<float>::loadu(in_ptr3 + static_cast<int64_t>(x2 + 16L*x0 + 64L*x1), static_cast<int64_t>(16));
                            auto tmp1 = at::vec::Vectorized<float>::loadu(in_ptr4 + static_cast<int64_t>(x2 + 16L*x0), static_cast<int64_t>(16));
                            auto tmp2 = tmp0 + tmp1;
                            tmp2.store(out_ptr2 + static_cast<int64_t>(x2 + 16L*x1 + 256L*x0));
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


cpp_fused___rshift____unsafe_view_add_bitwise_and_native_layer_norm_18 = async_compile.cpp_pybinding(['float*', 'const float*', 'const float*', 'const float*', 'const float*', 'const float*', 'const uint8_t*', 'float*', 'float*', 'uint8_t*', 'uint8_t*'], r'''
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
    {
        for(int64_t x0=static_cast<int64_t>(0L); x0<static_cast<int64_t>(8L); x0+=static_cast<int64_t>(16L))
        {
            {
                if(C10_LIKELY(x0 >= static_cast<int64_t>(0L) && x0 < static_cast<int64_t>(8L)))
                {
                    auto tmp0 = at::vec::Vectorized<float>::loadu(out_ptr0 + static_cast<int64_t>(x0), static_cast<int64_t>(8L));
                    auto tmp1 = static_cast<float>(64.0);
                    auto tmp2 = at::vec::Vectorized<float>(tmp1);
                    auto tmp3 = tmp0 / tmp2;
                    tmp3.store(in_out_ptr0 + static_cast<int64_t>(x0), static_cast<int64_t>(8L));
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
        #pragma GCC ivdep
        for(int64_t x0=static_cast<int64_t>(0L); x0<static_cast<int64_t>(8L); x0+=static_cast<int64_t>(1L))
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
                    tmp3.store(out_ptr3 + static_cast<int64_t>(x0), static_cast<int64_t>(16));
                    tmp6.store(out_ptr4 + static_cast<int64_t>(x0), static_cast<int64_t>(16));
                }
            }
        }
    }
    inductor_cpu_integer_div_error_flag = nullptr;
    inductor_cpu_throw_if_integer_div_error(inductor_cpu_integer_div_error);
}
''')


cpp_fused__to_copy__unsafe_view_add_clone_expand_gelu_index_mul_view_19 = async_compile.cpp_pybinding(['float*', 'const uint8_t*', 'const float*', 'const float*', 'const float*', 'float*'], r'''
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
    {
        #pragma GCC ivdep
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
        #pragma GCC ivdep
        for(int64_t x0=static_cast<int64_t>(0L); x0<static_cast<int64_t>(8L); x0+=static_cast<int64_t>(1L))
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
    inductor_cpu_integer_div_error_flag = nullptr;
    inductor_cpu_throw_if_integer_div_error(inductor_cpu_integer_div_error);
}
''')


cpp_fused___rshift____unsafe_view_add_bitwise_and_native_layer_norm_20 = async_compile.cpp_pybinding(['float*', 'float*', 'const float*', 'const float*', 'const float*', 'const float*', 'const float*', 'const float*', 'const uint8_t*', 'float*', 'float*', 'uint8_t*', 'uint8_t*'], r'''
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
    {
        for(int64_t x0=static_cast<int64_t>(0L); x0<static_cast<int64_t>(8L); x0+=static_cast<int64_t>(16L))
        {
            {
                if(C10_LIKELY(x0 >= static_cast<int64_t>(0L) && x0 < static_cast<int64_t>(8L)))
                {
                    auto tmp0 = at::vec::Vectorized<float>::loadu(out_ptr0 + static_cast<int64_t>(x0), static_cast<int64_t>(8L));
                    auto tmp1 = static_cast<float>(64.0);
                    auto tmp2 = at::vec::Vectorized<float>(tmp1);
                    auto tmp3 = tmp0 / tmp2;
                    tmp3.store(in_out_ptr1 + static_cast<int64_t>(x0), static_cast<int64_t>(8L));
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
        #pragma GCC ivdep
        for(int64_t x0=static_cast<int64_t>(0L); x0<static_cast<int64_t>(8L); x0+=static_cast<int64_t>(1L))
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
                    tmp3.store(out_ptr3 + static_cast<int64_t>(x0), static_cast<int64_t>(16));
                    tmp6.store(out_ptr4 + static_cast<int64_t>(x0), static_cast<int64_t>(16));
                }
            }
        }
    }
    inductor_cpu_integer_div_error_flag = nullptr;
    inductor_cpu_throw_if_integer_div_error(inductor_cpu_integer_div_error);
}
''')


cpp_fused___rshift____unsafe_view_add_bitwise_and_native_layer_norm_21 = async_compile.cpp_pybinding(['float*', 'const float*', 'const float*', 'const float*', 'const float*', 'const float*', 'const uint8_t*', 'float*', 'float*', 'uint8_t*', 'uint8_t*'], r'''
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
    {
        for(int64_t x0=static_cast<int64_t>(0L); x0<static_cast<int64_t>(8L); x0+=static_cast<int64_t>(16L))
        {
            {
                if(C10_LIKELY(x0 >= static_cast<int64_t>(0L) && x0 < static_cast<int64_t>(8L)))
                {
                    auto tmp0 = at::vec::Vectorized<float>::loadu(out_ptr0 + static_cast<int64_t>(x0), static_cast<int64_t>(8L));
                    auto tmp1 = static_cast<float>(64.0);
                    auto tmp2 = at::vec::Vectorized<float>(tmp1);
                    auto tmp3 = tmp0 / tmp2;
                    tmp3.store(in_out_ptr0 + static_cast<int64_t>(x0), static_cast<int64_t>(8L));
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
        #pragma GCC ivdep
        for(int64_t x0=static_cast<int64_t>(0L); x0<static_cast<int64_t>(8L); x0+=static_cast<int64_t>(1L))
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
                    tmp3.store(out_ptr3 + static_cast<int64_t>(x0), static_cast<int64_t>(16));
                    tmp6.store(out_ptr4 + static_cast<int64_t>(x0), static_cast<int64_t>(16));
                }
            }
        }
    }
    inductor_cpu_integer_div_error_flag = nullptr;
    inductor_cpu_throw_if_integer_div_error(inductor_cpu_integer_div_error);
}
''')


cpp_fused___rshift____unsafe_view_add_bitwise_and_native_layer_norm_22 = async_compile.cpp_pybinding(['float*', 'float*', 'const float*', 'const float*', 'const float*', 'const float*', 'const float*', 'const float*', 'const uint8_t*', 'float*', 'float*', 'uint8_t*', 'uint8_t*'], r'''
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
    {
        for(int64_t x0=static_cast<int64_t>(0L); x0<static_cast<int64_t>(8L); x0+=static_cast<int64_t>(16L))
        {
            {
                if(C10_LIKELY(x0 >= static_cast<int64_t>(0L) && x0 < static_cast<int64_t>(8L)))
                {
                    auto tmp0 = at::vec::Vectorized<float>::loadu(out_ptr0 + static_cast<int64_t>(x0), static_cast<int64_t>(8L));
                    auto tmp1 = static_cast<float>(64.0);
                    auto tmp2 = at::vec::Vectorized<float>(tmp1);
                    auto tmp3 = tmp0 / tmp2;
                    tmp3.store(in_out_ptr1 + static_cast<int64_t>(x0), static_cast<int64_t>(8L));
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
        #pragma GCC ivdep
        for(int64_t x0=static_cast<int64_t>(0L); x0<static_cast<int64_t>(8L); x0+=static_cast<int64_t>(1L))
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
        for(int64_t x0=static_cast<int64_t>(0L); x0<static_cast<int64_t>(4096L); x0+=static_cast<int64_t>(16L))
        {
            {
                if(C10_LIKELY(x0 >= static_cast<int64_t>(0) && x0 < static_cast<int64_t>(4096L)))
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
    inductor_cpu_integer_div_error_flag = nullptr;
    inductor_cpu_throw_if_integer_div_error(inductor_cpu_integer_div_error);
}
''')


cpp_fused__unsafe_view_add_native_layer_norm_23 = async_compile.cpp_pybinding(['float*', 'float*', 'const float*', 'const float*', 'const float*', 'const float*', 'float*'], r'''
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
                            auto tmp0 = at::vec::Vectorized<float>::loadu(in_out_ptr1 + static_cast<int64_t>(x1 + 64L*x0), static_cast<int64_t>(16));
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
    {
        for(int64_t x0=static_cast<int64_t>(0L); x0<static_cast<int64_t>(8L); x0+=static_cast<int64_t>(16L))
        {
            {
                if(C10_LIKELY(x0 >= static_cast<int64_t>(0L) && x0 < static_cast<int64_t>(8L)))
                {
                    auto tmp0 = at::vec::Vectorized<float>::loadu(out_ptr0 + static_cast<int64_t>(x0), static_cast<int64_t>(8L));
                    auto tmp1 = static_cast<float>(64.0);
                    auto tmp2 = at::vec::Vectorized<float>(tmp1);
                    auto tmp3 = tmp0 / tmp2;
                    tmp3.store(in_out_ptr0 + static_cast<int64_t>(x0), static_cast<int64_t>(8L));
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
                            auto tmp0 = at::vec::Vectorized<float>::loadu(in_out_ptr1 + static_cast<int64_t>(x1 + 64L*x0), static_cast<int64_t>(16));
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
        #pragma GCC ivdep
        for(int64_t x0=static_cast<int64_t>(0L); x0<static_cast<int64_t>(8L); x0+=static_cast<int64_t>(1L))
        {
            for(int64_t x1=static_cast<int64_t>(0L); x1<static_cast<int64_t>(64L); x1+=static_cast<int64_t>(16L))
            {
                {
                    if(C10_LIKELY(x1 >= static_cast<int64_t>(0) && x1 < static_cast<int64_t>(64L)))
                    {
                        auto tmp0 = at::vec::Vectorized<float>::loadu(in_out_ptr1 + static_cast<int64_t>(x1 + 64L*x0), static_cast<int64_t>(16));
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
                        tmp19.store(in_out_ptr1 + static_cast<int64_t>(x1 + 64L*x0));
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
        arg0_1, arg1_1, arg2_1, arg3_1, arg4_1, arg5_1, arg6_1, arg7_1, arg8_1, arg9_1, arg10_1, arg11_1, arg12_1, arg13_1, arg14_1, arg15_1, arg16_1, arg17_1, arg18_1, arg19_1, arg20_1, arg21_1, arg22_1, arg23_1, arg24_1, arg25_1, arg26_1, arg27_1, arg28_1, arg29_1, arg30_1, arg31_1, arg32_1, arg33_1, arg34_1, arg35_1, arg36_1, arg37_1, arg38_1, arg39_1, arg40_1, arg41_1, arg42_1, arg43_1, arg44_1, arg45_1, arg46_1, arg47_1, arg48_1, arg49_1, arg50_1, arg51_1, arg52_1, arg53_1, arg54_1, arg55_1, arg56_1, arg57_1, arg58_1, arg59_1, arg60_1, arg61_1, arg62_1, arg63_1, arg64_1, arg65_1, arg66_1, arg67_1, arg68_1, arg69_1, arg70_1, arg71_1, arg72_1, arg73_1, arg74_1, arg75_1, arg76_1, arg77_1, arg78_1, arg79_1, arg80_1, arg81_1, arg82_1, arg83_1, arg84_1, arg85_1, arg86_1, arg87_1, arg88_1, arg89_1, arg90_1, arg91_1, arg92_1, arg93_1, arg94_1, arg95_1, arg96_1, arg97_1, arg98_1, arg99_1, arg100_1, arg101_1, arg102_1, arg103_1, arg104_1, arg105_1, arg106_1, arg107_1, arg108_1, arg109_1, arg110_1, arg111_1, arg112_1, arg113_1, arg114_1, arg115_1, arg116_1, arg117_1, arg118_1, arg119_1, arg120_1, arg121_1, arg122_1, arg123_1, arg124_1, arg125_1, arg126_1, arg127_1, arg128_1, arg129_1, arg130_1, arg131_1, arg132_1, arg133_1, arg134_1, arg135_1, arg136_1, arg137_1, arg138_1, arg139_1, arg140_1, arg141_1, arg142_1, arg143_1, arg144_1, arg145_1, arg146_1, arg147_1, arg148_1, arg149_1, arg150_1, arg151_1, arg152_1, arg153_1, arg154_1 = args
        args.clear()
        assert_size_stride_grouped((arg0_1, arg1_1, arg2_1), ((1, 16, 32), (64, 16, 3), (64, )), ((512, 32, 1), (48, 3, 1), (1, )), 'input')
        # Topologically Sorted Source Nodes: [conv1d], Original ATen: [aten.convolution]
        # [Provenance debug handles] extern_kernels.convolution:1
        buf0 = extern_kernels.convolution(arg0_1, arg1_1, arg2_1, stride=(1,), padding=(1,), dilation=(1,), transposed=False, output_padding=(0,), groups=1)
        assert_tensor_metadata(buf0, (1, 64, 32), (2048, 32, 1), torch.float32, 'torch.ops.aten.convolution.default')
        del arg0_1
        del arg1_1
        del arg2_1
        buf1 = buf0; del buf0  # reuse
        assert_size_stride_grouped((arg3_1, arg4_1), ((64, 64, 3), (64, )), ((192, 3, 1), (1, )), 'input')
        # [Provenance debug handles] cpp_fused_gelu_0:2
        cpp_fused_gelu_0(buf1)
        # Topologically Sorted Source Nodes: [inputs_embeds, conv1d_1], Original ATen: [aten.gelu, aten.convolution]
        # [Provenance debug handles] extern_kernels.convolution:3
        buf2 = extern_kernels.convolution(buf1, arg3_1, arg4_1, stride=(2,), padding=(1,), dilation=(1,), transposed=False, output_padding=(0,), groups=1)
        assert_tensor_metadata(buf2, (1, 64, 16), (1024, 16, 1), torch.float32, 'torch.ops.aten.convolution.default')
        del arg3_1
        del arg4_1
        del buf1
        assert_size_stride_grouped((arg5_1, arg6_1, arg7_1), ((16, 64), (64, ), (64, )), ((64, 1), (1, ), (1, )), 'input')
        buf3 = empty_strided_cpu((1, 16, 1), (16, 1, 16), torch.float32)
        buf4 = buf3; del buf3  # reuse
        buf5 = empty_strided_cpu((1, 16, 1), (16, 1, 16), torch.float32)
        buf6 = empty_strided_cpu((1, 16, 64), (1024, 64, 1), torch.float32)
        assert_size_stride(arg8_1, (64, 32), (32, 1), 'input')
        buf7 = empty_strided_cpu((64, 32), (32, 1), torch.uint8)
        buf8 = empty_strided_cpu((64, 32), (32, 1), torch.uint8)
        # [Provenance debug handles] cpp_fused___rshift___add_arange_bitwise_and_embedding_gelu_native_layer_norm_permute_1:4
        cpp_fused___rshift___add_arange_bitwise_and_embedding_gelu_native_layer_norm_permute_1(buf4, buf2, arg5_1, arg6_1, arg7_1, arg8_1, buf5, buf6, buf7, buf8)
        del arg6_1
        del arg7_1
        del arg8_1
        # Unsorted Source Nodes: [invoke_quant_packed], Original ATen: [aten.stack, aten.__rshift__, aten.bitwise_and]
        # [Provenance debug handles] torch.ops.aten.cat.default:5
        buf9 = torch.ops.aten.cat.default([reinterpret_tensor(buf7, (64, 32, 1), (32, 1, 0), 0), reinterpret_tensor(buf8, (64, 32, 1), (32, 1, 0), 0)], -1)
        assert_tensor_metadata(buf9, (64, 32, 2), (64, 2, 1), torch.uint8, 'torch.ops.aten.cat.default')
        assert_alignment(buf9, 16, 'torch.ops.aten.cat.default')
        assert_size_stride_grouped((arg10_1, arg9_1), ((16, ), (64, )), ((1, ), (1, )), 'input')
        buf10 = empty_strided_cpu((64, 64), (64, 1), torch.float32)
        # [Provenance debug handles] cpp_fused__to_copy_expand_index_mul_view_2:6
        cpp_fused__to_copy_expand_index_mul_view_2(buf9, arg10_1, arg9_1, buf10)
        del arg10_1
        del arg9_1
        del buf9
        buf11 = empty_strided_cpu((16, 64), (64, 1), torch.float32)
        # Topologically Sorted Source Nodes: [y, t], Original ATen: [aten.view, aten.t, aten.mm]
        # [Provenance debug handles] extern_kernels.mm:7
        extern_kernels.mm(reinterpret_tensor(buf6, (16, 64), (64, 1), 0), reinterpret_tensor(buf10, (64, 64), (1, 64), 0), out=buf11)
        assert_size_stride(arg12_1, (64, 32), (32, 1), 'input')
        buf12 = buf8; del buf8  # reuse
        buf13 = buf7; del buf7  # reuse
        # [Provenance debug handles] cpp_fused___rshift___bitwise_and_3:8
        cpp_fused___rshift___bitwise_and_3(arg12_1, buf12, buf13)
        del arg12_1
        # Unsorted Source Nodes: [invoke_quant_packed_1], Original ATen: [aten.stack, aten.__rshift__, aten.bitwise_and]
        # [Provenance debug handles] torch.ops.aten.cat.default:9
        buf14 = torch.ops.aten.cat.default([reinterpret_tensor(buf12, (64, 32, 1), (32, 1, 0), 0), reinterpret_tensor(buf13, (64, 32, 1), (32, 1, 0), 0)], -1)
        assert_tensor_metadata(buf14, (64, 32, 2), (64, 2, 1), torch.uint8, 'torch.ops.aten.cat.default')
        assert_alignment(buf14, 16, 'torch.ops.aten.cat.default')
        assert_size_stride_grouped((arg14_1, arg13_1), ((16, ), (64, )), ((1, ), (1, )), 'input')
        buf15 = buf10; del buf10  # reuse
        # [Provenance debug handles] cpp_fused__to_copy_expand_index_mul_view_2:10
        cpp_fused__to_copy_expand_index_mul_view_2(buf14, arg14_1, arg13_1, buf15)
        del arg13_1
        del arg14_1
        del buf14
        buf16 = empty_strided_cpu((16, 64), (64, 1), torch.float32)
        # Topologically Sorted Source Nodes: [y_1, t_1], Original ATen: [aten.view, aten.t, aten.mm]
        # [Provenance debug handles] extern_kernels.mm:11
        extern_kernels.mm(reinterpret_tensor(buf6, (16, 64), (64, 1), 0), reinterpret_tensor(buf15, (64, 64), (1, 64), 0), out=buf16)
        assert_size_stride(arg15_1, (64, 32), (32, 1), 'input')
        buf17 = buf13; del buf13  # reuse
        buf18 = buf12; del buf12  # reuse
        # [Provenance debug handles] cpp_fused___rshift___bitwise_and_3:12
        cpp_fused___rshift___bitwise_and_3(arg15_1, buf17, buf18)
        del arg15_1
        # Unsorted Source Nodes: [invoke_quant_packed_2], Original ATen: [aten.stack, aten.__rshift__, aten.bitwise_and]
        # [Provenance debug handles] torch.ops.aten.cat.default:13
        buf19 = torch.ops.aten.cat.default([reinterpret_tensor(buf17, (64, 32, 1), (32, 1, 0), 0), reinterpret_tensor(buf18, (64, 32, 1), (32, 1, 0), 0)], -1)
        assert_tensor_metadata(buf19, (64, 32, 2), (64, 2, 1), torch.uint8, 'torch.ops.aten.cat.default')
        assert_alignment(buf19, 16, 'torch.ops.aten.cat.default')
        assert_size_stride_grouped((arg17_1, arg16_1), ((16, ), (64, )), ((1, ), (1, )), 'input')
        buf20 = buf15; del buf15  # reuse
        # [Provenance debug handles] cpp_fused__to_copy_expand_index_mul_view_2:14
        cpp_fused__to_copy_expand_index_mul_view_2(buf19, arg17_1, arg16_1, buf20)
        del arg16_1
        del arg17_1
        buf21 = empty_strided_cpu((16, 64), (64, 1), torch.float32)
        # Topologically Sorted Source Nodes: [y_2, t_2], Original ATen: [aten.view, aten.t, aten.mm]
        # [Provenance debug handles] extern_kernels.mm:15
        extern_kernels.mm(reinterpret_tensor(buf6, (16, 64), (64, 1), 0), reinterpret_tensor(buf20, (64, 64), (1, 64), 0), out=buf21)
        assert_size_stride(arg11_1, (64, ), (1, ), 'input')
        buf22 = reinterpret_tensor(buf6, (1, 4, 16, 16), (1024, 256, 16, 1), 0); del buf6  # reuse
        buf23 = empty_strided_cpu((1, 4, 16, 16), (1024, 256, 16, 1), torch.float32)
        assert_size_stride(arg18_1, (64, ), (1, ), 'input')
        buf24 = empty_strided_cpu((1, 4, 16, 16), (1024, 256, 16, 1), torch.float32)
        # [Provenance debug handles] cpp_fused__scaled_dot_product_flash_attention_for_cpu__unsafe_view_add_clone_mul_transpose_view_4:16
        cpp_fused__scaled_dot_product_flash_attention_for_cpu__unsafe_view_add_clone_mul_transpose_view_4(buf11, arg11_1, buf16, buf21, arg18_1, buf22, buf23, buf24)
        del arg11_1
        del arg18_1
        del buf11
        del buf16
        del buf21
        # Topologically Sorted Source Nodes: [y, add_1, mul, view, transpose, query_states, y_1, view_1, transpose_1, key_states, y_2, add_2, view_2, transpose_2, value_states, attn_output], Original ATen: [aten._unsafe_view, aten.add, aten.mul, aten.view, aten.transpose, aten.clone, aten._scaled_dot_product_flash_attention_for_cpu]
        # [Provenance debug handles] torch.ops.aten._scaled_dot_product_flash_attention_for_cpu.default:17
        buf25 = torch.ops.aten._scaled_dot_product_flash_attention_for_cpu.default(buf22, buf23, buf24, scale=1.0)
        del buf22
        del buf23
        buf26 = buf25[0]
        assert_tensor_metadata(buf26, (1, 4, 16, 16), (1024, 256, 16, 1), torch.float32, 'torch.ops.aten._scaled_dot_product_flash_attention_for_cpu.default')
        assert_alignment(buf26, 16, 'torch.ops.aten._scaled_dot_product_flash_attention_for_cpu.default')
        del buf25
        assert_size_stride(arg19_1, (64, 32), (32, 1), 'input')
        buf28 = buf18; del buf18  # reuse
        buf29 = buf17; del buf17  # reuse
        # [Provenance debug handles] cpp_fused___rshift___bitwise_and_3:18
        cpp_fused___rshift___bitwise_and_3(arg19_1, buf28, buf29)
        del arg19_1
        # Unsorted Source Nodes: [invoke_quant_packed_3], Original ATen: [aten.stack, aten.__rshift__, aten.bitwise_and]
        # [Provenance debug handles] torch.ops.aten.cat.default:19
        buf30 = torch.ops.aten.cat.default([reinterpret_tensor(buf28, (64, 32, 1), (32, 1, 0), 0), reinterpret_tensor(buf29, (64, 32, 1), (32, 1, 0), 0)], -1)
        assert_tensor_metadata(buf30, (64, 32, 2), (64, 2, 1), torch.uint8, 'torch.ops.aten.cat.default')
        assert_alignment(buf30, 16, 'torch.ops.aten.cat.default')
        del buf28
        del buf29
        assert_size_stride_grouped((arg21_1, arg20_1), ((16, ), (64, )), ((1, ), (1, )), 'input')
        buf31 = buf20; del buf20  # reuse
        buf32 = reinterpret_tensor(buf24, (1, 16, 4, 16), (1024, 64, 16, 1), 0); del buf24  # reuse
        # [Provenance debug handles] cpp_fused__to_copy_clone_expand_index_mul_transpose_view_5:20
        cpp_fused__to_copy_clone_expand_index_mul_transpose_view_5(buf30, arg21_1, arg20_1, buf26, buf31, buf32)
        del arg20_1
        del arg21_1
        buf33 = reinterpret_tensor(buf26, (16, 64), (64, 1), 0); del buf26  # reuse
        # Topologically Sorted Source Nodes: [transpose_3, attn_output_2, reshape_1, y_3, t_3], Original ATen: [aten.transpose, aten.clone, aten.view, aten.t, aten.mm]
        # [Provenance debug handles] extern_kernels.mm:21
        extern_kernels.mm(reinterpret_tensor(buf32, (16, 64), (64, 1), 0), reinterpret_tensor(buf31, (64, 64), (1, 64), 0), out=buf33)
        del buf31
        assert_size_stride_grouped((arg22_1, arg23_1, arg24_1), ((64, ), (64, ), (64, )), ((1, ), (1, ), (1, )), 'input')
        buf34 = buf5; del buf5  # reuse
        buf35 = buf34; del buf34  # reuse
        buf36 = buf4; del buf4  # reuse
        buf41 = reinterpret_tensor(buf32, (1, 16, 64), (1024, 64, 1), 0); del buf32  # reuse
        assert_size_stride(arg25_1, (128, 32), (32, 1), 'input')
        buf37 = reinterpret_tensor(buf30, (128, 32), (32, 1), 0); del buf30  # reuse
        buf38 = reinterpret_tensor(buf19, (128, 32), (32, 1), 0); del buf19  # reuse
        # [Provenance debug handles] cpp_fused___rshift____unsafe_view_add_arange_bitwise_and_embedding_gelu_native_layer_norm_permute_6:22
        cpp_fused___rshift____unsafe_view_add_arange_bitwise_and_embedding_gelu_native_layer_norm_permute_6(buf35, buf2, arg5_1, buf33, arg22_1, arg23_1, arg24_1, arg25_1, buf36, buf41, buf37, buf38)
        del arg23_1
        del arg24_1
        del arg25_1
        del buf35
        del buf36
        # Unsorted Source Nodes: [invoke_quant_packed_4], Original ATen: [aten.stack, aten.__rshift__, aten.bitwise_and]
        # [Provenance debug handles] torch.ops.aten.cat.default:23
        buf39 = torch.ops.aten.cat.default([reinterpret_tensor(buf37, (128, 32, 1), (32, 1, 0), 0), reinterpret_tensor(buf38, (128, 32, 1), (32, 1, 0), 0)], -1)
        assert_tensor_metadata(buf39, (128, 32, 2), (64, 2, 1), torch.uint8, 'torch.ops.aten.cat.default')
        assert_alignment(buf39, 16, 'torch.ops.aten.cat.default')
        del buf37
        assert_size_stride_grouped((arg27_1, arg26_1), ((16, ), (128, )), ((1, ), (1, )), 'input')
        buf40 = empty_strided_cpu((128, 64), (64, 1), torch.float32)
        # [Provenance debug handles] cpp_fused__to_copy_expand_index_mul_view_7:24
        cpp_fused__to_copy_expand_index_mul_view_7(buf39, arg27_1, arg26_1, buf40)
        del arg26_1
        del arg27_1
        del buf39
        buf42 = empty_strided_cpu((16, 128), (128, 1), torch.float32)
        # Topologically Sorted Source Nodes: [inputs_embeds_1, inputs_embeds_2, all_positions, embedding, hidden_states, y_3, attn_output_4, hidden_states_4, hidden_states_5, y_4, t_4], Original ATen: [aten.gelu, aten.permute, aten.arange, aten.embedding, aten.add, aten._unsafe_view, aten.native_layer_norm, aten.view, aten.t, aten.mm]
        # [Provenance debug handles] extern_kernels.mm:25
        extern_kernels.mm(reinterpret_tensor(buf41, (16, 64), (64, 1), 0), reinterpret_tensor(buf40, (64, 128), (1, 64), 0), out=buf42)
        del buf40
        del buf41
        assert_size_stride(arg29_1, (64, 64), (64, 1), 'input')
        buf43 = reinterpret_tensor(buf38, (64, 64), (64, 1), 0); del buf38  # reuse
        buf44 = empty_strided_cpu((64, 64), (64, 1), torch.uint8)
        # [Provenance debug handles] cpp_fused___rshift___bitwise_and_8:26
        cpp_fused___rshift___bitwise_and_8(arg29_1, buf43, buf44)
        del arg29_1
        # Unsorted Source Nodes: [invoke_quant_packed_5], Original ATen: [aten.stack, aten.__rshift__, aten.bitwise_and]
        # [Provenance debug handles] torch.ops.aten.cat.default:27
        buf45 = torch.ops.aten.cat.default([reinterpret_tensor(buf43, (64, 64, 1), (64, 1, 0), 0), reinterpret_tensor(buf44, (64, 64, 1), (64, 1, 0), 0)], -1)
        assert_tensor_metadata(buf45, (64, 64, 2), (128, 2, 1), torch.uint8, 'torch.ops.aten.cat.default')
        assert_alignment(buf45, 16, 'torch.ops.aten.cat.default')
        del buf43
        del buf44
        assert_size_stride_grouped((arg31_1, arg30_1), ((16, ), (128, )), ((1, ), (1, )), 'input')
        buf46 = empty_strided_cpu((64, 128), (128, 1), torch.float32)
        assert_size_stride(arg28_1, (128, ), (1, ), 'input')
        buf47 = reinterpret_tensor(buf42, (1, 16, 128), (2048, 128, 1), 0); del buf42  # reuse
        # [Provenance debug handles] cpp_fused__to_copy__unsafe_view_add_clone_expand_gelu_index_mul_view_9:28
        cpp_fused__to_copy__unsafe_view_add_clone_expand_gelu_index_mul_view_9(buf47, buf45, arg31_1, arg30_1, arg28_1, buf46)
        del arg28_1
        del arg30_1
        del arg31_1
        del buf45
        buf48 = empty_strided_cpu((16, 64), (64, 1), torch.float32)
        # Topologically Sorted Source Nodes: [y_4, add_5, hidden_states_6, y_5, t_5], Original ATen: [aten._unsafe_view, aten.add, aten.gelu, aten.view, aten.t, aten.mm]
        # [Provenance debug handles] extern_kernels.mm:29
        extern_kernels.mm(reinterpret_tensor(buf47, (16, 128), (128, 1), 0), reinterpret_tensor(buf46, (128, 64), (1, 128), 0), out=buf48)
        del buf46
        del buf47
        assert_size_stride_grouped((arg32_1, arg33_1, arg34_1), ((64, ), (64, ), (64, )), ((1, ), (1, ), (1, )), 'input')
        buf49 = reinterpret_tensor(buf33, (1, 16, 64), (1024, 64, 1), 0); del buf33  # reuse
        buf50 = empty_strided_cpu((1, 16, 1), (16, 1, 16), torch.float32)
        buf51 = buf50; del buf50  # reuse
        buf52 = empty_strided_cpu((1, 16, 1), (16, 1, 16), torch.float32)
        buf53 = empty_strided_cpu((1, 16, 64), (1024, 64, 1), torch.float32)
        assert_size_stride(arg35_1, (64, 32), (32, 1), 'input')
        buf54 = empty_strided_cpu((64, 32), (32, 1), torch.uint8)
        buf55 = empty_strided_cpu((64, 32), (32, 1), torch.uint8)
        # [Provenance debug handles] cpp_fused___rshift____unsafe_view_add_arange_bitwise_and_embedding_gelu_native_layer_norm_permute_10:30
        cpp_fused___rshift____unsafe_view_add_arange_bitwise_and_embedding_gelu_native_layer_norm_permute_10(buf49, buf51, buf2, arg5_1, arg22_1, buf48, arg32_1, arg33_1, arg34_1, arg35_1, buf52, buf53, buf54, buf55)
        del arg22_1
        del arg32_1
        del arg33_1
        del arg34_1
        del arg35_1
        del arg5_1
        # Unsorted Source Nodes: [invoke_quant_packed_6], Original ATen: [aten.stack, aten.__rshift__, aten.bitwise_and]
        # [Provenance debug handles] torch.ops.aten.cat.default:31
        buf56 = torch.ops.aten.cat.default([reinterpret_tensor(buf54, (64, 32, 1), (32, 1, 0), 0), reinterpret_tensor(buf55, (64, 32, 1), (32, 1, 0), 0)], -1)
        assert_tensor_metadata(buf56, (64, 32, 2), (64, 2, 1), torch.uint8, 'torch.ops.aten.cat.default')
        assert_alignment(buf56, 16, 'torch.ops.aten.cat.default')
        assert_size_stride_grouped((arg37_1, arg36_1), ((16, ), (64, )), ((1, ), (1, )), 'input')
        buf57 = empty_strided_cpu((64, 64), (64, 1), torch.float32)
        # [Provenance debug handles] cpp_fused__to_copy_expand_index_mul_view_2:32
        cpp_fused__to_copy_expand_index_mul_view_2(buf56, arg37_1, arg36_1, buf57)
        del arg36_1
        del arg37_1
        del buf56
        buf58 = buf48; del buf48  # reuse
        # Topologically Sorted Source Nodes: [y_6, t_6], Original ATen: [aten.view, aten.t, aten.mm]
        # [Provenance debug handles] extern_kernels.mm:33
        extern_kernels.mm(reinterpret_tensor(buf53, (16, 64), (64, 1), 0), reinterpret_tensor(buf57, (64, 64), (1, 64), 0), out=buf58)
        assert_size_stride(arg39_1, (64, 32), (32, 1), 'input')
        buf59 = buf55; del buf55  # reuse
        buf60 = buf54; del buf54  # reuse
        # [Provenance debug handles] cpp_fused___rshift___bitwise_and_3:34
        cpp_fused___rshift___bitwise_and_3(arg39_1, buf59, buf60)
        del arg39_1
        # Unsorted Source Nodes: [invoke_quant_packed_7], Original ATen: [aten.stack, aten.__rshift__, aten.bitwise_and]
        # [Provenance debug handles] torch.ops.aten.cat.default:35
        buf61 = torch.ops.aten.cat.default([reinterpret_tensor(buf59, (64, 32, 1), (32, 1, 0), 0), reinterpret_tensor(buf60, (64, 32, 1), (32, 1, 0), 0)], -1)
        assert_tensor_metadata(buf61, (64, 32, 2), (64, 2, 1), torch.uint8, 'torch.ops.aten.cat.default')
        assert_alignment(buf61, 16, 'torch.ops.aten.cat.default')
        assert_size_stride_grouped((arg41_1, arg40_1), ((16, ), (64, )), ((1, ), (1, )), 'input')
        buf62 = buf57; del buf57  # reuse
        # [Provenance debug handles] cpp_fused__to_copy_expand_index_mul_view_2:36
        cpp_fused__to_copy_expand_index_mul_view_2(buf61, arg41_1, arg40_1, buf62)
        del arg40_1
        del arg41_1
        del buf61
        buf63 = reinterpret_tensor(buf2, (16, 64), (64, 1), 0); del buf2  # reuse
        # Topologically Sorted Source Nodes: [y_7, t_7], Original ATen: [aten.view, aten.t, aten.mm]
        # [Provenance debug handles] extern_kernels.mm:37
        extern_kernels.mm(reinterpret_tensor(buf53, (16, 64), (64, 1), 0), reinterpret_tensor(buf62, (64, 64), (1, 64), 0), out=buf63)
        assert_size_stride(arg42_1, (64, 32), (32, 1), 'input')
        buf64 = buf60; del buf60  # reuse
        buf65 = buf59; del buf59  # reuse
        # [Provenance debug handles] cpp_fused___rshift___bitwise_and_3:38
        cpp_fused___rshift___bitwise_and_3(arg42_1, buf64, buf65)
        del arg42_1
        # Unsorted Source Nodes: [invoke_quant_packed_8], Original ATen: [aten.stack, aten.__rshift__, aten.bitwise_and]
        # [Provenance debug handles] torch.ops.aten.cat.default:39
        buf66 = torch.ops.aten.cat.default([reinterpret_tensor(buf64, (64, 32, 1), (32, 1, 0), 0), reinterpret_tensor(buf65, (64, 32, 1), (32, 1, 0), 0)], -1)
        assert_tensor_metadata(buf66, (64, 32, 2), (64, 2, 1), torch.uint8, 'torch.ops.aten.cat.default')
        assert_alignment(buf66, 16, 'torch.ops.aten.cat.default')
        assert_size_stride_grouped((arg44_1, arg43_1), ((16, ), (64, )), ((1, ), (1, )), 'input')
        buf67 = buf62; del buf62  # reuse
        # [Provenance debug handles] cpp_fused__to_copy_expand_index_mul_view_2:40
        cpp_fused__to_copy_expand_index_mul_view_2(buf66, arg44_1, arg43_1, buf67)
        del arg43_1
        del arg44_1
        buf68 = empty_strided_cpu((16, 64), (64, 1), torch.float32)
        # Topologically Sorted Source Nodes: [y_8, t_8], Original ATen: [aten.view, aten.t, aten.mm]
        # [Provenance debug handles] extern_kernels.mm:41
        extern_kernels.mm(reinterpret_tensor(buf53, (16, 64), (64, 1), 0), reinterpret_tensor(buf67, (64, 64), (1, 64), 0), out=buf68)
        assert_size_stride(arg38_1, (64, ), (1, ), 'input')
        buf69 = reinterpret_tensor(buf53, (1, 4, 16, 16), (1024, 256, 16, 1), 0); del buf53  # reuse
        buf70 = empty_strided_cpu((1, 4, 16, 16), (1024, 256, 16, 1), torch.float32)
        assert_size_stride(arg45_1, (64, ), (1, ), 'input')
        buf71 = empty_strided_cpu((1, 4, 16, 16), (1024, 256, 16, 1), torch.float32)
        # [Provenance debug handles] cpp_fused__scaled_dot_product_flash_attention_for_cpu__unsafe_view_add_clone_mul_transpose_view_4:42
        cpp_fused__scaled_dot_product_flash_attention_for_cpu__unsafe_view_add_clone_mul_transpose_view_4(buf58, arg38_1, buf63, buf68, arg45_1, buf69, buf70, buf71)
        del arg38_1
        del arg45_1
        del buf58
        del buf63
        del buf68
        # Topologically Sorted Source Nodes: [y_6, add_8, mul_1, view_3, transpose_4, query_states_1, y_7, view_4, transpose_5, key_states_1, y_8, add_9, view_5, transpose_6, value_states_1, attn_output_5], Original ATen: [aten._unsafe_view, aten.add, aten.mul, aten.view, aten.transpose, aten.clone, aten._scaled_dot_product_flash_attention_for_cpu]
        # [Provenance debug handles] torch.ops.aten._scaled_dot_product_flash_attention_for_cpu.default:43
        buf72 = torch.ops.aten._scaled_dot_product_flash_attention_for_cpu.default(buf69, buf70, buf71, scale=1.0)
        del buf69
        del buf70
        buf73 = buf72[0]
        assert_tensor_metadata(buf73, (1, 4, 16, 16), (1024, 256, 16, 1), torch.float32, 'torch.ops.aten._scaled_dot_product_flash_attention_for_cpu.default')
        assert_alignment(buf73, 16, 'torch.ops.aten._scaled_dot_product_flash_attention_for_cpu.default')
        del buf72
        assert_size_stride(arg46_1, (64, 32), (32, 1), 'input')
        buf75 = buf65; del buf65  # reuse
        buf76 = buf64; del buf64  # reuse
        # [Provenance debug handles] cpp_fused___rshift___bitwise_and_3:44
        cpp_fused___rshift___bitwise_and_3(arg46_1, buf75, buf76)
        del arg46_1
        # Unsorted Source Nodes: [invoke_quant_packed_9], Original ATen: [aten.stack, aten.__rshift__, aten.bitwise_and]
        # [Provenance debug handles] torch.ops.aten.cat.default:45
        buf77 = torch.ops.aten.cat.default([reinterpret_tensor(buf75, (64, 32, 1), (32, 1, 0), 0), reinterpret_tensor(buf76, (64, 32, 1), (32, 1, 0), 0)], -1)
        assert_tensor_metadata(buf77, (64, 32, 2), (64, 2, 1), torch.uint8, 'torch.ops.aten.cat.default')
        assert_alignment(buf77, 16, 'torch.ops.aten.cat.default')
        del buf75
        del buf76
        assert_size_stride_grouped((arg48_1, arg47_1), ((16, ), (64, )), ((1, ), (1, )), 'input')
        buf78 = buf67; del buf67  # reuse
        buf79 = reinterpret_tensor(buf71, (1, 16, 4, 16), (1024, 64, 16, 1), 0); del buf71  # reuse
        # [Provenance debug handles] cpp_fused__to_copy_clone_expand_index_mul_transpose_view_5:46
        cpp_fused__to_copy_clone_expand_index_mul_transpose_view_5(buf77, arg48_1, arg47_1, buf73, buf78, buf79)
        del arg47_1
        del arg48_1
        buf80 = reinterpret_tensor(buf73, (16, 64), (64, 1), 0); del buf73  # reuse
        # Topologically Sorted Source Nodes: [transpose_7, attn_output_7, reshape_3, y_9, t_9], Original ATen: [aten.transpose, aten.clone, aten.view, aten.t, aten.mm]
        # [Provenance debug handles] extern_kernels.mm:47
        extern_kernels.mm(reinterpret_tensor(buf79, (16, 64), (64, 1), 0), reinterpret_tensor(buf78, (64, 64), (1, 64), 0), out=buf80)
        del buf78
        assert_size_stride_grouped((arg49_1, arg50_1, arg51_1), ((64, ), (64, ), (64, )), ((1, ), (1, ), (1, )), 'input')
        buf81 = buf52; del buf52  # reuse
        buf82 = buf81; del buf81  # reuse
        buf83 = buf51; del buf51  # reuse
        buf88 = reinterpret_tensor(buf79, (1, 16, 64), (1024, 64, 1), 0); del buf79  # reuse
        assert_size_stride(arg52_1, (128, 32), (32, 1), 'input')
        buf84 = reinterpret_tensor(buf77, (128, 32), (32, 1), 0); del buf77  # reuse
        buf85 = reinterpret_tensor(buf66, (128, 32), (32, 1), 0); del buf66  # reuse
        # [Provenance debug handles] cpp_fused___rshift____unsafe_view_add_bitwise_and_native_layer_norm_11:48
        cpp_fused___rshift____unsafe_view_add_bitwise_and_native_layer_norm_11(buf82, buf49, buf80, arg49_1, arg50_1, arg51_1, arg52_1, buf83, buf88, buf84, buf85)
        del arg50_1
        del arg51_1
        del arg52_1
        del buf82
        del buf83
        # Unsorted Source Nodes: [invoke_quant_packed_10], Original ATen: [aten.stack, aten.__rshift__, aten.bitwise_and]
        # [Provenance debug handles] torch.ops.aten.cat.default:49
        buf86 = torch.ops.aten.cat.default([reinterpret_tensor(buf84, (128, 32, 1), (32, 1, 0), 0), reinterpret_tensor(buf85, (128, 32, 1), (32, 1, 0), 0)], -1)
        assert_tensor_metadata(buf86, (128, 32, 2), (64, 2, 1), torch.uint8, 'torch.ops.aten.cat.default')
        assert_alignment(buf86, 16, 'torch.ops.aten.cat.default')
        del buf84
        assert_size_stride_grouped((arg54_1, arg53_1), ((16, ), (128, )), ((1, ), (1, )), 'input')
        buf87 = empty_strided_cpu((128, 64), (64, 1), torch.float32)
        # [Provenance debug handles] cpp_fused__to_copy_expand_index_mul_view_7:50
        cpp_fused__to_copy_expand_index_mul_view_7(buf86, arg54_1, arg53_1, buf87)
        del arg53_1
        del arg54_1
        del buf86
        buf89 = empty_strided_cpu((16, 128), (128, 1), torch.float32)
        # Topologically Sorted Source Nodes: [y_9, attn_output_9, hidden_states_13, hidden_states_14, y_10, t_10], Original ATen: [aten._unsafe_view, aten.add, aten.native_layer_norm, aten.view, aten.t, aten.mm]
        # [Provenance debug handles] extern_kernels.mm:51
        extern_kernels.mm(reinterpret_tensor(buf88, (16, 64), (64, 1), 0), reinterpret_tensor(buf87, (64, 128), (1, 64), 0), out=buf89)
        del buf87
        del buf88
        assert_size_stride(arg56_1, (64, 64), (64, 1), 'input')
        buf90 = reinterpret_tensor(buf85, (64, 64), (64, 1), 0); del buf85  # reuse
        buf91 = empty_strided_cpu((64, 64), (64, 1), torch.uint8)
        # [Provenance debug handles] cpp_fused___rshift___bitwise_and_8:52
        cpp_fused___rshift___bitwise_and_8(arg56_1, buf90, buf91)
        del arg56_1
        # Unsorted Source Nodes: [invoke_quant_packed_11], Original ATen: [aten.stack, aten.__rshift__, aten.bitwise_and]
        # [Provenance debug handles] torch.ops.aten.cat.default:53
        buf92 = torch.ops.aten.cat.default([reinterpret_tensor(buf90, (64, 64, 1), (64, 1, 0), 0), reinterpret_tensor(buf91, (64, 64, 1), (64, 1, 0), 0)], -1)
        assert_tensor_metadata(buf92, (64, 64, 2), (128, 2, 1), torch.uint8, 'torch.ops.aten.cat.default')
        assert_alignment(buf92, 16, 'torch.ops.aten.cat.default')
        del buf90
        del buf91
        assert_size_stride_grouped((arg58_1, arg57_1), ((16, ), (128, )), ((1, ), (1, )), 'input')
        buf93 = empty_strided_cpu((64, 128), (128, 1), torch.float32)
        assert_size_stride(arg55_1, (128, ), (1, ), 'input')
        buf94 = reinterpret_tensor(buf89, (1, 16, 128), (2048, 128, 1), 0); del buf89  # reuse
        # [Provenance debug handles] cpp_fused__to_copy__unsafe_view_add_clone_expand_gelu_index_mul_view_9:54
        cpp_fused__to_copy__unsafe_view_add_clone_expand_gelu_index_mul_view_9(buf94, buf92, arg58_1, arg57_1, arg55_1, buf93)
        del arg55_1
        del arg57_1
        del arg58_1
        del buf92
        buf95 = empty_strided_cpu((16, 64), (64, 1), torch.float32)
        # Topologically Sorted Source Nodes: [y_10, add_12, hidden_states_15, y_11, t_11], Original ATen: [aten._unsafe_view, aten.add, aten.gelu, aten.view, aten.t, aten.mm]
        # [Provenance debug handles] extern_kernels.mm:55
        extern_kernels.mm(reinterpret_tensor(buf94, (16, 128), (128, 1), 0), reinterpret_tensor(buf93, (128, 64), (1, 128), 0), out=buf95)
        del buf93
        del buf94
        assert_size_stride_grouped((arg59_1, arg60_1, arg61_1), ((64, ), (64, ), (64, )), ((1, ), (1, ), (1, )), 'input')
        buf96 = buf49; del buf49  # reuse
        buf97 = empty_strided_cpu((1, 16, 1), (16, 1, 16), torch.float32)
        buf98 = buf97; del buf97  # reuse
        buf99 = empty_strided_cpu((1, 16, 1), (16, 1, 16), torch.float32)
        buf147 = buf96; del buf96  # reuse
        assert_size_stride_grouped((arg62_1, arg63_1, arg64_1, arg65_1, arg66_1), ((1, 8), (128, 64), (32, 64), (64, ), (64, )), ((8, 1), (64, 1), (64, 1), (1, ), (1, )), 'input')
        buf100 = empty_strided_cpu((1, 8, 1), (8, 1, 8), torch.float32)
        buf101 = buf100; del buf100  # reuse
        buf102 = empty_strided_cpu((1, 8, 1), (8, 1, 8), torch.float32)
        buf103 = empty_strided_cpu((1, 8, 64), (512, 64, 1), torch.float32)
        assert_size_stride(arg67_1, (64, 32), (32, 1), 'input')
        buf104 = empty_strided_cpu((64, 32), (32, 1), torch.uint8)
        buf105 = empty_strided_cpu((64, 32), (32, 1), torch.uint8)
        # [Provenance debug handles] cpp_fused___rshift____unsafe_view_add_bitwise_and_embedding_index_native_layer_norm_unsqueeze_12:56
        cpp_fused___rshift____unsafe_view_add_bitwise_and_embedding_index_native_layer_norm_unsqueeze_12(buf147, buf98, buf101, buf80, arg49_1, buf95, arg59_1, arg60_1, arg61_1, arg62_1, arg63_1, arg64_1, arg65_1, arg66_1, arg67_1, buf99, buf102, buf103, buf104, buf105)
        del arg49_1
        del arg59_1
        del arg60_1
        del arg61_1
        del arg65_1
        del arg66_1
        del arg67_1
        del buf98
        del buf99
        # Unsorted Source Nodes: [invoke_quant_packed_12], Original ATen: [aten.stack, aten.__rshift__, aten.bitwise_and]
        # [Provenance debug handles] torch.ops.aten.cat.default:57
        buf106 = torch.ops.aten.cat.default([reinterpret_tensor(buf104, (64, 32, 1), (32, 1, 0), 0), reinterpret_tensor(buf105, (64, 32, 1), (32, 1, 0), 0)], -1)
        assert_tensor_metadata(buf106, (64, 32, 2), (64, 2, 1), torch.uint8, 'torch.ops.aten.cat.default')
        assert_alignment(buf106, 16, 'torch.ops.aten.cat.default')
        assert_size_stride_grouped((arg69_1, arg68_1), ((16, ), (64, )), ((1, ), (1, )), 'input')
        buf107 = empty_strided_cpu((64, 64), (64, 1), torch.float32)
        # [Provenance debug handles] cpp_fused__to_copy_expand_index_mul_view_2:58
        cpp_fused__to_copy_expand_index_mul_view_2(buf106, arg69_1, arg68_1, buf107)
        del arg68_1
        del arg69_1
        del buf106
        buf108 = empty_strided_cpu((8, 64), (64, 1), torch.float32)
        # Topologically Sorted Source Nodes: [y_12, t_12], Original ATen: [aten.view, aten.t, aten.mm]
        # [Provenance debug handles] extern_kernels.mm:59
        extern_kernels.mm(reinterpret_tensor(buf103, (8, 64), (64, 1), 0), reinterpret_tensor(buf107, (64, 64), (1, 64), 0), out=buf108)
        assert_size_stride(arg71_1, (64, 32), (32, 1), 'input')
        buf109 = buf105; del buf105  # reuse
        buf110 = buf104; del buf104  # reuse
        # [Provenance debug handles] cpp_fused___rshift___bitwise_and_3:60
        cpp_fused___rshift___bitwise_and_3(arg71_1, buf109, buf110)
        del arg71_1
        # Unsorted Source Nodes: [invoke_quant_packed_13], Original ATen: [aten.stack, aten.__rshift__, aten.bitwise_and]
        # [Provenance debug handles] torch.ops.aten.cat.default:61
        buf111 = torch.ops.aten.cat.default([reinterpret_tensor(buf109, (64, 32, 1), (32, 1, 0), 0), reinterpret_tensor(buf110, (64, 32, 1), (32, 1, 0), 0)], -1)
        assert_tensor_metadata(buf111, (64, 32, 2), (64, 2, 1), torch.uint8, 'torch.ops.aten.cat.default')
        assert_alignment(buf111, 16, 'torch.ops.aten.cat.default')
        assert_size_stride_grouped((arg73_1, arg72_1), ((16, ), (64, )), ((1, ), (1, )), 'input')
        buf112 = buf107; del buf107  # reuse
        # [Provenance debug handles] cpp_fused__to_copy_expand_index_mul_view_2:62
        cpp_fused__to_copy_expand_index_mul_view_2(buf111, arg73_1, arg72_1, buf112)
        del arg72_1
        del arg73_1
        del buf111
        buf113 = empty_strided_cpu((8, 64), (64, 1), torch.float32)
        # Topologically Sorted Source Nodes: [y_13, t_13], Original ATen: [aten.view, aten.t, aten.mm]
        # [Provenance debug handles] extern_kernels.mm:63
        extern_kernels.mm(reinterpret_tensor(buf103, (8, 64), (64, 1), 0), reinterpret_tensor(buf112, (64, 64), (1, 64), 0), out=buf113)
        assert_size_stride(arg74_1, (64, 32), (32, 1), 'input')
        buf114 = buf110; del buf110  # reuse
        buf115 = buf109; del buf109  # reuse
        # [Provenance debug handles] cpp_fused___rshift___bitwise_and_3:64
        cpp_fused___rshift___bitwise_and_3(arg74_1, buf114, buf115)
        del arg74_1
        # Unsorted Source Nodes: [invoke_quant_packed_14], Original ATen: [aten.stack, aten.__rshift__, aten.bitwise_and]
        # [Provenance debug handles] torch.ops.aten.cat.default:65
        buf116 = torch.ops.aten.cat.default([reinterpret_tensor(buf114, (64, 32, 1), (32, 1, 0), 0), reinterpret_tensor(buf115, (64, 32, 1), (32, 1, 0), 0)], -1)
        assert_tensor_metadata(buf116, (64, 32, 2), (64, 2, 1), torch.uint8, 'torch.ops.aten.cat.default')
        assert_alignment(buf116, 16, 'torch.ops.aten.cat.default')
        assert_size_stride_grouped((arg76_1, arg75_1), ((16, ), (64, )), ((1, ), (1, )), 'input')
        buf117 = buf112; del buf112  # reuse
        # [Provenance debug handles] cpp_fused__to_copy_expand_index_mul_view_2:66
        cpp_fused__to_copy_expand_index_mul_view_2(buf116, arg76_1, arg75_1, buf117)
        del arg75_1
        del arg76_1
        del buf116
        buf118 = empty_strided_cpu((8, 64), (64, 1), torch.float32)
        # Topologically Sorted Source Nodes: [y_14, t_14], Original ATen: [aten.view, aten.t, aten.mm]
        # [Provenance debug handles] extern_kernels.mm:67
        extern_kernels.mm(reinterpret_tensor(buf103, (8, 64), (64, 1), 0), reinterpret_tensor(buf117, (64, 64), (1, 64), 0), out=buf118)
        buf121 = empty_strided_cpu((1, 9), (9, 1), torch.int64)
        buf119 = reinterpret_tensor(buf121, (1, 1), (9, 1), 0)  # alias
        buf120 = reinterpret_tensor(buf121, (1, 8), (9, 1), 1)  # alias
        buf122 = empty_strided_cpu((1, 8), (8, 1), torch.int64)
        # [Provenance debug handles] cpp_fused_add_cat_cumsum_ne_slice_sub_unsqueeze_13:68
        cpp_fused_add_cat_cumsum_ne_slice_sub_unsqueeze_13(buf121, buf119, buf120, buf122)
        del buf119
        del buf120
        del buf121
        # Topologically Sorted Source Nodes: [position_diff, ne, packed_sequence_mask], Original ATen: [aten.slice, aten.sub, aten.ne, aten.cumsum]
        # [Provenance debug handles] torch.ops.aten.cumsum.default:69
        buf123 = torch.ops.aten.cumsum.default(buf122, dim=-1, dtype=torch.int64)
        assert_tensor_metadata(buf123, (1, 8), (8, 1), torch.int64, 'torch.ops.aten.cumsum.default')
        assert_alignment(buf123, 16, 'torch.ops.aten.cumsum.default')
        del buf122
        assert_size_stride(arg70_1, (64, ), (1, ), 'input')
        buf124 = reinterpret_tensor(buf103, (1, 4, 8, 16), (512, 128, 16, 1), 0); del buf103  # reuse
        buf125 = empty_strided_cpu((1, 4, 8, 16), (512, 128, 16, 1), torch.float32)
        assert_size_stride(arg77_1, (64, ), (1, ), 'input')
        buf126 = empty_strided_cpu((1, 4, 8, 16), (512, 128, 16, 1), torch.float32)
        buf127 = empty_strided_cpu((1, 1, 8, 8), (64, 64, 8, 1), torch.float32)
        # [Provenance debug handles] cpp_fused__scaled_dot_product_flash_attention_for_cpu__unsafe_view_add_arange_bitwise_and_clone_eq_expand_index_le_mul_new_ones_scalar_tensor_transpose_unsqueeze_view_where_14:70
        cpp_fused__scaled_dot_product_flash_attention_for_cpu__unsafe_view_add_arange_bitwise_and_clone_eq_expand_index_le_mul_new_ones_scalar_tensor_transpose_unsqueeze_view_where_14(buf108, arg70_1, buf113, buf118, arg77_1, buf123, buf124, buf125, buf126, buf127)
        del arg70_1
        del arg77_1
        del buf108
        del buf113
        del buf118
        # Topologically Sorted Source Nodes: [position_ids, unsqueeze, y_12, add_19, mul_2, view_6, transpose_8, query_states_2, y_13, view_7, transpose_9, key_states_2, y_14, add_20, view_8, transpose_10, value_states_2, result, expand, batch_arange, batch_indices, kv_arange, kv_indices, getitem_19, q_arange, q_indices, getitem_18, le, result_1, getitem_20, getitem_21, eq, result_2, attention_mask, attn_output_10], Original ATen: [aten.add, aten.unsqueeze, aten._unsafe_view, aten.mul, aten.view, aten.transpose, aten.clone, aten.new_ones, aten.expand, aten.arange, aten.index, aten.le, aten.bitwise_and, aten.eq, aten.scalar_tensor, aten.where, aten._scaled_dot_product_flash_attention_for_cpu]
        # [Provenance debug handles] torch.ops.aten._scaled_dot_product_flash_attention_for_cpu.default:71
        buf128 = torch.ops.aten._scaled_dot_product_flash_attention_for_cpu.default(buf124, buf125, buf126, attn_mask=buf127, scale=1.0)
        del buf124
        buf129 = buf128[0]
        assert_tensor_metadata(buf129, (1, 4, 8, 16), (512, 128, 16, 1), torch.float32, 'torch.ops.aten._scaled_dot_product_flash_attention_for_cpu.default')
        assert_alignment(buf129, 16, 'torch.ops.aten._scaled_dot_product_flash_attention_for_cpu.default')
        del buf128
        assert_size_stride(arg78_1, (64, 32), (32, 1), 'input')
        buf131 = buf115; del buf115  # reuse
        buf132 = buf114; del buf114  # reuse
        # [Provenance debug handles] cpp_fused___rshift___bitwise_and_3:72
        cpp_fused___rshift___bitwise_and_3(arg78_1, buf131, buf132)
        del arg78_1
        # Unsorted Source Nodes: [invoke_quant_packed_15], Original ATen: [aten.stack, aten.__rshift__, aten.bitwise_and]
        # [Provenance debug handles] torch.ops.aten.cat.default:73
        buf133 = torch.ops.aten.cat.default([reinterpret_tensor(buf131, (64, 32, 1), (32, 1, 0), 0), reinterpret_tensor(buf132, (64, 32, 1), (32, 1, 0), 0)], -1)
        assert_tensor_metadata(buf133, (64, 32, 2), (64, 2, 1), torch.uint8, 'torch.ops.aten.cat.default')
        assert_alignment(buf133, 16, 'torch.ops.aten.cat.default')
        assert_size_stride_grouped((arg80_1, arg79_1), ((16, ), (64, )), ((1, ), (1, )), 'input')
        buf134 = buf117; del buf117  # reuse
        buf135 = reinterpret_tensor(buf126, (1, 8, 4, 16), (512, 64, 16, 1), 0); del buf126  # reuse
        # [Provenance debug handles] cpp_fused__to_copy_clone_expand_index_mul_transpose_view_15:74
        cpp_fused__to_copy_clone_expand_index_mul_transpose_view_15(buf133, arg80_1, arg79_1, buf129, buf134, buf135)
        del arg79_1
        del arg80_1
        del buf133
        buf136 = reinterpret_tensor(buf129, (8, 64), (64, 1), 0); del buf129  # reuse
        # Topologically Sorted Source Nodes: [transpose_11, attn_output_12, reshape_5, y_15, t_15], Original ATen: [aten.transpose, aten.clone, aten.view, aten.t, aten.mm]
        # [Provenance debug handles] extern_kernels.mm:75
        extern_kernels.mm(reinterpret_tensor(buf135, (8, 64), (64, 1), 0), reinterpret_tensor(buf134, (64, 64), (1, 64), 0), out=buf136)
        assert_size_stride_grouped((arg81_1, arg82_1, arg83_1), ((64, ), (64, ), (64, )), ((1, ), (1, ), (1, )), 'input')
        buf137 = reinterpret_tensor(buf136, (1, 8, 64), (512, 64, 1), 0); del buf136  # reuse
        buf138 = buf102; del buf102  # reuse
        buf139 = buf138; del buf138  # reuse
        buf140 = buf101; del buf101  # reuse
        buf145 = reinterpret_tensor(buf135, (1, 8, 64), (512, 64, 1), 0); del buf135  # reuse
        assert_size_stride(arg84_1, (64, 32), (32, 1), 'input')
        buf141 = buf132; del buf132  # reuse
        buf142 = buf131; del buf131  # reuse
        # [Provenance debug handles] cpp_fused___rshift____unsafe_view_add_bitwise_and_embedding_index_native_layer_norm_unsqueeze_16:76
        cpp_fused___rshift____unsafe_view_add_bitwise_and_embedding_index_native_layer_norm_unsqueeze_16(buf137, buf139, arg62_1, arg63_1, arg64_1, arg81_1, arg82_1, arg83_1, arg84_1, buf140, buf145, buf141, buf142)
        del arg62_1
        del arg64_1
        del arg81_1
        del arg82_1
        del arg83_1
        del arg84_1
        # Unsorted Source Nodes: [invoke_quant_packed_16], Original ATen: [aten.stack, aten.__rshift__, aten.bitwise_and]
        # [Provenance debug handles] torch.ops.aten.cat.default:77
        buf143 = torch.ops.aten.cat.default([reinterpret_tensor(buf141, (64, 32, 1), (32, 1, 0), 0), reinterpret_tensor(buf142, (64, 32, 1), (32, 1, 0), 0)], -1)
        assert_tensor_metadata(buf143, (64, 32, 2), (64, 2, 1), torch.uint8, 'torch.ops.aten.cat.default')
        assert_alignment(buf143, 16, 'torch.ops.aten.cat.default')
        assert_size_stride_grouped((arg86_1, arg85_1), ((16, ), (64, )), ((1, ), (1, )), 'input')
        buf144 = buf134; del buf134  # reuse
        # [Provenance debug handles] cpp_fused__to_copy_expand_index_mul_view_2:78
        cpp_fused__to_copy_expand_index_mul_view_2(buf143, arg86_1, arg85_1, buf144)
        del arg85_1
        del arg86_1
        del buf143
        buf146 = reinterpret_tensor(buf125, (8, 64), (64, 1), 0); del buf125  # reuse
        # Topologically Sorted Source Nodes: [hidden_states_26, y_16, t_16], Original ATen: [aten.native_layer_norm, aten.view, aten.t, aten.mm]
        # [Provenance debug handles] extern_kernels.mm:79
        extern_kernels.mm(reinterpret_tensor(buf145, (8, 64), (64, 1), 0), reinterpret_tensor(buf144, (64, 64), (1, 64), 0), out=buf146)
        assert_size_stride(arg88_1, (64, 32), (32, 1), 'input')
        buf148 = buf142; del buf142  # reuse
        buf149 = buf141; del buf141  # reuse
        # [Provenance debug handles] cpp_fused___rshift___bitwise_and_3:80
        cpp_fused___rshift___bitwise_and_3(arg88_1, buf148, buf149)
        del arg88_1
        # Unsorted Source Nodes: [invoke_quant_packed_17], Original ATen: [aten.stack, aten.__rshift__, aten.bitwise_and]
        # [Provenance debug handles] torch.ops.aten.cat.default:81
        buf150 = torch.ops.aten.cat.default([reinterpret_tensor(buf148, (64, 32, 1), (32, 1, 0), 0), reinterpret_tensor(buf149, (64, 32, 1), (32, 1, 0), 0)], -1)
        assert_tensor_metadata(buf150, (64, 32, 2), (64, 2, 1), torch.uint8, 'torch.ops.aten.cat.default')
        assert_alignment(buf150, 16, 'torch.ops.aten.cat.default')
        assert_size_stride_grouped((arg90_1, arg89_1), ((16, ), (64, )), ((1, ), (1, )), 'input')
        buf151 = buf144; del buf144  # reuse
        # [Provenance debug handles] cpp_fused__to_copy_expand_index_mul_view_2:82
        cpp_fused__to_copy_expand_index_mul_view_2(buf150, arg90_1, arg89_1, buf151)
        del arg89_1
        del arg90_1
        del buf150
        buf152 = buf95; del buf95  # reuse
        # Topologically Sorted Source Nodes: [y_17, t_17], Original ATen: [aten.view, aten.t, aten.mm]
        # [Provenance debug handles] extern_kernels.mm:83
        extern_kernels.mm(reinterpret_tensor(buf147, (16, 64), (64, 1), 0), reinterpret_tensor(buf151, (64, 64), (1, 64), 0), out=buf152)
        assert_size_stride(arg91_1, (64, 32), (32, 1), 'input')
        buf153 = buf149; del buf149  # reuse
        buf154 = buf148; del buf148  # reuse
        # [Provenance debug handles] cpp_fused___rshift___bitwise_and_3:84
        cpp_fused___rshift___bitwise_and_3(arg91_1, buf153, buf154)
        del arg91_1
        # Unsorted Source Nodes: [invoke_quant_packed_18], Original ATen: [aten.stack, aten.__rshift__, aten.bitwise_and]
        # [Provenance debug handles] torch.ops.aten.cat.default:85
        buf155 = torch.ops.aten.cat.default([reinterpret_tensor(buf153, (64, 32, 1), (32, 1, 0), 0), reinterpret_tensor(buf154, (64, 32, 1), (32, 1, 0), 0)], -1)
        assert_tensor_metadata(buf155, (64, 32, 2), (64, 2, 1), torch.uint8, 'torch.ops.aten.cat.default')
        assert_alignment(buf155, 16, 'torch.ops.aten.cat.default')
        assert_size_stride_grouped((arg93_1, arg92_1), ((16, ), (64, )), ((1, ), (1, )), 'input')
        buf156 = buf151; del buf151  # reuse
        # [Provenance debug handles] cpp_fused__to_copy_expand_index_mul_view_2:86
        cpp_fused__to_copy_expand_index_mul_view_2(buf155, arg93_1, arg92_1, buf156)
        del arg92_1
        del arg93_1
        buf157 = buf80; del buf80  # reuse
        # Topologically Sorted Source Nodes: [y_18, t_18], Original ATen: [aten.view, aten.t, aten.mm]
        # [Provenance debug handles] extern_kernels.mm:87
        extern_kernels.mm(reinterpret_tensor(buf147, (16, 64), (64, 1), 0), reinterpret_tensor(buf156, (64, 64), (1, 64), 0), out=buf157)
        assert_size_stride(arg87_1, (64, ), (1, ), 'input')
        buf158 = reinterpret_tensor(buf145, (1, 4, 8, 16), (512, 128, 16, 1), 0); del buf145  # reuse
        buf159 = empty_strided_cpu((1, 4, 16, 16), (1024, 256, 16, 1), torch.float32)
        assert_size_stride(arg94_1, (64, ), (1, ), 'input')
        buf160 = empty_strided_cpu((1, 4, 16, 16), (1024, 256, 16, 1), torch.float32)
        # [Provenance debug handles] cpp_fused__scaled_dot_product_flash_attention_for_cpu__unsafe_view_add_clone_mul_transpose_view_17:88
        cpp_fused__scaled_dot_product_flash_attention_for_cpu__unsafe_view_add_clone_mul_transpose_view_17(buf146, arg87_1, buf152, buf157, arg94_1, buf158, buf159, buf160)
        del arg87_1
        del arg94_1
        del buf146
        del buf152
        del buf157
        # Topologically Sorted Source Nodes: [y_16, add_23, mul_3, view_9, transpose_12, query_states_3, y_17, view_10, transpose_13, key_states_3, y_18, add_24, view_11, transpose_14, value_states_3, attn_output_15], Original ATen: [aten._unsafe_view, aten.add, aten.mul, aten.view, aten.transpose, aten.clone, aten._scaled_dot_product_flash_attention_for_cpu]
        # [Provenance debug handles] torch.ops.aten._scaled_dot_product_flash_attention_for_cpu.default:89
        buf161 = torch.ops.aten._scaled_dot_product_flash_attention_for_cpu.default(buf158, buf159, buf160, scale=1.0)
        del buf159
        buf162 = buf161[0]
        assert_tensor_metadata(buf162, (1, 4, 8, 16), (512, 128, 16, 1), torch.float32, 'torch.ops.aten._scaled_dot_product_flash_attention_for_cpu.default')
        assert_alignment(buf162, 16, 'torch.ops.aten._scaled_dot_product_flash_attention_for_cpu.default')
        del buf161
        assert_size_stride(arg95_1, (64, 32), (32, 1), 'input')
        buf164 = buf154; del buf154  # reuse
        buf165 = buf153; del buf153  # reuse
        # [Provenance debug handles] cpp_fused___rshift___bitwise_and_3:90
        cpp_fused___rshift___bitwise_and_3(arg95_1, buf164, buf165)
        del arg95_1
        # Unsorted Source Nodes: [invoke_quant_packed_19], Original ATen: [aten.stack, aten.__rshift__, aten.bitwise_and]
        # [Provenance debug handles] torch.ops.aten.cat.default:91
        buf166 = torch.ops.aten.cat.default([reinterpret_tensor(buf164, (64, 32, 1), (32, 1, 0), 0), reinterpret_tensor(buf165, (64, 32, 1), (32, 1, 0), 0)], -1)
        assert_tensor_metadata(buf166, (64, 32, 2), (64, 2, 1), torch.uint8, 'torch.ops.aten.cat.default')
        assert_alignment(buf166, 16, 'torch.ops.aten.cat.default')
        del buf164
        del buf165
        assert_size_stride_grouped((arg97_1, arg96_1), ((16, ), (64, )), ((1, ), (1, )), 'input')
        buf167 = buf156; del buf156  # reuse
        buf168 = reinterpret_tensor(buf158, (1, 8, 4, 16), (512, 64, 16, 1), 0); del buf158  # reuse
        # [Provenance debug handles] cpp_fused__to_copy_clone_expand_index_mul_transpose_view_15:92
        cpp_fused__to_copy_clone_expand_index_mul_transpose_view_15(buf166, arg97_1, arg96_1, buf162, buf167, buf168)
        del arg96_1
        del arg97_1
        buf169 = reinterpret_tensor(buf162, (8, 64), (64, 1), 0); del buf162  # reuse
        # Topologically Sorted Source Nodes: [transpose_15, attn_output_17, reshape_7, y_19, t_19], Original ATen: [aten.transpose, aten.clone, aten.view, aten.t, aten.mm]
        # [Provenance debug handles] extern_kernels.mm:93
        extern_kernels.mm(reinterpret_tensor(buf168, (8, 64), (64, 1), 0), reinterpret_tensor(buf167, (64, 64), (1, 64), 0), out=buf169)
        del buf167
        assert_size_stride_grouped((arg98_1, arg99_1, arg100_1), ((64, ), (64, ), (64, )), ((1, ), (1, ), (1, )), 'input')
        buf170 = buf140; del buf140  # reuse
        buf171 = buf170; del buf170  # reuse
        buf172 = buf139; del buf139  # reuse
        buf177 = reinterpret_tensor(buf168, (1, 8, 64), (512, 64, 1), 0); del buf168  # reuse
        assert_size_stride(arg101_1, (128, 32), (32, 1), 'input')
        buf173 = reinterpret_tensor(buf166, (128, 32), (32, 1), 0); del buf166  # reuse
        buf174 = reinterpret_tensor(buf155, (128, 32), (32, 1), 0); del buf155  # reuse
        # [Provenance debug handles] cpp_fused___rshift____unsafe_view_add_bitwise_and_native_layer_norm_18:94
        cpp_fused___rshift____unsafe_view_add_bitwise_and_native_layer_norm_18(buf171, buf137, buf169, arg98_1, arg99_1, arg100_1, arg101_1, buf172, buf177, buf173, buf174)
        del arg100_1
        del arg101_1
        del arg99_1
        # Unsorted Source Nodes: [invoke_quant_packed_20], Original ATen: [aten.stack, aten.__rshift__, aten.bitwise_and]
        # [Provenance debug handles] torch.ops.aten.cat.default:95
        buf175 = torch.ops.aten.cat.default([reinterpret_tensor(buf173, (128, 32, 1), (32, 1, 0), 0), reinterpret_tensor(buf174, (128, 32, 1), (32, 1, 0), 0)], -1)
        assert_tensor_metadata(buf175, (128, 32, 2), (64, 2, 1), torch.uint8, 'torch.ops.aten.cat.default')
        assert_alignment(buf175, 16, 'torch.ops.aten.cat.default')
        del buf173
        del buf174
        assert_size_stride_grouped((arg103_1, arg102_1), ((16, ), (128, )), ((1, ), (1, )), 'input')
        buf176 = empty_strided_cpu((128, 64), (64, 1), torch.float32)
        # [Provenance debug handles] cpp_fused__to_copy_expand_index_mul_view_7:96
        cpp_fused__to_copy_expand_index_mul_view_7(buf175, arg103_1, arg102_1, buf176)
        del arg102_1
        del arg103_1
        del buf175
        buf178 = reinterpret_tensor(buf160, (8, 128), (128, 1), 0); del buf160  # reuse
        # Topologically Sorted Source Nodes: [y_19, attn_output_19, hidden_states_28, hidden_states_29, y_20, t_20], Original ATen: [aten._unsafe_view, aten.add, aten.native_layer_norm, aten.view, aten.t, aten.mm]
        # [Provenance debug handles] extern_kernels.mm:97
        extern_kernels.mm(reinterpret_tensor(buf177, (8, 64), (64, 1), 0), reinterpret_tensor(buf176, (64, 128), (1, 64), 0), out=buf178)
        del buf176
        assert_size_stride(arg105_1, (64, 64), (64, 1), 'input')
        buf179 = empty_strided_cpu((64, 64), (64, 1), torch.uint8)
        buf180 = empty_strided_cpu((64, 64), (64, 1), torch.uint8)
        # [Provenance debug handles] cpp_fused___rshift___bitwise_and_8:98
        cpp_fused___rshift___bitwise_and_8(arg105_1, buf179, buf180)
        del arg105_1
        # Unsorted Source Nodes: [invoke_quant_packed_21], Original ATen: [aten.stack, aten.__rshift__, aten.bitwise_and]
        # [Provenance debug handles] torch.ops.aten.cat.default:99
        buf181 = torch.ops.aten.cat.default([reinterpret_tensor(buf179, (64, 64, 1), (64, 1, 0), 0), reinterpret_tensor(buf180, (64, 64, 1), (64, 1, 0), 0)], -1)
        assert_tensor_metadata(buf181, (64, 64, 2), (128, 2, 1), torch.uint8, 'torch.ops.aten.cat.default')
        assert_alignment(buf181, 16, 'torch.ops.aten.cat.default')
        del buf179
        del buf180
        assert_size_stride_grouped((arg107_1, arg106_1), ((16, ), (128, )), ((1, ), (1, )), 'input')
        buf182 = empty_strided_cpu((64, 128), (128, 1), torch.float32)
        assert_size_stride(arg104_1, (128, ), (1, ), 'input')
        buf183 = reinterpret_tensor(buf178, (1, 8, 128), (1024, 128, 1), 0); del buf178  # reuse
        # [Provenance debug handles] cpp_fused__to_copy__unsafe_view_add_clone_expand_gelu_index_mul_view_19:100
        cpp_fused__to_copy__unsafe_view_add_clone_expand_gelu_index_mul_view_19(buf183, buf181, arg107_1, arg106_1, arg104_1, buf182)
        del arg104_1
        del arg106_1
        del arg107_1
        del buf181
        buf184 = reinterpret_tensor(buf177, (8, 64), (64, 1), 0); del buf177  # reuse
        # Topologically Sorted Source Nodes: [y_20, add_27, hidden_states_30, y_21, t_21], Original ATen: [aten._unsafe_view, aten.add, aten.gelu, aten.view, aten.t, aten.mm]
        # [Provenance debug handles] extern_kernels.mm:101
        extern_kernels.mm(reinterpret_tensor(buf183, (8, 128), (128, 1), 0), reinterpret_tensor(buf182, (128, 64), (1, 128), 0), out=buf184)
        del buf182
        assert_size_stride_grouped((arg108_1, arg109_1, arg110_1), ((64, ), (64, ), (64, )), ((1, ), (1, ), (1, )), 'input')
        buf185 = buf137; del buf137  # reuse
        buf186 = buf172; del buf172  # reuse
        buf187 = buf186; del buf186  # reuse
        buf188 = buf171; del buf171  # reuse
        buf189 = empty_strided_cpu((1, 8, 64), (512, 64, 1), torch.float32)
        assert_size_stride(arg111_1, (64, 32), (32, 1), 'input')
        buf190 = empty_strided_cpu((64, 32), (32, 1), torch.uint8)
        buf191 = empty_strided_cpu((64, 32), (32, 1), torch.uint8)
        # [Provenance debug handles] cpp_fused___rshift____unsafe_view_add_bitwise_and_native_layer_norm_20:102
        cpp_fused___rshift____unsafe_view_add_bitwise_and_native_layer_norm_20(buf185, buf187, buf169, arg98_1, buf184, arg108_1, arg109_1, arg110_1, arg111_1, buf188, buf189, buf190, buf191)
        del arg108_1
        del arg109_1
        del arg110_1
        del arg111_1
        del arg98_1
        # Unsorted Source Nodes: [invoke_quant_packed_22], Original ATen: [aten.stack, aten.__rshift__, aten.bitwise_and]
        # [Provenance debug handles] torch.ops.aten.cat.default:103
        buf192 = torch.ops.aten.cat.default([reinterpret_tensor(buf190, (64, 32, 1), (32, 1, 0), 0), reinterpret_tensor(buf191, (64, 32, 1), (32, 1, 0), 0)], -1)
        assert_tensor_metadata(buf192, (64, 32, 2), (64, 2, 1), torch.uint8, 'torch.ops.aten.cat.default')
        assert_alignment(buf192, 16, 'torch.ops.aten.cat.default')
        assert_size_stride_grouped((arg113_1, arg112_1), ((16, ), (64, )), ((1, ), (1, )), 'input')
        buf193 = empty_strided_cpu((64, 64), (64, 1), torch.float32)
        # [Provenance debug handles] cpp_fused__to_copy_expand_index_mul_view_2:104
        cpp_fused__to_copy_expand_index_mul_view_2(buf192, arg113_1, arg112_1, buf193)
        del arg112_1
        del arg113_1
        del buf192
        buf194 = buf184; del buf184  # reuse
        # Topologically Sorted Source Nodes: [y_22, t_22], Original ATen: [aten.view, aten.t, aten.mm]
        # [Provenance debug handles] extern_kernels.mm:105
        extern_kernels.mm(reinterpret_tensor(buf189, (8, 64), (64, 1), 0), reinterpret_tensor(buf193, (64, 64), (1, 64), 0), out=buf194)
        assert_size_stride(arg115_1, (64, 32), (32, 1), 'input')
        buf195 = buf191; del buf191  # reuse
        buf196 = buf190; del buf190  # reuse
        # [Provenance debug handles] cpp_fused___rshift___bitwise_and_3:106
        cpp_fused___rshift___bitwise_and_3(arg115_1, buf195, buf196)
        del arg115_1
        # Unsorted Source Nodes: [invoke_quant_packed_23], Original ATen: [aten.stack, aten.__rshift__, aten.bitwise_and]
        # [Provenance debug handles] torch.ops.aten.cat.default:107
        buf197 = torch.ops.aten.cat.default([reinterpret_tensor(buf195, (64, 32, 1), (32, 1, 0), 0), reinterpret_tensor(buf196, (64, 32, 1), (32, 1, 0), 0)], -1)
        assert_tensor_metadata(buf197, (64, 32, 2), (64, 2, 1), torch.uint8, 'torch.ops.aten.cat.default')
        assert_alignment(buf197, 16, 'torch.ops.aten.cat.default')
        assert_size_stride_grouped((arg117_1, arg116_1), ((16, ), (64, )), ((1, ), (1, )), 'input')
        buf198 = buf193; del buf193  # reuse
        # [Provenance debug handles] cpp_fused__to_copy_expand_index_mul_view_2:108
        cpp_fused__to_copy_expand_index_mul_view_2(buf197, arg117_1, arg116_1, buf198)
        del arg116_1
        del arg117_1
        del buf197
        buf199 = buf169; del buf169  # reuse
        # Topologically Sorted Source Nodes: [y_23, t_23], Original ATen: [aten.view, aten.t, aten.mm]
        # [Provenance debug handles] extern_kernels.mm:109
        extern_kernels.mm(reinterpret_tensor(buf189, (8, 64), (64, 1), 0), reinterpret_tensor(buf198, (64, 64), (1, 64), 0), out=buf199)
        assert_size_stride(arg118_1, (64, 32), (32, 1), 'input')
        buf200 = buf196; del buf196  # reuse
        buf201 = buf195; del buf195  # reuse
        # [Provenance debug handles] cpp_fused___rshift___bitwise_and_3:110
        cpp_fused___rshift___bitwise_and_3(arg118_1, buf200, buf201)
        del arg118_1
        # Unsorted Source Nodes: [invoke_quant_packed_24], Original ATen: [aten.stack, aten.__rshift__, aten.bitwise_and]
        # [Provenance debug handles] torch.ops.aten.cat.default:111
        buf202 = torch.ops.aten.cat.default([reinterpret_tensor(buf200, (64, 32, 1), (32, 1, 0), 0), reinterpret_tensor(buf201, (64, 32, 1), (32, 1, 0), 0)], -1)
        assert_tensor_metadata(buf202, (64, 32, 2), (64, 2, 1), torch.uint8, 'torch.ops.aten.cat.default')
        assert_alignment(buf202, 16, 'torch.ops.aten.cat.default')
        assert_size_stride_grouped((arg120_1, arg119_1), ((16, ), (64, )), ((1, ), (1, )), 'input')
        buf203 = buf198; del buf198  # reuse
        # [Provenance debug handles] cpp_fused__to_copy_expand_index_mul_view_2:112
        cpp_fused__to_copy_expand_index_mul_view_2(buf202, arg120_1, arg119_1, buf203)
        del arg119_1
        del arg120_1
        del buf202
        buf204 = empty_strided_cpu((8, 64), (64, 1), torch.float32)
        # Topologically Sorted Source Nodes: [y_24, t_24], Original ATen: [aten.view, aten.t, aten.mm]
        # [Provenance debug handles] extern_kernels.mm:113
        extern_kernels.mm(reinterpret_tensor(buf189, (8, 64), (64, 1), 0), reinterpret_tensor(buf203, (64, 64), (1, 64), 0), out=buf204)
        assert_size_stride(arg114_1, (64, ), (1, ), 'input')
        buf205 = reinterpret_tensor(buf189, (1, 4, 8, 16), (512, 128, 16, 1), 0); del buf189  # reuse
        buf206 = empty_strided_cpu((1, 4, 8, 16), (512, 128, 16, 1), torch.float32)
        assert_size_stride(arg121_1, (64, ), (1, ), 'input')
        buf207 = empty_strided_cpu((1, 4, 8, 16), (512, 128, 16, 1), torch.float32)
        buf208 = buf127; del buf127  # reuse
        # [Provenance debug handles] cpp_fused__scaled_dot_product_flash_attention_for_cpu__unsafe_view_add_arange_bitwise_and_clone_eq_expand_index_le_mul_new_ones_scalar_tensor_transpose_unsqueeze_view_where_14:114
        cpp_fused__scaled_dot_product_flash_attention_for_cpu__unsafe_view_add_arange_bitwise_and_clone_eq_expand_index_le_mul_new_ones_scalar_tensor_transpose_unsqueeze_view_where_14(buf194, arg114_1, buf199, buf204, arg121_1, buf123, buf205, buf206, buf207, buf208)
        del arg114_1
        del arg121_1
        del buf123
        del buf194
        del buf199
        del buf204
        # Topologically Sorted Source Nodes: [position_ids, unsqueeze, result, expand, batch_arange, batch_indices, kv_arange, kv_indices, getitem_19, q_arange, q_indices, getitem_18, le, result_1, getitem_20, getitem_21, eq, result_2, attention_mask, y_22, add_30, mul_4, view_12, transpose_16, query_states_4, y_23, view_13, transpose_17, key_states_4, y_24, add_31, view_14, transpose_18, value_states_4, attn_output_20], Original ATen: [aten.add, aten.unsqueeze, aten.new_ones, aten.expand, aten.arange, aten.index, aten.le, aten.bitwise_and, aten.eq, aten._unsafe_view, aten.mul, aten.view, aten.transpose, aten.clone, aten.scalar_tensor, aten.where, aten._scaled_dot_product_flash_attention_for_cpu]
        # [Provenance debug handles] torch.ops.aten._scaled_dot_product_flash_attention_for_cpu.default:115
        buf209 = torch.ops.aten._scaled_dot_product_flash_attention_for_cpu.default(buf205, buf206, buf207, attn_mask=buf208, scale=1.0)
        del buf205
        del buf208
        buf210 = buf209[0]
        assert_tensor_metadata(buf210, (1, 4, 8, 16), (512, 128, 16, 1), torch.float32, 'torch.ops.aten._scaled_dot_product_flash_attention_for_cpu.default')
        assert_alignment(buf210, 16, 'torch.ops.aten._scaled_dot_product_flash_attention_for_cpu.default')
        del buf209
        assert_size_stride(arg122_1, (64, 32), (32, 1), 'input')
        buf212 = buf201; del buf201  # reuse
        buf213 = buf200; del buf200  # reuse
        # [Provenance debug handles] cpp_fused___rshift___bitwise_and_3:116
        cpp_fused___rshift___bitwise_and_3(arg122_1, buf212, buf213)
        del arg122_1
        # Unsorted Source Nodes: [invoke_quant_packed_25], Original ATen: [aten.stack, aten.__rshift__, aten.bitwise_and]
        # [Provenance debug handles] torch.ops.aten.cat.default:117
        buf214 = torch.ops.aten.cat.default([reinterpret_tensor(buf212, (64, 32, 1), (32, 1, 0), 0), reinterpret_tensor(buf213, (64, 32, 1), (32, 1, 0), 0)], -1)
        assert_tensor_metadata(buf214, (64, 32, 2), (64, 2, 1), torch.uint8, 'torch.ops.aten.cat.default')
        assert_alignment(buf214, 16, 'torch.ops.aten.cat.default')
        assert_size_stride_grouped((arg124_1, arg123_1), ((16, ), (64, )), ((1, ), (1, )), 'input')
        buf215 = buf203; del buf203  # reuse
        buf216 = reinterpret_tensor(buf207, (1, 8, 4, 16), (512, 64, 16, 1), 0); del buf207  # reuse
        # [Provenance debug handles] cpp_fused__to_copy_clone_expand_index_mul_transpose_view_15:118
        cpp_fused__to_copy_clone_expand_index_mul_transpose_view_15(buf214, arg124_1, arg123_1, buf210, buf215, buf216)
        del arg123_1
        del arg124_1
        del buf214
        buf217 = reinterpret_tensor(buf210, (8, 64), (64, 1), 0); del buf210  # reuse
        # Topologically Sorted Source Nodes: [transpose_19, attn_output_22, reshape_9, y_25, t_25], Original ATen: [aten.transpose, aten.clone, aten.view, aten.t, aten.mm]
        # [Provenance debug handles] extern_kernels.mm:119
        extern_kernels.mm(reinterpret_tensor(buf216, (8, 64), (64, 1), 0), reinterpret_tensor(buf215, (64, 64), (1, 64), 0), out=buf217)
        assert_size_stride_grouped((arg125_1, arg126_1, arg127_1), ((64, ), (64, ), (64, )), ((1, ), (1, ), (1, )), 'input')
        buf218 = buf188; del buf188  # reuse
        buf219 = buf218; del buf218  # reuse
        buf220 = buf187; del buf187  # reuse
        buf225 = reinterpret_tensor(buf216, (1, 8, 64), (512, 64, 1), 0); del buf216  # reuse
        assert_size_stride(arg128_1, (64, 32), (32, 1), 'input')
        buf221 = buf213; del buf213  # reuse
        buf222 = buf212; del buf212  # reuse
        # [Provenance debug handles] cpp_fused___rshift____unsafe_view_add_bitwise_and_native_layer_norm_21:120
        cpp_fused___rshift____unsafe_view_add_bitwise_and_native_layer_norm_21(buf219, buf185, buf217, arg125_1, arg126_1, arg127_1, arg128_1, buf220, buf225, buf221, buf222)
        del arg126_1
        del arg127_1
        del arg128_1
        # Unsorted Source Nodes: [invoke_quant_packed_26], Original ATen: [aten.stack, aten.__rshift__, aten.bitwise_and]
        # [Provenance debug handles] torch.ops.aten.cat.default:121
        buf223 = torch.ops.aten.cat.default([reinterpret_tensor(buf221, (64, 32, 1), (32, 1, 0), 0), reinterpret_tensor(buf222, (64, 32, 1), (32, 1, 0), 0)], -1)
        assert_tensor_metadata(buf223, (64, 32, 2), (64, 2, 1), torch.uint8, 'torch.ops.aten.cat.default')
        assert_alignment(buf223, 16, 'torch.ops.aten.cat.default')
        assert_size_stride_grouped((arg130_1, arg129_1), ((16, ), (64, )), ((1, ), (1, )), 'input')
        buf224 = buf215; del buf215  # reuse
        # [Provenance debug handles] cpp_fused__to_copy_expand_index_mul_view_2:122
        cpp_fused__to_copy_expand_index_mul_view_2(buf223, arg130_1, arg129_1, buf224)
        del arg129_1
        del arg130_1
        del buf223
        buf226 = reinterpret_tensor(buf206, (8, 64), (64, 1), 0); del buf206  # reuse
        # Topologically Sorted Source Nodes: [y_25, attn_output_24, hidden_states_37, hidden_states_38, y_26, t_26], Original ATen: [aten._unsafe_view, aten.add, aten.native_layer_norm, aten.view, aten.t, aten.mm]
        # [Provenance debug handles] extern_kernels.mm:123
        extern_kernels.mm(reinterpret_tensor(buf225, (8, 64), (64, 1), 0), reinterpret_tensor(buf224, (64, 64), (1, 64), 0), out=buf226)
        assert_size_stride(arg132_1, (64, 32), (32, 1), 'input')
        buf227 = buf222; del buf222  # reuse
        buf228 = buf221; del buf221  # reuse
        # [Provenance debug handles] cpp_fused___rshift___bitwise_and_3:124
        cpp_fused___rshift___bitwise_and_3(arg132_1, buf227, buf228)
        del arg132_1
        # Unsorted Source Nodes: [invoke_quant_packed_27], Original ATen: [aten.stack, aten.__rshift__, aten.bitwise_and]
        # [Provenance debug handles] torch.ops.aten.cat.default:125
        buf229 = torch.ops.aten.cat.default([reinterpret_tensor(buf227, (64, 32, 1), (32, 1, 0), 0), reinterpret_tensor(buf228, (64, 32, 1), (32, 1, 0), 0)], -1)
        assert_tensor_metadata(buf229, (64, 32, 2), (64, 2, 1), torch.uint8, 'torch.ops.aten.cat.default')
        assert_alignment(buf229, 16, 'torch.ops.aten.cat.default')
        assert_size_stride_grouped((arg134_1, arg133_1), ((16, ), (64, )), ((1, ), (1, )), 'input')
        buf230 = buf224; del buf224  # reuse
        # [Provenance debug handles] cpp_fused__to_copy_expand_index_mul_view_2:126
        cpp_fused__to_copy_expand_index_mul_view_2(buf229, arg134_1, arg133_1, buf230)
        del arg133_1
        del arg134_1
        del buf229
        buf231 = reinterpret_tensor(buf183, (16, 64), (64, 1), 0); del buf183  # reuse
        # Topologically Sorted Source Nodes: [y_27, t_27], Original ATen: [aten.view, aten.t, aten.mm]
        # [Provenance debug handles] extern_kernels.mm:127
        extern_kernels.mm(reinterpret_tensor(buf147, (16, 64), (64, 1), 0), reinterpret_tensor(buf230, (64, 64), (1, 64), 0), out=buf231)
        assert_size_stride(arg135_1, (64, 32), (32, 1), 'input')
        buf232 = buf228; del buf228  # reuse
        buf233 = buf227; del buf227  # reuse
        # [Provenance debug handles] cpp_fused___rshift___bitwise_and_3:128
        cpp_fused___rshift___bitwise_and_3(arg135_1, buf232, buf233)
        del arg135_1
        # Unsorted Source Nodes: [invoke_quant_packed_28], Original ATen: [aten.stack, aten.__rshift__, aten.bitwise_and]
        # [Provenance debug handles] torch.ops.aten.cat.default:129
        buf234 = torch.ops.aten.cat.default([reinterpret_tensor(buf232, (64, 32, 1), (32, 1, 0), 0), reinterpret_tensor(buf233, (64, 32, 1), (32, 1, 0), 0)], -1)
        assert_tensor_metadata(buf234, (64, 32, 2), (64, 2, 1), torch.uint8, 'torch.ops.aten.cat.default')
        assert_alignment(buf234, 16, 'torch.ops.aten.cat.default')
        assert_size_stride_grouped((arg137_1, arg136_1), ((16, ), (64, )), ((1, ), (1, )), 'input')
        buf235 = buf230; del buf230  # reuse
        # [Provenance debug handles] cpp_fused__to_copy_expand_index_mul_view_2:130
        cpp_fused__to_copy_expand_index_mul_view_2(buf234, arg137_1, arg136_1, buf235)
        del arg136_1
        del arg137_1
        buf236 = empty_strided_cpu((16, 64), (64, 1), torch.float32)
        # Topologically Sorted Source Nodes: [y_28, t_28], Original ATen: [aten.view, aten.t, aten.mm]
        # [Provenance debug handles] extern_kernels.mm:131
        extern_kernels.mm(reinterpret_tensor(buf147, (16, 64), (64, 1), 0), reinterpret_tensor(buf235, (64, 64), (1, 64), 0), out=buf236)
        assert_size_stride(arg131_1, (64, ), (1, ), 'input')
        buf237 = reinterpret_tensor(buf225, (1, 4, 8, 16), (512, 128, 16, 1), 0); del buf225  # reuse
        buf238 = reinterpret_tensor(buf147, (1, 4, 16, 16), (1024, 256, 16, 1), 0); del buf147  # reuse
        assert_size_stride(arg138_1, (64, ), (1, ), 'input')
        buf239 = empty_strided_cpu((1, 4, 16, 16), (1024, 256, 16, 1), torch.float32)
        # [Provenance debug handles] cpp_fused__scaled_dot_product_flash_attention_for_cpu__unsafe_view_add_clone_mul_transpose_view_17:132
        cpp_fused__scaled_dot_product_flash_attention_for_cpu__unsafe_view_add_clone_mul_transpose_view_17(buf226, arg131_1, buf231, buf236, arg138_1, buf237, buf238, buf239)
        del arg131_1
        del arg138_1
        del buf226
        del buf231
        del buf236
        # Topologically Sorted Source Nodes: [y_26, add_34, mul_5, view_15, transpose_20, query_states_5, y_27, view_16, transpose_21, key_states_5, y_28, add_35, view_17, transpose_22, value_states_5, attn_output_25], Original ATen: [aten._unsafe_view, aten.add, aten.mul, aten.view, aten.transpose, aten.clone, aten._scaled_dot_product_flash_attention_for_cpu]
        # [Provenance debug handles] torch.ops.aten._scaled_dot_product_flash_attention_for_cpu.default:133
        buf240 = torch.ops.aten._scaled_dot_product_flash_attention_for_cpu.default(buf237, buf238, buf239, scale=1.0)
        del buf238
        buf241 = buf240[0]
        assert_tensor_metadata(buf241, (1, 4, 8, 16), (512, 128, 16, 1), torch.float32, 'torch.ops.aten._scaled_dot_product_flash_attention_for_cpu.default')
        assert_alignment(buf241, 16, 'torch.ops.aten._scaled_dot_product_flash_attention_for_cpu.default')
        del buf240
        assert_size_stride(arg139_1, (64, 32), (32, 1), 'input')
        buf243 = buf233; del buf233  # reuse
        buf244 = buf232; del buf232  # reuse
        # [Provenance debug handles] cpp_fused___rshift___bitwise_and_3:134
        cpp_fused___rshift___bitwise_and_3(arg139_1, buf243, buf244)
        del arg139_1
        # Unsorted Source Nodes: [invoke_quant_packed_29], Original ATen: [aten.stack, aten.__rshift__, aten.bitwise_and]
        # [Provenance debug handles] torch.ops.aten.cat.default:135
        buf245 = torch.ops.aten.cat.default([reinterpret_tensor(buf243, (64, 32, 1), (32, 1, 0), 0), reinterpret_tensor(buf244, (64, 32, 1), (32, 1, 0), 0)], -1)
        assert_tensor_metadata(buf245, (64, 32, 2), (64, 2, 1), torch.uint8, 'torch.ops.aten.cat.default')
        assert_alignment(buf245, 16, 'torch.ops.aten.cat.default')
        del buf243
        del buf244
        assert_size_stride_grouped((arg141_1, arg140_1), ((16, ), (64, )), ((1, ), (1, )), 'input')
        buf246 = buf235; del buf235  # reuse
        buf247 = reinterpret_tensor(buf237, (1, 8, 4, 16), (512, 64, 16, 1), 0); del buf237  # reuse
        # [Provenance debug handles] cpp_fused__to_copy_clone_expand_index_mul_transpose_view_15:136
        cpp_fused__to_copy_clone_expand_index_mul_transpose_view_15(buf245, arg141_1, arg140_1, buf241, buf246, buf247)
        del arg140_1
        del arg141_1
        buf248 = reinterpret_tensor(buf241, (8, 64), (64, 1), 0); del buf241  # reuse
        # Topologically Sorted Source Nodes: [transpose_23, attn_output_27, reshape_11, y_29, t_29], Original ATen: [aten.transpose, aten.clone, aten.view, aten.t, aten.mm]
        # [Provenance debug handles] extern_kernels.mm:137
        extern_kernels.mm(reinterpret_tensor(buf247, (8, 64), (64, 1), 0), reinterpret_tensor(buf246, (64, 64), (1, 64), 0), out=buf248)
        del buf246
        assert_size_stride_grouped((arg142_1, arg143_1, arg144_1), ((64, ), (64, ), (64, )), ((1, ), (1, ), (1, )), 'input')
        buf249 = buf185; del buf185  # reuse
        buf250 = buf220; del buf220  # reuse
        buf251 = buf250; del buf250  # reuse
        buf252 = buf219; del buf219  # reuse
        buf257 = reinterpret_tensor(buf247, (1, 8, 64), (512, 64, 1), 0); del buf247  # reuse
        assert_size_stride(arg145_1, (128, 32), (32, 1), 'input')
        buf253 = reinterpret_tensor(buf245, (128, 32), (32, 1), 0); del buf245  # reuse
        buf254 = reinterpret_tensor(buf234, (128, 32), (32, 1), 0); del buf234  # reuse
        # [Provenance debug handles] cpp_fused___rshift____unsafe_view_add_bitwise_and_native_layer_norm_22:138
        cpp_fused___rshift____unsafe_view_add_bitwise_and_native_layer_norm_22(buf249, buf251, buf217, arg125_1, buf248, arg142_1, arg143_1, arg144_1, arg145_1, buf252, buf257, buf253, buf254)
        del arg125_1
        del arg142_1
        del arg143_1
        del arg144_1
        del arg145_1
        del buf217
        del buf248
        del buf251
        del buf252
        # Unsorted Source Nodes: [invoke_quant_packed_30], Original ATen: [aten.stack, aten.__rshift__, aten.bitwise_and]
        # [Provenance debug handles] torch.ops.aten.cat.default:139
        buf255 = torch.ops.aten.cat.default([reinterpret_tensor(buf253, (128, 32, 1), (32, 1, 0), 0), reinterpret_tensor(buf254, (128, 32, 1), (32, 1, 0), 0)], -1)
        assert_tensor_metadata(buf255, (128, 32, 2), (64, 2, 1), torch.uint8, 'torch.ops.aten.cat.default')
        assert_alignment(buf255, 16, 'torch.ops.aten.cat.default')
        assert_size_stride_grouped((arg147_1, arg146_1), ((16, ), (128, )), ((1, ), (1, )), 'input')
        buf256 = empty_strided_cpu((128, 64), (64, 1), torch.float32)
        # [Provenance debug handles] cpp_fused__to_copy_expand_index_mul_view_7:140
        cpp_fused__to_copy_expand_index_mul_view_7(buf255, arg147_1, arg146_1, buf256)
        del arg146_1
        del arg147_1
        del buf255
        buf258 = reinterpret_tensor(buf239, (8, 128), (128, 1), 0); del buf239  # reuse
        # Topologically Sorted Source Nodes: [hidden_states_41, y_30, t_30], Original ATen: [aten.native_layer_norm, aten.view, aten.t, aten.mm]
        # [Provenance debug handles] extern_kernels.mm:141
        extern_kernels.mm(reinterpret_tensor(buf257, (8, 64), (64, 1), 0), reinterpret_tensor(buf256, (64, 128), (1, 64), 0), out=buf258)
        assert_size_stride(arg149_1, (64, 64), (64, 1), 'input')
        buf259 = reinterpret_tensor(buf254, (64, 64), (64, 1), 0); del buf254  # reuse
        buf260 = reinterpret_tensor(buf253, (64, 64), (64, 1), 0); del buf253  # reuse
        # [Provenance debug handles] cpp_fused___rshift___bitwise_and_8:142
        cpp_fused___rshift___bitwise_and_8(arg149_1, buf259, buf260)
        del arg149_1
        # Unsorted Source Nodes: [invoke_quant_packed_31], Original ATen: [aten.stack, aten.__rshift__, aten.bitwise_and]
        # [Provenance debug handles] torch.ops.aten.cat.default:143
        buf261 = torch.ops.aten.cat.default([reinterpret_tensor(buf259, (64, 64, 1), (64, 1, 0), 0), reinterpret_tensor(buf260, (64, 64, 1), (64, 1, 0), 0)], -1)
        assert_tensor_metadata(buf261, (64, 64, 2), (128, 2, 1), torch.uint8, 'torch.ops.aten.cat.default')
        assert_alignment(buf261, 16, 'torch.ops.aten.cat.default')
        del buf259
        del buf260
        assert_size_stride_grouped((arg151_1, arg150_1), ((16, ), (128, )), ((1, ), (1, )), 'input')
        buf262 = reinterpret_tensor(buf256, (64, 128), (128, 1), 0); del buf256  # reuse
        assert_size_stride(arg148_1, (128, ), (1, ), 'input')
        buf263 = reinterpret_tensor(buf258, (1, 8, 128), (1024, 128, 1), 0); del buf258  # reuse
        # [Provenance debug handles] cpp_fused__to_copy__unsafe_view_add_clone_expand_gelu_index_mul_view_19:144
        cpp_fused__to_copy__unsafe_view_add_clone_expand_gelu_index_mul_view_19(buf263, buf261, arg151_1, arg150_1, arg148_1, buf262)
        del arg148_1
        del arg150_1
        del arg151_1
        del buf261
        buf264 = reinterpret_tensor(buf257, (8, 64), (64, 1), 0); del buf257  # reuse
        # Topologically Sorted Source Nodes: [y_30, add_38, hidden_states_42, y_31, t_31], Original ATen: [aten._unsafe_view, aten.add, aten.gelu, aten.view, aten.t, aten.mm]
        # [Provenance debug handles] extern_kernels.mm:145
        extern_kernels.mm(reinterpret_tensor(buf263, (8, 128), (128, 1), 0), reinterpret_tensor(buf262, (128, 64), (1, 128), 0), out=buf264)
        del buf262
        assert_size_stride_grouped((arg152_1, arg153_1, arg154_1), ((64, ), (64, ), (64, )), ((1, ), (1, ), (1, )), 'input')
        buf265 = empty_strided_cpu((1, 8, 1), (8, 1, 8), torch.float32)
        buf266 = buf265; del buf265  # reuse
        buf267 = empty_strided_cpu((1, 8, 1), (8, 1, 8), torch.float32)
        buf268 = buf249; del buf249  # reuse
        # [Provenance debug handles] cpp_fused__unsafe_view_add_native_layer_norm_23:146
        cpp_fused__unsafe_view_add_native_layer_norm_23(buf266, buf268, buf264, arg152_1, arg153_1, arg154_1, buf267)
        del arg152_1
        del arg153_1
        del arg154_1
        del buf264
        del buf266
        del buf267
        buf269 = reinterpret_tensor(buf263, (8, 128), (128, 1), 0); del buf263  # reuse
        # Topologically Sorted Source Nodes: [y_31, hidden_states_44, hidden_states_46, hidden_states_47, lm_logits], Original ATen: [aten._unsafe_view, aten.add, aten.native_layer_norm, aten.view, aten.t, aten.mm]
        # [Provenance debug handles] extern_kernels.mm:147
        extern_kernels.mm(reinterpret_tensor(buf268, (8, 64), (64, 1), 0), reinterpret_tensor(arg63_1, (64, 128), (1, 64), 0), out=buf269)
        del arg63_1
        return (reinterpret_tensor(buf269, (1, 8, 128), (1024, 128, 1), 0), )

runner = Runner(partitions=[])
call = runner.call
recursively_apply_fns = runner.recursively_apply_fns


def get_args():
    from torch._dynamo.testing import rand_strided
    arg0_1 = rand_strided((1, 16, 32), (512, 32, 1), device='cpu', dtype=torch.float32)
    arg1_1 = rand_strided((64, 16, 3), (48, 3, 1), device='cpu', dtype=torch.float32)
    arg2_1 = rand_strided((64, ), (1, ), device='cpu', dtype=torch.float32)
    arg3_1 = rand_strided((64, 64, 3), (192, 3, 1), device='cpu', dtype=torch.float32)
    arg4_1 = rand_strided((64, ), (1, ), device='cpu', dtype=torch.float32)
    arg5_1 = rand_strided((16, 64), (64, 1), device='cpu', dtype=torch.float32)
    arg6_1 = rand_strided((64, ), (1, ), device='cpu', dtype=torch.float32)
    arg7_1 = rand_strided((64, ), (1, ), device='cpu', dtype=torch.float32)
    arg8_1 = rand_strided((64, 32), (32, 1), device='cpu', dtype=torch.uint8)
    arg9_1 = rand_strided((64, ), (1, ), device='cpu', dtype=torch.float32)
    arg10_1 = rand_strided((16, ), (1, ), device='cpu', dtype=torch.float32)
    arg11_1 = rand_strided((64, ), (1, ), device='cpu', dtype=torch.float32)
    arg12_1 = rand_strided((64, 32), (32, 1), device='cpu', dtype=torch.uint8)
    arg13_1 = rand_strided((64, ), (1, ), device='cpu', dtype=torch.float32)
    arg14_1 = rand_strided((16, ), (1, ), device='cpu', dtype=torch.float32)
    arg15_1 = rand_strided((64, 32), (32, 1), device='cpu', dtype=torch.uint8)
    arg16_1 = rand_strided((64, ), (1, ), device='cpu', dtype=torch.float32)
    arg17_1 = rand_strided((16, ), (1, ), device='cpu', dtype=torch.float32)
    arg18_1 = rand_strided((64, ), (1, ), device='cpu', dtype=torch.float32)
    arg19_1 = rand_strided((64, 32), (32, 1), device='cpu', dtype=torch.uint8)
    arg20_1 = rand_strided((64, ), (1, ), device='cpu', dtype=torch.float32)
    arg21_1 = rand_strided((16, ), (1, ), device='cpu', dtype=torch.float32)
    arg22_1 = rand_strided((64, ), (1, ), device='cpu', dtype=torch.float32)
    arg23_1 = rand_strided((64, ), (1, ), device='cpu', dtype=torch.float32)
    arg24_1 = rand_strided((64, ), (1, ), device='cpu', dtype=torch.float32)
    arg25_1 = rand_strided((128, 32), (32, 1), device='cpu', dtype=torch.uint8)
    arg26_1 = rand_strided((128, ), (1, ), device='cpu', dtype=torch.float32)
    arg27_1 = rand_strided((16, ), (1, ), device='cpu', dtype=torch.float32)
    arg28_1 = rand_strided((128, ), (1, ), device='cpu', dtype=torch.float32)
    arg29_1 = rand_strided((64, 64), (64, 1), device='cpu', dtype=torch.uint8)
    arg30_1 = rand_strided((128, ), (1, ), device='cpu', dtype=torch.float32)
    arg31_1 = rand_strided((16, ), (1, ), device='cpu', dtype=torch.float32)
    arg32_1 = rand_strided((64, ), (1, ), device='cpu', dtype=torch.float32)
    arg33_1 = rand_strided((64, ), (1, ), device='cpu', dtype=torch.float32)
    arg34_1 = rand_strided((64, ), (1, ), device='cpu', dtype=torch.float32)
    arg35_1 = rand_strided((64, 32), (32, 1), device='cpu', dtype=torch.uint8)
    arg36_1 = rand_strided((64, ), (1, ), device='cpu', dtype=torch.float32)
    arg37_1 = rand_strided((16, ), (1, ), device='cpu', dtype=torch.float32)
    arg38_1 = rand_strided((64, ), (1, ), device='cpu', dtype=torch.float32)
    arg39_1 = rand_strided((64, 32), (32, 1), device='cpu', dtype=torch.uint8)
    arg40_1 = rand_strided((64, ), (1, ), device='cpu', dtype=torch.float32)
    arg41_1 = rand_strided((16, ), (1, ), device='cpu', dtype=torch.float32)
    arg42_1 = rand_strided((64, 32), (32, 1), device='cpu', dtype=torch.uint8)
    arg43_1 = rand_strided((64, ), (1, ), device='cpu', dtype=torch.float32)
    arg44_1 = rand_strided((16, ), (1, ), device='cpu', dtype=torch.float32)
    arg45_1 = rand_strided((64, ), (1, ), device='cpu', dtype=torch.float32)
    arg46_1 = rand_strided((64, 32), (32, 1), device='cpu', dtype=torch.uint8)
    arg47_1 = rand_strided((64, ), (1, ), device='cpu', dtype=torch.float32)
    arg48_1 = rand_strided((16, ), (1, ), device='cpu', dtype=torch.float32)
    arg49_1 = rand_strided((64, ), (1, ), device='cpu', dtype=torch.float32)
    arg50_1 = rand_strided((64, ), (1, ), device='cpu', dtype=torch.float32)
    arg51_1 = rand_strided((64, ), (1, ), device='cpu', dtype=torch.float32)
    arg52_1 = rand_strided((128, 32), (32, 1), device='cpu', dtype=torch.uint8)
    arg53_1 = rand_strided((128, ), (1, ), device='cpu', dtype=torch.float32)
    arg54_1 = rand_strided((16, ), (1, ), device='cpu', dtype=torch.float32)
    arg55_1 = rand_strided((128, ), (1, ), device='cpu', dtype=torch.float32)
    arg56_1 = rand_strided((64, 64), (64, 1), device='cpu', dtype=torch.uint8)
    arg57_1 = rand_strided((128, ), (1, ), device='cpu', dtype=torch.float32)
    arg58_1 = rand_strided((16, ), (1, ), device='cpu', dtype=torch.float32)
    arg59_1 = rand_strided((64, ), (1, ), device='cpu', dtype=torch.float32)
    arg60_1 = rand_strided((64, ), (1, ), device='cpu', dtype=torch.float32)
    arg61_1 = rand_strided((64, ), (1, ), device='cpu', dtype=torch.float32)
    arg62_1 = rand_strided((1, 8), (8, 1), device='cpu', dtype=torch.int64)
    arg63_1 = rand_strided((128, 64), (64, 1), device='cpu', dtype=torch.float32)
    arg64_1 = rand_strided((32, 64), (64, 1), device='cpu', dtype=torch.float32)
    arg65_1 = rand_strided((64, ), (1, ), device='cpu', dtype=torch.float32)
    arg66_1 = rand_strided((64, ), (1, ), device='cpu', dtype=torch.float32)
    arg67_1 = rand_strided((64, 32), (32, 1), device='cpu', dtype=torch.uint8)
    arg68_1 = rand_strided((64, ), (1, ), device='cpu', dtype=torch.float32)
    arg69_1 = rand_strided((16, ), (1, ), device='cpu', dtype=torch.float32)
    arg70_1 = rand_strided((64, ), (1, ), device='cpu', dtype=torch.float32)
    arg71_1 = rand_strided((64, 32), (32, 1), device='cpu', dtype=torch.uint8)
    arg72_1 = rand_strided((64, ), (1, ), device='cpu', dtype=torch.float32)
    arg73_1 = rand_strided((16, ), (1, ), device='cpu', dtype=torch.float32)
    arg74_1 = rand_strided((64, 32), (32, 1), device='cpu', dtype=torch.uint8)
    arg75_1 = rand_strided((64, ), (1, ), device='cpu', dtype=torch.float32)
    arg76_1 = rand_strided((16, ), (1, ), device='cpu', dtype=torch.float32)
    arg77_1 = rand_strided((64, ), (1, ), device='cpu', dtype=torch.float32)
    arg78_1 = rand_strided((64, 32), (32, 1), device='cpu', dtype=torch.uint8)
    arg79_1 = rand_strided((64, ), (1, ), device='cpu', dtype=torch.float32)
    arg80_1 = rand_strided((16, ), (1, ), device='cpu', dtype=torch.float32)
    arg81_1 = rand_strided((64, ), (1, ), device='cpu', dtype=torch.float32)
    arg82_1 = rand_strided((64, ), (1, ), device='cpu', dtype=torch.float32)
    arg83_1 = rand_strided((64, ), (1, ), device='cpu', dtype=torch.float32)
    arg84_1 = rand_strided((64, 32), (32, 1), device='cpu', dtype=torch.uint8)
    arg85_1 = rand_strided((64, ), (1, ), device='cpu', dtype=torch.float32)
    arg86_1 = rand_strided((16, ), (1, ), device='cpu', dtype=torch.float32)
    arg87_1 = rand_strided((64, ), (1, ), device='cpu', dtype=torch.float32)
    arg88_1 = rand_strided((64, 32), (32, 1), device='cpu', dtype=torch.uint8)
    arg89_1 = rand_strided((64, ), (1, ), device='cpu', dtype=torch.float32)
    arg90_1 = rand_strided((16, ), (1, ), device='cpu', dtype=torch.float32)
    arg91_1 = rand_strided((64, 32), (32, 1), device='cpu', dtype=torch.uint8)
    arg92_1 = rand_strided((64, ), (1, ), device='cpu', dtype=torch.float32)
    arg93_1 = rand_strided((16, ), (1, ), device='cpu', dtype=torch.float32)
    arg94_1 = rand_strided((64, ), (1, ), device='cpu', dtype=torch.float32)
    arg95_1 = rand_strided((64, 32), (32, 1), device='cpu', dtype=torch.uint8)
    arg96_1 = rand_strided((64, ), (1, ), device='cpu', dtype=torch.float32)
    arg97_1 = rand_strided((16, ), (1, ), device='cpu', dtype=torch.float32)
    arg98_1 = rand_strided((64, ), (1, ), device='cpu', dtype=torch.float32)
    arg99_1 = rand_strided((64, ), (1, ), device='cpu', dtype=torch.float32)
    arg100_1 = rand_strided((64, ), (1, ), device='cpu', dtype=torch.float32)
    arg101_1 = rand_strided((128, 32), (32, 1), device='cpu', dtype=torch.uint8)
    arg102_1 = rand_strided((128, ), (1, ), device='cpu', dtype=torch.float32)
    arg103_1 = rand_strided((16, ), (1, ), device='cpu', dtype=torch.float32)
    arg104_1 = rand_strided((128, ), (1, ), device='cpu', dtype=torch.float32)
    arg105_1 = rand_strided((64, 64), (64, 1), device='cpu', dtype=torch.uint8)
    arg106_1 = rand_strided((128, ), (1, ), device='cpu', dtype=torch.float32)
    arg107_1 = rand_strided((16, ), (1, ), device='cpu', dtype=torch.float32)
    arg108_1 = rand_strided((64, ), (1, ), device='cpu', dtype=torch.float32)
    arg109_1 = rand_strided((64, ), (1, ), device='cpu', dtype=torch.float32)
    arg110_1 = rand_strided((64, ), (1, ), device='cpu', dtype=torch.float32)
    arg111_1 = rand_strided((64, 32), (32, 1), device='cpu', dtype=torch.uint8)
    arg112_1 = rand_strided((64, ), (1, ), device='cpu', dtype=torch.float32)
    arg113_1 = rand_strided((16, ), (1, ), device='cpu', dtype=torch.float32)
    arg114_1 = rand_strided((64, ), (1, ), device='cpu', dtype=torch.float32)
    arg115_1 = rand_strided((64, 32), (32, 1), device='cpu', dtype=torch.uint8)
    arg116_1 = rand_strided((64, ), (1, ), device='cpu', dtype=torch.float32)
    arg117_1 = rand_strided((16, ), (1, ), device='cpu', dtype=torch.float32)
    arg118_1 = rand_strided((64, 32), (32, 1), device='cpu', dtype=torch.uint8)
    arg119_1 = rand_strided((64, ), (1, ), device='cpu', dtype=torch.float32)
    arg120_1 = rand_strided((16, ), (1, ), device='cpu', dtype=torch.float32)
    arg121_1 = rand_strided((64, ), (1, ), device='cpu', dtype=torch.float32)
    arg122_1 = rand_strided((64, 32), (32, 1), device='cpu', dtype=torch.uint8)
    arg123_1 = rand_strided((64, ), (1, ), device='cpu', dtype=torch.float32)
    arg124_1 = rand_strided((16, ), (1, ), device='cpu', dtype=torch.float32)
    arg125_1 = rand_strided((64, ), (1, ), device='cpu', dtype=torch.float32)
    arg126_1 = rand_strided((64, ), (1, ), device='cpu', dtype=torch.float32)
    arg127_1 = rand_strided((64, ), (1, ), device='cpu', dtype=torch.float32)
    arg128_1 = rand_strided((64, 32), (32, 1), device='cpu', dtype=torch.uint8)
    arg129_1 = rand_strided((64, ), (1, ), device='cpu', dtype=torch.float32)
    arg130_1 = rand_strided((16, ), (1, ), device='cpu', dtype=torch.float32)
    arg131_1 = rand_strided((64, ), (1, ), device='cpu', dtype=torch.float32)
    arg132_1 = rand_strided((64, 32), (32, 1), device='cpu', dtype=torch.uint8)
    arg133_1 = rand_strided((64, ), (1, ), device='cpu', dtype=torch.float32)
    arg134_1 = rand_strided((16, ), (1, ), device='cpu', dtype=torch.float32)
    arg135_1 = rand_strided((64, 32), (32, 1), device='cpu', dtype=torch.uint8)
    arg136_1 = rand_strided((64, ), (1, ), device='cpu', dtype=torch.float32)
    arg137_1 = rand_strided((16, ), (1, ), device='cpu', dtype=torch.float32)
    arg138_1 = rand_strided((64, ), (1, ), device='cpu', dtype=torch.float32)
    arg139_1 = rand_strided((64, 32), (32, 1), device='cpu', dtype=torch.uint8)
    arg140_1 = rand_strided((64, ), (1, ), device='cpu', dtype=torch.float32)
    arg141_1 = rand_strided((16, ), (1, ), device='cpu', dtype=torch.float32)
    arg142_1 = rand_strided((64, ), (1, ), device='cpu', dtype=torch.float32)
    arg143_1 = rand_strided((64, ), (1, ), device='cpu', dtype=torch.float32)
    arg144_1 = rand_strided((64, ), (1, ), device='cpu', dtype=torch.float32)
    arg145_1 = rand_strided((128, 32), (32, 1), device='cpu', dtype=torch.uint8)
    arg146_1 = rand_strided((128, ), (1, ), device='cpu', dtype=torch.float32)
    arg147_1 = rand_strided((16, ), (1, ), device='cpu', dtype=torch.float32)
    arg148_1 = rand_strided((128, ), (1, ), device='cpu', dtype=torch.float32)
    arg149_1 = rand_strided((64, 64), (64, 1), device='cpu', dtype=torch.uint8)
    arg150_1 = rand_strided((128, ), (1, ), device='cpu', dtype=torch.float32)
    arg151_1 = rand_strided((16, ), (1, ), device='cpu', dtype=torch.float32)
    arg152_1 = rand_strided((64, ), (1, ), device='cpu', dtype=torch.float32)
    arg153_1 = rand_strided((64, ), (1, ), device='cpu', dtype=torch.float32)
    arg154_1 = rand_strided((64, ), (1, ), device='cpu', dtype=torch.float32)
    return [arg0_1, arg1_1, arg2_1, arg3_1, arg4_1, arg5_1, arg6_1, arg7_1, arg8_1, arg9_1, arg10_1, arg11_1, arg12_1, arg13_1, arg14_1, arg15_1, arg16_1, arg17_1, arg18_1, arg19_1, arg20_1, arg21_1, arg22_1, arg23_1, arg24_1, arg25_1, arg26_1, arg27_1, arg28_1, arg29_1, arg30_1, arg31_1, arg32_1, arg33_1, arg34_1, arg35_1, arg36_1, arg37_1, arg38_1, arg39_1, arg40_1, arg41_1, arg42_1, arg43_1, arg44_1, arg45_1, arg46_1, arg47_1, arg48_1, arg49_1, arg50_1, arg51_1, arg52_1, arg53_1, arg54_1, arg55_1, arg56_1, arg57_1, arg58_1, arg59_1, arg60_1, arg61_1, arg62_1, arg63_1, arg64_1, arg65_1, arg66_1, arg67_1, arg68_1, arg69_1, arg70_1, arg71_1, arg72_1, arg73_1, arg74_1, arg75_1, arg76_1, arg77_1, arg78_1, arg79_1, arg80_1, arg81_1, arg82_1, arg83_1, arg84_1, arg85_1, arg86_1, arg87_1, arg88_1, arg89_1, arg90_1, arg91_1, arg92_1, arg93_1, arg94_1, arg95_1, arg96_1, arg97_1, arg98_1, arg99_1, arg100_1, arg101_1, arg102_1, arg103_1, arg104_1, arg105_1, arg106_1, arg107_1, arg108_1, arg109_1, arg110_1, arg111_1, arg112_1, arg113_1, arg114_1, arg115_1, arg116_1, arg117_1, arg118_1, arg119_1, arg120_1, arg121_1, arg122_1, arg123_1, arg124_1, arg125_1, arg126_1, arg127_1, arg128_1, arg129_1, arg130_1, arg131_1, arg132_1, arg133_1, arg134_1, arg135_1, arg136_1, arg137_1, arg138_1, arg139_1, arg140_1, arg141_1, arg142_1, arg143_1, arg144_1, arg145_1, arg146_1, arg147_1, arg148_1, arg149_1, arg150_1, arg151_1, arg152_1, arg153_1, arg154_1]


def benchmark_compiled_module(args, times=10, repeat=10):
    from torch._inductor.utils import print_performance
    fn = lambda: call(list(args))
    return print_performance(fn, times=times, repeat=repeat, device='cpu')


if __name__ == "__main__":
    from torch._inductor.wrapper_benchmark import compiled_module_main
    args = get_args()
    compiled_module_main('None', lambda times, repeat: benchmark_compiled_module(args, times=times, repeat=repeat))
