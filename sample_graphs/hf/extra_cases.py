"""Extra invoke_quant programs for the hf/ corpus, in the style of shared/tools/cases.py, plus the
launcher that regenerates every case of sample_graphs/hf/ with the shared gen.py.

    CAPTURE=1 THREADS=2 python sample_graphs/hf/extra_cases.py OUT_DIR case ...
    THREADS=2 python sample_graphs/hf/extra_cases.py --eager-io OUT_DIR iq_multi_output   (see eager_io)
    python sample_graphs/hf/extra_cases.py --resize OUT_DIR/dyn_batch_int8_linear ...    (see resize)
    THREADS=2 python sample_graphs/hf/extra_cases.py --flat OUT_DIR lib_torchao_int8wo_f32 ...
        (sample_graphs/quant_libs/gen_flat.py: inputs captured as Inductor's compiled graph gets them)

The launcher copies gen.py, cases.py and hf_cases.py from the shared tools (QB_TOOLS, default
../../../shared/tools from this file) and this folder's extra_cases.py and hf_cases_more.py into a
work folder (QB_WORK, default /tmp/hf_work), appends to that cases.py copy a hook that adds
EXTRA_CASES and HF_MORE_CASES to CASES, and runs the copied gen.py with the given arguments.
Each case returns (fn, inputs, compile_kwargs) like cases.py.
"""
import os
import shutil
import sys

HERE = os.path.dirname(os.path.abspath(__file__))
TOOLS = os.environ.get("QB_TOOLS") or os.path.normpath(os.path.join(HERE, "..", "..", "..", "shared", "tools"))
if TOOLS not in sys.path:
    sys.path.append(TOOLS)  # appended: in the work folder gen.py's own copy of cases.py comes first

import torch
import torch.nn.functional as F

from cases import NF4, _decoder, deq_int8_rowwise, deq_nf4_blockwise, gen, iq


def gelu_erf_int8():
    """int8 weight-only linear (dequant under invoke_quant), exact erf GELU, residual add."""
    def fn(x, w, s):
        y = x @ iq(deq_int8_rowwise, w, s, scheme="int8_woq").t()
        return x + F.gelu(y)  # approximate="none": 0.5 * y * (1 + erf(y / sqrt(2)))
    g = gen(50)
    x = torch.randn(4, 64, generator=g)
    w = torch.randint(-127, 127, (64, 64), dtype=torch.int8, generator=g)
    s = torch.rand(64, generator=g) / 64
    return fn, (x, w, s), {}


def deq_int8_pair(w1, s1, w2, s2):
    # one invoke_quant subgraph with TWO outputs: both weights dequantized row-wise
    return w1.to(torch.float32) * s1[:, None], w2.to(torch.float32) * s2[:, None]


def iq_multi_output():
    """invoke_quant whose subgraph returns two tensors (two dequantized weights), both used by matmuls."""
    def fn(x, w1, s1, w2, s2):
        a, b = iq(deq_int8_pair, w1, s1, w2, s2, scheme="int8_woq")
        h = torch.relu(x @ a.t())      # [4, 32]
        return h @ b.t()               # [4, 64]
    g = gen(51)
    x = torch.randn(4, 64, generator=g)
    w1 = torch.randint(-127, 127, (32, 64), dtype=torch.int8, generator=g)
    s1 = torch.rand(32, generator=g) / 64
    w2 = torch.randint(-127, 127, (64, 32), dtype=torch.int8, generator=g)
    s2 = torch.rand(64, generator=g) / 64
    return fn, (x, w1, s1, w2, s2), {}


def deq_int8_pair_cat(w1, s1, w2, s2):
    # one single-output subgraph holding both dequantized weights, stacked along dim 0
    return torch.cat([w1.to(torch.float32) * s1[:, None], w2.to(torch.float32) * s2[:, None]], 0)


def iq_multi_output_cat():
    """The compilable form of iq_multi_output: one invoke_quant dequantizes both weights into one tensor
    (cat), whose two row slices feed two matmuls."""
    def fn(x, w1, s1, w2, s2):
        wd = iq(deq_int8_pair_cat, w1, s1, w2, s2, scheme="int8_woq")   # [64, 64]
        a, b = wd[:32], wd[32:]                                          # [32, 64] each
        h = torch.relu(x @ a.t())      # [4, 32]
        return h @ b                   # [4, 64]  (second weight stored [in, out])
    g = gen(52)
    x = torch.randn(4, 64, generator=g)
    w1 = torch.randint(-127, 127, (32, 64), dtype=torch.int8, generator=g)
    s1 = torch.rand(32, generator=g) / 64
    w2 = torch.randint(-127, 127, (32, 64), dtype=torch.int8, generator=g)
    s2 = torch.rand(32, generator=g) / 64
    return fn, (x, w1, s1, w2, s2), {}


def _dyn_batch_int8(batch):
    def fn(x, w, s, b):
        return torch.relu(x @ iq(deq_int8_rowwise, w, s, scheme="int8_woq").t() + b)
    g = gen(53)
    x = torch.randn(batch, 64, generator=g)
    w = torch.randint(-127, 127, (96, 64), dtype=torch.int8, generator=g)
    s = torch.rand(96, generator=g) / 64
    b = torch.randn(96, generator=g)
    return fn, (x, w, s, b), {"dynamic": True}


def dyn_batch_int8_linear():
    """int8 weight-only linear + bias + relu, compiled with dynamic=True (the batch is a symbol)."""
    return _dyn_batch_int8(6)


def _dyn_batch_nf4(batch):
    def fn(x, packed, absmax, table):
        return F.silu(x @ iq(deq_nf4_blockwise, packed, absmax, table, scheme="nf4").t())
    g = gen(54)
    x = torch.randn(batch, 128, generator=g)
    packed = torch.randint(0, 256, (64, 64), dtype=torch.uint8, generator=g)
    absmax = torch.rand(64 * 128 // 64, generator=g) / 8
    return fn, (x, packed, absmax, NF4.clone()), {"dynamic": True}


def dyn_batch_nf4_linear():
    """nf4 block-64 weight-only linear + SiLU, compiled with dynamic=True (the batch is a symbol)."""
    return _dyn_batch_nf4(6)


def _dyn_seq_decoder(seq):
    fn, inputs, _ = _decoder(2, seq=seq)
    return fn, inputs, {"dynamic": True}


def dyn_seq_decoder_nf4():
    """cases.py's 2-layer nf4 decoder (RMSNorm, attention, SwiGLU) compiled with dynamic=True: the
    sequence length is a symbol, and so is every weight size (weights are inputs). The sequence
    length avoids every other input's size (16 is the nf4 table's): duck sizing would give both one
    symbol, and the graph could then run at no other length."""
    return _dyn_seq_decoder(12)


class _Int8Linear(torch.nn.Module):
    """A quantized linear whose int8 weight and scales are the module's (static shapes under
    dynamic shapes, as a model's parameters are)."""
    def __init__(self, n, k, g):
        super().__init__()
        self.register_buffer("w", torch.randint(-127, 127, (n, k), dtype=torch.int8, generator=g))
        self.register_buffer("s", torch.rand(n, generator=g) / 64)

    def forward(self, x):
        return x @ iq(deq_int8_rowwise, self.w, self.s, scheme="int8_woq").t()


def dyn_batch_int8_decode():
    """int8 weight-only decode linear 4096 -> 4096 where only the batch is a symbol
    (torch._dynamo.mark_dynamic(x, 0); the weights are the module's, static): the decode shape of
    the dynamic-shapes benchmark, run at batch 1. Traced at batch 2 (a size-1 dim would be
    specialized)."""
    g = gen(55)
    m = _Int8Linear(4096, 4096, g)
    x = torch.randn(2, 4096, generator=g)
    torch._dynamo.mark_dynamic(x, 0)
    return m, (x,), {}


EXTRA_CASES = {f.__name__: f for f in [gelu_erf_int8, iq_multi_output, iq_multi_output_cat,
                                       dyn_batch_int8_linear, dyn_batch_nf4_linear,
                                       dyn_seq_decoder_nf4, dyn_batch_int8_decode]}

# Other sizes of the dynamic cases: tag -> the case's inputs at that size.
RESIZE = {
    "dyn_batch_int8_linear": {"b1": lambda: _dyn_batch_int8(1), "b13": lambda: _dyn_batch_int8(13)},
    "dyn_batch_nf4_linear": {"b1": lambda: _dyn_batch_nf4(1), "b13": lambda: _dyn_batch_nf4(13)},
    "dyn_seq_decoder_nf4": {"seq5": lambda: _dyn_seq_decoder(5), "seq23": lambda: _dyn_seq_decoder(23)},
}


def _more(name, seq):
    from hf_cases_more import HF_MORE_CASES
    return HF_MORE_CASES[name](seq=seq)


for _name in ["hf_opt_int8_dynamic", "hf_bloom_nf4_dynamic", "hf_gemma_nf4_dynamic",
              "hf_qwen2_int8_dynamic", "hf_gpt_neox_nf4_dynamic"]:
    RESIZE[_name] = {f"seq{n}": (lambda n=n, name=_name: _more(name, n)) for n in (9, 23)}


def _unseen(name, seq):
    from hf_cases_unseen import HF_UNSEEN_CASES
    return HF_UNSEEN_CASES[name](seq=seq)


for _name in ["hf_falcon_int8_dynamic", "hf_qwen3_nf4_dynamic", "hf_mistral_nf4_dynamic", "hf_stablelm_int8_dynamic"]:
    RESIZE[_name] = {f"seq{n}": (lambda n=n, name=_name: _unseen(name, n)) for n in (9, 23)}


def resize(case_dir):
    """io_<tag>.safetensors next to a dynamic case's io.safetensors: the placeholders that held an input
    whose size changes (found by value among the captured `arg{i}_1`) take the new tensor, the others stay,
    and `output_i` are PyTorch eager outputs at the new size."""
    from safetensors.torch import load_file, save_file
    name = os.path.basename(case_dir.rstrip("/"))
    io = load_file(os.path.join(case_dir, "io.safetensors"))
    base = {k: v for k, v in io.items() if k.startswith("arg")}
    for tag, make in RESIZE[name].items():
        fn, inputs, _ = make()
        # Inputs whose size does not change keep the compiled run's values (the new call's
        # generator stream differs once an earlier input's size does).
        inputs = tuple(io[f"input_{i}"] if io[f"input_{i}"].shape == new.shape else new
                       for i, new in enumerate(inputs))
        t = dict(base)
        for i, new in enumerate(inputs):
            old = io[f"input_{i}"]
            if old.shape == new.shape:
                continue
            hits = [k for k, v in base.items() if v.shape == old.shape and v.dtype == old.dtype and torch.equal(v, old)]
            assert len(hits) == 1, f"{name}: input_{i} is held by {hits}"
            t[hits[0]] = new.contiguous()
        with torch.no_grad():
            out = fn(*inputs)
        outs = out if isinstance(out, tuple) else (out,)
        t.update({f"output_{i}": o.contiguous() for i, o in enumerate(outs)})
        save_file(t, os.path.join(case_dir, f"io_{tag}.safetensors"))
        print(f"{name}: io_{tag}.safetensors", flush=True)


def eager_io(name, out):
    """For a case whose Inductor compile fails (iq_multi_output): run it under torch.compile with a backend
    that records the graph's inputs the way gen.py's CAPTURE=1 does, tries Inductor's compile_fx, and on
    failure runs the Dynamo graph eagerly; write io.safetensors (input_i, output_i = eager outputs, arg{i}_1)
    and meta.json (compile_error, no compiled-vs-eager error) in gen.py's format."""
    import json
    from safetensors.torch import save_file
    from cases import CASES as base
    cases = dict(base, **EXTRA_CASES)
    try:
        from hf_cases_more import HF_MORE_CASES
        cases.update(HF_MORE_CASES)
    except ImportError:
        pass
    torch.set_num_threads(int(os.environ.get("THREADS", "2")))
    fn, inputs, kw = cases[name]()
    eager = fn(*inputs)
    captured, errors = [], []

    def capture(gm, example_inputs):
        captured[:] = [list(example_inputs)]
        from torch._inductor.compile_fx import compile_fx
        try:
            return compile_fx(gm, example_inputs)
        except Exception as e:  # noqa: BLE001 - recorded in meta.json
            errors.append(f"{type(e).__name__}: {str(e).splitlines()[0]}")
            return gm.forward
    got = torch.compile(fn, backend=capture, **kw)(*inputs)
    eager_t = eager if isinstance(eager, tuple) else (eager,)
    got_t = got if isinstance(got, tuple) else (got,)
    tensors = {f"input_{i}": t.clone().contiguous() for i, t in enumerate(inputs)}
    tensors.update({f"output_{i}": t.contiguous() for i, t in enumerate(eager_t)})
    for i, t in enumerate(captured[0] if captured else []):
        if isinstance(t, torch.Tensor):
            tensors[f"arg{i}_1"] = t.detach().clone().contiguous()
    save_file(tensors, os.path.join(out, "io.safetensors"))
    err = max(float((a.float() - b.float()).abs().max()) for a, b in zip(eager_t, got_t))
    meta = dict(case=name, torch=torch.__version__, threads=torch.get_num_threads(), compile_kwargs=kw,
                max_abs_err_compiled_vs_eager=None, compile_error=errors[0] if errors else None,
                max_abs_err_dynamo_graph_eager_vs_eager=err,
                inputs=[dict(dtype=str(t.dtype), shape=list(t.shape)) for t in inputs],
                outputs=[dict(dtype=str(t.dtype), shape=list(t.shape)) for t in eager_t])
    with open(os.path.join(out, "meta.json"), "w") as f:
        json.dump(meta, f, indent=1)

HOOK = '''

# --- added by sample_graphs/hf/extra_cases.py: the hf/ corpus cases ---
from extra_cases import EXTRA_CASES
CASES.update(EXTRA_CASES)
try:
    from hf_cases_more import HF_MORE_CASES
    CASES.update(HF_MORE_CASES)
    from hf_cases_unseen import HF_UNSEEN_CASES
    CASES.update(HF_UNSEEN_CASES)
except ImportError:
    pass
try:
    from lib_cases import LIB_CASES
    CASES.update(LIB_CASES)
except ImportError:
    pass
'''


def main():
    work = os.environ.get("QB_WORK", "/tmp/hf_work")
    os.makedirs(work, exist_ok=True)
    for name in ["gen.py", "cases.py", "hf_cases.py"]:
        dst = os.path.join(work, name)
        if os.path.exists(dst):
            os.chmod(dst, 0o644)
        shutil.copyfile(os.path.join(TOOLS, name), dst)
    for name in ["extra_cases.py", "hf_cases_more.py", "hf_cases_unseen.py"]:
        shutil.copyfile(os.path.join(HERE, name), os.path.join(work, name))
    for name in ["lib_cases.py", "gen_flat.py"]:
        shutil.copyfile(os.path.join(HERE, "..", "quant_libs", name), os.path.join(work, name))
    with open(os.path.join(work, "cases.py"), "a") as f:
        f.write(HOOK)
    if sys.argv[1:2] == ["--resize"]:  # --resize CASE_DIR ...: io_<tag>.safetensors at other sizes
        for d in sys.argv[2:]:
            resize(d)
        return
    if sys.argv[1:2] == ["--eager-io"]:  # --eager-io OUT_DIR case ...: io.safetensors + meta.json only
        for name in sys.argv[3:]:
            out = os.path.join(sys.argv[2], name)
            os.makedirs(out, exist_ok=True)
            eager_io(name, out)
            print(f"{name}: io.safetensors and meta.json written (eager)", flush=True)
        return
    if sys.argv[1:2] == ["--flat"]:  # --flat OUT_DIR case ...: inputs as the compiled graph gets them
        flat = os.path.join(work, "gen_flat.py")
        os.execv(sys.executable, [sys.executable, flat] + sys.argv[2:])
    gen_py = os.path.join(work, "gen.py")
    os.execv(sys.executable, [sys.executable, gen_py] + sys.argv[1:])


if __name__ == "__main__":
    main()
