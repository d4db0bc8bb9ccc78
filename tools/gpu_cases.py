"""GPU cases for the prologue decisions of Inductor's Triton GEMM templates (issue 38).

Each case returns (fn, inputs, compile_kwargs) like the shared `cases.py`, whose helpers it imports,
and is built so that, under `max-autotune-no-cudagraphs` with Triton templates only, one dequant-like
pointwise node feeds the matmul and Inductor takes one prologue decision about it: fused (benchmarked
or bypassed by invoke_quant), or refused for one of the reasons `Scheduler.can_fuse` and
`check_prologue_fusion_heuristics_fusable` give. fp16 throughout, because the heuristics that
invoke_quant bypasses only act on low-precision templates. The shapes are small enough to compile
fast and big enough for `is_big_gpu()` templates (M, N, K multiples of 16).

`gen_gpu_corpus.py` adds these to the shared `cases.CASES` before it runs `gen_gpu.py`'s generator.
"""
import torch
import torch.nn.functional as F

from cases import deq_int8_rowwise, gen, iq, iq_hi

H = torch.float16


def _x_w_s(seed, m=32, k=256, n=256):
    g = gen(seed)
    x = torch.randn(m, k, generator=g).to(H)
    w = torch.randint(-127, 127, (n, k), dtype=torch.int8, generator=g)
    s = (torch.rand(n, generator=g) / 64).to(H)
    return x, w, s


def deq_int8_fp16(w, s):
    return w.to(torch.float16) * s[:, None]


def gpu_iq_int8_fp16():
    """invoke_quant around an fp16 dequant: the heuristics are bypassed, the benchmark decides."""
    def fn(x, w, s):
        return x @ iq(deq_int8_fp16, w, s, scheme="int8_woq").t()
    return fn, _x_w_s(60), {}


def gpu_plain_int8_fp16():
    """The same dequant without invoke_quant: fp16 math in the prologue, refused as 'must be upcast'."""
    def fn(x, w, s):
        return x @ deq_int8_fp16(w, s).t()
    return fn, _x_w_s(60), {}


def gpu_iq_int8_fp16_highprec():
    """invoke_quant with codegen_low_precision=False: still bypassed, but the prologue computes in fp32."""
    def fn(x, w, s):
        return x @ iq_hi(deq_int8_fp16, w, s, scheme="int8_woq").t()
    return fn, _x_w_s(60), {}


def gpu_plain_cast_fp16():
    """A bare int8 -> fp16 cast: reads fewer bytes than it writes and needs no upcast, so no heuristic
    refuses it and the benchmark decides."""
    def fn(x, w):
        return x @ w.to(torch.float16).t()
    x, w, _ = _x_w_s(61)
    return fn, (x, w), {}


def gpu_plain_two_reads_fp16():
    """test_prologue's body without invoke_quant: two fp16 reads for one write, refused as 'will not
    increase amount of bytes read'."""
    def fn(x, y, z):
        return (torch.mul(x, y) + (y - 1)) @ z
    g = gen(62)
    x = torch.randn(64, 64, generator=g).to(H)
    y = torch.ones(64, 64).to(H)
    z = torch.randn(64, 64, generator=g).to(H)
    return fn, (x, y, z), {}


def gpu_iq_two_reads_fp16():
    """test_prologue itself (PyTorch's test_invoke_quant.py): the same body under invoke_quant."""
    def gn(x, y):
        return torch.mul(x, y) + (y - 1)

    def fn(x, y, z):
        return iq(gn, x, y, scheme="nf4") @ z
    return fn, gpu_plain_two_reads_fp16()[1], {}


def gpu_reduction_prologue_fp16():
    """A softmax feeding the matmul: a reduction, refused as 'only supported for pointwise nodes'."""
    def fn(x, w):
        return torch.softmax(w, dim=-1) @ x
    g = gen(63)
    return fn, (torch.randn(64, 64, generator=g).to(H), torch.randn(64, 64, generator=g).to(H)), {}


def gpu_two_users_fp16():
    """The dequant is also an output: refused as 'can only fuse nodes with a single use into template'."""
    def fn(x, w, s):
        wd = deq_int8_rowwise(w, s.float()).to(torch.float16)
        return x @ wd.t(), wd
    return fn, _x_w_s(64), {}


def gpu_pad_prologue_fp16():
    """constant_pad_nd alone as the prologue: refused for its unaligned reads."""
    def fn(x, w):
        return x @ F.pad(w, (0, 0, 0, 8))
    g = gen(65)
    return fn, (torch.randn(64, 64, generator=g).to(H), torch.randn(56, 64, generator=g).to(H)), {}


def gpu_prologue_off_fp16():
    """config.prologue_fusion = False: refused as 'prologue fusion turned off'."""
    from torch._inductor import config
    config.prologue_fusion = False
    return gpu_iq_int8_fp16()


def gpu_no_benchmark_fp16():
    """config.benchmark_epilogue_fusion = False: Inductor then refuses prologues without benchmarking."""
    from torch._inductor import config
    config.benchmark_epilogue_fusion = False
    return gpu_iq_int8_fp16()


def gpu_iq_int8_bf16_decode():
    """A decode-shaped bf16 invoke_quant int8 matmul (M = 1), where a prologue saves most bytes."""
    def fn(x, w, s):
        return x @ iq(deq_int8_fp16_as(torch.bfloat16), w, s, scheme="int8_woq").t()
    g = gen(66)
    x = torch.randn(1, 1024, generator=g).to(torch.bfloat16)
    w = torch.randint(-127, 127, (1024, 1024), dtype=torch.int8, generator=g)
    s = (torch.rand(1024, generator=g) / 64).to(torch.bfloat16)
    return fn, (x, w, s), {}


def deq_int8_fp16_as(dtype):
    def deq(w, s):
        return w.to(dtype) * s[:, None]
    deq.__name__ = f"deq_int8_{str(dtype).split('.')[-1]}"
    return deq


GPU_CASES = {f.__name__: f for f in [
    gpu_iq_int8_fp16, gpu_plain_int8_fp16, gpu_iq_int8_fp16_highprec, gpu_plain_cast_fp16,
    gpu_plain_two_reads_fp16, gpu_iq_two_reads_fp16, gpu_reduction_prologue_fp16, gpu_two_users_fp16,
    gpu_pad_prologue_fp16, gpu_prologue_off_fp16, gpu_no_benchmark_fp16, gpu_iq_int8_bf16_decode]}
