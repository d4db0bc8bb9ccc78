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


cpp_fused__scaled_dot_product_flash_attention_for_cpu__to_copy__unsafe_view_add_arange_bitwise_and_embedding_eq_expand_index_le_mul_native_layer_norm_new_ones_scalar_tensor_transpose_unsqueeze_view_where_1 = async_compile.cpp_pybinding(['float*', 'const int64_t*', 'const int64_t*', 'const float*', 'const float*', 'const float*', 'const int8_t*', 'const float*', 'float*', 'float*', 'float*', 'float*'], r'''
#include <torch/csrc/inductor/cpp_prefix.h>
extern "C"  void  kernel(float* in_out_ptr0,
                       const int64_t* in_ptr0,
                       const int64_t* in_ptr1,
                       const float* in_ptr2,
                       const float* in_ptr3,
                       const float* in_ptr4,
                       const int8_t* in_ptr5,
                       const float* in_ptr6,
                       float* out_ptr0,
                       float* out_ptr2,
                       float* out_ptr3,
                       float* out_ptr4)
{
    std::atomic<int> inductor_cpu_integer_div_error{0};
    inductor_cpu_integer_div_error_flag = &inductor_cpu_integer_div_error;
    auto out_ptr1 = in_out_ptr0;
    {
        #pragma GCC ivdep
        for(int64_t x0=static_cast<int64_t>(0L); x0<static_cast<int64_t>(16L); x0+=static_cast<int64_t>(1L))
        {
            for(int64_t x1=static_cast<int64_t>(0L); x1<static_cast<int64_t>(16L); x1+=static_cast<int64_t>(16L))
            {
                {
                    if(C10_LIKELY(x1 >= static_cast<int64_t>(0) && x1 < static_cast<int64_t>(16L)))
                    {
                        auto tmp12 = in_ptr0[static_cast<int64_t>(x0)];
                        auto tmp13 = at::vec::VectorizedN<int64_t,2>::loadu(in_ptr0 + static_cast<int64_t>(x1), static_cast<int64_t>(16));
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
                            auto tmp0 = at::vec::Vectorized<float>::loadu(out_ptr1 + static_cast<int64_t>(x0), static_cast<int64_t>(16));
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
                                auto tmp0 = in_ptr1[static_cast<int64_t>(x0)];
                                auto tmp5 = in_out_ptr0[static_cast<int64_t>(x0)];
                                auto tmp1 = tmp0;
                                auto tmp2 = c10::convert<int64_t>(tmp1);
                                TORCH_CHECK((0 <= tmp2) & (tmp2 < 128L), "index out of bounds: 0 <= tmp2 < 128L");
                                auto tmp4 = at::vec::Vectorized<float>::loadu(in_ptr2 + static_cast<int64_t>(x1 + 64L*tmp0), static_cast<int64_t>(16));
                                auto tmp6 = at::vec::Vectorized<float>(tmp5);
                                auto tmp7 = tmp4 - tmp6;
                                auto tmp8 = tmp7 * tmp7;
                                tmp_acc0_vec = tmp_acc0_vec + tmp8;
                            }
                        }
                    }
                    tmp_acc0 = tmp_acc0 + at::vec::vec_reduce_all<float, 1>([](at::vec::Vectorized<float>& x, at::vec::Vectorized<float>& y) { return x + y; }, tmp_acc0_vec);
                    out_ptr2[static_cast<int64_t>(x0)] = static_cast<float>(tmp_acc0);
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
                            auto tmp0 = in_ptr1[static_cast<int64_t>(x0)];
                            auto tmp5 = in_out_ptr0[static_cast<int64_t>(x0)];
                            auto tmp8 = out_ptr2[static_cast<int64_t>(x0)];
                            auto tmp16 = at::vec::Vectorized<float>::loadu(in_ptr3 + static_cast<int64_t>(x1), static_cast<int64_t>(16));
                            auto tmp18 = at::vec::Vectorized<float>::loadu(in_ptr4 + static_cast<int64_t>(x1), static_cast<int64_t>(16));
                            auto tmp1 = tmp0;
                            auto tmp2 = c10::convert<int64_t>(tmp1);
                            TORCH_CHECK((0 <= tmp2) & (tmp2 < 128L), "index out of bounds: 0 <= tmp2 < 128L");
                            auto tmp4 = at::vec::Vectorized<float>::loadu(in_ptr2 + static_cast<int64_t>(x1 + 64L*tmp0), static_cast<int64_t>(16));
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
                            tmp19.store(out_ptr3 + static_cast<int64_t>(x1 + 64L*x0));
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


cpp_fused__to_copy__unsafe_view_add_cat_mul_native_layer_norm_neg_slice_split_transpose_unsqueeze_view_2 = async_compile.cpp_pybinding(['float*', 'float*', 'float*', 'float*', 'const float*', 'const float*', 'const float*', 'const float*', 'const float*', 'const float*', 'const int8_t*', 'const float*', 'float*', 'float*', 'float*', 'float*', 'float*', 'float*', 'float*', 'float*', 'float*', 'float*', 'float*', 'float*'], r'''
#include <torch/csrc/inductor/cpp_prefix.h>
extern "C"  void  kernel(float* in_out_ptr0,
                       float* in_out_ptr1,
                       float* in_out_ptr2,
                       float* in_out_ptr3,
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
                       float* out_ptr4,
                       float* out_ptr5,
                       float* out_ptr7,
                       float* out_ptr8,
                       float* out_ptr10,
                       float* out_ptr11,
                       float* out_ptr12,
                       float* out_ptr13,
                       float* out_ptr14,
                       float* out_ptr15)
{
    std::atomic<int> inductor_cpu_integer_div_error{0};
    inductor_cpu_integer_div_error_flag = &inductor_cpu_integer_div_error;
    auto out_ptr0 = in_out_ptr0;
    auto out_ptr3 = in_out_ptr1;
    auto out_ptr6 = in_out_ptr2;
    auto out_ptr9 = in_out_ptr3;
    {
        #pragma GCC ivdep
        for(int64_t x0=static_cast<int64_t>(0L); x0<static_cast<int64_t>(16L); x0+=static_cast<int64_t>(1L))
        {
            {
                float tmp_acc0 = 0;
                at::vec::Vectorized<float> tmp_acc0_vec = at::vec::Vectorized<float>(0);
                for(int64_t x1=static_cast<int64_t>(0L); x1<static_cast<int64_t>(16L); x1+=static_cast<int64_t>(16L))
                {
                    {
                        if(C10_LIKELY(x1 >= static_cast<int64_t>(0) && x1 < static_cast<int64_t>(16L)))
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
    {
        for(int64_t x0=static_cast<int64_t>(0L); x0<static_cast<int64_t>(16L); x0+=static_cast<int64_t>(16L))
        {
            {
                if(C10_LIKELY(x0 >= static_cast<int64_t>(0) && x0 < static_cast<int64_t>(16L)))
                {
                    auto tmp0 = at::vec::Vectorized<float>::loadu(out_ptr0 + static_cast<int64_t>(x0), static_cast<int64_t>(16));
                    auto tmp1 = static_cast<float>(16.0);
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
                for(int64_t x1=static_cast<int64_t>(0L); x1<static_cast<int64_t>(16L); x1+=static_cast<int64_t>(16L))
                {
                    {
                        if(C10_LIKELY(x1 >= static_cast<int64_t>(0) && x1 < static_cast<int64_t>(16L)))
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
        for(int64_t x0=static_cast<int64_t>(0L); x0<static_cast<int64_t>(16L); x0+=static_cast<int64_t>(16L))
        {
            for(int64_t x1=static_cast<int64_t>(0L); x1<static_cast<int64_t>(16L); x1+=static_cast<int64_t>(16L))
            {
                {
                    if(C10_LIKELY(x0 >= static_cast<int64_t>(0) && x0 < static_cast<int64_t>(16L) && x1 >= static_cast<int64_t>(0) && x1 < static_cast<int64_t>(16L)))
                    {
                        for (long x0_inner = 0; x0_inner < static_cast<int64_t>(16); x0_inner++)
                        {
                            auto tmp0 = at::vec::Vectorized<float>::loadu(in_ptr0 + static_cast<int64_t>(x1 + 64L*x0 + 64L*x0_inner), static_cast<int64_t>(16));
                            auto tmp1 = in_out_ptr0[static_cast<int64_t>(x0 + x0_inner)];
                            auto tmp4 = out_ptr1[static_cast<int64_t>(x0 + x0_inner)];
                            auto tmp12 = at::vec::Vectorized<float>::loadu(in_ptr1 + static_cast<int64_t>(x1), static_cast<int64_t>(16));
                            auto tmp2 = at::vec::Vectorized<float>(tmp1);
                            auto tmp3 = tmp0 - tmp2;
                            auto tmp5 = static_cast<float>(16.0);
                            auto tmp6 = tmp4 / tmp5;
                            auto tmp7 = static_cast<float>(1e-05);
                            auto tmp8 = float(tmp6 + tmp7);
                            auto tmp9 = 1 / std::sqrt(tmp8);
                            auto tmp10 = at::vec::Vectorized<float>(tmp9);
                            auto tmp11 = tmp3 * tmp10;
                            auto tmp13 = tmp11 * tmp12;
                            [&]
                            {
                                __at_align__ std::array<float, 16> tmpbuf;
                                tmp13.store(tmpbuf.data(), static_cast<int64_t>(16));
                                #pragma GCC unroll 16
                                for (long x1_inner = 0; x1_inner < static_cast<int64_t>(16); x1_inner++)
                                {
                                    out_ptr2[static_cast<int64_t>(4L*x1 + 4L*x1_inner + 64L*x0 + 64L*x0_inner)] = tmpbuf[x1_inner];
                                }
                            }
                            ()
                            ;
                        }
                    }
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
                for(int64_t x1=static_cast<int64_t>(0L); x1<static_cast<int64_t>(16L); x1+=static_cast<int64_t>(16L))
                {
                    {
                        if(C10_LIKELY(x1 >= static_cast<int64_t>(0) && x1 < static_cast<int64_t>(16L)))
                        {
                            auto tmp0 = at::vec::Vectorized<float>::loadu(in_ptr0 + static_cast<int64_t>(16L + x1 + 64L*x0), static_cast<int64_t>(16));
                            tmp_acc0_vec = tmp_acc0_vec + tmp0;
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
                    auto tmp0 = at::vec::Vectorized<float>::loadu(out_ptr3 + static_cast<int64_t>(x0), static_cast<int64_t>(16));
                    auto tmp1 = static_cast<float>(16.0);
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
                for(int64_t x1=static_cast<int64_t>(0L); x1<static_cast<int64_t>(16L); x1+=static_cast<int64_t>(16L))
                {
                    {
                        if(C10_LIKELY(x1 >= static_cast<int64_t>(0) && x1 < static_cast<int64_t>(16L)))
                        {
                            auto tmp0 = at::vec::Vectorized<float>::loadu(in_ptr0 + static_cast<int64_t>(16L + x1 + 64L*x0), static_cast<int64_t>(16));
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
        for(int64_t x0=static_cast<int64_t>(0L); x0<static_cast<int64_t>(16L); x0+=static_cast<int64_t>(16L))
        {
            for(int64_t x1=static_cast<int64_t>(0L); x1<static_cast<int64_t>(16L); x1+=static_cast<int64_t>(16L))
            {
                {
                    if(C10_LIKELY(x0 >= static_cast<int64_t>(0) && x0 < static_cast<int64_t>(16L) && x1 >= static_cast<int64_t>(0) && x1 < static_cast<int64_t>(16L)))
                    {
                        for (long x0_inner = 0; x0_inner < static_cast<int64_t>(16); x0_inner++)
                        {
                            auto tmp0 = at::vec::Vectorized<float>::loadu(in_ptr0 + static_cast<int64_t>(16L + x1 + 64L*x0 + 64L*x0_inner), static_cast<int64_t>(16));
                            auto tmp1 = in_out_ptr1[static_cast<int64_t>(x0 + x0_inner)];
                            auto tmp4 = out_ptr4[static_cast<int64_t>(x0 + x0_inner)];
                            auto tmp12 = at::vec::Vectorized<float>::loadu(in_ptr2 + static_cast<int64_t>(x1), static_cast<int64_t>(16));
                            auto tmp2 = at::vec::Vectorized<float>(tmp1);
                            auto tmp3 = tmp0 - tmp2;
                            auto tmp5 = static_cast<float>(16.0);
                            auto tmp6 = tmp4 / tmp5;
                            auto tmp7 = static_cast<float>(1e-05);
                            auto tmp8 = float(tmp6 + tmp7);
                            auto tmp9 = 1 / std::sqrt(tmp8);
                            auto tmp10 = at::vec::Vectorized<float>(tmp9);
                            auto tmp11 = tmp3 * tmp10;
                            auto tmp13 = tmp11 * tmp12;
                            [&]
                            {
                                __at_align__ std::array<float, 16> tmpbuf;
                                tmp13.store(tmpbuf.data(), static_cast<int64_t>(16));
                                #pragma GCC unroll 16
                                for (long x1_inner = 0; x1_inner < static_cast<int64_t>(16); x1_inner++)
                                {
                                    out_ptr5[static_cast<int64_t>(4L*x1 + 4L*x1_inner + 64L*x0 + 64L*x0_inner)] = tmpbuf[x1_inner];
                                }
                            }
                            ()
                            ;
                        }
                    }
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
                for(int64_t x1=static_cast<int64_t>(0L); x1<static_cast<int64_t>(16L); x1+=static_cast<int64_t>(16L))
                {
                    {
                        if(C10_LIKELY(x1 >= static_cast<int64_t>(0) && x1 < static_cast<int64_t>(16L)))
                        {
                            auto tmp0 = at::vec::Vectorized<float>::loadu(in_ptr0 + static_cast<int64_t>(32L + x1 + 64L*x0), static_cast<int64_t>(16));
                            tmp_acc0_vec = tmp_acc0_vec + tmp0;
                        }
                    }
                }
                tmp_acc0 = tmp_acc0 + at::vec::vec_reduce_all<float, 1>([](at::vec::Vectorized<float>& x, at::vec::Vectorized<float>& y) { return x + y; }, tmp_acc0_vec);
                in_out_ptr2[static_cast<int64_t>(x0)] = static_cast<float>(tmp_acc0);
            }
        }
    }
    {
        for(int64_t x0=static_cast<int64_t>(0L); x0<static_cast<int64_t>(16L); x0+=static_cast<int64_t>(16L))
        {
            {
                if(C10_LIKELY(x0 >= static_cast<int64_t>(0) && x0 < static_cast<int64_t>(16L)))
                {
                    auto tmp0 = at::vec::Vectorized<float>::loadu(out_ptr6 + static_cast<int64_t>(x0), static_cast<int64_t>(16));
                    auto tmp1 = static_cast<float>(16.0);
                    auto tmp2 = at::vec::Vectorized<float>(tmp1);
                    auto tmp3 = tmp0 / tmp2;
                    tmp3.store(in_out_ptr2 + static_cast<int64_t>(x0));
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
                for(int64_t x1=static_cast<int64_t>(0L); x1<static_cast<int64_t>(16L); x1+=static_cast<int64_t>(16L))
                {
                    {
                        if(C10_LIKELY(x1 >= static_cast<int64_t>(0) && x1 < static_cast<int64_t>(16L)))
                        {
                            auto tmp0 = at::vec::Vectorized<float>::loadu(in_ptr0 + static_cast<int64_t>(32L + x1 + 64L*x0), static_cast<int64_t>(16));
                            auto tmp1 = in_out_ptr2[static_cast<int64_t>(x0)];
                            auto tmp2 = at::vec::Vectorized<float>(tmp1);
                            auto tmp3 = tmp0 - tmp2;
                            auto tmp4 = tmp3 * tmp3;
                            tmp_acc0_vec = tmp_acc0_vec + tmp4;
                        }
                    }
                }
                tmp_acc0 = tmp_acc0 + at::vec::vec_reduce_all<float, 1>([](at::vec::Vectorized<float>& x, at::vec::Vectorized<float>& y) { return x + y; }, tmp_acc0_vec);
                out_ptr7[static_cast<int64_t>(x0)] = static_cast<float>(tmp_acc0);
            }
        }
    }
    {
        for(int64_t x0=static_cast<int64_t>(0L); x0<static_cast<int64_t>(16L); x0+=static_cast<int64_t>(16L))
        {
            for(int64_t x1=static_cast<int64_t>(0L); x1<static_cast<int64_t>(16L); x1+=static_cast<int64_t>(16L))
            {
                {
                    if(C10_LIKELY(x0 >= static_cast<int64_t>(0) && x0 < static_cast<int64_t>(16L) && x1 >= static_cast<int64_t>(0) && x1 < static_cast<int64_t>(16L)))
                    {
                        for (long x0_inner = 0; x0_inner < static_cast<int64_t>(16); x0_inner++)
                        {
                            auto tmp0 = at::vec::Vectorized<float>::loadu(in_ptr0 + static_cast<int64_t>(32L + x1 + 64L*x0 + 64L*x0_inner), static_cast<int64_t>(16));
                            auto tmp1 = in_out_ptr2[static_cast<int64_t>(x0 + x0_inner)];
                            auto tmp4 = out_ptr7[static_cast<int64_t>(x0 + x0_inner)];
                            auto tmp12 = at::vec::Vectorized<float>::loadu(in_ptr3 + static_cast<int64_t>(x1), static_cast<int64_t>(16));
                            auto tmp2 = at::vec::Vectorized<float>(tmp1);
                            auto tmp3 = tmp0 - tmp2;
                            auto tmp5 = static_cast<float>(16.0);
                            auto tmp6 = tmp4 / tmp5;
                            auto tmp7 = static_cast<float>(1e-05);
                            auto tmp8 = float(tmp6 + tmp7);
                            auto tmp9 = 1 / std::sqrt(tmp8);
                            auto tmp10 = at::vec::Vectorized<float>(tmp9);
                            auto tmp11 = tmp3 * tmp10;
                            auto tmp13 = tmp11 * tmp12;
                            [&]
                            {
                                __at_align__ std::array<float, 16> tmpbuf;
                                tmp13.store(tmpbuf.data(), static_cast<int64_t>(16));
                                #pragma GCC unroll 16
                                for (long x1_inner = 0; x1_inner < static_cast<int64_t>(16); x1_inner++)
                                {
                                    out_ptr8[static_cast<int64_t>(4L*x1 + 4L*x1_inner + 64L*x0 + 64L*x0_inner)] = tmpbuf[x1_inner];
                                }
                            }
                            ()
                            ;
                        }
                    }
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
                for(int64_t x1=static_cast<int64_t>(0L); x1<static_cast<int64_t>(16L); x1+=static_cast<int64_t>(16L))
                {
                    {
                        if(C10_LIKELY(x1 >= static_cast<int64_t>(0) && x1 < static_cast<int64_t>(16L)))
                        {
                            auto tmp0 = at::vec::Vectorized<float>::loadu(in_ptr0 + static_cast<int64_t>(48L + x1 + 64L*x0), static_cast<int64_t>(16));
                            tmp_acc0_vec = tmp_acc0_vec + tmp0;
                        }
                    }
                }
                tmp_acc0 = tmp_acc0 + at::vec::vec_reduce_all<float, 1>([](at::vec::Vectorized<float>& x, at::vec::Vectorized<float>& y) { return x + y; }, tmp_acc0_vec);
                in_out_ptr3[static_cast<int64_t>(x0)] = static_cast<float>(tmp_acc0);
            }
        }
    }
    {
        for(int64_t x0=static_cast<int64_t>(0L); x0<static_cast<int64_t>(16L); x0+=static_cast<int64_t>(16L))
        {
            {
                if(C10_LIKELY(x0 >= static_cast<int64_t>(0) && x0 < static_cast<int64_t>(16L)))
                {
                    auto tmp0 = at::vec::Vectorized<float>::loadu(out_ptr9 + static_cast<int64_t>(x0), static_cast<int64_t>(16));
                    auto tmp1 = static_cast<float>(16.0);
                    auto tmp2 = at::vec::Vectorized<float>(tmp1);
                    auto tmp3 = tmp0 / tmp2;
                    tmp3.store(in_out_ptr3 + static_cast<int64_t>(x0));
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
                for(int64_t x1=static_cast<int64_t>(0L); x1<static_cast<int64_t>(16L); x1+=static_cast<int64_t>(16L))
                {
                    {
                        if(C10_LIKELY(x1 >= static_cast<int64_t>(0) && x1 < static_cast<int64_t>(16L)))
                        {
                            auto tmp0 = at::vec::Vectorized<float>::loadu(in_ptr0 + static_cast<int64_t>(48L + x1 + 64L*x0), static_cast<int64_t>(16));
                            auto tmp1 = in_out_ptr3[static_cast<int64_t>(x0)];
                            auto tmp2 = at::vec::Vectorized<float>(tmp1);
                            auto tmp3 = tmp0 - tmp2;
                            auto tmp4 = tmp3 * tmp3;
                            tmp_acc0_vec = tmp_acc0_vec + tmp4;
                        }
                    }
                }
                tmp_acc0 = tmp_acc0 + at::vec::vec_reduce_all<float, 1>([](at::vec::Vectorized<float>& x, at::vec::Vectorized<float>& y) { return x + y; }, tmp_acc0_vec);
                out_ptr10[static_cast<int64_t>(x0)] = static_cast<float>(tmp_acc0);
            }
        }
    }
    {
        for(int64_t x0=static_cast<int64_t>(0L); x0<static_cast<int64_t>(16L); x0+=static_cast<int64_t>(16L))
        {
            for(int64_t x1=static_cast<int64_t>(0L); x1<static_cast<int64_t>(16L); x1+=static_cast<int64_t>(16L))
            {
                {
                    if(C10_LIKELY(x0 >= static_cast<int64_t>(0) && x0 < static_cast<int64_t>(16L) && x1 >= static_cast<int64_t>(0) && x1 < static_cast<int64_t>(16L)))
                    {
                        for (long x0_inner = 0; x0_inner < static_cast<int64_t>(16); x0_inner++)
                        {
                            auto tmp0 = at::vec::Vectorized<float>::loadu(in_ptr0 + static_cast<int64_t>(48L + x1 + 64L*x0 + 64L*x0_inner), static_cast<int64_t>(16));
                            auto tmp1 = in_out_ptr3[static_cast<int64_t>(x0 + x0_inner)];
                            auto tmp4 = out_ptr10[static_cast<int64_t>(x0 + x0_inner)];
                            auto tmp12 = at::vec::Vectorized<float>::loadu(in_ptr4 + static_cast<int64_t>(x1), static_cast<int64_t>(16));
                            auto tmp2 = at::vec::Vectorized<float>(tmp1);
                            auto tmp3 = tmp0 - tmp2;
                            auto tmp5 = static_cast<float>(16.0);
                            auto tmp6 = tmp4 / tmp5;
                            auto tmp7 = static_cast<float>(1e-05);
                            auto tmp8 = float(tmp6 + tmp7);
                            auto tmp9 = 1 / std::sqrt(tmp8);
                            auto tmp10 = at::vec::Vectorized<float>(tmp9);
                            auto tmp11 = tmp3 * tmp10;
                            auto tmp13 = tmp11 * tmp12;
                            [&]
                            {
                                __at_align__ std::array<float, 16> tmpbuf;
                                tmp13.store(tmpbuf.data(), static_cast<int64_t>(16));
                                #pragma GCC unroll 16
                                for (long x1_inner = 0; x1_inner < static_cast<int64_t>(16); x1_inner++)
                                {
                                    out_ptr11[static_cast<int64_t>(4L*x1 + 4L*x1_inner + 64L*x0 + 64L*x0_inner)] = tmpbuf[x1_inner];
                                }
                            }
                            ()
                            ;
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
            for(int64_t x1=static_cast<int64_t>(0L); x1<static_cast<int64_t>(16L); x1+=static_cast<int64_t>(1L))
            {
                for(int64_t x2=static_cast<int64_t>(0L); x2<static_cast<int64_t>(12L); x2+=static_cast<int64_t>(16L))
                {
                    {
                        if(C10_LIKELY(x0 >= static_cast<int64_t>(0L) && x0 < static_cast<int64_t>(4L) && x2 >= static_cast<int64_t>(0L) && x2 < static_cast<int64_t>(12L)))
                        {
                            alignas(std::max(std::size_t(16), alignof(float))) float tmp0[16*16];
                            transpose_mxn<float,static_cast<int64_t>(12L),static_cast<int64_t>(4L),false>(in_ptr5 + static_cast<int64_t>(16L + x0 + 4L*x2 + 64L*x1), static_cast<int64_t>(4L), tmp0, static_cast<int64_t>(12L));
                            for (long x0_inner = 0; x0_inner < static_cast<int64_t>(4L); x0_inner++)
                            {
                                auto tmp1 = at::vec::Vectorized<float>::loadu(tmp0 + static_cast<int64_t>(12L*x0_inner), static_cast<int64_t>(12L));
                                tmp1.store(out_ptr12 + static_cast<int64_t>(x2 + 16L*x1 + 256L*x0 + 256L*x0_inner), static_cast<int64_t>(12L));
                            }
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
            for(int64_t x1=static_cast<int64_t>(0L); x1<static_cast<int64_t>(16L); x1+=static_cast<int64_t>(1L))
            {
                for(int64_t x2=static_cast<int64_t>(0L); x2<static_cast<int64_t>(2L); x2+=static_cast<int64_t>(16L))
                {
                    {
                        if(C10_LIKELY(x0 >= static_cast<int64_t>(0L) && x0 < static_cast<int64_t>(4L) && x2 >= static_cast<int64_t>(0L) && x2 < static_cast<int64_t>(2L)))
                        {
                            alignas(std::max(std::size_t(16), alignof(float))) float tmp0[16*16];
                            transpose_mxn<float,static_cast<int64_t>(2L),static_cast<int64_t>(4L),false>(in_ptr5 + static_cast<int64_t>(8L + x0 + 4L*x2 + 64L*x1), static_cast<int64_t>(4L), tmp0, static_cast<int64_t>(2L));
                            for (long x0_inner = 0; x0_inner < static_cast<int64_t>(4L); x0_inner++)
                            {
                                auto tmp1 = at::vec::Vectorized<float>::loadu(tmp0 + static_cast<int64_t>(2L*x0_inner), static_cast<int64_t>(2L));
                                auto tmp2 = tmp1.neg();
                                tmp2.store(out_ptr13 + static_cast<int64_t>(x2 + 4L*x1 + 64L*x0 + 64L*x0_inner), static_cast<int64_t>(2L));
                            }
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
            for(int64_t x1=static_cast<int64_t>(0L); x1<static_cast<int64_t>(16L); x1+=static_cast<int64_t>(1L))
            {
                for(int64_t x2=static_cast<int64_t>(0L); x2<static_cast<int64_t>(2L); x2+=static_cast<int64_t>(16L))
                {
                    {
                        if(C10_LIKELY(x0 >= static_cast<int64_t>(0L) && x0 < static_cast<int64_t>(4L) && x2 >= static_cast<int64_t>(0L) && x2 < static_cast<int64_t>(2L)))
                        {
                            alignas(std::max(std::size_t(16), alignof(float))) float tmp0[16*16];
                            transpose_mxn<float,static_cast<int64_t>(2L),static_cast<int64_t>(4L),false>(in_ptr5 + static_cast<int64_t>(x0 + 4L*x2 + 64L*x1), static_cast<int64_t>(4L), tmp0, static_cast<int64_t>(2L));
                            for (long x0_inner = 0; x0_inner < static_cast<int64_t>(4L); x0_inner++)
                            {
                                auto tmp1 = at::vec::Vectorized<float>::loadu(tmp0 + static_cast<int64_t>(2L*x0_inner), static_cast<int64_t>(2L));
                                tmp1.store(out_ptr14 + static_cast<int64_t>(x2 + 4L*x1 + 64L*x0 + 64L*x0_inner), static_cast<int64_t>(2L));
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
                            tmp4.store(out_ptr15 + static_cast<int64_t>(x1 + 64L*x0));
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


cpp_fused__to_copy__unsafe_view_add_cat_mul_native_layer_norm_neg_slice_split_transpose_unsqueeze_view_3 = async_compile.cpp_pybinding(['float*', 'float*', 'float*', 'float*', 'const float*', 'const float*', 'const float*', 'const float*', 'const float*', 'const float*', 'const float*', 'const float*', 'const float*', 'const float*', 'const int8_t*', 'const float*', 'float*', 'float*', 'float*', 'float*', 'float*', 'float*', 'float*', 'float*', 'float*', 'float*', 'float*', 'float*', 'float*', 'float*'], r'''
#include <torch/csrc/inductor/cpp_prefix.h>
extern "C"  void  kernel(float* in_out_ptr0,
                       float* in_out_ptr1,
                       float* in_out_ptr2,
                       float* in_out_ptr3,
                       const float* in_ptr0,
                       const float* in_ptr1,
                       const float* in_ptr2,
                       const float* in_ptr3,
                       const float* in_ptr4,
                       const float* in_ptr5,
                       const float* in_ptr6,
                       const float* in_ptr7,
                       const float* in_ptr8,
                       const float* in_ptr9,
                       const int8_t* in_ptr10,
                       const float* in_ptr11,
                       float* out_ptr1,
                       float* out_ptr2,
                       float* out_ptr4,
                       float* out_ptr5,
                       float* out_ptr7,
                       float* out_ptr8,
                       float* out_ptr10,
                       float* out_ptr11,
                       float* out_ptr12,
                       float* out_ptr13,
                       float* out_ptr14,
                       float* out_ptr15,
                       float* out_ptr16,
                       float* out_ptr17)
{
    std::atomic<int> inductor_cpu_integer_div_error{0};
    inductor_cpu_integer_div_error_flag = &inductor_cpu_integer_div_error;
    auto out_ptr0 = in_out_ptr0;
    auto out_ptr3 = in_out_ptr1;
    auto out_ptr6 = in_out_ptr2;
    auto out_ptr9 = in_out_ptr3;
    {
        #pragma GCC ivdep
        for(int64_t x0=static_cast<int64_t>(0L); x0<static_cast<int64_t>(16L); x0+=static_cast<int64_t>(1L))
        {
            {
                float tmp_acc0 = 0;
                at::vec::Vectorized<float> tmp_acc0_vec = at::vec::Vectorized<float>(0);
                for(int64_t x1=static_cast<int64_t>(0L); x1<static_cast<int64_t>(16L); x1+=static_cast<int64_t>(16L))
                {
                    {
                        if(C10_LIKELY(x1 >= static_cast<int64_t>(0) && x1 < static_cast<int64_t>(16L)))
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
    {
        for(int64_t x0=static_cast<int64_t>(0L); x0<static_cast<int64_t>(16L); x0+=static_cast<int64_t>(16L))
        {
            {
                if(C10_LIKELY(x0 >= static_cast<int64_t>(0) && x0 < static_cast<int64_t>(16L)))
                {
                    auto tmp0 = at::vec::Vectorized<float>::loadu(out_ptr0 + static_cast<int64_t>(x0), static_cast<int64_t>(16));
                    auto tmp1 = static_cast<float>(16.0);
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
                for(int64_t x1=static_cast<int64_t>(0L); x1<static_cast<int64_t>(16L); x1+=static_cast<int64_t>(16L))
                {
                    {
                        if(C10_LIKELY(x1 >= static_cast<int64_t>(0) && x1 < static_cast<int64_t>(16L)))
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
        for(int64_t x0=static_cast<int64_t>(0L); x0<static_cast<int64_t>(16L); x0+=static_cast<int64_t>(16L))
        {
            for(int64_t x1=static_cast<int64_t>(0L); x1<static_cast<int64_t>(16L); x1+=static_cast<int64_t>(16L))
            {
                {
                    if(C10_LIKELY(x0 >= static_cast<int64_t>(0) && x0 < static_cast<int64_t>(16L) && x1 >= static_cast<int64_t>(0) && x1 < static_cast<int64_t>(16L)))
                    {
                        for (long x0_inner = 0; x0_inner < static_cast<int64_t>(16); x0_inner++)
                        {
                            auto tmp0 = at::vec::Vectorized<float>::loadu(in_ptr0 + static_cast<int64_t>(x1 + 64L*x0 + 64L*x0_inner), static_cast<int64_t>(16));
                            auto tmp1 = in_out_ptr0[static_cast<int64_t>(x0 + x0_inner)];
                            auto tmp4 = out_ptr1[static_cast<int64_t>(x0 + x0_inner)];
                            auto tmp12 = at::vec::Vectorized<float>::loadu(in_ptr1 + static_cast<int64_t>(x1), static_cast<int64_t>(16));
                            auto tmp2 = at::vec::Vectorized<float>(tmp1);
                            auto tmp3 = tmp0 - tmp2;
                            auto tmp5 = static_cast<float>(16.0);
                            auto tmp6 = tmp4 / tmp5;
                            auto tmp7 = static_cast<float>(1e-05);
                            auto tmp8 = float(tmp6 + tmp7);
                            auto tmp9 = 1 / std::sqrt(tmp8);
                            auto tmp10 = at::vec::Vectorized<float>(tmp9);
                            auto tmp11 = tmp3 * tmp10;
                            auto tmp13 = tmp11 * tmp12;
                            [&]
                            {
                                __at_align__ std::array<float, 16> tmpbuf;
                                tmp13.store(tmpbuf.data(), static_cast<int64_t>(16));
                                #pragma GCC unroll 16
                                for (long x1_inner = 0; x1_inner < static_cast<int64_t>(16); x1_inner++)
                                {
                                    out_ptr2[static_cast<int64_t>(4L*x1 + 4L*x1_inner + 64L*x0 + 64L*x0_inner)] = tmpbuf[x1_inner];
                                }
                            }
                            ()
                            ;
                        }
                    }
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
                for(int64_t x1=static_cast<int64_t>(0L); x1<static_cast<int64_t>(16L); x1+=static_cast<int64_t>(16L))
                {
                    {
                        if(C10_LIKELY(x1 >= static_cast<int64_t>(0) && x1 < static_cast<int64_t>(16L)))
                        {
                            auto tmp0 = at::vec::Vectorized<float>::loadu(in_ptr0 + static_cast<int64_t>(16L + x1 + 64L*x0), static_cast<int64_t>(16));
                            tmp_acc0_vec = tmp_acc0_vec + tmp0;
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
                    auto tmp0 = at::vec::Vectorized<float>::loadu(out_ptr3 + static_cast<int64_t>(x0), static_cast<int64_t>(16));
                    auto tmp1 = static_cast<float>(16.0);
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
                for(int64_t x1=static_cast<int64_t>(0L); x1<static_cast<int64_t>(16L); x1+=static_cast<int64_t>(16L))
                {
                    {
                        if(C10_LIKELY(x1 >= static_cast<int64_t>(0) && x1 < static_cast<int64_t>(16L)))
                        {
                            auto tmp0 = at::vec::Vectorized<float>::loadu(in_ptr0 + static_cast<int64_t>(16L + x1 + 64L*x0), static_cast<int64_t>(16));
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
        for(int64_t x0=static_cast<int64_t>(0L); x0<static_cast<int64_t>(16L); x0+=static_cast<int64_t>(16L))
        {
            for(int64_t x1=static_cast<int64_t>(0L); x1<static_cast<int64_t>(16L); x1+=static_cast<int64_t>(16L))
            {
                {
                    if(C10_LIKELY(x0 >= static_cast<int64_t>(0) && x0 < static_cast<int64_t>(16L) && x1 >= static_cast<int64_t>(0) && x1 < static_cast<int64_t>(16L)))
                    {
                        for (long x0_inner = 0; x0_inner < static_cast<int64_t>(16); x0_inner++)
                        {
                            auto tmp0 = at::vec::Vectorized<float>::loadu(in_ptr0 + static_cast<int64_t>(16L + x1 + 64L*x0 + 64L*x0_inner), static_cast<int64_t>(16));
                            auto tmp1 = in_out_ptr1[static_cast<int64_t>(x0 + x0_inner)];
                            auto tmp4 = out_ptr4[static_cast<int64_t>(x0 + x0_inner)];
                            auto tmp12 = at::vec::Vectorized<float>::loadu(in_ptr2 + static_cast<int64_t>(x1), static_cast<int64_t>(16));
                            auto tmp2 = at::vec::Vectorized<float>(tmp1);
                            auto tmp3 = tmp0 - tmp2;
                            auto tmp5 = static_cast<float>(16.0);
                            auto tmp6 = tmp4 / tmp5;
                            auto tmp7 = static_cast<float>(1e-05);
                            auto tmp8 = float(tmp6 + tmp7);
                            auto tmp9 = 1 / std::sqrt(tmp8);
                            auto tmp10 = at::vec::Vectorized<float>(tmp9);
                            auto tmp11 = tmp3 * tmp10;
                            auto tmp13 = tmp11 * tmp12;
                            [&]
                            {
                                __at_align__ std::array<float, 16> tmpbuf;
                                tmp13.store(tmpbuf.data(), static_cast<int64_t>(16));
                                #pragma GCC unroll 16
                                for (long x1_inner = 0; x1_inner < static_cast<int64_t>(16); x1_inner++)
                                {
                                    out_ptr5[static_cast<int64_t>(4L*x1 + 4L*x1_inner + 64L*x0 + 64L*x0_inner)] = tmpbuf[x1_inner];
                                }
                            }
                            ()
                            ;
                        }
                    }
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
                for(int64_t x1=static_cast<int64_t>(0L); x1<static_cast<int64_t>(16L); x1+=static_cast<int64_t>(16L))
                {
                    {
                        if(C10_LIKELY(x1 >= static_cast<int64_t>(0) && x1 < static_cast<int64_t>(16L)))
                        {
                            auto tmp0 = at::vec::Vectorized<float>::loadu(in_ptr0 + static_cast<int64_t>(32L + x1 + 64L*x0), static_cast<int64_t>(16));
                            tmp_acc0_vec = tmp_acc0_vec + tmp0;
                        }
                    }
                }
                tmp_acc0 = tmp_acc0 + at::vec::vec_reduce_all<float, 1>([](at::vec::Vectorized<float>& x, at::vec::Vectorized<float>& y) { return x + y; }, tmp_acc0_vec);
                in_out_ptr2[static_cast<int64_t>(x0)] = static_cast<float>(tmp_acc0);
            }
        }
    }
    {
        for(int64_t x0=static_cast<int64_t>(0L); x0<static_cast<int64_t>(16L); x0+=static_cast<int64_t>(16L))
        {
            {
                if(C10_LIKELY(x0 >= static_cast<int64_t>(0) && x0 < static_cast<int64_t>(16L)))
                {
                    auto tmp0 = at::vec::Vectorized<float>::loadu(out_ptr6 + static_cast<int64_t>(x0), static_cast<int64_t>(16));
                    auto tmp1 = static_cast<float>(16.0);
                    auto tmp2 = at::vec::Vectorized<float>(tmp1);
                    auto tmp3 = tmp0 / tmp2;
                    tmp3.store(in_out_ptr2 + static_cast<int64_t>(x0));
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
                for(int64_t x1=static_cast<int64_t>(0L); x1<static_cast<int64_t>(16L); x1+=static_cast<int64_t>(16L))
                {
                    {
                        if(C10_LIKELY(x1 >= static_cast<int64_t>(0) && x1 < static_cast<int64_t>(16L)))
                        {
                            auto tmp0 = at::vec::Vectorized<float>::loadu(in_ptr0 + static_cast<int64_t>(32L + x1 + 64L*x0), static_cast<int64_t>(16));
                            auto tmp1 = in_out_ptr2[static_cast<int64_t>(x0)];
                            auto tmp2 = at::vec::Vectorized<float>(tmp1);
                            auto tmp3 = tmp0 - tmp2;
                            auto tmp4 = tmp3 * tmp3;
                            tmp_acc0_vec = tmp_acc0_vec + tmp4;
                        }
                    }
                }
                tmp_acc0 = tmp_acc0 + at::vec::vec_reduce_all<float, 1>([](at::vec::Vectorized<float>& x, at::vec::Vectorized<float>& y) { return x + y; }, tmp_acc0_vec);
                out_ptr7[static_cast<int64_t>(x0)] = static_cast<float>(tmp_acc0);
            }
        }
    }
    {
        for(int64_t x0=static_cast<int64_t>(0L); x0<static_cast<int64_t>(16L); x0+=static_cast<int64_t>(16L))
        {
            for(int64_t x1=static_cast<int64_t>(0L); x1<static_cast<int64_t>(16L); x1+=static_cast<int64_t>(16L))
            {
                {
                    if(C10_LIKELY(x0 >= static_cast<int64_t>(0) && x0 < static_cast<int64_t>(16L) && x1 >= static_cast<int64_t>(0) && x1 < static_cast<int64_t>(16L)))
                    {
                        for (long x0_inner = 0; x0_inner < static_cast<int64_t>(16); x0_inner++)
                        {
                            auto tmp0 = at::vec::Vectorized<float>::loadu(in_ptr0 + static_cast<int64_t>(32L + x1 + 64L*x0 + 64L*x0_inner), static_cast<int64_t>(16));
                            auto tmp1 = in_out_ptr2[static_cast<int64_t>(x0 + x0_inner)];
                            auto tmp4 = out_ptr7[static_cast<int64_t>(x0 + x0_inner)];
                            auto tmp12 = at::vec::Vectorized<float>::loadu(in_ptr3 + static_cast<int64_t>(x1), static_cast<int64_t>(16));
                            auto tmp2 = at::vec::Vectorized<float>(tmp1);
                            auto tmp3 = tmp0 - tmp2;
                            auto tmp5 = static_cast<float>(16.0);
                            auto tmp6 = tmp4 / tmp5;
                            auto tmp7 = static_cast<float>(1e-05);
                            auto tmp8 = float(tmp6 + tmp7);
                            auto tmp9 = 1 / std::sqrt(tmp8);
                            auto tmp10 = at::vec::Vectorized<float>(tmp9);
                            auto tmp11 = tmp3 * tmp10;
                            auto tmp13 = tmp11 * tmp12;
                            [&]
                            {
                                __at_align__ std::array<float, 16> tmpbuf;
                                tmp13.store(tmpbuf.data(), static_cast<int64_t>(16));
                                #pragma GCC unroll 16
                                for (long x1_inner = 0; x1_inner < static_cast<int64_t>(16); x1_inner++)
                                {
                                    out_ptr8[static_cast<int64_t>(4L*x1 + 4L*x1_inner + 64L*x0 + 64L*x0_inner)] = tmpbuf[x1_inner];
                                }
                            }
                            ()
                            ;
                        }
                    }
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
                for(int64_t x1=static_cast<int64_t>(0L); x1<static_cast<int64_t>(16L); x1+=static_cast<int64_t>(16L))
                {
                    {
                        if(C10_LIKELY(x1 >= static_cast<int64_t>(0) && x1 < static_cast<int64_t>(16L)))
                        {
                            auto tmp0 = at::vec::Vectorized<float>::loadu(in_ptr0 + static_cast<int64_t>(48L + x1 + 64L*x0), static_cast<int64_t>(16));
                            tmp_acc0_vec = tmp_acc0_vec + tmp0;
                        }
                    }
                }
                tmp_acc0 = tmp_acc0 + at::vec::vec_reduce_all<float, 1>([](at::vec::Vectorized<float>& x, at::vec::Vectorized<float>& y) { return x + y; }, tmp_acc0_vec);
                in_out_ptr3[static_cast<int64_t>(x0)] = static_cast<float>(tmp_acc0);
            }
        }
    }
    {
        for(int64_t x0=static_cast<int64_t>(0L); x0<static_cast<int64_t>(16L); x0+=static_cast<int64_t>(16L))
        {
            {
                if(C10_LIKELY(x0 >= static_cast<int64_t>(0) && x0 < static_cast<int64_t>(16L)))
                {
                    auto tmp0 = at::vec::Vectorized<float>::loadu(out_ptr9 + static_cast<int64_t>(x0), static_cast<int64_t>(16));
                    auto tmp1 = static_cast<float>(16.0);
                    auto tmp2 = at::vec::Vectorized<float>(tmp1);
                    auto tmp3 = tmp0 / tmp2;
                    tmp3.store(in_out_ptr3 + static_cast<int64_t>(x0));
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
                for(int64_t x1=static_cast<int64_t>(0L); x1<static_cast<int64_t>(16L); x1+=static_cast<int64_t>(16L))
                {
                    {
                        if(C10_LIKELY(x1 >= static_cast<int64_t>(0) && x1 < static_cast<int64_t>(16L)))
                        {
                            auto tmp0 = at::vec::Vectorized<float>::loadu(in_ptr0 + static_cast<int64_t>(48L + x1 + 64L*x0), static_cast<int64_t>(16));
                            auto tmp1 = in_out_ptr3[static_cast<int64_t>(x0)];
                            auto tmp2 = at::vec::Vectorized<float>(tmp1);
                            auto tmp3 = tmp0 - tmp2;
                            auto tmp4 = tmp3 * tmp3;
                            tmp_acc0_vec = tmp_acc0_vec + tmp4;
                        }
                    }
                }
                tmp_acc0 = tmp_acc0 + at::vec::vec_reduce_all<float, 1>([](at::vec::Vectorized<float>& x, at::vec::Vectorized<float>& y) { return x + y; }, tmp_acc0_vec);
                out_ptr10[static_cast<int64_t>(x0)] = static_cast<float>(tmp_acc0);
            }
        }
    }
    {
        for(int64_t x0=static_cast<int64_t>(0L); x0<static_cast<int64_t>(16L); x0+=static_cast<int64_t>(16L))
        {
            for(int64_t x1=static_cast<int64_t>(0L); x1<static_cast<int64_t>(16L); x1+=static_cast<int64_t>(16L))
            {
                {
                    if(C10_LIKELY(x0 >= static_cast<int64_t>(0) && x0 < static_cast<int64_t>(16L) && x1 >= static_cast<int64_t>(0) && x1 < static_cast<int64_t>(16L)))
                    {
                        for (long x0_inner = 0; x0_inner < static_cast<int64_t>(16); x0_inner++)
                        {
                            auto tmp0 = at::vec::Vectorized<float>::loadu(in_ptr0 + static_cast<int64_t>(48L + x1 + 64L*x0 + 64L*x0_inner), static_cast<int64_t>(16));
                            auto tmp1 = in_out_ptr3[static_cast<int64_t>(x0 + x0_inner)];
                            auto tmp4 = out_ptr10[static_cast<int64_t>(x0 + x0_inner)];
                            auto tmp12 = at::vec::Vectorized<float>::loadu(in_ptr4 + static_cast<int64_t>(x1), static_cast<int64_t>(16));
                            auto tmp2 = at::vec::Vectorized<float>(tmp1);
                            auto tmp3 = tmp0 - tmp2;
                            auto tmp5 = static_cast<float>(16.0);
                            auto tmp6 = tmp4 / tmp5;
                            auto tmp7 = static_cast<float>(1e-05);
                            auto tmp8 = float(tmp6 + tmp7);
                            auto tmp9 = 1 / std::sqrt(tmp8);
                            auto tmp10 = at::vec::Vectorized<float>(tmp9);
                            auto tmp11 = tmp3 * tmp10;
                            auto tmp13 = tmp11 * tmp12;
                            [&]
                            {
                                __at_align__ std::array<float, 16> tmpbuf;
                                tmp13.store(tmpbuf.data(), static_cast<int64_t>(16));
                                #pragma GCC unroll 16
                                for (long x1_inner = 0; x1_inner < static_cast<int64_t>(16); x1_inner++)
                                {
                                    out_ptr11[static_cast<int64_t>(4L*x1 + 4L*x1_inner + 64L*x0 + 64L*x0_inner)] = tmpbuf[x1_inner];
                                }
                            }
                            ()
                            ;
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
            for(int64_t x1=static_cast<int64_t>(0L); x1<static_cast<int64_t>(16L); x1+=static_cast<int64_t>(1L))
            {
                for(int64_t x2=static_cast<int64_t>(0L); x2<static_cast<int64_t>(2L); x2+=static_cast<int64_t>(16L))
                {
                    {
                        if(C10_LIKELY(x0 >= static_cast<int64_t>(0L) && x0 < static_cast<int64_t>(4L) && x2 >= static_cast<int64_t>(0L) && x2 < static_cast<int64_t>(2L)))
                        {
                            alignas(std::max(std::size_t(16), alignof(float))) float tmp0[16*16];
                            transpose_mxn<float,static_cast<int64_t>(2L),static_cast<int64_t>(4L),false>(in_ptr5 + static_cast<int64_t>(8L + x0 + 4L*x2 + 64L*x1), static_cast<int64_t>(4L), tmp0, static_cast<int64_t>(2L));
                            for (long x0_inner = 0; x0_inner < static_cast<int64_t>(4L); x0_inner++)
                            {
                                auto tmp1 = at::vec::Vectorized<float>::loadu(tmp0 + static_cast<int64_t>(2L*x0_inner), static_cast<int64_t>(2L));
                                auto tmp2 = tmp1.neg();
                                tmp2.store(out_ptr12 + static_cast<int64_t>(x2 + 4L*x1 + 64L*x0 + 64L*x0_inner), static_cast<int64_t>(2L));
                            }
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
            for(int64_t x1=static_cast<int64_t>(0L); x1<static_cast<int64_t>(16L); x1+=static_cast<int64_t>(1L))
            {
                for(int64_t x2=static_cast<int64_t>(0L); x2<static_cast<int64_t>(2L); x2+=static_cast<int64_t>(16L))
                {
                    {
                        if(C10_LIKELY(x0 >= static_cast<int64_t>(0L) && x0 < static_cast<int64_t>(4L) && x2 >= static_cast<int64_t>(0L) && x2 < static_cast<int64_t>(2L)))
                        {
                            alignas(std::max(std::size_t(16), alignof(float))) float tmp0[16*16];
                            transpose_mxn<float,static_cast<int64_t>(2L),static_cast<int64_t>(4L),false>(in_ptr5 + static_cast<int64_t>(x0 + 4L*x2 + 64L*x1), static_cast<int64_t>(4L), tmp0, static_cast<int64_t>(2L));
                            for (long x0_inner = 0; x0_inner < static_cast<int64_t>(4L); x0_inner++)
                            {
                                auto tmp1 = at::vec::Vectorized<float>::loadu(tmp0 + static_cast<int64_t>(2L*x0_inner), static_cast<int64_t>(2L));
                                tmp1.store(out_ptr13 + static_cast<int64_t>(x2 + 4L*x1 + 64L*x0 + 64L*x0_inner), static_cast<int64_t>(2L));
                            }
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
                for(int64_t x2=static_cast<int64_t>(0L); x2<static_cast<int64_t>(4L); x2+=static_cast<int64_t>(1L))
                {
                    {
                        {
                            auto tmp0 = in_ptr6[static_cast<int64_t>(x0 + 4L*x2 + 64L*x1)];
                            auto tmp1 = in_ptr7[static_cast<int64_t>((static_cast<int64_t>(x2) % static_cast<int64_t>(2L)))];
                            auto tmp7 = in_ptr8[static_cast<int64_t>(x2 + 4L*x1 + 64L*x0)];
                            auto tmp11 = in_ptr5[static_cast<int64_t>(x0 + 4L*x2 + 64L*x1)];
                            auto tmp13 = in_ptr9[static_cast<int64_t>(x2 + 4L*x1 + 64L*x0)];
                            auto tmp2 = x1;
                            auto tmp3 = c10::convert<float>(tmp2);
                            auto tmp4 = float(tmp3 * tmp1);
                            auto tmp5 = std::cos(tmp4);
                            auto tmp6 = float(tmp0 * tmp5);
                            auto tmp8 = std::sin(tmp4);
                            auto tmp9 = float(tmp7 * tmp8);
                            auto tmp10 = float(tmp6 + tmp9);
                            auto tmp12 = float(tmp11 * tmp5);
                            auto tmp14 = float(tmp13 * tmp8);
                            auto tmp15 = float(tmp12 + tmp14);
                            out_ptr14[static_cast<int64_t>(x2 + 16L*x1 + 256L*x0)] = tmp10;
                            out_ptr15[static_cast<int64_t>(x2 + 16L*x1 + 256L*x0)] = tmp15;
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
            for(int64_t x1=static_cast<int64_t>(0L); x1<static_cast<int64_t>(16L); x1+=static_cast<int64_t>(1L))
            {
                for(int64_t x2=static_cast<int64_t>(0L); x2<static_cast<int64_t>(12L); x2+=static_cast<int64_t>(16L))
                {
                    {
                        if(C10_LIKELY(x0 >= static_cast<int64_t>(0L) && x0 < static_cast<int64_t>(4L) && x2 >= static_cast<int64_t>(0L) && x2 < static_cast<int64_t>(12L)))
                        {
                            alignas(std::max(std::size_t(16), alignof(float))) float tmp0[16*16];
                            transpose_mxn<float,static_cast<int64_t>(12L),static_cast<int64_t>(4L),false>(in_ptr5 + static_cast<int64_t>(16L + x0 + 4L*x2 + 64L*x1), static_cast<int64_t>(4L), tmp0, static_cast<int64_t>(12L));
                            for (long x0_inner = 0; x0_inner < static_cast<int64_t>(4L); x0_inner++)
                            {
                                auto tmp1 = at::vec::Vectorized<float>::loadu(tmp0 + static_cast<int64_t>(12L*x0_inner), static_cast<int64_t>(12L));
                                tmp1.store(out_ptr16 + static_cast<int64_t>(x2 + 16L*x1 + 256L*x0 + 256L*x0_inner), static_cast<int64_t>(12L));
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
            for(int64_t x0=static_cast<int64_t>(0L); x0<static_cast<int64_t>(64L); x0+=static_cast<int64_t>(1L))
            {
                for(int64_t x1=static_cast<int64_t>(0L); x1<static_cast<int64_t>(64L); x1+=static_cast<int64_t>(16L))
                {
                    {
                        if(C10_LIKELY(x1 >= static_cast<int64_t>(0) && x1 < static_cast<int64_t>(64L)))
                        {
                            auto tmp0 = at::vec::Vectorized<int8_t>::loadu(in_ptr10 + static_cast<int64_t>(x1 + 64L*x0), static_cast<int64_t>(16));
                            auto tmp2 = in_ptr11[static_cast<int64_t>(x0)];
                            auto tmp1 = at::vec::convert<float>(tmp0);
                            auto tmp3 = at::vec::Vectorized<float>(tmp2);
                            auto tmp4 = tmp1 * tmp3;
                            tmp4.store(out_ptr17 + static_cast<int64_t>(x1 + 64L*x0));
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


cpp_fused__scaled_dot_product_flash_attention_for_cpu__to_copy__unsafe_view_add_arange_bitwise_and_clone_eq_expand_index_le_mul_new_ones_scalar_tensor_transpose_unsqueeze_view_where_4 = async_compile.cpp_pybinding(['const int64_t*', 'const float*', 'const int8_t*', 'const float*', 'float*', 'float*', 'float*'], r'''
#include <torch/csrc/inductor/cpp_prefix.h>
extern "C"  void  kernel(const int64_t* in_ptr0,
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
        for(int64_t x0=static_cast<int64_t>(0L); x0<static_cast<int64_t>(16L); x0+=static_cast<int64_t>(1L))
        {
            for(int64_t x1=static_cast<int64_t>(0L); x1<static_cast<int64_t>(16L); x1+=static_cast<int64_t>(16L))
            {
                {
                    if(C10_LIKELY(x1 >= static_cast<int64_t>(0) && x1 < static_cast<int64_t>(16L)))
                    {
                        auto tmp12 = in_ptr0[static_cast<int64_t>(x0)];
                        auto tmp13 = at::vec::VectorizedN<int64_t,2>::loadu(in_ptr0 + static_cast<int64_t>(x1), static_cast<int64_t>(16));
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
                                auto tmp0 = at::vec::Vectorized<float>::loadu(in_ptr1 + static_cast<int64_t>(x2 + 16L*x0 + 256L*x1), static_cast<int64_t>(16));
                                tmp0.store(out_ptr1 + static_cast<int64_t>(x2 + 16L*x1 + 64L*x0));
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


cpp_fused__to_copy__unsafe_view_add_embedding_mul_native_layer_norm_unsqueeze_5 = async_compile.cpp_pybinding(['float*', 'const int64_t*', 'const float*', 'const float*', 'const float*', 'const float*', 'const int8_t*', 'const float*', 'float*', 'float*', 'float*'], r'''
#include <torch/csrc/inductor/cpp_prefix.h>
extern "C"  void  kernel(float* in_out_ptr0,
                       const int64_t* in_ptr0,
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
                                tmp_acc0_vec = tmp_acc0_vec + tmp6;
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
                                auto tmp5 = at::vec::Vectorized<float>::loadu(in_ptr2 + static_cast<int64_t>(x1 + 64L*x0), static_cast<int64_t>(16));
                                auto tmp7 = in_out_ptr0[static_cast<int64_t>(x0)];
                                auto tmp1 = tmp0;
                                auto tmp2 = c10::convert<int64_t>(tmp1);
                                TORCH_CHECK((0 <= tmp2) & (tmp2 < 128L), "index out of bounds: 0 <= tmp2 < 128L");
                                auto tmp4 = at::vec::Vectorized<float>::loadu(in_ptr1 + static_cast<int64_t>(x1 + 64L*tmp0), static_cast<int64_t>(16));
                                auto tmp6 = tmp4 + tmp5;
                                auto tmp8 = at::vec::Vectorized<float>(tmp7);
                                auto tmp9 = tmp6 - tmp8;
                                auto tmp10 = tmp9 * tmp9;
                                tmp_acc0_vec = tmp_acc0_vec + tmp10;
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
                            auto tmp5 = at::vec::Vectorized<float>::loadu(in_ptr2 + static_cast<int64_t>(x1 + 64L*x0), static_cast<int64_t>(16));
                            auto tmp7 = in_out_ptr0[static_cast<int64_t>(x0)];
                            auto tmp10 = out_ptr1[static_cast<int64_t>(x0)];
                            auto tmp18 = at::vec::Vectorized<float>::loadu(in_ptr3 + static_cast<int64_t>(x1), static_cast<int64_t>(16));
                            auto tmp20 = at::vec::Vectorized<float>::loadu(in_ptr4 + static_cast<int64_t>(x1), static_cast<int64_t>(16));
                            auto tmp1 = tmp0;
                            auto tmp2 = c10::convert<int64_t>(tmp1);
                            TORCH_CHECK((0 <= tmp2) & (tmp2 < 128L), "index out of bounds: 0 <= tmp2 < 128L");
                            auto tmp4 = at::vec::Vectorized<float>::loadu(in_ptr1 + static_cast<int64_t>(x1 + 64L*tmp0), static_cast<int64_t>(16));
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
                            tmp21.store(out_ptr2 + static_cast<int64_t>(x1 + 64L*x0));
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


cpp_fused__to_copy__unsafe_view_mul_silu_unsqueeze_7 = async_compile.cpp_pybinding(['float*', 'const float*', 'const int8_t*', 'const float*', 'float*'], r'''
#include <torch/csrc/inductor/cpp_prefix.h>
extern "C"  void  kernel(float* in_out_ptr0,
                       const float* in_ptr0,
                       const int8_t* in_ptr1,
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
            for(int64_t x0=static_cast<int64_t>(0L); x0<static_cast<int64_t>(2048L); x0+=static_cast<int64_t>(16L))
            {
                {
                    if(C10_LIKELY(x0 >= static_cast<int64_t>(0) && x0 < static_cast<int64_t>(2048L)))
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
            for(int64_t x0=static_cast<int64_t>(0L); x0<static_cast<int64_t>(64L); x0+=static_cast<int64_t>(1L))
            {
                for(int64_t x1=static_cast<int64_t>(0L); x1<static_cast<int64_t>(128L); x1+=static_cast<int64_t>(16L))
                {
                    {
                        if(C10_LIKELY(x1 >= static_cast<int64_t>(0) && x1 < static_cast<int64_t>(128L)))
                        {
                            auto tmp0 = at::vec::Vectorized<int8_t>::loadu(in_ptr1 + static_cast<int64_t>(x1 + 128L*x0), static_cast<int64_t>(16));
                            auto tmp2 = in_ptr2[static_cast<int64_t>(x0)];
                            auto tmp1 = at::vec::convert<float>(tmp0);
                            auto tmp3 = at::vec::Vectorized<float>(tmp2);
                            auto tmp4 = tmp1 * tmp3;
                            tmp4.store(out_ptr0 + static_cast<int64_t>(x1 + 128L*x0));
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


cpp_fused__to_copy__unsafe_view_add_embedding_mul_native_layer_norm_unsqueeze_8 = async_compile.cpp_pybinding(['float*', 'const int64_t*', 'const float*', 'const float*', 'const float*', 'const float*', 'const float*', 'const int8_t*', 'const float*', 'float*', 'float*', 'float*'], r'''
#include <torch/csrc/inductor/cpp_prefix.h>
extern "C"  void  kernel(float* in_out_ptr0,
                       const int64_t* in_ptr0,
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
                                auto tmp5 = at::vec::Vectorized<float>::loadu(in_ptr2 + static_cast<int64_t>(x1 + 64L*x0), static_cast<int64_t>(16));
                                auto tmp7 = at::vec::Vectorized<float>::loadu(in_ptr3 + static_cast<int64_t>(x1 + 64L*x0), static_cast<int64_t>(16));
                                auto tmp1 = tmp0;
                                auto tmp2 = c10::convert<int64_t>(tmp1);
                                TORCH_CHECK((0 <= tmp2) & (tmp2 < 128L), "index out of bounds: 0 <= tmp2 < 128L");
                                auto tmp4 = at::vec::Vectorized<float>::loadu(in_ptr1 + static_cast<int64_t>(x1 + 64L*tmp0), static_cast<int64_t>(16));
                                auto tmp6 = tmp4 + tmp5;
                                auto tmp8 = tmp6 + tmp7;
                                tmp_acc0_vec = tmp_acc0_vec + tmp8;
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
                                auto tmp5 = at::vec::Vectorized<float>::loadu(in_ptr2 + static_cast<int64_t>(x1 + 64L*x0), static_cast<int64_t>(16));
                                auto tmp7 = at::vec::Vectorized<float>::loadu(in_ptr3 + static_cast<int64_t>(x1 + 64L*x0), static_cast<int64_t>(16));
                                auto tmp9 = in_out_ptr0[static_cast<int64_t>(x0)];
                                auto tmp1 = tmp0;
                                auto tmp2 = c10::convert<int64_t>(tmp1);
                                TORCH_CHECK((0 <= tmp2) & (tmp2 < 128L), "index out of bounds: 0 <= tmp2 < 128L");
                                auto tmp4 = at::vec::Vectorized<float>::loadu(in_ptr1 + static_cast<int64_t>(x1 + 64L*tmp0), static_cast<int64_t>(16));
                                auto tmp6 = tmp4 + tmp5;
                                auto tmp8 = tmp6 + tmp7;
                                auto tmp10 = at::vec::Vectorized<float>(tmp9);
                                auto tmp11 = tmp8 - tmp10;
                                auto tmp12 = tmp11 * tmp11;
                                tmp_acc0_vec = tmp_acc0_vec + tmp12;
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
                            auto tmp5 = at::vec::Vectorized<float>::loadu(in_ptr2 + static_cast<int64_t>(x1 + 64L*x0), static_cast<int64_t>(16));
                            auto tmp7 = at::vec::Vectorized<float>::loadu(in_ptr3 + static_cast<int64_t>(x1 + 64L*x0), static_cast<int64_t>(16));
                            auto tmp9 = in_out_ptr0[static_cast<int64_t>(x0)];
                            auto tmp12 = out_ptr1[static_cast<int64_t>(x0)];
                            auto tmp20 = at::vec::Vectorized<float>::loadu(in_ptr4 + static_cast<int64_t>(x1), static_cast<int64_t>(16));
                            auto tmp22 = at::vec::Vectorized<float>::loadu(in_ptr5 + static_cast<int64_t>(x1), static_cast<int64_t>(16));
                            auto tmp1 = tmp0;
                            auto tmp2 = c10::convert<int64_t>(tmp1);
                            TORCH_CHECK((0 <= tmp2) & (tmp2 < 128L), "index out of bounds: 0 <= tmp2 < 128L");
                            auto tmp4 = at::vec::Vectorized<float>::loadu(in_ptr1 + static_cast<int64_t>(x1 + 64L*tmp0), static_cast<int64_t>(16));
                            auto tmp6 = tmp4 + tmp5;
                            auto tmp8 = tmp6 + tmp7;
                            auto tmp10 = at::vec::Vectorized<float>(tmp9);
                            auto tmp11 = tmp8 - tmp10;
                            auto tmp13 = static_cast<float>(64.0);
                            auto tmp14 = tmp12 / tmp13;
                            auto tmp15 = static_cast<float>(1e-05);
                            auto tmp16 = float(tmp14 + tmp15);
                            auto tmp17 = 1 / std::sqrt(tmp16);
                            auto tmp18 = at::vec::Vectorized<float>(tmp17);
                            auto tmp19 = tmp11 * tmp18;
                            auto tmp21 = tmp19 * tmp20;
                            auto tmp23 = tmp21 + tmp22;
                            tmp23.store(out_ptr2 + static_cast<int64_t>(x1 + 64L*x0));
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


cpp_fused__to_copy_clone_mul_transpose_unsqueeze_9 = async_compile.cpp_pybinding(['const float*', 'const int8_t*', 'const float*', 'float*', 'float*'], r'''
#include <torch/csrc/inductor/cpp_prefix.h>
extern "C"  void  kernel(const float* in_ptr0,
                       const int8_t* in_ptr1,
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
                                auto tmp0 = at::vec::Vectorized<float>::loadu(in_ptr0 + static_cast<int64_t>(x2 + 16L*x0 + 256L*x1), static_cast<int64_t>(16));
                                tmp0.store(out_ptr0 + static_cast<int64_t>(x2 + 16L*x1 + 64L*x0));
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
                            auto tmp0 = at::vec::Vectorized<int8_t>::loadu(in_ptr1 + static_cast<int64_t>(x1 + 64L*x0), static_cast<int64_t>(16));
                            auto tmp2 = in_ptr2[static_cast<int64_t>(x0)];
                            auto tmp1 = at::vec::convert<float>(tmp0);
                            auto tmp3 = at::vec::Vectorized<float>(tmp2);
                            auto tmp4 = tmp1 * tmp3;
                            tmp4.store(out_ptr1 + static_cast<int64_t>(x1 + 64L*x0));
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


cpp_fused__to_copy__unsafe_view_add_embedding_mul_native_layer_norm_unsqueeze_10 = async_compile.cpp_pybinding(['float*', 'float*', 'const int64_t*', 'const float*', 'const float*', 'const float*', 'const float*', 'const float*', 'const int8_t*', 'const float*', 'float*', 'float*', 'float*'], r'''
#include <torch/csrc/inductor/cpp_prefix.h>
extern "C"  void  kernel(float* in_out_ptr0,
                       float* in_out_ptr1,
                       const int64_t* in_ptr0,
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
            for(int64_t x0=static_cast<int64_t>(0L); x0<static_cast<int64_t>(128L); x0+=static_cast<int64_t>(1L))
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


cpp_fused__unsafe_view_add_native_layer_norm_11 = async_compile.cpp_pybinding(['float*', 'float*', 'const float*', 'const float*', 'const float*', 'float*'], r'''
#include <torch/csrc/inductor/cpp_prefix.h>
extern "C"  void  kernel(float* in_out_ptr0,
                       float* in_out_ptr1,
                       const float* in_ptr1,
                       const float* in_ptr2,
                       const float* in_ptr3,
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
                                auto tmp1 = at::vec::Vectorized<float>::loadu(in_ptr1 + static_cast<int64_t>(x1 + 64L*x0), static_cast<int64_t>(16));
                                auto tmp2 = tmp0 + tmp1;
                                tmp_acc0_vec = tmp_acc0_vec + tmp2;
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
                                auto tmp1 = at::vec::Vectorized<float>::loadu(in_ptr1 + static_cast<int64_t>(x1 + 64L*x0), static_cast<int64_t>(16));
                                auto tmp3 = in_out_ptr0[static_cast<int64_t>(x0)];
                                auto tmp2 = tmp0 + tmp1;
                                auto tmp4 = at::vec::Vectorized<float>(tmp3);
                                auto tmp5 = tmp2 - tmp4;
                                auto tmp6 = tmp5 * tmp5;
                                tmp_acc0_vec = tmp_acc0_vec + tmp6;
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
                            auto tmp1 = at::vec::Vectorized<float>::loadu(in_ptr1 + static_cast<int64_t>(x1 + 64L*x0), static_cast<int64_t>(16));
                            auto tmp3 = in_out_ptr0[static_cast<int64_t>(x0)];
                            auto tmp6 = out_ptr1[static_cast<int64_t>(x0)];
                            auto tmp14 = at::vec::Vectorized<float>::loadu(in_ptr2 + static_cast<int64_t>(x1), static_cast<int64_t>(16));
                            auto tmp16 = at::vec::Vectorized<float>::loadu(in_ptr3 + static_cast<int64_t>(x1), static_cast<int64_t>(16));
                            auto tmp2 = tmp0 + tmp1;
                            auto tmp4 = at::vec::Vectorized<float>(tmp3);
                            auto tmp5 = tmp2 - tmp4;
                            auto tmp7 = static_cast<float>(64.0);
                            auto tmp8 = tmp6 / tmp7;
                            auto tmp9 = static_cast<float>(1e-05);
                            auto tmp10 = float(tmp8 + tmp9);
                            auto tmp11 = 1 / std::sqrt(tmp10);
                            auto tmp12 = at::vec::Vectorized<float>(tmp11);
                            auto tmp13 = tmp5 * tmp12;
                            auto tmp15 = tmp13 * tmp14;
                            auto tmp17 = tmp15 + tmp16;
                            tmp17.store(in_out_ptr1 + static_cast<int64_t>(x1 + 64L*x0));
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
        arg0_1, arg1_1, arg2_1, arg3_1, arg4_1, arg5_1, arg6_1, arg7_1, arg8_1, arg9_1, arg10_1, arg11_1, arg12_1, arg13_1, arg14_1, arg15_1, arg16_1, arg17_1, arg18_1, arg19_1, arg20_1, arg21_1, arg22_1, arg23_1, arg24_1, arg25_1, arg26_1, arg27_1, arg28_1, arg29_1, arg30_1, arg31_1, arg32_1, arg33_1, arg34_1, arg35_1, arg36_1, arg37_1, arg38_1, arg39_1, arg40_1, arg41_1, arg42_1, arg43_1, arg44_1, arg45_1, arg46_1, arg47_1, arg48_1, arg49_1, arg50_1, arg51_1, arg52_1, arg53_1, arg54_1, arg55_1, arg56_1, arg57_1 = args
        args.clear()
        buf58 = empty_strided_cpu((1, 17), (17, 1), torch.int64)
        buf56 = reinterpret_tensor(buf58, (1, 1), (17, 1), 0)  # alias
        buf57 = reinterpret_tensor(buf58, (1, 16), (17, 1), 1)  # alias
        buf59 = empty_strided_cpu((1, 16), (16, 1), torch.int64)
        # [Provenance debug handles] cpp_fused_add_cat_cumsum_ne_slice_sub_unsqueeze_0:1
        cpp_fused_add_cat_cumsum_ne_slice_sub_unsqueeze_0(buf58, buf56, buf57, buf59)
        del buf56
        del buf57
        del buf58
        # Topologically Sorted Source Nodes: [position_diff, ne, packed_sequence_mask], Original ATen: [aten.slice, aten.sub, aten.ne, aten.cumsum]
        # [Provenance debug handles] torch.ops.aten.cumsum.default:2
        buf60 = torch.ops.aten.cumsum.default(buf59, dim=-1, dtype=torch.int64)
        assert_tensor_metadata(buf60, (1, 16), (16, 1), torch.int64, 'torch.ops.aten.cumsum.default')
        assert_alignment(buf60, 16, 'torch.ops.aten.cumsum.default')
        del buf59
        buf61 = empty_strided_cpu((1, 1, 16, 16), (256, 256, 16, 1), torch.float32)
        assert_size_stride_grouped((arg0_1, arg1_1, arg3_1, arg4_1), ((1, 16), (128, 64), (64, ), (64, )), ((16, 1), (64, 1), (1, ), (1, )), 'input')
        buf0 = empty_strided_cpu((1, 16, 1), (16, 1, 16), torch.float32)
        buf1 = buf0; del buf0  # reuse
        buf2 = empty_strided_cpu((1, 16, 1), (16, 1, 16), torch.float32)
        buf3 = empty_strided_cpu((1, 16, 64), (1024, 64, 1), torch.float32)
        assert_size_stride_grouped((arg5_1, arg6_1), ((64, 64), (64, )), ((64, 1), (1, )), 'input')
        buf4 = empty_strided_cpu((64, 64), (64, 1), torch.float32)
        # [Provenance debug handles] cpp_fused__scaled_dot_product_flash_attention_for_cpu__to_copy__unsafe_view_add_arange_bitwise_and_embedding_eq_expand_index_le_mul_native_layer_norm_new_ones_scalar_tensor_transpose_unsqueeze_view_where_1:3
        cpp_fused__scaled_dot_product_flash_attention_for_cpu__to_copy__unsafe_view_add_arange_bitwise_and_embedding_eq_expand_index_le_mul_native_layer_norm_new_ones_scalar_tensor_transpose_unsqueeze_view_where_1(buf1, buf60, arg0_1, arg1_1, arg3_1, arg4_1, arg5_1, arg6_1, buf61, buf2, buf3, buf4)
        del arg3_1
        del arg4_1
        del arg5_1
        del arg6_1
        buf5 = empty_strided_cpu((16, 64), (64, 1), torch.float32)
        # Topologically Sorted Source Nodes: [y, t], Original ATen: [aten.view, aten.t, aten.mm]
        # [Provenance debug handles] extern_kernels.mm:4
        extern_kernels.mm(reinterpret_tensor(buf3, (16, 64), (64, 1), 0), reinterpret_tensor(buf4, (64, 64), (1, 64), 0), out=buf5)
        assert_size_stride(arg11_1, (16, ), (1, ), 'input')
        buf6 = reinterpret_tensor(buf2, (1, 1, 16, 1), (16, 16, 1, 16), 0); del buf2  # reuse
        buf7 = buf6; del buf6  # reuse
        buf8 = reinterpret_tensor(buf1, (1, 1, 16, 1), (16, 16, 1, 16), 0); del buf1  # reuse
        buf36 = empty_strided_cpu((1, 4, 16, 16), (1024, 1, 64, 4), torch.float32)
        buf32 = reinterpret_tensor(buf36, (1, 1, 16, 16), (1024, 1, 64, 4), 0)  # alias
        assert_size_stride(arg12_1, (16, ), (1, ), 'input')
        buf9 = empty_strided_cpu((1, 1, 16, 1), (16, 16, 1, 16), torch.float32)
        buf10 = buf9; del buf9  # reuse
        buf11 = empty_strided_cpu((1, 1, 16, 1), (16, 16, 1, 16), torch.float32)
        buf33 = reinterpret_tensor(buf36, (1, 1, 16, 16), (1024, 1, 64, 4), 1)  # alias
        assert_size_stride(arg13_1, (16, ), (1, ), 'input')
        buf12 = empty_strided_cpu((1, 1, 16, 1), (16, 16, 1, 16), torch.float32)
        buf13 = buf12; del buf12  # reuse
        buf14 = empty_strided_cpu((1, 1, 16, 1), (16, 16, 1, 16), torch.float32)
        buf34 = reinterpret_tensor(buf36, (1, 1, 16, 16), (1024, 1, 64, 4), 2)  # alias
        assert_size_stride(arg14_1, (16, ), (1, ), 'input')
        buf15 = empty_strided_cpu((1, 1, 16, 1), (16, 16, 1, 16), torch.float32)
        buf16 = buf15; del buf15  # reuse
        buf17 = empty_strided_cpu((1, 1, 16, 1), (16, 16, 1, 16), torch.float32)
        buf35 = reinterpret_tensor(buf36, (1, 1, 16, 16), (1024, 1, 64, 4), 3)  # alias
        buf42 = empty_strided_cpu((1, 4, 16, 16), (1024, 256, 16, 1), torch.float32)
        buf41 = reinterpret_tensor(buf42, (1, 4, 16, 12), (1024, 256, 16, 1), 4)  # alias
        buf39 = empty_strided_cpu((1, 4, 16, 4), (256, 64, 4, 1), torch.float32)
        buf37 = reinterpret_tensor(buf39, (1, 4, 16, 2), (256, 64, 4, 1), 0)  # alias
        buf38 = reinterpret_tensor(buf39, (1, 4, 16, 2), (256, 64, 4, 1), 2)  # alias
        assert_size_stride_grouped((arg7_1, arg8_1), ((64, 64), (64, )), ((64, 1), (1, )), 'input')
        buf18 = buf4; del buf4  # reuse
        # [Provenance debug handles] cpp_fused__to_copy__unsafe_view_add_cat_mul_native_layer_norm_neg_slice_split_transpose_unsqueeze_view_2:5
        cpp_fused__to_copy__unsafe_view_add_cat_mul_native_layer_norm_neg_slice_split_transpose_unsqueeze_view_2(buf7, buf10, buf13, buf16, buf5, arg11_1, arg12_1, arg13_1, arg14_1, buf36, arg7_1, arg8_1, buf8, buf32, buf11, buf33, buf14, buf34, buf17, buf35, buf41, buf37, buf38, buf18)
        del arg11_1
        del arg12_1
        del arg13_1
        del arg14_1
        del arg7_1
        del arg8_1
        del buf32
        del buf33
        del buf34
        del buf35
        del buf37
        del buf38
        buf19 = buf5; del buf5  # reuse
        # Topologically Sorted Source Nodes: [y_1, t_1], Original ATen: [aten.view, aten.t, aten.mm]
        # [Provenance debug handles] extern_kernels.mm:6
        extern_kernels.mm(reinterpret_tensor(buf3, (16, 64), (64, 1), 0), reinterpret_tensor(buf18, (64, 64), (1, 64), 0), out=buf19)
        assert_size_stride(arg15_1, (16, ), (1, ), 'input')
        buf20 = buf8; del buf8  # reuse
        buf21 = buf20; del buf20  # reuse
        buf22 = buf7; del buf7  # reuse
        buf47 = empty_strided_cpu((1, 4, 16, 16), (1024, 1, 64, 4), torch.float32)
        buf43 = reinterpret_tensor(buf47, (1, 1, 16, 16), (1024, 1, 64, 4), 0)  # alias
        assert_size_stride(arg16_1, (16, ), (1, ), 'input')
        buf23 = buf17; del buf17  # reuse
        buf24 = buf23; del buf23  # reuse
        buf25 = buf16; del buf16  # reuse
        buf44 = reinterpret_tensor(buf47, (1, 1, 16, 16), (1024, 1, 64, 4), 1)  # alias
        assert_size_stride(arg17_1, (16, ), (1, ), 'input')
        buf26 = buf14; del buf14  # reuse
        buf27 = buf26; del buf26  # reuse
        buf28 = buf13; del buf13  # reuse
        buf45 = reinterpret_tensor(buf47, (1, 1, 16, 16), (1024, 1, 64, 4), 2)  # alias
        assert_size_stride(arg18_1, (16, ), (1, ), 'input')
        buf29 = buf11; del buf11  # reuse
        buf30 = buf29; del buf29  # reuse
        buf31 = buf10; del buf10  # reuse
        buf46 = reinterpret_tensor(buf47, (1, 1, 16, 16), (1024, 1, 64, 4), 3)  # alias
        buf50 = empty_strided_cpu((1, 4, 16, 4), (256, 64, 4, 1), torch.float32)
        buf48 = reinterpret_tensor(buf50, (1, 4, 16, 2), (256, 64, 4, 1), 0)  # alias
        buf49 = reinterpret_tensor(buf50, (1, 4, 16, 2), (256, 64, 4, 1), 2)  # alias
        assert_size_stride(arg2_1, (2, ), (1, ), 'input')
        buf40 = reinterpret_tensor(buf42, (1, 4, 16, 4), (1024, 256, 16, 1), 0)  # alias
        buf53 = empty_strided_cpu((1, 4, 16, 16), (1024, 256, 16, 1), torch.float32)
        buf51 = reinterpret_tensor(buf53, (1, 4, 16, 4), (1024, 256, 16, 1), 0)  # alias
        buf52 = reinterpret_tensor(buf53, (1, 4, 16, 12), (1024, 256, 16, 1), 4)  # alias
        assert_size_stride_grouped((arg9_1, arg10_1), ((64, 64), (64, )), ((64, 1), (1, )), 'input')
        buf54 = buf18; del buf18  # reuse
        # [Provenance debug handles] cpp_fused__to_copy__unsafe_view_add_cat_mul_native_layer_norm_neg_slice_split_transpose_unsqueeze_view_3:7
        cpp_fused__to_copy__unsafe_view_add_cat_mul_native_layer_norm_neg_slice_split_transpose_unsqueeze_view_3(buf21, buf24, buf27, buf30, buf19, arg15_1, arg16_1, arg17_1, arg18_1, buf47, buf36, arg2_1, buf39, buf50, arg9_1, arg10_1, buf22, buf43, buf25, buf44, buf28, buf45, buf31, buf46, buf48, buf49, buf40, buf51, buf52, buf54)
        del arg10_1
        del arg15_1
        del arg16_1
        del arg17_1
        del arg18_1
        del arg9_1
        del buf19
        del buf21
        del buf22
        del buf24
        del buf25
        del buf27
        del buf28
        del buf36
        del buf39
        del buf40
        del buf41
        del buf43
        del buf44
        del buf45
        del buf46
        del buf48
        del buf49
        del buf50
        del buf51
        del buf52
        buf55 = reinterpret_tensor(buf47, (16, 64), (64, 1), 0); del buf47  # reuse
        # Topologically Sorted Source Nodes: [y_2, t_2], Original ATen: [aten.view, aten.t, aten.mm]
        # [Provenance debug handles] extern_kernels.mm:8
        extern_kernels.mm(reinterpret_tensor(buf3, (16, 64), (64, 1), 0), reinterpret_tensor(buf54, (64, 64), (1, 64), 0), out=buf55)
        del buf3
        # Topologically Sorted Source Nodes: [position_ids, position_ids_1, y_2, view_2, value_states, result, expand, batch_arange, batch_indices, kv_arange, kv_indices, getitem_6, q_arange, q_indices, getitem_5, le, result_1, getitem_7, getitem_8, eq, result_2, attention_mask, attn_output], Original ATen: [aten.add, aten.unsqueeze, aten._unsafe_view, aten.view, aten.transpose, aten.new_ones, aten.expand, aten.arange, aten.index, aten.le, aten.bitwise_and, aten.eq, aten.scalar_tensor, aten.where, aten._scaled_dot_product_flash_attention_for_cpu]
        # [Provenance debug handles] torch.ops.aten._scaled_dot_product_flash_attention_for_cpu.default:9
        buf62 = torch.ops.aten._scaled_dot_product_flash_attention_for_cpu.default(buf42, buf53, reinterpret_tensor(buf55, (1, 4, 16, 16), (1024, 16, 64, 1), 0), attn_mask=buf61, scale=0.25)
        del buf42
        del buf53
        buf63 = buf62[0]
        assert_tensor_metadata(buf63, (1, 4, 16, 16), (1024, 256, 16, 1), torch.float32, 'torch.ops.aten._scaled_dot_product_flash_attention_for_cpu.default')
        assert_alignment(buf63, 16, 'torch.ops.aten._scaled_dot_product_flash_attention_for_cpu.default')
        del buf62
        buf135 = buf61; del buf61  # reuse
        buf66 = reinterpret_tensor(buf55, (1, 16, 4, 16), (1024, 64, 16, 1), 0); del buf55  # reuse
        assert_size_stride_grouped((arg19_1, arg20_1), ((64, 64), (64, )), ((64, 1), (1, )), 'input')
        buf65 = buf54; del buf54  # reuse
        # [Provenance debug handles] cpp_fused__scaled_dot_product_flash_attention_for_cpu__to_copy__unsafe_view_add_arange_bitwise_and_clone_eq_expand_index_le_mul_new_ones_scalar_tensor_transpose_unsqueeze_view_where_4:10
        cpp_fused__scaled_dot_product_flash_attention_for_cpu__to_copy__unsafe_view_add_arange_bitwise_and_clone_eq_expand_index_le_mul_new_ones_scalar_tensor_transpose_unsqueeze_view_where_4(buf60, buf63, arg19_1, arg20_1, buf135, buf66, buf65)
        del arg19_1
        del arg20_1
        del buf60
        buf67 = reinterpret_tensor(buf63, (16, 64), (64, 1), 0); del buf63  # reuse
        # Topologically Sorted Source Nodes: [transpose_3, attn_output_2, attn_output_3, y_3, t_3], Original ATen: [aten.transpose, aten.clone, aten.view, aten.t, aten.mm]
        # [Provenance debug handles] extern_kernels.mm:11
        extern_kernels.mm(reinterpret_tensor(buf66, (16, 64), (64, 1), 0), reinterpret_tensor(buf65, (64, 64), (1, 64), 0), out=buf67)
        del buf65
        assert_size_stride_grouped((arg21_1, arg22_1), ((64, ), (64, )), ((1, ), (1, )), 'input')
        buf68 = reinterpret_tensor(buf31, (1, 16, 1), (16, 1, 16), 0); del buf31  # reuse
        buf69 = buf68; del buf68  # reuse
        buf70 = reinterpret_tensor(buf30, (1, 16, 1), (16, 1, 16), 0); del buf30  # reuse
        buf71 = reinterpret_tensor(buf66, (1, 16, 64), (1024, 64, 1), 0); del buf66  # reuse
        assert_size_stride_grouped((arg23_1, arg24_1), ((128, 64), (128, )), ((64, 1), (1, )), 'input')
        buf72 = empty_strided_cpu((128, 64), (64, 1), torch.float32)
        # [Provenance debug handles] cpp_fused__to_copy__unsafe_view_add_embedding_mul_native_layer_norm_unsqueeze_5:12
        cpp_fused__to_copy__unsafe_view_add_embedding_mul_native_layer_norm_unsqueeze_5(buf69, arg0_1, arg1_1, buf67, arg21_1, arg22_1, arg23_1, arg24_1, buf70, buf71, buf72)
        del arg21_1
        del arg22_1
        del arg23_1
        del arg24_1
        del buf69
        del buf70
        buf73 = empty_strided_cpu((16, 128), (128, 1), torch.float32)
        # Topologically Sorted Source Nodes: [y_4, t_4], Original ATen: [aten.view, aten.t, aten.mm]
        # [Provenance debug handles] extern_kernels.mm:13
        extern_kernels.mm(reinterpret_tensor(buf71, (16, 64), (64, 1), 0), reinterpret_tensor(buf72, (64, 128), (1, 64), 0), out=buf73)
        assert_size_stride_grouped((arg25_1, arg26_1), ((128, 64), (128, )), ((64, 1), (1, )), 'input')
        buf74 = buf72; del buf72  # reuse
        # [Provenance debug handles] cpp_fused__to_copy_mul_unsqueeze_6:14
        cpp_fused__to_copy_mul_unsqueeze_6(arg25_1, arg26_1, buf74)
        del arg25_1
        del arg26_1
        buf75 = empty_strided_cpu((16, 128), (128, 1), torch.float32)
        # Topologically Sorted Source Nodes: [y_5, t_5], Original ATen: [aten.view, aten.t, aten.mm]
        # [Provenance debug handles] extern_kernels.mm:15
        extern_kernels.mm(reinterpret_tensor(buf71, (16, 64), (64, 1), 0), reinterpret_tensor(buf74, (64, 128), (1, 64), 0), out=buf75)
        del buf74
        buf77 = reinterpret_tensor(buf73, (1, 16, 128), (2048, 128, 1), 0); del buf73  # reuse
        assert_size_stride_grouped((arg27_1, arg28_1), ((64, 128), (64, )), ((128, 1), (1, )), 'input')
        buf76 = empty_strided_cpu((64, 128), (128, 1), torch.float32)
        # [Provenance debug handles] cpp_fused__to_copy__unsafe_view_mul_silu_unsqueeze_7:16
        cpp_fused__to_copy__unsafe_view_mul_silu_unsqueeze_7(buf77, buf75, arg27_1, arg28_1, buf76)
        del arg27_1
        del arg28_1
        del buf75
        buf78 = reinterpret_tensor(buf71, (16, 64), (64, 1), 0); del buf71  # reuse
        # Topologically Sorted Source Nodes: [y_4, silu, y_5, mul_7, y_6, t_6], Original ATen: [aten._unsafe_view, aten.silu, aten.mul, aten.view, aten.t, aten.mm]
        # [Provenance debug handles] extern_kernels.mm:17
        extern_kernels.mm(reinterpret_tensor(buf77, (16, 128), (128, 1), 0), reinterpret_tensor(buf76, (128, 64), (1, 128), 0), out=buf78)
        del buf76
        assert_size_stride_grouped((arg29_1, arg30_1), ((64, ), (64, )), ((1, ), (1, )), 'input')
        buf79 = empty_strided_cpu((1, 16, 1), (16, 1, 16), torch.float32)
        buf80 = buf79; del buf79  # reuse
        buf81 = empty_strided_cpu((1, 16, 1), (16, 1, 16), torch.float32)
        buf82 = empty_strided_cpu((1, 16, 64), (1024, 64, 1), torch.float32)
        assert_size_stride_grouped((arg31_1, arg32_1), ((64, 64), (64, )), ((64, 1), (1, )), 'input')
        buf83 = empty_strided_cpu((64, 64), (64, 1), torch.float32)
        # [Provenance debug handles] cpp_fused__to_copy__unsafe_view_add_embedding_mul_native_layer_norm_unsqueeze_8:18
        cpp_fused__to_copy__unsafe_view_add_embedding_mul_native_layer_norm_unsqueeze_8(buf80, arg0_1, arg1_1, buf67, buf78, arg29_1, arg30_1, arg31_1, arg32_1, buf81, buf82, buf83)
        del arg29_1
        del arg30_1
        del arg31_1
        del arg32_1
        buf84 = empty_strided_cpu((16, 64), (64, 1), torch.float32)
        # Topologically Sorted Source Nodes: [y_7, t_7], Original ATen: [aten.view, aten.t, aten.mm]
        # [Provenance debug handles] extern_kernels.mm:19
        extern_kernels.mm(reinterpret_tensor(buf82, (16, 64), (64, 1), 0), reinterpret_tensor(buf83, (64, 64), (1, 64), 0), out=buf84)
        assert_size_stride(arg37_1, (16, ), (1, ), 'input')
        buf85 = reinterpret_tensor(buf81, (1, 1, 16, 1), (16, 16, 1, 16), 0); del buf81  # reuse
        buf86 = buf85; del buf85  # reuse
        buf87 = reinterpret_tensor(buf80, (1, 1, 16, 1), (16, 16, 1, 16), 0); del buf80  # reuse
        buf115 = empty_strided_cpu((1, 4, 16, 16), (1024, 1, 64, 4), torch.float32)
        buf111 = reinterpret_tensor(buf115, (1, 1, 16, 16), (1024, 1, 64, 4), 0)  # alias
        assert_size_stride(arg38_1, (16, ), (1, ), 'input')
        buf88 = empty_strided_cpu((1, 1, 16, 1), (16, 16, 1, 16), torch.float32)
        buf89 = buf88; del buf88  # reuse
        buf90 = empty_strided_cpu((1, 1, 16, 1), (16, 16, 1, 16), torch.float32)
        buf112 = reinterpret_tensor(buf115, (1, 1, 16, 16), (1024, 1, 64, 4), 1)  # alias
        assert_size_stride(arg39_1, (16, ), (1, ), 'input')
        buf91 = empty_strided_cpu((1, 1, 16, 1), (16, 16, 1, 16), torch.float32)
        buf92 = buf91; del buf91  # reuse
        buf93 = empty_strided_cpu((1, 1, 16, 1), (16, 16, 1, 16), torch.float32)
        buf113 = reinterpret_tensor(buf115, (1, 1, 16, 16), (1024, 1, 64, 4), 2)  # alias
        assert_size_stride(arg40_1, (16, ), (1, ), 'input')
        buf94 = empty_strided_cpu((1, 1, 16, 1), (16, 16, 1, 16), torch.float32)
        buf95 = buf94; del buf94  # reuse
        buf96 = empty_strided_cpu((1, 1, 16, 1), (16, 16, 1, 16), torch.float32)
        buf114 = reinterpret_tensor(buf115, (1, 1, 16, 16), (1024, 1, 64, 4), 3)  # alias
        buf121 = empty_strided_cpu((1, 4, 16, 16), (1024, 256, 16, 1), torch.float32)
        buf120 = reinterpret_tensor(buf121, (1, 4, 16, 12), (1024, 256, 16, 1), 4)  # alias
        buf118 = empty_strided_cpu((1, 4, 16, 4), (256, 64, 4, 1), torch.float32)
        buf116 = reinterpret_tensor(buf118, (1, 4, 16, 2), (256, 64, 4, 1), 0)  # alias
        buf117 = reinterpret_tensor(buf118, (1, 4, 16, 2), (256, 64, 4, 1), 2)  # alias
        assert_size_stride_grouped((arg33_1, arg34_1), ((64, 64), (64, )), ((64, 1), (1, )), 'input')
        buf97 = buf83; del buf83  # reuse
        # [Provenance debug handles] cpp_fused__to_copy__unsafe_view_add_cat_mul_native_layer_norm_neg_slice_split_transpose_unsqueeze_view_2:20
        cpp_fused__to_copy__unsafe_view_add_cat_mul_native_layer_norm_neg_slice_split_transpose_unsqueeze_view_2(buf86, buf89, buf92, buf95, buf84, arg37_1, arg38_1, arg39_1, arg40_1, buf115, arg33_1, arg34_1, buf87, buf111, buf90, buf112, buf93, buf113, buf96, buf114, buf120, buf116, buf117, buf97)
        del arg33_1
        del arg34_1
        del arg37_1
        del arg38_1
        del arg39_1
        del arg40_1
        del buf111
        del buf112
        del buf113
        del buf114
        del buf116
        del buf117
        buf98 = buf84; del buf84  # reuse
        # Topologically Sorted Source Nodes: [y_8, t_8], Original ATen: [aten.view, aten.t, aten.mm]
        # [Provenance debug handles] extern_kernels.mm:21
        extern_kernels.mm(reinterpret_tensor(buf82, (16, 64), (64, 1), 0), reinterpret_tensor(buf97, (64, 64), (1, 64), 0), out=buf98)
        assert_size_stride(arg41_1, (16, ), (1, ), 'input')
        buf99 = buf96; del buf96  # reuse
        buf100 = buf99; del buf99  # reuse
        buf101 = buf95; del buf95  # reuse
        buf126 = empty_strided_cpu((1, 4, 16, 16), (1024, 1, 64, 4), torch.float32)
        buf122 = reinterpret_tensor(buf126, (1, 1, 16, 16), (1024, 1, 64, 4), 0)  # alias
        assert_size_stride(arg42_1, (16, ), (1, ), 'input')
        buf102 = buf93; del buf93  # reuse
        buf103 = buf102; del buf102  # reuse
        buf104 = buf92; del buf92  # reuse
        buf123 = reinterpret_tensor(buf126, (1, 1, 16, 16), (1024, 1, 64, 4), 1)  # alias
        assert_size_stride(arg43_1, (16, ), (1, ), 'input')
        buf105 = buf90; del buf90  # reuse
        buf106 = buf105; del buf105  # reuse
        buf107 = buf89; del buf89  # reuse
        buf124 = reinterpret_tensor(buf126, (1, 1, 16, 16), (1024, 1, 64, 4), 2)  # alias
        assert_size_stride(arg44_1, (16, ), (1, ), 'input')
        buf108 = buf87; del buf87  # reuse
        buf109 = buf108; del buf108  # reuse
        buf110 = buf86; del buf86  # reuse
        buf125 = reinterpret_tensor(buf126, (1, 1, 16, 16), (1024, 1, 64, 4), 3)  # alias
        buf129 = empty_strided_cpu((1, 4, 16, 4), (256, 64, 4, 1), torch.float32)
        buf127 = reinterpret_tensor(buf129, (1, 4, 16, 2), (256, 64, 4, 1), 0)  # alias
        buf128 = reinterpret_tensor(buf129, (1, 4, 16, 2), (256, 64, 4, 1), 2)  # alias
        buf119 = reinterpret_tensor(buf121, (1, 4, 16, 4), (1024, 256, 16, 1), 0)  # alias
        buf132 = empty_strided_cpu((1, 4, 16, 16), (1024, 256, 16, 1), torch.float32)
        buf130 = reinterpret_tensor(buf132, (1, 4, 16, 4), (1024, 256, 16, 1), 0)  # alias
        buf131 = reinterpret_tensor(buf132, (1, 4, 16, 12), (1024, 256, 16, 1), 4)  # alias
        assert_size_stride_grouped((arg35_1, arg36_1), ((64, 64), (64, )), ((64, 1), (1, )), 'input')
        buf133 = buf97; del buf97  # reuse
        # [Provenance debug handles] cpp_fused__to_copy__unsafe_view_add_cat_mul_native_layer_norm_neg_slice_split_transpose_unsqueeze_view_3:22
        cpp_fused__to_copy__unsafe_view_add_cat_mul_native_layer_norm_neg_slice_split_transpose_unsqueeze_view_3(buf100, buf103, buf106, buf109, buf98, arg41_1, arg42_1, arg43_1, arg44_1, buf126, buf115, arg2_1, buf118, buf129, arg35_1, arg36_1, buf101, buf122, buf104, buf123, buf107, buf124, buf110, buf125, buf127, buf128, buf119, buf130, buf131, buf133)
        del arg2_1
        del arg35_1
        del arg36_1
        del arg41_1
        del arg42_1
        del arg43_1
        del arg44_1
        del buf100
        del buf101
        del buf103
        del buf104
        del buf106
        del buf107
        del buf115
        del buf118
        del buf119
        del buf120
        del buf122
        del buf123
        del buf124
        del buf125
        del buf126
        del buf127
        del buf128
        del buf129
        del buf130
        del buf131
        buf134 = buf98; del buf98  # reuse
        # Topologically Sorted Source Nodes: [y_9, t_9], Original ATen: [aten.view, aten.t, aten.mm]
        # [Provenance debug handles] extern_kernels.mm:23
        extern_kernels.mm(reinterpret_tensor(buf82, (16, 64), (64, 1), 0), reinterpret_tensor(buf133, (64, 64), (1, 64), 0), out=buf134)
        del buf82
        # Topologically Sorted Source Nodes: [position_ids, position_ids_1, result, expand, batch_arange, batch_indices, kv_arange, kv_indices, getitem_6, q_arange, q_indices, getitem_5, le, result_1, getitem_7, getitem_8, eq, result_2, attention_mask, y_9, view_5, value_states_1, attn_output_4], Original ATen: [aten.add, aten.unsqueeze, aten.new_ones, aten.expand, aten.arange, aten.index, aten.le, aten.bitwise_and, aten.eq, aten._unsafe_view, aten.view, aten.transpose, aten.scalar_tensor, aten.where, aten._scaled_dot_product_flash_attention_for_cpu]
        # [Provenance debug handles] torch.ops.aten._scaled_dot_product_flash_attention_for_cpu.default:24
        buf136 = torch.ops.aten._scaled_dot_product_flash_attention_for_cpu.default(buf121, buf132, reinterpret_tensor(buf134, (1, 4, 16, 16), (1024, 16, 64, 1), 0), attn_mask=buf135, scale=0.25)
        del buf121
        del buf132
        del buf135
        buf137 = buf136[0]
        assert_tensor_metadata(buf137, (1, 4, 16, 16), (1024, 256, 16, 1), torch.float32, 'torch.ops.aten._scaled_dot_product_flash_attention_for_cpu.default')
        assert_alignment(buf137, 16, 'torch.ops.aten._scaled_dot_product_flash_attention_for_cpu.default')
        del buf136
        buf140 = reinterpret_tensor(buf134, (1, 16, 4, 16), (1024, 64, 16, 1), 0); del buf134  # reuse
        assert_size_stride_grouped((arg45_1, arg46_1), ((64, 64), (64, )), ((64, 1), (1, )), 'input')
        buf139 = buf133; del buf133  # reuse
        # [Provenance debug handles] cpp_fused__to_copy_clone_mul_transpose_unsqueeze_9:25
        cpp_fused__to_copy_clone_mul_transpose_unsqueeze_9(buf137, arg45_1, arg46_1, buf140, buf139)
        del arg45_1
        del arg46_1
        buf141 = reinterpret_tensor(buf137, (16, 64), (64, 1), 0); del buf137  # reuse
        # Topologically Sorted Source Nodes: [transpose_7, attn_output_6, attn_output_7, y_10, t_10], Original ATen: [aten.transpose, aten.clone, aten.view, aten.t, aten.mm]
        # [Provenance debug handles] extern_kernels.mm:26
        extern_kernels.mm(reinterpret_tensor(buf140, (16, 64), (64, 1), 0), reinterpret_tensor(buf139, (64, 64), (1, 64), 0), out=buf141)
        del buf139
        assert_size_stride_grouped((arg47_1, arg48_1), ((64, ), (64, )), ((1, ), (1, )), 'input')
        buf142 = reinterpret_tensor(buf67, (1, 16, 64), (1024, 64, 1), 0); del buf67  # reuse
        buf143 = reinterpret_tensor(buf110, (1, 16, 1), (16, 1, 16), 0); del buf110  # reuse
        buf144 = buf143; del buf143  # reuse
        buf145 = reinterpret_tensor(buf109, (1, 16, 1), (16, 1, 16), 0); del buf109  # reuse
        buf146 = reinterpret_tensor(buf140, (1, 16, 64), (1024, 64, 1), 0); del buf140  # reuse
        assert_size_stride_grouped((arg49_1, arg50_1), ((128, 64), (128, )), ((64, 1), (1, )), 'input')
        buf147 = empty_strided_cpu((128, 64), (64, 1), torch.float32)
        # [Provenance debug handles] cpp_fused__to_copy__unsafe_view_add_embedding_mul_native_layer_norm_unsqueeze_10:27
        cpp_fused__to_copy__unsafe_view_add_embedding_mul_native_layer_norm_unsqueeze_10(buf142, buf144, arg0_1, arg1_1, buf78, buf141, arg47_1, arg48_1, arg49_1, arg50_1, buf145, buf146, buf147)
        del arg0_1
        del arg1_1
        del arg47_1
        del arg48_1
        del arg49_1
        del arg50_1
        del buf141
        del buf78
        buf148 = reinterpret_tensor(buf77, (16, 128), (128, 1), 0); del buf77  # reuse
        # Topologically Sorted Source Nodes: [y_11, t_11], Original ATen: [aten.view, aten.t, aten.mm]
        # [Provenance debug handles] extern_kernels.mm:28
        extern_kernels.mm(reinterpret_tensor(buf146, (16, 64), (64, 1), 0), reinterpret_tensor(buf147, (64, 128), (1, 64), 0), out=buf148)
        assert_size_stride_grouped((arg51_1, arg52_1), ((128, 64), (128, )), ((64, 1), (1, )), 'input')
        buf149 = buf147; del buf147  # reuse
        # [Provenance debug handles] cpp_fused__to_copy_mul_unsqueeze_6:29
        cpp_fused__to_copy_mul_unsqueeze_6(arg51_1, arg52_1, buf149)
        del arg51_1
        del arg52_1
        buf150 = empty_strided_cpu((16, 128), (128, 1), torch.float32)
        # Topologically Sorted Source Nodes: [y_12, t_12], Original ATen: [aten.view, aten.t, aten.mm]
        # [Provenance debug handles] extern_kernels.mm:30
        extern_kernels.mm(reinterpret_tensor(buf146, (16, 64), (64, 1), 0), reinterpret_tensor(buf149, (64, 128), (1, 64), 0), out=buf150)
        del buf149
        buf152 = reinterpret_tensor(buf148, (1, 16, 128), (2048, 128, 1), 0); del buf148  # reuse
        assert_size_stride_grouped((arg53_1, arg54_1), ((64, 128), (64, )), ((128, 1), (1, )), 'input')
        buf151 = empty_strided_cpu((64, 128), (128, 1), torch.float32)
        # [Provenance debug handles] cpp_fused__to_copy__unsafe_view_mul_silu_unsqueeze_7:31
        cpp_fused__to_copy__unsafe_view_mul_silu_unsqueeze_7(buf152, buf150, arg53_1, arg54_1, buf151)
        del arg53_1
        del arg54_1
        del buf150
        buf153 = reinterpret_tensor(buf146, (16, 64), (64, 1), 0); del buf146  # reuse
        # Topologically Sorted Source Nodes: [y_11, silu_1, y_12, mul_12, y_13, t_13], Original ATen: [aten._unsafe_view, aten.silu, aten.mul, aten.view, aten.t, aten.mm]
        # [Provenance debug handles] extern_kernels.mm:32
        extern_kernels.mm(reinterpret_tensor(buf152, (16, 128), (128, 1), 0), reinterpret_tensor(buf151, (128, 64), (1, 128), 0), out=buf153)
        del buf151
        assert_size_stride_grouped((arg55_1, arg56_1), ((64, ), (64, )), ((1, ), (1, )), 'input')
        buf154 = buf145; del buf145  # reuse
        buf155 = buf154; del buf154  # reuse
        buf156 = buf144; del buf144  # reuse
        buf157 = buf142; del buf142  # reuse
        assert_size_stride(arg57_1, (128, 64), (64, 1), 'input')
        # [Provenance debug handles] cpp_fused__unsafe_view_add_native_layer_norm_11:33
        cpp_fused__unsafe_view_add_native_layer_norm_11(buf155, buf157, buf153, arg55_1, arg56_1, buf156)
        del arg55_1
        del arg56_1
        del buf153
        del buf155
        del buf156
        buf158 = reinterpret_tensor(buf152, (16, 128), (128, 1), 0); del buf152  # reuse
        # Topologically Sorted Source Nodes: [y_13, hidden_states_19, hidden_states_20, logits], Original ATen: [aten._unsafe_view, aten.add, aten.native_layer_norm, aten.view, aten.t, aten.mm]
        # [Provenance debug handles] extern_kernels.mm:34
        extern_kernels.mm(reinterpret_tensor(buf157, (16, 64), (64, 1), 0), reinterpret_tensor(arg57_1, (64, 128), (1, 64), 0), out=buf158)
        del arg57_1
        return (reinterpret_tensor(buf158, (1, 16, 128), (2048, 128, 1), 0), )

runner = Runner(partitions=[])
call = runner.call
recursively_apply_fns = runner.recursively_apply_fns


def get_args():
    from torch._dynamo.testing import rand_strided
    arg0_1 = rand_strided((1, 16), (16, 1), device='cpu', dtype=torch.int64)
    arg1_1 = rand_strided((128, 64), (64, 1), device='cpu', dtype=torch.float32)
    arg2_1 = rand_strided((2, ), (1, ), device='cpu', dtype=torch.float32)
    arg3_1 = rand_strided((64, ), (1, ), device='cpu', dtype=torch.float32)
    arg4_1 = rand_strided((64, ), (1, ), device='cpu', dtype=torch.float32)
    arg5_1 = rand_strided((64, 64), (64, 1), device='cpu', dtype=torch.int8)
    arg6_1 = rand_strided((64, ), (1, ), device='cpu', dtype=torch.float32)
    arg7_1 = rand_strided((64, 64), (64, 1), device='cpu', dtype=torch.int8)
    arg8_1 = rand_strided((64, ), (1, ), device='cpu', dtype=torch.float32)
    arg9_1 = rand_strided((64, 64), (64, 1), device='cpu', dtype=torch.int8)
    arg10_1 = rand_strided((64, ), (1, ), device='cpu', dtype=torch.float32)
    arg11_1 = rand_strided((16, ), (1, ), device='cpu', dtype=torch.float32)
    arg12_1 = rand_strided((16, ), (1, ), device='cpu', dtype=torch.float32)
    arg13_1 = rand_strided((16, ), (1, ), device='cpu', dtype=torch.float32)
    arg14_1 = rand_strided((16, ), (1, ), device='cpu', dtype=torch.float32)
    arg15_1 = rand_strided((16, ), (1, ), device='cpu', dtype=torch.float32)
    arg16_1 = rand_strided((16, ), (1, ), device='cpu', dtype=torch.float32)
    arg17_1 = rand_strided((16, ), (1, ), device='cpu', dtype=torch.float32)
    arg18_1 = rand_strided((16, ), (1, ), device='cpu', dtype=torch.float32)
    arg19_1 = rand_strided((64, 64), (64, 1), device='cpu', dtype=torch.int8)
    arg20_1 = rand_strided((64, ), (1, ), device='cpu', dtype=torch.float32)
    arg21_1 = rand_strided((64, ), (1, ), device='cpu', dtype=torch.float32)
    arg22_1 = rand_strided((64, ), (1, ), device='cpu', dtype=torch.float32)
    arg23_1 = rand_strided((128, 64), (64, 1), device='cpu', dtype=torch.int8)
    arg24_1 = rand_strided((128, ), (1, ), device='cpu', dtype=torch.float32)
    arg25_1 = rand_strided((128, 64), (64, 1), device='cpu', dtype=torch.int8)
    arg26_1 = rand_strided((128, ), (1, ), device='cpu', dtype=torch.float32)
    arg27_1 = rand_strided((64, 128), (128, 1), device='cpu', dtype=torch.int8)
    arg28_1 = rand_strided((64, ), (1, ), device='cpu', dtype=torch.float32)
    arg29_1 = rand_strided((64, ), (1, ), device='cpu', dtype=torch.float32)
    arg30_1 = rand_strided((64, ), (1, ), device='cpu', dtype=torch.float32)
    arg31_1 = rand_strided((64, 64), (64, 1), device='cpu', dtype=torch.int8)
    arg32_1 = rand_strided((64, ), (1, ), device='cpu', dtype=torch.float32)
    arg33_1 = rand_strided((64, 64), (64, 1), device='cpu', dtype=torch.int8)
    arg34_1 = rand_strided((64, ), (1, ), device='cpu', dtype=torch.float32)
    arg35_1 = rand_strided((64, 64), (64, 1), device='cpu', dtype=torch.int8)
    arg36_1 = rand_strided((64, ), (1, ), device='cpu', dtype=torch.float32)
    arg37_1 = rand_strided((16, ), (1, ), device='cpu', dtype=torch.float32)
    arg38_1 = rand_strided((16, ), (1, ), device='cpu', dtype=torch.float32)
    arg39_1 = rand_strided((16, ), (1, ), device='cpu', dtype=torch.float32)
    arg40_1 = rand_strided((16, ), (1, ), device='cpu', dtype=torch.float32)
    arg41_1 = rand_strided((16, ), (1, ), device='cpu', dtype=torch.float32)
    arg42_1 = rand_strided((16, ), (1, ), device='cpu', dtype=torch.float32)
    arg43_1 = rand_strided((16, ), (1, ), device='cpu', dtype=torch.float32)
    arg44_1 = rand_strided((16, ), (1, ), device='cpu', dtype=torch.float32)
    arg45_1 = rand_strided((64, 64), (64, 1), device='cpu', dtype=torch.int8)
    arg46_1 = rand_strided((64, ), (1, ), device='cpu', dtype=torch.float32)
    arg47_1 = rand_strided((64, ), (1, ), device='cpu', dtype=torch.float32)
    arg48_1 = rand_strided((64, ), (1, ), device='cpu', dtype=torch.float32)
    arg49_1 = rand_strided((128, 64), (64, 1), device='cpu', dtype=torch.int8)
    arg50_1 = rand_strided((128, ), (1, ), device='cpu', dtype=torch.float32)
    arg51_1 = rand_strided((128, 64), (64, 1), device='cpu', dtype=torch.int8)
    arg52_1 = rand_strided((128, ), (1, ), device='cpu', dtype=torch.float32)
    arg53_1 = rand_strided((64, 128), (128, 1), device='cpu', dtype=torch.int8)
    arg54_1 = rand_strided((64, ), (1, ), device='cpu', dtype=torch.float32)
    arg55_1 = rand_strided((64, ), (1, ), device='cpu', dtype=torch.float32)
    arg56_1 = rand_strided((64, ), (1, ), device='cpu', dtype=torch.float32)
    arg57_1 = rand_strided((128, 64), (64, 1), device='cpu', dtype=torch.float32)
    return [arg0_1, arg1_1, arg2_1, arg3_1, arg4_1, arg5_1, arg6_1, arg7_1, arg8_1, arg9_1, arg10_1, arg11_1, arg12_1, arg13_1, arg14_1, arg15_1, arg16_1, arg17_1, arg18_1, arg19_1, arg20_1, arg21_1, arg22_1, arg23_1, arg24_1, arg25_1, arg26_1, arg27_1, arg28_1, arg29_1, arg30_1, arg31_1, arg32_1, arg33_1, arg34_1, arg35_1, arg36_1, arg37_1, arg38_1, arg39_1, arg40_1, arg41_1, arg42_1, arg43_1, arg44_1, arg45_1, arg46_1, arg47_1, arg48_1, arg49_1, arg50_1, arg51_1, arg52_1, arg53_1, arg54_1, arg55_1, arg56_1, arg57_1]


def benchmark_compiled_module(args, times=10, repeat=10):
    from torch._inductor.utils import print_performance
    fn = lambda: call(list(args))
    return print_performance(fn, times=times, repeat=repeat, device='cpu')


if __name__ == "__main__":
    from torch._inductor.wrapper_benchmark import compiled_module_main
    args = get_args()
    compiled_module_main('None', lambda times, repeat: benchmark_compiled_module(args, times=times, repeat=repeat))
