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


cpp_fused__to_copy_add_amax_amin_clamp_div_embedding_maximum_mean_minimum_mul_neg_pow_rsqrt_view_zeros_like_0 = async_compile.cpp_pybinding(['const int64_t*', 'const float*', 'const float*', 'float*', 'float*', 'float*', 'float*', 'float*', 'float*', 'float*', 'uint8_t*', 'uint8_t*', 'uint8_t*'], r'''
#include <torch/csrc/inductor/cpp_prefix.h>
extern "C"  void  kernel(const int64_t* in_ptr0,
                       const float* in_ptr1,
                       const float* in_ptr2,
                       float* out_ptr0,
                       float* out_ptr1,
                       float* out_ptr2,
                       float* out_ptr3,
                       float* out_ptr4,
                       float* out_ptr5,
                       float* out_ptr6,
                       uint8_t* out_ptr7,
                       uint8_t* out_ptr8,
                       uint8_t* out_ptr9)
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
            {
                float tmp_acc0 = std::numeric_limits<float>::infinity();
                at::vec::Vectorized<float> tmp_acc0_vec = at::vec::Vectorized<float>(std::numeric_limits<float>::infinity());
                float tmp_acc1 = -std::numeric_limits<float>::infinity();
                at::vec::Vectorized<float> tmp_acc1_vec = at::vec::Vectorized<float>(-std::numeric_limits<float>::infinity());
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
                            tmp_acc0_vec = at::vec::minimum(tmp_acc0_vec, tmp14);
                            tmp_acc1_vec = at::vec::maximum(tmp_acc1_vec, tmp14);
                        }
                    }
                }
                tmp_acc0 = min_propagate_nan(tmp_acc0, at::vec::vec_reduce_all<float, 1>([](at::vec::Vectorized<float>& x, at::vec::Vectorized<float>& y) { return at::vec::minimum(x, y); }, tmp_acc0_vec));
                out_ptr1[static_cast<int64_t>(x0)] = static_cast<float>(tmp_acc0);
                tmp_acc1 = max_propagate_nan(tmp_acc1, at::vec::vec_reduce_all<float, 1>([](at::vec::Vectorized<float>& x, at::vec::Vectorized<float>& y) { return at::vec::maximum(x, y); }, tmp_acc1_vec));
                out_ptr2[static_cast<int64_t>(x0)] = static_cast<float>(tmp_acc1);
                out_ptr3[static_cast<int64_t>(x0)] = static_cast<float>(tmp_acc0);
                out_ptr4[static_cast<int64_t>(x0)] = static_cast<float>(tmp_acc1);
                out_ptr5[static_cast<int64_t>(x0)] = static_cast<float>(tmp_acc0);
                out_ptr6[static_cast<int64_t>(x0)] = static_cast<float>(tmp_acc1);
            }
            for(int64_t x1=static_cast<int64_t>(0L); x1<static_cast<int64_t>(64L); x1+=static_cast<int64_t>(16L))
            {
                {
                    if(C10_LIKELY(x1 >= static_cast<int64_t>(0) && x1 < static_cast<int64_t>(64L)))
                    {
                        auto tmp0 = at::vec::Vectorized<float>::loadu(in_ptr2 + static_cast<int64_t>(x1), static_cast<int64_t>(16));
                        auto tmp1 = in_ptr0[static_cast<int64_t>(x0)];
                        auto tmp6 = out_ptr0[static_cast<int64_t>(x0)];
                        auto tmp15 = out_ptr1[static_cast<int64_t>(x0)];
                        auto tmp19 = out_ptr2[static_cast<int64_t>(x0)];
                        auto tmp43 = out_ptr3[static_cast<int64_t>(x0)];
                        auto tmp46 = out_ptr4[static_cast<int64_t>(x0)];
                        auto tmp61 = out_ptr5[static_cast<int64_t>(x0)];
                        auto tmp64 = out_ptr6[static_cast<int64_t>(x0)];
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
                        auto tmp16 = static_cast<float>(0.0);
                        auto tmp17 = min_propagate_nan(tmp15, tmp16);
                        auto tmp18 = decltype(tmp17)(-tmp17);
                        auto tmp20 = max_propagate_nan(tmp19, tmp16);
                        auto tmp21 = max_propagate_nan(tmp18, tmp20);
                        auto tmp22 = static_cast<float>(127.5);
                        auto tmp23 = tmp21 / tmp22;
                        auto tmp24 = static_cast<float>(1.1920928955078125e-07);
                        auto tmp25 = max_propagate_nan(tmp23, tmp24);
                        auto tmp26 = static_cast<float>(1.0);
                        auto tmp27 = tmp26 / tmp25;
                        auto tmp28 = at::vec::Vectorized<float>(tmp27);
                        auto tmp29 = tmp14 * tmp28;
                        auto tmp30 = tmp29.round();
                        auto tmp31 = static_cast<float>(-128.0);
                        auto tmp32 = at::vec::Vectorized<float>(tmp31);
                        auto tmp33 = at::vec::maximum(tmp30, tmp32);
                        auto tmp34 = static_cast<float>(127.0);
                        auto tmp35 = at::vec::Vectorized<float>(tmp34);
                        auto tmp36 = at::vec::minimum(tmp33, tmp35);
                        auto tmp37 = at::vec::convert<int8_t>(tmp36);
                        auto tmp38 = at::vec::convert<int32_t>(tmp37);
                        auto tmp39 = static_cast<int32_t>(128);
                        auto tmp40 = at::vec::Vectorized<int32_t>(tmp39);
                        auto tmp41 = tmp38 + tmp40;
                        auto tmp42 = at::vec::convert<uint8_t>(tmp41);
                        auto tmp44 = min_propagate_nan(tmp43, tmp16);
                        auto tmp45 = decltype(tmp44)(-tmp44);
                        auto tmp47 = max_propagate_nan(tmp46, tmp16);
                        auto tmp48 = max_propagate_nan(tmp45, tmp47);
                        auto tmp49 = tmp48 / tmp22;
                        auto tmp50 = max_propagate_nan(tmp49, tmp24);
                        auto tmp51 = tmp26 / tmp50;
                        auto tmp52 = at::vec::Vectorized<float>(tmp51);
                        auto tmp53 = tmp14 * tmp52;
                        auto tmp54 = tmp53.round();
                        auto tmp55 = at::vec::maximum(tmp54, tmp32);
                        auto tmp56 = at::vec::minimum(tmp55, tmp35);
                        auto tmp57 = at::vec::convert<int8_t>(tmp56);
                        auto tmp58 = at::vec::convert<int32_t>(tmp57);
                        auto tmp59 = tmp58 + tmp40;
                        auto tmp60 = at::vec::convert<uint8_t>(tmp59);
                        auto tmp62 = min_propagate_nan(tmp61, tmp16);
                        auto tmp63 = decltype(tmp62)(-tmp62);
                        auto tmp65 = max_propagate_nan(tmp64, tmp16);
                        auto tmp66 = max_propagate_nan(tmp63, tmp65);
                        auto tmp67 = tmp66 / tmp22;
                        auto tmp68 = max_propagate_nan(tmp67, tmp24);
                        auto tmp69 = tmp26 / tmp68;
                        auto tmp70 = at::vec::Vectorized<float>(tmp69);
                        auto tmp71 = tmp14 * tmp70;
                        auto tmp72 = tmp71.round();
                        auto tmp73 = at::vec::maximum(tmp72, tmp32);
                        auto tmp74 = at::vec::minimum(tmp73, tmp35);
                        auto tmp75 = at::vec::convert<int8_t>(tmp74);
                        auto tmp76 = at::vec::convert<int32_t>(tmp75);
                        auto tmp77 = tmp76 + tmp40;
                        auto tmp78 = at::vec::convert<uint8_t>(tmp77);
                        tmp42.store(out_ptr7 + static_cast<int64_t>(x1 + 64L*x0), static_cast<int64_t>(16));
                        tmp60.store(out_ptr8 + static_cast<int64_t>(x1 + 64L*x0), static_cast<int64_t>(16));
                        tmp78.store(out_ptr9 + static_cast<int64_t>(x1 + 64L*x0), static_cast<int64_t>(16));
                    }
                }
            }
        }
    }
    inductor_cpu_integer_div_error_flag = nullptr;
    inductor_cpu_throw_if_integer_div_error(inductor_cpu_integer_div_error);
}
''')


cpp_fused__to_copy_cat_clamp_div_maximum_minimum_mul_neg_slice_sub_sum_t_transpose_view_zeros_like_1 = async_compile.cpp_pybinding(['const int8_t*', 'const int32_t*', 'const float*', 'const float*', 'const float*', 'int32_t*', 'float*', 'float*', 'float*'], r'''
#include <torch/csrc/inductor/cpp_prefix.h>
extern "C"  void  kernel(const int8_t* in_ptr0,
                       const int32_t* in_ptr1,
                       const float* in_ptr2,
                       const float* in_ptr3,
                       const float* in_ptr4,
                       int32_t* out_ptr0,
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
            for(int64_t x0=static_cast<int64_t>(0L); x0<static_cast<int64_t>(64L); x0+=static_cast<int64_t>(1L))
            {
                {
                    int32_t tmp_acc0 = 0;
                    at::vec::Vectorized<int32_t> tmp_acc0_vec = at::vec::Vectorized<int32_t>(0);
                    for(int64_t x1=static_cast<int64_t>(0L); x1<static_cast<int64_t>(64L); x1+=static_cast<int64_t>(16L))
                    {
                        {
                            if(C10_LIKELY(x1 >= static_cast<int64_t>(0) && x1 < static_cast<int64_t>(64L)))
                            {
                                auto tmp0 = at::vec::Vectorized<int8_t>::loadu(in_ptr0 + static_cast<int64_t>(x1 + 64L*x0), static_cast<int64_t>(16));
                                auto tmp1 = at::vec::convert<int32_t>(tmp0);
                                tmp_acc0_vec = tmp_acc0_vec + tmp1;
                            }
                        }
                    }
                    tmp_acc0 = tmp_acc0 + at::vec::vec_reduce_all<int32_t, 1>([](at::vec::Vectorized<int32_t>& x, at::vec::Vectorized<int32_t>& y) { return x + y; }, tmp_acc0_vec);
                    out_ptr0[static_cast<int64_t>(x0)] = static_cast<int32_t>(tmp_acc0);
                }
            }
        }
        #pragma omp single
        {
            {
                #pragma GCC ivdep
                for(int64_t x0=static_cast<int64_t>(0L); x0<static_cast<int64_t>(8L); x0+=static_cast<int64_t>(1L))
                {
                    for(int64_t x1=static_cast<int64_t>(0L); x1<static_cast<int64_t>(64L); x1+=static_cast<int64_t>(16L))
                    {
                        {
                            if(C10_LIKELY(x1 >= static_cast<int64_t>(0) && x1 < static_cast<int64_t>(64L)))
                            {
                                auto tmp0 = at::vec::Vectorized<int32_t>::loadu(in_ptr1 + static_cast<int64_t>(x1 + 64L*x0), static_cast<int64_t>(16));
                                auto tmp1 = at::vec::Vectorized<int32_t>::loadu(out_ptr0 + static_cast<int64_t>(x1), static_cast<int64_t>(16));
                                auto tmp7 = in_ptr2[static_cast<int64_t>(x0)];
                                auto tmp11 = in_ptr3[static_cast<int64_t>(x0)];
                                auto tmp20 = at::vec::Vectorized<float>::loadu(in_ptr4 + static_cast<int64_t>(x1), static_cast<int64_t>(16));
                                auto tmp2 = static_cast<int32_t>(128);
                                auto tmp3 = at::vec::Vectorized<int32_t>(tmp2);
                                auto tmp4 = tmp1 * tmp3;
                                auto tmp5 = tmp0 - tmp4;
                                auto tmp6 = at::vec::convert<float>(tmp5);
                                auto tmp8 = static_cast<float>(0.0);
                                auto tmp9 = min_propagate_nan(tmp7, tmp8);
                                auto tmp10 = decltype(tmp9)(-tmp9);
                                auto tmp12 = max_propagate_nan(tmp11, tmp8);
                                auto tmp13 = max_propagate_nan(tmp10, tmp12);
                                auto tmp14 = static_cast<float>(127.5);
                                auto tmp15 = tmp13 / tmp14;
                                auto tmp16 = static_cast<float>(1.1920928955078125e-07);
                                auto tmp17 = max_propagate_nan(tmp15, tmp16);
                                auto tmp18 = at::vec::Vectorized<float>(tmp17);
                                auto tmp19 = tmp6 * tmp18;
                                auto tmp21 = tmp19 * tmp20;
                                tmp21.store(out_ptr1 + static_cast<int64_t>(x1 + 64L*x0));
                            }
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
                    #pragma GCC ivdep
                    for(int64_t x1=static_cast<int64_t>(0L); x1<static_cast<int64_t>(8L); x1+=static_cast<int64_t>(1L))
                    {
                        for(int64_t x2=static_cast<int64_t>(0L); x2<static_cast<int64_t>(8L); x2+=static_cast<int64_t>(16L))
                        {
                            {
                                if(C10_LIKELY(x2 >= static_cast<int64_t>(0L) && x2 < static_cast<int64_t>(8L)))
                                {
                                    auto tmp0 = at::vec::Vectorized<float>::loadu(out_ptr1 + static_cast<int64_t>(8L + x2 + 16L*x0 + 64L*x1), static_cast<int64_t>(8L));
                                    auto tmp1 = tmp0.neg();
                                    tmp1.store(out_ptr2 + static_cast<int64_t>(x2 + 16L*x1 + 128L*x0), static_cast<int64_t>(8L));
                                }
                            }
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
                    #pragma GCC ivdep
                    for(int64_t x1=static_cast<int64_t>(0L); x1<static_cast<int64_t>(8L); x1+=static_cast<int64_t>(1L))
                    {
                        for(int64_t x2=static_cast<int64_t>(0L); x2<static_cast<int64_t>(8L); x2+=static_cast<int64_t>(16L))
                        {
                            {
                                if(C10_LIKELY(x2 >= static_cast<int64_t>(0L) && x2 < static_cast<int64_t>(8L)))
                                {
                                    auto tmp0 = at::vec::Vectorized<float>::loadu(out_ptr1 + static_cast<int64_t>(x2 + 16L*x0 + 64L*x1), static_cast<int64_t>(8L));
                                    tmp0.store(out_ptr3 + static_cast<int64_t>(x2 + 16L*x1 + 128L*x0), static_cast<int64_t>(8L));
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


cpp_fused__to_copy_cat_clamp_div_maximum_minimum_mul_neg_slice_sub_sum_t_transpose_view_zeros_like_2 = async_compile.cpp_pybinding(['const int8_t*', 'const int32_t*', 'const float*', 'const float*', 'const float*', 'int32_t*', 'float*', 'float*', 'float*'], r'''
#include <torch/csrc/inductor/cpp_prefix.h>
extern "C"  void  kernel(const int8_t* in_ptr0,
                       const int32_t* in_ptr1,
                       const float* in_ptr2,
                       const float* in_ptr3,
                       const float* in_ptr4,
                       int32_t* out_ptr0,
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
            for(int64_t x0=static_cast<int64_t>(0L); x0<static_cast<int64_t>(32L); x0+=static_cast<int64_t>(1L))
            {
                {
                    int32_t tmp_acc0 = 0;
                    at::vec::Vectorized<int32_t> tmp_acc0_vec = at::vec::Vectorized<int32_t>(0);
                    for(int64_t x1=static_cast<int64_t>(0L); x1<static_cast<int64_t>(64L); x1+=static_cast<int64_t>(16L))
                    {
                        {
                            if(C10_LIKELY(x1 >= static_cast<int64_t>(0) && x1 < static_cast<int64_t>(64L)))
                            {
                                auto tmp0 = at::vec::Vectorized<int8_t>::loadu(in_ptr0 + static_cast<int64_t>(x1 + 64L*x0), static_cast<int64_t>(16));
                                auto tmp1 = at::vec::convert<int32_t>(tmp0);
                                tmp_acc0_vec = tmp_acc0_vec + tmp1;
                            }
                        }
                    }
                    tmp_acc0 = tmp_acc0 + at::vec::vec_reduce_all<int32_t, 1>([](at::vec::Vectorized<int32_t>& x, at::vec::Vectorized<int32_t>& y) { return x + y; }, tmp_acc0_vec);
                    out_ptr0[static_cast<int64_t>(x0)] = static_cast<int32_t>(tmp_acc0);
                }
            }
        }
        #pragma omp single
        {
            {
                #pragma GCC ivdep
                for(int64_t x0=static_cast<int64_t>(0L); x0<static_cast<int64_t>(8L); x0+=static_cast<int64_t>(1L))
                {
                    for(int64_t x1=static_cast<int64_t>(0L); x1<static_cast<int64_t>(32L); x1+=static_cast<int64_t>(16L))
                    {
                        {
                            if(C10_LIKELY(x1 >= static_cast<int64_t>(0) && x1 < static_cast<int64_t>(32L)))
                            {
                                auto tmp0 = at::vec::Vectorized<int32_t>::loadu(in_ptr1 + static_cast<int64_t>(x1 + 32L*x0), static_cast<int64_t>(16));
                                auto tmp1 = at::vec::Vectorized<int32_t>::loadu(out_ptr0 + static_cast<int64_t>(x1), static_cast<int64_t>(16));
                                auto tmp7 = in_ptr2[static_cast<int64_t>(x0)];
                                auto tmp11 = in_ptr3[static_cast<int64_t>(x0)];
                                auto tmp20 = at::vec::Vectorized<float>::loadu(in_ptr4 + static_cast<int64_t>(x1), static_cast<int64_t>(16));
                                auto tmp2 = static_cast<int32_t>(128);
                                auto tmp3 = at::vec::Vectorized<int32_t>(tmp2);
                                auto tmp4 = tmp1 * tmp3;
                                auto tmp5 = tmp0 - tmp4;
                                auto tmp6 = at::vec::convert<float>(tmp5);
                                auto tmp8 = static_cast<float>(0.0);
                                auto tmp9 = min_propagate_nan(tmp7, tmp8);
                                auto tmp10 = decltype(tmp9)(-tmp9);
                                auto tmp12 = max_propagate_nan(tmp11, tmp8);
                                auto tmp13 = max_propagate_nan(tmp10, tmp12);
                                auto tmp14 = static_cast<float>(127.5);
                                auto tmp15 = tmp13 / tmp14;
                                auto tmp16 = static_cast<float>(1.1920928955078125e-07);
                                auto tmp17 = max_propagate_nan(tmp15, tmp16);
                                auto tmp18 = at::vec::Vectorized<float>(tmp17);
                                auto tmp19 = tmp6 * tmp18;
                                auto tmp21 = tmp19 * tmp20;
                                tmp21.store(out_ptr1 + static_cast<int64_t>(x1 + 32L*x0));
                            }
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
                    #pragma GCC ivdep
                    for(int64_t x1=static_cast<int64_t>(0L); x1<static_cast<int64_t>(8L); x1+=static_cast<int64_t>(1L))
                    {
                        for(int64_t x2=static_cast<int64_t>(0L); x2<static_cast<int64_t>(8L); x2+=static_cast<int64_t>(16L))
                        {
                            {
                                if(C10_LIKELY(x2 >= static_cast<int64_t>(0L) && x2 < static_cast<int64_t>(8L)))
                                {
                                    auto tmp0 = at::vec::Vectorized<float>::loadu(out_ptr1 + static_cast<int64_t>(8L + x2 + 16L*x0 + 32L*x1), static_cast<int64_t>(8L));
                                    auto tmp1 = tmp0.neg();
                                    tmp1.store(out_ptr2 + static_cast<int64_t>(x2 + 16L*x1 + 128L*x0), static_cast<int64_t>(8L));
                                }
                            }
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
                    #pragma GCC ivdep
                    for(int64_t x1=static_cast<int64_t>(0L); x1<static_cast<int64_t>(8L); x1+=static_cast<int64_t>(1L))
                    {
                        for(int64_t x2=static_cast<int64_t>(0L); x2<static_cast<int64_t>(8L); x2+=static_cast<int64_t>(16L))
                        {
                            {
                                if(C10_LIKELY(x2 >= static_cast<int64_t>(0L) && x2 < static_cast<int64_t>(8L)))
                                {
                                    auto tmp0 = at::vec::Vectorized<float>::loadu(out_ptr1 + static_cast<int64_t>(x2 + 16L*x0 + 32L*x1), static_cast<int64_t>(8L));
                                    tmp0.store(out_ptr3 + static_cast<int64_t>(x2 + 16L*x1 + 128L*x0), static_cast<int64_t>(8L));
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


cpp_fused_add_cat_cumsum_ne_slice_sub_sum_t_unsqueeze_3 = async_compile.cpp_pybinding(['const int8_t*', 'const int64_t*', 'int32_t*', 'int64_t*', 'int64_t*', 'int64_t*'], r'''
#include <torch/csrc/inductor/cpp_prefix.h>
extern "C"  void  kernel(const int8_t* in_ptr0,
                       const int64_t* in_ptr1,
                       int32_t* out_ptr0,
                       int64_t* out_ptr1,
                       int64_t* out_ptr2,
                       int64_t* out_ptr3)
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
                {
                    int32_t tmp_acc0 = 0;
                    at::vec::Vectorized<int32_t> tmp_acc0_vec = at::vec::Vectorized<int32_t>(0);
                    for(int64_t x1=static_cast<int64_t>(0L); x1<static_cast<int64_t>(64L); x1+=static_cast<int64_t>(16L))
                    {
                        {
                            if(C10_LIKELY(x1 >= static_cast<int64_t>(0) && x1 < static_cast<int64_t>(64L)))
                            {
                                auto tmp0 = at::vec::Vectorized<int8_t>::loadu(in_ptr0 + static_cast<int64_t>(x1 + 64L*x0), static_cast<int64_t>(16));
                                auto tmp1 = at::vec::convert<int32_t>(tmp0);
                                tmp_acc0_vec = tmp_acc0_vec + tmp1;
                            }
                        }
                    }
                    tmp_acc0 = tmp_acc0 + at::vec::vec_reduce_all<int32_t, 1>([](at::vec::Vectorized<int32_t>& x, at::vec::Vectorized<int32_t>& y) { return x + y; }, tmp_acc0_vec);
                    out_ptr0[static_cast<int64_t>(x0)] = static_cast<int32_t>(tmp_acc0);
                }
            }
        }
        #pragma omp single
        {
            {
                {
                    {
                        auto tmp0 = static_cast<int64_t>(-1);
                        out_ptr1[static_cast<int64_t>(0L)] = tmp0;
                    }
                }
            }
        }
        #pragma omp single
        {
            {
                for(int64_t x0=static_cast<int64_t>(0L); x0<static_cast<int64_t>(8L); x0+=static_cast<int64_t>(16L))
                {
                    {
                        if(C10_LIKELY(x0 >= static_cast<int64_t>(0L) && x0 < static_cast<int64_t>(8L)))
                        {
                            auto tmp0 = x0;
                            auto tmp1 = c10::convert<int64_t>(tmp0);
                            auto tmp2 = at::vec::VectorizedN<int64_t,2>::arange(tmp1, 1);
                            tmp2.store(out_ptr2 + static_cast<int64_t>(x0), static_cast<int64_t>(8L));
                        }
                    }
                }
            }
        }
        #pragma omp single
        {
            {
                for(int64_t x0=static_cast<int64_t>(0L); x0<static_cast<int64_t>(8L); x0+=static_cast<int64_t>(16L))
                {
                    {
                        if(C10_LIKELY(x0 >= static_cast<int64_t>(0L) && x0 < static_cast<int64_t>(8L)))
                        {
                            auto tmp0 = at::vec::VectorizedN<int64_t,2>::loadu(in_ptr1 + static_cast<int64_t>(1L + x0), static_cast<int64_t>(8L));
                            auto tmp1 = at::vec::VectorizedN<int64_t,2>::loadu(in_ptr1 + static_cast<int64_t>(x0), static_cast<int64_t>(8L));
                            auto tmp2 = tmp0 - tmp1;
                            auto tmp3 = static_cast<int64_t>(1);
                            auto tmp4 = at::vec::VectorizedN<int64_t,2>(tmp3);
                            auto tmp5 = at::vec::VecMask<int64_t,2>(tmp2 != tmp4);
                            auto tmp6 = tmp5.to<int64_t,2>();
                            tmp6.store(out_ptr3 + static_cast<int64_t>(x0), static_cast<int64_t>(8L));
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


cpp_fused__scaled_dot_product_flash_attention_for_cpu__to_copy__unsafe_view_add_arange_bitwise_and_cat_clamp_clone_div_eq_expand_index_le_maximum_minimum_mul_neg_new_ones_scalar_tensor_sub_transpose_unsqueeze_view_where_zeros_like_4 = async_compile.cpp_pybinding(['float*', 'const float*', 'const float*', 'const float*', 'const float*', 'const int32_t*', 'const int32_t*', 'const float*', 'const float*', 'const float*', 'const int64_t*', 'float*', 'float*', 'float*', 'float*'], r'''
#include <torch/csrc/inductor/cpp_prefix.h>
extern "C"  void  kernel(float* in_out_ptr0,
                       const float* in_ptr0,
                       const float* in_ptr1,
                       const float* in_ptr2,
                       const float* in_ptr3,
                       const int32_t* in_ptr4,
                       const int32_t* in_ptr5,
                       const float* in_ptr6,
                       const float* in_ptr7,
                       const float* in_ptr8,
                       const int64_t* in_ptr9,
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
                            auto tmp0 = at::vec::Vectorized<int32_t>::loadu(in_ptr4 + static_cast<int64_t>(x2 + 16L*(c10::div_floor_integer(static_cast<int64_t>(x0), static_cast<int64_t>(2L))) + 32L*x1), static_cast<int64_t>(16));
                            auto tmp1 = at::vec::Vectorized<int32_t>::loadu(in_ptr5 + static_cast<int64_t>(x2 + 16L*(c10::div_floor_integer(static_cast<int64_t>(x0), static_cast<int64_t>(2L)))), static_cast<int64_t>(16));
                            auto tmp7 = in_ptr6[static_cast<int64_t>(x1)];
                            auto tmp11 = in_ptr7[static_cast<int64_t>(x1)];
                            auto tmp20 = at::vec::Vectorized<float>::loadu(in_ptr8 + static_cast<int64_t>(x2 + 16L*(c10::div_floor_integer(static_cast<int64_t>(x0), static_cast<int64_t>(2L)))), static_cast<int64_t>(16));
                            auto tmp2 = static_cast<int32_t>(128);
                            auto tmp3 = at::vec::Vectorized<int32_t>(tmp2);
                            auto tmp4 = tmp1 * tmp3;
                            auto tmp5 = tmp0 - tmp4;
                            auto tmp6 = at::vec::convert<float>(tmp5);
                            auto tmp8 = static_cast<float>(0.0);
                            auto tmp9 = min_propagate_nan(tmp7, tmp8);
                            auto tmp10 = decltype(tmp9)(-tmp9);
                            auto tmp12 = max_propagate_nan(tmp11, tmp8);
                            auto tmp13 = max_propagate_nan(tmp10, tmp12);
                            auto tmp14 = static_cast<float>(127.5);
                            auto tmp15 = tmp13 / tmp14;
                            auto tmp16 = static_cast<float>(1.1920928955078125e-07);
                            auto tmp17 = max_propagate_nan(tmp15, tmp16);
                            auto tmp18 = at::vec::Vectorized<float>(tmp17);
                            auto tmp19 = tmp6 * tmp18;
                            auto tmp21 = tmp19 * tmp20;
                            tmp21.store(out_ptr1 + static_cast<int64_t>(x2 + 16L*x1 + 128L*x0));
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
                        auto tmp12 = in_ptr9[static_cast<int64_t>(x0)];
                        auto tmp13 = at::vec::VectorizedN<int64_t,2>::loadu(in_ptr9 + static_cast<int64_t>(x1), static_cast<int64_t>(8L));
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


cpp_fused__to_copy_add_amax_amin_clamp_div_maximum_minimum_mul_neg_transpose_view_zeros_like_5 = async_compile.cpp_pybinding(['const float*', 'float*', 'float*', 'uint8_t*'], r'''
#include <torch/csrc/inductor/cpp_prefix.h>
extern "C"  void  kernel(const float* in_ptr0,
                       float* out_ptr0,
                       float* out_ptr1,
                       uint8_t* out_ptr2)
{
    std::atomic<int> inductor_cpu_integer_div_error{0};
    inductor_cpu_integer_div_error_flag = &inductor_cpu_integer_div_error;
    {
        #pragma GCC ivdep
        for(int64_t x0=static_cast<int64_t>(0L); x0<static_cast<int64_t>(8L); x0+=static_cast<int64_t>(1L))
        {
            {
                float tmp_acc0 = std::numeric_limits<float>::infinity();
                at::vec::Vectorized<float> tmp_acc0_vec = at::vec::Vectorized<float>(std::numeric_limits<float>::infinity());
                float tmp_acc1 = -std::numeric_limits<float>::infinity();
                at::vec::Vectorized<float> tmp_acc1_vec = at::vec::Vectorized<float>(-std::numeric_limits<float>::infinity());
                for(int64_t x1=static_cast<int64_t>(0L); x1<static_cast<int64_t>(64L); x1+=static_cast<int64_t>(16L))
                {
                    {
                        if(C10_LIKELY(x1 >= static_cast<int64_t>(0) && x1 < static_cast<int64_t>(64L)))
                        {
                            auto tmp0 = at::vec::Vectorized<float>::loadu(in_ptr0 + static_cast<int64_t>(x1 + 64L*x0), static_cast<int64_t>(16));
                            tmp_acc0_vec = at::vec::minimum(tmp_acc0_vec, tmp0);
                            tmp_acc1_vec = at::vec::maximum(tmp_acc1_vec, tmp0);
                        }
                    }
                }
                tmp_acc0 = min_propagate_nan(tmp_acc0, at::vec::vec_reduce_all<float, 1>([](at::vec::Vectorized<float>& x, at::vec::Vectorized<float>& y) { return at::vec::minimum(x, y); }, tmp_acc0_vec));
                out_ptr0[static_cast<int64_t>(x0)] = static_cast<float>(tmp_acc0);
                tmp_acc1 = max_propagate_nan(tmp_acc1, at::vec::vec_reduce_all<float, 1>([](at::vec::Vectorized<float>& x, at::vec::Vectorized<float>& y) { return at::vec::maximum(x, y); }, tmp_acc1_vec));
                out_ptr1[static_cast<int64_t>(x0)] = static_cast<float>(tmp_acc1);
            }
            for(int64_t x1=static_cast<int64_t>(0L); x1<static_cast<int64_t>(64L); x1+=static_cast<int64_t>(16L))
            {
                {
                    if(C10_LIKELY(x1 >= static_cast<int64_t>(0) && x1 < static_cast<int64_t>(64L)))
                    {
                        auto tmp0 = at::vec::Vectorized<float>::loadu(in_ptr0 + static_cast<int64_t>(x1 + 64L*x0), static_cast<int64_t>(16));
                        auto tmp1 = out_ptr0[static_cast<int64_t>(x0)];
                        auto tmp5 = out_ptr1[static_cast<int64_t>(x0)];
                        auto tmp2 = static_cast<float>(0.0);
                        auto tmp3 = min_propagate_nan(tmp1, tmp2);
                        auto tmp4 = decltype(tmp3)(-tmp3);
                        auto tmp6 = max_propagate_nan(tmp5, tmp2);
                        auto tmp7 = max_propagate_nan(tmp4, tmp6);
                        auto tmp8 = static_cast<float>(127.5);
                        auto tmp9 = tmp7 / tmp8;
                        auto tmp10 = static_cast<float>(1.1920928955078125e-07);
                        auto tmp11 = max_propagate_nan(tmp9, tmp10);
                        auto tmp12 = static_cast<float>(1.0);
                        auto tmp13 = tmp12 / tmp11;
                        auto tmp14 = at::vec::Vectorized<float>(tmp13);
                        auto tmp15 = tmp0 * tmp14;
                        auto tmp16 = tmp15.round();
                        auto tmp17 = static_cast<float>(-128.0);
                        auto tmp18 = at::vec::Vectorized<float>(tmp17);
                        auto tmp19 = at::vec::maximum(tmp16, tmp18);
                        auto tmp20 = static_cast<float>(127.0);
                        auto tmp21 = at::vec::Vectorized<float>(tmp20);
                        auto tmp22 = at::vec::minimum(tmp19, tmp21);
                        auto tmp23 = at::vec::convert<int8_t>(tmp22);
                        auto tmp24 = at::vec::convert<int32_t>(tmp23);
                        auto tmp25 = static_cast<int32_t>(128);
                        auto tmp26 = at::vec::Vectorized<int32_t>(tmp25);
                        auto tmp27 = tmp24 + tmp26;
                        auto tmp28 = at::vec::convert<uint8_t>(tmp27);
                        tmp28.store(out_ptr2 + static_cast<int64_t>(x1 + 64L*x0), static_cast<int64_t>(16));
                    }
                }
            }
        }
    }
    inductor_cpu_integer_div_error_flag = nullptr;
    inductor_cpu_throw_if_integer_div_error(inductor_cpu_integer_div_error);
}
''')


cpp_fused__to_copy_add_amax_amin_clamp_div_embedding_maximum_mean_minimum_mul_neg_pow_rsqrt_sub_sum_t_view_zeros_like_6 = async_compile.cpp_pybinding(['const int8_t*', 'const int64_t*', 'const float*', 'const int32_t*', 'const float*', 'const float*', 'const float*', 'const float*', 'int32_t*', 'float*', 'float*', 'float*', 'float*', 'float*', 'float*', 'uint8_t*', 'uint8_t*'], r'''
#include <torch/csrc/inductor/cpp_prefix.h>
extern "C"  void  kernel(const int8_t* in_ptr0,
                       const int64_t* in_ptr1,
                       const float* in_ptr2,
                       const int32_t* in_ptr3,
                       const float* in_ptr4,
                       const float* in_ptr5,
                       const float* in_ptr6,
                       const float* in_ptr7,
                       int32_t* out_ptr0,
                       float* out_ptr1,
                       float* out_ptr2,
                       float* out_ptr3,
                       float* out_ptr4,
                       float* out_ptr5,
                       float* out_ptr6,
                       uint8_t* out_ptr7,
                       uint8_t* out_ptr8)
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
                {
                    int32_t tmp_acc0 = 0;
                    at::vec::Vectorized<int32_t> tmp_acc0_vec = at::vec::Vectorized<int32_t>(0);
                    for(int64_t x1=static_cast<int64_t>(0L); x1<static_cast<int64_t>(64L); x1+=static_cast<int64_t>(16L))
                    {
                        {
                            if(C10_LIKELY(x1 >= static_cast<int64_t>(0) && x1 < static_cast<int64_t>(64L)))
                            {
                                auto tmp0 = at::vec::Vectorized<int8_t>::loadu(in_ptr0 + static_cast<int64_t>(x1 + 64L*x0), static_cast<int64_t>(16));
                                auto tmp1 = at::vec::convert<int32_t>(tmp0);
                                tmp_acc0_vec = tmp_acc0_vec + tmp1;
                            }
                        }
                    }
                    tmp_acc0 = tmp_acc0 + at::vec::vec_reduce_all<int32_t, 1>([](at::vec::Vectorized<int32_t>& x, at::vec::Vectorized<int32_t>& y) { return x + y; }, tmp_acc0_vec);
                    out_ptr0[static_cast<int64_t>(x0)] = static_cast<int32_t>(tmp_acc0);
                }
            }
        }
        #pragma omp single
        {
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
                                    auto tmp5 = at::vec::Vectorized<int32_t>::loadu(in_ptr3 + static_cast<int64_t>(x1 + 64L*x0), static_cast<int64_t>(16));
                                    auto tmp6 = at::vec::Vectorized<int32_t>::loadu(out_ptr0 + static_cast<int64_t>(x1), static_cast<int64_t>(16));
                                    auto tmp12 = in_ptr4[static_cast<int64_t>(x0)];
                                    auto tmp16 = in_ptr5[static_cast<int64_t>(x0)];
                                    auto tmp25 = at::vec::Vectorized<float>::loadu(in_ptr6 + static_cast<int64_t>(x1), static_cast<int64_t>(16));
                                    auto tmp1 = tmp0;
                                    auto tmp2 = c10::convert<int64_t>(tmp1);
                                    TORCH_CHECK((0 <= tmp2) & (tmp2 < 128L), "index out of bounds: 0 <= tmp2 < 128L");
                                    auto tmp4 = at::vec::Vectorized<float>::loadu(in_ptr2 + static_cast<int64_t>(x1 + 64L*tmp0), static_cast<int64_t>(16));
                                    auto tmp7 = static_cast<int32_t>(128);
                                    auto tmp8 = at::vec::Vectorized<int32_t>(tmp7);
                                    auto tmp9 = tmp6 * tmp8;
                                    auto tmp10 = tmp5 - tmp9;
                                    auto tmp11 = at::vec::convert<float>(tmp10);
                                    auto tmp13 = static_cast<float>(0.0);
                                    auto tmp14 = min_propagate_nan(tmp12, tmp13);
                                    auto tmp15 = decltype(tmp14)(-tmp14);
                                    auto tmp17 = max_propagate_nan(tmp16, tmp13);
                                    auto tmp18 = max_propagate_nan(tmp15, tmp17);
                                    auto tmp19 = static_cast<float>(127.5);
                                    auto tmp20 = tmp18 / tmp19;
                                    auto tmp21 = static_cast<float>(1.1920928955078125e-07);
                                    auto tmp22 = max_propagate_nan(tmp20, tmp21);
                                    auto tmp23 = at::vec::Vectorized<float>(tmp22);
                                    auto tmp24 = tmp11 * tmp23;
                                    auto tmp26 = tmp24 * tmp25;
                                    auto tmp27 = tmp4 + tmp26;
                                    auto tmp28 = tmp27 * tmp27;
                                    tmp27.store(out_ptr1 + static_cast<int64_t>(x1 + 64L*x0));
                                    tmp_acc0_vec = tmp_acc0_vec + tmp28;
                                }
                            }
                        }
                        tmp_acc0 = tmp_acc0 + at::vec::vec_reduce_all<float, 1>([](at::vec::Vectorized<float>& x, at::vec::Vectorized<float>& y) { return x + y; }, tmp_acc0_vec);
                        out_ptr2[static_cast<int64_t>(x0)] = static_cast<float>(tmp_acc0);
                    }
                    {
                        float tmp_acc0 = std::numeric_limits<float>::infinity();
                        at::vec::Vectorized<float> tmp_acc0_vec = at::vec::Vectorized<float>(std::numeric_limits<float>::infinity());
                        float tmp_acc1 = -std::numeric_limits<float>::infinity();
                        at::vec::Vectorized<float> tmp_acc1_vec = at::vec::Vectorized<float>(-std::numeric_limits<float>::infinity());
                        for(int64_t x1=static_cast<int64_t>(0L); x1<static_cast<int64_t>(64L); x1+=static_cast<int64_t>(16L))
                        {
                            {
                                if(C10_LIKELY(x1 >= static_cast<int64_t>(0) && x1 < static_cast<int64_t>(64L)))
                                {
                                    auto tmp0 = at::vec::Vectorized<float>::loadu(in_ptr7 + static_cast<int64_t>(x1), static_cast<int64_t>(16));
                                    auto tmp1 = at::vec::Vectorized<float>::loadu(out_ptr1 + static_cast<int64_t>(x1 + 64L*x0), static_cast<int64_t>(16));
                                    auto tmp2 = out_ptr2[static_cast<int64_t>(x0)];
                                    auto tmp3 = static_cast<float>(64.0);
                                    auto tmp4 = tmp2 / tmp3;
                                    auto tmp5 = static_cast<float>(1e-06);
                                    auto tmp6 = float(tmp4 + tmp5);
                                    auto tmp7 = 1 / std::sqrt(tmp6);
                                    auto tmp8 = at::vec::Vectorized<float>(tmp7);
                                    auto tmp9 = tmp1 * tmp8;
                                    auto tmp10 = tmp0 * tmp9;
                                    tmp_acc0_vec = at::vec::minimum(tmp_acc0_vec, tmp10);
                                    tmp_acc1_vec = at::vec::maximum(tmp_acc1_vec, tmp10);
                                }
                            }
                        }
                        tmp_acc0 = min_propagate_nan(tmp_acc0, at::vec::vec_reduce_all<float, 1>([](at::vec::Vectorized<float>& x, at::vec::Vectorized<float>& y) { return at::vec::minimum(x, y); }, tmp_acc0_vec));
                        out_ptr3[static_cast<int64_t>(x0)] = static_cast<float>(tmp_acc0);
                        tmp_acc1 = max_propagate_nan(tmp_acc1, at::vec::vec_reduce_all<float, 1>([](at::vec::Vectorized<float>& x, at::vec::Vectorized<float>& y) { return at::vec::maximum(x, y); }, tmp_acc1_vec));
                        out_ptr4[static_cast<int64_t>(x0)] = static_cast<float>(tmp_acc1);
                        out_ptr5[static_cast<int64_t>(x0)] = static_cast<float>(tmp_acc0);
                        out_ptr6[static_cast<int64_t>(x0)] = static_cast<float>(tmp_acc1);
                    }
                    for(int64_t x1=static_cast<int64_t>(0L); x1<static_cast<int64_t>(64L); x1+=static_cast<int64_t>(16L))
                    {
                        {
                            if(C10_LIKELY(x1 >= static_cast<int64_t>(0) && x1 < static_cast<int64_t>(64L)))
                            {
                                auto tmp0 = at::vec::Vectorized<float>::loadu(in_ptr7 + static_cast<int64_t>(x1), static_cast<int64_t>(16));
                                auto tmp1 = at::vec::Vectorized<float>::loadu(out_ptr1 + static_cast<int64_t>(x1 + 64L*x0), static_cast<int64_t>(16));
                                auto tmp2 = out_ptr2[static_cast<int64_t>(x0)];
                                auto tmp11 = out_ptr3[static_cast<int64_t>(x0)];
                                auto tmp15 = out_ptr4[static_cast<int64_t>(x0)];
                                auto tmp39 = out_ptr5[static_cast<int64_t>(x0)];
                                auto tmp42 = out_ptr6[static_cast<int64_t>(x0)];
                                auto tmp3 = static_cast<float>(64.0);
                                auto tmp4 = tmp2 / tmp3;
                                auto tmp5 = static_cast<float>(1e-06);
                                auto tmp6 = float(tmp4 + tmp5);
                                auto tmp7 = 1 / std::sqrt(tmp6);
                                auto tmp8 = at::vec::Vectorized<float>(tmp7);
                                auto tmp9 = tmp1 * tmp8;
                                auto tmp10 = tmp0 * tmp9;
                                auto tmp12 = static_cast<float>(0.0);
                                auto tmp13 = min_propagate_nan(tmp11, tmp12);
                                auto tmp14 = decltype(tmp13)(-tmp13);
                                auto tmp16 = max_propagate_nan(tmp15, tmp12);
                                auto tmp17 = max_propagate_nan(tmp14, tmp16);
                                auto tmp18 = static_cast<float>(127.5);
                                auto tmp19 = tmp17 / tmp18;
                                auto tmp20 = static_cast<float>(1.1920928955078125e-07);
                                auto tmp21 = max_propagate_nan(tmp19, tmp20);
                                auto tmp22 = static_cast<float>(1.0);
                                auto tmp23 = tmp22 / tmp21;
                                auto tmp24 = at::vec::Vectorized<float>(tmp23);
                                auto tmp25 = tmp10 * tmp24;
                                auto tmp26 = tmp25.round();
                                auto tmp27 = static_cast<float>(-128.0);
                                auto tmp28 = at::vec::Vectorized<float>(tmp27);
                                auto tmp29 = at::vec::maximum(tmp26, tmp28);
                                auto tmp30 = static_cast<float>(127.0);
                                auto tmp31 = at::vec::Vectorized<float>(tmp30);
                                auto tmp32 = at::vec::minimum(tmp29, tmp31);
                                auto tmp33 = at::vec::convert<int8_t>(tmp32);
                                auto tmp34 = at::vec::convert<int32_t>(tmp33);
                                auto tmp35 = static_cast<int32_t>(128);
                                auto tmp36 = at::vec::Vectorized<int32_t>(tmp35);
                                auto tmp37 = tmp34 + tmp36;
                                auto tmp38 = at::vec::convert<uint8_t>(tmp37);
                                auto tmp40 = min_propagate_nan(tmp39, tmp12);
                                auto tmp41 = decltype(tmp40)(-tmp40);
                                auto tmp43 = max_propagate_nan(tmp42, tmp12);
                                auto tmp44 = max_propagate_nan(tmp41, tmp43);
                                auto tmp45 = tmp44 / tmp18;
                                auto tmp46 = max_propagate_nan(tmp45, tmp20);
                                auto tmp47 = tmp22 / tmp46;
                                auto tmp48 = at::vec::Vectorized<float>(tmp47);
                                auto tmp49 = tmp10 * tmp48;
                                auto tmp50 = tmp49.round();
                                auto tmp51 = at::vec::maximum(tmp50, tmp28);
                                auto tmp52 = at::vec::minimum(tmp51, tmp31);
                                auto tmp53 = at::vec::convert<int8_t>(tmp52);
                                auto tmp54 = at::vec::convert<int32_t>(tmp53);
                                auto tmp55 = tmp54 + tmp36;
                                auto tmp56 = at::vec::convert<uint8_t>(tmp55);
                                tmp38.store(out_ptr7 + static_cast<int64_t>(x1 + 64L*x0), static_cast<int64_t>(16));
                                tmp56.store(out_ptr8 + static_cast<int64_t>(x1 + 64L*x0), static_cast<int64_t>(16));
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


cpp_fused_sum_t_7 = async_compile.cpp_pybinding(['const int8_t*', 'int32_t*'], r'''
#include <torch/csrc/inductor/cpp_prefix.h>
extern "C"  void  kernel(const int8_t* in_ptr0,
                       int32_t* out_ptr0)
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
                {
                    int32_t tmp_acc0 = 0;
                    at::vec::Vectorized<int32_t> tmp_acc0_vec = at::vec::Vectorized<int32_t>(0);
                    for(int64_t x1=static_cast<int64_t>(0L); x1<static_cast<int64_t>(64L); x1+=static_cast<int64_t>(16L))
                    {
                        {
                            if(C10_LIKELY(x1 >= static_cast<int64_t>(0) && x1 < static_cast<int64_t>(64L)))
                            {
                                auto tmp0 = at::vec::Vectorized<int8_t>::loadu(in_ptr0 + static_cast<int64_t>(x1 + 64L*x0), static_cast<int64_t>(16));
                                auto tmp1 = at::vec::convert<int32_t>(tmp0);
                                tmp_acc0_vec = tmp_acc0_vec + tmp1;
                            }
                        }
                    }
                    tmp_acc0 = tmp_acc0 + at::vec::vec_reduce_all<int32_t, 1>([](at::vec::Vectorized<int32_t>& x, at::vec::Vectorized<int32_t>& y) { return x + y; }, tmp_acc0_vec);
                    out_ptr0[static_cast<int64_t>(x0)] = static_cast<int32_t>(tmp_acc0);
                }
            }
        }
    }
    inductor_cpu_integer_div_error_flag = nullptr;
    inductor_cpu_throw_if_integer_div_error(inductor_cpu_integer_div_error);
}
''')


cpp_fused__to_copy_add_amax_amin_clamp_div_maximum_minimum_mul_neg_silu_sub_sum_t_view_zeros_like_8 = async_compile.cpp_pybinding(['const int8_t*', 'const int32_t*', 'const int32_t*', 'const float*', 'const float*', 'const float*', 'const int32_t*', 'const float*', 'const float*', 'const float*', 'int32_t*', 'float*', 'float*', 'uint8_t*'], r'''
#include <torch/csrc/inductor/cpp_prefix.h>
extern "C"  void  kernel(const int8_t* in_ptr0,
                       const int32_t* in_ptr1,
                       const int32_t* in_ptr2,
                       const float* in_ptr3,
                       const float* in_ptr4,
                       const float* in_ptr5,
                       const int32_t* in_ptr6,
                       const float* in_ptr7,
                       const float* in_ptr8,
                       const float* in_ptr9,
                       int32_t* out_ptr0,
                       float* out_ptr1,
                       float* out_ptr2,
                       uint8_t* out_ptr3)
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
                {
                    int32_t tmp_acc0 = 0;
                    at::vec::Vectorized<int32_t> tmp_acc0_vec = at::vec::Vectorized<int32_t>(0);
                    for(int64_t x1=static_cast<int64_t>(0L); x1<static_cast<int64_t>(64L); x1+=static_cast<int64_t>(16L))
                    {
                        {
                            if(C10_LIKELY(x1 >= static_cast<int64_t>(0) && x1 < static_cast<int64_t>(64L)))
                            {
                                auto tmp0 = at::vec::Vectorized<int8_t>::loadu(in_ptr0 + static_cast<int64_t>(x1 + 64L*x0), static_cast<int64_t>(16));
                                auto tmp1 = at::vec::convert<int32_t>(tmp0);
                                tmp_acc0_vec = tmp_acc0_vec + tmp1;
                            }
                        }
                    }
                    tmp_acc0 = tmp_acc0 + at::vec::vec_reduce_all<int32_t, 1>([](at::vec::Vectorized<int32_t>& x, at::vec::Vectorized<int32_t>& y) { return x + y; }, tmp_acc0_vec);
                    out_ptr0[static_cast<int64_t>(x0)] = static_cast<int32_t>(tmp_acc0);
                }
            }
        }
        {
            std::unique_ptr<float []> buf_local_buffer_data_0 = std::make_unique<float []>(128L);
            float* local_buffer_data_0 = buf_local_buffer_data_0.get();
            #pragma omp for
            for(int64_t x0=static_cast<int64_t>(0L); x0<static_cast<int64_t>(8L); x0+=static_cast<int64_t>(1L))
            {
                {
                    float tmp_acc0 = std::numeric_limits<float>::infinity();
                    at::vec::Vectorized<float> tmp_acc0_vec = at::vec::Vectorized<float>(std::numeric_limits<float>::infinity());
                    float tmp_acc1 = -std::numeric_limits<float>::infinity();
                    at::vec::Vectorized<float> tmp_acc1_vec = at::vec::Vectorized<float>(-std::numeric_limits<float>::infinity());
                    for(int64_t x1=static_cast<int64_t>(0L); x1<static_cast<int64_t>(128L); x1+=static_cast<int64_t>(16L))
                    {
                        {
                            if(C10_LIKELY(x1 >= static_cast<int64_t>(0) && x1 < static_cast<int64_t>(128L)))
                            {
                                auto tmp0 = at::vec::Vectorized<int32_t>::loadu(in_ptr1 + static_cast<int64_t>(x1 + 128L*x0), static_cast<int64_t>(16));
                                auto tmp1 = at::vec::Vectorized<int32_t>::loadu(in_ptr2 + static_cast<int64_t>(x1), static_cast<int64_t>(16));
                                auto tmp7 = in_ptr3[static_cast<int64_t>(x0)];
                                auto tmp11 = in_ptr4[static_cast<int64_t>(x0)];
                                auto tmp20 = at::vec::Vectorized<float>::loadu(in_ptr5 + static_cast<int64_t>(x1), static_cast<int64_t>(16));
                                auto tmp28 = at::vec::Vectorized<int32_t>::loadu(in_ptr6 + static_cast<int64_t>(x1 + 128L*x0), static_cast<int64_t>(16));
                                auto tmp29 = at::vec::Vectorized<int32_t>::loadu(out_ptr0 + static_cast<int64_t>(x1), static_cast<int64_t>(16));
                                auto tmp33 = in_ptr7[static_cast<int64_t>(x0)];
                                auto tmp36 = in_ptr8[static_cast<int64_t>(x0)];
                                auto tmp43 = at::vec::Vectorized<float>::loadu(in_ptr9 + static_cast<int64_t>(x1), static_cast<int64_t>(16));
                                auto tmp2 = static_cast<int32_t>(128);
                                auto tmp3 = at::vec::Vectorized<int32_t>(tmp2);
                                auto tmp4 = tmp1 * tmp3;
                                auto tmp5 = tmp0 - tmp4;
                                auto tmp6 = at::vec::convert<float>(tmp5);
                                auto tmp8 = static_cast<float>(0.0);
                                auto tmp9 = min_propagate_nan(tmp7, tmp8);
                                auto tmp10 = decltype(tmp9)(-tmp9);
                                auto tmp12 = max_propagate_nan(tmp11, tmp8);
                                auto tmp13 = max_propagate_nan(tmp10, tmp12);
                                auto tmp14 = static_cast<float>(127.5);
                                auto tmp15 = tmp13 / tmp14;
                                auto tmp16 = static_cast<float>(1.1920928955078125e-07);
                                auto tmp17 = max_propagate_nan(tmp15, tmp16);
                                auto tmp18 = at::vec::Vectorized<float>(tmp17);
                                auto tmp19 = tmp6 * tmp18;
                                auto tmp21 = tmp19 * tmp20;
                                auto tmp22 = tmp21.neg();
                                auto tmp23 = tmp22.exp();
                                auto tmp24 = static_cast<float>(1.0);
                                auto tmp25 = at::vec::Vectorized<float>(tmp24);
                                auto tmp26 = tmp23 + tmp25;
                                auto tmp27 = tmp21 / tmp26;
                                auto tmp30 = tmp29 * tmp3;
                                auto tmp31 = tmp28 - tmp30;
                                auto tmp32 = at::vec::convert<float>(tmp31);
                                auto tmp34 = min_propagate_nan(tmp33, tmp8);
                                auto tmp35 = decltype(tmp34)(-tmp34);
                                auto tmp37 = max_propagate_nan(tmp36, tmp8);
                                auto tmp38 = max_propagate_nan(tmp35, tmp37);
                                auto tmp39 = tmp38 / tmp14;
                                auto tmp40 = max_propagate_nan(tmp39, tmp16);
                                auto tmp41 = at::vec::Vectorized<float>(tmp40);
                                auto tmp42 = tmp32 * tmp41;
                                auto tmp44 = tmp42 * tmp43;
                                auto tmp45 = tmp27 * tmp44;
                                tmp21.store(local_buffer_data_0 + static_cast<int64_t>(x1));
                                tmp45.store(local_buffer_data_0 + static_cast<int64_t>(x1));
                                tmp_acc0_vec = at::vec::minimum(tmp_acc0_vec, tmp45);
                                tmp_acc1_vec = at::vec::maximum(tmp_acc1_vec, tmp45);
                            }
                        }
                    }
                    tmp_acc0 = min_propagate_nan(tmp_acc0, at::vec::vec_reduce_all<float, 1>([](at::vec::Vectorized<float>& x, at::vec::Vectorized<float>& y) { return at::vec::minimum(x, y); }, tmp_acc0_vec));
                    out_ptr1[static_cast<int64_t>(x0)] = static_cast<float>(tmp_acc0);
                    tmp_acc1 = max_propagate_nan(tmp_acc1, at::vec::vec_reduce_all<float, 1>([](at::vec::Vectorized<float>& x, at::vec::Vectorized<float>& y) { return at::vec::maximum(x, y); }, tmp_acc1_vec));
                    out_ptr2[static_cast<int64_t>(x0)] = static_cast<float>(tmp_acc1);
                }
                for(int64_t x1=static_cast<int64_t>(0L); x1<static_cast<int64_t>(128L); x1+=static_cast<int64_t>(16L))
                {
                    {
                        if(C10_LIKELY(x1 >= static_cast<int64_t>(0) && x1 < static_cast<int64_t>(128L)))
                        {
                            auto tmp0 = at::vec::Vectorized<float>::loadu(local_buffer_data_0 + static_cast<int64_t>(x1), static_cast<int64_t>(16));
                            auto tmp1 = out_ptr1[static_cast<int64_t>(x0)];
                            auto tmp5 = out_ptr2[static_cast<int64_t>(x0)];
                            auto tmp2 = static_cast<float>(0.0);
                            auto tmp3 = min_propagate_nan(tmp1, tmp2);
                            auto tmp4 = decltype(tmp3)(-tmp3);
                            auto tmp6 = max_propagate_nan(tmp5, tmp2);
                            auto tmp7 = max_propagate_nan(tmp4, tmp6);
                            auto tmp8 = static_cast<float>(127.5);
                            auto tmp9 = tmp7 / tmp8;
                            auto tmp10 = static_cast<float>(1.1920928955078125e-07);
                            auto tmp11 = max_propagate_nan(tmp9, tmp10);
                            auto tmp12 = static_cast<float>(1.0);
                            auto tmp13 = tmp12 / tmp11;
                            auto tmp14 = at::vec::Vectorized<float>(tmp13);
                            auto tmp15 = tmp0 * tmp14;
                            auto tmp16 = tmp15.round();
                            auto tmp17 = static_cast<float>(-128.0);
                            auto tmp18 = at::vec::Vectorized<float>(tmp17);
                            auto tmp19 = at::vec::maximum(tmp16, tmp18);
                            auto tmp20 = static_cast<float>(127.0);
                            auto tmp21 = at::vec::Vectorized<float>(tmp20);
                            auto tmp22 = at::vec::minimum(tmp19, tmp21);
                            auto tmp23 = at::vec::convert<int8_t>(tmp22);
                            auto tmp24 = at::vec::convert<int32_t>(tmp23);
                            auto tmp25 = static_cast<int32_t>(128);
                            auto tmp26 = at::vec::Vectorized<int32_t>(tmp25);
                            auto tmp27 = tmp24 + tmp26;
                            auto tmp28 = at::vec::convert<uint8_t>(tmp27);
                            tmp28.store(out_ptr3 + static_cast<int64_t>(x1 + 128L*x0), static_cast<int64_t>(16));
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


cpp_fused__to_copy_add_amax_amin_clamp_div_maximum_mean_minimum_mul_neg_pow_rsqrt_sub_sum_t_view_zeros_like_9 = async_compile.cpp_pybinding(['float*', 'const int8_t*', 'const int32_t*', 'const float*', 'const float*', 'const float*', 'const float*', 'int32_t*', 'float*', 'float*', 'float*', 'float*', 'float*', 'float*', 'float*', 'uint8_t*', 'uint8_t*', 'uint8_t*'], r'''
#include <torch/csrc/inductor/cpp_prefix.h>
extern "C"  void  kernel(float* in_out_ptr0,
                       const int8_t* in_ptr0,
                       const int32_t* in_ptr1,
                       const float* in_ptr2,
                       const float* in_ptr3,
                       const float* in_ptr4,
                       const float* in_ptr5,
                       int32_t* out_ptr0,
                       float* out_ptr1,
                       float* out_ptr2,
                       float* out_ptr3,
                       float* out_ptr4,
                       float* out_ptr5,
                       float* out_ptr6,
                       float* out_ptr7,
                       uint8_t* out_ptr8,
                       uint8_t* out_ptr9,
                       uint8_t* out_ptr10)
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
                {
                    int32_t tmp_acc0 = 0;
                    at::vec::Vectorized<int32_t> tmp_acc0_vec = at::vec::Vectorized<int32_t>(0);
                    for(int64_t x1=static_cast<int64_t>(0L); x1<static_cast<int64_t>(128L); x1+=static_cast<int64_t>(16L))
                    {
                        {
                            if(C10_LIKELY(x1 >= static_cast<int64_t>(0) && x1 < static_cast<int64_t>(128L)))
                            {
                                auto tmp0 = at::vec::Vectorized<int8_t>::loadu(in_ptr0 + static_cast<int64_t>(x1 + 128L*x0), static_cast<int64_t>(16));
                                auto tmp1 = at::vec::convert<int32_t>(tmp0);
                                tmp_acc0_vec = tmp_acc0_vec + tmp1;
                            }
                        }
                    }
                    tmp_acc0 = tmp_acc0 + at::vec::vec_reduce_all<int32_t, 1>([](at::vec::Vectorized<int32_t>& x, at::vec::Vectorized<int32_t>& y) { return x + y; }, tmp_acc0_vec);
                    out_ptr0[static_cast<int64_t>(x0)] = static_cast<int32_t>(tmp_acc0);
                }
            }
        }
        #pragma omp single
        {
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
                                    auto tmp1 = at::vec::Vectorized<int32_t>::loadu(in_ptr1 + static_cast<int64_t>(x1 + 64L*x0), static_cast<int64_t>(16));
                                    auto tmp2 = at::vec::Vectorized<int32_t>::loadu(out_ptr0 + static_cast<int64_t>(x1), static_cast<int64_t>(16));
                                    auto tmp8 = in_ptr2[static_cast<int64_t>(x0)];
                                    auto tmp12 = in_ptr3[static_cast<int64_t>(x0)];
                                    auto tmp21 = at::vec::Vectorized<float>::loadu(in_ptr4 + static_cast<int64_t>(x1), static_cast<int64_t>(16));
                                    auto tmp3 = static_cast<int32_t>(128);
                                    auto tmp4 = at::vec::Vectorized<int32_t>(tmp3);
                                    auto tmp5 = tmp2 * tmp4;
                                    auto tmp6 = tmp1 - tmp5;
                                    auto tmp7 = at::vec::convert<float>(tmp6);
                                    auto tmp9 = static_cast<float>(0.0);
                                    auto tmp10 = min_propagate_nan(tmp8, tmp9);
                                    auto tmp11 = decltype(tmp10)(-tmp10);
                                    auto tmp13 = max_propagate_nan(tmp12, tmp9);
                                    auto tmp14 = max_propagate_nan(tmp11, tmp13);
                                    auto tmp15 = static_cast<float>(127.5);
                                    auto tmp16 = tmp14 / tmp15;
                                    auto tmp17 = static_cast<float>(1.1920928955078125e-07);
                                    auto tmp18 = max_propagate_nan(tmp16, tmp17);
                                    auto tmp19 = at::vec::Vectorized<float>(tmp18);
                                    auto tmp20 = tmp7 * tmp19;
                                    auto tmp22 = tmp20 * tmp21;
                                    auto tmp23 = tmp0 + tmp22;
                                    auto tmp24 = tmp23 * tmp23;
                                    tmp23.store(in_out_ptr0 + static_cast<int64_t>(x1 + 64L*x0));
                                    tmp_acc0_vec = tmp_acc0_vec + tmp24;
                                }
                            }
                        }
                        tmp_acc0 = tmp_acc0 + at::vec::vec_reduce_all<float, 1>([](at::vec::Vectorized<float>& x, at::vec::Vectorized<float>& y) { return x + y; }, tmp_acc0_vec);
                        out_ptr1[static_cast<int64_t>(x0)] = static_cast<float>(tmp_acc0);
                    }
                    {
                        float tmp_acc0 = std::numeric_limits<float>::infinity();
                        at::vec::Vectorized<float> tmp_acc0_vec = at::vec::Vectorized<float>(std::numeric_limits<float>::infinity());
                        float tmp_acc1 = -std::numeric_limits<float>::infinity();
                        at::vec::Vectorized<float> tmp_acc1_vec = at::vec::Vectorized<float>(-std::numeric_limits<float>::infinity());
                        for(int64_t x1=static_cast<int64_t>(0L); x1<static_cast<int64_t>(64L); x1+=static_cast<int64_t>(16L))
                        {
                            {
                                if(C10_LIKELY(x1 >= static_cast<int64_t>(0) && x1 < static_cast<int64_t>(64L)))
                                {
                                    auto tmp0 = at::vec::Vectorized<float>::loadu(in_ptr5 + static_cast<int64_t>(x1), static_cast<int64_t>(16));
                                    auto tmp1 = at::vec::Vectorized<float>::loadu(in_out_ptr0 + static_cast<int64_t>(x1 + 64L*x0), static_cast<int64_t>(16));
                                    auto tmp2 = out_ptr1[static_cast<int64_t>(x0)];
                                    auto tmp3 = static_cast<float>(64.0);
                                    auto tmp4 = tmp2 / tmp3;
                                    auto tmp5 = static_cast<float>(1e-06);
                                    auto tmp6 = float(tmp4 + tmp5);
                                    auto tmp7 = 1 / std::sqrt(tmp6);
                                    auto tmp8 = at::vec::Vectorized<float>(tmp7);
                                    auto tmp9 = tmp1 * tmp8;
                                    auto tmp10 = tmp0 * tmp9;
                                    tmp_acc0_vec = at::vec::minimum(tmp_acc0_vec, tmp10);
                                    tmp_acc1_vec = at::vec::maximum(tmp_acc1_vec, tmp10);
                                }
                            }
                        }
                        tmp_acc0 = min_propagate_nan(tmp_acc0, at::vec::vec_reduce_all<float, 1>([](at::vec::Vectorized<float>& x, at::vec::Vectorized<float>& y) { return at::vec::minimum(x, y); }, tmp_acc0_vec));
                        out_ptr2[static_cast<int64_t>(x0)] = static_cast<float>(tmp_acc0);
                        tmp_acc1 = max_propagate_nan(tmp_acc1, at::vec::vec_reduce_all<float, 1>([](at::vec::Vectorized<float>& x, at::vec::Vectorized<float>& y) { return at::vec::maximum(x, y); }, tmp_acc1_vec));
                        out_ptr3[static_cast<int64_t>(x0)] = static_cast<float>(tmp_acc1);
                        out_ptr4[static_cast<int64_t>(x0)] = static_cast<float>(tmp_acc0);
                        out_ptr5[static_cast<int64_t>(x0)] = static_cast<float>(tmp_acc1);
                        out_ptr6[static_cast<int64_t>(x0)] = static_cast<float>(tmp_acc0);
                        out_ptr7[static_cast<int64_t>(x0)] = static_cast<float>(tmp_acc1);
                    }
                    for(int64_t x1=static_cast<int64_t>(0L); x1<static_cast<int64_t>(64L); x1+=static_cast<int64_t>(16L))
                    {
                        {
                            if(C10_LIKELY(x1 >= static_cast<int64_t>(0) && x1 < static_cast<int64_t>(64L)))
                            {
                                auto tmp0 = at::vec::Vectorized<float>::loadu(in_ptr5 + static_cast<int64_t>(x1), static_cast<int64_t>(16));
                                auto tmp1 = at::vec::Vectorized<float>::loadu(in_out_ptr0 + static_cast<int64_t>(x1 + 64L*x0), static_cast<int64_t>(16));
                                auto tmp2 = out_ptr1[static_cast<int64_t>(x0)];
                                auto tmp11 = out_ptr2[static_cast<int64_t>(x0)];
                                auto tmp15 = out_ptr3[static_cast<int64_t>(x0)];
                                auto tmp39 = out_ptr4[static_cast<int64_t>(x0)];
                                auto tmp42 = out_ptr5[static_cast<int64_t>(x0)];
                                auto tmp57 = out_ptr6[static_cast<int64_t>(x0)];
                                auto tmp60 = out_ptr7[static_cast<int64_t>(x0)];
                                auto tmp3 = static_cast<float>(64.0);
                                auto tmp4 = tmp2 / tmp3;
                                auto tmp5 = static_cast<float>(1e-06);
                                auto tmp6 = float(tmp4 + tmp5);
                                auto tmp7 = 1 / std::sqrt(tmp6);
                                auto tmp8 = at::vec::Vectorized<float>(tmp7);
                                auto tmp9 = tmp1 * tmp8;
                                auto tmp10 = tmp0 * tmp9;
                                auto tmp12 = static_cast<float>(0.0);
                                auto tmp13 = min_propagate_nan(tmp11, tmp12);
                                auto tmp14 = decltype(tmp13)(-tmp13);
                                auto tmp16 = max_propagate_nan(tmp15, tmp12);
                                auto tmp17 = max_propagate_nan(tmp14, tmp16);
                                auto tmp18 = static_cast<float>(127.5);
                                auto tmp19 = tmp17 / tmp18;
                                auto tmp20 = static_cast<float>(1.1920928955078125e-07);
                                auto tmp21 = max_propagate_nan(tmp19, tmp20);
                                auto tmp22 = static_cast<float>(1.0);
                                auto tmp23 = tmp22 / tmp21;
                                auto tmp24 = at::vec::Vectorized<float>(tmp23);
                                auto tmp25 = tmp10 * tmp24;
                                auto tmp26 = tmp25.round();
                                auto tmp27 = static_cast<float>(-128.0);
                                auto tmp28 = at::vec::Vectorized<float>(tmp27);
                                auto tmp29 = at::vec::maximum(tmp26, tmp28);
                                auto tmp30 = static_cast<float>(127.0);
                                auto tmp31 = at::vec::Vectorized<float>(tmp30);
                                auto tmp32 = at::vec::minimum(tmp29, tmp31);
                                auto tmp33 = at::vec::convert<int8_t>(tmp32);
                                auto tmp34 = at::vec::convert<int32_t>(tmp33);
                                auto tmp35 = static_cast<int32_t>(128);
                                auto tmp36 = at::vec::Vectorized<int32_t>(tmp35);
                                auto tmp37 = tmp34 + tmp36;
                                auto tmp38 = at::vec::convert<uint8_t>(tmp37);
                                auto tmp40 = min_propagate_nan(tmp39, tmp12);
                                auto tmp41 = decltype(tmp40)(-tmp40);
                                auto tmp43 = max_propagate_nan(tmp42, tmp12);
                                auto tmp44 = max_propagate_nan(tmp41, tmp43);
                                auto tmp45 = tmp44 / tmp18;
                                auto tmp46 = max_propagate_nan(tmp45, tmp20);
                                auto tmp47 = tmp22 / tmp46;
                                auto tmp48 = at::vec::Vectorized<float>(tmp47);
                                auto tmp49 = tmp10 * tmp48;
                                auto tmp50 = tmp49.round();
                                auto tmp51 = at::vec::maximum(tmp50, tmp28);
                                auto tmp52 = at::vec::minimum(tmp51, tmp31);
                                auto tmp53 = at::vec::convert<int8_t>(tmp52);
                                auto tmp54 = at::vec::convert<int32_t>(tmp53);
                                auto tmp55 = tmp54 + tmp36;
                                auto tmp56 = at::vec::convert<uint8_t>(tmp55);
                                auto tmp58 = min_propagate_nan(tmp57, tmp12);
                                auto tmp59 = decltype(tmp58)(-tmp58);
                                auto tmp61 = max_propagate_nan(tmp60, tmp12);
                                auto tmp62 = max_propagate_nan(tmp59, tmp61);
                                auto tmp63 = tmp62 / tmp18;
                                auto tmp64 = max_propagate_nan(tmp63, tmp20);
                                auto tmp65 = tmp22 / tmp64;
                                auto tmp66 = at::vec::Vectorized<float>(tmp65);
                                auto tmp67 = tmp10 * tmp66;
                                auto tmp68 = tmp67.round();
                                auto tmp69 = at::vec::maximum(tmp68, tmp28);
                                auto tmp70 = at::vec::minimum(tmp69, tmp31);
                                auto tmp71 = at::vec::convert<int8_t>(tmp70);
                                auto tmp72 = at::vec::convert<int32_t>(tmp71);
                                auto tmp73 = tmp72 + tmp36;
                                auto tmp74 = at::vec::convert<uint8_t>(tmp73);
                                tmp38.store(out_ptr8 + static_cast<int64_t>(x1 + 64L*x0), static_cast<int64_t>(16));
                                tmp56.store(out_ptr9 + static_cast<int64_t>(x1 + 64L*x0), static_cast<int64_t>(16));
                                tmp74.store(out_ptr10 + static_cast<int64_t>(x1 + 64L*x0), static_cast<int64_t>(16));
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


cpp_fused__scaled_dot_product_flash_attention_for_cpu__to_copy__unsafe_view_add_arange_bitwise_and_cat_clamp_clone_div_eq_expand_index_le_maximum_minimum_mul_neg_new_ones_scalar_tensor_sub_sum_t_transpose_unsqueeze_view_where_zeros_like_10 = async_compile.cpp_pybinding(['float*', 'const int8_t*', 'const float*', 'const float*', 'const float*', 'const float*', 'const int32_t*', 'const float*', 'const float*', 'const float*', 'int32_t*', 'float*', 'float*'], r'''
#include <torch/csrc/inductor/cpp_prefix.h>
extern "C"  void  kernel(float* in_out_ptr0,
                       const int8_t* in_ptr0,
                       const float* in_ptr1,
                       const float* in_ptr2,
                       const float* in_ptr3,
                       const float* in_ptr4,
                       const int32_t* in_ptr5,
                       const float* in_ptr6,
                       const float* in_ptr7,
                       const float* in_ptr8,
                       int32_t* out_ptr0,
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
            for(int64_t x0=static_cast<int64_t>(0L); x0<static_cast<int64_t>(32L); x0+=static_cast<int64_t>(1L))
            {
                {
                    int32_t tmp_acc0 = 0;
                    at::vec::Vectorized<int32_t> tmp_acc0_vec = at::vec::Vectorized<int32_t>(0);
                    for(int64_t x1=static_cast<int64_t>(0L); x1<static_cast<int64_t>(64L); x1+=static_cast<int64_t>(16L))
                    {
                        {
                            if(C10_LIKELY(x1 >= static_cast<int64_t>(0) && x1 < static_cast<int64_t>(64L)))
                            {
                                auto tmp0 = at::vec::Vectorized<int8_t>::loadu(in_ptr0 + static_cast<int64_t>(x1 + 64L*x0), static_cast<int64_t>(16));
                                auto tmp1 = at::vec::convert<int32_t>(tmp0);
                                tmp_acc0_vec = tmp_acc0_vec + tmp1;
                            }
                        }
                    }
                    tmp_acc0 = tmp_acc0 + at::vec::vec_reduce_all<int32_t, 1>([](at::vec::Vectorized<int32_t>& x, at::vec::Vectorized<int32_t>& y) { return x + y; }, tmp_acc0_vec);
                    out_ptr0[static_cast<int64_t>(x0)] = static_cast<int32_t>(tmp_acc0);
                }
            }
        }
        #pragma omp single
        {
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
                                    auto tmp1 = in_ptr1[static_cast<int64_t>((static_cast<int64_t>(x2) % static_cast<int64_t>(8L)))];
                                    auto tmp7 = in_ptr2[static_cast<int64_t>(x2 + 16L*x0 + 128L*x1)];
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
        }
        #pragma omp single
        {
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
                                    auto tmp0 = in_ptr3[static_cast<int64_t>(x2 + 16L*(c10::div_floor_integer(static_cast<int64_t>(x0), static_cast<int64_t>(2L))) + 32L*x1)];
                                    auto tmp1 = in_ptr1[static_cast<int64_t>((static_cast<int64_t>(x2) % static_cast<int64_t>(8L)))];
                                    auto tmp7 = in_ptr4[static_cast<int64_t>(x2 + 16L*x1 + 128L*(c10::div_floor_integer(static_cast<int64_t>(x0), static_cast<int64_t>(2L))))];
                                    auto tmp2 = x1;
                                    auto tmp3 = c10::convert<float>(tmp2);
                                    auto tmp4 = float(tmp3 * tmp1);
                                    auto tmp5 = std::cos(tmp4);
                                    auto tmp6 = float(tmp0 * tmp5);
                                    auto tmp8 = std::sin(tmp4);
                                    auto tmp9 = float(tmp7 * tmp8);
                                    auto tmp10 = float(tmp6 + tmp9);
                                    out_ptr1[static_cast<int64_t>(x2 + 16L*x1 + 128L*x0)] = tmp10;
                                }
                            }
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
                    #pragma GCC ivdep
                    for(int64_t x1=static_cast<int64_t>(0L); x1<static_cast<int64_t>(8L); x1+=static_cast<int64_t>(1L))
                    {
                        for(int64_t x2=static_cast<int64_t>(0L); x2<static_cast<int64_t>(16L); x2+=static_cast<int64_t>(16L))
                        {
                            {
                                if(C10_LIKELY(x2 >= static_cast<int64_t>(0) && x2 < static_cast<int64_t>(16L)))
                                {
                                    auto tmp0 = at::vec::Vectorized<int32_t>::loadu(in_ptr5 + static_cast<int64_t>(x2 + 16L*(c10::div_floor_integer(static_cast<int64_t>(x0), static_cast<int64_t>(2L))) + 32L*x1), static_cast<int64_t>(16));
                                    auto tmp1 = at::vec::Vectorized<int32_t>::loadu(out_ptr0 + static_cast<int64_t>(x2 + 16L*(c10::div_floor_integer(static_cast<int64_t>(x0), static_cast<int64_t>(2L)))), static_cast<int64_t>(16));
                                    auto tmp7 = in_ptr6[static_cast<int64_t>(x1)];
                                    auto tmp11 = in_ptr7[static_cast<int64_t>(x1)];
                                    auto tmp20 = at::vec::Vectorized<float>::loadu(in_ptr8 + static_cast<int64_t>(x2 + 16L*(c10::div_floor_integer(static_cast<int64_t>(x0), static_cast<int64_t>(2L)))), static_cast<int64_t>(16));
                                    auto tmp2 = static_cast<int32_t>(128);
                                    auto tmp3 = at::vec::Vectorized<int32_t>(tmp2);
                                    auto tmp4 = tmp1 * tmp3;
                                    auto tmp5 = tmp0 - tmp4;
                                    auto tmp6 = at::vec::convert<float>(tmp5);
                                    auto tmp8 = static_cast<float>(0.0);
                                    auto tmp9 = min_propagate_nan(tmp7, tmp8);
                                    auto tmp10 = decltype(tmp9)(-tmp9);
                                    auto tmp12 = max_propagate_nan(tmp11, tmp8);
                                    auto tmp13 = max_propagate_nan(tmp10, tmp12);
                                    auto tmp14 = static_cast<float>(127.5);
                                    auto tmp15 = tmp13 / tmp14;
                                    auto tmp16 = static_cast<float>(1.1920928955078125e-07);
                                    auto tmp17 = max_propagate_nan(tmp15, tmp16);
                                    auto tmp18 = at::vec::Vectorized<float>(tmp17);
                                    auto tmp19 = tmp6 * tmp18;
                                    auto tmp21 = tmp19 * tmp20;
                                    tmp21.store(out_ptr2 + static_cast<int64_t>(x2 + 16L*x1 + 128L*x0));
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


cpp_fused__to_copy_add_amax_amin_clamp_div_maximum_mean_minimum_mul_neg_pow_rsqrt_sub_sum_t_view_zeros_like_11 = async_compile.cpp_pybinding(['float*', 'const int8_t*', 'const int32_t*', 'const float*', 'const float*', 'const float*', 'const float*', 'int32_t*', 'float*', 'float*', 'float*', 'float*', 'float*', 'uint8_t*', 'uint8_t*'], r'''
#include <torch/csrc/inductor/cpp_prefix.h>
extern "C"  void  kernel(float* in_out_ptr0,
                       const int8_t* in_ptr0,
                       const int32_t* in_ptr1,
                       const float* in_ptr2,
                       const float* in_ptr3,
                       const float* in_ptr4,
                       const float* in_ptr5,
                       int32_t* out_ptr0,
                       float* out_ptr1,
                       float* out_ptr2,
                       float* out_ptr3,
                       float* out_ptr4,
                       float* out_ptr5,
                       uint8_t* out_ptr6,
                       uint8_t* out_ptr7)
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
                {
                    int32_t tmp_acc0 = 0;
                    at::vec::Vectorized<int32_t> tmp_acc0_vec = at::vec::Vectorized<int32_t>(0);
                    for(int64_t x1=static_cast<int64_t>(0L); x1<static_cast<int64_t>(64L); x1+=static_cast<int64_t>(16L))
                    {
                        {
                            if(C10_LIKELY(x1 >= static_cast<int64_t>(0) && x1 < static_cast<int64_t>(64L)))
                            {
                                auto tmp0 = at::vec::Vectorized<int8_t>::loadu(in_ptr0 + static_cast<int64_t>(x1 + 64L*x0), static_cast<int64_t>(16));
                                auto tmp1 = at::vec::convert<int32_t>(tmp0);
                                tmp_acc0_vec = tmp_acc0_vec + tmp1;
                            }
                        }
                    }
                    tmp_acc0 = tmp_acc0 + at::vec::vec_reduce_all<int32_t, 1>([](at::vec::Vectorized<int32_t>& x, at::vec::Vectorized<int32_t>& y) { return x + y; }, tmp_acc0_vec);
                    out_ptr0[static_cast<int64_t>(x0)] = static_cast<int32_t>(tmp_acc0);
                }
            }
        }
        #pragma omp single
        {
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
                                    auto tmp1 = at::vec::Vectorized<int32_t>::loadu(in_ptr1 + static_cast<int64_t>(x1 + 64L*x0), static_cast<int64_t>(16));
                                    auto tmp2 = at::vec::Vectorized<int32_t>::loadu(out_ptr0 + static_cast<int64_t>(x1), static_cast<int64_t>(16));
                                    auto tmp8 = in_ptr2[static_cast<int64_t>(x0)];
                                    auto tmp12 = in_ptr3[static_cast<int64_t>(x0)];
                                    auto tmp21 = at::vec::Vectorized<float>::loadu(in_ptr4 + static_cast<int64_t>(x1), static_cast<int64_t>(16));
                                    auto tmp3 = static_cast<int32_t>(128);
                                    auto tmp4 = at::vec::Vectorized<int32_t>(tmp3);
                                    auto tmp5 = tmp2 * tmp4;
                                    auto tmp6 = tmp1 - tmp5;
                                    auto tmp7 = at::vec::convert<float>(tmp6);
                                    auto tmp9 = static_cast<float>(0.0);
                                    auto tmp10 = min_propagate_nan(tmp8, tmp9);
                                    auto tmp11 = decltype(tmp10)(-tmp10);
                                    auto tmp13 = max_propagate_nan(tmp12, tmp9);
                                    auto tmp14 = max_propagate_nan(tmp11, tmp13);
                                    auto tmp15 = static_cast<float>(127.5);
                                    auto tmp16 = tmp14 / tmp15;
                                    auto tmp17 = static_cast<float>(1.1920928955078125e-07);
                                    auto tmp18 = max_propagate_nan(tmp16, tmp17);
                                    auto tmp19 = at::vec::Vectorized<float>(tmp18);
                                    auto tmp20 = tmp7 * tmp19;
                                    auto tmp22 = tmp20 * tmp21;
                                    auto tmp23 = tmp0 + tmp22;
                                    auto tmp24 = tmp23 * tmp23;
                                    tmp23.store(in_out_ptr0 + static_cast<int64_t>(x1 + 64L*x0));
                                    tmp_acc0_vec = tmp_acc0_vec + tmp24;
                                }
                            }
                        }
                        tmp_acc0 = tmp_acc0 + at::vec::vec_reduce_all<float, 1>([](at::vec::Vectorized<float>& x, at::vec::Vectorized<float>& y) { return x + y; }, tmp_acc0_vec);
                        out_ptr1[static_cast<int64_t>(x0)] = static_cast<float>(tmp_acc0);
                    }
                    {
                        float tmp_acc0 = std::numeric_limits<float>::infinity();
                        at::vec::Vectorized<float> tmp_acc0_vec = at::vec::Vectorized<float>(std::numeric_limits<float>::infinity());
                        float tmp_acc1 = -std::numeric_limits<float>::infinity();
                        at::vec::Vectorized<float> tmp_acc1_vec = at::vec::Vectorized<float>(-std::numeric_limits<float>::infinity());
                        for(int64_t x1=static_cast<int64_t>(0L); x1<static_cast<int64_t>(64L); x1+=static_cast<int64_t>(16L))
                        {
                            {
                                if(C10_LIKELY(x1 >= static_cast<int64_t>(0) && x1 < static_cast<int64_t>(64L)))
                                {
                                    auto tmp0 = at::vec::Vectorized<float>::loadu(in_ptr5 + static_cast<int64_t>(x1), static_cast<int64_t>(16));
                                    auto tmp1 = at::vec::Vectorized<float>::loadu(in_out_ptr0 + static_cast<int64_t>(x1 + 64L*x0), static_cast<int64_t>(16));
                                    auto tmp2 = out_ptr1[static_cast<int64_t>(x0)];
                                    auto tmp3 = static_cast<float>(64.0);
                                    auto tmp4 = tmp2 / tmp3;
                                    auto tmp5 = static_cast<float>(1e-06);
                                    auto tmp6 = float(tmp4 + tmp5);
                                    auto tmp7 = 1 / std::sqrt(tmp6);
                                    auto tmp8 = at::vec::Vectorized<float>(tmp7);
                                    auto tmp9 = tmp1 * tmp8;
                                    auto tmp10 = tmp0 * tmp9;
                                    tmp_acc0_vec = at::vec::minimum(tmp_acc0_vec, tmp10);
                                    tmp_acc1_vec = at::vec::maximum(tmp_acc1_vec, tmp10);
                                }
                            }
                        }
                        tmp_acc0 = min_propagate_nan(tmp_acc0, at::vec::vec_reduce_all<float, 1>([](at::vec::Vectorized<float>& x, at::vec::Vectorized<float>& y) { return at::vec::minimum(x, y); }, tmp_acc0_vec));
                        out_ptr2[static_cast<int64_t>(x0)] = static_cast<float>(tmp_acc0);
                        tmp_acc1 = max_propagate_nan(tmp_acc1, at::vec::vec_reduce_all<float, 1>([](at::vec::Vectorized<float>& x, at::vec::Vectorized<float>& y) { return at::vec::maximum(x, y); }, tmp_acc1_vec));
                        out_ptr3[static_cast<int64_t>(x0)] = static_cast<float>(tmp_acc1);
                        out_ptr4[static_cast<int64_t>(x0)] = static_cast<float>(tmp_acc0);
                        out_ptr5[static_cast<int64_t>(x0)] = static_cast<float>(tmp_acc1);
                    }
                    for(int64_t x1=static_cast<int64_t>(0L); x1<static_cast<int64_t>(64L); x1+=static_cast<int64_t>(16L))
                    {
                        {
                            if(C10_LIKELY(x1 >= static_cast<int64_t>(0) && x1 < static_cast<int64_t>(64L)))
                            {
                                auto tmp0 = at::vec::Vectorized<float>::loadu(in_ptr5 + static_cast<int64_t>(x1), static_cast<int64_t>(16));
                                auto tmp1 = at::vec::Vectorized<float>::loadu(in_out_ptr0 + static_cast<int64_t>(x1 + 64L*x0), static_cast<int64_t>(16));
                                auto tmp2 = out_ptr1[static_cast<int64_t>(x0)];
                                auto tmp11 = out_ptr2[static_cast<int64_t>(x0)];
                                auto tmp15 = out_ptr3[static_cast<int64_t>(x0)];
                                auto tmp39 = out_ptr4[static_cast<int64_t>(x0)];
                                auto tmp42 = out_ptr5[static_cast<int64_t>(x0)];
                                auto tmp3 = static_cast<float>(64.0);
                                auto tmp4 = tmp2 / tmp3;
                                auto tmp5 = static_cast<float>(1e-06);
                                auto tmp6 = float(tmp4 + tmp5);
                                auto tmp7 = 1 / std::sqrt(tmp6);
                                auto tmp8 = at::vec::Vectorized<float>(tmp7);
                                auto tmp9 = tmp1 * tmp8;
                                auto tmp10 = tmp0 * tmp9;
                                auto tmp12 = static_cast<float>(0.0);
                                auto tmp13 = min_propagate_nan(tmp11, tmp12);
                                auto tmp14 = decltype(tmp13)(-tmp13);
                                auto tmp16 = max_propagate_nan(tmp15, tmp12);
                                auto tmp17 = max_propagate_nan(tmp14, tmp16);
                                auto tmp18 = static_cast<float>(127.5);
                                auto tmp19 = tmp17 / tmp18;
                                auto tmp20 = static_cast<float>(1.1920928955078125e-07);
                                auto tmp21 = max_propagate_nan(tmp19, tmp20);
                                auto tmp22 = static_cast<float>(1.0);
                                auto tmp23 = tmp22 / tmp21;
                                auto tmp24 = at::vec::Vectorized<float>(tmp23);
                                auto tmp25 = tmp10 * tmp24;
                                auto tmp26 = tmp25.round();
                                auto tmp27 = static_cast<float>(-128.0);
                                auto tmp28 = at::vec::Vectorized<float>(tmp27);
                                auto tmp29 = at::vec::maximum(tmp26, tmp28);
                                auto tmp30 = static_cast<float>(127.0);
                                auto tmp31 = at::vec::Vectorized<float>(tmp30);
                                auto tmp32 = at::vec::minimum(tmp29, tmp31);
                                auto tmp33 = at::vec::convert<int8_t>(tmp32);
                                auto tmp34 = at::vec::convert<int32_t>(tmp33);
                                auto tmp35 = static_cast<int32_t>(128);
                                auto tmp36 = at::vec::Vectorized<int32_t>(tmp35);
                                auto tmp37 = tmp34 + tmp36;
                                auto tmp38 = at::vec::convert<uint8_t>(tmp37);
                                auto tmp40 = min_propagate_nan(tmp39, tmp12);
                                auto tmp41 = decltype(tmp40)(-tmp40);
                                auto tmp43 = max_propagate_nan(tmp42, tmp12);
                                auto tmp44 = max_propagate_nan(tmp41, tmp43);
                                auto tmp45 = tmp44 / tmp18;
                                auto tmp46 = max_propagate_nan(tmp45, tmp20);
                                auto tmp47 = tmp22 / tmp46;
                                auto tmp48 = at::vec::Vectorized<float>(tmp47);
                                auto tmp49 = tmp10 * tmp48;
                                auto tmp50 = tmp49.round();
                                auto tmp51 = at::vec::maximum(tmp50, tmp28);
                                auto tmp52 = at::vec::minimum(tmp51, tmp31);
                                auto tmp53 = at::vec::convert<int8_t>(tmp52);
                                auto tmp54 = at::vec::convert<int32_t>(tmp53);
                                auto tmp55 = tmp54 + tmp36;
                                auto tmp56 = at::vec::convert<uint8_t>(tmp55);
                                tmp38.store(out_ptr6 + static_cast<int64_t>(x1 + 64L*x0), static_cast<int64_t>(16));
                                tmp56.store(out_ptr7 + static_cast<int64_t>(x1 + 64L*x0), static_cast<int64_t>(16));
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


cpp_fused__to_copy_add_clamp_div_maximum_mean_minimum_mul_neg_pow_rsqrt_sub_sum_t_view_zeros_like_12 = async_compile.cpp_pybinding(['const int8_t*', 'const float*', 'const int32_t*', 'const float*', 'const float*', 'const float*', 'const float*', 'int32_t*', 'float*', 'float*'], r'''
#include <torch/csrc/inductor/cpp_prefix.h>
extern "C"  void  kernel(const int8_t* in_ptr0,
                       const float* in_ptr1,
                       const int32_t* in_ptr2,
                       const float* in_ptr3,
                       const float* in_ptr4,
                       const float* in_ptr5,
                       const float* in_ptr6,
                       int32_t* out_ptr0,
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
            for(int64_t x0=static_cast<int64_t>(0L); x0<static_cast<int64_t>(64L); x0+=static_cast<int64_t>(1L))
            {
                {
                    int32_t tmp_acc0 = 0;
                    at::vec::Vectorized<int32_t> tmp_acc0_vec = at::vec::Vectorized<int32_t>(0);
                    for(int64_t x1=static_cast<int64_t>(0L); x1<static_cast<int64_t>(128L); x1+=static_cast<int64_t>(16L))
                    {
                        {
                            if(C10_LIKELY(x1 >= static_cast<int64_t>(0) && x1 < static_cast<int64_t>(128L)))
                            {
                                auto tmp0 = at::vec::Vectorized<int8_t>::loadu(in_ptr0 + static_cast<int64_t>(x1 + 128L*x0), static_cast<int64_t>(16));
                                auto tmp1 = at::vec::convert<int32_t>(tmp0);
                                tmp_acc0_vec = tmp_acc0_vec + tmp1;
                            }
                        }
                    }
                    tmp_acc0 = tmp_acc0 + at::vec::vec_reduce_all<int32_t, 1>([](at::vec::Vectorized<int32_t>& x, at::vec::Vectorized<int32_t>& y) { return x + y; }, tmp_acc0_vec);
                    out_ptr0[static_cast<int64_t>(x0)] = static_cast<int32_t>(tmp_acc0);
                }
            }
        }
        #pragma omp single
        {
            {
                std::unique_ptr<float []> buf_local_buffer_data_0 = std::make_unique<float []>(64L);
                float* local_buffer_data_0 = buf_local_buffer_data_0.get();
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
                                    auto tmp0 = at::vec::Vectorized<float>::loadu(in_ptr1 + static_cast<int64_t>(x1 + 64L*x0), static_cast<int64_t>(16));
                                    auto tmp1 = at::vec::Vectorized<int32_t>::loadu(in_ptr2 + static_cast<int64_t>(x1 + 64L*x0), static_cast<int64_t>(16));
                                    auto tmp2 = at::vec::Vectorized<int32_t>::loadu(out_ptr0 + static_cast<int64_t>(x1), static_cast<int64_t>(16));
                                    auto tmp8 = in_ptr3[static_cast<int64_t>(x0)];
                                    auto tmp12 = in_ptr4[static_cast<int64_t>(x0)];
                                    auto tmp21 = at::vec::Vectorized<float>::loadu(in_ptr5 + static_cast<int64_t>(x1), static_cast<int64_t>(16));
                                    auto tmp3 = static_cast<int32_t>(128);
                                    auto tmp4 = at::vec::Vectorized<int32_t>(tmp3);
                                    auto tmp5 = tmp2 * tmp4;
                                    auto tmp6 = tmp1 - tmp5;
                                    auto tmp7 = at::vec::convert<float>(tmp6);
                                    auto tmp9 = static_cast<float>(0.0);
                                    auto tmp10 = min_propagate_nan(tmp8, tmp9);
                                    auto tmp11 = decltype(tmp10)(-tmp10);
                                    auto tmp13 = max_propagate_nan(tmp12, tmp9);
                                    auto tmp14 = max_propagate_nan(tmp11, tmp13);
                                    auto tmp15 = static_cast<float>(127.5);
                                    auto tmp16 = tmp14 / tmp15;
                                    auto tmp17 = static_cast<float>(1.1920928955078125e-07);
                                    auto tmp18 = max_propagate_nan(tmp16, tmp17);
                                    auto tmp19 = at::vec::Vectorized<float>(tmp18);
                                    auto tmp20 = tmp7 * tmp19;
                                    auto tmp22 = tmp20 * tmp21;
                                    auto tmp23 = tmp0 + tmp22;
                                    auto tmp24 = tmp23 * tmp23;
                                    tmp23.store(local_buffer_data_0 + static_cast<int64_t>(x1));
                                    tmp_acc0_vec = tmp_acc0_vec + tmp24;
                                }
                            }
                        }
                        tmp_acc0 = tmp_acc0 + at::vec::vec_reduce_all<float, 1>([](at::vec::Vectorized<float>& x, at::vec::Vectorized<float>& y) { return x + y; }, tmp_acc0_vec);
                        out_ptr1[static_cast<int64_t>(x0)] = static_cast<float>(tmp_acc0);
                    }
                    for(int64_t x1=static_cast<int64_t>(0L); x1<static_cast<int64_t>(64L); x1+=static_cast<int64_t>(16L))
                    {
                        {
                            if(C10_LIKELY(x1 >= static_cast<int64_t>(0) && x1 < static_cast<int64_t>(64L)))
                            {
                                auto tmp0 = at::vec::Vectorized<float>::loadu(in_ptr6 + static_cast<int64_t>(x1), static_cast<int64_t>(16));
                                auto tmp1 = at::vec::Vectorized<float>::loadu(local_buffer_data_0 + static_cast<int64_t>(x1), static_cast<int64_t>(16));
                                auto tmp2 = out_ptr1[static_cast<int64_t>(x0)];
                                auto tmp3 = static_cast<float>(64.0);
                                auto tmp4 = tmp2 / tmp3;
                                auto tmp5 = static_cast<float>(1e-06);
                                auto tmp6 = float(tmp4 + tmp5);
                                auto tmp7 = 1 / std::sqrt(tmp6);
                                auto tmp8 = at::vec::Vectorized<float>(tmp7);
                                auto tmp9 = tmp1 * tmp8;
                                auto tmp10 = tmp0 * tmp9;
                                tmp10.store(out_ptr2 + static_cast<int64_t>(x1 + 64L*x0));
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
        buf1 = empty_strided_cpu((1, 8, 1), (8, 1, 8), torch.float32)
        buf2 = empty_strided_cpu((1, 8, 1), (8, 1, 8), torch.float32)
        buf10 = empty_strided_cpu((1, 8, 1), (8, 1, 8), torch.float32)
        buf11 = empty_strided_cpu((1, 8, 1), (8, 1, 8), torch.float32)
        buf19 = empty_strided_cpu((1, 8, 1), (8, 1, 8), torch.float32)
        buf20 = empty_strided_cpu((1, 8, 1), (8, 1, 8), torch.float32)
        buf3 = empty_strided_cpu((8, 64), (64, 1), torch.uint8)
        buf12 = empty_strided_cpu((8, 64), (64, 1), torch.uint8)
        buf21 = empty_strided_cpu((8, 64), (64, 1), torch.uint8)
        assert_size_stride(arg4_1, (64, 64), (64, 1), 'input')
        # [Provenance debug handles] cpp_fused__to_copy_add_amax_amin_clamp_div_embedding_maximum_mean_minimum_mul_neg_pow_rsqrt_view_zeros_like_0:1
        cpp_fused__to_copy_add_amax_amin_clamp_div_embedding_maximum_mean_minimum_mul_neg_pow_rsqrt_view_zeros_like_0(arg0_1, arg1_1, arg3_1, buf0, buf1, buf2, buf10, buf11, buf19, buf20, buf3, buf12, buf21)
        del arg3_1
        buf4 = empty_strided_cpu((8, 64), (64, 1), torch.int32)
        # Topologically Sorted Source Nodes: [inputs_embeds, pow_1, variance, add_3, rsqrt, hidden_states_1, hidden_states_2, linear], Original ATen: [aten.embedding, aten.pow, aten.mean, aten.add, aten.rsqrt, aten.mul, aten.zeros_like, aten.minimum, aten.neg, aten.maximum, aten.div, aten.clamp, aten._to_copy, aten.view, aten.t, aten._int_mm]
        # [Provenance debug handles] extern_kernels._int_mm:2
        extern_kernels._int_mm(buf3, reinterpret_tensor(arg4_1, (64, 64), (1, 64), 0), out=buf4)
        del buf3
        buf5 = empty_strided_cpu((1, 64), (64, 1), torch.int32)
        assert_size_stride(arg5_1, (64, 1), (1, 1), 'input')
        buf6 = empty_strided_cpu((8, 64), (64, 1), torch.float32)
        buf9 = empty_strided_cpu((1, 4, 8, 16), (512, 128, 16, 1), torch.float32)
        buf7 = reinterpret_tensor(buf9, (1, 4, 8, 8), (512, 128, 16, 1), 0)  # alias
        buf8 = reinterpret_tensor(buf9, (1, 4, 8, 8), (512, 128, 16, 1), 8)  # alias
        assert_size_stride(arg7_1, (32, 64), (64, 1), 'input')
        # [Provenance debug handles] cpp_fused__to_copy_cat_clamp_div_maximum_minimum_mul_neg_slice_sub_sum_t_transpose_view_zeros_like_1:3
        cpp_fused__to_copy_cat_clamp_div_maximum_minimum_mul_neg_slice_sub_sum_t_transpose_view_zeros_like_1(arg4_1, buf4, buf1, buf2, arg5_1, buf5, buf6, buf7, buf8)
        del arg4_1
        del arg5_1
        del buf7
        del buf8
        buf13 = empty_strided_cpu((8, 32), (32, 1), torch.int32)
        # Topologically Sorted Source Nodes: [inputs_embeds, pow_1, variance, add_3, rsqrt, hidden_states_1, hidden_states_2, linear_1], Original ATen: [aten.embedding, aten.pow, aten.mean, aten.add, aten.rsqrt, aten.mul, aten.zeros_like, aten.minimum, aten.neg, aten.maximum, aten.div, aten.clamp, aten._to_copy, aten.view, aten.t, aten._int_mm]
        # [Provenance debug handles] extern_kernels._int_mm:4
        extern_kernels._int_mm(buf12, reinterpret_tensor(arg7_1, (64, 32), (1, 64), 0), out=buf13)
        buf14 = empty_strided_cpu((1, 32), (32, 1), torch.int32)
        assert_size_stride(arg8_1, (32, 1), (1, 1), 'input')
        buf15 = empty_strided_cpu((8, 32), (32, 1), torch.float32)
        buf18 = empty_strided_cpu((1, 2, 8, 16), (256, 128, 16, 1), torch.float32)
        buf16 = reinterpret_tensor(buf18, (1, 2, 8, 8), (256, 128, 16, 1), 0)  # alias
        buf17 = reinterpret_tensor(buf18, (1, 2, 8, 8), (256, 128, 16, 1), 8)  # alias
        assert_size_stride(arg10_1, (32, 64), (64, 1), 'input')
        # [Provenance debug handles] cpp_fused__to_copy_cat_clamp_div_maximum_minimum_mul_neg_slice_sub_sum_t_transpose_view_zeros_like_2:5
        cpp_fused__to_copy_cat_clamp_div_maximum_minimum_mul_neg_slice_sub_sum_t_transpose_view_zeros_like_2(arg7_1, buf13, buf10, buf11, arg8_1, buf14, buf15, buf16, buf17)
        del arg7_1
        del arg8_1
        del buf16
        del buf17
        buf22 = buf13; del buf13  # reuse
        # Topologically Sorted Source Nodes: [inputs_embeds, pow_1, variance, add_3, rsqrt, hidden_states_1, hidden_states_2, linear_2], Original ATen: [aten.embedding, aten.pow, aten.mean, aten.add, aten.rsqrt, aten.mul, aten.zeros_like, aten.minimum, aten.neg, aten.maximum, aten.div, aten.clamp, aten._to_copy, aten.view, aten.t, aten._int_mm]
        # [Provenance debug handles] extern_kernels._int_mm:6
        extern_kernels._int_mm(buf21, reinterpret_tensor(arg10_1, (64, 32), (1, 64), 0), out=buf22)
        buf23 = buf14; del buf14  # reuse
        buf26 = empty_strided_cpu((1, 9), (9, 1), torch.int64)
        buf24 = reinterpret_tensor(buf26, (1, 1), (9, 1), 0)  # alias
        buf25 = reinterpret_tensor(buf26, (1, 8), (9, 1), 1)  # alias
        buf27 = empty_strided_cpu((1, 8), (8, 1), torch.int64)
        # [Provenance debug handles] cpp_fused_add_cat_cumsum_ne_slice_sub_sum_t_unsqueeze_3:7
        cpp_fused_add_cat_cumsum_ne_slice_sub_sum_t_unsqueeze_3(arg10_1, buf26, buf23, buf24, buf25, buf27)
        del arg10_1
        del buf24
        del buf25
        del buf26
        # Topologically Sorted Source Nodes: [position_diff, ne, packed_sequence_mask], Original ATen: [aten.slice, aten.sub, aten.ne, aten.cumsum]
        # [Provenance debug handles] torch.ops.aten.cumsum.default:8
        buf28 = torch.ops.aten.cumsum.default(buf27, dim=-1, dtype=torch.int64)
        assert_tensor_metadata(buf28, (1, 8), (8, 1), torch.int64, 'torch.ops.aten.cumsum.default')
        assert_alignment(buf28, 16, 'torch.ops.aten.cumsum.default')
        del buf27
        assert_size_stride(arg2_1, (8, ), (1, ), 'input')
        buf29 = reinterpret_tensor(buf6, (1, 4, 8, 16), (512, 16, 64, 1), 0); del buf6  # reuse
        buf30 = empty_strided_cpu((1, 4, 8, 16), (512, 128, 16, 1), torch.float32)
        assert_size_stride(arg11_1, (32, 1), (1, 1), 'input')
        buf31 = empty_strided_cpu((1, 4, 8, 16), (512, 128, 16, 1), torch.float32)
        buf32 = empty_strided_cpu((1, 1, 8, 8), (64, 64, 8, 1), torch.float32)
        buf88 = empty_strided_cpu((1, 1, 8, 8), (64, 64, 8, 1), torch.float32)
        # [Provenance debug handles] cpp_fused__scaled_dot_product_flash_attention_for_cpu__to_copy__unsafe_view_add_arange_bitwise_and_cat_clamp_clone_div_eq_expand_index_le_maximum_minimum_mul_neg_new_ones_scalar_tensor_sub_transpose_unsqueeze_view_where_zeros_like_4:9
        cpp_fused__scaled_dot_product_flash_attention_for_cpu__to_copy__unsafe_view_add_arange_bitwise_and_cat_clamp_clone_div_eq_expand_index_le_maximum_minimum_mul_neg_new_ones_scalar_tensor_sub_transpose_unsqueeze_view_where_zeros_like_4(buf29, arg2_1, buf9, buf15, buf18, buf22, buf23, buf19, buf20, arg11_1, buf28, buf30, buf31, buf32, buf88)
        del arg11_1
        del buf15
        del buf18
        del buf22
        del buf23
        del buf28
        del buf9
        # Topologically Sorted Source Nodes: [linear, view, query_states, position_ids, position_ids_1, getitem_9, float_1, freqs, emb, cos_1, cos_3, mul_5, sin_1, sin_3, mul_6, q_embed, linear_1, view_1, key_states, mul_7, mul_8, k_embed, getitem_14, hidden_states_3, key, linear_2, view_2, value_states, getitem_15, hidden_states_4, value, result, expand, batch_arange, batch_indices, kv_arange, kv_indices, getitem_6, q_arange, q_indices, getitem_5, le, result_1, getitem_7, getitem_8, eq, result_2, attention_mask, attn_output], Original ATen: [aten.zeros_like, aten.minimum, aten.neg, aten.maximum, aten.div, aten.clamp, aten.mul, aten.sub, aten._to_copy, aten.view, aten.transpose, aten.add, aten.unsqueeze, aten.cat, aten.expand, aten.clone, aten._unsafe_view, aten.new_ones, aten.arange, aten.index, aten.le, aten.bitwise_and, aten.eq, aten.scalar_tensor, aten.where, aten._scaled_dot_product_flash_attention_for_cpu]
        # [Provenance debug handles] torch.ops.aten._scaled_dot_product_flash_attention_for_cpu.default:10
        buf33 = torch.ops.aten._scaled_dot_product_flash_attention_for_cpu.default(buf29, buf30, buf31, attn_mask=buf32, scale=0.25)
        del buf29
        del buf30
        del buf31
        del buf32
        buf34 = buf33[0]
        assert_tensor_metadata(buf34, (1, 4, 8, 16), (512, 16, 64, 1), torch.float32, 'torch.ops.aten._scaled_dot_product_flash_attention_for_cpu.default')
        assert_alignment(buf34, 16, 'torch.ops.aten._scaled_dot_product_flash_attention_for_cpu.default')
        del buf33
        buf36 = buf20; del buf20  # reuse
        buf37 = buf19; del buf19  # reuse
        buf38 = buf21; del buf21  # reuse
        assert_size_stride(arg13_1, (64, 64), (64, 1), 'input')
        # [Provenance debug handles] cpp_fused__to_copy_add_amax_amin_clamp_div_maximum_minimum_mul_neg_transpose_view_zeros_like_5:11
        cpp_fused__to_copy_add_amax_amin_clamp_div_maximum_minimum_mul_neg_transpose_view_zeros_like_5(buf34, buf36, buf37, buf38)
        buf39 = buf4; del buf4  # reuse
        # Topologically Sorted Source Nodes: [transpose_3, reshape_3, attn_output_4], Original ATen: [aten.transpose, aten.view, aten.zeros_like, aten.minimum, aten.neg, aten.maximum, aten.div, aten.clamp, aten.mul, aten.add, aten._to_copy, aten.t, aten._int_mm]
        # [Provenance debug handles] extern_kernels._int_mm:12
        extern_kernels._int_mm(buf38, reinterpret_tensor(arg13_1, (64, 64), (1, 64), 0), out=buf39)
        buf40 = buf5; del buf5  # reuse
        assert_size_stride_grouped((arg14_1, arg16_1), ((64, 1), (64, )), ((1, 1), (1, )), 'input')
        buf41 = reinterpret_tensor(buf34, (1, 8, 64), (512, 64, 1), 0); del buf34  # reuse
        buf42 = buf11; del buf11  # reuse
        buf43 = buf10; del buf10  # reuse
        buf44 = buf2; del buf2  # reuse
        buf49 = buf1; del buf1  # reuse
        buf50 = buf0; del buf0  # reuse
        buf45 = buf38; del buf38  # reuse
        buf51 = buf12; del buf12  # reuse
        assert_size_stride(arg17_1, (128, 64), (64, 1), 'input')
        # [Provenance debug handles] cpp_fused__to_copy_add_amax_amin_clamp_div_embedding_maximum_mean_minimum_mul_neg_pow_rsqrt_sub_sum_t_view_zeros_like_6:13
        cpp_fused__to_copy_add_amax_amin_clamp_div_embedding_maximum_mean_minimum_mul_neg_pow_rsqrt_sub_sum_t_view_zeros_like_6(arg13_1, arg0_1, arg1_1, buf39, buf36, buf37, arg14_1, arg16_1, buf40, buf41, buf42, buf43, buf44, buf49, buf50, buf45, buf51)
        del arg0_1
        del arg13_1
        del arg14_1
        del arg16_1
        del arg1_1
        del buf36
        del buf39
        del buf40
        buf46 = empty_strided_cpu((8, 128), (128, 1), torch.int32)
        # Topologically Sorted Source Nodes: [pow_2, variance_1, add_7, rsqrt_1, hidden_states_7, hidden_states_8, linear_4], Original ATen: [aten.pow, aten.mean, aten.add, aten.rsqrt, aten.mul, aten.zeros_like, aten.minimum, aten.neg, aten.maximum, aten.div, aten.clamp, aten._to_copy, aten.view, aten.t, aten._int_mm]
        # [Provenance debug handles] extern_kernels._int_mm:14
        extern_kernels._int_mm(buf45, reinterpret_tensor(arg17_1, (64, 128), (1, 64), 0), out=buf46)
        del buf45
        buf47 = empty_strided_cpu((1, 128), (128, 1), torch.int32)
        assert_size_stride(arg20_1, (128, 64), (64, 1), 'input')
        # [Provenance debug handles] cpp_fused_sum_t_7:15
        cpp_fused_sum_t_7(arg17_1, buf47)
        del arg17_1
        buf52 = empty_strided_cpu((8, 128), (128, 1), torch.int32)
        # Topologically Sorted Source Nodes: [pow_2, variance_1, add_7, rsqrt_1, hidden_states_7, hidden_states_8, linear_5], Original ATen: [aten.pow, aten.mean, aten.add, aten.rsqrt, aten.mul, aten.zeros_like, aten.minimum, aten.neg, aten.maximum, aten.div, aten.clamp, aten._to_copy, aten.view, aten.t, aten._int_mm]
        # [Provenance debug handles] extern_kernels._int_mm:16
        extern_kernels._int_mm(buf51, reinterpret_tensor(arg20_1, (64, 128), (1, 64), 0), out=buf52)
        del buf51
        buf53 = empty_strided_cpu((1, 128), (128, 1), torch.int32)
        assert_size_stride_grouped((arg18_1, arg21_1), ((128, 1), (128, 1)), ((1, 1), (1, 1)), 'input')
        buf55 = buf42; del buf42  # reuse
        buf56 = buf37; del buf37  # reuse
        buf57 = empty_strided_cpu((8, 128), (128, 1), torch.uint8)
        assert_size_stride(arg23_1, (64, 128), (128, 1), 'input')
        # [Provenance debug handles] cpp_fused__to_copy_add_amax_amin_clamp_div_maximum_minimum_mul_neg_silu_sub_sum_t_view_zeros_like_8:17
        cpp_fused__to_copy_add_amax_amin_clamp_div_maximum_minimum_mul_neg_silu_sub_sum_t_view_zeros_like_8(arg20_1, buf46, buf47, buf43, buf44, arg18_1, buf52, buf49, buf50, arg21_1, buf53, buf55, buf56, buf57)
        del arg18_1
        del arg20_1
        del arg21_1
        del buf46
        buf58 = empty_strided_cpu((8, 64), (64, 1), torch.int32)
        # Topologically Sorted Source Nodes: [down_proj], Original ATen: [aten.zeros_like, aten.minimum, aten.neg, aten.maximum, aten.div, aten.clamp, aten.mul, aten.add, aten._to_copy, aten.view, aten.t, aten._int_mm]
        # [Provenance debug handles] extern_kernels._int_mm:18
        extern_kernels._int_mm(buf57, reinterpret_tensor(arg23_1, (128, 64), (1, 128), 0), out=buf58)
        del buf57
        buf59 = empty_strided_cpu((1, 64), (64, 1), torch.int32)
        assert_size_stride_grouped((arg24_1, arg26_1), ((64, 1), (64, )), ((1, 1), (1, )), 'input')
        buf60 = buf41; del buf41  # reuse
        buf61 = buf50; del buf50  # reuse
        buf62 = buf49; del buf49  # reuse
        buf63 = buf44; del buf44  # reuse
        buf71 = buf43; del buf43  # reuse
        buf72 = empty_strided_cpu((1, 8, 1), (8, 1, 8), torch.float32)
        buf80 = empty_strided_cpu((1, 8, 1), (8, 1, 8), torch.float32)
        buf81 = empty_strided_cpu((1, 8, 1), (8, 1, 8), torch.float32)
        buf64 = empty_strided_cpu((8, 64), (64, 1), torch.uint8)
        buf73 = empty_strided_cpu((8, 64), (64, 1), torch.uint8)
        buf82 = empty_strided_cpu((8, 64), (64, 1), torch.uint8)
        assert_size_stride(arg27_1, (64, 64), (64, 1), 'input')
        # [Provenance debug handles] cpp_fused__to_copy_add_amax_amin_clamp_div_maximum_mean_minimum_mul_neg_pow_rsqrt_sub_sum_t_view_zeros_like_9:19
        cpp_fused__to_copy_add_amax_amin_clamp_div_maximum_mean_minimum_mul_neg_pow_rsqrt_sub_sum_t_view_zeros_like_9(buf60, arg23_1, buf58, buf55, buf56, arg24_1, arg26_1, buf59, buf61, buf62, buf63, buf71, buf72, buf80, buf81, buf64, buf73, buf82)
        del arg23_1
        del arg24_1
        del arg26_1
        del buf55
        del buf56
        buf65 = buf58; del buf58  # reuse
        # Topologically Sorted Source Nodes: [pow_3, variance_2, add_9, rsqrt_2, hidden_states_11, hidden_states_12, linear_7], Original ATen: [aten.pow, aten.mean, aten.add, aten.rsqrt, aten.mul, aten.zeros_like, aten.minimum, aten.neg, aten.maximum, aten.div, aten.clamp, aten._to_copy, aten.view, aten.t, aten._int_mm]
        # [Provenance debug handles] extern_kernels._int_mm:20
        extern_kernels._int_mm(buf64, reinterpret_tensor(arg27_1, (64, 64), (1, 64), 0), out=buf65)
        del buf64
        buf66 = buf59; del buf59  # reuse
        assert_size_stride(arg28_1, (64, 1), (1, 1), 'input')
        buf67 = empty_strided_cpu((8, 64), (64, 1), torch.float32)
        buf70 = empty_strided_cpu((1, 4, 8, 16), (512, 128, 16, 1), torch.float32)
        buf68 = reinterpret_tensor(buf70, (1, 4, 8, 8), (512, 128, 16, 1), 0)  # alias
        buf69 = reinterpret_tensor(buf70, (1, 4, 8, 8), (512, 128, 16, 1), 8)  # alias
        assert_size_stride(arg30_1, (32, 64), (64, 1), 'input')
        # [Provenance debug handles] cpp_fused__to_copy_cat_clamp_div_maximum_minimum_mul_neg_slice_sub_sum_t_transpose_view_zeros_like_1:21
        cpp_fused__to_copy_cat_clamp_div_maximum_minimum_mul_neg_slice_sub_sum_t_transpose_view_zeros_like_1(arg27_1, buf65, buf62, buf63, arg28_1, buf66, buf67, buf68, buf69)
        del arg27_1
        del arg28_1
        del buf68
        del buf69
        buf74 = empty_strided_cpu((8, 32), (32, 1), torch.int32)
        # Topologically Sorted Source Nodes: [pow_3, variance_2, add_9, rsqrt_2, hidden_states_11, hidden_states_12, linear_8], Original ATen: [aten.pow, aten.mean, aten.add, aten.rsqrt, aten.mul, aten.zeros_like, aten.minimum, aten.neg, aten.maximum, aten.div, aten.clamp, aten._to_copy, aten.view, aten.t, aten._int_mm]
        # [Provenance debug handles] extern_kernels._int_mm:22
        extern_kernels._int_mm(buf73, reinterpret_tensor(arg30_1, (64, 32), (1, 64), 0), out=buf74)
        buf75 = empty_strided_cpu((1, 32), (32, 1), torch.int32)
        assert_size_stride(arg31_1, (32, 1), (1, 1), 'input')
        buf76 = empty_strided_cpu((8, 32), (32, 1), torch.float32)
        buf79 = empty_strided_cpu((1, 2, 8, 16), (256, 128, 16, 1), torch.float32)
        buf77 = reinterpret_tensor(buf79, (1, 2, 8, 8), (256, 128, 16, 1), 0)  # alias
        buf78 = reinterpret_tensor(buf79, (1, 2, 8, 8), (256, 128, 16, 1), 8)  # alias
        assert_size_stride(arg33_1, (32, 64), (64, 1), 'input')
        # [Provenance debug handles] cpp_fused__to_copy_cat_clamp_div_maximum_minimum_mul_neg_slice_sub_sum_t_transpose_view_zeros_like_2:23
        cpp_fused__to_copy_cat_clamp_div_maximum_minimum_mul_neg_slice_sub_sum_t_transpose_view_zeros_like_2(arg30_1, buf74, buf71, buf72, arg31_1, buf75, buf76, buf77, buf78)
        del arg30_1
        del arg31_1
        del buf77
        del buf78
        buf83 = buf74; del buf74  # reuse
        # Topologically Sorted Source Nodes: [pow_3, variance_2, add_9, rsqrt_2, hidden_states_11, hidden_states_12, linear_9], Original ATen: [aten.pow, aten.mean, aten.add, aten.rsqrt, aten.mul, aten.zeros_like, aten.minimum, aten.neg, aten.maximum, aten.div, aten.clamp, aten._to_copy, aten.view, aten.t, aten._int_mm]
        # [Provenance debug handles] extern_kernels._int_mm:24
        extern_kernels._int_mm(buf82, reinterpret_tensor(arg33_1, (64, 32), (1, 64), 0), out=buf83)
        buf84 = buf75; del buf75  # reuse
        buf85 = reinterpret_tensor(buf67, (1, 4, 8, 16), (512, 16, 64, 1), 0); del buf67  # reuse
        buf86 = empty_strided_cpu((1, 4, 8, 16), (512, 128, 16, 1), torch.float32)
        assert_size_stride(arg34_1, (32, 1), (1, 1), 'input')
        buf87 = empty_strided_cpu((1, 4, 8, 16), (512, 128, 16, 1), torch.float32)
        # [Provenance debug handles] cpp_fused__scaled_dot_product_flash_attention_for_cpu__to_copy__unsafe_view_add_arange_bitwise_and_cat_clamp_clone_div_eq_expand_index_le_maximum_minimum_mul_neg_new_ones_scalar_tensor_sub_sum_t_transpose_unsqueeze_view_where_zeros_like_10:25
        cpp_fused__scaled_dot_product_flash_attention_for_cpu__to_copy__unsafe_view_add_arange_bitwise_and_cat_clamp_clone_div_eq_expand_index_le_maximum_minimum_mul_neg_new_ones_scalar_tensor_sub_sum_t_transpose_unsqueeze_view_where_zeros_like_10(buf85, arg33_1, arg2_1, buf70, buf76, buf79, buf83, buf80, buf81, arg34_1, buf84, buf86, buf87)
        del arg2_1
        del arg33_1
        del arg34_1
        del buf70
        del buf76
        del buf79
        del buf83
        del buf84
        # Topologically Sorted Source Nodes: [position_ids, position_ids_1, getitem_9, float_1, freqs, emb, cos_1, sin_1, result, expand, batch_arange, batch_indices, kv_arange, kv_indices, getitem_6, q_arange, q_indices, getitem_5, le, result_1, getitem_7, getitem_8, eq, result_2, attention_mask, linear_7, view_3, query_states_1, cos_4, mul_14, sin_4, mul_15, q_embed_1, linear_8, view_4, key_states_1, mul_16, mul_17, k_embed_1, getitem_20, hidden_states_13, key_1, linear_9, view_5, value_states_1, getitem_21, hidden_states_14, value_1, attn_output_5], Original ATen: [aten.add, aten.unsqueeze, aten._to_copy, aten.mul, aten.cat, aten.new_ones, aten.expand, aten.arange, aten.index, aten.le, aten.bitwise_and, aten.eq, aten.zeros_like, aten.minimum, aten.neg, aten.maximum, aten.div, aten.clamp, aten.sub, aten.view, aten.transpose, aten.clone, aten._unsafe_view, aten.scalar_tensor, aten.where, aten._scaled_dot_product_flash_attention_for_cpu]
        # [Provenance debug handles] torch.ops.aten._scaled_dot_product_flash_attention_for_cpu.default:26
        buf89 = torch.ops.aten._scaled_dot_product_flash_attention_for_cpu.default(buf85, buf86, buf87, attn_mask=buf88, scale=0.25)
        del buf85
        del buf86
        del buf87
        del buf88
        buf90 = buf89[0]
        assert_tensor_metadata(buf90, (1, 4, 8, 16), (512, 16, 64, 1), torch.float32, 'torch.ops.aten._scaled_dot_product_flash_attention_for_cpu.default')
        assert_alignment(buf90, 16, 'torch.ops.aten._scaled_dot_product_flash_attention_for_cpu.default')
        del buf89
        buf92 = buf81; del buf81  # reuse
        buf93 = buf80; del buf80  # reuse
        buf94 = buf82; del buf82  # reuse
        assert_size_stride(arg36_1, (64, 64), (64, 1), 'input')
        # [Provenance debug handles] cpp_fused__to_copy_add_amax_amin_clamp_div_maximum_minimum_mul_neg_transpose_view_zeros_like_5:27
        cpp_fused__to_copy_add_amax_amin_clamp_div_maximum_minimum_mul_neg_transpose_view_zeros_like_5(buf90, buf92, buf93, buf94)
        del buf90
        buf95 = buf65; del buf65  # reuse
        # Topologically Sorted Source Nodes: [transpose_7, reshape_7, attn_output_9], Original ATen: [aten.transpose, aten.view, aten.zeros_like, aten.minimum, aten.neg, aten.maximum, aten.div, aten.clamp, aten.mul, aten.add, aten._to_copy, aten.t, aten._int_mm]
        # [Provenance debug handles] extern_kernels._int_mm:28
        extern_kernels._int_mm(buf94, reinterpret_tensor(arg36_1, (64, 64), (1, 64), 0), out=buf95)
        buf96 = buf66; del buf66  # reuse
        assert_size_stride_grouped((arg37_1, arg39_1), ((64, 1), (64, )), ((1, 1), (1, )), 'input')
        buf97 = buf60; del buf60  # reuse
        buf98 = buf72; del buf72  # reuse
        buf99 = buf71; del buf71  # reuse
        buf100 = buf63; del buf63  # reuse
        buf105 = buf62; del buf62  # reuse
        buf106 = buf61; del buf61  # reuse
        buf101 = buf94; del buf94  # reuse
        buf107 = buf73; del buf73  # reuse
        assert_size_stride(arg40_1, (128, 64), (64, 1), 'input')
        # [Provenance debug handles] cpp_fused__to_copy_add_amax_amin_clamp_div_maximum_mean_minimum_mul_neg_pow_rsqrt_sub_sum_t_view_zeros_like_11:29
        cpp_fused__to_copy_add_amax_amin_clamp_div_maximum_mean_minimum_mul_neg_pow_rsqrt_sub_sum_t_view_zeros_like_11(buf97, arg36_1, buf95, buf92, buf93, arg37_1, arg39_1, buf96, buf98, buf99, buf100, buf105, buf106, buf101, buf107)
        del arg36_1
        del arg37_1
        del arg39_1
        del buf92
        del buf95
        buf102 = buf52; del buf52  # reuse
        # Topologically Sorted Source Nodes: [pow_4, variance_3, add_13, rsqrt_3, hidden_states_17, hidden_states_18, linear_11], Original ATen: [aten.pow, aten.mean, aten.add, aten.rsqrt, aten.mul, aten.zeros_like, aten.minimum, aten.neg, aten.maximum, aten.div, aten.clamp, aten._to_copy, aten.view, aten.t, aten._int_mm]
        # [Provenance debug handles] extern_kernels._int_mm:30
        extern_kernels._int_mm(buf101, reinterpret_tensor(arg40_1, (64, 128), (1, 64), 0), out=buf102)
        del buf101
        buf103 = buf53; del buf53  # reuse
        assert_size_stride(arg43_1, (128, 64), (64, 1), 'input')
        # [Provenance debug handles] cpp_fused_sum_t_7:31
        cpp_fused_sum_t_7(arg40_1, buf103)
        del arg40_1
        buf108 = empty_strided_cpu((8, 128), (128, 1), torch.int32)
        # Topologically Sorted Source Nodes: [pow_4, variance_3, add_13, rsqrt_3, hidden_states_17, hidden_states_18, linear_12], Original ATen: [aten.pow, aten.mean, aten.add, aten.rsqrt, aten.mul, aten.zeros_like, aten.minimum, aten.neg, aten.maximum, aten.div, aten.clamp, aten._to_copy, aten.view, aten.t, aten._int_mm]
        # [Provenance debug handles] extern_kernels._int_mm:32
        extern_kernels._int_mm(buf107, reinterpret_tensor(arg43_1, (64, 128), (1, 64), 0), out=buf108)
        del buf107
        buf109 = buf47; del buf47  # reuse
        assert_size_stride_grouped((arg41_1, arg44_1), ((128, 1), (128, 1)), ((1, 1), (1, 1)), 'input')
        buf111 = buf98; del buf98  # reuse
        buf112 = buf93; del buf93  # reuse
        buf113 = empty_strided_cpu((8, 128), (128, 1), torch.uint8)
        assert_size_stride(arg46_1, (64, 128), (128, 1), 'input')
        # [Provenance debug handles] cpp_fused__to_copy_add_amax_amin_clamp_div_maximum_minimum_mul_neg_silu_sub_sum_t_view_zeros_like_8:33
        cpp_fused__to_copy_add_amax_amin_clamp_div_maximum_minimum_mul_neg_silu_sub_sum_t_view_zeros_like_8(arg43_1, buf102, buf103, buf99, buf100, arg41_1, buf108, buf105, buf106, arg44_1, buf109, buf111, buf112, buf113)
        del arg41_1
        del arg43_1
        del arg44_1
        del buf100
        del buf102
        del buf103
        del buf105
        del buf106
        del buf108
        del buf109
        buf114 = empty_strided_cpu((8, 64), (64, 1), torch.int32)
        # Topologically Sorted Source Nodes: [down_proj_1], Original ATen: [aten.zeros_like, aten.minimum, aten.neg, aten.maximum, aten.div, aten.clamp, aten.mul, aten.add, aten._to_copy, aten.view, aten.t, aten._int_mm]
        # [Provenance debug handles] extern_kernels._int_mm:34
        extern_kernels._int_mm(buf113, reinterpret_tensor(arg46_1, (128, 64), (1, 128), 0), out=buf114)
        del buf113
        buf115 = buf96; del buf96  # reuse
        assert_size_stride_grouped((arg47_1, arg49_1), ((64, 1), (64, )), ((1, 1), (1, )), 'input')
        buf117 = buf99; del buf99  # reuse
        buf118 = empty_strided_cpu((1, 8, 64), (512, 64, 1), torch.float32)
        assert_size_stride(arg50_1, (128, 64), (64, 1), 'input')
        # [Provenance debug handles] cpp_fused__to_copy_add_clamp_div_maximum_mean_minimum_mul_neg_pow_rsqrt_sub_sum_t_view_zeros_like_12:35
        cpp_fused__to_copy_add_clamp_div_maximum_mean_minimum_mul_neg_pow_rsqrt_sub_sum_t_view_zeros_like_12(arg46_1, buf97, buf114, buf111, buf112, arg47_1, arg49_1, buf115, buf117, buf118)
        del arg46_1
        del arg47_1
        del arg49_1
        del buf111
        del buf112
        del buf114
        del buf115
        del buf117
        del buf97
        buf119 = empty_strided_cpu((8, 128), (128, 1), torch.float32)
        # Topologically Sorted Source Nodes: [pow_5, variance_4, add_15, rsqrt_4, hidden_states_21, hidden_states_22, logits], Original ATen: [aten.pow, aten.mean, aten.add, aten.rsqrt, aten.mul, aten.view, aten.t, aten.mm]
        # [Provenance debug handles] extern_kernels.mm:36
        extern_kernels.mm(reinterpret_tensor(buf118, (8, 64), (64, 1), 0), reinterpret_tensor(arg50_1, (64, 128), (1, 64), 0), out=buf119)
        del arg50_1
        return (reinterpret_tensor(buf119, (1, 8, 128), (1024, 128, 1), 0), )

runner = Runner(partitions=[])
call = runner.call
recursively_apply_fns = runner.recursively_apply_fns


def get_args():
    from torch._dynamo.testing import rand_strided
    arg0_1 = rand_strided((1, 8), (8, 1), device='cpu', dtype=torch.int64)
    arg1_1 = rand_strided((128, 64), (64, 1), device='cpu', dtype=torch.float32)
    arg2_1 = rand_strided((8, ), (1, ), device='cpu', dtype=torch.float32)
    arg3_1 = rand_strided((64, ), (1, ), device='cpu', dtype=torch.float32)
    arg4_1 = rand_strided((64, 64), (64, 1), device='cpu', dtype=torch.int8)
    arg5_1 = rand_strided((64, 1), (1, 1), device='cpu', dtype=torch.float32)
    arg6_1 = rand_strided((64, 1), (1, 1), device='cpu', dtype=torch.int8)
    arg7_1 = rand_strided((32, 64), (64, 1), device='cpu', dtype=torch.int8)
    arg8_1 = rand_strided((32, 1), (1, 1), device='cpu', dtype=torch.float32)
    arg9_1 = rand_strided((32, 1), (1, 1), device='cpu', dtype=torch.int8)
    arg10_1 = rand_strided((32, 64), (64, 1), device='cpu', dtype=torch.int8)
    arg11_1 = rand_strided((32, 1), (1, 1), device='cpu', dtype=torch.float32)
    arg12_1 = rand_strided((32, 1), (1, 1), device='cpu', dtype=torch.int8)
    arg13_1 = rand_strided((64, 64), (64, 1), device='cpu', dtype=torch.int8)
    arg14_1 = rand_strided((64, 1), (1, 1), device='cpu', dtype=torch.float32)
    arg15_1 = rand_strided((64, 1), (1, 1), device='cpu', dtype=torch.int8)
    arg16_1 = rand_strided((64, ), (1, ), device='cpu', dtype=torch.float32)
    arg17_1 = rand_strided((128, 64), (64, 1), device='cpu', dtype=torch.int8)
    arg18_1 = rand_strided((128, 1), (1, 1), device='cpu', dtype=torch.float32)
    arg19_1 = rand_strided((128, 1), (1, 1), device='cpu', dtype=torch.int8)
    arg20_1 = rand_strided((128, 64), (64, 1), device='cpu', dtype=torch.int8)
    arg21_1 = rand_strided((128, 1), (1, 1), device='cpu', dtype=torch.float32)
    arg22_1 = rand_strided((128, 1), (1, 1), device='cpu', dtype=torch.int8)
    arg23_1 = rand_strided((64, 128), (128, 1), device='cpu', dtype=torch.int8)
    arg24_1 = rand_strided((64, 1), (1, 1), device='cpu', dtype=torch.float32)
    arg25_1 = rand_strided((64, 1), (1, 1), device='cpu', dtype=torch.int8)
    arg26_1 = rand_strided((64, ), (1, ), device='cpu', dtype=torch.float32)
    arg27_1 = rand_strided((64, 64), (64, 1), device='cpu', dtype=torch.int8)
    arg28_1 = rand_strided((64, 1), (1, 1), device='cpu', dtype=torch.float32)
    arg29_1 = rand_strided((64, 1), (1, 1), device='cpu', dtype=torch.int8)
    arg30_1 = rand_strided((32, 64), (64, 1), device='cpu', dtype=torch.int8)
    arg31_1 = rand_strided((32, 1), (1, 1), device='cpu', dtype=torch.float32)
    arg32_1 = rand_strided((32, 1), (1, 1), device='cpu', dtype=torch.int8)
    arg33_1 = rand_strided((32, 64), (64, 1), device='cpu', dtype=torch.int8)
    arg34_1 = rand_strided((32, 1), (1, 1), device='cpu', dtype=torch.float32)
    arg35_1 = rand_strided((32, 1), (1, 1), device='cpu', dtype=torch.int8)
    arg36_1 = rand_strided((64, 64), (64, 1), device='cpu', dtype=torch.int8)
    arg37_1 = rand_strided((64, 1), (1, 1), device='cpu', dtype=torch.float32)
    arg38_1 = rand_strided((64, 1), (1, 1), device='cpu', dtype=torch.int8)
    arg39_1 = rand_strided((64, ), (1, ), device='cpu', dtype=torch.float32)
    arg40_1 = rand_strided((128, 64), (64, 1), device='cpu', dtype=torch.int8)
    arg41_1 = rand_strided((128, 1), (1, 1), device='cpu', dtype=torch.float32)
    arg42_1 = rand_strided((128, 1), (1, 1), device='cpu', dtype=torch.int8)
    arg43_1 = rand_strided((128, 64), (64, 1), device='cpu', dtype=torch.int8)
    arg44_1 = rand_strided((128, 1), (1, 1), device='cpu', dtype=torch.float32)
    arg45_1 = rand_strided((128, 1), (1, 1), device='cpu', dtype=torch.int8)
    arg46_1 = rand_strided((64, 128), (128, 1), device='cpu', dtype=torch.int8)
    arg47_1 = rand_strided((64, 1), (1, 1), device='cpu', dtype=torch.float32)
    arg48_1 = rand_strided((64, 1), (1, 1), device='cpu', dtype=torch.int8)
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
