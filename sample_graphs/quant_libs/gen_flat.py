"""gen.py for graphs whose inputs are tensor subclasses (torchao's quantized weights) or that AOT names
`primals_N` (optimum-quanto): gen.py's CAPTURE stores the Dynamo graph's inputs, which safetensors
refuses for a subclass and which are not the post-grad placeholders. Here the inputs are taken where
Inductor's compiled graph is called, flattened as its placeholders are, under the placeholder names.
Everything else is gen.py's: the same environment, dumps, collection and io.safetensors/meta.json.

    CAPTURE=1 THREADS=2 python sample_graphs/hf/extra_cases.py --flat OUT_DIR lib_torchao_int8wo_f32 ...

(extra_cases.py prepares the work folder with gen.py, cases.py and the case files, then runs this.)
"""
import json
import os
import subprocess
import sys
import tempfile
import time

HERE = os.path.dirname(os.path.abspath(__file__))


def run_one(name, out):
    import torch
    import torch._inductor.graph as inductor_graph
    from safetensors.torch import save_file
    from torch._inductor.output_code import CompiledFxGraph
    sys.path.insert(0, HERE)
    from cases import CASES
    torch.set_num_threads(int(os.environ.get("THREADS", "2")))
    fn, inputs, kw = CASES[name]()
    eager = fn(*inputs)

    lowered = []  # placeholder names of each graph Inductor lowered, in order
    placeholder = inductor_graph.GraphLowering.placeholder

    def named_placeholder(self, target, args, kwargs):
        if not lowered or lowered[-1][0] is not self:
            lowered.append((self, []))
        lowered[-1][1].append(target)
        return placeholder(self, target, args, kwargs)
    inductor_graph.GraphLowering.placeholder = named_placeholder

    called = []
    call = CompiledFxGraph.__call__

    def recording_call(self, args):
        if not called:
            called.append([a.detach().clone() if isinstance(a, torch.Tensor) else a for a in args])
        return call(self, args)
    CompiledFxGraph.__call__ = recording_call

    got = torch.compile(fn, **kw)(*inputs)
    eager_t = eager if isinstance(eager, tuple) else (eager,)
    got_t = got if isinstance(got, tuple) else (got,)
    err = max(float((a.float() - b.float()).abs().max()) for a, b in zip(eager_t, got_t))
    if not called or not lowered:
        raise SystemExit(f"{name}: no compiled graph was called")
    names = next((n for _, n in reversed(lowered) if len(n) == len(called[0])), None)
    if names is None:
        raise SystemExit(f"{name}: no lowered graph takes {len(called[0])} inputs")
    tensors = {f"input_{i}": t.clone().contiguous() for i, t in enumerate(inputs)}
    tensors.update({f"output_{i}": t.contiguous() for i, t in enumerate(eager_t)})
    for n, t in zip(names, called[0]):
        if isinstance(t, torch.Tensor):
            tensors[n] = t.contiguous()
    save_file(tensors, os.path.join(out, "io.safetensors"))
    meta = dict(case=name, torch=torch.__version__, threads=torch.get_num_threads(), compile_kwargs=kw,
                max_abs_err_compiled_vs_eager=err, inputs_captured_at="CompiledFxGraph.__call__",
                inputs=[dict(dtype=str(t.dtype), shape=list(t.shape)) for t in inputs],
                outputs=[dict(dtype=str(t.dtype), shape=list(t.shape)) for t in eager_t])
    with open(os.path.join(out, "meta.json"), "w") as f:
        json.dump(meta, f, indent=1)


def main():
    if sys.argv[1:2] == ["--one"]:
        run_one(sys.argv[2], sys.argv[3])
        return
    sys.path.insert(0, HERE)
    from gen import collect
    out_root = sys.argv[1]
    for name in sys.argv[2:]:
        out = os.path.join(out_root, name)
        os.makedirs(out, exist_ok=True)
        work = tempfile.mkdtemp()
        env = dict(os.environ, TORCH_COMPILE_DEBUG="1", TORCH_COMPILE_DEBUG_DIR=os.path.join(work, "dbg"),
                   TORCH_TRACE=os.path.join(work, "trace"), TORCHINDUCTOR_CACHE_DIR=os.path.join(work, "cache"))
        t0 = time.time()
        r = subprocess.run([sys.executable, __file__, "--one", name, out], env=env, capture_output=True,
                           text=True)
        n = collect(name, out, work)
        status = "ok" if r.returncode == 0 else "FAILED"
        print(f"{name}: {status} graphs={n} {time.time() - t0:.1f}s", flush=True)
        if r.returncode:
            print(r.stderr[-3000:])


if __name__ == "__main__":
    main()
