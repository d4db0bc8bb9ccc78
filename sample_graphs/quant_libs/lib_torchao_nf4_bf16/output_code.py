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


cpp_fused_add_cat_cumsum_ne_slice_sub_unsqueeze_0 = async_compile.cpp_pybinding(['const int64_t*', 'int64_t*', 'int64_t*', 'int64_t*'], r'''
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


cpp_fused___rshift____scaled_dot_product_flash_attention_for_cpu__to_copy__unsafe_view_add_arange_bitwise_and_cat_clone_div_embedding_eq_expand_index_le_mean_mul_new_ones_pow_rsqrt_scalar_tensor_stack_transpose_unsqueeze_view_where_1 = async_compile.cpp_pybinding(['const int64_t*', 'const int64_t*', 'const at::BFloat16*', 'const at::BFloat16*', 'const uint8_t*', 'const at::BFloat16*', 'const int8_t*', 'const at::BFloat16*', 'const at::BFloat16*', 'at::BFloat16*', 'at::BFloat16*', 'float*', 'at::BFloat16*', 'at::BFloat16*', 'at::BFloat16*'], r'''
#include <torch/csrc/inductor/cpp_prefix.h>
extern "C"  void  kernel(const int64_t* in_ptr0,
                       const int64_t* in_ptr1,
                       const at::BFloat16* in_ptr2,
                       const at::BFloat16* in_ptr3,
                       const uint8_t* in_ptr4,
                       const at::BFloat16* in_ptr5,
                       const int8_t* in_ptr6,
                       const at::BFloat16* in_ptr7,
                       const at::BFloat16* in_ptr8,
                       at::BFloat16* out_ptr0,
                       at::BFloat16* out_ptr1,
                       float* out_ptr2,
                       at::BFloat16* out_ptr3,
                       at::BFloat16* out_ptr4,
                       at::BFloat16* out_ptr5)
{
    std::atomic<int> inductor_cpu_integer_div_error{0};
    inductor_cpu_integer_div_error_flag = &inductor_cpu_integer_div_error;
    {
        #pragma GCC ivdep
        for(int64_t x0=static_cast<int64_t>(0L); x0<static_cast<int64_t>(8L); x0+=static_cast<int64_t>(1L))
        {
            for(int64_t x1=static_cast<int64_t>(0L); x1<static_cast<int64_t>(8L); x1+=static_cast<int64_t>(16L))
            {
                {
                    if(C10_LIKELY(x1 >= static_cast<int64_t>(0L) && x1 < static_cast<int64_t>(8L)))
                    {
                        auto tmp12 = in_ptr0[static_cast<int64_t>(x0)];
                        auto tmp13 = at::vec::VectorizedN<int64_t,2>::loadu(in_ptr0 + static_cast<int64_t>(x1), static_cast<int64_t>(8L));
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
                        auto tmp24 = at::vec::convert<at::BFloat16>(tmp23);
                        tmp24.store(out_ptr0 + static_cast<int64_t>(x1 + 8L*x0), static_cast<int64_t>(8L));
                        tmp24.store(out_ptr1 + static_cast<int64_t>(x1 + 8L*x0), static_cast<int64_t>(8L));
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
                at::vec::VectorizedN<float,2> tmp_acc0_vec = at::vec::VectorizedN<float,2>(0);
                for(int64_t x1=static_cast<int64_t>(0L); x1<static_cast<int64_t>(64L); x1+=static_cast<int64_t>(32L))
                {
                    {
                        if(C10_LIKELY(x1 >= static_cast<int64_t>(0) && x1 < static_cast<int64_t>(64L)))
                        {
                            auto tmp0 = in_ptr1[static_cast<int64_t>(x0)];
                            auto tmp1 = tmp0;
                            auto tmp2 = c10::convert<int64_t>(tmp1);
                            TORCH_CHECK((0 <= tmp2) & (tmp2 < 128L), "index out of bounds: 0 <= tmp2 < 128L");
                            auto tmp4 = at::vec::Vectorized<at::BFloat16>::loadu(in_ptr2 + static_cast<int64_t>(x1 + 64L*tmp0), static_cast<int64_t>(32));
                            auto tmp5 = at::vec::convert<float,2,at::BFloat16,1>(tmp4);
                            auto tmp6 = tmp5 * tmp5;
                            tmp_acc0_vec = tmp_acc0_vec + tmp6;
                        }
                    }
                }
                tmp_acc0 = tmp_acc0 + at::vec::vec_reduce_all<float, 2>([](at::vec::Vectorized<float>& x, at::vec::Vectorized<float>& y) { return x + y; }, tmp_acc0_vec);
                out_ptr2[static_cast<int64_t>(x0)] = static_cast<float>(tmp_acc0);
            }
            for(int64_t x1=static_cast<int64_t>(0L); x1<static_cast<int64_t>(64L); x1+=static_cast<int64_t>(32L))
            {
                {
                    if(C10_LIKELY(x1 >= static_cast<int64_t>(0) && x1 < static_cast<int64_t>(64L)))
                    {
                        auto tmp0 = at::vec::Vectorized<at::BFloat16>::loadu(in_ptr3 + static_cast<int64_t>(x1), static_cast<int64_t>(32));
                        auto tmp2 = in_ptr1[static_cast<int64_t>(x0)];
                        auto tmp8 = out_ptr2[static_cast<int64_t>(x0)];
                        auto tmp1 = at::vec::convert<float,2,at::BFloat16,1>(tmp0);
                        auto tmp3 = tmp2;
                        auto tmp4 = c10::convert<int64_t>(tmp3);
                        TORCH_CHECK((0 <= tmp4) & (tmp4 < 128L), "index out of bounds: 0 <= tmp4 < 128L");
                        auto tmp6 = at::vec::Vectorized<at::BFloat16>::loadu(in_ptr2 + static_cast<int64_t>(x1 + 64L*tmp2), static_cast<int64_t>(32));
                        auto tmp7 = at::vec::convert<float,2,at::BFloat16,1>(tmp6);
                        auto tmp9 = static_cast<float>(64.0);
                        auto tmp10 = tmp8 / tmp9;
                        auto tmp11 = static_cast<float>(1e-06);
                        auto tmp12 = float(tmp10 + tmp11);
                        auto tmp13 = 1 / std::sqrt(tmp12);
                        auto tmp14 = at::vec::VectorizedN<float,2>(tmp13);
                        auto tmp15 = tmp7 * tmp14;
                        auto tmp16 = (tmp15);
                        auto tmp17 = tmp1 * tmp16;
                        auto tmp18 = at::vec::convert<at::BFloat16,1,float,2>(tmp17);
                        tmp18.store(out_ptr3 + static_cast<int64_t>(x1 + 64L*x0), static_cast<int64_t>(32));
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
            for(int64_t x0=static_cast<int64_t>(0L); x0<static_cast<int64_t>(1024L); x0+=static_cast<int64_t>(32L))
            {
                {
                    if(C10_LIKELY(x0 >= static_cast<int64_t>(0) && x0 < static_cast<int64_t>(1024L)))
                    {
                        auto tmp0 = at::vec::Vectorized<uint8_t>::loadu(in_ptr4 + static_cast<int64_t>(x0), static_cast<int64_t>(32));
                        auto tmp18 = in_ptr6[static_cast<int64_t>(c10::div_floor_integer(static_cast<int64_t>(x0), static_cast<int64_t>(32L)))];
                        auto tmp20 = in_ptr7[static_cast<int64_t>(0L)];
                        auto tmp23 = in_ptr8[static_cast<int64_t>(0L)];
                        auto tmp1 = static_cast<uint8_t>(4);
                        auto tmp2 = at::vec::Vectorized<uint8_t>(tmp1);
                        auto tmp3 = tmp0 >> tmp2;
                        auto tmp4 = at::vec::convert<int64_t,4,uint8_t,1>(tmp3);
                        auto tmp5 = 16L;
                        auto tmp6 = c10::convert<int64_t>(tmp5);
                        auto tmp7 = at::vec::VectorizedN<int64_t,4>(tmp6);
                        auto tmp8 = tmp4 + tmp7;
                        auto tmp9 = static_cast<int64_t>(0);
                        auto tmp10 = at::vec::VectorizedN<int64_t,4>(tmp9);
                        auto tmp11 = at::vec::VecMask<int64_t,4>(tmp4 < tmp10);
                        auto tmp12 = decltype(tmp8)::blendv(tmp4, tmp8, inductor_vec_mask_cast<int64_t,4>(tmp11));
                        auto tmp13 =
                        [&]
                        {
                            __at_align__ std::array<int64_t, 32> tmpbuf;
                            tmp12.store(tmpbuf.data(), static_cast<int64_t>(32));
                            return tmpbuf;
                        }
                        ()
                        ;
                        auto tmp14 =
                        [&]
                        {
                            __at_align__ std::array<int64_t, 32> tmpbuf;
                            #pragma GCC unroll 32
                            for (long x0_inner = 0; x0_inner < static_cast<int64_t>(32); x0_inner++)
                            {
                                tmpbuf[x0_inner] = static_cast<int64_t>(tmp13[x0_inner]);
                            }
                            return at::vec::VectorizedN<int64_t,4>::loadu(tmpbuf.data(), static_cast<int64_t>(32));
                        }
                        ()
                        ;
                        TORCH_CHECK((at::vec::VecMask<int64_t,4>((at::vec::VectorizedN<int64_t,4>(0) <= tmp14) & (tmp14 < at::vec::VectorizedN<int64_t,4>(16L)))).all_masked(), "index out of bounds: 0 <= tmp14 < 16L");
                        auto tmp16 =
                        [&]
                        {
                            __at_align__ std::array<at::BFloat16, 64> tmpbuf;
                            #pragma GCC unroll 32
                            for (long x0_inner = 0; x0_inner < static_cast<int64_t>(32); x0_inner++)
                            {
                                tmpbuf[x0_inner] = in_ptr5[static_cast<int64_t>(tmp13[x0_inner])];
                            }
                            return at::vec::Vectorized<at::BFloat16>::loadu(tmpbuf.data(), static_cast<int64_t>(32));
                        }
                        ()
                        ;
                        auto tmp17 = at::vec::convert<float,2,at::BFloat16,1>(tmp16);
                        auto tmp19 = c10::convert<float>(tmp18);
                        auto tmp21 = c10::convert<float>(tmp20);
                        auto tmp22 = tmp19 / tmp21;
                        auto tmp24 = c10::convert<float>(tmp23);
                        auto tmp25 = float(tmp22 + tmp24);
                        auto tmp26 = at::vec::VectorizedN<float,2>(tmp25);
                        auto tmp27 = tmp17 * tmp26;
                        auto tmp28 = at::vec::convert<at::BFloat16,1,float,2>(tmp27);
                        auto tmp29 = static_cast<uint8_t>(15);
                        auto tmp30 = at::vec::Vectorized<uint8_t>(tmp29);
                        auto tmp31 = tmp0 & tmp30;
                        auto tmp32 = at::vec::convert<int64_t,4,uint8_t,1>(tmp31);
                        auto tmp33 = tmp32 + tmp7;
                        auto tmp34 = at::vec::VecMask<int64_t,4>(tmp32 < tmp10);
                        auto tmp35 = decltype(tmp33)::blendv(tmp32, tmp33, inductor_vec_mask_cast<int64_t,4>(tmp34));
                        auto tmp36 =
                        [&]
                        {
                            __at_align__ std::array<int64_t, 32> tmpbuf;
                            tmp35.store(tmpbuf.data(), static_cast<int64_t>(32));
                            return tmpbuf;
                        }
                        ()
                        ;
                        auto tmp37 =
                        [&]
                        {
                            __at_align__ std::array<int64_t, 32> tmpbuf;
                            #pragma GCC unroll 32
                            for (long x0_inner = 0; x0_inner < static_cast<int64_t>(32); x0_inner++)
                            {
                                tmpbuf[x0_inner] = static_cast<int64_t>(tmp36[x0_inner]);
                            }
                            return at::vec::VectorizedN<int64_t,4>::loadu(tmpbuf.data(), static_cast<int64_t>(32));
                        }
                        ()
                        ;
                        TORCH_CHECK((at::vec::VecMask<int64_t,4>((at::vec::VectorizedN<int64_t,4>(0) <= tmp37) & (tmp37 < at::vec::VectorizedN<int64_t,4>(16L)))).all_masked(), "index out of bounds: 0 <= tmp37 < 16L");
                        auto tmp39 =
                        [&]
                        {
                            __at_align__ std::array<at::BFloat16, 64> tmpbuf;
                            #pragma GCC unroll 32
                            for (long x0_inner = 0; x0_inner < static_cast<int64_t>(32); x0_inner++)
                            {
                                tmpbuf[x0_inner] = in_ptr5[static_cast<int64_t>(tmp36[x0_inner])];
                            }
                            return at::vec::Vectorized<at::BFloat16>::loadu(tmpbuf.data(), static_cast<int64_t>(32));
                        }
                        ()
                        ;
                        auto tmp40 = at::vec::convert<float,2,at::BFloat16,1>(tmp39);
                        auto tmp41 = tmp40 * tmp26;
                        auto tmp42 = at::vec::convert<at::BFloat16,1,float,2>(tmp41);
                        [&]
                        {
                            __at_align__ std::array<at::BFloat16, 64> tmpbuf;
                            tmp28.store(tmpbuf.data(), static_cast<int64_t>(64));
                            #pragma GCC unroll 32
                            for (long x0_inner = 0; x0_inner < static_cast<int64_t>(32); x0_inner++)
                            {
                                out_ptr4[static_cast<int64_t>(2L*x0 + 2L*x0_inner)] = tmpbuf[x0_inner];
                            }
                        }
                        ()
                        ;
                        [&]
                        {
                            __at_align__ std::array<at::BFloat16, 64> tmpbuf;
                            tmp42.store(tmpbuf.data(), static_cast<int64_t>(64));
                            #pragma GCC unroll 32
                            for (long x0_inner = 0; x0_inner < static_cast<int64_t>(32); x0_inner++)
                            {
                                out_ptr5[static_cast<int64_t>(2L*x0 + 2L*x0_inner)] = tmpbuf[x0_inner];
                            }
                        }
                        ()
                        ;
                    }
                }
            }
        }
    }
    inductor_cpu_integer_div_error_flag = nullptr;
    inductor_cpu_throw_if_integer_div_error(inductor_cpu_integer_div_error);
}
''')


cpp_fused___rshift____scaled_dot_product_flash_attention_for_cpu__to_copy__unsafe_view_add_arange_bitwise_and_cat_clone_div_eq_expand_index_le_mul_new_ones_scalar_tensor_stack_transpose_unsqueeze_view_where_2 = async_compile.cpp_pybinding(['const at::BFloat16*', 'const uint8_t*', 'const at::BFloat16*', 'const int8_t*', 'const at::BFloat16*', 'const at::BFloat16*', 'at::BFloat16*', 'at::BFloat16*', 'at::BFloat16*'], r'''
#include <torch/csrc/inductor/cpp_prefix.h>
extern "C"  void  kernel(const at::BFloat16* in_ptr0,
                       const uint8_t* in_ptr1,
                       const at::BFloat16* in_ptr2,
                       const int8_t* in_ptr3,
                       const at::BFloat16* in_ptr4,
                       const at::BFloat16* in_ptr5,
                       at::BFloat16* out_ptr0,
                       at::BFloat16* out_ptr1,
                       at::BFloat16* out_ptr2)
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
                            auto tmp0 = at::vec::Vectorized<at::BFloat16>::loadu(in_ptr0 + static_cast<int64_t>(x2 + 16L*(c10::div_floor_integer(static_cast<int64_t>(x0), static_cast<int64_t>(2L))) + 32L*x1), static_cast<int64_t>(16));
                            tmp0.store(out_ptr0 + static_cast<int64_t>(x2 + 16L*x1 + 128L*x0), static_cast<int64_t>(16));
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
            for(int64_t x0=static_cast<int64_t>(0L); x0<static_cast<int64_t>(1024L); x0+=static_cast<int64_t>(32L))
            {
                {
                    if(C10_LIKELY(x0 >= static_cast<int64_t>(0) && x0 < static_cast<int64_t>(1024L)))
                    {
                        auto tmp0 = at::vec::Vectorized<uint8_t>::loadu(in_ptr1 + static_cast<int64_t>(x0), static_cast<int64_t>(32));
                        auto tmp18 = in_ptr3[static_cast<int64_t>(c10::div_floor_integer(static_cast<int64_t>(x0), static_cast<int64_t>(32L)))];
                        auto tmp20 = in_ptr4[static_cast<int64_t>(0L)];
                        auto tmp23 = in_ptr5[static_cast<int64_t>(0L)];
                        auto tmp1 = static_cast<uint8_t>(4);
                        auto tmp2 = at::vec::Vectorized<uint8_t>(tmp1);
                        auto tmp3 = tmp0 >> tmp2;
                        auto tmp4 = at::vec::convert<int64_t,4,uint8_t,1>(tmp3);
                        auto tmp5 = 16L;
                        auto tmp6 = c10::convert<int64_t>(tmp5);
                        auto tmp7 = at::vec::VectorizedN<int64_t,4>(tmp6);
                        auto tmp8 = tmp4 + tmp7;
                        auto tmp9 = static_cast<int64_t>(0);
                        auto tmp10 = at::vec::VectorizedN<int64_t,4>(tmp9);
                        auto tmp11 = at::vec::VecMask<int64_t,4>(tmp4 < tmp10);
                        auto tmp12 = decltype(tmp8)::blendv(tmp4, tmp8, inductor_vec_mask_cast<int64_t,4>(tmp11));
                        auto tmp13 =
                        [&]
                        {
                            __at_align__ std::array<int64_t, 32> tmpbuf;
                            tmp12.store(tmpbuf.data(), static_cast<int64_t>(32));
                            return tmpbuf;
                        }
                        ()
                        ;
                        auto tmp14 =
                        [&]
                        {
                            __at_align__ std::array<int64_t, 32> tmpbuf;
                            #pragma GCC unroll 32
                            for (long x0_inner = 0; x0_inner < static_cast<int64_t>(32); x0_inner++)
                            {
                                tmpbuf[x0_inner] = static_cast<int64_t>(tmp13[x0_inner]);
                            }
                            return at::vec::VectorizedN<int64_t,4>::loadu(tmpbuf.data(), static_cast<int64_t>(32));
                        }
                        ()
                        ;
                        TORCH_CHECK((at::vec::VecMask<int64_t,4>((at::vec::VectorizedN<int64_t,4>(0) <= tmp14) & (tmp14 < at::vec::VectorizedN<int64_t,4>(16L)))).all_masked(), "index out of bounds: 0 <= tmp14 < 16L");
                        auto tmp16 =
                        [&]
                        {
                            __at_align__ std::array<at::BFloat16, 64> tmpbuf;
                            #pragma GCC unroll 32
                            for (long x0_inner = 0; x0_inner < static_cast<int64_t>(32); x0_inner++)
                            {
                                tmpbuf[x0_inner] = in_ptr2[static_cast<int64_t>(tmp13[x0_inner])];
                            }
                            return at::vec::Vectorized<at::BFloat16>::loadu(tmpbuf.data(), static_cast<int64_t>(32));
                        }
                        ()
                        ;
                        auto tmp17 = at::vec::convert<float,2,at::BFloat16,1>(tmp16);
                        auto tmp19 = c10::convert<float>(tmp18);
                        auto tmp21 = c10::convert<float>(tmp20);
                        auto tmp22 = tmp19 / tmp21;
                        auto tmp24 = c10::convert<float>(tmp23);
                        auto tmp25 = float(tmp22 + tmp24);
                        auto tmp26 = at::vec::VectorizedN<float,2>(tmp25);
                        auto tmp27 = tmp17 * tmp26;
                        auto tmp28 = at::vec::convert<at::BFloat16,1,float,2>(tmp27);
                        auto tmp29 = static_cast<uint8_t>(15);
                        auto tmp30 = at::vec::Vectorized<uint8_t>(tmp29);
                        auto tmp31 = tmp0 & tmp30;
                        auto tmp32 = at::vec::convert<int64_t,4,uint8_t,1>(tmp31);
                        auto tmp33 = tmp32 + tmp7;
                        auto tmp34 = at::vec::VecMask<int64_t,4>(tmp32 < tmp10);
                        auto tmp35 = decltype(tmp33)::blendv(tmp32, tmp33, inductor_vec_mask_cast<int64_t,4>(tmp34));
                        auto tmp36 =
                        [&]
                        {
                            __at_align__ std::array<int64_t, 32> tmpbuf;
                            tmp35.store(tmpbuf.data(), static_cast<int64_t>(32));
                            return tmpbuf;
                        }
                        ()
                        ;
                        auto tmp37 =
                        [&]
                        {
                            __at_align__ std::array<int64_t, 32> tmpbuf;
                            #pragma GCC unroll 32
                            for (long x0_inner = 0; x0_inner < static_cast<int64_t>(32); x0_inner++)
                            {
                                tmpbuf[x0_inner] = static_cast<int64_t>(tmp36[x0_inner]);
                            }
                            return at::vec::VectorizedN<int64_t,4>::loadu(tmpbuf.data(), static_cast<int64_t>(32));
                        }
                        ()
                        ;
                        TORCH_CHECK((at::vec::VecMask<int64_t,4>((at::vec::VectorizedN<int64_t,4>(0) <= tmp37) & (tmp37 < at::vec::VectorizedN<int64_t,4>(16L)))).all_masked(), "index out of bounds: 0 <= tmp37 < 16L");
                        auto tmp39 =
                        [&]
                        {
                            __at_align__ std::array<at::BFloat16, 64> tmpbuf;
                            #pragma GCC unroll 32
                            for (long x0_inner = 0; x0_inner < static_cast<int64_t>(32); x0_inner++)
                            {
                                tmpbuf[x0_inner] = in_ptr2[static_cast<int64_t>(tmp36[x0_inner])];
                            }
                            return at::vec::Vectorized<at::BFloat16>::loadu(tmpbuf.data(), static_cast<int64_t>(32));
                        }
                        ()
                        ;
                        auto tmp40 = at::vec::convert<float,2,at::BFloat16,1>(tmp39);
                        auto tmp41 = tmp40 * tmp26;
                        auto tmp42 = at::vec::convert<at::BFloat16,1,float,2>(tmp41);
                        [&]
                        {
                            __at_align__ std::array<at::BFloat16, 64> tmpbuf;
                            tmp28.store(tmpbuf.data(), static_cast<int64_t>(64));
                            #pragma GCC unroll 32
                            for (long x0_inner = 0; x0_inner < static_cast<int64_t>(32); x0_inner++)
                            {
                                out_ptr1[static_cast<int64_t>(2L*x0 + 2L*x0_inner)] = tmpbuf[x0_inner];
                            }
                        }
                        ()
                        ;
                        [&]
                        {
                            __at_align__ std::array<at::BFloat16, 64> tmpbuf;
                            tmp42.store(tmpbuf.data(), static_cast<int64_t>(64));
                            #pragma GCC unroll 32
                            for (long x0_inner = 0; x0_inner < static_cast<int64_t>(32); x0_inner++)
                            {
                                out_ptr2[static_cast<int64_t>(2L*x0 + 2L*x0_inner)] = tmpbuf[x0_inner];
                            }
                        }
                        ()
                        ;
                    }
                }
            }
        }
    }
    inductor_cpu_integer_div_error_flag = nullptr;
    inductor_cpu_throw_if_integer_div_error(inductor_cpu_integer_div_error);
}
''')


cpp_fused___rshift____scaled_dot_product_flash_attention_for_cpu__to_copy__unsafe_view_add_arange_bitwise_and_cat_clone_div_eq_expand_index_le_mul_neg_new_ones_scalar_tensor_slice_stack_transpose_unsqueeze_view_where_3 = async_compile.cpp_pybinding(['const at::BFloat16*', 'const at::BFloat16*', 'const at::BFloat16*', 'const uint8_t*', 'const at::BFloat16*', 'const int8_t*', 'const at::BFloat16*', 'const at::BFloat16*', 'at::BFloat16*', 'at::BFloat16*', 'at::BFloat16*', 'at::BFloat16*', 'at::BFloat16*'], r'''
#include <torch/csrc/inductor/cpp_prefix.h>
extern "C"  void  kernel(const at::BFloat16* in_ptr0,
                       const at::BFloat16* in_ptr1,
                       const at::BFloat16* in_ptr2,
                       const uint8_t* in_ptr3,
                       const at::BFloat16* in_ptr4,
                       const int8_t* in_ptr5,
                       const at::BFloat16* in_ptr6,
                       const at::BFloat16* in_ptr7,
                       at::BFloat16* out_ptr0,
                       at::BFloat16* out_ptr1,
                       at::BFloat16* out_ptr2,
                       at::BFloat16* out_ptr3,
                       at::BFloat16* out_ptr4)
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
                            auto tmp0 = at::vec::Vectorized<at::BFloat16>::loadu(in_ptr0 + static_cast<int64_t>(8L + x2 + 16L*x0 + 32L*x1), static_cast<int64_t>(8L));
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
                            auto tmp0 = at::vec::Vectorized<at::BFloat16>::loadu(in_ptr0 + static_cast<int64_t>(x2 + 16L*x0 + 32L*x1), static_cast<int64_t>(8L));
                            tmp0.store(out_ptr1 + static_cast<int64_t>(x2 + 16L*x1 + 128L*x0), static_cast<int64_t>(8L));
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
                            auto tmp0 = at::vec::Vectorized<at::BFloat16>::loadu(in_ptr0 + static_cast<int64_t>(x2 + 16L*(c10::div_floor_integer(static_cast<int64_t>(x0), static_cast<int64_t>(2L))) + 32L*x1), static_cast<int64_t>(16));
                            auto tmp2 =
                            [&]
                            {
                                __at_align__ std::array<at::BFloat16, 32> tmpbuf;
                                #pragma GCC unroll 16
                                for (long x2_inner = 0; x2_inner < static_cast<int64_t>(16); x2_inner++)
                                {
                                    tmpbuf[x2_inner] = in_ptr1[static_cast<int64_t>((static_cast<int64_t>(x2 + x2_inner) % static_cast<int64_t>(8L)))];
                                }
                                return at::vec::Vectorized<at::BFloat16>::loadu(tmpbuf.data(), static_cast<int64_t>(16));
                            }
                            ()
                            ;
                            auto tmp11 = at::vec::Vectorized<at::BFloat16>::loadu(in_ptr2 + static_cast<int64_t>(x2 + 16L*x1 + 128L*(c10::div_floor_integer(static_cast<int64_t>(x0), static_cast<int64_t>(2L)))), static_cast<int64_t>(16));
                            auto tmp1 = at::vec::convert<float>(tmp0);
                            auto tmp3 = at::vec::convert<float>(tmp2);
                            auto tmp4 = x1;
                            auto tmp5 = c10::convert<float>(tmp4);
                            auto tmp6 = at::vec::Vectorized<float>(tmp5);
                            auto tmp7 = tmp6 * tmp3;
                            auto tmp8 = tmp7.cos();
                            auto tmp9 = (tmp8);
                            auto tmp10 = tmp1 * tmp9;
                            auto tmp12 = at::vec::convert<float>(tmp11);
                            auto tmp13 = tmp7.sin();
                            auto tmp14 = (tmp13);
                            auto tmp15 = tmp12 * tmp14;
                            auto tmp16 = tmp10 + tmp15;
                            auto tmp17 = at::vec::convert<at::BFloat16>(tmp16);
                            tmp17.store(out_ptr2 + static_cast<int64_t>(x2 + 16L*x1 + 128L*x0), static_cast<int64_t>(16));
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
            for(int64_t x0=static_cast<int64_t>(0L); x0<static_cast<int64_t>(2048L); x0+=static_cast<int64_t>(32L))
            {
                {
                    if(C10_LIKELY(x0 >= static_cast<int64_t>(0) && x0 < static_cast<int64_t>(2048L)))
                    {
                        auto tmp0 = at::vec::Vectorized<uint8_t>::loadu(in_ptr3 + static_cast<int64_t>(x0), static_cast<int64_t>(32));
                        auto tmp18 = in_ptr5[static_cast<int64_t>(c10::div_floor_integer(static_cast<int64_t>(x0), static_cast<int64_t>(32L)))];
                        auto tmp20 = in_ptr6[static_cast<int64_t>(c10::div_floor_integer(static_cast<int64_t>(x0), static_cast<int64_t>(1024L)))];
                        auto tmp23 = in_ptr7[static_cast<int64_t>(0L)];
                        auto tmp1 = static_cast<uint8_t>(4);
                        auto tmp2 = at::vec::Vectorized<uint8_t>(tmp1);
                        auto tmp3 = tmp0 >> tmp2;
                        auto tmp4 = at::vec::convert<int64_t,4,uint8_t,1>(tmp3);
                        auto tmp5 = 16L;
                        auto tmp6 = c10::convert<int64_t>(tmp5);
                        auto tmp7 = at::vec::VectorizedN<int64_t,4>(tmp6);
                        auto tmp8 = tmp4 + tmp7;
                        auto tmp9 = static_cast<int64_t>(0);
                        auto tmp10 = at::vec::VectorizedN<int64_t,4>(tmp9);
                        auto tmp11 = at::vec::VecMask<int64_t,4>(tmp4 < tmp10);
                        auto tmp12 = decltype(tmp8)::blendv(tmp4, tmp8, inductor_vec_mask_cast<int64_t,4>(tmp11));
                        auto tmp13 =
                        [&]
                        {
                            __at_align__ std::array<int64_t, 32> tmpbuf;
                            tmp12.store(tmpbuf.data(), static_cast<int64_t>(32));
                            return tmpbuf;
                        }
                        ()
                        ;
                        auto tmp14 =
                        [&]
                        {
                            __at_align__ std::array<int64_t, 32> tmpbuf;
                            #pragma GCC unroll 32
                            for (long x0_inner = 0; x0_inner < static_cast<int64_t>(32); x0_inner++)
                            {
                                tmpbuf[x0_inner] = static_cast<int64_t>(tmp13[x0_inner]);
                            }
                            return at::vec::VectorizedN<int64_t,4>::loadu(tmpbuf.data(), static_cast<int64_t>(32));
                        }
                        ()
                        ;
                        TORCH_CHECK((at::vec::VecMask<int64_t,4>((at::vec::VectorizedN<int64_t,4>(0) <= tmp14) & (tmp14 < at::vec::VectorizedN<int64_t,4>(16L)))).all_masked(), "index out of bounds: 0 <= tmp14 < 16L");
                        auto tmp16 =
                        [&]
                        {
                            __at_align__ std::array<at::BFloat16, 64> tmpbuf;
                            #pragma GCC unroll 32
                            for (long x0_inner = 0; x0_inner < static_cast<int64_t>(32); x0_inner++)
                            {
                                tmpbuf[x0_inner] = in_ptr4[static_cast<int64_t>(tmp13[x0_inner])];
                            }
                            return at::vec::Vectorized<at::BFloat16>::loadu(tmpbuf.data(), static_cast<int64_t>(32));
                        }
                        ()
                        ;
                        auto tmp17 = at::vec::convert<float,2,at::BFloat16,1>(tmp16);
                        auto tmp19 = c10::convert<float>(tmp18);
                        auto tmp21 = c10::convert<float>(tmp20);
                        auto tmp22 = tmp19 / tmp21;
                        auto tmp24 = c10::convert<float>(tmp23);
                        auto tmp25 = float(tmp22 + tmp24);
                        auto tmp26 = at::vec::VectorizedN<float,2>(tmp25);
                        auto tmp27 = tmp17 * tmp26;
                        auto tmp28 = at::vec::convert<at::BFloat16,1,float,2>(tmp27);
                        auto tmp29 = static_cast<uint8_t>(15);
                        auto tmp30 = at::vec::Vectorized<uint8_t>(tmp29);
                        auto tmp31 = tmp0 & tmp30;
                        auto tmp32 = at::vec::convert<int64_t,4,uint8_t,1>(tmp31);
                        auto tmp33 = tmp32 + tmp7;
                        auto tmp34 = at::vec::VecMask<int64_t,4>(tmp32 < tmp10);
                        auto tmp35 = decltype(tmp33)::blendv(tmp32, tmp33, inductor_vec_mask_cast<int64_t,4>(tmp34));
                        auto tmp36 =
                        [&]
                        {
                            __at_align__ std::array<int64_t, 32> tmpbuf;
                            tmp35.store(tmpbuf.data(), static_cast<int64_t>(32));
                            return tmpbuf;
                        }
                        ()
                        ;
                        auto tmp37 =
                        [&]
                        {
                            __at_align__ std::array<int64_t, 32> tmpbuf;
                            #pragma GCC unroll 32
                            for (long x0_inner = 0; x0_inner < static_cast<int64_t>(32); x0_inner++)
                            {
                                tmpbuf[x0_inner] = static_cast<int64_t>(tmp36[x0_inner]);
                            }
                            return at::vec::VectorizedN<int64_t,4>::loadu(tmpbuf.data(), static_cast<int64_t>(32));
                        }
                        ()
                        ;
                        TORCH_CHECK((at::vec::VecMask<int64_t,4>((at::vec::VectorizedN<int64_t,4>(0) <= tmp37) & (tmp37 < at::vec::VectorizedN<int64_t,4>(16L)))).all_masked(), "index out of bounds: 0 <= tmp37 < 16L");
                        auto tmp39 =
                        [&]
                        {
                            __at_align__ std::array<at::BFloat16, 64> tmpbuf;
                            #pragma GCC unroll 32
                            for (long x0_inner = 0; x0_inner < static_cast<int64_t>(32); x0_inner++)
                            {
                                tmpbuf[x0_inner] = in_ptr4[static_cast<int64_t>(tmp36[x0_inner])];
                            }
                            return at::vec::Vectorized<at::BFloat16>::loadu(tmpbuf.data(), static_cast<int64_t>(32));
                        }
                        ()
                        ;
                        auto tmp40 = at::vec::convert<float,2,at::BFloat16,1>(tmp39);
                        auto tmp41 = tmp40 * tmp26;
                        auto tmp42 = at::vec::convert<at::BFloat16,1,float,2>(tmp41);
                        [&]
                        {
                            __at_align__ std::array<at::BFloat16, 64> tmpbuf;
                            tmp28.store(tmpbuf.data(), static_cast<int64_t>(64));
                            #pragma GCC unroll 32
                            for (long x0_inner = 0; x0_inner < static_cast<int64_t>(32); x0_inner++)
                            {
                                out_ptr3[static_cast<int64_t>(2L*x0 + 2L*x0_inner)] = tmpbuf[x0_inner];
                            }
                        }
                        ()
                        ;
                        [&]
                        {
                            __at_align__ std::array<at::BFloat16, 64> tmpbuf;
                            tmp42.store(tmpbuf.data(), static_cast<int64_t>(64));
                            #pragma GCC unroll 32
                            for (long x0_inner = 0; x0_inner < static_cast<int64_t>(32); x0_inner++)
                            {
                                out_ptr4[static_cast<int64_t>(2L*x0 + 2L*x0_inner)] = tmpbuf[x0_inner];
                            }
                        }
                        ()
                        ;
                    }
                }
            }
        }
    }
    inductor_cpu_integer_div_error_flag = nullptr;
    inductor_cpu_throw_if_integer_div_error(inductor_cpu_integer_div_error);
}
''')


cpp_fused__scaled_dot_product_flash_attention_for_cpu__to_copy__unsafe_view_add_arange_bitwise_and_cat_clone_eq_expand_index_le_mul_neg_new_ones_scalar_tensor_slice_transpose_unsqueeze_view_where_4 = async_compile.cpp_pybinding(['at::BFloat16*', 'const at::BFloat16*', 'const at::BFloat16*', 'at::BFloat16*', 'at::BFloat16*'], r'''
#include <torch/csrc/inductor/cpp_prefix.h>
extern "C"  void  kernel(at::BFloat16* in_out_ptr0,
                       const at::BFloat16* in_ptr1,
                       const at::BFloat16* in_ptr2,
                       at::BFloat16* out_ptr0,
                       at::BFloat16* out_ptr1)
{
    std::atomic<int> inductor_cpu_integer_div_error{0};
    inductor_cpu_integer_div_error_flag = &inductor_cpu_integer_div_error;
    auto in_ptr0 = in_out_ptr0;
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
                            auto tmp0 = at::vec::Vectorized<at::BFloat16>::loadu(in_ptr0 + static_cast<int64_t>(8L + x2 + 16L*x0 + 64L*x1), static_cast<int64_t>(8L));
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
                            auto tmp0 = at::vec::Vectorized<at::BFloat16>::loadu(in_ptr0 + static_cast<int64_t>(x2 + 16L*x0 + 64L*x1), static_cast<int64_t>(8L));
                            tmp0.store(out_ptr1 + static_cast<int64_t>(x2 + 16L*x1 + 128L*x0), static_cast<int64_t>(8L));
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
            #pragma GCC ivdep
            for(int64_t x1=static_cast<int64_t>(0L); x1<static_cast<int64_t>(4L); x1+=static_cast<int64_t>(1L))
            {
                for(int64_t x2=static_cast<int64_t>(0L); x2<static_cast<int64_t>(16L); x2+=static_cast<int64_t>(16L))
                {
                    {
                        if(C10_LIKELY(x2 >= static_cast<int64_t>(0) && x2 < static_cast<int64_t>(16L)))
                        {
                            auto tmp0 = at::vec::Vectorized<at::BFloat16>::loadu(in_out_ptr0 + static_cast<int64_t>(x2 + 16L*x1 + 64L*x0), static_cast<int64_t>(16));
                            auto tmp2 =
                            [&]
                            {
                                __at_align__ std::array<at::BFloat16, 32> tmpbuf;
                                #pragma GCC unroll 16
                                for (long x2_inner = 0; x2_inner < static_cast<int64_t>(16); x2_inner++)
                                {
                                    tmpbuf[x2_inner] = in_ptr1[static_cast<int64_t>((static_cast<int64_t>(x2 + x2_inner) % static_cast<int64_t>(8L)))];
                                }
                                return at::vec::Vectorized<at::BFloat16>::loadu(tmpbuf.data(), static_cast<int64_t>(16));
                            }
                            ()
                            ;
                            auto tmp11 = at::vec::Vectorized<at::BFloat16>::loadu(in_ptr2 + static_cast<int64_t>(x2 + 16L*x0 + 128L*x1), static_cast<int64_t>(16));
                            auto tmp1 = at::vec::convert<float>(tmp0);
                            auto tmp3 = at::vec::convert<float>(tmp2);
                            auto tmp4 = x0;
                            auto tmp5 = c10::convert<float>(tmp4);
                            auto tmp6 = at::vec::Vectorized<float>(tmp5);
                            auto tmp7 = tmp6 * tmp3;
                            auto tmp8 = tmp7.cos();
                            auto tmp9 = (tmp8);
                            auto tmp10 = tmp1 * tmp9;
                            auto tmp12 = at::vec::convert<float>(tmp11);
                            auto tmp13 = tmp7.sin();
                            auto tmp14 = (tmp13);
                            auto tmp15 = tmp12 * tmp14;
                            auto tmp16 = tmp10 + tmp15;
                            auto tmp17 = at::vec::convert<at::BFloat16>(tmp16);
                            tmp17.store(in_out_ptr0 + static_cast<int64_t>(x2 + 16L*x1 + 64L*x0), static_cast<int64_t>(16));
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


cpp_fused___rshift____to_copy__unsafe_view_add_bitwise_and_clone_div_expand_index_mul_stack_transpose_unsqueeze_view_5 = async_compile.cpp_pybinding(['const uint8_t*', 'const at::BFloat16*', 'const int8_t*', 'const at::BFloat16*', 'const at::BFloat16*', 'at::BFloat16*', 'at::BFloat16*'], r'''
#include <torch/csrc/inductor/cpp_prefix.h>
extern "C"  void  kernel(const uint8_t* in_ptr0,
                       const at::BFloat16* in_ptr1,
                       const int8_t* in_ptr2,
                       const at::BFloat16* in_ptr3,
                       const at::BFloat16* in_ptr4,
                       at::BFloat16* out_ptr0,
                       at::BFloat16* out_ptr1)
{
    std::atomic<int> inductor_cpu_integer_div_error{0};
    inductor_cpu_integer_div_error_flag = &inductor_cpu_integer_div_error;
    #pragma omp parallel
    {
        int tid = omp_get_thread_num();
        {
            #pragma omp for
            for(int64_t x0=static_cast<int64_t>(0L); x0<static_cast<int64_t>(2048L); x0+=static_cast<int64_t>(32L))
            {
                {
                    if(C10_LIKELY(x0 >= static_cast<int64_t>(0) && x0 < static_cast<int64_t>(2048L)))
                    {
                        auto tmp0 = at::vec::Vectorized<uint8_t>::loadu(in_ptr0 + static_cast<int64_t>(x0), static_cast<int64_t>(32));
                        auto tmp18 = in_ptr2[static_cast<int64_t>(c10::div_floor_integer(static_cast<int64_t>(x0), static_cast<int64_t>(32L)))];
                        auto tmp20 = in_ptr3[static_cast<int64_t>(c10::div_floor_integer(static_cast<int64_t>(x0), static_cast<int64_t>(1024L)))];
                        auto tmp23 = in_ptr4[static_cast<int64_t>(0L)];
                        auto tmp1 = static_cast<uint8_t>(4);
                        auto tmp2 = at::vec::Vectorized<uint8_t>(tmp1);
                        auto tmp3 = tmp0 >> tmp2;
                        auto tmp4 = at::vec::convert<int64_t,4,uint8_t,1>(tmp3);
                        auto tmp5 = 16L;
                        auto tmp6 = c10::convert<int64_t>(tmp5);
                        auto tmp7 = at::vec::VectorizedN<int64_t,4>(tmp6);
                        auto tmp8 = tmp4 + tmp7;
                        auto tmp9 = static_cast<int64_t>(0);
                        auto tmp10 = at::vec::VectorizedN<int64_t,4>(tmp9);
                        auto tmp11 = at::vec::VecMask<int64_t,4>(tmp4 < tmp10);
                        auto tmp12 = decltype(tmp8)::blendv(tmp4, tmp8, inductor_vec_mask_cast<int64_t,4>(tmp11));
                        auto tmp13 =
                        [&]
                        {
                            __at_align__ std::array<int64_t, 32> tmpbuf;
                            tmp12.store(tmpbuf.data(), static_cast<int64_t>(32));
                            return tmpbuf;
                        }
                        ()
                        ;
                        auto tmp14 =
                        [&]
                        {
                            __at_align__ std::array<int64_t, 32> tmpbuf;
                            #pragma GCC unroll 32
                            for (long x0_inner = 0; x0_inner < static_cast<int64_t>(32); x0_inner++)
                            {
                                tmpbuf[x0_inner] = static_cast<int64_t>(tmp13[x0_inner]);
                            }
                            return at::vec::VectorizedN<int64_t,4>::loadu(tmpbuf.data(), static_cast<int64_t>(32));
                        }
                        ()
                        ;
                        TORCH_CHECK((at::vec::VecMask<int64_t,4>((at::vec::VectorizedN<int64_t,4>(0) <= tmp14) & (tmp14 < at::vec::VectorizedN<int64_t,4>(16L)))).all_masked(), "index out of bounds: 0 <= tmp14 < 16L");
                        auto tmp16 =
                        [&]
                        {
                            __at_align__ std::array<at::BFloat16, 64> tmpbuf;
                            #pragma GCC unroll 32
                            for (long x0_inner = 0; x0_inner < static_cast<int64_t>(32); x0_inner++)
                            {
                                tmpbuf[x0_inner] = in_ptr1[static_cast<int64_t>(tmp13[x0_inner])];
                            }
                            return at::vec::Vectorized<at::BFloat16>::loadu(tmpbuf.data(), static_cast<int64_t>(32));
                        }
                        ()
                        ;
                        auto tmp17 = at::vec::convert<float,2,at::BFloat16,1>(tmp16);
                        auto tmp19 = c10::convert<float>(tmp18);
                        auto tmp21 = c10::convert<float>(tmp20);
                        auto tmp22 = tmp19 / tmp21;
                        auto tmp24 = c10::convert<float>(tmp23);
                        auto tmp25 = float(tmp22 + tmp24);
                        auto tmp26 = at::vec::VectorizedN<float,2>(tmp25);
                        auto tmp27 = tmp17 * tmp26;
                        auto tmp28 = at::vec::convert<at::BFloat16,1,float,2>(tmp27);
                        auto tmp29 = static_cast<uint8_t>(15);
                        auto tmp30 = at::vec::Vectorized<uint8_t>(tmp29);
                        auto tmp31 = tmp0 & tmp30;
                        auto tmp32 = at::vec::convert<int64_t,4,uint8_t,1>(tmp31);
                        auto tmp33 = tmp32 + tmp7;
                        auto tmp34 = at::vec::VecMask<int64_t,4>(tmp32 < tmp10);
                        auto tmp35 = decltype(tmp33)::blendv(tmp32, tmp33, inductor_vec_mask_cast<int64_t,4>(tmp34));
                        auto tmp36 =
                        [&]
                        {
                            __at_align__ std::array<int64_t, 32> tmpbuf;
                            tmp35.store(tmpbuf.data(), static_cast<int64_t>(32));
                            return tmpbuf;
                        }
                        ()
                        ;
                        auto tmp37 =
                        [&]
                        {
                            __at_align__ std::array<int64_t, 32> tmpbuf;
                            #pragma GCC unroll 32
                            for (long x0_inner = 0; x0_inner < static_cast<int64_t>(32); x0_inner++)
                            {
                                tmpbuf[x0_inner] = static_cast<int64_t>(tmp36[x0_inner]);
                            }
                            return at::vec::VectorizedN<int64_t,4>::loadu(tmpbuf.data(), static_cast<int64_t>(32));
                        }
                        ()
                        ;
                        TORCH_CHECK((at::vec::VecMask<int64_t,4>((at::vec::VectorizedN<int64_t,4>(0) <= tmp37) & (tmp37 < at::vec::VectorizedN<int64_t,4>(16L)))).all_masked(), "index out of bounds: 0 <= tmp37 < 16L");
                        auto tmp39 =
                        [&]
                        {
                            __at_align__ std::array<at::BFloat16, 64> tmpbuf;
                            #pragma GCC unroll 32
                            for (long x0_inner = 0; x0_inner < static_cast<int64_t>(32); x0_inner++)
                            {
                                tmpbuf[x0_inner] = in_ptr1[static_cast<int64_t>(tmp36[x0_inner])];
                            }
                            return at::vec::Vectorized<at::BFloat16>::loadu(tmpbuf.data(), static_cast<int64_t>(32));
                        }
                        ()
                        ;
                        auto tmp40 = at::vec::convert<float,2,at::BFloat16,1>(tmp39);
                        auto tmp41 = tmp40 * tmp26;
                        auto tmp42 = at::vec::convert<at::BFloat16,1,float,2>(tmp41);
                        [&]
                        {
                            __at_align__ std::array<at::BFloat16, 64> tmpbuf;
                            tmp28.store(tmpbuf.data(), static_cast<int64_t>(64));
                            #pragma GCC unroll 32
                            for (long x0_inner = 0; x0_inner < static_cast<int64_t>(32); x0_inner++)
                            {
                                out_ptr0[static_cast<int64_t>(2L*x0 + 2L*x0_inner)] = tmpbuf[x0_inner];
                            }
                        }
                        ()
                        ;
                        [&]
                        {
                            __at_align__ std::array<at::BFloat16, 64> tmpbuf;
                            tmp42.store(tmpbuf.data(), static_cast<int64_t>(64));
                            #pragma GCC unroll 32
                            for (long x0_inner = 0; x0_inner < static_cast<int64_t>(32); x0_inner++)
                            {
                                out_ptr1[static_cast<int64_t>(2L*x0 + 2L*x0_inner)] = tmpbuf[x0_inner];
                            }
                        }
                        ()
                        ;
                    }
                }
            }
        }
    }
    inductor_cpu_integer_div_error_flag = nullptr;
    inductor_cpu_throw_if_integer_div_error(inductor_cpu_integer_div_error);
}
''')


cpp_fused___rshift____to_copy__unsafe_view_add_bitwise_and_clone_div_embedding_expand_index_mean_mul_pow_rsqrt_stack_transpose_unsqueeze_view_6 = async_compile.cpp_pybinding(['const int64_t*', 'const at::BFloat16*', 'const at::BFloat16*', 'const at::BFloat16*', 'const uint8_t*', 'const at::BFloat16*', 'const int8_t*', 'const at::BFloat16*', 'const at::BFloat16*', 'float*', 'at::BFloat16*', 'at::BFloat16*', 'at::BFloat16*'], r'''
#include <torch/csrc/inductor/cpp_prefix.h>
extern "C"  void  kernel(const int64_t* in_ptr0,
                       const at::BFloat16* in_ptr1,
                       const at::BFloat16* in_ptr2,
                       const at::BFloat16* in_ptr3,
                       const uint8_t* in_ptr4,
                       const at::BFloat16* in_ptr5,
                       const int8_t* in_ptr6,
                       const at::BFloat16* in_ptr7,
                       const at::BFloat16* in_ptr8,
                       float* out_ptr0,
                       at::BFloat16* out_ptr1,
                       at::BFloat16* out_ptr2,
                       at::BFloat16* out_ptr3)
{
    std::atomic<int> inductor_cpu_integer_div_error{0};
    inductor_cpu_integer_div_error_flag = &inductor_cpu_integer_div_error;
    {
        #pragma GCC ivdep
        for(int64_t x0=static_cast<int64_t>(0L); x0<static_cast<int64_t>(8L); x0+=static_cast<int64_t>(1L))
        {
            {
                float tmp_acc0 = 0;
                at::vec::VectorizedN<float,2> tmp_acc0_vec = at::vec::VectorizedN<float,2>(0);
                for(int64_t x1=static_cast<int64_t>(0L); x1<static_cast<int64_t>(64L); x1+=static_cast<int64_t>(32L))
                {
                    {
                        if(C10_LIKELY(x1 >= static_cast<int64_t>(0) && x1 < static_cast<int64_t>(64L)))
                        {
                            auto tmp0 = in_ptr0[static_cast<int64_t>(x0)];
                            auto tmp6 = at::vec::Vectorized<at::BFloat16>::loadu(in_ptr2 + static_cast<int64_t>(x1 + 64L*x0), static_cast<int64_t>(32));
                            auto tmp1 = tmp0;
                            auto tmp2 = c10::convert<int64_t>(tmp1);
                            TORCH_CHECK((0 <= tmp2) & (tmp2 < 128L), "index out of bounds: 0 <= tmp2 < 128L");
                            auto tmp4 = at::vec::Vectorized<at::BFloat16>::loadu(in_ptr1 + static_cast<int64_t>(x1 + 64L*tmp0), static_cast<int64_t>(32));
                            auto tmp5 = at::vec::convert<float,2,at::BFloat16,1>(tmp4);
                            auto tmp7 = at::vec::convert<float,2,at::BFloat16,1>(tmp6);
                            auto tmp8 = tmp5 + tmp7;
                            auto tmp9 = (tmp8);
                            auto tmp10 = tmp9 * tmp9;
                            tmp_acc0_vec = tmp_acc0_vec + tmp10;
                        }
                    }
                }
                tmp_acc0 = tmp_acc0 + at::vec::vec_reduce_all<float, 2>([](at::vec::Vectorized<float>& x, at::vec::Vectorized<float>& y) { return x + y; }, tmp_acc0_vec);
                out_ptr0[static_cast<int64_t>(x0)] = static_cast<float>(tmp_acc0);
            }
            for(int64_t x1=static_cast<int64_t>(0L); x1<static_cast<int64_t>(64L); x1+=static_cast<int64_t>(32L))
            {
                {
                    if(C10_LIKELY(x1 >= static_cast<int64_t>(0) && x1 < static_cast<int64_t>(64L)))
                    {
                        auto tmp0 = at::vec::Vectorized<at::BFloat16>::loadu(in_ptr3 + static_cast<int64_t>(x1), static_cast<int64_t>(32));
                        auto tmp2 = in_ptr0[static_cast<int64_t>(x0)];
                        auto tmp8 = at::vec::Vectorized<at::BFloat16>::loadu(in_ptr2 + static_cast<int64_t>(x1 + 64L*x0), static_cast<int64_t>(32));
                        auto tmp12 = out_ptr0[static_cast<int64_t>(x0)];
                        auto tmp1 = at::vec::convert<float,2,at::BFloat16,1>(tmp0);
                        auto tmp3 = tmp2;
                        auto tmp4 = c10::convert<int64_t>(tmp3);
                        TORCH_CHECK((0 <= tmp4) & (tmp4 < 128L), "index out of bounds: 0 <= tmp4 < 128L");
                        auto tmp6 = at::vec::Vectorized<at::BFloat16>::loadu(in_ptr1 + static_cast<int64_t>(x1 + 64L*tmp2), static_cast<int64_t>(32));
                        auto tmp7 = at::vec::convert<float,2,at::BFloat16,1>(tmp6);
                        auto tmp9 = at::vec::convert<float,2,at::BFloat16,1>(tmp8);
                        auto tmp10 = tmp7 + tmp9;
                        auto tmp11 = (tmp10);
                        auto tmp13 = static_cast<float>(64.0);
                        auto tmp14 = tmp12 / tmp13;
                        auto tmp15 = static_cast<float>(1e-06);
                        auto tmp16 = float(tmp14 + tmp15);
                        auto tmp17 = 1 / std::sqrt(tmp16);
                        auto tmp18 = at::vec::VectorizedN<float,2>(tmp17);
                        auto tmp19 = tmp11 * tmp18;
                        auto tmp20 = (tmp19);
                        auto tmp21 = tmp1 * tmp20;
                        auto tmp22 = at::vec::convert<at::BFloat16,1,float,2>(tmp21);
                        tmp22.store(out_ptr1 + static_cast<int64_t>(x1 + 64L*x0), static_cast<int64_t>(32));
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
            for(int64_t x0=static_cast<int64_t>(0L); x0<static_cast<int64_t>(4096L); x0+=static_cast<int64_t>(32L))
            {
                {
                    if(C10_LIKELY(x0 >= static_cast<int64_t>(0) && x0 < static_cast<int64_t>(4096L)))
                    {
                        auto tmp0 = at::vec::Vectorized<uint8_t>::loadu(in_ptr4 + static_cast<int64_t>(x0), static_cast<int64_t>(32));
                        auto tmp18 = in_ptr6[static_cast<int64_t>(c10::div_floor_integer(static_cast<int64_t>(x0), static_cast<int64_t>(32L)))];
                        auto tmp20 = in_ptr7[static_cast<int64_t>(c10::div_floor_integer(static_cast<int64_t>(x0), static_cast<int64_t>(1024L)))];
                        auto tmp23 = in_ptr8[static_cast<int64_t>(0L)];
                        auto tmp1 = static_cast<uint8_t>(4);
                        auto tmp2 = at::vec::Vectorized<uint8_t>(tmp1);
                        auto tmp3 = tmp0 >> tmp2;
                        auto tmp4 = at::vec::convert<int64_t,4,uint8_t,1>(tmp3);
                        auto tmp5 = 16L;
                        auto tmp6 = c10::convert<int64_t>(tmp5);
                        auto tmp7 = at::vec::VectorizedN<int64_t,4>(tmp6);
                        auto tmp8 = tmp4 + tmp7;
                        auto tmp9 = static_cast<int64_t>(0);
                        auto tmp10 = at::vec::VectorizedN<int64_t,4>(tmp9);
                        auto tmp11 = at::vec::VecMask<int64_t,4>(tmp4 < tmp10);
                        auto tmp12 = decltype(tmp8)::blendv(tmp4, tmp8, inductor_vec_mask_cast<int64_t,4>(tmp11));
                        auto tmp13 =
                        [&]
                        {
                            __at_align__ std::array<int64_t, 32> tmpbuf;
                            tmp12.store(tmpbuf.data(), static_cast<int64_t>(32));
                            return tmpbuf;
                        }
                        ()
                        ;
                        auto tmp14 =
                        [&]
                        {
                            __at_align__ std::array<int64_t, 32> tmpbuf;
                            #pragma GCC unroll 32
                            for (long x0_inner = 0; x0_inner < static_cast<int64_t>(32); x0_inner++)
                            {
                                tmpbuf[x0_inner] = static_cast<int64_t>(tmp13[x0_inner]);
                            }
                            return at::vec::VectorizedN<int64_t,4>::loadu(tmpbuf.data(), static_cast<int64_t>(32));
                        }
                        ()
                        ;
                        TORCH_CHECK((at::vec::VecMask<int64_t,4>((at::vec::VectorizedN<int64_t,4>(0) <= tmp14) & (tmp14 < at::vec::VectorizedN<int64_t,4>(16L)))).all_masked(), "index out of bounds: 0 <= tmp14 < 16L");
                        auto tmp16 =
                        [&]
                        {
                            __at_align__ std::array<at::BFloat16, 64> tmpbuf;
                            #pragma GCC unroll 32
                            for (long x0_inner = 0; x0_inner < static_cast<int64_t>(32); x0_inner++)
                            {
                                tmpbuf[x0_inner] = in_ptr5[static_cast<int64_t>(tmp13[x0_inner])];
                            }
                            return at::vec::Vectorized<at::BFloat16>::loadu(tmpbuf.data(), static_cast<int64_t>(32));
                        }
                        ()
                        ;
                        auto tmp17 = at::vec::convert<float,2,at::BFloat16,1>(tmp16);
                        auto tmp19 = c10::convert<float>(tmp18);
                        auto tmp21 = c10::convert<float>(tmp20);
                        auto tmp22 = tmp19 / tmp21;
                        auto tmp24 = c10::convert<float>(tmp23);
                        auto tmp25 = float(tmp22 + tmp24);
                        auto tmp26 = at::vec::VectorizedN<float,2>(tmp25);
                        auto tmp27 = tmp17 * tmp26;
                        auto tmp28 = at::vec::convert<at::BFloat16,1,float,2>(tmp27);
                        auto tmp29 = static_cast<uint8_t>(15);
                        auto tmp30 = at::vec::Vectorized<uint8_t>(tmp29);
                        auto tmp31 = tmp0 & tmp30;
                        auto tmp32 = at::vec::convert<int64_t,4,uint8_t,1>(tmp31);
                        auto tmp33 = tmp32 + tmp7;
                        auto tmp34 = at::vec::VecMask<int64_t,4>(tmp32 < tmp10);
                        auto tmp35 = decltype(tmp33)::blendv(tmp32, tmp33, inductor_vec_mask_cast<int64_t,4>(tmp34));
                        auto tmp36 =
                        [&]
                        {
                            __at_align__ std::array<int64_t, 32> tmpbuf;
                            tmp35.store(tmpbuf.data(), static_cast<int64_t>(32));
                            return tmpbuf;
                        }
                        ()
                        ;
                        auto tmp37 =
                        [&]
                        {
                            __at_align__ std::array<int64_t, 32> tmpbuf;
                            #pragma GCC unroll 32
                            for (long x0_inner = 0; x0_inner < static_cast<int64_t>(32); x0_inner++)
                            {
                                tmpbuf[x0_inner] = static_cast<int64_t>(tmp36[x0_inner]);
                            }
                            return at::vec::VectorizedN<int64_t,4>::loadu(tmpbuf.data(), static_cast<int64_t>(32));
                        }
                        ()
                        ;
                        TORCH_CHECK((at::vec::VecMask<int64_t,4>((at::vec::VectorizedN<int64_t,4>(0) <= tmp37) & (tmp37 < at::vec::VectorizedN<int64_t,4>(16L)))).all_masked(), "index out of bounds: 0 <= tmp37 < 16L");
                        auto tmp39 =
                        [&]
                        {
                            __at_align__ std::array<at::BFloat16, 64> tmpbuf;
                            #pragma GCC unroll 32
                            for (long x0_inner = 0; x0_inner < static_cast<int64_t>(32); x0_inner++)
                            {
                                tmpbuf[x0_inner] = in_ptr5[static_cast<int64_t>(tmp36[x0_inner])];
                            }
                            return at::vec::Vectorized<at::BFloat16>::loadu(tmpbuf.data(), static_cast<int64_t>(32));
                        }
                        ()
                        ;
                        auto tmp40 = at::vec::convert<float,2,at::BFloat16,1>(tmp39);
                        auto tmp41 = tmp40 * tmp26;
                        auto tmp42 = at::vec::convert<at::BFloat16,1,float,2>(tmp41);
                        [&]
                        {
                            __at_align__ std::array<at::BFloat16, 64> tmpbuf;
                            tmp28.store(tmpbuf.data(), static_cast<int64_t>(64));
                            #pragma GCC unroll 32
                            for (long x0_inner = 0; x0_inner < static_cast<int64_t>(32); x0_inner++)
                            {
                                out_ptr2[static_cast<int64_t>(2L*x0 + 2L*x0_inner)] = tmpbuf[x0_inner];
                            }
                        }
                        ()
                        ;
                        [&]
                        {
                            __at_align__ std::array<at::BFloat16, 64> tmpbuf;
                            tmp42.store(tmpbuf.data(), static_cast<int64_t>(64));
                            #pragma GCC unroll 32
                            for (long x0_inner = 0; x0_inner < static_cast<int64_t>(32); x0_inner++)
                            {
                                out_ptr3[static_cast<int64_t>(2L*x0 + 2L*x0_inner)] = tmpbuf[x0_inner];
                            }
                        }
                        ()
                        ;
                    }
                }
            }
        }
    }
    inductor_cpu_integer_div_error_flag = nullptr;
    inductor_cpu_throw_if_integer_div_error(inductor_cpu_integer_div_error);
}
''')


cpp_fused___rshift____to_copy__unsafe_view_add_bitwise_and_clone_div_expand_index_mul_stack_transpose_unsqueeze_view_7 = async_compile.cpp_pybinding(['const uint8_t*', 'const at::BFloat16*', 'const int8_t*', 'const at::BFloat16*', 'const at::BFloat16*', 'at::BFloat16*', 'at::BFloat16*'], r'''
#include <torch/csrc/inductor/cpp_prefix.h>
extern "C"  void  kernel(const uint8_t* in_ptr0,
                       const at::BFloat16* in_ptr1,
                       const int8_t* in_ptr2,
                       const at::BFloat16* in_ptr3,
                       const at::BFloat16* in_ptr4,
                       at::BFloat16* out_ptr0,
                       at::BFloat16* out_ptr1)
{
    std::atomic<int> inductor_cpu_integer_div_error{0};
    inductor_cpu_integer_div_error_flag = &inductor_cpu_integer_div_error;
    #pragma omp parallel
    {
        int tid = omp_get_thread_num();
        {
            #pragma omp for
            for(int64_t x0=static_cast<int64_t>(0L); x0<static_cast<int64_t>(4096L); x0+=static_cast<int64_t>(32L))
            {
                {
                    if(C10_LIKELY(x0 >= static_cast<int64_t>(0) && x0 < static_cast<int64_t>(4096L)))
                    {
                        auto tmp0 = at::vec::Vectorized<uint8_t>::loadu(in_ptr0 + static_cast<int64_t>(x0), static_cast<int64_t>(32));
                        auto tmp18 = in_ptr2[static_cast<int64_t>(c10::div_floor_integer(static_cast<int64_t>(x0), static_cast<int64_t>(32L)))];
                        auto tmp20 = in_ptr3[static_cast<int64_t>(c10::div_floor_integer(static_cast<int64_t>(x0), static_cast<int64_t>(1024L)))];
                        auto tmp23 = in_ptr4[static_cast<int64_t>(0L)];
                        auto tmp1 = static_cast<uint8_t>(4);
                        auto tmp2 = at::vec::Vectorized<uint8_t>(tmp1);
                        auto tmp3 = tmp0 >> tmp2;
                        auto tmp4 = at::vec::convert<int64_t,4,uint8_t,1>(tmp3);
                        auto tmp5 = 16L;
                        auto tmp6 = c10::convert<int64_t>(tmp5);
                        auto tmp7 = at::vec::VectorizedN<int64_t,4>(tmp6);
                        auto tmp8 = tmp4 + tmp7;
                        auto tmp9 = static_cast<int64_t>(0);
                        auto tmp10 = at::vec::VectorizedN<int64_t,4>(tmp9);
                        auto tmp11 = at::vec::VecMask<int64_t,4>(tmp4 < tmp10);
                        auto tmp12 = decltype(tmp8)::blendv(tmp4, tmp8, inductor_vec_mask_cast<int64_t,4>(tmp11));
                        auto tmp13 =
                        [&]
                        {
                            __at_align__ std::array<int64_t, 32> tmpbuf;
                            tmp12.store(tmpbuf.data(), static_cast<int64_t>(32));
                            return tmpbuf;
                        }
                        ()
                        ;
                        auto tmp14 =
                        [&]
                        {
                            __at_align__ std::array<int64_t, 32> tmpbuf;
                            #pragma GCC unroll 32
                            for (long x0_inner = 0; x0_inner < static_cast<int64_t>(32); x0_inner++)
                            {
                                tmpbuf[x0_inner] = static_cast<int64_t>(tmp13[x0_inner]);
                            }
                            return at::vec::VectorizedN<int64_t,4>::loadu(tmpbuf.data(), static_cast<int64_t>(32));
                        }
                        ()
                        ;
                        TORCH_CHECK((at::vec::VecMask<int64_t,4>((at::vec::VectorizedN<int64_t,4>(0) <= tmp14) & (tmp14 < at::vec::VectorizedN<int64_t,4>(16L)))).all_masked(), "index out of bounds: 0 <= tmp14 < 16L");
                        auto tmp16 =
                        [&]
                        {
                            __at_align__ std::array<at::BFloat16, 64> tmpbuf;
                            #pragma GCC unroll 32
                            for (long x0_inner = 0; x0_inner < static_cast<int64_t>(32); x0_inner++)
                            {
                                tmpbuf[x0_inner] = in_ptr1[static_cast<int64_t>(tmp13[x0_inner])];
                            }
                            return at::vec::Vectorized<at::BFloat16>::loadu(tmpbuf.data(), static_cast<int64_t>(32));
                        }
                        ()
                        ;
                        auto tmp17 = at::vec::convert<float,2,at::BFloat16,1>(tmp16);
                        auto tmp19 = c10::convert<float>(tmp18);
                        auto tmp21 = c10::convert<float>(tmp20);
                        auto tmp22 = tmp19 / tmp21;
                        auto tmp24 = c10::convert<float>(tmp23);
                        auto tmp25 = float(tmp22 + tmp24);
                        auto tmp26 = at::vec::VectorizedN<float,2>(tmp25);
                        auto tmp27 = tmp17 * tmp26;
                        auto tmp28 = at::vec::convert<at::BFloat16,1,float,2>(tmp27);
                        auto tmp29 = static_cast<uint8_t>(15);
                        auto tmp30 = at::vec::Vectorized<uint8_t>(tmp29);
                        auto tmp31 = tmp0 & tmp30;
                        auto tmp32 = at::vec::convert<int64_t,4,uint8_t,1>(tmp31);
                        auto tmp33 = tmp32 + tmp7;
                        auto tmp34 = at::vec::VecMask<int64_t,4>(tmp32 < tmp10);
                        auto tmp35 = decltype(tmp33)::blendv(tmp32, tmp33, inductor_vec_mask_cast<int64_t,4>(tmp34));
                        auto tmp36 =
                        [&]
                        {
                            __at_align__ std::array<int64_t, 32> tmpbuf;
                            tmp35.store(tmpbuf.data(), static_cast<int64_t>(32));
                            return tmpbuf;
                        }
                        ()
                        ;
                        auto tmp37 =
                        [&]
                        {
                            __at_align__ std::array<int64_t, 32> tmpbuf;
                            #pragma GCC unroll 32
                            for (long x0_inner = 0; x0_inner < static_cast<int64_t>(32); x0_inner++)
                            {
                                tmpbuf[x0_inner] = static_cast<int64_t>(tmp36[x0_inner]);
                            }
                            return at::vec::VectorizedN<int64_t,4>::loadu(tmpbuf.data(), static_cast<int64_t>(32));
                        }
                        ()
                        ;
                        TORCH_CHECK((at::vec::VecMask<int64_t,4>((at::vec::VectorizedN<int64_t,4>(0) <= tmp37) & (tmp37 < at::vec::VectorizedN<int64_t,4>(16L)))).all_masked(), "index out of bounds: 0 <= tmp37 < 16L");
                        auto tmp39 =
                        [&]
                        {
                            __at_align__ std::array<at::BFloat16, 64> tmpbuf;
                            #pragma GCC unroll 32
                            for (long x0_inner = 0; x0_inner < static_cast<int64_t>(32); x0_inner++)
                            {
                                tmpbuf[x0_inner] = in_ptr1[static_cast<int64_t>(tmp36[x0_inner])];
                            }
                            return at::vec::Vectorized<at::BFloat16>::loadu(tmpbuf.data(), static_cast<int64_t>(32));
                        }
                        ()
                        ;
                        auto tmp40 = at::vec::convert<float,2,at::BFloat16,1>(tmp39);
                        auto tmp41 = tmp40 * tmp26;
                        auto tmp42 = at::vec::convert<at::BFloat16,1,float,2>(tmp41);
                        [&]
                        {
                            __at_align__ std::array<at::BFloat16, 64> tmpbuf;
                            tmp28.store(tmpbuf.data(), static_cast<int64_t>(64));
                            #pragma GCC unroll 32
                            for (long x0_inner = 0; x0_inner < static_cast<int64_t>(32); x0_inner++)
                            {
                                out_ptr0[static_cast<int64_t>(2L*x0 + 2L*x0_inner)] = tmpbuf[x0_inner];
                            }
                        }
                        ()
                        ;
                        [&]
                        {
                            __at_align__ std::array<at::BFloat16, 64> tmpbuf;
                            tmp42.store(tmpbuf.data(), static_cast<int64_t>(64));
                            #pragma GCC unroll 32
                            for (long x0_inner = 0; x0_inner < static_cast<int64_t>(32); x0_inner++)
                            {
                                out_ptr1[static_cast<int64_t>(2L*x0 + 2L*x0_inner)] = tmpbuf[x0_inner];
                            }
                        }
                        ()
                        ;
                    }
                }
            }
        }
    }
    inductor_cpu_integer_div_error_flag = nullptr;
    inductor_cpu_throw_if_integer_div_error(inductor_cpu_integer_div_error);
}
''')


cpp_fused___rshift____to_copy__unsafe_view_add_bitwise_and_clone_div_expand_index_mul_silu_stack_transpose_unsqueeze_view_8 = async_compile.cpp_pybinding(['at::BFloat16*', 'const at::BFloat16*', 'const uint8_t*', 'const at::BFloat16*', 'const int8_t*', 'const at::BFloat16*', 'const at::BFloat16*', 'at::BFloat16*', 'at::BFloat16*'], r'''
#include <torch/csrc/inductor/cpp_prefix.h>
extern "C"  void  kernel(at::BFloat16* in_out_ptr0,
                       const at::BFloat16* in_ptr0,
                       const uint8_t* in_ptr1,
                       const at::BFloat16* in_ptr2,
                       const int8_t* in_ptr3,
                       const at::BFloat16* in_ptr4,
                       const at::BFloat16* in_ptr5,
                       at::BFloat16* out_ptr0,
                       at::BFloat16* out_ptr1)
{
    std::atomic<int> inductor_cpu_integer_div_error{0};
    inductor_cpu_integer_div_error_flag = &inductor_cpu_integer_div_error;
    #pragma omp parallel
    {
        int tid = omp_get_thread_num();
        {
            #pragma omp for
            for(int64_t x0=static_cast<int64_t>(0L); x0<static_cast<int64_t>(1024L); x0+=static_cast<int64_t>(32L))
            {
                {
                    if(C10_LIKELY(x0 >= static_cast<int64_t>(0) && x0 < static_cast<int64_t>(1024L)))
                    {
                        auto tmp0 = at::vec::Vectorized<at::BFloat16>::loadu(in_out_ptr0 + static_cast<int64_t>(x0), static_cast<int64_t>(32));
                        auto tmp9 = at::vec::Vectorized<at::BFloat16>::loadu(in_ptr0 + static_cast<int64_t>(x0), static_cast<int64_t>(32));
                        auto tmp1 = at::vec::convert<float,2,at::BFloat16,1>(tmp0);
                        auto tmp2 = tmp1.neg();
                        auto tmp3 = tmp2.exp();
                        auto tmp4 = static_cast<float>(1.0);
                        auto tmp5 = at::vec::VectorizedN<float,2>(tmp4);
                        auto tmp6 = tmp3 + tmp5;
                        auto tmp7 = tmp1 / tmp6;
                        auto tmp8 = (tmp7);
                        auto tmp10 = at::vec::convert<float,2,at::BFloat16,1>(tmp9);
                        auto tmp11 = tmp8 * tmp10;
                        auto tmp12 = at::vec::convert<at::BFloat16,1,float,2>(tmp11);
                        tmp12.store(in_out_ptr0 + static_cast<int64_t>(x0), static_cast<int64_t>(32));
                    }
                }
            }
        }
        {
            #pragma omp for
            for(int64_t x0=static_cast<int64_t>(0L); x0<static_cast<int64_t>(4096L); x0+=static_cast<int64_t>(32L))
            {
                {
                    if(C10_LIKELY(x0 >= static_cast<int64_t>(0) && x0 < static_cast<int64_t>(4096L)))
                    {
                        auto tmp0 = at::vec::Vectorized<uint8_t>::loadu(in_ptr1 + static_cast<int64_t>(x0), static_cast<int64_t>(32));
                        auto tmp18 = in_ptr3[static_cast<int64_t>(c10::div_floor_integer(static_cast<int64_t>(x0), static_cast<int64_t>(32L)))];
                        auto tmp20 = in_ptr4[static_cast<int64_t>(c10::div_floor_integer(static_cast<int64_t>(x0), static_cast<int64_t>(1024L)))];
                        auto tmp23 = in_ptr5[static_cast<int64_t>(0L)];
                        auto tmp1 = static_cast<uint8_t>(4);
                        auto tmp2 = at::vec::Vectorized<uint8_t>(tmp1);
                        auto tmp3 = tmp0 >> tmp2;
                        auto tmp4 = at::vec::convert<int64_t,4,uint8_t,1>(tmp3);
                        auto tmp5 = 16L;
                        auto tmp6 = c10::convert<int64_t>(tmp5);
                        auto tmp7 = at::vec::VectorizedN<int64_t,4>(tmp6);
                        auto tmp8 = tmp4 + tmp7;
                        auto tmp9 = static_cast<int64_t>(0);
                        auto tmp10 = at::vec::VectorizedN<int64_t,4>(tmp9);
                        auto tmp11 = at::vec::VecMask<int64_t,4>(tmp4 < tmp10);
                        auto tmp12 = decltype(tmp8)::blendv(tmp4, tmp8, inductor_vec_mask_cast<int64_t,4>(tmp11));
                        auto tmp13 =
                        [&]
                        {
                            __at_align__ std::array<int64_t, 32> tmpbuf;
                            tmp12.store(tmpbuf.data(), static_cast<int64_t>(32));
                            return tmpbuf;
                        }
                        ()
                        ;
                        auto tmp14 =
                        [&]
                        {
                            __at_align__ std::array<int64_t, 32> tmpbuf;
                            #pragma GCC unroll 32
                            for (long x0_inner = 0; x0_inner < static_cast<int64_t>(32); x0_inner++)
                            {
                                tmpbuf[x0_inner] = static_cast<int64_t>(tmp13[x0_inner]);
                            }
                            return at::vec::VectorizedN<int64_t,4>::loadu(tmpbuf.data(), static_cast<int64_t>(32));
                        }
                        ()
                        ;
                        TORCH_CHECK((at::vec::VecMask<int64_t,4>((at::vec::VectorizedN<int64_t,4>(0) <= tmp14) & (tmp14 < at::vec::VectorizedN<int64_t,4>(16L)))).all_masked(), "index out of bounds: 0 <= tmp14 < 16L");
                        auto tmp16 =
                        [&]
                        {
                            __at_align__ std::array<at::BFloat16, 64> tmpbuf;
                            #pragma GCC unroll 32
                            for (long x0_inner = 0; x0_inner < static_cast<int64_t>(32); x0_inner++)
                            {
                                tmpbuf[x0_inner] = in_ptr2[static_cast<int64_t>(tmp13[x0_inner])];
                            }
                            return at::vec::Vectorized<at::BFloat16>::loadu(tmpbuf.data(), static_cast<int64_t>(32));
                        }
                        ()
                        ;
                        auto tmp17 = at::vec::convert<float,2,at::BFloat16,1>(tmp16);
                        auto tmp19 = c10::convert<float>(tmp18);
                        auto tmp21 = c10::convert<float>(tmp20);
                        auto tmp22 = tmp19 / tmp21;
                        auto tmp24 = c10::convert<float>(tmp23);
                        auto tmp25 = float(tmp22 + tmp24);
                        auto tmp26 = at::vec::VectorizedN<float,2>(tmp25);
                        auto tmp27 = tmp17 * tmp26;
                        auto tmp28 = at::vec::convert<at::BFloat16,1,float,2>(tmp27);
                        auto tmp29 = static_cast<uint8_t>(15);
                        auto tmp30 = at::vec::Vectorized<uint8_t>(tmp29);
                        auto tmp31 = tmp0 & tmp30;
                        auto tmp32 = at::vec::convert<int64_t,4,uint8_t,1>(tmp31);
                        auto tmp33 = tmp32 + tmp7;
                        auto tmp34 = at::vec::VecMask<int64_t,4>(tmp32 < tmp10);
                        auto tmp35 = decltype(tmp33)::blendv(tmp32, tmp33, inductor_vec_mask_cast<int64_t,4>(tmp34));
                        auto tmp36 =
                        [&]
                        {
                            __at_align__ std::array<int64_t, 32> tmpbuf;
                            tmp35.store(tmpbuf.data(), static_cast<int64_t>(32));
                            return tmpbuf;
                        }
                        ()
                        ;
                        auto tmp37 =
                        [&]
                        {
                            __at_align__ std::array<int64_t, 32> tmpbuf;
                            #pragma GCC unroll 32
                            for (long x0_inner = 0; x0_inner < static_cast<int64_t>(32); x0_inner++)
                            {
                                tmpbuf[x0_inner] = static_cast<int64_t>(tmp36[x0_inner]);
                            }
                            return at::vec::VectorizedN<int64_t,4>::loadu(tmpbuf.data(), static_cast<int64_t>(32));
                        }
                        ()
                        ;
                        TORCH_CHECK((at::vec::VecMask<int64_t,4>((at::vec::VectorizedN<int64_t,4>(0) <= tmp37) & (tmp37 < at::vec::VectorizedN<int64_t,4>(16L)))).all_masked(), "index out of bounds: 0 <= tmp37 < 16L");
                        auto tmp39 =
                        [&]
                        {
                            __at_align__ std::array<at::BFloat16, 64> tmpbuf;
                            #pragma GCC unroll 32
                            for (long x0_inner = 0; x0_inner < static_cast<int64_t>(32); x0_inner++)
                            {
                                tmpbuf[x0_inner] = in_ptr2[static_cast<int64_t>(tmp36[x0_inner])];
                            }
                            return at::vec::Vectorized<at::BFloat16>::loadu(tmpbuf.data(), static_cast<int64_t>(32));
                        }
                        ()
                        ;
                        auto tmp40 = at::vec::convert<float,2,at::BFloat16,1>(tmp39);
                        auto tmp41 = tmp40 * tmp26;
                        auto tmp42 = at::vec::convert<at::BFloat16,1,float,2>(tmp41);
                        [&]
                        {
                            __at_align__ std::array<at::BFloat16, 64> tmpbuf;
                            tmp28.store(tmpbuf.data(), static_cast<int64_t>(64));
                            #pragma GCC unroll 32
                            for (long x0_inner = 0; x0_inner < static_cast<int64_t>(32); x0_inner++)
                            {
                                out_ptr0[static_cast<int64_t>(2L*x0 + 2L*x0_inner)] = tmpbuf[x0_inner];
                            }
                        }
                        ()
                        ;
                        [&]
                        {
                            __at_align__ std::array<at::BFloat16, 64> tmpbuf;
                            tmp42.store(tmpbuf.data(), static_cast<int64_t>(64));
                            #pragma GCC unroll 32
                            for (long x0_inner = 0; x0_inner < static_cast<int64_t>(32); x0_inner++)
                            {
                                out_ptr1[static_cast<int64_t>(2L*x0 + 2L*x0_inner)] = tmpbuf[x0_inner];
                            }
                        }
                        ()
                        ;
                    }
                }
            }
        }
    }
    inductor_cpu_integer_div_error_flag = nullptr;
    inductor_cpu_throw_if_integer_div_error(inductor_cpu_integer_div_error);
}
''')


cpp_fused___rshift____to_copy__unsafe_view_add_bitwise_and_clone_div_embedding_expand_index_mean_mul_pow_rsqrt_stack_transpose_unsqueeze_view_9 = async_compile.cpp_pybinding(['const int64_t*', 'const at::BFloat16*', 'const at::BFloat16*', 'const at::BFloat16*', 'const at::BFloat16*', 'const uint8_t*', 'const at::BFloat16*', 'const int8_t*', 'const at::BFloat16*', 'const at::BFloat16*', 'float*', 'at::BFloat16*', 'at::BFloat16*', 'at::BFloat16*'], r'''
#include <torch/csrc/inductor/cpp_prefix.h>
extern "C"  void  kernel(const int64_t* in_ptr0,
                       const at::BFloat16* in_ptr1,
                       const at::BFloat16* in_ptr2,
                       const at::BFloat16* in_ptr3,
                       const at::BFloat16* in_ptr4,
                       const uint8_t* in_ptr5,
                       const at::BFloat16* in_ptr6,
                       const int8_t* in_ptr7,
                       const at::BFloat16* in_ptr8,
                       const at::BFloat16* in_ptr9,
                       float* out_ptr0,
                       at::BFloat16* out_ptr1,
                       at::BFloat16* out_ptr2,
                       at::BFloat16* out_ptr3)
{
    std::atomic<int> inductor_cpu_integer_div_error{0};
    inductor_cpu_integer_div_error_flag = &inductor_cpu_integer_div_error;
    {
        #pragma GCC ivdep
        for(int64_t x0=static_cast<int64_t>(0L); x0<static_cast<int64_t>(8L); x0+=static_cast<int64_t>(1L))
        {
            {
                float tmp_acc0 = 0;
                at::vec::VectorizedN<float,2> tmp_acc0_vec = at::vec::VectorizedN<float,2>(0);
                for(int64_t x1=static_cast<int64_t>(0L); x1<static_cast<int64_t>(64L); x1+=static_cast<int64_t>(32L))
                {
                    {
                        if(C10_LIKELY(x1 >= static_cast<int64_t>(0) && x1 < static_cast<int64_t>(64L)))
                        {
                            auto tmp0 = in_ptr0[static_cast<int64_t>(x0)];
                            auto tmp6 = at::vec::Vectorized<at::BFloat16>::loadu(in_ptr2 + static_cast<int64_t>(x1 + 64L*x0), static_cast<int64_t>(32));
                            auto tmp9 = at::vec::Vectorized<at::BFloat16>::loadu(in_ptr3 + static_cast<int64_t>(x1 + 64L*x0), static_cast<int64_t>(32));
                            auto tmp1 = tmp0;
                            auto tmp2 = c10::convert<int64_t>(tmp1);
                            TORCH_CHECK((0 <= tmp2) & (tmp2 < 128L), "index out of bounds: 0 <= tmp2 < 128L");
                            auto tmp4 = at::vec::Vectorized<at::BFloat16>::loadu(in_ptr1 + static_cast<int64_t>(x1 + 64L*tmp0), static_cast<int64_t>(32));
                            auto tmp5 = at::vec::convert<float,2,at::BFloat16,1>(tmp4);
                            auto tmp7 = at::vec::convert<float,2,at::BFloat16,1>(tmp6);
                            auto tmp8 = tmp5 + tmp7;
                            auto tmp10 = at::vec::convert<float,2,at::BFloat16,1>(tmp9);
                            auto tmp11 = tmp8 + tmp10;
                            auto tmp12 = (tmp11);
                            auto tmp13 = tmp12 * tmp12;
                            tmp_acc0_vec = tmp_acc0_vec + tmp13;
                        }
                    }
                }
                tmp_acc0 = tmp_acc0 + at::vec::vec_reduce_all<float, 2>([](at::vec::Vectorized<float>& x, at::vec::Vectorized<float>& y) { return x + y; }, tmp_acc0_vec);
                out_ptr0[static_cast<int64_t>(x0)] = static_cast<float>(tmp_acc0);
            }
            for(int64_t x1=static_cast<int64_t>(0L); x1<static_cast<int64_t>(64L); x1+=static_cast<int64_t>(32L))
            {
                {
                    if(C10_LIKELY(x1 >= static_cast<int64_t>(0) && x1 < static_cast<int64_t>(64L)))
                    {
                        auto tmp0 = at::vec::Vectorized<at::BFloat16>::loadu(in_ptr4 + static_cast<int64_t>(x1), static_cast<int64_t>(32));
                        auto tmp2 = in_ptr0[static_cast<int64_t>(x0)];
                        auto tmp8 = at::vec::Vectorized<at::BFloat16>::loadu(in_ptr2 + static_cast<int64_t>(x1 + 64L*x0), static_cast<int64_t>(32));
                        auto tmp11 = at::vec::Vectorized<at::BFloat16>::loadu(in_ptr3 + static_cast<int64_t>(x1 + 64L*x0), static_cast<int64_t>(32));
                        auto tmp15 = out_ptr0[static_cast<int64_t>(x0)];
                        auto tmp1 = at::vec::convert<float,2,at::BFloat16,1>(tmp0);
                        auto tmp3 = tmp2;
                        auto tmp4 = c10::convert<int64_t>(tmp3);
                        TORCH_CHECK((0 <= tmp4) & (tmp4 < 128L), "index out of bounds: 0 <= tmp4 < 128L");
                        auto tmp6 = at::vec::Vectorized<at::BFloat16>::loadu(in_ptr1 + static_cast<int64_t>(x1 + 64L*tmp2), static_cast<int64_t>(32));
                        auto tmp7 = at::vec::convert<float,2,at::BFloat16,1>(tmp6);
                        auto tmp9 = at::vec::convert<float,2,at::BFloat16,1>(tmp8);
                        auto tmp10 = tmp7 + tmp9;
                        auto tmp12 = at::vec::convert<float,2,at::BFloat16,1>(tmp11);
                        auto tmp13 = tmp10 + tmp12;
                        auto tmp14 = (tmp13);
                        auto tmp16 = static_cast<float>(64.0);
                        auto tmp17 = tmp15 / tmp16;
                        auto tmp18 = static_cast<float>(1e-06);
                        auto tmp19 = float(tmp17 + tmp18);
                        auto tmp20 = 1 / std::sqrt(tmp19);
                        auto tmp21 = at::vec::VectorizedN<float,2>(tmp20);
                        auto tmp22 = tmp14 * tmp21;
                        auto tmp23 = (tmp22);
                        auto tmp24 = tmp1 * tmp23;
                        auto tmp25 = at::vec::convert<at::BFloat16,1,float,2>(tmp24);
                        tmp25.store(out_ptr1 + static_cast<int64_t>(x1 + 64L*x0), static_cast<int64_t>(32));
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
            for(int64_t x0=static_cast<int64_t>(0L); x0<static_cast<int64_t>(1024L); x0+=static_cast<int64_t>(32L))
            {
                {
                    if(C10_LIKELY(x0 >= static_cast<int64_t>(0) && x0 < static_cast<int64_t>(1024L)))
                    {
                        auto tmp0 = at::vec::Vectorized<uint8_t>::loadu(in_ptr5 + static_cast<int64_t>(x0), static_cast<int64_t>(32));
                        auto tmp18 = in_ptr7[static_cast<int64_t>(c10::div_floor_integer(static_cast<int64_t>(x0), static_cast<int64_t>(32L)))];
                        auto tmp20 = in_ptr8[static_cast<int64_t>(0L)];
                        auto tmp23 = in_ptr9[static_cast<int64_t>(0L)];
                        auto tmp1 = static_cast<uint8_t>(4);
                        auto tmp2 = at::vec::Vectorized<uint8_t>(tmp1);
                        auto tmp3 = tmp0 >> tmp2;
                        auto tmp4 = at::vec::convert<int64_t,4,uint8_t,1>(tmp3);
                        auto tmp5 = 16L;
                        auto tmp6 = c10::convert<int64_t>(tmp5);
                        auto tmp7 = at::vec::VectorizedN<int64_t,4>(tmp6);
                        auto tmp8 = tmp4 + tmp7;
                        auto tmp9 = static_cast<int64_t>(0);
                        auto tmp10 = at::vec::VectorizedN<int64_t,4>(tmp9);
                        auto tmp11 = at::vec::VecMask<int64_t,4>(tmp4 < tmp10);
                        auto tmp12 = decltype(tmp8)::blendv(tmp4, tmp8, inductor_vec_mask_cast<int64_t,4>(tmp11));
                        auto tmp13 =
                        [&]
                        {
                            __at_align__ std::array<int64_t, 32> tmpbuf;
                            tmp12.store(tmpbuf.data(), static_cast<int64_t>(32));
                            return tmpbuf;
                        }
                        ()
                        ;
                        auto tmp14 =
                        [&]
                        {
                            __at_align__ std::array<int64_t, 32> tmpbuf;
                            #pragma GCC unroll 32
                            for (long x0_inner = 0; x0_inner < static_cast<int64_t>(32); x0_inner++)
                            {
                                tmpbuf[x0_inner] = static_cast<int64_t>(tmp13[x0_inner]);
                            }
                            return at::vec::VectorizedN<int64_t,4>::loadu(tmpbuf.data(), static_cast<int64_t>(32));
                        }
                        ()
                        ;
                        TORCH_CHECK((at::vec::VecMask<int64_t,4>((at::vec::VectorizedN<int64_t,4>(0) <= tmp14) & (tmp14 < at::vec::VectorizedN<int64_t,4>(16L)))).all_masked(), "index out of bounds: 0 <= tmp14 < 16L");
                        auto tmp16 =
                        [&]
                        {
                            __at_align__ std::array<at::BFloat16, 64> tmpbuf;
                            #pragma GCC unroll 32
                            for (long x0_inner = 0; x0_inner < static_cast<int64_t>(32); x0_inner++)
                            {
                                tmpbuf[x0_inner] = in_ptr6[static_cast<int64_t>(tmp13[x0_inner])];
                            }
                            return at::vec::Vectorized<at::BFloat16>::loadu(tmpbuf.data(), static_cast<int64_t>(32));
                        }
                        ()
                        ;
                        auto tmp17 = at::vec::convert<float,2,at::BFloat16,1>(tmp16);
                        auto tmp19 = c10::convert<float>(tmp18);
                        auto tmp21 = c10::convert<float>(tmp20);
                        auto tmp22 = tmp19 / tmp21;
                        auto tmp24 = c10::convert<float>(tmp23);
                        auto tmp25 = float(tmp22 + tmp24);
                        auto tmp26 = at::vec::VectorizedN<float,2>(tmp25);
                        auto tmp27 = tmp17 * tmp26;
                        auto tmp28 = at::vec::convert<at::BFloat16,1,float,2>(tmp27);
                        auto tmp29 = static_cast<uint8_t>(15);
                        auto tmp30 = at::vec::Vectorized<uint8_t>(tmp29);
                        auto tmp31 = tmp0 & tmp30;
                        auto tmp32 = at::vec::convert<int64_t,4,uint8_t,1>(tmp31);
                        auto tmp33 = tmp32 + tmp7;
                        auto tmp34 = at::vec::VecMask<int64_t,4>(tmp32 < tmp10);
                        auto tmp35 = decltype(tmp33)::blendv(tmp32, tmp33, inductor_vec_mask_cast<int64_t,4>(tmp34));
                        auto tmp36 =
                        [&]
                        {
                            __at_align__ std::array<int64_t, 32> tmpbuf;
                            tmp35.store(tmpbuf.data(), static_cast<int64_t>(32));
                            return tmpbuf;
                        }
                        ()
                        ;
                        auto tmp37 =
                        [&]
                        {
                            __at_align__ std::array<int64_t, 32> tmpbuf;
                            #pragma GCC unroll 32
                            for (long x0_inner = 0; x0_inner < static_cast<int64_t>(32); x0_inner++)
                            {
                                tmpbuf[x0_inner] = static_cast<int64_t>(tmp36[x0_inner]);
                            }
                            return at::vec::VectorizedN<int64_t,4>::loadu(tmpbuf.data(), static_cast<int64_t>(32));
                        }
                        ()
                        ;
                        TORCH_CHECK((at::vec::VecMask<int64_t,4>((at::vec::VectorizedN<int64_t,4>(0) <= tmp37) & (tmp37 < at::vec::VectorizedN<int64_t,4>(16L)))).all_masked(), "index out of bounds: 0 <= tmp37 < 16L");
                        auto tmp39 =
                        [&]
                        {
                            __at_align__ std::array<at::BFloat16, 64> tmpbuf;
                            #pragma GCC unroll 32
                            for (long x0_inner = 0; x0_inner < static_cast<int64_t>(32); x0_inner++)
                            {
                                tmpbuf[x0_inner] = in_ptr6[static_cast<int64_t>(tmp36[x0_inner])];
                            }
                            return at::vec::Vectorized<at::BFloat16>::loadu(tmpbuf.data(), static_cast<int64_t>(32));
                        }
                        ()
                        ;
                        auto tmp40 = at::vec::convert<float,2,at::BFloat16,1>(tmp39);
                        auto tmp41 = tmp40 * tmp26;
                        auto tmp42 = at::vec::convert<at::BFloat16,1,float,2>(tmp41);
                        [&]
                        {
                            __at_align__ std::array<at::BFloat16, 64> tmpbuf;
                            tmp28.store(tmpbuf.data(), static_cast<int64_t>(64));
                            #pragma GCC unroll 32
                            for (long x0_inner = 0; x0_inner < static_cast<int64_t>(32); x0_inner++)
                            {
                                out_ptr2[static_cast<int64_t>(2L*x0 + 2L*x0_inner)] = tmpbuf[x0_inner];
                            }
                        }
                        ()
                        ;
                        [&]
                        {
                            __at_align__ std::array<at::BFloat16, 64> tmpbuf;
                            tmp42.store(tmpbuf.data(), static_cast<int64_t>(64));
                            #pragma GCC unroll 32
                            for (long x0_inner = 0; x0_inner < static_cast<int64_t>(32); x0_inner++)
                            {
                                out_ptr3[static_cast<int64_t>(2L*x0 + 2L*x0_inner)] = tmpbuf[x0_inner];
                            }
                        }
                        ()
                        ;
                    }
                }
            }
        }
    }
    inductor_cpu_integer_div_error_flag = nullptr;
    inductor_cpu_throw_if_integer_div_error(inductor_cpu_integer_div_error);
}
''')


cpp_fused___rshift____to_copy__unsafe_view_add_bitwise_and_clone_div_embedding_expand_index_mean_mul_pow_rsqrt_stack_transpose_unsqueeze_view_10 = async_compile.cpp_pybinding(['at::BFloat16*', 'const int64_t*', 'const at::BFloat16*', 'const at::BFloat16*', 'const at::BFloat16*', 'const at::BFloat16*', 'const uint8_t*', 'const at::BFloat16*', 'const int8_t*', 'const at::BFloat16*', 'const at::BFloat16*', 'float*', 'at::BFloat16*', 'at::BFloat16*', 'at::BFloat16*'], r'''
#include <torch/csrc/inductor/cpp_prefix.h>
extern "C"  void  kernel(at::BFloat16* in_out_ptr0,
                       const int64_t* in_ptr0,
                       const at::BFloat16* in_ptr1,
                       const at::BFloat16* in_ptr2,
                       const at::BFloat16* in_ptr3,
                       const at::BFloat16* in_ptr4,
                       const uint8_t* in_ptr5,
                       const at::BFloat16* in_ptr6,
                       const int8_t* in_ptr7,
                       const at::BFloat16* in_ptr8,
                       const at::BFloat16* in_ptr9,
                       float* out_ptr0,
                       at::BFloat16* out_ptr1,
                       at::BFloat16* out_ptr2,
                       at::BFloat16* out_ptr3)
{
    std::atomic<int> inductor_cpu_integer_div_error{0};
    inductor_cpu_integer_div_error_flag = &inductor_cpu_integer_div_error;
    {
        #pragma GCC ivdep
        for(int64_t x0=static_cast<int64_t>(0L); x0<static_cast<int64_t>(8L); x0+=static_cast<int64_t>(1L))
        {
            {
                float tmp_acc0 = 0;
                at::vec::VectorizedN<float,2> tmp_acc0_vec = at::vec::VectorizedN<float,2>(0);
                for(int64_t x1=static_cast<int64_t>(0L); x1<static_cast<int64_t>(64L); x1+=static_cast<int64_t>(32L))
                {
                    {
                        if(C10_LIKELY(x1 >= static_cast<int64_t>(0) && x1 < static_cast<int64_t>(64L)))
                        {
                            auto tmp0 = in_ptr0[static_cast<int64_t>(x0)];
                            auto tmp6 = at::vec::Vectorized<at::BFloat16>::loadu(in_out_ptr0 + static_cast<int64_t>(x1 + 64L*x0), static_cast<int64_t>(32));
                            auto tmp9 = at::vec::Vectorized<at::BFloat16>::loadu(in_ptr2 + static_cast<int64_t>(x1 + 64L*x0), static_cast<int64_t>(32));
                            auto tmp12 = at::vec::Vectorized<at::BFloat16>::loadu(in_ptr3 + static_cast<int64_t>(x1 + 64L*x0), static_cast<int64_t>(32));
                            auto tmp1 = tmp0;
                            auto tmp2 = c10::convert<int64_t>(tmp1);
                            TORCH_CHECK((0 <= tmp2) & (tmp2 < 128L), "index out of bounds: 0 <= tmp2 < 128L");
                            auto tmp4 = at::vec::Vectorized<at::BFloat16>::loadu(in_ptr1 + static_cast<int64_t>(x1 + 64L*tmp0), static_cast<int64_t>(32));
                            auto tmp5 = at::vec::convert<float,2,at::BFloat16,1>(tmp4);
                            auto tmp7 = at::vec::convert<float,2,at::BFloat16,1>(tmp6);
                            auto tmp8 = tmp5 + tmp7;
                            auto tmp10 = at::vec::convert<float,2,at::BFloat16,1>(tmp9);
                            auto tmp11 = tmp8 + tmp10;
                            auto tmp13 = at::vec::convert<float,2,at::BFloat16,1>(tmp12);
                            auto tmp14 = tmp11 + tmp13;
                            auto tmp15 = at::vec::convert<at::BFloat16,1,float,2>(tmp14);
                            auto tmp16 = tmp14 * tmp14;
                            tmp15.store(in_out_ptr0 + static_cast<int64_t>(x1 + 64L*x0), static_cast<int64_t>(32));
                            tmp_acc0_vec = tmp_acc0_vec + tmp16;
                        }
                    }
                }
                tmp_acc0 = tmp_acc0 + at::vec::vec_reduce_all<float, 2>([](at::vec::Vectorized<float>& x, at::vec::Vectorized<float>& y) { return x + y; }, tmp_acc0_vec);
                out_ptr0[static_cast<int64_t>(x0)] = static_cast<float>(tmp_acc0);
            }
            for(int64_t x1=static_cast<int64_t>(0L); x1<static_cast<int64_t>(64L); x1+=static_cast<int64_t>(32L))
            {
                {
                    if(C10_LIKELY(x1 >= static_cast<int64_t>(0) && x1 < static_cast<int64_t>(64L)))
                    {
                        auto tmp0 = at::vec::Vectorized<at::BFloat16>::loadu(in_ptr4 + static_cast<int64_t>(x1), static_cast<int64_t>(32));
                        auto tmp2 = at::vec::Vectorized<at::BFloat16>::loadu(in_out_ptr0 + static_cast<int64_t>(x1 + 64L*x0), static_cast<int64_t>(32));
                        auto tmp4 = out_ptr0[static_cast<int64_t>(x0)];
                        auto tmp1 = at::vec::convert<float,2,at::BFloat16,1>(tmp0);
                        auto tmp3 = at::vec::convert<float,2,at::BFloat16,1>(tmp2);
                        auto tmp5 = static_cast<float>(64.0);
                        auto tmp6 = tmp4 / tmp5;
                        auto tmp7 = static_cast<float>(1e-06);
                        auto tmp8 = float(tmp6 + tmp7);
                        auto tmp9 = 1 / std::sqrt(tmp8);
                        auto tmp10 = at::vec::VectorizedN<float,2>(tmp9);
                        auto tmp11 = tmp3 * tmp10;
                        auto tmp12 = (tmp11);
                        auto tmp13 = tmp1 * tmp12;
                        auto tmp14 = at::vec::convert<at::BFloat16,1,float,2>(tmp13);
                        tmp14.store(out_ptr1 + static_cast<int64_t>(x1 + 64L*x0), static_cast<int64_t>(32));
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
            for(int64_t x0=static_cast<int64_t>(0L); x0<static_cast<int64_t>(4096L); x0+=static_cast<int64_t>(32L))
            {
                {
                    if(C10_LIKELY(x0 >= static_cast<int64_t>(0) && x0 < static_cast<int64_t>(4096L)))
                    {
                        auto tmp0 = at::vec::Vectorized<uint8_t>::loadu(in_ptr5 + static_cast<int64_t>(x0), static_cast<int64_t>(32));
                        auto tmp18 = in_ptr7[static_cast<int64_t>(c10::div_floor_integer(static_cast<int64_t>(x0), static_cast<int64_t>(32L)))];
                        auto tmp20 = in_ptr8[static_cast<int64_t>(c10::div_floor_integer(static_cast<int64_t>(x0), static_cast<int64_t>(1024L)))];
                        auto tmp23 = in_ptr9[static_cast<int64_t>(0L)];
                        auto tmp1 = static_cast<uint8_t>(4);
                        auto tmp2 = at::vec::Vectorized<uint8_t>(tmp1);
                        auto tmp3 = tmp0 >> tmp2;
                        auto tmp4 = at::vec::convert<int64_t,4,uint8_t,1>(tmp3);
                        auto tmp5 = 16L;
                        auto tmp6 = c10::convert<int64_t>(tmp5);
                        auto tmp7 = at::vec::VectorizedN<int64_t,4>(tmp6);
                        auto tmp8 = tmp4 + tmp7;
                        auto tmp9 = static_cast<int64_t>(0);
                        auto tmp10 = at::vec::VectorizedN<int64_t,4>(tmp9);
                        auto tmp11 = at::vec::VecMask<int64_t,4>(tmp4 < tmp10);
                        auto tmp12 = decltype(tmp8)::blendv(tmp4, tmp8, inductor_vec_mask_cast<int64_t,4>(tmp11));
                        auto tmp13 =
                        [&]
                        {
                            __at_align__ std::array<int64_t, 32> tmpbuf;
                            tmp12.store(tmpbuf.data(), static_cast<int64_t>(32));
                            return tmpbuf;
                        }
                        ()
                        ;
                        auto tmp14 =
                        [&]
                        {
                            __at_align__ std::array<int64_t, 32> tmpbuf;
                            #pragma GCC unroll 32
                            for (long x0_inner = 0; x0_inner < static_cast<int64_t>(32); x0_inner++)
                            {
                                tmpbuf[x0_inner] = static_cast<int64_t>(tmp13[x0_inner]);
                            }
                            return at::vec::VectorizedN<int64_t,4>::loadu(tmpbuf.data(), static_cast<int64_t>(32));
                        }
                        ()
                        ;
                        TORCH_CHECK((at::vec::VecMask<int64_t,4>((at::vec::VectorizedN<int64_t,4>(0) <= tmp14) & (tmp14 < at::vec::VectorizedN<int64_t,4>(16L)))).all_masked(), "index out of bounds: 0 <= tmp14 < 16L");
                        auto tmp16 =
                        [&]
                        {
                            __at_align__ std::array<at::BFloat16, 64> tmpbuf;
                            #pragma GCC unroll 32
                            for (long x0_inner = 0; x0_inner < static_cast<int64_t>(32); x0_inner++)
                            {
                                tmpbuf[x0_inner] = in_ptr6[static_cast<int64_t>(tmp13[x0_inner])];
                            }
                            return at::vec::Vectorized<at::BFloat16>::loadu(tmpbuf.data(), static_cast<int64_t>(32));
                        }
                        ()
                        ;
                        auto tmp17 = at::vec::convert<float,2,at::BFloat16,1>(tmp16);
                        auto tmp19 = c10::convert<float>(tmp18);
                        auto tmp21 = c10::convert<float>(tmp20);
                        auto tmp22 = tmp19 / tmp21;
                        auto tmp24 = c10::convert<float>(tmp23);
                        auto tmp25 = float(tmp22 + tmp24);
                        auto tmp26 = at::vec::VectorizedN<float,2>(tmp25);
                        auto tmp27 = tmp17 * tmp26;
                        auto tmp28 = at::vec::convert<at::BFloat16,1,float,2>(tmp27);
                        auto tmp29 = static_cast<uint8_t>(15);
                        auto tmp30 = at::vec::Vectorized<uint8_t>(tmp29);
                        auto tmp31 = tmp0 & tmp30;
                        auto tmp32 = at::vec::convert<int64_t,4,uint8_t,1>(tmp31);
                        auto tmp33 = tmp32 + tmp7;
                        auto tmp34 = at::vec::VecMask<int64_t,4>(tmp32 < tmp10);
                        auto tmp35 = decltype(tmp33)::blendv(tmp32, tmp33, inductor_vec_mask_cast<int64_t,4>(tmp34));
                        auto tmp36 =
                        [&]
                        {
                            __at_align__ std::array<int64_t, 32> tmpbuf;
                            tmp35.store(tmpbuf.data(), static_cast<int64_t>(32));
                            return tmpbuf;
                        }
                        ()
                        ;
                        auto tmp37 =
                        [&]
                        {
                            __at_align__ std::array<int64_t, 32> tmpbuf;
                            #pragma GCC unroll 32
                            for (long x0_inner = 0; x0_inner < static_cast<int64_t>(32); x0_inner++)
                            {
                                tmpbuf[x0_inner] = static_cast<int64_t>(tmp36[x0_inner]);
                            }
                            return at::vec::VectorizedN<int64_t,4>::loadu(tmpbuf.data(), static_cast<int64_t>(32));
                        }
                        ()
                        ;
                        TORCH_CHECK((at::vec::VecMask<int64_t,4>((at::vec::VectorizedN<int64_t,4>(0) <= tmp37) & (tmp37 < at::vec::VectorizedN<int64_t,4>(16L)))).all_masked(), "index out of bounds: 0 <= tmp37 < 16L");
                        auto tmp39 =
                        [&]
                        {
                            __at_align__ std::array<at::BFloat16, 64> tmpbuf;
                            #pragma GCC unroll 32
                            for (long x0_inner = 0; x0_inner < static_cast<int64_t>(32); x0_inner++)
                            {
                                tmpbuf[x0_inner] = in_ptr6[static_cast<int64_t>(tmp36[x0_inner])];
                            }
                            return at::vec::Vectorized<at::BFloat16>::loadu(tmpbuf.data(), static_cast<int64_t>(32));
                        }
                        ()
                        ;
                        auto tmp40 = at::vec::convert<float,2,at::BFloat16,1>(tmp39);
                        auto tmp41 = tmp40 * tmp26;
                        auto tmp42 = at::vec::convert<at::BFloat16,1,float,2>(tmp41);
                        [&]
                        {
                            __at_align__ std::array<at::BFloat16, 64> tmpbuf;
                            tmp28.store(tmpbuf.data(), static_cast<int64_t>(64));
                            #pragma GCC unroll 32
                            for (long x0_inner = 0; x0_inner < static_cast<int64_t>(32); x0_inner++)
                            {
                                out_ptr2[static_cast<int64_t>(2L*x0 + 2L*x0_inner)] = tmpbuf[x0_inner];
                            }
                        }
                        ()
                        ;
                        [&]
                        {
                            __at_align__ std::array<at::BFloat16, 64> tmpbuf;
                            tmp42.store(tmpbuf.data(), static_cast<int64_t>(64));
                            #pragma GCC unroll 32
                            for (long x0_inner = 0; x0_inner < static_cast<int64_t>(32); x0_inner++)
                            {
                                out_ptr3[static_cast<int64_t>(2L*x0 + 2L*x0_inner)] = tmpbuf[x0_inner];
                            }
                        }
                        ()
                        ;
                    }
                }
            }
        }
    }
    inductor_cpu_integer_div_error_flag = nullptr;
    inductor_cpu_throw_if_integer_div_error(inductor_cpu_integer_div_error);
}
''')


cpp_fused__to_copy__unsafe_view_add_mean_mul_pow_rsqrt_11 = async_compile.cpp_pybinding(['at::BFloat16*', 'const at::BFloat16*', 'const at::BFloat16*', 'float*'], r'''
#include <torch/csrc/inductor/cpp_prefix.h>
extern "C"  void  kernel(at::BFloat16* in_out_ptr0,
                       const at::BFloat16* in_ptr1,
                       const at::BFloat16* in_ptr2,
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
                at::vec::VectorizedN<float,2> tmp_acc0_vec = at::vec::VectorizedN<float,2>(0);
                for(int64_t x1=static_cast<int64_t>(0L); x1<static_cast<int64_t>(64L); x1+=static_cast<int64_t>(32L))
                {
                    {
                        if(C10_LIKELY(x1 >= static_cast<int64_t>(0) && x1 < static_cast<int64_t>(64L)))
                        {
                            auto tmp0 = at::vec::Vectorized<at::BFloat16>::loadu(in_ptr0 + static_cast<int64_t>(x1 + 64L*x0), static_cast<int64_t>(32));
                            auto tmp2 = at::vec::Vectorized<at::BFloat16>::loadu(in_ptr1 + static_cast<int64_t>(x1 + 64L*x0), static_cast<int64_t>(32));
                            auto tmp1 = at::vec::convert<float,2,at::BFloat16,1>(tmp0);
                            auto tmp3 = at::vec::convert<float,2,at::BFloat16,1>(tmp2);
                            auto tmp4 = tmp1 + tmp3;
                            auto tmp5 = (tmp4);
                            auto tmp6 = tmp5 * tmp5;
                            tmp_acc0_vec = tmp_acc0_vec + tmp6;
                        }
                    }
                }
                tmp_acc0 = tmp_acc0 + at::vec::vec_reduce_all<float, 2>([](at::vec::Vectorized<float>& x, at::vec::Vectorized<float>& y) { return x + y; }, tmp_acc0_vec);
                out_ptr0[static_cast<int64_t>(x0)] = static_cast<float>(tmp_acc0);
            }
            for(int64_t x1=static_cast<int64_t>(0L); x1<static_cast<int64_t>(64L); x1+=static_cast<int64_t>(32L))
            {
                {
                    if(C10_LIKELY(x1 >= static_cast<int64_t>(0) && x1 < static_cast<int64_t>(64L)))
                    {
                        auto tmp0 = at::vec::Vectorized<at::BFloat16>::loadu(in_ptr2 + static_cast<int64_t>(x1), static_cast<int64_t>(32));
                        auto tmp2 = at::vec::Vectorized<at::BFloat16>::loadu(in_out_ptr0 + static_cast<int64_t>(x1 + 64L*x0), static_cast<int64_t>(32));
                        auto tmp4 = at::vec::Vectorized<at::BFloat16>::loadu(in_ptr1 + static_cast<int64_t>(x1 + 64L*x0), static_cast<int64_t>(32));
                        auto tmp8 = out_ptr0[static_cast<int64_t>(x0)];
                        auto tmp1 = at::vec::convert<float,2,at::BFloat16,1>(tmp0);
                        auto tmp3 = at::vec::convert<float,2,at::BFloat16,1>(tmp2);
                        auto tmp5 = at::vec::convert<float,2,at::BFloat16,1>(tmp4);
                        auto tmp6 = tmp3 + tmp5;
                        auto tmp7 = (tmp6);
                        auto tmp9 = static_cast<float>(64.0);
                        auto tmp10 = tmp8 / tmp9;
                        auto tmp11 = static_cast<float>(1e-06);
                        auto tmp12 = float(tmp10 + tmp11);
                        auto tmp13 = 1 / std::sqrt(tmp12);
                        auto tmp14 = at::vec::VectorizedN<float,2>(tmp13);
                        auto tmp15 = tmp7 * tmp14;
                        auto tmp16 = (tmp15);
                        auto tmp17 = tmp1 * tmp16;
                        auto tmp18 = at::vec::convert<at::BFloat16,1,float,2>(tmp17);
                        tmp18.store(in_out_ptr0 + static_cast<int64_t>(x1 + 64L*x0), static_cast<int64_t>(32));
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
        arg0_1, arg1_1, arg2_1, arg3_1, arg4_1, arg5_1, arg6_1, arg7_1, arg8_1, arg9_1, arg10_1, arg11_1, arg12_1, arg13_1, arg14_1, arg15_1, arg16_1, arg17_1, arg18_1, arg19_1, arg20_1, arg21_1, arg22_1, arg23_1, arg24_1, arg25_1, arg26_1, arg27_1, arg28_1, arg29_1, arg30_1, arg31_1, arg32_1, arg33_1, arg34_1, arg35_1, arg36_1, arg37_1, arg38_1, arg39_1, arg40_1, arg41_1, arg42_1, arg43_1, arg44_1, arg45_1, arg46_1, arg47_1, arg48_1, arg49_1, arg50_1, arg51_1, arg52_1, arg53_1, arg54_1, arg55_1, arg56_1, arg57_1, arg58_1, arg59_1, arg60_1, arg61_1, arg62_1, arg63_1, arg64_1, arg65_1, arg66_1, arg67_1, arg68_1, arg69_1, arg70_1, arg71_1, arg72_1, arg73_1, arg74_1, arg75_1, arg76_1, arg77_1, arg78_1 = args
        args.clear()
        buf22 = empty_strided_cpu((1, 9), (9, 1), torch.int64)
        buf20 = reinterpret_tensor(buf22, (1, 1), (9, 1), 0)  # alias
        buf21 = reinterpret_tensor(buf22, (1, 8), (9, 1), 1)  # alias
        buf23 = empty_strided_cpu((1, 8), (8, 1), torch.int64)
        # [Provenance debug handles] cpp_fused_add_cat_cumsum_ne_slice_sub_unsqueeze_0:1
        cpp_fused_add_cat_cumsum_ne_slice_sub_unsqueeze_0(buf22, buf20, buf21, buf23)
        del buf20
        del buf21
        del buf22
        # Topologically Sorted Source Nodes: [position_diff, ne, packed_sequence_mask], Original ATen: [aten.slice, aten.sub, aten.ne, aten.cumsum]
        # [Provenance debug handles] torch.ops.aten.cumsum.default:2
        buf24 = torch.ops.aten.cumsum.default(buf23, dim=-1, dtype=torch.int64)
        assert_tensor_metadata(buf24, (1, 8), (8, 1), torch.int64, 'torch.ops.aten.cumsum.default')
        assert_alignment(buf24, 16, 'torch.ops.aten.cumsum.default')
        del buf23
        buf28 = empty_strided_cpu((1, 1, 8, 8), (64, 64, 8, 1), torch.bfloat16)
        buf74 = empty_strided_cpu((1, 1, 8, 8), (64, 64, 8, 1), torch.bfloat16)
        assert_size_stride_grouped((arg0_1, arg1_1, arg3_1), ((1, 8), (128, 64), (64, )), ((8, 1), (64, 1), (1, )), 'input')
        buf0 = empty_strided_cpu((1, 8, 1), (8, 1, 8), torch.float32)
        buf4 = empty_strided_cpu((1, 8, 64), (512, 64, 1), torch.bfloat16)
        assert_size_stride_grouped((arg14_1, arg18_1, arg17_1, arg16_1, arg15_1), ((1024, ), (16, ), (32, ), (1, ), ()), ((1, ), (1, ), (1, ), (32, ), ()), 'input')
        buf18 = empty_strided_cpu((1, 1024, 2), (2048, 2, 1), torch.bfloat16)
        buf16 = reinterpret_tensor(buf18, (1, 1024, 1), (2048, 2, 1), 0)  # alias
        buf17 = reinterpret_tensor(buf18, (1, 1024, 1), (2048, 2, 1), 1)  # alias
        # [Provenance debug handles] cpp_fused___rshift____scaled_dot_product_flash_attention_for_cpu__to_copy__unsafe_view_add_arange_bitwise_and_cat_clone_div_embedding_eq_expand_index_le_mean_mul_new_ones_pow_rsqrt_scalar_tensor_stack_transpose_unsqueeze_view_where_1:3
        cpp_fused___rshift____scaled_dot_product_flash_attention_for_cpu__to_copy__unsafe_view_add_arange_bitwise_and_cat_clone_div_embedding_eq_expand_index_le_mean_mul_new_ones_pow_rsqrt_scalar_tensor_stack_transpose_unsqueeze_view_where_1(buf24, arg0_1, arg1_1, arg3_1, arg14_1, arg18_1, arg17_1, arg16_1, arg15_1, buf28, buf74, buf0, buf4, buf16, buf17)
        del arg14_1
        del arg15_1
        del arg16_1
        del arg17_1
        del arg18_1
        del arg3_1
        del buf16
        del buf17
        del buf24
        buf19 = empty_strided_cpu((8, 32), (32, 1), torch.bfloat16)
        # Topologically Sorted Source Nodes: [linear_2], Original ATen: [aten.view, aten.t, aten.mm]
        # [Provenance debug handles] extern_kernels.mm:4
        extern_kernels.mm(reinterpret_tensor(buf4, (8, 64), (64, 1), 0), reinterpret_tensor(buf18, (64, 32), (1, 64), 0), out=buf19)
        buf27 = empty_strided_cpu((1, 4, 8, 16), (512, 128, 16, 1), torch.bfloat16)
        assert_size_stride_grouped((arg9_1, arg13_1, arg12_1, arg11_1, arg10_1), ((1024, ), (16, ), (32, ), (1, ), ()), ((1, ), (1, ), (1, ), (32, ), ()), 'input')
        buf11 = buf18; del buf18  # reuse
        buf9 = reinterpret_tensor(buf11, (1, 1024, 1), (2048, 2, 1), 0)  # alias
        buf10 = reinterpret_tensor(buf11, (1, 1024, 1), (2048, 2, 1), 1)  # alias
        # [Provenance debug handles] cpp_fused___rshift____scaled_dot_product_flash_attention_for_cpu__to_copy__unsafe_view_add_arange_bitwise_and_cat_clone_div_eq_expand_index_le_mul_new_ones_scalar_tensor_stack_transpose_unsqueeze_view_where_2:5
        cpp_fused___rshift____scaled_dot_product_flash_attention_for_cpu__to_copy__unsafe_view_add_arange_bitwise_and_cat_clone_div_eq_expand_index_le_mul_new_ones_scalar_tensor_stack_transpose_unsqueeze_view_where_2(buf19, arg9_1, arg13_1, arg12_1, arg11_1, arg10_1, buf27, buf9, buf10)
        del arg10_1
        del arg11_1
        del arg12_1
        del arg13_1
        del arg9_1
        del buf10
        del buf9
        buf12 = buf19; del buf19  # reuse
        # Topologically Sorted Source Nodes: [linear_1], Original ATen: [aten.view, aten.t, aten.mm]
        # [Provenance debug handles] extern_kernels.mm:6
        extern_kernels.mm(reinterpret_tensor(buf4, (8, 64), (64, 1), 0), reinterpret_tensor(buf11, (64, 32), (1, 64), 0), out=buf12)
        del buf11
        buf15 = empty_strided_cpu((1, 2, 8, 16), (256, 128, 16, 1), torch.bfloat16)
        buf13 = reinterpret_tensor(buf15, (1, 2, 8, 8), (256, 128, 16, 1), 0)  # alias
        buf14 = reinterpret_tensor(buf15, (1, 2, 8, 8), (256, 128, 16, 1), 8)  # alias
        assert_size_stride(arg2_1, (8, ), (1, ), 'input')
        buf26 = empty_strided_cpu((1, 4, 8, 16), (512, 128, 16, 1), torch.bfloat16)
        assert_size_stride_grouped((arg4_1, arg8_1, arg7_1, arg6_1, arg5_1), ((2048, ), (16, ), (64, ), (2, ), ()), ((1, ), (1, ), (1, ), (1, ), ()), 'input')
        buf3 = empty_strided_cpu((1, 2048, 2), (4096, 2, 1), torch.bfloat16)
        buf1 = reinterpret_tensor(buf3, (1, 2048, 1), (4096, 2, 1), 0)  # alias
        buf2 = reinterpret_tensor(buf3, (1, 2048, 1), (4096, 2, 1), 1)  # alias
        # [Provenance debug handles] cpp_fused___rshift____scaled_dot_product_flash_attention_for_cpu__to_copy__unsafe_view_add_arange_bitwise_and_cat_clone_div_eq_expand_index_le_mul_neg_new_ones_scalar_tensor_slice_stack_transpose_unsqueeze_view_where_3:7
        cpp_fused___rshift____scaled_dot_product_flash_attention_for_cpu__to_copy__unsafe_view_add_arange_bitwise_and_cat_clone_div_eq_expand_index_le_mul_neg_new_ones_scalar_tensor_slice_stack_transpose_unsqueeze_view_where_3(buf12, arg2_1, buf15, arg4_1, arg8_1, arg7_1, arg6_1, arg5_1, buf13, buf14, buf26, buf1, buf2)
        del arg4_1
        del arg5_1
        del arg6_1
        del arg7_1
        del arg8_1
        del buf1
        del buf12
        del buf13
        del buf14
        del buf15
        del buf2
        buf5 = empty_strided_cpu((8, 64), (64, 1), torch.bfloat16)
        # Topologically Sorted Source Nodes: [inputs_embeds, hidden_states, pow_1, variance, add_3, rsqrt, hidden_states_1, to_6, hidden_states_2, linear], Original ATen: [aten.embedding, aten._to_copy, aten.pow, aten.mean, aten.add, aten.rsqrt, aten.mul, aten.view, aten.t, aten.mm]
        # [Provenance debug handles] extern_kernels.mm:8
        extern_kernels.mm(reinterpret_tensor(buf4, (8, 64), (64, 1), 0), reinterpret_tensor(buf3, (64, 64), (1, 64), 0), out=buf5)
        buf8 = reinterpret_tensor(buf4, (1, 4, 8, 16), (512, 128, 16, 1), 0); del buf4  # reuse
        buf6 = reinterpret_tensor(buf8, (1, 4, 8, 8), (512, 128, 16, 1), 0)  # alias
        buf7 = reinterpret_tensor(buf8, (1, 4, 8, 8), (512, 128, 16, 1), 8)  # alias
        buf25 = reinterpret_tensor(buf5, (1, 4, 8, 16), (512, 16, 64, 1), 0); del buf5  # reuse
        # [Provenance debug handles] cpp_fused__scaled_dot_product_flash_attention_for_cpu__to_copy__unsafe_view_add_arange_bitwise_and_cat_clone_eq_expand_index_le_mul_neg_new_ones_scalar_tensor_slice_transpose_unsqueeze_view_where_4:9
        cpp_fused__scaled_dot_product_flash_attention_for_cpu__to_copy__unsafe_view_add_arange_bitwise_and_cat_clone_eq_expand_index_le_mul_neg_new_ones_scalar_tensor_slice_transpose_unsqueeze_view_where_4(buf25, arg2_1, buf8, buf6, buf7)
        del buf6
        del buf7
        del buf8
        # Topologically Sorted Source Nodes: [linear, view, query_states, position_ids, position_ids_1, getitem_9, float_1, to_2, freqs, emb, cos_1, cos_2, cos_3, mul_5, sin_1, sin_2, sin_3, mul_6, q_embed, linear_1, view_1, key_states, mul_7, mul_8, k_embed, getitem_14, hidden_states_3, key, linear_2, view_2, value_states, getitem_15, hidden_states_4, value, result, expand, batch_arange, batch_indices, kv_arange, kv_indices, getitem_6, q_arange, q_indices, getitem_5, le, result_1, getitem_7, getitem_8, eq, result_2, attention_mask, attn_output], Original ATen: [aten._unsafe_view, aten.view, aten.transpose, aten.add, aten.unsqueeze, aten._to_copy, aten.mul, aten.cat, aten.expand, aten.clone, aten.new_ones, aten.arange, aten.index, aten.le, aten.bitwise_and, aten.eq, aten.scalar_tensor, aten.where, aten._scaled_dot_product_flash_attention_for_cpu]
        # [Provenance debug handles] torch.ops.aten._scaled_dot_product_flash_attention_for_cpu.default:10
        buf29 = torch.ops.aten._scaled_dot_product_flash_attention_for_cpu.default(buf25, buf26, buf27, attn_mask=buf28, scale=0.25)
        del buf25
        del buf26
        del buf28
        buf30 = buf29[0]
        assert_tensor_metadata(buf30, (1, 4, 8, 16), (512, 16, 64, 1), torch.bfloat16, 'torch.ops.aten._scaled_dot_product_flash_attention_for_cpu.default')
        assert_alignment(buf30, 16, 'torch.ops.aten._scaled_dot_product_flash_attention_for_cpu.default')
        del buf29
        assert_size_stride_grouped((arg19_1, arg23_1, arg22_1, arg21_1, arg20_1), ((2048, ), (16, ), (64, ), (2, ), ()), ((1, ), (1, ), (1, ), (1, ), ()), 'input')
        buf34 = buf3; del buf3  # reuse
        buf32 = reinterpret_tensor(buf34, (1, 2048, 1), (4096, 2, 1), 0)  # alias
        buf33 = reinterpret_tensor(buf34, (1, 2048, 1), (4096, 2, 1), 1)  # alias
        # [Provenance debug handles] cpp_fused___rshift____to_copy__unsafe_view_add_bitwise_and_clone_div_expand_index_mul_stack_transpose_unsqueeze_view_5:11
        cpp_fused___rshift____to_copy__unsafe_view_add_bitwise_and_clone_div_expand_index_mul_stack_transpose_unsqueeze_view_5(arg19_1, arg23_1, arg22_1, arg21_1, arg20_1, buf32, buf33)
        del arg19_1
        del arg20_1
        del arg21_1
        del arg22_1
        del arg23_1
        del buf32
        del buf33
        buf35 = reinterpret_tensor(buf27, (8, 64), (64, 1), 0); del buf27  # reuse
        # Topologically Sorted Source Nodes: [transpose_3, reshape_3, attn_output_4], Original ATen: [aten.transpose, aten.view, aten.t, aten.mm]
        # [Provenance debug handles] extern_kernels.mm:12
        extern_kernels.mm(reinterpret_tensor(buf30, (8, 64), (64, 1), 0), reinterpret_tensor(buf34, (64, 64), (1, 64), 0), out=buf35)
        del buf34
        assert_size_stride(arg24_1, (64, ), (1, ), 'input')
        buf36 = buf0; del buf0  # reuse
        buf37 = reinterpret_tensor(buf30, (1, 8, 64), (512, 64, 1), 0); del buf30  # reuse
        assert_size_stride_grouped((arg25_1, arg29_1, arg28_1, arg27_1, arg26_1), ((4096, ), (16, ), (128, ), (4, ), ()), ((1, ), (1, ), (1, ), (1, ), ()), 'input')
        buf40 = empty_strided_cpu((1, 4096, 2), (8192, 2, 1), torch.bfloat16)
        buf38 = reinterpret_tensor(buf40, (1, 4096, 1), (8192, 2, 1), 0)  # alias
        buf39 = reinterpret_tensor(buf40, (1, 4096, 1), (8192, 2, 1), 1)  # alias
        # [Provenance debug handles] cpp_fused___rshift____to_copy__unsafe_view_add_bitwise_and_clone_div_embedding_expand_index_mean_mul_pow_rsqrt_stack_transpose_unsqueeze_view_6:13
        cpp_fused___rshift____to_copy__unsafe_view_add_bitwise_and_clone_div_embedding_expand_index_mean_mul_pow_rsqrt_stack_transpose_unsqueeze_view_6(arg0_1, arg1_1, buf35, arg24_1, arg25_1, arg29_1, arg28_1, arg27_1, arg26_1, buf36, buf37, buf38, buf39)
        del arg24_1
        del arg25_1
        del arg26_1
        del arg27_1
        del arg28_1
        del arg29_1
        del buf36
        del buf38
        del buf39
        buf41 = empty_strided_cpu((8, 128), (128, 1), torch.bfloat16)
        # Topologically Sorted Source Nodes: [linear_4], Original ATen: [aten.view, aten.t, aten.mm]
        # [Provenance debug handles] extern_kernels.mm:14
        extern_kernels.mm(reinterpret_tensor(buf37, (8, 64), (64, 1), 0), reinterpret_tensor(buf40, (64, 128), (1, 64), 0), out=buf41)
        assert_size_stride_grouped((arg30_1, arg34_1, arg33_1, arg32_1, arg31_1), ((4096, ), (16, ), (128, ), (4, ), ()), ((1, ), (1, ), (1, ), (1, ), ()), 'input')
        buf44 = buf40; del buf40  # reuse
        buf42 = reinterpret_tensor(buf44, (1, 4096, 1), (8192, 2, 1), 0)  # alias
        buf43 = reinterpret_tensor(buf44, (1, 4096, 1), (8192, 2, 1), 1)  # alias
        # [Provenance debug handles] cpp_fused___rshift____to_copy__unsafe_view_add_bitwise_and_clone_div_expand_index_mul_stack_transpose_unsqueeze_view_7:15
        cpp_fused___rshift____to_copy__unsafe_view_add_bitwise_and_clone_div_expand_index_mul_stack_transpose_unsqueeze_view_7(arg30_1, arg34_1, arg33_1, arg32_1, arg31_1, buf42, buf43)
        del arg30_1
        del arg31_1
        del arg32_1
        del arg33_1
        del arg34_1
        del buf42
        del buf43
        buf45 = empty_strided_cpu((8, 128), (128, 1), torch.bfloat16)
        # Topologically Sorted Source Nodes: [linear_5], Original ATen: [aten.view, aten.t, aten.mm]
        # [Provenance debug handles] extern_kernels.mm:16
        extern_kernels.mm(reinterpret_tensor(buf37, (8, 64), (64, 1), 0), reinterpret_tensor(buf44, (64, 128), (1, 64), 0), out=buf45)
        buf49 = reinterpret_tensor(buf41, (1, 8, 128), (1024, 128, 1), 0); del buf41  # reuse
        assert_size_stride_grouped((arg35_1, arg39_1, arg38_1, arg37_1, arg36_1), ((4096, ), (16, ), (128, ), (4, ), ()), ((1, ), (1, ), (1, ), (1, ), ()), 'input')
        buf48 = buf44; del buf44  # reuse
        buf46 = reinterpret_tensor(buf48, (1, 4096, 1), (8192, 2, 1), 0)  # alias
        buf47 = reinterpret_tensor(buf48, (1, 4096, 1), (8192, 2, 1), 1)  # alias
        # [Provenance debug handles] cpp_fused___rshift____to_copy__unsafe_view_add_bitwise_and_clone_div_expand_index_mul_silu_stack_transpose_unsqueeze_view_8:17
        cpp_fused___rshift____to_copy__unsafe_view_add_bitwise_and_clone_div_expand_index_mul_silu_stack_transpose_unsqueeze_view_8(buf49, buf45, arg35_1, arg39_1, arg38_1, arg37_1, arg36_1, buf46, buf47)
        del arg35_1
        del arg36_1
        del arg37_1
        del arg38_1
        del arg39_1
        del buf45
        del buf46
        del buf47
        buf50 = reinterpret_tensor(buf37, (8, 64), (64, 1), 0); del buf37  # reuse
        # Topologically Sorted Source Nodes: [linear_4, silu, linear_5, mul_11, down_proj], Original ATen: [aten._unsafe_view, aten.silu, aten.mul, aten.view, aten.t, aten.mm]
        # [Provenance debug handles] extern_kernels.mm:18
        extern_kernels.mm(reinterpret_tensor(buf49, (8, 128), (128, 1), 0), reinterpret_tensor(buf48, (128, 64), (1, 128), 0), out=buf50)
        del buf48
        assert_size_stride(arg40_1, (64, ), (1, ), 'input')
        buf51 = empty_strided_cpu((1, 8, 1), (8, 1, 8), torch.float32)
        buf52 = empty_strided_cpu((1, 8, 64), (512, 64, 1), torch.bfloat16)
        assert_size_stride_grouped((arg51_1, arg55_1, arg54_1, arg53_1, arg52_1), ((1024, ), (16, ), (32, ), (1, ), ()), ((1, ), (1, ), (1, ), (32, ), ()), 'input')
        buf69 = empty_strided_cpu((1, 1024, 2), (2048, 2, 1), torch.bfloat16)
        buf67 = reinterpret_tensor(buf69, (1, 1024, 1), (2048, 2, 1), 0)  # alias
        buf68 = reinterpret_tensor(buf69, (1, 1024, 1), (2048, 2, 1), 1)  # alias
        # [Provenance debug handles] cpp_fused___rshift____to_copy__unsafe_view_add_bitwise_and_clone_div_embedding_expand_index_mean_mul_pow_rsqrt_stack_transpose_unsqueeze_view_9:19
        cpp_fused___rshift____to_copy__unsafe_view_add_bitwise_and_clone_div_embedding_expand_index_mean_mul_pow_rsqrt_stack_transpose_unsqueeze_view_9(arg0_1, arg1_1, buf35, buf50, arg40_1, arg51_1, arg55_1, arg54_1, arg53_1, arg52_1, buf51, buf52, buf67, buf68)
        del arg40_1
        del arg51_1
        del arg52_1
        del arg53_1
        del arg54_1
        del arg55_1
        del buf67
        del buf68
        buf70 = empty_strided_cpu((8, 32), (32, 1), torch.bfloat16)
        # Topologically Sorted Source Nodes: [linear_9], Original ATen: [aten.view, aten.t, aten.mm]
        # [Provenance debug handles] extern_kernels.mm:20
        extern_kernels.mm(reinterpret_tensor(buf52, (8, 64), (64, 1), 0), reinterpret_tensor(buf69, (64, 32), (1, 64), 0), out=buf70)
        buf73 = empty_strided_cpu((1, 4, 8, 16), (512, 128, 16, 1), torch.bfloat16)
        assert_size_stride_grouped((arg46_1, arg50_1, arg49_1, arg48_1, arg47_1), ((1024, ), (16, ), (32, ), (1, ), ()), ((1, ), (1, ), (1, ), (32, ), ()), 'input')
        buf62 = buf69; del buf69  # reuse
        buf60 = reinterpret_tensor(buf62, (1, 1024, 1), (2048, 2, 1), 0)  # alias
        buf61 = reinterpret_tensor(buf62, (1, 1024, 1), (2048, 2, 1), 1)  # alias
        # [Provenance debug handles] cpp_fused___rshift____scaled_dot_product_flash_attention_for_cpu__to_copy__unsafe_view_add_arange_bitwise_and_cat_clone_div_eq_expand_index_le_mul_new_ones_scalar_tensor_stack_transpose_unsqueeze_view_where_2:21
        cpp_fused___rshift____scaled_dot_product_flash_attention_for_cpu__to_copy__unsafe_view_add_arange_bitwise_and_cat_clone_div_eq_expand_index_le_mul_new_ones_scalar_tensor_stack_transpose_unsqueeze_view_where_2(buf70, arg46_1, arg50_1, arg49_1, arg48_1, arg47_1, buf73, buf60, buf61)
        del arg46_1
        del arg47_1
        del arg48_1
        del arg49_1
        del arg50_1
        del buf60
        del buf61
        buf63 = buf70; del buf70  # reuse
        # Topologically Sorted Source Nodes: [linear_8], Original ATen: [aten.view, aten.t, aten.mm]
        # [Provenance debug handles] extern_kernels.mm:22
        extern_kernels.mm(reinterpret_tensor(buf52, (8, 64), (64, 1), 0), reinterpret_tensor(buf62, (64, 32), (1, 64), 0), out=buf63)
        del buf62
        buf66 = empty_strided_cpu((1, 2, 8, 16), (256, 128, 16, 1), torch.bfloat16)
        buf64 = reinterpret_tensor(buf66, (1, 2, 8, 8), (256, 128, 16, 1), 0)  # alias
        buf65 = reinterpret_tensor(buf66, (1, 2, 8, 8), (256, 128, 16, 1), 8)  # alias
        buf72 = empty_strided_cpu((1, 4, 8, 16), (512, 128, 16, 1), torch.bfloat16)
        assert_size_stride_grouped((arg41_1, arg45_1, arg44_1, arg43_1, arg42_1), ((2048, ), (16, ), (64, ), (2, ), ()), ((1, ), (1, ), (1, ), (1, ), ()), 'input')
        buf55 = empty_strided_cpu((1, 2048, 2), (4096, 2, 1), torch.bfloat16)
        buf53 = reinterpret_tensor(buf55, (1, 2048, 1), (4096, 2, 1), 0)  # alias
        buf54 = reinterpret_tensor(buf55, (1, 2048, 1), (4096, 2, 1), 1)  # alias
        # [Provenance debug handles] cpp_fused___rshift____scaled_dot_product_flash_attention_for_cpu__to_copy__unsafe_view_add_arange_bitwise_and_cat_clone_div_eq_expand_index_le_mul_neg_new_ones_scalar_tensor_slice_stack_transpose_unsqueeze_view_where_3:23
        cpp_fused___rshift____scaled_dot_product_flash_attention_for_cpu__to_copy__unsafe_view_add_arange_bitwise_and_cat_clone_div_eq_expand_index_le_mul_neg_new_ones_scalar_tensor_slice_stack_transpose_unsqueeze_view_where_3(buf63, arg2_1, buf66, arg41_1, arg45_1, arg44_1, arg43_1, arg42_1, buf64, buf65, buf72, buf53, buf54)
        del arg41_1
        del arg42_1
        del arg43_1
        del arg44_1
        del arg45_1
        del buf53
        del buf54
        del buf63
        del buf64
        del buf65
        del buf66
        buf56 = empty_strided_cpu((8, 64), (64, 1), torch.bfloat16)
        # Topologically Sorted Source Nodes: [linear_7], Original ATen: [aten.view, aten.t, aten.mm]
        # [Provenance debug handles] extern_kernels.mm:24
        extern_kernels.mm(reinterpret_tensor(buf52, (8, 64), (64, 1), 0), reinterpret_tensor(buf55, (64, 64), (1, 64), 0), out=buf56)
        buf59 = reinterpret_tensor(buf52, (1, 4, 8, 16), (512, 128, 16, 1), 0); del buf52  # reuse
        buf57 = reinterpret_tensor(buf59, (1, 4, 8, 8), (512, 128, 16, 1), 0)  # alias
        buf58 = reinterpret_tensor(buf59, (1, 4, 8, 8), (512, 128, 16, 1), 8)  # alias
        buf71 = reinterpret_tensor(buf56, (1, 4, 8, 16), (512, 16, 64, 1), 0); del buf56  # reuse
        # [Provenance debug handles] cpp_fused__scaled_dot_product_flash_attention_for_cpu__to_copy__unsafe_view_add_arange_bitwise_and_cat_clone_eq_expand_index_le_mul_neg_new_ones_scalar_tensor_slice_transpose_unsqueeze_view_where_4:25
        cpp_fused__scaled_dot_product_flash_attention_for_cpu__to_copy__unsafe_view_add_arange_bitwise_and_cat_clone_eq_expand_index_le_mul_neg_new_ones_scalar_tensor_slice_transpose_unsqueeze_view_where_4(buf71, arg2_1, buf59, buf57, buf58)
        del arg2_1
        del buf57
        del buf58
        del buf59
        # Topologically Sorted Source Nodes: [position_ids, position_ids_1, getitem_9, float_1, to_2, freqs, emb, cos_1, cos_2, sin_1, sin_2, result, expand, batch_arange, batch_indices, kv_arange, kv_indices, getitem_6, q_arange, q_indices, getitem_5, le, result_1, getitem_7, getitem_8, eq, result_2, attention_mask, linear_7, view_3, query_states_1, cos_4, mul_14, sin_4, mul_15, q_embed_1, linear_8, view_4, key_states_1, mul_16, mul_17, k_embed_1, getitem_20, hidden_states_13, key_1, linear_9, view_5, value_states_1, getitem_21, hidden_states_14, value_1, attn_output_5], Original ATen: [aten.add, aten.unsqueeze, aten._to_copy, aten.mul, aten.cat, aten.new_ones, aten.expand, aten.arange, aten.index, aten.le, aten.bitwise_and, aten.eq, aten._unsafe_view, aten.view, aten.transpose, aten.clone, aten.scalar_tensor, aten.where, aten._scaled_dot_product_flash_attention_for_cpu]
        # [Provenance debug handles] torch.ops.aten._scaled_dot_product_flash_attention_for_cpu.default:26
        buf75 = torch.ops.aten._scaled_dot_product_flash_attention_for_cpu.default(buf71, buf72, buf73, attn_mask=buf74, scale=0.25)
        del buf71
        del buf72
        del buf74
        buf76 = buf75[0]
        assert_tensor_metadata(buf76, (1, 4, 8, 16), (512, 16, 64, 1), torch.bfloat16, 'torch.ops.aten._scaled_dot_product_flash_attention_for_cpu.default')
        assert_alignment(buf76, 16, 'torch.ops.aten._scaled_dot_product_flash_attention_for_cpu.default')
        del buf75
        assert_size_stride_grouped((arg56_1, arg60_1, arg59_1, arg58_1, arg57_1), ((2048, ), (16, ), (64, ), (2, ), ()), ((1, ), (1, ), (1, ), (1, ), ()), 'input')
        buf80 = buf55; del buf55  # reuse
        buf78 = reinterpret_tensor(buf80, (1, 2048, 1), (4096, 2, 1), 0)  # alias
        buf79 = reinterpret_tensor(buf80, (1, 2048, 1), (4096, 2, 1), 1)  # alias
        # [Provenance debug handles] cpp_fused___rshift____to_copy__unsafe_view_add_bitwise_and_clone_div_expand_index_mul_stack_transpose_unsqueeze_view_5:27
        cpp_fused___rshift____to_copy__unsafe_view_add_bitwise_and_clone_div_expand_index_mul_stack_transpose_unsqueeze_view_5(arg56_1, arg60_1, arg59_1, arg58_1, arg57_1, buf78, buf79)
        del arg56_1
        del arg57_1
        del arg58_1
        del arg59_1
        del arg60_1
        del buf78
        del buf79
        buf81 = reinterpret_tensor(buf73, (8, 64), (64, 1), 0); del buf73  # reuse
        # Topologically Sorted Source Nodes: [transpose_7, reshape_7, attn_output_9], Original ATen: [aten.transpose, aten.view, aten.t, aten.mm]
        # [Provenance debug handles] extern_kernels.mm:28
        extern_kernels.mm(reinterpret_tensor(buf76, (8, 64), (64, 1), 0), reinterpret_tensor(buf80, (64, 64), (1, 64), 0), out=buf81)
        del buf80
        assert_size_stride(arg61_1, (64, ), (1, ), 'input')
        buf82 = reinterpret_tensor(buf35, (1, 8, 64), (512, 64, 1), 0); del buf35  # reuse
        buf83 = buf51; del buf51  # reuse
        buf87 = reinterpret_tensor(buf76, (1, 8, 64), (512, 64, 1), 0); del buf76  # reuse
        assert_size_stride_grouped((arg62_1, arg66_1, arg65_1, arg64_1, arg63_1), ((4096, ), (16, ), (128, ), (4, ), ()), ((1, ), (1, ), (1, ), (1, ), ()), 'input')
        buf86 = empty_strided_cpu((1, 4096, 2), (8192, 2, 1), torch.bfloat16)
        buf84 = reinterpret_tensor(buf86, (1, 4096, 1), (8192, 2, 1), 0)  # alias
        buf85 = reinterpret_tensor(buf86, (1, 4096, 1), (8192, 2, 1), 1)  # alias
        # [Provenance debug handles] cpp_fused___rshift____to_copy__unsafe_view_add_bitwise_and_clone_div_embedding_expand_index_mean_mul_pow_rsqrt_stack_transpose_unsqueeze_view_10:29
        cpp_fused___rshift____to_copy__unsafe_view_add_bitwise_and_clone_div_embedding_expand_index_mean_mul_pow_rsqrt_stack_transpose_unsqueeze_view_10(buf82, arg0_1, arg1_1, buf50, buf81, arg61_1, arg62_1, arg66_1, arg65_1, arg64_1, arg63_1, buf83, buf87, buf84, buf85)
        del arg0_1
        del arg1_1
        del arg61_1
        del arg62_1
        del arg63_1
        del arg64_1
        del arg65_1
        del arg66_1
        del buf50
        del buf81
        del buf84
        del buf85
        buf88 = reinterpret_tensor(buf49, (8, 128), (128, 1), 0); del buf49  # reuse
        # Topologically Sorted Source Nodes: [hidden_states_16, pow_4, variance_3, add_13, rsqrt_3, hidden_states_17, to_12, hidden_states_18, linear_11], Original ATen: [aten._to_copy, aten.pow, aten.mean, aten.add, aten.rsqrt, aten.mul, aten.view, aten.t, aten.mm]
        # [Provenance debug handles] extern_kernels.mm:30
        extern_kernels.mm(reinterpret_tensor(buf87, (8, 64), (64, 1), 0), reinterpret_tensor(buf86, (64, 128), (1, 64), 0), out=buf88)
        assert_size_stride_grouped((arg67_1, arg71_1, arg70_1, arg69_1, arg68_1), ((4096, ), (16, ), (128, ), (4, ), ()), ((1, ), (1, ), (1, ), (1, ), ()), 'input')
        buf91 = buf86; del buf86  # reuse
        buf89 = reinterpret_tensor(buf91, (1, 4096, 1), (8192, 2, 1), 0)  # alias
        buf90 = reinterpret_tensor(buf91, (1, 4096, 1), (8192, 2, 1), 1)  # alias
        # [Provenance debug handles] cpp_fused___rshift____to_copy__unsafe_view_add_bitwise_and_clone_div_expand_index_mul_stack_transpose_unsqueeze_view_7:31
        cpp_fused___rshift____to_copy__unsafe_view_add_bitwise_and_clone_div_expand_index_mul_stack_transpose_unsqueeze_view_7(arg67_1, arg71_1, arg70_1, arg69_1, arg68_1, buf89, buf90)
        del arg67_1
        del arg68_1
        del arg69_1
        del arg70_1
        del arg71_1
        del buf89
        del buf90
        buf92 = empty_strided_cpu((8, 128), (128, 1), torch.bfloat16)
        # Topologically Sorted Source Nodes: [linear_12], Original ATen: [aten.view, aten.t, aten.mm]
        # [Provenance debug handles] extern_kernels.mm:32
        extern_kernels.mm(reinterpret_tensor(buf87, (8, 64), (64, 1), 0), reinterpret_tensor(buf91, (64, 128), (1, 64), 0), out=buf92)
        buf96 = reinterpret_tensor(buf88, (1, 8, 128), (1024, 128, 1), 0); del buf88  # reuse
        assert_size_stride_grouped((arg72_1, arg76_1, arg75_1, arg74_1, arg73_1), ((4096, ), (16, ), (128, ), (4, ), ()), ((1, ), (1, ), (1, ), (1, ), ()), 'input')
        buf95 = buf91; del buf91  # reuse
        buf93 = reinterpret_tensor(buf95, (1, 4096, 1), (8192, 2, 1), 0)  # alias
        buf94 = reinterpret_tensor(buf95, (1, 4096, 1), (8192, 2, 1), 1)  # alias
        # [Provenance debug handles] cpp_fused___rshift____to_copy__unsafe_view_add_bitwise_and_clone_div_expand_index_mul_silu_stack_transpose_unsqueeze_view_8:33
        cpp_fused___rshift____to_copy__unsafe_view_add_bitwise_and_clone_div_expand_index_mul_silu_stack_transpose_unsqueeze_view_8(buf96, buf92, arg72_1, arg76_1, arg75_1, arg74_1, arg73_1, buf93, buf94)
        del arg72_1
        del arg73_1
        del arg74_1
        del arg75_1
        del arg76_1
        del buf92
        del buf93
        del buf94
        buf97 = reinterpret_tensor(buf87, (8, 64), (64, 1), 0); del buf87  # reuse
        # Topologically Sorted Source Nodes: [linear_11, silu_1, linear_12, mul_20, down_proj_1], Original ATen: [aten._unsafe_view, aten.silu, aten.mul, aten.view, aten.t, aten.mm]
        # [Provenance debug handles] extern_kernels.mm:34
        extern_kernels.mm(reinterpret_tensor(buf96, (8, 128), (128, 1), 0), reinterpret_tensor(buf95, (128, 64), (1, 128), 0), out=buf97)
        del buf95
        assert_size_stride(arg77_1, (64, ), (1, ), 'input')
        buf98 = buf83; del buf83  # reuse
        buf99 = buf82; del buf82  # reuse
        assert_size_stride(arg78_1, (128, 64), (64, 1), 'input')
        # [Provenance debug handles] cpp_fused__to_copy__unsafe_view_add_mean_mul_pow_rsqrt_11:35
        cpp_fused__to_copy__unsafe_view_add_mean_mul_pow_rsqrt_11(buf99, buf97, arg77_1, buf98)
        del arg77_1
        del buf97
        del buf98
        buf100 = reinterpret_tensor(buf96, (8, 128), (128, 1), 0); del buf96  # reuse
        # Topologically Sorted Source Nodes: [down_proj_1, hidden_states_19, hidden_states_20, pow_5, variance_4, add_15, rsqrt_4, hidden_states_21, to_14, hidden_states_22, logits], Original ATen: [aten._unsafe_view, aten.add, aten._to_copy, aten.pow, aten.mean, aten.rsqrt, aten.mul, aten.view, aten.t, aten.mm]
        # [Provenance debug handles] extern_kernels.mm:36
        extern_kernels.mm(reinterpret_tensor(buf99, (8, 64), (64, 1), 0), reinterpret_tensor(arg78_1, (64, 128), (1, 64), 0), out=buf100)
        del arg78_1
        return (reinterpret_tensor(buf100, (1, 8, 128), (1024, 128, 1), 0), )

runner = Runner(partitions=[])
call = runner.call
recursively_apply_fns = runner.recursively_apply_fns


def get_args():
    from torch._dynamo.testing import rand_strided
    arg0_1 = rand_strided((1, 8), (8, 1), device='cpu', dtype=torch.int64)
    arg1_1 = rand_strided((128, 64), (64, 1), device='cpu', dtype=torch.bfloat16)
    arg2_1 = rand_strided((8, ), (1, ), device='cpu', dtype=torch.bfloat16)
    arg3_1 = rand_strided((64, ), (1, ), device='cpu', dtype=torch.bfloat16)
    arg4_1 = rand_strided((2048, ), (1, ), device='cpu', dtype=torch.uint8)
    arg5_1 = rand_strided((), (), device='cpu', dtype=torch.bfloat16)
    arg6_1 = rand_strided((2, ), (1, ), device='cpu', dtype=torch.bfloat16)
    arg7_1 = rand_strided((64, ), (1, ), device='cpu', dtype=torch.int8)
    arg8_1 = rand_strided((16, ), (1, ), device='cpu', dtype=torch.bfloat16)
    arg9_1 = rand_strided((1024, ), (1, ), device='cpu', dtype=torch.uint8)
    arg10_1 = rand_strided((), (), device='cpu', dtype=torch.bfloat16)
    arg11_1 = rand_strided((1, ), (32, ), device='cpu', dtype=torch.bfloat16)
    arg12_1 = rand_strided((32, ), (1, ), device='cpu', dtype=torch.int8)
    arg13_1 = rand_strided((16, ), (1, ), device='cpu', dtype=torch.bfloat16)
    arg14_1 = rand_strided((1024, ), (1, ), device='cpu', dtype=torch.uint8)
    arg15_1 = rand_strided((), (), device='cpu', dtype=torch.bfloat16)
    arg16_1 = rand_strided((1, ), (32, ), device='cpu', dtype=torch.bfloat16)
    arg17_1 = rand_strided((32, ), (1, ), device='cpu', dtype=torch.int8)
    arg18_1 = rand_strided((16, ), (1, ), device='cpu', dtype=torch.bfloat16)
    arg19_1 = rand_strided((2048, ), (1, ), device='cpu', dtype=torch.uint8)
    arg20_1 = rand_strided((), (), device='cpu', dtype=torch.bfloat16)
    arg21_1 = rand_strided((2, ), (1, ), device='cpu', dtype=torch.bfloat16)
    arg22_1 = rand_strided((64, ), (1, ), device='cpu', dtype=torch.int8)
    arg23_1 = rand_strided((16, ), (1, ), device='cpu', dtype=torch.bfloat16)
    arg24_1 = rand_strided((64, ), (1, ), device='cpu', dtype=torch.bfloat16)
    arg25_1 = rand_strided((4096, ), (1, ), device='cpu', dtype=torch.uint8)
    arg26_1 = rand_strided((), (), device='cpu', dtype=torch.bfloat16)
    arg27_1 = rand_strided((4, ), (1, ), device='cpu', dtype=torch.bfloat16)
    arg28_1 = rand_strided((128, ), (1, ), device='cpu', dtype=torch.int8)
    arg29_1 = rand_strided((16, ), (1, ), device='cpu', dtype=torch.bfloat16)
    arg30_1 = rand_strided((4096, ), (1, ), device='cpu', dtype=torch.uint8)
    arg31_1 = rand_strided((), (), device='cpu', dtype=torch.bfloat16)
    arg32_1 = rand_strided((4, ), (1, ), device='cpu', dtype=torch.bfloat16)
    arg33_1 = rand_strided((128, ), (1, ), device='cpu', dtype=torch.int8)
    arg34_1 = rand_strided((16, ), (1, ), device='cpu', dtype=torch.bfloat16)
    arg35_1 = rand_strided((4096, ), (1, ), device='cpu', dtype=torch.uint8)
    arg36_1 = rand_strided((), (), device='cpu', dtype=torch.bfloat16)
    arg37_1 = rand_strided((4, ), (1, ), device='cpu', dtype=torch.bfloat16)
    arg38_1 = rand_strided((128, ), (1, ), device='cpu', dtype=torch.int8)
    arg39_1 = rand_strided((16, ), (1, ), device='cpu', dtype=torch.bfloat16)
    arg40_1 = rand_strided((64, ), (1, ), device='cpu', dtype=torch.bfloat16)
    arg41_1 = rand_strided((2048, ), (1, ), device='cpu', dtype=torch.uint8)
    arg42_1 = rand_strided((), (), device='cpu', dtype=torch.bfloat16)
    arg43_1 = rand_strided((2, ), (1, ), device='cpu', dtype=torch.bfloat16)
    arg44_1 = rand_strided((64, ), (1, ), device='cpu', dtype=torch.int8)
    arg45_1 = rand_strided((16, ), (1, ), device='cpu', dtype=torch.bfloat16)
    arg46_1 = rand_strided((1024, ), (1, ), device='cpu', dtype=torch.uint8)
    arg47_1 = rand_strided((), (), device='cpu', dtype=torch.bfloat16)
    arg48_1 = rand_strided((1, ), (32, ), device='cpu', dtype=torch.bfloat16)
    arg49_1 = rand_strided((32, ), (1, ), device='cpu', dtype=torch.int8)
    arg50_1 = rand_strided((16, ), (1, ), device='cpu', dtype=torch.bfloat16)
    arg51_1 = rand_strided((1024, ), (1, ), device='cpu', dtype=torch.uint8)
    arg52_1 = rand_strided((), (), device='cpu', dtype=torch.bfloat16)
    arg53_1 = rand_strided((1, ), (32, ), device='cpu', dtype=torch.bfloat16)
    arg54_1 = rand_strided((32, ), (1, ), device='cpu', dtype=torch.int8)
    arg55_1 = rand_strided((16, ), (1, ), device='cpu', dtype=torch.bfloat16)
    arg56_1 = rand_strided((2048, ), (1, ), device='cpu', dtype=torch.uint8)
    arg57_1 = rand_strided((), (), device='cpu', dtype=torch.bfloat16)
    arg58_1 = rand_strided((2, ), (1, ), device='cpu', dtype=torch.bfloat16)
    arg59_1 = rand_strided((64, ), (1, ), device='cpu', dtype=torch.int8)
    arg60_1 = rand_strided((16, ), (1, ), device='cpu', dtype=torch.bfloat16)
    arg61_1 = rand_strided((64, ), (1, ), device='cpu', dtype=torch.bfloat16)
    arg62_1 = rand_strided((4096, ), (1, ), device='cpu', dtype=torch.uint8)
    arg63_1 = rand_strided((), (), device='cpu', dtype=torch.bfloat16)
    arg64_1 = rand_strided((4, ), (1, ), device='cpu', dtype=torch.bfloat16)
    arg65_1 = rand_strided((128, ), (1, ), device='cpu', dtype=torch.int8)
    arg66_1 = rand_strided((16, ), (1, ), device='cpu', dtype=torch.bfloat16)
    arg67_1 = rand_strided((4096, ), (1, ), device='cpu', dtype=torch.uint8)
    arg68_1 = rand_strided((), (), device='cpu', dtype=torch.bfloat16)
    arg69_1 = rand_strided((4, ), (1, ), device='cpu', dtype=torch.bfloat16)
    arg70_1 = rand_strided((128, ), (1, ), device='cpu', dtype=torch.int8)
    arg71_1 = rand_strided((16, ), (1, ), device='cpu', dtype=torch.bfloat16)
    arg72_1 = rand_strided((4096, ), (1, ), device='cpu', dtype=torch.uint8)
    arg73_1 = rand_strided((), (), device='cpu', dtype=torch.bfloat16)
    arg74_1 = rand_strided((4, ), (1, ), device='cpu', dtype=torch.bfloat16)
    arg75_1 = rand_strided((128, ), (1, ), device='cpu', dtype=torch.int8)
    arg76_1 = rand_strided((16, ), (1, ), device='cpu', dtype=torch.bfloat16)
    arg77_1 = rand_strided((64, ), (1, ), device='cpu', dtype=torch.bfloat16)
    arg78_1 = rand_strided((128, 64), (64, 1), device='cpu', dtype=torch.bfloat16)
    return [arg0_1, arg1_1, arg2_1, arg3_1, arg4_1, arg5_1, arg6_1, arg7_1, arg8_1, arg9_1, arg10_1, arg11_1, arg12_1, arg13_1, arg14_1, arg15_1, arg16_1, arg17_1, arg18_1, arg19_1, arg20_1, arg21_1, arg22_1, arg23_1, arg24_1, arg25_1, arg26_1, arg27_1, arg28_1, arg29_1, arg30_1, arg31_1, arg32_1, arg33_1, arg34_1, arg35_1, arg36_1, arg37_1, arg38_1, arg39_1, arg40_1, arg41_1, arg42_1, arg43_1, arg44_1, arg45_1, arg46_1, arg47_1, arg48_1, arg49_1, arg50_1, arg51_1, arg52_1, arg53_1, arg54_1, arg55_1, arg56_1, arg57_1, arg58_1, arg59_1, arg60_1, arg61_1, arg62_1, arg63_1, arg64_1, arg65_1, arg66_1, arg67_1, arg68_1, arg69_1, arg70_1, arg71_1, arg72_1, arg73_1, arg74_1, arg75_1, arg76_1, arg77_1, arg78_1]


def benchmark_compiled_module(args, times=10, repeat=10):
    from torch._inductor.utils import print_performance
    fn = lambda: call(list(args))
    return print_performance(fn, times=times, repeat=repeat, device='cpu')


if __name__ == "__main__":
    from torch._inductor.wrapper_benchmark import compiled_module_main
    args = get_args()
    compiled_module_main('None', lambda times, repeat: benchmark_compiled_module(args, times=times, repeat=repeat))
